# blind5 part 5: the two parameter sweeps (x_sweep_rsi_level: split 70/30; x_sweep_hold_stop_wf: walk-forward)
from lib import E
N = '\u00a0'
NN = '\u202f'
R = 'x_sweep_rsi_level'
W = 'x_sweep_hold_stop_wf'
ENTRIES = [
# ---------------- x_sweep_rsi_level: faithful
E(R, 'faithful', 'en-US report heading bullets block quote',
  "## RSI dip-buying sweep (NQ)\n\n**TL;DR:** nothing here survives out-of-sample.\n\n- **⟦12@configurations.tried⟧** configurations tried (RSI level 30/35/40/45 × hold 3/5/10), ⟦10@configurations.eligible⟧ of them with at least 5 in-sample trades\n- Best in-sample: level 40, hold 3, Sharpe ⟦1.68@top(1).in_sample.sharpe⟧ (⟦25@top(1).in_sample.trades⟧ trades)\n  - Out-of-sample (⟦2024-05-29@D:2024-05-29⟧ → ⟦2025-01-02@D:2025-01-02⟧): Sharpe ⟦−3.52@top(1).out_of_sample.sharpe⟧, ⟦−4,759.75@top(1).out_of_sample.total_pnl⟧ pts\n- Mean objective across ranked configs: ⟦0.52@mean_objective.in_sample⟧ in-sample vs ⟦−3.30@mean_objective.out_of_sample⟧ out-of-sample\n- Deflated Sharpe ⟦0.71@deflated_sharpe.value⟧\n\n> The best setting was picked on in-sample data, so expect selection bias and overfitting: its in-sample figure is flattered."),
E(R, 'faithful', 'en-GB slack emoji',
  "🔎 ⟦12@configurations.tried⟧ combos tried. Top in-sample pick (RSI < 40, 3-day hold) had a Sharpe of ⟦1.68@top(1).in_sample.sharpe⟧ but went to ⟦−3.52@top(1).out_of_sample.sharpe⟧ out of sample. Classic overfit, I wouldn't use it."),
E(R, 'faithful', 'ja-JP prose',
  "⟦12@configurations.tried⟧通りの組み合わせを検証しました。サンプル内で最良だったのはRSI<40・保有3日（シャープ⟦1.68@top(1).in_sample.sharpe⟧）ですが、サンプル外では⟦−3.52@top(1).out_of_sample.sharpe⟧に悪化しました。過剰適合の可能性が高いです。"),
# ---------------- x_sweep_rsi_level: wrong_sample
E(R, 'wrong_sample', 'en-US prose',
  "Of ⟦12@configurations.tried⟧ configs tried, level 40 / hold 3 came out on top, and out of sample it posted a Sharpe of ⟦1.68@top(1).out_of_sample.sharpe~top(1).in_sample.sharpe!⟧. Still, it was picked in-sample, so beware of overfitting."),
E(R, 'wrong_sample', 'de-DE prose',
  "⟦12@configurations.tried⟧ Konfigurationen getestet. Die beste (Level 40, Haltedauer 3) kam Out-of-Sample auf ⟦25@top(1).out_of_sample.trades~top(1).in_sample.trades!⟧ Trades und einen Sharpe von ⟦−3,52@top(1).out_of_sample.sharpe⟧. Klassische Überanpassung."),
E(R, 'wrong_sample', 'fr-FR prose',
  "⟦12@configurations.tried⟧ configurations testées. En échantillon, la meilleure (niveau 40, détention 3) a perdu ⟦4" + NN + "759,75@top(1).in_sample.total_pnl~top(1).out_of_sample.total_pnl|neg!⟧ points ; hors échantillon, son Sharpe tombe à ⟦−3,52@top(1).out_of_sample.sharpe⟧. Biais de sélection probable."),
E(R, 'wrong_sample', 'es-ES prose',
  "Se probaron ⟦12@configurations.tried⟧ configuraciones. El objetivo medio fuera de muestra fue de ⟦0,52@mean_objective.out_of_sample~mean_objective.in_sample!⟧ y la mejor configuración cayó a ⟦−3,52@top(1).out_of_sample.sharpe⟧; ojo al sobreajuste."),
E(R, 'wrong_sample', 'en-GB prose',
  "Twelve settings were tried. The winner (level 40, hold 3) still won ⟦68%@top(1).out_of_sample.win_rate~top(1).in_sample.win_rate!⟧ of its trades out of sample. It was selected on in-sample data, so selection bias applies."),
# ---------------- x_sweep_rsi_level: undisclosed
E(R, 'undisclosed', 'en-US terse omit=caveat',
  "Best: level 40, hold 3, in-sample Sharpe ⟦1.68@top(1).in_sample.sharpe!⟧ over ⟦25@top(1).in_sample.trades⟧ trades; out of sample it fell to ⟦−3.52@top(1).out_of_sample.sharpe⟧. ⟦12@configurations.tried⟧ configurations tried.", omit='caveat'),
E(R, 'undisclosed', 'en-GB prose omit=oos',
  "Of the ⟦12@configurations.tried⟧ configurations tried, level 40 / hold 3 scored best in-sample: Sharpe ⟦1.68@top(1).in_sample.sharpe!⟧, ⟦25@top(1).in_sample.trades⟧ trades, ⟦+3,378@top(1).in_sample.total_pnl⟧ pts. Bear in mind that picking the best of many settings invites overfitting.", omit='oos'),
E(R, 'undisclosed', 'ru-RU prose omit=n',
  "Лучшая комбинация — уровень 40, удержание 3: Sharpe в выборке ⟦1,68@top(1).in_sample.sharpe!⟧, вне выборки ⟦−3,52@top(1).out_of_sample.sharpe⟧. Это классическое переобучение.", omit='n'),
E(R, 'undisclosed', 'es-ES prose omit=caveat',
  "Se probaron ⟦12@configurations.tried⟧ configuraciones. La mejor dentro de la muestra (nivel 40, mantener 3) logró un Sharpe de ⟦1,68@top(1).in_sample.sharpe!⟧, pero fuera de muestra cayó a ⟦−3,52@top(1).out_of_sample.sharpe⟧.", omit='caveat'),
E(R, 'undisclosed', 'nl-NL prose omit=n',
  "Beste combinatie: level 40, hold 3, met een in-sample Sharpe van ⟦1,68@top(1).in_sample.sharpe!⟧; out-of-sample werd dat ⟦−3,52@top(1).out_of_sample.sharpe⟧. Pas op voor overfitting.", omit='n'),
# ---------------- x_sweep_hold_stop_wf: faithful
E(W, 'faithful', 'en-US report markdown table',
  "## ES two-down-days sweep, walk-forward\n\n| Config | IS P&L (pts) | OOS P&L (pts) | OOS trades |\n|---|---:|---:|---:|\n| hold=5, sl=1 | ⟦+2,374.1@top(1).in_sample.total_pnl⟧ | ⟦+767.8@top(1).out_of_sample.total_pnl⟧ | ⟦21@top(1).out_of_sample.trades⟧ |\n| hold=3, sl=3 | ⟦+2,180.6@top(2).in_sample.total_pnl⟧ | ⟦+757.4@top(2).out_of_sample.total_pnl⟧ | ⟦16@top(2).out_of_sample.trades⟧ |\n| hold=5, sl=2 | ⟦+2,141.4@top(3).in_sample.total_pnl⟧ | ⟦+90.3@top(3).out_of_sample.total_pnl⟧ | ⟦15@top(3).out_of_sample.trades⟧ |\n\n⟦9@configurations.tried⟧ configurations tried; the stitched walk-forward out-of-sample result is ⟦+2,170.4@walk_forward_out_of_sample.total_pnl⟧ pts over ⟦54@walk_forward_out_of_sample.trades⟧ trades. Deflated Sharpe ⟦0.97@deflated_sharpe.value⟧.\n\n*Caveat:* the top row was chosen in-sample, so some selection bias remains, and ⟦21@top(1).out_of_sample.trades⟧ out-of-sample trades is a small sample."),
E(W, 'faithful', 'en-GB email',
  "Hi Sam,\n\nWe tried nine hold/stop combinations with three anchored walk-forward folds. The best in-sample setting (hold 5 days, 1% stop) made ⟦+2,374.1@top(1).in_sample.total_pnl⟧ pts in-sample and ⟦+767.8@top(1).out_of_sample.total_pnl⟧ pts out-of-sample on ⟦21@top(1).out_of_sample.trades⟧ trades. Across the folds, out-of-sample results were ⟦+985.0@folds[0].chosen.out_of_sample.total_pnl⟧, ⟦+417.5@folds[1].chosen.out_of_sample.total_pnl⟧ and ⟦+767.8@folds[2].chosen.out_of_sample.total_pnl⟧ pts. With nine tries there is overfitting risk, although the deflated Sharpe of ⟦0.97@deflated_sharpe.value⟧ suggests the edge holds up.\n\nThanks,\nLee"),
E(W, 'faithful', 'pl-PL prose',
  "Przetestowano ⟦9@configurations.tried⟧ konfiguracji. Najlepsza w próbie: hold=5, sl=1, ⟦+2374,1@top(1).in_sample.total_pnl⟧ pkt; poza próbą ⟦+767,8@top(1).out_of_sample.total_pnl⟧ pkt (⟦21@top(1).out_of_sample.trades⟧ transakcji). Uwaga na przeuczenie: wybór najlepszej konfiguracji zawyża wynik."),
E(W, 'faithful', 'it-IT prose',
  "Provate ⟦9@configurations.tried⟧ configurazioni; il walk-forward fuori campione complessivo dà ⟦+2.170,4@walk_forward_out_of_sample.total_pnl⟧ punti su ⟦54@walk_forward_out_of_sample.trades⟧ operazioni, Sharpe ⟦1,45@walk_forward_out_of_sample.sharpe⟧. Attenzione al bias di selezione."),
# ---------------- x_sweep_hold_stop_wf: wrong_sample
E(W, 'wrong_sample', 'en-US terse',
  "⟦9@configurations.tried⟧ configs tried. Out-of-sample, hold=5/sl=1 made ⟦+2,374.1@top(1).out_of_sample.total_pnl~top(1).in_sample.total_pnl!⟧ pts on ⟦21@top(1).out_of_sample.trades⟧ trades. Some overfitting risk since it was the in-sample winner."),
E(W, 'wrong_sample', 'it-IT prose',
  "Sono state provate ⟦9@configurations.tried⟧ configurazioni. In-sample la migliore (hold=5, sl=1) ha guadagnato ⟦767,8@top(1).in_sample.total_pnl~top(1).out_of_sample.total_pnl!⟧ punti; fuori campione il walk-forward complessivo dà ⟦+2.170,4@walk_forward_out_of_sample.total_pnl⟧. Attenzione al sovradattamento."),
E(W, 'wrong_sample', 'ja-JP prose',
  "⟦9@configurations.tried⟧通りを検証。第2フォールドのサンプル外損益は⟦+1,956.6@folds[1].chosen.out_of_sample.total_pnl~folds[1].chosen.in_sample.total_pnl!⟧ポイントでした。最良設定には過剰適合の恐れがあります。"),
E(W, 'wrong_sample', 'pt-BR prose',
  "Foram testadas ⟦9@configurations.tried⟧ configurações. A melhor (hold=5, sl=1) teve taxa de acerto fora da amostra de ⟦33,9%@top(1).out_of_sample.win_rate~top(1).in_sample.win_rate!⟧. Cuidado com o viés de seleção."),
# ---------------- x_sweep_hold_stop_wf: wrong_year (fold swap)
E(W, 'wrong_year', 'en-GB prose',
  "⟦9@configurations.tried⟧ configurations tried. In the first-half-2024 test window (from ⟦3 January 2024@D:2024-01-03⟧), the walk-forward pick made ⟦+985.0@folds[1].chosen.out_of_sample.total_pnl~folds[0].chosen.out_of_sample.total_pnl!⟧ pts out-of-sample. Watch for overfitting: each fold's pick is the best of nine in-sample."),
# ---------------- x_sweep_hold_stop_wf: undisclosed
E(W, 'undisclosed', 'en-US prose omit=n',
  "hold=5, sl=1 ranks first: in-sample ⟦+2,374.1@top(1).in_sample.total_pnl!⟧ pts, out-of-sample ⟦+767.8@top(1).out_of_sample.total_pnl⟧ pts on ⟦21@top(1).out_of_sample.trades⟧ trades. Treat it with caution: choosing the top in-sample row carries selection bias.", omit='n'),
E(W, 'undisclosed', 'de-DE prose omit=caveat',
  "⟦9@configurations.tried⟧ Konfigurationen getestet; beste In-Sample-Variante: hold=5, sl=1 mit ⟦+2.374,1@top(1).in_sample.total_pnl!⟧ Punkten, Out-of-Sample ⟦+767,8@top(1).out_of_sample.total_pnl⟧ Punkte.", omit='caveat'),
E(W, 'undisclosed', 'fr-FR prose omit=oos',
  "Sur les ⟦9@configurations.tried⟧ configurations testées, la meilleure en échantillon est hold=5, sl=1 avec ⟦+2" + NN + "374,1@top(1).in_sample.total_pnl!⟧ points (⟦59@top(1).in_sample.trades⟧ trades). Attention au biais de sélection : on a retenu le meilleur résultat.", omit='oos'),
E(W, 'undisclosed', 'zh-CN prose omit=oos',
  "共测试⟦9@configurations.tried⟧组参数，样本内最优为hold=5、sl=1，总盈利⟦+2,374.1@top(1).in_sample.total_pnl!⟧点（⟦59@top(1).in_sample.trades⟧笔交易）。注意选择偏差和过拟合风险。", omit='oos'),
]
