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


def d(x, k):
    return f"row('{x}').{k}"


def yv(y):
    return f"row({y}).mean_volume"


def hv(h):
    return f"row('{h}').mean_volume"


ENTRIES = [
# ---------------------------------------------------------------- q_range_last20
A('q_range_last20', 'invented', 'fr-FR', 'lavender',
  "sur les ⟦20@" + N + "⟧ dernières séances, le NQ a oscillé en moyenne de ⟦176,4@value!⟧ points entre plus "
  "haut et plus bas. Cuite tranquille.", c='A3', t='18:40'),
A('q_range_last20', 'derived', 'ru-RU', 'ferrybell',
  "за последние ⟦20@" + N + "⟧ сессий средний дневной размах NQ — ⟦187,6@value⟧ пункта; от середины до края, "
  "значит, ⟦93,8@value/2!⟧ п. (поделил пополам сам).", c='X4', t='17:30'),
A('q_range_last20', 'faithful', 'de-DE', 'splitter',
  "NQ, letzte ⟦20@" + N + "⟧ Sitzungen: mittlere Tagesspanne ⟦187,6@value⟧ Punkte (Hoch minus Tief). "
  "Sauber gespalten, kein Ausschuss.", c='G3', t='16:45'),
A('q_range_last20', 'faithful', 'en-GB', 'pickle',
  "average daily range over the last twenty sessions: ⟦187.6@value⟧ points, high to low. Steady as the brine.",
  c='J2', t='14:45'),
A('q_range_last20', 'faithful', 'pl-PL', 'leadroof',
  "średni dzienny zakres NQ z ostatnich ⟦20@" + N + "⟧ sesji: ⟦187,6@value⟧ pkt (szczyt minus dołek). "
  "Ołów leży równo.", c='N2', t='15:20'),
A('q_range_last20', 'faithful', 'es-ES', 'rackrail',
  "rango diario medio del NQ en las últimas ⟦20@" + N + "⟧ sesiones: unos ⟦188@value⟧ puntos "
  "(⟦187,6@value⟧ exactos). Ni un diente roto.", c='R3', t='08:45'),
# ---------------------------------------------------------------- q_range_stats_2024
A('q_range_stats_2024', 'invented', 'de-DE', 'lavender',
  "Tagesspanne NQ 2024: Mittel ⟦281,9@mean_range!⟧ Punkte, Median ⟦267,25@median_range⟧, breitester Tag "
  "⟦585,5@max_range⟧, engster ⟦116,5@min_range⟧ — über ⟦252@count⟧ Sitzungen.", c='A4', t='19:10'),
A('q_range_stats_2024', 'miscomputed', 'nl-NL', 'icevan',
  "2024: breedste dag ⟦585,5@max_range⟧ punten, smalste ⟦116,5@min_range⟧ — zelf afgetrokken een verschil "
  "van ⟦496@max_range-min_range!⟧ punten. Gemiddeld ⟦274,4@mean_range⟧.", c='V2', t='20:30'),
A('q_range_stats_2024', 'misrounded', 'en-US', 'snowchain',
  "2024 daily range — mean ⟦274.5@mean_range!⟧ pts, median ⟦267.25@median_range⟧, max ⟦585.5@max_range⟧, "
  "min ⟦116.5@min_range⟧.", c='B3', t='06:15', p='Donner Pass'),
A('q_range_stats_2024', 'faithful', 'en-GB', 'ferrybell',
  "2024 in ⟦252@count⟧ sessions: average daily range ⟦274.4@mean_range⟧ points, median ⟦267.25@median_range⟧; "
  "widest ⟦585.5@max_range⟧, narrowest ⟦116.5@min_range⟧.", c='X2', t='16:10'),
A('q_range_stats_2024', 'faithful', 'pl-PL', 'towpath',
  "NQ w 2024 r.: średni dzienny zakres ⟦274,44@mean_range⟧ pkt, mediana ⟦267,25@median_range⟧, maksimum "
  "⟦585,5@max_range⟧, minimum ⟦116,5@min_range⟧ (⟦252@count⟧ sesje).", c='L3', t='18:10'),
A('q_range_stats_2024', 'faithful', 'it-IT', 'splitter',
  "range giornaliero 2024: media ⟦274,4@mean_range⟧ punti, mediana ⟦267,25@median_range⟧; il giorno più "
  "largo ⟦585,5@max_range⟧, il più stretto ⟦116,5@min_range⟧.", c='G2', t='17:00'),
# ---------------------------------------------------------------- q_dow_range_2024
A('q_dow_range_2024', 'wrong_row', 'fr-FR', 'towpath',
  "mercredi en tête avec ⟦278,7@" + WE + "⟧ points de range moyen, vendredi juste derrière (⟦278,3@" + FR + "⟧) ; "
  "lundi, le plus calme, à ⟦272,2@" + MO + "~" + TU + "!⟧.", c='L5', t='18:30'),
A('q_dow_range_2024', 'coincidental', 'ja-JP', 'icevan',
  "2024年の曜日別平均レンジ: 水曜が最大で⟦278.7@" + WE + "⟧ポイント、木曜は⟦271.9@" + TH + "!⟧、"
  "月曜が最小の⟦269.4@" + MO + "⟧。", c='V3', t='19:45'),
A('q_dow_range_2024', 'wrong_unit', 'en-US', 'waxseal',
  "widest weekday of 2024: Wednesday, averaging ⟦278.7@" + WE + "~" + WE + "!⟧ ticks from high to low, just "
  "ahead of Friday; Monday the calmest at ⟦269.4@" + MO + "⟧ points.", c='WS0312', t='16:30',
  unit_note='index points written as ticks (a tick is a quarter point)'),
A('q_dow_range_2024', 'faithful', 'zh-CN', 'ferrybell',
  "2024年按星期看，周三平均振幅最大，⟦278.7@" + WE + "⟧点；周五⟦278.3@" + FR + "⟧点紧随其后；"
  "周一最小，⟦269.4@" + MO + "⟧点。", c='X5', t='17:05'),
A('q_dow_range_2024', 'faithful', 'ru-RU', 'pickle',
  "в 2024 г. шире всех — среда: ⟦278,7@" + WE + "⟧ п. в среднем; пятница ⟦278,3@" + FR + "⟧, четверг "
  "⟦273,5@" + TH + "⟧, вторник ⟦272,2@" + TU + "⟧, понедельник ⟦269,4@" + MO + "⟧.", c='J4', t='15:10'),
A('q_dow_range_2024', 'faithful', 'de-DE', 'leadroof',
  "Mittwoch hatte 2024 die größte mittlere Spanne (⟦278,7@" + WE + "⟧ Punkte), knapp vor Freitag "
  "(⟦278,3@" + FR + "⟧); Montag am ruhigsten (⟦269,4@" + MO + "⟧).", c='N4', t='15:40'),
# ---------------------------------------------------------------- q_month_up_2023
A('q_month_up_2023', 'wrong_row', 'ja-JP', 'towpath',
  "2023年、陽線で引けた日の割合が最も高い月は9月で⟦68%@" + pct('September') + "~" + pct('October') + "!⟧、"
  "最も低いのは11月の⟦38%@" + pct('November') + "⟧。", c='L2', t='18:20'),
A('q_month_up_2023', 'coincidental', 'es-ES', 'ferrybell',
  "en 2023 septiembre fue el mes más alcista (⟦70 %@" + pct('September') + "⟧ de sesiones al alza) y "
  "noviembre el más flojo (⟦38,1 %@" + pct('November') + "⟧); enero, ⟦66 %@" + pct('January') + "!⟧.",
  c='X3', t='19:00'),
A('q_month_up_2023', 'misrounded', 'pl-PL', 'lavender',
  "w 2023 r. najczęściej na plusie kończył się wrzesień (⟦70 %@" + pct('September') + "⟧ sesji), potem "
  "październik (⟦68,2 %@" + pct('October') + "⟧); marzec ⟦56,6 %@" + pct('March') + "!⟧, najsłabszy listopad — "
  "⟦38,1 %@" + pct('November') + "⟧.", c='A2', t='18:00'),
A('q_month_up_2023', 'faithful', 'nl-NL', 'waxseal',
  "2023: september sloot het vaakst hoger (⟦70 %@" + pct('September') + "⟧ van de dagen), oktober: "
  "⟦68,2 %@" + pct('October') + "⟧, mei precies ⟦50 %@" + pct('May') + "⟧; november het minst vaak "
  "(⟦38,1 %@" + pct('November') + "⟧).", c='WS0905', t='16:00'),
A('q_month_up_2023', 'faithful', 'pt-BR', 'skeet',
  "em 2023, setembro fechou em alta em ⟦70%@" + pct('September') + "⟧ dos pregões; novembro foi o pior, com "
  "⟦38,1%@" + pct('November') + "⟧; maio ficou em ⟦50%@" + pct('May') + "⟧.", c='SQ2', t='11:40'),
A('q_month_up_2023', 'faithful', 'fr-FR', 'pickle',
  "2023 : septembre en tête, ⟦70 %@" + pct('September') + "⟧ de séances haussières ; octobre à "
  "⟦68,2 %@" + pct('October') + "⟧ ; novembre ferme la marche avec ⟦38,1 %@" + pct('November') + "⟧.",
  c='J5', t='14:30'),
# ---------------------------------------------------------------- q_widest_2024
A('q_widest_2024', 'wrong_column', 'pt-BR', 'ferrybell',
  "o dia mais largo de 2024 foi ⟦24 de janeiro@D:2024-01-24⟧ (⟦585,5@" + d('2024-01-24', 'range') + "⟧ pontos); "
  "o ⟦5 de julho@D:2024-07-05⟧ teve ⟦507,5@" + d('2024-07-05', 'range') + "⟧ de amplitude e fechou em "
  "⟦13.548,75@" + d('2024-07-05', 'close') + "~" + d('2024-07-05', 'open') + "!⟧.", c='X6', t='18:50'),
A('q_widest_2024', 'wrong_row', 'es-ES', 'rackrail',
  "el día más amplio de 2024 fue el ⟦24 de enero@D:2024-01-24⟧, con ⟦585,5@" + d('2024-01-24', 'range') + "⟧ "
  "puntos de rango; le siguió el ⟦17 de mayo@D:2024-05-17⟧ con ⟦541,5@" + d('2024-05-17', 'range') + "~"
  + d('2024-05-31', 'range') + "!⟧.", c='R5', t='08:30'),
A('q_widest_2024', 'invented', 'pl-PL', 'pickle',
  "najszerszy dzień 2024 r. to ⟦24 stycznia@D:2024-01-24⟧ — ⟦585,5@" + d('2024-01-24', 'range') + "⟧ pkt; "
  "⟦5 lipca@D:2024-07-05⟧ zakres ⟦507,5@" + d('2024-07-05', 'range') + "⟧ pkt, zamknięcie "
  "⟦13_402,25@" + d('2024-07-05', 'close') + "!⟧.", c='J6', t='14:15'),
A('q_widest_2024', 'faithful', 'it-IT', 'snowchain',
  "i giorni più ampi del 2024: ⟦24 gennaio@D:2024-01-24⟧ (⟦585,5@" + d('2024-01-24', 'range') + "⟧), "
  "⟦17 maggio@D:2024-05-17⟧ (⟦555,25@" + d('2024-05-17', 'range') + "⟧), ⟦31 maggio@D:2024-05-31⟧ "
  "(⟦541,5@" + d('2024-05-31', 'range') + "⟧), ⟦5 luglio@D:2024-07-05⟧ (⟦507,5@" + d('2024-07-05', 'range') + "⟧), "
  "⟦1º maggio@D:2024-05-01⟧ (⟦484,5@" + d('2024-05-01', 'range') + "⟧).", c='B5', t='07:10', f='auto'),
A('q_widest_2024', 'faithful', 'en-GB', 'waxseal',
  "widest five days of 2024: ⟦24 Jan@D:2024-01-24⟧ (⟦585.5@" + d('2024-01-24', 'range') + "⟧ pts), "
  "⟦17 May@D:2024-05-17⟧ (⟦555.25@" + d('2024-05-17', 'range') + "⟧), ⟦31 May@D:2024-05-31⟧ "
  "(⟦541.5@" + d('2024-05-31', 'range') + "⟧), ⟦5 Jul@D:2024-07-05⟧ (⟦507.5@" + d('2024-07-05', 'range') + "⟧), "
  "⟦1 May@D:2024-05-01⟧ (⟦484.5@" + d('2024-05-01', 'range') + "⟧).", c='WS0124', t='15:30', f='auto'),
A('q_widest_2024', 'faithful', 'ja-JP', 'pitpony',
  "2024年で値幅が最も大きかったのは⟦1月24日@D:2024-01-24⟧の⟦585.5@" + d('2024-01-24', 'range') + "⟧ポイント"
  "（始値⟦17,188.75@" + d('2024-01-24', 'open') + "⟧→終値⟦16,672.75@" + d('2024-01-24', 'close') + "⟧）。"
  "5番目は⟦5月1日@D:2024-05-01⟧の⟦484.5@" + d('2024-05-01', 'range') + "⟧。", c='P2', t='16:00'),
# ---------------------------------------------------------------- q_last10_change
A('q_last10_change', 'wrong_sign', 'zh-CN', 'rackrail',
  "最近10个交易日：⟦12月20日@D:2024-12-20⟧跌得最多，⟦−178.25@" + d('2024-12-20', 'change') + "⟧点；"
  "⟦12月23日@D:2024-12-23⟧涨得最多，⟦+91@" + d('2024-12-23', 'change') + "⟧点；⟦12月26日@D:2024-12-26⟧"
  "⟦+85@" + d('2024-12-26', 'change') + "!⟧点。", c='R2', t='08:40'),
A('q_last10_change', 'wrong_column', 'it-IT', 'snowchain',
  "ultime 10 sedute: il ⟦23 dicembre@D:2024-12-23⟧ ⟦+91@" + d('2024-12-23', 'change') + "⟧ punti con "
  "chiusura a ⟦9.116,5@" + d('2024-12-23', 'close') + "~" + d('2024-12-23', 'high') + "!⟧; peggiore il "
  "⟦20 dicembre@D:2024-12-20⟧ (⟦−178,25@" + d('2024-12-20', 'change') + "⟧); media ⟦−57,8@stats.change.mean⟧.",
  c='B2', t='06:30', f='auto'),
A('q_last10_change', 'derived', 'es-ES', 'towpath',
  "últimas 10 sesiones: media de ⟦−57,8@stats.change.mean⟧ por día; sumadas a mano dan "
  "⟦−578@stats.change.mean*10!⟧ puntos netos. Peor día, el ⟦20 de diciembre@D:2024-12-20⟧ "
  "(⟦−178,25@" + d('2024-12-20', 'change') + "⟧).", c='L4', t='18:10'),
A('q_last10_change', 'faithful', 'en-US', 'waxseal',
  "last ten sessions: best ⟦Dec 23@D:2024-12-23⟧ (⟦+91.00@" + d('2024-12-23', 'change') + "⟧), worst "
  "⟦Dec 20@D:2024-12-20⟧ (⟦−178.25@" + d('2024-12-20', 'change') + "⟧); last print ⟦Jan 2@D:2025-01-02⟧ "
  "⟦−96.25@" + d('2025-01-02', 'change') + "⟧; average ⟦−57.8@stats.change.mean⟧ a day.",
  c='WS1223', t='16:45'),
A('q_last10_change', 'faithful', 'pl-PL', 'pickle',
  "ostatnie ⟦10@R.summary.rows⟧ sesji: najgorsza ⟦20 grudnia@D:2024-12-20⟧ (⟦−178,25@" + d('2024-12-20', 'change')
  + "⟧ pkt), najlepsza ⟦23 grudnia@D:2024-12-23⟧ (⟦+91@" + d('2024-12-23', 'change') + "⟧); "
  "⟦2 stycznia@D:2025-01-02⟧ ⟦−96,25@" + d('2025-01-02', 'change') + "⟧; średnio ⟦−57,8@stats.change.mean⟧.",
  c='J1', t='14:50'),
A('q_last10_change', 'faithful', 'pt-BR', 'pitpony',
  "nos últimos ⟦10@R.summary.rows⟧ pregões o NQ caiu em média ⟦57,8@stats.change.mean|neg⟧ pontos por dia; "
  "o pior foi ⟦20/12@D:2024-12-20⟧ (⟦−178,25@" + d('2024-12-20', 'change') + "⟧) e o melhor "
  "⟦23/12@D:2024-12-23⟧ (⟦+91@" + d('2024-12-23', 'change') + "⟧).", c='P6', t='16:20'),
# ---------------------------------------------------------------- q_year_volume
A('q_year_volume', 'wrong_year', 'en-GB', 'icevan',
  "average daily volume — 2023: ⟦201,902@" + yv(2023) + "~" + yv(2025) + "!⟧ contracts; 2024: "
  "⟦201,006@" + yv(2024) + "⟧ over ⟦252@row(2024).count⟧ sessions; 2025 so far a single session.",
  c='V4', t='20:10'),
A('q_year_volume', 'misrounded', 'en-US', 'towpath',
  "daily volume by year: 2023 about ⟦201,034@" + yv(2023) + "⟧, 2024 ⟦201,007@" + yv(2024) + "!⟧, and 2025 "
  "— one session so far — ⟦201,902@" + yv(2025) + "⟧. Flat as the canal.", c='L6', t='18:00'),
A('q_year_volume', 'wrong_unit', 'de-DE', 'pitpony',
  "Tagesvolumen NQ: 2023 im Schnitt ⟦201,0 Mio.@" + yv(2023) + "~" + yv(2023) + "*1000!⟧ Kontrakte, 2024 "
  "⟦201.006@" + yv(2024) + "⟧, 2025 bisher ein einziger Tag mit ⟦201.902@" + yv(2025) + "⟧.",
  c='P3', t='15:50', unit_note='thousands of contracts written as millions (Mio.)'),
A('q_year_volume', 'faithful', 'zh-CN', 'waxseal',
  "日均成交量：2023年⟦201,034@" + yv(2023) + "⟧手，2024年⟦201,006@" + yv(2024) + "⟧手，2025年目前只有一个"
  "交易日，⟦201,902@" + yv(2025) + "⟧手。", c='WS0211', t='15:00'),
A('q_year_volume', 'faithful', 'ja-JP', 'ferrybell',
  "年別の平均出来高: 2023年 約⟦20.1万@" + yv(2023) + "⟧枚、2024年 約⟦20.1万@" + yv(2024) + "⟧枚、"
  "2025年は一日だけで⟦201,902@" + yv(2025) + "⟧枚。", c='X7', t='17:40'),
A('q_year_volume', 'faithful', 'fr-FR', 'snowchain',
  "volume quotidien moyen : 2023 → ⟦201_034@" + yv(2023) + "⟧ contrats, 2024 → ⟦201_006@" + yv(2024) + "⟧ "
  "(⟦252@row(2024).count⟧ séances), 2025 → ⟦201_902@" + yv(2025) + "⟧ sur une seule séance.",
  c='C3', t='07:00'),
# ---------------------------------------------------------------- q_rth_hour_volume
A('q_rth_hour_volume', 'wrong_row', 'ru-RU', 'rackrail',
  "за последние 20 дней больше всего торгуется час 15:00 — в среднем ⟦19_373@" + hv('15')
  + "⟧ контракта; 09:00 — ⟦17_542@" + hv('09') + "⟧; 10:00 — ⟦13_479@" + hv('10') + "~" + hv('11') + "!⟧; "
  "тише всего 16:00 — ⟦5808@" + hv('16') + "⟧.", c='R6', t='08:15', f='auto'),
A('q_rth_hour_volume', 'miscomputed', 'pl-PL', 'skeet',
  "najwięcej obrotu w godzinie 15:00 (średnio ⟦19_373@" + hv('15') + "⟧ kontrakty), najmniej o 16:00 "
  "(⟦5808@" + hv('16') + "⟧) — z mojego rachunku ⟦3,43@" + hv('15') + "/" + hv('16') + "!⟧ raza mniej.",
  c='Z2', t='12:10'),
A('q_rth_hour_volume', 'coincidental', 'zh-CN', 'waxseal',
  "最近20天常规时段：15点档成交最活跃，平均⟦19,373@" + hv('15') + "⟧手；13点档⟦13,302@" + hv('13') + "!⟧手；"
  "16点档最清淡，⟦5,808@" + hv('16') + "⟧手。", c='WS0131', t='14:20'),
A('q_rth_hour_volume', 'faithful', 'it-IT', 'ferrybell',
  "nelle ultime 20 sedute l'ora più trattata è quella delle 15:00, con ⟦19.373@" + hv('15') + "⟧ contratti medi; "
  "seguono le 09:00 con ⟦17.542@" + hv('09') + "⟧; la più fiacca, le 16:00, con ⟦5.808@" + hv('16') + "⟧.",
  c='X8', t='18:40', f='auto'),
A('q_rth_hour_volume', 'faithful', 'es-ES', 'icevan',
  "volumen medio por hora (RTH, últimas 20 sesiones): 15:00 → ⟦19.373@" + hv('15') + "⟧; 09:00 → "
  "⟦17.542@" + hv('09') + "⟧; 16:00 → ⟦5808@" + hv('16') + "⟧, la más floja.", c='V5', t='21:00'),
A('q_rth_hour_volume', 'faithful', 'en-US', 'pitpony',
  "RTH volume, last 20 days: the 15:00 hour leads with ⟦19,373@" + hv('15') + "⟧ contracts on average, 09:00 "
  "next at ⟦17,542@" + hv('09') + "⟧, 16:00 the thinnest at ⟦5,808@" + hv('16') + "⟧ — from ⟦154@" + N
  + "⟧ hourly bars.", c='P1', t='16:00', f='auto'),
]
