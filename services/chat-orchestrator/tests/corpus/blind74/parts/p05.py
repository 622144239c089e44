"""The two sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py.
f='auto': the furniture line is dropped where the answer would pass 320 characters."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A

R = 'x_sweep_rsi_level'
W = 'x_sweep_hold_stop_wf'


def t(n, side, col):
    return f"top({n}).{side}.{col}"


ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level
A(R, 'faithful', 'fr-FR', 'cattle',
  "douze configurations testées ; la meilleure en échantillon, level=40, hold=3, affichait un Sharpe de "
  "⟦1,68@" + t(1, 'in_sample', 'sharpe') + "⟧ mais tombe à ⟦−3,52@" + t(1, 'out_of_sample', 'sharpe') + "⟧ hors "
  "échantillon. Sharpe dégonflé ⟦0,71@deflated_sharpe.value⟧ : sur-optimisation, pas un avantage.", f='auto'),
A(R, 'faithful', 'it-IT', 'bouncy',
  "provate dodici combinazioni: la migliore in campione (level=40, hold=3) fa ⟦+3378@" +
  t(1, 'in_sample', 'total_pnl') + "⟧ punti con ⟦25@" + t(1, 'in_sample', 'trades') + "⟧ trade, ma fuori campione "
  "⟦−4759,75@" + t(1, 'out_of_sample', 'total_pnl') + "⟧ su ⟦33@" + t(1, 'out_of_sample', 'trades') + "⟧. "
  "Classico sovradattamento.", f='auto'),
A(R, 'faithful', 'de-DE', 'market',
  "zwölf Konfigurationen getestet, ⟦10@configurations.eligible⟧ mit genug Trades. Im Mittel aller Ränge: "
  "In-Sample-Sharpe ⟦0,52@mean_objective.in_sample⟧, out-of-sample ⟦−3,30@mean_objective.out_of_sample⟧. Die "
  "Auswahlverzerrung frisst den Vorteil.", f='auto'),
A(R, 'faithful', 'en-US', 'paperlamp',
  "twelve RSI level/hold combinations were tried; the in-sample winner, level=40, hold=3, went from Sharpe "
  "⟦1.68@" + t(1, 'in_sample', 'sharpe') + "⟧ to ⟦−3.52@" + t(1, 'out_of_sample', 'sharpe') + "⟧ out-of-sample, its "
  "three neighbours averaged ⟦−3.37@stability.mean_out_of_sample⟧ there. Likely overfit.", f='auto'),
A(R, 'faithful', 'pl-PL', 'sheepfold',
  "przetestowano dwanaście konfiguracji; najlepsza w próbie (level=40, hold=3) miała trafność ⟦68 %@" +
  t(1, 'in_sample', 'win_rate') + "⟧, a poza próbą tylko ⟦27,3 %@" + t(1, 'out_of_sample', 'win_rate') + "⟧. "
  "To nadmierne dopasowanie, nie przewaga.", f='auto'),
A(R, 'faithful', 'de-DE', 'cattle',
  "zwölf Varianten im Raster; die Zweitplatzierte (level=40, hold=5) kam in-sample auf ⟦+3.024@" + t(2, 'in_sample', 'total_pnl') +
  "⟧ Punkte, out-of-sample auf ⟦−4.620,5@" + t(2, 'out_of_sample', 'total_pnl') + "⟧. Deflationierter Sharpe des "
  "Besten ⟦0,71@deflated_sharpe.value⟧ — Überanpassung liegt nahe.", f='auto'),
A(R, 'wrong_sample', 'en-US', 'bouncy',
  "twelve configurations tried; the pick, level=40, hold=3, shows an in-sample Sharpe of ⟦−3.52@" +
  t(1, 'in_sample', 'sharpe') + "~" + t(1, 'out_of_sample', 'sharpe') + "!⟧ and ⟦−4,759.75@" +
  t(1, 'out_of_sample', 'total_pnl') + "⟧ points out-of-sample. Treat it as curve-fitting, not an edge.", f='auto'),
A(R, 'wrong_sample', 'es-ES', 'mussel',
  "se probaron doce combinaciones; la tercera (level=40, hold=10) ganó ⟦+2347,75@" +
  t(3, 'out_of_sample', 'total_pnl') + "~" + t(3, 'in_sample', 'total_pnl') + "!⟧ puntos fuera de la muestra con "
  "⟦13@" + t(3, 'out_of_sample', 'trades') + "⟧ operaciones. Ojo al sobreajuste.", f='auto'),
A(R, 'wrong_sample', 'pl-PL', 'piggery',
  "dwanaście konfiguracji; średni Sharpe wszystkich sklasyfikowanych poza próbą to ⟦0,52@mean_objective.out_of_sample~"
  "mean_objective.in_sample!⟧, a najlepsza (level=40, hold=3) spadła poza próbą do ⟦−3,52@" +
  t(1, 'out_of_sample', 'sharpe') + "⟧. Ryzyko przeuczenia.", f='auto'),
A(R, 'wrong_sample', 'ru-RU', 'market',
  "перебрано двенадцать конфигураций; у лучшей (level=40, hold=3) вне выборки профит-фактор ⟦2,74@" +
  t(1, 'out_of_sample', 'profit_factor') + "~" + t(1, 'in_sample', 'profit_factor') + "!⟧ при ⟦33@" +
  t(1, 'out_of_sample', 'trades') + "⟧ сделках. Возможно переобучение.", f='auto'),
A(R, 'undisclosed', 'ja-JP', 'poolside',
  "最良のlevel=40・hold=3はサンプル内シャープ⟦1.68@" + t(1, 'in_sample', 'sharpe') + "!⟧、サンプル外"
  "⟦−3.52@" + t(1, 'out_of_sample', 'sharpe') + "⟧。オーバーフィットの疑いが濃い。", omit='n', f='auto'),
A(R, 'undisclosed', 'nl-NL', 'fishfarm',
  "de beste instelling in-sample, level=40, hold=3, haalde een Sharpe van ⟦1,68@" + t(1, 'in_sample', 'sharpe') +
  "!⟧ en ⟦+3.378@" + t(1, 'in_sample', 'total_pnl') + "⟧ punten; out-of-sample zakte de Sharpe naar ⟦−3,52@" +
  t(1, 'out_of_sample', 'sharpe') + "⟧. Selectiebias, geen voordeel.", omit='n', f='auto'),
A(R, 'undisclosed', 'en-GB', 'waterpark',
  "twelve configurations were tried; on the training data the best, level=40, hold=3, made ⟦+3,378@" +
  t(1, 'in_sample', 'total_pnl') + "!⟧ points from ⟦25@" + t(1, 'in_sample', 'trades') + "⟧ trades at a ⟦68%@" +
  t(1, 'in_sample', 'win_rate') + "⟧ win rate. Beware selection bias.", omit='oos', f='auto'),
A(R, 'undisclosed', 'zh-CN', 'hatchery',
  "共测试 ⟦12@configurations.tried⟧ 组参数；样本内最佳 level=40、hold=3 的夏普为 ⟦1.68@" +
  t(1, 'in_sample', 'sharpe') + "!⟧，样本外为 ⟦−3.52@" + t(1, 'out_of_sample', 'sharpe') + "⟧，样本外亏损 ⟦−4,759.75@" +
  t(1, 'out_of_sample', 'total_pnl') + "⟧ 点。", omit='caveat', f='auto'),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
A(W, 'faithful', 'de-DE', 'bouncy',
  "neun Kombinationen aus Haltedauer und Stopp, Walk-forward mit drei Folds. Beste in-sample: hold=5, sl=1 mit "
  "⟦+2.374,1@" + t(1, 'in_sample', 'total_pnl') + "⟧ Punkten, out-of-sample ⟦+767,8@" +
  t(1, 'out_of_sample', 'total_pnl') + "⟧ aus ⟦21@" + t(1, 'out_of_sample', 'trades') + "⟧ Trades. Kleine "
  "Stichprobe, Auswahlverzerrung möglich.", f='auto'),
A(W, 'faithful', 'nl-NL', 'market',
  "negen configuraties getest; walk-forward out-of-sample in totaal ⟦+2.170,4@walk_forward_out_of_sample.total_pnl⟧ "
  "punten over ⟦54@walk_forward_out_of_sample.trades⟧ trades. De beste (hold=5, sl=1) haalde in-sample ⟦+2.374,1@" +
  t(1, 'in_sample', 'total_pnl') + "⟧; let op overfitting.", f='auto'),
A(W, 'faithful', 'es-ES', 'fishfarm',
  "nueve configuraciones en ES; la mejor dentro de la muestra, hold=5 y sl=1, gana ⟦+2374,1@" +
  t(1, 'in_sample', 'total_pnl') + "⟧ puntos allí y ⟦+767,8@" + t(1, 'out_of_sample', 'total_pnl') + "⟧ fuera de "
  "la muestra, con solo ⟦21@" + t(1, 'out_of_sample', 'trades') + "⟧ operaciones. Cuidado con el sobreajuste.",
  f='auto'),
A(W, 'faithful', 'ja-JP', 'bouncy',
  "⟦9@configurations.tried⟧通りを検証。第1フォールドはhold=5, sl=3を選び、サンプル内⟦+678.8@"
  "folds[0].chosen.in_sample.total_pnl⟧、サンプル外⟦+985.0@folds[0].chosen.out_of_sample.total_pnl⟧ポイント。"
  "過剰適合には注意。", f='auto'),
A(W, 'faithful', 'pt-BR', 'piggery',
  "foram testadas nove combinações; os dois vizinhos do melhor (hold=5, sl=1) têm média de ⟦+2.108,0@"
  "stability.mean_in_sample⟧ pontos na amostra e ⟦+359,5@stability.mean_out_of_sample⟧ fora da amostra. Há risco "
  "de sobreajuste.", f='auto'),
A(W, 'faithful', 'ru-RU', 'poolside',
  "перебрано девять конфигураций; в среднем вне выборки ⟦+507,84@mean_objective.out_of_sample⟧ пункта против "
  "⟦+1987,7@mean_objective.in_sample⟧ на обучающем отрезке. Лучшая, hold=5, sl=1, дала вне выборки ⟦+767,8@" +
  t(1, 'out_of_sample', 'total_pnl') + "⟧; переобучение не исключено.", f='auto'),
A(W, 'wrong_sample', 'fr-FR', 'sheepfold',
  "neuf configurations ; la deuxième (hold=3, sl=3) a gagné ⟦+2_180,6@" + t(2, 'out_of_sample', 'total_pnl') + "~" +
  t(2, 'in_sample', 'total_pnl') + "!⟧ points hors échantillon sur ⟦16@" + t(2, 'out_of_sample', 'trades') +
  "⟧ trades. Gare à la sur-optimisation.", f='auto'),
A(W, 'wrong_sample', 'ja-JP', 'fishfarm',
  "⟦9@configurations.tried⟧通りを試行。第2フォールド（hold=5, sl=1）はサンプル外で⟦+1,956.6@"
  "folds[1].chosen.out_of_sample.total_pnl~folds[1].chosen.in_sample.total_pnl!⟧ポイント。過剰適合に注意。",
  f='auto'),
A(W, 'wrong_sample', 'it-IT', 'waterpark',
  "nove configurazioni; la media fuori campione di tutte le classificate è ⟦+1987,7@mean_objective.out_of_sample~"
  "mean_objective.in_sample!⟧ punti, la migliore (hold=5, sl=1) fa ⟦+767,8@" + t(1, 'out_of_sample', 'total_pnl') +
  "⟧ fuori campione. Possibile sovradattamento.", f='auto'),
A(W, 'wrong_sample', 'zh-CN', 'paperlamp',
  "共测试 ⟦9@configurations.tried⟧ 组；最佳 hold=5、sl=1 样本外盈利 ⟦+767.8@" + t(1, 'out_of_sample', 'total_pnl') +
  "⟧ 点，样本外交易 ⟦59@" + t(1, 'out_of_sample', 'trades') + "~" + t(1, 'in_sample', 'trades') + "!⟧ 笔。"
  "小心选择偏差。", f='auto'),
A(W, 'undisclosed', 'pt-BR', 'paperlamp',
  "a melhor na amostra, hold=5 e sl=1, fez ⟦+2.374,1@" + t(1, 'in_sample', 'total_pnl') + "!⟧ pontos com ⟦59@" +
  t(1, 'in_sample', 'trades') + "⟧ operações; fora da amostra, ⟦+767,8@" + t(1, 'out_of_sample', 'total_pnl') +
  "⟧ com ⟦21@" + t(1, 'out_of_sample', 'trades') + "⟧. Cuidado com o sobreajuste.", omit='n', f='auto'),
A(W, 'undisclosed', 'en-US', 'mussel',
  "nine hold/stop combinations were tried on ES. The in-sample best, hold=5, sl=1, earned ⟦+2,374.1@" +
  t(1, 'in_sample', 'total_pnl') + "!⟧ points on ⟦59@" + t(1, 'in_sample', 'trades') + "⟧ trades, the runner-up, "
  "hold=3, sl=3, ⟦+2,180.6@" + t(2, 'in_sample', 'total_pnl') + "⟧. Selection bias inflates both.",
  omit='oos', f='auto'),
A(W, 'undisclosed', 'fr-FR', 'fabric',
  "neuf combinaisons testées ; sur les données d'entraînement, la meilleure (hold=5, sl=1) gagne ⟦+2_374,1@" +
  t(1, 'in_sample', 'total_pnl') + "!⟧ points, ses deux voisines ⟦+2_108,05@stability.mean_in_sample⟧ en moyenne. "
  "Attention au biais de sélection.", omit='oos', f='auto'),
A(W, 'undisclosed', 'pl-PL', 'cattle',
  "dziewięć konfiguracji; najlepsza w próbie (hold=5, sl=1) dała ⟦+2374,1@" + t(1, 'in_sample', 'total_pnl') +
  "!⟧ pkt, poza próbą ⟦+767,8@" + t(1, 'out_of_sample', 'total_pnl') + "⟧ pkt na ⟦21@" +
  t(1, 'out_of_sample', 'trades') + "⟧ transakcjach.", omit='caveat', f='auto'),
]
