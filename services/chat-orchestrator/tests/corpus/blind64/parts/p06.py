"""Receipts (r_latest, r_by_shop, r_total_2025, r_top_items). Markers: see ../../blind4/lib.py.
Layouts: _reg.py. '_' between digits = the locale's group separator (U+202F fr, U+00A0 ru/pl).
Shops and products are named as the results hold them (Cyrillic) or by brand or kind; no weight, pack size or
fat percentage of a product is written."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def rc(ts):
    return f"row('2025-06-{ts}').total"


def sh(name, col='sum'):
    return f"row('{name}').{col}"


KO, ME, OS, SV, SY, FA, KK, LA = ('Конфеты шоколадные ассорти Красный', 'Подгузники', 'Сосиски', 'Свинина', 'Сыр',
                                  'Фарш', 'Конфеты шоколадные ассорти Коркунов', 'Кофе')

ENTRIES = [
# ---------------------------------------------------------------- r_latest
A('r_latest', 'faithful', 'en-GB', 'popcorn',
  "latest receipts: ⟦29 Jun@D:2025-06-29⟧ Азбука вкуса ⟦13,153.34@" + rc('29') + "⟧ RUB, the largest of the "
  "eight; ⟦26 Jun@D:2025-06-26⟧ Дикси ⟦984.21@" + rc('26T16') + "⟧ and Перекрёсток ⟦738.76@" + rc('26T12') +
  "⟧; ⟦23 Jun@D:2025-06-23⟧ АШАН ⟦1,782.97@" + rc('23') + "⟧."),
A('r_latest', 'faithful', 'fr-FR', 'churnlog',
  "derniers tickets : le ⟦15 juin@D:2025-06-15⟧, Перекрёсток pour ⟦804,15@" + rc('15') + "⟧ roubles ; le "
  "⟦11 juin@D:2025-06-11⟧, deux passages — Азбука вкуса le matin (⟦6_757,91@" + rc('11T08') + "⟧) et "
  "Перекрёсток le soir (⟦934,93@" + rc('11T22') + "⟧). ⟦300@R.total_rows⟧ tickets en tout."),
A('r_latest', 'faithful', 'en-US', 'geyser',
  "your most recent receipt is from ⟦Jun 29@D:2025-06-29⟧ at Азбука вкуса, ⟦13,153.34@" + rc('29') + "⟧ rubles. "
  "Before that: Дикси on ⟦Jun 26@D:2025-06-26⟧ (⟦984.21@" + rc('26T16') + "⟧) and, oldest of the eight shown, "
  "Магнит on ⟦Jun 10@D:2025-06-10⟧ (⟦770.93@" + rc('10') + "⟧)."),
A('r_latest', 'wrong_row', 'pt-BR', 'shoerepair',
  "últimos recibos: ⟦29/06@D:2025-06-29⟧, Азбука вкуса, ⟦13.153,34@" + rc('29') + "⟧ rublos; "
  "⟦15/06@D:2025-06-15⟧, Перекрёсток, ⟦934,93@" + rc('15') + "~" + rc('11T22') + "!⟧ rublos."),
A('r_latest', 'wrong_unit', 'it-IT', 'cheesecave',
  "ultimi scontrini: il ⟦23 giugno@D:2025-06-23⟧ АШАН per ⟦1.782,97@" + rc('23') + "⟧ rubli; l'"
  "⟦11 giugno@D:2025-06-11⟧ Азбука вкуса per ⟦6.757,91@" + rc('11T08') + "~" + rc('11T08') + "!⟧ dollari.",
  unit_note='roubles quoted as US dollars'),
A('r_latest', 'coincidental', 'zh-CN', 'chairlift',
  "最近的小票：⟦6月29日@D:2025-06-29⟧ Азбука вкуса ⟦13,153.34@" + rc('29') + "⟧ 卢布；⟦6月26日@D:2025-06-26⟧ "
  "下午 Дикси ⟦934.95@" + rc('26T16') + "!⟧ 卢布。"),
# ---------------------------------------------------------------- r_by_shop
A('r_by_shop', 'faithful', 'fr-FR', 'chairlift',
  "premier poste : Перекрёсток, ⟦216_136,08@" + sh('Перекрёсток') + "⟧ roubles sur ⟦95@" + sh('Перекрёсток', 'n') +
  "⟧ tickets, devant ВкусВилл (⟦145_619,56@" + sh('ВкусВилл') + "⟧) et АШАН (⟦106_458,44@" + sh('АШАН') +
  "⟧). Лента ferme la marche : ⟦10_029,92@" + sh('Лента') + "⟧."),
A('r_by_shop', 'faithful', 'de-DE', 'popcorn',
  "Ausgaben je Geschäft: Перекрёсток ⟦216.136,08@" + sh('Перекрёсток') + "⟧ ₽ (⟦95@" + sh('Перекрёсток', 'n') +
  "⟧ Belege), ВкусВилл ⟦145.619,56@" + sh('ВкусВилл') + "⟧ ₽ (⟦61@" + sh('ВкусВилл', 'n') + "⟧), Магнит "
  "⟦85.375,03@" + sh('Магнит') + "⟧ ₽ (⟦36@" + sh('Магнит', 'n') + "⟧)."),
A('r_by_shop', 'faithful', 'zh-CN', 'shoerepair',
  "花费最多的是 Перекрёсток：⟦216,136.08@" + sh('Перекрёсток') + "⟧ 卢布，共 ⟦95@" + sh('Перекрёсток', 'n') +
  "⟧ 张小票；Азбука вкуса 只有 ⟦8@" + sh('Азбука', 'n') + "⟧ 张，却花了 ⟦35,712.98@" + sh('Азбука') + "⟧ 卢布。"),
A('r_by_shop', 'faithful', 'ja-JP', 'churnlog',
  "支出が最も多い店はПерекрёсток（⟦216,136.08@" + sh('Перекрёсток') + "⟧ルーブル、⟦95@" + sh('Перекрёсток', 'n') +
  "⟧件）、次いでВкусВилл（⟦145,619.56@" + sh('ВкусВилл') + "⟧ルーブル）。Диксиは⟦61,984.60@" + sh('Дикси') +
  "⟧ルーブル（⟦27@" + sh('Дикси', 'n') + "⟧件）。"),
A('r_by_shop', 'wrong_column', 'en-US', 'geyser',
  "spending by shop: Перекрёсток ⟦216,136.08@" + sh('Перекрёсток') + "⟧ rubles, ВкусВилл ⟦145,619.56@" +
  sh('ВкусВилл') + "⟧, АШАН ⟦106,458.44@" + sh('АШАН') + "⟧. Магнит comes fourth at ⟦36@" + sh('Магнит') + "~" +
  sh('Магнит', 'n') + "!⟧ rubles."),
A('r_by_shop', 'invented', 'ru-RU', 'snooker',
  "больше всего вы тратите в Перекрёстке: ⟦216_136,08@" + sh('Перекрёсток') + "⟧ руб. за ⟦95@" +
  sh('Перекрёсток', 'n') + "⟧ чеков; на втором месте ВкусВилл — ⟦152_480,30@" + sh('ВкусВилл') + "!⟧ руб."),
A('r_by_shop', 'derived', 'nl-NL', 'karting',
  "meeste uitgaven bij Перекрёсток: ⟦216.136,08@" + sh('Перекрёсток') + "⟧ roebel over ⟦95@" +
  sh('Перекрёсток', 'n') + "⟧ bonnen; dat is gemiddeld ⟦2.275,12@" + sh('Перекрёсток') + "/" +
  sh('Перекрёсток', 'n') + "!⟧ per bon, zelf uitgerekend."),
# ---------------------------------------------------------------- r_total_2025
A('r_total_2025', 'faithful', 'zh-CN', 'geyser',
  "2025 年至今共消费 ⟦246,665.21@sum⟧ 卢布，共 ⟦86@n⟧ 张小票，平均每张 ⟦2,868.20@avg⟧ 卢布，最大一张 "
  "⟦13,153.34@max⟧ 卢布。"),
A('r_total_2025', 'faithful', 'es-ES', 'shoerepair',
  "en 2025 llevas gastados ⟦246.665,21@sum⟧ rublos en ⟦86@n⟧ tickets; el ticket medio es de ⟦2868,2@avg⟧ rublos "
  "y el mayor, de ⟦13.153,34@max⟧."),
A('r_total_2025', 'faithful', 'pl-PL', 'cheesecave',
  "od początku 2025 r.: ⟦246_665,21@sum⟧ rub. na ⟦86@n⟧ paragonach, średnio ⟦2868,20@avg⟧ rub., największy "
  "⟦13_153,34@max⟧ rub."),
A('r_total_2025', 'wrong_unit', 'fr-FR', 'trebuchet',
  "dépenses 2025 : ⟦246_665,21@sum⟧ roubles sur ⟦86@n⟧ tickets ; ticket moyen ⟦2_868,20@avg~avg!⟧ CHF.",
  unit_note='roubles quoted as Swiss francs'),
A('r_total_2025', 'miscomputed', 'en-US', 'chairlift',
  "2025 so far: ⟦246,665.21@sum⟧ rubles over ⟦86@n⟧ receipts. The biggest, ⟦13,153.34@max⟧, is "
  "⟦3.55%@max/sum*100!⟧ of the total by my arithmetic."),
A('r_total_2025', 'invented', 'ja-JP', 'pinball',
  "2025年の支出は合計⟦246,665.21@sum⟧ルーブル、レシート⟦86@n⟧枚、平均⟦3,012.40@avg!⟧ルーブル。"),
# ---------------------------------------------------------------- r_top_items
A('r_top_items', 'faithful', 'en-GB', 'chairlift',
  "top spend by product: Красный Октябрь chocolates ⟦21,480.62@" + sh(KO) + "⟧ RUB over ⟦25@" + sh(KO, 'n') +
  "⟧ purchases, Merries nappies ⟦20,886.90@" + sh(ME) + "⟧ over ⟦10@" + sh(ME, 'n') + "⟧; Останкино sausages, "
  "⟦17,794.42@" + sh(OS) + "⟧, were bought most often: ⟦41@" + sh(OS, 'n') + "⟧ times."),
A('r_top_items', 'faithful', 'pt-BR', 'popcorn',
  "produtos com mais gasto: bombons Красный Октябрь (⟦21.480,62@" + sh(KO) + "⟧ rublos), fraldas Merries "
  "(⟦20.886,90@" + sh(ME) + "⟧) e, em oitavo, café Lavazza (⟦14.994,78@" + sh(LA) + "⟧, ⟦22@" + sh(LA, 'n') +
  "⟧ compras)."),
A('r_top_items', 'faithful', 'es-ES', 'trebuchet',
  "donde más gastas: bombones Красный Октябрь, ⟦21.480,62@" + sh(KO) + "⟧ rublos; luego pañales Merries, "
  "⟦20.886,9@" + sh(ME) + "⟧. El queso Российский suma ⟦16.036,41@" + sh(SY) + "⟧ en ⟦39@" + sh(SY, 'n') +
  "⟧ compras."),
A('r_top_items', 'wrong_row', 'zh-CN', 'pinball',
  "花费最多的商品：Красный Октябрь 巧克力 ⟦21,480.62@" + sh(KO) + "⟧ 卢布；Индилайт 火鸡肉馅 ⟦16,036.41@" +
  sh(FA) + "~" + sh(SY) + "!⟧ 卢布。"),
A('r_top_items', 'misrounded', 'de-DE', 'shoerepair',
  "Top-Produkte nach Ausgaben: Pralinen Красный Октябрь ⟦21.480,62@" + sh(KO) + "⟧ ₽, Windeln Merries "
  "⟦20.886,9@" + sh(ME) + "⟧ ₽; auf Platz acht Kaffee Lavazza mit ⟦14.994,7@" + sh(LA) + "!⟧ ₽."),
A('r_top_items', 'coincidental', 'ja-JP', 'snooker',
  "支出上位：Красный Октябрьのチョコ⟦21,480.62@" + sh(KO) + "⟧ルーブル（⟦25@" + sh(KO, 'n') + "⟧回）、"
  "Останкиноのソーセージは⟦41@" + sh(OS, 'n') + "⟧回、Lavazzaのコーヒーは⟦27@" + sh(LA, 'n') + "!⟧回。"),
]
