"""Backtests, comparison and portfolio (b_rsi_long ... x_portfolio_two_down). Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A

Y23 = "mr('2023 ([+-][0-9.]+) [(]')"
Y24 = "mr('2024 ([+-][0-9.]+) [(]')"
N23 = "mr('2023 [+-][0-9.]+ [(]([0-9]+)')"
N24 = "mr('2024 [+-][0-9.]+ [(]([0-9]+)')"
STOPS = "mr('stop ([0-9]+) ')"


def t(day):
    return f"trd('{day}').pnl"


ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
A('b_rsi_long', 'wrong_sign', 'pt-BR', 'waxseal',
  "RSI(14) < 30, compra, saída em 5 dias, stop de 1%: ⟦36@total_trades⟧ operações, acerto de "
  "⟦19,4%@win_rate⟧, fator de lucro ⟦0,76@profit_factor⟧, resultado ⟦−917,4@total_pnl⟧ pontos; expectativa "
  "de ⟦+25,48@expectancy!⟧ por operação.", c='WS0205', t='15:20', f='auto'),
A('b_rsi_long', 'wrong_column', 'en-GB', 'leadroof',
  "RSI(14) under 30, long, 5-day exit, 1% stop: ⟦36@total_trades⟧ trades, ⟦7@winning_trades⟧ winners, total "
  "⟦+2,838.75@total_pnl~gross_profit!⟧ points, max drawdown ⟦1,368.1@max_drawdown⟧.", c='N2', t='14:50'),
A('b_rsi_long', 'wrong_unit', 'fr-FR', 'skeet',
  "RSI(14) < 30 à l'achat, sortie à 5 jours, stop 1 % : ⟦36@total_trades⟧ trades, ⟦19,4 %@win_rate⟧ de "
  "gagnants, perte de ⟦917,44@total_pnl~total_pnl|neg!⟧ € au total ; pire trade ⟦−163,0@worst_trade⟧.",
  c='P3', t='11:20', unit_note='index points written as euros'),
A('b_rsi_long', 'faithful', 'es-ES', 'pitpony',
  "⟦36@total_trades⟧ operaciones, ⟦7@winning_trades⟧ ganadoras y ⟦29@losing_trades⟧ perdedoras; acierto "
  "⟦19,4 %@win_rate⟧; factor de beneficio ⟦0,76@profit_factor⟧; total ⟦−917,4@total_pnl⟧ puntos; la mejor, "
  "⟦+680,5@" + t('2024-03-28') + "⟧ (entrada el ⟦28 de marzo@D:2024-03-28⟧).", c='P2', t='16:40', f='auto'),
A('b_rsi_long', 'faithful', 'pl-PL', 'ferrybell',
  "RSI(14) < 30, long, wyjście po 5 dniach, stop 1%: ⟦36@total_trades⟧ transakcji, skuteczność "
  "⟦19,4%@win_rate⟧, wynik ⟦−917,4@total_pnl⟧ pkt, maks. obsunięcie ⟦1368,1@max_drawdown⟧ pkt; "
  "⟦28@" + STOPS + "⟧ wyjść stopem.", c='X3', t='17:20', f='auto'),
A('b_rsi_long', 'faithful', 'ja-JP', 'lavender',
  "RSI(14)が30未満で買い、5日で手仕舞い、1%ストップ: 取引⟦36@total_trades⟧回、勝率⟦19.4%@win_rate⟧、"
  "PF ⟦0.76@profit_factor⟧、損益⟦−917.4@total_pnl⟧ポイント、シャープ⟦−0.46@sharpe⟧。", c='A3', t='18:05'),
# ---------------------------------------------------------------- b_fade_3up
A('b_fade_3up', 'wrong_year', 'ru-RU', 'rackrail',
  "шорт после трёх растущих дней, тейк 50, стоп 30: всего ⟦47@total_trades⟧ сделок, итог ⟦+270@total_pnl⟧ п.; "
  "по годам — 2023 г. ⟦+30@" + Y23 + "⟧, 2024 г. ⟦+240@" + Y24 + "⟧ на ⟦31@" + N24 + "~" + N23 + "!⟧ сделке.",
  c='R1', t='07:40', f='auto'),
A('b_fade_3up', 'derived', 'de-DE', 'pickle',
  "Short nach drei Up-Tagen, Ziel 50, Stop 30: ⟦47@total_trades⟧ Trades, Trefferquote ⟦44,7 %@win_rate⟧, "
  "gesamt ⟦+270@total_pnl⟧ Punkte. Selbst gerechnet: bei 50 zu 30 reichen ⟦37,5 %@-avg_loss/(avg_win-avg_loss)*100!⟧ "
  "Treffer zum Break-even.", c='J5', t='13:20', f='auto'),
A('b_fade_3up', 'coincidental', 'fr-FR', 'pitpony',
  "vente après trois hausses, objectif 50, stop 30 : ⟦47@total_trades⟧ trades, ⟦44,7 %@win_rate⟧ gagnants, "
  "⟦+270@total_pnl⟧ points, drawdown max ⟦190@max_drawdown⟧ ; facteur de récupération ⟦1,37@recovery_factor!⟧.",
  c='P5', t='16:05', f='auto'),
A('b_fade_3up', 'faithful', 'zh-CN', 'leadroof',
  "连涨三天后做空，止盈50点、止损30点：共⟦47@total_trades⟧笔，胜率⟦44.7%@win_rate⟧，合计⟦+270@total_pnl⟧点；"
  "2023年⟦+30@" + Y23 + "⟧点（⟦31@" + N23 + "⟧笔），2024年⟦+240@" + Y24 + "⟧点（⟦16@" + N24 + "⟧笔）。",
  c='N5', t='15:30'),
A('b_fade_3up', 'faithful', 'en-GB', 'towpath',
  "short after three up closes, 50-point target, 30-point stop: ⟦47@total_trades⟧ trades, "
  "⟦21@winning_trades⟧ winners, ⟦+270@total_pnl⟧ points net, profit factor ⟦1.35@profit_factor⟧, max drawdown "
  "⟦190@max_drawdown⟧.", c='L2', t='17:00', f='auto'),
A('b_fade_3up', 'faithful', 'pl-PL', 'splitter',
  "short po trzech wzrostowych sesjach, cel 50 pkt, stop 30 pkt: ⟦47@total_trades⟧ transakcji, skuteczność "
  "⟦44,7%@win_rate⟧, wynik ⟦+270@total_pnl⟧ pkt, Sharpe ⟦0,69@sharpe⟧, obsunięcie ⟦190@max_drawdown⟧ pkt.",
  c='G4', t='16:55'),
# ---------------------------------------------------------------- b_sma_cross
A('b_sma_cross', 'wrong_year', 'it-IT', 'pickle',
  "incrocio al rialzo della SMA(20), tenuta 10 giorni: ⟦16@total_trades⟧ operazioni, ⟦4@winning_trades⟧ "
  "vincenti, totale ⟦−4.681,25@total_pnl⟧ punti; per anno, il 2023 ha chiuso a ⟦−3.584,5@" + Y23 + "~" + Y24
  + "!⟧.", c='J4', t='13:00'),
A('b_sma_cross', 'wrong_row', 'fr-FR', 'waxseal',
  "croisement de la SMA(20), 10 jours de portage : ⟦16@total_trades⟧ trades, ⟦25 %@win_rate⟧ de gagnants, "
  "⟦−4_681,25@total_pnl⟧ points ; meilleur trade ⟦+1_270@best_trade⟧ (entrée le ⟦12 septembre 2023@D:2023-09-12⟧), "
  "celui du ⟦12 juillet@D:2023-07-12⟧ a perdu ⟦926,75@" + t('2023-07-12') + "~" + t('2023-11-28') + "|neg!⟧.",
  c='WS0912', t='15:10', f='auto'),
A('b_sma_cross', 'wrong_sign', 'pl-PL', 'leadroof',
  "wejście na przecięciu SMA(20), trzymanie 10 dni: ⟦16@total_trades⟧ transakcji, ⟦4@winning_trades⟧ zyskowne, "
  "wynik ⟦−4681,25@total_pnl⟧ pkt, Sharpe ⟦−1,11@sharpe⟧, Sortino ⟦+1,26@sortino!⟧.", c='N3', t='15:25'),
A('b_sma_cross', 'faithful', 'en-US', 'skeet',
  "close crossing above the 20-day SMA, 10-day hold: ⟦16@total_trades⟧ trades, ⟦4@winning_trades⟧ winners "
  "(⟦25%@win_rate⟧), total ⟦−4,681.25@total_pnl⟧ points; best ⟦+1,270@best_trade⟧, worst ⟦−1,800.75@worst_trade⟧.",
  c='SQ6', t='11:50', p='Kansas City', f='auto'),
A('b_sma_cross', 'faithful', 'es-ES', 'towpath',
  "cruce al alza de la SMA(20) con 10 días de permanencia: ⟦16@total_trades⟧ operaciones, ⟦4@winning_trades⟧ "
  "ganadoras, ⟦−4681,25@total_pnl⟧ puntos; 2023 dejó ⟦−1096,8@" + Y23 + "⟧ y 2024 ⟦−3584,5@" + Y24 + "⟧.",
  c='L6', t='18:35', f='auto'),
A('b_sma_cross', 'faithful', 'pt-BR', 'pitpony',
  "cruzamento da SMA(20), 10 pregões: ⟦16@total_trades⟧ operações, acerto de ⟦25%@win_rate⟧, fator de lucro "
  "⟦0,37@profit_factor⟧, perda de ⟦4.681,25@total_pnl|neg⟧ pontos, drawdown máximo de ⟦4.864,5@max_drawdown⟧.",
  c='P1', t='16:25', f='auto'),
# ---------------------------------------------------------------- b_breakdown_short_2024
A('b_breakdown_short_2024', 'wrong_row', 'pt-BR', 'icevan',
  "venda no rompimento da mínima anterior em 2024: ⟦79@total_trades⟧ operações, ⟦32@winning_trades⟧ "
  "ganhadoras, ⟦+1.183,1@total_pnl⟧ pontos; a melhor foi em ⟦11/01@D:2024-01-11⟧, ⟦+165,23@" + t('2024-01-11')
  + "~" + t('2024-01-30') + "!⟧.", c='V3', t='20:20', f='auto'),
A('b_breakdown_short_2024', 'invented', 'it-IT', 'leadroof',
  "short sulla rottura del minimo precedente, 2024: ⟦79@total_trades⟧ operazioni, ⟦40,5 %@win_rate⟧ vincenti, "
  "⟦+1.183,1@total_pnl⟧ punti, drawdown massimo ⟦412,6@max_drawdown!⟧.", c='N4', t='16:00'),
A('b_breakdown_short_2024', 'wrong_sign', 'zh-CN', 'splitter',
  "2024年跌破前低做空：共⟦79@total_trades⟧笔，胜率⟦40.5%@win_rate⟧，累计⟦+1,183.1@total_pnl⟧点，最大回撤"
  "⟦316.3@max_drawdown⟧点；同期买入持有⟦+8,634.75@buy_and_hold_pnl!⟧点。", c='G7', t='17:35'),
A('b_breakdown_short_2024', 'faithful', 'ja-JP', 'waxseal',
  "2024年、前日安値割れで売り: ⟦79@total_trades⟧回、勝率⟦40.5%@win_rate⟧、PF ⟦1.39@profit_factor⟧、"
  "損益⟦+1,183.1@total_pnl⟧ポイント、最大DD ⟦316.3@max_drawdown⟧。", c='WS0111', t='15:05'),
A('b_breakdown_short_2024', 'faithful', 'nl-NL', 'rackrail',
  "short onder het vorige dal in 2024: ⟦79@total_trades⟧ trades, ⟦32@winning_trades⟧ winnaars, "
  "⟦+1.183,1@total_pnl⟧ punten; beste trade ⟦11 januari@D:2024-01-11⟧ (⟦+171,7@" + t('2024-01-11') + "⟧), "
  "slechtste ⟦5 januari@D:2024-01-05⟧ (⟦−87,26@" + t('2024-01-05') + "⟧).", c='R6', t='08:25', f='auto'),
A('b_breakdown_short_2024', 'faithful', 'de-DE', 'snowchain',
  "Short unter dem Vortagestief 2024: ⟦79@total_trades⟧ Trades, Trefferquote ⟦40,5 %@win_rate⟧, "
  "⟦+1.183,1@total_pnl⟧ Punkte, Sharpe ⟦1,35@sharpe⟧; Buy & Hold verlor im selben Jahr "
  "⟦8.634,75@buy_and_hold_pnl|neg⟧.", c='B4', t='06:50', f='auto'),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
A('b_fade_2023_vs_2024', 'wrong_year', 'zh-CN', 'snowchain',
  "连涨三天后做空、持有两天：2023年⟦18@A.total_trades⟧笔，胜率⟦70%@A.win_rate~B.win_rate!⟧，只赚"
  "⟦+61.75@A.total_pnl⟧点；2024年⟦10@B.total_trades⟧笔，赚⟦+1,202@B.total_pnl⟧点。2024年明显更好。",
  c='C2', t='07:20'),
A('b_fade_2023_vs_2024', 'wrong_year', 'fr-FR', 'icevan',
  "vente après trois hausses, sortie à 2 jours : 2023 → ⟦18@A.total_trades⟧ trades, ⟦+61,75@A.total_pnl⟧ "
  "points ; 2024 → ⟦10@B.total_trades⟧ trades, ⟦70 %@B.win_rate⟧ gagnants, ⟦+1_202@B.total_pnl⟧ points, meilleur "
  "trade ⟦+1_147,75@B.best_trade~A.best_trade!⟧. Avantage 2024.", c='V4', t='21:00', f='auto'),
A('b_fade_2023_vs_2024', 'derived', 'pl-PL', 'pitpony',
  "fade trzech wzrostów, wyjście po 2 dniach: 2023 r. — oczekiwana ⟦3,43@A.expectancy⟧ pkt na transakcję, "
  "2024 r. — ⟦120,2@B.expectancy⟧; policzyłem sam: ⟦35@B.expectancy/A.expectancy!⟧ razy więcej.",
  c='P6', t='15:55'),
A('b_fade_2023_vs_2024', 'faithful', 'en-GB', 'splitter',
  "fading three up days, 2-day exit: 2023 made ⟦+61.75@A.total_pnl⟧ on ⟦18@A.total_trades⟧ trades (PF "
  "⟦1.02@A.profit_factor⟧); 2024 made ⟦+1,202@B.total_pnl⟧ on ⟦10@B.total_trades⟧ (PF ⟦2.82@B.profit_factor⟧, "
  "⟦70%@B.win_rate⟧ winners). 2024 clearly better.", c='G3', t='16:35', f='auto'),
A('b_fade_2023_vs_2024', 'faithful', 'it-IT', 'ferrybell',
  "vendere dopo tre rialzi, uscita a 2 giorni: 2023 ⟦+61,75@A.total_pnl⟧ punti con ⟦18@A.total_trades⟧ "
  "operazioni; 2024 ⟦+1.202@B.total_pnl⟧ con ⟦10@B.total_trades⟧ e il ⟦70 %@B.win_rate⟧ di vincenti. "
  "Meglio il 2024.", c='X4', t='18:25', f='auto'),
A('b_fade_2023_vs_2024', 'faithful', 'ru-RU', 'lavender',
  "шорт после трёх растущих дней, выход через 2 дня: 2023 г. — ⟦18@A.total_trades⟧ сделок, "
  "⟦+61,75@A.total_pnl⟧ п., PF ⟦1,02@A.profit_factor⟧; 2024 г. — ⟦10@B.total_trades⟧ сделок, "
  "⟦+1202@B.total_pnl⟧ п., PF ⟦2,82@B.profit_factor⟧. 2024-й заметно лучше.", c='A4', t='18:45', f='auto'),
# ---------------------------------------------------------------- x_compare_two_down
A('x_compare_two_down', 'wrong_sign', 'nl-NL', 'pitpony',
  "kopen na twee dalende dagen: NQ ⟦97@row('NQ').trades⟧ trades, PF ⟦0,79@row('NQ').profit_factor⟧, "
  "⟦−3.060,8@row('NQ').total_pnl⟧ punten; ES ⟦64@row('ES').trades⟧ trades, PF ⟦2,09@row('ES').profit_factor⟧, "
  "verwachting ⟦−40,86@row('ES').expectancy!⟧ per trade. Alleen ES werkt.", c='P7', t='16:45', f='auto'),
A('x_compare_two_down', 'wrong_unit', 'pt-BR', 'lavender',
  "comprar após duas quedas: no NQ, ⟦97@row('NQ').trades⟧ operações e prejuízo de US$ "
  "⟦3.060,8@row('NQ').total_pnl~row('NQ').total_pnl|neg!⟧ (fator ⟦0,79@row('NQ').profit_factor⟧); no ES, "
  "⟦64@row('ES').trades⟧ operações, ⟦+2.615@row('ES').total_pnl⟧ pontos. Só funciona no ES.",
  c='A2', t='17:25', f='auto', unit_note='index points written as US dollars'),
A('x_compare_two_down', 'misrounded', 'en-GB', 'skeet',
  "two-down-days dip, long, 3-day exit, 2% stop: NQ ⟦97@row('NQ').trades⟧ trades, "
  "⟦−61,216@row('NQ').total_pnl_currency!⟧ per contract, Sharpe ⟦−0.69@row('NQ').sharpe⟧; ES "
  "⟦64@row('ES').trades⟧ trades, ⟦+130,751.25@row('ES').total_pnl_currency⟧ per contract.",
  c='SQ1', t='10:10', f='auto'),
A('x_compare_two_down', 'faithful', 'ja-JP', 'icevan',
  "2日続落後の買い: NQは⟦97@row('NQ').trades⟧回・勝率⟦39.2%@row('NQ').win_rate⟧・PF "
  "⟦0.79@row('NQ').profit_factor⟧・⟦−3,060.8@row('NQ').total_pnl⟧ポイント、ESは⟦64@row('ES').trades⟧回・勝率"
  "⟦54.7%@row('ES').win_rate⟧・PF ⟦2.09@row('ES').profit_factor⟧・⟦+2,615.0@row('ES').total_pnl⟧ポイント。"
  "ESでしか機能していない。", c='V5', t='19:50'),
A('x_compare_two_down', 'faithful', 'en-US', 'leadroof',
  "two down days then buy: NQ lost ⟦3,060.77@row('NQ').total_pnl|neg⟧ points over ⟦97@row('NQ').trades⟧ "
  "trades (Sharpe ⟦−0.69@row('NQ').sharpe⟧); ES gained ⟦2,615.0@row('ES').total_pnl⟧ over ⟦64@row('ES').trades⟧, "
  "$⟦130,751.25@row('ES').total_pnl_currency⟧ a contract.", c='N6', t='15:35', p='Trinity Church, Newport',
  f='auto'),
A('x_compare_two_down', 'faithful', 'zh-CN', 'pickle',
  "连跌两天后买入：NQ ⟦97@row('NQ').trades⟧笔，胜率⟦39.2%@row('NQ').win_rate⟧，累计⟦−3,060.8@row('NQ').total_pnl⟧"
  "点；ES ⟦64@row('ES').trades⟧笔，胜率⟦54.7%@row('ES').win_rate⟧，累计⟦+2,615.0@row('ES').total_pnl⟧点，夏普"
  "⟦1.67@row('ES').sharpe⟧。只在ES上有效。", c='J6', t='14:25'),
# ---------------------------------------------------------------- x_portfolio_two_down
A('x_portfolio_two_down', 'wrong_column', 'ru-RU', 'pickle',
  "портфель NQ + ES, риск 1 % на сделку с миллиона: ⟦161@trades⟧ сделка, итог ⟦+48_758,95@total_pnl⟧, "
  "доходность ⟦7,2 %@return_pct~max_drawdown_pct!⟧; максимальная просадка ⟦78_853,15@max_drawdown⟧.",
  c='J8', t='15:45'),
A('x_portfolio_two_down', 'derived', 'nl-NL', 'splitter',
  "portefeuille NQ + ES op een miljoen, 1 % risico per trade: totaal ⟦+48.758,95@total_pnl⟧ "
  "(⟦4,88 %@return_pct⟧); ES alleen bracht ⟦+134.871,25@leg('ES').pnl⟧ in, zelf uitgerekend "
  "⟦13,5 %@leg('ES').pnl/capital*100!⟧ van het kapitaal.", c='G6', t='16:05', f='auto'),
A('x_portfolio_two_down', 'invented', 'pl-PL', 'snowchain',
  "portfel NQ + ES, ryzyko 1% na transakcję przy milionie: ⟦161@trades⟧ transakcji, zysk "
  "⟦+48_758,95@total_pnl⟧ (⟦4,88%@return_pct⟧), maksymalne obsunięcie ⟦91_240,60@max_drawdown!⟧.",
  c='C4', t='06:55', f='auto'),
A('x_portfolio_two_down', 'faithful', 'en-US', 'lavender',
  "NQ + ES portfolio, 1% risk per trade on a million: ⟦161@trades⟧ trades, final equity "
  "$⟦1,048,758.95@final_equity⟧ (⟦+4.88%@return_pct⟧); the NQ leg lost $⟦86,112.30@leg('NQ').pnl|neg⟧, ES made "
  "$⟦134,871.25@leg('ES').pnl⟧; max drawdown ⟦7.2%@max_drawdown_pct⟧.", c='A5', t='18:35', f='auto'),
A('x_portfolio_two_down', 'faithful', 'es-ES', 'icevan',
  "cartera NQ + ES con un millón y 1 % de riesgo por operación: ⟦161@trades⟧ operaciones, beneficio de "
  "⟦48.758,95@total_pnl⟧ (⟦+4,88 %@return_pct⟧), capital final ⟦1.048.758,95@final_equity⟧; drawdown máximo "
  "del ⟦7,2 %@max_drawdown_pct⟧.", c='V6', t='20:05', f='auto'),
A('x_portfolio_two_down', 'faithful', 'zh-CN', 'ferrybell',
  "NQ+ES组合，本金一百万，每笔风险1%：共⟦161@trades⟧笔，总盈利⟦+48,758.95@total_pnl⟧（⟦4.88%@return_pct⟧），"
  "最大回撤⟦78,853.15@max_drawdown⟧（⟦7.20%@max_drawdown_pct⟧）；NQ腿亏⟦86,112.30@leg('NQ').pnl|neg⟧，"
  "ES腿赚⟦134,871.25@leg('ES').pnl⟧。", c='X8', t='17:15'),
]
