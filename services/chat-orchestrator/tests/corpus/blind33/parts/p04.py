"""Backtests, comparison and portfolio. Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

Y23 = "mr('2023 ([+-][0-9.]+) [(]')"
Y24 = "mr('2024 ([+-][0-9.]+) [(]')"
N23 = "mr('2023 [+-][0-9.]+ [(]([0-9]+)')"
N24 = "mr('2024 [+-][0-9.]+ [(]([0-9]+)')"

ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
E('b_rsi_long', 'faithful', 'ja-JP forage',
  """採集日誌 ― ブナ林W2
RSI(14)<30で買い、5日で手仕舞い、1%ストップ：
取引 ⟦36@total_trades⟧ 回、勝ち ⟦7@winning_trades⟧ 回、勝率 ⟦19.4%@win_rate⟧
損益 ⟦−917.4@total_pnl⟧ ポイント
ナメコが少し。胞子紋は今夜。"""),
E('b_rsi_long', 'faithful', 'pl-PL ballet',
  """PLAN PRÓB — Balet NQ, sala A
10:00 lekcja
11:30 „RSI(14) < 30”: ⟦36@total_trades⟧ transakcji, trafność ⟦19,4 %@win_rate⟧, wynik ⟦−917,44@total_pnl⟧ pkt
12:30 najlepsza: ⟦+680,5@best_trade⟧ (wejście ⟦28 marca@D:2024-03-28⟧)
Baletmistrzyni: E. Nowak"""),
E('b_rsi_long', 'faithful', 'nl-NL tea',
  """PROEFREGISTER THEE — partij AS0314, Assam
RSI(14) onder 30, long, exit na 5 dagen, stop 1%:
Profit factor ⟦0,76@profit_factor⟧ · max. drawdown ⟦1368,1@max_drawdown⟧ pt
Buy-and-hold: ⟦−7162,75@buy_and_hold_pnl⟧
Trektijd 04:00. Oordeel: bitter."""),
E('b_rsi_long', 'wrong_sign', 'es-ES fencing',
  """HOJA DE ASALTO — pista P1, poule C
Izquierda: RSI(14) < 30, largo · Derecha: el mercado
Resultado total: ⟦+917,4@total_pnl!⟧ puntos en ⟦36@total_trades⟧ operaciones
Comprar y mantener: ⟦−7162,75@buy_and_hold_pnl⟧
Árbitro: L. Sanz"""),
E('b_rsi_long', 'wrong_unit', 'zh-CN plough',
  """除雪路线日志 · 车号 T12 · 路线 R1
RSI(14) 低于 30 做多：⟦36@total_trades⟧ 笔，胜率 ⟦19.4%@win_rate⟧
最大回撤 ⟦1,368.1@max_drawdown~max_drawdown!⟧ 公里
出车 05:00 · 收车 09:45""", unit_note='points quoted as kilometres'),
E('b_rsi_long', 'misrounded', 'de-DE cue',
  """EINSATZLISTE ORCHESTERGRABEN — „RSI-Kauf“
E14 · nach Buchstabe K: ⟦36@total_trades⟧ Trades, Trefferquote ⟦19,4 %@win_rate⟧
E15 · Profitfaktor ⟦0,75@profit_factor!⟧
E16 · Ergebnis ⟦−917,4@total_pnl⟧ Punkte
Dirigentin: U. Seidel"""),
# ---------------------------------------------------------------- b_fade_3up
E('b_fade_3up', 'faithful', 'fr-FR forage',
  """CARNET DE CUEILLETTE — chênaie C2
Vendre après trois hausses, objectif 50, stop 30, depuis 2023 :
⟦47@total_trades⟧ trades, ⟦21@winning_trades⟧ gagnants, total ⟦+270@total_pnl⟧ points
Dont 2024 : ⟦+240@""" + Y24 + """⟧
Girolles au talus. Sporée ce soir."""),
E('b_fade_3up', 'faithful', 'en-GB assay',
  """ASSAY CERTIFICATE No. AC0303
Article: fade-three-up-days short, 50 pt target, 30 pt stop, since 2023
Found: ⟦47@total_trades⟧ trades, win rate ⟦44.7%@win_rate⟧, profit factor ⟦1.35@profit_factor⟧
Net ⟦+270@total_pnl⟧ pts; max drawdown ⟦190@max_drawdown⟧
Assayer: M. Quayle"""),
E('b_fade_3up', 'faithful', 'it-IT fencing',
  """FOGLIO D'ASSALTO — pedana P2, girone A
Sinistra: 2023, ⟦+30@""" + Y23 + """⟧ punti su ⟦31@""" + N23 + """⟧ trade
Destra: 2024, ⟦+240@""" + Y24 + """⟧ su ⟦16@""" + N24 + """⟧
Totale ⟦+270@total_pnl⟧. Risultato: V5 a destra. Arbitro: F. Gallo"""),
E('b_fade_3up', 'wrong_year', 'nl-NL cue',
  """CUELIJST ORKESTBAK — „Drie stijgers shorten”
Q3 · na letter D: 2023, ⟦+30@""" + Y23 + """⟧ punten
Q4 · 2024, ⟦+240@""" + Y24 + """⟧ punten uit ⟦31@""" + N24 + "~" + N23 + """!⟧ trades
Dirigent: M. de Wit"""),
E('b_fade_3up', 'coincidental', 'pl-PL archery',
  """KARTA WYNIKÓW — tarcza T05, seria S2
Short po trzech wzrostach, cel 50, stop 30:
Wynik ⟦+270@total_pnl⟧ pkt, PF ⟦1,35@profit_factor⟧
Współczynnik odrobienia strat: ⟦1,26@recovery_factor!⟧
Sędzia liniowy: ______"""),
E('b_fade_3up', 'wrong_unit', 'pt-BR tea',
  """LIVRO DE PROVA DE CHÁ — lote OO0323, oolong
Venda após três altas, alvo 50, stop 30:
⟦47@total_trades⟧ operações, acerto de ⟦44,7%@win_rate⟧
Resultado: R$ ⟦270@total_pnl~total_pnl!⟧
Infusão 03:00. Nota: floral.""", unit_note='points quoted as reais'),
# ---------------------------------------------------------------- b_sma_cross
E('b_sma_cross', 'faithful', 'fr-FR glass',
  """JOURNAL DE L'ATELIER VERRE — four F2
Pièce : croisement de la SMA(20), achat, 10 jours
⟦16@total_trades⟧ trades, ⟦4@winning_trades⟧ gagnants, total ⟦−4\u202f681,25@total_pnl⟧ points
Meilleur : ⟦+1\u202f270@best_trade⟧ (entrée le ⟦12 septembre 2023@D:2023-09-12⟧)
À l'arche de recuisson à 16:45."""),
E('b_sma_cross', 'faithful', 'de-DE cue',
  """EINSATZLISTE — Orchestergraben, „SMA(20)-Kreuzung“
E21 · Buchstabe M: 2023 ⟦−1.096,8@""" + Y23 + """⟧ in ⟦9@""" + N23 + """⟧ Trades
E22 · 2024 ⟦−3.584,5@""" + Y24 + """⟧ in ⟦7@""" + N24 + """⟧
E23 · Summe ⟦−4.681,25@total_pnl⟧
Dirigentin: U. Seidel"""),
E('b_sma_cross', 'faithful', 'pt-BR cave',
  """CADERNETA DE TOPOGRAFIA — gruta NQ, galeria S
Base S1: cruzamento da SMA(20), compra, 10 dias
Base S2: taxa de acerto ⟦25%@win_rate⟧, fator de lucro ⟦0,37@profit_factor⟧
Base S3: drawdown máximo ⟦4.864,5@max_drawdown⟧ pts
Equipe: Rui, Bia"""),
E('b_sma_cross', 'wrong_year', 'en-GB quilt',
  """QUILTING CIRCLE — minutes, Thursday
Present: Maud, Winnie, Pat
SMA(20) crossover, 10-day hold: 2023 came to ⟦−3,584.5@""" + Y23 + "~" + Y24 + """!⟧ pts over ⟦9@""" + N23 + """⟧ trades
Total ⟦−4,681.25@total_pnl⟧
Block B7 tacked. Next meeting 19:00."""),
E('b_sma_cross', 'wrong_row', 'nl-NL ballet',
  """REPETITIESCHEMA — Nationale Ballet NQ, studio C
10:00 les
11:00 „SMA(20)”: entree ⟦12 juli 2023@D:2023-07-12⟧, resultaat ⟦−252,75@trd('2023-07-12').pnl~trd('2023-11-08').pnl!⟧
12:00 entree ⟦12 september 2023@D:2023-09-12⟧: ⟦+1270@trd('2023-09-12').pnl⟧, de beste
Repetitor: H. Bakker"""),
E('b_sma_cross', 'misrounded', 'en-US rally',
  """TIME CARD — NQ Vintage Rally · Car C41 (Packard)
TC6 due 13:20 · in 13:22
SMA(20) cross, 10-day hold: avg win ⟦686.3@avg_win!⟧, avg loss ⟦−618.9@avg_loss⟧
Total ⟦−4,681.25@total_pnl⟧
Marshal: ______"""),
# ---------------------------------------------------------------- b_breakdown_short_2024
E('b_breakdown_short_2024', 'faithful', 'en-US ballet',
  """REHEARSAL CALL — NQ Ballet, Studio A · Thursday
10:00 Class
11:00 'Breakdown Short 2024': ⟦79@total_trades⟧ trades, ⟦40.5%@win_rate⟧ winners, net ⟦+1,183.1@total_pnl⟧ pts
12:00 Buy-and-hold for contrast: ⟦−8,634.75@buy_and_hold_pnl⟧
Ballet master: D. Hale"""),
E('b_breakdown_short_2024', 'faithful', 'nl-NL fencing',
  """WEDSTRIJDBLAD — loper P2, poule A
Links: breakdown-short 2024, ⟦+1.183,11@total_pnl⟧ punten
Rechts: buy-and-hold, ⟦−8.634,75@buy_and_hold_pnl⟧
Sharpe links ⟦1,35@sharpe⟧; max. drawdown ⟦316,25@max_drawdown⟧
Uitslag: V5 links. Scheidsrechter: J. Smit"""),
E('b_breakdown_short_2024', 'faithful', 'ru-RU assay',
  """СВИДЕТЕЛЬСТВО О ПРОБЕ № AP0111
Образец: шорт пробоя минимума, 2024
Сделок ⟦79@total_trades⟧, прибыльных ⟦32@winning_trades⟧, итог ⟦+1183,1@total_pnl⟧ п.
Лучшая: ⟦11 января@D:2024-01-11⟧, ⟦+171,7@trd('2024-01-11').pnl⟧
Пробирер: И. Соколов"""),
E('b_breakdown_short_2024', 'wrong_sign', 'pl-PL tea',
  """KSIĘGA DEGUSTACJI HERBATY — partia KM0105
Short po zamknięciu pod poprzednim dołkiem, 2024:
Wynik ⟦+1183,11@total_pnl⟧ pkt
Kup i trzymaj: ⟦+8634,75@buy_and_hold_pnl!⟧
Parzenie 03:00. Ocena: cierpka."""),
E('b_breakdown_short_2024', 'wrong_column', 'fr-FR rally',
  """CARTON DE POINTAGE — Rallye NQ Historique · voiture C08
CP5 prévu 15:30 · pointé 15:30
Short de cassure 2024 : meilleur trade ⟦+171,7@best_trade⟧, pire ⟦−64,59@worst_trade~avg_loss!⟧
Total ⟦+1\u202f183,11@total_pnl⟧
Visa : ______"""),
E('b_breakdown_short_2024', 'invented', 'de-DE glass',
  """GLASHÜTTE — Ofenbuch, Ofen O3
Stück: Ausbruch-Short 2024
⟦79@total_trades⟧ Trades, Gewinn ⟦+1.183,1@total_pnl⟧ Punkte
Sharpe ⟦2,08@sharpe!⟧
Kühlofen ab 16:30."""),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
E('b_fade_2023_vs_2024', 'faithful', 'ru-RU tea',
  """ДЕГУСТАЦИОННЫЙ ЖУРНАЛ — чай, партия LS2324
Шорт после трёх растущих дней, выход через 2 дня:
2023 — ⟦+61,75@A.total_pnl⟧ п. за ⟦18@A.total_trades⟧ сделок
2024 — ⟦+1202@B.total_pnl⟧ п. за ⟦10@B.total_trades⟧, побед ⟦70 %@B.win_rate⟧
Второй настой заметно лучше."""),
E('b_fade_2023_vs_2024', 'faithful', 'it-IT quilt',
  """CIRCOLO DEL PATCHWORK — verbale del giovedì
Presenti: Nives, Carla, Bruna
Vendere dopo tre rialzi: nel 2023 ⟦+61,75@A.total_pnl⟧ punti, nel 2024 ⟦+1.202@B.total_pnl⟧
Drawdown massimo: ⟦1.685,25@A.max_drawdown⟧ contro ⟦603,5@B.max_drawdown⟧
Blocco B2 finito. Prossimo incontro alle 18:30."""),
E('b_fade_2023_vs_2024', 'faithful', 'fr-FR plough',
  """CARNET DE TOURNÉE — chasse-neige C2, circuit R5
Sortie 05:15 · retour 10:00
Vente après trois hausses : facteur de profit ⟦1,02@A.profit_factor⟧ en 2023, ⟦2,82@B.profit_factor⟧ en 2024
Meilleur trade 2024 : ⟦+465,75@B.best_trade⟧
Verglas au pont."""),
E('b_fade_2023_vs_2024', 'wrong_year', 'pt-BR assay',
  """CERTIFICADO DE ENSAIO nº CE0318
Amostra: venda após três altas, saída em 2 dias
2023: taxa de acerto ⟦70%@A.win_rate~B.win_rate!⟧, resultado ⟦+61,75@A.total_pnl⟧
2024: resultado ⟦+1.202@B.total_pnl⟧
Ensaiador: P. Moura"""),
E('b_fade_2023_vs_2024', 'wrong_year', 'en-US fencing',
  """BOUT SHEET — Strip P3, Pool B
Left: 2023, net ⟦+61.75@A.total_pnl⟧ · Right: 2024, net ⟦+1,202@B.total_pnl⟧
Right's max drawdown: ⟦1,685.25@B.max_drawdown~A.max_drawdown!⟧
Result: V5 right. Referee: T. Quinn"""),
E('b_fade_2023_vs_2024', 'miscomputed', 'ja-JP cue',
  """ピット・キューシート ―「3日続伸の逆張り」
Q8 練習番号D：2023年 ⟦+61.75@A.total_pnl⟧
Q9 2024年 ⟦+1,202@B.total_pnl⟧
Q10 差は ⟦1,104.25@B.total_pnl-A.total_pnl!⟧ ポイントで2024年の勝ち
指揮：佐藤"""),
# ---------------------------------------------------------------- x_compare_two_down
E('x_compare_two_down', 'faithful', 'ja-JP quilt',
  """キルトの会 ― 木曜例会の議事録
出席：和子、文江、京子
2日続落で買い（3日で手仕舞い、2%ストップ）：NQは ⟦97@row('NQ').trades⟧ 回で ⟦−3,060.77@row('NQ').total_pnl⟧ ポイント、ESは ⟦64@row('ES').trades⟧ 回で ⟦+2,615.0@row('ES').total_pnl⟧
次回は19:00から。"""),
E('x_compare_two_down', 'faithful', 'es-ES cue',
  """HOJA DE ENTRADAS — foso, «Dos días a la baja»
E4 · NQ: factor de beneficio ⟦0,79@row('NQ').profit_factor⟧, Sharpe ⟦−0,69@row('NQ').sharpe⟧
E5 · ES: factor ⟦2,09@row('ES').profit_factor⟧, Sharpe ⟦1,67@row('ES').sharpe⟧
E6 · en dinero por contrato: NQ ⟦−61.215@row('NQ').total_pnl_currency⟧, ES ⟦+130.751@row('ES').total_pnl_currency⟧
Director: A. Ruiz"""),
E('x_compare_two_down', 'faithful', 'de-DE ballet',
  """PROBENPLAN — Ballett NQ, Saal B · Freitag
10:00 Training
11:30 „Zwei Minustage“: NQ ⟦97@row('NQ').trades⟧ Trades, Trefferquote ⟦39,2 %@row('NQ').win_rate⟧; ES ⟦64@row('ES').trades⟧ Trades, ⟦54,7 %@row('ES').win_rate⟧
12:30 Nur ES hält (Sharpe ⟦1,67@row('ES').sharpe⟧)
Ballettmeisterin: R. Krüger"""),
E('x_compare_two_down', 'wrong_column', 'en-US tea',
  """TEA TASTING LEDGER · lot KE0222 · Kenya
Two-down-days dip, long, 3-day exit, 2% stop
NQ cup: profit factor ⟦0.79@row('NQ').profit_factor⟧, weak
ES cup: profit factor ⟦1.67@row('ES').profit_factor~row('ES').sharpe!⟧, the better brew
Remarks: only ES holds."""),
E('x_compare_two_down', 'wrong_sign', 'it-IT cave',
  """LIBRETTO DI RILIEVO — grotta NQ, ramo D
Caposaldo D1 · NQ: ⟦97@row('NQ').trades⟧ trade, Sharpe ⟦+0,69@row('NQ').sharpe!⟧, totale ⟦−3.060,77@row('NQ').total_pnl⟧ punti
Caposaldo D2 · ES: Sharpe ⟦1,67@row('ES').sharpe⟧, totale ⟦+2.615@row('ES').total_pnl⟧
Squadra: Toni, Ada"""),
E('x_compare_two_down', 'wrong_unit', 'pt-BR forage',
  """DIÁRIO DE COLETA — pinhal, trilha T5
Compra após duas quedas, NQ contra ES:
ES: ⟦+130.751@row('ES').total_pnl_currency~row('ES').total_pnl_currency!⟧ pontos, Sharpe ⟦1,67@row('ES').sharpe⟧
NQ: ⟦97@row('NQ').trades⟧ operações, Sharpe ⟦−0,69@row('NQ').sharpe⟧
Shiitake no tronco caído.""", unit_note='currency per contract quoted as points'),
# ---------------------------------------------------------------- x_portfolio_two_down
E('x_portfolio_two_down', 'faithful', 'ja-JP rally',
  """タイムカード ― NQクラシックラリー・車番C03
TC1 予定 08:30・到着 08:31
資金 ⟦1,000,000@capital⟧、2日続落の買いをNQとESで：損益 ⟦+48,758.95@total_pnl⟧（⟦+4.88%@return_pct⟧）
最大DD ⟦7.20%@max_drawdown_pct⟧
競技長サイン：＿＿"""),
E('x_portfolio_two_down', 'faithful', 'es-ES plough',
  """PARTE DE RUTA — quitanieves Q7, ruta R2
Salida 04:00 · llegada 09:00
Cartera NQ + ES, 1 % de riesgo: ⟦161@trades⟧ operaciones, resultado ⟦+48.758,95@total_pnl⟧
Pierna NQ ⟦−86.112,30@leg('NQ').pnl⟧; pierna ES ⟦+134.871,25@leg('ES').pnl⟧
Ventisca en el alto."""),
E('x_portfolio_two_down', 'faithful', 'zh-CN quilt',
  """拼布小组会议记录 · 周二
出席：王姐、小梅
组合（NQ + ES，每笔风险 1%）：总收益 ⟦+48,758.95@total_pnl⟧，回报 ⟦4.88%@return_pct⟧，最大回撤 ⟦78,853.15@max_drawdown⟧
ES 腿 ⟦+134,871.25@leg('ES').pnl⟧，NQ 腿 ⟦−86,112.30@leg('NQ').pnl⟧
下次 19:00 见。"""),
E('x_portfolio_two_down', 'wrong_unit', 'it-IT forage',
  """DIARIO DI RACCOLTA — castagneto C1
Portafoglio NQ + ES, rischio 1 % per operazione:
⟦161@trades⟧ operazioni, raccolto ⟦4,88@return_pct~return_pct!⟧ kg
Gamba ES ⟦+134.871,25@leg('ES').pnl⟧, gamba NQ ⟦−86.112,3@leg('NQ').pnl⟧
Porcini sotto i castagni.""", unit_note='a percent return quoted as kilograms'),
E('x_portfolio_two_down', 'wrong_sign', 'pt-BR cave',
  """CADERNETA DE TOPOGRAFIA — gruta NQ, galeria P
Base P1 · carteira NQ + ES: ⟦+48.758,95@total_pnl⟧ sobre ⟦1.000.000@capital⟧
Base P2 · perna NQ ⟦−86.112,30@leg('NQ').pnl⟧
Base P3 · perna ES ⟦−134.871,25@leg('ES').pnl!⟧
Equipe: Rui, Bia"""),
E('x_portfolio_two_down', 'miscomputed', 'nl-NL glass',
  """GLASBLAZERIJ — ovenlogboek, oven O2
Portefeuille NQ + ES: ES-poot ⟦+134.871,25@leg('ES').pnl⟧, NQ-poot ⟦−86.112,30@leg('NQ').pnl⟧
ES wint ⟦1,65@leg('ES').pnl/abs(leg('NQ').pnl)!⟧ keer zoveel als NQ verliest
Koeloven om 17:00."""),
]
