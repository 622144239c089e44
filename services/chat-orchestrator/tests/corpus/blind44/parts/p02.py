"""Market-data queries, part 2 (q_up_pct_2024 ... q_gap_2024). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

N = "R.source_row_count"
UP = "value*100"


def d(day, k):
    return f"row('{day}').{k}"


def m(month, k):
    return f"row('2024-{month}').{k}"


ENTRIES = [
# ---------------------------------------------------------------- q_up_pct_2024
E('q_up_pct_2024', 'faithful', 'zh-CN saltpan',
  "盐场 · 蒸发日志 — P1 号盐池 · 长芦\n"
  "卤水入池 · 结晶后耙盐\n"
  "盐工备注：2024 年 ⟦252@" + N + "⟧ 个交易日里，收盘高于开盘的占 ⟦40.5%@" + UP + "⟧，不到一半。\n"
  "18:15 收工。"),
E('q_up_pct_2024', 'faithful', 'pt-BR bathtoken',
  "TERMAS — LIVRO DE FICHAS, balneário B1, Poços de Caldas\n"
  "Fichas a partir de F12 · roupões entregues\n"
  "Nota da atendente: em 2024 o NQ fechou acima da abertura em ⟦40,48%@" + UP + "⟧ dos ⟦252@" + N + "⟧ pregões.\n"
  "Piscinas fecham às 22:00."),
E('q_up_pct_2024', 'faithful', 'ja-JP llama',
  "ラマ・トレッキング ルートカード ― コースR2・八ヶ岳\n"
  "ラマ：ペドロ、ルナ · 引き綱L1 · 荷鞍点検済み\n"
  "ガイドのメモ：2024年に始値より高く引けた日は⟦40.5%@" + UP + "⟧（⟦252@" + N + "⟧営業日中）。\n"
  "16:30 牧場に帰着。"),
E('q_up_pct_2024', 'wrong_unit', 'de-DE hutbook',
  "HÜTTENBUCH — Hütte H1, Watzmannhaus\n"
  "Gäste eingetragen · Lager L1 bis L4 · Schuhe im Trockenraum\n"
  "Notiz des Hüttenwirts: 2024 schloss der NQ an ⟦0,40 %@value~value!⟧ der ⟦252@" + N + "⟧ Handelstage über dem Eröffnungskurs.\n"
  "Hüttenruhe 22:00.", unit_note='a fraction quoted as a percent'),
E('q_up_pct_2024', 'misrounded', 'en-GB calligraphy',
  "CALLIGRAPHY CLASS — MARKING SHEET, exercise E4, foundational hand\n"
  "Student S12 · Mitchell nib, walnut ink\n"
  "Tutor's comment: share of 2024 sessions that closed above the open: ⟦40.4%@" + UP + "!⟧.\n"
  "Grade B+; sheets back Thursday 10:00."),
E('q_up_pct_2024', 'derived', 'nl-NL marionette',
  "POPPENHOSPITAAL — REPARATIEBON R0907\n"
  "Stuk: marionet 'Jan Klaassen' · nieuwe draden, nieuw speelkruis\n"
  "Notitie van de poppenmaker: 2024 sloot ⟦40,5%@" + UP + "⟧ van de dagen hoger dan de opening, dus "
  "⟦59,5%@100-" + UP + "!⟧ niet (zelf afgetrokken).\n"
  "Ophalen vanaf 16:00."),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
E('q_stats_2023_vs_2024', 'faithful', 'de-DE cablecar',
  "SEILBAHN — PRÜFBUCH, Strecke S1, Kabine K4, Zugspitze\n"
  "Zugseil geprüft · Klemmen getestet · Notbremse OK\n"
  "Notiz des Prüfers: mittlere Tagesspanne ⟦363,24@A.mean_range⟧ Punkte 2023, ⟦274,44@B.mean_range⟧ 2024; "
  "Volumen fast gleich, ⟦201.034@A.mean_volume⟧ zu ⟦201.006@B.mean_volume⟧.\n"
  "Freigabe 08:30."),
E('q_stats_2023_vs_2024', 'faithful', 'zh-CN velodrome',
  "场地自行车 · 圈次记录 — T2 赛道 · 捕捉赛 · H1 组\n"
  "领骑 R2 · R5 紧跟 · 打铃\n"
  "裁判备注：平均日波幅 2023 年 ⟦363.2@A.mean_range⟧ 点（⟦250@A.count⟧ 天），2024 年降到 "
  "⟦274.4@B.mean_range⟧ 点（⟦252@B.count⟧ 天）。\n"
  "19:30 发车。"),
E('q_stats_2023_vs_2024', 'faithful', 'pl-PL windmill',
  "DZIENNIK RENOWACJI WIATRAKA — koźlak W2, Kaszuby\n"
  "Śmigi zdjęte · wał sprawdzony · hamulec założony\n"
  "Notatka młynarza: 2023 r. — średni zakres ⟦363,24@A.mean_range⟧ pkt i wolumen ⟦201\u00a0034@A.mean_volume⟧; "
  "2024 r. — ⟦274,44@B.mean_range⟧ pkt i ⟦201\u00a0006@B.mean_volume⟧.\n"
  "Śmigi obrócone ręcznie o 15:00."),
E('q_stats_2023_vs_2024', 'wrong_year', 'en-US pyro',
  "FIRING SCRIPT — show S4, barge B1, Lake Tahoe\n"
  "Q1 00:00 comets · Q2 00:45 peonies · Q3 02:10 finale rack F2\n"
  "Shooter's note: average daily range was ⟦363.24@B.mean_range~A.mean_range!⟧ points in 2024, on "
  "⟦201,006@B.mean_volume⟧ contracts a day.\n"
  "Fire at 21:30 on the cue-caller's go."),
E('q_stats_2023_vs_2024', 'wrong_year', 'ja-JP saltpan',
  "塩田 蒸発記録 ― 塩田P2・能登\n"
  "海水散布 · 砂取り · 釜焚き準備\n"
  "浜士のメモ：2023年は平均値幅⟦363.2@A.mean_range⟧ポイント、出来高は一日平均⟦201,006@A.mean_volume~B.mean_volume!⟧枚。\n"
  "18:15 釜屋へ運び込み。"),
E('q_stats_2023_vs_2024', 'miscomputed', 'ru-RU honey',
  "ОТКАЧКА МЁДА — КАРТОЧКА ПАРТИИ, партия B2, ульи U1 и U4\n"
  "Рамки распечатаны · откачано · процежено\n"
  "Заметка пасечника: средний диапазон упал с ⟦363,24@A.mean_range⟧ пункта в 2023 г. до ⟦274,44@B.mean_range⟧ в 2024 г., "
  "то есть на ⟦26,4 %@(A.mean_range-B.mean_range)/A.mean_range*100!⟧.\n"
  "Разлито в 17:00."),
# ---------------------------------------------------------------- q_big_up_days_2023
E('q_big_up_days_2023', 'faithful', 'ru-RU bathtoken',
  "ТЕРМЫ — ЖУРНАЛ ЖЕТОНОВ, купальня K2, Паратунка\n"
  "Жетоны с T41 · полотенца выданы\n"
  "Заметка банщика: в 2023 г. ⟦14@len(T)⟧ дней закрылись выше открытия больше чем на 2 %; "
  "сильнее всего ⟦6 декабря@D:2023-12-06⟧, ⟦+3,32 %@" + d('2023-12-06', 'chg') + "⟧.\n"
  "Бассейны закрываются в 22:00."),
E('q_big_up_days_2023', 'faithful', 'en-US calligraphy',
  "CALLIGRAPHY CLASS — MARKING SHEET, exercise E2, copperplate\n"
  "Student S7 · oblique holder, sumi ink\n"
  "Tutor's comment: ⟦14@len(T)⟧ days of 2023 gained over 2% open to close; the first was ⟦1/18@D:2023-01-18⟧ "
  "(⟦+2.5%@" + d('2023-01-18', 'chg') + "⟧), the best ⟦12/6@D:2023-12-06⟧ (⟦+3.32%@" + d('2023-12-06', 'chg') + "⟧).\n"
  "Grade A−; back Thursday 10:00."),
E('q_big_up_days_2023', 'faithful', 'es-ES llama',
  "TREKKING CON LLAMAS — FICHA DE RUTA, ruta R4, Valle del Colca\n"
  "Llamas: Pedro y Luna · ronzal R1 · alforjas revisadas\n"
  "Nota del guía: el ⟦7/11@D:2023-11-07⟧ el NQ abrió en ⟦17.632@" + d('2023-11-07', 'open') + "⟧ y cerró en "
  "⟦18.182,75@" + d('2023-11-07', 'close') + "⟧, un ⟦+3,12 %@" + d('2023-11-07', 'chg') + "⟧.\n"
  "Vuelta al corral 16:30."),
E('q_big_up_days_2023', 'wrong_row', 'zh-CN pyro',
  "燃放脚本 — S2 场 · B1 驳船 · 黄浦江\n"
  "Q1 00:00 彗星弹 · Q2 00:50 牡丹 · Q3 02:30 收尾 F1\n"
  "燃放员备注：2023 年第一次单日涨超 2% 是 ⟦1月18日@D:2023-01-18⟧，收盘比开盘高 "
  "⟦2.19%@" + d('2023-01-18', 'chg') + "~" + d('2023-02-02', 'chg') + "!⟧。\n"
  "21:30 点火。"),
E('q_big_up_days_2023', 'coincidental', 'pl-PL cablecar',
  "KOLEJ LINOWA — DZIENNIK PRZEGLĄDÓW, linia L1, wagon W2, Kasprowy Wierch\n"
  "Lina nośna sprawdzona · zaciski przetestowane · hamulec OK\n"
  "Notatka inspektora: ⟦19 kwietnia 2023@D:2023-04-19⟧ NQ zamknął się ⟦2,46\u00a0%@" + d('2023-04-19', 'chg') + "!⟧ "
  "nad otwarciem.\n"
  "Dopuszczono do ruchu 08:30."),
E('q_big_up_days_2023', 'wrong_column', 'de-DE marionette',
  "PUPPENKLINIK — REPARATURSCHEIN M0519\n"
  "Stück: Marionette „Seppl“ · Fäden erneuert, Gelenke geleimt\n"
  "Notiz der Puppenbauerin: bester Tag 2023 war der ⟦06.12.@D:2023-12-06⟧ mit ⟦+3,32 %@" + d('2023-12-06', 'chg') + "⟧; "
  "Schluss bei ⟦17.263@" + d('2023-12-06', 'close') + "~" + d('2023-12-06', 'open') + "!⟧.\n"
  "Abholbereit ab 16:00."),
# ---------------------------------------------------------------- q_corr_2024
E('q_corr_2024', 'faithful', 'it-IT windmill',
  "REGISTRO DI RESTAURO DEL MULINO A VENTO — mulino M2, Marsala\n"
  "Pale smontate · albero controllato · freno inserito\n"
  "Nota del restauratore: nel 2024 la correlazione tra volume ed escursione giornaliera è ⟦0,051@value⟧: praticamente nulla.\n"
  "Pale girate a mano alle 15:00."),
E('q_corr_2024', 'faithful', 'en-US bathtoken',
  "BATHHOUSE TOKEN LEDGER — hot springs H2, Chena\n"
  "Tokens out from T41 · towels issued\n"
  "Keeper's note: volume vs. daily range in 2024, correlation ⟦0.05@value⟧ across ⟦252@" + N + "⟧ sessions — no real link.\n"
  "Pools close 22:00."),
E('q_corr_2024', 'faithful', 'ru-RU velodrome',
  "ВЕЛОТРЕК — ПРОТОКОЛ КРУГОВ, трек T1, гонка по очкам, заезд H2\n"
  "Лидирует R4 · R7 и R11 на колесе · колокол\n"
  "Заметка судьи: корреляция объёма и дневного диапазона за 2024 г. — ⟦0,0512@value⟧, связи нет.\n"
  "Старт в 19:30."),
E('q_corr_2024', 'faithful', 'nl-NL saltpan',
  "ZOUTPANNEN — VERDAMPINGSLOGBOEK, pan P2, Bonaire\n"
  "Pekel ingelaten · kristallen geharkt\n"
  "Notitie van de zoutwerker: correlatie volume/dagrange 2024: ⟦0,05@value⟧ over ⟦252@" + N + "⟧ dagen. Nauwelijks verband.\n"
  "Kruiwagens binnen 18:15."),
E('q_corr_2024', 'wrong_sign', 'pl-PL marionette',
  "PRACOWNIA NAPRAW LALEK — KWIT K0627\n"
  "Przedmiot: marionetka „Kasperek” · nowe nici, nowy krzyżak\n"
  "Notatka lalkarza: korelacja wolumenu z dziennym zakresem w 2024 r. wynosi ⟦−0,051@value!⟧ — praktycznie zero.\n"
  "Do odbioru od 16:00."),
E('q_corr_2024', 'invented', 'es-ES icesculpt',
  "CONCURSO DE ESCULTURA EN HIELO — FICHA DE EQUIPO, equipo E1, bloque B2, Jaca\n"
  "Obra: «Quebrantahuesos» · motosierra, gubias\n"
  "Nota del jurado: en 2024 el volumen y el rango diario tienen una correlación de ⟦0,23@value!⟧, débil.\n"
  "Fin del tallado a las 18:00."),
# ---------------------------------------------------------------- q_monthly_2024
E('q_monthly_2024', 'faithful', 'pl-PL icesculpt',
  "KONKURS RZEŹB LODOWYCH — KARTA ZESPOŁU, zespół Z3, blok B1, Zakopane\n"
  "Dzieło: „Orzeł” · piła łańcuchowa, dłuta\n"
  "Notatka jury: w 2024 r. tylko kwiecień na plusie, ⟦+1008@" + m('04', 'change') + "⟧ pkt; najgorszy lipiec, "
  "⟦−1374@" + m('07', 'change') + "⟧ pkt.\n"
  "Koniec rzeźbienia 18:00."),
E('q_monthly_2024', 'faithful', 'it-IT velodrome',
  "VELODROMO — FOGLIO GIRI, pista P2, inseguimento, batteria B1\n"
  "In testa: pettorale D2 · D5 a ruota · campana suonata\n"
  "Nota del commissario: 2024 aperto a ⟦17.578,75@" + m('01', 'open') + "⟧ e chiuso a ⟦8.944@" + m('12', 'close') + "⟧; "
  "il minimo di dicembre è stato ⟦8.926,25@" + m('12', 'low') + "⟧.\n"
  "Partenza 19:30."),
E('q_monthly_2024', 'faithful', 'ru-RU llama',
  "ТРЕККИНГ С ЛАМАМИ — КАРТОЧКА МАРШРУТА, маршрут R3, Алтай\n"
  "Ламы: Педро, Луна · повод L1 · вьюки проверены\n"
  "Заметка проводника: месячные бары 2024 г.: средний месяц ⟦−728,13@stats.change.mean⟧ пункта, "
  "октябрь ⟦−1238@" + m('10', 'change') + "⟧, декабрь ⟦−621@" + m('12', 'change') + "⟧.\n"
  "Возвращение в загон 16:30."),
E('q_monthly_2024', 'wrong_unit', 'ja-JP bathtoken',
  "温泉 下足札帳 ― 札T12・別府\n"
  "札の貸出 · 手拭い渡し済み\n"
  "番台のメモ：2024年の月足で上げたのは4月だけで、⟦+1,008@" + m('04', 'change') + "~" + m('04', 'change') + "!⟧ドル。\n"
  "22:00 閉場。", unit_note='index points quoted as US dollars'),
E('q_monthly_2024', 'wrong_sign', 'nl-NL hutbook',
  "BERGHUT — GASTENBOEK, hut H2, Dolomieten\n"
  "Gasten ingeschreven · stapelbedden B1–B4\n"
  "Notitie van de hüttenwirt: januari 2024 opende op ⟦17.578,75@" + m('01', 'open') + "⟧ en veranderde "
  "⟦+1.186,5@" + m('01', 'change') + "!⟧ punten in de maand.\n"
  "Licht uit 22:00."),
E('q_monthly_2024', 'coincidental', 'pt-BR calligraphy',
  "AULA DE CALIGRAFIA — FOLHA DE CORREÇÃO, exercício E3, chancelaria\n"
  "Aluna S4 · pena Brause, tinta ferrogálica\n"
  "Comentário do professor: em fevereiro de 2024 o NQ recuou ⟦−606@" + m('02', 'change') + "!⟧ pontos no mês.\n"
  "Nota: B. Devolver até quinta 10:00."),
# ---------------------------------------------------------------- q_weekly_recent
E('q_weekly_recent', 'faithful', 'zh-CN honey',
  "摇蜜 · 批次卡 — B3 批 · H2、H6 蜂箱\n"
  "割盖 · 摇蜜 · 两道过滤\n"
  "蜂农备注：最近五周只有 ⟦12月29日@D:2024-12-29⟧ 那周收涨 ⟦+57.5@" + d('2024-12-29', 'change') + "⟧ 点；"
  "⟦12月8日@D:2024-12-08⟧ 那周跌得最多 ⟦−381.75@" + d('2024-12-08', 'change') + "⟧ 点。\n"
  "17:00 装瓶贴标。"),
E('q_weekly_recent', 'faithful', 'en-GB llama',
  "LLAMA TREK — ROUTE CARD, route R3 'Ridge Loop', Brecon Beacons\n"
  "String: Pedro, Luna, Chaski · lead rope L2 · panniers checked\n"
  "Guide's note: weekly bars — the week of ⟦22 Dec@D:2024-12-22⟧ fell ⟦352.75@" + d('2024-12-22', 'change') + "|neg⟧ "
  "points; the latest week closed at ⟦8,837.25@" + d('2025-01-05', 'close') + "⟧.\n"
  "Back at the corral 16:30."),
E('q_weekly_recent', 'faithful', 'nl-NL bathtoken',
  "BADHUIS — PENNINGENBOEK, Thermae T1, Bad Nieuweschans\n"
  "Penningen uit vanaf P12 · badjassen meegegeven\n"
  "Notitie van de badmeester: vijf weken, gemiddeld ⟦−179,7@stats.change.mean⟧ punten per week; de week van "
  "⟦15 december@D:2024-12-15⟧ bijna vlak, ⟦−16@" + d('2024-12-15', 'change') + "⟧.\n"
  "Baden dicht om 22:00."),
E('q_weekly_recent', 'wrong_sign', 'ja-JP cablecar',
  "ロープウェイ 点検記録 ― 路線L1・ゴンドラC3・箱根\n"
  "支索点検 · 握索装置試験 · 非常ブレーキ良好\n"
  "点検員のメモ：⟦12月8日@D:2024-12-08⟧の週は⟦+381.75@" + d('2024-12-08', 'change') + "!⟧ポイント、"
  "直近週の終値は⟦8,837.25@" + d('2025-01-05', 'close') + "⟧。\n"
  "08:30 運転再開。"),
E('q_weekly_recent', 'derived', 'ru-RU marionette',
  "МАСТЕРСКАЯ РЕМОНТА КУКОЛ — КВИТАНЦИЯ K0113\n"
  "Изделие: марионетка «Петрушка» · новые нити, новая вага\n"
  "Заметка мастера: первая неделя открылась на ⟦9611,25@" + d('2024-12-08', 'open') + "⟧, последняя закрылась на "
  "⟦8837,25@" + d('2025-01-05', 'close') + "⟧ — итого ⟦−774@" + d('2025-01-05', 'close') + "-" + d('2024-12-08', 'open') + "!⟧ "
  "пункта (вычел сам).\n"
  "Выдача после 16:00."),
E('q_weekly_recent', 'invented', 'pl-PL icesculpt',
  "KONKURS RZEŹB LODOWYCH — KARTA ZESPOŁU, zespół Z1, blok B3, Białka\n"
  "Dzieło: „Żuraw” · piła, dłuta\n"
  "Notatka jury: tydzień z ⟦15 grudnia@D:2024-12-15⟧ zamknął się ⟦−143@" + d('2024-12-15', 'change') + "!⟧ pkt, "
  "tydzień z ⟦29 grudnia@D:2024-12-29⟧ ⟦+57,5@" + d('2024-12-29', 'change') + "⟧.\n"
  "Koniec rzeźbienia 18:00."),
# ---------------------------------------------------------------- q_gap_2024
E('q_gap_2024', 'faithful', 'pl-PL hutbook',
  "SCHRONISKO — KSIĘGA GOŚCI, schronisko S1, Dolina Pięciu Stawów\n"
  "Goście wpisani · prycze P1–P4 · buty w suszarni\n"
  "Notatka gospodarza: luki otwarcia 2024: średnio ⟦1,51@mean_g⟧ pkt, największa w górę ⟦147,25@max_g⟧, "
  "największa w dół ⟦−128,5@min_g⟧.\n"
  "Cisza nocna 22:00."),
E('q_gap_2024', 'faithful', 'en-US llama',
  "LLAMA TREK — ROUTE CARD, route R1 'Aspen Loop', Estes Park\n"
  "String: Pedro, Luna · lead rope L1 · panniers checked\n"
  "Guide's note: 2024 opening gaps averaged ⟦1.51@mean_g⟧ points with a standard deviation of ⟦34.54@std_g⟧; "
  "biggest gap up ⟦+147.25@max_g⟧.\n"
  "Back at the corral 16:30."),
E('q_gap_2024', 'faithful', 'zh-CN cablecar',
  "索道 · 巡检日志 — L2 线 · C4 吊厢 · 黄山\n"
  "牵引索检查 · 抱索器测试 · 紧急制动正常\n"
  "巡检员备注：2024 年开盘跳空平均 ⟦1.51@mean_g⟧ 点，标准差 ⟦34.54@std_g⟧；最大高开 ⟦147.25@max_g⟧，"
  "最大低开 ⟦−128.5@min_g⟧。\n"
  "08:30 恢复运行。"),
E('q_gap_2024', 'wrong_column', 'it-IT icesculpt',
  "CONCORSO DI SCULTURA SUL GHIACCIO — SCHEDA SQUADRA, squadra S2, blocco B1, Livigno\n"
  "Opera: «Stambecco» · motosega, sgorbie\n"
  "Nota della giuria: nel 2024 il gap d'apertura medio è di ⟦34,54@mean_g~std_g!⟧ punti, il più ampio "
  "⟦+147,25@max_g⟧.\n"
  "Fine intaglio alle 18:00."),
E('q_gap_2024', 'misrounded', 'de-DE velodrome',
  "RADRENNBAHN — RUNDENPROTOKOLL, Bahn B1, Punktefahren, Lauf L2\n"
  "Vorn: R4 · R7 und R11 am Hinterrad · Glocke geläutet\n"
  "Notiz des Kommissärs: Eröffnungslücken 2024 im Mittel ⟦1,52@mean_g!⟧ Punkte; Extreme ⟦+147,25@max_g⟧ und "
  "⟦−128,5@min_g⟧.\n"
  "Start 19:30."),
E('q_gap_2024', 'wrong_unit', 'nl-NL calligraphy',
  "KALLIGRAFIELES — BEOORDELINGSBLAD, oefening O4, italic\n"
  "Leerling S12 · Brause-pen, galnoteninkt\n"
  "Opmerking van de docent: de openingsgap was in 2024 gemiddeld ⟦1,51%@mean_g~mean_g!⟧, met uitschieters tot "
  "⟦147,25@max_g⟧ punten.\n"
  "Beoordeling: ruim voldoende. Terug donderdag 10:00.", unit_note='index points quoted as a percent'),
]
