"""Backtests, comparison and portfolio (b_rsi_long ... x_portfolio_two_down). Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A

STOP = "mr('stop ([0-9]+) ')"
TOUT = "mr('timeout ([0-9]+) ')"
TP = "mr('take_profit ([0-9]+) ')"


def yr(y):
    return f"mr('{y} ([+-][0-9.]+) [(]')"


def yn(y):
    return f"mr('{y} [+-][0-9.]+ [(]([0-9]+)[)]')"


def rw(i, col):
    return f"row('{i}').{col}"


ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
A('b_rsi_long', 'faithful', 'nl-NL', 'mussel',
  "RSI(14) onder 30 kopen, 5 dagen vasthouden, 1 % stop: ⟦36@total_trades⟧ trades, ⟦7@winning_trades⟧ winnaars "
  "(⟦19,4 %@win_rate⟧), totaal ⟦−917,4@total_pnl⟧ punten, maximale drawdown ⟦1.368,1@max_drawdown⟧."),
A('b_rsi_long', 'faithful', 'en-GB', 'paperlamp',
  "all ⟦28@" + STOP + "⟧ stop-outs lost; the ⟦8@" + TOUT + "⟧ timeout exits held all seven winners. Best trade "
  "⟦+680.5@best_trade⟧, entered ⟦28 Mar@D:2024-03-28⟧ 2024."),
A('b_rsi_long', 'faithful', 'pt-BR', 'waterpark',
  "o RSI long terminou em ⟦−917,4@total_pnl⟧ pontos em ⟦36@total_trades⟧ operações, perda bem menor que a do "
  "buy & hold: "
  "⟦−7.162,75@buy_and_hold_pnl⟧ pontos (⟦−44,8%@buy_and_hold_pct⟧)."),
A('b_rsi_long', 'wrong_column', 'en-US', 'hatchery',
  "RSI long backtest: best trade ⟦+405.5@best_trade~avg_win!⟧ points, worst ⟦−163.0@worst_trade⟧, profit factor "
  "⟦0.76@profit_factor⟧."),
A('b_rsi_long', 'wrong_sign', 'fr-FR', 'poolside',
  "achat sur RSI(14) < 30 : ⟦36@total_trades⟧ trades, ratio de Sharpe ⟦+0,46@sharpe!⟧, résultat ⟦−917,4@total_pnl⟧ "
  "points."),
A('b_rsi_long', 'derived', 'es-ES', 'cattle',
  "de las ⟦36@total_trades⟧ operaciones, ⟦28@" + STOP + "⟧ salieron por stop, un ⟦77,8 %@" + STOP +
  "/total_trades*100!⟧ según mi cuenta, y todas con pérdida."),
# ---------------------------------------------------------------- b_fade_3up
A('b_fade_3up', 'faithful', 'en-GB', 'hatchery',
  "fading three up days with a 50-point target and 30-point stop: ⟦47@total_trades⟧ trades, ⟦21@winning_trades⟧ "
  "winners, all at the target, total ⟦+270@total_pnl⟧ points, profit factor ⟦1.35@profit_factor⟧."),
A('b_fade_3up', 'faithful', 'nl-NL', 'fabric',
  "per jaar: 2023 ⟦+30@" + yr(2023) + "⟧ punten uit ⟦31@" + yn(2023) + "⟧ trades, 2024 ⟦+240@" + yr(2024) +
  "⟧ uit ⟦16@" + yn(2024) + "⟧; maximale drawdown ⟦190@max_drawdown⟧ punten."),
A('b_fade_3up', 'faithful', 'en-US', 'waterpark',
  "the short fade made ⟦+270@total_pnl⟧ points since 2023 (win rate ⟦44.7%@win_rate⟧, Sharpe ⟦0.69@sharpe⟧) "
  "while buy-and-hold ended at ⟦−7,162.75@buy_and_hold_pnl⟧."),
A('b_fade_3up', 'wrong_year', 'zh-CN', 'poolside',
  "分年度看：2023 年这个做空策略赚了 ⟦+240@" + yr(2023) + "~" + yr(2024) + "!⟧ 点，共 ⟦31@" + yn(2023) + "⟧ 笔。"),
A('b_fade_3up', 'miscomputed', 'de-DE', 'mussel',
  "nach meiner Rechnung: ⟦21@winning_trades⟧ Gewinner zu je ⟦50@avg_win⟧ Punkten minus ⟦26@losing_trades⟧ "
  "Verlierer zu je ⟦30@-avg_loss⟧ ergibt ⟦290@winning_trades*avg_win+losing_trades*avg_loss!⟧ Punkte."),
A('b_fade_3up', 'invented', 'ja-JP', 'sheepfold',
  "3日続伸後の空売り（利確50・損切り30ポイント）：取引⟦47@total_trades⟧回、勝率⟦52.3%@win_rate!⟧、合計"
  "⟦+270@total_pnl⟧ポイント。"),
# ---------------------------------------------------------------- b_sma_cross
A('b_sma_cross', 'faithful', 'es-ES', 'market',
  "cruce del cierre sobre la SMA(20), largo 10 días: ⟦16@total_trades⟧ operaciones, solo ⟦4@winning_trades⟧ "
  "ganadoras, resultado ⟦−4681@total_pnl⟧ puntos y drawdown máximo de ⟦4864,5@max_drawdown⟧."),
A('b_sma_cross', 'faithful', 'ru-RU', 'cattle',
  "по годам: 2023 — ⟦−1096,8@" + yr(2023) + "⟧ пункта (⟦9@" + yn(2023) + "⟧ сделок), 2024 — ⟦−3584,5@" + yr(2024) +
  "⟧ (⟦7@" + yn(2024) + "⟧). Лучшая сделка ⟦+1270@best_trade⟧, вход ⟦12 сентября@D:2023-09-12⟧ 2023 года."),
A('b_sma_cross', 'faithful', 'pl-PL', 'poolside',
  "przecięcie SMA(20): współczynnik zysku ⟦0,37@profit_factor⟧, Sharpe ⟦−1,11@sharpe⟧, średnia strata "
  "⟦−618,9@avg_loss⟧ pkt; najgorsza transakcja ⟦−1800,75@worst_trade⟧."),
A('b_sma_cross', 'wrong_year', 'it-IT', 'paperlamp',
  "nel 2023 l'incrocio con la SMA(20) ha chiuso a ⟦−3584,5@" + yr(2023) + "~" + yr(2024) + "!⟧ punti su ⟦9@" +
  yn(2023) + "⟧ operazioni."),
A('b_sma_cross', 'wrong_sign', 'en-GB', 'mussel',
  "SMA(20) cross, long for 10 days: ⟦16@total_trades⟧ trades, expectancy ⟦+292.6@expectancy!⟧ points a trade, "
  "total ⟦−4,681@total_pnl⟧."),
A('b_sma_cross', 'misrounded', 'zh-CN', 'sheepfold',
  "收盘上穿 SMA(20) 做多 10 天：共 ⟦16@total_trades⟧ 笔，平均盈利 ⟦686.2@avg_win!⟧ 点，平均亏损 "
  "⟦−618.9@avg_loss⟧ 点。"),
# ---------------------------------------------------------------- b_breakdown_short_2024
A('b_breakdown_short_2024', 'faithful', 'pl-PL', 'waterpark',
  "short po zamknięciu poniżej poprzedniego minimum, 2024 r.: ⟦79@total_trades⟧ transakcji, ⟦32@winning_trades⟧ "
  "zyskownych, wynik ⟦+1183,1@total_pnl⟧ pkt, współczynnik zysku ⟦1,39@profit_factor⟧."),
A('b_breakdown_short_2024', 'faithful', 'ru-RU', 'poolside',
  "все ⟦47@" + STOP + "⟧ выходов по стопу убыточны, все ⟦32@" + TP + "⟧ по тейк-профиту прибыльны; лучшая сделка "
  "⟦+171,7@best_trade⟧ — ⟦11 января@D:2024-01-11⟧."),
A('b_breakdown_short_2024', 'faithful', 'it-IT', 'mussel',
  "short sulla rottura del minimo precedente nel 2024: Sharpe ⟦1,35@sharpe⟧, drawdown massimo ⟦316,3@max_drawdown⟧ "
  "punti, mentre il buy & hold perdeva ⟦−8634,75@buy_and_hold_pnl⟧ (⟦−49,1 %@buy_and_hold_pct⟧)."),
A('b_breakdown_short_2024', 'faithful', 'ja-JP', 'sheepfold',
  "最悪の取引は⟦1月5日@D:2024-01-05⟧のストップで⟦−87.26@worst_trade⟧ポイント、平均損失は⟦−64.6@avg_loss⟧。"
  "勝率は⟦40.5%@win_rate⟧。"),
A('b_breakdown_short_2024', 'wrong_row', 'fr-FR', 'fabric',
  "le trade du ⟦30 janvier@D:2024-01-30⟧ a touché l'objectif pour ⟦+162,56@trd('2024-01-30').pnl~"
  "trd('2024-02-06').pnl!⟧ points."),
A('b_breakdown_short_2024', 'coincidental', 'en-GB', 'paperlamp',
  "the ⟦9 Feb@D:2024-02-09⟧ short was stopped out for ⟦−80.4@trd('2024-02-09').pnl!⟧ points, one of "
  "⟦47@" + STOP + "⟧ stop-outs in 2024."),
A('b_breakdown_short_2024', 'wrong_sign', 'pt-BR', 'fishfarm',
  "o short de rompimento em 2024 terminou com ⟦−1.183,1@total_pnl!⟧ pontos em ⟦79@total_trades⟧ operações."),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
A('b_fade_2023_vs_2024', 'faithful', 'fr-FR', 'fishfarm',
  "le fade de trois hausses a mieux marché en 2024 : ⟦+1_202@B.total_pnl⟧ points sur ⟦10@B.total_trades⟧ trades "
  "(⟦70 %@B.win_rate⟧ gagnants) contre ⟦+61,75@A.total_pnl⟧ sur ⟦18@A.total_trades⟧ en 2023."),
A('b_fade_2023_vs_2024', 'faithful', 'es-ES', 'paperlamp',
  "2024 fue mejor: factor de beneficio ⟦2,82@B.profit_factor⟧ frente a ⟦1,02@A.profit_factor⟧ en 2023, y drawdown "
  "máximo de ⟦603,5@B.max_drawdown⟧ frente a ⟦1685,25@A.max_drawdown⟧ puntos."),
A('b_fade_2023_vs_2024', 'faithful', 'it-IT', 'market',
  "nel 2023 la miglior operazione è entrata il ⟦20 luglio@D:2023-07-20⟧ (⟦+1147,75@A.best_trade⟧), la peggiore "
  "il ⟦31 gennaio@D:2023-01-31⟧ (⟦−697@A.worst_trade⟧); nel 2024 lo Sharpe sale a ⟦1,33@B.sharpe⟧."),
A('b_fade_2023_vs_2024', 'wrong_year', 'de-DE', 'fabric',
  "2023 lag der Fade in ⟦70 %@A.win_rate~B.win_rate!⟧ der ⟦18@A.total_trades⟧ Trades richtig, Ergebnis "
  "⟦+61,75@A.total_pnl⟧ Punkte."),
A('b_fade_2023_vs_2024', 'wrong_year', 'pl-PL', 'hatchery',
  "w 2024 r. strategia zarobiła ⟦+61,75@B.total_pnl~A.total_pnl!⟧ pkt na ⟦10@B.total_trades⟧ transakcjach."),
A('b_fade_2023_vs_2024', 'miscomputed', 'ja-JP', 'waterpark',
  "2024年の合計⟦+1,202@B.total_pnl⟧ポイントは2023年の⟦+61.75@A.total_pnl⟧の、自分で割ると"
  "⟦19.74@B.total_pnl/A.total_pnl!⟧倍。"),
# ---------------------------------------------------------------- x_compare_two_down
A('x_compare_two_down', 'faithful', 'en-US', 'poolside',
  "it works on ES, not NQ: ES made ⟦+2,615.0@" + rw('ES', 'total_pnl') + "⟧ points over ⟦64@" + rw('ES', 'trades') +
  "⟧ trades (profit factor ⟦2.09@" + rw('ES', 'profit_factor') + "⟧, Sharpe ⟦1.67@" + rw('ES', 'sharpe') +
  "⟧); NQ lost ⟦−3,060.8@" + rw('NQ', 'total_pnl') + "⟧ over ⟦97@" + rw('NQ', 'trades') + "⟧."),
A('x_compare_two_down', 'faithful', 'fr-FR', 'piggery',
  "en devise par contrat : NQ ⟦−61_215@" + rw('NQ', 'total_pnl_currency') + "⟧, ES ⟦+130_751@" +
  rw('ES', 'total_pnl_currency') + "⟧ ; les points ne se comparent pas d'un contrat à l'autre."),
A('x_compare_two_down', 'faithful', 'pt-BR', 'fishfarm',
  "drawdown máximo: NQ ⟦4.632,9@" + rw('NQ', 'max_drawdown') + "⟧ pontos, ES só ⟦420,85@" + rw('ES', 'max_drawdown') +
  "⟧; taxa de acerto ⟦39,2%@" + rw('NQ', 'win_rate') + "⟧ contra ⟦54,7%@" + rw('ES', 'win_rate') + "⟧."),
A('x_compare_two_down', 'faithful', 'zh-CN', 'fabric',
  "两连跌后做多：ES 盈利因子 ⟦2.09@" + rw('ES', 'profit_factor') + "⟧、夏普 ⟦1.67@" + rw('ES', 'sharpe') +
  "⟧；NQ 盈利因子 ⟦0.79@" + rw('NQ', 'profit_factor') + "⟧、夏普 ⟦−0.69@" + rw('NQ', 'sharpe') + "⟧。只在 ES 上有效。"),
A('x_compare_two_down', 'wrong_row', 'pl-PL', 'hatchery',
  "na ES kupno po dwóch spadkach dało ⟦64@" + rw('ES', 'trades') + "⟧ transakcje z trafnością ⟦39,2 %@" +
  rw('ES', 'win_rate') + "~" + rw('NQ', 'win_rate') + "!⟧ i wynikiem ⟦+2615,0@" + rw('ES', 'total_pnl') + "⟧ pkt."),
A('x_compare_two_down', 'wrong_unit', 'nl-NL', 'market',
  "op ES leverde de dipkoop ⟦+2.615@" + rw('ES', 'total_pnl') + "~" + rw('ES', 'total_pnl') + "!⟧ dollar per contract "
  "op, met een Sharpe van ⟦1,67@" + rw('ES', 'sharpe') + "⟧.", unit_note='index points quoted as dollars per contract'),
A('x_compare_two_down', 'derived', 'ru-RU', 'sheepfold',
  "коэффициент прибыли ES ⟦2,09@" + rw('ES', 'profit_factor') + "⟧ против ⟦0,79@" + rw('NQ', 'profit_factor') +
  "⟧ у NQ; разница, посчитал сам, ⟦1,30@" + rw('ES', 'profit_factor') + "-" + rw('NQ', 'profit_factor') + "!⟧."),
# ---------------------------------------------------------------- x_portfolio_two_down
A('x_portfolio_two_down', 'faithful', 'en-US', 'mussel',
  "on ⟦1,000,000@capital⟧ at 1% risk per trade the NQ + ES portfolio ended at ⟦1,048,758.95@final_equity⟧ "
  "(⟦+4.88%@return_pct⟧) over ⟦161@trades⟧ trades; max drawdown ⟦7.20%@max_drawdown_pct⟧."),
A('x_portfolio_two_down', 'faithful', 'nl-NL', 'hatchery',
  "per poot: NQ ⟦−86.112,30@leg('NQ').pnl⟧ over ⟦97@leg('NQ').trades⟧ trades, ES ⟦+134.871,25@leg('ES').pnl⟧ over "
  "⟦64@leg('ES').trades⟧; ES draagt de hele winst."),
A('x_portfolio_two_down', 'faithful', 'ru-RU', 'paperlamp',
  "портфель на миллион: итог ⟦+48_758,95@total_pnl⟧, доходность ⟦4,88 %@return_pct⟧; вклад ES ⟦277 %@"
  "leg('ES').contribution_pct⟧ от итога, NQ ⟦−177 %@leg('NQ').contribution_pct⟧."),
A('x_portfolio_two_down', 'wrong_column', 'en-GB', 'market',
  "the two-leg portfolio made ⟦78,853.15@total_pnl~max_drawdown!⟧ on the million, a return of "
  "⟦4.88%@return_pct⟧."),
A('x_portfolio_two_down', 'wrong_unit', 'de-DE', 'bouncy',
  "Portfolio NQ + ES: Gewinn ⟦48.758,95@total_pnl~total_pnl!⟧ Punkte bei ⟦161@trades⟧ Trades.",
  unit_note='currency P&L quoted as index points'),
A('x_portfolio_two_down', 'wrong_sign', 'pl-PL', 'cattle',
  "noga NQ wniosła ⟦+176,6 %@leg('NQ').contribution_pct!⟧ wyniku portfela, noga ES ⟦276,6 %@"
  "leg('ES').contribution_pct⟧."),
]
