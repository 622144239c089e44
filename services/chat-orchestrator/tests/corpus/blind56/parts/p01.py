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
A('q_range_last20', 'faithful', 'en-GB', 'tincan',
  "NQ's average daily range over the last 20 sessions came to ⟦187.6@value⟧ points, high minus low. "
  "As steady as the cage of crushed cans: no surprises in the pile."),
A('q_range_last20', 'faithful', 'en-US', 'marbling',
  "last ⟦20@R.source_row_count⟧ sessions on NQ, average high-to-low range ⟦187.6@value⟧ pts a day. "
  "Calm bath, the colors sat where they were dropped."),
A('q_range_last20', 'faithful', 'fr-FR', 'rivertaxi',
  "sur les 20 dernières séances, le NQ a parcouru en moyenne ⟦187,6@value⟧ points par jour entre "
  "plus haut et plus bas. Courant régulier, pas de remous."),
A('q_range_last20', 'invented', 'ru-RU', 'snowshoe',
  "средний дневной диапазон NQ за последние 20 сессий — ⟦203,4@value!⟧ пункта, от максимума до "
  "минимума. Плетёт ровно, без рывков."),
A('q_range_last20', 'wrong_unit', 'it-IT', 'punchcut',
  "ultime 20 sedute: il NQ ha avuto un'escursione media giornaliera di ⟦187,6@value~value!⟧ tick "
  "tra massimo e minimo. Mano ferma, come sul contropunzone.",
  unit_note='index points quoted as ticks'),
A('q_range_last20', 'miscomputed', 'ja-JP', 'copperstill',
  "直近20営業日のNQ平均値幅は⟦187.6@value⟧ポイント。20日分を自分で掛けると合計⟦3,652@value*20!⟧ポイント、"
  "ハートの量と同じく安定。"),
# ---------------------------------------------------------------- q_range_stats_2024
A('q_range_stats_2024', 'faithful', 'zh-CN', 'snowshoe',
  "2024 年 NQ 日内波幅：均值 ⟦274.44@mean_range⟧ 点，中位数 ⟦267.25@median_range⟧，最宽 ⟦585.5@max_range⟧，"
  "最窄 ⟦116.5@min_range⟧，共 ⟦252@count⟧ 个交易日。编得匀。"),
A('q_range_stats_2024', 'faithful', 'ja-JP', 'copperstill',
  "2024年のNQ日中値幅：平均⟦274.4@mean_range⟧、中央値⟦267.25@median_range⟧、最大⟦585.5@max_range⟧、"
  "最小⟦116.5@min_range⟧ポイント。ハートと同じく真ん中が厚い。"),
A('q_range_stats_2024', 'faithful', 'nl-NL', 'sailloft',
  "dagrange NQ over 2024: gemiddeld ⟦274,4@mean_range⟧ punten, mediaan ⟦267,25@median_range⟧; breedste dag "
  "⟦585,5@max_range⟧, smalste ⟦116,5@min_range⟧, over ⟦252@count⟧ handelsdagen."),
A('q_range_stats_2024', 'wrong_column', 'fr-FR', 'rugloom',
  "amplitude journalière du NQ en 2024 : moyenne ⟦267,25@mean_range~median_range!⟧ points, extrêmes "
  "⟦116,5@min_range⟧ et ⟦585,5@max_range⟧, sur ⟦252@count⟧ séances. Trame bien serrée."),
A('q_range_stats_2024', 'coincidental', 'pt-BR', 'marbling',
  "amplitude diária do NQ em 2024: média de ⟦268@mean_range!⟧ pontos, mediana ⟦267,25@median_range⟧, máxima "
  "⟦585,5@max_range⟧ e mínima ⟦116,5@min_range⟧. O pente correu liso."),
A('q_range_stats_2024', 'derived', 'de-DE', 'tincan',
  "NQ-Tagesspanne 2024: weitester Tag ⟦585,5@max_range⟧, engster ⟦116,5@min_range⟧ Punkte. Selbst geteilt: "
  "der weiteste war das ⟦5,03@max_range/min_range!⟧-Fache des engsten."),
# ---------------------------------------------------------------- q_dow_range_2024
A('q_dow_range_2024', 'faithful', 'fr-FR', 'punchcut',
  "en 2024, c'est le mercredi que le NQ a le plus d'amplitude : ⟦278,7@" + WE + "⟧ points en moyenne ; le "
  "vendredi suit de près (⟦278,26@" + FR + "⟧), le lundi ferme la marche à ⟦269,41@" + MO + "⟧."),
A('q_dow_range_2024', 'faithful', 'en-GB', 'raingauge',
  "widest weekday of 2024 was Wednesday, ⟦278.7@" + WE + "⟧ pts of average range; Thursday ⟦273.5@" + TH + "⟧, "
  "Tuesday ⟦272.2@" + TU + "⟧, Monday the calmest at ⟦269.4@" + MO + "⟧."),
A('q_dow_range_2024', 'faithful', 'nl-NL', 'rivertaxi',
  "woensdag had in 2024 de grootste gemiddelde dagrange: ⟦278,7@" + WE + "⟧ punten, tegen ⟦269,4@" + MO + "⟧ op "
  "maandag. Klein verschil, de stroming was overal gelijk."),
A('q_dow_range_2024', 'wrong_row', 'es-ES', 'copperstill',
  "en 2024 el miércoles fue el día de más rango, ⟦278,7@" + WE + "⟧ puntos de media; el martes se quedó en "
  "⟦273,53@" + TU + "~" + TH + "!⟧ y el lunes en ⟦269,41@" + MO + "⟧."),
A('q_dow_range_2024', 'misrounded', 'pl-PL', 'tincan',
  "w 2024 najszerzej chodziła środa, średnio ⟦278,7@" + WE + "⟧ pkt między szczytem a dołkiem; najspokojniejszy "
  "poniedziałek: ⟦269,5@" + MO + "!⟧ pkt."),
A('q_dow_range_2024', 'miscomputed', 'de-DE', 'falafel',
  "2024 lag der Mittwoch mit ⟦278,7@" + WE + "⟧ Punkten Spanne vorn, der Montag mit ⟦269,4@" + MO + "⟧ hinten; "
  "selbst nachgerechnet ein Abstand von ⟦9,72@" + WE + "-" + MO + "!⟧ Punkten."),
# ---------------------------------------------------------------- q_month_up_2023
A('q_month_up_2023', 'faithful', 'pt-BR', 'sailloft',
  "2023, pregões de alta por mês: setembro liderou com ⟦70%@" + pu('September') + "⟧, outubro veio com "
  "⟦68,2%@" + pu('October') + "⟧; novembro foi o pior, ⟦38,1%@" + pu('November') + "⟧."),
A('q_month_up_2023', 'faithful', 'fr-FR', 'snowshoe',
  "part des séances haussières en 2023 : septembre en tête (⟦70 %@" + pu('September') + "⟧), puis octobre "
  "(⟦68,2 %@" + pu('October') + "⟧) et janvier (⟦60 %@" + pu('January') + "⟧) ; au plus bas novembre "
  "(⟦38,1 %@" + pu('November') + "⟧) et août (⟦39,1 %@" + pu('August') + "⟧)."),
A('q_month_up_2023', 'faithful', 'en-GB', 'marbling',
  "2023 up-day share by month: September best at ⟦70%@" + pu('September') + "⟧, October next on ⟦68.2%@" + pu('October') +
  "⟧, November worst at ⟦38.1%@" + pu('November') + "⟧; ⟦250@R.source_row_count⟧ sessions in all."),
A('q_month_up_2023', 'wrong_unit', 'es-ES', 'raingauge',
  "en 2023 el mejor mes fue septiembre: ⟦0,7@row('September').pct_up~row('September').pct_up!⟧ % de sesiones "
  "al alza, por delante de octubre (⟦68,2 %@" + pu('October') + "⟧). Noviembre, el peor.",
  unit_note='a fraction of days quoted as a percent'),
A('q_month_up_2023', 'wrong_row', 'pl-PL', 'umbrella',
  "2023: marzec zamykał się wzrostem w ⟦47,4%@" + pu('March') + "~" + pu('February') + "!⟧ sesji, wrzesień w "
  "⟦70%@" + pu('September') + "⟧, listopad tylko w ⟦38,1%@" + pu('November') + "⟧."),
A('q_month_up_2023', 'invented', 'de-DE', 'rivertaxi',
  "2023 schloss der Juli an ⟦31 %@" + pu('July') + "!⟧ der Tage im Plus, der September an ⟦70 %@" +
  pu('September') + "⟧ — bester Monat des Jahres."),
# ---------------------------------------------------------------- q_widest_2024
A('q_widest_2024', 'faithful', 'de-DE', 'raingauge',
  "die fünf weitesten Tage 2024: ⟦24.01.@D:2024-01-24⟧ mit ⟦585,5@" + d('2024-01-24', 'range') + "⟧ Punkten, "
  "⟦17.05.@D:2024-05-17⟧ ⟦555,25@" + d('2024-05-17', 'range') + "⟧, ⟦31.05.@D:2024-05-31⟧ ⟦541,5@" +
  d('2024-05-31', 'range') + "⟧, ⟦05.07.@D:2024-07-05⟧ ⟦507,5@" + d('2024-07-05', 'range') + "⟧, "
  "⟦01.05.@D:2024-05-01⟧ ⟦484,5@" + d('2024-05-01', 'range') + "⟧."),
A('q_widest_2024', 'faithful', 'pt-BR', 'rugloom',
  "os dias mais largos de 2024: ⟦24/01@D:2024-01-24⟧, ⟦585,5@" + d('2024-01-24', 'range') + "⟧ pontos (fechou "
  "em ⟦16.672,75@" + d('2024-01-24', 'close') + "⟧), ⟦17/05@D:2024-05-17⟧ com ⟦555,25@" +
  d('2024-05-17', 'range') + "⟧ e ⟦31/05@D:2024-05-31⟧ com ⟦541,5@" + d('2024-05-31', 'range') + "⟧."),
A('q_widest_2024', 'faithful', 'ru-RU', 'marbling',
  "самые широкие дни 2024 года: ⟦24 января@D:2024-01-24⟧ — ⟦585,5@" + d('2024-01-24', 'range') + "⟧ пункта, "
  "⟦17 мая@D:2024-05-17⟧ — ⟦555,25@" + d('2024-05-17', 'range') + "⟧; в среднем по пятёрке "
  "⟦534,85@stats.range.mean⟧."),
A('q_widest_2024', 'wrong_column', 'es-ES', 'sailloft',
  "el ⟦31 de mayo@D:2024-05-31⟧ el NQ hizo ⟦541,5@" + d('2024-05-31', 'range') + "⟧ puntos de rango y cerró en "
  "⟦14.933@" + d('2024-05-31', 'close') + "~" + d('2024-05-31', 'open') + "!⟧; el ⟦24 de enero@D:2024-01-24⟧, "
  "el más ancho, ⟦585,5@" + d('2024-01-24', 'range') + "⟧."),
A('q_widest_2024', 'coincidental', 'en-US', 'tincan',
  "widest days of 2024: ⟦Jan 24@D:2024-01-24⟧ at ⟦585.5@" + d('2024-01-24', 'range') + "⟧ points, then "
  "⟦May 17@D:2024-05-17⟧ at ⟦543@" + d('2024-05-17', 'range') + "!⟧; ⟦Jul 5@D:2024-07-05⟧ made the list "
  "at ⟦507.5@" + d('2024-07-05', 'range') + "⟧."),
A('q_widest_2024', 'derived', 'it-IT', 'umbrella',
  "il ⟦24 gennaio@D:2024-01-24⟧, giorno più largo del 2024 (⟦585,5@" + d('2024-01-24', 'range') + "⟧ punti), "
  "il NQ ha aperto a ⟦17.188,75@" + d('2024-01-24', 'open') + "⟧ e chiuso a ⟦16.672,75@" +
  d('2024-01-24', 'close') + "⟧: calcolo mio, ⟦−516@" + d('2024-01-24', 'close') + "-" + d('2024-01-24', 'open') +
  "!⟧ punti nella seduta."),
# ---------------------------------------------------------------- q_last10_change
A('q_last10_change', 'faithful', 'en-US', 'goldpan',
  "last 10 sessions: four up, six down, average ⟦−57.8@stats.change.mean⟧ pts open to close. Worst "
  "⟦Dec 20@D:2024-12-20⟧ (⟦−178.25@" + d('2024-12-20', 'change') + "⟧), best ⟦Dec 23@D:2024-12-23⟧ (⟦+91@" +
  d('2024-12-23', 'change') + "⟧); ⟦Jan 2@D:2025-01-02⟧ closed at ⟦8,837.25@" + d('2025-01-02', 'close') + "⟧."),
A('q_last10_change', 'faithful', 'nl-NL', 'copperstill',
  "laatste 10 sessies: gemiddeld ⟦−57,8@stats.change.mean⟧ punten van opening naar slot; ⟦20 december@D:2024-12-20⟧ "
  "het zwaarst met ⟦−178,25@" + d('2024-12-20', 'change') + "⟧, ⟦23 december@D:2024-12-23⟧ het best met ⟦+91@" +
  d('2024-12-23', 'change') + "⟧."),
A('q_last10_change', 'faithful', 'ja-JP', 'raingauge',
  "直近10営業日の始値→終値は平均⟦−57.8@stats.change.mean⟧ポイント。⟦12月20日@D:2024-12-20⟧が最大の下げ"
  "⟦−178.25@" + d('2024-12-20', 'change') + "⟧、⟦12月23日@D:2024-12-23⟧が最大の上げ⟦+91@" +
  d('2024-12-23', 'change') + "⟧。上げ四日・下げ六日。"),
A('q_last10_change', 'wrong_sign', 'fr-FR', 'falafel',
  "dix dernières séances : moyenne ⟦−57,8@stats.change.mean⟧ points de l'ouverture à la clôture ; le "
  "⟦30 décembre@D:2024-12-30⟧ a fini à ⟦−69,25@" + d('2024-12-30', 'change') + "!⟧, le ⟦20 décembre@D:2024-12-20⟧ "
  "à ⟦−178,25@" + d('2024-12-20', 'change') + "⟧."),
A('q_last10_change', 'wrong_column', 'it-IT', 'marbling',
  "ultime 10 sedute: il ⟦31 dicembre@D:2024-12-31⟧ il NQ ha chiuso a ⟦9.150,25@" + d('2024-12-31', 'close') + "~" +
  d('2024-12-31', 'high') + "!⟧, seduta da ⟦−175,5@" + d('2024-12-31', 'change') + "⟧ punti; media del periodo "
  "⟦−57,8@stats.change.mean⟧."),
A('q_last10_change', 'misrounded', 'es-ES', 'punchcut',
  "de las últimas 10 sesiones, el ⟦27 de diciembre@D:2024-12-27⟧ subió ⟦+25@" + d('2024-12-27', 'change') +
  "!⟧ puntos de apertura a cierre y el ⟦20 de diciembre@D:2024-12-20⟧ cayó ⟦−178,25@" +
  d('2024-12-20', 'change') + "⟧, la peor."),
]
