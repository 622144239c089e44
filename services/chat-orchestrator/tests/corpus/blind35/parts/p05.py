"""Receipts (r_latest ... r_top_items). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

AZ29 = "row('2025-06-29').total"
DX = "row('2025-06-26T16').total"
PK26 = "row('2025-06-26T12').total"
ASH = "row('2025-06-23').total"
PK15 = "row('2025-06-15').total"
PK11 = "row('2025-06-11T22').total"
AZ11 = "row('2025-06-11T08').total"
MG = "row('2025-06-10').total"
KO = "row('Конфеты шоколадные ассорти Красный')"
KK = "row('Конфеты шоколадные ассорти Коркунов')"
CO = "row('Кофе')"
TU = "row('Фарш')"
CH = "row('Сыр')"
SA = "row('Сосиски')"

ENTRIES = [
# ---------------------------------------------------------------- r_latest
E('r_latest', 'faithful', 'nl-NL lock',
  f"""SLUISWACHTERSLOG — sluis S4, NQ-kanaal
Laatste 8 bonnen, geschut van nieuw naar oud:
⟦29 juni@D:2025-06-29⟧, 08:12 Азбука вкуса ⟦13.153,34@{AZ29}⟧ roebel (de grootste)
⟦26 juni@D:2025-06-26⟧, 12:10 Перекрёсток ⟦738,76@{PK26}⟧ (de kleinste)
Sluiswachter: J. Bakker"""),
E('r_latest', 'faithful', 'en-GB cheese',
  f"""TURNING CHART — Cave C1, rack R4 · Stilton
Latest receipts, turned in order:
⟦29 Jun@D:2025-06-29⟧ Азбука вкуса ⟦13,153.34@{AZ29}⟧ RUB · ⟦23 Jun@D:2025-06-23⟧ АШАН ⟦1,782.97@{ASH}⟧ · ⟦11 Jun@D:2025-06-11⟧ Азбука вкуса ⟦6,757.91@{AZ11}⟧
Rind pierced. Initials: AK"""),
E('r_latest', 'faithful', 'en-US orienteer',
  f"""CONTROL CARD — NQ Night-O · Course B · M21E
Start 10:24
C31 ✓ ⟦6/26@D:2025-06-26⟧ 16:40 Дикси ⟦984.21@{DX}⟧ RUB
C32 ✓ ⟦6/15@D:2025-06-15⟧ Перекрёсток ⟦804.15@{PK15}⟧
C33 ✓ ⟦6/10@D:2025-06-10⟧ Магнит ⟦770.93@{MG}⟧
Finish: clean card."""),
E('r_latest', 'wrong_row', 'de-DE icecream',
  f"""EISDIELE — SORTEN DES TAGES
Himbeere · Mango · Walnuss
Kassenzettel-Becher: ⟦29.06.@D:2025-06-29⟧ Азбука вкуса ⟦13.153,34@{AZ29}⟧ ₽ · ⟦15.06.@D:2025-06-15⟧ Перекрёсток ⟦770,93@{PK15}~{MG}!⟧ ₽ · ⟦23.06.@D:2025-06-23⟧ АШАН ⟦1.782,97@{ASH}⟧ ₽
Waffel gratis."""),
E('r_latest', 'invented', 'pt-BR luthier',
  f"""NOTAS DE OFICINA — violino V05, modelo Stradivari
Últimos recibos: ⟦29/06@D:2025-06-29⟧ Азбука вкуса ⟦13.153,34@{AZ29}⟧ rublos; ⟦26/06@D:2025-06-26⟧ Дикси ⟦1.164,50@{DX}!⟧ rublos
Tampo colado; verniz amanhã."""),
E('r_latest', 'wrong_unit', 'fr-FR hydro',
  f"""MINUTE DE SONDE H6 — vedette V1, profil P2
Derniers tickets : ⟦29 juin@D:2025-06-29⟧, Азбука вкуса, ⟦13\u202f153,34@{AZ29}~{AZ29}!⟧ € ; ⟦11 juin@D:2025-06-11⟧, Перекрёсток, ⟦934,93@{PK11}⟧ roubles
Fond : galets. Hydrographe : Y. Le Goff""", unit_note='roubles quoted as euros'),
# ---------------------------------------------------------------- r_by_shop
E('r_by_shop', 'faithful', 'pt-BR organ',
  """RELATÓRIO DE AFINAÇÃO — órgão da matriz de NQ
Diapasão A440
Principal: gastos por loja — Перекрёсток ⟦216.136,08@row('Перекрёсток').sum⟧ rublos (⟦95@row('Перекрёсток').n⟧ recibos), ВкусВилл ⟦145.619,56@row('ВкусВилл').sum⟧, Лента por último, ⟦10.029,92@row('Лента').sum⟧
Afinador: C. Mota"""),
E('r_by_shop', 'faithful', 'es-ES orienteer',
  """TARJETA DE CONTROL — O-Pie NQ, recorrido azul · F21
Salida 10:02
P71 ✓ Перекрёсток ⟦216.136,08@row('Перекрёсток').sum⟧ ₽
P72 ✓ АШАН ⟦106.458,44@row('АШАН').sum⟧ ₽ en ⟦56@row('АШАН').n⟧ tickets
P73 ✓ Дикси ⟦61.984,60@row('Дикси').sum⟧ ₽
Meta: sin fallos."""),
E('r_by_shop', 'faithful', 'en-GB parachute',
  """PARACHUTE PACKING CARD — Rig R9 · Main M4 · Reserve RS3
Spend by shop: Перекрёсток ⟦216,136.08@row('Перекрёсток').sum⟧ RUB over ⟦95@row('Перекрёсток').n⟧ receipts; Магнит ⟦85,375.03@row('Магнит').sum⟧; Азбука вкуса ⟦35,712.98@row('Азбука').sum⟧ from only ⟦8@row('Азбука').n⟧
Rigger: K. Moss · seal S140"""),
E('r_by_shop', 'derived', 'it-IT luthier',
  """APPUNTI DI BOTTEGA — violino V20, modello Guarneri
Spesa per negozio: Перекрёсток ⟦216.136,08@row('Перекрёсток').sum⟧ rubli in ⟦95@row('Перекрёсток').n⟧ scontrini, cioè ⟦2.275,12@row('Перекрёсток').sum/row('Перекрёсток').n!⟧ a scontrino (conto mio, non nel rapporto)
Fondo incollato."""),
E('r_by_shop', 'coincidental', 'pl-PL saddlery',
  """RYMARNIA — KSIĘGA ZAMÓWIEŃ, zam. Z0114
Klient: p. Zając, „Iskra” (kasztanka)
Uwaga: wydatki wg sklepów — АШАН ⟦106\u00a0458,44@row('АШАН').sum⟧ rubli w ⟦60@row('АШАН').n!⟧ paragonach; Магнит ⟦85\u00a0375,03@row('Магнит').sum⟧ rubli
Odbiór w sobotę."""),
E('r_by_shop', 'misrounded', 'de-DE hydro',
  """PEILBLATT H4 — Vermessungsschiff VS2, Profil P1
Ausgaben je Geschäft: Перекрёсток ⟦216.136,08@row('Перекрёсток').sum⟧ ₽, ВкусВилл ⟦145.619,56@row('ВкусВилл').sum⟧ ₽, Магнит ⟦85,3 Tsd.@row('Магнит').sum!⟧ ₽
Grund: Sand. Peiler: U. Lang"""),
# ---------------------------------------------------------------- r_total_2025
E('r_total_2025', 'faithful', 'es-ES icecream',
  """HELADERÍA — SABORES DE HOY
Turrón · Horchata · Chocolate
Copa «gasto 2025»: ⟦246.665,21@sum⟧ rublos en ⟦86@n⟧ tickets; ticket medio ⟦2868,20@avg⟧; el mayor, ⟦13.153,34@max⟧
Cucurucho o tarrina."""),
E('r_total_2025', 'faithful', 'nl-NL parachute',
  """VOUWKAART PARACHUTE — rig R3 · hoofdscherm H1 · reserve RS2
Uitgaven 2025 tot nu toe: ⟦246.665,21@sum⟧ roebel over ⟦86@n⟧ bonnen; gemiddelde bon ⟦2.868,20@avg⟧
Sluitlus gecontroleerd. Vouwer: P. de Boer · zegel Z210"""),
E('r_total_2025', 'faithful', 'it-IT cheese',
  """SCHEDA RIVOLTAMENTO — grotta G3, scaffale S1 · Parmigiano
Forma «spesa 2025»: ⟦86@n⟧ scontrini per ⟦246.665,21@sum⟧ rubli; media ⟦2.868,2@avg⟧, massimo ⟦13.153,34@max⟧
Rivoltata e spazzolata. Sigla: AB"""),
E('r_total_2025', 'wrong_column', 'pl-PL dome',
  """DZIENNIK KOPUŁY — obserwatorium, kopuła K1
Otwarcie 21:40 · zamknięcie 04:05
Wydatki 2025: ⟦246\u00a0665,21@sum⟧ rubli, ⟦86@n⟧ paragonów, średni paragon ⟦13\u00a0153,34@avg~max!⟧ rubli
Obserwator: M. Lis"""),
E('r_total_2025', 'wrong_unit', 'en-GB saddlery',
  """SADDLERY ORDER BOOK — Ord. SB0630
Customer: Col. Ashby, 'Peregrine' (grey hunter)
Desk note: spent in 2025 so far ⟦246,665.21@sum~sum!⟧ guineas over ⟦86@n⟧ receipts; average receipt ⟦2,868.20@avg⟧ RUB
Fitting Tuesday.""", unit_note='roubles quoted as guineas'),
E('r_total_2025', 'invented', 'zh-CN peal',
  """鸣钟纪念牌 · 圣保罗教堂钟楼
周日鸣钟，记 2025 年至今的开销：
共 ⟦86@n⟧ 张小票，合计 ⟦246,665.21@sum⟧ 卢布，平均每张 ⟦3,415.60@avg!⟧ 卢布
领鸣：赵敏"""),
# ---------------------------------------------------------------- r_top_items
E('r_top_items', 'faithful', 'ru-RU raffle',
  f"""ДЕРЕВЕНСКАЯ ЯРМАРКА — ЛИСТ ЛОТЕРЕИ
Главный приз: конфеты «Красный Октябрь» 192 г — ⟦21\u00a0480,62@{KO}.sum⟧ ₽ за ⟦25@{KO}.n⟧ покупок
Второй: подгузники Merries — ⟦20\u00a0886,90@row('Подгузники').sum⟧ ₽
Счастливый билет K031. Тянет староста."""),
E('r_top_items', 'faithful', 'de-DE organ',
  f"""STIMMBERICHT ORGEL — Klosterkirche NQ
Stimmtonhöhe A440
Register nach Ausgaben: Pralinen „Roter Oktober“ ⟦21.480,62@{KO}.sum⟧ ₽, Windeln ⟦20.886,90@row('Подгузники').sum⟧ ₽ … Kaffee Lavazza ⟦14.994,78@{CO}.sum⟧ ₽
Häufigster Kauf: Würstchen, ⟦41@{SA}.n⟧-mal
Orgelbauer: J. Sauer"""),
E('r_top_items', 'faithful', 'zh-CN luthier',
  f"""提琴工坊笔记 · 小提琴 V16
花钱最多的商品：红十月巧克力 ⟦21,480.62@{KO}.sum⟧ 卢布（⟦25@{KO}.n⟧ 次）；纸尿裤 ⟦20,886.90@row('Подгузники').sum⟧；香肠 ⟦17,794.42@{SA}.sum⟧，买得最勤，⟦41@{SA}.n⟧ 次
明天上油漆。"""),
E('r_top_items', 'wrong_row', 'en-US saddlery',
  f"""SADDLERY ORDER BOOK — Ord. SB0707
Customer: Mrs. Delgado, 'Pepper' (paint mare)
Desk note: top spend — chocolates ⟦21,480.62@{KO}.sum⟧ RUB; Lavazza coffee, eighth, ⟦16,001.43@{CO}.sum~{TU}.sum!⟧ RUB over ⟦22@{CO}.n⟧ buys
Pickup Friday."""),
E('r_top_items', 'miscomputed', 'en-GB hydro',
  f"""HYDROGRAPHIC SURVEY SHEET H6 — NQ Roads
Launch SV3 · Line L11
Spend soundings: Красный Октябрь chocolates ⟦21,480.62@{KO}.sum⟧, Коркунов ⟦15,256.64@{KK}.sum⟧ — both boxes together ⟦36,377.26@{KO}.sum+{KK}.sum!⟧ RUB
Surveyor: R. Haddon"""),
E('r_top_items', 'coincidental', 'it-IT peal',
  f"""TAVOLA DEI CONCERTI — campanile di San Zeno, NQ
Domenica concerto per la spesa:
salsicce ⟦17.794,42@{SA}.sum⟧ rubli in ⟦41@{SA}.n⟧ acquisti; formaggio Ламбер ⟦16.036,41@{CH}.sum⟧ rubli in ⟦43@{CH}.n!⟧
Capo campanaro: L. Tosi"""),
]
