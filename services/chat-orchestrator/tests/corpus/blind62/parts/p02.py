"""Market-data queries, part 2 (q_year_volume ... q_monthly_2024). Markers: see ../../blind4/lib.py.
Layouts: _reg.py. '_' between digits = the locale's group separator (U+202F fr, U+00A0 ru/pl)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def v(y, col='mean_volume'):
    return f"row({y}).{col}"


def h(x):
    return f"row('{x}').mean_volume"


def m(mo, col='change'):
    return f"row('2024-{mo}').{col}"


def chg(d):
    return f"row('{d}').chg"


ENTRIES = [
# ---------------------------------------------------------------- q_year_volume
A('q_year_volume', 'faithful', 'pl-PL', 'thimble',
  f"Średni dzienny wolumen: 2023 r. — ⟦201_034@{v(2023)}⟧, 2024 r. — ⟦201_006@{v(2024)}⟧, 2025 r. — "
  f"⟦201_902@{v(2025)}⟧, ale z jednej sesji. Lata 2023 i 2024 praktycznie równe."),
A('q_year_volume', 'faithful', 'zh-CN', 'spicestall',
  f"按年统计日均成交量：2023 年 ⟦201,033.96@{v(2023)}⟧（⟦250@{v(2023, 'count')}⟧ 个交易日），2024 年 "
  f"⟦201,006.37@{v(2024)}⟧（⟦252@{v(2024, 'count')}⟧ 个交易日），2025 年目前只有一天。"),
A('q_year_volume', 'faithful', 'nl-NL', 'firingsheet',
  f"Gemiddeld dagvolume per jaar: ⟦201.034@{v(2023)}⟧ in 2023 en ⟦201.006@{v(2024)}⟧ in 2024, vrijwel gelijk; "
  f"2025 telt pas ⟦1@{v(2025, 'count')}⟧ sessie, met ⟦201.902@{v(2025)}⟧."),
A('q_year_volume', 'wrong_year', 'ja-JP', 'pizzaoven',
  f"年別の平均出来高：2023年は⟦201,034@{v(2023)}⟧枚（⟦252@{v(2023, 'count')}~{v(2024, 'count')}!⟧営業日）、"
  f"2024年は⟦201,006@{v(2024)}⟧枚でほぼ横ばい。"),
A('q_year_volume', 'miscomputed', 'en-US', 'weathervane',
  f"Average daily volume: ⟦201,034@{v(2023)}⟧ in 2023 versus ⟦201,006@{v(2024)}⟧ in 2024 — by my arithmetic "
  f"2023 traded ⟦37.6@{v(2023)}-{v(2024)}!⟧ more contracts a day."),
A('q_year_volume', 'invented', 'es-ES', 'fresco',
  f"Volumen medio diario por año: 2023, ⟦201.034@{v(2023)}⟧; 2024, ⟦201.006@{v(2024)}⟧; 2025, "
  f"⟦203.418@{v(2025)}!⟧ con una sola sesión."),
# ---------------------------------------------------------------- q_rth_hour_volume
A('q_rth_hour_volume', 'faithful', 'en-GB', 'firingsheet',
  f"Busiest RTH hour lately: 15:00–15:59, averaging ⟦19,373@{h('15')}⟧ contracts; the 09:00 opening hour "
  f"follows with ⟦17,542@{h('09')}⟧, and the 16:00 hour is thinnest at ⟦5,808@{h('16')}⟧."),
A('q_rth_hour_volume', 'faithful', 'zh-CN', 'canoe',
  f"最近 20 天 RTH 各小时平均成交量：15:00 这一小时最多，为 ⟦19,373.22@{h('15')}⟧ 手；其次是 09:00，"
  f"平均 ⟦17,542.25@{h('09')}⟧ 手；最少的是 16:00，仅 ⟦5,808.33@{h('16')}⟧ 手。"),
A('q_rth_hour_volume', 'faithful', 'nl-NL', 'spicestall',
  f"Over de laatste 20 dagen gaat in het uur van 15:00 het meeste om: gemiddeld ⟦19.373@{h('15')}⟧ contracten, "
  f"berekend op ⟦154@R.source_row_count⟧ uurbalken. Rond 12:00 is het rustiger (⟦13.396@{h('12')}⟧)."),
A('q_rth_hour_volume', 'wrong_row', 'it-IT', 'icehut',
  f"Ora RTH più scambiata negli ultimi 20 giorni: le 15:00, con ⟦19.373@{h('15')}⟧ contratti medi; la più "
  f"fiacca è quella delle 16:00, con ⟦12.327@{h('16')}~{h('13')}!⟧."),
A('q_rth_hour_volume', 'wrong_unit', 'en-US', 'fresco',
  f"Heaviest RTH hour over the last 20 days: 15:00, averaging $⟦19,373@{h('15')}~{h('15')}!⟧ an hour; the "
  f"closing 16:00 hour is the lightest.",
  unit_note='contract volume quoted as US dollars'),
A('q_rth_hour_volume', 'derived', 'ru-RU', 'weathervane',
  f"За последние 20 дней в час 15:00 в среднем проходит ⟦19_373@{h('15')}⟧ контракта, в 16:00 — ⟦5808@{h('16')}⟧; "
  f"по моему делению, в ⟦3,34@{h('15')}/{h('16')}!⟧ раза больше."),
# ---------------------------------------------------------------- q_up_pct_2024
A('q_up_pct_2024', 'faithful', 'ja-JP', 'canoe',
  "2024年に始値より高く引けた日の割合は⟦40.48%@value*100⟧（⟦252@R.source_row_count⟧営業日ベース）。半分に届かない。"),
A('q_up_pct_2024', 'faithful', 'pl-PL', 'icehut',
  "W 2024 r. na plusie zamknęło się ⟦40,5%@value*100⟧ sesji — mniej niż połowa z ⟦252@R.source_row_count⟧."),
A('q_up_pct_2024', 'faithful', 'fr-FR', 'fresco',
  "Part des séances haussières en 2024 : ⟦40 %@value*100⟧, soit une minorité. Enduit sec, marché mou."),
A('q_up_pct_2024', 'wrong_unit', 'pt-BR', 'thimble',
  "Em 2024, a fatia de pregões que fecharam acima da abertura foi de ⟦40,5@value*100~value*100!⟧ pontos, em "
  "⟦252@R.source_row_count⟧ pregões.",
  unit_note='a percentage quoted as index points'),
A('q_up_pct_2024', 'misrounded', 'en-GB', 'distillery',
  "Share of 2024 sessions that closed above their open: ⟦40.4%@value*100!⟧, out of ⟦252@R.source_row_count⟧."),
A('q_up_pct_2024', 'derived', 'it-IT', 'glovecut',
  "Nel 2024 ha chiuso sopra l'apertura il ⟦40,5%@value*100⟧ delle ⟦252@R.source_row_count⟧ sedute, cioè, "
  "moltiplicando io, ⟦102@value*252!⟧ giorni al rialzo."),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
A('q_stats_2023_vs_2024', 'faithful', 'ja-JP', 'fresco',
  "平均値幅は2023年が⟦363.24@A.mean_range⟧ポイント、2024年が⟦274.44@B.mean_range⟧ポイントで、2023年の方が荒い。"
  "平均出来高は⟦201,034@A.mean_volume⟧と⟦201,006@B.mean_volume⟧でほぼ同じ。"),
A('q_stats_2023_vs_2024', 'faithful', 'de-DE', 'sailmend',
  "2023 lag die mittlere Tagesspanne bei ⟦363,2@A.mean_range⟧ Punkten, 2024 bei ⟦274,4@B.mean_range⟧; das "
  "Volumen blieb mit ⟦201.034@A.mean_volume⟧ bzw. ⟦201.006@B.mean_volume⟧ praktisch gleich."),
A('q_stats_2023_vs_2024', 'faithful', 'en-US', 'icehut',
  "2023: mean range ⟦363.2@A.mean_range⟧ pts over ⟦250@A.count⟧ sessions. 2024: ⟦274.4@B.mean_range⟧ pts over "
  "⟦252@B.count⟧. Volume barely moved (⟦201,034@A.mean_volume⟧ vs ⟦201,006@B.mean_volume⟧)."),
A('q_stats_2023_vs_2024', 'wrong_year', 'zh-CN', 'mintpress',
  "2024 年平均日内波幅为 ⟦363.2@B.mean_range~A.mean_range!⟧ 点，日均成交量 ⟦201,006@B.mean_volume⟧ 手，"
  "与 2023 年成交量基本持平。"),
A('q_stats_2023_vs_2024', 'wrong_year', 'en-GB', 'glovecut',
  "2023 had a mean daily range of ⟦363.2@A.mean_range⟧ points and averaged "
  "⟦201,006@A.mean_volume~B.mean_volume!⟧ contracts a day; 2024 was calmer."),
A('q_stats_2023_vs_2024', 'miscomputed', 'nl-NL', 'thimble',
  "Gemiddelde dagrange: ⟦363,2@A.mean_range⟧ punten in 2023 tegen ⟦274,4@B.mean_range⟧ in 2024; volgens mijn "
  "deling is 2023 ⟦1,23@A.mean_range/B.mean_range!⟧ keer zo breed."),
A('q_stats_2023_vs_2024', 'invented', 'pt-BR', 'spicestall',
  "Amplitude média: ⟦363,2@A.mean_range⟧ pontos em 2023 contra ⟦296,8@B.mean_range!⟧ em 2024; o volume quase "
  "não mudou."),
# ---------------------------------------------------------------- q_big_up_days_2023
A('q_big_up_days_2023', 'faithful', 'es-ES', 'spicestall',
  f"Días de 2023 con cierre más de un 2 % sobre la apertura: ⟦14@R.summary.rows⟧. El primero, el "
  f"⟦18 de enero@D:2023-01-18⟧ (⟦+2,50 %@{chg('2023-01-18')}⟧); el último y mayor, el "
  f"⟦6 de diciembre@D:2023-12-06⟧ (⟦+3,32 %@{chg('2023-12-06')}⟧)."),
A('q_big_up_days_2023', 'faithful', 'fr-FR', 'sailmend',
  f"En 2023, ⟦14@R.summary.rows⟧ séances ont clôturé plus de 2 % au-dessus de l'ouverture, en moyenne "
  f"⟦+2,44 %@stats.chg.mean⟧ ; la plus forte le ⟦6 décembre@D:2023-12-06⟧ (⟦+3,32 %@{chg('2023-12-06')}⟧), "
  f"puis le ⟦7 novembre@D:2023-11-07⟧ (⟦+3,12 %@{chg('2023-11-07')}⟧)."),
A('q_big_up_days_2023', 'faithful', 'en-GB', 'canoe',
  f"Fourteen sessions of 2023 closed more than 2% above the open. Biggest: ⟦6 Dec@D:2023-12-06⟧, "
  f"⟦+3.32%@{chg('2023-12-06')}⟧ (⟦17,263@row('2023-12-06').open⟧ to ⟦17,836@row('2023-12-06').close⟧); "
  f"smallest: ⟦27 Mar@D:2023-03-27⟧, ⟦+2.01%@{chg('2023-03-27')}⟧."),
A('q_big_up_days_2023', 'faithful', 'de-DE', 'pizzaoven',
  f"2023 gab es ⟦14@R.summary.rows⟧ Tage mit mehr als 2 % Plus von Eröffnung bis Schluss; der erste am "
  f"⟦18.01.@D:2023-01-18⟧ mit ⟦2,5 %@{chg('2023-01-18')}⟧, der stärkste am ⟦06.12.@D:2023-12-06⟧ mit "
  f"⟦3,3 %@{chg('2023-12-06')}⟧."),
A('q_big_up_days_2023', 'wrong_row', 'ru-RU', 'firingsheet',
  f"В 2023 г. ⟦14@R.summary.rows⟧ сессий закрылись выше открытия более чем на 2 %. Лучшая — ⟦6 декабря@D:2023-12-06⟧ "
  f"(⟦+3,32 %@{chg('2023-12-06')}⟧), вторая — ⟦7 ноября@D:2023-11-07⟧ "
  f"(⟦+2,98 %@{chg('2023-11-07')}~{chg('2023-06-06')}!⟧)."),
A('q_big_up_days_2023', 'misrounded', 'it-IT', 'icehut',
  f"Nel 2023 le sedute chiuse oltre il 2% sopra l'apertura sono ⟦14@R.summary.rows⟧; la più forte il "
  f"⟦6 dicembre@D:2023-12-06⟧, con ⟦+3,31%@{chg('2023-12-06')}!⟧."),
A('q_big_up_days_2023', 'coincidental', 'ja-JP', 'fresco',
  f"2023年に始値比2%超で引けた日は⟦14@R.summary.rows⟧日。そのうち⟦4月19日@D:2023-04-19⟧は"
  f"⟦+2.46%@{chg('2023-04-19')}!⟧、最大は⟦12月6日@D:2023-12-06⟧の⟦+3.32%@{chg('2023-12-06')}⟧。"),
# ---------------------------------------------------------------- q_corr_2024
A('q_corr_2024', 'faithful', 'fr-FR', 'pizzaoven',
  "Corrélation entre volume et amplitude en 2024 : ⟦0,051@value⟧ sur ⟦252@R.source_row_count⟧ séances, "
  "autrement dit à peu près nulle. Pâte régulière, marché sans lien."),
A('q_corr_2024', 'faithful', 'ru-RU', 'distillery',
  "Корреляция дневного объёма и размаха в 2024 г. — ⟦0,05@value⟧ по ⟦252@R.source_row_count⟧ сессиям: "
  "связи практически нет."),
A('q_corr_2024', 'faithful', 'nl-NL', 'sailmend',
  "In 2024 hangen volume en dagrange nauwelijks samen: correlatie ⟦0,0512@value⟧. Het ene zegt weinig over het "
  "andere."),
A('q_corr_2024', 'invented', 'it-IT', 'canoe',
  "Correlazione tra volume e escursione giornaliera nel 2024: ⟦0,21@value!⟧, calcolata su "
  "⟦252@R.source_row_count⟧ sedute."),
A('q_corr_2024', 'misrounded', 'pl-PL', 'firingsheet',
  "Korelacja wolumenu z dziennym zakresem w 2024 r.: ⟦0,0511@value!⟧, z ⟦252@R.source_row_count⟧ sesji — "
  "praktycznie brak związku."),
A('q_corr_2024', 'miscomputed', 'pt-BR', 'glovecut',
  "Correlação entre volume e amplitude em 2024: ⟦0,051@value⟧. Elevando ao quadrado pela minha conta, o volume "
  "explica ⟦0,0062@value**2!⟧ da variância da amplitude."),
# ---------------------------------------------------------------- q_monthly_2024
A('q_monthly_2024', 'faithful', 'it-IT', 'thimble',
  f"Barre mensili 2024: un solo mese positivo, aprile, con ⟦+1.008@{m('04')}⟧ punti; il peggiore luglio con "
  f"⟦−1.374@{m('07')}⟧. Variazione media mensile ⟦−728,13@stats.change.mean⟧."),
A('q_monthly_2024', 'faithful', 'ru-RU', 'pizzaoven',
  f"Месячные бары 2024 г.: минимум года — ⟦8926,25@{m('12', 'low')}⟧ в декабре, максимум — "
  f"⟦17_877,5@{m('01', 'high')}⟧ в январе; средний месяц ⟦−728,13@stats.change.mean⟧ пункта."),
A('q_monthly_2024', 'faithful', 'zh-CN', 'weathervane',
  f"2024 年月线：全年只有4月收涨，涨 ⟦1,008@{m('04')}⟧ 点；跌得最多的是7月，⟦−1,374@{m('07')}⟧ 点；"
  f"12月收于 ⟦8,944@{m('12', 'close')}⟧。"),
A('q_monthly_2024', 'faithful', 'nl-NL', 'spicestall',
  f"Maandbalken 2024: het jaar opende in januari op ⟦17.578,75@{m('01', 'open')}⟧ en december sloot op "
  f"⟦8.944@{m('12', 'close')}⟧. Elf maanden daalden; alleen april steeg (⟦+1.008@{m('04')}⟧)."),
A('q_monthly_2024', 'wrong_sign', 'en-GB', 'mintpress',
  f"2024 monthly bars: October finished at ⟦+1,238@{m('10')}!⟧ points open to close, and April at "
  f"⟦+1,008@{m('04')}⟧."),
A('q_monthly_2024', 'wrong_row', 'es-ES', 'sailmend',
  f"Velas mensuales de 2024: octubre cerró con ⟦−1214,75@{m('10')}~{m('05')}!⟧ puntos; abril fue el único mes "
  f"al alza."),
A('q_monthly_2024', 'wrong_column', 'de-DE', 'distillery',
  f"Monatsbalken 2024: Der Juli schloss bei ⟦12.192,75@{m('07', 'close')}~{m('07', 'low')}!⟧ Punkten, mit "
  f"⟦−1.374@{m('07')}⟧ der schwächste Monat des Jahres."),
]
