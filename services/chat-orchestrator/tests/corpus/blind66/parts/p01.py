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
A('q_range_last20', 'faithful', 'es-ES', 'teapluck',
  "rango medio diario de las últimas 20 sesiones: ⟦187,6@value⟧ puntos de máximo a mínimo, sobre "
  "⟦20@R.source_row_count⟧ filas diarias. Brote tierno, mercado quieto."),
A('q_range_last20', 'faithful', 'en-GB', 'shavedice',
  "average daily range across the last 20 sessions: ⟦187.6@value⟧ points, high minus low. Slow trade, like a "
  "cold evening on the front."),
A('q_range_last20', 'faithful', 'ja-JP', 'lasertag',
  "直近20日の平均値幅（高値－安値）は⟦187.6@value⟧ポイント。場内も相場も静か。"),
A('q_range_last20', 'invented', 'pt-BR', 'ricepaddy',
  "amplitude média diária das últimas 20 sessões: ⟦212,4@value!⟧ pontos entre máxima e mínima. Água mansa "
  "nos tabuleiros."),
A('q_range_last20', 'wrong_unit', 'de-DE', 'billiard',
  "Die mittlere Tagesspanne der letzten 20 Handelstage lag bei ⟦187,6@value~value!⟧ Euro zwischen Hoch und Tief.",
  unit_note='index points quoted as euros'),
A('q_range_last20', 'miscomputed', 'fr-FR', 'cocoa',
  "amplitude moyenne des 20 dernières séances : ⟦187,6@value⟧ points ; mise bout à bout sur la période, selon "
  "mon calcul, ⟦3_725@value*20!⟧ points."),
# ---------------------------------------------------------------- q_range_stats_2024
A('q_range_stats_2024', 'faithful', 'it-IT', 'skate',
  "escursione giornaliera 2024: media ⟦274,44@mean_range⟧ punti, mediana ⟦267,25@median_range⟧, massima "
  "⟦585,5@max_range⟧, minima ⟦116,5@min_range⟧, su ⟦252@count⟧ sedute."),
A('q_range_stats_2024', 'faithful', 'ja-JP', 'paintball',
  "2024年の日中値幅：平均⟦274.4@mean_range⟧、中央値⟦267.25@median_range⟧、最大⟦585.5@max_range⟧、"
  "最小⟦116.5@min_range⟧ポイント（⟦252@count⟧営業日）。"),
A('q_range_stats_2024', 'faithful', 'en-US', 'caving',
  "2024 daily ranges: mean ⟦274.44@mean_range⟧ pts, median ⟦267.25@median_range⟧, widest ⟦585.5@max_range⟧, "
  "narrowest ⟦116.5@min_range⟧, over ⟦252@count⟧ sessions. Tight squeezes, one big chamber."),
A('q_range_stats_2024', 'wrong_column', 'en-GB', 'candyfloss',
  "2024 day ranges: median ⟦274.4@median_range~mean_range!⟧ points, extremes ⟦116.5@min_range⟧ and "
  "⟦585.5@max_range⟧, across ⟦252@count⟧ sessions."),
A('q_range_stats_2024', 'miscomputed', 'es-ES', 'vanilla',
  "rango diario de 2024: máximo ⟦585,5@max_range⟧ y mínimo ⟦116,5@min_range⟧ puntos; por mi cuenta, el día "
  "más amplio fue ⟦5,30@max_range/min_range!⟧ veces el más estrecho."),
A('q_range_stats_2024', 'wrong_unit', 'ru-RU', 'shavedice',
  "дневной размах за 2024 г.: в среднем ⟦274,4@mean_range⟧ пункта, медиана ⟦267,25@median_range⟧, самый "
  "широкий день — ⟦585,5 %@max_range~max_range!⟧.",
  unit_note='index points quoted as a percentage'),
# ---------------------------------------------------------------- q_dow_range_2024
A('q_dow_range_2024', 'faithful', 'es-ES', 'paintball',
  f"en 2024 el miércoles tuvo el mayor rango medio, ⟦278,7@{WE}⟧ puntos, con el viernes justo detrás "
  f"(⟦278,3@{FR}⟧); el lunes fue el más tranquilo, ⟦269,4@{MO}⟧."),
A('q_dow_range_2024', 'faithful', 'nl-NL', 'skate',
  f"gemiddelde dagrange 2024 per weekdag: maandag ⟦269,41@{MO}⟧, dinsdag ⟦272,17@{TU}⟧, woensdag "
  f"⟦278,675@{WE}⟧ (de breedste), donderdag ⟦273,53@{TH}⟧, vrijdag ⟦278,26@{FR}⟧ punten."),
A('q_dow_range_2024', 'faithful', 'pl-PL', 'ricepaddy',
  f"w 2024 r. najszerszy średni zakres miała środa, ⟦278,7@{WE}⟧ pkt, a najwęższy poniedziałek, "
  f"⟦269,4@{MO}⟧ pkt; czwartek wypadł pośrodku z ⟦273,5@{TH}⟧ pkt."),
A('q_dow_range_2024', 'wrong_row', 'ru-RU', 'teapluck',
  f"в 2024 г. шире всего ходила среда — в среднем ⟦278,26@{WE}~{FR}!⟧ пункта за день; спокойнее всех "
  f"понедельник, ⟦269,41@{MO}⟧."),
A('q_dow_range_2024', 'coincidental', 'zh-CN', 'cocoa',
  f"2024 年各工作日平均波幅：周三最宽，为 ⟦278.7@{WE}⟧ 点；周二 ⟦276@{TU}!⟧ 点；周一最窄，为 "
  f"⟦269.4@{MO}⟧ 点。"),
A('q_dow_range_2024', 'miscomputed', 'ja-JP', 'candyfloss',
  f"2024年、水曜の平均値幅⟦278.675@{WE}⟧は火曜の⟦272.17@{TU}⟧より、自分で引き算すると"
  f"⟦5.61@{WE}-{TU}!⟧ポイント広い。"),
# ---------------------------------------------------------------- q_month_up_2023
A('q_month_up_2023', 'faithful', 'es-ES', 'billiard',
  f"en 2023 septiembre cerró al alza el ⟦70@{pu('September')}⟧ % de sus sesiones, el mejor mes, y noviembre "
  f"solo el ⟦38,1@{pu('November')}⟧ %, el peor; octubre, segundo, con el ⟦68,2@{pu('October')}⟧ %."),
A('q_month_up_2023', 'faithful', 'pl-PL', 'cocoa',
  f"w 2023 r. najczęściej na plusie kończył sesje wrzesień (⟦70@{pu('September')}⟧%), najrzadziej listopad "
  f"(⟦38,1@{pu('November')}⟧%); maj wyszedł dokładnie pół na pół, ⟦50@{pu('May')}⟧%."),
A('q_month_up_2023', 'faithful', 'pt-BR', 'saltrake',
  f"2023: janeiro fechou em alta em ⟦60@{pu('January')}⟧% dos pregões, fevereiro em ⟦47,4@{pu('February')}⟧% "
  f"e agosto, em apenas ⟦39,1@{pu('August')}⟧%."),
A('q_month_up_2023', 'coincidental', 'ja-JP', 'shavedice',
  f"2023年の月別上昇日比率：9月が最高の⟦70@{pu('September')}⟧%、11月が最低の⟦38.1@{pu('November')}⟧%、"
  f"3月は⟦52.5@{pu('March')}!⟧%。"),
A('q_month_up_2023', 'misrounded', 'nl-NL', 'caving',
  f"in 2023 sloot september op ⟦70@{pu('September')}⟧% van de dagen hoger, november op maar "
  f"⟦38,1@{pu('November')}⟧% en februari op ⟦47,3@{pu('February')}!⟧%."),
A('q_month_up_2023', 'derived', 'it-IT', 'candyfloss',
  f"nel 2023 settembre ha chiuso in rialzo nel ⟦70@{pu('September')}⟧% delle sedute, agosto solo nel "
  f"⟦39,1@{pu('August')}⟧%: uno scarto, calcolato da me, di ⟦30,9@{pu('September')}-{pu('August')}!⟧ punti "
  f"percentuali."),
# ---------------------------------------------------------------- q_widest_2024
A('q_widest_2024', 'faithful', 'en-US', 'cocoa',
  f"widest 2024 sessions: ⟦Jan 24@D:2024-01-24⟧ (⟦585.5@{r('2024-01-24', 'range')}⟧ pts), ⟦May 17@D:2024-05-17⟧ "
  f"(⟦555.25@{r('2024-05-17', 'range')}⟧), ⟦May 31@D:2024-05-31⟧ (⟦541.5@{r('2024-05-31', 'range')}⟧) and "
  f"⟦Jul 5@D:2024-07-05⟧ (⟦507.5@{r('2024-07-05', 'range')}⟧); all closed below the open."),
A('q_widest_2024', 'faithful', 'it-IT', 'teapluck',
  f"la giornata più ampia del 2024 è il ⟦24 gennaio@D:2024-01-24⟧: ⟦585,5@{r('2024-01-24', 'range')}⟧ punti, "
  f"aperta a ⟦17.188,75@{r('2024-01-24', 'open')}⟧ e chiusa a ⟦16.672,75@{r('2024-01-24', 'close')}⟧. "
  f"Media delle cinque: ⟦534,85@stats.range.mean⟧."),
A('q_widest_2024', 'faithful', 'fr-FR', 'shavedice',
  f"les cinq séances les plus larges de 2024 vont de ⟦585,5@stats.range.max⟧ points (⟦24 janvier@D:2024-01-24⟧) "
  f"à ⟦484,5@stats.range.min⟧ ; le ⟦17 mai@D:2024-05-17⟧, ⟦555,25@{r('2024-05-17', 'range')}⟧ points, "
  f"clôture ⟦15_675@{r('2024-05-17', 'close')}⟧."),
A('q_widest_2024', 'wrong_column', 'zh-CN', 'caving',
  f"2024 年波幅最大的一天是 ⟦1月24日@D:2024-01-24⟧，波幅 ⟦585.5@{r('2024-01-24', 'range')}⟧ 点，当日收盘 "
  f"⟦17,188.75@{r('2024-01-24', 'close')}~{r('2024-01-24', 'open')}!⟧ 点。"),
A('q_widest_2024', 'invented', 'de-DE', 'lasertag',
  f"unter den fünf weitesten Tagen 2024: der ⟦24.01.@D:2024-01-24⟧ mit ⟦585,5@{r('2024-01-24', 'range')}⟧ "
  f"Punkten und der ⟦05.07.@D:2024-07-05⟧ mit ⟦522,5@{r('2024-07-05', 'range')}!⟧ Punkten Spanne."),
A('q_widest_2024', 'coincidental', 'ru-RU', 'skate',
  f"самые широкие дни 2024 г.: ⟦24 января@D:2024-01-24⟧ — ⟦585,5@{r('2024-01-24', 'range')}⟧ пункта, "
  f"⟦17 мая@D:2024-05-17⟧ — ⟦544@{r('2024-05-17', 'range')}!⟧; оба закрылись ниже открытия."),
# ---------------------------------------------------------------- q_last10_change
A('q_last10_change', 'faithful', 'en-US', 'skate',
  f"last 10 sessions: four up, six down. Best was ⟦Dec 23@D:2024-12-23⟧ at ⟦+91@{r('2024-12-23', 'change')}⟧, "
  f"worst ⟦Dec 20@D:2024-12-20⟧ at ⟦−178.25@{r('2024-12-20', 'change')}⟧; average ⟦−57.8@stats.change.mean⟧ "
  f"pts a day."),
A('q_last10_change', 'faithful', 'it-IT', 'billiard',
  f"ultime 10 sedute: chiusura a ⟦8.837,25@{r('2025-01-02', 'close')}⟧ il ⟦2 gennaio@D:2025-01-02⟧, dopo "
  f"⟦−96,25@{r('2025-01-02', 'change')}⟧ in giornata; il ⟦31 dicembre@D:2024-12-31⟧ aveva fatto "
  f"⟦−175,5@{r('2024-12-31', 'change')}⟧."),
A('q_last10_change', 'faithful', 'de-DE', 'caving',
  f"Letzte 10 Sitzungen: im Schnitt ⟦−57,8@stats.change.mean⟧ Punkte pro Tag; bester Tag der "
  f"⟦23.12.@D:2024-12-23⟧ mit ⟦+91@{r('2024-12-23', 'change')}⟧, schwächster der ⟦20.12.@D:2024-12-20⟧ mit "
  f"⟦−178,25@{r('2024-12-20', 'change')}⟧."),
A('q_last10_change', 'faithful', 'ru-RU', 'vanilla',
  f"за последние 10 сессий: ⟦24 декабря@D:2024-12-24⟧ почти на месте (⟦+10,25@{r('2024-12-24', 'change')}⟧), "
  f"⟦30 декабря@D:2024-12-30⟧ — ⟦+69,25@{r('2024-12-30', 'change')}⟧, ⟦2 января@D:2025-01-02⟧ — "
  f"⟦−96,25@{r('2025-01-02', 'change')}⟧ при закрытии ⟦8837,25@{r('2025-01-02', 'close')}⟧."),
A('q_last10_change', 'wrong_sign', 'zh-CN', 'teapluck',
  f"最近 10 个交易日中，⟦12月20日@D:2024-12-20⟧收盘相对开盘变动 ⟦+178.25@{r('2024-12-20', 'change')}!⟧ 点，"
  f"收于 ⟦8,979.25@{r('2024-12-20', 'close')}⟧ 点。"),
A('q_last10_change', 'wrong_column', 'ja-JP', 'paintball',
  f"直近10営業日で上げた日の一つ、⟦12月23日@D:2024-12-23⟧は始値⟦9,007.75@{r('2024-12-23', 'open')}⟧から"
  f"終値⟦9,116.5@{r('2024-12-23', 'close')}~{r('2024-12-23', 'high')}!⟧へ。"),
A('q_last10_change', 'coincidental', 'fr-FR', 'ricepaddy',
  f"sur les 10 dernières séances, le ⟦30 décembre@D:2024-12-30⟧ a fini à ⟦+66@{r('2024-12-30', 'change')}!⟧ "
  f"points entre ouverture et clôture, le ⟦27 décembre@D:2024-12-27⟧ à ⟦+24,25@{r('2024-12-27', 'change')}⟧."),
]
