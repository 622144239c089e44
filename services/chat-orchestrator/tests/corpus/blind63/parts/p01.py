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
A('q_range_last20', 'faithful', 'zh-CN', 'tuktuk',
  "最近 20 个交易日 NQ 的平均日内波幅（最高减最低）为 ⟦187.6@value⟧ 点。今晚路况平稳。"),
A('q_range_last20', 'faithful', 'en-US', 'donut',
  "NQ's average daily range (high minus low) over the last ⟦20@R.source_row_count⟧ sessions: ⟦187.6@value⟧ "
  "points. Oil stayed clean all night."),
A('q_range_last20', 'faithful', 'en-GB', 'noodle',
  "Across the last 20 trading days NQ's high-to-low range averaged ⟦187.6@value⟧ points. Dough behaved."),
A('q_range_last20', 'invented', 'es-ES', 'plumber',
  "rango medio diario del NQ en las últimas 20 sesiones: ⟦203,4@value!⟧ puntos de máximo a mínimo. Sin fugas."),
A('q_range_last20', 'misrounded', 'de-DE', 'zipper',
  "Durchschnittliche Tagesspanne des NQ, letzte 20 Sitzungen: ⟦187@value!⟧ Punkte von Hoch bis Tief. "
  "Zähne sitzen."),
A('q_range_last20', 'wrong_unit', 'ru-RU', 'waffle',
  "средний дневной диапазон NQ за последние 20 сессий — ⟦187,6@value~value!⟧ тика (шага цены). Тесто в норме.",
  unit_note='index points quoted as ticks'),
# ---------------------------------------------------------------- q_range_stats_2024
A('q_range_stats_2024', 'faithful', 'pt-BR', 'zipper',
  "NQ em 2024, ⟦252@count⟧ pregões: amplitude diária média de ⟦274,44@mean_range⟧ pontos, mediana "
  "⟦267,25@median_range⟧, mínima ⟦116,5@min_range⟧ e máxima ⟦585,5@max_range⟧."),
A('q_range_stats_2024', 'faithful', 'nl-NL', 'bento',
  "Dagrange NQ 2024: gemiddeld ⟦274,4@mean_range⟧ punten, mediaan ⟦267,25@median_range⟧, smalste dag "
  "⟦116,5@min_range⟧, breedste ⟦585,5@max_range⟧. Alles warm afgeleverd."),
A('q_range_stats_2024', 'faithful', 'it-IT', 'donut',
  "Escursione giornaliera del NQ nel 2024: media ⟦274,44@mean_range⟧ punti, mediana ⟦267,25@median_range⟧; "
  "giorno più stretto ⟦116,5@min_range⟧, più largo ⟦585,5@max_range⟧."),
A('q_range_stats_2024', 'wrong_column', 'en-GB', 'dimsum',
  "NQ's 2024 daily range over ⟦252@count⟧ sessions: mean ⟦274.4@mean_range⟧ points, narrowest day "
  "⟦267.25@min_range~median_range!⟧, widest ⟦585.5@max_range⟧."),
A('q_range_stats_2024', 'coincidental', 'ja-JP', 'clockwork',
  "2024年のNQ日中値幅：中央値は⟦272@median_range!⟧ポイント、最大は⟦585.5@max_range⟧ポイント。歯車の噛み合わせは良好。"),
A('q_range_stats_2024', 'miscomputed', 'fr-FR', 'crepe',
  "En 2024, moyenne ⟦274,44@mean_range⟧ points et médiane ⟦267,25@median_range⟧ : d'après ma soustraction, "
  "l'écart entre les deux fait ⟦7,91@mean_range-median_range!⟧ points."),
# ---------------------------------------------------------------- q_dow_range_2024
A('q_dow_range_2024', 'faithful', 'en-US', 'noodle',
  f"2024 by weekday: Wednesday had NQ's widest average range at ⟦278.7@{WE}⟧ points, Friday close behind at "
  f"⟦278.3@{FR}⟧, Monday the narrowest at ⟦269.4@{MO}⟧."),
A('q_dow_range_2024', 'faithful', 'zh-CN', 'boulder',
  f"2024 年按星期看，周三平均波幅最大，为 ⟦278.7@{WE}⟧ 点；周一最小，为 ⟦269.41@{MO}⟧ 点。"),
A('q_dow_range_2024', 'faithful', 'es-ES', 'zipper',
  f"Rango medio por día de la semana en 2024: el miércoles, ⟦278,7@{WE}⟧ puntos, el más amplio; el martes "
  f"⟦272,17@{TU}⟧ y el jueves ⟦273,53@{TH}⟧."),
A('q_dow_range_2024', 'wrong_row', 'pt-BR', 'clockwork',
  f"Em 2024 a quinta-feira teve amplitude média de ⟦272,17@{TH}~{TU}!⟧ pontos; a quarta foi a mais larga, "
  f"com ⟦278,7@{WE}⟧."),
A('q_dow_range_2024', 'derived', 'nl-NL', 'tuktuk',
  f"Woensdag was in 2024 de breedste dag met gemiddeld ⟦278,7@{WE}⟧ punten, dinsdag ⟦272,17@{TU}⟧; zelf "
  f"afgetrokken scheelt dat ⟦6,51@{WE}-{TU}!⟧ punten."),
A('q_dow_range_2024', 'misrounded', 'ru-RU', 'crepe',
  f"в 2024 г. самый узкий день недели у NQ — понедельник: средний диапазон ⟦269,5@{MO}!⟧ пункта."),
# ---------------------------------------------------------------- q_month_up_2023
A('q_month_up_2023', 'faithful', 'de-DE', 'waffle',
  f"2023 schloss der NQ im September an ⟦70@{pu('September')}⟧ % der Tage im Plus, der beste Monat; im "
  f"November nur an ⟦38,1@{pu('November')}⟧ %, der schwächste."),
A('q_month_up_2023', 'faithful', 'en-US', 'tuktuk',
  f"In 2023, September was the best month with ⟦70%@{pu('September')}⟧ up closes and October next at "
  f"⟦68.2%@{pu('October')}⟧; November was the weakest at ⟦38.1%@{pu('November')}⟧."),
A('q_month_up_2023', 'faithful', 'nl-NL', 'clockwork',
  f"NQ 2023: in september sloot ⟦70@{pu('September')}⟧ % van de dagen hoger dan de opening, in augustus maar "
  f"⟦39,13@{pu('August')}⟧ % en in november, de zwakste maand, ⟦38,1@{pu('November')}⟧ %."),
A('q_month_up_2023', 'wrong_row', 'fr-FR', 'donut',
  f"En 2023, le mois le plus faible fut novembre, avec ⟦39,1@{pu('November')}~{pu('August')}!⟧ % de séances "
  f"haussières ; septembre en tête à ⟦70@{pu('September')}⟧ %."),
A('q_month_up_2023', 'coincidental', 'it-IT', 'zipper',
  f"Nel 2023 ottobre ha chiuso in rialzo nel ⟦62@{pu('October')}!⟧ % delle sedute, dietro settembre al "
  f"⟦70@{pu('September')}⟧ %."),
A('q_month_up_2023', 'miscomputed', 'ja-JP', 'boulder',
  f"2023年の上昇日比率：9月が⟦70@{pu('September')}⟧％で最高、11月が⟦38.1@{pu('November')}⟧％で最低。"
  f"手計算の差は⟦32.9@{pu('September')}-{pu('November')}!⟧ポイント。"),
# ---------------------------------------------------------------- q_widest_2024
A('q_widest_2024', 'faithful', 'pt-BR', 'waffle',
  "Os cinco dias mais largos de 2024: ⟦24/01@D:2024-01-24⟧ com ⟦585,5@row('2024-01-24').range⟧ pontos, "
  "⟦17/05@D:2024-05-17⟧ com ⟦555,25@row('2024-05-17').range⟧, ⟦31/05@D:2024-05-31⟧ com "
  "⟦541,5@row('2024-05-31').range⟧, ⟦05/07@D:2024-07-05⟧ com ⟦507,5@row('2024-07-05').range⟧ e "
  "⟦01/05@D:2024-05-01⟧ com ⟦484,5@row('2024-05-01').range⟧."),
A('q_widest_2024', 'faithful', 'pl-PL', 'noodle',
  "Najszersza sesja 2024 r. to ⟦24 stycznia@D:2024-01-24⟧: zakres ⟦585,5@row('2024-01-24').range⟧ pkt, otwarcie "
  "⟦17_188,75@row('2024-01-24').open⟧, zamknięcie ⟦16_672,75@row('2024-01-24').close⟧. Wszystkie pięć dni "
  "zamknęło się poniżej otwarcia."),
A('q_widest_2024', 'faithful', 'it-IT', 'churro',
  "Le cinque sedute più ampie del 2024 hanno un range medio di ⟦534,85@stats.range.mean⟧ punti: dal "
  "⟦24 gennaio@D:2024-01-24⟧ (⟦585,5@row('2024-01-24').range⟧) al ⟦1 maggio@D:2024-05-01⟧ "
  "(⟦484,5@row('2024-05-01').range⟧). Tre su cinque cadono in maggio."),
A('q_widest_2024', 'faithful', 'en-GB', 'boulder',
  "Widest NQ days of 2024: ⟦24 Jan@D:2024-01-24⟧ at ⟦585.5@row('2024-01-24').range⟧ points, ⟦17 May@D:2024-05-17⟧ "
  "at ⟦555.25@row('2024-05-17').range⟧ and ⟦31 May@D:2024-05-31⟧ at ⟦541.5@row('2024-05-31').range⟧; "
  "⟦5 Jul@D:2024-07-05⟧ and ⟦1 May@D:2024-05-01⟧ complete the five."),
A('q_widest_2024', 'wrong_column', 'en-US', 'plumber',
  "The widest day of 2024 was ⟦Jan 24@D:2024-01-24⟧: a ⟦585.5@row('2024-01-24').range⟧-point range, with NQ "
  "closing at ⟦17,188.75@row('2024-01-24').close~row('2024-01-24').open!⟧."),
A('q_widest_2024', 'wrong_row', 'ja-JP', 'tuktuk',
  "2024年で二番目に値幅が大きかったのは⟦5月17日@D:2024-05-17⟧で、値幅は"
  "⟦541.5@row('2024-05-17').range~row('2024-05-31').range!⟧ポイント。"),
A('q_widest_2024', 'derived', 'zh-CN', 'dimsum',
  "2024 年第四宽的交易日是 ⟦7月5日@D:2024-07-05⟧，波幅 ⟦507.5@row('2024-07-05').range⟧ 点；开盘 "
  "⟦13,548.75@row('2024-07-05').open⟧、收盘 ⟦13,151.75@row('2024-07-05').close⟧，我自己相减，当天下跌 "
  "⟦397@row('2024-07-05').open-row('2024-07-05').close!⟧ 点。"),
# ---------------------------------------------------------------- q_last10_change
A('q_last10_change', 'faithful', 'pl-PL', 'dimsum',
  "Ostatnie ⟦10@R.summary.rows⟧ sesji: najgorsza ⟦20 grudnia@D:2024-12-20⟧ (⟦−178,25@row('2024-12-20').change⟧ "
  "pkt), najlepsza ⟦23 grudnia@D:2024-12-23⟧ (⟦+91@row('2024-12-23').change⟧), średnio "
  "⟦−57,8@stats.change.mean⟧ pkt na sesję."),
A('q_last10_change', 'faithful', 'de-DE', 'waffle',
  "Die letzten 10 Sitzungen: vier im Plus, sechs im Minus, im Schnitt ⟦−57,8@stats.change.mean⟧ Punkte vom "
  "Open zum Close. Am ⟦02.01.2025@D:2025-01-02⟧ schloss der NQ bei ⟦8.837,25@row('2025-01-02').close⟧."),
A('q_last10_change', 'faithful', 'zh-CN', 'clockwork',
  "最近 10 个交易日：⟦12月20日@D:2024-12-20⟧ 跌得最多，⟦−178.25@row('2024-12-20').change⟧ 点；"
  "⟦12月23日@D:2024-12-23⟧ 涨得最多，⟦+91@row('2024-12-23').change⟧ 点；⟦12月24日@D:2024-12-24⟧ 成交最清淡，"
  "⟦145,342@row('2024-12-24').volume⟧ 手。"),
A('q_last10_change', 'wrong_sign', 'nl-NL', 'plumber',
  "Laatste 10 sessies: op ⟦26 december@D:2024-12-26⟧ ⟦+85@row('2024-12-26').change!⟧ punten van open tot slot, "
  "op ⟦23 december@D:2024-12-23⟧ ⟦+91@row('2024-12-23').change⟧, de beste dag."),
A('q_last10_change', 'wrong_column', 'pt-BR', 'crepe',
  "Nas últimas 10 sessões, o NQ fechou em ⟦31/12@D:2024-12-31⟧ a "
  "⟦8.929,5@row('2024-12-31').close~row('2024-12-31').low!⟧ pontos, depois de uma variação de "
  "⟦−175,5@row('2024-12-31').change⟧ no dia."),
A('q_last10_change', 'misrounded', 'it-IT', 'boulder',
  "Ultime 10 sedute: variazione media apertura-chiusura di ⟦−57@stats.change.mean!⟧ punti; la peggiore il "
  "⟦20 dicembre@D:2024-12-20⟧ con ⟦−178,25@row('2024-12-20').change⟧."),
]
