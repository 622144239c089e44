"""Market-data queries, part 3 (q_rsi_oversold_2024 ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- q_rsi_oversold_2024
E('q_rsi_oversold_2024', 'coincidental', 'zh-CN choir',
  """【合唱排练笔记】超卖之歌（2024年RSI<30）
女高音：⟦1月24日@D:2024-01-24⟧首次进入，RSI ⟦25.14@R.summary.first.rsi⟧
男低音：⟦3月18日@D:2024-03-18⟧ RSI ⟦25.17@row('2024-03-18').rsi!⟧，要压得更低
全年共⟦63@R.summary.rows⟧天。从B段开始。"""),
E('q_rsi_oversold_2024', 'wrong_column', 'pt-BR plaque',
  """PLACA COMEMORATIVA
Aos ⟦63@R.summary.rows⟧ pregões de 2024 com RSI abaixo de 30,
de ⟦24/01@D:2024-01-24⟧ a ⟦20/12@D:2024-12-20⟧,
com RSI médio de ⟦29,81@stats.rsi.mean~stats.rsi.max!⟧.
Homenagem dos compradores de fundo."""),
E('q_rsi_oversold_2024', 'invented', 'ja-JP bowling',
  """スコアシート — NQレーン（2024年 売られすぎ）
⟦2月6日@D:2024-02-06⟧　終値⟦16,116.5@row('2024-02-06').close⟧　RSI ⟦27.48@row('2024-02-06').rsi!⟧　X /
⟦2月8日@D:2024-02-08⟧　終値⟦15,921@row('2024-02-08').close⟧　RSI ⟦23.71@row('2024-02-08').rsi⟧　X X"""),
E('q_rsi_oversold_2024', 'faithful', 'it-IT seedpacket',
  """BUSTINA DI SEMI — «Ipervenduto 2024» (RSI 14)
Prima semina: ⟦24 gennaio@D:2024-01-24⟧, RSI ⟦25,14@R.summary.first.rsi⟧
Ultimo raccolto: ⟦20 dicembre@D:2024-12-20⟧, RSI ⟦29,09@R.summary.last.rsi⟧
Piante: ⟦63@R.summary.rows⟧ · minimo ⟦19,49@stats.rsi.min⟧"""),
E('q_rsi_oversold_2024', 'faithful', 'pl-PL tvguide',
  """PROGRAM TV — kanał NQ
21:15 „Wyprzedani” — serial dokumentalny, ⟦63@R.summary.rows⟧ odcinki z 2024
Odcinek pilotowy: ⟦24 stycznia@D:2024-01-24⟧ (RSI ⟦25,14@R.summary.first.rsi⟧)
Najmroczniejszy: RSI ⟦19,49@stats.rsi.min⟧ ★★★★"""),
E('q_rsi_oversold_2024', 'faithful', 'en-GB capsule',
  """Time-capsule letter (open in 2029)
In 2024 the NQ's RSI(14) sank below 30 on ⟦63@R.summary.rows⟧ days, first on ⟦24 January@D:2024-01-24⟧ at ⟦25.14@R.summary.first.rsi⟧; the deepest reading was ⟦19.49@stats.rsi.min⟧.
Buy low, they said."""),
# ---------------------------------------------------------------- q_quarter_range_2024
E('q_quarter_range_2024', 'wrong_row', 'fr-FR capsule',
  """LETTRE POUR LA CAPSULE TEMPORELLE (à ouvrir en 2029)
Cher futur moi, en 2024 l'amplitude moyenne du NQ a fondu : ⟦320,64@row(1).mean_range⟧ points au T1, ⟦314,87@row(3).mean_range~row(2).mean_range!⟧ au T3, ⟦201,62@row(4).mean_range⟧ au T4.
Le calme après la tempête."""),
E('q_quarter_range_2024', 'invented', 'ru-RU fantasy',
  """ПРЕДЛОЖЕНИЕ ОБМЕНА · лига «Кварталы 2024»
Отдаю: IV кв. (средний диапазон ⟦201,62@row(4).mean_range⟧, пик ⟦412@row(4).max_range!⟧)
Беру: I кв. (⟦320,64@row(1).mean_range⟧, пик ⟦585,5@row(1).max_range⟧)
Принять / Отклонить"""),
E('q_quarter_range_2024', 'derived', 'it-IT origami',
  """ORIGAMI — «La piramide dei trimestri 2024»
1. Base: T1, escursione media ⟦320,64@row(1).mean_range⟧ punti.
2. Ripiega fino al T4: ⟦201,62@row(4).mean_range⟧.
3. Rapporto base/cima (calcolato da me): ⟦1,59@row(1).mean_range/row(4).mean_range!⟧."""),
E('q_quarter_range_2024', 'faithful', 'pt-BR bowling',
  """SÚMULA DE BOLICHE — Trimestres 2024
T1 | X X X | média ⟦320,64@row(1).mean_range⟧ · máx ⟦585,5@row(1).max_range⟧
T2 | X X / | ⟦314,87@row(2).mean_range⟧
T3 | X / – | ⟦263,41@row(3).mean_range⟧
T4 | / – – | ⟦201,62@row(4).mean_range⟧"""),
E('q_quarter_range_2024', 'faithful', 'nl-NL choir',
  """REPETITIENOTITIES KOOR — „Kwartalen 2024”
K1: forte, gemiddelde range ⟦320,6@row(1).mean_range⟧
K2: nog steeds forte, ⟦314,9@row(2).mean_range⟧
K3: mezzo, ⟦263,4@row(3).mean_range⟧ · K4: piano, ⟦201,6@row(4).mean_range⟧
Vanaf letter D graag rustiger."""),
E('q_quarter_range_2024', 'faithful', 'zh-CN seedpacket',
  """【种子包背面】品种：2024季度波幅
一季度株高：⟦320.64@row(1).mean_range⟧点（最高⟦585.5@row(1).max_range⟧）
四季度株高：⟦201.62@row(4).mean_range⟧点（最高⟦389@row(4).max_range⟧）
播种建议：逐季变矮，请耐心。"""),
# ---------------------------------------------------------------- q_close_extremes_2023
E('q_close_extremes_2023', 'wrong_column', 'en-US placard',
  """PLACARDS — NQ BULLS' RALLY, 2023
"TOP CLOSE: ⟦18,946@max_close⟧!"
"WE ENDED THE YEAR AT ⟦15,875.25@last_close~min_close!⟧ AND WE'RE STILL HERE!"
"BEARS, GO HOME!\""""),
E('q_close_extremes_2023', 'misrounded', 'ja-JP fantasy',
  """【トレード提案】2023年終値リーグ
譲渡：年間最安値の終値 ⟦1.58万@min_close!⟧ポイント
獲得：最高値の終値 ⟦18,946@max_close⟧ポイント
ちなみに年末終値は⟦17,553.5@last_close⟧でした。承認しますか？"""),
E('q_close_extremes_2023', 'wrong_unit', 'fr-FR origami',
  """ORIGAMI — « Le grand écart 2023 »
1. Marquez le sommet : clôture la plus haute, ⟦18\u202f946@max_close~max_close!⟧ $.
2. Pliez jusqu'au creux : ⟦15\u202f875,25@min_close⟧ points.
3. Rabattez sur la clôture de fin d'année, ⟦17\u202f553,5@last_close⟧ points.""",
  unit_note='index points quoted as dollars'),
E('q_close_extremes_2023', 'faithful', 'it-IT tvguide',
  """STASERA IN TV — Rete NQ
21:10 «Il massimo»: chiusura più alta del 2023, ⟦18.946@max_close⟧ punti
22:45 «Il minimo»: ⟦15.875,25@min_close⟧
23:50 «Capodanno»: ultima chiusura ⟦17.553,5@last_close⟧ ★★★"""),
E('q_close_extremes_2023', 'faithful', 'pl-PL bowling',
  """PROTOKÓŁ KRĘGLI — NQ 2023
Najwyższe zamknięcie: ⟦18\u00a0946@max_close⟧   X X X
Najniższe: ⟦15\u00a0875,25@min_close⟧   – –
Na koniec roku: ⟦17\u00a0553,5@last_close⟧   X /"""),
E('q_close_extremes_2023', 'faithful', 'en-GB choir',
  """CHOIR REHEARSAL NOTES — "Closes of 2023"
Sopranos: top note ⟦18,946@max_close⟧, hold it!
Basses: bottom note ⟦15,875.25@min_close⟧
Finale (year-end close): ⟦17,553.5@last_close⟧. From letter F, please."""),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
E('q_h1_vs_h2_2024', 'wrong_year', 'es-ES bowling',
  """HOJA DE PUNTUACIÓN — Semestres 2024
Jugador H1 | rango medio ⟦232,52@A.mean_range~B.mean_range!⟧ | máximo ⟦585,5@A.max_range⟧ | X X X
Jugador H2 | máximo ⟦507,5@B.max_range⟧ | X / –"""),
E('q_h1_vs_h2_2024', 'wrong_year', 'pl-PL crowdfund',
  """AKTUALIZACJA #9 — „Półrocza 2024”
I półrocze: średni zakres ⟦317,71@A.mean_range⟧ pkt, szczyt ⟦585,5@A.max_range⟧
II półrocze: średni zakres ⟦232,52@B.mean_range⟧ pkt, szczyt ⟦585,5@B.max_range~A.max_range!⟧
Dziękujemy wspierającym!""",
  allow=['9']),
E('q_h1_vs_h2_2024', 'miscomputed', 'fr-FR fantasy',
  """PROPOSITION D'ÉCHANGE — Ligue NQ 2024
Je cède : le S1 (amplitude moyenne ⟦317,71@A.mean_range⟧ pts)
Je reçois : le S2 (⟦232,52@B.mean_range⟧ pts)
Écart entre les deux : ⟦95,19@A.mean_range-B.mean_range!⟧ pts. Marché conclu ?"""),
E('q_h1_vs_h2_2024', 'faithful', 'zh-CN plaque',
  """【捐赠铭牌】
谨以此牌纪念2024年上半年：日均波幅⟦317.71@A.mean_range⟧点，最大⟦585.5@A.max_range⟧点；
下半年较为平静：日均⟦232.52@B.mean_range⟧点。
——波动率爱好者协会 敬赠"""),
E('q_h1_vs_h2_2024', 'faithful', 'en-US placard',
  """PROTEST SIGNS 🪧
"H1 2024: ⟦317.7@A.mean_range⟧ PTS A DAY — GIVE US BACK OUR VOLATILITY!"
"H2: ONLY ⟦232.5@B.mean_range⟧!"
"NEVER FORGET THE ⟦585.5@A.max_range⟧-POINT DAY\""""),
E('q_h1_vs_h2_2024', 'faithful', 'nl-NL origami',
  """ORIGAMI — „Twee helften”
1. Vouw de eerste helft van 2024 breed: gemiddeld ⟦317,7@A.mean_range⟧ punten per dag over ⟦124@A.R.source_row_count⟧ dagen.
2. Vouw de tweede helft smaller: ⟦232,5@B.mean_range⟧ punten (⟦128@B.R.source_row_count⟧ dagen)."""),
]
