"""The two sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py.
Every answer but the undisclosed ones discloses the configurations tried, an out-of-sample figure/phrase and a
selection caveat; undisclosed answers miss exactly the one named by omit=."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A

I1, O1 = 'top(1).in_sample', 'top(1).out_of_sample'
WF = 'walk_forward_out_of_sample'

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level
A('x_sweep_rsi_level', 'faithful', 'zh-CN', 'zipline',
  f"共测试 ⟦12@configurations.tried⟧ 组参数，样本内最佳为 level=40, hold=3：夏普 ⟦1.68@{I1}.sharpe⟧"
  f"（⟦25@{I1}.trades⟧ 笔）；样本外跌到 ⟦−3.52@{O1}.sharpe⟧，合计 ⟦−4,759.75@{O1}.total_pnl⟧ 点。"
  f"明显过拟合，紧缩夏普仅 ⟦0.71@deflated_sharpe.value⟧。"),
A('x_sweep_rsi_level', 'faithful', 'en-GB', 'gristmill',
  f"Twelve configurations tried; the in-sample winner, level=40, hold=3, posted a Sharpe of ⟦1.68@{I1}.sharpe⟧ "
  f"on ⟦25@{I1}.trades⟧ trades, then ⟦−3.52@{O1}.sharpe⟧ out-of-sample on ⟦33@{O1}.trades⟧. Deflated Sharpe "
  f"⟦0.71@deflated_sharpe.value⟧: an overfit peak, not an edge."),
A('x_sweep_rsi_level', 'faithful', 'pl-PL', 'yurt',
  f"przetestowano dwanaście konfiguracji; najlepsza w próbie (level=40, hold=3) miała Sharpe ⟦1,68@{I1}.sharpe⟧ "
  f"i ⟦+3378@{I1}.total_pnl⟧ pkt, ale poza próbą ⟦−3,52@{O1}.sharpe⟧ i ⟦−4759,75@{O1}.total_pnl⟧ pkt. "
  f"To przeuczenie."),
A('x_sweep_rsi_level', 'faithful', 'en-US', 'ramen',
  f"Of twelve level/hold combinations, level=40, hold=3 topped the in-sample ranking (Sharpe ⟦1.68@{I1}.sharpe⟧, "
  f"⟦+3,378@{I1}.total_pnl⟧ points) but fell to ⟦−3.52@{O1}.sharpe⟧ out-of-sample. Grid-wide out-of-sample "
  f"mean: ⟦−3.30@mean_objective.out_of_sample⟧. Picked in-sample, so expect overfit."),
A('x_sweep_rsi_level', 'faithful', 'pl-PL', 'dryclean',
  f"dwanaście wariantów RSI: zwycięzca w próbie, level=40, hold=3, wygrywał ⟦68@{I1}.win_rate⟧% transakcji, "
  f"poza próbą już tylko ⟦27,3@{O1}.win_rate⟧%. Średni Sharpe poza próbą ⟦−3,30@mean_objective.out_of_sample⟧ — "
  f"klasyczne przeuczenie."),
A('x_sweep_rsi_level', 'faithful', 'ja-JP', 'bellfound',
  f"⟦12@configurations.tried⟧通りを試した結果、サンプル内の最良はlevel=40, hold=3でシャープ⟦1.68@{I1}.sharpe⟧。"
  f"しかしサンプル外では⟦−3.52@{O1}.sharpe⟧、損益⟦−4,759.75@{O1}.total_pnl⟧ポイント。デフレート・シャープは"
  f"⟦0.71@deflated_sharpe.value⟧で、過剰適合の疑いが強い。"),
A('x_sweep_rsi_level', 'wrong_sample', 'es-ES', 'zipline',
  f"se probaron doce combinaciones; la mejor dentro de la muestra, level=40, hold=3, tuvo un Sharpe de "
  f"⟦1,68@{I1}.sharpe⟧, y fuera de la muestra acertó el ⟦68@{O1}.win_rate~{I1}.win_rate!⟧ % de las operaciones. "
  f"Ojo al sobreajuste."),
A('x_sweep_rsi_level', 'wrong_sample', 'fr-FR', 'pretzel',
  f"Douze configurations testées ; la meilleure en échantillon, level=40, hold=3, affiche un Sharpe de "
  f"⟦1,68@{I1}.sharpe⟧ sur ⟦33@{I1}.trades~{O1}.trades!⟧ trades en échantillon, puis ⟦−3,52@{O1}.sharpe⟧ hors "
  f"échantillon. Biais de sélection évident."),
A('x_sweep_rsi_level', 'wrong_sample', 'zh-CN', 'dryclean',
  f"共测试 ⟦12@configurations.tried⟧ 组；排名第四的 level=30, hold=3 在样本外盈利 "
  f"⟦+442@top(4).out_of_sample.total_pnl~top(4).in_sample.total_pnl!⟧ 点，而最佳组合 level=40, hold=3 样本外夏普为 "
  f"⟦−3.52@{O1}.sharpe⟧。结果有过拟合之嫌。"),
A('x_sweep_rsi_level', 'wrong_sample', 'en-GB', 'yurt',
  f"Twelve combinations tried; best in-sample was level=40, hold=3 with a Sharpe of ⟦1.68@{I1}.sharpe⟧, and across "
  f"the grid the mean out-of-sample Sharpe was ⟦0.52@mean_objective.out_of_sample~mean_objective.in_sample!⟧. "
  f"Cherry-picked, so treat with care."),
A('x_sweep_rsi_level', 'undisclosed', 'it-IT', 'husky',
  f"nella ricerca su livello RSI e holding la migliore in campione, level=40, hold=3, ha uno Sharpe di "
  f"⟦1,68@{I1}.sharpe!⟧, ma fuori campione crolla a ⟦−3,52@{O1}.sharpe⟧; sovradattamento evidente.", omit='n'),
A('x_sweep_rsi_level', 'undisclosed', 'fr-FR', 'canallock',
  f"Balayage RSI : la meilleure configuration en échantillon (level=40, hold=3) a un Sharpe de ⟦1,68@{I1}.sharpe!⟧ "
  f"sur ⟦25@{I1}.trades⟧ trades, mais hors échantillon ⟦−3,52@{O1}.sharpe⟧ ; biais de sélection manifeste.",
  omit='n'),
A('x_sweep_rsi_level', 'undisclosed', 'ru-RU', 'roofer',
  f"перебрали двенадцать конфигураций; лучшая в выборке, level=40, hold=3, дала Шарп ⟦1,68@{I1}.sharpe!⟧, вне "
  f"выборки — ⟦−3,52@{O1}.sharpe⟧ и ⟦−4759,75@{O1}.total_pnl⟧ пункта.", omit='caveat'),
A('x_sweep_rsi_level', 'undisclosed', 'ja-JP', 'ramen',
  f"⟦12@configurations.tried⟧通りを試し、最良のlevel=40, hold=3はシャープ⟦1.68@{I1}.sharpe!⟧、取引"
  f"⟦25@{I1}.trades⟧回。過剰適合の可能性が高く、デフレート・シャープは⟦0.71@deflated_sharpe.value⟧にとどまる。",
  omit='oos'),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
A('x_sweep_hold_stop_wf', 'faithful', 'ja-JP', 'pretzel',
  f"ESの2日続落買い、保有期間×ストップの⟦9@configurations.tried⟧通りをウォークフォワード（3分割）で検証。"
  f"サンプル内最良はhold=5, sl=1で⟦+2,374.13@{I1}.total_pnl⟧ポイント、サンプル外は⟦+767.82@{O1}.total_pnl⟧"
  f"ポイント（⟦21@{O1}.trades⟧回）。過剰適合に注意。"),
A('x_sweep_hold_stop_wf', 'faithful', 'nl-NL', 'roofer',
  f"Negen combinaties van hold en stop getest, walk-forward over 3 folds. Beste in-sample: hold=5, sl=1, "
  f"⟦+2.374,1@{I1}.total_pnl⟧ punten; out-of-sample ⟦+767,8@{O1}.total_pnl⟧ uit ⟦21@{O1}.trades⟧ trades. "
  f"Walk-forward totaal out-of-sample: ⟦+2.170,4@{WF}.total_pnl⟧. Let op selectiebias."),
A('x_sweep_hold_stop_wf', 'faithful', 'en-US', 'zipline',
  f"Nine hold/stop combinations on ES, walk-forward in 3 folds: the in-sample best is hold=5, sl=1 at "
  f"⟦+2,374.1@{I1}.total_pnl⟧ points; out-of-sample it made ⟦+767.8@{O1}.total_pnl⟧, and the walk-forward "
  f"out-of-sample total is ⟦+2,170.4@{WF}.total_pnl⟧ over ⟦54@{WF}.trades⟧ trades. Beware overfit."),
A('x_sweep_hold_stop_wf', 'faithful', 'de-DE', 'bellfound',
  f"Neun Kombinationen, walk-forward mit 3 Folds: In-Sample vorn hold=5, sl=1 mit "
  f"⟦+2.374,1@{I1}.total_pnl⟧ Punkten, Out-of-Sample ⟦+767,8@{O1}.total_pnl⟧; Fold 1 (hold=5, sl=3) im Test "
  f"⟦+985,0@folds[0].chosen.out_of_sample.total_pnl⟧. Vorsicht vor Überanpassung."),
A('x_sweep_hold_stop_wf', 'faithful', 'pt-BR', 'pretzel',
  f"nove combinações de hold e stop no ES, walk-forward em 3 partes: a melhor dentro da amostra, hold=5, sl=1, "
  f"fez ⟦+2.374,13@{I1}.total_pnl⟧ pontos; fora da amostra, ⟦+767,82@{O1}.total_pnl⟧ em ⟦21@{O1}.trades⟧ "
  f"operações. Cuidado com o viés de seleção."),
A('x_sweep_hold_stop_wf', 'faithful', 'it-IT', 'canallock',
  f"nove combinazioni su ES, walk-forward a 3 fold: in campione vince hold=5, sl=1 con "
  f"⟦+2.374,1@{I1}.total_pnl⟧ punti, fuori campione ⟦+767,8@{O1}.total_pnl⟧; media fuori campione di tutte "
  f"⟦+507,8@mean_objective.out_of_sample⟧. Bias di selezione."),
A('x_sweep_hold_stop_wf', 'wrong_sample', 'nl-NL', 'gristmill',
  f"Negen combinaties getest (walk-forward, 3 folds); de nummer twee, hold=3, sl=3, haalde out-of-sample "
  f"⟦+2.180,6@top(2).out_of_sample.total_pnl~top(2).in_sample.total_pnl!⟧ punten, de beste (hold=5, sl=1) "
  f"⟦+767,8@{O1}.total_pnl⟧. Selectiebias blijft een risico."),
A('x_sweep_hold_stop_wf', 'wrong_sample', 'ja-JP', 'aerialcabin',
  f"⟦9@configurations.tried⟧通りをウォークフォワードで検証。第2フォールドで選ばれたhold=5, sl=1のサンプル内損益は"
  f"⟦+417.5@folds[1].chosen.in_sample.total_pnl~folds[1].chosen.out_of_sample.total_pnl!⟧ポイント、"
  f"全体のサンプル外合計は⟦+2,170.4@{WF}.total_pnl⟧。過剰適合に注意。"),
A('x_sweep_hold_stop_wf', 'wrong_sample', 'de-DE', 'canallock',
  f"Neun Kombinationen, walk-forward: Sieger in-sample hold=5, sl=1 mit ⟦+2.374,1@{I1}.total_pnl⟧ Punkten; "
  f"Out-of-Sample ⟦+767,8@{O1}.total_pnl⟧ aus ⟦59@{O1}.trades~{I1}.trades!⟧ Trades. Auswahlverzerrung nicht "
  f"ausgeschlossen."),
A('x_sweep_hold_stop_wf', 'wrong_sample', 'it-IT', 'telegraph',
  f"nove combinazioni testate in walk-forward: la migliore in campione è hold=5, sl=1; il totale walk-forward "
  f"fuori campione è ⟦+2.374,1@{WF}.total_pnl~{I1}.total_pnl!⟧ punti su ⟦54@{WF}.trades⟧ operazioni. "
  f"Rischio di sovradattamento."),
A('x_sweep_hold_stop_wf', 'undisclosed', 'pt-BR', 'yurt',
  f"no ES, a melhor combinação dentro da amostra foi hold=5, sl=1, com ⟦+2.374,1@{I1}.total_pnl!⟧ pontos; fora "
  f"da amostra, ⟦+767,8@{O1}.total_pnl⟧ em ⟦21@{O1}.trades⟧ operações. Cuidado com o viés de seleção.",
  omit='n'),
A('x_sweep_hold_stop_wf', 'undisclosed', 'en-GB', 'zipline',
  f"Nine hold/stop combinations, walk-forward in 3 folds: best in-sample hold=5, sl=1 at "
  f"⟦+2,374.1@{I1}.total_pnl!⟧ points; out-of-sample ⟦+767.8@{O1}.total_pnl⟧ on ⟦21@{O1}.trades⟧ trades, "
  f"walk-forward total ⟦+2,170.4@{WF}.total_pnl⟧.", omit='caveat'),
A('x_sweep_hold_stop_wf', 'undisclosed', 'en-US', 'telegraph',
  f"Nine combinations tried on ES; hold=5, sl=1 led in-sample with ⟦59@{I1}.trades!⟧ trades and "
  f"⟦+2,374.13@{I1}.total_pnl⟧ points, and out-of-sample returned ⟦+767.82@{O1}.total_pnl⟧ on "
  f"⟦21@{O1}.trades⟧ trades.", omit='caveat'),
A('x_sweep_hold_stop_wf', 'undisclosed', 'es-ES', 'bellfound',
  f"nueve combinaciones de hold y stop en ES: la mejor dentro de la muestra, hold=5, sl=1, sumó "
  f"⟦+2.374,1@{I1}.total_pnl!⟧ puntos en ⟦59@{I1}.trades⟧ operaciones, con un Sharpe deflactado de "
  f"⟦0,97@deflated_sharpe.value⟧. Cuidado con el sobreajuste.", omit='oos'),
]
