"""Backtests, the comparison and the portfolio (b_rsi_long ... x_portfolio_two_down). Markers: see
../../blind4/lib.py. Layouts: _reg.py. '_' between digits = the locale's group separator (U+202F fr, U+00A0 ru/pl)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A

Y23 = "mr('2023 ([+-][0-9.]+) [(]')"
Y24 = "mr('2024 ([+-][0-9.]+) [(]')"
N23 = "mr('2023 [+-][0-9.]+ [(]([0-9]+)[)]')"
N24 = "mr('2024 [+-][0-9.]+ [(]([0-9]+)[)]')"
STOPS = "mr('stop ([0-9]+) ')"
TOUTS = "mr('timeout ([0-9]+) ')"
ES, NQ = "row('ES')", "row('NQ')"

ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
A('b_rsi_long', 'faithful', 'zh-CN', 'hammam',
  "RSI(14)<30 做多、持有 5 天、止损 1%：共 ⟦36@total_trades⟧ 笔，盈利 ⟦7@winning_trades⟧ 笔，胜率 "
  "⟦19.4%@win_rate⟧，合计 ⟦−917.4@total_pnl⟧ 点，最大回撤 ⟦1,368.1@max_drawdown⟧ 点。"),
A('b_rsi_long', 'faithful', 'pl-PL', 'churnlog',
  "long przy RSI(14) < 30: ⟦36@total_trades⟧ transakcji, wynik ⟦−917,44@total_pnl⟧ pkt, współczynnik zysku "
  "⟦0,76@profit_factor⟧. Najlepsza weszła ⟦28 marca@D:2024-03-28⟧: ⟦+680,5@best_trade⟧ pkt."),
A('b_rsi_long', 'faithful', 'ru-RU', 'olivepress',
  "покупка при RSI(14) ниже 30: ⟦28@" + STOPS + "⟧ выходов по стопу на ⟦−3692,4@mr('stop 28 [(]W:0 L:28, "
  "([-0-9.]+)')⟧ и ⟦8@" + TOUTS + "⟧ по времени на ⟦+2775@mr('timeout 8 [(]W:7 L:1, ([+0-9.]+)')⟧. Итог "
  "⟦−917,4@total_pnl⟧ пункта."),
A('b_rsi_long', 'faithful', 'pt-BR', 'shoerepair',
  "RSI(14) abaixo de 30, compra, saída em 5 dias, stop de 1%: Sharpe ⟦−0,46@sharpe⟧, exposição ⟦20,5%@exposure_pct⟧, "
  "ganho médio ⟦+405,5@avg_win⟧ contra perda média ⟦−129,5@avg_loss⟧. Buy and hold: ⟦−7.162,75@buy_and_hold_pnl⟧."),
A('b_rsi_long', 'wrong_sign', 'de-DE', 'snooker',
  "RSI(14)-Long mit 5 Tagen Haltedauer: ⟦36@total_trades⟧ Trades, Trefferquote ⟦19,4 %@win_rate⟧, Erwartungswert "
  "je Trade ⟦+25,48@expectancy!⟧ Punkte."),
A('b_rsi_long', 'wrong_column', 'ja-JP', 'cheesecave',
  "RSI(14)<30の買い（5日保有・1%ストップ）：⟦36@total_trades⟧回、勝率⟦19.4%@win_rate⟧、シャープレシオ"
  "⟦−0.92@sharpe~sortino!⟧、合計⟦−917.4@total_pnl⟧ポイント。"),
A('b_rsi_long', 'coincidental', 'fr-FR', 'geyser',
  "achat RSI(14) < 30 : ⟦36@total_trades⟧ trades dont ⟦7@winning_trades⟧ gagnants ; la pire série a aligné "
  "⟦22@max_consecutive_losses!⟧ pertes d'affilée, pour un total de ⟦−917,4@total_pnl⟧ points."),
# ---------------------------------------------------------------- b_fade_3up
A('b_fade_3up', 'faithful', 'it-IT', 'hammam',
  "short dopo tre rialzi, target 50 e stop 30, dal 2023: ⟦47@total_trades⟧ operazioni, ⟦21@winning_trades⟧ "
  "vincenti tutte a target e ⟦26@losing_trades⟧ perdenti tutte allo stop. Totale ⟦+270@total_pnl⟧ punti, "
  "PF ⟦1,35@profit_factor⟧."),
A('b_fade_3up', 'faithful', 'en-GB', 'shoerepair',
  "fading three up days since 2023: ⟦+270@total_pnl⟧ points over ⟦47@total_trades⟧ trades; 2023 made ⟦+30@" + Y23 +
  "⟧ from ⟦31@" + N23 + "⟧ trades and 2024 ⟦+240@" + Y24 + "⟧ from ⟦16@" + N24 + "⟧. Max drawdown ⟦190@max_drawdown⟧."),
A('b_fade_3up', 'faithful', 'de-DE', 'karting',
  "Short nach drei Aufwärtstagen (Ziel 50, Stop 30): Trefferquote ⟦44,7 %@win_rate⟧, Erwartung ⟦+5,74@expectancy⟧ "
  "Punkte je Trade, Sharpe ⟦0,69@sharpe⟧. Der erste Trade am ⟦31.01.2023@D:2023-01-31⟧ wurde ausgestoppt."),
A('b_fade_3up', 'wrong_year', 'zh-CN', 'snooker',
  "三连涨后做空（固定止盈止损）：2024 年 ⟦+30@" + Y24 + "~" + Y23 + "!⟧ 点，共 ⟦16@" + N24 + "⟧ 笔；"
  "全部合计 ⟦+270@total_pnl⟧ 点。"),
A('b_fade_3up', 'wrong_sign', 'nl-NL', 'chairlift',
  "short na drie stijgdagen sinds 2023: ⟦47@total_trades⟧ trades, totaal ⟦+270@total_pnl⟧ punten, tegen "
  "⟦+7.162,75@buy_and_hold_pnl!⟧ voor buy-and-hold over dezelfde periode."),
A('b_fade_3up', 'miscomputed', 'pl-PL', 'pinball',
  "short po trzech wzrostach od 2023 r.: ⟦+270@total_pnl⟧ pkt z ⟦47@total_trades⟧ transakcji, czyli według mnie "
  "⟦7,54@total_pnl/total_trades!⟧ pkt na transakcję."),
# ---------------------------------------------------------------- b_sma_cross
A('b_sma_cross', 'faithful', 'fr-FR', 'snooker',
  "achat au croisement de la SMA(20), sortie à 10 jours : ⟦16@total_trades⟧ trades, ⟦4@winning_trades⟧ gagnants, "
  "total ⟦−4_681@total_pnl⟧ points et drawdown maximal ⟦4_864,5@max_drawdown⟧."),
A('b_sma_cross', 'faithful', 'ru-RU', 'churnlog',
  "пересечение SMA(20) снизу вверх, удержание 10 дней: 2023 г. — ⟦−1096,8@" + Y23 + "⟧ (⟦9@" + N23 + "⟧ сделок), "
  "2024 г. — ⟦−3584,5@" + Y24 + "⟧ (⟦7@" + N24 + "⟧). Лучшая сделка ⟦12 сентября 2023@D:2023-09-12⟧: "
  "⟦+1270@best_trade⟧."),
A('b_sma_cross', 'faithful', 'ja-JP', 'cheesecave',
  "SMA(20)上抜けで買い・10日保有：勝率⟦25%@win_rate⟧、PF ⟦0.37@profit_factor⟧、平均利益⟦+686.4@avg_win⟧、平均損失"
  "⟦−618.9@avg_loss⟧、最悪⟦−1,800.75@worst_trade⟧。"),
A('b_sma_cross', 'wrong_year', 'es-ES', 'geyser',
  "cruce al alza de la SMA(20), 10 días: en 2024 perdió ⟦−1096,8@" + Y24 + "~" + Y23 + "!⟧ puntos en ⟦7@" + N24 +
  "⟧ operaciones; en total ⟦16@total_trades⟧ operaciones."),
A('b_sma_cross', 'wrong_unit', 'en-GB', 'hammam',
  "SMA(20) cross, long for 10 days: ⟦16@total_trades⟧ trades, total ⟦−4,681@total_pnl⟧ points, maximum drawdown "
  "£⟦4,864.50@max_drawdown~max_drawdown!⟧.",
  unit_note='index points quoted as pounds sterling'),
A('b_sma_cross', 'derived', 'de-DE', 'trebuchet',
  "SMA(20)-Kreuzung, 10 Tage: 2023 ⟦−1.096,8@" + Y23 + "⟧ Punkte, 2024 ⟦−3.584,5@" + Y24 + "⟧. Selbst "
  "gerechnet lag 2024 um ⟦2.487,7@" + Y23 + "-" + Y24 + "!⟧ Punkte schlechter."),
# ---------------------------------------------------------------- b_breakdown_short_2024
A('b_breakdown_short_2024', 'faithful', 'es-ES', 'trebuchet',
  "corto al cerrar bajo el mínimo previo, 2024: ⟦79@total_trades⟧ operaciones, ⟦32@winning_trades⟧ ganadoras, "
  "total ⟦+1183,1@total_pnl⟧ puntos y factor de beneficio ⟦1,39@profit_factor⟧."),
A('b_breakdown_short_2024', 'faithful', 'pt-BR', 'cheesecave',
  "venda na perda da mínima anterior, 2024: melhor trade em ⟦11/01@D:2024-01-11⟧, ⟦+171,7@best_trade⟧ pontos; "
  "pior em ⟦05/01@D:2024-01-05⟧, ⟦−87,26@worst_trade⟧. Sharpe ⟦1,35@sharpe⟧, recuperação ⟦3,74@recovery_factor⟧."),
A('b_breakdown_short_2024', 'faithful', 'ru-RU', 'chairlift',
  "шорт на пробое вчерашнего минимума, 2024 г.: ⟦47@" + STOPS + "⟧ стопов и ⟦32@winning_trades⟧ тейк-профита, итог "
  "⟦+1183,11@total_pnl⟧ пункта; buy-and-hold за год ⟦−8634,75@buy_and_hold_pnl⟧."),
A('b_breakdown_short_2024', 'wrong_sign', 'zh-CN', 'popcorn',
  "2024 年跌破前低做空：共 ⟦79@total_trades⟧ 笔，合计 ⟦+1,183.1@total_pnl⟧ 点，最好一笔 ⟦+171.7@best_trade⟧，"
  "最差一笔 ⟦+87.26@worst_trade!⟧。"),
A('b_breakdown_short_2024', 'wrong_row', 'de-DE', 'karting',
  "Breakdown-Short 2024: der Trade vom ⟦30.01.@D:2024-01-30⟧ brachte ⟦+162,56@trd('2024-01-30').pnl~"
  "trd('2024-02-06').pnl!⟧ Punkte am Ziel; insgesamt ⟦+1.183,1@total_pnl⟧ aus ⟦79@total_trades⟧ Trades."),
A('b_breakdown_short_2024', 'invented', 'pl-PL', 'shoerepair',
  "short po zejściu poniżej poprzedniego minimum, 2024: ⟦79@total_trades⟧ transakcji, średni zysk "
  "⟦+148,6@avg_win!⟧ pkt, średnia strata ⟦−64,6@avg_loss⟧ pkt."),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
A('b_fade_2023_vs_2024', 'faithful', 'nl-NL', 'popcorn',
  "fade van drie stijgdagen, 2 dagen vasthouden: 2023 ⟦+61,75@A.total_pnl⟧ punten uit ⟦18@A.total_trades⟧ trades "
  "(PF ⟦1,02@A.profit_factor⟧), 2024 ⟦+1.202@B.total_pnl⟧ uit ⟦10@B.total_trades⟧ (PF ⟦2,82@B.profit_factor⟧). "
  "2024 werkte beter."),
A('b_fade_2023_vs_2024', 'faithful', 'en-US', 'chairlift',
  "2024 was the better year: win rate ⟦70%@B.win_rate⟧ vs ⟦55.6%@A.win_rate⟧ in 2023, Sharpe ⟦1.33@B.sharpe⟧ vs "
  "⟦0.03@A.sharpe⟧. The 2023 trade entered ⟦Jan 31@D:2023-01-31⟧ ended at ⟦−697@A.worst_trade⟧, that year's worst."),
A('b_fade_2023_vs_2024', 'faithful', 'pt-BR', 'geyser',
  "em 2023: drawdown máximo ⟦1.685,25@A.max_drawdown⟧, melhor trade ⟦+1.147,75@A.best_trade⟧ (entrada em "
  "⟦20/07/2023@D:2023-07-20⟧). Em 2024: drawdown ⟦603,5@B.max_drawdown⟧ e melhor ⟦+465,75@B.best_trade⟧."),
A('b_fade_2023_vs_2024', 'wrong_year', 'ja-JP', 'olivepress',
  "3日続伸の売り（2日保有）：2024年は⟦10@B.total_trades⟧回、シャープ⟦0.03@B.sharpe~A.sharpe!⟧、合計"
  "⟦+1,202@B.total_pnl⟧ポイント。"),
A('b_fade_2023_vs_2024', 'wrong_year', 'ru-RU', 'shoerepair',
  "2023 г.: ⟦18@A.total_trades⟧ сделок, доля прибыльных ⟦70 %@A.win_rate~B.win_rate!⟧, итог ⟦+61,75@A.total_pnl⟧ "
  "пункта; 2024 г. — ⟦+1202@B.total_pnl⟧."),
A('b_fade_2023_vs_2024', 'derived', 'en-GB', 'pinball',
  "2023 netted ⟦+61.75@A.total_pnl⟧ points and 2024 ⟦+1,202@B.total_pnl⟧; by my own subtraction 2024 came out "
  "⟦1,140.25@B.total_pnl-A.total_pnl!⟧ points ahead."),
# ---------------------------------------------------------------- x_compare_two_down
A('x_compare_two_down', 'faithful', 'ru-RU', 'karting',
  "покупка после двух падений, выход через 3 дня, стоп 2 %: на ES работает — PF ⟦2,09@" + ES + ".profit_factor⟧, "
  "Шарп ⟦1,67@" + ES + ".sharpe⟧, ⟦+130_751,25@" + ES + ".total_pnl_currency⟧ на контракт; на NQ нет — PF "
  "⟦0,79@" + NQ + ".profit_factor⟧, ⟦−61_215,4@" + NQ + ".total_pnl_currency⟧."),
A('x_compare_two_down', 'faithful', 'ja-JP', 'popcorn',
  "2日続落の買い：NQは⟦97@" + NQ + ".trades⟧回・勝率⟦39.2%@" + NQ + ".win_rate⟧・合計⟦−3,060.8@" + NQ +
  ".total_pnl⟧ポイント、ESは⟦64@" + ES + ".trades⟧回・勝率⟦54.7%@" + ES + ".win_rate⟧・⟦+2,615.0@" + ES +
  ".total_pnl⟧ポイント。銘柄間はポイントでなく契約あたり金額で比較を。"),
A('x_compare_two_down', 'faithful', 'en-US', 'cheesecave',
  "the two-down-days long works on ES, not on NQ: ES profit factor ⟦2.09@" + ES + ".profit_factor⟧, max drawdown "
  "⟦420.85@" + ES + ".max_drawdown⟧ points; NQ profit factor ⟦0.79@" + NQ + ".profit_factor⟧, drawdown "
  "⟦4,632.89@" + NQ + ".max_drawdown⟧, expectancy ⟦−31.55@" + NQ + ".expectancy⟧ per trade."),
A('x_compare_two_down', 'wrong_sign', 'en-GB', 'olivepress',
  "ES: ⟦64@" + ES + ".trades⟧ trades, win rate ⟦54.7%@" + ES + ".win_rate⟧, expectancy ⟦−40.86@" + ES +
  ".expectancy!⟧ points per trade, Sharpe ⟦1.67@" + ES + ".sharpe⟧. NQ did not work."),
A('x_compare_two_down', 'wrong_column', 'zh-CN', 'chairlift',
  "连跌两天买入：ES 共 ⟦64@" + ES + ".trades⟧ 笔，胜率 ⟦40.86%@" + ES + ".win_rate~" + ES + ".expectancy!⟧，"
  "盈亏比 ⟦2.09@" + ES + ".profit_factor⟧；NQ 不适用。"),
A('x_compare_two_down', 'misrounded', 'it-IT', 'geyser',
  "NQ: ⟦97@" + NQ + ".trades⟧ operazioni, win rate ⟦39,1 %@" + NQ + ".win_rate!⟧, totale ⟦−3.060,8@" + NQ +
  ".total_pnl⟧ punti. Su ES la strategia funziona, su NQ no."),
# ---------------------------------------------------------------- x_portfolio_two_down
A('x_portfolio_two_down', 'faithful', 'de-DE', 'popcorn',
  "Portfolio NQ + ES, 1 % Risiko je Trade auf ⟦1.000.000@M.capital⟧: Endkapital ⟦1.048.758,95@M.final_equity⟧, "
  "also ⟦+4,88 %@M.return_pct⟧; maximaler Drawdown ⟦78.853,15@M.max_drawdown⟧ (⟦7,2 %@M.max_drawdown_pct⟧)."),
A('x_portfolio_two_down', 'faithful', 'en-US', 'karting',
  "two-down-days portfolio: ⟦161@M.trades⟧ trades, total ⟦+48,758.95@M.total_pnl⟧ on ⟦1,000,000@M.capital⟧. ES "
  "carried it with ⟦+134,871.25@leg('ES').pnl⟧ over ⟦64@leg('ES').trades⟧ trades; NQ lost ⟦−86,112.30@leg('NQ').pnl⟧."),
A('x_portfolio_two_down', 'faithful', 'pl-PL', 'trebuchet',
  "portfel: ES ⟦64@leg('ES').trades⟧ transakcje i ⟦+134_871,25@leg('ES').pnl⟧, NQ ⟦97@leg('NQ').trades⟧ "
  "transakcji i ⟦−86_112,3@leg('NQ').pnl⟧. Razem ⟦+48_758,95@M.total_pnl⟧, czyli ⟦4,88 %@M.return_pct⟧ kapitału."),
A('x_portfolio_two_down', 'faithful', 'en-GB', 'snooker',
  "portfolio result: ⟦+4.88%@M.return_pct⟧ on the million, maximum drawdown ⟦78,853.15@M.max_drawdown⟧ "
  "(⟦7.20%@M.max_drawdown_pct⟧). NQ's share of the total was ⟦−177%@leg('NQ').contribution_pct⟧, ES's "
  "⟦277%@leg('ES').contribution_pct⟧."),
A('x_portfolio_two_down', 'wrong_sign', 'es-ES', 'shoerepair',
  "cartera NQ + ES con riesgo del 1 %: beneficio total ⟦+48.758,95@M.total_pnl⟧ en ⟦161@M.trades⟧ operaciones; "
  "la pata ES aportó ⟦−134.871,25@leg('ES').pnl!⟧."),
A('x_portfolio_two_down', 'miscomputed', 'pt-BR', 'churnlog',
  "carteira: perna ES ⟦+134.871,25@leg('ES').pnl⟧, perna NQ ⟦−86.112,30@leg('NQ').pnl⟧; somando eu mesmo, "
  "⟦+48.785,95@leg('ES').pnl+leg('NQ').pnl!⟧ no total."),
A('x_portfolio_two_down', 'coincidental', 'it-IT', 'cheesecave',
  "portafoglio a due gambe: ⟦161@M.trades⟧ operazioni; la gamba ES ne ha fatte ⟦64@leg('ES').trades⟧, di cui "
  "⟦40@leg('ES').unit_metrics.winning_trades!⟧ vincenti, e ha reso ⟦+134.871,25@leg('ES').pnl⟧."),
]
