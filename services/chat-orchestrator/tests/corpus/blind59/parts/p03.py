"""Market-data queries, part 3 (q_weekly_recent ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py.
Layouts: _reg.py. '_' between digits = the locale's group separator (U+202F fr, U+00A0 ru/pl)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def d(x, col):
    return f"row('{x}').{col}"


def q(n, col='mean_range'):
    return f"row({n}).{col}"


W8, W15, W22, W29, W5 = '2024-12-08', '2024-12-15', '2024-12-22', '2024-12-29', '2025-01-05'

ENTRIES = [
# ---------------------------------------------------------------- q_weekly_recent
A('q_weekly_recent', 'faithful', 'ru-RU', 'ropeaccess',
  "недельные бары за последние 20 дней: неделя ⟦8 декабря@D:2024-12-08⟧ ⟦−381,75@" + d(W8, 'change') +
  "⟧, ⟦15 декабря@D:2024-12-15⟧ ⟦−16@" + d(W15, 'change') + "⟧, ⟦22 декабря@D:2024-12-22⟧ ⟦−352,75@" + d(W22, 'change') +
  "⟧, ⟦29 декабря@D:2024-12-29⟧ ⟦+57,5@" + d(W29, 'change') + "⟧, ⟦5 января@D:2025-01-05⟧ ⟦−205,5@" + d(W5, 'change') +
  "⟧. В среднем ⟦−179,7@stats.change.mean⟧ за неделю."),
A('q_weekly_recent', 'faithful', 'en-US', 'bagelboil',
  "weekly bars, last 20 sessions: only the week of ⟦Dec 29@D:2024-12-29⟧ closed up, ⟦+57.5@" + d(W29, 'change') +
  "⟧ points. Worst was the week of ⟦Dec 8@D:2024-12-08⟧ at ⟦−381.75@" + d(W8, 'change') + "⟧. Heaviest volume: the "
  "⟦Dec 22@D:2024-12-22⟧ week, ⟦1,007,765@" + d(W22, 'volume') + "⟧ contracts."),
A('q_weekly_recent', 'faithful', 'de-DE', 'tulipgrade',
  "Wochenkerzen der letzten 20 Tage: im Schnitt ⟦−179,7@stats.change.mean⟧ Punkte je Woche; einzige Plus-Woche "
  "ab ⟦29.12.@D:2024-12-29⟧ mit ⟦+57,5@" + d(W29, 'change') + "⟧. Letzte Woche (⟦05.01.@D:2025-01-05⟧): Schluss "
  "⟦8.837,25@" + d(W5, 'close') + "⟧, Tief ⟦8.802,75@" + d(W5, 'low') + "⟧."),
A('q_weekly_recent', 'wrong_sign', 'fr-FR', 'gramneedle',
  "semaine du ⟦5 janvier@D:2025-01-05⟧ : ⟦+205,5@" + d(W5, 'change') + "!⟧ points, clôture à ⟦8_837,25@" +
  d(W5, 'close') + "⟧ ; la pire reste celle du ⟦8 décembre@D:2024-12-08⟧, ⟦−381,75@" + d(W8, 'change') +
  "⟧. Pointes bien meulées."),
A('q_weekly_recent', 'invented', 'it-IT', 'flagfall',
  "ultime settimane: la più pesante per volumi quella del ⟦22 dicembre@D:2024-12-22⟧, con "
  "⟦1.124.310@" + d(W22, 'volume') + "!⟧ contratti; la peggiore quella dell'⟦8 dicembre@D:2024-12-08⟧, "
  "⟦−381,75@" + d(W8, 'change') + "⟧ punti."),
A('q_weekly_recent', 'coincidental', 'zh-CN', 'teaclipper',
  "最近几周：⟦12月15日@D:2024-12-15⟧ 那周成交 ⟦1,007,767@" + d(W15, 'volume') + "!⟧ 手，涨跌 ⟦−16@" +
  d(W15, 'change') + "⟧ 点；⟦12月29日@D:2024-12-29⟧ 那周是唯一上涨周：⟦+57.5@" + d(W29, 'change') + "⟧ 点。"),
# ---------------------------------------------------------------- q_gap_2024
A('q_gap_2024', 'faithful', 'fr-FR', 'snailfeed',
  "gaps d'ouverture 2024 : moyenne ⟦+1,51@mean_g⟧ point, écart-type ⟦34,54@std_g⟧, plus grand gap haussier "
  "⟦+147,25@max_g⟧, plus grand baissier ⟦−128,5@min_g⟧. Les bêtes n'ont pas bougé."),
A('q_gap_2024', 'faithful', 'ja-JP', 'tulipgrade',
  "2024年の寄り付きギャップ：平均⟦+1.5@mean_g⟧ポイント、標準偏差⟦34.5@std_g⟧、最大の上窓⟦+147.25@max_g⟧、"
  "最大の下窓⟦−128.5@min_g⟧。選別は順調。"),
A('q_gap_2024', 'faithful', 'es-ES', 'hammock',
  "huecos de apertura en 2024: media de ⟦1,51@mean_g⟧ puntos, desviación típica ⟦34,54@std_g⟧; el mayor al "
  "alza, ⟦+147,25@max_g⟧, y el mayor a la baja, ⟦−128,5@min_g⟧."),
A('q_gap_2024', 'wrong_sign', 'pl-PL', 'escalator',
  "luki otwarcia w 2024 r.: średnio ⟦+1,51@mean_g⟧ pkt, odchylenie ⟦34,54@std_g⟧; największa luka w górę "
  "⟦−147,25@max_g!⟧ pkt, w dół ⟦−128,5@min_g⟧."),
A('q_gap_2024', 'wrong_column', 'it-IT', 'bagelboil',
  "gap di apertura nel 2024: media ⟦34,54@mean_g~std_g!⟧ punti, massimo ⟦+147,25@max_g⟧, minimo "
  "⟦−128,5@min_g⟧. Pentola sempre in bollore."),
A('q_gap_2024', 'miscomputed', 'ru-RU', 'gramneedle',
  "гэпы открытия 2024 г.: максимум ⟦+147,25@max_g⟧, стандартное отклонение ⟦34,54@std_g⟧; по моим подсчётам, "
  "самый большой гэп — это ⟦4,62@max_g/std_g!⟧ сигмы."),
# ---------------------------------------------------------------- q_rsi_oversold_2024
A('q_rsi_oversold_2024', 'faithful', 'nl-NL', 'snailfeed',
  "RSI(14) onder 30 in 2024: ⟦63@R.summary.rows⟧ dagen. Eerste op ⟦24 januari@D:2024-01-24⟧ (⟦25,14@" +
  d('2024-01-24', 'rsi') + "⟧), laatste op ⟦20 december@D:2024-12-20⟧ (⟦29,09@R.summary.last.rsi⟧); laagste stand "
  "⟦19,49@stats.rsi.min⟧, gemiddeld ⟦26,12@stats.rsi.mean⟧."),
A('q_rsi_oversold_2024', 'faithful', 'pt-BR', 'hammock',
  "RSI(14) abaixo de 30 em 2024: ⟦63@R.summary.rows⟧ pregões, mínimo ⟦19,49@stats.rsi.min⟧ e média "
  "⟦26,12@stats.rsi.mean⟧. O primeiro foi ⟦24/01@D:2024-01-24⟧, com fechamento ⟦16.672,75@" +
  d('2024-01-24', 'close') + "⟧."),
A('q_rsi_oversold_2024', 'faithful', 'fr-FR', 'escalator',
  "RSI(14) sous 30 en 2024 : ⟦63@R.summary.rows⟧ séances. Plus bas ⟦19,49@stats.rsi.min⟧ ; le "
  "⟦8 février@D:2024-02-08⟧ à ⟦23,71@" + d('2024-02-08', 'rsi') + "⟧ ; le dernier le "
  "⟦20 décembre@D:2024-12-20⟧ à ⟦29,09@R.summary.last.rsi⟧."),
A('q_rsi_oversold_2024', 'wrong_row', 'en-US', 'hotdog',
  "RSI(14) under 30 on ⟦63@R.summary.rows⟧ days of 2024; the first, ⟦Jan 24@D:2024-01-24⟧, read ⟦25.75@" +
  d('2024-01-24', 'rsi') + "~" + d('2024-01-31', 'rsi') + "!⟧, and the low of the year was ⟦19.49@stats.rsi.min⟧. "
  "Slow night at the cart."),
A('q_rsi_oversold_2024', 'coincidental', 'it-IT', 'vitrine',
  "RSI(14) sotto 30 in ⟦63@R.summary.rows⟧ sedute del 2024; valore medio ⟦23,9@stats.rsi.mean!⟧, minimo "
  "⟦19,49@stats.rsi.min⟧. Teca asciutta, nessuna condensa."),
A('q_rsi_oversold_2024', 'misrounded', 'pl-PL', 'frostpot',
  "RSI(14) poniżej 30 w 2024 r.: ⟦63@R.summary.rows⟧ sesje, minimum ⟦19,4@stats.rsi.min!⟧, średnio "
  "⟦26,12@stats.rsi.mean⟧; ostatni raz ⟦20 grudnia@D:2024-12-20⟧."),
# ---------------------------------------------------------------- q_quarter_range_2024
A('q_quarter_range_2024', 'faithful', 'de-DE', 'escalator',
  "mittlere Tagesspanne 2024 je Quartal: Q1 ⟦320,6@" + q(1) + "⟧, Q2 ⟦314,9@" + q(2) + "⟧, Q3 ⟦263,4@" + q(3) +
  "⟧, Q4 ⟦201,6@" + q(4) + "⟧ Punkte – jedes Quartal ruhiger. Größter Einzeltag in Q1: ⟦585,5@" + q(1, 'max_range') + "⟧."),
A('q_quarter_range_2024', 'faithful', 'pt-BR', 'vitrine',
  "amplitude média por trimestre em 2024: ⟦320,64@" + q(1) + "⟧ no primeiro, ⟦314,87@" + q(2) + "⟧ no segundo, "
  "⟦263,41@" + q(3) + "⟧ no terceiro e ⟦201,62@" + q(4) + "⟧ no quarto. Cada vez mais calmo."),
A('q_quarter_range_2024', 'faithful', 'zh-CN', 'tulipgrade',
  "2024 年各季度平均日波幅：一季度 ⟦320.6@" + q(1) + "⟧ 点，二季度 ⟦314.9@" + q(2) + "⟧，三季度 ⟦263.4@" + q(3) +
  "⟧，四季度 ⟦201.6@" + q(4) + "⟧；单日最大 ⟦585.5@" + q(1, 'max_range') + "⟧ 点出现在一季度。"),
A('q_quarter_range_2024', 'wrong_column', 'en-US', 'frostpot',
  "2024 average daily range by quarter: Q1 ⟦320.6@" + q(1) + "⟧, Q2 ⟦314.9@" + q(2) + "⟧, Q3 ⟦263.4@" + q(3) +
  "⟧, Q4 ⟦389@" + q(4) + "~" + q(4, 'max_range') + "!⟧ points. Cold quarters, small flames."),
A('q_quarter_range_2024', 'miscomputed', 'es-ES', 'bagelboil',
  "rango medio por trimestre en 2024: T2 ⟦314,87@" + q(2) + "⟧ y T3 ⟦263,41@" + q(3) + "⟧; según mis cuentas, "
  "una caída de ⟦54,15@" + q(2) + "-" + q(3) + "!⟧ puntos entre ambos. La masa, en su punto."),
A('q_quarter_range_2024', 'derived', 'nl-NL', 'teaclipper',
  "gemiddelde dagrange 2024: Q1 ⟦320,6@" + q(1) + "⟧ tegen Q4 ⟦201,6@" + q(4) + "⟧ punten; eigen deling: Q1 was "
  "⟦1,59@" + q(1) + "/" + q(4) + "!⟧ keer zo breed."),
# ---------------------------------------------------------------- q_close_extremes_2023
A('q_close_extremes_2023', 'faithful', 'ja-JP', 'bagelboil',
  "2023年の終値：最高⟦18,946@max_close⟧、最安⟦15,875.25@min_close⟧、大納会⟦17,553.5@last_close⟧。年末は高値寄り。"),
A('q_close_extremes_2023', 'faithful', 'pl-PL', 'hammock',
  "zamknięcia 2023 r.: najwyższe ⟦18_946@max_close⟧ pkt, najniższe ⟦15_875,25@min_close⟧, ostatnie w roku "
  "⟦17_553,5@last_close⟧. Koniec roku bliżej szczytu."),
A('q_close_extremes_2023', 'faithful', 'fr-FR', 'teaclipper',
  "clôtures 2023 : plus haute ⟦18_946@max_close⟧, plus basse ⟦15_875,25@min_close⟧, dernière de l'année "
  "⟦17_553,5@last_close⟧ points. Cale pleine."),
A('q_close_extremes_2023', 'wrong_column', 'pt-BR', 'snailfeed',
  "fechamentos de 2023: o mínimo foi ⟦15.875,25@min_close⟧ pontos e o ano terminou em ⟦18.946@last_close~max_close!⟧. "
  "Canteiro úmido, bichos ativos."),
A('q_close_extremes_2023', 'misrounded', 'en-US', 'hotdog',
  "2023 closes: high ⟦18,946@max_close⟧, low ⟦15,876@min_close!⟧, last of the year ⟦17,553.5@last_close⟧. "
  "Mustard ran out first."),
A('q_close_extremes_2023', 'miscomputed', 'en-GB', 'tulipgrade',
  "2023: highest close ⟦18,946@max_close⟧, lowest ⟦15,875.25@min_close⟧ — on my own arithmetic a spread of "
  "⟦3,007.75@max_close-min_close!⟧ points; the year ended at ⟦17,553.5@last_close⟧."),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
A('q_h1_vs_h2_2024', 'faithful', 'ja-JP', 'bagelboil',
  "2024年上期の平均値幅⟦317.7@A.mean_range⟧、下期⟦232.5@B.mean_range⟧ポイント。最大は上期⟦585.5@A.max_range⟧、"
  "下期⟦507.5@B.max_range⟧。上期の方が荒い。"),
A('q_h1_vs_h2_2024', 'faithful', 'it-IT', 'snailfeed',
  "primo semestre 2024: escursione media ⟦317,71@A.mean_range⟧ punti su ⟦124@A.R.source_row_count⟧ sedute; "
  "secondo: ⟦232,52@B.mean_range⟧ su ⟦128@B.R.source_row_count⟧. Più nervoso il primo."),
A('q_h1_vs_h2_2024', 'faithful', 'en-US', 'tulipgrade',
  "H1 2024 averaged a ⟦317.7@A.mean_range⟧-point daily range (widest day ⟦585.5@A.max_range⟧), H2 "
  "⟦232.5@B.mean_range⟧ (widest ⟦507.5@B.max_range⟧). The first half was the rougher one."),
A('q_h1_vs_h2_2024', 'wrong_year', 'en-GB', 'teaclipper',
  "first half of 2024: average daily range ⟦232.5@A.mean_range~B.mean_range!⟧ points over "
  "⟦124@A.R.source_row_count⟧ sessions, widest day ⟦585.5@A.max_range⟧. Fair wind."),
A('q_h1_vs_h2_2024', 'wrong_year', 'pl-PL', 'ropeaccess',
  "drugie półrocze 2024 r.: średni zakres ⟦232,5@B.mean_range⟧ pkt z ⟦124@B.R.source_row_count~A.R.source_row_count!⟧ "
  "sesji; pierwsze: ⟦317,7@A.mean_range⟧ pkt. Pierwsze bardziej nerwowe."),
A('q_h1_vs_h2_2024', 'miscomputed', 'fr-FR', 'vitrine',
  "premier semestre 2024 : ⟦317,71@A.mean_range⟧ points d'amplitude moyenne, second : ⟦232,52@B.mean_range⟧ ; "
  "calcul fait à la main, ⟦85,91@A.mean_range-B.mean_range!⟧ points d'écart."),
]
