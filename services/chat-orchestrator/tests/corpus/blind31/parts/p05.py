"""Receipts (r_latest, r_by_shop, r_total_2025, r_top_items). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

KO = "row('Конфеты шоколадные ассорти Красный')"
KK = "row('Конфеты шоколадные ассорти Коркунов')"

ENTRIES = [
# ---------------------------------------------------------------- r_latest
E('r_latest', 'wrong_row', 'zh-CN windtunnel',
  """风洞试验单 · 风洞 FD1，模型「最近小票」
试次 R1 ⟦6月29日@D:2025-06-29⟧ 08:12 Азбука вкуса：⟦13,153.34@row('2025-06-29').total⟧ 卢布（最大）
试次 R3 ⟦6月26日@D:2025-06-26⟧ 12:10 Перекрёсток：⟦804.15@row('2025-06-26T12').total~row('2025-06-15').total!⟧ 卢布
记录：赵工"""),
E('r_latest', 'coincidental', 'ru-RU bonsai',
  """ДНЕВНИК БОНСАЙ — клён «Чеки», последние ⟦8@R.rows.__len__()⟧ из ⟦300@R.total_rows⟧
⟦29 июня@D:2025-06-29⟧, 08:12: Азбука вкуса, ⟦13\u00a0153,34@row('2025-06-29').total⟧ ₽ — самый крупный
⟦10 июня@D:2025-06-10⟧, 16:47: Магнит, ⟦741@row('2025-06-10').total!⟧ ₽
Полив умеренный, листья в порядке."""),
E('r_latest', 'misrounded', 'fr-FR triage',
  """TABLEAU DE TRI — urgences, poste C · mis à jour 09:30
BOX | TICKET | PRIO | MONTANT
C1 | Азбука вкуса, ⟦29/06@D:2025-06-29⟧ | P1 | ⟦13\u202f153,4@row('2025-06-29').total!⟧ RUB
C2 | АШАН, ⟦23/06@D:2025-06-23⟧ | P2 | ⟦1\u202f782,97@row('2025-06-23').total⟧ RUB
C8 | Перекрёсток, ⟦26/06@D:2025-06-26⟧ 12:10 | P4 | ⟦738,76@row('2025-06-26T12').total⟧ RUB"""),
E('r_latest', 'faithful', 'it-IT cocktail',
  """SCHEDA COCKTAIL — «Ultimi scontrini»
Bicchiere: tumbler · Ghiaccio: a cubetti
Base: Азбука вкуса, ⟦29/06@D:2025-06-29⟧, ⟦13.153,34@row('2025-06-29').total⟧ rubli
Spruzzata: Дикси, ⟦26/06@D:2025-06-26⟧, ⟦984,21@row('2025-06-26T16').total⟧
Scorza: Магнит, ⟦10/06@D:2025-06-10⟧, ⟦770,93@row('2025-06-10').total⟧ (il più vecchio degli ⟦8@R.rows.__len__()⟧)"""),
E('r_latest', 'faithful', 'en-US ringmaster',
  """LADIES AND GENTLEMEN! The eight latest receipts, live under the big top!
Leading the parade, ⟦6/29@D:2025-06-29⟧: Азбука вкуса, ⟦13,153.34@row('2025-06-29').total⟧ roubles!
Smallest act: Перекрёсток, ⟦6/26@D:2025-06-26⟧, a modest ⟦738.76@row('2025-06-26T12').total⟧!
And Перекрёсток takes the ring three times! Bravo!"""),
E('r_latest', 'faithful', 'es-ES pawn',
  """PAPELETA DE EMPEÑO — n.º PE0629
Prenda: los ⟦8@R.rows.__len__()⟧ tiques más recientes (de ⟦300@R.total_rows⟧)
Mayor: Азбука вкуса, ⟦29/06@D:2025-06-29⟧, ⟦13.153,34@row('2025-06-29').total⟧ rublos
Segundo de esa tienda: ⟦11/06@D:2025-06-11⟧, ⟦6757,91@row('2025-06-11T08').total⟧
Plazo de rescate: tres meses."""),
# ---------------------------------------------------------------- r_by_shop
E('r_by_shop', 'wrong_row', 'en-GB triage',
  """TRIAGE BOARD — A&E, night shift · updated 04:15
BAY | SHOP | PRIORITY | SPEND (RUB)
A1 | Перекрёсток | P1 | ⟦216,136.08@row('Перекрёсток').sum⟧ over ⟦95@row('Перекрёсток').n⟧ receipts
A2 | ВкусВилл | P2 | ⟦145,619.56@row('ВкусВилл').sum⟧
A4 | Магнит | P3 | ⟦61,984.60@row('Магнит').sum~row('Дикси').sum!⟧"""),
E('r_by_shop', 'derived', 'pt-BR ringmaster',
  """Respeitável público! No picadeiro, o campeão dos gastos: Перекрёсток, ⟦216.136,08@row('Перекрёсток').sum⟧ rublos em ⟦95@row('Перекрёсток').n⟧ compras!
Dá ⟦2.275,12@row('Перекрёсток').sum/row('Перекрёсток').n!⟧ rublos por compra — conta minha, não está no relatório!
E lá no fundo, Лента, ⟦10.029,92@row('Лента').sum⟧. Palmas!"""),
E('r_by_shop', 'wrong_unit', 'en-US windtunnel',
  """WIND TUNNEL TEST SHEET — tunnel WT5, model "Spend by shop"
RUN | SHOP | READING
R01 | Перекрёсток | $⟦216,136.08@row('Перекрёсток').sum~row('Перекрёсток').sum!⟧ (⟦95@row('Перекрёсток').n⟧ receipts)
R02 | ВкусВилл | ⟦145,619.56@row('ВкусВилл').sum⟧
R08 | Лента | ⟦10,029.92@row('Лента').sum⟧
Tech: P. Nair""", unit_note='roubles quoted as dollars'),
E('r_by_shop', 'faithful', 'it-IT pawn',
  """POLIZZA DI PEGNO — n. PG0095
Bene: spesa per negozio
Перекрёсток ⟦216.136,08@row('Перекрёсток').sum⟧ rubli (⟦95@row('Перекрёсток').n⟧ scontrini) · ВкусВилл ⟦145.619,56@row('ВкусВилл').sum⟧ (⟦61@row('ВкусВилл').n⟧) · АШАН ⟦106.458,44@row('АШАН').sum⟧ (⟦56@row('АШАН').n⟧)
Riscatto entro tre mesi."""),
E('r_by_shop', 'faithful', 'fr-FR slate',
  """CLAP — « Où part l'argent »
BOBINE A008 · SC1_T1 · CAM A
Перекрёсток : ⟦216\u202f136,08@row('Перекрёсток').sum⟧ roubles, ⟦95@row('Перекрёсток').n⟧ tickets
Лента ferme la marche : ⟦10\u202f029,92@row('Лента').sum⟧ roubles, ⟦5@row('Лента').n⟧ tickets
Réal. : N. Faure · TC 01:18:22:03"""),
E('r_by_shop', 'faithful', 'ja-JP rowing',
  """ローイング記録 ― セッション S08「店別の支出」
タイム 20:00 · レート一定
首位 Перекрёсток：⟦216,136.08@row('Перекрёсток').sum⟧ ルーブル（⟦95@row('Перекрёсток').n⟧回）
次点 ВкусВилл：⟦145,619.56@row('ВкусВилл').sum⟧ ルーブル
最下位 Лента：⟦10,029.92@row('Лента').sum⟧ ルーブル
脚が重い。"""),
# ---------------------------------------------------------------- r_total_2025
E('r_total_2025', 'wrong_column', 'pt-BR drumtab',
  """TABLATURA DE BATERIA — «Gastos 2025»
HH |x-x-x-x-x-x-x-x-|
SD |----o-------o---|
BD |o-------o-------|
Total ⟦246.665,21@sum⟧ rublos em ⟦86@n⟧ compras · recibo médio ⟦13.153,34@avg~max!⟧"""),
E('r_total_2025', 'miscomputed', 'en-GB postcard',
  """Greetings from Sunny NQ-on-Sea!
Spent ⟦246,665.21@sum⟧ roubles so far in 2025 across ⟦86@n⟧ receipts. The biggest single one, ⟦13,153.34@max⟧, is just ⟦3.53%@max/sum*100!⟧ of the lot.
Weather glorious. Wish you were here!
Love, Tom"""),
E('r_total_2025', 'invented', 'de-DE glacier',
  """GLETSCHERVERMESSUNG — Belegfeld NQ, Saison 2025
Pegel P1: Gesamtausgaben ⟦246.665,21@sum⟧ Rubel
Pegel P2: ⟦86@n⟧ Belege
Pegel P3: Durchschnittsbeleg ⟦3.412,50@avg!⟧ Rubel
Nebel ab 13:40, Abstieg über die Moräne."""),
E('r_total_2025', 'faithful', 'fr-FR slate',
  """CLAP — « Dépenses 2025 »
BOBINE B086 · SC7_T2 · CAM B
Total : ⟦246\u202f665,21@sum⟧ roubles · ⟦86@n⟧ tickets
Ticket moyen : ⟦2\u202f868,20@avg⟧ · plus gros : ⟦13\u202f153,34@max⟧
Réal. : N. Faure · TC 02:05:11:17"""),
E('r_total_2025', 'faithful', 'en-US overdue',
  """OVERDUE NOTICE — NQ Public Library
Item: "Spending in 2025 (so far)"
Total ⟦246,665.21@sum⟧ RUB · ⟦86@n⟧ receipts · average ⟦2,868.20@avg⟧ · largest ⟦13,153.34@max⟧
Please return or renew at the front desk."""),
E('r_total_2025', 'faithful', 'ja-JP pawn',
  """質札 ― 番号 SQ0086
品目：2025年の支出
合計 ⟦246,665.21@sum⟧ ルーブル、レシート ⟦86@n⟧ 枚
平均 ⟦2,868.2@avg⟧ ルーブル、最大 ⟦13,153.34@max⟧ ルーブル
質流れ期限：三か月"""),
# ---------------------------------------------------------------- r_top_items
E('r_top_items', 'wrong_row', 'it-IT slate',
  """CIAK — «Prodotti su cui spendo di più»
ROLL C008 · SC8_T1 · MDP C
In testa: Конфеты Красный Октябрь, ⟦21.480,62@""" + KO + """.sum⟧ rubli
Ottavo: Кофе молотый Lavazza, ⟦15.256,64@row('Кофе').sum~""" + KK + """.sum!⟧ rubli
Regia: V. Conti · TC 04:40:06:12"""),
E('r_top_items', 'wrong_unit', 'de-DE postcard',
  """Liebe Grüße aus NQ-Bad!
Meine teuersten Produkte: Pralinen „Красный Октябрь“ mit ⟦21.480,62@""" + KO + """.sum⟧ Rubel, Windeln Merries ⟦20.886,90@row('Подгузники').sum⟧ Rubel und die Würstchen von Останкино mit ⟦17.794,42@row('Сосиски').sum~row('Сосиски').sum!⟧ €.
Sonne satt hier! Bis bald, Jonas""", unit_note='roubles quoted as euros'),
E('r_top_items', 'coincidental', 'fr-FR glacier',
  """RELEVÉ GLACIAIRE — glacier NQ, articles les plus coûteux
Balise B1 : Конфеты Красный Октябрь, ⟦21\u202f480,62@""" + KO + """.sum⟧ roubles, ⟦25@""" + KO + """.n⟧ achats
Balise B3 : Сосиски Останкино, ⟦17\u202f794,42@row('Сосиски').sum⟧ roubles, ⟦38@row('Сосиски').n!⟧ achats
Brouillard dès 15:20."""),
E('r_top_items', 'faithful', 'zh-CN windtunnel',
  """风洞试验单 · 风洞 FD2，模型「花钱最多的商品」
R1 Конфеты Красный Октябрь：⟦21,480.62@""" + KO + """.sum⟧ 卢布，⟦25@""" + KO + """.n⟧ 次
R2 Подгузники Merries：⟦20,886.9@row('Подгузники').sum⟧ 卢布，⟦10@row('Подгузники').n⟧ 次
R8 Кофе Lavazza：⟦14,994.78@row('Кофе').sum⟧ 卢布
记录：钱工"""),
E('r_top_items', 'faithful', 'pt-BR bonsai',
  """DIÁRIO DE BONSAI — ficus «Compras»
No topo: bombons Красный Октябрь, ⟦21.480,62@""" + KO + """.sum⟧ rublos em ⟦25@""" + KO + """.n⟧ compras.
Segundo: fraldas Merries, ⟦20.886,90@row('Подгузники').sum⟧.
O mais frequente: salsichas Останкино, ⟦41@row('Сосиски').n⟧ vezes. Regar pouco."""),
E('r_top_items', 'faithful', 'en-GB drumtab',
  """DRUM TAB — "Top products"
HH |x-x-x-x-x-x-x-x-|
SD |----o-------o---|
BD |o-o-----o-------|
Chocolates Красный Октябрь ⟦21,480.62@""" + KO + """.sum⟧ · nappies Merries ⟦20,886.90@row('Подгузники').sum⟧ · sausages ⟦17,794.42@row('Сосиски').sum⟧ RUB
Sausages hit most often: ⟦41@row('Сосиски').n⟧ times."""),
]
