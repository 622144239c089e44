"""Market-data queries, part 1 (q_range_last20 ... q_last10_change). Markers: see ../../blind4/lib.py.
Layouts: _reg.py. '_' between digits = the locale's group separator (U+202F fr, U+00A0 ru/pl)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def mr_(d):
    return f"row('{d}').mean_range"


def pu(m):
    return f"row('{m}').pct_up*100"


def r(d, col):
    return f"row('{d}').{col}"


MO, TU, WE, TH, FR = (mr_(d) for d in ('Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'))

ENTRIES = [
# ---------------------------------------------------------------- q_range_last20
A('q_range_last20', 'faithful', 'pl-PL', 'mushroom',
  "Średni dzienny zakres NQ z ostatnich 20 sesji: ⟦187,6@value⟧ pkt (maksimum minus minimum). Las spokojny, rynek też."),
A('q_range_last20', 'faithful', 'fr-FR', 'sawmill',
  "sur les 20 dernières séances, l'écart moyen entre plus haut et plus bas du NQ ressort à ⟦187,6@value⟧ points, "
  "calculé sur ⟦20@R.source_row_count⟧ lignes. Fil du bois régulier."),
A('q_range_last20', 'faithful', 'nl-NL', 'soapbatch',
  "Gemiddelde dagrange van de laatste 20 handelsdagen: ⟦187,6@value⟧ punten, van hoog tot laag. Gelijkmatig, net als "
  "deze batch."),
A('q_range_last20', 'invented', 'en-GB', 'reindeer',
  "Mean daily range across the last 20 sessions: ⟦203.9@value!⟧ points, high minus low. Herd calm, market calmer."),
A('q_range_last20', 'misrounded', 'es-ES', 'gritter',
  "Rango medio diario del NQ en las últimas 20 sesiones: ⟦187@value!⟧ puntos entre máximo y mínimo. Carretera "
  "tranquila."),
A('q_range_last20', 'wrong_unit', 'it-IT', 'smithy',
  "Escursione media giornaliera del NQ negli ultimi 20 giorni: ⟦187,6@value~value!⟧ dollari tra massimo e minimo. "
  "Ferro docile oggi.",
  unit_note='index points quoted as US dollars'),
# ---------------------------------------------------------------- q_range_stats_2024
A('q_range_stats_2024', 'faithful', 'pt-BR', 'roastcard',
  "Amplitude diária do NQ em 2024: média de ⟦274,44@mean_range⟧ pontos, mediana ⟦267,25@median_range⟧, máxima "
  "⟦585,5@max_range⟧ e mínima ⟦116,5@min_range⟧, em ⟦252@count⟧ pregões. Torra uniforme."),
A('q_range_stats_2024', 'faithful', 'en-US', 'gritter',
  "2024 daily range on NQ: mean ⟦274.4@mean_range⟧ pts, median ⟦267.25@median_range⟧, widest day "
  "⟦585.5@max_range⟧, narrowest ⟦116.5@min_range⟧, over ⟦252@count⟧ sessions."),
A('q_range_stats_2024', 'faithful', 'de-DE', 'smithy',
  "Tagesspanne 2024: im Mittel ⟦274@mean_range⟧ Punkte, Median ⟦267@median_range⟧, Spitze ⟦585,5@max_range⟧, "
  "Tiefstwert ⟦116,5@min_range⟧; ⟦252@count⟧ Handelstage."),
A('q_range_stats_2024', 'wrong_column', 'es-ES', 'fretbench',
  "Rango diario de 2024: media de ⟦267,25@mean_range~median_range!⟧ puntos, máximo ⟦585,5@max_range⟧ y mínimo "
  "⟦116,5@min_range⟧ en ⟦252@count⟧ sesiones."),
A('q_range_stats_2024', 'miscomputed', 'pl-PL', 'funicular',
  "Rozstęp dzienny 2024: średnia ⟦274,44@mean_range⟧ pkt, mediana ⟦267,25@median_range⟧; średnia wyprzedza "
  "medianę o ⟦7,91@mean_range-median_range!⟧ pkt (liczone ręcznie)."),
A('q_range_stats_2024', 'coincidental', 'ja-JP', 'tannery',
  "2024年のNQ日中値幅：平均⟦274.4@mean_range⟧pt、中央値⟦254@median_range!⟧pt、最大⟦585.5@max_range⟧pt。"
  "槽の具合と同じく落ち着いた一年。"),
# ---------------------------------------------------------------- q_dow_range_2024
A('q_dow_range_2024', 'faithful', 'zh-CN', 'soapbatch',
  "2024 年按星期看，周三平均波幅最大，为 ⟦278.7@" + WE + "⟧ 点；周五 ⟦278.26@" + FR + "⟧ 点紧随其后；周一最窄，"
  "只有 ⟦269.41@" + MO + "⟧ 点。"),
A('q_dow_range_2024', 'faithful', 'pt-BR', 'funicular',
  "Em 2024 a quarta-feira teve a maior amplitude média: ⟦278,7@" + WE + "⟧ pontos. Segunda foi a mais calma, com "
  "⟦269,4@" + MO + "⟧; terça ⟦272,2@" + TU + "⟧ e quinta ⟦273,5@" + TH + "⟧."),
A('q_dow_range_2024', 'faithful', 'de-DE', 'mushroom',
  "Breitester Wochentag 2024 war der Mittwoch mit durchschnittlich ⟦278,7@" + WE + "⟧ Punkten, knapp vor dem "
  "Freitag mit ⟦278,3@" + FR + "⟧. Ruhigster Tag: Montag, ⟦269,4@" + MO + "⟧."),
A('q_dow_range_2024', 'wrong_row', 'ja-JP', 'gritter',
  "2024年の曜日別平均値幅：最大は水曜の⟦278.7@" + WE + "⟧pt、火曜は⟦273.5@" + TU + "~" + TH + "!⟧pt、"
  "最小は月曜の⟦269.4@" + MO + "⟧pt。"),
A('q_dow_range_2024', 'derived', 'ru-RU', 'sawmill',
  "Самый широкий день недели в 2024 г. — среда, в среднем ⟦278,7@" + WE + "⟧ пункта; понедельник спокойнее всех, "
  "⟦269,4@" + MO + "⟧. Разница, посчитанная мной, — ⟦9,3@" + WE + "-" + MO + "!⟧ пункта."),
A('q_dow_range_2024', 'misrounded', 'en-US', 'kombucha',
  "Wednesday was the widest weekday of 2024 at ⟦278.7@" + WE + "⟧ points on average; Thursday averaged "
  "⟦273.6@" + TH + "!⟧ and Monday, the quietest, ⟦269.4@" + MO + "⟧."),
# ---------------------------------------------------------------- q_month_up_2023
A('q_month_up_2023', 'faithful', 'ru-RU', 'smithy',
  "В 2023 г. чаще всего закрывался ростом сентябрь — ⟦70 %@" + pu('September') + "⟧ дней, следом октябрь с "
  "⟦68,2 %@" + pu('October') + "⟧. Хуже всех ноябрь: ⟦38,1 %@" + pu('November') + "⟧."),
A('q_month_up_2023', 'faithful', 'pt-BR', 'tannery',
  "Em 2023, setembro teve a maior fatia de dias de alta, ⟦70%@" + pu('September') + "⟧; novembro a menor, "
  "⟦38,1%@" + pu('November') + "⟧. Janeiro ficou em ⟦60%@" + pu('January') + "⟧. Couro curtido, ano também."),
A('q_month_up_2023', 'faithful', 'nl-NL', 'reindeer',
  "Aandeel stijgende dagen per maand in 2023: september het hoogst met ⟦70%@" + pu('September') + "⟧, augustus "
  "kwam op ⟦39,1%@" + pu('August') + "⟧ en november was het laagst met ⟦38,1%@" + pu('November') + "⟧."),
A('q_month_up_2023', 'wrong_row', 'es-ES', 'bonfire',
  "En 2023 el mes con más días alcistas fue septiembre, con un ⟦68,2 %@" + pu('September') + "~" + pu('October') +
  "!⟧; noviembre, el peor, se quedó en el ⟦38,1 %@" + pu('November') + "⟧."),
A('q_month_up_2023', 'invented', 'de-DE', 'mushroom',
  "Anteil der Aufwärtstage 2023: der September vorn mit ⟦70 %@" + pu('September') + "⟧, der Juli bei "
  "⟦48,3 %@" + pu('July') + "!⟧, der November Schlusslicht mit ⟦38,1 %@" + pu('November') + "⟧."),
A('q_month_up_2023', 'miscomputed', 'it-IT', 'fretbench',
  "Nel 2023 settembre ha chiuso in rialzo il ⟦70%@" + pu('September') + "⟧ dei giorni, novembre solo il "
  "⟦38,1%@" + pu('November') + "⟧: secondo il mio calcolo ⟦32,9@(row('September').pct_up-row('November').pct_up)*100!⟧ "
  "punti percentuali di scarto."),
# ---------------------------------------------------------------- q_widest_2024
A('q_widest_2024', 'faithful', 'it-IT', 'roastcard',
  "Le cinque giornate più ampie del 2024: il ⟦24 gennaio@D:2024-01-24⟧ con ⟦585,5@" + r('2024-01-24', 'range') +
  "⟧ punti, il ⟦17 maggio@D:2024-05-17⟧ con ⟦555,25@" + r('2024-05-17', 'range') + "⟧, il ⟦31 maggio@D:2024-05-31⟧ "
  "con ⟦541,5@" + r('2024-05-31', 'range') + "⟧, il ⟦5 luglio@D:2024-07-05⟧ con ⟦507,5@" + r('2024-07-05', 'range') +
  "⟧ e il ⟦1 maggio@D:2024-05-01⟧ con ⟦484,5@" + r('2024-05-01', 'range') + "⟧."),
A('q_widest_2024', 'faithful', 'en-US', 'funicular',
  "Widest 2024 session: ⟦Jan 24@D:2024-01-24⟧ at ⟦585.5@" + r('2024-01-24', 'range') + "⟧ points (open "
  "⟦17,188.75@" + r('2024-01-24', 'open') + "⟧, close ⟦16,672.75@" + r('2024-01-24', 'close') + "⟧), then "
  "⟦May 17@D:2024-05-17⟧ at ⟦555.25@" + r('2024-05-17', 'range') + "⟧."),
A('q_widest_2024', 'faithful', 'en-GB', 'gritter',
  "Five widest days of 2024, all closing below the open: ⟦24 Jan@D:2024-01-24⟧ at ⟦585.5@" + r('2024-01-24', 'range') +
  "⟧, ⟦17 May@D:2024-05-17⟧ at ⟦555.25@" + r('2024-05-17', 'range') + "⟧, ⟦31 May@D:2024-05-31⟧ at "
  "⟦541.5@" + r('2024-05-31', 'range') + "⟧, ⟦5 Jul@D:2024-07-05⟧ at ⟦507.5@" + r('2024-07-05', 'range') +
  "⟧, ⟦1 May@D:2024-05-01⟧ at ⟦484.5@" + r('2024-05-01', 'range') + "⟧."),
A('q_widest_2024', 'wrong_column', 'ja-JP', 'sawmill',
  "2024年で最も値幅が広かったのは⟦1月24日@D:2024-01-24⟧の⟦585.5@" + r('2024-01-24', 'range') + "⟧pt、終値は"
  "⟦17,188.75@" + r('2024-01-24', 'close') + "~" + r('2024-01-24', 'open') + "!⟧。次いで⟦5月17日@D:2024-05-17⟧の"
  "⟦555.25@" + r('2024-05-17', 'range') + "⟧pt。"),
A('q_widest_2024', 'wrong_row', 'ru-RU', 'fretbench',
  "Самый широкий день 2024 г. — ⟦24 января@D:2024-01-24⟧, диапазон ⟦555,25@" + r('2024-01-24', 'range') + "~" +
  r('2024-05-17', 'range') + "!⟧ пункта; пятёрку замыкает ⟦1 мая@D:2024-05-01⟧ с ⟦484,5@" + r('2024-05-01', 'range') +
  "⟧."),
A('q_widest_2024', 'derived', 'pl-PL', 'reindeer',
  "Najszerszy dzień 2024 r.: ⟦24 stycznia@D:2024-01-24⟧, zakres ⟦585,5@" + r('2024-01-24', 'range') + "⟧ pkt; "
  "otwarcie ⟦17_188,75@" + r('2024-01-24', 'open') + "⟧, zamknięcie ⟦16_672,75@" + r('2024-01-24', 'close') + "⟧, "
  "czyli sesja oddała ⟦516@" + r('2024-01-24', 'open') + "-" + r('2024-01-24', 'close') + "!⟧ pkt (odjęłam sama)."),
# ---------------------------------------------------------------- q_last10_change
A('q_last10_change', 'faithful', 'ja-JP', 'gritter',
  "直近10営業日は上昇四日・下落六日。最大の下げは⟦12月20日@D:2024-12-20⟧の⟦−178.25@" + r('2024-12-20', 'change') +
  "⟧pt、最大の上げは⟦12月23日@D:2024-12-23⟧の⟦+91@" + r('2024-12-23', 'change') + "⟧pt。平均は"
  "⟦−57.8@stats.change.mean⟧pt。"),
A('q_last10_change', 'faithful', 'es-ES', 'funicular',
  "Últimas 10 sesiones: cuatro al alza y seis a la baja, con un cambio medio de ⟦−57,8@stats.change.mean⟧ puntos. "
  "La última, el ⟦2 de enero@D:2025-01-02⟧, cerró en ⟦8837,25@" + r('2025-01-02', 'close') + "⟧ "
  "(⟦−96,25@" + r('2025-01-02', 'change') + "⟧)."),
A('q_last10_change', 'faithful', 'zh-CN', 'mushroom',
  "最近 10 个交易日四涨六跌，日均变动 ⟦−57.8@stats.change.mean⟧ 点；最差是 ⟦12月20日@D:2024-12-20⟧，变动 "
  "⟦−178.25@" + r('2024-12-20', 'change') + "⟧ 点；最好是 ⟦12月23日@D:2024-12-23⟧，变动 ⟦+91@" +
  r('2024-12-23', 'change') + "⟧ 点。"),
A('q_last10_change', 'wrong_sign', 'ru-RU', 'smithy',
  "Последние 10 сессий: четыре в плюсе, шесть в минусе. ⟦31 декабря@D:2024-12-31⟧ изменение "
  "⟦+175,5@" + r('2024-12-31', 'change') + "!⟧ пункта, ⟦2 января@D:2025-01-02⟧ — ⟦−96,25@" + r('2025-01-02', 'change') +
  "⟧."),
A('q_last10_change', 'wrong_column', 'nl-NL', 'reindeer',
  "De zwakste sessie van de laatste 10 was ⟦20 december@D:2024-12-20⟧: ⟦−178,25@" + r('2024-12-20', 'change') +
  "⟧ punten, slot op ⟦8.926,25@" + r('2024-12-20', 'close') + "~" + r('2024-12-20', 'low') + "!⟧."),
A('q_last10_change', 'coincidental', 'pt-BR', 'fretbench',
  "Nos últimos 10 pregões foram quatro altas e seis quedas; a melhor foi em ⟦23/12@D:2024-12-23⟧, com "
  "⟦+91@" + r('2024-12-23', 'change') + "⟧ pontos, e em ⟦30/12@D:2024-12-30⟧ o ganho foi de "
  "⟦+64@" + r('2024-12-30', 'change') + "!⟧."),
]
