"""Backtests, comparison and portfolio (b_rsi_long ... x_portfolio_two_down). Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A

Y23 = "mr('2023 ([+-][0-9.]+) [(]')"
Y24 = "mr('2024 ([+-][0-9.]+) [(]')"
N23 = "mr('2023 [+-][0-9.]+ [(]([0-9]+)[)]')"
N24 = "mr('2024 [+-][0-9.]+ [(]([0-9]+)[)]')"

ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
A('b_rsi_long', 'faithful', 'en-US', 'shavedice',
  "RSI(14) < 30 long, 5-day exit, 1% stop: ⟦36@total_trades⟧ trades, ⟦7@winning_trades⟧ winners "
  "(⟦19.4%@win_rate⟧), net ⟦−917.4@total_pnl⟧ pts, PF ⟦0.76@profit_factor⟧; buy-and-hold "
  "⟦−7,162.75@buy_and_hold_pnl⟧."),
A('b_rsi_long', 'faithful', 'en-GB', 'paintball',
  "the RSI dip-buy lost ⟦−917.44@total_pnl⟧ points over ⟦36@total_trades⟧ trades, Sharpe ⟦−0.46@sharpe⟧, max "
  "drawdown ⟦1,368.1@max_drawdown⟧. Its best trade, entered ⟦28 Mar@D:2024-03-28⟧, made ⟦+680.5@best_trade⟧."),
A('b_rsi_long', 'faithful', 'de-DE', 'cocoa',
  "RSI-Long: ⟦28@mr('stop ([0-9]+) ')⟧ Stopp-Ausstiege, alle Verlierer, zusammen "
  "⟦−3.692,4@mr('stop 28 [(]W:0 L:28, ([-0-9.]+)')⟧ Punkte; ⟦8@mr('timeout ([0-9]+) ')⟧ Zeitausstiege mit "
  "⟦+2.775@mr('timeout 8 [(]W:7 L:1, ([+0-9.]+)')⟧."),
A('b_rsi_long', 'faithful', 'nl-NL', 'candyfloss',
  "RSI(14)-dipkoop: verwachting ⟦−25,48@expectancy⟧ punten per trade, gemiddelde winst ⟦+405,5@avg_win⟧ tegen "
  "gemiddeld verlies ⟦−129,5@avg_loss⟧, langste verliesreeks ⟦6@max_consecutive_losses⟧ trades."),
A('b_rsi_long', 'wrong_column', 'pl-PL', 'billiard',
  "kupno przy RSI(14) poniżej 30: najlepsza transakcja ⟦+405,5@best_trade~avg_win!⟧ pkt, najgorsza "
  "⟦−163@worst_trade⟧ pkt, na ⟦36@total_trades⟧ transakcji."),
A('b_rsi_long', 'wrong_sign', 'ja-JP', 'vanilla',
  "RSI(14)30割れ買いの損益合計は⟦+917.4@total_pnl!⟧ポイント、取引⟦36@total_trades⟧回、勝率⟦19.4@win_rate⟧%。"),
A('b_rsi_long', 'misrounded', 'it-IT', 'saltrake',
  "acquisto con RSI(14) sotto 30: ⟦36@total_trades⟧ operazioni, percentuale di successo ⟦19,5@win_rate!⟧%, "
  "profit factor ⟦0,76@profit_factor⟧."),
# ---------------------------------------------------------------- b_fade_3up
A('b_fade_3up', 'faithful', 'it-IT', 'lasertag',
  "short dopo tre rialzi, target 50 e stop 30, dal 2023: ⟦47@total_trades⟧ operazioni, ⟦21@winning_trades⟧ "
  "vinte tutte al target, ⟦26@losing_trades⟧ perse allo stop; totale ⟦+270@total_pnl⟧ punti, profit factor "
  "⟦1,35@profit_factor⟧."),
A('b_fade_3up', 'faithful', 'es-ES', 'paintball',
  f"corto tras tres subidas: ⟦+270@total_pnl⟧ puntos netos en ⟦47@total_trades⟧ operaciones, ⟦+30@{Y23}⟧ en 2023 "
  f"y ⟦+240@{Y24}⟧ en 2024; drawdown máximo ⟦190@max_drawdown⟧."),
A('b_fade_3up', 'faithful', 'ru-RU', 'vanilla',
  "шорт после трёх растущих дней: ожидание ⟦+5,74@expectancy⟧ пункта на сделку, доля прибыльных "
  "⟦44,7@win_rate⟧ %, Sharpe ⟦0,69@sharpe⟧; buy & hold за тот же срок ⟦−7162,75@buy_and_hold_pnl⟧."),
A('b_fade_3up', 'wrong_year', 'de-DE', 'caving',
  f"Fade nach drei Plus-Tagen: 2023 ⟦+30@{Y23}⟧ Punkte aus ⟦16@{N23}~{N24}!⟧ Trades, 2024 ⟦+240@{Y24}⟧ Punkte."),
A('b_fade_3up', 'wrong_unit', 'en-GB', 'saltrake',
  "fading three up days since 2023 with the 50-point target and 30-point stop netted "
  "£⟦270@total_pnl~total_pnl!⟧ over ⟦47@total_trades⟧ trades.",
  unit_note='index points quoted as pounds'),
A('b_fade_3up', 'invented', 'pl-PL', 'teapluck',
  "short po trzech wzrostowych dniach od 2023 r.: wynik ⟦+270@total_pnl⟧ pkt, maksymalne obsunięcie "
  "⟦235@max_drawdown!⟧ pkt."),
# ---------------------------------------------------------------- b_sma_cross
A('b_sma_cross', 'faithful', 'zh-CN', 'vanilla',
  "收盘上穿 SMA(20) 做多、持有 10 天：共 ⟦16@total_trades⟧ 笔，盈利 ⟦4@winning_trades⟧ 笔，合计 "
  "⟦−4,681@total_pnl⟧ 点，最大回撤 ⟦4,864.5@max_drawdown⟧ 点。"),
A('b_sma_cross', 'faithful', 'ja-JP', 'lasertag',
  "SMA(20)上抜け買い・10日保有：最良の取引は⟦2023年9月12日@D:2023-09-12⟧エントリーの⟦+1,270@best_trade⟧ポイント、"
  "最悪は⟦−1,800.75@worst_trade⟧。"),
A('b_sma_cross', 'faithful', 'ru-RU', 'ricepaddy',
  f"пересечение SMA(20) снизу вверх, удержание 10 дней: ⟦−1096,8@{Y23}⟧ в 2023 г. (⟦9@{N23}⟧ сделок) и "
  f"⟦−3584,5@{Y24}⟧ в 2024 г. (⟦7@{N24}⟧); Sharpe ⟦−1,11@sharpe⟧."),
A('b_sma_cross', 'wrong_row', 'es-ES', 'shavedice',
  "cruce del cierre sobre la SMA(20): la entrada del ⟦12 de julio de 2023@D:2023-07-12⟧ cerró con "
  "⟦−926,75@trd('2023-07-12').pnl~trd('2023-11-28').pnl!⟧ puntos a los 10 días."),
A('b_sma_cross', 'wrong_sign', 'de-DE', 'candyfloss',
  "SMA(20)-Kreuzung long, 10 Tage Haltedauer: schlechtester Trade ⟦+1.800,75@worst_trade!⟧ Punkte, bester "
  "⟦+1.270@best_trade⟧."),
A('b_sma_cross', 'miscomputed', 'nl-NL', 'caving',
  "SMA(20)-kruising, 10 dagen vasthouden: totaal ⟦−4.681@total_pnl⟧ punten over ⟦16@total_trades⟧ trades, "
  "volgens mijn deling ⟦−282,58@total_pnl/total_trades!⟧ per trade."),
# ---------------------------------------------------------------- b_breakdown_short_2024
A('b_breakdown_short_2024', 'faithful', 'pl-PL', 'caving',
  "short po zamknięciu pod wczorajszym dołkiem, 2024 r.: ⟦79@total_trades⟧ transakcji, ⟦32@winning_trades⟧ "
  "zyskownych (⟦40,5@win_rate⟧%), wynik ⟦+1183,1@total_pnl⟧ pkt, współczynnik zysku ⟦1,39@profit_factor⟧."),
A('b_breakdown_short_2024', 'faithful', 'ru-RU', 'saltrake',
  "шорт на пробое минимума, 2024 г.: лучшая сделка ⟦11 января@D:2024-01-11⟧ — ⟦+171,7@best_trade⟧, худшая "
  "⟦5 января@D:2024-01-05⟧ — ⟦−87,26@worst_trade⟧; ⟦47@mr('stop ([0-9]+) ')⟧ выходов по стопу и "
  "⟦32@mr('take_profit ([0-9]+) ')⟧ по цели."),
A('b_breakdown_short_2024', 'faithful', 'zh-CN', 'candyfloss',
  "2024 年跌破前低做空：每笔期望 ⟦+14.98@expectancy⟧ 点，夏普 ⟦1.35@sharpe⟧，最大回撤 ⟦316.3@max_drawdown⟧ 点；"
  "同期买入持有 ⟦−8,634.75@buy_and_hold_pnl⟧ 点。"),
A('b_breakdown_short_2024', 'wrong_sign', 'fr-FR', 'skate',
  "vente sur cassure du plus bas de la veille, 2024 : ⟦79@total_trades⟧ trades, résultat "
  "⟦−1_183,1@total_pnl!⟧ points, taux de réussite ⟦40,5@win_rate⟧ %."),
A('b_breakdown_short_2024', 'coincidental', 'es-ES', 'teapluck',
  "corto por ruptura del mínimo previo en 2024: la mejor operación, el ⟦11 de enero@D:2024-01-11⟧, ganó "
  "⟦+166@best_trade!⟧ puntos; la peor, ⟦−87,26@worst_trade⟧."),
A('b_breakdown_short_2024', 'misrounded', 'de-DE', 'shavedice',
  "Breakdown-Short 2024: Sharpe ⟦1,34@sharpe!⟧, Sortino ⟦2,62@sortino⟧, Ergebnis ⟦+1.183,1@total_pnl⟧ Punkte."),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
A('b_fade_2023_vs_2024', 'faithful', 'ja-JP', 'billiard',
  "三日続伸後の売り（2日保有）：2023年は⟦18@A.total_trades⟧回で⟦+61.75@A.total_pnl⟧ポイント、2024年は"
  "⟦10@B.total_trades⟧回で⟦+1,202@B.total_pnl⟧ポイント、勝率⟦70@B.win_rate⟧%。2024年の方が良い。"),
A('b_fade_2023_vs_2024', 'faithful', 'de-DE', 'paintball',
  "Fade nach drei Plus-Tagen: 2023 Profitfaktor ⟦1,02@A.profit_factor⟧ und Sharpe ⟦0,03@A.sharpe⟧, 2024 "
  "Profitfaktor ⟦2,82@B.profit_factor⟧ und Sharpe ⟦1,33@B.sharpe⟧, also 2024 klar besser."),
A('b_fade_2023_vs_2024', 'faithful', 'en-GB', 'caving',
  "better in 2024: ⟦+1,202@B.total_pnl⟧ pts from ⟦10@B.total_trades⟧ trades against ⟦+61.75@A.total_pnl⟧ from "
  "⟦18@A.total_trades⟧ in 2023. 2023's best trade, entered ⟦20 Jul 2023@D:2023-07-20⟧, made "
  "⟦+1,147.75@A.best_trade⟧."),
A('b_fade_2023_vs_2024', 'wrong_year', 'fr-FR', 'ricepaddy',
  "en 2023, la stratégie a gagné ⟦+1_202@A.total_pnl~B.total_pnl!⟧ points sur ⟦18@A.total_trades⟧ trades ; en "
  "2024, taux de réussite ⟦70@B.win_rate⟧ %."),
A('b_fade_2023_vs_2024', 'wrong_year', 'nl-NL', 'saltrake',
  "in 2024 leverde de beste trade ⟦+1.147,75@B.best_trade~A.best_trade!⟧ punten op, bij een winstpercentage van "
  "⟦70@B.win_rate⟧% en een totaal van ⟦+1.202@B.total_pnl⟧."),
A('b_fade_2023_vs_2024', 'miscomputed', 'ru-RU', 'shavedice',
  "доля прибыльных сделок: ⟦55,6@A.win_rate⟧ % в 2023 г. и ⟦70@B.win_rate⟧ % в 2024 г.; по моему подсчёту, "
  "разница ⟦15,44@B.win_rate-A.win_rate!⟧ п. п."),
# ---------------------------------------------------------------- x_compare_two_down
A('x_compare_two_down', 'faithful', 'it-IT', 'skate',
  "comprare dopo due ribassi: su NQ no, ⟦97@row('NQ').trades⟧ operazioni, profit factor "
  "⟦0,79@row('NQ').profit_factor⟧, ⟦−3.060,8@row('NQ').total_pnl⟧ punti; su ES sì, ⟦64@row('ES').trades⟧ "
  "operazioni, profit factor ⟦2,09@row('ES').profit_factor⟧, ⟦+2.615@row('ES').total_pnl⟧ punti."),
A('x_compare_two_down', 'faithful', 'de-DE', 'vanilla',
  "nur auf ES: Sharpe ⟦1,67@row('ES').sharpe⟧ gegen ⟦−0,69@row('NQ').sharpe⟧ bei NQ; pro Kontrakt "
  "⟦+130.751,25@row('ES').total_pnl_currency⟧ gegenüber ⟦−61.215,4@row('NQ').total_pnl_currency⟧. Punkte sind "
  "zwischen den Kontrakten nicht vergleichbar."),
A('x_compare_two_down', 'faithful', 'en-GB', 'billiard',
  "works on ES, not on NQ: ES won ⟦54.7%@row('ES').win_rate⟧ of ⟦64@row('ES').trades⟧ trades with a max "
  "drawdown of ⟦420.85@row('ES').max_drawdown⟧ pts; NQ won ⟦39.2%@row('NQ').win_rate⟧ of ⟦97@row('NQ').trades⟧, "
  "drawdown ⟦4,632.89@row('NQ').max_drawdown⟧."),
A('x_compare_two_down', 'wrong_row', 'fr-FR', 'caving',
  "achat après deux baisses : sur NQ, le profit factor ressort à "
  "⟦2,09@row('NQ').profit_factor~row('ES').profit_factor!⟧ pour ⟦97@row('NQ').trades⟧ trades."),
A('x_compare_two_down', 'wrong_unit', 'en-US', 'ricepaddy',
  "buying after two down days: ES netted ⟦+130,751.25@row('ES').total_pnl_currency~row('ES').total_pnl_currency!⟧ "
  "points over ⟦64@row('ES').trades⟧ trades, Sharpe ⟦1.67@row('ES').sharpe⟧.",
  unit_note='currency per contract quoted as index points'),
A('x_compare_two_down', 'wrong_sign', 'es-ES', 'saltrake',
  "en NQ la compra tras dos caídas sumó ⟦+3060,8@row('NQ').total_pnl!⟧ puntos en ⟦97@row('NQ').trades⟧ "
  "operaciones; en ES, ⟦+2615@row('ES').total_pnl⟧ en ⟦64@row('ES').trades⟧."),
# ---------------------------------------------------------------- x_portfolio_two_down
A('x_portfolio_two_down', 'faithful', 'fr-FR', 'shavedice',
  "portefeuille NQ + ES, 1 % de risque par trade sur ⟦1_000_000@capital⟧ : ⟦+48_758,95@total_pnl⟧ au total, "
  "soit ⟦+4,88@return_pct⟧ %, pour ⟦161@trades⟧ trades ; drawdown max ⟦78_853,15@max_drawdown⟧ "
  "(⟦7,2@max_drawdown_pct⟧ %)."),
A('x_portfolio_two_down', 'faithful', 'zh-CN', 'billiard',
  "组合总盈利 ⟦+48,758.95@total_pnl⟧，收益率 ⟦4.88@return_pct⟧%；ES 腿贡献 ⟦+134,871.25@leg('ES').pnl⟧，"
  "NQ 腿 ⟦−86,112.3@leg('NQ').pnl⟧，只有 ES 在赚钱。"),
A('x_portfolio_two_down', 'faithful', 'ru-RU', 'skate',
  "портфель на ⟦1_000_000@capital⟧: итог ⟦1_048_758,95@final_equity⟧; ES дал ⟦+134_871,25@leg('ES').pnl⟧ за "
  "⟦64@leg('ES').trades⟧ сделки, NQ — ⟦−86_112,3@leg('NQ').pnl⟧ за ⟦97@leg('NQ').trades⟧."),
A('x_portfolio_two_down', 'faithful', 'pt-BR', 'caving',
  "carteira NQ + ES: a perna ES acertou ⟦35@leg('ES').unit_metrics.winning_trades⟧ de ⟦64@leg('ES').trades⟧ "
  "operações e respondeu por ⟦277@leg('ES').contribution_pct⟧% do resultado; a NQ, "
  "⟦38@leg('NQ').unit_metrics.winning_trades⟧ de ⟦97@leg('NQ').trades⟧, ⟦−177@leg('NQ').contribution_pct⟧%."),
A('x_portfolio_two_down', 'wrong_sign', 'it-IT', 'ricepaddy',
  "nel portafoglio la gamba NQ ha chiuso a ⟦+86.112,3@leg('NQ').pnl!⟧ su ⟦97@leg('NQ').trades⟧ operazioni; "
  "totale ⟦+48.758,95@total_pnl⟧."),
A('x_portfolio_two_down', 'wrong_row', 'de-DE', 'candyfloss',
  "Portfolio mit 1 % Risiko je Trade: ES-Bein mit ⟦97@leg('ES').trades~leg('NQ').trades!⟧ Trades und "
  "⟦+134.871,25@leg('ES').pnl⟧, gesamt ⟦161@trades⟧ Trades."),
A('x_portfolio_two_down', 'derived', 'en-US', 'paintball',
  "on the million, the ES leg made ⟦+134,871.25@leg('ES').pnl⟧, which by my own division is "
  "⟦13.49%@leg('ES').pnl/capital*100!⟧ of starting capital; the whole portfolio returned ⟦4.88%@return_pct⟧."),
]
