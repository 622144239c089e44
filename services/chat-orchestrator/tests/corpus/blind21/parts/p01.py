"""Market-data queries, part 1 (q_range_last20 ... q_rth_hour_volume). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- q_range_last20
E('q_range_last20', 'misrounded', 'nl-NL vending',
  """[ NQ-AUTOMAAT ]  KEUZE B4
GEM. DAGBEREIK
LAATSTE 20 SESSIES
>>> ⟦187@value!⟧ PUNTEN <<<
NEEM UW PRODUCT UIT"""),
E('q_range_last20', 'wrong_unit', 'ru-RU parcel',
  """📦 Трек RA502371864RU · «NQ, дневной диапазон»
15:58 — Принято в сортировочном центре: последние 20 сессий
16:02 — В пути: считаем максимум минус минимум
16:05 — Вручено: средний размах ⟦187,6\u00a0%@value~value!⟧""",
  unit_note='index points quoted as a percent'),
E('q_range_last20', 'invented', 'pt-BR metar',
  """METAR NQ 16:00Z VRB03KT CAVOK M01/M04 Q1013
RMK AMPLITUDE MEDIA ULT 20 PREGOES ⟦203,4@value!⟧ PTS NOSIG="""),
E('q_range_last20', 'faithful', 'en-US kanban',
  """NQ DESK BOARD
BACKLOG · #31 re-run on the RTH session only
IN PROGRESS · —
DONE · #28 avg daily range, last 20 sessions → ⟦187.6@value⟧ pts (⟦20@R.source_row_count⟧ rows) ✅""",
  allow=['31', '28']),
E('q_range_last20', 'faithful', 'en-GB taxform',
  """SUPPLEMENTARY PAGE — MARKET RANGE (NQ)
1. Period covered ............ last 20 sessions
2. Average daily range ....... ⟦187.6@value⟧ points
3. Rows scanned .............. ⟦20@R.summary.rows_scanned⟧
I declare the figures above are taken from the query output."""),
E('q_range_last20', 'faithful', 'es-ES setlist',
  """NQ — GIRA «ÚLTIMAS 20 SESIONES»
1. Intro: ⟦20@R.source_row_count⟧ barras diarias
2. Máximo menos mínimo
3. El rango medio (⟦187,6@value⟧ puntos)
BIS: Volatilidad"""),
# ---------------------------------------------------------------- q_range_stats_2024
E('q_range_stats_2024', 'wrong_column', 'es-ES vending',
  """*** MÁQUINA NQ 2024 ***
SELECCIÓN C3: RANGO DIARIO
MEDIA ...... ⟦267,25@mean_range~median_range!⟧
MÁX ........ ⟦585,5@max_range⟧
MÍN ........ ⟦116,5@min_range⟧
SESIONES ... ⟦252@count⟧
RETIRE SU PRODUCTO"""),
E('q_range_stats_2024', 'miscomputed', 'ru-RU opera',
  """АКТ I. Сцена II.
ДИАПАЗОН (ария): «Мой максимум — ⟦585,5@max_range⟧! Мой минимум — ⟦116,5@min_range⟧!
Меж ними пропасть в ⟦459@max_range-min_range!⟧ пунктов!»
ХОР: «О, ⟦252@count⟧ дня двадцать четвёртого года!»"""),
E('q_range_stats_2024', 'derived', 'pl-PL astro',
  """Dziennik obserwacji — obiekt: NQ (gwiazda zmienna), sezon 2024
Nocy: ⟦252@count⟧. Średnia amplituda ⟦274,44@mean_range⟧ pkt, mediana ⟦267,25@median_range⟧.
Średnia minus mediana: ⟦7,19@mean_range-median_range!⟧ pkt (moje wyliczenie) — lekki ogon w prawo.
Seeing: Antoniadi II."""),
E('q_range_stats_2024', 'faithful', 'it-IT metar',
  """METAR NQ 2024 16:00Z VRB02KT CAVOK M02/M05 Q1017
RMK ESCURSIONE GIORN MEDIA ⟦274,44@mean_range⟧ MEDIANA ⟦267,25@median_range⟧ MAX ⟦585,5@max_range⟧ MIN ⟦116,5@min_range⟧ SU ⟦252@count⟧ SEDUTE NOSIG="""),
E('q_range_stats_2024', 'faithful', 'fr-FR setlist',
  """NQ — TOURNÉE 2024 (⟦252@count⟧ dates)
1. Amplitude moyenne — ⟦274,44@mean_range⟧
2. La médiane — ⟦267,25@median_range⟧
3. Le grand soir — ⟦585,5@max_range⟧
4. Calme plat — ⟦116,5@min_range⟧
RAPPEL : « Encore une séance »"""),
E('q_range_stats_2024', 'faithful', 'pt-BR parcel',
  """Rastreamento NQ2024BR
⟶ Objeto postado: ⟦252@count⟧ pregões de 2024
⟶ Em trânsito: amplitude média ⟦274,44@mean_range⟧ pts
⟶ Saiu para entrega: mediana ⟦267,25@median_range⟧
⟶ Entregue: máx. ⟦585,5@max_range⟧, mín. ⟦116,5@min_range⟧"""),
# ---------------------------------------------------------------- q_dow_range_2024
E('q_dow_range_2024', 'wrong_row', 'ja-JP kanban',
  """【NQ 2024 曜日別レンジ ボード】
TODO：#7 金曜日の深掘り
DOING：—
DONE：#5 最大＝水曜日 平均 ⟦272.17@row('Wednesday').mean_range~row('Tuesday').mean_range!⟧pt ／ 最小＝月曜日 ⟦269.41@row('Monday').mean_range⟧pt""",
  allow=['7', '5']),
E('q_dow_range_2024', 'coincidental', 'pt-BR setlist',
  """NQ AO VIVO — TURNÊ 2024 (⟦252@R.source_row_count⟧ pregões)
1. Quarta-feira — ⟦278,7@row('Wednesday').mean_range⟧ (abertura)
2. Sexta-feira — ⟦278,3@row('Friday').mean_range⟧
3. Quinta-feira — ⟦272,4@row('Thursday').mean_range!⟧
4. Terça-feira — ⟦272,2@row('Tuesday').mean_range⟧
5. Segunda-feira — ⟦269,4@row('Monday').mean_range⟧ (balada)"""),
E('q_dow_range_2024', 'derived', 'fr-FR vending',
  """DISTRIBUTEUR NQ — 2024
CHOIX A1 : MERCREDI ... ⟦278,675@row('Wednesday').mean_range⟧
CHOIX A5 : LUNDI ...... ⟦269,41@row('Monday').mean_range⟧
ÉCART (calcul maison) : ⟦9,27@row('Wednesday').mean_range-row('Monday').mean_range!⟧ PTS
MERCI, À BIENTÔT"""),
E('q_dow_range_2024', 'faithful', 'zh-CN taxform',
  """【2024 年度 NQ 振幅申报表】
1. 周一 …… ⟦269.41@row('Monday').mean_range⟧
2. 周二 …… ⟦272.17@row('Tuesday').mean_range⟧
3. 周三 …… ⟦278.675@row('Wednesday').mean_range⟧（最高）
4. 周四 …… ⟦273.53@row('Thursday').mean_range⟧
5. 周五 …… ⟦278.26@row('Friday').mean_range⟧
说明：共 ⟦252@R.source_row_count⟧ 个交易日，按星期分 ⟦5@R.summary.rows⟧ 组。"""),
E('q_dow_range_2024', 'faithful', 'nl-NL standings',
  """EREDIVISIE VAN HET DAGBEREIK — NQ 2024
1. Woensdag ... ⟦278,675@row('Wednesday').mean_range⟧
2. Vrijdag .... ⟦278,26@row('Friday').mean_range⟧
3. Donderdag .. ⟦273,53@row('Thursday').mean_range⟧
4. Dinsdag .... ⟦272,17@row('Tuesday').mean_range⟧
5. Maandag .... ⟦269,41@row('Monday').mean_range⟧ (degradatiezone)"""),
E('q_dow_range_2024', 'faithful', 'it-IT socratic',
  """SOCRATE: Dimmi, Glaucone, quale giorno della settimana fu il più agitato nel 2024?
GLAUCONE: Il mercoledì, con un'escursione media di ⟦278,675@row('Wednesday').mean_range⟧ punti.
SOCRATE: E il più quieto?
GLAUCONE: Il lunedì, ⟦269,41@row('Monday').mean_range⟧. Poca differenza, Socrate."""),
# ---------------------------------------------------------------- q_month_up_2023
E('q_month_up_2023', 'wrong_row', 'zh-CN parcel',
  """📦 运单 SF2023NQ 物流详情
【已揽收】NQ 2023 年各月收涨比例
【运输中】一月 ⟦60%@row('January').pct_up*100⟧，二月 ⟦47.4%@row('February').pct_up*100⟧
【派送中】九月最高：⟦68.2%@row('September').pct_up*100~row('October').pct_up*100!⟧
【已签收】十一月最低 ⟦38.1%@row('November').pct_up*100⟧"""),
E('q_month_up_2023', 'wrong_unit', 'fr-FR socratic',
  """SOCRATE : Quel mois de 2023 a le plus souvent fini en hausse, Phédon ?
PHÉDON : Septembre, avec ⟦0,7\u202f%@row('September').pct_up~row('September').pct_up!⟧ de séances haussières.
SOCRATE : Et le plus rarement ?
PHÉDON : Novembre, ⟦38,1\u202f%@row('November').pct_up*100⟧.""",
  unit_note='a fraction quoted as a percent'),
E('q_month_up_2023', 'miscomputed', 'pl-PL vending',
  """AUTOMAT NQ-2023   [WYBÓR D2]
WRZESIEŃ ▲ ⟦70\u00a0%@row('September').pct_up*100⟧
LISTOPAD ▲ ⟦38,1\u00a0%@row('November').pct_up*100⟧
RÓŻNICA: ⟦32,9@(row('September').pct_up-row('November').pct_up)*100!⟧ PKT PROC.
ODBIERZ RESZTĘ"""),
E('q_month_up_2023', 'faithful', 'pt-BR opera',
  """ATO I — «A Ária dos Meses» (2023)
SETEMBRO (tenor): Fechei em alta em ⟦70%@row('September').pct_up*100⟧ dos dias!
OUTUBRO (barítono): E eu em ⟦68,2%@row('October').pct_up*100⟧!
NOVEMBRO (baixo, sombrio): Só ⟦38,1%@row('November').pct_up*100⟧… o pior de todos."""),
E('q_month_up_2023', 'faithful', 'it-IT astro',
  """Registro osservativo — oggetto: NQ, stagione 2023
Sedute osservate: ⟦250@R.source_row_count⟧, in ⟦12@R.summary.rows⟧ mesi.
Massima luminosità (quota di rialzi): settembre, ⟦70%@row('September').pct_up*100⟧.
Minima: novembre, ⟦38,1%@row('November').pct_up*100⟧. Gennaio discreto: ⟦60%@row('January').pct_up*100⟧.
Seeing: Antoniadi II."""),
E('q_month_up_2023', 'faithful', 'en-US trail',
  """TRAIL GUIDE — "2023 Up-Day Ridge" (⟦250@R.source_row_count⟧ sessions, ⟦12@R.summary.rows⟧ monthly stages)
Trailhead (Jan): ⟦60%@row('January').pct_up*100⟧ of days up.
Low saddle (Nov): ⟦38.1%@row('November').pct_up*100⟧ — bring a headlamp.
Summit (Sep): ⟦70%@row('September').pct_up*100⟧, best view of the year.
Blazes: green."""),
# ---------------------------------------------------------------- q_widest_2024
E('q_widest_2024', 'wrong_column', 'ja-JP kanban',
  """【NQ 2024 ワイドレンジ日 ボード】
DONE #12：最大 ⟦1月24日@D:2024-01-24⟧ レンジ ⟦585.5@row('2024-01-24').range⟧
DONE #13：⟦5月17日@D:2024-05-17⟧ レンジ ⟦555.25@row('2024-05-17').range⟧・終値 ⟦15,998.25@row('2024-05-17').close~row('2024-05-17').open!⟧
TODO #14：⟦7月5日@D:2024-07-05⟧ を深掘り""",
  allow=['12', '13', '14']),
E('q_widest_2024', 'invented', 'es-ES nursery',
  """Cinco lobitos tiene la loba, blancos y negros detrás de la escoba:
cinco días anchos del año 2024.
El ⟦24 de enero@D:2024-01-24⟧, ⟦585,5@row('2024-01-24').range⟧ de rango, el más grande,
y de media los cinco, ⟦512,4@stats.range.mean!⟧… ¡a la cama, lobitos!"""),
E('q_widest_2024', 'wrong_row', 'de-DE vending',
  """SNACKAUTOMAT »NQ 2024«   FACH C2
⟦17.05.@D:2024-05-17⟧ — SPANNE ⟦541,5@row('2024-05-17').range~row('2024-05-31').range!⟧ PKT
⟦24.01.@D:2024-01-24⟧ — SPANNE ⟦585,5@row('2024-01-24').range⟧ PKT (REKORD)
BITTE ENTNEHMEN"""),
E('q_widest_2024', 'faithful', 'pl-PL parcel',
  """Śledzenie przesyłki NQ-TOP5 (2024)
⟦24.01.2024@D:2024-01-24⟧ — nadanie: zasięg ⟦585,5@row('2024-01-24').range⟧ pkt (otwarcie ⟦17\u00a0188,75@row('2024-01-24').open⟧, zamknięcie ⟦16\u00a0672,75@row('2024-01-24').close⟧)
⟦05.07.2024@D:2024-07-05⟧ — w doręczeniu: jedyny letni dzień w piątce, ⟦507,5@row('2024-07-05').range⟧
⟦01.05.2024@D:2024-05-01⟧ — doręczono: ⟦484,5@row('2024-05-01').range⟧"""),
E('q_widest_2024', 'faithful', 'nl-NL taxform',
  """AANGIFTE NQ 2024 — BIJLAGE „BREEDSTE DAGEN”
1) ⟦24 januari@D:2024-01-24⟧ ... bereik ⟦585,5@row('2024-01-24').range⟧
2) ⟦17 mei@D:2024-05-17⟧ ....... bereik ⟦555,25@row('2024-05-17').range⟧
3) ⟦31 mei@D:2024-05-31⟧ ....... bereik ⟦541,5@row('2024-05-31').range⟧
4) ⟦5 juli@D:2024-07-05⟧ ....... bereik ⟦507,5@row('2024-07-05').range⟧
5) ⟦1 mei@D:2024-05-01⟧ ........ bereik ⟦484,5@row('2024-05-01').range⟧
Gemiddeld: ⟦534,85@stats.range.mean⟧"""),
E('q_widest_2024', 'faithful', 'en-US astro',
  """OBSERVING LOG — target: NQ, 2024 season (⟦252@R.metadata.rows⟧ nights)
Brightest flare: ⟦Jan 24@D:2024-01-24⟧, range ⟦585.5@row('2024-01-24').range⟧ pts (open ⟦17,188.75@row('2024-01-24').open⟧ → close ⟦16,672.75@row('2024-01-24').close⟧).
Faintest of the top five: ⟦May 1@D:2024-05-01⟧, ⟦484.5@row('2024-05-01').range⟧. Mean of the five: ⟦534.85@stats.range.mean⟧.
Seeing: Antoniadi III."""),
# ---------------------------------------------------------------- q_last10_change
E('q_last10_change', 'wrong_sign', 'zh-CN taxform',
  """【近 10 个交易日 NQ 盈亏申报】
1. ⟦12月18日@D:2024-12-18⟧ …… ⟦−173@row('2024-12-18').change⟧
2. ⟦12月23日@D:2024-12-23⟧ …… ⟦−91@row('2024-12-23').change!⟧
3. ⟦1月2日@D:2025-01-02⟧ …… ⟦−96.25@row('2025-01-02').change⟧
附注：日均 ⟦−57.8@stats.change.mean⟧ 点"""),
E('q_last10_change', 'coincidental', 'ja-JP parcel',
  """追跡番号 JP7732NQ 配送状況
⟦12月30日@D:2024-12-30⟧ 16:00 ハブ到着：始値 ⟦9,042.75@row('2024-12-30').open⟧ → 終値 ⟦9,112@row('2024-12-30').close⟧（⟦+69.25@row('2024-12-30').change⟧）
⟦12月31日@D:2024-12-31⟧ 16:00 配達中：終値 ⟦8,931@row('2024-12-31').close!⟧
⟦1月2日@D:2025-01-02⟧ 16:00 配達完了：終値 ⟦8,837.25@row('2025-01-02').close⟧"""),
E('q_last10_change', 'wrong_column', 'de-DE vending',
  """AUTOMAT NQ · LETZTE 10 SITZUNGEN
FACH A1  ⟦31.12.@D:2024-12-31⟧ SCHLUSS ⟦9.150,25@row('2024-12-31').close~row('2024-12-31').high!⟧
FACH A2  ⟦02.01.@D:2025-01-02⟧ SCHLUSS ⟦8.837,25@row('2025-01-02').close⟧
Ø TAGESVERÄNDERUNG ⟦-57,8@stats.change.mean⟧
KEIN WECHSELGELD"""),
E('q_last10_change', 'faithful', 'pt-BR kanban',
  """QUADRO NQ — ÚLTIMOS 10 PREGÕES
A FAZER: #61 rever os stops
FAZENDO: —
FEITO: #58 pior dia ⟦20/12@D:2024-12-20⟧ (⟦−178,25@row('2024-12-20').change⟧) · melhor ⟦23/12@D:2024-12-23⟧ (⟦+91@row('2024-12-23').change⟧) · média ⟦−57,8@stats.change.mean⟧ por pregão""",
  allow=['61', '58']),
E('q_last10_change', 'faithful', 'es-ES opera',
  """ACTO II, ESCENA I — «Lamento de diciembre»
EL NQ (barítono): ¡Caí el ⟦20 de diciembre@D:2024-12-20⟧, ⟦−178,25@row('2024-12-20').change⟧!
CORO: ¡Y el ⟦31 de diciembre@D:2024-12-31⟧, ⟦−175,5@row('2024-12-31').change⟧!
EL NQ: Mi mayor alegría, el ⟦23 de diciembre@D:2024-12-23⟧: ⟦+91@row('2024-12-23').change⟧.
CORO (pianissimo): De media, ⟦−57,8@stats.change.mean⟧…"""),
E('q_last10_change', 'faithful', 'en-US setlist',
  """NQ — "LAST TEN" TOUR
1) ⟦Dec 18@D:2024-12-18⟧ — ⟦−173@row('2024-12-18').change⟧ (opener)
2) ⟦Dec 20@D:2024-12-20⟧ — ⟦−178.25@row('2024-12-20').change⟧ (the heaviest)
3) ⟦Dec 23@D:2024-12-23⟧ — ⟦+91@row('2024-12-23').change⟧ (the best)
4) ⟦Dec 31@D:2024-12-31⟧ — ⟦−175.5@row('2024-12-31').change⟧
ENCORE: ⟦Jan 2@D:2025-01-02⟧ — ⟦−96.25@row('2025-01-02').change⟧
Average per session: ⟦−57.8@stats.change.mean⟧"""),
# ---------------------------------------------------------------- q_year_volume
E('q_year_volume', 'wrong_year', 'en-GB setlist',
  """NQ VOLUME TOUR — three nights
1. 2023: ⟦201,034@row(2023).mean_volume⟧ contracts a day (⟦250@row(2023).count⟧ sessions)
2. 2024: ⟦201,902@row(2024).mean_volume~row(2025).mean_volume!⟧ a day (⟦252@row(2024).count⟧ sessions)
3. 2025: a single session so far
ENCORE: "Flat as a pancake\""""),
E('q_year_volume', 'wrong_year', 'es-ES nursery',
  """Un contrato se balanceaba sobre la tela del NQ;
en 2023 eran ⟦201.034@row(2023).mean_volume⟧ al día,
en 2024, ⟦201.006@row(2024).mean_volume⟧ en ⟦250@row(2024).count~row(2023).count!⟧ sesiones…
¡y fue a llamar a otro contrato!"""),
E('q_year_volume', 'misrounded', 'zh-CN vending',
  """【自动售货机 · NQ 日均成交量】
B1　2023 年 … ⟦201,034@row(2023).mean_volume⟧ 手
B2　2024 年 … ⟦201,007@row(2024).mean_volume!⟧ 手
B3　2025 年 … ⟦201,902@row(2025).mean_volume⟧ 手（仅 ⟦1@row(2025).count⟧ 个交易日）
出货中，请稍候…"""),
E('q_year_volume', 'faithful', 'en-US standings',
  """AVG DAILY VOLUME — LEAGUE TABLE
Pos  Year  Sessions  Contracts/day
1.   2025  ⟦1@row(2025).count⟧         ⟦201,902@row(2025).mean_volume⟧
2.   2023  ⟦250@row(2023).count⟧       ⟦201,034@row(2023).mean_volume⟧
3.   2024  ⟦252@row(2024).count⟧       ⟦201,006@row(2024).mean_volume⟧
*2025 leads on a single session."""),
E('q_year_volume', 'faithful', 'ja-JP parcel',
  """配送状況のお知らせ（NQ 年別出来高）
・2023年便：一日平均 ⟦201,034@row(2023).mean_volume⟧枚（⟦250@row(2023).count⟧営業日）
・2024年便：⟦201,006@row(2024).mean_volume⟧枚（⟦252@row(2024).count⟧営業日）ほぼ横ばい
・2025年便：⟦201,902@row(2025).mean_volume⟧枚、まだ⟦1@row(2025).count⟧営業日分のみ"""),
E('q_year_volume', 'faithful', 'de-DE trail',
  """WANDERFÜHRER »Volumen-Höhenweg« (⟦503@R.source_row_count⟧ Tage)
Etappe 2023: Ø ⟦201.034@row(2023).mean_volume⟧ Kontrakte/Tag, ⟦250@row(2023).count⟧ Sitzungen
Etappe 2024: Ø ⟦201.006@row(2024).mean_volume⟧, ⟦252@row(2024).count⟧ Sitzungen — praktisch eben
Etappe 2025: ⟦201.902@row(2025).mean_volume⟧ nach ⟦1@row(2025).count⟧ Sitzung
Schwierigkeit: T1"""),
# ---------------------------------------------------------------- q_rth_hour_volume
E('q_rth_hour_volume', 'wrong_row', 'en-GB astro',
  """OBSERVING LOG — RTH sky, last 20 sessions
22:10 UT  Opening hour (09:00–09:59) blazing: ⟦19,373@row('09:00').mean_volume~row('15:00').mean_volume!⟧ contracts on average.
22:25 UT  Closing-bell hour (16:00–16:59) faint at ⟦5,808@row('16:00').mean_volume⟧.
Seeing: Antoniadi II."""),
E('q_rth_hour_volume', 'invented', 'ru-RU vending',
  """АВТОМАТ «NQ-RTH»   ЯЧЕЙКА C4
13:00–13:59 … ⟦11\u00a0874@row('13:00').mean_volume!⟧ контр.
15:00–15:59 … ⟦19\u00a0373@row('15:00').mean_volume⟧ контр. ★ ХИТ
ЗАБЕРИТЕ СДАЧУ"""),
E('q_rth_hour_volume', 'misrounded', 'es-ES taxform',
  """DECLARACIÓN RTH — ÚLTIMAS 20 SESIONES
01. Franja 09:00–09:59 ........ ⟦17.542,25@row('09:00').mean_volume⟧
02. Franja 11:00–11:59 ........ ⟦13.478@row('11:00').mean_volume!⟧
03. Franja 15:00–15:59 (máx.) .. ⟦19.373,22@row('15:00').mean_volume⟧
04. Franja 16:00–16:59 (mín.) .. ⟦5808,33@row('16:00').mean_volume⟧"""),
E('q_rth_hour_volume', 'faithful', 'fr-FR kanban',
  """TABLEAU NQ — volume RTH (20 dernières séances)
À FAIRE : #19 creuser la dernière heure
EN COURS : —
FAIT : #17 pic 15h–15h59 : ⟦19\u202f373@row('15:00').mean_volume⟧ contrats ; ouverture 09h : ⟦17\u202f542@row('09:00').mean_volume⟧ ; creux 16h : ⟦5\u202f808@row('16:00').mean_volume⟧""",
  allow=['19', '17']),
E('q_rth_hour_volume', 'faithful', 'ja-JP standings',
  """RTH 時間帯別 出来高リーグ（直近20日）
1. 15時台 ⟦19,373@row('15:00').mean_volume⟧
2. 09時台 ⟦17,542@row('09:00').mean_volume⟧
3. 10時台 ⟦14,523@row('10:00').mean_volume⟧
（中略）
8. 16時台 ⟦5,808@row('16:00').mean_volume⟧（最下位）"""),
E('q_rth_hour_volume', 'faithful', 'pl-PL trail',
  """PRZEWODNIK: szlak „Grań RTH” (ostatnie 20 sesji, ⟦8@R.summary.rows⟧ odcinków)
Start 09:00 — ⟦17\u00a0542@row('09:00').mean_volume⟧ kontraktów, stromo.
Dolina 13:00 — ⟦12\u00a0326,8@row('13:00').mean_volume⟧, najniżej w środku dnia.
Szczyt 15:00 — ⟦19\u00a0373@row('15:00').mean_volume⟧!
Zejście 16:00 — ⟦5808@row('16:00').mean_volume⟧. Znaki: czerwone."""),
]
