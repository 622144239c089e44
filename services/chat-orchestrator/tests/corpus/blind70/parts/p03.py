"""Market-data queries, part 3 (q_weekly_recent ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def w(x, col):
    return f"row('{x}').{col}"


def q(n, col='mean_range'):
    return f"row({n}).{col}"


ENTRIES = [
# ---------------------------------------------------------------- q_weekly_recent
A('q_weekly_recent', 'faithful', 'ja-JP', 'library',
  f"直近の週足：⟦12月8日@D:2024-12-08⟧の週が最も弱く⟦−381.75@{w('2024-12-08', 'change')}⟧ポイント、"
  f"⟦12月29日@D:2024-12-29⟧の週だけが⟦+57.5@{w('2024-12-29', 'change')}⟧と上昇。"),
A('q_weekly_recent', 'faithful', 'pl-PL', 'snowmaking',
  f"tydzień od ⟦22 grudnia@D:2024-12-22⟧: ⟦−352,75@{w('2024-12-22', 'change')}⟧ pkt przy największym wolumenie, "
  f"⟦1_007_765@{w('2024-12-22', 'volume')}⟧ kontraktów; tydzień od ⟦15 grudnia@D:2024-12-15⟧ prawie w miejscu "
  f"(⟦−16@{w('2024-12-15', 'change')}⟧)."),
A('q_weekly_recent', 'faithful', 'nl-NL', 'optician',
  f"laatste vijf weken: vier lager, één hoger; gemiddeld ⟦−179,7@stats.change.mean⟧ punten per week, met een slot "
  f"van ⟦8.837,25@{w('2025-01-05', 'close')}⟧ in de week van ⟦5 januari@D:2025-01-05⟧."),
A('q_weekly_recent', 'wrong_row', 'fr-FR', 'punt',
  f"semaine du ⟦8 décembre@D:2024-12-08⟧ : ⟦−381,75@{w('2024-12-08', 'change')}⟧ points sur "
  f"⟦747_064@{w('2024-12-08', 'volume')}~{w('2024-12-29', 'volume')}!⟧ contrats échangés."),
A('q_weekly_recent', 'wrong_sign', 'es-ES', 'gondolier',
  f"la semana del ⟦8 de diciembre@D:2024-12-08⟧ cedió ⟦−381,75@{w('2024-12-08', 'change')}⟧ puntos y la del "
  f"⟦29 de diciembre@D:2024-12-29⟧ se movió ⟦−57,5@{w('2024-12-29', 'change')}!⟧."),
A('q_weekly_recent', 'coincidental', 'pt-BR', 'pilates',
  f"a semana de ⟦05/01@D:2025-01-05⟧ teve máxima de ⟦9.216@{w('2025-01-05', 'high')}!⟧ e fechou em "
  f"⟦8.837,25@{w('2025-01-05', 'close')}⟧ pontos."),
# ---------------------------------------------------------------- q_gap_2024
A('q_gap_2024', 'faithful', 'en-GB', 'framer',
  "opening gaps in 2024 averaged ⟦+1.51@mean_g⟧ points with a standard deviation of ⟦34.54@std_g⟧; the largest "
  "was ⟦+147.25@max_g⟧ and the deepest ⟦−128.5@min_g⟧."),
A('q_gap_2024', 'faithful', 'en-US', 'punt',
  "2024 opening gaps: mean ⟦1.5@mean_g⟧ points, with a typical swing of about ⟦35@std_g⟧ (one standard "
  "deviation). Calm water most mornings."),
A('q_gap_2024', 'faithful', 'de-DE', 'pilates',
  "Eröffnungslücken 2024: größte nach oben ⟦147,25@max_g⟧ Punkte, größte nach unten ⟦−128,5@min_g⟧; im Mittel "
  "nur ⟦1,51@mean_g⟧."),
A('q_gap_2024', 'wrong_sign', 'fr-FR', 'archive',
  "le plus grand écart d'ouverture de 2024 : ⟦−147,25@max_g!⟧ points ; écart-type ⟦34,5@std_g⟧ points."),
A('q_gap_2024', 'invented', 'ru-RU', 'croupier',
  "средний гэп открытия в 2024 году — ⟦6,8@mean_g!⟧ пункта, стандартное отклонение ⟦34,54@std_g⟧."),
A('q_gap_2024', 'miscomputed', 'it-IT', 'optician',
  "tra il gap massimo del 2024 (⟦+147,25@max_g⟧) e il minimo (⟦−128,5@min_g⟧) ci sono, secondo il mio calcolo, "
  "⟦257,75@max_g-min_g!⟧ punti."),
# ---------------------------------------------------------------- q_rsi_oversold_2024
A('q_rsi_oversold_2024', 'faithful', 'ru-RU', 'massage',
  "RSI(14) ниже 30 в 2024 году: таких дней ⟦63@R.summary.rows⟧; первый ⟦24 января@D:2024-01-24⟧ "
  "(⟦25,14@row('2024-01-24').rsi⟧), последний ⟦20 декабря@D:2024-12-20⟧ (⟦29,09@R.summary.last.rsi⟧)."),
A('q_rsi_oversold_2024', 'faithful', 'ja-JP', 'archive',
  "2024年にRSI(14)が30を下回った日は⟦63@R.summary.rows⟧日。最低は⟦19.49@stats.rsi.min⟧、平均は"
  "⟦26.12@stats.rsi.mean⟧でした。"),
A('q_rsi_oversold_2024', 'faithful', 'pl-PL', 'circus',
  "w 2024 r. RSI(14) poniżej 30: ⟦63@R.summary.rows⟧ sesje; ⟦30 stycznia@D:2024-01-30⟧ zeszło do "
  "⟦23,67@row('2024-01-30').rsi⟧, ⟦8 lutego@D:2024-02-08⟧ do ⟦23,71@row('2024-02-08').rsi⟧."),
A('q_rsi_oversold_2024', 'wrong_column', 'es-ES', 'conjuror',
  "en 2024 hubo ⟦63@R.summary.rows⟧ sesiones con RSI(14) por debajo de 30; el RSI medio de esos días fue "
  "⟦29,81@stats.rsi.mean~stats.rsi.max!⟧."),
A('q_rsi_oversold_2024', 'misrounded', 'en-GB', 'snowmaking',
  "RSI(14) sat below 30 on ⟦63@R.summary.rows⟧ days of 2024; the lowest reading was ⟦19.4@stats.rsi.min!⟧."),
A('q_rsi_oversold_2024', 'coincidental', 'en-US', 'library',
  "RSI(14) first dipped under 30 on ⟦Jan 24@D:2024-01-24⟧ (⟦25.14@row('2024-01-24').rsi⟧); "
  "⟦Feb 7@D:2024-02-07⟧ printed ⟦25.17@row('2024-02-07').rsi!⟧."),
# ---------------------------------------------------------------- q_quarter_range_2024
A('q_quarter_range_2024', 'faithful', 'ru-RU', 'snowmaking',
  f"средний дневной диапазон в 2024 году снижался от квартала к кварталу: в первом ⟦320,6@{q(1)}⟧, во втором "
  f"⟦314,9@{q(2)}⟧, в третьем ⟦263,4@{q(3)}⟧, в четвёртом ⟦201,6@{q(4)}⟧ пункта."),
A('q_quarter_range_2024', 'faithful', 'fr-FR', 'gondolier',
  f"T1 : moyenne ⟦320,64@{q(1)}⟧ points, séance la plus large ⟦585,5@{q(1, 'max_range')}⟧ ; T4 : "
  f"⟦201,62@{q(4)}⟧ et ⟦389@{q(4, 'max_range')}⟧. Le calme s'installe."),
A('q_quarter_range_2024', 'faithful', 'pt-BR', 'circus',
  f"o terceiro trimestre teve amplitude média de ⟦263,41@{q(3)}⟧ pontos e dia mais largo de "
  f"⟦507,5@{q(3, 'max_range')}⟧; o quarto foi o mais calmo, com ⟦201,6@{q(4)}⟧."),
A('q_quarter_range_2024', 'wrong_row', 'it-IT', 'croupier',
  f"secondo trimestre 2024: escursione media ⟦263,4@{q(2)}~{q(3)}!⟧ punti, giornata più ampia "
  f"⟦555,25@{q(2, 'max_range')}⟧."),
A('q_quarter_range_2024', 'wrong_unit', 'de-DE', 'framer',
  f"im ersten Quartal 2024 lag die mittlere Tagesspanne bei ⟦320,6@{q(1)}⟧ Punkten, im vierten nur noch bei "
  f"⟦201,6@{q(4)}~{q(4)}!⟧ Dollar.",
  unit_note='index points quoted as US dollars'),
A('q_quarter_range_2024', 'misrounded', 'zh-CN', 'conjuror',
  f"2024 年一季度日均波幅 ⟦320.6@{q(1)}⟧ 点，二季度 ⟦314.8@{q(2)}!⟧ 点，四季度最低。"),
# ---------------------------------------------------------------- q_close_extremes_2023
A('q_close_extremes_2023', 'faithful', 'es-ES', 'circus',
  "cierres de 2023: máximo ⟦18.946@max_close⟧, mínimo ⟦15.875,25@min_close⟧ y último ⟦17.553,5@last_close⟧, más "
  "cerca del máximo que del mínimo."),
A('q_close_extremes_2023', 'faithful', 'pt-BR', 'archive',
  "em 2023 o fechamento mais alto foi de ⟦18.946@max_close⟧ pontos e o mais baixo de ⟦15.875,25@min_close⟧; o ano "
  "terminou em ⟦17.553,5@last_close⟧."),
A('q_close_extremes_2023', 'faithful', 'en-US', 'optician',
  "2023 closes ran from a low of ⟦15,875.25@min_close⟧ to a high of ⟦18,946@max_close⟧ across "
  "⟦250@R.source_row_count⟧ sessions."),
A('q_close_extremes_2023', 'wrong_column', 'it-IT', 'snowmaking',
  "la chiusura più alta del 2023 fu ⟦17.553,5@max_close~last_close!⟧ punti, la più bassa "
  "⟦15.875,25@min_close⟧."),
A('q_close_extremes_2023', 'wrong_unit', 'pl-PL', 'croupier',
  "najwyższe zamknięcie 2023 r.: ⟦18_946@max_close~max_close!⟧ zł, najniższe ⟦15_875,25@min_close⟧ pkt.",
  unit_note='index points quoted as zloty'),
A('q_close_extremes_2023', 'coincidental', 'zh-CN', 'punt',
  "2023 年最高收盘 ⟦17,555@max_close!⟧ 点，最低收盘 ⟦15,875.25@min_close⟧ 点。"),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
A('q_h1_vs_h2_2024', 'faithful', 'zh-CN', 'croupier',
  "2024 年上半年更动荡：日均波幅 ⟦317.7@A.mean_range⟧ 点，下半年 ⟦232.5@B.mean_range⟧ 点；最宽的一天分别为 "
  "⟦585.5@A.max_range⟧ 和 ⟦507.5@B.max_range⟧ 点。"),
A('q_h1_vs_h2_2024', 'faithful', 'it-IT', 'library',
  "sì: primo semestre ⟦317,71@A.mean_range⟧ punti di escursione media su ⟦124@A.R.source_row_count⟧ sedute, "
  "secondo ⟦232,52@B.mean_range⟧ su ⟦128@B.R.source_row_count⟧."),
A('q_h1_vs_h2_2024', 'faithful', 'es-ES', 'massage',
  "el primer semestre de 2024 fue más volátil: rango medio de ⟦318@A.mean_range⟧ puntos frente a "
  "⟦233@B.mean_range⟧ en el segundo."),
A('q_h1_vs_h2_2024', 'wrong_year', 'fr-FR', 'gondolier',
  "second semestre 2024 : amplitude moyenne ⟦232,5@B.mean_range⟧ points, séance la plus large "
  "⟦585,5@B.max_range~A.max_range!⟧ points."),
A('q_h1_vs_h2_2024', 'wrong_year', 'en-GB', 'punt',
  "the first half of 2024 averaged ⟦317.7@A.mean_range⟧ points a day over "
  "⟦128@A.R.source_row_count~B.R.source_row_count!⟧ sessions, more than the second."),
A('q_h1_vs_h2_2024', 'derived', 'pl-PL', 'optician',
  "pierwsze półrocze 2024: średnio ⟦317,7@A.mean_range⟧ pkt, drugie ⟦232,5@B.mean_range⟧ — to "
  "⟦1,37@A.mean_range/B.mean_range!⟧ raza więcej, policzone przeze mnie."),
A('q_h1_vs_h2_2024', 'invented', 'en-US', 'circus',
  "yes — H2 2024 averaged only ⟦251.8@B.mean_range!⟧ points of daily range against ⟦317.7@A.mean_range⟧ in H1."),
]
