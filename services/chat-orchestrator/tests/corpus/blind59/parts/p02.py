"""Market-data queries, part 2 (q_year_volume ... q_monthly_2024). Markers: see ../../blind4/lib.py.
Layouts: _reg.py. '_' between digits = the locale's group separator (U+202F fr, U+00A0 ru/pl)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def y(n, col='mean_volume'):
    return f"row({n}).{col}"


def h(x):
    return f"row('{x}').mean_volume"


def d(x, col):
    return f"row('{x}').{col}"


ENTRIES = [
# ---------------------------------------------------------------- q_year_volume
A('q_year_volume', 'faithful', 'it-IT', 'hotdog',
  "volume medio giornaliero per anno: 2023 ⟦201.034@" + y(2023) + "⟧ contratti su ⟦250@" + y(2023, 'count') +
  "⟧ sedute, 2024 ⟦201.006@" + y(2024) + "⟧ su ⟦252@" + y(2024, 'count') + "⟧, 2025 ⟦201.902@" + y(2025) +
  "⟧ ma da una sola seduta."),
A('q_year_volume', 'faithful', 'de-DE', 'teaclipper',
  "durchschnittliches Tagesvolumen: 2023 ⟦201.033,96@" + y(2023) + "⟧ Kontrakte, 2024 ⟦201.006,37@" + y(2024) +
  "⟧, 2025 ⟦201.902@" + y(2025) + "⟧ – Letzteres aus einer einzigen Sitzung. Praktisch gleichauf."),
A('q_year_volume', 'faithful', 'en-GB', 'escalator',
  "average daily volume by year: 2023 ⟦201,034@" + y(2023) + "⟧, 2024 ⟦201,006@" + y(2024) + "⟧, 2025 ⟦201,902@" +
  y(2025) + "⟧ contracts (one session only). ⟦503@R.source_row_count⟧ sessions in all; the belt runs the same "
  "speed every year."),
A('q_year_volume', 'wrong_year', 'es-ES', 'gramneedle',
  "volumen medio diario: en 2023, ⟦201.006@" + y(2023) + "~" + y(2024) + "!⟧ contratos en ⟦250@" + y(2023, 'count') +
  "⟧ sesiones; en 2025, ⟦201.902@" + y(2025) + "⟧, pero de una sola sesión."),
A('q_year_volume', 'misrounded', 'pt-BR', 'tulipgrade',
  "volume médio diário em 2023: ⟦201.033@" + y(2023) + "!⟧ contratos; em 2024, ⟦201.006@" + y(2024) +
  "⟧; 2025 teve um único pregão, com ⟦201.902@" + y(2025) + "⟧. Tudo do mesmo calibre."),
A('q_year_volume', 'derived', 'ja-JP', 'flagfall',
  "年別の平均日次出来高：2023年⟦201,034@" + y(2023) + "⟧枚、2024年⟦201,006@" + y(2024) + "⟧枚、2025年⟦201,902@" +
  y(2025) + "⟧枚（一日だけ）。手計算で差を出すと、2025年は2024年より⟦896@" + y(2025) + "-" + y(2024) + "!⟧枚多い。"),
# ---------------------------------------------------------------- q_rth_hour_volume
A('q_rth_hour_volume', 'faithful', 'de-DE', 'ropeaccess',
  "RTH-Volumen je Stunde, letzte 20 Tage: Spitze 15:00–15:59 mit ⟦19.373@" + h('15') + "⟧ Kontrakten im Schnitt, "
  "dann 09:00 mit ⟦17.542@" + h('09') + "⟧; am ruhigsten 16:00 mit ⟦5.808@" + h('16') + "⟧."),
A('q_rth_hour_volume', 'faithful', 'zh-CN', 'hotdog',
  "最近 20 天 RTH 各小时平均成交量：15:00 最高，为 ⟦19,373@" + h('15') + "⟧ 手；09:00 次之，为 ⟦17,542@" + h('09') +
  "⟧ 手；16:00 最低，为 ⟦5,808@" + h('16') + "⟧ 手。收摊前最忙。"),
A('q_rth_hour_volume', 'faithful', 'ru-RU', 'hammock',
  "объём по часам RTH за 20 дней: больше всего в 15:00 — ⟦19_373@" + h('15') + "⟧ контракта в среднем, меньше "
  "всего в 16:00 — ⟦5808@" + h('16') + "⟧; в 10:00 — ⟦14_523@" + h('10') + "⟧."),
A('q_rth_hour_volume', 'wrong_row', 'nl-NL', 'flagfall',
  "RTH-volume per uur, laatste 20 dagen: 15:00 het drukst met ⟦19.373@" + h('15') + "⟧, het openingsuur 09:00 "
  "daarna met ⟦14.523@" + h('09') + "~" + h('10') + "!⟧ contracten gemiddeld; 16:00 het stilst."),
A('q_rth_hour_volume', 'miscomputed', 'pl-PL', 'teaclipper',
  "najwięcej kontraktów w godzinie 15:00: średnio ⟦19_373@" + h('15') + "⟧, w 09:00 ⟦17_542@" + h('09') + "⟧; "
  "według mojego liczenia różnica to ⟦1381@" + h('15') + "-" + h('09') + "!⟧ kontraktów."),
A('q_rth_hour_volume', 'coincidental', 'pt-BR', 'escalator',
  "volume médio por hora (RTH, 20 dias): pico às 15:00 com ⟦19.373@" + h('15') + "⟧ contratos; às 12:00, "
  "⟦13.303@" + h('12') + "!⟧; às 16:00, só ⟦5.808@" + h('16') + "⟧."),
# ---------------------------------------------------------------- q_up_pct_2024
A('q_up_pct_2024', 'faithful', 'pl-PL', 'flagfall',
  "w 2024 r. ⟦40,5@value*100⟧ % sesji zamknęło się powyżej otwarcia (z ⟦252@R.source_row_count⟧). "
  "Mniej niż połowa — chorągiewka opadła."),
A('q_up_pct_2024', 'faithful', 'pt-BR', 'ropeaccess',
  "em 2024, ⟦40,48@value*100⟧ % dos pregões fecharam acima da abertura, num total de "
  "⟦252@R.source_row_count⟧ pregões. Menos da metade."),
A('q_up_pct_2024', 'faithful', 'ru-RU', 'tulipgrade',
  "доля дней с закрытием выше открытия в 2024 г.: ⟦0,405@value⟧, то есть ⟦40,5@value*100⟧ %. Меньше "
  "половины из ⟦252@R.source_row_count⟧ сессий."),
A('q_up_pct_2024', 'derived', 'es-ES', 'hotdog',
  "en 2024 cerró por encima de la apertura el ⟦40,5@value*100⟧ % de las ⟦252@R.source_row_count⟧ sesiones; "
  "restando, el ⟦59,5@100-value*100!⟧ % restante cerró igual o por debajo."),
A('q_up_pct_2024', 'invented', 'de-DE', 'gramneedle',
  "2024 schlossen ⟦43,8@value*100!⟧ % der ⟦252@R.source_row_count⟧ Sitzungen über dem Eröffnungskurs. "
  "Spitzen sauber geschliffen."),
A('q_up_pct_2024', 'wrong_unit', 'fr-FR', 'snailfeed',
  "en 2024, ⟦40,5@value*100~value*100!⟧ ‰ des séances ont clôturé au-dessus de l'ouverture, sur "
  "⟦252@R.source_row_count⟧. Les escargots ont fait mieux.",
  unit_note='a percentage quoted as per mille'),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
A('q_stats_2023_vs_2024', 'faithful', 'pl-PL', 'flagfall',
  "2023: średni zakres ⟦363,2@A.mean_range⟧ pkt, wolumen ⟦201_034@A.mean_volume⟧, ⟦250@A.count⟧ sesji; "
  "2024: ⟦274,4@B.mean_range⟧ pkt, ⟦201_006@B.mean_volume⟧, ⟦252@B.count⟧ sesje. Zakres węższy, obroty bez zmian."),
A('q_stats_2023_vs_2024', 'faithful', 'nl-NL', 'vitrine',
  "gemiddelde dagrange 2023 ⟦363,24@A.mean_range⟧ punten tegen ⟦274,44@B.mean_range⟧ in 2024; gemiddeld "
  "volume ⟦201.034@A.mean_volume⟧ tegen ⟦201.006@B.mean_volume⟧ contracten. Volume vlak, beweeglijkheid omlaag."),
A('q_stats_2023_vs_2024', 'faithful', 'en-US', 'ropeaccess',
  "2023 vs 2024: average range ⟦363.2@A.mean_range⟧ vs ⟦274.4@B.mean_range⟧ points, average volume "
  "⟦201,034@A.mean_volume⟧ vs ⟦201,006@B.mean_volume⟧ contracts, over ⟦250@A.count⟧ and ⟦252@B.count⟧ sessions."),
A('q_stats_2023_vs_2024', 'wrong_year', 'ja-JP', 'snailfeed',
  "2023年：平均値幅⟦363.2@A.mean_range⟧ポイント、平均出来高⟦201,006@A.mean_volume~B.mean_volume!⟧枚。"
  "2024年：値幅⟦274.4@B.mean_range⟧ポイント。動きは落ち着いた。"),
A('q_stats_2023_vs_2024', 'wrong_year', 'zh-CN', 'hotdog',
  "2024 年：平均波幅 ⟦363.2@B.mean_range~A.mean_range!⟧ 点，均量 ⟦201,006@B.mean_volume⟧ 手；2023 年均量 "
  "⟦201,034@A.mean_volume⟧ 手。两年成交几乎一样。"),
A('q_stats_2023_vs_2024', 'derived', 'en-GB', 'hammock',
  "average daily range: 2023 ⟦363.24@A.mean_range⟧ points, 2024 ⟦274.44@B.mean_range⟧; by my subtraction 2024 "
  "was ⟦88.80@A.mean_range-B.mean_range!⟧ points narrower. Volume flat: ⟦201,034@A.mean_volume⟧ and "
  "⟦201,006@B.mean_volume⟧."),
# ---------------------------------------------------------------- q_big_up_days_2023
A('q_big_up_days_2023', 'faithful', 'ru-RU', 'bagelboil',
  "дней 2023 г. с закрытием выше открытия больше чем на 2 %: ⟦14@R.summary.rows⟧. Сильнейший — "
  "⟦6 декабря@D:2023-12-06⟧, ⟦+3,32@" + d('2023-12-06', 'chg') + "⟧ %; затем ⟦7 ноября@D:2023-11-07⟧, ⟦+3,12@" +
  d('2023-11-07', 'chg') + "⟧ %. В среднем ⟦2,44@stats.chg.mean⟧ %."),
A('q_big_up_days_2023', 'faithful', 'it-IT', 'escalator',
  "nel 2023 le sedute chiuse oltre il 2 % sopra l'apertura sono ⟦14@R.summary.rows⟧: la prima il "
  "⟦18 gennaio@D:2023-01-18⟧ (⟦+2,5@" + d('2023-01-18', 'chg') + "⟧ %), la più forte il ⟦6 dicembre@D:2023-12-06⟧ "
  "(⟦+3,32@stats.chg.max⟧ %), la più debole il ⟦27 marzo@D:2023-03-27⟧ (⟦+2,01@stats.chg.min⟧ %).", f=False),
A('q_big_up_days_2023', 'faithful', 'pl-PL', 'gramneedle',
  "2023 r.: ⟦14@R.summary.rows⟧ sesji zamkniętych ponad 2 % nad otwarciem; najmocniejsza "
  "⟦6 grudnia@D:2023-12-06⟧: z ⟦17_263@" + d('2023-12-06', 'open') + "⟧ do ⟦17_836@" + d('2023-12-06', 'close') +
  "⟧ pkt, czyli ⟦+3,32@" + d('2023-12-06', 'chg') + "⟧ %."),
A('q_big_up_days_2023', 'wrong_row', 'de-DE', 'vitrine',
  "2023 gab es ⟦14@R.summary.rows⟧ Tage mit mehr als 2 % Plus von der Eröffnung; stärkster am "
  "⟦06.12.@D:2023-12-06⟧ mit ⟦3,32@" + d('2023-12-06', 'chg') + "⟧ %, zweitstärkster am ⟦07.11.@D:2023-11-07⟧ mit "
  "⟦2,98@" + d('2023-11-07', 'chg') + "~" + d('2023-06-06', 'chg') + "!⟧ %."),
A('q_big_up_days_2023', 'miscomputed', 'nl-NL', 'ropeaccess',
  "sterkste dag van 2023: ⟦6 december@D:2023-12-06⟧, open ⟦17.263@" + d('2023-12-06', 'open') + "⟧, slot "
  "⟦17.836@" + d('2023-12-06', 'close') + "⟧; mijn eigen aftreksom: ⟦537@" + d('2023-12-06', 'close') + "-" +
  d('2023-12-06', 'open') + "!⟧ punten winst, ⟦3,32@" + d('2023-12-06', 'chg') + "⟧ %."),
A('q_big_up_days_2023', 'misrounded', 'ja-JP', 'hammock',
  "2023年に始値比2%超で引けたのは⟦14@R.summary.rows⟧日間。最大は⟦12月6日@D:2023-12-06⟧の⟦3.31%@stats.chg.max!⟧、"
  "最初は⟦1月18日@D:2023-01-18⟧の⟦2.50%@" + d('2023-01-18', 'chg') + "⟧。"),
# ---------------------------------------------------------------- q_corr_2024
A('q_corr_2024', 'faithful', 'ru-RU', 'flagfall',
  "корреляция дневного объёма с диапазоном в 2024 г.: ⟦0,051@value⟧ по ⟦252@R.source_row_count⟧ сессиям — "
  "связи практически нет. Флажок висит ровно."),
A('q_corr_2024', 'faithful', 'nl-NL', 'frostpot',
  "correlatie tussen dagvolume en dagrange in 2024: ⟦0,05@value⟧, over ⟦252@R.source_row_count⟧ handelsdagen. "
  "Zo goed als geen verband."),
A('q_corr_2024', 'faithful', 'pl-PL', 'ropeaccess',
  "korelacja wolumenu z zakresem dziennym w 2024 r. wynosi ⟦0,0512@value⟧ (⟦252@R.source_row_count⟧ sesje). "
  "Związku brak."),
A('q_corr_2024', 'invented', 'ja-JP', 'tulipgrade',
  "2024年の出来高と値幅の相関は⟦0.27@value!⟧（⟦252@R.source_row_count⟧営業日）。弱い正の相関。"),
A('q_corr_2024', 'misrounded', 'es-ES', 'teaclipper',
  "correlación entre volumen y rango en 2024: ⟦0,0511@value!⟧ sobre ⟦252@R.source_row_count⟧ sesiones; nula "
  "en la práctica."),
A('q_corr_2024', 'wrong_unit', 'zh-CN', 'hammock',
  "2024 年成交量与日波幅的相关系数为 ⟦0.05%@value~value!⟧，基于 ⟦252@R.source_row_count⟧ 个交易日。几乎无关。",
  unit_note='a correlation coefficient written as a percentage'),
# ---------------------------------------------------------------- q_monthly_2024
A('q_monthly_2024', 'faithful', 'zh-CN', 'bagelboil',
  "2024 年月线：只有 4月 收涨，⟦+1,008@" + d('2024-04', 'change') + "⟧ 点，其余十一个月全跌；7月 最差，⟦−1,374@" +
  d('2024-07', 'change') + "⟧ 点；全年月均 ⟦−728.13@stats.change.mean⟧ 点。12月 收于 ⟦8,944@" + d('2024-12', 'close') + "⟧。"),
A('q_monthly_2024', 'faithful', 'pt-BR', 'frostpot',
  "barras mensais de 2024: janeiro abriu em ⟦17.578,75@" + d('2024-01', 'open') + "⟧ e fechou em ⟦16.392,25@" +
  d('2024-01', 'close') + "⟧ (⟦−1.186,5@" + d('2024-01', 'change') + "⟧); abril foi o único mês de alta, ⟦+1.008@" +
  d('2024-04', 'change') + "⟧; dezembro fechou em ⟦8.944@" + d('2024-12', 'close') + "⟧."),
A('q_monthly_2024', 'faithful', 'de-DE', 'snailfeed',
  "Monatskerzen 2024: nur der April im Plus (⟦+1.008@" + d('2024-04', 'change') + "⟧ Punkte), schwächster Monat "
  "Juli mit ⟦−1.374@" + d('2024-07', 'change') + "⟧; Jahrestief im Dezember bei ⟦8.926,25@" + d('2024-12', 'low') +
  "⟧, Schluss ⟦8.944@" + d('2024-12', 'close') + "⟧."),
A('q_monthly_2024', 'faithful', 'en-GB', 'flagfall',
  "2024 monthly bars: eleven red months and one green — April, ⟦+1,008@" + d('2024-04', 'change') + "⟧ points. "
  "Worst was July, ⟦−1,374@" + d('2024-07', 'change') + "⟧. Average monthly change ⟦−728.13@stats.change.mean⟧; "
  "December closed at ⟦8,944@" + d('2024-12', 'close') + "⟧."),
A('q_monthly_2024', 'wrong_sign', 'ja-JP', 'vitrine',
  "2024年の月足：4月は⟦−1,008@" + d('2024-04', 'change') + "!⟧ポイント、7月は⟦−1,374@" + d('2024-07', 'change') +
  "⟧ポイントで最悪。12月の終値は⟦8,944@" + d('2024-12', 'close') + "⟧。ケース内は安定。"),
A('q_monthly_2024', 'wrong_column', 'nl-NL', 'gramneedle',
  "juli was de zwakste maand van 2024: open ⟦14.332,75@" + d('2024-07', 'open') + "⟧, slot ⟦12.192,75@" +
  d('2024-07', 'close') + "~" + d('2024-07', 'low') + "!⟧, verschil ⟦−1.374@" + d('2024-07', 'change') +
  "⟧ punten. Alleen april sloot hoger."),
A('q_monthly_2024', 'coincidental', 'es-ES', 'ropeaccess',
  "barras mensuales de 2024: septiembre abrió en ⟦11.907@" + d('2024-09', 'open') + "!⟧ y cerró en ⟦11.292@" +
  d('2024-09', 'close') + "⟧; el peor mes fue julio, con ⟦−1.374@" + d('2024-07', 'change') + "⟧ puntos."),
]
