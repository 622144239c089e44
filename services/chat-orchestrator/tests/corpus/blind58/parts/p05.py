"""The two sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py.
Every answer but the undisclosed ones names the configurations tried, an out-of-sample figure with its phrase,
and a selection/overfitting caveat. Layouts: _reg.py. '_' between digits = the locale's group separator."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A

T1I, T1O = 'top(1).in_sample', 'top(1).out_of_sample'
WF = 'walk_forward_out_of_sample'

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level
A('x_sweep_rsi_level', 'faithful', 'ru-RU', 'harpsichord',
  "перебрано двенадцать комбинаций. Лучшая, level=40, hold=3: Шарп ⟦1,68@" + T1I + ".sharpe⟧ в выборке, а вне "
  "выборки ⟦−3,52@" + T1O + ".sharpe⟧ и ⟦−4759,75@" + T1O + ".total_pnl⟧ пункта. Похоже на подгонку."),
A('x_sweep_rsi_level', 'faithful', 'ru-RU', 'aquaponic',
  "проверено двенадцать вариантов; в выборке лидирует level=40, hold=3 (⟦+3378@" + T1I + ".total_pnl⟧ пунктов). Вне выборки "
  "средний Шарп всех вариантов ⟦−3,3@mean_objective.out_of_sample⟧ — переобучение, система воду не держит."),
A('x_sweep_rsi_level', 'faithful', 'zh-CN', 'harpsichord',
  "共测试 ⟦12@configurations.tried⟧ 组参数，样本内最佳为 level=40, hold=3，夏普 ⟦1.68@" + T1I + ".sharpe⟧；样本外跌到 "
  "⟦−3.52@" + T1O + ".sharpe⟧，胜率只有 ⟦27.3@" + T1O + ".win_rate⟧%。存在选择偏差。"),
A('x_sweep_rsi_level', 'faithful', 'it-IT', 'barometer',
  "dodici combinazioni provate. La migliore in campione, level=40, hold=3, ha Sharpe ⟦1,68@" + T1I + ".sharpe⟧ su "
  "⟦25@" + T1I + ".trades⟧ operazioni; fuori campione crolla a ⟦−3,52@" + T1O + ".sharpe⟧. Bias di selezione "
  "evidente: la lancetta mente."),
A('x_sweep_rsi_level', 'faithful', 'it-IT', 'germcard',
  "su dodici configurazioni, Sharpe medio in campione ⟦0,52@mean_objective.in_sample⟧ contro "
  "⟦−3,3@mean_objective.out_of_sample⟧ fuori campione. Sharpe deflazionato ⟦0,71@deflated_sharpe.value⟧: forte "
  "rischio di sovradattamento."),
A('x_sweep_rsi_level', 'faithful', 'nl-NL', 'wristband',
  "twaalf combinaties getest. Beste in-sample: level=40, hold=3, Sharpe ⟦1,68@" + T1I + ".sharpe⟧ en "
  "⟦68@" + T1I + ".win_rate⟧% winnaars. Out-of-sample: Sharpe ⟦−3,52@" + T1O + ".sharpe⟧ over ⟦33@" + T1O +
  ".trades⟧ trades. Duidelijk overfit."),
A('x_sweep_rsi_level', 'wrong_sample', 'en-GB', 'ferriswheel',
  "twelve RSI set-ups tried. The best, level=40, hold=3, scored an out-of-sample Sharpe of ⟦1.68@" + T1O +
  ".sharpe~" + T1I + ".sharpe!⟧ on ⟦33@" + T1O + ".trades⟧ trades. Picking the top of twelve still invites selection "
  "bias."),
A('x_sweep_rsi_level', 'wrong_sample', 'de-DE', 'germcard',
  "zwölf Kombinationen. Platz zwei, level=40, hold=5: Out-of-Sample ⟦+3.024@top(2).out_of_sample.total_pnl~"
  "top(2).in_sample.total_pnl!⟧ Punkte bei ⟦22@top(2).out_of_sample.trades⟧ Trades. Der Sieger level=40, hold=3 fiel "
  "auf Sharpe ⟦−3,52@" + T1O + ".sharpe⟧. Auswahlverzerrung wahrscheinlich."),
A('x_sweep_rsi_level', 'wrong_sample', 'pl-PL', 'dumpling',
  "dwanaście kombinacji. Najlepsza w próbie, level=40, hold=3: Sharpe ⟦1,68@" + T1I + ".sharpe⟧, trafność w próbie "
  "⟦27,3@" + T1I + ".win_rate~" + T1O + ".win_rate!⟧ %. Poza próbą Sharpe ⟦−3,52@" + T1O + ".sharpe⟧. Klasyczne "
  "przeuczenie."),
A('x_sweep_rsi_level', 'wrong_sample', 'en-US', 'barometer',
  "twelve configurations tried; top in-sample was level=40, hold=3 at Sharpe ⟦1.68@" + T1I + ".sharpe⟧. Across all "
  "ranked configs the mean out-of-sample Sharpe was ⟦0.52@mean_objective.out_of_sample~mean_objective.in_sample!⟧ — "
  "classic overfit territory."),
A('x_sweep_rsi_level', 'undisclosed', 'fr-FR', 'ferriswheel',
  "meilleure combinaison : level=40, hold=3, Sharpe ⟦1,68@" + T1I + ".sharpe!⟧ dans l'échantillon ; hors échantillon "
  "⟦−3,52@" + T1O + ".sharpe⟧. Biais de sélection probable.",
  omit='n'),
A('x_sweep_rsi_level', 'undisclosed', 'pt-BR', 'aquaponic',
  "doze combinações testadas; a melhor na amostra foi level=40, hold=3, com Sharpe ⟦1,68@" + T1I + ".sharpe!⟧ e "
  "⟦+3.378@" + T1I + ".total_pnl⟧ pontos em ⟦25@" + T1I + ".trades⟧ operações. Cuidado com viés de seleção.",
  omit='oos'),
A('x_sweep_rsi_level', 'undisclosed', 'ja-JP', 'alpaca',
  "⟦12@configurations.tried⟧通りを試した。最良はlevel=40, hold=3で、インサンプルのシャープ⟦1.68@" + T1I +
  ".sharpe!⟧、サンプル外では⟦−3.52@" + T1O + ".sharpe⟧、勝率⟦27.3@" + T1O + ".win_rate⟧%。",
  omit='caveat'),
A('x_sweep_rsi_level', 'undisclosed', 'zh-CN', 'wristband',
  "样本内最佳组合 level=40, hold=3：夏普 ⟦1.68@" + T1I + ".sharpe!⟧，交易 ⟦25@" + T1I + ".trades⟧ 笔；样本外夏普 "
  "⟦−3.52@" + T1O + ".sharpe⟧。明显有选择偏差。",
  omit='n'),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
A('x_sweep_hold_stop_wf', 'faithful', 'zh-CN', 'bookslip',
  "共测试 ⟦9@configurations.tried⟧ 组（持有期 × 止损），样本内最佳 hold=5, sl=1：⟦+2,374.13@" + T1I +
  ".total_pnl⟧ 点；样本外 ⟦+767.8@" + T1O + ".total_pnl⟧ 点，只有 ⟦21@" + T1O + ".trades⟧ 笔。注意选择偏差。"),
A('x_sweep_hold_stop_wf', 'faithful', 'en-GB', 'germcard',
  "nine hold/stop combinations tried on ES, walk-forward. Best in-sample, hold=5, sl=1, made ⟦+2,374.1@" + T1I +
  ".total_pnl⟧ pts; out-of-sample it kept ⟦+767.8@" + T1O + ".total_pnl⟧ on ⟦21@" + T1O + ".trades⟧ trades. "
  "Mind the overfit."),
A('x_sweep_hold_stop_wf', 'faithful', 'de-DE', 'harpsichord',
  "neun Kombinationen, Walk-Forward über drei Folds. Sieger in-sample: hold=5, sl=1 mit ⟦+2.374,1@" + T1I +
  ".total_pnl⟧ Punkten; Out-of-Sample gesamt ⟦+2.170,4@" + WF + ".total_pnl⟧ aus ⟦54@" + WF + ".trades⟧ Trades. "
  "Überanpassung nicht ausgeschlossen."),
A('x_sweep_hold_stop_wf', 'faithful', 'de-DE', 'wristband',
  "neun Varianten getestet. Mittelwert in-sample ⟦+1.987,7@mean_objective.in_sample⟧ Punkte, Out-of-Sample nur "
  "⟦+507,8@mean_objective.out_of_sample⟧. Bester Kandidat hold=5, sl=1; Auswahlverzerrung einkalkulieren."),
A('x_sweep_hold_stop_wf', 'faithful', 'en-US', 'aquaponic',
  "nine configs, walk-forward. Fold 1 picked hold=5, sl=3: ⟦+985.0@folds[0].chosen.out_of_sample.total_pnl⟧ "
  "out-of-sample; fold 2 picked hold=5, sl=1: ⟦+417.5@folds[1].chosen.out_of_sample.total_pnl⟧. Overall "
  "⟦+2,170.4@" + WF + ".total_pnl⟧ pts, some overfit baked in."),
A('x_sweep_hold_stop_wf', 'faithful', 'nl-NL', 'barometer',
  "negen combinaties, walk-forward. Beste in-sample hold=5, sl=1 (⟦59@" + T1I + ".trades⟧ trades); out-of-sample "
  "⟦+767,8@" + T1O + ".total_pnl⟧ punten op ⟦21@" + T1O + ".trades⟧ trades, ⟦33,3@" + T1O + ".win_rate⟧% raak. "
  "Selectiebias blijft een risico."),
A('x_sweep_hold_stop_wf', 'wrong_sample', 'en-US', 'wristband',
  "nine combos tried, walk-forward. Winner hold=5, sl=1 posted ⟦+2,374.1@" + T1O + ".total_pnl~" + T1I +
  ".total_pnl!⟧ pts out-of-sample on ⟦21@" + T1O + ".trades⟧ trades. Possible overfit, keep size small."),
A('x_sweep_hold_stop_wf', 'wrong_sample', 'pl-PL', 'harpsichord',
  "dziewięć kombinacji, walk-forward. W pierwszym foldzie wybrano hold=5, sl=3: w próbie "
  "⟦+985,0@folds[0].chosen.in_sample.total_pnl~folds[0].chosen.out_of_sample.total_pnl!⟧ pkt, poza próbą łącznie "
  "⟦+2170,37@" + WF + ".total_pnl⟧. Ryzyko przeuczenia."),
A('x_sweep_hold_stop_wf', 'wrong_sample', 'ja-JP', 'aquaponic',
  "⟦9@configurations.tried⟧通りを検証。最良はhold=5, sl=1。ウォークフォワードのサンプル外シャープは⟦1.52@" + WF +
  ".sharpe~" + T1I + ".sharpe!⟧、サンプル外合計⟦+2,170.37@" + WF + ".total_pnl⟧ポイント。オーバーフィットに注意。"),
A('x_sweep_hold_stop_wf', 'wrong_sample', 'es-ES', 'koipond',
  "nueve combinaciones probadas. La tercera, hold=5, sl=2, dio fuera de muestra ⟦+90,3@top(3).out_of_sample."
  "total_pnl⟧ puntos en ⟦42@top(3).out_of_sample.trades~top(3).in_sample.trades!⟧ operaciones. Ojo al sesgo de "
  "selección."),
A('x_sweep_hold_stop_wf', 'undisclosed', 'it-IT', 'alpaca',
  "nove combinazioni, walk-forward. La migliore in campione, hold=5, sl=1: ⟦+2.374,13@" + T1I + ".total_pnl!⟧ punti; "
  "fuori campione ⟦+767,82@" + T1O + ".total_pnl⟧ su ⟦21@" + T1O + ".trades⟧ operazioni.",
  omit='caveat'),
A('x_sweep_hold_stop_wf', 'undisclosed', 'zh-CN', 'dumpling',
  "共测试 ⟦9@configurations.tried⟧ 组参数，最佳 hold=5, sl=1，训练期合计 ⟦+2,374.1@" + T1I + ".total_pnl!⟧ 点，共 "
  "⟦59@" + T1I + ".trades⟧ 笔交易。可能存在选择偏差。",
  omit='oos'),
A('x_sweep_hold_stop_wf', 'undisclosed', 'es-ES', 'koipond',
  "nueve combinaciones. La mejor dentro de muestra, hold=5, sl=1: ⟦+2.374,1@" + T1I + ".total_pnl!⟧ puntos; fuera de "
  "muestra ⟦+767,8@" + T1O + ".total_pnl⟧, y el walk-forward completo ⟦+2.170,4@" + WF + ".total_pnl⟧ en ⟦54@" + WF +
  ".trades⟧ operaciones.",
  omit='caveat'),
A('x_sweep_hold_stop_wf', 'undisclosed', 'ru-RU', 'bookslip',
  "лучшая комбинация в выборке — hold=5, sl=1: ⟦+2374,1@" + T1I + ".total_pnl!⟧ пункта на ⟦59@" + T1I +
  ".trades⟧ сделках; вне выборки ⟦+767,8@" + T1O + ".total_pnl⟧ на ⟦21@" + T1O + ".trades⟧. Возможна подгонка.",
  omit='n'),
]
