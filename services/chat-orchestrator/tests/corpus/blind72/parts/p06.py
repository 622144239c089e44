"""Receipts (r_latest ... r_top_items). Markers: see ../../blind4/lib.py.
Layouts: _reg.py. '_' between digits = the locale's group separator (U+202F fr, U+00A0 ru/pl).
Shop and product names are written as the results hold them (Cyrillic) or by brand or kind; no product's
weight, pack size or fat percentage is written."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def rc(key):
    return f"row('{key}').total"


KO = "row('Конфеты шоколадные ассорти Красный')"
KK = "row('Конфеты шоколадные ассорти Коркунов')"

ENTRIES = [
# ---------------------------------------------------------------- r_latest
A('r_latest', 'faithful', 'it-IT', 'thrift',
  "ultimi scontrini: ⟦29 giugno@D:2025-06-29⟧ Азбука вкуса ⟦13.153,34@" + rc('2025-06-29') + "⟧ rubli, il più alto "
  "degli otto; ⟦26 giugno@D:2025-06-26⟧ Дикси ⟦984,21@" + rc('2025-06-26T16') + "⟧ e Перекрёсток ⟦738,76@" +
  rc('2025-06-26T12') + "⟧."),
A('r_latest', 'faithful', 'de-DE', 'jigsaw',
  "letzte Belege: ⟦23.06.@D:2025-06-23⟧ АШАН ⟦1.782,97@" + rc('2025-06-23') + "⟧ Rubel, ⟦15.06.@D:2025-06-15⟧ "
  "Перекрёсток ⟦804,15@" + rc('2025-06-15') + "⟧ Rubel, ⟦10.06.@D:2025-06-10⟧ Магнит ⟦770,93@" + rc('2025-06-10') +
  "⟧ Rubel."),
A('r_latest', 'faithful', 'zh-CN', 'spinning',
  "最近的收据里，⟦6月11日@D:2025-06-11⟧ 有两张：早上 Азбука вкуса ⟦6,757.91@" + rc('2025-06-11T08') + "⟧ 卢布，"
  "晚上 Перекрёсток ⟦934.93@" + rc('2025-06-11T22') + "⟧ 卢布。"),
A('r_latest', 'faithful', 'pt-BR', 'philately',
  "os 8 recibos mais recentes (de ⟦300@R.total_rows⟧ no total) vão de ⟦10/06@D:2025-06-10⟧ a "
  "⟦29/06@D:2025-06-29⟧; o menor é o do Перекрёсток em ⟦26/06@D:2025-06-26⟧, ⟦738,76@" + rc('2025-06-26T12') +
  "⟧ rublos."),
A('r_latest', 'wrong_row', 'nl-NL', 'hobby',
  "bon van Дикси op ⟦26 juni@D:2025-06-26⟧: ⟦1.782,97@" + rc('2025-06-26T16') + "~" + rc('2025-06-23') +
  "!⟧ roebel."),
A('r_latest', 'coincidental', 'ru-RU', 'dyer',
  "чек Дикси от ⟦26 июня@D:2025-06-26⟧ — ⟦807@" + rc('2025-06-26T16') + "!⟧ руб., в тот же день Перекрёсток "
  "⟦738,76@" + rc('2025-06-26T12') + "⟧ руб."),
A('r_latest', 'misrounded', 'es-ES', 'weaver',
  "el tique más alto de los ocho, Азбука вкуса el ⟦29 de junio@D:2025-06-29⟧: ⟦13.153,4@" + rc('2025-06-29') +
  "!⟧ rublos."),
# ---------------------------------------------------------------- r_by_shop
A('r_by_shop', 'faithful', 'pl-PL', 'toyshop',
  "najwięcej wydałem w Перекрёсток: ⟦216_136,08@row('Перекрёсток').sum⟧ rub. w ⟦95@row('Перекрёсток').n⟧ "
  "paragonach; dalej ВкусВилл ⟦145_619,56@row('ВкусВилл').sum⟧ (⟦61@row('ВкусВилл').n⟧) i АШАН "
  "⟦106_458,44@row('АШАН').sum⟧ (⟦56@row('АШАН').n⟧)."),
A('r_by_shop', 'faithful', 'ru-RU', 'weaver',
  "меньше всего — Лента: ⟦10_029,92@row('Лента').sum⟧ руб. за ⟦5@row('Лента').n⟧ чеков; Азбука вкуса — "
  "⟦35_712,98@row('Азбука').sum⟧ руб. всего за ⟦8@row('Азбука').n⟧ чеков."),
A('r_by_shop', 'faithful', 'it-IT', 'spinning',
  "per negozio: Магнит ⟦85.375,03@row('Магнит').sum⟧ rubli in ⟦36@row('Магнит').n⟧ scontrini, Дикси "
  "⟦61.984,6@row('Дикси').sum⟧ in ⟦27@row('Дикси').n⟧, Пятёрочка ⟦29.278,34@row('Пятёрочка').sum⟧ in "
  "⟦12@row('Пятёрочка').n⟧."),
A('r_by_shop', 'wrong_unit', 'nl-NL', 'lamplighter',
  "bij Перекрёсток ging ⟦216.136,08@row('Перекрёсток').sum~row('Перекрёсток').sum!⟧ gulden heen, over "
  "⟦95@row('Перекрёсток').n⟧ bonnen.", unit_note='roubles quoted as Dutch guilders'),
A('r_by_shop', 'coincidental', 'pt-BR', 'hobby',
  "na Лента foram só ⟦10@row('Лента').n!⟧ compras; é a loja onde menos gastei."),
A('r_by_shop', 'derived', 'es-ES', 'flea',
  "en Перекрёсток gasté ⟦216.136,08@row('Перекрёсток').sum⟧ rublos en ⟦95@row('Перекрёсток').n⟧ tiques; por mi "
  "cuenta, ⟦2275,12@row('Перекрёсток').sum/row('Перекрёсток').n!⟧ rublos por tique."),
# ---------------------------------------------------------------- r_total_2025
A('r_total_2025', 'faithful', 'pt-BR', 'flea',
  "em 2025 gastei ⟦246.665,21@sum⟧ rublos em ⟦86@n⟧ recibos; média de ⟦2.868,20@avg⟧ e maior recibo de "
  "⟦13.153,34@max⟧."),
A('r_total_2025', 'faithful', 'it-IT', 'lamplighter',
  "spesa 2025 finora: ⟦246.665,21@sum⟧ rubli, ⟦86@n⟧ scontrini, scontrino medio ⟦2.868,2@avg⟧ rubli."),
A('r_total_2025', 'faithful', 'ru-RU', 'weaver',
  "с начала 2025 года — ⟦246_665,21@sum⟧ руб. по ⟦86@n⟧ чекам; средний чек ⟦2868,2@avg⟧ руб., самый крупный "
  "⟦13_153,34@max⟧ руб."),
A('r_total_2025', 'wrong_column', 'zh-CN', 'dyer',
  "2025 年平均每张收据 ⟦13,153.34@avg~max!⟧ 卢布，共 ⟦86@n⟧ 张。"),
A('r_total_2025', 'wrong_unit', 'en-US', 'philately',
  "Spent so far in 2025: ¥⟦246,665.21@sum~sum!⟧ across ⟦86@n⟧ receipts.",
  unit_note='roubles quoted as Japanese yen'),
A('r_total_2025', 'misrounded', 'pl-PL', 'pottery',
  "średni paragon w 2025 r.: ⟦2868,3@avg!⟧ rub., suma ⟦246_665,21@sum⟧ rub."),
# ---------------------------------------------------------------- r_top_items
A('r_top_items', 'faithful', 'ja-JP', 'lamplighter',
  "支出トップはКрасный Октябрьのチョコ詰め合わせで⟦21,480.62@" + KO + ".sum⟧ルーブル（⟦25@" + KO + ".n⟧回）、"
  "次いでMerriesのおむつ⟦20,886.9@row('Подгузники').sum⟧ルーブル（⟦10@row('Подгузники').n⟧回）。"),
A('r_top_items', 'faithful', 'en-US', 'dollhouse',
  "Top products by spend: Красный Октябрь chocolates ⟦21,480.62@" + KO + ".sum⟧ RUB, Merries diapers "
  "⟦20,886.90@row('Подгузники').sum⟧, Останкино sausages ⟦17,794.42@row('Сосиски').sum⟧; the sausages were "
  "bought most often, ⟦41@row('Сосиски').n⟧ times."),
A('r_top_items', 'faithful', 'es-ES', 'jigsaw',
  "el queso Российский suma ⟦16.036,41@row('Сыр').sum⟧ rublos en ⟦39@row('Сыр').n⟧ compras y el café Lavazza "
  "⟦14.994,78@row('Кофе').sum⟧ en ⟦22@row('Кофе').n⟧, octavo de la lista."),
A('r_top_items', 'wrong_unit', 'de-DE', 'weaver',
  "Spitzenreiter sind die Pralinen von Красный Октябрь mit ⟦21.480,62@" + KO + ".sum~" + KO + ".sum!⟧ CHF bei "
  "⟦25@" + KO + ".n⟧ Käufen.", unit_note='roubles quoted as Swiss francs'),
A('r_top_items', 'invented', 'it-IT', 'thrift',
  "la carne di maiale (Свинина карбонад) arriva a ⟦17.210,5@row('Свинина').sum!⟧ rubli in "
  "⟦20@row('Свинина').n⟧ acquisti."),
A('r_top_items', 'miscomputed', 'fr-FR', 'pottery',
  "chocolats Коркунов : ⟦15_256,64@" + KK + ".sum⟧ roubles sur ⟦25@" + KK + ".n⟧ achats, soit selon mon calcul "
  "⟦601,27@" + KK + ".sum/" + KK + ".n!⟧ roubles par achat."),
]
