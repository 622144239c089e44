"""Market-data queries, part 3 (q_weekly_recent ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def w(dd, col):
    return f"row('{dd}').{col}"


def q(n, col):
    return f"row({n}).{col}"


ENTRIES = [
# ---------------------------------------------------------------- q_weekly_recent
A('q_weekly_recent', 'faithful', 'ja-JP', 'saltrake',
  f"直近の週足五本のうち上昇は⟦12月29日@D:2024-12-29⟧の週だけ（⟦+57.5@{w('2024-12-29', 'change')}⟧）。最大の下げは"
  f"⟦12月8日@D:2024-12-08⟧の週の⟦−381.75@{w('2024-12-08', 'change')}⟧ポイント。"),
A('q_weekly_recent', 'faithful', 'ru-RU', 'teapluck',
  f"неделя с ⟦22 декабря@D:2024-12-22⟧ — самая тяжёлая по объёму: ⟦1_007_765@{w('2024-12-22', 'volume')}⟧ "
  f"контрактов при изменении ⟦−352,75@{w('2024-12-22', 'change')}⟧; неделя с ⟦15 декабря@D:2024-12-15⟧ почти на "
  f"месте, ⟦−16@{w('2024-12-15', 'change')}⟧."),
A('q_weekly_recent', 'faithful', 'pt-BR', 'shavedice',
  f"últimas semanas: média de ⟦−179,7@stats.change.mean⟧ pontos por semana; a de ⟦29/12@D:2024-12-29⟧ foi a única "
  f"positiva (⟦+57,5@{w('2024-12-29', 'change')}⟧) e a de ⟦05/01@D:2025-01-05⟧ fechou em "
  f"⟦8.837,25@{w('2025-01-05', 'close')}⟧."),
A('q_weekly_recent', 'wrong_unit', 'zh-CN', 'lasertag',
  f"最近几周中，⟦12月22日@D:2024-12-22⟧ 这一周成交额为 ⟦1,007,765@{w('2024-12-22', 'volume')}~{w('2024-12-22', 'volume')}!⟧ "
  f"美元，周线变动 ⟦−352.75@{w('2024-12-22', 'change')}⟧ 点。",
  unit_note='contract volume quoted as US dollars'),
A('q_weekly_recent', 'wrong_sign', 'en-GB', 'cocoa',
  f"the week of ⟦29 Dec@D:2024-12-29⟧ moved ⟦−57.5@{w('2024-12-29', 'change')}!⟧ points from open to close, "
  f"finishing at ⟦9,065.25@{w('2024-12-29', 'close')}⟧."),
A('q_weekly_recent', 'miscomputed', 'pl-PL', 'skate',
  f"pięć ostatnich tygodni: od ⟦−381,75@{w('2024-12-08', 'change')}⟧ (tydzień od ⟦8 grudnia@D:2024-12-08⟧) do "
  f"⟦+57,5@{w('2024-12-29', 'change')}⟧; razem, według mojego dodawania, ⟦−889,5@stats.change.mean*5!⟧ pkt."),
# ---------------------------------------------------------------- q_gap_2024
A('q_gap_2024', 'faithful', 'pl-PL', 'candyfloss',
  "luki na otwarciu w 2024 r.: średnio ⟦+1,51@mean_g⟧ pkt, największa w górę ⟦147,25@max_g⟧, w dół "
  "⟦−128,5@min_g⟧, odchylenie standardowe ⟦34,54@std_g⟧."),
A('q_gap_2024', 'faithful', 'en-US', 'cocoa',
  "2024 opening gaps averaged ⟦+1.51@mean_g⟧ pts with a standard deviation of ⟦34.5@std_g⟧; the extremes were "
  "⟦+147.25@max_g⟧ and ⟦−128.5@min_g⟧."),
A('q_gap_2024', 'faithful', 'fr-FR', 'billiard',
  "écarts d'ouverture 2024 : moyenne ⟦1,5@mean_g⟧ point, écart-type ⟦34,54@std_g⟧ ; plus grand gap haussier "
  "⟦+147,25@max_g⟧, plus fort baissier ⟦−128,5@min_g⟧."),
A('q_gap_2024', 'wrong_sign', 'pt-BR', 'caving',
  "gaps de abertura em 2024: média de ⟦−1,51@mean_g!⟧ ponto, desvio-padrão de ⟦34,54@std_g⟧ e maior salto de "
  "⟦+147,25@max_g⟧."),
A('q_gap_2024', 'wrong_column', 'it-IT', 'vanilla',
  "gap d'apertura 2024: in media ⟦1,51@mean_g⟧ punti, deviazione standard ⟦147,25@std_g~max_g!⟧, minimo "
  "⟦−128,5@min_g⟧."),
A('q_gap_2024', 'invented', 'zh-CN', 'skate',
  "2024 年开盘跳空：平均 ⟦1.51@mean_g⟧ 点，标准差 ⟦41.8@std_g!⟧ 点，最大向上跳空 ⟦147.25@max_g⟧ 点。"),
# ---------------------------------------------------------------- q_rsi_oversold_2024
A('q_rsi_oversold_2024', 'faithful', 'fr-FR', 'vanilla',
  "RSI(14) sous 30 en 2024 : ⟦63@R.summary.rows⟧ séances, du ⟦24 janvier@D:2024-01-24⟧ "
  "(⟦25,14@R.summary.first.rsi⟧) au ⟦20 décembre@D:2024-12-20⟧ (⟦29,09@R.summary.last.rsi⟧) ; plus bas "
  "⟦19,49@stats.rsi.min⟧."),
A('q_rsi_oversold_2024', 'faithful', 'zh-CN', 'teapluck',
  "2024 年 RSI(14) 低于 30 的交易日共 ⟦63@R.summary.rows⟧ 天，均值 ⟦26.12@stats.rsi.mean⟧，最低 "
  "⟦19.49@stats.rsi.min⟧，最高 ⟦29.81@stats.rsi.max⟧。"),
A('q_rsi_oversold_2024', 'faithful', 'en-US', 'candyfloss',
  "RSI(14) sat below 30 on ⟦63@R.summary.rows⟧ days in 2024; the first was ⟦Jan 24@D:2024-01-24⟧ at "
  "⟦25.14@row('2024-01-24').rsi⟧ with a close of ⟦16,672.75@row('2024-01-24').close⟧, the last "
  "⟦Dec 20@D:2024-12-20⟧ at ⟦29.09@R.summary.last.rsi⟧."),
A('q_rsi_oversold_2024', 'wrong_row', 'nl-NL', 'paintball',
  "op ⟦30 januari@D:2024-01-30⟧ stond de RSI(14) op ⟦23,71@row('2024-01-30').rsi~row('2024-02-08').rsi!⟧, bij een "
  "slot van ⟦16.339,75@row('2024-01-30').close⟧."),
A('q_rsi_oversold_2024', 'wrong_column', 'ru-RU', 'saltrake',
  "в 2024 г. RSI(14) был ниже 30 в ⟦63@R.summary.rows⟧ сессиях; в среднем ⟦29,81@stats.rsi.mean~stats.rsi.max!⟧, "
  "минимум ⟦19,49@stats.rsi.min⟧."),
A('q_rsi_oversold_2024', 'coincidental', 'de-DE', 'lasertag',
  "Am ⟦13.03.@D:2024-03-13⟧ lag der RSI(14) bei ⟦29,07@row('2024-03-13').rsi!⟧, Schluss "
  "⟦15.239@row('2024-03-13').close⟧ Punkte."),
# ---------------------------------------------------------------- q_quarter_range_2024
A('q_quarter_range_2024', 'faithful', 'nl-NL', 'ricepaddy',
  f"gemiddelde dagrange per kwartaal in 2024: K1 ⟦320,6@{q(1, 'mean_range')}⟧, K2 ⟦314,9@{q(2, 'mean_range')}⟧, "
  f"K3 ⟦263,4@{q(3, 'mean_range')}⟧, K4 ⟦201,6@{q(4, 'mean_range')}⟧ punten: elk kwartaal rustiger."),
A('q_quarter_range_2024', 'faithful', 'en-GB', 'vanilla',
  f"2024 by quarter: Q1 averaged ⟦320.64@{q(1, 'mean_range')}⟧ points a day (widest day "
  f"⟦585.5@{q(1, 'max_range')}⟧), Q4 ⟦201.62@{q(4, 'mean_range')}⟧ (widest ⟦389@{q(4, 'max_range')}⟧), the calmest."),
A('q_quarter_range_2024', 'faithful', 'es-ES', 'skate',
  f"rango medio por trimestre en 2024: T1 ⟦320,64@{q(1, 'mean_range')}⟧, T2 ⟦314,87@{q(2, 'mean_range')}⟧, "
  f"T3 ⟦263,41@{q(3, 'mean_range')}⟧ y T4 ⟦201,62@{q(4, 'mean_range')}⟧ puntos."),
A('q_quarter_range_2024', 'wrong_column', 'de-DE', 'shavedice',
  f"Im vierten Quartal 2024 lag die mittlere Tagesspanne bei ⟦389@{q(4, 'mean_range')}~{q(4, 'max_range')}!⟧ "
  f"Punkten, nach ⟦320,6@{q(1, 'mean_range')}⟧ im ersten."),
A('q_quarter_range_2024', 'miscomputed', 'en-US', 'billiard',
  f"Q2 averaged ⟦314.87@{q(2, 'mean_range')}⟧ pts a day and Q3 ⟦263.41@{q(3, 'mean_range')}⟧; by my subtraction "
  f"Q3 was ⟦54.15@{q(2, 'mean_range')}-{q(3, 'mean_range')}!⟧ pts calmer."),
A('q_quarter_range_2024', 'derived', 'pt-BR', 'cocoa',
  f"no primeiro trimestre de 2024 a amplitude média foi de ⟦320,6@{q(1, 'mean_range')}⟧ pontos e no quarto, "
  f"⟦201,6@{q(4, 'mean_range')}⟧; pela minha divisão, ⟦1,59@{q(1, 'mean_range')}/{q(4, 'mean_range')}!⟧ vez maior."),
# ---------------------------------------------------------------- q_close_extremes_2023
A('q_close_extremes_2023', 'faithful', 'pl-PL', 'lasertag',
  "2023 r.: najwyższe zamknięcie ⟦18_946@max_close⟧, najniższe ⟦15_875,25@min_close⟧, ostatnie "
  "⟦17_553,5@last_close⟧, bliżej szczytu niż dołka."),
A('q_close_extremes_2023', 'faithful', 'it-IT', 'ricepaddy',
  "chiusure 2023: massima ⟦18.946@max_close⟧, minima ⟦15.875,25@min_close⟧; l'anno ha chiuso a "
  "⟦17.553,5@last_close⟧ punti."),
A('q_close_extremes_2023', 'faithful', 'de-DE', 'teapluck',
  "Schlusskurse 2023: Hoch ⟦18.946@max_close⟧, Tief ⟦15.875,25@min_close⟧, letzter Schluss "
  "⟦17.553,5@last_close⟧ Punkte."),
A('q_close_extremes_2023', 'derived', 'ru-RU', 'caving',
  "в 2023 г. максимум закрытия ⟦18_946@max_close⟧, минимум ⟦15_875,25@min_close⟧; разница, которую я посчитал "
  "сам, — ⟦3070,75@max_close-min_close!⟧ пункта."),
A('q_close_extremes_2023', 'misrounded', 'fr-FR', 'cocoa',
  "clôtures 2023 : plus haute ⟦18_946@max_close⟧, plus basse ⟦15_876@min_close!⟧ points, dernière "
  "⟦17_553,5@last_close⟧."),
A('q_close_extremes_2023', 'wrong_unit', 'nl-NL', 'candyfloss',
  "laagste slot van 2023: ⟦15.875,25@min_close~min_close!⟧ dollar; het hoogste ⟦18.946@max_close⟧ punten.",
  unit_note='index points quoted as US dollars'),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
A('q_h1_vs_h2_2024', 'faithful', 'nl-NL', 'vanilla',
  "ja: de eerste helft van 2024 gaf gemiddeld ⟦317,7@A.mean_range⟧ punten per dag (breedste dag "
  "⟦585,5@A.max_range⟧), de tweede ⟦232,5@B.mean_range⟧ (breedste ⟦507,5@B.max_range⟧)."),
A('q_h1_vs_h2_2024', 'faithful', 'fr-FR', 'billiard',
  "oui : premier semestre 2024, amplitude moyenne ⟦317,71@A.mean_range⟧ points sur ⟦124@A.R.source_row_count⟧ "
  "séances ; second semestre ⟦232,52@B.mean_range⟧ sur ⟦128@B.R.source_row_count⟧."),
A('q_h1_vs_h2_2024', 'faithful', 'pl-PL', 'caving',
  "tak, pierwsze półrocze 2024 r. było bardziej zmienne: średnio ⟦317,7@A.mean_range⟧ pkt wobec "
  "⟦232,5@B.mean_range⟧ w drugim; najszersze dni ⟦585,5@A.max_range⟧ i ⟦507,5@B.max_range⟧ pkt."),
A('q_h1_vs_h2_2024', 'wrong_year', 'es-ES', 'lasertag',
  "sí: el primer semestre de 2024 promedió ⟦317,7@A.mean_range⟧ puntos diarios de rango; en el segundo, el día "
  "más amplio llegó a ⟦585,5@B.max_range~A.max_range!⟧."),
A('q_h1_vs_h2_2024', 'wrong_year', 'ru-RU', 'cocoa',
  "во втором полугодии 2024 г. средний дневной диапазон составил ⟦317,7@B.mean_range~A.mean_range!⟧ пункта за "
  "⟦128@B.R.source_row_count⟧ сессий, самый широкий день — ⟦507,5@B.max_range⟧."),
A('q_h1_vs_h2_2024', 'wrong_unit', 'it-IT', 'teapluck',
  "sì: nel primo semestre 2024 l'escursione media è stata di ⟦317,7@A.mean_range⟧ punti, nel secondo di "
  "⟦232,5@B.mean_range~B.mean_range!⟧ punti base.",
  unit_note='index points quoted as basis points'),
A('q_h1_vs_h2_2024', 'derived', 'ja-JP', 'ricepaddy',
  "上期の平均値幅は⟦317.7@A.mean_range⟧、下期は⟦232.5@B.mean_range⟧ポイント。自分で割ると上期は下期の"
  "⟦1.37@A.mean_range/B.mean_range!⟧倍。"),
]
