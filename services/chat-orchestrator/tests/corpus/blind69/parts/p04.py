"""Backtests, comparison and portfolio (b_rsi_long ... x_portfolio_two_down). Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A

Y23, Y24 = "mr('2023 ([+-][0-9.]+) [(]')", "mr('2024 ([+-][0-9.]+) [(]')"
N23, N24 = "mr('2023 [+-][0-9.]+ [(]([0-9]+)')", "mr('2024 [+-][0-9.]+ [(]([0-9]+)')"

ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
A('b_rsi_long', 'faithful', 'zh-CN', 'chocolatier',
  "RSI(14) 低于 30 买入、持有 5 天、1% 止损：共 ⟦36@total_trades⟧ 笔，盈利 ⟦7@winning_trades⟧ 笔，胜率 ⟦19.4@win_rate⟧%，"
  "总盈亏 ⟦−917.4@total_pnl⟧ 点，最大回撤 ⟦1,368.1@max_drawdown⟧ 点。"),
A('b_rsi_long', 'faithful', 'ru-RU', 'seedling',
  "RSI(14) ниже 30, лонг, выход через 5 дней, стоп 1 %: ⟦28@mr('stop ([0-9]+) ')⟧ выходов по стопу, все убыточные, и "
  "⟦8@mr('timeout ([0-9]+) ')⟧ по времени. Профит-фактор ⟦0,76@profit_factor⟧."),
A('b_rsi_long', 'faithful', 'nl-NL', 'soysauce',
  "RSI(14)-long: beste trade ⟦+680,5@best_trade⟧ punten (instap ⟦28 maart@D:2024-03-28⟧), gemiddelde verliezer "
  "⟦−129,52@avg_loss⟧, Sharpe ⟦−0,46@sharpe⟧."),
A('b_rsi_long', 'wrong_sign', 'en-US', 'boilerroom',
  "The RSI(14) dip-buy with a 5-day exit netted ⟦+917.4@total_pnl!⟧ points over ⟦36@total_trades⟧ trades."),
A('b_rsi_long', 'wrong_unit', 'it-IT', 'signwriter',
  "RSI(14) sotto 30, uscita a 5 giorni: nello stesso periodo il buy & hold ha reso ⟦−44,77@buy_and_hold_pct~buy_and_hold_pct!⟧ "
  "punti.", unit_note='a percentage quoted as points'),
A('b_rsi_long', 'invented', 'pl-PL', 'recycling',
  "kupno przy RSI(14) poniżej 30, stop 1 %: skuteczność ⟦23,6@win_rate!⟧ % przy ⟦36@total_trades⟧ transakcjach."),
# ---------------------------------------------------------------- b_fade_3up
A('b_fade_3up', 'faithful', 'ru-RU', 'boilerroom',
  "шорт после трёх растущих дней, цель 50, стоп 30, с 2023 года: ⟦47@total_trades⟧ сделок, ⟦21@winning_trades⟧ по цели, "
  "⟦26@losing_trades⟧ по стопу; итог ⟦+270@total_pnl⟧ пунктов, профит-фактор ⟦1,35@profit_factor⟧."),
A('b_fade_3up', 'faithful', 'pt-BR', 'compost',
  "venda após três altas (alvo de 50, stop de 30): ⟦47@total_trades⟧ trades, acerto de ⟦44,68@win_rate⟧%, resultado "
  "⟦+270@total_pnl⟧ pontos; 2023 rendeu ⟦+30@" + Y23 + "⟧ e 2024, ⟦+240@" + Y24 + "⟧."),
A('b_fade_3up', 'faithful', 'nl-NL', 'recycling',
  "drie stijgdagen shorten met doel 50 en stop 30: Sharpe ⟦0,69@sharpe⟧, maximale drawdown ⟦190@max_drawdown⟧ punten, "
  "verwachting ⟦5,74@expectancy⟧ punten per trade."),
A('b_fade_3up', 'wrong_year', 'ja-JP', 'signwriter',
  "三日続伸後の売り（利確50・損切30）：2023年分の損益は⟦+240@" + Y23 + "~" + Y24 + "!⟧ポイント。"),
A('b_fade_3up', 'derived', 'it-IT', 'seedling',
  "short dopo tre rialzi, target 50 e stop 30: il 2024 ha reso ⟦210@" + Y24 + "-" + Y23 + "!⟧ punti più del 2023, "
  "calcolati da me dalle due righe annuali."),
A('b_fade_3up', 'wrong_sign', 'es-ES', 'scaffold',
  "en el mismo periodo, comprar y mantener habría dado ⟦+7.162,75@buy_and_hold_pnl!⟧ puntos, frente a los "
  "⟦+270@total_pnl⟧ de la estrategia con objetivo 50 y stop 30."),
# ---------------------------------------------------------------- b_sma_cross
A('b_sma_cross', 'faithful', 'pt-BR', 'scaffold',
  "cruzamento acima da SMA(20), 10 dias: ⟦16@total_trades⟧ trades, só ⟦4@winning_trades⟧ vencedores, total "
  "⟦−4.681,25@total_pnl⟧ pontos; melhor trade ⟦+1.270@best_trade⟧, entrada em ⟦12/09/2023@D:2023-09-12⟧."),
A('b_sma_cross', 'faithful', 'de-DE', 'seedling',
  "SMA(20)-Kreuzung, 10 Tage halten: 2023 brachte ⟦−1.096,8@" + Y23 + "⟧ Punkte aus ⟦9@" + N23 + "⟧ Trades, 2024 "
  "⟦−3.584,5@" + Y24 + "⟧ aus ⟦7@" + N24 + "⟧."),
A('b_sma_cross', 'faithful', 'fr-FR', 'boilerroom',
  "croisement de la SMA(20), sortie à 10 jours : profit factor ⟦0,37@profit_factor⟧, drawdown max ⟦4_864,5@max_drawdown⟧ "
  "points, Sharpe ⟦−1,11@sharpe⟧, espérance ⟦−292,58@expectancy⟧ par trade."),
A('b_sma_cross', 'wrong_year', 'ru-RU', 'recycling',
  "пересечение SMA(20), удержание 10 дней: результат 2024 года — ⟦−1096,8@" + Y24 + "~" + Y23 + "!⟧ пункта."),
A('b_sma_cross', 'wrong_column', 'ja-JP', 'sakebrew',
  "SMA(20)上抜け買い・10日保有：⟦16@total_trades⟧回の平均損失は⟦−1,800.75@avg_loss~worst_trade!⟧ポイント。"),
A('b_sma_cross', 'miscomputed', 'en-US', 'forklift',
  "SMA(20) cross, 10-day hold: ⟦−4,681.25@total_pnl⟧ points over ⟦16@total_trades⟧ trades, or ⟦−229.58@total_pnl/total_trades!⟧ "
  "per trade by my own division."),
# ---------------------------------------------------------------- b_breakdown_short_2024
A('b_breakdown_short_2024', 'faithful', 'de-DE', 'sakebrew',
  "Breakdown-Short 2024 (Ziel 1 %, Ausstieg nach 3 Tagen): ⟦79@total_trades⟧ Trades, ⟦32@winning_trades⟧ Gewinner, "
  "Ergebnis ⟦+1.183,1@total_pnl⟧ Punkte, Profitfaktor ⟦1,39@profit_factor⟧."),
A('b_breakdown_short_2024', 'faithful', 'es-ES', 'compost',
  "ruptura bajista 2024: el mejor trade, el ⟦11 de enero@D:2024-01-11⟧, ⟦+171,7@best_trade⟧ puntos; el peor, "
  "⟦−87,26@worst_trade⟧. Sharpe ⟦1,35@sharpe⟧, drawdown máximo ⟦316,25@max_drawdown⟧."),
A('b_breakdown_short_2024', 'faithful', 'ja-JP', 'forklift',
  "2024年ブレイクダウン売り：⟦79@total_trades⟧回、勝率⟦40.51@win_rate⟧%、勝ちの⟦32@winning_trades⟧回はすべて利確。"
  "平均利益⟦131.84@avg_win⟧、平均損失⟦−64.59@avg_loss⟧。"),
A('b_breakdown_short_2024', 'wrong_row', 'en-GB', 'scaffold',
  "the 2024 breakdown short's first trade, entered ⟦5 Jan@D:2024-01-05⟧, was stopped out for "
  "⟦−81.50@trd('2024-01-05').pnl~trd('2024-01-31').pnl!⟧ points."),
A('b_breakdown_short_2024', 'wrong_sign', 'nl-NL', 'recycling',
  "breakdown-short 2024: gemiddeld resultaat per verliezende trade ⟦+64,59@avg_loss!⟧ punten, bij ⟦47@losing_trades⟧ "
  "verliezers."),
A('b_breakdown_short_2024', 'wrong_unit', 'en-US', 'seedling',
  "The 2024 breakdown short made $⟦1,183.11@total_pnl~total_pnl!⟧ over ⟦79@total_trades⟧ trades.",
  unit_note='index points quoted as US dollars'),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
A('b_fade_2023_vs_2024', 'faithful', 'fr-FR', 'carwash',
  "vente après trois hausses, sortie à 2 jours : en 2023, ⟦18@A.total_trades⟧ trades pour ⟦+61,75@A.total_pnl⟧ points ; "
  "en 2024, ⟦10@B.total_trades⟧ trades pour ⟦+1_202@B.total_pnl⟧. L'année 2024 a mieux marché."),
A('b_fade_2023_vs_2024', 'faithful', 'ru-RU', 'compost',
  "2024 год лучше: профит-фактор ⟦2,82@B.profit_factor⟧ против ⟦1,02@A.profit_factor⟧, доля прибыльных сделок "
  "⟦70@B.win_rate⟧ % против ⟦55,56@A.win_rate⟧ %."),
A('b_fade_2023_vs_2024', 'faithful', 'it-IT', 'sakebrew',
  "nel 2023 il miglior trade è entrato il ⟦20 luglio@D:2023-07-20⟧: ⟦+1.147,75@A.best_trade⟧ punti; drawdown massimo "
  "⟦1.685,25@A.max_drawdown⟧."),
A('b_fade_2023_vs_2024', 'faithful', 'ja-JP', 'seedling',
  "2024年：⟦10@B.total_trades⟧回中⟦7@B.winning_trades⟧勝、シャープ⟦1.33@B.sharpe⟧、最大ドローダウン⟦603.5@B.max_drawdown⟧"
  "ポイント。2023年のシャープは⟦0.03@A.sharpe⟧。"),
A('b_fade_2023_vs_2024', 'wrong_year', 'pl-PL', 'chocolatier',
  "sprzedaż po trzech wzrostach, wyjście po 2 dniach: w 2023 r. ⟦70@A.win_rate~B.win_rate!⟧ % transakcji było zyskownych."),
A('b_fade_2023_vs_2024', 'wrong_sign', 'pt-BR', 'tyrefit',
  "em 2024 o pior trade do fade de três altas foi de ⟦+381,75@B.worst_trade!⟧ pontos, e o melhor de ⟦+465,75@B.best_trade⟧."),
A('b_fade_2023_vs_2024', 'miscomputed', 'es-ES', 'recycling',
  "2024 superó a 2023 en ⟦1.104,25@B.total_pnl-A.total_pnl!⟧ puntos, según mi resta de los dos totales."),
# ---------------------------------------------------------------- x_compare_two_down
A('x_compare_two_down', 'faithful', 'ru-RU', 'sakebrew',
  "покупка после двух падающих дней, выход через 3 дня, стоп 2 %: на ES ⟦64@row('ES').trades⟧ сделки и "
  "⟦+130_751,25@row('ES').total_pnl_currency⟧ на контракт, на NQ ⟦97@row('NQ').trades⟧ и ⟦−61_215,4@row('NQ').total_pnl_currency⟧."),
A('x_compare_two_down', 'faithful', 'en-GB', 'signwriter',
  "two-down-days dip: it works on the ES only. ES Sharpe ⟦1.67@row('ES').sharpe⟧, profit factor ⟦2.09@row('ES').profit_factor⟧, "
  "win rate ⟦54.69@row('ES').win_rate⟧%; NQ Sharpe ⟦−0.69@row('NQ').sharpe⟧, profit factor ⟦0.79@row('NQ').profit_factor⟧."),
A('x_compare_two_down', 'faithful', 'fr-FR', 'boilerroom',
  "NQ : ⟦97@row('NQ').trades⟧ trades, réussite ⟦39,18@row('NQ').win_rate⟧ %, drawdown max ⟦4_632,89@row('NQ').max_drawdown⟧ "
  "points, espérance ⟦−31,55@row('NQ').expectancy⟧ ; ES : espérance ⟦+40,86@row('ES').expectancy⟧."),
A('x_compare_two_down', 'wrong_column', 'es-ES', 'seedling',
  "comprar tras dos días bajistas: en el ES el Sharpe fue de ⟦2,09@row('ES').sharpe~row('ES').profit_factor!⟧, con "
  "⟦64@row('ES').trades⟧ operaciones."),
A('x_compare_two_down', 'wrong_unit', 'de-DE', 'compost',
  "Kauf nach zwei Minustagen: auf dem NQ verlor die Strategie ⟦−61.215,4@row('NQ').total_pnl_currency~row('NQ').total_pnl_currency!⟧ "
  "Punkte.", unit_note='currency per contract quoted as index points'),
A('x_compare_two_down', 'miscomputed', 'ja-JP', 'scaffold',
  "二日続落後の買い：ESとNQのシャープの差は⟦2.73@row('ES').sharpe-row('NQ').sharpe!⟧（自分で計算）。"),
# ---------------------------------------------------------------- x_portfolio_two_down
A('x_portfolio_two_down', 'faithful', 'zh-CN', 'tyrefit',
  "NQ 与 ES 组合，每笔风险 1%，本金 ⟦1,000,000@capital⟧：期末权益 ⟦1,048,758.95@final_equity⟧，收益 "
  "⟦+4.88@return_pct⟧%，最大回撤 ⟦78,853.15@max_drawdown⟧（⟦7.2@max_drawdown_pct⟧%）。"),
A('x_portfolio_two_down', 'faithful', 'it-IT', 'scaffold',
  "portafoglio NQ + ES, rischio 1 % per trade: ⟦161@trades⟧ operazioni, utile ⟦48.758,95@total_pnl⟧; gamba NQ "
  "⟦−86.112,30@leg('NQ').pnl⟧, gamba ES ⟦+134.871,25@leg('ES').pnl⟧. Regge solo grazie all'ES."),
A('x_portfolio_two_down', 'faithful', 'de-DE', 'forklift',
  "Portfolio aus NQ und ES mit 1 % Risiko auf ⟦1.000.000@capital⟧: Endkapital ⟦1.048.758,95@final_equity⟧, Rendite "
  "⟦4,876@return_pct⟧ %, maximaler Drawdown ⟦7,2@max_drawdown_pct⟧ %."),
A('x_portfolio_two_down', 'wrong_sign', 'fr-FR', 'sakebrew',
  "portefeuille NQ + ES : la jambe ES pèse ⟦−276,6@leg('ES').contribution_pct!⟧ % du résultat total."),
A('x_portfolio_two_down', 'wrong_unit', 'pl-PL', 'boilerroom',
  "portfel NQ i ES, ryzyko 1 % na transakcję: maksymalne obsunięcie ⟦7,2@max_drawdown_pct~max_drawdown_pct!⟧ pkt.",
  unit_note='a percentage quoted as points'),
A('x_portfolio_two_down', 'wrong_row', 'ja-JP', 'carwash',
  "NQ・ES二本立て（1%リスク）：NQの損益は⟦+134,871.25@leg('NQ').pnl~leg('ES').pnl!⟧。"),
A('x_portfolio_two_down', 'coincidental', 'en-US', 'signwriter',
  "In the NQ + ES portfolio the ES leg won ⟦40@leg('ES').unit_metrics.winning_trades!⟧ of its ⟦64@leg('ES').trades⟧ trades."),
]
