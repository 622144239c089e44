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
A('q_range_last20', 'faithful', 'en-GB', 'cheesecave',
  "mean daily range over the last 20 sessions was ⟦187.6@value⟧ points, high minus low, taken from "
  "⟦20@R.source_row_count⟧ daily rows. Steady, like the vault."),
A('q_range_last20', 'faithful', 'de-DE', 'chairlift',
  "Mittlere Tagesspanne der letzten 20 Handelstage: rund ⟦188@value⟧ Punkte von Hoch bis Tief. Ruhiger Lauf, "
  "wie das Seil heute."),
A('q_range_last20', 'faithful', 'zh-CN', 'geyser',
  "最近 20 个交易日的平均日波幅（最高减最低）为 ⟦187.6@value⟧ 点。喷口平稳，行情也不急。"),
A('q_range_last20', 'wrong_unit', 'es-ES', 'churnlog',
  "el rango medio diario de las últimas 20 sesiones fue del ⟦187,6 %@value~value!⟧ entre máximo y mínimo. "
  "Base espesa, mercado tranquilo.",
  unit_note='index points quoted as a percentage'),
A('q_range_last20', 'misrounded', 'en-US', 'pinball',
  "average daily range over the last 20 sessions came to ⟦187@value!⟧ points, high to low. Plays smooth, "
  "like the new rubbers."),
A('q_range_last20', 'invented', 'nl-NL', 'olivepress',
  "gemiddelde dagrange over de laatste 20 sessies: ⟦203,9@value!⟧ punten tussen hoog en laag. Pasta rustig, "
  "markt ook."),
# ---------------------------------------------------------------- q_range_stats_2024
A('q_range_stats_2024', 'faithful', 'de-DE', 'shoerepair',
  "Tagesspannen 2024: Mittel ⟦274,4@mean_range⟧ Punkte, Median ⟦267,25@median_range⟧, größte "
  "⟦585,5@max_range⟧, kleinste ⟦116,5@min_range⟧ – über ⟦252@count⟧ Handelstage."),
A('q_range_stats_2024', 'faithful', 'zh-CN', 'pinball',
  "2024 年日波幅：均值 ⟦274.44@mean_range⟧ 点，中位数 ⟦267.25@median_range⟧，最大 ⟦585.5@max_range⟧，"
  "最小 ⟦116.5@min_range⟧，共 ⟦252@count⟧ 个交易日。"),
A('q_range_stats_2024', 'faithful', 'fr-FR', 'churnlog',
  "amplitude quotidienne 2024 : moyenne ⟦274,44@mean_range⟧ points, médiane ⟦267,25@median_range⟧ ; "
  "extrêmes ⟦116,5@min_range⟧ et ⟦585,5@max_range⟧ points, sur ⟦252@count⟧ séances."),
A('q_range_stats_2024', 'wrong_column', 'it-IT', 'hammam',
  "escursione giornaliera 2024: media ⟦267,25@mean_range~median_range!⟧ punti, massimo ⟦585,5@max_range⟧ "
  "e minimo ⟦116,5@min_range⟧ su ⟦252@count⟧ sedute. Vapore costante."),
A('q_range_stats_2024', 'derived', 'ru-RU', 'cheesecave',
  "размах за 2024 г.: от ⟦116,5@min_range⟧ до ⟦585,5@max_range⟧ пункта, медиана ⟦267,25@median_range⟧. "
  "Разница крайних — ⟦469@max_range-min_range!⟧ пунктов, это я вычел сам."),
A('q_range_stats_2024', 'miscomputed', 'en-GB', 'olivepress',
  "2024 daily range: median ⟦267.25@median_range⟧ points, widest day ⟦585.5@max_range⟧. By my own division "
  "the widest day is ⟦2.91@max_range/median_range!⟧ times the median."),
# ---------------------------------------------------------------- q_dow_range_2024
A('q_dow_range_2024', 'faithful', 'pt-BR', 'chairlift',
  "em 2024 a quarta-feira teve a maior amplitude média, ⟦278,7@" + WE + "⟧ pontos, com a sexta logo atrás "
  "(⟦278,26@" + FR + "⟧). A segunda foi a mais calma: ⟦269,41@" + MO + "⟧."),
A('q_dow_range_2024', 'faithful', 'nl-NL', 'hammam',
  "woensdag was in 2024 de breedste dag met gemiddeld ⟦278,7@" + WE + "⟧ punten; dinsdag ⟦272,2@" + TU + "⟧, "
  "donderdag ⟦273,5@" + TH + "⟧ en maandag het smalst met ⟦269,4@" + MO + "⟧."),
A('q_dow_range_2024', 'faithful', 'ru-RU', 'pinball',
  "шире всего в 2024 г. ходила среда: в среднем ⟦279@" + WE + "⟧ пунктов; пятница почти вровень, ⟦278@" + FR +
  "⟧. Понедельник самый спокойный — ⟦269@" + MO + "⟧."),
A('q_dow_range_2024', 'wrong_row', 'ja-JP', 'trebuchet',
  "2024年の曜日別平均値幅：水曜が最大で⟦278.7@" + WE + "⟧ポイント、月曜が最小で⟦269.4@" + MO + "⟧。"
  "火曜は⟦273.53@" + TU + "~" + TH + "!⟧。"),
A('q_dow_range_2024', 'misrounded', 'zh-CN', 'cheesecave',
  "2024 年按星期看，周三平均波幅最大，为 ⟦278.7@" + WE + "⟧ 点；周五 ⟦278.2@" + FR + "!⟧ 点紧随其后；周一最小。"),
A('q_dow_range_2024', 'derived', 'it-IT', 'churnlog',
  "nel 2024 il mercoledì ha l'escursione media più ampia, ⟦278,7@" + WE + "⟧ punti; il lunedì la più stretta, "
  "⟦269,41@" + MO + "⟧. La differenza, calcolata da me, è di ⟦9,27@" + WE + "-" + MO + "!⟧ punti."),
# ---------------------------------------------------------------- q_month_up_2023
A('q_month_up_2023', 'faithful', 'zh-CN', 'churnlog',
  "2023 年各月收涨比例：9月最高，为 ⟦70%@" + pu('September') + "⟧；10月以 ⟦68.2%@" + pu('October') +
  "⟧ 居次；11月最低，仅 ⟦38.1%@" + pu('November') + "⟧。"),
A('q_month_up_2023', 'faithful', 'ja-JP', 'shoerepair',
  "2023年の月別陽線比率：最高は9月の⟦70%@" + pu('September') + "⟧、最低は11月の⟦38.1%@" + pu('November') +
  "⟧。5月はちょうど⟦50%@" + pu('May') + "⟧でした。"),
A('q_month_up_2023', 'faithful', 'nl-NL', 'snooker',
  "in 2023 sloot september het vaakst hoger: ⟦70%@" + pu('September') + "⟧ van de dagen; oktober kwam op "
  "⟦68,2%@" + pu('October') + "⟧. November was het zwakst met ⟦38,1%@" + pu('November') + "⟧."),
A('q_month_up_2023', 'wrong_row', 'ru-RU', 'hammam',
  "чаще всего в 2023 г. рост давал сентябрь — ⟦70 %@" + pu('September') + "⟧ дней; на втором месте октябрь "
  "с ⟦60 %@" + pu('October') + "~" + pu('January') + "!⟧, а ноябрь хуже всех: ⟦38,1 %@" + pu('November') + "⟧."),
A('q_month_up_2023', 'coincidental', 'en-US', 'olivepress',
  "2023 up-day share by month: September led with ⟦70%@" + pu('September') + "⟧, November trailed at "
  "⟦38.1%@" + pu('November') + "⟧, and June managed ⟦44.9%@" + pu('June') + "!⟧."),
A('q_month_up_2023', 'miscomputed', 'fr-FR', 'cheesecave',
  "en 2023, septembre a fini en hausse ⟦70 %@" + pu('September') + "⟧ des séances, novembre seulement "
  "⟦38,1 %@" + pu('November') + "⟧ : un écart de ⟦21,9@" + pu('September') + "-" + pu('November') +
  "!⟧ points selon mon calcul."),
# ---------------------------------------------------------------- q_widest_2024
A('q_widest_2024', 'faithful', 'de-DE', 'churnlog',
  "weiteste Tage 2024: am ⟦24.01.@D:2024-01-24⟧ ⟦585,5@" + r('2024-01-24', 'range') + "⟧ Punkte, am "
  "⟦17.05.@D:2024-05-17⟧ ⟦555,25@" + r('2024-05-17', 'range') + "⟧, am ⟦05.07.@D:2024-07-05⟧ ⟦507,5@" +
  r('2024-07-05', 'range') + "⟧. Alle fünf schlossen unter ihrer Eröffnung."),
A('q_widest_2024', 'faithful', 'pl-PL', 'olivepress',
  "najszerszy dzień 2024 to ⟦24 stycznia@D:2024-01-24⟧: ⟦585,5@" + r('2024-01-24', 'range') + "⟧ pkt, "
  "otwarcie ⟦17_188,75@" + r('2024-01-24', 'open') + "⟧, zamknięcie ⟦16_672,75@" + r('2024-01-24', 'close') +
  "⟧. Piąty w zestawieniu, ⟦1 maja@D:2024-05-01⟧, miał ⟦484,5@" + r('2024-05-01', 'range') + "⟧ pkt."),
A('q_widest_2024', 'faithful', 'fr-FR', 'shoerepair',
  "les cinq séances les plus larges de 2024 : le ⟦24 janvier@D:2024-01-24⟧ en tête avec ⟦585,5@" +
  r('2024-01-24', 'range') + "⟧ points, puis le ⟦17 mai@D:2024-05-17⟧ (⟦555,25@" + r('2024-05-17', 'range') +
  "⟧) ; moyenne des cinq ⟦534,85@stats.range.mean⟧. Toutes ont clôturé sous l'ouverture."),
A('q_widest_2024', 'wrong_column', 'nl-NL', 'snooker',
  "breedste dagen 2024: ⟦24 januari@D:2024-01-24⟧ met ⟦585,5@" + r('2024-01-24', 'range') + "⟧ punten "
  "voorop. Op ⟦31 mei@D:2024-05-31⟧ (⟦541,5@" + r('2024-05-31', 'range') + "⟧ punten) opende NQ op "
  "⟦14.601,5@" + r('2024-05-31', 'open') + "~" + r('2024-05-31', 'close') + "!⟧; ook die dag sloot lager."),
A('q_widest_2024', 'wrong_unit', 'en-US', 'popcorn',
  "widest 2024 session: ⟦Jan 24@D:2024-01-24⟧, a $⟦585.50@" + r('2024-01-24', 'range') + "~" +
  r('2024-01-24', 'range') + "!⟧ swing from high to low; ⟦May 17@D:2024-05-17⟧ followed with ⟦555.25@" +
  r('2024-05-17', 'range') + "⟧ points.",
  unit_note='index points quoted as US dollars'),
A('q_widest_2024', 'coincidental', 'pt-BR', 'karting',
  "os dias mais largos de 2024: ⟦24/01@D:2024-01-24⟧ com ⟦585,5@" + r('2024-01-24', 'range') + "⟧ pontos, "
  "⟦17/05@D:2024-05-17⟧ com ⟦555,25@" + r('2024-05-17', 'range') + "⟧ e ⟦31/05@D:2024-05-31⟧ com "
  "⟦533@" + r('2024-05-31', 'range') + "!⟧. Todos fecharam abaixo da abertura."),
# ---------------------------------------------------------------- q_last10_change
A('q_last10_change', 'faithful', 'ja-JP', 'geyser',
  "直近10営業日：上げ四日、下げ六日、平均⟦−57.8@stats.change.mean⟧ポイント。⟦12月31日@D:2024-12-31⟧は"
  "⟦−175.5@" + r('2024-12-31', 'change') + "⟧、⟦1月2日@D:2025-01-02⟧も⟦−96.25@" + r('2025-01-02', 'change') +
  "⟧で終値⟦8,837.25@" + r('2025-01-02', 'close') + "⟧。"),
A('q_last10_change', 'faithful', 'pt-BR', 'cheesecave',
  "últimas 10 sessões: a maior alta foi em ⟦23/12@D:2024-12-23⟧, ⟦+91@" + r('2024-12-23', 'change') +
  "⟧ pontos; em ⟦30/12@D:2024-12-30⟧ subiu ⟦+69,25@" + r('2024-12-30', 'change') + "⟧. Na média, "
  "⟦−57,8@stats.change.mean⟧ por sessão."),
A('q_last10_change', 'faithful', 'ru-RU', 'chairlift',
  "последние 10 сессий: четыре в плюс, шесть в минус. ⟦18 декабря@D:2024-12-18⟧ — ⟦−173@" +
  r('2024-12-18', 'change') + "⟧ пункта, ⟦26 декабря@D:2024-12-26⟧ — ⟦−85@" + r('2024-12-26', 'change') +
  "⟧. Среднее изменение ⟦−57,8@stats.change.mean⟧."),
A('q_last10_change', 'faithful', 'fr-FR', 'trebuchet',
  "sur les 10 dernières séances, moyenne de ⟦−57,8@stats.change.mean⟧ points de l'ouverture à la clôture. "
  "Le ⟦24 décembre@D:2024-12-24⟧ a à peine bougé (⟦+10,25@" + r('2024-12-24', 'change') + "⟧), le "
  "⟦27 décembre@D:2024-12-27⟧ a pris ⟦+24,25@" + r('2024-12-27', 'change') + "⟧."),
A('q_last10_change', 'wrong_sign', 'en-US', 'churnlog',
  "the last 10 sessions averaged ⟦−57.8@stats.change.mean⟧ points open to close. ⟦Dec 31@D:2024-12-31⟧ went "
  "⟦+175.5@" + r('2024-12-31', 'change') + "!⟧, and ⟦Jan 2@D:2025-01-02⟧ closed at ⟦8,837.25@" +
  r('2025-01-02', 'close') + "⟧."),
A('q_last10_change', 'wrong_row', 'pl-PL', 'popcorn',
  "ostatnie 10 sesji: najgorsza była ⟦20 grudnia@D:2024-12-20⟧ (⟦−178,25@" + r('2024-12-20', 'change') +
  "⟧ pkt). ⟦30 grudnia@D:2024-12-30⟧ NQ zyskał ⟦+24,25@" + r('2024-12-30', 'change') + "~" +
  r('2024-12-27', 'change') + "!⟧ pkt."),
A('q_last10_change', 'miscomputed', 'es-ES', 'hammam',
  "de la apertura del ⟦18 de diciembre@D:2024-12-18⟧ (⟦9376,75@" + r('2024-12-18', 'open') + "⟧) al cierre "
  "del ⟦2 de enero@D:2025-01-02⟧ (⟦8837,25@" + r('2025-01-02', 'close') + "⟧), por mi cuenta "
  "⟦−593,5@" + r('2025-01-02', 'close') + "-" + r('2024-12-18', 'open') + "!⟧ puntos en 10 sesiones."),
]
