"""Backtests, comparison and portfolio (b_rsi_long ... x_portfolio_two_down). Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A

Y3 = "mr('2023 ([+-][0-9.]+) [(]')"
Y4 = "mr('2024 ([+-][0-9.]+) [(]')"
N3 = "mr('2023 [+-][0-9.]+ [(]([0-9]+)')"
N4 = "mr('2024 [+-][0-9.]+ [(]([0-9]+)')"


def r(i, col):
    return f"row('{i}').{col}"


ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
A('b_rsi_long', 'faithful', 'en-GB', 'canallock',
  "RSI(14) below 30, long, 5-day exit, 1% stop: ⟦36@total_trades⟧ trades, only ⟦7@winning_trades⟧ winners "
  "(⟦19.4%@win_rate⟧), profit factor ⟦0.76@profit_factor⟧, total ⟦−917.4@total_pnl⟧ points, max drawdown "
  "⟦1,368@max_drawdown⟧. Best trade ⟦+680.5@best_trade⟧, entered ⟦28 Mar@D:2024-03-28⟧."),
A('b_rsi_long', 'faithful', 'de-DE', 'ramen',
  "RSI(14) unter 30, long, Ausstieg nach 5 Tagen, 1 % Stop: ⟦36@total_trades⟧ Trades, Trefferquote "
  "⟦19,4@win_rate⟧ %, Gesamt ⟦−917,44@total_pnl⟧ Punkte; ⟦28@mr('stop ([0-9]+) ')⟧ Trades endeten im Stop. "
  "Buy-and-hold im selben Zeitraum: ⟦−7.162,75@buy_and_hold_pnl⟧."),
A('b_rsi_long', 'faithful', 'it-IT', 'husky',
  "RSI(14) sotto 30 con uscita a 5 giorni e stop dell'1 %: ⟦36@total_trades⟧ operazioni, ⟦29@losing_trades⟧ in "
  "perdita, perdita media ⟦−129,5@avg_loss⟧ e vincita media ⟦+405,5@avg_win⟧; totale ⟦−917,4@total_pnl⟧ punti, "
  "Sharpe ⟦−0,46@sharpe⟧."),
A('b_rsi_long', 'wrong_sign', 'ru-RU', 'bellfound',
  "RSI(14) ниже 30, лонг, выход через 5 дней, стоп 1 %: ⟦36@total_trades⟧ сделок, ⟦7@winning_trades⟧ "
  "прибыльных, итог ⟦−917,4@total_pnl⟧ пункта, ожидание на сделку ⟦+25,48@expectancy!⟧."),
A('b_rsi_long', 'wrong_column', 'ja-JP', 'gristmill',
  "RSI(14)<30の買い（5日で手仕舞い・1%ストップ）：⟦36@total_trades⟧回、勝率⟦19.4%@win_rate⟧、平均利益"
  "⟦+680.5@avg_win~best_trade!⟧、合計⟦−917.4@total_pnl⟧ポイント。"),
A('b_rsi_long', 'misrounded', 'pt-BR', 'pretzel',
  "RSI(14) abaixo de 30, compra, saída em 5 dias, stop de 1 %: ⟦36@total_trades⟧ operações, taxa de acerto de "
  "⟦19,5@win_rate!⟧ %, fator de lucro ⟦0,76@profit_factor⟧ e resultado de ⟦−917,4@total_pnl⟧ pontos."),
# ---------------------------------------------------------------- b_fade_3up
A('b_fade_3up', 'faithful', 'it-IT', 'zipline',
  "short dopo tre rialzi, target 50 e stop 30 punti, dal 2023: ⟦47@total_trades⟧ operazioni, "
  "⟦21@winning_trades⟧ a target e ⟦26@losing_trades⟧ a stop; totale ⟦+270@total_pnl⟧ punti, profit factor "
  "⟦1,35@profit_factor⟧, drawdown massimo ⟦190@max_drawdown⟧."),
A('b_fade_3up', 'faithful', 'nl-NL', 'bellfound',
  f"Short na drie stijgende dagen, doel 50, stop 30: ⟦47@total_trades⟧ trades, winstpercentage "
  f"⟦44,7@win_rate⟧ %, netto ⟦+270@total_pnl⟧ punten. Per jaar: 2023 ⟦+30@{Y3}⟧ uit ⟦31@{N3}⟧ trades, "
  f"2024 ⟦+240@{Y4}⟧ uit ⟦16@{N4}⟧."),
A('b_fade_3up', 'faithful', 'en-US', 'roofer',
  "Fading three up days with a 50-point target and 30-point stop since 2023: ⟦47@total_trades⟧ trades, "
  "⟦44.7%@win_rate⟧ winners, ⟦+270@total_pnl⟧ points net, Sharpe ⟦0.69@sharpe⟧; buy-and-hold "
  "⟦−7,162.75@buy_and_hold_pnl⟧ over the same span."),
A('b_fade_3up', 'wrong_year', 'zh-CN', 'yurt',
  f"连涨三天后做空（止盈 50 点、止损 30 点，自 2023 年起）：共 ⟦47@total_trades⟧ 笔，合计 ⟦+270@total_pnl⟧ 点；"
  f"其中 2023 年为 ⟦+240@{Y3}~{Y4}!⟧ 点。"),
A('b_fade_3up', 'wrong_sign', 'ja-JP', 'ramen',
  "3日続伸後のショート（利確50・損切30ポイント、2023年以降）：⟦47@total_trades⟧回、勝率⟦44.7%@win_rate⟧、"
  "損益合計⟦−270@total_pnl!⟧ポイント。"),
A('b_fade_3up', 'invented', 'de-DE', 'canallock',
  "Short nach drei Plustagen, Ziel 50, Stop 30, seit 2023: ⟦47@total_trades⟧ Trades, Profitfaktor "
  "⟦1,74@profit_factor!⟧, Gesamtergebnis ⟦+270@total_pnl⟧ Punkte bei ⟦190@max_drawdown⟧ Punkten maximalem Drawdown."),
# ---------------------------------------------------------------- b_sma_cross
A('b_sma_cross', 'faithful', 'es-ES', 'ramen',
  "cruce del cierre sobre su SMA(20), largo 10 días: ⟦16@total_trades⟧ operaciones, ⟦4@winning_trades⟧ "
  "ganadoras, resultado ⟦−4.681,25@total_pnl⟧ puntos y factor de beneficio ⟦0,37@profit_factor⟧; la mejor entró "
  "el ⟦12 de septiembre de 2023@D:2023-09-12⟧ y ganó ⟦+1.270@best_trade⟧."),
A('b_sma_cross', 'faithful', 'pt-BR', 'gristmill',
  f"SMA(20) cruzada para cima, compra por 10 dias: ⟦16@total_trades⟧ operações, taxa de acerto de "
  f"⟦25@win_rate⟧ %, resultado total de ⟦−4.681,25@total_pnl⟧ pontos; 2023 deu ⟦−1.096,8@{Y3}⟧ e 2024 "
  f"⟦−3.584,5@{Y4}⟧."),
A('b_sma_cross', 'faithful', 'ja-JP', 'telegraph',
  "終値がSMA(20)を上抜けたら買い、10日保有：⟦16@total_trades⟧回、勝率⟦25%@win_rate⟧、合計"
  "⟦−4,681.25@total_pnl⟧ポイント、最大ドローダウン⟦4,864.5@max_drawdown⟧。"),
A('b_sma_cross', 'faithful', 'zh-CN', 'yurt',
  "收盘上穿 SMA(20) 做多、持有 10 天：共 ⟦16@total_trades⟧ 笔，胜率 ⟦25%@win_rate⟧，合计 "
  "⟦−4,681.25@total_pnl⟧ 点；最差一笔 ⟦−1,800.75@worst_trade⟧，最好一笔 ⟦+1,270@best_trade⟧。"),
A('b_sma_cross', 'wrong_year', 'ru-RU', 'husky',
  f"пересечение SMA(20) снизу вверх, лонг на 10 дней: ⟦16@total_trades⟧ сделок, итог ⟦−4681,25@total_pnl⟧ "
  f"пункта; за 2024 год — ⟦−1096,8@{Y4}~{Y3}!⟧."),
A('b_sma_cross', 'wrong_row', 'fr-FR', 'dryclean',
  "Croisement au-dessus de la SMA(20), achat sur 10 jours : ⟦16@total_trades⟧ trades, ⟦−4_681,25@total_pnl⟧ "
  "points au total ; résultat du trade du ⟦12 juillet 2023@D:2023-07-12⟧ : "
  "⟦−926,75@trd('2023-07-12').pnl~trd('2023-11-28').pnl!⟧ points."),
A('b_sma_cross', 'miscomputed', 'en-GB', 'canallock',
  "Close crossing above SMA(20), long for 10 days: ⟦16@total_trades⟧ trades, ⟦4@winning_trades⟧ winners "
  "averaging ⟦+686.4@avg_win⟧, which on my own arithmetic makes ⟦2,754.5@avg_win*winning_trades!⟧ points "
  "gross; total ⟦−4,681.25@total_pnl⟧."),
# ---------------------------------------------------------------- b_breakdown_short_2024
A('b_breakdown_short_2024', 'faithful', 'ru-RU', 'dryclean',
  "шорт на закрытии ниже предыдущего минимума в 2024 году (тейк 1 %, стоп полпроцента, выход через 3 дня): "
  "⟦79@total_trades⟧ сделок, ⟦32@winning_trades⟧ по тейку, итог ⟦+1183,1@total_pnl⟧ пункта, профит-фактор "
  "⟦1,39@profit_factor⟧."),
A('b_breakdown_short_2024', 'faithful', 'nl-NL', 'pretzel',
  "Breakdown-short 2024 (doel 1 %, stop een half procent, 3 dagen): ⟦79@total_trades⟧ trades, winstpercentage "
  "⟦40,5@win_rate⟧ %, netto ⟦+1.183,1@total_pnl⟧ punten, max. drawdown ⟦316,3@max_drawdown⟧. Beste trade "
  "⟦+171,7@best_trade⟧ op ⟦11 januari@D:2024-01-11⟧."),
A('b_breakdown_short_2024', 'faithful', 'de-DE', 'yurt',
  "Short unter dem Vortagestief 2024 (Ziel 1 %, Stop ein halbes Prozent, Ausstieg nach 3 Tagen): "
  "⟦79@total_trades⟧ Trades, Gesamt ⟦+1.183,1@total_pnl⟧ Punkte, Sharpe ⟦1,35@sharpe⟧; Buy-and-hold "
  "⟦−8.634,75@buy_and_hold_pnl⟧."),
A('b_breakdown_short_2024', 'wrong_sign', 'fr-FR', 'zipline',
  "Vente à découvert sous le plus bas de la veille, 2024 : ⟦79@total_trades⟧ trades, ⟦+1_183,1@total_pnl⟧ "
  "points au total, espérance de ⟦−14,98@expectancy!⟧ points par trade."),
A('b_breakdown_short_2024', 'wrong_unit', 'pt-BR', 'gristmill',
  "venda na perda da mínima anterior em 2024: ⟦79@total_trades⟧ operações, ⟦32@winning_trades⟧ vencedoras com "
  "ganho médio de ⟦131,84@avg_win~avg_win!⟧ dólares, resultado total de ⟦+1.183,1@total_pnl⟧ pontos.",
  unit_note='index points quoted as US dollars'),
A('b_breakdown_short_2024', 'derived', 'pl-PL', 'husky',
  "short po zamknięciu poniżej poprzedniego dołka, 2024: ⟦79@total_trades⟧ transakcji, wynik "
  "⟦+1183,1@total_pnl⟧ pkt, najlepsza ⟦+171,7@best_trade⟧; bez niej, licząc samodzielnie, zostaje "
  "⟦1011,4@total_pnl-best_trade!⟧ pkt."),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
A('b_fade_2023_vs_2024', 'faithful', 'fr-FR', 'gristmill',
  "Mieux en 2024 : ⟦10@B.total_trades⟧ trades, ⟦70 %@B.win_rate⟧ de gagnants, ⟦+1_202@B.total_pnl⟧ points, "
  "facteur de profit ⟦2,82@B.profit_factor⟧ ; en 2023, ⟦18@A.total_trades⟧ trades pour seulement "
  "⟦+61,75@A.total_pnl⟧ points (facteur ⟦1,02@A.profit_factor⟧)."),
A('b_fade_2023_vs_2024', 'faithful', 'nl-NL', 'telegraph',
  "2024 was beter: ⟦+1.202@B.total_pnl⟧ punten uit ⟦10@B.total_trades⟧ trades (winstpercentage "
  "⟦70@B.win_rate⟧ %), tegen ⟦+61,75@A.total_pnl⟧ uit ⟦18@A.total_trades⟧ in 2023. Sharpe ⟦1,33@B.sharpe⟧ "
  "tegen ⟦0,03@A.sharpe⟧."),
A('b_fade_2023_vs_2024', 'faithful', 'ja-JP', 'husky',
  "3日続伸後ショート・2日で手仕舞い：2023年は⟦18@A.total_trades⟧回で⟦+61.75@A.total_pnl⟧ポイント、2024年は"
  "⟦10@B.total_trades⟧回で⟦+1,202@B.total_pnl⟧ポイント。2024年の方が明らかに良い。"),
A('b_fade_2023_vs_2024', 'faithful', 'pl-PL', 'roofer',
  "fade trzech wzrostów, wyjście po 2 dniach: w 2023 r. ⟦18@A.total_trades⟧ transakcji i ⟦+61,75@A.total_pnl⟧ "
  "pkt przy maksymalnym obsunięciu ⟦1685,25@A.max_drawdown⟧; w 2024 r. ⟦10@B.total_trades⟧ transakcji i "
  "⟦+1202@B.total_pnl⟧ pkt. Lepszy rok 2024."),
A('b_fade_2023_vs_2024', 'wrong_year', 'pt-BR', 'bellfound',
  "vender após três altas, saída em 2 dias: em 2024, ⟦10@B.total_trades⟧ operações, acerto de "
  "⟦55,6@B.win_rate~A.win_rate!⟧ % e ⟦+1.202@B.total_pnl⟧ pontos; em 2023, apenas ⟦+61,75@A.total_pnl⟧."),
A('b_fade_2023_vs_2024', 'wrong_year', 'it-IT', 'dryclean',
  "short dopo tre rialzi, uscita a 2 giorni: nel 2023 ⟦18@A.total_trades⟧ operazioni per "
  "⟦+1.202@A.total_pnl~B.total_pnl!⟧ punti, con profit factor ⟦1,02@A.profit_factor⟧; nel 2024 profit factor "
  "⟦2,82@B.profit_factor⟧."),
A('b_fade_2023_vs_2024', 'wrong_sign', 'en-US', 'canallock',
  "Fading three up days, 2-day exit: 2024 was the better year, ⟦+1,202@B.total_pnl⟧ points on "
  "⟦10@B.total_trades⟧ trades vs ⟦+61.75@A.total_pnl⟧ on ⟦18@A.total_trades⟧ in 2023, when buy-and-hold came to "
  "⟦−1,553.5@A.buy_and_hold_pnl!⟧."),
# ---------------------------------------------------------------- x_compare_two_down
A('x_compare_two_down', 'faithful', 'es-ES', 'zipline',
  f"comprar tras dos días bajistas, salida a 3 días, stop del 2 %: en NQ, ⟦97@{r('NQ','trades')}⟧ operaciones, "
  f"factor ⟦0,79@{r('NQ','profit_factor')}⟧ y ⟦−3.060,8@{r('NQ','total_pnl')}⟧ puntos; en ES, "
  f"⟦64@{r('ES','trades')}⟧, factor ⟦2,09@{r('ES','profit_factor')}⟧ y ⟦+2.615@{r('ES','total_pnl')}⟧ puntos. "
  f"Solo funciona en ES."),
A('x_compare_two_down', 'faithful', 'en-GB', 'telegraph',
  f"Two down days, long, 3-day exit: it works on ES, not on NQ. ES made "
  f"⟦+130,751.25@{r('ES','total_pnl_currency')}⟧ per contract (Sharpe ⟦1.67@{r('ES','sharpe')}⟧); NQ came to "
  f"⟦−61,215.4@{r('NQ','total_pnl_currency')}⟧ per contract (Sharpe ⟦−0.69@{r('NQ','sharpe')}⟧)."),
A('x_compare_two_down', 'faithful', 'ja-JP', 'gristmill',
  f"2日続落で買い（3日で手仕舞い・2%ストップ）：NQは⟦97@{r('NQ','trades')}⟧回・勝率"
  f"⟦39.2%@{r('NQ','win_rate')}⟧・PF ⟦0.79@{r('NQ','profit_factor')}⟧、ESは⟦64@{r('ES','trades')}⟧回・勝率"
  f"⟦54.7%@{r('ES','win_rate')}⟧・PF ⟦2.09@{r('ES','profit_factor')}⟧。ESでのみ有効。"),
A('x_compare_two_down', 'wrong_row', 'en-US', 'roofer',
  f"Buying after two down days: ES took ⟦64@{r('ES','trades')}⟧ trades with a "
  f"⟦39.2%@{r('ES','win_rate')}~{r('NQ','win_rate')}!⟧ win rate and a ⟦2.09@{r('ES','profit_factor')}⟧ profit "
  f"factor; NQ's ⟦97@{r('NQ','trades')}⟧ trades came to ⟦−3,060.8@{r('NQ','total_pnl')}⟧ points."),
A('x_compare_two_down', 'wrong_unit', 'ru-RU', 'aerialcabin',
  f"покупка после двух падающих дней: на ES ⟦64@{r('ES','trades')}⟧ сделки и "
  f"⟦+130_751,25@{r('ES','total_pnl_currency')}~{r('ES','total_pnl_currency')}!⟧ пункта, на NQ "
  f"⟦97@{r('NQ','trades')}⟧ сделок и ⟦−3060,8@{r('NQ','total_pnl')}⟧ пункта.",
  unit_note='currency per contract quoted as index points'),
A('x_compare_two_down', 'miscomputed', 'zh-CN', 'bellfound',
  f"连跌两天后买入：ES 共 ⟦64@{r('ES','trades')}⟧ 笔，合计 ⟦+2,615@{r('ES','total_pnl')}⟧ 点，按每点 "
  f"⟦50@{r('ES','point_value')}⟧ 我自己算得每张合约 "
  f"⟦130,571.25@{r('ES','total_pnl')}*{r('ES','point_value')}!⟧；NQ 为 ⟦−3,060.8@{r('NQ','total_pnl')}⟧ 点。"),
# ---------------------------------------------------------------- x_portfolio_two_down
A('x_portfolio_two_down', 'faithful', 'de-DE', 'dryclean',
  "Zwei Minustage, NQ + ES, 1 % Risiko je Trade auf ⟦1.000.000@capital⟧: Endkapital "
  "⟦1.048.758,95@final_equity⟧, also ⟦+48.758,95@total_pnl⟧ (⟦+4,88@return_pct⟧ %), max. Drawdown "
  "⟦78.853,15@max_drawdown⟧. ES trug alles: ⟦+134.871,25@leg('ES').pnl⟧, NQ ⟦−86.112,30@leg('NQ').pnl⟧."),
A('x_portfolio_two_down', 'faithful', 'en-US', 'telegraph',
  "Two-down-days dip on NQ and ES, 1% risk per trade on $⟦1,000,000@capital⟧: ⟦161@trades⟧ trades, net "
  "⟦+48,758.95@total_pnl⟧ (⟦4.88%@return_pct⟧), max drawdown ⟦78,853.15@max_drawdown⟧ "
  "(⟦7.2%@max_drawdown_pct⟧). ES carried it; NQ lost."),
A('x_portfolio_two_down', 'faithful', 'nl-NL', 'canallock',
  "Portefeuille NQ + ES, 1 % risico per trade: ⟦161@trades⟧ trades, resultaat ⟦+48.758,95@total_pnl⟧, "
  "rendement ⟦4,9@return_pct⟧ %; NQ ⟦97@leg('NQ').trades⟧ trades en ⟦−86.112,30@leg('NQ').pnl⟧, ES "
  "⟦64@leg('ES').trades⟧ en ⟦+134.871,25@leg('ES').pnl⟧."),
A('x_portfolio_two_down', 'wrong_sign', 'en-GB', 'roofer',
  "NQ + ES two-down-days portfolio, 1% risk a trade: ⟦161@trades⟧ trades, net ⟦−48,758.95@total_pnl!⟧, max "
  "drawdown ⟦78,853.15@max_drawdown⟧; the ES leg made ⟦+134,871.25@leg('ES').pnl⟧."),
A('x_portfolio_two_down', 'wrong_column', 'fr-FR', 'husky',
  "Portefeuille NQ + ES, risque 1 % par trade : ⟦161@trades⟧ trades, ⟦+48_758,95@total_pnl⟧ de gain, soit un "
  "rendement de ⟦7,20 %@return_pct~max_drawdown_pct!⟧ ; ES ⟦+134_871,25@leg('ES').pnl⟧, NQ "
  "⟦−86_112,30@leg('NQ').pnl⟧."),
A('x_portfolio_two_down', 'miscomputed', 'it-IT', 'gristmill',
  "portafoglio NQ + ES con rischio dell'1 % per operazione su un milione: utile ⟦+48.758,95@total_pnl⟧; "
  "facendo la divisione a mano, un rendimento del ⟦4,67@total_pnl/capital*100!⟧ %."),
A('x_portfolio_two_down', 'wrong_unit', 'pl-PL', 'bellfound',
  "portfel NQ + ES, ryzyko 1 % na transakcję: łącznie ⟦161@trades⟧ transakcji i ⟦+48_758,95@total_pnl⟧ zysku; "
  "noga ES dała ⟦+134_871,25@leg('ES').pnl~leg('ES').pnl!⟧ pkt, noga NQ ⟦−86_112,30@leg('NQ').pnl⟧.",
  unit_note='currency quoted as index points'),
]
