"""Receipts (r_latest, r_by_shop, r_total_2025, r_top_items). Markers: see ../../blind4/lib.py.
Shop and product names as the results hold them (Cyrillic) or by brand; no weights or pack sizes."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def tot(k):
    return f"row('{k}').total"


def s(k):
    return f"row('{k}').sum"


def n(k):
    return f"row('{k}').n"


KO = 'Конфеты шоколадные ассорти Красный'

ENTRIES = [
# ---------------------------------------------------------------- r_latest
A('r_latest', 'faithful', 'en-US', 'fabric',
  "latest receipt: ⟦Jun 29@D:2025-06-29⟧, Азбука вкуса, ⟦13,153.34@" + tot('2025-06-29') + "⟧ RUB, the largest of the "
  "eight shown. Before it, ⟦Jun 26@D:2025-06-26⟧: Дикси ⟦984.21@" + tot('2025-06-26T16') + "⟧ and Перекрёсток "
  "⟦738.76@" + tot('2025-06-26T12') + "⟧."),
A('r_latest', 'faithful', 'en-GB', 'poolside',
  "latest receipts: ⟦23 Jun@D:2025-06-23⟧ АШАН ⟦1,782.97@" + tot('2025-06-23') + "⟧ roubles, ⟦15 Jun@D:2025-06-15⟧ "
  "Перекрёсток ⟦804.15@" + tot('2025-06-15') + "⟧, and two on ⟦11 Jun@D:2025-06-11⟧: Азбука вкуса in the morning "
  "(⟦6,757.91@" + tot('2025-06-11T08') + "⟧), Перекрёсток at night (⟦934.93@" + tot('2025-06-11T22') + "⟧)."),
A('r_latest', 'faithful', 'nl-NL', 'paperlamp',
  "de oudste van de acht getoonde bonnen is van ⟦10 juni@D:2025-06-10⟧: Магнит, ⟦770,93@" + tot('2025-06-10') +
  "⟧ roebel. In totaal zijn er ⟦300@R.total_rows⟧ bonnen."),
A('r_latest', 'wrong_row', 'de-DE', 'market',
  "am ⟦11.06.@D:2025-06-11⟧ abends bei Перекрёсток: ⟦6.757,91@" + tot('2025-06-11T22') + "~" + tot('2025-06-11T08') +
  "!⟧ Rubel."),
A('r_latest', 'coincidental', 'pt-BR', 'mussel',
  "no Магнит, em ⟦10/06@D:2025-06-10⟧, a compra foi de ⟦986@" + tot('2025-06-10') + "!⟧ rublos — o recibo mais "
  "antigo dos oito."),
A('r_latest', 'misrounded', 'es-ES', 'waterpark',
  "el último ticket, del ⟦29 de junio@D:2025-06-29⟧, es de Азбука вкуса por ⟦13.153,4@" + tot('2025-06-29') +
  "!⟧ rublos."),
# ---------------------------------------------------------------- r_by_shop
A('r_by_shop', 'faithful', 'es-ES', 'waterpark',
  "donde más gastas es en Перекрёсток: ⟦216.136,08@" + s('Перекрёсток') + "⟧ rublos en ⟦95@" + n('Перекрёсток') +
  "⟧ tickets; después ВкусВилл, ⟦145.619,56@" + s('ВкусВилл') + "⟧ en ⟦61@" + n('ВкусВилл') + "⟧."),
A('r_by_shop', 'faithful', 'pl-PL', 'sheepfold',
  "najmniej wydajesz w sklepie Лента: ⟦10_029,92@" + s('Лента') + "⟧ rub. przy ⟦5@" + n('Лента') + "⟧ paragonach; "
  "Пятёрочка — ⟦29_278,34@" + s('Пятёрочка') + "⟧ rub. (⟦12@" + n('Пятёрочка') + "⟧)."),
A('r_by_shop', 'faithful', 'en-US', 'hatchery',
  "top three shops by spend: Перекрёсток ⟦216,136.08@" + s('Перекрёсток') + "⟧ RUB, ВкусВилл ⟦145,619.56@" +
  s('ВкусВилл') + "⟧, АШАН ⟦106,458.44@" + s('АШАН') + "⟧. Азбука вкуса reaches ⟦35,712.98@" + s('Азбука') +
  "⟧ from only ⟦8@" + n('Азбука') + "⟧ receipts."),
A('r_by_shop', 'faithful', 'ja-JP', 'poolside',
  "支出の多い順で見ると、Магнитは⟦85,375.03@" + s('Магнит') + "⟧ルーブル（⟦36@" + n('Магнит') + "⟧回）、"
  "Диксиは⟦61,984.60@" + s('Дикси') + "⟧ルーブル（⟦27@" + n('Дикси') + "⟧回）。"),
A('r_by_shop', 'wrong_row', 'pt-BR', 'piggery',
  "no АШАН você gastou ⟦85.375,03@" + s('АШАН') + "~" + s('Магнит') + "!⟧ rublos em ⟦56@" + n('АШАН') +
  "⟧ compras."),
A('r_by_shop', 'derived', 'zh-CN', 'market',
  "在 Перекрёсток 共花 ⟦216,136.08@" + s('Перекрёсток') + "⟧ 卢布、⟦95@" + n('Перекрёсток') + "⟧ 张小票；"
  "我自己算的平均每张 ⟦2,275.12@" + s('Перекрёсток') + "/" + n('Перекрёсток') + "!⟧ 卢布。"),
A('r_by_shop', 'wrong_unit', 'it-IT', 'mussel',
  "da ВкусВилл hai speso ⟦145.619,56@" + s('ВкусВилл') + "~" + s('ВкусВилл') + "!⟧ dollari in ⟦61@" + n('ВкусВилл') +
  "⟧ scontrini.", unit_note='roubles quoted as dollars'),
# ---------------------------------------------------------------- r_total_2025
A('r_total_2025', 'faithful', 'zh-CN', 'fabric',
  "2025 年至今共消费 ⟦246,665.21@sum⟧ 卢布，共 ⟦86@n⟧ 张小票，平均每张 ⟦2,868.20@avg⟧ 卢布，最大一张 "
  "⟦13,153.34@max⟧ 卢布。"),
A('r_total_2025', 'faithful', 'ja-JP', 'piggery',
  "2025年の支出は合計⟦246,665.21@sum⟧ルーブル、レシート⟦86@n⟧枚、平均⟦2,868.2@avg⟧ルーブル。"),
A('r_total_2025', 'faithful', 'de-DE', 'paperlamp',
  "2025 bisher: ⟦246.665,21@sum⟧ Rubel in ⟦86@n⟧ Einkäufen, im Schnitt ⟦2.868,20@avg⟧ Rubel; der größte Bon lag bei "
  "⟦13.153,34@max⟧."),
A('r_total_2025', 'wrong_column', 'nl-NL', 'fishfarm',
  "de grootste bon van 2025 was ⟦2.868,20@max~avg!⟧ roebel, bij ⟦86@n⟧ bonnen en ⟦246.665,21@sum⟧ roebel in totaal."),
A('r_total_2025', 'miscomputed', 'pt-BR', 'sheepfold',
  "pela minha conta, ⟦246.665,21@sum⟧ rublos em ⟦86@n⟧ compras dão ⟦2.886,20@sum/n!⟧ por compra em 2025."),
A('r_total_2025', 'invented', 'en-GB', 'mussel',
  "in 2025 so far you've spent ⟦246,665.21@sum⟧ roubles; the average receipt is ⟦3,415.70@avg!⟧."),
# ---------------------------------------------------------------- r_top_items
A('r_top_items', 'faithful', 'it-IT', 'cattle',
  "il prodotto su cui spendi di più sono i cioccolatini Красный Октябрь: ⟦21.480,62@" + s(KO) + "⟧ rubli in ⟦25@" +
  n(KO) + "⟧ acquisti; seguono i pannolini Merries con ⟦20.886,90@" + s('Подгузники') + "⟧ rubli."),
A('r_top_items', 'faithful', 'nl-NL', 'waterpark',
  "de Останкино-worstjes kocht je het vaakst: ⟦41@" + n('Сосиски') + "⟧ keer, samen ⟦17.794,42@" + s('Сосиски') +
  "⟧ roebel. Lavazza-koffie staat achtste met ⟦14.994,78@" + s('Кофе') + "⟧."),
A('r_top_items', 'faithful', 'en-GB', 'poolside',
  "top products by spend: Красный Октябрь chocolates ⟦21,480.62@" + s(KO) + "⟧ roubles, Merries nappies "
  "⟦20,886.90@" + s('Подгузники') + "⟧, Останкино sausages ⟦17,794.42@" + s('Сосиски') + "⟧; ⟦209@R.total_rows⟧ "
  "products in all."),
A('r_top_items', 'wrong_unit', 'ru-RU', 'paperlamp',
  "на сыр Российский (Ламбер) ушло ⟦16_036,41@" + s('Сыр') + "~" + s('Сыр') + "!⟧ $ за ⟦39@" + n('Сыр') +
  "⟧ покупок.", unit_note='roubles quoted as US dollars'),
A('r_top_items', 'coincidental', 'de-DE', 'piggery',
  "für den Käse Российский gingen ⟦16.003@" + s('Сыр') + "!⟧ Rubel in ⟦39@" + n('Сыр') + "⟧ Käufen drauf."),
A('r_top_items', 'miscomputed', 'es-ES', 'hatchery',
  "en los bombones Красный Октябрь gastaste ⟦21.480,62@" + s(KO) + "⟧ rublos en ⟦25@" + n(KO) + "⟧ compras: según "
  "mi cuenta, ⟦895,22@" + s(KO) + "/" + n(KO) + "!⟧ por compra."),
]
