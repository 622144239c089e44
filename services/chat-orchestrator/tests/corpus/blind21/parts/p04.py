"""Receipts (r_latest ... r_top_items). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- r_latest
E('r_latest', 'wrong_row', 'pl-PL metar',
  """METAR PARAGONY 18:00Z VRB02KT CAVOK
RMK ⟦29.06@D:2025-06-29⟧ Азбука вкуса ⟦13\u00a0153,34@T[0].total⟧ RUB
RMK ⟦26.06@D:2025-06-26⟧ Дикси ⟦770,93@T[1].total~T[7].total!⟧ RUB NOSIG="""),
E('r_latest', 'invented', 'es-ES astro',
  """CUADERNO DE OBSERVACIÓN — tiques recientes
⟦23/06@D:2025-06-23⟧, 17:43 — АШАН: ⟦1.694,12@T[3].total!⟧ RUB
⟦29/06@D:2025-06-29⟧, 08:12 — Азбука вкуса: ⟦13.153,34@T[0].total⟧ RUB, el objeto más brillante
Seeing: Antoniadi I."""),
E('r_latest', 'derived', 'zh-CN socratic',
  """苏格拉底：最近八张小票里，你在 Азбука вкуса 花了多少？
学生：⟦6月29日@D:2025-06-29⟧ ⟦13,153.34@T[0].total⟧，⟦6月11日@D:2025-06-11⟧ ⟦6,757.91@T[6].total⟧。
苏格拉底：合起来呢？
学生：我自己加了一下：⟦19,911.25@T[0].total+T[6].total!⟧ 卢布。"""),
E('r_latest', 'faithful', 'ru-RU parcel',
  """Отслеживание: последние 8 чеков
⟦29.06@D:2025-06-29⟧ 08:12 — Азбука вкуса, ⟦13\u00a0153,34@T[0].total⟧ ₽ (крупнейший)
⟦26.06@D:2025-06-26⟧ 16:40 — Дикси, ⟦984,21@T[1].total⟧ ₽
⟦26.06@D:2025-06-26⟧ 12:10 — Перекрёсток, ⟦738,76@T[2].total⟧ ₽
⟦10.06@D:2025-06-10⟧ 16:47 — Магнит, ⟦770,93@T[7].total⟧ ₽ (самый ранний из восьми)"""),
E('r_latest', 'faithful', 'it-IT setlist',
  """SCALETTA — ultimi 8 scontrini
1. Азбука вкуса — ⟦13.153,34@T[0].total⟧ (⟦29 giugno@D:2025-06-29⟧)
2. Дикси — ⟦984,21@T[1].total⟧ (⟦26 giugno@D:2025-06-26⟧)
3. Перекрёсток — ⟦738,76@T[2].total⟧ (stesso giorno)
4. АШАН — ⟦1.782,97@T[3].total⟧ (⟦23 giugno@D:2025-06-23⟧)
…
8. Магнит — ⟦770,93@T[7].total⟧ (⟦10 giugno@D:2025-06-10⟧)"""),
E('r_latest', 'faithful', 'en-GB nursery',
  """Sing a song of sixpence, a pocket full of roubles:
⟦13,153.34@T[0].total⟧ at Азбука вкуса on ⟦29 June@D:2025-06-29⟧ — the biggest, no troubles;
Перекрёсток three times among the eight, the smallest ⟦738.76@T[2].total⟧,
and Магнит on ⟦10 June@D:2025-06-10⟧, ⟦770.93@T[7].total⟧, the oldest in the mix."""),
# ---------------------------------------------------------------- r_by_shop
E('r_by_shop', 'wrong_row', 'pl-PL standings',
  """TABELA LIGI ZAKUPÓW (suma ₽ — liczba paragonów)
1. Перекрёсток — ⟦216\u00a0136,08@row('Перекрёсток').sum⟧ — ⟦95@row('Перекрёсток').n⟧
2. ВкусВилл — ⟦145\u00a0619,56@row('ВкусВилл').sum⟧ — ⟦61@row('ВкусВилл').n⟧
3. АШАН — ⟦106\u00a0458,44@row('АШАН').sum⟧ — ⟦36@row('АШАН').n~row('Магнит').n!⟧
…
8. Лента — ⟦10\u00a0029,92@row('Лента').sum⟧ (spadek)"""),
E('r_by_shop', 'miscomputed', 'nl-NL kanban',
  """KANBANBORD — boodschappen
KLAAR #12: ВкусВилл, ⟦61@row('ВкусВилл').n⟧ bonnen, samen ⟦145.619,56@row('ВкусВилл').sum⟧ ₽
KLAAR #13: gemiddeld per bon ⟦2.378,21@row('ВкусВилл').sum/row('ВкусВилл').n!⟧ ₽
TE DOEN #14: Лента (⟦5@row('Лента').n⟧ bonnen) nakijken""",
  allow=['12', '13', '14']),
E('r_by_shop', 'wrong_unit', 'ja-JP nursery',
  """ぞうさん ぞうさん おかいものが ながいのね
そうよ Перекрёсток で ⟦216,136.08@row('Перекрёсток').sum~row('Перекрёсток').sum!⟧円
⟦95@row('Перекрёсток').n⟧まいの レシートも いちばん おおいのよ""",
  unit_note='roubles quoted as yen'),
E('r_by_shop', 'invented', 'ru-RU trail',
  """ПУТЕВОДИТЕЛЬ ПО МАГАЗИННОЙ ТРОПЕ (⟦8@R.total_rows⟧ стоянок)
Вершина: Перекрёсток, ⟦216\u00a0136,08@row('Перекрёсток').sum⟧ ₽ за ⟦95@row('Перекрёсток').n⟧ визитов.
Привал: Пятёрочка, ⟦31\u00a0840,27@row('Пятёрочка').sum!⟧ ₽.
Спуск к Ленте: ⟦10\u00a0029,92@row('Лента').sum⟧ ₽ — последняя стоянка."""),
E('r_by_shop', 'faithful', 'zh-CN metar',
  """METAR 购物 18:00Z CAVOK
RMK 第一 Перекрёсток ⟦216,136.08@row('Перекрёсток').sum⟧ 卢布 ⟦95@row('Перекрёсток').n⟧ 张
RMK 末位 Лента ⟦10,029.92@row('Лента').sum⟧ 卢布 ⟦5@row('Лента').n⟧ 张 NOSIG="""),
E('r_by_shop', 'faithful', 'it-IT parcel',
  """Tracciamento spesa per negozio
▸ Перекрёсток: ⟦216.136,08@row('Перекрёсток').sum⟧ ₽ in ⟦95@row('Перекрёсток').n⟧ consegne — primo
▸ ВкусВилл: ⟦145.619,56@row('ВкусВилл').sum⟧ ₽ (⟦61@row('ВкусВилл').n⟧)
▸ АШАН: ⟦106.458,44@row('АШАН').sum⟧ ₽ (⟦56@row('АШАН').n⟧)
▸ Лента: ⟦10.029,92@row('Лента').sum⟧ ₽ (⟦5@row('Лента').n⟧) — ultimo degli ⟦8@R.total_rows⟧"""),
# ---------------------------------------------------------------- r_total_2025
E('r_total_2025', 'wrong_column', 'fr-FR taxform',
  """DÉCLARATION DES DÉPENSES — année 2025
1) Total des tickets ........ ⟦246\u202f665,21@sum⟧ RUB
2) Nombre de tickets ........ ⟦86@n⟧
3) Ticket moyen ............. ⟦13\u202f153,34@avg~max!⟧ RUB
Fait pour servir et valoir ce que de droit."""),
E('r_total_2025', 'misrounded', 'es-ES parcel',
  """SEGUIMIENTO DE ENVÍOS — compras 2025
▸ Envíos registrados: ⟦86@n⟧
▸ Importe total: ⟦246,6 mil@sum!⟧ RUB
▸ Ticket medio: ⟦2868,20@avg⟧ RUB
▸ El paquete más grande: ⟦13.153,34@max⟧ RUB"""),
E('r_total_2025', 'miscomputed', 'pl-PL standings',
  """TABELA 2025 — paragony
1. Suma ....................... ⟦246\u00a0665,21@sum⟧ ₽
2. Największy paragon ......... ⟦13\u00a0153,34@max⟧ ₽
3. Reszta (bez największego) .. ⟦233\u00a0611,87@sum-max!⟧ ₽
4. Liczba paragonów ........... ⟦86@n⟧"""),
E('r_total_2025', 'faithful', 'it-IT opera',
  """ATTO UNICO — «La spesa del 2025»
IL CONTABILE (basso): «Ottantasei scontrini! ⟦246.665,21@sum⟧ rubli!»
LA MOGLIE (soprano): «E in media?»
IL CONTABILE: «⟦2.868,20@avg⟧ — ma uno solo ne valeva ⟦13.153,34@max⟧!»"""),
E('r_total_2025', 'faithful', 'ru-RU setlist',
  """СЕТ-ЛИСТ «Траты 2025»
1. «Итого» — ⟦246\u00a0665,21@sum⟧ ₽
2. «⟦86@n⟧ чеков»
3. «Средний чек» — ⟦2868,20@avg⟧ ₽
БИС: «Самый большой» — ⟦13\u00a0153,34@max⟧ ₽"""),
E('r_total_2025', 'faithful', 'nl-NL trail',
  """WANDELGIDS „Uitgaven 2025”
Route: ⟦86@n⟧ bonnen, totale klim ⟦246.665,21@sum⟧ ₽.
Gemiddelde etappe: ⟦2.868,20@avg⟧ ₽. Hoogste top: ⟦13.153,34@max⟧ ₽.
Markering: groen-wit."""),
# ---------------------------------------------------------------- r_top_items
E('r_top_items', 'wrong_row', 'ja-JP setlist',
  """セットリスト：支出トップ商品
1. Конфеты «Красный Октябрь» — ⟦21,480.62@T[0].sum⟧
2. Подгузники Merries — ⟦17,794.42@T[1].sum~T[2].sum!⟧
3. Сосиски Останкино — ⟦41@T[2].n⟧回
アンコール：Кофе Lavazza ⟦14,994.78@T[7].sum⟧"""),
E('r_top_items', 'coincidental', 'de-DE parcel',
  """Sendungsverfolgung — Top-Produkte (8 von ⟦209@R.total_rows⟧)
▸ Konfekt »Красный Октябрь«: ⟦21.480,62@T[0].sum⟧ ₽, Platz eins
▸ Kaffee Lavazza 250 g: ⟦15.254@T[7].sum!⟧ ₽ — zugestellt
▸ Сыр Российский: ⟦16.036,41@T[4].sum⟧ ₽ in ⟦39@T[4].n⟧ Käufen"""),
E('r_top_items', 'derived', 'pl-PL opera',
  """AKT I, SCENA II — „Aria parówek”
СОСИСКИ (tenor): „Czterdzieści jeden razy mnie kupiłeś, za ⟦17\u00a0794,42@T[2].sum⟧ rubla!”
CHÓR (wyliczenie własne): „To średnio ⟦434,01@T[2].sum/T[2].n!⟧ za raz!”"""),
E('r_top_items', 'faithful', 'it-IT metar',
  """METAR SPESA 18:00Z CAVOK
RMK TOP Конфеты Красный Октябрь 192 г ⟦21.480,62@T[0].sum⟧ RUB ⟦25@T[0].n⟧ ACQUISTI
RMK SECONDO Подгузники Merries 54 шт ⟦20.886,90@T[1].sum⟧ RUB NOSIG="""),
E('r_top_items', 'faithful', 'ru-RU astro',
  """Журнал наблюдений: самые яркие покупки (8 из ⟦209@R.total_rows⟧)
Ярчайшая — Конфеты «Красный Октябрь» 192 г: ⟦21\u00a0480,62@T[0].sum⟧ ₽, ⟦25@T[0].n⟧ покупок.
Вторая — Подгузники Merries: ⟦20\u00a0886,90@T[1].sum⟧ ₽.
Восьмая — Кофе Lavazza: ⟦14\u00a0994,78@T[7].sum⟧ ₽."""),
E('r_top_items', 'faithful', 'zh-CN standings',
  """商品消费榜（前 8 / 共 ⟦209@R.total_rows⟧ 种）
1. Конфеты «Красный Октябрь» 192 г …… ⟦21,480.62@T[0].sum⟧ 卢布（⟦25@T[0].n⟧ 次）
2. Подгузники Merries …… ⟦20,886.90@T[1].sum⟧ 卢布（⟦10@T[1].n⟧ 次）
3. Сосиски Останкино …… ⟦17,794.42@T[2].sum⟧ 卢布（⟦41@T[2].n⟧ 次，最常买）"""),
]
