"""Receipts (r_latest, r_by_shop, r_total_2025, r_top_items). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

P = "row('Перекрёсток')"
ALL = "sum(t.sum for t in T)"

ENTRIES = [
# ---------------------------------------------------------------- r_latest
E('r_latest', 'faithful', 'nl-NL museum',
  "Vitrine — „De laatste acht kassabonnen”\nTopstuk: Азбука вкуса, ⟦29 juni 2025@D:2025-06-29⟧, ⟦13.153,34@row('2025-06-29').total⟧ ₽.\nKleinste stuk: Перекрёсток, ⟦26 juni@D:2025-06-26⟧, ⟦738,76@row('2025-06-26T12').total⟧ ₽.\nПерекрёсток komt drie keer voor in de reeks."),
E('r_latest', 'faithful', 'ru-RU shiplog',
  "Судовой журнал, последние чеки:\n⟦29.06@D:2025-06-29⟧ — Азбука вкуса, ⟦13\u00a0153,34@row('2025-06-29').total⟧ ₽ (крупнейший)\n⟦23.06@D:2025-06-23⟧ — АШАН, ⟦1782,97@row('2025-06-23').total⟧ ₽\n⟦10.06@D:2025-06-10⟧ — Магнит, ⟦770,93@row('2025-06-10').total⟧ ₽\nВсего в базе ⟦300@R.total_rows⟧ чеков."),
E('r_latest', 'faithful', 'ja-JP dictionary',
  "レシート（名）— 買い物の記録。用例：「最新の一枚は ⟦6月29日@D:2025-06-29⟧ の Азбука вкуса、⟦13,153.34@row('2025-06-29').total⟧ ルーブル。」※全 ⟦300@R.total_rows⟧ 件のうち直近 8 件を表示。"),
E('r_latest', 'wrong_row', 'en-GB specsheet',
  "Receipt spec — latest АШАН visit\nDate: ⟦23 June 2025@D:2025-06-23⟧\nShop: АШАН\nTotal: ⟦984.21@row('2025-06-23').total~row('2025-06-26T16').total!⟧ RUB"),
E('r_latest', 'coincidental', 'de-DE sql',
  "=> SELECT date, shop, total FROM receipts ORDER BY date DESC LIMIT 8;\n-- Auszug:\n ⟦2025-06-11@D:2025-06-11⟧ | Азбука вкуса | ⟦6.757,91@row('2025-06-11T08').total⟧\n ⟦2025-06-10@D:2025-06-10⟧ | Магнит       | ⟦738,74@row('2025-06-10').total!⟧"),
E('r_latest', 'invented', 'fr-FR classified',
  "PETITE ANNONCE — Cède ticket Дикси du ⟦26 juin@D:2025-06-26⟧ : ⟦1\u202f246,50@row('2025-06-26T16').total!⟧ ₽ de courses. Faire offre."),
# ---------------------------------------------------------------- r_by_shop
E('r_by_shop', 'faithful', 'pt-BR listing',
  "IMÓVEL EM DESTAQUE: Перекрёсток, o endereço onde você mais gasta — ⟦216.136,08@" + P + ".sum⟧ ₽ em ⟦95@" + P + ".n⟧ visitas. Vizinhos: ВкусВилл (⟦145.619,56@row('ВкусВилл').sum⟧ ₽) e АШАН (⟦106.458,44@row('АШАН').sum⟧ ₽). Agende sua visita."),
E('r_by_shop', 'faithful', 'de-DE adventure',
  "> GEH ZUM MARKT\nAcht Läden säumen die Straße. Der größte Schatz liegt bei Перекрёсток: ⟦216.136,08@" + P + ".sum⟧ ₽ aus ⟦95@" + P + ".n⟧ Einkäufen.\n> UNTERSUCHE Лента\nEin kleiner Laden. Nur ⟦5@row('Лента').n⟧ Bons, zusammen ⟦10.029,92@row('Лента').sum⟧ ₽.\n> _"),
E('r_by_shop', 'faithful', 'fr-FR phonecall',
  "— Allô ? Oui, alors, où tu dépenses le plus... euh... Перекрёсток, de loin : ⟦216\u202f136,08@" + P + ".sum⟧ roubles, ⟦95@" + P + ".n⟧ tickets. Ensuite ВкусВилл, ⟦145\u202f619,56@row('ВкусВилл').sum⟧. Et, euh, АШАН à ⟦106\u202f458,44@row('АШАН').sum⟧.\n— D'accord, merci."),
E('r_by_shop', 'wrong_row', 'nl-NL invoice',
  "Factuur — uitgaven per winkel\nВкусВилл ........ ⟦106.458,44@row('ВкусВилл').sum~row('АШАН').sum!⟧ ₽ (⟦61@row('ВкусВилл').n⟧ bonnen)\nМагнит .......... ⟦85.375,03@row('Магнит').sum⟧ ₽ (⟦36@row('Магнит').n⟧ bonnen)"),
E('r_by_shop', 'wrong_unit', 'zh-CN sticky',
  "便利贴：在 Перекрёсток 一共花了 ⟦216,136.08@" + P + ".sum~" + P + ".sum!⟧ 元！（⟦95@" + P + ".n⟧ 次）",
  unit_note='roubles quoted as yuan'),
E('r_by_shop', 'derived', 'it-IT pressconf',
  "Conferenza stampa — Domanda (Corriere della Sera): Quanto pesa Перекрёсток sulla spesa?\nRisposta: ⟦216.136,08@" + P + ".sum⟧ rubli in ⟦95@" + P + ".n⟧ scontrini, cioè il ⟦31,3 %@" + P + ".sum/" + ALL + "*100!⟧ della spesa complessiva nei negozi — calcolo nostro."),
# ---------------------------------------------------------------- r_total_2025
E('r_total_2025', 'faithful', 'ru-RU museum',
  "Экспликация: «Расходы 2025 года»\nЧеков: ⟦86@n⟧. Сумма: ⟦246\u00a0665,21@sum⟧ ₽. Средний чек: ⟦2868,20@avg⟧ ₽. Самый крупный: ⟦13\u00a0153,34@max⟧ ₽.\nИз личной коллекции владельца."),
E('r_total_2025', 'faithful', 'zh-CN shiplog',
  "航海日志 · 2025 年（截至目前）\n累计消费：⟦246,665.21@sum⟧ 卢布\n小票数：⟦86@n⟧ 张\n平均每张：⟦2,868.20@avg⟧ 卢布\n单张最高：⟦13,153.34@max⟧ 卢布\n风平浪静。"),
E('r_total_2025', 'faithful', 'es-ES dictionary',
  "ticket medio (loc. nom. m.) — gasto total dividido entre el número de compras. Ej.: en 2025, ⟦246.665,21@sum⟧ rublos en ⟦86@n⟧ tiques dan un ticket medio de ⟦2.868,20@avg⟧ rublos."),
E('r_total_2025', 'faithful', 'it-IT specsheet',
  "Scheda tecnica — spese 2025\nTotale: ⟦246.665,21@sum⟧ ₽\nScontrini: ⟦86@n⟧\nScontrino medio: ⟦2.868,2@avg⟧ ₽\nScontrino massimo: ⟦13.153,34@max⟧ ₽"),
E('r_total_2025', 'wrong_column', 'nl-NL sql',
  "-- uitgaven 2025\nSELECT sum(total), count(*), max(total) FROM receipts WHERE year = 2025;\n    sum     | count |   max\n------------+-------+---------\n ⟦246.665,21@sum⟧ | ⟦86@n⟧ | ⟦2.868,20@max~avg!⟧"),
E('r_total_2025', 'wrong_unit', 'pt-BR classified',
  "VENDO resumo de gastos de 2025: ⟦86@n⟧ compras, total de R$ ⟦246.665,21@sum~sum!⟧. Tratar com o dono.",
  unit_note='roubles quoted as Brazilian reais'),
# ---------------------------------------------------------------- r_top_items
E('r_top_items', 'faithful', 'fr-FR listing',
  "À VENDRE : le panier le plus cher de la maison. En tête, les chocolats Красный Октябрь : ⟦21\u202f480,62@row('Конфеты шоколадные ассорти Красный').sum⟧ ₽ en ⟦25@row('Конфеты шоколадные ассорти Красный').n⟧ achats. Puis les couches Merries (⟦20\u202f886,90@row('Подгузники').sum⟧ ₽, ⟦10@row('Подгузники').n⟧ paquets) et les saucisses Останкино (⟦17\u202f794,42@row('Сосиски').sum⟧ ₽). Visites sur rendez-vous."),
E('r_top_items', 'faithful', 'pt-BR adventure',
  "> ABRA A DESPENSA\nNa prateleira de cima, chocolates Красный Октябрь: ⟦21.480,62@row('Конфеты шоколадные ассорти Красный').sum⟧ ₽ gastos em ⟦25@row('Конфеты шоколадные ассорти Красный').n⟧ caixas.\n> OLHE ATRÁS\nUm pacote de café Lavazza, o oitavo da lista: ⟦14.994,78@row('Кофе').sum⟧ ₽.\n> _"),
E('r_top_items', 'faithful', 'pl-PL phonecall',
  "— Halo? No więc najwięcej idzie na czekoladki Красный Октябрь, ⟦21\u00a0480,62@row('Конфеты шоколадные ассорти Красный').sum⟧ rubli, ⟦25@row('Конфеты шоколадные ассорти Красный').n⟧ razy. Potem pieluchy Merries, ⟦20\u00a0886,9@row('Подгузники').sum⟧. Yyy... i parówki Останкино, ⟦17\u00a0794,42@row('Сосиски').sum⟧.\n— Serio, czekoladki?\n— Serio."),
E('r_top_items', 'wrong_unit', 'nl-NL invoice',
  "Factuur — topuitgaven per product\nKoffie Lavazza, gemalen ........ € ⟦14.994,78@row('Кофе').sum~row('Кофе').sum!⟧\n(⟦22@row('Кофе').n⟧ aankopen)",
  unit_note='roubles quoted as euros'),
E('r_top_items', 'invented', 'zh-CN sticky',
  "便利贴：猪肉（Свинина карбонад）一共花了 ⟦19,870.5@row('Свинина').sum!⟧ 卢布，太多了！"),
E('r_top_items', 'misrounded', 'ja-JP pressconf',
  "記者会見 — 質問（日経）：紙おむつへの支出は？\n回答：Merries のサイズ4 が ⟦20,886@row('Подгузники').sum!⟧ ルーブル、⟦10@row('Подгузники').n⟧ 回の購入です。"),
]
