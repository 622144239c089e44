"""Market-data queries, part 2 (q_year_volume ... q_monthly_2024). Markers: see ../../blind4/lib.py.
Layouts: _reg.py. '_' between digits = the locale's group separator (U+202F fr, U+00A0 ru/pl)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def y(n, col='mean_volume'):
    return f"row({n}).{col}"


def h(hh):
    return f"row('{hh}').mean_volume"


def d(day, col='chg'):
    return f"row('{day}').{col}"


def m(mm, col='change'):
    return f"row('2024-{mm}').{col}"


ENTRIES = [
# ---------------------------------------------------------------- q_year_volume
A('q_year_volume', 'faithful', 'en-GB', 'hammam',
  "average daily volume: 2023 ⟦201,034@" + y(2023) + "⟧ contracts over ⟦250@" + y(2023, 'count') + "⟧ sessions, "
  "2024 ⟦201,006@" + y(2024) + "⟧ over ⟦252@" + y(2024, 'count') + "⟧ — practically level. 2025 so far: "
  "⟦201,902@" + y(2025) + "⟧ from a single session."),
A('q_year_volume', 'faithful', 'en-US', 'karting',
  "mean daily volume by year: ⟦201,033.96@" + y(2023) + "⟧ in 2023, ⟦201,006.37@" + y(2024) + "⟧ in 2024 and "
  "⟦201,902@" + y(2025) + "⟧ in 2025, which has just ⟦1@" + y(2025, 'count') + "⟧ session so far."),
A('q_year_volume', 'faithful', 'pl-PL', 'cheesecave',
  "średni dzienny wolumen: 2023 r. — ⟦201_034@" + y(2023) + "⟧ kontraktów, 2024 r. — ⟦201_006@" + y(2024) +
  "⟧, 2025 r. — ⟦201_902@" + y(2025) + "⟧ (na razie jedna sesja). Lata 2023 i 2024 praktycznie równe."),
A('q_year_volume', 'wrong_year', 'nl-NL', 'churnlog',
  "gemiddeld dagvolume: 2023 kwam uit op ⟦201.006@" + y(2023) + "~" + y(2024) + "!⟧ contracten over "
  "⟦250@" + y(2023, 'count') + "⟧ sessies; 2025 staat op ⟦201.902@" + y(2025) + "⟧, uit één sessie."),
A('q_year_volume', 'derived', 'fr-FR', 'olivepress',
  "volume moyen : ⟦201_902@" + y(2025) + "⟧ contrats en 2025 (une seule séance) contre ⟦201_006@" + y(2024) +
  "⟧ en 2024, soit ⟦896@" + y(2025) + "-" + y(2024) + "!⟧ de plus — différence calculée par moi."),
A('q_year_volume', 'coincidental', 'de-DE', 'pinball',
  "Durchschnittsvolumen je Tag: 2023 ⟦201.034@" + y(2023) + "⟧ Kontrakte aus ⟦254@" + y(2023, 'count') +
  "!⟧ Sitzungen, 2024 ⟦201.006@" + y(2024) + "⟧. Praktisch gleichauf."),
# ---------------------------------------------------------------- q_rth_hour_volume
A('q_rth_hour_volume', 'faithful', 'en-US', 'snooker',
  "busiest RTH hour over the last 20 sessions is 15:00, averaging ⟦19,373@" + h('15') + "⟧ contracts; 09:00 is "
  "next at ⟦17,542@" + h('09') + "⟧. Thinnest is 16:00 with ⟦5,808@" + h('16') + "⟧ (⟦154@R.source_row_count⟧ "
  "hourly bars)."),
A('q_rth_hour_volume', 'faithful', 'de-DE', 'hammam',
  "RTH-Volumen je Stunde, letzte 20 Tage: Spitze um 15:00 mit ⟦19.373,2@" + h('15') + "⟧ Kontrakten, danach "
  "09:00 mit ⟦17.542,25@" + h('09') + "⟧; um 13:00 nur ⟦12.326,8@" + h('13') + "⟧."),
A('q_rth_hour_volume', 'faithful', 'pt-BR', 'olivepress',
  "volume médio por hora no RTH (últimos 20 dias): 15:00 lidera com ⟦19.373@" + h('15') + "⟧ contratos; "
  "10:00 tem ⟦14.523,4@" + h('10') + "⟧ e 16:00 só ⟦5.808@" + h('16') + "⟧, a hora mais fraca."),
A('q_rth_hour_volume', 'wrong_unit', 'nl-NL', 'geyser',
  "RTH per uur, laatste 20 dagen: 15:00 is het drukst met ⟦19.373@" + h('15') + "⟧ contracten; 09:00 draait "
  "gemiddeld € ⟦17.542,25@" + h('09') + "~" + h('09') + "!⟧ per uur.",
  unit_note='contracts quoted as euros'),
A('q_rth_hour_volume', 'wrong_row', 'en-GB', 'churnlog',
  "volume by RTH hour, last 20 sessions: 15:00 leads with ⟦19,373@" + h('15') + "⟧; 09:00 averages "
  "⟦14,523.4@" + h('09') + "~" + h('10') + "!⟧ and 16:00 just ⟦5,808@" + h('16') + "⟧."),
A('q_rth_hour_volume', 'misrounded', 'ja-JP', 'chairlift',
  "直近20日のRTH時間帯別出来高：最多は15:00台の⟦19,373@" + h('15') + "⟧枚、12:00台は⟦13,395@" + h('12') +
  "!⟧枚、最少は16:00台。"),
# ---------------------------------------------------------------- q_up_pct_2024
A('q_up_pct_2024', 'faithful', 'ru-RU', 'snooker',
  "в 2024 г. ростом (закрытие выше открытия) закончились ⟦40,5 %@value*100⟧ дней из ⟦252@R.source_row_count⟧ — "
  "меньше половины."),
A('q_up_pct_2024', 'faithful', 'en-GB', 'trebuchet',
  "in 2024, ⟦40.48%@value*100⟧ of sessions closed above their open, out of ⟦252@R.source_row_count⟧. Fewer than "
  "half, then."),
A('q_up_pct_2024', 'faithful', 'it-IT', 'shoerepair',
  "nel 2024 ha chiuso sopra l'apertura il ⟦40,476 %@value*100⟧ delle ⟦252@R.source_row_count⟧ sedute: meno della "
  "metà."),
A('q_up_pct_2024', 'wrong_unit', 'pl-PL', 'karting',
  "w 2024 r. wzrostem (zamknięcie powyżej otwarcia) skończyło się ⟦0,40 %@value~value!⟧ z "
  "⟦252@R.source_row_count⟧ sesji.",
  unit_note='a fraction quoted as a percentage'),
A('q_up_pct_2024', 'derived', 'en-US', 'popcorn',
  "2024: ⟦40.5%@value*100⟧ of ⟦252@R.source_row_count⟧ sessions closed up, so ⟦59.5%@100-value*100!⟧ closed flat "
  "or down — that complement is my own subtraction."),
A('q_up_pct_2024', 'invented', 'es-ES', 'cheesecave',
  "en 2024 cerraron por encima de la apertura el ⟦43,7 %@value*100!⟧ de las ⟦252@R.source_row_count⟧ sesiones."),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
A('q_stats_2023_vs_2024', 'faithful', 'ja-JP', 'olivepress',
  "2023年と2024年：平均値幅は⟦363.2@A.mean_range⟧→⟦274.4@B.mean_range⟧ポイントで2023年の方が荒い。平均出来高は"
  "⟦201,034@A.mean_volume⟧枚と⟦201,006@B.mean_volume⟧枚でほぼ同じ。"),
A('q_stats_2023_vs_2024', 'faithful', 'es-ES', 'pinball',
  "2023 frente a 2024: rango medio ⟦363,24@A.mean_range⟧ puntos contra ⟦274,44@B.mean_range⟧; volumen medio "
  "⟦201.034@A.mean_volume⟧ frente a ⟦201.006@B.mean_volume⟧ contratos, en ⟦250@A.count⟧ y ⟦252@B.count⟧ sesiones."),
A('q_stats_2023_vs_2024', 'faithful', 'pl-PL', 'snooker',
  "2023 r.: średni zakres ⟦363,2@A.mean_range⟧ pkt, wolumen ⟦201_033,96@A.mean_volume⟧; 2024 r.: "
  "⟦274,4@B.mean_range⟧ pkt i ⟦201_006,37@B.mean_volume⟧. Rok 2023 był wyraźnie bardziej nerwowy."),
A('q_stats_2023_vs_2024', 'wrong_year', 'it-IT', 'karting',
  "escursione media del 2023: ⟦274,4@A.mean_range~B.mean_range!⟧ punti. Volume medio ⟦201.034@A.mean_volume⟧ "
  "contratti nel 2023 e ⟦201.006@B.mean_volume⟧ nel 2024, quasi identici."),
A('q_stats_2023_vs_2024', 'wrong_year', 'fr-FR', 'hammam',
  "2024 : ⟦250@B.count~A.count!⟧ séances, amplitude moyenne ⟦274,44@B.mean_range⟧ points, volume moyen "
  "⟦201_006@B.mean_volume⟧ contrats ; 2023 était plus agité avec ⟦363,2@A.mean_range⟧ points."),
A('q_stats_2023_vs_2024', 'miscomputed', 'nl-NL', 'trebuchet',
  "gemiddelde range 2023 ⟦363,2@A.mean_range⟧ tegen 2024 ⟦274,4@B.mean_range⟧: volgens mijn aftrekking "
  "⟦98,8@A.mean_range-B.mean_range!⟧ punten verschil. Volume vrijwel gelijk."),
A('q_stats_2023_vs_2024', 'invented', 'pt-BR', 'geyser',
  "em 2023 a amplitude média foi de ⟦363,2@A.mean_range⟧ pontos e o volume médio de ⟦198.417@A.mean_volume!⟧ "
  "contratos; em 2024 a amplitude caiu para ⟦274,4@B.mean_range⟧."),
# ---------------------------------------------------------------- q_big_up_days_2023
A('q_big_up_days_2023', 'faithful', 'zh-CN', 'olivepress',
  "2023 年收盘较开盘涨超 2% 的共 ⟦14@R.summary.rows⟧ 天：最大是 ⟦12月6日@D:2023-12-06⟧ 的 ⟦3.32%@" +
  d('2023-12-06') + "⟧，其次 ⟦11月7日@D:2023-11-07⟧ 的 ⟦3.12%@" + d('2023-11-07') + "⟧；第一个是 "
  "⟦1月18日@D:2023-01-18⟧（⟦2.5%@" + d('2023-01-18') + "⟧）。"),
A('q_big_up_days_2023', 'faithful', 'ja-JP', 'trebuchet',
  "2023年に始値比2%超で引けた日は⟦14@R.summary.rows⟧日。平均⟦2.44%@stats.chg.mean⟧、最小は"
  "⟦3月27日@D:2023-03-27⟧の⟦2.01%@" + d('2023-03-27') + "⟧でした。"),
A('q_big_up_days_2023', 'faithful', 'it-IT', 'popcorn',
  "nel 2023 ⟦14@R.summary.rows⟧ sedute hanno chiuso oltre il 2% sopra l'apertura. La più forte il "
  "⟦6 dicembre@D:2023-12-06⟧: ⟦+3,32%@" + d('2023-12-06') + "⟧, da ⟦17.263@" + d('2023-12-06', 'open') +
  "⟧ a ⟦17.836@" + d('2023-12-06', 'close') + "⟧."),
A('q_big_up_days_2023', 'faithful', 'es-ES', 'pinball',
  "en 2023 hubo ⟦14@R.summary.rows⟧ días con cierre más de un 2 % sobre la apertura; el "
  "⟦6 de junio@D:2023-06-06⟧ subió un ⟦2,98 %@" + d('2023-06-06') + "⟧ y el ⟦13 de abril@D:2023-04-13⟧ un "
  "⟦2,16 %@" + d('2023-04-13') + "⟧."),
A('q_big_up_days_2023', 'wrong_row', 'nl-NL', 'geyser',
  "in 2023 sloten ⟦14@R.summary.rows⟧ dagen meer dan 2% boven de opening. Op ⟦3 april@D:2023-04-03⟧ was dat "
  "⟦2,16%@" + d('2023-04-03') + "~" + d('2023-04-13') + "!⟧; op ⟦7 november@D:2023-11-07⟧ was het "
  "⟦3,12%@" + d('2023-11-07') + "⟧."),
A('q_big_up_days_2023', 'coincidental', 'ru-RU', 'churnlog',
  "в 2023 г. ⟦14@R.summary.rows⟧ дней закрылись выше открытия более чем на 2 %. ⟦15 июня@D:2023-06-15⟧ рост "
  "составил ⟦2,53 %@" + d('2023-06-15') + "!⟧, ⟦12 октября@D:2023-10-12⟧ — ⟦2,06 %@" + d('2023-10-12') + "⟧."),
A('q_big_up_days_2023', 'misrounded', 'pt-BR', 'snooker',
  "em 2023 foram ⟦14@R.summary.rows⟧ pregões com alta acima de 2 %. O maior depois de ⟦06/12@D:2023-12-06⟧ "
  "foi ⟦07/11@D:2023-11-07⟧, com ⟦3,13 %@" + d('2023-11-07') + "!⟧."),
# ---------------------------------------------------------------- q_corr_2024
A('q_corr_2024', 'faithful', 'it-IT', 'olivepress',
  "correlazione 2024 tra volume giornaliero ed escursione: ⟦0,051@value⟧ su ⟦252@R.source_row_count⟧ sedute — "
  "in pratica nessun legame. Come olio e acqua."),
A('q_corr_2024', 'faithful', 'nl-NL', 'pinball',
  "correlatie tussen dagvolume en range in 2024: ⟦0,0512@value⟧ over ⟦252@R.source_row_count⟧ handelsdagen. "
  "Verwaarloosbaar."),
A('q_corr_2024', 'faithful', 'ru-RU', 'karting',
  "корреляция объёма и дневного размаха в 2024 г. — ⟦0,05@value⟧, то есть связи практически нет. Трасса ровная."),
A('q_corr_2024', 'invented', 'de-DE', 'trebuchet',
  "Korrelation zwischen Tagesvolumen und Spanne 2024: ⟦0,17@value!⟧, gerechnet über ⟦252@R.source_row_count⟧ "
  "Handelstage."),
A('q_corr_2024', 'misrounded', 'es-ES', 'popcorn',
  "la correlación entre volumen y rango diario en 2024 es de ⟦0,052@value!⟧: prácticamente nula."),
A('q_corr_2024', 'derived', 'ja-JP', 'geyser',
  "2024年の出来高と値幅の相関係数は⟦0.0512@value⟧。自分で二乗すると決定係数は⟦0.0026@value**2!⟧で、ほぼ無関係。"),
# ---------------------------------------------------------------- q_monthly_2024
A('q_monthly_2024', 'faithful', 'it-IT', 'olivepress',
  "barre mensili 2024: solo aprile in rialzo, ⟦+1.008@" + m('04') + "⟧ punti; il peggiore luglio, "
  "⟦−1.374@" + m('07') + "⟧. Media mensile ⟦−728,13@stats.change.mean⟧; dicembre chiude a ⟦8.944@" +
  m('12', 'close') + "⟧."),
A('q_monthly_2024', 'faithful', 'pl-PL', 'shoerepair',
  "miesiące 2024: jedyny wzrost w kwietniu, ⟦+1008@" + m('04') + "⟧ pkt; najsłabszy lipiec, ⟦−1374@" + m('07') +
  "⟧ pkt. Rok otworzył się na ⟦17_578,75@" + m('01', 'open') + "⟧, grudzień zamknął na ⟦8944@" +
  m('12', 'close') + "⟧."),
A('q_monthly_2024', 'faithful', 'de-DE', 'geyser',
  "Monatsbalken 2024: elf Monate im Minus, nur der April im Plus (⟦+1.008@" + m('04') + "⟧). Mai: "
  "⟦−1.214,75@" + m('05') + "⟧, Oktober: ⟦−1.238@" + m('10') + "⟧. Jahrestief im Dezember bei ⟦8.926,25@" +
  m('12', 'low') + "⟧."),
A('q_monthly_2024', 'faithful', 'nl-NL', 'karting',
  "maandbalken 2024: januari opende op ⟦17.578,75@" + m('01', 'open') + "⟧ en december sloot op ⟦8.944@" +
  m('12', 'close') + "⟧. Gemiddelde maandverandering ⟦−728,13@stats.change.mean⟧; augustus: ⟦−1.065,25@" +
  m('08') + "⟧."),
A('q_monthly_2024', 'wrong_sign', 'ja-JP', 'hammam',
  "2024年の月足：上昇は4月のみで⟦+1,008@" + m('04') + "⟧、最悪は7月の⟦−1,374@" + m('07') + "⟧。9月は"
  "⟦+608.5@" + m('09') + "!⟧でした。"),
A('q_monthly_2024', 'wrong_column', 'pt-BR', 'trebuchet',
  "barras mensais de 2024: abril foi o único mês de alta, ⟦+1.008@" + m('04') + "⟧ pontos. Setembro abriu em "
  "⟦11.900,5@" + m('09', 'open') + "⟧ e fechou em ⟦11.947,5@" + m('09', 'close') + "~" + m('09', 'high') + "!⟧."),
A('q_monthly_2024', 'wrong_row', 'es-ES', 'chairlift',
  "barras mensuales de 2024: en junio el cambio fue de ⟦−1049@" + m('06') + "~" + m('03') + "!⟧ puntos; julio, "
  "el peor mes, ⟦−1374@" + m('07') + "⟧."),
]
