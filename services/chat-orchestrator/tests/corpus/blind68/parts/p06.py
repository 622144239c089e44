"""Receipts (r_latest ... r_top_items). Markers: see ../../blind4/lib.py. Shop and product names as the
results hold them (Cyrillic) or by brand; no product weight, pack size or fat share is written."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def rc(k):
    return f"row('{k}').total"


def sh(k, col='sum'):
    return f"row('{k}').{col}"


KO = 'Конфеты шоколадные ассорти Красный'
KK = 'Конфеты шоколадные ассорти Коркунов'

ENTRIES = [
# ---------------------------------------------------------------- r_latest
A('r_latest', 'faithful', 'ja-JP', 'millinery',
  f"最新のレシート：⟦6月29日@D:2025-06-29⟧ Азбука вкуса ⟦13,153.34@{rc('2025-06-29')}⟧ルーブル、"
  f"⟦6月26日@D:2025-06-26⟧ Дикси ⟦984.21@{rc('2025-06-26T16')}⟧ルーブル、同日昼の Перекрёсток "
  f"⟦738.76@{rc('2025-06-26T12')}⟧ルーブル。"),
A('r_latest', 'faithful', 'en-GB', 'skydive',
  f"latest eight receipts: the biggest is Азбука вкуса on ⟦29 Jun@D:2025-06-29⟧, ⟦13,153.34@{rc('2025-06-29')}⟧ "
  f"roubles; the smallest is Перекрёсток at noon on ⟦26 Jun@D:2025-06-26⟧, ⟦738.76@{rc('2025-06-26T12')}⟧."),
A('r_latest', 'faithful', 'ru-RU', 'zookeeper',
  f"последние чеки: ⟦23 июня@D:2025-06-23⟧ АШАН — ⟦1782,97@{rc('2025-06-23')}⟧ руб., ⟦15 июня@D:2025-06-15⟧ "
  f"Перекрёсток — ⟦804,15@{rc('2025-06-15')}⟧ руб., ⟦10 июня@D:2025-06-10⟧ Магнит — ⟦770,93@{rc('2025-06-10')}⟧ руб."),
A('r_latest', 'faithful', 'it-IT', 'apiary',
  f"scontrini più recenti: due l'⟦11 giugno@D:2025-06-11⟧, Азбука вкуса al mattino con "
  f"⟦6.757,91@{rc('2025-06-11T08')}⟧ rubli e Перекрёсток la sera con ⟦934,93@{rc('2025-06-11T22')}⟧ rubli."),
A('r_latest', 'wrong_row', 'de-DE', 'bookbind',
  f"Kassenbons: am ⟦26.06.@D:2025-06-26⟧ mittags Перекрёсток über "
  f"⟦804,15@{rc('2025-06-26T12')}~{rc('2025-06-15')}!⟧ Rubel, nachmittags Дикси."),
A('r_latest', 'coincidental', 'pl-PL', 'orchard',
  f"ostatnie paragony: ⟦10 czerwca@D:2025-06-10⟧ Магнит na ⟦740@{rc('2025-06-10')}!⟧ rubli."),
A('r_latest', 'wrong_unit', 'en-US', 'scuba',
  f"Latest receipt: Азбука вкуса on ⟦Jun 29@D:2025-06-29⟧, $⟦13,153.34@{rc('2025-06-29')}~{rc('2025-06-29')}!⟧.",
  unit_note='roubles quoted as US dollars'),
# ---------------------------------------------------------------- r_by_shop
A('r_by_shop', 'faithful', 'pt-BR', 'apiary',
  f"onde mais gasto: Перекрёсток, ⟦216.136,08@{sh('Перекрёсток')}⟧ rublos em ⟦95@{sh('Перекрёсток', 'n')}⟧ "
  f"compras; depois ВкусВилл, ⟦145.619,56@{sh('ВкусВилл')}⟧ rublos."),
A('r_by_shop', 'faithful', 'ja-JP', 'stonemason',
  f"店舗別支出：Перекрёсток ⟦216,136.08@{sh('Перекрёсток')}⟧ルーブル、ВкусВилл ⟦145,619.56@{sh('ВкусВилл')}⟧、"
  f"АШАН ⟦106,458.44@{sh('АШАН')}⟧、最少は Лента の ⟦10,029.92@{sh('Лента')}⟧ルーブル（⟦5@{sh('Лента', 'n')}⟧回）。"),
A('r_by_shop', 'faithful', 'es-ES', 'orchard',
  f"gasto por tienda: Магнит ⟦85.375,03@{sh('Магнит')}⟧ rublos en ⟦36@{sh('Магнит', 'n')}⟧ tiques, Дикси "
  f"⟦61.984,6@{sh('Дикси')}⟧ en ⟦27@{sh('Дикси', 'n')}⟧; Азбука вкуса, con solo ⟦8@{sh('Азбука', 'n')}⟧ "
  f"tiques, suma ⟦35.712,98@{sh('Азбука')}⟧."),
A('r_by_shop', 'derived', 'de-DE', 'skydive',
  f"Азбука вкуса: ⟦35.712,98@{sh('Азбука')}⟧ Rubel bei ⟦8@{sh('Азбука', 'n')}⟧ Einkäufen, nach meiner eigenen "
  f"Division ⟦4.464,12@{sh('Азбука')}/{sh('Азбука', 'n')}!⟧ Rubel pro Bon."),
A('r_by_shop', 'coincidental', 'fr-FR', 'maltings',
  f"dépenses par enseigne : Перекрёсток en tête, puis ВкусВилл avec ⟦145_619,56@{sh('ВкусВилл')}⟧ roubles sur "
  f"⟦54@{sh('ВкусВилл', 'n')}!⟧ tickets."),
A('r_by_shop', 'wrong_unit', 'pl-PL', 'hopyard',
  f"Азбука вкуса: ⟦35_712,98@{sh('Азбука')}~{sh('Азбука')}!⟧ euro w ⟦8@{sh('Азбука', 'n')}⟧ paragonach.",
  unit_note='roubles quoted as euros'),
# ---------------------------------------------------------------- r_total_2025
A('r_total_2025', 'faithful', 'es-ES', 'hopyard',
  "en 2025 llevo gastados ⟦246.665,21@sum⟧ rublos en ⟦86@n⟧ tiques; tique medio de ⟦2868,2@avg⟧ rublos."),
A('r_total_2025', 'faithful', 'de-DE', 'hotair',
  "2025 bisher: ⟦246.665,21@sum⟧ Rubel, ⟦86@n⟧ Bons, im Schnitt ⟦2.868,20@avg⟧ Rubel; größter Bon "
  "⟦13.153,34@max⟧ Rubel."),
A('r_total_2025', 'faithful', 'nl-NL', 'apiary',
  "uitgaven 2025: totaal ⟦246.665@sum⟧ roebel over ⟦86@n⟧ bonnen, gemiddeld ⟦2.868@avg⟧ roebel per bon."),
A('r_total_2025', 'wrong_column', 'fr-FR', 'stonemason',
  "en 2025, ticket le plus élevé : ⟦2_868,2@max~avg!⟧ roubles, sur ⟦86@n⟧ tickets."),
A('r_total_2025', 'miscomputed', 'it-IT', 'zookeeper',
  "nel 2025 ho speso ⟦246.665,21@sum⟧ rubli in ⟦86@n⟧ scontrini; secondo il mio conto fanno "
  "⟦2.886,2@sum/n!⟧ rubli a scontrino."),
A('r_total_2025', 'invented', 'en-GB', 'scuba',
  "2025 so far: ⟦246,665.21@sum⟧ roubles over ⟦86@n⟧ receipts, the largest ⟦11,940.5@max!⟧."),
# ---------------------------------------------------------------- r_top_items
A('r_top_items', 'faithful', 'pl-PL', 'hotair',
  f"najwięcej wydaję na cukierki Красный Октябрь: ⟦21_480,62@{sh(KO)}⟧ rub. za ⟦25@{sh(KO, 'n')}⟧ zakupów; "
  f"drugie są pieluchy Merries, ⟦20_886,90@{sh('Подгузники')}⟧ rub."),
A('r_top_items', 'faithful', 'nl-NL', 'maltings',
  f"top-producten: Останкино-worstjes ⟦17.794,42@{sh('Сосиски')}⟧ roebel, ⟦41@{sh('Сосиски', 'n')}⟧ keer gekocht, "
  f"het vaakst van de acht; kaas Российский ⟦16.036,41@{sh('Сыр')}⟧ over ⟦39@{sh('Сыр', 'n')}⟧ aankopen."),
A('r_top_items', 'faithful', 'en-US', 'zookeeper',
  f"Top spend: Красный Октябрь chocolates ⟦21,480.62@{sh(KO)}⟧ rubles, Merries diapers "
  f"⟦20,886.9@{sh('Подгузники')}⟧, and Lavazza coffee eighth at ⟦14,994.78@{sh('Кофе')}⟧ over "
  f"⟦22@{sh('Кофе', 'n')}⟧ purchases."),
A('r_top_items', 'coincidental', 'zh-CN', 'scuba',
  f"Коркунов 巧克力礼盒共花费 ⟦14,997@{sh(KK)}!⟧ 卢布，购买 ⟦25@{sh(KK, 'n')}⟧ 次。"),
A('r_top_items', 'miscomputed', 'fr-FR', 'stainedglass',
  f"saucisses Останкино : ⟦17_794,42@{sh('Сосиски')}⟧ roubles pour ⟦41@{sh('Сосиски', 'n')}⟧ achats, soit selon "
  f"mon calcul ⟦443,01@{sh('Сосиски')}/{sh('Сосиски', 'n')}!⟧ roubles par achat."),
A('r_top_items', 'wrong_unit', 'es-ES', 'millinery',
  f"donde más gasto es en los bombones Красный Октябрь: ⟦21.480,62@{sh(KO)}~{sh(KO)}!⟧ dólares en "
  f"⟦25@{sh(KO, 'n')}⟧ compras.",
  unit_note='roubles quoted as US dollars'),
]
