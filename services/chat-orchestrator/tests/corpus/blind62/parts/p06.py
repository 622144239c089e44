"""Receipts (r_latest, r_by_shop, r_total_2025, r_top_items). Markers: see ../../blind4/lib.py.
Layouts: _reg.py. '_' between digits = the locale's group separator (U+202F fr, U+00A0 ru/pl).
Shop and product names are written as the results hold them (Cyrillic) or by brand; no pack size is written."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A

KO = "row('Конфеты шоколадные ассорти Красный')"


def rc(prefix):
    return f"row('{prefix}').total"


def s(name, col='sum'):
    return f"row('{name}').{col}"


ENTRIES = [
# ---------------------------------------------------------------- r_latest
A('r_latest', 'faithful', 'es-ES', 'thimble',
  f"Últimos tickets: el mayor, ⟦13.153,34@{rc('2025-06-29')}⟧ rublos en Азбука вкуса el "
  f"⟦29 de junio@D:2025-06-29⟧; el ⟦11 de junio@D:2025-06-11⟧ hubo dos, Азбука вкуса por la mañana "
  f"(⟦6757,91@{rc('2025-06-11T08')}⟧) y Перекрёсток por la noche (⟦934,93@{rc('2025-06-11T22')}⟧)."),
A('r_latest', 'faithful', 'pl-PL', 'canoe',
  f"Najnowsze paragony: ⟦23 czerwca@D:2025-06-23⟧ АШАН — ⟦1782,97@{rc('2025-06-23')}⟧ rub., "
  f"⟦15 czerwca@D:2025-06-15⟧ Перекрёсток — ⟦804,15@{rc('2025-06-15')}⟧ rub., ⟦10 czerwca@D:2025-06-10⟧ "
  f"Магнит — ⟦770,93@{rc('2025-06-10')}⟧ rub."),
A('r_latest', 'faithful', 'ru-RU', 'fresco',
  f"Последние чеки: ⟦29 июня@D:2025-06-29⟧ — Азбука вкуса, ⟦13_153,34@{rc('2025-06-29')}⟧ ₽; "
  f"⟦26 июня@D:2025-06-26⟧ — Дикси, ⟦984,21@{rc('2025-06-26T16')}⟧ ₽, и Перекрёсток, "
  f"⟦738,76@{rc('2025-06-26T12')}⟧ ₽."),
A('r_latest', 'wrong_unit', 'de-DE', 'firingsheet',
  f"Letzter Beleg: ⟦29.06.@D:2025-06-29⟧, Азбука вкуса, ⟦13.153,34@{rc('2025-06-29')}~{rc('2025-06-29')}!⟧ €.",
  unit_note='roubles quoted as euros'),
A('r_latest', 'wrong_row', 'ja-JP', 'mintpress',
  f"最新のレシート：⟦6月15日@D:2025-06-15⟧のПерекрёсток は⟦1,782.97@{rc('2025-06-15')}~{rc('2025-06-23')}!⟧"
  f"ルーブル、⟦6月10日@D:2025-06-10⟧のМагнитは⟦770.93@{rc('2025-06-10')}⟧ルーブル。"),
A('r_latest', 'coincidental', 'zh-CN', 'icehut',
  f"最近的小票：⟦6月26日@D:2025-06-26⟧中午在 Перекрёсток 花了 ⟦772@{rc('2025-06-26T12')}!⟧ 卢布，"
  f"下午在 Дикси 花了 ⟦984.21@{rc('2025-06-26T16')}⟧ 卢布。"),
# ---------------------------------------------------------------- r_by_shop
A('r_by_shop', 'faithful', 'pl-PL', 'firingsheet',
  f"Najwięcej wydajesz w Перекрёсток: ⟦216_136,08@{s('Перекрёсток')}⟧ rubli z ⟦95@{s('Перекрёсток', 'n')}⟧ "
  f"paragonów; dalej ВкусВилл (⟦145_619,56@{s('ВкусВилл')}⟧) i АШАН (⟦106_458,44@{s('АШАН')}⟧)."),
A('r_by_shop', 'faithful', 'ru-RU', 'spicestall',
  f"Траты по магазинам: больше всего — Перекрёсток, ⟦216_136,08@{s('Перекрёсток')}⟧ ₽; меньше всего — Лента, "
  f"⟦10_029,92@{s('Лента')}⟧ ₽ за ⟦5@{s('Лента', 'n')}⟧ чеков."),
A('r_by_shop', 'faithful', 'nl-NL', 'mintpress',
  f"Uitgaven per winkel: Магнит ⟦85.375,03@{s('Магнит')}⟧ roebel over ⟦36@{s('Магнит', 'n')}⟧ bonnen, Дикси "
  f"⟦61.984,60@{s('Дикси')}⟧ over ⟦27@{s('Дикси', 'n')}⟧; Азбука вкуса haalt ⟦35.712,98@{s('Азбука')}⟧ uit maar "
  f"⟦8@{s('Азбука', 'n')}⟧ bonnen."),
A('r_by_shop', 'faithful', 'pt-BR', 'icehut',
  f"Onde você mais gasta: Перекрёсток, com ⟦216.136,08@{s('Перекрёсток')}⟧ rublos em ⟦95@{s('Перекрёсток', 'n')}⟧ "
  f"compras; em segundo, ВкусВилл, ⟦145.619,56@{s('ВкусВилл')}⟧ rublos em ⟦61@{s('ВкусВилл', 'n')}⟧."),
A('r_by_shop', 'wrong_row', 'zh-CN', 'pizzaoven',
  f"按商店统计：Перекрёсток ⟦216,136.08@{s('Перекрёсток')}⟧ 卢布居首，第三名 АШАН "
  f"⟦145,619.56@{s('АШАН')}~{s('ВкусВилл')}!⟧ 卢布。"),
A('r_by_shop', 'coincidental', 'fr-FR', 'canoe',
  f"Dépenses par enseigne : Перекрёсток en tête avec ⟦216_136,08@{s('Перекрёсток')}⟧ roubles ; Пятёрочка totalise "
  f"⟦29_278,34@{s('Пятёрочка')}⟧ roubles sur ⟦25@{s('Пятёрочка', 'n')}!⟧ tickets."),
A('r_by_shop', 'miscomputed', 'en-GB', 'sailmend',
  f"Spending by shop: Перекрёсток ⟦216,136.08@{s('Перекрёсток')}⟧ RUB, ВкусВилл ⟦145,619.56@{s('ВкусВилл')}⟧ RUB; "
  f"together, by my addition, ⟦316,755.64@{s('Перекрёсток')}+{s('ВкусВилл')}!⟧ RUB."),
# ---------------------------------------------------------------- r_total_2025
A('r_total_2025', 'faithful', 'nl-NL', 'canoe',
  "In 2025 tot nu toe ⟦246.665,21@sum⟧ roebel uitgegeven over ⟦86@n⟧ bonnen, gemiddeld ⟦2.868,20@avg⟧ roebel per "
  "bon."),
A('r_total_2025', 'faithful', 'en-GB', 'weathervane',
  "2025 so far: ⟦246,665.21@sum⟧ RUB across ⟦86@n⟧ receipts, an average of ⟦2,868.20@avg⟧ RUB; the largest "
  "single receipt was ⟦13,153.34@max⟧ RUB."),
A('r_total_2025', 'faithful', 'pl-PL', 'pizzaoven',
  "Wydatki w 2025 r.: ⟦246_665,21@sum⟧ rubli, ⟦86@n⟧ paragonów, średnio ⟦2868,2@avg⟧ rubla na paragon."),
A('r_total_2025', 'wrong_unit', 'ja-JP', 'glovecut',
  "2025年の支出：合計⟦246,665.21@sum⟧ルーブル、レシート⟦86@n⟧枚、平均⟦2,868.20@avg~avg!⟧円。",
  unit_note='roubles quoted as yen'),
A('r_total_2025', 'derived', 'de-DE', 'thimble',
  "2025 bisher: ⟦86@n⟧ Belege, im Schnitt ⟦2.868,20@avg⟧ ₽, der größte ⟦13.153,34@max⟧ ₽ — selbst geteilt das "
  "⟦4,59@max/avg!⟧-Fache des Durchschnitts."),
A('r_total_2025', 'invented', 'fr-FR', 'distillery',
  "Dépenses 2025 à ce jour : ⟦251_340,17@sum!⟧ roubles sur ⟦86@n⟧ tickets."),
# ---------------------------------------------------------------- r_top_items
A('r_top_items', 'faithful', 'en-GB', 'mintpress',
  f"Top products by spend: Красный Октябрь chocolates ⟦21,480.62@{KO}.sum⟧ RUB, Merries nappies "
  f"⟦20,886.90@{s('Подгузники')}⟧ RUB and Останкино sausages ⟦17,794.42@{s('Сосиски')}⟧ RUB; the sausages were "
  f"bought most often (⟦41@{s('Сосиски', 'n')}⟧ times)."),
A('r_top_items', 'faithful', 'zh-CN', 'glovecut',
  f"按商品花费：猪里脊 ⟦16,536.40@{s('Свинина')}⟧ 卢布（⟦20@{s('Свинина', 'n')}⟧ 次），Российский 奶酪 "
  f"⟦16,036.41@{s('Сыр')}⟧ 卢布（⟦39@{s('Сыр', 'n')}⟧ 次），火鸡肉馅 ⟦16,001.43@{s('Фарш')}⟧ 卢布。"),
A('r_top_items', 'faithful', 'nl-NL', 'weathervane',
  f"Waar gaat het meeste geld heen: Красный Октябрь-bonbons voorop met ⟦21.480,62@{KO}.sum⟧ roebel; Lavazza-koffie "
  f"staat achtste met ⟦14.994,78@{s('Кофе')}⟧ roebel over ⟦22@{s('Кофе', 'n')}⟧ aankopen."),
A('r_top_items', 'wrong_row', 'pt-BR', 'distillery',
  f"Gasto por produto: a carne de porco (Свинина карбонад) soma ⟦16.036,41@{s('Свинина')}~{s('Сыр')}!⟧ rublos."),
A('r_top_items', 'misrounded', 'de-DE', 'spicestall',
  f"Meiste Ausgaben je Produkt: Pralinen Красный Октябрь mit ⟦21.480,7@{KO}.sum!⟧ ₽ aus "
  f"⟦25@{KO}.n⟧ Käufen, vor Merries-Windeln."),
A('r_top_items', 'miscomputed', 'pl-PL', 'fresco',
  f"Produkty: cukierki Красный Октябрь ⟦21_480,62@{KO}.sum⟧ rub., pieluchy Merries ⟦20_886,90@{s('Подгузники')}⟧ "
  f"rub.; różnica według mnie ⟦539,72@{KO}.sum-{s('Подгузники')}!⟧ rub."),
]
