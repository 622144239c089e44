"""The two sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py.
Layouts: _reg.py. '_' between digits = the locale's group separator (U+202F fr, U+00A0 ru/pl)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def t(r, s, k):
    return f"top({r}).{s}.{k}"


IS, OOS = 'in_sample', 'out_of_sample'
WF = 'walk_forward_out_of_sample'
S = 'x_sweep_rsi_level'
W = 'x_sweep_hold_stop_wf'

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level
A(S, 'faithful', 'ja-JP', 'dunefence',
  "RSI水準×保有日数を⟦12@configurations.tried⟧通り試した。最良はlevel=40, hold=3でサンプル内シャープ⟦1.68@" +
  t(1, IS, 'sharpe') + "⟧（⟦25@" + t(1, IS, 'trades') + "⟧回）だが、サンプル外では⟦−3.52@" + t(1, OOS, 'sharpe') +
  "⟧（⟦33@" + t(1, OOS, 'trades') + "⟧回）。過剰適合の典型。"),
A(S, 'faithful', 'fr-FR', 'buttonsort',
  "douze combinaisons testées ; la meilleure, level=40, hold=3, affiche un Sharpe de ⟦1,68@" +
  t(1, IS, 'sharpe') + "⟧ en échantillon mais ⟦−3,52@" + t(1, OOS, 'sharpe') + "⟧ hors échantillon, sur ⟦33@" +
  t(1, OOS, 'trades') + "⟧ trades. Biais de sélection : rien ne tient."),
A(S, 'faithful', 'ja-JP', 'steamerlog',
  "⟦12@configurations.tried⟧通りのグリッド。サンプル内の平均⟦0.52@mean_objective.in_sample⟧に対しサンプル外は"
  "⟦−3.30@mean_objective.out_of_sample⟧。デフレーテッド・シャープ⟦0.71@deflated_sharpe.value⟧で、"
  "オーバーフィットの疑いが濃い。"),
A(S, 'faithful', 'ru-RU', 'slidecue',
  "перебрали двенадцать сочетаний уровня RSI и срока удержания; лучшее (level=40, hold=3) в выборке дало ⟦+3378@" +
  t(1, IS, 'total_pnl') + "⟧ пунктов, а вне выборки ⟦−4759,75@" + t(1, OOS, 'total_pnl') + "⟧. Это переобучение, "
  "а не преимущество."),
A(S, 'faithful', 'pt-BR', 'dyevat',
  "doze combinações testadas; a campeã dentro da amostra, level=40, hold=3, teve acerto de ⟦68@" + t(1, IS, 'win_rate') +
  "⟧%, mas fora da amostra só ⟦27,3@" + t(1, OOS, 'win_rate') + "⟧%. Viés de seleção clássico."),
A(S, 'faithful', 'pl-PL', 'meadhall',
  "sprawdzono dwanaście konfiguracji; najlepsza w próbie, level=40, hold=3, miała współczynnik zysku ⟦2,74@" +
  t(1, IS, 'profit_factor') + "⟧, a poza próbą ⟦0,29@" + t(1, OOS, 'profit_factor') + "⟧. Klasyczne przeuczenie."),
A(S, 'wrong_sample', 'en-GB', 'steamerlog',
  "twelve RSI level and hold pairs tried; the in-sample winner, level=40, hold=3, had a Sharpe of ⟦1.68@" +
  t(1, IS, 'sharpe') + "⟧ on ⟦25@" + t(1, IS, 'trades') + "⟧ trades, and out-of-sample it averaged ⟦+135.12@" +
  t(1, OOS, 'expectancy') + "~" + t(1, IS, 'expectancy') + "!⟧ a trade. Mind the selection bias."),
A(S, 'wrong_sample', 'de-DE', 'shoeshine',
  "zwölf Kombinationen getestet; Bestwert in-sample level=40, hold=3 mit Sharpe ⟦1,68@" + t(1, IS, 'sharpe') +
  "⟧. Platz zwei (level=40, hold=5) kam Out-of-Sample auf einen Profitfaktor von ⟦2,52@" + t(2, OOS, 'profit_factor') +
  "~" + t(2, IS, 'profit_factor') + "!⟧. Überanpassung nicht ausgeschlossen."),
A(S, 'wrong_sample', 'ru-RU', 'coalbarge',
  "двенадцать вариантов; победитель по выборке — level=40, hold=3, шарп ⟦1,68@" + t(1, IS, 'sharpe') + "⟧. "
  "Третий, level=40, hold=10, вне выборки: ⟦+2347,75@" + t(3, OOS, 'total_pnl') + "~" + t(3, IS, 'total_pnl') +
  "!⟧ пункта на ⟦13@" + t(3, OOS, 'trades') + "⟧ сделках. Всё равно подозреваю переобучение."),
A(S, 'wrong_sample', 'pl-PL', 'dyevat',
  "dwanaście wariantów; najlepszy w próbie level=40, hold=3, Sharpe ⟦1,68@" + t(1, IS, 'sharpe') + "⟧. Średnia "
  "wszystkich konfiguracji poza próbą: ⟦0,52@mean_objective.out_of_sample~mean_objective.in_sample!⟧, więc "
  "przeuczenie raczej niewielkie."),
A(S, 'undisclosed', 'en-US', 'dunefence',
  "RSI sweep: best combo level=40, hold=3, in-sample Sharpe ⟦1.68@" + t(1, IS, 'sharpe') + "!⟧ on ⟦25@" +
  t(1, IS, 'trades') + "⟧ trades, out-of-sample ⟦−3.52@" + t(1, OOS, 'sharpe') + "⟧ on ⟦33@" + t(1, OOS, 'trades') +
  "⟧. Deflated Sharpe ⟦0.71@deflated_sharpe.value⟧; treat it as overfit.", omit='n'),
A(S, 'undisclosed', 'it-IT', 'taxichit',
  "dodici combinazioni provate; la migliore nel campione, level=40, hold=3, ha Sharpe ⟦1,68@" + t(1, IS, 'sharpe') +
  "!⟧ su ⟦25@" + t(1, IS, 'trades') + "⟧ operazioni e profit factor ⟦2,74@" + t(1, IS, 'profit_factor') + "⟧. "
  "Attenzione al bias di selezione.", omit='oos'),
A(S, 'undisclosed', 'nl-NL', 'meadhall',
  "twaalf combinaties getest; beste in-sample: level=40, hold=3 met Sharpe ⟦1,68@" + t(1, IS, 'sharpe') + "!⟧ "
  "(⟦25@" + t(1, IS, 'trades') + "⟧ trades). Out-of-sample: Sharpe ⟦−3,52@" + t(1, OOS, 'sharpe') + "⟧ bij ⟦33@" +
  t(1, OOS, 'trades') + "⟧ trades.", omit='caveat'),
A(S, 'undisclosed', 'en-GB', 'buttonsort',
  "twelve combinations of RSI level and hold; the top one in-sample, level=40, hold=3, returned ⟦+3,378@" +
  t(1, IS, 'total_pnl') + "!⟧ points on ⟦25@" + t(1, IS, 'trades') + "⟧ trades. Out-of-sample the same settings "
  "lost ⟦−4,759.75@" + t(1, OOS, 'total_pnl') + "⟧ on ⟦33@" + t(1, OOS, 'trades') + "⟧.", omit='caveat'),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
A(W, 'faithful', 'de-DE', 'slidecue',
  "neun Kombinationen aus Haltedauer und Stopp, Walk-forward mit drei Folds. Bester in-sample: hold=5, sl=1 mit "
  "⟦+2.374,1@" + t(1, IS, 'total_pnl') + "⟧ Punkten; Out-of-Sample ⟦+767,8@" + t(1, OOS, 'total_pnl') + "⟧ auf ⟦21@" +
  t(1, OOS, 'trades') + "⟧ Trades. Auswahlverzerrung einrechnen."),
A(W, 'faithful', 'pt-BR', 'dunefence',
  "nove combinações de holding e stop no ES; o walk-forward fora da amostra somou ⟦+2.170,37@" + WF + ".total_pnl⟧ "
  "pontos em ⟦54@" + WF + ".trades⟧ operações. A melhor dentro da amostra, hold=5, sl=1, traz viés de seleção embutido."),
A(W, 'faithful', 'zh-CN', 'coalbarge',
  "共测试 ⟦9@configurations.tried⟧ 组持有期与止损。样本内最佳 hold=5, sl=1：⟦+2,374.1@" + t(1, IS, 'total_pnl') +
  "⟧ 点（⟦59@" + t(1, IS, 'trades') + "⟧ 笔）；样本外 ⟦+767.8@" + t(1, OOS, 'total_pnl') + "⟧ 点（⟦21@" +
  t(1, OOS, 'trades') + "⟧ 笔）。存在选择偏差，以样本外为准。"),
A(W, 'faithful', 'pl-PL', 'buttonsort',
  "dziewięć konfiguracji, walk-forward: fold 1 wybrał hold=5, sl=3 i poza próbą dał ⟦+985,01@"
  "folds[0].chosen.out_of_sample.total_pnl⟧, fold 2 (hold=5, sl=1) ⟦+417,54@folds[1].chosen.out_of_sample.total_pnl⟧. "
  "Łącznie poza próbą ⟦+2170,37@" + WF + ".total_pnl⟧. Ryzyko przeuczenia średnie."),
A(W, 'faithful', 'es-ES', 'shoeshine',
  "nueve combinaciones de mantenimiento y stop; la mejor dentro de muestra, hold=5, sl=1, gana ⟦+2.374,13@" +
  t(1, IS, 'total_pnl') + "⟧ puntos, y fuera de muestra ⟦+767,82@" + t(1, OOS, 'total_pnl') + "⟧ con solo ⟦21@" +
  t(1, OOS, 'trades') + "⟧ operaciones. Ojo al sesgo de selección."),
A(W, 'faithful', 'es-ES', 'welldig',
  "nueve configuraciones en ES con walk-forward; fuera de muestra encadenado: ⟦+2.170,4@" + WF +
  ".total_pnl⟧ puntos en ⟦54@" + WF + ".trades⟧ operaciones, factor de beneficio ⟦1,97@" + WF + ".profit_factor⟧. "
  "Sharpe deflactado ⟦0,97@deflated_sharpe.value⟧; aun así, sesgo de selección."),
A(W, 'wrong_sample', 'nl-NL', 'steamerlog',
  "negen combinaties; beste in-sample hold=5, sl=1 met ⟦+2.374,1@" + t(1, IS, 'total_pnl') + "⟧ punten. "
  "Out-of-sample winrate: ⟦33,9@" + t(1, OOS, 'win_rate') + "~" + t(1, IS, 'win_rate') + "!⟧ %. Let op selectiebias."),
A(W, 'wrong_sample', 'ru-RU', 'ropeswing',
  "девять конфигураций, walk-forward в три фолда. Итог вне выборки по всем фолдам: ⟦+2374,13@" + WF + ".total_pnl~" +
  t(1, IS, 'total_pnl') + "!⟧ пункта на ⟦54@" + WF + ".trades⟧ сделках; переобучение не исключено."),
A(W, 'wrong_sample', 'ja-JP', 'hedgehog',
  "⟦9@configurations.tried⟧通りを検証。ウォークフォワード第一フォールド（hold=5, sl=3）のサンプル外損益は"
  "⟦+678.8@folds[0].chosen.out_of_sample.total_pnl~folds[0].chosen.in_sample.total_pnl!⟧ポイント。過剰適合に注意。"),
A(W, 'wrong_sample', 'pl-PL', 'dunefence',
  "dziewięć wariantów; drugi w rankingu, hold=3, sl=3, w próbie ⟦+2180,6@" + t(2, IS, 'total_pnl') + "⟧ pkt, "
  "a współczynnik zysku poza próbą ⟦2,49@" + t(2, OOS, 'profit_factor') + "~" + t(2, IS, 'profit_factor') + "!⟧. "
  "Możliwe przeuczenie."),
A(W, 'undisclosed', 'ru-RU', 'buttonsort',
  "walk-forward по ES: лучший в выборке вариант hold=5, sl=1 — ⟦+2374,1@" + t(1, IS, 'total_pnl') + "!⟧ пункта на "
  "⟦59@" + t(1, IS, 'trades') + "⟧ сделках; вне выборки ⟦+767,8@" + t(1, OOS, 'total_pnl') + "⟧ на ⟦21@" +
  t(1, OOS, 'trades') + "⟧. Подгонка параметров возможна.", omit='n'),
A(W, 'undisclosed', 'pt-BR', 'meadhall',
  "nove combinações testadas; a melhor na amostra, hold=5, sl=1, somou ⟦+2.374,13@" + t(1, IS, 'total_pnl') + "!⟧ "
  "pontos em ⟦59@" + t(1, IS, 'trades') + "⟧ operações, com acerto de ⟦33,9@" + t(1, IS, 'win_rate') + "⟧%. "
  "Cuidado com o viés de seleção.", omit='oos'),
A(W, 'undisclosed', 'en-US', 'slidecue',
  "nine hold and stop combos on ES; the in-sample best, hold=5, sl=1: ⟦+2,374.1@" + t(1, IS, 'total_pnl') + "!⟧ pts "
  "over ⟦59@" + t(1, IS, 'trades') + "⟧ trades, profit factor ⟦2.09@" + t(1, IS, 'profit_factor') + "⟧. "
  "Selection bias is baked in.", omit='oos'),
A(W, 'undisclosed', 'zh-CN', 'dyevat',
  "共 ⟦9@configurations.tried⟧ 组参数。样本内最佳 hold=5, sl=1：⟦+2,374.1@" + t(1, IS, 'total_pnl') + "!⟧ 点；"
  "样本外 ⟦+767.8@" + t(1, OOS, 'total_pnl') + "⟧ 点，共 ⟦21@" + t(1, OOS, 'trades') + "⟧ 笔交易。", omit='caveat'),
]
