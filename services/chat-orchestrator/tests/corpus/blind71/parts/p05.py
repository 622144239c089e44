"""Sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py. Layouts: _reg.py.
Every answer except the undisclosed ones names the configurations tried, an out-of-sample figure or phrase and
a selection/overfitting caveat; an undisclosed answer drops the one named in omit=."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def t(n, s, k):
    return f"top({n}).{'in_sample' if s == 'is' else 'out_of_sample'}.{k}"


RS = 'x_sweep_rsi_level'
WF = 'x_sweep_hold_stop_wf'

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level
A(RS, 'faithful', 'nl-NL', 'haberdash',
  "RSI-sweep op de NQ, twaalf configuraties geprobeerd: beste in-sample is level=40, hold=3 met Sharpe ⟦1,68@" +
  t(1, 'is', 'sharpe') + "⟧, out-of-sample ⟦−3,52@" + t(1, 'oos', 'sharpe') + "⟧. Selectiebias: de winnaar is "
  "gekozen op de trainingsdata."),
A(RS, 'faithful', 'de-DE', 'goldsmith',
  "Sweep über RSI-Level und Haltedauer, zwölf Varianten: level=40, hold=3 vorn mit In-Sample-Sharpe ⟦1,68@" +
  t(1, 'is', 'sharpe') + "⟧ (⟦25@" + t(1, 'is', 'trades') + "⟧ Trades), Out-of-Sample ⟦−3,52@" + t(1, 'oos', 'sharpe') +
  "⟧ bei ⟦33@" + t(1, 'oos', 'trades') + "⟧ Trades: klare Überanpassung."),
A(RS, 'faithful', 'fr-FR', 'badminton',
  "balayage RSI sur le NQ, douze configurations : Sharpe moyen de ⟦0,52@mean_objective.in_sample⟧ dans "
  "l'échantillon contre ⟦−3,30@mean_objective.out_of_sample⟧ hors échantillon ; Sharpe dégonflé "
  "⟦0,71@deflated_sharpe.value⟧, biais de sélection évident."),
A(RS, 'faithful', 'pt-BR', 'ikebana',
  "varredura de RSI no NQ com doze configurações: a melhor (level=40, hold=3) fez ⟦+3.378@" + t(1, 'is', 'total_pnl') +
  "⟧ pontos dentro da amostra e ⟦−4.759,75@" + t(1, 'oos', 'total_pnl') + "⟧ fora da amostra. Viés de seleção: "
  "foi escolhida no treino."),
A(RS, 'faithful', 'zh-CN', 'climbing',
  "RSI 水平与持有期扫描共试了 ⟦12@configurations.tried⟧ 组参数；样本外表现最好的是 level=30, hold=3，夏普 "
  "⟦−1.97@" + t(4, 'oos', 'sharpe') + "⟧，排名的十组全部为负。最优组合按样本内成绩挑出，存在选择偏差。"),
A(RS, 'faithful', 'ja-JP', 'minigolf',
  "RSI水準×保有期間のスイープ：⟦12@configurations.tried⟧通りを試行。最良のlevel=40, hold=3はサンプル内シャープ "
  "⟦1.68@" + t(1, 'is', 'sharpe') + "⟧、サンプル外 ⟦−3.52@" + t(1, 'oos', 'sharpe') + "⟧（⟦33@" + t(1, 'oos', 'trades') +
  "⟧回）。過剰適合の疑いが強い。"),
A(RS, 'wrong_sample', 'zh-CN', 'goldsmith',
  "RSI 扫描共 ⟦12@configurations.tried⟧ 组：最优 level=40, hold=3 样本内胜率 ⟦68%@" + t(1, 'is', 'win_rate') +
  "⟧，样本外夏普 ⟦1.68@" + t(1, 'oos', 'sharpe') + "~" + t(1, 'is', 'sharpe') + "!⟧。注意选择偏差。"),
A(RS, 'wrong_sample', 'es-ES', 'badminton',
  "barrido de RSI en el NQ, doce configuraciones: level=40, hold=5 logró ⟦−4.620,5@" + t(2, 'is', 'total_pnl') + "~" +
  t(2, 'oos', 'total_pnl') + "!⟧ puntos dentro de la muestra y un Sharpe de ⟦−3,19@" + t(2, 'oos', 'sharpe') +
  "⟧ fuera de la muestra; hay sesgo de selección."),
A(RS, 'wrong_sample', 'en-GB', 'climbing',
  "RSI sweep, twelve configurations: best level=40, hold=3 at an in-sample Sharpe of ⟦1.68@" + t(1, 'is', 'sharpe') +
  "⟧; its three grid neighbours averaged ⟦0.49@stability.mean_out_of_sample~stability.mean_in_sample!⟧ "
  "out-of-sample. Classic overfit risk."),
A(RS, 'wrong_sample', 'de-DE', 'engraver',
  "RSI-Sweep, zwölf Konfigurationen: level=30, hold=3 kam In-Sample auf eine Trefferquote von ⟦43,75 %@" +
  t(4, 'is', 'win_rate') + "~" + t(4, 'oos', 'win_rate') + "!⟧ bei ⟦5@" + t(4, 'is', 'trades') + "⟧ Trades, "
  "Out-of-Sample auf eine Sharpe von ⟦−1,97@" + t(4, 'oos', 'sharpe') + "⟧. Überanpassung wahrscheinlich."),
A(RS, 'undisclosed', 'es-ES', 'caddie',
  "barrido de RSI y días de tenencia en el NQ: la mejor combinación, level=40, hold=3, dio un Sharpe de ⟦1,68@" +
  t(1, 'is', 'sharpe') + "!⟧ dentro de la muestra y de ⟦−3,52@" + t(1, 'oos', 'sharpe') + "⟧ fuera de la muestra; "
  "hay sesgo de selección.", omit='n'),
A(RS, 'undisclosed', 'pt-BR', 'mahjong',
  "varredura RSI no NQ: em média as configurações ranqueadas tiveram Sharpe de ⟦0,52@mean_objective.in_sample!⟧ "
  "dentro da amostra e ⟦−3,30@mean_objective.out_of_sample⟧ fora da amostra. Cuidado com o viés de seleção.",
  omit='n'),
A(RS, 'undisclosed', 'en-US', 'tennis',
  "RSI level/hold sweep on NQ, twelve configurations tried: level=40, hold=5 posted ⟦+3,024@" + t(2, 'is', 'total_pnl') +
  "!⟧ pts in-sample and ⟦−4,620.5@" + t(2, 'oos', 'total_pnl') + "⟧ pts out-of-sample.", omit='caveat'),
A(RS, 'undisclosed', 'ja-JP', 'ikebana',
  "RSIスイープ：最良のlevel=40, hold=3は学習期間でシャープ ⟦1.68@" + t(1, 'is', 'sharpe') + "!⟧、⟦25@" +
  t(1, 'is', 'trades') + "⟧回。⟦12@configurations.tried⟧通りから選んだので過剰適合に注意。", omit='oos'),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
A(WF, 'faithful', 'en-US', 'goldsmith',
  "ES hold/stop sweep, walk-forward: nine configurations tried. hold=5, sl=1 led in-sample with ⟦+2,374.13@" +
  t(1, 'is', 'total_pnl') + "⟧ pts and kept ⟦+767.82@" + t(1, 'oos', 'total_pnl') + "⟧ pts out-of-sample on ⟦21@" +
  t(1, 'oos', 'trades') + "⟧ trades. Selection bias still applies."),
A(WF, 'faithful', 'zh-CN', 'climbing',
  "ES 持有期与止损扫描（前进分析）共 ⟦9@configurations.tried⟧ 组；三个折叠拼接的样本外合计 "
  "⟦+2,170.37@walk_forward_out_of_sample.total_pnl⟧ 点，共 ⟦54@walk_forward_out_of_sample.trades⟧ 笔。"
  "最优参数由样本内选出，有过拟合风险。"),
A(WF, 'faithful', 'de-DE', 'caddie',
  "Walk-Forward-Sweep auf ES, neun Varianten: Fold 1 wählte hold=5, sl=3 (In-Sample ⟦+678,8@"
  "folds[0].chosen.in_sample.total_pnl⟧, Out-of-Sample ⟦+985,01@folds[0].chosen.out_of_sample.total_pnl⟧), "
  "Folds 2 und 3 hold=5, sl=1. Gefahr der Überanpassung bleibt."),
A(WF, 'faithful', 'pl-PL', 'badminton',
  "sweep na ES z walk-forward, dziewięć konfiguracji: średnio ⟦+1987,68@mean_objective.in_sample⟧ pkt w próbie i "
  "⟦+507,84@mean_objective.out_of_sample⟧ pkt poza próbą; deflowany Sharpe ⟦0,97@deflated_sharpe.value⟧. "
  "Ryzyko przeuczenia jest realne."),
A(WF, 'faithful', 'ru-RU', 'mahjong',
  "перебор удержания и стопа на ES, девять конфигураций: лучшая hold=5, sl=1 в выборке дала ⟦+2374,13@" +
  t(1, 'is', 'total_pnl') + "⟧ пункта, вне выборки ⟦+767,8@" + t(1, 'oos', 'total_pnl') + "⟧ при ⟦21@" +
  t(1, 'oos', 'trades') + "⟧ сделке. Отбор по обучающей выборке грозит переобучением."),
A(WF, 'faithful', 'fr-FR', 'engraver',
  "balayage ES en walk-forward, neuf configurations : la troisième, hold=5, sl=2, faisait ⟦+2_141,4@" +
  t(3, 'is', 'total_pnl') + "⟧ points dans l'échantillon mais seulement ⟦0,17@" + t(3, 'oos', 'sharpe') + "⟧ de Sharpe "
  "hors échantillon. Biais de sélection à garder en tête."),
A(WF, 'wrong_sample', 'en-US', 'antique',
  "ES walk-forward sweep, nine configurations: hold=3, sl=3 made ⟦+2,180.6@" + t(2, 'oos', 'total_pnl') + "~" +
  t(2, 'is', 'total_pnl') + "!⟧ pts out-of-sample on ⟦16@" + t(2, 'oos', 'trades') + "⟧ trades; an overfit warning "
  "applies."),
A(WF, 'wrong_sample', 'nl-NL', 'caddie',
  "ES-sweep met walk-forward, negen configuraties: fold 2 (hold=5, sl=1) haalde in-sample ⟦+417,54@"
  "folds[1].chosen.in_sample.total_pnl~folds[1].chosen.out_of_sample.total_pnl!⟧ punten; out-of-sample over de drie "
  "folds samen ⟦+2.170,37@walk_forward_out_of_sample.total_pnl⟧. Let op selectiebias."),
A(WF, 'wrong_sample', 'pl-PL', 'minigolf',
  "sweep ES, walk-forward, dziewięć konfiguracji: hold=5, sl=1 miał poza próbą Sharpe ⟦1,52@" +
  t(1, 'oos', 'sharpe') + "~" + t(1, 'is', 'sharpe') + "!⟧, przy ⟦59@" + t(1, 'is', 'trades') + "⟧ transakcjach "
  "w próbie. Możliwe przeuczenie."),
A(WF, 'wrong_sample', 'ja-JP', 'haberdash',
  "ESの保有期間×損切りスイープ（⟦9@configurations.tried⟧通り）：最良hold=5, sl=1 のサンプル外勝率は ⟦33.9%@" +
  t(1, 'oos', 'win_rate') + "~" + t(1, 'is', 'win_rate') + "!⟧。サンプル内で選んだので過剰適合に注意。"),
A(WF, 'undisclosed', 'en-GB', 'badminton',
  "ES walk-forward sweep: hold=5, sl=1 topped the in-sample table at ⟦+2,374.1@" + t(1, 'is', 'total_pnl') +
  "!⟧ points, then made ⟦+767.8@" + t(1, 'oos', 'total_pnl') + "⟧ out-of-sample. Selection bias flatters the "
  "in-sample figure.", omit='n'),
A(WF, 'undisclosed', 'fr-FR', 'antique',
  "balayage hold/stop sur ES, neuf configurations : moyenne de ⟦+1_987,7@mean_objective.in_sample!⟧ points dans "
  "l'échantillon contre ⟦+507,8@mean_objective.out_of_sample⟧ hors échantillon.", omit='caveat'),
A(WF, 'undisclosed', 'nl-NL', 'haberdash',
  "ES-sweep, negen configuraties: hold=3, sl=1 stond vierde met ⟦+2.074,68@" + t(4, 'is', 'total_pnl') +
  "!⟧ punten in-sample over ⟦62@" + t(4, 'is', 'trades') + "⟧ trades. Selectiebias ligt op de loer.", omit='oos'),
A(WF, 'undisclosed', 'it-IT', 'trampoline',
  "sweep su ES, nove configurazioni: il fold 1 scelse hold=5, sl=3 con ⟦+678,8@folds[0].chosen.in_sample.total_pnl!⟧ "
  "punti nel campione di addestramento; rischio di sovradattamento.", omit='oos'),
]
