"""Market-data queries, part 2 (q_up_pct_2024 ... q_gap_2024). Markers: see ../../blind4/lib.py.
Layouts: _reg.py. '_' between digits = the locale's group separator (U+202F fr, U+00A0 ru/pl)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A

N = "R.source_row_count"


def chg(d):
    return f"row('{d}').chg"


def mo(m, col='change'):
    return f"row('2024-{m}').{col}"


def wk(d, col='change'):
    return f"row('{d}').{col}"


ENTRIES = [
# ---------------------------------------------------------------- q_up_pct_2024
A('q_up_pct_2024', 'faithful', 'es-ES', 'quaytally',
  "en 2024 el NQ cerró por encima de la apertura en el ⟦40,5@value*100⟧ % de las ⟦252@" + N + "⟧ sesiones; "
  "menos de la mitad.", c='G3', t='22:15'),
A('q_up_pct_2024', 'faithful', 'pt-BR', 'fairorgan',
  "2024: ⟦40,48@value*100⟧% dos pregões fecharam em alta — ano mais de baixa que de alta.", c='O3', t='15:00'),
A('q_up_pct_2024', 'faithful', 'zh-CN', 'handbell',
  "2024 年 NQ 收阳（收盘高于开盘）的交易日占 ⟦40.5@value*100⟧%，共 ⟦252@" + N + "⟧ 个交易日，不到一半。",
  c='B2', t='19:30'),
A('q_up_pct_2024', 'faithful', 'en-GB', 'skep',
  "2024: ⟦40.5%@value*100⟧ of sessions closed above their open — fewer than half of the ⟦252@" + N + "⟧.",
  c='S7', t='16:45'),
A('q_up_pct_2024', 'wrong_unit', 'de-DE', 'shucking',
  "2024 schlossen ⟦40,5@value*100~value*100!⟧ ‰ der Handelstage über ihrem Eröffnungskurs.",
  c='L1', t='15:05', unit_note='a percentage quoted as per mille'),
A('q_up_pct_2024', 'miscomputed', 'ru-RU', 'cobbler',
  "в 2024 г. вверх закрылось ⟦40,5@value*100⟧ % сессий, значит, по моему счёту, вниз — "
  "⟦69,5@100-value*100!⟧ %.", c='K0711', t='13:00'),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
A('q_stats_2023_vs_2024', 'faithful', 'pl-PL', 'skep',
  "średni dzienny zakres spadł z ⟦363,2@A.mean_range⟧ pkt w 2023 r. do ⟦274,4@B.mean_range⟧ w 2024 r.; "
  "wolumen prawie bez zmian: ⟦201_034@A.mean_volume⟧ wobec ⟦201_006@B.mean_volume⟧.", c='U5', t='17:20'),
A('q_stats_2023_vs_2024', 'faithful', 'en-US', 'quaytally',
  "average daily range dropped from ⟦363.2@A.mean_range⟧ points in 2023 to ⟦274.4@B.mean_range⟧ in 2024, "
  "while volume held flat at about ⟦201K@A.mean_volume⟧ contracts a day.", c='QC4', t='23:00'),
A('q_stats_2023_vs_2024', 'faithful', 'nl-NL', 'terrace',
  "2023: gemiddelde range ⟦363,24@A.mean_range⟧ punten over ⟦250@A.R.source_row_count⟧ sessies; "
  "2024: ⟦274,44@B.mean_range⟧ over ⟦252@B.R.source_row_count⟧.", c='T5', t='18:00'),
A('q_stats_2023_vs_2024', 'wrong_year', 'it-IT', 'fairorgan',
  "nel 2023 il volume medio giornaliero era di ⟦201.006@A.mean_volume~B.mean_volume!⟧ contratti e "
  "l'escursione media di ⟦363,2@A.mean_range⟧ punti.", c='O4', t='16:30'),
A('q_stats_2023_vs_2024', 'wrong_year', 'fr-FR', 'vane',
  "en 2023, l'amplitude moyenne du NQ était de ⟦274,4@A.mean_range~B.mean_range!⟧ points par jour ; "
  "volume moyen ⟦201_034@A.mean_volume⟧ contrats.", c='WV0415', t='11:45'),
A('q_stats_2023_vs_2024', 'derived', 'zh-CN', 'handbell',
  "2023 年平均日波幅 ⟦363.2@A.mean_range⟧ 点，2024 年 ⟦274.4@B.mean_range⟧ 点，我自己减了一下，"
  "少了 ⟦88.8@A.mean_range-B.mean_range!⟧ 点；成交量基本持平。", c='B5', t='19:00'),
# ---------------------------------------------------------------- q_big_up_days_2023
A('q_big_up_days_2023', 'faithful', 'en-US', 'fairorgan',
  "⟦14@R.summary.rows⟧ days in 2023 closed more than 2% above the open; the biggest was ⟦Dec 6@D:2023-12-06⟧ "
  "at ⟦+3.32%@" + chg('2023-12-06') + "⟧ (⟦17,263@row('2023-12-06').open⟧ to ⟦17,836@row('2023-12-06').close⟧).",
  c='G1', t='18:00', f="1. Over the Waves"),
A('q_big_up_days_2023', 'faithful', 'ja-JP', 'turfrota',
  "2023年に寄り付きから2%超上げて引けた日は⟦14@R.summary.rows⟧回。最大は⟦12月6日@D:2023-12-06⟧の"
  "⟦+3.32@" + chg('2023-12-06') + "⟧%、最小は⟦3月27日@D:2023-03-27⟧の⟦+2.01@" + chg('2023-03-27') + "⟧%。",
  c='P8', t='06:00'),
A('q_big_up_days_2023', 'faithful', 'de-DE', 'shucking',
  "2023 gab es ⟦14@R.summary.rows⟧ Tage mit mehr als 2 % Plus von Eröffnung bis Schluss; Spitze am "
  "⟦06.12.@D:2023-12-06⟧ mit ⟦+3,32@" + chg('2023-12-06') + "⟧ %, dahinter der ⟦07.11.@D:2023-11-07⟧ mit "
  "⟦+3,12@" + chg('2023-11-07') + "⟧ %.", c='L3', t='15:20'),
A('q_big_up_days_2023', 'wrong_row', 'pt-BR', 'lampoil',
  "em ⟦04/05@D:2023-05-04⟧ o NQ subiu ⟦2,98@" + chg('2023-05-04') + "~" + chg('2023-06-06') + "!⟧% da abertura "
  "ao fechamento; o maior do ano foi ⟦06/12@D:2023-12-06⟧, ⟦+3,32@" + chg('2023-12-06') + "⟧%.", c='D5', t='18:40'),
A('q_big_up_days_2023', 'invented', 'ru-RU', 'tinmine',
  "в 2023 г. дней с ростом больше 2 % от открытия — ⟦14@R.summary.rows⟧; ⟦18 сентября@D:2023-09-18⟧ NQ "
  "прибавил ⟦2,71@" + chg('2023-09-18') + "!⟧ %.", c='L2', t='22:00'),
A('q_big_up_days_2023', 'wrong_column', 'zh-CN', 'quaytally',
  "2023 年 ⟦1月18日@D:2023-01-18⟧ 开盘后大涨 ⟦2.5@" + chg('2023-01-18') + "⟧%，收于 "
  "⟦16,433.75@row('2023-01-18').close~row('2023-01-18').open!⟧ 点。", c='QC5', t='20:10'),
# ---------------------------------------------------------------- q_corr_2024
A('q_corr_2024', 'faithful', 'zh-CN', 'shucking',
  "2024 年成交量与日波幅的相关系数只有 ⟦0.051@value⟧，基本不相关。", c='A2', t='14:40'),
A('q_corr_2024', 'faithful', 'de-DE', 'lampoil',
  "Korrelation Volumen/Tagesspanne 2024: ⟦0,05@value⟧ über ⟦252@" + N + "⟧ Tage — praktisch kein Zusammenhang.",
  c='D6', t='18:30'),
A('q_corr_2024', 'faithful', 'pt-BR', 'cobbler',
  "correlação entre volume e amplitude diária em 2024: ⟦0,0512@value⟧ — praticamente nula.", c='F0508', t='10:15'),
A('q_corr_2024', 'misrounded', 'pl-PL', 'terrace',
  "korelacja wolumenu z dziennym zakresem w 2024 r.: ⟦0,0511@value!⟧, czyli w praktyce żadna.", c='T6', t='19:40'),
A('q_corr_2024', 'miscomputed', 'ja-JP', 'fairorgan',
  "2024年の出来高と値幅の相関は⟦0.051@value⟧。自分で二乗すると決定係数は⟦2.6@value**2*100!⟧%、ほぼ無関係。",
  c='G5', t='13:30'),
A('q_corr_2024', 'invented', 'en-US', 'handbell',
  "2024's correlation between daily volume and daily range came out at ⟦0.18@value!⟧ — a weak link at best.",
  c='HB5', t='18:45'),
# ---------------------------------------------------------------- q_monthly_2024
A('q_monthly_2024', 'faithful', 'ru-RU', 'vane',
  "в 2024 г. апрель — единственный месяц в плюсе (⟦+1008@" + mo('04') + "⟧), хуже всех июль (⟦−1374@" + mo('07') +
  "⟧); декабрь закрылся на ⟦8944@" + mo('12', 'close') + "⟧.", c='WV1107', t='12:00'),
A('q_monthly_2024', 'faithful', 'it-IT', 'tinmine',
  "barre mensili 2024: aprile unico mese positivo con ⟦+1.008@" + mo('04') + "⟧, luglio il peggiore a "
  "⟦−1.374@" + mo('07') + "⟧; chiusura di fine anno ⟦8.944@" + mo('12', 'close') + "⟧.", c='L6', t='14:00'),
A('q_monthly_2024', 'faithful', 'nl-NL', 'skep',
  "de NQ opende januari 2024 op ⟦17.578,75@" + mo('01', 'open') + "⟧ en sloot december op ⟦8.944@" +
  mo('12', 'close') + "⟧; alleen april (⟦+1.008@" + mo('04') + "⟧) eindigde hoger.", c='K2', t='16:00'),
A('q_monthly_2024', 'wrong_sign', 'pl-PL', 'cobbler',
  "miesięczne świece 2024 r.: luty ⟦+595,5@" + mo('02') + "!⟧ pkt, kwiecień ⟦+1008@" + mo('04') + "⟧, "
  "lipiec ⟦−1374@" + mo('07') + "⟧.", c='P0226', t='17:00'),
A('q_monthly_2024', 'wrong_row', 'es-ES', 'kennel',
  "en 2024 el peor mes fue julio: ⟦−1.238@" + mo('07') + "~" + mo('10') + "!⟧ puntos; el único positivo, abril, "
  "⟦+1.008@" + mo('04') + "⟧.", c='Y3', t='19:00'),
A('q_monthly_2024', 'miscomputed', 'zh-CN', 'turfrota',
  "2024 年 4月 是唯一收涨的月份（⟦+1,008@" + mo('04') + "⟧ 点）；我算了一下，当月最高减最低是 "
  "⟦2,123.75@" + mo('04', 'high') + "-" + mo('04', 'low') + "!⟧ 点。", c='F3', t='05:40'),
# ---------------------------------------------------------------- q_weekly_recent
A('q_weekly_recent', 'faithful', 'fr-FR', 'quaytally',
  "cinq semaines : celle du ⟦8 décembre@D:2024-12-08⟧ la pire (⟦−381,75@" + wk('2024-12-08') + "⟧), seule hausse "
  "celle du ⟦29 décembre@D:2024-12-29⟧ (⟦+57,5@" + wk('2024-12-29') + "⟧) ; moyenne ⟦−179,7@stats.change.mean⟧ points.",
  c='G2', t='21:30'),
A('q_weekly_recent', 'faithful', 'ja-JP', 'terrace',
  "直近五週のうち上昇は⟦12月29日@D:2024-12-29⟧の週だけ（⟦+57.5@" + wk('2024-12-29') + "⟧）、最悪は"
  "⟦12月8日@D:2024-12-08⟧の週（⟦−381.75@" + wk('2024-12-08') + "⟧）。", c='R3', t='18:00'),
A('q_weekly_recent', 'faithful', 'ru-RU', 'fairorgan',
  "неделя с ⟦22 декабря@D:2024-12-22⟧: ⟦−352,75@" + wk('2024-12-22') + "⟧ пункта при объёме ⟦1_007_765@" +
  wk('2024-12-22', 'volume') + "⟧ — самая тяжёлая по объёму.", c='O5', t='17:00'),
A('q_weekly_recent', 'wrong_sign', 'en-GB', 'turfrota',
  "the week of ⟦5 Jan@D:2025-01-05⟧ came in at ⟦+205.5@" + wk('2025-01-05') + "!⟧ points, after the "
  "⟦29 Dec@D:2024-12-29⟧ week's ⟦+57.5@" + wk('2024-12-29') + "⟧.", c='B4', t='08:30'),
A('q_weekly_recent', 'coincidental', 'de-DE', 'cobbler',
  "Woche ab ⟦08.12.@D:2024-12-08⟧: Eröffnung ⟦9.611,25@" + wk('2024-12-08', 'open') + "⟧, Hoch ⟦9.650@" +
  wk('2024-12-08', 'high') + "!⟧, Schluss ⟦9.229,5@" + wk('2024-12-08', 'close') + "⟧ — minus ⟦381,75@" +
  wk('2024-12-08') + "|neg⟧.", c='L0208', t='10:00'),
A('q_weekly_recent', 'derived', 'nl-NL', 'tinmine',
  "de week van ⟦8 december@D:2024-12-08⟧ opende op ⟦9.611,25@" + wk('2024-12-08', 'open') + "⟧, die van "
  "⟦5 januari@D:2025-01-05⟧ sloot op ⟦8.837,25@" + wk('2025-01-05', 'close') + "⟧: zelf uitgerekend ⟦774@" +
  wk('2024-12-08', 'open') + "-" + wk('2025-01-05', 'close') + "!⟧ punten lager.", c='N2', t='15:00'),
# ---------------------------------------------------------------- q_gap_2024
A('q_gap_2024', 'faithful', 'en-US', 'cobbler',
  "2024 opening gaps: mean ⟦+1.5@mean_g⟧ points, std ⟦34.5@std_g⟧; biggest gap up ⟦147.25@max_g⟧, "
  "biggest gap down ⟦−128.5@min_g⟧.", c='C0311', t='09:45'),
A('q_gap_2024', 'faithful', 'zh-CN', 'quaytally',
  "2024 年跳空平均 ⟦1.51@mean_g⟧ 点，标准差 ⟦34.54@std_g⟧ 点；最大高开 ⟦147.25@max_g⟧，最大低开 ⟦−128.5@min_g⟧。",
  c='QC3', t='06:50'),
A('q_gap_2024', 'faithful', 'pt-BR', 'terrace',
  "gaps de abertura em 2024: média de ⟦1,51@mean_g⟧ ponto, maior para cima ⟦147,25@max_g⟧, maior para baixo "
  "⟦−128,5@min_g⟧.", c='T9', t='17:10'),
A('q_gap_2024', 'wrong_sign', 'de-DE', 'skep',
  "Eröffnungslücken 2024: im Schnitt ⟦−1,51@mean_g!⟧ Punkte, Streuung ⟦34,54@std_g⟧.", c='K1', t='16:20'),
A('q_gap_2024', 'wrong_unit', 'nl-NL', 'turfrota',
  "openingsgaps 2024: gemiddeld ⟦1,51@mean_g⟧ punt, standaardafwijking ⟦34,54@std_g~std_g!⟧ %.",
  c='K4', t='07:20', unit_note='index points quoted as a percent'),
A('q_gap_2024', 'coincidental', 'en-GB', 'handbell',
  "2024's gaps averaged ⟦1.51@mean_g⟧ points; the largest gap up was ⟦130@max_g!⟧ and the largest down "
  "⟦−128.5@min_g⟧.", c='HB6', t='19:15'),
]
