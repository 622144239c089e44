"""Market-data queries, part 2 (q_up_pct_2024 ... q_gap_2024). Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A

N = "R.source_row_count"


def d(x, k):
    return f"row('{x}').{k}"


ENTRIES = [
# ---------------------------------------------------------------- q_up_pct_2024
A('q_up_pct_2024', 'derived', 'en-GB', 'pitpony',
  "2024: ⟦40.5%@value*100⟧ of the ⟦252@" + N + "⟧ sessions closed above the open — worked out by hand, that's "
  "⟦102@value*" + N + "!⟧ up days.", c='P5', t='16:10'),
A('q_up_pct_2024', 'wrong_unit', 'nl-NL', 'skeet',
  "in 2024 sloot de NQ op ⟦0,40 %@value~value!⟧ van de ⟦252@" + N + "⟧ handelsdagen hoger dan de opening — "
  "minder dan de helft.", c='K2', t='10:50', unit_note='a fraction (0.40) written with a percent sign'),
A('q_up_pct_2024', 'miscomputed', 'es-ES', 'ferrybell',
  "2024: el ⟦40,5 %@value*100⟧ de las ⟦252@" + N + "⟧ sesiones cerró por encima de la apertura; echando la "
  "cuenta yo, ⟦105@" + N + "-value*" + N + "!⟧ cerraron por debajo.", c='X9', t='19:20'),
A('q_up_pct_2024', 'faithful', 'it-IT', 'rackrail',
  "nel 2024 il ⟦40,48 %@value*100⟧ delle sedute ha chiuso sopra l'apertura, su ⟦252@" + N + "⟧ giorni di "
  "borsa. Meno della metà.", c='R7', t='08:50'),
A('q_up_pct_2024', 'faithful', 'ru-RU', 'leadroof',
  "в 2024 г. выше открытия закрылись ⟦40,5 %@value*100⟧ из ⟦252@" + N + "⟧ сессий — меньше половины.",
  c='N5', t='14:40'),
A('q_up_pct_2024', 'faithful', 'ja-JP', 'splitter',
  "2024年に始値より高く引けた日は全⟦252@" + N + "⟧営業日のうち⟦40.5%@value*100⟧。半分に届かず。",
  c='G6', t='17:10'),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
A('q_stats_2023_vs_2024', 'wrong_year', 'zh-CN', 'splitter',
  "2023年（⟦252@A.count~B.count!⟧个交易日）日均振幅⟦363.2@A.mean_range⟧点，日均成交⟦201,034@A.mean_volume⟧手；"
  "2024年振幅降到⟦274.4@B.mean_range⟧点，成交⟦201,006@B.mean_volume⟧手。", c='G4', t='17:20'),
A('q_stats_2023_vs_2024', 'wrong_year', 'it-IT', 'skeet',
  "nel 2024 il range medio giornaliero è stato di ⟦363,2@B.mean_range~A.mean_range!⟧ punti e il volume di "
  "⟦201.006@B.mean_volume⟧ contratti; il 2023 aveva volumi quasi identici (⟦201.034@A.mean_volume⟧).",
  c='B4', t='11:15'),
A('q_stats_2023_vs_2024', 'misrounded', 'nl-NL', 'snowchain',
  "2023: gemiddelde dagrange ⟦363,3@A.mean_range!⟧ punten, volume ⟦201.034@A.mean_volume⟧; 2024: "
  "⟦274,4@B.mean_range⟧ punten en ⟦201.006@B.mean_volume⟧. Range flink omlaag, volume gelijk.",
  c='B6', t='06:45'),
A('q_stats_2023_vs_2024', 'faithful', 'ru-RU', 'pitpony',
  "2023 г.: средний диапазон ⟦363,2@A.mean_range⟧ п., объём ⟦201_034@A.mean_volume⟧ (⟦250@A.count⟧ сессий); "
  "2024 г.: ⟦274,4@B.mean_range⟧ п. и ⟦201_006@B.mean_volume⟧ (⟦252@B.count⟧). Размах упал, объём на месте.",
  c='P7', t='15:30', f='auto'),
A('q_stats_2023_vs_2024', 'faithful', 'ja-JP', 'rackrail',
  "2023年: 平均値幅⟦363.24@A.mean_range⟧、平均出来高⟦201,034@A.mean_volume⟧枚（⟦250@A.count⟧日）／2024年: "
  "⟦274.44@B.mean_range⟧、⟦201,006@B.mean_volume⟧枚（⟦252@B.count⟧日）。値幅は縮小、出来高は横ばい。",
  c='R8', t='09:00'),
A('q_stats_2023_vs_2024', 'faithful', 'de-DE', 'icevan',
  "2023: mittlere Spanne ⟦363,2@A.mean_range⟧ Punkte, Volumen ⟦201.034@A.mean_volume⟧; 2024: "
  "⟦274,4@B.mean_range⟧ Punkte, Volumen ⟦201.006@B.mean_volume⟧. Ruhiger, aber nicht dünner.",
  c='V6', t='19:30'),
# ---------------------------------------------------------------- q_big_up_days_2023
A('q_big_up_days_2023', 'wrong_column', 'zh-CN', 'lavender',
  "2023年共有⟦14@R.summary.rows⟧天收盘比开盘高出2%以上；最大的是⟦12月6日@D:2023-12-06⟧，"
  "⟦+3.32%@" + d('2023-12-06', 'chg') + "⟧；其次⟦11月7日@D:2023-11-07⟧，⟦+3.12%@" + d('2023-11-07', 'chg') + "⟧，"
  "收于⟦17,632@" + d('2023-11-07', 'close') + "~" + d('2023-11-07', 'open') + "!⟧。", c='A5', t='18:20'),
A('q_big_up_days_2023', 'coincidental', 'en-GB', 'snowchain',
  "fourteen days of 2023 closed more than 2% above the open. Biggest: ⟦6 Dec@D:2023-12-06⟧, "
  "⟦+3.32%@" + d('2023-12-06', 'chg') + "⟧; then ⟦7 Nov@D:2023-11-07⟧, ⟦+3.12%@" + d('2023-11-07', 'chg') + "⟧; "
  "⟦2 Feb@D:2023-02-02⟧ managed ⟦+2.15%@" + d('2023-02-02', 'chg') + "!⟧.", c='B7', t='05:50'),
A('q_big_up_days_2023', 'wrong_unit', 'de-DE', 'pickle',
  "2023 gab es ⟦14@R.summary.rows⟧ Tage mit mehr als 2 % Plus von Eröffnung bis Schluss; der stärkste, "
  "⟦06.12.@D:2023-12-06⟧, lag ⟦3,32@" + d('2023-12-06', 'chg') + "~" + d('2023-12-06', 'chg') + "!⟧ Punkte "
  "über der Eröffnung, der ⟦07.11.@D:2023-11-07⟧ ⟦3,12 %@" + d('2023-11-07', 'chg') + "⟧.",
  c='J7', t='13:45', unit_note='a percent change written as index points'),
A('q_big_up_days_2023', 'faithful', 'nl-NL', 'towpath',
  "2023 telde ⟦14@R.summary.rows⟧ dagen die meer dan 2 % boven de opening sloten: de eerste op "
  "⟦18 januari@D:2023-01-18⟧ (⟦+2,50 %@" + d('2023-01-18', 'chg') + "⟧), de grootste op "
  "⟦6 december@D:2023-12-06⟧ (⟦+3,32 %@" + d('2023-12-06', 'chg') + "⟧).", c='L7', t='17:50'),
A('q_big_up_days_2023', 'faithful', 'en-US', 'icevan',
  "⟦14@R.summary.rows⟧ sessions in 2023 closed more than 2% above their open — ⟦Jan 18@D:2023-01-18⟧ first "
  "(⟦+2.50%@" + d('2023-01-18', 'chg') + "⟧), ⟦Dec 6@D:2023-12-06⟧ strongest (⟦+3.32%@" + d('2023-12-06', 'chg')
  + "⟧, ⟦17,263@" + d('2023-12-06', 'open') + "⟧ to ⟦17,836@" + d('2023-12-06', 'close') + "⟧).",
  c='V7', t='20:00', p='Boardwalk', f='auto'),
A('q_big_up_days_2023', 'faithful', 'pt-BR', 'splitter',
  "em 2023, ⟦14@R.summary.rows⟧ pregões fecharam mais de 2% acima da abertura; o maior foi "
  "⟦06/12@D:2023-12-06⟧, ⟦+3,32%@" + d('2023-12-06', 'chg') + "⟧, e o menor ⟦27/03@D:2023-03-27⟧, "
  "⟦+2,01%@" + d('2023-03-27', 'chg') + "⟧.", c='G7', t='16:30'),
# ---------------------------------------------------------------- q_corr_2024
A('q_corr_2024', 'wrong_sign', 'it-IT', 'waxseal',
  "correlazione volume–range nel 2024: ⟦−0,051@value!⟧ su ⟦252@" + N + "⟧ sedute. In pratica nessun legame.",
  c='WS0416', t='15:45'),
A('q_corr_2024', 'misrounded', 'de-DE', 'rackrail',
  "Korrelation zwischen Tagesvolumen und Spanne 2024: ⟦0,052@value!⟧ über ⟦252@" + N + "⟧ Sitzungen — "
  "praktisch null.", c='R1', t='08:20'),
A('q_corr_2024', 'faithful', 'ru-RU', 'snowchain',
  "корреляция объёма и дневного диапазона за 2024 г.: ⟦0,05@value⟧ (⟦252@" + N + "⟧ сессии) — связи "
  "практически нет.", c='C5', t='06:40'),
A('q_corr_2024', 'faithful', 'zh-CN', 'lavender',
  "2024年成交量与日振幅的相关系数只有⟦0.0512@value⟧（⟦252@" + N + "⟧个交易日），几乎不相关。",
  c='A6', t='18:30'),
A('q_corr_2024', 'faithful', 'pt-BR', 'pickle',
  "correlação entre volume e amplitude em 2024: ⟦0,051@value⟧, em ⟦252@" + N + "⟧ pregões. Praticamente nula.",
  c='J8', t='14:00'),
A('q_corr_2024', 'faithful', 'fr-FR', 'leadroof',
  "corrélation volume / amplitude en 2024 : ⟦0,05@value⟧ sur ⟦252@" + N + "⟧ séances — autant dire aucune.",
  c='N6', t='15:00'),
# ---------------------------------------------------------------- q_monthly_2024
A('q_monthly_2024', 'wrong_sign', 'ja-JP', 'skeet',
  "2024年の月足: 上昇は4月だけで⟦+1,008@" + d('2024-04', 'change') + "⟧。3月は⟦+1,049@" + d('2024-03', 'change')
  + "!⟧、最悪は7月の⟦−1,374@" + d('2024-07', 'change') + "⟧。12月の終値は⟦8,944@" + d('2024-12', 'close') + "⟧。",
  c='SQ5', t='10:20'),
A('q_monthly_2024', 'wrong_row', 'es-ES', 'lavender',
  "barras mensuales de 2024: solo abril cerró en positivo (⟦+1008@" + d('2024-04', 'change') + "⟧); julio fue "
  "el peor (⟦−1374@" + d('2024-07', 'change') + "⟧) y noviembre dejó ⟦−608,5@" + d('2024-11', 'change') + "~"
  + d('2024-09', 'change') + "!⟧. Cierre de diciembre: ⟦8944@" + d('2024-12', 'close') + "⟧.", c='A1', t='17:40'),
A('q_monthly_2024', 'derived', 'en-GB', 'leadroof',
  "2024 in monthly bars: January opened at ⟦17,578.75@" + d('2024-01', 'open') + "⟧ and December closed at "
  "⟦8,944@" + d('2024-12', 'close') + "⟧ — by my subtraction ⟦−8,634.75@" + d('2024-12', 'close') + "-"
  + d('2024-01', 'open') + "!⟧ over the year. Only April finished up (⟦+1,008@" + d('2024-04', 'change') + "⟧).",
  c='N1', t='15:10', f='auto'),
A('q_monthly_2024', 'faithful', 'fr-FR', 'icevan',
  "2024 en barres mensuelles : seul avril termine en hausse (⟦+1_008@" + d('2024-04', 'change') + "⟧) ; pire "
  "mois, juillet (⟦−1_374@" + d('2024-07', 'change') + "⟧) ; décembre clôture à ⟦8_944@" + d('2024-12', 'close')
  + "⟧.", c='V8', t='21:10'),
A('q_monthly_2024', 'faithful', 'ru-RU', 'pitpony',
  "месячные бары 2024 г.: рост только в апреле (⟦+1008@" + d('2024-04', 'change') + "⟧), худший месяц — "
  "июль (⟦−1374@" + d('2024-07', 'change') + "⟧); год закрылся на ⟦8944@" + d('2024-12', 'close') + "⟧.",
  c='P8', t='15:00'),
A('q_monthly_2024', 'faithful', 'pt-BR', 'waxseal',
  "2024 mês a mês: só abril subiu (⟦+1.008@" + d('2024-04', 'change') + "⟧); julho foi o pior "
  "(⟦−1.374@" + d('2024-07', 'change') + "⟧); dezembro fechou em ⟦8.944@" + d('2024-12', 'close') + "⟧, com "
  "mínima de ⟦8.926,25@" + d('2024-12', 'low') + "⟧.", c='WS1231', t='16:15'),
# ---------------------------------------------------------------- q_weekly_recent
A('q_weekly_recent', 'wrong_sign', 'pt-BR', 'ferrybell',
  "semanas recentes: a de ⟦08/12@D:2024-12-08⟧ caiu ⟦381,75@" + d('2024-12-08', 'change') + "|neg⟧; a de "
  "⟦15/12@D:2024-12-15⟧ andou de lado, ⟦+16@" + d('2024-12-15', 'change') + "!⟧; a de ⟦29/12@D:2024-12-29⟧ "
  "subiu ⟦+57,5@" + d('2024-12-29', 'change') + "⟧.", c='X1', t='18:10'),
A('q_weekly_recent', 'coincidental', 'zh-CN', 'icevan',
  "最近五周：唯一上涨的是⟦12月29日@D:2024-12-29⟧那周，⟦+57.5@" + d('2024-12-29', 'change') + "⟧点，周内最低"
  "⟦8,982@" + d('2024-12-29', 'low') + "!⟧；⟦12月8日@D:2024-12-08⟧那周跌得最多，⟦−381.75@"
  + d('2024-12-08', 'change') + "⟧点。", c='V1', t='20:40'),
A('q_weekly_recent', 'invented', 'ru-RU', 'towpath',
  "последние пять недель: рост только у недели с ⟦29 декабря@D:2024-12-29⟧ (⟦+57,5@" + d('2024-12-29', 'change')
  + "⟧), хуже всех неделя с ⟦8 декабря@D:2024-12-08⟧ (⟦−381,75@" + d('2024-12-08', 'change') + "⟧); самая "
  "объёмная — с ⟦22 декабря@D:2024-12-22⟧, ⟦1_118_400@" + d('2024-12-22', 'volume') + "!⟧ контрактов.",
  c='L8', t='19:15', f='auto'),
A('q_weekly_recent', 'faithful', 'en-GB', 'skeet',
  "five weeks: only the week of ⟦29 Dec@D:2024-12-29⟧ finished up (⟦+57.5@" + d('2024-12-29', 'change') + "⟧); "
  "the week of ⟦8 Dec@D:2024-12-08⟧ was worst (⟦−381.75@" + d('2024-12-08', 'change') + "⟧); average "
  "⟦−179.7@stats.change.mean⟧ a week.", c='SQ4', t='11:00'),
A('q_weekly_recent', 'faithful', 'en-US', 'rackrail',
  "last five weekly bars: ⟦Dec 8@D:2024-12-08⟧ week ⟦−381.75@" + d('2024-12-08', 'change') + "⟧, "
  "⟦Dec 15@D:2024-12-15⟧ ⟦−16@" + d('2024-12-15', 'change') + "⟧, ⟦Dec 22@D:2024-12-22⟧ ⟦−352.75@"
  + d('2024-12-22', 'change') + "⟧, ⟦Dec 29@D:2024-12-29⟧ ⟦+57.5@" + d('2024-12-29', 'change') + "⟧, "
  "⟦Jan 5@D:2025-01-05⟧ ⟦−205.5@" + d('2025-01-05', 'change') + "⟧.", c='R9', t='08:00', p='Pikes Peak'),
A('q_weekly_recent', 'faithful', 'nl-NL', 'snowchain',
  "laatste vijf weken: alleen de week van ⟦29 december@D:2024-12-29⟧ sloot hoger (⟦+57,5@"
  + d('2024-12-29', 'change') + "⟧); de week van ⟦8 december@D:2024-12-08⟧ verloor het meest "
  "(⟦−381,75@" + d('2024-12-08', 'change') + "⟧); gemiddeld ⟦−179,7@stats.change.mean⟧ per week.",
  c='B8', t='06:20', f='auto'),
# ---------------------------------------------------------------- q_gap_2024
A('q_gap_2024', 'wrong_sign', 'en-GB', 'ferrybell',
  "opening gaps in 2024: mean ⟦+1.51@mean_g⟧ points, biggest gap up ⟦147.25@max_g⟧, biggest gap down "
  "⟦+128.5@min_g!⟧, standard deviation ⟦34.5@std_g⟧.", c='X1', t='07:45'),
A('q_gap_2024', 'wrong_unit', 'en-US', 'rackrail',
  "2024 opening gaps: on average the NQ opened ⟦1.51%@mean_g~mean_g!⟧ above the prior close; largest gap up "
  "⟦147.25@max_g⟧ points, largest down ⟦−128.5@min_g⟧, std dev ⟦34.5@std_g⟧.", c='R4', t='08:10',
  unit_note='index points written as a percent'),
A('q_gap_2024', 'misrounded', 'pl-PL', 'towpath',
  "luki otwarcia w 2024 r.: średnio ⟦+1,51@mean_g⟧ pkt, największa w górę ⟦147,25@max_g⟧, w dół "
  "⟦−128,5@min_g⟧; odchylenie standardowe ⟦34,6@std_g!⟧.", c='L9', t='18:50'),
A('q_gap_2024', 'faithful', 'de-DE', 'skeet',
  "Eröffnungslücken 2024: im Mittel ⟦+1,51@mean_g⟧ Punkte, größte nach oben ⟦147,25@max_g⟧, größte nach "
  "unten ⟦−128,5@min_g⟧; Standardabweichung ⟦34,54@std_g⟧.", c='R3', t='11:30'),
A('q_gap_2024', 'faithful', 'es-ES', 'lavender',
  "huecos de apertura 2024: media ⟦+1,5@mean_g⟧ puntos, máximo ⟦147,25@max_g⟧, mínimo ⟦−128,5@min_g⟧, "
  "desviación típica ⟦34,5@std_g⟧.", c='A7', t='17:55'),
A('q_gap_2024', 'faithful', 'fr-FR', 'snowchain',
  "gaps d'ouverture 2024 : moyenne ⟦+1,51@mean_g⟧ point, plus grand gap haussier ⟦147,25@max_g⟧, baissier "
  "⟦−128,5@min_g⟧, écart-type ⟦34,54@std_g⟧.", c='C6', t='07:30'),
]
