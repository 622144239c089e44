"""Receipts (r_latest ... r_top_items). Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

KR = "row('Конфеты шоколадные ассорти Красный')"

ENTRIES = [
# ---------------------------------------------------------------- r_latest
E('r_latest', 'faithful', 'pt-BR push',
  "🔔 Novo recibo · Азбука вкуса\n⟦29 de junho de 2025@D:2025-06-29⟧: ⟦13.153,34@row('2025-06-29').total⟧ rublos. Toque para ver os recibos anteriores."),
E('r_latest', 'wrong_row', 'zh-CN commit',
  "fix(receipts): 修正最新小票列表的金额显示\n\n⟦2025-06-26@D:2025-06-26⟧ Дикси ⟦738.76@row('2025-06-26T16').total~row('2025-06-26T12').total!⟧ 卢布\n⟦2025-06-23@D:2025-06-23⟧ АШАН ⟦1,782.97@row('АШАН').total⟧ 卢布"),
E('r_latest', 'faithful', 'nl-NL travel',
  "Reisverslag van je boodschappen: de laatste halte was Азбука вкуса op ⟦29 juni 2025@D:2025-06-29⟧ (⟦13.153,34@row('2025-06-29').total⟧ RUB), daarvoor Дикси (⟦984,21@row('Дикси').total⟧ RUB) en Перекрёсток (⟦738,76@row('2025-06-26T12').total⟧ RUB), allebei op ⟦26 juni@D:2025-06-26⟧."),
E('r_latest', 'wrong_unit', 'pt-BR medical',
  "Ficha: últimas compras\nAchado: maior recibo recente, Азбука вкуса em ⟦29 de junho@D:2025-06-29⟧, ⟦13.153,34@row('2025-06-29').total~row('2025-06-29').total!⟧ euros.\nConduta: rever os gastos em lojas premium.",
  unit_note='roubles quoted as euros'),
E('r_latest', 'faithful', 'zh-CN riddle',
  "谜语：我是你最近八张小票里金额最大的一张，⟦6月29日@D:2025-06-29⟧ 在 Азбука вкуса 开出。我是多少？\n答案：⟦13,153.34@row('2025-06-29').total⟧ 卢布。"),
E('r_latest', 'invented', 'pt-BR betslip',
  "BILHETE · Últimos recibos\nAposta: a compra mais recente passou de mil rublos ✅\nResultado: Азбука вкуса, ⟦29/06@D:2025-06-29⟧, ⟦12.480,90@row('2025-06-29').total!⟧ RUB."),
# ---------------------------------------------------------------- r_by_shop
E('r_by_shop', 'faithful', 'en-US changelog',
  "v1.2: the 'Spending by shop' chart now shows receipt counts.\nПерекрёсток ₽⟦216,136.08@row('Перекрёсток').sum⟧ (⟦95@row('Перекрёсток').n⟧ receipts) · ВкусВилл ₽⟦145,619.56@row('ВкусВилл').sum⟧ (⟦61@row('ВкусВилл').n⟧) · АШАН ₽⟦106,458.44@row('АШАН').sum⟧ (⟦56@row('АШАН').n⟧)"),
E('r_by_shop', 'wrong_row', 'de-DE push',
  "🔔 Ausgaben nach Geschäft\nAuf Platz zwei liegt ВкусВилл mit ⟦106.458,44@row('ВкусВилл').sum~row('АШАН').sum!⟧ RUB."),
E('r_by_shop', 'derived', 'es-ES teacher',
  "Corrección: identificaste bien que donde más gastas es Перекрёсток, ⟦216.136,08@row('Перекрёсток').sum⟧ RUB en ⟦95@row('Перекрёсток').n⟧ tiques. Añade el tique medio, que según mi cálculo es de ⟦2.275,12@row('Перекрёсток').sum/row('Перекрёсток').n!⟧ RUB. Nota: sobresaliente."),
E('r_by_shop', 'faithful', 'fr-FR myth',
  "Mythe : c'est chez ВкусВилл que part l'essentiel du budget.\nRéalité : Перекрёсток arrive en tête avec ⟦216\u202f136,08@row('Перекрёсток').sum⟧ RUB sur ⟦95@row('Перекрёсток').n⟧ tickets ; ВкусВилл suit avec ⟦145\u202f619,56@row('ВкусВилл').sum⟧ RUB. Le plus petit poste est Лента (⟦10\u202f029,92@row('Лента').sum⟧ RUB)."),
E('r_by_shop', 'misrounded', 'zh-CN weather',
  "消费天气：Перекрёсток 是最大的降雨区，累计 ⟦216,136.2@row('Перекрёсток').sum!⟧ 卢布，共 ⟦95@row('Перекрёсток').n⟧ 张小票。"),
E('r_by_shop', 'faithful', 'it-IT travel',
  "Diario di viaggio tra i negozi: la tappa più costosa è Перекрёсток (⟦216.136,08@row('Перекрёсток').sum⟧ rubli, ⟦95@row('Перекрёсток').n⟧ scontrini), poi ВкусВилл (⟦145.619,56@row('ВкусВилл').sum⟧) e АШАН (⟦106.458,44@row('АШАН').sum⟧). L'ultima è Лента, con appena ⟦5@row('Лента').n⟧ scontrini."),
# ---------------------------------------------------------------- r_total_2025
E('r_total_2025', 'faithful', 'ru-RU medical',
  "Медкарта бюджета, 2025 год\nПоказатели: потрачено ⟦246\u00a0665,21@sum⟧ ₽ по ⟦86@n⟧ чекам, средний чек ⟦2\u00a0868,20@avg⟧ ₽, самый крупный ⟦13\u00a0153,34@max⟧ ₽.\nЗаключение: в пределах нормы."),
E('r_total_2025', 'wrong_column', 'en-GB teacher',
  "Feedback: you found the right total for 2025, ⟦246,665.21@sum⟧ roubles across ⟦86@n⟧ receipts. Your average receipt, though, should read ⟦13,153.34@avg~max!⟧ roubles. Mark: B."),
E('r_total_2025', 'wrong_unit', 'nl-NL push',
  "🔔 Uitgaven 2025 tot nu toe: €⟦246.665,21@sum~sum!⟧ over ⟦86@n⟧ bonnen.",
  unit_note='roubles quoted as euros'),
E('r_total_2025', 'faithful', 'zh-CN bilingual',
  "中文：2025 年至今共消费 ⟦246,665.21@sum⟧ 卢布，⟦86@n⟧ 张小票，平均每张 ⟦2,868.20@avg⟧ 卢布。\nEnglish: ⟦246,665.21@sum⟧ RUB so far in 2025, average receipt ⟦2,868.20@avg⟧ RUB."),
E('r_total_2025', 'miscomputed', 'pt-BR riddle',
  "Charada: somo ⟦246.665,21@sum⟧ rublos em ⟦86@n⟧ recibos. Quanto vale, em média, cada recibo?\nResposta: ⟦2.768,20@sum/n!⟧ rublos."),
E('r_total_2025', 'faithful', 'en-US riddle',
  "Riddle: I'm 2025's biggest single grocery receipt so far. Who am I?\nAnswer: ₽⟦13,153.34@max⟧, one of ⟦86@n⟧ receipts that add up to ₽⟦246,665.21@sum⟧."),
# ---------------------------------------------------------------- r_top_items
E('r_top_items', 'faithful', 'ja-JP myth',
  "神話：一番お金を使っているのはコーヒー。\n事実：トップは「Конфеты шоколадные ассорти Красный Октябрь 192 г」で⟦21,480.62@" + KR + ".sum⟧ルーブル（⟦25@" + KR + ".n⟧回）。Lavazzaのコーヒーは8位で⟦14,994.78@row('Кофе').sum⟧ルーブルです。"),
E('r_top_items', 'coincidental', 'pl-PL medical',
  "Karta: najdroższe produkty\nParametry: parówki Сосиски Молочные Останкино 460 г — ⟦17\u00a0794,42@row('Сосиски').sum⟧ RUB w ⟦36@row('Сосиски').n!⟧ zakupach.\nZalecenie: mniej parówek."),
E('r_top_items', 'faithful', 'de-DE commit',
  "feat(top-items): Top-Produkte nach Ausgaben anzeigen\n\nPlatz eins: Конфеты Красный Октябрь 192 г mit ⟦21.480,62@" + KR + ".sum⟧ RUB (⟦25@" + KR + ".n⟧ Käufe), dahinter Подгузники Merries mit ⟦20.886,90@row('Подгузники').sum⟧ RUB."),
E('r_top_items', 'misrounded', 'es-ES betslip',
  "BOLETO · Producto con más gasto\nApuesta: bombones Красный Октябрь ✅ GANADA\nImporte: ⟦21.480,7@" + KR + ".sum!⟧ RUB en ⟦25@" + KR + ".n⟧ compras."),
E('r_top_items', 'faithful', 'fr-FR travel',
  "Carnet de courses : le plus gros poste est la boîte de chocolats Красный Октябрь (⟦21\u202f480,62@" + KR + ".sum⟧ RUB), suivie des couches Merries (⟦20\u202f886,90@row('Подгузники').sum⟧ RUB pour ⟦10@row('Подгузники').n⟧ achats) et des saucisses Останкино (⟦17\u202f794,42@row('Сосиски').sum⟧ RUB)."),
E('r_top_items', 'faithful', 'pt-BR shareholder',
  "Prezada família acionista,\nos produtos que mais pesaram no orçamento foram os bombons Красный Октябрь (⟦21.480,62@" + KR + ".sum⟧ rublos), as fraldas Merries (⟦20.886,90@row('Подгузники').sum⟧) e as salsichas Останкино (⟦17.794,42@row('Сосиски').sum⟧), entre ⟦209@R.total_rows⟧ produtos.\nAtenciosamente, o Tesoureiro"),
]
