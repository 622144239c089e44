"""Market-data queries, part 1 (q_range_last20 ... q_last10_change). Markers: see ../../blind4/lib.py.
Layouts: _reg.py. '_' between digits = the locale's group separator (U+202F fr, U+00A0 ru/pl)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def wd(d):
    return f"row('{d}').mean_range"


def pu(m):
    return f"row('{m}').pct_up*100"


def r(d, col):
    return f"row('{d}').{col}"


MO, TU, WE, TH, FR = (wd(d) for d in ('Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'))

ENTRIES = [
# ---------------------------------------------------------------- q_range_last20
A('q_range_last20', 'faithful', 'pl-PL', 'fishfarm',
  "średni dzienny zakres z ostatnich 20 sesji wyniósł ⟦187,6@value⟧ pkt (maksimum minus minimum), liczony z "
  "⟦20@R.source_row_count⟧ wierszy dziennych. Sieci całe."),
A('q_range_last20', 'faithful', 'it-IT', 'paperlamp',
  "negli ultimi 20 giorni l'escursione media giornaliera, massimo meno minimo, è di circa ⟦188@value⟧ punti. "
  "La carta tiene."),
A('q_range_last20', 'faithful', 'zh-CN', 'piggery',
  "最近 20 个交易日的平均日内波幅（最高价减最低价）为 ⟦187.6@value⟧ 点。猪都睡了。"),
A('q_range_last20', 'invented', 'es-ES', 'hatchery',
  "el rango diario medio de las últimas 20 sesiones fue de ⟦176,4@value!⟧ puntos, de máximo a mínimo. "
  "Agua tranquila en las bandejas."),
A('q_range_last20', 'misrounded', 'en-GB', 'bouncy',
  "over the last 20 sessions the day's high-to-low range averaged ⟦187@value!⟧ points. Dry grass, easy pegging."),
A('q_range_last20', 'wrong_unit', 'en-US', 'fabric',
  "average daily range over the last 20 sessions: ⟦187.6@value~value!⟧ ticks from high to low.",
  unit_note='index points quoted as ticks'),
# ---------------------------------------------------------------- q_range_stats_2024
A('q_range_stats_2024', 'faithful', 'fr-FR', 'sheepfold',
  "amplitude quotidienne en 2024 : moyenne ⟦274,4@mean_range⟧ points, médiane ⟦267,25@median_range⟧, extrêmes "
  "⟦116,5@min_range⟧ et ⟦585,5@max_range⟧, sur ⟦252@count⟧ séances. Nuit calme."),
A('q_range_stats_2024', 'faithful', 'pl-PL', 'fishfarm',
  "zakres dzienny w 2024 r.: średnio ⟦274,44@mean_range⟧ pkt, mediana ⟦267,25@median_range⟧; najszerszy dzień "
  "⟦585,5@max_range⟧ pkt, najwęższy ⟦116,5@min_range⟧."),
A('q_range_stats_2024', 'faithful', 'pt-BR', 'cattle',
  "em 2024 a amplitude diária média foi de ⟦274@mean_range⟧ pontos; metade dos ⟦252@count⟧ pregões ficou em até "
  "⟦267,25@median_range⟧ pontos."),
A('q_range_stats_2024', 'wrong_column', 'ja-JP', 'waterpark',
  "2024年の日中値幅は平均⟦267.25@mean_range~median_range!⟧ポイント、最大⟦585.5@max_range⟧、最小"
  "⟦116.5@min_range⟧でした。"),
A('q_range_stats_2024', 'derived', 'it-IT', 'fabric',
  "nel 2024 l'escursione media è ⟦274,4@mean_range⟧ punti contro una mediana di ⟦267,25@median_range⟧: la media "
  "supera la mediana di ⟦7,2@mean_range-median_range!⟧ punti, differenza calcolata da me."),
A('q_range_stats_2024', 'misrounded', 'ru-RU', 'piggery',
  "в 2024 году средний дневной диапазон — ⟦274,3@mean_range!⟧ пункта, медиана ⟦267,25@median_range⟧, по "
  "⟦252@count⟧ торговым дням."),
# ---------------------------------------------------------------- q_dow_range_2024
A('q_dow_range_2024', 'faithful', 'ru-RU', 'bouncy',
  "шире всего в 2024 году в среднем ходила среда — ⟦278,7@" + WE + "⟧ пункта, уже всего понедельник — "
  "⟦269,4@" + MO + "⟧. Разница небольшая."),
A('q_dow_range_2024', 'faithful', 'en-GB', 'fabric',
  "Wednesday had the widest average range in 2024 at ⟦278.7@" + WE + "⟧ points, with Friday just behind on "
  "⟦278.26@" + FR + "⟧; Monday was the calmest (⟦269.41@" + MO + "⟧)."),
A('q_dow_range_2024', 'faithful', 'it-IT', 'piggery',
  "nel 2024 il mercoledì è il giorno più ampio, ⟦279@" + WE + "⟧ punti di media; martedì ⟦272,2@" + TU + "⟧, "
  "giovedì ⟦273,5@" + TH + "⟧. Scarti piccoli."),
A('q_dow_range_2024', 'wrong_row', 'ja-JP', 'fishfarm',
  "2024年で値幅が最も広い曜日は水曜で平均⟦278.7@" + WE + "⟧ポイント、木曜は⟦272.2@" + TH + "~" + TU +
  "!⟧でした。"),
A('q_dow_range_2024', 'coincidental', 'nl-NL', 'sheepfold',
  "in 2024 had woensdag de grootste gemiddelde range, ⟦278,7@" + WE + "⟧ punten; maandag, de rustigste dag, kwam "
  "op ⟦272,4@" + MO + "!⟧."),
A('q_dow_range_2024', 'miscomputed', 'pl-PL', 'market',
  "najszerszą średnią rozpiętość w 2024 r. miała środa, ⟦278,7@" + WE + "⟧ pkt, najwęższą poniedziałek, "
  "⟦269,41@" + MO + "⟧; według mojego odejmowania różnica to ⟦9,72@" + WE + "-" + MO + "!⟧ pkt."),
# ---------------------------------------------------------------- q_month_up_2023
A('q_month_up_2023', 'faithful', 'es-ES', 'sheepfold',
  "en 2023 el mes con más días al alza fue septiembre, con un ⟦70 %@" + pu('September') + "⟧, y el que menos "
  "noviembre, con un ⟦38,1 %@" + pu('November') + "⟧. Mayo quedó justo en la mitad."),
A('q_month_up_2023', 'faithful', 'fr-FR', 'paperlamp',
  "part des séances haussières en 2023 — janvier : ⟦60 %@" + pu('January') + "⟧, octobre : ⟦68,2 %@" +
  pu('October') + "⟧, août : ⟦39,1 %@" + pu('August') + "⟧ seulement."),
A('q_month_up_2023', 'faithful', 'zh-CN', 'cattle',
  "2023 年上涨日占比最高的是 9月：⟦70%@" + pu('September') + "⟧；最低是 11月：⟦38.1%@" + pu('November') +
  "⟧。5月正好 ⟦50%@" + pu('May') + "⟧。"),
A('q_month_up_2023', 'wrong_row', 'ru-RU', 'bouncy',
  "в 2023 году чаще всего рос сентябрь (⟦70 %@" + pu('September') + "⟧ дней), а в августе доля растущих дней "
  "была ⟦42,9 %@" + pu('August') + "~" + pu('June') + "!⟧."),
A('q_month_up_2023', 'invented', 'pt-BR', 'fabric',
  "em 2023, setembro teve ⟦70%@" + pu('September') + "⟧ de dias de alta; novembro, o pior mês, ficou em "
  "⟦33,3%@" + pu('November') + "!⟧."),
A('q_month_up_2023', 'derived', 'nl-NL', 'poolside',
  "in 2023 sloot januari op ⟦60 %@" + pu('January') + "⟧ van de dagen hoger, november op ⟦38,1 %@" +
  pu('November') + "⟧; het verschil is ⟦21,9@" + pu('January') + "-" + pu('November') +
  "!⟧ procentpunt, zelf uitgerekend."),
# ---------------------------------------------------------------- q_widest_2024
A('q_widest_2024', 'faithful', 'ru-RU', 'hatchery',
  "самый широкий день 2024 года — ⟦24 января@D:2024-01-24⟧: диапазон ⟦585,5@" + r('2024-01-24', 'range') +
  "⟧ пункта, открытие ⟦17_188,75@" + r('2024-01-24', 'open') + "⟧, закрытие ⟦16_672,75@" +
  r('2024-01-24', 'close') + "⟧. Все пять дней закрылись ниже открытия."),
A('q_widest_2024', 'faithful', 'de-DE', 'waterpark',
  "die fünf breitesten Tage 2024 liegen zwischen ⟦484,5@stats.range.min⟧ und ⟦585,5@stats.range.max⟧ Punkten "
  "Spanne, im Schnitt ⟦534,85@stats.range.mean⟧; drei davon im Mai (⟦01.05.@D:2024-05-01⟧ und ⟦17.05.@D:2024-05-17⟧ "
  "sowie ⟦31.05.@D:2024-05-31⟧)."),
A('q_widest_2024', 'faithful', 'en-GB', 'fishfarm',
  "the widest session of 2024 was ⟦24 Jan@D:2024-01-24⟧ at ⟦585.5@" + r('2024-01-24', 'range') + "⟧ points; the "
  "fifth widest, ⟦1 May@D:2024-05-01⟧, still spanned ⟦484.5@" + r('2024-05-01', 'range') + "⟧. All five closed "
  "below the open."),
A('q_widest_2024', 'wrong_column', 'zh-CN', 'piggery',
  "2024 年第二宽的是 ⟦5月17日@D:2024-05-17⟧：波幅 ⟦555.25@" + r('2024-05-17', 'range') + "⟧ 点，开盘 ⟦15,675@" +
  r('2024-05-17', 'open') + "~" + r('2024-05-17', 'close') + "!⟧，当天收跌。"),
A('q_widest_2024', 'coincidental', 'it-IT', 'poolside',
  "il terzo giorno più ampio del 2024, il ⟦31 maggio@D:2024-05-31⟧, ha avuto un'escursione di ⟦537@" +
  r('2024-05-31', 'range') + "!⟧ punti, chiudendo sotto l'apertura."),
A('q_widest_2024', 'misrounded', 'pt-BR', 'market',
  "o segundo dia mais largo de 2024 foi ⟦17/05@D:2024-05-17⟧, com amplitude de ⟦556@" + r('2024-05-17', 'range') +
  "!⟧ pontos; abriu em ⟦15.998,25@" + r('2024-05-17', 'open') + "⟧ e fechou em queda."),
# ---------------------------------------------------------------- q_last10_change
A('q_last10_change', 'faithful', 'en-US', 'fishfarm',
  "of the last 10 sessions four closed up and six down, mean change ⟦−57.8@stats.change.mean⟧ points. Best: "
  "⟦Dec 23@D:2024-12-23⟧, ⟦+91@" + r('2024-12-23', 'change') + "⟧; worst: ⟦Dec 20@D:2024-12-20⟧, ⟦−178.25@" +
  r('2024-12-20', 'change') + "⟧."),
A('q_last10_change', 'faithful', 'de-DE', 'fabric',
  "letzte 10 Sitzungen: am ⟦02.01.2025@D:2025-01-02⟧ Schluss bei ⟦8.837,25@" + r('2025-01-02', 'close') + "⟧ "
  "(⟦−96,25@" + r('2025-01-02', 'change') + "⟧ zum Open); am ⟦31.12.@D:2024-12-31⟧ ⟦−175,5@" +
  r('2024-12-31', 'change') + "⟧ bei dünnem Volumen (⟦150.336@" + r('2024-12-31', 'volume') + "⟧)."),
A('q_last10_change', 'faithful', 'en-GB', 'sheepfold',
  "Christmas Eve, ⟦24 Dec@D:2024-12-24⟧, was nearly flat at ⟦+10.25@" + r('2024-12-24', 'change') + "⟧ points on "
  "the lowest volume of the ten, ⟦145,342@" + r('2024-12-24', 'volume') + "⟧ contracts; ⟦30 Dec@D:2024-12-30⟧ "
  "added ⟦69.25@" + r('2024-12-30', 'change') + "⟧."),
A('q_last10_change', 'faithful', 'ja-JP', 'cattle',
  "直近10営業日：⟦12月18日@D:2024-12-18⟧は⟦−173@" + r('2024-12-18', 'change') + "⟧ポイント、"
  "⟦12月27日@D:2024-12-27⟧は⟦+24.25@" + r('2024-12-27', 'change') + "⟧。平均は⟦−57.8@stats.change.mean⟧で"
  "下げ優勢。"),
A('q_last10_change', 'wrong_sign', 'it-IT', 'bouncy',
  "il ⟦26 dicembre@D:2024-12-26⟧ il contratto ha chiuso a ⟦9028,5@" + r('2024-12-26', 'close') + "⟧, con una "
  "variazione di ⟦+85@" + r('2024-12-26', 'change') + "!⟧ punti sull'apertura."),
A('q_last10_change', 'wrong_row', 'zh-CN', 'mussel',
  "最近 10 个交易日里，⟦12月30日@D:2024-12-30⟧收于 ⟦9,112@" + r('2024-12-30', 'close') + "⟧ 点，当日涨 "
  "⟦24.25@" + r('2024-12-30', 'change') + "~" + r('2024-12-27', 'change') + "!⟧ 点。"),
A('q_last10_change', 'invented', 'fr-FR', 'market',
  "sur les 10 dernières séances, variation moyenne de ⟦−63,4@stats.change.mean!⟧ points ; la pire, le "
  "⟦20 décembre@D:2024-12-20⟧, ⟦−178,25@" + r('2024-12-20', 'change') + "⟧."),
]
