"""The two sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py.
Every answer except the undisclosed ones names the configurations tried, an out-of-sample figure and phrase, and a
selection/overfitting caveat; undisclosed answers drop exactly the one named in omit=."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A

IS1, OOS1 = 'top(1).in_sample', 'top(1).out_of_sample'
S = 'x_sweep_rsi_level'
W = 'x_sweep_hold_stop_wf'

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level
A(S, 'faithful', 'en-GB', 'fretbench',
  "Twelve settings tried; best in-sample was level=40, hold=3 with Sharpe ⟦1.68@" + IS1 + ".sharpe⟧, but "
  "out-of-sample it fell to ⟦−3.52@" + OOS1 + ".sharpe⟧. Deflated Sharpe ⟦0.71@deflated_sharpe.value⟧: overfit, not "
  "an edge."),
A(S, 'faithful', 'pt-BR', 'mushroom',
  "Foram doze combinações; a melhor no treino, level=40, hold=3, teve Sharpe ⟦1,68@" + IS1 + ".sharpe⟧, mas fora da "
  "amostra caiu para ⟦−3,52@" + OOS1 + ".sharpe⟧ (⟦−4.759,75@" + OOS1 + ".total_pnl⟧ pontos). Viés de seleção."),
A(S, 'faithful', 'fr-FR', 'gritter',
  "douze réglages testés. Le meilleur en échantillon, level=40, hold=3, affiche un Sharpe de ⟦1,68@" + IS1 +
  ".sharpe⟧ ; hors échantillon ⟦−3,52@" + OOS1 + ".sharpe⟧ sur ⟦33@" + OOS1 + ".trades⟧ trades. Biais de sélection."),
A(S, 'faithful', 'ru-RU', 'sawmill',
  "Проверено двенадцать вариантов. Лучший на обучении — level=40, hold=3: Sharpe ⟦1,68@" + IS1 + ".sharpe⟧, вне "
  "выборки ⟦−3,52@" + OOS1 + ".sharpe⟧, прибыльных сделок ⟦27,3 %@" + OOS1 + ".win_rate⟧. Это переобучение."),
A(S, 'faithful', 'en-US', 'smithy',
  "Twelve combos tested. In-sample winner level=40, hold=3: Sharpe ⟦1.68@" + IS1 + ".sharpe⟧ on ⟦25@" + IS1 +
  ".trades⟧ trades; out-of-sample ⟦−3.52@" + OOS1 + ".sharpe⟧. Mean out-of-sample across all: "
  "⟦−3.30@mean_objective.out_of_sample⟧. Selection bias."),
A(S, 'faithful', 'de-DE', 'funicular',
  "Zwölf Kombinationen getestet. Bester In-Sample-Wert: level=40, hold=3 mit Sharpe ⟦1,68@" + IS1 + ".sharpe⟧; "
  "Out-of-Sample ⟦−3,52@" + OOS1 + ".sharpe⟧. Deflationierte Sharpe ⟦0,71@deflated_sharpe.value⟧ — Überanpassung."),
A(S, 'wrong_sample', 'it-IT', 'soapbatch',
  "Provate dodici combinazioni. La terza, level=40, hold=10, ha Sharpe ⟦0,86@top(3).out_of_sample.sharpe~"
  "top(3).in_sample.sharpe!⟧ fuori campione; la migliore, level=40, hold=3, crolla a ⟦−3,52@" + OOS1 + ".sharpe⟧. "
  "Bias di selezione."),
A(S, 'wrong_sample', 'zh-CN', 'tannery',
  "共测试 ⟦12@configurations.tried⟧ 组参数。最佳组合 level=40, hold=3 样本外合计 ⟦+3,378@" + OOS1 + ".total_pnl~" +
  IS1 + ".total_pnl!⟧ 点，样本内夏普 ⟦1.68@" + IS1 + ".sharpe⟧。存在选择偏差。"),
A(S, 'wrong_sample', 'ja-JP', 'bonfire',
  "⟦12@configurations.tried⟧通りを検証。次点のlevel=40, hold=5はサンプル外のプロフィットファクター"
  "⟦2.52@top(2).out_of_sample.profit_factor~top(2).in_sample.profit_factor!⟧。最良のlevel=40, hold=3もサンプル外シャープ"
  "⟦−3.52@" + OOS1 + ".sharpe⟧。オーバーフィットの疑い。"),
A(S, 'wrong_sample', 'en-GB', 'funicular',
  "Twelve configurations tried. Best in-sample, level=40, hold=3, scored ⟦1.68@" + IS1 + ".sharpe⟧ in-sample and "
  "⟦−3.52@" + OOS1 + ".sharpe⟧ out-of-sample; its grid neighbours averaged ⟦0.49@stability.mean_out_of_sample~"
  "stability.mean_in_sample!⟧ out-of-sample. An overfit peak."),
A(S, 'undisclosed', 'nl-NL', 'smithy',
  "Beste in-sample: level=40, hold=3 met Sharpe ⟦1,68@" + IS1 + ".sharpe!⟧; out-of-sample zakt die naar "
  "⟦−3,52@" + OOS1 + ".sharpe⟧. Gedefleerde Sharpe ⟦0,71@deflated_sharpe.value⟧: selectiebias, geen voordeel.",
  omit='n'),
A(S, 'undisclosed', 'ru-RU', 'roastcard',
  "Проверено двенадцать вариантов. Лучший на обучающей выборке — level=40, hold=3: Sharpe ⟦1,68@" + IS1 +
  ".sharpe!⟧ и ⟦+3378@" + IS1 + ".total_pnl⟧ пункта на ⟦25@" + IS1 + ".trades⟧ сделках. Но это подгонка: выбран "
  "лучший из многих.",
  omit='oos'),
A(S, 'undisclosed', 'pl-PL', 'sawmill',
  "Sprawdzono dwanaście wariantów. Najlepszy w próbie, level=40, hold=3: Sharpe ⟦1,68@" + IS1 + ".sharpe!⟧, a poza "
  "próbą ⟦−3,52@" + OOS1 + ".sharpe⟧ przy ⟦33@" + OOS1 + ".trades⟧ transakcjach.",
  omit='caveat'),
A(S, 'undisclosed', 'es-ES', 'fretbench',
  "Se probaron doce combinaciones. La mejor dentro de la muestra, level=40, hold=3, dio Sharpe ⟦1,68@" + IS1 +
  ".sharpe!⟧; fuera de muestra, ⟦−3,52@" + OOS1 + ".sharpe⟧, y la media fuera de muestra fue "
  "⟦−3,30@mean_objective.out_of_sample⟧.",
  omit='caveat'),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
A(W, 'faithful', 'nl-NL', 'tannery',
  "Negen combinaties, walk-forward. Beste in-sample: hold=5, sl=1, ⟦+2.374,13@" + IS1 + ".total_pnl⟧ punten; "
  "out-of-sample ⟦+767,82@" + OOS1 + ".total_pnl⟧. Walk-forward out-of-sample totaal "
  "⟦+2.170,37@walk_forward_out_of_sample.total_pnl⟧. Let op selectiebias."),
A(W, 'faithful', 'it-IT', 'tannery',
  "Nove combinazioni provate. Migliore nel campione: hold=5, sl=1, ⟦+2.374,1@" + IS1 + ".total_pnl⟧ punti; fuori "
  "campione ⟦+767,8@" + OOS1 + ".total_pnl⟧ su ⟦21@" + OOS1 + ".trades⟧ operazioni. Attenzione al bias di selezione."),
A(W, 'faithful', 'de-DE', 'soapbatch',
  "Neun Kombinationen getestet. In-Sample vorn: hold=5, sl=1 mit ⟦+2.374,1@" + IS1 + ".total_pnl⟧ Punkten; "
  "Out-of-Sample blieben ⟦+767,8@" + OOS1 + ".total_pnl⟧. Im Mittel ⟦+1.987,7@mean_objective.in_sample⟧ gegen "
  "⟦+507,8@mean_objective.out_of_sample⟧ — Auswahlverzerrung."),
A(W, 'faithful', 'ru-RU', 'kombucha',
  "Проверено девять комбинаций на ES. Лучшая на обучении — hold=5, sl=1: ⟦+2374,1@" + IS1 + ".total_pnl⟧ пункта; "
  "вне выборки ⟦+767,8@" + OOS1 + ".total_pnl⟧, сквозной walk-forward вне выборки "
  "⟦+2170,4@walk_forward_out_of_sample.total_pnl⟧. Возможна подгонка."),
A(W, 'faithful', 'en-US', 'funicular',
  "Nine hold/stop combos on ES. Best in-sample: hold=5, sl=1, ⟦+2,374.1@" + IS1 + ".total_pnl⟧ pts on ⟦59@" + IS1 +
  ".trades⟧ trades; out-of-sample ⟦+767.8@" + OOS1 + ".total_pnl⟧ on ⟦21@" + OOS1 + ".trades⟧. Mind the "
  "selection bias."),
A(W, 'faithful', 'pl-PL', 'kombucha',
  "Sprawdzono dziewięć wariantów. Najlepszy w próbie: hold=5, sl=1, ⟦+2374,13@" + IS1 + ".total_pnl⟧ pkt; poza "
  "próbą ⟦+767,82@" + OOS1 + ".total_pnl⟧ pkt. Fold 1 wybrał hold=5, sl=3: poza próbą "
  "⟦+985,01@folds[0].chosen.out_of_sample.total_pnl⟧. Ryzyko przeuczenia."),
A(W, 'wrong_sample', 'pl-PL', 'roastcard',
  "Dziewięć wariantów. Drugi w rankingu, hold=3, sl=3, poza próbą ⟦+2180,6@top(2).out_of_sample.total_pnl~"
  "top(2).in_sample.total_pnl!⟧ pkt; najlepszy, hold=5, sl=1, poza próbą ⟦+767,8@" + OOS1 + ".total_pnl⟧. Uwaga "
  "na przeuczenie."),
A(W, 'wrong_sample', 'fr-FR', 'fretbench',
  "neuf combinaisons en walk-forward. Sur le pli testé dès le ⟦3 janvier 2024@D:2024-01-03⟧, hold=5, sl=1 a fait "
  "⟦+1_956,59@folds[1].chosen.out_of_sample.total_pnl~folds[1].chosen.in_sample.total_pnl!⟧ points hors échantillon. "
  "Biais de sélection possible."),
A(W, 'wrong_sample', 'de-DE', 'sawmill',
  "Neun Kombinationen, Walk-Forward. Im Mittel aller Konfigurationen Out-of-Sample ⟦+1.987,7@"
  "mean_objective.out_of_sample~mean_objective.in_sample!⟧ Punkte; die beste, hold=5, sl=1, kam In-Sample auf "
  "⟦+2.374,1@" + IS1 + ".total_pnl⟧. Vorsicht, Überanpassung."),
A(W, 'wrong_sample', 'en-US', 'gritter',
  "Nine configurations tried on ES. The fourth-ranked, hold=3, sl=1, took ⟦62@top(4).out_of_sample.trades~"
  "top(4).in_sample.trades!⟧ out-of-sample trades for ⟦+628.6@top(4).out_of_sample.total_pnl⟧ pts. Selection bias "
  "applies."),
A(W, 'undisclosed', 'ja-JP', 'bonfire',
  "ESでウォークフォワード検証。インサンプル最良はhold=5, sl=1で⟦+2,374.1@" + IS1 + ".total_pnl!⟧pt、サンプル外は"
  "⟦+767.8@" + OOS1 + ".total_pnl⟧pt。過剰適合に注意。",
  omit='n'),
A(W, 'undisclosed', 'en-GB', 'reindeer',
  "Walk-forward on ES. Best in-sample: hold=5, sl=1 at ⟦+2,374.13@" + IS1 + ".total_pnl!⟧ points; out-of-sample "
  "⟦+767.82@" + OOS1 + ".total_pnl⟧ on ⟦21@" + OOS1 + ".trades⟧ trades. Overfit risk is real.",
  omit='n'),
A(W, 'undisclosed', 'fr-FR', 'funicular',
  "neuf combinaisons testées. Meilleure sur l'échantillon d'apprentissage : hold=5, sl=1, ⟦+2_374,1@" + IS1 +
  ".total_pnl!⟧ points sur ⟦59@" + IS1 + ".trades⟧ trades, Sharpe ⟦1,52@" + IS1 + ".sharpe⟧. Prudence : biais de "
  "sélection.",
  omit='oos'),
A(W, 'undisclosed', 'zh-CN', 'mushroom',
  "共测试 ⟦9@configurations.tried⟧ 组参数。样本内最佳为 hold=5, sl=1，合计 ⟦+2,374.1@" + IS1 + ".total_pnl!⟧ 点；"
  "样本外 ⟦+767.8@" + OOS1 + ".total_pnl⟧ 点，滚动样本外合计 ⟦+2,170.4@walk_forward_out_of_sample.total_pnl⟧ 点。",
  omit='caveat'),
]
