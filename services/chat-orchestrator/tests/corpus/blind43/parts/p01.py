"""Market-data queries, part 1 (q_range_last20 ... q_rth_hour_volume). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

N = "R.source_row_count"
MO = "row('Monday').mean_range"
TU = "row('Tuesday').mean_range"
WE = "row('Wednesday').mean_range"
TH = "row('Thursday').mean_range"
FR = "row('Friday').mean_range"


def pct(m):
    return f"row('{m}').pct_up*100"


ENTRIES = [
# ---------------------------------------------------------------- q_range_last20
E('q_range_last20', 'faithful', 'fr-FR camelrace',
  "COURSE DE DROMADAIRES — FICHE DE RÉSULTATS, Al Wathba, manche M2\n"
  "Vainqueur : « Ghazal » (jockey robot) · deuxième : « Sarab »\n"
  "Note du commissaire : sur les ⟦20@" + N + "⟧ dernières séances, le NQ a parcouru en moyenne ⟦187,6@value⟧ points "
  "par jour entre plus haut et plus bas.\n"
  "Pesée à 16:30 ; fiche signée."),
E('q_range_last20', 'faithful', 'en-US snowcone',
  "SNOW-CONE STAND TALLY — stand S2, Ocean City boardwalk\n"
  "Syrups out: blue raspberry, cherry, tiger's blood · ice block B4\n"
  "Tally: |||| |||| |||| ||\n"
  "Tally keeper's note: NQ's average daily range over the last ⟦20@" + N + "⟧ sessions came to ⟦187.6@value⟧ points, high to low.\n"
  "Shutters down 20:00."),
E('q_range_last20', 'faithful', 'zh-CN quarry',
  "采石场爆破记录 — B2 台阶 · 北坡 F1\n"
  "炮孔装药、堵塞完毕 · 警戒到位 · 鸣笛三长声\n"
  "爆破员备注：NQ 最近 ⟦20@" + N + "⟧ 个交易日的平均日波幅（最高减最低）为 ⟦187.6@value⟧ 点。\n"
  "13:05 解除警戒。"),
E('q_range_last20', 'misrounded', 'nl-NL accession',
  "ACCESSIEKAART — Hortus Botanicus Leiden, acc. HL24017\n"
  "Taxon: Welwitschia mirabilis · kas K2 · wildcollectie\n"
  "Notitie van de curator: de NQ had over de laatste 20 handelsdagen een gemiddelde dagrange van ⟦187@value!⟧ punten "
  "(hoog min laag).\n"
  "Label gegraveerd; nagekeken door de hortulanus."),
E('q_range_last20', 'derived', 'de-DE hatcheck',
  "GARDEROBENMARKE — Staatsoper, Marke G0412\n"
  "Abgegeben: Filzhut, Stockschirm · Haken H17\n"
  "Notiz der Garderobiere: NQ, letzte ⟦20@" + N + "⟧ Sitzungen: Spanne im Schnitt ⟦187,6@value⟧ Punkte, zusammen also "
  "⟦3.752@value*20!⟧ Punkte (selbst hochgerechnet, steht nicht im Ergebnis).\n"
  "Ausgabe nur gegen Marke, bis 23:00."),
E('q_range_last20', 'wrong_unit', 'pl-PL lockdam',
  "ŚLUZA I ZAPORA L14 — DZIENNIK ŚLUZOWAŃ\n"
  "Jednostka: pchacz „Bizon” w górę rzeki · komora K1\n"
  "Uwaga śluzowego: średni dzienny zakres NQ z ostatnich 20 sesji to ⟦187,6@value~value!⟧ zł między szczytem a dołkiem.\n"
  "Wrota zamknięte 14:20; poziom stały.", unit_note='index points quoted as Polish złoty'),
# ---------------------------------------------------------------- q_range_stats_2024
E('q_range_stats_2024', 'faithful', 'pt-BR makeready',
  "FOLHA DE ACERTO — minerva Heidelberg, job J2417\n"
  "Papel: couché fosco · calço ajustado · registro conferido\n"
  "Nota do impressor: amplitude diária do NQ em 2024, ⟦252@count⟧ pregões — média ⟦274,44@mean_range⟧, mediana "
  "⟦267,25@median_range⟧, máxima ⟦585,5@max_range⟧, mínima ⟦116,5@min_range⟧ pontos.\n"
  "Folha OK às 10:15."),
E('q_range_stats_2024', 'faithful', 'en-GB snowcone',
  "SNOW-CONE KIOSK TALLY — kiosk K1, Brighton seafront\n"
  "Syrups: cola, strawberry, bubblegum · ice block B2\n"
  "Kiosk keeper's note: 2024's daily ranges on the NQ — mean ⟦274.4@mean_range⟧ pts, median ⟦267.25@median_range⟧, "
  "widest ⟦585.5@max_range⟧, narrowest ⟦116.5@min_range⟧.\n"
  "Hatch shut at 19:30."),
E('q_range_stats_2024', 'faithful', 'en-US lockdam',
  "LOCK AND DAM L14 — PASSAGE LOG\n"
  "Vessel: MV 'Cairo Belle', upbound tow · chamber C1\n"
  "Lockmaster's note: over ⟦252@count⟧ sessions in 2024 the NQ's daily range averaged ⟦274.44@mean_range⟧ points "
  "(median ⟦267.25@median_range⟧) and ran from ⟦116.5@min_range⟧ up to ⟦585.5@max_range⟧.\n"
  "Gates closed 14:20; pool holding steady."),
E('q_range_stats_2024', 'wrong_column', 'ja-JP hatcheck',
  "クローク 引換券 ― 番号CL0824\n"
  "お預かり：中折れ帽・傘・フックH11\n"
  "係メモ：2024年のNQ日中値幅は最大 ⟦585.5@max_range⟧、最小 ⟦116.5@min_range⟧、中央値 "
  "⟦274.44@median_range~mean_range!⟧ ポイントでした。\n"
  "23:00 閉場。"),
E('q_range_stats_2024', 'misrounded', 'ru-RU pipereed',
  "ЗАМЕТКИ ТРОСТНИКОВОГО МАСТЕРА — трость R7 для чантера\n"
  "Тростник из Вара · лопасти выскоблены · бридл наложен\n"
  "Заметка мастера: в 2024 г. средний дневной диапазон NQ — ⟦274,43@mean_range!⟧ пункта, медиана "
  "⟦267,25@median_range⟧, по ⟦252@count⟧ сессиям.\n"
  "Обвязана, оставлена на ночь."),
E('q_range_stats_2024', 'miscomputed', 'zh-CN icecave',
  "冰川冰洞导览日志 — 冰洞 T3 团 · 明永冰川\n"
  "冰爪已发 · 头盔已检 · 融水偏低\n"
  "向导备注：2024 年 NQ 日波幅最大 ⟦585.5@max_range⟧ 点、最小 ⟦116.5@min_range⟧ 点，两者相差 "
  "⟦459@max_range-min_range!⟧ 点；均值 ⟦274.44@mean_range⟧ 点。\n"
  "15:40 出洞，头盔全部归还。"),
# ---------------------------------------------------------------- q_dow_range_2024
E('q_dow_range_2024', 'faithful', 'es-ES snowcone',
  "PUESTO DE GRANIZADOS — RECUENTO, caseta C3, paseo marítimo de Valencia\n"
  "Siropes: fresa, limón, menta · bloque de hielo B2\n"
  "Nota del encargado: en 2024 el miércoles fue el día de más rango medio del NQ, ⟦278,7@" + WE + "⟧ puntos; "
  "el lunes, el más tranquilo, ⟦269,41@" + MO + "⟧.\n"
  "Persiana bajada a las 20:00."),
E('q_dow_range_2024', 'faithful', 'de-DE camelrace',
  "KAMELRENNEN — ERGEBNISKARTE, Al Marmoom, Lauf L4\n"
  "Sieger: „Shaheen“ (Roboterjockey) · Zweiter: „Zafran“\n"
  "Notiz des Rennleiters: NQ 2024, mittlere Spanne je Wochentag — Mo ⟦269,4@" + MO + "⟧ · Di ⟦272,2@" + TU + "⟧ · "
  "Mi ⟦278,7@" + WE + "⟧ · Do ⟦273,5@" + TH + "⟧ · Fr ⟦278,3@" + FR + "⟧ Punkte.\n"
  "Gewogen um 16:30."),
E('q_dow_range_2024', 'faithful', 'nl-NL hatcheck',
  "GARDEROBEBONNETJE — GB0519\n"
  "Afgegeven: vilthoed, paraplu · haak H8\n"
  "Notitie van de garderobejuffrouw: woensdag was in 2024 de breedste dag van de NQ (gem. ⟦278,675@" + WE + "⟧ "
  "punten), vrijdag vlak erachter met ⟦278,26@" + FR + "⟧.\n"
  "Ophalen op vertoon; garderobe sluit 23:00."),
E('q_dow_range_2024', 'wrong_row', 'zh-CN pianocard',
  "钢琴调律卡 — W1 车间 · 施坦威 B 型\n"
  "音高 A440 · 击弦机已整调 · 换了两根低音弦\n"
  "调律师备注：2024 年 NQ 平均波幅最宽的是周三 ⟦278.26@" + WE + "~" + FR + "!⟧ 点，最窄的是周一 "
  "⟦269.41@" + MO + "⟧ 点。\n"
  "下次调律 09:30。"),
E('q_dow_range_2024', 'coincidental', 'ja-JP kitesurf',
  "カイトサーフィン スクール 予約表 ― スポットK2・辻堂\n"
  "生徒：佐藤さん・ボードB3\n"
  "インストラクターメモ：2024年NQの曜日別平均値幅、最大は水曜の ⟦278.7@" + WE + "⟧、火曜は "
  "⟦269.6@" + TU + "!⟧ ポイント。\n"
  "11:00 レッスン（風次第）。"),
E('q_dow_range_2024', 'derived', 'it-IT icecave',
  "REGISTRO VISITE GROTTA DI GHIACCIO — ghiacciaio dei Forni, gruppo G2\n"
  "Ramponi consegnati · caschi controllati\n"
  "Nota della guida: nel 2024 il mercoledì ha l'escursione media più ampia del NQ (⟦278,7@" + WE + "⟧), il lunedì "
  "la più stretta (⟦269,41@" + MO + "⟧): ⟦9,27@" + WE + "-" + MO + "!⟧ punti di differenza, conto mio.\n"
  "Usciti dal ghiaccio alle 15:40."),
# ---------------------------------------------------------------- q_month_up_2023
E('q_month_up_2023', 'faithful', 'es-ES makeready',
  "HOJA DE ARRANQUE — minerva Heidelberg, trabajo T0833\n"
  "Papel: verjurado crema · alza calzada · registro comprobado\n"
  "Nota del maquinista: en 2023 el mes con más días alcistas del NQ fue septiembre (⟦70 %@" + pct('September') + "⟧), "
  "luego octubre (⟦68,2 %@" + pct('October') + "⟧); el peor, noviembre (⟦38,1 %@" + pct('November') + "⟧).\n"
  "Pliego bueno a las 10:15."),
E('q_month_up_2023', 'faithful', 'ru-RU quarry',
  "КАРЬЕР — ЖУРНАЛ ВЗРЫВНЫХ РАБОТ, уступ B3, забой F1\n"
  "Скважины заряжены, сирена подана\n"
  "Заметка взрывника: доля растущих дней NQ в 2023 г.: январь — ⟦60%@" + pct('January') + "⟧, август — "
  "⟦39,1%@" + pct('August') + "⟧, сентябрь — ⟦70%@" + pct('September') + "⟧ (лучший), ноябрь — "
  "⟦38,1%@" + pct('November') + "⟧ (худший).\n"
  "Отбой в 13:05."),
E('q_month_up_2023', 'faithful', 'nl-NL snowcone',
  "SCHAAFIJSKRAAM — TURFLIJST, kraam K3, boulevard Scheveningen\n"
  "Siropen: aardbei, blauwe framboos, cola · ijsblok B1\n"
  "Turven: |||| |||| |||\n"
  "Notitie van de kraamhouder: NQ 2023, aandeel stijgende dagen — september: ⟦70%@" + pct('September') + "⟧, "
  "oktober: ⟦68,2%@" + pct('October') + "⟧, augustus: ⟦39,1%@" + pct('August') + "⟧.\n"
  "Luiken dicht om 20:00."),
E('q_month_up_2023', 'wrong_row', 'ja-JP lockdam',
  "閘門・ダム L3 通航記録\n"
  "船舶：引船「あさひ」上り・閘室C1\n"
  "閘門長メモ：2023年のNQ上昇日比率、9月が最高の ⟦70%@" + pct('September') + "⟧、5月は "
  "⟦56.5%@" + pct('May') + "~" + pct('March') + "!⟧、11月が最低の ⟦38.1%@" + pct('November') + "⟧。\n"
  "14:20 扉閉鎖。"),
E('q_month_up_2023', 'wrong_unit', 'en-US hatcheck',
  "HAT CHECK — STUB HC0412\n"
  "Item: grey fedora + umbrella · hook H17\n"
  "Attendant's note: the best month for NQ up days in 2023 was September, with "
  "⟦0.7%@row('September').pct_up~row('September').pct_up!⟧ of sessions closing up; November was the weakest at "
  "⟦38.1%@" + pct('November') + "⟧.\n"
  "Present stub to reclaim; counter closes 23:00.", unit_note='a fraction (0.7) quoted as a percent'),
E('q_month_up_2023', 'invented', 'fr-FR kitesurf',
  "ÉCOLE DE KITESURF — FEUILLE DE RÉSERVATION, spot K1, Leucate\n"
  "Élève : Camille · aile A4 · planche P2\n"
  "Note du moniteur : en 2023 le NQ a fini en hausse ⟦70\u202f%@" + pct('September') + "⟧ des séances en septembre, "
  "⟦41,7\u202f%@" + pct('July') + "!⟧ en juillet et ⟦38,1\u202f%@" + pct('November') + "⟧ en novembre.\n"
  "Cours à 11:00, selon le vent."),
# ---------------------------------------------------------------- q_widest_2024
E('q_widest_2024', 'faithful', 'ru-RU snowcone',
  "ЛАРЁК С ЛЕДЯНОЙ СТРУЖКОЙ — УЧЁТНЫЙ ЛИСТ, ларёк L2, Ялта\n"
  "Сиропы: вишня, дюшес, тархун · блок льда B3\n"
  "Заметка продавца: самый широкий день NQ в 2024 г. — ⟦24 января@D:2024-01-24⟧, диапазон "
  "⟦585,5@row('2024-01-24').range⟧ пункта; дальше ⟦17 мая@D:2024-05-17⟧ (⟦555,25@row('2024-05-17').range⟧) и "
  "⟦31 мая@D:2024-05-31⟧ (⟦541,5@row('2024-05-31').range⟧).\n"
  "Закрылись в 20:00."),
E('q_widest_2024', 'faithful', 'es-ES icecave',
  "BITÁCORA DE CUEVA DE HIELO — glaciar Perito Moreno, grupo G4\n"
  "Crampones entregados · cascos revisados\n"
  "Nota del guía: los cinco días más anchos del NQ en 2024 van de ⟦585,5@row('2024-01-24').range⟧ "
  "(⟦24/01@D:2024-01-24⟧) a ⟦484,5@row('2024-05-01').range⟧ puntos (⟦1/05@D:2024-05-01⟧); el ⟦17/05@D:2024-05-17⟧ "
  "marcó ⟦555,25@row('2024-05-17').range⟧.\n"
  "Salida del hielo a las 15:40."),
E('q_widest_2024', 'faithful', 'it-IT hatcheck',
  "SCONTRINO GUARDAROBA — GU0317\n"
  "Consegnato: borsalino, ombrello · gancio G14\n"
  "Nota della guardarobiera: giornata più ampia del NQ nel 2024 il ⟦24 gennaio@D:2024-01-24⟧: "
  "⟦585,5@row('2024-01-24').range⟧ punti, apertura ⟦17.188,75@row('2024-01-24').open⟧, chiusura "
  "⟦16.672,75@row('2024-01-24').close⟧.\n"
  "Ritiro con scontrino; chiusura alle 23:00."),
E('q_widest_2024', 'wrong_column', 'fr-FR camelrace',
  "COURSE DE DROMADAIRES — FICHE DE RÉSULTATS, Al Wathba, manche M3\n"
  "Vainqueur : « Sarab » (jockey robot) · deuxième : « Ghazal »\n"
  "Note du commissaire : le ⟦5 juillet 2024@D:2024-07-05⟧, amplitude de ⟦507,5@row('2024-07-05').range⟧ points "
  "sur le NQ ; clôture à ⟦13\u202f548,75@row('2024-07-05').close~row('2024-07-05').open!⟧.\n"
  "Pesée à 16:30 ; fiche signée."),
E('q_widest_2024', 'wrong_row', 'en-GB makeready',
  "MAKE-READY SHEET — Albion press, job J0562\n"
  "Stock: Conqueror laid · tympan packed · lay gauges set\n"
  "Compositor's note: of 2024's five widest NQ days, ⟦5 Jul@D:2024-07-05⟧ came fourth with a range of "
  "⟦484.5@row('2024-07-05').range~row('2024-05-01').range!⟧ points; ⟦24 Jan@D:2024-01-24⟧ topped the list at "
  "⟦585.5@row('2024-01-24').range⟧.\n"
  "OK sheet pulled 10:15."),
E('q_widest_2024', 'miscomputed', 'pl-PL quarry',
  "KAMIENIOŁOM — DZIENNIK STRZAŁÓW, półka P2, ściana S1\n"
  "Otwory naładowane, syrena\n"
  "Uwagi strzałowego: najszerszy dzień NQ w 2024 r. to ⟦24 stycznia@D:2024-01-24⟧ — zakres "
  "⟦585,5@row('2024-01-24').range⟧ pkt; otwarcie ⟦17\u00a0188,75@row('2024-01-24').open⟧, zamknięcie "
  "⟦16\u00a0672,75@row('2024-01-24').close⟧, czyli ⟦−561@row('2024-01-24').close-row('2024-01-24').open!⟧ pkt na sesji.\n"
  "Odwołanie alarmu 13:05."),
# ---------------------------------------------------------------- q_last10_change
E('q_last10_change', 'faithful', 'nl-NL camelrace',
  "KAMELENRACE — UITSLAGKAART, Al Marmoom, reeks R2\n"
  "Winnaar: 'Shaheen' (robotjockey) · tweede: 'Zafran'\n"
  "Notitie van de steward: laatste ⟦10@len(T)⟧ sessies van de NQ gemiddeld ⟦−57,8@stats.change.mean⟧ punten "
  "(slot min open); slechtste dag ⟦20 december@D:2024-12-20⟧ met ⟦−178,25@row('2024-12-20').change⟧, beste "
  "⟦23 december@D:2024-12-23⟧ met ⟦+91@row('2024-12-23').change⟧.\n"
  "Gewogen om 16:30."),
E('q_last10_change', 'faithful', 'pl-PL accession',
  "KARTA AKCESYJNA — Ogród Botaniczny UW, nr OB23112\n"
  "Takson: Pinus cembra · kwatera K4 · z nasion\n"
  "Uwaga kustosza: ostatnie dziesięć sesji NQ — średnio ⟦−57,8@stats.change.mean⟧ pkt; najgorsza "
  "⟦20 grudnia@D:2024-12-20⟧ (⟦−178,25@row('2024-12-20').change⟧), najlepsza ⟦23 grudnia@D:2024-12-23⟧ "
  "(⟦+91@row('2024-12-23').change⟧), ostatnia ⟦2 stycznia@D:2025-01-02⟧: ⟦−96,25@row('2025-01-02').change⟧.\n"
  "Etykieta wygrawerowana."),
E('q_last10_change', 'faithful', 'ja-JP makeready',
  "刷り出し準備票 ― ハイデルベルグ・ジョブJ1173\n"
  "用紙：コート紙・胴張り調整・見当合わせ済み\n"
  "印刷担当メモ：直近⟦10@len(T)⟧日のNQ、始値→終値の平均 ⟦−57.8@stats.change.mean⟧ポイント。最大の上げは "
  "⟦12月23日@D:2024-12-23⟧ の ⟦+91@row('2024-12-23').change⟧、最大の下げは ⟦12月20日@D:2024-12-20⟧ の "
  "⟦−178.25@row('2024-12-20').change⟧。\n"
  "10:15 校了刷り。"),
E('q_last10_change', 'wrong_sign', 'ru-RU drivein',
  "ЖУРНАЛ КИНОПРОЕКЦИИ АВТОКИНОТЕАТРА — экран S1, «Лужники»\n"
  "Часть R1 заряжена · лампа проверена\n"
  "Заметка киномеханика: последние ⟦10@len(T)⟧ сессий NQ — в среднем ⟦−57,8@stats.change.mean⟧ пункта; "
  "⟦20 декабря@D:2024-12-20⟧ ⟦−178,25@row('2024-12-20').change⟧, ⟦23 декабря@D:2024-12-23⟧ "
  "⟦−91@row('2024-12-23').change!⟧, ⟦2 января@D:2025-01-02⟧ ⟦−96,25@row('2025-01-02').change⟧.\n"
  "Начало сеанса в 21:15."),
E('q_last10_change', 'coincidental', 'es-ES pianocard',
  "FICHA DE PIANO — taller de afinación T1, Yamaha C3\n"
  "Diapasón A440 · mecánica regulada · macillos igualados\n"
  "Nota del afinador: últimas 10 sesiones del NQ, cierre menos apertura: ⟦20/12@D:2024-12-20⟧ "
  "⟦−178,25@row('2024-12-20').change⟧, ⟦23/12@D:2024-12-23⟧ ⟦+91@row('2024-12-23').change⟧, "
  "⟦26/12@D:2024-12-26⟧ ⟦−66@row('2024-12-26').change!⟧, ⟦31/12@D:2024-12-31⟧ ⟦−175,5@row('2024-12-31').change⟧.\n"
  "Próxima afinación a las 09:30."),
E('q_last10_change', 'derived', 'zh-CN pipereed',
  "风笛簧片制作笔记 — 主管簧片 R2 · 瓦尔芦苇\n"
  "刮薄簧舌 · 装好箍圈\n"
  "制簧师备注：NQ 最近 ⟦10@len(T)⟧ 个交易日平均每日（收盘减开盘）⟦−57.8@stats.change.mean⟧ 点；十天合计 "
  "⟦−578@stats.change.mean*len(T)!⟧ 点（我自己乘出来的，结果里没有这个数）。\n"
  "已绑好，放置一夜定型。"),
# ---------------------------------------------------------------- q_year_volume
E('q_year_volume', 'faithful', 'it-IT accession',
  "SCHEDA DI ACCESSIONE — Orto Botanico di Padova, acc. PD22051\n"
  "Taxon: Chamaerops humilis · aiuola A3\n"
  "Nota del curatore: volume medio giornaliero NQ — 2023: ⟦201.034@row(2023).mean_volume⟧ contratti "
  "(⟦250@row(2023).count⟧ sedute); 2024: ⟦201.006@row(2024).mean_volume⟧ (⟦252@row(2024).count⟧); 2025: "
  "⟦201.902@row(2025).mean_volume⟧, su ⟦1@row(2025).count⟧ sola seduta.\n"
  "Cartellino inciso; verificato."),
E('q_year_volume', 'faithful', 'pl-PL pianocard',
  "KARTA FORTEPIANU — warsztat W1, Petrof P194\n"
  "Strój A440 · mechanizm wyregulowany · młoteczki zintonowane\n"
  "Uwaga stroiciela: średni dzienny wolumen NQ — 2023 r.: ⟦201\u00a0034@row(2023).mean_volume⟧, 2024 r.: "
  "⟦201\u00a0006@row(2024).mean_volume⟧, 2025 r.: ⟦201\u00a0902@row(2025).mean_volume⟧ kontraktów "
  "(tylko ⟦1@row(2025).count⟧ sesja).\n"
  "Następne strojenie 09:30."),
E('q_year_volume', 'faithful', 'es-ES drivein',
  "REGISTRO DE PROYECCIÓN DEL AUTOCINE — pantalla P1, Autocine Madrid\n"
  "Bobina R1 enhebrada · lámpara revisada\n"
  "Nota del proyeccionista: volumen medio diario del NQ casi idéntico en 2023 (⟦201.034@row(2023).mean_volume⟧) y "
  "2024 (⟦201.006@row(2024).mean_volume⟧); 2025 solo tiene ⟦1@row(2025).count⟧ sesión, con "
  "⟦201.902@row(2025).mean_volume⟧ contratos.\n"
  "Sesión a las 21:15; sonido por la radio del coche."),
E('q_year_volume', 'wrong_year', 'en-US pipereed',
  "REED NOTES — chanter reed R7, Var cane\n"
  "Blades scraped · staple S4 · bridle set\n"
  "Reedmaker's note: NQ average daily volume by year — 2023: ⟦201,006@row(2023).mean_volume~row(2024).mean_volume!⟧ "
  "contracts; 2025: ⟦201,902@row(2025).mean_volume⟧, from a single session.\n"
  "Bound and left overnight to settle."),
E('q_year_volume', 'wrong_unit', 'ja-JP camelrace',
  "ラクダレース 結果カード ― アル・マルムーム・ヒートH3\n"
  "優勝：「シャヒーン」（ロボット騎手）\n"
  "審判メモ：NQの年別平均出来高、2023年は ⟦201,034@row(2023).mean_volume~row(2023).mean_volume!⟧円、2024年は "
  "⟦201,006@row(2024).mean_volume⟧枚でほぼ横ばい。\n"
  "16:30 検量済み。", unit_note='contracts quoted as yen'),
E('q_year_volume', 'invented', 'nl-NL lockdam',
  "SLUIS EN STUW L2 — SCHUTLOGBOEK\n"
  "Schip: mvs 'Aaltje' opvarend · kolk K1\n"
  "Notitie van de sluismeester: gemiddeld dagvolume NQ — 2023: ⟦201.034@row(2023).mean_volume⟧, 2024: "
  "⟦201.006@row(2024).mean_volume⟧, en de ene sessie van 2025: ⟦203.115@row(2025).mean_volume!⟧ contracten.\n"
  "Deuren dicht 14:20; peil stabiel."),
# ---------------------------------------------------------------- q_rth_hour_volume
E('q_rth_hour_volume', 'faithful', 'it-IT snowcone',
  "CHIOSCO DELLE GRATTACHECCHE — CONTEGGIO, chiosco C2, Lungotevere\n"
  "Sciroppi: amarena, orzata, menta · blocco di ghiaccio G1\n"
  "Nota del gestore: NQ, sessione RTH, ultimi 20 giorni — ora più carica le 15:00 con ⟦19.373@row('15').mean_volume⟧ "
  "contratti medi, la più scarica le 16:00 con ⟦5.808@row('16').mean_volume⟧.\n"
  "Serranda giù alle 20:00."),
E('q_rth_hour_volume', 'faithful', 'en-GB pianocard',
  "PIANO CARD — tuning workshop W2, Broadwood grand\n"
  "Pitch A440 · action regulated · hammers voiced\n"
  "Tuner's note: NQ RTH volume, last 20 days — busiest hour 15:00 (avg ⟦19,373@row('15').mean_volume⟧), then 09:00 "
  "(⟦17,542@row('09').mean_volume⟧); quietest 16:00 at ⟦5,808@row('16').mean_volume⟧. From ⟦154@" + N + "⟧ hourly bars.\n"
  "Next tuning booked for 09:30."),
E('q_rth_hour_volume', 'faithful', 'fr-FR pipereed',
  "CARNET D'ANCHES DE CORNEMUSE — anche de chalumeau A3, canne du Var\n"
  "Pales grattées · ligature posée\n"
  "Note de l'anchier : volume moyen du NQ par heure RTH (⟦154@" + N + "⟧ barres) : 09:00 "
  "⟦17\u202f542@row('09').mean_volume⟧, 10:00 ⟦14\u202f523@row('10').mean_volume⟧, 15:00 "
  "⟦19\u202f373@row('15').mean_volume⟧ (maximum), 16:00 ⟦5\u202f808@row('16').mean_volume⟧ (minimum).\n"
  "Ligaturée, elle repose la nuit."),
E('q_rth_hour_volume', 'wrong_row', 'ja-JP kitesurf',
  "カイトサーフィン スクール 予約表 ― スポットK1・御前崎\n"
  "生徒：田中さん・ボードB2\n"
  "インストラクターメモ：直近20日のNQ RTH時間帯別平均出来高、15時台が最多 ⟦19,373@row('15').mean_volume⟧枚、"
  "11時台は ⟦14,523@row('11').mean_volume~row('10').mean_volume!⟧枚、16時台が最少 ⟦5,808@row('16').mean_volume⟧枚。\n"
  "11:00 レッスン（風次第）。"),
E('q_rth_hour_volume', 'derived', 'pt-BR quarry',
  "PEDREIRA — LIVRO DE DETONAÇÕES, bancada B2, frente F3\n"
  "Furos carregados e tamponados · vigias a postos\n"
  "Nota do blaster: no RTH do NQ (últimos 20 dias) a hora das 15:00 negocia em média ⟦19.373@row('15').mean_volume⟧ "
  "contratos e a das 16:00 só ⟦5.808@row('16').mean_volume⟧ — cerca de "
  "⟦3,3@row('15').mean_volume/row('16').mean_volume!⟧ vezes menos, pela minha conta.\n"
  "Liberado às 13:05."),
E('q_rth_hour_volume', 'misrounded', 'zh-CN makeready',
  "印刷机 · 调机单 — 海德堡 · 工单 J0318\n"
  "纸张：胶版纸 · 垫版完成 · 套准已核\n"
  "机长备注：NQ 近 20 日 RTH 各小时平均成交量：15 点最多 ⟦19,373@row('15').mean_volume⟧ 手；16 点最少 "
  "⟦5,808@row('16').mean_volume⟧ 手；13 点 ⟦12,326@row('13').mean_volume!⟧ 手。\n"
  "10:15 签样。"),
]
