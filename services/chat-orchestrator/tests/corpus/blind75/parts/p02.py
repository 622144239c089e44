"""Market-data queries, part 2 (q_year_volume ... q_monthly_2024). Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def d(x, col):
    return f"row('{x}').{col}"


Y23, Y24, Y25 = "row(2023)", "row(2024)", "row(2025)"
H = lambda h: f"row('{h}').mean_volume"
N = "R.source_row_count"
M = lambda m: f"row('2024-{m}')"

ENTRIES = [
# ---------------------------------------------------------------- q_year_volume
A('q_year_volume', 'faithful', 'en-US', 'eggpack',
  f"average daily NQ volume: 2023 averaged ⟦201,034@{Y23}.mean_volume⟧ contracts over ⟦250@{Y23}.count⟧ sessions, "
  f"2024 ⟦201,006@{Y24}.mean_volume⟧ over ⟦252@{Y24}.count⟧. Practically level; 2025 so far is a single session."),
A('q_year_volume', 'faithful', 'ja-JP', 'brewpub',
  f"年別の平均出来高：2023年 ⟦201,033.96@{Y23}.mean_volume⟧、2024年 ⟦201,006.37@{Y24}.mean_volume⟧。"
  f"2025年はまだ一日だけで ⟦201,902@{Y25}.mean_volume⟧。"),
A('q_year_volume', 'faithful', 'es-ES', 'jerky',
  f"volumen medio diario: ⟦201.033,96@{Y23}.mean_volume⟧ contratos en 2023 y ⟦201.006,37@{Y24}.mean_volume⟧ en 2024, "
  f"prácticamente iguales; 2025 solo tiene una sesión, con ⟦201.902@{Y25}.mean_volume⟧."),
A('q_year_volume', 'wrong_year', 'en-GB', 'vinegar',
  f"2024 averaged ⟦201,902@{Y24}.mean_volume~{Y25}.mean_volume!⟧ contracts a day across ⟦252@{Y24}.count⟧ sessions."),
A('q_year_volume', 'wrong_year', 'pl-PL', 'miso',
  f"w 2024 r. było ⟦250@{Y24}.count~{Y23}.count!⟧ sesji, a średni wolumen dzienny wyniósł ⟦201_006@{Y24}.mean_volume⟧ "
  f"kontraktów."),
A('q_year_volume', 'coincidental', 'pt-BR', 'sausage',
  f"volume médio de 2024: ⟦201.031@{Y24}.mean_volume!⟧ contratos por pregão, em ⟦252@{Y24}.count⟧ pregões; 2025 teve "
  f"um só pregão até agora."),
A('q_year_volume', 'derived', 'it-IT', 'kimchi',
  f"volume medio 2023 ⟦201.033,96@{Y23}.mean_volume⟧ contro ⟦201.006,37@{Y24}.mean_volume⟧ del 2024: differenza di "
  f"⟦27,59@{Y23}.mean_volume-{Y24}.mean_volume!⟧ contratti al giorno (sottrazione mia)."),
# ---------------------------------------------------------------- q_rth_hour_volume
A('q_rth_hour_volume', 'faithful', 'es-ES', 'tofu',
  f"en las últimas 20 sesiones la hora RTH con más volumen es la de las 15:00, con ⟦19.373,2@{H('15')}⟧ contratos de "
  f"media; la más floja, la de las 16:00, con ⟦5.808,3@{H('16')}⟧."),
A('q_rth_hour_volume', 'faithful', 'de-DE', 'wheelwright',
  f"RTH-Volumen je Stunde (letzte 20 Tage): 15:00 vorn mit ⟦19.373@{H('15')}⟧, dann 09:00 mit ⟦17.542,25@{H('09')}⟧; "
  f"am ruhigsten 16:00 mit ⟦5.808@{H('16')}⟧ Kontrakten."),
A('q_rth_hour_volume', 'faithful', 'en-GB', 'eggpack',
  f"busiest RTH hour lately is the 15:00 hour, ⟦19,373.22@{H('15')}⟧ contracts on average; the opening 09:00 hour "
  f"comes second at ⟦17,542.25@{H('09')}⟧."),
A('q_rth_hour_volume', 'faithful', 'pt-BR', 'tortilla',
  f"volume médio por hora no RTH: 13:00 com ⟦12.326,8@{H('13')}⟧, 14:00 com ⟦13.300,2@{H('14')}⟧ e 15:00 com "
  f"⟦19.373,2@{H('15')}⟧ contratos; o pico da tarde é a hora das 15:00."),
A('q_rth_hour_volume', 'wrong_row', 'pl-PL', 'vinegar',
  f"godzina 13:00 miała średnio ⟦13_300,2@{H('13')}~{H('14')}!⟧ kontraktów; najwięcej o 15:00: "
  f"⟦19_373,2@{H('15')}⟧."),
A('q_rth_hour_volume', 'coincidental', 'en-US', 'brewpub',
  f"the 10:00 hour averaged ⟦17,545@{H('10')}!⟧ contracts over the last 20 days; 15:00 led with "
  f"⟦19,373.2@{H('15')}⟧."),
A('q_rth_hour_volume', 'wrong_unit', 'nl-NL', 'jerky',
  f"het drukste RTH-uur is dat van 15:00, met gemiddeld ⟦19.373,2@{H('15')}~{H('15')}!⟧ contracten per minuut.",
  unit_note='mean volume per hour quoted as per minute'),
# ---------------------------------------------------------------- q_up_pct_2024
A('q_up_pct_2024', 'faithful', 'en-US', 'kimchi',
  f"In 2024 ⟦40.5%@value*100⟧ of NQ sessions closed above their open, fewer than half of the ⟦252@{N}⟧ days."),
A('q_up_pct_2024', 'faithful', 'nl-NL', 'miso',
  f"in 2024 sloot ⟦40,48 %@value*100⟧ van de ⟦252@{N}⟧ handelsdagen hoger dan de opening."),
A('q_up_pct_2024', 'faithful', 'it-IT', 'vinegar',
  f"quota di sedute rialziste nel 2024: ⟦0,405@value⟧, cioè poco più di quattro su dieci."),
A('q_up_pct_2024', 'misrounded', 'es-ES', 'poultry',
  f"en 2024 cerraron al alza el ⟦40,47 %@value*100!⟧ de las sesiones del NQ."),
A('q_up_pct_2024', 'derived', 'pt-BR', 'eggpack',
  f"⟦40,5%@value*100⟧ dos ⟦252@{N}⟧ pregões de 2024 fecharam em alta; pela minha conta, "
  f"⟦150@{N}-round(value*{N})!⟧ fecharam em baixa ou estáveis."),
A('q_up_pct_2024', 'invented', 'zh-CN', 'wheelwright',
  f"2024 年 NQ 收盘高于开盘的交易日占比为 ⟦37.2%@value*100!⟧。"),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
A('q_stats_2023_vs_2024', 'faithful', 'fr-FR', 'miso',
  f"2023 contre 2024 : amplitude moyenne ⟦363,2@A.mean_range⟧ puis ⟦274,4@B.mean_range⟧ points ; volume moyen "
  f"⟦201_034@A.mean_volume⟧ puis ⟦201_006@B.mean_volume⟧ contrats. Année plus calme, volume presque égal."),
A('q_stats_2023_vs_2024', 'faithful', 'ru-RU', 'sausage',
  f"2023 г.: средний размах ⟦363,24@A.mean_range⟧ п. за ⟦250@A.count⟧ сессий; 2024 г.: ⟦274,44@B.mean_range⟧ п. за "
  f"⟦252@B.count⟧. Объём почти тот же: ⟦201_033,96@A.mean_volume⟧ и ⟦201_006,37@B.mean_volume⟧."),
A('q_stats_2023_vs_2024', 'faithful', 'pl-PL', 'poultry',
  f"w 2023 r. średni zakres wyniósł ⟦363,238@A.mean_range⟧ pkt, w 2024 r. ⟦274,437@B.mean_range⟧ pkt; wolumen prawie "
  f"bez zmian (⟦201_034@A.mean_volume⟧ wobec ⟦201_006@B.mean_volume⟧)."),
A('q_stats_2023_vs_2024', 'wrong_year', 'zh-CN', 'wheelwright',
  f"2023 年平均日成交量为 ⟦201,006@A.mean_volume~B.mean_volume!⟧ 手，平均波幅 ⟦363.2@A.mean_range⟧ 点。"),
A('q_stats_2023_vs_2024', 'miscomputed', 'en-US', 'tortilla',
  f"2023's average range of ⟦363.2@A.mean_range⟧ points against 2024's ⟦274.4@B.mean_range⟧: by my own division "
  f"2023 ran ⟦1.36@A.mean_range/B.mean_range!⟧ times as wide."),
A('q_stats_2023_vs_2024', 'invented', 'de-DE', 'glazier',
  f"Durchschnittliche Tagesspanne 2023: ⟦348,9@A.mean_range!⟧ Punkte, 2024: ⟦274,4@B.mean_range⟧ Punkte."),
# ---------------------------------------------------------------- q_big_up_days_2023
A('q_big_up_days_2023', 'faithful', 'de-DE', 'tortilla',
  f"2023 schlossen ⟦14@R.summary.rows⟧ Tage mehr als 2 % über der Eröffnung; am stärksten der ⟦06.12.@D:2023-12-06⟧ "
  f"mit ⟦+3,32 %@{d('2023-12-06', 'chg')}⟧, am knappsten der ⟦27.03.@D:2023-03-27⟧ mit "
  f"⟦2,01 %@{d('2023-03-27', 'chg')}⟧."),
A('q_big_up_days_2023', 'faithful', 'es-ES', 'brewpub',
  f"en 2023 hubo ⟦14@R.summary.rows⟧ sesiones con cierre más de un 2 % por encima de la apertura, tres de ellas en "
  f"abril. La mayor subida, el ⟦6 de diciembre@D:2023-12-06⟧: de ⟦17.263@{d('2023-12-06', 'open')}⟧ a "
  f"⟦17.836@{d('2023-12-06', 'close')}⟧."),
A('q_big_up_days_2023', 'faithful', 'en-US', 'glazier',
  f"⟦Nov 7, 2023@D:2023-11-07⟧: open ⟦17,632@{d('2023-11-07', 'open')}⟧, close ⟦18,182.75@{d('2023-11-07', 'close')}⟧, "
  f"up ⟦3.12%@{d('2023-11-07', 'chg')}⟧, the second-biggest of the year's ⟦14@R.summary.rows⟧ days above 2%."),
A('q_big_up_days_2023', 'faithful', 'pl-PL', 'kimchi',
  f"w 2023 r. ⟦14@R.summary.rows⟧ sesji zamknęło się ponad 2% nad otwarciem, średnio o "
  f"⟦2,44%@stats.chg.mean⟧. Pierwsza: ⟦18 stycznia@D:2023-01-18⟧, ⟦+2,5%@{d('2023-01-18', 'chg')}⟧."),
A('q_big_up_days_2023', 'wrong_column', 'fr-FR', 'eggpack',
  f"le ⟦7 novembre 2023@D:2023-11-07⟧, le NQ a clôturé à ⟦17_632@{d('2023-11-07', 'close')}~{d('2023-11-07', 'open')}!⟧ "
  f"points, soit ⟦+3,12 %@{d('2023-11-07', 'chg')}⟧ sur la séance."),
A('q_big_up_days_2023', 'misrounded', 'ja-JP', 'jerky',
  f"2023年で最大の上昇は⟦12月6日@D:2023-12-06⟧の⟦3.31@{d('2023-12-06', 'chg')}!⟧%。"),
A('q_big_up_days_2023', 'coincidental', 'ru-RU', 'wheelwright',
  f"⟦7 июля 2023@D:2023-07-07⟧ г. рост от открытия ⟦17_333,75@{d('2023-07-07', 'open')}⟧ составил "
  f"⟦2,41 %@{d('2023-07-07', 'chg')}!⟧."),
# ---------------------------------------------------------------- q_corr_2024
A('q_corr_2024', 'faithful', 'en-GB', 'kimchi',
  f"correlation between daily volume and range in 2024: ⟦0.051@value⟧ over ⟦252@{N}⟧ sessions, next to nothing."),
A('q_corr_2024', 'faithful', 'zh-CN', 'poultry',
  f"2024 年日成交量与日内波幅的相关系数仅为 ⟦0.0512@value⟧，几乎不相关。"),
A('q_corr_2024', 'faithful', 'es-ES', 'sausage',
  f"en 2024 la correlación entre volumen y rango diario fue de ⟦0,05@value⟧: prácticamente nula."),
A('q_corr_2024', 'invented', 'pt-BR', 'brewpub',
  f"correlação entre volume e amplitude diária em 2024: ⟦0,083@value!⟧, fraca."),
A('q_corr_2024', 'misrounded', 'fr-FR', 'tofu',
  f"corrélation volume–amplitude en 2024 : ⟦0,0511@value!⟧, quasi nulle."),
A('q_corr_2024', 'wrong_sign', 'ja-JP', 'vinegar',
  f"2024年の出来高と値幅の相関係数は⟦−0.051@value!⟧で、ほぼ無相関。"),
# ---------------------------------------------------------------- q_monthly_2024
A('q_monthly_2024', 'faithful', 'zh-CN', 'brewpub',
  f"2024 年月线：只有4月收涨，涨 ⟦1,008@{M('04')}.change⟧ 点；7月跌得最多，⟦−1,374@{M('07')}.change⟧ 点；"
  f"12月收于 ⟦8,944@{M('12')}.close⟧。"),
A('q_monthly_2024', 'faithful', 'ja-JP', 'tortilla',
  f"2024年の月足：上昇は4月だけで⟦+1,008@{M('04')}.change⟧ポイント、ほかの月はすべて下落。"
  f"月平均の変化は⟦−728.13@stats.change.mean⟧ポイント。"),
A('q_monthly_2024', 'faithful', 'it-IT', 'tofu',
  f"barre mensili 2024: gennaio da ⟦17.578,75@{M('01')}.open⟧ a ⟦16.392,25@{M('01')}.close⟧; luglio il mese peggiore "
  f"con ⟦−1.374@{M('07')}.change⟧ punti; dicembre chiuso a ⟦8.944@{M('12')}.close⟧."),
A('q_monthly_2024', 'wrong_sign', 'de-DE', 'eggpack',
  f"Monatsbalken 2024: der April brachte ⟦−1.008@{M('04')}.change!⟧ Punkte, Schluss bei "
  f"⟦15.781,5@{M('04')}.close⟧."),
A('q_monthly_2024', 'wrong_row', 'pt-BR', 'wheelwright',
  f"em março de 2024 a variação do NQ foi de ⟦−1.065,25@{M('03')}.change~{M('08')}.change!⟧ pontos, com fechamento em "
  f"⟦14.798,5@{M('03')}.close⟧."),
A('q_monthly_2024', 'wrong_column', 'ru-RU', 'vinegar',
  f"июль 2024 г. закрылся на ⟦12_192,75@{M('07')}.close~{M('07')}.low!⟧ п.: худший месяц года, "
  f"⟦−1374@{M('07')}.change⟧ п."),
]
