"""Market-data queries, part 3 (q_weekly_recent ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py.
Layouts: _reg.py. '_' between digits = the locale's group separator (U+202F fr, U+00A0 ru/pl)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def w(x, col):
    return f"row('{x}').{col}"


def q(n, col='mean_range'):
    return f"row({n}).{col}"


RS = "R.summary.rows"

ENTRIES = [
# ---------------------------------------------------------------- q_weekly_recent
A('q_weekly_recent', 'faithful', 'it-IT', 'saffron',
  "ultime settimane: quella del ⟦29 dicembre@D:2024-12-29⟧ l'unica positiva (⟦+57,5@" + w('2024-12-29', 'change') +
  "⟧ punti); la peggiore quella dell'⟦8 dicembre@D:2024-12-08⟧ con ⟦−381,75@" + w('2024-12-08', 'change') +
  "⟧. Media ⟦−179,7@stats.change.mean⟧ a settimana."),
A('q_weekly_recent', 'faithful', 'fr-FR', 'mirrorgrind',
  "barres hebdomadaires récentes : une seule semaine positive, celle du ⟦29 décembre@D:2024-12-29⟧ "
  "(⟦+57,5@" + w('2024-12-29', 'change') + "⟧ points) ; la plus lourde en volume, celle du "
  "⟦22 décembre@D:2024-12-22⟧ avec ⟦1_007_765@" + w('2024-12-22', 'volume') + "⟧ contrats."),
A('q_weekly_recent', 'faithful', 'ru-RU', 'clogcarve',
  "последние недели: четыре из пяти в минусе, худшая — неделя ⟦8 декабря@D:2024-12-08⟧, "
  "⟦−381,75@" + w('2024-12-08', 'change') + "⟧ пункта; в плюсе только ⟦29 декабря@D:2024-12-29⟧, "
  "⟦+57,5@" + w('2024-12-29', 'change') + "⟧. Последняя закрылась на ⟦8837,25@" + w('2025-01-05', 'close') + "⟧."),
A('q_weekly_recent', 'wrong_row', 'nl-NL', 'windsurf',
  "recente weekbalken: alleen de week van ⟦29 december@D:2024-12-29⟧ sloot hoger (⟦+57,5@" + w('2024-12-29', 'change') +
  "⟧); de drukste week was die van ⟦22 december@D:2024-12-22⟧ met ⟦1.002.088@" + w('2024-12-22', 'volume') + "~" +
  w('2024-12-15', 'volume') + "!⟧ contracten."),
A('q_weekly_recent', 'wrong_sign', 'pt-BR', 'accordion',
  "semanas recentes: a de ⟦08/12@D:2024-12-08⟧ foi a pior, ⟦−381,75@" + w('2024-12-08', 'change') + "⟧ pontos; "
  "a de ⟦15/12@D:2024-12-15⟧ fechou em ⟦+16@" + w('2024-12-15', 'change') + "!⟧ e a de ⟦29/12@D:2024-12-29⟧ "
  "subiu ⟦+57,5@" + w('2024-12-29', 'change') + "⟧."),
A('q_weekly_recent', 'invented', 'ja-JP', 'beachhaul',
  "直近五週の週足：上昇は⟦12月29日@D:2024-12-29⟧の週だけで⟦+84.25@" + w('2024-12-29', 'change') + "!⟧ポイント、"
  "最悪は⟦12月8日@D:2024-12-08⟧の週の⟦−381.75@" + w('2024-12-08', 'change') + "⟧。"),
# ---------------------------------------------------------------- q_gap_2024
A('q_gap_2024', 'faithful', 'zh-CN', 'agility',
  "2024 年开盘跳空：平均 ⟦+1.51@mean_g⟧ 点，最大向上 ⟦147.25@max_g⟧ 点，最大向下 ⟦−128.5@min_g⟧ 点，"
  "标准差 ⟦34.54@std_g⟧。起跑干净。"),
A('q_gap_2024', 'faithful', 'en-US', 'wafer',
  "2024 opening gaps: mean ⟦+1.51@mean_g⟧ points, std dev ⟦34.5@std_g⟧; biggest gap up ⟦147.25@max_g⟧, "
  "biggest gap down ⟦−128.5@min_g⟧. Most mornings open near the prior close."),
A('q_gap_2024', 'faithful', 'es-ES', 'accordion',
  "huecos de apertura en 2024: media de ⟦1,51@mean_g⟧ puntos, desviación típica ⟦34,54@std_g⟧; el mayor al alza "
  "⟦+147,25@max_g⟧ y el mayor a la baja ⟦−128,5@min_g⟧."),
A('q_gap_2024', 'wrong_sign', 'nl-NL', 'beachhaul',
  "openingsgaten 2024: gemiddeld ⟦+1,51@mean_g⟧ punt, standaardafwijking ⟦34,5@std_g⟧; grootste gat omhoog "
  "⟦147,25@max_g⟧, grootste gat omlaag ⟦+128,5@min_g!⟧."),
A('q_gap_2024', 'wrong_unit', 'pl-PL', 'clogcarve',
  "luki na otwarciu w 2024 r.: średnio ⟦+1,51@mean_g⟧ pkt, odchylenie standardowe ⟦34,54@std_g~std_g!⟧ %, "
  "największa w górę ⟦147,25@max_g⟧ pkt.",
  unit_note='index points quoted as per cent'),
A('q_gap_2024', 'miscomputed', 'pt-BR', 'saffron',
  "gaps de abertura em 2024: maior alta ⟦147,25@max_g⟧ pontos, maior queda ⟦−128,5@min_g⟧; pela minha conta, "
  "um intervalo de ⟦257,75@max_g-min_g!⟧ pontos entre os extremos."),
# ---------------------------------------------------------------- q_rsi_oversold_2024
A('q_rsi_oversold_2024', 'faithful', 'it-IT', 'pulpvat',
  "RSI(14) sotto 30 nel 2024: ⟦63@" + RS + "⟧ sedute, dalla prima del ⟦24 gennaio@D:2024-01-24⟧ (RSI "
  "⟦25,14@" + w('2024-01-24', 'rsi') + "⟧) all'ultima del ⟦20 dicembre@D:2024-12-20⟧ (⟦29,09@R.summary.last.rsi⟧). "
  "Minimo ⟦19,49@stats.rsi.min⟧, media ⟦26,12@stats.rsi.mean⟧."),
A('q_rsi_oversold_2024', 'faithful', 'en-GB', 'accordion',
  "2024 had ⟦63@" + RS + "⟧ sessions with RSI(14) below 30. First on ⟦24 Jan@D:2024-01-24⟧ at "
  "⟦25.14@" + w('2024-01-24', 'rsi') + "⟧, deepest reading ⟦19.49@stats.rsi.min⟧, last on ⟦20 Dec@D:2024-12-20⟧ "
  "at ⟦29.09@R.summary.last.rsi⟧."),
A('q_rsi_oversold_2024', 'faithful', 'pl-PL', 'clogcarve',
  "RSI(14) poniżej 30 w 2024 r.: ⟦63@" + RS + "⟧ sesje. Pierwsza ⟦24 stycznia@D:2024-01-24⟧ (⟦25,14@" +
  w('2024-01-24', 'rsi') + "⟧, zamknięcie ⟦16_672,75@" + w('2024-01-24', 'close') + "⟧), najniżej "
  "⟦19,49@stats.rsi.min⟧, średnio ⟦26,12@stats.rsi.mean⟧."),
A('q_rsi_oversold_2024', 'wrong_row', 'zh-CN', 'windsurf',
  "2024 年 RSI(14) 低于 30 的交易日共 ⟦63@" + RS + "⟧ 天；首次是 ⟦1月24日@D:2024-01-24⟧，RSI 为 "
  "⟦23.67@" + w('2024-01-24', 'rsi') + "~" + w('2024-01-30', 'rsi') + "!⟧；全年最低 ⟦19.49@stats.rsi.min⟧。"),
A('q_rsi_oversold_2024', 'coincidental', 'fr-FR', 'beachhaul',
  "RSI(14) sous 30 en 2024 : ⟦18@" + RS + "!⟧ séances, la première le ⟦24 janvier@D:2024-01-24⟧ "
  "(⟦25,14@" + w('2024-01-24', 'rsi') + "⟧), la plus basse à ⟦19,49@stats.rsi.min⟧."),
A('q_rsi_oversold_2024', 'invented', 'en-US', 'muletrain',
  "RSI(14) below 30 in 2024: ⟦63@" + RS + "⟧ sessions, the first on ⟦Jan 24@D:2024-01-24⟧; the lowest "
  "reading of the year was ⟦16.8@stats.rsi.min!⟧."),
# ---------------------------------------------------------------- q_quarter_range_2024
A('q_quarter_range_2024', 'faithful', 'nl-NL', 'wafer',
  "gemiddelde dagrange per kwartaal in 2024: Q1 ⟦320,6@" + q(1) + "⟧, Q2 ⟦314,9@" + q(2) + "⟧, Q3 ⟦263,4@" + q(3) +
  "⟧, Q4 ⟦201,6@" + q(4) + "⟧ punten — elk kwartaal rustiger."),
A('q_quarter_range_2024', 'faithful', 'en-US', 'muletrain',
  "2024 average daily range by quarter: Q1 ⟦320.64@" + q(1) + "⟧, Q2 ⟦314.87@" + q(2) + "⟧, Q3 ⟦263.41@" + q(3) +
  "⟧, Q4 ⟦201.62@" + q(4) + "⟧ points. Widest single day sat in Q1, ⟦585.5@" + q(1, 'max_range') + "⟧."),
A('q_quarter_range_2024', 'faithful', 'ja-JP', 'mirrorgrind',
  "2024年の四半期別平均値幅：Q1は⟦320.6@" + q(1) + "⟧、Q2は⟦314.9@" + q(2) + "⟧、Q3は⟦263.4@" + q(3) + "⟧、"
  "Q4は⟦201.6@" + q(4) + "⟧ポイント。四半期ごとに静かに。"),
A('q_quarter_range_2024', 'wrong_row', 'de-DE', 'accordion',
  "Tagesspanne 2024 nach Quartalen: am breitesten Q1 mit ⟦320,6@" + q(1) + "⟧ Punkten im Schnitt, am ruhigsten "
  "Q4 mit ⟦263,4@" + q(4) + "~" + q(3) + "!⟧."),
A('q_quarter_range_2024', 'miscomputed', 'es-ES', 'agility',
  "rango medio por trimestre en 2024: T1 ⟦320,6@" + q(1) + "⟧ y T4 ⟦201,6@" + q(4) + "⟧ puntos; según mi cuenta, "
  "el último trimestre se movió ⟦109@" + q(1) + "-" + q(4) + "!⟧ puntos menos al día."),
A('q_quarter_range_2024', 'invented', 'it-IT', 'windsurf',
  "range medio giornaliero 2024 per trimestre: primo ⟦320,6@" + q(1) + "⟧, secondo ⟦314,9@" + q(2) + "⟧, "
  "terzo ⟦263,4@" + q(3) + "⟧, quarto ⟦188,3@" + q(4) + "!⟧ punti."),
# ---------------------------------------------------------------- q_close_extremes_2023
A('q_close_extremes_2023', 'faithful', 'it-IT', 'pulpvat',
  "chiusure 2023: massima ⟦18.946@max_close⟧, minima ⟦15.875,25@min_close⟧, ultima dell'anno "
  "⟦17.553,5@last_close⟧, più vicina al massimo che al minimo."),
A('q_close_extremes_2023', 'faithful', 'en-GB', 'wafer',
  "2023 closes: highest ⟦18,946@max_close⟧, lowest ⟦15,875.25@min_close⟧, and the year finished at "
  "⟦17,553.5@last_close⟧ — nearer the top than the bottom."),
A('q_close_extremes_2023', 'faithful', 'pt-BR', 'beachhaul',
  "fechamentos de 2023: máximo de ⟦18.946@max_close⟧ pontos, mínimo de ⟦15.875,25@min_close⟧; o ano terminou "
  "em ⟦17.553,5@last_close⟧."),
A('q_close_extremes_2023', 'derived', 'de-DE', 'clogcarve',
  "Schlusskurse 2023: Hoch ⟦18.946@max_close⟧, Tief ⟦15.875,25@min_close⟧, selbst gerechnet eine Spanne von "
  "⟦3.070,75@max_close-min_close!⟧ Punkten; Jahresschluss ⟦17.553,5@last_close⟧."),
A('q_close_extremes_2023', 'wrong_column', 'en-US', 'saffron',
  "2023: highest close ⟦18,946@max_close⟧; the year's final close was ⟦15,875.25@last_close~min_close!⟧."),
A('q_close_extremes_2023', 'invented', 'fr-FR', 'windsurf',
  "clôtures 2023 : plus haute ⟦18_946@max_close⟧, plus basse ⟦15_420@min_close!⟧, dernière de l'année "
  "⟦17_553,5@last_close⟧."),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
A('q_h1_vs_h2_2024', 'faithful', 'fr-FR', 'tortoise',
  "premier semestre 2024 plus agité : amplitude moyenne ⟦317,7@A.mean_range⟧ points contre "
  "⟦232,5@B.mean_range⟧ au second ; pics à ⟦585,5@A.max_range⟧ et ⟦507,5@B.max_range⟧."),
A('q_h1_vs_h2_2024', 'faithful', 'en-GB', 'agility',
  "yes — H1 2024 was the livelier half: mean daily range ⟦317.7@A.mean_range⟧ points over "
  "⟦124@A.R.source_row_count⟧ sessions versus ⟦232.5@B.mean_range⟧ over ⟦128@B.R.source_row_count⟧ in H2."),
A('q_h1_vs_h2_2024', 'faithful', 'ru-RU', 'saffron',
  "первое полугодие 2024 г. было волатильнее: средний диапазон ⟦317,71@A.mean_range⟧ пункта против "
  "⟦232,52@B.mean_range⟧ во втором; максимум ⟦585,5@A.max_range⟧ против ⟦507,5@B.max_range⟧."),
A('q_h1_vs_h2_2024', 'wrong_year', 'zh-CN', 'beachhaul',
  "2024 年上半年更动荡：上半年平均日波幅 ⟦317.7@A.mean_range⟧ 点，下半年 ⟦232.5@B.mean_range⟧ 点；"
  "下半年最宽的一天 ⟦585.5@B.max_range~A.max_range!⟧ 点。"),
A('q_h1_vs_h2_2024', 'miscomputed', 'ja-JP', 'wafer',
  "2024年上期の平均値幅は⟦317.7@A.mean_range⟧、下期は⟦232.5@B.mean_range⟧ポイント。自分で引くと差は"
  "⟦58.2@A.mean_range-B.mean_range!⟧ポイントで、上期の方が荒い。"),
A('q_h1_vs_h2_2024', 'coincidental', 'en-US', 'clogcarve',
  "H1 2024 out-swung H2: average range ⟦317.7@A.mean_range⟧ pts across ⟦130@A.R.source_row_count!⟧ sessions, "
  "vs ⟦232.5@B.mean_range⟧ in the back half."),
]
