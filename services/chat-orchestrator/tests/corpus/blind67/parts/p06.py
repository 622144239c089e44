"""Receipts (r_latest, r_by_shop, r_total_2025, r_top_items). Markers: see ../../blind4/lib.py.
Shops and products are written as the results hold them (Cyrillic) or transliterated/as a brand; no pack size."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A

KO = "row('Конфеты шоколадные ассорти Красный')"


def s(x, col='sum'):
    return f"row('{x}').{col}"


ENTRIES = [
# ---------------------------------------------------------------- r_latest
A('r_latest', 'faithful', 'zh-CN', 'creamery',
  f"最近的小票：⟦6月29日@D:2025-06-29⟧ Азбука вкуса ⟦13,153.34@{s('2025-06-29', 'total')}⟧ 卢布；"
  f"⟦6月26日@D:2025-06-26⟧ Дикси ⟦984.21@{s('2025-06-26T16', 'total')}⟧ 卢布；⟦6月23日@D:2025-06-23⟧ АШАН "
  f"⟦1,782.97@{s('2025-06-23', 'total')}⟧ 卢布。"),
A('r_latest', 'faithful', 'es-ES', 'whalewatch',
  f"últimos tickets: el ⟦29 de junio@D:2025-06-29⟧, Azbuka Vkusa, ⟦13.153,34@{s('2025-06-29', 'total')}⟧ rublos, el "
  f"mayor de la lista; el ⟦23 de junio@D:2025-06-23⟧, Auchan, ⟦1.782,97@{s('2025-06-23', 'total')}⟧; el "
  f"⟦10 de junio@D:2025-06-10⟧, Magnit, ⟦770,93@{s('2025-06-10', 'total')}⟧ rublos."),
A('r_latest', 'faithful', 'en-US', 'limousine',
  f"Latest receipts: ⟦Jun 29@D:2025-06-29⟧ Azbuka Vkusa ₽⟦13,153.34@{s('2025-06-29', 'total')}⟧; "
  f"⟦Jun 26@D:2025-06-26⟧ Perekrestok ₽⟦738.76@{s('2025-06-26T12', 'total')}⟧ and Dixy "
  f"₽⟦984.21@{s('2025-06-26T16', 'total')}⟧; ⟦Jun 11@D:2025-06-11⟧ Perekrestok ₽⟦934.93@{s('2025-06-11T22', 'total')}⟧. "
  f"Showing ⟦8@len(T)⟧ of ⟦300@R.total_rows⟧."),
A('r_latest', 'wrong_row', 'de-DE', 'bicycle',
  f"letzte Belege: ⟦29.06.@D:2025-06-29⟧ Azbuka Vkusa ⟦13.153,34@{s('2025-06-29', 'total')}⟧ ₽, "
  f"⟦23.06.@D:2025-06-23⟧ Auchan ⟦984,21@{s('2025-06-23', 'total')}~{s('2025-06-26T16', 'total')}!⟧ ₽, "
  f"⟦10.06.@D:2025-06-10⟧ Magnit ⟦770,93@{s('2025-06-10', 'total')}⟧ ₽."),
A('r_latest', 'wrong_unit', 'pt-BR', 'seaplane',
  f"últimos recibos: ⟦29/06@D:2025-06-29⟧, Azbuka Vkusa, R$ "
  f"⟦13.153,34@{s('2025-06-29', 'total')}~{s('2025-06-29', 'total')}!⟧; ⟦23/06@D:2025-06-23⟧, Auchan; "
  f"⟦10/06@D:2025-06-10⟧, Magnit.",
  unit_note='roubles quoted as Brazilian reais'),
A('r_latest', 'coincidental', 'it-IT', 'ciderpress',
  f"ultimi scontrini: ⟦29 giugno@D:2025-06-29⟧ Azbuka Vkusa ⟦13.153,34@{s('2025-06-29', 'total')}⟧ rubli; "
  f"⟦15 giugno@D:2025-06-15⟧ Perekrestok ⟦770,95@{s('2025-06-15', 'total')}!⟧ rubli. Mele renette in pressa."),
# ---------------------------------------------------------------- r_by_shop
A('r_by_shop', 'faithful', 'pl-PL', 'whalewatch',
  f"najwięcej wydajesz w Перекрёсток: ⟦216_136,08@{s('Перекрёсток')}⟧ rubli na ⟦95@{s('Перекрёсток', 'n')}⟧ "
  f"paragonów; dalej ВкусВилл ⟦145_619,56@{s('ВкусВилл')}⟧ i АШАН ⟦106_458,44@{s('АШАН')}⟧ rubli."),
A('r_by_shop', 'faithful', 'es-ES', 'ciderpress',
  f"donde más gastas es en Перекрёсток: ⟦216.136,08@{s('Перекрёсток')}⟧ rublos en ⟦95@{s('Перекрёсток', 'n')}⟧ "
  f"tickets; le siguen ВкусВилл (⟦145.619,56@{s('ВкусВилл')}⟧) y АШАН (⟦106.458,44@{s('АШАН')}⟧). Лента cierra la "
  f"lista con ⟦10.029,92@{s('Лента')}⟧."),
A('r_by_shop', 'faithful', 'de-DE', 'creamery',
  f"am meisten bei Перекрёсток (⟦216.136,08@{s('Перекрёсток')}⟧ ₽, ⟦95@{s('Перекрёсток', 'n')}⟧ Belege), dann "
  f"ВкусВилл (⟦145.619,56@{s('ВкусВилл')}⟧ ₽, ⟦61@{s('ВкусВилл', 'n')}⟧ Belege); Магнит liegt mit "
  f"⟦85.375,03@{s('Магнит')}⟧ ₽ auf Platz vier."),
A('r_by_shop', 'wrong_row', 'zh-CN', 'tvrepair',
  f"花钱最多的是 Перекрёсток，共 ⟦216,136.08@{s('Перекрёсток')}⟧ 卢布；第二是 ВкусВилл，为 "
  f"⟦106,458.44@{s('ВкусВилл')}~{s('АШАН')}!⟧ 卢布。"),
A('r_by_shop', 'invented', 'en-GB', 'fireengine',
  f"You spend most at Perekrestok, ₽⟦216,136.08@{s('Перекрёсток')}⟧ over ⟦95@{s('Перекрёсток', 'n')}⟧ receipts, "
  f"then VkusVill at ₽⟦145,619.56@{s('ВкусВилл')}⟧; Pyaterochka comes to ₽⟦23,417.60@{s('Пятёрочка')}!⟧."),
A('r_by_shop', 'coincidental', 'fr-FR', 'bicycle',
  f"c'est chez Перекрёсток que tu dépenses le plus (⟦216_136,08@{s('Перекрёсток')}⟧ roubles, "
  f"⟦95@{s('Перекрёсток', 'n')}⟧ tickets) ; Пятёрочка : ⟦29_278,34@{s('Пятёрочка')}⟧ roubles en "
  f"⟦25@{s('Пятёрочка', 'n')}!⟧ passages."),
# ---------------------------------------------------------------- r_total_2025
A('r_total_2025', 'faithful', 'ru-RU', 'bicycle',
  "с начала 2025 года потрачено ⟦246_665,21@sum⟧ ₽ по ⟦86@n⟧ чекам; средний чек ⟦2868,20@avg⟧ ₽, самый крупный "
  "⟦13_153,34@max⟧ ₽."),
A('r_total_2025', 'faithful', 'nl-NL', 'ambulance',
  "in 2025 tot nu toe ⟦246.665,21@sum⟧ roebel aan ⟦86@n⟧ bonnen, gemiddeld ⟦2.868,2@avg⟧ per bon; de grootste bon "
  "was ⟦13.153,34@max⟧."),
A('r_total_2025', 'faithful', 'zh-CN', 'fireengine',
  "2025 年至今共消费 ⟦246,665.21@sum⟧ 卢布，小票 ⟦86@n⟧ 张，平均每张 ⟦2,868.20@avg⟧ 卢布，最大一张 "
  "⟦13,153.34@max⟧ 卢布。"),
A('r_total_2025', 'misrounded', 'en-GB', 'tvrepair',
  "So far in 2025: ₽⟦246,665.21@sum⟧ across ⟦86@n⟧ receipts, an average of ₽⟦2,868.19@avg!⟧. Set soak-tested."),
A('r_total_2025', 'miscomputed', 'pt-BR', 'whalewatch',
  "em 2025 já foram ⟦246.665,21@sum⟧ rublos em ⟦86@n⟧ recibos; o maior, ⟦13.153,34@max⟧, é pelas minhas contas "
  "⟦3,53@max/sum*100!⟧% do total."),
A('r_total_2025', 'wrong_unit', 'es-ES', 'observatory',
  "en lo que va de 2025 has gastado ⟦246.665,21@sum~sum!⟧ € en ⟦86@n⟧ tickets.",
  unit_note='roubles quoted as euros'),
# ---------------------------------------------------------------- r_top_items
A('r_top_items', 'faithful', 'pt-BR', 'observatory',
  f"os produtos em que você mais gasta: bombons Krasny Oktyabr, ⟦21.480,62@{KO}.sum⟧ rublos em ⟦25@{KO}.n⟧ compras; "
  f"fraldas Merries, ⟦20.886,90@{s('Подгузники')}⟧; salsichas Ostankino, ⟦17.794,42@{s('Сосиски')}⟧."),
A('r_top_items', 'faithful', 'ru-RU', 'bicycle',
  f"больше всего денег уходит на конфеты «Красный Октябрь» — ⟦21_480,62@{KO}.sum⟧ ₽, затем подгузники Merries — "
  f"⟦20_886,9@{s('Подгузники')}⟧ ₽ и сосиски «Останкино» — ⟦17_794,42@{s('Сосиски')}⟧ ₽ "
  f"(⟦41@{s('Сосиски', 'n')}⟧ покупка, чаще всех из восьми)."),
A('r_top_items', 'faithful', 'es-ES', 'seaplane',
  f"el gasto por producto lo encabezan los bombones Krasny Oktyabr (⟦21.480,62@{KO}.sum⟧ rublos), los pañales "
  f"Merries (⟦20.886,9@{s('Подгузники')}⟧) y las salchichas Ostankino (⟦17.794,42@{s('Сосиски')}⟧); el café Lavazza "
  f"cierra la lista con ⟦14.994,78@{s('Кофе')}⟧."),
A('r_top_items', 'faithful', 'ja-JP', 'blimp',
  f"支出が多い商品：一位はチョコ「クラースヌイ・オクチャブリ」の⟦21,480.62@{KO}.sum⟧ルーブル、二位はメリーズのおむつ"
  f"⟦20,886.9@{s('Подгузники')}⟧ルーブル、三位はオスタンキノのソーセージ⟦17,794.42@{s('Сосиски')}⟧ルーブル。"),
A('r_top_items', 'wrong_row', 'fr-FR', 'ambulance',
  f"tes plus grosses dépenses : chocolats Krasny Oktyabr ⟦21_480,62@{KO}.sum⟧ roubles, couches Merries "
  f"⟦20_886,90@{s('Подгузники')}⟧ ; le fromage Lamber pèse ⟦16_001,43@{s('Сыр')}~{s('Фарш')}!⟧ roubles."),
A('r_top_items', 'wrong_unit', 'zh-CN', 'ciderpress',
  f"花费最多的商品是红十月巧克力，共 ⟦21,480.62@{KO}.sum~{KO}.sum!⟧ 元，购买 ⟦25@{KO}.n⟧ 次。",
  unit_note='roubles quoted as yuan'),
A('r_top_items', 'coincidental', 'nl-NL', 'whalewatch',
  f"meeste uitgaven per product: bonbons Krasny Oktyabr ⟦21.480,62@{KO}.sum⟧ roebel, luiers Merries "
  f"⟦20.886,90@{s('Подгузники')}⟧; kaas van Lamber ⟦43@{s('Сыр', 'n')}!⟧ keer gekocht."),
]
