"""Market-data queries, part 3 (q_weekly_recent ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def r(d, col):
    return f"row('{d}').{col}"


def q(n, col='mean_range'):
    return f"row({n}).{col}"


ENTRIES = [
# ---------------------------------------------------------------- q_weekly_recent
A('q_weekly_recent', 'faithful', 'ru-RU', 'reindeer',
  "Последние пять недель: ростом закрылась только неделя ⟦29 декабря@D:2024-12-29⟧ (⟦+57,5@" +
  r('2024-12-29', 'change') + "⟧), хуже всех неделя ⟦8 декабря@D:2024-12-08⟧ — ⟦−381,75@" + r('2024-12-08', 'change') +
  "⟧. В среднем ⟦−179,7@stats.change.mean⟧ пункта за неделю."),
A('q_weekly_recent', 'faithful', 'en-GB', 'bonfire',
  "Last five weekly bars: four down, one up. The week of ⟦22 Dec@D:2024-12-22⟧ was the heaviest, "
  "⟦1,007,765@" + r('2024-12-22', 'volume') + "⟧ contracts, with a change of ⟦−352.75@" + r('2024-12-22', 'change') +
  "⟧; the ⟦29 Dec@D:2024-12-29⟧ week rose ⟦+57.5@" + r('2024-12-29', 'change') + "⟧."),
A('q_weekly_recent', 'faithful', 'ja-JP', 'soapbatch',
  "直近五週の週足：上昇は⟦12月29日@D:2024-12-29⟧週の⟦+57.5@" + r('2024-12-29', 'change') + "⟧ptだけ。最大の下げは"
  "⟦12月8日@D:2024-12-08⟧週の⟦−381.75@" + r('2024-12-08', 'change') + "⟧pt、最新の⟦1月5日@D:2025-01-05⟧週は終値"
  "⟦8,837.25@" + r('2025-01-05', 'close') + "⟧。"),
A('q_weekly_recent', 'faithful', 'pt-BR', 'smithy',
  "Nas últimas cinco semanas, só a de ⟦29/12@D:2024-12-29⟧ subiu (⟦+57,5@" + r('2024-12-29', 'change') +
  "⟧ pontos); a pior foi a de ⟦08/12@D:2024-12-08⟧, com ⟦−381,75@" + r('2024-12-08', 'change') + "⟧. Média semanal "
  "de ⟦−179,7@stats.change.mean⟧."),
A('q_weekly_recent', 'wrong_sign', 'pl-PL', 'tannery',
  "Tydzień od ⟦15 grudnia@D:2024-12-15⟧: ⟦+16@" + r('2024-12-15', 'change') + "!⟧ pkt, tydzień od "
  "⟦22 grudnia@D:2024-12-22⟧: ⟦−352,75@" + r('2024-12-22', 'change') + "⟧ pkt, ostatni, od ⟦5 stycznia@D:2025-01-05⟧: "
  "⟦−205,5@" + r('2025-01-05', 'change') + "⟧ pkt."),
A('q_weekly_recent', 'wrong_column', 'it-IT', 'roastcard',
  "La settimana dell'⟦8 dicembre@D:2024-12-08⟧ è stata la peggiore: aperta a ⟦9.657@" + r('2024-12-08', 'open') + "~" +
  r('2024-12-08', 'high') + "!⟧, chiusa a ⟦9.229,5@" + r('2024-12-08', 'close') + "⟧, variazione ⟦−381,75@" +
  r('2024-12-08', 'change') + "⟧ punti."),
A('q_weekly_recent', 'derived', 'zh-CN', 'gritter',
  "⟦12月22日@D:2024-12-22⟧ 这一周成交最重，达 ⟦1,007,765@" + r('2024-12-22', 'volume') + "⟧ 手；周内最高 ⟦9,557.5@" +
  r('2024-12-22', 'high') + "⟧、最低 ⟦8,926.25@" + r('2024-12-22', 'low') + "⟧，我自己减出来的振幅是 ⟦631.25@" +
  r('2024-12-22', 'high') + "-" + r('2024-12-22', 'low') + "!⟧ 点。"),
# ---------------------------------------------------------------- q_gap_2024
A('q_gap_2024', 'faithful', 'nl-NL', 'funicular',
  "Openingsgaps 2024: gemiddeld ⟦+1,51@mean_g⟧ punten, grootste gap omhoog ⟦147,25@max_g⟧, grootste omlaag "
  "⟦−128,5@min_g⟧, standaardafwijking ⟦34,5@std_g⟧."),
A('q_gap_2024', 'faithful', 'pl-PL', 'fretbench',
  "Luki na otwarciu w 2024 r.: średnio ⟦1,5@mean_g⟧ pkt, odchylenie standardowe ⟦34,54@std_g⟧, największa w górę "
  "⟦147,25@max_g⟧, w dół ⟦−128,5@min_g⟧."),
A('q_gap_2024', 'faithful', 'it-IT', 'smithy',
  "Gap di apertura 2024: media ⟦+1,51@mean_g⟧ punti, deviazione standard ⟦34,5@std_g⟧; il più ampio al rialzo "
  "⟦+147,25@max_g⟧, al ribasso ⟦−128,5@min_g⟧."),
A('q_gap_2024', 'wrong_sign', 'en-GB', 'kombucha',
  "2024 opening gaps: mean ⟦+1.51@mean_g⟧ points, largest gap up ⟦+147.25@max_g⟧, largest gap down "
  "⟦+128.5@min_g!⟧, standard deviation ⟦34.5@std_g⟧."),
A('q_gap_2024', 'wrong_unit', 'es-ES', 'soapbatch',
  "Huecos de apertura en 2024: media de ⟦1,51@mean_g⟧ puntos y desviación típica del ⟦34,5 %@std_g~std_g!⟧; el mayor "
  "al alza, ⟦147,25@max_g⟧ puntos.",
  unit_note='index points quoted as percent'),
A('q_gap_2024', 'misrounded', 'zh-CN', 'bonfire',
  "2024 年开盘跳空：平均 ⟦1.52@mean_g!⟧ 点，最大向上跳空 ⟦147.25@max_g⟧ 点，最大向下 ⟦−128.5@min_g⟧ 点，"
  "标准差 ⟦34.54@std_g⟧。"),
# ---------------------------------------------------------------- q_rsi_oversold_2024
A('q_rsi_oversold_2024', 'faithful', 'zh-CN', 'kombucha',
  "2024 年 RSI(14) 低于 30 的交易日共 ⟦63@R.summary.rows⟧ 天，第一天是 ⟦1月24日@D:2024-01-24⟧（RSI ⟦25.14@" +
  r('2024-01-24', 'rsi') + "⟧），最后一天是 ⟦12月20日@D:2024-12-20⟧（RSI ⟦29.09@R.summary.last.rsi⟧）；最低 "
  "⟦19.49@stats.rsi.min⟧。"),
A('q_rsi_oversold_2024', 'faithful', 'pt-BR', 'fretbench',
  "RSI(14) abaixo de 30 em 2024: ⟦63@R.summary.rows⟧ pregões. O primeiro foi ⟦24/01@D:2024-01-24⟧, com RSI "
  "⟦25,1@" + r('2024-01-24', 'rsi') + "⟧ e fechamento ⟦16.672,75@" + r('2024-01-24', 'close') + "⟧; a média dos dias "
  "foi ⟦26,12@stats.rsi.mean⟧."),
A('q_rsi_oversold_2024', 'faithful', 'es-ES', 'roastcard',
  "En 2024 el RSI(14) estuvo por debajo de 30 en ⟦63@R.summary.rows⟧ sesiones; el mínimo fue ⟦19,49@stats.rsi.min⟧ "
  "y el máximo dentro de la zona, ⟦29,81@stats.rsi.max⟧. El ⟦30 de enero@D:2024-01-30⟧ marcó ⟦23,67@" +
  r('2024-01-30', 'rsi') + "⟧."),
A('q_rsi_oversold_2024', 'faithful', 'pl-PL', 'bonfire',
  "RSI(14) poniżej 30 w 2024 r.: ⟦63@R.summary.rows⟧ sesje, pierwsza ⟦24 stycznia@D:2024-01-24⟧, ostatnia "
  "⟦20 grudnia@D:2024-12-20⟧; średni RSI tych dni ⟦26,12@stats.rsi.mean⟧."),
A('q_rsi_oversold_2024', 'wrong_row', 'fr-FR', 'tannery',
  "RSI(14) sous 30 : ⟦63@R.summary.rows⟧ séances en 2024. La première, le ⟦24 janvier@D:2024-01-24⟧, avec un RSI de "
  "⟦25,75@" + r('2024-01-24', 'rsi') + "~" + r('2024-01-31', 'rsi') + "!⟧ ; la dernière, le ⟦20 décembre@D:2024-12-20⟧."),
A('q_rsi_oversold_2024', 'wrong_column', 'en-GB', 'smithy',
  "RSI(14) was below 30 on ⟦63@R.summary.rows⟧ days of 2024; the lowest reading was ⟦26.12@stats.rsi.min~stats.rsi.mean!⟧ "
  "and the first such day ⟦24 Jan@D:2024-01-24⟧."),
A('q_rsi_oversold_2024', 'coincidental', 'de-DE', 'gritter',
  "2024 lag der RSI(14) an ⟦31@R.summary.rows!⟧ Tagen unter 30; zuerst am ⟦24.01.@D:2024-01-24⟧ mit ⟦25,14@" +
  r('2024-01-24', 'rsi') + "⟧, zuletzt am ⟦20.12.@D:2024-12-20⟧."),
# ---------------------------------------------------------------- q_quarter_range_2024
A('q_quarter_range_2024', 'faithful', 'es-ES', 'kombucha',
  "Rango medio por trimestre en 2024: T1 ⟦320,6@" + q(1) + "⟧ puntos, T2 ⟦314,9@" + q(2) + "⟧, T3 ⟦263,4@" + q(3) +
  "⟧ y T4 ⟦201,6@" + q(4) + "⟧: cada trimestre más estrecho que el anterior."),
A('q_quarter_range_2024', 'faithful', 'ja-JP', 'fretbench',
  "2024年の四半期別平均値幅：Q1は⟦320.6@" + q(1) + "⟧pt、Q2は⟦314.9@" + q(2) + "⟧pt、Q3は⟦263.4@" + q(3) + "⟧pt、"
  "Q4は⟦201.6@" + q(4) + "⟧pt。四半期ごとに縮小。"),
A('q_quarter_range_2024', 'faithful', 'ru-RU', 'roastcard',
  "Средний диапазон по кварталам 2024 г.: Q1 — ⟦320,6@" + q(1) + "⟧, Q2 — ⟦314,9@" + q(2) + "⟧, Q3 — ⟦263,4@" + q(3) +
  "⟧, Q4 — ⟦201,6@" + q(4) + "⟧ пункта. Самый широкий день пришёлся на Q1: ⟦585,5@" + q(1, 'max_range') + "⟧."),
A('q_quarter_range_2024', 'wrong_unit', 'pt-BR', 'sawmill',
  "Amplitude média por trimestre em 2024: o primeiro teve ⟦320,6%@" + q(1) + "~" + q(1) + "!⟧ e o último, "
  "⟦201,6@" + q(4) + "⟧ pontos.",
  unit_note='index points quoted as percent'),
A('q_quarter_range_2024', 'wrong_column', 'pl-PL', 'soapbatch',
  "Średni dzienny zakres w 2024 r.: I kw. ⟦320,6@" + q(1) + "⟧ pkt, II kw. ⟦555,25@" + q(2) + "~" + q(2, 'max_range') +
  "!⟧, IV kw. ⟦201,6@" + q(4) + "⟧."),
A('q_quarter_range_2024', 'miscomputed', 'fr-FR', 'smithy',
  "amplitude moyenne : ⟦320,6@" + q(1) + "⟧ points au T1 contre ⟦201,6@" + q(4) + "⟧ au T4, soit d'après mon calcul "
  "⟦191,0@" + q(1) + "-" + q(4) + "!⟧ points de moins en fin d'année."),
# ---------------------------------------------------------------- q_close_extremes_2023
A('q_close_extremes_2023', 'faithful', 'de-DE', 'tannery',
  "Schlusskurse 2023: Hoch ⟦18.946@max_close⟧, Tief ⟦15.875,25@min_close⟧, letzter Schlusskurs des Jahres "
  "⟦17.553,5@last_close⟧ — näher am Hoch als am Tief."),
A('q_close_extremes_2023', 'faithful', 'it-IT', 'gritter',
  "Chiusure del 2023: massima ⟦18.946@max_close⟧, minima ⟦15.875,25@min_close⟧, ultima dell'anno "
  "⟦17.553,5@last_close⟧."),
A('q_close_extremes_2023', 'faithful', 'en-US', 'bonfire',
  "2023 closes: highest ⟦18,946@max_close⟧, lowest ⟦15,875.25@min_close⟧, and the year ended at "
  "⟦17,553.5@last_close⟧."),
A('q_close_extremes_2023', 'wrong_unit', 'en-GB', 'roastcard',
  "Highest close of 2023: $⟦18,946@max_close~max_close!⟧; lowest ⟦15,875.25@min_close⟧ points; last of the year "
  "⟦17,553.5@last_close⟧.",
  unit_note='index points quoted as US dollars'),
A('q_close_extremes_2023', 'derived', 'fr-FR', 'smithy',
  "clôtures 2023 : plus haute ⟦18_946@max_close⟧, plus basse ⟦15_875,25@min_close⟧ ; l'écart, calculé par moi, fait "
  "⟦3_070,75@max_close-min_close!⟧ points."),
A('q_close_extremes_2023', 'coincidental', 'pl-PL', 'mushroom',
  "Zamknięcia 2023 r.: najniższe ⟦15_875,25@min_close⟧, ostatnie w roku ⟦18_948@last_close!⟧."),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
A('q_h1_vs_h2_2024', 'faithful', 'nl-NL', 'roastcard',
  "Ja, H1 was onrustiger: gemiddelde dagrange ⟦317,7@A.mean_range⟧ punten tegen ⟦232,5@B.mean_range⟧ in H2; "
  "grootste dag ⟦585,5@A.max_range⟧ tegen ⟦507,5@B.max_range⟧."),
A('q_h1_vs_h2_2024', 'faithful', 'pt-BR', 'reindeer',
  "Sim: no primeiro semestre de 2024 a amplitude média foi ⟦317,71@A.mean_range⟧ pontos, em "
  "⟦124@A.R.source_row_count⟧ pregões; no segundo, ⟦232,52@B.mean_range⟧ em ⟦128@B.R.source_row_count⟧."),
A('q_h1_vs_h2_2024', 'faithful', 'fr-FR', 'mushroom',
  "oui, le premier semestre 2024 a été plus agité : amplitude moyenne de ⟦317,7@A.mean_range⟧ points contre "
  "⟦232,5@B.mean_range⟧ au second, et journée la plus large à ⟦585,5@A.max_range⟧ contre ⟦507,5@B.max_range⟧."),
A('q_h1_vs_h2_2024', 'wrong_year', 'zh-CN', 'kombucha',
  "是的，2024 年上半年更动荡：平均波幅 ⟦317.7@A.mean_range⟧ 点，下半年 ⟦232.5@B.mean_range⟧ 点；上半年最宽的一天为 "
  "⟦507.5@A.max_range~B.max_range!⟧ 点。"),
A('q_h1_vs_h2_2024', 'wrong_year', 'en-US', 'fretbench',
  "Yes, H2 was the calmer half. H1's average daily range came in at ⟦232.5@A.mean_range~B.mean_range!⟧ points and "
  "its widest day at ⟦585.5@A.max_range⟧; H2 topped out at ⟦507.5@B.max_range⟧."),
A('q_h1_vs_h2_2024', 'miscomputed', 'ru-RU', 'soapbatch',
  "Первое полугодие 2024 г. было волатильнее: средний диапазон ⟦317,7@A.mean_range⟧ против ⟦232,5@B.mean_range⟧ "
  "пункта, по моему подсчёту разница ⟦95,2@A.mean_range-B.mean_range!⟧ пункта."),
A('q_h1_vs_h2_2024', 'invented', 'pl-PL', 'gritter',
  "Pierwsze półrocze 2024 r. było bardziej zmienne: średni zakres ⟦317,7@A.mean_range⟧ pkt wobec "
  "⟦232,5@B.mean_range⟧, a najszerszy dzień ⟦612@A.max_range!⟧ pkt."),
]
