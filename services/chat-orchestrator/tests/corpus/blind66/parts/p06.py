"""Receipts (r_latest ... r_top_items). Markers: see ../../blind4/lib.py. Shop and product names as the results
hold them (Cyrillic) or by brand; no product weight or pack size is written."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def rc(prefix):
    return f"row('{prefix}').total"


KO = "row('Конфеты шоколадные ассорти Красный')"
KK = "row('Конфеты шоколадные ассорти Коркунов')"

ENTRIES = [
# ---------------------------------------------------------------- r_latest
A('r_latest', 'faithful', 'pt-BR', 'teapluck',
  f"últimos recibos: ⟦29/06@D:2025-06-29⟧, Азбука вкуса, ⟦13.153,34@{rc('2025-06-29')}⟧ rublos, o maior dos oito; "
  f"⟦26/06@D:2025-06-26⟧, Дикси, ⟦984,21@{rc('2025-06-26T16')}⟧; ⟦23/06@D:2025-06-23⟧, АШАН, "
  f"⟦1.782,97@{rc('2025-06-23')}⟧."),
A('r_latest', 'faithful', 'nl-NL', 'ricepaddy',
  f"laatste bonnen: ⟦29 juni@D:2025-06-29⟧ Азбука вкуса ⟦13.153,34@{rc('2025-06-29')}⟧ roebel; ⟦26 juni@D:2025-06-26⟧ "
  f"twee bonnen, Перекрёсток ⟦738,76@{rc('2025-06-26T12')}⟧ en Дикси ⟦984,21@{rc('2025-06-26T16')}⟧; "
  f"⟦15 juni@D:2025-06-15⟧ Перекрёсток ⟦804,15@{rc('2025-06-15')}⟧."),
A('r_latest', 'faithful', 'es-ES', 'skate',
  f"los recibos más recientes: el ⟦11 de junio@D:2025-06-11⟧ hubo dos, Азбука вкуса por la mañana "
  f"(⟦6757,91@{rc('2025-06-11T08')}⟧ rublos) y Перекрёсток por la noche (⟦934,93@{rc('2025-06-11T22')}⟧); el "
  f"⟦10 de junio@D:2025-06-10⟧, Магнит, ⟦770,93@{rc('2025-06-10')}⟧."),
A('r_latest', 'coincidental', 'pl-PL', 'paintball',
  f"ostatnie paragony: ⟦26 czerwca@D:2025-06-26⟧ w południe Перекрёсток na ⟦768@{rc('2025-06-26T12')}!⟧ rub., a "
  f"⟦29 czerwca@D:2025-06-29⟧ Азбука вкуса na ⟦13_153,34@{rc('2025-06-29')}⟧ rub."),
A('r_latest', 'misrounded', 'zh-CN', 'billiard',
  f"最近的小票中，⟦6月29日@D:2025-06-29⟧ Азбука вкуса 的 ⟦13,153.4@{rc('2025-06-29')}!⟧ 卢布最大；"
  f"⟦6月23日@D:2025-06-23⟧ АШАН 为 ⟦1,782.97@{rc('2025-06-23')}⟧ 卢布。"),
A('r_latest', 'invented', 'it-IT', 'vanilla',
  f"ultimi scontrini: l'⟦11 giugno@D:2025-06-11⟧ mattina Азбука вкуса per ⟦5.842,16@{rc('2025-06-11T08')}!⟧ "
  f"rubli; il ⟦10 giugno@D:2025-06-10⟧ Магнит, ⟦770,93@{rc('2025-06-10')}⟧."),
# ---------------------------------------------------------------- r_by_shop
A('r_by_shop', 'faithful', 'ru-RU', 'candyfloss',
  "больше всего уходит в Перекрёсток: ⟦216_136,08@row('Перекрёсток').sum⟧ руб. за ⟦95@row('Перекрёсток').n⟧ "
  "чеков; дальше ВкусВилл — ⟦145_619,56@row('ВкусВилл').sum⟧ руб. и АШАН — ⟦106_458,44@row('АШАН').sum⟧ руб."),
A('r_by_shop', 'faithful', 'zh-CN', 'lasertag',
  "花费最多的是 Перекрёсток，共 ⟦216,136.08@row('Перекрёсток').sum⟧ 卢布（⟦95@row('Перекрёсток').n⟧ 张小票）；"
  "其次 ВкусВилл ⟦145,619.56@row('ВкусВилл').sum⟧ 卢布；最少的是 Лента，仅 ⟦10,029.92@row('Лента').sum⟧ 卢布。"),
A('r_by_shop', 'faithful', 'es-ES', 'ricepaddy',
  "donde más gastas es en Перекрёсток, ⟦216.136,08@row('Перекрёсток').sum⟧ rublos en ⟦95@row('Перекрёсток').n⟧ "
  "tiques; Магнит va cuarto con ⟦85.375,03@row('Магнит').sum⟧ y Дикси quinto, ⟦61.984,6@row('Дикси').sum⟧."),
A('r_by_shop', 'faithful', 'en-US', 'shavedice',
  "Перекрёсток leads at ⟦216,136.08@row('Перекрёсток').sum⟧ rubles across ⟦95@row('Перекрёсток').n⟧ receipts, "
  "then ВкусВилл ⟦145,619.56@row('ВкусВилл').sum⟧ and АШАН ⟦106,458.44@row('АШАН').sum⟧; Азбука вкуса reached "
  "⟦35,712.98@row('Азбука').sum⟧ from only ⟦8@row('Азбука').n⟧ receipts."),
A('r_by_shop', 'wrong_row', 'pl-PL', 'saltrake',
  "drugi po Перекрёсток jest ВкусВилл: ⟦106_458,44@row('ВкусВилл').sum~row('АШАН').sum!⟧ rub. w "
  "⟦61@row('ВкусВилл').n⟧ paragonach."),
A('r_by_shop', 'wrong_unit', 'pt-BR', 'paintball',
  "a Лента ficou em último lugar: ⟦10.029,92@row('Лента').sum~row('Лента').sum!⟧ euros em ⟦5@row('Лента').n⟧ "
  "recibos.", unit_note='roubles quoted as euros'),
A('r_by_shop', 'derived', 'nl-NL', 'billiard',
  "Перекрёсток en ВкусВилл samen: ⟦216.136,08@row('Перекрёсток').sum⟧ + ⟦145.619,56@row('ВкусВилл').sum⟧ = "
  "⟦361.755,64@row('Перекрёсток').sum+row('ВкусВилл').sum!⟧ roebel, zelf opgeteld."),
# ---------------------------------------------------------------- r_total_2025
A('r_total_2025', 'faithful', 'de-DE', 'cocoa',
  "2025 bisher ⟦246.665,21@sum⟧ ₽ in ⟦86@n⟧ Belegen, im Schnitt ⟦2.868,20@avg⟧ ₽ je Beleg; der größte Beleg "
  "⟦13.153,34@max⟧ ₽."),
A('r_total_2025', 'faithful', 'zh-CN', 'skate',
  "2025 年至今共花费 ⟦246,665.21@sum⟧ 卢布，共 ⟦86@n⟧ 张小票，平均每张 ⟦2,868.2@avg⟧ 卢布，单张最高 "
  "⟦13,153.34@max⟧ 卢布。"),
A('r_total_2025', 'faithful', 'it-IT', 'candyfloss',
  "nel 2025 finora ⟦246.665,21@sum⟧ rubli su ⟦86@n⟧ scontrini: media ⟦2.868@avg⟧ rubli, massimo "
  "⟦13.153,34@max⟧."),
A('r_total_2025', 'wrong_column', 'en-US', 'teapluck',
  "2025 so far: ⟦246,665.21@sum⟧ rubles over ⟦86@n⟧ receipts, an average receipt of ⟦13,153.34@avg~max!⟧ rubles."),
A('r_total_2025', 'miscomputed', 'en-GB', 'ricepaddy',
  "2025 to date: ⟦246,665.21@sum⟧ roubles; leaving out the biggest receipt (⟦13,153.34@max⟧), by my arithmetic the "
  "rest comes to ⟦233,151.87@sum-max!⟧."),
A('r_total_2025', 'misrounded', 'ru-RU', 'lasertag',
  "в 2025 г. потрачено ⟦246_665,21@sum⟧ руб., ⟦86@n⟧ чеков, средний чек ⟦2868,21@avg!⟧ руб."),
# ---------------------------------------------------------------- r_top_items
A('r_top_items', 'faithful', 'pl-PL', 'paintball',
  f"najwięcej wydajesz na cukierki Красный Октябрь: ⟦21_480,62@{KO}.sum⟧ rub. (⟦25@{KO}.n⟧ zakupów), potem "
  f"pieluchy Merries — ⟦20_886,9@row('Подгузники').sum⟧ rub. w ⟦10@row('Подгузники').n⟧ zakupach."),
A('r_top_items', 'faithful', 'en-GB', 'billiard',
  "top spend: Красный Октябрь chocolates ⟦21,480.62@" + KO + ".sum⟧ roubles, Merries nappies "
  "⟦20,886.90@row('Подгузники').sum⟧, Останкино sausages ⟦17,794.42@row('Сосиски').sum⟧, bought most often of "
  "the eight (⟦41@row('Сосиски').n⟧ times)."),
A('r_top_items', 'faithful', 'fr-FR', 'vanilla',
  "en huitième place, le café Lavazza : ⟦14_994,78@row('Кофе').sum⟧ roubles pour ⟦22@row('Кофе').n⟧ achats ; le "
  "fromage Российский, ⟦16_036,41@row('Сыр').sum⟧ roubles (⟦39@row('Сыр').n⟧ achats)."),
A('r_top_items', 'wrong_row', 'en-US', 'ricepaddy',
  "Останкино sausages come third at ⟦16,536.40@row('Сосиски').sum~row('Свинина').sum!⟧ rubles over "
  "⟦41@row('Сосиски').n⟧ purchases."),
A('r_top_items', 'derived', 'es-ES', 'lasertag',
  f"los dos surtidos de bombones, Красный Октябрь (⟦21.480,62@{KO}.sum⟧) y Коркунов (⟦15.256,64@{KK}.sum⟧), suman "
  f"⟦36.737,26@{KO}.sum+{KK}.sum!⟧ rublos, según mi propia suma."),
A('r_top_items', 'coincidental', 'pt-BR', 'candyfloss',
  "salsichas Останкино: ⟦17.794,42@row('Сосиски').sum⟧ rublos em ⟦36@row('Сосиски').n!⟧ compras."),
]
