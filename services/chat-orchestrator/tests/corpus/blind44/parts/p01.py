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


def d(day, k):
    return f"row('{day}').{k}"


def vol(h):
    return f"row('{h}').mean_volume"


ENTRIES = [
# ---------------------------------------------------------------- q_range_last20
E('q_range_last20', 'faithful', 'pl-PL llama',
  "TREKKING Z LAMAMI — KARTA TRASY, trasa T2, Bieszczady\n"
  "Lamy: Pedro i Luna · uwiąz U1 · juki sprawdzone\n"
  "Notatka przewodnika: z ostatnich ⟦20@" + N + "⟧ sesji wychodzi średni dzienny zakres NQ ⟦187,6@value⟧ pkt "
  "(szczyt minus dołek).\n"
  "Powrót do zagrody 16:30, lamy napojone."),
E('q_range_last20', 'faithful', 'es-ES cablecar',
  "TELEFÉRICO — LIBRO DE INSPECCIÓN, línea L2, cabina C4, Fuente Dé\n"
  "Cable tractor revisado · pinzas probadas · freno de emergencia OK\n"
  "Nota del inspector: rango medio diario del NQ en las últimas ⟦20@" + N + "⟧ sesiones: ⟦187,6@value⟧ puntos de máximo a mínimo.\n"
  "Apto para servicio a las 08:30."),
E('q_range_last20', 'faithful', 'en-US icesculpt',
  "ICE SCULPTURE COMPETITION — ENTRY CARD, team T7, block B2, Fairbanks\n"
  "Piece: 'Northern Crane' · chainsaws, chisels, irons\n"
  "Judge's note: over the last ⟦20@" + N + "⟧ sessions NQ ranged ⟦187.6@value⟧ points a day on average, high to low.\n"
  "Carving ends 18:00; lights on at 19:00."),
E('q_range_last20', 'misrounded', 'zh-CN saltpan',
  "盐场 · 蒸发日志 — P3 号盐池 · 莺歌海\n"
  "纳潮入池 · 傍晚收盐 · 盐花已捞\n"
  "盐工备注：NQ 最近二十个交易日的平均日内波幅（最高减最低）为 ⟦187@value!⟧ 点。\n"
  "18:15 盐车入仓。"),
E('q_range_last20', 'wrong_unit', 'pt-BR pyro',
  "ROTEIRO DE DISPARO — show S2, balsa B1, praia de Copacabana\n"
  "Q1 00:00 cometas · Q2 00:45 peônias · Q3 02:10 bateria final F2\n"
  "Nota do blaster: nos últimos 20 pregões o NQ oscilou em média US$ ⟦187,60@value~value!⟧ por dia entre máxima e mínima.\n"
  "Fogo às 21:30, no sinal do diretor.", unit_note='index points quoted as US dollars'),
E('q_range_last20', 'derived', 'nl-NL windmill',
  "MOLENRESTAURATIE — LOGBOEK, korenmolen M1 'De Hoop', Zeeland\n"
  "Wieken gestreken · roeden nagekeken · vang gesteld\n"
  "Notitie van de molenmaker: NQ, laatste ⟦20@" + N + "⟧ handelsdagen, gemiddeld ⟦187,6@value⟧ punten bereik; bij elkaar "
  "opgeteld ⟦3.752@value*20!⟧ punten (zelf uitgerekend, staat niet in het resultaat).\n"
  "Molen op de vang 17:00."),
# ---------------------------------------------------------------- q_range_stats_2024
E('q_range_stats_2024', 'faithful', 'it-IT saltpan',
  "SALINA — REGISTRO DI EVAPORAZIONE, vasca V3, Trapani\n"
  "Acqua immessa · sale rastrellato al tramonto\n"
  "Nota del salinaro: nel 2024 escursione media ⟦274,44@mean_range⟧ punti, mediana ⟦267,25@median_range⟧, "
  "massima ⟦585,5@max_range⟧ e minima ⟦116,5@min_range⟧ su ⟦252@count⟧ sedute.\n"
  "Carriole in magazzino alle 18:15."),
E('q_range_stats_2024', 'faithful', 'fr-FR velodrome',
  "VÉLODROME — FEUILLE DE TOURS, piste P1, course aux points, série S2\n"
  "En tête : dossard D4 · D7 et D11 dans la roue · cloche sonnée\n"
  "Note du commissaire : 2024, amplitude quotidienne moyenne ⟦274,4@mean_range⟧ pts, médiane ⟦267,25@median_range⟧, "
  "record ⟦585,5@max_range⟧.\n"
  "Départ 19:30."),
E('q_range_stats_2024', 'faithful', 'nl-NL bathtoken',
  "BADHUIS — PENNINGENBOEK, Thermae T2, Valkenburg\n"
  "Penningen uit vanaf P41 · handdoeken meegegeven\n"
  "Notitie van de badmeester: over ⟦252@count⟧ dagen in 2024 lag de dagrange tussen ⟦116,5@min_range⟧ en "
  "⟦585,5@max_range⟧ punten, gemiddeld ⟦274,4@mean_range⟧.\n"
  "Baden dicht om 22:00."),
E('q_range_stats_2024', 'wrong_column', 'en-US hutbook',
  "MOUNTAIN HUT GUEST LEDGER — Refuge R2, Tenth Mountain hut\n"
  "Guests signed in · bunks B1–B4 · boots in the rack\n"
  "Warden's note: NQ in 2024 averaged ⟦267.25@mean_range~median_range!⟧ points of daily range, with a widest day of "
  "⟦585.5@max_range⟧.\n"
  "Lights out 22:00; breakfast 05:30."),
E('q_range_stats_2024', 'miscomputed', 'es-ES honey',
  "EXTRACCIÓN DE MIEL — FICHA DE LOTE, lote L7, colmenas C3 y C5, La Alcarria\n"
  "Alzas desoperculadas · centrifugado · doble filtrado\n"
  "Nota del apicultor: en 2024 el día más amplio del NQ fue de ⟦585,5@max_range⟧ puntos y el más estrecho de "
  "⟦116,5@min_range⟧: entre ambos hay ⟦496@max_range-min_range!⟧ puntos.\n"
  "Envasado a las 17:00."),
E('q_range_stats_2024', 'coincidental', 'zh-CN windmill',
  "风车修复日志 — M2 号风车 · 崇明岛\n"
  "风叶卸下 · 风轴检查 · 刹车已锁\n"
  "木工备注：2024 年 NQ 平均日波幅 ⟦254@mean_range!⟧ 点，最宽的一天 ⟦585.5@max_range⟧ 点。\n"
  "15:00 手动转动风叶，收工。"),
# ---------------------------------------------------------------- q_dow_range_2024
E('q_dow_range_2024', 'faithful', 'de-DE pyro',
  "ZÜNDPLAN — Show S1, Ponton P2, Rhein in Flammen\n"
  "Q1 00:00 Kometen · Q2 01:15 Päonien · Q3 03:40 Finale F1\n"
  "Notiz des Pyrotechnikers: 2024 war der Mittwoch am breitesten, ⟦278,7@" + WE + "⟧ Punkte im Schnitt; "
  "der Montag am ruhigsten mit ⟦269,41@" + MO + "⟧.\n"
  "Zündung 22:15."),
E('q_dow_range_2024', 'faithful', 'ja-JP calligraphy',
  "書道教室 採点表 ― 課題K4・楷書\n"
  "生徒S12 · 小筆・墨液\n"
  "講師の講評：2024年の曜日別平均値幅は水曜が最大で⟦278.7@" + WE + "⟧ポイント、金曜が僅差で⟦278.3@" + FR + "⟧ポイント。\n"
  "評価：秀。返却は木曜10:00。"),
E('q_dow_range_2024', 'faithful', 'zh-CN icesculpt',
  "冰雕比赛 · 参赛卡 — T3 队 · B1 冰块 · 哈尔滨\n"
  "作品：《丹顶鹤》· 电锯、冰铲\n"
  "评委备注：2024 年按星期看，星期三平均波幅最大 ⟦278.675@" + WE + "⟧ 点，星期一最小 ⟦269.41@" + MO + "⟧ 点，"
  "星期二 ⟦272.17@" + TU + "⟧ 点。\n"
  "18:00 停止雕刻。"),
E('q_dow_range_2024', 'wrong_row', 'en-US saltpan',
  "SALT WORKS — EVAPORATION LOG, pan P3, Moss Landing\n"
  "Brine let in · crystals raked at dusk\n"
  "Salt-maker's note: 2024 by weekday: Wednesday widest at ⟦278.7@" + WE + "⟧ points, Monday calmest at "
  "⟦272.17@" + MO + "~" + TU + "!⟧.\n"
  "Barrows in 18:15."),
E('q_dow_range_2024', 'derived', 'pt-BR hutbook',
  "LIVRO DE HÓSPEDES DO ABRIGO — abrigo A2, Pico da Bandeira\n"
  "Hóspedes registrados · beliches B1 a B4 · botas na sapateira\n"
  "Nota do guardião: em 2024 a quarta-feira teve amplitude média de ⟦278,675@" + WE + "⟧ pontos e a segunda de "
  "⟦269,41@" + MO + "⟧; diferença de ⟦9,27@" + WE + "-" + MO + "!⟧ pontos, pela minha conta.\n"
  "Luzes apagadas às 22:00."),
E('q_dow_range_2024', 'misrounded', 'ru-RU honey',
  "ОТКАЧКА МЁДА — КАРТОЧКА ПАРТИИ, партия B7, ульи U3 и U5\n"
  "Рамки распечатаны · откачано · процежено дважды\n"
  "Заметка пасечника: в 2024 г. средний диапазон NQ по четвергам — ⟦273,6@" + TH + "!⟧ пункта, по средам — "
  "⟦278,7@" + WE + "⟧.\n"
  "Разлито по банкам в 17:00."),
# ---------------------------------------------------------------- q_month_up_2023
E('q_month_up_2023', 'faithful', 'en-US saltpan',
  "SALT WORKS — EVAPORATION LOG, pan P1, San Francisco Bay\n"
  "Brine let in · crust broken · harvest raked\n"
  "Salt-maker's note: in 2023 September closed up most often, ⟦70%@" + pct('September') + "⟧ of sessions; "
  "November least, ⟦38.1%@" + pct('November') + "⟧.\n"
  "Barrows in 18:15."),
E('q_month_up_2023', 'faithful', 'ja-JP marionette',
  "人形修理工房 受付票 ― 番号P0412\n"
  "品目：糸操り人形「弁慶」 · 糸の張り替え、手板交換\n"
  "修理担当のメモ：2023年に陽線で終えた日の割合は9月が最高の⟦70%@" + pct('September') + "⟧、10月が"
  "⟦68.2%@" + pct('October') + "⟧、11月が最低の⟦38.1%@" + pct('November') + "⟧。\n"
  "お渡しは16:00以降。"),
E('q_month_up_2023', 'faithful', 'pl-PL pyro',
  "SCENARIUSZ ODPALANIA — pokaz S1, barka B2, Wisła\n"
  "Q1 00:00 komety · Q2 00:50 piwonie · Q3 02:30 finał F1\n"
  "Notatka pirotechnika: w 2023 r. najczęściej na plusie kończył się wrzesień (⟦70\u00a0%@" + pct('September') + "⟧ sesji), "
  "najrzadziej listopad (⟦38,1\u00a0%@" + pct('November') + "⟧).\n"
  "Odpalenie 21:45."),
E('q_month_up_2023', 'wrong_row', 'nl-NL llama',
  "LAMATOCHT — ROUTEKAART, route R1, Veluwe\n"
  "Lama's: Pedro, Luna · leidsel L2 · pakzadels nagekeken\n"
  "Notitie van de gids: 2023 — september het vaakst groen met ⟦70%@" + pct('September') + "⟧ van de dagen, november "
  "het minst met ⟦39,1%@" + pct('November') + "~" + pct('August') + "!⟧.\n"
  "Terug bij de wei 16:30."),
E('q_month_up_2023', 'invented', 'en-GB honey',
  "HONEY EXTRACTION — BATCH CARD, batch B4, hives H2 and H6, Cotswolds\n"
  "Supers uncapped · spun · strained twice\n"
  "Beekeeper's note: in 2023 September had the most up closes at ⟦70%@" + pct('September') + "⟧; December managed "
  "⟦64%@" + pct('December') + "!⟧.\n"
  "Jarred and labelled 17:00."),
E('q_month_up_2023', 'miscomputed', 'de-DE windmill',
  "MÜHLENRESTAURIERUNG — BAUTAGEBUCH, Bockwindmühle M3, Vorpommern\n"
  "Flügel abgenommen · Ruten geprüft · Bremse gesetzt\n"
  "Notiz des Mühlenbauers: 2023 schloss der September an ⟦70 %@" + pct('September') + "⟧ der Tage im Plus, der November "
  "an ⟦38,1 %@" + pct('November') + "⟧ — ein Abstand von ⟦33,9@" + pct('September') + "-" + pct('November') + "!⟧ Prozentpunkten.\n"
  "Feierabend 17:00."),
# ---------------------------------------------------------------- q_widest_2024
E('q_widest_2024', 'faithful', 'pt-BR icesculpt',
  "CONCURSO DE ESCULTURA EM GELO — FICHA DA EQUIPE, equipe E2, bloco B3, Gramado\n"
  "Obra: «Garça» · motosserra, formões\n"
  "Nota do jurado: o dia mais largo de 2024 foi ⟦24/01@D:2024-01-24⟧, com ⟦585,5@" + d('2024-01-24', 'range') + "⟧ pontos; "
  "o quinto, ⟦1/05@D:2024-05-01⟧, com ⟦484,5@" + d('2024-05-01', 'range') + "⟧.\n"
  "Fim do entalhe às 18:00."),
E('q_widest_2024', 'faithful', 'en-GB windmill',
  "WINDMILL RESTORATION LOG — post mill M2, Saxtead Green\n"
  "Sails off · stocks checked · brake wheel re-cogged\n"
  "Millwright's note: widest sessions of 2024 — ⟦24 Jan@D:2024-01-24⟧ at ⟦585.5@" + d('2024-01-24', 'range') + "⟧ points, "
  "then ⟦17 May@D:2024-05-17⟧ at ⟦555.25@" + d('2024-05-17', 'range') + "⟧ and ⟦31 May@D:2024-05-31⟧ at "
  "⟦541.5@" + d('2024-05-31', 'range') + "⟧.\n"
  "Sails turned by hand 15:00; brake set."),
E('q_widest_2024', 'faithful', 'es-ES hutbook',
  "LIBRO DE HUÉSPEDES DEL REFUGIO — refugio R1, Góriz\n"
  "Huéspedes anotados · literas L1 a L4 · botas en el zapatero\n"
  "Nota del guarda: el ⟦5 de julio@D:2024-07-05⟧ el NQ abrió en ⟦13.548,75@" + d('2024-07-05', 'open') + "⟧, cerró en "
  "⟦13.151,75@" + d('2024-07-05', 'close') + "⟧ y recorrió ⟦507,5@" + d('2024-07-05', 'range') + "⟧ puntos.\n"
  "Silencio a las 22:00."),
E('q_widest_2024', 'wrong_row', 'pl-PL honey',
  "MIODOBRANIE — KARTA PARTII, partia P5, ule U2 i U4\n"
  "Nadstawki odsklepione · odwirowane · przecedzone\n"
  "Notatka pszczelarza: ⟦31 maja@D:2024-05-31⟧ rozpiętość NQ wyniosła ⟦555,25@" + d('2024-05-31', 'range') + "~"
  + d('2024-05-17', 'range') + "!⟧ pkt — trzecia w 2024 r.\n"
  "Rozlane do słoików o 17:00."),
E('q_widest_2024', 'wrong_column', 'ru-RU calligraphy',
  "КУРС КАЛЛИГРАФИИ — ЛИСТ ОЦЕНОК, задание Z4, шрифт «устав»\n"
  "Ученик S9 · перо, железо-галловые чернила\n"
  "Замечание преподавателя: пятый по ширине день 2024 г., ⟦1 мая@D:2024-05-01⟧: диапазон ⟦484,5@" + d('2024-05-01', 'range') + "⟧ "
  "пункта, закрытие на ⟦15\u00a0816,25@" + d('2024-05-01', 'close') + "~" + d('2024-05-01', 'open') + "!⟧.\n"
  "Оценка: хорошо. Листы вернуть к 10:00."),
E('q_widest_2024', 'derived', 'fr-FR cablecar',
  "TÉLÉPHÉRIQUE — REGISTRE D'INSPECTION, ligne L1, cabine C2, Aiguille du Midi\n"
  "Câble tracteur contrôlé · pinces testées · frein d'urgence OK\n"
  "Note de l'inspecteur : le ⟦24 janvier@D:2024-01-24⟧, plus large séance de 2024 (⟦585,5@" + d('2024-01-24', 'range') + "⟧ pts), "
  "le NQ a fini ⟦516@" + d('2024-01-24', 'close') + "-" + d('2024-01-24', 'open') + "|neg!⟧ points sous son ouverture — calcul de ma part.\n"
  "Remise en service 08:30."),
# ---------------------------------------------------------------- q_last10_change
E('q_last10_change', 'faithful', 'zh-CN calligraphy',
  "书法班 · 批改单 — 作业 K4 · 楷书\n"
  "学生 S12 · 狼毫小楷、墨汁\n"
  "老师评语：最近十个交易日 NQ 多数收跌，⟦12月20日@D:2024-12-20⟧ 跌得最多 ⟦−178.25@" + d('2024-12-20', 'change') + "⟧ 点，"
  "⟦12月23日@D:2024-12-23⟧ 涨得最多 ⟦+91@" + d('2024-12-23', 'change') + "⟧ 点。\n"
  "评分：良。周四 10:00 前交回。"),
E('q_last10_change', 'faithful', 'en-US marionette',
  "PUPPET REPAIR WORKSHOP — TICKET P0731\n"
  "Item: marionette 'Punch' · restring, new control bar\n"
  "Repairer's note: last ten sessions mostly red; average change ⟦−57.8@stats.change.mean⟧ points, worst "
  "⟦12/20@D:2024-12-20⟧ at ⟦−178.25@" + d('2024-12-20', 'change') + "⟧.\n"
  "Ready for collection 16:00."),
E('q_last10_change', 'faithful', 'ru-RU saltpan',
  "СОЛЕВАРНЯ — ЖУРНАЛ ВЫПАРИВАНИЯ, бассейн P2, Соль-Илецк\n"
  "Рассол залит · кристаллы сгребены\n"
  "Заметка солевара: последняя из десяти сессий, ⟦2 января@D:2025-01-02⟧: NQ упал от открытия на ⟦96,25@" + d('2025-01-02', 'change') + "|neg⟧ "
  "пункта и закрылся на ⟦8837,25@" + d('2025-01-02', 'close') + "⟧.\n"
  "Тачки под навес в 18:15."),
E('q_last10_change', 'wrong_sign', 'es-ES pyro',
  "GUION DE DISPARO — espectáculo S3, barcaza B1, Valencia\n"
  "Q1 00:00 cometas · Q2 01:05 palmeras · Q3 02:20 traca final F1\n"
  "Nota del pirotécnico: en las últimas diez sesiones, el ⟦23/12@D:2024-12-23⟧ el NQ cambió ⟦−91@" + d('2024-12-23', 'change') + "!⟧ "
  "puntos y el ⟦20/12@D:2024-12-20⟧ ⟦−178,25@" + d('2024-12-20', 'change') + "⟧.\n"
  "Fuego a las 23:59."),
E('q_last10_change', 'wrong_sign', 'it-IT velodrome',
  "VELODROMO — FOGLIO GIRI, pista P1, corsa a punti, batteria B2\n"
  "In testa: pettorale D4 · D7 e D11 a ruota · campana suonata\n"
  "Nota del commissario: ultime dieci sedute; il ⟦30 dicembre@D:2024-12-30⟧ variazione ⟦−69,25@" + d('2024-12-30', 'change') + "!⟧ "
  "punti, il ⟦31 dicembre@D:2024-12-31⟧ ⟦−175,5@" + d('2024-12-31', 'change') + "⟧.\n"
  "Partenza 19:30."),
E('q_last10_change', 'coincidental', 'pt-BR icesculpt',
  "CONCURSO DE ESCULTURA EM GELO — FICHA DA EQUIPE, equipe E4, bloco B1, Campos do Jordão\n"
  "Obra: «Tucano» · motosserra, goivas\n"
  "Nota do jurado: no pregão de ⟦31/12@D:2024-12-31⟧ a variação do NQ, da abertura ao fechamento, foi de ⟦−171@" + d('2024-12-31', 'change') + "!⟧ pontos.\n"
  "Fim do entalhe às 18:00."),
# ---------------------------------------------------------------- q_year_volume
E('q_year_volume', 'faithful', 'es-ES marionette',
  "TALLER DE REPARACIÓN DE MARIONETAS — RESGUARDO R0815\n"
  "Pieza: marioneta «Don Cristóbal» · hilos nuevos, cruceta nueva\n"
  "Nota del reparador: volumen medio diario de ⟦201.034@" + "row(2023).mean_volume" + "⟧ contratos en 2023 y "
  "⟦201.006@row(2024).mean_volume⟧ en 2024; de 2025 solo hay ⟦1@row(2025).count⟧ sesión.\n"
  "Recoger a partir de las 16:00."),
E('q_year_volume', 'faithful', 'zh-CN velodrome',
  "场地自行车 · 圈次记录 — T1 赛道 · 记分赛 · H2 组\n"
  "领骑 R4 · R7、R11 跟车 · 打铃\n"
  "裁判备注：日均成交量 2023 年 ⟦201,034@row(2023).mean_volume⟧ 手，2024 年 ⟦201,006@row(2024).mean_volume⟧ 手，"
  "两年几乎持平。\n"
  "19:30 发车。"),
E('q_year_volume', 'faithful', 'en-GB cablecar',
  "CABLE CAR INSPECTION LOG — line L1, cabin C3, Great Orme\n"
  "Haul rope inspected · grips tested · emergency brake OK\n"
  "Inspector's note: average daily volume ⟦201,034@row(2023).mean_volume⟧ contracts over ⟦250@row(2023).count⟧ sessions "
  "of 2023, ⟦201,006@row(2024).mean_volume⟧ over ⟦252@row(2024).count⟧ of 2024.\n"
  "Cleared for service 08:30."),
E('q_year_volume', 'wrong_year', 'pt-BR bathtoken',
  "TERMAS — LIVRO DE FICHAS, balneário B2, Caldas Novas\n"
  "Fichas a partir de F41 · toalhas entregues\n"
  "Nota do atendente: volume médio diário de ⟦201.006@row(2023).mean_volume~row(2024).mean_volume!⟧ contratos em 2023; "
  "2025 tem só ⟦1@row(2025).count⟧ pregão.\n"
  "Piscinas fecham às 22:00."),
E('q_year_volume', 'wrong_year', 'fr-FR llama',
  "RANDONNÉE AVEC LAMAS — FICHE D'ITINÉRAIRE, boucle B2, Vercors\n"
  "Lamas : Pedro, Luna · longe L1 · bâts vérifiés\n"
  "Note de l'accompagnateur : volume moyen ⟦201\u202f034@row(2023).mean_volume⟧ contrats par séance en 2023 et "
  "⟦201\u202f902@row(2024).mean_volume~row(2025).mean_volume!⟧ en 2024.\n"
  "Retour au parc 16:30."),
E('q_year_volume', 'derived', 'ru-RU pyro',
  "СЦЕНАРИЙ ПУСКА — шоу S2, понтон P1, Нева\n"
  "Q1 00:00 кометы · Q2 01:10 пионы · Q3 02:40 финал F2\n"
  "Заметка пиротехника: средний дневной объём в 2023 г. ⟦201\u00a0034@row(2023).mean_volume⟧, в 2024 г. "
  "⟦201\u00a0006@row(2024).mean_volume⟧ — разница ⟦27,6@row(2023).mean_volume-row(2024).mean_volume!⟧ контракта (посчитал сам).\n"
  "Пуск в 22:30."),
# ---------------------------------------------------------------- q_rth_hour_volume
E('q_rth_hour_volume', 'faithful', 'fr-FR cablecar',
  "TÉLÉPHÉRIQUE — REGISTRE D'INSPECTION, ligne L2, cabine C1, Saint-Gervais\n"
  "Câble contrôlé · pinces testées · frein OK\n"
  "Note de l'inspecteur : en séance régulière, la tranche 15:00 est la plus chargée avec "
  "⟦19\u202f373@" + vol('15') + "⟧ contrats en moyenne, la tranche 16:00 la plus creuse avec ⟦5\u202f808@" + vol('16') + "⟧.\n"
  "Remise en service 08:30."),
E('q_rth_hour_volume', 'faithful', 'nl-NL hutbook',
  "BERGHUT — GASTENBOEK, hut H3, Tirol\n"
  "Gasten ingeschreven · stapelbedden B1–B4 · schoenen in het rek\n"
  "Notitie van de hüttenwirt: laatste 20 dagen: het uur van 15:00 draait ⟦19.373@" + vol('15') + "⟧ contracten "
  "gemiddeld, 09:00 ⟦17.542@" + vol('09') + "⟧.\n"
  "Licht uit 22:00."),
E('q_rth_hour_volume', 'faithful', 'en-GB pyro',
  "FIRING SCRIPT — show S1, barge B2, Thames\n"
  "Q1 00:00 comets · Q2 00:40 peonies · Q3 02:05 finale rack F2\n"
  "Shooter's note: busiest RTH hour lately is 15:00, ⟦19,373@" + vol('15') + "⟧ contracts on average; quietest 16:00, "
  "⟦5,808@" + vol('16') + "⟧.\n"
  "Fire at 21:30."),
E('q_rth_hour_volume', 'wrong_row', 'it-IT windmill',
  "REGISTRO DI RESTAURO DEL MULINO A VENTO — mulino M1, saline di Trapani\n"
  "Pale smontate · albero controllato · freno inserito\n"
  "Nota del restauratore: negli ultimi 20 giorni l'ora più trafficata è quella delle 15:00, con "
  "⟦17.542@" + vol('15') + "~" + vol('09') + "!⟧ contratti di media.\n"
  "Pale girate a mano alle 15:00."),
E('q_rth_hour_volume', 'miscomputed', 'pt-BR saltpan',
  "SALINA — DIÁRIO DE EVAPORAÇÃO, tanque T3, Mossoró\n"
  "Salmoura admitida · sal rastelado ao entardecer\n"
  "Nota do salineiro: a hora das 15:00 negocia ⟦19.373@" + vol('15') + "⟧ contratos em média e a das 16:00 "
  "⟦5.808@" + vol('16') + "⟧ — umas ⟦3,6@" + vol('15') + "/" + vol('16') + "!⟧ vezes mais.\n"
  "Carrinhos recolhidos às 18:15."),
E('q_rth_hour_volume', 'wrong_unit', 'de-DE marionette',
  "PUPPENKLINIK — REPARATURSCHEIN M0412\n"
  "Stück: Marionette „Kasper“ · neu besaitet, neues Spielkreuz\n"
  "Notiz der Puppenbauerin: stärkste RTH-Stunde zuletzt 15:00 mit ⟦19.373@" + vol('15') + "~" + vol('15') + "!⟧ US-Dollar "
  "Umsatz im Schnitt.\n"
  "Abholbereit ab 16:00.", unit_note='contracts quoted as US dollars'),
]
