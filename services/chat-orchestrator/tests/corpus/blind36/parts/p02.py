"""Market-data queries, part 2 (q_up_pct_2024 ... q_gap_2024). Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

N = "R.source_row_count"
D06 = "row('2023-12-06').chg"
APR = "row('2024-04-30').change"
JUL = "row('2024-07-31').change"
OCT = "row('2024-10-31')"
W08 = "row('2024-12-08').change"
W15 = "row('2024-12-15').change"
W22 = "row('2024-12-22').change"
W29 = "row('2024-12-29').change"
W05 = "row('2025-01-05').change"

ENTRIES = [
# ---------------------------------------------------------------- q_up_pct_2024
E('q_up_pct_2024', 'faithful', 'pt-BR courier',
  f"""ROMANEIO DO MOTOBOY — motoboy M2 · zona Oeste
Coleta 14:20 · entrega 14:51 · assinado
Recado no envelope: em 2024 o NQ fechou em alta em ⟦40,5 %@value*100⟧ dos ⟦252@{N}⟧ pregões
Entregue ao porteiro."""),
E('q_up_pct_2024', 'faithful', 'ru-RU hockey',
  """ПРОТОКОЛ СКАМЬИ ШТРАФНИКОВ — период P2
хозяева #27 подножка, малый штраф · ушёл 06:40 · вернулся 08:40
Заметка секретаря: в 2024 году NQ закрылся выше открытия в ⟦40,48 %@value*100⟧ сессий
Часы сверены.""", allow=['27']),
E('q_up_pct_2024', 'faithful', 'fr-FR radio',
  """ATELIER TSF — FICHE DE RÉPARATION · Ducretet-Thomson · bon T0309
Panne : ronflement, cadran muet
Mot sur l'établi : en 2024, le NQ a clôturé en hausse ⟦40,5\u202f%@value*100⟧ des séances — moins d'une sur deux
Condensateurs changés, rendu en état de marche."""),
E('q_up_pct_2024', 'wrong_unit', 'ja-JP fishslate',
  f"""鮮魚店 本日の黒板
真鯛・鯵・帆立
チョークの隅に：NQ 2024年の陽線比率 ⟦0.40%@value~value!⟧（⟦252@{N}⟧日中）
三枚おろし無料。""", unit_note='a share stored as a fraction quoted as a percent'),
E('q_up_pct_2024', 'misrounded', 'it-IT reel',
  f"""CABINA DI PROIEZIONE — REGISTRO BOBINE · sala S3
Bobina B1 alle 18:30 · cambio B1→B2 alle 18:49
Tra una bobina e l'altra: nel 2024 NQ ha chiuso in rialzo il ⟦40,4 %@value*100!⟧ delle ⟦252@{N}⟧ sedute
Messa a fuoco controllata."""),
E('q_up_pct_2024', 'derived', 'zh-CN stud',
  f"""配种记录 · 种公马「追风」
母马「玉兰」（栗色）
办公室备注：NQ 2024 年上涨日占比 ⟦40.48%@value*100⟧，按 ⟦252@{N}⟧ 个交易日算，即 ⟦102@value*{N}!⟧ 天收涨（我自己乘的，报告里没有）
两周后验胎。"""),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
E('q_stats_2023_vs_2024', 'faithful', 'it-IT rocket',
  """REGISTRO DI LANCIO — volo V05 · razzo «Aquila» · motore C6
Rampa R1 · vento debole
Annotato prima del lancio: NQ, escursione media 2023: ⟦363,24@A.mean_range⟧ punti, 2024: ⟦274,44@B.mean_range⟧; volume medio ⟦201.034@A.mean_volume⟧ e ⟦201.006@B.mean_volume⟧
Paracadute aperto, recuperato."""),
E('q_stats_2023_vs_2024', 'faithful', 'pl-PL fishslate',
  """SKLEP RYBNY — TABLICA DNIA
Sandacz · szprotki · karp
Kredą na dole: NQ, średni zakres dzienny — 2023: ⟦363,2@A.mean_range⟧ pkt (⟦250@A.count⟧ sesji), 2024: ⟦274,4@B.mean_range⟧ pkt (⟦252@B.count⟧ sesji)
Skrobanie gratis."""),
E('q_stats_2023_vs_2024', 'faithful', 'es-ES stud',
  """LIBRO DE CUBRICIONES — semental: «Jerezano»
Yegua: «Paloma» (torda)
Nota de oficina: NQ, rango medio 2023: ⟦363,24@A.mean_range⟧ puntos; 2024: ⟦274,44@B.mean_range⟧. Volumen casi igual: ⟦201.034@A.mean_volume⟧ frente a ⟦201.006@B.mean_volume⟧
Ecografía en quince días. Mozo: Julián"""),
E('q_stats_2023_vs_2024', 'wrong_year', 'en-GB hockey',
  """PENALTY BOX SHEET — P2
AWAY #19 tripping, minor · off 04:31 · on 06:31
Scorer's note: NQ mean daily range in 2024, ⟦363.24@B.mean_range~A.mean_range!⟧ points; mean volume in 2024, ⟦201,006@B.mean_volume⟧
Box door shut, clock synced.""", allow=['19']),
E('q_stats_2023_vs_2024', 'wrong_year', 'zh-CN rodeo',
  """牛仔竞技评分表 · 骑公牛 · R2 轮
骑手 B204 骑「黑风」
裁判备注：NQ 2023 年共 ⟦252@A.count~B.count!⟧ 个交易日，日均波幅 ⟦363.24@A.mean_range⟧ 点；2024 年为 ⟦274.44@B.mean_range⟧ 点
八秒骑满。裁判 J1/J2"""),
E('q_stats_2023_vs_2024', 'wrong_column', 'de-DE radio',
  """RADIOWERKSTATT — REPARATURKARTE · Grundig Majestic · Auftrag W0422
Fehler: Brummen, Skala dunkel
Zettel am Gerät: NQ 2023 — mittlere Tagesspanne ⟦250@A.mean_range~A.count!⟧ Punkte, Volumen im Schnitt ⟦201.034@A.mean_volume⟧
Elkos ersetzt, EL84 geprüft."""),
# ---------------------------------------------------------------- q_big_up_days_2023
E('q_big_up_days_2023', 'faithful', 'en-GB stud',
  f"""COVERING RECORD — Stallion: 'Sea Harrier'
Mare: 'Lady Tamsin' (bay, maiden)
Office note: NQ had ⟦14@R.summary.rows⟧ days in 2023 closing more than 2% above the open; the biggest was ⟦6 Dec@D:2023-12-06⟧ at ⟦+3.32%@{D06}⟧
Scan at a fortnight. Stud groom: T. Marsh"""),
E('q_big_up_days_2023', 'faithful', 'zh-CN brass',
  f"""铜管乐团音乐会节目单
进行曲《拉德斯基进行曲》
节目说明：2023 年 NQ 收盘高于开盘超 2% 的日子共 ⟦14@R.summary.rows⟧ 天，第一天是⟦1月18日@D:2023-01-18⟧（⟦+2.50%@row('2023-01-18').chg⟧），最大是⟦12月6日@D:2023-12-06⟧（⟦+3.32%@{D06}⟧）
中场休息。指挥：陈涛"""),
E('q_big_up_days_2023', 'faithful', 'pl-PL rocket',
  """DZIENNIK STARTÓW — lot L06 · rakieta „Orzeł” · silnik C6
Wyrzutnia W1 · wiatr słaby
Przed startem: NQ w 2023 r., ⟦7 listopada@D:2023-11-07⟧ — otwarcie ⟦17\u00a0632@row('2023-11-07').open⟧, zamknięcie ⟦18\u00a0182,75@row('2023-11-07').close⟧, czyli ⟦+3,12 %@row('2023-11-07').chg⟧
Spadochron otwarty, rakieta odzyskana."""),
E('q_big_up_days_2023', 'coincidental', 'fr-FR chimney',
  f"""RAMONAGE — FICHE D'INTERVENTION F0527
Appareil : insert bois, conduit tubé
Note : NQ 2023, hausse du ⟦19 avril@D:2023-04-19⟧ : ⟦+2,46\u202f%@row('2023-04-19').chg!⟧ ; celle du ⟦6 décembre@D:2023-12-06⟧ : ⟦+3,32\u202f%@{D06}⟧, la plus forte
Certificat de ramonage remis."""),
E('q_big_up_days_2023', 'wrong_row', 'de-DE courier',
  """FAHRTENZETTEL — Kurier K7 · Zone Mitte
Abholung 09:10 · Zustellung 09:35 · Unterschrift: Frau Lenz
Beipackzettel: NQ am ⟦06.06.@D:2023-06-06⟧ — Eröffnung ⟦17.605@row('2023-06-06').open⟧, Schluss ⟦18.875@row('2023-06-06').close~row('2023-06-15').close!⟧, plus ⟦2,98 %@row('2023-06-06').chg⟧"""),
E('q_big_up_days_2023', 'misrounded', 'pt-BR rodeo',
  """SÚMULA DE RODEIO — montaria em touro · etapa E3
Peão P44 no touro «Bandido»
Anotação do juiz: NQ 2023, primeiro dia acima de 2 %: ⟦18/01@D:2023-01-18⟧, alta de ⟦2,51 %@row('2023-01-18').chg!⟧; ao todo ⟦14@R.summary.rows⟧ dias
Oito segundos cravados. Juízes J1/J2"""),
# ---------------------------------------------------------------- q_corr_2024
E('q_corr_2024', 'faithful', 'ja-JP radio',
  f"""真空管ラジオ修理カード ― ナショナル・受付番号R0603
症状：ハム音、ダイヤル糸切れ
メモ：NQ 2024年の出来高と値幅の相関係数は⟦0.051@value⟧（⟦252@{N}⟧日）、ほぼ無相関
コンデンサ交換、動作良好。"""),
E('q_corr_2024', 'faithful', 'pt-BR chimney',
  """LIMPA-CHAMINÉS — FICHA DE SERVIÇO F0214
Aparelho: lareira aberta, duto de tijolo
Observação: correlação entre volume e amplitude do NQ em 2024: ⟦0,05@value⟧ — praticamente nenhuma
Teste de fumaça aprovado."""),
E('q_corr_2024', 'faithful', 'nl-NL brass',
  f"""FANFARE NQ — CONCERTPROGRAMMA
Mars: ‘Alte Kameraden’
Toelichting: de correlatie tussen dagvolume en dagspanne van NQ in 2024 was ⟦0,0512@value⟧ over ⟦252@{N}⟧ dagen — vrijwel nul
Pauze · Dirigent: W. de Groot"""),
E('q_corr_2024', 'wrong_sign', 'zh-CN hockey',
  """受罚席记录表 · P2 节
主队 #9 钩人，小罚 · 下场 10:05 · 回场 12:05
记录员备注：NQ 2024 年成交量与波幅的相关系数 ⟦−0.051@value!⟧，几乎不相关
计时已校准。""", allow=['9']),
E('q_corr_2024', 'invented', 'de-DE cable',
  f"""KABELLEGER-LOGBUCH — KLS „Nordsee“ · Abschnitt A2
04:30 UTC Pflug P1 am Grund
Notiz der Wache: Korrelation Volumen/Spanne NQ 2024: ⟦0,38@value!⟧ über ⟦252@{N}⟧ Tage
Repeater R7 um 06:20 über Bord, Zug stabil."""),
E('q_corr_2024', 'wrong_unit', 'en-US rodeo',
  """RODEO SCORING SHEET — Bareback · Short go
Rider B088 on 'Widowmaker'
Judges' note: volume-vs-range correlation for NQ in 2024 came out at ⟦5.12%@value~value*100!⟧ — practically nil
Eight seconds, clean. Judges J1/J2""", unit_note='a correlation coefficient quoted as a percent'),
# ---------------------------------------------------------------- q_monthly_2024
E('q_monthly_2024', 'faithful', 'nl-NL hockey',
  f"""STRAFBANKFORMULIER — periode P1
THUIS #21 haken, minor · eruit 15:02 · erin 17:02
Notitie van de tijdwaarnemer: NQ-maandbalken 2024 — april de enige stijger, ⟦+1.008@{APR}⟧; juli de zwakste, ⟦−1.374@{JUL}⟧
Klok gelijkgezet.""", allow=['21']),
E('q_monthly_2024', 'faithful', 'pl-PL rocket',
  """DZIENNIK STARTÓW — lot L07 · rakieta „Sokół” · silnik C6
Wyrzutnia W2 · bezwietrznie
Notatka: NQ 2024 miesięcznie — styczeń otwarcie ⟦17\u00a0578,75@row('2024-01-31').open⟧, grudzień zamknięcie ⟦8944@row('2024-12-31').close⟧; sierpień zmiana ⟦−1065,25@row('2024-08-31').change⟧
Odzysk bez uszkodzeń."""),
E('q_monthly_2024', 'faithful', 'zh-CN greenhouse',
  f"""温室 G3 气候日志 · B2 区 · 黄瓜
06:00 关窗，开暖气
备注：NQ 2024 年月线，1月开盘 ⟦17,578.75@row('2024-01-31').open⟧，12月收盘 ⟦8,944@row('2024-12-31').close⟧；全年只有4月收涨（⟦+1,008@{APR}⟧）
11:30 停止喷雾。"""),
E('q_monthly_2024', 'wrong_sign', 'en-GB chimney',
  f"""CHIMNEY SWEEP — JOB CARD J0611
Appliance: multifuel stove, steel liner
Soot: moderate, dry
Note: NQ monthly bars 2024 — April ⟦−1,008@{APR}!⟧ points, July ⟦−1,374@{JUL}⟧, the worst month
Smoke test passed; cowl fitted."""),
E('q_monthly_2024', 'wrong_column', 'ja-JP brass',
  f"""ブラスバンド演奏会 プログラム
行進曲「星条旗よ永遠なれ」
解説：NQ 2024年10月の月足は始値⟦11,281.5@{OCT}.open⟧、終値⟦11,343.25@{OCT}.close~{OCT}.high!⟧
休憩あり。指揮：山本"""),
E('q_monthly_2024', 'miscomputed', 'en-US reel',
  """PROJECTION BOOTH — REEL LOG · Screen S1
Print: 'NQ 2024'
R1 on 20:00 · changeover R1→R2 20:21
Note: January opened at ⟦17,578.75@row('2024-01-31').open⟧, December closed at ⟦8,944@row('2024-12-31').close⟧ — a drop of ⟦8,364.75@row('2024-01-31').open-row('2024-12-31').close!⟧ points on the year
Lamp OK."""),
# ---------------------------------------------------------------- q_weekly_recent
E('q_weekly_recent', 'faithful', 'pt-BR chimney',
  f"""LIMPA-CHAMINÉS — FICHA DE SERVIÇO F0311
Aparelho: fogão a lenha
Observação: semanas recentes do NQ — a de ⟦08/12@D:2024-12-08⟧ caiu ⟦381,75@-{W08}⟧ pontos; a de ⟦29/12@D:2024-12-29⟧ subiu ⟦57,5@{W29}⟧, a única em alta
Fuligem retirada."""),
E('q_weekly_recent', 'faithful', 'pl-PL rodeo',
  f"""KARTA OCEN RODEO — jazda na oklep · runda R1
Jeździec J05 na „Huraganie”
Uwagi sędziów: tygodnie NQ — do ⟦22 grudnia@D:2024-12-22⟧: ⟦−352,75@{W22}⟧ pkt; do ⟦5 stycznia@D:2025-01-05⟧: ⟦−205,5@{W05}⟧ pkt
Osiem sekund zaliczone. Sędziowie S1/S2"""),
E('q_weekly_recent', 'faithful', 'it-IT courier',
  f"""FOGLIO DI MARCIA — pony P2 · zona Centro
Ritiro 09:20 · consegna 09:48 · firmato
Nella busta: settimane NQ — quella del ⟦15/12@D:2024-12-15⟧: ⟦−16@{W15}⟧ punti su ⟦1.002.088@row('2024-12-15').volume⟧ contratti; quella del ⟦29/12@D:2024-12-29⟧: ⟦+57,5@{W29}⟧"""),
E('q_weekly_recent', 'wrong_row', 'ru-RU hockey',
  f"""ПРОТОКОЛ СКАМЬИ ШТРАФНИКОВ — период P3
гости #44 задержка клюшкой, малый · ушёл 03:15 · вернулся 05:15
Секретарь: недели NQ — к ⟦8 декабря@D:2024-12-08⟧: ⟦−381,75@{W08}⟧; к ⟦5 января@D:2025-01-05⟧: ⟦−352,75@{W05}~{W22}!⟧
Часы сверены.""", allow=['44']),
E('q_weekly_recent', 'invented', 'en-GB cable',
  f"""CABLE SHIP LOG — CS 'Peter Faber' · segment S5
03:50 UTC plough PL1 recovered for inspection
Bridge aside: NQ weekly bars — week to ⟦22 Dec@D:2024-12-22⟧ ⟦−318.25@{W22}!⟧ points; week to ⟦29 Dec@D:2024-12-29⟧ ⟦+57.5@{W29}⟧, the only green one
Slack within limits."""),
E('q_weekly_recent', 'wrong_sign', 'nl-NL stud',
  f"""DEKREGISTER — hengst: ‘Zonnekoning’
Merrie: ‘Anke’ (bruin)
Notitie: NQ, week tot ⟦8 december@D:2024-12-08⟧: ⟦+381,75@{W08}!⟧ punten; week tot ⟦15 december@D:2024-12-15⟧: ⟦−16@{W15}⟧
Gedekt om 08:15, scan over twee weken."""),
# ---------------------------------------------------------------- q_gap_2024
E('q_gap_2024', 'faithful', 'zh-CN cable',
  """海缆敷设船日志 · 区段 S2
04:20 UTC 埋设犁 PL1 着底
值班备注：NQ 2024 年开盘跳空，平均 ⟦1.51@mean_g⟧ 点，最大 ⟦147.25@max_g⟧，最小 ⟦−128.5@min_g⟧，标准差 ⟦34.54@std_g⟧
06:10 投放中继器 R11，张力正常。"""),
E('q_gap_2024', 'faithful', 'nl-NL rodeo',
  """RODEO SCOREFORMULIER — bronc · ronde R2
Ruiter R19 op ‘Storm’
Notitie jury: openingsgaps NQ 2024 — gemiddeld ⟦1,51@mean_g⟧ punt, grootste omhoog ⟦147,25@max_g⟧, grootste omlaag ⟦−128,5@min_g⟧
Acht seconden vol. Juryleden J1/J2"""),
E('q_gap_2024', 'faithful', 'fr-FR radio',
  """ATELIER TSF — FICHE DE RÉPARATION · Radiola · bon T0412
Panne : crachements en GO
Note : écarts d'ouverture du NQ en 2024 — moyenne ⟦1,5@mean_g⟧ point, écart-type ⟦34,5@std_g⟧, extrêmes ⟦+147,25@max_g⟧ et ⟦−128,5@min_g⟧
Potentiomètre nettoyé, rendu."""),
E('q_gap_2024', 'wrong_column', 'it-IT stud',
  """REGISTRO MONTE — stallone: «Varenne»
Fattrice: «Bettina» (baia)
Nota d'ufficio: gap d'apertura NQ 2024 — deviazione standard ⟦1,51@std_g~mean_g!⟧ punti, massimo ⟦147,25@max_g⟧
Monta alle 08:30, ecografia tra due settimane."""),
E('q_gap_2024', 'misrounded', 'en-GB courier',
  """RUN SHEET — Rider R09 · Zone City
10:05 collect, Cheapside · 10:27 drop, Moorgate
Envelope memo: NQ opening gaps 2024 — mean ⟦1.51@mean_g⟧ pts, standard deviation ⟦34.55@std_g!⟧, largest ⟦147.25@max_g⟧
POD signed at reception."""),
E('q_gap_2024', 'wrong_sign', 'de-DE greenhouse',
  """GEWÄCHSHAUS G2 — KLIMAPROTOKOLL · Block B1, Gurken
06:00 Lüftung zu, Heizung an
Notiz: Eröffnungslücken NQ 2024 — größte nach oben ⟦+147,25@max_g⟧, größte nach unten ⟦+128,5@min_g!⟧ Punkte
Schattierung um 11:00 ausgefahren."""),
]
