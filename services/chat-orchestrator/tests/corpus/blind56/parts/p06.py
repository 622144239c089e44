"""Receipts (r_latest, r_by_shop, r_total_2025, r_top_items). Markers: see ../../blind4/lib.py.
Layouts: _reg.py. '_' between digits = the locale's group separator (U+202F fr, U+00A0 ru/pl).
Shop and product names are written as the results hold them (Cyrillic) or as a brand."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def rc(p):
    return f"row('{p}').total"


def s(p, c='sum'):
    return f"row('{p}').{c}"


KO, MER, OST, LAV = 'Конфеты шоколадные ассорти Красный', 'Подгузники', 'Сосиски', 'Кофе'

ENTRIES = [
# ---------------------------------------------------------------- r_latest
A('r_latest', 'faithful', 'ja-JP', 'umbrella',
  "最新のレシート：⟦6月29日@D:2025-06-29⟧ Азбука вкуса ⟦13,153.34@" + rc('2025-06-29') + "⟧ルーブル、⟦6月26日@D:2025-06-26⟧は"
  "Дикси ⟦984.21@" + rc('2025-06-26T16') + "⟧とПерекрёсток ⟦738.76@" + rc('2025-06-26T12') + "⟧、⟦6月23日@D:2025-06-23⟧ "
  "АШАН ⟦1,782.97@" + rc('2025-06-23') + "⟧。全⟦300@R.total_rows⟧件中の最新八件です。"),
A('r_latest', 'faithful', 'de-DE', 'sailloft',
  "letzte Belege: ⟦29.06.@D:2025-06-29⟧ Азбука вкуса ⟦13.153,34@" + rc('2025-06-29') + "⟧ ₽, ⟦26.06.@D:2025-06-26⟧ "
  "Дикси ⟦984,21@" + rc('2025-06-26T16') + "⟧ ₽ und Перекрёсток ⟦738,76@" + rc('2025-06-26T12') + "⟧ ₽, "
  "⟦23.06.@D:2025-06-23⟧ АШАН ⟦1.782,97@" + rc('2025-06-23') + "⟧ ₽."),
A('r_latest', 'faithful', 'pl-PL', 'marbling',
  "ostatnie paragony: ⟦11 czerwca@D:2025-06-11⟧ dwa, rano Азбука вкуса ⟦6757,91@" + rc('2025-06-11T08') + "⟧ rubli, "
  "wieczorem Перекрёсток ⟦934,93@" + rc('2025-06-11T22') + "⟧; ⟦15 czerwca@D:2025-06-15⟧ znowu Перекрёсток, ⟦804,15@" +
  rc('2025-06-15') + "⟧; ⟦10 czerwca@D:2025-06-10⟧ Магнит, ⟦770,93@" + rc('2025-06-10') + "⟧."),
A('r_latest', 'wrong_row', 'it-IT', 'rugloom',
  "ultimi scontrini: il ⟦29 giugno@D:2025-06-29⟧ Азбука вкуса per ⟦13.153,34@" + rc('2025-06-29') + "⟧ rubli; il "
  "⟦26 giugno@D:2025-06-26⟧ Перекрёсток per ⟦984,21@" + rc('2025-06-26T12') + "~" + rc('2025-06-26T16') + "!⟧, il "
  "⟦23 giugno@D:2025-06-23⟧ АШАН per ⟦1.782,97@" + rc('2025-06-23') + "⟧."),
A('r_latest', 'wrong_unit', 'en-GB', 'rivertaxi',
  "latest receipt: ⟦29 Jun@D:2025-06-29⟧ at Азбука вкуса, €⟦13,153.34@" + rc('2025-06-29') + "~" + rc('2025-06-29') +
  "!⟧, the biggest of the eight shown, out of ⟦300@R.total_rows⟧ receipts on file.",
  unit_note='roubles quoted as euros'),
A('r_latest', 'misrounded', 'es-ES', 'goldpan',
  "últimos tiques: ⟦23 de junio@D:2025-06-23⟧, АШАН, ⟦1.782,9@" + rc('2025-06-23') + "!⟧ rublos; ⟦15 de junio@D:2025-06-15⟧, "
  "Перекрёсток, ⟦804,15@" + rc('2025-06-15') + "⟧; ⟦10 de junio@D:2025-06-10⟧, Магнит, ⟦770,93@" + rc('2025-06-10') + "⟧."),
# ---------------------------------------------------------------- r_by_shop
A('r_by_shop', 'faithful', 'ru-RU', 'tincan',
  "больше всего уходит в Перекрёсток: ⟦216_136,08@" + s('Перекрёсток') + "⟧ ₽ за ⟦95@" + s('Перекрёсток', 'n') +
  "⟧ чеков; дальше ВкусВилл — ⟦145_619,56@" + s('ВкусВилл') + "⟧ ₽ (⟦61@" + s('ВкусВилл', 'n') + "⟧ чек) и АШАН — "
  "⟦106_458,44@" + s('АШАН') + "⟧ ₽."),
A('r_by_shop', 'faithful', 'nl-NL', 'sailloft',
  "het meeste geld gaat naar Перекрёсток (⟦216.136,08@" + s('Перекрёсток') + "⟧ roebel, ⟦95@" + s('Перекрёсток', 'n') +
  "⟧ bonnen), dan ВкусВилл (⟦145.619,56@" + s('ВкусВилл') + "⟧) en АШАН (⟦106.458,44@" + s('АШАН') + "⟧); Лента het "
  "minst, ⟦10.029,92@" + s('Лента') + "⟧."),
A('r_by_shop', 'faithful', 'de-DE', 'punchcut',
  "Ausgaben nach Laden: Перекрёсток ⟦216.136,08@" + s('Перекрёсток') + "⟧ Rubel, ВкусВилл ⟦145.619,56@" + s('ВкусВилл') +
  "⟧, АШАН ⟦106.458,44@" + s('АШАН') + "⟧, Магнит ⟦85.375,03@" + s('Магнит') + "⟧; ganz hinten Лента mit ⟦5@" +
  s('Лента', 'n') + "⟧ Belegen."),
A('r_by_shop', 'faithful', 'ja-JP', 'rivertaxi',
  "店別の支出：Перекрёсток ⟦216,136.08@" + s('Перекрёсток') + "⟧ルーブル（⟦95@" + s('Перекрёсток', 'n') + "⟧回）が最多、"
  "ВкусВилл ⟦145,619.56@" + s('ВкусВилл') + "⟧、АШАН ⟦106,458.44@" + s('АШАН') + "⟧と続く。最少はЛента ⟦10,029.92@" +
  s('Лента') + "⟧。"),
A('r_by_shop', 'wrong_row', 'pt-BR', 'goldpan',
  "gastos por loja: Перекрёсток lidera com ⟦216.136,08@" + s('Перекрёсток') + "⟧ rublos; Дикси soma ⟦85.375,03@" +
  s('Дикси') + "~" + s('Магнит') + "!⟧ em ⟦27@" + s('Дикси', 'n') + "⟧ compras; Лента só ⟦10.029,92@" + s('Лента') + "⟧."),
A('r_by_shop', 'derived', 'zh-CN', 'umbrella',
  "花钱最多的是 Перекрёсток：⟦95@" + s('Перекрёсток', 'n') + "⟧ 张小票共 ⟦216,136.08@" + s('Перекрёсток') + "⟧ 卢布，"
  "我自己算的平均每张 ⟦2,275.12@" + s('Перекрёсток') + "/" + s('Перекрёсток', 'n') + "!⟧ 卢布。"),
A('r_by_shop', 'miscomputed', 'it-IT', 'raingauge',
  "Азбука вкуса: ⟦8@" + s('Азбука вкуса', 'n') + "⟧ scontrini per ⟦35.712,98@" + s('Азбука вкуса') + "⟧ rubli; secondo "
  "il mio conto ⟦4.446,12@" + s('Азбука вкуса') + "/" + s('Азбука вкуса', 'n') + "!⟧ rubli a scontrino, la spesa media "
  "più alta fra i negozi."),
# ---------------------------------------------------------------- r_total_2025
A('r_total_2025', 'faithful', 'fr-FR', 'rugloom',
  "depuis le début de 2025 : ⟦246_665,21@sum⟧ roubles sur ⟦86@n⟧ tickets, soit un ticket moyen de ⟦2_868,20@avg⟧ ; "
  "le plus gros, ⟦13_153,34@max⟧."),
A('r_total_2025', 'faithful', 'pl-PL', 'snowshoe',
  "2025 r. do tej pory: ⟦246_665,21@sum⟧ rubli na ⟦86@n⟧ paragonach, średnio ⟦2868,2@avg⟧ rubla; największy "
  "⟦13_153,34@max⟧."),
A('r_total_2025', 'faithful', 'zh-CN', 'falafel',
  "2025 年至今共消费 ⟦246,665.21@sum⟧ 卢布，共 ⟦86@n⟧ 张小票，平均每张 ⟦2,868.2@avg⟧ 卢布，最大一张 ⟦13,153.34@max⟧。"),
A('r_total_2025', 'wrong_column', 'it-IT', 'copperstill',
  "nel 2025 finora: ⟦246.665,21@sum⟧ rubli in ⟦86@n⟧ scontrini; lo scontrino più grosso ⟦2.868,2@max~avg!⟧ rubli."),
A('r_total_2025', 'derived', 'ru-RU', 'rivertaxi',
  "с начала 2025 года: ⟦246_665,21@sum⟧ ₽ за ⟦86@n⟧ чеков; без самого крупного (⟦13_153,34@max⟧ ₽) по моему "
  "счёту выходит ⟦233_511,87@sum-max!⟧ ₽."),
A('r_total_2025', 'wrong_unit', 'en-GB', 'tincan',
  "2025 so far: $⟦246,665.21@sum~sum!⟧ across ⟦86@n⟧ receipts, an average of ⟦2,868.20@avg⟧ a receipt.",
  unit_note='roubles quoted as US dollars'),
# ---------------------------------------------------------------- r_top_items
A('r_top_items', 'faithful', 'zh-CN', 'tincan',
  "花钱最多的商品：Красный Октябрь 巧克力 ⟦21,480.62@" + s(KO) + "⟧ 卢布，买了 ⟦25@" + s(KO, 'n') + "⟧ 次；Merries 纸尿裤 "
  "⟦20,886.9@" + s(MER) + "⟧ 卢布，买了 ⟦10@" + s(MER, 'n') + "⟧ 次；前八名里 Останкино 香肠买得最勤，共 ⟦41@" + s(OST, 'n') + "⟧ 次。"),
A('r_top_items', 'faithful', 'es-ES', 'marbling',
  "productos con más gasto: bombones Красный Октябрь, ⟦21.480,62@" + s(KO) + "⟧ rublos en ⟦25@" + s(KO, 'n') +
  "⟧ compras; pañales Merries, ⟦20.886,90@" + s(MER) + "⟧; salchichas Останкино, ⟦17.794,42@" + s(OST) + "⟧. "
  "Se muestran ocho de ⟦209@R.total_rows⟧."),
A('r_top_items', 'faithful', 'en-US', 'umbrella',
  "top spend by product: Красный Октябрь chocolates ₽⟦21,480.62@" + s(KO) + "⟧ (⟦25@" + s(KO, 'n') + "⟧ buys), "
  "Merries diapers ₽⟦20,886.90@" + s(MER) + "⟧ (⟦10@" + s(MER, 'n') + "⟧), Lavazza coffee ₽⟦14,994.78@" + s(LAV) +
  "⟧ (⟦22@" + s(LAV, 'n') + "⟧)."),
A('r_top_items', 'wrong_row', 'nl-NL', 'rivertaxi',
  "meeste uitgaven per product: Красный Октябрь-bonbons ⟦21.480,62@" + s(KO) + "⟧ roebel, Merries-luiers ⟦20.886,90@" +
  s(MER) + "⟧; de worstjes van Останкино ⟦39@" + s(OST, 'n') + "~" + s('Сыр', 'n') + "!⟧ keer gekocht."),
A('r_top_items', 'coincidental', 'ja-JP', 'sailloft',
  "支出の多い商品：Красный Октябрь ⟦21,480.62@" + s(KO) + "⟧ルーブル、Merries ⟦20,886.9@" + s(MER) + "⟧ルーブル。"
  "豚ロース（Свинина карбонад）は⟦37@" + s('Свинина', 'n') + "!⟧回で⟦16,536.4@" + s('Свинина') + "⟧ルーブル。"),
A('r_top_items', 'invented', 'ru-RU', 'goldpan',
  "больше всего трачу на конфеты Красный Октябрь — ⟦21_480,62@" + s(KO) + "⟧ ₽ за ⟦25@" + s(KO, 'n') + "⟧ покупок; "
  "кофе Lavazza — ⟦12_480,50@" + s(LAV) + "!⟧ ₽ за ⟦22@" + s(LAV, 'n') + "⟧."),
]
