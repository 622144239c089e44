"""Market-data queries, part 3 (q_weekly_recent ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def w(x, col='change'):
    return f"row('{x}').{col}"


def q(n, col='mean_range'):
    return f"row({n}).{col}"


RMIN, RMAX, RMEAN = 'stats.rsi.min', 'stats.rsi.max', 'stats.rsi.mean'

ENTRIES = [
# ---------------------------------------------------------------- q_weekly_recent
A('q_weekly_recent', 'faithful', 'de-DE', 'dredger',
  "Wochenkerzen der letzten 20 Handelstage: vier von fünf Wochen im Minus, am schwächsten die Woche zum "
  "⟦08.12.@D:2024-12-08⟧ mit ⟦−381,75@" + w('2024-12-08') + "⟧ Punkten; nur die Woche zum ⟦29.12.@D:2024-12-29⟧ "
  "schloss mit ⟦+57,5@" + w('2024-12-29') + "⟧ im Plus."),
A('q_weekly_recent', 'faithful', 'it-IT', 'greengrocer',
  "ultime settimane: il volume più alto nella settimana del ⟦22 dicembre@D:2024-12-22⟧, ⟦1.007.765@"
  + w('2024-12-22', 'volume') + "⟧ contratti, con una variazione di ⟦−352,75@" + w('2024-12-22') + "⟧ punti."),
A('q_weekly_recent', 'faithful', 'ja-JP', 'nailsalon',
  "直近の週足：五週のうち四週が陰線。⟦12月29日@D:2024-12-29⟧の週だけ⟦+57.5@" + w('2024-12-29') + "⟧ポイント、"
  "週平均は⟦−179.7@stats.change.mean⟧ポイント。"),
A('q_weekly_recent', 'faithful', 'en-GB', 'butcher',
  "last five weekly bars ran from ⟦−381.75@" + w('2024-12-08') + "⟧ in the week of ⟦8 Dec@D:2024-12-08⟧ to "
  "⟦−205.5@" + w('2025-01-05') + "⟧ in the week of ⟦5 Jan@D:2025-01-05⟧, averaging ⟦−179.7@stats.change.mean⟧ a "
  "week. Only the ⟦29 Dec@D:2024-12-29⟧ week rose."),
A('q_weekly_recent', 'wrong_column', 'pl-PL', 'piercing',
  "tygodnie z ostatnich 20 dni: tydzień z ⟦22 grudnia@D:2024-12-22⟧ zamknął się na ⟦8926,25@" + w('2024-12-22', 'close')
  + "~" + w('2024-12-22', 'low') + "!⟧ pkt, zmiana ⟦−352,75@" + w('2024-12-22') + "⟧."),
A('q_weekly_recent', 'wrong_sign', 'pt-BR', 'moped',
  "barras semanais recentes: a semana de ⟦05/01@D:2025-01-05⟧ terminou em ⟦+205,5@" + w('2025-01-05') + "!⟧ pontos; "
  "a de ⟦08/12@D:2024-12-08⟧ foi a pior, ⟦−381,75@" + w('2024-12-08') + "⟧."),
A('q_weekly_recent', 'misrounded', 'ru-RU', 'watchrepair',
  "недельные бары: худшая неделя — по ⟦8 декабря@D:2024-12-08⟧, ⟦−381@" + w('2024-12-08') + "!⟧ пункт; "
  "единственная растущая — по ⟦29 декабря@D:2024-12-29⟧, ⟦+57,5@" + w('2024-12-29') + "⟧."),
# ---------------------------------------------------------------- q_gap_2024
A('q_gap_2024', 'faithful', 'pt-BR', 'terrarium',
  "gaps de abertura em 2024: média de ⟦1,51@mean_g⟧ ponto, maior gap de alta ⟦147,25@max_g⟧, maior de baixa "
  "⟦−128,5@min_g⟧; desvio-padrão de ⟦34,54@std_g⟧."),
A('q_gap_2024', 'faithful', 'ja-JP', 'piercing',
  "2024年の寄り付きギャップ：平均⟦1.51@mean_g⟧ポイント、標準偏差⟦34.5@std_g⟧、最大の上放れ⟦147.25@max_g⟧、"
  "最大の下放れ⟦−128.5@min_g⟧。"),
A('q_gap_2024', 'faithful', 'en-GB', 'glider',
  "NQ's 2024 opening gaps averaged ⟦1.5@mean_g⟧ points with a standard deviation of ⟦34.54@std_g⟧; the extremes "
  "were ⟦+147.25@max_g⟧ and ⟦−128.5@min_g⟧."),
A('q_gap_2024', 'wrong_sign', 'ru-RU', 'keycutting',
  "гэпы открытия в 2024 г.: в среднем ⟦−1,51@mean_g!⟧ пункта, стандартное отклонение ⟦34,54@std_g⟧, крайние "
  "значения ⟦+147,25@max_g⟧ и ⟦−128,5@min_g⟧."),
A('q_gap_2024', 'wrong_unit', 'pl-PL', 'moped',
  "luki otwarcia w 2024 r.: średnio ⟦1,51@mean_g~mean_g!⟧%, odchylenie standardowe ⟦34,54@std_g⟧ pkt.",
  unit_note='index points quoted as percent'),
A('q_gap_2024', 'invented', 'en-US', 'watchrepair',
  "2024 opening gaps: mean ⟦1.51@mean_g⟧ points, largest gap up ⟦+147.25@max_g⟧, standard deviation "
  "⟦41.8@std_g!⟧."),
# ---------------------------------------------------------------- q_rsi_oversold_2024
A('q_rsi_oversold_2024', 'faithful', 'de-DE', 'nailsalon',
  "RSI(14) unter 30 an ⟦63@R.summary.rows⟧ Tagen 2024: erstmals am ⟦24.01.2024@D:2024-01-24⟧ (⟦25,14@"
  "row('2024-01-24').rsi⟧), zuletzt am ⟦20.12.2024@D:2024-12-20⟧ (⟦29,09@R.summary.last.rsi⟧)."),
A('q_rsi_oversold_2024', 'faithful', 'ja-JP', 'dredger',
  "2024年にRSI(14)が30を下回ったのは⟦63@R.summary.rows⟧日。最低は⟦19.49@" + RMIN + "⟧、平均⟦26.12@" + RMEAN
  + "⟧。最初は⟦1月24日@D:2024-01-24⟧。"),
A('q_rsi_oversold_2024', 'faithful', 'ru-RU', 'terrarium',
  "RSI(14) ниже 30 в 2024 г.: ⟦63@R.summary.rows⟧ дня, от ⟦19,49@" + RMIN + "⟧ до ⟦29,81@" + RMAX + "⟧, среднее "
  "⟦26,12@" + RMEAN + "⟧. Последний такой день — ⟦20 декабря@D:2024-12-20⟧."),
A('q_rsi_oversold_2024', 'wrong_row', 'pl-PL', 'butcher',
  "RSI(14) poniżej 30 w 2024 r.: ⟦15 marca@D:2024-03-15⟧ zamknięcie ⟦14_963@row('2024-03-15').close⟧, RSI "
  "⟦24,55@row('2024-03-15').rsi~row('2024-03-18').rsi!⟧."),
A('q_rsi_oversold_2024', 'wrong_column', 'nl-NL', 'lobster',
  "RSI(14) onder 30 in 2024: ⟦63@R.summary.rows⟧ dagen, met als laagste stand ⟦29,81@" + RMIN + "~" + RMAX
  + "!⟧ en een gemiddelde van ⟦26,12@" + RMEAN + "⟧."),
A('q_rsi_oversold_2024', 'derived', 'fr-FR', 'piercing',
  "RSI(14) sous 30 en 2024 : ⟦63@R.summary.rows⟧ séances, entre ⟦19,49@" + RMIN + "⟧ et ⟦29,81@" + RMAX + "⟧, "
  "soit un écart de ⟦10,32@" + RMAX + "-" + RMIN + "!⟧ points calculé à la main."),
# ---------------------------------------------------------------- q_quarter_range_2024
A('q_quarter_range_2024', 'faithful', 'pl-PL', 'terrarium',
  "średni zakres dzienny NQ w 2024 r. malał z kwartału na kwartał: I kw. ⟦320,64@" + q(1) + "⟧, II ⟦314,87@" + q(2)
  + "⟧, III ⟦263,41@" + q(3) + "⟧, IV ⟦201,62@" + q(4) + "⟧ pkt."),
A('q_quarter_range_2024', 'faithful', 'nl-NL', 'watchrepair',
  "gemiddelde dagrange per kwartaal 2024: Q1 ⟦320,6@" + q(1) + "⟧, Q2 ⟦314,9@" + q(2) + "⟧, Q3 ⟦263,4@" + q(3)
  + "⟧, Q4 ⟦201,6@" + q(4) + "⟧ punten; de breedste dag, ⟦585,5@" + q(1, 'max_range') + "⟧, viel in Q1."),
A('q_quarter_range_2024', 'faithful', 'en-GB', 'glider',
  "average daily range by quarter in 2024: Q1 ⟦320.64@" + q(1) + "⟧, Q2 ⟦314.87@" + q(2) + "⟧, Q3 ⟦263.41@" + q(3)
  + "⟧, Q4 ⟦201.62@" + q(4) + "⟧ points. Q4's widest day was ⟦389@" + q(4, 'max_range') + "⟧."),
A('q_quarter_range_2024', 'misrounded', 'it-IT', 'keycutting',
  "escursione media per trimestre nel 2024: primo trimestre ⟦320,63@" + q(1) + "!⟧ punti, quarto ⟦201,62@" + q(4)
  + "⟧."),
A('q_quarter_range_2024', 'invented', 'ja-JP', 'lobster',
  "2024年の四半期別平均値幅：第一四半期⟦320.6@" + q(1) + "⟧ポイント、第四四半期⟦187.3@" + q(4) + "!⟧ポイント。"),
A('q_quarter_range_2024', 'derived', 'ru-RU', 'dredger',
  "средний дневной диапазон NQ по кварталам 2024 г.: в первом ⟦320,64@" + q(1) + "⟧, в четвёртом ⟦201,62@" + q(4)
  + "⟧ пункта; разница, посчитанная мной, — ⟦119,02@" + q(1) + "-" + q(4) + "!⟧ пункта."),
# ---------------------------------------------------------------- q_close_extremes_2023
A('q_close_extremes_2023', 'faithful', 'ru-RU', 'piercing',
  "закрытия NQ в 2023 г.: максимум ⟦18_946@max_close⟧, минимум ⟦15_875,25@min_close⟧, последнее "
  "⟦17_553,5@last_close⟧ — ближе к верхней границе, чем к нижней."),
A('q_close_extremes_2023', 'faithful', 'en-GB', 'pilotboat',
  "NQ's 2023 closes: highest ⟦18,946@max_close⟧, lowest ⟦15,875.25@min_close⟧, and the year ended at "
  "⟦17,553.50@last_close⟧."),
A('q_close_extremes_2023', 'faithful', 'es-ES', 'moped',
  "cierres de 2023: máximo ⟦18.946@max_close⟧, mínimo ⟦15.875,25@min_close⟧; el último del año, "
  "⟦17.553,5@last_close⟧."),
A('q_close_extremes_2023', 'wrong_column', 'pt-BR', 'greengrocer',
  "fechamentos de 2023: mínimo de ⟦15.875,25@min_close⟧ e último fechamento do ano em ⟦18.946@last_close~max_close!⟧."),
A('q_close_extremes_2023', 'miscomputed', 'it-IT', 'butcher',
  "chiusure 2023: massima ⟦18.946@max_close⟧, minima ⟦15.875,25@min_close⟧; tra le due ci sono "
  "⟦3.170,75@max_close-min_close!⟧ punti, facendo la sottrazione a mano."),
A('q_close_extremes_2023', 'invented', 'fr-FR', 'nailsalon',
  "clôtures 2023 : plus haute ⟦19_212@max_close!⟧, plus basse ⟦15_875,25@min_close⟧, dernière "
  "⟦17_553,5@last_close⟧."),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
A('q_h1_vs_h2_2024', 'faithful', 'it-IT', 'moped',
  "sì: nel primo semestre 2024 l'escursione media è stata di ⟦317,71@A.mean_range⟧ punti su "
  "⟦124@A.R.source_row_count⟧ sedute, nel secondo di ⟦232,52@B.mean_range⟧ su ⟦128@B.R.source_row_count⟧."),
A('q_h1_vs_h2_2024', 'faithful', 'pt-BR', 'watchrepair',
  "o primeiro semestre de 2024 foi mais volátil: amplitude média de ⟦317,7@A.mean_range⟧ pontos e dia mais largo "
  "de ⟦585,5@A.max_range⟧, contra ⟦232,5@B.mean_range⟧ e ⟦507,5@B.max_range⟧ no segundo."),
A('q_h1_vs_h2_2024', 'faithful', 'zh-CN', 'butcher',
  "2024 年上半年比下半年波动更大：日均振幅 ⟦317.71@A.mean_range⟧ 点对 ⟦232.52@B.mean_range⟧ 点，最宽一天 "
  "⟦585.5@A.max_range⟧ 点对 ⟦507.5@B.max_range⟧ 点。"),
A('q_h1_vs_h2_2024', 'wrong_year', 'de-DE', 'keycutting',
  "erstes Halbjahr 2024: mittlere Tagesspanne ⟦317,71@A.mean_range⟧ Punkte, zweites ⟦232,52@B.mean_range⟧; der "
  "breiteste Tag des zweiten Halbjahrs maß ⟦585,5@B.max_range~A.max_range!⟧ Punkte."),
A('q_h1_vs_h2_2024', 'wrong_year', 'en-GB', 'pilotboat',
  "H2 2024 averaged a ⟦317.7@B.mean_range~A.mean_range!⟧-point daily range over ⟦128@B.R.source_row_count⟧ "
  "sessions."),
A('q_h1_vs_h2_2024', 'derived', 'en-US', 'greengrocer',
  "Yes. H1 2024 averaged ⟦317.71@A.mean_range⟧ points of daily range, H2 ⟦232.52@B.mean_range⟧; by my division "
  "H1 ran ⟦1.37@A.mean_range/B.mean_range!⟧ times as wide."),
]
