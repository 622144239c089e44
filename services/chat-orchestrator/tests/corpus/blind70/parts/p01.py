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
A('q_range_last20', 'faithful', 'nl-NL', 'punt',
  "gemiddelde dagrange over de laatste 20 sessies: ⟦187,6@value⟧ punten van hoog tot laag, berekend op "
  "⟦20@R.source_row_count⟧ dagregels. Rustig water."),
A('q_range_last20', 'faithful', 'ru-RU', 'gondolier',
  "средний дневной диапазон за последние 20 сессий — около ⟦188@value⟧ пунктов между максимумом и минимумом. "
  "Канал спокойный."),
A('q_range_last20', 'faithful', 'en-GB', 'conjuror',
  "over the last 20 sessions the average high-to-low range was ⟦187.6@value⟧ points. Nothing up the sleeve."),
A('q_range_last20', 'invented', 'ja-JP', 'snowmaking',
  "直近20日の平均値幅（高値−安値）は⟦196.3@value!⟧ポイントでした。雪質は安定。"),
A('q_range_last20', 'wrong_unit', 'fr-FR', 'massage',
  "sur les 20 dernières séances, l'amplitude moyenne entre plus haut et plus bas ressort à ⟦187,6@value~value!⟧ €. "
  "Séance calme, comme la salle.",
  unit_note='index points quoted as euros'),
A('q_range_last20', 'derived', 'pt-BR', 'croupier',
  "amplitude média de ⟦187,6@value⟧ pontos nos últimos 20 pregões; somando tudo, dá ⟦3.752@value*20!⟧ pontos de "
  "amplitude no período — conta feita por mim."),
# ---------------------------------------------------------------- q_range_stats_2024
A('q_range_stats_2024', 'faithful', 'pt-BR', 'snowmaking',
  "amplitude diária em 2024: média de ⟦274,44@mean_range⟧ pontos, mediana ⟦267,25@median_range⟧, máxima "
  "⟦585,5@max_range⟧ e mínima ⟦116,5@min_range⟧, em ⟦252@count⟧ pregões."),
A('q_range_stats_2024', 'faithful', 'ja-JP', 'circus',
  "2024年の日中値幅：平均⟦274.4@mean_range⟧ポイント、中央値⟦267.25@median_range⟧、最大⟦585.5@max_range⟧、"
  "最小⟦116.5@min_range⟧（⟦252@count⟧営業日）。"),
A('q_range_stats_2024', 'faithful', 'nl-NL', 'pilates',
  "dagrange 2024: gemiddeld ⟦274@mean_range⟧ punten, mediaan ⟦267,25@median_range⟧; de uitersten waren "
  "⟦116,5@min_range⟧ en ⟦585,5@max_range⟧ punten. Veren in orde."),
A('q_range_stats_2024', 'wrong_column', 'de-DE', 'croupier',
  "Tagesspannen 2024: Median ⟦274,44@median_range~mean_range!⟧ Punkte, Spitze ⟦585,5@max_range⟧, Tiefstwert "
  "⟦116,5@min_range⟧, über ⟦252@count⟧ Handelstage."),
A('q_range_stats_2024', 'misrounded', 'es-ES', 'optician',
  "rango medio diario de 2024: ⟦274,5@mean_range!⟧ puntos sobre ⟦252@count⟧ sesiones; el día más amplio llegó a "
  "⟦585,5@max_range⟧."),
A('q_range_stats_2024', 'miscomputed', 'ru-RU', 'library',
  "самый широкий день 2024 года (⟦585,5@max_range⟧ пункта) шире самого узкого (⟦116,5@min_range⟧) в "
  "⟦5,3@max_range/min_range!⟧ раза — по моему подсчёту."),
# ---------------------------------------------------------------- q_dow_range_2024
A('q_dow_range_2024', 'faithful', 'ja-JP', 'gondolier',
  f"2024年、値幅が最も広い曜日は水曜で平均⟦278.7@{WE}⟧ポイント、最も狭いのは月曜の⟦269.4@{MO}⟧ポイント。"),
A('q_dow_range_2024', 'faithful', 'pl-PL', 'conjuror',
  f"w 2024 r. najszerzej chodziła środa: średnio ⟦278,7@{WE}⟧ pkt; tuż za nią piątek z ⟦278,26@{FR}⟧, "
  f"a najspokojniej poniedziałek — ⟦269,41@{MO}⟧."),
A('q_dow_range_2024', 'faithful', 'zh-CN', 'circus',
  f"2024 年平均波幅最大的是周三，约 ⟦279@{WE}⟧ 点；周二 ⟦272.17@{TU}⟧，周四 ⟦273.53@{TH}⟧。差别不大。"),
A('q_dow_range_2024', 'wrong_row', 'es-ES', 'massage',
  f"en 2024 el miércoles fue el día más amplio, con ⟦278,26@{WE}~{FR}!⟧ puntos de rango medio; el lunes, el más "
  f"tranquilo, ⟦269,41@{MO}⟧."),
A('q_dow_range_2024', 'coincidental', 'nl-NL', 'snowmaking',
  f"woensdag had in 2024 de breedste dagen, gemiddeld ⟦278,7@{WE}⟧ punten; dinsdag kwam uit op "
  f"⟦273,4@{TU}!⟧ punten."),
A('q_dow_range_2024', 'miscomputed', 'de-DE', 'archive',
  f"2024 war der Mittwoch am weitesten (⟦278,7@{WE}⟧ Punkte), der Montag am engsten (⟦269,4@{MO}⟧) — nach meiner "
  f"Rechnung ⟦4,3 %@({WE}/{MO}-1)*100!⟧ mehr Spanne."),
# ---------------------------------------------------------------- q_month_up_2023
A('q_month_up_2023', 'faithful', 'zh-CN', 'optician',
  f"2023 年上涨最频繁的是9月：⟦70%@{pu('September')}⟧ 的交易日收高；最少的是11月，只有 "
  f"⟦38.1%@{pu('November')}⟧。"),
A('q_month_up_2023', 'faithful', 'nl-NL', 'framer',
  f"in 2023 sloot september het vaakst hoger (⟦70 %@{pu('September')}⟧ van de dagen), oktober volgde met "
  f"⟦68,2 %@{pu('October')}⟧ en november was het zwakst met ⟦38,1 %@{pu('November')}⟧."),
A('q_month_up_2023', 'faithful', 'en-GB', 'archive',
  f"in 2023 January closed up on ⟦60%@{pu('January')}⟧ of its sessions and May on exactly ⟦50%@{pu('May')}⟧; "
  f"August managed only ⟦39.1%@{pu('August')}⟧."),
A('q_month_up_2023', 'wrong_row', 'ja-JP', 'library',
  f"2023年の月別上昇日比率：9月が最高の⟦70%@{pu('September')}⟧、3月は⟦47.4%@{pu('March')}~{pu('February')}!⟧、"
  f"11月が最低の⟦38.1%@{pu('November')}⟧。"),
A('q_month_up_2023', 'invented', 'pl-PL', 'pilates',
  f"w 2023 r. najmocniejszy był wrzesień: ⟦74,5%@{pu('September')}!⟧ sesji zamkniętych na plusie; najsłabszy "
  f"listopad."),
A('q_month_up_2023', 'derived', 'en-US', 'conjuror',
  f"September 2023 closed up on ⟦70%@{pu('September')}⟧ of its days, August on ⟦39.1%@{pu('August')}⟧ — a gap of "
  f"⟦30.9@({pu('September')})-({pu('August')})!⟧ percentage points by my own subtraction."),
# ---------------------------------------------------------------- q_widest_2024
A('q_widest_2024', 'faithful', 'en-GB', 'snowmaking',
  f"the widest day of 2024 was ⟦24 Jan@D:2024-01-24⟧ at ⟦585.5@{r('2024-01-24', 'range')}⟧ points, opening "
  f"⟦17,188.75@{r('2024-01-24', 'open')}⟧ and closing ⟦16,672.75@{r('2024-01-24', 'close')}⟧; the fifth, "
  f"⟦1 May@D:2024-05-01⟧, still spanned ⟦484.5@{r('2024-05-01', 'range')}⟧."),
A('q_widest_2024', 'faithful', 'fr-FR', 'massage',
  "les cinq séances les plus larges de 2024 ont toutes clôturé sous leur ouverture ; amplitude moyenne "
  "⟦534,85@stats.range.mean⟧ points, de ⟦484,5@stats.range.min⟧ à ⟦585,5@stats.range.max⟧."),
A('q_widest_2024', 'faithful', 'nl-NL', 'croupier',
  f"na ⟦24 januari@D:2024-01-24⟧ kwamen ⟦17 mei@D:2024-05-17⟧ met een range van ⟦555,25@{r('2024-05-17', 'range')}⟧ "
  f"punten en ⟦31 mei@D:2024-05-31⟧ met ⟦541,5@{r('2024-05-31', 'range')}⟧; ⟦5 juli@D:2024-07-05⟧ was vierde "
  f"met ⟦507,5@{r('2024-07-05', 'range')}⟧."),
A('q_widest_2024', 'wrong_column', 'pt-BR', 'gondolier',
  f"o dia mais largo de 2024, ⟦24/01@D:2024-01-24⟧, teve ⟦585,5@{r('2024-01-24', 'range')}⟧ pontos de amplitude; "
  f"abriu em ⟦16.672,75@{r('2024-01-24', 'open')}~{r('2024-01-24', 'close')}!⟧ e fechou em queda."),
A('q_widest_2024', 'derived', 'zh-CN', 'library',
  f"2024 年波幅最大的一天是⟦1月24日@D:2024-01-24⟧，波幅 ⟦585.5@{r('2024-01-24', 'range')}⟧ 点；当天收盘比开盘低 "
  f"⟦516@{r('2024-01-24', 'open')}-{r('2024-01-24', 'close')}!⟧ 点（我自己算的）。"),
A('q_widest_2024', 'coincidental', 'ja-JP', 'archive',
  f"2024年の値幅上位：⟦1月24日@D:2024-01-24⟧が⟦585.5@{r('2024-01-24', 'range')}⟧ポイントで首位、"
  f"⟦7月5日@D:2024-07-05⟧は⟦487@{r('2024-07-05', 'range')}!⟧ポイント。"),
# ---------------------------------------------------------------- q_last10_change
A('q_last10_change', 'faithful', 'de-DE', 'library',
  f"letzte 10 Sitzungen: vier im Plus, sechs im Minus. Bester Tag der ⟦23.12.@D:2024-12-23⟧ mit "
  f"⟦+91@{r('2024-12-23', 'change')}⟧ Punkten, schwächster der ⟦20.12.@D:2024-12-20⟧ mit "
  f"⟦−178,25@{r('2024-12-20', 'change')}⟧."),
A('q_last10_change', 'faithful', 'en-GB', 'optician',
  f"the ten sessions from ⟦18 Dec@D:2024-12-18⟧ to ⟦2 Jan@D:2025-01-02⟧ averaged ⟦−57.8@stats.change.mean⟧ points "
  f"open to close; the last one closed at ⟦8,837.25@{r('2025-01-02', 'close')}⟧."),
A('q_last10_change', 'faithful', 'ja-JP', 'gondolier',
  f"直近10営業日：⟦12月24日@D:2024-12-24⟧はほぼ横ばい（⟦+10.25@{r('2024-12-24', 'change')}⟧）、"
  f"⟦12月30日@D:2024-12-30⟧は⟦+69.25@{r('2024-12-30', 'change')}⟧、大晦日の⟦12月31日@D:2024-12-31⟧は"
  f"⟦−175.5@{r('2024-12-31', 'change')}⟧ポイント。"),
A('q_last10_change', 'faithful', 'ru-RU', 'circus',
  f"последние 10 сессий: ⟦18 декабря@D:2024-12-18⟧ открылись на ⟦9376,75@{r('2024-12-18', 'open')}⟧, "
  f"⟦2 января@D:2025-01-02⟧ закрылись на ⟦8837,25@{r('2025-01-02', 'close')}⟧; в сочельник объём всего "
  f"⟦145_342@{r('2024-12-24', 'volume')}⟧ контракта."),
A('q_last10_change', 'wrong_sign', 'nl-NL', 'snowmaking',
  f"van de laatste 10 sessies was ⟦23 december@D:2024-12-23⟧ de beste met ⟦+91@{r('2024-12-23', 'change')}⟧ punten; "
  f"ook op ⟦19 december@D:2024-12-19⟧ kwam er ⟦+64,75@{r('2024-12-19', 'change')}!⟧ punten bij."),
A('q_last10_change', 'wrong_column', 'en-US', 'massage',
  f"⟦Dec 23@D:2024-12-23⟧ was the best of the last 10 sessions, up ⟦91@{r('2024-12-23', 'change')}⟧ points and "
  f"closing at ⟦9,116.5@{r('2024-12-23', 'close')}~{r('2024-12-23', 'high')}!⟧."),
A('q_last10_change', 'coincidental', 'it-IT', 'conjuror',
  f"ultime 10 sedute: il ⟦23 dicembre@D:2024-12-23⟧ ha chiuso a ⟦+91@{r('2024-12-23', 'change')}⟧ punti sull'apertura "
  f"e il ⟦30 dicembre@D:2024-12-30⟧ a ⟦+93@{r('2024-12-30', 'change')}!⟧."),
]
