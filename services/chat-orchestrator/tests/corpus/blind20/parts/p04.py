"""Receipts (r_latest ... r_top_items). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes). Amounts are roubles."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

KO = "row('Конфеты шоколадные ассорти Кр')"

ENTRIES = [
# ---------------------------------------------------------------- r_latest
E('r_latest', 'wrong_row', 'en-GB infobox',
  """{{Infobox receipts
| latest = ⟦29 June 2025@D:2025-06-29⟧, Азбука вкуса, ⟦13,153.34@row('2025-06-29').total⟧ ₽
| auchan = ⟦23 June@D:2025-06-23⟧, АШАН, ⟦984.21@row('2025-06-23').total~row('2025-06-26T16').total!⟧ ₽
| earliest_shown = ⟦10 June@D:2025-06-10⟧, Магнит, ⟦770.93@row('2025-06-10').total⟧ ₽
| shown = ⟦8@len(T)⟧ of ⟦300@R.total_rows⟧
}}"""),
E('r_latest', 'derived', 'pl-PL charsheet',
  """KARTA POSTACI — budżet domowy, czerwiec
Ostatnie paragony: ⟦8@len(T)⟧
Boss: Азбука вкуса, ⟦29.06@D:2025-06-29⟧ za ⟦13\u00a0153,34@row('2025-06-29').total⟧ ₽ i ⟦11.06@D:2025-06-11⟧ za ⟦6757,91@row('2025-06-11T08').total⟧ ₽
Łączne obrażenia od bossa: ⟦19\u00a0911,25@row('2025-06-29').total+row('2025-06-11T08').total!⟧ ₽ (moje wyliczenie)
Najsłabszy wróg: Перекрёсток, ⟦738,76@row('2025-06-26T12').total⟧ ₽"""),
E('r_latest', 'invented', 'de-DE conductor',
  """Meine Damen und Herren, in Kürze erreichen wir den ⟦29. Juni@D:2025-06-29⟧: Азбука вкуса, ⟦13.153,34@row('2025-06-29').total⟧ ₽.
Zuvor hielten wir am ⟦23. Juni@D:2025-06-23⟧ bei АШАН (⟦1.782,97@row('2025-06-23').total⟧ ₽) und am ⟦10. Juni@D:2025-06-10⟧ bei Магнит (⟦812,40@row('2025-06-10').total!⟧ ₽).
Ausstieg in Fahrtrichtung links."""),
E('r_latest', 'faithful', 'ja-JP bingo',
  """さあ、カードにご注目！🎱
最初の玉：⟦6月29日@D:2025-06-29⟧、Азбука вкуса ⟦13,153.34@row('2025-06-29').total⟧ルーブル！
次の玉：⟦6月26日@D:2025-06-26⟧、Дикси ⟦984.21@row('2025-06-26T16').total⟧！
最後の玉：⟦6月10日@D:2025-06-10⟧、Магнит ⟦770.93@row('2025-06-10').total⟧！
ビンゴ！直近 ⟦8@len(T)⟧ 枚でした。"""),
E('r_latest', 'faithful', 'ru-RU insta',
  """Июнь в чеках 🧾🛒
⟦29.06@D:2025-06-29⟧ — Азбука вкуса, ⟦13\u00a0153,34@row('2025-06-29').total⟧ ₽ (ой)
⟦26.06@D:2025-06-26⟧ — Дикси ⟦984,21@row('2025-06-26T16').total⟧ ₽ и Перекрёсток ⟦738,76@row('2025-06-26T12').total⟧ ₽
⟦23.06@D:2025-06-23⟧ — АШАН ⟦1782,97@row('2025-06-23').total⟧ ₽
#чеки #бюджет #продукты"""),
E('r_latest', 'faithful', 'zh-CN racing',
  """【小票赛马 · 最近 ⟦8@len(T)⟧ 张】
头名：⟦6月29日@D:2025-06-29⟧ Азбука вкуса ⟦13,153.34@row('2025-06-29').total⟧ 卢布
次名：⟦6月11日@D:2025-06-11⟧ Азбука вкуса ⟦6,757.91@row('2025-06-11T08').total⟧ 卢布
末名：⟦6月26日@D:2025-06-26⟧ Перекрёсток ⟦738.76@row('2025-06-26T12').total⟧ 卢布
本场 Перекрёсток 出赛三次。"""),
# ---------------------------------------------------------------- r_by_shop
E('r_by_shop', 'wrong_row', 'es-ES sitrep',
  """SITREP · GASTO POR TIENDA
1. PRINCIPAL: Перекрёсток, ⟦216.136,08@row('Перекрёсток').sum⟧ ₽ en ⟦95@row('Перекрёсток').n⟧ tiques.
2. SEGUNDA: ВкусВилл, ⟦145.619,56@row('ВкусВилл').sum⟧ ₽.
3. DETALLE, Дикси: ⟦85.375,03@row('Дикси').sum~row('Магнит').sum!⟧ ₽ en ⟦27@row('Дикси').n⟧ tiques.
Cambio y corto."""),
E('r_by_shop', 'wrong_unit', 'fr-FR lottery',
  """🎟️ TIRAGE DU LOTO DES DÉPENSES
Numéro gagnant : Перекрёсток, ⟦216\u202f136,08@row('Перекрёсток').sum~row('Перекрёсток').sum!⟧ €
Deuxième rang : ВкусВилл, ⟦145\u202f619,56@row('ВкусВилл').sum⟧ ₽
Lot de consolation : Лента, ⟦10\u202f029,92@row('Лента').sum⟧ ₽ en ⟦5@row('Лента').n⟧ tickets""",
  unit_note='roubles quoted as euros'),
E('r_by_shop', 'miscomputed', 'zh-CN proof',
  """命题：在 АШАН 每次平均花费不到两千卢布。
证明：АШАН 合计 ⟦106,458.44@row('АШАН').sum⟧ 卢布，共 ⟦56@row('АШАН').n⟧ 张小票，平均每张 ⟦1,910.04@row('АШАН').sum/row('АШАН').n!⟧ 卢布，小于两千。∎"""),
E('r_by_shop', 'faithful', 'en-US conductor',
  """Ladies and gentlemen, this is the grocery express. First stop, Перекрёсток: ⟦216,136.08@row('Перекрёсток').sum⟧ ₽ over ⟦95@row('Перекрёсток').n⟧ receipts, your biggest spend.
Next stop, ВкусВилл: ⟦145,619.56@row('ВкусВилл').sum⟧ ₽. Last stop, Лента: ⟦10,029.92@row('Лента').sum⟧ ₽ over ⟦5@row('Лента').n⟧ visits. Watch your step."""),
E('r_by_shop', 'faithful', 'ja-JP patent',
  """【発明の名称】買い物支出の店舗別集計方法
【要約】最大の支出先は Перекрёсток（⟦216,136.08@row('Перекрёсток').sum⟧ルーブル、⟦95@row('Перекрёсток').n⟧件）、次いで ВкусВилл（⟦145,619.56@row('ВкусВилл').sum⟧ルーブル）。
【効果】支出の偏りが一目で分かる。"""),
E('r_by_shop', 'faithful', 'nl-NL infobox',
  """{{Infobox uitgaven
| grootste = Перекрёсток, ⟦216.136,08@row('Перекрёсток').sum⟧ ₽ (⟦95@row('Перекрёсток').n⟧ bonnen)
| tweede = ВкусВилл, ⟦145.619,56@row('ВкусВилл').sum⟧ ₽
| kleinste = Лента, ⟦10.029,92@row('Лента').sum⟧ ₽ (⟦5@row('Лента').n⟧ bonnen)
| winkels = ⟦8@R.total_rows⟧
}}"""),
# ---------------------------------------------------------------- r_total_2025
E('r_total_2025', 'wrong_column', 'zh-CN proof',
  """命题：2025 年至今的买菜支出可以用三个数概括。
证明：今年共 ⟦86@n⟧ 张小票，合计 ⟦246,665.21@sum⟧ 卢布，平均每张 ⟦13,153.34@avg~max!⟧ 卢布。∎"""),
E('r_total_2025', 'misrounded', 'en-GB lottery',
  """🎱 THE 2025 SPENDING DRAW
Receipts in the drum: ⟦86@n⟧
Jackpot (total spent): ₽⟦246.6k@sum!⟧
Average ticket: ₽⟦2,868.20@avg⟧
Biggest single ball: ₽⟦13,153.34@max⟧"""),
E('r_total_2025', 'miscomputed', 'ja-JP sitrep',
  """状況報告（SITREP）2025年 支出
1. 件数：⟦86@n⟧ 件、合計 ⟦246,665.21@sum⟧ ルーブル。
2. 最大：⟦13,153.34@max⟧ ルーブル。
3. 最大を除く合計：⟦233,611.87@sum-max!⟧ ルーブル。
以上。"""),
E('r_total_2025', 'wrong_unit', 'en-US journal',
  """JOURNAL ENTRY · groceries, 2025 YTD
Dr  Groceries expense      $⟦246,665.21@sum~sum!⟧
    Cr  Cash on hand
Memo: ⟦86@n⟧ receipts; average ⟦2,868.20@avg⟧ ₽, largest ⟦13,153.34@max⟧ ₽.""",
  unit_note='roubles quoted as US dollars'),
E('r_total_2025', 'faithful', 'pt-BR insta',
  """2025 até agora no mercado 🛒💸
⟦86@n⟧ cupons, ⟦246.665,21@sum⟧ ₽ no total
Média por compra: ⟦2.868,20@avg⟧ ₽
Maior compra: ⟦13.153,34@max⟧ ₽ 😱
#orçamento #mercado #finançaspessoais"""),
E('r_total_2025', 'faithful', 'fr-FR infobox',
  """{{Infobox dépenses
| période = 2025 à ce jour
| tickets = ⟦86@n⟧
| total = ⟦246\u202f665,21@sum⟧ ₽
| moyenne = ⟦2\u202f868,20@avg⟧ ₽
| maximum = ⟦13\u202f153,34@max⟧ ₽
}}"""),
# ---------------------------------------------------------------- r_top_items
E('r_top_items', 'misrounded', 'pt-BR proof',
  """Proposição. Os chocolates lideram os gastos por produto.
Prova. Os bombons Красный Октябрь somam ⟦21.480,62@""" + KO + """.sum⟧ ₽, acima das fraldas Merries (⟦20.886,90@row('Подгузники').sum⟧ ₽) e das salsichas Останкино (⟦17,7 mil@row('Сосиски').sum!⟧ ₽). ∎"""),
E('r_top_items', 'derived', 'en-US journal',
  """JOURNAL ENTRY · top products
Dr  Diapers, Merries size 4     ⟦20,886.90@row('Подгузники').sum⟧ ₽ (⟦10@row('Подгузники').n⟧ buys)
Dr  Chocolates, Красный Октябрь  ⟦21,480.62@""" + KO + """.sum⟧ ₽
    Cr  Card
Memo: diapers average ⟦2,088.69@row('Подгузники').sum/row('Подгузники').n!⟧ ₽ a pack (my division)."""),
E('r_top_items', 'coincidental', 'it-IT sitrep',
  """SITREP · SPESA PER PRODOTTO
1. IN TESTA: cioccolatini Красный Октябрь, ⟦21.480,62@""" + KO + """.sum⟧ ₽ (⟦25@""" + KO + """.n⟧ acquisti).
2. SECONDI: pannolini Merries, ⟦20.886,90@row('Подгузники').sum⟧ ₽.
3. CARNE: Свинина карбонад, ⟦16.034@row('Свинина').sum!⟧ ₽.
Passo e chiudo."""),
E('r_top_items', 'faithful', 'fr-FR patent',
  """REVENDICATIONS
1. Procédé de classement des dépenses par produit, dans lequel le premier poste est constitué des chocolats Красный Октябрь, avec ⟦21\u202f480,62@""" + KO + """.sum⟧ ₽ sur ⟦25@""" + KO + """.n⟧ achats.
2. Procédé selon la revendication précédente, dans lequel le deuxième poste est constitué des couches Merries, ⟦20\u202f886,90@row('Подгузники').sum⟧ ₽."""),
E('r_top_items', 'faithful', 'nl-NL racing',
  """16:30 · BOODSCHAPPENDERBY · baan: kassabon
1. Красный Октябрь-bonbons — ⟦21.480,62@""" + KO + """.sum⟧ ₽, wint
2. Merries-luiers — ⟦20.886,90@row('Подгузники').sum⟧ ₽
3. Останкино-worstjes — ⟦17.794,42@row('Сосиски').sum⟧ ₽, ⟦41@row('Сосиски').n⟧ keer gekocht, het vaakst van allemaal
Uitslag over de top ⟦8@len(T)⟧ producten."""),
E('r_top_items', 'faithful', 'en-GB conductor',
  """Ladies and gentlemen, welcome aboard the top-products service, calling at Красный Октябрь chocolates (⟦21,480.62@""" + KO + """.sum⟧ ₽), Merries nappies (⟦20,886.90@row('Подгузники').sum⟧ ₽) and Останкино sausages (⟦17,794.42@row('Сосиски').sum⟧ ₽).
This service terminates at Lavazza coffee, ⟦14,994.78@row('Кофе').sum⟧ ₽. Please mind the gap."""),
]
