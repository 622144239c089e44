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


def d(date, col):
    return f"row('{date}').{col}"


def hr(h):
    return f"row('{h}').mean_volume"


def yv(y):
    return f"row({y}).mean_volume"


ENTRIES = [
# ---------------------------------------------------------------- q_range_last20
E('q_range_last20', 'faithful', 'ja-JP turbine',
  "風車点検記録 ― 石狩湾ウィンドファーム・号機WT07\n"
  "ヨーブレーキ点検済・ブレード目視点検済・ギアオイル採取済\n"
  "技術員所見：直近⟦20@" + N + "⟧営業日のNQの平均値幅は⟦187.6@value⟧ポイント（高値－安値）。\n"
  "15:20 タワー降下。"),
E('q_range_last20', 'faithful', 'zh-CN reptile',
  "爬行馆 · 喂食板 — 展区 E4（科莫多巨蜥）\n"
  "解冻鼠已备 · 夹钳消毒 · 喷雾完成\n"
  "饲养员备注：NQ 最近 ⟦20@" + N + "⟧ 个交易日的日均振幅为 ⟦187.6@value⟧ 点（最高价减最低价）。\n"
  "17:00 熄灯。"),
E('q_range_last20', 'faithful', 'nl-NL tubepost',
  "BUIZENPOST — DIENSTLOGBOEK, post BP3, leiding L2\n"
  "Kokers K1–K6 in omloop · blazer aan · afdichtingen gecontroleerd\n"
  "Notitie van de beambte: gemiddelde dagrange van de NQ over de laatste 20 handelsdagen: ⟦187,6@value⟧ punten "
  "(hoog min laag).\n"
  "Leiding dicht om 20:00."),
E('q_range_last20', 'derived', 'pl-PL porcelain',
  "KARTA WYPAŁU — Ćmielów, piec P2, wypał W0417\n"
  "Wypał szkliwny · stożki ustawione · kapsle ułożone\n"
  "Notatka mistrza pieca: średni dzienny zakres NQ z ostatnich 20 sesji to ⟦187,6@value⟧ pkt; razem daje to "
  "⟦3752@value*20!⟧ pkt drogi (przemnożyłem sam, w wynikach tego nie ma).\n"
  "Piec otwarty o 07:30."),
E('q_range_last20', 'invented', 'pt-BR beetweigh',
  "TÍQUETE DE BALANÇA BL0412 — usina de beterraba açucareira, Guarapuava\n"
  "Transportador: Coop. Agrária · carreta CR7 · tara de terra amostrada · baia B3\n"
  "Observação do balanceiro: nos últimos 20 pregões a amplitude média diária do NQ foi de ⟦212,4@value!⟧ pontos.\n"
  "Saída pela balança às 14:25."),
E('q_range_last20', 'wrong_unit', 'fr-FR icefish',
  "JOURNAL DE CABANE DE PÊCHE BLANCHE — lac Saint-Jean, cabane C14\n"
  "Trous T1 à T3 percés · brimbales tendues · poêle allumé\n"
  "Note du pêcheur : sur les 20 dernières séances, l'amplitude moyenne du NQ ressort à ⟦187,6@value~value!⟧ dollars "
  "par jour.\n"
  "Lignes relevées à 17:40.",
  unit_note='index points quoted as dollars'),
# ---------------------------------------------------------------- q_range_stats_2024
E('q_range_stats_2024', 'faithful', 'ru-RU icefish',
  "ЖУРНАЛ ЗИМНЕЙ РЫБАЛКИ — Рыбинское водохранилище, палатка P4\n"
  "Лунки L1–L3 просверлены · жерлицы выставлены · печка горит\n"
  "Запись рыбака: за 2024 г. (⟦252@count⟧ сессии) средний дневной диапазон NQ — ⟦274,44@mean_range⟧ пункта, медиана "
  "⟦267,25@median_range⟧, максимум ⟦585,5@max_range⟧, минимум ⟦116,5@min_range⟧.\n"
  "Снасти смотаны в 17:40."),
E('q_range_stats_2024', 'faithful', 'zh-CN automaton',
  "机械人偶 · 维修记录 — 「写字童子」，工单 AR0409\n"
  "凸轮已清洗 · 主发条重新上紧 · 风箱换皮\n"
  "修复师备注：2024 年 NQ 日振幅均值 ⟦274.4@mean_range⟧、中位数 ⟦267.25@median_range⟧、最大 ⟦585.5@max_range⟧、最小 "
  "⟦116.5@min_range⟧，共 ⟦252@count⟧ 个交易日。\n"
  "取件预约 11:00。"),
E('q_range_stats_2024', 'faithful', 'pt-BR reptile',
  "RÉPTEIS — QUADRO DE ALIMENTAÇÃO, recinto R4 (jiboias)\n"
  "Ratos descongelados · pinças limpas · nebulização feita\n"
  "Nota do tratador: em 2024 a amplitude diária do NQ teve média de ⟦274,4@mean_range⟧ pontos e mediana de "
  "⟦267,25@median_range⟧; o dia mais largo chegou a ⟦585,5@max_range⟧.\n"
  "Luzes apagadas às 17:00."),
E('q_range_stats_2024', 'wrong_column', 'ja-JP grinder',
  "手回しオルガン 路上演奏許可証 ― 許可番号SP0315・浅草仲見世\n"
  "拡声器使用不可・猿の同伴不可\n"
  "巡回員記入：2024年のNQの日中値幅は中央値⟦274.4@median_range~mean_range!⟧ポイント、最大⟦585.5@max_range⟧ポイント。\n"
  "18:00までに撤収。"),
E('q_range_stats_2024', 'miscomputed', 'pl-PL tubepost',
  "POCZTA PNEUMATYCZNA — DZIENNIK LINII, urząd PP3, linia L2\n"
  "Naboje N1–N6 w obiegu · dmuchawa włączona · uszczelki sprawdzone\n"
  "Wpis dyżurnego: w 2024 r. najszerszy dzień NQ miał ⟦585,5@max_range⟧ pkt, najwęższy ⟦116,5@min_range⟧ pkt — "
  "różnica ⟦479@max_range-min_range!⟧ pkt.\n"
  "Linia zamknięta o 20:00."),
E('q_range_stats_2024', 'misrounded', 'de-DE turbine',
  "WARTUNGSBLATT WEA — Windpark Nordergründe, Anlage WEA07\n"
  "Azimutbremse geprüft · Rotorblätter gesichtet · Getriebeölprobe gezogen\n"
  "Notiz des Technikers: 2024 lag die durchschnittliche Tagesspanne des NQ bei ⟦274,5@mean_range!⟧ Punkten, der "
  "Median bei ⟦267,25@median_range⟧.\n"
  "Abstieg vom Turm 15:20."),
# ---------------------------------------------------------------- q_dow_range_2024
E('q_dow_range_2024', 'faithful', 'en-US turbine',
  "TURBINE SERVICE SHEET — Roscoe Wind Farm TX, turbine WTG A07\n"
  "Yaw brakes checked · blade walk-down done · gearbox oil sampled\n"
  "Tech's note: Wednesday had NQ's widest 2024 range, averaging ⟦278.7@" + WE + "⟧ points; Friday was right behind at "
  "⟦278.3@" + FR + "⟧ and Monday calmest at ⟦269.4@" + MO + "⟧.\n"
  "Off the tower 15:20."),
E('q_dow_range_2024', 'faithful', 'de-DE lantern',
  "LATERNENUMZUG — WAGENKARTE, Wagen W12 „Karpfen“\n"
  "Gestelle verdrahtet · Laternen entzündet · Träger T1–T8 bereit\n"
  "Notiz der Zugleiterin: Mittwoch war 2024 der schwankungsreichste Wochentag des NQ (⟦278,675@" + WE + "⟧ Punkte im "
  "Schnitt), der Montag mit ⟦269,41@" + MO + "⟧ der ruhigste.\n"
  "Abmarsch 19:30."),
E('q_dow_range_2024', 'faithful', 'ja-JP beetweigh',
  "計量票 WB0915 ― 芽室てん菜工場\n"
  "運送：十勝運輸・トレーラーTR2・土砂風袋サンプル済・ヤードB3\n"
  "計量係メモ：2024年のNQは水曜の平均値幅が⟦278.7@" + WE + "⟧ポイントで最大、金曜⟦278.26@" + FR + "⟧がほぼ並び、"
  "月曜⟦269.41@" + MO + "⟧が最小。\n"
  "14:25 計量台通過。"),
E('q_dow_range_2024', 'wrong_row', 'fr-FR reptile',
  "VIVARIUM — TABLEAU DES NOURRISSAGES, enclos E4 (varans)\n"
  "Rats décongelés · pinces nettoyées · brumisation faite\n"
  "Note du soigneur : en 2024, le mercredi reste le jour le plus agité du NQ avec ⟦278,26@" + WE + "~" + FR + "!⟧ "
  "points d'amplitude moyenne, le lundi le plus calme avec ⟦269,41@" + MO + "⟧.\n"
  "Extinction des lampes à 17:00."),
E('q_dow_range_2024', 'coincidental', 'it-IT porcelain',
  "SCHEDA DI COTTURA — Manifattura di Doccia, forno F2, infornata C0417\n"
  "Cottura di vetrina · coni pirometrici piazzati · cassette impilate\n"
  "Nota del fornaciaio: nel 2024 il lunedì è il giorno più calmo del NQ (⟦269,41@" + MO + "⟧ punti di escursione "
  "media); subito dopo viene il martedì con ⟦269,6@" + TU + "!⟧.\n"
  "Forno aperto alle 07:30."),
E('q_dow_range_2024', 'derived', 'ru-RU tubepost',
  "ПНЕВМАТИЧЕСКАЯ ПОЧТА — ЖУРНАЛ ЛИНИИ, станция PS3, линия L2\n"
  "Капсулы K1–K6 в обороте · воздуходувка включена · уплотнения проверены\n"
  "Запись оператора: в 2024 г. шире всего NQ ходил по средам (⟦278,7@" + WE + "⟧), спокойнее всего по понедельникам "
  "(⟦269,4@" + MO + "⟧); разница ⟦9,27@" + WE + "-" + MO + "!⟧ пункта — вычислил сам, в выдаче её нет.\n"
  "Линия закрыта в 20:00."),
# ---------------------------------------------------------------- q_month_up_2023
E('q_month_up_2023', 'faithful', 'nl-NL reptile',
  "REPTIELENHUIS — VOERBORD, verblijf V4 (komodovaraan)\n"
  "Ontdooide ratten klaar · tangen schoon · vernevelen gedaan\n"
  "Notitie van de verzorger: in 2023 sloot de NQ in september het vaakst hoger (⟦70%@" + pct('September') + "⟧ van "
  "de dagen), in november het minst vaak (⟦38,1%@" + pct('November') + "⟧).\n"
  "Lampen uit om 17:00."),
E('q_month_up_2023', 'faithful', 'de-DE grinder',
  "DREHORGEL — GENEHMIGUNG FÜR STRASSENMUSIK, Nr. DG0315\n"
  "Standplatz: Marienplatz, Ostseite · ohne Verstärker · Affe nicht gestattet\n"
  "Vermerk des Ordnungsamts: 2023 schloss der NQ im Oktober an ⟦68,2 %@" + pct('October') + "⟧ der Tage im Plus, im "
  "August nur an ⟦39,1 %@" + pct('August') + "⟧.\n"
  "Platz bis 18:00 räumen."),
E('q_month_up_2023', 'faithful', 'en-US beetweigh',
  "WEIGHBRIDGE TICKET WB0412 — American Crystal Sugar, Hillsboro ND\n"
  "Hauler: Red River Farms · truck TR7 · tare dirt sampled · pile P3\n"
  "Scale clerk's remark: in 2023 NQ closed up on ⟦60%@" + pct('January') + "⟧ of January days and "
  "⟦56.5%@" + pct('March') + "⟧ of March days; September led at ⟦70%@" + pct('September') + "⟧.\n"
  "Out over the scale 14:25."),
E('q_month_up_2023', 'wrong_row', 'pl-PL hedgelay',
  "KONKURS PLECENIA ŻYWOPŁOTU — KARTA ZAWODNIKA, działka D9\n"
  "Pędy nacięte · paliki wbite · wiązanie z leszczyny\n"
  "Uwaga sędziego: w 2023 r. NQ zamykał się na plusie w czerwcu w ⟦50%@" + pct('June') + "~" + pct('May') + "!⟧ "
  "sesji, a we wrześniu w ⟦70%@" + pct('September') + "⟧.\n"
  "Koniec pracy o 14:00."),
E('q_month_up_2023', 'wrong_unit', 'es-ES porcelain',
  "FICHA DE COCCIÓN — Porcelanas de Sargadelos, horno H2, hornada C0417\n"
  "Cocción de vidriado · conos pirométricos colocados · cajas refractarias apiladas\n"
  "Nota del hornero: en 2023 octubre fue de los meses más alcistas del NQ: cerró al alza el "
  "⟦0,68 %@row('October').pct_up~row('October').pct_up!⟧ de las sesiones.\n"
  "Horno abierto a las 07:30.",
  unit_note='a fraction (0.68) quoted as a percent'),
E('q_month_up_2023', 'misrounded', 'pt-BR cooper',
  "CONTAGEM DE ADUELAS — tanoaria em Bento Gonçalves, bancada B4, pedido PD0611\n"
  "Carvalho francês · aduelas juntadas · arcos A1–A4 batidos\n"
  "Nota do tanoeiro: em 2023 o NQ fechou em alta em ⟦47,3%@" + pct('February') + "!⟧ dos pregões de fevereiro e em "
  "⟦60%@" + pct('January') + "⟧ dos de janeiro.\n"
  "Barris para a tosta às 13:00."),
# ---------------------------------------------------------------- q_widest_2024
E('q_widest_2024', 'faithful', 'en-US hedgelay',
  "HEDGELAYING MATCH — COMPETITOR CARD, Shelburne Farms VT, plot P9\n"
  "Pleachers cut · stakes driven · binders woven\n"
  "Judge's remark: NQ's five widest 2024 days were ⟦1/24@D:2024-01-24⟧ (⟦585.5@" + d('2024-01-24', 'range') + "⟧ pts), "
  "⟦5/17@D:2024-05-17⟧ (⟦555.25@" + d('2024-05-17', 'range') + "⟧), ⟦5/31@D:2024-05-31⟧ (⟦541.5@"
  + d('2024-05-31', 'range') + "⟧), ⟦7/5@D:2024-07-05⟧ (⟦507.5@" + d('2024-07-05', 'range') + "⟧) and "
  "⟦5/1@D:2024-05-01⟧ (⟦484.5@" + d('2024-05-01', 'range') + "⟧).\n"
  "Tools down 14:00."),
E('q_widest_2024', 'faithful', 'it-IT automaton',
  "NOTA DI RESTAURO AUTOMA — «Lo Scrivano», pratica AR0409\n"
  "Camme pulite · molla motrice ricaricata · mantici rifoderati\n"
  "Nota del restauratore: la seduta più ampia del 2024 per il NQ è stata il ⟦24 gennaio@D:2024-01-24⟧, con "
  "⟦585,5@" + d('2024-01-24', 'range') + "⟧ punti (apertura ⟦17.188,75@" + d('2024-01-24', 'open') + "⟧, chiusura "
  "⟦16.672,75@" + d('2024-01-24', 'close') + "⟧).\n"
  "Ritiro fissato alle 11:00."),
E('q_widest_2024', 'faithful', 'pt-BR cocoon',
  "LIVRO DE CASULOS — sericicultura em Bastos (SP), barracão B2, lote LS0602\n"
  "Folha de amoreira servida · bosques montados · casulos classificados\n"
  "Anotação do sericicultor: os cinco dias mais largos de 2024 tiveram média de ⟦534,85@stats.range.mean⟧ pontos; "
  "o menor deles, ⟦1º de maio@D:2024-05-01⟧, teve ⟦484,5@" + d('2024-05-01', 'range') + "⟧.\n"
  "Casulos para a fiação às 10:30."),
E('q_widest_2024', 'wrong_column', 'de-DE tubepost',
  "ROHRPOST — BETRIEBSBUCH, Amt RP3, Leitung L2\n"
  "Büchsen B1–B6 im Umlauf · Gebläse an · Dichtungen geprüft\n"
  "Eintrag des Rohrpostbeamten: am ⟦17.05.2024@D:2024-05-17⟧ spannte der NQ ⟦555,25@" + d('2024-05-17', 'range') +
  "⟧ Punkte und schloss bei ⟦15.998,25@" + d('2024-05-17', 'close') + "~" + d('2024-05-17', 'open') + "!⟧.\n"
  "Leitung geschlossen 20:00."),
E('q_widest_2024', 'miscomputed', 'zh-CN beetweigh',
  "地磅单 · 甜菜糖厂 — 新疆昌吉，磅单 DB0412\n"
  "承运：天山运输 · 挂车 TR7 · 带土皮重已取样 · 卸料区 B3\n"
  "过磅员备注：2024 年 NQ 振幅最大的一天是 ⟦1月24日@D:2024-01-24⟧，⟦585.5@" + d('2024-01-24', 'range') + "⟧ 点；"
  "当天从开盘到收盘跌了 ⟦561@" + d('2024-01-24', 'close') + "-" + d('2024-01-24', 'open') + "|neg!⟧ 点。\n"
  "14:25 过磅出场。"),
E('q_widest_2024', 'coincidental', 'en-GB reptile',
  "REPTILE HOUSE — FEEDING BOARD, enclosure E4 (Komodo dragon)\n"
  "Defrosted rats out · tongs scrubbed · misting done\n"
  "Keeper's note: 2024's five widest NQ sessions averaged ⟦541.4@stats.range.mean!⟧ points, led by "
  "⟦24 Jan@D:2024-01-24⟧ at ⟦585.5@" + d('2024-01-24', 'range') + "⟧.\n"
  "Lights down 17:00."),
# ---------------------------------------------------------------- q_last10_change
E('q_last10_change', 'faithful', 'it-IT grinder',
  "ORGANETTO DI BARBERIA — PERMESSO DI SUONATA OB0315, Piazza Navona\n"
  "Niente amplificazione · scimmia non ammessa\n"
  "Annotazione del vigile: nelle ultime 10 sedute il NQ ha perso in media ⟦57,8@stats.change.mean|neg⟧ punti al "
  "giorno; peggiore il ⟦20 dicembre@D:2024-12-20⟧ (⟦−178,25@" + d('2024-12-20', 'change') + "⟧), migliore il "
  "⟦23 dicembre@D:2024-12-23⟧ (⟦+91@" + d('2024-12-23', 'change') + "⟧).\n"
  "Piazza sgombra entro le 18:00."),
E('q_last10_change', 'faithful', 'ru-RU automaton',
  "ЗАМЕТКИ О РЕМОНТЕ АВТОМАТА — «Писец», заказ AR0409\n"
  "Кулачки очищены · заводная пружина перетянута · мехи переклеены\n"
  "Запись реставратора: из последних 10 сессий NQ вырос лишь в четырёх; сильнее всего ⟦23 декабря@D:2024-12-23⟧ "
  "(⟦+91@" + d('2024-12-23', 'change') + "⟧ пункт), слабее всего ⟦20 декабря@D:2024-12-20⟧ (⟦−178,25@"
  + d('2024-12-20', 'change') + "⟧).\n"
  "Выдача назначена на 11:00."),
E('q_last10_change', 'faithful', 'es-ES turbine',
  "PARTE DE MANTENIMIENTO — parque eólico de Tarifa, aerogenerador AG07\n"
  "Frenos de orientación revisados · palas inspeccionadas · muestra de aceite tomada\n"
  "Nota del técnico: cambio medio del NQ en las 10 sesiones, ⟦−57,8@stats.change.mean⟧ puntos; el "
  "⟦31/12@D:2024-12-31⟧, con poco volumen (⟦150.336@" + d('2024-12-31', 'volume') + "⟧), cedió "
  "⟦175,5@" + d('2024-12-31', 'change') + "|neg⟧.\n"
  "Bajada de la torre a las 15:20."),
E('q_last10_change', 'wrong_sign', 'nl-NL cooper',
  "DUIGENTELLING — kuiperij in Schiedam, bank K4, order OR0611\n"
  "Amerikaans eiken · duigen gevoegd · hoepels H1–H4 aangedreven\n"
  "Notitie van de kuiper: op ⟦24 december@D:2024-12-24⟧ sloot de NQ op ⟦−10,25@" + d('2024-12-24', 'change') +
  "!⟧ punten bij dun volume (⟦145.342@" + d('2024-12-24', 'volume') + "⟧); ⟦23 december@D:2024-12-23⟧ was de beste "
  "dag met ⟦+91@" + d('2024-12-23', 'change') + "⟧.\n"
  "Vaten naar de brandplaats om 13:00."),
E('q_last10_change', 'wrong_row', 'ja-JP icefish',
  "氷上ワカサギ釣り小屋日誌 ― 網走湖・小屋S14\n"
  "穴H1〜H3あけ済・仕掛け投入・ストーブ点火\n"
  "釣り人メモ：直近10日のNQは下げ基調。最悪は⟦12月20日@D:2024-12-20⟧の⟦−175.5@" + d('2024-12-20', 'change') + "~"
  + d('2024-12-31', 'change') + "!⟧ポイント、最良は⟦12月23日@D:2024-12-23⟧の⟦+91@" + d('2024-12-23', 'change') +
  "⟧ポイント。\n"
  "17:40 竿上げ。"),
E('q_last10_change', 'derived', 'en-US cocoon',
  "SILK FARM — COCOON LEDGER, rearing house R2, batch SB0602\n"
  "Mulberry leaf fed · mounting frames up · cocoons sorted\n"
  "Sericulturist's entry: adding up NQ's last 10 daily changes myself gives ⟦−578@sum(t.change for t in T)!⟧ points "
  "net; ⟦12/23@D:2024-12-23⟧ was the best day at ⟦+91@" + d('2024-12-23', 'change') + "⟧.\n"
  "Cocoons to the reeling shed 10:30."),
# ---------------------------------------------------------------- q_year_volume
E('q_year_volume', 'faithful', 'nl-NL beetweigh',
  "WEEGBON WB0412 — suikerfabriek Dinteloord\n"
  "Vervoerder: loonbedrijf Van Dam · kieper KP7 · grondtarra bemonsterd · vak V3\n"
  "Opmerking van de weger: gemiddeld dagvolume NQ in 2023 ⟦201.034@" + yv(2023) + "⟧ contracten, in 2024 "
  "⟦201.006@" + yv(2024) + "⟧ — vrijwel gelijk; 2025 telt pas ⟦1@row(2025).count⟧ sessie (⟦201.902@" + yv(2025) + "⟧).\n"
  "Over de brug 14:25."),
E('q_year_volume', 'faithful', 'es-ES lantern',
  "DESFILE DE FAROLILLOS — FICHA DE CARROZA, carroza C12 «La Carpa»\n"
  "Armazones cableados · farolillos encendidos · porteadores P1–P8 listos\n"
  "Nota del jefe de carroza: volumen diario medio del NQ — 2023: ⟦201.034@" + yv(2023) + "⟧; 2024: "
  "⟦201.006@" + yv(2024) + "⟧; 2025, con una sola sesión: ⟦201.902@" + yv(2025) + "⟧.\n"
  "La carroza sale a las 19:30."),
E('q_year_volume', 'faithful', 'ja-JP cooper',
  "樽材集計表 ― 秩父の樽工房・作業台C4・注文BO0611\n"
  "ミズナラ材・側板継ぎ済・タガH1〜H4打ち込み済\n"
  "樽職人メモ：NQの平均日次出来高は2023年⟦201,034@" + yv(2023) + "⟧枚、2024年⟦201,006@" + yv(2024) + "⟧枚でほぼ同じ。"
  "2025年はまだ⟦1@row(2025).count⟧日分だけ。\n"
  "13:00 焼き場へ搬出。"),
E('q_year_volume', 'wrong_year', 'ru-RU tubepost',
  "ПНЕВМОПОЧТА — ЖУРНАЛ СМЕНЫ, станция PS5, линия L1\n"
  "Капсулы K1–K4 в обороте · воздуходувка включена\n"
  "Запись оператора: средний дневной объём NQ за 2024 г. — ⟦201\u00a0034@" + yv(2024) + "~" + yv(2023) + "!⟧ "
  "контракта, почти как годом раньше; в 2025 г. пока одна сессия с ⟦201\u00a0902@" + yv(2025) + "⟧.\n"
  "Линия закрыта в 20:00."),
E('q_year_volume', 'coincidental', 'pl-PL icefish',
  "DZIENNIK PODLODOWY — Zalew Zegrzyński, namiot N4\n"
  "Przeręble P1–P3 wywiercone · mormyszki w wodzie · piecyk grzeje\n"
  "Wpis wędkarza: średni dzienny wolumen NQ w 2024 r. to ⟦201\u00a0036@" + yv(2024) + "!⟧ kontraktów przy "
  "⟦252@row(2024).count⟧ sesjach; w 2025 r. jest na razie ⟦1@row(2025).count⟧ sesja.\n"
  "Wędki zwinięte o 17:40."),
E('q_year_volume', 'wrong_unit', 'en-GB hedgelay',
  "HEDGE-LAYING MATCH — COMPETITOR CARD, Midland style, plot P7\n"
  "Pleachers cut · stakes driven · hazel binders woven\n"
  "Judge's remark: NQ averaged ⟦201,006@" + yv(2024) + "~" + yv(2024) + "!⟧ thousand contracts a day in 2024, against "
  "2023's ⟦201,034@" + yv(2023) + "⟧ contracts — flat year on year.\n"
  "Tools down 14:00.",
  unit_note='contracts quoted as thousands of contracts'),
# ---------------------------------------------------------------- q_rth_hour_volume
E('q_rth_hour_volume', 'faithful', 'pt-BR porcelain',
  "FICHA DE QUEIMA — Vista Alegre, forno F2, fornada Q0417\n"
  "Queima de vidrado · cones pirométricos postos · gazetas empilhadas\n"
  "Nota do forneiro: nos últimos 20 pregões, a hora das 15h é a mais negociada do NQ (média de "
  "⟦19.373@" + hr('15') + "⟧ contratos); a das 16h, a mais fraca (⟦5.808@" + hr('16') + "⟧).\n"
  "Forno aberto às 07:30."),
E('q_rth_hour_volume', 'faithful', 'ja-JP tubepost',
  "気送管郵便 運用記録 ― 局PS3・管路L2\n"
  "カプセルC1〜C6巡回・送風機稼働・シール点検済\n"
  "係員記入：直近20日のRTHでは15時台の平均出来高⟦19,373@" + hr('15') + "⟧枚が最多、次いで09:00台の"
  "⟦17,542@" + hr('09') + "⟧枚、16時台は⟦5,808@" + hr('16') + "⟧枚で最少。\n"
  "20:00 管路閉鎖。"),
E('q_rth_hour_volume', 'faithful', 'fr-FR lantern',
  "FÊTE DES LANTERNES — FICHE DE CHAR, char C12 « La Carpe »\n"
  "Armatures câblées · lanternes allumées · porteurs P1 à P8 prêts\n"
  "Note du chef de char : sur 20 séances, 15h porte le plus gros volume moyen du NQ "
  "(⟦19\u202f373@" + hr('15') + "⟧ contrats), 16h le plus faible (⟦5\u202f808@" + hr('16') + "⟧), "
  "13h l'avant-dernier (⟦12\u202f326,8@" + hr('13') + "⟧).\n"
  "Départ du char à 19:30."),
E('q_rth_hour_volume', 'wrong_row', 'pl-PL cocoon',
  "KSIĘGA KOKONÓW — jedwabnictwo w Milanówku, hala H2, partia JP0602\n"
  "Liście morwy podane · kokonniki rozstawione · kokony posortowane\n"
  "Wpis hodowcy: w ostatnich 20 sesjach godzina 12:00 dawała średnio ⟦13\u00a0300@" + hr('12') + "~" + hr('14') +
  "!⟧ kontraktów NQ, a szczytowa 15:00 — ⟦19\u00a0373@" + hr('15') + "⟧.\n"
  "Kokony do motalni o 10:30."),
E('q_rth_hour_volume', 'misrounded', 'es-ES hedgelay',
  "CONCURSO DE SETOS TRENZADOS — TARJETA DE PARTICIPANTE, parcela P9\n"
  "Brotes cortados · estacas clavadas · ataduras de avellano\n"
  "Observación del juez: en las últimas 20 sesiones la franja de las 11:00 movió de media "
  "⟦13.478@" + hr('11') + "!⟧ contratos del NQ; la de las 15:00, ⟦19.373@" + hr('15') + "⟧.\n"
  "Herramientas abajo a las 14:00."),
E('q_rth_hour_volume', 'invented', 'en-US beetweigh',
  "WEIGHBRIDGE TICKET WB0519 — Western Sugar, Scottsbluff NE\n"
  "Hauler: Platte Valley Farms · truck TR3 · tare dirt sampled · pile P5\n"
  "Scale clerk's remark: over the last 20 sessions NQ's quietest RTH hour, 16:00, averaged "
  "⟦8,450@" + hr('16') + "!⟧ contracts; 15:00 was busiest at ⟦19,373@" + hr('15') + "⟧.\n"
  "Out over the scale 14:25."),
]
