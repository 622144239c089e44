"""Market-data queries, part 2 (q_year_volume ... q_monthly_2024). Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def pu(m):
    return f"row('{m}').pct_up*100"


def mo(m, col):
    return f"row('2024-{m}').{col}"


ENTRIES = [
# ---------------------------------------------------------------- q_year_volume
A('q_year_volume', 'faithful', 'ru-RU', 'boulder',
  "средний дневной объём NQ: 2023 г. — ⟦201_034@row(2023).mean_volume⟧ контракта за ⟦250@row(2023).count⟧ "
  "сессий, 2024 г. — ⟦201_006@row(2024).mean_volume⟧ за ⟦252@row(2024).count⟧; в 2025 г. пока одна сессия, "
  "⟦201_902@row(2025).mean_volume⟧."),
A('q_year_volume', 'faithful', 'nl-NL', 'tuktuk',
  "Gemiddeld dagvolume NQ: ⟦201.034@row(2023).mean_volume⟧ contracten in 2023, ⟦201.006@row(2024).mean_volume⟧ "
  "in 2024, vrijwel gelijk. 2025 telt pas ⟦1@row(2025).count⟧ sessie, met ⟦201.902@row(2025).mean_volume⟧."),
A('q_year_volume', 'faithful', 'de-DE', 'crepe',
  "Durchschnittsvolumen je Handelstag: 2023 waren es ⟦201.033,96@row(2023).mean_volume⟧ Kontrakte, 2024 "
  "⟦201.006,37@row(2024).mean_volume⟧; 2025 liegt mit ⟦201.902@row(2025).mean_volume⟧ höher, beruht aber auf "
  "einer einzigen Sitzung."),
A('q_year_volume', 'wrong_year', 'zh-CN', 'waffle',
  "2024 年 NQ 日均成交量为 ⟦201,034@row(2024).mean_volume~row(2023).mean_volume!⟧ 手；2025 年目前只有一个交易日。"),
A('q_year_volume', 'coincidental', 'fr-FR', 'noodle',
  "Volume quotidien moyen du NQ : ⟦201_009@row(2023).mean_volume!⟧ contrats en 2023, sur "
  "⟦250@row(2023).count⟧ séances ; 2024 reste à peu près au même niveau."),
A('q_year_volume', 'invented', 'it-IT', 'clockwork',
  "Volume medio giornaliero del NQ: ⟦198.450@row(2024).mean_volume!⟧ contratti nel 2024 contro "
  "⟦201.034@row(2023).mean_volume⟧ nel 2023."),
# ---------------------------------------------------------------- q_rth_hour_volume
A('q_rth_hour_volume', 'faithful', 'pl-PL', 'churro',
  "Godziny RTH, ostatnie 20 dni: najwięcej obrotu o 15:00, średnio ⟦19_373@row('15').mean_volume⟧ kontraktów; "
  "drugie jest otwarcie o 09:00 (⟦17_542@row('09').mean_volume⟧), najmniej o 16:00 "
  "(⟦5808@row('16').mean_volume⟧)."),
A('q_rth_hour_volume', 'faithful', 'en-GB', 'boulder',
  "Over the last 20 sessions the 15:00 hour is the busiest in RTH, averaging ⟦19,373@row('15').mean_volume⟧ "
  "contracts; 16:00 is the quietest at ⟦5,808@row('16').mean_volume⟧."),
A('q_rth_hour_volume', 'faithful', 'ja-JP', 'waffle',
  "直近20日のRTH時間帯別出来高：15時台が平均⟦19,373@row('15').mean_volume⟧枚で最多、09:00からの一時間が"
  "⟦17,542@row('09').mean_volume⟧枚で二番目、16時台は⟦5,808@row('16').mean_volume⟧枚。"),
A('q_rth_hour_volume', 'wrong_row', 'ru-RU', 'plumber',
  "самый оживлённый час RTH — 15:00: в среднем ⟦17_542@row('15').mean_volume~row('09').mean_volume!⟧ "
  "контракта за последние 20 дней."),
A('q_rth_hour_volume', 'miscomputed', 'nl-NL', 'dimsum',
  "Drukste RTH-uur is 15:00 met gemiddeld ⟦19.373@row('15').mean_volume⟧ contracten, het openingsuur 09:00 "
  "⟦17.542@row('09').mean_volume⟧; volgens mijn eigen aftreksom zijn dat er "
  "⟦1.381@row('15').mean_volume-row('09').mean_volume!⟧ meer."),
A('q_rth_hour_volume', 'wrong_unit', 'de-DE', 'noodle',
  "Ruhigste RTH-Stunde der letzten 20 Tage ist 16:00 mit im Schnitt "
  "⟦5.808@row('16').mean_volume~row('16').mean_volume!⟧ Kontrakten pro Minute.",
  unit_note='an hourly mean volume quoted per minute'),
# ---------------------------------------------------------------- q_up_pct_2024
A('q_up_pct_2024', 'faithful', 'zh-CN', 'crepe',
  "2024 年 NQ 收涨（收盘高于开盘）的交易日占 ⟦40.48%@value*100⟧，共 ⟦252@R.source_row_count⟧ 个交易日，不到一半。"),
A('q_up_pct_2024', 'faithful', 'ja-JP', 'noodle',
  "2024年、始値より高く引けた日は全体の⟦40.5@value*100⟧％（⟦252@R.source_row_count⟧営業日中）。半分に届かない。"),
A('q_up_pct_2024', 'faithful', 'pt-BR', 'churro',
  "Em 2024, ⟦40,48 %@value*100⟧ dos pregões fecharam acima da abertura, menos da metade dos "
  "⟦252@R.source_row_count⟧ dias."),
A('q_up_pct_2024', 'miscomputed', 'it-IT', 'plumber',
  "Nel 2024 il ⟦40,48@value*100⟧ % delle ⟦252@R.source_row_count⟧ sedute ha chiuso sopra l'apertura; facendo "
  "la moltiplicazione a mano sono ⟦112@value*252!⟧ giorni."),
A('q_up_pct_2024', 'derived', 'en-GB', 'bento',
  "In 2024, ⟦40.48%@value*100⟧ of NQ sessions closed above the open, so by my subtraction "
  "⟦59.52%@100-value*100!⟧ closed at or below it."),
A('q_up_pct_2024', 'invented', 'ru-RU', 'donut',
  "в 2024 г. NQ закрывался выше открытия в ⟦44,8@value*100!⟧ % из ⟦252@R.source_row_count⟧ сессий."),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
A('q_stats_2023_vs_2024', 'faithful', 'zh-CN', 'crepe',
  "2023 年 NQ 日均波幅 ⟦363.24@A.mean_range⟧ 点，2024 年降到 ⟦274.44@B.mean_range⟧ 点；日均成交量几乎不变："
  "⟦201,034@A.mean_volume⟧ 对 ⟦201,006@B.mean_volume⟧。"),
A('q_stats_2023_vs_2024', 'faithful', 'pt-BR', 'churro',
  "2023: amplitude média de ⟦363,2@A.mean_range⟧ pontos e volume médio de ⟦201.034@A.mean_volume⟧ em "
  "⟦250@A.count⟧ pregões. 2024: ⟦274,4@B.mean_range⟧ pontos e ⟦201.006@B.mean_volume⟧ em ⟦252@B.count⟧. "
  "Ano mais calmo, volume igual."),
A('q_stats_2023_vs_2024', 'faithful', 'fr-FR', 'waffle',
  "Amplitude moyenne du NQ : ⟦363,24@A.mean_range⟧ points en 2023 contre ⟦274,44@B.mean_range⟧ en 2024 ; "
  "volume moyen quasi identique, ⟦201_034@A.mean_volume⟧ contre ⟦201_006@B.mean_volume⟧ contrats."),
A('q_stats_2023_vs_2024', 'faithful', 'en-US', 'noodle',
  "2023 averaged a ⟦363.2@A.mean_range⟧-point daily range over ⟦250@A.count⟧ sessions, 2024 "
  "⟦274.4@B.mean_range⟧ over ⟦252@B.count⟧; mean volume barely moved, ⟦201,034@A.mean_volume⟧ vs "
  "⟦201,006@B.mean_volume⟧."),
A('q_stats_2023_vs_2024', 'wrong_year', 'nl-NL', 'zipper',
  "Gemiddeld dagvolume in 2023: ⟦201.006@A.mean_volume~B.mean_volume!⟧ contracten; de dagrange zakte van "
  "⟦363,2@A.mean_range⟧ naar ⟦274,4@B.mean_range⟧ punten in 2024."),
A('q_stats_2023_vs_2024', 'wrong_year', 'en-GB', 'donut',
  "In 2024 NQ's average daily range was ⟦363.2@B.mean_range~A.mean_range!⟧ points over ⟦252@B.count⟧ sessions."),
A('q_stats_2023_vs_2024', 'miscomputed', 'pl-PL', 'clockwork',
  "Średni zakres dzienny: ⟦363,24@A.mean_range⟧ pkt w 2023 r. i ⟦274,44@B.mean_range⟧ pkt w 2024 r.; według "
  "moich obliczeń zakres w 2023 r. był szerszy o ⟦23,4@(A.mean_range/B.mean_range-1)*100!⟧ %."),
# ---------------------------------------------------------------- q_big_up_days_2023
A('q_big_up_days_2023', 'faithful', 'es-ES', 'donut',
  "En 2023 hubo ⟦14@R.summary.rows⟧ sesiones que cerraron más de un 2 % por encima de la apertura; la más "
  "fuerte, el ⟦6 de diciembre@D:2023-12-06⟧, con ⟦+3,32 %@row('2023-12-06').chg⟧."),
A('q_big_up_days_2023', 'faithful', 'en-US', 'plumber',
  "⟦14@R.summary.rows⟧ days in 2023 closed more than 2% over the open, averaging ⟦2.44%@stats.chg.mean⟧. The "
  "first was ⟦Jan 18@D:2023-01-18⟧ (⟦2.5%@row('2023-01-18').chg⟧), the biggest ⟦Dec 6@D:2023-12-06⟧ "
  "(⟦3.32%@row('2023-12-06').chg⟧)."),
A('q_big_up_days_2023', 'faithful', 'de-DE', 'dimsum',
  "2023 gab es ⟦14@R.summary.rows⟧ Tage mit mehr als 2 % Plus vom Open zum Close; am ⟦07.11.@D:2023-11-07⟧ "
  "⟦3,12 %@row('2023-11-07').chg⟧, am ⟦06.12.@D:2023-12-06⟧ ⟦3,32 %@row('2023-12-06').chg⟧, der stärkste."),
A('q_big_up_days_2023', 'wrong_row', 'it-IT', 'noodle',
  "Il più debole dei giorni oltre il 2 % nel 2023 è stato il ⟦27 marzo@D:2023-03-27⟧, con "
  "⟦+2,06 %@row('2023-03-27').chg~row('2023-10-12').chg!⟧ dall'apertura."),
A('q_big_up_days_2023', 'wrong_column', 'ru-RU', 'bento',
  "самый сильный день 2023 г. — ⟦6 декабря@D:2023-12-06⟧: NQ закрылся на "
  "⟦17_263@row('2023-12-06').close~row('2023-12-06').open!⟧ пунктах, ⟦+3,32 %@row('2023-12-06').chg⟧ от "
  "открытия."),
A('q_big_up_days_2023', 'derived', 'pt-BR', 'boulder',
  "Em ⟦06/12/2023@D:2023-12-06⟧ o NQ abriu a ⟦17.263@row('2023-12-06').open⟧ e fechou a "
  "⟦17.836@row('2023-12-06').close⟧; fiz a conta: alta de "
  "⟦573@row('2023-12-06').close-row('2023-12-06').open!⟧ pontos no dia."),
# ---------------------------------------------------------------- q_corr_2024
A('q_corr_2024', 'faithful', 'nl-NL', 'dimsum',
  "Correlatie tussen dagvolume en dagrange in 2024: ⟦0,051@value⟧ over ⟦252@R.source_row_count⟧ dagen, "
  "praktisch geen verband."),
A('q_corr_2024', 'faithful', 'it-IT', 'waffle',
  "Nel 2024 la correlazione fra volume e range giornaliero del NQ è ⟦0,05@value⟧: in pratica nessun legame."),
A('q_corr_2024', 'faithful', 'de-DE', 'boulder',
  "Korrelation Volumen zu Tagesspanne 2024: ⟦0,0512@value⟧ über ⟦252@R.source_row_count⟧ Handelstage. Kaum "
  "messbar."),
A('q_corr_2024', 'misrounded', 'ja-JP', 'churro',
  "2024年の出来高と値幅の相関係数は⟦0.0511@value!⟧、ほぼ無相関。"),
A('q_corr_2024', 'invented', 'en-US', 'zipper',
  "2024 volume-to-range correlation for NQ: ⟦0.34@value!⟧ across ⟦252@R.source_row_count⟧ sessions, a modest "
  "positive link."),
A('q_corr_2024', 'derived', 'ru-RU', 'crepe',
  "корреляция объёма и диапазона в 2024 г. — ⟦0,0512@value⟧; возвёл в квадрат сам: ⟦0,0026@value**2!⟧, то есть "
  "объём объясняет меньше процента разброса."),
# ---------------------------------------------------------------- q_monthly_2024
A('q_monthly_2024', 'faithful', 'nl-NL', 'donut',
  f"Maandbalken 2024: alleen april sloot hoger (⟦+1.008@{mo('04', 'change')}⟧ punten), elf maanden lager; juli "
  f"was de slechtste met ⟦−1.374@{mo('07', 'change')}⟧, oktober volgde met ⟦−1.238@{mo('10', 'change')}⟧."),
A('q_monthly_2024', 'faithful', 'es-ES', 'bento',
  f"Barras mensuales de 2024: el NQ abrió enero en ⟦17.578,75@{mo('01', 'open')}⟧ y cerró diciembre en "
  f"⟦8.944@{mo('12', 'close')}⟧; cambio medio mensual de ⟦−728,13@stats.change.mean⟧ puntos."),
A('q_monthly_2024', 'faithful', 'pl-PL', 'noodle',
  f"2024 r. miesięcznie: najniższe minimum w grudniu, ⟦8926,25@{mo('12', 'low')}⟧ pkt; najgorszy lipiec, "
  f"⟦−1374@{mo('07', 'change')}⟧ pkt; kwiecień jedyny na plusie, ⟦+1008@{mo('04', 'change')}⟧."),
A('q_monthly_2024', 'wrong_sign', 'en-GB', 'crepe',
  f"January 2024 set the tone: NQ moved ⟦+1,186.5@{mo('01', 'change')}!⟧ points from open to close; April was "
  f"the only up month at ⟦+1,008@{mo('04', 'change')}⟧."),
A('q_monthly_2024', 'wrong_column', 'fr-FR', 'tuktuk',
  f"Pire mois de 2024 : juillet, ⟦−1_374@{mo('07', 'change')}⟧ points, clôturé à "
  f"⟦12_192,75@{mo('07', 'close')}~{mo('07', 'low')}!⟧."),
A('q_monthly_2024', 'wrong_row', 'zh-CN', 'zipper',
  f"2024年12月，NQ 月线开收盘变动 ⟦−558.25@{mo('12', 'change')}~{mo('11', 'change')}!⟧ 点；全年只有4月收涨。"),
A('q_monthly_2024', 'misrounded', 'en-US', 'dimsum',
  "NQ's 2024 monthly bars averaged ⟦−728.2@stats.change.mean!⟧ points from open to close; only April "
  "finished up."),
]
