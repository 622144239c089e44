"""Receipts (r_latest, r_by_shop, r_total_2025, r_top_items). Markers: see ../../blind4/lib.py.
Shop and product names are written as the results hold them (Cyrillic) or as a brand; no pack sizes."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def rc(prefix):
    return f"row('{prefix}').total"


def sh(name, col):
    return f"row('{name}').{col}"


KO = 'Конфеты шоколадные ассорти Красный'
KK = 'Конфеты шоколадные ассорти Коркунов'

ENTRIES = [
# ---------------------------------------------------------------- r_latest
A('r_latest', 'faithful', 'pl-PL', 'oiling',
  "ostatnie paragony (z ⟦300@R.total_rows⟧): ⟦29 czerwca@D:2025-06-29⟧ Азбука вкуса ⟦13_153,34@" + rc('2025-06-29') + "⟧ rub., "
  "⟦26 czerwca@D:2025-06-26⟧ Дикси ⟦984,21@" + rc('2025-06-26T16') + "⟧ i Перекрёсток ⟦738,76@" + rc('2025-06-26T12') + "⟧."),
A('r_latest', 'faithful', 'en-GB', 'heather',
  "latest receipts: ⟦29 Jun@D:2025-06-29⟧, Азбука вкуса, ₽⟦13,153.34@" + rc('2025-06-29') + "⟧; ⟦23 Jun@D:2025-06-23⟧, АШАН, "
  "₽⟦1,782.97@" + rc('2025-06-23') + "⟧; ⟦15 Jun@D:2025-06-15⟧, Перекрёсток, ₽⟦804.15@" + rc('2025-06-15') + "⟧."),
A('r_latest', 'faithful', 'zh-CN', 'quill',
  "最近的小票：⟦6月29日@D:2025-06-29⟧ Азбука вкуса ⟦13,153.34@" + rc('2025-06-29') + "⟧ 卢布；⟦6月23日@D:2025-06-23⟧ АШАН "
  "⟦1,782.97@" + rc('2025-06-23') + "⟧ 卢布；⟦6月10日@D:2025-06-10⟧ Магнит ⟦770.93@" + rc('2025-06-10') + "⟧ 卢布。"),
A('r_latest', 'wrong_row', 'ru-RU', 'gnomon',
  "последние чеки: ⟦29 июня@D:2025-06-29⟧ Азбука вкуса — ⟦13_153,34@" + rc('2025-06-29') + "⟧ руб.; ⟦23 июня@D:2025-06-23⟧ "
  "АШАН — ⟦1782,97@" + rc('2025-06-23') + "⟧; ⟦15 июня@D:2025-06-15⟧ Перекрёсток — ⟦934,93@" + rc('2025-06-15') + "~"
  + rc('2025-06-11T22') + "!⟧."),
A('r_latest', 'wrong_unit', 'en-US', 'chalkfig',
  "latest receipts: ⟦Jun 29@D:2025-06-29⟧ Азбука вкуса ₽⟦13,153.34@" + rc('2025-06-29') + "⟧; ⟦Jun 23@D:2025-06-23⟧ АШАН, "
  "$⟦1,782.97@" + rc('2025-06-23') + "~" + rc('2025-06-23') + "!⟧; ⟦Jun 10@D:2025-06-10⟧ Магнит ₽⟦770.93@" + rc('2025-06-10') + "⟧.",
  unit_note='a receipt total in roubles quoted in US dollars'),
A('r_latest', 'invented', 'it-IT', 'pinbarrel',
  "ultimi scontrini: ⟦29 giugno@D:2025-06-29⟧ Азбука вкуса, ⟦13.153,34@" + rc('2025-06-29') + "⟧ rubli; ⟦26 giugno@D:2025-06-26⟧ "
  "Дикси, ⟦1.146,80@" + rc('2025-06-26T16') + "!⟧; poi Перекрёсток, ⟦738,76@" + rc('2025-06-26T12') + "⟧."),
# ---------------------------------------------------------------- r_by_shop
A('r_by_shop', 'faithful', 'zh-CN', 'fordboard',
  "按商店汇总：Перекрёсток 最多，为 ⟦216,136.08@" + sh('Перекрёсток', 'sum') + "⟧ 卢布（⟦95@" + sh('Перекрёсток', 'n') + "⟧ 张）；"
  "其次 ВкусВилл ⟦145,619.56@" + sh('ВкусВилл', 'sum') + "⟧；Лента 最少，为 ⟦10,029.92@" + sh('Лента', 'sum') + "⟧。"),
A('r_by_shop', 'faithful', 'ja-JP', 'fresnel',
  "店別の支出：Перекрёсток が⟦216,136.08@" + sh('Перекрёсток', 'sum') + "⟧ルーブル（⟦95@" + sh('Перекрёсток', 'n') + "⟧回）で最多、"
  "ВкусВилл ⟦145,619.56@" + sh('ВкусВилл', 'sum') + "⟧、АШАН ⟦106,458.44@" + sh('АШАН', 'sum') + "⟧。"),
A('r_by_shop', 'faithful', 'en-GB', 'smokehouse',
  "where the money goes: Перекрёсток ₽⟦216,136.08@" + sh('Перекрёсток', 'sum') + "⟧ over ⟦95@" + sh('Перекрёсток', 'n') + "⟧ "
  "visits, ВкусВилл ₽⟦145,619.56@" + sh('ВкусВилл', 'sum') + "⟧; Лента last at ₽⟦10,029.92@" + sh('Лента', 'sum') + "⟧."),
A('r_by_shop', 'faithful', 'pl-PL', 'heather',
  "wydatki wg sklepów: Перекрёсток ⟦216_136,08@" + sh('Перекрёсток', 'sum') + "⟧ rub., ВкусВилл ⟦145_619,56@" + sh('ВкусВилл', 'sum') + "⟧, "
  "АШАН ⟦106_458,44@" + sh('АШАН', 'sum') + "⟧ z ⟦56@" + sh('АШАН', 'n') + "⟧ paragonów."),
A('r_by_shop', 'wrong_row', 'de-DE', 'pinbarrel',
  "Ausgaben je Laden: Перекрёсток ⟦216.136,08@" + sh('Перекрёсток', 'sum') + "⟧ Rubel, ВкусВилл ⟦145.619,56@" + sh('ВкусВилл', 'sum') + "⟧, "
  "АШАН ⟦106.458,44@" + sh('АШАН', 'sum') + "⟧ bei ⟦61@" + sh('АШАН', 'n') + "~" + sh('ВкусВилл', 'n') + "!⟧ Einkäufen."),
A('r_by_shop', 'wrong_unit', 'en-US', 'chalkfig',
  "spending by store: Перекрёсток leads with ⟦216,136.08@" + sh('Перекрёсток', 'sum') + "~" + sh('Перекрёсток', 'sum') + "!⟧ EUR "
  "across ⟦95@" + sh('Перекрёсток', 'n') + "⟧ trips; Лента is last.",
  unit_note='a sum in roubles quoted in euros'),
A('r_by_shop', 'miscomputed', 'pt-BR', 'roost',
  "gastos por loja: Перекрёсток ⟦216.136,08@" + sh('Перекрёсток', 'sum') + "⟧ rublos; Магнит ⟦85.375,03@" + sh('Магнит', 'sum') + "⟧ em "
  "⟦36@" + sh('Магнит', 'n') + "⟧ compras, ou seja, pela minha conta, ⟦2.317,53@" + sh('Магнит', 'sum') + "/" + sh('Магнит', 'n') + "!⟧ por compra."),
# ---------------------------------------------------------------- r_total_2025
A('r_total_2025', 'faithful', 'it-IT', 'glassfloat',
  "spesa 2025 finora: ⟦246.665,21@sum⟧ rubli in ⟦86@n⟧ scontrini; scontrino medio ⟦2.868,20@avg⟧, il più alto "
  "⟦13.153,34@max⟧."),
A('r_total_2025', 'faithful', 'ja-JP', 'roost',
  "2025年の支出：合計⟦246,665.21@sum⟧ルーブル、レシート⟦86@n⟧枚、平均⟦2,868.20@avg⟧ルーブル、最高⟦13,153.34@max⟧。"),
A('r_total_2025', 'faithful', 'pt-BR', 'gnomon',
  "gastos de 2025 até agora: ⟦246.665,21@sum⟧ rublos em ⟦86@n⟧ notas, média de ⟦2.868,20@avg⟧ por nota."),
A('r_total_2025', 'wrong_unit', 'zh-CN', 'fresnel',
  "2025 年至今共花 ⟦246,665.21@sum~sum!⟧ 美元，共 ⟦86@n⟧ 张小票，平均每张 ⟦2,868.20@avg⟧ 卢布。",
  unit_note='a total in roubles quoted in US dollars'),
A('r_total_2025', 'misrounded', 'fr-FR', 'heather',
  "dépenses 2025 à ce jour : ⟦246_665,21@sum⟧ roubles sur ⟦86@n⟧ tickets, soit ⟦2_868,3@avg!⟧ roubles en moyenne ; "
  "le plus gros ⟦13_153,34@max⟧."),
A('r_total_2025', 'invented', 'de-DE', 'chalkfig',
  "Ausgaben 2025 bisher: ⟦246.665,21@sum⟧ Rubel, ⟦86@n⟧ Belege, im Schnitt ⟦3.112,40@avg!⟧ Rubel pro Einkauf."),
# ---------------------------------------------------------------- r_top_items
A('r_top_items', 'faithful', 'pt-BR', 'oiling',
  "produtos com mais gasto: bombons Красный Октябрь, ⟦21.480,62@" + sh(KO, 'sum') + "⟧ rublos em ⟦25@" + sh(KO, 'n') + "⟧ compras; "
  "fraldas Merries, ⟦20.886,90@" + sh('Подгузники', 'sum') + "⟧ em ⟦10@" + sh('Подгузники', 'n') + "⟧."),
A('r_top_items', 'faithful', 'es-ES', 'smokehouse',
  "lo que más pesa: bombones Красный Октябрь (⟦21.480,62@" + sh(KO, 'sum') + "⟧ rublos); las salchichas Останкино, "
  "las más compradas: ⟦41@" + sh('Сосиски', 'n') + "⟧ veces, ⟦17.794,42@" + sh('Сосиски', 'sum') + "⟧."),
A('r_top_items', 'faithful', 'fr-FR', 'pinbarrel',
  "top produits : chocolats Красный Октябрь ⟦21_480,62@" + sh(KO, 'sum') + "⟧ roubles, couches Merries ⟦20_886,90@" + sh('Подгузники', 'sum') + "⟧ ; "
  "le café Lavazza ferme la liste avec ⟦14_994,78@" + sh('Кофе', 'sum') + "⟧ en ⟦22@" + sh('Кофе', 'n') + "⟧ achats."),
A('r_top_items', 'wrong_unit', 'en-GB', 'roost',
  "top spends: Красный Октябрь chocolates ₽⟦21,480.62@" + sh(KO, 'sum') + "⟧, Merries nappies ₽⟦20,886.90@" + sh('Подгузники', 'sum') + "⟧, "
  "and pork loin (Свинина карбонад) at ⟦16,536.40@" + sh('Свинина', 'sum') + "~" + sh('Свинина', 'sum') + "!⟧ kg.",
  unit_note='a rouble amount quoted as kilograms (the pork is sold by the kilo)'),
A('r_top_items', 'wrong_row', 'zh-CN', 'fordboard',
  "花钱最多的商品：Красный Октябрь 巧克力 ⟦21,480.62@" + sh(KO, 'sum') + "⟧ 卢布；Сыр Российский 奶酪买了 "
  "⟦41@" + sh('Сыр', 'n') + "~" + sh('Сосиски', 'n') + "!⟧ 次，共 ⟦16,036.41@" + sh('Сыр', 'sum') + "⟧ 卢布。"),
A('r_top_items', 'miscomputed', 'ru-RU', 'quill',
  "больше всего ушло на конфеты «Красный Октябрь»: ⟦21_480,62@" + sh(KO, 'sum') + "⟧ руб. за ⟦25@" + sh(KO, 'n') + "⟧ покупок, "
  "то есть по моему счёту ⟦895,22@" + sh(KO, 'sum') + "/" + sh(KO, 'n') + "!⟧ руб. за раз."),
A('r_top_items', 'coincidental', 'pl-PL', 'gnomon',
  "najwięcej wydane na: cukierki Красный Октябрь ⟦21_480,62@" + sh(KO, 'sum') + "⟧ rub., pieluchy Merries ⟦20_886,90@" + sh('Подгузники', 'sum') + "⟧, "
  "a cukierki Коркунов ⟦16_003@" + sh(KK, 'sum') + "!⟧ rub."),
]
