"""Market-data queries, part 3 (q_weekly_recent ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def w(d, col='change'):
    return f"row('{d}').{col}"


def rs(d):
    return f"row('{d}').rsi"


def q(n, col='mean_range'):
    return f"row({n}).{col}"


ENTRIES = [
# ---------------------------------------------------------------- q_weekly_recent
A('q_weekly_recent', 'faithful', 'en-US', 'stainedglass',
  f"Five weekly bars: only the week of ⟦Dec 29@D:2024-12-29⟧ rose, ⟦+57.5@{w('2024-12-29')}⟧ points; the week of "
  f"⟦Dec 8@D:2024-12-08⟧ fell the most, ⟦−381.75@{w('2024-12-08')}⟧. Mean ⟦−179.7@stats.change.mean⟧."),
A('q_weekly_recent', 'faithful', 'nl-NL', 'millinery',
  f"weekbalken: de week van ⟦22 december@D:2024-12-22⟧ had het meeste volume, "
  f"⟦1.007.765@{w('2024-12-22', 'volume')}⟧ contracten, en een weekverandering van ⟦−352,75@{w('2024-12-22')}⟧ punten."),
A('q_weekly_recent', 'faithful', 'fr-FR', 'orchard',
  f"cinq semaines : celle du ⟦15 décembre@D:2024-12-15⟧ presque à plat (⟦−16@{w('2024-12-15')}⟧ points) ; la "
  f"dernière, au ⟦5 janvier@D:2025-01-05⟧, clôture à ⟦8_837,25@{w('2025-01-05', 'close')}⟧."),
A('q_weekly_recent', 'wrong_sign', 'en-GB', 'maltings',
  f"the week of ⟦15 Dec@D:2024-12-15⟧ moved ⟦+16@{w('2024-12-15')}!⟧ points, close to flat."),
A('q_weekly_recent', 'wrong_unit', 'ja-JP', 'stonemason',
  f"⟦12月8日@D:2024-12-08⟧の週は⟦−381.75@{w('2024-12-08')}~{w('2024-12-08')}!⟧ドルと、五週のうち最大の下げ。",
  unit_note='index points quoted as US dollars'),
A('q_weekly_recent', 'miscomputed', 'zh-CN', 'hopyard',
  f"⟦12月22日@D:2024-12-22⟧那一周最高 ⟦9,557.5@{w('2024-12-22', 'high')}⟧、最低 ⟦8,926.25@{w('2024-12-22', 'low')}⟧，"
  f"我自己相减得出周内波幅 ⟦613.25@{w('2024-12-22', 'high')}-{w('2024-12-22', 'low')}!⟧ 点。"),
# ---------------------------------------------------------------- q_gap_2024
A('q_gap_2024', 'faithful', 'fr-FR', 'apiary',
  "écarts d'ouverture 2024 : moyenne ⟦+1,51@mean_g⟧ point, écart-type ⟦34,54@std_g⟧ ; plus grand gap haussier "
  "⟦147,25@max_g⟧, plus grand baissier ⟦−128,5@min_g⟧."),
A('q_gap_2024', 'faithful', 'es-ES', 'zookeeper',
  "los huecos de apertura de 2024 promedian ⟦1,51@mean_g⟧ puntos con una desviación típica de ⟦34,5@std_g⟧; el "
  "mayor al alza fue de ⟦147,25@max_g⟧ y a la baja de ⟦−128,5@min_g⟧."),
A('q_gap_2024', 'faithful', 'pl-PL', 'skydive',
  "luki otwarcia w 2024 r.: średnio ⟦1,5@mean_g⟧ pkt, odchylenie standardowe ⟦34,544@std_g⟧, skrajności "
  "⟦+147,25@max_g⟧ i ⟦−128,5@min_g⟧."),
A('q_gap_2024', 'wrong_column', 'ru-RU', 'hopyard',
  "средний гэп открытия в 2024 году — ⟦34,54@mean_g~std_g!⟧ пункта, максимальный — ⟦147,25@max_g⟧."),
A('q_gap_2024', 'wrong_sign', 'ja-JP', 'stainedglass',
  "2024年の最大の下方ギャップは⟦+128.5@min_g!⟧ポイント、上方は⟦147.25@max_g⟧ポイント。"),
A('q_gap_2024', 'invented', 'en-US', 'millinery',
  "2024 opening gaps: mean ⟦1.51@mean_g⟧ points, standard deviation ⟦29.8@std_g!⟧."),
# ---------------------------------------------------------------- q_rsi_oversold_2024
A('q_rsi_oversold_2024', 'faithful', 'en-US', 'zookeeper',
  "RSI(14) sat below 30 on ⟦63@R.summary.rows⟧ days of 2024, first on ⟦Jan 24@D:2024-01-24⟧ "
  "(⟦25.14@R.summary.first.rsi⟧), last on ⟦Dec 20@D:2024-12-20⟧ (⟦29.09@R.summary.last.rsi⟧); low "
  "⟦19.49@stats.rsi.min⟧."),
A('q_rsi_oversold_2024', 'faithful', 'zh-CN', 'orchard',
  "2024 年 RSI(14) 低于 30 的交易日共 ⟦63@R.summary.rows⟧ 天；最低 ⟦19.49@stats.rsi.min⟧，均值 "
  "⟦26.12@stats.rsi.mean⟧；最后一次在 ⟦12月20日@D:2024-12-20⟧。"),
A('q_rsi_oversold_2024', 'faithful', 'ja-JP', 'hopyard',
  f"2024年にRSI(14)が30を割った日は⟦63@R.summary.rows⟧日。⟦1月30日@D:2024-01-30⟧は⟦23.67@{rs('2024-01-30')}⟧、"
  f"⟦3月18日@D:2024-03-18⟧は⟦24.55@{rs('2024-03-18')}⟧。"),
A('q_rsi_oversold_2024', 'wrong_row', 'pt-BR', 'maltings',
  f"em ⟦29/01@D:2024-01-29⟧ o RSI(14) estava em ⟦26,54@{rs('2024-01-29')}~{rs('2024-03-14')}!⟧, abaixo de 30."),
A('q_rsi_oversold_2024', 'coincidental', 'es-ES', 'stonemason',
  f"el ⟦9 de febrero@D:2024-02-09⟧ el RSI(14) marcó ⟦29,03@{rs('2024-02-09')}!⟧, todavía por debajo de 30."),
A('q_rsi_oversold_2024', 'misrounded', 'it-IT', 'millinery',
  "il primo giorno sotto 30 nel 2024 fu il ⟦24 gennaio@D:2024-01-24⟧, con RSI(14) a "
  "⟦25,13@R.summary.first.rsi!⟧."),
# ---------------------------------------------------------------- q_quarter_range_2024
A('q_quarter_range_2024', 'faithful', 'de-DE', 'orchard',
  f"mittlere Tagesspanne 2024 nach Quartalen: Q1 ⟦320,6@{q(1)}⟧, Q2 ⟦314,9@{q(2)}⟧, Q3 ⟦263,4@{q(3)}⟧, "
  f"Q4 ⟦201,6@{q(4)}⟧ Punkte; jedes Quartal ruhiger als das vorige."),
A('q_quarter_range_2024', 'faithful', 'ru-RU', 'hotair',
  f"в 2024 году самым бурным был Q1: средний диапазон ⟦320,64@{q(1)}⟧ пункта, максимум "
  f"⟦585,5@{q(1, 'max_range')}⟧; самым спокойным — Q4 с ⟦201,62@{q(4)}⟧."),
A('q_quarter_range_2024', 'faithful', 'it-IT', 'stonemason',
  f"2024 per trimestre: il Q4 è il più calmo, escursione media ⟦201,6@{q(4)}⟧ e massima ⟦389@{q(4, 'max_range')}⟧; "
  f"il Q3 ⟦263,41@{q(3)}⟧, con punta di ⟦507,5@{q(3, 'max_range')}⟧."),
A('q_quarter_range_2024', 'wrong_column', 'zh-CN', 'zookeeper',
  f"2024 年第一季度平均日内波幅 ⟦320.6@{q(1)}⟧ 点，第二季度 ⟦555.25@{q(2)}~{q(2, 'max_range')}!⟧ 点。"),
A('q_quarter_range_2024', 'wrong_row', 'ja-JP', 'apiary',
  f"2024年の四半期別平均値幅：Q1 ⟦320.64@{q(1)}⟧、Q2 ⟦263.41@{q(2)}~{q(3)}!⟧ポイント。"),
A('q_quarter_range_2024', 'derived', 'es-ES', 'stainedglass',
  f"en 2024 el rango medio bajó de ⟦320,64@{q(1)}⟧ puntos en el T1 a ⟦201,62@{q(4)}⟧ en el T4: según mi propia "
  f"resta, ⟦119,02@{q(1)}-{q(4)}!⟧ puntos menos."),
# ---------------------------------------------------------------- q_close_extremes_2023
A('q_close_extremes_2023', 'faithful', 'ja-JP', 'hotair',
  "2023年の終値は最高⟦18,946@max_close⟧、最安⟦15,875.25@min_close⟧、年末最後の終値は⟦17,553.5@last_close⟧。"),
A('q_close_extremes_2023', 'faithful', 'en-GB', 'stainedglass',
  "2023 closes: high ⟦18,946@max_close⟧, low ⟦15,875.25@min_close⟧, and the year ended at "
  "⟦17,553.5@last_close⟧, nearer the top than the bottom."),
A('q_close_extremes_2023', 'faithful', 'es-ES', 'apiary',
  "cierres de 2023: máximo ⟦18.946@max_close⟧ puntos, mínimo ⟦15.875,25@min_close⟧; último cierre del año, "
  "⟦17.553,5@last_close⟧."),
A('q_close_extremes_2023', 'derived', 'en-US', 'hopyard',
  "2023 ended at ⟦17,553.5@last_close⟧, which by my own subtraction is ⟦1,678.25@last_close-min_close!⟧ points "
  "above the year's lowest close."),
A('q_close_extremes_2023', 'misrounded', 'nl-NL', 'orchard',
  "hoogste slot van 2023: ⟦18.946@max_close⟧; laagste slot: ⟦15.874@min_close!⟧."),
A('q_close_extremes_2023', 'invented', 'pt-BR', 'zookeeper',
  "em 2023, o fechamento mais alto foi ⟦18.946@max_close⟧ e o mais baixo ⟦16.212,5@min_close!⟧."),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
A('q_h1_vs_h2_2024', 'faithful', 'nl-NL', 'hopyard',
  "ja: H1 2024 had een gemiddelde dagrange van ⟦317,71@A.mean_range⟧ punten over ⟦124@A.R.source_row_count⟧ "
  "dagen, H2 ⟦232,52@B.mean_range⟧ over ⟦128@B.R.source_row_count⟧."),
A('q_h1_vs_h2_2024', 'faithful', 'pt-BR', 'orchard',
  "sim, o primeiro semestre de 2024 foi mais volátil: amplitude média ⟦317,7@A.mean_range⟧ contra "
  "⟦232,5@B.mean_range⟧ pontos; o dia mais largo do ano, ⟦585,5@A.max_range⟧, caiu no primeiro."),
A('q_h1_vs_h2_2024', 'faithful', 'en-GB', 'zookeeper',
  "H1 2024 was the livelier half: mean daily range ⟦317.7@A.mean_range⟧ points against ⟦232.52@B.mean_range⟧ "
  "in H2; widest days ⟦585.5@A.max_range⟧ and ⟦507.5@B.max_range⟧."),
A('q_h1_vs_h2_2024', 'wrong_year', 'es-ES', 'bookbind',
  "en el primer semestre de 2024 el rango medio fue ⟦317,71@A.mean_range⟧ y el día más amplio llegó a "
  "⟦507,5@A.max_range~B.max_range!⟧ puntos."),
A('q_h1_vs_h2_2024', 'wrong_year', 'en-US', 'apiary',
  "H1 2024 averaged a daily range of ⟦232.52@A.mean_range~B.mean_range!⟧ points, its widest day "
  "⟦585.5@A.max_range⟧."),
A('q_h1_vs_h2_2024', 'wrong_unit', 'it-IT', 'stainedglass',
  "nel secondo semestre 2024 l'escursione media fu di ⟦232,52@B.mean_range~B.mean_range!⟧ dollari, contro "
  "⟦317,71@A.mean_range⟧ nel primo.",
  unit_note='index points quoted as US dollars'),
A('q_h1_vs_h2_2024', 'miscomputed', 'ru-RU', 'millinery',
  "по моему подсчёту, H1 2024 (⟦317,71@A.mean_range⟧) шире H2 (⟦232,52@B.mean_range⟧) на "
  "⟦82,19@A.mean_range-B.mean_range!⟧ пункта."),
]
