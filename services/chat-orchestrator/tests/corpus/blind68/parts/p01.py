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
A('q_range_last20', 'faithful', 'pt-BR', 'scuba',
  "amplitude média diária nos últimos 20 pregões: ⟦187,6@value⟧ pontos entre máxima e mínima, calculada sobre "
  "⟦20@R.source_row_count⟧ linhas diárias. Mar liso, visibilidade boa."),
A('q_range_last20', 'faithful', 'zh-CN', 'stainedglass',
  "最近 20 个交易日的平均日内波幅为 ⟦187.6@value⟧ 点（最高价减最低价），共 ⟦20@R.source_row_count⟧ 行日线。"),
A('q_range_last20', 'faithful', 'it-IT', 'hotair',
  "escursione media giornaliera delle ultime 20 sedute: ⟦187,6@value⟧ punti tra massimo e minimo. Aria ferma, "
  "volo tranquillo."),
A('q_range_last20', 'misrounded', 'en-GB', 'hopyard',
  "over the last 20 sessions the day's high-to-low range averaged ⟦187@value!⟧ points."),
A('q_range_last20', 'derived', 'pl-PL', 'millinery',
  "średni dzienny zakres z ostatnich 20 sesji to ⟦187,6@value⟧ pkt; policzyłam sama, że razem daje to "
  "⟦3752@value*20!⟧ pkt zakresu w tym okresie."),
A('q_range_last20', 'invented', 'ru-RU', 'orchard',
  "средний дневной диапазон за последние 20 сессий — ⟦203,4@value!⟧ пункта между максимумом и минимумом."),
# ---------------------------------------------------------------- q_range_stats_2024
A('q_range_stats_2024', 'faithful', 'en-US', 'bookbind',
  "2024 range stats over ⟦252@count⟧ sessions: average ⟦274.4@mean_range⟧ pts, middle value "
  "⟦267.25@median_range⟧, top ⟦585.5@max_range⟧, bottom ⟦116.5@min_range⟧. An evenly sewn year."),
A('q_range_stats_2024', 'faithful', 'it-IT', 'hopyard',
  "nel 2024 l'escursione giornaliera ha avuto media ⟦274,4@mean_range⟧ e mediana ⟦267,25@median_range⟧ punti; "
  "estremi ⟦116,5@min_range⟧ e ⟦585,5@max_range⟧."),
A('q_range_stats_2024', 'faithful', 'pl-PL', 'apiary',
  "zakres dzienny 2024: średnia ⟦274,44@mean_range⟧ pkt, mediana ⟦267,25@median_range⟧, maksimum "
  "⟦585,5@max_range⟧, minimum ⟦116,5@min_range⟧; ⟦252@count⟧ sesje."),
A('q_range_stats_2024', 'wrong_column', 'en-GB', 'skydive',
  "2024 ranges: mean ⟦267.25@mean_range~median_range!⟧ points across ⟦252@count⟧ sessions, widest day "
  "⟦585.5@max_range⟧."),
A('q_range_stats_2024', 'derived', 'ru-RU', 'scuba',
  "в 2024 году самый широкий день дал ⟦585,5@max_range⟧ пункта, самый узкий — ⟦116,5@min_range⟧; разница, "
  "которую я посчитал сам, — ⟦469@max_range-min_range!⟧ пунктов."),
A('q_range_stats_2024', 'miscomputed', 'ja-JP', 'orchard',
  "2024年の平均値幅は⟦274.44@mean_range⟧ポイント、⟦252@count⟧営業日分。自分で掛けると年間の値幅合計は"
  "⟦69,518@mean_range*count!⟧ポイント。"),
# ---------------------------------------------------------------- q_dow_range_2024
A('q_dow_range_2024', 'faithful', 'ru-RU', 'maltings',
  f"в 2024 году шире всего в среднем ходила среда — ⟦278,7@{WE}⟧ пункта, уже всего понедельник — "
  f"⟦269,41@{MO}⟧."),
A('q_dow_range_2024', 'faithful', 'zh-CN', 'apiary',
  f"2024 年平均波幅最大的是周三，⟦278.675@{WE}⟧ 点；周五 ⟦278.26@{FR}⟧ 紧随其后；周一最小，⟦269.4@{MO}⟧ 点。"),
A('q_dow_range_2024', 'faithful', 'pl-PL', 'bookbind',
  f"w 2024 r. najszerzej chodziła środa (⟦278,7@{WE}⟧ pkt), tuż za nią piątek (⟦278,3@{FR}⟧); wtorek "
  f"⟦272,2@{TU}⟧, czwartek ⟦273,5@{TH}⟧."),
A('q_dow_range_2024', 'wrong_row', 'en-US', 'orchard',
  f"Wednesday led 2024 at ⟦278.7@{WE}⟧ points of average range; Tuesday averaged ⟦273.53@{TU}~{TH}!⟧ and "
  f"Monday was quietest at ⟦269.41@{MO}⟧."),
A('q_dow_range_2024', 'coincidental', 'en-GB', 'hopyard',
  f"Wednesday topped 2024 with an average range of ⟦278.7@{WE}⟧ points; Monday averaged ⟦275@{MO}!⟧."),
A('q_dow_range_2024', 'miscomputed', 'es-ES', 'hotair',
  f"en 2024 el miércoles promedió ⟦278,675@{WE}⟧ puntos de rango y el lunes ⟦269,41@{MO}⟧; por mi cuenta, "
  f"el miércoles supera al lunes en ⟦9,72@{WE}-{MO}!⟧ puntos."),
# ---------------------------------------------------------------- q_month_up_2023
A('q_month_up_2023', 'faithful', 'de-DE', 'hopyard',
  f"2023 schloss der September am häufigsten im Plus (⟦70@{pu('September')}⟧ % der Tage), der November am "
  f"seltensten (⟦38,1@{pu('November')}⟧ %)."),
A('q_month_up_2023', 'faithful', 'ja-JP', 'bookbind',
  f"2023年、陽線の割合が最も高いのは9月の⟦70@{pu('September')}⟧%、最も低いのは11月の"
  f"⟦38.1@{pu('November')}⟧%。5月はちょうど⟦50@{pu('May')}⟧%。"),
A('q_month_up_2023', 'faithful', 'es-ES', 'scuba',
  f"en 2023 subieron más a menudo septiembre (⟦70@{pu('September')}⟧ %) y octubre (⟦68,18@{pu('October')}⟧ %); "
  f"los más flojos, agosto (⟦39,13@{pu('August')}⟧ %) y noviembre (⟦38,1@{pu('November')}⟧ %)."),
A('q_month_up_2023', 'wrong_row', 'fr-FR', 'millinery',
  f"en 2023, septembre est le mois le plus souvent haussier : ⟦68,2@{pu('September')}~{pu('October')}!⟧ % des "
  f"séances ; novembre ferme la marche avec ⟦38,1@{pu('November')}⟧ %."),
A('q_month_up_2023', 'invented', 'pl-PL', 'maltings',
  f"w 2023 r. czerwiec zamykał się wzrostem w ⟦61,3@{pu('June')}!⟧% sesji, a wrzesień w ⟦70@{pu('September')}⟧%."),
A('q_month_up_2023', 'derived', 'en-GB', 'apiary',
  f"September 2023 closed up on ⟦70@{pu('September')}⟧% of days, November on ⟦38.1@{pu('November')}⟧%; by my "
  f"own subtraction that is a gap of ⟦31.9@({pu('September')})-({pu('November')})!⟧ percentage points."),
# ---------------------------------------------------------------- q_widest_2024
A('q_widest_2024', 'faithful', 'pl-PL', 'scuba',
  f"najszersze dni 2024 r.: ⟦24 stycznia@D:2024-01-24⟧ (⟦585,5@{r('2024-01-24', 'range')}⟧ pkt), "
  f"⟦17 maja@D:2024-05-17⟧ (⟦555,25@{r('2024-05-17', 'range')}⟧), ⟦31 maja@D:2024-05-31⟧ "
  f"(⟦541,5@{r('2024-05-31', 'range')}⟧), ⟦5 lipca@D:2024-07-05⟧ (⟦507,5@{r('2024-07-05', 'range')}⟧) i "
  f"⟦1 maja@D:2024-05-01⟧ (⟦484,5@{r('2024-05-01', 'range')}⟧)."),
A('q_widest_2024', 'faithful', 'fr-FR', 'stonemason',
  f"le ⟦24 janvier@D:2024-01-24⟧ 2024 est le jour le plus large : ⟦585,5@{r('2024-01-24', 'range')}⟧ points, "
  f"ouverture ⟦17_188,75@{r('2024-01-24', 'open')}⟧, clôture ⟦16_672,75@{r('2024-01-24', 'close')}⟧. "
  f"Moyenne des cinq : ⟦534,85@stats.range.mean⟧."),
A('q_widest_2024', 'faithful', 'en-US', 'skydive',
  f"The five widest 2024 sessions ran from ⟦585.5@{r('2024-01-24', 'range')}⟧ points (⟦Jan 24@D:2024-01-24⟧) "
  f"down to ⟦484.5@{r('2024-05-01', 'range')}⟧ (⟦May 1@D:2024-05-01⟧); all five closed below their open."),
A('q_widest_2024', 'faithful', 'pt-BR', 'stainedglass',
  f"dia mais largo de 2024: ⟦24/01@D:2024-01-24⟧, com ⟦585,5@{r('2024-01-24', 'range')}⟧ pontos; depois "
  f"⟦17/05@D:2024-05-17⟧ (⟦555,25@{r('2024-05-17', 'range')}⟧) e ⟦31/05@D:2024-05-31⟧ "
  f"(⟦541,5@{r('2024-05-31', 'range')}⟧)."),
A('q_widest_2024', 'wrong_column', 'it-IT', 'orchard',
  f"il ⟦17 maggio@D:2024-05-17⟧ l'escursione fu di ⟦555,25@{r('2024-05-17', 'range')}⟧ punti, con apertura a "
  f"⟦15.675@{r('2024-05-17', 'open')}~{r('2024-05-17', 'close')}!⟧ e chiusura più in basso."),
A('q_widest_2024', 'coincidental', 'ja-JP', 'zookeeper',
  f"2024年の値幅上位：⟦1月24日@D:2024-01-24⟧が⟦585.5@{r('2024-01-24', 'range')}⟧ポイントで最大、五番目の"
  f"⟦5月1日@D:2024-05-01⟧は⟦539@{r('2024-05-01', 'range')}!⟧ポイント。"),
A('q_widest_2024', 'invented', 'de-DE', 'apiary',
  f"breitester Tag 2024 war der ⟦24.01.@D:2024-01-24⟧ mit ⟦585,5@{r('2024-01-24', 'range')}⟧ Punkten; am "
  f"⟦31.05.@D:2024-05-31⟧ schloss der Markt bei ⟦14.212,5@{r('2024-05-31', 'close')}!⟧."),
# ---------------------------------------------------------------- q_last10_change
A('q_last10_change', 'faithful', 'en-GB', 'scuba',
  f"last 10 sessions: four up, six down. Best ⟦23 Dec@D:2024-12-23⟧ at ⟦+91@{r('2024-12-23', 'change')}⟧ "
  f"points, worst ⟦20 Dec@D:2024-12-20⟧ at ⟦−178.25@{r('2024-12-20', 'change')}⟧; mean "
  f"⟦−57.8@stats.change.mean⟧."),
A('q_last10_change', 'faithful', 'pl-PL', 'stonemason',
  f"10 ostatnich sesji: od ⟦18 grudnia@D:2024-12-18⟧ (⟦−173@{r('2024-12-18', 'change')}⟧ pkt) do "
  f"⟦2 stycznia@D:2025-01-02⟧ (⟦−96,25@{r('2025-01-02', 'change')}⟧ pkt); najlepszy był "
  f"⟦23 grudnia@D:2024-12-23⟧: ⟦+91@{r('2024-12-23', 'change')}⟧."),
A('q_last10_change', 'faithful', 'es-ES', 'maltings',
  f"en las últimas 10 sesiones el cambio medio fue de ⟦−57,8@stats.change.mean⟧ puntos; el "
  f"⟦31 de diciembre@D:2024-12-31⟧ abrió en ⟦9119,5@{r('2024-12-31', 'open')}⟧ y cerró en "
  f"⟦8944@{r('2024-12-31', 'close')}⟧."),
A('q_last10_change', 'wrong_sign', 'en-US', 'hotair',
  f"Last 10 sessions: ⟦Dec 23@D:2024-12-23⟧ gained ⟦+91@{r('2024-12-23', 'change')}⟧ points, while "
  f"⟦Dec 31@D:2024-12-31⟧ moved ⟦+175.5@{r('2024-12-31', 'change')}!⟧ from open to close."),
A('q_last10_change', 'wrong_column', 'nl-NL', 'bookbind',
  f"op ⟦31 december@D:2024-12-31⟧ sloot de markt op ⟦9.119,5@{r('2024-12-31', 'close')}~{r('2024-12-31', 'open')}!⟧, "
  f"een dagverandering van ⟦−175,5@{r('2024-12-31', 'change')}⟧ punten."),
A('q_last10_change', 'misrounded', 'zh-CN', 'apiary',
  f"最近 10 个交易日里，⟦12月23日@D:2024-12-23⟧开盘 ⟦9,007@{r('2024-12-23', 'open')}!⟧ 点，收涨 "
  f"⟦91@{r('2024-12-23', 'change')}⟧ 点。"),
]
