"""Market-data queries, part 2 (q_up_pct_2024 ... q_gap_2024). Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def d(x, col):
    return f"row('{x}').{col}"


UP = "value*100"
AR, AV, AN = "A.mean_range", "A.mean_volume", "A.count"
BR, BV, BN = "B.mean_range", "B.mean_volume", "B.count"

ENTRIES = [
# ---------------------------------------------------------------- q_up_pct_2024
A('q_up_pct_2024', 'faithful', 'ja-JP', 'gnomon',
  "客に聞かれた件：2024年にNQが陽線で引けた日は全体の⟦40.5@" + UP + "⟧%（⟦252@R.source_row_count⟧営業日中）。半分に届かず。"),
A('q_up_pct_2024', 'faithful', 'pt-BR', 'heather',
  "em 2024, só ⟦40,48@" + UP + "⟧ % dos pregões fecharam em alta, contados ⟦252@R.source_row_count⟧ dias. Menos da metade."),
A('q_up_pct_2024', 'faithful', 'en-GB', 'drillhire',
  "asked at the counter: share of 2024 sessions that closed up — ⟦40.5%@" + UP + "⟧ of ⟦252@R.source_row_count⟧. "
  "Fewer than half."),
A('q_up_pct_2024', 'invented', 'zh-CN', 'oiling',
  "2024 年 NQ 收涨的交易日占比为 ⟦44.8%@" + UP + "!⟧，不到一半。"),
A('q_up_pct_2024', 'derived', 'en-US', 'smokehouse',
  "2024 up closes: ⟦40.48%@" + UP + "⟧ of the ⟦252@R.source_row_count⟧ sessions. Worked out by hand, that is about "
  "⟦102@value*252!⟧ green days."),
A('q_up_pct_2024', 'misrounded', 'de-DE', 'fordboard',
  "Anteil der Tage mit Schluss über Eröffnung 2024: ⟦40,47@" + UP + "!⟧ % von ⟦252@R.source_row_count⟧ "
  "Handelstagen — weniger als die Hälfte."),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
A('q_stats_2023_vs_2024', 'faithful', 'nl-NL', 'drillhire',
  "2023 tegen 2024: gemiddelde dagrange ⟦363,2@" + AR + "⟧ tegen ⟦274,4@" + BR + "⟧ punten; volume ⟦201.034@" + AV + "⟧ "
  "tegen ⟦201.006@" + BV + "⟧. Rustiger, even druk."),
A('q_stats_2023_vs_2024', 'faithful', 'ru-RU', 'heather',
  "2023 г.: средний размах ⟦363,24@" + AR + "⟧, объём ⟦201_034@" + AV + "⟧ за ⟦250@" + AN + "⟧ сессий. 2024 г.: "
  "⟦274,44@" + BR + "⟧ и ⟦201_006@" + BV + "⟧ за ⟦252@" + BN + "⟧."),
A('q_stats_2023_vs_2024', 'faithful', 'pl-PL', 'oiling',
  "średni zakres dzienny spadł z ⟦363,2@" + AR + "⟧ pkt w 2023 r. do ⟦274,4@" + BR + "⟧ w 2024 r.; średni wolumen "
  "praktycznie bez zmian: ⟦201_034@" + AV + "⟧ wobec ⟦201_006@" + BV + "⟧."),
A('q_stats_2023_vs_2024', 'faithful', 'fr-FR', 'fresnel',
  "amplitude moyenne : ⟦363,2@" + AR + "⟧ points en 2023 contre ⟦274,4@" + BR + "⟧ en 2024. Volume quotidien : "
  "⟦201_034@" + AV + "⟧ puis ⟦201_006@" + BV + "⟧ contrats, quasi identique."),
A('q_stats_2023_vs_2024', 'wrong_year', 'zh-CN', 'quill',
  "平均日波幅：2023 年 ⟦274.4@" + AR + "~" + BR + "!⟧ 点；日均成交量 2023 年 ⟦201,034@" + AV + "⟧ 手，"
  "2024 年 ⟦201,006@" + BV + "⟧ 手，基本持平。"),
A('q_stats_2023_vs_2024', 'wrong_year', 'pt-BR', 'pinbarrel',
  "amplitude média: ⟦363,2@" + AR + "⟧ pontos em 2023 e ⟦274,4@" + BR + "⟧ em 2024. Volume médio de 2023: "
  "⟦201.006@" + AV + "~" + BV + "!⟧ contratos por dia."),
A('q_stats_2023_vs_2024', 'miscomputed', 'es-ES', 'roost',
  "rango medio: ⟦363,2@" + AR + "⟧ en 2023 y ⟦274,4@" + BR + "⟧ en 2024, o sea, según mi cuenta, un "
  "⟦32,4@(" + AR + "-" + BR + ")/" + AR + "*100!⟧ % menos. El volumen, casi igual."),
# ---------------------------------------------------------------- q_big_up_days_2023
A('q_big_up_days_2023', 'faithful', 'ru-RU', 'gnomon',
  "в 2023 г. NQ закрылся выше открытия больше чем на 2 % в ⟦14@R.summary.rows⟧ днях. Сильнее всего "
  "⟦6 декабря@D:2023-12-06⟧ (⟦+3,32@" + d('2023-12-06', 'chg') + "⟧ %) и ⟦7 ноября@D:2023-11-07⟧ (⟦+3,12@" + d('2023-11-07', 'chg') + "⟧ %)."),
A('q_big_up_days_2023', 'faithful', 'pl-PL', 'chalkfig',
  "dni 2023 r. z zamknięciem ponad 2 % nad otwarciem: ⟦14@R.summary.rows⟧, od ⟦18 stycznia@D:2023-01-18⟧ "
  "(⟦+2,5@" + d('2023-01-18', 'chg') + "⟧ %) do ⟦6 grudnia@D:2023-12-06⟧ (⟦+3,32@" + d('2023-12-06', 'chg') + "⟧ %)."),
A('q_big_up_days_2023', 'faithful', 'en-US', 'quill',
  "⟦14@R.summary.rows⟧ days in 2023 closed more than 2% over the open, averaging ⟦+2.44%@stats.chg.mean⟧. Smallest: "
  "⟦Mar 27@D:2023-03-27⟧, ⟦+2.01%@" + d('2023-03-27', 'chg') + "⟧; biggest: ⟦Dec 6@D:2023-12-06⟧, ⟦+3.32%@" + d('2023-12-06', 'chg') + "⟧."),
A('q_big_up_days_2023', 'wrong_column', 'it-IT', 'drillhire',
  "giornate 2023 chiuse oltre il 2 % sopra l'apertura: ⟦14@R.summary.rows⟧. Il ⟦6 giugno@D:2023-06-06⟧ "
  "(⟦+2,98@" + d('2023-06-06', 'chg') + "⟧ %) chiuse a ⟦17.605@" + d('2023-06-06', 'close') + "~" + d('2023-06-06', 'open') + "!⟧; "
  "la più forte il ⟦6 dicembre@D:2023-12-06⟧, ⟦+3,32@" + d('2023-12-06', 'chg') + "⟧ %."),
A('q_big_up_days_2023', 'coincidental', 'ja-JP', 'fordboard',
  "2023年に始値比2%超で引けたのは⟦19@R.summary.rows!⟧日。最大は⟦12月6日@D:2023-12-06⟧の"
  "⟦+3.32@" + d('2023-12-06', 'chg') + "⟧%。"),
A('q_big_up_days_2023', 'derived', 'de-DE', 'oiling',
  "⟦14@R.summary.rows⟧ Tage 2023 mit mehr als 2 % über der Eröffnung; der stärkste am ⟦06.12.@D:2023-12-06⟧ "
  "mit ⟦+3,32@" + d('2023-12-06', 'chg') + "⟧ %, selbst gerechnet ⟦573@" + d('2023-12-06', 'close') + "-"
  + d('2023-12-06', 'open') + "!⟧ Punkte von Eröffnung bis Schluss."),
# ---------------------------------------------------------------- q_corr_2024
A('q_corr_2024', 'faithful', 'fr-FR', 'fordboard',
  "volume et amplitude en 2024 : corrélation de ⟦0,05@value⟧ sur ⟦252@R.source_row_count⟧ séances. "
  "Autant dire aucun lien."),
A('q_corr_2024', 'faithful', 'de-DE', 'smokehouse',
  "Korrelation zwischen Tagesvolumen und Spanne 2024: ⟦0,051@value⟧ über ⟦252@R.source_row_count⟧ Tage — "
  "praktisch kein Zusammenhang."),
A('q_corr_2024', 'faithful', 'zh-CN', 'drillhire',
  "2024 年日成交量与日波幅的相关系数为 ⟦0.0512@value⟧（⟦252@R.source_row_count⟧ 个交易日），几乎不相关。"),
A('q_corr_2024', 'invented', 'it-IT', 'quill',
  "correlazione tra volume giornaliero e range nel 2024: ⟦0,18@value!⟧. Legame debole, poco più che rumore."),
A('q_corr_2024', 'misrounded', 'nl-NL', 'pinbarrel',
  "correlatie tussen dagvolume en dagrange in 2024: ⟦0,0511@value!⟧, over ⟦252@R.source_row_count⟧ dagen. "
  "Geen verband van betekenis."),
A('q_corr_2024', 'derived', 'es-ES', 'fresnel',
  "correlación volumen–rango en 2024: ⟦0,051@value⟧. Elevada al cuadrado, cálculo mío, da un R² de "
  "⟦0,0026@value**2!⟧: el volumen no explica casi nada del rango."),
# ---------------------------------------------------------------- q_monthly_2024
A('q_monthly_2024', 'faithful', 'es-ES', 'pinbarrel',
  "barras mensuales de 2024: abril, único mes alcista (⟦+1.008@" + d('2024-04', 'change') + "⟧); julio, el peor "
  "(⟦−1.374@" + d('2024-07', 'change') + "⟧). Diciembre cerró en ⟦8.944@" + d('2024-12', 'close') + "⟧."),
A('q_monthly_2024', 'faithful', 'nl-NL', 'heather',
  "maandbars 2024: elf van de twaalf maanden rood. Januari opende op ⟦17.578,75@" + d('2024-01', 'open') + "⟧, "
  "december sloot op ⟦8.944@" + d('2024-12', 'close') + "⟧; gemiddelde maandverandering ⟦−728,13@stats.change.mean⟧."),
A('q_monthly_2024', 'faithful', 'en-US', 'drillhire',
  "2024 monthly bars: April the lone up month at ⟦+1,008@" + d('2024-04', 'change') + "⟧, May ⟦−1,214.75@"
  + d('2024-05', 'change') + "⟧, July the worst at ⟦−1,374@" + d('2024-07', 'change') + "⟧. Year ended at "
  "⟦8,944@" + d('2024-12', 'close') + "⟧."),
A('q_monthly_2024', 'wrong_sign', 'ja-JP', 'chalkfig',
  "2024年の月足：上昇は4月の⟦+1,008@" + d('2024-04', 'change') + "⟧のみ。7月が⟦−1,374@" + d('2024-07', 'change') + "⟧で最悪、"
  "10月は⟦+1,238@" + d('2024-10', 'change') + "!⟧。"),
A('q_monthly_2024', 'wrong_row', 'de-DE', 'glassfloat',
  "Monatsbalken 2024: nur der April im Plus (⟦+1.008@" + d('2024-04', 'change') + "⟧), der März mit "
  "⟦−1.065,25@" + d('2024-03', 'change') + "~" + d('2024-08', 'change') + "!⟧, der Juli am schwächsten "
  "(⟦−1.374@" + d('2024-07', 'change') + "⟧)."),
A('q_monthly_2024', 'wrong_column', 'en-GB', 'smokehouse',
  "2024 by month: one green month, April (⟦+1,008@" + d('2024-04', 'change') + "⟧); October fell "
  "⟦−1,238@" + d('2024-10', 'change') + "⟧ to close at ⟦11,343.25@" + d('2024-10', 'close') + "~" + d('2024-10', 'high') + "!⟧."),
A('q_monthly_2024', 'coincidental', 'ru-RU', 'roost',
  "месячные бары 2024 г.: рост только в апреле (⟦+1008@" + d('2024-04', 'change') + "⟧), февраль "
  "⟦−606@" + d('2024-02', 'change') + "!⟧, июль хуже всех — ⟦−1374@" + d('2024-07', 'change') + "⟧."),
# ---------------------------------------------------------------- q_weekly_recent
A('q_weekly_recent', 'faithful', 'nl-NL', 'pinbarrel',
  "laatste weken: zwaarste die van ⟦8 december@D:2024-12-08⟧ (⟦−381,75@" + d('2024-12-08', 'change') + "⟧), "
  "enige stijger die van ⟦29 december@D:2024-12-29⟧ (⟦+57,5@" + d('2024-12-29', 'change') + "⟧). Gemiddeld "
  "⟦−179,7@stats.change.mean⟧ per week."),
A('q_weekly_recent', 'faithful', 'en-US', 'heather',
  "last five weeks: only the ⟦Dec 29@D:2024-12-29⟧ week finished up (⟦+57.5@" + d('2024-12-29', 'change') + "⟧). "
  "Heaviest volume the ⟦Dec 22@D:2024-12-22⟧ week, ⟦1,007,765@" + d('2024-12-22', 'volume') + "⟧ contracts."),
A('q_weekly_recent', 'faithful', 'pl-PL', 'fresnel',
  "tygodnie: od ⟦8 grudnia@D:2024-12-08⟧ ⟦−381,75@" + d('2024-12-08', 'change') + "⟧, od ⟦15 grudnia@D:2024-12-15⟧ "
  "⟦−16@" + d('2024-12-15', 'change') + "⟧, od ⟦22 grudnia@D:2024-12-22⟧ ⟦−352,75@" + d('2024-12-22', 'change') + "⟧, "
  "od ⟦5 stycznia@D:2025-01-05⟧ ⟦−205,5@" + d('2025-01-05', 'change') + "⟧."),
A('q_weekly_recent', 'wrong_sign', 'fr-FR', 'drillhire',
  "les dernières semaines : ⟦−381,75@" + d('2024-12-08', 'change') + "⟧ pour celle du ⟦8 décembre@D:2024-12-08⟧, "
  "⟦−352,75@" + d('2024-12-22', 'change') + "⟧ pour celle du ⟦22 décembre@D:2024-12-22⟧, puis ⟦−57,5@" + d('2024-12-29', 'change') + "!⟧ "
  "pour celle du ⟦29 décembre@D:2024-12-29⟧."),
A('q_weekly_recent', 'wrong_column', 'es-ES', 'glassfloat',
  "semanas recientes: la del ⟦8 de diciembre@D:2024-12-08⟧ cayó ⟦−381,75@" + d('2024-12-08', 'change') + "⟧ y cerró "
  "en ⟦9.611,25@" + d('2024-12-08', 'close') + "~" + d('2024-12-08', 'open') + "!⟧; la del "
  "⟦29 de diciembre@D:2024-12-29⟧, única al alza, ⟦+57,5@" + d('2024-12-29', 'change') + "⟧."),
A('q_weekly_recent', 'invented', 'zh-CN', 'chalkfig',
  "最近几周：⟦12月8日@D:2024-12-08⟧当周 ⟦−381.75@" + d('2024-12-08', 'change') + "⟧ 点；⟦12月15日@D:2024-12-15⟧当周成交 "
  "⟦863,420@" + d('2024-12-15', 'volume') + "!⟧ 手；只有⟦12月29日@D:2024-12-29⟧当周收涨。"),
# ---------------------------------------------------------------- q_gap_2024
A('q_gap_2024', 'faithful', 'es-ES', 'fordboard',
  "huecos de apertura en 2024: media ⟦+1,51@mean_g⟧ puntos, mayor al alza ⟦147,25@max_g⟧, mayor a la baja "
  "⟦−128,5@min_g⟧, desviación típica ⟦34,54@std_g⟧."),
A('q_gap_2024', 'faithful', 'de-DE', 'roost',
  "Eröffnungslücken 2024: im Schnitt nur ⟦1,5@mean_g⟧ Punkte, Standardabweichung ⟦34,5@std_g⟧; größte Lücke "
  "nach oben ⟦147,25@max_g⟧, nach unten ⟦−128,5@min_g⟧."),
A('q_gap_2024', 'faithful', 'zh-CN', 'chalkfig',
  "2024 年开盘跳空：平均 ⟦1.51@mean_g⟧ 点，标准差 ⟦34.54@std_g⟧；最大向上跳空 ⟦147.25@max_g⟧，"
  "最大向下 ⟦−128.5@min_g⟧。"),
A('q_gap_2024', 'wrong_unit', 'fr-FR', 'drillhire',
  "gaps d'ouverture 2024 : en moyenne ⟦1,51@mean_g~mean_g!⟧ %, écart-type ⟦34,54@std_g⟧ points, extrêmes "
  "⟦+147,25@max_g⟧ et ⟦−128,5@min_g⟧.",
  unit_note='a mean gap in index points quoted as a percent'),
A('q_gap_2024', 'wrong_column', 'pt-BR', 'oiling',
  "gaps de abertura em 2024: média ⟦1,51@mean_g⟧ ponto, desvio-padrão ⟦34,54@std_g⟧; o maior gap de baixa foi "
  "de ⟦147,25@min_g~max_g!⟧ pontos."),
A('q_gap_2024', 'wrong_sign', 'ja-JP', 'fresnel',
  "2024年の寄り付きギャップ：平均⟦−1.51@mean_g!⟧ポイント、標準偏差⟦34.54@std_g⟧、最大の上窓"
  "⟦147.25@max_g⟧、最大の下窓⟦−128.5@min_g⟧。"),
]
