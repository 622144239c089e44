"""Receipts (r_latest ... r_top_items). Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

KO = "row('Конфеты шоколадные ассорти Красный')"   # top item: Красный Октябрь chocolates
KK = "row('Конфеты шоколадные ассорти Коркунов')"

ENTRIES = [
# ---------------------------------------------------------------- r_latest
E('r_latest', 'faithful', 'es-ES podcast',
  "Notas del episodio\n(01:10) Tus últimos tickets: el más reciente, del ⟦29 de junio@D:2025-06-29⟧ en Азбука вкуса, por ⟦13.153,34@T[0].total⟧ ₽; antes, Дикси el ⟦26 de junio@D:2025-06-26⟧ por ⟦984,21@T[1].total⟧ ₽.\n(03:00) En total hay ⟦300@R.total_rows⟧ tickets guardados."),
E('r_latest', 'invented', 'en-GB auction',
  "Lot: \"Eight Recent Receipts\"\nDescription: headed by Азбука вкуса on ⟦29 June@D:2025-06-29⟧ at ⟦13,153.34@T[0].total⟧ ₽, followed by АШАН on ⟦23 June@D:2025-06-23⟧ at ⟦2,417.60@T[3].total!⟧ ₽.\nEstimate: on request."),
E('r_latest', 'wrong_unit', 'fr-FR labbook',
  "Cahier de labo — tickets récents\nObservation : le dernier achat, le ⟦29 juin@D:2025-06-29⟧ chez Азбука вкуса, s'élève à ⟦13\u202f153,34@T[0].total~T[0].total!⟧ €.\nRemarque : ⟦300@R.total_rows⟧ tickets au total.",
  unit_note='roubles quoted as euros'),
E('r_latest', 'faithful', 'en-US latex',
  "Latest receipts (RUB):\n$x_{\\text{Азбука}} = ⟦13,153.34@T[0].total⟧,\\ x_{\\text{Дикси}} = ⟦984.21@T[1].total⟧,\\ x_{\\text{АШАН}} = ⟦1,782.97@T[3].total⟧$\nShowing 8 of ⟦300@R.total_rows⟧ receipts."),
E('r_latest', 'faithful', 'ru-RU horoscope',
  "Гороскоп покупателя: звёзды видят крупную трату — ⟦29 июня@D:2025-06-29⟧ в «Азбуке вкуса» на ⟦13\u00a0153,34@T[0].total⟧ ₽. «Перекрёсток» в последних восьми чеках встречается трижды, но по мелочи: от ⟦738,76@T[2].total⟧ до ⟦934,93@T[5].total⟧ ₽. Совет: пишите списки."),
E('r_latest', 'wrong_row', 'ja-JP postmortem',
  "ポストモーテム：6月の予算超過\n事象：⟦6月29日@D:2025-06-29⟧、Азбука вкуса で ⟦6,757.91@T[0].total~T[6].total!⟧ ルーブルの買い物。\n原因：まとめ買い。\n対策：週ごとの上限を設定。"),
# ---------------------------------------------------------------- r_by_shop
E('r_by_shop', 'wrong_row', 'pt-BR ticket',
  "Chamado: gráfico \"Gastos por loja\"\nPassos: recibos › agrupar por loja › soma.\nEsperado: Перекрёсток no topo.\nObtido: Перекрёсток aparece com ⟦145.619,56@row('Перекрёсток').sum~row('ВкусВилл').sum!⟧ ₽ em ⟦95@row('Перекрёсток').n⟧ compras."),
E('r_by_shop', 'miscomputed', 'it-IT slides',
  "Slide «Dove spendo» — note: in testa Перекрёсток con ⟦216.136,08@row('Перекрёсток').sum⟧ ₽ su ⟦95@row('Перекрёсток').n⟧ scontrini, cioè ⟦2.725,12@row('Перекрёсток').sum/row('Перекрёсток').n!⟧ ₽ a scontrino. Poi ВкусВилл."),
E('r_by_shop', 'faithful', 'en-GB log',
  "[INFO] spend by shop (RUB): Перекрёсток=⟦216,136.08@row('Перекрёсток').sum⟧ n=⟦95@row('Перекрёсток').n⟧; ВкусВилл=⟦145,619.56@row('ВкусВилл').sum⟧ n=⟦61@row('ВкусВилл').n⟧\n[DEBUG] tail: Лента=⟦10,029.92@row('Лента').sum⟧ n=⟦5@row('Лента').n⟧"),
E('r_by_shop', 'faithful', 'pl-PL telegram',
  "WYDATKI WG SKLEPU STOP NAJWIĘCEJ ПЕРЕКРЁСТОК ⟦216\u00a0136,08@row('Перекрёсток').sum⟧ RUB STOP DRUGI ВКУСВИЛЛ ⟦145\u00a0619,56@row('ВкусВилл').sum⟧ STOP NAJMNIEJ ЛЕНТА ⟦10\u00a0029,92@row('Лента').sum⟧ STOP"),
E('r_by_shop', 'derived', 'en-US screenplay',
  "INT. KITCHEN — EVENING\nMAYA: Where does our grocery money actually go?\nSAM: Перекрёсток. ⟦216,136.08@row('Перекрёсток').sum⟧ rubles over ⟦95@row('Перекрёсток').n⟧ trips — about ⟦2,275@row('Перекрёсток').sum/row('Перекрёсток').n!⟧ a trip, by my math.\nMAYA: Wow."),
E('r_by_shop', 'faithful', 'es-ES standup',
  "Ayer: agrupé los tickets por tienda. Перекрёсток lidera con ⟦216.136,08@row('Перекрёсток').sum⟧ ₽ (⟦95@row('Перекрёсток').n⟧ compras), seguido de ВкусВилл con ⟦145.619,56@row('ВкусВилл').sum⟧ ₽.\nHoy: presupuesto por tienda.\nBloqueos: ninguno."),
# ---------------------------------------------------------------- r_total_2025
E('r_total_2025', 'faithful', 'it-IT ticket',
  "Ticket: riepilogo spese 2025\nPassi: scontrini del 2025, somma, conteggio e media.\nAtteso: totale e scontrino medio.\nOttenuto: ⟦246.665,21@sum⟧ ₽ in ⟦86@n⟧ scontrini, media ⟦2.868,2@avg⟧ ₽, massimo ⟦13.153,34@max⟧ ₽."),
E('r_total_2025', 'misrounded', 'ru-RU labbook',
  "Лабораторный журнал — расходы 2025\nИзмерение: сумма, число чеков и средний чек.\nРезультат: ⟦246\u00a0665,21@sum⟧ ₽, ⟦86@n⟧ чеков, средний чек ⟦2868,21@avg!⟧ ₽.\nВывод: крупные покупки редки."),
E('r_total_2025', 'wrong_unit', 'pt-BR postmortem',
  "Post-mortem: orçamento de 2025\nImpacto: gastos de ⟦246.665,21@sum~sum!⟧ euros até agora, em ⟦86@n⟧ compras.\nCausa: supermercados premium.\nAção: teto mensal.",
  unit_note='roubles quoted as euros'),
E('r_total_2025', 'wrong_column', 'zh-CN screenplay',
  "内景 · 厨房 · 夜\n妻子：今年平均一张小票多少钱？\n丈夫：⟦13,153.34@avg~max!⟧ 卢布，一共 ⟦86@n⟧ 张。\n妻子：这么多？"),
E('r_total_2025', 'faithful', 'ja-JP slides',
  "スライド「2025年の支出」発表者メモ：合計 ⟦246,665.21@sum⟧ ルーブル、レシート ⟦86@n⟧ 枚、平均 ⟦2,868.2@avg⟧ ルーブル。最大は ⟦13,153.34@max⟧ ルーブル。ここで一呼吸。"),
E('r_total_2025', 'faithful', 'fr-FR latex',
  "Dépenses 2025 :\n$\\sum = ⟦246\u202f665,21@sum⟧\\ ₽,\\quad n = ⟦86@n⟧,\\quad \\bar{x} = ⟦2\u202f868,2@avg⟧\\ ₽,\\quad \\max = ⟦13\u202f153,34@max⟧\\ ₽$"),
# ---------------------------------------------------------------- r_top_items
E('r_top_items', 'faithful', 'nl-NL podcast',
  "Shownotes\n(02:00) Waar gaat het boodschappengeld heen? Bovenaan: Конфеты „Красный Октябрь” met ⟦21.480,62@" + KO + ".sum⟧ ₽ over ⟦25@" + KO + ".n⟧ aankopen.\n(04:45) Op twee: luiers van Merries, ⟦20.886,9@row('Подгузники').sum⟧ ₽."),
E('r_top_items', 'invented', 'de-DE standup',
  "Gestern: Top-Produkte nach Ausgaben gezogen. Vorn die Pralinen „Красный Октябрь“ mit ⟦21.480,62@" + KO + ".sum⟧ ₽.\nHeute: Kaffee prüfen — Lavazza liegt bei ⟦12.738,40@row('Кофе').sum!⟧ ₽.\nBlocker: keine."),
E('r_top_items', 'coincidental', 'ru-RU log',
  "[INFO] топ товаров по сумме: конфеты «Красный Октябрь» ⟦21\u00a0480,62@" + KO + ".sum⟧ ₽\n[INFO] свинина карбонад: ⟦16\u00a0536,4@row('Свинина').sum⟧ ₽ за ⟦24@row('Свинина').n!⟧ покупки"),
E('r_top_items', 'faithful', 'pt-BR telegram',
  "MAIS GASTO BOMBONS КРАСНЫЙ ОКТЯБРЬ ⟦21.480,62@" + KO + ".sum⟧ RUBLOS STOP FRALDAS MERRIES ⟦20.886,9@row('Подгузники').sum⟧ STOP CAFE LAVAZZA ⟦14.994,78@row('Кофе').sum⟧ EM ⟦22@row('Кофе').n⟧ COMPRAS STOP"),
E('r_top_items', 'faithful', 'zh-CN auction',
  "拍品：《购物清单·前八名》\n说明：榜首为「Красный Октябрь」巧克力糖，花费 ⟦21,480.62@" + KO + ".sum⟧ 卢布、购买 ⟦25@" + KO + ".n⟧ 次；次席为 Merries 纸尿裤，⟦20,886.9@row('Подгузники').sum⟧ 卢布，仅 ⟦10@row('Подгузники').n⟧ 次。\n估价：面议。"),
E('r_top_items', 'wrong_row', 'en-GB horoscope',
  "Your shopping stars: the sweetest sign leads — Красный Октябрь chocolates at ⟦15,256.64@" + KO + ".sum~" + KK + ".sum!⟧ roubles. Lucky item: coffee. Unlucky: nappies."),
]
