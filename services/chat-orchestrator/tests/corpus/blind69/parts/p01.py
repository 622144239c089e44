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
A('q_range_last20', 'faithful', 'de-DE', 'soysauce',
  "NQ, letzte 20 Handelstage: mittlere Tagesspanne ⟦187,6@value⟧ Punkte (Hoch minus Tief), gerechnet über "
  "⟦20@R.source_row_count⟧ Zeilen. Die Maische duftet heute kräftig."),
A('q_range_last20', 'faithful', 'it-IT', 'boilerroom',
  "range medio giornaliero del NQ nelle ultime 20 sedute: ⟦187,6@value⟧ punti fra massimo e minimo. Tiraggio regolare."),
A('q_range_last20', 'faithful', 'en-GB', 'forklift',
  "NQ's mean daily high-to-low range across the last 20 sessions: ⟦187.6@value⟧ points. Heel of the forks clean, no "
  "cracks."),
A('q_range_last20', 'invented', 'nl-NL', 'scaffold',
  "gemiddelde dagrange van de NQ over de laatste 20 handelsdagen: ⟦171,3@value!⟧ punten, hoog min laag."),
A('q_range_last20', 'wrong_unit', 'ja-JP', 'carwash',
  "直近20日のNQの平均値幅（高値−安値）は⟦187.6@value~value!⟧円。",
  unit_note='index points quoted as yen'),
A('q_range_last20', 'derived', 'fr-FR', 'tyrefit',
  "amplitude moyenne du NQ sur les 20 dernières séances : ⟦187,6@value⟧ points, soit ⟦3_752@value*20!⟧ points "
  "d'amplitude cumulée sur la période (multiplié par moi)."),
# ---------------------------------------------------------------- q_range_stats_2024
A('q_range_stats_2024', 'faithful', 'es-ES', 'recycling',
  "rango diario del NQ en 2024: media ⟦274,44@mean_range⟧ puntos, mediana ⟦267,25@median_range⟧, mínimo "
  "⟦116,5@min_range⟧ y máximo ⟦585,5@max_range⟧, sobre ⟦252@count⟧ sesiones."),
A('q_range_stats_2024', 'faithful', 'pt-BR', 'compost',
  "amplitude diária do NQ em 2024: média de ⟦274,4@mean_range⟧ pontos e mediana de ⟦267,25@median_range⟧; o dia mais "
  "curto teve ⟦116,5@min_range⟧ e o mais largo ⟦585,5@max_range⟧. A média fica acima da mediana."),
A('q_range_stats_2024', 'faithful', 'fr-FR', 'chocolatier',
  "NQ 2024, ⟦252@count⟧ séances : amplitude moyenne ⟦274,437@mean_range⟧ pts, médiane ⟦267,25@median_range⟧ ; "
  "extrêmes ⟦116,5@min_range⟧ et ⟦585,5@max_range⟧. Belle brillance ce matin."),
A('q_range_stats_2024', 'wrong_column', 'ru-RU', 'soysauce',
  "средний дневной диапазон NQ в 2024 году — ⟦267,25@mean_range~median_range!⟧ пункта; максимум ⟦585,5@max_range⟧, "
  "минимум ⟦116,5@min_range⟧."),
A('q_range_stats_2024', 'misrounded', 'nl-NL', 'forklift',
  "NQ 2024: gemiddelde dagrange ⟦274,43@mean_range!⟧ punten, mediaan ⟦267,25@median_range⟧, over "
  "⟦252@count⟧ sessies."),
A('q_range_stats_2024', 'derived', 'en-GB', 'boilerroom',
  "NQ 2024 daily range: widest day ⟦585.5@max_range⟧, narrowest ⟦116.5@min_range⟧ — a gap of "
  "⟦469@max_range-min_range!⟧ points between them, by my own subtraction."),
# ---------------------------------------------------------------- q_dow_range_2024
A('q_dow_range_2024', 'faithful', 'nl-NL', 'scaffold',
  "woensdag was in 2024 de breedste weekdag van de NQ met gemiddeld ⟦278,675@" + WE + "⟧ punten, vrijdag vlak "
  "daarachter met ⟦278,26@" + FR + "⟧; maandag was het smalst met ⟦269,41@" + MO + "⟧."),
A('q_dow_range_2024', 'faithful', 'pl-PL', 'chocolatier',
  "średni zakres dzienny NQ w 2024 r.: poniedziałek ⟦269,4@" + MO + "⟧, wtorek ⟦272,2@" + TU + "⟧, środa ⟦278,7@" + WE +
  "⟧, czwartek ⟦273,5@" + TH + "⟧, piątek ⟦278,3@" + FR + "⟧ pkt. Najszerzej w środę."),
A('q_dow_range_2024', 'faithful', 'pt-BR', 'forklift',
  "em 2024 a quarta-feira teve a maior amplitude média do NQ, ⟦278,7@" + WE + "⟧ pontos, e a segunda-feira a menor, "
  "⟦269,41@" + MO + "⟧. Terça ⟦272,17@" + TU + "⟧, quinta ⟦273,53@" + TH + "⟧."),
A('q_dow_range_2024', 'coincidental', 'zh-CN', 'recycling',
  "2024 年 NQ 周二的平均日内波幅为 ⟦273.7@" + TU + "!⟧ 点；周三最宽，为 ⟦278.7@" + WE + "⟧ 点。"),
A('q_dow_range_2024', 'misrounded', 'es-ES', 'compost',
  "rango medio del NQ por día de la semana en 2024: el lunes fue el más estrecho, con ⟦269,40@" + MO + "!⟧ puntos; "
  "el miércoles, el más amplio."),
A('q_dow_range_2024', 'invented', 'ru-RU', 'tyrefit',
  "средний дневной диапазон NQ по четвергам в 2024 году — ⟦281,9@" + TH + "!⟧ пункта."),
# ---------------------------------------------------------------- q_month_up_2023
A('q_month_up_2023', 'faithful', 'es-ES', 'scaffold',
  "en 2023 septiembre fue el mes con más cierres alcistas del NQ, un ⟦70@" + pu('September') + "⟧ %; noviembre, "
  "el que menos, con un ⟦38,1@" + pu('November') + "⟧ %."),
A('q_month_up_2023', 'faithful', 'en-GB', 'forklift',
  "share of NQ sessions closing up, 2023 — January: ⟦60@" + pu('January') + "⟧%, May: exactly half, August: "
  "⟦39.13@" + pu('August') + "⟧%, September: ⟦70@" + pu('September') + "⟧%, the best month."),
A('q_month_up_2023', 'faithful', 'ja-JP', 'soysauce',
  "2023年の月別上昇日比率：最高は9月の⟦70@" + pu('September') + "⟧%、二位は10月の⟦68.18@" + pu('October') +
  "⟧%、最低は11月の⟦38.1@" + pu('November') + "⟧%。"),
A('q_month_up_2023', 'wrong_row', 'en-US', 'chocolatier',
  "In 2023 August saw ⟦60@" + pu('August') + "~" + pu('January') + "!⟧% of NQ sessions close above the open; "
  "September was the best month."),
A('q_month_up_2023', 'derived', 'pt-BR', 'recycling',
  "2023: setembro fechou em alta em ⟦70@" + pu('September') + "⟧% dos pregões e agosto em ⟦39,13@" + pu('August') +
  "⟧% — uma diferença de ⟦30,87@" + pu('September') + "-" + pu('August') + "!⟧ pontos percentuais, pelas minhas contas."),
A('q_month_up_2023', 'wrong_unit', 'nl-NL', 'tyrefit',
  "in 2023 sloot de NQ in september op ⟦0,7@" + pu('September') + "~row('September').pct_up!⟧% van de dagen hoger dan "
  "de opening, de beste maand.", unit_note='a fraction quoted as a percentage'),
# ---------------------------------------------------------------- q_widest_2024
A('q_widest_2024', 'faithful', 'de-DE', 'signwriter',
  "die fünf breitesten Tage 2024: ⟦24.01.@D:2024-01-24⟧ (⟦585,5@" + d('2024-01-24', 'range') + "⟧), ⟦17.05.@D:2024-05-17⟧ "
  "(⟦555,25@" + d('2024-05-17', 'range') + "⟧), ⟦31.05.@D:2024-05-31⟧ (⟦541,5@" + d('2024-05-31', 'range') + "⟧), "
  "⟦05.07.@D:2024-07-05⟧ (⟦507,5@" + d('2024-07-05', 'range') + "⟧), ⟦01.05.@D:2024-05-01⟧ (⟦484,5@" +
  d('2024-05-01', 'range') + "⟧) Punkte."),
A('q_widest_2024', 'faithful', 'pl-PL', 'scaffold',
  "najszerszy dzień 2024 r. to ⟦24 stycznia@D:2024-01-24⟧ — ⟦585,5@" + d('2024-01-24', 'range') + "⟧ pkt; trzy z "
  "pięciu najszerszych przypadły na maj, a wszystkie pięć zamknęły się poniżej otwarcia."),
A('q_widest_2024', 'faithful', 'en-US', 'seedling',
  "Widest 2024 day was ⟦Jan 24@D:2024-01-24⟧ at ⟦585.5@" + d('2024-01-24', 'range') + "⟧ points (open ⟦17,188.75@" +
  d('2024-01-24', 'open') + "⟧, close ⟦16,672.75@" + d('2024-01-24', 'close') + "⟧); fifth was ⟦May 1@D:2024-05-01⟧ at "
  "⟦484.5@" + d('2024-05-01', 'range') + "⟧."),
A('q_widest_2024', 'faithful', 'zh-CN', 'soysauce',
  "2024 年最宽的五天平均波幅 ⟦534.85@stats.range.mean⟧ 点；最宽是 ⟦1月24日@D:2024-01-24⟧ 的 ⟦585.5@" +
  d('2024-01-24', 'range') + "⟧ 点，第五名是 ⟦5月1日@D:2024-05-01⟧ 的 ⟦484.5@" + d('2024-05-01', 'range') + "⟧ 点。"),
A('q_widest_2024', 'wrong_column', 'nl-NL', 'tyrefit',
  "op ⟦5 juli@D:2024-07-05⟧ had de NQ een range van ⟦507,5@" + d('2024-07-05', 'range') + "⟧ punten en sloot op "
  "⟦13.548,75@" + d('2024-07-05', 'close') + "~" + d('2024-07-05', 'open') + "!⟧."),
A('q_widest_2024', 'miscomputed', 'fr-FR', 'sakebrew',
  "le ⟦31 mai@D:2024-05-31⟧ (amplitude ⟦541,5@" + d('2024-05-31', 'range') + "⟧ points), le NQ a perdu ⟦313,5@" +
  d('2024-05-31', 'open') + "-" + d('2024-05-31', 'close') + "!⟧ points de l'ouverture à la clôture, d'après mon calcul."),
A('q_widest_2024', 'wrong_row', 'it-IT', 'forklift',
  "il ⟦17 maggio@D:2024-05-17⟧ il range del NQ è stato di ⟦541,5@" + d('2024-05-17', 'range') + "~" +
  d('2024-05-31', 'range') + "!⟧ punti, il secondo più ampio del 2024."),
# ---------------------------------------------------------------- q_last10_change
A('q_last10_change', 'faithful', 'es-ES', 'sakebrew',
  "últimas 10 sesiones del NQ: cuatro al alza y seis a la baja, con una variación media de ⟦−57,8@stats.change.mean⟧ "
  "puntos. La peor, el ⟦20 de diciembre@D:2024-12-20⟧: ⟦−178,25@" + d('2024-12-20', 'change') + "⟧."),
A('q_last10_change', 'faithful', 'en-US', 'recycling',
  "Last 10 sessions: best was ⟦Dec 23@D:2024-12-23⟧, ⟦+91@" + d('2024-12-23', 'change') + "⟧ points open to close; "
  "worst ⟦Dec 20@D:2024-12-20⟧, ⟦−178.25@" + d('2024-12-20', 'change') + "⟧. Last close ⟦8,837.25@" +
  d('2025-01-02', 'close') + "⟧."),
A('q_last10_change', 'faithful', 'ru-RU', 'chocolatier',
  "последние 10 сессий NQ: ⟦18 декабря@D:2024-12-18⟧ ⟦−173@" + d('2024-12-18', 'change') + "⟧, ⟦31 декабря@D:2024-12-31⟧ "
  "⟦−175,5@" + d('2024-12-31', 'change') + "⟧ пункта; самый тихий день по объёму — ⟦24 декабря@D:2024-12-24⟧, "
  "⟦145_342@" + d('2024-12-24', 'volume') + "⟧ контракта."),
A('q_last10_change', 'faithful', 'en-GB', 'tyrefit',
  "over the last 10 sessions the NQ rose on four days: ⟦23 Dec@D:2024-12-23⟧ ⟦+91@" + d('2024-12-23', 'change') +
  "⟧, ⟦24 Dec@D:2024-12-24⟧ ⟦+10.25@" + d('2024-12-24', 'change') + "⟧, ⟦27 Dec@D:2024-12-27⟧ ⟦+24.25@" +
  d('2024-12-27', 'change') + "⟧ and ⟦30 Dec@D:2024-12-30⟧ ⟦+69.25@" + d('2024-12-30', 'change') + "⟧ points."),
A('q_last10_change', 'wrong_sign', 'pl-PL', 'seedling',
  "⟦31 grudnia@D:2024-12-31⟧ NQ zakończył sesję zmianą ⟦+175,5@" + d('2024-12-31', 'change') + "!⟧ pkt od otwarcia; "
  "rok zamknął się na ⟦8944@" + d('2024-12-31', 'close') + "⟧."),
A('q_last10_change', 'wrong_column', 'de-DE', 'compost',
  "am ⟦02.01.@D:2025-01-02⟧ schloss der NQ bei ⟦8.802,75@" + d('2025-01-02', 'close') + "~" + d('2025-01-02', 'low') +
  "!⟧, nach einer Eröffnung bei ⟦8.933,5@" + d('2025-01-02', 'open') + "⟧."),
A('q_last10_change', 'invented', 'ja-JP', 'soysauce',
  "直近10日のNQの始値→終値の変化は平均⟦−41.3@stats.change.mean!⟧ポイント。"),
]
