"""Market-data queries, part 2 (q_up_pct_2024 ... q_gap_2024). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- q_up_pct_2024
E('q_up_pct_2024', 'faithful', 'en-GB forage',
  """FORAGING JOURNAL — oak wood, Path P4
2024 tally: NQ closed up on ⟦40.5%@value*100⟧ of ⟦252@R.source_row_count⟧ sessions, fewer than half.
Ceps under the oaks, chanterelles by the stream.
Spore print tonight."""),
E('q_up_pct_2024', 'faithful', 'nl-NL quilt',
  """QUILTKRING — notulen van donderdag
Aanwezig: Riek, Annie, Els
2024: ⟦40,48%@value*100⟧ van de handelsdagen sloot hoger dan de opening (minder dan de helft)
Blok B2 af. Volgende keer om 19:30."""),
E('q_up_pct_2024', 'faithful', 'en-US cue',
  """PIT CUE SHEET — 'Up Days 2024'
Q14 · at letter F · GO: share of up closes ⟦0.405@value⟧
Q15 · hold under dialogue: that is out of ⟦252@R.source_row_count⟧ sessions
Conductor: L. Baxter"""),
E('q_up_pct_2024', 'invented', 'es-ES glass',
  """DIARIO DEL TALLER DE VIDRIO — horno H2
Pieza: «Días alcistas 2024»
Cerraron por encima de la apertura el ⟦46,8 %@value*100!⟧ de las ⟦252@R.source_row_count⟧ sesiones
Al templado a las 16:00. Maestro: Nacho"""),
E('q_up_pct_2024', 'misrounded', 'pl-PL rally',
  """KARTA CZASOWA — Rajd Zabytkowych Aut NQ · auto C12
PKC3 planowo 10:20 · faktycznie 10:21
Dni wzrostowe 2024: ⟦40,4 %@value*100!⟧ z ⟦252@R.source_row_count⟧ sesji
Podpis sędziego: ______"""),
E('q_up_pct_2024', 'derived', 'zh-CN archery',
  """记分卡 · 靶位 T09 · 「2024 上涨日」
上涨占比 ⟦40.48%@value*100⟧，共 ⟦252@R.source_row_count⟧ 个交易日
折合上涨 ⟦102@value*252!⟧ 天（我自己乘出来的，报告里没有）
司线员：王"""),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
E('q_stats_2023_vs_2024', 'faithful', 'de-DE fencing',
  """GEFECHTSPROTOKOLL — Bahn P4, Runde B
Links: 2023 · Rechts: 2024
Mittlere Spanne ⟦363,24@A.mean_range⟧ gegen ⟦274,44@B.mean_range⟧ Punkte
Volumen ⟦201.034@A.mean_volume⟧ gegen ⟦201.006@B.mean_volume⟧
Ergebnis: V5 links. Kampfrichter: H. Brandt"""),
E('q_stats_2023_vs_2024', 'faithful', 'it-IT rally',
  """CARTELLINO ORARIO — Rievocazione NQ · vettura C33
CO4 previsto 11:05 · effettivo 11:05
Escursione media: 2023 ⟦363,2@A.mean_range⟧ punti, 2024 ⟦274,4@B.mean_range⟧, anno più calmo
Volumi quasi identici (⟦201.034@A.mean_volume⟧ e ⟦201.006@B.mean_volume⟧)
Firma commissario: ______"""),
E('q_stats_2023_vs_2024', 'faithful', 'pl-PL plough',
  """DZIENNIK TRASY — pług P7, trasa R4
Wyjazd 04:15 · powrót 09:50
Średni zakres: 2023 — ⟦363,24@A.mean_range⟧ pkt, 2024 — ⟦274,44@B.mean_range⟧ pkt
Wolumen bez zmian: ⟦201\u00a0034@A.mean_volume⟧ wobec ⟦201\u00a0006@B.mean_volume⟧
Zaspy przy wiadukcie."""),
E('q_stats_2023_vs_2024', 'wrong_year', 'zh-CN assay',
  """化验证书 编号 HY2024
样品：NQ 日均振幅与成交量
2023 年：振幅 ⟦363.24@A.mean_range⟧ 点
2024 年：振幅 ⟦363.24@B.mean_range~A.mean_range!⟧ 点，成交量 ⟦201,006@B.mean_volume⟧ 手
化验员：周"""),
E('q_stats_2023_vs_2024', 'wrong_year', 'ja-JP cave',
  """洞窟測量手帳 ― NQ洞、A系統
測点A1（2023年）：平均値幅 ⟦363.2@A.mean_range⟧、⟦250@A.count⟧ 日
測点A2（2024年）：平均値幅 ⟦274.4@B.mean_range⟧、⟦250@B.count~A.count!⟧ 日
出来高はほぼ横ばい。
測量班：小林・松本"""),
E('q_stats_2023_vs_2024', 'miscomputed', 'ru-RU archery',
  """КАРТОЧКА СЧЁТА — щит T04, серия A
2023: средний диапазон ⟦363,24@A.mean_range⟧
2024: ⟦274,44@B.mean_range⟧
Сужение за год: ⟦23,4 %@(A.mean_range-B.mean_range)/A.mean_range*100!⟧
Судья на линии: О. Белова"""),
# ---------------------------------------------------------------- q_big_up_days_2023
E('q_big_up_days_2023', 'faithful', 'es-ES cue',
  """HOJA DE ENTRADAS — foso, «Días de más del 2 %, 2023»
E9 · tras la letra G: ⟦14@len(T)⟧ sesiones por encima del 2 %
E10 · fortissimo: ⟦06/12@D:2023-12-06⟧, ⟦+3,32 %@row('2023-12-06').chg⟧, la mayor
E11 · piano: ⟦27/03@D:2023-03-27⟧, ⟦+2,01 %@row('2023-03-27').chg⟧, la menor
Director: A. Ruiz"""),
E('q_big_up_days_2023', 'faithful', 'en-GB archery',
  """SCORE CARD — Target T03 · round 'Big Up Days 2023'
Gold: ⟦6 Dec@D:2023-12-06⟧, ⟦+3.32%@row('2023-12-06').chg⟧ (open ⟦17,263@row('2023-12-06').open⟧, close ⟦17,836@row('2023-12-06').close⟧)
Red: ⟦7 Nov@D:2023-11-07⟧, ⟦+3.12%@row('2023-11-07').chg⟧
Count: ⟦14@len(T)⟧ days more than 2% above the open
Line judge: ______"""),
E('q_big_up_days_2023', 'faithful', 'en-US quilt',
  """QUILTING BEE — minutes, Tuesday
Present: Edna, Ruth, Marge
Treasurer read the 2023 big up days (close more than 2% over the open): ⟦14@len(T)⟧ of them, largest ⟦12/6@D:2023-12-06⟧ at ⟦+3.32%@row('2023-12-06').chg⟧, first ⟦1/18@D:2023-01-18⟧ at ⟦+2.50%@row('2023-01-18').chg⟧
Block B6 finished. Next meeting 19:00."""),
E('q_big_up_days_2023', 'wrong_column', 'pt-BR ballet',
  """ESCALA DE ENSAIO — Balé NQ, sala A
10:00 aula
11:00 «Altas de 2023»: ⟦07/11@D:2023-11-07⟧, ⟦+3,12%@row('2023-11-07').chg⟧, fechamento ⟦17.632@row('2023-11-07').close~row('2023-11-07').open!⟧
12:00 ⟦06/12@D:2023-12-06⟧, ⟦+3,32%@row('2023-12-06').chg⟧, a maior
Ensaiadora: C. Lima"""),
E('q_big_up_days_2023', 'coincidental', 'ru-RU cave',
  """ЖУРНАЛ СЪЁМКИ ПЕЩЕРЫ — система NQ, ход B
Пикет B4: ⟦13 апреля@D:2023-04-13⟧, ⟦+2,20 %@row('2023-04-13').chg!⟧
Пикет B5: ⟦19 апреля@D:2023-04-19⟧, ⟦+2,42 %@row('2023-04-19').chg⟧
Пикет B6: ⟦6 декабря@D:2023-12-06⟧, ⟦+3,32 %@row('2023-12-06').chg⟧, самый сильный день
Съёмщики: Зуев, Орлов"""),
E('q_big_up_days_2023', 'wrong_row', 'de-DE assay',
  """PRÜFSCHEIN Nr. PS2023
Probe: NQ-Tage 2023 mit über 2 % Plus
Stärkster Tag: ⟦06.12.@D:2023-12-06⟧ mit ⟦+3,32 %@row('2023-12-06').chg⟧
Schwächster: ⟦27.03.@D:2023-03-27⟧ mit ⟦+2,06 %@row('2023-03-27').chg~row('2023-10-12').chg!⟧
Prüfer: K. Vogt"""),
# ---------------------------------------------------------------- q_corr_2024
E('q_corr_2024', 'faithful', 'zh-CN plough',
  """除雪路线日志 · 车号 T03 · 路线 R5
出车 04:20 · 收车 09:00
2024 成交量与振幅的相关系数：⟦0.051@value⟧，几乎没有关系
桥面结冰，加撒融雪剂。"""),
E('q_corr_2024', 'faithful', 'en-US cave',
  """CAVE SURVEY — Correlation Pitch, 2024
Stn C1: volume vs range, r = ⟦0.0512@value⟧
Reading: practically no link.
Dry passage; compass checked at C2.
Party: Vance, Ortiz"""),
E('q_corr_2024', 'faithful', 'de-DE tea',
  """VERKOSTUNGSBUCH — Partie DJ0524, Darjeeling
Korrelation Volumen zu Spanne, 2024: ⟦0,05@value⟧
Aufguss: dünn, kaum ein Zusammenhang
Ziehzeit 03:00. Urteil: nicht kaufen."""),
E('q_corr_2024', 'misrounded', 'nl-NL forage',
  """PADDENSTOELENLOGBOEK — dennenbos D2
Correlatie volume–spanne 2024: ⟦0,0511@value!⟧
Vrijwel geen verband.
Eekhoorntjesbrood bij de oude zandweg."""),
E('q_corr_2024', 'wrong_sign', 'it-IT archery',
  """CARTELLINO PUNTEGGI — bersaglio T08, volée V1
Correlazione volume/escursione 2024: ⟦−0,05@value!⟧
Legame praticamente nullo.
Giudice di linea: ______"""),
E('q_corr_2024', 'invented', 'en-GB fencing',
  """BOUT SHEET — Piste P1, Pool A · 2024
Left: daily volume · Right: daily range
Correlation: ⟦0.31@value!⟧
Referee's note: re-measure before the final.
Referee: G. Ashdown"""),
# ---------------------------------------------------------------- q_monthly_2024
E('q_monthly_2024', 'faithful', 'zh-CN glass',
  """吹制车间日志 · 熔炉 F1
作品：「2024 月线」
唯一收涨：4月 ⟦+1,008@row('2024-04-30').change⟧ 点
跌得最多：7月 ⟦−1,374@row('2024-07-31').change⟧ 点
年末收盘 ⟦8,944@row('2024-12-31').close⟧
17:10 入退火炉。"""),
E('q_monthly_2024', 'faithful', 'pl-PL quilt',
  """KÓŁKO PATCHWORKOWE — protokół z czwartku
Obecne: Halina, Basia, Jola
Miesiące 2024: tylko kwiecień na plusie (⟦+1008@row('2024-04-30').change⟧), najgorszy lipiec (⟦−1374@row('2024-07-31').change⟧)
Grudzień zamknięty na ⟦8944@row('2024-12-31').close⟧
Blok B5 gotowy. Następne spotkanie 18:00."""),
E('q_monthly_2024', 'faithful', 'ru-RU rally',
  """КАРТОЧКА ВРЕМЕНИ — ралли ретро-автомобилей NQ · экипаж C14
TC2 план 09:40 · факт 09:41
2024 по месяцам: апрель — ⟦+1008@row('2024-04-30').change⟧, июль — ⟦−1374@row('2024-07-31').change⟧ (худший)
Декабрь закрылся на ⟦8944@row('2024-12-31').close⟧
Подпись судьи: ______"""),
E('q_monthly_2024', 'wrong_sign', 'ja-JP ballet',
  """リハーサル香盤表 ― NQバレエ団、スタジオB
10:00 クラス
11:30「2024年 月足」：4月 ⟦−1,008@row('2024-04-30').change!⟧（唯一の上昇月）、7月 ⟦−1,374@row('2024-07-31').change⟧（最悪）
トウシューズは11:15までに。"""),
E('q_monthly_2024', 'wrong_column', 'es-ES tea',
  """LIBRO DE CATA — lote OL1024, oolong
Barras mensuales 2024:
abril, única subida: ⟦+1008@row('2024-04-30').change⟧
octubre: cierre en ⟦9741@row('2024-10-31').close~row('2024-10-31').low!⟧, cambio ⟦−1238@row('2024-10-31').change⟧
Infusión 03:00. Nota: tostado."""),
E('q_monthly_2024', 'derived', 'en-GB forage',
  """FORAGING JOURNAL — beech hanger, Path P2
2024 monthly bars: January opened at ⟦17,578.75@row('2024-01-31').open⟧, December closed at ⟦8,944@row('2024-12-31').close⟧
Net fall over the year: ⟦8,634.75@row('2024-01-31').open-row('2024-12-31').close!⟧ points (my own arithmetic, not in the report)
Hedgehog fungus by the stile."""),
# ---------------------------------------------------------------- q_weekly_recent
E('q_weekly_recent', 'faithful', 'de-DE assay',
  """PRÜFSCHEIN Nr. PS1208
Probe: NQ-Wochenbalken, letzte 20 Handelstage
Schwächste Woche: ab ⟦08.12.@D:2024-12-08⟧ mit ⟦−381,75@row('2024-12-08').change⟧
Einzige Plus-Woche: ab ⟦29.12.@D:2024-12-29⟧ mit ⟦+57,5@row('2024-12-29').change⟧
Prüfer: K. Vogt"""),
E('q_weekly_recent', 'faithful', 'en-US glass',
  """HOT SHOP LOG — furnace F1, bench B2
Weekly bars, last 20 sessions:
wk of ⟦12/8@D:2024-12-08⟧ ⟦−381.75@row('2024-12-08').change⟧ · ⟦12/15@D:2024-12-15⟧ ⟦−16@row('2024-12-15').change⟧ · ⟦12/22@D:2024-12-22⟧ ⟦−352.75@row('2024-12-22').change⟧
⟦12/29@D:2024-12-29⟧ ⟦+57.50@row('2024-12-29').change⟧ · ⟦1/5@D:2025-01-05⟧ ⟦−205.50@row('2025-01-05').change⟧
Annealer at 17:00."""),
E('q_weekly_recent', 'faithful', 'en-GB ballet',
  """REHEARSAL CALL — NQ Ballet, Studio B · Monday
11:00 'Five Weeks': week of ⟦8 Dec@D:2024-12-08⟧ down ⟦381.75@row('2024-12-08').change|neg⟧, the worst; week of ⟦29 Dec@D:2024-12-29⟧ up ⟦57.5@row('2024-12-29').change⟧, the only rise
12:00 Mean of the five: ⟦−179.7@stats.change.mean⟧
Ballet mistress: F. Dunne"""),
E('q_weekly_recent', 'wrong_sign', 'fr-FR cue',
  """FEUILLE DE TOPS — fosse d'orchestre, « Semaines »
Q31 · après la lettre H : semaine du ⟦8 décembre@D:2024-12-08⟧, ⟦−381,75@row('2024-12-08').change⟧
Q32 · semaine du ⟦29 décembre@D:2024-12-29⟧, seule hausse : ⟦−57,5@row('2024-12-29').change!⟧
Chef : M. Lefebvre"""),
E('q_weekly_recent', 'coincidental', 'pl-PL fencing',
  """PROTOKÓŁ WALKI — plansza P3, grupa C
Lewy: tydzień od ⟦8 grudnia@D:2024-12-08⟧, ⟦−381,75@row('2024-12-08').change⟧
Prawy: tydzień od ⟦5 stycznia@D:2025-01-05⟧, ⟦−181@row('2025-01-05').change!⟧
Wynik: V5 dla prawego. Sędzia: T. Wróbel"""),
E('q_weekly_recent', 'wrong_row', 'ja-JP archery',
  """スコアカード ― 的T11・「直近の週足」
E1 ⟦12月8日@D:2024-12-08⟧の週：⟦−352.75@row('2024-12-08').change~row('2024-12-22').change!⟧（最悪の週）
E2 ⟦12月29日@D:2024-12-29⟧の週：⟦+57.5@row('2024-12-29').change⟧（唯一のプラス）
記録係：中村"""),
# ---------------------------------------------------------------- q_gap_2024
E('q_gap_2024', 'faithful', 'ja-JP rally',
  """タイムカード ― NQクラシックラリー・車番C21
TC4 予定 10:05・到着 10:05
2024年の寄り付きギャップ：平均 ⟦1.51@mean_g⟧、最大 ⟦+147.25@max_g⟧、最小 ⟦−128.5@min_g⟧
標準偏差 ⟦34.54@std_g⟧
競技長サイン：＿＿"""),
E('q_gap_2024', 'faithful', 'es-ES forage',
  """DIARIO DE RECOLECCIÓN — pinar P3
Huecos de apertura 2024: media ⟦1,51@mean_g⟧ (casi nada), mayor al alza ⟦+147,25@max_g⟧, mayor a la baja ⟦−128,5@min_g⟧, desviación típica ⟦34,54@std_g⟧
Níscalos bajo los pinos. Vuelta a las 14:00."""),
E('q_gap_2024', 'faithful', 'de-DE cave',
  """HÖHLENVERMESSUNG — Eröffnungslücken 2024
MP G1: Mittel ⟦1,51@mean_g⟧ · MP G2: größte Lücke nach oben ⟦+147,25@max_g⟧
MP G3: nach unten ⟦−128,5@min_g⟧ · Streuung ⟦34,54@std_g⟧
Tropfwasser an G3. Messtrupp: Huber"""),
E('q_gap_2024', 'wrong_sign', 'en-GB glass',
  """HOT SHOP LOG — furnace F3
2024 opening gaps: mean ⟦1.51@mean_g⟧, largest up ⟦+147.25@max_g⟧, largest down ⟦+128.5@min_g!⟧
Std dev ⟦34.54@std_g⟧
Into the lehr at 16:50. — Gaffer: Ffion"""),
E('q_gap_2024', 'wrong_column', 'it-IT plough',
  """REGISTRO DI PERCORSO — spazzaneve S2, tratta R6
Uscita 04:00 · rientro 08:45
Gap d'apertura 2024: media ⟦1,51@mean_g⟧, deviazione standard ⟦147,25@std_g~max_g!⟧, minimo ⟦−128,5@min_g⟧
Ghiaccio sul viadotto."""),
E('q_gap_2024', 'miscomputed', 'fr-FR fencing',
  """FEUILLE DE MATCH — piste P2, poule B
Gauche : plus grand gap haussier ⟦+147,25@max_g⟧
Droite : plus grand gap baissier ⟦−128,5@min_g⟧
Écart entre les deux : ⟦28,75@max_g-abs(min_g)!⟧ points
Résultat : V5 à gauche. Arbitre : J. Morel"""),
]
