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
A('q_range_last20', 'faithful', 'en-GB', 'welldig',
  "last 20 sessions the NQ averaged a ⟦187.6@value⟧-point range, high to low. Steadier going than the clay "
  "at this level."),
A('q_range_last20', 'faithful', 'ja-JP', 'steamerlog',
  "直近20営業日のNQ平均値幅（高値−安値）は⟦187.6@value⟧ポイント。缶焚きと同じで、ペースは一定。"),
A('q_range_last20', 'faithful', 'en-US', 'coalbarge',
  "average daily range over the last ⟦20@R.source_row_count⟧ sessions: ⟦187.6@value⟧ NQ points, high minus "
  "low. Unloaded at an even clip, same as the tape."),
A('q_range_last20', 'misrounded', 'nl-NL', 'shoeshine',
  "gemiddelde dagrange van de NQ over de laatste 20 dagen: ⟦187@value!⟧ punten, hoog min laag. Rustige "
  "middag, weinig klanten."),
A('q_range_last20', 'wrong_unit', 'zh-CN', 'meadhall',
  "最近 20 个交易日 NQ 平均日内波幅（最高减最低）为 ⟦187.6@value~value!⟧ 美元。蜜酒也一样，天天差不多。",
  unit_note='index points quoted as US dollars'),
A('q_range_last20', 'derived', 'pt-BR', 'dyevat',
  "nos últimos 20 pregões a amplitude média do NQ foi de ⟦187,6@value⟧ pontos por dia; somando os 20, pela "
  "minha conta, dá ⟦3.752@value*20!⟧ pontos de máxima a mínima no período."),
# ---------------------------------------------------------------- q_range_stats_2024
A('q_range_stats_2024', 'faithful', 'fr-FR', 'meadhall',
  "amplitude quotidienne du NQ en 2024 : moyenne ⟦274,4@mean_range⟧ points, médiane ⟦267,25@median_range⟧, "
  "extrêmes ⟦116,5@min_range⟧ et ⟦585,5@max_range⟧, sur ⟦252@count⟧ séances."),
A('q_range_stats_2024', 'faithful', 'ja-JP', 'dunefence',
  "2024年のNQ日中値幅：平均⟦274.44@mean_range⟧、中央値⟦267.25@median_range⟧、最大⟦585.5@max_range⟧、"
  "最小⟦116.5@min_range⟧ポイント（⟦252@count⟧営業日）。"),
A('q_range_stats_2024', 'faithful', 'it-IT', 'hedgehog',
  "nel 2024 il range giornaliero del NQ ha fatto in media ⟦274,44@mean_range⟧ punti, mediana "
  "⟦267,25@median_range⟧; il giorno più largo ⟦585,5@max_range⟧, il più stretto ⟦116,5@min_range⟧."),
A('q_range_stats_2024', 'coincidental', 'en-GB', 'welldig',
  "2024 NQ daily range: mean ⟦250@mean_range!⟧ points, median ⟦267.25@median_range⟧, widest day "
  "⟦585.5@max_range⟧, narrowest ⟦116.5@min_range⟧."),
A('q_range_stats_2024', 'misrounded', 'pt-BR', 'slidecue',
  "amplitude diária do NQ em 2024: média de ⟦274,5@mean_range!⟧ pontos, mediana de ⟦267,25@median_range⟧, "
  "máxima de ⟦585,5@max_range⟧ em ⟦252@count⟧ pregões."),
A('q_range_stats_2024', 'derived', 'zh-CN', 'ropeswing',
  "2024 年 NQ 日波幅最宽 ⟦585.5@max_range⟧ 点、最窄 ⟦116.5@min_range⟧ 点，两者相差 "
  "⟦469@max_range-min_range!⟧ 点（我自己减的）。均值 ⟦274.4@mean_range⟧。"),
# ---------------------------------------------------------------- q_dow_range_2024
A('q_dow_range_2024', 'faithful', 'en-GB', 'meadhall',
  "Wednesday was the widest weekday of 2024, ⟦278.7@" + WE + "⟧ points on average, a whisker ahead of "
  "Friday's ⟦278.3@" + FR + "⟧; Monday the calmest at ⟦269.4@" + MO + "⟧."),
A('q_dow_range_2024', 'faithful', 'es-ES', 'shoeshine',
  "en 2024 el miércoles fue el día de más recorrido, ⟦278,7@" + WE + "⟧ puntos de media; el lunes, el más "
  "tranquilo, ⟦269,4@" + MO + "⟧."),
A('q_dow_range_2024', 'faithful', 'nl-NL', 'dyevat',
  "woensdag had in 2024 de grootste gemiddelde range: ⟦278,7@" + WE + "⟧ punten. Dinsdag ⟦272,2@" + TU +
  "⟧, donderdag ⟦273,5@" + TH + "⟧, maandag het rustigst met ⟦269,4@" + MO + "⟧."),
A('q_dow_range_2024', 'wrong_row', 'it-IT', 'ropeswing',
  "nel 2024 il giorno più ampio è stato il mercoledì, con ⟦278,26@" + WE + "~" + FR + "!⟧ punti di range "
  "medio; il lunedì il più calmo, ⟦269,41@" + MO + "⟧."),
A('q_dow_range_2024', 'miscomputed', 'fr-FR', 'slidecue',
  "mercredi en tête en 2024 avec ⟦278,7@" + WE + "⟧ points de range moyen, jeudi ⟦273,5@" + TH + "⟧ : écart "
  "de ⟦4,15@" + WE + "-" + TH + "!⟧ points, selon mon calcul."),
A('q_dow_range_2024', 'invented', 'pt-BR', 'buttonsort',
  "em 2024 a quarta-feira teve o maior range médio, ⟦278,7@" + WE + "⟧ pontos; a segunda-feira, o menor, "
  "⟦262,9@" + MO + "!⟧."),
# ---------------------------------------------------------------- q_month_up_2023
A('q_month_up_2023', 'faithful', 'fr-FR', 'meadhall',
  "en 2023, septembre a fini dans le vert ⟦70@" + pu('September') + "⟧ % des séances, le meilleur mois ; "
  "novembre le pire avec ⟦38,1@" + pu('November') + "⟧ %."),
A('q_month_up_2023', 'faithful', 'ja-JP', 'dyevat',
  "2023年、陽線引けの比率が最も高かったのは9月で⟦70@" + pu('September') + "⟧%、最も低かったのは11月の"
  "⟦38.1@" + pu('November') + "⟧%。"),
A('q_month_up_2023', 'faithful', 'pt-BR', 'steamerlog',
  "em 2023 setembro foi o mês com mais pregões de alta, ⟦70@" + pu('September') + "⟧%; outubro veio logo "
  "atrás com ⟦68,2@" + pu('October') + "⟧% e novembro ficou por último, ⟦38,1@" + pu('November') + "⟧%."),
A('q_month_up_2023', 'wrong_row', 'en-US', 'hedgehog',
  "2023: September closed up most often, ⟦70%@" + pu('September') + "⟧ of sessions; the weakest month was "
  "November at ⟦42.9%@" + pu('November') + "~" + pu('June') + "!⟧."),
A('q_month_up_2023', 'invented', 'en-GB', 'shoeshine',
  "best month of 2023 for up closes was September, ⟦70%@" + pu('September') + "⟧ of days; the worst, "
  "November, managed only ⟦34.5%@" + pu('November') + "!⟧."),
A('q_month_up_2023', 'derived', 'zh-CN', 'welldig',
  "2023 年阳线收盘比例最高的是 9月（⟦70@" + pu('September') + "⟧%），最低是 11月（⟦38.1@" + pu('November') +
  "⟧%），相差 ⟦31.9@" + pu('September') + "-" + pu('November') + "!⟧ 个百分点，我自己算的。"),
# ---------------------------------------------------------------- q_widest_2024
A('q_widest_2024', 'faithful', 'ru-RU', 'buttonsort',
  "пять самых широких дней 2024 г.: ⟦24 января@D:2024-01-24⟧ — ⟦585,5@" + d('2024-01-24', 'range') + "⟧, "
  "⟦17 мая@D:2024-05-17⟧ — ⟦555,25@" + d('2024-05-17', 'range') + "⟧, ⟦31 мая@D:2024-05-31⟧ — ⟦541,5@" +
  d('2024-05-31', 'range') + "⟧, ⟦5 июля@D:2024-07-05⟧ — ⟦507,5@" + d('2024-07-05', 'range') + "⟧, "
  "⟦1 мая@D:2024-05-01⟧ — ⟦484,5@" + d('2024-05-01', 'range') + "⟧ пункта."),
A('q_widest_2024', 'faithful', 'pt-BR', 'welldig',
  "o dia mais largo de 2024 foi ⟦24/01@D:2024-01-24⟧, com ⟦585,5@" + d('2024-01-24', 'range') + "⟧ pontos "
  "(abriu a ⟦17.188,75@" + d('2024-01-24', 'open') + "⟧, fechou a ⟦16.672,75@" + d('2024-01-24', 'close') +
  "⟧); o quinto foi ⟦01/05@D:2024-05-01⟧, com ⟦484,5@" + d('2024-05-01', 'range') + "⟧."),
A('q_widest_2024', 'faithful', 'fr-FR', 'coalbarge',
  "⟦24 janvier@D:2024-01-24⟧ en tête des séances les plus larges de 2024 (⟦585,5@" + d('2024-01-24', 'range') +
  "⟧ pts, ouverture ⟦17_188,75@" + d('2024-01-24', 'open') + "⟧, clôture ⟦16_672,75@" + d('2024-01-24', 'close') +
  "⟧), puis ⟦17 mai@D:2024-05-17⟧ (⟦555,25@" + d('2024-05-17', 'range') + "⟧) et ⟦31 mai@D:2024-05-31⟧ (⟦541,5@" +
  d('2024-05-31', 'range') + "⟧)."),
A('q_widest_2024', 'faithful', 'de-DE', 'ropeswing',
  "die fünf breitesten Tage 2024: ⟦24.01.@D:2024-01-24⟧ ⟦585,5@" + d('2024-01-24', 'range') + "⟧, "
  "⟦17.05.@D:2024-05-17⟧ ⟦555,25@" + d('2024-05-17', 'range') + "⟧, ⟦31.05.@D:2024-05-31⟧ ⟦541,5@" +
  d('2024-05-31', 'range') + "⟧, ⟦05.07.@D:2024-07-05⟧ ⟦507,5@" + d('2024-07-05', 'range') + "⟧ und "
  "⟦01.05.@D:2024-05-01⟧ ⟦484,5@" + d('2024-05-01', 'range') + "⟧ Punkte."),
A('q_widest_2024', 'wrong_column', 'en-GB', 'meadhall',
  "widest day of 2024 was ⟦24 Jan@D:2024-01-24⟧, a ⟦585.5@" + d('2024-01-24', 'range') + "⟧-point range; it "
  "opened at ⟦16,672.75@" + d('2024-01-24', 'open') + "~" + d('2024-01-24', 'close') + "!⟧ and the rest of the "
  "top five were all May and July days."),
A('q_widest_2024', 'miscomputed', 'en-US', 'taxichit',
  "second-widest day of 2024, ⟦May 17@D:2024-05-17⟧: ⟦555.25@" + d('2024-05-17', 'range') + "⟧-pt range, "
  "opened ⟦15,998.25@" + d('2024-05-17', 'open') + "⟧, closed ⟦15,675@" + d('2024-05-17', 'close') + "⟧ — a "
  "⟦332.25@" + d('2024-05-17', 'open') + "-" + d('2024-05-17', 'close') + "!⟧-point drop open to close, by my math."),
A('q_widest_2024', 'coincidental', 'pl-PL', 'dyevat',
  "trzeci najszerszy dzień 2024 r. to ⟦31 maja@D:2024-05-31⟧: zakres ⟦553@" + d('2024-05-31', 'range') +
  "!⟧ pkt, zamknięcie ⟦14_601,5@" + d('2024-05-31', 'close') + "⟧. Najszerszy był ⟦24 stycznia@D:2024-01-24⟧."),
# ---------------------------------------------------------------- q_last10_change
A('q_last10_change', 'faithful', 'ja-JP', 'dyevat',
  "直近10営業日は上げ四日・下げ六日。最悪は⟦12月20日@D:2024-12-20⟧の⟦−178.25@" + d('2024-12-20', 'change') +
  "⟧、最良は⟦12月23日@D:2024-12-23⟧の⟦+91@" + d('2024-12-23', 'change') + "⟧。平均⟦−57.8@stats.change.mean⟧ポイント。"),
A('q_last10_change', 'faithful', 'pl-PL', 'welldig',
  "ostatnie 10 sesji: średnia zmiana ⟦−57,8@stats.change.mean⟧ pkt; najgorzej ⟦20 grudnia@D:2024-12-20⟧ "
  "(⟦−178,25@" + d('2024-12-20', 'change') + "⟧), najlepiej ⟦23 grudnia@D:2024-12-23⟧ (⟦+91@" +
  d('2024-12-23', 'change') + "⟧). Ostatnie zamknięcie ⟦8837,25@" + d('2025-01-02', 'close') + "⟧."),
A('q_last10_change', 'faithful', 'it-IT', 'coalbarge',
  "ultime 10 sedute: quattro rialzi e sei ribassi, media ⟦−57,8@stats.change.mean⟧ punti. La peggiore il "
  "⟦20 dicembre@D:2024-12-20⟧, ⟦−178,25@" + d('2024-12-20', 'change') + "⟧; la migliore il "
  "⟦23 dicembre@D:2024-12-23⟧, ⟦+91@" + d('2024-12-23', 'change') + "⟧."),
A('q_last10_change', 'wrong_sign', 'de-DE', 'hedgehog',
  "letzte 10 Handelstage: Schnitt ⟦−57,8@stats.change.mean⟧ Punkte, schwächster Tag der ⟦20.12.@D:2024-12-20⟧ "
  "mit ⟦−178,25@" + d('2024-12-20', 'change') + "⟧; der ⟦23.12.@D:2024-12-23⟧ brachte ⟦−91@" +
  d('2024-12-23', 'change') + "!⟧ Punkte."),
A('q_last10_change', 'wrong_column', 'pt-BR', 'shoeshine',
  "nas últimas 10 sessões o pior dia foi ⟦20/12@D:2024-12-20⟧: ⟦−178,25@" + d('2024-12-20', 'change') +
  "⟧ pontos, fechando em ⟦8.926,25@" + d('2024-12-20', 'close') + "~" + d('2024-12-20', 'low') + "!⟧. "
  "Média do período: ⟦−57,8@stats.change.mean⟧."),
A('q_last10_change', 'invented', 'ru-RU', 'taxichit',
  "последние 10 сессий: в среднем ⟦−49,5@stats.change.mean!⟧ пункта в день, хуже всего "
  "⟦20 декабря@D:2024-12-20⟧ (⟦−178,25@" + d('2024-12-20', 'change') + "⟧), лучше всего "
  "⟦23 декабря@D:2024-12-23⟧ (⟦+91@" + d('2024-12-23', 'change') + "⟧)."),
]
