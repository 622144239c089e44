"""Receipts (r_latest ... r_top_items). Markers: see ../../blind4/lib.py. No product's weight or pack size is written."""
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
A('r_latest', 'faithful', 'zh-CN', 'forklift',
  "最近 ⟦8@len(T)⟧ 张小票（共 ⟦300@R.total_rows⟧ 条）：最大一张是 ⟦6月29日@D:2025-06-29⟧ 在 Азбука вкуса 的 "
  "⟦13,153.34@" + t('2025-06-29') + "⟧ 卢布；最小一张 ⟦738.76@" + t('2025-06-26T12') + "⟧ 卢布，在 Перекрёсток。"),
A('r_latest', 'faithful', 'en-US', 'signwriter',
  "Latest 8 of ⟦300@R.total_rows⟧ receipts: newest ⟦Jun 29@D:2025-06-29⟧, Азбука вкуса, ₽⟦13,153.34@" + t('2025-06-29') +
  "⟧; Дикси on ⟦Jun 26@D:2025-06-26⟧, ₽⟦984.21@" + t('2025-06-26T16') + "⟧; oldest shown ⟦Jun 10@D:2025-06-10⟧, Магнит, "
  "₽⟦770.93@" + t('2025-06-10') + "⟧."),
A('r_latest', 'faithful', 'ru-RU', 'recycling',
  "последние чеки: ⟦23 июня@D:2025-06-23⟧ — АШАН, ⟦1782,97@" + t('2025-06-23') + "⟧ ₽; ⟦15 июня@D:2025-06-15⟧ — "
  "Перекрёсток, ⟦804,15@" + t('2025-06-15') + "⟧ ₽; ⟦11 июня@D:2025-06-11⟧ утром — Азбука вкуса, ⟦6757,91@" +
  t('2025-06-11T08') + "⟧ ₽."),
A('r_latest', 'wrong_row', 'nl-NL', 'sakebrew',
  "de bon van Perekrjostok op ⟦26 juni@D:2025-06-26⟧ kwam op ⟦804,15@" + t('2025-06-26T12') + "~" + t('2025-06-15') +
  "!⟧ roebel."),
A('r_latest', 'wrong_unit', 'es-ES', 'chocolatier',
  "el ticket más reciente, del ⟦29 de junio@D:2025-06-29⟧ en Azbuka Vkusa, fue de ⟦13.153,34@" + t('2025-06-29') + "~" +
  t('2025-06-29') + "!⟧ dólares.", unit_note='roubles quoted as US dollars'),
A('r_latest', 'invented', 'pt-BR', 'carwash',
  "a compra de ⟦11/06@D:2025-06-11⟧ à noite no Perekrestok saiu por ⟦1.126,40@" + t('2025-06-11T22') + "!⟧ rublos."),
# ---------------------------------------------------------------- r_by_shop
A('r_by_shop', 'faithful', 'en-US', 'recycling',
  "Spending by shop: Перекрёсток leads with ₽⟦216,136.08@" + s('Перекрёсток') + "⟧ over ⟦95@" + n('Перекрёсток') +
  "⟧ receipts, then ВкусВилл ₽⟦145,619.56@" + s('ВкусВилл') + "⟧; Лента is last at ₽⟦10,029.92@" + s('Лента') + "⟧."),
A('r_by_shop', 'faithful', 'pt-BR', 'carwash',
  "onde mais gasto: Перекрёсток, ⟦216.136,08@" + s('Перекрёсток') + "⟧ rublos; ВкусВилл, ⟦145.619,56@" + s('ВкусВилл') +
  "⟧; АШАН, ⟦106.458,44@" + s('АШАН') + "⟧. Магнит vem em quarto, com ⟦85.375,03@" + s('Магнит') + "⟧."),
A('r_by_shop', 'faithful', 'ru-RU', 'sakebrew',
  "траты по магазинам: Дикси — ⟦61_984,60@" + s('Дикси') + "⟧ ₽ за ⟦27@" + n('Дикси') + "⟧ чеков, Азбука вкуса — "
  "⟦35_712,98@" + s('Азбука вкуса') + "⟧ ₽ за ⟦8@" + n('Азбука вкуса') + "⟧, Пятёрочка — ⟦29_278,34@" + s('Пятёрочка') +
  "⟧ ₽ за ⟦12@" + n('Пятёрочка') + "⟧."),
A('r_by_shop', 'wrong_row', 'de-DE', 'tyrefit',
  "bei Dixy habe ich insgesamt ⟦85.375,03@" + s('Дикси') + "~" + s('Магнит') + "!⟧ Rubel ausgegeben, verteilt auf "
  "⟦27@" + n('Дикси') + "⟧ Bons."),
A('r_by_shop', 'derived', 'pl-PL', 'soysauce',
  "w Перекрёсток wydałem ⟦216_136,08@" + s('Перекрёсток') + "⟧ rubli na ⟦95@" + n('Перекрёсток') + "⟧ paragonach, "
  "czyli średnio ⟦2275,12@" + s('Перекрёсток') + "/" + n('Перекрёсток') + "!⟧ rubla na paragon — policzone przeze mnie."),
A('r_by_shop', 'coincidental', 'nl-NL', 'chocolatier',
  "Azbuka Vkusa: ⟦14@" + n('Азбука вкуса') + "!⟧ bonnen, samen ⟦35.712,98@" + s('Азбука вкуса') + "⟧ roebel."),
# ---------------------------------------------------------------- r_total_2025
A('r_total_2025', 'faithful', 'it-IT', 'chocolatier',
  "spesa 2025 finora: ⟦246.665,21@sum⟧ rubli in ⟦86@n⟧ scontrini, in media ⟦2.868,20@avg⟧; lo scontrino più alto "
  "⟦13.153,34@max⟧."),
A('r_total_2025', 'faithful', 'en-US', 'boilerroom',
  "2025 so far: ₽⟦246,665.21@sum⟧ across ⟦86@n⟧ receipts, ₽⟦2,868.2@avg⟧ on average; biggest single receipt "
  "₽⟦13,153.34@max⟧."),
A('r_total_2025', 'faithful', 'ja-JP', 'signwriter',
  "2025年の支出：合計⟦246,665.21@sum⟧ルーブル、レシート⟦86@n⟧枚、平均⟦2,868.20@avg⟧ルーブル、最大⟦13,153.34@max⟧ルーブル。"),
A('r_total_2025', 'wrong_column', 'en-GB', 'carwash',
  "average receipt in 2025: ⟦13,153.34@avg~max!⟧ roubles, over ⟦86@n⟧ receipts."),
A('r_total_2025', 'misrounded', 'zh-CN', 'seedling',
  "2025 年至今共花费 ⟦246,665.3@sum!⟧ 卢布，小票 ⟦86@n⟧ 张。"),
A('r_total_2025', 'derived', 'ru-RU', 'forklift',
  "в 2025 году без самого крупного чека (⟦13_153,34@max⟧ ₽) потрачено ⟦233_511,87@sum-max!⟧ ₽ — посчитал сам."),
# ---------------------------------------------------------------- r_top_items
A('r_top_items', 'faithful', 'pl-PL', 'recycling',
  "najwięcej wydaję na czekoladki Krasnyj Oktiabr: ⟦21_480,62@" + s(KO) + "⟧ rubli w ⟦25@" + n(KO) + "⟧ zakupach; dalej "
  "pieluchy Merries, ⟦20_886,90@" + s('Подгузники') + "⟧ rubli."),
A('r_top_items', 'faithful', 'en-GB', 'boilerroom',
  "top products by spend: Krasny Oktyabr chocolates ₽⟦21,480.62@" + s(KO) + "⟧, Merries nappies ₽⟦20,886.90@" +
  s('Подгузники') + "⟧, Ostankino sausages ₽⟦17,794.42@" + s('Сосиски') + "⟧ — the last bought most often, ⟦41@" +
  n('Сосиски') + "⟧ times."),
A('r_top_items', 'faithful', 'ru-RU', 'signwriter',
  "свиной карбонад — ⟦16_536,40@" + s('Свинина') + "⟧ ₽ за ⟦20@" + n('Свинина') + "⟧ покупок, сыр «Ламбер» — "
  "⟦16_036,41@" + s('Сыр') + "⟧ ₽ за ⟦39@" + n('Сыр') + "⟧."),
A('r_top_items', 'faithful', 'it-IT', 'carwash',
  "caffè Lavazza: ⟦14.994,78@" + s('Кофе') + "⟧ rubli in ⟦22@" + n('Кофе') + "⟧ acquisti, ultimo degli otto prodotti "
  "mostrati su ⟦209@R.total_rows⟧."),
A('r_top_items', 'wrong_row', 'fr-FR', 'soysauce',
  "la dinde hachée Indilight : ⟦15_256,64@" + s('Фарш') + "~" + s(KK) + "!⟧ roubles sur ⟦33@" + n('Фарш') + "⟧ achats."),
A('r_top_items', 'wrong_unit', 'zh-CN', 'forklift',
  "Merries 纸尿裤共花费 ⟦20,886.90@" + s('Подгузники') + "~" + s('Подгузники') + "!⟧ 美元，购买 ⟦10@" + n('Подгузники') +
  "⟧ 次。", unit_note='roubles quoted as US dollars'),
A('r_top_items', 'coincidental', 'de-DE', 'seedling',
  "Ostankino-Würstchen: ⟦36@" + n('Сосиски') + "!⟧ Käufe für zusammen ⟦17.794,42@" + s('Сосиски') + "⟧ Rubel."),
]
