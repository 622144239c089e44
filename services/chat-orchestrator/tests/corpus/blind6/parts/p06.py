"""Second pass: English answers for cases with few answers (English share towards ~45 %).
Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
E('q_widest_2024', 'faithful', 'en-GB inline list',
  "Top five by range: ⟦585.5@T[0].range⟧ (⟦24 Jan@D:2024-01-24⟧), ⟦555.25@T[1].range⟧ (⟦17 May@D:2024-05-17⟧), ⟦541.5@T[2].range⟧ (⟦31 May@D:2024-05-31⟧), ⟦507.5@T[3].range⟧ (⟦5 Jul@D:2024-07-05⟧) and ⟦484.5@T[4].range⟧ (⟦1 May@D:2024-05-01⟧) — an average of ⟦534.85@stats.range.mean⟧ points."),
E('q_year_volume', 'faithful', 'en-US comparison',
  "2023 vs 2024: ⟦201,033.96@row(2023).mean_volume⟧ vs ⟦201,006.37@row(2024).mean_volume⟧ contracts a day — practically identical."),
E('q_year_volume', 'wrong_year', 'en-US direct',
  "The 2024 average of ⟦201,006@row(2024).mean_volume⟧ contracts is based on ⟦250@row(2024).count~row(2023).count!⟧ sessions."),
E('q_up_pct_2024', 'faithful', 'en-US hedged',
  "Well under half — ⟦40.48%@value*100⟧ of the ⟦252@R.summary.rows_scanned⟧ sessions in 2024 closed above their open."),
E('q_stats_2023_vs_2024', 'misrounded', 'en-US direct',
  "2023's average daily range was ⟦363.3@A.mean_range!⟧ points against ⟦274.4@B.mean_range⟧ in 2024."),
E('q_big_up_days_2023', 'faithful', 'en-US direct aside',
  "The biggest one was ⟦Dec 6, 2023@D:2023-12-06⟧: opened at ⟦17,263@row('2023-12-06').open⟧ and closed at ⟦17,836@row('2023-12-06').close⟧ (⟦+3.32%@row('2023-12-06').chg⟧). The smallest qualifying day, ⟦Mar 27@D:2023-03-27⟧, only just cleared the bar at ⟦+2.01%@row('2023-03-27').chg⟧."),
E('q_corr_2024', 'faithful', 'en-US one-liner',
  "r ≈ ⟦0.051@value⟧ — no meaningful relationship between volume and range in 2024."),
E('q_corr_2024', 'invented', 'en-GB direct',
  "There's a mild positive link: the 2024 correlation between volume and range is ⟦0.18@value!⟧."),
E('q_rsi_oversold_2024', 'faithful', 'en-GB list',
  "Sixty-three days in total. The first run came in late January: ⟦24 Jan@D:2024-01-24⟧ (RSI ⟦25.14@row('2024-01-24').rsi⟧), ⟦26 Jan@D:2024-01-26⟧ (⟦28.79@row('2024-01-26').rsi⟧), ⟦29 Jan@D:2024-01-29⟧ (⟦26.23@row('2024-01-29').rsi⟧), ⟦30 Jan@D:2024-01-30⟧ (⟦23.67@row('2024-01-30').rsi⟧) and ⟦31 Jan@D:2024-01-31⟧ (⟦25.75@row('2024-01-31').rsi⟧)."),
E('b_fade_3up', 'faithful', 'en-US bullets',
  "By year:\n\n- 2023: ⟦+30@mr('2023 [+]([0-9.]+)')⟧ pts on ⟦31@mr('2023 [+][0-9.]+ [(]([0-9]+)')⟧ trades\n- 2024: ⟦+240@mr('2024 [+]([0-9.]+)')⟧ pts on ⟦16@mr('2024 [+][0-9.]+ [(]([0-9]+)')⟧ trades\n\nNearly all of the ⟦+270@total_pnl⟧ came from 2024."),
E('b_sma_cross', 'faithful', 'en-US terse',
  "2023: ⟦−1,096.8@mr('2023 (-[0-9.]+)')⟧ pts (⟦9@mr('2023 -[0-9.]+ [(]([0-9]+)')⟧ trades). 2024: ⟦−3,584.5@mr('2024 (-[0-9.]+)')⟧ pts (⟦7@mr('2024 -[0-9.]+ [(]([0-9]+)')⟧ trades). Both years lost."),
E('r_total_2025', 'misrounded', 'en-US one-liner',
  "You've spent ₽⟦246,666@sum!⟧ in 2025 so far."),
E('r_top_items', 'faithful', 'en-GB caveat',
  "Chocolates top the list (₽⟦21,480.62@row('Конфеты шоколадные ассорти Красный').sum⟧), just ahead of nappies (₽⟦20,886.90@row('Подгузники').sum⟧). Note this only shows the top eight of ⟦209@R.total_rows⟧ product groups."),
]
