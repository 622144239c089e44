"""Backtests, comparison and portfolio (b_rsi_long ... x_portfolio_two_down). Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A

Y = lambda y: f"mr('{y} ([+-][0-9.]+) [(]')"
YN = lambda y: f"mr('{y} [+-][0-9.]+ [(]([0-9]+)')"
STOPS = "mr('stop ([0-9]+) ')"
NQ, ES = "row('NQ')", "row('ES')"

ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
A('b_rsi_long', 'faithful', 'ru-RU', 'glazier',
  "RSI(14) ниже 30, выход через 5 дней, стоп 1 %: ⟦36@total_trades⟧ сделок, прибыльных ⟦7@winning_trades⟧, итог "
  "⟦−917,44@total_pnl⟧ п., доля выигрышей ⟦19,4 %@win_rate⟧. Купить и держать: ⟦−7162,75@buy_and_hold_pnl⟧ п."),
A('b_rsi_long', 'faithful', 'de-DE', 'tofu',
  f"RSI-Long: Profitfaktor ⟦0,76@profit_factor⟧, Sharpe ⟦−0,46@sharpe⟧, maximaler Drawdown ⟦1.368,1@max_drawdown⟧ "
  f"Punkte; ⟦28@{STOPS}⟧ Ausstiege per Stopp, keiner davon im Gewinn."),
A('b_rsi_long', 'faithful', 'it-IT', 'tortilla',
  "il miglior trade, entrato il ⟦28 marzo@D:2024-03-28⟧, ha reso ⟦+680,5@best_trade⟧ punti; perdita media "
  "⟦−129,52@avg_loss⟧, esposizione ⟦20,5 %@exposure_pct⟧."),
A('b_rsi_long', 'wrong_sign', 'en-GB', 'miso',
  "RSI dip-buy: total ⟦−917.4@total_pnl⟧ points over ⟦36@total_trades⟧ trades, while buy-and-hold returned "
  "⟦+44.8%@buy_and_hold_pct!⟧."),
A('b_rsi_long', 'wrong_column', 'nl-NL', 'sausage',
  "RSI-koopstrategie: beste trade ⟦+405,5@best_trade~avg_win!⟧ punten, slechtste ⟦−163,0@worst_trade⟧, winstfactor "
  "⟦0,76@profit_factor⟧."),
A('b_rsi_long', 'wrong_unit', 'es-ES', 'poultry',
  "compra con RSI(14) bajo 30: resultado ⟦−917,4@total_pnl⟧ puntos y drawdown máximo de "
  "⟦1.368,1@max_drawdown~max_drawdown!⟧ dólares.", unit_note='drawdown in index points quoted as US dollars'),
# ---------------------------------------------------------------- b_fade_3up
A('b_fade_3up', 'faithful', 'es-ES', 'jerky',
  "vender tras tres subidas, objetivo 50 y stop 30, desde 2023: ⟦47@total_trades⟧ operaciones, "
  "⟦21@winning_trades⟧ ganadoras, total ⟦+270@total_pnl⟧ puntos, factor de beneficio ⟦1,35@profit_factor⟧."),
A('b_fade_3up', 'faithful', 'en-US', 'sausage',
  "fade-three-up short: win rate ⟦44.7%@win_rate⟧, expectancy ⟦5.74@expectancy⟧ points a trade, max drawdown "
  "⟦190@max_drawdown⟧; all ⟦26@losing_trades⟧ losers were stop-outs at the 30-point stop."),
A('b_fade_3up', 'faithful', 'fr-FR', 'vinegar',
  f"par année : 2023 à ⟦+30@{Y(2023)}⟧ points sur ⟦31@{YN(2023)}⟧ trades, 2024 à ⟦+240@{Y(2024)}⟧ sur "
  f"⟦16@{YN(2024)}⟧. L'essentiel du gain vient de 2024."),
A('b_fade_3up', 'faithful', 'pt-BR', 'poultry',
  "Sharpe ⟦0,69@sharpe⟧, Sortino ⟦1,25@sortino⟧, exposição ⟦9,3%@exposure_pct⟧; o buy-and-hold no mesmo período deu "
  "⟦−7.162,75@buy_and_hold_pnl⟧ pontos."),
A('b_fade_3up', 'wrong_year', 'nl-NL', 'glazier',
  f"in 2023 leverde de fade ⟦+240@{Y(2023)}~{Y(2024)}!⟧ punten op, bij een doel van 50 en een stop van 30 punten."),
A('b_fade_3up', 'coincidental', 'pl-PL', 'eggpack',
  "short po trzech wzrostach: współczynnik odrobienia ⟦1,37@recovery_factor!⟧ przy maksymalnym obsunięciu "
  "⟦190@max_drawdown⟧ pkt."),
A('b_fade_3up', 'wrong_unit', 'ja-JP', 'brewpub',
  "3日続伸後の売り：最大ドローダウン⟦190@max_drawdown⟧ポイント、その期間は"
  "⟦160@max_drawdown_duration_bars~max_drawdown_duration_bars!⟧時間。",
  unit_note='drawdown duration in daily bars quoted as hours'),
# ---------------------------------------------------------------- b_sma_cross
A('b_sma_cross', 'faithful', 'ru-RU', 'poultry',
  "пересечение SMA(20), удержание 10 дней: ⟦16@total_trades⟧ сделок, ⟦4@winning_trades⟧ в плюс, итог "
  "⟦−4681,25@total_pnl⟧ п., просадка ⟦4864,5@max_drawdown⟧ п. Лучшая — вход ⟦12 сентября 2023@D:2023-09-12⟧, "
  "⟦+1270@best_trade⟧."),
A('b_sma_cross', 'faithful', 'es-ES', 'miso',
  "cruce de la SMA(20) con 10 días: factor de beneficio ⟦0,37@profit_factor⟧, Sharpe ⟦−1,11@sharpe⟧, ganancia media "
  "⟦686,4@avg_win⟧ y pérdida media ⟦−618,9@avg_loss⟧ puntos; peor operación ⟦−1.800,75@worst_trade⟧."),
A('b_sma_cross', 'faithful', 'zh-CN', 'brewpub',
  f"按年份：2023 年 ⟦−1,096.8@{Y(2023)}⟧ 点（⟦9@{YN(2023)}⟧ 笔），2024 年 ⟦−3,584.5@{Y(2024)}⟧ 点"
  f"（⟦7@{YN(2024)}⟧ 笔）；两年都亏。"),
A('b_sma_cross', 'wrong_year', 'ja-JP', 'eggpack',
  f"2024年の取引は⟦9@{YN(2024)}~{YN(2023)}!⟧回で、損益は⟦−3,584.5@{Y(2024)}⟧ポイント。"),
A('b_sma_cross', 'wrong_sign', 'it-IT', 'tofu',
  "incrocio sulla SMA(20): fattore di recupero ⟦+0,96@recovery_factor!⟧, Sharpe ⟦−1,11@sharpe⟧, "
  "⟦16@total_trades⟧ operazioni."),
A('b_sma_cross', 'misrounded', 'nl-NL', 'sausage',
  "SMA(20)-kruising, 10 dagen vasthouden: Sharpe ⟦−1,10@sharpe!⟧, Sortino ⟦−1,26@sortino⟧, winstfactor "
  "⟦0,37@profit_factor⟧."),
# ---------------------------------------------------------------- b_breakdown_short_2024
A('b_breakdown_short_2024', 'faithful', 'ja-JP', 'jerky',
  "2024年のブレイクダウン売り：取引⟦79@total_trades⟧回、勝ち⟦32@winning_trades⟧回、損益⟦+1,183.1@total_pnl⟧ポイント、"
  "PF ⟦1.39@profit_factor⟧。勝ちはすべて利確。"),
A('b_breakdown_short_2024', 'faithful', 'pl-PL', 'vinegar',
  "short po zamknięciu pod poprzednim dołkiem, 2024 r.: skuteczność ⟦40,5%@win_rate⟧, średni zysk ⟦131,84@avg_win⟧ pkt, "
  "średnia strata ⟦−64,59@avg_loss⟧ pkt; kupno i trzymanie dałoby ⟦−8634,75@buy_and_hold_pnl⟧."),
A('b_breakdown_short_2024', 'faithful', 'en-US', 'glazier',
  "best trade on ⟦Jan 11@D:2024-01-11⟧, ⟦+171.7@best_trade⟧ points at the 1% target; worst on ⟦Jan 5@D:2024-01-05⟧, "
  "⟦−87.26@worst_trade⟧ at the 0.5% stop. Sharpe ⟦1.35@sharpe⟧."),
A('b_breakdown_short_2024', 'wrong_unit', 'fr-FR', 'wheelwright',
  "achat-conservation sur 2024 : ⟦−49,1@buy_and_hold_pct~buy_and_hold_pct!⟧ points, contre ⟦+1_183,1@total_pnl⟧ "
  "points pour la stratégie.", unit_note='buy-and-hold return in percent quoted as index points'),
A('b_breakdown_short_2024', 'wrong_row', 'es-ES', 'kimchi',
  "la mejor operación, la del ⟦11 de enero@D:2024-01-11⟧, ganó ⟦165,23@trd('2024-01-11').pnl~trd('2024-01-30').pnl!⟧ "
  "puntos; en total ⟦79@total_trades⟧ operaciones."),
A('b_breakdown_short_2024', 'wrong_sign', 'zh-CN', 'sausage',
  "2024 年跌破前低做空：最差一笔 ⟦+87.26@worst_trade!⟧ 点，共 ⟦79@total_trades⟧ 笔交易。"),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
A('b_fade_2023_vs_2024', 'faithful', 'en-US', 'tofu',
  "2024, clearly: ⟦+1,202@B.total_pnl⟧ points on ⟦10@B.total_trades⟧ trades with a ⟦70%@B.win_rate⟧ win rate, "
  "against ⟦+61.75@A.total_pnl⟧ on ⟦18@A.total_trades⟧ trades in 2023."),
A('b_fade_2023_vs_2024', 'faithful', 'en-GB', 'glazier',
  "2023's fade: Sharpe ⟦0.03@A.sharpe⟧, drawdown ⟦1,685.25@A.max_drawdown⟧; 2024's: Sharpe ⟦1.33@B.sharpe⟧, drawdown "
  "⟦603.5@B.max_drawdown⟧. Same rule, a far better year in 2024."),
A('b_fade_2023_vs_2024', 'faithful', 'it-IT', 'jerky',
  "nel 2023 il miglior trade (entrato il ⟦20 luglio@D:2023-07-20⟧) rese ⟦+1.147,75@A.best_trade⟧ e il peggiore "
  "⟦−697@A.worst_trade⟧; nel 2024 il migliore ⟦+465,75@B.best_trade⟧."),
A('b_fade_2023_vs_2024', 'wrong_year', 'de-DE', 'sausage',
  "2023 lag die Trefferquote beim Verkauf nach drei Plustagen bei ⟦70 %@A.win_rate~B.win_rate!⟧, bei "
  "⟦18@A.total_trades⟧ Trades."),
A('b_fade_2023_vs_2024', 'miscomputed', 'pl-PL', 'poultry',
  "2024 r.: ⟦+1202@B.total_pnl⟧ pkt, 2023 r.: ⟦+61,75@A.total_pnl⟧ pkt; różnica według mojej kartki "
  "⟦1104,25@B.total_pnl-A.total_pnl!⟧ pkt na korzyść 2024."),
A('b_fade_2023_vs_2024', 'wrong_sign', 'nl-NL', 'kimchi',
  "in 2023 leverde buy-and-hold ⟦−1.553,5@A.buy_and_hold_pnl!⟧ punten op, de fade ⟦+61,75@A.total_pnl⟧."),
# ---------------------------------------------------------------- x_compare_two_down
A('x_compare_two_down', 'faithful', 'pt-BR', 'tortilla',
  f"comprar após duas quedas, saída em 3 dias, stop de 2%: no NQ ⟦97@{NQ}.trades⟧ operações e "
  f"⟦−61.215,4@{NQ}.total_pnl_currency⟧ por contrato; no ES ⟦64@{ES}.trades⟧ operações e "
  f"⟦+130.751,25@{ES}.total_pnl_currency⟧ por contrato. Só funciona no ES."),
A('x_compare_two_down', 'faithful', 'nl-NL', 'vinegar',
  f"Sharpe: NQ ⟦−0,69@{NQ}.sharpe⟧, ES ⟦1,67@{ES}.sharpe⟧; winstfactor NQ ⟦0,79@{NQ}.profit_factor⟧, ES "
  f"⟦2,09@{ES}.profit_factor⟧. Alleen ES houdt stand."),
A('x_compare_two_down', 'faithful', 'es-ES', 'kimchi',
  f"en el ES: ⟦64@{ES}.trades⟧ operaciones, acierto del ⟦54,7 %@{ES}.win_rate⟧, drawdown máximo "
  f"⟦420,85@{ES}.max_drawdown⟧ puntos; en el NQ, acierto del ⟦39,2 %@{NQ}.win_rate⟧ y drawdown de "
  f"⟦4.632,89@{NQ}.max_drawdown⟧."),
A('x_compare_two_down', 'wrong_row', 'it-IT', 'poultry',
  f"sul NQ il profit factor è ⟦2,09@{NQ}.profit_factor~{ES}.profit_factor!⟧, su ⟦97@{NQ}.trades⟧ operazioni."),
A('x_compare_two_down', 'wrong_unit', 'en-GB', 'eggpack',
  f"NQ leg: ⟦97@{NQ}.trades⟧ trades, total ⟦−3,060.77@{NQ}.total_pnl~{NQ}.total_pnl!⟧ dollars per contract; ES "
  f"⟦+130,751.25@{ES}.total_pnl_currency⟧ per contract.", unit_note='NQ index points quoted as dollars per contract'),
A('x_compare_two_down', 'derived', 'ja-JP', 'glazier',
  f"一枚あたりの差：ES ⟦+130,751.25@{ES}.total_pnl_currency⟧、NQ ⟦−61,215.4@{NQ}.total_pnl_currency⟧、"
  f"自分で計算すると差は⟦191,966.65@{ES}.total_pnl_currency-{NQ}.total_pnl_currency!⟧。"),
# ---------------------------------------------------------------- x_portfolio_two_down
A('x_portfolio_two_down', 'faithful', 'nl-NL', 'poultry',
  "portefeuille NQ + ES met 1 % risico op ⟦1.000.000@capital⟧: eindvermogen ⟦1.048.758,95@final_equity⟧, winst "
  "⟦48.758,95@total_pnl⟧ (⟦4,88 %@return_pct⟧), ⟦161@M.trades⟧ trades."),
A('x_portfolio_two_down', 'faithful', 'fr-FR', 'tortilla',
  "jambe NQ : ⟦−86_112,30@leg('NQ').pnl⟧ ; jambe ES : ⟦+134_871,25@leg('ES').pnl⟧. Le gain total, "
  "⟦48_758,95@total_pnl⟧, vient entièrement de l'ES."),
A('x_portfolio_two_down', 'faithful', 'zh-CN', 'tofu',
  "组合最大回撤 ⟦78,853.15@max_drawdown⟧，即 ⟦7.20%@max_drawdown_pct⟧；ES 腿 ⟦64@leg('ES').trades⟧ 笔，"
  "NQ 腿 ⟦97@leg('NQ').trades⟧ 笔。"),
A('x_portfolio_two_down', 'wrong_sign', 'pl-PL', 'brewpub',
  "noga NQ: ⟦+86_112,30@leg('NQ').pnl!⟧, noga ES: ⟦+134_871,25@leg('ES').pnl⟧; razem ⟦+48_758,95@total_pnl⟧."),
A('x_portfolio_two_down', 'wrong_column', 'en-GB', 'wheelwright',
  "portfolio return ⟦7.20%@return_pct~max_drawdown_pct!⟧ on the million, ⟦161@M.trades⟧ trades in all."),
A('x_portfolio_two_down', 'invented', 'ru-RU', 'jerky',
  "максимальная просадка портфеля — ⟦81_204,60@max_drawdown!⟧, итог ⟦+48_758,95@total_pnl⟧."),
]
