"""Receipts (r_latest, r_by_shop, r_total_2025, r_top_items). Markers: see ../../blind4/lib.py.
Receipt, shop and product names are written as the results hold them (Cyrillic) or as a brand; no pack sizes."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def tot(x):
    return f"row('{x}').total"


def s(x):
    return f"row('{x}').sum"


def n(x):
    return f"row('{x}').n"


KO = 'Конфеты шоколадные ассорти Красный'
ME = 'Подгузники'
OS = 'Сосиски'
SV = 'Свинина'
SY = 'Сыр'
LA = 'Кофе'

ENTRIES = [
# ---------------------------------------------------------------- r_latest
A('r_latest', 'faithful', 'pt-BR', 'canecrush',
  "recibos mais recentes: ⟦29/06@D:2025-06-29⟧ Азбука вкуса ⟦13.153,34@" + tot('2025-06-29') + "⟧ rublos; "
  "⟦26/06@D:2025-06-26⟧ Дикси ⟦984,21@" + tot('2025-06-26T16') + "⟧ e Перекрёсток ⟦738,76@" + tot('2025-06-26T12') + "⟧; "
  "⟦23/06@D:2025-06-23⟧ АШАН ⟦1.782,97@" + tot('2025-06-23') + "⟧."),
A('r_latest', 'faithful', 'fr-FR', 'haybale',
  "derniers tickets : ⟦29 juin@D:2025-06-29⟧, Азбука вкуса, ⟦13_153,34@" + tot('2025-06-29') + "⟧ roubles ; "
  "⟦23 juin@D:2025-06-23⟧, АШАН, ⟦1_782,97@" + tot('2025-06-23') + "⟧ ; ⟦15 juin@D:2025-06-15⟧, Перекрёсток, "
  "⟦804,15@" + tot('2025-06-15') + "⟧. ⟦300@R.total_rows⟧ tickets en tout."),
A('r_latest', 'faithful', 'ja-JP', 'wrecktag',
  "最新のレシート：⟦6月29日@D:2025-06-29⟧ Азбука вкуса ⟦13,153.34@" + tot('2025-06-29') + "⟧ルーブル、"
  "⟦6月26日@D:2025-06-26⟧ Дикси ⟦984.21@" + tot('2025-06-26T16') + "⟧、⟦6月10日@D:2025-06-10⟧ Магнит "
  "⟦770.93@" + tot('2025-06-10') + "⟧。"),
A('r_latest', 'wrong_row', 'de-DE', 'loomtune',
  "letzte Belege: ⟦29.06.@D:2025-06-29⟧ Азбука вкуса ⟦13.153,34@" + tot('2025-06-29') + "⟧ Rubel; am "
  "⟦11.06.@D:2025-06-11⟧ abends Перекрёсток ⟦6.757,91@" + tot('2025-06-11T22') + "~" + tot('2025-06-11T08') + "!⟧ Rubel."),
A('r_latest', 'coincidental', 'it-IT', 'tidemill',
  "ultimi scontrini: ⟦29 giugno@D:2025-06-29⟧ Азбука вкуса, ⟦13.153,34@" + tot('2025-06-29') + "⟧ rubli; "
  "⟦23 giugno@D:2025-06-23⟧ АШАН, ⟦1.782,97@" + tot('2025-06-23') + "⟧; ⟦10 giugno@D:2025-06-10⟧ Магнит, "
  "⟦737@" + tot('2025-06-10') + "!⟧ rubli."),
A('r_latest', 'wrong_unit', 'zh-CN', 'hatter',
  "最近的小票：⟦6月29日@D:2025-06-29⟧ Азбука вкуса ⟦13,153.34@" + tot('2025-06-29') + "⟧ 卢布；⟦6月23日@D:2025-06-23⟧ "
  "АШАН ⟦1,782.97@" + tot('2025-06-23') + "~" + tot('2025-06-23') + "!⟧ 元。",
  unit_note='roubles quoted as yuan'),
# ---------------------------------------------------------------- r_by_shop
A('r_by_shop', 'faithful', 'ja-JP', 'goatdairy',
  "支出トップはПерекрёсток、⟦216,136.08@" + s('Перекрёсток') + "⟧ルーブル（⟦95@" + n('Перекрёсток') + "⟧回）。"
  "次いでВкусВилл ⟦145,619.56@" + s('ВкусВилл') + "⟧、最少はЛента ⟦10,029.92@" + s('Лента') + "⟧。"),
A('r_by_shop', 'faithful', 'es-ES', 'tidemill',
  "donde más gastas: Перекрёсток, ⟦216.136,08@" + s('Перекрёсток') + "⟧ rublos en ⟦95@" + n('Перекрёсток') + "⟧ tiques; "
  "luego ВкусВилл, ⟦145.619,56@" + s('ВкусВилл') + "⟧, y АШАН, ⟦106.458,44@" + s('АШАН') + "⟧."),
A('r_by_shop', 'faithful', 'de-DE', 'gripman',
  "Ausgaben je Laden: Перекрёсток ⟦216.136,08@" + s('Перекрёсток') + "⟧ ₽, ВкусВилл ⟦145.619,56@" + s('ВкусВилл') + "⟧ ₽, "
  "Магнит ⟦85.375,03@" + s('Магнит') + "⟧ ₽ aus ⟦36@" + n('Магнит') + "⟧ Belegen; Schlusslicht Лента, "
  "⟦10.029,92@" + s('Лента') + "⟧ ₽."),
A('r_by_shop', 'miscomputed', 'en-GB', 'haybale',
  "Перекрёсток takes the most: ₽⟦216,136.08@" + s('Перекрёсток') + "⟧ over ⟦95@" + n('Перекрёсток') + "⟧ receipts — "
  "about ₽⟦2,257.12@" + s('Перекрёсток') + "/" + n('Перекрёсток') + "!⟧ a visit by my sums."),
A('r_by_shop', 'misrounded', 'it-IT', 'loomtune',
  "spesa per negozio: Перекрёсток ⟦216.136,08@" + s('Перекрёсток') + "⟧ rubli, ВкусВилл ⟦145.619,5@" + s('ВкусВилл') + "!⟧, "
  "АШАН ⟦106.458,44@" + s('АШАН') + "⟧."),
A('r_by_shop', 'invented', 'ru-RU', 'hatter',
  "больше всего уходит в Перекрёсток — ⟦216_136,08@" + s('Перекрёсток') + "⟧ руб. за ⟦95@" + n('Перекрёсток') + "⟧ чеков; "
  "на втором месте ВкусВилл — ⟦152_340,17@" + s('ВкусВилл') + "!⟧ руб."),
# ---------------------------------------------------------------- r_total_2025
A('r_total_2025', 'faithful', 'pt-BR', 'stilt',
  "em 2025, até agora, ⟦246.665,21@sum⟧ rublos em ⟦86@n⟧ recibos; tíquete médio ⟦2.868,20@avg⟧, o maior "
  "⟦13.153,34@max⟧."),
A('r_total_2025', 'faithful', 'pl-PL', 'goatdairy',
  "wydatki w 2025 r.: ⟦246_665,21@sum⟧ rubli, ⟦86@n⟧ paragonów, średnio ⟦2868,20@avg⟧ na paragon."),
A('r_total_2025', 'faithful', 'it-IT', 'brine',
  "speso nel 2025 finora ⟦246.665,21@sum⟧ rubli su ⟦86@n⟧ scontrini: media ⟦2.868,2@avg⟧, il più alto "
  "⟦13.153,34@max⟧."),
A('r_total_2025', 'wrong_column', 'ru-RU', 'wrecktag',
  "в 2025 г. потрачено ⟦246_665,21@sum⟧ руб. за ⟦86@n⟧ чеков; самый крупный чек — ⟦2868,20@max~avg!⟧ руб."),
A('r_total_2025', 'wrong_column', 'en-GB', 'hatter',
  "2025 so far: ₽⟦246,665.21@sum⟧ across ⟦86@n⟧ receipts, an average receipt of ₽⟦13,153.34@avg~max!⟧."),
A('r_total_2025', 'miscomputed', 'ja-JP', 'caskslip',
  "2025年の支出は⟦246,665.21@sum⟧ルーブル、レシート⟦86@n⟧枚。自分で割ると平均⟦2,886.20@sum/n!⟧ルーブル。"),
# ---------------------------------------------------------------- r_top_items
A('r_top_items', 'faithful', 'en-GB', 'stilt',
  "top spend: Красный Октябрь chocolates ₽⟦21,480.62@" + s(KO) + "⟧ (⟦25@" + n(KO) + "⟧ buys), Merries nappies "
  "₽⟦20,886.90@" + s(ME) + "⟧, Останкино sausages ₽⟦17,794.42@" + s(OS) + "⟧ — bought most often, ⟦41@" + n(OS) + "⟧ times."),
A('r_top_items', 'faithful', 'it-IT', 'canecrush',
  "i prodotti su cui spendi di più: cioccolatini Красный Октябрь ⟦21.480,62@" + s(KO) + "⟧ rubli, pannolini Merries "
  "⟦20.886,90@" + s(ME) + "⟧, würstel Останкино ⟦17.794,42@" + s(OS) + "⟧."),
A('r_top_items', 'faithful', 'pl-PL', 'haybale',
  "najwięcej idzie na cukierki Красный Октябрь — ⟦21_480,62@" + s(KO) + "⟧ rub., pieluchy Merries — "
  "⟦20_886,90@" + s(ME) + "⟧, kawę Lavazza — ⟦14_994,78@" + s(LA) + "⟧ (⟦22@" + n(LA) + "⟧ zakupy)."),
A('r_top_items', 'faithful', 'ja-JP', 'hatter',
  "支出上位：Красный Октябрьのチョコ⟦21,480.62@" + s(KO) + "⟧ルーブル、Merriesのおむつ⟦20,886.90@" + s(ME) + "⟧、"
  "豚ロース⟦16,536.40@" + s(SV) + "⟧（⟦20@" + n(SV) + "⟧回）。"),
A('r_top_items', 'wrong_row', 'zh-CN', 'goatcensus',
  "花钱最多的是 Красный Октябрь 巧克力，共 ⟦21,480.62@" + s(KO) + "⟧ 卢布；第二是 Merries 纸尿裤，共 "
  "⟦17,794.42@" + s(ME) + "~" + s(OS) + "!⟧ 卢布。"),
A('r_top_items', 'derived', 'es-ES', 'goatdairy',
  "pañales Merries: ⟦20.886,90@" + s(ME) + "⟧ rublos en ⟦10@" + n(ME) + "⟧ compras; dividido por mí, "
  "⟦2.088,69@" + s(ME) + "/" + n(ME) + "!⟧ por paquete."),
A('r_top_items', 'misrounded', 'pt-BR', 'caskslip',
  "onde vai o dinheiro: bombons Красный Октябрь ⟦21.480,62@" + s(KO) + "⟧ rublos, fraldas Merries "
  "⟦20.886,90@" + s(ME) + "⟧, queijo Российский ⟦16.036,5@" + s(SY) + "!⟧."),
]
