"""The two sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py.
Layouts: _reg.py (no furniture line here: the disclosures need the room). '_' between digits = the locale's
group separator (U+202F fr, U+00A0 ru/pl)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A

R = 'x_sweep_rsi_level'
W = 'x_sweep_hold_stop_wf'
IS1 = "top(1).in_sample"
OS1 = "top(1).out_of_sample"
F1 = "folds[0].chosen"
WF = "walk_forward_out_of_sample"

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level
A(R, 'faithful', 'it-IT', 'handbell',
  "provate dodici combinazioni; la migliore nel campione, level=40, hold=3, ha Sharpe ⟦1,68@" + IS1 + ".sharpe⟧, "
  "ma fuori campione crolla a ⟦−3,52@" + OS1 + ".sharpe⟧: bias di selezione.", c='S5', t='20:00', f='auto'),
A(R, 'faithful', 'pt-BR', 'lampoil',
  "doze combinações testadas; a melhor dentro da amostra (level=40, hold=3) fez ⟦+3.378@" + IS1 + ".total_pnl⟧ "
  "pontos, mas fora da amostra ⟦−4.759,75@" + OS1 + ".total_pnl⟧. Viés de seleção.", c='D9', t='18:20', f='auto'),
A(R, 'faithful', 'nl-NL', 'kennel',
  "twaalf instellingen getest; de beste (level=40, hold=3) won in-sample ⟦68@" + IS1 + ".win_rate⟧ % van de "
  "trades, out-of-sample nog maar ⟦27,3@" + OS1 + ".win_rate⟧ %. Selectiebias.", c='R4', t='17:10', f='auto'),
A(R, 'faithful', 'fr-FR', 'skep',
  "douze réglages essayés ; en échantillon la moyenne des Sharpe est ⟦0,52@mean_objective.in_sample⟧, hors "
  "échantillon ⟦−3,30@mean_objective.out_of_sample⟧ — biais de sélection évident.", c='R2', t='15:45', f='auto'),
A(R, 'faithful', 'pl-PL', 'vane',
  "przetestowano dwanaście ustawień; najlepsze w próbie (level=40, hold=3) ma Sharpe ⟦1,68@" + IS1 + ".sharpe⟧, "
  "poza próbą ⟦−3,52@" + OS1 + ".sharpe⟧ przy ⟦33@" + OS1 + ".trades⟧ transakcjach — klasyczne przeuczenie.",
  c='WV1201', t='13:50', f='auto'),
A(R, 'faithful', 'en-GB', 'lampoil',
  "twelve settings tried; the in-sample winner (level=40, hold=3) made ⟦+3,378@" + IS1 + ".total_pnl⟧ points but "
  "lost ⟦4,759.75@" + OS1 + ".total_pnl|neg⟧ out-of-sample. Deflated Sharpe ⟦0.71@deflated_sharpe.value⟧ — overfit.",
  c='D5', t='19:30', f='auto'),
A(R, 'wrong_sample', 'es-ES', 'turfrota',
  "doce combinaciones; la mejor (level=40, hold=3) ganó ⟦+3.378@" + IS1 + ".total_pnl⟧ puntos en la muestra y "
  "fuera de muestra hizo ⟦25@" + OS1 + ".trades~" + IS1 + ".trades!⟧ operaciones; sesgo de selección.",
  c='P7', t='07:10', f='auto'),
A(R, 'wrong_sample', 'pl-PL', 'shucking',
  "dwanaście ustawień; level=40, hold=10: poza próbą ⟦+2347,75@top(3).out_of_sample.total_pnl~"
  "top(3).in_sample.total_pnl!⟧ pkt, Sharpe w próbie ⟦0,86@top(3).in_sample.sharpe⟧; uwaga na przeuczenie.",
  c='H5', t='14:30', f='auto'),
A(R, 'wrong_sample', 'ja-JP', 'quaytally',
  "⟦12@configurations.tried⟧通りを試行、最良のlevel=40, hold=3はサンプル内シャープ⟦1.68@" + IS1 + ".sharpe⟧、"
  "サンプル外のPFは⟦2.74@" + OS1 + ".profit_factor~" + IS1 + ".profit_factor!⟧。過剰適合に注意。", c='QC7', t='22:40'),
A(R, 'wrong_sample', 'ru-RU', 'kennel',
  "перебрано двенадцать вариантов; у level=40, hold=5 Шарп в выборке ⟦−3,19@top(2).in_sample.sharpe~"
  "top(2).out_of_sample.sharpe!⟧, сделок вне выборки ⟦22@top(2).out_of_sample.trades⟧; похоже на переобучение.",
  c='K9', t='18:00', f='auto'),
A(R, 'undisclosed', 'ru-RU', 'vane',
  "перебрано двенадцать вариантов; лучший в выборке — level=40, hold=3: Шарп ⟦1,68@" + IS1 + ".sharpe!⟧, "
  "вне выборки ⟦−3,52@" + OS1 + ".sharpe⟧.", c='WV0915', t='12:30', f='auto', omit='caveat'),
A(R, 'undisclosed', 'ja-JP', 'quaytally',
  "⟦12@configurations.tried⟧通りを総当たり。一番良かったのはlevel=40, hold=3で、シャープ⟦1.68@" + IS1 + ".sharpe!⟧、"
  "⟦25@" + IS1 + ".trades⟧回で⟦+3,378@" + IS1 + ".total_pnl⟧ポイント。過剰適合の可能性あり。", c='QC8', t='23:10',
  omit='oos'),
A(R, 'undisclosed', 'it-IT', 'cobbler',
  "la combinazione migliore nel campione, level=40, hold=3, ha Sharpe ⟦1,68@" + IS1 + ".sharpe!⟧, ma fuori "
  "campione ⟦−3,52@" + OS1 + ".sharpe⟧: bias di selezione.", c='F0913', t='11:20', omit='n'),
A(R, 'undisclosed', 'en-US', 'tinmine',
  "twelve combinations run; best was level=40, hold=3 with an in-sample Sharpe of ⟦1.68@" + IS1 + ".sharpe!⟧ on "
  "⟦25@" + IS1 + ".trades⟧ trades; out-of-sample it posted ⟦−3.52@" + OS1 + ".sharpe⟧.", c='L9', t='15:30', f='auto',
  omit='caveat'),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
A(W, 'faithful', 'nl-NL', 'cobbler',
  "negen combinaties getest; beste in-sample hold=5, sl=1 met ⟦+2.374,1@" + IS1 + ".total_pnl⟧ punten, "
  "out-of-sample ⟦+767,8@" + OS1 + ".total_pnl⟧; walk-forward in totaal ⟦+2.170,4@" + WF + ".total_pnl⟧. "
  "Let op selectiebias.", c='L1103', t='10:50', f='auto'),
A(W, 'faithful', 'zh-CN', 'vane',
  "共试了 ⟦9@configurations.tried⟧ 组参数，样本内最佳 hold=5, sl=1 赚 ⟦2,374.1@" + IS1 + ".total_pnl⟧ 点，"
  "样本外 ⟦767.8@" + OS1 + ".total_pnl⟧ 点，只有 ⟦21@" + OS1 + ".trades⟧ 笔；注意选择偏差。", c='V05', t='16:40'),
A(W, 'faithful', 'ru-RU', 'turfrota',
  "перебрано девять вариантов; лучший в выборке hold=5, sl=1: ⟦+2374,1@" + IS1 + ".total_pnl⟧ п., вне выборки "
  "⟦+767,8@" + OS1 + ".total_pnl⟧ п. на ⟦21@" + OS1 + ".trades⟧ сделке; сквозной walk-forward ⟦+2170,4@" + WF +
  ".total_pnl⟧. Возможна подгонка.", c='U6', t='07:00', f='auto'),
A(W, 'faithful', 'es-ES', 'fairorgan',
  "nueve combinaciones probadas; la mejor en la muestra, hold=5, sl=1, ganó ⟦+2.374,1@" + IS1 + ".total_pnl⟧; "
  "fuera de muestra ⟦+767,8@" + OS1 + ".total_pnl⟧ y el walk-forward completo ⟦+2.170,4@" + WF + ".total_pnl⟧ en "
  "⟦54@" + WF + ".trades⟧ operaciones. Ojo al sesgo de selección.", c='O1', t='13:15', f='auto'),
A(W, 'faithful', 'it-IT', 'kennel',
  "nove combinazioni; nel campione media ⟦+1.987,7@mean_objective.in_sample⟧ punti, fuori campione "
  "⟦+507,8@mean_objective.out_of_sample⟧: il bias di selezione si vede.", c='L3', t='18:10', f='auto'),
A(W, 'faithful', 'fr-FR', 'quaytally',
  "neuf combinaisons testées ; au pli 1, hold=5, sl=3 : ⟦+678,8@" + F1 + ".in_sample.total_pnl⟧ en échantillon, "
  "⟦+985,0@" + F1 + ".out_of_sample.total_pnl⟧ hors échantillon ; biais de sélection à garder en tête.",
  c='G6', t='22:10', f='auto'),
A(W, 'wrong_sample', 'pt-BR', 'cobbler',
  "nove combinações; na dobra 1 (hold=5, sl=3) a expectativa dentro da amostra foi ⟦89,55@" + F1 +
  ".in_sample.expectancy~" + F1 + ".out_of_sample.expectancy!⟧ e fora da amostra o resultado foi ⟦+985,0@" + F1 +
  ".out_of_sample.total_pnl⟧ pontos. Viés de seleção.", c='F0707', t='16:45', f='auto'),
A(W, 'wrong_sample', 'nl-NL', 'lampoil',
  "negen combinaties; beste hold=5, sl=1: in-sample ⟦54@" + IS1 + ".trades~" + WF + ".trades!⟧ trades en "
  "⟦+2.374,1@" + IS1 + ".total_pnl⟧ punten, out-of-sample ⟦+767,8@" + OS1 + ".total_pnl⟧. Selectiebias.",
  c='D4', t='19:40', f='auto'),
A(W, 'wrong_sample', 'ru-RU', 'handbell',
  "девять вариантов; средний итог вне выборки ⟦+1987,7@mean_objective.out_of_sample~mean_objective.in_sample!⟧ п., "
  "у лучшего (hold=5, sl=1) вне выборки ⟦+767,8@" + OS1 + ".total_pnl⟧; риск переобучения.", c='HB1', t='18:20', f='auto'),
A(W, 'wrong_sample', 'en-GB', 'lampoil',
  "nine combos tried; hold=3, sl=1 showed an out-of-sample Sharpe of ⟦1.61@top(4).out_of_sample.sharpe~"
  "top(4).in_sample.sharpe!⟧ on ⟦21@top(4).out_of_sample.trades⟧ trades — mind the selection bias.",
  c='D6', t='20:10', f='auto'),
A(W, 'undisclosed', 'it-IT', 'turfrota',
  "nove combinazioni provate; la migliore nel campione, hold=5, sl=1, ha fatto ⟦+2.374,1@" + IS1 + ".total_pnl!⟧ "
  "punti su ⟦59@" + IS1 + ".trades⟧ operazioni; occhio al bias di selezione.", c='G4', t='07:50', omit='oos'),
A(W, 'undisclosed', 'zh-CN', 'tinmine',
  "样本内最好的是 hold=5, sl=1：⟦2,374.1@" + IS1 + ".total_pnl!⟧ 点；样本外 ⟦767.8@" + OS1 + ".total_pnl⟧ 点，"
  "只有 ⟦21@" + OS1 + ".trades⟧ 笔交易；要警惕选择偏差。", c='L6', t='14:20', omit='n'),
A(W, 'undisclosed', 'es-ES', 'quaytally',
  "nueve combinaciones; la mejor en la muestra, hold=5, sl=1: ⟦+2.374,1@" + IS1 + ".total_pnl!⟧ puntos; fuera de "
  "muestra ⟦+767,8@" + OS1 + ".total_pnl⟧ en ⟦21@" + OS1 + ".trades⟧ operaciones.", c='G5', t='21:50', f='auto',
  omit='caveat'),
A(W, 'undisclosed', 'en-US', 'kennel',
  "nine combinations swept; top of the table was hold=5, sl=1 at ⟦+2,374.1@" + IS1 + ".total_pnl!⟧ points, "
  "Sharpe ⟦1.5@" + IS1 + ".sharpe⟧ — treat it as an overfit risk.", c='Y7', t='17:25', f='auto', omit='oos'),
]
