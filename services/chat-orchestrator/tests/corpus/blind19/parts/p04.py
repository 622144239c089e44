"""Receipts (r_latest, r_by_shop, r_total_2025, r_top_items). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

KO = "row('Конфеты шоколадные ассорти Красный')"
KK = "row('Конфеты шоколадные ассорти Коркунов')"

ENTRIES = [
# ---------------------------------------------------------------- r_latest
E('r_latest', 'wrong_row', 'it-IT shanty',
  """🎵 Issa, issa, la spesa di giugno!
Il ⟦29 giugno@D:2025-06-29⟧ all'Азбука вкуса: ⟦13.153,34@T[0].total⟧ rubli, oh!
Il ⟦15 giugno@D:2025-06-15⟧ al Перекрёсток: ⟦934,93@T[4].total~T[5].total!⟧,
e il ⟦10 giugno@D:2025-06-10⟧ al Магнит ⟦770,93@T[7].total⟧ — issa, marinai!"""),
E('r_latest', 'invented', 'ru-RU flashcard',
  """ЛИЦЕВАЯ СТОРОНА: мои последние чеки?
ОБОРОТ: ⟦29 июня@D:2025-06-29⟧ — Азбука вкуса, ⟦13\u00a0153,34@T[0].total⟧ ₽; ⟦26 июня@D:2025-06-26⟧ — Дикси, ⟦984,21@T[1].total⟧ ₽; ⟦23 июня@D:2025-06-23⟧ — АШАН, ⟦1\u00a0942,50@T[3].total!⟧ ₽."""),
E('r_latest', 'derived', 'de-DE tasklist',
  """- [x] Letzter Bon: ⟦29.06.@D:2025-06-29⟧, Азбука вкуса, ⟦13.153,34@T[0].total⟧ ₽
- [x] ⟦26.06.@D:2025-06-26⟧: Дикси ⟦984,21@T[1].total⟧ ₽ und Перекрёсток ⟦738,76@T[2].total⟧ ₽
- [x] Перекрёсток unter den letzten 8 Bons dreimal, zusammen ⟦2.477,84@T[2].total+T[4].total+T[5].total!⟧ ₽ (selbst addiert)
- [ ] Haushaltsbuch nachtragen"""),
E('r_latest', 'faithful', 'fr-FR dating',
  """Profil : mes derniers tickets 💘
Dernier rendez-vous : Азбука вкуса le ⟦29 juin@D:2025-06-29⟧, ⟦13\u202f153,34@T[0].total⟧ ₽ (oui, j'ai craqué).
Avant : Дикси, ⟦984,21@T[1].total⟧ ₽, et Перекрёсток, ⟦738,76@T[2].total⟧ ₽, le même jour, le ⟦26 juin@D:2025-06-26⟧.
Je cherche : quelqu'un qui paie l'addition."""),
E('r_latest', 'faithful', 'nl-NL ticker',
  """BONNEN ▸ ⟦29/6@D:2025-06-29⟧ Азбука вкуса ▲ ⟦13.153,34@T[0].total⟧ ▸ ⟦26/6@D:2025-06-26⟧ Дикси ⟦984,21@T[1].total⟧ ▸ ⟦26/6@D:2025-06-26⟧ Перекрёсток ⟦738,76@T[2].total⟧ ▸ ⟦23/6@D:2025-06-23⟧ АШАН ⟦1.782,97@T[3].total⟧ ▸ ⟦10/6@D:2025-06-10⟧ Магнит ⟦770,93@T[7].total⟧ ▸"""),
E('r_latest', 'faithful', 'en-US pycode',
  '''def latest_receipts(n=8):
    """Latest receipts (RUB), newest first.

    ⟦6/29@D:2025-06-29⟧  Азбука вкуса   ⟦13,153.34@T[0].total⟧
    ⟦6/26@D:2025-06-26⟧  Дикси             ⟦984.21@T[1].total⟧
    ⟦6/26@D:2025-06-26⟧  Перекрёсток       ⟦738.76@T[2].total⟧
    """'''),
# ---------------------------------------------------------------- r_by_shop
E('r_by_shop', 'wrong_row', 'ja-JP boxing',
  """レディース・アンド・ジェントルメン！支出ランキング、第1位は…Перекрёсток！⟦216,136.08@row('Перекрёсток').sum⟧ルーブル、⟦95@row('Перекрёсток').n⟧回！
第2位、ВкусВилл！
第3位、АШАН、⟦145,619.56@row('АШАН').sum~row('ВкусВилл').sum!⟧ルーブル！""",
  allow=['1', '2', '3']),
E('r_by_shop', 'wrong_unit', 'ru-RU http',
  """content-type: text/plain
x-groups: ⟦8@R.total_rows⟧

Больше всего — Перекрёсток: $⟦216\u00a0136,08@row('Перекрёсток').sum~row('Перекрёсток').sum!⟧ за ⟦95@row('Перекрёсток').n⟧ чеков. Дальше ВкусВилл (⟦145\u00a0619,56@row('ВкусВилл').sum⟧) и АШАН (⟦106\u00a0458,44@row('АШАН').sum⟧).""",
  unit_note='roubles quoted as US dollars'),
E('r_by_shop', 'miscomputed', 'es-ES flashcard',
  """ANVERSO: ¿Dónde gasto más?
REVERSO: en Перекрёсток, ⟦216.136,08@row('Перекрёсток').sum⟧ ₽ en ⟦95@row('Перекрёсток').n⟧ tickets, o sea ⟦2.257,12@row('Перекрёсток').sum/row('Перекрёсток').n!⟧ ₽ de media por ticket. Le sigue ВкусВилл con ⟦145.619,56@row('ВкусВилл').sum⟧ ₽."""),
E('r_by_shop', 'faithful', 'nl-NL receipt',
  """KASSABON — uitgaven per winkel (₽)
Перекрёсток ..... ⟦216.136,08@row('Перекрёсток').sum⟧ (⟦95@row('Перекрёсток').n⟧×)
ВкусВилл ........ ⟦145.619,56@row('ВкусВилл').sum⟧ (⟦61@row('ВкусВилл').n⟧×)
АШАН ............ ⟦106.458,44@row('АШАН').sum⟧ (⟦56@row('АШАН').n⟧×)
Лента ............ ⟦10.029,92@row('Лента').sum⟧ (⟦5@row('Лента').n⟧×)
Bedankt en tot ziens! 12:00"""),
E('r_by_shop', 'faithful', 'it-IT tasklist',
  """- [x] Dove spendo di più: Перекрёсток, ⟦216.136,08@row('Перекрёсток').sum⟧ ₽ in ⟦95@row('Перекрёсток').n⟧ scontrini
- [x] Secondo: ВкусВилл, ⟦145.619,56@row('ВкусВилл').sum⟧ ₽
- [x] Ultimo degli ⟦8@R.total_rows⟧ negozi: Лента, ⟦10.029,92@row('Лента').sum⟧ ₽[^lenta]

[^lenta]: appena ⟦5@row('Лента').n⟧ scontrini."""),
E('r_by_shop', 'faithful', 'zh-CN bars',
  """各店消费（卢布）
Перекрёсток ████████████████████ ⟦216,136.08@row('Перекрёсток').sum⟧
ВкусВилл    █████████████▍ ⟦145,619.56@row('ВкусВилл').sum⟧
АШАН        █████████▉ ⟦106,458.44@row('АШАН').sum⟧
Магнит      ███████▉ ⟦85,375.03@row('Магнит').sum⟧
Лента       ▉ ⟦10,029.92@row('Лента').sum⟧"""),
# ---------------------------------------------------------------- r_total_2025
E('r_total_2025', 'wrong_column', 'en-GB bars',
  """Spending in 2025 so far (RUB)
total    ████████████████████ ⟦246,665.21@sum⟧
largest  ▏ ⟦2,868.20@max~avg!⟧
receipts: ⟦86@n⟧"""),
E('r_total_2025', 'misrounded', 'es-ES flashcard',
  """ANVERSO: ¿Cuánto llevo gastado en 2025?
REVERSO: ⟦246.665,21@sum⟧ ₽ en ⟦86@n⟧ tickets; ticket medio de ⟦2868,3@avg!⟧ ₽. El más caro: ⟦13.153,34@max⟧ ₽."""),
E('r_total_2025', 'miscomputed', 'de-DE pycode',
  """# Ausgaben 2025 (RUB): Summe ⟦246.665,21@sum⟧ über ⟦86@n⟧ Bons
# Ø Bon: ⟦2.868,20@avg⟧; größter Bon: ⟦13.153,34@max⟧
# Ø ohne den größten Bon: ⟦2.727,20@(sum-max)/(n-1)!⟧
ausgaben = bons.query("jahr == 2025")"""),
E('r_total_2025', 'faithful', 'pl-PL yoda',
  """Wydałeś w 2025, ⟦246\u00a0665,21@sum⟧ rubli, tak. ⟦86@n⟧ paragonów to było. Średnio ⟦2868,20@avg⟧ na paragon, hmm. Największy, ⟦13\u00a0153,34@max⟧ wyniósł."""),
E('r_total_2025', 'faithful', 'zh-CN boxing',
  """女士们先生们！2025年消费擂台！总支出 ⟦246,665.21@sum⟧ 卢布！出场 ⟦86@n⟧ 次！平均每张小票 ⟦2,868.20@avg⟧！最重一击：⟦13,153.34@max⟧！"""),
E('r_total_2025', 'faithful', 'ja-JP tasklist',
  """- [x] 2025年の支出合計：⟦246,665.21@sum⟧ルーブル
- [x] レシート：⟦86@n⟧枚
- [x] 平均：⟦2,868.20@avg⟧ルーブル[^注]
- [ ] 最大の⟦13,153.34@max⟧ルーブルを見直す

[^注]: 今年の全レシートの単純平均。"""),
# ---------------------------------------------------------------- r_top_items
E('r_top_items', 'wrong_row', 'it-IT gossip',
  """INDISCREZIONI! Nel carrello più amato spiccano i cioccolatini Красный Октябрь: ⟦21.480,62@""" + KO + """.sum⟧ rubli in ⟦25@""" + KO + """.n⟧ acquisti! Seguono i pannolini Merries (⟦20.886,90@row('Подгузники').sum⟧). E il formaggio Сыр Российский? ⟦16.001,43@row('Сыр').sum~row('Фарш').sum!⟧, sussurrano."""),
E('r_top_items', 'coincidental', 'ja-JP bars',
  """支出トップ商品（ルーブル）
Конфеты Красный Октябрь ████████████ ⟦21,480.62@""" + KO + """.sum⟧
Подгузники Merries       ███████████▋ ⟦20,886.90@row('Подгузники').sum⟧
Сосиски Останкино        ██████████ ⟦17,794.42@row('Сосиски').sum⟧
Фарш из индейки          █████████ ⟦16,038@row('Фарш').sum!⟧"""),
E('r_top_items', 'derived', 'pt-BR pycode',
  """# Top produtos por gasto (RUB)
# líder, bombons Красный Октябрь: ⟦21.480,62@""" + KO + """.sum⟧; bombons Коркунов: ⟦15.256,64@""" + KK + """.sum⟧
# juntos, os dois bombons: ⟦36.737,26@""" + KO + ".sum+" + KK + """.sum!⟧ (somei eu)
top = itens.groupby("nome")["valor"].sum().nlargest(8)"""),
E('r_top_items', 'faithful', 'zh-CN shanty',
  """🎵 嘿哟嗬，购物船上货满舱！
红十月巧克力 ⟦21,480.62@""" + KO + """.sum⟧ 卢布，买了 ⟦25@""" + KO + """.n⟧ 回，
尿不湿 ⟦20,886.90@row('Подгузники').sum⟧，腊肠 ⟦17,794.42@row('Сосиски').sum⟧，
嘿哟，拉起帆，再去超市一趟！"""),
E('r_top_items', 'faithful', 'en-GB flashcard',
  """FRONT: Which products do I spend the most on?
BACK: Конфеты «Красный Октябрь» 192 г — ⟦21,480.62@""" + KO + """.sum⟧ RUB over ⟦25@""" + KO + """.n⟧ purchases; then Merries nappies, ⟦20,886.90@row('Подгузники').sum⟧ (⟦10@row('Подгузники').n⟧ packs)."""),
E('r_top_items', 'faithful', 'ru-RU yoda',
  """Больше всего тратишь ты на конфеты «Красный Октябрь» — ⟦21\u00a0480,62@""" + KO + """.sum⟧ ₽, да. Подгузники вторые, ⟦20\u00a0886,90@row('Подгузники').sum⟧. Сосиски третьи, ⟦17\u00a0794,42@row('Сосиски').sum⟧ за ⟦41@row('Сосиски').n⟧ покупку. Хм."""),
]
