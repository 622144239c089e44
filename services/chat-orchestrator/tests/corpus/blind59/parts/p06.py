"""Receipts (r_latest, r_by_shop, r_total_2025, r_top_items). Markers: see ../../blind4/lib.py. Layouts: _reg.py.
Shop and product names are written as the results hold them (Cyrillic) or as a brand; no weights or pack sizes."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def t(x):
    return f"row('{x}').total"


def s(x, col='sum'):
    return f"row('{x}').{col}"


KO, KK = 'Конфеты шоколадные ассорти Красный', 'Конфеты шоколадные ассорти Коркунов'

ENTRIES = [
# ---------------------------------------------------------------- r_latest
A('r_latest', 'faithful', 'pt-BR', 'flagfall',
  "últimos recibos: ⟦29/06@D:2025-06-29⟧ Азбука вкуса ⟦13.153,34@" + t('2025-06-29') + "⟧ ₽; ⟦26/06@D:2025-06-26⟧ "
  "Дикси ⟦984,21@" + t('2025-06-26T16') + "⟧ e Перекрёсток ⟦738,76@" + t('2025-06-26T12') + "⟧; ⟦23/06@D:2025-06-23⟧ "
  "АШАН ⟦1.782,97@" + t('2025-06-23') + "⟧. São ⟦8@len(R.rows)⟧ dos ⟦300@R.total_rows⟧ recibos."),
A('r_latest', 'faithful', 'de-DE', 'frostpot',
  "letzte Belege: ⟦29.06.@D:2025-06-29⟧ Азбука вкуса ⟦13.153,34@" + t('2025-06-29') + "⟧ Rubel, ⟦26.06.@D:2025-06-26⟧ "
  "Дикси ⟦984,21@" + t('2025-06-26T16') + "⟧, ⟦23.06.@D:2025-06-23⟧ АШАН ⟦1.782,97@" + t('2025-06-23') + "⟧, "
  "⟦15.06.@D:2025-06-15⟧ Перекрёсток ⟦804,15@" + t('2025-06-15') + "⟧. Angezeigt ⟦8@len(R.rows)⟧ von ⟦300@R.total_rows⟧."),
A('r_latest', 'faithful', 'fr-FR', 'tulipgrade',
  "derniers tickets : le ⟦29 juin@D:2025-06-29⟧, Азбука вкуса, ⟦13_153,34@" + t('2025-06-29') + "⟧ ₽ ; le "
  "⟦26 juin@D:2025-06-26⟧, Дикси ⟦984,21@" + t('2025-06-26T16') + "⟧ ₽ et Перекрёсток ⟦738,76@" + t('2025-06-26T12') +
  "⟧ ₽ ; le ⟦10 juin@D:2025-06-10⟧, Магнит ⟦770,93@" + t('2025-06-10') + "⟧ ₽."),
A('r_latest', 'faithful', 'en-GB', 'hammock',
  "latest receipts: ⟦29 Jun@D:2025-06-29⟧ Азбука вкуса ₽⟦13,153.34@" + t('2025-06-29') + "⟧; ⟦26 Jun@D:2025-06-26⟧ "
  "Дикси ₽⟦984.21@" + t('2025-06-26T16') + "⟧ and Перекрёсток ₽⟦738.76@" + t('2025-06-26T12') + "⟧; "
  "⟦23 Jun@D:2025-06-23⟧ АШАН ₽⟦1,782.97@" + t('2025-06-23') + "⟧. Eight shown of ⟦300@R.total_rows⟧."),
A('r_latest', 'wrong_row', 'es-ES', 'escalator',
  "últimos tiques: ⟦29/06@D:2025-06-29⟧, Азбука вкуса, ⟦13.153,34@" + t('2025-06-29') + "⟧ ₽; ⟦23/06@D:2025-06-23⟧, "
  "АШАН, ⟦1782,97@" + t('2025-06-23') + "⟧ ₽; ⟦10/06@D:2025-06-10⟧, Магнит, ⟦804,15@" + t('2025-06-10') + "~" +
  t('2025-06-15') + "!⟧ ₽."),
A('r_latest', 'wrong_unit', 'ja-JP', 'teaclipper',
  "最新のレシート：⟦6月29日@D:2025-06-29⟧ Азбука вкуса ⟦13,153.34@" + t('2025-06-29') + "~" + t('2025-06-29') +
  "!⟧円、⟦6月26日@D:2025-06-26⟧ Дикси ⟦984.21@" + t('2025-06-26T16') + "⟧ルーブル、⟦6月23日@D:2025-06-23⟧ АШАН "
  "⟦1,782.97@" + t('2025-06-23') + "⟧ルーブル。",
  unit_note='roubles quoted as yen'),
A('r_latest', 'invented', 'pl-PL', 'vitrine',
  "ostatnie paragony: ⟦29 czerwca@D:2025-06-29⟧ Азбука вкуса ⟦13_153,34@" + t('2025-06-29') + "⟧ rubla, "
  "⟦26 czerwca@D:2025-06-26⟧ Дикси ⟦1247,60@" + t('2025-06-26T16') + "!⟧ rubla, ⟦23 czerwca@D:2025-06-23⟧ АШАН "
  "⟦1782,97@" + t('2025-06-23') + "⟧ rubla."),
# ---------------------------------------------------------------- r_by_shop
A('r_by_shop', 'faithful', 'es-ES', 'vitrine',
  "gasto por tienda: Перекрёсток ⟦216.136,08@" + s('Перекрёсток') + "⟧ ₽ en ⟦95@" + s('Перекрёсток', 'n') + "⟧ tiques, "
  "ВкусВилл ⟦145.619,56@" + s('ВкусВилл') + "⟧ ₽ en ⟦61@" + s('ВкусВилл', 'n') + "⟧, АШАН ⟦106.458,44@" + s('АШАН') +
  "⟧ ₽ en ⟦56@" + s('АШАН', 'n') + "⟧. La última, Лента, ⟦10.029,92@" + s('Лента') + "⟧ ₽."),
A('r_by_shop', 'faithful', 'ru-RU', 'bagelboil',
  "траты по магазинам: Перекрёсток — ⟦216_136,08@" + s('Перекрёсток') + "⟧ ₽ (⟦95@" + s('Перекрёсток', 'n') +
  "⟧ чеков), ВкусВилл — ⟦145_619,56@" + s('ВкусВилл') + "⟧ ₽, АШАН — ⟦106_458,44@" + s('АШАН') + "⟧ ₽, Магнит — "
  "⟦85_375,03@" + s('Магнит') + "⟧ ₽. Меньше всего в Ленте: ⟦10_029,92@" + s('Лента') + "⟧ ₽ за ⟦5@" + s('Лента', 'n') +
  "⟧ чеков.", f=False),
A('r_by_shop', 'faithful', 'pl-PL', 'teaclipper',
  "wydatki wg sklepu: Перекрёсток ⟦216_136,08@" + s('Перекрёсток') + "⟧ rubla (⟦95@" + s('Перекрёсток', 'n') +
  "⟧ paragonów), ВкусВилл ⟦145_619,56@" + s('ВкусВилл') + "⟧, АШАН ⟦106_458,44@" + s('АШАН') + "⟧; Азбука вкуса "
  "⟦35_712,98@" + s('Азбука') + "⟧ z zaledwie ⟦8@" + s('Азбука', 'n') + "⟧ paragonów."),
A('r_by_shop', 'wrong_row', 'en-GB', 'frostpot',
  "spend by shop: Перекрёсток ₽⟦216,136.08@" + s('Перекрёсток') + "⟧, ВкусВилл ₽⟦145,619.56@" + s('ВкусВилл') +
  "⟧, АШАН ₽⟦106,458.44@" + s('АШАН') + "⟧, then Магнит at ₽⟦61,984.60@" + s('Магнит') + "~" + s('Дикси') +
  "!⟧ over ⟦36@" + s('Магнит', 'n') + "⟧ receipts."),
A('r_by_shop', 'miscomputed', 'it-IT', 'hammock',
  "ВкусВилл: ⟦145.619,56@" + s('ВкусВилл') + "⟧ rubli in ⟦61@" + s('ВкусВилл', 'n') + "⟧ scontrini; facendo la "
  "divisione a mano, ⟦2.378,21@" + s('ВкусВилл') + "/" + s('ВкусВилл', 'n') + "!⟧ rubli a scontrino. Primo resta "
  "Перекрёсток con ⟦216.136,08@" + s('Перекрёсток') + "⟧."),
A('r_by_shop', 'derived', 'zh-CN', 'snailfeed',
  "按商店：Перекрёсток ⟦216,136.08@" + s('Перекрёсток') + "⟧ 卢布（⟦95@" + s('Перекрёсток', 'n') + "⟧ 张），ВкусВилл "
  "⟦145,619.56@" + s('ВкусВилл') + "⟧，АШАН ⟦106,458.44@" + s('АШАН') + "⟧；八家我自己加总，共 "
  "⟦690,594.95@sum(x.sum for x in T)!⟧ 卢布。"),
A('r_by_shop', 'invented', 'nl-NL', 'escalator',
  "uitgaven per winkel: Перекрёсток ⟦216.136,08@" + s('Перекрёсток') + "⟧ roebel, ВкусВилл ⟦145.619,56@" +
  s('ВкусВилл') + "⟧; onderaan Лента met ⟦14.870,40@" + s('Лента') + "!⟧ roebel uit ⟦5@" + s('Лента', 'n') + "⟧ bonnen."),
# ---------------------------------------------------------------- r_total_2025
A('r_total_2025', 'faithful', 'pl-PL', 'frostpot',
  "wydatki w 2025 r. do dziś: ⟦246_665,21@sum⟧ rubla w ⟦86@n⟧ paragonach, średnio ⟦2868,20@avg⟧ na paragon; "
  "największy ⟦13_153,34@max⟧."),
A('r_total_2025', 'faithful', 'ja-JP', 'teaclipper',
  "2025年の支出（ここまで）：合計⟦246,665.21@sum⟧ルーブル、レシート⟦86@n⟧枚、平均⟦2,868.2@avg⟧ルーブル、"
  "最高⟦13,153.34@max⟧ルーブル。"),
A('r_total_2025', 'faithful', 'en-GB', 'hotdog',
  "2025 so far: ₽⟦246,665.21@sum⟧ across ⟦86@n⟧ receipts, average receipt ₽⟦2,868.20@avg⟧, biggest single one "
  "₽⟦13,153.34@max⟧. Float balanced."),
A('r_total_2025', 'wrong_column', 'es-ES', 'tulipgrade',
  "gasto en 2025 hasta hoy: ⟦246.665,21@sum⟧ ₽ en ⟦86@n⟧ tiques; el tique más alto, ⟦2.868,20@max~avg!⟧ ₽. "
  "Bulbos parejos."),
A('r_total_2025', 'misrounded', 'zh-CN', 'escalator',
  "2025 年至今：共 ⟦246,665.21@sum⟧ 卢布，小票 ⟦86@n⟧ 张，平均每张 ⟦2,868.3@avg!⟧ 卢布，最大一张 ⟦13,153.34@max⟧。"),
A('r_total_2025', 'wrong_unit', 'it-IT', 'bagelboil',
  "spesa del 2025 finora: ⟦246.665,21@sum~sum!⟧ dollari in ⟦86@n⟧ scontrini, in media ⟦2.868,20@avg⟧ a scontrino.",
  unit_note='roubles quoted as US dollars'),
# ---------------------------------------------------------------- r_top_items
A('r_top_items', 'faithful', 'zh-CN', 'vitrine',
  "花费最多的商品：Красный Октябрь 巧克力 ⟦21,480.62@" + s(KO) + "⟧ 卢布（⟦25@" + s(KO, 'n') + "⟧ 次），Merries 纸尿裤 "
  "⟦20,886.9@" + s('Подгузники') + "⟧ 卢布（⟦10@" + s('Подгузники', 'n') + "⟧ 次），Останкино 香肠 ⟦17,794.42@" +
  s('Сосиски') + "⟧ 卢布（⟦41@" + s('Сосиски', 'n') + "⟧ 次）。"),
A('r_top_items', 'faithful', 'nl-NL', 'hotdog',
  "grootste posten: bonbons Красный Октябрь ⟦21.480,62@" + s(KO) + "⟧ roebel (⟦25@" + s(KO, 'n') + "⟧ keer), luiers "
  "Merries ⟦20.886,90@" + s('Подгузники') + "⟧ (⟦10@" + s('Подгузники', 'n') + "⟧ keer), worstjes Останкино "
  "⟦17.794,42@" + s('Сосиски') + "⟧; koffie Lavazza sluit de lijst met ⟦14.994,78@" + s('Кофе') + "⟧."),
A('r_top_items', 'faithful', 'en-GB', 'tulipgrade',
  "top products by spend: Красный Октябрь chocolates ₽⟦21,480.62@" + s(KO) + "⟧, Merries nappies ₽⟦20,886.90@" +
  s('Подгузники') + "⟧, Останкино sausages ₽⟦17,794.42@" + s('Сосиски') + "⟧ (bought ⟦41@" + s('Сосиски', 'n') +
  "⟧ times, the most often). ⟦209@R.total_rows⟧ products in all."),
A('r_top_items', 'wrong_row', 'it-IT', 'teaclipper',
  "la spesa maggiore: cioccolatini Красный Октябрь, ⟦15.256,64@" + s(KO) + "~" + s(KK) + "!⟧ rubli in ⟦25@" + s(KO, 'n') +
  "⟧ acquisti; il caffè Lavazza ⟦14.994,78@" + s('Кофе') + "⟧ in ⟦22@" + s('Кофе', 'n') + "⟧. Stiva in ordine."),
A('r_top_items', 'derived', 'en-US', 'ropeaccess',
  "Lavazza coffee: ₽⟦14,994.78@" + s('Кофе') + "⟧ over ⟦22@" + s('Кофе', 'n') + "⟧ purchases; I divided it out to "
  "₽⟦681.58@" + s('Кофе') + "/" + s('Кофе', 'n') + "!⟧ per purchase. Top spend is still Красный Октябрь at ₽⟦21,480.62@" +
  s(KO) + "⟧."),
A('r_top_items', 'invented', 'ru-RU', 'hammock',
  "больше всего ушло на конфеты «Красный Октябрь» — ⟦21_480,62@" + s(KO) + "⟧ ₽, на подгузники Merries — "
  "⟦20_886,90@" + s('Подгузники') + "⟧ ₽, на кофе Lavazza — ⟦18_310,45@" + s('Кофе') + "!⟧ ₽."),
]
