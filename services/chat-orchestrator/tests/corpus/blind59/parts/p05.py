"""Sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py. Layouts: _reg.py.
Every answer except the undisclosed ones gives the number of configurations tried (a count word, or a marked
12/9 in ja and zh), an out-of-sample figure and phrase, and a selection/overfitting caveat."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A

I1, O1 = 'top(1).in_sample', 'top(1).out_of_sample'

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level
A('x_sweep_rsi_level', 'faithful', 'en-GB', 'hotdog',
  "RSI dip-buying sweep: twelve combinations tried; best in-sample was level=40, hold=3 with a Sharpe of "
  "⟦1.68@" + I1 + ".sharpe⟧ over ⟦25@" + I1 + ".trades⟧ trades, but out-of-sample it fell to ⟦−3.52@" + O1 +
  ".sharpe⟧ on ⟦33@" + O1 + ".trades⟧. Classic overfit; deflated Sharpe only ⟦0.71@deflated_sharpe.value⟧."),
A('x_sweep_rsi_level', 'faithful', 'it-IT', 'tulipgrade',
  "dodici combinazioni di livello RSI e durata: la migliore nel campione, level=40, hold=3, fa Sharpe "
  "⟦1,68@" + I1 + ".sharpe⟧ e ⟦+3.378@" + I1 + ".total_pnl⟧ punti; fuori campione ⟦−3,52@" + O1 + ".sharpe⟧ e "
  "⟦−4.759,75@" + O1 + ".total_pnl⟧. Sovradattamento evidente."),
A('x_sweep_rsi_level', 'faithful', 'en-GB', 'vitrine',
  "twelve RSI/hold settings tested. Mean Sharpe in-sample ⟦0.52@mean_objective.in_sample⟧, out-of-sample "
  "⟦−3.30@mean_objective.out_of_sample⟧; the winner (level=40, hold=3) went from ⟦1.68@" + I1 + ".sharpe⟧ to "
  "⟦−3.52@" + O1 + ".sharpe⟧ out-of-sample. Curve-fitting, not an edge."),
A('x_sweep_rsi_level', 'faithful', 'de-DE', 'gramneedle',
  "zwölf Kombinationen getestet; Sieger in-sample level=40, hold=3: Sharpe ⟦1,68@" + I1 + ".sharpe⟧, "
  "Trefferquote ⟦68@" + I1 + ".win_rate⟧ %. Out-of-Sample: Sharpe ⟦−3,52@" + O1 + ".sharpe⟧, Trefferquote "
  "⟦27,3@" + O1 + ".win_rate⟧ %. Überanpassung; deflationierte Sharpe ⟦0,71@deflated_sharpe.value⟧."),
A('x_sweep_rsi_level', 'faithful', 'en-US', 'gramneedle',
  "twelve configs; best in-sample level=40, hold=3: ⟦+3,378@" + I1 + ".total_pnl⟧ points, PF ⟦2.74@" + I1 +
  ".profit_factor⟧. Out-of-sample the same config lost ⟦−4,759.75@" + O1 + ".total_pnl⟧ points, PF ⟦0.29@" + O1 +
  ".profit_factor⟧. Cherry-picked winner; don't trade it."),
A('x_sweep_rsi_level', 'faithful', 'zh-CN', 'teaclipper',
  "共测试 ⟦12@configurations.tried⟧ 组参数，样本内最佳 level=40, hold=3：夏普 ⟦1.68@" + I1 + ".sharpe⟧（⟦25@" + I1 +
  ".trades⟧ 笔）；样本外夏普 ⟦−3.52@" + O1 + ".sharpe⟧（⟦33@" + O1 + ".trades⟧ 笔）。明显过拟合，收缩夏普仅 "
  "⟦0.71@deflated_sharpe.value⟧。"),
A('x_sweep_rsi_level', 'wrong_sample', 'pl-PL', 'bagelboil',
  "dwanaście ustawień RSI i czasu trzymania; najlepsze w próbie level=40, hold=3: Sharpe ⟦1,68@" + I1 +
  ".sharpe⟧. Poza próbą: Sharpe ⟦−3,52@" + O1 + ".sharpe⟧, profit factor ⟦2,74@" + O1 + ".profit_factor~" + I1 +
  ".profit_factor!⟧. Przeuczenie."),
A('x_sweep_rsi_level', 'wrong_sample', 'nl-NL', 'tulipgrade',
  "twaalf instellingen geprobeerd; de beste in-sample (level=40, hold=3) haalde Sharpe ⟦1,68@" + I1 + ".sharpe⟧. "
  "Out-of-sample: Sharpe ⟦−3,52@" + O1 + ".sharpe⟧ en een verwachting van ⟦+135,12@" + O1 + ".expectancy~" + I1 +
  ".expectancy!⟧ punten per trade. Selectiebias."),
A('x_sweep_rsi_level', 'wrong_sample', 'en-US', 'snailfeed',
  "twelve RSI settings; the runner-up, level=40, hold=5, did a Sharpe of ⟦1.35@top(2).in_sample.sharpe⟧ "
  "in-sample and ⟦−3.19@top(2).out_of_sample.sharpe⟧ out-of-sample; out-of-sample P&L ⟦+3,024@top(2).out_of_sample."
  "total_pnl~top(2).in_sample.total_pnl!⟧ points. Overfit either way."),
A('x_sweep_rsi_level', 'wrong_sample', 'fr-FR', 'frostpot',
  "douze réglages testés. Le troisième, level=40, hold=10 : Sharpe ⟦0,86@top(3).in_sample.sharpe⟧ sur "
  "⟦13@top(3).in_sample.trades~top(3).out_of_sample.trades!⟧ trades en échantillon, ⟦−3,18@top(3).out_of_sample.sharpe⟧ "
  "hors échantillon. Le meilleur chute de ⟦1,68@" + I1 + ".sharpe⟧ à ⟦−3,52@" + O1 + ".sharpe⟧ : biais de sélection."),
A('x_sweep_rsi_level', 'undisclosed', 'zh-CN', 'flagfall',
  "RSI 参数扫描：样本内最佳为 level=40, hold=3，夏普 ⟦1.68@" + I1 + ".sharpe!⟧；样本外跌到 ⟦−3.52@" + O1 +
  ".sharpe⟧，典型的过拟合。", omit='n'),
A('x_sweep_rsi_level', 'undisclosed', 'ru-RU', 'snailfeed',
  "перебор уровней RSI и сроков удержания: лучший в выборке level=40, hold=3 — Шарп ⟦1,68@" + I1 + ".sharpe!⟧ "
  "на ⟦25@" + I1 + ".trades⟧ сделках; вне выборки ⟦−3,52@" + O1 + ".sharpe⟧ на ⟦33@" + O1 + ".trades⟧. Это "
  "переобучение.", omit='n'),
A('x_sweep_rsi_level', 'undisclosed', 'de-DE', 'hammock',
  "zwölf Kombinationen aus RSI-Schwelle und Haltedauer; vorne level=40, hold=3 mit Sharpe ⟦1,68@" + I1 +
  ".sharpe!⟧, ⟦25@" + I1 + ".trades⟧ Trades und ⟦+3.378@" + I1 + ".total_pnl⟧ Punkten. Vorsicht, Überanpassung: "
  "deflationierte Sharpe nur ⟦0,71@deflated_sharpe.value⟧.", omit='oos'),
A('x_sweep_rsi_level', 'undisclosed', 'nl-NL', 'escalator',
  "twaalf combinaties van RSI-niveau en houdduur; beste in-sample level=40, hold=3: Sharpe ⟦1,68@" + I1 +
  ".sharpe!⟧ op ⟦25@" + I1 + ".trades⟧ trades. Out-of-sample: ⟦−3,52@" + O1 + ".sharpe⟧ op ⟦33@" + O1 +
  ".trades⟧ trades.", omit='caveat'),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
A('x_sweep_hold_stop_wf', 'faithful', 'it-IT', 'hammock',
  "nove combinazioni hold/stop su ES, walk-forward a 3 fold: la migliore in campione, hold=5, sl=1: "
  "⟦+2.374,13@" + I1 + ".total_pnl⟧ punti; fuori campione ⟦+767,82@" + O1 + ".total_pnl⟧ su ⟦21@" + O1 +
  ".trades⟧, complessivo ⟦+2.170,37@walk_forward_out_of_sample.total_pnl⟧. Occhio al bias di selezione."),
A('x_sweep_hold_stop_wf', 'faithful', 'nl-NL', 'ropeaccess',
  "negen combinaties houdduur/stop op ES, walk-forward: winnaar hold=5, sl=1, in-sample ⟦+2.374,1@" + I1 +
  ".total_pnl⟧, out-of-sample ⟦+767,8@" + O1 + ".total_pnl⟧ uit ⟦21@" + O1 + ".trades⟧ trades; alle folds samen "
  "⟦+2.170,4@walk_forward_out_of_sample.total_pnl⟧ uit ⟦54@walk_forward_out_of_sample.trades⟧. Let op selectiebias."),
A('x_sweep_hold_stop_wf', 'faithful', 'fr-FR', 'ropeaccess',
  "neuf réglages testés sur ES en walk-forward ; retenu hold=5, sl=1 : ⟦+2_374,1@" + I1 + ".total_pnl⟧ points en "
  "échantillon, ⟦+767,8@" + O1 + ".total_pnl⟧ hors échantillon. Moyenne de tous : ⟦+1_987,7@mean_objective.in_sample⟧ "
  "contre ⟦+507,8@mean_objective.out_of_sample⟧. Sur-optimisation probable."),
A('x_sweep_hold_stop_wf', 'faithful', 'en-US', 'escalator',
  "nine hold/stop combos on ES, walk-forward: top in-sample hold=5, sl=1 at ⟦+2,374.13@" + I1 + ".total_pnl⟧ "
  "points on ⟦59@" + I1 + ".trades⟧ trades; out-of-sample ⟦+767.82@" + O1 + ".total_pnl⟧ on ⟦21@" + O1 + ".trades⟧, "
  "walk-forward total ⟦+2,170.37@walk_forward_out_of_sample.total_pnl⟧. Deflated Sharpe "
  "⟦0.97@deflated_sharpe.value⟧, but watch for overfit."),
A('x_sweep_hold_stop_wf', 'faithful', 'zh-CN', 'flagfall',
  "ES 两连跌买入，持有期×止损共 ⟦9@configurations.tried⟧ 组，前推检验：样本内最佳 hold=5, sl=1：⟦+2,374.1@" + I1 +
  ".total_pnl⟧ 点；样本外 ⟦+767.8@" + O1 + ".total_pnl⟧ 点（⟦21@" + O1 + ".trades⟧ 笔）。各折样本外合计 "
  "⟦+2,170.4@walk_forward_out_of_sample.total_pnl⟧ 点。注意选择偏差。"),
A('x_sweep_hold_stop_wf', 'faithful', 'nl-NL', 'vitrine',
  "negen instellingen, walk-forward op ES. Fold 1 koos hold=5, sl=3 (out-of-sample ⟦+985,01@folds[0].chosen."
  "out_of_sample.total_pnl⟧), fold 2 hold=5, sl=1 (⟦+417,54@folds[1].chosen.out_of_sample.total_pnl⟧), fold 3 "
  "opnieuw hold=5, sl=1 (⟦+767,82@" + O1 + ".total_pnl⟧). Samen ⟦+2.170,37@walk_forward_out_of_sample.total_pnl⟧. "
  "Selectiebias blijft een punt."),
A('x_sweep_hold_stop_wf', 'wrong_sample', 'en-GB', 'escalator',
  "nine hold/stop settings on ES, walk-forward. Winner hold=5, sl=1: ⟦+2,374.1@" + I1 + ".total_pnl⟧ points "
  "in-sample; out-of-sample ⟦+767.8@" + O1 + ".total_pnl⟧ with a profit factor of ⟦2.09@" + O1 +
  ".profit_factor~" + I1 + ".profit_factor!⟧. Overfit risk noted."),
A('x_sweep_hold_stop_wf', 'wrong_sample', 'ru-RU', 'teaclipper',
  "девять комбинаций удержания и стопа на ES, walk-forward: в первом фолде выбран hold=5, sl=3, вне выборки "
  "он дал ⟦+678,8@folds[0].chosen.out_of_sample.total_pnl~folds[0].chosen.in_sample.total_pnl!⟧ пункта; лучший в "
  "выборке hold=5, sl=1 — ⟦+2374,1@" + I1 + ".total_pnl⟧. Подгонка вероятна."),
A('x_sweep_hold_stop_wf', 'wrong_sample', 'de-DE', 'hotdog',
  "neun Kombinationen auf ES, Walk-Forward. hold=3, sl=1: in-sample ⟦+2.074,7@top(4).in_sample.total_pnl⟧ "
  "Punkte, Out-of-Sample ⟦+628,6@top(4).out_of_sample.total_pnl⟧ aus ⟦62@top(4).out_of_sample.trades~"
  "top(4).in_sample.trades!⟧ Trades. Bester: hold=5, sl=1. Auswahlverzerrung beachten."),
A('x_sweep_hold_stop_wf', 'wrong_sample', 'ja-JP', 'flagfall',
  "ESの保有日数×損切り⟦9@configurations.tried⟧通りをウォークフォワードで検証。最良hold=5, sl=1：サンプル内"
  "⟦+2,374.1@" + I1 + ".total_pnl⟧ポイント、1回あたり期待値⟦+36.56@" + I1 + ".expectancy~" + O1 +
  ".expectancy!⟧；サンプル外⟦+767.8@" + O1 + ".total_pnl⟧。過剰適合に注意。"),
A('x_sweep_hold_stop_wf', 'undisclosed', 'ja-JP', 'hotdog',
  "ESの二日続落買い、保有日数と損切りの総当たり。サンプル内最良はhold=5, sl=1の⟦+2,374.1@" + I1 +
  ".total_pnl!⟧ポイント、サンプル外は⟦+767.8@" + O1 + ".total_pnl⟧（⟦21@" + O1 + ".trades⟧回）。過剰適合の可能性あり。",
  omit='n'),
A('x_sweep_hold_stop_wf', 'undisclosed', 'fr-FR', 'frostpot',
  "neuf combinaisons durée/stop testées sur ES ; en échantillon, hold=5, sl=1 arrive en tête avec "
  "⟦+2_374,1@" + I1 + ".total_pnl!⟧ points sur ⟦59@" + I1 + ".trades⟧ trades. Biais de sélection à garder en tête.",
  omit='oos'),
A('x_sweep_hold_stop_wf', 'undisclosed', 'en-GB', 'bagelboil',
  "nine hold/stop settings on ES, walk-forward. Best in-sample hold=5, sl=1: ⟦+2,374.1@" + I1 + ".total_pnl!⟧ "
  "points on ⟦59@" + I1 + ".trades⟧ trades; out-of-sample ⟦+767.8@" + O1 + ".total_pnl⟧ on ⟦21@" + O1 +
  ".trades⟧; walk-forward out-of-sample total ⟦+2,170.4@walk_forward_out_of_sample.total_pnl⟧.", omit='caveat'),
A('x_sweep_hold_stop_wf', 'undisclosed', 'it-IT', 'gramneedle',
  "nove combinazioni su ES, walk-forward: nel campione la migliore è hold=5, sl=1, ⟦+2.374,13@" + I1 +
  ".total_pnl!⟧ punti; fuori campione ⟦+767,82@" + O1 + ".total_pnl⟧ su ⟦21@" + O1 + ".trades⟧ operazioni, media "
  "fuori campione di tutte ⟦+507,84@mean_objective.out_of_sample⟧.", omit='caveat'),
]
