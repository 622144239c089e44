"""Receipts (r_latest, r_by_shop, r_total_2025, r_top_items). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes). Amounts are roubles."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E


def rc(t):
    return f"row('{t}').total"


def sh(s, k='sum'):
    return f"row('{s}').{k}"


KO = "Конфеты шоколадные ассорти Красный"
KK = "Конфеты шоколадные ассорти Коркунов"

ENTRIES = [
# ---------------------------------------------------------------- r_latest
E('r_latest', 'faithful', 'pt-BR millstone',
  "PICAGEM DE MÓS — FICHA DE SERVIÇO MS0517, moinho de Corroios\n"
  "Regos repicados · faces picadas · andadeira equilibrada\n"
  "Nota do picador: último recibo em ⟦29/06@D:2025-06-29⟧, Азбука вкуса, ⟦13.153,34@" + rc('2025-06-29') + "⟧ rublos; "
  "em ⟦23/06@D:2025-06-23⟧, АШАН, ⟦1.782,97@" + rc('2025-06-23') + "⟧; em ⟦10/06@D:2025-06-10⟧, Магнит, "
  "⟦770,93@" + rc('2025-06-10') + "⟧.\n"
  "Mó baixada às 15:30."),
E('r_latest', 'faithful', 'en-GB sheepdip',
  "SHEEP DIP STATION — LOG, Hawes, pen D1\n"
  "Bath topped up · flock swum through · draining pens busy\n"
  "Shepherd's note: latest eight of ⟦300@R.total_rows⟧ receipts — ⟦29 Jun@D:2025-06-29⟧ Азбука вкуса "
  "₽⟦13,153.34@" + rc('2025-06-29') + "⟧; ⟦15 Jun@D:2025-06-15⟧ Перекрёсток ₽⟦804.15@" + rc('2025-06-15') + "⟧; "
  "⟦11 Jun@D:2025-06-11⟧ Азбука вкуса again, ₽⟦6,757.91@" + rc('2025-06-11T08') + "⟧.\n"
  "Gate shut 13:15."),
E('r_latest', 'faithful', 'de-DE ostrich',
  "STRAUSSENFARM — EIERBUCH, Gehege O3\n"
  "Eier geschiert · Brüter gewendet · Nest eingezäunt\n"
  "Notiz der Wärterin: am ⟦26.06.@D:2025-06-26⟧ zwei Bons — Дикси ⟦984,21@" + rc('2025-06-26T16') + "⟧ Rubel und "
  "Перекрёсток ⟦738,76@" + rc('2025-06-26T12') + "⟧ Rubel; am ⟦11.06.@D:2025-06-11⟧ abends Перекрёсток "
  "⟦934,93@" + rc('2025-06-11T22') + "⟧.\n"
  "Buch geschlossen 18:00."),
E('r_latest', 'wrong_row', 'zh-CN gaslamp',
  "煤气灯点灯人 · 巡灯单 — 上海外滩 · L2 线\n"
  "纱罩已查 · 引火已点 · 梯子上车\n"
  "点灯人备注：⟦6月26日@D:2025-06-26⟧下午在 Дикси 的小票是 ⟦738.76@" + rc('2025-06-26T16') + "~" + rc('2025-06-26T12') + "!⟧ 卢布，"
  "⟦6月29日@D:2025-06-29⟧ Азбука вкуса ⟦13,153.34@" + rc('2025-06-29') + "⟧ 卢布。\n"
  "17:50 巡灯结束。"),
E('r_latest', 'derived', 'nl-NL glasseye',
  "OOGPROTHESEN — ORDERKAART, ref. GE0619, linkeroog\n"
  "Iris geschilderd · adertjes getrokken · schaal gepolijst\n"
  "Notitie oculist: bij de laatste acht bonnen staat Перекрёсток drie keer: ⟦738,76@" + rc('2025-06-26T12') + "⟧, "
  "⟦804,15@" + rc('2025-06-15') + "⟧ en ⟦934,93@" + rc('2025-06-11T22') + "⟧ roebel; zelf opgeteld "
  "⟦2.477,84@" + rc('2025-06-26T12') + "+" + rc('2025-06-15') + "+" + rc('2025-06-11T22') + "!⟧.\n"
  "Passen om 14:00."),
E('r_latest', 'coincidental', 'ja-JP whistle',
  "ティンホイッスル工房 調律カード ― 笛TW0629・G管\n"
  "フィップル調整・ウィンドウェイ清掃・指穴アンダーカット\n"
  "調律師メモ：最新のレシートは⟦6月29日@D:2025-06-29⟧のАзбука вкуса ⟦13,153.34@" + rc('2025-06-29') + "⟧ルーブル。"
  "⟦6月26日@D:2025-06-26⟧のДиксиは⟦937@" + rc('2025-06-26T16') + "!⟧ルーブル。\n"
  "16:45 箱詰め。"),
# ---------------------------------------------------------------- r_by_shop
E('r_by_shop', 'faithful', 'pl-PL whistle',
  "PRACOWNIA FLETÓW BLASZANYCH — KARTA STROJENIA, flet TW0914 w D\n"
  "Wargi nastrojone · kanał czysty · otwory podcięte\n"
  "Notatka stroiciela: Перекрёсток ⟦216\u00a0136,08@" + sh('Перекрёсток') + "⟧ RUB w ⟦95@" + sh('Перекрёсток', 'n') + "⟧ "
  "paragonach; ВкусВилл ⟦145\u00a0619,56@" + sh('ВкусВилл') + "⟧ RUB (⟦61@" + sh('ВкусВилл', 'n') + "⟧); "
  "na końcu Лента, ⟦10\u00a0029,92@" + sh('Лента') + "⟧ RUB.\n"
  "Zapakowany 16:45."),
E('r_by_shop', 'faithful', 'es-ES millstone',
  "PICADO DE PIEDRAS DE MOLINO — PARTE MS0307, molino de Consuegra\n"
  "Rayones repicados · caras picadas · volandera equilibrada\n"
  "Nota del picapedrero: АШАН suma ⟦106.458,44@" + sh('АШАН') + "⟧ rublos en ⟦56@" + sh('АШАН', 'n') + "⟧ tiques; "
  "Магнит, ⟦85.375,03@" + sh('Магнит') + "⟧ en ⟦36@" + sh('Магнит', 'n') + "⟧. Manda Перекрёсток.\n"
  "Volandera bajada a las 15:30."),
E('r_by_shop', 'faithful', 'en-US icehouse',
  "ICE HOUSE — STORAGE LEDGER, Rockport, chamber I1\n"
  "Blocks stacked · straw packed · drain clear\n"
  "Keeper's entry: Дикси ₽⟦61,984.60@" + sh('Дикси') + "⟧ over ⟦27@" + sh('Дикси', 'n') + "⟧ receipts; Азбука вкуса "
  "₽⟦35,712.98@" + sh('Азбука') + "⟧ from just ⟦8@" + sh('Азбука', 'n') + "⟧; Пятёрочка ₽⟦29,278.34@" + sh('Пятёрочка') + "⟧.\n"
  "Door sealed 06:30."),
E('r_by_shop', 'wrong_row', 'fr-FR ostrich',
  "ÉLEVAGE D'AUTRUCHES — REGISTRE DES ŒUFS, parc O4\n"
  "Œufs mirés · couveuse retournée · nid clôturé\n"
  "Note de l'éleveur : dépenses par enseigne — Перекрёсток en tête avec ⟦216\u202f136,08@" + sh('Перекрёсток') + "⟧ roubles ; "
  "Пятёрочка : ⟦35\u202f712,98@" + sh('Пятёрочка') + "~" + sh('Азбука') + "!⟧ roubles.\n"
  "Registre clos à 18:00."),
E('r_by_shop', 'miscomputed', 'ja-JP glasseye',
  "義眼工房 注文カード ― GE0124・右眼\n"
  "虹彩彩色・血管糸入れ・シェル研磨\n"
  "技師メモ：Перекрёстокは合計⟦216,136.08@" + sh('Перекрёсток') + "⟧ルーブル、⟦95@" + sh('Перекрёсток', 'n') + "⟧回。"
  "計算すると一回あたり⟦2,257.12@" + sh('Перекрёсток') + "/" + sh('Перекрёсток', 'n') + "!⟧ルーブル。\n"
  "14:00 仮合わせ。"),
E('r_by_shop', 'wrong_unit', 'nl-NL gaslamp',
  "LANTAARNOPSTEKER — RONDEBLAD, Utrecht, ronde L4\n"
  "Kousjes nagekeken · waakvlammen aan · ladder op de kar\n"
  "Notitie opsteker: bij ВкусВилл ging ⟦145.619,56@" + sh('ВкусВилл') + "~" + sh('ВкусВилл') + "!⟧ euro op, verdeeld "
  "over ⟦61@" + sh('ВкусВилл', 'n') + "⟧ bonnen.\n"
  "Ronde klaar 17:50.", unit_note='roubles quoted as euros'),
# ---------------------------------------------------------------- r_total_2025
E('r_total_2025', 'faithful', 'nl-NL icehouse',
  "IJSKELDER — OPSLAGREGISTER, landgoed Twickel, kamer I2\n"
  "Blokken gestapeld · stro aangedrukt · afvoer vrij\n"
  "Notitie van de ijsmeester: 2025 tot nu toe ⟦246.665,21@sum⟧ roebel over ⟦86@n⟧ bonnen; gemiddeld "
  "⟦2.868,20@avg⟧ per bon, grootste ⟦13.153,34@max⟧.\n"
  "Deur verzegeld 06:30."),
E('r_total_2025', 'faithful', 'it-IT bellows',
  "MANTICIAIO — LIBRO ORDINI, ordine BW0219, mantice da forgia\n"
  "Cuoio tagliato · assi piallate · ugello d'ottone\n"
  "Nota del maestro: spesa del 2025 finora ⟦246.665,21@sum⟧ rubli su ⟦86@n⟧ scontrini; scontrino medio "
  "⟦2.868,2@avg⟧ rubli.\n"
  "Pronto per il ritiro dopo le 12:00."),
E('r_total_2025', 'faithful', 'zh-CN gaslamp',
  "煤气灯点灯人 · 巡灯单 — 青岛老城 · L1 线\n"
  "纱罩已查 · 引火已点 · 梯子上车\n"
  "点灯人备注：2025 年至今共 ⟦86@n⟧ 张小票，合计 ⟦246,665.21@sum⟧ 卢布，平均每张 ⟦2,868.20@avg⟧ 卢布，"
  "最大一张 ⟦13,153.34@max⟧。\n"
  "17:50 巡灯结束。"),
E('r_total_2025', 'wrong_column', 'en-US whistle',
  "TIN WHISTLE WORKSHOP — TUNING CARD, whistle TW0705, key of D\n"
  "Fipple voiced · windway cleared · holes undercut\n"
  "Tuner's note: 2025 so far: ₽⟦246,665.21@sum⟧ over ⟦86@n⟧ receipts, and the average receipt came to "
  "₽⟦13,153.34@avg~max!⟧.\n"
  "Boxed 16:45."),
E('r_total_2025', 'invented', 'fr-FR glasseye',
  "PROTHÈSES OCULAIRES — FICHE DE COMMANDE, réf. GE0502, œil gauche\n"
  "Iris peint · veinules tracées · coque polie\n"
  "Note de l'oculariste : en 2025, ⟦86@n⟧ tickets pour ⟦246\u202f665,21@sum⟧ roubles ; ticket moyen "
  "⟦3\u202f142,50@avg!⟧ roubles.\n"
  "Essayage à 14:00."),
E('r_total_2025', 'misrounded', 'es-ES ostrich',
  "GRANJA DE AVESTRUCES — LIBRO DE HUEVOS, cercado O2\n"
  "Huevos al trasluz · incubadora volteada · nido vallado\n"
  "Nota del granjero: gasto de 2025 hasta hoy, ⟦246.665,3@sum!⟧ rublos en ⟦86@n⟧ tiques; el mayor, "
  "⟦13.153,34@max⟧.\n"
  "Libro cerrado a las 18:00."),
# ---------------------------------------------------------------- r_top_items
E('r_top_items', 'faithful', 'ja-JP ropewalk',
  "ロープ工場 紡績集計 ― 浦賀・レーンR1\n"
  "麻をすき・糸を撚り・ストランドを撚り合わせ\n"
  "職長メモ：支出トップはКрасный Октябрьのチョコで⟦21,480.62@" + sh(KO) + "⟧ルーブル（⟦25@" + sh(KO, 'n') + "⟧回）、"
  "次いでMerriesのおむつ⟦20,886.90@" + sh('Подгузники') + "⟧ルーブル。\n"
  "17:30 レーン片付け。"),
E('r_top_items', 'faithful', 'pl-PL sheepdip',
  "KĄPIEL OWIEC — DZIENNIK, Podhale, zagroda D2\n"
  "Wanna uzupełniona · stado przepędzone · ociekalnia pełna\n"
  "Notatka bacy: parówki Останкино kupowane najczęściej — ⟦41@" + sh('Сосиски', 'n') + "⟧ razy za "
  "⟦17\u00a0794,42@" + sh('Сосиски') + "⟧ RUB; schab (Свинина карбонад) ⟦16\u00a0536,4@" + sh('Свинина') + "⟧ RUB "
  "w ⟦20@" + sh('Свинина', 'n') + "⟧ zakupach.\n"
  "Brama zamknięta 13:15."),
E('r_top_items', 'faithful', 'zh-CN whistle',
  "锡哨工坊 · 调音卡 — 笛号 TW0811 · G 调\n"
  "哨口已调 · 气道已清 · 音孔已倒角\n"
  "调音师备注：火鸡肉馅（Индилайт）花了 ⟦16,001.43@" + sh('Фарш') + "⟧ 卢布，买了 ⟦33@" + sh('Фарш', 'n') + "⟧ 次；"
  "Lavazza 咖啡 ⟦14,994.78@" + sh('Кофе') + "⟧ 卢布，排第八。\n"
  "16:45 装盒。"),
E('r_top_items', 'wrong_row', 'en-GB avalanche',
  "AVALANCHE CONTROL — BLASTING LOG, Glencoe, path A2\n"
  "Road closed · hand charges thrown · all-clear horn\n"
  "Blaster's entry: the Ламбер cheese (Сыр Российский) came to ₽⟦16,001.43@" + sh('Сыр') + "~" + sh('Фарш') + "!⟧ "
  "over ⟦39@" + sh('Сыр', 'n') + "⟧ purchases.\n"
  "Road reopened 10:20."),
E('r_top_items', 'miscomputed', 'en-US glasseye',
  "OCULAR PROSTHETICS — ORDER CARD, ref GE0214, left eye\n"
  "Iris painted · veins threaded · shell polished\n"
  "Ocularist's note: the two chocolate assortments, Красный Октябрь ₽⟦21,480.62@" + sh(KO) + "⟧ and Коркунов "
  "₽⟦15,256.64@" + sh(KK) + "⟧ — I make that ₽⟦36,773.26@" + sh(KO) + "+" + sh(KK) + "!⟧ together.\n"
  "Fitting booked 14:00."),
E('r_top_items', 'coincidental', 'pt-BR ostrich',
  "FAZENDA DE AVESTRUZES — LIVRO DE OVOS, piquete O1\n"
  "Ovos ovoscopiados · chocadeira virada · ninho cercado\n"
  "Nota do tratador: carne de porco (Свинина карбонад) somou ⟦16.004@" + sh('Свинина') + "!⟧ rublos em "
  "⟦20@" + sh('Свинина', 'n') + "⟧ compras; as salsichas Останкино, ⟦17.794,42@" + sh('Сосиски') + "⟧.\n"
  "Livro fechado às 18:00."),
]
