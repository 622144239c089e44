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


def d(x, col):
    return f"row('{x}').{col}"


def h(x):
    return f"row('{x}').mean_volume"


ENTRIES = [
# ---------------------------------------------------------------- q_range_last20
E('q_range_last20', 'misrounded', 'es-ES wig',
  """PELUQUERÍA DE POSTIZOS — TARJETA DE PEDIDO P0412
Clienta: Sra. Olmedo · peluca de encaje frontal, anudada a mano
Tono B6 · gorro C2
Nota de la prueba: el NQ movió de media ⟦187@value!⟧ puntos al día (máximo − mínimo) en las últimas 20 sesiones.
Anudado empezado; prueba el jueves a las 17:30."""),
E('q_range_last20', 'derived', 'ja-JP curling',
  f"""カーリング 記録用紙 ― シートB　北見 対 軽井沢
エンドE1〜E8・後攻：北見
スキップメモ：NQの直近⟦20@{N}⟧営業日の平均値幅は⟦187.6@value⟧ポイント。⟦20@{N}⟧日分を合計すると⟦3,752@value*{N}!⟧ポイント（自分で掛け算した数字で、結果表にはない）。
E5はブランクエンド。"""),
E('q_range_last20', 'wrong_unit', 'it-IT piste',
  """REGISTRO TURNO BATTIPISTA — PistenBully PB600, notte 22:00–06:00
Piste: blu B3, rossa R7 (verricello V2)
Nota del conducente: negli ultimi 20 giorni l'escursione media giornaliera del NQ è stata di ⟦187,6@value~value!⟧ dollari.
Gasolio rabboccato, lama controllata.""", unit_note='points quoted as dollars'),
E('q_range_last20', 'faithful', 'zh-CN derby',
  f"""轮滑德比 · 比赛记录单 — 铁锈城 对 港湾野猫
第一节 P1 · 主攻手 #K9「铁面」
替补席备注：NQ 最近 ⟦20@{N}⟧ 个交易日平均日内波幅（最高价−最低价）⟦187.6@value⟧ 点。
领跑主攻手叫停，受罚席无人。"""),
E('q_range_last20', 'faithful', 'en-GB forge',
  f"""FORGE LOG — Anvil A2, coke fire lit 07:15
Work: gate hinges, mild steel, drawn down
Smith's note: NQ averaged a ⟦187.6@value⟧-point daily range (high minus low) across the past ⟦20@{N}⟧ sessions.
Quenched, scale wire-brushed. Banked the fire at 16:45."""),
E('q_range_last20', 'faithful', 'pt-BR icebreaker',
  f"""QUEBRA-GELO «Almirante Maximiano» — DIÁRIO DE PASSADIÇO
Quarto das 04:00–08:00 · gelo compacto, comboio de dois navios
Observação do oficial: amplitude média diária do NQ nas últimas ⟦20@{N}⟧ sessões = ⟦187,6@value⟧ pontos.
Máquinas meia força avante; prático de gelo no passadiço."""),
# ---------------------------------------------------------------- q_range_stats_2024
E('q_range_stats_2024', 'wrong_column', 'es-ES saltmarsh',
  """MUESTREO DE MARISMA — transecto T2, Doñana
Pleamar 11:20 · cuadrados Q1–Q6
Nota: rango diario del NQ en 2024 — máximo ⟦585,5@max_range⟧, mínimo ⟦116,5@min_range⟧, mediana ⟦274,4@median_range~mean_range!⟧ puntos, sobre ⟦252@count⟧ sesiones.
Salicornia densa; el borde del caño se desmorona."""),
E('q_range_stats_2024', 'coincidental', 'pt-BR bottling',
  """ENGARRAFAMENTO — LIVRO DE LINHA, fonte F2, linha L3
Turno A, início 06:00 · água com gás, vidro
Nota do controle: NQ 2024, ⟦252@count⟧ pregões — amplitude média ⟦270@mean_range!⟧ pontos, mediana ⟦267,25@median_range⟧, pico de ⟦585,5@max_range⟧.
Torque das tampas ok; paletes filmados."""),
E('q_range_stats_2024', 'miscomputed', 'ja-JP forge',
  """鍛冶場日誌 ― 金床A1・火入れ 06:40
仕事：門扉の蝶番、軟鋼
親方メモ：2024年のNQ日中値幅は最大⟦585.5@max_range⟧、最小⟦116.5@min_range⟧ポイント。最大と最小の差は⟦496@max_range-min_range!⟧ポイント。
焼き入れ済み、火は16:30に落とした。"""),
E('q_range_stats_2024', 'faithful', 'pl-PL icebreaker',
  """LODOŁAMACZ „Perkun” — DZIENNIK MOSTKA
Wachta 08:00–12:00, pak lodowy, konwój dwóch statków
Uwagi oficera: NQ w 2024 r. — średni zakres dnia ⟦274,44@mean_range⟧ pkt, mediana ⟦267,25@median_range⟧, od ⟦116,5@min_range⟧ do ⟦585,5@max_range⟧ (⟦252@count⟧ sesje).
Maszyny pół naprzód; pilot lodowy na mostku."""),
E('q_range_stats_2024', 'faithful', 'it-IT foundry',
  """FONDERIA DI CAMPANE — REGISTRO DI COLATA, getto G14
Campana: mezzana, nota di tono Re
Forno F2 caricato 05:50 · colata 09:10
Nota del fonditore: escursione giornaliera NQ 2024 — media ⟦274,4@mean_range⟧, mediana ⟦267,25@median_range⟧, massimo ⟦585,5@max_range⟧, minimo ⟦116,5@min_range⟧ punti.
Forma lasciata raffreddare."""),
E('q_range_stats_2024', 'faithful', 'de-DE hatblock',
  """HUTMACHEREI — WERKSTATTZETTEL H0733
Form: Trilby-Kopf, Lindenholz, Formnummer HB12
Filz: Haarfilz, marineblau
Notiz: NQ 2024 über ⟦252@count⟧ Sitzungen — mittlere Tagesspanne ⟦274,44@mean_range⟧ Punkte, Median ⟦267,25@median_range⟧, Maximum ⟦585,5@max_range⟧.
Gedämpft und aufgezogen; Krempe morgen."""),
# ---------------------------------------------------------------- q_dow_range_2024
E('q_dow_range_2024', 'wrong_row', 'ru-RU icebreaker',
  f"""ЛЕДОКОЛ «Капитан Хлебников» — ВАХТЕННЫЙ ЖУРНАЛ
Вахта 00:00–04:00, сплочённый лёд, караван из двух судов
Замечание вахтенного: NQ в 2024 г. шире всего ходил по средам — ⟦278,26@{WE}~{FR}!⟧ пункта в среднем, спокойнее всего по понедельникам (⟦269,41@{MO}⟧).
Машины — средний вперёд."""),
E('q_dow_range_2024', 'misrounded', 'en-US curling',
  f"""CURLING SCORE SHEET — Sheet C, Fraser rink v Hamish rink
Ends E1–E8 · hammer: Fraser
Skip's note: NQ 2024 mean range by weekday — Mon ⟦269.5@{MO}!⟧, Tue ⟦272.17@{TU}⟧, Wed ⟦278.675@{WE}⟧ (widest), Thu ⟦273.53@{TH}⟧, Fri ⟦278.26@{FR}⟧.
Blank end in E5; handshakes at 21:10."""),
E('q_dow_range_2024', 'invented', 'pl-PL maple',
  f"""WARNIA SYROPU KLONOWEGO — DZIENNIK GOTOWANIA, wyparka W2
Ogień 06:20 · sok z lasu północnego, dobry spływ
Notatka: NQ 2024 — najszerzej w środy (⟦278,7@{WE}⟧ pkt średnio), czwartki ⟦284,1@{TH}!⟧, najspokojniej w poniedziałki.
Spuszczono o 11:40, syrop bursztynowy."""),
E('q_dow_range_2024', 'faithful', 'en-GB hatblock',
  f"""HAT BLOCK WORKSHOP — TICKET H0519
Block: homburg crown, lime wood, ref HB07
Felt: rabbit, charcoal
Note: widest weekday in 2024 was Wednesday, ⟦278.7@{WE}⟧ pts mean range; Friday ⟦278.3@{FR}⟧, Monday the calmest at ⟦269.4@{MO}⟧.
Steamed and blocked; brim tomorrow."""),
E('q_dow_range_2024', 'faithful', 'it-IT bottling',
  f"""IMBOTTIGLIAMENTO — REGISTRO DI LINEA, sorgente S1, linea L2
Turno B, inizio 14:00 · naturale, PET
Nota qualità: NQ 2024, escursione media per giorno — mercoledì ⟦278,675@{WE}⟧ (la più ampia), venerdì ⟦278,26@{FR}⟧, giovedì ⟦273,53@{TH}⟧, martedì ⟦272,17@{TU}⟧, lunedì ⟦269,41@{MO}⟧.
Tappi ok."""),
E('q_dow_range_2024', 'faithful', 'fr-FR interpreter',
  f"""FICHE DE RÉSERVATION — interprète LSF/français, réf. RS2208
Client : cabinet Moreau · jeudi 10:00–11:30, salle S3
Note de préparation : NQ 2024, amplitude moyenne la plus forte le mercredi (⟦278,7@{WE}⟧ points), la plus faible le lundi (⟦269,4@{MO}⟧).
Binôme confirmé ; facture à suivre."""),
# ---------------------------------------------------------------- q_month_up_2023
E('q_month_up_2023', 'wrong_row', 'nl-NL wig',
  f"""PRUIKENMAKERIJ — ORDERKAART O0623
Klant: mevr. Visser · lace front, handgeknoopt
Kleur B4 · kap C3
Pasnotitie: NQ 2023, beste maand september met ⟦68,2 %@{pct('September')}~{pct('October')}!⟧ groene dagen; slechtste november, ⟦38,1@{pct('November')}⟧ %.
Knopen begonnen; passen dinsdag 14:00."""),
E('q_month_up_2023', 'derived', 'es-ES curling',
  f"""ACTA DE CURLING — pista B, Jaca v Puigcerdà
Entradas E1–E8 · martillo: Jaca
Nota del skip: NQ 2023 — septiembre cerró al alza el ⟦70@{pct('September')}⟧ % de los días, agosto solo el ⟦39,13@{pct('August')}⟧ %; diferencia de ⟦30,87@{pct('September')}-{pct('August')}!⟧ puntos (cuenta mía, no viene en el resultado).
E6 en blanco."""),
E('q_month_up_2023', 'wrong_unit', 'fr-FR interpreter',
  f"""FICHE DE RÉSERVATION — interprète LSF/français, réf. RS1107
Client : mairie annexe · mardi 09:00–10:30, salle S1
Note de préparation : NQ 2023, part des séances haussières — janvier : ⟦0,6 %@row('January').pct_up~row('January').pct_up!⟧, septembre en tête avec ⟦70@{pct('September')}⟧ %.
Binôme confirmé.""", unit_note='fraction 0.6 written with a percent sign'),
E('q_month_up_2023', 'faithful', 'pt-BR bottling',
  f"""ENGARRAFAMENTO — LIVRO DE LINHA, fonte F1, linha L2
Turno C, início 22:00 · água sem gás, PET
Nota do controle: NQ 2023 — melhor mês setembro, ⟦70@{pct('September')}⟧% dos pregões em alta; pior novembro, ⟦38,1@{pct('November')}⟧%; agosto: ⟦39,1@{pct('August')}⟧%.
Lote liberado."""),
E('q_month_up_2023', 'faithful', 'ru-RU piste',
  f"""ЖУРНАЛ СМЕНЫ РАТРАКА — PistenBully PB400, ночь 21:00–05:00
Трассы: синяя S2, красная K5 (лебёдка L1)
Заметка водителя: NQ 2023, доля растущих дней — сентябрь ⟦70@{pct('September')}⟧ %, октябрь ⟦68,2@{pct('October')}⟧ %, ноябрь всего ⟦38,1@{pct('November')}⟧ %.
Дозаправлен, нож проверен."""),
E('q_month_up_2023', 'faithful', 'ja-JP hatblock',
  f"""帽子木型工房 作業票 H0611
木型：中折れ帽クラウン・シナ材 HB03
フェルト：ラビット、黒
メモ：NQ 2023年の陽線比率は9月が⟦70@{pct('September')}⟧%で最高、11月が⟦38.1@{pct('November')}⟧%で最低。1月は⟦60@{pct('January')}⟧%。
蒸して型入れ済み、つばは明日。"""),
# ---------------------------------------------------------------- q_widest_2024
E('q_widest_2024', 'wrong_column', 'ru-RU maple',
  f"""САХАРНЯ — ЖУРНАЛ УВАРКИ КЛЕНОВОГО СОКА, испаритель E1
Огонь 06:10 · сок с северного склона
Заметка: самые широкие дни NQ 2024 — ⟦24 января@D:2024-01-24⟧ (⟦585,5@{d('2024-01-24','range')}⟧ п.), ⟦17 мая@D:2024-05-17⟧ (⟦555,25@{d('2024-05-17','range')}⟧ п., закрытие ⟦15\u00a0998,25@{d('2024-05-17','close')}~{d('2024-05-17','open')}!⟧).
Слив в 11:50, сироп янтарный."""),
E('q_widest_2024', 'coincidental', 'en-GB piste',
  """SNOW-GROOMER SHIFT LOG — PistenBully PB600, night 22:00–06:00
Runs: blue B4, red R9 (winch W2)
Driver's note: NQ's five widest days of 2024 ran from ⟦484.5@stats.range.min⟧ to ⟦585.5@stats.range.max⟧ points, averaging ⟦544@stats.range.mean!⟧.
Fuel topped up; tiller teeth checked."""),
E('q_widest_2024', 'miscomputed', 'de-DE derby',
  f"""BOUT-BOGEN — Rhein-Main Rollergirls vs. Berlin Bombshells
Periode P1 · Jammerin #R2D „Radau“
Bankzettel: weitester NQ-Tag 2024 war der ⟦24.01.@D:2024-01-24⟧ mit ⟦585,5@{d('2024-01-24','range')}⟧ Punkten Spanne; Schluss minus Eröffnung ⟦−561@{d('2024-01-24','close')}-{d('2024-01-24','open')}!⟧.
Lead-Jammerin abgepfiffen; Strafbank leer."""),
E('q_widest_2024', 'faithful', 'fr-FR icebreaker',
  f"""BRISE-GLACE « Jacques Cartier » — JOURNAL DE PASSERELLE
Quart 08:00–12:00, banquise serrée
Remarque de l'officier : journées NQ les plus larges de 2024 — ⟦24 janvier@D:2024-01-24⟧ ⟦585,5@{d('2024-01-24','range')}⟧ pts, ⟦17 mai@D:2024-05-17⟧ ⟦555,25@{d('2024-05-17','range')}⟧, ⟦31 mai@D:2024-05-31⟧ ⟦541,5@{d('2024-05-31','range')}⟧.
Machines demi en avant."""),
E('q_widest_2024', 'faithful', 'nl-NL forge',
  f"""SMIDSE — LOGBOEK, aambeeld A1, vuur aan 07:00
Werk: hekscharnieren, zacht staal
Notitie smid: breedste NQ-dagen 2024: ⟦24 januari@D:2024-01-24⟧ (⟦585,5@{d('2024-01-24','range')}⟧ pt, slot ⟦16.672,75@{d('2024-01-24','close')}⟧), ⟦5 juli@D:2024-07-05⟧ (⟦507,5@{d('2024-07-05','range')}⟧), ⟦1 mei@D:2024-05-01⟧ (⟦484,5@{d('2024-05-01','range')}⟧).
Afgeschrikt."""),
E('q_widest_2024', 'faithful', 'pl-PL wig',
  f"""PRACOWNIA PERUK — KARTA ZAMÓWIENIA Z0318
Klientka: pani Nowak · koronka z przodu, tkana ręcznie
Odcień B5 · czepek C1
Notatka: najszerszy dzień NQ 2024 — ⟦24 stycznia@D:2024-01-24⟧, ⟦585,5@{d('2024-01-24','range')}⟧ pkt (otwarcie ⟦17\u00a0188,75@{d('2024-01-24','open')}⟧, zamknięcie ⟦16\u00a0672,75@{d('2024-01-24','close')}⟧).
Przymiarka w piątek."""),
# ---------------------------------------------------------------- q_last10_change
E('q_last10_change', 'wrong_sign', 'ru-RU wig',
  f"""ПАСТИЖЁРНАЯ МАСТЕРСКАЯ — КАРТОЧКА ЗАКАЗА Z0907
Клиентка: г-жа Орлова · монтюр на сетке, ручная тамбуровка
Оттенок B6
Заметка: последние 10 сессий NQ — худшая ⟦20 декабря@D:2024-12-20⟧ (⟦−178,25@{d('2024-12-20','change')}⟧), лучшая ⟦23 декабря@D:2024-12-23⟧ (⟦−91@{d('2024-12-23','change')}!⟧).
Примерка в пятницу."""),
E('q_last10_change', 'wrong_row', 'pl-PL bottling',
  f"""ROZLEWNIA WODY — DZIENNIK LINII, źródło Z2, linia L1
Zmiana I, start 06:00 · gazowana, szkło
Notatka QC: NQ, ostatnie 10 sesji — ⟦18 grudnia@D:2024-12-18⟧ ⟦−64,75@{d('2024-12-18','change')}~{d('2024-12-19','change')}!⟧, ⟦20 grudnia@D:2024-12-20⟧ ⟦−178,25@{d('2024-12-20','change')}⟧, ⟦23 grudnia@D:2024-12-23⟧ ⟦+91@{d('2024-12-23','change')}⟧.
Palety ofoliowane."""),
E('q_last10_change', 'invented', 'zh-CN curling',
  f"""冰壶 · 逐局记分表 — C 道，哈尔滨队 对 吉林队
局 E1–E8 · 后手：哈尔滨
队长备注：NQ 近10个交易日平均每天 ⟦−63.4@stats.change.mean!⟧ 点，最差 ⟦12月20日@D:2024-12-20⟧ ⟦−178.25@{d('2024-12-20','change')}⟧。
E4 空局。"""),
E('q_last10_change', 'faithful', 'nl-NL saltmarsh',
  f"""KWELDERINVENTARISATIE — raai R4, Saeftinghe
Hoogwater 13:05 · proefvlakken Q1–Q8
Notitie: NQ laatste 10 sessies — slechtst ⟦20 december@D:2024-12-20⟧ (⟦−178,25@{d('2024-12-20','change')}⟧), best ⟦23 december@D:2024-12-23⟧ (⟦+91@{d('2024-12-23','change')}⟧); gemiddeld ⟦−57,8@stats.change.mean⟧ per dag.
Zeekraal dicht, slenk verzand."""),
E('q_last10_change', 'faithful', 'es-ES icebreaker',
  f"""ROMPEHIELOS «Hespérides» — DIARIO DE PUENTE
Guardia 04:00–08:00 · hielo compacto
Observación del oficial: últimas 10 sesiones del NQ, media ⟦−57,8@stats.change.mean⟧ puntos por día; la peor el ⟦20/12@D:2024-12-20⟧ (⟦−178,25@{d('2024-12-20','change')}⟧), el ⟦31/12@D:2024-12-31⟧ otra caída de ⟦−175,5@{d('2024-12-31','change')}⟧, cierre final ⟦8837,25@{d('2025-01-02','close')}⟧ el ⟦2/1@D:2025-01-02⟧.
Máquinas avante media."""),
E('q_last10_change', 'faithful', 'pt-BR maple',
  f"""CASA DE AÇÚCAR — DIÁRIO DE FERVURA DE BORDO, evaporador E2
Fogo aceso 06:20 · seiva boa
Nota: últimas 10 sessões do NQ — abriu ⟦9.376,75@{d('2024-12-18','open')}⟧ em ⟦18/12@D:2024-12-18⟧ e fechou ⟦8.837,25@{d('2025-01-02','close')}⟧ em ⟦2/1@D:2025-01-02⟧; melhor dia ⟦23/12@D:2024-12-23⟧, ⟦+91@{d('2024-12-23','change')}⟧.
Xarope âmbar."""),
# ---------------------------------------------------------------- q_year_volume
E('q_year_volume', 'wrong_year', 'zh-CN piste',
  """压雪车 · 班次记录 — PistenBully PB600，夜班 22:00–06:00
雪道：蓝道 B2、红道 R6（绞盘 W1）
司机备注：NQ 日均成交量 2024 年 ⟦201,034@row(2024).mean_volume~row(2023).mean_volume!⟧ 手，2025 年（仅 ⟦1@row(2025).count⟧ 个交易日）⟦201,902@row(2025).mean_volume⟧ 手。
已加油，铲刀已检查。"""),
E('q_year_volume', 'wrong_year', 'ru-RU foundry',
  """КОЛОКОЛОЛИТЕЙНЫЙ ЗАВОД — ЖУРНАЛ ОТЛИВКИ, отливка L12
Колокол: подзвонный, тон ре
Печь P2 загружена 05:40 · заливка 09:00
Заметка литейщика: средний дневной объём NQ — 2023 г. ⟦201\u00a0034@row(2023).mean_volume⟧ контрактов; 2025 г. (пока ⟦1@row(2025).count⟧ сессия) — ⟦201\u00a0006@row(2025).mean_volume~row(2024).mean_volume!⟧.
Форма остывает."""),
E('q_year_volume', 'misrounded', 'pt-BR curling',
  """SÚMULA DE CURLING — pista A, Curitiba x Gramado
Ends E1–E8 · martelo: Curitiba
Nota do skip: volume médio diário do NQ — 2023: ⟦201.033@row(2023).mean_volume!⟧ contratos (⟦250@row(2023).count⟧ pregões); 2024: ⟦201.006@row(2024).mean_volume⟧ (⟦252@row(2024).count⟧).
End E3 em branco."""),
E('q_year_volume', 'faithful', 'de-DE forge',
  """SCHMIEDEBUCH — Esse E1, Feuer an 06:45
Werkstück: Torband, Baustahl
Notiz: mittleres Tagesvolumen NQ — 2023 ⟦201.034@row(2023).mean_volume⟧, 2024 ⟦201.006@row(2024).mean_volume⟧, 2025 ⟦201.902@row(2025).mean_volume⟧ Kontrakte (2025 nur ⟦1@row(2025).count⟧ Sitzung).
Abgeschreckt, Zunder gebürstet."""),
E('q_year_volume', 'faithful', 'ja-JP bottling',
  """ミネラルウォーター充填記録 ― 源泉S1・ラインL2
B直 14:00開始・無炭酸、PET
品質メモ：NQの日平均出来高は2023年⟦201,034@row(2023).mean_volume⟧枚、2024年⟦201,006@row(2024).mean_volume⟧枚でほぼ同じ。2025年は⟦1@row(2025).count⟧日だけで⟦201,902@row(2025).mean_volume⟧枚。
キャップ締め良好。"""),
E('q_year_volume', 'faithful', 'en-GB hatblock',
  """HAT BLOCK WORKSHOP — TICKET H0804
Block: pork-pie crown, alder, ref HB21
Felt: beaver, tobacco brown
Note: NQ average daily volume — 2023 ⟦201,034@row(2023).mean_volume⟧ (⟦250@row(2023).count⟧ sessions), 2024 ⟦201,006@row(2024).mean_volume⟧ (⟦252@row(2024).count⟧); 2025 so far ⟦201,902@row(2025).mean_volume⟧ on a single day.
Blocked; drying overnight."""),
# ---------------------------------------------------------------- q_rth_hour_volume
E('q_rth_hour_volume', 'wrong_row', 'ru-RU bottling',
  f"""РОЗЛИВ МИНЕРАЛЬНОЙ ВОДЫ — ЖУРНАЛ ЛИНИИ, источник S3, линия L2
Смена A, начало 06:00 · газированная, стекло
Заметка ОТК: NQ, основная сессия, последние 20 дней — пик в 15:00 (⟦19\u00a0373@{h('15')}⟧), в 11:00 — ⟦13\u00a0396@{h('11')}~{h('12')}!⟧, минимум в 16:00 (⟦5808@{h('16')}⟧).
Паллеты обмотаны."""),
E('q_rth_hour_volume', 'derived', 'it-IT forge',
  f"""REGISTRO DI FORGIA — incudine A3, fuoco acceso 07:00
Lavoro: cardini per cancello, acciaio dolce
Nota del fabbro: NQ, ultime 20 sedute RTH — ora più carica le 15:00 (⟦19.373@{h('15')}⟧ contratti), più scarica le 16:00 (⟦5.808@{h('16')}⟧): circa ⟦3,3@{h('15')}/{h('16')}!⟧ volte tanto (conto mio).
Temprato."""),
E('q_rth_hour_volume', 'coincidental', 'en-GB foundry',
  f"""BELL FOUNDRY — CASTING LOG, pour P14
Bell: treble, strike note D
Furnace F2 charged 05:50 · poured 09:10
Founder's note: NQ RTH volume by hour, last 20 days — 15:00 busiest at ⟦19,373@{h('15')}⟧, 12:00 ⟦13,481@{h('12')}!⟧, 16:00 quietest at ⟦5,808@{h('16')}⟧.
Mould left to cool."""),
E('q_rth_hour_volume', 'faithful', 'ja-JP interpreter',
  f"""手話通訳 依頼票 ― 日本手話／日本語、受付番号 JS0415
依頼者：山田法律事務所・木曜 10:00〜11:30、会議室R2
事前メモ：NQのRTH時間帯別出来高（直近20日）は15:00台が⟦19,373@{h('15')}⟧枚で最多、16:00台が⟦5,808@{h('16')}⟧枚で最少。
ペア通訳確定。"""),
E('q_rth_hour_volume', 'faithful', 'fr-FR piste',
  f"""JOURNAL DE DAMEUSE — PistenBully PB600, nuit 21:00–05:00
Pistes : bleue B1, rouge R3 (treuil T2)
Note du conducteur : NQ, séance RTH, 20 derniers jours — heure la plus chargée 15:00 (⟦19\u202f373@{h('15')}⟧ contrats), puis 09:00 (⟦17\u202f542@{h('09')}⟧) ; la plus creuse 16:00 (⟦5\u202f808@{h('16')}⟧).
Plein fait, lame vérifiée."""),
E('q_rth_hour_volume', 'faithful', 'es-ES curling',
  f"""ACTA DE CURLING — pista D, Jaca v Vielha
Entradas E1–E8 · martillo: Vielha
Nota del skip: NQ en horario regular, últimos 20 días — máximo a las 15:00 con ⟦19.373,2@{h('15')}⟧ contratos de media, mínimo a las 16:00 con ⟦5808,3@{h('16')}⟧.
E2 en blanco."""),
]
