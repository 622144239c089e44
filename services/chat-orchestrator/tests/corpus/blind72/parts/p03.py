"""Market-data queries, part 3 (q_weekly_recent ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py.
Layouts: _reg.py. '_' between digits = the locale's group separator (U+202F fr, U+00A0 ru/pl)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def w(day, col):
    return f"row('{day}').{col}"


def q(n, col='mean_range'):
    return f"row({n}).{col}"


ENTRIES = [
# ---------------------------------------------------------------- q_weekly_recent
A('q_weekly_recent', 'faithful', 'zh-CN', 'pottery',
  "最近五周里只有 ⟦12月29日@D:2024-12-29⟧ 那一周上涨，⟦+57.5@" + w('2024-12-29', 'change') + "⟧ 点；"
  "⟦12月8日@D:2024-12-08⟧ 那一周跌得最多，⟦−381.75@" + w('2024-12-08', 'change') + "⟧；周均变化 "
  "⟦−179.7@stats.change.mean⟧。"),
A('q_weekly_recent', 'faithful', 'fr-FR', 'hobby',
  "semaine du ⟦22 décembre@D:2024-12-22⟧ : la plus chargée avec ⟦1_007_765@" + w('2024-12-22', 'volume') +
  "⟧ contrats, pour ⟦−352,75@" + w('2024-12-22', 'change') + "⟧ points ; celle du ⟦15 décembre@D:2024-12-15⟧ "
  "presque à plat (⟦−16@" + w('2024-12-15', 'change') + "⟧)."),
A('q_weekly_recent', 'faithful', 'pl-PL', 'flea',
  "ostatni tydzień (⟦5 stycznia@D:2025-01-05⟧): otwarcie ⟦9042,75@" + w('2025-01-05', 'open') + "⟧, zamknięcie "
  "⟦8837,25@" + w('2025-01-05', 'close') + "⟧, zmiana ⟦−205,5@" + w('2025-01-05', 'change') + "⟧ pkt, wolumen "
  "⟦555_185@" + w('2025-01-05', 'volume') + "⟧."),
A('q_weekly_recent', 'wrong_unit', 'en-GB', 'spinning',
  "the week of ⟦8 Dec@D:2024-12-08⟧ gave up £⟦381.75@abs(" + w('2024-12-08', 'change') + ")~abs(" +
  w('2024-12-08', 'change') + ")!⟧, closing at ⟦9,229.5@" + w('2024-12-08', 'close') + "⟧.",
  unit_note='index points quoted as pounds sterling'),
A('q_weekly_recent', 'wrong_sign', 'ru-RU', 'dollhouse',
  "неделя ⟦5 января@D:2025-01-05⟧ дала ⟦+205,5@" + w('2025-01-05', 'change') + "!⟧ пункта, закрытие "
  "⟦8_837,25@" + w('2025-01-05', 'close') + "⟧."),
A('q_weekly_recent', 'derived', 'it-IT', 'lamplighter',
  "settimana dell'⟦8 dicembre@D:2024-12-08⟧: massimo ⟦9.657@" + w('2024-12-08', 'high') + "⟧, minimo "
  "⟦9.182,25@" + w('2024-12-08', 'low') + "⟧; l'escursione, calcolata da me, fa ⟦474,75@" +
  w('2024-12-08', 'high') + "-" + w('2024-12-08', 'low') + "!⟧ punti."),
# ---------------------------------------------------------------- q_gap_2024
A('q_gap_2024', 'faithful', 'ru-RU', 'dollhouse',
  "гэпы на открытии в 2024 году: в среднем ⟦+1,51@mean_g⟧ пункта, самый большой вверх ⟦147,25@max_g⟧, вниз "
  "⟦−128,5@min_g⟧, стандартное отклонение ⟦34,54@std_g⟧."),
A('q_gap_2024', 'faithful', 'nl-NL', 'thrift',
  "openingsgaten 2024: gemiddeld ⟦1,5@mean_g⟧ punt, standaardafwijking ⟦34,5@std_g⟧, uitersten ⟦+147,25@max_g⟧ "
  "en ⟦−128,5@min_g⟧ over ⟦252@R.source_row_count⟧ dagen."),
A('q_gap_2024', 'faithful', 'es-ES', 'spinning',
  "el hueco medio de apertura en 2024 fue de apenas ⟦1,51@mean_g⟧ puntos, con desviación típica de "
  "⟦34,54@std_g⟧; el mayor al alza, ⟦147,25@max_g⟧."),
A('q_gap_2024', 'wrong_sign', 'pl-PL', 'jigsaw',
  "średnia luka na otwarciu w 2024 r.: ⟦−1,51@mean_g!⟧ pkt, największa w górę ⟦147,25@max_g⟧."),
A('q_gap_2024', 'wrong_column', 'en-US', 'weaver',
  "2024 opening gaps: average ⟦1.51@mean_g⟧ points with a standard deviation of ⟦147.25@std_g~max_g!⟧."),
A('q_gap_2024', 'derived', 'fr-FR', 'philately',
  "écart entre le plus fort gap haussier (⟦147,25@max_g⟧) et le plus fort baissier (⟦−128,5@min_g⟧), "
  "calculé par moi : ⟦275,75@max_g-min_g!⟧ points."),
# ---------------------------------------------------------------- q_rsi_oversold_2024
A('q_rsi_oversold_2024', 'faithful', 'pt-BR', 'dyer',
  "RSI(14) abaixo de 30 em ⟦63@R.summary.rows⟧ pregões de 2024; o primeiro em ⟦24/01@D:2024-01-24⟧ "
  "(⟦25,14@R.summary.first.rsi⟧) e o último em ⟦20/12@D:2024-12-20⟧ (⟦29,09@R.summary.last.rsi⟧)."),
A('q_rsi_oversold_2024', 'faithful', 'en-GB', 'philately',
  "RSI(14) sat below 30 on ⟦63@R.summary.rows⟧ days of 2024, bottoming at ⟦19.49@stats.rsi.min⟧ and averaging "
  "⟦26.12@stats.rsi.mean⟧; ⟦8 Feb@D:2024-02-08⟧ read ⟦23.71@row('2024-02-08').rsi⟧."),
A('q_rsi_oversold_2024', 'faithful', 'es-ES', 'flea',
  "el ⟦13 de marzo@D:2024-03-13⟧ el RSI(14) marcó ⟦29,00@row('2024-03-13').rsi⟧ con cierre en "
  "⟦15.239@row('2024-03-13').close⟧; al día siguiente, ⟦26,54@row('2024-03-14').rsi⟧."),
A('q_rsi_oversold_2024', 'wrong_row', 'it-IT', 'weaver',
  "il ⟦31 gennaio@D:2024-01-31⟧ l'RSI(14) era a ⟦25,30@row('2024-01-31').rsi~row('2024-02-07').rsi!⟧, con "
  "chiusura a ⟦16.392,25@row('2024-01-31').close⟧."),
A('q_rsi_oversold_2024', 'coincidental', 'en-US', 'toyshop',
  "the first oversold day of 2024, ⟦Jan 24@D:2024-01-24⟧, printed an RSI(14) of ⟦25.17@R.summary.first.rsi!⟧ "
  "on a close of ⟦16,672.75@row('2024-01-24').close⟧."),
A('q_rsi_oversold_2024', 'miscomputed', 'nl-NL', 'hobby',
  "de RSI(14) schommelde onder de 30 tussen ⟦19,49@stats.rsi.min⟧ en ⟦29,81@stats.rsi.max⟧, zelf uitgerekend "
  "een bandbreedte van ⟦10,23@stats.rsi.max-stats.rsi.min!⟧ punten."),
# ---------------------------------------------------------------- q_quarter_range_2024
A('q_quarter_range_2024', 'faithful', 'zh-CN', 'weaver',
  "2024 年各季度平均日内波幅：Q1 ⟦320.64@" + q(1) + "⟧、Q2 ⟦314.87@" + q(2) + "⟧、Q3 ⟦263.41@" + q(3) +
  "⟧、Q4 ⟦201.62@" + q(4) + "⟧，逐季收窄。"),
A('q_quarter_range_2024', 'faithful', 'fr-FR', 'toyshop',
  "T1 le plus agité : ⟦320,6@" + q(1) + "⟧ points de moyenne et un pic à ⟦585,5@" + q(1, 'max_range') +
  "⟧ ; T4 le plus calme : ⟦201,6@" + q(4) + "⟧, pic à ⟦389@" + q(4, 'max_range') + "⟧."),
A('q_quarter_range_2024', 'faithful', 'de-DE', 'pottery',
  "Q2 2024: mittlere Spanne ⟦314,869@" + q(2) + "⟧, größte ⟦555,25@" + q(2, 'max_range') + "⟧; Q3: "
  "⟦263,4@" + q(3) + "⟧ bzw. ⟦507,5@" + q(3, 'max_range') + "⟧."),
A('q_quarter_range_2024', 'wrong_row', 'en-US', 'spinning',
  "Q3 2024 averaged ⟦201.62@" + q(3) + "~" + q(4) + "!⟧ points of daily range, with a widest day of "
  "⟦507.5@" + q(3, 'max_range') + "⟧."),
A('q_quarter_range_2024', 'coincidental', 'it-IT', 'philately',
  "nel secondo trimestre 2024 l'escursione media è stata di ⟦318@" + q(2) + "!⟧ punti, con un massimo di "
  "⟦555,25@" + q(2, 'max_range') + "⟧."),
A('q_quarter_range_2024', 'miscomputed', 'pl-PL', 'dollhouse',
  "podzieliłam sama: średni zakres I kwartału (⟦320,64@" + q(1) + "⟧) to ⟦1,95@" + q(1) + "/" + q(4) +
  "!⟧ raza tyle co IV kwartału (⟦201,62@" + q(4) + "⟧)."),
# ---------------------------------------------------------------- q_close_extremes_2023
A('q_close_extremes_2023', 'faithful', 'zh-CN', 'lamplighter',
  "2023 年最高收盘 ⟦18,946@max_close⟧ 点，最低 ⟦15,875.25@min_close⟧ 点，年末收于 ⟦17,553.5@last_close⟧，"
  "离高点更近。"),
A('q_close_extremes_2023', 'faithful', 'en-GB', 'thrift',
  "2023 closes: high ⟦18,946@max_close⟧, low ⟦15,875.25@min_close⟧, last ⟦17,553.5@last_close⟧, from "
  "⟦250@R.source_row_count⟧ sessions."),
A('q_close_extremes_2023', 'faithful', 'it-IT', 'jigsaw',
  "chiusure del 2023: massima ⟦18.946@max_close⟧, minima ⟦15.875,25@min_close⟧, ultima ⟦17.553,5@last_close⟧."),
A('q_close_extremes_2023', 'wrong_column', 'fr-FR', 'dollhouse',
  "plus haute clôture de 2023 : ⟦17_553,5@max_close~last_close!⟧ points ; plus basse : ⟦15_875,25@min_close⟧."),
A('q_close_extremes_2023', 'derived', 'ru-RU', 'hobby',
  "максимум закрытия 2023 года ⟦18_946@max_close⟧, минимум ⟦15_875,25@min_close⟧; разброс, посчитанный мной, — "
  "⟦3070,75@max_close-min_close!⟧ пункта."),
A('q_close_extremes_2023', 'invented', 'en-US', 'toyshop',
  "the lowest close of 2023 was ⟦16,388.5@min_close!⟧ and the highest ⟦18,946@max_close⟧."),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
A('q_h1_vs_h2_2024', 'faithful', 'en-US', 'pottery',
  "Yes: H1 2024 averaged ⟦317.71@A.mean_range⟧ points of daily range against ⟦232.52@B.mean_range⟧ in H2, and "
  "the year's widest day (⟦585.5@A.max_range⟧) fell in H1."),
A('q_h1_vs_h2_2024', 'faithful', 'zh-CN', 'lamplighter',
  "2024 上半年平均波幅 ⟦317.7@A.mean_range⟧ 点（⟦124@A.R.source_row_count⟧ 天），下半年 ⟦232.5@B.mean_range⟧ 点"
  "（⟦128@B.R.source_row_count⟧ 天）；上半年更动荡。"),
A('q_h1_vs_h2_2024', 'faithful', 'es-ES', 'spinning',
  "primer semestre de 2024: rango medio ⟦317,71@A.mean_range⟧ y máximo ⟦585,5@A.max_range⟧; segundo: "
  "⟦232,52@B.mean_range⟧ y ⟦507,5@B.max_range⟧."),
A('q_h1_vs_h2_2024', 'wrong_year', 'pt-BR', 'dyer',
  "no segundo semestre de 2024 a amplitude média foi de ⟦317,71@B.mean_range~A.mean_range!⟧ pontos, com máxima "
  "de ⟦507,5@B.max_range⟧."),
A('q_h1_vs_h2_2024', 'wrong_year', 'en-GB', 'dollhouse',
  "H2 2024's widest day ran ⟦585.5@B.max_range~A.max_range!⟧ points; the half averaged ⟦232.52@B.mean_range⟧."),
A('q_h1_vs_h2_2024', 'wrong_column', 'ru-RU', 'philately',
  "во втором полугодии 2024 года средний диапазон — ⟦507,5@B.mean_range~B.max_range!⟧ пункта, в первом "
  "⟦317,7@A.mean_range⟧."),
A('q_h1_vs_h2_2024', 'misrounded', 'ja-JP', 'hobby',
  "2024年下半期の平均値幅は⟦232.6@B.mean_range!⟧ポイント、上半期は⟦317.7@A.mean_range⟧。"),
]
