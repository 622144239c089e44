"""Market-data queries, part 3 (q_rsi_oversold_2024 ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def d(x, col):
    return f"row('{x}').{col}"


def q(n):
    return f"row({n}).mean_range"


ENTRIES = [
# ---------------------------------------------------------------- q_rsi_oversold_2024
A('q_rsi_oversold_2024', 'faithful', 'de-DE', 'canecrush',
  "RSI(14) unter 30 an ⟦63@R.summary.rows⟧ Tagen 2024; erster am ⟦24.01.@D:2024-01-24⟧ (RSI "
  "⟦25,14@" + d('2024-01-24', 'rsi') + "⟧), letzter am ⟦20.12.@D:2024-12-20⟧ (⟦29,09@R.summary.last.rsi⟧); "
  "Tiefstwert ⟦19,49@stats.rsi.min⟧."),
A('q_rsi_oversold_2024', 'faithful', 'pt-BR', 'gripman',
  "⟦63@R.summary.rows⟧ pregões com RSI abaixo de 30 em 2024, média ⟦26,12@stats.rsi.mean⟧; o mais sobrevendido "
  "chegou a ⟦19,49@stats.rsi.min⟧; o primeiro foi em ⟦24/01@D:2024-01-24⟧."),
A('q_rsi_oversold_2024', 'faithful', 'es-ES', 'brine',
  "RSI bajo 30: ⟦63@R.summary.rows⟧ sesiones en 2024. El ⟦30/01@D:2024-01-30⟧ marcó ⟦23,67@" + d('2024-01-30', 'rsi') + "⟧ "
  "con cierre en ⟦16.339,75@" + d('2024-01-30', 'close') + "⟧."),
A('q_rsi_oversold_2024', 'wrong_row', 'nl-NL', 'stilt',
  "RSI onder 30 op ⟦63@R.summary.rows⟧ dagen in 2024; op ⟦8 februari@D:2024-02-08⟧ zakte hij tot "
  "⟦23,67@" + d('2024-02-08', 'rsi') + "~" + d('2024-01-30', 'rsi') + "!⟧ (slot ⟦15.921@" + d('2024-02-08', 'close') + "⟧)."),
A('q_rsi_oversold_2024', 'coincidental', 'ru-RU', 'caskslip',
  "RSI ниже 30 в 2024 г. — ⟦63@R.summary.rows⟧ дня; ⟦7 февраля@D:2024-02-07⟧ RSI был "
  "⟦25,17@" + d('2024-02-07', 'rsi') + "!⟧ при закрытии ⟦16_045,25@" + d('2024-02-07', 'close') + "⟧."),
A('q_rsi_oversold_2024', 'misrounded', 'it-IT', 'tidemill',
  "RSI(14) sotto 30 per ⟦63@R.summary.rows⟧ sedute nel 2024; il minimo toccato è ⟦19,50@stats.rsi.min!⟧, "
  "la media ⟦26,12@stats.rsi.mean⟧."),
# ---------------------------------------------------------------- q_quarter_range_2024
A('q_quarter_range_2024', 'faithful', 'es-ES', 'goatcensus',
  "rango medio por trimestre en 2024: T1 ⟦320,6@" + q(1) + "⟧, T2 ⟦314,9@" + q(2) + "⟧, T3 ⟦263,4@" + q(3) + "⟧, "
  "T4 ⟦201,6@" + q(4) + "⟧ — baja trimestre a trimestre."),
A('q_quarter_range_2024', 'faithful', 'ru-RU', 'haybale',
  "средний диапазон 2024 по кварталам: Q1 ⟦320,64@" + q(1) + "⟧, Q2 ⟦314,87@" + q(2) + "⟧, Q3 ⟦263,41@" + q(3) + "⟧, "
  "Q4 ⟦201,62@" + q(4) + "⟧; самый широкий день — в Q1, ⟦585,5@row(1).max_range⟧."),
A('q_quarter_range_2024', 'faithful', 'ja-JP', 'wrecktag',
  "Q1の平均値幅⟦320.6@" + q(1) + "⟧ポイントが最大、Q4は⟦201.6@" + q(4) + "⟧まで縮小。Q4の最大値幅も"
  "⟦389@row(4).max_range⟧どまり。"),
A('q_quarter_range_2024', 'derived', 'de-DE', 'stilt',
  "Q1 im Schnitt ⟦320,6@" + q(1) + "⟧ Punkte Tagesspanne, Q4 nur ⟦201,6@" + q(4) + "⟧ — selbst gerechnet gerade "
  "⟦62,9@" + q(4) + "/" + q(1) + "*100!⟧ % des ersten Quartals."),
A('q_quarter_range_2024', 'wrong_column', 'pl-PL', 'loomtune',
  "średni dzienny zakres 2024: Q1 ⟦320,6@" + q(1) + "⟧ pkt, Q3 ⟦507,5@" + q(3) + "~row(3).max_range!⟧ pkt, "
  "Q4 ⟦201,6@" + q(4) + "⟧ pkt."),
A('q_quarter_range_2024', 'wrong_row', 'zh-CN', 'tidemill',
  "2024 年第一季度平均波幅 ⟦320.6@" + q(1) + "⟧ 点，第四季度 ⟦263.4@" + q(4) + "~" + q(3) + "!⟧ 点，逐季收窄。"),
# ---------------------------------------------------------------- q_close_extremes_2023
A('q_close_extremes_2023', 'faithful', 'en-US', 'stilt',
  "2023 closes — high ⟦18,946@max_close⟧, low ⟦15,875.25@min_close⟧, year-end ⟦17,553.5@last_close⟧."),
A('q_close_extremes_2023', 'faithful', 'it-IT', 'goatcensus',
  "chiusura più alta del 2023 ⟦18.946@max_close⟧, più bassa ⟦15.875,25@min_close⟧; l'ultima dell'anno "
  "⟦17.553,5@last_close⟧."),
A('q_close_extremes_2023', 'faithful', 'fr-FR', 'caskslip',
  "plus haute clôture de 2023 : ⟦18_946@max_close⟧ ; plus basse : ⟦15_875,25@min_close⟧ ; dernière clôture de "
  "l'année ⟦17_553,5@last_close⟧."),
A('q_close_extremes_2023', 'wrong_column', 'pl-PL', 'brine',
  "ostatnie zamknięcie 2023 r.: ⟦18_946@last_close~max_close!⟧; najniższe w roku ⟦15_875,25@min_close⟧."),
A('q_close_extremes_2023', 'derived', 'ja-JP', 'gripman',
  "2023年の終値安値⟦15,875.25@min_close⟧から年末⟦17,553.5@last_close⟧まで、自分で引き算すると"
  "⟦1,678.25@last_close-min_close!⟧ポイント戻した。"),
A('q_close_extremes_2023', 'invented', 'en-GB', 'tidemill',
  "2023's highest close ⟦18,946@max_close⟧, lowest ⟦15,412.5@min_close!⟧, last ⟦17,553.5@last_close⟧."),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
A('q_h1_vs_h2_2024', 'faithful', 'ja-JP', 'stilt',
  "上半期の平均値幅⟦317.7@A.mean_range⟧ポイント、下半期は⟦232.5@B.mean_range⟧。最大値幅も⟦585.5@A.max_range⟧対"
  "⟦507.5@B.max_range⟧で、上半期の方が荒い。"),
A('q_h1_vs_h2_2024', 'faithful', 'de-DE', 'goatcensus',
  "erstes Halbjahr 2024: mittlere Spanne ⟦317,71@A.mean_range⟧, größter Tag ⟦585,5@A.max_range⟧; zweites "
  "⟦232,52@B.mean_range⟧ bzw. ⟦507,5@B.max_range⟧ — H1 war unruhiger."),
A('q_h1_vs_h2_2024', 'faithful', 'en-GB', 'wrecktag',
  "H1 2024 averaged ⟦317.7@A.mean_range⟧ points a day over ⟦124@A.R.source_row_count⟧ sessions, H2 "
  "⟦232.5@B.mean_range⟧ over ⟦128@B.R.source_row_count⟧ — yes, the first half was wilder."),
A('q_h1_vs_h2_2024', 'wrong_year', 'zh-CN', 'gripman',
  "上半年日均波幅 ⟦317.7@A.mean_range⟧ 点，下半年 ⟦232.5@B.mean_range⟧；下半年最大单日波幅 "
  "⟦585.5@B.max_range~A.max_range!⟧ 点。"),
A('q_h1_vs_h2_2024', 'miscomputed', 'pl-PL', 'goatdairy',
  "pierwsze półrocze 2024: ⟦317,7@A.mean_range⟧ pkt średnio, drugie ⟦232,5@B.mean_range⟧ — różnica "
  "⟦58,2@A.mean_range-B.mean_range!⟧ pkt (moje wyliczenie). H1 bardziej nerwowe."),
A('q_h1_vs_h2_2024', 'wrong_unit', 'en-US', 'brine',
  "H1 2024: average daily range ⟦317.7@A.mean_range~A.mean_range!⟧ bps, widest day ⟦585.5@A.max_range⟧ points; "
  "H2: ⟦232.5@B.mean_range⟧ points on average.", unit_note='index points quoted as basis points'),
]
