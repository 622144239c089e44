"""The two sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py.
Layouts: _reg.py. '_' between digits = the locale's group separator (U+202F fr, U+00A0 ru/pl).
Every non-undisclosed answer names the configurations tried, an out-of-sample figure and phrase, and a
selection/overfitting caveat; undisclosed answers drop exactly the one named by omit=."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def IS(k, c):
    return f"top({k}).in_sample.{c}"


def OS(k, c):
    return f"top({k}).out_of_sample.{c}"


R, W = 'x_sweep_rsi_level', 'x_sweep_hold_stop_wf'

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level
A(R, 'faithful', 'ru-RU', 'popcorn',
  "перебрано двенадцать конфигураций; лучшая в выборке — level=40, hold=3: Шарп ⟦1,68@" + IS(1, 'sharpe') +
  "⟧ на ⟦25@" + IS(1, 'trades') + "⟧ сделках. Вне выборки она дала ⟦−3,52@" + OS(1, 'sharpe') + "⟧ и "
  "⟦−4759,75@" + OS(1, 'total_pnl') + "⟧ пункта. Это подгонка под историю."),
A(R, 'faithful', 'it-IT', 'chairlift',
  "dodici configurazioni provate. In campione vince level=40, hold=3 (Sharpe ⟦1,68@" + IS(1, 'sharpe') +
  "⟧), ma fuori campione crolla a ⟦−3,52@" + OS(1, 'sharpe') + "⟧; la media fuori campione di tutte è "
  "⟦−3,30@mean_objective.out_of_sample⟧. Bias di selezione: il migliore è un picco isolato."),
A(R, 'faithful', 'en-US', 'hammam',
  "twelve RSI level/hold combinations were tried. The in-sample winner, level=40, hold=3, won ⟦68%@" +
  IS(1, 'win_rate') + "⟧ of ⟦25@" + IS(1, 'trades') + "⟧ trades in sample but only ⟦27.3%@" + OS(1, 'win_rate') +
  "⟧ of ⟦33@" + OS(1, 'trades') + "⟧ out-of-sample. Deflated Sharpe ⟦0.71@deflated_sharpe.value⟧; selection "
  "bias applies."),
A(R, 'faithful', 'nl-NL', 'olivepress',
  "twaalf combinaties getest; beste in-sample: level=40, hold=3 met ⟦+3.378@" + IS(1, 'total_pnl') +
  "⟧ punten. Out-of-sample werd dat ⟦−4.759,75@" + OS(1, 'total_pnl') + "⟧ punten. Selectiebias: de winnaar "
  "is op de trainingsdata gekozen."),
A(R, 'faithful', 'pt-BR', 'churnlog',
  "doze configurações testadas. A melhor dentro da amostra (level=40, hold=3) teve Sharpe ⟦1,68@" +
  IS(1, 'sharpe') + "⟧; fora da amostra, ⟦−3,52@" + OS(1, 'sharpe') + "⟧. Os ⟦3@stability.neighbours⟧ vizinhos "
  "ficaram em média em ⟦−3,37@stability.mean_out_of_sample⟧ fora da amostra. Viés de seleção evidente."),
A(R, 'faithful', 'it-IT', 'pinball',
  "sweep su dodici combinazioni: il secondo classificato, level=40, hold=5, ha Sharpe ⟦1,35@" + IS(2, 'sharpe') +
  "⟧ in campione e ⟦−3,19@" + OS(2, 'sharpe') + "⟧ fuori campione. Sharpe deflazionato "
  "⟦0,71@deflated_sharpe.value⟧: il vincitore è frutto di sovradattamento, non distinguibile dalla fortuna."),
A(R, 'wrong_sample', 'nl-NL', 'trebuchet',
  "twaalf configuraties getest. Rang 3 (level=40, hold=10) boekte out-of-sample ⟦+2.347,75@" +
  OS(3, 'total_pnl') + "~" + IS(3, 'total_pnl') + "!⟧ punten. Selectiebias blijft een risico: de ranglijst is "
  "in-sample opgesteld."),
A(R, 'wrong_sample', 'en-US', 'hammam',
  "twelve configurations were tried. Averaged over all ranked configurations, the out-of-sample Sharpe was "
  "⟦0.52@mean_objective.out_of_sample~mean_objective.in_sample!⟧; the best, level=40, hold=3, was picked in "
  "sample, so selection bias applies."),
A(R, 'wrong_sample', 'zh-CN', 'karting',
  "共测试 ⟦12@configurations.tried⟧ 组参数；样本内最优为 level=40, hold=3，样本外盈利因子 ⟦2.74@" +
  OS(1, 'profit_factor') + "~" + IS(1, 'profit_factor') + "!⟧。注意过拟合。"),
A(R, 'wrong_sample', 'es-ES', 'snooker',
  "doce configuraciones probadas; la mejor en la muestra, level=40, hold=3, acertó el ⟦27,3 %@" +
  IS(1, 'win_rate') + "~" + OS(1, 'win_rate') + "!⟧ de sus ⟦25@" + IS(1, 'trades') + "⟧ operaciones en la "
  "muestra; fuera de la muestra, Sharpe ⟦−3,52@" + OS(1, 'sharpe') + "⟧. Sesgo de selección."),
A(R, 'undisclosed', 'es-ES', 'cheesecave',
  "doce configuraciones probadas; la mejor en los datos de entrenamiento, level=40, hold=3, logró Sharpe "
  "⟦1,68@" + IS(1, 'sharpe') + "!⟧ con ⟦25@" + IS(1, 'trades') + "⟧ operaciones y ⟦+3378@" + IS(1, 'total_pnl') +
  "⟧ puntos. Ojo al sesgo de selección.", omit='oos'),
A(R, 'undisclosed', 'en-GB', 'trebuchet',
  "best in-sample configuration: level=40, hold=3, Sharpe ⟦1.68@" + IS(1, 'sharpe') + "!⟧; out-of-sample it "
  "fell to ⟦−3.52@" + OS(1, 'sharpe') + "⟧. It was chosen on in-sample data, so selection bias applies.",
  omit='n'),
A(R, 'undisclosed', 'ja-JP', 'karting',
  "全⟦12@configurations.tried⟧通りを試行。サンプル内最良はlevel=40, hold=3で合計⟦+3,378@" + IS(1, 'total_pnl') +
  "!⟧ポイント、サンプル外は⟦−4,759.75@" + OS(1, 'total_pnl') + "⟧ポイント。", omit='caveat'),
A(R, 'undisclosed', 'de-DE', 'pinball',
  "zwölf Konfigurationen getestet; Spitzenreiter auf den Trainingsdaten ist level=40, hold=3 mit Sharpe "
  "⟦1,68@" + IS(1, 'sharpe') + "!⟧ und ⟦68 %@" + IS(1, 'win_rate') + "⟧ Treffern. Vorsicht, Überanpassung.",
  omit='oos'),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
A(W, 'faithful', 'en-US', 'churnlog',
  "nine hold/stop combinations were tried on ES, 3 anchored walk-forward folds. Best in-sample: hold=5, sl=1, "
  "⟦+2,374.1@" + IS(1, 'total_pnl') + "⟧ pts on ⟦59@" + IS(1, 'trades') + "⟧ trades; out-of-sample ⟦+767.8@" +
  OS(1, 'total_pnl') + "⟧ on ⟦21@" + OS(1, 'trades') + "⟧ trades, a small sample. Selection bias applies."),
A(W, 'faithful', 'nl-NL', 'hammam',
  "negen configuraties getest. Walk-forward out-of-sample in totaal ⟦+2.170,37@walk_forward_out_of_sample.total_pnl⟧ "
  "punten over ⟦54@walk_forward_out_of_sample.trades⟧ trades. Beste in-sample: hold=5, sl=1 met ⟦+2.374,1@" +
  IS(1, 'total_pnl') + "⟧. Let op selectiebias."),
A(W, 'faithful', 'fr-FR', 'pinball',
  "neuf configurations testées. Premier pli : hold=5, sl=3 retenu, ⟦+678,8@folds[0].chosen.in_sample.total_pnl⟧ "
  "en échantillon et ⟦+985,0@folds[0].chosen.out_of_sample.total_pnl⟧ hors échantillon. Sharpe déflaté "
  "⟦0,97@deflated_sharpe.value⟧ ; biais de sélection à garder en tête."),
A(W, 'faithful', 'nl-NL', 'cheesecave',
  "negen combinaties; rang 2 (hold=3, sl=3) haalde in-sample ⟦+2.180,6@" + IS(2, 'total_pnl') + "⟧ en "
  "out-of-sample ⟦+757,4@" + OS(2, 'total_pnl') + "⟧ punten, met ⟦56,25%@" + OS(2, 'win_rate') + "⟧ winnaars "
  "out-of-sample. Selectiebias: de winnaar is in-sample gekozen."),
A(W, 'faithful', 'en-GB', 'geyser',
  "nine configurations tried. The two neighbours of the best averaged ⟦+2,108.0@stability.mean_in_sample⟧ in "
  "sample and ⟦+359.5@stability.mean_out_of_sample⟧ out-of-sample; across all nine the out-of-sample mean was "
  "⟦+507.8@mean_objective.out_of_sample⟧. Mind the selection bias."),
A(W, 'faithful', 'zh-CN', 'trebuchet',
  "共测试 ⟦9@configurations.tried⟧ 组参数（ES，3 折滚动验证）。样本内最优 hold=5, sl=1：⟦+2,374.1@" +
  IS(1, 'total_pnl') + "⟧ 点；样本外 ⟦+767.8@" + OS(1, 'total_pnl') + "⟧ 点，仅 ⟦21@" + OS(1, 'trades') +
  "⟧ 笔。存在选择偏差。"),
A(W, 'wrong_sample', 'pt-BR', 'popcorn',
  "nove configurações testadas. A segunda colocada, hold=3, sl=3, rendeu ⟦+2.180,6@" + OS(2, 'total_pnl') + "~" +
  IS(2, 'total_pnl') + "!⟧ pontos fora da amostra. Viés de seleção: o ranking vem de dentro da amostra."),
A(W, 'wrong_sample', 'pl-PL', 'olivepress',
  "dziewięć konfiguracji; średnio wszystkie dały poza próbą ⟦+1987,7@mean_objective.out_of_sample~"
  "mean_objective.in_sample!⟧ pkt. Najlepsza to hold=5, sl=1. Ryzyko przeuczenia."),
A(W, 'wrong_sample', 'it-IT', 'churnlog',
  "nove combinazioni provate; la migliore, hold=5, sl=1, ha fatto ⟦+767,8@" + OS(1, 'total_pnl') + "⟧ punti "
  "fuori campione su ⟦59@" + OS(1, 'trades') + "~" + IS(1, 'trades') + "!⟧ operazioni. Attenzione al bias di "
  "selezione."),
A(W, 'wrong_sample', 'en-GB', 'shoerepair',
  "nine configurations. In the fold tested from ⟦2024-01-03@D:2024-01-03⟧, hold=5, sl=1 had an out-of-sample "
  "Sharpe of ⟦1.91@folds[1].chosen.out_of_sample.sharpe~folds[1].chosen.in_sample.sharpe!⟧. The choice was "
  "made in sample: selection bias."),
A(W, 'undisclosed', 'pl-PL', 'hammam',
  "najlepsza w próbie: hold=5, sl=1, ⟦+2374,1@" + IS(1, 'total_pnl') + "!⟧ pkt; poza próbą ⟦+767,8@" +
  OS(1, 'total_pnl') + "⟧ pkt z ⟦21@" + OS(1, 'trades') + "⟧ transakcji. Ryzyko przeuczenia.", omit='n'),
A(W, 'undisclosed', 'fr-FR', 'chairlift',
  "neuf configurations testées sur ES. La meilleure en échantillon, hold=5, sl=1, fait ⟦+2_374,1@" +
  IS(1, 'total_pnl') + "!⟧ points ; hors échantillon ⟦+767,8@" + OS(1, 'total_pnl') + "⟧ sur ⟦21@" +
  OS(1, 'trades') + "⟧ trades.", omit='caveat'),
A(W, 'undisclosed', 'en-US', 'shoerepair',
  "walk-forward on ES: the top in-sample pick, hold=5, sl=1, made ⟦+2,374.1@" + IS(1, 'total_pnl') + "!⟧ points "
  "on ⟦59@" + IS(1, 'trades') + "⟧ trades; out-of-sample ⟦+767.8@" + OS(1, 'total_pnl') + "⟧. Selection bias "
  "is likely.", omit='n'),
A(W, 'undisclosed', 'it-IT', 'popcorn',
  "nove combinazioni provate su ES; la migliore sui dati di addestramento, hold=5, sl=1, ha reso ⟦+2.374,1@" +
  IS(1, 'total_pnl') + "!⟧ punti su ⟦59@" + IS(1, 'trades') + "⟧ operazioni. Bias di selezione probabile.",
  omit='oos'),
]
