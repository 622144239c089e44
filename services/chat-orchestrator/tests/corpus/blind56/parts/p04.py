"""Backtests, comparison and portfolio (b_rsi_long ... x_portfolio_two_down). Markers: see ../../blind4/lib.py.
Layouts: _reg.py. '_' between digits = the locale's group separator (U+202F fr, U+00A0 ru/pl)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A

Y23 = "mr('2023 ([+-][0-9.]+) [(]')"
Y24 = "mr('2024 ([+-][0-9.]+) [(]')"
N24 = "mr('2024 [+-][0-9.]+ [(]([0-9]+)')"


def r(i, col):
    return f"row('{i}').{col}"


ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
A('b_rsi_long', 'faithful', 'it-IT', 'rivertaxi',
  "RSI(14) sotto 30, long, uscita a 5 giorni, stop 1 %: ⟦36@total_trades⟧ operazioni, solo ⟦7@winning_trades⟧ "
  "vincenti (⟦19,4%@win_rate⟧), totale ⟦−917,4@total_pnl⟧ punti, drawdown massimo ⟦1.368,1@max_drawdown⟧."),
A('b_rsi_long', 'faithful', 'zh-CN', 'sailloft',
  "RSI(14) 低于 30 做多、持有 5 天、1% 止损：共 ⟦36@total_trades⟧ 笔，胜率 ⟦19.4%@win_rate⟧，总盈亏 "
  "⟦−917.4@total_pnl⟧ 点，盈亏比 ⟦0.76@profit_factor⟧；最好一笔 ⟦+680.5@best_trade⟧ 点，⟦3月28日@D:2024-03-28⟧ 入场。"),
A('b_rsi_long', 'faithful', 'pl-PL', 'raingauge',
  "RSI(14) < 30, long, wyjście po 5 dniach, stop 1 %: ⟦36@total_trades⟧ transakcji, razem ⟦−917,4@total_pnl⟧ pkt, "
  "Sharpe ⟦−0,46@sharpe⟧; kupno i trzymanie dałoby ⟦−7162,75@buy_and_hold_pnl⟧ pkt."),
A('b_rsi_long', 'wrong_sign', 'de-DE', 'marbling',
  "RSI(14) unter 30 kaufen, 5 Tage halten, 1 % Stop: ⟦36@total_trades⟧ Trades, Trefferquote ⟦19,4 %@win_rate⟧, "
  "Summe ⟦−917,4@total_pnl⟧ Punkte, Sharpe ⟦+0,46@sharpe!⟧."),
A('b_rsi_long', 'wrong_unit', 'ru-RU', 'copperstill',
  "RSI(14) ниже 30, покупка, выход через 5 дней, стоп 1 %: ⟦36@total_trades⟧ сделок, итог "
  "⟦−917,4@total_pnl~total_pnl!⟧ доллара, максимальная просадка ⟦1368,1@max_drawdown⟧.",
  unit_note='index points quoted as US dollars'),
A('b_rsi_long', 'miscomputed', 'en-US', 'goldpan',
  "RSI(14) under 30, long, 5-day exit, 1% stop: ⟦36@total_trades⟧ trades, ⟦29@losing_trades⟧ of them losers, "
  "by my math ⟦86.1%@losing_trades/total_trades*100!⟧ of the lot; net ⟦−917.4@total_pnl⟧ pts."),
# ---------------------------------------------------------------- b_fade_3up
A('b_fade_3up', 'faithful', 'zh-CN', 'copperstill',
  "三连阳后做空、止盈 50 点止损 30 点（2023 年起）：共 ⟦47@total_trades⟧ 笔，其中 ⟦21@winning_trades⟧ 笔止盈、"
  "⟦26@losing_trades⟧ 笔止损，胜率 ⟦44.7%@win_rate⟧，总计 ⟦+270@total_pnl⟧ 点。"),
A('b_fade_3up', 'faithful', 'de-DE', 'marbling',
  "nach drei Plustagen short, Ziel 50, Stop 30 Punkte, seit 2023: ⟦47@total_trades⟧ Trades, Summe ⟦+270@total_pnl⟧, "
  "Profitfaktor ⟦1,35@profit_factor⟧; 2023 brachte ⟦+30@" + Y23 + "⟧, 2024 ⟦+240@" + Y24 + "⟧."),
A('b_fade_3up', 'faithful', 'en-US', 'snowshoe',
  "short after three up days, 50-pt target / 30-pt stop, since 2023: ⟦47@total_trades⟧ trades, win rate "
  "⟦44.7%@win_rate⟧, net ⟦+270@total_pnl⟧ pts; most of it in 2024, ⟦+240@" + Y24 + "⟧ on ⟦16@" + N24 + "⟧ trades."),
A('b_fade_3up', 'wrong_year', 'pl-PL', 'punchcut',
  "krótko po trzech wzrostowych dniach, cel 50, stop 30, od 2023 r.: ⟦47@total_trades⟧ transakcji, razem "
  "⟦+270@total_pnl⟧ pkt; sam 2024 r. dał ⟦+30@" + Y24 + "~" + Y23 + "!⟧ pkt."),
A('b_fade_3up', 'coincidental', 'ru-RU', 'umbrella',
  "шорт после трёх растущих дней, цель 50, стоп 30, с 2023 года: ⟦47@total_trades⟧ сделок, итог "
  "⟦+270@total_pnl⟧ пунктов, коэффициент Шарпа ⟦0,96@sharpe!⟧."),
A('b_fade_3up', 'wrong_column', 'fr-FR', 'falafel',
  "short après trois hausses, objectif 50, stop 30, depuis 2023 : ⟦47@total_trades⟧ trades, gain total "
  "⟦+270@total_pnl⟧ points, drawdown maximal ⟦160@max_drawdown~max_drawdown_duration_bars!⟧ points."),
# ---------------------------------------------------------------- b_sma_cross
A('b_sma_cross', 'faithful', 'ru-RU', 'rugloom',
  "закрытие выше SMA(20), лонг на 10 дней: ⟦16@total_trades⟧ сделок, ⟦4@winning_trades⟧ в плюс, итог "
  "⟦−4681,25@total_pnl⟧ пункта; лучшая ⟦+1270@best_trade⟧, вход ⟦12 сентября@D:2023-09-12⟧ 2023 г."),
A('b_sma_cross', 'faithful', 'pl-PL', 'umbrella',
  "przecięcie SMA(20) od dołu, 10 dni w pozycji: ⟦16@total_trades⟧ transakcji, trafność ⟦25%@win_rate⟧, wynik "
  "⟦−4681,25@total_pnl⟧ pkt; 2023 r. ⟦−1096,8@" + Y23 + "⟧, 2024 r. ⟦−3584,5@" + Y24 + "⟧."),
A('b_sma_cross', 'faithful', 'en-GB', 'goldpan',
  "close crossing above SMA(20), long for 10 days: ⟦16@total_trades⟧ trades, ⟦4@winning_trades⟧ winners, net "
  "⟦−4,681.25@total_pnl⟧ points, Sharpe ⟦−1.11@sharpe⟧; worst trade ⟦−1,800.75@worst_trade⟧."),
A('b_sma_cross', 'faithful', 'es-ES', 'rivertaxi',
  "cruce del cierre sobre la SMA(20), largo 10 días: ⟦16@total_trades⟧ operaciones, profit factor "
  "⟦0,37@profit_factor⟧, total ⟦−4.681,25@total_pnl⟧ puntos; comprar y mantener, ⟦−7.162,75@buy_and_hold_pnl⟧."),
A('b_sma_cross', 'wrong_year', 'de-DE', 'copperstill',
  "Schluss kreuzt SMA(20) nach oben, 10 Tage long: ⟦16@total_trades⟧ Trades, gesamt ⟦−4.681,25@total_pnl⟧ "
  "Punkte; allein 2023 ⟦−3.584,5@" + Y23 + "~" + Y24 + "!⟧."),
A('b_sma_cross', 'wrong_sign', 'fr-FR', 'tincan',
  "croisement du cours au-dessus de la SMA(20), 10 jours en position : ⟦16@total_trades⟧ trades, "
  "⟦−4_681,25@total_pnl⟧ points au total, Sortino ⟦+1,26@sortino!⟧."),
A('b_sma_cross', 'coincidental', 'it-IT', 'sailloft',
  "incrocio della chiusura sopra la SMA(20), 10 giorni long: ⟦16@total_trades⟧ operazioni, ⟦4@winning_trades⟧ "
  "vincenti, drawdown massimo ⟦4.684@max_drawdown!⟧ punti."),
# ---------------------------------------------------------------- b_breakdown_short_2024
A('b_breakdown_short_2024', 'faithful', 'de-DE', 'raingauge',
  "Short unter dem Vortagestief 2024, Ziel 1 %, Stop ein halbes Prozent, raus nach 3 Tagen: ⟦79@total_trades⟧ "
  "Trades, ⟦32@winning_trades⟧ Treffer, Summe ⟦+1.183,1@total_pnl⟧ Punkte, Sharpe ⟦1,35@sharpe⟧."),
A('b_breakdown_short_2024', 'faithful', 'pl-PL', 'goldpan',
  "short po zamknięciu poniżej wczorajszego dołka, 2024 r.: ⟦79@total_trades⟧ transakcji, ⟦47@losing_trades⟧ "
  "na stopie, wynik ⟦+1183,1@total_pnl⟧ pkt, obsunięcie ⟦316,3@max_drawdown⟧; kupno i trzymanie ⟦−8634,75@buy_and_hold_pnl⟧."),
A('b_breakdown_short_2024', 'faithful', 'en-GB', 'copperstill',
  "breakdown short 2024 (1% target, 0.5% stop, 3-day exit): ⟦79@total_trades⟧ trades, win rate ⟦40.5%@win_rate⟧, "
  "net ⟦+1,183.1@total_pnl⟧ pts, ⟦14.98@expectancy⟧ a trade; best ⟦+171.7@best_trade⟧ on ⟦11 Jan@D:2024-01-11⟧."),
A('b_breakdown_short_2024', 'wrong_sign', 'es-ES', 'umbrella',
  "corto bajo el mínimo previo en 2024: ⟦79@total_trades⟧ operaciones, total ⟦+1.183,1@total_pnl⟧ puntos; la "
  "peor, el ⟦5 de enero@D:2024-01-05⟧, ⟦+87,26@worst_trade!⟧."),
A('b_breakdown_short_2024', 'wrong_row', 'ja-JP', 'rugloom',
  "2024年の前日安値割れショート：⟦79@total_trades⟧回、合計⟦+1,183.1@total_pnl⟧ポイント。⟦1月31日@D:2024-01-31⟧"
  "エントリーの損切りは⟦−83.42@trd('2024-01-31').pnl~trd('2024-01-25').pnl!⟧ポイント。"),
A('b_breakdown_short_2024', 'wrong_unit', 'pt-BR', 'marbling',
  "short abaixo da mínima anterior em 2024: ⟦79@total_trades⟧ operações, ⟦32@winning_trades⟧ no alvo, resultado "
  "de R$ ⟦1.183,1@total_pnl~total_pnl!⟧.", unit_note='index points quoted as Brazilian reais'),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
A('b_fade_2023_vs_2024', 'faithful', 'de-DE', 'goldpan',
  "drei Plustage faden, 2 Tage halten: 2024 klar besser, ⟦+1.202@B.total_pnl⟧ Punkte aus ⟦10@B.total_trades⟧ "
  "Trades bei ⟦70 %@B.win_rate⟧ Treffern; 2023 nur ⟦+61,75@A.total_pnl⟧ aus ⟦18@A.total_trades⟧."),
A('b_fade_2023_vs_2024', 'faithful', 'pl-PL', 'snowshoe',
  "granie przeciw trzem wzrostom, 2 dni: w 2023 r. ⟦18@A.total_trades⟧ transakcji, ⟦+61,75@A.total_pnl⟧ pkt, "
  "obsunięcie ⟦1685,25@A.max_drawdown⟧; w 2024 r. ⟦+1202@B.total_pnl⟧ pkt, Sharpe ⟦1,33@B.sharpe⟧. Lepszy 2024."),
A('b_fade_2023_vs_2024', 'faithful', 'es-ES', 'marbling',
  "fade de tres alzas, 2 días: 2023 dejó ⟦+61,75@A.total_pnl⟧ puntos con profit factor ⟦1,02@A.profit_factor⟧; "
  "2024, ⟦+1.202@B.total_pnl⟧ con ⟦2,82@B.profit_factor⟧. Mejor 2024."),
A('b_fade_2023_vs_2024', 'wrong_year', 'zh-CN', 'falafel',
  "三连阳后做空、持有 2 天：2023 年胜率 ⟦70%@A.win_rate~B.win_rate!⟧，总盈亏 ⟦+61.75@A.total_pnl⟧ 点；"
  "2024 年总盈亏 ⟦+1,202@B.total_pnl⟧ 点，明显更好。"),
A('b_fade_2023_vs_2024', 'wrong_year', 'en-US', 'raingauge',
  "fading three up days, 2-day hold: 2024 netted ⟦+61.75@B.total_pnl~A.total_pnl!⟧ points on ⟦10@B.total_trades⟧ "
  "trades with a ⟦70%@B.win_rate⟧ hit rate; 2023 took ⟦18@A.total_trades⟧ trades."),
A('b_fade_2023_vs_2024', 'wrong_sign', 'ja-JP', 'sailloft',
  "三日続伸のフェード（2日保有）：2023年は⟦+61.75@A.total_pnl⟧ポイント、同年の買い持ちは"
  "⟦−1,553.5@A.buy_and_hold_pnl!⟧ポイント。2024年は⟦+1,202@B.total_pnl⟧ポイントで上。"),
# ---------------------------------------------------------------- x_compare_two_down
A('x_compare_two_down', 'faithful', 'de-DE', 'goldpan',
  "zwei Minustage kaufen, 3 Tage halten, Stop 2 %: auf dem ES ja, ⟦64@" + r('ES', 'trades') + "⟧ Trades, "
  "Profitfaktor ⟦2,09@" + r('ES', 'profit_factor') + "⟧, Sharpe ⟦1,67@" + r('ES', 'sharpe') + "⟧; auf dem NQ nein: "
  "⟦−3.060,8@" + r('NQ', 'total_pnl') + "⟧ Punkte, Sharpe ⟦−0,69@" + r('NQ', 'sharpe') + "⟧."),
A('x_compare_two_down', 'faithful', 'ja-JP', 'umbrella',
  "二日続落の買い（3日保有・2%損切り）：ESは⟦64@" + r('ES', 'trades') + "⟧回で一枚あたり⟦+130,751@" +
  r('ES', 'total_pnl_currency') + "⟧、NQは⟦97@" + r('NQ', 'trades') + "⟧回で⟦−61,215@" + r('NQ', 'total_pnl_currency') +
  "⟧。効いたのはESだけ。"),
A('x_compare_two_down', 'faithful', 'it-IT', 'copperstill',
  "comprare dopo due ribassi: NQ ⟦97@" + r('NQ', 'trades') + "⟧ operazioni, win rate ⟦39,2%@" + r('NQ', 'win_rate') +
  "⟧, profit factor ⟦0,79@" + r('NQ', 'profit_factor') + "⟧; ES ⟦64@" + r('ES', 'trades') + "⟧, ⟦54,7%@" +
  r('ES', 'win_rate') + "⟧, ⟦2,09@" + r('ES', 'profit_factor') + "⟧. Regge solo sull'ES."),
A('x_compare_two_down', 'faithful', 'es-ES', 'snowshoe',
  "comprar tras dos bajadas: en NQ, ⟦−3.060,8@" + r('NQ', 'total_pnl') + "⟧ puntos y drawdown de ⟦4.632,9@" +
  r('NQ', 'max_drawdown') + "⟧; en ES, ⟦+2.615@" + r('ES', 'total_pnl') + "⟧ puntos, ⟦+130.751@" +
  r('ES', 'total_pnl_currency') + "⟧ por contrato. Solo funciona en ES."),
A('x_compare_two_down', 'wrong_row', 'en-GB', 'punchcut',
  "buying after two down days: ES ⟦64@" + r('ES', 'trades') + "⟧ trades, ⟦+2,615@" + r('ES', 'total_pnl') +
  "⟧ pts, max drawdown ⟦4,632.9@" + r('ES', 'max_drawdown') + "~" + r('NQ', 'max_drawdown') + "!⟧; NQ ⟦97@" +
  r('NQ', 'trades') + "⟧ trades, ⟦−3,060.8@" + r('NQ', 'total_pnl') + "⟧ pts."),
A('x_compare_two_down', 'wrong_unit', 'zh-CN', 'raingauge',
  "两连跌后买入：ES 共 ⟦64@" + r('ES', 'trades') + "⟧ 笔，总盈亏 ⟦+130,751@" + r('ES', 'total_pnl_currency') + "~" +
  r('ES', 'total_pnl_currency') + "!⟧ 点；NQ 为 ⟦−3,060.8@" + r('NQ', 'total_pnl') + "⟧ 点。只有 ES 有效。",
  unit_note='currency per contract quoted as index points'),
A('x_compare_two_down', 'wrong_column', 'en-US', 'falafel',
  "two-down-days dip: NQ ⟦97@" + r('NQ', 'trades') + "⟧ trades, total ⟦−7,162.75@" + r('NQ', 'total_pnl') + "~" +
  r('NQ', 'buy_and_hold_pnl') + "!⟧ pts; ES ⟦64@" + r('ES', 'trades') + "⟧ trades, ⟦+2,615@" + r('ES', 'total_pnl') +
  "⟧ pts, Sharpe ⟦1.67@" + r('ES', 'sharpe') + "⟧."),
# ---------------------------------------------------------------- x_portfolio_two_down
A('x_portfolio_two_down', 'faithful', 'es-ES', 'rugloom',
  "cartera NQ + ES, riesgo del 1 % sobre ⟦1.000.000@capital⟧: capital final ⟦1.048.758,95@final_equity⟧, "
  "ganancia ⟦+48.758,95@total_pnl⟧ (⟦+4,88 %@return_pct⟧), drawdown máximo ⟦78.853,15@max_drawdown⟧ "
  "(⟦7,2 %@max_drawdown_pct⟧)."),
A('x_portfolio_two_down', 'faithful', 'ja-JP', 'falafel',
  "NQとESの二日続落ポートフォリオ（1取引1%リスク）：⟦161@trades⟧回、損益⟦+48,758.95@total_pnl⟧。"
  "ESが⟦+134,871.25@leg('ES').pnl⟧、NQが⟦−86,112.3@leg('NQ').pnl⟧で、ESが全体を支えた。"),
A('x_portfolio_two_down', 'faithful', 'en-US', 'marbling',
  "two-down-days dip on NQ and ES, 1% risk a trade on ⟦1,000,000@capital⟧: ended at ⟦1,048,758.95@final_equity⟧, "
  "up ⟦4.88%@return_pct⟧, max drawdown ⟦7.2%@max_drawdown_pct⟧. ES carried it, NQ dragged."),
A('x_portfolio_two_down', 'wrong_sign', 'zh-CN', 'goldpan',
  "NQ+ES 组合（每笔风险 1%）：总盈亏 ⟦+48,758.95@total_pnl⟧，收益率 ⟦4.88%@return_pct⟧；ES 贡献 "
  "⟦276.6%@leg('ES').contribution_pct⟧，NQ 贡献 ⟦+176.6%@leg('NQ').contribution_pct!⟧。"),
A('x_portfolio_two_down', 'misrounded', 'it-IT', 'snowshoe',
  "portafoglio NQ + ES, rischio 1 % a operazione su ⟦1.000.000@capital⟧: utile ⟦48.758,95@total_pnl⟧, "
  "rendimento ⟦4,87 %@return_pct!⟧, ⟦161@trades⟧ operazioni in tutto."),
A('x_portfolio_two_down', 'invented', 'fr-FR', 'raingauge',
  "portefeuille NQ + ES, risque de 1 % par trade sur ⟦1_000_000@capital⟧ : gain ⟦+48_758,95@total_pnl⟧, soit "
  "⟦+4,88 %@return_pct⟧, drawdown maximal de ⟦9,4 %@max_drawdown_pct!⟧."),
]
