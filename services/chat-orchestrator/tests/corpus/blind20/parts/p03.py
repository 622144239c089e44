"""Backtests, comparison and portfolio (b_rsi_long ... x_portfolio_two_down). Markers: see ../../blind4/lib.py.
By-year lines exist only in model_response (mr(...)). Group separators: U+202F in fr, U+00A0 in ru and pl."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

Y23 = "mr('2023 ([+-][0-9.]+) [(]')"
Y24 = "mr('2024 ([+-][0-9.]+) [(]')"
N23 = "mr('2023 [+-][0-9.]+ [(]([0-9]+)[)]')"
N24 = "mr('2024 [+-][0-9.]+ [(]([0-9]+)[)]')"

ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
E('b_rsi_long', 'wrong_sign', 'en-US infobox',
  """{{Infobox backtest
| strategy = RSI(14) < 30, long, 5-day exit, 1% stop
| trades = ⟦36@total_trades⟧ (⟦7@winning_trades⟧ W / ⟦29@losing_trades⟧ L)
| win_rate = ⟦19.4%@win_rate⟧
| total_pnl = ⟦+917.4@total_pnl!⟧ pts
| max_dd = ⟦1,368.1@max_drawdown⟧ pts
}}"""),
E('b_rsi_long', 'wrong_row', 'de-DE charsheet',
  """CHARAKTERBOGEN — RSI-Long (NQ)
Stufe: ⟦36@total_trades⟧ Trades
Trefferquote: ⟦19,4 %@win_rate⟧
Volltreffer: Einstieg ⟦28.03.@D:2024-03-28⟧, ⟦+369,25@trd('2024-03-28').pnl~trd('2024-02-09').pnl!⟧ Pkt.
Schwäche: ⟦28@mr('stop ([0-9]+) [(]')⟧ Stopps
Lebenspunkte: ⟦−917,4@total_pnl⟧"""),
E('b_rsi_long', 'invented', 'ja-JP patent',
  """【特許請求の範囲】
【請求項1】RSI(14)が30を下回った日に買い、5日後または1%の損切りで手仕舞う売買方法であって、取引数が ⟦36@total_trades⟧ 回であるもの。
【請求項2】請求項1の方法において、最大ドローダウンが ⟦1,512.6@max_drawdown!⟧ ポイントであるもの。""",
  allow=['2']),
E('b_rsi_long', 'faithful', 'ru-RU insta',
  """RSI ниже 30 — покупаем? Спойлер: нет 🙃
⟦36@total_trades⟧ сделок, в плюсе только ⟦7@winning_trades⟧ 😬
Итог: ⟦−917,4@total_pnl⟧ п., просадка ⟦1368,1@max_drawdown⟧ п.
Лучшая сделка ⟦+680,5@best_trade⟧ 🚀
#NQ #бэктест #RSI #трейдинг"""),
E('b_rsi_long', 'faithful', 'pt-BR proof',
  """Proposição. Comprar NQ com RSI(14) < 30 não compensou.
Prova. Em ⟦36@total_trades⟧ operações o resultado total foi ⟦−917,4@total_pnl⟧ pontos, com profit factor ⟦0,76@profit_factor⟧ < 1 e expectativa de ⟦−25,48@expectancy⟧ pontos por operação. ∎"""),
E('b_rsi_long', 'faithful', 'pl-PL racing',
  """14:40 · NAGRODA RSI(14) · NQ · tor: grząski
Start: ⟦36@total_trades⟧ transakcji
Zwycięskie: ⟦7@winning_trades⟧ · Przegrane: ⟦29@losing_trades⟧
Najlepszy bieg: ⟦28 marca@D:2024-03-28⟧, ⟦+680,5@trd('2024-03-28').pnl⟧ pkt
Wynik końcowy: ⟦−917,4@total_pnl⟧ pkt. Do poprawki."""),
# ---------------------------------------------------------------- b_fade_3up
E('b_fade_3up', 'wrong_year', 'ru-RU sitrep',
  """СИТРЕП · шорт после трёх растущих дней, NQ
1. Сделок ⟦47@total_trades⟧, прибыльных ⟦21@winning_trades⟧ (по тейк-профиту).
2. Итог ⟦+270@total_pnl⟧ пунктов при просадке ⟦190@max_drawdown⟧.
3. По годам: 2024 — ⟦+30@""" + Y24 + "~" + Y23 + """!⟧ пунктов.
Конец связи."""),
E('b_fade_3up', 'wrong_unit', 'it-IT countdown',
  """CONTO ALLA ROVESCIA · short dopo tre rialzi, TP 50 / SL 30
T-00:03 — ⟦47@total_trades⟧ operazioni, ⟦21@winning_trades⟧ vinte
T-00:02 — profit factor ⟦1,35@profit_factor⟧
T-00:01 — guadagno atteso ⟦5,74 %@expectancy~expectancy!⟧ a operazione
Decollo: totale ⟦+270@total_pnl⟧ punti.""",
  unit_note='points per trade quoted as a percent'),
E('b_fade_3up', 'miscomputed', 'pt-BR journal',
  """LANÇAMENTO · Fade de 3 altas (NQ, desde 2023)
D  Ganhos brutos   ⟦1.050,00@gross_profit⟧  (⟦21@winning_trades⟧ alvos de 50)
C  Perdas brutas   ⟦780,00@gross_loss|neg⟧  (⟦26@losing_trades⟧ stops de 30)
Saldo líquido: ⟦370,00@gross_profit+gross_loss!⟧ pontos"""),
E('b_fade_3up', 'faithful', 'pl-PL lottery',
  """🎱 LOSOWANIE · Fade 3 wzrostów, NQ od 2023
Wylosowane transakcje: ⟦47@total_trades⟧
Trafienia: ⟦21@winning_trades⟧ (⟦44,7\u00a0%@win_rate⟧)
Wygrana netto: ⟦+270@total_pnl⟧ pkt
Kumulacja w 2024: ⟦+240@""" + Y24 + """⟧ pkt"""),
E('b_fade_3up', 'faithful', 'es-ES charsheet',
  """HOJA DE PERSONAJE — «Fade de 3 alzas»
Nivel: ⟦47@total_trades⟧ operaciones
Aciertos: ⟦21@winning_trades⟧ · Fallos: ⟦26@losing_trades⟧
Daño por acierto: ⟦+50@avg_win⟧ · por fallo: ⟦−30@avg_loss⟧
Oro total: ⟦+270@total_pnl⟧ pts · factor de beneficio ⟦1,35@profit_factor⟧"""),
E('b_fade_3up', 'faithful', 'de-DE infobox',
  """{{Infobox Handelsstrategie
| Name = Fade nach drei Aufwärtstagen
| Trades = ⟦47@total_trades⟧
| Trefferquote = ⟦44,7 %@win_rate⟧
| Gesamt = ⟦+270@total_pnl⟧ Pkt.
| davon 2023 = ⟦+30@""" + Y23 + """⟧ · 2024 = ⟦+240@""" + Y24 + """⟧
| Max. Drawdown = ⟦190@max_drawdown⟧
}}"""),
# ---------------------------------------------------------------- b_sma_cross
E('b_sma_cross', 'wrong_year', 'ru-RU countdown',
  """ОБРАТНЫЙ ОТСЧЁТ · пересечение SMA(20), удержание 10 дней
Т-00:03 — сделок всего ⟦16@total_trades⟧, прибыльных ⟦4@winning_trades⟧
Т-00:02 — в 2024-м: ⟦9@""" + N24 + "~" + N23 + """!⟧ сделок
Т-00:01 — итог ⟦−4681,25@total_pnl⟧ пункта
Пуск отменён."""),
E('b_sma_cross', 'wrong_sign', 'es-ES insta',
  """Cruce de la SMA(20) en el NQ: 10 días aguantando y… 💸
⟦16@total_trades⟧ operaciones, solo ⟦4@winning_trades⟧ ganadoras
Peor operación: ⟦+1.800,75@worst_trade!⟧ pts 😵
Total: ⟦−4.681,25@total_pnl⟧
#trading #NQ #backtest #SMA"""),
E('b_sma_cross', 'coincidental', 'nl-NL patent',
  """CONCLUSIES
1. Werkwijze waarbij de NQ wordt gekocht zodra het slot boven het SMA(20) kruist en 10 dagen wordt aangehouden, met ⟦16@total_trades⟧ transacties en een totaal van ⟦−4.681,25@total_pnl⟧ punten.
2. Werkwijze volgens conclusie 1, met een maximale drawdown van ⟦4.683@max_drawdown!⟧ punten.""",
  allow=['1']),
E('b_sma_cross', 'faithful', 'fr-FR sitrep',
  """SITREP — croisement SMA(20), NQ
1. SITUATION : ⟦16@total_trades⟧ trades, ⟦4@winning_trades⟧ gagnants (⟦25\u202f%@win_rate⟧).
2. PERTES : total ⟦−4\u202f681,25@total_pnl⟧ pts, drawdown max ⟦4\u202f864,5@max_drawdown⟧.
3. MEILLEUR COUP : ⟦12 septembre 2023@D:2023-09-12⟧, ⟦+1\u202f270@best_trade⟧ pts.
Terminé."""),
E('b_sma_cross', 'faithful', 'ja-JP racing',
  """【出馬表】SMA(20)クロス・ステークス（NQ）
出走：⟦16@total_trades⟧回　勝ち：⟦4@winning_trades⟧回（勝率⟦25%@win_rate⟧）
最高着順：⟦2023年9月12日@D:2023-09-12⟧エントリー ⟦+1,270@best_trade⟧ポイント
最終着：合計 ⟦−4,681.25@total_pnl⟧ポイント　評価：消し"""),
E('b_sma_cross', 'faithful', 'pl-PL bingo',
  """Oczy na karty! 🎱
⟦16@total_trades⟧ transakcji na przecięciu SMA(20)…
wygranych tylko ⟦4@winning_trades⟧!
Najgorsza kula: ⟦−1800,75@worst_trade⟧!
Razem: ⟦−4681,25@total_pnl⟧ pkt. Bingo dla niedźwiedzi!"""),
# ---------------------------------------------------------------- b_breakdown_short_2024
E('b_breakdown_short_2024', 'wrong_column', 'ru-RU charsheet',
  """ЛИСТ ПЕРСОНАЖА — «Шорт пробоя», 2024
Уровень: ⟦79@total_trades⟧ сделок
Меткость: ⟦40,5\u00a0%@win_rate⟧
Средний урон по врагу: ⟦+131,84@avg_win⟧
Средний полученный урон: ⟦−87,26@avg_loss~worst_trade!⟧
Золото: ⟦+1183,11@total_pnl⟧"""),
E('b_breakdown_short_2024', 'wrong_sign', 'it-IT bingo',
  """Occhi sulla cartella! 🎱
Esce il ⟦79@total_trades⟧: le operazioni!
Esce il ⟦40,5 %@win_rate⟧: la percentuale vincente!
Totale: ⟦+1.183,11@total_pnl⟧!
E il buy-and-hold? ⟦+8.634,75@buy_and_hold_pnl!⟧! Tombola!"""),
E('b_breakdown_short_2024', 'miscomputed', 'de-DE sitrep',
  """SITREP · Breakdown-Short NQ 2024
1. LAGE: ⟦79@total_trades⟧ Trades, ⟦32@winning_trades⟧ Ziele erreicht, ⟦47@losing_trades⟧ Stopps.
2. BILANZ: Bruttogewinn ⟦4.219@gross_profit⟧, Bruttoverlust ⟦3.035,89@gross_loss|neg⟧, netto ⟦1.193,11@gross_profit+gross_loss!⟧ Pkt.
3. RISIKO: max. Drawdown ⟦316,25@max_drawdown⟧. ENDE."""),
E('b_breakdown_short_2024', 'faithful', 'ja-JP racing',
  """【レース結果】ブレイクダウン・ショート記念（2024年）
出走 ⟦79@total_trades⟧　1着（利確）⟦32@winning_trades⟧　着外（損切り）⟦47@losing_trades⟧
勝率 ⟦40.5%@win_rate⟧　PF ⟦1.39@profit_factor⟧
獲得賞金：⟦+1,183.1@total_pnl⟧ポイント"""),
E('b_breakdown_short_2024', 'faithful', 'en-GB infobox',
  """{{Infobox backtest
| name = Breakdown short, NQ 2024
| rules = close < prior low · TP 1% · SL 0.5% · 3-day exit
| trades = ⟦79@total_trades⟧
| win_rate = ⟦40.5%@win_rate⟧
| net = ⟦+1,183.11@total_pnl⟧ pts
| buy_and_hold = ⟦−8,634.75@buy_and_hold_pnl⟧ pts
}}"""),
E('b_breakdown_short_2024', 'faithful', 'nl-NL journal',
  """JOURNAALPOST · breakdown-short NQ 2024
Debet   winnende trades      ⟦4.219,00@gross_profit⟧
Credit  verliezende trades   ⟦3.035,89@gross_loss|neg⟧
Saldo ⟦1.183,11@total_pnl⟧ punten over ⟦79@total_trades⟧ trades"""),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
E('b_fade_2023_vs_2024', 'wrong_year', 'zh-CN conductor',
  """各位旅客，本次列车“三连阳做空号”途经两站。
2023站：共 ⟦18@A.total_trades⟧ 笔交易，胜率 ⟦55.6%@A.win_rate⟧，盈利因子 ⟦2.82@A.profit_factor~B.profit_factor!⟧。
2024站：⟦10@B.total_trades⟧ 笔，胜率 ⟦70%@B.win_rate⟧，合计 ⟦+1,202@B.total_pnl⟧ 点。
下车请注意安全。"""),
E('b_fade_2023_vs_2024', 'wrong_year', 'en-GB infobox',
  """{{Infobox comparison
| strategy = fade three up days, 2-day exit
| 2023_net = ⟦+61.75@A.total_pnl⟧ pts (⟦18@A.total_trades⟧ trades)
| 2024_net = ⟦+1,202@B.total_pnl⟧ pts (⟦10@B.total_trades⟧ trades)
| 2024_best = ⟦+1,147.75@B.best_trade~A.best_trade!⟧
| verdict = 2024 better
}}"""),
E('b_fade_2023_vs_2024', 'derived', 'ja-JP charsheet',
  """【キャラクターシート】3連騰フェード（NQ）
2023年：⟦18@A.total_trades⟧戦、勝率 ⟦55.6%@A.win_rate⟧、獲得 ⟦+61.75@A.total_pnl⟧
2024年：⟦10@B.total_trades⟧戦、勝率 ⟦70%@B.win_rate⟧、獲得 ⟦+1,202@B.total_pnl⟧
成長：⟦+1,140.25@B.total_pnl-A.total_pnl!⟧ポイント（自分で計算）"""),
E('b_fade_2023_vs_2024', 'faithful', 'nl-NL journal',
  """JOURNAALPOST · fade na drie stijgdagen
Debet   2024 → ⟦1.202,00@B.total_pnl⟧ (⟦10@B.total_trades⟧ trades, ⟦70 %@B.win_rate⟧ raak)
Credit  2023 → ⟦61,75@A.total_pnl⟧ (⟦18@A.total_trades⟧ trades, ⟦55,6 %@A.win_rate⟧ raak)
Toelichting: 2024 duidelijk beter; max. drawdown ⟦603,5@B.max_drawdown⟧ tegen ⟦1.685,25@A.max_drawdown⟧."""),
E('b_fade_2023_vs_2024', 'faithful', 'it-IT countdown',
  """CONTO ALLA ROVESCIA · fade di tre rialzi, uscita a 2 giorni
T-00:02 — 2023: ⟦18@A.total_trades⟧ operazioni, totale ⟦+61,75@A.total_pnl⟧, drawdown ⟦1.685,25@A.max_drawdown⟧
T-00:01 — 2024: ⟦10@B.total_trades⟧ operazioni, totale ⟦+1.202@B.total_pnl⟧, vincenti ⟦70 %@B.win_rate⟧
Via! Meglio il 2024."""),
E('b_fade_2023_vs_2024', 'faithful', 'en-US lottery',
  """🎰 DRAW RESULTS · Fade 3 Up Days
2023 ticket: ⟦18@A.total_trades⟧ trades, ⟦+61.75@A.total_pnl⟧ pts, profit factor ⟦1.02@A.profit_factor⟧
2024 ticket: ⟦10@B.total_trades⟧ trades, ⟦+1,202@B.total_pnl⟧ pts, profit factor ⟦2.82@B.profit_factor⟧
Winner: 2024, by a mile."""),
# ---------------------------------------------------------------- x_compare_two_down
E('x_compare_two_down', 'wrong_row', 'zh-CN insta',
  """同一个策略，两种命运 😅
NQ：⟦97@row('NQ').trades⟧ 笔，胜率 ⟦54.7%@row('NQ').win_rate~row('ES').win_rate!⟧，合计 ⟦-3,060.77@row('NQ').total_pnl⟧ 点
ES：⟦64@row('ES').trades⟧ 笔，胜率 ⟦54.7%@row('ES').win_rate⟧，合计 ⟦+2,615@row('ES').total_pnl⟧ 点
点数不能直接比，看夏普：⟦−0.69@row('NQ').sharpe⟧ vs ⟦1.67@row('ES').sharpe⟧
#期货 #回测 #NQ #ES"""),
E('x_compare_two_down', 'wrong_column', 'de-DE lottery',
  """🎱 ZIEHUNG DER LOTTOZAHLEN · zwei rote Tage, long
NQ: ⟦97@row('NQ').trades⟧ Trades · Gesamt ⟦−7.162,75@row('NQ').total_pnl~row('NQ').buy_and_hold_pnl!⟧ Pkt. · Sharpe ⟦−0,69@row('NQ').sharpe⟧
ES: ⟦64@row('ES').trades⟧ Trades · Gesamt ⟦+2.615@row('ES').total_pnl⟧ Pkt. · Sharpe ⟦1,67@row('ES').sharpe⟧
Gewinner der Ziehung: ES."""),
E('x_compare_two_down', 'misrounded', 'pl-PL infobox',
  """{{Infobox porównanie
| strategia = dwa spadkowe dni, long, wyjście po 3 dniach, stop 2 %
| NQ = ⟦97@row('NQ').trades⟧ transakcji, trafność ⟦39,1\u00a0%@row('NQ').win_rate!⟧, wynik ⟦−3060,77@row('NQ').total_pnl⟧ pkt
| ES = ⟦64@row('ES').trades⟧ transakcje, trafność ⟦54,7\u00a0%@row('ES').win_rate⟧, wynik ⟦+2615@row('ES').total_pnl⟧ pkt
}}"""),
E('x_compare_two_down', 'faithful', 'fr-FR charsheet',
  """FICHE DE PERSONNAGE — « Deux jours rouges », achat
NQ : ⟦97@row('NQ').trades⟧ combats, ⟦39,2\u202f%@row('NQ').win_rate⟧ de victoires, Sharpe ⟦−0,69@row('NQ').sharpe⟧, butin ⟦−61\u202f215,40@row('NQ').total_pnl_currency⟧ par contrat
ES : ⟦64@row('ES').trades⟧ combats, ⟦54,7\u202f%@row('ES').win_rate⟧ de victoires, Sharpe ⟦1,67@row('ES').sharpe⟧, butin ⟦+130\u202f751,25@row('ES').total_pnl_currency⟧ par contrat
Classe recommandée : ES."""),
E('x_compare_two_down', 'faithful', 'pt-BR sitrep',
  """SITREP · compra após dois dias de queda
1. NQ: ⟦97@row('NQ').trades⟧ operações, PF ⟦0,79@row('NQ').profit_factor⟧, total ⟦−3.060,8@row('NQ').total_pnl⟧ pts, Sharpe ⟦−0,69@row('NQ').sharpe⟧.
2. ES: ⟦64@row('ES').trades⟧ operações, PF ⟦2,09@row('ES').profit_factor⟧, total ⟦+2.615,0@row('ES').total_pnl⟧ pts, Sharpe ⟦1,67@row('ES').sharpe⟧.
3. AVALIAÇÃO: funciona só no ES. Câmbio, desligo."""),
E('x_compare_two_down', 'faithful', 'en-GB patent',
  """CLAIMS
1. A method of buying after two consecutive down closes, exiting after 3 days with a 2% stop, which on NQ yields ⟦97@row('NQ').trades⟧ trades and ⟦−3,060.77@row('NQ').total_pnl⟧ points.
2. The method as claimed in claim 1, applied to ES, yielding ⟦64@row('ES').trades⟧ trades, ⟦+2,615@row('ES').total_pnl⟧ points and a Sharpe ratio of ⟦1.67@row('ES').sharpe⟧.""",
  allow=['1']),
# ---------------------------------------------------------------- x_portfolio_two_down
E('x_portfolio_two_down', 'wrong_sign', 'pt-BR bingo',
  """Olha a pedra! 🎱
Carteira NQ + ES, um milhão na mesa…
Perna ES: ⟦+134.871,25@leg('ES').pnl⟧!
Perna NQ: ⟦+86.112,30@leg('NQ').pnl!⟧!
Total: ⟦+48.758,95@M.total_pnl⟧. BINGO!"""),
E('x_portfolio_two_down', 'wrong_unit', 'nl-NL countdown',
  """AFTELLEN · portefeuille NQ + ES, één miljoen startkapitaal
T-00:03 — ⟦161@M.trades⟧ trades
T-00:02 — winst ⟦48.758,95@M.total_pnl⟧
T-00:01 — rendement ⟦4,88@M.return_pct~M.return_pct!⟧ punten
Lancering! Max. drawdown ⟦7,2 %@M.max_drawdown_pct⟧.""",
  unit_note='a percent return quoted as index points'),
E('x_portfolio_two_down', 'coincidental', 'ja-JP conductor',
  """ご乗車ありがとうございます。NQ・ES 両建て号、資本 ⟦100万@M.capital⟧ で運行中です。
NQ 区間：⟦97@leg('NQ').trades⟧回、損益 ⟦−86,112.30@leg('NQ').pnl⟧。
ES 区間：⟦57@leg('ES').trades!⟧回、損益 ⟦+134,871.25@leg('ES').pnl⟧。
終点での損益は ⟦+48,758.95@M.total_pnl⟧ です。"""),
E('x_portfolio_two_down', 'faithful', 'de-DE proof',
  """Satz. Das Portfolio verdient nur dank ES.
Beweis. Das ES-Bein bringt ⟦+134.871,25@leg('ES').pnl⟧, das NQ-Bein ⟦−86.112,30@leg('NQ').pnl⟧; zusammen ⟦+48.758,95@M.total_pnl⟧ bzw. ⟦+4,88 %@M.return_pct⟧ auf eine Million. Ohne ES bliebe ein Verlust. ∎"""),
E('x_portfolio_two_down', 'faithful', 'pl-PL lottery',
  """🎱 WYNIKI LOSOWANIA · portfel NQ + ES
Kapitał: ⟦1\u00a0000\u00a0000@M.capital⟧ → ⟦1\u00a0048\u00a0758,95@M.final_equity⟧
Zysk: ⟦+48\u00a0758,95@M.total_pnl⟧ (⟦4,88\u00a0%@M.return_pct⟧)
Maks. obsunięcie: ⟦78\u00a0853,15@M.max_drawdown⟧ (⟦7,2\u00a0%@M.max_drawdown_pct⟧)
Transakcje: ⟦161@M.trades⟧"""),
E('x_portfolio_two_down', 'faithful', 'it-IT patent',
  """RIVENDICAZIONI
1. Metodo di negoziazione congiunta di NQ ed ES con rischio dell'1% per operazione su un milione, che produce ⟦161@M.trades⟧ operazioni e un utile di ⟦48.758,95@M.total_pnl⟧.
2. Metodo secondo la rivendicazione 1, in cui la gamba NQ perde ⟦86.112,30@leg('NQ').pnl|neg⟧ e la gamba ES guadagna ⟦134.871,25@leg('ES').pnl⟧."""),
]
