"""Receipts (r_latest, r_by_shop, r_total_2025, r_top_items). Markers: see ../../blind4/lib.py.
Shops and products are named as the results hold them (Cyrillic) or by brand or kind; no weight or pack size."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A

r = lambda x: f"row('{x}')"
PER, VV, ASH, MAG, DIX, AZB, PYA, LEN = (r(x) for x in ('Перекрёсток', 'ВкусВилл', 'АШАН', 'Магнит', 'Дикси',
                                                         'Азбука вкуса', 'Пятёрочка', 'Лента'))
KO, MER, OST, SVI, SYR, FAR, KOR, KOF = (r(x) for x in ('Конфеты шоколадные ассорти Красный', 'Подгузники', 'Сосиски',
                                                         'Свинина', 'Сыр', 'Фарш', 'Конфеты шоколадные ассорти Коркунов',
                                                         'Кофе'))

ENTRIES = [
# ---------------------------------------------------------------- r_latest
A('r_latest', 'faithful', 'it-IT', 'eggpack',
  f"ultimi scontrini: il ⟦29 giugno@D:2025-06-29⟧ Азбука вкуса, ⟦13.153,34@{r('2025-06-29')}.total⟧ rubli, il più alto "
  f"degli otto; il ⟦23 giugno@D:2025-06-23⟧ АШАН, ⟦1.782,97@{r('2025-06-23')}.total⟧ rubli; il ⟦10 giugno@D:2025-06-10⟧ "
  f"Магнит, ⟦770,93@{r('2025-06-10')}.total⟧."),
A('r_latest', 'faithful', 'en-US', 'jerky',
  f"latest receipts: ⟦Jun 26@D:2025-06-26⟧, Дикси ₽⟦984.21@{r('2025-06-26T16')}.total⟧ and Перекрёсток "
  f"₽⟦738.76@{r('2025-06-26T12')}.total⟧; ⟦Jun 11@D:2025-06-11⟧, Азбука вкуса ₽⟦6,757.91@{r('2025-06-11T08')}.total⟧ "
  f"in the morning and Перекрёсток ₽⟦934.93@{r('2025-06-11T22')}.total⟧ late in the evening."),
A('r_latest', 'faithful', 'ru-RU', 'tofu',
  f"последние чеки: ⟦29 июня@D:2025-06-29⟧ — Азбука вкуса, ⟦13_153,34@{r('2025-06-29')}.total⟧ ₽; "
  f"⟦26 июня@D:2025-06-26⟧ — Дикси, ⟦984,21@{r('2025-06-26T16')}.total⟧ ₽; ⟦23 июня@D:2025-06-23⟧ — АШАН, "
  f"⟦1782,97@{r('2025-06-23')}.total⟧ ₽. Всего в базе ⟦300@R.total_rows⟧ чеков."),
A('r_latest', 'wrong_row', 'de-DE', 'miso',
  f"der Bon von Перекрёсток am ⟦15.06.@D:2025-06-15⟧ lag bei "
  f"⟦934,93@{r('2025-06-15')}.total~{r('2025-06-11T22')}.total!⟧ Rubel."),
A('r_latest', 'wrong_unit', 'pt-BR', 'kimchi',
  f"o maior recibo recente: Азбука вкуса, ⟦29/06@D:2025-06-29⟧, "
  f"⟦13.153,34@{r('2025-06-29')}.total~{r('2025-06-29')}.total!⟧ reais.", unit_note='roubles quoted as Brazilian reais'),
A('r_latest', 'misrounded', 'pl-PL', 'tortilla',
  f"⟦11 czerwca@D:2025-06-11⟧ rano Азбука вкуса: ⟦6757,8@{r('2025-06-11T08')}.total!⟧ rubla; wieczorem "
  f"Перекрёсток: ⟦934,93@{r('2025-06-11T22')}.total⟧ rubla."),
# ---------------------------------------------------------------- r_by_shop
A('r_by_shop', 'faithful', 'pt-BR', 'jerky',
  f"onde você mais gasta: Перекрёсток, ⟦216.136,08@{PER}.sum⟧ rublos em ⟦95@{PER}.n⟧ compras; depois ВкусВилл, "
  f"⟦145.619,56@{VV}.sum⟧ em ⟦61@{VV}.n⟧. Лента fica por último, com ⟦10.029,92@{LEN}.sum⟧."),
A('r_by_shop', 'faithful', 'de-DE', 'sausage',
  f"Ausgaben je Laden: Перекрёсток vorn mit ⟦216.136,08@{PER}.sum⟧ ₽; АШАН auf Platz drei mit "
  f"⟦106.458,44@{ASH}.sum⟧ ₽ bei ⟦56@{ASH}.n⟧ Einkäufen, dahinter Магнит mit ⟦85.375,03@{MAG}.sum⟧ ₽."),
A('r_by_shop', 'faithful', 'nl-NL', 'brewpub',
  f"Дикси: ⟦61.984,60@{DIX}.sum⟧ roebel over ⟦27@{DIX}.n⟧ bonnen; Азбука вкуса: ⟦35.712,98@{AZB}.sum⟧ over slechts "
  f"⟦8@{AZB}.n⟧ bonnen; Пятёрочка: ⟦29.278,34@{PYA}.sum⟧ over ⟦12@{PYA}.n⟧."),
A('r_by_shop', 'faithful', 'pl-PL', 'wheelwright',
  f"najwięcej wydajesz w Перекрёсток: ⟦216_136,08@{PER}.sum⟧ rubla (⟦95@{PER}.n⟧ paragonów); lista obejmuje wszystkie "
  f"osiem sklepów, ostatnia jest Лента z ⟦5@{LEN}.n⟧ paragonami."),
A('r_by_shop', 'miscomputed', 'es-ES', 'glazier',
  f"ВкусВилл: ⟦145.619,56@{VV}.sum⟧ rublos en ⟦61@{VV}.n⟧ compras, o sea "
  f"⟦2.837,21@{VV}.sum/{VV}.n!⟧ rublos por compra según mi división."),
A('r_by_shop', 'wrong_row', 'fr-FR', 'tofu',
  f"chez Пятёрочка : ⟦35_712,98@{PYA}.sum~{AZB}.sum!⟧ roubles sur ⟦12@{PYA}.n⟧ passages en caisse."),
A('r_by_shop', 'derived', 'en-GB', 'poultry',
  f"Перекрёсток and ВкусВилл together come to ⟦361,755.64@{PER}.sum+{VV}.sum!⟧ roubles by my addition, the top two "
  f"of the eight shops."),
# ---------------------------------------------------------------- r_total_2025
A('r_total_2025', 'faithful', 'it-IT', 'poultry',
  "nel 2025 finora hai speso ⟦246.665,21@sum⟧ rubli in ⟦86@n⟧ scontrini; scontrino medio ⟦2.868,20@avg⟧, il più alto "
  "⟦13.153,34@max⟧."),
A('r_total_2025', 'faithful', 'ja-JP', 'wheelwright',
  "2025年の支出合計は⟦246,665.21@sum⟧ルーブル、レシート⟦86@n⟧枚、平均⟦2,868.2@avg⟧ルーブル。"),
A('r_total_2025', 'faithful', 'nl-NL', 'eggpack',
  "uitgaven 2025 tot nu toe: ⟦246.665,21@sum⟧ roebel; gemiddelde bon ⟦2.868,2@avg⟧ roebel over ⟦86@n⟧ bonnen, grootste "
  "bon ⟦13.153,34@max⟧."),
A('r_total_2025', 'wrong_column', 'en-US', 'brewpub',
  "2025 so far: ₽⟦246,665.21@sum⟧ across ⟦86@n⟧ receipts, an average receipt of ₽⟦13,153.34@avg~max!⟧."),
A('r_total_2025', 'invented', 'es-ES', 'tortilla',
  "en 2025 llevas ⟦246.665,21@sum⟧ rublos en ⟦93@n!⟧ tiques."),
A('r_total_2025', 'miscomputed', 'de-DE', 'kimchi',
  "2025: ⟦246.665,21@sum⟧ ₽ über ⟦86@n⟧ Belege; selbst nachgerechnet ⟦2.886,22@sum/n!⟧ ₽ je Beleg."),
# ---------------------------------------------------------------- r_top_items
A('r_top_items', 'faithful', 'fr-FR', 'sausage',
  f"produits en tête : les bonbons Красный Октябрь, ⟦21_480,62@{KO}.sum⟧ roubles (⟦25@{KO}.n⟧ achats), puis les couches "
  f"Merries, ⟦20_886,90@{MER}.sum⟧ roubles (⟦10@{MER}.n⟧ achats)."),
A('r_top_items', 'faithful', 'ru-RU', 'kimchi',
  f"больше всего ушло на конфеты «Красный Октябрь» — ⟦21_480,62@{KO}.sum⟧ ₽, затем подгузники Merries — "
  f"⟦20_886,9@{MER}.sum⟧ ₽; из первой восьмёрки чаще всего брали сосиски «Останкино»: ⟦41@{OST}.n⟧ раз на ⟦17_794,42@{OST}.sum⟧ ₽."),
A('r_top_items', 'faithful', 'pt-BR', 'brewpub',
  f"entre os oito produtos listados, o café Lavazza fecha a lista com ⟦14.994,78@{KOF}.sum⟧ rublos em ⟦22@{KOF}.n⟧ "
  f"compras; o lombo de porco soma ⟦16.536,40@{SVI}.sum⟧ em ⟦20@{SVI}.n⟧."),
A('r_top_items', 'wrong_row', 'nl-NL', 'glazier',
  f"kaas (Ламбер): ⟦16.536,40@{SYR}.sum~{SVI}.sum!⟧ roebel over ⟦39@{SYR}.n⟧ aankopen."),
A('r_top_items', 'coincidental', 'ja-JP', 'miso',
  f"ラバッツァのコーヒーは⟦15,254@{KOF}.sum!⟧ルーブル、購入⟦22@{KOF}.n⟧回。"),
A('r_top_items', 'derived', 'zh-CN', 'jerky',
  f"红十月巧克力糖 ⟦21,480.62@{KO}.sum⟧ 卢布，比第二名 Merries 纸尿裤 ⟦20,886.90@{MER}.sum⟧ 卢布多 "
  f"⟦593.72@{KO}.sum-{MER}.sum!⟧ 卢布（我算的）。"),
]
