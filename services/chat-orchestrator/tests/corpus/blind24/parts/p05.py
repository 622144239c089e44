"""Receipts (r_latest ... r_top_items). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

KO = "row('Конфеты шоколадные ассорти Красный')"

ENTRIES = [
# ---------------------------------------------------------------- r_latest
E('r_latest', 'coincidental', 'pl-PL orgchart',
  """SCHEMAT ORGANIZACYJNY — ostatnie paragony
Prezes: Азбука вкуса, ⟦29.06@D:2025-06-29⟧, ⟦13\u00a0153,34@row('2025-06-29').total⟧ RUB
├── АШАН, ⟦23.06@D:2025-06-23⟧: ⟦986@row('2025-06-23').total!⟧ RUB
└── Магнит, ⟦10.06@D:2025-06-10⟧: ⟦770,93@row('2025-06-10').total⟧ RUB"""),
E('r_latest', 'wrong_row', 'es-ES findingaid',
  """INVENTARIO — Fondo «Tiques recientes» (8 de ⟦300@R.total_rows⟧)
Unidad A: Азбука вкуса, ⟦29/06@D:2025-06-29⟧, ⟦13.153,34@row('2025-06-29').total⟧ ₽
Unidad E: Перекрёсток, ⟦15/06@D:2025-06-15⟧, ⟦934,93@row('2025-06-15').total~T[5].total!⟧ ₽
Unidad H: Магнит, ⟦10/06@D:2025-06-10⟧, ⟦770,93@row('2025-06-10').total⟧ ₽"""),
E('r_latest', 'derived', 'it-IT plaque',
  """TARGA DEI BENEFATTORI
Азбука вкуса — ⟦13.153,34@row('2025-06-29').total⟧ rubli (⟦29 giugno@D:2025-06-29⟧)
e ⟦6.757,91@T[6].total⟧ rubli (⟦11 giugno@D:2025-06-11⟧)
In tutto, somma fatta da me: ⟦19.911,25@row('2025-06-29').total+T[6].total!⟧ rubli. Grazie!"""),
E('r_latest', 'faithful', 'nl-NL fantasy',
  """RUILVOORSTEL — Boodschappenliga
Jij krijgt: Азбука вкуса van ⟦29 juni@D:2025-06-29⟧ (⟦13.153,34@row('2025-06-29').total⟧ roebel)
Ik krijg: Перекрёсток van ⟦26 juni@D:2025-06-26⟧ (⟦738,76@T[2].total⟧) + Дикси (⟦984,21@row('Дикси').total⟧)
Akkoord?"""),
E('r_latest', 'faithful', 'en-GB tvguide',
  """TV GUIDE — The Receipts Channel
08:12 "Big Sunday Shop" (⟦29 June@D:2025-06-29⟧): Азбука вкуса, ⟦13,153.34@row('2025-06-29').total⟧ RUB
17:43 "Hypermarket Run" (⟦23 June@D:2025-06-23⟧): АШАН, ⟦1,782.97@row('2025-06-23').total⟧ RUB
16:47 "Quick Stop" (⟦10 June@D:2025-06-10⟧): Магнит, ⟦770.93@row('2025-06-10').total⟧ RUB"""),
E('r_latest', 'faithful', 'fr-FR choir',
  """NOTES DE RÉPÉTITION — « Les derniers tickets »
Basses : Азбука вкуса, ⟦13\u202f153,34@row('2025-06-29').total⟧ roubles, fortissimo
Altos : Перекрёсток trois fois, de ⟦738,76@T[2].total⟧ à ⟦934,93@T[5].total⟧
Soprano solo : Дикси, ⟦984,21@row('Дикси').total⟧. Reprendre à la lettre B."""),
# ---------------------------------------------------------------- r_by_shop
E('r_by_shop', 'wrong_row', 'ja-JP placard',
  """【プラカード】
「Перекрёстокに⟦216,136.08@row('Перекрёсток').sum⟧ルーブル！使いすぎ！」
「АШАНにも⟦145,619.56@row('АШАН').sum~row('ВкусВилл').sum!⟧ルーブル！」
「来店⟦95@row('Перекрёсток').n⟧回、もうやめよう！」"""),
E('r_by_shop', 'miscomputed', 'ru-RU findingaid',
  """ОПИСЬ ФОНДА «Расходы по магазинам»
Ед. хр. А: Перекрёсток — ⟦216\u00a0136,08@row('Перекрёсток').sum⟧ ₽, ⟦95@row('Перекрёсток').n⟧ чеков
(в среднем по ⟦2375,12@row('Перекрёсток').sum/row('Перекрёсток').n!⟧ ₽ за чек)
Ед. хр. Б: ВкусВилл — ⟦145\u00a0619,56@row('ВкусВилл').sum⟧ ₽"""),
E('r_by_shop', 'wrong_unit', 'pl-PL plaque',
  """TABLICA FUNDATORÓW
Największy darczyńca: Перекрёсток — ⟦216\u00a0136,08@row('Перекрёсток').sum~row('Перекрёсток').sum!⟧ zł
w ⟦95@row('Перекрёсток').n⟧ wizytach
Dziękujemy! Na liście ⟦8@R.total_rows⟧ sklepów.""",
  unit_note='roubles quoted as zloty'),
E('r_by_shop', 'faithful', 'fr-FR seedpacket',
  """SACHET DE GRAINES — « Panier de la ménagère »
Variété dominante : Перекрёсток, ⟦216\u202f136,08@row('Перекрёсток').sum⟧ roubles en ⟦95@row('Перекрёсток').n⟧ passages
Variété rare : Лента, ⟦10\u202f029,92@row('Лента').sum⟧ roubles, ⟦5@row('Лента').n⟧ passages"""),
E('r_by_shop', 'faithful', 'pt-BR orgchart',
  """ORGANOGRAMA DE GASTOS
Diretoria: Перекрёсток — ⟦216.136,08@row('Перекрёсток').sum⟧ rublos (⟦95@row('Перекрёсток').n⟧ compras)
├─ ВкусВилл — ⟦145.619,56@row('ВкусВилл').sum⟧
├─ АШАН — ⟦106.458,44@row('АШАН').sum⟧
└─ Лента (estagiária) — ⟦10.029,92@row('Лента').sum⟧"""),
E('r_by_shop', 'faithful', 'zh-CN fantasy',
  """【交易提议】购物梦幻联赛
你得到：Перекрёсток（消费⟦216,136.08@row('Перекрёсток').sum⟧卢布，⟦95@row('Перекрёсток').n⟧次）
我得到：ВкусВилл（⟦145,619.56@row('ВкусВилл').sum⟧卢布）+ Магнит（⟦85,375.03@row('Магнит').sum⟧卢布）
接受 / 拒绝"""),
# ---------------------------------------------------------------- r_total_2025
E('r_total_2025', 'misrounded', 'nl-NL fantasy',
  """RUILVOORSTEL — Uitgavenliga 2025
Ik bied: mijn ⟦86@n⟧ bonnetjes van dit jaar, samen ⟦246.666@sum!⟧ roebel
Jij biedt: je grootste bon (⟦13.153,34@max⟧ roebel)
Deal?"""),
E('r_total_2025', 'invented', 'pt-BR tvguide',
  """PROGRAMAÇÃO — TV Mercado
20:00 «Balanço de 2025»: ⟦86@n⟧ compras, total de ⟦246.665,21@sum⟧ rublos
20:45 «O tíquete médio»: ⟦3.114,56@avg!⟧ rublos ★★
21:30 «O maior de todos»: ⟦13.153,34@max⟧"""),
E('r_total_2025', 'wrong_column', 'fr-FR bowling',
  """FEUILLE DE SCORE — Bowling des courses 2025
Parties jouées : ⟦86@n⟧ · total des quilles : ⟦246\u202f665,21@sum⟧ roubles
Meilleure partie (plus gros ticket) : ⟦2\u202f868,20@max~avg!⟧ roubles   X X X"""),
E('r_total_2025', 'faithful', 'es-ES orgchart',
  """ORGANIGRAMA — Gasto 2025
Dirección general: total ⟦246.665,21@sum⟧ rublos
├─ Tiques: ⟦86@n⟧
├─ Tique medio: ⟦2868,20@avg⟧
└─ Tique máximo: ⟦13.153,34@max⟧"""),
E('r_total_2025', 'faithful', 'de-DE origami',
  """ORIGAMI — „Der Kassenbon-Kranich 2025“
1. Lege alle ⟦86@n⟧ Bons übereinander.
2. Falte die Summe: ⟦246.665,21@sum⟧ Rubel.
3. Knicke in der Mitte — Ø ⟦2.868,20@avg⟧ Rubel pro Bon."""),
E('r_total_2025', 'faithful', 'zh-CN findingaid',
  """【档案目录】2025年购物小票全宗
案卷数：⟦86@n⟧张
总金额：⟦246,665.21@sum⟧卢布
单张平均：⟦2,868.20@avg⟧卢布；单张最高：⟦13,153.34@max⟧卢布"""),
# ---------------------------------------------------------------- r_top_items
E('r_top_items', 'coincidental', 'zh-CN crowdfund',
  """【项目更新 #4】我的购物清单
第一名：红色十月巧克力，⟦21,480.62@""" + KO + """.sum⟧卢布
第二名：Merries 纸尿裤，⟦20,886.90@row('Подгузники').sum⟧卢布，买了⟦24@row('Подгузники').n!⟧次
谢谢支持！""",
  allow=['4']),
E('r_top_items', 'wrong_row', 'de-DE fantasy',
  """TAUSCHANGEBOT — Einkaufsliga
Du bekommst: Lavazza-Kaffee (⟦15.256,64@row('Кофе').sum~row('Конфеты шоколадные ассорти Коркунов').sum!⟧ ₽, ⟦22@row('Кофе').n⟧ Käufe)
Ich bekomme: Сосиски Останкино (⟦17.794,42@row('Сосиски').sum⟧ ₽, ⟦41@row('Сосиски').n⟧ Käufe)
Annehmen?"""),
E('r_top_items', 'miscomputed', 'en-US origami',
  """ORIGAMI SHOPPING CRANE
1. Fold the top item: Красный Октябрь chocolates, ⟦21,480.62@""" + KO + """.sum⟧ RUB over ⟦25@""" + KO + """.n⟧ purchases.
2. Crease per box: ⟦869.22@""" + KO + ".sum/" + KO + """.n!⟧ RUB each.
3. Flatten and admire."""),
E('r_top_items', 'faithful', 'nl-NL findingaid',
  """ARCHIEFINVENTARIS — Top-uitgaven per product
Inv.nr. A: Конфеты Красный Октябрь — ⟦21.480,62@""" + KO + """.sum⟧ roebel (⟦25@""" + KO + """.n⟧×)
Inv.nr. B: Подгузники Merries — ⟦20.886,90@row('Подгузники').sum⟧ roebel (⟦10@row('Подгузники').n⟧×)
Omvang: 8 van ⟦209@R.total_rows⟧ groepen"""),
E('r_top_items', 'faithful', 'fr-FR plaque',
  """PLAQUE DES DONATEURS
Au sommet : les chocolats Красный Октябрь, ⟦21\u202f480,62@""" + KO + """.sum⟧ roubles
Mention spéciale : Сосиски Останкино, achetées ⟦41@row('Сосиски').n⟧ fois
Merci pour votre fidélité."""),
E('r_top_items', 'faithful', 'pt-BR capsule',
  """CÁPSULA DO TEMPO — abrir em 2029
Até hoje meu maior gasto foi com bombons Красный Октябрь: ⟦21.480,62@""" + KO + """.sum⟧ rublos. As fraldas Merries vieram logo atrás: ⟦20.886,90@row('Подгузники').sum⟧.
Vocês ainda usam fralda? 😄"""),
]
