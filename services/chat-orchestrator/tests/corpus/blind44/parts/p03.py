"""Market-data queries, part 3 (q_rsi_oversold_2024 ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

RMIN = "stats.rsi.min"
RMAX = "stats.rsi.max"
RMEAN = "stats.rsi.mean"
FIRST = "R.summary.first.rsi"
LAST = "R.summary.last.rsi"


def q(n, k='mean_range'):
    return f"row({n}).{k}"


ENTRIES = [
# ---------------------------------------------------------------- q_rsi_oversold_2024
E('q_rsi_oversold_2024', 'faithful', 'en-US windmill',
  "WINDMILL RESTORATION LOG — smock mill M1, Nantucket\n"
  "Sails off · cap checked · brake wheel re-cogged\n"
  "Millwright's note: RSI(14) sat below 30 on ⟦63@len(T)⟧ days of 2024, first on ⟦1/24@D:2024-01-24⟧ "
  "(⟦25.14@" + FIRST + "⟧), last on ⟦12/20@D:2024-12-20⟧ (⟦29.09@" + LAST + "⟧).\n"
  "Sails turned by hand 15:00."),
E('q_rsi_oversold_2024', 'faithful', 'pt-BR velodrome',
  "VELÓDROMO — FOLHA DE VOLTAS, pista P1, corrida por pontos, bateria B2\n"
  "Na frente: camisa R4 · R7 e R11 na roda · sino tocado\n"
  "Nota do comissário: em 2024 o RSI(14) ficou abaixo de 30 em ⟦63@len(T)⟧ pregões; o mais baixo foi "
  "⟦19,49@" + RMIN + "⟧ e a média desses dias ⟦26,12@" + RMEAN + "⟧.\n"
  "Largada às 19:30."),
E('q_rsi_oversold_2024', 'faithful', 'ru-RU cablecar',
  "КАНАТНАЯ ДОРОГА — ЖУРНАЛ ОСМОТРА, линия L2, кабина C4, Роза Хутор\n"
  "Несущий канат осмотрен · зажимы проверены · тормоз в норме\n"
  "Заметка инспектора: ⟦30 января@D:2024-01-30⟧ RSI опустился до ⟦23,67@row('2024-01-30').rsi⟧ при закрытии "
  "⟦16\u00a0339,75@row('2024-01-30').close⟧.\n"
  "Допуск к работе в 08:30."),
E('q_rsi_oversold_2024', 'faithful', 'en-GB marionette',
  "PUPPET REPAIR WORKSHOP — TICKET P0905\n"
  "Item: marionette 'Judy' · restring, new paddle\n"
  "Repairer's note: oversold run in February — RSI ⟦23.71@row('2024-02-08').rsi⟧ on ⟦8 Feb@D:2024-02-08⟧, back to "
  "⟦29.22@row('2024-02-09').rsi⟧ on ⟦9 Feb@D:2024-02-09⟧.\n"
  "Ready for collection 16:00."),
E('q_rsi_oversold_2024', 'wrong_column', 'zh-CN pyro',
  "燃放脚本 — S1 场 · B2 驳船 · 珠江\n"
  "Q1 00:00 彗星弹 · Q2 01:20 菊花 · Q3 02:50 收尾 F2\n"
  "燃放员备注：2024 年 RSI(14) 低于 30 的日子里，最低读数是 ⟦26.12@" + RMIN + "~" + RMEAN + "!⟧。\n"
  "21:30 点火。"),
E('q_rsi_oversold_2024', 'invented', 'nl-NL calligraphy',
  "KALLIGRAFIELES — BEOORDELINGSBLAD, oefening O2, uncial\n"
  "Leerling S3 · rietpen, Oost-Indische inkt\n"
  "Opmerking van de docent: ⟦63@len(T)⟧ dagen in 2024 met RSI onder 30; het diepste punt was ⟦17,3@" + RMIN + "!⟧.\n"
  "Terug donderdag 10:00."),
# ---------------------------------------------------------------- q_quarter_range_2024
E('q_quarter_range_2024', 'faithful', 'es-ES marionette',
  "TALLER DE REPARACIÓN DE MARIONETAS — RESGUARDO R0917\n"
  "Pieza: marioneta «Pulcinella» · hilos nuevos, cabeza reencolada\n"
  "Nota del reparador: rango medio por trimestre en 2024: T1 ⟦320,64@" + q(1) + "⟧, T2 ⟦314,87@" + q(2) + "⟧, "
  "T3 ⟦263,41@" + q(3) + "⟧, T4 ⟦201,62@" + q(4) + "⟧.\n"
  "Recoger a partir de las 16:00."),
E('q_quarter_range_2024', 'faithful', 'ja-JP honey',
  "採蜜 ロットカード ― ロットB5・巣箱H1とH4\n"
  "蜜蓋切り · 遠心分離 · 二度濾し\n"
  "養蜂家のメモ：2024年の四半期別平均値幅はQ1が最大で⟦320.6@" + q(1) + "⟧、Q4が最小で⟦201.6@" + q(4) + "⟧ポイント。\n"
  "17:00 瓶詰め。"),
E('q_quarter_range_2024', 'faithful', 'de-DE calligraphy',
  "KALLIGRAFIEKURS — BEWERTUNGSBOGEN, Übung U3, Fraktur\n"
  "Schülerin S5 · Bandzugfeder, Eisengallustinte\n"
  "Anmerkung der Kursleiterin: Q3 2024 im Mittel ⟦263,41@" + q(3) + "⟧ Punkte Spanne, weitester Tag ⟦507,5@" + q(3, 'max_range') + "⟧; "
  "Q4 höchstens ⟦389@" + q(4, 'max_range') + "⟧.\n"
  "Note: gut. Rückgabe Donnerstag 10:00."),
E('q_quarter_range_2024', 'wrong_row', 'ru-RU hutbook',
  "ГОРНЫЙ ПРИЮТ — КНИГА ГОСТЕЙ, приют P2, Эльбрус\n"
  "Гости записаны · нары N1–N4 · ботинки в сушилке\n"
  "Заметка смотрителя: в четвёртом квартале 2024 г. средний дневной диапазон сжался до "
  "⟦263,41@" + q(4) + "~" + q(3) + "!⟧ пункта.\n"
  "Отбой в 22:00."),
E('q_quarter_range_2024', 'wrong_column', 'fr-FR bathtoken',
  "THERMES — REGISTRE DES JETONS, bains B2, Aix-les-Bains\n"
  "Jetons sortis à partir de J41 · peignoirs remis\n"
  "Note de la préposée : au T4 2024, amplitude quotidienne moyenne de ⟦389@" + q(4) + "~" + q(4, 'max_range') + "!⟧ points, "
  "contre ⟦320,64@" + q(1) + "⟧ au T1.\n"
  "Bassins fermés à 22:00."),
E('q_quarter_range_2024', 'miscomputed', 'en-US cablecar',
  "CABLE CAR INSPECTION LOG — line L2, cabin C4, Sandia Peak\n"
  "Haul rope inspected · grips tested · emergency brake OK\n"
  "Inspector's note: Q1 2024 averaged ⟦320.64@" + q(1) + "⟧ points of range, Q4 ⟦201.62@" + q(4) + "⟧, so Q1 ran "
  "⟦1.95@" + q(1) + "/" + q(4) + "!⟧ times as wide.\n"
  "Cleared for service 08:30."),
# ---------------------------------------------------------------- q_close_extremes_2023
E('q_close_extremes_2023', 'faithful', 'it-IT cablecar',
  "FUNIVIA — REGISTRO VERIFICHE, linea L1, cabina C2, Skyway Monte Bianco\n"
  "Fune traente ispezionata · morse provate · freno d'emergenza OK\n"
  "Nota dell'ispettore: nel 2023 chiusura massima ⟦18.946@max_close⟧, minima ⟦15.875,25@min_close⟧, ultima "
  "⟦17.553,5@last_close⟧.\n"
  "Riapertura al pubblico 08:30."),
E('q_close_extremes_2023', 'faithful', 'zh-CN llama',
  "美洲驼徒步 · 路线卡 — R3 线 · 玉龙雪山\n"
  "驼队：佩德罗、露娜 · 牵绳 L1 · 驮鞍已检查\n"
  "向导备注：2023 年最高收盘 ⟦18,946@max_close⟧，最低收盘 ⟦15,875.25@min_close⟧，年末收在 ⟦17,553.5@last_close⟧。\n"
  "16:30 回到驼圈。"),
E('q_close_extremes_2023', 'faithful', 'nl-NL windmill',
  "MOLENRESTAURATIE — LOGBOEK, poldermolen M3, Kinderdijk\n"
  "Wieken gestreken · kap nagekeken · vang gesteld\n"
  "Notitie van de molenmaker: 2023 — hoogste slot ⟦18.946@max_close⟧, laagste ⟦15.875,25@min_close⟧; het jaar "
  "eindigde op ⟦17.553,50@last_close⟧.\n"
  "Molen op de vang 17:00."),
E('q_close_extremes_2023', 'derived', 'pl-PL saltpan',
  "WARZELNIA SOLI — DZIENNIK ODPAROWANIA, panew P1, Wieliczka\n"
  "Solanka wpuszczona · kryształy zgarnięte\n"
  "Notatka warzelnika: 2023 r. zamknął się na ⟦17\u00a0553,5@last_close⟧, czyli ⟦1392,5@max_close-last_close!⟧ pkt "
  "poniżej rocznego szczytu ⟦18\u00a0946@max_close⟧ (policzyłem sam).\n"
  "Taczki pod dach o 18:15."),
E('q_close_extremes_2023', 'coincidental', 'en-GB marionette',
  "PUPPET REPAIR WORKSHOP — TICKET P1102\n"
  "Item: glove puppet 'Mr Punch' · new head, re-stitched hand\n"
  "Repairer's note: 2023's highest close was ⟦18,946@max_close⟧ and its lowest ⟦17,551@min_close!⟧.\n"
  "Ready for collection 16:00."),
E('q_close_extremes_2023', 'invented', 'de-DE honey',
  "HONIGSCHLEUDERN — CHARGENKARTE, Charge C6, Völker V2 und V5\n"
  "Waben entdeckelt · geschleudert · zweimal gesiebt\n"
  "Notiz des Imkers: 2023 höchster Schluss ⟦18.946@max_close⟧, tiefster ⟦15.875,25@min_close⟧, Jahresschluss "
  "⟦17.812@last_close!⟧.\n"
  "Abgefüllt 17:00."),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
E('q_h1_vs_h2_2024', 'faithful', 'ja-JP windmill',
  "風車修復日誌 ― 風車M1・佐倉ふるさと広場\n"
  "羽根取り外し · 主軸点検 · ブレーキ固定\n"
  "職人のメモ：2024年上半期の平均値幅は⟦317.71@A.mean_range⟧ポイント、下半期は⟦232.52@B.mean_range⟧で、上半期のほうが荒かった。\n"
  "15:00 手回しで羽根確認。"),
E('q_h1_vs_h2_2024', 'faithful', 'pl-PL velodrome',
  "TOR KOLARSKI — KARTA OKRĄŻEŃ, tor T1, wyścig punktowy, wyścig W2\n"
  "Prowadzi R4 · R7 i R11 na kole · dzwonek\n"
  "Notatka sędziego: pierwsze półrocze 2024 — średni zakres ⟦317,7@A.mean_range⟧ pkt (⟦124@A.R.source_row_count⟧ sesje), "
  "drugie — ⟦232,5@B.mean_range⟧ pkt (⟦128@B.R.source_row_count⟧).\n"
  "Start 19:30."),
E('q_h1_vs_h2_2024', 'faithful', 'zh-CN marionette',
  "木偶修理坊 · 取件单 — 单号 M0726\n"
  "物件：提线木偶「孙悟空」· 换线、修操纵板\n"
  "师傅备注：2024 上半年平均日波幅 ⟦317.71@A.mean_range⟧ 点，最宽 ⟦585.5@A.max_range⟧；下半年 ⟦232.52@B.mean_range⟧ 点，"
  "最宽 ⟦507.5@B.max_range⟧。\n"
  "16:00 后取件。"),
E('q_h1_vs_h2_2024', 'wrong_year', 'ru-RU llama',
  "ТРЕККИНГ С ЛАМАМИ — КАРТОЧКА МАРШРУТА, маршрут R1, Домбай\n"
  "Ламы: Педро, Луна · повод L2 · вьюки проверены\n"
  "Заметка проводника: первое полугодие 2024 г. — средний диапазон ⟦317,71@A.mean_range⟧ пункта, самый широкий день "
  "⟦507,5@A.max_range~B.max_range!⟧.\n"
  "Возвращение в загон 16:30."),
E('q_h1_vs_h2_2024', 'miscomputed', 'it-IT pyro',
  "COPIONE DI SPARO — spettacolo S2, chiatta C1, Lago di Como\n"
  "Q1 00:00 comete · Q2 00:55 peonie · Q3 02:35 finale F1\n"
  "Nota del fuochista: primo semestre 2024 a ⟦317,71@A.mean_range⟧ punti di escursione media, secondo a ⟦232,52@B.mean_range⟧: "
  "il primo è più ampio del ⟦39,6 %@(A.mean_range-B.mean_range)/B.mean_range*100!⟧.\n"
  "Accensione 21:30."),
E('q_h1_vs_h2_2024', 'misrounded', 'fr-FR icesculpt',
  "CONCOURS DE SCULPTURE SUR GLACE — FICHE D'ÉQUIPE, équipe E3, bloc B2, Valloire\n"
  "Œuvre : « La Grue » · tronçonneuse, gouges\n"
  "Note du jury : amplitude moyenne de ⟦317,8@A.mean_range!⟧ points au premier semestre 2024, de ⟦232,5@B.mean_range⟧ "
  "au second.\n"
  "Fin de la taille 18:00."),
]
