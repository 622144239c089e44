"""Receipts (r_latest ... r_top_items). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

KORK = "row('Конфеты шоколадные ассорти Коркунов')"
KRAS = "row('Конфеты шоколадные ассорти Красный')"

ENTRIES = [
# ---------------------------------------------------------------- r_latest
E('r_latest', 'wrong_row', 'fr-FR stocktake',
  """FICHE D'INVENTAIRE — derniers tickets (8 sur ⟦300@R.total_rows⟧)
Réf. | Date | Magasin | Montant (RUB)
A | ⟦29/06@D:2025-06-29⟧ | Азбука вкуса | ⟦13\u202f153,34@row('2025-06-29').total⟧
B | ⟦26/06@D:2025-06-26⟧ | Дикси | ⟦984,21@row('Дикси').total⟧
H | ⟦10/06@D:2025-06-10⟧ | Магнит | ⟦804,15@row('Магнит').total~row('2025-06-15').total!⟧
Inventaire arrêté, signé : C. Morel"""),
E('r_latest', 'coincidental', 'en-US snowreport',
  """SNOW REPORT — Receipt Mountain, latest 8 runs
⟦Jun 29@D:2025-06-29⟧, Азбука вкуса: ⟦13,153.34@row('2025-06-29').total⟧ RUB, deepest powder
⟦Jun 26@D:2025-06-26⟧, Дикси: ⟦1,782.95@row('Дикси').total!⟧ RUB
⟦Jun 26@D:2025-06-26⟧, Перекрёсток: ⟦738.76@row('2025-06-26T12').total⟧ RUB, thinnest cover
Runs on the whole mountain: ⟦300@R.total_rows⟧"""),
E('r_latest', 'derived', 'de-DE adoption',
  """ZUHAUSE GESUCHT — zwei Kassenbons von Азбука вкуса
Der Große: ⟦29.06.@D:2025-06-29⟧ um 08:12 — ⟦13.153,34@row('2025-06-29').total⟧ RUB
Der Kleine: ⟦11.06.@D:2025-06-11⟧ um 08:34 — ⟦6.757,91@row('2025-06-11T08').total⟧ RUB
Nur im Doppelpack: zusammen ⟦19.911,25@row('2025-06-29').total+row('2025-06-11T08').total!⟧ RUB (selbst addiert)"""),
E('r_latest', 'faithful', 'it-IT spellbook',
  """GRIMORIO DEGLI SCONTRINI — gli ultimi 8 incantesimi
Il più potente: Азбука вкуса, ⟦29/06@D:2025-06-29⟧, ⟦13.153,34@row('2025-06-29').total⟧ rubli
Il più debole: Перекрёсток, ⟦26/06@D:2025-06-26⟧ alle 12:10, ⟦738,76@row('2025-06-26T12').total⟧ rubli
Il più antico: Магнит, ⟦10/06@D:2025-06-10⟧, ⟦770,93@row('Магнит').total⟧ rubli
Scontrini nel libro: ⟦300@R.total_rows⟧"""),
E('r_latest', 'faithful', 'ja-JP seating',
  """披露宴席次表　最新レシート8枚
主賓席：⟦6月29日@D:2025-06-29⟧ Азбука вкуса ⟦13,153.34@row('2025-06-29').total⟧ルーブル
友人席：⟦6月23日@D:2025-06-23⟧ АШАН ⟦1,782.97@row('АШАН').total⟧ルーブル
末席：⟦6月26日@D:2025-06-26⟧ Перекрёсток ⟦738.76@row('2025-06-26T12').total⟧ルーブル
（全⟦300@R.total_rows⟧件中）"""),
E('r_latest', 'faithful', 'ru-RU queueboard',
  """ТАБЛО ОЧЕРЕДЕЙ · последние 8 чеков
08:12 ⟦29 июня@D:2025-06-29⟧ — Азбука вкуса, ⟦13\u00a0153,34@row('2025-06-29').total⟧ ₽
16:40 ⟦26 июня@D:2025-06-26⟧ — Дикси, ⟦984,21@row('Дикси').total⟧ ₽
17:43 ⟦23 июня@D:2025-06-23⟧ — АШАН, ⟦1782,97@row('АШАН').total⟧ ₽
Перекрёсток в списке трижды."""),
# ---------------------------------------------------------------- r_by_shop
E('r_by_shop', 'wrong_row', 'en-US planting',
  """PLANTING CALENDAR — where the roubles grow
Перекрёсток bed: ⟦216,136.08@row('Перекрёсток').sum⟧ RUB over ⟦95@row('Перекрёсток').n⟧ visits (main crop)
ВкусВилл bed: ⟦145,619.56@row('ВкусВилл').sum⟧ RUB
АШАН bed: ⟦106,458.44@row('АШАН').sum⟧ RUB over ⟦61@row('АШАН').n~row('ВкусВилл').n!⟧ visits
Лента: fallow, ⟦10,029.92@row('Лента').sum⟧ RUB"""),
E('r_by_shop', 'wrong_unit', 'pt-BR beekeeping',
  """CADERNO DO APIÁRIO — onde o mel (dinheiro) é colhido
Colmeia Перекрёсток: R$ ⟦216.136,08@row('Перекрёсток').sum~row('Перекрёсток').sum!⟧ em ⟦95@row('Перекрёсток').n⟧ visitas
Colmeia ВкусВилл: ⟦61@row('ВкусВилл').n⟧ visitas
Colmeia Лента: a mais fraca, só ⟦5@row('Лента').n⟧ visitas""",
  unit_note='roubles quoted as Brazilian reais'),
E('r_by_shop', 'miscomputed', 'zh-CN telemetry',
  """遥测帧 · 按商店汇总消费（卢布）
CH1 Перекрёсток  SUM=⟦216,136.08@row('Перекрёсток').sum⟧  N=⟦95@row('Перекрёсток').n⟧
CH2 ВкусВилл     SUM=⟦145,619.56@row('ВкусВилл').sum⟧  N=⟦61@row('ВкусВилл').n⟧
CH1 单次平均 = ⟦2,257.12@row('Перекрёсток').sum/row('Перекрёсток').n!⟧（地面站自算）"""),
E('r_by_shop', 'faithful', 'fr-FR snowreport',
  """BULLETIN NEIGE — domaine « Courses », cumul par enseigne
Piste Перекрёсток : ⟦216\u202f136,08@row('Перекрёсток').sum⟧ RUB, ⟦95@row('Перекрёсток').n⟧ passages, la plus enneigée
Piste ВкусВилл : ⟦145\u202f619,56@row('ВкусВилл').sum⟧ RUB
Piste Лента : ⟦10\u202f029,92@row('Лента').sum⟧ RUB, ⟦5@row('Лента').n⟧ passages, presque à nu"""),
E('r_by_shop', 'faithful', 'ja-JP seating',
  """席次表　お店別の支出
高砂：Перекрёсток ⟦216,136.08@row('Перекрёсток').sum⟧ルーブル（⟦95@row('Перекрёсток').n⟧回）
主賓：ВкусВилл ⟦145,619.56@row('ВкусВилл').sum⟧ルーブル（⟦61@row('ВкусВилл').n⟧回）
来賓：АШАН ⟦106,458.44@row('АШАН').sum⟧ルーブル（⟦56@row('АШАН').n⟧回）
末席：Лента ⟦10,029.92@row('Лента').sum⟧ルーブル"""),
E('r_by_shop', 'faithful', 'de-DE birding',
  """BEOBACHTUNGSBOGEN — Ausgaben nach Geschäft
☑ Перекрёсток: ⟦216.136,08@row('Перекрёсток').sum⟧ RUB, ⟦95@row('Перекрёсток').n⟧ Sichtungen (häufigste Art)
☑ Магнит: ⟦85.375,03@row('Магнит').sum⟧ RUB, ⟦36@row('Магнит').n⟧ Sichtungen
☑ Лента: ⟦10.029,92@row('Лента').sum⟧ RUB, nur ⟦5@row('Лента').n⟧ Sichtungen
Wetter: bewölkt"""),
# ---------------------------------------------------------------- r_total_2025
E('r_total_2025', 'wrong_column', 'pl-PL seating',
  """PLAN STOŁÓW — wydatki 2025
Stół główny (suma): ⟦246\u00a0665,21@sum⟧ RUB
Stół gości (liczba paragonów): ⟦86@n⟧
Stół średniaków (średni paragon): ⟦13\u00a0153,34@avg~max!⟧ RUB
Prosimy o zajmowanie miejsc."""),
E('r_total_2025', 'invented', 'es-ES queueboard',
  """PARQUE NQ — COLAS DEL GASTO 2025
Atracción «Total del año»: ⟦238.412,50@sum!⟧ RUB
Tickets en la fila: ⟦86@n⟧
Ticket medio: ⟦2868,20@avg⟧ RUB · el más largo: ⟦13.153,34@max⟧ RUB"""),
E('r_total_2025', 'derived', 'ja-JP stocktake',
  """棚卸表　2025年（年初から）の支出
合計 | ⟦246,665.21@sum⟧ルーブル
件数 | ⟦86@n⟧件
最大の一枚 | ⟦13,153.34@max⟧ルーブル
最大を除いた合計 | ⟦233,511.87@sum-max!⟧ルーブル（自分で計算）"""),
E('r_total_2025', 'faithful', 'it-IT beekeeping',
  """REGISTRO DELL'APIARIO — raccolto 2025
Miele totale (spesa): ⟦246.665,21@sum⟧ rubli
Visite all'alveare (scontrini): ⟦86@n⟧
Resa media per visita: ⟦2.868,20@avg⟧ rubli · favo più pesante: ⟦13.153,34@max⟧"""),
E('r_total_2025', 'faithful', 'ru-RU snowreport',
  """СНЕЖНЫЙ БЮЛЛЕТЕНЬ · траты за 2025 год
Выпало всего: ⟦246\u00a0665,21@sum⟧ ₽
Снегопадов (чеков): ⟦86@n⟧
Средний слой: ⟦2868,20@avg⟧ ₽, максимум за раз: ⟦13\u00a0153,34@max⟧ ₽"""),
E('r_total_2025', 'faithful', 'zh-CN carpool',
  """拼车报名表 · 2025年消费
司机"总额"：⟦246,665.21@sum⟧ 卢布
乘客人数（小票）：⟦86@n⟧ 张
平均每张：⟦2,868.20@avg⟧ 卢布；最大一张：⟦13,153.34@max⟧ 卢布
集合时间 08:00"""),
# ---------------------------------------------------------------- r_top_items
E('r_top_items', 'wrong_row', 'fr-FR poker',
  """Historique de main #NQ-CARTS — top 8 des produits
Tapis max : Конфеты Красный Октябрь, ⟦21\u202f480,62@""" + KRAS + """.sum⟧ RUB (⟦25@""" + KRAS + """.n⟧ achats)
Deuxième : Подгузники Merries, ⟦20\u202f886,90@row('Подгузники').sum⟧ RUB
Dernière place : Кофе Lavazza, ⟦15\u202f256,64@row('Кофе').sum~""" + KORK + """.sum!⟧ RUB"""),
E('r_top_items', 'coincidental', 'zh-CN beekeeping',
  """养蜂日志 · 花蜜（消费）排行前8
Конфеты Красный Октябрь：⟦21,480.62@""" + KRAS + """.sum⟧ 卢布，采蜜⟦25@""" + KRAS + """.n⟧次
Свинина карбонад：⟦16,001.45@row('Свинина').sum!⟧ 卢布
Сосиски Останкино：采蜜⟦41@row('Сосиски').n⟧次，最勤快
蜂群健康"""),
E('r_top_items', 'miscomputed', 'pl-PL spellbook',
  """KSIĘGA ZAKLĘĆ — top 8 produktów
Zaklęcie „Подгузники Merries 54 шт”: ⟦20\u00a0886,90@row('Подгузники').sum⟧ RUB w ⟦10@row('Подгузники').n⟧ zakupach
Średnio na zakup: ⟦1988,69@row('Подгузники').sum/row('Подгузники').n!⟧ RUB (liczone ręcznie)
Najczęściej rzucane: Сосиски, ⟦41@row('Сосиски').n⟧ razy"""),
E('r_top_items', 'faithful', 'ja-JP planting',
  """家庭菜園カレンダー　よく買う品目トップ8
春まき：Конфеты Красный Октябрь ⟦21,480.62@""" + KRAS + """.sum⟧ルーブル（⟦25@""" + KRAS + """.n⟧回）
夏まき：Подгузники Merries ⟦20,886.90@row('Подгузники').sum⟧ルーブル（⟦10@row('Подгузники').n⟧回）
秋まき：Сосиски Останкино ⟦17,794.42@row('Сосиски').sum⟧ルーブル（⟦41@row('Сосиски').n⟧回、最多）"""),
E('r_top_items', 'faithful', 'en-US telemetry',
  """TLM DOWNLINK — TOP SPEND ITEMS (RUB)
ITM-A  Конфеты Красный Октябрь 192 г  SUM=⟦21,480.62@""" + KRAS + """.sum⟧  N=⟦25@""" + KRAS + """.n⟧
ITM-B  Подгузники Merries 54 шт  SUM=⟦20,886.90@row('Подгузники').sum⟧  N=⟦10@row('Подгузники').n⟧
ITM-H  Кофе Lavazza  SUM=⟦14,994.78@row('Кофе').sum⟧  N=⟦22@row('Кофе').n⟧
STATUS: 8 OF ⟦209@R.total_rows⟧ GROUPS RECEIVED"""),
E('r_top_items', 'faithful', 'pt-BR queueboard',
  """PARQUE NQ — FILAS DOS PRODUTOS (top 8)
🎢 Конфеты Красный Октябрь: ⟦21.480,62@""" + KRAS + """.sum⟧ RUB, ⟦25@""" + KRAS + """.n⟧ compras
🎠 Сыр Российский: ⟦16.036,41@row('Сыр').sum⟧ RUB, ⟦39@row('Сыр').n⟧ compras
🚂 Кофе Lavazza: ⟦14.994,78@row('Кофе').sum⟧ RUB, ⟦22@row('Кофе').n⟧ compras
Fila mais longa: Сосиски, ⟦41@row('Сосиски').n⟧ compras"""),
]
