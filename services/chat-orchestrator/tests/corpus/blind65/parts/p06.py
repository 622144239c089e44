"""Receipts (r_latest ... r_top_items). Markers: see ../../blind4/lib.py. Product names are written as brands or
translated kinds; no product weight or pack size is written."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def rc(x):
    return f"row('{x}').total"


def sh(x, col='sum'):
    return f"row('{x}').{col}"


KO, ME, OS, SV, SY, FA, KK, KF = ('Конфеты шоколадные ассорти Красный', 'Подгузники', 'Сосиски', 'Свинина', 'Сыр',
                                  'Фарш', 'Конфеты шоколадные ассорти Коркунов', 'Кофе')

ENTRIES = [
# ---------------------------------------------------------------- r_latest
A('r_latest', 'faithful', 'ja-JP', 'keycutting',
  "最新のレシート：⟦6月29日@D:2025-06-29⟧ Азбука вкуса ⟦13,153.34@" + rc('2025-06-29') + "⟧ルーブル、"
  "⟦6月26日@D:2025-06-26⟧ Дикси ⟦984.21@" + rc('2025-06-26T16') + "⟧ルーブル、⟦6月23日@D:2025-06-23⟧ АШАН "
  "⟦1,782.97@" + rc('2025-06-23') + "⟧ルーブル。"),
A('r_latest', 'faithful', 'pl-PL', 'dredger',
  "ostatnie paragony: ⟦29 czerwca@D:2025-06-29⟧ Азбука вкуса na ⟦13_153,34@" + rc('2025-06-29') + "⟧ rubli, "
  "największy z ośmiu pokazanych; ⟦23 czerwca@D:2025-06-23⟧ АШАН ⟦1782,97@" + rc('2025-06-23') + "⟧ rubli; "
  "⟦10 czerwca@D:2025-06-10⟧ Магнит ⟦770,93@" + rc('2025-06-10') + "⟧ rubli."),
A('r_latest', 'faithful', 'en-US', 'glider',
  "Latest receipts: ₽⟦13,153.34@" + rc('2025-06-29') + "⟧ at Азбука вкуса on ⟦Jun 29@D:2025-06-29⟧, ₽⟦738.76@"
  + rc('2025-06-26T12') + "⟧ at Перекрёсток on ⟦Jun 26@D:2025-06-26⟧ and ₽⟦804.15@" + rc('2025-06-15')
  + "⟧ there again on ⟦Jun 15@D:2025-06-15⟧."),
A('r_latest', 'wrong_row', 'ru-RU', 'pilotboat',
  "последние чеки: ⟦11 июня@D:2025-06-11⟧ вечером в магазине Перекрёсток на ⟦804,15@" + rc('2025-06-11T22') + "~"
  + rc('2025-06-15') + "!⟧ ₽; ⟦29 июня@D:2025-06-29⟧ Азбука вкуса — ⟦13_153,34@" + rc('2025-06-29') + "⟧ ₽."),
A('r_latest', 'misrounded', 'fr-FR', 'terrarium',
  "derniers tickets : ⟦29 juin@D:2025-06-29⟧, Азбука вкуса, ⟦13_153,4@" + rc('2025-06-29') + "!⟧ ₽ ; "
  "⟦26 juin@D:2025-06-26⟧, Дикси, ⟦984,21@" + rc('2025-06-26T16') + "⟧ ₽."),
A('r_latest', 'wrong_unit', 'pt-BR', 'greengrocer',
  "últimos recibos: em ⟦29/06@D:2025-06-29⟧, Азбука вкуса, ⟦13.153,34@" + rc('2025-06-29') + "⟧ rublos; em "
  "⟦11/06@D:2025-06-11⟧, de novo Азбука вкуса, US$ ⟦6.757,91@" + rc('2025-06-11T08') + "~" + rc('2025-06-11T08')
  + "!⟧.", unit_note='roubles quoted as US dollars'),
# ---------------------------------------------------------------- r_by_shop
A('r_by_shop', 'faithful', 'en-US', 'moped',
  "You spend the most at Перекрёсток: ₽⟦216,136.08@" + sh('Перекрёсток') + "⟧ over ⟦95@" + sh('Перекрёсток', 'n')
  + "⟧ receipts, then ВкусВилл ₽⟦145,619.56@" + sh('ВкусВилл') + "⟧ and АШАН ₽⟦106,458.44@" + sh('АШАН')
  + "⟧. Лента is last at ₽⟦10,029.92@" + sh('Лента') + "⟧."),
A('r_by_shop', 'faithful', 'es-ES', 'keycutting',
  "donde más gastas es en Перекрёсток, ⟦216.136,08@" + sh('Перекрёсток') + "⟧ rublos en ⟦95@" + sh('Перекрёсток', 'n')
  + "⟧ tiques; le siguen ВкусВилл (⟦145.619,56@" + sh('ВкусВилл') + "⟧) y АШАН (⟦106.458,44@" + sh('АШАН')
  + "⟧); Магнит es cuarto con ⟦85.375,03@" + sh('Магнит') + "⟧."),
A('r_by_shop', 'faithful', 'ja-JP', 'lobster',
  "店別の支出：首位はПерекрёсток ⟦216,136.08@" + sh('Перекрёсток') + "⟧ルーブル（⟦95@" + sh('Перекрёсток', 'n')
  + "⟧枚）、次いでВкусВилл ⟦145,619.56@" + sh('ВкусВилл') + "⟧ルーブル、最下位はЛента ⟦10,029.92@" + sh('Лента')
  + "⟧ルーブル（⟦5@" + sh('Лента', 'n') + "⟧枚）。"),
A('r_by_shop', 'wrong_row', 'de-DE', 'dredger',
  "Ausgaben nach Geschäft: vorne Перекрёсток mit ⟦216.136,08@" + sh('Перекрёсток') + "⟧ ₽; Магнит kommt auf "
  "⟦61.984,60@" + sh('Магнит') + "~" + sh('Дикси') + "!⟧ ₽ bei ⟦36@" + sh('Магнит', 'n') + "⟧ Belegen."),
A('r_by_shop', 'derived', 'nl-NL', 'glider',
  "uitgaven per winkel: Перекрёсток ⟦216.136,08@" + sh('Перекрёсток') + "⟧ roebel over ⟦95@" + sh('Перекрёсток', 'n')
  + "⟧ bonnen; zelf gedeeld is dat ⟦2.275,12@" + sh('Перекрёсток') + "/" + sh('Перекрёсток', 'n') + "!⟧ roebel per bon."),
A('r_by_shop', 'coincidental', 'en-GB', 'piercing',
  "spending by shop: Перекрёсток leads with ₽⟦216,136.08@" + sh('Перекрёсток') + "⟧; Лента trails with ₽⟦10,029.92@"
  + sh('Лента') + "⟧ across ⟦9@" + sh('Лента', 'n') + "!⟧ receipts."),
# ---------------------------------------------------------------- r_total_2025
A('r_total_2025', 'faithful', 'pl-PL', 'keycutting',
  "w 2025 r. wydano dotąd ⟦246_665,21@sum⟧ rubli na ⟦86@n⟧ paragonach; średni paragon ⟦2868,20@avg⟧ rubli, "
  "największy ⟦13_153,34@max⟧."),
A('r_total_2025', 'faithful', 'en-GB', 'moped',
  "2025 so far: ₽⟦246,665.21@sum⟧ across ⟦86@n⟧ receipts, an average of ₽⟦2,868.20@avg⟧; the biggest single "
  "receipt was ₽⟦13,153.34@max⟧."),
A('r_total_2025', 'faithful', 'pt-BR', 'dredger',
  "em 2025 até agora: ⟦246.665,21@sum⟧ rublos em ⟦86@n⟧ compras, média de ⟦2.868,2@avg⟧ rublos por recibo."),
A('r_total_2025', 'wrong_column', 'fr-FR', 'glider',
  "dépenses 2025 à ce jour : ⟦246_665,21@sum⟧ ₽ sur ⟦86@n⟧ tickets, soit un ticket moyen de ⟦13_153,34@avg~max!⟧ ₽."),
A('r_total_2025', 'wrong_unit', 'zh-CN', 'nailsalon',
  "2025 年至今共消费 ⟦246,665.21@sum⟧ 卢布，小票 ⟦86@n⟧ 张，平均每张 ⟦2,868.20@avg~avg!⟧ 欧元。",
  unit_note='roubles quoted as euros'),
A('r_total_2025', 'miscomputed', 'es-ES', 'pilotboat',
  "en 2025 llevas ⟦246.665,21@sum⟧ rublos en ⟦86@n⟧ tiques; el mayor, de ⟦13.153,34@max⟧, equivale a "
  "⟦4,86@max/avg!⟧ veces el tique medio según mi cuenta."),
# ---------------------------------------------------------------- r_top_items
A('r_top_items', 'faithful', 'es-ES', 'keycutting',
  "los productos en los que más gastas: bombones Красный Октябрь, ⟦21.480,62@" + sh(KO) + "⟧ rublos en ⟦25@"
  + sh(KO, 'n') + "⟧ compras; pañales Merries, ⟦20.886,90@" + sh(ME) + "⟧; salchichas Останкино, ⟦17.794,42@" + sh(OS)
  + "⟧ rublos."),
A('r_top_items', 'faithful', 'de-DE', 'nailsalon',
  "Top-Produkte nach Ausgaben: Pralinen Красный Октябрь ⟦21.480,62@" + sh(KO) + "⟧ ₽, Windeln Merries ⟦20.886,90@"
  + sh(ME) + "⟧ ₽, Würstchen Останкино ⟦17.794,42@" + sh(OS) + "⟧ ₽; unter diesen am häufigsten gekauft: Останкино mit ⟦41@"
  + sh(OS, 'n') + "⟧ Käufen."),
A('r_top_items', 'faithful', 'ru-RU', 'greengrocer',
  "больше всего денег уходит на конфеты «Красный Октябрь» — ⟦21_480,62@" + sh(KO) + "⟧ ₽ (⟦25@" + sh(KO, 'n')
  + "⟧ покупок), затем подгузники Merries — ⟦20_886,90@" + sh(ME) + "⟧ ₽ и сосиски «Останкино» — ⟦17_794,42@"
  + sh(OS) + "⟧ ₽."),
A('r_top_items', 'faithful', 'en-GB', 'butcher',
  "top spend by product: Красный Октябрь chocolates ₽⟦21,480.62@" + sh(KO) + "⟧, Merries nappies ₽⟦20,886.90@" + sh(ME)
  + "⟧, pork carbonade ₽⟦16,536.40@" + sh(SV) + "⟧ over ⟦20@" + sh(SV, 'n') + "⟧ purchases; Lavazza coffee "
  "₽⟦14,994.78@" + sh(KF) + "⟧ closes the eight."),
A('r_top_items', 'wrong_row', 'zh-CN', 'lobster',
  "按商品花费：Красный Октябрь 巧克力 ⟦21,480.62@" + sh(KO) + "⟧ 卢布居首；Индилайт 火鸡肉馅 ⟦15,256.64@" + sh(FA)
  + "~" + sh(KK) + "!⟧ 卢布。"),
A('r_top_items', 'wrong_unit', 'fr-FR', 'dredger',
  "produits les plus coûteux : en tête les chocolats Красный Октябрь (⟦21_480,62@" + sh(KO) + "⟧ ₽), puis les "
  "saucisses Останкино, ⟦17_794,42@" + sh(OS) + "~" + sh(OS) + "!⟧ kg.", unit_note='roubles quoted as kilograms'),
A('r_top_items', 'invented', 'it-IT', 'piercing',
  "prodotti su cui spendi di più: cioccolatini Красный Октябрь ⟦21.480,62@" + sh(KO) + "⟧ rubli, pannolini Merries "
  "⟦20.886,90@" + sh(ME) + "⟧; il caffè Lavazza chiude l'elenco con ⟦13.722,15@" + sh(KF) + "!⟧ rubli."),
]
