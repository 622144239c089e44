"""The two sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py.
Every answer but the undisclosed ones names the configurations tried, an out-of-sample figure and phrase, and a
selection/overfitting caveat; each undisclosed answer leaves out exactly the one named in its style tag."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A

R = 'x_sweep_rsi_level'
W = 'x_sweep_hold_stop_wf'
T1I = "top(1).in_sample."
T1O = "top(1).out_of_sample."
WF = "walk_forward_out_of_sample."

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level
A(R, 'wrong_sample', 'pl-PL', 'ferrybell',
  "przegląd RSI: dwanaście konfiguracji; najlepsza w próbie level=40, hold=3 — Sharpe ⟦1,68@" + T1I + "sharpe⟧, "
  "skuteczność w próbie ⟦27,3%@" + T1I + "win_rate~" + T1O + "win_rate!⟧; poza próbą Sharpe ⟦−3,52@" + T1O
  + "sharpe⟧. Klasyczne przeuczenie.", c='X5', t='17:50', f='auto'),
A(R, 'wrong_sample', 'en-US', 'icevan',
  "twelve RSI/hold combos tried. Best in-sample: level=40, hold=3, Sharpe ⟦1.68@" + T1I + "sharpe⟧ on "
  "⟦25@" + T1I + "trades⟧ trades. Runner-up level=40, hold=5 made ⟦+3,024@top(2).out_of_sample.total_pnl~"
  "top(2).in_sample.total_pnl!⟧ points out-of-sample. Selection bias: a top-of-table pick flatters.",
  c='V8', t='19:40', p='Boardwalk', f='auto'),
A(R, 'wrong_sample', 'fr-FR', 'rackrail',
  "balayage RSI : douze configurations ; la meilleure (level=40, hold=3) : Sharpe "
  "⟦1,68@" + T1I + "sharpe⟧ en échantillon et, hors échantillon, une espérance de ⟦+135,12@" + T1O + "expectancy~"
  + T1I + "expectancy!⟧ points par trade. Biais de sélection.", c='R3', t='08:55', f='auto'),
A(R, 'wrong_sample', 'pt-BR', 'leadroof',
  "varredura de RSI com doze configurações: a melhor, level=40, hold=3, teve Sharpe ⟦1,68@" + T1I + "sharpe⟧ "
  "dentro da amostra e ⟦−3,52@" + T1O + "sharpe⟧ fora da amostra; a média dentro da amostra de todas foi "
  "⟦−3,30@mean_objective.in_sample~mean_objective.out_of_sample!⟧. Viés de seleção evidente.",
  c='N7', t='15:15', f='auto'),
A(R, 'undisclosed', 'de-DE', 'waxseal',
  "RSI-Sweep: beste Einstellung level=40, hold=3 mit In-Sample-Sharpe ⟦1,68@" + T1I + "sharpe!⟧ "
  "(⟦25@" + T1I + "trades⟧ Trades), Out-of-Sample ⟦−3,52@" + T1O + "sharpe⟧ auf ⟦33@" + T1O + "trades⟧ Trades. "
  "Klassische Überanpassung.", c='WS0340', t='16:05', omit='n'),
A(R, 'undisclosed', 'nl-NL', 'leadroof',
  "RSI-sweep, twaalf combinaties: beste in-sample level=40, hold=3 met Sharpe ⟦1,68@" + T1I + "sharpe!⟧ over "
  "⟦25@" + T1I + "trades⟧ trades; out-of-sample ⟦−3,52@" + T1O + "sharpe⟧ over ⟦33@" + T1O + "trades⟧ trades "
  "en ⟦−4.759,75@" + T1O + "total_pnl⟧ punten.", c='N2', t='15:05', omit='caveat', f='auto'),
A(R, 'undisclosed', 'it-IT', 'icevan',
  "dodici configurazioni RSI/tenuta; la migliore nel campione, level=40, hold=3, ha Sharpe ⟦1,68@" + T1I
  + "sharpe!⟧ e ⟦+3.378@" + T1I + "total_pnl⟧ punti; fuori campione ⟦−3,52@" + T1O + "sharpe⟧ e "
  "⟦−4.759,75@" + T1O + "total_pnl⟧.", c='V7', t='20:35', omit='caveat', f='auto'),
A(R, 'undisclosed', 'ja-JP', 'rackrail',
  "RSI水準×保有日数の⟦12@configurations.tried⟧通りを総当たり。最良はlevel=40, hold=3で、シャープ"
  "⟦1.68@" + T1I + "sharpe!⟧、取引⟦25@" + T1I + "trades⟧回、損益⟦+3,378@" + T1I + "total_pnl⟧ポイント。"
  "過剰適合の可能性が高い。", c='R5', t='08:40', omit='oos'),
A(R, 'faithful', 'it-IT', 'lavender',
  "dodici combinazioni provate; la migliore nel campione (level=40, hold=3) ha Sharpe ⟦1,68@" + T1I + "sharpe⟧ "
  "su ⟦25@" + T1I + "trades⟧ operazioni, ma fuori campione crolla a ⟦−3,52@" + T1O + "sharpe⟧ su "
  "⟦33@" + T1O + "trades⟧. Tipico bias di selezione.", c='A6', t='18:10', f='auto'),
A(R, 'faithful', 'es-ES', 'skeet',
  "barrido de doce configuraciones de RSI y permanencia: la mejor dentro de muestra, level=40, hold=3, Sharpe "
  "⟦1,68@" + T1I + "sharpe⟧; fuera de muestra, ⟦−3,52@" + T1O + "sharpe⟧ y ⟦−4759,75@" + T1O + "total_pnl⟧ "
  "puntos. Sesgo de selección de manual.", c='E5', t='12:30', f='auto'),
A(R, 'faithful', 'de-DE', 'lavender',
  "zwölf Kombinationen getestet; Spitzenreiter level=40, hold=3: In-Sample-Sharpe ⟦1,68@" + T1I + "sharpe⟧, "
  "Out-of-Sample ⟦−3,52@" + T1O + "sharpe⟧; Deflated Sharpe nur ⟦0,71@deflated_sharpe.value⟧. Das riecht "
  "nach Überanpassung.", c='A9', t='19:00', f='auto'),
A(R, 'faithful', 'en-GB', 'pickle',
  "twelve configurations tried; best in-sample level=40, hold=3 (Sharpe ⟦1.68@" + T1I + "sharpe⟧, "
  "⟦25@" + T1I + "trades⟧ trades), but out-of-sample it fell to ⟦−3.52@" + T1O + "sharpe⟧ over "
  "⟦33@" + T1O + "trades⟧ trades. Overfit, most likely.", c='J7', t='14:05', f='auto'),
A(R, 'faithful', 'fr-FR', 'towpath',
  "douze réglages testés ; le meilleur en échantillon (level=40, hold=3 : Sharpe ⟦1,68@" + T1I + "sharpe⟧) "
  "tombe à ⟦−3,52@" + T1O + "sharpe⟧ hors échantillon, perte de ⟦4_759,75@" + T1O + "total_pnl|neg⟧ points. "
  "Biais de sélection typique.", c='L6', t='18:45', f='auto'),
A(R, 'faithful', 'ru-RU', 'splitter',
  "перебрано двенадцать конфигураций; лучшая в выборке — level=40, hold=3, Шарп ⟦1,68@" + T1I + "sharpe⟧ на "
  "⟦25@" + T1I + "trades⟧ сделках; вне выборки ⟦−3,52@" + T1O + "sharpe⟧ на ⟦33@" + T1O + "trades⟧. "
  "Похоже на переобучение.", c='G2', t='16:25', f='auto'),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
A(W, 'wrong_sample', 'es-ES', 'pickle',
  "barrido en ES de nueve combinaciones (walk-forward): la mejor dentro de muestra, hold=5, sl=1, "
  "⟦+2374,13@" + T1I + "total_pnl⟧ puntos con factor de beneficio ⟦1,81@" + T1I + "profit_factor~" + T1O
  + "profit_factor!⟧; fuera de muestra ⟦+767,82@" + T1O + "total_pnl⟧. Ojo al sesgo de selección.",
  c='J3', t='13:55', f='auto'),
A(W, 'wrong_sample', 'zh-CN', 'towpath',
  "ES持有期×止损共⟦9@configurations.tried⟧种组合，走步验证：第二折选中hold=5, sl=1，样本外"
  "⟦+1,956.6@folds[1].chosen.out_of_sample.total_pnl~folds[1].chosen.in_sample.total_pnl!⟧点；整体样本外"
  "⟦+2,170.4@" + WF + "total_pnl⟧点（⟦54@" + WF + "trades⟧笔）。样本内最优存在选择偏差。", c='L4', t='18:15'),
A(W, 'wrong_sample', 'fr-FR', 'leadroof',
  "neuf combinaisons en walk-forward sur l'ES ; la deuxième, hold=3, sl=3 : "
  "⟦+757,4@top(2).in_sample.total_pnl~top(2).out_of_sample.total_pnl!⟧ points en échantillon ; la meilleure, "
  "hold=5, sl=1 : ⟦+2_374,1@" + T1I + "total_pnl⟧ en échantillon, ⟦+767,8@" + T1O + "total_pnl⟧ hors "
  "échantillon. Biais de sélection.", c='N1', t='15:45', f='auto'),
A(W, 'wrong_sample', 'en-US', 'skeet',
  "nine hold/stop combos on ES, walk-forward. Best in-sample: hold=5, sl=1, ⟦+2,374.1@" + T1I + "total_pnl⟧ "
  "points on ⟦59@" + T1I + "trades⟧ trades, in-sample win rate ⟦37.0%@" + T1I + "win_rate~" + WF + "win_rate!⟧; "
  "out-of-sample ⟦+767.8@" + T1O + "total_pnl⟧. Overfit risk is real.", c='SQ3', t='12:20', p='Kansas City',
  f='auto'),
A(W, 'undisclosed', 'fr-FR', 'waxseal',
  "walk-forward sur l'ES : meilleure combinaison en échantillon hold=5, sl=1, ⟦+2_374,1@" + T1I + "total_pnl!⟧ "
  "points sur ⟦59@" + T1I + "trades⟧ trades ; hors échantillon ⟦+767,8@" + T1O + "total_pnl⟧ sur "
  "⟦21@" + T1O + "trades⟧. Gare au biais de sélection.", c='WS0507', t='15:35', omit='n', f='auto'),
A(W, 'undisclosed', 'pt-BR', 'lavender',
  "walk-forward no ES: a melhor dentro da amostra, hold=5, sl=1, somou ⟦+2.374,13@" + T1I + "total_pnl!⟧ "
  "pontos; fora da amostra ⟦+767,82@" + T1O + "total_pnl⟧ em ⟦21@" + T1O + "trades⟧ operações, e o "
  "walk-forward completo ⟦+2.170,37@" + WF + "total_pnl⟧. Cuidado com o viés de seleção.",
  c='A7', t='17:35', omit='n', f='auto'),
A(W, 'undisclosed', 'ru-RU', 'splitter',
  "ES, девять сочетаний hold/sl, walk-forward: лучшее в выборке — hold=5, sl=1, ⟦+2374,1@" + T1I
  + "total_pnl!⟧ п. на ⟦59@" + T1I + "trades⟧ сделках; вне выборки ⟦+767,8@" + T1O + "total_pnl⟧ на "
  "⟦21@" + T1O + "trades⟧, по всему walk-forward ⟦+2170,4@" + WF + "total_pnl⟧ п.", c='G7', t='16:10',
  omit='caveat', f='auto'),
A(W, 'undisclosed', 'it-IT', 'splitter',
  "nove combinazioni hold/stop sull'ES; in testa nel campione hold=5, sl=1 con ⟦+2.374,1@" + T1I
  + "total_pnl!⟧ punti su ⟦59@" + T1I + "trades⟧ operazioni e Sharpe ⟦1,5@" + T1I + "sharpe⟧. Bias di "
  "selezione: è il migliore di nove per costruzione.", c='G8', t='16:40', omit='oos', f='auto'),
A(W, 'faithful', 'pt-BR', 'towpath',
  "nove combinações de hold e stop no ES, em walk-forward: a melhor dentro da amostra (hold=5, sl=1) fez "
  "⟦+2.374,1@" + T1I + "total_pnl⟧ pontos; fora da amostra, ⟦+767,8@" + T1O + "total_pnl⟧ em "
  "⟦21@" + T1O + "trades⟧ operações. Há viés de seleção no ranking.", c='L8', t='17:05', f='auto'),
A(W, 'faithful', 'nl-NL', 'ferrybell',
  "negen combinaties, walk-forward op ES: beste in-sample hold=5, sl=1 (⟦+2.374,1@" + T1I + "total_pnl⟧ punten, "
  "⟦59@" + T1I + "trades⟧ trades); out-of-sample ⟦+767,8@" + T1O + "total_pnl⟧ over ⟦21@" + T1O + "trades⟧ "
  "trades. Deflated Sharpe ⟦0,97@deflated_sharpe.value⟧. Let op selectiebias.", c='X9', t='19:25', f='auto'),
A(W, 'faithful', 'nl-NL', 'leadroof',
  "ES-sweep met negen hold/stop-combinaties: walk-forward out-of-sample samen ⟦+2.170,4@" + WF + "total_pnl⟧ "
  "punten over ⟦54@" + WF + "trades⟧ trades (Sharpe ⟦1,45@" + WF + "sharpe⟧); gemiddeld in-sample "
  "⟦+1.987,7@mean_objective.in_sample⟧ tegen ⟦+507,8@mean_objective.out_of_sample⟧. Selectiebias blijft.",
  c='N4', t='15:55', f='auto'),
A(W, 'faithful', 'pl-PL', 'skeet',
  "dziewięć kombinacji hold/stop na ES, walk-forward: najlepsza w próbie hold=5, sl=1 dała "
  "⟦+2374,1@" + T1I + "total_pnl⟧ pkt; poza próbą ⟦+767,8@" + T1O + "total_pnl⟧ pkt w ⟦21@" + T1O + "trades⟧ "
  "transakcjach. Ryzyko przeuczenia jest, ale wynik się utrzymał.", c='Z4', t='12:40', f='auto'),
A(W, 'faithful', 'pl-PL', 'pitpony',
  "ES, dziewięć ustawień, walk-forward w trzech krokach: łącznie poza próbą ⟦+2170,4@" + WF + "total_pnl⟧ pkt "
  "na ⟦54@" + WF + "trades⟧ transakcjach; pierwszy krok wybrał hold=5, sl=3 (poza próbą "
  "⟦+985,0@folds[0].chosen.out_of_sample.total_pnl⟧). Uwaga na przeuczenie.", c='P9', t='16:15', f='auto'),
A(W, 'faithful', 'zh-CN', 'icevan',
  "ES持有期与止损共测试⟦9@configurations.tried⟧种组合（走步验证）：样本内最优hold=5, sl=1，"
  "⟦+2,374.1@" + T1I + "total_pnl⟧点；样本外⟦+767.8@" + T1O + "total_pnl⟧点，⟦21@" + T1O + "trades⟧笔。"
  "需警惕选择偏差。", c='V2', t='20:25'),
]
