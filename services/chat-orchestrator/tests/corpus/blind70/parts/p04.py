"""Backtests, comparison and portfolio (b_rsi_long ... x_portfolio_two_down). Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A

Y23 = "mr('2023 ([+-][0-9.]+) [(]')"
Y24 = "mr('2024 ([+-][0-9.]+) [(]')"
N23 = "mr('2023 [+-][0-9.]+ [(]([0-9]+)[)]')"
N24 = "mr('2024 [+-][0-9.]+ [(]([0-9]+)[)]')"
STOPS = "mr('stop ([0-9]+) ')"
TPS = "mr('take_profit ([0-9]+) ')"

ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
A('b_rsi_long', 'faithful', 'de-DE', 'punt',
  "RSI(14) < 30, long, Ausstieg nach 5 Tagen, 1 % Stop: ⟦36@total_trades⟧ Trades, davon ⟦7@winning_trades⟧ "
  "Gewinner; Summe ⟦−917,4@total_pnl⟧ Punkte, Profitfaktor ⟦0,76@profit_factor⟧."),
A('b_rsi_long', 'faithful', 'en-US', 'snowmaking',
  "the best trade entered ⟦Mar 28@D:2024-03-28⟧ and made ⟦+680.5@best_trade⟧ points over the 5-day hold; "
  f"⟦28@{STOPS}⟧ exits were stops, every one a loser."),
A('b_rsi_long', 'faithful', 'zh-CN', 'pilates',
  "RSI(14) 低于 30 买入：胜率 ⟦19.4%@win_rate⟧，最大回撤 ⟦1,368.1@max_drawdown⟧ 点；同期买入持有为 "
  "⟦−7,162.75@buy_and_hold_pnl⟧ 点。"),
A('b_rsi_long', 'wrong_column', 'en-GB', 'library',
  "RSI(14) dip-buying: ⟦36@total_trades⟧ trades, net ⟦−917.4@total_pnl⟧ points; the worst single trade came to "
  "⟦−129.5@worst_trade~avg_loss!⟧ points."),
A('b_rsi_long', 'wrong_sign', 'it-IT', 'circus',
  "acquisto con RSI(14) sotto 30: risultato complessivo ⟦+917,4@total_pnl!⟧ punti su ⟦36@total_trades⟧ "
  "operazioni, profit factor ⟦0,76@profit_factor⟧."),
A('b_rsi_long', 'misrounded', 'ru-RU', 'gondolier',
  "покупка при RSI(14) ниже 30: ⟦36@total_trades⟧ сделок, доля прибыльных ⟦19,5 %@win_rate!⟧, итог "
  "⟦−917,4@total_pnl⟧ пункта."),
# ---------------------------------------------------------------- b_fade_3up
A('b_fade_3up', 'faithful', 'en-US', 'archive',
  "fading three up days since 2023: ⟦47@total_trades⟧ trades; ⟦21@winning_trades⟧ hit the 50-point target and "
  "⟦26@losing_trades⟧ the 30-point stop, for a net ⟦+270@total_pnl⟧ points."),
A('b_fade_3up', 'faithful', 'pt-BR', 'optician',
  f"por ano: 2023 rendeu ⟦+30@{Y23}⟧ pontos em ⟦31@{N23}⟧ operações e 2024 ⟦+240@{Y24}⟧ em ⟦16@{N24}⟧."),
A('b_fade_3up', 'faithful', 'fr-FR', 'library',
  "profit factor ⟦1,35@profit_factor⟧, Sharpe ⟦0,69@sharpe⟧, drawdown maximal ⟦190@max_drawdown⟧ points ; "
  "en face, le buy-and-hold : ⟦−7_162,75@buy_and_hold_pnl⟧ points."),
A('b_fade_3up', 'wrong_year', 'ru-RU', 'pilates',
  f"продажа после трёх дней роста: в 2023 году ⟦+30@{Y23}⟧ пунктов за ⟦16@{N23}~{N24}!⟧ сделок, всего "
  f"⟦47@total_trades⟧ сделок."),
A('b_fade_3up', 'wrong_sign', 'zh-CN', 'framer',
  "连涨三天后做空：共 ⟦47@total_trades⟧ 笔，净赚 ⟦+270@total_pnl⟧ 点；同期买入持有 ⟦+44.8%@buy_and_hold_pct!⟧。"),
A('b_fade_3up', 'derived', 'ja-JP', 'massage',
  f"3日続伸の逆張り：合計⟦+270@total_pnl⟧ポイントのうち2024年分が⟦+240@{Y24}⟧。自分で割ると"
  f"⟦88.9%@{Y24}/total_pnl*100!⟧が2024年に集中。"),
# ---------------------------------------------------------------- b_sma_cross
A('b_sma_cross', 'faithful', 'fr-FR', 'framer',
  "croisement au-dessus de la SMA(20), sortie à 10 jours : ⟦16@total_trades⟧ trades, ⟦4@winning_trades⟧ "
  "gagnants, total ⟦−4_681@total_pnl⟧ points et drawdown maximal ⟦4_864,5@max_drawdown⟧."),
A('b_sma_cross', 'faithful', 'pt-BR', 'croupier',
  "a melhor operação entrou em ⟦12/09/2023@D:2023-09-12⟧ e rendeu ⟦+1.270@best_trade⟧ pontos; a pior ficou em "
  "⟦−1.800,75@worst_trade⟧."),
A('b_sma_cross', 'faithful', 'it-IT', 'pilates',
  f"per anno: 2023 ⟦−1096,8@{Y23}⟧ punti su ⟦9@{N23}⟧ operazioni, 2024 ⟦−3584,5@{Y24}⟧ su ⟦7@{N24}⟧; "
  "Sharpe ⟦−1,11@sharpe⟧."),
A('b_sma_cross', 'wrong_year', 'nl-NL', 'optician',
  f"SMA(20)-kruising, 10 dagen vasthouden: in 2024 ⟦−3.584,5@{Y24}⟧ punten over ⟦9@{N24}~{N23}!⟧ trades."),
A('b_sma_cross', 'wrong_sign', 'en-GB', 'massage',
  "close over SMA(20), held 10 days: total P&L ⟦+4,681@total_pnl!⟧ points over ⟦16@total_trades⟧ trades, "
  "with a ⟦25%@win_rate⟧ win rate."),
A('b_sma_cross', 'miscomputed', 'en-US', 'gondolier',
  "⟦12@losing_trades⟧ of the ⟦16@total_trades⟧ SMA(20) trades lost money — "
  "⟦65%@losing_trades/total_trades*100!⟧ by my arithmetic."),
# ---------------------------------------------------------------- b_breakdown_short_2024
A('b_breakdown_short_2024', 'faithful', 'en-US', 'optician',
  "⟦79@total_trades⟧ breakdown shorts in 2024, ⟦32@winning_trades⟧ winners (⟦40.5%@win_rate⟧), total "
  "⟦+1,183.1@total_pnl⟧ points versus ⟦−8,634.75@buy_and_hold_pnl⟧ for buy-and-hold."),
A('b_breakdown_short_2024', 'faithful', 'pl-PL', 'archive',
  "najlepsza transakcja ⟦11 stycznia@D:2024-01-11⟧: ⟦+171,7@best_trade⟧ pkt na take-profit; najgorsza "
  "⟦5 stycznia@D:2024-01-05⟧: ⟦−87,26@worst_trade⟧ pkt na stopie."),
A('b_breakdown_short_2024', 'faithful', 'it-IT', 'gondolier',
  f"Sharpe ⟦1,35@sharpe⟧, Sortino ⟦2,62@sortino⟧, drawdown massimo ⟦316,3@max_drawdown⟧ punti; "
  f"⟦47@{STOPS}⟧ uscite in stop e ⟦32@{TPS}⟧ a target."),
A('b_breakdown_short_2024', 'faithful', 'en-GB', 'conjuror',
  "average win ⟦+131.8@avg_win⟧ points against an average loss of ⟦−64.6@avg_loss⟧; expectancy about "
  "⟦15@expectancy⟧ points a trade."),
A('b_breakdown_short_2024', 'wrong_column', 'ru-RU', 'framer',
  "шорт на пробое минимума в 2024 году: ⟦79@total_trades⟧ сделок, лучшая принесла "
  "⟦+131,84@best_trade~avg_win!⟧ пункта."),
A('b_breakdown_short_2024', 'coincidental', 'es-ES', 'circus',
  "la operación del ⟦25 de enero@D:2024-01-25⟧ cerró en el stop con ⟦−81,7@trd('2024-01-25').pnl!⟧ puntos; "
  "en total, ⟦+1183,1@total_pnl⟧."),
A('b_breakdown_short_2024', 'misrounded', 'ja-JP', 'massage',
  "2024年のブレイクダウン売り：⟦79@total_trades⟧回、シャープレシオ⟦1.34@sharpe!⟧、合計⟦+1,183.1@total_pnl⟧ポイント。"),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
A('b_fade_2023_vs_2024', 'faithful', 'it-IT', 'gondolier',
  "meglio nel 2024: ⟦+1202@B.total_pnl⟧ punti su ⟦10@B.total_trades⟧ operazioni (⟦70%@B.win_rate⟧ vincenti) "
  "contro ⟦+61,75@A.total_pnl⟧ su ⟦18@A.total_trades⟧ nel 2023."),
A('b_fade_2023_vs_2024', 'faithful', 'pl-PL', 'framer',
  "2023: profit factor ⟦1,02@A.profit_factor⟧, Sharpe ⟦0,03@A.sharpe⟧; 2024: ⟦2,82@B.profit_factor⟧ i "
  "⟦1,33@B.sharpe⟧. Lepiej w 2024 r."),
A('b_fade_2023_vs_2024', 'faithful', 'nl-NL', 'pilates',
  "de beste trade van 2023 startte op ⟦20 juli@D:2023-07-20⟧ met ⟦+1.147,75@A.best_trade⟧ punten; de slechtste, "
  "op ⟦31 januari@D:2023-01-31⟧, kostte ⟦−697@A.worst_trade⟧."),
A('b_fade_2023_vs_2024', 'wrong_year', 'de-DE', 'conjuror',
  "2024 lief der Fade besser: Profitfaktor ⟦1,02@B.profit_factor~A.profit_factor!⟧ bei ⟦70 %@B.win_rate⟧ "
  "Trefferquote."),
A('b_fade_2023_vs_2024', 'wrong_year', 'es-ES', 'snowmaking',
  "en 2023 el drawdown máximo fue de ⟦603,5@A.max_drawdown~B.max_drawdown!⟧ puntos, con un resultado de "
  "⟦+61,75@A.total_pnl⟧."),
A('b_fade_2023_vs_2024', 'miscomputed', 'zh-CN', 'punt',
  "2024 年 ⟦+1,202@B.total_pnl⟧ 点，2023 年 ⟦+61.75@A.total_pnl⟧ 点；我自己算，2024 年多赚 "
  "⟦1,410.25@B.total_pnl-A.total_pnl!⟧ 点。"),
# ---------------------------------------------------------------- x_compare_two_down
A('x_compare_two_down', 'faithful', 'ru-RU', 'massage',
  "на NQ не работает: ⟦97@row('NQ').trades⟧ сделок, итог ⟦−3060,8@row('NQ').total_pnl⟧ пункта, Sharpe "
  "⟦−0,69@row('NQ').sharpe⟧; на ES ⟦64@row('ES').trades⟧ сделки, ⟦+2615@row('ES').total_pnl⟧ пунктов, Sharpe "
  "⟦1,67@row('ES').sharpe⟧."),
A('x_compare_two_down', 'faithful', 'zh-CN', 'library',
  "按每张合约的货币结果：NQ ⟦−61,215.4@row('NQ').total_pnl_currency⟧，ES "
  "⟦+130,751.25@row('ES').total_pnl_currency⟧；两个品种的点数不可直接比较。"),
A('x_compare_two_down', 'faithful', 'nl-NL', 'gondolier',
  "winstfactor NQ ⟦0,79@row('NQ').profit_factor⟧ tegen ES ⟦2,09@row('ES').profit_factor⟧; winstpercentage "
  "⟦39,2 %@row('NQ').win_rate⟧ tegen ⟦54,7 %@row('ES').win_rate⟧. Alleen ES werkt."),
A('x_compare_two_down', 'faithful', 'de-DE', 'circus',
  "maximaler Drawdown: NQ ⟦4.632,9@row('NQ').max_drawdown⟧ Punkte, ES ⟦420,85@row('ES').max_drawdown⟧; "
  "Buy-and-hold auf ES ⟦+3.532,25@row('ES').buy_and_hold_pnl⟧."),
A('x_compare_two_down', 'wrong_row', 'pl-PL', 'conjuror',
  "na ES profit factor ⟦0,79@row('ES').profit_factor~row('NQ').profit_factor!⟧ i Sharpe "
  "⟦1,67@row('ES').sharpe⟧, przy ⟦64@row('ES').trades⟧ transakcjach."),
A('x_compare_two_down', 'wrong_unit', 'es-ES', 'pilates',
  "en ES la estrategia sumó ⟦+130.751,25@row('ES').total_pnl_currency~row('ES').total_pnl_currency!⟧ puntos en "
  "⟦64@row('ES').trades⟧ operaciones.",
  unit_note='currency per contract quoted as index points'),
A('x_compare_two_down', 'derived', 'en-GB', 'archive',
  "ES Sharpe ⟦1.67@row('ES').sharpe⟧ against NQ ⟦−0.69@row('NQ').sharpe⟧: a gap of "
  "⟦2.37@row('ES').sharpe-row('NQ').sharpe!⟧, my own subtraction."),
# ---------------------------------------------------------------- x_portfolio_two_down
A('x_portfolio_two_down', 'faithful', 'en-GB', 'library',
  "on the million, the two legs ended ⟦+48,758.95@total_pnl⟧ (⟦+4.88%@return_pct⟧), final equity "
  "⟦1,048,758.95@final_equity⟧; worst drawdown ⟦7.2%@max_drawdown_pct⟧."),
A('x_portfolio_two_down', 'faithful', 'ja-JP', 'framer',
  "NQレッグは⟦97@leg('NQ').trades⟧回で⟦−86,112.3@leg('NQ').pnl⟧、ESレッグは⟦64@leg('ES').trades⟧回で"
  "⟦+134,871.25@leg('ES').pnl⟧。全体を支えたのはES。"),
A('x_portfolio_two_down', 'faithful', 'es-ES', 'croupier',
  "cartera sobre ⟦1.000.000@capital⟧: ⟦161@trades⟧ operaciones y drawdown máximo de ⟦78.853,15@max_drawdown⟧; "
  "solo la pata de ES aportó beneficio."),
A('x_portfolio_two_down', 'wrong_column', 'zh-CN', 'optician',
  "组合总收益 ⟦+48,758.95@total_pnl⟧，最大回撤 ⟦4.88%@max_drawdown_pct~return_pct!⟧。"),
A('x_portfolio_two_down', 'wrong_row', 'en-US', 'gondolier',
  "the ES leg made ⟦+134,871.25@leg('ES').pnl⟧ over ⟦97@leg('ES').trades~leg('NQ').trades!⟧ trades and carried "
  "the portfolio."),
A('x_portfolio_two_down', 'wrong_sign', 'pt-BR', 'punt',
  "resultado por perna: NQ ⟦+86.112,30@leg('NQ').pnl!⟧, ES ⟦+134.871,25@leg('ES').pnl⟧; total "
  "⟦+48.758,95@total_pnl⟧."),
]
