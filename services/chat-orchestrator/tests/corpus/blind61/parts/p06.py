"""Receipts (r_latest ... r_top_items). Markers: see ../../blind4/lib.py. Shop and product names are written as
the results hold them (Cyrillic) or by brand; no pack size or weight is written."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def t(x):
    return f"row('{x}').total"


def s(x):
    return f"row('{x}').sum"


def n(x):
    return f"row('{x}').n"


KO, ME, OS, SV, LA, IN, KK, LV = ('Конфеты шоколадные ассорти Красный', 'Подгузники', 'Сосиски', 'Свинина', 'Сыр',
                                  'Фарш', 'Конфеты шоколадные ассорти Коркунов', 'Кофе')

ENTRIES = [
# ---------------------------------------------------------------- r_latest
A('r_latest', 'faithful', 'pt-BR', 'ramen',
  f"últimos recibos: ⟦29/06@D:2025-06-29⟧ Азбука вкуса ⟦13.153,34@{t('2025-06-29')}⟧ ₽; ⟦26/06@D:2025-06-26⟧ "
  f"Дикси ⟦984,21@{t('2025-06-26T16')}⟧ ₽ e Перекрёсток ⟦738,76@{t('2025-06-26T12')}⟧ ₽; ⟦23/06@D:2025-06-23⟧ "
  f"АШАН ⟦1.782,97@{t('2025-06-23')}⟧ ₽. São 8 de ⟦300@R.total_rows⟧."),
A('r_latest', 'faithful', 'en-GB', 'pretzel',
  f"Latest receipts: ⟦29 Jun@D:2025-06-29⟧, Азбука вкуса ₽⟦13,153.34@{t('2025-06-29')}⟧; ⟦26 Jun@D:2025-06-26⟧, "
  f"Дикси ₽⟦984.21@{t('2025-06-26T16')}⟧ and Перекрёсток ₽⟦738.76@{t('2025-06-26T12')}⟧; ⟦15 Jun@D:2025-06-15⟧, "
  f"Перекрёсток ₽⟦804.15@{t('2025-06-15')}⟧; ⟦10 Jun@D:2025-06-10⟧, Магнит ₽⟦770.93@{t('2025-06-10')}⟧. "
  f"Showing 8 of ⟦300@R.total_rows⟧."),
A('r_latest', 'faithful', 'ja-JP', 'bellfound',
  f"最新のレシート：⟦6月29日@D:2025-06-29⟧ Азбука вкуса ⟦13,153.34@{t('2025-06-29')}⟧ルーブル、"
  f"⟦6月26日@D:2025-06-26⟧ Дикси ⟦984.21@{t('2025-06-26T16')}⟧ルーブル、⟦6月23日@D:2025-06-23⟧ АШАН "
  f"⟦1,782.97@{t('2025-06-23')}⟧ルーブル。全⟦300@R.total_rows⟧件中の8件。"),
A('r_latest', 'wrong_unit', 'fr-FR', 'zipline',
  f"Derniers tickets : le ⟦29 juin@D:2025-06-29⟧, Азбука вкуса pour ⟦13_153,34@{t('2025-06-29')}~{t('2025-06-29')}!⟧ € ; "
  f"le ⟦23 juin@D:2025-06-23⟧, АШАН pour ⟦1_782,97@{t('2025-06-23')}⟧ ₽ ; le ⟦10 juin@D:2025-06-10⟧, Магнит pour "
  f"⟦770,93@{t('2025-06-10')}⟧ ₽.", unit_note='roubles quoted as euros'),
A('r_latest', 'wrong_row', 'pl-PL', 'gristmill',
  f"ostatnie paragony: ⟦29 czerwca@D:2025-06-29⟧ Азбука вкуса, ⟦13_153,34@{t('2025-06-29')}⟧ rubli; "
  f"⟦15 czerwca@D:2025-06-15⟧ Перекрёсток, ⟦934,93@{t('2025-06-15')}~{t('2025-06-11T22')}!⟧ rubli; "
  f"⟦10 czerwca@D:2025-06-10⟧ Магнит, ⟦770,93@{t('2025-06-10')}⟧ rubli."),
A('r_latest', 'invented', 'zh-CN', 'roofer',
  f"最近的小票：⟦6月29日@D:2025-06-29⟧ Азбука вкуса ⟦13,153.34@{t('2025-06-29')}⟧ 卢布；⟦6月15日@D:2025-06-15⟧ "
  f"Перекрёсток ⟦862.40@{t('2025-06-15')}!⟧ 卢布；⟦6月10日@D:2025-06-10⟧ Магнит ⟦770.93@{t('2025-06-10')}⟧ 卢布。"),
# ---------------------------------------------------------------- r_by_shop
A('r_by_shop', 'faithful', 'fr-FR', 'husky',
  f"Là où je dépense le plus : Перекрёсток, ⟦216_136,08@{s('Перекрёсток')}⟧ ₽ en ⟦95@{n('Перекрёсток')}⟧ tickets, "
  f"puis ВкусВилл, ⟦145_619,56@{s('ВкусВилл')}⟧ ₽ (⟦61@{n('ВкусВилл')}⟧), et АШАН, ⟦106_458,44@{s('АШАН')}⟧ ₽. "
  f"Dernière : Лента, ⟦10_029,92@{s('Лента')}⟧ ₽."),
A('r_by_shop', 'faithful', 'en-US', 'dryclean',
  f"Spending by shop: Перекрёсток ₽⟦216,136.08@{s('Перекрёсток')}⟧ over ⟦95@{n('Перекрёсток')}⟧ receipts, "
  f"ВкусВилл ₽⟦145,619.56@{s('ВкусВилл')}⟧, АШАН ₽⟦106,458.44@{s('АШАН')}⟧, Магнит ₽⟦85,375.03@{s('Магнит')}⟧. "
  f"Азбука вкуса reached ₽⟦35,712.98@{s('Азбука')}⟧ from only ⟦8@{n('Азбука')}⟧ receipts."),
A('r_by_shop', 'faithful', 'pt-BR', 'zipline',
  f"onde mais gasto: Перекрёсток, ⟦216.136,08@{s('Перекрёсток')}⟧ ₽ em ⟦95@{n('Перекрёсток')}⟧ compras; "
  f"ВкусВилл, ⟦145.619,56@{s('ВкусВилл')}⟧ ₽; АШАН, ⟦106.458,44@{s('АШАН')}⟧ ₽; Магнит, "
  f"⟦85.375,03@{s('Магнит')}⟧ ₽. Лента fica por último, ⟦10.029,92@{s('Лента')}⟧ ₽."),
A('r_by_shop', 'wrong_unit', 'es-ES', 'ramen',
  f"donde más gasto: Перекрёсток, ⟦216.136,08@{s('Перекрёсток')}~{s('Перекрёсток')}!⟧ dólares en "
  f"⟦95@{n('Перекрёсток')}⟧ tickets; después ВкусВилл, ⟦145.619,56@{s('ВкусВилл')}⟧ rublos, y АШАН, "
  f"⟦106.458,44@{s('АШАН')}⟧ rublos.", unit_note='roubles quoted as US dollars'),
A('r_by_shop', 'derived', 'de-DE', 'yurt',
  f"Am meisten gebe ich bei Перекрёсток aus: ⟦216.136,08@{s('Перекрёсток')}⟧ ₽ in ⟦95@{n('Перекрёсток')}⟧ "
  f"Einkäufen, selbst geteilt also ⟦2.275,12@{s('Перекрёсток')}/{n('Перекрёсток')}!⟧ ₽ pro Bon; dahinter "
  f"ВкусВилл mit ⟦145.619,56@{s('ВкусВилл')}⟧ ₽."),
A('r_by_shop', 'coincidental', 'en-GB', 'gristmill',
  f"Spending by shop: Перекрёсток leads with ₽⟦216,136.08@{s('Перекрёсток')}⟧, then ВкусВилл "
  f"₽⟦145,619.56@{s('ВкусВилл')}⟧ and АШАН ₽⟦106,458.44@{s('АШАН')}⟧; Азбука вкуса took ₽⟦35,712.98@{s('Азбука')}⟧ "
  f"from ⟦11@{n('Азбука')}!⟧ receipts."),
# ---------------------------------------------------------------- r_total_2025
A('r_total_2025', 'faithful', 'ru-RU', 'gristmill',
  "в 2025 году потрачено ⟦246_665,21@sum⟧ ₽ по ⟦86@n⟧ чекам; средний чек ⟦2868,20@avg⟧ ₽, самый крупный — "
  "⟦13_153,34@max⟧ ₽."),
A('r_total_2025', 'faithful', 'ja-JP', 'dryclean',
  "2025年の支出合計は⟦246,665.21@sum⟧ルーブル、レシート⟦86@n⟧枚、平均⟦2,868.2@avg⟧ルーブル、最高額は"
  "⟦13,153.34@max⟧ルーブル。"),
A('r_total_2025', 'faithful', 'it-IT', 'aerialcabin',
  "spesa 2025 finora: ⟦246.665,21@sum⟧ rubli in ⟦86@n⟧ scontrini, con uno scontrino medio di ⟦2.868,20@avg⟧ "
  "rubli; il più alto ⟦13.153,34@max⟧ rubli."),
A('r_total_2025', 'misrounded', 'de-DE', 'zipline',
  "Ausgaben 2025 bisher: ⟦246.665,21@sum⟧ ₽ bei ⟦86@n⟧ Bons, Durchschnittsbon ⟦2.868,21@avg!⟧ ₽, größter Bon "
  "⟦13.153,34@max⟧ ₽."),
A('r_total_2025', 'wrong_column', 'en-US', 'bellfound',
  "2025 so far: ₽⟦246,665.21@sum⟧ across ⟦86@n⟧ receipts, an average receipt of ₽⟦13,153.34@avg~max!⟧."),
A('r_total_2025', 'invented', 'nl-NL', 'husky',
  "Uitgaven 2025 tot nu toe: ⟦246.665,21@sum⟧ roebel over ⟦93@n!⟧ bonnen, gemiddeld ⟦2.868,20@avg⟧ roebel per bon."),
# ---------------------------------------------------------------- r_top_items
A('r_top_items', 'faithful', 'fr-FR', 'ramen',
  f"Produits où je dépense le plus : les bonbons Красный Октябрь, ⟦21_480,62@{s(KO)}⟧ ₽ en ⟦25@{n(KO)}⟧ achats ; "
  f"les couches Merries, ⟦20_886,90@{s(ME)}⟧ ₽ ; les saucisses Останкино, ⟦17_794,42@{s(OS)}⟧ ₽, achetées le plus "
  f"souvent (⟦41@{n(OS)}⟧ fois)."),
A('r_top_items', 'faithful', 'en-GB', 'telegraph',
  f"Top products by spend: Красный Октябрь chocolates ₽⟦21,480.62@{s(KO)}⟧, Merries nappies ₽⟦20,886.90@{s(ME)}⟧, "
  f"Останкино sausages ₽⟦17,794.42@{s(OS)}⟧, pork loin ₽⟦16,536.40@{s(SV)}⟧; Lavazza coffee is eighth at "
  f"₽⟦14,994.78@{s(LV)}⟧. Eight of ⟦209@R.total_rows⟧ products shown."),
A('r_top_items', 'faithful', 'pt-BR', 'zipline',
  f"produtos em que mais gasto: bombons Красный Октябрь, ⟦21.480,62@{s(KO)}⟧ ₽ (⟦25@{n(KO)}⟧ compras); fraldas "
  f"Merries, ⟦20.886,90@{s(ME)}⟧ ₽ (⟦10@{n(ME)}⟧); salsichas Останкино, ⟦17.794,42@{s(OS)}⟧ ₽ (⟦41@{n(OS)}⟧)."),
A('r_top_items', 'faithful', 'es-ES', 'aerialcabin',
  f"en lo que más gasto: bombones Красный Октябрь (⟦21.480,62@{s(KO)}⟧ rublos), pañales Merries "
  f"(⟦20.886,90@{s(ME)}⟧) y salchichas Останкино (⟦17.794,42@{s(OS)}⟧); el queso Ламбер suma ⟦16.036,41@{s(LA)}⟧ "
  f"en ⟦39@{n(LA)}⟧ compras."),
A('r_top_items', 'wrong_row', 'ru-RU', 'husky',
  f"больше всего трачу на конфеты «Красный Октябрь» — ⟦21_480,62@{s(KO)}⟧ ₽ и подгузники Merries — "
  f"⟦20_886,90@{s(ME)}⟧ ₽; фарш «Индилайт» — ⟦16_036,41@{s(IN)}~{s(LA)}!⟧ ₽."),
A('r_top_items', 'miscomputed', 'en-US', 'pretzel',
  f"Biggest spends: Красный Октябрь chocolates ₽⟦21,480.62@{s(KO)}⟧, Merries diapers ₽⟦20,886.90@{s(ME)}⟧, "
  f"Останкино sausages ₽⟦17,794.42@{s(OS)}⟧ across ⟦41@{n(OS)}⟧ purchases — by my own division "
  f"₽⟦443.01@{s(OS)}/{n(OS)}!⟧ a pack."),
A('r_top_items', 'coincidental', 'de-DE', 'roofer',
  f"Größte Posten: Pralinen Красный Октябрь ⟦21.480,62@{s(KO)}⟧ ₽ bei ⟦25@{n(KO)}⟧ Käufen, Windeln Merries "
  f"⟦20.886,90@{s(ME)}⟧ ₽ bei ⟦23@{n(ME)}!⟧ Käufen, Würstchen Останкино ⟦17.794,42@{s(OS)}⟧ ₽."),
]
