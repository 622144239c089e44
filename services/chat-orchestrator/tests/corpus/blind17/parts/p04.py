"""Receipts (r_latest, r_by_shop, r_total_2025, r_top_items). Markers: see ../../blind4/lib.py.
Shop and product names are quoted in Cyrillic as the results hold them. Group separators: U+202F in fr,
U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- r_latest
E('r_latest', 'wrong_row', 'ru-RU tradingcard',
  """КАРТОЧКА ИГРОКА · Перекрёсток
Последний матч: ⟦26 июня@D:2025-06-26⟧, чек ⟦984,21@T[2].total~T[1].total!⟧ ₽
До этого: ⟦15 июня@D:2025-06-15⟧ — ⟦804,15@T[4].total⟧ ₽, ⟦11 июня@D:2025-06-11⟧ — ⟦934,93@T[5].total⟧ ₽
Всего чеков в базе: ⟦300@R.total_rows⟧"""),
E('r_latest', 'coincidental', 'it-IT toast',
  """Cari sposi, un brindisi agli ultimi scontrini! Al ⟦29 giugno@D:2025-06-29⟧ da Азбука вкуса, ⟦13.153,34@T[0].total⟧ rubli: la spesa del ricevimento. E al ⟦10 giugno@D:2025-06-10⟧ da Магнит, ⟦738,78@T[7].total!⟧ rubli: piccole cose, grande amore. Cin cin!"""),
E('r_latest', 'derived', 'fr-FR xml',
  """<tickets derniers="8" devise="RUB">
  <ticket date="⟦2025-06-29@D:2025-06-29⟧" magasin="Азбука вкуса">⟦13\u202f153,34@T[0].total⟧</ticket>
  <ticket date="⟦2025-06-11@D:2025-06-11⟧" magasin="Азбука вкуса">⟦6\u202f757,91@T[6].total⟧</ticket>
  <!-- calcul maison : Азбука вкуса au total ⟦19\u202f911,25@T[0].total+T[6].total!⟧ -->
</tickets>"""),
E('r_latest', 'faithful', 'zh-CN courtroom',
  """【庭审记录】
审判长：最近一张小票是哪一张？
证人：⟦2025年6月29日@D:2025-06-29⟧，Азбука вкуса，⟦13,153.34@T[0].total⟧ 卢布。
审判长：金额最小的呢？
证人：⟦6月26日@D:2025-06-26⟧，Перекрёсток，⟦738.76@T[2].total⟧ 卢布。
（共 ⟦300@R.total_rows⟧ 张，仅列最近 8 张）"""),
E('r_latest', 'faithful', 'nl-NL menu',
  """MENUKAART — laatste bonnetjes
⟦29 juni@D:2025-06-29⟧ · Азбука вкуса ..... ⟦13.153,34@T[0].total⟧
⟦26 juni@D:2025-06-26⟧ · Дикси ............ ⟦984,21@T[1].total⟧
⟦23 juni@D:2025-06-23⟧ · АШАН ............. ⟦1.782,97@T[3].total⟧
⟦10 juni@D:2025-06-10⟧ · Магнит ........... ⟦770,93@T[7].total⟧
Prijzen in roebel."""),
E('r_latest', 'faithful', 'ja-JP prescription',
  """【調剤明細】最新のレシート
・⟦6月29日@D:2025-06-29⟧ Азбука вкуса ⟦13,153.34@T[0].total⟧ ルーブル
・⟦6月23日@D:2025-06-23⟧ АШАН ⟦1,782.97@T[3].total⟧ ルーブル
・⟦6月10日@D:2025-06-10⟧ Магнит ⟦770.93@T[7].total⟧ ルーブル
全 ⟦300@R.total_rows⟧ 件のうち直近 8 件を表示"""),
# ---------------------------------------------------------------- r_by_shop
E('r_by_shop', 'wrong_unit', 'it-IT fortune',
  """🥠 Biscotto della fortuna: i tuoi soldi amano Перекрёсток, ⟦216.136,08@row('Перекрёсток').sum~row('Перекрёсток').sum!⟧ dollari in ⟦95@row('Перекрёсток').n⟧ scontrini. Segue ВкусВилл con ⟦145.619,56@row('ВкусВилл').sum⟧.
Numero fortunato: ⟦8@R.total_rows⟧""",
  unit_note='roubles quoted as US dollars'),
E('r_by_shop', 'misrounded', 'zh-CN xml',
  """<消费 分组="店铺" 币种="RUB">
  <店 名="Перекрёсток" 合计="⟦216,136.08@row('Перекрёсток').sum⟧" 笔数="⟦95@row('Перекрёсток').n⟧"/>
  <店 名="ВкусВилл" 合计="⟦14.57万@row('ВкусВилл').sum!⟧"/>
  <店 名="АШАН" 合计="⟦106,458.44@row('АШАН').sum⟧"/>
</消费>"""),
E('r_by_shop', 'coincidental', 'de-DE diff',
  """--- a/ausgaben.md
+++ b/ausgaben.md
@@ -8 +8 @@
-Лента: Betrag fehlt
+Лента: ⟦10.029,92@row('Лента').sum⟧ Rubel bei ⟦10@row('Лента').n!⟧ Einkäufen""",
  allow=['8']),
E('r_by_shop', 'faithful', 'nl-NL survey',
  """ENQUÊTE — waar geef ik het meest uit?
V1. Grootste winkel: ☑ Перекрёсток (⟦216.136,08@row('Перекрёсток').sum⟧ roebel, ⟦95@row('Перекрёсток').n⟧ bonnen) ☐ ВкусВилл (⟦145.619,56@row('ВкусВилл').sum⟧)
V2. Kleinste: ☑ Лента, ⟦10.029,92@row('Лента').sum⟧
V3. Aantal winkels: ⟦8@R.total_rows⟧"""),
E('r_by_shop', 'faithful', 'en-US pirate',
  """Arr! Yer gold be sinkin' mostly at Перекрёсток: ⟦216,136.08@row('Перекрёсток').sum⟧ roubles over ⟦95@row('Перекрёсток').n⟧ raids. ВкусВилл be second with ⟦145,619.56@row('ВкусВилл').sum⟧, АШАН third at ⟦106,458.44@row('АШАН').sum⟧. Лента barely saw ye: ⟦10,029.92@row('Лента').sum⟧. Shiver me timbers!"""),
E('r_by_shop', 'faithful', 'pt-BR toast',
  """Um brinde, família! Ao Перекрёсток, onde deixamos ⟦216.136,08@row('Перекрёсток').sum⟧ rublos em ⟦95@row('Перекрёсток').n⟧ compras; ao ВкусВилл, com ⟦145.619,56@row('ВкусВилл').sum⟧; e ao Магнит, com ⟦85.375,03@row('Магнит').sum⟧. Que a despensa nunca fique vazia! Saúde!"""),
# ---------------------------------------------------------------- r_total_2025
E('r_total_2025', 'wrong_column', 'nl-NL toast',
  """Lieve bruid en bruidegom, het glas omhoog! In 2025 gaven jullie ⟦246.665,21@sum⟧ roebel uit aan ⟦86@n⟧ bonnetjes — gemiddeld ⟦13.153,34@avg~max!⟧ per bon. Op nog veel meer boodschappen samen! Proost!"""),
E('r_total_2025', 'wrong_unit', 'de-DE trailer',
  """[TIEFE STIMME] 2025. EIN JAHR. ⟦86@n⟧ KASSENBONS.
EINE SUMME: ⟦246.665,21@sum~sum!⟧ EURO.
UND EIN BON, DER ALLES SPRENGTE: ⟦13.153,34@max⟧.
DEMNÄCHST IM KINO.""",
  unit_note='roubles quoted as euros'),
E('r_total_2025', 'miscomputed', 'en-GB courtroom',
  """TRANSCRIPT — morning session
COUNSEL: How much has the defendant spent in 2025 so far?
WITNESS: ⟦246,665.21@sum⟧ roubles across ⟦86@n⟧ receipts.
COUNSEL: So the average receipt is?
WITNESS: ⟦2,886.20@sum/n!⟧ roubles.
THE JUDGE: Noted. We rise at 12:30."""),
E('r_total_2025', 'faithful', 'pt-BR navigation',
  """Rota: gastos de 2025
Siga pelos ⟦86@n⟧ recibos desde o início do ano.
Na bifurcação, total acumulado: ⟦246.665,21@sum⟧ rublos.
Recibo médio: ⟦2.868,20@avg⟧ rublos.
Ponto mais alto do caminho: ⟦13.153,34@max⟧. Você chegou ao destino."""),
E('r_total_2025', 'faithful', 'zh-CN diff',
  """--- a/2025支出.md
+++ b/2025支出.md
@@ -1 +1 @@
-2025 年支出：待统计
+2025 年至今支出 ⟦246,665.21@sum⟧ 卢布，共 ⟦86@n⟧ 张小票，平均每张 ⟦2,868.20@avg⟧ 卢布，最大一张 ⟦13,153.34@max⟧ 卢布""",
  allow=['1']),
E('r_total_2025', 'faithful', 'ru-RU xml',
  """<расходы год="2025" валюта="RUB">
  <сумма>⟦246\u00a0665,21@sum⟧</сумма>
  <чеков>⟦86@n⟧</чеков>
  <средний>⟦2868,20@avg⟧</средний>
  <максимум>⟦13\u00a0153,34@max⟧</максимум>
</расходы>"""),
# ---------------------------------------------------------------- r_top_items
E('r_top_items', 'wrong_row', 'zh-CN fortune',
  """🥠 幸运饼干：你最爱的肉是「Свинина карбонад охлаждённый, кг」，共花费 ⟦17,794.42@T[3].sum~T[2].sum!⟧ 卢布。
糖果才是真爱：Красный Октябрь，⟦21,480.62@T[0].sum⟧ 卢布。
幸运数字：⟦209@R.total_rows⟧"""),
E('r_top_items', 'invented', 'ja-JP menu',
  """【お品書き】よく買う品
一、Конфеты шоколадные ассорти Красный Октябрь 192 г …… ⟦21,480.62@T[0].sum⟧ ルーブル（⟦25@T[0].n⟧ 回）
一、Подгузники размер 4 Merries 54 шт …… ⟦20,886.90@T[1].sum⟧ ルーブル
一、Кофе молотый Lavazza 250 г …… ⟦15,412.30@T[7].sum!⟧ ルーブル"""),
E('r_top_items', 'coincidental', 'en-US toast',
  """Friends, raise a glass to the shopping list that built this home! To the chocolates, ⟦21,480.62@T[0].sum⟧ roubles of Красный Октябрь; to the Merries diapers, ⟦20,886.90@T[1].sum⟧; and to the Lavazza, ⟦15,259@T[7].sum!⟧ roubles' worth of mornings together. Cheers!"""),
E('r_top_items', 'faithful', 'it-IT xml',
  """<prodotti top="8" valuta="RUB">
  <prodotto nome="Конфеты шоколадные ассорти Красный Октябрь 192 г" spesa="⟦21.480,62@T[0].sum⟧" acquisti="⟦25@T[0].n⟧"/>
  <prodotto nome="Сосиски Молочные Останкино 460 г" spesa="⟦17.794,42@T[2].sum⟧" acquisti="⟦41@T[2].n⟧"/>
</prodotti>"""),
E('r_top_items', 'faithful', 'nl-NL navigation',
  """Route: grootste uitgaven per product
Start bij Конфеты шоколадные ассорти Красный Октябрь 192 г: ⟦21.480,62@T[0].sum⟧ roebel.
Rechtsaf bij Подгузники размер 4 Merries 54 шт: ⟦20.886,90@T[1].sum⟧.
Derde afslag: Сосиски Молочные Останкино 460 г, ⟦17.794,42@T[2].sum⟧ (⟦41@T[2].n⟧ keer gekocht).
Bestemming bereikt."""),
E('r_top_items', 'faithful', 'de-DE trailer',
  """[SPRECHER] ⟦209@R.total_rows⟧ PRODUKTE. NUR EINES KANN GEWINNEN.
PRALINEN VON КРАСНЫЙ ОКТЯБРЬ: ⟦21.480,62@T[0].sum⟧ RUBEL.
WINDELN VON MERRIES: ⟦20.886,90@T[1].sum⟧.
UND DER KAFFEE? ⟦14.994,78@T[7].sum⟧.
DEMNÄCHST IN IHREM WARENKORB."""),
]
