"""Market-data queries, part 3 (q_rsi_oversold_2024 ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A

NR = "R.summary.rows"


def d(x, k):
    return f"row('{x}').{k}"


def q(n, k='mean_range'):
    return f"row({n}).{k}"


ENTRIES = [
# ---------------------------------------------------------------- q_rsi_oversold_2024
A('q_rsi_oversold_2024', 'wrong_column', 'ja-JP', 'pickle',
  "2024年にRSI(14)が30を下回った日は⟦63@" + NR + "⟧日。最初は⟦1月24日@D:2024-01-24⟧（⟦25.14@"
  + d('2024-01-24', 'rsi') + "⟧）、最後は⟦12月20日@D:2024-12-20⟧（⟦29.09@" + d('2024-12-20', 'rsi') + "⟧）。"
  "最も低いRSIは⟦29.8@stats.rsi.min~stats.rsi.max!⟧。", c='J3', t='14:35'),
A('q_rsi_oversold_2024', 'invented', 'it-IT', 'skeet',
  "nel 2024 l'RSI(14) è sceso sotto 30 in ⟦71@" + NR + "!⟧ sedute; minimo ⟦19,49@stats.rsi.min⟧, media "
  "⟦26,12@stats.rsi.mean⟧. Primo segnale il ⟦24 gennaio@D:2024-01-24⟧.", c='B2', t='10:40'),
A('q_rsi_oversold_2024', 'coincidental', 'es-ES', 'splitter',
  "en 2024 el RSI(14) bajó de 30 en ⟦63@" + NR + "⟧ sesiones; la primera, el ⟦24 de enero@D:2024-01-24⟧ "
  "(⟦25,14@" + d('2024-01-24', 'rsi') + "⟧); el ⟦6 de febrero@D:2024-02-06⟧ cerró en ⟦16.047@"
  + d('2024-02-06', 'close') + "!⟧ con RSI ⟦26,23@" + d('2024-02-06', 'rsi') + "⟧.", c='G8', t='16:15'),
A('q_rsi_oversold_2024', 'faithful', 'en-GB', 'towpath',
  "RSI(14) was below 30 on ⟦63@" + NR + "⟧ days of 2024 — first on ⟦24 Jan@D:2024-01-24⟧ (⟦25.14@"
  + d('2024-01-24', 'rsi') + "⟧), last on ⟦20 Dec@D:2024-12-20⟧ (⟦29.09@" + d('2024-12-20', 'rsi') + "⟧); "
  "low point ⟦19.49@stats.rsi.min⟧, average ⟦26.12@stats.rsi.mean⟧.", c='L1', t='17:30', f='auto'),
A('q_rsi_oversold_2024', 'faithful', 'de-DE', 'waxseal',
  "RSI(14) unter 30 an ⟦63@" + NR + "⟧ Tagen 2024: erstmals am ⟦24.01.@D:2024-01-24⟧ (⟦25,1@"
  + d('2024-01-24', 'rsi') + "⟧), zuletzt am ⟦20.12.@D:2024-12-20⟧ (⟦29,1@" + d('2024-12-20', 'rsi') + "⟧); "
  "Tiefstwert ⟦19,5@stats.rsi.min⟧, Schnitt ⟦26,1@stats.rsi.mean⟧.", c='WS0720', t='16:20'),
A('q_rsi_oversold_2024', 'faithful', 'nl-NL', 'ferrybell',
  "in 2024 stond de RSI(14) op ⟦63@" + NR + "⟧ dagen onder 30; eerste keer ⟦24 januari@D:2024-01-24⟧ "
  "(⟦25,14@" + d('2024-01-24', 'rsi') + "⟧, slot ⟦16.672,75@" + d('2024-01-24', 'close') + "⟧), laatste keer "
  "⟦20 december@D:2024-12-20⟧ (⟦29,09@" + d('2024-12-20', 'rsi') + "⟧).", c='X2', t='19:10', f='auto'),
# ---------------------------------------------------------------- q_quarter_range_2024
A('q_quarter_range_2024', 'miscomputed', 'en-US', 'lavender',
  "average daily range by quarter, 2024: Q1 ⟦320.6@" + q(1) + "⟧, Q2 ⟦314.9@" + q(2) + "⟧, Q3 ⟦263.4@" + q(3)
  + "⟧, Q4 ⟦201.6@" + q(4) + "⟧ — by my math Q4 ran ⟦191.0@" + q(1) + "-" + q(4) + "!⟧ points narrower than Q1.",
  c='A8', t='18:50'),
A('q_quarter_range_2024', 'wrong_column', 'zh-CN', 'towpath',
  "2024年各季度平均日振幅：一季度⟦320.6@" + q(1) + "⟧点，二季度⟦314.9@" + q(2) + "⟧点，三季度⟦263.4@" + q(3)
  + "⟧点，四季度⟦389@" + q(4) + "~" + q(4, 'max_range') + "!⟧点。逐季走低。", c='L3', t='18:30'),
A('q_quarter_range_2024', 'coincidental', 'en-GB', 'splitter',
  "2024 range by quarter: Q1 averaged ⟦320.6@" + q(1) + "⟧ points a day with a ⟦585.5@" + q(1, 'max_range')
  + "⟧ widest; Q2 ⟦318@" + q(2) + "!⟧; Q3 ⟦263.4@" + q(3) + "⟧; Q4 just ⟦201.6@" + q(4) + "⟧.",
  c='G1', t='16:40'),
A('q_quarter_range_2024', 'faithful', 'pt-BR', 'icevan',
  "amplitude média por trimestre em 2024: primeiro ⟦320,6@" + q(1) + "⟧ pontos, segundo ⟦314,9@" + q(2)
  + "⟧, terceiro ⟦263,4@" + q(3) + "⟧, quarto ⟦201,6@" + q(4) + "⟧ — caindo a cada trimestre.",
  c='V2', t='20:50'),
A('q_quarter_range_2024', 'faithful', 'es-ES', 'skeet',
  "rango medio diario por trimestre (2024): T1 ⟦320,6@" + q(1) + "⟧ · T2 ⟦314,9@" + q(2) + "⟧ · T3 ⟦263,4@"
  + q(3) + "⟧ · T4 ⟦201,6@" + q(4) + "⟧; el día más amplio, ⟦585,5@" + q(1, 'max_range') + "⟧, en el T1.",
  c='E3', t='12:00'),
A('q_quarter_range_2024', 'faithful', 'it-IT', 'rackrail',
  "range medio per trimestre nel 2024: primo ⟦320,64@" + q(1) + "⟧, secondo ⟦314,87@" + q(2) + "⟧, terzo "
  "⟦263,41@" + q(3) + "⟧, quarto ⟦201,62@" + q(4) + "⟧ punti. Giornata più larga dell'ultimo trimestre: "
  "⟦389@" + q(4, 'max_range') + "⟧.", c='R2', t='07:50', f='auto'),
# ---------------------------------------------------------------- q_close_extremes_2023
A('q_close_extremes_2023', 'wrong_column', 'it-IT', 'leadroof',
  "NQ 2023: chiusura massima ⟦17.553,5@max_close~last_close!⟧, minima ⟦15.875,25@min_close⟧. "
  "Un anno in salita.", c='N3', t='15:50'),
A('q_close_extremes_2023', 'miscomputed', 'en-GB', 'pitpony',
  "2023 closes: high ⟦18,946@max_close⟧, low ⟦15,875.25@min_close⟧, last ⟦17,553.5@last_close⟧ — a spread of "
  "⟦3,700.75@max_close-min_close!⟧ points by my reckoning.", c='P9', t='16:30'),
A('q_close_extremes_2023', 'invented', 'pt-BR', 'towpath',
  "2023: maior fechamento ⟦18.946@max_close⟧, menor ⟦15.412@min_close!⟧, e o último pregão fechou em "
  "⟦17.553,5@last_close⟧.", c='L5', t='17:40'),
A('q_close_extremes_2023', 'faithful', 'en-US', 'snowchain',
  "2023 closes: high ⟦18,946.00@max_close⟧, low ⟦15,875.25@min_close⟧, year-end ⟦17,553.50@last_close⟧.",
  c='B1', t='06:05', p='Donner Pass'),
A('q_close_extremes_2023', 'faithful', 'fr-FR', 'lavender',
  "2023 : plus haute clôture ⟦18_946@max_close⟧, plus basse ⟦15_875,25@min_close⟧, dernière clôture "
  "⟦17_553,5@last_close⟧ sur ⟦250@R.summary.rows_scanned⟧ séances.", c='A9', t='18:15'),
A('q_close_extremes_2023', 'faithful', 'pl-PL', 'rackrail',
  "2023 r.: najwyższe zamknięcie ⟦18_946@max_close⟧, najniższe ⟦15_875,25@min_close⟧, ostatnie "
  "⟦17_553,5@last_close⟧.", c='R5', t='08:05'),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
A('q_h1_vs_h2_2024', 'wrong_year', 'ja-JP', 'pitpony',
  "2024年上半期の平均値幅は⟦317.7@A.mean_range⟧ポイント、最大⟦507.5@A.max_range~B.max_range!⟧。"
  "下半期は平均⟦232.5@B.mean_range⟧。上半期の方が荒かった。", c='P4', t='15:40'),
A('q_h1_vs_h2_2024', 'wrong_year', 'nl-NL', 'skeet',
  "eerste helft 2024: grootste dagrange ⟦585,5@A.max_range⟧ punten; tweede helft gemiddeld "
  "⟦317,7@B.mean_range~A.mean_range!⟧ per dag, met als uitschieter ⟦507,5@B.max_range⟧. Eerste helft onrustiger.",
  c='K4', t='10:30'),
A('q_h1_vs_h2_2024', 'misrounded', 'ru-RU', 'ferrybell',
  "первое полугодие 2024 г.: средний дневной диапазон ⟦317,8@A.mean_range!⟧ п. (⟦124@A.R.source_row_count⟧ "
  "сессии), второе — ⟦232,5@B.mean_range⟧ п. (⟦128@B.R.source_row_count⟧). Первая половина была нервнее.",
  c='X6', t='18:00'),
A('q_h1_vs_h2_2024', 'faithful', 'it-IT', 'pickle',
  "primo semestre 2024: range medio ⟦317,7@A.mean_range⟧ punti, massimo ⟦585,5@A.max_range⟧; secondo "
  "semestre: ⟦232,5@B.mean_range⟧ e ⟦507,5@B.max_range⟧. Più nervosa la prima metà.", c='J2', t='13:30'),
A('q_h1_vs_h2_2024', 'faithful', 'de-DE', 'splitter',
  "erstes Halbjahr 2024: mittlere Spanne ⟦317,7@A.mean_range⟧ Punkte (⟦124@A.R.source_row_count⟧ Tage), "
  "zweites ⟦232,5@B.mean_range⟧ (⟦128@B.R.source_row_count⟧ Tage). Ja, H1 war unruhiger.", c='G5', t='16:50'),
A('q_h1_vs_h2_2024', 'faithful', 'fr-FR', 'rackrail',
  "S1 2024 : amplitude moyenne ⟦317,7@A.mean_range⟧ points, pic à ⟦585,5@A.max_range⟧ ; S2 : "
  "⟦232,5@B.mean_range⟧ et ⟦507,5@B.max_range⟧. Le premier semestre était plus agité.", c='R4', t='08:35'),
]
