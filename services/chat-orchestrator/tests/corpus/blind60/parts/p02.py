"""Market-data queries, part 2 (q_year_volume ... q_monthly_2024). Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def mv(y):
    return f"row({y}).mean_volume"


def h(x):
    return f"row('{x}').mean_volume"


def r(d, col):
    return f"row('{d}').{col}"


def m(mm, col='change'):
    return f"row('2024-{mm}').{col}"


ENTRIES = [
# ---------------------------------------------------------------- q_year_volume
A('q_year_volume', 'faithful', 'ru-RU', 'funicular',
  "Средний дневной объём: 2023 г. — ⟦201_034@" + mv(2023) + "⟧ контракта, 2024 г. — ⟦201_006@" + mv(2024) +
  "⟧, 2025 г. — ⟦201_902@" + mv(2025) + "⟧, но это всего ⟦1@row(2025).count⟧ сессия."),
A('q_year_volume', 'faithful', 'fr-FR', 'reindeer',
  "volume quotidien moyen : ⟦201_034@" + mv(2023) + "⟧ contrats en 2023 sur ⟦250@row(2023).count⟧ séances, "
  "⟦201_006@" + mv(2024) + "⟧ en 2024 sur ⟦252@row(2024).count⟧ ; 2025 ne compte qu'une séance, à "
  "⟦201_902@" + mv(2025) + "⟧."),
A('q_year_volume', 'faithful', 'nl-NL', 'kombucha',
  "Gemiddeld dagvolume per jaar: 2023 ⟦201.034@" + mv(2023) + "⟧ contracten, 2024 ⟦201.006@" + mv(2024) +
  "⟧ — vrijwel gelijk — en 2025 ⟦201.902@" + mv(2025) + "⟧, maar dat is één sessie."),
A('q_year_volume', 'wrong_year', 'en-GB', 'bonfire',
  "Average daily volume by year: 2023 ⟦201,034@" + mv(2023) + "⟧ contracts, 2024 ⟦201,902@" + mv(2024) + "~" +
  mv(2025) + "!⟧. Busy green tonight, busy tape all year."),
A('q_year_volume', 'misrounded', 'it-IT', 'sawmill',
  "Volume medio giornaliero: ⟦201.034@" + mv(2023) + "⟧ contratti nel 2023, ⟦201.007@" + mv(2024) + "!⟧ nel 2024 e "
  "⟦201.902@" + mv(2025) + "⟧ nel 2025, che però conta una sola seduta."),
A('q_year_volume', 'derived', 'pt-BR', 'soapbatch',
  "Volume médio diário: ⟦201.034@" + mv(2023) + "⟧ contratos em 2023 e ⟦201.006@" + mv(2024) + "⟧ em 2024; pela "
  "minha conta, 2023 ficou só ⟦27,6@" + mv(2023) + "-" + mv(2024) + "!⟧ contratos acima."),
# ---------------------------------------------------------------- q_rth_hour_volume
A('q_rth_hour_volume', 'faithful', 'fr-FR', 'kombucha',
  "sur les 20 dernières séances, l'heure RTH la plus chargée est 15:00, avec ⟦19_373@" + h('15') + "⟧ contrats en "
  "moyenne, puis 09:00 avec ⟦17_542@" + h('09') + "⟧ ; la plus calme, 16:00, ⟦5_808@" + h('16') + "⟧."),
A('q_rth_hour_volume', 'faithful', 'es-ES', 'sawmill',
  "Hora RTH con más volumen en las últimas 20 sesiones: la de las 15:00, con ⟦19.373@" + h('15') + "⟧ contratos de "
  "media; la de las 16:00 es la más floja, con ⟦5808@" + h('16') + "⟧."),
A('q_rth_hour_volume', 'faithful', 'ru-RU', 'soapbatch',
  "За последние 20 сессий больше всего торгуют в час с 15:00 — в среднем ⟦19_373@" + h('15') + "⟧ контракта; "
  "на втором месте 09:00 с ⟦17_542@" + h('09') + "⟧, меньше всего в 16:00 — ⟦5808@" + h('16') + "⟧."),
A('q_rth_hour_volume', 'wrong_row', 'en-GB', 'smithy',
  "Busiest RTH hour over the last 20 sessions is 15:00, averaging ⟦17,542@" + h('15') + "~" + h('09') +
  "!⟧ contracts; the quietest is 16:00 at ⟦5,808@" + h('16') + "⟧."),
A('q_rth_hour_volume', 'misrounded', 'de-DE', 'tannery',
  "Meistgehandelte RTH-Stunde der letzten 20 Sitzungen: 15:00 mit ⟦19.374@" + h('15') + "!⟧ Kontrakten im Schnitt, "
  "danach 09:00 mit ⟦17.542@" + h('09') + "⟧."),
A('q_rth_hour_volume', 'invented', 'zh-CN', 'funicular',
  "最近 20 个交易日的常规时段里，15:00 这一小时最活跃，平均 ⟦19,373@" + h('15') + "⟧ 手；11:00 这一小时平均 "
  "⟦15,870@" + h('11') + "!⟧ 手；16:00 最清淡。"),
# ---------------------------------------------------------------- q_up_pct_2024
A('q_up_pct_2024', 'faithful', 'en-GB', 'fretbench',
  "Share of 2024 sessions that closed above the open: ⟦40.5%@value*100⟧, out of ⟦252@R.source_row_count⟧ sessions — "
  "fewer than half."),
A('q_up_pct_2024', 'faithful', 'pl-PL', 'soapbatch',
  "W 2024 r. powyżej otwarcia zamknęło się ⟦40,48%@value*100⟧ sesji z ⟦252@R.source_row_count⟧. Mniej niż połowa."),
A('q_up_pct_2024', 'faithful', 'de-DE', 'reindeer',
  "2024 schlossen ⟦40,5 %@value*100⟧ der ⟦252@R.source_row_count⟧ Handelstage über ihrem Eröffnungskurs; die "
  "Mehrheit endete tiefer."),
A('q_up_pct_2024', 'wrong_unit', 'nl-NL', 'tannery',
  "In 2024 sloot de NQ op ⟦40,5@value*100~value*100!⟧ dagen hoger dan de opening, van de "
  "⟦252@R.source_row_count⟧ handelsdagen.",
  unit_note='a percentage quoted as a count of days'),
A('q_up_pct_2024', 'invented', 'it-IT', 'bonfire',
  "Nel 2024 il NQ ha chiuso sopra l'apertura nel ⟦46,1%@value*100!⟧ delle ⟦252@R.source_row_count⟧ sedute."),
A('q_up_pct_2024', 'miscomputed', 'en-US', 'kombucha',
  "2024: ⟦40.5%@value*100⟧ of sessions closed up, so by my arithmetic ⟦60.5%@(1-value)*100!⟧ closed flat or down."),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
A('q_stats_2023_vs_2024', 'faithful', 'pl-PL', 'smithy',
  "Rok 2023 był szerszy: średni zakres ⟦363,2@A.mean_range⟧ pkt wobec ⟦274,4@B.mean_range⟧ w 2024 r. Wolumen "
  "praktycznie bez zmian: ⟦201_034@A.mean_volume⟧ i ⟦201_006@B.mean_volume⟧ kontraktów."),
A('q_stats_2023_vs_2024', 'faithful', 'de-DE', 'sawmill',
  "2023 gegen 2024: mittlere Tagesspanne ⟦363,24@A.mean_range⟧ gegenüber ⟦274,44@B.mean_range⟧ Punkten, mittleres "
  "Volumen ⟦201.034@A.mean_volume⟧ gegenüber ⟦201.006@B.mean_volume⟧ Kontrakten; ⟦250@A.count⟧ bzw. "
  "⟦252@B.count⟧ Sitzungen."),
A('q_stats_2023_vs_2024', 'faithful', 'zh-CN', 'funicular',
  "2023 年日均波幅 ⟦363.2@A.mean_range⟧ 点，2024 年降到 ⟦274.4@B.mean_range⟧ 点；日均成交量几乎持平，"
  "分别是 ⟦201,034@A.mean_volume⟧ 手和 ⟦201,006@B.mean_volume⟧ 手。"),
A('q_stats_2023_vs_2024', 'wrong_year', 'pt-BR', 'gritter',
  "Amplitude média de ⟦274,4@A.mean_range~B.mean_range!⟧ pontos em 2023; volume médio de ⟦201.034@A.mean_volume⟧ "
  "contratos em 2023 e ⟦201.006@B.mean_volume⟧ em 2024."),
A('q_stats_2023_vs_2024', 'wrong_year', 'ru-RU', 'tannery',
  "В 2024 г. средний диапазон ⟦274,4@B.mean_range⟧ пункта за ⟦250@B.count~A.count!⟧ сессий; в 2023 г. было шире — "
  "⟦363,2@A.mean_range⟧."),
A('q_stats_2023_vs_2024', 'miscomputed', 'ja-JP', 'reindeer',
  "2023年の平均値幅は⟦363.2@A.mean_range⟧pt、2024年は⟦274.4@B.mean_range⟧pt。自分で割ると2023年は"
  "⟦1.42@A.mean_range/B.mean_range!⟧倍の広さ。"),
A('q_stats_2023_vs_2024', 'misrounded', 'nl-NL', 'mushroom',
  "Gemiddelde dagrange 2023: ⟦363,3@A.mean_range!⟧ punten, 2024: ⟦274,4@B.mean_range⟧. Het volume bleef vrijwel "
  "gelijk: ⟦201.034@A.mean_volume⟧ tegen ⟦201.006@B.mean_volume⟧ contracten."),
# ---------------------------------------------------------------- q_big_up_days_2023
A('q_big_up_days_2023', 'faithful', 'en-US', 'sawmill',
  "⟦14@R.summary.rows⟧ days of 2023 closed more than 2% above the open. Biggest: ⟦Dec 6@D:2023-12-06⟧, "
  "⟦+3.32%@" + r('2023-12-06', 'chg') + "⟧ (⟦17,263@" + r('2023-12-06', 'open') + "⟧ to ⟦17,836@" +
  r('2023-12-06', 'close') + "⟧); the first was ⟦Jan 18@D:2023-01-18⟧ at ⟦+2.50%@" + r('2023-01-18', 'chg') + "⟧."),
A('q_big_up_days_2023', 'faithful', 'pt-BR', 'bonfire',
  "Em 2023 houve ⟦14@R.summary.rows⟧ pregões com fechamento mais de 2% acima da abertura; a média desses dias foi "
  "⟦2,44%@stats.chg.mean⟧ e o maior, em ⟦06/12@D:2023-12-06⟧, chegou a ⟦3,32%@" + r('2023-12-06', 'chg') + "⟧."),
A('q_big_up_days_2023', 'faithful', 'fr-FR', 'gritter',
  "en 2023, ⟦14@R.summary.rows⟧ séances ont fini plus de 2 % au-dessus de l'ouverture, la plus forte le "
  "⟦6 décembre@D:2023-12-06⟧ (⟦+3,32 %@" + r('2023-12-06', 'chg') + "⟧), puis le ⟦7 novembre@D:2023-11-07⟧ "
  "(⟦+3,12 %@" + r('2023-11-07', 'chg') + "⟧)."),
A('q_big_up_days_2023', 'wrong_row', 'de-DE', 'kombucha',
  "2023 gab es ⟦14@R.summary.rows⟧ Tage mit mehr als 2 % Plus gegenüber der Eröffnung; der stärkste, der "
  "⟦06.12.@D:2023-12-06⟧, legte ⟦3,12 %@" + r('2023-12-06', 'chg') + "~" + r('2023-11-07', 'chg') + "!⟧ zu."),
A('q_big_up_days_2023', 'miscomputed', 'zh-CN', 'roastcard',
  "2023 年有 ⟦14@R.summary.rows⟧ 天收盘比开盘高出 2% 以上。最强的 ⟦12月6日@D:2023-12-06⟧ 开盘 ⟦17,263@" +
  r('2023-12-06', 'open') + "⟧、收盘 ⟦17,836@" + r('2023-12-06', 'close') + "⟧，我自己算的涨幅是 ⟦537@" +
  r('2023-12-06', 'close') + "-" + r('2023-12-06', 'open') + "!⟧ 点。"),
A('q_big_up_days_2023', 'coincidental', 'es-ES', 'reindeer',
  "En 2023 hubo ⟦14@R.summary.rows⟧ sesiones que cerraron más de un 2 % por encima de la apertura, con una subida "
  "media del ⟦2,51 %@stats.chg.mean!⟧; la mayor, el ⟦6 de diciembre@D:2023-12-06⟧, del ⟦3,32 %@" +
  r('2023-12-06', 'chg') + "⟧."),
# ---------------------------------------------------------------- q_corr_2024
A('q_corr_2024', 'faithful', 'zh-CN', 'soapbatch',
  "2024 年日成交量与日波幅的相关系数只有 ⟦0.051@value⟧，基于 ⟦252@R.source_row_count⟧ 个交易日，几乎没有关系。"),
A('q_corr_2024', 'faithful', 'it-IT', 'kombucha',
  "Nel 2024 la correlazione tra volume giornaliero ed escursione è ⟦0,05@value⟧ su ⟦252@R.source_row_count⟧ sedute: "
  "praticamente nulla."),
A('q_corr_2024', 'faithful', 'ja-JP', 'mushroom',
  "2024年の出来高と値幅の相関係数は⟦0.0512@value⟧（⟦252@R.source_row_count⟧日分）。ほぼ無相関。"),
A('q_corr_2024', 'misrounded', 'ru-RU', 'funicular',
  "Корреляция объёма и дневного диапазона в 2024 г.: ⟦0,052@value!⟧ — практически никакой связи."),
A('q_corr_2024', 'invented', 'es-ES', 'sawmill',
  "Correlación entre volumen diario y rango en 2024: ⟦0,27@value!⟧ sobre ⟦252@R.source_row_count⟧ sesiones; una "
  "relación débil."),
A('q_corr_2024', 'derived', 'nl-NL', 'bonfire',
  "Correlatie tussen dagvolume en dagrange in 2024: ⟦0,051@value⟧. Zelf gekwadrateerd is dat een verklaarde variantie "
  "van ⟦0,0026@value**2!⟧ — verwaarloosbaar."),
# ---------------------------------------------------------------- q_monthly_2024
A('q_monthly_2024', 'faithful', 'it-IT', 'sawmill',
  "Barre mensili 2024: un solo mese positivo, aprile, con ⟦+1.008@" + m('04') + "⟧ punti; il peggiore luglio, con "
  "⟦−1.374@" + m('07') + "⟧. L'anno chiude a ⟦8.944@" + m('12', 'close') + "⟧, variazione media mensile "
  "⟦−728,13@stats.change.mean⟧."),
A('q_monthly_2024', 'faithful', 'en-US', 'reindeer',
  "2024 monthly bars: eleven red months and one green — April, ⟦+1,008@" + m('04') + "⟧ points. Worst was July at "
  "⟦−1,374@" + m('07') + "⟧; December closed the year at ⟦8,944@" + m('12', 'close') + "⟧."),
A('q_monthly_2024', 'faithful', 'ja-JP', 'tannery',
  "2024年の月足：上昇は4月の⟦+1,008@" + m('04') + "⟧ptのみ、最大の下落は7月の⟦−1,374@" + m('07') + "⟧pt。"
  "1月の始値⟦17,578.75@" + m('01', 'open') + "⟧から12月の終値⟦8,944@" + m('12', 'close') + "⟧まで下げた。"),
A('q_monthly_2024', 'faithful', 'zh-CN', 'fretbench',
  "2024 年月线里只有 4月 收涨，变动 ⟦+1,008@" + m('04') + "⟧ 点；7月 跌得最多，变动 ⟦−1,374@" + m('07') +
  "⟧ 点；12月 收于 ⟦8,944@" + m('12', 'close') + "⟧ 点。"),
A('q_monthly_2024', 'wrong_sign', 'es-ES', 'bonfire',
  "En las barras mensuales de 2024 el peor mes fue julio, con ⟦+1.374@" + m('07') + "!⟧ puntos; abril fue el único "
  "al alza (⟦+1.008@" + m('04') + "⟧)."),
A('q_monthly_2024', 'wrong_row', 'nl-NL', 'mushroom',
  "Maandbalken 2024: alleen april sloot hoger, met ⟦+1.008@" + m('04') + "⟧ punten. Augustus zakte "
  "⟦−1.049@" + m('08') + "~" + m('03') + "!⟧, juli was met ⟦−1.374@" + m('07') + "⟧ de zwakste maand."),
A('q_monthly_2024', 'wrong_column', 'pt-BR', 'funicular',
  "Em 2024 só abril fechou em alta: abriu em ⟦14.773,5@" + m('04', 'open') + "⟧ e fechou em ⟦16.666@" +
  m('04', 'close') + "~" + m('04', 'high') + "!⟧, variação de ⟦+1.008@" + m('04') + "⟧ pontos."),
]
