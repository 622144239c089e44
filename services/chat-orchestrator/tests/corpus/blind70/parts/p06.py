"""Receipts (r_latest, r_by_shop, r_total_2025, r_top_items). Markers: see ../../blind4/lib.py.
Product names are written by brand or kind; no product's weight, pack size or fat share is written."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def rc(p, col='total'):
    return f"row('{p}').{col}"


KO = "Конфеты шоколадные ассорти Красный"

ENTRIES = [
# ---------------------------------------------------------------- r_latest
A('r_latest', 'faithful', 'de-DE', 'optician',
  f"letzter Bon am ⟦29.06.@D:2025-06-29⟧ bei Азбука вкуса über ⟦13.153,34@{rc('2025-06-29')}⟧ ₽, der größte der "
  f"acht; davor, am ⟦26.06.@D:2025-06-26⟧, ⟦984,21@{rc('2025-06-26T16')}⟧ ₽ bei Дикси."),
A('r_latest', 'faithful', 'en-GB', 'croupier',
  f"two receipts on ⟦11 Jun@D:2025-06-11⟧: Азбука вкуса in the morning, ⟦6,757.91@{rc('2025-06-11T08')}⟧ RUB, "
  f"and Перекрёсток late at night, ⟦934.93@{rc('2025-06-11T22')}⟧ RUB."),
A('r_latest', 'faithful', 'nl-NL', 'massage',
  f"de oudste van de acht getoonde bonnen: Магнит op ⟦10 juni@D:2025-06-10⟧, ⟦770,93@{rc('2025-06-10')}⟧ roebel; "
  f"op ⟦23 juni@D:2025-06-23⟧ АШАН, ⟦1.782,97@{rc('2025-06-23')}⟧ roebel."),
A('r_latest', 'wrong_row', 'ru-RU', 'circus',
  f"⟦23 июня@D:2025-06-23⟧ в АШАН — ⟦13_153,34@{rc('2025-06-23')}~{rc('2025-06-29')}!⟧ руб., "
  f"⟦15 июня@D:2025-06-15⟧ в Перекрёстке — ⟦804,15@{rc('2025-06-15')}⟧ руб."),
A('r_latest', 'coincidental', 'pl-PL', 'gondolier',
  f"⟦15 czerwca@D:2025-06-15⟧ Перекрёсток: ⟦737@{rc('2025-06-15')}!⟧ rub.; ⟦10 czerwca@D:2025-06-10⟧ Магнит: "
  f"⟦770,93@{rc('2025-06-10')}⟧ rub."),
A('r_latest', 'invented', 'pt-BR', 'framer',
  f"o recibo do Дикси em ⟦26/06@D:2025-06-26⟧ foi de ⟦1.250,40@{rc('2025-06-26T16')}!⟧ rublos; o mais recente, "
  f"do Азбука вкуса, de ⟦13.153,34@{rc('2025-06-29')}⟧."),
# ---------------------------------------------------------------- r_by_shop
A('r_by_shop', 'faithful', 'pl-PL', 'pilates',
  f"najwięcej wydajesz w Перекрёсток: ⟦216_136,08@{rc('Перекрёсток', 'sum')}⟧ rub. w ⟦95@{rc('Перекрёсток', 'n')}⟧ "
  f"paragonach; dalej ВкусВилл, ⟦145_619,56@{rc('ВкусВилл', 'sum')}⟧ rub."),
A('r_by_shop', 'faithful', 'ru-RU', 'punt',
  f"третье место у АШАН: ⟦106_458,44@{rc('АШАН', 'sum')}⟧ руб. за ⟦56@{rc('АШАН', 'n')}⟧ чеков; меньше всего — "
  f"Лента, ⟦10_029,92@{rc('Лента', 'sum')}⟧ руб."),
A('r_by_shop', 'faithful', 'it-IT', 'conjuror',
  f"Магнит è quarto con ⟦85.375,03@{rc('Магнит', 'sum')}⟧ rubli su ⟦36@{rc('Магнит', 'n')}⟧ scontrini; Азбука "
  f"вкуса ha solo ⟦8@{rc('Азбука', 'n')}⟧ scontrini ma ⟦35.712,98@{rc('Азбука', 'sum')}⟧ rubli."),
A('r_by_shop', 'faithful', 'nl-NL', 'library',
  f"Дикси: ⟦61.984,60@{rc('Дикси', 'sum')}⟧ roebel over ⟦27@{rc('Дикси', 'n')}⟧ bonnen; Пятёрочка: "
  f"⟦29.278,34@{rc('Пятёрочка', 'sum')}⟧ roebel over ⟦12@{rc('Пятёрочка', 'n')}⟧."),
A('r_by_shop', 'wrong_row', 'de-DE', 'archive',
  f"Platz zwei ist ВкусВилл mit ⟦145.619,56@{rc('ВкусВилл', 'sum')}⟧ Rubel in "
  f"⟦56@{rc('ВкусВилл', 'n')}~{rc('АШАН', 'n')}!⟧ Belegen."),
A('r_by_shop', 'wrong_unit', 'pt-BR', 'snowmaking',
  f"onde você mais gasta é no Перекрёсток: R$ ⟦216.136,08@{rc('Перекрёсток', 'sum')}~{rc('Перекрёсток', 'sum')}!⟧ "
  f"em ⟦95@{rc('Перекрёсток', 'n')}⟧ compras.",
  unit_note='roubles quoted as Brazilian reais'),
A('r_by_shop', 'misrounded', 'en-US', 'framer',
  f"Дикси comes fifth: ⟦61,984@{rc('Дикси', 'sum')}!⟧ rubles across ⟦27@{rc('Дикси', 'n')}⟧ receipts."),
# ---------------------------------------------------------------- r_total_2025
A('r_total_2025', 'faithful', 'es-ES', 'punt',
  "en 2025 llevas ⟦246.665,21@sum⟧ rublos en ⟦86@n⟧ tiques; tique medio de ⟦2868,20@avg⟧ rublos y el mayor, "
  "⟦13.153,34@max⟧."),
A('r_total_2025', 'faithful', 'zh-CN', 'snowmaking',
  "2025 年至今共消费 ⟦246,665.21@sum⟧ 卢布，共 ⟦86@n⟧ 张小票，平均每张 ⟦2,868.2@avg⟧ 卢布。"),
A('r_total_2025', 'faithful', 'ja-JP', 'optician',
  "2025年の支出は⟦246,665.21@sum⟧ルーブル、レシート⟦86@n⟧枚、平均⟦2,868@avg⟧ルーブル、最高額は"
  "⟦13,153.34@max⟧ルーブル。"),
A('r_total_2025', 'wrong_column', 'nl-NL', 'archive',
  "in 2025 tot nu toe ⟦246.665,21@sum⟧ roebel over ⟦86@n⟧ bonnen; gemiddelde bon ⟦13.153,34@avg~max!⟧ roebel."),
A('r_total_2025', 'misrounded', 'it-IT', 'pilates',
  "nel 2025 hai speso ⟦246.665,21@sum⟧ rubli con ⟦86@n⟧ scontrini, in media ⟦2.868,3@avg!⟧ rubli l'uno."),
A('r_total_2025', 'derived', 'de-DE', 'circus',
  "2025 bisher ⟦246.665,21@sum⟧ Rubel; der größte Bon, ⟦13.153,34@max⟧, macht davon ⟦5,33 %@max/sum*100!⟧ aus "
  "— selbst gerechnet."),
# ---------------------------------------------------------------- r_top_items
A('r_top_items', 'faithful', 'pl-PL', 'massage',
  f"najwięcej idzie na cukierki Красный Октябрь: ⟦21_480,62@{rc(KO, 'sum')}⟧ rub. w ⟦25@{rc(KO, 'n')}⟧ zakupach; "
  f"drugie są pieluchy Merries, ⟦20_886,90@{rc('Подгузники', 'sum')}⟧ rub."),
A('r_top_items', 'faithful', 'ja-JP', 'conjuror',
  f"Останкиноのソーセージは購入⟦41@{rc('Сосиски', 'n')}⟧回で上位八品の中で最多、合計"
  f"⟦17,794.42@{rc('Сосиски', 'sum')}⟧ルーブル。"),
A('r_top_items', 'faithful', 'fr-FR', 'optician',
  f"le fromage Российский totalise ⟦16_036,41@{rc('Сыр', 'sum')}⟧ roubles sur ⟦39@{rc('Сыр', 'n')}⟧ achats ; "
  f"le café Lavazza, huitième, ⟦14_994,78@{rc('Кофе', 'sum')}⟧ sur ⟦22@{rc('Кофе', 'n')}⟧."),
A('r_top_items', 'wrong_row', 'en-GB', 'framer',
  f"the Останкино sausages came to ⟦16,536.40@{rc('Сосиски', 'sum')}~{rc('Свинина', 'sum')}!⟧ roubles over "
  f"⟦41@{rc('Сосиски', 'n')}⟧ purchases."),
A('r_top_items', 'derived', 'ru-RU', 'pilates',
  f"подгузники Merries: ⟦20_886,90@{rc('Подгузники', 'sum')}⟧ руб. за ⟦10@{rc('Подгузники', 'n')}⟧ покупок, то есть "
  f"⟦2088,69@{rc('Подгузники', 'sum')}/{rc('Подгузники', 'n')}!⟧ руб. за покупку — посчитал сам."),
A('r_top_items', 'wrong_unit', 'it-IT', 'punt',
  f"caffè Lavazza: ⟦14.994,78@{rc('Кофе', 'sum')}~{rc('Кофе', 'sum')}!⟧ euro in ⟦22@{rc('Кофе', 'n')}⟧ acquisti.",
  unit_note='roubles quoted as euros'),
]
