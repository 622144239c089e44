# blind5 part 7: English answers added last (restated parameters, hedges, code spans, block quote)
from lib import E
N = '\u00a0'
ENTRIES = [
E('b_breakdown_short_2024', 'faithful', 'en-US restates parameters hedged',
  "You asked for: short when the close breaks below the prior day's low, 2024 only, 1% target / 0.5% stop, exit after 3 days.\n\nResult: ⟦79@total_trades⟧ trades, ~⟦1.2k@total_pnl⟧ pts net (⟦+1,183.1@total_pnl⟧), win rate just over ⟦40%@win_rate|u=10⟧ (⟦40.5%@win_rate⟧). Most trades resolve the same day: the average holding time is ⟦0.03@avg_bars_held⟧ bars."),
E('q_gap_2024', 'faithful', 'en-GB inline code',
  "`mean_g` = ⟦1.51@mean_g⟧, `std_g` = ⟦34.54@std_g⟧, `max_g` = ⟦147.25@max_g⟧, `min_g` = ⟦−128.5@min_g⟧ (points, 2024). In words: gaps are centred near zero and rarely large."),
E('q_rth_hour_volume', 'faithful', 'en-US range hedged k',
  "Hourly RTH volume over the last 20 sessions ranges between ~⟦5.8k@row('16:00').mean_volume⟧ (16:00–16:59) and ~⟦19.4k@row('15:00').mean_volume⟧ (15:00–15:59) contracts; the last full hour is the busiest."),
E('b_fade_2023_vs_2024', 'misrounded', 'en-US terse',
  "2024 PF ⟦2.81@B.profit_factor!⟧ vs 2023 ⟦1.02@A.profit_factor⟧, so 2024 by a mile."),
E('q_close_extremes_2023', 'faithful', 'pl-PL prose range',
  "Zamknięcia w 2023 r. wahały się od ⟦15" + N + "875,25@min_close⟧ do ⟦18" + N + "946@max_close⟧; rok zakończył się na ⟦17" + N + "553,5@last_close⟧, w górnej części tego przedziału."),
E('b_rsi_long', 'coincidental', 'en-US bullets',
  "- Trades: ⟦36@total_trades⟧\n- Avg hold: ⟦4.8@avg_bars_held!⟧ bars\n- Net: ⟦−917.4@total_pnl⟧ pts"),
E('x_portfolio_two_down', 'derived', 'en-GB multiplier',
  "ES's gain (⟦+134,871.25@leg('ES').pnl⟧) was about ⟦1.57@leg('ES').pnl/-leg('NQ').pnl!⟧x the size of NQ's loss (⟦−86,112.30@leg('NQ').pnl⟧), which is why the portfolio still finished up."),
E('r_by_shop', 'faithful', 'en-GB hedged k',
  "Roughly ₽⟦216k@row('Перекрёсток').sum⟧ at Перекрёсток across ⟦95@row('Перекрёсток').n⟧ visits, comfortably ahead of ВкусВилл (~₽⟦146k@row('ВкусВилл').sum⟧)."),
E('x_sweep_rsi_level', 'faithful', 'en-US block quote',
  "> Bottom line: don't trade it.\n\n⟦12@configurations.tried⟧ configurations were tried; the in-sample winner (level 40, hold 3: Sharpe ⟦1.68@top(1).in_sample.sharpe⟧) fell to ⟦−3.52@top(1).out_of_sample.sharpe⟧ out-of-sample, and the average configuration went from ⟦0.52@mean_objective.in_sample⟧ to ⟦−3.30@mean_objective.out_of_sample⟧. A deflated Sharpe of ⟦0.71@deflated_sharpe.value⟧ (below ⟦0.95@mr(r'below (0\\.\\d+)')⟧) means the best result can't be told apart from luck: selection bias and overfitting explain the in-sample number."),
E('x_sweep_hold_stop_wf', 'faithful', 'en-US terse',
  "⟦9@configurations.tried⟧ configs; walk-forward OOS ⟦+2,170.4@walk_forward_out_of_sample.total_pnl⟧ pts over ⟦54@walk_forward_out_of_sample.trades⟧ trades; best IS pick (hold 5, sl 1%) OOS ⟦+767.8@top(1).out_of_sample.total_pnl⟧. Mild overfitting risk."),
E('q_range_last20', 'faithful', 'en-US hedged round',
  "~⟦190@value|u=10⟧ points a day, give or take (⟦187.6@value⟧ exactly, last 20 sessions)."),
]
