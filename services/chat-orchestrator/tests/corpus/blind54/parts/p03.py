"""Market-data queries, part 3 (q_rsi_oversold_2024 ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def d(x, col):
    return f"row('{x}').{col}"


def q(n, col='mean_range'):
    return f"row({n}).{col}"


N = "R.summary.rows"

ENTRIES = [
# ---------------------------------------------------------------- q_rsi_oversold_2024
A('q_rsi_oversold_2024', 'faithful', 'ja-JP', 'pinbarrel',
  "2024年にRSI(14)が30を下回ったのは⟦63@" + N + "⟧日。初回は⟦1月24日@D:2024-01-24⟧（⟦25.14@" + d('2024-01-24', 'rsi') + "⟧）、"
  "最後は⟦12月20日@D:2024-12-20⟧（⟦29.09@" + d('2024-12-20', 'rsi') + "⟧）、最低は⟦19.49@stats.rsi.min⟧。"),
A('q_rsi_oversold_2024', 'faithful', 'ru-RU', 'drillhire',
  "RSI(14) ниже 30 в 2024 г.: ⟦63@" + N + "⟧ дня, в среднем ⟦26,12@stats.rsi.mean⟧, минимум ⟦19,49@stats.rsi.min⟧. "
  "Первый раз ⟦24 января@D:2024-01-24⟧, последний ⟦20 декабря@D:2024-12-20⟧."),
A('q_rsi_oversold_2024', 'faithful', 'en-GB', 'glassfloat',
  "RSI(14) under 30 on ⟦63@" + N + "⟧ days of 2024: first on ⟦24 Jan@D:2024-01-24⟧ at ⟦25.14@" + d('2024-01-24', 'rsi') + "⟧, "
  "last on ⟦20 Dec@D:2024-12-20⟧ at ⟦29.09@" + d('2024-12-20', 'rsi') + "⟧; the low was ⟦19.49@stats.rsi.min⟧."),
A('q_rsi_oversold_2024', 'wrong_row', 'pl-PL', 'quill',
  "RSI(14) poniżej 30 w 2024 r.: ⟦63@" + N + "⟧ sesje. W marcu m.in. ⟦13 marca@D:2024-03-13⟧ (⟦29,0@" + d('2024-03-13', 'rsi') + "⟧) "
  "i ⟦15 marca@D:2024-03-15⟧ (⟦26,54@" + d('2024-03-15', 'rsi') + "~" + d('2024-03-14', 'rsi') + "!⟧)."),
A('q_rsi_oversold_2024', 'misrounded', 'pt-BR', 'smokehouse',
  "RSI(14) abaixo de 30 em 2024: ⟦63@" + N + "⟧ pregões, de ⟦24/01@D:2024-01-24⟧ a ⟦20/12@D:2024-12-20⟧. Em "
  "⟦30/01@D:2024-01-30⟧ marcou ⟦23,66@" + d('2024-01-30', 'rsi') + "!⟧, fechando a ⟦16.339,75@" + d('2024-01-30', 'close') + "⟧."),
A('q_rsi_oversold_2024', 'miscomputed', 'it-IT', 'oiling',
  "RSI(14) sotto 30 nel 2024 per ⟦63@" + N + "⟧ sedute. Dal ⟦24 gennaio@D:2024-01-24⟧ (chiusura ⟦16.672,75@" + d('2024-01-24', 'close') + "⟧) "
  "all'⟦8 febbraio@D:2024-02-08⟧ (⟦15.921@" + d('2024-02-08', 'close') + "⟧), per mio conto, "
  "⟦715,75@" + d('2024-01-24', 'close') + "-" + d('2024-02-08', 'close') + "!⟧ punti persi."),
# ---------------------------------------------------------------- q_quarter_range_2024
A('q_quarter_range_2024', 'faithful', 'es-ES', 'chalkfig',
  "rango medio por trimestre en 2024: T1 ⟦320,6@" + q(1) + "⟧, T2 ⟦314,9@" + q(2) + "⟧, T3 ⟦263,4@" + q(3) + "⟧ y "
  "T4 ⟦201,6@" + q(4) + "⟧ puntos. Baja trimestre a trimestre."),
A('q_quarter_range_2024', 'faithful', 'fr-FR', 'roost',
  "amplitude moyenne 2024 par trimestre : T1 ⟦320,6@" + q(1) + "⟧ (pointe ⟦585,5@" + q(1, 'max_range') + "⟧), "
  "T2 ⟦314,9@" + q(2) + "⟧, T3 ⟦263,4@" + q(3) + "⟧, T4 ⟦201,6@" + q(4) + "⟧ (pointe ⟦389@" + q(4, 'max_range') + "⟧)."),
A('q_quarter_range_2024', 'faithful', 'it-IT', 'fordboard',
  "range medio 2024: primo trimestre ⟦320,64@" + q(1) + "⟧ punti, ultimo trimestre ⟦201,62@" + q(4) + "⟧; il "
  "massimo del terzo trimestre ⟦507,5@" + q(3, 'max_range') + "⟧."),
A('q_quarter_range_2024', 'wrong_row', 'pl-PL', 'fresnel',
  "średni zakres dzienny 2024 wg kwartałów: Q1 najszerszy, Q2 ⟦320,6@" + q(2) + "~" + q(1) + "!⟧ pkt, "
  "Q3 ⟦263,4@" + q(3) + "⟧, Q4 najspokojniejszy — ⟦201,6@" + q(4) + "⟧."),
A('q_quarter_range_2024', 'wrong_column', 'zh-CN', 'pinbarrel',
  "2024 年各季度平均日波幅：第一季度 ⟦320.6@" + q(1) + "⟧ 点，第三季度 ⟦263.4@" + q(3) + "⟧ 点，"
  "第四季度 ⟦389@" + q(4) + "~" + q(4, 'max_range') + "!⟧ 点。"),
A('q_quarter_range_2024', 'derived', 'ru-RU', 'glassfloat',
  "средний размах по кварталам 2024 г.: Q3 ⟦263,4@" + q(3) + "⟧, Q4 ⟦201,6@" + q(4) + "⟧ пункта. По моему "
  "подсчёту, от третьего к четвёртому кварталу размах сжался на ⟦61,8@" + q(3) + "-" + q(4) + "!⟧ пункта."),
# ---------------------------------------------------------------- q_close_extremes_2023
A('q_close_extremes_2023', 'faithful', 'de-DE', 'glassfloat',
  "Schlusskurse 2023: Hoch ⟦18.946@max_close⟧, Tief ⟦15.875,25@min_close⟧, Jahresschluss ⟦17.553,5@last_close⟧."),
A('q_close_extremes_2023', 'faithful', 'it-IT', 'oiling',
  "chiusure del 2023: la più alta ⟦18.946@max_close⟧, la più bassa ⟦15.875,25@min_close⟧; l'anno si è chiuso a "
  "⟦17.553,5@last_close⟧, nel mezzo."),
A('q_close_extremes_2023', 'faithful', 'ja-JP', 'drillhire',
  "2023年の終値：最高⟦18,946@max_close⟧、最安⟦15,875.25@min_close⟧、大引け⟦17,553.5@last_close⟧。"),
A('q_close_extremes_2023', 'wrong_column', 'nl-NL', 'smokehouse',
  "slotkoersen 2023: hoogste ⟦18.946@max_close⟧; het jaar eindigde op ⟦15.875,25@last_close~min_close!⟧."),
A('q_close_extremes_2023', 'miscomputed', 'es-ES', 'fresnel',
  "cierres de 2023: máximo ⟦18.946@max_close⟧, mínimo ⟦15.875,25@min_close⟧, último ⟦17.553,5@last_close⟧. "
  "Según mi cuenta, ⟦3.170,75@max_close-min_close!⟧ puntos entre el más alto y el más bajo."),
A('q_close_extremes_2023', 'invented', 'en-US', 'roost',
  "2023 closes: highest ⟦19,208@max_close!⟧, lowest ⟦15,875.25@min_close⟧, and the year ended at "
  "⟦17,553.5@last_close⟧."),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
A('q_h1_vs_h2_2024', 'faithful', 'nl-NL', 'quill',
  "eerste helft 2024 beweeglijker: gemiddelde dagrange ⟦317,7@A.mean_range⟧ tegen ⟦232,5@B.mean_range⟧ in de "
  "tweede helft; grootste dag ⟦585,5@A.max_range⟧ tegen ⟦507,5@B.max_range⟧."),
A('q_h1_vs_h2_2024', 'faithful', 'fr-FR', 'pinbarrel',
  "oui : premier semestre 2024 à ⟦317,7@A.mean_range⟧ points d'amplitude moyenne sur ⟦124@A.R.source_row_count⟧ "
  "séances, second à ⟦232,5@B.mean_range⟧ sur ⟦128@B.R.source_row_count⟧."),
A('q_h1_vs_h2_2024', 'faithful', 'es-ES', 'drillhire',
  "sí, el primer semestre de 2024 fue más volátil: rango medio ⟦317,71@A.mean_range⟧ frente a "
  "⟦232,52@B.mean_range⟧; el día más amplio, ⟦585,5@A.max_range⟧ frente a ⟦507,5@B.max_range⟧."),
A('q_h1_vs_h2_2024', 'wrong_year', 'ja-JP', 'heather',
  "2024年の値動き：下半期の平均値幅は⟦317.7@B.mean_range~A.mean_range!⟧ポイント。最大日は上半期"
  "⟦585.5@A.max_range⟧、下半期⟦507.5@B.max_range⟧。"),
A('q_h1_vs_h2_2024', 'coincidental', 'it-IT', 'roost',
  "primo semestre 2024 più nervoso: range medio ⟦317,7@A.mean_range⟧ punti su ⟦124@A.R.source_row_count⟧ sedute, "
  "contro ⟦232,5@B.mean_range⟧ su ⟦122@B.R.source_row_count!⟧ nel secondo."),
A('q_h1_vs_h2_2024', 'derived', 'en-US', 'fordboard',
  "H1 2024 averaged a ⟦317.7@A.mean_range⟧-point daily range, H2 ⟦232.5@B.mean_range⟧. Did the division "
  "myself: H1 ran ⟦36.6%@(A.mean_range/B.mean_range-1)*100!⟧ wider."),
]
