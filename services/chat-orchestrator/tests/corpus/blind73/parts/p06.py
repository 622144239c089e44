"""Receipts (r_latest, r_by_shop, r_total_2025, r_top_items). Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def t(x):
    return f"row('{x}').total"


def s(x, col='sum'):
    return f"row('{x}').{col}"


KO = 'Конфеты шоколадные ассорти Красный'
KK = 'Конфеты шоколадные ассорти Коркунов'

ENTRIES = [
# ---------------------------------------------------------------- r_latest
A('r_latest', 'faithful', 'zh-CN', 'pingpong',
  "最近 8 张小票（共 ⟦300@R.total_rows⟧ 张）：最大一张是 ⟦6月29日@D:2025-06-29⟧ 在 Азбука вкуса 的 ⟦13,153.34@" +
  t('2025-06-29') + "⟧ 卢布，最小一张是 ⟦6月26日@D:2025-06-26⟧ 在 Перекрёсток 的 ⟦738.76@" + t('2025-06-26T12') +
  "⟧ 卢布。"),
A('r_latest', 'faithful', 'en-GB', 'kimono',
  "Latest receipts: ⟦29 Jun@D:2025-06-29⟧ Azbuka Vkusa ₽⟦13,153.34@" + t('2025-06-29') + "⟧; ⟦23 Jun@D:2025-06-23⟧ "
  "Auchan ₽⟦1,782.97@" + t('2025-06-23') + "⟧; ⟦15 Jun@D:2025-06-15⟧ Perekrestok ₽⟦804.15@" + t('2025-06-15') + "⟧; "
  "⟦10 Jun@D:2025-06-10⟧ Magnit ₽⟦770.93@" + t('2025-06-10') + "⟧. That is 8 of ⟦300@R.total_rows⟧."),
A('r_latest', 'faithful', 'ru-RU', 'gym',
  "последние чеки: ⟦11 июня@D:2025-06-11⟧ утром Азбука вкуса — ⟦6757,91@" + t('2025-06-11T08') + "⟧ ₽, вечером "
  "Перекрёсток — ⟦934,93@" + t('2025-06-11T22') + "⟧ ₽; ⟦26 июня@D:2025-06-26⟧ Дикси — ⟦984,21@" + t('2025-06-26T16') +
  "⟧ ₽."),
A('r_latest', 'wrong_row', 'pt-BR', 'numismat',
  "na noite de ⟦11/06@D:2025-06-11⟧, o Perekrestok cobrou ⟦984,21@" + t('2025-06-11T22') + "~" + t('2025-06-26T16') +
  "!⟧ rublos."),
A('r_latest', 'coincidental', 'nl-NL', 'dojo',
  "bon van ⟦10 juni@D:2025-06-10⟧ bij Magnit: ⟦738,9@" + t('2025-06-10') + "!⟧ roebel."),
A('r_latest', 'misrounded', 'pl-PL', 'izakaya',
  "paragon z Azbuki Wkusa z ⟦11 czerwca@D:2025-06-11⟧, rano: ⟦6757,8@" + t('2025-06-11T08') + "!⟧ rubla."),
# ---------------------------------------------------------------- r_by_shop
A('r_by_shop', 'faithful', 'en-US', 'numismat',
  "Most of your spend goes to Perekrestok: ₽⟦216,136.08@" + s('Перекрёсток') + "⟧ over ⟦95@" + s('Перекрёсток', 'n') +
  "⟧ receipts, then VkusVill ₽⟦145,619.56@" + s('ВкусВилл') + "⟧ (⟦61@" + s('ВкусВилл', 'n') + "⟧) and Auchan "
  "₽⟦106,458.44@" + s('АШАН') + "⟧ (⟦56@" + s('АШАН', 'n') + "⟧). Lenta is last at ₽⟦10,029.92@" + s('Лента') + "⟧."),
A('r_by_shop', 'faithful', 'ru-RU', 'judo',
  "траты по магазинам: Перекрёсток — ⟦216_136,08@" + s('Перекрёсток') + "⟧ ₽ (⟦95@" + s('Перекрёсток', 'n') +
  "⟧ чеков), ВкусВилл — ⟦145_619,56@" + s('ВкусВилл') + "⟧ ₽, АШАН — ⟦106_458,44@" + s('АШАН') + "⟧ ₽; Магнит "
  "четвёртый с ⟦85_375,03@" + s('Магнит') + "⟧ ₽."),
A('r_by_shop', 'faithful', 'pl-PL', 'sumo',
  "wydatki według sklepów: Dixy ⟦61_984,60@" + s('Дикси') + "⟧ rub. w ⟦27@" + s('Дикси', 'n') + "⟧ paragonach, "
  "Azbuka Wkusa ⟦35_712,98@" + s('Азбука вкуса') + "⟧ rub. w ⟦8@" + s('Азбука вкуса', 'n') + "⟧, Piatioroczka "
  "⟦29_278,34@" + s('Пятёрочка') + "⟧ rub. w ⟦12@" + s('Пятёрочка', 'n') + "⟧."),
A('r_by_shop', 'wrong_row', 'fr-FR', 'squash',
  "chez Auchan, vous avez dépensé ⟦145_619,56@" + s('АШАН') + "~" + s('ВкусВилл') + "!⟧ roubles."),
A('r_by_shop', 'wrong_unit', 'nl-NL', 'pingpong',
  "het meeste geld gaat naar Perekrjostok: ⟦216.136,08@" + s('Перекрёсток') + "~" + s('Перекрёсток') + "!⟧ euro over "
  "⟦95@" + s('Перекрёсток', 'n') + "⟧ bonnen.", unit_note='roubles quoted as euros'),
A('r_by_shop', 'miscomputed', 'zh-CN', 'teahouse',
  "Пятёрочка 共 ⟦12@" + s('Пятёрочка', 'n') + "⟧ 张小票、合计 ⟦29,278.34@" + s('Пятёрочка') + "⟧ 卢布，我自己除的平均每张 "
  "⟦2,493.86@" + s('Пятёрочка') + "/" + s('Пятёрочка', 'n') + "!⟧ 卢布。"),
# ---------------------------------------------------------------- r_total_2025
A('r_total_2025', 'faithful', 'ru-RU', 'teahouse',
  "с начала 2025 года потрачено ⟦246_665,21@sum⟧ ₽ по ⟦86@n⟧ чекам; средний чек ⟦2868,20@avg⟧ ₽, самый крупный — "
  "⟦13_153,34@max⟧ ₽."),
A('r_total_2025', 'faithful', 'fr-FR', 'kendo',
  "depuis le début de 2025 : ⟦246_665,21@sum⟧ roubles dépensés en ⟦86@n⟧ tickets, pour un ticket moyen de "
  "⟦2_868,2@avg⟧ roubles ; le plus gros atteint ⟦13_153,34@max⟧."),
A('r_total_2025', 'faithful', 'nl-NL', 'squash',
  "uitgaven 2025 tot nu toe: ⟦246.665,21@sum⟧ roebel over ⟦86@n⟧ bonnen, gemiddeld ⟦2.868,20@avg⟧ roebel per bon."),
A('r_total_2025', 'wrong_column', 'en-US', 'sumo',
  "Spending in 2025 so far: ₽⟦246,665.21@sum⟧ across ⟦86@n⟧ receipts; the largest single receipt was "
  "₽⟦2,868.20@max~avg!⟧."),
A('r_total_2025', 'wrong_unit', 'zh-CN', 'abacus',
  "2025 年至今共消费 ⟦246,665.21@sum~sum!⟧ 元，小票 ⟦86@n⟧ 张。", unit_note='roubles quoted as yuan'),
A('r_total_2025', 'derived', 'pl-PL', 'kimono',
  "w 2025 r. średni paragon to ⟦2868,20@avg⟧ rub., a największy ⟦13_153,34@max⟧ rub., czyli według moich obliczeń "
  "⟦4,59@max/avg!⟧ raza więcej."),
# ---------------------------------------------------------------- r_top_items
A('r_top_items', 'faithful', 'nl-NL', 'gym',
  "grootste uitgavenposten: Krasny Oktjabr-bonbons ⟦21.480,62@" + s(KO) + "⟧ roebel (⟦25@" + s(KO, 'n') + "⟧ keer), "
  "Merries-luiers ⟦20.886,90@" + s('Подгузники') + "⟧ (⟦10@" + s('Подгузники', 'n') + "⟧ keer), Ostankino-worstjes "
  "⟦17.794,42@" + s('Сосиски') + "⟧ (⟦41@" + s('Сосиски', 'n') + "⟧ keer, het vaakst)."),
A('r_top_items', 'faithful', 'it-IT', 'teahouse',
  "al quarto posto il carré di maiale, ⟦16.536,40@" + s('Свинина') + "⟧ rubli in ⟦20@" + s('Свинина', 'n') +
  "⟧ acquisti; seguono il formaggio Lamber (⟦16.036,41@" + s('Сыр') + "⟧, ⟦39@" + s('Сыр', 'n') + "⟧ acquisti) e il "
  "macinato di tacchino Indilight (⟦16.001,43@" + s('Фарш') + "⟧)."),
A('r_top_items', 'faithful', 'pl-PL', 'kendo',
  "na końcu pierwszej ósemki: cukierki Korkunow ⟦15_256,64@" + s(KK) + "⟧ rub. (⟦25@" + s(KK, 'n') + "⟧ zakupów) i "
  "kawa Lavazza ⟦14_994,78@" + s('Кофе') + "⟧ rub. (⟦22@" + s('Кофе', 'n') + "⟧)."),
A('r_top_items', 'faithful', 'zh-CN', 'numismat',
  "花费最多的商品：红十月巧克力 ⟦21,480.62@" + s(KO) + "⟧ 卢布（⟦25@" + s(KO, 'n') + "⟧ 次），其次是 Merries 纸尿裤 "
  "⟦20,886.90@" + s('Подгузники') + "⟧ 卢布（⟦10@" + s('Подгузники', 'n') + "⟧ 次）。共有 ⟦209@R.total_rows⟧ 种商品。"),
A('r_top_items', 'wrong_row', 'ru-RU', 'pingpong',
  "на свиной карбонад ушло ⟦17_794,42@" + s('Свинина') + "~" + s('Сосиски') + "!⟧ ₽ за ⟦20@" + s('Свинина', 'n') +
  "⟧ покупок."),
A('r_top_items', 'wrong_unit', 'de-DE', 'judo',
  "zweitgrößter Posten: Merries-Windeln mit ⟦20.886,90@" + s('Подгузники') + "~" + s('Подгузники') + "!⟧ Franken bei "
  "⟦10@" + s('Подгузники', 'n') + "⟧ Käufen.", unit_note='roubles quoted as Swiss francs'),
A('r_top_items', 'coincidental', 'pt-BR', 'squash',
  "o café Lavazza aparece em ⟦27@" + s('Кофе', 'n') + "!⟧ compras, somando ⟦14.994,78@" + s('Кофе') + "⟧ rublos."),
]
