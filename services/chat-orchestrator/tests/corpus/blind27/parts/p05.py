"""Receipts (r_latest ... r_top_items). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- r_latest
E('r_latest', 'wrong_row', 'it-IT ballot',
  """SCHEDA DI GIURIA — «Ultimi scontrini», rubli
Miglior scontrino: ⟦29/06@D:2025-06-29⟧ 08:12, Азбука вкуса, ⟦13.153,34@row('2025-06-29').total⟧ ★★★★★
Дикси, ⟦26/06@D:2025-06-26⟧ 16:40: ⟦934,93@row('2025-06-26T16').total~row('2025-06-11T22').total!⟧
Premio minimo: Перекрёсток, ⟦26/06@D:2025-06-26⟧ 12:10, ⟦738,76@row('2025-06-26T12').total⟧
Giurato: P. Conti"""),
E('r_latest', 'derived', 'en-US stamps',
  """ALBUM PAGE — "Latest Receipts" set (RUB)
☐ ⟦6/26@D:2025-06-26⟧ Перекрёсток ⟦738.76@row('2025-06-26T12').total⟧
☐ ⟦6/15@D:2025-06-15⟧ Перекрёсток ⟦804.15@row('2025-06-15').total⟧
☐ ⟦6/11@D:2025-06-11⟧ Перекрёсток ⟦934.93@row('2025-06-11T22').total⟧
Three Перекрёсток stamps together: ⟦2,477.84@row('2025-06-26T12').total+row('2025-06-15').total+row('2025-06-11T22').total!⟧ (I added them myself)"""),
E('r_latest', 'coincidental', 'de-DE harbour',
  """HAFENMEISTEREI — Bekanntmachung: die letzten ⟦8@R.rows.__len__()⟧ Kassenbons
Größter: ⟦29.06.2025@D:2025-06-29⟧, Азбука вкуса, ⟦13.153,34@row('2025-06-29').total⟧ RUB
Kleinster: ⟦26.06.2025@D:2025-06-26⟧, Перекрёсток, ⟦738,76@row('2025-06-26T12').total⟧ RUB
Ältester: ⟦10.06.2025@D:2025-06-10⟧, Магнит, ⟦738,78@row('2025-06-10').total!⟧ RUB
Funkwache UKW CH16."""),
E('r_latest', 'faithful', 'ja-JP vetchart',
  """診療カルテ　最近のレシート（ルーブル）
⟦6月29日@D:2025-06-29⟧ 08:12　Азбука вкуса　⟦13,153.34@row('2025-06-29').total⟧（最大）
⟦6月23日@D:2025-06-23⟧ 17:43　АШАН　⟦1,782.97@row('2025-06-23').total⟧
⟦6月10日@D:2025-06-10⟧ 16:47　Магнит　⟦770.93@row('2025-06-10').total⟧
全 ⟦300@R.total_rows⟧ 件のうち最新 ⟦8@R.rows.__len__()⟧ 件"""),
E('r_latest', 'faithful', 'zh-CN manifest',
  """乘客舱单 · 最近小票（卢布）
⟦6月29日@D:2025-06-29⟧ Азбука вкуса ⟦13,153.34@row('2025-06-29').total⟧
⟦6月26日@D:2025-06-26⟧ Дикси ⟦984.21@row('2025-06-26T16').total⟧
⟦6月11日@D:2025-06-11⟧ Азбука вкуса ⟦6,757.91@row('2025-06-11T08').total⟧
共 ⟦300@R.total_rows⟧ 张，此处列出最近 ⟦8@R.rows.__len__()⟧ 张"""),
E('r_latest', 'faithful', 'pl-PL sds',
  """KARTA CHARAKTERYSTYKI — ostatnie paragony (RUB)
1. Najnowszy: ⟦29.06.2025@D:2025-06-29⟧, Азбука вкуса, ⟦13\u00a0153,34@row('2025-06-29').total⟧
2. ⟦23.06.2025@D:2025-06-23⟧, АШАН, ⟦1782,97@row('2025-06-23').total⟧
3. Перекрёсток trzy razy wśród ostatnich ⟦8@R.rows.__len__()⟧, najmniejszy ⟦738,76@row('2025-06-26T12').total⟧"""),
# ---------------------------------------------------------------- r_by_shop
E('r_by_shop', 'wrong_row', 'pl-PL whiteboard',
  """TRENING DNIA — „Gdzie wydaję najwięcej”, ruble
Перекрёсток: ⟦216\u00a0136,08@row('Перекрёсток').sum⟧ za ⟦95@row('Перекрёсток').n⟧ wizyt — lider
ВкусВилл: ⟦145\u00a0619,56@row('ВкусВилл').sum⟧
Магнит: ⟦61\u00a0984,60@row('Магнит').sum~row('Дикси').sum!⟧ za ⟦36@row('Магнит').n⟧ wizyt
Лента na końcu. Trener: bez wymówek!"""),
E('r_by_shop', 'miscomputed', 'en-US stamps',
  """ALBUM PAGE — "Shops" series, RUB
☐ Перекрёсток: ⟦216,136.08@row('Перекрёсток').sum⟧ over ⟦95@row('Перекрёсток').n⟧ visits
☐ ВкусВилл: ⟦145,619.56@row('ВкусВилл').sum⟧ over ⟦61@row('ВкусВилл').n⟧ visits, about ⟦2,378.21@row('ВкусВилл').sum/row('ВкусВилл').n!⟧ a visit
☐ Лента: ⟦10,029.92@row('Лента').sum⟧, the rarest
Hinged, light toning."""),
E('r_by_shop', 'wrong_unit', 'nl-NL minibar',
  """MINIBARLIJST — Kamer NQ, uitgaven per winkel
☑ Перекрёсток: € ⟦216.136,08@row('Перекрёсток').sum~row('Перекрёсток').sum!⟧ (⟦95@row('Перекрёсток').n⟧ bezoeken)
☑ ВкусВилл: ⟦145.619,56@row('ВкусВилл').sum⟧ roebel
☑ АШАН: ⟦106.458,44@row('АШАН').sum⟧ roebel
Gecontroleerd door: huishouding""", unit_note='roubles quoted as euros'),
E('r_by_shop', 'faithful', 'pt-BR radiosonde',
  """SONDAGEM — gastos por loja (RUB), lançamento 12:00 UTC
NÍVEL | soma | visitas
Перекрёсток | ⟦216.136,08@row('Перекрёсток').sum⟧ | ⟦95@row('Перекрёсток').n⟧
ВкусВилл | ⟦145.619,56@row('ВкусВилл').sum⟧ | ⟦61@row('ВкусВилл').n⟧
Лента | ⟦10.029,92@row('Лента').sum⟧ | ⟦5@row('Лента').n⟧"""),
E('r_by_shop', 'faithful', 'zh-CN reportcard',
  """成绩单 · 各商店消费（卢布）
第一名 Перекрёсток：⟦216,136.08@row('Перекрёсток').sum⟧，⟦95@row('Перекрёсток').n⟧次
第二名 ВкусВилл：⟦145,619.56@row('ВкусВилл').sum⟧，⟦61@row('ВкусВилл').n⟧次
第三名 АШАН：⟦106,458.44@row('АШАН').sum⟧
末名 Лента：⟦10,029.92@row('Лента').sum⟧"""),
E('r_by_shop', 'faithful', 'ja-JP margin',
  """楽譜の余白メモ ― 店別の支出（ルーブル）
［A］Перекрёсток ⟦216,136.08@row('Перекрёсток').sum⟧、⟦95@row('Перекрёсток').n⟧回 ― ff
［B］ВкусВилл ⟦145,619.56@row('ВкусВилл').sum⟧ ― f
［C］Дикси ⟦61,984.60@row('Дикси').sum⟧ ― mp
［D］Лента ⟦10,029.92@row('Лента').sum⟧ ― pp、最後"""),
# ---------------------------------------------------------------- r_total_2025
E('r_total_2025', 'wrong_column', 'fr-FR manifest',
  """MANIFESTE DES PASSAGERS — Dépenses 2025 (depuis janvier), RUB
Total embarqué : ⟦246\u202f665,21@sum⟧
Tickets : ⟦86@n⟧
Ticket moyen : ⟦13\u202f153,34@avg~max!⟧
Commissaire de bord : A. Roux"""),
E('r_total_2025', 'invented', 'es-ES minibar',
  """MINIBAR — Habitación NQ, gasto 2025 (RUB)
☑ Total: ⟦246.665,21@sum⟧
☑ Tiques: ⟦94@n!⟧
☑ Tique medio: ⟦2868,20@avg⟧
☑ Tique más alto: ⟦13.153,34@max⟧
Repuesto por: camarera de piso"""),
E('r_total_2025', 'misrounded', 'nl-NL ballot',
  """JURYFORMULIER — „Uitgaven 2025”, roebel
Totaal: ⟦246.665,21@sum⟧ over ⟦86@n⟧ bonnen
Gemiddelde bon: ⟦2.868,3@avg!⟧ ★★★
Grootste bon: ⟦13.153,34@max⟧ ★★★★★
Jurylid: M. Visser"""),
E('r_total_2025', 'faithful', 'ja-JP harbour',
  """港長告示　2025年の支出（ルーブル）
合計 ⟦246,665.21@sum⟧
レシート ⟦86@n⟧枚、平均 ⟦2,868.20@avg⟧
最大 ⟦13,153.34@max⟧
VHF CH16で待機のこと。"""),
E('r_total_2025', 'faithful', 'ru-RU margin',
  """Карандашом на полях — расходы 2025 года
[A] всего ⟦246\u00a0665,21@sum⟧ ₽ — forte
[B] чеков ⟦86@n⟧, средний ⟦2868,2@avg⟧ ₽ — mezzo piano
[C] самый крупный ⟦13\u00a0153,34@max⟧ ₽ — sforzando
дыхание перед [C]"""),
E('r_total_2025', 'faithful', 'it-IT whiteboard',
  """WOD — «SPESA 2025», rubli
Totale: ⟦246.665,21@sum⟧
Scontrini: ⟦86@n⟧ · media ⟦2.868,20@avg⟧
Scontrino più pesante: ⟦13.153,34@max⟧
Defaticamento obbligatorio."""),
# ---------------------------------------------------------------- r_top_items
E('r_top_items', 'wrong_unit', 'ja-JP whiteboard',
  """本日のWOD ― 支出の多い商品トップ
一位　Конфеты шоколадные ассорти Красный Октябрь 192 г：⟦21,480.62@row('Конфеты шоколадные ассорти Красный').sum~row('Конфеты шоколадные ассорти Красный').sum!⟧円
二位　Подгузники Merries 54 шт：⟦20,886.90@row('Подгузники').sum⟧ルーブル
三位　Сосиски Останкино 460 г：⟦17,794.42@row('Сосиски').sum⟧ルーブル""", unit_note='roubles quoted as yen'),
E('r_top_items', 'coincidental', 'de-DE reportcard',
  """ZEUGNIS — Produkte nach Ausgaben (RUB)
Красный Октябрь 192 г: ⟦21.480,62@row('Конфеты шоколадные ассорти Красный').sum⟧ — sehr gut
Подгузники Merries 54 шт: ⟦20.886,90@row('Подгузники').sum⟧ — gut
Кофе Lavazza 250 г: ⟦15.256,66@row('Кофе').sum!⟧ — ausreichend, Platz acht
Klassenlehrerin: Süßes vorn."""),
E('r_top_items', 'derived', 'es-ES margin',
  """Notas a lápiz en la partitura — productos con más gasto (RUB)
[A] Конфеты Красный Октябрь: ⟦21.480,62@row('Конфеты шоколадные ассорти Красный').sum⟧ — forte
[B] Конфеты Коркунов: ⟦15.256,64@row('Конфеты шоколадные ассорти Коркунов').sum⟧
[C] los dos surtidos juntos: ⟦36.737,26@row('Конфеты шоколадные ассорти Красный').sum+row('Конфеты шоколадные ассорти Коркунов').sum!⟧ (suma mía)"""),
E('r_top_items', 'faithful', 'pt-BR minibar',
  """CHECKLIST DO FRIGOBAR — produtos com mais gasto (RUB)
☑ Bombons Красный Октябрь: ⟦21.480,62@row('Конфеты шоколадные ассорти Красный').sum⟧ (⟦25@row('Конфеты шоколадные ассорти Красный').n⟧ compras)
☑ Fraldas Merries: ⟦20.886,90@row('Подгузники').sum⟧ (⟦10@row('Подгузники').n⟧)
☑ Salsichas Останкино: ⟦17.794,42@row('Сосиски').sum⟧ (⟦41@row('Сосиски').n⟧, as mais frequentes)"""),
E('r_top_items', 'faithful', 'zh-CN radiosonde',
  """探空报告 · 消费最多的商品（卢布）
第一层 Красный Октябрь 巧克力：⟦21,480.62@row('Конфеты шоколадные ассорти Красный').sum⟧
第二层 Merries 纸尿裤：⟦20,886.90@row('Подгузники').sum⟧
第八层 Lavazza 咖啡：⟦14,994.78@row('Кофе').sum⟧
共 ⟦209@R.total_rows⟧ 种，仅列前 ⟦8@R.rows.__len__()⟧"""),
E('r_top_items', 'faithful', 'fr-FR manifest',
  """MANIFESTE — produits où part l'argent (RUB)
Bonbons Красный Октябрь : ⟦21\u202f480,62@row('Конфеты шоколадные ассорти Красный').sum⟧
Couches Merries : ⟦20\u202f886,90@row('Подгузники').sum⟧
Saucisses Останкино : ⟦17\u202f794,42@row('Сосиски').sum⟧ en ⟦41@row('Сосиски').n⟧ achats
Fromage Российский : ⟦16\u202f036,41@row('Сыр').sum⟧"""),
]
