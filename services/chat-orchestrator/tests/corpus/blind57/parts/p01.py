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
A('q_range_last20', 'faithful', 'pl-PL', 'windsurf',
  "średni dzienny zakres NQ z ostatnich 20 sesji: ⟦187,6@value⟧ pkt, od maksimum do minimum. Wiało równo, "
  "jak na tym wykresie."),
A('q_range_last20', 'faithful', 'ja-JP', 'tortoise',
  "直近20営業日のNQ平均値幅（高値−安値）は⟦187.6@value⟧ポイント。甲羅の伸びと同じで、ゆっくり一定。"),
A('q_range_last20', 'faithful', 'zh-CN', 'agility',
  "最近 ⟦20@R.source_row_count⟧ 个交易日 NQ 平均日波幅 ⟦187.6@value⟧ 点（最高减最低）。节奏平稳，像一次干净的跑动。"),
A('q_range_last20', 'invented', 'en-US', 'neonbend',
  "avg daily range over the last 20 sessions: ⟦203.4@value!⟧ NQ points, high to low. Bent it to the same "
  "even curve, no kinks."),
A('q_range_last20', 'wrong_unit', 'en-GB', 'muletrain',
  "over the last 20 sessions the NQ averaged a daily range of ⟦187.6@value~value!⟧ per cent, high to low. "
  "Steady load, no shifting on the climb.",
  unit_note='index points quoted as per cent'),
A('q_range_last20', 'derived', 'ru-RU', 'saffron',
  "средний дневной диапазон NQ за последние 20 сессий — ⟦187,6@value⟧ пункта. Посчитала сама: за все 20 "
  "дней это ⟦3752@value*20!⟧ пункта от максимумов до минимумов."),
# ---------------------------------------------------------------- q_range_stats_2024
A('q_range_stats_2024', 'faithful', 'ja-JP', 'saffron',
  "2024年のNQ日中値幅：平均⟦274.4@mean_range⟧、中央値⟦267.25@median_range⟧、最大⟦585.5@max_range⟧、"
  "最小⟦116.5@min_range⟧ポイント。全⟦252@count⟧営業日。"),
A('q_range_stats_2024', 'faithful', 'de-DE', 'pulpvat',
  "Tagesspanne NQ 2024 über ⟦252@count⟧ Sitzungen: Mittel ⟦274,44@mean_range⟧ Punkte, Median "
  "⟦267,25@median_range⟧, Spitze ⟦585,5@max_range⟧, engster Tag ⟦116,5@min_range⟧. Brei gleichmäßig wie die Zahlen."),
A('q_range_stats_2024', 'faithful', 'nl-NL', 'tortoise',
  "dagrange NQ in 2024: gemiddeld ⟦274,4@mean_range⟧ punten, mediaan ⟦267,25@median_range⟧; breedste dag "
  "⟦585,5@max_range⟧, smalste ⟦116,5@min_range⟧. Gewogen en genoteerd."),
A('q_range_stats_2024', 'wrong_column', 'en-US', 'beachhaul',
  "2024 NQ daily range: mean ⟦267.25@mean_range~median_range!⟧ pts, widest day ⟦585.5@max_range⟧, narrowest "
  "⟦116.5@min_range⟧, over ⟦252@count⟧ sessions."),
A('q_range_stats_2024', 'misrounded', 'pt-BR', 'wafer',
  "amplitude diária do NQ em 2024: média de ⟦275@mean_range!⟧ pontos, mediana ⟦267,25@median_range⟧, máxima "
  "⟦585,5@max_range⟧ e mínima ⟦116,5@min_range⟧. Massa no ponto."),
A('q_range_stats_2024', 'coincidental', 'es-ES', 'agility',
  "rango diario del NQ en 2024, ⟦252@count⟧ sesiones: media de ⟦265@mean_range!⟧ puntos; el día más ancho "
  "⟦585,5@max_range⟧ y el más estrecho ⟦116,5@min_range⟧. Recorrido limpio."),
# ---------------------------------------------------------------- q_dow_range_2024
A('q_dow_range_2024', 'faithful', 'zh-CN', 'wafer',
  "2024 年按星期看，周三平均波幅最大，为 ⟦278.7@" + WE + "⟧ 点；周五 ⟦278.26@" + FR + "⟧ 紧随其后；周一最窄，"
  "只有 ⟦269.41@" + MO + "⟧ 点。"),
A('q_dow_range_2024', 'faithful', 'ja-JP', 'saffron',
  "2024年、曜日別の平均値幅は水曜が最大で⟦278.7@" + WE + "⟧ポイント。僅差で金曜⟦278.26@" + FR + "⟧、"
  "最小は月曜の⟦269.41@" + MO + "⟧。"),
A('q_dow_range_2024', 'faithful', 'de-DE', 'mirrorgrind',
  "breiteste Wochentags-Spanne 2024: Mittwoch mit ⟦278,7@" + WE + "⟧ Punkten im Schnitt, knapp vor Freitag "
  "(⟦278,3@" + FR + "⟧); Dienstag ⟦272,2@" + TU + "⟧, Montag am ruhigsten mit ⟦269,4@" + MO + "⟧."),
A('q_dow_range_2024', 'wrong_row', 'en-US', 'tortoise',
  "widest weekday of 2024 was Wednesday, averaging ⟦272.17@" + WE + "~" + TU + "!⟧ points high to low; "
  "Monday the calmest at ⟦269.41@" + MO + "⟧. Slow and steady, like Hector."),
A('q_dow_range_2024', 'miscomputed', 'ru-RU', 'beachhaul',
  "в 2024 г. шире всего ходила среда — ⟦278,7@" + WE + "⟧ пункта в среднем, спокойнее всего понедельник — "
  "⟦269,41@" + MO + "⟧; по моему счёту, разница ⟦8,27@" + WE + "-" + MO + "!⟧ пункта."),
A('q_dow_range_2024', 'invented', 'fr-FR', 'accordion',
  "amplitude moyenne par jour de semaine en 2024 : le mercredi en tête avec ⟦278,7@" + WE + "⟧ points, "
  "le lundi le plus calme avec ⟦258,9@" + MO + "!⟧."),
# ---------------------------------------------------------------- q_month_up_2023
A('q_month_up_2023', 'faithful', 'pl-PL', 'beachhaul',
  "2023: najczęściej na plusie zamykał się wrzesień — ⟦70 %@" + pu('September') + "⟧ sesji, potem "
  "październik ⟦68,2 %@" + pu('October') + "⟧; najsłabszy listopad, ⟦38,1 %@" + pu('November') + "⟧."),
A('q_month_up_2023', 'faithful', 'pt-BR', 'windsurf',
  "em 2023 setembro fechou em alta em ⟦70%@" + pu('September') + "⟧ dos pregões, outubro em "
  "⟦68,18%@" + pu('October') + "⟧; o pior mês foi novembro, com ⟦38,1%@" + pu('November') + "⟧."),
A('q_month_up_2023', 'faithful', 'es-ES', 'neonbend',
  "2023, días alcistas por mes: septiembre el mejor (⟦70 %@" + pu('September') + "⟧), octubre con "
  "⟦68,2 %@" + pu('October') + "⟧, enero con ⟦60 %@" + pu('January') + "⟧; noviembre el peor, "
  "⟦38,1 %@" + pu('November') + "⟧, y agosto con ⟦39,1 %@" + pu('August') + "⟧."),
A('q_month_up_2023', 'wrong_row', 'fr-FR', 'muletrain',
  "en 2023, septembre est le mois le plus souvent haussier : ⟦68,2@" + pu('September') + "~" + pu('October') +
  "!⟧ % des séances ; novembre ferme la marche avec ⟦38,1 %@" + pu('November') + "⟧."),
A('q_month_up_2023', 'wrong_unit', 'en-GB', 'agility',
  "2023: September closed up most often, on ⟦70@" + pu('September') + "~" + pu('September') + "!⟧ sessions; "
  "November least often, ⟦38.1%@" + pu('November') + "⟧ of its days.",
  unit_note='a percentage of sessions quoted as a number of sessions'),
A('q_month_up_2023', 'coincidental', 'it-IT', 'accordion',
  "nel 2023 il mese più spesso in rialzo è stato settembre, con il ⟦66@" + pu('September') + "!⟧ % delle "
  "sedute; il peggiore novembre, ⟦38,1 %@" + pu('November') + "⟧."),
# ---------------------------------------------------------------- q_widest_2024
A('q_widest_2024', 'faithful', 'de-DE', 'windsurf',
  "die fünf breitesten Tage 2024: ⟦24.01.@D:2024-01-24⟧ mit ⟦585,5@" + d('2024-01-24', 'range') + "⟧ Punkten, "
  "⟦17.05.@D:2024-05-17⟧ ⟦555,25@" + d('2024-05-17', 'range') + "⟧, ⟦31.05.@D:2024-05-31⟧ "
  "⟦541,5@" + d('2024-05-31', 'range') + "⟧, ⟦05.07.@D:2024-07-05⟧ ⟦507,5@" + d('2024-07-05', 'range') + "⟧, "
  "⟦01.05.@D:2024-05-01⟧ ⟦484,5@" + d('2024-05-01', 'range') + "⟧."),
A('q_widest_2024', 'faithful', 'fr-FR', 'beachhaul',
  "journées les plus larges de 2024 : le ⟦24 janvier@D:2024-01-24⟧ (⟦585,5@" + d('2024-01-24', 'range') +
  "⟧ points, clôture ⟦16_672,75@" + d('2024-01-24', 'close') + "⟧), puis le ⟦17 mai@D:2024-05-17⟧ "
  "(⟦555,25@" + d('2024-05-17', 'range') + "⟧) et le ⟦31 mai@D:2024-05-31⟧ (⟦541,5@" + d('2024-05-31', 'range') + "⟧)."),
A('q_widest_2024', 'faithful', 'ja-JP', 'clogcarve',
  "2024年の値幅上位五日：⟦1月24日@D:2024-01-24⟧ ⟦585.5@" + d('2024-01-24', 'range') + "⟧、"
  "⟦5月17日@D:2024-05-17⟧ ⟦555.25@" + d('2024-05-17', 'range') + "⟧、⟦5月31日@D:2024-05-31⟧ "
  "⟦541.5@" + d('2024-05-31', 'range') + "⟧、⟦7月5日@D:2024-07-05⟧ ⟦507.5@" + d('2024-07-05', 'range') + "⟧、"
  "⟦5月1日@D:2024-05-01⟧ ⟦484.5@" + d('2024-05-01', 'range') + "⟧ポイント。"),
A('q_widest_2024', 'wrong_column', 'ru-RU', 'wafer',
  "самый широкий день 2024 г. — ⟦24 января@D:2024-01-24⟧: ⟦585,5@" + d('2024-01-24', 'range') + "⟧ пункта; "
  "второй — ⟦17 мая@D:2024-05-17⟧, ⟦555,25@" + d('2024-05-17', 'range') + "⟧ пункта, закрытие на "
  "⟦15_998,25@" + d('2024-05-17', 'close') + "~" + d('2024-05-17', 'open') + "!⟧."),
A('q_widest_2024', 'coincidental', 'pt-BR', 'muletrain',
  "os cinco dias mais largos de 2024 tiveram amplitude média de ⟦539@stats.range.mean!⟧ pontos; o maior, "
  "em ⟦24/01@D:2024-01-24⟧, com ⟦585,5@" + d('2024-01-24', 'range') + "⟧."),
A('q_widest_2024', 'derived', 'it-IT', 'neonbend',
  "il giorno più ampio del 2024 è stato il ⟦24 gennaio@D:2024-01-24⟧: ⟦585,5@" + d('2024-01-24', 'range') +
  "⟧ punti, apertura ⟦17.188,75@" + d('2024-01-24', 'open') + "⟧, chiusura ⟦16.672,75@" + d('2024-01-24', 'close') +
  "⟧; calcolo mio: ⟦516@" + d('2024-01-24', 'open') + "-" + d('2024-01-24', 'close') + "!⟧ punti persi dall'apertura."),
# ---------------------------------------------------------------- q_last10_change
A('q_last10_change', 'faithful', 'es-ES', 'tortoise',
  "últimas 10 sesiones: cuatro al alza y seis a la baja, cambio medio ⟦−57,8@stats.change.mean⟧ puntos. La peor, "
  "el ⟦20 de diciembre@D:2024-12-20⟧ (⟦−178,25@" + d('2024-12-20', 'change') + "⟧); la mejor, el "
  "⟦23 de diciembre@D:2024-12-23⟧ (⟦+91@" + d('2024-12-23', 'change') + "⟧)."),
A('q_last10_change', 'faithful', 'ru-RU', 'pulpvat',
  "последние 10 сессий: в среднем ⟦−57,8@stats.change.mean⟧ пункта за день; ⟦31 декабря@D:2024-12-31⟧ дневное "
  "изменение ⟦−175,5@" + d('2024-12-31', 'change') + "⟧, а ⟦2 января@D:2025-01-02⟧ закрылись на "
  "⟦8837,25@" + d('2025-01-02', 'close') + "⟧."),
A('q_last10_change', 'faithful', 'nl-NL', 'clogcarve',
  "laatste 10 handelsdagen: vier plus, zes min. Grootste winst op ⟦23 december@D:2024-12-23⟧, "
  "⟦+91@" + d('2024-12-23', 'change') + "⟧ punten; grootste verlies op ⟦20 december@D:2024-12-20⟧, "
  "⟦−178,25@" + d('2024-12-20', 'change') + "⟧. Gemiddeld ⟦−57,8@stats.change.mean⟧ per dag."),
A('q_last10_change', 'faithful', 'zh-CN', 'neonbend',
  "最近 10 个交易日：四涨六跌，平均每日 ⟦−57.8@stats.change.mean⟧ 点。最差是 ⟦12月20日@D:2024-12-20⟧"
  "（⟦−178.25@" + d('2024-12-20', 'change') + "⟧），最好是 ⟦12月23日@D:2024-12-23⟧（⟦+91@" + d('2024-12-23', 'change') +
  "⟧）；⟦1月2日@D:2025-01-02⟧ 收于 ⟦8,837.25@" + d('2025-01-02', 'close') + "⟧。"),
A('q_last10_change', 'wrong_sign', 'de-DE', 'wafer',
  "letzte 10 Sitzungen: vier im Plus, sechs im Minus, im Schnitt ⟦−57,8@stats.change.mean⟧ Punkte. Am "
  "⟦31.12.@D:2024-12-31⟧ ging es ⟦+175,5@" + d('2024-12-31', 'change') + "!⟧ Punkte, am ⟦20.12.@D:2024-12-20⟧ "
  "⟦−178,25@" + d('2024-12-20', 'change') + "⟧."),
A('q_last10_change', 'wrong_column', 'en-GB', 'muletrain',
  "last 10 sessions: four up, six down, averaging ⟦−57.8@stats.change.mean⟧ points a day. The run ended on "
  "⟦2 Jan@D:2025-01-02⟧ with a close of ⟦8,802.75@" + d('2025-01-02', 'close') + "~" + d('2025-01-02', 'low') + "!⟧."),
A('q_last10_change', 'misrounded', 'fr-FR', 'saffron',
  "10 dernières séances : quatre en hausse, six en baisse, variation moyenne ⟦−57@stats.change.mean!⟧ points ; "
  "la pire le ⟦20 décembre@D:2024-12-20⟧ (⟦−178,25@" + d('2024-12-20', 'change') + "⟧)."),
]
