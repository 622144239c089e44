"""The two sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py.
Every answer but the undisclosed ones names the configurations tried, an out-of-sample figure with its phrase, and a
selection caveat; each undisclosed answer drops exactly one (omit=n|caveat|oos in its style tag)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A

I1, O1 = 'top(1).in_sample', 'top(1).out_of_sample'
WF = 'walk_forward_out_of_sample'

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level
A('x_sweep_rsi_level', 'faithful', 'fr-FR', 'churro',
  f"Douze configurations testées ; la meilleure en échantillon, level=40, hold=3, affiche un Sharpe de "
  f"⟦1,68@{I1}.sharpe⟧, mais hors échantillon ⟦−3,52@{O1}.sharpe⟧ sur ⟦33@{O1}.trades⟧ trades. Biais de "
  f"sélection évident."),
A('x_sweep_rsi_level', 'faithful', 'pl-PL', 'tuktuk',
  f"Dwanaście konfiguracji; najlepsza w próbie (level=40, hold=3) dała ⟦+3378@{I1}.total_pnl⟧ pkt, poza próbą "
  f"⟦−4759,75@{O1}.total_pnl⟧ pkt. Zdeflowany Sharpe ⟦0,71@deflated_sharpe.value⟧: klasyczne przeuczenie."),
A('x_sweep_rsi_level', 'faithful', 'pt-BR', 'zipper',
  f"Doze combinações testadas: a melhor dentro da amostra (level=40, hold=3) acertou ⟦68 %@{I1}.win_rate⟧ das "
  f"operações, mas fora da amostra só ⟦27,3 %@{O1}.win_rate⟧. Viés de seleção."),
A('x_sweep_rsi_level', 'faithful', 'ru-RU', 'plumber',
  "перебрано двенадцать вариантов; средний Шарп в выборке ⟦0,52@mean_objective.in_sample⟧, вне выборки "
  "⟦−3,30@mean_objective.out_of_sample⟧. Лучший (level=40, hold=3) — результат подгонки."),
A('x_sweep_rsi_level', 'faithful', 'es-ES', 'dimsum',
  "Se probaron doce combinaciones; la cuarta, level=30, hold=3, tuvo el mejor Sharpe fuera de la muestra: "
  "⟦−1,97@top(4).out_of_sample.sharpe⟧ con ⟦16@top(4).out_of_sample.trades⟧ operaciones. Aun así, "
  "sobreajuste: todas negativas."),
A('x_sweep_rsi_level', 'faithful', 'en-US', 'donut',
  f"Twelve configurations tried. The in-sample winner, level=40, hold=3, made ⟦+3,378@{I1}.total_pnl⟧ points on "
  f"⟦25@{I1}.trades⟧ trades, then ⟦−4,759.75@{O1}.total_pnl⟧ out-of-sample; deflated Sharpe "
  f"⟦0.71@deflated_sharpe.value⟧. An overfit peak."),
A('x_sweep_rsi_level', 'wrong_sample', 'en-US', 'boulder',
  f"Twelve configurations tried; level=40, hold=3 led in-sample with a Sharpe of ⟦1.68@{I1}.sharpe⟧, and its "
  f"out-of-sample profit factor was ⟦2.74@{O1}.profit_factor~{I1}.profit_factor!⟧. Still cherry-picked from "
  f"the grid."),
A('x_sweep_rsi_level', 'wrong_sample', 'es-ES', 'churro',
  "Doce combinaciones; la segunda, level=40, hold=5, sumó dentro de la muestra "
  "⟦−4.620,5@top(2).in_sample.total_pnl~top(2).out_of_sample.total_pnl!⟧ puntos. Fuera de la muestra las diez "
  "clasificadas salen negativas: sobreajuste."),
A('x_sweep_rsi_level', 'wrong_sample', 'nl-NL', 'crepe',
  "Twaalf configuraties; de buren van level=40, hold=3 haalden out-of-sample gemiddeld een Sharpe van "
  "⟦0,49@stability.mean_out_of_sample~stability.mean_in_sample!⟧. Selectiebias blijft."),
A('x_sweep_rsi_level', 'wrong_sample', 'pt-BR', 'waffle',
  "Doze configurações; a terceira, level=40, hold=10, teve Sharpe fora da amostra de "
  "⟦0,86@top(3).out_of_sample.sharpe~top(3).in_sample.sharpe!⟧. Viés de seleção provável."),
A('x_sweep_rsi_level', 'undisclosed', 'ru-RU', 'zipper',
  f"лучший вариант level=40, hold=3: Шарп в выборке ⟦1,68@{I1}.sharpe!⟧, вне выборки ⟦−3,52@{O1}.sharpe⟧ — "
  f"явная подгонка.", omit='n'),
A('x_sweep_rsi_level', 'undisclosed', 'fr-FR', 'plumber',
  f"Douze configurations ; level=40, hold=3 en tête avec ⟦25@{I1}.trades!⟧ trades et un Sharpe de "
  f"⟦1,68@{I1}.sharpe⟧ en échantillon, puis ⟦−3,52@{O1}.sharpe⟧ hors échantillon.", omit='caveat'),
A('x_sweep_rsi_level', 'undisclosed', 'ja-JP', 'waffle',
  f"最良のlevel=40, hold=3はサンプル内シャープ⟦1.68@{I1}.sharpe!⟧、取引⟦25@{I1}.trades⟧回。"
  f"⟦12@configurations.tried⟧通りから選んだ結果で、過剰適合の疑いが強い。", omit='oos'),
A('x_sweep_rsi_level', 'undisclosed', 'zh-CN', 'tuktuk',
  f"样本内最佳 level=40, hold=3 的夏普为 ⟦1.68@{I1}.sharpe!⟧，样本外为 ⟦−3.52@{O1}.sharpe⟧；"
  f"共测试 ⟦12@configurations.tried⟧ 组参数。", omit='caveat'),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
A('x_sweep_hold_stop_wf', 'faithful', 'fr-FR', 'dimsum',
  f"Neuf combinaisons testées en walk-forward sur ES ; la meilleure en échantillon, hold=5, sl=1, fait "
  f"⟦+2_374,13@{I1}.total_pnl⟧ points, puis ⟦+767,82@{O1}.total_pnl⟧ hors échantillon. Biais de sélection "
  f"à garder en tête."),
A('x_sweep_hold_stop_wf', 'faithful', 'en-GB', 'clockwork',
  f"Nine hold/stop settings tried on ES. Walk-forward out-of-sample overall: ⟦+2,170.37@{WF}.total_pnl⟧ "
  f"points over ⟦54@{WF}.trades⟧ trades, Sharpe ⟦1.45@{WF}.sharpe⟧. The in-sample pick, hold=5, sl=1, may "
  f"still be overfit."),
A('x_sweep_hold_stop_wf', 'faithful', 'it-IT', 'plumber',
  "Nove combinazioni su ES: in media ⟦+1.987,68@mean_objective.in_sample⟧ punti nel campione e "
  "⟦+507,84@mean_objective.out_of_sample⟧ fuori campione. Attenzione al bias di selezione sulla migliore, "
  "hold=5, sl=1."),
A('x_sweep_hold_stop_wf', 'faithful', 'en-US', 'dimsum',
  "Nine configurations tried; the walk-forward folds picked hold=5, sl=3 first "
  "(⟦+985.01@folds[0].chosen.out_of_sample.total_pnl⟧ out-of-sample), then hold=5, sl=1 twice "
  "(⟦+417.54@folds[1].chosen.out_of_sample.total_pnl⟧, ⟦+767.82@folds[2].chosen.out_of_sample.total_pnl⟧). "
  "Overfit risk remains."),
A('x_sweep_hold_stop_wf', 'faithful', 'fr-FR', 'tuktuk',
  "Neuf réglages sur ES ; le deuxième, hold=3, sl=3, gagnait ⟦+2_180,6@top(2).in_sample.total_pnl⟧ points en "
  "échantillon sur ⟦43@top(2).in_sample.trades⟧ trades, avec ⟦56,25 %@top(2).out_of_sample.win_rate⟧ de "
  "gagnants hors échantillon. Sur-optimisation possible."),
A('x_sweep_hold_stop_wf', 'faithful', 'nl-NL', 'waffle',
  f"Negen combinaties op ES; hold=5, sl=1 won in-sample ⟦+2.374,1@{I1}.total_pnl⟧ punten op "
  f"⟦59@{I1}.trades⟧ trades, out-of-sample ⟦+767,8@{O1}.total_pnl⟧ op ⟦21@{O1}.trades⟧. Gedeflateerde Sharpe "
  f"⟦0,97@deflated_sharpe.value⟧; selectiebias blijft een punt."),
A('x_sweep_hold_stop_wf', 'wrong_sample', 'en-GB', 'bento',
  "Nine settings tried; in fold 1 the walk-forward chose hold=5, sl=3, which made "
  "⟦+678.8@folds[0].chosen.out_of_sample.total_pnl~folds[0].chosen.in_sample.total_pnl!⟧ points out-of-sample. "
  "Mind the overfit risk."),
A('x_sweep_hold_stop_wf', 'wrong_sample', 'zh-CN', 'noodle',
  f"共测试 ⟦9@configurations.tried⟧ 组参数；hold=5, sl=1 的样本外夏普为 "
  f"⟦1.525@{O1}.sharpe~{I1}.sharpe!⟧，仍有过拟合风险。"),
A('x_sweep_hold_stop_wf', 'wrong_sample', 'de-DE', 'clockwork',
  "Neun Kombinationen getestet; hold=3, sl=1 kam Out-of-Sample auf "
  "⟦+2.074,68@top(4).out_of_sample.total_pnl~top(4).in_sample.total_pnl!⟧ Punkte. Überanpassung möglich."),
A('x_sweep_hold_stop_wf', 'wrong_sample', 'pl-PL', 'zipper',
  "Dziewięć konfiguracji; sąsiedzi najlepszej (hold=5, sl=1) mieli w próbie średnio "
  "⟦+359,45@stability.mean_in_sample~stability.mean_out_of_sample!⟧ pkt, a poza próbą wypadli słabiej. "
  "Ryzyko przeuczenia."),
A('x_sweep_hold_stop_wf', 'undisclosed', 'pt-BR', 'noodle',
  f"No ES, a melhor configuração dentro da amostra, hold=5, sl=1, somou ⟦+2.374,13@{I1}.total_pnl!⟧ pontos; "
  f"fora da amostra, ⟦+767,82@{O1}.total_pnl⟧. Viés de seleção.", omit='n'),
A('x_sweep_hold_stop_wf', 'undisclosed', 'nl-NL', 'donut',
  f"ES, walk-forward: de in-sample winnaar hold=5, sl=1 had ⟦59@{I1}.trades!⟧ trades en "
  f"⟦+2.374,1@{I1}.total_pnl⟧ punten; out-of-sample over alle folds ⟦+2.170,4@{WF}.total_pnl⟧. Selectiebias "
  f"mogelijk.", omit='n'),
A('x_sweep_hold_stop_wf', 'undisclosed', 'pl-PL', 'bento',
  f"Dziewięć konfiguracji na ES; najlepsza w próbie, hold=5, sl=1: ⟦+2374,13@{I1}.total_pnl!⟧ pkt, poza próbą "
  f"⟦+767,82@{O1}.total_pnl⟧ pkt przy ⟦21@{O1}.trades⟧ transakcjach.", omit='caveat'),
A('x_sweep_hold_stop_wf', 'undisclosed', 'it-IT', 'boulder',
  f"Nove combinazioni provate su ES; nel campione vince hold=5, sl=1 con ⟦+2.374,13@{I1}.total_pnl!⟧ punti e "
  f"⟦59@{I1}.trades⟧ operazioni. Rischio di sovradattamento.", omit='oos'),
]
