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
A('q_range_last20', 'faithful', 'ja-JP', 'dojo',
  "直近20日のNQの平均値幅は⟦187.6@value⟧ポイント（高値−安値、⟦20@R.source_row_count⟧本で計算）。"),
A('q_range_last20', 'faithful', 'en-GB', 'gym',
  "NQ averaged a high-to-low range of ⟦187.6@value⟧ points a day over the last 20 sessions."),
A('q_range_last20', 'faithful', 'zh-CN', 'kendo',
  "NQ 最近 20 个交易日的平均日内振幅（最高减最低）为 ⟦187.6@value⟧ 点。"),
A('q_range_last20', 'wrong_unit', 'pt-BR', 'izakaya',
  "amplitude média diária do NQ nos últimos 20 pregões: ⟦187,6%@value~value!⟧ entre máxima e mínima.",
  unit_note='index points quoted as a percentage'),
A('q_range_last20', 'invented', 'it-IT', 'kimono',
  "escursione media giornaliera del NQ nelle ultime 20 sedute: ⟦203,4@value!⟧ punti fra massimo e minimo."),
A('q_range_last20', 'misrounded', 'nl-NL', 'judo',
  "de NQ bewoog de laatste 20 handelsdagen gemiddeld ⟦187@value!⟧ punten per dag tussen hoog en laag."),
# ---------------------------------------------------------------- q_range_stats_2024
A('q_range_stats_2024', 'faithful', 'pt-BR', 'dojo',
  "NQ em 2024: amplitude média de ⟦274,44@mean_range⟧ pontos, mediana de ⟦267,25@median_range⟧, mínima de "
  "⟦116,5@min_range⟧ e máxima de ⟦585,5@max_range⟧, em ⟦252@count⟧ pregões."),
A('q_range_stats_2024', 'faithful', 'fr-FR', 'gym',
  "amplitude quotidienne du NQ en 2024 : moyenne ⟦274,4@mean_range⟧ pts, médiane ⟦267,25@median_range⟧, séance la "
  "plus étroite ⟦116,5@min_range⟧, la plus large ⟦585,5@max_range⟧. La moyenne passe au-dessus de la médiane."),
A('q_range_stats_2024', 'faithful', 'es-ES', 'sumo',
  "rango diario del NQ en 2024 sobre ⟦252@count⟧ sesiones: media de ⟦274,437@mean_range⟧ puntos y mediana de "
  "⟦267,25@median_range⟧. El dohyō huele a sal."),
A('q_range_stats_2024', 'miscomputed', 'en-US', 'izakaya',
  "NQ's 2024 daily range ran from ⟦116.5@min_range⟧ to ⟦585.5@max_range⟧ points, a spread of "
  "⟦496@max_range-min_range!⟧ points by my own subtraction."),
A('q_range_stats_2024', 'coincidental', 'pl-PL', 'numismat',
  "średni dzienny zakres NQ w 2024 r. wyniósł ⟦268@mean_range!⟧ pkt, przy medianie ⟦267,25@median_range⟧ pkt."),
A('q_range_stats_2024', 'derived', 'nl-NL', 'teahouse',
  "NQ 2024: gemiddelde dagrange ⟦274,44@mean_range⟧ punten tegen een mediaan van ⟦267,25@median_range⟧; het "
  "gemiddelde ligt dus ⟦7,19@mean_range-median_range!⟧ punten hoger (zelf uitgerekend)."),
# ---------------------------------------------------------------- q_dow_range_2024
A('q_dow_range_2024', 'faithful', 'ja-JP', 'teahouse',
  "2024年の曜日別平均値幅は水曜が⟦278.675@" + WE + "⟧ポイントで最も広く、月曜が⟦269.41@" + MO + "⟧で最も狭い。"),
A('q_dow_range_2024', 'faithful', 'en-US', 'kimono',
  "Across 2024, Wednesday had the widest average range at ⟦278.7@" + WE + "⟧ points, just ahead of Friday at "
  "⟦278.26@" + FR + "⟧; Thursday ⟦273.53@" + TH + "⟧, Tuesday ⟦272.17@" + TU + "⟧."),
A('q_dow_range_2024', 'faithful', 'de-DE', 'dojo',
  "mittlere Tagesspanne 2024 je Wochentag: Montag ⟦269,41@" + MO + "⟧, Dienstag ⟦272,17@" + TU + "⟧, Mittwoch "
  "⟦278,7@" + WE + "⟧, Donnerstag ⟦273,53@" + TH + "⟧, Freitag ⟦278,26@" + FR + "⟧ Punkte. Der Mittwoch liegt vorn."),
A('q_dow_range_2024', 'misrounded', 'es-ES', 'squash',
  "los viernes de 2024 tuvieron un rango medio de ⟦278,25@" + FR + "!⟧ puntos, casi empatados con los miércoles."),
A('q_dow_range_2024', 'invented', 'ru-RU', 'judo',
  "в 2024 году самым спокойным днём недели был понедельник: средний диапазон ⟦261,8@" + MO + "!⟧ пункта."),
A('q_dow_range_2024', 'coincidental', 'it-IT', 'izakaya',
  "nel 2024 il lunedì è stato il giorno più calmo, con un'escursione media di ⟦272,0@" + MO + "!⟧ punti."),
# ---------------------------------------------------------------- q_month_up_2023
A('q_month_up_2023', 'faithful', 'en-GB', 'numismat',
  "In 2023 September closed up most often, on ⟦70%@" + pu('September') + "⟧ of its sessions; November least, at "
  "⟦38.1%@" + pu('November') + "⟧. May sat at exactly ⟦50%@" + pu('May') + "⟧."),
A('q_month_up_2023', 'faithful', 'zh-CN', 'squash',
  "2023 年收涨天数占比最高的是 9月：⟦70%@" + pu('September') + "⟧；10月 为 ⟦68.18%@" + pu('October') +
  "⟧；最低是 11月：⟦38.1%@" + pu('November') + "⟧。"),
A('q_month_up_2023', 'faithful', 'pt-BR', 'kimono',
  "em 2023, setembro fechou em alta em ⟦70%@" + pu('September') + "⟧ dos pregões e outubro em ⟦68,18%@" +
  pu('October') + "⟧; novembro foi o pior, com ⟦38,1%@" + pu('November') + "⟧."),
A('q_month_up_2023', 'wrong_row', 'it-IT', 'izakaya',
  "nel 2023 marzo ha chiuso in rialzo nel ⟦68,18%@" + pu('March') + "~" + pu('October') + "!⟧ delle sedute."),
A('q_month_up_2023', 'miscomputed', 'ru-RU', 'dojo',
  "доля растущих дней в 2023 году: сентябрь — ⟦70@" + pu('September') + "⟧ %, ноябрь — ⟦38,1@" + pu('November') +
  "⟧ %; разница ⟦13,9@(row('September').pct_up-row('November').pct_up)*100!⟧ п. п., считал сам."),
A('q_month_up_2023', 'invented', 'nl-NL', 'kendo',
  "in 2023 sloot juli op ⟦41,5%@" + pu('July') + "!⟧ van de handelsdagen hoger dan de opening."),
# ---------------------------------------------------------------- q_widest_2024
A('q_widest_2024', 'faithful', 'es-ES', 'pingpong',
  "los cinco días más amplios de 2024: ⟦24 de enero@D:2024-01-24⟧ (⟦585,5@" + d('2024-01-24', 'range') + "⟧), "
  "⟦17 de mayo@D:2024-05-17⟧ (⟦555,25@" + d('2024-05-17', 'range') + "⟧), ⟦31 de mayo@D:2024-05-31⟧ (⟦541,5@" +
  d('2024-05-31', 'range') + "⟧), ⟦5 de julio@D:2024-07-05⟧ (⟦507,5@" + d('2024-07-05', 'range') + "⟧) y "
  "⟦1 de mayo@D:2024-05-01⟧ (⟦484,5@" + d('2024-05-01', 'range') + "⟧)."),
A('q_widest_2024', 'faithful', 'pl-PL', 'numismat',
  "najszerszy dzień 2024 r. to ⟦24 stycznia@D:2024-01-24⟧: zakres ⟦585,5@" + d('2024-01-24', 'range') + "⟧ pkt, "
  "otwarcie ⟦17_188,75@" + d('2024-01-24', 'open') + "⟧, zamknięcie ⟦16_672,75@" + d('2024-01-24', 'close') +
  "⟧. Średnia z pięciu: ⟦534,85@stats.range.mean⟧."),
A('q_widest_2024', 'faithful', 'fr-FR', 'abacus',
  "séance la plus large de 2024 : le ⟦24 janvier@D:2024-01-24⟧ (⟦585,5@" + d('2024-01-24', 'range') + "⟧ pts), "
  "puis le ⟦17 mai@D:2024-05-17⟧ (⟦555,25@" + d('2024-05-17', 'range') + "⟧) et le ⟦31 mai@D:2024-05-31⟧ (⟦541,5@" +
  d('2024-05-31', 'range') + "⟧). Les cinq ont toutes clôturé sous l'ouverture."),
A('q_widest_2024', 'faithful', 'de-DE', 'kendo',
  "breitester Tag 2024 war der ⟦24.01.@D:2024-01-24⟧ mit ⟦585,5@" + d('2024-01-24', 'range') + "⟧ Punkten; der "
  "fünfte, der ⟦01.05.@D:2024-05-01⟧, kam auf ⟦484,5@" + d('2024-05-01', 'range') + "⟧. Im Schnitt "
  "⟦534,85@stats.range.mean⟧ Punkte."),
A('q_widest_2024', 'wrong_column', 'pt-BR', 'dojo',
  "o dia mais largo de 2024 foi ⟦24/01@D:2024-01-24⟧, com amplitude de ⟦585,5@" + d('2024-01-24', 'range') +
  "⟧ pontos; abriu em ⟦16.672,75@" + d('2024-01-24', 'open') + "~" + d('2024-01-24', 'close') + "!⟧."),
A('q_widest_2024', 'wrong_unit', 'en-US', 'kimono',
  "2024's widest session was ⟦Jan 24@D:2024-01-24⟧, with a high-to-low range of ⟦585.5@" + d('2024-01-24', 'range') +
  "~" + d('2024-01-24', 'range') + "!⟧ ticks.", unit_note='index points quoted as ticks'),
A('q_widest_2024', 'miscomputed', 'en-GB', 'judo',
  "On ⟦17 May@D:2024-05-17⟧ NQ opened at ⟦15,998.25@" + d('2024-05-17', 'open') + "⟧ and closed at ⟦15,675@" +
  d('2024-05-17', 'close') + "⟧, a drop of ⟦332.25@" + d('2024-05-17', 'open') + "-" + d('2024-05-17', 'close') +
  "!⟧ points on my own subtraction."),
# ---------------------------------------------------------------- q_last10_change
A('q_last10_change', 'faithful', 'ru-RU', 'kendo',
  "последние 10 сессий: четыре в плюс, шесть в минус, в среднем ⟦−57,8@stats.change.mean⟧ пункта. Хуже всего "
  "⟦20 декабря@D:2024-12-20⟧ (⟦−178,25@" + d('2024-12-20', 'change') + "⟧), лучше всего ⟦23 декабря@D:2024-12-23⟧ "
  "(⟦+91@" + d('2024-12-23', 'change') + "⟧)."),
A('q_last10_change', 'faithful', 'de-DE', 'sumo',
  "letzte 10 Sitzungen, Schluss am ⟦02.01.2025@D:2025-01-02⟧ bei ⟦8.837,25@" + d('2025-01-02', 'close') + "⟧ "
  "(⟦−96,25@" + d('2025-01-02', 'change') + "⟧ zur Eröffnung). Dünnster Umsatz am ⟦24.12.@D:2024-12-24⟧ mit "
  "⟦145.342@" + d('2024-12-24', 'volume') + "⟧ Kontrakten."),
A('q_last10_change', 'faithful', 'pl-PL', 'gym',
  "ostatnie 10 sesji: najlepsza ⟦23 grudnia@D:2024-12-23⟧ (⟦+91@" + d('2024-12-23', 'change') + "⟧ pkt), najgorsza "
  "⟦20 grudnia@D:2024-12-20⟧ (⟦−178,25@" + d('2024-12-20', 'change') + "⟧). Średnia zmiana ⟦−57,8@stats.change.mean⟧ "
  "pkt, ostatnie zamknięcie ⟦8837,25@" + d('2025-01-02', 'close') + "⟧."),
A('q_last10_change', 'wrong_row', 'ja-JP', 'teahouse',
  "直近10日のうち⟦12月19日@D:2024-12-19⟧の値動きは始値比⟦−85@" + d('2024-12-19', 'change') + "~" +
  d('2024-12-26', 'change') + "!⟧ポイントだった。"),
A('q_last10_change', 'wrong_column', 'zh-CN', 'izakaya',
  "⟦12月24日@D:2024-12-24⟧ 收盘 ⟦9,214.75@" + d('2024-12-24', 'close') + "~" + d('2024-12-24', 'high') +
  "!⟧ 点，当日较开盘上涨 ⟦10.25@" + d('2024-12-24', 'change') + "⟧ 点。"),
A('q_last10_change', 'wrong_sign', 'es-ES', 'judo',
  "en las últimas 10 sesiones, el ⟦20 de diciembre@D:2024-12-20⟧ cerró ⟦+178,25@" + d('2024-12-20', 'change') +
  "!⟧ puntos frente a la apertura, el mayor movimiento del tramo."),
A('q_last10_change', 'coincidental', 'en-GB', 'pingpong',
  "Across the last 10 sessions the quietest day was ⟦24 Dec@D:2024-12-24⟧, with ⟦150,338@" +
  d('2024-12-24', 'volume') + "!⟧ contracts traded."),
]
