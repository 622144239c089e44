"""Market-data queries, part 2 (q_year_volume ... q_monthly_2024). Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def r(d, col):
    return f"row('{d}').{col}"


def yv(y):
    return f"row({y}).mean_volume"


def hv(h):
    return f"row('{h}').mean_volume"


N7 = "'2023-11-07'"

ENTRIES = [
# ---------------------------------------------------------------- q_year_volume
A('q_year_volume', 'faithful', 'zh-CN', 'market',
  "按年平均日成交量：2023 年 ⟦201,034@" + yv(2023) + "⟧ 手（⟦250@row(2023).count⟧ 天），2024 年 ⟦201,006@" +
  yv(2024) + "⟧ 手（⟦252@row(2024).count⟧ 天），2025 年目前只有 ⟦1@row(2025).count⟧ 个交易日。"),
A('q_year_volume', 'faithful', 'pl-PL', 'waterpark',
  "średni dzienny wolumen: 2023 r. — ⟦201_034@" + yv(2023) + "⟧ kontraktów, 2024 r. — ⟦201_006@" + yv(2024) +
  "⟧; rok 2025 ma na razie jedną sesję, z ⟦201_902@" + yv(2025) + "⟧. Praktycznie bez zmian."),
A('q_year_volume', 'faithful', 'it-IT', 'hatchery',
  "volume medio giornaliero quasi identico: ⟦201.033,96@" + yv(2023) + "⟧ contratti nel 2023 e ⟦201.006,37@" +
  yv(2024) + "⟧ nel 2024; il 2025 conta una sola seduta, con ⟦201.902@" + yv(2025) + "⟧."),
A('q_year_volume', 'wrong_year', 'ru-RU', 'sheepfold',
  "средний дневной объём в 2023 году — ⟦201 006@" + yv(2023) + "~" + yv(2024) + "!⟧ контрактов за "
  "⟦250@row(2023).count⟧ сессий; в 2025 году пока одна сессия."),
A('q_year_volume', 'misrounded', 'en-US', 'cattle',
  "average daily volume: ⟦201,034@" + yv(2023) + "⟧ contracts in 2023 vs ⟦201,006.2@" + yv(2024) +
  "!⟧ in 2024, so the two years are practically level."),
A('q_year_volume', 'miscomputed', 'fr-FR', 'poolside',
  "la séance unique de 2025 affiche ⟦201_902@" + yv(2025) + "⟧ contrats, soit d'après mon calcul ⟦859@" + yv(2025) +
  "-" + yv(2024) + "!⟧ de plus que la moyenne de 2024."),
# ---------------------------------------------------------------- q_rth_hour_volume
A('q_rth_hour_volume', 'faithful', 'es-ES', 'sheepfold',
  "en las últimas 20 sesiones la hora más negociada del horario regular es la de las 15:00, con ⟦19.373@" + hv('15') +
  "⟧ contratos de media; la más floja, las 16:00, con ⟦5808@" + hv('16') + "⟧."),
A('q_rth_hour_volume', 'faithful', 'ja-JP', 'piggery',
  "直近20日のRTHで出来高が最も多いのは15:00台（平均⟦19,373.2@" + hv('15') + "⟧枚）、次いで09:00台の"
  "⟦17,542.25@" + hv('09') + "⟧枚。"),
A('q_rth_hour_volume', 'faithful', 'de-DE', 'cattle',
  "RTH-Volumen der letzten 20 Tage je Stunde: Spitze um 15:00 mit ⟦19.373@" + hv('15') + "⟧ Kontrakten im Schnitt, "
  "dann 09:00 mit ⟦17.542@" + hv('09') + "⟧; 13:00 ist mit ⟦12.327@" + hv('13') + "⟧ die ruhigste Stunde vor 16:00."),
A('q_rth_hour_volume', 'faithful', 'ru-RU', 'mussel',
  "за последние 20 дней в основную сессию больше всего торгуется час 15:00 — ⟦19_373,22@" + hv('15') +
  "⟧ контракта в среднем; меньше всего 16:00 — ⟦5808,33@" + hv('16') + "⟧. Всего ⟦154@R.source_row_count⟧ "
  "часовых бара."),
A('q_rth_hour_volume', 'wrong_row', 'nl-NL', 'paperlamp',
  "gemiddeld volume per uur, laatste 20 dagen: 15:00 is het drukst met ⟦19.373,2@" + hv('15') + "⟧ contracten; "
  "om 12:00 gaat er ⟦14.523,4@" + hv('12') + "~" + hv('10') + "!⟧ om."),
A('q_rth_hour_volume', 'derived', 'pt-BR', 'bouncy',
  "na média dos últimos 20 dias, 15:00 negocia ⟦19.373,2@" + hv('15') + "⟧ contratos e 09:00, ⟦17.542,25@" +
  hv('09') + "⟧; a diferença, que calculei, é de ⟦1.831@" + hv('15') + "-" + hv('09') + "!⟧ contratos por hora."),
A('q_rth_hour_volume', 'coincidental', 'pl-PL', 'fabric',
  "w ostatnich 20 sesjach najwięcej obrotu ma godzina 15:00 (⟦19_373@" + hv('15') + "⟧ kontraktów średnio), a "
  "13:00 — ⟦13_298@" + hv('13') + "!⟧."),
# ---------------------------------------------------------------- q_up_pct_2024
A('q_up_pct_2024', 'faithful', 'de-DE', 'mussel',
  "2024 schlossen ⟦40,5 %@value*100⟧ der ⟦252@R.source_row_count⟧ Handelstage über dem Eröffnungskurs, also "
  "weniger als die Hälfte."),
A('q_up_pct_2024', 'faithful', 'zh-CN', 'fishfarm',
  "2024 年收盘高于开盘的交易日占 ⟦40.48%@value*100⟧，不到一半。"),
A('q_up_pct_2024', 'faithful', 'it-IT', 'market',
  "nel 2024 le sedute chiuse sopra l'apertura sono state il ⟦40,476 %@value*100⟧ delle ⟦252@R.source_row_count⟧ "
  "totali; le altre hanno chiuso in calo o in parità."),
A('q_up_pct_2024', 'misrounded', 'pl-PL', 'paperlamp',
  "w 2024 r. wzrostem (zamknięcie powyżej otwarcia) skończyło się ⟦40,6 %@value*100!⟧ sesji."),
A('q_up_pct_2024', 'derived', 'fr-FR', 'waterpark',
  "en 2024, ⟦40,48 %@value*100⟧ des séances ont clôturé au-dessus de l'ouverture ; sur ⟦252@R.source_row_count⟧ "
  "séances, cela fait ⟦102@value*R.source_row_count!⟧ jours de hausse, calcul de ma part."),
A('q_up_pct_2024', 'wrong_unit', 'pt-BR', 'cattle',
  "a fatia de pregões de alta em 2024 (fechamento acima da abertura) foi de ⟦40,48@value*100~value*100!⟧ "
  "pontos-base.", unit_note='a percentage quoted as basis points'),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
A('q_stats_2023_vs_2024', 'faithful', 'fr-FR', 'market',
  "2023 contre 2024 : amplitude moyenne ⟦363,2@A.mean_range⟧ puis ⟦274,4@B.mean_range⟧ points, volume moyen "
  "⟦201_034@A.mean_volume⟧ puis ⟦201_006@B.mean_volume⟧ contrats. 2023 était plus agitée, le volume n'a presque "
  "pas bougé."),
A('q_stats_2023_vs_2024', 'faithful', 'pt-BR', 'fabric',
  "amplitude média: ⟦363,24@A.mean_range⟧ pontos em 2023 (⟦250@A.count⟧ pregões) contra ⟦274,44@B.mean_range⟧ "
  "em 2024 (⟦252@B.count⟧); volume praticamente igual nos dois anos."),
A('q_stats_2023_vs_2024', 'faithful', 'nl-NL', 'bouncy',
  "2023 was onrustiger: gemiddelde range ⟦363@A.mean_range⟧ punten tegen ⟦274@B.mean_range⟧ in 2024. Het "
  "gemiddelde volume bleef gelijk: ⟦201.034@A.mean_volume⟧ en ⟦201.006@B.mean_volume⟧ contracten."),
A('q_stats_2023_vs_2024', 'wrong_year', 'en-GB', 'waterpark',
  "2023 averaged a daily range of ⟦274.4@A.mean_range~B.mean_range!⟧ points on ⟦201,034@A.mean_volume⟧ "
  "contracts a day."),
A('q_stats_2023_vs_2024', 'wrong_year', 'es-ES', 'piggery',
  "en 2024 el rango medio fue de ⟦274,44@B.mean_range⟧ puntos en ⟦250@B.count~A.count!⟧ sesiones; en 2023, de "
  "⟦363,24@A.mean_range⟧."),
A('q_stats_2023_vs_2024', 'miscomputed', 'zh-CN', 'fishfarm',
  "2023 年平均波幅 ⟦363.2@A.mean_range⟧ 点，2024 年 ⟦274.4@B.mean_range⟧ 点；我自己算，2023 年比 2024 年宽 "
  "⟦98.8@A.mean_range-B.mean_range!⟧ 点。"),
A('q_stats_2023_vs_2024', 'wrong_unit', 'ja-JP', 'hatchery',
  "2023年の日次平均出来高は⟦201,034@A.mean_volume~A.mean_volume!⟧円、2024年は⟦201,006@B.mean_volume⟧枚で、"
  "ほぼ横ばい。", unit_note='contract volume quoted as yen'),
# ---------------------------------------------------------------- q_big_up_days_2023
A('q_big_up_days_2023', 'faithful', 'it-IT', 'sheepfold',
  "nel 2023 le sedute chiuse oltre il 2 % sopra l'apertura sono ⟦14@R.summary.rows⟧; la più forte il "
  "⟦6 dicembre@D:2023-12-06⟧ con ⟦+3,32 %@" + r('2023-12-06', 'chg') + "⟧, la prima il "
  "⟦18 gennaio@D:2023-01-18⟧ (⟦+2,5 %@" + r('2023-01-18', 'chg') + "⟧)."),
A('q_big_up_days_2023', 'faithful', 'es-ES', 'mussel',
  "en 2023 hubo ⟦14@R.summary.rows⟧ días con cierre más de un 2 % por encima de la apertura, con una subida media "
  "del ⟦2,44 %@stats.chg.mean⟧; el menor, el ⟦27 de marzo@D:2023-03-27⟧, ⟦2,01 %@" + r('2023-03-27', 'chg') + "⟧."),
A('q_big_up_days_2023', 'faithful', 'en-GB', 'fabric',
  "on ⟦7 Nov@D:2023-11-07⟧ 2023 the contract opened at ⟦17,632@" + r('2023-11-07', 'open') + "⟧ and closed at "
  "⟦18,182.75@" + r('2023-11-07', 'close') + "⟧, ⟦+3.12%@" + r('2023-11-07', 'chg') + "⟧ — the second-largest "
  "of the fourteen days over 2%."),
A('q_big_up_days_2023', 'wrong_column', 'fr-FR', 'bouncy',
  "le ⟦7 novembre@D:2023-11-07⟧ 2023, clôture à ⟦17_632@" + r('2023-11-07', 'close') + "~" + r('2023-11-07', 'open') +
  "!⟧ points, soit ⟦+3,12 %@" + r('2023-11-07', 'chg') + "⟧ sur la journée."),
A('q_big_up_days_2023', 'misrounded', 'de-DE', 'fishfarm',
  "erster Tag 2023 mit mehr als 2 % Plus: der ⟦18.01.@D:2023-01-18⟧ mit ⟦+2,52 %@" + r('2023-01-18', 'chg') +
  "!⟧ vom Open bis zum Schluss."),
A('q_big_up_days_2023', 'miscomputed', 'en-US', 'piggery',
  "⟦Nov 7, 2023@D:2023-11-07⟧: open ⟦17,632@" + r('2023-11-07', 'open') + "⟧, close ⟦18,182.75@" +
  r('2023-11-07', 'close') + "⟧; by my arithmetic that is a ⟦505.75@" + r('2023-11-07', 'close') + "-" +
  r('2023-11-07', 'open') + "!⟧-point gain."),
# ---------------------------------------------------------------- q_corr_2024
A('q_corr_2024', 'faithful', 'pt-BR', 'sheepfold',
  "em 2024 a correlação entre volume diário e amplitude foi de ⟦0,051@value⟧ em ⟦252@R.source_row_count⟧ "
  "pregões — praticamente nula."),
A('q_corr_2024', 'faithful', 'zh-CN', 'bouncy',
  "2024 年日成交量与日内波幅的相关系数为 ⟦0.05@value⟧，几乎没有相关性。"),
A('q_corr_2024', 'faithful', 'pl-PL', 'piggery',
  "korelacja wolumenu z dziennym zakresem w 2024 r. wynosi ⟦0,0512@value⟧, czyli praktycznie zero."),
A('q_corr_2024', 'misrounded', 'it-IT', 'hatchery',
  "nel 2024 la correlazione tra volume giornaliero ed escursione è ⟦0,0513@value!⟧: in pratica nessun legame."),
A('q_corr_2024', 'invented', 'en-US', 'paperlamp',
  "in 2024 daily volume and range correlated at ⟦0.18@value!⟧ — a weak link at best."),
A('q_corr_2024', 'wrong_sign', 'ru-RU', 'market',
  "в 2024 году корреляция объёма и дневного диапазона составила ⟦−0,051@value!⟧ — связи практически нет."),
# ---------------------------------------------------------------- q_monthly_2024
A('q_monthly_2024', 'faithful', 'es-ES', 'poolside',
  "en 2024 solo abril cerró por encima de su apertura, con ⟦+1008@" + r('2024-04', 'change') + "⟧ puntos; el peor "
  "mes fue julio, con ⟦−1374@" + r('2024-07', 'change') + "⟧. Variación media mensual: ⟦−728,13@stats.change.mean⟧."),
A('q_monthly_2024', 'faithful', 'en-US', 'cattle',
  "monthly bars, 2024: January opened at ⟦17,578.75@" + r('2024-01', 'open') + "⟧ and the December bar closed at "
  "⟦8,944@" + r('2024-12', 'close') + "⟧; the lowest monthly low was December's ⟦8,926.25@" + r('2024-12', 'low') +
  "⟧."),
A('q_monthly_2024', 'faithful', 'pt-BR', 'bouncy',
  "barras mensais de 2024: a máxima mais alta foi a de janeiro, ⟦17.877,5@" + r('2024-01', 'high') + "⟧; julho teve "
  "a maior queda, ⟦−1.374@" + r('2024-07', 'change') + "⟧ pontos, e agosto fechou em ⟦11.905@" +
  r('2024-08', 'close') + "⟧."),
A('q_monthly_2024', 'faithful', 'ja-JP', 'paperlamp',
  "2024年の月足：上昇は4月だけで⟦+1,008@" + r('2024-04', 'change') + "⟧ポイント。最大の下げは7月の⟦−1,374@" +
  r('2024-07', 'change') + "⟧、12月は⟦−621@" + r('2024-12', 'change') + "⟧で引けた。"),
A('q_monthly_2024', 'wrong_sign', 'nl-NL', 'sheepfold',
  "maandbalken 2024: juni opende op ⟦14.548@" + r('2024-06', 'open') + "⟧ en eindigde met ⟦+234,75@" +
  r('2024-06', 'change') + "!⟧ punten."),
A('q_monthly_2024', 'wrong_column', 'ru-RU', 'fabric',
  "январь 2024 года открылся на ⟦17_578,75@" + r('2024-01', 'open') + "⟧ и закрылся на ⟦16_257,25@" +
  r('2024-01', 'close') + "~" + r('2024-01', 'low') + "!⟧ пункта."),
A('q_monthly_2024', 'coincidental', 'zh-CN', 'waterpark',
  "2024 年 12月 月线开于 ⟦9,565@" + r('2024-12', 'open') + "⟧，收于 ⟦8,929@" + r('2024-12', 'close') +
  "!⟧，全年仅 4月 收涨。"),
]
