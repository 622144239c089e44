"""The two sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf), 14 answers each. Markers: see ../../blind4/lib.py.
Every answer but the undisclosed ones names the configurations tried, an out-of-sample figure and a caveat."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A

R = 'x_sweep_rsi_level'
W = 'x_sweep_hold_stop_wf'
T1I, T1O = 'top(1).in_sample', 'top(1).out_of_sample'

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level
A(R, 'faithful', 'de-DE', 'tortilla',
  f"zwölf Konfigurationen getestet; die beste, level=40, hold=3, hat In-Sample einen Sharpe von ⟦1,68@{T1I}.sharpe⟧, "
  f"Out-of-Sample aber ⟦−3,52@{T1O}.sharpe⟧. Deflationierter Sharpe ⟦0,71@deflated_sharpe.value⟧: klare Überanpassung."),
A(R, 'faithful', 'ja-JP', 'glazier',
  f"⟦12@configurations.tried⟧通りを試し、最良のlevel=40, hold=3はサンプル内シャープ⟦1.68@{T1I}.sharpe⟧、"
  f"サンプル外⟦−3.52@{T1O}.sharpe⟧。過剰適合の疑いが強い。"),
A(R, 'faithful', 'it-IT', 'brewpub',
  "dodici configurazioni provate: Sharpe medio in-sample ⟦0,52@mean_objective.in_sample⟧, fuori campione "
  "⟦−3,30@mean_objective.out_of_sample⟧; tutte le dieci classificate sono negative fuori campione. Rischio di "
  "sovradattamento."),
A(R, 'faithful', 'ja-JP', 'wheelwright',
  "⟦12@configurations.tried⟧通りのうち、サンプル外で最も良かったのはlevel=30, hold=3で、シャープ"
  "⟦−1.97@top(4).out_of_sample.sharpe⟧、勝率⟦43.75@top(4).out_of_sample.win_rate⟧%。オーバーフィットに注意。"),
A(R, 'faithful', 'ru-RU', 'poultry',
  f"перебрано двенадцать конфигураций; лучшая, level=40, hold=3, в выборке дала ⟦+3378@{T1I}.total_pnl⟧ п. на "
  f"⟦25@{T1I}.trades⟧ сделках, вне выборки ⟦−4759,75@{T1O}.total_pnl⟧ п. Похоже на переобучение."),
A(R, 'faithful', 'pl-PL', 'eggpack',
  "przetestowano dwanaście konfiguracji; najlepsza ma trzech sąsiadów w siatce, średnio ⟦0,49@stability.mean_in_sample⟧ "
  "w próbie i ⟦−3,37@stability.mean_out_of_sample⟧ poza próbą. Deflowany Sharpe ⟦0,71@deflated_sharpe.value⟧; ryzyko "
  "przeuczenia."),
A(R, 'wrong_sample', 'ru-RU', 'tortilla',
  "перебрано двенадцать конфигураций; в среднем вне выборки Sharpe "
  "⟦0,52@mean_objective.out_of_sample~mean_objective.in_sample!⟧, а лучшая, level=40, hold=3, вне выборки "
  f"⟦−3,52@{T1O}.sharpe⟧. Явное переобучение."),
A(R, 'wrong_sample', 'pl-PL', 'glazier',
  "dwanaście konfiguracji; level=40, hold=10 poza próbą zarobiła "
  "⟦+2347,75@top(3).out_of_sample.total_pnl~top(3).in_sample.total_pnl!⟧ pkt. Ryzyko przeuczenia przy takim wyborze."),
A(R, 'wrong_sample', 'en-GB', 'miso',
  f"twelve configurations tried; the best, level=40, hold=3, took ⟦33@{T1I}.trades~{T1O}.trades!⟧ trades in-sample "
  f"and ended at ⟦−3.52@{T1O}.sharpe⟧ Sharpe out-of-sample. Classic overfit."),
A(R, 'wrong_sample', 'fr-FR', 'sausage',
  f"douze configurations testées ; la meilleure, level=40, hold=3, affiche dans l'échantillon un profit factor de "
  f"⟦0,29@{T1I}.profit_factor~{T1O}.profit_factor!⟧, hors échantillon un Sharpe de ⟦−3,52@{T1O}.sharpe⟧. Biais de "
  f"sélection évident."),
A(R, 'undisclosed', 'fr-FR', 'brewpub',
  f"la meilleure configuration, level=40, hold=3, affichait un Sharpe de ⟦1,68@{T1I}.sharpe!⟧ sur la période "
  f"d'apprentissage, et ⟦−3,52@{T1O}.sharpe⟧ hors échantillon. Douze configurations testées.", omit='caveat'),
A(R, 'undisclosed', 'en-GB', 'jerky',
  f"twelve configurations tried. Top of the table, level=40, hold=3: in-sample Sharpe ⟦1.681@{T1I}.sharpe!⟧ on "
  f"⟦25@{T1I}.trades⟧ trades; out-of-sample ⟦−3.52@{T1O}.sharpe⟧ on ⟦33@{T1O}.trades⟧.", omit='caveat'),
A(R, 'undisclosed', 'it-IT', 'wheelwright',
  f"la migliore, level=40, hold=3, rendeva in-sample ⟦+3.378@{T1I}.total_pnl!⟧ punti; fuori campione "
  f"⟦−4.759,75@{T1O}.total_pnl⟧. Classico sovradattamento.", omit='n'),
A(R, 'undisclosed', 'pt-BR', 'eggpack',
  f"doze configurações testadas; a melhor, level=40, hold=3, teve Sharpe de ⟦1,68@{T1I}.sharpe!⟧ na amostra de "
  f"treino, com ⟦25@{T1I}.trades⟧ operações e ⟦+3.378@{T1I}.total_pnl⟧ pontos. Há viés de seleção.", omit='oos'),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
A(W, 'faithful', 'es-ES', 'eggpack',
  f"nueve configuraciones; la mejor dentro de la muestra, hold=5, sl=1, ganó ⟦+2.374,13@{T1I}.total_pnl⟧ puntos y "
  f"fuera de la muestra ⟦+767,82@{T1O}.total_pnl⟧ en ⟦21@{T1O}.trades⟧ operaciones. Cuidado con el sesgo de selección."),
A(W, 'faithful', 'ru-RU', 'vinegar',
  "девять конфигураций, walk-forward в три фолда: вне выборки по всем фолдам ⟦+2170,37@walk_forward_out_of_sample.total_pnl⟧ "
  "п. на ⟦54@walk_forward_out_of_sample.trades⟧ сделках; дефлированный Sharpe ⟦0,97@deflated_sharpe.value⟧. Риск "
  "переобучения ниже, но есть."),
A(W, 'faithful', 'en-GB', 'glazier',
  "nine configurations tried. Fold 1 chose hold=5, sl=3 (out-of-sample ⟦+985.01@folds[0].chosen.out_of_sample.total_pnl⟧), "
  "folds 2 and 3 chose hold=5, sl=1. Selection bias still applies to the ranking."),
A(W, 'faithful', 'fr-FR', 'poultry',
  "neuf configurations ; moyenne dans l'échantillon ⟦+1_987,68@mean_objective.in_sample⟧ points contre "
  "⟦+507,84@mean_objective.out_of_sample⟧ hors échantillon. Biais de sélection à garder en tête."),
A(W, 'faithful', 'nl-NL', 'miso',
  "negen configuraties getest; nummer twee, hold=3, sl=3, haalde in-sample ⟦+2.180,6@top(2).in_sample.total_pnl⟧ en "
  "out-of-sample ⟦+757,4@top(2).out_of_sample.total_pnl⟧ punten, Sharpe ⟦1,68@top(2).out_of_sample.sharpe⟧. Let op "
  "selectiebias."),
A(W, 'faithful', 'ja-JP', 'miso',
  f"⟦9@configurations.tried⟧通りのうち最良のhold=5, sl=1は、サンプル外勝率⟦33.3@{T1O}.win_rate⟧%、サンプル外取引"
  f"⟦21@{T1O}.trades⟧回。過剰適合に注意。"),
A(W, 'wrong_sample', 'pt-BR', 'tofu',
  "nove configurações; média na amostra de ⟦+507,84@mean_objective.in_sample~mean_objective.out_of_sample!⟧ pontos, "
  f"e a melhor, hold=5, sl=1, fez ⟦+767,82@{T1O}.total_pnl⟧ fora da amostra. Atenção ao viés de seleção."),
A(W, 'wrong_sample', 'en-US', 'vinegar',
  f"nine configurations tried; the best, hold=5, sl=1, made "
  f"⟦+2,170.4@{T1I}.total_pnl~walk_forward_out_of_sample.total_pnl!⟧ pts in-sample and ⟦+767.8@{T1O}.total_pnl⟧ "
  f"out-of-sample. Some overfit is baked in."),
A(W, 'wrong_sample', 'zh-CN', 'kimchi',
  "共测试 ⟦9@configurations.tried⟧ 组参数；第 1 折选中 hold=5, sl=3，样本外 "
  "⟦+678.80@folds[0].chosen.out_of_sample.total_pnl~folds[0].chosen.in_sample.total_pnl!⟧ 点。注意过拟合。"),
A(W, 'wrong_sample', 'ja-JP', 'eggpack',
  "⟦9@configurations.tried⟧通りのうち、hold=3, sl=1のサンプル内シャープは"
  "⟦1.57@top(4).in_sample.sharpe~top(4).out_of_sample.sharpe!⟧、サンプル外損益は⟦+628.61@top(4).out_of_sample.total_pnl⟧。"
  "過剰適合の可能性あり。"),
A(W, 'undisclosed', 'ru-RU', 'kimchi',
  f"лучшая конфигурация hold=5, sl=1: в выборке ⟦+2374,13@{T1I}.total_pnl!⟧ п., вне выборки "
  f"⟦+767,82@{T1O}.total_pnl⟧ п. Риск переобучения.", omit='n'),
A(W, 'undisclosed', 'es-ES', 'tofu',
  f"la mejor combinación, hold=5, sl=1, tuvo un Sharpe de ⟦1,52@{T1I}.sharpe!⟧ dentro de la muestra y "
  f"⟦1,45@{T1O}.sharpe⟧ fuera de la muestra; ojo al sesgo de selección.", omit='n'),
A(W, 'undisclosed', 'en-US', 'sausage',
  f"nine configurations tried; hold=5, sl=1 ranked first with ⟦+2,374.1@{T1I}.total_pnl!⟧ points in-sample on "
  f"⟦59@{T1I}.trades⟧ trades. Overfit risk: that is the figure the grid was ranked on.", omit='oos'),
A(W, 'undisclosed', 'zh-CN', 'tortilla',
  f"⟦9@configurations.tried⟧ 组参数中 hold=5, sl=1 样本内盈利 ⟦2,374.13@{T1I}.total_pnl!⟧ 点，样本外 "
  f"⟦767.82@{T1O}.total_pnl⟧ 点。", omit='caveat'),
]
