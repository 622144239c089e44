"""Receipts. Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- r_latest
E('r_latest', 'faithful', 'it-IT plough',
  """REGISTRO DI PERCORSO — spazzaneve S4, tratta R1
Ultimi scontrini:
⟦29/06@D:2025-06-29⟧ Азбука вкуса ⟦13.153,34@row('2025-06-29').total⟧ rubli, il più alto
⟦26/06@D:2025-06-26⟧ ore 12:10 Перекрёсток ⟦738,76@row('2025-06-26T12').total⟧, il più basso
⟦10/06@D:2025-06-10⟧ Магнит ⟦770,93@row('2025-06-10').total⟧
Neve gelata sul passo."""),
E('r_latest', 'faithful', 'ru-RU forage',
  """ДНЕВНИК ГРИБНИКА — ельник за речкой
Последние чеки: ⟦29 июня@D:2025-06-29⟧ Азбука вкуса ⟦13\u00a0153,34@row('2025-06-29').total⟧ ₽, ⟦23 июня@D:2025-06-23⟧ АШАН ⟦1782,97@row('2025-06-23').total⟧ ₽
⟦11 июня@D:2025-06-11⟧ утром Азбука вкуса ⟦6757,91@row('2025-06-11T08').total⟧ ₽
Лисички у старой просеки. Отпечаток спор вечером."""),
E('r_latest', 'faithful', 'fr-FR cave',
  """CARNET DE TOPO — gouffre NQ, réseau R
Station R1 : ⟦29/06@D:2025-06-29⟧, Азбука вкуса, ⟦13\u202f153,34@row('2025-06-29').total⟧ RUB
Station R2 : ⟦26/06@D:2025-06-26⟧ à 16:40, Дикси, ⟦984,21@row('2025-06-26T16').total⟧ RUB
Station R3 : ⟦10/06@D:2025-06-10⟧, Магнит, ⟦770,93@row('2025-06-10').total⟧ RUB
Équipe : Luc, Maëlle"""),
E('r_latest', 'wrong_row', 'es-ES assay',
  """CERTIFICADO DE ENSAYO n.º CE0626
Muestra: últimos tickets
⟦26/06@D:2025-06-26⟧, Дикси: ⟦1782,97@row('2025-06-26T16').total~row('2025-06-23').total!⟧ rublos
⟦29/06@D:2025-06-29⟧, Азбука вкуса: ⟦13.153,34@row('2025-06-29').total⟧ rublos
Ensayador: J. Ortega"""),
E('r_latest', 'coincidental', 'de-DE rally',
  """ZEITKARTE — Oldtimer-Rallye NQ · Wagen C11
ZK2 Soll 10:15 · Ist 10:16
Letzte Bons: ⟦29.06.@D:2025-06-29⟧ Азбука вкуса ⟦13.153,34@row('2025-06-29').total⟧ ₽
⟦15.06.@D:2025-06-15⟧ Перекрёсток ⟦932@row('2025-06-15').total!⟧ ₽
Unterschrift Sportwart: ______"""),
E('r_latest', 'derived', 'ja-JP quilt',
  """キルトの会 ― 土曜例会の議事録
出席：和子、文江
最新8枚のレシート：最高は ⟦6月29日@D:2025-06-29⟧ のАзбука вкуса、⟦13,153.34@row('2025-06-29').total⟧ ルーブル
8枚の合計は ⟦25,927.20@sum(t.total for t in T)!⟧ ルーブル（自分で足した数字、レポートにはない）
次回は19:00から。"""),
# ---------------------------------------------------------------- r_by_shop
E('r_by_shop', 'faithful', 'de-DE rally',
  """ZEITKARTE — Oldtimer-Rallye NQ · Wagen C02
ZK1 Soll 08:00 · Ist 08:00
Ausgaben je Laden: Перекрёсток ⟦216.136,08@row('Перекрёсток').sum⟧ ₽ bei ⟦95@row('Перекрёсток').n⟧ Einkäufen, danach ВкусВилл ⟦145.619,56@row('ВкусВилл').sum⟧ ₽
Schlusslicht Лента: ⟦10.029,92@row('Лента').sum⟧ ₽
Sportwart: ______"""),
E('r_by_shop', 'faithful', 'it-IT ballet',
  """ORDINE DEL GIORNO PROVE — Corpo di ballo NQ, sala B
10:00 lezione
11:00 «Dove spendo»: Перекрёсток ⟦216.136,08@row('Перекрёсток').sum⟧ rubli, ВкусВилл ⟦145.619,56@row('ВкусВилл').sum⟧, АШАН ⟦106.458,44@row('АШАН').sum⟧
12:00 Магнит: ⟦36@row('Магнит').n⟧ scontrini
Maître de ballet: L. Conti"""),
E('r_by_shop', 'faithful', 'pt-BR quilt',
  """CLUBE DE PATCHWORK — ata de quinta-feira
Presentes: Dona Lurdes, Cida, Neusa
Gastos por loja: Перекрёсток em primeiro, ⟦216.136,08@row('Перекрёсток').sum⟧ rublos em ⟦95@row('Перекрёсток').n⟧ compras; Дикси ⟦61.984,60@row('Дикси').sum⟧ em ⟦27@row('Дикси').n⟧
Bloco B4 pronto. Próxima reunião às 19:00."""),
E('r_by_shop', 'wrong_row', 'pl-PL cave',
  """DZIENNIK POMIARÓW JASKINI — jaskinia NQ, ciąg K
Punkt K1: Перекрёсток — ⟦216\u00a0136,08@row('Перекрёсток').sum⟧ rubli
Punkt K2: АШАН — ⟦145\u00a0619,56@row('АШАН').sum~row('ВкусВилл').sum!⟧ rubli, ⟦56@row('АШАН').n⟧ paragonów
Ekipa: Kuba, Ola"""),
E('r_by_shop', 'wrong_unit', 'en-GB tea',
  """TASTING LEDGER — lot CY0295, Ceylon
Spend by shop, best cup first:
Перекрёсток £⟦216,136.08@row('Перекрёсток').sum~row('Перекрёсток').sum!⟧ over ⟦95@row('Перекрёсток').n⟧ visits
Лента last, ⟦10,029.92@row('Лента').sum⟧ RUB
Steep 04:00. Remarks: full, coppery.""", unit_note='roubles quoted as pounds'),
E('r_by_shop', 'derived', 'zh-CN fencing',
  """击剑对阵记录 · 剑道 P1 · A 组
左：Перекрёсток ⟦216,136.08@row('Перекрёсток').sum⟧ 卢布 · 右：ВкусВилл ⟦145,619.56@row('ВкусВилл').sum⟧ 卢布
八家店合计 ⟦690,594.95@sum(t.sum for t in T)!⟧ 卢布（我自己加的，报告里没有）
结果：V5 左胜。裁判：刘"""),
# ---------------------------------------------------------------- r_total_2025
E('r_total_2025', 'faithful', 'pt-BR rally',
  """FICHA DE TEMPO — Rali de Clássicos NQ · carro C16
PC1 previsto 08:10 · real 08:10
Gastos de 2025: ⟦246.665,21@sum⟧ rublos em ⟦86@n⟧ compras
Tíquete médio ⟦2.868,20@avg⟧; maior ⟦13.153,34@max⟧
Visto: ______"""),
E('r_total_2025', 'faithful', 'de-DE forage',
  """PILZTAGEBUCH — Fichtenwald W1
2025 bisher: ⟦86@n⟧ Kassenbons, zusammen ⟦246.665,21@sum⟧ Rubel
Durchschnitt ⟦2.868,20@avg⟧ Rubel je Bon
Maronenröhrlinge am Graben. Sporenabdruck heute Abend."""),
E('r_total_2025', 'faithful', 'nl-NL assay',
  """KEURINGSRAPPORT nr. KR2025
Monster: uitgaven 2025 tot nu toe
Totaal ⟦246.665,21@sum⟧ roebel over ⟦86@n⟧ bonnen
Gemiddelde bon ⟦2.868,2@avg⟧ roebel; grootste ⟦13.153,34@max⟧
Keurmeester: W. Visser"""),
E('r_total_2025', 'wrong_column', 'zh-CN cave',
  """洞穴测量手记 · NQ 洞 · K 支线
测点 K1（2025 年至今）：共 ⟦86@n⟧ 张小票，合计 ⟦246,665.21@sum⟧ 卢布
测点 K2：单张最高 ⟦2,868.20@max~avg!⟧ 卢布
队员：小赵、阿杰"""),
E('r_total_2025', 'invented', 'ru-RU archery',
  """КАРТОЧКА СЧЁТА — щит T09, серия B
2025 год: ⟦86@n⟧ чеков на ⟦246\u00a0665,21@sum⟧ ₽
Средний чек: ⟦3140@avg!⟧ ₽
Судья на линии: О. Белова"""),
E('r_total_2025', 'misrounded', 'fr-FR quilt',
  """ATELIER PATCHWORK — compte rendu du mardi
Présentes : Odile, Nadia
Dépenses 2025 : ⟦246\u202f665,21@sum⟧ roubles pour ⟦86@n⟧ tickets
Ticket moyen : ⟦2\u202f868,3@avg!⟧ roubles
Bloc B6 en cours. Prochaine réunion à 19:00."""),
# ---------------------------------------------------------------- r_top_items
E('r_top_items', 'faithful', 'it-IT tea',
  """REGISTRO DI DEGUSTAZIONE TÈ — lotto GM0829
Prodotti per spesa: in testa i cioccolatini Красный Октябрь, ⟦21.480,62@row('Конфеты шоколадные ассорти Красный').sum⟧ rubli
Poi i pannolini Merries, ⟦20.886,90@row('Подгузники').sum⟧
Caffè Lavazza ottavo, ⟦14.994,78@row('Кофе').sum⟧
Infusione 03:00. Nota: maltato."""),
E('r_top_items', 'faithful', 'pt-BR cue',
  """FOLHA DE DEIXAS — fosso da orquestra, «Onde gasto»
D1 · após a letra B: bombons Красный Октябрь, ⟦21.480,62@row('Конфеты шоколадные ассорти Красный').sum⟧ rublos
D2 · salsichas Останкино, compradas ⟦41@row('Сосиски').n⟧ vezes, o item mais frequente
D3 · café Lavazza, ⟦14.994,78@row('Кофе').sum⟧
Maestro: J. Prado"""),
E('r_top_items', 'faithful', 'fr-FR ballet',
  """FEUILLE DE SERVICE — Ballet NQ, studio Petipa
10:00 classe
11:00 « Mes produits » : chocolats Красный Октябрь ⟦21\u202f480,62@row('Конфеты шоколадные ассорти Красный').sum⟧ roubles, couches Merries ⟦20\u202f886,90@row('Подгузники').sum⟧
12:00 fromage Ламбер, acheté ⟦39@row('Сыр').n⟧ fois
Maîtresse de ballet : A. Girard"""),
E('r_top_items', 'coincidental', 'ja-JP assay',
  """分析証明書 No. JA0625
試料：品目別支出（上位8品）
首位：Красный Октябрь のチョコ ⟦21,480.62@row('Конфеты шоколадные ассорти Красный').sum⟧ ルーブル
Останкино のソーセージ：購入 ⟦37@row('Сосиски').n!⟧ 回
分析者：高橋"""),
E('r_top_items', 'wrong_row', 'es-ES rally',
  """HOJA DE CONTROL — Rally Clásico NQ · coche C31
CH4 prevista 11:50 · fichada 11:52
Queso Ламбер: ⟦16.536,40@row('Сыр').sum~row('Свинина').sum!⟧ rublos en ⟦39@row('Сыр').n⟧ compras
Café Lavazza: ⟦14.994,78@row('Кофе').sum⟧ rublos
Firma del comisario: ______"""),
E('r_top_items', 'wrong_unit', 'en-US quilt',
  """QUILTING BEE — minutes, Saturday
Present: Edna, Ruth
Treasurer's list of top products: chocolates first at ⟦21,480.62@row('Конфеты шоколадные ассорти Красный').sum⟧ RUB
Lavazza coffee, eighth: $⟦14,994.78@row('Кофе').sum~row('Кофе').sum!⟧
Block B9 pinned. Next meeting 19:00.""", unit_note='roubles quoted as dollars'),
]
