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
A('q_range_last20', 'faithful', 'pl-PL', 'trampoline',
  "średni dzienny zakres NQ z ostatnich ⟦20@R.source_row_count⟧ sesji (maksimum minus minimum) wyniósł "
  "⟦187,6@value⟧ pkt. Spokojny wieczór na hali."),
A('q_range_last20', 'faithful', 'nl-NL', 'ikebana',
  "de NQ bewoog de laatste 20 handelsdagen gemiddeld ⟦187,6@value⟧ punten van dagtop tot dagbodem. "
  "De takken stonden vandaag mooi recht."),
A('q_range_last20', 'faithful', 'fr-FR', 'climbing',
  "moyenne des amplitudes journalières du NQ sur les 20 dernières séances : ⟦187,6@value⟧ points entre plus haut "
  "et plus bas. Voies propres ce soir."),
A('q_range_last20', 'invented', 'es-ES', 'engraver',
  "el rango medio diario del NQ en las últimas 20 sesiones fue de ⟦203,4@value!⟧ puntos, de máximo a mínimo. "
  "Letras limpias, sin rebabas."),
A('q_range_last20', 'misrounded', 'pt-BR', 'goldsmith',
  "amplitude média diária do NQ nos últimos 20 pregões: ⟦187@value!⟧ pontos entre a máxima e a mínima. "
  "O aro ficou redondo."),
A('q_range_last20', 'wrong_unit', 'en-GB', 'haberdash',
  "average daily range of the NQ over the last 20 sessions: ⟦187.6@value~value!⟧ ticks from high to low. "
  "Quiet afternoon at the counter.", unit_note='index points quoted as ticks (a tick is a quarter point)'),
# ---------------------------------------------------------------- q_range_stats_2024
A('q_range_stats_2024', 'faithful', 'en-US', 'goldsmith',
  "NQ daily range in 2024 over ⟦252@count⟧ sessions: mean ⟦274.44@mean_range⟧ pts, median ⟦267.25@median_range⟧, "
  "narrowest ⟦116.5@min_range⟧, widest ⟦585.5@max_range⟧. The mean sits above the median: a few wide days pull it up."),
A('q_range_stats_2024', 'faithful', 'it-IT', 'caddie',
  "range giornaliero del NQ nel 2024: media ⟦274,4@mean_range⟧ punti, mediana ⟦267,25@median_range⟧; la seduta "
  "più stretta ⟦116,50@min_range⟧, la più ampia ⟦585,50@max_range⟧."),
A('q_range_stats_2024', 'faithful', 'en-GB', 'engraver',
  "2024 NQ ranges: an average of ⟦274.437@mean_range⟧ points over ⟦252@count⟧ days; the widest day was "
  "⟦585.5@max_range⟧ and the narrowest ⟦116.5@min_range⟧."),
A('q_range_stats_2024', 'wrong_column', 'fr-FR', 'mahjong',
  "amplitude quotidienne du NQ en 2024 : médiane ⟦274,4@median_range~mean_range!⟧ points, séance la plus large "
  "⟦585,5@max_range⟧, la plus étroite ⟦116,5@min_range⟧. Tables calmes."),
A('q_range_stats_2024', 'miscomputed', 'nl-NL', 'trampoline',
  "NQ in 2024: breedste dag ⟦585,5@max_range⟧ punten, smalste ⟦116,5@min_range⟧; de breedste was dus "
  "⟦5,3@max_range/min_range!⟧ keer zo breed, eigen deling."),
A('q_range_stats_2024', 'invented', 'ja-JP', 'minigolf',
  "2024年のNQ日中値幅：平均 ⟦274.44@mean_range⟧ポイント、中央値 ⟦259.5@median_range!⟧、最大 ⟦585.5@max_range⟧。"
  "夜風が涼しい。"),
# ---------------------------------------------------------------- q_dow_range_2024
A('q_dow_range_2024', 'faithful', 'en-US', 'haberdash',
  "2024 average NQ range by weekday: Wednesday led at ⟦278.7@" + WE + "⟧ pts, Friday right behind at ⟦278.26@" + FR +
  "⟧, Monday the narrowest at ⟦269.41@" + MO + "⟧."),
A('q_dow_range_2024', 'faithful', 'es-ES', 'climbing',
  "rango medio del NQ por día de la semana en 2024: lunes ⟦269,4@" + MO + "⟧, martes ⟦272,2@" + TU +
  "⟧, miércoles ⟦278,7@" + WE + "⟧, jueves ⟦273,5@" + TH + "⟧ y viernes ⟦278,3@" + FR +
  "⟧ puntos. Gana el miércoles por poco."),
A('q_dow_range_2024', 'faithful', 'zh-CN', 'engraver',
  "2024 年 NQ 按星期的平均振幅：周三最宽，为 ⟦278.7@" + WE + "⟧ 点；周一最窄，为 ⟦269.41@" + MO +
  "⟧ 点；周四为 ⟦273.53@" + TH + "⟧ 点。"),
A('q_dow_range_2024', 'wrong_row', 'ja-JP', 'trampoline',
  "2024年のNQ平均値幅を曜日別に見ると、最も広いのは水曜で ⟦273.53@" + WE + "~" + TH + "!⟧ ポイント、"
  "最も狭いのは月曜の ⟦269.41@" + MO + "⟧ ポイント。"),
A('q_dow_range_2024', 'coincidental', 'de-DE', 'tennis',
  "mittlere Tagesspanne des NQ 2024 nach Wochentag: Mittwoch ⟦278,7@" + WE + "⟧ Punkte, Freitag ⟦278,9@" + FR +
  "!⟧, Montag als schmalster Tag ⟦269,4@" + MO + "⟧."),
A('q_dow_range_2024', 'derived', 'ru-RU', 'goldsmith',
  "средний дневной диапазон NQ в 2024 г.: среда ⟦278,7@" + WE + "⟧ пункта, пятница ⟦278,26@" + FR +
  "⟧; разница между ними ⟦0,42@" + WE + "-" + FR + "!⟧ пункта — посчитал сам."),
# ---------------------------------------------------------------- q_month_up_2023
A('q_month_up_2023', 'faithful', 'nl-NL', 'engraver',
  "aandeel stijgende dagen van de NQ in 2023: september het hoogst met ⟦70@" + pu('September') + "⟧ %, oktober "
  "volgt met ⟦68,2@" + pu('October') + "⟧ %, november het laagst met ⟦38,1@" + pu('November') + "⟧ %."),
A('q_month_up_2023', 'faithful', 'ja-JP', 'caddie',
  "2023年の月別上昇日比率：最高は9月の ⟦70@" + pu('September') + "⟧%、最低は11月の ⟦38.1@" + pu('November') +
  "⟧%。5月はちょうど ⟦50@" + pu('May') + "⟧%。"),
A('q_month_up_2023', 'faithful', 'pl-PL', 'tennis',
  "odsetek wzrostowych sesji NQ w 2023 r.: najwięcej we wrześniu — ⟦70@" + pu('September') + "⟧%, najmniej "
  "w listopadzie — ⟦38,1@" + pu('November') + "⟧%; styczeń: ⟦60@" + pu('January') + "⟧%."),
A('q_month_up_2023', 'wrong_row', 'fr-FR', 'ikebana',
  "part des séances haussières du NQ en 2023 : septembre en tête avec ⟦70@" + pu('September') + "⟧ %, novembre "
  "en queue avec ⟦39,1@" + pu('November') + "~" + pu('August') + "!⟧ %."),
A('q_month_up_2023', 'coincidental', 'en-US', 'badminton',
  "Share of NQ up days in 2023: September led with ⟦70%@" + pu('September') + "⟧, November trailed at ⟦38.1%@" +
  pu('November') + "⟧, and July came in at ⟦41%@" + pu('July') + "!⟧."),
A('q_month_up_2023', 'misrounded', 'zh-CN', 'mahjong',
  "2023 年 NQ 各月收涨日占比：9月最高，为 ⟦70%@" + pu('September') + "⟧；3月为 ⟦56.6%@" + pu('March') +
  "!⟧；11月最低，为 ⟦38.1%@" + pu('November') + "⟧。"),
# ---------------------------------------------------------------- q_widest_2024
A('q_widest_2024', 'faithful', 'fr-FR', 'trampoline',
  "séances les plus larges de 2024 : ⟦24 janvier@D:2024-01-24⟧ (⟦585,5@" + d('2024-01-24', 'range') + "⟧ points), "
  "⟦17 mai@D:2024-05-17⟧ (⟦555,25@" + d('2024-05-17', 'range') + "⟧), ⟦31 mai@D:2024-05-31⟧ (⟦541,5@" +
  d('2024-05-31', 'range') + "⟧) et ⟦5 juillet@D:2024-07-05⟧ (⟦507,5@" + d('2024-07-05', 'range') +
  "⟧) ; toutes ont fini sous leur ouverture."),
A('q_widest_2024', 'faithful', 'ru-RU', 'ikebana',
  "пять самых широких дней 2024 г.: первым идёт ⟦24 января@D:2024-01-24⟧ — ⟦585,5@" + d('2024-01-24', 'range') +
  "⟧ пункта (открытие ⟦17_188,75@" + d('2024-01-24', 'open') + "⟧, закрытие ⟦16_672,75@" + d('2024-01-24', 'close') +
  "⟧). Три из пяти пришлись на май."),
A('q_widest_2024', 'faithful', 'it-IT', 'tennis',
  "le cinque giornate più ampie del 2024 partono dal ⟦24 gennaio@D:2024-01-24⟧ (⟦585,5@" + d('2024-01-24', 'range') +
  "⟧ punti) e chiudono con il primo maggio (⟦484,5@" + d('2024-05-01', 'range') + "⟧); tre su cinque cadono "
  "a maggio, tutte chiuse sotto l'apertura."),
A('q_widest_2024', 'wrong_column', 'pt-BR', 'climbing',
  "entre os dias de maior amplitude em 2024 está ⟦17/05@D:2024-05-17⟧, com ⟦555,25@" + d('2024-05-17', 'range') +
  "⟧ pontos: abriu em ⟦15.675@" + d('2024-05-17', 'open') + "~" + d('2024-05-17', 'close') + "!⟧ e fechou abaixo da "
  "abertura."),
A('q_widest_2024', 'wrong_row', 'en-GB', 'goldsmith',
  "widest NQ days of 2024: ⟦24 Jan@D:2024-01-24⟧ at ⟦585.5@" + d('2024-01-24', 'range') + "⟧ points, then "
  "⟦17 May@D:2024-05-17⟧ at ⟦541.5@" + d('2024-05-17', 'range') + "~" + d('2024-05-31', 'range') + "!⟧ points."),
A('q_widest_2024', 'miscomputed', 'es-ES', 'mahjong',
  "entre los días más amplios de 2024, el ⟦31 de mayo@D:2024-05-31⟧ abrió en ⟦14.933@" + d('2024-05-31', 'open') +
  "⟧ y cerró en ⟦14.601,5@" + d('2024-05-31', 'close') + "⟧: una variación de ⟦−313,5@" + d('2024-05-31', 'close') +
  "-" + d('2024-05-31', 'open') + "!⟧ puntos en la sesión, según mi resta."),
# ---------------------------------------------------------------- q_last10_change
A('q_last10_change', 'faithful', 'pl-PL', 'minigolf',
  "ostatnie ⟦10@R.summary.rows⟧ sesji NQ: cztery wzrostowe, sześć spadkowych; najgorsza ⟦20 grudnia@D:2024-12-20⟧ "
  "(⟦−178,25@" + d('2024-12-20', 'change') + "⟧ pkt), najlepsza ⟦23 grudnia@D:2024-12-23⟧ (⟦+91@" +
  d('2024-12-23', 'change') + "⟧). Średnio ⟦−57,8@stats.change.mean⟧ pkt na sesję."),
A('q_last10_change', 'faithful', 'ja-JP', 'climbing',
  "直近10セッションのNQ：上昇は四日、下落は六日。最大の下げは⟦12月20日@D:2024-12-20⟧の ⟦−178.25@" +
  d('2024-12-20', 'change') + "⟧ポイント、最後の⟦1月2日@D:2025-01-02⟧は ⟦−96.25@" + d('2025-01-02', 'change') + "⟧。"),
A('q_last10_change', 'faithful', 'de-DE', 'haberdash',
  "die letzten zehn NQ-Sitzungen: Tagesänderung im Schnitt ⟦−57,8@stats.change.mean⟧ Punkte, Spanne von "
  "⟦−178,25@stats.change.min⟧ (⟦20.12.@D:2024-12-20⟧) bis ⟦+91@stats.change.max⟧ (⟦23.12.@D:2024-12-23⟧)."),
A('q_last10_change', 'faithful', 'it-IT', 'engraver',
  "ultime 10 sedute del NQ: volume più basso il ⟦24 dicembre@D:2024-12-24⟧ con ⟦145.342@" + d('2024-12-24', 'volume') +
  "⟧ contratti, chiusura finale il ⟦2 gennaio@D:2025-01-02⟧ a ⟦8.837,25@" + d('2025-01-02', 'close') + "⟧."),
A('q_last10_change', 'wrong_sign', 'ru-RU', 'goldsmith',
  "последние 10 сессий NQ: ⟦19 декабря@D:2024-12-19⟧ изменение за день ⟦+64,75@" + d('2024-12-19', 'change') +
  "!⟧ пункта, ⟦20 декабря@D:2024-12-20⟧ — ⟦−178,25@" + d('2024-12-20', 'change') + "⟧, самый слабый день."),
A('q_last10_change', 'wrong_column', 'zh-CN', 'ikebana',
  "最近 10 个交易日里，⟦12月23日@D:2024-12-23⟧ NQ 上涨 ⟦91@" + d('2024-12-23', 'change') + "⟧ 点，收于 ⟦9,116.5@" +
  d('2024-12-23', 'close') + "~" + d('2024-12-23', 'high') + "!⟧ 点，是十天里最好的一天。"),
A('q_last10_change', 'coincidental', 'nl-NL', 'mahjong',
  "laatste 10 sessies van de NQ: op ⟦31 december@D:2024-12-31⟧ een daguitslag van ⟦−175,5@" + d('2024-12-31', 'change') +
  "⟧ punten, slot op ⟦8.932@" + d('2024-12-31', 'close') + "!⟧."),
]
