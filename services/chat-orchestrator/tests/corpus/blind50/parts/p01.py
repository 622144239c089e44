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


def d(day, col):
    return f"row('{day}').{col}"


def hr(h):
    return f"row('{h}').mean_volume"


ENTRIES = [
# ---------------------------------------------------------------- q_range_last20
E('q_range_last20', 'faithful', 'es-ES ropebridge',
  "FICHA DE INSPECCIÓN — PUENTE DE CUERDAS RB2, garganta del Cares\n"
  "Pasamanos ✓  Piso de tablillas ✓  Anclajes ✓\n"
  "Inspector: en las últimas ⟦20@" + N + "⟧ sesiones el NQ se movió de media ⟦187,6@value⟧ puntos al día "
  "entre máximo y mínimo.\n"
  "Reabierto al paso a las 09:30."),
E('q_range_last20', 'faithful', 'pt-BR searake',
  "LIVRO DO RODO — SALINA SR3, Aveiro\n"
  "Sal puxado · escorrido na eira · levado ao monte\n"
  "Nota do marnoto: amplitude média diária do NQ nos últimos 20 pregões = ⟦187,6@value⟧ pontos "
  "(máxima menos mínima).\n"
  "Rodo encostado às 18:20."),
E('q_range_last20', 'faithful', 'pl-PL candlestick',
  "ZLECENIE NA LICHTARZE — nr CS0412, para z mosiądzu toczonego\n"
  "Metal: mosiądz · Wykończenie: polerowane · Tuleje: nawiercone\n"
  "Uwaga mistrza: średni dzienny zakres NQ z ostatnich ⟦20@" + N + "⟧ sesji to ⟦187,6@value⟧ pkt "
  "(szczyt minus dołek).\n"
  "Do odbioru od 16:00."),
E('q_range_last20', 'faithful', 'de-DE yak',
  "YAK-KARAWANE — KERBHOLZBUCH, Karawane YK2, Dolpo-Route\n"
  "Lasten verzurrt · Glocke am Leittier · Pass frei\n"
  "Strichliste des Karawanenführers: Die letzten zwanzig Handelstage brachten beim NQ im Schnitt "
  "⟦187,6@value⟧ Punkte Tagesspanne (Hoch minus Tief).\n"
  "Lager abgebrochen 05:15."),
E('q_range_last20', 'invented', 'ja-JP cranberry',
  "クランベリー湿地 冠水記録 ― 区画CB4・カーヴァー\n"
  "堰板外し｜注水開始｜実が浮上\n"
  "生産者の記録：直近20日のNQ、一日の値幅（高値−安値）の平均は⟦203.4@value!⟧ポイント。\n"
  "17:40 堰板を戻す。"),
E('q_range_last20', 'wrong_unit', 'en-GB weir',
  "WEIR GAUGE LOG — Lock W4, Thames at Shifford\n"
  "Gauge board read · paddles set · debris boom clear\n"
  "Keeper's note: over the last 20 sessions NQ's average daily range came to ⟦187.6@value~value!⟧ dollars, "
  "high to low.\n"
  "Paddles checked 06:45.",
  unit_note='index points quoted as US dollars'),
# ---------------------------------------------------------------- q_range_stats_2024
E('q_range_stats_2024', 'faithful', 'pl-PL cranberry',
  "DZIENNIK ZALEWANIA KWATERY ŻURAWINOWEJ — kwatera CB2, Carver\n"
  "Zastawki wyjęte | woda wpuszczona | owoce na wierzchu\n"
  "Wpis plantatora: 2024 r., ⟦252@count⟧ sesje NQ — średni zakres ⟦274,44@mean_range⟧, mediana "
  "⟦267,25@median_range⟧, najszerszy dzień ⟦585,5@max_range⟧, najwęższy ⟦116,5@min_range⟧ pkt.\n"
  "Zastawki z powrotem 17:40."),
E('q_range_stats_2024', 'faithful', 'it-IT searake',
  "REGISTRO DEL RASTRELLO — VASCA SR1, saline di Trapani\n"
  "Rastrellato · scolato sull'argine · portato al cumulo\n"
  "Nota del salinaro: nel 2024 (⟦252@count⟧ sedute) l'escursione giornaliera media del NQ è stata di "
  "⟦274,4@mean_range⟧ punti, la mediana di ⟦267,25@median_range⟧.\n"
  "Rastrellatura finita alle 18:20."),
E('q_range_stats_2024', 'faithful', 'zh-CN chimneypot',
  "烟囱帽窑票 — CP3 号窑，炮筒式烟囱帽\n"
  "[x] 拉坯 [x] 阴干 [x] 装窑\n"
  "烧窑师傅记：2024 年 NQ 日内振幅均值 ⟦274.44@mean_range⟧ 点，最宽一天 ⟦585.5@max_range⟧ 点，"
  "最窄一天 ⟦116.5@min_range⟧ 点。\n"
  "20:00 封窑门。"),
E('q_range_stats_2024', 'wrong_column', 'fr-FR bellbuoy',
  "FICHE D'ENTRETIEN — BOUÉE À CLOCHE BB5, passe de Concarneau\n"
  "Battant : libre | Chaîne : contrôlée | Peinture : refaite\n"
  "Note du patron de baliseur : en 2024, amplitude journalière moyenne ⟦274,4@mean_range⟧ points, "
  "médiane ⟦116,5@median_range~min_range!⟧.\n"
  "Remise en place à 14:10."),
E('q_range_stats_2024', 'misrounded', 'es-ES marbletag',
  "ETIQUETA DE BLOQUE DE MÁRMOL — bloque MB-A0312, Macael\n"
  "Calidad: blanco · Cara: aserrada · Vetas: marcadas\n"
  "Nota del cantero: en 2024 el rango diario medio del NQ fue de ⟦274,5@mean_range!⟧ puntos sobre "
  "⟦252@count⟧ sesiones.\n"
  "Etiquetado a las 11:25, al muelle de carga."),
E('q_range_stats_2024', 'derived', 'de-DE saddlestitch',
  "BINDEREI — AUFTRAGSTASCHE SS0318, Rückstichheftung, Gemeindebrief\n"
  "Gefalzt ✓ Zusammengetragen ✓ Geheftet ✓ Beschnitten ✓\n"
  "Notiz des Buchbinders: 2024 lag die mittlere Tagesspanne bei ⟦274,44@mean_range⟧ Punkten, der Median bei "
  "⟦267,25@median_range⟧ — selbst nachgerechnet liegt der Mittelwert ⟦7,2@mean_range-median_range!⟧ Punkte "
  "darüber.\n"
  "Verpackt zum Versand 15:30."),
# ---------------------------------------------------------------- q_dow_range_2024
E('q_dow_range_2024', 'faithful', 'zh-CN ropebridge',
  "索桥检查卡 — RB1 号桥，虎跳峡\n"
  "扶手绳 ✓  踏板绳 ✓  锚桩 ✓\n"
  "检查员：2024 年按星期看，周三平均振幅最大，为 ⟦278.7@" + WE + "⟧ 点；周一最小，为 ⟦269.4@" + MO + "⟧ 点。\n"
  "09:30 重新开放。"),
E('q_dow_range_2024', 'faithful', 'en-GB cranberry',
  "CRANBERRY BOG FLOOD LOG — bog CB4, Carver\n"
  "Flume boards out | water on | berries floating\n"
  "Grower's entry: Wednesday was the widest weekday of 2024, ⟦278.7@" + WE + "⟧ points on average, Friday "
  "close behind on ⟦278.3@" + FR + "⟧; Monday the quietest at ⟦269.4@" + MO + "⟧.\n"
  "Boards back in 17:40."),
E('q_dow_range_2024', 'faithful', 'es-ES balloonpermit',
  "PERMISO DE VENTA AMBULANTE — globero, puesto BP4, plaza Mayor\n"
  "Bombona de helio encadenada · ninguna suelta · paso libre\n"
  "Observaciones: rango medio 2024 por día: miércoles ⟦278,7@" + WE + "⟧, viernes ⟦278,3@" + FR + "⟧, "
  "jueves ⟦273,5@" + TH + "⟧, martes ⟦272,2@" + TU + "⟧, lunes ⟦269,4@" + MO + "⟧.\n"
  "Válido hasta las 19:00."),
E('q_dow_range_2024', 'wrong_row', 'it-IT icehole',
  "CIRCOLO NUOTO NEL BUCO DEL GHIACCIO — REGISTRO, buca IH2, lago di Resia\n"
  "Ghiaccio tagliato · scaletta in acqua · sauna accesa\n"
  "Firma del socio: nel 2024 il giorno più ampio è stato il mercoledì, con ⟦278,3@" + WE + "~" + FR + "!⟧ "
  "punti di escursione media; il lunedì il più calmo, ⟦269,4@" + MO + "⟧.\n"
  "Buca chiusa alle 08:00."),
E('q_dow_range_2024', 'coincidental', 'de-DE marbletag',
  "MARMORBLOCK — ANHÄNGER, Block MB-B0522, Laas\n"
  "Güte: weiß · Fläche: gesägt · Adern: markiert\n"
  "Notiz des Steinbrechers: Spanne 2024 im Wochentagsschnitt — Mittwoch ⟦278,7@" + WE + "⟧, "
  "Dienstag ⟦278,4@" + TU + "!⟧, Montag ⟦269,4@" + MO + "⟧ Punkte.\n"
  "Gekennzeichnet 11:25, ab zur Verladerampe."),
E('q_dow_range_2024', 'miscomputed', 'ru-RU searake',
  "ГРАБЕЛЬНАЯ КНИГА МОРСКОЙ СОЛИ — бассейн SR2, Геранд\n"
  "Сгребли · обсушили на валу · отнесли в бурт\n"
  "Запись солевара: среда ⟦278,7@" + WE + "⟧ пункта против ⟦269,4@" + MO + "⟧ в понедельник — по моему "
  "счёту среда шире на ⟦4,34@" + WE + "/" + MO + "*100-100!⟧\u00a0%.\n"
  "Сгребание закончено в 18:20."),
# ---------------------------------------------------------------- q_month_up_2023
E('q_month_up_2023', 'faithful', 'nl-NL icehole',
  "WAKKENZWEMCLUB — PRESENTIELIJST, wak IH3, Paterswoldsemeer\n"
  "IJs gezaagd · trapje erin · sauna aan\n"
  "Notitie van een lid: in 2023 sloot september het vaakst hoger, op ⟦70@" + pct('September') + "⟧ % van de "
  "dagen; november het minst vaak, ⟦38,1@" + pct('November') + "⟧ %.\n"
  "Wak dicht om 08:00."),
E('q_month_up_2023', 'faithful', 'it-IT weir',
  "REGISTRO IDROMETRICO DELLA TRAVERSA — conca W5, Naviglio Grande\n"
  "Asta letta · paratoie regolate · griglia pulita\n"
  "Nota del guardiano: 2023, quota di giorni in rialzo per mese — il massimo a settembre col "
  "⟦70@" + pct('September') + "⟧%, il minimo a novembre col ⟦38,1@" + pct('November') + "⟧%; maggio "
  "esattamente al ⟦50@" + pct('May') + "⟧%.\n"
  "Paratoie controllate alle 06:45."),
E('q_month_up_2023', 'faithful', 'pl-PL ropebridge',
  "KARTA PRZEGLĄDU MOSTU LINOWEGO — przęsło RB3, Dunajec\n"
  "Poręcze ✓  Liny nośne ✓  Kotwy ✓\n"
  "Uwagi kontrolera: w 2023 r. najwięcej sesji wzrostowych miał wrzesień (⟦70@" + pct('September') +
  "⟧\u00a0%), dalej październik (⟦68,18@" + pct('October') + "⟧\u00a0%); najmniej listopad "
  "(⟦38,1@" + pct('November') + "⟧\u00a0%).\n"
  "Most otwarty 09:30."),
E('q_month_up_2023', 'wrong_row', 'ru-RU saddlestitch',
  "ПЕРЕПЛЁТНАЯ — НАКЛАДНАЯ SS0607, шитьё внакидку, приходской листок\n"
  "Фальцовка ✓ Подборка ✓ Шитьё скобой ✓ Обрезка ✓\n"
  "Заметка переплётчика: в 2023 г. реже всего в плюс закрывался ноябрь — ⟦38,1@" + pct('November') +
  "⟧\u00a0% дней, а в августе таких дней было ⟦42,86@" + pct('August') + "~" + pct('June') + "!⟧\u00a0%.\n"
  "Упаковано к отправке в 15:30."),
E('q_month_up_2023', 'misrounded', 'ja-JP candlestick',
  "燭台 注文票 ― 注文CS0219・真鍮挽物一対\n"
  "材質：真鍮・仕上げ：磨き・受け皿：穴あけ済\n"
  "職人メモ：2023年の月別上昇日比率、9月が⟦70%@" + pct('September') + "⟧で最高、2月は"
  "⟦47.3%@" + pct('February') + "!⟧。\n"
  "16:00 引き取り可。"),
E('q_month_up_2023', 'derived', 'pt-BR yak',
  "LIVRO DE CONTAGEM — CARAVANA DE IAQUES YK1, rota do Mustang\n"
  "Cargas amarradas · sino no iaque da frente · passo livre\n"
  "Contagem do tropeiro: em 2023 outubro fechou em alta em ⟦68,18%@" + pct('October') + "⟧ dos dias e agosto "
  "em ⟦39,13%@" + pct('August') + "⟧; conta minha, ⟦29,05@" + pct('October') + "-" + pct('August') +
  "!⟧ pontos percentuais de diferença.\n"
  "Acampamento desfeito às 05:15."),
# ---------------------------------------------------------------- q_widest_2024
E('q_widest_2024', 'faithful', 'en-US marbletag',
  "MARBLE BLOCK TAG — block MB-C0715, Danby quarry, Vermont\n"
  "Grade: Imperial white · Face: sawn · Veins: marked\n"
  "Quarryman's note: 2024's five widest days — ⟦Jan 24@D:2024-01-24⟧ ⟦585.5@" + d('2024-01-24', 'range') +
  "⟧, ⟦May 17@D:2024-05-17⟧ ⟦555.25@" + d('2024-05-17', 'range') + "⟧, ⟦May 31@D:2024-05-31⟧ "
  "⟦541.5@" + d('2024-05-31', 'range') + "⟧, ⟦Jul 5@D:2024-07-05⟧ ⟦507.5@" + d('2024-07-05', 'range') +
  "⟧, ⟦May 1@D:2024-05-01⟧ ⟦484.5@" + d('2024-05-01', 'range') + "⟧ points.\n"
  "Tagged 11:25, off to the loading bay."),
E('q_widest_2024', 'faithful', 'de-DE balloonpermit',
  "STRASSENHANDELSERLAUBNIS — Ballonverkäufer, Standplatz BP2, Marienplatz\n"
  "Heliumflasche angekettet · keine Ballons steigen lassen · Gehweg frei\n"
  "Bemerkungen: weitester Tag 2024 war der ⟦24.01.@D:2024-01-24⟧ mit ⟦585,5@" + d('2024-01-24', 'range') +
  "⟧ Punkten Spanne; Eröffnung ⟦17.188,75@" + d('2024-01-24', 'open') + "⟧, Schluss ⟦16.672,75@" +
  d('2024-01-24', 'close') + "⟧.\n"
  "Gültig bis 19:00."),
E('q_widest_2024', 'faithful', 'es-ES chimneypot',
  "VALE DE HORNO — CAÑONES DE CHIMENEA, horno CP2, Talavera\n"
  "[x] torneado [x] secado [x] enhornado\n"
  "Nota del hornero: el ⟦17/05@D:2024-05-17⟧ de 2024 el NQ recorrió ⟦555,25@" + d('2024-05-17', 'range') +
  "⟧ puntos; abrió en ⟦15.998,25@" + d('2024-05-17', 'open') + "⟧ y cerró en ⟦15.675@" +
  d('2024-05-17', 'close') + "⟧.\n"
  "Boca tapiada a las 20:00."),
E('q_widest_2024', 'wrong_column', 'en-GB candlestick',
  "CANDLESTICK ORDER SLIP — order CS0705, pair in turned brass\n"
  "Metal: brass · Finish: polished · Sockets: drilled\n"
  "Maker's note: ⟦5 Jul@D:2024-07-05⟧ 2024 was the fourth-widest day, ⟦507.5@" + d('2024-07-05', 'range') +
  "⟧ points; it opened at ⟦13,151.75@" + d('2024-07-05', 'open') + "~" + d('2024-07-05', 'close') + "!⟧.\n"
  "Ready to collect 16:00."),
E('q_widest_2024', 'invented', 'fr-FR bellbuoy',
  "FICHE D'ENTRETIEN — BOUÉE À CLOCHE BB2, rade de Brest\n"
  "Battant : libre | Chaîne : contrôlée | Peinture : refaite\n"
  "Note du patron : le dernier des cinq jours les plus larges de 2024 (⟦484,5@" + d('2024-05-01', 'range') +
  "⟧ points), le NQ a clôturé à ⟦15\u202f702,5@" + d('2024-05-01', 'close') + "!⟧.\n"
  "Remise en place à 14:10."),
E('q_widest_2024', 'derived', 'ja-JP weir',
  "堰の水位計日誌 ― 閘門W1・見沼通船堀\n"
  "量水標読取・角落し調整・塵除け確認\n"
  "閘門番の記録：2024年で最も値幅が大きかった⟦1月24日@D:2024-01-24⟧（⟦585.5@" + d('2024-01-24', 'range') +
  "⟧ポイント）は始値⟦17,188.75@" + d('2024-01-24', 'open') + "⟧→終値⟦16,672.75@" + d('2024-01-24', 'close') +
  "⟧、自分で引き算すると⟦−516@" + d('2024-01-24', 'close') + "-" + d('2024-01-24', 'open') + "!⟧ポイントの陰線。\n"
  "06:45 点検済み。"),
# ---------------------------------------------------------------- q_last10_change
E('q_last10_change', 'faithful', 'pl-PL searake',
  "KSIĘGA GRABI — SOLANKA MORSKA, niecka SR4, Guérande\n"
  "Zgrabione · odsączone na wale · zaniesione na kopiec\n"
  "Wpis salinarza: z ostatnich 10 sesji wzrosty tylko w czterech; najgorszy ⟦20 grudnia@D:2024-12-20⟧ "
  "(⟦−178,25@" + d('2024-12-20', 'change') + "⟧), najlepszy ⟦23 grudnia@D:2024-12-23⟧ (⟦+91@" +
  d('2024-12-23', 'change') + "⟧), średnio ⟦−57,8@stats.change.mean⟧ pkt.\n"
  "Grabienie skończone 18:20."),
E('q_last10_change', 'faithful', 'it-IT yak',
  "LIBRO DELLE TACCHE — CAROVANA DI YAK YK3, valle del Khumbu\n"
  "Carichi legati · campanaccio sullo yak di testa · passo libero\n"
  "Conteggio del carovaniere: ultime 10 sedute, media ⟦−57,8@stats.change.mean⟧ punti; l'ultima, il "
  "⟦2 gennaio 2025@D:2025-01-02⟧, ⟦−96,25@" + d('2025-01-02', 'change') + "⟧ con chiusura a ⟦8.837,25@" +
  d('2025-01-02', 'close') + "⟧.\n"
  "Campo levato alle 05:15."),
E('q_last10_change', 'faithful', 'de-DE chimneypot',
  "SCHORNSTEINAUFSÄTZE — BRENNZETTEL, Ofen CP1, Kanonenköpfe\n"
  "[x] gedreht [x] getrocknet [x] eingesetzt\n"
  "Notiz des Brenners: letzte zehn Sitzungen — Tiefpunkt am ⟦20.12.@D:2024-12-20⟧ mit ⟦−178,25@" +
  d('2024-12-20', 'change') + "⟧ Punkten, bester Tag der ⟦23.12.@D:2024-12-23⟧ mit ⟦+91@" +
  d('2024-12-23', 'change') + "⟧; am ⟦31.12.@D:2024-12-31⟧ ⟦−175,5@" + d('2024-12-31', 'change') + "⟧.\n"
  "Ofentür zugemauert 20:00."),
E('q_last10_change', 'wrong_sign', 'nl-NL cranberry',
  "VEENBESSENVELD — INUNDATIELOG, veld CB1, Terschelling\n"
  "Schotbalken eruit | water erop | bessen drijven\n"
  "Aantekening van de teler: ⟦30 december@D:2024-12-30⟧, slot min opening: ⟦−69,25@" +
  d('2024-12-30', 'change') + "!⟧ punten; ⟦31 december@D:2024-12-31⟧: ⟦−175,5@" +
  d('2024-12-31', 'change') + "⟧.\n"
  "Schotbalken terug om 17:40."),
E('q_last10_change', 'coincidental', 'zh-CN marbletag',
  "大理石荒料标签 — MB-D1208 号荒料，曲阳\n"
  "等级：汉白玉 · 面：锯切 · 纹理：已标\n"
  "采石工备注：⟦12月31日@D:2024-12-31⟧ NQ 收跌 ⟦171@" + d('2024-12-31', 'change') + "|neg!⟧ 点，收于 "
  "⟦8,944@" + d('2024-12-31', 'close') + "⟧；最近 10 个交易日平均每天 ⟦−57.8@stats.change.mean⟧ 点。\n"
  "11:25 挂牌，送装车台。"),
E('q_last10_change', 'wrong_column', 'ru-RU saddlestitch',
  "ПЕРЕПЛЁТНАЯ — НАКЛАДНАЯ SS1231, шитьё внакидку, настенный календарь\n"
  "Фальцовка ✓ Подборка ✓ Шитьё ✓ Обрезка ✓\n"
  "Заметка переплётчика: ⟦31 декабря@D:2024-12-31⟧ NQ потерял ⟦175,5@" + d('2024-12-31', 'change') +
  "|neg⟧ пункта и закрылся на ⟦8929,5@" + d('2024-12-31', 'close') + "~" + d('2024-12-31', 'low') + "!⟧.\n"
  "Упаковано в 15:30."),
# ---------------------------------------------------------------- q_year_volume
E('q_year_volume', 'faithful', 'nl-NL searake',
  "ZEEZOUTHARKBOEK — zoutpan SR5, Guérande\n"
  "Geharkt · uitgelekt op de wal · naar de hoop gedragen\n"
  "Notitie van de zoutboer: gemiddeld dagvolume NQ — 2023: ⟦201.034@row(2023).mean_volume⟧ "
  "(⟦250@row(2023).count⟧ dagen), 2024: ⟦201.006@row(2024).mean_volume⟧ (⟦252@row(2024).count⟧), "
  "2025: ⟦201.902@row(2025).mean_volume⟧ over één sessie.\n"
  "Harken klaar 18:20."),
E('q_year_volume', 'faithful', 'en-US bellbuoy',
  "BELL-BUOY MAINTENANCE SHEET — buoy BB3, Portland Head approach\n"
  "Clapper: free | Chain: inspected | Paint: fresh\n"
  "Tender captain's note: average daily NQ volume was ⟦201,034@row(2023).mean_volume⟧ contracts in 2023 and "
  "⟦201,006@row(2024).mean_volume⟧ in 2024 — flat; 2025 has a single session so far "
  "(⟦201,902@row(2025).mean_volume⟧).\n"
  "Back on station 14:10."),
E('q_year_volume', 'faithful', 'fr-FR balloonpermit',
  "AUTORISATION DE VENTE SUR LA VOIE PUBLIQUE — marchand de ballons, emplacement BP5, Tuileries\n"
  "Bouteille d'hélium arrimée · aucun lâcher · passage dégagé\n"
  "Observations : volume quotidien moyen ⟦201\u202f034@row(2023).mean_volume⟧ en 2023, "
  "⟦201\u202f006@row(2024).mean_volume⟧ en 2024, ⟦201\u202f902@row(2025).mean_volume⟧ en 2025 "
  "(une seule séance).\n"
  "Valable jusqu'à 19:00."),
E('q_year_volume', 'wrong_year', 'ru-RU chimneypot',
  "ТАЛОН ОБЖИГА ДЫМНИКОВ — печь CP4, колпаки-«пушки»\n"
  "[x] сформованы [x] просушены [x] посажены\n"
  "Заметка обжигальщика: средний дневной объём NQ в 2023 г. — ⟦201\u00a0006@row(2023).mean_volume~"
  "row(2024).mean_volume!⟧ контрактов, в 2025 г. (одна сессия) — ⟦201\u00a0902@row(2025).mean_volume⟧.\n"
  "Устье заложено в 20:00."),
E('q_year_volume', 'misrounded', 'pt-BR ropebridge',
  "FICHA DE INSPEÇÃO — PONTE DE CORDAS RB4, cânion Itaimbezinho\n"
  "Corrimãos ✓  Cordas de piso ✓  Ancoragens ✓\n"
  "Inspetor: o volume médio diário do NQ em 2024 foi de ⟦201.007@row(2024).mean_volume!⟧ contratos, em "
  "⟦252@row(2024).count⟧ pregões; 2023 ficou em ⟦201.034@row(2023).mean_volume⟧.\n"
  "Reaberta às 09:30."),
E('q_year_volume', 'miscomputed', 'en-GB yak',
  "YAK CARAVAN TALLY BOOK — caravan YK4, Dolpo salt road\n"
  "Loads lashed · bells on the lead yak · pass clear\n"
  "Caravan master's tally: 2023 averaged ⟦201,034@row(2023).mean_volume⟧ contracts a day, 2024 "
  "⟦201,006@row(2024).mean_volume⟧; I make that ⟦72.6@row(2023).mean_volume-row(2024).mean_volume!⟧ more a "
  "day in 2023, practically level.\n"
  "Camp struck 05:15."),
# ---------------------------------------------------------------- q_rth_hour_volume
E('q_rth_hour_volume', 'faithful', 'nl-NL icehole',
  "WAKKENZWEMCLUB — PRESENTIELIJST, wak IH1, Loosdrecht\n"
  "IJs gezaagd · trapje erin · sauna aan\n"
  "Notitie van een lid: laatste 20 dagen, RTH — drukste uur 15:00 met gemiddeld ⟦19.373@" + hr('15') +
  "⟧ contracten, rustigste 16:00 met ⟦5.808@" + hr('16') + "⟧.\n"
  "Wak dicht om 08:00."),
E('q_rth_hour_volume', 'faithful', 'zh-CN cranberry',
  "蔓越莓田淹水记录 — CB3 号田，抚远\n"
  "闸板拔起｜放水｜浆果浮起\n"
  "种植户记：最近 20 天常规时段，15 点档平均成交量最大，达 ⟦19,373@" + hr('15') + "⟧ 手；其次是 09:00 开盘那一小时，"
  "有 ⟦17,542@" + hr('09') + "⟧ 手；16 点档最少，只有 ⟦5,808@" + hr('16') + "⟧ 手。\n"
  "17:40 闸板复位。"),
E('q_rth_hour_volume', 'faithful', 'fr-FR marbletag',
  "ÉTIQUETTE DE BLOC — MARBRE, bloc MB-E0318, Saint-Béat\n"
  "Qualité : blanc statuaire · Face : sciée · Veines : marquées\n"
  "Note du carrier : sur les 20 dernières séances (RTH), l'heure de 15:00 est la plus chargée avec "
  "⟦19\u202f373@" + hr('15') + "⟧ contrats en moyenne ; celle de 10:00 en fait ⟦14\u202f523,4@" + hr('10') + "⟧.\n"
  "Étiqueté 11:25, direction le quai."),
E('q_rth_hour_volume', 'wrong_row', 'pl-PL ropebridge',
  "KARTA PRZEGLĄDU MOSTU LINOWEGO — przęsło RB1, Pieniny\n"
  "Poręcze ✓  Liny ✓  Kotwy ✓\n"
  "Uwagi: w ostatnich 20 dniach sesji RTH najwięcej obrotu ma godzina 15:00 (⟦19\u00a0373@" + hr('15') +
  "⟧), a otwarcie o 09:00 średnio ⟦14\u00a0523,4@" + hr('09') + "~" + hr('10') + "!⟧ kontraktu.\n"
  "Most otwarty 09:30."),
E('q_rth_hour_volume', 'invented', 'es-ES saddlestitch',
  "ALBARÁN DE ENCUADERNACIÓN — GRAPADO A CABALLETE, trabajo SS0210, hoja parroquial\n"
  "Plegado ✓ Alzado ✓ Grapado ✓ Refilado ✓\n"
  "Nota del encuadernador: últimos 20 días, sesión RTH: la hora de las 15:00 mueve ⟦19.373@" + hr('15') +
  "⟧ contratos de media; la de las 14:00, ⟦15.870@" + hr('14') + "!⟧.\n"
  "Empaquetado a las 15:30."),
E('q_rth_hour_volume', 'wrong_unit', 'ru-RU yak',
  "КАРАВАН ЯКОВ YK5 — СЧЁТНАЯ КНИГА, тропа к Кайласу\n"
  "Вьюки увязаны · колокольчик на вожаке · перевал чист\n"
  "Отметка караванщика: за последние 20 дней в RTH больше всего торгуют в час с 15:00 — "
  "⟦19\u00a0373@" + hr('15') + "~" + hr('15') + "!⟧ контракта в минуту.\n"
  "Лагерь снят в 05:15.",
  unit_note='mean volume per hour quoted as per minute'),
]
