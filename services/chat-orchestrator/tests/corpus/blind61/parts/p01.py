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
A('q_range_last20', 'faithful', 'ja-JP', 'canallock',
  "直近20営業日のNQの平均値幅（高値−安値）は⟦187.6@value⟧ポイント。水位と同じく、幅はあっても荒れてはいない。"),
A('q_range_last20', 'faithful', 'de-DE', 'zipline',
  "NQ, letzte 20 Sitzungen: Die Tagesspanne (Hoch minus Tief) lag im Schnitt bei ⟦187,6@value⟧ Punkten. "
  "Ruhige Fahrt, saubere Landung."),
A('q_range_last20', 'faithful', 'pl-PL', 'roofer',
  "średni dzienny zakres NQ z ostatnich ⟦20@R.source_row_count⟧ sesji: ⟦187,6@value⟧ pkt, od szczytu do dołka. "
  "Dach równy, bez niespodzianek."),
A('q_range_last20', 'invented', 'es-ES', 'yurt',
  "rango medio diario del NQ en las últimas 20 sesiones: ⟦193,9@value!⟧ puntos entre máximo y mínimo. "
  "Fieltro seco, todo en orden."),
A('q_range_last20', 'derived', 'ru-RU', 'aerialcabin',
  "средний дневной диапазон NQ за последние 20 сессий — ⟦187,6@value⟧ пункта; перемножил сам: "
  "в сумме за эти 20 дней выходит ⟦3752@value*20!⟧ пункта."),
A('q_range_last20', 'wrong_unit', 'zh-CN', 'pretzel',
  "最近 20 个交易日 NQ 的日均波幅（最高减最低）为 ⟦187.6%@value~value!⟧。面团醒得正好。",
  unit_note='index points quoted as a percentage'),
# ---------------------------------------------------------------- q_range_stats_2024
A('q_range_stats_2024', 'faithful', 'ru-RU', 'telegraph',
  "дневной диапазон NQ в 2024 г.: медиана ⟦267,25@median_range⟧ пункта, среднее ⟦274,4@mean_range⟧, "
  "от ⟦116,5@min_range⟧ до ⟦585,5@max_range⟧ за ⟦252@count⟧ сессии."),
A('q_range_stats_2024', 'faithful', 'de-DE', 'aerialcabin',
  "Tagesspanne NQ 2024 über ⟦252@count⟧ Handelstage: Mittel ⟦274,44@mean_range⟧ Punkte, Median "
  "⟦267,25@median_range⟧, engster Tag ⟦116,5@min_range⟧, weitester ⟦585,5@max_range⟧. Kabine läuft ruhig."),
A('q_range_stats_2024', 'faithful', 'nl-NL', 'gristmill',
  "NQ in 2024: gemiddelde dagrange ⟦274@mean_range⟧ punten, mediaan ⟦267,25@median_range⟧, grootste "
  "⟦585,5@max_range⟧ en kleinste ⟦116,5@min_range⟧. Het rad draaide gelijkmatig."),
A('q_range_stats_2024', 'wrong_column', 'es-ES', 'dryclean',
  "rango diario del NQ en 2024: media de ⟦267,25@mean_range~median_range!⟧ puntos, máximo ⟦585,5@max_range⟧ "
  "y mínimo ⟦116,5@min_range⟧, en ⟦252@count⟧ sesiones."),
A('q_range_stats_2024', 'coincidental', 'it-IT', 'bellfound',
  "escursione giornaliera del NQ nel 2024: media ⟦270@mean_range!⟧ punti, massimo ⟦585,5@max_range⟧, "
  "minimo ⟦116,5@min_range⟧ su ⟦252@count⟧ sedute. Bronzo colato senza bolle."),
A('q_range_stats_2024', 'misrounded', 'ja-JP', 'canallock',
  "2024年のNQ日中値幅：平均⟦274.5@mean_range!⟧ポイント、中央値⟦267.25@median_range⟧、最大⟦585.5@max_range⟧、"
  "最小⟦116.5@min_range⟧。"),
# ---------------------------------------------------------------- q_dow_range_2024
A('q_dow_range_2024', 'faithful', 'de-DE', 'roofer',
  f"Breitester Wochentag 2024 war der Mittwoch mit ⟦278,7@{WE}⟧ Punkten im Schnitt, knapp vor dem Freitag "
  f"(⟦278,26@{FR}⟧); am engsten der Montag mit ⟦269,41@{MO}⟧. Schiefer sauber gedeckt."),
A('q_dow_range_2024', 'faithful', 'en-US', 'canallock',
  f"Wednesday was the widest weekday of 2024, averaging ⟦278.7@{WE}⟧ points high to low; Friday ran "
  f"⟦278.3@{FR}⟧, Thursday ⟦273.5@{TH}⟧, Tuesday ⟦272.2@{TU}⟧ and Monday, the narrowest, ⟦269.4@{MO}⟧."),
A('q_dow_range_2024', 'faithful', 'pl-PL', 'gristmill',
  f"najszerszy dzień tygodnia w 2024 r. to środa: średnio ⟦278,7@{WE}⟧ pkt; najwęższy poniedziałek, "
  f"⟦269,4@{MO}⟧ pkt. Piątek tuż za środą (⟦278,3@{FR}⟧). Koło szło równo."),
A('q_dow_range_2024', 'wrong_row', 'en-GB', 'yurt',
  f"Widest weekday in 2024 was Wednesday at ⟦273.53@{WE}~{TH}!⟧ points on average; Monday the narrowest at "
  f"⟦269.41@{MO}⟧. Stove swept, felt dry."),
A('q_dow_range_2024', 'miscomputed', 'nl-NL', 'aerialcabin',
  f"Woensdag was in 2024 de breedste weekdag met ⟦278,7@{WE}⟧ punten gemiddeld, maandag de smalste met "
  f"⟦269,41@{MO}⟧; vrijdag lag volgens mijn eigen aftreksom ⟦8,35@{FR}-{MO}!⟧ punten boven maandag."),
A('q_dow_range_2024', 'derived', 'es-ES', 'telegraph',
  f"En 2024 el miércoles fue el día más amplio (⟦278,7@{WE}⟧ puntos de media) y el lunes el más estrecho "
  f"(⟦269,41@{MO}⟧); restando yo mismo, la diferencia es de ⟦9,27@{WE}-{MO}!⟧ puntos."),
# ---------------------------------------------------------------- q_month_up_2023
A('q_month_up_2023', 'faithful', 'it-IT', 'ramen',
  f"nel 2023 il mese con più sedute in rialzo è settembre, al ⟦70@{pu('September')}⟧ %, seguito da ottobre "
  f"col ⟦68,2@{pu('October')}⟧ %; il peggiore novembre, con il ⟦38,1@{pu('November')}⟧ %. Brodo limpido."),
A('q_month_up_2023', 'faithful', 'pl-PL', 'husky',
  f"w 2023 r. najczęściej na plusie zamykał się wrzesień (⟦70@{pu('September')}⟧% sesji), najrzadziej "
  f"listopad (⟦38,1@{pu('November')}⟧%), a styczeń miał ⟦60@{pu('January')}⟧%. Psy najedzone."),
A('q_month_up_2023', 'faithful', 'es-ES', 'pretzel',
  f"en 2023, el mes con más días al alza fue septiembre (⟦70@{pu('September')}⟧ %), y el de menos, noviembre "
  f"(⟦38,1@{pu('November')}⟧ %); agosto se quedó en el ⟦39,1@{pu('August')}⟧ %. Masa en su punto."),
A('q_month_up_2023', 'wrong_row', 'zh-CN', 'aerialcabin',
  f"2023 年上涨天数占比最高的月份是九月，为 ⟦68.2@{pu('September')}~{pu('October')}!⟧%；最低是十一月，"
  f"为 ⟦38.1@{pu('November')}⟧%。"),
A('q_month_up_2023', 'coincidental', 'pt-BR', 'yurt',
  f"em 2023, setembro foi o mês com mais pregões de alta (⟦70@{pu('September')}⟧ %) e novembro o pior, com "
  f"⟦42@{pu('November')}!⟧ %. Feltro arejado, tudo certo."),
A('q_month_up_2023', 'invented', 'fr-FR', 'telegraph',
  f"En 2023, septembre a fini en hausse ⟦70@{pu('September')}⟧ % des séances ; novembre, le plus faible, "
  f"seulement ⟦33,3@{pu('November')}!⟧ %. Dépêche reçue en entier."),
# ---------------------------------------------------------------- q_widest_2024
A('q_widest_2024', 'faithful', 'zh-CN', 'husky',
  f"2024 年波幅最大的五天：⟦1月24日@D:2024-01-24⟧ ⟦585.5@{d('2024-01-24','range')}⟧ 点、⟦5月17日@D:2024-05-17⟧ "
  f"⟦555.25@{d('2024-05-17','range')}⟧、⟦5月31日@D:2024-05-31⟧ ⟦541.5@{d('2024-05-31','range')}⟧、"
  f"⟦7月5日@D:2024-07-05⟧ ⟦507.5@{d('2024-07-05','range')}⟧、⟦5月1日@D:2024-05-01⟧ ⟦484.5@{d('2024-05-01','range')}⟧。"),
A('q_widest_2024', 'faithful', 'pl-PL', 'zipline',
  f"pięć najszerszych sesji 2024 r.: ⟦24 stycznia@D:2024-01-24⟧ (⟦585,5@{d('2024-01-24','range')}⟧ pkt), "
  f"⟦17 maja@D:2024-05-17⟧ (⟦555,25@{d('2024-05-17','range')}⟧), ⟦31 maja@D:2024-05-31⟧ "
  f"(⟦541,5@{d('2024-05-31','range')}⟧), ⟦5 lipca@D:2024-07-05⟧ (⟦507,5@{d('2024-07-05','range')}⟧) i "
  f"⟦1 maja@D:2024-05-01⟧ (⟦484,5@{d('2024-05-01','range')}⟧); średnio ⟦534,85@stats.range.mean⟧ pkt."),
A('q_widest_2024', 'faithful', 'it-IT', 'ramen',
  f"il giorno più ampio del 2024 è il ⟦24 gennaio@D:2024-01-24⟧, con ⟦585,5@{d('2024-01-24','range')}⟧ punti: "
  f"apertura ⟦17.188,75@{d('2024-01-24','open')}⟧, chiusura ⟦16.672,75@{d('2024-01-24','close')}⟧. "
  f"Il quinto, il ⟦1 maggio@D:2024-05-01⟧, ne fa ⟦484,5@{d('2024-05-01','range')}⟧."),
A('q_widest_2024', 'faithful', 'ru-RU', 'yurt',
  f"самые широкие дни 2024 года: ⟦24 января@D:2024-01-24⟧ — ⟦585,5@{d('2024-01-24','range')}⟧ пункта, "
  f"⟦17 мая@D:2024-05-17⟧ — ⟦555,25@{d('2024-05-17','range')}⟧, ⟦31 мая@D:2024-05-31⟧ — "
  f"⟦541,5@{d('2024-05-31','range')}⟧; пятый, ⟦1 мая@D:2024-05-01⟧, — ⟦484,5@{d('2024-05-01','range')}⟧."),
A('q_widest_2024', 'wrong_column', 'de-DE', 'pretzel',
  f"Zweitweitester Tag 2024 war der ⟦17.05.@D:2024-05-17⟧ mit ⟦555,25@{d('2024-05-17','range')}⟧ Punkten; "
  f"eröffnet hatte er bei ⟦15.675@{d('2024-05-17','open')}~{d('2024-05-17','close')}!⟧ und schloss tiefer. "
  f"Vorn bleibt der ⟦24.01.@D:2024-01-24⟧ mit ⟦585,5@{d('2024-01-24','range')}⟧."),
A('q_widest_2024', 'coincidental', 'fr-FR', 'canallock',
  f"Troisième séance la plus large de 2024 : le ⟦31 mai@D:2024-05-31⟧, avec ⟦558@{d('2024-05-31','range')}!⟧ "
  f"points ; la plus large reste le ⟦24 janvier@D:2024-01-24⟧ (⟦585,5@{d('2024-01-24','range')}⟧)."),
A('q_widest_2024', 'derived', 'en-GB', 'roofer',
  f"Widest day of 2024 was ⟦24 Jan@D:2024-01-24⟧ at ⟦585.5@{d('2024-01-24','range')}⟧ points; it opened "
  f"⟦17,188.75@{d('2024-01-24','open')}⟧ and closed ⟦16,672.75@{d('2024-01-24','close')}⟧, so by my "
  f"subtraction a change of ⟦−516@{d('2024-01-24','close')}-{d('2024-01-24','open')}!⟧ points."),
# ---------------------------------------------------------------- q_last10_change
A('q_last10_change', 'faithful', 'pt-BR', 'dryclean',
  f"últimas 10 sessões do NQ: variação média de ⟦−57,8@stats.change.mean⟧ pontos; pior dia ⟦20/12@D:2024-12-20⟧ "
  f"(⟦−178,25@{d('2024-12-20','change')}⟧), melhor ⟦23/12@D:2024-12-23⟧ (⟦+91@{d('2024-12-23','change')}⟧). "
  f"Quatro altas, seis baixas."),
A('q_last10_change', 'faithful', 'en-GB', 'aerialcabin',
  f"Last 10 sessions: four up, six down, average change ⟦−57.8@stats.change.mean⟧ points open to close. Worst "
  f"⟦20 Dec@D:2024-12-20⟧ at ⟦−178.25@{d('2024-12-20','change')}⟧, best ⟦23 Dec@D:2024-12-23⟧ at "
  f"⟦+91@{d('2024-12-23','change')}⟧; the run ended ⟦2 Jan@D:2025-01-02⟧ at ⟦−96.25@{d('2025-01-02','change')}⟧."),
A('q_last10_change', 'faithful', 'fr-FR', 'telegraph',
  f"Dix dernières séances : variation moyenne de ⟦−57,8@stats.change.mean⟧ points ; plus forte baisse le "
  f"⟦20 décembre@D:2024-12-20⟧ (⟦−178,25@{d('2024-12-20','change')}⟧), plus forte hausse le "
  f"⟦23 décembre@D:2024-12-23⟧ (⟦+91@{d('2024-12-23','change')}⟧). Volume le plus faible le "
  f"⟦24 décembre@D:2024-12-24⟧ : ⟦145_342@{d('2024-12-24','volume')}⟧."),
A('q_last10_change', 'wrong_sign', 'de-DE', 'pretzel',
  f"Letzte 10 Sitzungen: im Schnitt ⟦−57,8@stats.change.mean⟧ Punkte; am ⟦31.12.@D:2024-12-31⟧ "
  f"⟦+175,5@{d('2024-12-31','change')}!⟧ Punkte von Eröffnung bis Schluss, am ⟦20.12.@D:2024-12-20⟧ der "
  f"schwächste Tag mit ⟦−178,25@{d('2024-12-20','change')}⟧."),
A('q_last10_change', 'wrong_column', 'nl-NL', 'yurt',
  f"Laatste 10 sessies: gemiddelde verandering ⟦−57,8@stats.change.mean⟧ punten. Op ⟦24 december@D:2024-12-24⟧ "
  f"sloot de NQ op ⟦9.126@{d('2024-12-24','close')}~{d('2024-12-24','open')}!⟧, een plus van "
  f"⟦10,25@{d('2024-12-24','change')}⟧."),
A('q_last10_change', 'misrounded', 'es-ES', 'husky',
  f"últimas 10 sesiones: media de ⟦−57,8@stats.change.mean⟧ puntos por día; la última, el "
  f"⟦2 de enero@D:2025-01-02⟧, dejó un cambio de ⟦−97@{d('2025-01-02','change')}!⟧ puntos desde la apertura."),
]
