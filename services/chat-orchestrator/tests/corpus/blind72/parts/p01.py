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
A('q_range_last20', 'faithful', 'zh-CN', 'dyer',
  "最近 20 个交易日平均每日波幅为 ⟦187.6@value⟧ 点（最高价减最低价），取自 ⟦20@R.source_row_count⟧ 行日线。缸里颜色匀净。"),
A('q_range_last20', 'faithful', 'es-ES', 'philately',
  "rango diario medio de las últimas 20 sesiones: ⟦187,6@value⟧ puntos entre máximo y mínimo. Sesión tranquila, "
  "sin sobres nuevos."),
A('q_range_last20', 'faithful', 'en-GB', 'hobby',
  "over the last 20 sessions the average high-to-low day spanned ⟦187.6@value⟧ points, worked out from "
  "⟦20@R.source_row_count⟧ daily rows."),
A('q_range_last20', 'miscomputed', 'ja-JP', 'toyshop',
  "直近20日の平均値幅は⟦187.6@value⟧ポイント。自分で20倍すると、期間合計で⟦3,725@value*20!⟧ポイント分の値幅になる。"),
A('q_range_last20', 'wrong_unit', 'ru-RU', 'jigsaw',
  "средний дневной диапазон за последние 20 сессий — ⟦187,6@value~value!⟧ тика между максимумом и минимумом.",
  unit_note='index points quoted as ticks'),
A('q_range_last20', 'invented', 'pl-PL', 'weaver',
  "średni dzienny zakres z ostatnich 20 sesji: ⟦212,4@value!⟧ pkt między szczytem a dołkiem. Osnowa napięta równo."),
# ---------------------------------------------------------------- q_range_stats_2024
A('q_range_stats_2024', 'faithful', 'nl-NL', 'flea',
  "dagbereik 2024 over ⟦252@count⟧ handelsdagen: gemiddeld ⟦274,44@mean_range⟧ punten, mediaan "
  "⟦267,25@median_range⟧, breedste dag ⟦585,5@max_range⟧, smalste ⟦116,5@min_range⟧."),
A('q_range_stats_2024', 'faithful', 'en-US', 'pottery',
  "2024 daily range: mean ⟦274.4@mean_range⟧ pts, median ⟦267.25@median_range⟧ pts; the widest session ran "
  "⟦585.5@max_range⟧ and the narrowest ⟦116.5@min_range⟧."),
A('q_range_stats_2024', 'faithful', 'es-ES', 'toyshop',
  "en 2024, ⟦252@count⟧ sesiones: rango medio de ⟦274,4@mean_range⟧ puntos y mediana de ⟦267,25@median_range⟧; "
  "el mínimo fue ⟦116,5@min_range⟧ y el máximo ⟦585,5@max_range⟧."),
A('q_range_stats_2024', 'wrong_column', 'ja-JP', 'thrift',
  "2024年の日中値幅：中央値⟦274.44@median_range~mean_range!⟧ポイント、最大⟦585.5@max_range⟧、最小"
  "⟦116.5@min_range⟧（⟦252@count⟧日）。"),
A('q_range_stats_2024', 'coincidental', 'pl-PL', 'lamplighter',
  "mediana dziennego zakresu w 2024 r.: ⟦272@median_range!⟧ pkt, maksimum ⟦585,5@max_range⟧ pkt. Wszystkie "
  "latarnie paliły się równo."),
A('q_range_stats_2024', 'misrounded', 'de-DE', 'dyer',
  "Tagesspanne 2024: im Mittel ⟦274,5@mean_range!⟧ Punkte, Median ⟦267,25@median_range⟧, Spitze "
  "⟦585,5@max_range⟧."),
# ---------------------------------------------------------------- q_dow_range_2024
A('q_dow_range_2024', 'faithful', 'nl-NL', 'dollhouse',
  "in 2024 had woensdag de breedste dagen: gemiddeld ⟦278,675@" + WE + "⟧ punten, vrijdag vlak erachter met "
  "⟦278,26@" + FR + "⟧; maandag was het smalst met ⟦269,41@" + MO + "⟧."),
A('q_dow_range_2024', 'faithful', 'en-US', 'jigsaw',
  "Wednesday topped 2024 at ⟦278.7@" + WE + "⟧ points of average range; Monday was the narrowest at ⟦269.4@" + MO +
  "⟧, with Tuesday ⟦272.2@" + TU + "⟧ and Thursday ⟦273.5@" + TH + "⟧ in between."),
A('q_dow_range_2024', 'faithful', 'de-DE', 'philately',
  "breiteste Wochentage 2024: Mittwoch mit ⟦278,675@" + WE + "⟧ Punkten, Freitag ⟦278,26@" + FR + "⟧; am "
  "ruhigsten war der Montag mit ⟦269,41@" + MO + "⟧."),
A('q_dow_range_2024', 'wrong_row', 'es-ES', 'thrift',
  "el miércoles fue el día de mayor rango en 2024, con una media de ⟦278,26@" + WE + "~" + FR + "!⟧ puntos; el "
  "lunes, el más estrecho, ⟦269,41@" + MO + "⟧."),
A('q_dow_range_2024', 'invented', 'fr-FR', 'hobby',
  "amplitude moyenne 2024 : le mercredi en tête avec ⟦278,7@" + WE + "⟧ points ; le jeudi, ⟦266,8@" + TH + "!⟧ "
  "points."),
A('q_dow_range_2024', 'miscomputed', 'ru-RU', 'spinning',
  "разница между пятницей (⟦278,26@" + FR + "⟧) и понедельником (⟦269,41@" + MO + "⟧) по моему подсчёту — "
  "⟦8,58@" + FR + "-" + MO + "!⟧ пункта."),
# ---------------------------------------------------------------- q_month_up_2023
A('q_month_up_2023', 'faithful', 'ja-JP', 'philately',
  "2023年に上昇日の比率が最も高かったのは9月の⟦70@" + pu('September') + "⟧%、最も低かったのは11月の"
  "⟦38.1@" + pu('November') + "⟧%。"),
A('q_month_up_2023', 'faithful', 'fr-FR', 'thrift',
  "en 2023, octobre a clôturé en hausse ⟦68,18 %@" + pu('October') + "⟧ des séances, août seulement "
  "⟦39,13 %@" + pu('August') + "⟧ ; mai pile à ⟦50 %@" + pu('May') + "⟧."),
A('q_month_up_2023', 'faithful', 'it-IT', 'spinning',
  "nel 2023 gennaio ha chiuso in rialzo il ⟦60%@" + pu('January') + "⟧ delle sedute, marzo il "
  "⟦56,52%@" + pu('March') + "⟧, giugno il ⟦42,86%@" + pu('June') + "⟧."),
A('q_month_up_2023', 'misrounded', 'zh-CN', 'jigsaw',
  "2023年2月上涨交易日占比 ⟦47.3%@" + pu('February') + "!⟧，9月最高，11月最低。"),
A('q_month_up_2023', 'coincidental', 'nl-NL', 'pottery',
  "december 2023 sloot op ⟦47,5%@" + pu('December') + "!⟧ van de dagen hoger dan de opening; september was "
  "de sterkste maand."),
A('q_month_up_2023', 'invented', 'es-ES', 'lamplighter',
  "en julio de 2023 cerró al alza el ⟦63,5 %@" + pu('July') + "!⟧ de las sesiones. Todas las farolas "
  "encendidas a su hora."),
# ---------------------------------------------------------------- q_widest_2024
A('q_widest_2024', 'faithful', 'nl-NL', 'thrift',
  "breedste dagen van 2024: ⟦24 januari@D:2024-01-24⟧ met ⟦585,5@" + r('2024-01-24', 'range') + "⟧ punten, "
  "dan ⟦17 mei@D:2024-05-17⟧ (⟦555,25@" + r('2024-05-17', 'range') + "⟧) en ⟦31 mei@D:2024-05-31⟧ "
  "(⟦541,5@" + r('2024-05-31', 'range') + "⟧); alle vijf sloten onder de opening."),
A('q_widest_2024', 'faithful', 'ru-RU', 'jigsaw',
  "самый широкий день 2024 года — ⟦24 января@D:2024-01-24⟧: диапазон ⟦585,5@" + r('2024-01-24', 'range') +
  "⟧, открытие ⟦17_188,75@" + r('2024-01-24', 'open') + "⟧, закрытие ⟦16_672,75@" + r('2024-01-24', 'close') +
  "⟧."),
A('q_widest_2024', 'faithful', 'es-ES', 'toyshop',
  "los cinco días más amplios de 2024 promediaron ⟦534,85@stats.range.mean⟧ puntos de rango, entre "
  "⟦484,5@stats.range.min⟧ (⟦1 de mayo@D:2024-05-01⟧) y ⟦585,5@stats.range.max⟧ (⟦24 de enero@D:2024-01-24⟧)."),
A('q_widest_2024', 'faithful', 'fr-FR', 'philately',
  "⟦5 juillet@D:2024-07-05⟧ : amplitude ⟦507,5@" + r('2024-07-05', 'range') + "⟧ points, ouverture "
  "⟦13_548,75@" + r('2024-07-05', 'open') + "⟧, clôture ⟦13_151,75@" + r('2024-07-05', 'close') + "⟧ ; le "
  "⟦31 mai@D:2024-05-31⟧, ⟦541,5@" + r('2024-05-31', 'range') + "⟧."),
A('q_widest_2024', 'wrong_row', 'ja-JP', 'pottery',
  "⟦5月17日@D:2024-05-17⟧の値幅は⟦541.5@" + r('2024-05-17', 'range') + "~" + r('2024-05-31', 'range') +
  "!⟧ポイントで、⟦1月24日@D:2024-01-24⟧の⟦585.5@" + r('2024-01-24', 'range') + "⟧に次ぐ広さ。"),
A('q_widest_2024', 'invented', 'zh-CN', 'flea',
  "2024 年波幅前五的日子里，⟦7月5日@D:2024-07-05⟧ 开盘 ⟦13,612.5@" + r('2024-07-05', 'open') + "!⟧ 点，"
  "波幅 ⟦507.5@" + r('2024-07-05', 'range') + "⟧ 点。"),
A('q_widest_2024', 'derived', 'pt-BR', 'dollhouse',
  "em ⟦24/01@D:2024-01-24⟧ a abertura foi ⟦17.188,75@" + r('2024-01-24', 'open') + "⟧ e o fechamento "
  "⟦16.672,75@" + r('2024-01-24', 'close') + "⟧; pela minha conta, uma queda de ⟦516@" + r('2024-01-24', 'open') +
  "-" + r('2024-01-24', 'close') + "!⟧ pontos no dia."),
# ---------------------------------------------------------------- q_last10_change
A('q_last10_change', 'faithful', 'ja-JP', 'thrift',
  "直近10営業日の平均変化は⟦−57.8@stats.change.mean⟧ポイント。最大の上げは⟦12月23日@D:2024-12-23⟧の"
  "⟦+91@" + r('2024-12-23', 'change') + "⟧、最大の下げは⟦12月20日@D:2024-12-20⟧の⟦−178.25@" +
  r('2024-12-20', 'change') + "⟧。"),
A('q_last10_change', 'faithful', 'it-IT', 'jigsaw',
  "ultime 10 sedute: quattro in rialzo e sei in ribasso; il ⟦30 dicembre@D:2024-12-30⟧ ⟦+69,25@" +
  r('2024-12-30', 'change') + "⟧, il ⟦2 gennaio@D:2025-01-02⟧ chiusura a ⟦8.837,25@" + r('2025-01-02', 'close') +
  "⟧ con ⟦−96,25@" + r('2025-01-02', 'change') + "⟧."),
A('q_last10_change', 'faithful', 'en-GB', 'dyer',
  "last ten sessions: ⟦31 Dec@D:2024-12-31⟧ opened at ⟦9,119.5@" + r('2024-12-31', 'open') + "⟧ and closed at "
  "⟦8,944@" + r('2024-12-31', 'close') + "⟧ (⟦−175.5@" + r('2024-12-31', 'change') + "⟧); ⟦24 Dec@D:2024-12-24⟧ "
  "was the quietest at ⟦+10.25@" + r('2024-12-24', 'change') + "⟧."),
A('q_last10_change', 'wrong_sign', 'es-ES', 'pottery',
  "el ⟦19 de diciembre@D:2024-12-19⟧ la sesión varió ⟦+64,75@" + r('2024-12-19', 'change') + "!⟧ puntos y cerró "
  "en ⟦9.150,5@" + r('2024-12-19', 'close') + "⟧."),
A('q_last10_change', 'wrong_column', 'de-DE', 'flea',
  "am ⟦23.12.@D:2024-12-23⟧ schloss der Markt bei ⟦9.116,5@" + r('2024-12-23', 'close') + "~" +
  r('2024-12-23', 'high') + "!⟧, ein Tagesplus von ⟦+91@" + r('2024-12-23', 'change') + "⟧ Punkten."),
A('q_last10_change', 'miscomputed', 'zh-CN', 'philately',
  "我自己算：从首日开盘 ⟦9,376.75@" + r('2024-12-18', 'open') + "⟧ 到末日收盘 ⟦8,837.25@" +
  r('2025-01-02', 'close') + "⟧，十个交易日共跌 ⟦593.5@" + r('2024-12-18', 'open') + "-" + r('2025-01-02', 'close') +
  "!⟧ 点。"),
]
