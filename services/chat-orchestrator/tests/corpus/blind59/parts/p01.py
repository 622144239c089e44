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
A('q_range_last20', 'faithful', 'ja-JP', 'frostpot',
  "直近20営業日のNQ平均値幅（高値−安値）は⟦187.6@value⟧ポイント。炎の揺れと同じで、幅はあっても乱れはない。"),
A('q_range_last20', 'faithful', 'it-IT', 'hotdog',
  "ultime 20 sedute: escursione media giornaliera del NQ ⟦187,6@value⟧ punti, dal massimo al minimo. "
  "Serata tranquilla, cassa in ordine."),
A('q_range_last20', 'faithful', 'nl-NL', 'snailfeed',
  "gemiddelde dagrange van de NQ over de laatste ⟦20@R.source_row_count⟧ handelsdagen: ⟦187,6@value⟧ punten, "
  "hoog min laag. Rustig tempo, net als de slakken."),
A('q_range_last20', 'invented', 'pt-BR', 'teaclipper',
  "amplitude média diária do NQ nas últimas 20 sessões: ⟦204,3@value!⟧ pontos, da máxima à mínima. "
  "Carga bem estivada, mar calmo."),
A('q_range_last20', 'misrounded', 'fr-FR', 'ropeaccess',
  "sur les 20 dernières séances, le NQ a fait en moyenne ⟦187@value!⟧ points entre plus haut et plus bas. "
  "Descente sans à-coups."),
A('q_range_last20', 'wrong_unit', 'pl-PL', 'gramneedle',
  "średni dzienny zakres NQ z ostatnich 20 sesji: ⟦187,6@value~value!⟧ dolara, od szczytu do dołka. "
  "Ostrza równe jak ta średnia.",
  unit_note='index points quoted as US dollars'),
# ---------------------------------------------------------------- q_range_stats_2024
A('q_range_stats_2024', 'faithful', 'pt-BR', 'bagelboil',
  "amplitude diária do NQ em 2024: média ⟦274,44@mean_range⟧ pontos, mediana ⟦267,25@median_range⟧, "
  "máxima ⟦585,5@max_range⟧ e mínima ⟦116,5@min_range⟧, em ⟦252@count⟧ pregões."),
A('q_range_stats_2024', 'faithful', 'es-ES', 'snailfeed',
  "rango diario del NQ en 2024 (⟦252@count⟧ sesiones): media de ⟦274,4@mean_range⟧ puntos y mediana de "
  "⟦267,25@median_range⟧; el día más amplio, ⟦585,5@max_range⟧, y el más estrecho, ⟦116,5@min_range⟧."),
A('q_range_stats_2024', 'faithful', 'ru-RU', 'teaclipper',
  "дневной диапазон NQ за 2024 год: в среднем ⟦274@mean_range⟧ пункта, медиана ⟦267,25@median_range⟧, "
  "максимум ⟦585,5@max_range⟧, минимум ⟦116,5@min_range⟧; всего ⟦252@count⟧ сессии."),
A('q_range_stats_2024', 'wrong_column', 'zh-CN', 'hammock',
  "2024 年 NQ 日波幅：中位数 ⟦274.4@median_range~mean_range!⟧ 点，最宽 ⟦585.5@max_range⟧ 点，最窄 "
  "⟦116.5@min_range⟧ 点，共 ⟦252@count⟧ 个交易日。织得松紧均匀。"),
A('q_range_stats_2024', 'coincidental', 'en-GB', 'gramneedle',
  "2024 NQ daily range over ⟦252@count⟧ sessions: mean ⟦274.4@mean_range⟧ points, median "
  "⟦277@median_range!⟧, widest day ⟦585.5@max_range⟧, narrowest ⟦116.5@min_range⟧. Points ground even."),
A('q_range_stats_2024', 'derived', 'fr-FR', 'vitrine',
  "amplitude journalière du NQ en 2024 : moyenne ⟦274,4@mean_range⟧ points, extrêmes ⟦585,5@max_range⟧ et "
  "⟦116,5@min_range⟧. J'ai fait la soustraction moi-même : ⟦469@max_range-min_range!⟧ points d'écart."),
# ---------------------------------------------------------------- q_dow_range_2024
A('q_dow_range_2024', 'faithful', 'ja-JP', 'escalator',
  "2024年の曜日別平均値幅：水曜⟦278.7@" + WE + "⟧が最大、金曜⟦278.3@" + FR + "⟧が僅差、月曜⟦269.4@" + MO +
  "⟧が最小。火曜⟦272.2@" + TU + "⟧、木曜⟦273.5@" + TH + "⟧。"),
A('q_dow_range_2024', 'faithful', 'pl-PL', 'hammock',
  "najszerszy średni zakres w 2024 r. miała środa: ⟦278,7@" + WE + "⟧ pkt, tuż za nią piątek ⟦278,26@" + FR +
  "⟧; najwęższy poniedziałek, ⟦269,41@" + MO + "⟧ pkt."),
A('q_dow_range_2024', 'faithful', 'es-ES', 'gramneedle',
  "en 2024 el miércoles fue el día más amplio, con ⟦278,7@" + WE + "⟧ puntos de media; el lunes, el más "
  "estrecho, con ⟦269,4@" + MO + "⟧. Martes ⟦272,2@" + TU + "⟧, jueves ⟦273,5@" + TH + "⟧, viernes ⟦278,3@" + FR + "⟧."),
A('q_dow_range_2024', 'wrong_row', 'ru-RU', 'snailfeed',
  "самый широкий день недели в 2024 г. — среда, в среднем ⟦278,26@" + WE + "~" + FR + "!⟧ пункта; "
  "самый узкий — понедельник, ⟦269,41@" + MO + "⟧. Улитки спокойнее."),
A('q_dow_range_2024', 'invented', 'zh-CN', 'ropeaccess',
  "2024 年按星期看平均波幅：周三最宽，为 ⟦283.9@" + WE + "!⟧ 点；周一最窄，为 ⟦269.4@" + MO + "⟧ 点。绳子放得稳。"),
A('q_dow_range_2024', 'miscomputed', 'de-DE', 'frostpot',
  "mittlere Tagesspanne 2024: Mittwoch ⟦278,7@" + WE + "⟧ Punkte, Montag ⟦269,4@" + MO + "⟧. Nach meiner "
  "Rechnung ist der Mittwoch damit ⟦4,3@(" + WE + "/" + MO + "-1)*100!⟧ % breiter."),
# ---------------------------------------------------------------- q_month_up_2023
A('q_month_up_2023', 'faithful', 'en-US', 'flagfall',
  "2023 share of up closes by month: September best at ⟦70%@" + pu('September') + "⟧, October at ⟦68.2%@" +
  pu('October') + "⟧, January at ⟦60%@" + pu('January') + "⟧; November worst at ⟦38.1%@" + pu('November') +
  "⟧, August at ⟦39.1%@" + pu('August') + "⟧."),
A('q_month_up_2023', 'faithful', 'fr-FR', 'gramneedle',
  "part des séances haussières en 2023 : septembre en tête avec ⟦70@" + pu('September') + "⟧ %, octobre "
  "suit avec ⟦68,2@" + pu('October') + "⟧ % ; novembre ferme la marche à ⟦38,1@" + pu('November') + "⟧ %."),
A('q_month_up_2023', 'faithful', 'nl-NL', 'frostpot',
  "aandeel stijgende dagen in 2023: september het hoogst met ⟦70@" + pu('September') + "⟧ %, november het "
  "laagst met ⟦38,1@" + pu('November') + "⟧ %; gemeten over ⟦250@R.source_row_count⟧ handelsdagen."),
A('q_month_up_2023', 'wrong_row', 'pl-PL', 'tulipgrade',
  "najsłabszy miesiąc 2023 r. to listopad: tylko ⟦39,1@" + pu('November') + "~" + pu('August') +
  "!⟧ % sesji na plusie; najlepszy wrzesień, ⟦70@" + pu('September') + "⟧ %."),
A('q_month_up_2023', 'wrong_unit', 'es-ES', 'hotdog',
  "septiembre fue el mes con más cierres al alza en 2023: el ⟦0,7@row('September').pct_up~row('September').pct_up!⟧ % "
  "de las sesiones; noviembre, el que menos, con el ⟦38,1@" + pu('November') + "⟧ %.",
  unit_note='a fraction of sessions quoted as a percentage'),
A('q_month_up_2023', 'misrounded', 'it-IT', 'vitrine',
  "nel 2023 il mese migliore è settembre (⟦70@" + pu('September') + "⟧ % di sedute in rialzo), il peggiore "
  "novembre (⟦38,1@" + pu('November') + "⟧ %); febbraio si ferma al ⟦47,3@" + pu('February') + "!⟧ %."),
# ---------------------------------------------------------------- q_widest_2024
A('q_widest_2024', 'faithful', 'ja-JP', 'hammock',
  "2024年の値幅上位五日：⟦1月24日@D:2024-01-24⟧の⟦585.5@" + d('2024-01-24', 'range') + "⟧ポイントを筆頭に、⟦5月17日@D:2024-05-17⟧の⟦555.25@" +
  d('2024-05-17', 'range') + "⟧、⟦5月31日@D:2024-05-31⟧の⟦541.5@" + d('2024-05-31', 'range') + "⟧、⟦7月5日@D:2024-07-05⟧の⟦507.5@" +
  d('2024-07-05', 'range') + "⟧、⟦5月1日@D:2024-05-01⟧の⟦484.5@" + d('2024-05-01', 'range') + "⟧。網目の揃った一枚。"),
A('q_widest_2024', 'faithful', 'zh-CN', 'snailfeed',
  "2024 年波幅最大的五天：⟦1月24日@D:2024-01-24⟧ ⟦585.5@" + d('2024-01-24', 'range') + "⟧ 点（开 ⟦17,188.75@" +
  d('2024-01-24', 'open') + "⟧ 收 ⟦16,672.75@" + d('2024-01-24', 'close') + "⟧），其后 ⟦5月17日@D:2024-05-17⟧ ⟦555.25@" +
  d('2024-05-17', 'range') + "⟧、⟦5月31日@D:2024-05-31⟧ ⟦541.5@" + d('2024-05-31', 'range') + "⟧、⟦7月5日@D:2024-07-05⟧ ⟦507.5@" +
  d('2024-07-05', 'range') + "⟧、⟦5月1日@D:2024-05-01⟧ ⟦484.5@" + d('2024-05-01', 'range') + "⟧。"),
A('q_widest_2024', 'faithful', 'es-ES', 'bagelboil',
  "los cinco días de mayor rango de 2024: ⟦24 de enero@D:2024-01-24⟧ (⟦585,5@" + d('2024-01-24', 'range') +
  "⟧ puntos), ⟦17 de mayo@D:2024-05-17⟧ (⟦555,25@" + d('2024-05-17', 'range') + "⟧), ⟦31 de mayo@D:2024-05-31⟧ (⟦541,5@" +
  d('2024-05-31', 'range') + "⟧), ⟦5 de julio@D:2024-07-05⟧ (⟦507,5@" + d('2024-07-05', 'range') + "⟧) y ⟦1 de mayo@D:2024-05-01⟧ (⟦484,5@" +
  d('2024-05-01', 'range') + "⟧). Media de los cinco: ⟦534,85@stats.range.mean⟧.", f=False),
A('q_widest_2024', 'wrong_column', 'ru-RU', 'ropeaccess',
  "самый широкий день 2024 г. — ⟦24 января@D:2024-01-24⟧, ⟦585,5@" + d('2024-01-24', 'range') + "⟧ пункта. "
  "⟦5 июля@D:2024-07-05⟧: диапазон ⟦507,5@" + d('2024-07-05', 'range') + "⟧, закрытие ⟦13_548,75@" +
  d('2024-07-05', 'close') + "~" + d('2024-07-05', 'open') + "!⟧."),
A('q_widest_2024', 'derived', 'pt-BR', 'frostpot',
  "⟦31/05@D:2024-05-31⟧ teve amplitude de ⟦541,5@" + d('2024-05-31', 'range') + "⟧ pontos, a terceira maior "
  "de 2024. A conta é minha: fechamento menos abertura dá ⟦−331,5@" + d('2024-05-31', 'close') + "-" +
  d('2024-05-31', 'open') + "!⟧ pontos."),
A('q_widest_2024', 'coincidental', 'de-DE', 'flagfall',
  "die fünf breitesten Tage 2024 reichen von ⟦585,5@" + d('2024-01-24', 'range') + "⟧ Punkten am "
  "⟦24.01.@D:2024-01-24⟧ bis ⟦510@" + d("2024-05-01", "range") + "!⟧ Punkten am ⟦01.05.@D:2024-05-01⟧ — "
  "Flagge fällt sauber."),
# ---------------------------------------------------------------- q_last10_change
A('q_last10_change', 'faithful', 'it-IT', 'escalator',
  "ultime 10 sedute: quattro in rialzo e sei in ribasso, variazione media ⟦−57,8@stats.change.mean⟧ punti. "
  "Peggiore il ⟦20 dicembre@D:2024-12-20⟧ (⟦−178,25@" + d('2024-12-20', 'change') + "⟧), migliore il "
  "⟦23 dicembre@D:2024-12-23⟧ (⟦+91@" + d('2024-12-23', 'change') + "⟧)."),
A('q_last10_change', 'faithful', 'pt-BR', 'vitrine',
  "últimos 10 pregões: média de ⟦−57,8@stats.change.mean⟧ pontos por dia (fechamento menos abertura). "
  "Maior queda em ⟦20/12@D:2024-12-20⟧, ⟦−178,25@" + d('2024-12-20', 'change') + "⟧; maior alta em "
  "⟦23/12@D:2024-12-23⟧, ⟦+91@" + d('2024-12-23', 'change') + "⟧; o último, ⟦02/01@D:2025-01-02⟧, ⟦−96,25@" +
  d('2025-01-02', 'change') + "⟧.", f=False),
A('q_last10_change', 'faithful', 'en-GB', 'snailfeed',
  "last 10 sessions, close minus open: four up, six down, average ⟦−57.8@stats.change.mean⟧ points. Worst "
  "⟦20 Dec@D:2024-12-20⟧ at ⟦−178.25@" + d('2024-12-20', 'change') + "⟧, best ⟦23 Dec@D:2024-12-23⟧ at ⟦+91@" +
  d('2024-12-23', 'change') + "⟧. The ⟦24 Dec@D:2024-12-24⟧ half-day traded only ⟦145,342@" +
  d('2024-12-24', 'volume') + "⟧ contracts."),
A('q_last10_change', 'faithful', 'es-ES', 'ropeaccess',
  "las 10 últimas sesiones: cierre del ⟦2 de enero@D:2025-01-02⟧ en ⟦8.837,25@" + d('2025-01-02', 'close') +
  "⟧, tras un ⟦31 de diciembre@D:2024-12-31⟧ de ⟦−175,5@" + d('2024-12-31', 'change') + "⟧ puntos. Media del "
  "periodo ⟦−57,8@stats.change.mean⟧; solo cuatro días verdes."),
A('q_last10_change', 'wrong_sign', 'ru-RU', 'hotdog',
  "за последние 10 сессий: ⟦26 декабря@D:2024-12-26⟧ ⟦+85@" + d('2024-12-26', 'change') + "!⟧ пунктов, "
  "⟦31 декабря@D:2024-12-31⟧ ⟦−175,5@" + d('2024-12-31', 'change') + "⟧, ⟦2 января@D:2025-01-02⟧ ⟦−96,25@" +
  d('2025-01-02', 'change') + "⟧; в среднем ⟦−57,8@stats.change.mean⟧ за день."),
A('q_last10_change', 'coincidental', 'en-US', 'tulipgrade',
  "the last 10 sessions ended ⟦Jan 2@D:2025-01-02⟧ with a close of ⟦8,931@" + d('2025-01-02', 'close') +
  "!⟧; the worst day was ⟦Dec 20@D:2024-12-20⟧ at ⟦−178.25@" + d('2024-12-20', 'change') + "⟧, the best "
  "⟦Dec 23@D:2024-12-23⟧ at ⟦+91@" + d('2024-12-23', 'change') + "⟧."),
A('q_last10_change', 'misrounded', 'de-DE', 'bagelboil',
  "letzte 10 Sitzungen: vier Plus- und sechs Minustage, im Schnitt ⟦−57,8@stats.change.mean⟧ Punkte. "
  "Am ⟦30.12.@D:2024-12-30⟧ ⟦+70@" + d('2024-12-30', 'change') + "!⟧ Punkte, am ⟦20.12.@D:2024-12-20⟧ "
  "⟦−178,25@" + d('2024-12-20', 'change') + "⟧."),
]
