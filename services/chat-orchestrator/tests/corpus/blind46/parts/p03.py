"""Market-data queries, part 3 (q_rsi_oversold_2024 ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

RN = "R.summary.rows"


def d(date, col):
    return f"row('{date}').{col}"


def q(n, col='mean_range'):
    return f"row({n}).{col}"


ENTRIES = [
# ---------------------------------------------------------------- q_rsi_oversold_2024
E('q_rsi_oversold_2024', 'faithful', 'ja-JP cocoon',
  "繭出荷台帳 ― 群馬・蚕室R2・ロットKM0602\n"
  "桑葉給餌済・回転蔟設置済・繭選別済\n"
  "養蚕農家メモ：2024年にNQのRSI(14)が30を下回ったのは⟦63@" + RN + "⟧日。最初は⟦1月24日@D:2024-01-24⟧"
  "（RSI値⟦25.14@R.summary.first.rsi⟧）、最後は⟦12月20日@D:2024-12-20⟧（⟦29.09@R.summary.last.rsi⟧）、"
  "最低は⟦19.49@stats.rsi.min⟧。\n"
  "10:30 製糸場へ出荷。"),
E('q_rsi_oversold_2024', 'faithful', 'fr-FR lantern',
  "FÊTE DES LANTERNES — FICHE DE CHAR, char C3 « Le Phénix »\n"
  "Armatures câblées · lanternes allumées · porteurs P1 à P8 prêts\n"
  "Note du chef de char : en 2024, le RSI(14) du NQ est passé sous 30 lors de ⟦63@" + RN + "⟧ séances, la "
  "première le ⟦24 janvier@D:2024-01-24⟧ ; RSI moyen sur ces jours : ⟦26,12@stats.rsi.mean⟧.\n"
  "Départ du char à 19:30."),
E('q_rsi_oversold_2024', 'faithful', 'it-IT tubepost',
  "POSTA PNEUMATICA — REGISTRO DI LINEA, stazione PS3, linea L2\n"
  "Bossoli B1–B6 in circolo · soffiante accesa · guarnizioni controllate\n"
  "Annotazione dell'operatore: a febbraio 2024 l'RSI(14) del NQ era sotto 30 già il ⟦5 febbraio@D:2024-02-05⟧ "
  "(⟦28,59@" + d('2024-02-05', 'rsi') + "⟧); l'⟦8 febbraio@D:2024-02-08⟧ toccava ⟦23,71@" + d('2024-02-08', 'rsi') +
  "⟧ con chiusura a ⟦15.921@" + d('2024-02-08', 'close') + "⟧.\n"
  "Linea chiusa alle 20:00."),
E('q_rsi_oversold_2024', 'faithful', 'de-DE cooper',
  "DAUBENZÄHLUNG — Küferei in Rust, Bank K4, Auftrag FA0611\n"
  "Spessart-Eiche · Dauben gefügt · Reifen R1–R4 angetrieben\n"
  "Notiz des Küfers: der RSI(14) des NQ lag 2024 an ⟦63@" + RN + "⟧ Tagen unter 30; zuletzt am "
  "⟦20.12.@D:2024-12-20⟧ mit ⟦29,09@R.summary.last.rsi⟧, der Tiefstwert war ⟦19,49@stats.rsi.min⟧.\n"
  "Fässer zum Toasten 13:00."),
E('q_rsi_oversold_2024', 'wrong_column', 'en-GB turbine',
  "TURBINE SERVICE SHEET — Whitelee wind farm, turbine T22\n"
  "Yaw brakes checked · blade inspection done · gearbox oil sampled\n"
  "Technician's note: NQ's RSI(14) sat below 30 on ⟦63@" + RN + "⟧ days of 2024, averaging "
  "⟦29.81@stats.rsi.mean~stats.rsi.max!⟧ on those days; the first was ⟦24 Jan@D:2024-01-24⟧.\n"
  "Down the tower 15:20."),
E('q_rsi_oversold_2024', 'coincidental', 'zh-CN hedgelay',
  "树篱编织赛 · 选手卡 — 中部式 · 地块 P6\n"
  "枝条已劈 · 木桩已打 · 榛条已编\n"
  "裁判点评：2024 年 NQ 的 RSI(14) 低于 30 的交易日共 ⟦63@" + RN + "⟧ 天，这些日子的平均 RSI 为 "
  "⟦26.25@stats.rsi.mean!⟧。\n"
  "14:00 收工。"),
# ---------------------------------------------------------------- q_quarter_range_2024
E('q_quarter_range_2024', 'faithful', 'nl-NL turbine',
  "ONDERHOUDSBLAD WINDTURBINE — windpark Gemini, turbine G07\n"
  "Kruibremmen gecontroleerd · bladinspectie gedaan · olie bemonsterd\n"
  "Notitie van de monteur: gemiddelde dagrange van de NQ per kwartaal in 2024: K1 ⟦320,6@" + q(1) + "⟧, "
  "K2 ⟦314,9@" + q(2) + "⟧, K3 ⟦263,4@" + q(3) + "⟧, K4 ⟦201,6@" + q(4) + "⟧ punten — elk kwartaal rustiger.\n"
  "Van de mast af om 15:20."),
E('q_quarter_range_2024', 'faithful', 'en-GB grinder',
  "STREET ENTERTAINMENT LICENCE SP0611 — barrel organ, Covent Garden east piazza\n"
  "No amplification · monkey not permitted\n"
  "Warden's endorsement: NQ's widest day per quarter in 2024 — Q1 ⟦585.5@" + q(1, 'max_range') + "⟧, Q2 "
  "⟦555.25@" + q(2, 'max_range') + "⟧, Q3 ⟦507.5@" + q(3, 'max_range') + "⟧, Q4 ⟦389@" + q(4, 'max_range') +
  "⟧ points.\n"
  "Pitch cleared by 18:00."),
E('q_quarter_range_2024', 'faithful', 'pt-BR automaton',
  "NOTA DE RESTAURO DE AUTÔMATO — «O Escrivão», ordem AR0409\n"
  "Cames limpos · mola real retensionada · foles com couro novo\n"
  "Nota do restaurador: em 2024 a amplitude média diária do NQ caiu de ⟦320,64@" + q(1) + "⟧ pontos no primeiro "
  "trimestre para ⟦201,62@" + q(4) + "⟧ no quarto.\n"
  "Retirada marcada para as 11:00."),
E('q_quarter_range_2024', 'wrong_row', 'it-IT beetweigh',
  "SCONTRINO DI PESA SP0917 — zuccherificio di Pontelongo\n"
  "Trasportatore: Agri Polesine · rimorchio RM7 · tara terra campionata · piazzale B3\n"
  "Nota del pesatore: nel 2024 la seduta più ampia del terzo trimestre per il NQ è arrivata a "
  "⟦555,25@" + q(3, 'max_range') + "~" + q(2, 'max_range') + "!⟧ punti; nel quarto solo ⟦389@" + q(4, 'max_range') +
  "⟧.\n"
  "Uscita dalla pesa alle 14:25."),
E('q_quarter_range_2024', 'wrong_column', 'ru-RU porcelain',
  "КАРТА ОБЖИГА — фарфоровый завод, печь P2, обжиг OB0417\n"
  "Политой обжиг · конусы Зегера установлены · капсели уложены\n"
  "Запись обжигальщика: в 2024 г. самый широкий день I квартала у NQ дал ⟦320,6@" + q(1, 'max_range') + "~" + q(1) +
  "!⟧ пункта, IV квартала — ⟦389@" + q(4, 'max_range') + "⟧.\n"
  "Печь открыта в 07:30."),
E('q_quarter_range_2024', 'miscomputed', 'es-ES icefish',
  "CUADERNO DE CABAÑA DE PESCA EN HIELO — lago Saimaa, cabaña C3\n"
  "Agujeros A1–A3 abiertos · cebos en el agua · estufa encendida\n"
  "Apunte del pescador: el rango medio diario del NQ pasó de ⟦320,6@" + q(1) + "⟧ puntos en el T1 de 2024 a "
  "⟦201,6@" + q(4) + "⟧ en el T4, un ⟦31,7 %@(1-" + q(4) + "/" + q(1) + ")*100!⟧ menos.\n"
  "Cañas recogidas a las 17:40."),
# ---------------------------------------------------------------- q_close_extremes_2023
E('q_close_extremes_2023', 'faithful', 'en-US icefish',
  "ICE SHANTY LOG — Mille Lacs MN, shanty S14\n"
  "Holes H1–H3 augered · tip-ups set · heater on\n"
  "Angler's entry: NQ's 2023 closes ranged from a low of ⟦15,875.25@min_close⟧ to a high of ⟦18,946@max_close⟧; "
  "the year ended at ⟦17,553.5@last_close⟧.\n"
  "Lines pulled 17:40."),
E('q_close_extremes_2023', 'faithful', 'pt-BR tubepost',
  "CORREIO PNEUMÁTICO — LIVRO DA LINHA, estação PS1, linha L3\n"
  "Cápsulas C1–C4 em circulação · soprador ligado\n"
  "Registro do operador: em 2023 o maior fechamento do NQ foi ⟦18.946@max_close⟧ e o menor "
  "⟦15.875,25@min_close⟧; o último pregão fechou em ⟦17.553,5@last_close⟧.\n"
  "Linha fechada às 20:00."),
E('q_close_extremes_2023', 'faithful', 'en-GB porcelain',
  "KILN FIRING CARD — Longton works, bottle oven K3, firing F0417\n"
  "Glost firing · cones placed · saggars stacked\n"
  "Kiln master's note: NQ closed 2023 at ⟦17,553.5@last_close⟧, below the year's top close of "
  "⟦18,946@max_close⟧ but well above the low of ⟦15,875.25@min_close⟧.\n"
  "Oven opened 07:30."),
E('q_close_extremes_2023', 'wrong_column', 'ja-JP cocoon',
  "繭出荷台帳 ― 長野・岡谷蚕室R1・ロットKM0915\n"
  "桑葉給餌済・回転蔟設置済・繭選別済\n"
  "養蚕農家メモ：2023年のNQの最高終値は⟦17,553.5@max_close~last_close!⟧、最安終値は⟦15,875.25@min_close⟧。\n"
  "10:30 製糸場へ出荷。"),
E('q_close_extremes_2023', 'derived', 'nl-NL grinder',
  "DRAAIORGEL — STANDPLAATSVERGUNNING DO0522, Grote Markt Haarlem\n"
  "Geen versterking · geen aap toegestaan\n"
  "Aantekening van de handhaver: NQ-slotkoersen 2023 tussen ⟦15.875,25@min_close⟧ en ⟦18.946@max_close⟧; van dal "
  "naar top is dat ⟦19,3%@(max_close-min_close)/min_close*100!⟧ (eigen berekening, niet uit de tool).\n"
  "Standplaats leeg om 18:00."),
E('q_close_extremes_2023', 'invented', 'ru-RU reptile',
  "ТЕРРАРИУМ — ДОСКА КОРМЛЕНИЙ, вольер V2 (зелёные игуаны)\n"
  "Зелень нарезана · лампы проверены · опрыскивание сделано\n"
  "Запись смотрителя: в 2023 г. NQ закрывался не ниже ⟦16\u00a0214,5@min_close!⟧ и не выше "
  "⟦18\u00a0946@max_close⟧; год закончил на ⟦17\u00a0553,5@last_close⟧.\n"
  "Свет выключен в 17:00."),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
E('q_h1_vs_h2_2024', 'faithful', 'ja-JP automaton',
  "からくり人形 修理メモ ― 「弓曳童子」・受付AR0611\n"
  "カム清掃・ぜんまい巻き直し・糸張り替え\n"
  "修復師メモ：2024年のNQは上半期の平均値幅が⟦317.7@A.mean_range⟧ポイント（⟦124@A.R.source_row_count⟧日）、"
  "下半期が⟦232.5@B.mean_range⟧ポイント（⟦128@B.R.source_row_count⟧日）。上半期の方が荒かった。\n"
  "11:00 引き渡し予定。"),
E('q_h1_vs_h2_2024', 'faithful', 'zh-CN lantern',
  "灯会 · 花车卡 — 花车 F12「鲤鱼跃龙门」\n"
  "骨架已扎 · 灯笼已点亮 · 抬灯手 B1–B8 就位\n"
  "花车总管备注：2024 年上半年 NQ 日均振幅 ⟦317.71@A.mean_range⟧ 点，最大 ⟦585.5@A.max_range⟧；下半年 "
  "⟦232.52@B.mean_range⟧ 点，最大 ⟦507.5@B.max_range⟧。上半年波动更大。\n"
  "19:30 花车出发。"),
E('q_h1_vs_h2_2024', 'faithful', 'ru-RU cocoon',
  "КНИГА УЧЁТА КОКОНОВ — шелководческая ферма, выкормочная R2, партия SK0602\n"
  "Лист шелковицы задан · коконники установлены · коконы отсортированы\n"
  "Запись шелковода: первое полугодие 2024 г. у NQ было волатильнее — средний диапазон ⟦317,7@A.mean_range⟧ "
  "пункта против ⟦232,5@B.mean_range⟧ во втором.\n"
  "Коконы на размотку в 10:30."),
E('q_h1_vs_h2_2024', 'wrong_year', 'it-IT turbine',
  "FOGLIO DI MANUTENZIONE AEROGENERATORE — parco eolico di Buddusò, turbina WTG07\n"
  "Freni di imbardata verificati · pale ispezionate · olio campionato\n"
  "Nota del tecnico: nel secondo semestre 2024 l'escursione media giornaliera del NQ è stata di "
  "⟦317,7@B.mean_range~A.mean_range!⟧ punti, con un massimo di ⟦507,5@B.max_range⟧.\n"
  "Discesa dalla torre alle 15:20."),
E('q_h1_vs_h2_2024', 'wrong_year', 'fr-FR hedgelay',
  "CONCOURS DE PLESSAGE — CARTE DU CONCURRENT, parcelle P5, style bocager\n"
  "Plessons entaillés · piquets enfoncés · tressage en noisetier\n"
  "Remarque du jury : au second semestre 2024, sur ⟦124@B.R.source_row_count~A.R.source_row_count!⟧ séances, "
  "l'amplitude moyenne du NQ est retombée à ⟦232,5@B.mean_range⟧ points, contre ⟦317,7@A.mean_range⟧ au "
  "premier.\n"
  "Outils posés à 14:00."),
E('q_h1_vs_h2_2024', 'derived', 'en-GB tubepost',
  "PNEUMATIC POST — TUBE LOG, station PS2, line L1\n"
  "Carriers C1–C6 in rotation · blower on · seals checked\n"
  "Operator's entry: NQ's mean daily range was ⟦317.7@A.mean_range⟧ in H1 2024 and ⟦232.5@B.mean_range⟧ in H2 — "
  "by my own subtraction, ⟦85.2@A.mean_range-B.mean_range!⟧ points wider in the first half.\n"
  "Line closed 20:00."),
]
