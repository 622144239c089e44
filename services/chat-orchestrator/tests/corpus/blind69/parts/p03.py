"""Market-data queries, part 3 (q_weekly_recent ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def d(x, col):
    return f"row('{x}').{col}"


def q(n, col='mean_range'):
    return f"row({n}).{col}"


ENTRIES = [
# ---------------------------------------------------------------- q_weekly_recent
A('q_weekly_recent', 'faithful', 'nl-NL', 'soysauce',
  "weekbars NQ: vier van de vijf weken lager; alleen de week tot ⟦29 december@D:2024-12-29⟧ steeg, ⟦+57,5@" +
  d('2024-12-29', 'change') + "⟧ punten. Zwakst was de week tot ⟦8 december@D:2024-12-08⟧: ⟦−381,75@" +
  d('2024-12-08', 'change') + "⟧."),
A('q_weekly_recent', 'faithful', 'de-DE', 'scaffold',
  "Wochenbalken NQ: die Woche bis ⟦22.12.@D:2024-12-22⟧ hatte das höchste Volumen, ⟦1.007.765@" + d('2024-12-22', 'volume') +
  "⟧ Kontrakte, bei ⟦−352,75@" + d('2024-12-22', 'change') + "⟧ Punkten; im Mittel ⟦−179,7@stats.change.mean⟧ Punkte je Woche."),
A('q_weekly_recent', 'faithful', 'zh-CN', 'carwash',
  "最近五周 NQ 四周收跌；截至 ⟦1月5日@D:2025-01-05⟧ 的一周变动 ⟦−205.5@" + d('2025-01-05', 'change') + "⟧ 点，收于 "
  "⟦8,837.25@" + d('2025-01-05', 'close') + "⟧，成交 ⟦555,185@" + d('2025-01-05', 'volume') + "⟧ 手。"),
A('q_weekly_recent', 'faithful', 'es-ES', 'seedling',
  "semana hasta el ⟦15 de diciembre@D:2024-12-15⟧: ⟦−16@" + d('2024-12-15', 'change') + "⟧ puntos con ⟦1.002.088@" +
  d('2024-12-15', 'volume') + "⟧ contratos; la semana hasta el ⟦5 de enero de 2025@D:2025-01-05⟧ cerró en ⟦8.837,25@" +
  d('2025-01-05', 'close') + "⟧."),
A('q_weekly_recent', 'wrong_sign', 'it-IT', 'chocolatier',
  "la settimana chiusa il ⟦5 gennaio@D:2025-01-05⟧ ha segnato ⟦+205,5@" + d('2025-01-05', 'change') + "!⟧ punti, con un "
  "minimo a ⟦8.802,75@" + d('2025-01-05', 'low') + "⟧."),
A('q_weekly_recent', 'wrong_row', 'ru-RU', 'compost',
  "неделя до ⟦15 декабря@D:2024-12-15⟧: изменение ⟦−16@" + d('2024-12-15', 'change') + "⟧ пунктов, объём ⟦1_007_765@" +
  d('2024-12-15', 'volume') + "~" + d('2024-12-22', 'volume') + "!⟧ контрактов."),
A('q_weekly_recent', 'miscomputed', 'en-GB', 'tyrefit',
  "week to ⟦8 Dec@D:2024-12-08⟧: high ⟦9,657@" + d('2024-12-08', 'high') + "⟧, low ⟦9,182.25@" + d('2024-12-08', 'low') +
  "⟧, so a weekly range of ⟦447.75@" + d('2024-12-08', 'high') + "-" + d('2024-12-08', 'low') + "!⟧ points by my subtraction."),
# ---------------------------------------------------------------- q_gap_2024
A('q_gap_2024', 'faithful', 'ja-JP', 'boilerroom',
  "2024年の寄り付きギャップ：平均⟦1.51@mean_g⟧ポイント、最大⟦147.25@max_g⟧、最小⟦−128.5@min_g⟧、標準偏差⟦34.54@std_g⟧。"),
A('q_gap_2024', 'faithful', 'es-ES', 'forklift',
  "huecos de apertura del NQ en 2024: media de ⟦1,5@mean_g⟧ puntos y desviación típica de ⟦34,5@std_g⟧; el mayor al alza, "
  "⟦+147,25@max_g⟧, y el mayor a la baja, ⟦−128,5@min_g⟧."),
A('q_gap_2024', 'faithful', 'pl-PL', 'sakebrew',
  "luki otwarcia NQ w 2024 r., ⟦252@R.summary.rows_scanned⟧ sesje: średnio ⟦1,511@mean_g⟧ pkt, odchylenie standardowe "
  "⟦34,544@std_g⟧ pkt."),
A('q_gap_2024', 'wrong_sign', 'zh-CN', 'signwriter',
  "2024 年 NQ 开盘跳空平均 ⟦−1.51@mean_g!⟧ 点，标准差 ⟦34.54@std_g⟧ 点。"),
A('q_gap_2024', 'wrong_unit', 'fr-FR', 'scaffold',
  "gaps d'ouverture du NQ en 2024 : écart-type de ⟦34,54@std_g~std_g!⟧ dollars, plus grand gap haussier "
  "⟦147,25@max_g⟧ points.", unit_note='index points quoted as dollars'),
A('q_gap_2024', 'misrounded', 'de-DE', 'tyrefit',
  "Eröffnungslücken NQ 2024: im Mittel ⟦1,52@mean_g!⟧ Punkte, Standardabweichung ⟦34,54@std_g⟧."),
# ---------------------------------------------------------------- q_rsi_oversold_2024
A('q_rsi_oversold_2024', 'faithful', 'ja-JP', 'sakebrew',
  "2024年にRSI(14)が30を下回った日は⟦63@R.summary.rows⟧日。最初は⟦1月24日@D:2024-01-24⟧（⟦25.14@R.summary.first.rsi⟧）、"
  "最後は⟦12月20日@D:2024-12-20⟧（⟦29.09@R.summary.last.rsi⟧）。"),
A('q_rsi_oversold_2024', 'faithful', 'zh-CN', 'scaffold',
  "2024 年 RSI(14) 低于 30 的交易日共 ⟦63@R.summary.rows⟧ 天，期间 RSI 最低 ⟦19.49@stats.rsi.min⟧，平均 "
  "⟦26.12@stats.rsi.mean⟧。"),
A('q_rsi_oversold_2024', 'faithful', 'pl-PL', 'forklift',
  "RSI(14) poniżej 30 w 2024 r.: ⟦63@R.summary.rows⟧ sesje; pierwsza ⟦24 stycznia@D:2024-01-24⟧ (zamknięcie "
  "⟦16_672,75@row('2024-01-24').close⟧), ostatnia ⟦20 grudnia@D:2024-12-20⟧."),
A('q_rsi_oversold_2024', 'wrong_column', 'pt-BR', 'signwriter',
  "o último dia de RSI(14) abaixo de 30 em 2024 foi ⟦20/12@D:2024-12-20⟧, com RSI de ⟦29,81@R.summary.last.rsi~stats.rsi.max!⟧."),
A('q_rsi_oversold_2024', 'coincidental', 'ru-RU', 'boilerroom',
  "в 2024 году RSI(14) был ниже 30 в ⟦63@R.summary.rows⟧ сессиях; средний RSI по этим дням — ⟦25,77@stats.rsi.mean!⟧."),
A('q_rsi_oversold_2024', 'invented', 'fr-FR', 'compost',
  "RSI(14) sous 30 en 2024 : le plancher de l'année est à ⟦16,8@stats.rsi.min!⟧."),
# ---------------------------------------------------------------- q_quarter_range_2024
A('q_quarter_range_2024', 'faithful', 'en-GB', 'sakebrew',
  "NQ 2024 average daily range by quarter: Q1 ⟦320.64@" + q(1) + "⟧, Q2 ⟦314.87@" + q(2) + "⟧, Q3 ⟦263.41@" + q(3) +
  "⟧, Q4 ⟦201.62@" + q(4) + "⟧ points — narrower every quarter."),
A('q_quarter_range_2024', 'faithful', 'ru-RU', 'chocolatier',
  "средний дневной диапазон NQ по кварталам 2024 года: первый ⟦320,6@" + q(1) + "⟧, четвёртый ⟦201,6@" + q(4) +
  "⟧ пункта; самый широкий день года, ⟦585,5@" + q(1, 'max_range') + "⟧, пришёлся на первый квартал."),
A('q_quarter_range_2024', 'faithful', 'es-ES', 'signwriter',
  "rango por trimestre en 2024: el tercero promedió ⟦263,41@" + q(3) + "⟧ puntos con un máximo de ⟦507,5@" +
  q(3, 'max_range') + "⟧; el cuarto, ⟦201,62@" + q(4) + "⟧ con un máximo de ⟦389@" + q(4, 'max_range') + "⟧."),
A('q_quarter_range_2024', 'misrounded', 'pl-PL', 'boilerroom',
  "IV kwartał 2024 r.: średni dzienny zakres NQ ⟦201,63@" + q(4) + "!⟧ pkt, najniższy w roku."),
A('q_quarter_range_2024', 'miscomputed', 'zh-CN', 'soysauce',
  "2024 年一季度日均波幅 ⟦320.64@" + q(1) + "⟧ 点，是四季度 ⟦201.62@" + q(4) + "⟧ 点的 ⟦1.95@" + q(1) + "/" + q(4) +
  "!⟧ 倍（我自己除的）。"),
A('q_quarter_range_2024', 'derived', 'ja-JP', 'compost',
  "2024年のQ1とQ4の平均値幅の差は⟦119.02@" + q(1) + "-" + q(4) + "!⟧ポイント（自分で引き算）。"),
# ---------------------------------------------------------------- q_close_extremes_2023
A('q_close_extremes_2023', 'faithful', 'nl-NL', 'chocolatier',
  "slotkoersen NQ 2023: hoogste ⟦18.946@max_close⟧, laagste ⟦15.875,25@min_close⟧, laatste ⟦17.553,5@last_close⟧ — "
  "dichter bij de top dan bij de bodem."),
A('q_close_extremes_2023', 'faithful', 'fr-FR', 'tyrefit',
  "clôtures 2023 du NQ : plus haute ⟦18_946@max_close⟧, plus basse ⟦15_875,25@min_close⟧ ; l'année finit à "
  "⟦17_553,50@last_close⟧."),
A('q_close_extremes_2023', 'faithful', 'en-GB', 'carwash',
  "NQ closes in 2023: high ⟦18,946@max_close⟧, low ⟦15,875.25@min_close⟧, final ⟦17,553.5@last_close⟧, across "
  "⟦250@R.summary.rows_scanned⟧ sessions."),
A('q_close_extremes_2023', 'wrong_column', 'en-US', 'scaffold',
  "The NQ ended 2023 at ⟦18,946@last_close~max_close!⟧, with a low close of ⟦15,875.25@min_close⟧ on the year."),
A('q_close_extremes_2023', 'misrounded', 'ru-RU', 'signwriter',
  "минимальное закрытие NQ в 2023 году — ⟦15_876@min_close!⟧ пунктов, максимальное — ⟦18_946@max_close⟧."),
A('q_close_extremes_2023', 'invented', 'it-IT', 'sakebrew',
  "il NQ ha chiuso il 2023 a ⟦17.214,5@last_close!⟧ punti; massimo di chiusura ⟦18.946@max_close⟧."),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
A('q_h1_vs_h2_2024', 'faithful', 'de-DE', 'scaffold',
  "erstes Halbjahr 2024: mittlere Tagesspanne ⟦317,71@A.mean_range⟧ Punkte über ⟦124@A.R.source_row_count⟧ Tage; zweites: "
  "⟦232,52@B.mean_range⟧ über ⟦128@B.R.source_row_count⟧. Das erste war unruhiger."),
A('q_h1_vs_h2_2024', 'faithful', 'zh-CN', 'sakebrew',
  "2024 年上半年日均波幅 ⟦317.7@A.mean_range⟧ 点，最宽 ⟦585.5@A.max_range⟧；下半年 ⟦232.5@B.mean_range⟧ 点，最宽 "
  "⟦507.5@B.max_range⟧。上半年更动荡。"),
A('q_h1_vs_h2_2024', 'faithful', 'nl-NL', 'signwriter',
  "eerste helft 2024: gemiddeld ⟦317,708@A.mean_range⟧ punten per dag, tweede helft ⟦232,518@B.mean_range⟧ — de eerste "
  "helft was duidelijk beweeglijker."),
A('q_h1_vs_h2_2024', 'wrong_year', 'en-GB', 'soysauce',
  "H2 2024 averaged ⟦317.7@B.mean_range~A.mean_range!⟧ points of daily range, with a widest day of ⟦507.5@B.max_range⟧."),
A('q_h1_vs_h2_2024', 'wrong_year', 'es-ES', 'forklift',
  "en el segundo semestre de 2024 el día más amplio del NQ llegó a ⟦585,5@B.max_range~A.max_range!⟧ puntos, con una media "
  "de ⟦232,52@B.mean_range⟧."),
A('q_h1_vs_h2_2024', 'miscomputed', 'ru-RU', 'seedling',
  "первое полугодие 2024 года шире второго в среднем на ⟦58,19@A.mean_range-B.mean_range!⟧ пункта (считал сам)."),
]
