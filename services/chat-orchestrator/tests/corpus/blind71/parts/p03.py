"""Market-data queries, part 3 (q_weekly_recent ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py.
Layouts: _reg.py. '_' between digits = the locale's group separator (U+202F fr, U+00A0 ru/pl)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def w(x, col='change'):
    return f"row('{x}').{col}"


def q(n, col='mean_range'):
    return f"row({n}).{col}"


ENTRIES = [
# ---------------------------------------------------------------- q_weekly_recent
A('q_weekly_recent', 'faithful', 'zh-CN', 'antique',
  "最近五周 NQ 周线：四周下跌，只有截至 ⟦12月29日@D:2024-12-29⟧ 的一周上涨 ⟦57.5@" + w('2024-12-29') + "⟧ 点；"
  "跌得最多的是截至 ⟦12月8日@D:2024-12-08⟧ 的一周，变动为 ⟦−381.75@" + w('2024-12-08') + "⟧ 点。"),
A('q_weekly_recent', 'faithful', 'fr-FR', 'caddie',
  "barres hebdomadaires du NQ : la semaine au ⟦22 décembre@D:2024-12-22⟧ a été la plus chargée avec "
  "⟦1_007_765@" + w('2024-12-22', 'volume') + "⟧ contrats, pour une variation de ⟦−352,75@" + w('2024-12-22') + "⟧ points."),
A('q_weekly_recent', 'faithful', 'it-IT', 'goldsmith',
  "ultime cinque settimane del NQ: la settimana al ⟦5 gennaio@D:2025-01-05⟧ ha aperto a ⟦9.042,75@" +
  w('2025-01-05', 'open') + "⟧ e chiuso a ⟦8.837,25@" + w('2025-01-05', 'close') + "⟧, ⟦−205,5@" + w('2025-01-05') +
  "⟧ punti."),
A('q_weekly_recent', 'wrong_sign', 'de-DE', 'badminton',
  "Wochenbalken des NQ: die Woche zum ⟦29.12.@D:2024-12-29⟧ endete bei ⟦−57,5@" + w('2024-12-29') + "!⟧ Punkten, "
  "die Woche zum ⟦08.12.@D:2024-12-08⟧ bei ⟦−381,75@" + w('2024-12-08') + "⟧."),
A('q_weekly_recent', 'wrong_column', 'es-ES', 'minigolf',
  "velas semanales del NQ: la semana al ⟦8 de diciembre@D:2024-12-08⟧ cerró en ⟦9.657@" + w('2024-12-08', 'close') +
  "~" + w('2024-12-08', 'high') + "!⟧ puntos tras abrir en ⟦9.611,25@" + w('2024-12-08', 'open') + "⟧."),
A('q_weekly_recent', 'invented', 'en-GB', 'mahjong',
  "weekly NQ bars: the week to ⟦15 Dec@D:2024-12-15⟧ changed by ⟦−94.25@" + w('2024-12-15') + "!⟧ points on "
  "⟦1,002,088@" + w('2024-12-15', 'volume') + "⟧ contracts."),
# ---------------------------------------------------------------- q_gap_2024
A('q_gap_2024', 'faithful', 'it-IT', 'badminton',
  "gap di apertura del NQ nel 2024: media ⟦+1,51@mean_g⟧ punti, deviazione standard ⟦34,54@std_g⟧, il più ampio "
  "al rialzo ⟦+147,25@max_g⟧ e al ribasso ⟦−128,5@min_g⟧."),
A('q_gap_2024', 'faithful', 'es-ES', 'antique',
  "huecos de apertura del NQ en 2024: media de ⟦1,5@mean_g⟧ puntos con una desviación típica de ⟦34,5@std_g⟧; "
  "el mayor al alza, ⟦147,25@max_g⟧."),
A('q_gap_2024', 'faithful', 'ja-JP', 'tennis',
  "2024年のNQ寄り付きギャップ：平均 ⟦+1.51@mean_g⟧ポイント、標準偏差 ⟦34.544@std_g⟧、最大 ⟦+147.25@max_g⟧、"
  "最小 ⟦−128.5@min_g⟧。"),
A('q_gap_2024', 'wrong_sign', 'en-GB', 'ikebana',
  "opening gaps on the NQ in 2024: mean ⟦+1.51@mean_g⟧ points, largest gap up ⟦+147.25@max_g⟧, largest gap down "
  "⟦+128.5@min_g!⟧."),
A('q_gap_2024', 'wrong_column', 'ru-RU', 'haberdash',
  "гэпы открытия NQ в 2024 г.: в среднем ⟦34,54@mean_g~std_g!⟧ пункта, максимум ⟦147,25@max_g⟧, минимум "
  "⟦−128,5@min_g⟧."),
A('q_gap_2024', 'misrounded', 'en-US', 'climbing',
  "2024 NQ opening gaps: average ⟦+1.51@mean_g⟧ pts, standard deviation ⟦34.6@std_g!⟧ pts."),
# ---------------------------------------------------------------- q_rsi_oversold_2024
A('q_rsi_oversold_2024', 'faithful', 'zh-CN', 'tennis',
  "2024 年 NQ 的 RSI(14) 低于 30 的交易日共 ⟦63@R.summary.rows⟧ 天，首次是 ⟦1月24日@D:2024-01-24⟧（RSI "
  "⟦25.14@row('2024-01-24').rsi⟧），最后一次是 ⟦12月20日@D:2024-12-20⟧（⟦29.09@R.summary.last.rsi⟧）。"),
A('q_rsi_oversold_2024', 'faithful', 'ja-JP', 'goldsmith',
  "2024年にRSI(14)が30を下回った日は ⟦63@R.summary.rows⟧日。最低値は ⟦19.49@stats.rsi.min⟧、平均は "
  "⟦26.12@stats.rsi.mean⟧。"),
A('q_rsi_oversold_2024', 'faithful', 'de-DE', 'trampoline',
  "RSI(14) des NQ unter 30 im Jahr 2024: ⟦63@R.summary.rows⟧ Tage, erstmals am ⟦24.01.@D:2024-01-24⟧ bei "
  "⟦25,1@row('2024-01-24').rsi⟧ und einem Schluss von ⟦16.672,75@row('2024-01-24').close⟧ Punkten."),
A('q_rsi_oversold_2024', 'wrong_row', 'it-IT', 'mahjong',
  "RSI(14) del NQ sotto 30 nel 2024: il ⟦29 gennaio@D:2024-01-29⟧ l'indicatore segnava "
  "⟦28,79@row('2024-01-29').rsi~row('2024-01-26').rsi!⟧, con chiusura a ⟦16.537@row('2024-01-29').close⟧."),
A('q_rsi_oversold_2024', 'invented', 'pl-PL', 'haberdash',
  "RSI(14) NQ poniżej 30 w 2024 r.: ⟦63@R.summary.rows⟧ sesje, minimum ⟦17,84@stats.rsi.min!⟧."),
A('q_rsi_oversold_2024', 'miscomputed', 'ru-RU', 'ikebana',
  "RSI(14) NQ ниже 30 в 2024 г.: ⟦24 января@D:2024-01-24⟧ закрытие ⟦16_672,75@row('2024-01-24').close⟧, "
  "⟦18 марта@D:2024-03-18⟧ — ⟦14_918,25@row('2024-03-18').close⟧; по моему подсчёту, цена упала на "
  "⟦1745,5@row('2024-01-24').close-row('2024-03-18').close!⟧ пункта."),
# ---------------------------------------------------------------- q_quarter_range_2024
A('q_quarter_range_2024', 'faithful', 'fr-FR', 'tennis',
  "amplitude moyenne du NQ par trimestre en 2024 : T1 ⟦320,6@" + q(1) + "⟧, T2 ⟦314,9@" + q(2) + "⟧, T3 ⟦263,4@" +
  q(3) + "⟧, T4 ⟦201,6@" + q(4) + "⟧ points ; elle recule à chaque trimestre."),
A('q_quarter_range_2024', 'faithful', 'ru-RU', 'antique',
  "средний диапазон NQ по кварталам 2024 г.: в первом ⟦320,64@" + q(1) + "⟧ пункта, в четвёртом ⟦201,62@" + q(4) +
  "⟧; самый широкий день года, ⟦585,5@" + q(1, 'max_range') + "⟧ пункта, пришёлся на первый квартал."),
A('q_quarter_range_2024', 'faithful', 'it-IT', 'trampoline',
  "range medio trimestrale del NQ nel 2024: il terzo trimestre a ⟦263,41@" + q(3) + "⟧ punti con la giornata più "
  "ampia a ⟦507,5@" + q(3, 'max_range') + "⟧; il quarto a ⟦201,62@" + q(4) + "⟧ con un massimo di ⟦389@" +
  q(4, 'max_range') + "⟧."),
A('q_quarter_range_2024', 'wrong_column', 'en-US', 'engraver',
  "NQ 2024 by quarter: Q3 averaged a daily range of ⟦507.5@" + q(3) + "~" + q(3, 'max_range') + "!⟧ pts, Q4 "
  "⟦201.6@" + q(4) + "⟧."),
A('q_quarter_range_2024', 'coincidental', 'en-GB', 'climbing',
  "NQ ranges by quarter, 2024: Q2 averaged ⟦314.87@" + q(2) + "⟧ points, with its widest day at ⟦510@" +
  q(2, 'max_range') + "!⟧."),
A('q_quarter_range_2024', 'miscomputed', 'ja-JP', 'badminton',
  "2024年NQの四半期別平均値幅：第一四半期 ⟦320.64@" + q(1) + "⟧、第四四半期 ⟦201.62@" + q(4) + "⟧ポイント。"
  "自分で計算すると、年初から年末にかけて ⟦27%@100-" + q(4) + "/" + q(1) + "*100!⟧縮小。"),
# ---------------------------------------------------------------- q_close_extremes_2023
A('q_close_extremes_2023', 'faithful', 'ru-RU', 'badminton',
  "закрытия NQ в 2023 г.: максимум ⟦18_946@max_close⟧, минимум ⟦15_875,25@min_close⟧, год завершился на "
  "⟦17_553,5@last_close⟧, ближе к максимуму."),
A('q_close_extremes_2023', 'faithful', 'en-US', 'minigolf',
  "2023 NQ closes: high ⟦18,946@max_close⟧, low ⟦15,875.25@min_close⟧, and the year ended at ⟦17,553.50@last_close⟧."),
A('q_close_extremes_2023', 'faithful', 'pt-BR', 'tennis',
  "fechamentos do NQ em 2023: o mais alto foi ⟦18.946@max_close⟧ e o mais baixo ⟦15.875,25@min_close⟧ pontos."),
A('q_close_extremes_2023', 'wrong_column', 'de-DE', 'trampoline',
  "Schlusskurse des NQ 2023: höchster ⟦18.946@max_close⟧, niedrigster ⟦17.553,5@min_close~last_close!⟧ Punkte."),
A('q_close_extremes_2023', 'derived', 'es-ES', 'antique',
  "cierres del NQ en 2023: el último, ⟦17.553,5@last_close⟧, quedó ⟦1.678,25@last_close-min_close!⟧ puntos por "
  "encima del mínimo de ⟦15.875,25@min_close⟧, cuenta hecha a mano."),
A('q_close_extremes_2023', 'coincidental', 'pl-PL', 'ikebana',
  "zamknięcia NQ w 2023 r.: najwyższe ⟦17_551@max_close!⟧ pkt, najniższe ⟦15_875,25@min_close⟧ pkt."),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
A('q_h1_vs_h2_2024', 'faithful', 'es-ES', 'badminton',
  "sí: en el primer semestre de 2024 el rango medio del NQ fue de ⟦317,7@A.mean_range⟧ puntos en "
  "⟦124@A.R.source_row_count⟧ sesiones, frente a ⟦232,5@B.mean_range⟧ en las ⟦128@B.R.source_row_count⟧ del segundo."),
A('q_h1_vs_h2_2024', 'faithful', 'en-GB', 'ikebana',
  "yes. H1 2024 averaged a daily range of ⟦317.71@A.mean_range⟧ points with a widest day of ⟦585.5@A.max_range⟧; "
  "H2 averaged ⟦232.52@B.mean_range⟧, widest ⟦507.5@B.max_range⟧."),
A('q_h1_vs_h2_2024', 'faithful', 'fr-FR', 'mahjong',
  "oui, le premier semestre 2024 a été plus agité : amplitude moyenne de ⟦317,708@A.mean_range⟧ points contre "
  "⟦232,518@B.mean_range⟧ au second."),
A('q_h1_vs_h2_2024', 'wrong_year', 'zh-CN', 'engraver',
  "2024 年上半年 NQ 日均振幅为 ⟦232.5@A.mean_range~B.mean_range!⟧ 点，最大单日振幅 ⟦585.5@A.max_range⟧ 点。"),
A('q_h1_vs_h2_2024', 'wrong_year', 'ru-RU', 'trampoline',
  "второе полугодие 2024 г.: ⟦124@B.R.source_row_count~A.R.source_row_count!⟧ сессии, средний диапазон NQ "
  "⟦232,52@B.mean_range⟧ пункта."),
A('q_h1_vs_h2_2024', 'miscomputed', 'de-DE', 'antique',
  "erstes Halbjahr 2024: mittlere Tagesspanne ⟦317,7@A.mean_range⟧ Punkte, zweites ⟦232,5@B.mean_range⟧; selbst "
  "nachgerechnet ⟦95,19@A.mean_range-B.mean_range!⟧ Punkte Unterschied."),
A('q_h1_vs_h2_2024', 'coincidental', 'it-IT', 'minigolf',
  "secondo semestre 2024: range medio del NQ ⟦232,5@B.mean_range⟧ punti su ⟦122@B.R.source_row_count!⟧ sedute, "
  "contro ⟦317,7@A.mean_range⟧ del primo."),
]
