"""Market-data queries, part 2 (q_year_volume ... q_monthly_2024). Markers: see ../../blind4/lib.py.
Layouts: _reg.py. '_' between digits = the locale's group separator (U+202F fr, U+00A0 ru/pl)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def yv(y):
    return f"row({y}).mean_volume"


def yc(y):
    return f"row({y}).count"


def hr(h):
    return f"row('{h}').mean_volume"


def d(x, col):
    return f"row('{x}').{col}"


N = "R.source_row_count"

ENTRIES = [
# ---------------------------------------------------------------- q_year_volume
A('q_year_volume', 'faithful', 'ru-RU', 'meadhall',
  "средний дневной объём: 2023 г. — ⟦201_034@" + yv(2023) + "⟧ контракта (⟦250@" + yc(2023) + "⟧ сессий), "
  "2024 г. — ⟦201_006@" + yv(2024) + "⟧ (⟦252@" + yc(2024) + "⟧); в 2025 г. пока одна сессия, ⟦201_902@" +
  yv(2025) + "⟧."),
A('q_year_volume', 'faithful', 'nl-NL', 'taxichit',
  "gemiddeld dagvolume per jaar — 2023: ⟦201.034@" + yv(2023) + "⟧, 2024: ⟦201.006@" + yv(2024) + "⟧ contracten, "
  "vrijwel gelijk. 2025 telt pas één sessie (⟦201.902@" + yv(2025) + "⟧)."),
A('q_year_volume', 'faithful', 'it-IT', 'shoeshine',
  "volume medio giornaliero: ⟦201.034@" + yv(2023) + "⟧ contratti nel 2023 su ⟦250@" + yc(2023) + "⟧ sedute, "
  "⟦201.006@" + yv(2024) + "⟧ nel 2024 su ⟦252@" + yc(2024) + "⟧; il 2025 per ora è una seduta sola, ⟦201.902@" +
  yv(2025) + "⟧."),
A('q_year_volume', 'wrong_year', 'es-ES', 'dyevat',
  "volumen medio diario por año — 2023: ⟦201.034@" + yv(2023) + "⟧ contratos; 2024: ⟦201.902@" + yv(2024) + "~" +
  yv(2025) + "!⟧. De 2025 solo hay una sesión todavía."),
A('q_year_volume', 'wrong_year', 'pl-PL', 'buttonsort',
  "średni dzienny wolumen: 2023 r. — ⟦201_034@" + yv(2023) + "⟧ kontraktów w ⟦252@" + yc(2023) + "~" + yc(2024) +
  "!⟧ sesjach; 2024 r. — ⟦201_006@" + yv(2024) + "⟧. Z 2025 r. jest dopiero jedna sesja."),
A('q_year_volume', 'misrounded', 'fr-FR', 'welldig',
  "volume quotidien moyen : ⟦201_033@" + yv(2023) + "!⟧ contrats en 2023, ⟦201_006@" + yv(2024) + "⟧ en 2024 ; "
  "2025 ne compte qu'une séance (⟦201_902@" + yv(2025) + "⟧)."),
# ---------------------------------------------------------------- q_rth_hour_volume
A('q_rth_hour_volume', 'faithful', 'pl-PL', 'meadhall',
  "ostatnie 20 dni, sesja RTH: najwięcej obrotu o 15:00 — średnio ⟦19_373@" + hr('15') + "⟧ kontraktów na "
  "godzinę; druga 09:00 z ⟦17_542@" + hr('09') + "⟧, najmniej 16:00 — ⟦5808@" + hr('16') + "⟧."),
A('q_rth_hour_volume', 'faithful', 'en-US', 'buttonsort',
  "RTH, last 20 sessions: the 15:00 hour is the heaviest at ⟦19,373@" + hr('15') + "⟧ contracts on average, the "
  "opening hour (09:00) next at ⟦17,542@" + hr('09') + "⟧; 16:00 is the lightest, ⟦5,808@" + hr('16') + "⟧."),
A('q_rth_hour_volume', 'faithful', 'ja-JP', 'welldig',
  "直近20日のRTH時間帯別平均出来高：最多は15時台の⟦19,373.2@" + hr('15') + "⟧枚、次いで寄り付き直後の"
  "⟦17,542.25@" + hr('09') + "⟧枚、最少は16時台の⟦5,808.3@" + hr('16') + "⟧枚。"),
A('q_rth_hour_volume', 'wrong_row', 'en-GB', 'taxichit',
  "RTH volume by hour, last 20 days: 15:00 the busiest at ⟦19,373@" + hr('15') + "⟧ contracts; the quietest "
  "hour before the close was 13:00 with ⟦13,300@" + hr('13') + "~" + hr('14') + "!⟧."),
A('q_rth_hour_volume', 'derived', 'de-DE', 'coalbarge',
  "RTH der letzten 20 Tage: die 15-Uhr-Stunde ist mit ⟦19.373@" + hr('15') + "⟧ Kontrakten im Schnitt die "
  "stärkste, 16 Uhr mit ⟦5.808@" + hr('16') + "⟧ die schwächste — Unterschied ⟦13.565@" + hr('15') + "-" +
  hr('16') + "!⟧, selbst gerechnet."),
A('q_rth_hour_volume', 'wrong_unit', 'nl-NL', 'dunefence',
  "RTH, laatste 20 dagen: het uur van 15:00 is het drukst met gemiddeld ⟦19.373@" + hr('15') + "~" + hr('15') +
  "!⟧ duizend contracten per uur; 16:00 is het stilst.",
  unit_note='contracts quoted as thousands of contracts'),
# ---------------------------------------------------------------- q_up_pct_2024
A('q_up_pct_2024', 'faithful', 'zh-CN', 'dyevat',
  "2024 年 NQ 共 ⟦252@" + N + "⟧ 个交易日，收盘高于开盘的占 ⟦40.5@value*100⟧%，不到一半。"),
A('q_up_pct_2024', 'faithful', 'pt-BR', 'coalbarge',
  "em 2024 o NQ fechou acima da abertura em ⟦40,48@value*100⟧% dos ⟦252@" + N + "⟧ pregões — menos da metade."),
A('q_up_pct_2024', 'faithful', 'pl-PL', 'slidecue',
  "w 2024 r. NQ zamknął się powyżej otwarcia w ⟦40,5@value*100⟧ % sesji (z ⟦252@" + N + "⟧). Mniej niż połowa, "
  "proszę następny obraz."),
A('q_up_pct_2024', 'misrounded', 'es-ES', 'welldig',
  "en 2024 el NQ cerró por encima de la apertura en el ⟦41@value*100!⟧ % de las ⟦252@" + N + "⟧ sesiones."),
A('q_up_pct_2024', 'invented', 'ru-RU', 'dunefence',
  "в 2024 г. NQ закрывался выше открытия в ⟦37,5@value*100!⟧ % сессий из ⟦252@" + N + "⟧."),
A('q_up_pct_2024', 'miscomputed', 'fr-FR', 'hedgehog',
  "en 2024, ⟦40,5@value*100⟧ % des ⟦252@" + N + "⟧ séances ont clôturé au-dessus de l'ouverture, soit "
  "⟦120@value*252!⟧ séances haussières d'après mon calcul."),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
A('q_stats_2023_vs_2024', 'faithful', 'de-DE', 'taxichit',
  "2023 gegen 2024: mittlere Tagesspanne ⟦363,2@A.mean_range⟧ gegen ⟦274,4@B.mean_range⟧ Punkte, also deutlich "
  "ruhiger; Volumen fast gleich, ⟦201.034@A.mean_volume⟧ zu ⟦201.006@B.mean_volume⟧ Kontrakte."),
A('q_stats_2023_vs_2024', 'faithful', 'en-US', 'shoeshine',
  "2023 vs 2024 on the NQ — average range ⟦363.2@A.mean_range⟧ vs ⟦274.4@B.mean_range⟧ points; average volume "
  "⟦201,034@A.mean_volume⟧ vs ⟦201,006@B.mean_volume⟧ contracts, basically flat. ⟦250@A.count⟧ and "
  "⟦252@B.count⟧ sessions."),
A('q_stats_2023_vs_2024', 'faithful', 'zh-CN', 'buttonsort',
  "2023 年日均波幅 ⟦363.24@A.mean_range⟧ 点，2024 年降到 ⟦274.44@B.mean_range⟧ 点；日均成交量两年几乎持平："
  "⟦201,034@A.mean_volume⟧ 对 ⟦201,006@B.mean_volume⟧ 手。"),
A('q_stats_2023_vs_2024', 'wrong_year', 'nl-NL', 'slidecue',
  "gemiddelde range — 2023: ⟦363,2@A.mean_range⟧ punten, 2024: ⟦274,4@B.mean_range⟧. Volume in 2023: "
  "⟦201.006@A.mean_volume~B.mean_volume!⟧ contracten per dag, in 2024 nagenoeg hetzelfde."),
A('q_stats_2023_vs_2024', 'wrong_year', 'es-ES', 'dunefence',
  "2023: rango medio de ⟦363,2@A.mean_range⟧ puntos en ⟦252@A.count~B.count!⟧ sesiones; 2024: ⟦274,4@B.mean_range⟧ "
  "puntos. Volumen casi idéntico: ⟦201.034@A.mean_volume⟧ y ⟦201.006@B.mean_volume⟧ contratos."),
A('q_stats_2023_vs_2024', 'miscomputed', 'ru-RU', 'hedgehog',
  "средний дневной диапазон упал с ⟦363,2@A.mean_range⟧ пункта в 2023 г. до ⟦274,4@B.mean_range⟧ в 2024 г., "
  "то есть на ⟦98,8@A.mean_range-B.mean_range!⟧ пункта по моему счёту; объём почти не изменился."),
# ---------------------------------------------------------------- q_big_up_days_2023
A('q_big_up_days_2023', 'faithful', 'de-DE', 'shoeshine',
  "⟦14@R.summary.rows⟧ Tage schlossen 2023 mehr als 2 % über der Eröffnung; der stärkste am "
  "⟦06.12.@D:2023-12-06⟧ mit ⟦+3,32 %@" + d('2023-12-06', 'chg') + "⟧, dann der ⟦07.11.@D:2023-11-07⟧ mit "
  "⟦+3,12 %@" + d('2023-11-07', 'chg') + "⟧. Schnitt ⟦2,44 %@stats.chg.mean⟧."),
A('q_big_up_days_2023', 'faithful', 'ru-RU', 'slidecue',
  "в 2023 г. таких дней (закрытие выше открытия больше чем на 2 %) было ⟦14@R.summary.rows⟧. Сильнее всех — "
  "⟦6 декабря@D:2023-12-06⟧, ⟦+3,32@" + d('2023-12-06', 'chg') + "⟧ %, затем ⟦7 ноября@D:2023-11-07⟧, "
  "⟦+3,12@" + d('2023-11-07', 'chg') + "⟧ %."),
A('q_big_up_days_2023', 'faithful', 'es-ES', 'steamerlog',
  "en 2023 hubo ⟦14@R.summary.rows⟧ sesiones con cierre más de un 2 % por encima de la apertura. La mayor, el "
  "⟦6 de diciembre@D:2023-12-06⟧: de ⟦17.263@" + d('2023-12-06', 'open') + "⟧ a ⟦17.836@" + d('2023-12-06', 'close') +
  "⟧, un ⟦3,32@" + d('2023-12-06', 'chg') + "⟧ %."),
A('q_big_up_days_2023', 'wrong_row', 'pl-PL', 'dunefence',
  "w 2023 r. ⟦14@R.summary.rows⟧ sesji zamknęło się ponad 2 % nad otwarciem; najmocniejsza była "
  "⟦6 grudnia@D:2023-12-06⟧ — ⟦+2,98@" + d('2023-12-06', 'chg') + "~" + d('2023-06-06', 'chg') + "!⟧ %."),
A('q_big_up_days_2023', 'wrong_column', 'nl-NL', 'meadhall',
  "2023 telde ⟦14@R.summary.rows⟧ dagen met een slot ruim 2 % boven de opening. Tweede plaats: "
  "⟦7 november@D:2023-11-07⟧, ⟦+3,12@" + d('2023-11-07', 'chg') + "⟧ %, slot ⟦17.632@" + d('2023-11-07', 'close') +
  "~" + d('2023-11-07', 'open') + "!⟧."),
A('q_big_up_days_2023', 'wrong_unit', 'en-US', 'ropeswing',
  "⟦14@R.summary.rows⟧ sessions in 2023 closed more than 2% above the open. Biggest was ⟦Dec 6@D:2023-12-06⟧, "
  "up ⟦3.32@" + d('2023-12-06', 'chg') + "~" + d('2023-12-06', 'chg') + "!⟧ points from the open.",
  unit_note='a percent change quoted as index points'),
# ---------------------------------------------------------------- q_corr_2024
A('q_corr_2024', 'faithful', 'nl-NL', 'welldig',
  "correlatie tussen dagvolume en range in 2024: ⟦0,05@value⟧ over ⟦252@" + N + "⟧ dagen — praktisch geen verband."),
A('q_corr_2024', 'faithful', 'de-DE', 'ropeswing',
  "Korrelation Volumen zu Tagesspanne 2024: ⟦0,051@value⟧ bei ⟦252@" + N + "⟧ Handelstagen. Praktisch kein "
  "Zusammenhang."),
A('q_corr_2024', 'faithful', 'en-GB', 'steamerlog',
  "volume against daily range, 2024: correlation ⟦0.0512@value⟧ across ⟦252@" + N + "⟧ sessions. Next to "
  "nothing; busy days are not reliably wide ones."),
A('q_corr_2024', 'misrounded', 'it-IT', 'slidecue',
  "correlazione tra volume e range nel 2024: ⟦0,06@value!⟧ su ⟦252@" + N + "⟧ sedute, cioè quasi nulla."),
A('q_corr_2024', 'invented', 'pl-PL', 'shoeshine',
  "korelacja wolumenu z zakresem dziennym w 2024 r.: ⟦0,18@value!⟧ przy ⟦252@" + N + "⟧ sesjach, czyli słaba."),
A('q_corr_2024', 'wrong_sign', 'ja-JP', 'buttonsort',
  "2024年の出来高と値幅の相関係数は⟦−0.05@value!⟧（⟦252@" + N + "⟧営業日）。ほぼ無相関。"),
# ---------------------------------------------------------------- q_monthly_2024
A('q_monthly_2024', 'faithful', 'en-US', 'buttonsort',
  "2024 monthly bars: eleven red months, April the lone green one at ⟦+1,008@" + d('2024-04', 'change') + "⟧. "
  "Worst was July, ⟦−1,374@" + d('2024-07', 'change') + "⟧; the year ran from a ⟦17,578.75@" + d('2024-01', 'open') +
  "⟧ January open to an ⟦8,944@" + d('2024-12', 'close') + "⟧ December close."),
A('q_monthly_2024', 'faithful', 'ru-RU', 'hedgehog',
  "месячные бары 2024 г.: рос только апрель (⟦+1008@" + d('2024-04', 'change') + "⟧), остальные одиннадцать "
  "месяцев в минусе; хуже всего июль — ⟦−1374@" + d('2024-07', 'change') + "⟧. Год закрылся на ⟦8944@" +
  d('2024-12', 'close') + "⟧."),
A('q_monthly_2024', 'faithful', 'pl-PL', 'welldig',
  "2024 r. na świecach miesięcznych: jedyny wzrostowy kwiecień, ⟦+1008@" + d('2024-04', 'change') + "⟧ pkt; "
  "najgorszy lipiec, ⟦−1374@" + d('2024-07', 'change') + "⟧; najniżej w grudniu, ⟦8926,25@" + d('2024-12', 'low') + "⟧."),
A('q_monthly_2024', 'wrong_sign', 'de-DE', 'taxichit',
  "Monatsbilanz 2024: schwächster Monat der Juli mit ⟦−1.374@" + d('2024-07', 'change') + "⟧ Punkten, der April "
  "stand bei ⟦−1.008@" + d('2024-04', 'change') + "!⟧; Jahresschluss ⟦8.944@" + d('2024-12', 'close') + "⟧."),
A('q_monthly_2024', 'wrong_row', 'it-IT', 'coalbarge',
  "barre mensili 2024: unico mese positivo aprile, ⟦+1.008@" + d('2024-04', 'change') + "⟧; il peggiore luglio, "
  "con ⟦−1.065,25@" + d('2024-07', 'change') + "~" + d('2024-08', 'change') + "!⟧ punti."),
A('q_monthly_2024', 'wrong_column', 'zh-CN', 'steamerlog',
  "2024 年月线：只有 4月收涨（⟦+1,008@" + d('2024-04', 'change') + "⟧ 点），7月跌得最多（⟦−1,374@" +
  d('2024-07', 'change') + "⟧ 点）；10月收在 ⟦9,741@" + d('2024-10', 'close') + "~" + d('2024-10', 'low') + "!⟧。"),
]
