"""Market-data queries, part 2 (q_up_pct_2024 ... q_gap_2024). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

N = "R.source_row_count"


def pct(m):
    return f"row('{m}').pct_up*100"


def chg(d):
    return f"row('{d}').chg"


def mch(m):
    return f"row('{m}').change"


def wk(d):
    return f"row('{d}').change"


ENTRIES = [
# ---------------------------------------------------------------- q_up_pct_2024
E('q_up_pct_2024', 'faithful', 'es-ES hopkiln',
  "SECADERO DE LÚPULO — DIARIO DE SECADO, horno K1, Carrizo de la Ribera\n"
  "21:00 lúpulo verde en la rejilla · el fuego tira bien · la caperuza gira\n"
  "Nota del secador: en 2024 el NQ cerró por encima de la apertura en el ⟦40,5\u00a0%@value*100⟧ de las "
  "⟦252@" + N + "⟧ sesiones.\n"
  "05:30 lúpulo prensado en sacas."),
E('q_up_pct_2024', 'faithful', 'pt-BR seaweed',
  "BANHOS DE ALGAS — FICHA DE RESERVA, banheira B1, Ilhabela\n"
  "Alga fresca · água do mar quente · ducha fria depois\n"
  "Nota da atendente: em 2024 o NQ fechou acima da abertura em ⟦40,48%@value*100⟧ dos pregões — "
  "menos da metade.\n"
  "Banho pronto às 11:15; toalhas no balcão."),
E('q_up_pct_2024', 'faithful', 'en-US tightrope',
  "TIGHTROPE — REHEARSAL BOARD, rig R1 (big top)\n"
  "Wire: tensioned ✓  Pole: chalked ✓  Net: up ✓\n"
  "Coach: NQ closed above its open on ⟦40.5%@value*100⟧ of ⟦252@" + N + "⟧ sessions in 2024 — fewer "
  "than half.\n"
  "Next run-through 14:00. Nobody walks without a spotter!"),
E('q_up_pct_2024', 'faithful', 'zh-CN charcoal',
  "炭窑记录 — C4 号窑 · 龙泉山\n"
  "木柴码好 · 覆土压实 · 从烟道点火\n"
  "烧炭师傅记：2024 年 NQ 收盘高于开盘的交易日占 ⟦40.48%@value*100⟧（共 ⟦252@" + N + "⟧ 个交易日），"
  "不到一半。\n"
  "22:00 封闭风口。"),
E('q_up_pct_2024', 'wrong_unit', 'nl-NL decoy',
  "LOKEENDSNIJWERK — BON D0914, wilde eend (woerd)\n"
  "Lijf: witte ceder · kop: tupelo · ogen: glas, gezet\n"
  "Notitie van de snijder: in 2024 sloot de NQ hoger dan de opening op ⟦0,405@value~value!⟧ % van de "
  "⟦252@" + N + "⟧ handelsdagen.\n"
  "Verf droog om 19:00.", unit_note='a fraction quoted as a percent'),
E('q_up_pct_2024', 'miscomputed', 'pl-PL cuckoo',
  "ZEGAR Z KUKUŁKĄ — KARTA MONTAŻU KU0612, model „Szałas”\n"
  "[x] miechy sklejone  [x] odważniki-szyszki zawieszone  [x] ptaszek na dźwigni\n"
  "Notatka zegarmistrza: w 2024 r. NQ zamknął wyżej niż otworzył w ⟦40,5\u00a0%@value*100⟧ z "
  "⟦252@" + N + "⟧ sesji, czyli — jak policzyłem — ⟦112@value*" + N + "!⟧ dni wzrostowych.\n"
  "Kukułka sprawdzona o 15:00."),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
E('q_stats_2023_vs_2024', 'faithful', 'ru-RU seaweed',
  "ВОДОРОСЛЕВЫЕ ВАННЫ — ТАЛОН ЗАПИСИ, ванна B1, Соловки\n"
  "Свежий фукус · горячая морская вода · потом холодный душ\n"
  "Заметка банщицы: средний дневной диапазон NQ — ⟦363,2@A.mean_range⟧ пункта в 2023 г. и ⟦274,4@B.mean_range⟧ "
  "в 2024 г.; объём почти тот же: ⟦201\u00a0034@A.mean_volume⟧ против ⟦201\u00a0006@B.mean_volume⟧.\n"
  "Ванна готова к 11:15."),
E('q_stats_2023_vs_2024', 'faithful', 'zh-CN decoy',
  "诱鸭木雕 · 订单 D0823 — 针尾鸭（雄）\n"
  "鸭身：白雪松 · 鸭头：紫树 · 眼睛：玻璃，已装\n"
  "雕刻师备注：NQ 日均振幅 2023 年 ⟦363.24@A.mean_range⟧ 点，2024 年降到 ⟦274.44@B.mean_range⟧ 点；"
  "日均成交量两年都在 ⟦20.1万@A.mean_volume⟧ 手左右。\n"
  "19:00 前上色晾干。"),
E('q_stats_2023_vs_2024', 'faithful', 'pt-BR hopkiln',
  "SECADOR DE LÚPULO — DIÁRIO DE SECAGEM, estufa K3, Serra Gaúcha\n"
  "21:00 lúpulo verde na tela · fogo puxando bem · chapéu girando\n"
  "Nota do secador: a amplitude média do NQ caiu de ⟦363,24@A.mean_range⟧ pontos (2023, ⟦250@A.count⟧ "
  "pregões) para ⟦274,44@B.mean_range⟧ (2024, ⟦252@B.count⟧ pregões).\n"
  "05:30 lúpulo prensado nos sacos."),
E('q_stats_2023_vs_2024', 'wrong_year', 'de-DE thatch',
  "REETDACH — ARBEITSZETTEL TJ0330, Kate in Keitum\n"
  "Material: Reet, Weidenbänder · First aus Heide\n"
  "Bemerkung des Reetdachdeckers: NQ 2023: Tagesspanne im Schnitt ⟦363,2@A.mean_range⟧ Punkte bei "
  "⟦252@A.count~B.count!⟧ Handelstagen; 2024 nur noch ⟦274,4@B.mean_range⟧.\n"
  "Leitern runter um 16:30."),
E('q_stats_2023_vs_2024', 'wrong_year', 'it-IT watermill',
  "MULINO AD ACQUA — REGISTRO DI MACINA, palmenti S1\n"
  "Chiusa aperta | ruota in moto | macine rabbigliate\n"
  "Voce del mugnaio: volumi NQ quasi identici nei due anni (⟦201.034@A.mean_volume⟧ contro "
  "⟦201.006@B.mean_volume⟧); nel 2024 l'escursione media è stata di ⟦363,2@B.mean_range~A.mean_range!⟧ punti.\n"
  "Chiusa abbassata alle 18:45."),
E('q_stats_2023_vs_2024', 'derived', 'en-US coracle',
  "CORACLE WORKSHOP — BUILD NOTES, frame C9 (Teifi pattern)\n"
  "- ash laths steamed and bent\n"
  "- canvas stretched, second coat of tar\n"
  "Maker's note: NQ average daily range fell from ⟦363.24@A.mean_range⟧ (2023) to ⟦274.44@B.mean_range⟧ "
  "(2024) — ⟦24.4%@(A.mean_range-B.mean_range)/A.mean_range*100!⟧ lower, by my own division.\n"
  "Left upside down to cure, 18:00."),
# ---------------------------------------------------------------- q_big_up_days_2023
E('q_big_up_days_2023', 'faithful', 'nl-NL hopkiln',
  "HOPEEST — DROOGLOGBOEK, eest K2, Reijmerstok\n"
  "21:00 groene hop op de eestvloer · vuur trekt goed · kap draait\n"
  "Notitie van de droger: in 2023 sloot de NQ op ⟦14@R.summary.rows⟧ dagen meer dan 2 % boven de opening; "
  "de grootste op ⟦6 december@D:2023-12-06⟧ (⟦+3,32\u00a0%@" + chg('2023-12-06') + "⟧), de eerste op "
  "⟦18 januari@D:2023-01-18⟧ (⟦+2,5\u00a0%@" + chg('2023-01-18') + "⟧).\n"
  "05:30 hop geperst."),
E('q_big_up_days_2023', 'faithful', 'de-DE charcoal',
  "KOHLENMEILER — MEILERBUCH, Meiler M4, Pfälzerwald\n"
  "Holz gesetzt · Decke aus Erde und Laub · im Quandel entzündet\n"
  "Notiz des Köhlers: stärkster Tag 2023 über 2 %: ⟦06.12.@D:2023-12-06⟧, Eröffnung ⟦17.263@row('2023-12-06').open⟧, "
  "Schluss ⟦17.836@row('2023-12-06').close⟧, ⟦+3,32\u00a0%@" + chg('2023-12-06') + "⟧. Knappster: ⟦27.03.@D:2023-03-27⟧ "
  "mit ⟦2,01\u00a0%@" + chg('2023-03-27') + "⟧.\n"
  "Züge geschlossen 22:00."),
E('q_big_up_days_2023', 'faithful', 'ja-JP seaweed',
  "海藻風呂 予約票 ― 浴槽B2・城崎\n"
  "生の海藻・温かい海水・あとで冷水\n"
  "受付メモ：2023年に始値より2%超高く引けた日は⟦14@R.summary.rows⟧日。最大は⟦12月6日@D:2023-12-06⟧の"
  "⟦+3.32%@" + chg('2023-12-06') + "⟧、次が⟦11月7日@D:2023-11-07⟧の⟦+3.12%@" + chg('2023-11-07') + "⟧。\n"
  "11:15 入浴準備よし。"),
E('q_big_up_days_2023', 'wrong_column', 'pt-BR decoy',
  "FICHA DE ENTALHE — CHAMARIZ D0308, marreco (macho)\n"
  "Corpo: cedro · Cabeça: tupelo · Olhos: vidro, já colocados\n"
  "Nota do entalhador: em ⟦06/06@D:2023-06-06⟧ o NQ subiu ⟦2,98%@" + chg('2023-06-06') + "⟧ e fechou a "
  "⟦17.605@row('2023-06-06').close~row('2023-06-06').open!⟧ pontos.\n"
  "Tinta seca até 19:00."),
E('q_big_up_days_2023', 'coincidental', 'en-GB anvil',
  "ANVIL TEST CERTIFICATE — cert AT0612, London-pattern anvil\n"
  "Rebound: passed · Ring: true · Face: hardened, no chips\n"
  "Examiner's remark: among NQ's 2023 days up more than 2%, ⟦12 Oct@D:2023-10-12⟧ closed "
  "⟦2.18%@" + chg('2023-10-12') + "!⟧ above its open; the biggest was ⟦6 Dec@D:2023-12-06⟧.\n"
  "Certified 10:20, stamped and signed."),
E('q_big_up_days_2023', 'invented', 'ru-RU tightrope',
  "КАНАТОХОДЕЦ — ДОСКА РЕПЕТИЦИЙ, снаряд R2 (шапито)\n"
  "Трос: натянут ✓  Шест: натёрт ✓  Сетка: стоит ✓\n"
  "Тренер: дней 2023 г. с ростом NQ больше 2 % от открытия — ⟦14@R.summary.rows⟧; ⟦4 мая@D:2023-05-04⟧ было "
  "⟦+2,86@" + chg('2023-05-04') + "!⟧\u00a0%.\n"
  "Следующий прогон в 14:00."),
# ---------------------------------------------------------------- q_corr_2024
E('q_corr_2024', 'faithful', 'pl-PL watermill',
  "MŁYN WODNY — KSIĘGA PRZEMIAŁU, kamienie S2, nad Wdą\n"
  "Zastawka podniesiona | koło idzie | kamienie naostrzone\n"
  "Wpis młynarza: korelacja wolumenu z dziennym zakresem NQ w 2024 r. wynosi ⟦0,051@value⟧ na "
  "⟦252@" + N + "⟧ sesjach — praktycznie żadna.\n"
  "Zastawka opuszczona o 18:45."),
E('q_corr_2024', 'faithful', 'nl-NL decoy',
  "LOKEENDSNIJWERK — BON D0921, krakeend (woerd)\n"
  "Lijf: witte ceder · kop: tupelo · ogen: glas, gezet\n"
  "Notitie van de snijder: correlatie tussen volume en dagrange van de NQ in 2024: ⟦0,05@value⟧. "
  "Nauwelijks verband.\n"
  "Verf droog om 19:00."),
E('q_corr_2024', 'faithful', 'it-IT anvil',
  "CERTIFICATO DI PROVA INCUDINE — cert. AT0418, incudine modello inglese\n"
  "Rimbalzo: regolare · Suono: limpido · Piano: temprato, senza sbeccature\n"
  "Osservazione dell'esaminatore: nel 2024 la correlazione tra volume ed escursione giornaliera del NQ è "
  "⟦0,0512@value⟧ — di fatto nulla.\n"
  "Certificato alle 10:20."),
E('q_corr_2024', 'wrong_sign', 'es-ES tightrope',
  "FUNAMBULISTA — PIZARRA DE ENSAYO, aparejo R3 (carpa)\n"
  "Cable: tensado ✓  Balancín: con magnesio ✓  Red: puesta ✓\n"
  "Entrenador: correlación volumen–rango del NQ en 2024: ⟦−0,05@value!⟧, sobre ⟦252@" + N + "⟧ sesiones. "
  "Nada que rascar.\n"
  "Siguiente pase a las 14:00."),
E('q_corr_2024', 'misrounded', 'zh-CN seaweed',
  "海藻浴 · 预约单 — B5 号浴池 · 荣成\n"
  "新鲜海藻 · 热海水 · 之后冲冷水\n"
  "服务员备注：2024 年 NQ 成交量与日内振幅的相关系数为 ⟦0.052@value!⟧，几乎不相关。\n"
  "11:15 浴池备好。"),
E('q_corr_2024', 'derived', 'en-GB cuckoo',
  "CUCKOO CLOCK — ASSEMBLY CARD CK0210, chalet model\n"
  "[x] bellows glued  [x] pinecone weights hung  [x] bird on its arm\n"
  "Clockmaker's note: volume vs range for NQ in 2024 correlates at ⟦0.051@value⟧; squaring that myself, "
  "volume explains ⟦0.26%@value**2*100!⟧ of the variation in range.\n"
  "Cuckoo tested at 15:00."),
# ---------------------------------------------------------------- q_monthly_2024
E('q_monthly_2024', 'faithful', 'fr-FR tightrope',
  "FUNAMBULE — TABLEAU DE RÉPÉTITION, agrès R2 (chapiteau)\n"
  "Câble : tendu ✓  Balancier : talqué ✓  Filet : en place ✓\n"
  "Entraîneuse : barres mensuelles 2024 du NQ — seul avril finit en hausse (⟦+1\u202f008@" + mch('2024-04') + "⟧ points), "
  "juillet est le pire (⟦−1\u202f374@" + mch('2024-07') + "⟧), décembre clôture à ⟦8\u202f944@row('2024-12').close⟧.\n"
  "Prochain filage à 14:00."),
E('q_monthly_2024', 'faithful', 'pt-BR charcoal',
  "CARVOARIA — LIVRO DA MEDA, meda C1, Vale do Jequitinhonha\n"
  "Lenha empilhada · terra e folhas por cima · acesa pela chaminé\n"
  "Nota do carvoeiro: em 2024 o NQ abriu janeiro a ⟦17.578,75@row('2024-01').open⟧ e fechou dezembro a "
  "⟦8.944@row('2024-12').close⟧; o pior mês foi julho, ⟦−1.374@" + mch('2024-07') + "⟧ pontos.\n"
  "Respiros fechados às 22:00."),
E('q_monthly_2024', 'faithful', 'en-US thatch',
  "THATCHING JOB SHEET · job TJ0605\n"
  "Site: Nantucket cottage | Material: water reed, hazel spars\n"
  "Thatcher's remarks: NQ's 2024 monthly bars: eleven red months, April the exception at "
  "⟦+1,008@" + mch('2024-04') + "⟧; the year's low, ⟦8,926.25@row('2024-12').low⟧, came in December.\n"
  "Ladders down 16:30."),
E('q_monthly_2024', 'wrong_row', 'ru-RU seaweed',
  "ВОДОРОСЛЕВЫЕ ВАННЫ — ТАЛОН ЗАПИСИ, ванна B3, Соловки\n"
  "Свежий фукус · горячая морская вода · потом холодный душ\n"
  "Заметка банщицы: месячные бары NQ за 2024 г.: в плюсе только апрель (⟦+1008@" + mch('2024-04') + "⟧), "
  "август закрылся на ⟦−1049@" + mch('2024-08') + "~" + mch('2024-03') + "!⟧ пунктов.\n"
  "Ванна готова к 11:15."),
E('q_monthly_2024', 'wrong_sign', 'zh-CN coracle',
  "圆舟工坊 · 制作笔记 — C8 号骨架\n"
  "- 白蜡木条蒸弯\n"
  "- 帆布绷紧，刷第一道沥青\n"
  "造舟人记：NQ 2024 年月线，只有4月收涨（⟦+1,008@" + mch('2024-04') + "⟧ 点）；9月 ⟦+608.5@" + mch('2024-09') + "!⟧ 点，"
  "7月最差。\n"
  "18:00 倒扣晾干。"),
E('q_monthly_2024', 'miscomputed', 'ja-JP pearl',
  "真珠採り 船日誌 ― 英虞湾・第二珠宝丸\n"
  "海女は石を抱いて潜水・綱番よし・甲板で貝開け\n"
  "船頭の記録：2024年のNQは1月の始値⟦17,578.75@row('2024-01').open⟧から12月の終値⟦8,944@row('2024-12').close⟧へ。"
  "計算すると年間⟦8,364.75@row('2024-01').open-row('2024-12').close!⟧ポイントの下げ。\n"
  "17:10 錨上げ。"),
# ---------------------------------------------------------------- q_weekly_recent
E('q_weekly_recent', 'faithful', 'ru-RU decoy',
  "ПОДСАДНАЯ УТКА — КВИТАНЦИЯ НА РЕЗЬБУ D0326, кряква (селезень)\n"
  "Тушка: липа · голова: ольха · глаза: стекло\n"
  "Заметка резчика: из ⟦5@R.summary.rows⟧ последних недель NQ в плюсе только неделя ⟦29 декабря@D:2024-12-29⟧ "
  "(⟦+57,5@" + wk('2024-12-29') + "⟧); хуже всех неделя ⟦8 декабря@D:2024-12-08⟧ — ⟦−381,75@" + wk('2024-12-08') + "⟧.\n"
  "Краска высохнет к 19:00."),
E('q_weekly_recent', 'faithful', 'en-GB pearl',
  "PEARL-DIVING BOAT LOG — dhow 'Al Dana', Fasht al-Adhm\n"
  "Divers down on the stone · haulers on the ropes · shells opened on deck\n"
  "Nakhuda's entry: NQ's last five weekly bars averaged ⟦−179.7@stats.change.mean⟧ points; the "
  "⟦15 Dec@D:2024-12-15⟧ week was nearly flat at ⟦−16@" + wk('2024-12-15') + "⟧ on ⟦1,002,088@row('2024-12-15').volume⟧ "
  "contracts.\n"
  "Anchor up 17:10."),
E('q_weekly_recent', 'faithful', 'zh-CN thatch',
  "茅草屋顶 · 施工单 TJ0711 — 乌镇老宅\n"
  "材料：芦苇 · 竹钉 · 屋脊用长稻草\n"
  "茅匠备注：最近五周 NQ 周线，只有⟦12月29日@D:2024-12-29⟧那周涨 ⟦57.5@" + wk('2024-12-29') + "⟧ 点，其余全跌；"
  "⟦12月22日@D:2024-12-22⟧那周跌了 ⟦352.75@" + wk('2024-12-22') + "|neg⟧ 点。\n"
  "16:30 撤梯。"),
E('q_weekly_recent', 'wrong_sign', 'en-US cuckoo',
  "CUCKOO CLOCK — ASSEMBLY CARD CK0731, chalet model\n"
  "[x] bellows glued  [x] pinecone weights hung  [x] bird on its arm\n"
  "Clockmaker's note: NQ weekly bars, last five: the ⟦12/22@D:2024-12-22⟧ week came in at "
  "⟦+352.75@" + wk('2024-12-22') + "!⟧, the ⟦12/8@D:2024-12-08⟧ week the worst at ⟦−381.75@" + wk('2024-12-08') + "⟧.\n"
  "Cuckoo tested at 15:00."),
E('q_weekly_recent', 'derived', 'es-ES hopkiln',
  "SECADERO DE LÚPULO — DIARIO DE SECADO, horno K2, Carrizo de la Ribera\n"
  "21:00 lúpulo verde en la rejilla · el fuego tira bien · la caperuza gira\n"
  "Nota del secador: la semana media del NQ perdió ⟦179,7@stats.change.mean|neg⟧ puntos; sumando yo las cinco "
  "semanas salen ⟦−898,5@stats.change.mean*5!⟧ puntos.\n"
  "05:30 lúpulo prensado en sacas."),
E('q_weekly_recent', 'wrong_column', 'nl-NL mapplate',
  "AANTEKENINGEN BIJ DE GRAVEERPLAAT — plaat P12, kustkaart\n"
  "Koper gegrond · kustlijn gestoken · arceringen gepolijst\n"
  "Kanttekening van de graveur: de week van ⟦8 december@D:2024-12-08⟧ verloor de NQ "
  "⟦381,75@" + wk('2024-12-08') + "|neg⟧ punten en sloot op ⟦9.611,25@row('2024-12-08').close~row('2024-12-08').open!⟧.\n"
  "Proefdruk om 12:00."),
# ---------------------------------------------------------------- q_gap_2024
E('q_gap_2024', 'faithful', 'de-DE hopkiln',
  "HOPFENDARRE — DARRBUCH, Darre K2, Hallertau\n"
  "21:00 Grünhopfen auf der Horde · Feuer zieht · Haube dreht sich\n"
  "Notiz des Darrmeisters: Eröffnungslücken NQ 2024: im Mittel ⟦+1,51@mean_g⟧ Punkte, größte ⟦+147,25@max_g⟧, "
  "tiefste ⟦−128,5@min_g⟧, Standardabweichung ⟦34,5@std_g⟧.\n"
  "05:30 Hopfen in Ballen gepresst."),
E('q_gap_2024', 'faithful', 'pt-BR tightrope',
  "EQUILIBRISTA — QUADRO DE ENSAIO, aparelho R3 (lona)\n"
  "Cabo: esticado ✓  Vara: com breu ✓  Rede: armada ✓\n"
  "Treinadora: gaps de abertura do NQ em 2024 — média ⟦1,51@mean_g⟧ ponto, desvio-padrão ⟦34,54@std_g⟧; "
  "o maior para cima ⟦147,25@max_g⟧, o maior para baixo ⟦128,5@min_g|neg⟧.\n"
  "Próximo ensaio às 14:00."),
E('q_gap_2024', 'faithful', 'en-GB seaweed',
  "SEAWEED BATHS — BOOKING SLIP, bath B6, Kilkee\n"
  "Fresh wrack · hot sea water · cold shower after\n"
  "Attendant's note: NQ's opening gaps in 2024 averaged ⟦+1.5@mean_g⟧ points but ranged from "
  "⟦−128.5@min_g⟧ to ⟦+147.25@max_g⟧, standard deviation ⟦34.5@std_g⟧.\n"
  "Bath ready 11:15; towels at the desk."),
E('q_gap_2024', 'wrong_column', 'fr-FR cuckoo',
  "HORLOGE À COUCOU — FICHE DE MONTAGE CK0915, modèle « Chalet »\n"
  "[x] soufflets collés  [x] poids pommes de pin  [x] oiseau sur son levier\n"
  "Note de l'horloger : gaps d'ouverture du NQ en 2024 : gap moyen de ⟦34,54@mean_g~std_g!⟧ points, "
  "le plus grand ⟦+147,25@max_g⟧, le plus creux ⟦−128,5@min_g⟧.\n"
  "Coucou testé à 15:00."),
E('q_gap_2024', 'wrong_unit', 'ru-RU mapplate',
  "ЗАМЕТКИ К ГРАВИРОВАЛЬНОЙ ДОСКЕ — доска P7, карта побережья\n"
  "Медь загрунтована · береговая линия прорезана · штриховка заполирована\n"
  "Пометка гравёра: гэпы открытия NQ в 2024 г.: в среднем ⟦+1,51@mean_g⟧ пункта, крупнейший вверх — "
  "⟦147,25@max_g~max_g!⟧ доллара, вниз — ⟦128,5@min_g|neg⟧ пункта.\n"
  "Оттиск снят в 12:00.", unit_note='index points quoted as US dollars'),
E('q_gap_2024', 'invented', 'nl-NL watermill',
  "WATERMOLEN — MAALBOEK, stenen S3, Oldenzaal\n"
  "Schuif open | rad draait | stenen gescherpt\n"
  "Aantekening van de molenaar: openingsgaps NQ 2024: gemiddeld ⟦+1,51@mean_g⟧ punt, grootste ⟦+147,25@max_g⟧, "
  "standaardafwijking ⟦41,8@std_g!⟧ punten.\n"
  "Schuif dicht om 18:45."),
]
