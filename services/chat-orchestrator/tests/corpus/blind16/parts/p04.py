"""Receipts (r_latest, r_by_shop, r_total_2025, r_top_items). Markers: see ../../blind4/lib.py.
Amounts are roubles; shop and product names stay in Cyrillic as the results hold them.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

PER = "row('2025-06-26T12').total + row('2025-06-15').total + row('2025-06-11T22').total"

ENTRIES = [
# ---------------------------------------------------------------- r_latest
E('r_latest', 'faithful', 'ja-JP police',
  "事件報告書（最新レシート）\n⟦2025年6月29日@D:2025-06-29⟧　Азбука вкуса　⟦13,153.34@row('2025-06-29').total⟧ルーブル（最高額）\n⟦2025年6月26日@D:2025-06-26⟧　Дикси　⟦984.21@row('2025-06-26T16').total⟧ルーブル\n以上、異常なし。"),
E('r_latest', 'derived', 'zh-CN nutrition',
  "营养成分表 · 最近8张小票\n最高：Азбука вкуса ⟦13,153.34@row('2025-06-29').total⟧ 卢布\n最低：Перекрёсток ⟦738.76@row('2025-06-26T12').total⟧ 卢布\nПерекрёсток 三张合计（自行计算）：⟦2,477.84@" + PER + "!⟧ 卢布"),
E('r_latest', 'wrong_row', 'en-US departures',
  "DEPARTURES — latest receipts\nTIME    DATE     SHOP            RUB\n22:48   ⟦06/11@D:2025-06-11⟧    Перекрёсток     ⟦804.15@row('2025-06-11T22').total~row('2025-06-15').total!⟧\n08:12   ⟦06/29@D:2025-06-29⟧    Азбука вкуса    ⟦13,153.34@row('2025-06-29').total⟧   FINAL CALL"),
E('r_latest', 'faithful', 'en-GB chess',
  "Annotated: the last eight receipts\n1. e4 — ⟦29 June@D:2025-06-29⟧, Азбука вкуса, ⟦13,153.34@row('2025-06-29').total⟧ RUB: a bold sacrifice.\n2. Nf3 — ⟦26 June@D:2025-06-26⟧, Перекрёсток, ⟦738.76@row('2025-06-26T12').total⟧: the smallest move on the board."),
E('r_latest', 'coincidental', 'de-DE fairytale',
  "Es war einmal ein Einkaufskorb. Am ⟦26. Juni@D:2025-06-26⟧ ging er zu Дикси und kam mit einem Bon über ⟦937@row('2025-06-26T16').total!⟧ Rubel zurück. Drei Tage später, bei Азбука вкуса, wurden es ⟦13.153,34@row('2025-06-29').total⟧."),
E('r_latest', 'faithful', 'fr-FR haiku',
  "Haïku des tickets\nАзбука вкуса, ⟦29 juin@D:2025-06-29⟧ —\n⟦13\u202f153,34@row('2025-06-29').total⟧ roubles ;\nМагнит, ⟦770,93@row('2025-06-10').total⟧."),
# ---------------------------------------------------------------- r_by_shop
E('r_by_shop', 'wrong_unit', 'fr-FR statement',
  "Relevé par enseigne\nПерекрёсток ........ ⟦216\u202f136,08@row('Перекрёсток').sum~row('Перекрёсток').sum!⟧ € (⟦95@row('Перекрёсток').n⟧ tickets)\nВкусВилл ........... ⟦145\u202f619,56@row('ВкусВилл').sum⟧ ₽\nАШАН ............... ⟦106\u202f458,44@row('АШАН').sum⟧ ₽",
  unit_note='roubles quoted as euros'),
E('r_by_shop', 'faithful', 'es-ES election',
  "NOCHE ELECTORAL · Gasto por tienda\nGanador: Перекрёсток, ⟦216.136,08@row('Перекрёсток').sum⟧ rublos en ⟦95@row('Перекрёсток').n⟧ tiques.\nSegundo: ВкусВилл, ⟦145.619,56@row('ВкусВилл').sum⟧.\nÚltimo escaño: Лента, ⟦10.029,92@row('Лента').sum⟧."),
E('r_by_shop', 'faithful', 'it-IT sermon',
  "Omelia. «Dov'è il tuo tesoro, là sarà anche il tuo cuore.»\nIl tesoro va a Перекрёсток: ⟦216.136,08@row('Перекрёсток').sum⟧ rubli in ⟦95@row('Перекрёсток').n⟧ scontrini. Poi ВкусВилл, ⟦145.619,56@row('ВкусВилл').sum⟧. Andate in pace."),
E('r_by_shop', 'wrong_row', 'pt-BR subtitles',
  "00:02 --> 00:05\nOnde vai o seu dinheiro?\n\n00:05 --> 00:09\nМагнит: ⟦27@row('Магнит').n~row('Дикси').n!⟧ recibos, ⟦85.375,03@row('Магнит').sum⟧ rublos."),
E('r_by_shop', 'faithful', 'ru-RU hansard',
  "Председательствующий. Слово депутату Смирновой.\nСмирнова. Больше всего тратится в «Перекрёстке»: ⟦216\u00a0136,08@row('Перекрёсток').sum⟧ рубля за ⟦95@row('Перекрёсток').n⟧ чеков. На втором месте ВкусВилл — ⟦145\u00a0619,56@row('ВкусВилл').sum⟧. (Аплодисменты.)"),
E('r_by_shop', 'misrounded', 'nl-NL police',
  "PROCES-VERBAAL — uitgaven per winkel\nVerbalisant noteerde bij ВкусВилл een totaal van ⟦145.619,5@row('ВкусВилл').sum!⟧ roebel over ⟦61@row('ВкусВилл').n⟧ bonnen.\nGesloten en getekend."),
# ---------------------------------------------------------------- r_total_2025
E('r_total_2025', 'faithful', 'nl-NL departures',
  "VERTREK · uitgaven 2025\nTOTAAL      ⟦246.665,21@sum⟧ RUB\nBONNEN      ⟦86@n⟧\nGEMIDDELD   ⟦2.868,20@avg⟧ RUB\nHOOGSTE     ⟦13.153,34@max⟧ RUB    INSTAPPEN"),
E('r_total_2025', 'faithful', 'pl-PL chess',
  "Partia roku 2025 (zakupy)\n1. e4 — ⟦86@n⟧ paragonów.\n2. Sf3 — razem ⟦246\u00a0665,21@sum⟧ RUB.\n3. Gc4 — średni paragon ⟦2868,20@avg⟧ RUB, najwyższy ⟦13\u00a0153,34@max⟧."),
E('r_total_2025', 'faithful', 'ja-JP fairytale',
  "むかしむかし、2025年のお買い物帳がありました。レシートは⟦86@n⟧枚、合計⟦246,665.21@sum⟧ルーブル。一枚あたり平均⟦2,868.20@avg⟧ルーブルだったそうな。"),
E('r_total_2025', 'invented', 'zh-CN haiku',
  "三行诗 · 2025年花销\n⟦86@n⟧张小票，\n共⟦258,310.40@sum!⟧卢布，\n钱包轻了。"),
E('r_total_2025', 'wrong_column', 'en-US config',
  "# spending_2025.toml\n[receipts]\ncount = ⟦86@n⟧\ntotal_rub = ⟦246665.21@sum⟧\naverage_rub = ⟦13153.34@avg~max!⟧"),
E('r_total_2025', 'miscomputed', 'en-GB statement',
  "Statement of account, 2025 to date\nTransactions: ⟦86@n⟧\nTotal debits: ⟦246,665.21@sum⟧ RUB\nAverage per transaction (total ÷ count): ⟦2,858.20@sum / n!⟧ RUB"),
# ---------------------------------------------------------------- r_top_items
E('r_top_items', 'wrong_unit', 'en-GB sermon',
  "A homily on daily bread. \"Give us this day our daily bread.\"\nYet a great offering went to nappies: Подгузники Merries, £⟦20,886.90@row('Подгузники').sum~row('Подгузники').sum!⟧ across ⟦10@row('Подгузники').n⟧ purchases.",
  unit_note='roubles quoted as pounds sterling'),
E('r_top_items', 'faithful', 'de-DE subtitles',
  "00:01 --> 00:04\nWofür geht das meiste Geld drauf?\n\n00:04 --> 00:08\nPralinen „Красный Октябрь“: ⟦21.480,62@row('Конфеты шоколадные ассорти Красный').sum⟧ Rubel, ⟦25@row('Конфеты шоколадные ассорти Красный').n⟧ Käufe.\n\n00:08 --> 00:11\nDahinter Windeln: ⟦20.886,90@row('Подгузники').sum⟧ Rubel."),
E('r_top_items', 'coincidental', 'fr-FR hansard',
  "M. le président. La parole est à M. Bernard.\nM. Bernard. Le café Lavazza a coûté ⟦15\u202f258@row('Кофе').sum!⟧ roubles en ⟦22@row('Кофе').n⟧ achats. C'est inacceptable ! (Exclamations sur plusieurs bancs.)"),
E('r_top_items', 'faithful', 'es-ES police',
  "ATESTADO · gasto por producto\nPrimer implicado: bombones «Красный Октябрь», ⟦21.480,62@row('Конфеты шоколадные ассорти Красный').sum⟧ rublos (⟦25@row('Конфеты шоколадные ассорти Красный').n⟧ compras).\nSegundo: pañales Merries, ⟦20.886,90@row('Подгузники').sum⟧ rublos (⟦10@row('Подгузники').n⟧ compras)."),
E('r_top_items', 'wrong_row', 'it-IT nutrition',
  "Valori nutrizionali — spesa per prodotto\nСвинина карбонад охлаждённый, кг\nSpesa totale ........ ⟦17.794,42@row('Свинина').sum~row('Сосиски').sum!⟧ rubli\nAcquisti ............ ⟦20@row('Свинина').n⟧"),
E('r_top_items', 'faithful', 'pt-BR departures',
  "PARTIDAS — produtos\nСосиски Молочные Останкино 460 г   ⟦17.794,42@row('Сосиски').sum⟧ RUB   ⟦41@row('Сосиски').n⟧ compras   EMBARQUE\nКофе молотый Lavazza 250 г   ⟦14.994,78@row('Кофе').sum⟧ RUB   ÚLTIMA CHAMADA"),
]
