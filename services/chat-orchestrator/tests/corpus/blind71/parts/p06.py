"""Receipts (r_latest, r_by_shop, r_total_2025, r_top_items). Markers: see ../../blind4/lib.py. Layouts: _reg.py.
Shop and product names are written as the results hold them (Cyrillic) or as a brand or kind; no weights or pack sizes."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def rc(x):
    return f"row('{x}').total"


def s(x, k='sum'):
    return f"row('{x}').{k}"


KO, ME, OS, SV, SY, FA, KK, KF = ('Конфеты шоколадные ассорти Красный', 'Подгузники', 'Сосиски', 'Свинина', 'Сыр',
                                  'Фарш', 'Конфеты шоколадные ассорти Коркунов', 'Кофе')

ENTRIES = [
# ---------------------------------------------------------------- r_latest
A('r_latest', 'faithful', 'zh-CN', 'badminton',
  "最近 8 张小票：最新一张是 ⟦6月29日@D:2025-06-29⟧ 在 Азбука вкуса，金额 ⟦13,153.34@" + rc('2025-06-29') +
  "⟧ 卢布，也是这八张里最大的；⟦6月26日@D:2025-06-26⟧ Дикси ⟦984.21@" + rc('2025-06-26T16') + "⟧ 卢布。"),
A('r_latest', 'faithful', 'ru-RU', 'haberdash',
  "последние чеки: ⟦29 июня@D:2025-06-29⟧ Азбука вкуса — ⟦13_153,34@" + rc('2025-06-29') + "⟧ ₽, "
  "⟦26 июня@D:2025-06-26⟧ Перекрёсток — ⟦738,76@" + rc('2025-06-26T12') + "⟧ ₽, ⟦23 июня@D:2025-06-23⟧ АШАН — "
  "⟦1782,97@" + rc('2025-06-23') + "⟧ ₽. Всего в базе ⟦300@R.total_rows⟧ чеков."),
A('r_latest', 'faithful', 'en-GB', 'goldsmith',
  "latest receipts: ⟦15 Jun@D:2025-06-15⟧ Перекрёсток ₽⟦804.15@" + rc('2025-06-15') + "⟧, ⟦11 Jun@D:2025-06-11⟧ "
  "Перекрёсток again ₽⟦934.93@" + rc('2025-06-11T22') + "⟧, and earlier that day Азбука вкуса ₽⟦6,757.91@" +
  rc('2025-06-11T08') + "⟧."),
A('r_latest', 'faithful', 'pt-BR', 'tennis',
  "últimos recibos: ⟦10/06@D:2025-06-10⟧ no Магнит, ⟦770,93@" + rc('2025-06-10') + "⟧ rublos; ⟦23/06@D:2025-06-23⟧ "
  "no АШАН, ⟦1.782,97@" + rc('2025-06-23') + "⟧ rublos; ⟦29/06@D:2025-06-29⟧ na Азбука вкуса, ⟦13.153,34@" +
  rc('2025-06-29') + "⟧ rublos, o maior dos oito."),
A('r_latest', 'wrong_row', 'de-DE', 'climbing',
  "letzte Kassenbons: am ⟦26.06.@D:2025-06-26⟧ bei Перекрёсток ⟦984,21@" + rc('2025-06-26T12') + "~" +
  rc('2025-06-26T16') + "!⟧ ₽, am ⟦23.06.@D:2025-06-23⟧ bei АШАН ⟦1.782,97@" + rc('2025-06-23') + "⟧ ₽."),
A('r_latest', 'wrong_unit', 'fr-FR', 'trampoline',
  "derniers tickets : le ⟦23 juin@D:2025-06-23⟧ chez АШАН, ⟦1_782,97@" + rc('2025-06-23') + "~" + rc('2025-06-23') +
  "!⟧ €, puis le ⟦15 juin@D:2025-06-15⟧ chez Перекрёсток.", unit_note='roubles quoted as euros'),
A('r_latest', 'invented', 'en-US', 'antique',
  "Most recent receipts: ⟦Jun 10@D:2025-06-10⟧ at Магнит for ₽⟦812.40@" + rc('2025-06-10') + "!⟧, then "
  "⟦Jun 15@D:2025-06-15⟧ at Перекрёсток for ₽⟦804.15@" + rc('2025-06-15') + "⟧."),
# ---------------------------------------------------------------- r_by_shop
A('r_by_shop', 'faithful', 'it-IT', 'badminton',
  "spesa per negozio: in testa Перекрёсток con ⟦216.136,08@" + s('Перекрёсток') + "⟧ rubli in ⟦95@" +
  s('Перекрёсток', 'n') + "⟧ scontrini, poi ВкусВилл con ⟦145.619,56@" + s('ВкусВилл') + "⟧ e АШАН con "
  "⟦106.458,44@" + s('АШАН') + "⟧."),
A('r_by_shop', 'faithful', 'pl-PL', 'mahjong',
  "najwięcej wydajesz w Перекрёсток: ⟦216_136,08@" + s('Перекрёсток') + "⟧ rubli (⟦95@" + s('Перекрёсток', 'n') +
  "⟧ paragonów); na końcu listy Лента — ⟦10_029,92@" + s('Лента') + "⟧ rubli z ⟦5@" + s('Лента', 'n') +
  "⟧ paragonów."),
A('r_by_shop', 'faithful', 'ja-JP', 'trampoline',
  "店別の支出：首位はПерекрёстокで ⟦216,136.08@" + s('Перекрёсток') + "⟧ルーブル（⟦95@" + s('Перекрёсток', 'n') +
  "⟧枚）、次いでВкусВилл ⟦145,619.56@" + s('ВкусВилл') + "⟧ルーブル。Магнитは ⟦85,375.03@" + s('Магнит') +
  "⟧ルーブル。"),
A('r_by_shop', 'wrong_row', 'pt-BR', 'antique',
  "gastos por loja: ВкусВилл soma ⟦106.458,44@" + s('ВкусВилл') + "~" + s('АШАН') + "!⟧ rublos em ⟦61@" +
  s('ВкусВилл', 'n') + "⟧ recibos, atrás do Перекрёсток com ⟦216.136,08@" + s('Перекрёсток') + "⟧."),
A('r_by_shop', 'derived', 'nl-NL', 'minigolf',
  "uitgaven per winkel: Перекрёсток ⟦216.136,08@" + s('Перекрёсток') + "⟧ roebel over ⟦95@" + s('Перекрёсток', 'n') +
  "⟧ bonnen; zelf opgeteld en gedeeld is dat ⟦31,3 %@" + s('Перекрёсток') +
  "/sum(x.sum for x in T)*100!⟧ van alles wat je uitgaf."),
A('r_by_shop', 'miscomputed', 'zh-CN', 'haberdash',
  "按店铺汇总：Магнит 共 ⟦85,375.03@" + s('Магнит') + "⟧ 卢布，共 ⟦36@" + s('Магнит', 'n') + "⟧ 张小票，我算的平均"
  "每张 ⟦2,317.53@" + s('Магнит') + "/" + s('Магнит', 'n') + "!⟧ 卢布。"),
# ---------------------------------------------------------------- r_total_2025
A('r_total_2025', 'faithful', 'pt-BR', 'climbing',
  "em 2025 até agora: ⟦246.665,21@sum⟧ rublos em ⟦86@n⟧ recibos, média de ⟦2.868,20@avg⟧ por recibo; o maior foi "
  "de ⟦13.153,34@max⟧."),
A('r_total_2025', 'faithful', 'ja-JP', 'haberdash',
  "2025年の支出：合計 ⟦246,665.21@sum⟧ルーブル、レシート ⟦86@n⟧枚、平均 ⟦2,868.2@avg⟧ルーブル。"),
A('r_total_2025', 'faithful', 'fr-FR', 'minigolf',
  "dépenses 2025 à ce jour : ⟦246_665,21@sum⟧ roubles, ticket moyen ⟦2_868,20@avg⟧ roubles, le plus gros "
  "⟦13_153,34@max⟧."),
A('r_total_2025', 'wrong_column', 'it-IT', 'tennis',
  "spese del 2025: totale ⟦246.665,21@sum⟧ rubli, scontrino più alto ⟦2.868,20@max~avg!⟧ rubli."),
A('r_total_2025', 'misrounded', 'ru-RU', 'caddie',
  "траты за 2025 г.: ⟦246_665,3@sum!⟧ ₽ по ⟦86@n⟧ чекам."),
A('r_total_2025', 'wrong_unit', 'zh-CN', 'badminton',
  "2025 年至今共消费 ⟦246,665.21@sum~sum!⟧ 戈比，共 ⟦86@n⟧ 张小票。", unit_note='roubles quoted as kopecks'),
# ---------------------------------------------------------------- r_top_items
A('r_top_items', 'faithful', 'de-DE', 'antique',
  "Top-Produkte nach Ausgaben: Pralinen „Красный Октябрь“ mit ⟦21.480,62@" + s(KO) + "⟧ Rubel bei ⟦25@" + s(KO, 'n') +
  "⟧ Käufen, dahinter Merries-Windeln mit ⟦20.886,90@" + s(ME) + "⟧ Rubel."),
A('r_top_items', 'faithful', 'en-US', 'haberdash',
  "Top spend by product: Красный Октябрь chocolates ₽⟦21,480.62@" + s(KO) + "⟧, Merries diapers ₽⟦20,886.90@" + s(ME) +
  "⟧, Останкино sausages ₽⟦17,794.42@" + s(OS) + "⟧; of the top eight the sausages were bought most often, ⟦41@" + s(OS, 'n') +
  "⟧ times."),
A('r_top_items', 'faithful', 'en-GB', 'mahjong',
  "biggest product spends include turkey mince (Индилайт) at ₽⟦16,001.43@" + s(FA) + "⟧ over ⟦33@" + s(FA, 'n') +
  "⟧ purchases; Lavazza coffee closes the top eight at ₽⟦14,994.78@" + s(KF) + "⟧."),
A('r_top_items', 'wrong_row', 'ru-RU', 'tennis',
  "среди крупных трат — сосиски Останкино — ⟦17_794,42@" + s(OS) + "⟧ ₽, куплены ⟦39@" + s(OS, 'n') + "~" + s(SY, 'n') +
  "!⟧ раз."),
A('r_top_items', 'coincidental', 'zh-CN', 'caddie',
  "按商品支出：冷鲜猪里脊（carbonade）合计 ⟦16,034@" + s(SV) + "!⟧ 卢布，共 ⟦20@" + s(SV, 'n') + "⟧ 次。"),
A('r_top_items', 'wrong_unit', 'it-IT', 'goldsmith',
  "prodotti con la spesa più alta: i cioccolatini Красный Октябрь, ⟦21.480,62@" + s(KO) + "~" + s(KO) +
  "!⟧ dollari in ⟦25@" + s(KO, 'n') + "⟧ acquisti.", unit_note='roubles quoted as US dollars'),
]
