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
A('q_weekly_recent', 'faithful', 'es-ES', 'kimono',
  "barras semanales recientes: cuatro de cinco semanas a la baja; la peor, la semana hasta el "
  "⟦8 de diciembre@D:2024-12-08⟧, con ⟦−381,75@" + w('2024-12-08', 'change') + "⟧ puntos; la única al alza, hasta el "
  "⟦29 de diciembre@D:2024-12-29⟧, con ⟦+57,5@" + w('2024-12-29', 'change') + "⟧."),
A('q_weekly_recent', 'faithful', 'nl-NL', 'izakaya',
  "weekbalken: de week tot ⟦22 december@D:2024-12-22⟧ was de drukste, met ⟦1.007.765@" + w('2024-12-22', 'volume') +
  "⟧ contracten en een weekverandering van ⟦−352,75@" + w('2024-12-22', 'change') + "⟧ punten. Gemiddeld per week "
  "⟦−179,7@stats.change.mean⟧."),
A('q_weekly_recent', 'faithful', 'en-GB', 'gym',
  "Last five weekly bars: the week to ⟦5 Jan@D:2025-01-05⟧ opened at ⟦9,042.75@" + w('2025-01-05', 'open') +
  "⟧ and closed at ⟦8,837.25@" + w('2025-01-05', 'close') + "⟧, ⟦−205.50@" + w('2025-01-05', 'change') +
  "⟧ on the week; the week to ⟦29 Dec@D:2024-12-29⟧ was the only up week, ⟦+57.50@" + w('2024-12-29', 'change') + "⟧."),
A('q_weekly_recent', 'wrong_row', 'zh-CN', 'sumo',
  "截至 ⟦12月15日@D:2024-12-15⟧ 的一周收于 ⟦9,229.5@" + w('2024-12-15', 'close') + "~" + w('2024-12-08', 'close') +
  "!⟧ 点。"),
A('q_weekly_recent', 'wrong_sign', 'pt-BR', 'teahouse',
  "a semana até ⟦29/12@D:2024-12-29⟧, a única de alta, variou ⟦−57,5@" + w('2024-12-29', 'change') + "!⟧ pontos."),
A('q_weekly_recent', 'derived', 'en-US', 'judo',
  "The week ending ⟦Dec 22@D:2024-12-22⟧ swung from a high of ⟦9,557.5@" + w('2024-12-22', 'high') + "⟧ to a low of "
  "⟦8,926.25@" + w('2024-12-22', 'low') + "⟧, a ⟦631.25@" + w('2024-12-22', 'high') + "-" + w('2024-12-22', 'low') +
  "!⟧-point range by my own subtraction."),
# ---------------------------------------------------------------- q_gap_2024
A('q_gap_2024', 'faithful', 'pt-BR', 'kendo',
  "gaps de abertura do NQ em 2024: média de ⟦1,51@mean_g⟧ ponto, maior ⟦+147,25@max_g⟧, menor ⟦−128,5@min_g⟧ e "
  "desvio-padrão de ⟦34,54@std_g⟧."),
A('q_gap_2024', 'faithful', 'zh-CN', 'judo',
  "2024 年 NQ 开盘跳空：平均 ⟦1.511@mean_g⟧ 点，最大 ⟦147.25@max_g⟧ 点，最小 ⟦−128.5@min_g⟧ 点，标准差 ⟦34.5@std_g⟧ 点。"),
A('q_gap_2024', 'faithful', 'nl-NL', 'sumo',
  "openingsgaps 2024: gemiddeld ⟦+1,5@mean_g⟧ punt bij een standaardafwijking van ⟦34,544@std_g⟧; de grootste gap "
  "omhoog ⟦147,25@max_g⟧, omlaag ⟦−128,5@min_g⟧ punten."),
A('q_gap_2024', 'wrong_sign', 'fr-FR', 'izakaya',
  "le plus gros gap baissier de 2024 a été de ⟦+128,5@min_g!⟧ points à l'ouverture."),
A('q_gap_2024', 'wrong_unit', 'it-IT', 'gym',
  "nel 2024 i gap d'apertura del NQ hanno avuto una deviazione standard del ⟦34,54%@std_g~std_g!⟧.",
  unit_note='index points quoted as a percentage'),
A('q_gap_2024', 'coincidental', 'ru-RU', 'kimono',
  "самый большой гэп вверх в 2024 году — ⟦131@max_g!⟧ пункт."),
# ---------------------------------------------------------------- q_rsi_oversold_2024
A('q_rsi_oversold_2024', 'faithful', 'ja-JP', 'dojo',
  "2024年にRSI(14)が30を下回ったのは⟦63@R.summary.rows⟧日。最初は⟦1月24日@D:2024-01-24⟧（⟦25.14@R.summary.first.rsi⟧）、"
  "最後は⟦12月20日@D:2024-12-20⟧（⟦29.09@R.summary.last.rsi⟧）。最低値は⟦19.49@stats.rsi.min⟧。"),
A('q_rsi_oversold_2024', 'faithful', 'it-IT', 'kendo',
  "nel 2024 l'RSI(14) è sceso sotto 30 in ⟦63@R.summary.rows⟧ sedute, con un minimo di ⟦19,49@stats.rsi.min⟧ e una "
  "media di ⟦26,12@stats.rsi.mean⟧; la prima volta il ⟦24 gennaio@D:2024-01-24⟧, a ⟦25,14@R.summary.first.rsi⟧."),
A('q_rsi_oversold_2024', 'faithful', 'en-US', 'gym',
  "RSI(14) sat below 30 on ⟦63@R.summary.rows⟧ days of 2024, first on ⟦Jan 24@D:2024-01-24⟧ at "
  "⟦25.1@R.summary.first.rsi⟧ with a close of ⟦16,672.75@row('2024-01-24').close⟧, last on ⟦Dec 20@D:2024-12-20⟧ at "
  "⟦29.1@R.summary.last.rsi⟧."),
A('q_rsi_oversold_2024', 'wrong_column', 'ru-RU', 'abacus',
  "минимальный RSI(14) в 2024 году — ⟦26,12@stats.rsi.min~stats.rsi.mean!⟧; ниже 30 индикатор был "
  "⟦63@R.summary.rows⟧ дня."),
A('q_rsi_oversold_2024', 'invented', 'pt-BR', 'izakaya',
  "em 2024, o RSI(14) mais baixo do NQ foi de ⟦18,7@stats.rsi.min!⟧."),
A('q_rsi_oversold_2024', 'misrounded', 'fr-FR', 'pingpong',
  "premier jour de survente en 2024 : le ⟦24 janvier@D:2024-01-24⟧, avec un RSI(14) de ⟦25,13@R.summary.first.rsi!⟧."),
# ---------------------------------------------------------------- q_quarter_range_2024
A('q_quarter_range_2024', 'faithful', 'en-US', 'numismat',
  "2024's average daily range narrowed every quarter: Q1 ⟦320.64@" + q(1) + "⟧, Q2 ⟦314.87@" + q(2) + "⟧, Q3 "
  "⟦263.41@" + q(3) + "⟧, Q4 ⟦201.62@" + q(4) + "⟧ points."),
A('q_quarter_range_2024', 'faithful', 'de-DE', 'izakaya',
  "mittlere Spanne je Quartal 2024: erstes ⟦320,6@" + q(1) + "⟧, zweites ⟦314,9@" + q(2) + "⟧, drittes ⟦263,4@" + q(3) +
  "⟧, viertes ⟦201,6@" + q(4) + "⟧ Punkte; der breiteste Tag (⟦585,5@" + q(1, 'max_range') + "⟧) fiel ins erste."),
A('q_quarter_range_2024', 'faithful', 'en-GB', 'teahouse',
  "Q4 2024 was the calmest quarter, averaging ⟦201.6@" + q(4) + "⟧ points with a widest day of ⟦389@" +
  q(4, 'max_range') + "⟧; Q1 the busiest at ⟦320.6@" + q(1) + "⟧, widest ⟦585.5@" + q(1, 'max_range') + "⟧."),
A('q_quarter_range_2024', 'derived', 'es-ES', 'pingpong',
  "rango medio 2024: el segundo trimestre ⟦314,87@" + q(2) + "⟧ puntos y el tercero ⟦263,41@" + q(3) + "⟧, una caída de "
  "⟦51,45@" + q(2) + "-" + q(3) + "!⟧ puntos según mi resta."),
A('q_quarter_range_2024', 'miscomputed', 'it-IT', 'squash',
  "tra primo (⟦320,64@" + q(1) + "⟧) e terzo trimestre (⟦263,41@" + q(3) + "⟧) l'escursione media è scesa, per mio "
  "calcolo, di ⟦55,23@" + q(1) + "-" + q(3) + "!⟧ punti."),
A('q_quarter_range_2024', 'coincidental', 'ja-JP', 'abacus',
  "2024年Q3の平均値幅は⟦254@" + q(3) + "!⟧ポイント。"),
# ---------------------------------------------------------------- q_close_extremes_2023
A('q_close_extremes_2023', 'faithful', 'zh-CN', 'kimono',
  "2023 年 NQ 最高收盘 ⟦18,946@max_close⟧ 点，最低收盘 ⟦15,875.25@min_close⟧ 点，年末收于 ⟦17,553.5@last_close⟧ 点。"),
A('q_close_extremes_2023', 'faithful', 'pl-PL', 'judo',
  "zamknięcia NQ w 2023 r.: najwyższe ⟦18_946@max_close⟧, najniższe ⟦15_875,25@min_close⟧, ostatnie "
  "⟦17_553,50@last_close⟧ — bliżej szczytu niż dołka."),
A('q_close_extremes_2023', 'faithful', 'nl-NL', 'numismat',
  "slotkoersen 2023: hoogste ⟦18.946@max_close⟧, laagste ⟦15.875,25@min_close⟧ en de laatste van het jaar "
  "⟦17.553,5@last_close⟧."),
A('q_close_extremes_2023', 'wrong_column', 'es-ES', 'gym',
  "el NQ cerró 2023 en ⟦15.875,25@last_close~min_close!⟧ puntos, tras un máximo de cierre de ⟦18.946@max_close⟧."),
A('q_close_extremes_2023', 'invented', 'en-GB', 'squash',
  "NQ's lowest close of 2023 came in at ⟦16,120@min_close!⟧."),
A('q_close_extremes_2023', 'derived', 'pt-BR', 'abacus',
  "em 2023 o fechamento máximo foi ⟦18.946@max_close⟧ e o mínimo ⟦15.875,25@min_close⟧: uma faixa de "
  "⟦3.070,75@max_close-min_close!⟧ pontos entre os dois, pelas minhas contas."),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
A('q_h1_vs_h2_2024', 'faithful', 'pt-BR', 'sumo',
  "sim: no primeiro semestre de 2024 a amplitude média foi de ⟦317,71@A.mean_range⟧ pontos (⟦124@A.R.source_row_count⟧ "
  "pregões), contra ⟦232,52@B.mean_range⟧ no segundo (⟦128@B.R.source_row_count⟧). Máximas de ⟦585,5@A.max_range⟧ e "
  "⟦507,5@B.max_range⟧."),
A('q_h1_vs_h2_2024', 'faithful', 'ja-JP', 'gym',
  "2024年上半期の平均値幅は⟦317.7@A.mean_range⟧、下半期は⟦232.5@B.mean_range⟧ポイントで、上半期の方が荒かった。"
  "最大値幅は⟦585.5@A.max_range⟧と⟦507.5@B.max_range⟧。"),
A('q_h1_vs_h2_2024', 'faithful', 'ru-RU', 'dojo',
  "первое полугодие 2024 года было волатильнее: средний диапазон ⟦317,708@A.mean_range⟧ пункта против "
  "⟦232,518@B.mean_range⟧ во втором; самый широкий день ⟦585,5@A.max_range⟧ против ⟦507,5@B.max_range⟧."),
A('q_h1_vs_h2_2024', 'wrong_year', 'es-ES', 'teahouse',
  "en el primer semestre de 2024 el rango medio fue de ⟦232,52@A.mean_range~B.mean_range!⟧ puntos en "
  "⟦124@A.R.source_row_count⟧ sesiones."),
A('q_h1_vs_h2_2024', 'wrong_year', 'en-GB', 'kendo',
  "The widest day of H1 2024 spanned ⟦507.5@A.max_range~B.max_range!⟧ points from high to low."),
A('q_h1_vs_h2_2024', 'misrounded', 'en-US', 'abacus',
  "H1 2024 averaged a ⟦317.70@A.mean_range!⟧-point daily range, against ⟦232.52@B.mean_range⟧ in H2."),
]
