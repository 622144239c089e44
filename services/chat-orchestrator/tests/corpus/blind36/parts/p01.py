"""Market-data queries, part 1 (q_range_last20 ... q_rth_hour_volume). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes). Hockey jersey numbers ('#17')
are the only builder `allow` entries: the verifier does not read a number after '#'."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

N = "R.source_row_count"
W = "row('Wednesday').mean_range"
MO = "row('Monday').mean_range"
TU = "row('Tuesday').mean_range"
TH = "row('Thursday').mean_range"
FR = "row('Friday').mean_range"
JAN = "row('January').pct_up*100"
MAR = "row('March').pct_up*100"
AUG = "row('August').pct_up*100"
SEP = "row('September').pct_up*100"
OCT = "row('October').pct_up*100"
NOV = "row('November').pct_up*100"
J24 = "row('2024-01-24')"
M17 = "row('2024-05-17')"
M31 = "row('2024-05-31')"
M01 = "row('2024-05-01')"
Y23 = "row(2023).mean_volume"
Y24 = "row(2024).mean_volume"
Y25 = "row(2025).mean_volume"
H = "row('{}').mean_volume"

ENTRIES = [
# ---------------------------------------------------------------- q_range_last20
E('q_range_last20', 'faithful', 'zh-CN rodeo',
  f"""牛仔竞技评分表 · 骑野马 · R1 轮
骑手 B117 骑「旋风」
裁判备注：NQ 近⟦20@{N}⟧个交易日平均日内波幅 ⟦187.6@value⟧ 点（最高−最低）
八秒骑满，无需重骑。裁判 J1/J2"""),
E('q_range_last20', 'faithful', 'it-IT hockey',
  f"""FOGLIO PANCA PUNITI — tempo T2
CASA #17 sgambetto, minore · fuori 07:12 · dentro 09:12
Nota del cronometrista: escursione media di NQ nelle ultime ⟦20@{N}⟧ sedute, ⟦187,6@value⟧ punti.
Porta chiusa, cronometro allineato.""", allow=['17']),
E('q_range_last20', 'faithful', 'en-US fishslate',
  f"""FRESH FISH — TODAY'S SLATE
Striped bass · Bay scallops · Soft-shell crab
Chalked under the scale: NQ's daily range, last ⟦20@{N}⟧ sessions, averaged ⟦187.6@value⟧ points.
Prices at the counter. We fillet for free."""),
E('q_range_last20', 'invented', 'fr-FR rocket',
  """CARNET DE LANCEMENT — vol V09 · fusée « Véga » · moteur C6
Rampe R1 · vent faible
Noté avant la mise à feu : amplitude moyenne du NQ sur les 20 dernières séances, ⟦212,4@value!⟧ points
Parachute ouvert, fusée récupérée dans le pré."""),
E('q_range_last20', 'derived', 'ru-RU courier',
  f"""ПУТЕВОЙ ЛИСТ КУРЬЕРА — курьер K4 · зона Центр
Забор 09:05 · доставка 09:31 · подпись получена
В пакете справка: средний дневной диапазон NQ за ⟦20@{N}⟧ сессий — ⟦187,6@value⟧ пункта; половина — ⟦93,8@value/2!⟧ (мой расчёт, в отчёте его нет)"""),
E('q_range_last20', 'wrong_unit', 'en-GB radio',
  """WIRELESS REPAIR CARD — Bush DAC90A · job R0715
Fault: hum on MW, dial cord slipping
Bench note: NQ's average daily range over the last 20 sessions, £⟦187.60@value~value!⟧
Work: recapped, new cord, EL84 tested. Returned working.""", unit_note='index points quoted as pounds sterling'),
# ---------------------------------------------------------------- q_range_stats_2024
E('q_range_stats_2024', 'faithful', 'en-US courier',
  """RUN SHEET — Rider R14 · Zone Midtown
09:12 pickup, Hudson St. lobby
09:40 drop, Wall St. — envelope: NQ daily range 2024 over ⟦252@count⟧ sessions, mean ⟦274.44@mean_range⟧, median ⟦267.25@median_range⟧, high ⟦585.5@max_range⟧, low ⟦116.5@min_range⟧
POD: signed, D. Ortiz"""),
E('q_range_stats_2024', 'faithful', 'nl-NL greenhouse',
  """KAS K5 — KLIMAATLOG · afdeling A3, paprika
06:00 luchting dicht, verwarming aan
Notitie teler: dagspanne NQ in 2024 gemiddeld ⟦274,4@mean_range⟧ punten, mediaan ⟦267,25@median_range⟧, kleinste ⟦116,5@min_range⟧
Scherm open om 10:30. — Teler: J. Bakker"""),
E('q_range_stats_2024', 'faithful', 'it-IT fishslate',
  """PESCHERIA — LAVAGNA DI OGGI
Orata · alici · cozze di Scardovari
In fondo, col gesso: escursione giornaliera NQ 2024 — media ⟦274,44@mean_range⟧, massima ⟦585,5@max_range⟧, minima ⟦116,5@min_range⟧ punti su ⟦252@count⟧ sedute
Pulizia del pesce gratis."""),
E('q_range_stats_2024', 'wrong_column', 'es-ES rodeo',
  """HOJA DE PUNTUACIÓN — RODEO · monta de toro · ronda R1
Jinete J12 sobre «Huracán»
Nota del juez: rango diario del NQ en 2024, media ⟦267,25@mean_range~median_range!⟧ puntos, máximo ⟦585,5@max_range⟧
Ocho segundos cumplidos, sin repetición. Jueces J1/J2"""),
E('q_range_stats_2024', 'misrounded', 'zh-CN chimney',
  """烟囱清扫工单 · 单号 Y0520
设备：壁炉，陶土内衬
积灰：轻，干
附注：NQ 2024 年日内波幅均值 ⟦274.43@mean_range!⟧ 点，中位数 ⟦267.25@median_range⟧ 点
烟雾测试通过，已装防风帽。"""),
E('q_range_stats_2024', 'miscomputed', 'ja-JP stud',
  """種付け記録 ― 種牡馬「ハヤテ」
繁殖牝馬「サクラ」（鹿毛・初産）
事務所メモ：NQ 2024年の日中値幅は最大⟦585.5@max_range⟧、最小⟦116.5@min_range⟧、その差⟦479@max_range-min_range!⟧ポイント
二週間後にエコー。担当：佐藤"""),
# ---------------------------------------------------------------- q_dow_range_2024
E('q_dow_range_2024', 'faithful', 'ru-RU fishslate',
  f"""РЫБНЫЙ ПРИЛАВОК — ДОСКА ДНЯ
Судак · корюшка · сёмга охлаждённая
Мелом внизу: средний диапазон NQ в 2024-м по дням недели — шире всего среда, ⟦278,7@{W}⟧, уже всего понедельник, ⟦269,4@{MO}⟧ пункта
Разделка бесплатно."""),
E('q_dow_range_2024', 'faithful', 'it-IT hockey',
  f"""FOGLIO PANCA PUNITI — tempo T3
OSPITI #8 ostruzione, minore · fuori 11:40 · dentro 13:40
Nota: escursione media NQ 2024 — lunedì ⟦269,4@{MO}⟧, martedì ⟦272,2@{TU}⟧, mercoledì ⟦278,7@{W}⟧, giovedì ⟦273,5@{TH}⟧, venerdì ⟦278,3@{FR}⟧
Porta chiusa.""", allow=['8']),
E('q_dow_range_2024', 'faithful', 'en-GB brass',
  f"""NQ CITIZENS' BRASS BAND — CONCERT PROGRAMME
March: 'Slaidburn'
Cornet solo: 'Napoli' — programme note: in 2024 Wednesday was NQ's widest weekday at ⟦278.7@{W}⟧ points of range, Monday the narrowest at ⟦269.4@{MO}⟧
Interval: tea in the hall. Conductor: R. Pryce"""),
E('q_dow_range_2024', 'wrong_row', 'en-US cable',
  f"""CABLE SHIP LOG — CS 'Sovereign' · segment S3
04:20 UTC plough PL2 on the bottom, burial nominal
Nav officer's aside: 2024 NQ mean range by weekday — Tuesday ⟦273.53@{TU}~{TH}!⟧, Wednesday ⟦278.675@{W}⟧, Friday ⟦278.26@{FR}⟧
Repeater RPT14 overboard 06:10; tension steady."""),
E('q_dow_range_2024', 'coincidental', 'pl-PL courier',
  f"""KARTA KURSU — kurier K6 · strefa Centrum
Odbiór 09:08 · doręczenie 09:33 · podpis
W kopercie: średni zakres NQ 2024 wg dni — poniedziałek ⟦273,8@{MO}!⟧ pkt, środa ⟦278,7@{W}⟧ pkt (najszerszy dzień)
Kurier: P. Zając"""),
E('q_dow_range_2024', 'derived', 'es-ES reel',
  f"""CABINA DE PROYECCIÓN — PARTE DE ROLLOS · sala S2
Rollo R1 a las 19:45 · cambio R1→R2 a las 20:06
Nota del operador: en 2024 el miércoles promedió ⟦278,675@{W}⟧ puntos de rango y el lunes ⟦269,41@{MO}⟧; diferencia, ⟦9,27@{W}-{MO}!⟧ (cálculo mío, no del informe)
Lámpara bien, foco revisado."""),
# ---------------------------------------------------------------- q_month_up_2023
E('q_month_up_2023', 'faithful', 'en-US reel',
  f"""PROJECTION BOOTH — REEL LOG · Screen S2
Print: 'NQ 2023'
R1 on 19:30 · changeover R1→R2 19:52
Between reels: September closed up on ⟦70%@{SEP}⟧ of days, October next at ⟦68.2%@{OCT}⟧, November only ⟦38.1%@{NOV}⟧.
Lamp OK, focus checked."""),
E('q_month_up_2023', 'faithful', 'it-IT rodeo',
  f"""SCHEDA PUNTEGGI RODEO — monta a pelo · manche M1
Cavaliere C08 su «Tempesta»
Nota dei giudici: NQ 2023, quota di giorni in rialzo — settembre: ⟦70 %@{SEP}⟧, gennaio: ⟦60 %@{JAN}⟧, agosto: ⟦39,1 %@{AUG}⟧
Otto secondi pieni. Giudici G1/G2"""),
E('q_month_up_2023', 'faithful', 'es-ES hockey',
  f"""HOJA DEL BANQUILLO DE CASTIGO — periodo P2
LOCAL #23 zancadilla, menor · sale 05:50 · vuelve 07:50
Nota del anotador: NQ 2023, días alcistas por mes — septiembre el mejor, con un ⟦70 %@{SEP}⟧; noviembre el peor, con un ⟦38,1 %@{NOV}⟧
Reloj sincronizado.""", allow=['23']),
E('q_month_up_2023', 'coincidental', 'ja-JP cable',
  f"""海底ケーブル敷設日誌 ― 敷設船「すばる」・区間S3
04:20 UTC 埋設鋤PL2 着底
当直メモ：NQ 2023年の上昇日比率、3月は⟦48%@{MAR}!⟧、9月は⟦70%@{SEP}⟧で最高
中継器RPT12 投入 06:10、張力安定。"""),
E('q_month_up_2023', 'wrong_unit', 'de-DE chimney',
  f"""SCHORNSTEINFEGER — ARBEITSKARTE A0318
Feuerstätte: Kachelofen, Zug gut
Notiz: NQ 2023 — im September schlossen ⟦0,7 %@row('September').pct_up~row('September').pct_up!⟧ der Tage im Plus, im November nur ⟦38,1 %@{NOV}⟧
Kehrung erledigt, Abgaswege frei.""", unit_note='a share stored as a fraction quoted as a percent'),
E('q_month_up_2023', 'misrounded', 'pl-PL fishslate',
  f"""SKLEP RYBNY — TABLICA DNIA
Dorsz · śledź · pstrąg wędzony
Kredą w rogu: NQ 2023, dni na plusie — wrzesień: ⟦70 %@{SEP}⟧, październik: ⟦68,1 %@{OCT}!⟧, listopad: ⟦38,1 %@{NOV}⟧
Filetowanie gratis."""),
# ---------------------------------------------------------------- q_widest_2024
E('q_widest_2024', 'faithful', 'zh-CN radio',
  f"""老式收音机维修卡 · 红灯牌 · 单号 X0711
故障：中波有交流声
工作台便条：NQ 2024 年最宽的一天是⟦1月24日@D:2024-01-24⟧，波幅 ⟦585.5@{J24}.range⟧ 点；第五宽是⟦5月1日@D:2024-05-01⟧，⟦484.5@{M01}.range⟧ 点
已换电容，试机正常。"""),
E('q_widest_2024', 'faithful', 'pl-PL greenhouse',
  f"""SZKLARNIA S2 — DZIENNIK KLIMATU · nawa N1, pomidory
06:00 wietrzniki zamknięte, ogrzewanie włączone
Dopisek: najszersze dni NQ 2024 — ⟦24 stycznia@D:2024-01-24⟧: ⟦585,5@{J24}.range⟧ pkt, ⟦17 maja@D:2024-05-17⟧: ⟦555,25@{M17}.range⟧ pkt
Zraszanie wyłączone o 11:30."""),
E('q_widest_2024', 'faithful', 'de-DE rocket',
  f"""STARTPROTOKOLL MODELLRAKETE — Flug F12 · „Komet“ · Motor C6
Startrampe R2 · Wind schwach
Vor dem Start notiert: weitester NQ-Tag 2024 war der ⟦24.01.@D:2024-01-24⟧ mit ⟦585,5@{J24}.range⟧ Punkten Spanne; Eröffnung ⟦17.188,75@{J24}.open⟧, Schluss ⟦16.672,75@{J24}.close⟧
Fallschirm offen, geborgen."""),
E('q_widest_2024', 'wrong_column', 'pt-BR brass',
  f"""BANDA DE MÚSICA — PROGRAMA DO CONCERTO
Dobrado: «Saudades da Minha Terra»
Nota do programa: em ⟦31/05@D:2024-05-31⟧ o NQ oscilou ⟦541,5@{M31}.range⟧ pontos e fechou em ⟦14.933@{M31}.close~{M31}.open!⟧
Intervalo · Regente: maestro Tavares"""),
E('q_widest_2024', 'wrong_row', 'ru-RU rodeo',
  f"""ПРОТОКОЛ СУДЕЙ РОДЕО — езда без седла · заезд Z1
Всадник R07 на «Буране»
Пометка судьи: широкие дни NQ 2024 — ⟦24 января@D:2024-01-24⟧: ⟦585,5@{J24}.range⟧ пункта, ⟦17 мая@D:2024-05-17⟧: ⟦541,5@{M17}.range~{M31}.range!⟧ пункта
Восемь секунд отсижено. Судьи S1/S2"""),
E('q_widest_2024', 'derived', 'it-IT chimney',
  f"""SPAZZACAMINO — SCHEDA LAVORO S0709
Apparecchio: stufa a legna, canna in acciaio
Appunto: il ⟦24/01@D:2024-01-24⟧ NQ aprì a ⟦17.188,75@{J24}.open⟧ e chiuse a ⟦16.672,75@{J24}.close⟧, un calo di ⟦516@{J24}.open-{J24}.close!⟧ punti (conto mio, non nel rapporto)
Prova fumi superata."""),
# ---------------------------------------------------------------- q_last10_change
E('q_last10_change', 'faithful', 'ru-RU reel',
  """КИНОПРОЕКЦИОННАЯ — ЖУРНАЛ ЧАСТЕЙ · зал Z2
Часть R1 в 19:30 · переход R1→R2 в 19:51
Записал между частями: последние 10 сессий NQ — лучшая ⟦23 декабря@D:2024-12-23⟧, ⟦+91@row('2024-12-23').change⟧; худшая ⟦20 декабря@D:2024-12-20⟧, ⟦−178,25@row('2024-12-20').change⟧
Лампа в норме."""),
E('q_last10_change', 'faithful', 'es-ES hockey',
  """HOJA DEL BANQUILLO DE CASTIGO — periodo P3
VISITANTE #4 gancho, menor · sale 12:15 · vuelve 14:15
Anotador: últimas 10 sesiones del NQ; el ⟦2 de enero@D:2025-01-02⟧ abrió en ⟦8933,5@row('2025-01-02').open⟧ y cerró en ⟦8837,25@row('2025-01-02').close⟧ (⟦−96,25@row('2025-01-02').change⟧)
Reloj sincronizado.""", allow=['4']),
E('q_last10_change', 'faithful', 'pt-BR courier',
  """ROMANEIO DO MOTOBOY — motoboy M8 · zona Sul
Coleta 09:10 · entrega 09:38 · assinado
No envelope: últimas 10 sessões do NQ — ⟦24/12@D:2024-12-24⟧: ⟦+10,25@row('2024-12-24').change⟧; ⟦27/12@D:2024-12-27⟧: ⟦+24,25@row('2024-12-27').change⟧; ⟦31/12@D:2024-12-31⟧: ⟦−175,5@row('2024-12-31').change⟧
Recebido na portaria."""),
E('q_last10_change', 'wrong_sign', 'zh-CN fishslate',
  """鱼档今日小黑板
鲈鱼 · 带鱼 · 基围虾
粉笔角落：NQ 近10个交易日，⟦12月30日@D:2024-12-30⟧涨跌 ⟦−69.25@row('2024-12-30').change!⟧ 点，⟦12月23日@D:2024-12-23⟧ ⟦+91@row('2024-12-23').change⟧ 点
现杀现卖。"""),
E('q_last10_change', 'wrong_column', 'nl-NL radio',
  """RADIOWERKPLAATS — REPARATIEKAART · Philips ‘Philetta’ · bon B0214
Klacht: brom, geen LG
Briefje op de werkbank: NQ sloot ⟦31 december@D:2024-12-31⟧ op ⟦8.929,5@row('2024-12-31').close~row('2024-12-31').low!⟧, een dagverlies van ⟦175,5@abs(row('2024-12-31').change)⟧ punten
Elco's vervangen, werkt weer."""),
E('q_last10_change', 'invented', 'it-IT brass',
  """BANDA CITTADINA — PROGRAMMA DEL CONCERTO
Marcia: «Inno di Garibaldi»
Nota in calce: NQ, ultime 10 sedute — il ⟦27/12@D:2024-12-27⟧ ⟦+38,5@row('2024-12-27').change!⟧ punti, il ⟦23/12@D:2024-12-23⟧ ⟦+91@row('2024-12-23').change⟧
Intervallo · Dirige il maestro Ferri"""),
# ---------------------------------------------------------------- q_year_volume
E('q_year_volume', 'faithful', 'pt-BR radio',
  f"""OFICINA DE RÁDIOS ANTIGOS — FICHA · Philco · OS O0133
Defeito: chiado nas ondas curtas
Bilhete: volume médio diário do NQ — 2023: ⟦201.034@{Y23}⟧, 2024: ⟦201.006@{Y24}⟧, 2025: ⟦201.902@{Y25}⟧ (só ⟦1@row(2025).count⟧ pregão)
Válvulas testadas, devolvido."""),
E('q_year_volume', 'faithful', 'fr-FR courier',
  f"""FEUILLE DE ROUTE — coursier C3 · zone Centre
Enlèvement 09:05 · livré 09:30 · signé
Pli : volume quotidien moyen du NQ par année — 2023 : ⟦201\u202f034@{Y23}⟧, 2024 : ⟦201\u202f006@{Y24}⟧ (le plus bas), 2025 : ⟦201\u202f902@{Y25}⟧ sur ⟦1@row(2025).count⟧ séance"""),
E('q_year_volume', 'faithful', 'nl-NL stud',
  f"""DEKREGISTER — hengst: ‘Totilas’
Merrie: ‘Fenna’ (vos, guust)
Kantoornotitie: gemiddeld dagvolume NQ — 2023: ⟦201.034@{Y23}⟧ over ⟦250@row(2023).count⟧ dagen; 2024: ⟦201.006@{Y24}⟧ over ⟦252@row(2024).count⟧
Scan over twee weken. Staljongen: Kees"""),
E('q_year_volume', 'wrong_year', 'it-IT reel',
  f"""CABINA DI PROIEZIONE — REGISTRO BOBINE · sala S1
Bobina B1 alle 21:00 · cambio B1→B2 alle 21:19
Appunto: volume medio giornaliero NQ — 2023: ⟦201.034@{Y23}⟧, 2024: ⟦201.902@{Y24}~{Y25}!⟧
Lampada a posto, fuoco controllato."""),
E('q_year_volume', 'wrong_year', 'de-DE brass',
  f"""BLASKAPELLE NQ — KONZERTPROGRAMM
Marsch: „Alte Kameraden“
Programmnotiz: mittleres Tagesvolumen NQ — 2023: ⟦201.006@{Y23}~{Y24}!⟧, 2025: ⟦201.902@{Y25}⟧ aus nur ⟦1@row(2025).count⟧ Sitzung
Pause · Dirigent: H. Vogt"""),
E('q_year_volume', 'miscomputed', 'ja-JP chimney',
  f"""煙突掃除 作業カード ― 伝票J0412
機器：薪ストーブ、ステンレス煙道
メモ：NQ平均出来高 2024年 ⟦201,006@{Y24}⟧、2025年 ⟦201,902@{Y25}⟧、差は⟦859.6@{Y25}-{Y24}!⟧
煙テスト良好。"""),
# ---------------------------------------------------------------- q_rth_hour_volume
E('q_rth_hour_volume', 'faithful', 'en-US greenhouse',
  f"""GREENHOUSE G3 — CLIMATE LOG · Bay B2, tomatoes
06:00 vents shut, heat on
Note: NQ RTH volume, last 20 days — busiest hour 15:00–15:59 at ⟦19,373@{H.format('15')}⟧ contracts, quietest 16:00–16:59 at ⟦5,808@{H.format('16')}⟧
Misting off 11:30."""),
E('q_rth_hour_volume', 'faithful', 'ru-RU brass',
  f"""ДУХОВОЙ ОРКЕСТР — ПРОГРАММА КОНЦЕРТА
Марш: «Прощание славянки»
В буклете: объём NQ по часам основной сессии за 20 дней — 09:00 ⟦17\u00a0542,25@{H.format('09')}⟧, 15:00 ⟦19\u00a0373@{H.format('15')}⟧ (пик), 16:00 ⟦5808@{H.format('16')}⟧
Антракт. Дирижёр: В. Орлов"""),
E('q_rth_hour_volume', 'faithful', 'nl-NL reel',
  f"""CABINE — SPOELENLOG · zaal Z3
Spoel S1 om 20:05 · overgang S1→S2 om 20:24
Tussen de spoelen: NQ-volume per uur (RTH, 20 dagen) — 10:00 ⟦14.523,4@{H.format('10')}⟧, 11:00 ⟦13.478,85@{H.format('11')}⟧, 12:00 ⟦13.395,95@{H.format('12')}⟧
Lamp in orde."""),
E('q_rth_hour_volume', 'wrong_row', 'fr-FR cable',
  f"""JOURNAL DU CÂBLIER — NC « Raymond Croze » · section S4
04:15 UTC charrue C2 posée
Note de quart : volume NQ par heure (RTH, 20 jours) — 11:00 ⟦13\u202f395,95@{H.format('11')}~{H.format('12')}!⟧, 15:00 ⟦19\u202f373,22@{H.format('15')}⟧
Répéteur R9 à l'eau à 06:05."""),
E('q_rth_hour_volume', 'misrounded', 'pl-PL hockey',
  f"""PROTOKÓŁ ŁAWKI KAR — tercja T2
gospodarze #11 podcięcie, mniejsza kara · zejście 08:10 · powrót 10:10
Notatka sędziego czasu: NQ, wolumen RTH z 20 dni — 15:00 ⟦19\u00a0374@{H.format('15')}!⟧, 16:00 ⟦5808@{H.format('16')}⟧
Zegar zsynchronizowany.""", allow=['11']),
E('q_rth_hour_volume', 'derived', 'en-GB rodeo',
  f"""RODEO SCORING SHEET — Saddle bronc · Go-round G2
Rider B117 on 'Cyclone'
Judges' note: NQ's 15:00 hour averaged ⟦19,373.2@{H.format('15')}⟧ contracts over 20 days, the 16:00 hour ⟦5,808.3@{H.format('16')}⟧; the gap, ⟦13,564.9@{H.format('15')}-{H.format('16')}!⟧, is my own subtraction
Spurred out clean. Judges J1/J2"""),
]
