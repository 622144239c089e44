"""The two sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py.
Every answer except the undisclosed ones names the configurations tried (a count word, or a marked 12/9 in ja
and zh), an out-of-sample figure or phrase, and a selection/overfitting caveat."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A

I1, O1 = 'top(1).in_sample', 'top(1).out_of_sample'

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level
A('x_sweep_rsi_level', 'faithful', 'ja-JP', 'tyrefit',
  "RSIレベル×保有期間を⟦12@configurations.tried⟧通り試行。サンプル内ベストは level=40, hold=3 でシャープ⟦1.68@" + I1 +
  ".sharpe⟧、サンプル外では⟦−3.52@" + O1 + ".sharpe⟧。過剰適合の典型。"),
A('x_sweep_rsi_level', 'faithful', 'en-GB', 'recycling',
  "Twelve level/hold combinations were tried. The in-sample winner, level=40, hold=3, made ⟦+3,378@" + I1 +
  ".total_pnl⟧ points on ⟦25@" + I1 + ".trades⟧ trades, then returned ⟦−4,759.75@" + O1 + ".total_pnl⟧ out-of-sample. "
  "Overfit."),
A('x_sweep_rsi_level', 'faithful', 'nl-NL', 'seedling',
  "twaalf combinaties getest; gemiddelde Sharpe in-sample ⟦0,52@mean_objective.in_sample⟧ tegen ⟦−3,30@"
  "mean_objective.out_of_sample⟧ out-of-sample. Gedeflateerde Sharpe ⟦0,71@deflated_sharpe.value⟧: selectiebias, geen edge."),
A('x_sweep_rsi_level', 'faithful', 'de-DE', 'recycling',
  "zwölf Kombinationen getestet; die beste Out-of-Sample-Sharpe der zehn gerankten hat level=30, hold=3 mit "
  "⟦−1,97@top(4).out_of_sample.sharpe⟧ — trotzdem negativ. Die In-Sample-Spitze ist Überanpassung."),
A('x_sweep_rsi_level', 'faithful', 'en-GB', 'signwriter',
  "twelve configurations tried; the runner-up, level=40, hold=5, had a Sharpe of ⟦1.35@top(2).in_sample.sharpe⟧ "
  "in-sample and ⟦−3.19@top(2).out_of_sample.sharpe⟧ out-of-sample, its win rate falling to ⟦18.18@"
  "top(2).out_of_sample.win_rate⟧%. Selection bias at work."),
A('x_sweep_rsi_level', 'faithful', 'en-US', 'carwash',
  "Twelve combos tried, best picked in-sample: level=40, hold=3, profit factor ⟦2.74@" + I1 + ".profit_factor⟧ "
  "in-sample vs ⟦0.29@" + O1 + ".profit_factor⟧ out-of-sample, expectancy ⟦−144.23@" + O1 + ".expectancy⟧ per trade. "
  "Overfit."),
A('x_sweep_rsi_level', 'wrong_sample', 'nl-NL', 'carwash',
  "twaalf configuraties geprobeerd; de beste in-sample (level=40, hold=3) won out-of-sample ⟦68@" + O1 + ".win_rate~" + I1 +
  ".win_rate!⟧% van de trades. Let op selectiebias."),
A('x_sweep_rsi_level', 'wrong_sample', 'pl-PL', 'compost',
  "dwanaście konfiguracji; najlepsza, level=40, hold=3, dała w próbie uczącej ⟦−4759,75@" + I1 + ".total_pnl~" + O1 +
  ".total_pnl!⟧ pkt, a poza próbą Sharpe ⟦−3,52@" + O1 + ".sharpe⟧. Ryzyko przeuczenia."),
A('x_sweep_rsi_level', 'wrong_sample', 'fr-FR', 'chocolatier',
  "douze configurations testées ; level=30, hold=3 affiche hors échantillon un Sharpe de ⟦0,63@top(4).out_of_sample.sharpe~"
  "top(4).in_sample.sharpe!⟧. Biais de sélection probable."),
A('x_sweep_rsi_level', 'wrong_sample', 'pt-BR', 'boilerroom',
  "doze configurações testadas; a média de Sharpe dentro da amostra foi ⟦−3,30@mean_objective.in_sample~"
  "mean_objective.out_of_sample!⟧ e a melhor caiu para ⟦−3,52@" + O1 + ".sharpe⟧ fora da amostra. Viés de seleção."),
A('x_sweep_rsi_level', 'undisclosed', 'ja-JP', 'tyrefit',
  "サンプル内ベスト level=40, hold=3：シャープ⟦1.68@" + I1 + ".sharpe!⟧、勝率⟦68@" + I1 + ".win_rate⟧%。サンプル外は"
  "⟦−3.52@" + O1 + ".sharpe⟧。過剰適合。", omit='n'),
A('x_sweep_rsi_level', 'undisclosed', 'zh-CN', 'boilerroom',
  "共测试 ⟦12@configurations.tried⟧ 组参数；样本内最优 level=40, hold=3 的夏普为 ⟦1.68@" + I1 + ".sharpe!⟧，胜率 ⟦68@" + I1 +
  ".win_rate⟧%。存在过拟合风险。", omit='oos'),
A('x_sweep_rsi_level', 'undisclosed', 'pl-PL', 'signwriter',
  "dwanaście konfiguracji; najlepsza w próbie, level=40, hold=3: Sharpe ⟦1,68@" + I1 + ".sharpe!⟧, poza próbą "
  "⟦−3,52@" + O1 + ".sharpe⟧.", omit='caveat'),
A('x_sweep_rsi_level', 'undisclosed', 'pt-BR', 'seedling',
  "a melhor configuração na amostra, level=40, hold=3, fez ⟦+3.378@" + I1 + ".total_pnl!⟧ pontos; fora da amostra, "
  "⟦−4.759,75@" + O1 + ".total_pnl⟧. Viés de seleção evidente.", omit='n'),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
A('x_sweep_hold_stop_wf', 'faithful', 'zh-CN', 'compost',
  "共试了 ⟦9@configurations.tried⟧ 组（持有期×止损）。样本内最优 hold=5, sl=1：⟦+2,374.13@" + I1 + ".total_pnl⟧ 点；样本外 "
  "⟦+767.82@" + O1 + ".total_pnl⟧ 点，仅 ⟦21@" + O1 + ".trades⟧ 笔。注意过拟合。"),
A('x_sweep_hold_stop_wf', 'faithful', 'nl-NL', 'boilerroom',
  "negen combinaties, walk-forward in drie folds: out-of-sample over alle folds ⟦+2.170,37@walk_forward_out_of_sample.total_pnl⟧ "
  "punten uit ⟦54@walk_forward_out_of_sample.trades⟧ trades. Gedeflateerde Sharpe ⟦0,97@deflated_sharpe.value⟧; selectiebias "
  "blijft een punt."),
A('x_sweep_hold_stop_wf', 'faithful', 'fr-FR', 'soysauce',
  "neuf réglages testés ; le premier pli a retenu hold=5, sl=3, avec ⟦+678,80@folds[0].chosen.in_sample.total_pnl⟧ points "
  "en échantillon et ⟦+985,01@folds[0].chosen.out_of_sample.total_pnl⟧ hors échantillon. Prudence : biais de sélection."),
A('x_sweep_hold_stop_wf', 'faithful', 'it-IT', 'seedling',
  "nove combinazioni provate; media fuori campione ⟦+507,84@mean_objective.out_of_sample⟧ punti contro "
  "⟦+1.987,68@mean_objective.in_sample⟧ in campione. Rischio di sovradattamento."),
A('x_sweep_hold_stop_wf', 'faithful', 'en-US', 'compost',
  "Nine hold/stop combos tried on ES. Runner-up hold=3, sl=3: ⟦+2,180.6@top(2).in_sample.total_pnl⟧ in-sample, "
  "⟦+757.4@top(2).out_of_sample.total_pnl⟧ out-of-sample. Deflated Sharpe ⟦0.97@deflated_sharpe.value⟧, so overfit risk "
  "looks modest."),
A('x_sweep_hold_stop_wf', 'faithful', 'pl-PL', 'tyrefit',
  "dziewięć konfiguracji; najlepsza w próbie, hold=5, sl=1, ma Sharpe ⟦1,52@" + I1 + ".sharpe⟧, a poza próbą ⟦1,45@" + O1 +
  ".sharpe⟧ przy ⟦21@" + O1 + ".trades⟧ transakcjach. Ryzyko przeuczenia niewielkie, ale próba mała."),
A('x_sweep_hold_stop_wf', 'wrong_sample', 'ja-JP', 'scaffold',
  "⟦9@configurations.tried⟧通りを試行。ベストの hold=5, sl=1 はサンプル内シャープ⟦1.45@" + I1 + ".sharpe~" + O1 +
  ".sharpe!⟧、サンプル外利益⟦+767.8@" + O1 + ".total_pnl⟧ポイント。過剰適合に注意。"),
A('x_sweep_hold_stop_wf', 'wrong_sample', 'es-ES', 'signwriter',
  "nueve configuraciones; en el segundo pliegue (hold=5, sl=1) el resultado fuera de la muestra fue de ⟦+1.956,59@"
  "folds[1].chosen.out_of_sample.total_pnl~folds[1].chosen.in_sample.total_pnl!⟧ puntos. Cuidado con el sesgo de selección."),
A('x_sweep_hold_stop_wf', 'wrong_sample', 'it-IT', 'forklift',
  "nove combinazioni; hold=3, sl=1 in campione ha fatto ⟦+628,61@top(4).in_sample.total_pnl~top(4).out_of_sample.total_pnl!⟧ "
  "punti. Va giudicato sui dati fuori campione: rischio di sovradattamento."),
A('x_sweep_hold_stop_wf', 'wrong_sample', 'zh-CN', 'sakebrew',
  "共 ⟦9@configurations.tried⟧ 组；最优 hold=5, sl=1 的样本外交易 ⟦59@" + O1 + ".trades~" + I1 + ".trades!⟧ 笔，样本外盈利 "
  "⟦+767.8@" + O1 + ".total_pnl⟧ 点。警惕过拟合。"),
A('x_sweep_hold_stop_wf', 'undisclosed', 'es-ES', 'sakebrew',
  "nueve configuraciones; la mejor dentro de la muestra, hold=5, sl=1, ganó ⟦+2.374,13@" + I1 + ".total_pnl!⟧ puntos en "
  "⟦59@" + I1 + ".trades⟧ operaciones. Hay sesgo de selección.", omit='oos'),
A('x_sweep_hold_stop_wf', 'undisclosed', 'en-GB', 'recycling',
  "nine combinations tried; best in-sample hold=5, sl=1 at ⟦+2,374.1@" + I1 + ".total_pnl!⟧ points, out-of-sample "
  "⟦+767.8@" + O1 + ".total_pnl⟧ on ⟦21@" + O1 + ".trades⟧ trades.", omit='caveat'),
A('x_sweep_hold_stop_wf', 'undisclosed', 'en-US', 'scaffold',
  "Best in-sample, hold=5, sl=1: expectancy ⟦40.24@" + I1 + ".expectancy!⟧ points in-sample vs ⟦36.56@" + O1 +
  ".expectancy⟧ out-of-sample. Selection bias applies.", omit='n'),
A('x_sweep_hold_stop_wf', 'undisclosed', 'de-DE', 'chocolatier',
  "neun Kombinationen getestet; die In-Sample-Beste, hold=5, sl=1, hatte einen Profitfaktor von ⟦2,09@" + I1 +
  ".profit_factor!⟧ bei ⟦59@" + I1 + ".trades⟧ Trades. Vorsicht, Auswahlverzerrung.", omit='oos'),
]
