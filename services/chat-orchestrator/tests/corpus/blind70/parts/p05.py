"""The two sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py.
Every answer but the undisclosed ones names the configurations tried, an out-of-sample figure with its phrase
and a selection/overfitting caveat; undisclosed answers drop exactly one (omit=n|oos|caveat)."""
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
A(R, 'faithful', 'es-ES', 'framer',
  f"se probaron doce configuraciones; la mejor en la muestra, level=40, hold=3, dio un Sharpe de "
  f"⟦1,68@{t(1, IS, 'sharpe')}⟧ con ⟦25@{t(1, IS, 'trades')}⟧ operaciones, pero fuera de la muestra cayó a "
  f"⟦−3,52@{t(1, OOS, 'sharpe')}⟧. Sesgo de selección claro.", f='auto'),
A(R, 'faithful', 'en-US', 'massage',
  f"twelve RSI/hold combinations were tried; the in-sample winner, level=40, hold=3, made "
  f"⟦+3,378@{t(1, IS, 'total_pnl')}⟧ points, then ⟦−4,759.75@{t(1, OOS, 'total_pnl')}⟧ out-of-sample. A deflated "
  f"Sharpe of ⟦0.71@deflated_sharpe.value⟧ says selection bias, not an edge.", f='auto'),
A(R, 'faithful', 'zh-CN', 'archive',
  f"共测试 ⟦12@configurations.tried⟧ 组参数；样本内最佳 level=40, hold=3 夏普 ⟦1.68@{t(1, IS, 'sharpe')}⟧，"
  f"样本外 ⟦−3.52@{t(1, OOS, 'sharpe')}⟧，亏损 ⟦−4,759.75@{t(1, OOS, 'total_pnl')}⟧ 点。典型的过拟合与选择偏差。",
  f='auto'),
A(R, 'faithful', 'pl-PL', 'gondolier',
  f"przetestowano dwanaście ustawień; najlepsze w próbie (level=40, hold=3) miało Sharpe "
  f"⟦1,68@{t(1, IS, 'sharpe')}⟧, a poza próbą ⟦−3,52@{t(1, OOS, 'sharpe')}⟧ przy "
  f"⟦27,3 %@{t(1, OOS, 'win_rate')}⟧ trafień. To wygląda na przeuczenie.", f='auto'),
A(R, 'faithful', 'fr-FR', 'circus',
  f"douze configurations testées ; en moyenne, Sharpe ⟦0,52@mean_objective.in_sample⟧ dans l'échantillon contre "
  f"⟦−3,30@mean_objective.out_of_sample⟧ hors échantillon. Sharpe dégonflé ⟦0,71@deflated_sharpe.value⟧ : biais "
  f"de sélection.", f='auto'),
A(R, 'faithful', 'zh-CN', 'croupier',
  f"共 ⟦12@configurations.tried⟧ 组，其中 ⟦10@configurations.eligible⟧ 组满足最少交易数；第二名 level=40, hold=5 "
  f"样本内夏普 ⟦1.35@{t(2, IS, 'sharpe')}⟧，样本外 ⟦−3.19@{t(2, OOS, 'sharpe')}⟧。过拟合风险明显。", f='auto'),
# ---------------------------------------------------------------- x_sweep_rsi_level: wrong_sample
A(R, 'wrong_sample', 'it-IT', 'framer',
  f"provate dodici configurazioni; la seconda, level=40, hold=5, ha reso fuori campione "
  f"⟦+3024@{t(2, OOS, 'total_pnl')}~{t(2, IS, 'total_pnl')}!⟧ punti. Attenzione al bias di selezione.", f='auto'),
A(R, 'wrong_sample', 'ru-RU', 'croupier',
  f"перебрали двенадцать вариантов; лучший, level=40, hold=3, вне выборки выиграл "
  f"⟦68 %@{t(1, OOS, 'win_rate')}~{t(1, IS, 'win_rate')}!⟧ сделок. Возможна подгонка.", f='auto'),
A(R, 'wrong_sample', 'es-ES', 'library',
  f"doce configuraciones probadas; la mejor, level=40, hold=3, hizo ⟦33@{t(1, IS, 'trades')}~{t(1, OOS, 'trades')}!⟧ "
  f"operaciones en la muestra y fuera de la muestra un Sharpe de ⟦−3,52@{t(1, OOS, 'sharpe')}⟧. Sesgo de "
  f"selección.", f='auto'),
A(R, 'wrong_sample', 'de-DE', 'conjuror',
  f"zwölf Kombinationen getestet; die Nachbarn des Besten kamen out-of-sample im Mittel auf Sharpe "
  f"⟦0,49@stability.mean_out_of_sample~stability.mean_in_sample!⟧. Überanpassung ist wahrscheinlich.", f='auto'),
# ---------------------------------------------------------------- x_sweep_rsi_level: undisclosed
A(R, 'undisclosed', 'it-IT', 'archive',
  f"la configurazione migliore, level=40, hold=3, ha un Sharpe in campione di ⟦1,68@{t(1, IS, 'sharpe')}!⟧ ma fuori "
  f"campione ⟦−3,52@{t(1, OOS, 'sharpe')}⟧: bias di selezione evidente.", omit='n', f='auto'),
A(R, 'undisclosed', 'ru-RU', 'library',
  f"проверили двенадцать вариантов; лучший на обучающих данных, level=40, hold=3, дал "
  f"⟦+3378@{t(1, IS, 'total_pnl')}!⟧ пунктов при Sharpe ⟦1,68@{t(1, IS, 'sharpe')}⟧. Похоже на подгонку.",
  omit='oos', f='auto'),
A(R, 'undisclosed', 'fr-FR', 'punt',
  f"douze réglages essayés ; le premier, level=40, hold=3, affiche un Sharpe de ⟦1,68@{t(1, IS, 'sharpe')}!⟧ sur "
  f"l'échantillon d'apprentissage et ⟦−3,52@{t(1, OOS, 'sharpe')}⟧ hors échantillon.", omit='caveat', f='auto'),
A(R, 'undisclosed', 'pt-BR', 'massage',
  f"doze combinações testadas; a vencedora nos dados de treino, level=40, hold=3, acertou "
  f"⟦68%@{t(1, IS, 'win_rate')}!⟧ das operações, com fator de lucro ⟦2,74@{t(1, IS, 'profit_factor')}⟧. Cuidado "
  f"com o viés de seleção.", omit='oos', f='auto'),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf: faithful
A(W, 'faithful', 'de-DE', 'massage',
  f"neun Kombinationen, Walk-Forward mit 3 Folds; Bestes in-sample hold=5, sl=1 mit "
  f"⟦+2.374,13@{t(1, IS, 'total_pnl')}⟧ Punkten, Out-of-Sample ⟦+767,8@{t(1, OOS, 'total_pnl')}⟧ bei nur "
  f"⟦21@{t(1, OOS, 'trades')}⟧ Trades. Überanpassung möglich.", f='auto'),
A(W, 'faithful', 'fr-FR', 'croupier',
  f"neuf combinaisons testées ; sur l'ensemble du walk-forward, le résultat hors échantillon atteint "
  f"⟦+2_170,4@walk_forward_out_of_sample.total_pnl⟧ points sur ⟦54@walk_forward_out_of_sample.trades⟧ trades. "
  f"Attention au biais de sélection.", f='auto'),
A(W, 'faithful', 'de-DE', 'snowmaking',
  f"neun Varianten; der erste Fold (Test ab ⟦05.07.2023@D:2023-07-05⟧) wählte hold=5, sl=3 und brachte "
  f"out-of-sample ⟦+985@folds[0].chosen.out_of_sample.total_pnl⟧ Punkte. Risiko der Überanpassung bleibt.",
  f='auto'),
A(W, 'faithful', 'en-GB', 'circus',
  f"nine hold/stop pairs tried on ES; the best in-sample, hold=5, sl=1, earned ⟦+2,374.1@{t(1, IS, 'total_pnl')}⟧ "
  f"points in-sample and ⟦+767.8@{t(1, OOS, 'total_pnl')}⟧ out-of-sample on ⟦21@{t(1, OOS, 'trades')}⟧ trades — a "
  f"small sample, with selection bias in the pick.", f='auto'),
A(W, 'faithful', 'en-US', 'framer',
  f"nine configurations; across all of them the average was ⟦+1,987.7@mean_objective.in_sample⟧ points in-sample "
  f"versus ⟦+507.8@mean_objective.out_of_sample⟧ out-of-sample. That drop is the overfitting tax.", f='auto'),
A(W, 'faithful', 'fr-FR', 'library',
  f"neuf réglages testés ; le deuxième, hold=3, sl=3, gagne ⟦56,25 %@{t(2, OOS, 'win_rate')}⟧ de ses trades hors "
  f"échantillon (⟦+757,4@{t(2, OOS, 'total_pnl')}⟧ points). Biais de sélection possible.", f='auto'),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf: wrong_sample
A(W, 'wrong_sample', 'nl-NL', 'circus',
  f"negen combinaties getest; de beste, hold=5, sl=1, had out-of-sample een Sharpe van "
  f"⟦1,52@{t(1, OOS, 'sharpe')}~{t(1, IS, 'sharpe')}!⟧. Let op selectiebias.", f='auto'),
A(W, 'wrong_sample', 'en-US', 'pilates',
  f"nine configurations tried; fold 1 chose hold=5, sl=3 and made ⟦+985.0@folds[0].chosen.in_sample.total_pnl~"
  f"folds[0].chosen.out_of_sample.total_pnl!⟧ points in-sample; the walk-forward out-of-sample total was "
  f"⟦+2,170.4@walk_forward_out_of_sample.total_pnl⟧. Watch for overfitting.", f='auto'),
A(W, 'wrong_sample', 'pl-PL', 'punt',
  f"dziewięć konfiguracji; dwaj sąsiedzi najlepszej dali poza próbą średnio "
  f"⟦+2108@stability.mean_out_of_sample~stability.mean_in_sample!⟧ pkt. Ryzyko przeuczenia.", f='auto'),
A(W, 'wrong_sample', 'zh-CN', 'gondolier',
  f"共测试 ⟦9@configurations.tried⟧ 组；第三名 hold=5, sl=2 样本外收益 "
  f"⟦2,141.4@{t(3, OOS, 'total_pnl')}~{t(3, IS, 'total_pnl')}!⟧ 点。注意过拟合。", f='auto'),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf: undisclosed
A(W, 'undisclosed', 'en-GB', 'optician',
  f"the best in-sample, hold=5, sl=1, made ⟦+2,374.1@{t(1, IS, 'total_pnl')}!⟧ points in-sample and "
  f"⟦+767.8@{t(1, OOS, 'total_pnl')}⟧ out-of-sample; the choice carries selection bias.", omit='n', f='auto'),
A(W, 'undisclosed', 'zh-CN', 'framer',
  f"共测试 ⟦9@configurations.tried⟧ 组；训练数据上最佳的 hold=5, sl=1 收益 ⟦+2,374.1@{t(1, IS, 'total_pnl')}!⟧ 点，"
  f"共 ⟦59@{t(1, IS, 'trades')}⟧ 笔交易。需警惕过拟合。", omit='oos', f='auto'),
A(W, 'undisclosed', 'ja-JP', 'conjuror',
  f"⟦9@configurations.tried⟧通りを検証。最良のhold=5, sl=1はインサンプルで⟦+2,374.1@{t(1, IS, 'total_pnl')}!⟧ポイント、"
  f"サンプル外で⟦+767.8@{t(1, OOS, 'total_pnl')}⟧ポイント（⟦21@{t(1, OOS, 'trades')}⟧回）。", omit='caveat', f='auto'),
A(W, 'undisclosed', 'pl-PL', 'snowmaking',
  f"najlepsza w próbie para hold=5, sl=1 zarobiła ⟦+2374,1@{t(1, IS, 'total_pnl')}!⟧ pkt, a poza próbą "
  f"⟦+767,8@{t(1, OOS, 'total_pnl')}⟧ pkt. Ryzyko przeuczenia.", omit='n', f='auto'),
]
