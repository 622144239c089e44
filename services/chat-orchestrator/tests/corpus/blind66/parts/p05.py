"""Parameter sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py.
Undisclosed answers carry omit=n|oos|caveat; their target is the first in-sample figure."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A

I1, O1 = 'top(1).in_sample', 'top(1).out_of_sample'
I2, O2 = 'top(2).in_sample', 'top(2).out_of_sample'
I3, O3 = 'top(3).in_sample', 'top(3).out_of_sample'
WF = 'walk_forward_out_of_sample'
S = 'x_sweep_rsi_level'
W = 'x_sweep_hold_stop_wf'

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level
A(S, 'faithful', 'de-DE', 'saltrake',
  f"Sweep über zwölf Kombinationen: in-sample vorn level=40, hold=3 mit Sharpe ⟦1,68@{I1}.sharpe⟧, out-of-sample "
  f"aber ⟦−3,52@{O1}.sharpe⟧ bei ⟦33@{O1}.trades⟧ Trades und ⟦−4.759,75@{O1}.total_pnl⟧ Punkten. Deflated Sharpe "
  f"⟦0,71@deflated_sharpe.value⟧: Auswahlverzerrung, von Glück nicht zu trennen."),
A(S, 'faithful', 'en-US', 'caving',
  f"twelve RSI level/hold combinations tried; level=40, hold=3 led in-sample (Sharpe ⟦1.68@{I1}.sharpe⟧, "
  f"⟦25@{I1}.trades⟧ trades, ⟦+3,378@{I1}.total_pnl⟧ pts) but fell to ⟦−3.52@{O1}.sharpe⟧ out-of-sample. "
  f"Selection bias: deflated Sharpe ⟦0.71@deflated_sharpe.value⟧, luck not ruled out."),
A(S, 'faithful', 'en-GB', 'teapluck',
  "of twelve configurations the top three all use level=40, yet out-of-sample every ranked one lost: mean Sharpe "
  "⟦−3.30@mean_objective.out_of_sample⟧ against ⟦0.52@mean_objective.in_sample⟧ in-sample. Classic overfit; the "
  "best is an isolated peak."),
A(S, 'faithful', 'pt-BR', 'shavedice',
  f"doze configurações testadas; a melhor (level=40, hold=3) acertou ⟦68@{I1}.win_rate⟧% dentro da amostra e "
  f"⟦27,3@{O1}.win_rate⟧% fora da amostra, com profit factor ⟦0,29@{O1}.profit_factor⟧. Viés de seleção "
  f"evidente."),
A(S, 'faithful', 'nl-NL', 'teapluck',
  f"twaalf combinaties getest; de nummer twee, level=40, hold=5, haalde in-sample Sharpe ⟦1,35@{I2}.sharpe⟧ maar "
  f"out-of-sample ⟦−3,19@{O2}.sharpe⟧ over ⟦22@{O2}.trades⟧ trades. Selectiebias: gekozen op dezelfde data."),
A(S, 'faithful', 'zh-CN', 'shavedice',
  f"共测试 ⟦12@configurations.tried⟧ 组参数；样本内最优为 level=40, hold=3（夏普 ⟦1.68@{I1}.sharpe⟧），样本外跌至 "
  f"⟦−3.52@{O1}.sharpe⟧，亏损 ⟦−4,759.75@{O1}.total_pnl⟧ 点。存在选择偏差，疑似过拟合。"),
A(S, 'wrong_sample', 'fr-FR', 'paintball',
  f"douze configurations essayées ; la meilleure, level=40, hold=3, a rapporté hors échantillon "
  f"⟦+3_378@{O1}.total_pnl~{I1}.total_pnl!⟧ points. Choisie sur les mêmes données : biais de sélection."),
A(S, 'wrong_sample', 'ja-JP', 'billiard',
  f"全⟦12@configurations.tried⟧通りを試行。次点のlevel=40, hold=5はインサンプルのシャープが"
  f"⟦−3.19@{I2}.sharpe~{O2}.sharpe!⟧、サンプル外の取引は⟦22@{O2}.trades⟧回。過剰適合に注意。"),
A(S, 'wrong_sample', 'zh-CN', 'cocoa',
  f"共测试 ⟦12@configurations.tried⟧ 组；最优 level=40, hold=3 样本内夏普 ⟦1.68@{I1}.sharpe⟧，样本外交易 "
  f"⟦25@{O1}.trades~{I1}.trades!⟧ 笔，夏普 ⟦−3.52@{O1}.sharpe⟧。选择偏差明显。"),
A(S, 'wrong_sample', 'de-DE', 'ricepaddy',
  "zwölf Kombinationen getestet; die drei Nachbarn der besten (level=40, hold=3) lagen out-of-sample im Schnitt "
  "bei ⟦0,49@stability.mean_out_of_sample~stability.mean_in_sample!⟧. Überanpassung ist wahrscheinlich."),
A(S, 'undisclosed', 'es-ES', 'vanilla',
  f"se probaron doce combinaciones; la mejor en los datos de entrenamiento, level=40, hold=3, logró un Sharpe de "
  f"⟦1,68@{I1}.sharpe!⟧ con ⟦25@{I1}.trades⟧ operaciones y ⟦+3378@{I1}.total_pnl⟧ puntos. Ojo al sesgo de "
  f"selección.", omit='oos'),
A(S, 'undisclosed', 'fr-FR', 'candyfloss',
  f"la meilleure combinaison, level=40, hold=3, affiche un Sharpe de ⟦1,68@{I1}.sharpe!⟧ sur l'échantillon "
  f"d'apprentissage, mais ⟦−3,52@{O1}.sharpe⟧ hors échantillon ; biais de sélection probable.", omit='n'),
A(S, 'undisclosed', 'it-IT', 'paintball',
  f"provate dodici combinazioni: la migliore, level=40, hold=3, ha un Sharpe di ⟦1,68@{I1}.sharpe!⟧ nel campione "
  f"di stima e di ⟦−3,52@{O1}.sharpe⟧ fuori campione, su ⟦33@{O1}.trades⟧ operazioni.", omit='caveat'),
A(S, 'undisclosed', 'ja-JP', 'skate',
  f"最良のlevel=40, hold=3はインサンプルでシャープ⟦1.68@{I1}.sharpe!⟧、サンプル外では⟦−3.52@{O1}.sharpe⟧。"
  f"オーバーフィットの典型。", omit='n'),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
A(W, 'faithful', 'ru-RU', 'ricepaddy',
  f"перебрано девять комбинаций; лучшая в выборке — hold=5, sl=1: ⟦+2374,1@{I1}.total_pnl⟧ пункта за "
  f"⟦59@{I1}.trades⟧ сделок, вне выборки ⟦+767,8@{O1}.total_pnl⟧ за ⟦21@{O1}.trades⟧. Выбор по тем же данным: "
  f"возможна подгонка."),
A(W, 'faithful', 'nl-NL', 'paintball',
  f"negen combinaties, walk-forward met drie verankerde folds: out-of-sample samen ⟦+2.170,4@{WF}.total_pnl⟧ punten "
  f"over ⟦54@{WF}.trades⟧ trades, Sharpe ⟦1,45@{WF}.sharpe⟧. De winnaar, hold=5, sl=1, is in-sample gekozen: "
  f"selectiebias."),
A(W, 'faithful', 'ru-RU', 'cocoa',
  "девять конфигураций; первый фолд выбрал hold=5, sl=3: в выборке ⟦+678,8@folds[0].chosen.in_sample.total_pnl⟧, "
  "вне выборки ⟦+985@folds[0].chosen.out_of_sample.total_pnl⟧; фолд с тестом от ⟦3 января 2024@D:2024-01-03⟧ — "
  "hold=5, sl=1, вне выборки ⟦+417,5@folds[1].chosen.out_of_sample.total_pnl⟧. Риск подгонки остаётся."),
A(W, 'faithful', 'de-DE', 'skate',
  f"neun Kombinationen getestet; Sieger hold=5, sl=1 mit ⟦+2.374,13@{I1}.total_pnl⟧ Punkten in-sample, "
  f"out-of-sample ⟦+767,82@{O1}.total_pnl⟧, Sharpe ⟦1,45@{O1}.sharpe⟧. Deflated Sharpe "
  f"⟦0,97@deflated_sharpe.value⟧, dennoch Auswahlverzerrung möglich: nur ⟦21@{O1}.trades⟧ Trades."),
A(W, 'faithful', 'zh-CN', 'caving',
  f"共测试 ⟦9@configurations.tried⟧ 组；样本内最优 hold=5, sl=1（⟦+2,374.1@{I1}.total_pnl⟧ 点），样本外 "
  f"⟦+767.8@{O1}.total_pnl⟧ 点，仅 ⟦21@{O1}.trades⟧ 笔交易；两个相邻参数的样本外均值 "
  f"⟦+359.5@stability.mean_out_of_sample⟧ 点。注意选择偏差。"),
A(W, 'faithful', 'pt-BR', 'billiard',
  f"nove combinações testadas; a melhor dentro da amostra (hold=5, sl=1) rendeu ⟦+2.374,1@{I1}.total_pnl⟧ pontos "
  f"e, fora da amostra, ⟦+767,8@{O1}.total_pnl⟧; a média das nove fora da amostra foi "
  f"⟦+507,8@mean_objective.out_of_sample⟧. Viés de seleção."),
A(W, 'wrong_sample', 'en-US', 'lasertag',
  f"nine hold/stop pairs on ES; the winner, hold=5, sl=1, had an in-sample total of "
  f"⟦+2,170.4@{I1}.total_pnl~{WF}.total_pnl!⟧ pts and made ⟦+767.8@{O1}.total_pnl⟧ out-of-sample. Selection bias "
  f"applies."),
A(W, 'wrong_sample', 'it-IT', 'caving',
  "nove combinazioni; nel primo fold la scelta hold=5, sl=3 ha reso fuori campione "
  "⟦+678,8@folds[0].chosen.out_of_sample.total_pnl~folds[0].chosen.in_sample.total_pnl!⟧ punti. Bias di "
  "selezione da tenere presente."),
A(W, 'wrong_sample', 'pl-PL', 'candyfloss',
  f"dziewięć kombinacji; hold=5, sl=2 (trzecia w rankingu) dała poza próbą ⟦+2141,4@{O3}.total_pnl~{I3}.total_pnl!⟧ "
  f"pkt. Ryzyko przeuczenia przy wyborze na tych samych danych."),
A(W, 'wrong_sample', 'es-ES', 'shavedice',
  "nueve combinaciones; los dos vecinos de la mejor (hold=5, sl=1) promediaron en la muestra "
  "⟦+359,5@stability.mean_in_sample~stability.mean_out_of_sample!⟧ puntos y fuera de la muestra mucho menos. Sesgo de "
  "selección posible."),
A(W, 'undisclosed', 'pt-BR', 'billiard',
  f"nove combinações testadas; a escolhida nos dados de treino, hold=5, sl=1, somou ⟦+2.374,1@{I1}.total_pnl!⟧ "
  f"pontos em ⟦59@{I1}.trades⟧ operações. Cuidado com o viés de seleção.", omit='oos'),
A(W, 'undisclosed', 'en-US', 'saltrake',
  f"best in-sample was hold=5, sl=1 at ⟦+2,374.1@{I1}.total_pnl!⟧ pts; out-of-sample it made "
  f"⟦+767.8@{O1}.total_pnl⟧ pts on ⟦21@{O1}.trades⟧ trades. Chosen on the same data, so beware selection bias.",
  omit='n'),
A(W, 'undisclosed', 'en-GB', 'lasertag',
  f"nine hold/stop pairs tried on ES; hold=3, sl=3 had the best in-sample Sharpe, ⟦1.89@{I2}.sharpe!⟧, over "
  f"⟦43@{I2}.trades⟧ trades. Selection bias applies.", omit='oos'),
A(W, 'undisclosed', 'nl-NL', 'teapluck',
  f"negen combinaties getest; hold=5, sl=1 won in-sample met ⟦+2.374,13@{I1}.total_pnl!⟧ punten en haalde "
  f"out-of-sample ⟦+767,82@{O1}.total_pnl⟧ over ⟦21@{O1}.trades⟧ trades.", omit='caveat'),
]
