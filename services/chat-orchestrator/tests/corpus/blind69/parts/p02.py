"""Market-data queries, part 2 (q_year_volume ... q_monthly_2024). Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def d(x, col):
    return f"row('{x}').{col}"


def h(x):
    return f"row('{x}').mean_volume"


def y(x, col):
    return f"row({x}).{col}"


ENTRIES = [
# ---------------------------------------------------------------- q_year_volume
A('q_year_volume', 'faithful', 'pt-BR', 'soysauce',
  "volume médio diário do NQ por ano: em 2023, ⟦201.034@" + y(2023, 'mean_volume') + "⟧ contratos em ⟦250@" +
  y(2023, 'count') + "⟧ pregões; em 2024, ⟦201.006@" + y(2024, 'mean_volume') + "⟧ em ⟦252@" + y(2024, 'count') +
  "⟧; em 2025, ⟦201.902@" + y(2025, 'mean_volume') + "⟧ num único pregão."),
A('q_year_volume', 'faithful', 'zh-CN', 'tyrefit',
  "NQ 日均成交量：2023 年 ⟦201,033.96@" + y(2023, 'mean_volume') + "⟧ 手，2024 年 ⟦201,006.37@" + y(2024, 'mean_volume') +
  "⟧ 手，两年几乎持平；2025 年只有 ⟦1@" + y(2025, 'count') + "⟧ 个交易日，日均 ⟦201,902@" + y(2025, 'mean_volume') + "⟧ 手。"),
A('q_year_volume', 'faithful', 'es-ES', 'chocolatier',
  "volumen medio diario del NQ: en 2023, ⟦201.034@" + y(2023, 'mean_volume') + "⟧ contratos en ⟦250@" + y(2023, 'count') +
  "⟧ sesiones; en 2024, ⟦201.006@" + y(2024, 'mean_volume') + "⟧ en ⟦252@" + y(2024, 'count') +
  "⟧. Prácticamente iguales."),
A('q_year_volume', 'wrong_year', 'en-US', 'carwash',
  "Average daily NQ volume in 2024 was ⟦201,902@" + y(2024, 'mean_volume') + "~" + y(2025, 'mean_volume') +
  "!⟧ contracts, against ⟦201,034@" + y(2023, 'mean_volume') + "⟧ in 2023."),
A('q_year_volume', 'wrong_year', 'it-IT', 'scaffold',
  "volume medio giornaliero del NQ nel 2023: ⟦201.006@" + y(2023, 'mean_volume') + "~" + y(2024, 'mean_volume') +
  "!⟧ contratti, su ⟦250@" + y(2023, 'count') + "⟧ sedute."),
A('q_year_volume', 'coincidental', 'en-GB', 'compost',
  "2024 gave the NQ ⟦249@" + y(2024, 'count') + "!⟧ sessions at an average of ⟦201,006@" + y(2024, 'mean_volume') +
  "⟧ contracts a day."),
# ---------------------------------------------------------------- q_rth_hour_volume
A('q_rth_hour_volume', 'faithful', 'pt-BR', 'scaffold',
  "volume médio por hora no RTH, últimos 20 dias: a hora das 15:00 lidera com ⟦19.373,22@" + h('15') + "⟧ contratos, "
  "seguida pela das 09:00 com ⟦17.542,25@" + h('09') + "⟧; a das 16:00 é a mais fraca, ⟦5.808,33@" + h('16') + "⟧."),
A('q_rth_hour_volume', 'faithful', 'pl-PL', 'carwash',
  "w sesji RTH z ostatnich 20 dni najwięcej obrotu przypada na godzinę od 15:00: średnio ⟦19_373@" + h('15') +
  "⟧ kontraktów; najmniej od 16:00: ⟦5808@" + h('16') + "⟧."),
A('q_rth_hour_volume', 'faithful', 'fr-FR', 'seedling',
  "sur les 20 dernières séances, l'heure de 15:00 concentre le plus de volume RTH (⟦19_373,2@" + h('15') +
  "⟧ contrats en moyenne) ; celle de 12:00 en fait ⟦13_395,95@" + h('12') + "⟧, sur ⟦154@R.source_row_count⟧ barres."),
A('q_rth_hour_volume', 'coincidental', 'it-IT', 'soysauce',
  "RTH, ultime 20 sedute: nell'ora delle 11:00 il volume medio è di ⟦13.303@" + h('11') + "!⟧ contratti; il picco "
  "resta alle 15:00."),
A('q_rth_hour_volume', 'miscomputed', 'nl-NL', 'compost',
  "in het uur van 15:00 gaan gemiddeld ⟦13.546,89@" + h('15') + "-" + h('16') + "!⟧ contracten meer om dan in dat van "
  "16:00, volgens mijn eigen aftrekking."),
A('q_rth_hour_volume', 'invented', 'de-DE', 'boilerroom',
  "RTH, letzte 20 Tage: in der Stunde ab 10:00 im Schnitt ⟦15.870@" + h('10') + "!⟧ Kontrakte."),
# ---------------------------------------------------------------- q_up_pct_2024
A('q_up_pct_2024', 'faithful', 'ja-JP', 'compost',
  "2024年にNQが始値より高く引けた日は⟦40.5@value*100⟧%（⟦252@R.summary.rows_scanned⟧日中）。半分に届かない。"),
A('q_up_pct_2024', 'faithful', 'fr-FR', 'carwash',
  "en 2024, ⟦40,48@value*100⟧ % des séances du NQ ont clôturé au-dessus de l'ouverture — moins de la moitié."),
A('q_up_pct_2024', 'faithful', 'en-US', 'chocolatier',
  "In 2024 the NQ closed above its open on ⟦40.476@value*100⟧% of its ⟦252@R.source_row_count⟧ sessions."),
A('q_up_pct_2024', 'misrounded', 'pt-BR', 'soysauce',
  "em 2024 o NQ fechou acima da abertura em ⟦40,47@value*100!⟧% dos pregões."),
A('q_up_pct_2024', 'wrong_unit', 'en-GB', 'sakebrew',
  "the 2024 up-day share for the NQ came to ⟦0.405@value*100~value!⟧% of sessions.",
  unit_note='a fraction quoted as a percentage'),
A('q_up_pct_2024', 'derived', 'zh-CN', 'signwriter',
  "2024 年 NQ 收涨日占 ⟦40.48@value*100⟧%；按 ⟦252@R.source_row_count⟧ 个交易日折算，未收涨的日子有 "
  "⟦150@252*(1-value)!⟧ 天（我自己算的）。"),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
A('q_stats_2023_vs_2024', 'faithful', 'es-ES', 'tyrefit',
  "2023 frente a 2024: rango medio ⟦363,24@A.mean_range⟧ frente a ⟦274,44@B.mean_range⟧ puntos; volumen medio "
  "⟦201.034@A.mean_volume⟧ frente a ⟦201.006@B.mean_volume⟧ contratos. Más calma con el mismo volumen."),
A('q_stats_2023_vs_2024', 'faithful', 'it-IT', 'recycling',
  "range medio del NQ: ⟦363,2@A.mean_range⟧ punti nel 2023 su ⟦250@A.count⟧ sedute, ⟦274,4@B.mean_range⟧ nel 2024 su "
  "⟦252@B.count⟧. Volumi quasi identici."),
A('q_stats_2023_vs_2024', 'faithful', 'nl-NL', 'seedling',
  "de NQ was in 2024 rustiger dan in 2023: gemiddelde range ⟦274,44@B.mean_range⟧ tegen ⟦363,238@A.mean_range⟧ punten, "
  "bij een vrijwel gelijk volume (⟦201.006@B.mean_volume⟧ tegen ⟦201.034@A.mean_volume⟧)."),
A('q_stats_2023_vs_2024', 'wrong_year', 'pt-BR', 'sakebrew',
  "a amplitude média diária do NQ em 2023 foi de ⟦274,44@A.mean_range~B.mean_range!⟧ pontos, com volume médio de "
  "⟦201.034@A.mean_volume⟧ contratos."),
A('q_stats_2023_vs_2024', 'miscomputed', 'pl-PL', 'carwash',
  "średni zakres NQ spadł z ⟦363,24@A.mean_range⟧ pkt w 2023 r. do ⟦274,44@B.mean_range⟧ pkt w 2024 r., czyli o "
  "⟦88,08@A.mean_range-B.mean_range!⟧ pkt według mojego odejmowania."),
A('q_stats_2023_vs_2024', 'coincidental', 'fr-FR', 'forklift',
  "en 2023, sur ⟦253@A.count!⟧ séances, le NQ a eu une amplitude moyenne de ⟦363,2@A.mean_range⟧ points."),
# ---------------------------------------------------------------- q_big_up_days_2023
A('q_big_up_days_2023', 'faithful', 'de-DE', 'soysauce',
  "⟦14@R.summary.rows⟧ Tage 2023 schlossen mehr als 2 % über der Eröffnung; der erste am ⟦18.01.@D:2023-01-18⟧ "
  "(⟦+2,5@" + d('2023-01-18', 'chg') + "⟧ %), der stärkste am ⟦06.12.@D:2023-12-06⟧ mit ⟦+3,32@" + d('2023-12-06', 'chg') +
  "⟧ %."),
A('q_big_up_days_2023', 'faithful', 'pl-PL', 'compost',
  "w 2023 r. ⟦14@R.summary.rows⟧ sesji z zyskiem ponad 2 %: średnio ⟦2,44@stats.chg.mean⟧ %, najmniej ⟦2,0106@stats.chg.min⟧ % "
  "(⟦27 marca@D:2023-03-27⟧), najwięcej ⟦3,3192@stats.chg.max⟧ % (⟦6 grudnia@D:2023-12-06⟧)."),
A('q_big_up_days_2023', 'faithful', 'it-IT', 'carwash',
  "il ⟦7 novembre 2023@D:2023-11-07⟧ il NQ ha aperto a ⟦17.632@" + d('2023-11-07', 'open') + "⟧ e chiuso a ⟦18.182,75@" +
  d('2023-11-07', 'close') + "⟧, ⟦+3,12@" + d('2023-11-07', 'chg') + "⟧ %: il secondo rialzo più forte dell'anno."),
A('q_big_up_days_2023', 'faithful', 'ja-JP', 'boilerroom',
  "2023年に始値比2%超で引けた日は⟦14@R.summary.rows⟧日。最大は⟦12月6日@D:2023-12-06⟧の⟦3.32@" + d('2023-12-06', 'chg') +
  "⟧%、次いで⟦11月7日@D:2023-11-07⟧の⟦3.12@" + d('2023-11-07', 'chg') + "⟧%。"),
A('q_big_up_days_2023', 'wrong_row', 'pt-BR', 'seedling',
  "em ⟦04/05/2023@D:2023-05-04⟧ o NQ fechou ⟦2,98@" + d('2023-05-04', 'chg') + "~" + d('2023-06-06', 'chg') +
  "!⟧% acima da abertura."),
A('q_big_up_days_2023', 'wrong_column', 'zh-CN', 'chocolatier',
  "⟦12月6日@D:2023-12-06⟧ NQ 收于 ⟦17,263@" + d('2023-12-06', 'close') + "~" + d('2023-12-06', 'open') + "!⟧ 点，较开盘上涨 "
  "⟦3.32@" + d('2023-12-06', 'chg') + "⟧%，为 2023 年最大涨幅。"),
A('q_big_up_days_2023', 'misrounded', 'fr-FR', 'recycling',
  "le ⟦2 février 2023@D:2023-02-02⟧, le NQ a gagné ⟦2,20@" + d('2023-02-02', 'chg') + "!⟧ % de l'ouverture à la clôture."),
# ---------------------------------------------------------------- q_corr_2024
A('q_corr_2024', 'faithful', 'pt-BR', 'signwriter',
  "correlação entre volume e amplitude diária do NQ em 2024: ⟦0,051@value⟧, em ⟦252@R.summary.rows_scanned⟧ pregões — "
  "praticamente nenhuma."),
A('q_corr_2024', 'faithful', 'it-IT', 'tyrefit',
  "nel 2024 la correlazione fra volume e range giornaliero del NQ è ⟦0,0512@value⟧: nessun legame utile."),
A('q_corr_2024', 'faithful', 'pl-PL', 'soysauce',
  "korelacja wolumenu z dziennym zakresem NQ w 2024 r.: ⟦0,05@value⟧ — w praktyce brak związku."),
A('q_corr_2024', 'invented', 'en-US', 'forklift',
  "NQ volume vs. daily range in 2024: correlation of ⟦0.27@value!⟧, a weak positive link."),
A('q_corr_2024', 'wrong_sign', 'de-DE', 'carwash',
  "Korrelation zwischen Volumen und Tagesspanne des NQ 2024: ⟦−0,051@value!⟧, also kein nennenswerter Zusammenhang."),
A('q_corr_2024', 'misrounded', 'en-GB', 'chocolatier',
  "correlation of daily volume with daily range, NQ 2024: ⟦0.0511@value!⟧ — next to nothing."),
# ---------------------------------------------------------------- q_monthly_2024
A('q_monthly_2024', 'faithful', 'fr-FR', 'compost',
  "barres mensuelles 2024 du NQ : avril, seul mois en hausse, ⟦+1_008@" + d('2024-04', 'change') + "⟧ points ; juillet, "
  "le pire, ⟦−1_374@" + d('2024-07', 'change') + "⟧. Onze mois sur douze en baisse."),
A('q_monthly_2024', 'faithful', 'pt-BR', 'forklift',
  "2024 mês a mês: janeiro abriu em ⟦17.578,75@" + d('2024-01', 'open') + "⟧ e dezembro fechou em ⟦8.944@" +
  d('2024-12', 'close') + "⟧; variação média mensal de ⟦−728,13@stats.change.mean⟧ pontos."),
A('q_monthly_2024', 'faithful', 'en-US', 'tyrefit',
  "Monthly NQ bars, 2024: ⟦12@R.summary.rows⟧ months, only April up (⟦+1,008@" + d('2024-04', 'change') + "⟧ pts). July "
  "was the worst, ⟦−1,374@" + d('2024-07', 'change') + "⟧, with a low of ⟦12,192.75@" + d('2024-07', 'low') + "⟧."),
A('q_monthly_2024', 'wrong_sign', 'ru-RU', 'soysauce',
  "в июне 2024 года NQ закрыл месяц с изменением ⟦+234,75@" + d('2024-06', 'change') + "!⟧ пункта, при максимуме "
  "⟦14_771,25@" + d('2024-06', 'high') + "⟧."),
A('q_monthly_2024', 'wrong_row', 'es-ES', 'boilerroom',
  "julio de 2024 cerró con una variación de ⟦−1.065,25@" + d('2024-07', 'change') + "~" + d('2024-08', 'change') +
  "!⟧ puntos, el peor mes del año."),
A('q_monthly_2024', 'wrong_column', 'it-IT', 'recycling',
  "a dicembre 2024 il NQ ha chiuso a ⟦8.926,25@" + d('2024-12', 'close') + "~" + d('2024-12', 'low') + "!⟧ punti, dopo "
  "un'apertura a ⟦9.565@" + d('2024-12', 'open') + "⟧."),
A('q_monthly_2024', 'derived', 'de-DE', 'carwash',
  "Juli 2024: Hoch ⟦14.393@" + d('2024-07', 'high') + "⟧, Tief ⟦12.192,75@" + d('2024-07', 'low') + "⟧ — eine Monatsspanne "
  "von ⟦2.200,25@" + d('2024-07', 'high') + "-" + d('2024-07', 'low') + "!⟧ Punkten, selbst gerechnet."),
]
