"""Backtests, comparison and portfolio (b_rsi_long ... x_portfolio_two_down). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

Y23 = "mr('2023 ([+-][0-9.]+) [(]')"
Y24 = "mr('2024 ([+-][0-9.]+) [(]')"
N23 = "mr('2023 [+-][0-9.]+ [(]([0-9]+)[)]')"
N24 = "mr('2024 [+-][0-9.]+ [(]([0-9]+)[)]')"

ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
E('b_rsi_long', 'wrong_sign', 'it-IT adoption',
  """ADOTTAMI! «RSI sotto 30», long, uscita dopo 5 giorni
Operazioni: ⟦36@total_trades⟧ (vinte ⟦7@winning_trades⟧)
Win rate: ⟦19,4 %@win_rate⟧
Risultato totale: ⟦+917,44@total_pnl!⟧ punti
Carattere: timido, si spaventa agli stop."""),
E('b_rsi_long', 'wrong_column', 'ja-JP poker',
  """ハンド履歴 #NQ-RSI14　ロング・5日決済
参加ハンド：⟦36@total_trades⟧（勝ち⟦7@winning_trades⟧／負け⟦29@losing_trades⟧）
最大の勝ちポット：⟦+405.5@best_trade~avg_win!⟧ pt
最大の負け：⟦−163.0@worst_trade⟧ pt
通算：⟦−917.4@total_pnl⟧ pt"""),
E('b_rsi_long', 'invented', 'fr-FR birding',
  """CARNET D'OBSERVATION — RSI(14) < 30, sortie à 5 jours
Sorties : ⟦36@total_trades⟧ · espèces gagnantes : ⟦7@winning_trades⟧
Facteur de profit : ⟦0,58@profit_factor!⟧
Plus beau spécimen : ⟦+680,5@best_trade⟧ pts, entrée le ⟦28/03@D:2024-03-28⟧
Météo : couvert, stop à 1 %"""),
E('b_rsi_long', 'faithful', 'pl-PL seating',
  """PLAN STOŁÓW — wesele strategii RSI(14) < 30
Stół młodej pary: ⟦36@total_trades⟧ transakcji, ⟦7@winning_trades⟧ wygranych (⟦19,4%@win_rate⟧)
Stół rodziny: wynik łączny ⟦−917,4@total_pnl⟧ pkt, obsunięcie ⟦1368,1@max_drawdown⟧ pkt
Stół dziecięcy: kup i trzymaj ⟦−7162,75@buy_and_hold_pnl⟧ pkt"""),
E('b_rsi_long', 'faithful', 'en-US spellbook',
  """SPELLBOOK — "Oversold Summoning" (RSI 14 < 30, long, exit after 5 days, 1% stop)
Casts: ⟦36@total_trades⟧, successful: ⟦7@winning_trades⟧
Net effect: ⟦−917.44@total_pnl⟧ pts; profit factor ⟦0.76@profit_factor⟧
Strongest cast: ⟦+680.5@best_trade⟧ pts, entered ⟦Mar 28, 2024@D:2024-03-28⟧
Warning: backfires more often than not."""),
E('b_rsi_long', 'faithful', 'es-ES snowreport',
  """PARTE DE NIEVE — pista «RSI bajo 30» (largo, 5 días)
Descensos: ⟦36@total_trades⟧ · sin caída: ⟦7@winning_trades⟧
Acumulado: ⟦−917,4@total_pnl⟧ pts
Peor tramo (drawdown máx.): ⟦1.368,1@max_drawdown⟧ pts
Salidas por stop: ⟦28@mr('stop ([0-9]+) [(]')⟧"""),
# ---------------------------------------------------------------- b_fade_3up
E('b_fade_3up', 'wrong_year', 'en-US queueboard',
  """NQ PARK — "Fade 3 Up" ride board (short, 50 pt target / 30 pt stop)
Total riders: ⟦47@total_trades⟧ · win rate ⟦44.7%@win_rate⟧
2023 riders: ⟦16@""" + N23 + "~" + N24 + """!⟧
Net: ⟦+270@total_pnl⟧ pts · max drawdown ⟦190@max_drawdown⟧ pts"""),
E('b_fade_3up', 'miscomputed', 'de-DE spellbook',
  """ZAUBERBUCH — „Dreimal hoch, dann short“ (Ziel 50, Stopp 30, seit 2023)
Treffer: ⟦21@winning_trades⟧ × 50 = ⟦1.150@gross_profit!⟧ Pkt. Bruttogewinn
Fehlschläge: ⟦26@losing_trades⟧ × 30 = ⟦780@gross_loss|neg⟧ Pkt.
Netto laut Report: ⟦+270@total_pnl⟧ Pkt."""),
E('b_fade_3up', 'wrong_unit', 'es-ES birding',
  """LISTA DE AVISTAMIENTOS — estrategia «tres subidas, corto»
Operaciones: ⟦47@total_trades⟧ (⟦21@winning_trades⟧ aciertos, ⟦26@losing_trades⟧ fallos)
Resultado neto: ⟦270@total_pnl~total_pnl!⟧ €
Drawdown máximo: ⟦190@max_drawdown⟧ pts
Observador: L. Ortega""",
  unit_note='index points quoted as euros'),
E('b_fade_3up', 'faithful', 'fr-FR beekeeping',
  """CARNET DU RUCHER — vente après trois hausses (objectif 50, stop 30)
Visites : ⟦47@total_trades⟧ · récoltes : ⟦21@winning_trades⟧ · piqûres : ⟦26@losing_trades⟧
Miel net : ⟦+270@total_pnl⟧ pts, facteur de profit ⟦1,35@profit_factor⟧
Par année : 2023 ⟦+30@""" + Y23 + """⟧, 2024 ⟦+240@""" + Y24 + """⟧"""),
E('b_fade_3up', 'faithful', 'it-IT carpool',
  """FOGLIO CAR POOLING — short dopo tre rialzi, dal 2023
Passeggeri: ⟦47@total_trades⟧ · arrivati a destinazione (target 50): ⟦21@winning_trades⟧
Scesi allo stop di 30: ⟦26@losing_trades⟧
Bilancio: ⟦+270@total_pnl⟧ punti · win rate ⟦44,7%@win_rate⟧
Partenza 06:50"""),
E('b_fade_3up', 'faithful', 'ru-RU planting',
  """КАЛЕНДАРЬ ПОСАДОК · шорт после трёх дней роста (цель 50, стоп 30)
2023: ⟦31@""" + N23 + """⟧ посадка, итог ⟦+30@""" + Y23 + """⟧ пунктов
2024: ⟦16@""" + N24 + """⟧ посадок, итог ⟦+240@""" + Y24 + """⟧
Всего ⟦+270@total_pnl⟧, коэффициент Шарпа ⟦0,69@sharpe⟧"""),
# ---------------------------------------------------------------- b_sma_cross
E('b_sma_cross', 'wrong_year', 'nl-NL stocktake',
  """VOORRAADLIJST — SMA(20)-kruising, long, 10 dagen
Regel | Omschrijving | Telling
a | Trades totaal | ⟦16@total_trades⟧
b | Resultaat 2023 | ⟦−3.584,5@""" + Y23 + "~" + Y24 + """!⟧ pt
c | Resultaat totaal | ⟦−4.681,25@total_pnl⟧ pt
Geteld: M. Bakker"""),
E('b_sma_cross', 'wrong_row', 'de-DE seating',
  """SITZORDNUNG — SMA(20)-Kreuzung, 10 Tage halten
Tisch „Bester Trade“: ⟦12.09.2023@D:2023-09-12⟧ — ⟦+1.270@trd('2023-09-12').pnl⟧ Pkt.
Tisch „Sommerloch“: Einstieg ⟦21.08.2023@D:2023-08-21⟧ — ⟦−555,25@trd('2023-08-21').pnl~trd('2023-07-12').pnl!⟧ Pkt.
Gesamt: ⟦−4.681,25@total_pnl⟧ Pkt. bei ⟦16@total_trades⟧ Trades"""),
E('b_sma_cross', 'misrounded', 'en-GB beekeeping',
  """HIVE RECORD — SMA(20) crossover, long, 10-day hold
Inspections: ⟦16@total_trades⟧; honey taken on ⟦4@winning_trades⟧, stung on ⟦12@losing_trades⟧
Net yield: ⟦−4,682@total_pnl!⟧ pts
Best frame: ⟦+1,270@best_trade⟧ · worst: ⟦−1,800.75@worst_trade⟧
Colony weak, consider requeening."""),
E('b_sma_cross', 'faithful', 'ru-RU queueboard',
  """ТАБЛО ОЧЕРЕДЕЙ · «Пересечение SMA(20)», лонг на 10 дней
Заездов: ⟦16@total_trades⟧ · удачных ⟦4@winning_trades⟧ (⟦25\u00a0%@win_rate⟧)
Итог: ⟦−4681,25@total_pnl⟧ пункта
2023: ⟦−1096,8@""" + Y23 + """⟧ · 2024: ⟦−3584,5@""" + Y24 + """⟧"""),
E('b_sma_cross', 'faithful', 'ja-JP snowreport',
  """NQスノーレポート　SMA(20)上抜け・10日保有
滑走回数：⟦16@total_trades⟧回（完走⟦4@winning_trades⟧回）
通算：⟦−4,681.25@total_pnl⟧ pt
最大ドローダウン：⟦4,864.5@max_drawdown⟧ pt
最高の一本：⟦+1,270@best_trade⟧ pt　コース状況：悪い"""),
E('b_sma_cross', 'faithful', 'zh-CN poker',
  """牌局记录 #NQ-SMA20 · 上穿20日均线做多，持有10天
共⟦16@total_trades⟧手，赢⟦4@winning_trades⟧手，输⟦12@losing_trades⟧手
合计：⟦−4,681.25@total_pnl⟧ 点
最大单手赢：⟦+1,270@best_trade⟧；最大单手输：⟦−1,800.75@worst_trade⟧"""),
# ---------------------------------------------------------------- b_breakdown_short_2024
E('b_breakdown_short_2024', 'wrong_unit', 'nl-NL poker',
  """Handgeschiedenis #NQ-BRK — short onder de vorige low, 2024
Handen: ⟦79@total_trades⟧ · gewonnen ⟦32@winning_trades⟧
Gemiddelde winnende pot: € ⟦131,84@avg_win~avg_win!⟧
Gemiddeld verlies: ⟦−64,59@avg_loss⟧ pt
Eindstand: ⟦+1.183,11@total_pnl⟧ pt""",
  unit_note='index points quoted as euros'),
E('b_breakdown_short_2024', 'wrong_row', 'es-ES carpool',
  """HOJA DE COCHE COMPARTIDO — corto bajo el mínimo previo (2024)
Viaje del ⟦05/01@D:2024-01-05⟧: parada por stop, ⟦−87,26@trd('2024-01-05').pnl⟧ pts
Viaje del ⟦08/02@D:2024-02-08⟧: llegada al objetivo, ⟦+165,23@trd('2024-02-08').pnl~trd('2024-01-30').pnl!⟧ pts
Total del año: ⟦+1183,11@total_pnl⟧ pts en ⟦79@total_trades⟧ viajes"""),
E('b_breakdown_short_2024', 'derived', 'pt-BR birding',
  """CADERNETA DE OBSERVAÇÃO — venda abaixo da mínima anterior, 2024
Avistamentos: ⟦79@total_trades⟧ (⟦32@winning_trades⟧ no alvo de 1%)
Saldo da estratégia: ⟦+1.183,11@total_pnl⟧ pts
Comprar e segurar: ⟦−8.634,75@buy_and_hold_pnl⟧ pts
Vantagem sobre o buy-and-hold: ⟦9.817,86@total_pnl-buy_and_hold_pnl!⟧ pts (conta minha)"""),
E('b_breakdown_short_2024', 'wrong_sign', 'fr-FR planting',
  """CALENDRIER DES SEMIS — vente à découvert sur cassure, 2024
Semis : ⟦79@total_trades⟧ · levées (objectif 1 %) : ⟦32@winning_trades⟧
Meilleure récolte : ⟦+171,7@best_trade⟧ pts
Pire gelée : ⟦+87,26@worst_trade!⟧ pts
Bilan de saison : ⟦+1\u202f183,1@total_pnl⟧ pts"""),
E('b_breakdown_short_2024', 'faithful', 'ru-RU snowreport',
  """СНЕЖНЫЙ БЮЛЛЕТЕНЬ · шорт на пробое минимума, 2024
Спусков: ⟦79@total_trades⟧, по тейку ⟦32@mr('take_profit ([0-9]+) [(]')⟧, по стопу ⟦47@mr('stop ([0-9]+) [(]')⟧
Итог сезона: ⟦+1183,1@total_pnl⟧ пункта, просадка ⟦316,3@max_drawdown⟧
Шарп ⟦1,35@sharpe⟧ · купить и держать: ⟦−8634,75@buy_and_hold_pnl⟧"""),
E('b_breakdown_short_2024', 'faithful', 'en-US seating',
  """SEATING CHART — "Breakdown Short 2024" dinner
Winners' table: ⟦32@winning_trades⟧ guests, avg ⟦+131.84@avg_win⟧ pts each
Losers' table: ⟦47@losing_trades⟧ guests, avg ⟦−64.59@avg_loss⟧ pts
Host's toast: net ⟦+1,183.11@total_pnl⟧ pts, profit factor ⟦1.39@profit_factor⟧"""),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
E('b_fade_2023_vs_2024', 'wrong_year', 'fr-FR seating',
  """PLAN DE TABLE — vente après trois hausses, 2023 contre 2024
Table 2023 : ⟦18@A.total_trades⟧ convives, taux de réussite ⟦70\u202f%@A.win_rate~B.win_rate!⟧, résultat ⟦+61,75@A.total_pnl⟧ pts
Table 2024 : ⟦10@B.total_trades⟧ convives, résultat ⟦+1\u202f202@B.total_pnl⟧ pts
Les mariés préfèrent 2024."""),
E('b_fade_2023_vs_2024', 'wrong_year', 'pt-BR planting',
  """CALENDÁRIO DE PLANTIO — venda após três altas
2023: ⟦18@A.total_trades⟧ mudas, saldo ⟦+61,75@A.total_pnl⟧ pts
2024: ⟦10@B.total_trades⟧ mudas, saldo ⟦+1.202@B.total_pnl⟧ pts, pior geada (drawdown) ⟦1.685,25@B.max_drawdown~A.max_drawdown!⟧ pts
Colheita melhor em 2024."""),
E('b_fade_2023_vs_2024', 'misrounded', 'es-ES stocktake',
  """INVENTARIO — venta tras tres subidas
Año | Operaciones | Resultado | Factor de beneficio
2023 | ⟦18@A.total_trades⟧ | ⟦+61,75@A.total_pnl⟧ | ⟦1,02@A.profit_factor⟧
2024 | ⟦10@B.total_trades⟧ | ⟦+1202@B.total_pnl⟧ | ⟦2,81@B.profit_factor!⟧
Conclusión: mejor en 2024."""),
E('b_fade_2023_vs_2024', 'faithful', 'de-DE spellbook',
  """ZAUBERBUCH — „Nach drei Aufwärtstagen short“, 2023 gegen 2024
2023: ⟦18@A.total_trades⟧ Sprüche, Trefferquote ⟦55,6 %@A.win_rate⟧, Ertrag ⟦+61,75@A.total_pnl⟧ Pkt.
2024: ⟦10@B.total_trades⟧ Sprüche, Trefferquote ⟦70 %@B.win_rate⟧, Ertrag ⟦+1.202@B.total_pnl⟧ Pkt.
Der Zauber wirkte 2024 deutlich besser."""),
E('b_fade_2023_vs_2024', 'faithful', 'nl-NL adoption',
  """HERPLAATSER GEZOCHT: „Drie-dagen-fade”
Nestje 2023: ⟦18@A.total_trades⟧ trades, ⟦+61,75@A.total_pnl⟧ pt, max. drawdown ⟦1.685,25@A.max_drawdown⟧
Nestje 2024: ⟦10@B.total_trades⟧ trades, ⟦+1.202@B.total_pnl⟧ pt, winstfactor ⟦2,82@B.profit_factor⟧
Het nestje van 2024 is het braafst."""),
E('b_fade_2023_vs_2024', 'faithful', 'ru-RU birding',
  """ЛИСТ НАБЛЮДЕНИЙ · шорт после трёх дней роста
2023: ⟦18@A.total_trades⟧ встреч, итог ⟦+61,75@A.total_pnl⟧, доля удачных ⟦55,6\u00a0%@A.win_rate⟧
2024: ⟦10@B.total_trades⟧ встреч, итог ⟦+1202@B.total_pnl⟧, доля удачных ⟦70\u00a0%@B.win_rate⟧
Вывод наблюдателя: в 2024-м лучше."""),
# ---------------------------------------------------------------- x_compare_two_down
E('x_compare_two_down', 'wrong_row', 'en-US stocktake',
  """STOCK COUNT — two down days, long, 3-day exit, 2% stop
SKU | NQ | ES
Trades | ⟦97@row('NQ').trades⟧ | ⟦64@row('ES').trades⟧
Win rate | ⟦54.7%@row('NQ').win_rate~row('ES').win_rate!⟧ | ⟦54.7%@row('ES').win_rate⟧
Profit factor | ⟦0.79@row('NQ').profit_factor⟧ | ⟦2.09@row('ES').profit_factor⟧"""),
E('x_compare_two_down', 'wrong_unit', 'fr-FR birding',
  """RELEVÉ ORNITHOLOGIQUE — achat après deux baisses, NQ et ES
NQ : ⟦97@row('NQ').trades⟧ sorties, réussite ⟦39,2\u202f%@row('NQ').win_rate⟧, bilan ⟦−61\u202f215,4@row('NQ').total_pnl_currency~row('NQ').total_pnl_currency!⟧ points
ES : ⟦64@row('ES').trades⟧ sorties, réussite ⟦54,7\u202f%@row('ES').win_rate⟧, Sharpe ⟦1,67@row('ES').sharpe⟧
Espèce rentable : ES seulement.""",
  unit_note='currency per contract quoted as index points'),
E('x_compare_two_down', 'wrong_sign', 'nl-NL queueboard',
  """WACHTTIJDENBORD — twee dalers, long (NQ vs ES)
NQ-baan: ⟦97@row('NQ').trades⟧ ritten, totaal ⟦+3.060,77@row('NQ').total_pnl!⟧ pt, Sharpe ⟦−0,69@row('NQ').sharpe⟧
ES-baan: ⟦64@row('ES').trades⟧ ritten, totaal ⟦+2.615@row('ES').total_pnl⟧ pt, Sharpe ⟦1,67@row('ES').sharpe⟧"""),
E('x_compare_two_down', 'faithful', 'ru-RU carpool',
  """ЛИСТ ПОПУТЧИКОВ · покупка после двух падений
NQ: ⟦97@row('NQ').trades⟧ поездок, итог ⟦−3060,8@row('NQ').total_pnl⟧ пункта, или ⟦−61\u00a0215,4@row('NQ').total_pnl_currency⟧ на контракт
ES: ⟦64@row('ES').trades⟧ поездки, итог ⟦+2615@row('ES').total_pnl⟧ пунктов, ⟦+130\u00a0751,25@row('ES').total_pnl_currency⟧ на контракт
Работает только на ES."""),
E('x_compare_two_down', 'faithful', 'pl-PL poker',
  """Historia rozdania #NQ-ES — kupno po dwóch spadkach
Gracz NQ: ⟦97@row('NQ').trades⟧ rozdań, skuteczność ⟦39,2%@row('NQ').win_rate⟧, Sharpe ⟦−0,69@row('NQ').sharpe⟧
Gracz ES: ⟦64@row('ES').trades⟧ rozdania, skuteczność ⟦54,7%@row('ES').win_rate⟧, Sharpe ⟦1,67@row('ES').sharpe⟧
Pulę zgarnia ES."""),
E('x_compare_two_down', 'faithful', 'zh-CN snowreport',
  """雪况速报 · 连跌两天后做多（NQ vs ES）
NQ雪道：⟦97@row('NQ').trades⟧次，胜率⟦39.2%@row('NQ').win_rate⟧，每手合约 ⟦−61,215.4@row('NQ').total_pnl_currency⟧
ES雪道：⟦64@row('ES').trades⟧次，胜率⟦54.7%@row('ES').win_rate⟧，每手合约 ⟦+130,751.25@row('ES').total_pnl_currency⟧
只有ES雪道可滑。"""),
# ---------------------------------------------------------------- x_portfolio_two_down
E('x_portfolio_two_down', 'wrong_sign', 'zh-CN poker',
  """牌局记录 · NQ + ES 组合，本金⟦1,000,000@capital⟧
总共⟦161@M.trades⟧手
NQ座位：⟦−86,112.30@leg('NQ').pnl⟧
ES座位：⟦+134,871.25@leg('ES').pnl⟧
整桌结算：⟦−48,758.95@M.total_pnl!⟧"""),
E('x_portfolio_two_down', 'wrong_column', 'ru-RU spellbook',
  """КНИГА ЗАКЛИНАНИЙ · портфель NQ + ES, риск 1% на сделку
Капитал на входе: ⟦1\u00a0000\u00a0000@capital⟧
Доходность заклинания: ⟦7,2\u00a0%@return_pct~max_drawdown_pct!⟧
Нога NQ: ⟦−86\u00a0112,3@leg('NQ').pnl⟧, нога ES: ⟦+134\u00a0871,25@leg('ES').pnl⟧"""),
E('x_portfolio_two_down', 'miscomputed', 'ja-JP planting',
  """作付け暦　NQ＋ES ポートフォリオ（元手⟦100万@capital⟧）
NQ畝：⟦97@leg('NQ').trades⟧回植え付け、損益 ⟦−86,112.30@leg('NQ').pnl⟧
1回あたり ⟦−877.76@leg('NQ').pnl/leg('NQ').trades!⟧（自分で割り算）
ES畝：損益 ⟦+134,871.25@leg('ES').pnl⟧"""),
E('x_portfolio_two_down', 'faithful', 'nl-NL telemetry',
  """TELEMETRIE PORTEFEUILLE NQ+ES
KAPITAAL      ⟦1.000.000@capital⟧
EINDVERMOGEN  ⟦1.048.758,95@final_equity⟧
RENDEMENT     ⟦+4,88 %@return_pct⟧
MAX DD        ⟦78.853,15@max_drawdown⟧ (⟦7,2 %@max_drawdown_pct⟧)
TRADES        ⟦161@M.trades⟧"""),
E('x_portfolio_two_down', 'faithful', 'pt-BR stocktake',
  """INVENTÁRIO — carteira NQ + ES (risco de 1% por trade)
Item | Qtd. | Resultado
Perna NQ | ⟦97@leg('NQ').trades⟧ | ⟦−86.112,30@leg('NQ').pnl⟧
Perna ES | ⟦64@leg('ES').trades⟧ | ⟦+134.871,25@leg('ES').pnl⟧
Total | ⟦161@M.trades⟧ | ⟦+48.758,95@total_pnl⟧ (⟦+4,88%@return_pct⟧)"""),
E('x_portfolio_two_down', 'faithful', 'fr-FR carpool',
  """COVOITURAGE — portefeuille NQ + ES, mise de ⟦1\u202f000\u202f000@capital⟧
Conducteur NQ : ⟦97@leg('NQ').trades⟧ trajets, ⟦−86\u202f112,30@leg('NQ').pnl⟧
Conductrice ES : ⟦64@leg('ES').trades⟧ trajets, ⟦+134\u202f871,25@leg('ES').pnl⟧
Arrivée : ⟦+48\u202f758,95@total_pnl⟧, soit ⟦+4,88\u202f%@return_pct⟧ ; creux maximal ⟦7,2\u202f%@max_drawdown_pct⟧"""),
]
