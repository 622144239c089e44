"""Market-data queries, part 3 (q_weekly_recent ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def d(x, col):
    return f"row('{x}').{col}"


W8, W15, W22, W29, W5 = (f"row('{x}')" for x in ('2024-12-08', '2024-12-15', '2024-12-22', '2024-12-29', '2025-01-05'))
SUMW = "sum(x.change for x in T)"
Q = lambda q, c: f"row({q}).{c}"

ENTRIES = [
# ---------------------------------------------------------------- q_weekly_recent
A('q_weekly_recent', 'faithful', 'zh-CN', 'sausage',
  f"最近五周：四周下跌，只有截至⟦12月29日@D:2024-12-29⟧的一周上涨 ⟦57.5@{W29}.change⟧ 点；跌得最多的是截至"
  f"⟦12月8日@D:2024-12-08⟧的一周，⟦−381.75@{W8}.change⟧ 点。"),
A('q_weekly_recent', 'faithful', 'pl-PL', 'kimchi',
  f"tydzień do ⟦22 grudnia@D:2024-12-22⟧: zmiana ⟦−352,75@{W22}.change⟧ pkt przy największym wolumenie, "
  f"⟦1_007_765@{W22}.volume⟧ kontraktów; tydzień do ⟦5 stycznia@D:2025-01-05⟧: ⟦−205,5@{W5}.change⟧."),
A('q_weekly_recent', 'faithful', 'nl-NL', 'tortilla',
  f"de week tot ⟦15 december@D:2024-12-15⟧ sloot op ⟦9.296,75@{W15}.close⟧, nauwelijks lager "
  f"(⟦−16@{W15}.change⟧); gemiddelde weekverandering over vijf weken ⟦−179,7@stats.change.mean⟧ punten."),
A('q_weekly_recent', 'faithful', 'en-US', 'miso',
  f"the week ending ⟦Jan 5@D:2025-01-05⟧ closed at ⟦8,837.25@{W5}.close⟧, ⟦−205.5@{W5}.change⟧ on the week, after a "
  f"low of ⟦8,802.75@{W5}.low⟧. Only the week ending ⟦Dec 29@D:2024-12-29⟧ gained, ⟦+57.5@{W29}.change⟧."),
A('q_weekly_recent', 'wrong_sign', 'pt-BR', 'glazier',
  f"semana até ⟦15/12@D:2024-12-15⟧: ⟦+16@{W15}.change!⟧ pontos, com fechamento em ⟦9.296,75@{W15}.close⟧."),
A('q_weekly_recent', 'wrong_column', 'ja-JP', 'poultry',
  f"⟦12月15日@D:2024-12-15⟧までの週は終値⟦9,648@{W15}.close~{W15}.high!⟧、週間の変化は⟦−16@{W15}.change⟧ポイント。"),
A('q_weekly_recent', 'miscomputed', 'fr-FR', 'jerky',
  f"sur les cinq semaines, variation cumulée de ⟦−889,5@{SUMW}!⟧ points d'après mon addition ; la pire, la semaine "
  f"au ⟦8 décembre@D:2024-12-08⟧ : ⟦−381,75@{W8}.change⟧."),
# ---------------------------------------------------------------- q_gap_2024
A('q_gap_2024', 'faithful', 'en-GB', 'tofu',
  "2024 opening gaps: mean ⟦+1.51@mean_g⟧ points, largest up ⟦147.25@max_g⟧, largest down ⟦−128.5@min_g⟧, "
  "standard deviation ⟦34.54@std_g⟧."),
A('q_gap_2024', 'faithful', 'fr-FR', 'wheelwright',
  "écarts d'ouverture 2024 : moyenne ⟦1,5@mean_g⟧ point, écart-type ⟦34,5@std_g⟧ ; extrêmes ⟦+147,25@max_g⟧ et "
  "⟦−128,50@min_g⟧."),
A('q_gap_2024', 'faithful', 'pl-PL', 'brewpub',
  "luki na otwarciu w 2024 r.: średnio ⟦1,511@mean_g⟧ pkt, odchylenie standardowe ⟦34,544@std_g⟧, największa w górę "
  "⟦147,25@max_g⟧, w dół ⟦−128,5@min_g⟧."),
A('q_gap_2024', 'wrong_sign', 'ru-RU', 'jerky',
  "средний гэп на открытии в 2024 г. — ⟦−1,51@mean_g!⟧ п., стандартное отклонение ⟦34,54@std_g⟧ п."),
A('q_gap_2024', 'wrong_unit', 'de-DE', 'glazier',
  "Eröffnungslücken 2024: Standardabweichung ⟦34,54 %@std_g~std_g!⟧, größte Lücke nach oben ⟦147,25@max_g⟧ Punkte.",
  unit_note='gap standard deviation in index points quoted as a percentage'),
A('q_gap_2024', 'misrounded', 'it-IT', 'kimchi',
  "gap d'apertura 2024: deviazione standard ⟦34,55@std_g!⟧ punti, media ⟦1,51@mean_g⟧."),
# ---------------------------------------------------------------- q_rsi_oversold_2024
A('q_rsi_oversold_2024', 'faithful', 'ru-RU', 'glazier',
  "в 2024 г. RSI(14) был ниже 30 в ⟦63@R.summary.rows⟧ сессиях: первая — ⟦24 января@D:2024-01-24⟧ "
  "(⟦25,14@row('2024-01-24').rsi⟧), последняя — ⟦20 декабря@D:2024-12-20⟧ (⟦29,09@R.summary.last.rsi⟧). Минимум "
  "⟦19,49@stats.rsi.min⟧."),
A('q_rsi_oversold_2024', 'faithful', 'zh-CN', 'miso',
  "2024 年 RSI 低于 30 的交易日共 ⟦63@R.summary.rows⟧ 天，最低 ⟦19.49@stats.rsi.min⟧，平均 ⟦26.12@stats.rsi.mean⟧；"
  "首次出现在⟦1月24日@D:2024-01-24⟧。"),
A('q_rsi_oversold_2024', 'faithful', 'pt-BR', 'sausage',
  "RSI abaixo de 30 em 2024: em ⟦18/03@D:2024-03-18⟧ o fechamento foi ⟦14.918,25@row('2024-03-18').close⟧ com RSI "
  "⟦24,55@row('2024-03-18').rsi⟧; em ⟦08/02@D:2024-02-08⟧, ⟦15.921@row('2024-02-08').close⟧ com RSI "
  "⟦23,71@row('2024-02-08').rsi⟧."),
A('q_rsi_oversold_2024', 'wrong_row', 'en-US', 'tortilla',
  "on ⟦Feb 7@D:2024-02-07⟧ the RSI stood at ⟦23.71@row('2024-02-07').rsi~row('2024-02-08').rsi!⟧, close "
  "⟦16,045.25@row('2024-02-07').close⟧."),
A('q_rsi_oversold_2024', 'invented', 'nl-NL', 'poultry',
  "op ⟦14 maart@D:2024-03-14⟧ sloot de NQ op ⟦15.118@row('2024-03-14').close!⟧ bij een RSI van "
  "⟦26,54@row('2024-03-14').rsi⟧."),
A('q_rsi_oversold_2024', 'coincidental', 'de-DE', 'jerky',
  "am ⟦06.02.@D:2024-02-06⟧ lag der RSI bei ⟦26,52@row('2024-02-06').rsi!⟧, Schluss "
  "⟦16.116,5@row('2024-02-06').close⟧."),
# ---------------------------------------------------------------- q_quarter_range_2024
A('q_quarter_range_2024', 'faithful', 'nl-NL', 'jerky',
  f"gemiddeld bereik per kwartaal in 2024: Q1 ⟦320,64@{Q(1, 'mean_range')}⟧, Q2 ⟦314,87@{Q(2, 'mean_range')}⟧, "
  f"Q3 ⟦263,41@{Q(3, 'mean_range')}⟧, Q4 ⟦201,62@{Q(4, 'mean_range')}⟧ punten; elk kwartaal rustiger dan het vorige."),
A('q_quarter_range_2024', 'faithful', 'fr-FR', 'miso',
  f"amplitude moyenne 2024 par trimestre : T1 ⟦320,6@{Q(1, 'mean_range')}⟧, T4 ⟦201,6@{Q(4, 'mean_range')}⟧ points ; "
  f"la séance la plus large du T1 atteint ⟦585,5@{Q(1, 'max_range')}⟧, celle du T4 ⟦389@{Q(4, 'max_range')}⟧."),
A('q_quarter_range_2024', 'faithful', 'pt-BR', 'vinegar',
  f"2024 por trimestre: o terceiro teve média de ⟦263,4@{Q(3, 'mean_range')}⟧ pontos e dia mais largo de "
  f"⟦507,5@{Q(3, 'max_range')}⟧; o quarto, ⟦201,6@{Q(4, 'mean_range')}⟧ e ⟦389,0@{Q(4, 'max_range')}⟧."),
A('q_quarter_range_2024', 'wrong_column', 'es-ES', 'glazier',
  f"en el cuarto trimestre de 2024 la sesión más amplia fue de ⟦201,62@{Q(4, 'max_range')}~{Q(4, 'mean_range')}!⟧ "
  f"puntos; en el primero la media fue de ⟦320,64@{Q(1, 'mean_range')}⟧."),
A('q_quarter_range_2024', 'derived', 'pl-PL', 'tofu',
  f"średni zakres spadł z ⟦320,64@{Q(1, 'mean_range')}⟧ pkt w I kwartale do ⟦201,62@{Q(4, 'mean_range')}⟧ w IV, "
  f"czyli o ⟦119,02@{Q(1, 'mean_range')}-{Q(4, 'mean_range')}!⟧ pkt (liczyłem sam)."),
A('q_quarter_range_2024', 'invented', 'it-IT', 'sausage',
  f"range medio del terzo trimestre 2024: ⟦248,9@{Q(3, 'mean_range')}!⟧ punti; seduta più ampia del trimestre "
  f"⟦507,5@{Q(3, 'max_range')}⟧."),
# ---------------------------------------------------------------- q_close_extremes_2023
A('q_close_extremes_2023', 'faithful', 'fr-FR', 'jerky',
  "clôtures 2023 : plus haute ⟦18_946@max_close⟧, plus basse ⟦15_875,25@min_close⟧, dernière ⟦17_553,5@last_close⟧ ; "
  "l'année finit plus près du haut que du bas."),
A('q_close_extremes_2023', 'faithful', 'pl-PL', 'sausage',
  "najwyższe zamknięcie 2023 r.: ⟦18946@max_close⟧ pkt, najniższe ⟦15875,25@min_close⟧, ostatnie "
  "⟦17553,5@last_close⟧."),
A('q_close_extremes_2023', 'faithful', 'en-GB', 'poultry',
  "highest 2023 close ⟦18,946.00@max_close⟧, lowest ⟦15,875.25@min_close⟧; the year ended at "
  "⟦17,553.50@last_close⟧."),
A('q_close_extremes_2023', 'coincidental', 'zh-CN', 'tofu',
  "2023 年最后一个收盘价为 ⟦18,944@last_close!⟧ 点，全年最低收盘 ⟦15,875.25@min_close⟧ 点。"),
A('q_close_extremes_2023', 'derived', 'en-US', 'wheelwright',
  "2023 closes ran from ⟦15,875.25@min_close⟧ to ⟦18,946@max_close⟧, a spread of "
  "⟦3,070.75@max_close-min_close!⟧ points by my subtraction."),
A('q_close_extremes_2023', 'misrounded', 'pt-BR', 'miso',
  "menor fechamento de 2023: ⟦15.876@min_close!⟧ pontos; maior: ⟦18.946@max_close⟧."),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
A('q_h1_vs_h2_2024', 'faithful', 'de-DE', 'vinegar',
  "ja: erstes Halbjahr 2024 im Mittel ⟦317,71@A.mean_range⟧ Punkte Tagesspanne über ⟦124@A.R.source_row_count⟧ Tage, "
  "zweites ⟦232,52@B.mean_range⟧ über ⟦128@B.R.source_row_count⟧; breitester Tag H1 ⟦585,5@A.max_range⟧, H2 "
  "⟦507,5@B.max_range⟧."),
A('q_h1_vs_h2_2024', 'faithful', 'en-GB', 'tortilla',
  "yes: H1 2024 averaged ⟦317.7@A.mean_range⟧ points of daily range, H2 ⟦232.5@B.mean_range⟧; H1 also held the widest "
  "day, ⟦585.5@A.max_range⟧."),
A('q_h1_vs_h2_2024', 'faithful', 'zh-CN', 'glazier',
  "2024 年上半年平均波幅 ⟦317.708@A.mean_range⟧ 点，下半年 ⟦232.518@B.mean_range⟧ 点，上半年更动荡。"),
A('q_h1_vs_h2_2024', 'wrong_year', 'fr-FR', 'brewpub',
  "second semestre 2024 : amplitude moyenne de ⟦317,7@B.mean_range~A.mean_range!⟧ points sur "
  "⟦128@B.R.source_row_count⟧ séances."),
A('q_h1_vs_h2_2024', 'wrong_year', 'en-US', 'poultry',
  "H1 2024's widest day spanned ⟦507.5@A.max_range~B.max_range!⟧ points; the half averaged ⟦317.71@A.mean_range⟧."),
A('q_h1_vs_h2_2024', 'miscomputed', 'it-IT', 'wheelwright',
  "primo semestre ⟦317,7@A.mean_range⟧ punti di media, secondo ⟦232,5@B.mean_range⟧: secondo la mia divisione il "
  "primo vale ⟦1,63@A.mean_range/B.mean_range!⟧ volte il secondo."),
A('q_h1_vs_h2_2024', 'wrong_unit', 'ru-RU', 'miso',
  "первое полугодие 2024 г.: средний дневной размах ⟦317,7@A.mean_range~A.mean_range!⟧ базисного пункта, второе — "
  "⟦232,5@B.mean_range⟧ п.", unit_note='index points quoted as basis points'),
]
