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
A('q_range_last20', 'faithful', 'it-IT', 'vinegar',
  "negli ultimi 20 giorni il range medio giornaliero del NQ è stato di ⟦187,6@value⟧ punti, dal massimo al minimo. "
  "La madre lavora bene."),
A('q_range_last20', 'faithful', 'fr-FR', 'kimchi',
  "sur les ⟦20@R.source_row_count⟧ dernières séances, l'amplitude moyenne du NQ (plus haut moins plus bas) ressort à "
  "⟦187,60@value⟧ points."),
A('q_range_last20', 'faithful', 'zh-CN', 'eggpack',
  "最近 20 个交易日 NQ 的平均日内振幅为 ⟦187.6@value⟧ 点（最高价减最低价）。"),
A('q_range_last20', 'invented', 'pl-PL', 'tofu',
  "średni dzienny zakres NQ z ostatnich 20 sesji: ⟦171,3@value!⟧ pkt od szczytu do dołka. Prasa chodziła równo."),
A('q_range_last20', 'misrounded', 'en-GB', 'brewpub',
  "the NQ's average high-to-low range over the last 20 sessions comes to ⟦187@value!⟧ points a day."),
A('q_range_last20', 'derived', 'es-ES', 'miso',
  "el rango medio de las últimas 20 sesiones fue de ⟦187,6@value⟧ puntos; sumados los ⟦20@R.source_row_count⟧ días, "
  "⟦3.752@value*20!⟧ puntos de recorrido (multiplicación mía)."),
# ---------------------------------------------------------------- q_range_stats_2024
A('q_range_stats_2024', 'faithful', 'nl-NL', 'wheelwright',
  "NQ-dagbereik 2024 over ⟦252@count⟧ sessies: gemiddeld ⟦274,44@mean_range⟧ punten, mediaan ⟦267,25@median_range⟧, "
  "smalste dag ⟦116,5@min_range⟧, breedste ⟦585,5@max_range⟧."),
A('q_range_stats_2024', 'faithful', 'es-ES', 'vinegar',
  "rango diario del NQ en 2024: media de ⟦274,4@mean_range⟧ puntos y mediana de ⟦267,25@median_range⟧; la sesión más "
  "amplia llegó a ⟦585,5@max_range⟧ y la más estrecha a ⟦116,5@min_range⟧. La media queda por encima de la mediana."),
A('q_range_stats_2024', 'faithful', 'en-GB', 'brewpub',
  "2024 daily range on the NQ: mean ⟦274.437@mean_range⟧ pts across ⟦252@count⟧ sessions, widest ⟦585.50@max_range⟧, "
  "narrowest ⟦116.50@min_range⟧."),
A('q_range_stats_2024', 'wrong_column', 'de-DE', 'jerky',
  "NQ-Tagesspanne 2024: Mittelwert ⟦267,25@mean_range~median_range!⟧ Punkte, breitester Tag ⟦585,5@max_range⟧, "
  "schmalster ⟦116,5@min_range⟧."),
A('q_range_stats_2024', 'miscomputed', 'ja-JP', 'tofu',
  "2024年のNQ日中値幅：最大⟦585.5@max_range⟧、最小⟦116.5@min_range⟧。自分で計算すると差は⟦496@max_range-min_range!⟧ポイント。"),
A('q_range_stats_2024', 'coincidental', 'it-IT', 'tortilla',
  "NQ nel 2024: range medio ⟦274,4@mean_range⟧ punti, mediana ⟦272@median_range!⟧, seduta più ampia "
  "⟦585,5@max_range⟧."),
# ---------------------------------------------------------------- q_dow_range_2024
A('q_dow_range_2024', 'faithful', 'en-GB', 'wheelwright',
  f"Wednesday was the widest weekday of 2024 at ⟦278.7@{WE}⟧ points on average, Friday close behind at "
  f"⟦278.3@{FR}⟧; Monday the narrowest at ⟦269.4@{MO}⟧."),
A('q_dow_range_2024', 'faithful', 'ja-JP', 'sausage',
  f"2024年の曜日別平均値幅は水曜が最大で⟦278.675@{WE}⟧ポイント、月曜が最小で⟦269.41@{MO}⟧ポイント。"),
A('q_dow_range_2024', 'faithful', 'zh-CN', 'glazier',
  f"2024 年按星期看，周三平均波幅最大，为 ⟦278.7@{WE}⟧ 点；周二 ⟦272.17@{TU}⟧ 点，周四 ⟦273.53@{TH}⟧ 点。"),
A('q_dow_range_2024', 'faithful', 'de-DE', 'tofu',
  f"Mittlere Tagesspanne 2024 je Wochentag: Montag ⟦269,41@{MO}⟧, Dienstag ⟦272,2@{TU}⟧, Mittwoch ⟦278,7@{WE}⟧, "
  f"Donnerstag ⟦273,5@{TH}⟧, Freitag ⟦278,26@{FR}⟧ Punkte. Mittwoch vorn."),
A('q_dow_range_2024', 'wrong_row', 'ru-RU', 'brewpub',
  f"в 2024 г. самый широкий день недели — среда (⟦278,7@{WE}⟧ п.), самый узкий — понедельник, в среднем "
  f"⟦272,17@{MO}~{TU}!⟧ пункта."),
A('q_dow_range_2024', 'misrounded', 'en-US', 'vinegar',
  f"Monday was the narrowest weekday of 2024, averaging ⟦269.5@{MO}!⟧ points high to low; Wednesday the widest."),
A('q_dow_range_2024', 'derived', 'nl-NL', 'tortilla',
  f"woensdag ⟦278,7@{WE}⟧ tegen maandag ⟦269,4@{MO}⟧ punten gemiddeld: een verschil van ⟦9,27@{WE}-{MO}!⟧ punten "
  f"(zelf afgetrokken)."),
# ---------------------------------------------------------------- q_month_up_2023
A('q_month_up_2023', 'faithful', 'pt-BR', 'jerky',
  f"em 2023 setembro foi o mês com mais altas, ⟦70%@{pu('September')}⟧ dos pregões; novembro o de menos, "
  f"⟦38,1%@{pu('November')}⟧."),
A('q_month_up_2023', 'faithful', 'ja-JP', 'tofu',
  f"2023年の月別上昇日比率：9月が最高で⟦70@{pu('September')}⟧%、10月が⟦68.18@{pu('October')}⟧%、"
  f"11月が最低で⟦38.1@{pu('November')}⟧%。"),
A('q_month_up_2023', 'faithful', 'it-IT', 'miso',
  f"nel 2023 i mesi più forti: settembre con il ⟦70 %@{pu('September')}⟧ di sedute al rialzo, ottobre con il "
  f"⟦68,2 %@{pu('October')}⟧, gennaio con il ⟦60 %@{pu('January')}⟧. Maggio esattamente a metà: ⟦50 %@{pu('May')}⟧."),
A('q_month_up_2023', 'invented', 'en-GB', 'kimchi',
  f"In 2023 September led with ⟦70%@{pu('September')}⟧ up days; November trailed at "
  f"⟦34.5%@{pu('November')}!⟧."),
A('q_month_up_2023', 'wrong_row', 'zh-CN', 'eggpack',
  f"2023年4月的上涨日占比为 ⟦50%@{pu('April')}~{pu('May')}!⟧；9月最高，为 ⟦70%@{pu('September')}⟧。"),
A('q_month_up_2023', 'derived', 'de-DE', 'vinegar',
  f"2023: September mit ⟦70 %@{pu('September')}⟧ Aufwärtstagen, November mit ⟦38,1 %@{pu('November')}⟧ – Abstand "
  f"⟦31,9@{pu('September')}-{pu('November')}!⟧ Prozentpunkte, selbst gerechnet."),
# ---------------------------------------------------------------- q_widest_2024
A('q_widest_2024', 'faithful', 'pt-BR', 'wheelwright',
  f"os cinco dias mais largos de 2024: ⟦24/01@D:2024-01-24⟧ com ⟦585,5@{d('2024-01-24', 'range')}⟧ pontos, "
  f"⟦17/05@D:2024-05-17⟧ com ⟦555,25@{d('2024-05-17', 'range')}⟧, ⟦31/05@D:2024-05-31⟧ com "
  f"⟦541,5@{d('2024-05-31', 'range')}⟧, ⟦05/07@D:2024-07-05⟧ com ⟦507,5@{d('2024-07-05', 'range')}⟧ e "
  f"⟦01/05@D:2024-05-01⟧ com ⟦484,5@{d('2024-05-01', 'range')}⟧. Três em maio."),
A('q_widest_2024', 'faithful', 'en-US', 'kimchi',
  f"Widest NQ day of 2024 was ⟦Jan 24@D:2024-01-24⟧ at ⟦585.5@{d('2024-01-24', 'range')}⟧ points (open "
  f"⟦17,188.75@{d('2024-01-24', 'open')}⟧, close ⟦16,672.75@{d('2024-01-24', 'close')}⟧). All five widest days "
  f"closed below their open."),
A('q_widest_2024', 'faithful', 'de-DE', 'eggpack',
  f"Breiteste Tage 2024: ⟦24.01.@D:2024-01-24⟧ mit ⟦585,5@{d('2024-01-24', 'range')}⟧ Punkten, ⟦17.05.@D:2024-05-17⟧ "
  f"mit ⟦555,25@{d('2024-05-17', 'range')}⟧; im Schnitt der fünf ⟦534,85@stats.range.mean⟧ Punkte."),
A('q_widest_2024', 'wrong_column', 'it-IT', 'miso',
  f"il ⟦5 luglio@D:2024-07-05⟧ l'escursione fu di ⟦507,5@{d('2024-07-05', 'range')}⟧ punti e la seduta chiuse a "
  f"⟦13.548,75@{d('2024-07-05', 'close')}~{d('2024-07-05', 'open')}!⟧."),
A('q_widest_2024', 'miscomputed', 'ru-RU', 'sausage',
  f"⟦24 января 2024@D:2024-01-24⟧ г.: размах ⟦585,5@{d('2024-01-24', 'range')}⟧ п., открытие "
  f"⟦17_188,75@{d('2024-01-24', 'open')}⟧, закрытие ⟦16_672,75@{d('2024-01-24', 'close')}⟧; по моему подсчёту "
  f"изменение за день ⟦−561@{d('2024-01-24', 'close')}-{d('2024-01-24', 'open')}!⟧ п."),
A('q_widest_2024', 'coincidental', 'es-ES', 'vinegar',
  f"los cinco días más amplios de 2024 promediaron ⟦539@stats.range.mean!⟧ puntos; el mayor, el "
  f"⟦24 de enero@D:2024-01-24⟧, con ⟦585,5@{d('2024-01-24', 'range')}⟧."),
# ---------------------------------------------------------------- q_last10_change
A('q_last10_change', 'faithful', 'de-DE', 'kimchi',
  f"Letzte zehn Sitzungen: vier Plus-, sechs Minustage. Schwächster Tag der ⟦20.12.@D:2024-12-20⟧ mit "
  f"⟦−178,25@{d('2024-12-20', 'change')}⟧, bester der ⟦23.12.@D:2024-12-23⟧ mit ⟦+91@{d('2024-12-23', 'change')}⟧; "
  f"im Schnitt ⟦−57,8@stats.change.mean⟧ Punkte."),
A('q_last10_change', 'faithful', 'ru-RU', 'eggpack',
  f"последние 10 сессий: ⟦31 декабря@D:2024-12-31⟧ ⟦−175,5@{d('2024-12-31', 'change')}⟧ п., "
  f"⟦2 января@D:2025-01-02⟧ ещё ⟦−96,25@{d('2025-01-02', 'change')}⟧; самый низкий объём — "
  f"⟦24 декабря@D:2024-12-24⟧, ⟦145_342@{d('2024-12-24', 'volume')}⟧ контракта."),
A('q_last10_change', 'faithful', 'pl-PL', 'wheelwright',
  f"ostatnie 10 sesji: od ⟦18 grudnia@D:2024-12-18⟧ (⟦−173@{d('2024-12-18', 'change')}⟧) do "
  f"⟦2 stycznia@D:2025-01-02⟧ (⟦−96,25@{d('2025-01-02', 'change')}⟧); średnio ⟦−57,80@stats.change.mean⟧ pkt dziennie, "
  f"najlepiej ⟦23 grudnia@D:2024-12-23⟧: ⟦+91,0@{d('2024-12-23', 'change')}⟧."),
A('q_last10_change', 'wrong_sign', 'fr-FR', 'poultry',
  f"le ⟦31 décembre@D:2024-12-31⟧, variation de ⟦+175,5@{d('2024-12-31', 'change')}!⟧ points de l'ouverture à la "
  f"clôture, clôture à ⟦8_944@{d('2024-12-31', 'close')}⟧."),
A('q_last10_change', 'wrong_column', 'zh-CN', 'tortilla',
  f"⟦12月30日@D:2024-12-30⟧ 收于 ⟦9,042.75@{d('2024-12-30', 'close')}~{d('2024-12-30', 'open')}!⟧ 点，当日上涨 "
  f"⟦69.25@{d('2024-12-30', 'change')}⟧ 点。"),
A('q_last10_change', 'miscomputed', 'nl-NL', 'vinegar',
  f"de laatste 10 sessies samen: ⟦−587@sum(x.change for x in T)!⟧ punten (zelf opgeteld); slechtste dag "
  f"⟦20 december@D:2024-12-20⟧, ⟦−178,25@{d('2024-12-20', 'change')}⟧."),
]
