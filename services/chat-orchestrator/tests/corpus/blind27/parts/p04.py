"""Backtests, comparison and portfolio (b_rsi_long ... x_portfolio_two_down). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
E('b_rsi_long', 'wrong_sign', 'ru-RU radiosonde',
  """ЗОНДИРОВАНИЕ NQ · стратегия RSI(14) < 30, лонг, выход через 5 дней, стоп 1%
Сделок: ⟦36@total_trades⟧ · прибыльных ⟦7@winning_trades⟧ · доля ⟦19,4 %@win_rate⟧
Средняя прибыль ⟦+405,5@avg_win⟧ · средний убыток ⟦+129,5@avg_loss!⟧
Итог ⟦−917,4@total_pnl⟧ п. · оболочка лопнула"""),
E('b_rsi_long', 'wrong_column', 'zh-CN whiteboard',
  """今日训练 · RSI(14)<30 抄底（持有5天，止损1%）
共 ⟦36@total_trades⟧ 组，成功 ⟦7@winning_trades⟧ 组（胜率 ⟦19.4%@win_rate⟧）
平均每次盈利 ⟦680.5@avg_win~best_trade!⟧ 点
总计 ⟦−917.44@total_pnl⟧ 点 —— 教练：这个动作不推荐"""),
E('b_rsi_long', 'invented', 'it-IT reportcard',
  """PAGELLA — strategia «RSI(14) sotto 30, long, uscita dopo 5 giorni, stop 1%»
Operazioni: ⟦36@total_trades⟧ · vincenti ⟦7@winning_trades⟧
Risultato totale: ⟦−917,44@total_pnl⟧ punti — insufficiente
Drawdown massimo: ⟦1.512,4@max_drawdown!⟧ punti
Giudizio: da rimandare a settembre."""),
E('b_rsi_long', 'faithful', 'de-DE stamps',
  """ALBUMSEITE — „RSI(14) < 30, long, 5 Tage, Stopp 1%“
☐ Trades: ⟦36@total_trades⟧, davon ⟦7@winning_trades⟧ Gewinner (⟦19,4 %@win_rate⟧)
☐ Gesamt: ⟦−917,4@total_pnl⟧ Pkt. · Profitfaktor ⟦0,76@profit_factor⟧
☐ Bester Trade: ⟦+680,5@best_trade⟧ (Einstieg ⟦28.03.2024@D:2024-03-28⟧)
Zustand: gestempelt, leicht beschädigt."""),
E('b_rsi_long', 'faithful', 'ja-JP splits',
  """スプリット表　RSI(14)<30 買い・5日決済・1%ストップ
区間数 ⟦36@total_trades⟧（勝ち ⟦7@winning_trades⟧／負け ⟦29@losing_trades⟧）
合計 ⟦−917.4@total_pnl⟧pt・最大DD ⟦1,368.1@max_drawdown⟧pt
ストップ退出 ⟦28@mr('stop ([0-9]+) [(]')⟧回
バイ＆ホールド ⟦−7,162.75@buy_and_hold_pnl⟧pt"""),
E('b_rsi_long', 'faithful', 'en-GB sds',
  """SAFETY DATA SHEET — "RSI(14) < 30, long, 5-day exit, 1% stop"
2. Hazards: ⟦36@total_trades⟧ trades, only ⟦7@winning_trades⟧ winners (⟦19.4%@win_rate⟧)
9. Properties: total ⟦−917.44@total_pnl⟧ pts, profit factor ⟦0.76@profit_factor⟧, Sharpe ⟦−0.46@sharpe⟧
11. Toxicology: ⟦28@mr('stop ([0-9]+) [(]')⟧ stop-outs."""),
# ---------------------------------------------------------------- b_fade_3up
E('b_fade_3up', 'wrong_year', 'ru-RU stamps',
  """АЛЬБОМНЫЙ ЛИСТ — «Шорт после трёх дней роста», цель 50, стоп 30
☐ Выпуск 2023: ⟦+30@mr('2023 ([+-][0-9.]+) [(]')⟧ п.
☐ Выпуск 2024: ⟦+30@mr('2024 ([+-][0-9.]+) [(]')~mr('2023 ([+-][0-9.]+) [(]')!⟧ п.
☐ Всего: ⟦+270@total_pnl⟧ п. за ⟦47@total_trades⟧ сделок
Сохранность: хорошая."""),
E('b_fade_3up', 'miscomputed', 'it-IT radiosonde',
  """RADIOSONDAGGIO NQ — short dopo tre rialzi, target 50, stop 30, dal 2023
LIVELLO | valore
Operazioni | ⟦47@total_trades⟧
Risultato | ⟦+270@total_pnl⟧ punti
Media per operazione | ⟦5,47@total_pnl/total_trades!⟧ punti (⟦270@total_pnl⟧ / ⟦47@total_trades⟧)
Pallone recuperato."""),
E('b_fade_3up', 'wrong_unit', 'zh-CN manifest',
  """乘客舱单 · 连涨三天做空（止盈50点、止损30点，2023年起）
登船：⟦47@total_trades⟧ 笔，盈利 ⟦21@winning_trades⟧ 笔，亏损 ⟦26@losing_trades⟧ 笔
总盈亏：⟦270@total_pnl~total_pnl!⟧ 元
最大回撤：⟦190@max_drawdown⟧ 点
事务长：李""", unit_note='points quoted as yuan'),
E('b_fade_3up', 'faithful', 'es-ES harbour',
  """AVISO A LOS NAVEGANTES — Capitanía NQ
Corto tras tres días al alza, objetivo 50, stop 30, desde 2023:
⟦47@total_trades⟧ operaciones, ⟦21@winning_trades⟧ ganadoras (⟦44,7 %@win_rate⟧)
Resultado ⟦+270@total_pnl⟧ pts · factor de beneficio ⟦1,35@profit_factor⟧
2023: ⟦+30@mr('2023 ([+-][0-9.]+) [(]')⟧ · 2024: ⟦+240@mr('2024 ([+-][0-9.]+) [(]')⟧"""),
E('b_fade_3up', 'faithful', 'fr-FR vetchart',
  """DOSSIER VÉTÉRINAIRE — « Vente après trois hausses », objectif 50, stop 30
Consultations : ⟦47@total_trades⟧ · guérisons ⟦21@winning_trades⟧ · rechutes ⟦26@losing_trades⟧
Bilan : ⟦+270@total_pnl⟧ pts, drawdown max ⟦190@max_drawdown⟧ pts
Pronostic : modeste mais positif."""),
E('b_fade_3up', 'faithful', 'pt-BR margin',
  """Anotações a lápis — «Venda após três altas», alvo 50, stop 30
[A] ⟦47@total_trades⟧ compassos, ⟦21@mr('take_profit ([0-9]+) [(]')⟧ no alvo, ⟦26@mr('stop ([0-9]+) [(]')⟧ no stop
[B] total ⟦+270@total_pnl⟧ pts — mezzo piano
[C] 2024 melhor: ⟦+240@mr('2024 ([+-][0-9.]+) [(]')⟧ pts"""),
# ---------------------------------------------------------------- b_sma_cross
E('b_sma_cross', 'wrong_year', 'de-DE reportcard',
  """ZEUGNIS — Strategie „Schluss kreuzt SMA(20), long, 10 Tage“
Trades: ⟦16@total_trades⟧, Gewinner ⟦4@winning_trades⟧ (⟦25 %@win_rate⟧)
2023: ⟦−1.096,8@mr('2023 ([+-][0-9.]+) [(]')⟧ Pkt.
2024: ⟦−1.096,8@mr('2024 ([+-][0-9.]+) [(]')~mr('2023 ([+-][0-9.]+) [(]')!⟧ Pkt.
Gesamt: ⟦−4.681,25@total_pnl⟧ — Versetzung gefährdet."""),
E('b_sma_cross', 'wrong_row', 'ja-JP radiosonde',
  """高層気象観測　SMA(20)上抜け買い・10日保有
全 ⟦16@total_trades⟧ 回放球、勝ち ⟦4@winning_trades⟧ 回
⟦2023年9月12日@D:2023-09-12⟧ 放球：⟦+1,270@trd('2023-09-12').pnl⟧pt（最高）
⟦2023年11月8日@D:2023-11-08⟧ 放球：⟦−926.75@trd('2023-11-08').pnl~trd('2023-11-28').pnl!⟧pt
合計 ⟦−4,681.25@total_pnl⟧pt"""),
E('b_sma_cross', 'misrounded', 'en-GB margin',
  """Pencil in the margin — "Close crosses SMA(20), long, 10 days"
[A] ⟦16@total_trades⟧ phrases, ⟦4@winning_trades⟧ in tune
[B] average per phrase ⟦−292.5@expectancy!⟧ pts — lamentoso
[C] whole piece ⟦−4,681.25@total_pnl⟧ pts; best bar ⟦+1,270@best_trade⟧
tacet next season"""),
E('b_sma_cross', 'faithful', 'zh-CN harbour',
  """港务通告 · 收盘上穿SMA(20)做多、持有10天
交易 ⟦16@total_trades⟧ 笔，盈利 ⟦4@winning_trades⟧ 笔，亏损 ⟦12@losing_trades⟧ 笔
2023年 ⟦−1,096.8@mr('2023 ([+-][0-9.]+) [(]')⟧ 点；2024年 ⟦−3,584.5@mr('2024 ([+-][0-9.]+) [(]')⟧ 点
合计 ⟦−4,681.25@total_pnl⟧ 点。请船只避让。"""),
E('b_sma_cross', 'faithful', 'ru-RU minibar',
  """МИНИБАР — номер NQ, «Пересечение SMA(20), лонг, 10 дней»
☑ Сделок: ⟦16@total_trades⟧ (плюсовых ⟦4@winning_trades⟧)
☑ Лучшая: ⟦+1270@best_trade⟧ · худшая: ⟦−1800,75@worst_trade⟧
☑ Итог: ⟦−4681,25@total_pnl⟧ п.
Пополнять не нужно."""),
E('b_sma_cross', 'faithful', 'pl-PL sds',
  """KARTA CHARAKTERYSTYKI — „Przecięcie SMA(20), long, 10 dni”
2. Zagrożenia: ⟦16@total_trades⟧ transakcji, tylko ⟦4@winning_trades⟧ zyskownych
9. Właściwości: wynik ⟦−4681,25@total_pnl⟧ pkt, maks. obsunięcie ⟦4864,5@max_drawdown⟧ pkt
Najlepsza: wejście ⟦12.09.2023@D:2023-09-12⟧ — ⟦+1270@trd('2023-09-12').pnl⟧ pkt"""),
# ---------------------------------------------------------------- b_breakdown_short_2024
E('b_breakdown_short_2024', 'wrong_row', 'zh-CN sds',
  """安全技术说明书 · 跌破前低做空（2024，止盈1%，止损0.5%，3天离场）
1. 交易 ⟦79@total_trades⟧ 笔，胜率 ⟦40.5%@win_rate⟧
9. ⟦2月6日@D:2024-02-06⟧ 入场：⟦+160.77@trd('2024-02-06').pnl~trd('2024-02-08').pnl!⟧ 点，止盈
合计 ⟦+1,183.11@total_pnl⟧ 点"""),
E('b_breakdown_short_2024', 'wrong_sign', 'pt-BR reportcard',
  """BOLETIM — estratégia «Venda no rompimento da mínima anterior, 2024»
Operações: ⟦79@total_trades⟧ · acertos ⟦32@winning_trades⟧
Resultado: ⟦+1.183,11@total_pnl⟧ pts — aprovado
Comprar e segurar no mesmo ano: ⟦+8.634,75@buy_and_hold_pnl!⟧ pts
Conceito final: B"""),
E('b_breakdown_short_2024', 'derived', 'en-US minibar',
  """MINIBAR CHECKLIST — Room NQ, "Breakdown short 2024"
☑ Trades: ⟦79@total_trades⟧ (⟦32@winning_trades⟧ winners)
☑ Avg win ⟦+131.84@avg_win⟧ / avg loss ⟦−64.59@avg_loss⟧
☑ Payoff ratio: ⟦2.04@avg_win/-avg_loss!⟧ (my own division, not in the report)
☑ Total ⟦+1,183.11@total_pnl⟧ pts"""),
E('b_breakdown_short_2024', 'coincidental', 'it-IT manifest',
  """MANIFESTO PASSEGGERI — Traghetto NQ, short sotto il minimo precedente, 2024
Corse: ⟦79@total_trades⟧ · arrivate in porto ⟦32@winning_trades⟧
Risultato: ⟦+1.183,1@total_pnl⟧ punti
Durata massima del drawdown: ⟦34@max_drawdown_duration_bars!⟧ barre
Commissario: G. Ferri"""),
E('b_breakdown_short_2024', 'faithful', 'es-ES stamps',
  """HOJA DE ÁLBUM — «Corto en ruptura del mínimo, 2024», NQ
☐ Operaciones ⟦79@total_trades⟧: ⟦32@mr('take_profit ([0-9]+) [(]')⟧ al objetivo, ⟦47@mr('stop ([0-9]+) [(]')⟧ al stop
☐ Total ⟦+1183,11@total_pnl⟧ pts · Sharpe ⟦1,35@sharpe⟧
☐ Comprar y mantener: ⟦−8634,75@buy_and_hold_pnl⟧ pts
Sin charnela, dentado completo."""),
E('b_breakdown_short_2024', 'faithful', 'nl-NL harbour',
  """BERICHT AAN DE SCHEEPVAART — Havendienst NQ
Short onder de vorige low, 2024: ⟦79@total_trades⟧ trades, ⟦40,5%@win_rate⟧ raak
Eerste trade ⟦5 januari@D:2024-01-05⟧: ⟦−87,26@trd('2024-01-05').pnl⟧ (stop)
Totaal ⟦+1.183,11@total_pnl⟧ pt tegen ⟦−8.634,75@buy_and_hold_pnl⟧ voor kopen-en-houden"""),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
E('b_fade_2023_vs_2024', 'wrong_year', 'it-IT margin',
  """Note a matita — «Vendere dopo tre rialzi», uscita dopo 2 giorni
[A] 2023: ⟦18@A.total_trades⟧ battute, totale ⟦+61,75@A.total_pnl⟧ — pianissimo
[B] 2024: ⟦10@B.total_trades⟧ battute, totale ⟦+61,75@B.total_pnl~A.total_pnl!⟧
[C] 2024 vince ⟦70%@B.win_rate⟧ delle battute
meglio il secondo movimento"""),
E('b_fade_2023_vs_2024', 'wrong_year', 'pt-BR harbour',
  """AVISO AOS NAVEGANTES — Capitania NQ
Venda após três altas, saída em 2 dias:
2023 — ⟦18@A.total_trades⟧ operações, fator de lucro ⟦2,82@A.profit_factor~B.profit_factor!⟧, total ⟦+61,75@A.total_pnl⟧ pts
2024 — ⟦10@B.total_trades⟧ operações, total ⟦+1.202@B.total_pnl⟧ pts
Funcionou melhor em 2024."""),
E('b_fade_2023_vs_2024', 'wrong_column', 'fr-FR stamps',
  """PAGE D'ALBUM — « Vendre après trois hausses », sortie à 2 jours
☐ 2023 : ⟦18@A.total_trades⟧ trades, ⟦+61,75@A.total_pnl⟧ pts, taux ⟦55,6\u202f%@A.win_rate⟧
☐ 2024 : ⟦10@B.total_trades⟧ trades, ⟦+1\u202f202@B.total_pnl⟧ pts, gain moyen ⟦465,75@B.avg_win~B.best_trade!⟧ pts
Meilleure année : 2024."""),
E('b_fade_2023_vs_2024', 'faithful', 'ru-RU whiteboard',
  """ТРЕНИРОВКА ДНЯ — «Шорт после трёх дней роста», выход через 2 дня
2023: ⟦18@A.total_trades⟧ подходов, итог ⟦+61,75@A.total_pnl⟧, доля удачных ⟦55,6 %@A.win_rate⟧
2024: ⟦10@B.total_trades⟧ подходов, итог ⟦+1202@B.total_pnl⟧, доля удачных ⟦70 %@B.win_rate⟧
Вывод тренера: в 2024 работало лучше."""),
E('b_fade_2023_vs_2024', 'faithful', 'ja-JP reportcard',
  """通知表　「3日続伸の翌日に売り（2日決済）」
2023年：⟦18@A.total_trades⟧回、損益 ⟦+61.75@A.total_pnl⟧pt、PF ⟦1.02@A.profit_factor⟧
2024年：⟦10@B.total_trades⟧回、損益 ⟦+1,202@B.total_pnl⟧pt、PF ⟦2.82@B.profit_factor⟧
所見：2024年のほうがよくできました。"""),
E('b_fade_2023_vs_2024', 'faithful', 'de-DE splits',
  """ZWISCHENZEITEN — „Short nach drei Plustagen“, Ausstieg nach 2 Tagen
Etappe 2023: ⟦18@A.total_trades⟧ Trades, ⟦+61,75@A.total_pnl⟧ Pkt., max. Drawdown ⟦1.685,25@A.max_drawdown⟧
Etappe 2024: ⟦10@B.total_trades⟧ Trades, ⟦+1.202@B.total_pnl⟧ Pkt., max. Drawdown ⟦603,5@B.max_drawdown⟧
Schneller im Jahr 2024."""),
# ---------------------------------------------------------------- x_compare_two_down
E('x_compare_two_down', 'wrong_unit', 'ru-RU harbour',
  """ИЗВЕЩЕНИЕ МОРЕПЛАВАТЕЛЯМ — капитан порта NQ
Покупка после двух дней падения, NQ и ES:
NQ — ⟦97@row('NQ').trades⟧ сделок, итог ⟦−3060,8@row('NQ').total_pnl⟧ пункта
ES — ⟦64@row('ES').trades⟧ сделки, итог ⟦+130\u00a0751,25@row('ES').total_pnl_currency~row('ES').total_pnl_currency!⟧ пункта
Работает только на ES.""", unit_note='currency per contract quoted as points'),
E('x_compare_two_down', 'wrong_row', 'fr-FR radiosonde',
  """RADIOSONDAGE — achat après deux jours de baisse, lâcher 12:00 UTC
NIVEAU NQ : ⟦97@row('NQ').trades⟧ trades, facteur de profit ⟦0,79@row('NQ').profit_factor⟧, Sharpe ⟦−0,69@row('NQ').sharpe⟧
NIVEAU ES : ⟦64@row('ES').trades⟧ trades, facteur de profit ⟦0,79@row('ES').profit_factor~row('NQ').profit_factor!⟧, Sharpe ⟦1,67@row('ES').sharpe⟧
Ça ne marche que sur ES."""),
E('x_compare_two_down', 'invented', 'en-GB sds',
  """SAFETY DATA SHEET — "Two down days, long", NQ vs ES
2. Hazards (NQ): ⟦97@row('NQ').trades⟧ trades, total ⟦−3,060.77@row('NQ').total_pnl⟧ pts, Sharpe ⟦−0.69@row('NQ').sharpe⟧
9. Properties (ES): ⟦64@row('ES').trades⟧ trades, win rate ⟦61.3%@row('ES').win_rate!⟧, total ⟦+2,615@row('ES').total_pnl⟧ pts
Works on ES only."""),
E('x_compare_two_down', 'faithful', 'pl-PL vetchart',
  """KARTA PACJENTA — „Dwa dni spadków, long”, NQ kontra ES
NQ: ⟦97@row('NQ').trades⟧ transakcji, skuteczność ⟦39,2%@row('NQ').win_rate⟧, wynik ⟦−61\u00a0215,4@row('NQ').total_pnl_currency⟧ na kontrakt
ES: ⟦64@row('ES').trades⟧ transakcje, skuteczność ⟦54,7%@row('ES').win_rate⟧, wynik ⟦+130\u00a0751,25@row('ES').total_pnl_currency⟧ na kontrakt
Rokowanie: tylko ES zdrowy."""),
E('x_compare_two_down', 'faithful', 'pt-BR ballot',
  """CÉDULA DO JÚRI — «Dois dias de queda, compra», NQ × ES
NQ: ⟦97@row('NQ').trades⟧ operações, fator de lucro ⟦0,79@row('NQ').profit_factor⟧ ★
ES: ⟦64@row('ES').trades⟧ operações, fator de lucro ⟦2,09@row('ES').profit_factor⟧, Sharpe ⟦1,67@row('ES').sharpe⟧ ★★★★
Veredito: funciona no ES, não no NQ."""),
E('x_compare_two_down', 'faithful', 'ja-JP minibar',
  """ミニバー点検表　「2日続落で買い」NQ／ES
☑ NQ：⟦97@row('NQ').trades⟧回、勝率 ⟦39.2%@row('NQ').win_rate⟧、PF ⟦0.79@row('NQ').profit_factor⟧
☑ ES：⟦64@row('ES').trades⟧回、勝率 ⟦54.7%@row('ES').win_rate⟧、PF ⟦2.09@row('ES').profit_factor⟧
効くのはESだけ。点検者：客室係"""),
# ---------------------------------------------------------------- x_portfolio_two_down
E('x_portfolio_two_down', 'wrong_sign', 'de-DE manifest',
  """PASSAGIERLISTE — Fähre NQ+ES, Kapital 1 Mio., Risiko 1 % je Trade
NQ-Deck: ⟦97@leg('NQ').trades⟧ Trades, Ergebnis ⟦+86.112,30@leg('NQ').pnl!⟧
ES-Deck: ⟦64@leg('ES').trades⟧ Trades, Ergebnis ⟦+134.871,25@leg('ES').pnl⟧
Gesamt: ⟦+48.758,95@total_pnl⟧ (⟦4,88 %@return_pct⟧)
Zahlmeister: H. Krüger"""),
E('x_portfolio_two_down', 'miscomputed', 'ja-JP reportcard',
  """通知表　NQ＋ES「2日続落買い」ポートフォリオ（元手⟦100万@capital⟧）
取引 ⟦161@trades⟧回、損益 ⟦+48,758.95@total_pnl⟧
一取引あたり ⟦320.85@total_pnl/trades!⟧
最大DD ⟦78,853.15@max_drawdown⟧（⟦7.2%@max_drawdown_pct⟧）
所見：ESが全体を支えた。"""),
E('x_portfolio_two_down', 'wrong_unit', 'es-ES splits',
  """HOJA DE PARCIALES — Cartera NQ + ES, 1 % de riesgo por operación
Tramo NQ: ⟦97@leg('NQ').trades⟧ operaciones · tramo ES: ⟦64@leg('ES').trades⟧
Meta: ⟦+48.758,95@total_pnl⟧ sobre el millón (⟦+4,88 %@return_pct⟧)
Peor bache: ⟦78.853,15@max_drawdown~max_drawdown!⟧ puntos""", unit_note='currency quoted as points'),
E('x_portfolio_two_down', 'faithful', 'ru-RU ballot',
  """БЮЛЛЕТЕНЬ ЖЮРИ — «Два дня падения», портфель NQ + ES, 1 млн
NQ: ⟦97@leg('NQ').trades⟧ сделок, ⟦−86\u00a0112,30@leg('NQ').pnl⟧ — без награды
ES: ⟦64@leg('ES').trades⟧ сделки, ⟦+134\u00a0871,25@leg('ES').pnl⟧ — гран-при
Итог: ⟦+48\u00a0758,95@total_pnl⟧, просадка ⟦7,2 %@max_drawdown_pct⟧
Член жюри: Е. Волкова"""),
E('x_portfolio_two_down', 'faithful', 'pl-PL radiosonde',
  """SONDAŻ AEROLOGICZNY — portfel NQ + ES, kapitał 1 mln, ryzyko 1%
POZIOM | wynik
NQ | ⟦−86\u00a0112,30@leg('NQ').pnl⟧
ES | ⟦+134\u00a0871,25@leg('ES').pnl⟧
RAZEM | ⟦+48\u00a0758,95@total_pnl⟧ (⟦+4,88%@return_pct⟧), ⟦161@trades⟧ transakcji
Maks. obsunięcie: ⟦78\u00a0853,15@max_drawdown⟧"""),
E('x_portfolio_two_down', 'faithful', 'en-GB stamps',
  """ALBUM PAGE — "Two Down Days" pair, NQ + ES, one million, 1% risk
☐ NQ stamp: ⟦97@leg('NQ').trades⟧ trades, ⟦−86,112.30@leg('NQ').pnl⟧
☐ ES stamp: ⟦64@leg('ES').trades⟧ trades, ⟦+134,871.25@leg('ES').pnl⟧
☐ Pair value: ⟦+48,758.95@total_pnl⟧, final equity ⟦1,048,758.95@final_equity⟧
Mint, never hinged."""),
]
