"""Backtests, comparison and portfolio (b_rsi_long ... x_portfolio_two_down). Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A

Y23, Y24 = "mr('2023 ([+-][0-9.]+) [(]')", "mr('2024 ([+-][0-9.]+) [(]')"
N23, N24 = "mr('2023 [+-][0-9.]+ [(]([0-9]+)')", "mr('2024 [+-][0-9.]+ [(]([0-9]+)')"

ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
A('b_rsi_long', 'faithful', 'ja-JP', 'tuktuk',
  "RSI(14)<30で買い・5日で手仕舞い・1%ストップ：⟦36@total_trades⟧回、勝率⟦19.4@win_rate⟧％、損益"
  "⟦−917.4@total_pnl⟧ポイント、PF ⟦0.76@profit_factor⟧。"),
A('b_rsi_long', 'faithful', 'es-ES', 'crepe',
  "Compra con RSI(14) bajo 30, salida a 5 días y stop del 1 %: ⟦36@total_trades⟧ operaciones, "
  "⟦7@winning_trades⟧ ganadoras, resultado de ⟦−917,44@total_pnl⟧ puntos y drawdown máximo de "
  "⟦1.368@max_drawdown⟧."),
A('b_rsi_long', 'faithful', 'de-DE', 'donut',
  "RSI-Long mit 1 % Stopp: bester Trade am ⟦28.03.2024@D:2024-03-28⟧ eröffnet, ⟦+680,5@best_trade⟧ Punkte; "
  "⟦28@mr('stop ([0-9]+) ')⟧ Ausstiege per Stopp, Erwartungswert ⟦−25,48@expectancy⟧ Punkte je Trade."),
A('b_rsi_long', 'wrong_sign', 'fr-FR', 'churro',
  "Achat RSI(14) sous 30, sortie à 5 jours, stop 1 % : ⟦36@total_trades⟧ trades pour un résultat de "
  "⟦+917,4@total_pnl!⟧ points."),
A('b_rsi_long', 'wrong_column', 'pl-PL', 'clockwork',
  "Strategia RSI(14) long z wyjściem po 5 dniach: ⟦29@losing_trades⟧ stratnych transakcji, średnia strata "
  "⟦−163@avg_loss~worst_trade!⟧ pkt."),
A('b_rsi_long', 'coincidental', 'en-US', 'bento',
  "RSI(14) below 30, long, 5-day exit, 1% stop: ⟦36@total_trades⟧ trades, ⟦26@losing_trades!⟧ of them losers, "
  "total ⟦−917.4@total_pnl⟧ points."),
# ---------------------------------------------------------------- b_fade_3up
A('b_fade_3up', 'faithful', 'es-ES', 'bento',
  "Corto tras tres subidas, objetivo 50 y stop 30, desde 2023: ⟦47@total_trades⟧ operaciones, "
  "⟦21@winning_trades⟧ al objetivo y ⟦26@losing_trades⟧ al stop; total de ⟦+270@total_pnl⟧ puntos."),
A('b_fade_3up', 'faithful', 'zh-CN', 'boulder',
  "连涨三天后做空（止盈 50 点、止损 30 点）：⟦47@total_trades⟧ 笔，胜率 ⟦44.7%@win_rate⟧，合计 "
  "⟦+270@total_pnl⟧ 点，最大回撤 ⟦190@max_drawdown⟧ 点。"),
A('b_fade_3up', 'faithful', 'ru-RU', 'clockwork',
  f"шорт после трёх растущих дней, тейк 50, стоп 30: 2023 г. — ⟦+30@{Y23}⟧ пунктов (сделок: ⟦31@{N23}⟧), "
  f"2024 г. — ⟦+240@{Y24}⟧ (сделок: ⟦16@{N24}⟧); профит-фактор ⟦1,35@profit_factor⟧."),
A('b_fade_3up', 'wrong_year', 'fr-FR', 'dimsum',
  f"Vente après trois hausses, objectif 50, stop 30 : en 2024, ⟦+240@{Y24}⟧ points sur "
  f"⟦31@{N24}~{N23}!⟧ trades."),
A('b_fade_3up', 'miscomputed', 'en-GB', 'donut',
  "Fading three up days with a 50-point target and 30-point stop: ⟦21@winning_trades⟧ winners out of "
  "⟦47@total_trades⟧, which on my own division is a ⟦46.8%@winning_trades/total_trades*100!⟧ hit rate."),
A('b_fade_3up', 'invented', 'de-DE', 'tuktuk',
  "Short nach drei Aufwärtstagen, Ziel 50, Stopp 30: ⟦47@total_trades⟧ Trades, Profitfaktor "
  "⟦1,78@profit_factor!⟧."),
# ---------------------------------------------------------------- b_sma_cross
A('b_sma_cross', 'faithful', 'zh-CN', 'clockwork',
  "收盘上穿 SMA(20) 做多、持有 10 天：共 ⟦16@total_trades⟧ 笔，只有 ⟦4@winning_trades⟧ 笔盈利，合计 "
  "⟦−4,681.25@total_pnl⟧ 点，最大回撤 ⟦4,864.5@max_drawdown⟧ 点。"),
A('b_sma_cross', 'faithful', 'fr-FR', 'crepe',
  "Croisement de la SMA(20), achat, 10 jours : meilleur trade entré le ⟦12 septembre 2023@D:2023-09-12⟧, "
  "⟦+1_270@best_trade⟧ points ; le pire ⟦−1_800,75@worst_trade⟧."),
A('b_sma_cross', 'faithful', 'en-GB', 'plumber',
  f"SMA(20) crossover long, 10-day hold: 2023 came to ⟦−1,096.8@{Y23}⟧ points over ⟦9@{N23}⟧ trades, 2024 to "
  f"⟦−3,584.5@{Y24}⟧ over ⟦7@{N24}⟧."),
A('b_sma_cross', 'faithful', 'it-IT', 'bento',
  "Incrocio sopra la SMA(20), long per 10 giorni: win rate ⟦25 %@win_rate⟧, profit factor "
  "⟦0,37@profit_factor⟧, esposizione ⟦35 %@exposure_pct⟧; perdita media ⟦−618,9@avg_loss⟧ punti."),
A('b_sma_cross', 'wrong_sign', 'ru-RU', 'waffle',
  "пересечение SMA(20), лонг на 10 дней: ⟦16@total_trades⟧ сделок, итог ⟦+4681,25@total_pnl!⟧ пункта."),
A('b_sma_cross', 'wrong_year', 'ja-JP', 'boulder',
  f"SMA(20)上抜けで買い・10日保有：2023年は⟦7@{N23}~{N24}!⟧回の取引で⟦−1,096.8@{Y23}⟧ポイント。"),
A('b_sma_cross', 'misrounded', 'es-ES', 'tuktuk',
  "Cruce de la SMA(20), largo 10 días: ⟦16@total_trades⟧ operaciones, pérdida media de ⟦−618,8@avg_loss!⟧ "
  "puntos."),
# ---------------------------------------------------------------- b_breakdown_short_2024
A('b_breakdown_short_2024', 'faithful', 'ru-RU', 'bento',
  "шорт пробоя вчерашнего минимума в 2024 г. (тейк 1 %, стоп полпроцента, выход через 3 дня): "
  "⟦79@total_trades⟧ сделок, ⟦32@winning_trades⟧ по тейку, итог ⟦+1183,1@total_pnl⟧ пункта."),
A('b_breakdown_short_2024', 'faithful', 'ja-JP', 'crepe',
  "2024年・前日安値割れで売り（利確1%・損切0.5%・3日）：勝率⟦40.5@win_rate⟧％、PF ⟦1.39@profit_factor⟧、"
  "最大DD ⟦316.3@max_drawdown⟧ポイント、シャープ⟦1.35@sharpe⟧。"),
A('b_breakdown_short_2024', 'faithful', 'fr-FR', 'zipper',
  "Vente sous le plus bas de la veille, 2024 : meilleur trade le ⟦11 janvier@D:2024-01-11⟧, "
  "⟦+171,7@best_trade⟧ points ; gain moyen ⟦131,84@avg_win⟧, perte moyenne ⟦−64,59@avg_loss⟧."),
A('b_breakdown_short_2024', 'wrong_unit', 'nl-NL', 'churro',
  "Breakdown-short 2024: totaal ⟦+1.183,1@total_pnl~total_pnl!⟧ ticks over ⟦79@total_trades⟧ trades.",
  unit_note='index points quoted as ticks'),
A('b_breakdown_short_2024', 'wrong_sign', 'pl-PL', 'donut',
  "Short po zamknięciu poniżej wczorajszego minimum, 2024 r.: kup-i-trzymaj dałoby "
  "⟦+8634,75@buy_and_hold_pnl!⟧ pkt, strategia ⟦+1183,1@total_pnl⟧ pkt."),
A('b_breakdown_short_2024', 'derived', 'de-DE', 'noodle',
  "Breakdown-Short 2024: Durchschnittsgewinn ⟦131,84@avg_win⟧, Durchschnittsverlust ⟦−64,59@avg_loss⟧ Punkte; "
  "selbst geteilt ergibt das ein Gewinn-Verlust-Verhältnis von ⟦2,04@avg_win/abs(avg_loss)!⟧."),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
A('b_fade_2023_vs_2024', 'faithful', 'en-GB', 'waffle',
  "Fading three up days with a 2-day exit: 2024 did far better, ⟦+1,202@B.total_pnl⟧ points on "
  "⟦10@B.total_trades⟧ trades at a ⟦70%@B.win_rate⟧ win rate, against ⟦+61.75@A.total_pnl⟧ on "
  "⟦18@A.total_trades⟧ in 2023."),
A('b_fade_2023_vs_2024', 'faithful', 'fr-FR', 'bento',
  "Vente après trois hausses, sortie à 2 jours : 2023 quasi nul (⟦+61,75@A.total_pnl⟧ points, PF "
  "⟦1,02@A.profit_factor⟧), 2024 nettement mieux (⟦+1_202@B.total_pnl⟧, PF ⟦2,82@B.profit_factor⟧)."),
A('b_fade_2023_vs_2024', 'faithful', 'pt-BR', 'boulder',
  "Venda após três altas, saída em 2 dias: em 2023 o drawdown máximo foi de ⟦1.685,25@A.max_drawdown⟧ pontos; "
  "em 2024, de ⟦603,5@B.max_drawdown⟧. 2024 foi o ano melhor."),
A('b_fade_2023_vs_2024', 'faithful', 'ja-JP', 'dimsum',
  "3日続伸の後に売り・2日で決済：2023年は⟦18@A.total_trades⟧回で損益⟦+61.75@A.total_pnl⟧、2024年は"
  "⟦10@B.total_trades⟧回で⟦+1,202@B.total_pnl⟧ポイント。2024年のほうが良い。"),
A('b_fade_2023_vs_2024', 'wrong_year', 'es-ES', 'crepe',
  "Vender tras tres subidas con salida a 2 días: en 2023 el factor de beneficio fue de "
  "⟦2,82@A.profit_factor~B.profit_factor!⟧ sobre ⟦18@A.total_trades⟧ operaciones."),
A('b_fade_2023_vs_2024', 'wrong_sign', 'de-DE', 'clockwork',
  "Drei-Aufwärtstage-Fade mit 2 Tagen Haltedauer, 2024: ⟦+1.202@B.total_pnl⟧ Punkte, durchschnittlicher "
  "Verlust ⟦+220,33@B.avg_loss!⟧ Punkte."),
A('b_fade_2023_vs_2024', 'wrong_year', 'ru-RU', 'noodle',
  "фейд трёх растущих дней, выход через 2 дня: в 2024 г. лучшая сделка принесла "
  "⟦+1147,75@B.best_trade~A.best_trade!⟧ пункта."),
# ---------------------------------------------------------------- x_compare_two_down
A('x_compare_two_down', 'faithful', 'nl-NL', 'noodle',
  "Kopen na twee dalende dagen, 3 dagen vasthouden, 2 % stop: op ES ⟦64@row('ES').trades⟧ trades, winrate "
  "⟦54,7 %@row('ES').win_rate⟧, PF ⟦2,09@row('ES').profit_factor⟧; op NQ ⟦97@row('NQ').trades⟧ trades, PF "
  "⟦0,79@row('NQ').profit_factor⟧. Alleen ES werkt."),
A('x_compare_two_down', 'faithful', 'ja-JP', 'plumber',
  "2日続落で買い：一枚あたりESは⟦+130,751.25@row('ES').total_pnl_currency⟧、NQは"
  "⟦−61,215.4@row('NQ').total_pnl_currency⟧。シャープはES ⟦1.67@row('ES').sharpe⟧、NQ "
  "⟦−0.69@row('NQ').sharpe⟧。"),
A('x_compare_two_down', 'faithful', 'pl-PL', 'crepe',
  "Zakup po dwóch spadkowych sesjach: NQ ⟦−3060,77@row('NQ').total_pnl⟧ pkt przy ⟦97@row('NQ').trades⟧ "
  "transakcjach, ES ⟦+2615@row('ES').total_pnl⟧ pkt przy ⟦64@row('ES').trades⟧. Punkty nie są porównywalne; "
  "w walucie ES daje ⟦+130_751,25@row('ES').total_pnl_currency⟧ na kontrakt."),
A('x_compare_two_down', 'wrong_row', 'es-ES', 'churro',
  "Comprar tras dos bajadas: en NQ el factor de beneficio es "
  "⟦2,09@row('NQ').profit_factor~row('ES').profit_factor!⟧ sobre ⟦97@row('NQ').trades⟧ operaciones."),
A('x_compare_two_down', 'wrong_unit', 'en-US', 'boulder',
  "Two-down-days dip, long: ES made ⟦+2,615@row('ES').total_pnl⟧ points over ⟦64@row('ES').trades⟧ trades, "
  "and its Sharpe came to ⟦1.67%@row('ES').sharpe~row('ES').sharpe!⟧.",
  unit_note='a Sharpe ratio quoted as a percentage'),
A('x_compare_two_down', 'wrong_sign', 'zh-CN', 'bento',
  "连跌两天后做多：NQ 的夏普比率为 ⟦+0.69@row('NQ').sharpe!⟧，ES 为 ⟦1.67@row('ES').sharpe⟧。"),
# ---------------------------------------------------------------- x_portfolio_two_down
A('x_portfolio_two_down', 'faithful', 'ru-RU', 'noodle',
  "портфель NQ + ES, риск 1 % на сделку от ⟦1_000_000@capital⟧: итог ⟦+48_758,95@total_pnl⟧ "
  "(⟦+4,88 %@return_pct⟧), ⟦161@trades⟧ сделка; NQ ⟦−86_112,30@leg('NQ').pnl⟧, ES "
  "⟦+134_871,25@leg('ES').pnl⟧."),
A('x_portfolio_two_down', 'faithful', 'pl-PL', 'donut',
  "Portfel NQ i ES, ryzyko 1 % na transakcję: kapitał końcowy ⟦1_048_758,95@final_equity⟧, maksymalne "
  "obsunięcie ⟦78_853,15@max_drawdown⟧ (⟦7,2 %@max_drawdown_pct⟧). Zysk niesie ES."),
A('x_portfolio_two_down', 'faithful', 'it-IT', 'zipper',
  "Portafoglio NQ + ES con rischio dell'1 % su un milione: ⟦+48.758,95@total_pnl⟧, pari al "
  "⟦4,88 %@return_pct⟧; la gamba ES ha fatto ⟦+134.871,25@leg('ES').pnl⟧ su ⟦64@leg('ES').trades⟧ operazioni, "
  "NQ ha perso."),
A('x_portfolio_two_down', 'wrong_sign', 'es-ES', 'boulder',
  "Cartera NQ + ES con riesgo del 1 %: la pata de NQ aportó ⟦+86.112,30@leg('NQ').pnl!⟧ y la de ES "
  "⟦+134.871,25@leg('ES').pnl⟧."),
A('x_portfolio_two_down', 'wrong_unit', 'ja-JP', 'plumber',
  "NQ+ESポートフォリオ（1トレード1%リスク）：損益⟦+48,758.95@total_pnl⟧、最大DDは"
  "⟦78,853.15%@max_drawdown~max_drawdown!⟧。",
  unit_note='a currency drawdown quoted as a percentage'),
A('x_portfolio_two_down', 'derived', 'fr-FR', 'waffle',
  "Portefeuille NQ + ES : la jambe ES gagne ⟦+134_871,25@leg('ES').pnl⟧ sur ⟦64@leg('ES').trades⟧ trades, "
  "soit, calculé à la main, ⟦2_107,36@leg('ES').pnl/leg('ES').trades!⟧ par trade."),
A('x_portfolio_two_down', 'invented', 'nl-NL', 'bento',
  "Portefeuille NQ + ES, 1 % risico per trade: eindvermogen ⟦1.062.415,80@final_equity!⟧ na ⟦161@trades⟧ "
  "trades."),
]
