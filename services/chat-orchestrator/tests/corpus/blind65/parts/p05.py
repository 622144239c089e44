"""Both sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py.
Every answer but the undisclosed ones carries the three disclosures (configurations tried, out-of-sample figure
and phrase, selection caveat)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def t(rank, sample, col):
    return f"top({rank}).{sample}.{col}"


IS1, OS1 = t(1, 'in_sample', 'sharpe'), t(1, 'out_of_sample', 'sharpe')
S = 'x_sweep_rsi_level'
W = 'x_sweep_hold_stop_wf'

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level
A(S, 'faithful', 'en-US', 'keycutting',
  "Twelve configurations tried. Best in-sample: level=40, hold=3, Sharpe ⟦1.68@" + IS1 + "⟧; out-of-sample it fell "
  "to ⟦−3.52@" + OS1 + "⟧. Likely overfit: the deflated Sharpe is ⟦0.71@deflated_sharpe.value⟧."),
A(S, 'faithful', 'ja-JP', 'greengrocer',
  "⟦12@configurations.tried⟧通りを試行。サンプル内の最良はlevel=40, hold=3でシャープ⟦1.68@" + IS1 + "⟧、"
  "サンプル外では⟦−3.52@" + OS1 + "⟧。過剰適合の疑いが強い。"),
A(S, 'faithful', 'es-ES', 'pilotboat',
  "se probaron doce combinaciones. La mejor dentro de la muestra, level=40, hold=3, ganó ⟦+3.378@"
  + t(1, 'in_sample', 'total_pnl') + "⟧ puntos; fuera de la muestra perdió ⟦−4.759,75@" + t(1, 'out_of_sample', 'total_pnl')
  + "⟧. Sesgo de selección claro."),
A(S, 'faithful', 'it-IT', 'moped',
  "provate dodici configurazioni: la migliore nel campione, level=40, hold=3, ha Sharpe ⟦1,68@" + IS1 + "⟧; fuori "
  "campione scende a ⟦−3,52@" + OS1 + "⟧, e tutte le dieci classificate restano negative fuori campione. Rischio di "
  "sovradattamento."),
A(S, 'faithful', 'de-DE', 'greengrocer',
  "zwölf Kombinationen getestet. Im Mittel lag die Sharpe In-Sample bei ⟦0,52@mean_objective.in_sample⟧, "
  "Out-of-Sample bei ⟦−3,30@mean_objective.out_of_sample⟧; die beste (level=40, hold=3) riecht nach Überanpassung."),
A(S, 'faithful', 'nl-NL', 'butcher',
  "twaalf configuraties geprobeerd. level=30, hold=3 hield out-of-sample het best stand, met een Sharpe van "
  "⟦−1,97@" + t(4, 'out_of_sample', 'sharpe') + "⟧ tegen ⟦0,63@" + t(4, 'in_sample', 'sharpe') + "⟧ in-sample. "
  "Let op selectiebias bij de top."),
A(S, 'wrong_sample', 'zh-CN', 'butcher',
  "共试了 ⟦12@configurations.tried⟧ 组参数。样本内最优的 level=40, hold=3 样本外胜率为 ⟦68@"
  + t(1, 'out_of_sample', 'win_rate') + "~" + t(1, 'in_sample', 'win_rate') + "!⟧%。注意选择偏差。"),
A(S, 'wrong_sample', 'pl-PL', 'glider',
  "przetestowano dwanaście konfiguracji; level=30, hold=3 miało w próbie Sharpe ⟦−1,97@" + t(4, 'in_sample', 'sharpe')
  + "~" + t(4, 'out_of_sample', 'sharpe') + "!⟧ przy ⟦5@" + t(4, 'in_sample', 'trades') + "⟧ transakcjach; poza próbą "
  "wszystkie wypadły gorzej. Ryzyko przeuczenia."),
A(S, 'wrong_sample', 'en-US', 'lobster',
  "Twelve combinations tried; the in-sample winner level=40, hold=3 made ⟦+3,378@" + t(1, 'out_of_sample', 'total_pnl')
  + "~" + t(1, 'in_sample', 'total_pnl') + "!⟧ points out-of-sample on ⟦33@" + t(1, 'out_of_sample', 'trades')
  + "⟧ trades. Could still be overfit."),
A(S, 'wrong_sample', 'it-IT', 'pilotboat',
  "dodici configurazioni provate; la media delle classificate fuori campione è una Sharpe di "
  "⟦0,52@mean_objective.out_of_sample~mean_objective.in_sample!⟧. Attenzione al bias di selezione."),
A(S, 'undisclosed', 'pt-BR', 'glider',
  "o melhor na amostra, level=40, hold=3, teve Sharpe ⟦1,68@" + IS1 + "!⟧ dentro da amostra e ⟦−3,52@" + OS1
  + "⟧ fora da amostra. Cuidado com o viés de seleção.", omit='n'),
A(S, 'undisclosed', 'ru-RU', 'piercing',
  "лучшая в выборке конфигурация level=40, hold=3: Sharpe ⟦1,68@" + IS1 + "!⟧ на ⟦25@" + t(1, 'in_sample', 'trades')
  + "⟧ сделках; вне выборки ⟦−3,52@" + OS1 + "⟧. Похоже на подгонку.", omit='n'),
A(S, 'undisclosed', 'zh-CN', 'terrarium',
  "样本内最优为 level=40, hold=3：样本内夏普 ⟦1.68@" + IS1 + "!⟧，样本外 ⟦−3.52@" + OS1 + "⟧。共试了 "
  "⟦12@configurations.tried⟧ 组。", omit='caveat'),
A(S, 'undisclosed', 'nl-NL', 'nailsalon',
  "twaalf configuraties geprobeerd; de beste in-sample, level=40, hold=3, haalde een Sharpe van ⟦1,68@" + IS1
  + "!⟧ op ⟦25@" + t(1, 'in_sample', 'trades') + "⟧ trades. Selectiebias: de top is uit twaalf gekozen.", omit='oos'),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
A(W, 'faithful', 'fr-FR', 'moped',
  "neuf combinaisons testées. Meilleure en échantillon : hold=5, sl=1, ⟦+2_374,13@" + t(1, 'in_sample', 'total_pnl')
  + "⟧ points ; hors échantillon ⟦+767,82@" + t(1, 'out_of_sample', 'total_pnl') + "⟧ sur ⟦21@"
  + t(1, 'out_of_sample', 'trades') + "⟧ trades. Gare au biais de sélection."),
A(W, 'faithful', 'ru-RU', 'lobster',
  "перебрано девять конфигураций. Walk-forward вне выборки в сумме: ⟦+2170,37@walk_forward_out_of_sample.total_pnl⟧ "
  "пункта за ⟦54@walk_forward_out_of_sample.trades⟧ сделки, Sharpe ⟦1,45@walk_forward_out_of_sample.sharpe⟧. "
  "Риск переобучения остаётся."),
A(W, 'faithful', 'zh-CN', 'lobster',
  "试了 ⟦9@configurations.tried⟧ 组参数。第一折选 hold=5, sl=3，样本外 ⟦+985.01@folds[0].chosen.out_of_sample.total_pnl⟧ "
  "点；第二、三折都选 hold=5, sl=1。参数在样本内挑选，警惕过拟合。"),
A(W, 'faithful', 'pl-PL', 'watchrepair',
  "sprawdzono dziewięć konfiguracji. Najlepsza w próbie, hold=5, sl=1: Sharpe ⟦1,52@" + t(1, 'in_sample', 'sharpe')
  + "⟧, poza próbą ⟦1,45@" + t(1, 'out_of_sample', 'sharpe') + "⟧ przy ⟦21@" + t(1, 'out_of_sample', 'trades')
  + "⟧ transakcjach, mała próbka. Możliwe przeuczenie."),
A(W, 'faithful', 'pt-BR', 'nailsalon',
  "foram testadas nove configurações. Média de todas: ⟦+1.987,68@mean_objective.in_sample⟧ pontos dentro da amostra "
  "contra ⟦+507,84@mean_objective.out_of_sample⟧ fora da amostra. O melhor, hold=5, sl=1, carrega viés de seleção."),
A(W, 'faithful', 'ja-JP', 'glider',
  "⟦9@configurations.tried⟧通りを検証。最良はhold=5, sl=1でサンプル内⟦+2,374.1@" + t(1, 'in_sample', 'total_pnl')
  + "⟧ポイント、サンプル外⟦+767.8@" + t(1, 'out_of_sample', 'total_pnl') + "⟧ポイント（⟦21@"
  + t(1, 'out_of_sample', 'trades') + "⟧回）。過剰適合に注意。"),
A(W, 'wrong_sample', 'de-DE', 'terrarium',
  "neun Kombinationen getestet; die beste In-Sample-Wahl hold=5, sl=1 kam Out-of-Sample auf einen Profitfaktor von "
  "⟦2,09@" + t(1, 'out_of_sample', 'profit_factor') + "~" + t(1, 'in_sample', 'profit_factor') + "!⟧. Vorsicht, "
  "Überanpassung."),
A(W, 'wrong_sample', 'pt-BR', 'moped',
  "nove configurações testadas; a média dentro da amostra ficou em ⟦+507,84@mean_objective.in_sample~"
  "mean_objective.out_of_sample!⟧ pontos, e o melhor (hold=5, sl=1) fez ⟦+767,82@" + t(1, 'out_of_sample', 'total_pnl')
  + "⟧ fora da amostra. Há viés de seleção."),
A(W, 'wrong_sample', 'ru-RU', 'keycutting',
  "девять конфигураций. Во втором фолде (hold=5, sl=1) вне выборки получилось "
  "⟦+1956,59@folds[1].chosen.out_of_sample.total_pnl~folds[1].chosen.in_sample.total_pnl!⟧ пункта. Выбор по "
  "выборке — риск подгонки."),
A(W, 'wrong_sample', 'en-GB', 'dredger',
  "nine configurations tried; hold=5, sl=2, third in-sample, returned ⟦+2,141.4@" + t(3, 'out_of_sample', 'total_pnl')
  + "~" + t(3, 'in_sample', 'total_pnl') + "!⟧ points out-of-sample. The ranking was picked in-sample, so treat it as "
  "possibly overfit."),
A(W, 'undisclosed', 'fr-FR', 'butcher',
  "meilleure configuration en échantillon, hold=5, sl=1 : ⟦+2_374,13@" + t(1, 'in_sample', 'total_pnl') + "!⟧ "
  "points ; hors échantillon ⟦+767,82@" + t(1, 'out_of_sample', 'total_pnl') + "⟧. Biais de sélection probable.",
  omit='n'),
A(W, 'undisclosed', 'ja-JP', 'greengrocer',
  "最良はhold=5, sl=1：サンプル内⟦+2,374.13@" + t(1, 'in_sample', 'total_pnl') + "!⟧ポイント、サンプル外⟦+767.82@"
  + t(1, 'out_of_sample', 'total_pnl') + "⟧ポイント。試行は⟦9@configurations.tried⟧通り。", omit='caveat'),
A(W, 'undisclosed', 'pl-PL', 'dredger',
  "dziewięć konfiguracji. Najlepsza w próbie: hold=5, sl=1, Sharpe ⟦1,52@" + t(1, 'in_sample', 'sharpe') + "!⟧; "
  "poza próbą ⟦1,45@" + t(1, 'out_of_sample', 'sharpe') + "⟧.", omit='caveat'),
A(W, 'undisclosed', 'en-US', 'pilotboat',
  "Nine hold/stop combinations tried. Best in-sample: hold=5, sl=1 with ⟦+2,374.13@" + t(1, 'in_sample', 'total_pnl')
  + "!⟧ points on ⟦59@" + t(1, 'in_sample', 'trades') + "⟧ trades. Chosen in-sample, so likely overfit.", omit='oos'),
]
