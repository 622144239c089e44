"""Market-data queries, part 3 (q_weekly_recent ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def wk(x, col='change'):
    return f"row('{x}').{col}"


def q(n, col='mean_range'):
    return f"row({n}).{col}"


ENTRIES = [
# ---------------------------------------------------------------- q_weekly_recent
A('q_weekly_recent', 'faithful', 'es-ES', 'noodle',
  f"Últimas semanas del NQ: solo la del ⟦29 de diciembre@D:2024-12-29⟧ subió (⟦+57,5@{wk('2024-12-29')}⟧ "
  f"puntos); la peor, la del ⟦8 de diciembre@D:2024-12-08⟧, con ⟦−381,75@{wk('2024-12-08')}⟧."),
A('q_weekly_recent', 'faithful', 'zh-CN', 'plumber',
  f"最近 ⟦5@R.summary.rows⟧ 周：平均每周 ⟦−179.7@stats.change.mean⟧ 点；⟦12月22日@D:2024-12-22⟧ 那一周成交最活跃，"
  f"⟦1,007,765@{wk('2024-12-22', 'volume')}⟧ 手。"),
A('q_weekly_recent', 'faithful', 'pl-PL', 'zipper',
  f"Tygodnie od ⟦8 grudnia@D:2024-12-08⟧: cztery spadkowe i jeden wzrostowy; ostatni, z "
  f"⟦5 stycznia@D:2025-01-05⟧, zamknął się na ⟦8837,25@{wk('2025-01-05', 'close')}⟧ pkt "
  f"(⟦−205,5@{wk('2025-01-05')}⟧)."),
A('q_weekly_recent', 'faithful', 'en-US', 'churro',
  f"Weekly NQ bars since ⟦Dec 8@D:2024-12-08⟧, open to close: ⟦−381.75@{wk('2024-12-08')}⟧, "
  f"⟦−16@{wk('2024-12-15')}⟧, ⟦−352.75@{wk('2024-12-22')}⟧, ⟦+57.5@{wk('2024-12-29')}⟧ and "
  f"⟦−205.5@{wk('2025-01-05')}⟧ points."),
A('q_weekly_recent', 'wrong_sign', 'it-IT', 'dimsum',
  f"Settimana del ⟦15 dicembre@D:2024-12-15⟧: ⟦+16@{wk('2024-12-15')}!⟧ punti da apertura a chiusura, la più "
  f"tranquilla delle ultime cinque."),
A('q_weekly_recent', 'coincidental', 'pt-BR', 'donut',
  f"Semana de ⟦08/12@D:2024-12-08⟧: o NQ abriu a ⟦9.611,25@{wk('2024-12-08', 'open')}⟧ e teve variação de "
  f"⟦−350@{wk('2024-12-08')}!⟧ pontos até o fechamento."),
A('q_weekly_recent', 'wrong_unit', 'en-GB', 'tuktuk',
  f"Week of ⟦22 Dec@D:2024-12-22⟧: NQ covered ⟦1,007,765@{wk('2024-12-22', 'volume')}~{wk('2024-12-22', 'volume')}!⟧ "
  f"points, the heaviest of the five weeks.",
  unit_note='volume (contracts) quoted as index points'),
# ---------------------------------------------------------------- q_gap_2024
A('q_gap_2024', 'faithful', 'en-GB', 'plumber',
  "NQ's opening gaps in 2024 averaged ⟦1.51@mean_g⟧ points, with a standard deviation of ⟦34.54@std_g⟧; the "
  "largest gap up was ⟦147.25@max_g⟧ and the largest down ⟦−128.5@min_g⟧."),
A('q_gap_2024', 'faithful', 'fr-FR', 'bento',
  "Écarts d'ouverture du NQ en 2024 : moyenne ⟦+1,51@mean_g⟧ point, écart-type ⟦34,5@std_g⟧, extrêmes "
  "⟦+147,25@max_g⟧ et ⟦−128,5@min_g⟧. Petits en moyenne, larges dans les queues."),
A('q_gap_2024', 'faithful', 'pt-BR', 'tuktuk',
  "Gaps de abertura em 2024: média de ⟦1,5@mean_g⟧ ponto, desvio-padrão de ⟦34,54@std_g⟧, maior alta "
  "⟦147,25@max_g⟧ e maior queda ⟦−128,5@min_g⟧."),
A('q_gap_2024', 'wrong_column', 'zh-CN', 'noodle',
  "2024 年 NQ 平均开盘跳空为 ⟦34.54@mean_g~std_g!⟧ 点，最大向上跳空 ⟦147.25@max_g⟧ 点。"),
A('q_gap_2024', 'miscomputed', 'en-US', 'waffle',
  "2024 gaps: the largest up was ⟦147.25@max_g⟧ points against a standard deviation of ⟦34.54@std_g⟧, which on "
  "my own division is ⟦4.62@max_g/std_g!⟧ standard deviations."),
A('q_gap_2024', 'wrong_sign', 'ja-JP', 'zipper',
  "2024年の寄り付きギャップ：最大の下放れは⟦+128.5@min_g!⟧ポイント、最大の上放れは⟦+147.25@max_g⟧ポイント。"),
# ---------------------------------------------------------------- q_rsi_oversold_2024
A('q_rsi_oversold_2024', 'faithful', 'ru-RU', 'clockwork',
  "RSI(14) ниже 30 в 2024 г. был ⟦63@R.summary.rows⟧ раза: впервые ⟦24 января@D:2024-01-24⟧ "
  "(⟦25,14@row('2024-01-24').rsi⟧), в последний раз ⟦20 декабря@D:2024-12-20⟧ (⟦29,09@row('2024-12-20').rsi⟧)."),
A('q_rsi_oversold_2024', 'faithful', 'pl-PL', 'churro',
  "RSI(14) poniżej 30 w 2024 r.: ⟦63@R.summary.rows⟧ sesje, najniżej ⟦19,49@stats.rsi.min⟧, średnio "
  "⟦26,12@stats.rsi.mean⟧."),
A('q_rsi_oversold_2024', 'faithful', 'ja-JP', 'donut',
  "2024年にRSI(14)が30を下回った日は⟦63@R.summary.rows⟧日。最初は⟦1月24日@D:2024-01-24⟧、最後は"
  "⟦12月20日@D:2024-12-20⟧で、最低値は⟦19.49@stats.rsi.min⟧。"),
A('q_rsi_oversold_2024', 'coincidental', 'en-GB', 'tuktuk',
  "RSI(14) sat below 30 on ⟦13@R.summary.rows!⟧ days in 2024, the first of them on ⟦24 Jan@D:2024-01-24⟧."),
A('q_rsi_oversold_2024', 'wrong_row', 'de-DE', 'crepe',
  "Am ⟦30.01.2024@D:2024-01-30⟧ lag der RSI(14) des NQ bei ⟦26,23@row('2024-01-30').rsi~row('2024-01-29').rsi!⟧, "
  "also unter 30."),
A('q_rsi_oversold_2024', 'misrounded', 'pt-BR', 'plumber',
  "RSI(14) abaixo de 30 em 2024: ⟦63@R.summary.rows⟧ pregões, com média de ⟦26,2@stats.rsi.mean!⟧."),
# ---------------------------------------------------------------- q_quarter_range_2024
A('q_quarter_range_2024', 'faithful', 'en-GB', 'clockwork',
  f"2024 by quarter: mean daily range ⟦320.6@{q(1)}⟧ points in Q1, ⟦314.9@{q(2)}⟧ in Q2, ⟦263.4@{q(3)}⟧ in Q3 "
  f"and ⟦201.6@{q(4)}⟧ in Q4, narrower every quarter."),
A('q_quarter_range_2024', 'faithful', 'es-ES', 'boulder',
  f"Rango medio por trimestre en 2024: el primero, ⟦320,64@{q(1)}⟧ puntos, con el día más amplio del año "
  f"(⟦585,5@{q(1, 'max_range')}⟧); el cuarto, ⟦201,62@{q(4)}⟧, con un máximo de ⟦389@{q(4, 'max_range')}⟧."),
A('q_quarter_range_2024', 'faithful', 'ja-JP', 'bento',
  f"2024年の四半期別平均値幅：Q1 ⟦320.64@{q(1)}⟧、Q2 ⟦314.87@{q(2)}⟧、Q3 ⟦263.41@{q(3)}⟧、Q4 "
  f"⟦201.62@{q(4)}⟧ポイント。四半期ごとに縮小。"),
A('q_quarter_range_2024', 'wrong_unit', 'zh-CN', 'dimsum',
  f"2024 年四季度 NQ 日均波幅为 ⟦201.62@{q(4)}~{q(4)}!⟧ 个基点，为全年最低。",
  unit_note='index points quoted as basis points'),
A('q_quarter_range_2024', 'wrong_column', 'it-IT', 'churro',
  f"Nel terzo trimestre 2024 l'escursione media giornaliera del NQ è stata di "
  f"⟦507,5@{q(3)}~{q(3, 'max_range')}!⟧ punti."),
A('q_quarter_range_2024', 'miscomputed', 'pt-BR', 'noodle',
  f"Amplitude média em 2024: ⟦314,87@{q(2)}⟧ pontos no segundo trimestre e ⟦263,41@{q(3)}⟧ no terceiro; pelas "
  f"minhas contas, uma queda de ⟦54,15@{q(2)}-{q(3)}!⟧ pontos."),
# ---------------------------------------------------------------- q_close_extremes_2023
A('q_close_extremes_2023', 'faithful', 'pt-BR', 'clockwork',
  "Fechamentos de 2023: máximo ⟦18.946@max_close⟧ pontos, mínimo ⟦15.875,25@min_close⟧ e último "
  "⟦17.553,5@last_close⟧, mais perto da máxima que da mínima."),
A('q_close_extremes_2023', 'faithful', 'fr-FR', 'boulder',
  "Clôtures 2023 du NQ : plus haute ⟦18_946@max_close⟧ points, plus basse ⟦15_875,25@min_close⟧, dernière "
  "⟦17_553,5@last_close⟧."),
A('q_close_extremes_2023', 'faithful', 'es-ES', 'plumber',
  "NQ en 2023: cierre más alto ⟦18.946@max_close⟧, más bajo ⟦15.875,25@min_close⟧ y último cierre del año "
  "⟦17.553,50@last_close⟧ puntos."),
A('q_close_extremes_2023', 'derived', 'en-US', 'churro',
  "2023 closes: the last at ⟦17,553.5@last_close⟧ against a low of ⟦15,875.25@min_close⟧; by my subtraction the "
  "year ended ⟦1,678.25@last_close-min_close!⟧ points above its lowest close."),
A('q_close_extremes_2023', 'wrong_unit', 'it-IT', 'crepe',
  "Nel 2023 la chiusura più bassa del NQ è stata di ⟦15.875,25@min_close~min_close!⟧ contratti.",
  unit_note='index points quoted as contracts'),
A('q_close_extremes_2023', 'wrong_column', 'ja-JP', 'donut',
  "2023年の終値：最安値は⟦17,553.5@min_close~last_close!⟧ポイント、最高値は⟦18,946@max_close⟧ポイント。"),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
A('q_h1_vs_h2_2024', 'faithful', 'ru-RU', 'churro',
  "первое полугодие 2024 г. было волатильнее: средний диапазон ⟦317,7@A.mean_range⟧ пункта против "
  "⟦232,5@B.mean_range⟧ во втором; максимум ⟦585,5@A.max_range⟧ против ⟦507,5@B.max_range⟧."),
A('q_h1_vs_h2_2024', 'faithful', 'zh-CN', 'zipper',
  "2024 年上半年更动荡：日均波幅 ⟦317.71@A.mean_range⟧ 点（⟦124@A.R.source_row_count⟧ 个交易日），下半年 "
  "⟦232.52@B.mean_range⟧ 点（⟦128@B.R.source_row_count⟧ 个交易日）。"),
A('q_h1_vs_h2_2024', 'faithful', 'en-GB', 'crepe',
  "Yes: H1 2024 averaged a ⟦317.7@A.mean_range⟧-point daily range against ⟦232.5@B.mean_range⟧ in H2, and its "
  "widest day, ⟦585.5@A.max_range⟧, beat H2's ⟦507.5@B.max_range⟧."),
A('q_h1_vs_h2_2024', 'wrong_year', 'de-DE', 'bento',
  "Erstes Halbjahr 2024: mittlere Tagesspanne ⟦232,52@A.mean_range~B.mean_range!⟧ Punkte über "
  "⟦124@A.R.source_row_count⟧ Handelstage."),
A('q_h1_vs_h2_2024', 'misrounded', 'fr-FR', 'donut',
  "Second semestre 2024 : amplitude moyenne de ⟦232,6@B.mean_range!⟧ points, contre ⟦317,7@A.mean_range⟧ au "
  "premier."),
A('q_h1_vs_h2_2024', 'wrong_year', 'pl-PL', 'tuktuk',
  "Pierwsze półrocze 2024 r.: największy dzienny zakres ⟦507,5@A.max_range~B.max_range!⟧ pkt przy "
  "⟦124@A.R.source_row_count⟧ sesjach."),
]
