"""Sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py.
Every non-undisclosed answer names the configurations tried (count word, or a marked 12/9 in ja/zh), an
out-of-sample figure and phrase, and a selection/overfitting caveat."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A

IS1 = 'top(1).in_sample'
OS1 = 'top(1).out_of_sample'

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level
A('x_sweep_rsi_level', 'faithful', 'en-GB', 'hotair',
  f"twelve RSI-level and hold configurations tried; the best in-sample, level=40, hold=3, had a Sharpe of "
  f"⟦1.68@{IS1}.sharpe⟧, but out-of-sample it fell to ⟦−3.52@{OS1}.sharpe⟧. Selection bias: deflated Sharpe "
  f"⟦0.71@deflated_sharpe.value⟧."),
A('x_sweep_rsi_level', 'faithful', 'nl-NL', 'skydive',
  f"twaalf configuraties getest; de beste (level=40, hold=3) haalde in-sample ⟦+3378@{IS1}.total_pnl⟧ punten, "
  f"out-of-sample ⟦−4759,75@{OS1}.total_pnl⟧. Selectiebias: niet te onderscheiden van geluk."),
A('x_sweep_rsi_level', 'faithful', 'de-DE', 'millinery',
  f"zwölf Kombinationen getestet; Spitze level=40, hold=3 mit In-Sample-Sharpe ⟦1,68@{IS1}.sharpe⟧ bei "
  f"⟦25@{IS1}.trades⟧ Trades, out-of-sample ⟦−3,52@{OS1}.sharpe⟧ bei ⟦33@{OS1}.trades⟧. Auswahlverzerrung."),
A('x_sweep_rsi_level', 'faithful', 'ru-RU', 'orchard',
  f"проверено двенадцать конфигураций; лучшая в выборке, level=40, hold=3, дала Sharpe ⟦1,68@{IS1}.sharpe⟧, а "
  f"вне выборки ⟦−3,52@{OS1}.sharpe⟧. Это подгонка: дефлированный Sharpe всего ⟦0,71@deflated_sharpe.value⟧."),
A('x_sweep_rsi_level', 'faithful', 'fr-FR', 'hopyard',
  "douze réglages testés ; en moyenne les configurations classées font un Sharpe de "
  "⟦0,52@mean_objective.in_sample⟧ en échantillon contre ⟦−3,3@mean_objective.out_of_sample⟧ hors échantillon, "
  "toutes négatives : biais de sélection."),
A('x_sweep_rsi_level', 'faithful', 'pt-BR', 'scuba',
  f"doze combinações testadas; a melhor, level=40, hold=3, caiu fora da amostra para Sharpe "
  f"⟦−3,52@{OS1}.sharpe⟧, e seus vizinhos tiveram média ⟦−3,37@stability.mean_out_of_sample⟧: pico isolado, "
  f"viés de seleção."),
A('x_sweep_rsi_level', 'wrong_sample', 'zh-CN', 'skydive',
  f"共测试 ⟦12@configurations.tried⟧ 组参数；最优的 level=40, hold=3 样本外夏普为 "
  f"⟦1.68@{OS1}.sharpe~{IS1}.sharpe!⟧，仍需警惕选择偏差。"),
A('x_sweep_rsi_level', 'wrong_sample', 'nl-NL', 'hotair',
  "twaalf configuraties getest; de gerangschikte configuraties haalden out-of-sample gemiddeld een Sharpe van "
  "⟦0,52@mean_objective.out_of_sample~mean_objective.in_sample!⟧. Let op selectiebias."),
A('x_sweep_rsi_level', 'wrong_sample', 'es-ES', 'maltings',
  "doce combinaciones probadas; level=40, hold=10, la tercera, sumó en la muestra de entrenamiento "
  "⟦−5102,5@top(3).in_sample.total_pnl~top(3).out_of_sample.total_pnl!⟧ puntos; fuera de la muestra todas "
  "pierden. Sesgo de selección."),
A('x_sweep_rsi_level', 'wrong_sample', 'it-IT', 'stonemason',
  f"dodici configurazioni provate; la migliore, level=40, hold=3, vinceva nel campione di stima il "
  f"⟦27,27@{IS1}.win_rate~{OS1}.win_rate!⟧% dei trade; fuori campione Sharpe ⟦−3,52@{OS1}.sharpe⟧. Bias di "
  f"selezione."),
A('x_sweep_rsi_level', 'undisclosed', 'pl-PL', 'bookbind',
  f"najlepsza konfiguracja level=40, hold=3: Sharpe w próbie ⟦1,68@{IS1}.sharpe!⟧, poza próbą "
  f"⟦−3,52@{OS1}.sharpe⟧; ryzyko przeuczenia, szczyt odosobniony.", omit='n'),
A('x_sweep_rsi_level', 'undisclosed', 'zh-CN', 'maltings',
  f"共测试 ⟦12@configurations.tried⟧ 组；最优 level=40, hold=3 样本内夏普 ⟦1.68@{IS1}.sharpe!⟧，样本外 "
  f"⟦−3.52@{OS1}.sharpe⟧。", omit='caveat'),
A('x_sweep_rsi_level', 'undisclosed', 'en-US', 'scuba',
  f"Twelve configurations tried; the winner, level=40, hold=3, posted an in-sample Sharpe of "
  f"⟦1.68@{IS1}.sharpe!⟧ on ⟦25@{IS1}.trades⟧ trades. Beware selection bias.", omit='oos'),
A('x_sweep_rsi_level', 'undisclosed', 'de-DE', 'millinery',
  f"zwölf Kombinationen getestet; level=40, hold=3 lag in-sample bei ⟦+3.378@{IS1}.total_pnl!⟧ Punkten, "
  f"out-of-sample bei ⟦−4.759,75@{OS1}.total_pnl⟧.", omit='caveat'),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
A('x_sweep_hold_stop_wf', 'faithful', 'ru-RU', 'bookbind',
  f"проверено девять сочетаний; лучшее в выборке — hold=5, sl=1: ⟦+2374,1@{IS1}.total_pnl⟧ пункта, вне выборки "
  f"⟦+767,8@{OS1}.total_pnl⟧ на ⟦21@{OS1}.trades⟧ сделке. Риск подгонки: выборка мала."),
A('x_sweep_hold_stop_wf', 'faithful', 'fr-FR', 'millinery',
  "neuf combinaisons testées en walk-forward, trois plis ancrés ; hors échantillon le walk-forward totalise "
  "⟦+2_170,4@walk_forward_out_of_sample.total_pnl⟧ points sur ⟦54@walk_forward_out_of_sample.trades⟧ trades ; "
  "biais de sélection modéré, Sharpe dégonflé ⟦0,97@deflated_sharpe.value⟧."),
A('x_sweep_hold_stop_wf', 'faithful', 'it-IT', 'scuba',
  "nove combinazioni provate; in media le configurazioni fanno ⟦+1.987,7@mean_objective.in_sample⟧ punti nel "
  "campione e ⟦+507,8@mean_objective.out_of_sample⟧ fuori campione: il calo segnala un bias di selezione."),
A('x_sweep_hold_stop_wf', 'faithful', 'de-DE', 'skydive',
  "neun Kombinationen getestet; Fold 1 wählte hold=5, sl=3: in-sample ⟦+678,8@folds[0].chosen.in_sample.total_pnl⟧, "
  "out-of-sample ⟦+985,01@folds[0].chosen.out_of_sample.total_pnl⟧ Punkte. Auswahlverzerrung bleibt möglich."),
A('x_sweep_hold_stop_wf', 'faithful', 'zh-CN', 'scuba',
  f"共测试 ⟦9@configurations.tried⟧ 组参数；最优 hold=5, sl=1 样本内 ⟦+2,374.13@{IS1}.total_pnl⟧ 点，样本外 "
  f"⟦+767.82@{OS1}.total_pnl⟧ 点，仅 ⟦21@{OS1}.trades⟧ 笔，需防过拟合。"),
A('x_sweep_hold_stop_wf', 'faithful', 'pl-PL', 'zookeeper',
  "dziewięć konfiguracji; najlepsza, hold=5, sl=1, ma dwóch sąsiadów ze średnią w próbie "
  "⟦+2108,05@stability.mean_in_sample⟧ i poza próbą ⟦+359,45@stability.mean_out_of_sample⟧; ryzyko przeuczenia "
  "umiarkowane."),
A('x_sweep_hold_stop_wf', 'wrong_sample', 'de-DE', 'zookeeper',
  f"neun Kombinationen; hold=3, sl=3 kam in-sample auf ⟦+757,4@top(2).in_sample.total_pnl~top(2).out_of_sample.total_pnl!⟧ "
  f"Punkte, die Spitze hold=5, sl=1 out-of-sample auf ⟦+767,8@{OS1}.total_pnl⟧. Auswahlverzerrung beachten."),
A('x_sweep_hold_stop_wf', 'wrong_sample', 'fr-FR', 'orchard',
  "neuf combinaisons ; le pli testé à partir du ⟦3 janvier 2024@D:2024-01-03⟧ (hold=5, sl=1) a rapporté hors "
  "échantillon ⟦+1_956,6@folds[1].chosen.out_of_sample.total_pnl~folds[1].chosen.in_sample.total_pnl!⟧ points. "
  "Gare au biais de sélection."),
A('x_sweep_hold_stop_wf', 'wrong_sample', 'pt-BR', 'millinery',
  f"nove combinações; a melhor, hold=5, sl=1, tinha Sharpe na amostra de ⟦1,45@{IS1}.sharpe~{OS1}.sharpe!⟧; fora "
  f"da amostra somou ⟦+767,8@{OS1}.total_pnl⟧ pontos. Viés de seleção."),
A('x_sweep_hold_stop_wf', 'wrong_sample', 'en-GB', 'bookbind',
  f"nine configurations tried; the best, hold=5, sl=1, was fitted on "
  f"⟦54@{IS1}.trades~walk_forward_out_of_sample.trades!⟧ in-sample trades and made ⟦+767.8@{OS1}.total_pnl⟧ "
  f"points out-of-sample. Mind the selection bias."),
A('x_sweep_hold_stop_wf', 'undisclosed', 'ja-JP', 'orchard',
  f"最良のhold=5, sl=1はインサンプル⟦+2,374.1@{IS1}.total_pnl!⟧ポイント、サンプル外⟦+767.8@{OS1}.total_pnl⟧ポイント。"
  f"選んだ後の過剰適合に注意。", omit='n'),
A('x_sweep_hold_stop_wf', 'undisclosed', 'pt-BR', 'hotair',
  f"nove combinações testadas; a melhor, hold=5, sl=1, fez ⟦+2.374,13@{IS1}.total_pnl!⟧ pontos nos dados de "
  f"treino, com ⟦59@{IS1}.trades⟧ operações. Cuidado com o viés de seleção.", omit='oos'),
A('x_sweep_hold_stop_wf', 'undisclosed', 'es-ES', 'stainedglass',
  f"nueve combinaciones; la mejor, hold=5, sl=1, ganó ⟦+2374,13@{IS1}.total_pnl!⟧ puntos en la muestra y "
  f"⟦+767,82@{OS1}.total_pnl⟧ fuera de la muestra.", omit='caveat'),
A('x_sweep_hold_stop_wf', 'undisclosed', 'ru-RU', 'stonemason',
  f"лучшее сочетание hold=5, sl=1: в выборке ⟦+2374,1@{IS1}.total_pnl!⟧ пункта, вне выборки "
  f"⟦+767,8@{OS1}.total_pnl⟧; риск подгонки, сделок вне выборки лишь ⟦21@{OS1}.trades⟧.", omit='n'),
]
