"""Receipts (r_latest, r_by_shop, r_total_2025, r_top_items). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

KO = "row('Конфеты шоколадные ассорти Красный Октябрь')"

ENTRIES = [
# ---------------------------------------------------------------- r_latest
E('r_latest', 'wrong_row', 'en-US draft',
  """RECEIPT DRAFT — ROUND ONE
"With the first pick, we select… Азбука вкуса, ⟦Jun 29@D:2025-06-29⟧, ⟦13,153.34@T[0].total⟧ RUB!"
Also drafted: АШАН, ⟦Jun 23@D:2025-06-23⟧, ⟦1,782.97@row('АШАН').total⟧ RUB.
Late round: Перекрёсток on ⟦Jun 26@D:2025-06-26⟧, ⟦984.21@T[2].total~T[1].total!⟧ RUB."""),
E('r_latest', 'invented', 'ja-JP catalogue',
  """請求記号：RCPT 2025 .J6
最新レシート 8 件（全 ⟦300@R.total_rows⟧ 件中）
注記：⟦6月29日@D:2025-06-29⟧ 08:12 Азбука вкуса ⟦13,153.34@T[0].total⟧ ルーブル；⟦6月26日@D:2025-06-26⟧ 16:40 Дикси ⟦1,126.40@row('Дикси').total!⟧ ルーブル。"""),
E('r_latest', 'derived', 'nl-NL escape',
  """🔐 ESCAPEROOM „DE KASSABONNEN”
Aanwijzing #3: Перекрёсток staat drie keer tussen de laatste 8 bonnen: ⟦738,76@T[2].total⟧, ⟦804,15@T[4].total⟧ en ⟦934,93@T[5].total⟧ RUB.
Aanwijzing #4: de code is hun som, ⟦2.477,84@T[2].total+T[4].total+T[5].total!⟧ (zelf opgeteld).
⏳ 06:06 over""",
  allow=['3', '4']),
E('r_latest', 'faithful', 'fr-FR jupyter',
  """In [8]: recus = query_receipts(order_by="date desc", limit=8)
        print(fmt(recus.total.max()), "—", recus.shop[recus.total.idxmax()])
⟦13\u202f153,34@T[0].total⟧ ₽ — Азбука вкуса
In [10]: print(fmt(recus.total.min()), "—", recus.shop[recus.total.idxmin()])
⟦738,76@T[2].total⟧ ₽ — Перекрёсток""",
  allow=['10']),
E('r_latest', 'faithful', 'pl-PL safety',
  """KARTA BEZPIECZEŃSTWA — Lot „Ostatnie paragony”
Ostatni zakup: ⟦29 czerwca 2025@D:2025-06-29⟧, Азбука вкуса, ⟦13\u00a0153,34@T[0].total⟧ RUB
Wcześniej: Дикси ⟦984,21@row('Дикси').total⟧ RUB i Перекрёсток ⟦738,76@T[2].total⟧ RUB (oba ⟦26 czerwca@D:2025-06-26⟧)
Przy spadku ciśnienia w portfelu maskę zakładaj najpierw sobie."""),
E('r_latest', 'faithful', 'zh-CN chronicle',
  """《购物纪事·乙巳年》
⟦6月10日@D:2025-06-10⟧，于 Магнит 购物，费 ⟦770.93@row('Магнит').total⟧ 卢布。
⟦6月11日@D:2025-06-11⟧，先至 Азбука вкуса，费 ⟦6,757.91@T[6].total⟧；夜复至 Перекрёсток，费 ⟦934.93@T[5].total⟧。
⟦6月29日@D:2025-06-29⟧ 晨，复至 Азбука вкуса，费 ⟦13,153.34@T[0].total⟧，为近来之最。"""),
# ---------------------------------------------------------------- r_by_shop
E('r_by_shop', 'wrong_row', 'ja-JP chronicle',
  """【買物年代記】
Перекрёсток にて費やすこと ⟦216,136.08@row('Перекрёсток').sum⟧ ルーブル、通うこと ⟦95@row('Перекрёсток').n⟧ 度、諸店の首たり。
АШАН には ⟦106,458.44@row('АШАН').sum⟧ ルーブル、通うこと ⟦61@row('АШАН').n~row('ВкусВилл').n!⟧ 度と記す。"""),
E('r_by_shop', 'miscomputed', 'en-GB jupyter',
  """In [8]: shops.loc["Магнит"]
Out[8]: sum(total)    ⟦85375.03@row('Магнит').sum⟧
        count(*)            ⟦36@row('Магнит').n⟧
In [12]: # so that's ⟦2,317.53@row('Магнит').sum/row('Магнит').n!⟧ RUB per visit at Магнит""",
  allow=['8', '12']),
E('r_by_shop', 'wrong_unit', 'de-DE draft',
  """EINKAUFS-DRAFT — ERSTE RUNDE
„Mit dem ersten Pick wählen wir… Перекрёсток!“ ⟦216.136,08@row('Перекрёсток').sum⟧ RUB, ⟦95@row('Перекрёсток').n⟧ Besuche.
Zweiter Pick: ВкусВилл, ⟦145.619,56@row('ВкусВилл').sum⟧ RUB.
Spät gezogen: Пятёрочка mit ⟦29.278,34@row('Пятёрочка').sum~row('Пятёрочка').sum!⟧ € aus ⟦12@row('Пятёрочка').n⟧ Bons.""",
  unit_note='roubles quoted as euros'),
E('r_by_shop', 'faithful', 'fr-FR escape',
  """🔐 SALLE « OÙ PART L'ARGENT ? »
Indice #1 : l'enseigne la plus coûteuse est Перекрёсток, ⟦216\u202f136,08@row('Перекрёсток').sum⟧ ₽ en ⟦95@row('Перекрёсток').n⟧ tickets.
Indice #2 : la plus modeste, Лента : ⟦10\u202f029,92@row('Лента').sum⟧ ₽, ⟦5@row('Лента').n⟧ tickets.
Code final : le nombre d'enseignes, ⟦8@R.total_rows⟧.""",
  allow=['1', '2']),
E('r_by_shop', 'faithful', 'pt-BR rap',
  """[Verso]
Перекрёсток no topo, ⟦216.136,08@row('Перекрёсток').sum⟧ gastos, mano,
⟦95@row('Перекрёсток').n⟧ recibos, é lá que vai meu plano,
ВкусВилл vem atrás com ⟦145.619,56@row('ВкусВилл').sum⟧,
E a Лента no fim, ⟦10.029,92@row('Лента').sum⟧, quase nem vi."""),
E('r_by_shop', 'faithful', 'it-IT epitaph',
  """QUI RIPOSA
IL BILANCIO DI FAMIGLIA
Перекрёсток ⟦216.136,08@row('Перекрёсток').sum⟧ RUB
ВкусВилл ⟦145.619,56@row('ВкусВилл').sum⟧ RUB
АШАН ⟦106.458,44@row('АШАН').sum⟧ RUB
Le casse non lo dimenticheranno."""),
# ---------------------------------------------------------------- r_total_2025
E('r_total_2025', 'wrong_column', 'nl-NL chronicle',
  """KRONIEK VAN HET JAAR 2025
In het jaar onzes Heren 2025 werden ⟦86@n⟧ bonnen geschreven, samen ⟦246.665,21@sum⟧ roebel.
De grootste bon van alle bedroeg ⟦2.868,20@max~avg!⟧ roebel, zo tekende de kroniekschrijver op."""),
E('r_total_2025', 'misrounded', 'pt-BR epitaph',
  """AQUI JAZ
O ORÇAMENTO DE 2025
⟦86@n⟧ recibos, ⟦246.665,21@sum⟧ rublos ao todo,
média de ⟦2.869@avg!⟧ por ida ao mercado.
Descanse em paz, carteira."""),
E('r_total_2025', 'invented', 'de-DE draft',
  """EINKAUFS-DRAFT 2025 — ERÖFFNUNGSRUNDE
„Mit dem ersten Pick: die Jahressumme, ⟦246.665,21@sum⟧ RUB!“
Gezogene Kassenbons bisher: ⟦92@n!⟧
Durchschnittsbon: ⟦2.868,20@avg⟧ RUB · größter Bon: ⟦13.153,34@max⟧ RUB"""),
E('r_total_2025', 'faithful', 'fr-FR judges',
  """FICHE DU JURY — concours « Budget 2025 »
Candidat : les dépenses depuis début janvier
Total : ⟦246\u202f665,21@sum⟧ ₽ · Tickets : ⟦86@n⟧
Ticket moyen : ⟦2\u202f868,20@avg⟧ ₽ · le plus gros : ⟦13\u202f153,34@max⟧ ₽
Appréciation du jury : copieux."""),
E('r_total_2025', 'faithful', 'en-US safety',
  """IN-FLIGHT SAFETY — Budget Airlines, 2025 to date
Receipts on board: ⟦86@n⟧ · Total carried: ⟦246,665.21@sum⟧ RUB
Average receipt: ⟦2,868.20@avg⟧ RUB · Heaviest piece: ⟦13,153.34@max⟧ RUB
In case of overspending, place the mask on your wallet first."""),
E('r_total_2025', 'faithful', 'it-IT wargame',
  """SCHEDA UNITÀ: SPESA 2025
Scontrini schierati ⟦86@n⟧ | Potenza totale ⟦246.665,21@sum⟧ RUB
Attacco medio ⟦2.868,2@avg⟧ | Colpo più forte ⟦13.153,34@max⟧
Regola speciale: la cassa non perdona."""),
# ---------------------------------------------------------------- r_top_items
E('r_top_items', 'wrong_row', 'it-IT jupyter',
  """In [8]: top = query_receipts("receipt_items", group_by="item.name", limit=8)
        print(fmt(top.loc["Сыр Российский 50% Ламбер 200 г", "sum(amount)"]), "RUB")
⟦16.001,43@row('Сыр').sum~row('Фарш').sum!⟧ RUB"""),
E('r_top_items', 'coincidental', 'en-GB judges',
  """JUDGES' SCORE SHEET — "Most-bought product" category
Entry: Сосиски Молочные Останкино 460 г
Spend: ⟦17,794.42@row('Сосиски').sum⟧ RUB · Purchases: ⟦37@row('Сосиски').n!⟧
Judges' note: bought more often than anything else in the top eight."""),
E('r_top_items', 'misrounded', 'de-DE progress',
  """$ receipts top --limit 8 --nach betrag
Gruppieren ▕██████████▏ ⟦209@R.total_rows⟧ Produkte
1. Конфеты Красный Октябрь 192 г ..... ⟦21.480,62@""" + KO + """.sum⟧ RUB
2. Подгузники Merries 54 шт .......... ⟦20.886,9@row('Подгузники').sum⟧ RUB
8. Кофе молотый Lavazza 250 г ........ ⟦14.994,7@row('Кофе').sum!⟧ RUB"""),
E('r_top_items', 'faithful', 'zh-CN draft',
  """【商品选秀】花钱最多的商品
状元：Конфеты шоколадные ассорти Красный Октябрь 192 г，共 ⟦21,480.62@""" + KO + """.sum⟧ 卢布（⟦25@""" + KO + """.n⟧ 次）
榜眼：Подгузники размер 4 Merries 54 шт，计 ⟦20,886.90@row('Подгузники').sum⟧ 卢布
探花：Сосиски Молочные Останкино 460 г，计 ⟦17,794.42@row('Сосиски').sum⟧ 卢布，购买 ⟦41@row('Сосиски').n⟧ 次，次数最多"""),
E('r_top_items', 'faithful', 'ru-RU escape',
  """🔐 КВЕСТ-КОМНАТА «ЧЕКИ»
Подсказка #1: самый дорогой товар — конфеты «Красный Октябрь», ⟦21\u00a0480,62@""" + KO + """.sum⟧ ₽.
Подсказка #2: чаще всего брали сосиски: ⟦41@row('Сосиски').n⟧ раз.
Код от сейфа: число товаров в базе, ⟦209@R.total_rows⟧.
⏳ 13:13""",
  allow=['1', '2']),
E('r_top_items', 'faithful', 'nl-NL epitaph',
  """HIER RUST
HET HUISHOUDBOEKJE
Snoep (Красный Октябрь): ⟦21.480,62@""" + KO + """.sum⟧ RUB
Luiers (Merries): ⟦20.886,90@row('Подгузники').sum⟧ RUB
Worstjes (Останкино): ⟦17.794,42@row('Сосиски').sum⟧ RUB, ⟦41@row('Сосиски').n⟧ keer
Rust zacht, boodschappenlijst."""),
]
