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
A('q_range_last20', 'faithful', 'ru-RU', 'creamery',
  "средний дневной диапазон NQ за последние 20 сессий — ⟦187,6@value⟧ пункта (максимум минус минимум), по "
  "⟦20@R.source_row_count⟧ строкам. Сливки сегодня ленивые."),
A('q_range_last20', 'faithful', 'nl-NL', 'whalewatch',
  "over de laatste 20 handelsdagen lag de gemiddelde dagrange van de NQ op ⟦187,6@value⟧ punten, hoog min laag. "
  "Bultrug gezien bij de boei."),
A('q_range_last20', 'faithful', 'zh-CN', 'petshop',
  "最近 20 个交易日 NQ 的日均波幅（最高减最低）为 ⟦187.6@value⟧ 点。仓鼠今天很精神。"),
A('q_range_last20', 'invented', 'en-US', 'seaplane',
  "NQ's average daily range over the last 20 sessions came to ⟦203.4@value!⟧ points, high to low. Glassy water "
  "on the lake."),
A('q_range_last20', 'misrounded', 'fr-FR', 'limousine',
  "amplitude quotidienne moyenne du NQ sur les 20 dernières séances : ⟦187@value!⟧ points du plus haut au plus bas."),
A('q_range_last20', 'wrong_unit', 'ja-JP', 'bicycle',
  "直近20日のNQの平均値幅（高値−安値）は⟦187.6@value~value!⟧ティック。",
  unit_note='index points quoted as ticks'),
# ---------------------------------------------------------------- q_range_stats_2024
A('q_range_stats_2024', 'faithful', 'pl-PL', 'creamery',
  "dzienny zakres NQ w 2024 r.: średnia ⟦274,4@mean_range⟧ pkt, mediana ⟦267,25@median_range⟧, od "
  "⟦116,5@min_range⟧ do ⟦585,5@max_range⟧ pkt, ⟦252@count⟧ sesje."),
A('q_range_stats_2024', 'faithful', 'fr-FR', 'seaplane',
  "NQ, 2024, sur ⟦252@count⟧ séances : amplitude moyenne ⟦274,44@mean_range⟧ pts, médiane "
  "⟦267,25@median_range⟧ pts ; la plus étroite ⟦116,5@min_range⟧, la plus large ⟦585,5@max_range⟧."),
A('q_range_stats_2024', 'faithful', 'it-IT', 'tvrepair',
  "range giornaliero NQ 2024: media ⟦274,437@mean_range⟧, mediana ⟦267,25@median_range⟧, minimo "
  "⟦116,5@min_range⟧ e massimo ⟦585,5@max_range⟧ punti. La coda destra pesa."),
A('q_range_stats_2024', 'wrong_column', 'nl-NL', 'fireengine',
  "NQ 2024: gemiddelde dagrange ⟦274,4@mean_range⟧ punten, mediaan ⟦116,5@median_range~min_range!⟧, breedste dag "
  "⟦585,5@max_range⟧."),
A('q_range_stats_2024', 'miscomputed', 'ja-JP', 'limousine',
  "2024年のNQ日中値幅：最大⟦585.5@max_range⟧、最小⟦116.5@min_range⟧。自分で割り算すると最大は最小の"
  "⟦5.30@max_range/min_range!⟧倍。"),
A('q_range_stats_2024', 'derived', 'de-DE', 'ciderpress',
  "Tagesspanne NQ 2024: Mittel ⟦274,44@mean_range⟧ Punkte, Median ⟦267,25@median_range⟧; der Mittelwert liegt "
  "also ⟦7,19@mean_range-median_range!⟧ Punkte über dem Median, selbst gerechnet."),
# ---------------------------------------------------------------- q_dow_range_2024
A('q_dow_range_2024', 'faithful', 'zh-CN', 'observatory',
  f"2024 年按星期看，NQ 日均波幅最大的是周三 ⟦278.7@{WE}⟧ 点；周五紧随其后 ⟦278.26@{FR}⟧；最小的是周一 "
  f"⟦269.41@{MO}⟧。"),
A('q_dow_range_2024', 'faithful', 'pl-PL', 'ciderpress',
  f"w 2024 r. najszerszy średni zakres NQ miała środa: ⟦278,675@{WE}⟧ pkt; wtorek ⟦272,17@{TU}⟧, czwartek "
  f"⟦273,53@{TH}⟧, a najwęższy poniedziałek ⟦269,41@{MO}⟧."),
A('q_dow_range_2024', 'faithful', 'ru-RU', 'fireengine',
  f"шире всего в 2024 году NQ ходил по средам — в среднем ⟦278,7@{WE}⟧ пункта; пятница почти вровень, "
  f"⟦278,3@{FR}⟧, понедельник самый узкий — ⟦269,4@{MO}⟧."),
A('q_dow_range_2024', 'wrong_row', 'nl-NL', 'seaplane',
  f"gemiddelde dagrange NQ per weekdag in 2024: woensdag ⟦278,7@{WE}⟧ punten, dinsdag ⟦273,53@{TU}~{TH}!⟧, "
  f"maandag ⟦269,41@{MO}⟧."),
A('q_dow_range_2024', 'coincidental', 'pt-BR', 'blimp',
  f"em 2024 a quarta-feira teve a maior amplitude média do NQ, ⟦278,7@{WE}⟧ pontos; a quinta ficou em "
  f"⟦269,6@{TH}!⟧ e a segunda-feira foi a mais estreita."),
A('q_dow_range_2024', 'misrounded', 'de-DE', 'creamery',
  f"Tagesspanne NQ 2024 nach Wochentag: Mittwoch vorn mit ⟦278,7@{WE}⟧ Punkten, Freitag ⟦278,25@{FR}!⟧, Montag "
  f"am engsten mit ⟦269,41@{MO}⟧."),
# ---------------------------------------------------------------- q_month_up_2023
A('q_month_up_2023', 'faithful', 'pt-BR', 'petshop',
  f"em 2023 o NQ fechou em alta em ⟦70@{pu('September')}⟧% dos pregões de setembro, o melhor mês; o pior foi "
  f"novembro, com ⟦38,1@{pu('November')}⟧%."),
A('q_month_up_2023', 'faithful', 'en-GB', 'blimp',
  f"In 2023 September had the highest share of up days, ⟦70@{pu('September')}⟧ %, ahead of October at "
  f"⟦68.18@{pu('October')}⟧ %; November was weakest at ⟦38.1@{pu('November')}⟧ %."),
A('q_month_up_2023', 'faithful', 'nl-NL', 'fireengine',
  f"aandeel stijgende dagen NQ in 2023: januari kwam op ⟦60@{pu('January')}⟧ %, mei op precies de helft, augustus "
  f"op ⟦39,13@{pu('August')}⟧ % en november het laagst op ⟦38,1@{pu('November')}⟧ %."),
A('q_month_up_2023', 'wrong_row', 'ru-RU', 'limousine',
  f"в 2023 году лучшим месяцем NQ по доле растущих дней был сентябрь — ⟦68,18@{pu('September')}~{pu('October')}!⟧ %; "
  f"хуже всех ноябрь — ⟦38,1@{pu('November')}⟧ %."),
A('q_month_up_2023', 'derived', 'fr-FR', 'tvrepair',
  f"NQ 2023, part de séances haussières : septembre : ⟦70@{pu('September')}⟧ %, novembre : ⟦38,1@{pu('November')}⟧ % ; "
  f"écart de ⟦31,9@{pu('September')}-{pu('November')}!⟧ points de pourcentage, calculé à la main."),
A('q_month_up_2023', 'invented', 'pl-PL', 'ambulance',
  f"w 2023 r. najwięcej wzrostowych sesji NQ miał wrzesień: ⟦70@{pu('September')}⟧ %; listopad tylko "
  f"⟦34,6@{pu('November')}!⟧ %."),
# ---------------------------------------------------------------- q_widest_2024
A('q_widest_2024', 'faithful', 'nl-NL', 'ambulance',
  f"de vijf breedste dagen van 2024: ⟦24 januari@D:2024-01-24⟧ (⟦585,5@{d('2024-01-24', 'range')}⟧), "
  f"⟦17 mei@D:2024-05-17⟧ (⟦555,25@{d('2024-05-17', 'range')}⟧), ⟦31 mei@D:2024-05-31⟧ "
  f"(⟦541,5@{d('2024-05-31', 'range')}⟧), ⟦5 juli@D:2024-07-05⟧ (⟦507,5@{d('2024-07-05', 'range')}⟧) en "
  f"⟦1 mei@D:2024-05-01⟧ (⟦484,5@{d('2024-05-01', 'range')}⟧)."),
A('q_widest_2024', 'faithful', 'de-DE', 'bicycle',
  f"breitester Tag 2024 war der ⟦24.01.@D:2024-01-24⟧ mit ⟦585,5@{d('2024-01-24', 'range')}⟧ Punkten (Eröffnung "
  f"⟦17.188,75@{d('2024-01-24', 'open')}⟧, Schluss ⟦16.672,75@{d('2024-01-24', 'close')}⟧); drei der fünf "
  f"breitesten Tage fielen in den Mai."),
A('q_widest_2024', 'faithful', 'es-ES', 'creamery',
  f"los cinco días más amplios de 2024 van de ⟦585,5@{d('2024-01-24', 'range')}⟧ puntos (⟦24 de enero@D:2024-01-24⟧) "
  f"a ⟦484,5@{d('2024-05-01', 'range')}⟧ (⟦1 de mayo@D:2024-05-01⟧); media de los cinco, "
  f"⟦534,85@stats.range.mean⟧. Todos cerraron por debajo de su apertura."),
A('q_widest_2024', 'faithful', 'ja-JP', 'petshop',
  f"2024年で最も値幅が大きかったのは⟦1月24日@D:2024-01-24⟧の⟦585.5@{d('2024-01-24', 'range')}⟧ポイント、次いで"
  f"⟦5月17日@D:2024-05-17⟧の⟦555.25@{d('2024-05-17', 'range')}⟧、⟦5月31日@D:2024-05-31⟧の"
  f"⟦541.5@{d('2024-05-31', 'range')}⟧。"),
A('q_widest_2024', 'wrong_column', 'ru-RU', 'observatory',
  f"самый широкий день 2024 года — ⟦24 января@D:2024-01-24⟧: диапазон ⟦585,5@{d('2024-01-24', 'range')}⟧ пункта, "
  f"закрытие ⟦17_188,75@{d('2024-01-24', 'close')}~{d('2024-01-24', 'open')}!⟧."),
A('q_widest_2024', 'miscomputed', 'zh-CN', 'fireengine',
  f"2024 年振幅第二大的是 ⟦5月17日@D:2024-05-17⟧，⟦555.25@{d('2024-05-17', 'range')}⟧ 点；当天开盘 "
  f"⟦15,998.25@{d('2024-05-17', 'open')}⟧、收盘 ⟦15,675@{d('2024-05-17', 'close')}⟧，我自己算得收盘比开盘低 "
  f"⟦332.25@{d('2024-05-17', 'open')}-{d('2024-05-17', 'close')}!⟧ 点。"),
A('q_widest_2024', 'wrong_unit', 'fr-FR', 'limousine',
  f"parmi les cinq journées les plus larges de 2024, celle du ⟦5 juillet@D:2024-07-05⟧ affiche une amplitude de "
  f"⟦507,5 %@{d('2024-07-05', 'range')}~{d('2024-07-05', 'range')}!⟧ entre le plus haut et le plus bas.",
  unit_note='index points quoted as a percentage'),
# ---------------------------------------------------------------- q_last10_change
A('q_last10_change', 'faithful', 'pt-BR', 'limousine',
  "nas últimas 10 sessões a variação média do NQ (fechamento menos abertura) foi de ⟦−57,8@stats.change.mean⟧ "
  "pontos; pior dia ⟦20/12@D:2024-12-20⟧, ⟦−178,25@stats.change.min⟧; melhor ⟦23/12@D:2024-12-23⟧, "
  "⟦+91@stats.change.max⟧."),
A('q_last10_change', 'faithful', 'fr-FR', 'ciderpress',
  "dix dernières séances du NQ (⟦18 décembre@D:2024-12-18⟧ → ⟦2 janvier@D:2025-01-02⟧) : quatre hausses, six "
  "baisses ; la pire le ⟦20 décembre@D:2024-12-20⟧ à ⟦−178,25@row('2024-12-20').change⟧, la meilleure le "
  "⟦23 décembre@D:2024-12-23⟧ à ⟦+91@row('2024-12-23').change⟧."),
A('q_last10_change', 'faithful', 'en-US', 'bicycle',
  "Last 10 sessions: average close-minus-open ⟦−57.8@stats.change.mean⟧ points. Worst was ⟦Dec 20@D:2024-12-20⟧ "
  "at ⟦−178.25@stats.change.min⟧, best ⟦Dec 23@D:2024-12-23⟧ at ⟦+91@stats.change.max⟧; ⟦Dec 24@D:2024-12-24⟧ "
  "was the quietest, ⟦145,342@row('2024-12-24').volume⟧ contracts."),
A('q_last10_change', 'faithful', 'en-GB', 'blimp',
  "Over the last 10 sessions the NQ ended at ⟦8,837.25@row('2025-01-02').close⟧ on ⟦2 Jan 2025@D:2025-01-02⟧, "
  "after ⟦8,944@row('2024-12-31').close⟧ on ⟦31 Dec@D:2024-12-31⟧; six of the ten days closed below their open."),
A('q_last10_change', 'wrong_sign', 'es-ES', 'whalewatch',
  "en las últimas 10 sesiones el peor día fue el ⟦20 de diciembre@D:2024-12-20⟧, con ⟦−178,25@stats.change.min⟧ "
  "puntos, y el ⟦19 de diciembre@D:2024-12-19⟧ cerró con una variación de ⟦+64,75@row('2024-12-19').change!⟧."),
A('q_last10_change', 'wrong_column', 'de-DE', 'petshop',
  "letzte 10 Sitzungen: bester Tag der ⟦23.12.@D:2024-12-23⟧ mit ⟦+91@row('2024-12-23').change⟧ Punkten, "
  "Schlusskurs ⟦9.116,5@row('2024-12-23').close~row('2024-12-23').high!⟧; schwächster der ⟦20.12.@D:2024-12-20⟧ "
  "mit ⟦−178,25@stats.change.min⟧."),
A('q_last10_change', 'coincidental', 'ja-JP', 'observatory',
  "直近10日のNQ：最大の下げは⟦12月20日@D:2024-12-20⟧の⟦−178.25@stats.change.min⟧、最大の上げは"
  "⟦12月23日@D:2024-12-23⟧の⟦+83@stats.change.max!⟧ポイント。シーイング良好。"),
]
