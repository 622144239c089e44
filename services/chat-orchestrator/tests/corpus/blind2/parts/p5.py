from lib import E
Y = lambda y: f"mr(r'{y} ([+-][\\d.]+) \\(')"
YN = lambda y: f"mr(r'{y} [+-][\\d.]+ \\((\\d+)\\)')"
ENTRIES = [
# ---------------- b_rsi_long
E('b_rsi_long', 'faithful', 'gb prose', """Not good. ⟦36@total_trades⟧ trades, only ⟦7@winning_trades⟧ winners (⟦19.4@win_rate⟧ per cent), a profit factor of ⟦0.76@profit_factor⟧ and a net loss of ⟦917.4@total_pnl|neg⟧ pts. Max drawdown was ⟦1,368.1@max_drawdown⟧ pts. The saving grace: buy-and-hold lost ⟦7,162.75@buy_and_hold_pnl|neg⟧ over the same period."""),
E('b_rsi_long', 'faithful', 'en md-table', """| Metric | RSI(14) < 30, 5-day exit |
|---|---|
| Trades | ⟦36@total_trades⟧ |
| Win rate | ⟦19.4%@win_rate⟧ |
| Profit factor | ⟦0.76@profit_factor⟧ |
| Total P&L | ⟦−917.4@total_pnl⟧ pts |
| Max drawdown | ⟦1,368.1@max_drawdown⟧ pts |
| Sharpe | ⟦−0.46@sharpe⟧ |"""),
E('b_rsi_long', 'wrong_sign', 'it prose', """Il backtest (RSI(14) < 30, uscita dopo 5 giorni, stop 1%) chiude con un P&L totale di ⟦+917,4@total_pnl!⟧ punti su ⟦36@total_trades⟧ operazioni, con un win rate del ⟦19,4%@win_rate⟧."""),
E('b_rsi_long', 'wrong_column', 'pl prose', """Strategia wygrała tylko ⟦7@winning_trades⟧ z ⟦36@total_trades⟧ transakcji; średni zysk na wygranej wyniósł ⟦680,5@avg_win~best_trade!⟧ pkt, a średnia strata ⟦−129,5@avg_loss⟧ pkt."""),
E('b_rsi_long', 'miscomputed', 'zh prose', """买入持有同期亏损⟦7,162.75@buy_and_hold_pnl|neg⟧点，而该策略只亏损⟦917.44@total_pnl|neg⟧点，相当于少亏了⟦6,345.31@-buy_and_hold_pnl+total_pnl!⟧点。"""),
E('b_rsi_long', 'faithful', 'tr prose', f"""En iyi işlem ⟦28 Mart 2024@D:2024-03-28⟧ girişli: ⟦+680,5@trd('2024-03-28').pnl⟧ puan. Maksimum düşüş ⟦1.368,1@max_drawdown⟧ puan, Sharpe ⟦−0,46@sharpe⟧."""),
E('b_rsi_long', 'wrong_unit', 'gb dollar', """Over the test the strategy made a net loss of $⟦917.44@total_pnl|neg~total_pnl!⟧ on ⟦36@total_trades⟧ trades.""", unit_note='points→$'),
# ---------------- b_fade_3up
E('b_fade_3up', 'faithful', 'gb prose', f"""Modestly profitable: ⟦+270@total_pnl⟧ pts over ⟦47@total_trades⟧ trades since 2023, win rate ⟦44.7@win_rate⟧ per cent, PF ⟦1.35@profit_factor⟧. Almost all of it came in 2024 (⟦+240@{Y(2024)}⟧ pts on ⟦16@{YN(2024)}⟧ trades) versus ⟦+30@{Y(2023)}⟧ on ⟦31@{YN(2023)}⟧ trades in 2023."""),
E('b_fade_3up', 'faithful', 'en md-table', f"""| Year | Trades | P&L (pts) |
|---|---|---|
| 2023 | ⟦31@{YN(2023)}⟧ | ⟦+30.0@{Y(2023)}⟧ |
| 2024 | ⟦16@{YN(2024)}⟧ | ⟦+240.0@{Y(2024)}⟧ |
| **Total** | **⟦47@total_trades⟧** | **⟦+270.0@total_pnl⟧** |

Every winner hit the 50-pt target and every loser the 30-pt stop."""),
E('b_fade_3up', 'wrong_year', 'it prose', f"""Nel 2023 la strategia ha guadagnato ⟦+240@{Y(2023)}~{Y(2024)}!⟧ punti su ⟦31@{YN(2023)}⟧ operazioni; nel complesso ⟦+270@total_pnl⟧ punti."""),
E('b_fade_3up', 'wrong_year', 'pl prose', f"""W 2024 r. strategia zawarła ⟦31@{YN(2024)}~{YN(2023)}!⟧ transakcji i zarobiła ⟦+240@{Y(2024)}⟧ pkt."""),
E('b_fade_3up', 'derived', 'nl prose', f"""In 2024 leverde de strategie ⟦+240@{Y(2024)}⟧ punten op ⟦16@{YN(2024)}⟧ trades, gemiddeld ⟦15@{Y(2024)}/{YN(2024)}!⟧ punten per trade."""),
E('b_fade_3up', 'wrong_sign', 'zh prose', f"""最大回撤⟦190@max_drawdown⟧点。分年度看，2023年盈亏为⟦-30.0@{Y(2023)}!⟧点（⟦31@{YN(2023)}⟧笔），2024年为⟦+240.0@{Y(2024)}⟧点。"""),
E('b_fade_3up', 'faithful', 'ja prose', """勝ちトレード⟦21@winning_trades⟧回はすべて利確（合計⟦+1,050@gross_profit⟧）、負け⟦26@losing_trades⟧回はすべてストップ（⟦−780@gross_loss⟧）でした。"""),
E('b_fade_3up', 'wrong_unit', 'gb per cent', """Since 2023 the fade returned ⟦+270@total_pnl~total_pnl!⟧ per cent across ⟦47@total_trades⟧ trades.""", unit_note='points→%'),
# ---------------- b_sma_cross
E('b_sma_cross', 'faithful', 'gb prose', """No — it lost ⟦4,681.25@total_pnl|neg⟧ pts over ⟦16@total_trades⟧ trades with only ⟦4@winning_trades⟧ winners (⟦25@win_rate⟧ per cent). Profit factor ⟦0.37@profit_factor⟧, max drawdown ⟦4,864.5@max_drawdown⟧ pts."""),
E('b_sma_cross', 'faithful', 'en md-table', f"""| Year | Trades | P&L (pts) |
|---|---|---|
| 2023 | ⟦9@{YN(2023)}⟧ | ⟦−1,096.8@{Y(2023)}⟧ |
| 2024 | ⟦7@{YN(2024)}⟧ | ⟦−3,584.5@{Y(2024)}⟧ |

Both years lost money; 2024 was far worse."""),
E('b_sma_cross', 'wrong_year', 'it prose', f"""Nel 2024 la strategia ha perso ⟦1.096,8@{Y(2024)}|neg~{Y(2023)}!⟧ punti su ⟦7@{YN(2024)}⟧ operazioni."""),
E('b_sma_cross', 'wrong_year', 'pl prose', f"""W 2023 r. było ⟦7@{YN(2023)}~{YN(2024)}!⟧ transakcji ze stratą łączną ⟦−1 096,8@{Y(2023)}⟧ pkt."""),
E('b_sma_cross', 'derived', 'nl prose', """De beste trade (⟦+1.270@best_trade⟧, ⟦12 sep 2023@D:2023-09-12⟧) kon de slechtste (⟦−1.800,75@worst_trade⟧, ⟦1 juli 2024@D:2024-07-01⟧) niet compenseren: samen ⟦−530,75@best_trade+worst_trade!⟧ punten."""),
E('b_sma_cross', 'wrong_row', 'zh prose', """最差的一笔交易是⟦2024年7月1日@D:2024-07-01⟧入场的那笔，亏损⟦947.25@trd('2024-07-01').pnl|neg~trd('2024-09-27').pnl!⟧点。"""),
E('b_sma_cross', 'faithful', 'ja prose', """最大ドローダウン⟦4,864.5@max_drawdown⟧ポイント、シャープレシオ⟦−1.11@sharpe⟧、プロフィットファクター⟦0.37@profit_factor⟧と、いずれも不合格の水準です。"""),
E('b_sma_cross', 'wrong_unit', 'gb per cent', """Win rate: ⟦0.25@win_rate~win_rate/100!⟧ per cent — ⟦4@winning_trades⟧ winners from ⟦16@total_trades⟧.""", unit_note='fraction→%'),
E('b_sma_cross', 'wrong_sign', 'pt prose', """A média dos ganhos foi de ⟦686,4@avg_win⟧ pontos e a média das perdas de ⟦+618,9@avg_loss!⟧ pontos."""),
# ---------------- b_breakdown_short_2024
E('b_breakdown_short_2024', 'faithful', 'gb prose', """It worked in 2024: ⟦+1,183.1@total_pnl⟧ pts over ⟦79@total_trades⟧ trades, win rate ⟦40.5@win_rate⟧ per cent, PF ⟦1.39@profit_factor⟧ and a max drawdown of only ⟦316.3@max_drawdown⟧ pts — while buy-and-hold lost ⟦8,634.75@buy_and_hold_pnl|neg⟧."""),
E('b_breakdown_short_2024', 'faithful', 'en md-table', """| Metric | Value |
|---|---|
| Trades | ⟦79@total_trades⟧ (⟦32@winning_trades⟧ W / ⟦47@losing_trades⟧ L) |
| Total P&L | ⟦+1,183.11@total_pnl⟧ pts |
| Avg win / loss | ⟦+131.84@avg_win⟧ / ⟦−64.59@avg_loss⟧ |
| Sharpe | ⟦1.35@sharpe⟧ |
| Exposure | ⟦32.1%@exposure_pct⟧ |"""),
E('b_breakdown_short_2024', 'misrounded', 'it prose', """Profit factor ⟦1,38@profit_factor!⟧, Sharpe ⟦1,35@sharpe⟧: un risultato solido per il 2024."""),
E('b_breakdown_short_2024', 'wrong_column', 'pl prose', """Średnia strata na transakcję wyniosła ⟦−87,26@avg_loss~worst_trade!⟧ pkt, a średni zysk ⟦131,84@avg_win⟧ pkt."""),
E('b_breakdown_short_2024', 'wrong_sign', 'zh prose', """最好的一笔交易盈利⟦171.7@best_trade⟧点，最差的一笔为⟦+87.26@worst_trade!⟧点。"""),
E('b_breakdown_short_2024', 'invented', 'ja prose', """最大ドローダウンは⟦316.3@max_drawdown⟧ポイント、ドローダウン最長期間は⟦34@max_drawdown_duration_bars!⟧バーでした。"""),
E('b_breakdown_short_2024', 'faithful', 'tr prefix-pct', """Aynı dönemde al-tut stratejisi ⟦−%49,1@buy_and_hold_pct⟧ kaybetti; kısa strateji ise ⟦+1.183,1@total_pnl⟧ puan kazandı."""),
E('b_breakdown_short_2024', 'wrong_unit', 'gb k dollar', """Breakdown short, 2024: PF ⟦1.39@profit_factor⟧, net $⟦1.18k@total_pnl~total_pnl!⟧.""", unit_note='points→$'),
E('b_breakdown_short_2024', 'miscomputed', 'en chatty', """Nice result! The ⟦32@winning_trades⟧ take-profits brought in ⟦4,219.0@gross_profit⟧ pts and the ⟦47@losing_trades⟧ stops cost ⟦3,035.9@gross_loss|neg⟧, so net you're up about ⟦1,283.1@gross_profit+gross_loss!⟧ pts for the year."""),
# ---------------- b_fade_2023_vs_2024
E('b_fade_2023_vs_2024', 'faithful', 'gb prose', """Much better in 2024: ⟦+1,202@B.total_pnl⟧ pts on ⟦10@B.total_trades⟧ trades (⟦70@B.win_rate⟧ per cent winners, PF ⟦2.82@B.profit_factor⟧) versus just ⟦+61.75@A.total_pnl⟧ on ⟦18@A.total_trades⟧ trades in 2023 (PF ⟦1.02@A.profit_factor⟧)."""),
E('b_fade_2023_vs_2024', 'faithful', 'en md-table', """| | 2023 | 2024 |
|---|---|---|
| Trades | ⟦18@A.total_trades⟧ | ⟦10@B.total_trades⟧ |
| Win rate | ⟦55.6%@A.win_rate⟧ | ⟦70.0%@B.win_rate⟧ |
| Profit factor | ⟦1.02@A.profit_factor⟧ | ⟦2.82@B.profit_factor⟧ |
| Total P&L | ⟦+61.75@A.total_pnl⟧ | ⟦+1,202.00@B.total_pnl⟧ |
| Max DD | ⟦1,685.25@A.max_drawdown⟧ | ⟦603.50@B.max_drawdown⟧ |"""),
E('b_fade_2023_vs_2024', 'wrong_year', 'it prose', """Nel 2024 il profit factor è stato ⟦1,02@B.profit_factor~A.profit_factor!⟧, con ⟦10@B.total_trades⟧ operazioni e un P&L di ⟦+1.202@B.total_pnl⟧ punti."""),
E('b_fade_2023_vs_2024', 'wrong_year', 'pl prose', """Maksymalne obsunięcie w 2024 r.: ⟦1 685,25@B.max_drawdown~A.max_drawdown!⟧ pkt."""),
E('b_fade_2023_vs_2024', 'wrong_year', 'nl pct-space', """In 2023 was ⟦70 %@A.win_rate~B.win_rate!⟧ van de trades winstgevend, bij een profit factor van ⟦1,02@A.profit_factor⟧."""),
E('b_fade_2023_vs_2024', 'derived', 'zh prose', """2024年总盈亏⟦+1,202@B.total_pnl⟧点，比2023年的⟦+61.75@A.total_pnl⟧点多出⟦1,140.25@B.total_pnl-A.total_pnl!⟧点。"""),
E('b_fade_2023_vs_2024', 'wrong_sign', 'ja prose', """2023年の最大の勝ちトレードは⟦+1,147.75@A.best_trade⟧、最大の負けトレードは⟦+697.0@A.worst_trade!⟧ポイントでした。"""),
E('b_fade_2023_vs_2024', 'faithful', 'tr prefix-pct', """2023: ⟦18@A.total_trades⟧ işlem, ⟦%55,6@A.win_rate⟧ kazanma, toplam ⟦+61,75@A.total_pnl⟧ puan. 2024: ⟦10@B.total_trades⟧ işlem, ⟦%70@B.win_rate⟧ kazanma, ⟦+1.202@B.total_pnl⟧ puan."""),
E('b_fade_2023_vs_2024', 'miscomputed', 'gb prose', """Expectancy rose from ⟦3.43@A.expectancy⟧ pts per trade in 2023 to ⟦120.2@B.expectancy⟧ in 2024 — roughly ⟦53@B.expectancy/A.expectancy!⟧ times higher."""),
E('b_fade_2023_vs_2024', 'wrong_year', 'pt prose', """Em 2023 a estratégia teve ⟦7@A.winning_trades~B.winning_trades!⟧ operações vencedoras de ⟦18@A.total_trades⟧."""),
]
