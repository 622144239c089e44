"""Market-data queries, part 2 (q_up_pct_2024 ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- q_up_pct_2024
E('q_up_pct_2024', 'wrong_unit', 'ru-RU trail',
  """ПУТЕВОДИТЕЛЬ: тропа «Зелёные дни — 2024»
Протяжённость: ⟦252@R.source_row_count⟧ торговых дня.
Доля подъёмов: ⟦0,405\u00a0%@value~value!⟧ — тропа большей частью идёт вниз.
Маркировка: красная, сложность средняя.""",
  unit_note='a fraction quoted as a percent'),
E('q_up_pct_2024', 'miscomputed', 'nl-NL nursery',
  """Berend Botje ging uit varen met zijn NQ in 2024:
⟦40,5%@value*100⟧ van de dagen sloot hij hoger,
dus ⟦58,5%@100-value*100!⟧ lager —
en hij is nooit meer weergekeerd!"""),
E('q_up_pct_2024', 'invented', 'en-US kanban',
  """KANBAN — NQ 2024 STATS
DONE   #88 share of up days in 2024 → ⟦46.2%@value*100!⟧ of ⟦252@R.source_row_count⟧ sessions
DOING  #90 same query for 2023
BLOCKED —""",
  allow=['88', '90']),
E('q_up_pct_2024', 'faithful', 'pl-PL setlist',
  """NQ — TRASA 2024 (⟦252@R.source_row_count⟧ koncerty)
1. „Na plusie” — ⟦40,5%@value*100⟧ dni
2. „Na minusie” — cała reszta
BIS: „Więcej spadków niż wzrostów”"""),
E('q_up_pct_2024', 'faithful', 'pt-BR astro',
  """Diário de observação — alvo: NQ, temporada 2024
Noites observadas: ⟦252@R.source_row_count⟧. Fechamento acima da abertura em ⟦40,48%@value*100⟧ delas.
Nota: menos da metade das noites brilhou. Seeing: Antoniadi III."""),
E('q_up_pct_2024', 'faithful', 'it-IT parcel',
  """Tracciamento spedizione NQ24IT
▸ Presa in carico: ⟦252@R.source_row_count⟧ sedute del 2024
▸ In transito: chiusura sopra l'apertura nel ⟦40,5%@value*100⟧ dei casi
▸ Consegnato: meno di metà delle sedute in rialzo"""),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
E('q_stats_2023_vs_2024', 'wrong_year', 'it-IT setlist',
  """NQ — SERATA 2024
1. «Escursione media» — ⟦363,2@B.mean_range~A.mean_range!⟧ punti
2. «Volume medio» — ⟦201.006@B.mean_volume⟧ contratti
3. «Sedute» — ⟦252@B.count⟧
BIS: «Il confronto con il 2023»"""),
E('q_stats_2023_vs_2024', 'wrong_year', 'en-US taxform',
  """SCHEDULE NQ-CMP (comparison, 2023 vs 2024)
1. 2023 average daily range ...... ⟦363.24@A.mean_range⟧
2. 2023 average daily volume ..... ⟦201,006@A.mean_volume~B.mean_volume!⟧
3. 2024 average daily range ...... ⟦274.44@B.mean_range⟧
4. Sessions (2023 / 2024) ........ ⟦250@A.count⟧ / ⟦252@B.count⟧"""),
E('q_stats_2023_vs_2024', 'derived', 'en-GB socratic',
  """SOCRATES: Was 2023 the wilder year, Crito?
CRITO: Its average range was ⟦363.24@A.mean_range⟧ points, against ⟦274.44@B.mean_range⟧ in 2024.
SOCRATES: By how much, then?
CRITO: I did the subtraction myself: ⟦88.8@A.mean_range-B.mean_range!⟧ points. Volume barely moved — ⟦201,034@A.mean_volume⟧ versus ⟦201,006@B.mean_volume⟧."""),
E('q_stats_2023_vs_2024', 'faithful', 'de-DE nursery',
  """Alle meine Spannen schwimmen auf dem See:
2023 im Schnitt ⟦363,24@A.mean_range⟧ — oh weh!
2024 nur ⟦274,44@B.mean_range⟧, Köpfchen in das Wasser,
Volumen ⟦201.034@A.mean_volume⟧ und ⟦201.006@B.mean_volume⟧ — kaum nasser."""),
E('q_stats_2023_vs_2024', 'faithful', 'pl-PL vending',
  """AUTOMAT NQ   [WYBÓR E1] 2023
ŚR. ZASIĘG ⟦363,24@A.mean_range⟧ · ŚR. WOLUMEN ⟦201\u00a0034@A.mean_volume⟧ · SESJE ⟦250@A.count⟧
[WYBÓR E2] 2024
ŚR. ZASIĘG ⟦274,44@B.mean_range⟧ · ŚR. WOLUMEN ⟦201\u00a0006@B.mean_volume⟧ · SESJE ⟦252@B.count⟧"""),
E('q_stats_2023_vs_2024', 'faithful', 'nl-NL opera',
  """EERSTE BEDRIJF — Duet van de Jaren
2023 (sopraan): „Mijn dagen zwaaiden gemiddeld ⟦363,24@A.mean_range⟧ punten!”
2024 (alt): „De mijne maar ⟦274,44@B.mean_range⟧…”
SAMEN: „Maar ons volume bleef gelijk — ⟦201.034@A.mean_volume⟧ en ⟦201.006@B.mean_volume⟧!”"""),
# ---------------------------------------------------------------- q_big_up_days_2023
E('q_big_up_days_2023', 'wrong_row', 'en-US metar',
  """METAR NQ 2023 16:00Z VRB02KT CAVOK M03/M07 Q1021
RMK BIGGEST UP DAY ⟦DEC 6@D:2023-12-06⟧ ⟦+3.12%@row('2023-12-06').chg~row('2023-11-07').chg!⟧ ⟦14@R.summary.rows⟧ DAYS ABOVE 2% NOSIG="""),
E('q_big_up_days_2023', 'wrong_sign', 'es-ES kanban',
  """TABLERO NQ 2023 — días > 2 %
HECHO: #21 récord ⟦6/12@D:2023-12-06⟧: ⟦+3,32 %@row('2023-12-06').chg⟧
HECHO: #22 ⟦6/6@D:2023-06-06⟧: ⟦−2,98 %@row('2023-06-06').chg!⟧
POR HACER: #23 repasar los ⟦14@R.summary.rows⟧ días""",
  allow=['21', '22', '23']),
E('q_big_up_days_2023', 'coincidental', 'zh-CN trail',
  """登山指南：NQ 2023「大阳线步道」（共 ⟦14@R.summary.rows⟧ 段）
起点 ⟦1月18日@D:2023-01-18⟧：⟦+2.50%@row('2023-01-18').chg⟧
途经 ⟦9月18日@D:2023-09-18⟧：⟦+2.21%@row('2023-09-18').chg!⟧
最高点 ⟦12月6日@D:2023-12-06⟧：⟦+3.32%@row('2023-12-06').chg⟧
难度：T2"""),
E('q_big_up_days_2023', 'faithful', 'de-DE setlist',
  """NQ LIVE 2023 — ⟦14@R.summary.rows⟧ Abende über +2 %
1. ⟦18.01.@D:2023-01-18⟧ — ⟦+2,50 %@row('2023-01-18').chg⟧
2. ⟦06.06.@D:2023-06-06⟧ — ⟦+2,98 %@row('2023-06-06').chg⟧
3. ⟦07.11.@D:2023-11-07⟧ — ⟦+3,12 %@row('2023-11-07').chg⟧
4. ⟦06.12.@D:2023-12-06⟧ — ⟦+3,32 %@row('2023-12-06').chg⟧ (Finale)"""),
E('q_big_up_days_2023', 'faithful', 'nl-NL opera',
  """TWEEDE BEDRIJF — Aria van de Groene Dagen (2023)
DE STIER (tenor): „Veertien keer sloot ik meer dan 2% boven de opening!
Op ⟦6 december@D:2023-12-06⟧, ⟦3,32%@row('2023-12-06').chg⟧ — mijn hoogste noot!”
KOOR: „Gemiddeld ⟦2,44%@stats.chg.mean⟧!”"""),
E('q_big_up_days_2023', 'faithful', 'fr-FR taxform',
  """DÉCLARATION NQ 2023 — annexe « hausses > 2 % »
1) Nombre de séances ......... ⟦14@R.summary.rows⟧
2) Plus forte : ⟦6 décembre@D:2023-12-06⟧ .. ⟦+3,32\u202f%@row('2023-12-06').chg⟧
3) Plus faible : ⟦27 mars@D:2023-03-27⟧ .... ⟦+2,01\u202f%@row('2023-03-27').chg⟧
4) Moyenne .................. ⟦+2,44\u202f%@stats.chg.mean⟧"""),
# ---------------------------------------------------------------- q_corr_2024
E('q_corr_2024', 'wrong_unit', 'en-GB metar',
  """METAR NQ 16:00Z 2024 VRB01KT CAVOK M02/M06 Q1018
RMK VOL/RNG CORR ⟦0.05%@value~value!⟧ OVER ⟦252@R.source_row_count⟧ SESS NOSIG=""",
  unit_note='a correlation coefficient quoted as a percent'),
E('q_corr_2024', 'misrounded', 'zh-CN opera',
  """第一幕 · 第二场
成交量（男高音）：「我与振幅的相关系数，仅有 ⟦0.0513@value!⟧！」
振幅（女高音）：「⟦252@R.source_row_count⟧ 个夜晚，我们形同陌路……」
合唱：「几乎为零！几乎为零！」"""),
E('q_corr_2024', 'wrong_sign', 'en-US taxform',
  """SCHEDULE C-ORR (NQ, tax year 2024)
1. Observations ................... ⟦252@R.source_row_count⟧
2. Correlation, volume vs range ... ⟦−0.051@value!⟧
3. Conclusion ..................... no meaningful link"""),
E('q_corr_2024', 'faithful', 'ja-JP astro',
  """観測ログ：対象 NQ（2024年シーズン、⟦252@R.source_row_count⟧夜）
出来高とレンジの相関係数：⟦0.051@value⟧
所見：ほぼ無相関。シーイング良好。"""),
E('q_corr_2024', 'faithful', 'es-ES trail',
  """GUÍA DE SENDERO «Correlación 2024»
Recorrido: ⟦252@R.source_row_count⟧ sesiones. Pendiente (correlación volumen–rango): ⟦0,05@value⟧.
Dificultad: ninguna; el camino es casi llano, sin relación entre ambos."""),
E('q_corr_2024', 'faithful', 'pt-BR vending',
  """MÁQUINA NQ 2024 — SELEÇÃO F3
CORRELAÇÃO VOLUME × AMPLITUDE: ⟦0,0512@value⟧
AMOSTRA: ⟦252@R.source_row_count⟧ PREGÕES
RESULTADO: QUASE ZERO. RETIRE SEU TROCO."""),
# ---------------------------------------------------------------- q_monthly_2024
E('q_monthly_2024', 'wrong_sign', 'fr-FR vending',
  """DISTRIBUTEUR NQ · BARRES MENSUELLES 2024
B7  JANVIER ... ⟦−1\u202f186,5@row('2024-01-31').change⟧
B8  AVRIL ..... ⟦−1\u202f008@row('2024-04-30').change!⟧
B9  JUILLET ... ⟦−1\u202f374@row('2024-07-31').change⟧ (pire mois)
INSÉREZ UNE PIÈCE"""),
E('q_monthly_2024', 'wrong_column', 'pt-BR metar',
  """METAR NQ 2024 16:00Z VRB04KT CAVOK M01/M05 Q1009
RMK OUT ABERT ⟦11.281,5@row('2024-10-31').open⟧ FECH ⟦11.343,25@row('2024-10-31').close~row('2024-10-31').high!⟧ MIN ⟦9741@row('2024-10-31').low⟧ NOSIG="""),
E('q_monthly_2024', 'wrong_row', 'de-DE opera',
  """ZWEITER AKT — »Die Klage der Monate« (2024)
JULI (Bass): »Ich fiel am tiefsten: ⟦−1.374@row('2024-07-31').change⟧!«
FEBRUAR (Sopran): »Und ich nur ⟦−234,75@row('2024-02-29').change~row('2024-06-30').change!⟧ …«
CHOR: »Allein der April stieg: ⟦+1.008@row('2024-04-30').change⟧!«"""),
E('q_monthly_2024', 'faithful', 'es-ES kanban',
  """TABLERO NQ — barras mensuales 2024
HECHO: #40: abril, único mes al alza: ⟦+1008@row('2024-04-30').change⟧
HECHO: #41: julio, el peor: ⟦−1374@row('2024-07-31').change⟧
HECHO: #42: diciembre cerró en ⟦8944@row('2024-12-31').close⟧ (apertura ⟦9565@row('2024-12-31').open⟧)
POR HACER: #43: comparar con 2023""",
  allow=['40', '41', '42', '43']),
E('q_monthly_2024', 'faithful', 'ja-JP standings',
  """2024年 NQ 月足リーグ（騰落幅）
1. 4月 ⟦+1,008@row('2024-04-30').change⟧
2. 6月 ⟦−234.75@row('2024-06-30').change⟧
3. 11月 ⟦−558.25@row('2024-11-30').change⟧
（中略）
12. 7月 ⟦−1,374@row('2024-07-31').change⟧"""),
E('q_monthly_2024', 'faithful', 'pl-PL astro',
  """Dziennik obserwacji NQ — 2024, ⟦12@R.summary.rows⟧ świec miesięcznych
Najjaśniejsza: kwiecień, ⟦+1008@row('2024-04-30').change⟧.
Najciemniejsza: lipiec, ⟦−1374@row('2024-07-31').change⟧ (dołek ⟦12\u00a0192,75@row('2024-07-31').low⟧).
Grudzień zgasł na ⟦8944@row('2024-12-31').close⟧. Seeing: Antoniadi IV."""),
# ---------------------------------------------------------------- q_weekly_recent
E('q_weekly_recent', 'wrong_sign', 'pt-BR socratic',
  """SÓCRATES: Como fechou a semana de ⟦29/12@D:2024-12-29⟧, Fédon?
FÉDON: Em ⟦−57,5@row('2024-12-29').change!⟧ pontos, Sócrates.
SÓCRATES: E a pior das cinco?
FÉDON: A de ⟦8/12@D:2024-12-08⟧: ⟦−381,75@row('2024-12-08').change⟧."""),
E('q_weekly_recent', 'wrong_column', 'pl-PL nursery',
  """Wlazł kotek na płotek i mruga:
tydzień od ⟦22.12@D:2024-12-22⟧ był długi —
zamknął się na ⟦8926,25@row('2024-12-22').close~row('2024-12-22').low!⟧,
spadł o ⟦352,75@row('2024-12-22').change|neg⟧ — krótka to piosenka, niedługa!"""),
E('q_weekly_recent', 'derived', 'it-IT vending',
  """DISTRIBUTORE NQ — SETTIMANE RECENTI
SEL. D1  ⟦8/12@D:2024-12-08⟧ ..... ⟦−381,75@row('2024-12-08').change⟧
SEL. D4  ⟦29/12@D:2024-12-29⟧ .... ⟦+57,5@row('2024-12-29').change⟧
SOMMA DELLE ⟦5@R.summary.rows⟧ SETTIMANE (calcolo mio): ⟦−898,5@sum(t.change for t in T)!⟧
PRELEVARE IL RESTO"""),
E('q_weekly_recent', 'faithful', 'en-GB kanban',
  """NQ WEEKLY BOARD (last 20 sessions)
DONE  #77 w/c ⟦8 Dec@D:2024-12-08⟧: ⟦−381.75@row('2024-12-08').change⟧ (worst)
DONE  #78 w/c ⟦29 Dec@D:2024-12-29⟧: ⟦+57.5@row('2024-12-29').change⟧, the only green week
DONE  #79 mean of the ⟦5@R.summary.rows⟧ weeks: ⟦−179.7@stats.change.mean⟧""",
  allow=['77', '78', '79']),
E('q_weekly_recent', 'faithful', 'fr-FR opera',
  """ACTE III — « Les cinq semaines »
LA SEMAINE DU ⟦8 DÉCEMBRE@D:2024-12-08⟧ (basse) : « J'ai chuté de ⟦381,75@row('2024-12-08').change|neg⟧ ! »
LA SEMAINE DU ⟦29 DÉCEMBRE@D:2024-12-29⟧ (soprano) : « Et moi, seule, j'ai monté : ⟦+57,5@row('2024-12-29').change⟧ ! »
CHŒUR : « En moyenne, ⟦−179,7@stats.change.mean⟧… »"""),
E('q_weekly_recent', 'faithful', 'nl-NL setlist',
  """NQ — WEEKTOUR (laatste ⟦5@R.summary.rows⟧ weken)
1) ⟦8 december@D:2024-12-08⟧ — ⟦−381,75@row('2024-12-08').change⟧
2) ⟦15 december@D:2024-12-15⟧ — ⟦−16@row('2024-12-15').change⟧
3) ⟦22 december@D:2024-12-22⟧ — ⟦−352,75@row('2024-12-22').change⟧
4) ⟦29 december@D:2024-12-29⟧ — ⟦+57,5@row('2024-12-29').change⟧
5) ⟦5 januari@D:2025-01-05⟧ — ⟦−205,5@row('2025-01-05').change⟧"""),
# ---------------------------------------------------------------- q_gap_2024
E('q_gap_2024', 'wrong_column', 'ja-JP metar',
  """METAR NQ 16:00Z 2024 VRB02KT CAVOK M02/M08 Q1015
RMK 寄り付きギャップ 平均 ⟦+1.51@mean_g⟧ 最大 ⟦34.54@max_g~std_g!⟧ 最小 ⟦-128.5@min_g⟧ ⟦252@R.source_row_count⟧営業日 NOSIG="""),
E('q_gap_2024', 'wrong_sign', 'de-DE setlist',
  """NQ · TOURNEE »ERÖFFNUNGSLÜCKEN 2024« (⟦252@R.source_row_count⟧ Abende)
1. Größte Lücke nach oben: ⟦+147,25@max_g⟧
2. Größte nach unten: ⟦−128,5@min_g⟧
3. Durchschnitt: ⟦−1,51@mean_g!⟧
ZUGABE: Standardabweichung ⟦34,54@std_g⟧"""),
E('q_gap_2024', 'wrong_unit', 'it-IT nursery',
  """Giro giro tondo, il NQ apre in fondo:
il salto più alto fu del ⟦147,25%@max_g~max_g!⟧,
il tonfo più grande ⟦−128,5@min_g⟧ punti…
tutti giù per terra!""",
  unit_note='index points quoted as a percent'),
E('q_gap_2024', 'faithful', 'zh-CN socratic',
  """苏格拉底：2024 年的开盘跳空平均有多大？
学生：平均只有 ⟦+1.51@mean_g⟧ 点，标准差 ⟦34.54@std_g⟧。
苏格拉底：极端情况呢？
学生：最大向上 ⟦147.25@max_g⟧，最大向下 ⟦−128.5@min_g⟧，共 ⟦252@R.source_row_count⟧ 个交易日。"""),
E('q_gap_2024', 'faithful', 'en-GB standings',
  """OPENING GAPS 2024 — THE TABLE (⟦252@R.source_row_count⟧ sessions)
1. Biggest gap up ........ ⟦+147.25@max_g⟧
2. Typical size (st. dev.) ⟦34.54@std_g⟧
3. Average gap ........... ⟦+1.51@mean_g⟧
4. Biggest gap down ...... ⟦−128.5@min_g⟧"""),
E('q_gap_2024', 'faithful', 'es-ES astro',
  """Cuaderno de observación — NQ, temporada 2024 (⟦252@R.source_row_count⟧ noches)
Saltos de apertura: media ⟦+1,51@mean_g⟧, desviación típica ⟦34,54@std_g⟧.
Destello máximo ⟦+147,25@max_g⟧; eclipse máximo ⟦−128,5@min_g⟧.
Seeing: Antoniadi II."""),
# ---------------------------------------------------------------- q_rsi_oversold_2024
E('q_rsi_oversold_2024', 'wrong_column', 'pt-BR setlist',
  """NQ — TURNÊ «SOBREVENDIDO 2024» (⟦63@R.summary.rows⟧ datas)
1. Estreia ⟦24/01@D:2024-01-24⟧ — RSI ⟦25,14@row('2024-01-24').rsi⟧
2. ⟦30/01@D:2024-01-30⟧ — ⟦23,67@row('2024-01-30').rsi⟧
3. ⟦08/02@D:2024-02-08⟧ — ⟦23,71@row('2024-02-08').rsi⟧
BIS: média da turnê ⟦19,49@stats.rsi.mean~stats.rsi.min!⟧"""),
E('q_rsi_oversold_2024', 'coincidental', 'it-IT trail',
  """GUIDA AL SENTIERO «Ipervenduto 2024» (⟦63@R.summary.rows⟧ tappe)
Partenza ⟦24 gennaio@D:2024-01-24⟧: RSI ⟦25,14@row('2024-01-24').rsi⟧, quota ⟦16.672,75@row('2024-01-24').close⟧.
⟦14 marzo@D:2024-03-14⟧: RSI ⟦26,25@row('2024-03-14').rsi!⟧, quota ⟦15.067@row('2024-03-14').close⟧.
Punto più basso del percorso: RSI ⟦19,49@stats.rsi.min⟧. Segnavia bianco-rosso."""),
E('q_rsi_oversold_2024', 'invented', 'nl-NL socratic',
  """SOCRATES: Hoe diep zakte de RSI op ⟦9 februari@D:2024-02-09⟧, Phaedrus?
PHAEDRUS: Tot ⟦27,85@row('2024-02-09').rsi!⟧, Socrates.
SOCRATES: En het dieptepunt van het jaar?
PHAEDRUS: ⟦19,49@stats.rsi.min⟧; in totaal ⟦63@R.summary.rows⟧ dagen onder de 30."""),
E('q_rsi_oversold_2024', 'faithful', 'zh-CN standings',
  """2024 超卖日 · 一至二月积分榜（RSI < 30）
1. ⟦1月30日@D:2024-01-30⟧ ⟦23.67@row('2024-01-30').rsi⟧
2. ⟦2月8日@D:2024-02-08⟧ ⟦23.71@row('2024-02-08').rsi⟧
3. ⟦1月24日@D:2024-01-24⟧ ⟦25.14@row('2024-01-24').rsi⟧
全年共 ⟦63@R.summary.rows⟧ 天，最低 ⟦19.49@stats.rsi.min⟧，平均 ⟦26.12@stats.rsi.mean⟧"""),
E('q_rsi_oversold_2024', 'faithful', 'ru-RU taxform',
  """ДЕКЛАРАЦИЯ NQ-2024, лист «Перепроданность»
1. Дней с RSI(14) < 30 ........ ⟦63@R.summary.rows⟧
2. Первый: ⟦24.01@D:2024-01-24⟧, RSI ⟦25,14@row('2024-01-24').rsi⟧
3. Последний: ⟦20.12@D:2024-12-20⟧, RSI ⟦29,09@R.summary.last.rsi⟧
4. Минимум RSI ................ ⟦19,49@stats.rsi.min⟧"""),
E('q_rsi_oversold_2024', 'faithful', 'ja-JP vending',
  """【NQ 自販機】RSI 売られすぎ 2024
ボタン A1：該当 ⟦63@R.summary.rows⟧ 日
ボタン A2：最低 RSI ⟦19.49@stats.rsi.min⟧
ボタン A3：平均 ⟦26.12@stats.rsi.mean⟧
おつりをお取りください"""),
# ---------------------------------------------------------------- q_quarter_range_2024
E('q_quarter_range_2024', 'wrong_row', 'it-IT standings',
  """CLASSIFICA TRIMESTRALE NQ 2024 (escursione media)
1. T1 … ⟦320,64@row(1).mean_range⟧ (max ⟦585,5@row(1).max_range⟧)
2. T2 … ⟦263,41@row(2).mean_range~row(3).mean_range!⟧ (max ⟦555,25@row(2).max_range⟧)
…
4. T4 … ⟦201,62@row(4).mean_range⟧ (max ⟦389@row(4).max_range⟧)"""),
E('q_quarter_range_2024', 'miscomputed', 'fr-FR setlist',
  """NQ — TOURNÉE DES TRIMESTRES 2024
1. T1 — ⟦320,64@row(1).mean_range⟧
2. T2 — ⟦314,87@row(2).mean_range⟧
3. T3 — ⟦263,41@row(3).mean_range⟧
4. T4 — ⟦201,62@row(4).mean_range⟧ (le plus calme)
Entracte : écart T2–T3 = ⟦41,45@row(2).mean_range-row(3).mean_range!⟧"""),
E('q_quarter_range_2024', 'wrong_column', 'ru-RU socratic',
  """СОКРАТ: Скажи, Менон, насколько спокойным был четвёртый квартал 2024 года?
МЕНОН: Средний дневной диапазон — ⟦389@row(4).mean_range~row(4).max_range!⟧ пунктов.
СОКРАТ: А первый?
МЕНОН: ⟦320,64@row(1).mean_range⟧, самый беспокойный."""),
E('q_quarter_range_2024', 'faithful', 'pt-BR nursery',
  """Ciranda, cirandinha, vamos todos cirandar:
T1 com ⟦320,64@row(1).mean_range⟧, T2 com ⟦314,87@row(2).mean_range⟧ a girar,
T3 desceu a ⟦263,41@row(3).mean_range⟧, T4 só ⟦201,62@row(4).mean_range⟧ —
cada trimestre mais calmo, vamos dar a volta e meia!"""),
E('q_quarter_range_2024', 'faithful', 'pl-PL trail',
  """SZLAK „Kwartały 2024” — ⟦4@R.summary.rows⟧ odcinki, ⟦252@R.source_row_count⟧ dni
Odcinek T1: średnio ⟦320,64@row(1).mean_range⟧ pkt, szczyt ⟦585,5@row(1).max_range⟧
Odcinek T2: ⟦314,87@row(2).mean_range⟧, szczyt ⟦555,25@row(2).max_range⟧
Odcinek T3: ⟦263,41@row(3).mean_range⟧, szczyt ⟦507,5@row(3).max_range⟧
Odcinek T4: ⟦201,62@row(4).mean_range⟧, szczyt ⟦389@row(4).max_range⟧ — zejście do doliny"""),
E('q_quarter_range_2024', 'faithful', 'zh-CN astro',
  """观测日志 · 目标 NQ · 2024 年
第1季度：平均振幅 ⟦320.64@row(1).mean_range⟧（最亮）
第4季度：平均振幅 ⟦201.62@row(4).mean_range⟧（最暗），单日最大 ⟦389@row(4).max_range⟧
视宁度：良好。""",
  allow=['1', '4']),
# ---------------------------------------------------------------- q_close_extremes_2023
E('q_close_extremes_2023', 'wrong_column', 'de-DE socratic',
  """SOKRATES: Wo stand der NQ am Ende des Jahres 2023, Kriton?
KRITON: Bei ⟦18.946@last_close~max_close!⟧ Punkten.
SOKRATES: Und sein tiefster Schlusskurs im Jahr?
KRITON: ⟦15.875,25@min_close⟧."""),
E('q_close_extremes_2023', 'misrounded', 'pt-BR standings',
  """TABELA DOS FECHAMENTOS — NQ 2023
1. Máxima do ano ........ ⟦18.946@max_close⟧
2. Último fechamento .... ⟦17.553,5@last_close⟧
3. Mínima do ano ........ ⟦15,8 mil@min_close!⟧
(⟦250@R.summary.rows_scanned⟧ rodadas disputadas)"""),
E('q_close_extremes_2023', 'derived', 'en-GB kanban',
  """NQ 2023 BOARD
DONE  #301 highest close ⟦18,946@max_close⟧
DONE  #302 lowest close ⟦15,875.25@min_close⟧
DONE  #303 year-end ⟦17,553.5@last_close⟧ — ⟦1,678.25@last_close-min_close!⟧ above the low (my subtraction)""",
  allow=['301', '302', '303']),
E('q_close_extremes_2023', 'faithful', 'en-US metar',
  """METAR NQ 2023 16:00Z VRB02KT CAVOK M04/M09 Q1026
RMK CLOSE MAX ⟦18,946@max_close⟧ MIN ⟦15,875.25@min_close⟧ LAST ⟦17,553.5@last_close⟧ ⟦250@R.summary.rows_scanned⟧ SESS NOSIG="""),
E('q_close_extremes_2023', 'faithful', 'zh-CN trail',
  """徒步指南 · NQ 2023 收盘步道（⟦250@R.summary.rows_scanned⟧ 个交易日）
最高点：⟦18,946@max_close⟧
最低谷：⟦15,875.25@min_close⟧
终点（年末收盘）：⟦17,553.5@last_close⟧
难度：T3，建议携带登山杖。"""),
E('q_close_extremes_2023', 'faithful', 'fr-FR nursery',
  """Au clair de la lune, mon ami NQ,
ta plus haute clôture : ⟦18\u202f946@max_close⟧, oh oh !
La plus basse : ⟦15\u202f875,25@min_close⟧,
et fin 2023, ⟦17\u202f553,5@last_close⟧ — ouvre-moi ta porte !"""),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
E('q_h1_vs_h2_2024', 'wrong_year', 'nl-NL nursery',
  """Klap eens in je handjes, blij blij blij:
het eerste halfjaar zwaaide gemiddeld ⟦232,52@A.mean_range~B.mean_range!⟧ punten, zei hij,
het tweede halfjaar, grootste dag ⟦507,5@B.max_range⟧ —
daar ging hij, daar ging hij!"""),
E('q_h1_vs_h2_2024', 'coincidental', 'de-DE opera',
  """ERSTER AKT — »Zwei Halbjahre«
ERSTES HALBJAHR (Bariton): »⟦127@A.R.source_row_count!⟧ Tage lang schwankte ich, im Schnitt ⟦317,71@A.mean_range⟧ Punkte!«
ZWEITES HALBJAHR (Sopran): »Ich nur ⟦232,52@B.mean_range⟧ — über ⟦128@B.R.source_row_count⟧ Tage.«
CHOR: »Das erste war wilder!«"""),
E('q_h1_vs_h2_2024', 'miscomputed', 'ja-JP trail',
  """登山ガイド「2024 上半期・下半期」
上半期区間：平均レンジ ⟦317.71@A.mean_range⟧、最高地点 ⟦585.5@A.max_range⟧（⟦124@A.R.source_row_count⟧日）
下半期区間：平均 ⟦232.52@B.mean_range⟧、最高 ⟦507.5@B.max_range⟧（⟦128@B.R.source_row_count⟧日）
標高差（平均の差）：⟦95.19@A.mean_range-B.mean_range!⟧"""),
E('q_h1_vs_h2_2024', 'faithful', 'pl-PL socratic',
  """SOKRATES: Które półrocze 2024 było bardziej zmienne, Fedonie?
FEDON: Pierwsze — średni zasięg ⟦317,71@A.mean_range⟧ pkt wobec ⟦232,52@B.mean_range⟧ w drugim.
SOKRATES: A rekordy?
FEDON: ⟦585,5@A.max_range⟧ w pierwszym, ⟦507,5@B.max_range⟧ w drugim."""),
E('q_h1_vs_h2_2024', 'faithful', 'es-ES vending',
  """MÁQUINA NQ 2024
[A1] PRIMER SEMESTRE: RANGO MEDIO ⟦317,71@A.mean_range⟧ · MÁX ⟦585,5@A.max_range⟧ · ⟦124@A.R.source_row_count⟧ SESIONES
[A2] SEGUNDO SEMESTRE: RANGO MEDIO ⟦232,52@B.mean_range⟧ · MÁX ⟦507,5@B.max_range⟧ · ⟦128@B.R.source_row_count⟧ SESIONES
GANADOR: PRIMER SEMESTRE"""),
E('q_h1_vs_h2_2024', 'faithful', 'fr-FR metar',
  """METAR NQ 16:00Z 2024 VRB03KT CAVOK M01/M06 Q1012
RMK S1 AMPL MOY ⟦317,71@A.mean_range⟧ MAX ⟦585,5@A.max_range⟧ ⟦124@A.R.source_row_count⟧ SEANCES
RMK S2 AMPL MOY ⟦232,52@B.mean_range⟧ MAX ⟦507,5@B.max_range⟧ ⟦128@B.R.source_row_count⟧ SEANCES NOSIG="""),
]
