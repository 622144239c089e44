"""Receipts (r_latest, r_by_shop, r_total_2025, r_top_items). Markers: see ../../blind4/lib.py.
Layouts: _reg.py. '_' between digits = the locale's group separator (U+202F fr, U+00A0 ru/pl).
Shop and product names as the results write them (Cyrillic) or as a brand; no pack size is written."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def tot(d):
    return f"row('{d}').total"


def shop(s, col='sum'):
    return f"row('{s}').{col}"


KO = 'Конфеты шоколадные ассорти Красный'
KK = 'Конфеты шоколадные ассорти Коркунов'

ENTRIES = [
# ---------------------------------------------------------------- r_latest
A('r_latest', 'faithful', 'nl-NL', 'turfrota',
  "laatste bon: ⟦29 juni@D:2025-06-29⟧, Азбука вкуса, ⟦13.153,34@" + tot('2025-06-29') + "⟧ roebel; op "
  "⟦26 juni@D:2025-06-26⟧ twee bonnen: Дикси ⟦984,21@" + tot('2025-06-26T16') + "⟧ en Перекрёсток ⟦738,76@" +
  tot('2025-06-26T12') + "⟧.", c='K3', t='08:00'),
A('r_latest', 'faithful', 'en-GB', 'cobbler',
  "⟦23 Jun@D:2025-06-23⟧ АШАН ₽⟦1,782.97@" + tot('2025-06-23') + "⟧; ⟦15 Jun@D:2025-06-15⟧ Перекрёсток ₽⟦804.15@" +
  tot('2025-06-15') + "⟧; ⟦10 Jun@D:2025-06-10⟧ Магнит ₽⟦770.93@" + tot('2025-06-10') + "⟧.", c='C0623', t='11:00'),
A('r_latest', 'faithful', 'en-US', 'skep',
  "⟦6/11@D:2025-06-11⟧ had two receipts: Азбука вкуса in the morning, ₽⟦6,757.91@" + tot('2025-06-11T08') + "⟧, "
  "and Перекрёсток in the evening, ₽⟦934.93@" + tot('2025-06-11T22') + "⟧.", c='S3', t='15:10'),
A('r_latest', 'wrong_unit', 'pl-PL', 'shucking',
  "ostatnie paragony: ⟦29 czerwca@D:2025-06-29⟧ Азбука вкуса ⟦13_153,34@" + tot('2025-06-29') + "⟧ rubli, "
  "⟦26 czerwca@D:2025-06-26⟧ Дикси ⟦984,21@" + tot('2025-06-26T16') + "~" + tot('2025-06-26T16') + "!⟧ zł.",
  c='H6', t='12:40', unit_note='roubles quoted as Polish zloty'),
A('r_latest', 'wrong_row', 'it-IT', 'quaytally',
  "il ⟦26 giugno@D:2025-06-26⟧ due scontrini: Дикси ⟦984,21@" + tot('2025-06-26T16') + "⟧ rubli e Перекрёсток "
  "⟦804,15@" + tot('2025-06-26T12') + "~" + tot('2025-06-15') + "!⟧.", c='G8', t='21:15'),
A('r_latest', 'derived', 'de-DE', 'terrace',
  "am ⟦26.06.@D:2025-06-26⟧ zwei Bons: Дикси ⟦984,21@" + tot('2025-06-26T16') + "⟧ und Перекрёсток ⟦738,76@" +
  tot('2025-06-26T12') + "⟧ Rubel — zusammen, selbst addiert, ⟦1.722,97@" + tot('2025-06-26T16') + "+" +
  tot('2025-06-26T12') + "!⟧ Rubel.", c='T8', t='18:40'),
# ---------------------------------------------------------------- r_by_shop
A('r_by_shop', 'faithful', 'pt-BR', 'turfrota',
  "onde mais gasto: Перекрёсток, ⟦216.136,08@" + shop('Перекрёсток') + "⟧ rublos em ⟦95@" + shop('Перекрёсток', 'n') +
  "⟧ compras; depois ВкусВилл, ⟦145.619,56@" + shop('ВкусВилл') + "⟧.", c='G2', t='06:00'),
A('r_by_shop', 'faithful', 'pl-PL', 'tinmine',
  "АШАН ⟦106_458,44@" + shop('АШАН') + "⟧ rubli w ⟦56@" + shop('АШАН', 'n') + "⟧ paragonach, Магнит ⟦85_375,03@" +
  shop('Магнит') + "⟧ w ⟦36@" + shop('Магнит', 'n') + "⟧; na czele Перекрёсток (⟦216_136,08@" + shop('Перекрёсток') +
  "⟧).", c='L3', t='14:00'),
A('r_by_shop', 'faithful', 'ru-RU', 'lampoil',
  "больше всего — Перекрёсток, ⟦216_136,08@" + shop('Перекрёсток') + "⟧ руб. (⟦95@" + shop('Перекрёсток', 'n') +
  "⟧ чеков); меньше всего — Лента, ⟦10_029,92@" + shop('Лента') + "⟧ руб. за ⟦5@" + shop('Лента', 'n') + "⟧ чеков.",
  c='D5', t='19:20'),
A('r_by_shop', 'wrong_row', 'fr-FR', 'fairorgan',
  "vos dépenses : Перекрёсток ⟦216_136,08@" + shop('Перекрёсток') + "⟧ roubles ; АШАН ⟦106_458,44@" + shop('АШАН') +
  "⟧ roubles en ⟦61@" + shop('АШАН', 'n') + "~" + shop('ВкусВилл', 'n') + "!⟧ passages.", c='O3', t='17:00'),
A('r_by_shop', 'misrounded', 'nl-NL', 'kennel',
  "Пятёрочка: ⟦29.278,4@" + shop('Пятёрочка') + "!⟧ roebel over ⟦12@" + shop('Пятёрочка', 'n') + "⟧ bonnen; "
  "Лента sluit de rij met ⟦10.029,92@" + shop('Лента') + "⟧.", c='R1', t='17:30'),
A('r_by_shop', 'miscomputed', 'es-ES', 'vane',
  "Азбука вкуса: ⟦35.712,98@" + shop('Азбука вкуса') + "⟧ rublos en ⟦8@" + shop('Азбука вкуса', 'n') + "⟧ tiques; "
  "según mi cuenta, ⟦4.446,12@" + shop('Азбука вкуса') + "/" + shop('Азбука вкуса', 'n') + "!⟧ por tique.",
  c='WV0730', t='12:15'),
# ---------------------------------------------------------------- r_total_2025
A('r_total_2025', 'faithful', 'zh-CN', 'lampoil',
  "2025 年至今共消费 ⟦246,665.21@sum⟧ 卢布，⟦86@n⟧ 张小票，平均每张 ⟦2,868.20@avg⟧ 卢布。", c='C8', t='20:40'),
A('r_total_2025', 'faithful', 'ru-RU', 'handbell',
  "в 2025 г. потрачено ⟦246_665,21@sum⟧ руб. по ⟦86@n⟧ чекам; средний чек ⟦2868,20@avg⟧ руб., самый крупный "
  "⟦13_153,34@max⟧.", c='HB5', t='18:50'),
A('r_total_2025', 'faithful', 'ja-JP', 'kennel',
  "2025年の支出は合計⟦246,665.21@sum⟧ルーブル、レシート⟦86@n⟧枚、平均⟦2,868.20@avg⟧ルーブル。", c='K2', t='17:00'),
A('r_total_2025', 'wrong_unit', 'en-GB', 'tinmine',
  "2025 so far: ₽⟦246,665.21@sum⟧ across ⟦86@n⟧ receipts — an average receipt of £⟦2,868.20@avg~avg!⟧.",
  c='L1', t='14:15', unit_note='roubles quoted as pounds sterling'),
A('r_total_2025', 'invented', 'es-ES', 'cobbler',
  "gasto de 2025 hasta hoy: ⟦251.340,75@sum!⟧ rublos en ⟦86@n⟧ tiques; tique medio ⟦2.868,20@avg⟧.",
  c='Z0302', t='10:30'),
A('r_total_2025', 'miscomputed', 'pt-BR', 'shucking',
  "em 2025 foram ⟦246.665,21@sum⟧ rublos em ⟦86@n⟧ compras — pela minha conta, ⟦2.686,20@sum/n!⟧ por compra.",
  c='B5', t='15:25'),
# ---------------------------------------------------------------- r_top_items
A('r_top_items', 'faithful', 'pt-BR', 'quaytally',
  "no topo: bombons Красный Октябрь, ⟦21.480,62@" + shop(KO) + "⟧ rublos em ⟦25@" + shop(KO, 'n') + "⟧ compras; "
  "depois as fraldas Merries, ⟦20.886,90@" + shop('Подгузники') + "⟧ rublos.", c='C4', t='13:40'),
A('r_top_items', 'faithful', 'pl-PL', 'terrace',
  "parówki Останкино: ⟦17_794,42@" + shop('Сосиски') + "⟧ rubli, kupowane ⟦41@" + shop('Сосиски', 'n') + "⟧ razy — "
  "najczęściej ze wszystkich na liście.", c='T2', t='19:00'),
A('r_top_items', 'faithful', 'de-DE', 'kennel',
  "Kaffee Lavazza: ⟦14.994,78@" + shop('Кофе') + "⟧ Rubel bei ⟦22@" + shop('Кофе', 'n') + "⟧ Käufen; Pralinen "
  "Коркунов: ⟦15.256,64@" + shop(KK) + "⟧ Rubel.", c='Z5', t='17:45'),
A('r_top_items', 'miscomputed', 'fr-FR', 'skep',
  "saucisses Останкино : ⟦17_794,42@" + shop('Сосиски') + "⟧ roubles en ⟦41@" + shop('Сосиски', 'n') + "⟧ achats, "
  "soit d'après mon calcul ⟦443,01@" + shop('Сосиски') + "/" + shop('Сосиски', 'n') + "!⟧ roubles par achat.",
  c='R6', t='15:00'),
A('r_top_items', 'wrong_row', 'ja-JP', 'cobbler',
  "Lavazzaのコーヒーは⟦22@" + shop('Кофе', 'n') + "⟧回で⟦15,256.64@" + shop('Кофе') + "~" + shop(KK) + "!⟧ルーブル。",
  c='K0825', t='16:20'),
A('r_top_items', 'coincidental', 'it-IT', 'lampoil',
  "formaggio Российский Ламбер: ⟦16.004@" + shop('Сыр') + "!⟧ rubli in ⟦39@" + shop('Сыр', 'n') + "⟧ acquisti.",
  c='D3', t='19:05'),
]
