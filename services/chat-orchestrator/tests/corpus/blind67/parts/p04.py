"""Backtests, comparison and portfolio (b_rsi_long ... x_portfolio_two_down). Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A

Y23 = "mr('2023 ([+-][0-9.]+) [(]')"
Y24 = "mr('2024 ([+-][0-9.]+) [(]')"
N23 = "mr('2023 [+-][0-9.]+ [(]([0-9]+)')"
N24 = "mr('2024 [+-][0-9.]+ [(]([0-9]+)')"
STOPS = "mr('stop ([0-9]+) ')"


def r(i, col):
    return f"row('{i}').{col}"


ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
A('b_rsi_long', 'faithful', 'fr-FR', 'petshop',
  "RSI(14) < 30, long, sortie à 5 jours, stop 1 % : ⟦36@total_trades⟧ trades, ⟦7@winning_trades⟧ gagnants, taux de "
  "réussite ⟦19,4@win_rate⟧ %, total ⟦−917,44@total_pnl⟧ points, profit factor ⟦0,76@profit_factor⟧."),
A('b_rsi_long', 'faithful', 'zh-CN', 'seaplane',
  "RSI(14) 低于 30 做多、持有 5 天、1% 止损：共 ⟦36@total_trades⟧ 笔，胜率 ⟦19.44@win_rate⟧%，总计 "
  "⟦−917.4@total_pnl⟧ 点，最大回撤 ⟦1,368.1@max_drawdown⟧ 点；最好一笔 ⟦+680.5@best_trade⟧ 点。"),
A('b_rsi_long', 'faithful', 'it-IT', 'observatory',
  f"backtest RSI(14) sotto 30 con uscita a 5 giorni: ⟦36@total_trades⟧ operazioni, risultato totale "
  f"⟦−917,4@total_pnl⟧ punti contro un buy & hold di ⟦−7.162,75@buy_and_hold_pnl⟧; ⟦28@{STOPS}⟧ uscite su stop."),
A('b_rsi_long', 'wrong_sign', 'en-GB', 'ciderpress',
  "RSI(14) < 30 long, 5-day exit, 1% stop: ⟦36@total_trades⟧ trades, average win ⟦+405.5@avg_win⟧ and average "
  "loss ⟦+129.5@avg_loss!⟧ points, total ⟦−917.4@total_pnl⟧."),
A('b_rsi_long', 'wrong_unit', 'pl-PL', 'tvrepair',
  "RSI(14) poniżej 30, wyjście po 5 dniach, stop 1 %: ⟦36@total_trades⟧ transakcji, wynik ⟦−917,44@total_pnl⟧ pkt, "
  "maksymalne obsunięcie ⟦1368,1@max_drawdown~max_drawdown!⟧ USD.",
  unit_note='index points quoted as US dollars'),
A('b_rsi_long', 'coincidental', 'de-DE', 'ambulance',
  "RSI(14) unter 30, Ausstieg nach 5 Tagen, 1 % Stopp: ⟦36@total_trades⟧ Trades, Sharpe ⟦−0,46@sharpe⟧, Sortino "
  "⟦−0,63@sortino!⟧, Gesamtergebnis ⟦−917,4@total_pnl⟧ Punkte."),
# ---------------------------------------------------------------- b_fade_3up
A('b_fade_3up', 'faithful', 'es-ES', 'ambulance',
  "corto tras tres subidas, objetivo 50 y stop 30 desde 2023: ⟦47@total_trades⟧ operaciones, "
  "⟦21@winning_trades⟧ ganadoras, total ⟦+270@total_pnl⟧ puntos y drawdown máximo ⟦190@max_drawdown⟧."),
A('b_fade_3up', 'faithful', 'nl-NL', 'creamery',
  f"shorten na drie stijgende dagen (doel 50, stop 30) sinds 2023: ⟦47@total_trades⟧ trades, winstratio "
  f"⟦44,7@win_rate⟧ %, profit factor ⟦1,35@profit_factor⟧; 2023 leverde ⟦+30@{Y23}⟧ punten op, 2024 ⟦+240@{Y24}⟧."),
A('b_fade_3up', 'faithful', 'pt-BR', 'fireengine',
  "vender após três altas com alvo de 50 e stop de 30 pontos: ⟦47@total_trades⟧ trades, expectativa "
  "⟦+5,74@expectancy⟧ pontos por trade, Sharpe ⟦0,69@sharpe⟧, contra buy & hold de ⟦−7.162,75@buy_and_hold_pnl⟧."),
A('b_fade_3up', 'wrong_year', 'en-GB', 'bicycle',
  f"Fading three up days (50-point target, 30-point stop) since 2023: ⟦47@total_trades⟧ trades, ⟦+270@total_pnl⟧ "
  f"points in all; 2024 alone had ⟦31@{N24}~{N23}!⟧ trades."),
A('b_fade_3up', 'wrong_sign', 'de-DE', 'limousine',
  "Short nach drei Aufwärtstagen, Ziel 50, Stopp 30, seit 2023: ⟦47@total_trades⟧ Trades, Gesamtergebnis "
  "⟦−270@total_pnl!⟧ Punkte, Profitfaktor ⟦1,35@profit_factor⟧."),
A('b_fade_3up', 'invented', 'zh-CN', 'whalewatch',
  "连涨三天后做空（止盈 50 点、止损 30 点），2023 年以来共 ⟦47@total_trades⟧ 笔，胜率 ⟦52.3@win_rate!⟧%，合计 "
  "⟦+270@total_pnl⟧ 点。"),
# ---------------------------------------------------------------- b_sma_cross
A('b_sma_cross', 'faithful', 'pt-BR', 'limousine',
  "cruzamento do fechamento acima da SMA(20), comprado por 10 dias: ⟦16@total_trades⟧ trades, só "
  "⟦4@winning_trades⟧ vencedores, total ⟦−4.681,25@total_pnl⟧ pontos, pior trade ⟦−1.800,75@worst_trade⟧."),
A('b_sma_cross', 'faithful', 'ja-JP', 'ciderpress',
  "終値がSMA(20)を上抜けで買い、10日保有：⟦16@total_trades⟧回、勝率⟦25@win_rate⟧%、最大ドローダウン"
  "⟦4,864.5@max_drawdown⟧ポイント。最良は⟦2023年9月12日@D:2023-09-12⟧エントリーの⟦+1,270@best_trade⟧。"),
A('b_sma_cross', 'faithful', 'de-DE', 'fireengine',
  f"SMA(20)-Kreuzung long, 10 Tage halten: ⟦16@total_trades⟧ Trades, Ergebnis ⟦−4.681,25@total_pnl⟧ Punkte, davon "
  f"2023 ⟦−1.096,8@{Y23}⟧ und 2024 ⟦−3.584,5@{Y24}⟧; Sharpe ⟦−1,11@sharpe⟧."),
A('b_sma_cross', 'wrong_year', 'nl-NL', 'tvrepair',
  f"close boven SMA(20), long voor 10 dagen: ⟦16@total_trades⟧ trades, totaal ⟦−4.681,25@total_pnl⟧ punten; 2023 "
  f"telde ⟦7@{N23}~{N24}!⟧ trades."),
A('b_sma_cross', 'wrong_sign', 'ru-RU', 'blimp',
  "пересечение SMA(20) снизу вверх, лонг на 10 дней: ⟦16@total_trades⟧ сделок, средний выигрыш ⟦686,4@avg_win⟧, "
  "матожидание ⟦+292,58@expectancy!⟧ пункта на сделку."),
A('b_sma_cross', 'misrounded', 'en-US', 'petshop',
  "Close crossing above SMA(20), long for 10 days: ⟦16@total_trades⟧ trades, win rate ⟦25%@win_rate⟧, expectancy "
  "⟦−292.5@expectancy!⟧ points per trade. Goldfish fed."),
# ---------------------------------------------------------------- b_breakdown_short_2024
A('b_breakdown_short_2024', 'faithful', 'ru-RU', 'limousine',
  "шорт на закрытии ниже вчерашнего минимума, 2024, цель 1 %, выход через 3 дня: ⟦79@total_trades⟧ сделок, "
  "⟦32@winning_trades⟧ прибыльных, все по цели; итог ⟦+1183,1@total_pnl⟧ пункта."),
A('b_breakdown_short_2024', 'faithful', 'en-US', 'tvrepair',
  "Breakdown short in 2024 (1% target, 0.5% stop, 3-day exit): ⟦79@total_trades⟧ trades, win rate "
  "⟦40.5%@win_rate⟧, total ⟦+1,183.1@total_pnl⟧ points, max drawdown ⟦316.25@max_drawdown⟧; best trade "
  "⟦+171.7@best_trade⟧ on ⟦Jan 11@D:2024-01-11⟧."),
A('b_breakdown_short_2024', 'faithful', 'de-DE', 'ambulance',
  "Short unter dem Vortagestief 2024: ⟦79@total_trades⟧ Trades, Profitfaktor ⟦1,39@profit_factor⟧, Sharpe "
  "⟦1,35@sharpe⟧, Ergebnis ⟦+1.183,11@total_pnl⟧ Punkte, während Buy & Hold bei ⟦−8.634,75@buy_and_hold_pnl⟧ lag."),
A('b_breakdown_short_2024', 'wrong_sign', 'it-IT', 'observatory',
  "short sotto il minimo precedente nel 2024: ⟦79@total_trades⟧ operazioni, totale ⟦+1.183,1@total_pnl⟧ punti, "
  "mentre il buy & hold ha fatto ⟦+8.634,75@buy_and_hold_pnl!⟧."),
A('b_breakdown_short_2024', 'wrong_row', 'pt-BR', 'blimp',
  "short no rompimento da mínima em 2024: ⟦79@total_trades⟧ trades, total ⟦+1.183,1@total_pnl⟧ pontos; o trade de "
  "⟦05/01@D:2024-01-05⟧ terminou em ⟦−83,42@trd('2024-01-05').pnl~trd('2024-01-25').pnl!⟧."),
A('b_breakdown_short_2024', 'wrong_unit', 'nl-NL', 'petshop',
  "breakdown-short 2024: ⟦79@total_trades⟧ trades, winstratio ⟦40,5@win_rate⟧ %, totaal "
  "⟦+1.183,1 %@total_pnl~total_pnl!⟧.",
  unit_note='index points quoted as a percentage'),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
A('b_fade_2023_vs_2024', 'faithful', 'it-IT', 'blimp',
  "meglio nel 2024: ⟦10@B.total_trades⟧ operazioni, ⟦+1.202@B.total_pnl⟧ punti, profit factor "
  "⟦2,82@B.profit_factor⟧; nel 2023 ⟦18@A.total_trades⟧ operazioni per appena ⟦+61,75@A.total_pnl⟧."),
A('b_fade_2023_vs_2024', 'faithful', 'en-US', 'ciderpress',
  "2024 was clearly better: win rate ⟦70%@B.win_rate⟧ versus ⟦55.6%@A.win_rate⟧ in 2023, Sharpe "
  "⟦1.33@B.sharpe⟧ versus ⟦0.03@A.sharpe⟧."),
A('b_fade_2023_vs_2024', 'faithful', 'es-ES', 'bicycle',
  "funcionó mejor en 2024: total ⟦+1.202@B.total_pnl⟧ puntos y drawdown máximo ⟦603,5@B.max_drawdown⟧, frente a "
  "⟦+61,75@A.total_pnl⟧ puntos y ⟦1.685,25@A.max_drawdown⟧ en 2023."),
A('b_fade_2023_vs_2024', 'faithful', 'pt-BR', 'seaplane',
  "em 2023 a melhor operação entrou em ⟦20/07/2023@D:2023-07-20⟧ e rendeu ⟦+1.147,75@A.best_trade⟧, mas o ano "
  "fechou só em ⟦+61,75@A.total_pnl⟧; 2024 somou ⟦+1.202@B.total_pnl⟧ com ⟦7@B.winning_trades⟧ acertos em "
  "⟦10@B.total_trades⟧."),
A('b_fade_2023_vs_2024', 'wrong_year', 'de-DE', 'whalewatch',
  "2024 lief besser: ⟦+1.202@B.total_pnl⟧ Punkte; 2023 kam dagegen auf einen Profitfaktor von "
  "⟦2,82@A.profit_factor~B.profit_factor!⟧."),
A('b_fade_2023_vs_2024', 'wrong_column', 'zh-CN', 'limousine',
  "2024 年更好：⟦10@B.total_trades⟧ 笔交易，合计 ⟦+1,202@B.total_pnl⟧ 点；2023 年合计只有 "
  "⟦1,147.75@A.total_pnl~A.best_trade!⟧ 点。"),
A('b_fade_2023_vs_2024', 'derived', 'ru-RU', 'fireengine',
  "в 2024 году лучше: ⟦+1202@B.total_pnl⟧ пункта против ⟦+61,75@A.total_pnl⟧ в 2023-м, разница "
  "⟦1140,25@B.total_pnl-A.total_pnl!⟧ пункта — посчитал сам."),
# ---------------------------------------------------------------- x_compare_two_down
A('x_compare_two_down', 'faithful', 'fr-FR', 'fireengine',
  f"deux baisses puis achat, sortie à 3 jours, stop 2 % : sur le NQ ⟦97@{r('NQ', 'trades')}⟧ trades et "
  f"⟦−3_060,77@{r('NQ', 'total_pnl')}⟧ points ; sur l'ES ⟦64@{r('ES', 'trades')}⟧ trades, profit factor "
  f"⟦2,09@{r('ES', 'profit_factor')}⟧. Ça ne marche que sur l'ES."),
A('x_compare_two_down', 'faithful', 'en-GB', 'seaplane',
  f"Only on ES. Per contract ES made ⟦+130,751.25@{r('ES', 'total_pnl_currency')}⟧ while NQ came to "
  f"⟦−61,215.4@{r('NQ', 'total_pnl_currency')}⟧; Sharpe ⟦1.67@{r('ES', 'sharpe')}⟧ against "
  f"⟦−0.69@{r('NQ', 'sharpe')}⟧."),
A('x_compare_two_down', 'faithful', 'en-US', 'petshop',
  f"No — it works on ES but not NQ. ES: win rate ⟦54.7%@{r('ES', 'win_rate')}⟧, profit factor "
  f"⟦2.09@{r('ES', 'profit_factor')}⟧, expectancy ⟦+40.86@{r('ES', 'expectancy')}⟧ pts. NQ: win rate "
  f"⟦39.2%@{r('NQ', 'win_rate')}⟧, profit factor ⟦0.79@{r('NQ', 'profit_factor')}⟧, expectancy "
  f"⟦−31.55@{r('NQ', 'expectancy')}⟧ pts."),
A('x_compare_two_down', 'wrong_row', 'it-IT', 'creamery',
  f"due ribassi di fila e acquisto: sul NQ ⟦97@{r('NQ', 'trades')}⟧ operazioni con percentuale di successo del "
  f"⟦54,69@{r('NQ', 'win_rate')}~{r('ES', 'win_rate')}!⟧ %, sull'ES ⟦64@{r('ES', 'trades')}⟧ con profit factor "
  f"⟦2,09@{r('ES', 'profit_factor')}⟧."),
A('x_compare_two_down', 'wrong_unit', 'ru-RU', 'blimp',
  f"два падения подряд, покупка: на ES ⟦64@{r('ES', 'trades')}⟧ сделки и "
  f"⟦+130_751,25@{r('ES', 'total_pnl_currency')}~{r('ES', 'total_pnl_currency')}!⟧ пункта, на NQ "
  f"⟦97@{r('NQ', 'trades')}⟧ сделок и ⟦−3060,77@{r('NQ', 'total_pnl')}⟧ пункта.",
  unit_note='currency per contract quoted as index points'),
A('x_compare_two_down', 'wrong_sign', 'nl-NL', 'tvrepair',
  f"na twee dalende dagen kopen werkt alleen op ES: Sharpe ⟦1,67@{r('ES', 'sharpe')}⟧, profit factor "
  f"⟦2,09@{r('ES', 'profit_factor')}⟧; op NQ een Sharpe van ⟦+0,69@{r('NQ', 'sharpe')}!⟧ en "
  f"⟦−3.060,77@{r('NQ', 'total_pnl')}⟧ punten."),
# ---------------------------------------------------------------- x_portfolio_two_down
A('x_portfolio_two_down', 'faithful', 'fr-FR', 'blimp',
  "portefeuille NQ + ES, risque 1 % par trade sur ⟦1_000_000@capital⟧ : capital final "
  "⟦1_048_758,95@final_equity⟧, soit ⟦+4,88 %@return_pct⟧ ; drawdown max ⟦78_853,15@max_drawdown⟧ "
  "(⟦7,2 %@max_drawdown_pct⟧)."),
A('x_portfolio_two_down', 'faithful', 'de-DE', 'seaplane',
  "Portfolio aus NQ und ES, 1 % Risiko je Trade: ⟦161@trades⟧ Trades, Gewinn ⟦+48.758,95@total_pnl⟧; das NQ-Bein "
  "steht bei ⟦−86.112,30@leg('NQ').pnl⟧, das ES-Bein bei ⟦+134.871,25@leg('ES').pnl⟧."),
A('x_portfolio_two_down', 'faithful', 'es-ES', 'observatory',
  "cartera NQ + ES con riesgo del 1 % por operación sobre ⟦1.000.000@capital⟧: beneficio ⟦48.758,95@total_pnl⟧ "
  "(⟦4,88@return_pct⟧ %); la pata ES aporta el ⟦276,6@leg('ES').contribution_pct⟧ % del total y la NQ el "
  "⟦−176,6@leg('NQ').contribution_pct⟧ %."),
A('x_portfolio_two_down', 'wrong_column', 'ja-JP', 'ambulance',
  "NQ・ESのポートフォリオ（1トレード1%リスク）：最終資産⟦1,048,758.95@final_equity⟧、リターン"
  "⟦7.2@return_pct~max_drawdown_pct!⟧%、取引⟦161@trades⟧回。"),
A('x_portfolio_two_down', 'wrong_unit', 'en-GB', 'whalewatch',
  "NQ + ES dip portfolio at 1% risk per trade: final equity ⟦1,048,758.95@final_equity⟧, a return of "
  "⟦+4.88@return_pct~return_pct!⟧ points, with ⟦161@trades⟧ trades.",
  unit_note='a percentage return quoted as index points'),
A('x_portfolio_two_down', 'miscomputed', 'it-IT', 'bicycle',
  "portafoglio NQ + ES, rischio 1 % per operazione: la gamba ES ha reso ⟦+134.871,25@leg('ES').pnl⟧, la NQ "
  "⟦−86.112,3@leg('NQ').pnl⟧; sommando a mano fa ⟦+48.578,95@leg('ES').pnl+leg('NQ').pnl!⟧."),
A('x_portfolio_two_down', 'wrong_sign', 'zh-CN', 'petshop',
  "NQ+ES 组合，每笔风险 1%：总盈利 ⟦+48,758.95@total_pnl⟧，收益率 ⟦4.88@return_pct⟧%；NQ 腿盈亏 "
  "⟦+86,112.30@leg('NQ').pnl!⟧，ES 腿 ⟦+134,871.25@leg('ES').pnl⟧。"),
]
