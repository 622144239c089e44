"""Market-data queries, part 3 (q_weekly_recent ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def d(x, col):
    return f"row('{x}').{col}"


Q = {q: f"row({q}).mean_range" for q in (1, 2, 3, 4)}

ENTRIES = [
# ---------------------------------------------------------------- q_weekly_recent
A('q_weekly_recent', 'faithful', 'pl-PL', 'yurt',
  f"ostatnie tygodnie NQ: ⟦5@R.summary.rows⟧ słupków tygodniowych, tylko jeden wzrostowy — tydzień "
  f"⟦29 grudnia@D:2024-12-29⟧ (⟦+57,5@{d('2024-12-29','change')}⟧ pkt); najgorszy tydzień ⟦8 grudnia@D:2024-12-08⟧ "
  f"(⟦−381,75@{d('2024-12-08','change')}⟧); średnio ⟦−179,7@stats.change.mean⟧."),
A('q_weekly_recent', 'faithful', 'fr-FR', 'dryclean',
  f"Semaines récentes : moyenne de ⟦−179,7@stats.change.mean⟧ points par semaine ; la semaine du "
  f"⟦22 décembre@D:2024-12-22⟧ a varié de ⟦−352,75@{d('2024-12-22','change')}⟧ avec le plus gros volume "
  f"(⟦1_007_765@{d('2024-12-22','volume')}⟧). Seule hausse : la semaine du ⟦29 décembre@D:2024-12-29⟧, "
  f"⟦+57,5@{d('2024-12-29','change')}⟧."),
A('q_weekly_recent', 'faithful', 'es-ES', 'canallock',
  f"últimas semanas: la del ⟦8 de diciembre@D:2024-12-08⟧ fue la peor (⟦−381,75@{d('2024-12-08','change')}⟧ "
  f"puntos), la del ⟦29 de diciembre@D:2024-12-29⟧ la única al alza (⟦+57,5@{d('2024-12-29','change')}⟧); "
  f"la última, del ⟦5 de enero@D:2025-01-05⟧, cerró en ⟦8.837,25@{d('2025-01-05','close')}⟧."),
A('q_weekly_recent', 'faithful', 'en-GB', 'husky',
  f"Weekly bars, last 20 sessions: average change ⟦−179.7@stats.change.mean⟧ points; worst the week of "
  f"⟦8 Dec@D:2024-12-08⟧ at ⟦−381.75@{d('2024-12-08','change')}⟧, the only gain the week of "
  f"⟦29 Dec@D:2024-12-29⟧ at ⟦+57.5@{d('2024-12-29','change')}⟧. Heaviest volume: "
  f"⟦1,007,765@{d('2024-12-22','volume')}⟧, week of ⟦22 Dec@D:2024-12-22⟧."),
A('q_weekly_recent', 'wrong_sign', 'it-IT', 'gristmill',
  f"settimane recenti: media ⟦−179,7@stats.change.mean⟧ punti; la settimana del ⟦22 dicembre@D:2024-12-22⟧ "
  f"segna ⟦+352,75@{d('2024-12-22','change')}!⟧ punti, quella dell'⟦8 dicembre@D:2024-12-08⟧ "
  f"⟦−381,75@{d('2024-12-08','change')}⟧, la peggiore."),
A('q_weekly_recent', 'wrong_column', 'zh-CN', 'zipline',
  f"近几周：⟦12月22日@D:2024-12-22⟧ 那一周收于 ⟦8,926.25@{d('2024-12-22','close')}~{d('2024-12-22','low')}!⟧，"
  f"周涨跌 ⟦−352.75@{d('2024-12-22','change')}⟧ 点；唯一上涨的是 ⟦12月29日@D:2024-12-29⟧ 那周，"
  f"⟦+57.5@{d('2024-12-29','change')}⟧ 点。"),
A('q_weekly_recent', 'misrounded', 'ru-RU', 'bellfound',
  f"последние недели: худшая — неделя ⟦8 декабря@D:2024-12-08⟧, ⟦−381@{d('2024-12-08','change')}!⟧ пункт; "
  f"единственная растущая — неделя ⟦29 декабря@D:2024-12-29⟧, ⟦+57,5@{d('2024-12-29','change')}⟧."),
# ---------------------------------------------------------------- q_gap_2024
A('q_gap_2024', 'faithful', 'en-GB', 'bellfound',
  "Opening gaps in 2024: mean ⟦+1.51@mean_g⟧ points, standard deviation ⟦34.54@std_g⟧; the largest gap up "
  "⟦+147.25@max_g⟧, the largest down ⟦−128.5@min_g⟧. Small on average, wide in the tails."),
A('q_gap_2024', 'faithful', 'es-ES', 'canallock',
  "huecos de apertura en 2024: media de ⟦1,5@mean_g⟧ puntos, desviación típica ⟦34,5@std_g⟧; el mayor al alza, "
  "⟦+147,25@max_g⟧, y el mayor a la baja, ⟦−128,5@min_g⟧."),
A('q_gap_2024', 'faithful', 'ru-RU', 'yurt',
  "гэпы открытия 2024 года: в среднем ⟦+1,51@mean_g⟧ пункта, стандартное отклонение ⟦34,54@std_g⟧, "
  "максимум вверх ⟦147,25@max_g⟧, вниз ⟦−128,5@min_g⟧."),
A('q_gap_2024', 'wrong_sign', 'nl-NL', 'husky',
  "Openingsgaps 2024: gemiddeld ⟦−1,51@mean_g!⟧ punten, standaardafwijking ⟦34,54@std_g⟧; grootste gap omhoog "
  "⟦147,25@max_g⟧, omlaag ⟦−128,5@min_g⟧."),
A('q_gap_2024', 'miscomputed', 'pl-PL', 'ramen',
  "luki otwarcia w 2024 r.: największa w górę ⟦147,25@max_g⟧ pkt, w dół ⟦−128,5@min_g⟧; według moich "
  "obliczeń ta w górę jest o ⟦17,75@max_g+min_g!⟧ pkt większa."),
A('q_gap_2024', 'invented', 'en-US', 'gristmill',
  "Opening gaps in 2024 averaged ⟦+1.51@mean_g⟧ points with a standard deviation of ⟦52.8@std_g!⟧; extremes "
  "⟦+147.25@max_g⟧ and ⟦−128.5@min_g⟧."),
# ---------------------------------------------------------------- q_rsi_oversold_2024
A('q_rsi_oversold_2024', 'faithful', 'zh-CN', 'canallock',
  f"2024 年 RSI(14) 低于 30 的交易日共 ⟦63@R.summary.rows⟧ 天：第一天 ⟦1月24日@D:2024-01-24⟧（"
  f"⟦25.14@{d('2024-01-24','rsi')}⟧），最后一天 ⟦12月20日@D:2024-12-20⟧（⟦29.09@R.summary.last.rsi⟧），"
  f"最低 ⟦19.49@stats.rsi.min⟧。"),
A('q_rsi_oversold_2024', 'faithful', 'es-ES', 'pretzel',
  f"en 2024 el RSI(14) estuvo por debajo de 30 en ⟦63@R.summary.rows⟧ sesiones; la primera, el "
  f"⟦24 de enero@D:2024-01-24⟧ (⟦25,1@{d('2024-01-24','rsi')}⟧), y la última, el ⟦20 de diciembre@D:2024-12-20⟧ "
  f"(⟦29,1@R.summary.last.rsi⟧). Mínimo: ⟦19,49@stats.rsi.min⟧."),
A('q_rsi_oversold_2024', 'faithful', 'pt-BR', 'husky',
  f"RSI(14) abaixo de 30 em 2024: ⟦63@R.summary.rows⟧ pregões, com média de ⟦26,12@stats.rsi.mean⟧ e mínima de "
  f"⟦19,49@stats.rsi.min⟧; o primeiro foi ⟦24/01@D:2024-01-24⟧, com fechamento em "
  f"⟦16.672,75@{d('2024-01-24','close')}⟧."),
A('q_rsi_oversold_2024', 'wrong_row', 'de-DE', 'ramen',
  f"RSI(14) unter 30 an ⟦63@R.summary.rows⟧ Tagen 2024; am ⟦07.02.@D:2024-02-07⟧ stand er bei "
  f"⟦23,71@{d('2024-02-07','rsi')}~{d('2024-02-08','rsi')}!⟧, Tiefstwert des Jahres ⟦19,49@stats.rsi.min⟧."),
A('q_rsi_oversold_2024', 'coincidental', 'ja-JP', 'telegraph',
  f"2024年にRSI(14)が30を下回ったのは⟦31@R.summary.rows!⟧営業日。最初は⟦1月24日@D:2024-01-24⟧"
  f"（⟦25.14@{d('2024-01-24','rsi')}⟧）、期間中の最小RSIは⟦19.49@stats.rsi.min⟧。"),
A('q_rsi_oversold_2024', 'misrounded', 'nl-NL', 'dryclean',
  "RSI(14) onder 30 in 2024: ⟦63@R.summary.rows⟧ dagen, gemiddeld ⟦26,12@stats.rsi.mean⟧; laagste waarde "
  "⟦19,49@stats.rsi.min⟧, hoogste binnen de selectie ⟦29,9@stats.rsi.max!⟧."),
# ---------------------------------------------------------------- q_quarter_range_2024
A('q_quarter_range_2024', 'faithful', 'it-IT', 'pretzel',
  f"escursione media per trimestre nel 2024: Q1 ⟦320,6@{Q[1]}⟧ punti, Q2 ⟦314,9@{Q[2]}⟧, Q3 ⟦263,4@{Q[3]}⟧, "
  f"Q4 ⟦201,6@{Q[4]}⟧. Ogni trimestre più calmo del precedente."),
A('q_quarter_range_2024', 'faithful', 'zh-CN', 'roofer',
  f"2024 年各季度平均日波幅：一季度 ⟦320.64@{Q[1]}⟧ 点，二季度 ⟦314.87@{Q[2]}⟧，三季度 ⟦263.41@{Q[3]}⟧，"
  f"四季度 ⟦201.62@{Q[4]}⟧；最宽的一天也在一季度，为 ⟦585.5@row(1).max_range⟧ 点。"),
A('q_quarter_range_2024', 'faithful', 'ru-RU', 'ramen',
  f"средний дневной диапазон по кварталам 2024 года: Q1 — ⟦320,6@{Q[1]}⟧, Q2 — ⟦314,9@{Q[2]}⟧, "
  f"Q3 — ⟦263,4@{Q[3]}⟧, Q4 — ⟦201,6@{Q[4]}⟧ пункта; максимум года, ⟦585,5@row(1).max_range⟧, пришёлся на Q1."),
A('q_quarter_range_2024', 'wrong_column', 'pt-BR', 'aerialcabin',
  f"amplitude média por trimestre em 2024: primeiro ⟦320,6@{Q[1]}⟧ pontos, segundo "
  f"⟦555,25@{Q[2]}~row(2).max_range!⟧, terceiro ⟦263,4@{Q[3]}⟧, quarto ⟦201,6@{Q[4]}⟧."),
A('q_quarter_range_2024', 'miscomputed', 'ja-JP', 'husky',
  f"2024年の四半期別平均値幅：Q1 ⟦320.6@{Q[1]}⟧、Q4 ⟦201.6@{Q[4]}⟧ポイント。手計算で差は"
  f"⟦112.0@{Q[1]}-{Q[4]}!⟧ポイント。犬たちも落ち着いている。"),
A('q_quarter_range_2024', 'wrong_unit', 'en-GB', 'dryclean',
  f"Average daily range by quarter, 2024: Q1 ⟦320.6%@{Q[1]}~{Q[1]}!⟧, then Q2 ⟦314.9@{Q[2]}⟧, Q3 "
  f"⟦263.4@{Q[3]}⟧ and Q4 ⟦201.6@{Q[4]}⟧ points — calmer every quarter.",
  unit_note='index points quoted as a percentage'),
# ---------------------------------------------------------------- q_close_extremes_2023
A('q_close_extremes_2023', 'faithful', 'es-ES', 'aerialcabin',
  "cierres de 2023: máximo ⟦18.946@max_close⟧, mínimo ⟦15.875,25@min_close⟧ y último ⟦17.553,5@last_close⟧; "
  "el año terminó más cerca del máximo que del mínimo."),
A('q_close_extremes_2023', 'faithful', 'ru-RU', 'telegraph',
  "закрытия 2023 года: максимум ⟦18_946@max_close⟧, минимум ⟦15_875,25@min_close⟧, последнее "
  "⟦17_553,5@last_close⟧."),
A('q_close_extremes_2023', 'faithful', 'zh-CN', 'gristmill',
  "2023 年最高收盘价 ⟦18,946@max_close⟧，最低 ⟦15,875.25@min_close⟧，年末收于 ⟦17,553.5@last_close⟧。"),
A('q_close_extremes_2023', 'wrong_unit', 'it-IT', 'roofer',
  "chiusure del 2023: la più alta a ⟦18.946@max_close~max_close!⟧ euro, la più bassa a "
  "⟦15.875,25@min_close⟧ punti, l'ultima a ⟦17.553,5@last_close⟧.",
  unit_note='index points quoted as euros'),
A('q_close_extremes_2023', 'derived', 'fr-FR', 'pretzel',
  "Clôtures 2023 : plus haute ⟦18_946@max_close⟧, plus basse ⟦15_875,25@min_close⟧ ; écart calculé à la main : "
  "⟦3_070,75@max_close-min_close!⟧ points. Dernière clôture ⟦17_553,5@last_close⟧."),
A('q_close_extremes_2023', 'wrong_column', 'pl-PL', 'ramen',
  "zamknięcia 2023 r.: najwyższe ⟦18_946@max_close⟧ pkt, a ostatnie w roku ⟦15_875,25@last_close~min_close!⟧."),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
A('q_h1_vs_h2_2024', 'faithful', 'pt-BR', 'roofer',
  "primeiro semestre de 2024 mais volátil: amplitude média de ⟦317,7@A.mean_range⟧ pontos em "
  "⟦124@A.R.source_row_count⟧ pregões, contra ⟦232,5@B.mean_range⟧ em ⟦128@B.R.source_row_count⟧ no segundo; "
  "máximas de ⟦585,5@A.max_range⟧ e ⟦507,5@B.max_range⟧."),
A('q_h1_vs_h2_2024', 'faithful', 'fr-FR', 'gristmill',
  "Oui : premier semestre 2024 à ⟦317,71@A.mean_range⟧ points d'amplitude moyenne, second à "
  "⟦232,52@B.mean_range⟧ ; plus forte séance ⟦585,5@A.max_range⟧ contre ⟦507,5@B.max_range⟧."),
A('q_h1_vs_h2_2024', 'faithful', 'de-DE', 'dryclean',
  "H1 2024 war unruhiger: mittlere Spanne ⟦318@A.mean_range⟧ Punkte gegen ⟦233@B.mean_range⟧ in H2; "
  "weitester Tag ⟦585,5@A.max_range⟧ gegen ⟦507,5@B.max_range⟧."),
A('q_h1_vs_h2_2024', 'wrong_year', 'en-GB', 'aerialcabin',
  "Yes, H1 2024 was rougher: mean range ⟦317.7@A.mean_range⟧ points against ⟦232.5@B.mean_range⟧ in H2, whose "
  "widest day reached ⟦585.5@B.max_range~A.max_range!⟧."),
A('q_h1_vs_h2_2024', 'wrong_year', 'nl-NL', 'telegraph',
  "Eerste helft 2024: gemiddelde range ⟦317,7@A.mean_range⟧ punten over "
  "⟦128@A.R.source_row_count~B.R.source_row_count!⟧ sessies; tweede helft ⟦232,5@B.mean_range⟧. H1 was dus "
  "beweeglijker."),
A('q_h1_vs_h2_2024', 'misrounded', 'en-US', 'ramen',
  "First half of 2024 was more volatile: average range ⟦317.6@A.mean_range!⟧ points vs ⟦232.5@B.mean_range⟧ "
  "in the second half."),
]
