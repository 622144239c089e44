"""Receipts (r_latest, r_by_shop, r_total_2025, r_top_items). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- r_latest
E('r_latest', 'wrong_row', 'it-IT sonar',
  """GIORNALE SONAR — sommergibile «Scontrini», ultimi 8 contatti
08:12 contatto S1: Азбука вкуса, ⟦13.153,34@row('2025-06-29').total⟧ RUB — il più grosso
16:40 contatto S2: Дикси, ⟦1.782,97@row('Дикси').total~row('АШАН').total!⟧ RUB
16:47 contatto S3: Магнит, ⟦770,93@row('Магнит').total⟧ RUB, il più vecchio
Nessun rumore anomalo."""),
E('r_latest', 'coincidental', 'en-US tailor',
  """MEASUREMENT CARD — client: latest 8 receipts (RUB)
Chest (largest): Азбука вкуса, ⟦13,153.34@row('2025-06-29').total⟧ on ⟦6/29@D:2025-06-29⟧
Waist: Дикси, ⟦937@row('Дикси').total!⟧ on ⟦6/26@D:2025-06-26⟧
Cuff (smallest): Перекрёсток, ⟦738.76@row('2025-06-26T12').total⟧
Tailor's note: three Перекрёсток fittings this month."""),
E('r_latest', 'derived', 'ru-RU ranger',
  """РАПОРТ ЛЕСНИЧЕГО — акт IR0629, обход последних 8 чеков
Крупнейший след: Азбука вкуса, ⟦13\u00a0153,34@row('2025-06-29').total⟧ ₽ (⟦29 июня@D:2025-06-29⟧)
Ещё один там же ⟦11 июня@D:2025-06-11⟧: ⟦6757,91@row('2025-06-11T08').total⟧ ₽
Вместе по Азбуке вкуса — ⟦19\u00a0911,25@row('2025-06-29').total+row('2025-06-11T08').total!⟧ ₽ (мой подсчёт, в отчёте этой суммы нет)
Нарушений нет."""),
E('r_latest', 'faithful', 'es-ES barber',
  """BARBERÍA — TARIFAS SEGÚN SUS ÚLTIMOS 8 TIQUES (RUB)
Азбука вкуса, ⟦29/06@D:2025-06-29⟧ ..... ⟦13.153,34@row('2025-06-29').total⟧
Дикси, ⟦26/06@D:2025-06-26⟧ ............ ⟦984,21@row('Дикси').total⟧
АШАН, ⟦23/06@D:2025-06-23⟧ ............. ⟦1782,97@row('АШАН').total⟧
Магнит, ⟦10/06@D:2025-06-10⟧ ........... ⟦770,93@row('Магнит').total⟧
Se aceptan rublos."""),
E('r_latest', 'faithful', 'ja-JP florist',
  """花屋 注文票 ― 最近のレシート ⟦8@R.rows.__len__()⟧件
⟦6月29日@D:2025-06-29⟧ Азбука вкуса：⟦13,153.34@row('2025-06-29').total⟧ルーブル（最高額）
⟦6月26日@D:2025-06-26⟧ Перекрёсток：⟦738.76@row('2025-06-26T12').total⟧ルーブル（最少額）
⟦6月10日@D:2025-06-10⟧ Магнит：⟦770.93@row('Магнит').total⟧ルーブル（いちばん古い）
お届け：午前中"""),
E('r_latest', 'faithful', 'fr-FR dive',
  """CARNET DE PLONGÉE — site « Derniers tickets », plongée P8
Immersion 08:12 · sortie 08:40
Plus profond : Азбука вкуса, ⟦13\u202f153,34@row('2025-06-29').total⟧ ₽ le ⟦29 juin@D:2025-06-29⟧
Palier : АШАН, ⟦1\u202f782,97@row('АШАН').total⟧ ₽ le ⟦23 juin@D:2025-06-23⟧
Trois remontées chez Перекрёсток. Binôme : Chloé"""),
# ---------------------------------------------------------------- r_by_shop
E('r_by_shop', 'wrong_unit', 'pl-PL tattoo',
  """WZORNIK TATUAŻY — studio NQ, seria „Sklepy”
✶ Перекрёсток: ⟦216\u00a0136,08@row('Перекрёсток').sum⟧ rubli, ⟦95@row('Перекрёсток').n⟧ wizyt — wzór główny
✶ ВкусВилл: ⟦145\u00a0619,56@row('ВкусВилл').sum⟧ rubli
✶ АШАН: ⟦106\u00a0458,44@row('АШАН').sum~row('АШАН').sum!⟧ zł
Tylko po konsultacji.""", unit_note='roubles quoted as zloty'),
E('r_by_shop', 'miscomputed', 'de-DE ranger',
  """EINSATZBERICHT PARKRANGER — Vorgang IR0036, Einkäufe nach Laden
Перекрёсток vorn: ⟦216.136,08@row('Перекрёсток').sum⟧ RUB bei ⟦95@row('Перекрёсток').n⟧ Bons
Магнит: ⟦85.375,03@row('Магнит').sum⟧ RUB bei ⟦36@row('Магнит').n⟧ Bons, also ⟦2.317,53@row('Магнит').sum/row('Магнит').n!⟧ RUB je Bon
Keine Verletzten. Ranger: B. Hoffmann"""),
E('r_by_shop', 'wrong_row', 'fr-FR falconry',
  """CARNET DE FAUCONNERIE — autour « Dépenses par magasin »
Plus longue chasse : Перекрёсток, ⟦216\u202f136,08@row('Перекрёсток').sum⟧ RUB en ⟦95@row('Перекрёсток').n⟧ sorties
АШАН : ⟦106\u202f458,44@row('АШАН').sum⟧ RUB en ⟦61@row('АШАН').n~row('ВкусВилл').n!⟧ sorties
Лента ferme la marche : ⟦10\u202f029,92@row('Лента').sum⟧ RUB
Oiseau en forme."""),
E('r_by_shop', 'faithful', 'zh-CN tailor',
  """量体卡 · 客户：按商店的消费
Перекрёсток：⟦216,136.08@row('Перекрёсток').sum⟧ 卢布，⟦95@row('Перекрёсток').n⟧ 次
ВкусВилл：⟦145,619.56@row('ВкусВилл').sum⟧ 卢布，⟦61@row('ВкусВилл').n⟧ 次
АШАН：⟦106,458.44@row('АШАН').sum⟧ 卢布，⟦56@row('АШАН').n⟧ 次
裁缝备注：共 ⟦8@R.rows.__len__()⟧ 家店，Лента 最少"""),
E('r_by_shop', 'faithful', 'es-ES kiln',
  """REGISTRO DEL HORNO — horno H1, hornada «Tiendas»
09:00 Перекрёсток: ⟦216.136,08@row('Перекрёсток').sum⟧ RUB
11:30 ВкусВилл: ⟦145.619,56@row('ВкусВилл').sum⟧ RUB
14:00 Дикси: ⟦61.984,60@row('Дикси').sum⟧ RUB, ⟦27@row('Дикси').n⟧ tiques
17:45 Лента: ⟦10.029,92@row('Лента').sum⟧ RUB, la última
Sin grietas."""),
E('r_by_shop', 'faithful', 'nl-NL barber',
  """KAPSALON — PRIJSBORD PER WINKEL (RUB, alle bonnen)
Перекрёсток ...... ⟦216.136,08@row('Перекрёсток').sum⟧ (⟦95@row('Перекрёсток').n⟧×)
ВкусВилл ......... ⟦145.619,56@row('ВкусВилл').sum⟧ (⟦61@row('ВкусВилл').n⟧×)
АШАН ............. ⟦106.458,44@row('АШАН').sum⟧ (⟦56@row('АШАН').n⟧×)
Магнит ........... ⟦85.375,03@row('Магнит').sum⟧ (⟦36@row('Магнит').n⟧×)
Alleen pinnen."""),
# ---------------------------------------------------------------- r_total_2025
E('r_total_2025', 'wrong_column', 'it-IT carnival',
  """GIOSTRA «SPESA 2025» — biglietteria
Giri fatti: ⟦86@n⟧ scontrini
Incasso totale: ⟦246.665,21@sum⟧ rubli
Il giro più caro: ⟦2.868,20@max~avg!⟧ rubli
Vietato salire con il gelato!"""),
E('r_total_2025', 'misrounded', 'zh-CN tailor',
  """量体卡 · 客户：2025年消费
总长（总额）：⟦246,665.21@sum⟧ 卢布
件数：⟦86@n⟧ 张小票
平均：⟦2,868.21@avg!⟧ 卢布
最长一件：⟦13,153.34@max⟧ 卢布
裁缝：老周"""),
E('r_total_2025', 'invented', 'ru-RU kiln',
  """ЖУРНАЛ ОБЖИГА — печь K5, садка «Расходы 2025»
08:30 загрузка: ⟦86@n⟧ чеков
15:00 выход: всего ⟦251\u00a0408,77@sum!⟧ ₽, средний чек ⟦2868,2@avg⟧ ₽
Обжигальщик: Лебедев"""),
E('r_total_2025', 'faithful', 'nl-NL falconry',
  """VALKENIERSDAGBOEK — slechtvalk „Uitgaven 2025”
Vluchten (bonnen): ⟦86@n⟧
Totale buit: ⟦246.665,21@sum⟧ roebel
Gemiddeld per vlucht: ⟦2.868,20@avg⟧ roebel; grootste prooi ⟦13.153,34@max⟧
Vogel op gewicht."""),
E('r_total_2025', 'faithful', 'en-US barber',
  """BARBERSHOP PRICE BOARD — 2025 to date (RUB)
Total spend ............ ⟦246,665.21@sum⟧
Receipts ............... ⟦86@n⟧
Average receipt ........ ⟦2,868.20@avg⟧
Biggest single ticket .. ⟦13,153.34@max⟧
Cash or card. No appointment needed."""),
E('r_total_2025', 'faithful', 'en-GB laundromat',
  """LAUNDERETTE NOTICE — your 2025 spending so far
Total: ⟦246,665.21@sum⟧ roubles over ⟦86@n⟧ receipts
Average per receipt: ⟦2,868.2@avg⟧ roubles
Largest: ⟦13,153.34@max⟧ roubles
Last wash 21:30. Please take your socks."""),
# ---------------------------------------------------------------- r_top_items
E('r_top_items', 'wrong_row', 'es-ES falconry',
  """DIARIO DE CETRERÍA — azor «Productos», 8 presas principales
Mayor presa: bombones Красный Октябрь, ⟦21.480,62@row('Конфеты шоколадные ассорти Красный').sum⟧ RUB
Segunda: pañales Merries, ⟦20.886,90@row('Подгузники').sum⟧ RUB
Фарш из индейки Индилайт: ⟦16.036,41@row('Фарш').sum~row('Сыр').sum!⟧ RUB
Peso estable."""),
E('r_top_items', 'coincidental', 'ja-JP tattoo',
  """タトゥー・フラッシュシート ― 商品別（購入額トップ8）
◆ Красный Октябрь：⟦21,480.62@row('Конфеты шоколадные ассорти Красный').sum⟧ルーブル（⟦25@row('Конфеты шоколадные ассорти Красный').n⟧回）
◆ Сосиски Останкино：⟦17,794.42@row('Сосиски').sum⟧ルーブル（⟦41@row('Сосиски').n⟧回、最多）
◆ Кофе Lavazza：⟦14,994.78@row('Кофе').sum⟧ルーブル（⟦26@row('Кофе').n!⟧回）
予約制・未成年不可"""),
E('r_top_items', 'wrong_unit', 'fr-FR kiln',
  """JOURNAL DE CUISSON — four F1, fournée « Produits »
08:00 enfournement : ⟦8@R.rows.__len__()⟧ produits
12:30 Конфеты Красный Октябрь : ⟦21\u202f480,62@row('Конфеты шоколадные ассорти Красный').sum⟧ RUB
15:10 Подгузники Merries : ⟦20\u202f886,90@row('Подгузники').sum~row('Подгузники').sum!⟧ €
Défournement sans casse.""", unit_note='roubles quoted as euros'),
E('r_top_items', 'faithful', 'pl-PL dive',
  """LOG NURKOWY — miejsce „Zakupy”, nurkowanie N8
Zejście 09:10 · wyjście 09:52
Najgłębiej: cukierki Красный Октябрь, ⟦21\u00a0480,62@row('Конфеты шоколадные ассорти Красный').sum⟧ rubli
Potem pieluchy Merries: ⟦20\u00a0886,90@row('Подгузники').sum⟧ rubli
Najczęściej: parówki Останкино, ⟦41@row('Сосиски').n⟧ razy. Partner: Ola"""),
E('r_top_items', 'faithful', 'en-GB carnival',
  """RIDE SIGN — THE SHOPPING SWING (top 8 products)
Top seat: Красный Октябрь chocolates, ⟦21,480.62@row('Конфеты шоколадные ассорти Красный').sum⟧ roubles
Runner-up: Merries nappies, ⟦20,886.90@row('Подгузники').sum⟧ roubles over ⟦10@row('Подгузники').n⟧ purchases
Most rides: Останкино sausages, ⟦41@row('Сосиски').n⟧ times
No food on the ride!"""),
E('r_top_items', 'faithful', 'zh-CN sonar',
  """声呐值班日志 · 「商品开销」前8
01:10 接触 S1：Красный Октябрь 巧克力 ⟦21,480.62@row('Конфеты шоколадные ассорти Красный').sum⟧ 卢布
01:25 接触 S2：Свинина карбонад ⟦16,536.40@row('Свинина').sum⟧ 卢布，⟦20@row('Свинина').n⟧ 次
01:40 接触 S3：Кофе Lavazza ⟦14,994.78@row('Кофе').sum⟧ 卢布，排第八
值更员：刘"""),
]
