"""Receipts (r_latest, r_by_shop, r_total_2025, r_top_items). Markers: see ../../blind4/lib.py.
Layouts: _reg.py. '_' between digits = the locale's group separator (U+202F fr, U+00A0 ru/pl).
Shop and product names are written as the results hold them (Cyrillic) or by brand; no pack sizes."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def t(x):
    return f"row('{x}').total"


def s(x, col='sum'):
    return f"row('{x}').{col}"


KO = 'Конфеты шоколадные ассорти Красный'

ENTRIES = [
# ---------------------------------------------------------------- r_latest
A('r_latest', 'faithful', 'es-ES', 'windsurf',
  "últimos tickets: el ⟦29/06@D:2025-06-29⟧, Азбука вкуса, ⟦13.153,34@" + t('2025-06-29') + "⟧ ₽; el "
  "⟦26/06@D:2025-06-26⟧, Дикси ⟦984,21@" + t('2025-06-26T16') + "⟧ y Перекрёсток ⟦738,76@" + t('2025-06-26T12') +
  "⟧; el ⟦23/06@D:2025-06-23⟧, АШАН ⟦1.782,97@" + t('2025-06-23') + "⟧."),
A('r_latest', 'faithful', 'de-DE', 'saffron',
  "letzte Belege: ⟦29.06.@D:2025-06-29⟧ Азбука вкуса ⟦13.153,34@" + t('2025-06-29') + "⟧ Rubel, "
  "⟦26.06.@D:2025-06-26⟧ Дикси ⟦984,21@" + t('2025-06-26T16') + "⟧ und Перекрёсток ⟦738,76@" + t('2025-06-26T12') +
  "⟧, ⟦23.06.@D:2025-06-23⟧ АШАН ⟦1.782,97@" + t('2025-06-23') + "⟧, ⟦15.06.@D:2025-06-15⟧ Перекрёсток "
  "⟦804,15@" + t('2025-06-15') + "⟧."),
A('r_latest', 'faithful', 'pt-BR', 'agility',
  "últimos recibos (⟦8@len(T)⟧ de ⟦300@R.total_rows⟧): ⟦29/06@D:2025-06-29⟧ Азбука вкуса, "
  "⟦13.153,34@" + t('2025-06-29') + "⟧ rublos; em ⟦11/06@D:2025-06-11⟧ duas compras, Азбука вкуса de manhã "
  "(⟦6.757,91@" + t('2025-06-11T08') + "⟧) e Перекрёсток à noite (⟦934,93@" + t('2025-06-11T22') + "⟧)."),
A('r_latest', 'wrong_row', 'pl-PL', 'pulpvat',
  "ostatnie paragony: ⟦29 czerwca@D:2025-06-29⟧ Азбука вкуса ⟦13_153,34@" + t('2025-06-29') + "⟧ rubli, "
  "⟦26 czerwca@D:2025-06-26⟧ Дикси ⟦738,76@" + t('2025-06-26T16') + "~" + t('2025-06-26T12') + "!⟧ rubli, "
  "⟦23 czerwca@D:2025-06-23⟧ АШАН ⟦1782,97@" + t('2025-06-23') + "⟧ rubli."),
A('r_latest', 'misrounded', 'ru-RU', 'beachhaul',
  "последние чеки: ⟦29 июня@D:2025-06-29⟧ «Азбука вкуса» на ⟦13_154@" + t('2025-06-29') + "!⟧ ₽, "
  "⟦26 июня@D:2025-06-26⟧ «Дикси» — ⟦984,21@" + t('2025-06-26T16') + "⟧ ₽ и «Перекрёсток» — "
  "⟦738,76@" + t('2025-06-26T12') + "⟧ ₽."),
A('r_latest', 'wrong_unit', 'it-IT', 'tortoise',
  "ultimi scontrini: il ⟦29 giugno@D:2025-06-29⟧ Азбука вкуса per ⟦13.153,34@" + t('2025-06-29') + "~" +
  t('2025-06-29') + "!⟧ euro; il ⟦23 giugno@D:2025-06-23⟧ АШАН, ⟦1.782,97@" + t('2025-06-23') + "⟧.",
  unit_note='roubles quoted as euros'),
# ---------------------------------------------------------------- r_by_shop
A('r_by_shop', 'faithful', 'zh-CN', 'muletrain',
  "按商店汇总：Перекрёсток 最多，共 ⟦216,136.08@" + s('Перекрёсток') + "⟧ 卢布（⟦95@" + s('Перекрёсток', 'n') +
  "⟧ 张小票）；其次 ВкусВилл ⟦145,619.56@" + s('ВкусВилл') + "⟧ 卢布、АШАН ⟦106,458.44@" + s('АШАН') + "⟧ 卢布；"
  "Лента 最少，只有 ⟦10,029.92@" + s('Лента') + "⟧ 卢布。"),
A('r_by_shop', 'faithful', 'fr-FR', 'windsurf',
  "dépenses par enseigne : Перекрёсток en tête avec ⟦216_136,08@" + s('Перекрёсток') + "⟧ roubles sur "
  "⟦95@" + s('Перекрёсток', 'n') + "⟧ tickets, puis ВкусВилл (⟦145_619,56@" + s('ВкусВилл') + "⟧) et АШАН "
  "(⟦106_458,44@" + s('АШАН') + "⟧) ; Лента ferme la marche avec ⟦10_029,92@" + s('Лента') + "⟧."),
A('r_by_shop', 'faithful', 'it-IT', 'tortoise',
  "spesa per negozio: primo Перекрёсток con ⟦216.136,08@" + s('Перекрёсток') + "⟧ rubli in ⟦95@" + s('Перекрёсток', 'n') +
  "⟧ scontrini, secondo ВкусВилл con ⟦145.619,56@" + s('ВкусВилл') + "⟧, terzo АШАН con ⟦106.458,44@" + s('АШАН') +
  "⟧, quarto Магнит con ⟦85.375,03@" + s('Магнит') + "⟧."),
A('r_by_shop', 'faithful', 'nl-NL', 'neonbend',
  "uitgaven per winkel: Перекрёсток bovenaan met ⟦216.136,08@" + s('Перекрёсток') + "⟧ roebel (⟦95@" +
  s('Перекрёсток', 'n') + "⟧ bonnen), dan ВкусВилл ⟦145.619,56@" + s('ВкусВилл') + "⟧ en АШАН ⟦106.458,44@" + s('АШАН') +
  "⟧; Азбука вкуса ⟦35.712,98@" + s('Азбука') + "⟧ uit maar ⟦8@" + s('Азбука', 'n') + "⟧ bonnen."),
A('r_by_shop', 'wrong_row', 'es-ES', 'beachhaul',
  "gasto por tienda: Перекрёсток primero con ⟦216.136,08@" + s('Перекрёсток') + "⟧ rublos, ВкусВилл segundo con "
  "⟦145.619,56@" + s('ВкусВилл') + "⟧; en tercer lugar АШАН con ⟦85.375,03@" + s('АШАН') + "~" + s('Магнит') + "!⟧ rublos."),
A('r_by_shop', 'derived', 'en-GB', 'pulpvat',
  "spending by shop: Перекрёсток leads with ₽⟦216,136.08@" + s('Перекрёсток') + "⟧ over ⟦95@" + s('Перекрёсток', 'n') +
  "⟧ receipts — my division, ₽⟦2,275.12@" + s('Перекрёсток') + "/" + s('Перекрёсток', 'n') + "!⟧ a visit; ВкусВилл "
  "second at ₽⟦145,619.56@" + s('ВкусВилл') + "⟧."),
A('r_by_shop', 'invented', 'pt-BR', 'agility',
  "gastos por loja: Перекрёсток lidera com ⟦216.136,08@" + s('Перекрёсток') + "⟧ rublos; Пятёрочка fica com "
  "⟦31.640,55@" + s('Пятёрочка') + "!⟧ rublos em ⟦12@" + s('Пятёрочка', 'n') + "⟧ compras."),
# ---------------------------------------------------------------- r_total_2025
A('r_total_2025', 'faithful', 'nl-NL', 'mirrorgrind',
  "uitgaven 2025 tot nu toe: ⟦246.665,21@sum⟧ roebel over ⟦86@n⟧ bonnen, gemiddeld ⟦2.868,20@avg⟧ per bon; "
  "grootste bon ⟦13.153,34@max⟧."),
A('r_total_2025', 'faithful', 'de-DE', 'muletrain',
  "Ausgaben 2025 bisher: ⟦246.665,21@sum⟧ Rubel auf ⟦86@n⟧ Belegen, Durchschnittsbon ⟦2.868,2@avg⟧ Rubel, "
  "größter Bon ⟦13.153,34@max⟧."),
A('r_total_2025', 'faithful', 'it-IT', 'accordion',
  "spesa 2025 finora: ⟦246.665,21@sum⟧ rubli in ⟦86@n⟧ scontrini, scontrino medio ⟦2.868,20@avg⟧ rubli. "
  "Conti accordati."),
A('r_total_2025', 'wrong_column', 'pl-PL', 'saffron',
  "wydatki w 2025 r.: ⟦246_665,21@sum⟧ rubli, ⟦86@n⟧ paragonów, średni paragon ⟦13_153,34@avg~max!⟧ rubli."),
A('r_total_2025', 'misrounded', 'ja-JP', 'tortoise',
  "2025年の支出：合計⟦246,665.21@sum⟧ルーブル、レシート⟦86@n⟧枚、平均⟦2,869@avg!⟧ルーブル。"),
A('r_total_2025', 'wrong_unit', 'en-US', 'clogcarve',
  "2025 so far: $⟦246,665.21@sum~sum!⟧ across ⟦86@n⟧ receipts, average ⟦2,868.20@avg⟧ a receipt.",
  unit_note='roubles quoted as US dollars'),
# ---------------------------------------------------------------- r_top_items
A('r_top_items', 'faithful', 'pt-BR', 'saffron',
  "produtos com mais gasto: bombons Красный Октябрь, ⟦21.480,62@" + s(KO) + "⟧ rublos em ⟦25@" + s(KO, 'n') +
  "⟧ compras; fraldas Merries, ⟦20.886,90@" + s('Подгузники') + "⟧; salsichas Останкино, ⟦17.794,42@" + s('Сосиски') + "⟧."),
A('r_top_items', 'faithful', 'ru-RU', 'muletrain',
  "больше всего денег ушло на конфеты «Красный Октябрь» — ⟦21_480,62@" + s(KO) + "⟧ ₽ за ⟦25@" + s(KO, 'n') +
  "⟧ покупок; дальше подгузники Merries — ⟦20_886,9@" + s('Подгузники') + "⟧ ₽ и сосиски «Останкино» — "
  "⟦17_794,42@" + s('Сосиски') + "⟧ ₽ (⟦41@" + s('Сосиски', 'n') + "⟧ покупка)."),
A('r_top_items', 'faithful', 'de-DE', 'pulpvat',
  "Top-Produkte nach Ausgaben: Pralinen Красный Октябрь ⟦21.480,62@" + s(KO) + "⟧ Rubel, Windeln Merries "
  "⟦20.886,90@" + s('Подгузники') + "⟧, Würstchen Останкино ⟦17.794,42@" + s('Сосиски') + "⟧, Schweinekarree "
  "⟦16.536,40@" + s('Свинина') + "⟧; Lavazza auf Platz acht mit ⟦14.994,78@" + s('Кофе') + "⟧."),
A('r_top_items', 'wrong_row', 'it-IT', 'clogcarve',
  "prodotti con più spesa: cioccolatini Красный Октябрь ⟦21.480,62@" + s(KO) + "⟧ rubli, pannolini Merries "
  "⟦20.886,90@" + s('Подгузники') + "⟧; il macinato di tacchino Индилайт ⟦16.036,41@" + s('Фарш') + "~" + s('Сыр') +
  "!⟧ rubli."),
A('r_top_items', 'derived', 'en-GB', 'windsurf',
  "top spend: Merries nappies, ₽⟦20,886.90@" + s('Подгузники') + "⟧ over ⟦10@" + s('Подгузники', 'n') + "⟧ purchases — "
  "by my division ₽⟦2,088.69@" + s('Подгузники') + "/" + s('Подгузники', 'n') + "!⟧ a pack; Красный Октябрь chocolates "
  "top the list at ₽⟦21,480.62@" + s(KO) + "⟧."),
A('r_top_items', 'miscomputed', 'zh-CN', 'accordion',
  "花费最多的商品：Красный Октябрь 巧克力 ⟦21,480.62@" + s(KO) + "⟧ 卢布；Останкино 香肠 ⟦17,794.42@" + s('Сосиски') +
  "⟧ 卢布、共 ⟦41@" + s('Сосиски', 'n') + "⟧ 次，我自己算的平均每次 ⟦443.01@" + s('Сосиски') + "/" + s('Сосиски', 'n') +
  "!⟧ 卢布。"),
]
