"""Both sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py.
Layouts: _reg.py (the furniture line is dropped where an answer would pass 320 characters).
Every non-undisclosed answer names the configurations tried, an out-of-sample figure and phrase, and a
selection/overfitting caveat; each undisclosed answer leaves out exactly the one in its omit= tag."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A

RS = 'x_sweep_rsi_level'
WF = 'x_sweep_hold_stop_wf'

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level: faithful
A(RS, 'faithful', 'es-ES', 'hobby',
  "doce configuraciones probadas; la mejor en muestra, level=40, hold=3, dio un Sharpe de "
  "⟦1,68@top(1).in_sample.sharpe⟧, pero fuera de la muestra cayó a ⟦−3,52@top(1).out_of_sample.sharpe⟧. Con un "
  "Sharpe deflactado de ⟦0,71@deflated_sharpe.value⟧, huele a sesgo de selección."),
A(RS, 'faithful', 'pl-PL', 'weaver',
  "przetestowano dwanaście konfiguracji; level=40, hold=5 miało w próbie ⟦22@top(2).in_sample.trades⟧ transakcje "
  "i ⟦+3024@top(2).in_sample.total_pnl⟧ pkt, poza próbą ⟦−4620,5@top(2).out_of_sample.total_pnl⟧ pkt. Ryzyko "
  "przeuczenia wysokie."),
A(RS, 'faithful', 'en-GB', 'jigsaw',
  "twelve configurations tried; the ranked ones averaged ⟦0.52@mean_objective.in_sample⟧ in-sample and "
  "⟦−3.30@mean_objective.out_of_sample⟧ out-of-sample, with ⟦9@configurations.positive_in_sample⟧ of "
  "⟦10@configurations.eligible⟧ positive in-sample. Classic selection bias."),
A(RS, 'faithful', 'pl-PL', 'hobby',
  "sweep RSI, dwanaście konfiguracji: sąsiedzi najlepszej (⟦3@stability.neighbours⟧) mieli w próbie średnio "
  "⟦0,49@stability.mean_in_sample⟧, a poza próbą ⟦−3,37@stability.mean_out_of_sample⟧; tylko "
  "⟦1@stability.holding_half⟧ utrzymał połowę wyniku. Izolowany szczyt, raczej przeuczenie."),
A(RS, 'faithful', 'ja-JP', 'weaver',
  "⟦12@configurations.tried⟧通りを試した結果、最良のlevel=40, hold=3はイン・サンプルで"
  "⟦+3,378@top(1).in_sample.total_pnl⟧ポイント（⟦25@top(1).in_sample.trades⟧回）、サンプル外では"
  "⟦−4,759.75@top(1).out_of_sample.total_pnl⟧ポイント（⟦33@top(1).out_of_sample.trades⟧回）。過剰適合の疑いが強い。"),
A(RS, 'faithful', 'fr-FR', 'lamplighter',
  "douze réglages testés ; le Sharpe dégonflé vaut ⟦0,71@deflated_sharpe.value⟧, sous "
  "⟦0,95@mr('below ([0-9.]+)')⟧ : pas distinguable de la chance. level=40, hold=10 : "
  "⟦0,86@top(3).in_sample.sharpe⟧ en échantillon, ⟦−3,18@top(3).out_of_sample.sharpe⟧ hors échantillon. "
  "Biais de sélection probable."),
# ---------------------------------------------------------------- x_sweep_rsi_level: wrong_sample
A(RS, 'wrong_sample', 'pt-BR', 'toyshop',
  "doze configurações testadas; a melhor (level=40, hold=3) teve Sharpe de ⟦1,68@top(1).in_sample.sharpe⟧ na "
  "amostra e, fora da amostra, resultado de ⟦+3.378@top(1).out_of_sample.total_pnl~top(1).in_sample.total_pnl!⟧ "
  "pontos. Viés de seleção à vista."),
A(RS, 'wrong_sample', 'es-ES', 'dollhouse',
  "doce configuraciones probadas; level=40, hold=5 acertó en la muestra de entrenamiento el "
  "⟦18,18 %@top(2).in_sample.win_rate~top(2).out_of_sample.win_rate!⟧ de las operaciones, y fuera de la muestra "
  "su Sharpe fue ⟦−3,19@top(2).out_of_sample.sharpe⟧. Sesgo de selección."),
A(RS, 'wrong_sample', 'it-IT', 'flea',
  "dodici configurazioni; i ⟦3@stability.neighbours⟧ vicini della migliore avevano nel campione una media di "
  "⟦−3,37@stability.mean_in_sample~stability.mean_out_of_sample!⟧, e la migliore fuori campione "
  "⟦−3,52@top(1).out_of_sample.sharpe⟧: bias di selezione evidente."),
A(RS, 'wrong_sample', 'de-DE', 'spinning',
  "zwölf Konfigurationen getestet; die beste (level=40, hold=3) kam in-sample auf einen Sharpe von "
  "⟦1,68@top(1).in_sample.sharpe⟧ bei ⟦33@top(1).in_sample.trades~top(1).out_of_sample.trades!⟧ Trades, "
  "out-of-sample auf ⟦−3,52@top(1).out_of_sample.sharpe⟧. Auswahlverzerrung wahrscheinlich."),
# ---------------------------------------------------------------- x_sweep_rsi_level: undisclosed
A(RS, 'undisclosed:n', 'en-US', 'dyer',
  "The best in-sample setting, level=40, hold=3, posted an in-sample Sharpe of ⟦1.68@top(1).in_sample.sharpe!⟧, "
  "yet out-of-sample it fell to ⟦−3.52@top(1).out_of_sample.sharpe⟧; the pick is likely overfit.", omit='n'),
A(RS, 'undisclosed:n', 'pt-BR', 'thrift',
  "na amostra, level=40, hold=10 somou ⟦+2.347,75@top(3).in_sample.total_pnl!⟧ pontos; fora da amostra, "
  "⟦−5.102,5@top(3).out_of_sample.total_pnl⟧ em ⟦13@top(3).out_of_sample.trades⟧ trades. Viés de seleção.",
  omit='n'),
A(RS, 'undisclosed:oos', 'fr-FR', 'jigsaw',
  "douze configurations essayées ; la meilleure, level=40, hold=3, affiche en échantillon un Sharpe de "
  "⟦1,68@top(1).in_sample.sharpe!⟧ sur ⟦25@top(1).in_sample.trades⟧ trades : biais de sélection à craindre.",
  omit='oos'),
A(RS, 'undisclosed:caveat', 'ru-RU', 'flea',
  "перебрали двенадцать конфигураций; level=30, hold=3 на обучающей выборке дала Sharpe "
  "⟦0,63@top(4).in_sample.sharpe!⟧ при ⟦5@top(4).in_sample.trades⟧ сделках, а вне выборки "
  "⟦−1,97@top(4).out_of_sample.sharpe⟧ — наименее плохой результат вне выборки среди ранжированных.",
  omit='caveat'),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf: faithful
A(WF, 'faithful', 'nl-NL', 'pottery',
  "negen combinaties getest; beste in-sample is hold=5, sl=1 met ⟦+2.374,13@top(1).in_sample.total_pnl⟧ punten, "
  "out-of-sample ⟦+767,82@top(1).out_of_sample.total_pnl⟧ op slechts ⟦21@top(1).out_of_sample.trades⟧ trades. "
  "Selectiebias blijft een risico."),
A(WF, 'faithful', 'pl-PL', 'hobby',
  "dziewięć konfiguracji, walk-forward w trzech foldach; łącznie poza próbą "
  "⟦+2170,37@walk_forward_out_of_sample.total_pnl⟧ pkt z ⟦54@walk_forward_out_of_sample.trades⟧ transakcji, "
  "Sharpe ⟦1,45@walk_forward_out_of_sample.sharpe⟧. Ryzyko przeuczenia umiarkowane."),
A(WF, 'faithful', 'pt-BR', 'jigsaw',
  "nove configurações; no fold testado a partir de ⟦03/01/2024@D:2024-01-03⟧ a escolhida foi hold=5, sl=1: "
  "⟦+1.956,59@folds[1].chosen.in_sample.total_pnl⟧ na amostra e ⟦+417,54@folds[1].chosen.out_of_sample.total_pnl⟧ "
  "fora da amostra. Cuidado com viés de seleção."),
A(WF, 'faithful', 'de-DE', 'toyshop',
  "neun Konfigurationen, Walk-forward: Fold 1 wählte hold=5, sl=3 mit ⟦+678,8@folds[0].chosen.in_sample.total_pnl⟧ "
  "Punkten in-sample und ⟦+985,0@folds[0].chosen.out_of_sample.total_pnl⟧ out-of-sample. Deflationierter "
  "Sharpe ⟦0,97@deflated_sharpe.value⟧: mehr als Zufall, doch eine Auswahlverzerrung bleibt möglich."),
A(WF, 'faithful', 'ru-RU', 'lamplighter',
  "девять конфигураций; у лучшей (hold=5, sl=1) ⟦2@stability.neighbours⟧ соседа, в выборке в среднем "
  "⟦+2108,05@stability.mean_in_sample⟧, вне выборки ⟦+359,45@stability.mean_out_of_sample⟧; переобучение не "
  "исключено."),
A(WF, 'faithful', 'zh-CN', 'toyshop',
  "共测试 ⟦9@configurations.tried⟧ 组参数；排名第二的 hold=3, sl=3 样本内 ⟦+2,180.6@top(2).in_sample.total_pnl⟧ "
  "点，样本外 ⟦+757.4@top(2).out_of_sample.total_pnl⟧ 点（⟦16@top(2).out_of_sample.trades⟧ 笔）。存在选择偏差。"),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf: wrong_sample
A(WF, 'wrong_sample', 'en-GB', 'weaver',
  "nine configurations tried; hold=5, sl=1 leads with ⟦+2,374.1@top(1).in_sample.total_pnl⟧ in-sample points and "
  "an out-of-sample Sharpe of ⟦1.52@top(1).out_of_sample.sharpe~top(1).in_sample.sharpe!⟧ on "
  "⟦21@top(1).out_of_sample.trades⟧ trades. Selection bias is likely."),
A(WF, 'wrong_sample', 'ja-JP', 'lamplighter',
  "⟦9@configurations.tried⟧通りを検証。フォールド1で選ばれたhold=5, sl=3はイン・サンプルで"
  "⟦+985.0@folds[0].chosen.in_sample.total_pnl~folds[0].chosen.out_of_sample.total_pnl!⟧ポイント、全体のサンプル外は"
  "⟦+2,170.4@walk_forward_out_of_sample.total_pnl⟧。過剰適合に注意。"),
A(WF, 'wrong_sample', 'pl-PL', 'dyer',
  "dziewięć konfiguracji; średnio poza próbą ⟦+1987,7@mean_objective.out_of_sample~mean_objective.in_sample!⟧ "
  "pkt, najlepsza poza próbą ⟦+767,8@top(1).out_of_sample.total_pnl⟧. Możliwe przeuczenie."),
A(WF, 'wrong_sample', 'en-US', 'jigsaw',
  "Nine configurations; the third-ranked hold=5, sl=2 made ⟦+2,141.4@top(3).out_of_sample.total_pnl~"
  "top(3).in_sample.total_pnl!⟧ points out-of-sample. Deflated Sharpe ⟦0.97@deflated_sharpe.value⟧; selection bias "
  "still applies to the whole table."),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf: undisclosed
A(WF, 'undisclosed:n', 'es-ES', 'pottery',
  "la mejor en muestra, hold=5, sl=1, sumó ⟦+2374,13@top(1).in_sample.total_pnl!⟧ puntos; fuera de la muestra, "
  "⟦+767,82@top(1).out_of_sample.total_pnl⟧ en ⟦21@top(1).out_of_sample.trades⟧ operaciones. Ojo al sesgo de "
  "selección.", omit='n'),
A(WF, 'undisclosed:oos', 'en-GB', 'weaver',
  "nine configurations tried; hold=5, sl=1 tops the in-sample table at ⟦+2,374.1@top(1).in_sample.total_pnl!⟧ "
  "points over ⟦59@top(1).in_sample.trades⟧ trades, hold=3, sl=3 next at ⟦+2,180.6@top(2).in_sample.total_pnl⟧. "
  "Expect some overfitting.", omit='oos'),
A(WF, 'undisclosed:caveat', 'de-DE', 'hobby',
  "neun Konfigurationen; hold=3, sl=3 kam in-sample auf ⟦+2.180,6@top(2).in_sample.total_pnl!⟧ Punkte, "
  "out-of-sample auf ⟦+757,4@top(2).out_of_sample.total_pnl⟧ bei ⟦16@top(2).out_of_sample.trades⟧ Trades.",
  omit='caveat'),
A(WF, 'undisclosed:caveat', 'nl-NL', 'dollhouse',
  "negen combinaties; hold=3, sl=1 haalde in-sample ⟦+2.074,68@top(4).in_sample.total_pnl!⟧ punten en "
  "out-of-sample ⟦+628,61@top(4).out_of_sample.total_pnl⟧ over ⟦21@top(4).out_of_sample.trades⟧ trades.",
  omit='caveat'),
]
