"""Receipts (r_latest ... r_top_items). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

KO = "row('Конфеты шоколадные ассорти Красный')"
KK = "row('Конфеты шоколадные ассорти Коркунов')"

ENTRIES = [
# ---------------------------------------------------------------- r_latest
E('r_latest', 'wrong_row', 'en-GB carelabel',
  """CARE LABEL — "Latest Receipts" (RUB)
⟦29 Jun@D:2025-06-29⟧ Азбука вкуса: ⟦13,153.34@row('2025-06-29').total⟧
⟦26 Jun@D:2025-06-26⟧ Дикси: ⟦934.93@row('2025-06-26T16').total~row('2025-06-11T22').total!⟧
⟦23 Jun@D:2025-06-23⟧ АШАН: ⟦1,782.97@row('2025-06-23').total⟧
Wash receipts separately. Do not iron the ink."""),
E('r_latest', 'coincidental', 'nl-NL audioguide',
  """🎧 Audiotour — Zaal M, „De laatste bonnen”
Rechts van u de oudste bon van deze reeks: Магнит, ⟦10 juni@D:2025-06-10⟧, ⟦738,78@row('2025-06-10').total!⟧ roebel.
In het midden de grootste: Азбука вкуса, ⟦29 juni@D:2025-06-29⟧, ⟦13.153,34@row('2025-06-29').total⟧ roebel.
Loop door naar de volgende zaal."""),
E('r_latest', 'derived', 'zh-CN pacenotes',
  """路书 · 最近小票赛段（卢布）
⟦6月26日@D:2025-06-26⟧ Перекрёсток ⟦738.76@row('2025-06-26T12').total⟧，右缓
⟦6月15日@D:2025-06-15⟧ Перекрёсток ⟦804.15@row('2025-06-15').total⟧，直行
⟦6月11日@D:2025-06-11⟧ Перекрёсток ⟦934.93@row('2025-06-11T22').total⟧，注意
这三张合计 ⟦2,477.84@row('2025-06-26T12').total+row('2025-06-15').total+row('2025-06-11T22').total!⟧（我自己加的）"""),
E('r_latest', 'faithful', 'en-US qsl',
  """QSL — K2NQX to R3NQ
Latest ⟦8@len(T)⟧ receipts of ⟦300@R.total_rows⟧ confirmed:
⟦Jun 29@D:2025-06-29⟧ Азбука вкуса ₽⟦13,153.34@row('2025-06-29').total⟧ (08:12, the largest)
⟦Jun 10@D:2025-06-10⟧ Магнит ₽⟦770.93@row('2025-06-10').total⟧ (the oldest)
TNX QSO"""),
E('r_latest', 'faithful', 'ru-RU sewing',
  """ВЫКРОЙКА — «Последние чеки», ₽
Деталь А: Азбука вкуса, ⟦29 июня@D:2025-06-29⟧, ⟦13\u00a0153,34@row('2025-06-29').total⟧
Деталь Б: Дикси, ⟦26 июня@D:2025-06-26⟧, ⟦984,21@row('2025-06-26T16').total⟧
Деталь В: Перекрёсток, в тот же день, ⟦738,76@row('2025-06-26T12').total⟧ — самая маленькая
Всего в рулоне ⟦300@R.total_rows⟧ чеков."""),
E('r_latest', 'faithful', 'de-DE sleeve',
  """PLATTENHÜLLE — „Kassenbons, Juni 2025“
A1 Азбука вкуса — ⟦13.153,34@row('2025-06-29').total⟧ ₽ (⟦29.06.@D:2025-06-29⟧)
A2 АШАН — ⟦1.782,97@row('2025-06-23').total⟧ ₽ (⟦23.06.@D:2025-06-23⟧)
B3 Перекрёсток — ⟦738,76@row('2025-06-26T12').total⟧ ₽ (⟦26.06.@D:2025-06-26⟧)
Insgesamt ⟦300@R.total_rows⟧ Bons im Archiv."""),
# ---------------------------------------------------------------- r_by_shop
E('r_by_shop', 'wrong_row', 'ru-RU carelabel',
  """ЯРЛЫК — «Траты по магазинам», ₽
Перекрёсток: ⟦216\u00a0136,08@row('Перекрёсток').sum⟧ (⟦95@row('Перекрёсток').n⟧ чеков) — первое место
ВкусВилл: ⟦145\u00a0619,56@row('ВкусВилл').sum⟧
Магнит: ⟦61\u00a0984,60@row('Магнит').sum~row('Дикси').sum!⟧
Не отбеливать · Гладить при низкой температуре"""),
E('r_by_shop', 'wrong_unit', 'pl-PL firedrill',
  """PROTOKÓŁ Z ĆWICZEŃ EWAKUACYJNYCH — wydatki wg sklepów
Najwięcej wyjść przez Перекрёсток: ⟦95@row('Перекрёсток').n⟧ paragonów, razem ⟦216\u00a0136,08@row('Перекрёсток').sum~row('Перекрёсток').sum!⟧ zł
Najmniej przez Лента: ⟦5@row('Лента').n⟧ paragonów, ⟦10\u00a0029,92@row('Лента').sum⟧ RUB
Miejsce zbiórki: parking. Koordynator: M. Nowak""", unit_note='roubles quoted as zloty'),
E('r_by_shop', 'invented', 'fr-FR logbook',
  """CARNET DE VOL — F-HNQX, escales par enseigne (RUB)
Перекрёсток : ⟦216\u202f136,08@row('Перекрёсток').sum⟧, ⟦95@row('Перекрёсток').n⟧ escales
ВкусВилл : ⟦152\u202f408,70@row('ВкусВилл').sum!⟧, ⟦61@row('ВкусВилл').n⟧ escales
Лента : ⟦10\u202f029,92@row('Лента').sum⟧, dernière du classement
Remarques : RAS."""),
E('r_by_shop', 'faithful', 'zh-CN audioguide',
  """🎧 语音导览 · 展厅 D1「我的钱花在哪里」
请看中间的展柜：Перекрёсток，合计 ⟦216,136.08@row('Перекрёсток').sum⟧ 卢布，⟦95@row('Перекрёсток').n⟧ 张小票，排名第一。
左侧是 ВкусВилл：⟦145,619.56@row('ВкусВилл').sum⟧ 卢布。最右边的 Лента 只有 ⟦10,029.92@row('Лента').sum⟧。
请继续前往下一个展厅。"""),
E('r_by_shop', 'faithful', 'de-DE qsl',
  """QSL — DK2NQX an R3NQ
Ausgaben je Geschäft (RUB):
Перекрёсток ⟦216.136,08@row('Перекрёсток').sum⟧ · ВкусВилл ⟦145.619,56@row('ВкусВилл').sum⟧ · АШАН ⟦106.458,44@row('АШАН').sum⟧
Am häufigsten: Перекрёсток mit ⟦95@row('Перекрёсток').n⟧ Einkäufen. Schlusslicht: Лента, ⟦10.029,92@row('Лента').sum⟧
Danke für das QSO!"""),
E('r_by_shop', 'faithful', 'en-US summit',
  """SUMMIT REGISTER — Spending Peak (RUB)
Top: Перекрёсток, ⟦216,136.08@row('Перекрёсток').sum⟧ over ⟦95@row('Перекрёсток').n⟧ visits
Second camp: ВкусВилл, ⟦145,619.56@row('ВкусВилл').sum⟧ (⟦61@row('ВкусВилл').n⟧ visits)
Base camp: Лента, ⟦10,029.92@row('Лента').sum⟧ (⟦5@row('Лента').n⟧ visits)
Weather: clear. — R. & L. Gray"""),
# ---------------------------------------------------------------- r_total_2025
E('r_total_2025', 'wrong_column', 'ru-RU audioguide',
  """🎧 Аудиогид — зал N, «Расходы 2025 года»
Перед вами итог: ⟦246\u00a0665,21@sum⟧ ₽ за ⟦86@n⟧ покупок.
Средний чек — ⟦2868,20@avg⟧ ₽, а самый крупный — ⟦2868,20@max~avg!⟧ ₽.
Пройдите в следующий зал."""),
E('r_total_2025', 'miscomputed', 'pl-PL sewing',
  """WYKRÓJ — „Wydatki 2025”, rozmiar M
Cały materiał: ⟦246\u00a0665,21@sum⟧ RUB, ⟦86@n⟧ paragonów, średnio ⟦2868,20@avg⟧
Odcinamy największy kawałek (⟦13\u00a0153,34@max⟧): średnia reszty to ⟦2774,20@(sum-max)/(n-1)!⟧ RUB
Zapas na szwy wliczony."""),
E('r_total_2025', 'misrounded', 'zh-CN logbook',
  """飞行日志 · 2025年（截至目前）
航段：⟦86@n⟧ 张小票
总航程（总支出）：⟦246,666@sum!⟧ 卢布
平均每段：⟦2,868.20@avg⟧ 卢布；最长一段：⟦13,153.34@max⟧ 卢布
机长签字：陈"""),
E('r_total_2025', 'faithful', 'pt-BR carelabel',
  """ETIQUETA DE CUIDADOS — "Gastos 2025"
Total: ⟦246.665,21@sum⟧ rublos · ⟦86@n⟧ cupons
Média por cupom: ⟦2.868,20@avg⟧ rublos · Maior: ⟦13.153,34@max⟧
Lavar à mão · Não usar alvejante"""),
E('r_total_2025', 'faithful', 'it-IT firedrill',
  """VERBALE PROVA DI EVACUAZIONE — Spese 2025
Scontrini evacuati: ⟦86@n⟧ · Totale: ⟦246.665,21@sum⟧ rubli
Scontrino medio: ⟦2.868,2@avg⟧ rubli · il più pesante: ⟦13.153,34@max⟧
Punto di raccolta: atrio. Responsabile: G. Ferri"""),
E('r_total_2025', 'faithful', 'ja-JP sleeve',
  """ライナーノーツ『2025年の買い物』
収録：レシート ⟦86@n⟧ 枚
トータル ⟦246,665.21@sum⟧ ルーブル、平均 ⟦2,868.2@avg⟧ ルーブル
最長トラック：⟦13,153.34@max⟧ ルーブル"""),
# ---------------------------------------------------------------- r_top_items
E('r_top_items', 'invented', 'pl-PL carelabel',
  f"""METKA — „Najdroższe produkty”
Красный Октябрь (192 г): ⟦21\u00a0480,62@{KO}.sum⟧ RUB
Сосиски Молочные Останкино: ⟦18\u00a0920,15@row('Сосиски').sum!⟧ RUB, ⟦41@row('Сосиски').n⟧ zakupów
Кофе Lavazza: ⟦14\u00a0994,78@row('Кофе').sum⟧ RUB
Prać ręcznie · Nie wybielać"""),
E('r_top_items', 'coincidental', 'ru-RU obituary',
  f"""НЕКРОЛОГ
С прискорбием сообщаем: коробка «Коркунов» 192 г съедена.
За всё время на неё ушло ⟦16\u00a0036,44@{KK}.sum!⟧ ₽, ⟦25@{KK}.n⟧ покупок.
Её старшая сестра «Красный Октябрь» (⟦21\u00a0480,62@{KO}.sum⟧ ₽) безутешна."""),
E('r_top_items', 'misrounded', 'en-GB summit',
  f"""SUMMIT REGISTER — Grocery Peaks (RUB)
Highest: Красный Октябрь 192 г, ⟦21,480.62@{KO}.sum⟧
Second: Подгузники Merries 54 шт, ⟦20,886@row('Подгузники').sum!⟧ over ⟦10@row('Подгузники').n⟧ purchases
Eighth and last on the list: Кофе Lavazza 250 г, ⟦14,994.78@row('Кофе').sum⟧
Weather fine. — A. Shaw"""),
E('r_top_items', 'faithful', 'es-ES firedrill',
  f"""INFORME DE SIMULACRO — Productos con más gasto (RUB)
Primera salida: Красный Октябрь, ⟦21.480,62@{KO}.sum⟧ en ⟦25@{KO}.n⟧ compras
Más veces evacuado: Сосиски Останкино, ⟦41@row('Сосиски').n⟧ compras, ⟦17.794,42@row('Сосиски').sum⟧
Último de la lista: Кофе Lavazza, ⟦14.994,78@row('Кофе').sum⟧
Mostrados ⟦8@len(T)⟧ de ⟦209@R.total_rows⟧ productos. Responsable: A. Gil"""),
E('r_top_items', 'faithful', 'zh-CN audioguide',
  f"""🎧 语音导览 · 展厅 E2「花钱最多的商品」
第一件展品：Красный Октябрь 巧克力，⟦21,480.62@{KO}.sum⟧ 卢布。
第二件：Подгузники 纸尿裤，⟦20,886.90@row('Подгузники').sum⟧ 卢布，只买了 ⟦10@row('Подгузники').n⟧ 次。
购买次数最多的是 Сосиски：⟦41@row('Сосиски').n⟧ 次。请继续参观。"""),
E('r_top_items', 'faithful', 'pt-BR pacenotes',
  """PE Mercado — notas
Красный Октябрь ⟦21.480,62@row('Конфеты шоколадные ассорти Красный').sum⟧, longa, acelera
Подгузники ⟦20.886,90@row('Подгузники').sum⟧, só ⟦10@row('Подгузники').n⟧ passagens
Сыр Российский ⟦16.036,41@row('Сыр').sum⟧, ⟦39@row('Сыр').n⟧ passagens, cuidado
chegada: Кофе ⟦14.994,78@row('Кофе').sum⟧"""),
]
