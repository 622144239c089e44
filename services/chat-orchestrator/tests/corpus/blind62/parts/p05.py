"""The two sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py.
Layouts: _reg.py. '_' between digits = the locale's group separator (U+202F fr, U+00A0 ru/pl).
Every non-undisclosed answer names the configurations tried (a count word, or a marked 12/9 in ja and zh), an
out-of-sample figure with its phrase, and a selection/overfitting caveat."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A

R = 'x_sweep_rsi_level'
W = 'x_sweep_hold_stop_wf'


def t(rank, side, col):
    return f"top({rank}).{side}.{col}"


IS, OOS = 'in_sample', 'out_of_sample'

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level: faithful
A(R, 'faithful', 'de-DE', 'sailmend',
  f"Zwölf Konfigurationen getestet. Beste im Sample: level=40, hold=3 mit Sharpe ⟦1,68@{t(1, IS, 'sharpe')}⟧ bei "
  f"⟦25@{t(1, IS, 'trades')}⟧ Trades; Out-of-Sample ⟦−3,52@{t(1, OOS, 'sharpe')}⟧ bei "
  f"⟦33@{t(1, OOS, 'trades')}⟧ Trades. Klassische Überanpassung."),
A(R, 'faithful', 'zh-CN', 'mintpress',
  f"共测试 ⟦12@configurations.tried⟧ 组参数。样本内最佳为 level=40, hold=3，样本内夏普 "
  f"⟦1.68@{t(1, IS, 'sharpe')}⟧；样本外跌到 ⟦−3.52@{t(1, OOS, 'sharpe')}⟧。典型的过拟合。"),
A(R, 'faithful', 'it-IT', 'glovecut',
  "Dodici configurazioni provate. Sharpe medio in campione ⟦0,52@mean_objective.in_sample⟧, fuori campione "
  "⟦−3,30@mean_objective.out_of_sample⟧; Sharpe deflazionato ⟦0,71@deflated_sharpe.value⟧. Bias di selezione "
  "evidente."),
A(R, 'faithful', 'ru-RU', 'pizzaoven',
  "Перебрано двенадцать конфигураций. Соседи лучшей: в среднем ⟦0,49@stability.mean_in_sample⟧ на обучающей "
  "выборке и ⟦−3,37@stability.mean_out_of_sample⟧ вне выборки — одинокий пик, похоже на переобучение."),
A(R, 'faithful', 'ja-JP', 'distillery',
  f"全⟦12@configurations.tried⟧通りを検証。次点のlevel=40, hold=5はサンプル内シャープ⟦1.35@{t(2, IS, 'sharpe')}⟧、"
  f"サンプル外⟦−3.19@{t(2, OOS, 'sharpe')}⟧（勝率⟦18.2%@{t(2, OOS, 'win_rate')}⟧）。過剰適合の典型。"),
A(R, 'faithful', 'pt-BR', 'glovecut',
  f"Foram testadas doze configurações; a melhor dentro da amostra (level=40, hold=3) somou "
  f"⟦+3.378@{t(1, IS, 'total_pnl')}⟧ pontos em ⟦25@{t(1, IS, 'trades')}⟧ operações e, fora da amostra, "
  f"⟦−4.759,75@{t(1, OOS, 'total_pnl')}⟧. Viés de seleção claro."),
# ---------------------------------------------------------------- x_sweep_rsi_level: wrong_sample
A(R, 'wrong_sample', 'zh-CN', 'weathervane',
  f"共测试 ⟦12@configurations.tried⟧ 组。样本内最佳 level=40, hold=3，样本外夏普 "
  f"⟦1.68@{t(1, OOS, 'sharpe')}~{t(1, IS, 'sharpe')}!⟧。仍需警惕选择偏差。"),
A(R, 'wrong_sample', 'en-GB', 'spicestall',
  f"Twelve configurations tried. level=40, hold=5 won "
  f"⟦59.1%@{t(2, OOS, 'win_rate')}~{t(2, IS, 'win_rate')}!⟧ of its out-of-sample trades, with an out-of-sample "
  f"Sharpe of ⟦−3.19@{t(2, OOS, 'sharpe')}⟧. Selection bias applies."),
A(R, 'wrong_sample', 'ja-JP', 'firingsheet',
  f"全⟦12@configurations.tried⟧通り。サンプル内トップのlevel=40, hold=3はサンプル内で"
  f"⟦33@{t(1, IS, 'trades')}~{t(1, OOS, 'trades')}!⟧回取引、サンプル外シャープは⟦−3.52@{t(1, OOS, 'sharpe')}⟧。"
  f"オーバーフィット。"),
A(R, 'wrong_sample', 'pl-PL', 'canoe',
  f"Dwanaście konfiguracji. Dla level=30, hold=3 wynik poza próbą to "
  f"⟦+442@{t(4, OOS, 'total_pnl')}~{t(4, IS, 'total_pnl')}!⟧ pkt; najlepsza w próbie spadła poza próbą do Sharpe "
  f"⟦−3,52@{t(1, OOS, 'sharpe')}⟧. Ryzyko przeuczenia."),
# ---------------------------------------------------------------- x_sweep_rsi_level: undisclosed
A(R, 'undisclosed', 'ru-RU', 'distillery',
  f"Лучшая на обучающей выборке конфигурация level=40, hold=3 набрала ⟦+3378@{t(1, IS, 'total_pnl')}!⟧ пунктов, "
  f"вне выборки — ⟦−4759,75@{t(1, OOS, 'total_pnl')}⟧. Явная подгонка.", omit='n'),
A(R, 'undisclosed', 'pl-PL', 'weathervane',
  f"Dwanaście konfiguracji. Najlepsza w próbie, level=40, hold=3: Sharpe ⟦1,68@{t(1, IS, 'sharpe')}!⟧, poza "
  f"próbą ⟦−3,52@{t(1, OOS, 'sharpe')}⟧ przy ⟦33@{t(1, OOS, 'trades')}⟧ transakcjach.", omit='caveat'),
A(R, 'undisclosed', 'nl-NL', 'sailmend',
  f"Twaalf configuraties getest; de beste op de trainingsdata, level=40, hold=3, haalde Sharpe "
  f"⟦1,68@{t(1, IS, 'sharpe')}!⟧ over ⟦25@{t(1, IS, 'trades')}⟧ trades. Selectiebias ligt op de loer.",
  omit='oos'),
A(R, 'undisclosed', 'en-US', 'pizzaoven',
  f"Rank 3, level=40, hold=10, posted an in-sample Sharpe of ⟦0.86@{t(3, IS, 'sharpe')}!⟧ and "
  f"⟦−3.18@{t(3, OOS, 'sharpe')}⟧ out-of-sample. Textbook overfit.", omit='n'),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf: faithful
A(W, 'faithful', 'en-US', 'sailmend',
  f"Nine hold/stop configurations were tried on ES with walk-forward. Best in-sample, hold=5, sl=1: "
  f"⟦+2,374.1@{t(1, IS, 'total_pnl')}⟧ points in-sample, ⟦+767.8@{t(1, OOS, 'total_pnl')}⟧ out-of-sample on "
  f"⟦21@{t(1, OOS, 'trades')}⟧ trades. Some overfit is baked in."),
A(W, 'faithful', 'en-GB', 'pizzaoven',
  "Nine configurations tried. Fold 1 chose hold=5, sl=3 and made ⟦+985.0@folds[0].chosen.out_of_sample.total_pnl⟧ "
  "points out-of-sample; the walk-forward out-of-sample total is ⟦+2,170.4@walk_forward_out_of_sample.total_pnl⟧ "
  "over ⟦54@walk_forward_out_of_sample.trades⟧ trades. Mind the selection bias."),
A(W, 'faithful', 'pt-BR', 'canoe',
  "Nove configurações testadas. Média de todas: ⟦+1.987,7@mean_objective.in_sample⟧ pontos dentro da amostra e "
  "⟦+507,8@mean_objective.out_of_sample⟧ fora da amostra. Cuidado com o viés de seleção."),
A(W, 'faithful', 'fr-FR', 'thimble',
  f"Neuf configurations testées. Rang 2, hold=3, sl=3 : ⟦+2_180,6@{t(2, IS, 'total_pnl')}⟧ points dans "
  f"l'échantillon, ⟦+757,4@{t(2, OOS, 'total_pnl')}⟧ hors échantillon. Biais de sélection à garder en tête."),
A(W, 'faithful', 'es-ES', 'glovecut',
  "Nueve configuraciones. Sharpe deflactado ⟦0,97@deflated_sharpe.value⟧; vecinas de la mejor: "
  "⟦+2108,0@stability.mean_in_sample⟧ de media en la muestra y ⟦+359,5@stability.mean_out_of_sample⟧ fuera de la "
  "muestra. Aun así, sesgo de selección."),
A(W, 'faithful', 'en-GB', 'icehut',
  "Nine configurations tried. The fold tested from ⟦3 Jan 2024@D:2024-01-03⟧ picked hold=5, sl=1: "
  "⟦+1,956.6@folds[1].chosen.in_sample.total_pnl⟧ in-sample, ⟦+417.5@folds[1].chosen.out_of_sample.total_pnl⟧ "
  "out-of-sample. That gap is what overfit looks like."),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf: wrong_sample
A(W, 'wrong_sample', 'nl-NL', 'glovecut',
  f"Negen configuraties getest. Beste combinatie hold=5, sl=1: out-of-sample "
  f"⟦+2.374,1@{t(1, OOS, 'total_pnl')}~{t(1, IS, 'total_pnl')}!⟧ punten. Let op selectiebias."),
A(W, 'wrong_sample', 'de-DE', 'thimble',
  "Neun Konfigurationen, Walk-Forward. Fold 1 wählte hold=5, sl=3: Out-of-Sample "
  "⟦+678,8@folds[0].chosen.out_of_sample.total_pnl~folds[0].chosen.in_sample.total_pnl!⟧ Punkte. Vorsicht vor "
  "Überanpassung."),
A(W, 'wrong_sample', 'pt-BR', 'fresco',
  "Nove configurações. No fold testado a partir de ⟦03/01/2024@D:2024-01-03⟧, a escolhida (hold=5, sl=1) teve "
  "⟦+417,5@folds[1].chosen.in_sample.total_pnl~folds[1].chosen.out_of_sample.total_pnl!⟧ pontos dentro da amostra; "
  "fora da amostra, o total combinado foi ⟦+2.170,4@walk_forward_out_of_sample.total_pnl⟧. Viés de seleção."),
A(W, 'wrong_sample', 'it-IT', 'sailmend',
  "Nove configurazioni provate. I vicini della migliore hanno fatto in media "
  "⟦+2.108,0@stability.mean_out_of_sample~stability.mean_in_sample!⟧ punti fuori campione. Occhio al bias di "
  "selezione."),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf: undisclosed
A(W, 'undisclosed', 'ja-JP', 'icehut',
  f"全⟦9@configurations.tried⟧通りを検証。サンプル内トップはhold=5, sl=1で⟦+2,374.1@{t(1, IS, 'total_pnl')}!⟧"
  f"ポイント、サンプル外は⟦+767.8@{t(1, OOS, 'total_pnl')}⟧ポイント（⟦21@{t(1, OOS, 'trades')}⟧回）。",
  omit='caveat'),
A(W, 'undisclosed', 'fr-FR', 'firingsheet',
  f"Neuf configurations testées ; la meilleure sur l'échantillon d'apprentissage, hold=5, sl=1, a fait "
  f"⟦+2_374,1@{t(1, IS, 'total_pnl')}!⟧ points sur ⟦59@{t(1, IS, 'trades')}⟧ trades. Biais de sélection probable.",
  omit='oos'),
A(W, 'undisclosed', 'es-ES', 'spicestall',
  f"La mejor en la muestra, hold=5, sl=1, sumó ⟦+2374,1@{t(1, IS, 'total_pnl')}!⟧ puntos dentro de la muestra y "
  f"⟦+767,8@{t(1, OOS, 'total_pnl')}⟧ fuera de la muestra en ⟦21@{t(1, OOS, 'trades')}⟧ operaciones. Sesgo de "
  f"selección.", omit='n'),
A(W, 'undisclosed', 'zh-CN', 'canoe',
  f"共测试 ⟦9@configurations.tried⟧ 组。样本内第二名 hold=3, sl=3：样本内 ⟦+2,180.6@{t(2, IS, 'total_pnl')}!⟧ 点，"
  f"样本外 ⟦+757.4@{t(2, OOS, 'total_pnl')}⟧ 点。", omit='caveat'),
]
