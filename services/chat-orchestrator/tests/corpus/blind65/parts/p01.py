"""Market-data queries, part 1 (q_range_last20 ... q_last10_change). Markers: see ../../blind4/lib.py.
Layouts: _reg.py. '_' between digits = the locale's group separator (U+202F fr, U+00A0 ru/pl)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A

MO, TU, WE, TH, FR = (f"row('{d}').mean_range" for d in ('Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'))


def pu(m):
    return f"row('{m}').pct_up*100"


def d(x, col):
    return f"row('{x}').{col}"


ENTRIES = [
# ---------------------------------------------------------------- q_range_last20
A('q_range_last20', 'faithful', 'fr-FR', 'keycutting',
  "sur les 20 dernières séances, l'amplitude quotidienne moyenne du NQ (plus haut moins plus bas) ressort à "
  "⟦187,6@value⟧ points. Clé essayée, elle tourne."),
A('q_range_last20', 'faithful', 'it-IT', 'terrarium',
  "negli ultimi ⟦20@R.source_row_count⟧ giorni di borsa l'escursione media giornaliera del NQ, massimo meno minimo, "
  "è stata di ⟦187,6@value⟧ punti. Il muschio ha attecchito."),
A('q_range_last20', 'faithful', 'zh-CN', 'pilotboat',
  "最近 20 个交易日 NQ 的日内平均振幅（最高价减最低价）为 ⟦187.6@value⟧ 点。今夜海面平静。"),
A('q_range_last20', 'invented', 'nl-NL', 'dredger',
  "gemiddelde dagrange van de NQ over de laatste 20 sessies: ⟦164,9@value!⟧ punten van hoog tot laag. "
  "Rustige nacht op de geul."),
A('q_range_last20', 'derived', 'es-ES', 'nailsalon',
  "en las últimas 20 sesiones el rango medio diario del NQ fue de ⟦187,6@value⟧ puntos; sumando los "
  "⟦20@R.source_row_count⟧ días salen ⟦3.752@value*20!⟧ puntos de recorrido, cuenta mía."),
A('q_range_last20', 'wrong_unit', 'de-DE', 'watchrepair',
  "durchschnittliche Tagesspanne des NQ in den letzten 20 Sitzungen: ⟦187,6@value~value!⟧ Pips zwischen Hoch und "
  "Tief. Gang ruhig.", unit_note='index points quoted as pips'),
# ---------------------------------------------------------------- q_range_stats_2024
A('q_range_stats_2024', 'faithful', 'nl-NL', 'moped',
  "NQ in 2024 over ⟦252@count⟧ handelsdagen: gemiddelde dagrange ⟦274,44@mean_range⟧ punten, mediaan "
  "⟦267,25@median_range⟧, smalste dag ⟦116,5@min_range⟧, breedste ⟦585,5@max_range⟧."),
A('q_range_stats_2024', 'faithful', 'fr-FR', 'greengrocer',
  "amplitude quotidienne du NQ en 2024 : moyenne ⟦274,4@mean_range⟧ points, médiane ⟦267,25@median_range⟧, "
  "extrêmes ⟦116,5@min_range⟧ et ⟦585,5@max_range⟧ sur ⟦252@count⟧ séances."),
A('q_range_stats_2024', 'faithful', 'it-IT', 'glider',
  "escursione giornaliera del NQ nel 2024: media ⟦274,437@mean_range⟧ punti, mediana ⟦267,25@median_range⟧, "
  "massimo ⟦585,5@max_range⟧. La media sta sopra la mediana: poche sedute molto larghe."),
A('q_range_stats_2024', 'misrounded', 'pl-PL', 'piercing',
  "dzienny zakres NQ w 2024 r.: średnio ⟦274,43@mean_range!⟧ pkt, mediana ⟦267,25@median_range⟧, maksimum "
  "⟦585,5@max_range⟧ pkt."),
A('q_range_stats_2024', 'wrong_column', 'zh-CN', 'nailsalon',
  "2024 年 NQ 日内振幅：均值 ⟦267.25@mean_range~median_range!⟧ 点，最大 ⟦585.5@max_range⟧ 点，最小 "
  "⟦116.5@min_range⟧ 点。"),
A('q_range_stats_2024', 'miscomputed', 'en-GB', 'lobster',
  "NQ's 2024 daily range: widest day ⟦585.5@max_range⟧ points, narrowest ⟦116.5@min_range⟧, a gap of "
  "⟦479@max_range-min_range!⟧ points between them by my own subtraction."),
# ---------------------------------------------------------------- q_dow_range_2024
A('q_dow_range_2024', 'faithful', 'fr-FR', 'dredger',
  "en 2024 le mercredi a la plus forte amplitude moyenne du NQ, ⟦278,7@" + WE + "⟧ points, juste devant le "
  "vendredi (⟦278,26@" + FR + "⟧) ; le lundi ferme la marche avec ⟦269,41@" + MO + "⟧."),
A('q_dow_range_2024', 'faithful', 'es-ES', 'glider',
  "el miércoles fue el día con mayor rango medio en 2024: ⟦278,7@" + WE + "⟧ puntos. El martes se quedó en "
  "⟦272,17@" + TU + "⟧ y el jueves en ⟦273,53@" + TH + "⟧."),
A('q_dow_range_2024', 'faithful', 'en-US', 'piercing',
  "Wednesday had the widest average range in 2024 at ⟦278.7@" + WE + "⟧ points; Monday was the narrowest at "
  "⟦269.4@" + MO + "⟧, with Thursday at ⟦273.5@" + TH + "⟧."),
A('q_dow_range_2024', 'wrong_row', 'en-GB', 'moped',
  "widest weekday of 2024 was Wednesday, averaging ⟦278.26@" + WE + "~" + FR + "!⟧ points high to low; Monday the "
  "narrowest at ⟦269.41@" + MO + "⟧."),
A('q_dow_range_2024', 'coincidental', 'pl-PL', 'watchrepair',
  "średni dzienny zakres NQ w 2024 r. według dni: środa ⟦278,7@" + WE + "⟧ pkt, najszerzej; poniedziałek "
  "⟦272,4@" + MO + "!⟧ pkt."),
A('q_dow_range_2024', 'derived', 'it-IT', 'lobster',
  "nel 2024 il mercoledì è il giorno più ampio con ⟦278,7@" + WE + "⟧ punti, il lunedì il più stretto con "
  "⟦269,41@" + MO + "⟧: uno scarto di ⟦9,27@" + WE + "-" + MO + "!⟧ punti, sottrazione fatta da me."),
# ---------------------------------------------------------------- q_month_up_2023
A('q_month_up_2023', 'faithful', 'pt-BR', 'dredger',
  "em 2023 setembro teve a maior fatia de pregões de alta, ⟦70@" + pu('September') + "⟧%, e novembro a menor, "
  "⟦38,1@" + pu('November') + "⟧%. Outubro veio logo atrás, com ⟦68,18@" + pu('October') + "⟧%."),
A('q_month_up_2023', 'faithful', 'zh-CN', 'piercing',
  "2023 年各月收涨比例：9月最高 ⟦70@" + pu('September') + "⟧%，11月最低 ⟦38.1@" + pu('November') + "⟧%，"
  "1月为 ⟦60@" + pu('January') + "⟧%。"),
A('q_month_up_2023', 'faithful', 'fr-FR', 'moped',
  "en 2023, septembre est le mois le plus souvent haussier (⟦70@" + pu('September') + "⟧ % de séances en hausse), "
  "novembre le moins (⟦38,1@" + pu('November') + "⟧ %). Mai tombe pile à ⟦50@" + pu('May') + "⟧ %."),
A('q_month_up_2023', 'misrounded', 'nl-NL', 'pilotboat',
  "aandeel stijgende dagen in 2023 — september: ⟦70@" + pu('September') + "⟧ %, oktober: ⟦68,1@" + pu('October')
  + "!⟧ %, november: ⟦38,1@" + pu('November') + "⟧ %."),
A('q_month_up_2023', 'wrong_row', 'en-US', 'glider',
  "In 2023 November was the weakest month for up closes: only ⟦42.86@" + pu('November') + "~" + pu('June')
  + "!⟧% of its sessions finished above the open."),
A('q_month_up_2023', 'coincidental', 'es-ES', 'butcher',
  "en 2023 el mes con más cierres al alza fue septiembre (⟦70@" + pu('September') + "⟧ %); en junio solo cerró al "
  "alza el ⟦37@" + pu('June') + "!⟧ % de las sesiones."),
# ---------------------------------------------------------------- q_widest_2024
A('q_widest_2024', 'faithful', 'ru-RU', 'butcher',
  "пять самых широких дней 2024 г.: ⟦24 января@D:2024-01-24⟧ — ⟦585,5@" + d('2024-01-24', 'range') + "⟧ п., "
  "⟦17 мая@D:2024-05-17⟧ — ⟦555,25@" + d('2024-05-17', 'range') + "⟧, ⟦31 мая@D:2024-05-31⟧ — ⟦541,5@"
  + d('2024-05-31', 'range') + "⟧, ⟦5 июля@D:2024-07-05⟧ — ⟦507,5@" + d('2024-07-05', 'range') + "⟧, ⟦1 мая@D:2024-05-01⟧ — ⟦484,5@"
  + d('2024-05-01', 'range') + "⟧."),
A('q_widest_2024', 'faithful', 'zh-CN', 'terrarium',
  "2024 年最宽的五天里有三天在5月：⟦5月17日@D:2024-05-17⟧ ⟦555.25@" + d('2024-05-17', 'range') + "⟧ 点、"
  "⟦5月31日@D:2024-05-31⟧ ⟦541.5@" + d('2024-05-31', 'range') + "⟧ 点、⟦5月1日@D:2024-05-01⟧ ⟦484.5@"
  + d('2024-05-01', 'range') + "⟧ 点；最宽的是⟦1月24日@D:2024-01-24⟧ ⟦585.5@" + d('2024-01-24', 'range') + "⟧ 点。"),
A('q_widest_2024', 'faithful', 'en-US', 'pilotboat',
  "widest 2024 session was ⟦Jan 24@D:2024-01-24⟧ at ⟦585.5@" + d('2024-01-24', 'range') + "⟧ points (open ⟦17,188.75@"
  + d('2024-01-24', 'open') + "⟧, close ⟦16,672.75@" + d('2024-01-24', 'close') + "⟧), then ⟦May 17@D:2024-05-17⟧ at ⟦555.25@"
  + d('2024-05-17', 'range') + "⟧. All five closed below their open."),
A('q_widest_2024', 'faithful', 'de-DE', 'glider',
  "die fünf breitesten Tage 2024 lagen zwischen ⟦484,5@" + d('2024-05-01', 'range') + "⟧ und ⟦585,5@"
  + d('2024-01-24', 'range') + "⟧ Punkten, im Schnitt ⟦534,85@stats.range.mean⟧. Spitze am ⟦24.01.@D:2024-01-24⟧, "
  "Schlusslicht am ⟦01.05.@D:2024-05-01⟧ – alle fünf schlossen unter der Eröffnung."),
A('q_widest_2024', 'wrong_unit', 'es-ES', 'lobster',
  "día más amplio de 2024: el ⟦24 de enero@D:2024-01-24⟧, con ⟦585,50@" + d('2024-01-24', 'range') + "~"
  + d('2024-01-24', 'range') + "!⟧ dólares entre máximo y mínimo.", unit_note='index points quoted as dollars'),
A('q_widest_2024', 'wrong_row', 'it-IT', 'watchrepair',
  "le cinque sedute più ampie del 2024 partono dal ⟦24 gennaio@D:2024-01-24⟧ (⟦585,5@" + d('2024-01-24', 'range')
  + "⟧ punti); la quarta, il ⟦5 luglio@D:2024-07-05⟧, misura ⟦484,5@" + d('2024-07-05', 'range') + "~"
  + d('2024-05-01', 'range') + "!⟧ punti."),
A('q_widest_2024', 'miscomputed', 'nl-NL', 'nailsalon',
  "breedste dag van 2024 was ⟦24 januari@D:2024-01-24⟧: range ⟦585,5@" + d('2024-01-24', 'range') + "⟧, open "
  "⟦17.188,75@" + d('2024-01-24', 'open') + "⟧, slot ⟦16.672,75@" + d('2024-01-24', 'close') + "⟧, dus ⟦−561@"
  + d('2024-01-24', 'close') + "-" + d('2024-01-24', 'open') + "!⟧ punten van open tot slot, zelf uitgerekend."),
# ---------------------------------------------------------------- q_last10_change
A('q_last10_change', 'faithful', 'es-ES', 'lobster',
  "últimas 10 sesiones del NQ: la peor, el ⟦20 de diciembre@D:2024-12-20⟧, ⟦−178,25@" + d('2024-12-20', 'change')
  + "⟧ puntos; la mejor, el ⟦23 de diciembre@D:2024-12-23⟧, ⟦+91@" + d('2024-12-23', 'change') + "⟧. Media "
  "⟦−57,8@stats.change.mean⟧. Cuatro subidas y seis bajadas."),
A('q_last10_change', 'faithful', 'nl-NL', 'piercing',
  "laatste 10 sessies NQ: van ⟦18 december@D:2024-12-18⟧ (⟦−173@" + d('2024-12-18', 'change') + "⟧) tot "
  "⟦2 januari@D:2025-01-02⟧ (⟦−96,25@" + d('2025-01-02', 'change') + "⟧ punten), gemiddeld ⟦−57,8@stats.change.mean⟧ "
  "per dag. Slechtste dag ⟦20 december@D:2024-12-20⟧ met ⟦−178,25@" + d('2024-12-20', 'change') + "⟧."),
A('q_last10_change', 'faithful', 'it-IT', 'greengrocer',
  "ultime 10 sedute: volume più basso il ⟦24 dicembre@D:2024-12-24⟧ con ⟦145.342@" + d('2024-12-24', 'volume')
  + "⟧ contratti; l'ultima, il ⟦2 gennaio@D:2025-01-02⟧, ha chiuso a ⟦8.837,25@" + d('2025-01-02', 'close')
  + "⟧ (⟦−96,25@" + d('2025-01-02', 'change') + "⟧ dall'apertura)."),
A('q_last10_change', 'wrong_sign', 'ja-JP', 'terrarium',
  "直近10日のNQ：⟦12月31日@D:2024-12-31⟧は⟦+175.5@" + d('2024-12-31', 'change') + "!⟧ポイント、最大の下げは"
  "⟦12月20日@D:2024-12-20⟧の⟦−178.25@" + d('2024-12-20', 'change') + "⟧ポイント。"),
A('q_last10_change', 'wrong_column', 'en-GB', 'keycutting',
  "last ten sessions: the worst was ⟦20 Dec@D:2024-12-20⟧, ⟦−178.25@" + d('2024-12-20', 'change') + "⟧ points on "
  "the day, closing at ⟦8,926.25@" + d('2024-12-20', 'close') + "~" + d('2024-12-20', 'low') + "!⟧."),
A('q_last10_change', 'coincidental', 'ru-RU', 'nailsalon',
  "последние 10 сессий: лучший день — ⟦23 декабря@D:2024-12-23⟧, ⟦+87@" + d('2024-12-23', 'change') + "!⟧ пунктов; "
  "худший — ⟦20 декабря@D:2024-12-20⟧, ⟦−178,25@" + d('2024-12-20', 'change') + "⟧."),
]
