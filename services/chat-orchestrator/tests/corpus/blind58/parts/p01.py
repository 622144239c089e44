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
A('q_range_last20', 'faithful', 'zh-CN', 'yogaroster',
  "最近 20 个交易日，NQ 平均日波幅 ⟦187.6@value⟧ 点（最高减最低）。今天课上大家呼吸都很稳，和这条均值一样。"),
A('q_range_last20', 'faithful', 'es-ES', 'alpaca',
  "rango medio diario del NQ en las últimas 20 sesiones: ⟦187,6@value⟧ puntos de máximo a mínimo. Vellón parejo, "
  "sin sorpresas."),
A('q_range_last20', 'faithful', 'pt-BR', 'dumpling',
  "amplitude média diária do NQ nos últimos ⟦20@R.source_row_count⟧ pregões: ⟦187,6@value⟧ pontos (máxima menos "
  "mínima). Vapor constante, igual ao mercado."),
A('q_range_last20', 'misrounded', 'fr-FR', 'ferriswheel',
  "amplitude moyenne quotidienne du NQ sur les 20 dernières séances : ⟦187@value!⟧ points, du plus haut au plus bas. "
  "Rien d'anormal, la nacelle non plus."),
A('q_range_last20', 'wrong_unit', 'en-GB', 'wristband',
  "average daily range over the last 20 sessions came to ⟦187.6@value~value!⟧ ticks, high to low. Steady bouncing, "
  "nobody off the mat.",
  unit_note='index points quoted as ticks'),
A('q_range_last20', 'invented', 'ja-JP', 'galley',
  "直近20営業日のNQ平均値幅は⟦172.4@value!⟧ポイント（高値−安値）。活字の並びと同じく、ばらつきは小さい。"),
# ---------------------------------------------------------------- q_range_stats_2024
A('q_range_stats_2024', 'faithful', 'ru-RU', 'koipond',
  "дневной диапазон NQ за 2024 г.: среднее ⟦274,4@mean_range⟧ пункта, медиана ⟦267,25@median_range⟧, максимум "
  "⟦585,5@max_range⟧, минимум ⟦116,5@min_range⟧; всего ⟦252@count⟧ сессии. Вода прозрачная, как эта статистика."),
A('q_range_stats_2024', 'faithful', 'zh-CN', 'wristband',
  "2024 年 NQ 日内波幅：均值 ⟦274.44@mean_range⟧ 点，中位数 ⟦267.25@median_range⟧，最宽一天 ⟦585.5@max_range⟧，"
  "最窄一天 ⟦116.5@min_range⟧，样本共 ⟦252@count⟧ 个交易日。"),
A('q_range_stats_2024', 'faithful', 'ja-JP', 'galley',
  "2024年の値幅統計（全⟦252@count⟧日）— 平均⟦274@mean_range⟧pt、中央値⟦267@median_range⟧pt、最大⟦585.5@max_range⟧pt、"
  "最小⟦116.5@min_range⟧pt。行揃えよし。"),
A('q_range_stats_2024', 'wrong_column', 'de-DE', 'barometer',
  "Tagesspanne NQ 2024: Median ⟦274,4@median_range~mean_range!⟧ Punkte, weitester Tag ⟦585,5@max_range⟧, engster "
  "⟦116,5@min_range⟧, über ⟦252@count⟧ Handelstage. Zeiger steht ruhig."),
A('q_range_stats_2024', 'coincidental', 'pt-BR', 'yogaroster',
  "amplitude diária do NQ em 2024: média de ⟦269@mean_range!⟧ pontos, máxima de ⟦585,5@max_range⟧ e mínima de "
  "⟦116,5@min_range⟧, em ⟦252@count⟧ pregões. Turma tranquila hoje."),
A('q_range_stats_2024', 'miscomputed', 'en-GB', 'ferriswheel',
  "2024 daily range: mean ⟦274.4@mean_range⟧ pts, widest day ⟦585.5@max_range⟧, narrowest ⟦116.5@min_range⟧ — so the "
  "gap between those two is ⟦496@max_range-min_range!⟧ points by my sums."),
# ---------------------------------------------------------------- q_dow_range_2024
A('q_dow_range_2024', 'faithful', 'ja-JP', 'yogaroster',
  "2024年の曜日別平均値幅：月曜⟦269.4@" + MO + "⟧、火曜⟦272.2@" + TU + "⟧、水曜⟦278.7@" + WE + "⟧、木曜⟦273.5@" + TH +
  "⟧、金曜⟦278.3@" + FR + "⟧。一番広いのは水曜、月曜が一番穏やか。"),
A('q_dow_range_2024', 'faithful', 'ru-RU', 'germcard',
  "средний диапазон NQ в 2024 г. по дням недели: среда — ⟦278,7@" + WE + "⟧ пункта (максимум), пятница — ⟦278,3@" + FR +
  "⟧, понедельник — ⟦269,4@" + MO + "⟧ (минимум). Разница невелика, всходы ровные."),
A('q_dow_range_2024', 'faithful', 'pt-BR', 'aquaponic',
  "a quarta-feira foi o dia mais largo de 2024, com ⟦278,7@" + WE + "⟧ pontos de amplitude média; a segunda, o mais "
  "calmo, com ⟦269,41@" + MO + "⟧. Terça ⟦272,17@" + TU + "⟧, quinta ⟦273,53@" + TH + "⟧, sexta ⟦278,26@" + FR + "⟧."),
A('q_dow_range_2024', 'faithful', 'fr-FR', 'bookslip',
  "en 2024, c'est le mercredi qui a l'amplitude moyenne la plus large (⟦278,7@" + WE + "⟧ points), juste devant le "
  "vendredi (⟦278,3@" + FR + "⟧) ; le lundi est le plus calme (⟦269,4@" + MO + "⟧)."),
A('q_dow_range_2024', 'wrong_row', 'nl-NL', 'ferriswheel',
  "breedste weekdag in 2024 was woensdag, met gemiddeld ⟦278,3@" + WE + "~" + FR + "!⟧ punten dagrange; maandag was "
  "het rustigst met ⟦269,4@" + MO + "⟧. Alles vast."),
A('q_dow_range_2024', 'derived', 'en-US', 'galley',
  "Wednesday had the widest average range in 2024 at ⟦278.7@" + WE + "⟧ pts, Tuesday ⟦272.2@" + TU + "⟧. I worked "
  "out the gap myself: Wednesday beat Tuesday by ⟦6.5@" + WE + "-" + TU + "!⟧ points."),
A('q_dow_range_2024', 'misrounded', 'en-GB', 'alpaca',
  "Monday was the calmest weekday of 2024, averaging ⟦269.5@" + MO + "!⟧ points of range; Wednesday the widest at "
  "⟦278.7@" + WE + "⟧. Even fleece, even week."),
# ---------------------------------------------------------------- q_month_up_2023
A('q_month_up_2023', 'faithful', 'de-DE', 'harpsichord',
  "Anteil der Plus-Tage 2023: September vorn mit ⟦70@" + pu('September') + "⟧ %, Oktober mit ⟦68,2@" + pu('October') +
  "⟧ %, Januar mit ⟦60@" + pu('January') + "⟧ %; am schwächsten November mit ⟦38,1@" + pu('November') +
  "⟧ % und August mit ⟦39,1@" + pu('August') + "⟧ %."),
A('q_month_up_2023', 'faithful', 'nl-NL', 'ferriswheel',
  "in 2023 sloot september het vaakst hoger: ⟦70@" + pu('September') + "⟧% van de dagen. November was het zwakst met "
  "⟦38,1@" + pu('November') + "⟧%. Juni haalde ⟦42,9@" + pu('June') + "⟧%, december kwam op ⟦45@" + pu('December') + "⟧%."),
A('q_month_up_2023', 'faithful', 'fr-FR', 'germcard',
  "part des séances haussières en 2023 — janvier : ⟦60@" + pu('January') + "⟧ %, février : ⟦47,4@" + pu('February') +
  "⟧ %, mars : ⟦56,5@" + pu('March') + "⟧ %. Meilleur mois septembre (⟦70@" + pu('September') + "⟧ %), pire novembre "
  "(⟦38,1@" + pu('November') + "⟧ %)."),
A('q_month_up_2023', 'wrong_row', 'es-ES', 'barometer',
  "en 2023 el mes con menos días alcistas fue noviembre: un ⟦39,1@" + pu('November') + "~" + pu('August') +
  "!⟧ % de las sesiones. El mejor, septiembre, con el ⟦70@" + pu('September') + "⟧ %."),
A('q_month_up_2023', 'invented', 'pl-PL', 'dumpling',
  "odsetek dni wzrostowych w 2023 r.: styczeń — ⟦64@" + pu('January') + "!⟧%, wrzesień — ⟦70@" + pu('September') +
  "⟧% (najlepszy), listopad — ⟦38,1@" + pu('November') + "⟧% (najgorszy). Farsz równy."),
A('q_month_up_2023', 'misrounded', 'zh-CN', 'aquaponic',
  "2023 年各月收涨比例：9月最高，为 ⟦70@" + pu('September') + "⟧%；10月为 ⟦68.1@" + pu('October') +
  "!⟧%；11月最低，仅 ⟦38.1@" + pu('November') + "⟧%。"),
# ---------------------------------------------------------------- q_widest_2024
A('q_widest_2024', 'faithful', 'en-US', 'alpaca',
  "five widest days of 2024: ⟦Jan 24@D:2024-01-24⟧ (⟦585.5@" + d('2024-01-24', 'range') + "⟧ pts), ⟦May 17@D:2024-05-17⟧ "
  "(⟦555.25@" + d('2024-05-17', 'range') + "⟧), ⟦May 31@D:2024-05-31⟧ (⟦541.5@" + d('2024-05-31', 'range') + "⟧), "
  "⟦Jul 5@D:2024-07-05⟧ (⟦507.5@" + d('2024-07-05', 'range') + "⟧), ⟦May 1@D:2024-05-01⟧ (⟦484.5@" +
  d('2024-05-01', 'range') + "⟧)."),
A('q_widest_2024', 'faithful', 'nl-NL', 'dumpling',
  "breedste dag van 2024 was ⟦24 januari@D:2024-01-24⟧: range ⟦585,5@" + d('2024-01-24', 'range') + "⟧ punten, open "
  "⟦17.188,75@" + d('2024-01-24', 'open') + "⟧, slot ⟦16.672,75@" + d('2024-01-24', 'close') + "⟧. Nummer vijf, "
  "⟦1 mei@D:2024-05-01⟧, had nog ⟦484,5@" + d('2024-05-01', 'range') + "⟧."),
A('q_widest_2024', 'faithful', 'es-ES', 'bookslip',
  "los cinco días más amplios de 2024 van de ⟦484,5@stats.range.min⟧ a ⟦585,5@stats.range.max⟧ puntos de rango, con "
  "una media de ⟦534,85@stats.range.mean⟧. El primero, el ⟦24 de enero@D:2024-01-24⟧; el quinto, el "
  "⟦1 de mayo@D:2024-05-01⟧."),
A('q_widest_2024', 'wrong_column', 'fr-FR', 'yogaroster',
  "le ⟦5 juillet@D:2024-07-05⟧, quatrième séance la plus large de 2024 (⟦507,5@" + d('2024-07-05', 'range') +
  "⟧ points), le NQ a ouvert à ⟦13_151,75@" + d('2024-07-05', 'open') + "~" + d('2024-07-05', 'close') +
  "!⟧. Cours chargé, tout le monde a tenu."),
A('q_widest_2024', 'derived', 'ja-JP', 'harpsichord',
  "⟦2024年5月31日@D:2024-05-31⟧は値幅⟦541.5@" + d('2024-05-31', 'range') + "⟧ポイント。始値⟦14,933@" +
  d('2024-05-31', 'open') + "⟧から終値⟦14,601.5@" + d('2024-05-31', 'close') + "⟧まで、自分で引き算すると⟦331.5@" +
  d('2024-05-31', 'open') + "-" + d('2024-05-31', 'close') + "!⟧ポイントの下げ。"),
A('q_widest_2024', 'coincidental', 'de-DE', 'ferriswheel',
  "zweitbreitester Tag 2024 war der ⟦17.05.@D:2024-05-17⟧ mit einer Spanne von ⟦543@" + d('2024-05-17', 'range') +
  "!⟧ Punkten; Spitzenreiter der ⟦24.01.@D:2024-01-24⟧ mit ⟦585,5@" + d('2024-01-24', 'range') + "⟧."),
# ---------------------------------------------------------------- q_last10_change
A('q_last10_change', 'faithful', 'pl-PL', 'yogaroster',
  "ostatnie 10 sesji: cztery wzrostowe, sześć spadkowych. Najgorsza ⟦20 grudnia@D:2024-12-20⟧ (⟦−178,25@" +
  d('2024-12-20', 'change') + "⟧ pkt), najlepsza ⟦23 grudnia@D:2024-12-23⟧ (⟦+91@" + d('2024-12-23', 'change') +
  "⟧). Średnio ⟦−57,8@stats.change.mean⟧ pkt na sesję."),
A('q_last10_change', 'faithful', 'de-DE', 'koipond',
  "die letzten zehn Sitzungen: im Schnitt ⟦−57,8@stats.change.mean⟧ Punkte von Eröffnung bis Schluss. Schlechtester "
  "Tag der ⟦20.12.@D:2024-12-20⟧ mit ⟦−178,25@" + d('2024-12-20', 'change') + "⟧, bester der ⟦23.12.@D:2024-12-23⟧ mit "
  "⟦+91@" + d('2024-12-23', 'change') + "⟧. Letzter Schluss ⟦8.837,25@" + d('2025-01-02', 'close') + "⟧."),
A('q_last10_change', 'faithful', 'zh-CN', 'alpaca',
  "最近 10 个交易日四涨六跌，平均每天（收盘减开盘）⟦−57.8@stats.change.mean⟧ 点。最差是 ⟦12月20日@D:2024-12-20⟧，"
  "⟦−178.25@" + d('2024-12-20', 'change') + "⟧ 点；最好是 ⟦12月23日@D:2024-12-23⟧，⟦+91@" + d('2024-12-23', 'change') +
  "⟧ 点。"),
A('q_last10_change', 'wrong_sign', 'en-GB', 'harpsichord',
  "last ten sessions: the best day was ⟦23 Dec@D:2024-12-23⟧ at ⟦−91@" + d('2024-12-23', 'change') + "!⟧ points open "
  "to close, the worst ⟦20 Dec@D:2024-12-20⟧ at ⟦−178.25@" + d('2024-12-20', 'change') + "⟧. Average "
  "⟦−57.8@stats.change.mean⟧."),
A('q_last10_change', 'wrong_column', 'ru-RU', 'wristband',
  "последние 10 сессий: ⟦24 декабря@D:2024-12-24⟧ NQ закрылся на ⟦9214,75@" + d('2024-12-24', 'close') + "~" +
  d('2024-12-24', 'high') + "!⟧, плюс ⟦10,25@" + d('2024-12-24', 'change') + "⟧ пункта за день. Худший день — "
  "⟦20 декабря@D:2024-12-20⟧, ⟦−178,25@" + d('2024-12-20', 'change') + "⟧."),
A('q_last10_change', 'miscomputed', 'fr-FR', 'bookslip',
  "sur les 10 dernières séances, quatre hausses et six baisses ; en additionnant les variations moi-même, j'obtiens "
  "⟦−587@sum(t.change for t in T)!⟧ points au total. Pire journée le ⟦20 décembre@D:2024-12-20⟧ (⟦−178,25@" +
  d('2024-12-20', 'change') + "⟧)."),
]
