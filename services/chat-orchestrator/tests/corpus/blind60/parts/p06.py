"""Receipts (r_latest ... r_top_items). Markers: see ../../blind4/lib.py. Product names are written as brands or as
the results hold them; no weight or pack size is written."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def t(d):
    return f"row('{d}').total"


def s(name, col='sum'):
    return f"row('{name}').{col}"


KO = 'Конфеты шоколадные ассорти Красный'
KK = 'Конфеты шоколадные ассорти Коркунов'

ENTRIES = [
# ---------------------------------------------------------------- r_latest
A('r_latest', 'faithful', 'zh-CN', 'bonfire',
  "最近 8 张小票里最新的是 ⟦6月29日@D:2025-06-29⟧ 在 Азбука вкуса，金额 ⟦13,153.34@" + t('2025-06-29') + "⟧ 卢布，"
  "也是其中最大的一张；⟦6月26日@D:2025-06-26⟧ 有两张：Дикси ⟦984.21@" + t('2025-06-26T16') + "⟧ 卢布，Перекрёсток "
  "⟦738.76@" + t('2025-06-26T12') + "⟧ 卢布。"),
A('r_latest', 'faithful', 'it-IT', 'mushroom',
  "Ultimi scontrini: il ⟦29 giugno@D:2025-06-29⟧ Азбука вкуса, ⟦13.153,34@" + t('2025-06-29') + "⟧ rubli; il "
  "⟦26 giugno@D:2025-06-26⟧ Дикси, ⟦984,21@" + t('2025-06-26T16') + "⟧, e Перекрёсток, ⟦738,76@" + t('2025-06-26T12') +
  "⟧; il ⟦23 giugno@D:2025-06-23⟧ АШАН, ⟦1.782,97@" + t('2025-06-23') + "⟧."),
A('r_latest', 'faithful', 'ja-JP', 'fretbench',
  "最新の8件（全⟦300@R.total_rows⟧件中）：⟦6月29日@D:2025-06-29⟧ Азбука вкуса ⟦13,153.34@" + t('2025-06-29') +
  "⟧ルーブル、⟦6月23日@D:2025-06-23⟧ АШАН ⟦1,782.97@" + t('2025-06-23') + "⟧ルーブル、⟦6月10日@D:2025-06-10⟧ Магнит "
  "⟦770.93@" + t('2025-06-10') + "⟧ルーブル。"),
A('r_latest', 'wrong_row', 'pt-BR', 'reindeer',
  "Recibos recentes: em ⟦11/06@D:2025-06-11⟧ à noite, Перекрёсток, ⟦984,21@" + t('2025-06-11T22') + "~" +
  t('2025-06-26T16') + "!⟧ rublos; no mesmo dia, de manhã, Азбука вкуса, ⟦6.757,91@" + t('2025-06-11T08') + "⟧ rublos."),
A('r_latest', 'invented', 'en-US', 'tannery',
  "Latest receipts: ⟦Jun 29@D:2025-06-29⟧, Азбука вкуса, ⟦13,153.34@" + t('2025-06-29') + "⟧ RUB; ⟦Jun 15@D:2025-06-15⟧, "
  "Перекрёсток, ⟦804.15@" + t('2025-06-15') + "⟧ RUB; ⟦Jun 10@D:2025-06-10⟧, Магнит, ⟦815.40@" + t('2025-06-10') +
  "!⟧ RUB."),
A('r_latest', 'derived', 'de-DE', 'roastcard',
  "Am ⟦11.06.@D:2025-06-11⟧ gab es zwei Belege: morgens Азбука вкуса mit ⟦6.757,91@" + t('2025-06-11T08') + "⟧ ₽, "
  "abends Перекрёсток mit ⟦934,93@" + t('2025-06-11T22') + "⟧ ₽ — zusammen, selbst addiert, ⟦7.692,84@" +
  t('2025-06-11T08') + "+" + t('2025-06-11T22') + "!⟧ ₽."),
# ---------------------------------------------------------------- r_by_shop
A('r_by_shop', 'faithful', 'ja-JP', 'kombucha',
  "支出が最も多い店はПерекрёсток：⟦216,136.08@" + s('Перекрёсток') + "⟧ルーブル（⟦95@" + s('Перекрёсток', 'n') +
  "⟧件）。次いでВкусВилл ⟦145,619.56@" + s('ВкусВилл') + "⟧ルーブル、АШАН ⟦106,458.44@" + s('АШАН') + "⟧ルーブル。"
  "最少はЛентаの⟦10,029.92@" + s('Лента') + "⟧ルーブル。"),
A('r_by_shop', 'faithful', 'en-GB', 'sawmill',
  "Most spend goes to Перекрёсток: ₽⟦216,136.08@" + s('Перекрёсток') + "⟧ over ⟦95@" + s('Перекрёсток', 'n') +
  "⟧ receipts. ВкусВилл is second with ₽⟦145,619.56@" + s('ВкусВилл') + "⟧, АШАН third with ₽⟦106,458.44@" +
  s('АШАН') + "⟧; Лента is last at ₽⟦10,029.92@" + s('Лента') + "⟧."),
A('r_by_shop', 'faithful', 'fr-FR', 'bonfire',
  "le plus gros poste est Перекрёсток : ⟦216_136,08@" + s('Перекрёсток') + "⟧ roubles sur ⟦95@" +
  s('Перекрёсток', 'n') + "⟧ tickets, devant ВкусВилл (⟦145_619,56@" + s('ВкусВилл') + "⟧). Азбука вкуса ne pèse que "
  "⟦35_712,98@" + s('Азбука') + "⟧ roubles en ⟦8@" + s('Азбука', 'n') + "⟧ tickets."),
A('r_by_shop', 'wrong_unit', 'pl-PL', 'funicular',
  "Najwięcej wydajesz w Перекрёсток: ⟦216_136,08@" + s('Перекрёсток') + "~" + s('Перекрёсток') + "!⟧ zł przy ⟦95@" +
  s('Перекрёсток', 'n') + "⟧ paragonach; dalej ВкусВилл z ⟦61@" + s('ВкусВилл', 'n') + "⟧ paragonami.",
  unit_note='roubles quoted as Polish złoty'),
A('r_by_shop', 'wrong_row', 'it-IT', 'soapbatch',
  "Spendi di più da Перекрёсток, ⟦216.136,08@" + s('Перекрёсток') + "⟧ rubli in ⟦95@" + s('Перекрёсток', 'n') +
  "⟧ scontrini; Дикси totalizza ⟦85.375,03@" + s('Дикси') + "~" + s('Магнит') + "!⟧ rubli."),
A('r_by_shop', 'coincidental', 'nl-NL', 'roastcard',
  "Grootste post: Перекрёсток met ⟦216.136,08@" + s('Перекрёсток') + "⟧ roebel over ⟦95@" + s('Перекрёсток', 'n') +
  "⟧ bonnetjes. Магнит komt op ⟦85.375,03@" + s('Магнит') + "⟧ roebel uit ⟦58@" + s('Магнит', 'n') + "!⟧ bonnetjes."),
# ---------------------------------------------------------------- r_total_2025
A('r_total_2025', 'faithful', 'nl-NL', 'smithy',
  "Uitgaven in 2025 tot nu toe: ⟦246.665,21@sum⟧ roebel over ⟦86@n⟧ bonnetjes, gemiddeld ⟦2.868,20@avg⟧ per bon; "
  "de grootste was ⟦13.153,34@max⟧."),
A('r_total_2025', 'faithful', 'ja-JP', 'roastcard',
  "2025年の支出合計は⟦246,665.21@sum⟧ルーブル、レシート⟦86@n⟧枚、平均⟦2,868.2@avg⟧ルーブル、最高"
  "⟦13,153.34@max⟧ルーブル。"),
A('r_total_2025', 'faithful', 'es-ES', 'mushroom',
  "En 2025 llevas gastados ⟦246.665,21@sum⟧ ₽ en ⟦86@n⟧ tiques; el tique medio es de ⟦2868,20@avg⟧ ₽ y el mayor, "
  "de ⟦13.153,34@max⟧ ₽."),
A('r_total_2025', 'wrong_unit', 'en-US', 'fretbench',
  "2025 so far: ⟦246,665.21@sum⟧ rubles across ⟦86@n⟧ receipts; the average receipt is $⟦2,868.20@avg~avg!⟧.",
  unit_note='roubles quoted as US dollars'),
A('r_total_2025', 'wrong_column', 'ru-RU', 'gritter',
  "С начала 2025 г. потрачено ⟦246_665,21@sum⟧ ₽ по ⟦86@n⟧ чекам, средний чек — ⟦13_153,34@avg~max!⟧ ₽."),
A('r_total_2025', 'invented', 'fr-FR', 'soapbatch',
  "depuis le début de 2025 : ⟦246_665,21@sum⟧ roubles dépensés sur ⟦92@n!⟧ tickets, ticket moyen "
  "⟦2_868,20@avg⟧ roubles."),
# ---------------------------------------------------------------- r_top_items
A('r_top_items', 'faithful', 'ru-RU', 'tannery',
  "Больше всего денег уходит на конфеты «Красный Октябрь» — ⟦21_480,62@" + s(KO) + "⟧ ₽ за ⟦25@" + s(KO, 'n') +
  "⟧ покупок; второе место — подгузники Merries, ⟦20_886,90@" + s('Подгузники') + "⟧ ₽; третье — сосиски «Останкино», "
  "⟦17_794,42@" + s('Сосиски') + "⟧ ₽."),
A('r_top_items', 'faithful', 'en-GB', 'mushroom',
  "Top spend: Красный Октябрь chocolates, ⟦21,480.62@" + s(KO) + "⟧ roubles over ⟦25@" + s(KO, 'n') + "⟧ purchases; "
  "then Merries nappies at ⟦20,886.90@" + s('Подгузники') + "⟧ and Останкино sausages at ⟦17,794.42@" + s('Сосиски') +
  "⟧. Lavazza coffee is eighth with ⟦14,994.78@" + s('Кофе') + "⟧."),
A('r_top_items', 'faithful', 'pl-PL', 'bonfire',
  "Najwięcej idzie na czekoladki Красный Октябрь: ⟦21_480,62@" + s(KO) + "⟧ rubla; dalej pieluchy Merries, "
  "⟦20_886,90@" + s('Подгузники') + "⟧, i parówki Останкино, ⟦17_794,42@" + s('Сосиски') + "⟧ — kupowane najczęściej "
  "z tej ósemki, ⟦41@" + s('Сосиски', 'n') + "⟧ razy."),
A('r_top_items', 'faithful', 'it-IT', 'reindeer',
  "In cima alla spesa i cioccolatini Красный Октябрь, ⟦21.480,62@" + s(KO) + "⟧ rubli in ⟦25@" + s(KO, 'n') +
  "⟧ acquisti; poi i pannolini Merries con ⟦20.886,90@" + s('Подгузники') + "⟧ e il carré di maiale con "
  "⟦16.536,40@" + s('Свинина') + "⟧."),
A('r_top_items', 'wrong_row', 'zh-CN', 'roastcard',
  "花钱最多的是 Красный Октябрь 巧克力，合计 ⟦21,480.62@" + s(KO) + "⟧ 卢布；其次是 Merries 纸尿裤，合计 "
  "⟦17,794.42@" + s('Подгузники') + "~" + s('Сосиски') + "!⟧ 卢布。"),
A('r_top_items', 'derived', 'ja-JP', 'funicular',
  "支出トップはКрасный Октябрьのチョコで⟦21,480.62@" + s(KO) + "⟧ルーブル、同じ詰め合わせでもКоркуновは"
  "⟦15,256.64@" + s(KK) + "⟧ルーブル。自分で引き算すると差は⟦6,223.98@" + s(KO) + "-" + s(KK) + "!⟧ルーブル。"),
A('r_top_items', 'coincidental', 'en-US', 'soapbatch',
  "Biggest line items: Красный Октябрь chocolates at ⟦21,480.62@" + s(KO) + "⟧ rubles, Merries diapers at "
  "⟦20,886.90@" + s('Подгузники') + "⟧. Lavazza coffee totals ⟦14,994.78@" + s('Кофе') + "⟧ rubles over ⟦43@" +
  s('Кофе', 'n') + "!⟧ purchases."),
]
