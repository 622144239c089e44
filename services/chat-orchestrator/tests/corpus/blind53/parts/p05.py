"""Both sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py.
Every answer but the undisclosed ones gives the number of configurations, an out-of-sample figure and phrase,
and a selection/overfitting caveat, in words both the builder and the verifier know."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A

N = "configurations.tried"


def t(r, s, k):
    return f"top({r}).{s}.{k}"


IS1S, OOS1S = t(1, 'in_sample', 'sharpe'), t(1, 'out_of_sample', 'sharpe')
WF = "walk_forward_out_of_sample"

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level
A('x_sweep_rsi_level', 'faithful', 'pl-PL', 'hatter',
  "dwanaście konfiguracji; najlepsza w próbie level=40, hold=3: Sharpe ⟦1,68@" + IS1S + "⟧ na "
  "⟦25@" + t(1, 'in_sample', 'trades') + "⟧ transakcjach, ale poza próbą ⟦−3,52@" + OOS1S + "⟧. Klasyczne przeuczenie; "
  "Sharpe po korekcie tylko ⟦0,71@deflated_sharpe.value⟧."),
A('x_sweep_rsi_level', 'faithful', 'es-ES', 'gripman',
  "se probaron doce combinaciones; la mejor en muestra (level=40, hold=3) dio Sharpe ⟦1,68@" + IS1S + "⟧, pero fuera "
  "de muestra ⟦−3,52@" + OOS1S + "⟧ con ⟦−4.759,75@" + t(1, 'out_of_sample', 'total_pnl') + "⟧ puntos. "
  "Sesgo de selección."),
A('x_sweep_rsi_level', 'faithful', 'de-DE', 'hatter',
  "zwölf Konfigurationen getestet; Sieger level=40, hold=3 mit Sharpe ⟦1,68@" + IS1S + "⟧ in-sample, "
  "Out-of-Sample ⟦−3,52@" + OOS1S + "⟧ über ⟦33@" + t(1, 'out_of_sample', 'trades') + "⟧ Trades. Klare "
  "Auswahlverzerrung; deflationierter Sharpe ⟦0,71@deflated_sharpe.value⟧."),
A('x_sweep_rsi_level', 'faithful', 'en-US', 'wrecktag',
  "twelve RSI/hold combos tried. Best in-sample: level=40, hold=3, Sharpe ⟦1.68@" + IS1S + "⟧, "
  "⟦+3,378@" + t(1, 'in_sample', 'total_pnl') + "⟧ pts. Out-of-sample it sank to ⟦−3.52@" + OOS1S + "⟧. "
  "Textbook overfit."),
A('x_sweep_rsi_level', 'faithful', 'es-ES', 'haybale',
  "doce configuraciones en la parrilla: media en muestra ⟦0,52@mean_objective.in_sample⟧ frente a "
  "⟦−3,30@mean_objective.out_of_sample⟧ fuera de muestra. Ninguna aguanta; es sobreajuste."),
A('x_sweep_rsi_level', 'faithful', 'en-GB', 'brine',
  "twelve settings tried; level=40, hold=5 ranked second in-sample at ⟦1.35@" + t(2, 'in_sample', 'sharpe') + "⟧ "
  "Sharpe but ⟦−3.19@" + t(2, 'out_of_sample', 'sharpe') + "⟧ out-of-sample, ⟦22@" + t(2, 'in_sample', 'trades') + "⟧ "
  "trades either side. Selection bias, plain and simple."),
A('x_sweep_rsi_level', 'wrong_sample', 'de-DE', 'caskslip',
  "zwölf Varianten; Bestwert level=40, hold=3 mit Out-of-Sample-Trefferquote "
  "⟦68 %@" + t(1, 'out_of_sample', 'win_rate') + "~" + t(1, 'in_sample', 'win_rate') + "!⟧ und Sharpe "
  "⟦−3,52@" + OOS1S + "⟧. Vorsicht, Überanpassung."),
A('x_sweep_rsi_level', 'wrong_sample', 'nl-NL', 'goatdairy',
  "twaalf combinaties; de beste (level=40, hold=3) telde in-sample "
  "⟦33@" + t(1, 'in_sample', 'trades') + "~" + t(1, 'out_of_sample', 'trades') + "!⟧ trades, Sharpe "
  "⟦1,68@" + IS1S + "⟧; out-of-sample ⟦−3,52@" + OOS1S + "⟧. Selectiebias."),
A('x_sweep_rsi_level', 'wrong_sample', 'zh-CN', 'goatdairy',
  "共试了 ⟦12@" + N + "⟧ 组参数；level=40, hold=10 样本外盈亏比 "
  "⟦1.90@" + t(3, 'out_of_sample', 'profit_factor') + "~" + t(3, 'in_sample', 'profit_factor') + "!⟧，"
  "夏普 ⟦−3.18@" + t(3, 'out_of_sample', 'sharpe') + "⟧。选择偏差很明显。"),
A('x_sweep_rsi_level', 'wrong_sample', 'fr-FR', 'loomtune',
  "douze configurations ; la meilleure, level=40, hold=3, affiche hors échantillon "
  "⟦+3_378@" + t(1, 'out_of_sample', 'total_pnl') + "~" + t(1, 'in_sample', 'total_pnl') + "!⟧ points et un Sharpe de "
  "⟦−3,52@" + OOS1S + "⟧. Biais de sélection."),
A('x_sweep_rsi_level', 'undisclosed', 'pt-BR', 'gripman',
  "doze configurações testadas; a melhor, level=40, hold=3, teve Sharpe ⟦1,68@" + IS1S + "!⟧ dentro da amostra, "
  "com ⟦25@" + t(1, 'in_sample', 'trades') + "⟧ operações. Cuidado com o viés de seleção.", omit='oos'),
A('x_sweep_rsi_level', 'undisclosed', 'it-IT', 'loomtune',
  "dodici combinazioni provate; la migliore nel campione, level=40, hold=3, Sharpe ⟦1,68@" + IS1S + "!⟧; fuori "
  "campione ⟦−3,52@" + OOS1S + "⟧ su ⟦33@" + t(1, 'out_of_sample', 'trades') + "⟧ operazioni.", omit='caveat'),
A('x_sweep_rsi_level', 'undisclosed', 'en-GB', 'stilt',
  "twelve combinations run. Top of the in-sample table: level=40, hold=3, Sharpe ⟦1.68@" + IS1S + "!⟧ on "
  "⟦25@" + t(1, 'in_sample', 'trades') + "⟧ trades; out-of-sample ⟦−3.52@" + OOS1S + "⟧ on "
  "⟦33@" + t(1, 'out_of_sample', 'trades') + "⟧.", omit='caveat'),
A('x_sweep_rsi_level', 'undisclosed', 'ja-JP', 'canecrush',
  "最良はlevel=40, hold=3、サンプル内シャープ⟦1.68@" + IS1S + "!⟧、サンプル外⟦−3.52@" + OOS1S + "⟧。"
  "過剰適合の典型。", omit='n'),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
A('x_sweep_hold_stop_wf', 'faithful', 'en-US', 'haybale',
  "nine hold/stop combos on ES, walk-forward. Best in-sample hold=5, sl=1: ⟦+2,374.1@" + t(1, 'in_sample', 'total_pnl') + "⟧ "
  "pts on ⟦59@" + t(1, 'in_sample', 'trades') + "⟧ trades; stitched out-of-sample ⟦+2,170.4@" + WF + ".total_pnl⟧ over "
  "⟦54@" + WF + ".trades⟧. Some selection bias."),
A('x_sweep_hold_stop_wf', 'faithful', 'en-GB', 'loomtune',
  "nine configurations; the walk-forward out-of-sample run made ⟦+2,170.37@" + WF + ".total_pnl⟧ points, Sharpe "
  "⟦1.45@" + WF + ".sharpe⟧. Deflated Sharpe ⟦0.97@deflated_sharpe.value⟧ — mind the overfit risk all the same."),
A('x_sweep_hold_stop_wf', 'faithful', 'it-IT', 'brine',
  "nove combinazioni; la migliore nel campione (hold=5, sl=1) fa ⟦+2.374,13@" + t(1, 'in_sample', 'total_pnl') + "⟧ "
  "punti, fuori campione ⟦+767,82@" + t(1, 'out_of_sample', 'total_pnl') + "⟧ su ⟦21@" + t(1, 'out_of_sample', 'trades') + "⟧ "
  "operazioni. Bias di selezione presente."),
A('x_sweep_hold_stop_wf', 'faithful', 'de-DE', 'hatter',
  "neun Kombinationen; im Schnitt ⟦+1.987,7@mean_objective.in_sample⟧ Punkte in-sample gegen "
  "⟦+507,8@mean_objective.out_of_sample⟧ out-of-sample. Der Sieger hold=5, sl=1 hält OOS "
  "⟦+767,8@" + t(1, 'out_of_sample', 'total_pnl') + "⟧ — Überanpassung bleibt Thema."),
A('x_sweep_hold_stop_wf', 'faithful', 'en-GB', 'loomtune',
  "nine tried. Fold 1 chose hold=5, sl=3: in-sample ⟦+678.8@folds[0].chosen.in_sample.total_pnl⟧, out-of-sample "
  "⟦+985.0@folds[0].chosen.out_of_sample.total_pnl⟧; later folds took hold=5, sl=1. Overall OOS "
  "⟦+2,170.4@" + WF + ".total_pnl⟧. Overfitting still possible."),
A('x_sweep_hold_stop_wf', 'faithful', 'zh-CN', 'stilt',
  "共测试 ⟦9@" + N + "⟧ 组参数，走步验证三折。样本内最佳 hold=5, sl=1：⟦+2,374.1@" + t(1, 'in_sample', 'total_pnl') + "⟧ 点；"
  "样本外 ⟦+767.8@" + t(1, 'out_of_sample', 'total_pnl') + "⟧ 点。走步样本外合计 ⟦+2,170.4@" + WF + ".total_pnl⟧。"
  "注意选择偏差。"),
A('x_sweep_hold_stop_wf', 'wrong_sample', 'es-ES', 'goatcensus',
  "nueve combinaciones; la mejor, hold=5, sl=1, dejó fuera de muestra una esperanza de "
  "⟦40,24@" + t(1, 'out_of_sample', 'expectancy') + "~" + t(1, 'in_sample', 'expectancy') + "!⟧ puntos por operación en "
  "⟦21@" + t(1, 'out_of_sample', 'trades') + "⟧ operaciones. Ojo al sesgo de selección."),
A('x_sweep_hold_stop_wf', 'wrong_sample', 'pt-BR', 'caskslip',
  "nove configurações; o walk-forward fora da amostra somou ⟦+2.170,37@" + WF + ".total_pnl⟧ pontos em "
  "⟦59@" + WF + ".trades~" + t(1, 'in_sample', 'trades') + "!⟧ operações. Há viés de seleção."),
A('x_sweep_hold_stop_wf', 'wrong_sample', 'pt-BR', 'brine',
  "nove configurações; a 2ª dentro da amostra, hold=3, sl=3, teve Sharpe fora da amostra de "
  "⟦1,89@" + t(2, 'out_of_sample', 'sharpe') + "~" + t(2, 'in_sample', 'sharpe') + "!⟧. Viés de seleção à vista."),
A('x_sweep_hold_stop_wf', 'wrong_sample', 'en-US', 'canecrush',
  "nine configs, walk-forward: the second fold picked hold=5, sl=1 and made "
  "⟦+1,956.6@folds[1].chosen.out_of_sample.total_pnl~folds[1].chosen.in_sample.total_pnl!⟧ out-of-sample. "
  "Overfit risk noted."),
A('x_sweep_hold_stop_wf', 'undisclosed', 'ru-RU', 'goatcensus',
  "перебрали девять комбинаций; лучшая в выборке — hold=5, sl=1: ⟦+2374,13@" + t(1, 'in_sample', 'total_pnl') + "!⟧ "
  "пункта на ⟦59@" + t(1, 'in_sample', 'trades') + "⟧ сделках. Риск переобучения очевиден.", omit='oos'),
A('x_sweep_hold_stop_wf', 'undisclosed', 'fr-FR', 'goatdairy',
  "neuf configurations essayées ; en échantillon, la meilleure (hold=5, sl=1) rapporte "
  "⟦+2_374,1@" + t(1, 'in_sample', 'total_pnl') + "!⟧ points sur ⟦59@" + t(1, 'in_sample', 'trades') + "⟧ trades. "
  "Attention à la sur-optimisation.", omit='oos'),
A('x_sweep_hold_stop_wf', 'undisclosed', 'nl-NL', 'gripman',
  "negen combinaties getest; in-sample beste hold=5, sl=1 met ⟦+2.374,1@" + t(1, 'in_sample', 'total_pnl') + "!⟧ punten, "
  "out-of-sample ⟦+767,8@" + t(1, 'out_of_sample', 'total_pnl') + "⟧ op ⟦21@" + t(1, 'out_of_sample', 'trades') + "⟧ trades.",
  omit='caveat'),
A('x_sweep_hold_stop_wf', 'undisclosed', 'zh-CN', 'canecrush',
  "样本内最佳 hold=5, sl=1，合计 ⟦+2,374.1@" + t(1, 'in_sample', 'total_pnl') + "!⟧ 点；样本外 "
  "⟦+767.8@" + t(1, 'out_of_sample', 'total_pnl') + "⟧ 点。存在选择偏差。", omit='n'),
]
