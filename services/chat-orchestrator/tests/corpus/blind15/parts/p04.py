"""Receipts (r_latest ... r_top_items). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- r_latest
E('r_latest', 'wrong_row', 'zh-CN translator',
  "译注：俄文店名保留原文。最近几张小票：⟦6月29日@D:2025-06-29⟧ Азбука вкуса ⟦13,153.34@T[0].total⟧ 卢布；⟦6月26日@D:2025-06-26⟧ Дикси ⟦738.76@T[1].total~T[2].total!⟧ 卢布。"),
E('r_latest', 'faithful', 'en-GB answerkey',
  "Answer key — latest receipts:\n• Largest: Азбука вкуса, ⟦29 June 2025@D:2025-06-29⟧, ⟦13,153.34@T[0].total⟧ RUB\n• Smallest: Перекрёсток, ⟦26 June@D:2025-06-26⟧, ⟦738.76@T[2].total⟧ RUB\n• Eight shown of ⟦300@R.total_rows⟧ in total."),
E('r_latest', 'derived', 'en-US agenda',
  "Agenda — household spend check-in\n- Last eight receipts, newest ⟦June 29@D:2025-06-29⟧ (Азбука вкуса, ⟦13,153.34@T[0].total⟧ RUB)\n- Together they come to ⟦25,927.20@T[0].total+T[1].total+T[2].total+T[3].total+T[4].total+T[5].total+T[6].total+T[7].total!⟧ RUB (my sum)\n- Next steps"),
E('r_latest', 'faithful', 'de-DE knitting',
  "Strickmuster „Kassenbons“, Reihe für Reihe von oben:\nAzbuka vkusa ⟦13.153,34@T[0].total⟧ ₽ · Дикси ⟦984,21@T[1].total⟧ ₽ · Перекрёсток ⟦738,76@T[2].total⟧ ₽ · АШАН ⟦1.782,97@T[3].total⟧ ₽\n(weiter mit den nächsten vier Bons)"),
E('r_latest', 'faithful', 'fr-FR tarot',
  "La carte du Pentacle : votre dernier ticket, le ⟦29 juin 2025@D:2025-06-29⟧ chez Азбука вкуса, pèse ⟦13\u202f153,34@T[0].total⟧ roubles. Le plus petit de la série, ⟦738,76@T[2].total⟧, chez Перекрёсток. L'avenir réclame un budget."),
E('r_latest', 'wrong_unit', 'es-ES sommelier',
  "Nota de cata: el ticket más reciente, Азбука вкуса el ⟦29 de junio@D:2025-06-29⟧, ⟦13.153,34@T[0].total~T[0].total!⟧ €, cuerpo pleno; le sigue un Дикси ligero.",
  unit_note='roubles quoted as euros'),
# ---------------------------------------------------------------- r_by_shop
E('r_by_shop', 'wrong_row', 'es-ES lostfound',
  "SE BUSCA dónde se va el dinero: Перекрёсток encabeza con ⟦216.136,08@row('Перекрёсток').sum⟧ rublos en ⟦95@row('Перекрёсток').n⟧ compras; ВкусВилл, segundo, con ⟦106.458,44@row('ВкусВилл').sum~row('АШАН').sum!⟧."),
E('r_by_shop', 'coincidental', 'it-IT programme',
  "Programma — «Dove spendo»\nProtagonista: Перекрёсток, ⟦216.136,08@row('Перекрёсток').sum⟧ rubli\nComprimari: ВкусВилл (⟦145.619,56@row('ВкусВилл').sum⟧) e Дикси, ⟦34@row('Дикси').n!⟧ scontrini\nComparsa: Лента."),
E('r_by_shop', 'faithful', 'pt-BR recall',
  "AVISO AO CONSUMIDOR: o maior gasto é no Перекрёсток, ⟦216.136,08@row('Перекрёсток').sum⟧ rublos em ⟦95@row('Перекрёсток').n⟧ compras. O menor, na Лента: ⟦10.029,92@row('Лента').sum⟧ em ⟦5@row('Лента').n⟧."),
E('r_by_shop', 'faithful', 'ru-RU greeting',
  "Поздравляем Перекрёсток — ваш любимый магазин: ⟦216\u00a0136,08@row('Перекрёсток').sum⟧ ₽ за ⟦95@row('Перекрёсток').n⟧ покупок! На втором месте ВкусВилл (⟦145\u00a0619,56@row('ВкусВилл').sum⟧ ₽), на третьем АШАН (⟦106\u00a0458,44@row('АШАН').sum⟧ ₽)."),
E('r_by_shop', 'faithful', 'nl-NL crossword',
  "Kruiswoord: ‘Winkel waar het meest werd uitgegeven, ⟦216.136,08@row('Перекрёсток').sum⟧ roebel’ — PEREKRJOSTOK. ‘Duurste per bezoek, ⟦8@row('Азбука вкуса').n⟧ bonnen, ⟦35.712,98@row('Азбука вкуса').sum⟧’ — AZBOEKA."),
E('r_by_shop', 'misrounded', 'pl-PL translator',
  "Przyp. tłum.: nazwy sklepów zostawiam w oryginale. Najwięcej wydano w Перекрёсток — ⟦216,2 tys.@row('Перекрёсток').sum!⟧ rubli, w ⟦95@row('Перекрёсток').n⟧ wizytach."),
# ---------------------------------------------------------------- r_total_2025
E('r_total_2025', 'faithful', 'pl-PL agenda',
  "Porządek spotkania budżetowego:\n1. Wydatki 2025 do dziś: ⟦246\u00a0665,21@sum⟧ RUB\n2. Liczba paragonów: ⟦86@n⟧, średnio ⟦2868,20@avg⟧ RUB\n3. Największy: ⟦13\u00a0153,34@max⟧ RUB"),
E('r_total_2025', 'wrong_column', 'ja-JP knitting',
  "編み図（2025年の支出）：合計 ⟦246,665.21@sum⟧ ルーブル、⟦86@n⟧ 目、一目あたり平均 ⟦13,153.34@avg~max!⟧ ルーブル。"),
E('r_total_2025', 'faithful', 'zh-CN tarot',
  "塔罗占卜 · 2025 年开销：金币牌显示累计 ⟦246,665.21@sum⟧ 卢布，共 ⟦86@n⟧ 张小票，平均每张 ⟦2,868.20@avg⟧ 卢布，最大一张 ⟦13,153.34@max⟧。"),
E('r_total_2025', 'miscomputed', 'en-GB sommelier',
  "Tasting note, 2025 so far: ⟦246,665.21@sum⟧ roubles poured across ⟦86@n⟧ receipts — roughly ⟦2,668@sum/n!⟧ a glass, if you divide it out. One big pour of ⟦13,153.34@max⟧."),
E('r_total_2025', 'faithful', 'en-US treasure',
  "Map of the 2025 hoard: ⟦86@n⟧ receipts buried, ⟦246,665.21@sum⟧ RUB in the chest, ⟦2,868.20@avg⟧ each on average; the biggest coin is ⟦13,153.34@max⟧."),
E('r_total_2025', 'wrong_unit', 'de-DE lostfound',
  "Fundbüro: Ausgaben 2025 bisher ⟦246.665,21@sum~sum!⟧ US-Dollar, verteilt auf ⟦86@n⟧ Kassenbons.",
  unit_note='roubles quoted as US dollars'),
# ---------------------------------------------------------------- r_top_items
E('r_top_items', 'faithful', 'de-DE recall',
  "Produktinformation — meistgekaufte Artikel:\nPlatz eins: Конфеты Красный Октябрь, ⟦21.480,62@row('Конфеты шоколадные ассорти Красный').sum⟧ RUB in ⟦25@row('Конфеты шоколадные ассорти Красный').n⟧ Käufen.\nDahinter Windeln (Merries) mit ⟦20.886,90@row('Подгузники').sum⟧ RUB."),
E('r_top_items', 'faithful', 'fr-FR greeting',
  "Bonne fête aux gourmands ! Vos chocolats Красный Октябрь arrivent en tête : ⟦21\u202f480,62@row('Конфеты шоколадные ассорти Красный').sum⟧ roubles. Le café Lavazza ferme le classement avec ⟦14\u202f994,78@row('Кофе').sum⟧."),
E('r_top_items', 'wrong_row', 'es-ES crossword',
  "Crucigrama, vertical: «Gasto en queso Ламбер, ⟦16.001,43@row('Сыр').sum~row('Фарш').sum!⟧ rublos» — LÁCTEO."),
E('r_top_items', 'derived', 'it-IT translator',
  "N.d.T.: \"diapers\" = pannolini. Per i Merries la spesa è ⟦20.886,90@row('Подгузники').sum⟧ rubli in ⟦10@row('Подгузники').n⟧ acquisti, cioè ⟦2.088,69@row('Подгузники').sum/row('Подгузники').n!⟧ a confezione (calcolo nostro)."),
E('r_top_items', 'invented', 'pt-BR answerkey',
  "Gabarito — produtos:\n• Campeão: bombons Красный Октябрь, ⟦21.480,62@row('Конфеты шоколадные ассорти Красный').sum⟧ rublos\n• Café Lavazza: ⟦15.820,40@row('Кофе').sum!⟧ rublos"),
E('r_top_items', 'faithful', 'ru-RU agenda',
  "Повестка семейного совета:\n— конфеты «Красный Октябрь»: ⟦21\u00a0480,62@row('Конфеты шоколадные ассорти Красный').sum⟧ ₽\n— сосиски «Останкино»: ⟦41@row('Сосиски').n⟧ покупка, ⟦17\u00a0794,42@row('Сосиски').sum⟧ ₽\n— разное"),
]
