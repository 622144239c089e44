"""Backtests, comparison and portfolio (b_rsi_long ... x_portfolio_two_down). Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A

Y23 = "mr('2023 ([+-][0-9.]+) [(]')"
Y24 = "mr('2024 ([+-][0-9.]+) [(]')"
N23 = "mr('2023 [+-][0-9.]+ [(]([0-9]+)')"
N24 = "mr('2024 [+-][0-9.]+ [(]([0-9]+)')"
STOP = "mr('stop ([0-9]+) ')"

ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
A('b_rsi_long', 'faithful', 'zh-CN', 'haybale',
  "RSI(14) 低于 30 做多、持有五天、1% 止损：⟦36@total_trades⟧ 笔，胜率 ⟦19.4%@win_rate⟧，合计 "
  "⟦−917.4@total_pnl⟧ 点，盈亏比 ⟦0.76@profit_factor⟧；同期买入持有 ⟦−7,162.75@buy_and_hold_pnl⟧ 点。"),
A('b_rsi_long', 'faithful', 'ja-JP', 'stilt',
  "RSI(14)<30の買い：⟦36@total_trades⟧回中勝ちは⟦7@winning_trades⟧回、合計⟦−917.4@total_pnl⟧ポイント、"
  "最大ドローダウン⟦1,368.1@max_drawdown⟧。損切りが⟦28@" + STOP + "⟧回。"),
A('b_rsi_long', 'faithful', 'es-ES', 'loomtune',
  "compra con RSI(14) bajo 30, salida a 5 días y stop del 1 %: ⟦36@total_trades⟧ operaciones, acierto "
  "⟦19,4 %@win_rate⟧, resultado ⟦−917,4@total_pnl⟧ puntos; la mejor, ⟦+680,5@best_trade⟧, entró el "
  "⟦28/03@D:2024-03-28⟧."),
A('b_rsi_long', 'wrong_sign', 'en-US', 'gripman',
  "RSI(14) < 30 long, 5-day exit, 1% stop: ⟦36@total_trades⟧ trades, win rate ⟦19.4%@win_rate⟧, total "
  "⟦+917.4@total_pnl!⟧ pts, max drawdown ⟦1,368.1@max_drawdown⟧."),
A('b_rsi_long', 'wrong_column', 'ru-RU', 'canecrush',
  "покупка при RSI(14) ниже 30: ⟦36@total_trades⟧ сделок, итог ⟦−917,4@total_pnl⟧ пункта; лучшая сделка "
  "⟦+680,5@best_trade⟧, худшая ⟦−129,52@worst_trade~avg_loss!⟧."),
A('b_rsi_long', 'invented', 'pt-BR', 'hatter',
  "compra com RSI(14) abaixo de 30: ⟦36@total_trades⟧ operações, ⟦−917,4@total_pnl⟧ pontos no total e índice "
  "de Sharpe de ⟦−0,81@sharpe!⟧."),
# ---------------------------------------------------------------- b_fade_3up
A('b_fade_3up', 'faithful', 'en-US', 'haybale',
  "shorting after three up days, 50-pt target / 30-pt stop, since 2023: ⟦47@total_trades⟧ trades, "
  "⟦44.7%@win_rate⟧ winners, net ⟦+270@total_pnl⟧ pts, PF ⟦1.35@profit_factor⟧, max DD ⟦190@max_drawdown⟧."),
A('b_fade_3up', 'faithful', 'en-GB', 'caskslip',
  "the fade-three-up-days short made ⟦+270@total_pnl⟧ points over ⟦47@total_trades⟧ trades: 2023 "
  "⟦+30@" + Y23 + "⟧, 2024 ⟦+240@" + Y24 + "⟧. Most of the beer was in the second barrel."),
A('b_fade_3up', 'faithful', 'fr-FR', 'goatdairy',
  "vente après trois hausses, objectif 50 et stop 30 : ⟦47@total_trades⟧ trades, ⟦21@winning_trades⟧ gagnants ; "
  "total ⟦+270@total_pnl⟧ points, espérance ⟦+5,74@expectancy⟧ par trade, Sharpe ⟦0,69@sharpe⟧."),
A('b_fade_3up', 'wrong_year', 'nl-NL', 'tidemill',
  "short na drie stijgende dagen: in totaal ⟦+270@total_pnl⟧ punten over ⟦47@total_trades⟧ trades; in 2024 waren het "
  "⟦31@" + N24 + "~" + N23 + "!⟧ trades voor ⟦+240@" + Y24 + "⟧ punten."),
A('b_fade_3up', 'wrong_unit', 'ru-RU', 'loomtune',
  "шорт после трёх растущих дней, цель 50, стоп 30: ⟦47@total_trades⟧ сделок, чистый итог "
  "⟦+270@total_pnl~total_pnl!⟧ долларов, профит-фактор ⟦1,35@profit_factor⟧.",
  unit_note='index points quoted as dollars'),
A('b_fade_3up', 'miscomputed', 'es-ES', 'stilt',
  "corto tras tres días al alza, objetivo 50 y stop 30: ⟦+270@total_pnl⟧ puntos en ⟦47@total_trades⟧ operaciones, "
  "o sea ⟦+5,47@total_pnl/total_trades!⟧ por operación según mi cuenta."),
# ---------------------------------------------------------------- b_sma_cross
A('b_sma_cross', 'faithful', 'nl-NL', 'haybale',
  "slot boven de SMA(20), 10 dagen long: ⟦16@total_trades⟧ trades, ⟦4@winning_trades⟧ winnaars, totaal "
  "⟦−4.681,25@total_pnl⟧ punten, max drawdown ⟦4.864,5@max_drawdown⟧."),
A('b_sma_cross', 'faithful', 'zh-CN', 'wrecktag',
  "收盘上穿 SMA(20) 做多、持有 10 天：⟦16@total_trades⟧ 笔，胜率 ⟦25%@win_rate⟧，合计 ⟦−4,681.25@total_pnl⟧ 点；"
  "2023 年 ⟦−1,096.8@" + Y23 + "⟧，2024 年 ⟦−3,584.5@" + Y24 + "⟧。"),
A('b_sma_cross', 'faithful', 'fr-FR', 'tidemill',
  "croisement au-dessus de la SMA(20), 10 jours : ⟦16@total_trades⟧ trades, meilleur ⟦+1_270@best_trade⟧, "
  "pire ⟦−1_800,75@worst_trade⟧ ; Sharpe ⟦−1,11@sharpe⟧, total ⟦−4_681,25@total_pnl⟧ points."),
A('b_sma_cross', 'wrong_year', 'ru-RU', 'loomtune',
  "пересечение SMA(20), держим 10 дней: всего ⟦−4681,25@total_pnl⟧ пункта за ⟦16@total_trades⟧ сделок; "
  "из них 2023 г. — ⟦−3584,5@" + Y23 + "~" + Y24 + "!⟧."),
A('b_sma_cross', 'wrong_sign', 'es-ES', 'brine',
  "cruce del cierre sobre la SMA(20), 10 días: ⟦16@total_trades⟧ operaciones, ⟦−4.681,25@total_pnl⟧ puntos; "
  "esperanza por operación ⟦+292,58@expectancy!⟧."),
A('b_sma_cross', 'coincidental', 'de-DE', 'goatcensus',
  "Kreuzung über den SMA(20), 10 Tage halten: ⟦16@total_trades⟧ Trades, Ergebnis ⟦−4.681,25@total_pnl⟧ Punkte, "
  "maximaler Drawdown ⟦4.683@max_drawdown!⟧."),
# ---------------------------------------------------------------- b_breakdown_short_2024
A('b_breakdown_short_2024', 'faithful', 'es-ES', 'caskslip',
  "corto al perder el mínimo previo en 2024, objetivo 1 %, 3 días: ⟦79@total_trades⟧ operaciones, "
  "⟦40,5 %@win_rate⟧ ganadoras, ⟦+1.183,1@total_pnl⟧ puntos, factor de beneficio ⟦1,39@profit_factor⟧."),
A('b_breakdown_short_2024', 'faithful', 'pl-PL', 'tidemill',
  "short po zamknięciu pod poprzednim dołkiem, 2024: ⟦79@total_trades⟧ transakcji, wynik ⟦+1183,1@total_pnl⟧ pkt, "
  "Sharpe ⟦1,35@sharpe⟧, maks. obsunięcie ⟦316,3@max_drawdown⟧ pkt."),
A('b_breakdown_short_2024', 'faithful', 'ru-RU', 'brine',
  "шорт на пробое вчерашнего минимума, 2024 г.: ⟦79@total_trades⟧ сделок, ⟦32@winning_trades⟧ в плюс; итог "
  "⟦+1183,1@total_pnl⟧ пункта; лучшая — ⟦11 января@D:2024-01-11⟧, ⟦+171,7@trd('2024-01-11').pnl⟧."),
A('b_breakdown_short_2024', 'wrong_sign', 'nl-NL', 'wrecktag',
  "short onder de vorige low, 2024: ⟦79@total_trades⟧ trades, winrate ⟦40,5%@win_rate⟧, totaal "
  "⟦−1.183,1@total_pnl!⟧ punten."),
A('b_breakdown_short_2024', 'misrounded', 'fr-FR', 'hatter',
  "vente sous le plus bas de la veille, 2024 : ⟦79@total_trades⟧ trades, total ⟦+1_183,1@total_pnl⟧ points, "
  "espérance ⟦14,97@expectancy!⟧ par trade."),
A('b_breakdown_short_2024', 'wrong_unit', 'pt-BR', 'goatcensus',
  "venda na perda da mínima anterior em 2024: ⟦79@total_trades⟧ operações, resultado de "
  "⟦+1.183,1@total_pnl~total_pnl!⟧ reais, fator de lucro ⟦1,39@profit_factor⟧.",
  unit_note='index points quoted as Brazilian reais'),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
A('b_fade_2023_vs_2024', 'faithful', 'de-DE', 'wrecktag',
  "Fade nach drei Aufwärtstagen, zwei Tage halten: 2023 ⟦18@A.total_trades⟧ Trades, ⟦+61,75@A.total_pnl⟧ Punkte, "
  "PF ⟦1,02@A.profit_factor⟧; 2024 ⟦10@B.total_trades⟧ Trades, ⟦+1.202@B.total_pnl⟧ Punkte, Trefferquote "
  "⟦70 %@B.win_rate⟧."),
A('b_fade_2023_vs_2024', 'faithful', 'pt-BR', 'tidemill',
  "2023: uns ⟦+62@A.total_pnl⟧ pontos em ⟦18@A.total_trades⟧ operações; 2024: ⟦+1.202@B.total_pnl⟧ em "
  "⟦10@B.total_trades⟧, com fator de lucro ⟦2,82@B.profit_factor⟧. Em 2024 funcionou bem melhor."),
A('b_fade_2023_vs_2024', 'faithful', 'pl-PL', 'caskslip',
  "2023 r.: wynik ⟦+61,75@A.total_pnl⟧ pkt, trafność ⟦55,6 %@A.win_rate⟧; 2024 r.: ⟦+1202@B.total_pnl⟧ pkt, "
  "trafność ⟦70 %@B.win_rate⟧, podczas gdy kup-i-trzymaj dało ⟦−8634,75@B.buy_and_hold_pnl⟧."),
A('b_fade_2023_vs_2024', 'wrong_year', 'ja-JP', 'goatcensus',
  "三日続伸の逆張り、2024年は合計⟦+1,202@B.total_pnl⟧ポイント、最大ドローダウン"
  "⟦1,685.25@B.max_drawdown~A.max_drawdown!⟧。2023年は⟦+61.75@A.total_pnl⟧。"),
A('b_fade_2023_vs_2024', 'wrong_year', 'es-ES', 'canecrush',
  "en 2023 el fade dejó ⟦+61,75@A.total_pnl⟧ puntos con un acierto del ⟦70 %@A.win_rate~B.win_rate!⟧; en 2024, "
  "⟦+1.202@B.total_pnl⟧."),
A('b_fade_2023_vs_2024', 'derived', 'fr-FR', 'stilt',
  "espérance par trade : ⟦+3,43@A.expectancy⟧ points en 2023, ⟦+120,2@B.expectancy⟧ en 2024 — soit "
  "⟦116,8@B.expectancy-A.expectancy!⟧ de mieux, soustraction faite à la main."),
# ---------------------------------------------------------------- x_compare_two_down
A('x_compare_two_down', 'faithful', 'it-IT', 'hatter',
  "long dopo due giorni di calo: su NQ ⟦97@row('NQ').trades⟧ operazioni, PF ⟦0,79@row('NQ').profit_factor⟧, "
  "Sharpe ⟦−0,69@row('NQ').sharpe⟧; su ES ⟦64@row('ES').trades⟧, PF ⟦2,09@row('ES').profit_factor⟧, "
  "Sharpe ⟦1,67@row('ES').sharpe⟧. Funziona solo sull'ES."),
A('x_compare_two_down', 'faithful', 'zh-CN', 'stilt',
  "两连跌后做多：NQ 胜率 ⟦39.2%@row('NQ').win_rate⟧，每手合计 ⟦−61,215.4@row('NQ').total_pnl_currency⟧；"
  "ES 胜率 ⟦54.7%@row('ES').win_rate⟧，每手 ⟦+130,751.25@row('ES').total_pnl_currency⟧。只在 ES 上有效。"),
A('x_compare_two_down', 'faithful', 'ru-RU', 'tidemill',
  "на NQ итог ⟦−3060,8@row('NQ').total_pnl⟧ пункта при просадке ⟦4632,9@row('NQ').max_drawdown⟧; на ES "
  "⟦+2615@row('ES').total_pnl⟧ пунктов, просадка всего ⟦420,85@row('ES').max_drawdown⟧."),
A('x_compare_two_down', 'wrong_row', 'fr-FR', 'brine',
  "achat après deux baisses : l'ES fait ⟦+2_615@row('ES').total_pnl⟧ points, Sharpe ⟦1,67@row('ES').sharpe⟧, "
  "mais une espérance de ⟦−31,55@row('ES').expectancy~row('NQ').expectancy!⟧ par trade."),
A('x_compare_two_down', 'wrong_sign', 'pl-PL', 'haybale',
  "kupno po dwóch spadkach: NQ ⟦97@row('NQ').trades⟧ transakcji, ⟦−3060,8@row('NQ').total_pnl⟧ pkt; ES "
  "⟦64@row('ES').trades⟧ transakcje, ⟦−2615,0@row('ES').total_pnl!⟧ pkt."),
A('x_compare_two_down', 'miscomputed', 'en-US', 'canecrush',
  "two-down-days long: ES profit factor ⟦2.09@row('ES').profit_factor⟧ vs NQ's ⟦0.79@row('NQ').profit_factor⟧ — "
  "by my math ⟦2.36@row('ES').profit_factor/row('NQ').profit_factor!⟧ times better."),
# ---------------------------------------------------------------- x_portfolio_two_down
A('x_portfolio_two_down', 'faithful', 'en-US', 'hatter',
  "NQ+ES dip portfolio, 1% risk a trade on ⟦1,000,000@capital⟧: ends at $⟦1,048,758.95@final_equity⟧, "
  "up ⟦4.88%@return_pct⟧; max drawdown $⟦78,853.15@max_drawdown⟧ over ⟦161@trades⟧ trades."),
A('x_portfolio_two_down', 'faithful', 'de-DE', 'caskslip',
  "Portfolio NQ + ES, 1 % Risiko je Trade auf eine Million: ⟦+48.758,95@total_pnl⟧, Rendite ⟦4,88 %@return_pct⟧; "
  "NQ-Bein ⟦−86.112,30@leg('NQ').pnl⟧, ES-Bein ⟦+134.871,25@leg('ES').pnl⟧."),
A('x_portfolio_two_down', 'faithful', 'nl-NL', 'loomtune',
  "samen ⟦161@trades⟧ trades en ⟦+48.758,95@total_pnl⟧ winst (⟦+4,88%@return_pct⟧ op een miljoen); ES droeg "
  "⟦277%@leg('ES').contribution_pct⟧ van het resultaat, NQ ⟦−177%@leg('NQ').contribution_pct⟧."),
A('x_portfolio_two_down', 'faithful', 'ru-RU', 'goatdairy',
  "портфель NQ+ES, риск 1 % на сделку: итог ⟦+48_758,95@total_pnl⟧ на капитал ⟦1_000_000@capital⟧; "
  "просадка ⟦7,2 %@max_drawdown_pct⟧; NQ ⟦97@leg('NQ').trades⟧ сделок, ES ⟦64@leg('ES').trades⟧."),
A('x_portfolio_two_down', 'wrong_unit', 'ja-JP', 'tidemill',
  "NQ・ES合同ポートフォリオ、1取引1%リスク：損益⟦+48,758.95@total_pnl⟧、リターンは"
  "⟦4.88@return_pct~return_pct!⟧倍、最大ドローダウン⟦7.2%@max_drawdown_pct⟧。",
  unit_note='a return in percent quoted as a multiple (倍)'),
A('x_portfolio_two_down', 'wrong_sign', 'it-IT', 'canecrush',
  "portafoglio NQ + ES all'1 % di rischio: gamba NQ ⟦−86.112,30@leg('NQ').pnl⟧, gamba ES "
  "⟦+134.871,25@leg('ES').pnl⟧, risultato complessivo ⟦−48.758,95@total_pnl!⟧."),
A('x_portfolio_two_down', 'derived', 'zh-CN', 'gripman',
  "ES 腿 ⟦64@leg('ES').trades⟧ 笔赚 ⟦+134,871.25@leg('ES').pnl⟧，NQ 腿 ⟦−86,112.30@leg('NQ').pnl⟧；"
  "我自己算了一下，ES 平均每笔 ⟦2,107.36@leg('ES').pnl/leg('ES').trades!⟧。"),
]
