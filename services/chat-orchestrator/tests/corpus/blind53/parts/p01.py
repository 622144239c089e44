"""Market-data queries, part 1 (q_range_last20 ... q_rth_hour_volume). Markers: see ../../blind4/lib.py.
Layouts: _reg.py. '_' between digits = the locale's group separator (U+202F fr, U+00A0 ru/pl)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A

N = "R.source_row_count"
MO = "row('Monday').mean_range"
TU = "row('Tuesday').mean_range"
WE = "row('Wednesday').mean_range"
TH = "row('Thursday').mean_range"
FR = "row('Friday').mean_range"


def pct(m):
    return f"row('{m}').pct_up*100"


def d(x, col):
    return f"row('{x}').{col}"


def hr(h):
    return f"row('{h}').mean_volume"


def yv(y):
    return f"row({y}).mean_volume"


ENTRIES = [
# ---------------------------------------------------------------- q_range_last20
A('q_range_last20', 'faithful', 'de-DE', 'canecrush',
  "die letzten ⟦20@" + N + "⟧ Handelstage lief der NQ im Schnitt ⟦187,6@value⟧ Punkte vom Hoch zum Tief. "
  "Ruhiger als der Walzenstuhl."),
A('q_range_last20', 'faithful', 'fr-FR', 'gripman',
  "sur les 20 dernières séances, amplitude moyenne du NQ (plus haut moins plus bas) : ⟦187,6@value⟧ points. "
  "Le câble tire régulier."),
A('q_range_last20', 'faithful', 'ru-RU', 'wrecktag',
  "средний дневной размах NQ за последние 20 сессий — около ⟦188@value⟧ пунктов от максимума до минимума. "
  "Вода спокойная, как и рынок."),
A('q_range_last20', 'invented', 'es-ES', 'goatdairy',
  "en las últimas 20 sesiones el NQ se movió de media ⟦181,3@value!⟧ puntos de máximo a mínimo. Ordeño tranquilo."),
A('q_range_last20', 'derived', 'en-GB', 'goatcensus',
  "last 20 sessions the NQ ranged ⟦187.6@value⟧ points a day on average, high to low. Halved it myself for a "
  "stop distance: ⟦93.8@value/2!⟧ points."),
A('q_range_last20', 'wrong_unit', 'en-US', 'tidemill',
  "NQ's average daily range over the last 20 sessions: ⟦187.6@value~value!⟧ ticks, high to low. Calm water.",
  unit_note='index points quoted as ticks (a tick is a quarter point)'),
# ---------------------------------------------------------------- q_range_stats_2024
A('q_range_stats_2024', 'faithful', 'zh-CN', 'goatdairy',
  "2024 年 NQ 日波幅：均值 ⟦274.44@mean_range⟧ 点，中位数 ⟦267.25@median_range⟧，最宽 ⟦585.5@max_range⟧，"
  "最窄 ⟦116.5@min_range⟧，共 ⟦252@count⟧ 个交易日。"),
A('q_range_stats_2024', 'faithful', 'pl-PL', 'goatcensus',
  "dzienny zakres NQ w 2024 r.: średnia ⟦274,4@mean_range⟧ pkt, mediana ⟦267,25@median_range⟧, "
  "najszerszy dzień ⟦585,5@max_range⟧, najwęższy ⟦116,5@min_range⟧; razem ⟦252@count⟧ sesje."),
A('q_range_stats_2024', 'faithful', 'en-US', 'tidemill',
  "2024 NQ daily range — mean ⟦274.4@mean_range⟧ pts, median ⟦267.25@median_range⟧, widest day ⟦585.5@max_range⟧, "
  "tightest ⟦116.5@min_range⟧."),
A('q_range_stats_2024', 'misrounded', 'es-ES', 'wrecktag',
  "rango diario del NQ en 2024: media ⟦274,43@mean_range!⟧ puntos, mediana ⟦267,25@median_range⟧, "
  "máximo ⟦585,5@max_range⟧ y mínimo ⟦116,5@min_range⟧."),
A('q_range_stats_2024', 'coincidental', 'en-GB', 'gripman',
  "2024's daily range: mean ⟦274.4@mean_range⟧ points, median ⟦276@median_range!⟧, widest day ⟦585.5@max_range⟧, "
  "quietest ⟦116.5@min_range⟧."),
A('q_range_stats_2024', 'wrong_column', 'nl-NL', 'canecrush',
  "dagrange NQ 2024: de mediaan ligt op ⟦274,4@median_range~mean_range!⟧ punten, de breedste dag ⟦585,5@max_range⟧, "
  "de smalste ⟦116,5@min_range⟧."),
# ---------------------------------------------------------------- q_dow_range_2024
A('q_dow_range_2024', 'faithful', 'pt-BR', 'goatcensus',
  "em 2024 a quarta-feira teve o maior range médio, ⟦278,7@" + WE + "⟧ pontos; sexta logo atrás com "
  "⟦278,3@" + FR + "⟧; segunda a mais calma, ⟦269,4@" + MO + "⟧."),
A('q_dow_range_2024', 'faithful', 'ja-JP', 'brine',
  "2024年で平均値幅が最も広い曜日は水曜日、⟦278.7@" + WE + "⟧ポイント。最も狭いのは月曜日の⟦269.4@" + MO + "⟧。"),
A('q_dow_range_2024', 'faithful', 'es-ES', 'loomtune',
  "el miércoles fue el día más amplio de 2024 con ⟦278,7@" + WE + "⟧ puntos de media; jueves ⟦273,5@" + TH + "⟧, "
  "martes ⟦272,2@" + TU + "⟧."),
A('q_dow_range_2024', 'wrong_row', 'it-IT', 'stilt',
  "il mercoledì è il giorno più largo del 2024: range medio ⟦273,53@" + WE + "~" + TH + "!⟧ punti, "
  "il lunedì il più calmo con ⟦269,41@" + MO + "⟧."),
A('q_dow_range_2024', 'derived', 'zh-CN', 'wrecktag',
  "2024 年周三平均波幅最大，为 ⟦278.7@" + WE + "⟧ 点；周一最小，为 ⟦269.4@" + MO + "⟧。我自己减了一下，"
  "两者相差 ⟦9.3@" + WE + "-" + MO + "!⟧ 点。"),
A('q_dow_range_2024', 'miscomputed', 'de-DE', 'goatdairy',
  "2024 war der Mittwoch mit ⟦278,7@" + WE + "⟧ Punkten im Schnitt der breiteste Wochentag, "
  "selbst nachgerechnet ⟦5,6@" + WE + "-" + TU + "!⟧ Punkte mehr als der Dienstag."),
# ---------------------------------------------------------------- q_month_up_2023
A('q_month_up_2023', 'faithful', 'pt-BR', 'goatdairy',
  "setembro foi o melhor mês de 2023, com ⟦70 %@" + pct('September') + "⟧ dos pregões fechando em alta; "
  "outubro, ⟦68,2 %@" + pct('October') + "⟧; novembro o pior, ⟦38,1 %@" + pct('November') + "⟧."),
A('q_month_up_2023', 'faithful', 'en-US', 'caskslip',
  "2023 up-day share by month — best: September, ⟦70%@" + pct('September') + "⟧, worst: November, "
  "⟦38.1%@" + pct('November') + "⟧; January: ⟦60%@" + pct('January') + "⟧, December: ⟦45%@" + pct('December') + "⟧."),
A('q_month_up_2023', 'faithful', 'pl-PL', 'tidemill',
  "2023: wrzesień — ⟦70 %@" + pct('September') + "⟧ sesji na plusie, październik — ⟦68,2 %@" + pct('October') + "⟧; "
  "na dnie sierpień ⟦39,1 %@" + pct('August') + "⟧ i listopad ⟦38,1 %@" + pct('November') + "⟧."),
A('q_month_up_2023', 'wrong_unit', 'fr-FR', 'canecrush',
  "meilleur mois de 2023 : septembre, avec ⟦70@" + pct('September') + "~" + pct('September') + "!⟧ séances haussières ; "
  "le pire, novembre, ⟦38,1 %@" + pct('November') + "⟧ seulement.",
  unit_note='a share of sessions in percent quoted as a number of sessions'),
A('q_month_up_2023', 'coincidental', 'it-IT', 'wrecktag',
  "2023, quota di sedute in rialzo: settembre: ⟦70%@" + pct('September') + "⟧, marzo: ⟦51%@" + pct('March') + "!⟧, "
  "novembre ultimo con ⟦38,1%@" + pct('November') + "⟧."),
A('q_month_up_2023', 'wrong_row', 'nl-NL', 'goatcensus',
  "beste maand van 2023 was september, ⟦68,2%@" + pct('September') + "~" + pct('October') + "!⟧ van de dagen hoger; "
  "november de slechtste met ⟦38,1%@" + pct('November') + "⟧."),
# ---------------------------------------------------------------- q_widest_2024
A('q_widest_2024', 'faithful', 'zh-CN', 'hatter',
  "2024 年最宽五天：⟦1月24日@D:2024-01-24⟧ ⟦585.5@" + d('2024-01-24', 'range') + "⟧ 点、"
  "⟦5月17日@D:2024-05-17⟧ ⟦555.25@" + d('2024-05-17', 'range') + "⟧、⟦5月31日@D:2024-05-31⟧ ⟦541.5@" + d('2024-05-31', 'range') + "⟧、"
  "⟦7月5日@D:2024-07-05⟧ ⟦507.5@" + d('2024-07-05', 'range') + "⟧、⟦5月1日@D:2024-05-01⟧ ⟦484.5@" + d('2024-05-01', 'range') + "⟧。"),
A('q_widest_2024', 'faithful', 'it-IT', 'gripman',
  "in testa il ⟦24 gennaio@D:2024-01-24⟧ con ⟦585,5@" + d('2024-01-24', 'range') + "⟧ punti, poi ⟦17 maggio@D:2024-05-17⟧ "
  "⟦555,25@" + d('2024-05-17', 'range') + "⟧ e ⟦31 maggio@D:2024-05-31⟧ ⟦541,5@" + d('2024-05-31', 'range') + "⟧; "
  "media dei cinque ⟦534,85@stats.range.mean⟧."),
A('q_widest_2024', 'faithful', 'nl-NL', 'canecrush',
  "breedste dag van 2024: ⟦24 januari@D:2024-01-24⟧, ⟦585,5@" + d('2024-01-24', 'range') + "⟧ punten "
  "(open ⟦17.188,75@" + d('2024-01-24', 'open') + "⟧, slot ⟦16.672,75@" + d('2024-01-24', 'close') + "⟧); "
  "nummer vijf, ⟦1 mei@D:2024-05-01⟧, nog ⟦484,5@" + d('2024-05-01', 'range') + "⟧."),
A('q_widest_2024', 'miscomputed', 'pl-PL', 'stilt',
  "najszerszy dzień 2024 r. to ⟦24 stycznia@D:2024-01-24⟧: ⟦585,5@" + d('2024-01-24', 'range') + "⟧ pkt; "
  "od otwarcia do zamknięcia spadek o ⟦561@" + d('2024-01-24', 'open') + "-" + d('2024-01-24', 'close') + "!⟧ pkt "
  "(moje liczenie)."),
A('q_widest_2024', 'misrounded', 'fr-FR', 'loomtune',
  "journées les plus larges de 2024 : ⟦24 janvier@D:2024-01-24⟧, ⟦585,5@" + d('2024-01-24', 'range') + "⟧ points ; "
  "⟦17 mai@D:2024-05-17⟧, ⟦556@" + d('2024-05-17', 'range') + "!⟧ ; ⟦31 mai@D:2024-05-31⟧, "
  "⟦541,5@" + d('2024-05-31', 'range') + "⟧."),
A('q_widest_2024', 'invented', 'en-GB', 'tidemill',
  "widest days of 2024: ⟦24 Jan@D:2024-01-24⟧ at ⟦585.5@" + d('2024-01-24', 'range') + "⟧ points, ⟦17 May@D:2024-05-17⟧ "
  "at ⟦555.25@" + d('2024-05-17', 'range') + "⟧, and ⟦5 Jul@D:2024-07-05⟧ at ⟦519.25@" + d('2024-07-05', 'range') + "!⟧."),
# ---------------------------------------------------------------- q_last10_change
A('q_last10_change', 'faithful', 'zh-CN', 'tidemill',
  "最近 10 个交易日四涨六跌，平均每日 ⟦−57.8@stats.change.mean⟧ 点；最差 ⟦12月20日@D:2024-12-20⟧ "
  "⟦−178.25@" + d('2024-12-20', 'change') + "⟧，最好 ⟦12月23日@D:2024-12-23⟧ ⟦+91@" + d('2024-12-23', 'change') + "⟧。"),
A('q_last10_change', 'faithful', 'nl-NL', 'loomtune',
  "laatste 10 sessies gemiddeld ⟦−57,8@stats.change.mean⟧ punten per dag; slechtste ⟦20 december@D:2024-12-20⟧ "
  "⟦−178,25@" + d('2024-12-20', 'change') + "⟧, beste ⟦23 december@D:2024-12-23⟧ ⟦+91@" + d('2024-12-23', 'change') + "⟧; "
  "⟦2 januari@D:2025-01-02⟧ slot op ⟦8.837,25@" + d('2025-01-02', 'close') + "⟧."),
A('q_last10_change', 'faithful', 'ja-JP', 'canecrush',
  "直近10営業日の平均変化は⟦−57.8@stats.change.mean⟧ポイント。⟦12月31日@D:2024-12-31⟧は"
  "⟦−175.5@" + d('2024-12-31', 'change') + "⟧、年明け⟦1月2日@D:2025-01-02⟧も⟦−96.25@" + d('2025-01-02', 'change') + "⟧で弱い。"),
A('q_last10_change', 'faithful', 'ru-RU', 'stilt',
  "последние 10 сессий: в среднем ⟦−57,8@stats.change.mean⟧ пункта за день; ⟦18 декабря@D:2024-12-18⟧ "
  "⟦−173@" + d('2024-12-18', 'change') + "⟧, ⟦20 декабря@D:2024-12-20⟧ ⟦−178,25@" + d('2024-12-20', 'change') + "⟧, "
  "зато ⟦24 декабря@D:2024-12-24⟧ ⟦+10,25@" + d('2024-12-24', 'change') + "⟧."),
A('q_last10_change', 'wrong_sign', 'en-GB', 'caskslip',
  "last 10 sessions: ⟦20 Dec@D:2024-12-20⟧ the worst at ⟦−178.25@" + d('2024-12-20', 'change') + "⟧, "
  "⟦23 Dec@D:2024-12-23⟧ the best at ⟦+91@" + d('2024-12-23', 'change') + "⟧, ⟦27 Dec@D:2024-12-27⟧ "
  "⟦−24.25@" + d('2024-12-27', 'change') + "!⟧."),
A('q_last10_change', 'wrong_row', 'en-US', 'wrecktag',
  "last 10 NQ sessions averaged ⟦−57.8@stats.change.mean⟧ a day; ⟦Dec 31@D:2024-12-31⟧ slid "
  "⟦−178.25@" + d('2024-12-31', 'change') + "~" + d('2024-12-20', 'change') + "!⟧, ⟦Dec 23@D:2024-12-23⟧ the best at "
  "⟦+91@" + d('2024-12-23', 'change') + "⟧."),
A('q_last10_change', 'derived', 'pl-PL', 'goatcensus',
  "od otwarcia ⟦18 grudnia@D:2024-12-18⟧ (⟦9376,75@" + d('2024-12-18', 'open') + "⟧) do zamknięcia ⟦2 stycznia@D:2025-01-02⟧ "
  "(⟦8837,25@" + d('2025-01-02', 'close') + "⟧) NQ stracił ⟦539,5@" + d('2024-12-18', 'open') + "-" + d('2025-01-02', 'close') + "!⟧ pkt "
  "— policzone samodzielnie."),
# ---------------------------------------------------------------- q_year_volume
A('q_year_volume', 'faithful', 'it-IT', 'gripman',
  "volume medio giornaliero: 2023 ⟦201.034@" + yv(2023) + "⟧ contratti, 2024 ⟦201.006@" + yv(2024) + "⟧, "
  "2025 ⟦201.902@" + yv(2025) + "⟧ ma su una sola seduta."),
A('q_year_volume', 'faithful', 'pt-BR', 'loomtune',
  "2023: ⟦201.034@" + yv(2023) + "⟧ contratos/dia em ⟦250@row(2023).count⟧ pregões; 2024: ⟦201.006@" + yv(2024) + "⟧ "
  "em ⟦252@row(2024).count⟧; 2025: ⟦201.902@" + yv(2025) + "⟧, um pregão só."),
A('q_year_volume', 'faithful', 'fr-FR', 'goatcensus',
  "volume quotidien moyen : ⟦201_034@" + yv(2023) + "⟧ en 2023, ⟦201_006@" + yv(2024) + "⟧ en 2024 — quasi identiques ; "
  "2025 : ⟦201_902@" + yv(2025) + "⟧ sur une seule séance."),
A('q_year_volume', 'wrong_year', 'pl-PL', 'hatter',
  "średni dzienny wolumen: 2024 r. ⟦201_006@" + yv(2024) + "⟧ kontraktów, 2025 r. ⟦201_034@" + yv(2025) + "~" + yv(2023) + "!⟧ "
  "(na razie jedna sesja)."),
A('q_year_volume', 'wrong_year', 'zh-CN', 'haybale',
  "日均成交量：2023 年 ⟦201,902@" + yv(2023) + "~" + yv(2025) + "!⟧ 手，2024 年 ⟦201,006@" + yv(2024) + "⟧ 手，"
  "两年几乎持平。"),
A('q_year_volume', 'wrong_unit', 'nl-NL', 'brine',
  "gemiddeld dagvolume: 2023 ⟦201.034@" + yv(2023) + "⟧ contracten, 2024 ⟦201.006@" + yv(2024) + "~" + yv(2024) + "!⟧ euro per dag, "
  "2025 ⟦201.902@" + yv(2025) + "⟧ over één sessie.",
  unit_note='a volume in contracts quoted as euros'),
# ---------------------------------------------------------------- q_rth_hour_volume
A('q_rth_hour_volume', 'faithful', 'de-DE', 'loomtune',
  "das 15:00-Uhr-Fenster handelt am meisten: ⟦19.373@" + hr('15') + "⟧ Kontrakte im Schnitt, dann 09:00 mit "
  "⟦17.542@" + hr('09') + "⟧; am ruhigsten 16:00 mit ⟦5.808@" + hr('16') + "⟧."),
A('q_rth_hour_volume', 'faithful', 'nl-NL', 'tidemill',
  "drukste RTH-uur de laatste 20 dagen: 15:00, gemiddeld ⟦19.373,2@" + hr('15') + "⟧ contracten; stilste 16:00 met "
  "⟦5.808,3@" + hr('16') + "⟧."),
A('q_rth_hour_volume', 'faithful', 'ru-RU', 'gripman',
  "самый объёмный час RTH — 15:00, в среднем ⟦19_373@" + hr('15') + "⟧ контракта; затем 09:00 — "
  "⟦17_542@" + hr('09') + "⟧; провал в 13:00 — ⟦12_327@" + hr('13') + "⟧."),
A('q_rth_hour_volume', 'wrong_row', 'it-IT', 'goatdairy',
  "l'ora più trafficata è quella delle 15:00 con ⟦17.542@" + hr('15') + "~" + hr('09') + "!⟧ contratti di media; "
  "la più fiacca le 16:00, ⟦5.808@" + hr('16') + "⟧."),
A('q_rth_hour_volume', 'miscomputed', 'pt-BR', 'brine',
  "a hora das 15:00 lidera com ⟦19.373@" + hr('15') + "⟧ contratos; pela minha conta é ⟦3,43@" + hr('15') + "/" + hr('16') + "!⟧ "
  "vezes a das 16:00 (⟦5.808@" + hr('16') + "⟧)."),
A('q_rth_hour_volume', 'coincidental', 'en-US', 'caskslip',
  "RTH volume by hour: 15:00 on top at ⟦19,373@" + hr('15') + "⟧, 09:00 next at ⟦17,542@" + hr('09') + "⟧, "
  "the 12:00 hour ⟦13,480@" + hr('12') + "!⟧."),
]
