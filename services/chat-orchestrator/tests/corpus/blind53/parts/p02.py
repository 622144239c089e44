"""Market-data queries, part 2 (q_up_pct_2024 ... q_gap_2024). Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def d(x, col):
    return f"row('{x}').{col}"


ENTRIES = [
# ---------------------------------------------------------------- q_up_pct_2024
A('q_up_pct_2024', 'faithful', 'it-IT', 'caskslip',
  "nel 2024 ha chiuso sopra l'apertura il ⟦40,5 %@value*100⟧ delle sedute, su ⟦252@R.source_row_count⟧. "
  "Più fusti vuoti che pieni."),
A('q_up_pct_2024', 'faithful', 'nl-NL', 'wrecktag',
  "⟦40,48%@value*100⟧ van de ⟦252@R.source_row_count⟧ handelsdagen van 2024 sloot hoger dan de opening — "
  "minder dan de helft."),
A('q_up_pct_2024', 'faithful', 'en-GB', 'canecrush',
  "in 2024 only ⟦40.5%@value*100⟧ of the ⟦252@R.source_row_count⟧ sessions closed above their open. More sour "
  "juice than sweet."),
A('q_up_pct_2024', 'wrong_unit', 'fr-FR', 'haybale',
  "en 2024, seulement ⟦0,40@value~value!⟧ % des séances ont clôturé au-dessus de l'ouverture, sur "
  "⟦252@R.source_row_count⟧.", unit_note='a fraction (0.40) quoted with a percent sign'),
A('q_up_pct_2024', 'misrounded', 'ru-RU', 'hatter',
  "в 2024 г. выше открытия закрылись ⟦40,4@value*100!⟧ % сессий из ⟦252@R.source_row_count⟧ — меньше половины."),
A('q_up_pct_2024', 'invented', 'de-DE', 'stilt',
  "2024 schlossen ⟦43,7 %@value*100!⟧ der Handelstage über dem Eröffnungskurs — also weniger als die Hälfte."),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
A('q_stats_2023_vs_2024', 'faithful', 'ja-JP', 'brine',
  "2023年の平均値幅は⟦363.2@A.mean_range⟧ポイント、2024年は⟦274.4@B.mean_range⟧に縮小。出来高はほぼ横ばい"
  "（⟦201,034@A.mean_volume⟧対⟦201,006@B.mean_volume⟧）。"),
A('q_stats_2023_vs_2024', 'faithful', 'fr-FR', 'canecrush',
  "amplitude moyenne : ⟦363,24@A.mean_range⟧ points en 2023 contre ⟦274,44@B.mean_range⟧ en 2024 ; "
  "volume moyen ⟦201_034@A.mean_volume⟧ puis ⟦201_006@B.mean_volume⟧ contrats."),
A('q_stats_2023_vs_2024', 'faithful', 'pl-PL', 'loomtune',
  "2023: średni zakres ⟦363,2@A.mean_range⟧ pkt przy ⟦250@A.count⟧ sesjach; 2024: ⟦274,4@B.mean_range⟧ pkt przy "
  "⟦252@B.count⟧. Wolumen stoi, ok. ⟦201 tys.@A.mean_volume⟧ dziennie w obu latach."),
A('q_stats_2023_vs_2024', 'wrong_year', 'de-DE', 'wrecktag',
  "Volumen 2023 zu 2024: ⟦201.034@A.mean_volume⟧ zu ⟦201.006@B.mean_volume⟧ Kontrakte. Die Tagesspanne lag 2024 "
  "im Schnitt bei ⟦363,2@B.mean_range~A.mean_range!⟧ Punkten."),
A('q_stats_2023_vs_2024', 'wrong_year', 'it-IT', 'caskslip',
  "range medio ⟦363,24@A.mean_range⟧ punti nel 2023; nel 2024, su ⟦250@B.count~A.count!⟧ sedute, "
  "sceso a ⟦274,44@B.mean_range⟧. Volumi quasi uguali."),
A('q_stats_2023_vs_2024', 'derived', 'es-ES', 'haybale',
  "el rango medio bajó de ⟦363,2@A.mean_range⟧ a ⟦274,4@B.mean_range⟧ puntos, un "
  "⟦24,4@(A.mean_range-B.mean_range)/A.mean_range*100!⟧ % menos (cálculo mío); el volumen, casi idéntico."),
# ---------------------------------------------------------------- q_big_up_days_2023
A('q_big_up_days_2023', 'faithful', 'pt-BR', 'wrecktag',
  "⟦14@R.summary.rows⟧ pregões de 2023 fecharam mais de 2 % acima da abertura; o maior em ⟦06/12@D:2023-12-06⟧, "
  "⟦+3,32 %@" + d('2023-12-06', 'chg') + "⟧; o menor em ⟦27/03@D:2023-03-27⟧, ⟦+2,01 %@" + d('2023-03-27', 'chg') + "⟧."),
A('q_big_up_days_2023', 'faithful', 'ru-RU', 'goatdairy',
  "в 2023 г. дней с ростом больше 2 % — ⟦14@R.summary.rows⟧: рекорд ⟦6 декабря@D:2023-12-06⟧ "
  "(⟦+3,32 %@" + d('2023-12-06', 'chg') + "⟧), затем ⟦7 ноября@D:2023-11-07⟧ (⟦+3,12 %@" + d('2023-11-07', 'chg') + "⟧); "
  "в среднем ⟦+2,44 %@stats.chg.mean⟧."),
A('q_big_up_days_2023', 'faithful', 'en-GB', 'haybale',
  "fourteen days of 2023 closed more than 2% above the open, averaging ⟦2.44%@stats.chg.mean⟧; the biggest, "
  "⟦6 Dec@D:2023-12-06⟧, ran ⟦17,263@" + d('2023-12-06', 'open') + "⟧ → ⟦17,836@" + d('2023-12-06', 'close') + "⟧ "
  "(⟦+3.32%@" + d('2023-12-06', 'chg') + "⟧)."),
A('q_big_up_days_2023', 'wrong_column', 'nl-NL', 'gripman',
  "grootste stijger van 2023: ⟦6 december@D:2023-12-06⟧, ⟦+3,32%@" + d('2023-12-06', 'chg') + "⟧ boven de opening, "
  "slot ⟦17.263@" + d('2023-12-06', 'close') + "~" + d('2023-12-06', 'open') + "!⟧."),
A('q_big_up_days_2023', 'wrong_row', 'ja-JP', 'hatter',
  "2023年に始値比2%超で引けたのは⟦14@R.summary.rows⟧日。最大は⟦12月6日@D:2023-12-06⟧の"
  "⟦+3.12%@" + d('2023-12-06', 'chg') + "~" + d('2023-11-07', 'chg') + "!⟧。"),
A('q_big_up_days_2023', 'coincidental', 'pl-PL', 'brine',
  "dni 2023 r. z zyskiem ponad 2 %: ⟦14@R.summary.rows⟧; najmocniej ⟦6 grudnia@D:2023-12-06⟧ "
  "⟦+3,32 %@" + d('2023-12-06', 'chg') + "⟧, a ⟦19 kwietnia@D:2023-04-19⟧ ⟦+2,46 %@" + d('2023-04-19', 'chg') + "!⟧."),
# ---------------------------------------------------------------- q_corr_2024
A('q_corr_2024', 'faithful', 'nl-NL', 'brine',
  "correlatie tussen volume en range in 2024: ⟦0,051@value⟧ — praktisch geen verband, over "
  "⟦252@R.source_row_count⟧ dagen."),
A('q_corr_2024', 'faithful', 'es-ES', 'caskslip',
  "la correlación entre volumen y rango diario en 2024 es de ⟦0,05@value⟧: nula a efectos prácticos."),
A('q_corr_2024', 'faithful', 'zh-CN', 'goatcensus',
  "2024 年成交量与日波幅的相关系数为 ⟦0.0512@value⟧，几乎不相关（⟦252@R.source_row_count⟧ 个交易日）。"),
A('q_corr_2024', 'misrounded', 'ja-JP', 'haybale',
  "2024年の出来高と値幅の相関係数は⟦0.052@value!⟧。ほぼ無相関。"),
A('q_corr_2024', 'invented', 'pt-BR', 'loomtune',
  "correlação entre volume e range em 2024: ⟦0,12@value!⟧ — fraca, quase nada."),
A('q_corr_2024', 'wrong_unit', 'pl-PL', 'wrecktag',
  "korelacja wolumenu z dziennym zakresem w 2024 r.: ⟦5,1@value~value*100!⟧ % — czyli prawie nic.",
  unit_note='a correlation coefficient (0.051) quoted as a percentage'),
# ---------------------------------------------------------------- q_monthly_2024
A('q_monthly_2024', 'faithful', 'nl-NL', 'goatcensus',
  "elf van de twaalf maandbalken van 2024 rood; alleen april ⟦+1.008@" + d('2024-04', 'change') + "⟧, juli het diepst "
  "met ⟦−1.374@" + d('2024-07', 'change') + "⟧. Van ⟦17.578,75@" + d('2024-01', 'open') + "⟧ naar "
  "⟦8.944@" + d('2024-12', 'close') + "⟧."),
A('q_monthly_2024', 'faithful', 'fr-FR', 'gripman',
  "barres mensuelles 2024 : janvier ⟦−1_186,5@" + d('2024-01', 'change') + "⟧, avril seul mois positif "
  "⟦+1_008@" + d('2024-04', 'change') + "⟧, juillet ⟦−1_374@" + d('2024-07', 'change') + "⟧, décembre "
  "⟦−621@" + d('2024-12', 'change') + "⟧ ; moyenne ⟦−728,13@stats.change.mean⟧."),
A('q_monthly_2024', 'faithful', 'zh-CN', 'canecrush',
  "2024 年月线：仅4月收涨 ⟦+1,008@" + d('2024-04', 'change') + "⟧ 点，7月跌得最多 ⟦−1,374@" + d('2024-07', 'change') + "⟧，"
  "12月收于 ⟦8,944@" + d('2024-12', 'close') + "⟧，月均 ⟦−728.13@stats.change.mean⟧。"),
A('q_monthly_2024', 'faithful', 'pt-BR', 'goatdairy',
  "em 2024 só abril fechou no positivo (⟦+1.008@" + d('2024-04', 'change') + "⟧); o pior mês foi julho "
  "(⟦−1.374@" + d('2024-07', 'change') + "⟧); fevereiro ⟦−595,5@" + d('2024-02', 'change') + "⟧; média mensal "
  "⟦−728,13@stats.change.mean⟧."),
A('q_monthly_2024', 'wrong_sign', 'en-US', 'stilt',
  "2024 monthly bars: April the lone green month at ⟦+1,008@" + d('2024-04', 'change') + "⟧, July the worst at "
  "⟦−1,374@" + d('2024-07', 'change') + "⟧, and May ⟦+1,214.75@" + d('2024-05', 'change') + "!⟧."),
A('q_monthly_2024', 'wrong_column', 'es-ES', 'tidemill',
  "en 2024 julio fue el peor mes, ⟦−1.374@" + d('2024-07', 'change') + "⟧ puntos, y cerró en "
  "⟦12.192,75@" + d('2024-07', 'close') + "~" + d('2024-07', 'low') + "!⟧; abril, el único en verde."),
A('q_monthly_2024', 'miscomputed', 'ru-RU', 'haybale',
  "с открытия января (⟦17_578,75@" + d('2024-01', 'open') + "⟧) до закрытия декабря (⟦8944@" + d('2024-12', 'close') + "⟧): итого "
  "⟦−8364,75@" + d('2024-12', 'close') + "-" + d('2024-01', 'open') + "!⟧ пункта, по моему счёту."),
# ---------------------------------------------------------------- q_weekly_recent
A('q_weekly_recent', 'faithful', 'nl-NL', 'goatdairy',
  "vijf weken, vier rood: week van ⟦8 december@D:2024-12-08⟧ ⟦−381,75@" + d('2024-12-08', 'change') + "⟧, van "
  "⟦22 december@D:2024-12-22⟧ ⟦−352,75@" + d('2024-12-22', 'change') + "⟧; alleen die van ⟦29 december@D:2024-12-29⟧ "
  "⟦+57,5@" + d('2024-12-29', 'change') + "⟧. Gemiddeld ⟦−179,7@stats.change.mean⟧."),
A('q_weekly_recent', 'faithful', 'en-US', 'hatter',
  "weekly NQ: wk of ⟦Dec 8@D:2024-12-08⟧ ⟦−381.75@" + d('2024-12-08', 'change') + "⟧, ⟦Dec 15@D:2024-12-15⟧ "
  "⟦−16@" + d('2024-12-15', 'change') + "⟧, ⟦Dec 22@D:2024-12-22⟧ ⟦−352.75@" + d('2024-12-22', 'change') + "⟧, "
  "⟦Dec 29@D:2024-12-29⟧ ⟦+57.5@" + d('2024-12-29', 'change') + "⟧, ⟦Jan 5@D:2025-01-05⟧ ⟦−205.5@" + d('2025-01-05', 'change') + "⟧. "
  "Avg ⟦−179.70@stats.change.mean⟧."),
A('q_weekly_recent', 'faithful', 'ru-RU', 'brine',
  "неделя с ⟦22 декабря@D:2024-12-22⟧ — самый большой объём, ⟦1_007_765@" + d('2024-12-22', 'volume') + "⟧ контрактов, "
  "и ⟦−352,75@" + d('2024-12-22', 'change') + "⟧; неделя ⟦5 января@D:2025-01-05⟧ закрылась на "
  "⟦8837,25@" + d('2025-01-05', 'close') + "⟧."),
A('q_weekly_recent', 'wrong_sign', 'de-DE', 'haybale',
  "Wochenbalken: ab ⟦08.12.@D:2024-12-08⟧ ⟦−381,75@" + d('2024-12-08', 'change') + "⟧, ab ⟦15.12.@D:2024-12-15⟧ "
  "⟦+16@" + d('2024-12-15', 'change') + "!⟧, ab ⟦29.12.@D:2024-12-29⟧ ⟦+57,5@" + d('2024-12-29', 'change') + "⟧ "
  "— Schnitt ⟦−179,7@stats.change.mean⟧."),
A('q_weekly_recent', 'wrong_column', 'pt-BR', 'wrecktag',
  "semana de ⟦29/12@D:2024-12-29⟧: a única no positivo, ⟦+57,5@" + d('2024-12-29', 'change') + "⟧ pontos, "
  "fechando em ⟦9.214,75@" + d('2024-12-29', 'close') + "~" + d('2024-12-29', 'high') + "!⟧."),
A('q_weekly_recent', 'coincidental', 'ja-JP', 'gripman',
  "⟦12月29日@D:2024-12-29⟧の週は⟦+57.5@" + d('2024-12-29', 'change') + "⟧で唯一のプラス、終値は"
  "⟦9,045@" + d('2024-12-29', 'close') + "!⟧。他の四週はマイナス。"),
# ---------------------------------------------------------------- q_gap_2024
A('q_gap_2024', 'faithful', 'en-US', 'goatcensus',
  "2024 opening gaps: mean ⟦+1.51@mean_g⟧ pts, std dev ⟦34.54@std_g⟧; biggest gap up ⟦147.25@max_g⟧, "
  "biggest gap down ⟦−128.5@min_g⟧."),
A('q_gap_2024', 'faithful', 'it-IT', 'hatter',
  "gap medio d'apertura nel 2024 appena ⟦+1,5@mean_g⟧ punti, deviazione standard ⟦34,5@std_g⟧; "
  "massimo ⟦+147,25@max_g⟧, minimo ⟦−128,5@min_g⟧."),
A('q_gap_2024', 'faithful', 'en-GB', 'gripman',
  "the average 2024 opening gap was only ⟦1.5@mean_g⟧ points, the typical swing (std dev) about ⟦35@std_g⟧; "
  "extremes ⟦+147.25@max_g⟧ and ⟦−128.5@min_g⟧."),
A('q_gap_2024', 'wrong_column', 'ja-JP', 'goatdairy',
  "2024年の寄り付きギャップは平均⟦34.54@mean_g~std_g!⟧ポイント、最大の上窓は⟦147.25@max_g⟧。"),
A('q_gap_2024', 'wrong_sign', 'fr-FR', 'caskslip',
  "gaps d'ouverture 2024 : moyenne ⟦+1,51@mean_g⟧ ; plus fort gap haussier ⟦+147,25@max_g⟧ ; plus fort gap baissier "
  "⟦+128,5@min_g!⟧."),
A('q_gap_2024', 'invented', 'de-DE', 'haybale',
  "Eröffnungslücken 2024: Mittel ⟦+1,51@mean_g⟧ Punkte, Standardabweichung ⟦41,8@std_g!⟧, größte Lücke nach oben "
  "⟦+147,25@max_g⟧."),
]
