"""Parameter sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py.
Every non-undisclosed answer names the configurations tried, an out-of-sample figure or phrase and a selection
caveat; undisclosed answers drop exactly the one named in omit=."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def t(n, side, col):
    return f"top({n}).{side}.{col}"


IS1, OOS1 = 'in_sample', 'out_of_sample'

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level
A('x_sweep_rsi_level', 'faithful', 'it-IT', 'seaplane',
  f"dodici combinazioni provate; la migliore in-sample, level=40, hold=3, aveva Sharpe ⟦1,68@{t(1, IS1, 'sharpe')}⟧, "
  f"ma fuori campione è scesa a ⟦−3,52@{t(1, OOS1, 'sharpe')}⟧. Classico sovradattamento."),
A('x_sweep_rsi_level', 'faithful', 'ru-RU', 'observatory',
  f"перебрано двенадцать конфигураций; лучшая на обучающей выборке — level=40, hold=3: "
  f"⟦+3378@{t(1, IS1, 'total_pnl')}⟧ пункта, а вне выборки ⟦−4759,75@{t(1, OOS1, 'total_pnl')}⟧. Это подгонка, "
  f"полагаться нельзя."),
A('x_sweep_rsi_level', 'faithful', 'en-GB', 'creamery',
  f"Twelve combinations were tried. Best in-sample was level=40, hold=3 (Sharpe ⟦1.68@{t(1, IS1, 'sharpe')}⟧, win "
  f"rate ⟦68%@{t(1, IS1, 'win_rate')}⟧), but out-of-sample it fell to ⟦−3.52@{t(1, OOS1, 'sharpe')}⟧ with a "
  f"⟦27.3%@{t(1, OOS1, 'win_rate')}⟧ win rate. Overfit."),
A('x_sweep_rsi_level', 'faithful', 'nl-NL', 'blimp',
  "twaalf configuraties getest; gemiddeld in-sample Sharpe ⟦0,52@mean_objective.in_sample⟧, out-of-sample "
  "⟦−3,30@mean_objective.out_of_sample⟧. De beste, level=40, hold=3, is selectiebias: deflated Sharpe slechts "
  "⟦0,71@deflated_sharpe.value⟧."),
A('x_sweep_rsi_level', 'faithful', 'en-GB', 'observatory',
  f"Of the twelve configurations, level=30, hold=3 held up best out-of-sample at "
  f"⟦−1.97@{t(4, OOS1, 'sharpe')}⟧, still a loss; the in-sample winner level=40, hold=3 dropped from "
  f"⟦1.68@{t(1, IS1, 'sharpe')}⟧ to ⟦−3.52@{t(1, OOS1, 'sharpe')}⟧. Overfit, not an edge."),
A('x_sweep_rsi_level', 'faithful', 'zh-CN', 'ciderpress',
  f"共试了 ⟦12@configurations.tried⟧ 组参数；样本内最佳 level=40, hold=3 夏普 ⟦1.68@{t(1, IS1, 'sharpe')}⟧，"
  f"样本外 ⟦−3.52@{t(1, OOS1, 'sharpe')}⟧，⟦33@{t(1, OOS1, 'trades')}⟧ 笔交易。存在过拟合，不可信。"),
A('x_sweep_rsi_level', 'wrong_sample', 'de-DE', 'fireengine',
  f"zwölf Kombinationen getestet; level=40, hold=5 erreichte Out-of-Sample einen Sharpe von "
  f"⟦1,35@{t(2, OOS1, 'sharpe')}~{t(2, IS1, 'sharpe')}!⟧ — nach so vielen Versuchen riecht das trotzdem nach "
  f"Überanpassung."),
A('x_sweep_rsi_level', 'wrong_sample', 'ja-JP', 'whalewatch',
  f"⟦12@configurations.tried⟧通りを試行。サンプル内ベストのlevel=40, hold=3はトレード当たり期待値"
  f"⟦−144.23@{t(1, IS1, 'expectancy')}~{t(1, OOS1, 'expectancy')}!⟧、サンプル外シャープは"
  f"⟦−3.52@{t(1, OOS1, 'sharpe')}⟧。過剰適合の可能性大。"),
A('x_sweep_rsi_level', 'wrong_sample', 'ru-RU', 'ciderpress',
  f"двенадцать вариантов; у лучшего, level=40, hold=3, профит-фактор вне выборки "
  f"⟦2,74@{t(1, OOS1, 'profit_factor')}~{t(1, IS1, 'profit_factor')}!⟧ — но выбор по обучающим данным грозит "
  f"переобучением."),
A('x_sweep_rsi_level', 'wrong_sample', 'pl-PL', 'ambulance',
  f"dwanaście konfiguracji; level=40, hold=10 w próbie uczącej dał "
  f"⟦−5102,5@{t(3, IS1, 'total_pnl')}~{t(3, OOS1, 'total_pnl')}!⟧ pkt, a poza próbą Sharpe "
  f"⟦−3,18@{t(3, OOS1, 'sharpe')}⟧. Ryzyko przeuczenia."),
A('x_sweep_rsi_level', 'undisclosed', 'pt-BR', 'bicycle',
  f"a melhor configuração dentro da amostra, level=40, hold=3, teve Sharpe ⟦1,68@{t(1, IS1, 'sharpe')}!⟧, mas fora "
  f"da amostra caiu para ⟦−3,52@{t(1, OOS1, 'sharpe')}⟧; cuidado com o viés de seleção.", omit='n'),
A('x_sweep_rsi_level', 'undisclosed', 'zh-CN', 'ambulance',
  f"样本内最佳为 level=40, hold=3，夏普 ⟦1.68@{t(1, IS1, 'sharpe')}!⟧，样本外跌到 ⟦−3.52@{t(1, OOS1, 'sharpe')}⟧，"
  f"可能是过拟合。", omit='n'),
A('x_sweep_rsi_level', 'undisclosed', 'it-IT', 'petshop',
  f"dodici combinazioni provate: in-sample vince level=40, hold=3 con ⟦+3.378@{t(1, IS1, 'total_pnl')}!⟧ punti e "
  f"⟦25@{t(1, IS1, 'trades')}⟧ operazioni; attenzione al bias di selezione.", omit='oos'),
A('x_sweep_rsi_level', 'undisclosed', 'es-ES', 'limousine',
  f"se probaron doce configuraciones; la mejor dentro de la muestra, level=40, hold=3, tuvo Sharpe "
  f"⟦1,68@{t(1, IS1, 'sharpe')}!⟧ y fuera de la muestra ⟦−3,52@{t(1, OOS1, 'sharpe')}⟧, con "
  f"⟦33@{t(1, OOS1, 'trades')}⟧ operaciones.", omit='caveat'),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
A('x_sweep_hold_stop_wf', 'faithful', 'it-IT', 'tvrepair',
  f"nove combinazioni su ES; la migliore in-sample è hold=5, sl=1 con ⟦+2.374,13@{t(1, IS1, 'total_pnl')}⟧ punti, "
  f"fuori campione ⟦+767,82@{t(1, OOS1, 'total_pnl')}⟧; il walk-forward complessivo dà "
  f"⟦+2.170,37@walk_forward_out_of_sample.total_pnl⟧ punti. Il bias di selezione va messo in conto."),
A('x_sweep_hold_stop_wf', 'faithful', 'pl-PL', 'observatory',
  f"dziewięć konfiguracji na ES; najlepsza w próbie, hold=5, sl=1: ⟦+2374,13@{t(1, IS1, 'total_pnl')}⟧ pkt; poza "
  f"próbą ⟦+767,82@{t(1, OOS1, 'total_pnl')}⟧ pkt przy ⟦21@{t(1, OOS1, 'trades')}⟧ transakcjach — mała próba, a "
  f"wybór grozi przeuczeniem."),
A('x_sweep_hold_stop_wf', 'faithful', 'de-DE', 'petshop',
  "neun Kombinationen, Walk-Forward in drei Folds: Out-of-Sample gesamt ⟦+2.170,4@walk_forward_out_of_sample.total_pnl⟧ "
  "Punkte; Fold 1 wählte hold=5, sl=3 (In-Sample ⟦+678,8@folds[0].chosen.in_sample.total_pnl⟧, Out-of-Sample "
  "⟦+985,0@folds[0].chosen.out_of_sample.total_pnl⟧). Vorsicht, Überanpassung."),
A('x_sweep_hold_stop_wf', 'faithful', 'fr-FR', 'ciderpress',
  "neuf configurations testées sur l'ES : moyenne in-sample ⟦+1_987,68@mean_objective.in_sample⟧ points contre "
  "⟦+507,84@mean_objective.out_of_sample⟧ hors échantillon. La meilleure, hold=5, sl=1, garde un biais de "
  "sélection ; deflated Sharpe ⟦0,97@deflated_sharpe.value⟧."),
A('x_sweep_hold_stop_wf', 'faithful', 'ja-JP', 'creamery',
  f"⟦9@configurations.tried⟧通りを検証。サンプル内ベストはhold=5, sl=1で⟦+2,374.1@{t(1, IS1, 'total_pnl')}⟧ポイント、"
  f"サンプル外は⟦+767.8@{t(1, OOS1, 'total_pnl')}⟧ポイント（⟦21@{t(1, OOS1, 'trades')}⟧回）。過剰適合に注意。"),
A('x_sweep_hold_stop_wf', 'faithful', 'de-DE', 'whalewatch',
  f"neun Varianten auf ES; Rang 2, hold=3, sl=3: In-Sample ⟦+2.180,6@{t(2, IS1, 'total_pnl')}⟧, Out-of-Sample "
  f"⟦+757,4@{t(2, OOS1, 'total_pnl')}⟧ Punkte. Die Auswahl bleibt anfällig für Auswahlverzerrung."),
A('x_sweep_hold_stop_wf', 'wrong_sample', 'en-GB', 'creamery',
  f"Nine hold and stop settings tried on ES; the best, hold=5, sl=1, made "
  f"⟦+2,170.4@{t(1, IS1, 'total_pnl')}~walk_forward_out_of_sample.total_pnl!⟧ points in-sample and "
  f"⟦+767.8@{t(1, OOS1, 'total_pnl')}⟧ out-of-sample. Some overfit is baked in."),
A('x_sweep_hold_stop_wf', 'wrong_sample', 'en-US', 'observatory',
  f"Nine configurations on ES. Runner-up hold=3, sl=3 returned "
  f"⟦+2,180.6@{t(2, OOS1, 'total_pnl')}~{t(2, IS1, 'total_pnl')}!⟧ points out-of-sample; the winner, hold=5, sl=1, "
  f"⟦+767.8@{t(1, OOS1, 'total_pnl')}⟧. Selection bias applies to both."),
A('x_sweep_hold_stop_wf', 'wrong_sample', 'fr-FR', 'tvrepair',
  "neuf réglages, walk-forward en trois plis : au premier pli, hold=5, sl=3 avait "
  "⟦+985,01@folds[0].chosen.in_sample.total_pnl~folds[0].chosen.out_of_sample.total_pnl!⟧ points in-sample ; hors "
  "échantillon, le total walk-forward est de ⟦+2_170,37@walk_forward_out_of_sample.total_pnl⟧. Risque de "
  "sur-optimisation."),
A('x_sweep_hold_stop_wf', 'wrong_sample', 'es-ES', 'limousine',
  f"nueve configuraciones en ES; la mejor, hold=5, sl=1, tiene una esperanza fuera de la muestra de "
  f"⟦40,24@{t(1, OOS1, 'expectancy')}~{t(1, IS1, 'expectancy')}!⟧ puntos por operación, con "
  f"⟦21@{t(1, OOS1, 'trades')}⟧ operaciones. Ojo al sesgo de selección."),
A('x_sweep_hold_stop_wf', 'undisclosed', 'ja-JP', 'seaplane',
  f"⟦9@configurations.tried⟧通りを試し、サンプル内ベストはhold=5, sl=1の⟦+2,374.13@{t(1, IS1, 'total_pnl')}!⟧ポイント"
  f"（⟦59@{t(1, IS1, 'trades')}⟧回）。過剰適合の恐れあり。", omit='oos'),
A('x_sweep_hold_stop_wf', 'undisclosed', 'en-US', 'ciderpress',
  f"On ES the best in-sample setting was hold=5, sl=1 at ⟦+2,374.1@{t(1, IS1, 'total_pnl')}!⟧ points; "
  f"out-of-sample it made ⟦+767.8@{t(1, OOS1, 'total_pnl')}⟧, and the walk-forward total was "
  f"⟦+2,170.4@walk_forward_out_of_sample.total_pnl⟧. Treat it as overfit until shown otherwise.", omit='n'),
A('x_sweep_hold_stop_wf', 'undisclosed', 'ru-RU', 'whalewatch',
  f"девять конфигураций на ES; лучшая на обучающих данных — hold=5, sl=1: ⟦+2374,13@{t(1, IS1, 'total_pnl')}!⟧ "
  f"пункта, профит-фактор ⟦2,09@{t(1, IS1, 'profit_factor')}⟧. Риск подгонки.", omit='oos'),
A('x_sweep_hold_stop_wf', 'undisclosed', 'nl-NL', 'blimp',
  f"negen instellingen op ES; beste in-sample: hold=5, sl=1 met ⟦+2.374,1@{t(1, IS1, 'total_pnl')}!⟧ punten, "
  f"out-of-sample ⟦+767,8@{t(1, OOS1, 'total_pnl')}⟧ punten over ⟦21@{t(1, OOS1, 'trades')}⟧ trades.",
  omit='caveat'),
]
