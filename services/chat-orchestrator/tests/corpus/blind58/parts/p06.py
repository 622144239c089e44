"""Receipts (r_latest, r_by_shop, r_total_2025, r_top_items). Markers: see ../../blind4/lib.py.
Shop and product names as the results hold them (Cyrillic) or by brand; no pack sizes or weights.
Layouts: _reg.py. '_' between digits = the locale's group separator (U+202F fr, U+00A0 ru/pl)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def t(x):
    return f"row('{x}').total"


def s(x):
    return f"row('{x}').sum"


def n(x):
    return f"row('{x}').n"


KO, KK = 'Конфеты шоколадные ассорти Красный', 'Конфеты шоколадные ассорти Коркунов'

ENTRIES = [
# ---------------------------------------------------------------- r_latest
A('r_latest', 'faithful', 'en-GB', 'alpaca',
  "latest receipts: ⟦29 Jun@D:2025-06-29⟧ Азбука вкуса ₽⟦13,153.34@" + t('2025-06-29') + "⟧; ⟦26 Jun@D:2025-06-26⟧ "
  "Дикси ₽⟦984.21@" + t('2025-06-26T16') + "⟧ and Перекрёсток ₽⟦738.76@" + t('2025-06-26T12') + "⟧; "
  "⟦23 Jun@D:2025-06-23⟧ АШАН ₽⟦1,782.97@" + t('2025-06-23') + "⟧. Showing ⟦8@len(T)⟧ of ⟦300@R.total_rows⟧."),
A('r_latest', 'faithful', 'ja-JP', 'ferriswheel',
  "最新のレシート：⟦6月29日@D:2025-06-29⟧ Азбука вкуса ⟦13,153.34@" + t('2025-06-29') + "⟧ルーブル、"
  "⟦6月26日@D:2025-06-26⟧ Дикси ⟦984.21@" + t('2025-06-26T16') + "⟧ルーブル、同日 Перекрёсток ⟦738.76@" +
  t('2025-06-26T12') + "⟧ルーブル。全⟦300@R.total_rows⟧件中⟦8@len(T)⟧件を表示。"),
A('r_latest', 'faithful', 'it-IT', 'galley',
  "ultimi scontrini: il ⟦23 giugno@D:2025-06-23⟧ АШАН per ⟦1.782,97@" + t('2025-06-23') + "⟧ rubli, il "
  "⟦15 giugno@D:2025-06-15⟧ Перекрёсток per ⟦804,15@" + t('2025-06-15') + "⟧; l'⟦11 giugno@D:2025-06-11⟧ due: "
  "Азбука вкуса al mattino (⟦6.757,91@" + t('2025-06-11T08') + "⟧) e Перекрёсток la sera (⟦934,93@" +
  t('2025-06-11T22') + "⟧)."),
A('r_latest', 'wrong_row', 'fr-FR', 'aquaponic',
  "derniers tickets : le ⟦29 juin@D:2025-06-29⟧, Азбука вкуса pour ⟦13_153,34@" + t('2025-06-29') + "⟧ roubles ; le "
  "⟦15 juin@D:2025-06-15⟧, Перекрёсток pour ⟦1_782,97@" + t('2025-06-15') + "~" + t('2025-06-23') + "!⟧ roubles ; le "
  "⟦10 juin@D:2025-06-10⟧, Магнит pour ⟦770,93@" + t('2025-06-10') + "⟧."),
A('r_latest', 'coincidental', 'ru-RU', 'dumpling',
  "последние чеки: ⟦29 июня@D:2025-06-29⟧ — Азбука вкуса, ⟦13_153,34@" + t('2025-06-29') + "⟧ ₽; "
  "⟦26 июня@D:2025-06-26⟧ — Дикси, ⟦984,21@" + t('2025-06-26T16') + "⟧ ₽; ⟦10 июня@D:2025-06-10⟧ — Магнит, "
  "⟦736@" + t('2025-06-10') + "!⟧ ₽."),
A('r_latest', 'derived', 'zh-CN', 'harpsichord',
  "最近小票：⟦6月26日@D:2025-06-26⟧ 两张——Дикси ⟦984.21@" + t('2025-06-26T16') + "⟧ 卢布、Перекрёсток ⟦738.76@" +
  t('2025-06-26T12') + "⟧ 卢布，我自己加起来当天共 ⟦1,722.97@" + t('2025-06-26T16') + "+" + t('2025-06-26T12') +
  "!⟧ 卢布；⟦6月29日@D:2025-06-29⟧ Азбука вкуса ⟦13,153.34@" + t('2025-06-29') + "⟧ 卢布。"),
# ---------------------------------------------------------------- r_by_shop
A('r_by_shop', 'faithful', 'es-ES', 'dumpling',
  "donde más gastas: Перекрёсток, ⟦216.136,08@" + s('Перекрёсток') + "⟧ ₽ en ⟦95@" + n('Перекрёсток') + "⟧ tiques; "
  "después ВкусВилл, ⟦145.619,56@" + s('ВкусВилл') + "⟧ ₽ (⟦61@" + n('ВкусВилл') + "⟧), y АШАН, ⟦106.458,44@" +
  s('АШАН') + "⟧ ₽ (⟦56@" + n('АШАН') + "⟧). La que menos, Лента: ⟦10.029,92@" + s('Лента') + "⟧ ₽."),
A('r_by_shop', 'faithful', 'en-GB', 'yogaroster',
  "top spend by shop: Перекрёсток ₽⟦216,136.08@" + s('Перекрёсток') + "⟧ across ⟦95@" + n('Перекрёсток') +
  "⟧ receipts, ВкусВилл ₽⟦145,619.56@" + s('ВкусВилл') + "⟧, АШАН ₽⟦106,458.44@" + s('АШАН') + "⟧, Магнит "
  "₽⟦85,375.03@" + s('Магнит') + "⟧. Лента is last at ₽⟦10,029.92@" + s('Лента') + "⟧ from ⟦5@" + n('Лента') +
  "⟧ visits."),
A('r_by_shop', 'faithful', 'de-DE', 'barometer',
  "Ausgaben nach Geschäft: Перекрёсток ⟦216.136,08@" + s('Перекрёсток') + "⟧ Rubel (⟦95@" + n('Перекрёсток') +
  "⟧ Bons), ВкусВилл ⟦145.619,56@" + s('ВкусВилл') + "⟧, АШАН ⟦106.458,44@" + s('АШАН') + "⟧, Магнит ⟦85.375,03@" +
  s('Магнит') + "⟧. Азбука вкуса kommt mit nur ⟦8@" + n('Азбука') + "⟧ Bons auf ⟦35.712,98@" + s('Азбука') + "⟧."),
A('r_by_shop', 'wrong_row', 'ja-JP', 'germcard',
  "店舗別の支出：トップはПерекрёсток ⟦216,136.08@" + s('Перекрёсток') + "⟧ルーブル（⟦95@" + n('Перекрёсток') +
  "⟧回）、次いでВкусВилл ⟦145,619.56@" + s('ВкусВилл') + "⟧ルーブル、三番目がАШАН ⟦106,458.44@" + s('АШАН') +
  "⟧ルーブル（⟦61@" + n('АШАН') + "~" + n('ВкусВилл') + "!⟧回）。"),
A('r_by_shop', 'invented', 'pt-BR', 'bookslip',
  "onde você mais gasta: Перекрёсток, ⟦216.136,08@" + s('Перекрёсток') + "⟧ rublos em ⟦95@" + n('Перекрёсток') +
  "⟧ compras. Lá no fim da lista, Лента soma ⟦12.480@" + s('Лента') + "!⟧ rublos em ⟦5@" + n('Лента') + "⟧ compras."),
A('r_by_shop', 'miscomputed', 'fr-FR', 'galley',
  "par enseigne : Перекрёсток ⟦216_136,08@" + s('Перекрёсток') + "⟧ roubles (⟦95@" + n('Перекрёсток') +
  "⟧ tickets), ВкусВилл ⟦145_619,56@" + s('ВкусВилл') + "⟧ roubles sur ⟦61@" + n('ВкусВилл') + "⟧ tickets, soit "
  "d'après mon calcul ⟦2_378,21@" + s('ВкусВилл') + "/" + n('ВкусВилл') + "!⟧ roubles le ticket moyen."),
# ---------------------------------------------------------------- r_total_2025
A('r_total_2025', 'faithful', 'pl-PL', 'germcard',
  "wydatki w 2025 r.: ⟦246_665,21@sum⟧ rubla na ⟦86@n⟧ paragonach, średnio ⟦2868,20@avg⟧ rubla. Największy paragon: "
  "⟦13_153,34@max⟧."),
A('r_total_2025', 'faithful', 'zh-CN', 'bookslip',
  "2025 年至今消费 ⟦246,665.21@sum⟧ 卢布，小票 ⟦86@n⟧ 张，平均每张 ⟦2,868.2@avg⟧ 卢布；最大一张 ⟦13,153.34@max⟧ 卢布。"),
A('r_total_2025', 'faithful', 'pt-BR', 'galley',
  "em 2025 você gastou ⟦246.665,21@sum⟧ rublos em ⟦86@n⟧ compras; tíquete médio de ⟦2.868,20@avg⟧ rublos e maior "
  "compra de ⟦13.153,34@max⟧."),
A('r_total_2025', 'wrong_column', 'it-IT', 'dumpling',
  "nel 2025 hai speso ⟦246.665,21@sum⟧ rubli in ⟦86@n⟧ scontrini; lo scontrino più alto è stato di "
  "⟦2.868,20@max~avg!⟧ rubli."),
A('r_total_2025', 'wrong_unit', 'nl-NL', 'alpaca',
  "in 2025 tot nu toe ⟦246.665,21@sum~sum!⟧ euro uitgegeven, verspreid over ⟦86@n⟧ bonnen; gemiddeld ⟦2.868,20@avg⟧ "
  "per bon.",
  unit_note='roubles quoted as euros'),
A('r_total_2025', 'invented', 'fr-FR', 'barometer',
  "dépenses 2025 à ce jour : ⟦246_665,21@sum⟧ roubles sur ⟦86@n⟧ tickets, soit un ticket moyen de ⟦3_140@avg!⟧ "
  "roubles."),
# ---------------------------------------------------------------- r_top_items
A('r_top_items', 'faithful', 'en-US', 'alpaca',
  "top products by spend: Красный Октябрь chocolates ₽⟦21,480.62@" + s(KO) + "⟧ (⟦25@" + n(KO) + "⟧ buys), Merries "
  "diapers ₽⟦20,886.90@" + s('Подгузники') + "⟧ (⟦10@" + n('Подгузники') + "⟧), Останкино sausages ₽⟦17,794.42@" +
  s('Сосиски') + "⟧ (⟦41@" + n('Сосиски') + "⟧)."),
A('r_top_items', 'faithful', 'nl-NL', 'germcard',
  "meeste uitgaven per product: bonbons van Красный Октябрь ⟦21.480,62@" + s(KO) + "⟧ roebel, luiers van Merries "
  "⟦20.886,90@" + s('Подгузники') + "⟧, worstjes van Останкино ⟦17.794,42@" + s('Сосиски') + "⟧. Koffie van Lavazza "
  "staat achtste met ⟦14.994,78@" + s('Кофе') + "⟧."),
A('r_top_items', 'faithful', 'pt-BR', 'ferriswheel',
  "produtos com mais gasto: bombons Красный Октябрь, ⟦21.480,62@" + s(KO) + "⟧ rublos; fraldas Merries, "
  "⟦20.886,90@" + s('Подгузники') + "⟧ rublos em só ⟦10@" + n('Подгузники') + "⟧ compras; salsichas Останкино, "
  "⟦17.794,42@" + s('Сосиски') + "⟧ rublos em ⟦41@" + n('Сосиски') + "⟧."),
A('r_top_items', 'faithful', 'pl-PL', 'wristband',
  "najwięcej wydajesz na czekoladki Красный Октябрь: ⟦21_480,62@" + s(KO) + "⟧ rubla (⟦25@" + n(KO) + "⟧ zakupów). "
  "Dalej pieluchy Merries ⟦20_886,90@" + s('Подгузники') + "⟧ i parówki Останкино ⟦17_794,42@" + s('Сосиски') +
  "⟧; kawa Lavazza zamyka ósemkę z ⟦14_994,78@" + s('Кофе') + "⟧."),
A('r_top_items', 'wrong_row', 'ru-RU', 'bookslip',
  "больше всего трат: конфеты «Красный Октябрь» — ⟦21_480,62@" + s(KO) + "⟧ ₽, подгузники Merries — "
  "⟦20_886,9@" + s('Подгузники') + "⟧ ₽. Замыкает восьмёрку кофе Lavazza — ⟦15_256,64@" + s('Кофе') + "~" + s(KK) +
  "!⟧ ₽."),
A('r_top_items', 'wrong_unit', 'ja-JP', 'barometer',
  "支出が多い商品：トップは「Красный Октябрь」のチョコで¥⟦21,480.62@" + s(KO) + "~" + s(KO) + "!⟧（⟦25@" + n(KO) +
  "⟧回購入）。次いでMerriesのおむつ⟦20,886.90@" + s('Подгузники') + "⟧ルーブル、Останкиноのソーセージ⟦17,794.42@" +
  s('Сосиски') + "⟧ルーブル。",
  unit_note='roubles quoted as yen'),
A('r_top_items', 'coincidental', 'es-ES', 'yogaroster',
  "lo que más te cuesta: bombones Красный Октябрь, ⟦21.480,62@" + s(KO) + "⟧ ₽; pañales Merries, ⟦20.886,90@" +
  s('Подгузники') + "⟧ ₽; queso Ламбер, ⟦16.003@" + s('Сыр') + "!⟧ ₽ en ⟦39@" + n('Сыр') + "⟧ compras."),
]
