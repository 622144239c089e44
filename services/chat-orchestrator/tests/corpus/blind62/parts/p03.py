"""Market-data queries, part 3 (q_weekly_recent ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py.
Layouts: _reg.py. '_' between digits = the locale's group separator (U+202F fr, U+00A0 ru/pl)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def w(d, col='change'):
    return f"row('{d}').{col}"


def q(n, col='mean_range'):
    return f"row({n}).{col}"


ENTRIES = [
# ---------------------------------------------------------------- q_weekly_recent
A('q_weekly_recent', 'faithful', 'ru-RU', 'mintpress',
  f"Недельные бары: средний итог недели ⟦−179,7@stats.change.mean⟧ пункта; больше всего контрактов — на неделе "
  f"⟦22 декабря@D:2024-12-22⟧ (⟦1_007_765@{w('2024-12-22', 'volume')}⟧), последняя закрылась на "
  f"⟦8837,25@{w('2025-01-05', 'close')}⟧."),
A('q_weekly_recent', 'faithful', 'nl-NL', 'fresco',
  f"Laatste weken: vier van de vijf weekbalken daalden. De week van ⟦8 december@D:2024-12-08⟧ was het zwakst "
  f"(⟦−381,75@{w('2024-12-08')}⟧ punten), die van ⟦29 december@D:2024-12-29⟧ de enige plusweek "
  f"(⟦+57,5@{w('2024-12-29')}⟧)."),
A('q_weekly_recent', 'faithful', 'en-US', 'icehut',
  f"Weekly bars: the ⟦Dec 15@D:2024-12-15⟧ week barely moved (⟦−16@{w('2024-12-15')}⟧ points), the "
  f"⟦Dec 22@D:2024-12-22⟧ week finished at ⟦−352.75@{w('2024-12-22')}⟧, and the current week is "
  f"⟦−205.5@{w('2025-01-05')}⟧ so far."),
A('q_weekly_recent', 'wrong_sign', 'fr-FR', 'weathervane',
  f"Barres hebdomadaires : la semaine du ⟦5 janvier@D:2025-01-05⟧ affiche ⟦+205,5@{w('2025-01-05')}!⟧ points, "
  f"avec une clôture à ⟦8_837,25@{w('2025-01-05', 'close')}⟧."),
A('q_weekly_recent', 'coincidental', 'en-GB', 'distillery',
  f"Weekly bars, last 20 sessions: the week of ⟦15 Dec@D:2024-12-15⟧ traded "
  f"⟦1,007,767@{w('2024-12-15', 'volume')}!⟧ contracts, and the week of ⟦29 Dec@D:2024-12-29⟧ was the only "
  f"gainer at ⟦+57.5@{w('2024-12-29')}⟧."),
A('q_weekly_recent', 'wrong_column', 'es-ES', 'canoe',
  f"Semanas recientes: la del ⟦8 de diciembre@D:2024-12-08⟧ fue la peor, ⟦−381,75@{w('2024-12-08')}⟧ puntos, "
  f"con cierre en ⟦9182,25@{w('2024-12-08', 'close')}~{w('2024-12-08', 'low')}!⟧."),
# ---------------------------------------------------------------- q_gap_2024
A('q_gap_2024', 'faithful', 'it-IT', 'fresco',
  "Gap di apertura 2024: in media ⟦+1,51@mean_g⟧ punti, deviazione standard ⟦34,5@std_g⟧; il più ampio al "
  "rialzo ⟦+147,25@max_g⟧, al ribasso ⟦−128,5@min_g⟧."),
A('q_gap_2024', 'faithful', 'pt-BR', 'distillery',
  "Gaps de abertura em 2024, em ⟦252@R.summary.rows_scanned⟧ pregões: média de ⟦1,5@mean_g⟧ ponto, "
  "desvio-padrão de ⟦34,54@std_g⟧; o maior para cima foi de ⟦147,25@max_g⟧ pontos."),
A('q_gap_2024', 'faithful', 'ja-JP', 'thimble',
  "2024年の寄り付きギャップ：平均⟦+1.51@mean_g⟧ポイント、標準偏差⟦34.54@std_g⟧、最大の上窓⟦+147.25@max_g⟧、"
  "最大の下窓⟦−128.5@min_g⟧。"),
A('q_gap_2024', 'wrong_sign', 'ru-RU', 'glovecut',
  "Гэпы на открытии в 2024 г.: в среднем ⟦−1,51@mean_g!⟧ пункта, стандартное отклонение ⟦34,54@std_g⟧."),
A('q_gap_2024', 'invented', 'en-US', 'sailmend',
  "2024 opening gaps averaged ⟦1.51@mean_g⟧ points with a standard deviation of ⟦41.8@std_g!⟧; the biggest gap "
  "up was ⟦147.25@max_g⟧."),
A('q_gap_2024', 'coincidental', 'es-ES', 'firingsheet',
  "Huecos de apertura en 2024: el mayor al alza, ⟦+147,25@max_g⟧ puntos; el mayor a la baja, ⟦−150@min_g!⟧; "
  "desviación típica ⟦34,54@std_g⟧."),
# ---------------------------------------------------------------- q_rsi_oversold_2024
A('q_rsi_oversold_2024', 'faithful', 'es-ES', 'thimble',
  "RSI(14) bajo 30 en 2024: ⟦63@R.summary.rows⟧ sesiones, desde el ⟦24 de enero@D:2024-01-24⟧ (RSI "
  "⟦25,1@row('2024-01-24').rsi⟧) hasta el ⟦20 de diciembre@D:2024-12-20⟧ (⟦29,1@R.summary.last.rsi⟧)."),
A('q_rsi_oversold_2024', 'faithful', 'en-GB', 'sailmend',
  "RSI(14) sat below 30 on ⟦63@R.summary.rows⟧ days of 2024; the low was ⟦19.49@stats.rsi.min⟧, the average "
  "⟦26.12@stats.rsi.mean⟧. On ⟦30 Jan@D:2024-01-30⟧ it read ⟦23.67@row('2024-01-30').rsi⟧ at a close of "
  "⟦16,339.75@row('2024-01-30').close⟧."),
A('q_rsi_oversold_2024', 'faithful', 'nl-NL', 'distillery',
  "RSI(14) onder 30 in 2024: ⟦63@R.summary.rows⟧ dagen, laagste stand ⟦19,5@stats.rsi.min⟧, hoogste "
  "⟦29,8@stats.rsi.max⟧. Op ⟦8 februari@D:2024-02-08⟧ stond hij op ⟦23,71@row('2024-02-08').rsi⟧."),
A('q_rsi_oversold_2024', 'wrong_row', 'de-DE', 'glovecut',
  "RSI(14) unter 30 im Jahr 2024: erster solcher Tag der ⟦24.01.@D:2024-01-24⟧ mit RSI "
  "⟦28,79@row('2024-01-24').rsi~row('2024-01-26').rsi!⟧; insgesamt ⟦63@R.summary.rows⟧ Tage."),
A('q_rsi_oversold_2024', 'wrong_column', 'it-IT', 'weathervane',
  "Nel 2024 l'RSI(14) è stato sotto 30 in ⟦63@R.summary.rows⟧ sedute, con un valore medio di "
  "⟦29,81@stats.rsi.mean~stats.rsi.max!⟧."),
A('q_rsi_oversold_2024', 'coincidental', 'ru-RU', 'mintpress',
  "RSI(14) ниже 30 в 2024 г. держался ⟦18@R.summary.rows!⟧ сессий; минимум ⟦19,49@stats.rsi.min⟧, первый "
  "такой день — ⟦24 января@D:2024-01-24⟧."),
# ---------------------------------------------------------------- q_quarter_range_2024
A('q_quarter_range_2024', 'faithful', 'fr-FR', 'canoe',
  f"Amplitude moyenne par trimestre en 2024 : T1 ⟦320,6@{q(1)}⟧, T2 ⟦314,9@{q(2)}⟧, T3 ⟦263,4@{q(3)}⟧, "
  f"T4 ⟦201,6@{q(4)}⟧ points — en baisse à chaque trimestre."),
A('q_quarter_range_2024', 'faithful', 'pt-BR', 'firingsheet',
  f"Amplitude por trimestre em 2024: o primeiro foi o mais agitado, média de ⟦320,64@{q(1)}⟧ pontos e o dia "
  f"mais largo do ano (⟦585,5@{q(1, 'max_range')}⟧); o quarto, o mais calmo, ⟦201,62@{q(4)}⟧."),
A('q_quarter_range_2024', 'faithful', 'zh-CN', 'fresco',
  f"2024 年各季度平均日内波幅：一季度 ⟦320.6@{q(1)}⟧ 点，二季度 ⟦314.9@{q(2)}⟧ 点，三季度 ⟦263.4@{q(3)}⟧ 点，"
  f"四季度 ⟦201.6@{q(4)}⟧ 点；四季度最宽的一天为 ⟦389@{q(4, 'max_range')}⟧ 点。"),
A('q_quarter_range_2024', 'wrong_column', 'pl-PL', 'spicestall',
  f"Zakres w kwartałach 2024 r.: średnio ⟦320,6@{q(1)}⟧ pkt w I kw. i ⟦201,6@{q(4)}⟧ pkt w IV kw.; najszerszy "
  f"dzień III kw. miał ⟦263,4@{q(3, 'max_range')}~{q(3)}!⟧ pkt."),
A('q_quarter_range_2024', 'misrounded', 'en-US', 'glovecut',
  f"Average daily range by quarter, 2024: Q1 ⟦320.6@{q(1)}⟧ points, Q2 ⟦314.8@{q(2)}!⟧, with the narrowest "
  f"quarter last."),
A('q_quarter_range_2024', 'derived', 'es-ES', 'pizzaoven',
  f"Rango medio por trimestre en 2024: T2 ⟦314,87@{q(2)}⟧ puntos y T3 ⟦263,41@{q(3)}⟧; la caída entre ambos, "
  f"restada por mí, es de ⟦51,5@{q(2)}-{q(3)}!⟧ puntos."),
# ---------------------------------------------------------------- q_close_extremes_2023
A('q_close_extremes_2023', 'faithful', 'en-US', 'glovecut',
  "2023 closes: highest ⟦18,946@max_close⟧, lowest ⟦15,875.25@min_close⟧, and the year ended at "
  "⟦17,553.5@last_close⟧ — nearer the high than the low."),
A('q_close_extremes_2023', 'faithful', 'ja-JP', 'sailmend',
  "2023年の終値：最高⟦18,946@max_close⟧、最安⟦15,875.25@min_close⟧、大納会⟦17,553.5@last_close⟧。"
  "年末は高値寄りで終えた。"),
A('q_close_extremes_2023', 'faithful', 'es-ES', 'pizzaoven',
  "Cierres de 2023: máximo ⟦18.946@max_close⟧ puntos, mínimo ⟦15.875,25@min_close⟧ y último del año "
  "⟦17.553,5@last_close⟧."),
A('q_close_extremes_2023', 'wrong_unit', 'it-IT', 'spicestall',
  "Chiusure del 2023: la più alta ⟦18.946@max_close~max_close!⟧ euro, la più bassa ⟦15.875,25@min_close⟧ punti.",
  unit_note='index points quoted as euros'),
A('q_close_extremes_2023', 'invented', 'de-DE', 'mintpress',
  "Schlusskurse 2023: Hoch ⟦18.946@max_close⟧ Punkte, Tief ⟦16.212,5@min_close!⟧, Jahresende "
  "⟦17.553,5@last_close⟧."),
A('q_close_extremes_2023', 'derived', 'pt-BR', 'canoe',
  "Fechamentos de 2023: mínimo de ⟦15.875,25@min_close⟧ e último de ⟦17.553,5@last_close⟧; do mínimo ao último, "
  "pela minha subtração, são ⟦1.678,25@last_close-min_close!⟧ pontos."),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
A('q_h1_vs_h2_2024', 'faithful', 'it-IT', 'firingsheet',
  "Sì: nel primo semestre 2024 l'escursione media è stata di ⟦317,7@A.mean_range⟧ punti contro "
  "⟦232,5@B.mean_range⟧ nel secondo, e la seduta più ampia (⟦585,5@A.max_range⟧) supera quella del secondo "
  "(⟦507,5@B.max_range⟧)."),
A('q_h1_vs_h2_2024', 'faithful', 'ru-RU', 'spicestall',
  "Первое полугодие 2024 г. было волатильнее: средний размах ⟦317,71@A.mean_range⟧ пункта против "
  "⟦232,52@B.mean_range⟧ во втором; сессий ⟦124@A.R.source_row_count⟧ и ⟦128@B.R.source_row_count⟧."),
A('q_h1_vs_h2_2024', 'faithful', 'pl-PL', 'distillery',
  "Tak, pierwsze półrocze 2024 r. było bardziej zmienne: średni zakres ⟦318@A.mean_range⟧ pkt wobec "
  "⟦233@B.mean_range⟧ pkt w drugim."),
A('q_h1_vs_h2_2024', 'wrong_year', 'nl-NL', 'icehut',
  "H1 2024: gemiddelde dagrange ⟦232,5@A.mean_range~B.mean_range!⟧ punten; H2 was de rustigere helft."),
A('q_h1_vs_h2_2024', 'wrong_year', 'es-ES', 'fresco',
  "Segundo semestre de 2024: rango medio de ⟦232,5@B.mean_range⟧ puntos y sesión más amplia de "
  "⟦585,5@B.max_range~A.max_range!⟧; el primer semestre fue más agitado."),
A('q_h1_vs_h2_2024', 'misrounded', 'fr-FR', 'weathervane',
  "Premier semestre 2024 : amplitude moyenne de ⟦317,6@A.mean_range!⟧ points, contre ⟦232,5@B.mean_range⟧ au "
  "second semestre."),
A('q_h1_vs_h2_2024', 'miscomputed', 'ja-JP', 'canoe',
  "2024年上期の平均値幅は⟦317.7@A.mean_range⟧ポイント、下期は⟦232.5@B.mean_range⟧。自分で割ると上期は下期の"
  "⟦1.46@A.mean_range/B.mean_range!⟧倍。"),
]
