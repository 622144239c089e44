"""The two sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py.
Every answer but the undisclosed ones discloses the configurations tried, an out-of-sample figure and a caveat."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A

R = 'x_sweep_rsi_level'
W = 'x_sweep_hold_stop_wf'
B_IS, B_OOS = 'top(1).in_sample', 'top(1).out_of_sample'
WF = 'walk_forward_out_of_sample'

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level
A(R, 'faithful', 'ja-JP', 'pingpong',
  "RSI水準×保有日数のスイープ：⟦12@configurations.tried⟧通りを試し、インサンプル最良はlevel=40, hold=3（シャープ"
  "⟦1.68@" + B_IS + ".sharpe⟧、⟦25@" + B_IS + ".trades⟧回）。サンプル外では⟦−3.52@" + B_OOS + ".sharpe⟧、⟦33@" +
  B_OOS + ".trades⟧回に崩れた。過剰適合の疑いが強い。"),
A(R, 'faithful', 'fr-FR', 'kimono',
  "douze configurations testées ; la meilleure en échantillon, level=40, hold=3, affiche un Sharpe de ⟦1,68@" + B_IS +
  ".sharpe⟧ mais tombe à ⟦−3,52@" + B_OOS + ".sharpe⟧ hors échantillon (⟦−4_759,75@" + B_OOS + ".total_pnl⟧ points sur "
  "⟦33@" + B_OOS + ".trades⟧ trades). Biais de sélection : Sharpe dégonflé ⟦0,71@deflated_sharpe.value⟧."),
A(R, 'faithful', 'ru-RU', 'abacus',
  "перебрали двенадцать конфигураций. Лучшая в выборке — level=40, hold=3: ⟦+3378@" + B_IS + ".total_pnl⟧ пунктов и "
  "⟦68@" + B_IS + ".win_rate⟧ % прибыльных; вне выборки ⟦−4759,75@" + B_OOS + ".total_pnl⟧ и ⟦27,27@" + B_OOS +
  ".win_rate⟧ %. Похоже на подгонку: дефлированный Шарп ⟦0,71@deflated_sharpe.value⟧ ниже ⟦0,95@mr('below ([0-9.]+)')⟧."),
A(R, 'faithful', 'pl-PL', 'squash',
  "przetestowano dwanaście konfiguracji. Średni Sharpe w próbie ⟦0,52@mean_objective.in_sample⟧, poza próbą "
  "⟦−3,30@mean_objective.out_of_sample⟧; dodatnich w próbie ⟦9@configurations.positive_in_sample⟧ z "
  "⟦10@configurations.eligible⟧. Ryzyko przeuczenia wysokie."),
A(R, 'faithful', 'es-ES', 'kimono',
  "doce combinaciones probadas. La segunda del ranking, level=40, hold=5, tiene un Sharpe de ⟦1,35@top(2).in_sample.sharpe⟧ "
  "dentro de la muestra y ⟦−3,19@top(2).out_of_sample.sharpe⟧ fuera de la muestra; los vecinos del mejor rinden mucho "
  "peor. Sesgo de selección claro."),
A(R, 'faithful', 'pt-BR', 'sumo',
  "doze configurações testadas; entre as ranqueadas, a melhor fora da amostra foi level=30, hold=3, com Sharpe de "
  "⟦−1,97@top(4).out_of_sample.sharpe⟧ (dentro da amostra ⟦0,63@top(4).in_sample.sharpe⟧, com só ⟦5@top(4).in_sample.trades⟧ "
  "operações). Viés de seleção: Sharpe deflacionado de ⟦0,71@deflated_sharpe.value⟧."),
A(R, 'wrong_sample', 'ja-JP', 'judo',
  "⟦12@configurations.tried⟧通りのうちインサンプル最良のlevel=40, hold=3は、インサンプルのプロフィットファクターが"
  "⟦0.29@" + B_IS + ".profit_factor~" + B_OOS + ".profit_factor!⟧。サンプル外シャープは⟦−3.52@" + B_OOS + ".sharpe⟧。"
  "過剰適合。"),
A(R, 'wrong_sample', 'zh-CN', 'gym',
  "共测试 ⟦12@configurations.tried⟧ 组参数；level=40, hold=5 的样本外合计为 ⟦+3,024@top(2).out_of_sample.total_pnl~"
  "top(2).in_sample.total_pnl!⟧ 点。最优组合有过拟合风险。"),
A(R, 'wrong_sample', 'de-DE', 'squash',
  "zwölf Konfigurationen getestet; level=30, hold=3 traf In-Sample bei ⟦43,75@top(4).in_sample.win_rate~"
  "top(4).out_of_sample.win_rate!⟧ % der Trades, Out-of-Sample-Sharpe ⟦−1,97@top(4).out_of_sample.sharpe⟧. "
  "Auswahlverzerrung beachten."),
A(R, 'wrong_sample', 'pt-BR', 'pingpong',
  "doze configurações: level=40, hold=10 teve Sharpe dentro da amostra de ⟦−3,18@top(3).in_sample.sharpe~"
  "top(3).out_of_sample.sharpe!⟧ e, fora da amostra, ⟦−5.102,5@top(3).out_of_sample.total_pnl⟧ pontos. Viés de "
  "seleção evidente."),
A(R, 'undisclosed', 'it-IT', 'judo',
  "la migliore in campione, level=40, hold=3, ha uno Sharpe di ⟦1,68@" + B_IS + ".sharpe!⟧ che fuori campione crolla a "
  "⟦−3,52@" + B_OOS + ".sharpe⟧. Rischio di sovradattamento alto.", omit='n'),
A(R, 'undisclosed', 'pl-PL', 'dojo',
  "dwanaście konfiguracji; najlepsza w próbie (level=40, hold=3) miała Sharpe ⟦1,68@" + B_IS + ".sharpe!⟧ przy "
  "⟦25@" + B_IS + ".trades⟧ transakcjach i ⟦68@" + B_IS + ".win_rate⟧ % trafień. Ryzyko przeuczenia.", omit='oos'),
A(R, 'undisclosed', 'en-US', 'teahouse',
  "Twelve configurations tried. Best in-sample: level=40, hold=3 at a Sharpe of ⟦1.68@" + B_IS + ".sharpe!⟧ on "
  "⟦25@" + B_IS + ".trades⟧ trades; out-of-sample it fell to ⟦−3.52@" + B_OOS + ".sharpe⟧ on ⟦33@" + B_OOS +
  ".trades⟧ trades.", omit='caveat'),
A(R, 'undisclosed', 'ru-RU', 'sumo',
  "лучшая в выборке конфигурация level=40, hold=3: Шарп ⟦1,68@" + B_IS + ".sharpe!⟧, вне выборки ⟦−3,52@" + B_OOS +
  ".sharpe⟧. Похоже на переобучение.", omit='n'),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
A(W, 'faithful', 'it-IT', 'squash',
  "nove combinazioni su ES con walk-forward: la migliore in campione è hold=5, sl=1, con ⟦+2.374,13@" + B_IS +
  ".total_pnl⟧ punti su ⟦59@" + B_IS + ".trades⟧ operazioni; fuori campione ⟦+767,82@" + B_OOS + ".total_pnl⟧ su "
  "⟦21@" + B_OOS + ".trades⟧. Occhio al sovradattamento, anche se lo Sharpe deflazionato è ⟦0,97@deflated_sharpe.value⟧."),
A(W, 'faithful', 'it-IT', 'pingpong',
  "walk-forward su ES, nove configurazioni: fuori campione complessivo ⟦+2.170,37@" + WF + ".total_pnl⟧ punti in "
  "⟦54@" + WF + ".trades⟧ operazioni, Sharpe ⟦1,45@" + WF + ".sharpe⟧. Primo fold: hold=5, sl=3; gli altri due: hold=5, "
  "sl=1. Resta il bias di selezione."),
A(W, 'faithful', 'fr-FR', 'kimono',
  "neuf configurations en walk-forward sur l'ES. Deuxième : hold=3, sl=3, ⟦+2_180,6@top(2).in_sample.total_pnl⟧ points "
  "en échantillon, ⟦+757,4@top(2).out_of_sample.total_pnl⟧ hors échantillon. Moyennes de la grille : "
  "⟦+1_987,68@mean_objective.in_sample⟧ contre ⟦+507,84@mean_objective.out_of_sample⟧. Biais de sélection possible."),
A(W, 'faithful', 'es-ES', 'sumo',
  "nueve configuraciones en ES, walk-forward; la mejor dentro de la muestra, hold=5, sl=1, ganó ⟦+2.374,1@" + B_IS +
  ".total_pnl⟧ puntos y ⟦+767,8@" + B_OOS + ".total_pnl⟧ fuera de la muestra, con solo ⟦21@" + B_OOS + ".trades⟧ "
  "trades. Sharpe deflactado ⟦0,97@deflated_sharpe.value⟧: sesgo de selección moderado."),
A(W, 'faithful', 'ja-JP', 'izakaya',
  "ESの保有日数×損切りスイープ、⟦9@configurations.tried⟧通りをウォークフォワードで検証。最初のフォールドはhold=5, sl=3を選び、"
  "インサンプル⟦+678.80@folds[0].chosen.in_sample.total_pnl⟧、サンプル外⟦+985.01@folds[0].chosen.out_of_sample.total_pnl⟧。"
  "過剰適合には注意。"),
A(W, 'faithful', 'zh-CN', 'izakaya',
  "ES 两连跌买入的持有/止损扫描：共 ⟦9@configurations.tried⟧ 组，最优 hold=5, sl=1 样本内 ⟦+2,374.13@" + B_IS +
  ".total_pnl⟧ 点（⟦59@" + B_IS + ".trades⟧ 笔），样本外 ⟦+767.82@" + B_OOS + ".total_pnl⟧ 点（⟦21@" + B_OOS +
  ".trades⟧ 笔）。样本外交易少，仍有过拟合风险。"),
A(W, 'wrong_sample', 'en-US', 'dojo',
  "Nine configurations tried on ES. The best in-sample, hold=5, sl=1, kept a profit factor of ⟦2.09@" + B_OOS +
  ".profit_factor~" + B_IS + ".profit_factor!⟧ out-of-sample over ⟦21@" + B_OOS + ".trades⟧ trades. Overfit risk looks "
  "modest after deflation (⟦0.97@deflated_sharpe.value⟧)."),
A(W, 'wrong_sample', 'es-ES', 'abacus',
  "nueve configuraciones; en el primer pliegue se eligió hold=5, sl=3, que dentro de la muestra sumó "
  "⟦+985,01@folds[0].chosen.in_sample.total_pnl~folds[0].chosen.out_of_sample.total_pnl!⟧ puntos. Fuera de la muestra, "
  "el conjunto walk-forward dio ⟦+2.170,37@" + WF + ".total_pnl⟧. Ojo al sesgo de selección."),
A(W, 'wrong_sample', 'pl-PL', 'teahouse',
  "dziewięć konfiguracji w walk-forward na ES. Dla hold=3, sl=3 Sharpe poza próbą wyniósł ⟦1,89@top(2).out_of_sample."
  "sharpe~top(2).in_sample.sharpe!⟧, a wynik w próbie ⟦+2180,6@top(2).in_sample.total_pnl⟧ pkt. Ryzyko przeuczenia "
  "umiarkowane."),
A(W, 'wrong_sample', 'en-GB', 'sumo',
  "Nine hold/stop set-ups tried on ES; the winner, hold=5, sl=1, made ⟦+2,170.37@" + B_IS + ".total_pnl~" + WF +
  ".total_pnl!⟧ points in-sample and ⟦+767.82@" + B_OOS + ".total_pnl⟧ out-of-sample. Only ⟦21@" + B_OOS +
  ".trades⟧ out-of-sample trades, so selection bias can't be ruled out."),
A(W, 'undisclosed', 'zh-CN', 'abacus',
  "ES 持有/止损扫描共 ⟦9@configurations.tried⟧ 组，最优 hold=5, sl=1 样本内合计 ⟦+2,374.13@" + B_IS + ".total_pnl!⟧ 点，"
  "交易 ⟦59@" + B_IS + ".trades⟧ 笔，胜率 ⟦33.9%@" + B_IS + ".win_rate⟧。需警惕过拟合。", omit='oos'),
A(W, 'undisclosed', 'en-GB', 'numismat',
  "Nine configurations, walk-forward on ES. Best in-sample: hold=5, sl=1 with ⟦+2,374.1@" + B_IS + ".total_pnl!⟧ "
  "points; out-of-sample ⟦+767.8@" + B_OOS + ".total_pnl⟧ on ⟦21@" + B_OOS + ".trades⟧ trades, and the stitched "
  "walk-forward out-of-sample total is ⟦+2,170.4@" + WF + ".total_pnl⟧.", omit='caveat'),
A(W, 'undisclosed', 'fr-FR', 'gym',
  "walk-forward sur l'ES : la meilleure en échantillon, hold=5, sl=1, fait ⟦+2_374,13@" + B_IS + ".total_pnl!⟧ points, "
  "puis ⟦+767,82@" + B_OOS + ".total_pnl⟧ hors échantillon sur ⟦21@" + B_OOS + ".trades⟧ trades. Biais de sélection "
  "possible.", omit='n'),
A(W, 'undisclosed', 'ja-JP', 'kimono',
  "⟦9@configurations.tried⟧通りを試し、インサンプル最良はhold=5, sl=1で合計⟦+2,374.13@" + B_IS + ".total_pnl!⟧ポイント、"
  "取引⟦59@" + B_IS + ".trades⟧回。過剰適合の可能性あり。", omit='oos'),
]
