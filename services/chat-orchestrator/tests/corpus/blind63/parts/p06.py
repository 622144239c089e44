"""Receipts (r_latest, r_by_shop, r_total_2025, r_top_items). Markers: see ../../blind4/lib.py.
Receipts of one day are told apart by their hour prefix; shops and products by the start of their name."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A

KO = "row('Конфеты шоколадные ассорти Красный')"
KK = "row('Конфеты шоколадные ассорти Коркунов')"

ENTRIES = [
# ---------------------------------------------------------------- r_latest
A('r_latest', 'faithful', 'nl-NL', 'clockwork',
  "Laatste bonnen: ⟦29 juni@D:2025-06-29⟧ Азбука вкуса ⟦13.153,34@row('2025-06-29').total⟧ roebel; "
  "⟦26 juni@D:2025-06-26⟧ Дикси ⟦984,21@row('2025-06-26T16').total⟧ en Перекрёсток "
  "⟦738,76@row('2025-06-26T12').total⟧; ⟦23 juni@D:2025-06-23⟧ АШАН ⟦1.782,97@row('2025-06-23').total⟧."),
A('r_latest', 'faithful', 'ru-RU', 'dimsum',
  "последние чеки: ⟦29 июня@D:2025-06-29⟧ Азбука вкуса на ⟦13_153,34@row('2025-06-29').total⟧ ₽, самый крупный "
  "из показанных; ⟦15 июня@D:2025-06-15⟧ Перекрёсток на ⟦804,15@row('2025-06-15').total⟧ ₽. Всего чеков "
  "⟦300@R.total_rows⟧."),
A('r_latest', 'faithful', 'de-DE', 'plumber',
  "Neueste Belege: ⟦29.06.@D:2025-06-29⟧ Азбука вкуса ⟦13.153,34@row('2025-06-29').total⟧ ₽, "
  "⟦23.06.@D:2025-06-23⟧ АШАН ⟦1.782,97@row('2025-06-23').total⟧ ₽, ⟦10.06.@D:2025-06-10⟧ Магнит "
  "⟦770,93@row('2025-06-10').total⟧ ₽; insgesamt ⟦300@R.total_rows⟧ Belege."),
A('r_latest', 'wrong_row', 'en-US', 'waffle',
  "Latest receipts: Перекрёсток on ⟦Jun 26@D:2025-06-26⟧ for "
  "₽⟦984.21@row('2025-06-26T12').total~row('2025-06-26T16').total!⟧, Азбука вкуса on ⟦Jun 29@D:2025-06-29⟧ for "
  "₽⟦13,153.34@row('2025-06-29').total⟧."),
A('r_latest', 'wrong_unit', 'pl-PL', 'bento',
  "Ostatni paragon z АШАН, ⟦23 czerwca@D:2025-06-23⟧: ⟦1782,97@row('2025-06-23').total~row('2025-06-23').total!⟧ "
  "zł.", unit_note='roubles quoted as złoty'),
A('r_latest', 'invented', 'en-GB', 'churro',
  "Most recent: Азбука вкуса on ⟦29 Jun@D:2025-06-29⟧ at ₽⟦13,153.34@row('2025-06-29').total⟧, Магнит on "
  "⟦10 Jun@D:2025-06-10⟧ at ₽⟦815.60@row('2025-06-10').total!⟧."),
# ---------------------------------------------------------------- r_by_shop
A('r_by_shop', 'faithful', 'nl-NL', 'zipper',
  "Uitgaven per winkel: Перекрёсток ⟦216.136,08@row('Перекрёсток').sum⟧ roebel over ⟦95@row('Перекрёсток').n⟧ "
  "bonnen, ВкусВилл ⟦145.619,56@row('ВкусВилл').sum⟧, АШАН ⟦106.458,44@row('АШАН').sum⟧. Лента onderaan met "
  "⟦10.029,92@row('Лента').sum⟧."),
A('r_by_shop', 'faithful', 'ja-JP', 'dimsum',
  "店別支出：Перекрёсток ⟦216,136.08@row('Перекрёсток').sum⟧ルーブル（⟦95@row('Перекрёсток').n⟧枚）が最多、"
  "次いでВкусВилл ⟦145,619.56@row('ВкусВилл').sum⟧ルーブル。Азбука вкусаは⟦8@row('Азбука').n⟧枚で"
  "⟦35,712.98@row('Азбука').sum⟧ルーブル。"),
A('r_by_shop', 'faithful', 'it-IT', 'tuktuk',
  "Spesa per negozio: in testa Перекрёсток con ⟦216.136,08@row('Перекрёсток').sum⟧ rubli, poi ВкусВилл "
  "⟦145.619,56@row('ВкусВилл').sum⟧ e АШАН ⟦106.458,44@row('АШАН').sum⟧; Магнит quarto con "
  "⟦85.375,03@row('Магнит').sum⟧ rubli su ⟦36@row('Магнит').n⟧ scontrini."),
A('r_by_shop', 'coincidental', 'de-DE', 'plumber',
  "Перекрёсток führt mit ⟦216.136,08@row('Перекрёсток').sum⟧ ₽; Азбука вкуса kommt auf "
  "⟦35.712,98@row('Азбука').sum⟧ ₽ aus ⟦13@row('Азбука').n!⟧ Belegen."),
A('r_by_shop', 'miscomputed', 'zh-CN', 'churro',
  "按店铺：ВкусВилл 共 ⟦145,619.56@row('ВкусВилл').sum⟧ 卢布、⟦61@row('ВкусВилл').n⟧ 张小票；我自己算得平均每张 "
  "⟦2,378.21@row('ВкусВилл').sum/row('ВкусВилл').n!⟧ 卢布。"),
A('r_by_shop', 'derived', 'es-ES', 'clockwork',
  "Gasto por tienda: ВкусВилл ⟦145.619,56@row('ВкусВилл').sum⟧ rublos y АШАН ⟦106.458,44@row('АШАН').sum⟧; "
  "restando yo mismo, la diferencia es de ⟦39.161,12@row('ВкусВилл').sum-row('АШАН').sum!⟧ rublos."),
# ---------------------------------------------------------------- r_total_2025
A('r_total_2025', 'faithful', 'it-IT', 'bento',
  "Spesa 2025 finora: ⟦246.665,21@sum⟧ rubli in ⟦86@n⟧ scontrini, media ⟦2.868,20@avg⟧, il più caro "
  "⟦13.153,34@max⟧."),
A('r_total_2025', 'faithful', 'de-DE', 'tuktuk',
  "2025 bisher ausgegeben: ⟦246.665,21@sum⟧ ₽ über ⟦86@n⟧ Belege; Durchschnittsbeleg ⟦2.868,2@avg⟧ ₽, "
  "größter ⟦13.153,34@max⟧ ₽."),
A('r_total_2025', 'faithful', 'en-US', 'crepe',
  "So far in 2025: ₽⟦246,665.21@sum⟧ across ⟦86@n⟧ receipts, an average of ₽⟦2,868.20@avg⟧ each; the largest "
  "single receipt was ₽⟦13,153.34@max⟧."),
A('r_total_2025', 'misrounded', 'pl-PL', 'waffle',
  "Wydatki w 2025 r.: ⟦246_666@sum!⟧ rubli z ⟦86@n⟧ paragonów."),
A('r_total_2025', 'wrong_column', 'es-ES', 'zipper',
  "En 2025 llevas ⟦246.665,21@sum⟧ rublos; el ticket más alto fue de ⟦2.868,20@max~avg!⟧ rublos."),
A('r_total_2025', 'invented', 'pt-BR', 'dimsum',
  "Gastos em 2025: ⟦246.665,21@sum⟧ rublos, com tíquete médio de ⟦3.014,75@avg!⟧ rublos."),
# ---------------------------------------------------------------- r_top_items
A('r_top_items', 'faithful', 'it-IT', 'waffle',
  f"Prodotti con la spesa maggiore: cioccolatini Красный Октябрь ⟦21.480,62@{KO}.sum⟧ rubli, pannolini Merries "
  f"⟦20.886,90@row('Подгузники').sum⟧, wurstel Останкино ⟦17.794,42@row('Сосиски').sum⟧."),
A('r_top_items', 'faithful', 'de-DE', 'zipper',
  f"Top-Produkte nach Ausgaben: Pralinen Красный Октябрь ⟦21.480,62@{KO}.sum⟧ ₽ in ⟦25@{KO}.n⟧ Käufen; "
  f"Würstchen Останкино unter diesen am häufigsten gekauft, ⟦41@row('Сосиски').n⟧-mal, für ⟦17.794,42@row('Сосиски').sum⟧ ₽."),
A('r_top_items', 'faithful', 'ru-RU', 'churro',
  f"больше всего потрачено на конфеты Красный Октябрь — ⟦21_480,62@{KO}.sum⟧ ₽, затем подгузники Merries — "
  f"⟦20_886,90@row('Подгузники').sum⟧ ₽ (всего ⟦10@row('Подгузники').n⟧ покупок); свинина карбонад — "
  f"⟦16_536,40@row('Свинина').sum⟧ ₽."),
A('r_top_items', 'faithful', 'pt-BR', 'donut',
  f"Maiores gastos por produto: bombons Красный Октябрь (⟦21.480,62@{KO}.sum⟧ rublos), fraldas Merries "
  f"(⟦20.886,9@row('Подгузники').sum⟧) e salsichas Останкино (⟦17.794,42@row('Сосиски').sum⟧); o café Lavazza "
  f"fecha a lista com ⟦14.994,78@row('Кофе').sum⟧."),
A('r_top_items', 'wrong_row', 'pl-PL', 'dimsum',
  f"Produkty: bombonierka Коркунов — ⟦16_001,43@{KK}.sum~row('Фарш').sum!⟧ rubli w ⟦25@{KK}.n⟧ zakupach."),
A('r_top_items', 'coincidental', 'nl-NL', 'boulder',
  "Topproducten: Останкино-worstjes ⟦37@row('Сосиски').n!⟧ keer gekocht, voor ⟦17.794,42@row('Сосиски').sum⟧ "
  "roebel."),
A('r_top_items', 'wrong_unit', 'es-ES', 'clockwork',
  f"Productos con más gasto: bombones Красный Октябрь, ⟦21.480,62@{KO}.sum~{KO}.sum!⟧ céntimos.",
  unit_note='roubles quoted as céntimos'),
]
