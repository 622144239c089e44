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


def rg(d):
    return f"row('{d}').range"


def ch(d):
    return f"row('{d}').change"


def hr(h):
    return f"row('{h}').mean_volume"


def yv(y):
    return f"row({y}).mean_volume"


ENTRIES = [
# ---------------------------------------------------------------- q_range_last20
A('q_range_last20', 'faithful', 'en-US', 'shucking',
  "over the last 20 sessions the NQ averaged a daily high-to-low range of ⟦187.6@value⟧ points. "
  "Steady hands, steady tape.", c='H2', p='Hog Island', t='14:20'),
A('q_range_last20', 'faithful', 'de-DE', 'quaytally',
  "NQ, letzte ⟦20@" + N + "⟧ Handelstage: mittlere Tagesspanne (Hoch minus Tief) ⟦187,6@value⟧ Punkte.",
  c='K3', t='21:00'),
A('q_range_last20', 'faithful', 'en-GB', 'fairorgan',
  "the last twenty sessions averaged roughly ⟦188@value⟧ points from high to low — a steady waltz, "
  "nothing wild.", c='G2', t='13:00'),
A('q_range_last20', 'faithful', 'pl-PL', 'turfrota',
  "przez ostatnie ⟦20@" + N + "⟧ sesji średni dzienny zakres NQ (szczyt minus dołek) wyniósł ⟦187,6@value⟧ pkt.",
  c='D4', t='07:30'),
A('q_range_last20', 'invented', 'zh-CN', 'terrace',
  "最近 20 个交易日，NQ 平均日波幅 ⟦192.4@value!⟧ 点（最高减最低），水位平稳。", c='T7', t='18:15'),
A('q_range_last20', 'derived', 'ru-RU', 'lampoil',
  "средний дневной размах NQ за последние ⟦20@" + N + "⟧ сессий — ⟦187,6@value⟧ пункта; "
  "за пятидневную неделю это ⟦938@value*5!⟧ пунктов хода (умножил на пять сам).", c='D3', t='19:00'),
# ---------------------------------------------------------------- q_range_stats_2024
A('q_range_stats_2024', 'faithful', 'ru-RU', 'tinmine',
  "NQ за 2024 г.: средний дневной диапазон ⟦274,4@mean_range⟧ п., медиана ⟦267,25@median_range⟧, "
  "самый широкий день ⟦585,5@max_range⟧, самый узкий ⟦116,5@min_range⟧; всего ⟦252@count⟧ сессии.",
  c='L4', t='14:00'),
A('q_range_stats_2024', 'faithful', 'fr-FR', 'handbell',
  "amplitude quotidienne du NQ en 2024 : moyenne ⟦274,44@mean_range⟧ points, médiane ⟦267,25@median_range⟧ ; "
  "la plus large ⟦585,5@max_range⟧, la plus étroite ⟦116,5@min_range⟧.", c='HB2', t='19:30'),
A('q_range_stats_2024', 'faithful', 'en-GB', 'fairorgan',
  "2024's daily range — mean ⟦274.4@mean_range⟧, median ⟦267.25@median_range⟧, widest day "
  "⟦585.5@max_range⟧, narrowest ⟦116.5@min_range⟧ points.", c='G4', t='12:30', f="1. Over the Waves"),
A('q_range_stats_2024', 'wrong_unit', 'en-US', 'terrace',
  "in 2024 the average NQ day swung $⟦274.44@mean_range~mean_range!⟧ from high to low, over "
  "⟦252@count⟧ sessions.", c='T2', t='17:45', unit_note='index points quoted as US dollars'),
A('q_range_stats_2024', 'wrong_column', 'pl-PL', 'lampoil',
  "średni dzienny zakres NQ w 2024 r. to ⟦267,25@mean_range~median_range!⟧ pkt, "
  "najszerszy dzień ⟦585,5@max_range⟧.", c='S2', t='18:00'),
A('q_range_stats_2024', 'miscomputed', 'it-IT', 'vane',
  "nel 2024 il giorno più largo (⟦585,5@max_range⟧ punti) è stato ⟦5,3@max_range/min_range!⟧ volte "
  "il più stretto (⟦116,5@min_range⟧), calcolo mio.", c='WV0612', t='16:00'),
# ---------------------------------------------------------------- q_dow_range_2024
A('q_dow_range_2024', 'faithful', 'ru-RU', 'quaytally',
  "в 2024 г. самый широкий день недели — среда, в среднем ⟦278,7@" + WE + "⟧ п.; "
  "самый спокойный — понедельник, ⟦269,4@" + MO + "⟧ п.", c='QC2', t='21:00'),
A('q_dow_range_2024', 'faithful', 'fr-FR', 'turfrota',
  "en 2024 le mercredi a la plus grande amplitude moyenne (⟦278,7@" + WE + "⟧ points), le vendredi suit "
  "de près (⟦278,3@" + FR + "⟧), le lundi ferme la marche avec ⟦269,4@" + MO + "⟧.", c='P5', t='07:00'),
A('q_dow_range_2024', 'faithful', 'en-GB', 'vane',
  "Wednesday was 2024's widest weekday at ⟦278.7@" + WE + "⟧ points on average; Tuesday sat mid-table "
  "at ⟦272.2@" + TU + "⟧ and Monday was calmest at ⟦269.4@" + MO + "⟧.", c='WV0219', t='15:00'),
A('q_dow_range_2024', 'wrong_row', 'pl-PL', 'handbell',
  "najszerszym dniem tygodnia w 2024 r. była środa: średnio ⟦278,3@" + WE + "~" + FR + "!⟧ pkt; "
  "najspokojniejszy poniedziałek (⟦269,4@" + MO + "⟧).", c='HB1', t='18:30'),
A('q_dow_range_2024', 'misrounded', 'ja-JP', 'kennel',
  "2024年の曜日別平均値幅：水曜が最大、火曜は⟦272.3@" + TU + "!⟧ポイント、"
  "月曜が最小の⟦269.41@" + MO + "⟧ポイント。", c='K3', t='17:30'),
A('q_dow_range_2024', 'derived', 'zh-CN', 'cobbler',
  "2024 年周三平均波幅 ⟦278.7@" + WE + "⟧ 点最宽，周一 ⟦269.4@" + MO + "⟧ 点最窄；"
  "我自己算了一下，周三比周一宽 ⟦3.4@" + WE + "/" + MO + "*100-100!⟧%。", c='X12', t='10:30'),
# ---------------------------------------------------------------- q_month_up_2023
A('q_month_up_2023', 'faithful', 'pl-PL', 'kennel',
  "w 2023 r. najczęściej na plusie zamykały się dni września (⟦70@" + pct('September') + "⟧ %), potem "
  "października (⟦68,2@" + pct('October') + "⟧ %); najsłabszy był listopad — ⟦38,1@" + pct('November') + "⟧ %.",
  c='W2', t='17:00'),
A('q_month_up_2023', 'faithful', 'ja-JP', 'vane',
  "2023年、陽線引けの割合は9月が⟦70@" + pct('September') + "⟧%で最高、11月が⟦38.1@" + pct('November') +
  "⟧%で最低、5月はちょうど⟦50@" + pct('May') + "⟧%。", c='WV0903', t='11:00'),
A('q_month_up_2023', 'faithful', 'pt-BR', 'shucking',
  "em 2023, setembro fechou em alta em ⟦70@" + pct('September') + "⟧% dos pregões, janeiro em ⟦60@" +
  pct('January') + "⟧% e agosto só em ⟦39,1@" + pct('August') + "⟧%.", c='B3', t='15:40'),
A('q_month_up_2023', 'wrong_unit', 'en-US', 'handbell',
  "in 2023 September was the NQ's best month — it closed up on "
  "⟦0.7%@row('September').pct_up~row('September').pct_up!⟧ of its sessions. Lovely ring to it.",
  c='HB3', t='19:00', unit_note='a fraction (0.7) quoted as a percent'),
A('q_month_up_2023', 'invented', 'de-DE', 'turfrota',
  "2023 lag der September vorn (⟦70@" + pct('September') + "⟧ % Plustage); im Februar schlossen "
  "⟦64@" + pct('February') + "!⟧ % der Tage im Plus.", c='P2', t='06:30'),
A('q_month_up_2023', 'coincidental', 'nl-NL', 'skep',
  "in 2023 sloot de NQ in september op ⟦70@" + pct('September') + "⟧ % van de dagen hoger, "
  "in augustus op ⟦46@" + pct('August') + "!⟧ %.", c='K5', t='15:30'),
# ---------------------------------------------------------------- q_widest_2024
A('q_widest_2024', 'faithful', 'de-DE', 'kennel',
  "breiteste Tage 2024: ⟦24.01.@D:2024-01-24⟧ mit ⟦585,5@" + rg('2024-01-24') + "⟧, ⟦17.05.@D:2024-05-17⟧ mit "
  "⟦555,25@" + rg('2024-05-17') + "⟧, ⟦31.05.@D:2024-05-31⟧ mit ⟦541,5@" + rg('2024-05-31') + "⟧ Punkten.",
  c='Z2', t='17:00'),
A('q_widest_2024', 'faithful', 'es-ES', 'lampoil',
  "el día más ancho de 2024 fue el ⟦24 de enero@D:2024-01-24⟧: ⟦585,5@" + rg('2024-01-24') + "⟧ puntos; "
  "abrió en ⟦17.188,75@row('2024-01-24').open⟧ y cerró en ⟦16.672,75@row('2024-01-24').close⟧.",
  c='A1', t='20:00'),
A('q_widest_2024', 'faithful', 'zh-CN', 'tinmine',
  "2024 年波幅最大的五天：⟦1月24日@D:2024-01-24⟧ ⟦585.5@" + rg('2024-01-24') + "⟧、⟦5月17日@D:2024-05-17⟧ ⟦555.25@" +
  rg('2024-05-17') + "⟧、⟦5月31日@D:2024-05-31⟧ ⟦541.5@" + rg('2024-05-31') + "⟧、⟦7月5日@D:2024-07-05⟧ ⟦507.5@" +
  rg('2024-07-05') + "⟧、⟦5月1日@D:2024-05-01⟧ ⟦484.5@" + rg('2024-05-01') + "⟧ 点。", c='L2', t='14:00'),
A('q_widest_2024', 'wrong_column', 'fr-FR', 'turfrota',
  "le ⟦31 mai@D:2024-05-31⟧, ⟦541,5@" + rg('2024-05-31') + "⟧ points d'amplitude et une clôture à "
  "⟦14_933@row('2024-05-31').close~row('2024-05-31').open!⟧.", c='P3', t='07:15'),
A('q_widest_2024', 'coincidental', 'it-IT', 'terrace',
  "il ⟦17 maggio@D:2024-05-17⟧ il NQ ha oscillato di ⟦555,25@" + rg('2024-05-17') + "⟧ punti e ha chiuso a "
  "⟦15.651@row('2024-05-17').close!⟧.", c='T4', t='18:30'),
A('q_widest_2024', 'misrounded', 'en-US', 'shucking',
  "widest day of 2024 was ⟦Jan 24@D:2024-01-24⟧: a ⟦585.5@" + rg('2024-01-24') + "⟧-point range, opening at "
  "⟦17,188.75@row('2024-01-24').open⟧ and closing at ⟦16,672@row('2024-01-24').close!⟧.", c='H4', t='14:50'),
# ---------------------------------------------------------------- q_last10_change
A('q_last10_change', 'faithful', 'es-ES', 'turfrota',
  "últimas 10 sesiones: cuatro al alza y seis a la baja; la peor el ⟦20/12@D:2024-12-20⟧ (⟦−178,25@" +
  ch('2024-12-20') + "⟧), la mejor el ⟦23/12@D:2024-12-23⟧ (⟦+91@" + ch('2024-12-23') + "⟧); media "
  "⟦−57,8@stats.change.mean⟧.", c='P6', t='07:45'),
A('q_last10_change', 'faithful', 'de-DE', 'lampoil',
  "letzte 10 Sitzungen: Eröffnung am ⟦18.12.@D:2024-12-18⟧ bei ⟦9.376,75@row('2024-12-18').open⟧, Schluss am "
  "⟦02.01.2025@D:2025-01-02⟧ bei ⟦8.837,25@row('2025-01-02').close⟧; im Mittel ⟦−57,8@stats.change.mean⟧ Punkte je Tag.",
  c='D1', t='19:15'),
A('q_last10_change', 'faithful', 'nl-NL', 'cobbler',
  "de laatste tien sessies eindigden met ⟦30 december@D:2024-12-30⟧ ⟦+69,25@" + ch('2024-12-30') + "⟧, "
  "⟦31 december@D:2024-12-31⟧ ⟦−175,5@" + ch('2024-12-31') + "⟧ en ⟦2 januari@D:2025-01-02⟧ ⟦−96,25@" +
  ch('2025-01-02') + "⟧.", c='L0912', t='11:30'),
A('q_last10_change', 'wrong_sign', 'ja-JP', 'shucking',
  "直近10営業日：⟦12月30日@D:2024-12-30⟧は⟦−69.25@" + ch('2024-12-30') + "!⟧、⟦12月31日@D:2024-12-31⟧は⟦−175.5@" +
  ch('2024-12-31') + "⟧、⟦1月2日@D:2025-01-02⟧は⟦−96.25@" + ch('2025-01-02') + "⟧。", c='H1', t='13:10'),
A('q_last10_change', 'wrong_column', 'en-GB', 'quaytally',
  "New Year's Eve (⟦31 Dec@D:2024-12-31⟧) fell ⟦175.5@" + ch('2024-12-31') + "|neg⟧ on the day and closed at "
  "⟦8,929.5@row('2024-12-31').close~row('2024-12-31').low!⟧; ⟦2 Jan@D:2025-01-02⟧ lost another "
  "⟦96.25@" + ch('2025-01-02') + "|neg⟧.", c='QC1', t='22:00'),
A('q_last10_change', 'invented', 'pt-BR', 'skep',
  "nos últimos 10 pregões: ⟦23/12@D:2024-12-23⟧ ⟦+91@" + ch('2024-12-23') + "⟧, ⟦26/12@D:2024-12-26⟧ "
  "⟦−112,5@" + ch('2024-12-26') + "!⟧, ⟦31/12@D:2024-12-31⟧ ⟦−175,5@" + ch('2024-12-31') + "⟧.", c='C3', t='16:00'),
# ---------------------------------------------------------------- q_year_volume
A('q_year_volume', 'faithful', 'fr-FR', 'tinmine',
  "volume quotidien moyen du NQ — en 2023 : ⟦201_034@" + yv(2023) + "⟧ ; en 2024 : ⟦201_006@" + yv(2024) + "⟧ ; "
  "en 2025 : ⟦201_902@" + yv(2025) + "⟧ contrats, sur une seule séance.", c='N3', t='14:00'),
A('q_year_volume', 'faithful', 'ru-RU', 'cobbler',
  "средний дневной объём NQ: 2023 г. — ⟦201_034@" + yv(2023) + "⟧, 2024 г. — ⟦201_006@" + yv(2024) + "⟧ "
  "контрактов; в 2025 г. пока одна сессия, ⟦201_902@" + yv(2025) + "⟧.", c='K0304', t='12:00'),
A('q_year_volume', 'faithful', 'en-GB', 'vane',
  "average daily volume was about ⟦201k@" + yv(2023) + "⟧ contracts in 2023 and ⟦201k@" + yv(2024) + "⟧ in 2024 — "
  "flat as a millpond; 2025's single session printed ⟦201.9k@" + yv(2025) + "⟧.", c='WV0110', t='10:00'),
A('q_year_volume', 'wrong_year', 'de-DE', 'fairorgan',
  "Tagesvolumen im Schnitt — 2023: ⟦201.034@" + yv(2023) + "⟧ Kontrakte; 2025 (bisher eine Sitzung): "
  "⟦201.006@" + yv(2025) + "~" + yv(2024) + "!⟧.", c='O2', t='14:30'),
A('q_year_volume', 'wrong_year', 'pl-PL', 'quaytally',
  "średni dzienny wolumen NQ w 2024 r.: ⟦201_034@" + yv(2024) + "~" + yv(2023) + "!⟧ kontraktów; "
  "w 2025 r. jedna sesja z ⟦201_902@" + yv(2025) + "⟧.", c='D2', t='20:30'),
A('q_year_volume', 'misrounded', 'ja-JP', 'handbell',
  "日々の平均出来高：2023年は⟦201,034@" + yv(2023) + "⟧枚、2024年は⟦201,006.3@" + yv(2024) + "!⟧枚、"
  "2025年は一日だけで⟦201,902@" + yv(2025) + "⟧枚。", c='HB4', t='19:00'),
# ---------------------------------------------------------------- q_rth_hour_volume
A('q_rth_hour_volume', 'faithful', 'ja-JP', 'tinmine',
  "直近20日のRTH時間帯別平均出来高：15時台が⟦19,373@" + hr('15') + "⟧枚で最多、09時台が⟦17,542@" + hr('09') +
  "⟧枚、16時台は⟦5,808@" + hr('16') + "⟧枚で最少。", c='L5', t='14:00'),
A('q_rth_hour_volume', 'faithful', 'nl-NL', 'fairorgan',
  "laatste 20 dagen, RTH: het 15:00-uur is het drukst met gemiddeld ⟦19.373@" + hr('15') + "⟧ contracten, "
  "het 09:00-uur volgt met ⟦17.542,25@" + hr('09') + "⟧; het 16:00-uur is het stilst (⟦5.808@" + hr('16') + "⟧).",
  c='O1', t='13:00', f="1. Tulpen uit Amsterdam"),
A('q_rth_hour_volume', 'faithful', 'es-ES', 'shucking',
  "en RTH, últimas 20 sesiones, la franja de las 15:00 mueve de media ⟦19.373@" + hr('15') + "⟧ contratos "
  "y la de las 16:00 apenas ⟦5.808@" + hr('16') + "⟧.", c='M2', t='13:45'),
A('q_rth_hour_volume', 'wrong_row', 'en-GB', 'terrace',
  "over the last 20 days the 15:00 hour led with ⟦19,373@" + hr('15') + "⟧ contracts on average; "
  "the opening 09:00 hour averaged ⟦14,523@" + hr('09') + "~" + hr('10') + "!⟧.", c='T1', t='18:00'),
A('q_rth_hour_volume', 'miscomputed', 'it-IT', 'handbell',
  "negli ultimi 20 giorni l'ora delle 15:00 fa in media ⟦19.373@" + hr('15') + "⟧ contratti contro i "
  "⟦17.542@" + hr('09') + "⟧ delle 09:00: per mio calcolo ⟦1.931@" + hr('15') + "-" + hr('09') + "!⟧ in più.",
  c='S3', t='20:45'),
A('q_rth_hour_volume', 'coincidental', 'pl-PL', 'skep',
  "ostatnie 20 sesji RTH: najwięcej o 15:00 (⟦19_373@" + hr('15') + "⟧ kontraktów), o 13:00 średnio "
  "⟦13_298@" + hr('13') + "!⟧.", c='U3', t='16:15'),
]
