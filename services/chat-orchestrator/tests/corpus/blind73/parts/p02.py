"""Market-data queries, part 2 (q_year_volume ... q_monthly_2024). Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def y(n, col):
    return f"row({n}).{col}"


def h(x):
    return f"row('{x}').mean_volume"


def m(x, col):
    return f"row('2024-{x}').{col}"


def c(x):
    return f"row('{x}').chg"


ENTRIES = [
# ---------------------------------------------------------------- q_year_volume
A('q_year_volume', 'faithful', 'de-DE', 'izakaya',
  "durchschnittliches Tagesvolumen: 2023 ⟦201.034@" + y(2023, 'mean_volume') + "⟧ Kontrakte über ⟦250@" +
  y(2023, 'count') + "⟧ Tage, 2024 ⟦201.006@" + y(2024, 'mean_volume') + "⟧ über ⟦252@" + y(2024, 'count') +
  "⟧; 2025 bisher nur ⟦1@" + y(2025, 'count') + "⟧ Sitzung mit ⟦201.902@" + y(2025, 'mean_volume') + "⟧."),
A('q_year_volume', 'faithful', 'nl-NL', 'abacus',
  "gemiddeld dagvolume per jaar: ⟦201.033,96@" + y(2023, 'mean_volume') + "⟧ in 2023, ⟦201.006,37@" +
  y(2024, 'mean_volume') + "⟧ in 2024 en ⟦201.902@" + y(2025, 'mean_volume') + "⟧ in 2025, dat maar één sessie telt. "
  "Vrijwel gelijk."),
A('q_year_volume', 'faithful', 'it-IT', 'judo',
  "volume medio giornaliero: ⟦201.034@" + y(2023, 'mean_volume') + "⟧ contratti nel 2023 e ⟦201.006@" +
  y(2024, 'mean_volume') + "⟧ nel 2024, praticamente alla pari; il 2025 conta una sola seduta, a ⟦201.902@" +
  y(2025, 'mean_volume') + "⟧."),
A('q_year_volume', 'wrong_year', 'ja-JP', 'pingpong',
  "2024年の日次平均出来高は⟦201,034@" + y(2024, 'mean_volume') + "~" + y(2023, 'mean_volume') + "!⟧枚（⟦252@" +
  y(2024, 'count') + "⟧日）。"),
A('q_year_volume', 'invented', 'fr-FR', 'numismat',
  "en 2025, une seule séance pour l'instant, avec un volume de ⟦198_640@" + y(2025, 'mean_volume') + "!⟧ contrats."),
A('q_year_volume', 'misrounded', 'ru-RU', 'kimono',
  "средний дневной объём в 2023 году — ⟦201_033,9@" + y(2023, 'mean_volume') + "!⟧ контракта за ⟦250@" +
  y(2023, 'count') + "⟧ сессий."),
# ---------------------------------------------------------------- q_rth_hour_volume
A('q_rth_hour_volume', 'faithful', 'nl-NL', 'squash',
  "RTH-volume per uur, laatste 20 dagen: het drukst is 15:00 met gemiddeld ⟦19.373,22@" + h('15') + "⟧ contracten, "
  "dan 09:00 met ⟦17.542,25@" + h('09') + "⟧; het stilst 16:00 met ⟦5.808,33@" + h('16') + "⟧."),
A('q_rth_hour_volume', 'faithful', 'zh-CN', 'pingpong',
  "最近 20 天 RTH 各小时平均成交量：15:00 时段最高，为 ⟦19,373.2@" + h('15') + "⟧ 手；16:00 时段最低，仅 ⟦5,808.3@" +
  h('16') + "⟧ 手。"),
A('q_rth_hour_volume', 'faithful', 'pl-PL', 'abacus',
  "średni wolumen RTH z ostatnich 20 dni: najwięcej o 15:00 — ⟦19_373@" + h('15') + "⟧ kontraktów, potem 09:00 — "
  "⟦17_542@" + h('09') + "⟧, najmniej o 16:00 — ⟦5808@" + h('16') + "⟧. Z ⟦154@R.source_row_count⟧ świec godzinowych."),
A('q_rth_hour_volume', 'faithful', 'de-DE', 'gym',
  "Stundenvolumen RTH, letzte 20 Tage, im Schnitt: 10:00 ⟦14.523,4@" + h('10') + "⟧, 11:00 ⟦13.478,85@" + h('11') +
  "⟧, 12:00 ⟦13.395,95@" + h('12') + "⟧, 13:00 ⟦12.326,8@" + h('13') + "⟧ Kontrakte. Am ruhigsten ist 16:00."),
A('q_rth_hour_volume', 'wrong_row', 'es-ES', 'kendo',
  "en las últimas 20 sesiones, la franja de las 13:00 movió de media ⟦13.395,95@" + h('13') + "~" + h('12') +
  "!⟧ contratos."),
A('q_rth_hour_volume', 'wrong_unit', 'ja-JP', 'numismat',
  "直近20日のRTHで最も出来高が多いのは15:00台で、平均⟦19,373.22@" + h('15') + "~" + h('15') + "!⟧ドル。",
  unit_note='contracts quoted as dollars'),
A('q_rth_hour_volume', 'derived', 'fr-FR', 'izakaya',
  "volume moyen RTH sur 20 jours : ⟦17_542,25@" + h('09') + "⟧ contrats à 09:00 contre ⟦14_523,4@" + h('10') +
  "⟧ à 10:00, soit ⟦3_018,85@" + h('09') + "-" + h('10') + "!⟧ de moins dans la deuxième heure (calculé par moi)."),
# ---------------------------------------------------------------- q_up_pct_2024
A('q_up_pct_2024', 'faithful', 'en-US', 'squash',
  "In 2024, ⟦40.48%@value*100⟧ of NQ's ⟦252@R.source_row_count⟧ sessions closed above the open — fewer than half."),
A('q_up_pct_2024', 'faithful', 'pl-PL', 'teahouse',
  "w 2024 r. wzrostem zamknęło się ⟦40,5@value*100⟧ % sesji NQ (z ⟦252@R.source_row_count⟧)."),
A('q_up_pct_2024', 'faithful', 'nl-NL', 'judo',
  "2024: de NQ sloot op ⟦40,476%@value*100⟧ van de ⟦252@R.summary.rows_scanned⟧ handelsdagen hoger dan de opening."),
A('q_up_pct_2024', 'wrong_unit', 'fr-FR', 'sumo',
  "en 2024, le NQ a clôturé au-dessus de son ouverture sur ⟦40,48@value*100~value*100!⟧ jours de bourse.",
  unit_note='a percentage quoted as a count of days'),
A('q_up_pct_2024', 'misrounded', 'pt-BR', 'kendo',
  "em 2024, ⟦40,4%@value*100!⟧ dos pregões do NQ fecharam acima da abertura."),
A('q_up_pct_2024', 'derived', 'de-DE', 'numismat',
  "2024 schlossen ⟦40,48@value*100⟧ % der ⟦252@R.source_row_count⟧ Handelstage über der Eröffnung, also "
  "⟦102@value*R.source_row_count!⟧ Tage (selbst gerechnet)."),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
A('q_stats_2023_vs_2024', 'faithful', 'ru-RU', 'teahouse',
  "2023 против 2024: средний диапазон ⟦363,24@A.mean_range⟧ против ⟦274,44@B.mean_range⟧ пункта, средний объём "
  "⟦201_034@A.mean_volume⟧ против ⟦201_006@B.mean_volume⟧. 2024-й спокойнее при почти том же объёме."),
A('q_stats_2023_vs_2024', 'faithful', 'it-IT', 'dojo',
  "nel 2023 l'escursione media era di ⟦363,2@A.mean_range⟧ punti su ⟦250@A.count⟧ sedute, nel 2024 di "
  "⟦274,4@B.mean_range⟧ su ⟦252@B.count⟧; volumi quasi identici (⟦201.034@A.mean_volume⟧ e ⟦201.006@B.mean_volume⟧)."),
A('q_stats_2023_vs_2024', 'faithful', 'ja-JP', 'izakaya',
  "平均値幅は2023年が⟦363.238@A.mean_range⟧、2024年が⟦274.44@B.mean_range⟧ポイント。平均出来高は⟦201,033.96@A.mean_volume⟧"
  "と⟦201,006.37@B.mean_volume⟧でほぼ同じ。"),
A('q_stats_2023_vs_2024', 'wrong_year', 'nl-NL', 'numismat',
  "gemiddelde dagrange in 2024: ⟦363,24@B.mean_range~A.mean_range!⟧ punten, bij een volume van "
  "⟦201.006@B.mean_volume⟧ contracten per dag."),
A('q_stats_2023_vs_2024', 'wrong_year', 'de-DE', 'abacus',
  "2024 lag das mittlere Tagesvolumen bei ⟦201.033,96@B.mean_volume~A.mean_volume!⟧ Kontrakten, die mittlere Spanne "
  "bei ⟦274,44@B.mean_range⟧ Punkten."),
A('q_stats_2023_vs_2024', 'miscomputed', 'pl-PL', 'sumo',
  "średni zakres 2023 r. (⟦363,24@A.mean_range⟧ pkt) do 2024 r. (⟦274,44@B.mean_range⟧ pkt) to według mojego "
  "dzielenia ⟦1,23@A.mean_range/B.mean_range!⟧ raza."),
# ---------------------------------------------------------------- q_big_up_days_2023
A('q_big_up_days_2023', 'faithful', 'de-DE', 'dojo',
  "2023 gab es ⟦14@R.summary.rows⟧ Tage mit mehr als 2 % Plus gegenüber der Eröffnung; der stärkste war der "
  "⟦06.12.@D:2023-12-06⟧ mit ⟦3,32@" + c('2023-12-06') + "⟧ %, der erste der ⟦18.01.@D:2023-01-18⟧ mit ⟦2,5@" +
  c('2023-01-18') + "⟧ %."),
A('q_big_up_days_2023', 'faithful', 'pt-BR', 'teahouse',
  "em 2023, ⟦14@R.summary.rows⟧ pregões fecharam mais de 2% acima da abertura, com média de ⟦2,44%@stats.chg.mean⟧; "
  "o maior foi em ⟦06/12@D:2023-12-06⟧ (⟦3,32%@" + c('2023-12-06') + "⟧) e o segundo em ⟦07/11@D:2023-11-07⟧ "
  "(⟦3,12%@" + c('2023-11-07') + "⟧)."),
A('q_big_up_days_2023', 'faithful', 'en-US', 'kendo',
  "NQ closed more than 2% above its open on ⟦14@R.summary.rows⟧ days in 2023, from ⟦Jan 18@D:2023-01-18⟧ "
  "(⟦+2.50%@" + c('2023-01-18') + "⟧) to ⟦Dec 6@D:2023-12-06⟧ (⟦+3.32%@" + c('2023-12-06') + "⟧), the biggest: "
  "⟦17,263@row('2023-12-06').open⟧ to ⟦17,836@row('2023-12-06').close⟧."),
A('q_big_up_days_2023', 'faithful', 'en-GB', 'squash',
  "Of 2023's ⟦14@R.summary.rows⟧ sessions up more than 2% on the open, the mildest was ⟦27 Mar@D:2023-03-27⟧ at "
  "⟦2.01%@" + c('2023-03-27') + "⟧ and the strongest ⟦6 Dec@D:2023-12-06⟧ at ⟦3.319%@" + c('2023-12-06') + "⟧."),
A('q_big_up_days_2023', 'wrong_row', 'nl-NL', 'kimono',
  "de eerste sterke dag van 2023, ⟦18 januari@D:2023-01-18⟧, sloot ⟦2,42%@" + c('2023-01-18') + "~" +
  c('2023-04-19') + "!⟧ boven de opening."),
A('q_big_up_days_2023', 'invented', 'es-ES', 'gym',
  "el ⟦6 de diciembre de 2023@D:2023-12-06⟧ el NQ cerró un ⟦3,9@" + c('2023-12-06') + "!⟧ % por encima de la "
  "apertura, la mayor subida del año."),
A('q_big_up_days_2023', 'miscomputed', 'fr-FR', 'numismat',
  "le ⟦6 décembre 2023@D:2023-12-06⟧, le NQ a ouvert à ⟦17_263@row('2023-12-06').open⟧ et clôturé à "
  "⟦17_836@row('2023-12-06').close⟧, soit ⟦537@row('2023-12-06').close-row('2023-12-06').open!⟧ points de hausse "
  "d'après mon calcul."),
# ---------------------------------------------------------------- q_corr_2024
A('q_corr_2024', 'faithful', 'ja-JP', 'sumo',
  "2024年の出来高と値幅の相関係数は⟦0.051@value⟧（⟦252@R.source_row_count⟧日分）。ほぼ無相関。"),
A('q_corr_2024', 'faithful', 'es-ES', 'judo',
  "correlación entre volumen y rango diario del NQ en 2024: ⟦0,05@value⟧ sobre ⟦252@R.source_row_count⟧ sesiones, "
  "prácticamente nula."),
A('q_corr_2024', 'faithful', 'en-US', 'abacus',
  "Volume and daily range in 2024 correlate at just ⟦0.0512@value⟧ across ⟦252@R.source_row_count⟧ sessions — no "
  "useful link."),
A('q_corr_2024', 'invented', 'pl-PL', 'dojo',
  "korelacja wolumenu z dziennym zakresem NQ w 2024 r.: ⟦0,21@value!⟧, czyli słaby dodatni związek."),
A('q_corr_2024', 'misrounded', 'zh-CN', 'teahouse',
  "2024 年成交量与日内振幅的相关系数为 ⟦0.052@value!⟧，几乎无关。"),
A('q_corr_2024', 'derived', 'it-IT', 'kendo',
  "nel 2024 la correlazione fra volume ed escursione è ⟦0,051@value⟧: al quadrato fa ⟦0,0026@value**2!⟧, quindi il "
  "volume spiega meno dell'uno per cento della varianza (calcolato da me)."),
# ---------------------------------------------------------------- q_monthly_2024
A('q_monthly_2024', 'faithful', 'es-ES', 'dojo',
  "barras mensuales de 2024: once de doce meses cerraron a la baja; solo abril subió, ⟦+1.008@" + m('04', 'change') +
  "⟧ puntos. El peor fue julio, con ⟦−1.374@" + m('07', 'change') + "⟧, y el cambio medio fue de "
  "⟦−728,13@stats.change.mean⟧."),
A('q_monthly_2024', 'faithful', 'it-IT', 'teahouse',
  "nel 2024 il NQ ha aperto gennaio a ⟦17.578,75@" + m('01', 'open') + "⟧ e chiuso dicembre a ⟦8.944@" +
  m('12', 'close') + "⟧; aprile unico mese positivo (⟦+1.008@" + m('04', 'change') + "⟧), luglio il peggiore "
  "(⟦−1.374@" + m('07', 'change') + "⟧)."),
A('q_monthly_2024', 'faithful', 'en-GB', 'kimono',
  "2024 month by month: only April closed up, by ⟦1,008@" + m('04', 'change') + "⟧ points; July was the worst at "
  "⟦−1,374@" + m('07', 'change') + "⟧, with a low of ⟦12,192.75@" + m('07', 'low') + "⟧. December closed the year at "
  "⟦8,944@" + m('12', 'close') + "⟧."),
A('q_monthly_2024', 'wrong_column', 'fr-FR', 'squash',
  "en mars 2024, le NQ a terminé le mois à ⟦16_120@" + m('03', 'close') + "~" + m('03', 'high') + "!⟧, après une "
  "ouverture à ⟦15_847,5@" + m('03', 'open') + "⟧."),
A('q_monthly_2024', 'wrong_sign', 'ru-RU', 'kendo',
  "единственный растущий месяц 2024 года, апрель, закрылся с изменением ⟦−1008@" + m('04', 'change') + "!⟧ пунктов."),
A('q_monthly_2024', 'coincidental', 'de-DE', 'gym',
  "Monatsveränderung Oktober 2024 von Eröffnung zu Schluss: ⟦−1.216@" + m('10', 'change') + "!⟧ Punkte."),
A('q_monthly_2024', 'miscomputed', 'ja-JP', 'abacus',
  "2024年4月の高値⟦16,666@" + m('04', 'high') + "⟧と安値⟦14,642.25@" + m('04', 'low') + "⟧の差は、自分で計算して"
  "⟦2,032.75@" + m('04', 'high') + "-" + m('04', 'low') + "!⟧ポイント。"),
]
