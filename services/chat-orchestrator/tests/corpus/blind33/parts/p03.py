"""Market-data queries, part 3 (q_rsi_oversold_2024 ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- q_rsi_oversold_2024
E('q_rsi_oversold_2024', 'faithful', 'es-ES fencing',
  """HOJA DE ASALTO — pista P3, poule A
RSI(14) por debajo de 30 en 2024: ⟦63@R.summary.rows⟧ sesiones
Primera: ⟦24 de enero@D:2024-01-24⟧ (⟦25,14@row('2024-01-24').rsi⟧) · última: ⟦20 de diciembre@D:2024-12-20⟧ (⟦29,09@row('2024-12-20').rsi⟧)
Mínimo: ⟦19,49@stats.rsi.min⟧
Árbitro: L. Sanz"""),
E('q_rsi_oversold_2024', 'faithful', 'fr-FR archery',
  """FEUILLE DE MARQUE — cible T06, volée V2
RSI(14) sous 30 en 2024 : ⟦63@R.summary.rows⟧ jours
Plus bas : ⟦19,49@stats.rsi.min⟧ · moyenne : ⟦26,12@stats.rsi.mean⟧
Premier jour : le ⟦24 janvier@D:2024-01-24⟧
Juge de ligne : ______"""),
E('q_rsi_oversold_2024', 'faithful', 'ru-RU glass',
  """ЖУРНАЛ СТЕКЛОДУВНОЙ МАСТЕРСКОЙ — печь F2
Изделие: «RSI(14) ниже 30, 2024»
Первым был ⟦24 января@D:2024-01-24⟧: RSI ⟦25,14@row('2024-01-24').rsi⟧, закрытие ⟦16\u00a0672,75@row('2024-01-24').close⟧
Всего ⟦63@R.summary.rows⟧ дня, минимум RSI ⟦19,49@stats.rsi.min⟧
В печь отжига в 16:20. Мастер: Лёня"""),
E('q_rsi_oversold_2024', 'wrong_row', 'zh-CN quilt',
  """拼布小组会议记录 · 周四
出席：王姐、李姨、小梅
RSI(14) 低于 30 的日子：⟦3月14日@D:2024-03-14⟧ 为 ⟦26.54@row('2024-03-14').rsi⟧，⟦3月18日@D:2024-03-18⟧ 为 ⟦25.15@row('2024-03-18').rsi~row('2024-03-15').rsi!⟧
B3 拼块完成。下次 19:00 见。"""),
E('q_rsi_oversold_2024', 'coincidental', 'de-DE plough',
  """STRECKENBUCH — Räumfahrzeug T11, Route R8
Ausfahrt 04:40 · Rückkehr 09:20
RSI(14) unter 30 im Jahr 2024: am ⟦24.01.@D:2024-01-24⟧ mit ⟦25,14@row('2024-01-24').rsi⟧, am ⟦09.02.@D:2024-02-09⟧ mit ⟦26,0@row('2024-02-09').rsi!⟧
Glatteis an der Brücke."""),
E('q_rsi_oversold_2024', 'invented', 'nl-NL ballet',
  """REPETITIESCHEMA — Nationale Ballet NQ, studio A
10:00 les
11:30 „Oversold 2024”: RSI(14) onder 30 op ⟦71@R.summary.rows!⟧ dagen, de eerste op ⟦24 januari@D:2024-01-24⟧
Spitzen klaar om 11:15."""),
# ---------------------------------------------------------------- q_quarter_range_2024
E('q_quarter_range_2024', 'faithful', 'pl-PL fencing',
  """PROTOKÓŁ WALKI — plansza P2, runda kwartałów 2024
Q1: średnio ⟦320,64@row(1).mean_range⟧, maks. ⟦585,5@row(1).max_range⟧
Q4: średnio ⟦201,62@row(4).mean_range⟧, maks. ⟦389@row(4).max_range⟧
Każdy kwartał spokojniejszy od poprzedniego.
Wynik: V5 dla Q1. Sędzia: T. Wróbel"""),
E('q_quarter_range_2024', 'faithful', 'nl-NL archery',
  """SCOREKAART — doel T02 · ronde „Kwartalen 2024”
Q1 ⟦320,6@row(1).mean_range⟧ · Q2 ⟦314,9@row(2).mean_range⟧ · Q3 ⟦263,4@row(3).mean_range⟧ · Q4 ⟦201,6@row(4).mean_range⟧ (gemiddelde spanne)
Hoogste pijl: ⟦585,5@row(1).max_range⟧, in Q1
Handtekening schrijver: ______"""),
E('q_quarter_range_2024', 'faithful', 'zh-CN tea',
  """品茶记录 · 批次 PU2024 · 普洱
一季度均幅 ⟦320.64@row(1).mean_range⟧ 点，最浓
四季度均幅 ⟦201.62@row(4).mean_range⟧ 点，最淡；单日最大 ⟦389@row(4).max_range⟧
冲泡 03:00。评语：回甘。"""),
E('q_quarter_range_2024', 'wrong_column', 'en-GB cue',
  """PIT CUE SHEET — 'Quarters 2024'
Cue A (bar after letter A): Q1 mean range ⟦320.64@row(1).mean_range⟧
Cue B: Q2 mean range ⟦555.25@row(2).mean_range~row(2).max_range!⟧
Cue C, last: Q4 ⟦201.62@row(4).mean_range⟧
MD: S. Okafor"""),
E('q_quarter_range_2024', 'misrounded', 'it-IT glass',
  """REGISTRO FORNACE — forno F1
Escursione media per trimestre 2024: T1 ⟦320,6@row(1).mean_range⟧, T2 ⟦314,9@row(2).mean_range⟧, T3 ⟦263,5@row(3).mean_range!⟧, T4 ⟦201,6@row(4).mean_range⟧
In tempera alle 17:00."""),
E('q_quarter_range_2024', 'derived', 'fr-FR rally',
  """CARTON DE POINTAGE — Rallye NQ Historique · voiture C19
CP2 prévu 14:10 · pointé 14:11
T1 : ⟦320,64@row(1).mean_range⟧ · T4 : ⟦201,62@row(4).mean_range⟧ (amplitude moyenne)
Écart T1 − T4 : ⟦119,02@row(1).mean_range-row(4).mean_range!⟧ points (calcul de ma part, pas dans le rapport)
Visa du commissaire : ______"""),
# ---------------------------------------------------------------- q_close_extremes_2023
E('q_close_extremes_2023', 'faithful', 'zh-CN ballet',
  """排练通告 · NQ 芭蕾舞团 · B 厅
10:00 基训
11:00《2023 收盘》：最高 ⟦18,946@max_close⟧，最低 ⟦15,875.25@min_close⟧，年末 ⟦17,553.5@last_close⟧
舞鞋 10:45 前备好。"""),
E('q_close_extremes_2023', 'faithful', 'en-GB fencing',
  """BOUT SHEET — Piste P4, Pool C · 2023 closes
Left: year high ⟦18,946@max_close⟧ · Right: year low ⟦15,875.25@min_close⟧
Final bell: last close ⟦17,553.50@last_close⟧, below the high
Result: V5 left. Referee: G. Ashdown"""),
E('q_close_extremes_2023', 'faithful', 'ru-RU cave',
  """ЖУРНАЛ СЪЁМКИ — пещера NQ, ход C
Пикет C1: максимум закрытия 2023 — ⟦18\u00a0946@max_close⟧
Пикет C2: минимум — ⟦15\u00a0875,25@min_close⟧
Пикет C3: последнее закрытие — ⟦17\u00a0553,5@last_close⟧
Съёмщики: Зуев, Орлов"""),
E('q_close_extremes_2023', 'wrong_column', 'fr-FR archery',
  """FEUILLE DE MARQUE — cible T10, volée V3 · clôtures 2023
Plus haut : ⟦18\u202f946@max_close⟧
Plus bas : ⟦17\u202f553,5@min_close~last_close!⟧
Juge de ligne : ______"""),
E('q_close_extremes_2023', 'invented', 'en-US plough',
  """PLOW ROUTE LOG — Truck T07, Route R11
Out 03:50 · In 08:35
NQ 2023 closes: high ⟦19,420@max_close!⟧, low ⟦15,875.25@min_close⟧
Drifting on the overpass; reset blade."""),
E('q_close_extremes_2023', 'miscomputed', 'it-IT assay',
  """CERTIFICATO DI SAGGIO n. CS2023
Campione: chiusure NQ 2023
Massima ⟦18.946@max_close⟧ · minima ⟦15.875,25@min_close⟧
Escursione tra le due: ⟦3.170,75@max_close-min_close!⟧ punti
Saggiatore: G. Ferri"""),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
E('q_h1_vs_h2_2024', 'faithful', 'es-ES archery',
  """TARJETA DE PUNTUACIÓN — diana T04, tanda B
1.er semestre 2024: rango medio ⟦317,71@A.mean_range⟧, máx. ⟦585,5@A.max_range⟧
2.º semestre: ⟦232,52@B.mean_range⟧, máx. ⟦507,5@B.max_range⟧
Más volátil el primero.
Juez de línea: ______"""),
E('q_h1_vs_h2_2024', 'faithful', 'pt-BR rally',
  """FICHA DE TEMPO — Rali de Clássicos NQ · carro C05
PC3 previsto 09:30 · real 09:31
1º semestre de 2024: amplitude média ⟦317,7@A.mean_range⟧ pts em ⟦124@A.R.source_row_count⟧ pregões
2º semestre: ⟦232,5@B.mean_range⟧ pts em ⟦128@B.R.source_row_count⟧ pregões
Visto do comissário: ______"""),
E('q_h1_vs_h2_2024', 'faithful', 'ru-RU tea',
  """ДЕГУСТАЦИОННЫЙ ЖУРНАЛ — чай, партия KM0724
Первое полугодие 2024: средний диапазон ⟦317,71@A.mean_range⟧, пик ⟦585,5@A.max_range⟧
Второе: ⟦232,52@B.mean_range⟧, пик ⟦507,5@B.max_range⟧
Настой гуще в первой половине. Заваривать 04:00."""),
E('q_h1_vs_h2_2024', 'wrong_year', 'de-DE forage',
  """PILZTAGEBUCH — Buchenwald W5
Erstes Halbjahr 2024: mittlere Spanne ⟦317,71@A.mean_range⟧, größte ⟦507,5@A.max_range~B.max_range!⟧ Punkte
Zweites Halbjahr: ⟦232,52@B.mean_range⟧
Pfifferlinge am Hang, Steinpilze keine.
Sporenabdruck heute Abend."""),
E('q_h1_vs_h2_2024', 'wrong_column', 'nl-NL cave',
  """GROTOPMETING — NQ-grot, gang H
Meetpunt H1 (jan–jun 2024): gemiddelde spanne ⟦585,5@A.mean_range~A.max_range!⟧
Meetpunt H2 (jul–dec): ⟦232,52@B.mean_range⟧
Druppelwater bij H2. Ploeg: Bram, Sanne"""),
E('q_h1_vs_h2_2024', 'derived', 'pl-PL cue',
  """LISTA SYGNAŁÓW — kanał orkiestrowy, „Półrocza 2024”
Q1 · po literze A: I półrocze, średni zakres ⟦317,71@A.mean_range⟧
Q2 · II półrocze: ⟦232,52@B.mean_range⟧
Stosunek I do II: ⟦1,37@A.mean_range/B.mean_range!⟧ (liczone przeze mnie, w raporcie tego nie ma)
Dyrygent: P. Zieliński"""),
]
