"""The two sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py.
Layouts: _reg.py. '_' between digits = the locale's group separator (U+202F fr, U+00A0 ru/pl).
Every faithful and wrong_sample answer names the number of configurations (a count word, or a marked
12/9 in ja and zh), an out-of-sample figure and phrase, and a selection caveat; each undisclosed answer
drops exactly the disclosure named in omit=."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A

R = 'x_sweep_rsi_level'
W = 'x_sweep_hold_stop_wf'


def t(k, s, f):
    return f"top({k}).{s}.{f}"


IS1S, OOS1S = t(1, 'in_sample', 'sharpe'), t(1, 'out_of_sample', 'sharpe')
IS1P, OOS1P = t(1, 'in_sample', 'total_pnl'), t(1, 'out_of_sample', 'total_pnl')
IS1N, OOS1N = t(1, 'in_sample', 'trades'), t(1, 'out_of_sample', 'trades')
WF = 'walk_forward_out_of_sample'

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level
A(R, 'faithful', 'pt-BR', 'raingauge',
  "varredura de RSI: doze combinações testadas. A melhor na amostra, level=40, hold=3, teve Sharpe ⟦1,68@" + IS1S +
  "⟧; fora da amostra caiu para ⟦−3,52@" + OOS1S + "⟧ (⟦−4.759,75@" + OOS1P + "⟧ pontos). Viés de seleção puro."),
A(R, 'faithful', 'en-GB', 'umbrella',
  "twelve level/hold pairs tried. Best in-sample, level=40, hold=3: Sharpe ⟦1.68@" + IS1S + "⟧ on ⟦25@" + IS1N +
  "⟧ trades; out-of-sample ⟦−3.52@" + OOS1S + "⟧ on ⟦33@" + OOS1N + "⟧. Deflated Sharpe ⟦0.71@deflated_sharpe.value⟧: "
  "overfit, not an edge."),
A(R, 'faithful', 'it-IT', 'tincan',
  "dodici configurazioni provate; la migliore in campione (level=40, hold=3) guadagna ⟦+3.378@" + IS1P + "⟧ punti, "
  "fuori campione ⟦−4.759,75@" + OOS1P + "⟧. Media di tutte fuori campione ⟦−3,3@mean_objective.out_of_sample⟧: "
  "bias di selezione."),
A(R, 'faithful', 'it-IT', 'rugloom',
  "griglia RSI, dodici combinazioni. In campione vince level=40, hold=3 (Sharpe ⟦1,68@" + IS1S + "⟧, win rate ⟦68%@" +
  t(1, 'in_sample', 'win_rate') + "⟧); fuori campione Sharpe ⟦−3,52@" + OOS1S + "⟧, win rate ⟦27,3%@" +
  t(1, 'out_of_sample', 'win_rate') + "⟧. Sovradattamento evidente."),
A(R, 'faithful', 'fr-FR', 'punchcut',
  "balayage RSI : douze réglages essayés. Le meilleur en échantillon, level=40, hold=3, Sharpe ⟦1,68@" + IS1S +
  "⟧ ; hors échantillon ⟦−3,52@" + OOS1S + "⟧. Sharpe dégonflé ⟦0,71@deflated_sharpe.value⟧ : biais de sélection, "
  "pas d'avantage."),
A(R, 'faithful', 'de-DE', 'snowshoe',
  "RSI-Raster, zwölf Kombinationen getestet. Beste In-Sample: level=40, hold=3 mit Sharpe ⟦1,68@" + IS1S + "⟧ und "
  "⟦+3.378@" + IS1P + "⟧ Punkten; Out-of-Sample ⟦−3,52@" + OOS1S + "⟧ und ⟦−4.759,75@" + OOS1P + "⟧. "
  "Klassische Überanpassung."),
A(R, 'wrong_sample', 'en-US', 'copperstill',
  "twelve level/hold combos run. Best in-sample: level=40, hold=3, Sharpe ⟦1.68@" + IS1S + "⟧; out-of-sample Sharpe "
  "⟦−3.52@" + OOS1S + "⟧ on ⟦25@" + OOS1N + "~" + IS1N + "!⟧ trades. Classic overfit."),
A(R, 'wrong_sample', 'ru-RU', 'falafel',
  "перебор RSI: двенадцать комбинаций. Вторая в выборке, level=40, hold=5: Шарп ⟦1,35@" +
  t(2, 'in_sample', 'sharpe') + "⟧; вне выборки она дала ⟦+3024@" + t(2, 'out_of_sample', 'total_pnl') + "~" +
  t(2, 'in_sample', 'total_pnl') + "!⟧ пункта. Всё это подгонка."),
A(R, 'wrong_sample', 'en-GB', 'rugloom',
  "twelve combinations tried; winner in-sample level=40, hold=3 at Sharpe ⟦1.68@" + IS1S + "⟧, out-of-sample "
  "⟦−3.52@" + OOS1S + "⟧. Its grid neighbours averaged ⟦0.49@stability.mean_out_of_sample~stability.mean_in_sample!⟧ "
  "out-of-sample. Selection bias all the same."),
A(R, 'wrong_sample', 'es-ES', 'raingauge',
  "doce combinaciones probadas. level=30, hold=3 tuvo Sharpe ⟦−1,97@" + t(4, 'in_sample', 'sharpe') + "~" +
  t(4, 'out_of_sample', 'sharpe') + "!⟧ dentro de muestra; la mejor, level=40, hold=3, ⟦1,68@" + IS1S + "⟧ dentro y "
  "⟦−3,52@" + OOS1S + "⟧ fuera de muestra. Sesgo de selección."),
A(R, 'undisclosed', 'zh-CN', 'tincan',
  "RSI 参数扫描共试了 ⟦12@configurations.tried⟧ 组；样本内最佳 level=40、hold=3，夏普 ⟦1.68@" + IS1S + "!⟧，"
  "样本外为 ⟦−3.52@" + OOS1S + "⟧，亏 ⟦−4,759.75@" + OOS1P + "⟧ 点。", omit='caveat'),
A(R, 'undisclosed', 'nl-NL', 'snowshoe',
  "twaalf combinaties van level en hold getest; de beste, level=40, hold=3, haalde een Sharpe van ⟦1,68@" + IS1S +
  "!⟧ met ⟦25@" + IS1N + "⟧ trades en ⟦+3.378@" + IS1P + "⟧ punten. Let op selectiebias.", omit='oos'),
A(R, 'undisclosed', 'en-US', 'punchcut',
  "best of the RSI grid: level=40, hold=3, in-sample Sharpe ⟦1.68@" + IS1S + "!⟧, out-of-sample ⟦−3.52@" + OOS1S +
  "⟧ with ⟦−4,759.75@" + OOS1P + "⟧ pts. Picked on in-sample data, so read it as overfit.", omit='n'),
A(R, 'undisclosed', 'fr-FR', 'rivertaxi',
  "douze réglages essayés ; le meilleur, level=40, hold=3, affiche un Sharpe de ⟦1,68@" + IS1S + "!⟧ et ⟦+3_378@" +
  IS1P + "⟧ points sur ⟦25@" + IS1N + "⟧ trades. Gare à la sur-optimisation.", omit='oos'),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
A(W, 'faithful', 'pt-BR', 'punchcut',
  "nove combinações de hold e stop no ES, walk-forward em 3 dobras. A melhor na amostra, hold=5, sl=1, fez "
  "⟦+2.374,13@" + IS1P + "⟧ pontos; fora da amostra ⟦+767,82@" + OOS1P + "⟧, e o walk-forward inteiro ⟦+2.170,37@" +
  WF + ".total_pnl⟧. Cuidado com o viés de seleção."),
A(W, 'faithful', 'ru-RU', 'rugloom',
  "ES, перебор удержания и стопа: девять вариантов, walk-forward. Лучший в выборке hold=5, sl=1: ⟦+2374,13@" + IS1P +
  "⟧ на ⟦59@" + IS1N + "⟧ сделках; вне выборки ⟦+767,82@" + OOS1P + "⟧ на ⟦21@" + OOS1N + "⟧. Дефлированный Шарп "
  "⟦0,97@deflated_sharpe.value⟧, но подгонку никто не отменял."),
A(W, 'faithful', 'zh-CN', 'marbling',
  "ES 两连跌买入的持有/止损扫描共 ⟦9@configurations.tried⟧ 组，走步验证。样本内最佳 hold=5、sl=1：⟦+2,374.13@" +
  IS1P + "⟧ 点；样本外 ⟦+767.82@" + OOS1P + "⟧ 点，只有 ⟦21@" + OOS1N + "⟧ 笔。存在选择偏差。"),
A(W, 'faithful', 'zh-CN', 'rivertaxi',
  "走步样本外合计 ⟦+2,170.37@" + WF + ".total_pnl⟧ 点（⟦54@" + WF + ".trades⟧ 笔）；共试 ⟦9@configurations.tried⟧ "
  "组参数，样本内均值 ⟦+1,987.68@mean_objective.in_sample⟧，样本外均值 ⟦+507.84@mean_objective.out_of_sample⟧。"
  "小心过拟合。"),
A(W, 'faithful', 'ja-JP', 'raingauge',
  "ESの保有×損切りスイープは⟦9@configurations.tried⟧通り、ウォークフォワード検証。fold 1はhold=5, sl=3でサンプル外"
  "⟦+985.01@folds[0].chosen.out_of_sample.total_pnl⟧、fold 2はhold=5, sl=1で⟦+417.54@" +
  "folds[1].chosen.out_of_sample.total_pnl⟧。過剰適合に注意。"),
A(W, 'faithful', 'ru-RU', 'falafel',
  "девять вариантов hold/sl на ES. Второй в выборке, hold=3, sl=3: ⟦+2180,6@" + t(2, 'in_sample', 'total_pnl') +
  "⟧ в выборке и ⟦+757,4@" + t(2, 'out_of_sample', 'total_pnl') + "⟧ вне выборки, Шарп вне выборки ⟦1,68@" +
  t(2, 'out_of_sample', 'sharpe') + "⟧. Отбор по выборке — риск переобучения."),
A(W, 'wrong_sample', 'de-DE', 'snowshoe',
  "ES, neun Kombinationen Haltedauer/Stop im Walk-Forward. Beste In-Sample: hold=5, sl=1 mit ⟦+2.374,13@" + IS1P +
  "⟧ Punkten; Out-of-Sample ⟦+767,82@" + OOS1P + "⟧ Punkte aus ⟦59@" + OOS1N + "~" + IS1N + "!⟧ Trades. "
  "Auswahlverzerrung beachten."),
A(W, 'wrong_sample', 'pl-PL', 'sailloft',
  "dziewięć konfiguracji na ES, walk-forward. Fold 2 wybrał hold=5, sl=1: w próbie ⟦+417,5@" +
  "folds[1].chosen.in_sample.total_pnl~folds[1].chosen.out_of_sample.total_pnl!⟧ pkt; poza próbą łącznie "
  "⟦+2170,37@" + WF + ".total_pnl⟧. Uwaga na przeuczenie."),
A(W, 'wrong_sample', 'nl-NL', 'punchcut',
  "negen combinaties hold/stop op ES getest; de nummer drie in-sample, hold=5, sl=2, deed out-of-sample "
  "⟦+2.141,4@" + t(3, 'out_of_sample', 'total_pnl') + "~" + t(3, 'in_sample', 'total_pnl') + "!⟧ punten; de winnaar "
  "hold=5, sl=1 ⟦+767,8@" + OOS1P + "⟧. Selectiebias blijft."),
A(W, 'wrong_sample', 'en-GB', 'falafel',
  "nine hold/stop settings tried on ES, walk-forward. Winner in-sample hold=5, sl=1: ⟦+2,374.1@" + IS1P + "⟧ pts, "
  "out-of-sample ⟦+767.8@" + OOS1P + "⟧. Its neighbours averaged ⟦+2,108.0@stability.mean_out_of_sample~"
  "stability.mean_in_sample!⟧ out-of-sample. Beware overfit."),
A(W, 'undisclosed', 'es-ES', 'tincan',
  "nueve combinaciones de hold y stop en ES, walk-forward. La mejor dentro de muestra, hold=5, sl=1: ⟦+2.374,13@" +
  IS1P + "!⟧ puntos; fuera de muestra ⟦+767,82@" + OOS1P + "⟧, y el walk-forward completo ⟦+2.170,37@" + WF +
  ".total_pnl⟧.", omit='caveat'),
A(W, 'undisclosed', 'nl-NL', 'marbling',
  "negen combinaties getest; beste in-sample hold=5, sl=1 met ⟦+2.374,13@" + IS1P + "!⟧ punten over ⟦59@" + IS1N +
  "⟧ trades, winrate ⟦33,9%@" + t(1, 'in_sample', 'win_rate') + "⟧. Selectiebias: gekozen op dezelfde data.",
  omit='oos'),
A(W, 'undisclosed', 'pl-PL', 'rugloom',
  "ES, walk-forward: najlepsza w próbie konfiguracja hold=5, sl=1 dała ⟦+2374,13@" + IS1P + "!⟧ pkt, poza próbą "
  "⟦+767,82@" + OOS1P + "⟧ pkt na ⟦21@" + OOS1N + "⟧ transakcjach. Uwaga na przeuczenie.", omit='n'),
A(W, 'undisclosed', 'en-GB', 'goldpan',
  "nine hold/stop combinations tried on ES with walk-forward. Best in-sample hold=5, sl=1: ⟦+2,374.13@" + IS1P +
  "!⟧ pts on ⟦59@" + IS1N + "⟧ trades; out-of-sample ⟦+767.82@" + OOS1P + "⟧ on ⟦21@" + OOS1N + "⟧. Walk-forward "
  "total ⟦+2,170.37@" + WF + ".total_pnl⟧.", omit='caveat'),
]
