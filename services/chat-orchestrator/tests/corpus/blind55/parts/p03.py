"""Market-data queries, part 3 (q_weekly_recent ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py.
Layouts: _reg.py. '_' between digits = the locale's group separator (U+202F fr, U+00A0 ru/pl)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def d(x, col):
    return f"row('{x}').{col}"


def wk(x):
    return f"row('{x}').change"


def q(n, col='mean_range'):
    return f"row({n}).{col}"


ENTRIES = [
# ---------------------------------------------------------------- q_weekly_recent
A('q_weekly_recent', 'faithful', 'it-IT', 'dyevat',
  "ultime cinque settimane: quattro in calo e una sola positiva, quella del ⟦29 dicembre@D:2024-12-29⟧ "
  "(⟦+57,5@" + wk('2024-12-29') + "⟧). La peggiore quella dell'⟦8 dicembre@D:2024-12-08⟧ (⟦−381,75@" +
  wk('2024-12-08') + "⟧). Media ⟦−179,7@stats.change.mean⟧ punti a settimana."),
A('q_weekly_recent', 'faithful', 'zh-CN', 'taxichit',
  "最近五周只有 ⟦12月29日@D:2024-12-29⟧ 那周收涨（⟦+57.5@" + wk('2024-12-29') + "⟧ 点），其余四周下跌；最差是 "
  "⟦12月8日@D:2024-12-08⟧ 那周，⟦−381.75@" + wk('2024-12-08') + "⟧ 点。成交量最大的是 ⟦12月22日@D:2024-12-22⟧ "
  "那周，共 ⟦1,007,765@" + d('2024-12-22', 'volume') + "⟧ 手。"),
A('q_weekly_recent', 'faithful', 'nl-NL', 'buttonsort',
  "laatste vijf weken: de week van ⟦29 december@D:2024-12-29⟧ als enige hoger (⟦+57,5@" + wk('2024-12-29') +
  "⟧ punten), de rest lager; gemiddeld ⟦−179,7@stats.change.mean⟧ per week. Slot van de laatste week: "
  "⟦8.837,25@" + d('2025-01-05', 'close') + "⟧."),
A('q_weekly_recent', 'faithful', 'en-GB', 'hedgehog',
  "last five weekly bars: only the week of ⟦29 Dec@D:2024-12-29⟧ closed up, ⟦+57.5@" + wk('2024-12-29') + "⟧; "
  "the worst was the week of ⟦8 Dec@D:2024-12-08⟧ at ⟦−381.75@" + wk('2024-12-08') + "⟧. Average "
  "⟦−179.7@stats.change.mean⟧ points a week."),
A('q_weekly_recent', 'wrong_sign', 'es-ES', 'ropeswing',
  "últimas cinco semanas: la peor, la del ⟦8 de diciembre@D:2024-12-08⟧, con ⟦−381,75@" + wk('2024-12-08') +
  "⟧ puntos; la del ⟦29 de diciembre@D:2024-12-29⟧ cerró en ⟦−57,5@" + wk('2024-12-29') + "!⟧; media semanal "
  "⟦−179,7@stats.change.mean⟧."),
A('q_weekly_recent', 'misrounded', 'ja-JP', 'shoeshine',
  "直近五週の週足：週平均の変化は⟦−179@stats.change.mean!⟧ポイント。上げたのは⟦12月29日@D:2024-12-29⟧の週だけで"
  "⟦+57.5@" + wk('2024-12-29') + "⟧、最悪は⟦12月8日@D:2024-12-08⟧の週の⟦−381.75@" + wk('2024-12-08') + "⟧。"),
A('q_weekly_recent', 'derived', 'ru-RU', 'steamerlog',
  "пять последних недель в сумме дали ⟦−898,5@stats.change.mean*5!⟧ пункта (сложил сам); единственная растущая — "
  "неделя ⟦29 декабря@D:2024-12-29⟧, ⟦+57,5@" + wk('2024-12-29') + "⟧, худшая — неделя ⟦8 декабря@D:2024-12-08⟧, "
  "⟦−381,75@" + wk('2024-12-08') + "⟧."),
# ---------------------------------------------------------------- q_gap_2024
A('q_gap_2024', 'faithful', 'en-GB', 'dyevat',
  "opening gaps in 2024: mean ⟦+1.51@mean_g⟧ points, standard deviation ⟦34.5@std_g⟧; the biggest gap up "
  "⟦+147.25@max_g⟧, the biggest down ⟦−128.5@min_g⟧."),
A('q_gap_2024', 'faithful', 'pt-BR', 'meadhall',
  "gaps de abertura em 2024: média de ⟦1,51@mean_g⟧ ponto, desvio-padrão de ⟦34,54@std_g⟧; maior gap de alta "
  "⟦147,25@max_g⟧, maior de baixa ⟦−128,5@min_g⟧."),
A('q_gap_2024', 'faithful', 'es-ES', 'coalbarge',
  "huecos de apertura en 2024: media ⟦+1,5@mean_g⟧ puntos, desviación típica ⟦34,5@std_g⟧, máximo "
  "⟦+147,25@max_g⟧ y mínimo ⟦−128,5@min_g⟧. Casi siempre pequeños."),
A('q_gap_2024', 'wrong_sign', 'nl-NL', 'slidecue',
  "openingsgaps 2024: gemiddeld ⟦−1,51@mean_g!⟧ punt, standaardafwijking ⟦34,54@std_g⟧; grootste gap omhoog "
  "⟦147,25@max_g⟧, omlaag ⟦−128,5@min_g⟧."),
A('q_gap_2024', 'wrong_column', 'en-US', 'welldig',
  "2024 opening gaps: average ⟦+1.51@mean_g⟧ pts, typical size (std dev) ⟦147.25@std_g~max_g!⟧; the worst gap "
  "down was ⟦−128.5@min_g⟧."),
A('q_gap_2024', 'wrong_unit', 'fr-FR', 'hedgehog',
  "écarts d'ouverture en 2024 : en moyenne ⟦+1,51@mean_g~mean_g!⟧ %, écart-type ⟦34,5@std_g⟧ points ; record à "
  "la hausse ⟦+147,25@max_g⟧, à la baisse ⟦−128,5@min_g⟧.",
  unit_note='index points quoted as a percent'),
# ---------------------------------------------------------------- q_rsi_oversold_2024
A('q_rsi_oversold_2024', 'faithful', 'nl-NL', 'ropeswing',
  "RSI(14) onder 30 in 2024: ⟦63@R.summary.rows⟧ dagen, eerste op ⟦24 januari@D:2024-01-24⟧ (⟦25,14@" +
  d('2024-01-24', 'rsi') + "⟧), laatste op ⟦20 december@D:2024-12-20⟧ (⟦29,09@" + d('2024-12-20', 'rsi') + "⟧). "
  "Laagste stand ⟦19,49@stats.rsi.min⟧."),
A('q_rsi_oversold_2024', 'faithful', 'pl-PL', 'steamerlog',
  "RSI(14) poniżej 30 w 2024 r.: ⟦63@R.summary.rows⟧ sesje; najniżej ⟦19,5@stats.rsi.min⟧, średnio "
  "⟦26,12@stats.rsi.mean⟧. Pierwszy raz ⟦24 stycznia@D:2024-01-24⟧, ostatni ⟦20 grudnia@D:2024-12-20⟧."),
A('q_rsi_oversold_2024', 'faithful', 'en-US', 'shoeshine',
  "RSI(14) sat below 30 on ⟦63@R.summary.rows⟧ days in 2024, from ⟦Jan 24@D:2024-01-24⟧ (RSI ⟦25.14@" +
  d('2024-01-24', 'rsi') + "⟧, close ⟦16,672.75@" + d('2024-01-24', 'close') + "⟧) to ⟦Dec 20@D:2024-12-20⟧; the "
  "low reading was ⟦19.49@stats.rsi.min⟧."),
A('q_rsi_oversold_2024', 'coincidental', 'es-ES', 'hedgehog',
  "RSI(14) por debajo de 30 en 2024: ⟦31@R.summary.rows!⟧ sesiones, la primera el ⟦24 de enero@D:2024-01-24⟧ y "
  "la última el ⟦20 de diciembre@D:2024-12-20⟧; mínimo ⟦19,49@stats.rsi.min⟧."),
A('q_rsi_oversold_2024', 'misrounded', 'fr-FR', 'taxichit',
  "RSI(14) sous 30 en 2024 : ⟦63@R.summary.rows⟧ séances ; plus bas à ⟦19,4@stats.rsi.min!⟧, moyenne "
  "⟦26,12@stats.rsi.mean⟧. Premier signal le ⟦24 janvier@D:2024-01-24⟧, dernier le ⟦20 décembre@D:2024-12-20⟧."),
A('q_rsi_oversold_2024', 'wrong_row', 'zh-CN', 'slidecue',
  "2024 年 RSI(14) 低于 30 的共 ⟦63@R.summary.rows⟧天。⟦3月15日@D:2024-03-15⟧ 的 RSI 为 ⟦24.55@" +
  d('2024-03-15', 'rsi') + "~" + d('2024-03-18', 'rsi') + "!⟧，收盘 ⟦14,963@" + d('2024-03-15', 'close') + "⟧。"),
# ---------------------------------------------------------------- q_quarter_range_2024
A('q_quarter_range_2024', 'faithful', 'nl-NL', 'taxichit',
  "gemiddelde dagrange per kwartaal 2024: Q1 ⟦320,6@" + q(1) + "⟧, Q2 ⟦314,9@" + q(2) + "⟧, Q3 ⟦263,4@" + q(3) +
  "⟧, Q4 ⟦201,6@" + q(4) + "⟧ punten — elk kwartaal rustiger dan het vorige."),
A('q_quarter_range_2024', 'faithful', 'it-IT', 'ropeswing',
  "range medio per trimestre nel 2024: primo ⟦320,64@" + q(1) + "⟧, secondo ⟦314,87@" + q(2) + "⟧, terzo ⟦263,41@" +
  q(3) + "⟧, quarto ⟦201,62@" + q(4) + "⟧ punti; il giorno più ampio cade nel primo, ⟦585,5@" + q(1, 'max_range') + "⟧."),
A('q_quarter_range_2024', 'faithful', 'zh-CN', 'hedgehog',
  "2024 年各季度日均波幅：第一季度 ⟦320.6@" + q(1) + "⟧ 点，第二季度 ⟦314.9@" + q(2) + "⟧，第三季度 ⟦263.4@" +
  q(3) + "⟧，第四季度 ⟦201.6@" + q(4) + "⟧；单日最宽出现在第一季度（⟦585.5@" + q(1, 'max_range') + "⟧）。"),
A('q_quarter_range_2024', 'wrong_column', 'es-ES', 'slidecue',
  "rango medio diario por trimestre en 2024: T1 ⟦320,6@" + q(1) + "⟧, T2 ⟦314,9@" + q(2) + "⟧, T3 ⟦263,4@" + q(3) +
  "⟧ y T4 ⟦389@" + q(4) + "~" + q(4, 'max_range') + "!⟧ puntos."),
A('q_quarter_range_2024', 'coincidental', 'de-DE', 'buttonsort',
  "mittlere Tagesspanne je Quartal 2024: Q1 ⟦317@" + q(1) + "!⟧, Q2 ⟦314,9@" + q(2) + "⟧, Q3 ⟦263,4@" + q(3) +
  "⟧, Q4 ⟦201,6@" + q(4) + "⟧ Punkte; der breiteste Tag lag im ersten Quartal."),
A('q_quarter_range_2024', 'derived', 'pl-PL', 'shoeshine',
  "średni zakres dzienny w kwartałach 2024 r.: Q1 ⟦320,6@" + q(1) + "⟧, Q2 ⟦314,9@" + q(2) + "⟧, Q3 ⟦263,4@" + q(3) +
  "⟧, Q4 ⟦201,6@" + q(4) + "⟧ pkt; średnio z czterech kwartałów ⟦275,1@(" + q(1) + "+" + q(2) + "+" + q(3) + "+" +
  q(4) + ")/4!⟧, moje wyliczenie."),
# ---------------------------------------------------------------- q_close_extremes_2023
A('q_close_extremes_2023', 'faithful', 'it-IT', 'shoeshine',
  "chiusure 2023 del NQ: massima ⟦18.946@max_close⟧, minima ⟦15.875,25@min_close⟧; l'anno ha chiuso a "
  "⟦17.553,5@last_close⟧."),
A('q_close_extremes_2023', 'faithful', 'en-GB', 'hedgehog',
  "2023 closes: high ⟦18,946@max_close⟧, low ⟦15,875.25@min_close⟧, and the year finished at "
  "⟦17,553.5@last_close⟧, nearer the top than the bottom."),
A('q_close_extremes_2023', 'faithful', 'zh-CN', 'coalbarge',
  "2023 年 NQ 最高收盘价 ⟦18,946@max_close⟧，最低 ⟦15,875.25@min_close⟧，年末收于 ⟦17,553.5@last_close⟧。"),
A('q_close_extremes_2023', 'wrong_column', 'es-ES', 'ropeswing',
  "cierres del NQ en 2023: el más alto, ⟦18.946@max_close⟧; el más bajo del año, ⟦17.553,5@min_close~last_close!⟧."),
A('q_close_extremes_2023', 'miscomputed', 'de-DE', 'steamerlog',
  "Schlusskurse 2023: Hoch ⟦18.946@max_close⟧, Tief ⟦15.875,25@min_close⟧, Jahresende ⟦17.553,5@last_close⟧ — "
  "also ⟦1.329,5@max_close-last_close!⟧ Punkte unter dem Hoch, selbst nachgerechnet."),
A('q_close_extremes_2023', 'invented', 'fr-FR', 'welldig',
  "clôtures 2023 : plus haut ⟦18_946@max_close⟧, plus bas ⟦15_642@min_close!⟧, dernière ⟦17_553,5@last_close⟧."),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
A('q_h1_vs_h2_2024', 'faithful', 'nl-NL', 'hedgehog',
  "ja: eerste helft 2024 gemiddeld ⟦317,7@A.mean_range⟧ punten range per dag (⟦124@A.R.source_row_count⟧ dagen), "
  "tweede helft ⟦232,5@B.mean_range⟧ (⟦128@B.R.source_row_count⟧ dagen). Grootste dag: ⟦585,5@A.max_range⟧ "
  "tegen ⟦507,5@B.max_range⟧."),
A('q_h1_vs_h2_2024', 'faithful', 'es-ES', 'buttonsort',
  "sí: el primer semestre de 2024 tuvo un rango medio de ⟦317,7@A.mean_range⟧ puntos frente a ⟦232,5@B.mean_range⟧ "
  "del segundo; el día más amplio, ⟦585,5@A.max_range⟧ contra ⟦507,5@B.max_range⟧."),
A('q_h1_vs_h2_2024', 'faithful', 'en-US', 'slidecue',
  "Yes. H1 2024 averaged a ⟦317.7@A.mean_range⟧-point daily range vs ⟦232.5@B.mean_range⟧ in H2; widest day "
  "⟦585.5@A.max_range⟧ vs ⟦507.5@B.max_range⟧. Next slide, please."),
A('q_h1_vs_h2_2024', 'wrong_year', 'fr-FR', 'steamerlog',
  "oui : au premier semestre 2024 l'amplitude moyenne était de ⟦317,7@A.mean_range⟧ points, au second de "
  "⟦232,5@B.mean_range⟧. Séance la plus large du premier semestre : ⟦507,5@A.max_range~B.max_range!⟧ points."),
A('q_h1_vs_h2_2024', 'wrong_year', 'en-GB', 'dunefence',
  "H1 2024 was the livelier half: mean daily range ⟦317.7@A.mean_range⟧ points over ⟦128@A.R.source_row_count~"
  "B.R.source_row_count!⟧ sessions, against ⟦232.5@B.mean_range⟧ in H2."),
A('q_h1_vs_h2_2024', 'derived', 'de-DE', 'dyevat',
  "ja, das erste Halbjahr 2024 war unruhiger: ⟦317,7@A.mean_range⟧ gegen ⟦232,5@B.mean_range⟧ Punkte mittlere "
  "Tagesspanne, also das ⟦1,37@A.mean_range/B.mean_range!⟧-Fache — selbst gerechnet."),
]
