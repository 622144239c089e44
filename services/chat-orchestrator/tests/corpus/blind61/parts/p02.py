"""Market-data queries, part 2 (q_year_volume ... q_monthly_2024). Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def d(x, col):
    return f"row('{x}').{col}"


Y3, Y4, Y5 = (f"row({y}).mean_volume" for y in (2023, 2024, 2025))
H = {h: f"row('{h}').mean_volume" for h in ('09', '10', '11', '12', '13', '14', '15', '16')}

ENTRIES = [
# ---------------------------------------------------------------- q_year_volume
A('q_year_volume', 'faithful', 'fr-FR', 'bellfound',
  f"Volume quotidien moyen : ⟦201_034@{Y3}⟧ en 2023 (⟦250@row(2023).count⟧ séances), ⟦201_006@{Y4}⟧ en 2024 "
  f"(⟦252@row(2024).count⟧) ; 2025 ne compte qu'une séance, à ⟦201_902@{Y5}⟧."),
A('q_year_volume', 'faithful', 'pt-BR', 'husky',
  f"volume médio diário do NQ: 2023 — ⟦201.034@{Y3}⟧; 2024 — ⟦201.006@{Y4}⟧; 2025 — ⟦201.902@{Y5}⟧, mas de um "
  f"único pregão. Praticamente estável. Cães bem alimentados."),
A('q_year_volume', 'faithful', 'en-US', 'zipline',
  f"Average daily volume by year — 2023: ⟦201,034@{Y3}⟧ over ⟦250@row(2023).count⟧ sessions; 2024: "
  f"⟦201,006@{Y4}⟧ over ⟦252@row(2024).count⟧; 2025: ⟦201,902@{Y5}⟧ from a single session so far."),
A('q_year_volume', 'wrong_year', 'ja-JP', 'roofer',
  f"年別の平均日次出来高は、2023年が⟦201,034@{Y3}⟧、2024年が⟦201,902@{Y4}~{Y5}!⟧。2025年はまだ一日分のみ。"),
A('q_year_volume', 'derived', 'nl-NL', 'ramen',
  f"Gemiddeld dagvolume — 2023: ⟦201.034@{Y3}⟧, 2024: ⟦201.006@{Y4}⟧; zelf afgetrokken scheelt dat "
  f"⟦27,6@{Y3}-{Y4}!⟧ per dag, dus vrijwel gelijk. Bouillon helder."),
A('q_year_volume', 'coincidental', 'ru-RU', 'pretzel',
  f"средний дневной объём: 2023 г. — ⟦201_034@{Y3}⟧ за ⟦250@row(2023).count⟧ сессий, 2024 г. — "
  f"⟦201_006@{Y4}⟧ за ⟦248@row(2024).count!⟧ сессий. Почти без перемен."),
# ---------------------------------------------------------------- q_rth_hour_volume
A('q_rth_hour_volume', 'faithful', 'zh-CN', 'aerialcabin',
  f"最近 20 个交易日常规时段里，15:00–15:59 最活跃，平均成交 ⟦19,373@{H['15']}⟧；其次是 09:00 时段，"
  f"为 ⟦17,542@{H['09']}⟧；16:00 最清淡，为 ⟦5,808@{H['16']}⟧。"),
A('q_rth_hour_volume', 'faithful', 'pl-PL', 'canallock',
  f"w ostatnich 20 sesjach najwięcej obrotu w godzinach RTH daje 15:00–15:59: średnio ⟦19_373@{H['15']}⟧; "
  f"potem 09:00 (⟦17_542@{H['09']}⟧), najmniej 16:00 (⟦5808@{H['16']}⟧). Spokojna śluza."),
A('q_rth_hour_volume', 'faithful', 'nl-NL', 'bellfound',
  f"Drukste RTH-uur van de laatste 20 dagen: 15:00 met gemiddeld ⟦19.373,2@{H['15']}⟧, daarna 09:00 met "
  f"⟦17.542,25@{H['09']}⟧; rustigst 16:00, ⟦5.808,3@{H['16']}⟧."),
A('q_rth_hour_volume', 'wrong_unit', 'en-US', 'yurt',
  f"The busiest RTH hour lately is 15:00–15:59, averaging $⟦19,373@{H['15']}~{H['15']}!⟧ an hour; the opening "
  f"hour 09:00 follows with ⟦17,542@{H['09']}⟧, and 16:00 is the quietest.",
  unit_note='volume quoted as US dollars'),
A('q_rth_hour_volume', 'wrong_row', 'ja-JP', 'zipline',
  f"直近20日のRTHで出来高が最も多いのは15時台で平均⟦19,373@{H['15']}⟧、最も少ないのは16時台で"
  f"⟦12,327@{H['16']}~{H['13']}!⟧。"),
A('q_rth_hour_volume', 'miscomputed', 'de-DE', 'telegraph',
  f"Stärkste RTH-Stunde zuletzt: 15:00 mit ⟦19.373@{H['15']}⟧ im Schnitt, schwächste 16:00 mit "
  f"⟦5.808@{H['16']}⟧; nach meiner Rechnung das ⟦3,53@{H['15']}/{H['16']}!⟧-Fache."),
# ---------------------------------------------------------------- q_up_pct_2024
A('q_up_pct_2024', 'faithful', 'nl-NL', 'pretzel',
  "In 2024 sloot de NQ op ⟦40,5@value*100⟧ % van de ⟦252@R.source_row_count⟧ handelsdagen hoger dan de "
  "opening — minder dan de helft."),
A('q_up_pct_2024', 'faithful', 'en-US', 'aerialcabin',
  "In 2024, ⟦40.48%@value*100⟧ of sessions closed above their open, out of ⟦252@R.source_row_count⟧ days: "
  "fewer than half."),
A('q_up_pct_2024', 'faithful', 'fr-FR', 'yurt',
  "Part des séances haussières en 2024 : ⟦40,48 %@value*100⟧ sur ⟦252@R.source_row_count⟧ séances. "
  "Moins d'une sur deux."),
A('q_up_pct_2024', 'misrounded', 'zh-CN', 'telegraph',
  "2024 年收盘高于开盘的交易日占 ⟦40.4%@value*100!⟧，不到一半。"),
A('q_up_pct_2024', 'invented', 'pl-PL', 'dryclean',
  "w 2024 r. na plusie zamknęło się ⟦37,9@value*100!⟧% sesji, mniej niż połowa."),
A('q_up_pct_2024', 'derived', 'pt-BR', 'canallock',
  "em 2024, ⟦40,5@value*100⟧ % dos ⟦252@R.source_row_count⟧ pregões fecharam em alta; fiz a conta: "
  "⟦102@value*R.source_row_count!⟧ dias de alta."),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
A('q_stats_2023_vs_2024', 'faithful', 'it-IT', 'aerialcabin',
  "2023 contro 2024: escursione media ⟦363,2@A.mean_range⟧ punti contro ⟦274,4@B.mean_range⟧; volume medio "
  "⟦201.034@A.mean_volume⟧ contro ⟦201.006@B.mean_volume⟧. Il 2024 più calmo, volumi quasi identici."),
A('q_stats_2023_vs_2024', 'faithful', 'nl-NL', 'yurt',
  "Gemiddelde dagrange 2023: ⟦363,24@A.mean_range⟧ punten over ⟦250@A.count⟧ dagen; 2024: "
  "⟦274,44@B.mean_range⟧ over ⟦252@B.count⟧. Volume ⟦201.034@A.mean_volume⟧ tegen ⟦201.006@B.mean_volume⟧."),
A('q_stats_2023_vs_2024', 'faithful', 'de-DE', 'bellfound',
  "2023: Spanne ⟦363@A.mean_range⟧ Punkte, Volumen ⟦201.034@A.mean_volume⟧; 2024: Spanne ⟦274@B.mean_range⟧, "
  "Volumen ⟦201.006@B.mean_volume⟧. Ruhigeres Jahr 2024 bei fast gleichem Umsatz."),
A('q_stats_2023_vs_2024', 'wrong_year', 'pl-PL', 'zipline',
  "średni zakres dzienny w 2023 r.: ⟦274,4@A.mean_range~B.mean_range!⟧ pkt, wolumen ⟦201_034@A.mean_volume⟧; "
  "w 2024 r. wolumen ⟦201_006@B.mean_volume⟧."),
A('q_stats_2023_vs_2024', 'wrong_year', 'en-US', 'gristmill',
  "2024 averaged ⟦274.4@B.mean_range⟧ points of range and ⟦201,006@B.mean_volume⟧ in volume over "
  "⟦250@B.count~A.count!⟧ sessions; 2023 ran wider at ⟦363.2@A.mean_range⟧."),
A('q_stats_2023_vs_2024', 'miscomputed', 'es-ES', 'dryclean',
  "rango medio: ⟦363,24@A.mean_range⟧ puntos en 2023 y ⟦274,44@B.mean_range⟧ en 2024; según mis cuentas, "
  "⟦86,80@A.mean_range-B.mean_range!⟧ puntos menos. Volumen casi igual (⟦201.034@A.mean_volume⟧ frente a "
  "⟦201.006@B.mean_volume⟧)."),
A('q_stats_2023_vs_2024', 'coincidental', 'zh-CN', 'ramen',
  "2023 年平均日波幅 ⟦363.2@A.mean_range⟧ 点，2024 年降到 ⟦274.4@B.mean_range⟧ 点；日均成交量 2024 年为 "
  "⟦201,032@B.mean_volume!⟧，与上一年相当。"),
# ---------------------------------------------------------------- q_big_up_days_2023
A('q_big_up_days_2023', 'faithful', 'zh-CN', 'ramen',
  f"2023 年收盘较开盘涨超 2% 的交易日共 ⟦14@R.summary.rows⟧ 天，最大一天是 ⟦12月6日@D:2023-12-06⟧，涨 "
  f"⟦3.32%@{d('2023-12-06','chg')}⟧；其次 ⟦11月7日@D:2023-11-07⟧，涨 ⟦3.12%@{d('2023-11-07','chg')}⟧；"
  f"平均 ⟦2.44%@stats.chg.mean⟧。"),
A('q_big_up_days_2023', 'faithful', 'ja-JP', 'aerialcabin',
  f"2023年に始値比2%超で引けたのは⟦14@R.summary.rows⟧営業日。最大は⟦12月6日@D:2023-12-06⟧の"
  f"⟦+3.32%@{d('2023-12-06','chg')}⟧、最小は⟦3月27日@D:2023-03-27⟧の⟦+2.01%@{d('2023-03-27','chg')}⟧。"),
A('q_big_up_days_2023', 'faithful', 'ru-RU', 'roofer',
  f"в 2023 году ⟦14@R.summary.rows⟧ сессий закрылись выше открытия больше чем на 2 %: первая — "
  f"⟦18 января@D:2023-01-18⟧ (⟦+2,5@{d('2023-01-18','chg')}⟧ %), сильнейшая — ⟦6 декабря@D:2023-12-06⟧ "
  f"(⟦+3,32@{d('2023-12-06','chg')}⟧ %)."),
A('q_big_up_days_2023', 'wrong_unit', 'nl-NL', 'canallock',
  f"In 2023 sloten ⟦14@R.summary.rows⟧ dagen meer dan 2 % boven de opening; de sterkste, "
  f"⟦6 december@D:2023-12-06⟧, won ⟦3,32@{d('2023-12-06','chg')}~{d('2023-12-06','chg')}!⟧ punten.",
  unit_note='a percentage change quoted as index points'),
A('q_big_up_days_2023', 'wrong_row', 'es-ES', 'telegraph',
  f"en 2023 hubo ⟦14@R.summary.rows⟧ sesiones con cierre más de un 2 % por encima de la apertura; la primera, "
  f"el ⟦18 de enero@D:2023-01-18⟧, subió un ⟦2,19@{d('2023-01-18','chg')}~{d('2023-02-02','chg')}!⟧ %, y la "
  f"mayor, el ⟦6 de diciembre@D:2023-12-06⟧, un ⟦3,32@{d('2023-12-06','chg')}⟧ %."),
A('q_big_up_days_2023', 'derived', 'it-IT', 'zipline',
  f"nel 2023 le sedute chiuse oltre il 2 % sopra l'apertura sono ⟦14@R.summary.rows⟧; il "
  f"⟦7 novembre@D:2023-11-07⟧ il NQ aprì a ⟦17.632@{d('2023-11-07','open')}⟧ e chiuse a "
  f"⟦18.182,75@{d('2023-11-07','close')}⟧: facendo io la sottrazione, "
  f"⟦+550,75@{d('2023-11-07','close')}-{d('2023-11-07','open')}!⟧ punti."),
# ---------------------------------------------------------------- q_corr_2024
A('q_corr_2024', 'faithful', 'fr-FR', 'roofer',
  "Corrélation volume–amplitude en 2024 : ⟦0,051@value⟧ sur ⟦252@R.source_row_count⟧ séances, autrement dit "
  "quasi nulle. Ardoise posée, rien à signaler."),
A('q_corr_2024', 'faithful', 'it-IT', 'telegraph',
  "correlazione tra volume ed escursione nel 2024: ⟦0,05@value⟧, praticamente nessun legame. Telegramma breve."),
A('q_corr_2024', 'faithful', 'zh-CN', 'bellfound',
  "2024 年成交量与日波幅的相关系数为 ⟦0.0512@value⟧，基本不相关。"),
A('q_corr_2024', 'invented', 'ru-RU', 'pretzel',
  "корреляция объёма и диапазона в 2024 году — ⟦0,19@value!⟧, связь слабая."),
A('q_corr_2024', 'misrounded', 'pl-PL', 'aerialcabin',
  "korelacja wolumenu z zakresem w 2024 r.: ⟦0,052@value!⟧, czyli praktycznie brak związku."),
A('q_corr_2024', 'wrong_sign', 'pt-BR', 'dryclean',
  "correlação entre volume e amplitude em 2024: ⟦−0,05@value!⟧, praticamente nula."),
# ---------------------------------------------------------------- q_monthly_2024
A('q_monthly_2024', 'faithful', 'en-US', 'husky',
  f"Monthly bars of 2024: April was the only up month, ⟦+1,008@{d('2024-04','change')}⟧ points open to close; "
  f"July the worst at ⟦−1,374@{d('2024-07','change')}⟧, October next at ⟦−1,238@{d('2024-10','change')}⟧. "
  f"Average month ⟦−728.13@stats.change.mean⟧."),
A('q_monthly_2024', 'faithful', 'en-GB', 'pretzel',
  f"2024 by month: eleven down and one up — April, ⟦+1,008@{d('2024-04','change')}⟧. The year opened at "
  f"⟦17,578.75@{d('2024-01','open')}⟧ and December closed at ⟦8,944@{d('2024-12','close')}⟧; December's low, "
  f"⟦8,926.25@{d('2024-12','low')}⟧, was the year's lowest."),
A('q_monthly_2024', 'faithful', 'ru-RU', 'dryclean',
  f"месячные бары 2024 года: рост только в апреле (⟦+1008@{d('2024-04','change')}⟧ пунктов), худший месяц — "
  f"июль (⟦−1374@{d('2024-07','change')}⟧); в среднем ⟦−728,13@stats.change.mean⟧ за месяц. Декабрь закрылся "
  f"на ⟦8944@{d('2024-12','close')}⟧."),
A('q_monthly_2024', 'faithful', 'es-ES', 'yurt',
  f"barras mensuales de 2024: solo abril subió (⟦+1.008@{d('2024-04','change')}⟧ puntos); julio fue el peor "
  f"(⟦−1.374@{d('2024-07','change')}⟧), con mínimo en ⟦12.192,75@{d('2024-07','low')}⟧. Diciembre cerró en "
  f"⟦8.944@{d('2024-12','close')}⟧."),
A('q_monthly_2024', 'wrong_sign', 'pl-PL', 'aerialcabin',
  f"słupki miesięczne 2024: jedynym wzrostowym miesiącem był kwiecień (⟦+1008@{d('2024-04','change')}⟧ pkt), "
  f"najgorszy lipiec (⟦−1374@{d('2024-07','change')}⟧); październik: ⟦+1238@{d('2024-10','change')}!⟧ pkt."),
A('q_monthly_2024', 'wrong_column', 'it-IT', 'roofer',
  f"barre mensili 2024: unico mese positivo aprile, aperto a ⟦14.773,5@{d('2024-04','open')}⟧ e chiuso a "
  f"⟦16.666@{d('2024-04','close')}~{d('2024-04','high')}!⟧; peggiore luglio (⟦−1.374@{d('2024-07','change')}⟧)."),
A('q_monthly_2024', 'wrong_row', 'pt-BR', 'bellfound',
  f"barras mensais de 2024: só abril fechou em alta (⟦+1.008@{d('2024-04','change')}⟧ pontos); o pior mês foi "
  f"julho, com ⟦−1.065,25@{d('2024-07','change')}~{d('2024-08','change')}!⟧. Dezembro fechou em "
  f"⟦8.944@{d('2024-12','close')}⟧."),
]
