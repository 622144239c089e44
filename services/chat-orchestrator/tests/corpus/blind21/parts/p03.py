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
E('b_rsi_long', 'wrong_sign', 'de-DE astro',
  """BEOBACHTUNGSPROTOKOLL — Objekt: RSI(14)-Long auf NQ, ⟦36@total_trades⟧ Sichtungen
Hellste: ⟦28.03.2024@D:2024-03-28⟧, ⟦+680,5@best_trade⟧
Erwartungswert je Trade: ⟦+25,48@expectancy!⟧
Gesamt: ⟦−917,44@total_pnl⟧. Seeing: mäßig."""),
E('b_rsi_long', 'wrong_row', 'pt-BR socratic',
  """SÓCRATES: Como terminou a primeira entrada, a de ⟦31/01/2024@D:2024-01-31⟧, Gláucon?
GLÁUCON: Stopada, com ⟦−161,21@trd('2024-01-31').pnl~trd('2024-02-07').pnl!⟧ pontos.
SÓCRATES: E no total?
GLÁUCON: ⟦36@total_trades⟧ trades, ⟦−917,44@total_pnl⟧ pontos."""),
E('b_rsi_long', 'invented', 'en-US standings',
  """RSI(14) < 30 LONG — SEASON TABLE
P ⟦36@total_trades⟧ · W ⟦7@winning_trades⟧ · L ⟦29@losing_trades⟧
Win rate ⟦19.4%@win_rate⟧ · PF ⟦0.76@profit_factor⟧
Max drawdown ⟦1,493.6@max_drawdown!⟧ pts
Relegated: yes."""),
E('b_rsi_long', 'faithful', 'nl-NL parcel',
  """Track & Trace — zending RSI14-LONG (NQ)
⟦31 januari 2024@D:2024-01-31⟧ — eerste pakket, gestopt: ⟦−163@trd('2024-01-31').pnl⟧
⟦28 maart 2024@D:2024-03-28⟧ — beste pakket: ⟦+680,5@best_trade⟧
Eindstand: ⟦36@total_trades⟧ trades, ⟦7@winning_trades⟧ winnaars, totaal ⟦−917,44@total_pnl⟧"""),
E('b_rsi_long', 'faithful', 'ru-RU nursery',
  """Раз, два, три, четыре, пять — вышел RSI гулять:
⟦36@total_trades⟧ сделок, семь удачных, остальные — ой-ой-ой,
итого ⟦−917,44@total_pnl⟧ пункта,
а «купи и держи» — ⟦−7162,75@buy_and_hold_pnl⟧, вот какой!"""),
E('b_rsi_long', 'faithful', 'es-ES trail',
  """GUÍA: Sendero RSI(14) < 30 (⟦36@total_trades⟧ etapas)
Cumbre: ⟦28/03/2024@D:2024-03-28⟧, ⟦+680,5@best_trade⟧
Peor tramo: ⟦−163@worst_trade⟧
Desnivel acumulado: ⟦−917,44@total_pnl⟧; bajada máxima ⟦1368,1@max_drawdown⟧
Dificultad: alta (solo ⟦19,44 %@win_rate⟧ de etapas ganadoras)"""),
# ---------------------------------------------------------------- b_fade_3up
E('b_fade_3up', 'wrong_year', 'it-IT kanban',
  f"""BACHECA NQ — Fade dei 3 rialzi
FATTO #12: totale ⟦+270@total_pnl⟧ su ⟦47@total_trades⟧ operazioni
FATTO #13: 2024 → ⟦+240@{Y24}⟧ in ⟦31@{N24}~{N23}!⟧ operazioni
DA FARE #14: capire il 2023 (⟦+30@{Y23}⟧)""",
  allow=['12', '13', '14']),
E('b_fade_3up', 'miscomputed', 'en-US nursery',
  """Hey diddle diddle, the NQ's a riddle:
it faded three up days in a row;
forty-seven shorts made ⟦270@total_pnl⟧ points,
that's ⟦6.74@total_pnl/total_trades!⟧ a trade — off we go!"""),
E('b_fade_3up', 'wrong_unit', 'fr-FR trail',
  """TOPO-GUIDE « Sentier du fade » (⟦47@total_trades⟧ étapes depuis 2023)
Étapes gagnées : ⟦21@winning_trades⟧ (+50 chacune) ; perdues : ⟦26@losing_trades⟧ (−30 chacune).
Bilan à l'arrivée : ⟦+270@total_pnl~total_pnl!⟧ €.
Balisage jaune, difficulté facile.""",
  unit_note='index points quoted as euros'),
E('b_fade_3up', 'faithful', 'de-DE parcel',
  """Sendungsverfolgung FADE3UP
⟦31.01.2023@D:2023-01-31⟧ — erste Sendung, Stopp: ⟦−30@trd('2023-01-31').pnl⟧
⟦20.03.2023@D:2023-03-20⟧ — erste Zustellung mit Ziel: ⟦+50@trd('2023-03-20').pnl⟧
Bilanz: ⟦47@total_trades⟧ Sendungen, ⟦21@winning_trades⟧ zugestellt, ⟦26@losing_trades⟧ zurück; ⟦+270@total_pnl⟧ Punkte"""),
E('b_fade_3up', 'faithful', 'ru-RU metar',
  f"""METAR NQ 16:00Z VRB02KT CAVOK M05/M09 Q1022
RMK ШОРТ ПОСЛЕ 3 РОСТОВ ⟦47@total_trades⟧ СДЕЛОК ⟦21@winning_trades⟧ В ПЛЮС ИТОГ ⟦+270@total_pnl⟧ PF ⟦1,35@profit_factor⟧ 2023 ⟦+30@{Y23}⟧ / 2024 ⟦+240@{Y24}⟧ NOSIG="""),
E('b_fade_3up', 'faithful', 'ja-JP taxform',
  f"""【申告書】3連騰ショート（2023年〜）
1. 取引回数 …… ⟦47@total_trades⟧
2. 勝ち ⟦21@winning_trades⟧／負け ⟦26@losing_trades⟧
3. 損益合計 …… ⟦+270@total_pnl⟧
4. 内訳：2023年 ⟦+30@{Y23}⟧、2024年 ⟦+240@{Y24}⟧"""),
# ---------------------------------------------------------------- b_sma_cross
E('b_sma_cross', 'wrong_year', 'en-US opera',
  f"""ACT II, SCENE III — "The Crossing"
THE SMA (bass): "In 2024 you crossed me ⟦9@{N24}~{N23}!⟧ times, and lost ⟦3,584.5@{Y24}|neg⟧!"
THE CLOSE (tenor): "Sixteen crossings in all — and only four came home!"
CHORUS: "⟦−4,681.25@total_pnl⟧!\""""),
E('b_sma_cross', 'wrong_sign', 'nl-NL metar',
  """METAR NQ 16:00Z VRB05KT CAVOK M02/M07 Q1004
RMK SMA20 KRUIS LONG ⟦16@total_trades⟧ TRADES WIN ⟦25%@win_rate⟧ VERWACHTING/TRADE ⟦+292,58@expectancy!⟧ TOTAAL ⟦-4.681,25@total_pnl⟧ NOSIG="""),
E('b_sma_cross', 'coincidental', 'en-GB nursery',
  """Humpty Dumpty sat on the SMA(20),
Humpty crossed over on ⟦22 Feb 2023@D:2023-02-22⟧:
⟦−479@trd('2023-02-22').pnl!⟧ points — a great fall;
sixteen trades later, ⟦−4,681.25@total_pnl⟧, and no one could put it together at all."""),
E('b_sma_cross', 'faithful', 'pl-PL taxform',
  """ZEZNANIE — strategia SMA(20), wyjście po 10 dniach
1) Liczba transakcji ........ ⟦16@total_trades⟧
2) Zyskowne / stratne ....... ⟦4@winning_trades⟧ / ⟦12@losing_trades⟧
3) Wynik łączny ............. ⟦−4681,25@total_pnl⟧ pkt
4) Najlepsza: ⟦12.09.2023@D:2023-09-12⟧ ... ⟦+1270@best_trade⟧"""),
E('b_sma_cross', 'faithful', 'de-DE astro',
  """BEOBACHTUNGSLOG — Objekt: SMA(20)-Kreuzung, NQ
Sichtungen: ⟦16@total_trades⟧, davon ⟦4@winning_trades⟧ hell, ⟦12@losing_trades⟧ dunkel.
Hellste am ⟦12.09.2023@D:2023-09-12⟧: ⟦+1.270@best_trade⟧. Dunkelste: ⟦−1.800,75@worst_trade⟧.
Bilanz: ⟦−4.681,25@total_pnl⟧. Seeing: schlecht."""),
E('b_sma_cross', 'faithful', 'fr-FR standings',
  """CLASSEMENT — croisement SMA(20), long 10 jours
1. Meilleur trade : ⟦12/09/2023@D:2023-09-12⟧, ⟦+1\u202f270@best_trade⟧
2. Victoires : ⟦4@winning_trades⟧ sur ⟦16@total_trades⟧ (⟦25\u202f%@win_rate⟧)
3. Bilan : ⟦−4\u202f681,25@total_pnl⟧ points
4. Pire trade : ⟦−1\u202f800,75@worst_trade⟧"""),
# ---------------------------------------------------------------- b_breakdown_short_2024
E('b_breakdown_short_2024', 'wrong_column', 'pl-PL kanban',
  """TABLICA NQ — short na przełamaniu, 2024
ZROBIONE #5: ⟦79@total_trades⟧ transakcji, wynik ⟦+1183,11@total_pnl⟧
ZROBIONE #6: średnia strata ⟦−87,26@avg_loss~worst_trade!⟧
DO ZROBIENIA #7: sprawdzić poślizgi""",
  allow=['5', '6', '7']),
E('b_breakdown_short_2024', 'wrong_unit', 'it-IT astro',
  """REGISTRO DI OSSERVAZIONE — oggetto: short su rottura, NQ 2024
Passaggi osservati: ⟦79@total_trades⟧ (⟦32@winning_trades⟧ vincenti).
Bilancio finale: ⟦1.183,11@total_pnl~total_pnl!⟧ dollari.
Cielo sereno, seeing Antoniadi II.""",
  unit_note='index points quoted as dollars'),
E('b_breakdown_short_2024', 'misrounded', 'pt-BR opera',
  """ATO II, CENA I — «O Vendido»
O SHORT (barítono): «Setenta e nove vezes vendi abaixo da mínima!»
CORO: «E quanto por operação?»
O SHORT: «⟦14,97@expectancy!⟧ pontos — e ⟦+1.183,11@total_pnl⟧ no ano!»"""),
E('b_breakdown_short_2024', 'faithful', 'zh-CN metar',
  """METAR NQ 2024 16:00Z VRB03KT CAVOK M01/M05 Q1011
RMK 跌破前低做空 ⟦79@total_trades⟧ 笔 胜 ⟦32@winning_trades⟧ 负 ⟦47@losing_trades⟧ 合计 ⟦+1,183.11@total_pnl⟧ 点 最大回撤 ⟦316.3@max_drawdown⟧ NOSIG="""),
E('b_breakdown_short_2024', 'faithful', 'en-GB parcel',
  """TRACKING — consignment BRKDN-SHORT-2024
⟦05 Jan 2024@D:2024-01-05⟧ 04:39  Returned to sender: first trade stopped, ⟦−87.26@trd('2024-01-05').pnl⟧
⟦11 Jan 2024@D:2024-01-11⟧ 15:37  Target hit: ⟦+171.7@best_trade⟧, best of the year
⟦31 Dec 2024@D:2024-12-31⟧ 17:00  Delivered: ⟦79@total_trades⟧ trades, ⟦+1,183.11@total_pnl⟧ net"""),
E('b_breakdown_short_2024', 'faithful', 'fr-FR socratic',
  """SOCRATE : Vendre sous le plus bas de la veille, en 2024 : cela a-t-il payé, Criton ?
CRITON : Oui : ⟦+1\u202f183,11@total_pnl⟧ points sur ⟦79@total_trades⟧ trades, ⟦40,5\u202f%@win_rate⟧ de gagnants.
SOCRATE : Et l'achat-conservation ?
CRITON : ⟦−8\u202f634,75@buy_and_hold_pnl⟧."""),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
E('b_fade_2023_vs_2024', 'wrong_year', 'ja-JP astro',
  """観測ログ：3連騰フェード
2023年：⟦18@A.total_trades⟧回、合計 ⟦+61.75@A.total_pnl⟧
2024年：⟦10@B.total_trades⟧回、合計 ⟦+1,202@B.total_pnl⟧、PF ⟦1.02@B.profit_factor~A.profit_factor!⟧
所見：2024年の方が明るい。"""),
E('b_fade_2023_vs_2024', 'wrong_year', 'ru-RU kanban',
  """ДОСКА: шорт после трёх зелёных дней
ГОТОВО #8: 2023 — ⟦18@A.total_trades⟧ сделок, итог ⟦+1202@A.total_pnl~B.total_pnl!⟧
ГОТОВО #9: 2024 — ⟦10@B.total_trades⟧ сделок, ⟦70\u00a0%@B.win_rate⟧ прибыльных
В РАБОТЕ #10: сравнить просадки""",
  allow=['8', '9', '10']),
E('b_fade_2023_vs_2024', 'derived', 'es-ES setlist',
  """NQ — GIRA «VENDER TRES ALZAS»
1. 2023: ⟦+61,75@A.total_pnl⟧ en ⟦18@A.total_trades⟧ operaciones
2. 2024: ⟦+1202@B.total_pnl⟧ en ⟦10@B.total_trades⟧ operaciones, ⟦70 %@B.win_rate⟧ de aciertos
BIS: ventaja de 2024, ⟦1140,25@B.total_pnl-A.total_pnl!⟧ puntos (cálculo mío)"""),
E('b_fade_2023_vs_2024', 'faithful', 'fr-FR opera',
  """ACTE I — « Duo des deux années »
2023 (mezzo) : « Dix-huit fois j'ai vendu, pour ⟦+61,75@A.total_pnl⟧ seulement… »
2024 (soprano) : « Dix fois, et ⟦+1\u202f202@B.total_pnl⟧ ! ⟦70\u202f%@B.win_rate⟧ de victoires ! »
CHŒUR : « 2024 l'emporte ! »"""),
E('b_fade_2023_vs_2024', 'faithful', 'en-GB metar',
  """METAR NQ 16:00Z VRB02KT CAVOK M03/M08 Q1019
RMK FADE3 2023 ⟦18@A.total_trades⟧ TRADES ⟦+61.75@A.total_pnl⟧ WR ⟦55.6%@A.win_rate⟧
RMK FADE3 2024 ⟦10@B.total_trades⟧ TRADES ⟦+1,202@B.total_pnl⟧ WR ⟦70%@B.win_rate⟧ PF ⟦2.82@B.profit_factor⟧ BETTER NOSIG="""),
E('b_fade_2023_vs_2024', 'faithful', 'de-DE taxform',
  """ANLAGE FADE — Vergleich 2023 und 2024
1) Trades 2023 ......... ⟦18@A.total_trades⟧, Ergebnis ⟦+61,75@A.total_pnl⟧
2) Trades 2024 ......... ⟦10@B.total_trades⟧, Ergebnis ⟦+1.202@B.total_pnl⟧
3) Trefferquote 2024 ... ⟦70 %@B.win_rate⟧
4) Max. Drawdown 2023 .. ⟦1.685,25@A.max_drawdown⟧"""),
# ---------------------------------------------------------------- x_compare_two_down
E('x_compare_two_down', 'wrong_row', 'pt-BR trail',
  """GUIA DE TRILHA — «Dois dias de queda», NQ × ES
Trilha NQ: ⟦97@row('NQ').trades⟧ etapas, saldo ⟦−3.060,77@row('NQ').total_pnl⟧ pts
Trilha ES: ⟦64@row('ES').trades⟧ etapas, saldo ⟦+2.615@row('ES').total_pnl⟧ pts, maior descida ⟦4.632,89@row('ES').max_drawdown~row('NQ').max_drawdown!⟧
Só a trilha do ES chega ao cume."""),
E('x_compare_two_down', 'wrong_column', 'zh-CN opera',
  """第二幕 · 双雄对唱
NQ（男中音）：「⟦97@row('NQ').trades⟧ 笔交易，亏损 ⟦3,060.77@row('NQ').total_pnl|neg⟧ 点……」
ES（女高音）：「⟦64@row('ES').trades⟧ 笔，盈利因子 ⟦1.67@row('ES').profit_factor~row('ES').sharpe!⟧，我赚了 ⟦+2,615@row('ES').total_pnl⟧ 点！」
合唱：「只有 ES 行得通！」"""),
E('x_compare_two_down', 'misrounded', 'fr-FR kanban',
  """TABLEAU — achat après deux baisses, NQ contre ES
FAIT #31 : NQ, ⟦97@row('NQ').trades⟧ trades, ⟦−3\u202f060,77@row('NQ').total_pnl⟧ pts, Sharpe ⟦−0,69@row('NQ').sharpe⟧
FAIT #32 : ES, ⟦64@row('ES').trades⟧ trades, ⟦54,6\u202f%@row('ES').win_rate!⟧ de gagnants, ⟦+2\u202f615@row('ES').total_pnl⟧ pts
À FAIRE #33 : comparer en devise par contrat""",
  allow=['31', '32', '33']),
E('x_compare_two_down', 'faithful', 'ru-RU nursery',
  """Жили у бабуси два весёлых гуся:
один NQ, другой ES — два весёлых гуся!
NQ: ⟦97@row('NQ').trades⟧ сделок, ⟦−3060,77@row('NQ').total_pnl⟧ — ой-ой-ой,
ES: ⟦64@row('ES').trades⟧ сделки, ⟦+2615@row('ES').total_pnl⟧ и Sharpe ⟦1,67@row('ES').sharpe⟧ — вот какой!"""),
E('x_compare_two_down', 'faithful', 'de-DE socratic',
  """SOKRATES: Taugt der Kauf nach zwei roten Tagen auf beiden Märkten, Kriton?
KRITON: Nur beim ES: ⟦64@row('ES').trades⟧ Trades, Profitfaktor ⟦2,09@row('ES').profit_factor⟧, Sharpe ⟦1,67@row('ES').sharpe⟧.
SOKRATES: Und der NQ?
KRITON: ⟦97@row('NQ').trades⟧ Trades, ⟦−3.060,77@row('NQ').total_pnl⟧ Punkte, also ⟦−61.215,4@row('NQ').total_pnl_currency⟧ je Kontrakt."""),
E('x_compare_two_down', 'faithful', 'it-IT taxform',
  """MODULO CONFRONTO — due ribassi, long, uscita a 3 giorni
1) NQ: ⟦97@row('NQ').trades⟧ operazioni, risultato ⟦−61.215,4@row('NQ').total_pnl_currency⟧ per contratto
2) ES: ⟦64@row('ES').trades⟧ operazioni, risultato ⟦+130.751,25@row('ES').total_pnl_currency⟧ per contratto
3) Profit factor: NQ ⟦0,79@row('NQ').profit_factor⟧ · ES ⟦2,09@row('ES').profit_factor⟧"""),
# ---------------------------------------------------------------- x_portfolio_two_down
E('x_portfolio_two_down', 'wrong_sign', 'it-IT socratic',
  """SOCRATE: E la gamba NQ, Critone, quanto ha reso nel portafoglio?
CRITONE: ⟦+86.112,3@leg('NQ').pnl!⟧.
SOCRATE: E l'ES?
CRITONE: ⟦+134.871,25@leg('ES').pnl⟧; in tutto ⟦+48.758,95@total_pnl⟧ su un milione."""),
E('x_portfolio_two_down', 'wrong_unit', 'en-GB parcel',
  """PARCEL TRACKING — Portfolio NQ+ES (ref PF2DOWN)
17:00  Delivered: equity ⟦1,048,758.95@final_equity⟧ from one million
Contents: ⟦161@trades⟧ trades, net ⟦+48,758.95@total_pnl⟧ (⟦+4.88%@return_pct⟧)
Damage report: max drawdown ⟦7.20@max_drawdown_pct~max_drawdown_pct!⟧ points""",
  unit_note='a percent drawdown quoted as index points'),
E('x_portfolio_two_down', 'coincidental', 'nl-NL standings',
  """PORTEFEUILLE-COMPETITIE — NQ + ES, één miljoen inzet
1. ES · ⟦64@leg('ES').trades⟧ trades · ⟦+134.871,25@leg('ES').pnl⟧ · verwachting/trade ⟦39,20@leg('ES').unit_metrics.expectancy!⟧
2. NQ · ⟦97@leg('NQ').trades⟧ trades · ⟦−86.112,3@leg('NQ').pnl⟧
Totaal: ⟦161@trades⟧ trades, ⟦+48.758,95@total_pnl⟧ (⟦+4,88%@return_pct⟧)"""),
E('x_portfolio_two_down', 'faithful', 'ja-JP taxform',
  """【ポートフォリオ申告書】NQ＋ES 2日続落買い
1. 元本 …… ⟦100万@capital⟧
2. 最終資産 …… ⟦1,048,758.95@final_equity⟧
3. 損益 …… ⟦+48,758.95@total_pnl⟧（⟦+4.88%@return_pct⟧）
4. 最大ドローダウン …… ⟦78,853.15@max_drawdown⟧（⟦7.20%@max_drawdown_pct⟧）"""),
E('x_portfolio_two_down', 'faithful', 'pt-BR nursery',
  """Marcha soldado, cabeça de papel,
com um milhão no bolso fui ao quartel:
ES deu ⟦+134.871,25@leg('ES').pnl⟧, NQ deu ⟦−86.112,3@leg('NQ').pnl⟧,
sobrou ⟦+48.758,95@total_pnl⟧ — quem não marchar direito vai preso pro quartel!"""),
E('x_portfolio_two_down', 'faithful', 'es-ES metar',
  """METAR CARTERA 16:00Z VRB02KT CAVOK M01/M04 Q1016
RMK NQ+ES ⟦161@trades⟧ OPERACIONES RESULTADO ⟦+48.758,95@total_pnl⟧ (⟦+4,88 %@return_pct⟧) DD MAX ⟦78.853,15@max_drawdown⟧ (⟦7,2 %@max_drawdown_pct⟧) NOSIG="""),
]
