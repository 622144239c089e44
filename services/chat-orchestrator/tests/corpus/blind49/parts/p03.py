"""Market-data queries, part 3 (q_rsi_oversold_2024 ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ROWS = "R.summary.rows"


def rsi(d):
    return f"row('{d}').rsi"


def q(n):
    return f"row({n}).mean_range"


ENTRIES = [
# ---------------------------------------------------------------- q_rsi_oversold_2024
E('q_rsi_oversold_2024', 'faithful', 'ja-JP watermill',
  "水車小屋 挽き臼台帳 ― 石臼S2・飛騨\n"
  "水門開・水車回転・臼の目立て済み\n"
  "粉屋の記録：2024年にRSI(14)が30を下回った日は⟦63@" + ROWS + "⟧日。最初は⟦1月24日@D:2024-01-24⟧"
  "（⟦25.14@" + rsi('2024-01-24') + "⟧）、最後は⟦12月20日@D:2024-12-20⟧（⟦29.09@R.summary.last.rsi⟧）。\n"
  "18:45 水門閉。"),
E('q_rsi_oversold_2024', 'faithful', 'pl-PL hopkiln',
  "SUSZARNIA CHMIELU — DZIENNIK SUSZENIA, suszarnia K1, Lubelszczyzna\n"
  "21:00 zielony chmiel na sicie · ogień ciągnie · kaptur się obraca\n"
  "Uwaga suszarnika: RSI(14) NQ poniżej 30 przez ⟦63@" + ROWS + "⟧ dni w 2024 r.; najniżej "
  "⟦19,49@stats.rsi.min⟧, średnio ⟦26,12@stats.rsi.mean⟧, najwyżej w tym gronie ⟦29,81@stats.rsi.max⟧.\n"
  "05:30 chmiel sprasowany do worków."),
E('q_rsi_oversold_2024', 'faithful', 'it-IT seaweed',
  "BAGNI D'ALGHE — TAGLIANDO DI PRENOTAZIONE, vasca B5, Bagnoli\n"
  "Alghe fresche · acqua di mare calda · doccia fredda dopo\n"
  "Nota dell'addetta: l'⟦8 febbraio@D:2024-02-08⟧ l'RSI del NQ era a ⟦23,71@" + rsi('2024-02-08') + "⟧ con chiusura "
  "⟦15.921@row('2024-02-08').close⟧; il minimo dell'anno fu ⟦19,49@stats.rsi.min⟧.\n"
  "Vasca pronta alle 11:15."),
E('q_rsi_oversold_2024', 'wrong_row', 'nl-NL tightrope',
  "KOORDDANSER — REPETITIEBORD, tuig R1 (circustent)\n"
  "Draad: gespannen ✓  Balanceerstok: gekalkt ✓  Net: hangt ✓\n"
  "Coach: RSI(14) van de NQ onder 30 in 2024: ⟦63@" + ROWS + "⟧ dagen. Op ⟦30 januari@D:2024-01-30⟧ stond hij op "
  "⟦23,71@" + rsi('2024-01-30') + "~" + rsi('2024-02-08') + "!⟧.\n"
  "Volgende doorloop 14:00."),
E('q_rsi_oversold_2024', 'misrounded', 'en-US cuckoo',
  "CUCKOO CLOCK — ASSEMBLY CARD CK0805, chalet model\n"
  "[x] bellows glued  [x] pinecone weights hung  [x] bird on its arm\n"
  "Clockmaker's note: NQ's RSI(14) sat below 30 on ⟦63@" + ROWS + "⟧ days of 2024, bottoming at "
  "⟦19.49@stats.rsi.min⟧; the highest reading in that set was ⟦29.82@stats.rsi.max!⟧.\n"
  "Cuckoo tested at 15:00."),
E('q_rsi_oversold_2024', 'coincidental', 'zh-CN thatch',
  "茅草屋顶 · 施工单 TJ0820 — 徽州老宅\n"
  "材料：芦苇 · 竹钉 · 屋脊用长稻草\n"
  "茅匠备注：2024 年 NQ 的 RSI(14) 低于 30 共 ⟦63@" + ROWS + "⟧ 天；⟦3月13日@D:2024-03-13⟧为 "
  "⟦28.77@" + rsi('2024-03-13') + "!⟧，收盘 ⟦15,239@row('2024-03-13').close⟧。\n"
  "16:30 撤梯。"),
# ---------------------------------------------------------------- q_quarter_range_2024
E('q_quarter_range_2024', 'faithful', 'ru-RU cuckoo',
  "ЧАСЫ С КУКУШКОЙ — СБОРОЧНАЯ КАРТА CK0614, модель «Шале»\n"
  "[x] меха проклеены  [x] гири-шишки подвешены  [x] кукушка на рычаге\n"
  "Заметка часовщика: средний дневной диапазон NQ по кварталам 2024 г.: Q1 ⟦320,6@" + q(1) + "⟧, "
  "Q2 ⟦314,9@" + q(2) + "⟧, Q3 ⟦263,4@" + q(3) + "⟧, Q4 ⟦201,6@" + q(4) + "⟧ пункта — каждый квартал тише прежнего.\n"
  "Кукушка проверена в 15:00."),
E('q_quarter_range_2024', 'faithful', 'en-GB tightrope',
  "TIGHTROPE — REHEARSAL BOARD, rig R3 (big top)\n"
  "Wire: tensioned ✓  Pole: chalked ✓  Net: up ✓\n"
  "Coach: NQ 2024 by quarter — Q1 the widest on average (⟦320.64@" + q(1) + "⟧ pts), Q4 the calmest "
  "(⟦201.62@" + q(4) + "⟧); Q4's biggest single day was only ⟦389@row(4).max_range⟧.\n"
  "Next run-through 14:00."),
E('q_quarter_range_2024', 'faithful', 'en-US anvil',
  "ANVIL TEST CERTIFICATE — cert AT0909, London-pattern anvil\n"
  "Rebound: passed · Ring: true · Face: hardened, no chips\n"
  "Examiner's remark: NQ 2024 mean daily range by quarter: Q1 ⟦320.6@" + q(1) + "⟧, Q2 ⟦314.9@" + q(2) + "⟧, "
  "Q3 ⟦263.4@" + q(3) + "⟧, Q4 ⟦201.6@" + q(4) + "⟧ points.\n"
  "Certified 10:20, stamped."),
E('q_quarter_range_2024', 'wrong_row', 'pl-PL pearl',
  "DZIENNIK ŁODZI POŁAWIACZY PEREŁ — łódź „Perła”, ławice Zatoki\n"
  "Nurkowie schodzą z kamieniem · liny wybrane · małże otwierane na pokładzie\n"
  "Wpis szypra: NQ 2024: w Q2 średni dzienny zakres ⟦314,9@" + q(2) + "⟧ pkt, a największy pojedynczy dzień "
  "⟦585,5@row(2).max_range~row(1).max_range!⟧ pkt.\n"
  "Kotwica w górę o 17:10."),
E('q_quarter_range_2024', 'miscomputed', 'de-DE mapplate',
  "NOTIZEN ZUR STICHPLATTE — Platte P5, Küstenkarte\n"
  "Kupfer grundiert · Küstenlinie gestochen · Schraffur poliert\n"
  "Randnotiz des Stechers: mittlere Tagesspanne NQ 2024 in Q1 ⟦320,6@" + q(1) + "⟧, in Q4 ⟦201,6@" + q(4) + "⟧ "
  "Punkte — nach meiner Rechnung das ⟦1,69@" + q(1) + "/" + q(4) + "!⟧-Fache.\n"
  "Probedruck um 12:00."),
E('q_quarter_range_2024', 'invented', 'it-IT charcoal',
  "CARBONAIA — REGISTRO DELLA CATASTA, carbonaia C6, Sila\n"
  "Legna accatastata · terra e foglie sopra · accesa dal camino\n"
  "Nota del carbonaio: escursione media del NQ nel 2024: primo trimestre ⟦320,6@" + q(1) + "⟧ punti, "
  "terzo ⟦248,7@" + q(3) + "!⟧, quarto ⟦201,6@" + q(4) + "⟧.\n"
  "Sfiatatoi chiusi alle 22:00."),
# ---------------------------------------------------------------- q_close_extremes_2023
E('q_close_extremes_2023', 'faithful', 'nl-NL hopkiln',
  "HOPEEST — DROOGLOGBOEK, eest K1, Reijmerstok\n"
  "21:00 groene hop op de eestvloer · vuur trekt goed · kap draait\n"
  "Notitie van de droger: hoogste slot van de NQ in 2023: ⟦18.946@max_close⟧, laagste "
  "⟦15.875,25@min_close⟧; het jaar sloot op ⟦17.553,5@last_close⟧.\n"
  "05:30 hop geperst."),
E('q_close_extremes_2023', 'faithful', 'de-DE anvil',
  "AMBOSS-PRÜFZEUGNIS — Zeugnis AT0325, Amboss englische Form\n"
  "Rückprall: bestanden · Klang: rein · Bahn: gehärtet, ohne Ausbrüche\n"
  "Bemerkung des Prüfers: NQ 2023 — höchster Schlusskurs ⟦18.946@max_close⟧, tiefster ⟦15.875,25@min_close⟧, "
  "letzter ⟦17.553,50@last_close⟧ Punkte.\n"
  "Geprüft 10:20, gestempelt."),
E('q_close_extremes_2023', 'faithful', 'zh-CN pearl',
  "采珠船日志 — 「珠光号」 · 合浦珠池\n"
  "潜水员抱石下潜 · 拉绳就位 · 甲板开蚌\n"
  "船老大记：NQ 2023 年最高收盘 ⟦18,946@max_close⟧ 点，最低 ⟦15,875.25@min_close⟧ 点，年末收在 "
  "⟦17,553.5@last_close⟧ 点。\n"
  "17:10 起锚。"),
E('q_close_extremes_2023', 'wrong_column', 'fr-FR seaweed',
  "BAINS D'ALGUES — FICHE DE RÉSERVATION, baignoire B4, Roscoff\n"
  "Algues fraîches · eau de mer chaude · douche froide ensuite\n"
  "Note de la baigneuse : clôtures du NQ en 2023 : plus haut ⟦18\u202f946@max_close⟧, plus bas "
  "⟦17\u202f553,5@min_close~last_close!⟧ points.\n"
  "Bain prêt à 11:15."),
E('q_close_extremes_2023', 'derived', 'pt-BR charcoal',
  "CARVOARIA — LIVRO DA MEDA, meda C3, Vale do Jequitinhonha\n"
  "Lenha empilhada · terra e folhas por cima · acesa pela chaminé\n"
  "Nota do carvoeiro: NQ em 2023: máxima de fechamento ⟦18.946@max_close⟧, último fechamento "
  "⟦17.553,5@last_close⟧ — do topo ao fim do ano, conta minha, ⟦1.392,5@max_close-last_close!⟧ pontos.\n"
  "Respiros fechados às 22:00."),
E('q_close_extremes_2023', 'coincidental', 'ja-JP tightrope',
  "綱渡り 稽古ボード ― 綱R2（テント）\n"
  "ワイヤー：張り済み ✓  バランス棒：粉付け ✓  ネット：設置 ✓\n"
  "コーチ：NQの2023年、最安の終値は⟦15,875.25@min_close⟧、年末の終値は⟦18,948@last_close!⟧ポイント。\n"
  "14:00 次の通し稽古。"),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
E('q_h1_vs_h2_2024', 'faithful', 'en-GB cuckoo',
  "CUCKOO CLOCK — ASSEMBLY CARD CK0611, chalet model\n"
  "[x] bellows glued  [x] pinecone weights hung  [x] bird on its arm\n"
  "Clockmaker's note: yes — H1 2024 averaged ⟦317.7@A.mean_range⟧ points a day against ⟦232.5@B.mean_range⟧ "
  "in H2; widest days ⟦585.5@A.max_range⟧ and ⟦507.5@B.max_range⟧.\n"
  "Cuckoo tested at 15:00."),
E('q_h1_vs_h2_2024', 'faithful', 'zh-CN mapplate',
  "地图铜版雕刻笔记 — 图版 P6 · 沿海图\n"
  "铜版上蜡 · 海岸线刻好 · 晕渲线抛光\n"
  "刻版师旁注：2024 上半年 NQ 日均振幅 ⟦317.71@A.mean_range⟧ 点（⟦124@A.R.source_row_count⟧ 个交易日），"
  "下半年 ⟦232.52@B.mean_range⟧ 点（⟦128@B.R.source_row_count⟧ 个）：上半年波动更大。\n"
  "12:00 打样。"),
E('q_h1_vs_h2_2024', 'faithful', 'en-US watermill',
  "WATER-MILL GRINDING LEDGER — Old Mill, Brandywine, stones S2\n"
  "Sluice drawn | wheel turning | stones dressed\n"
  "Miller's entry: the first half of 2024 was the wilder one — average NQ range ⟦317.7@A.mean_range⟧ points "
  "vs ⟦232.5@B.mean_range⟧ in the second half.\n"
  "Sluice shut 18:45."),
E('q_h1_vs_h2_2024', 'wrong_year', 'it-IT anvil',
  "CERTIFICATO DI PROVA INCUDINE — cert. AT0701, incudine modello inglese\n"
  "Rimbalzo: regolare · Suono: limpido · Piano: temprato, senza sbeccature\n"
  "Osservazione dell'esaminatore: primo semestre 2024 più nervoso, media ⟦317,7@A.mean_range⟧ punti; "
  "la sua giornata più ampia: ⟦507,5@A.max_range~B.max_range!⟧.\n"
  "Certificato alle 10:20."),
E('q_h1_vs_h2_2024', 'miscomputed', 'pt-BR coracle',
  "OFICINA DE CORACLES — NOTAS DE CONSTRUÇÃO, armação C1\n"
  "- ripas de freixo vergadas no vapor\n"
  "- lona esticada, primeira demão de breu\n"
  "Nota do construtor: amplitude média do NQ no 1º semestre de 2024 foi de ⟦317,71@A.mean_range⟧ pontos, no 2º "
  "de ⟦232,52@B.mean_range⟧ — pela minha conta, ⟦46,6%@(A.mean_range/B.mean_range-1)*100!⟧ maior.\n"
  "Secando de borco desde as 18:00."),
E('q_h1_vs_h2_2024', 'wrong_unit', 'ru-RU thatch',
  "КРЫША ИЗ КАМЫША — НАРЯД TJ0422, дом на Валдае\n"
  "Материал: камыш, ивовые прутья · конёк из соломы\n"
  "Замечания кровельщика: первое полугодие 2024 г. у NQ нервнее: в среднем "
  "⟦317,7@A.mean_range~A.mean_range!⟧ тика за день против ⟦232,5@B.mean_range⟧ пункта во втором.\n"
  "Лестницы сняты в 16:30.", unit_note='index points quoted as ticks'),
]
