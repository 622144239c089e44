"""Backtests, comparison and portfolio (b_rsi_long ... x_portfolio_two_down). Markers: see ../../blind4/lib.py.
Layouts: _reg.py. '_' between digits = the locale's group separator (U+202F fr, U+00A0 ru/pl)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A

Y23, Y24 = "mr('2023 ([+-][0-9.]+) [(]')", "mr('2024 ([+-][0-9.]+) [(]')"
N23, N24 = "mr('2023 [+-][0-9.]+ [(]([0-9]+)')", "mr('2024 [+-][0-9.]+ [(]([0-9]+)')"
NQ, ES = "row('NQ')", "row('ES')"

ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
A('b_rsi_long', 'faithful', 'it-IT', 'koipond',
  "backtest RSI(14) sotto 30, long, uscita dopo 5 giorni, stop all'1 %: ⟦36@total_trades⟧ operazioni, solo "
  "⟦7@winning_trades⟧ vincenti (⟦19,4@win_rate⟧ %), totale ⟦−917,4@total_pnl⟧ punti, profit factor "
  "⟦0,76@profit_factor⟧. Acqua torbida."),
A('b_rsi_long', 'faithful', 'pl-PL', 'yogaroster',
  "kupno przy RSI(14) poniżej 30, wyjście po 5 dniach, stop 1 %: ⟦36@total_trades⟧ transakcji, wynik "
  "⟦−917,44@total_pnl⟧ pkt, maks. obsunięcie ⟦1368,1@max_drawdown⟧ pkt. Aż ⟦28@mr('stop ([0-9]+) ')⟧ wyjść na stopie."),
A('b_rsi_long', 'faithful', 'es-ES', 'ferriswheel',
  "RSI(14) < 30 en largo, salida a 5 días y stop del 1 %: ⟦36@total_trades⟧ operaciones, ⟦19,4@win_rate⟧ % de "
  "acierto, ⟦−917,4@total_pnl⟧ puntos. La mejor, la del ⟦28 de marzo de 2024@D:2024-03-28⟧: ⟦+680,5@best_trade⟧. "
  "Comprar y mantener: ⟦−7.162,75@buy_and_hold_pnl⟧."),
A('b_rsi_long', 'wrong_sign', 'ru-RU', 'alpaca',
  "RSI(14) ниже 30, лонг, выход через 5 дней, стоп 1 %: ⟦36@total_trades⟧ сделок, из них ⟦7@winning_trades⟧ "
  "прибыльных, итог ⟦+917,4@total_pnl!⟧ пункта. Максимальная просадка ⟦1368,1@max_drawdown⟧. Руно сбилось."),
A('b_rsi_long', 'wrong_column', 'fr-FR', 'germcard',
  "RSI(14) sous 30, achat, sortie à 5 jours, stop 1 % : ⟦36@total_trades⟧ trades, ⟦19,4@win_rate⟧ % de gagnants. "
  "Meilleur trade ⟦+680,5@best_trade⟧, pire trade ⟦−129,5@worst_trade~avg_loss!⟧ points. Peu de levées."),
A('b_rsi_long', 'wrong_unit', 'de-DE', 'aquaponic',
  "RSI(14) unter 30, long, Ausstieg nach 5 Tagen, 1 % Stop: ⟦36@total_trades⟧ Trades, Summe ⟦−917,4@total_pnl⟧ "
  "Punkte; gehalten wurde im Schnitt nur ⟦1,9@avg_bars_held~avg_bars_held!⟧ Stunden.",
  unit_note='daily bars quoted as hours'),
# ---------------------------------------------------------------- b_fade_3up
A('b_fade_3up', 'faithful', 'en-GB', 'bookslip',
  "shorting after three up days, 50-point target, 30-point stop, since 2023: ⟦47@total_trades⟧ trades, "
  "⟦21@winning_trades⟧ winners (⟦44.7@win_rate⟧%), total ⟦+270@total_pnl⟧ points, profit factor "
  "⟦1.35@profit_factor⟧. 2024 did the heavy lifting: ⟦+240@" + Y24 + "⟧."),
A('b_fade_3up', 'faithful', 'en-US', 'yogaroster',
  "fade-the-3-up-days short (50 pt target / 30 pt stop) since 2023: ⟦47@total_trades⟧ trades, net ⟦+270@total_pnl⟧ "
  "pts, max drawdown ⟦190@max_drawdown⟧, Sharpe ⟦0.69@sharpe⟧. 2023 ⟦+30@" + Y23 + "⟧ on ⟦31@" + N23 + "⟧ trades, "
  "2024 ⟦+240@" + Y24 + "⟧."),
A('b_fade_3up', 'faithful', 'ja-JP', 'barometer',
  "3日続伸の翌日に売り（利確50・損切り30、2023年以降）：取引⟦47@total_trades⟧回、勝ち⟦21@winning_trades⟧回、合計"
  "⟦+270@total_pnl⟧ポイント、最大ドローダウン⟦190@max_drawdown⟧。2023年は⟦+30@" + Y23 + "⟧、2024年は⟦+240@" + Y24 + "⟧。"),
A('b_fade_3up', 'wrong_year', 'zh-CN', 'koipond',
  "连涨三天后做空（止盈 50 点、止损 30 点，2023 年起）：共 ⟦47@total_trades⟧ 笔，合计 ⟦+270@total_pnl⟧ 点。"
  "2024 年 ⟦+240@" + Y24 + "⟧ 点，共 ⟦31@" + N24 + "~" + N23 + "!⟧ 笔。"),
A('b_fade_3up', 'wrong_unit', 'pt-BR', 'wristband',
  "venda após três altas seguidas, alvo 50 e stop 30, desde 2023: ⟦47@total_trades⟧ operações, taxa de acerto de "
  "⟦44,7@win_rate~win_rate!⟧‰ e resultado de ⟦+270@total_pnl⟧ pontos.",
  unit_note='a percentage quoted as per mille'),
A('b_fade_3up', 'coincidental', 'de-DE', 'germcard',
  "Short nach drei Plustagen, Ziel 50, Stop 30, seit 2023: ⟦47@total_trades⟧ Trades, ⟦+270@total_pnl⟧ Punkte, "
  "Sharpe ⟦0,96@sharpe!⟧, Profitfaktor ⟦1,35@profit_factor⟧. Keimt langsam."),
# ---------------------------------------------------------------- b_sma_cross
A('b_sma_cross', 'faithful', 'it-IT', 'ferriswheel',
  "incrocio della chiusura sopra la SMA(20), long per 10 giorni: ⟦16@total_trades⟧ operazioni, ⟦4@winning_trades⟧ "
  "vincenti, totale ⟦−4.681,25@total_pnl⟧ punti, drawdown massimo ⟦4.864,5@max_drawdown⟧. Nel 2023 ⟦−1.096,8@" + Y23 +
  "⟧, nel 2024 ⟦−3.584,5@" + Y24 + "⟧."),
A('b_sma_cross', 'faithful', 'ja-JP', 'bookslip',
  "終値がSMA(20)を上抜けたら買い、10日保有：取引⟦16@total_trades⟧回、勝率⟦25@win_rate⟧%、合計⟦−4,681.25@total_pnl⟧"
  "ポイント。最良は⟦2023年9月12日@D:2023-09-12⟧の⟦+1,270@best_trade⟧。"),
A('b_sma_cross', 'faithful', 'pt-BR', 'koipond',
  "compra no cruzamento do fechamento acima da SMA(20), 10 dias: ⟦16@total_trades⟧ operações, ⟦12@losing_trades⟧ "
  "perdedoras, resultado ⟦−4.681,25@total_pnl⟧ pontos. Pior operação ⟦−1.800,75@worst_trade⟧; Sharpe "
  "⟦−1,11@sharpe⟧."),
A('b_sma_cross', 'wrong_year', 'zh-CN', 'aquaponic',
  "收盘上穿 SMA(20) 做多、持有 10 天：共 ⟦16@total_trades⟧ 笔，合计 ⟦−4,681.25@total_pnl⟧ 点。2023 年 ⟦−3,584.5@" +
  Y23 + "~" + Y24 + "!⟧ 点，共 ⟦9@" + N23 + "⟧ 笔。"),
A('b_sma_cross', 'wrong_sign', 'es-ES', 'barometer',
  "cruce del cierre sobre la SMA(20), largo 10 días: ⟦16@total_trades⟧ operaciones, ⟦−4.681,25@total_pnl⟧ puntos. "
  "La mejor, ⟦+1.270@best_trade⟧; la peor, ⟦+1.800,75@worst_trade!⟧."),
A('b_sma_cross', 'coincidental', 'pl-PL', 'galley',
  "przecięcie SMA(20) od dołu, long na 10 dni: ⟦16@total_trades⟧ transakcji, wynik ⟦−4681,25@total_pnl⟧ pkt, Sharpe "
  "⟦−1,24@sharpe!⟧, współczynnik zysku ⟦0,37@profit_factor⟧."),
# ---------------------------------------------------------------- b_breakdown_short_2024
A('b_breakdown_short_2024', 'faithful', 'pt-BR', 'harpsichord',
  "venda quando o fechamento rompe a mínima anterior, 2024, alvo de 1% e stop de meio por cento, saída em 3 dias: "
  "⟦79@total_trades⟧ operações, ⟦32@winning_trades⟧ ganhadoras, resultado ⟦+1.183,1@total_pnl⟧ pontos, drawdown "
  "máximo ⟦316,3@max_drawdown⟧."),
A('b_breakdown_short_2024', 'faithful', 'fr-FR', 'wristband',
  "vente à découvert sur clôture sous le plus bas de la veille, 2024, objectif 1 %, stop d'un demi-pour-cent, "
  "sortie à 3 jours : ⟦79@total_trades⟧ trades, ⟦40,5@win_rate⟧ % de gagnants, ⟦+1_183,1@total_pnl⟧ points, Sharpe "
  "⟦1,35@sharpe⟧."),
A('b_breakdown_short_2024', 'faithful', 'it-IT', 'koipond',
  "short sulla rottura del minimo precedente nel 2024 (target 1 %, stop mezzo punto percentuale, uscita a 3 "
  "giorni): ⟦79@total_trades⟧ operazioni, totale ⟦+1.183,1@total_pnl⟧ punti. Miglior trade l'⟦11 gennaio@D:2024-01-11⟧ "
  "con ⟦+171,7@best_trade⟧."),
A('b_breakdown_short_2024', 'wrong_sign', 'ru-RU', 'galley',
  "шорт при закрытии ниже вчерашнего минимума, 2024 г., тейк 1 %, стоп полпроцента, выход через 3 дня: "
  "⟦79@total_trades⟧ сделок, итог ⟦−1183,1@total_pnl!⟧ пункта, просадка ⟦316,3@max_drawdown⟧."),
A('b_breakdown_short_2024', 'wrong_column', 'en-US', 'dumpling',
  "breakdown short, 2024 (1% target, 0.5% stop, 3-day exit): ⟦79@total_trades⟧ trades, net ⟦+1,183.1@total_pnl⟧ pts, "
  "win rate ⟦40.5@win_rate⟧%. Best trade ⟦+131.8@best_trade~avg_win!⟧ pts, worst ⟦−87.3@worst_trade⟧."),
A('b_breakdown_short_2024', 'miscomputed', 'es-ES', 'yogaroster',
  "corto al cerrar bajo el mínimo previo en 2024: ⟦79@total_trades⟧ operaciones, ganancia media ⟦131,84@avg_win⟧ y "
  "pérdida media ⟦−64,59@avg_loss⟧; según mi cuenta, la ganancia media es ⟦2,4@avg_win/abs(avg_loss)!⟧ veces la "
  "pérdida media."),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
A('b_fade_2023_vs_2024', 'faithful', 'fr-FR', 'aquaponic',
  "vendre après trois hausses, sortie à 2 jours : en 2023, ⟦18@A.total_trades⟧ trades pour ⟦+61,75@A.total_pnl⟧ "
  "points ; en 2024, ⟦10@B.total_trades⟧ trades pour ⟦+1_202@B.total_pnl⟧. L'année 2024 est nettement meilleure."),
A('b_fade_2023_vs_2024', 'faithful', 'es-ES', 'germcard',
  "vender tras tres subidas seguidas funcionó mejor en 2024: ⟦70@B.win_rate⟧ % de aciertos y ⟦+1.202@B.total_pnl⟧ "
  "puntos, frente a ⟦55,6@A.win_rate⟧ % y ⟦+61,75@A.total_pnl⟧ en 2023."),
A('b_fade_2023_vs_2024', 'faithful', 'en-US', 'ferriswheel',
  "three-up-day fade, 2-day exit: 2023 made ⟦+61.75@A.total_pnl⟧ pts on ⟦18@A.total_trades⟧ trades with a "
  "⟦1,685.25@A.max_drawdown⟧ drawdown; 2024 made ⟦+1,202@B.total_pnl⟧ on ⟦10@B.total_trades⟧, drawdown "
  "⟦603.5@B.max_drawdown⟧. 2024 clearly better."),
A('b_fade_2023_vs_2024', 'faithful', 'nl-NL', 'harpsichord',
  "drie plusdagen faden, 2 dagen vasthouden. 2023: profit factor ⟦1,02@A.profit_factor⟧, Sharpe ⟦0,03@A.sharpe⟧. "
  "2024: profit factor ⟦2,82@B.profit_factor⟧, Sharpe ⟦1,33@B.sharpe⟧. In 2024 werkte het duidelijk beter."),
A('b_fade_2023_vs_2024', 'wrong_year', 'en-GB', 'barometer',
  "fading three up days, 2-day exit. 2024: ⟦10@B.total_trades⟧ trades, ⟦+1,202@B.total_pnl⟧ points, best trade "
  "⟦+1,147.75@B.best_trade~A.best_trade!⟧. 2023: ⟦18@A.total_trades⟧ trades, only ⟦+61.75@A.total_pnl⟧."),
A('b_fade_2023_vs_2024', 'wrong_year', 'it-IT', 'yogaroster',
  "short dopo tre rialzi, uscita a 2 giorni. Nel 2023 profit factor ⟦2,82@A.profit_factor~B.profit_factor!⟧ su "
  "⟦18@A.total_trades⟧ operazioni, totale ⟦+61,75@A.total_pnl⟧; nel 2024 ⟦10@B.total_trades⟧ operazioni e "
  "⟦+1.202@B.total_pnl⟧ punti."),
A('b_fade_2023_vs_2024', 'wrong_sign', 'pt-BR', 'wristband',
  "venda após três altas, saída em 2 dias. 2023: ⟦18@A.total_trades⟧ operações, melhor ⟦+1.147,75@A.best_trade⟧ e "
  "pior ⟦+697@A.worst_trade!⟧ pontos, total ⟦+61,75@A.total_pnl⟧. 2024 foi melhor: ⟦+1.202@B.total_pnl⟧."),
# ---------------------------------------------------------------- x_compare_two_down
A('x_compare_two_down', 'faithful', 'zh-CN', 'barometer',
  "连跌两天后做多（持有 3 天、止损 2%）：NQ ⟦97@" + NQ + ".trades⟧ 笔，合计 ⟦−3,060.8@" + NQ + ".total_pnl⟧ 点，夏普 "
  "⟦−0.69@" + NQ + ".sharpe⟧；ES ⟦64@" + ES + ".trades⟧ 笔，合计 ⟦+2,615@" + ES + ".total_pnl⟧ 点，夏普 ⟦1.67@" + ES +
  ".sharpe⟧。只有 ES 有效。"),
A('x_compare_two_down', 'faithful', 'de-DE', 'aquaponic',
  "Kauf nach zwei Minustagen, 3 Tage halten, 2 % Stop. NQ: ⟦−61.215,4@" + NQ + ".total_pnl_currency⟧ je Kontrakt "
  "(⟦20@" + NQ + ".point_value⟧ pro Punkt). ES: ⟦+130.751,25@" + ES + ".total_pnl_currency⟧ (⟦50@" + ES +
  ".point_value⟧ pro Punkt). Funktioniert nur beim ES."),
A('x_compare_two_down', 'faithful', 'fr-FR', 'alpaca',
  "achat après deux baisses : sur NQ, ⟦97@" + NQ + ".trades⟧ trades, ⟦39,2@" + NQ + ".win_rate⟧ % de gagnants, "
  "profit factor ⟦0,79@" + NQ + ".profit_factor⟧ ; sur ES, ⟦64@" + ES + ".trades⟧ trades, ⟦54,7@" + ES +
  ".win_rate⟧ %, profit factor ⟦2,09@" + ES + ".profit_factor⟧. Ça marche sur l'ES, pas sur le NQ."),
A('x_compare_two_down', 'faithful', 'ru-RU', 'harpsichord',
  "покупка после двух падений: NQ — ⟦97@" + NQ + ".trades⟧ сделок, итог ⟦−3060,8@" + NQ + ".total_pnl⟧ пункта, "
  "просадка ⟦4632,9@" + NQ + ".max_drawdown⟧; ES — ⟦64@" + ES + ".trades⟧ сделки, ⟦+2615@" + ES + ".total_pnl⟧ "
  "пунктов, просадка ⟦421@" + ES + ".max_drawdown⟧. Работает только на ES."),
A('x_compare_two_down', 'wrong_sign', 'pt-BR', 'ferriswheel',
  "compra após duas quedas, 3 dias, stop de 2%: no NQ foram ⟦97@" + NQ + ".trades⟧ operações e ⟦+3.060,8@" + NQ +
  ".total_pnl!⟧ pontos; no ES, ⟦64@" + ES + ".trades⟧ operações e ⟦+2.615@" + ES + ".total_pnl⟧ pontos. Sharpe do "
  "NQ: ⟦−0,69@" + NQ + ".sharpe⟧."),
A('x_compare_two_down', 'derived', 'en-GB', 'yogaroster',
  "two-down-days dip, 3-day hold: NQ ⟦−61,215.4@" + NQ + ".total_pnl_currency⟧ per contract, ES ⟦+130,751.25@" + ES +
  ".total_pnl_currency⟧. By my own subtraction ES came out ⟦191,966.65@" + ES + ".total_pnl_currency-" + NQ +
  ".total_pnl_currency!⟧ ahead per contract."),
A('x_compare_two_down', 'invented', 'en-US', 'koipond',
  "buying after two down days: NQ ⟦−3,060.8@" + NQ + ".total_pnl⟧ pts at a ⟦39.2@" + NQ + ".win_rate⟧% win rate; ES "
  "⟦+2,615@" + ES + ".total_pnl⟧ pts with a win rate of ⟦61.3@" + ES + ".win_rate!⟧%. ES only."),
# ---------------------------------------------------------------- x_portfolio_two_down
A('x_portfolio_two_down', 'faithful', 'es-ES', 'wristband',
  "cartera NQ + ES, compra tras dos caídas, riesgo del 1 % por operación sobre ⟦1.000.000@capital⟧: capital final "
  "⟦1.048.758,95@final_equity⟧ (⟦+4,88@return_pct⟧ %). NQ aportó ⟦−86.112,3@leg('NQ').pnl⟧ y ES sumó "
  "⟦+134.871,25@leg('ES').pnl⟧."),
A('x_portfolio_two_down', 'faithful', 'ja-JP', 'aquaponic',
  "NQとESの2日続落買いポートフォリオ（1取引1%リスク、資金⟦1,000,000@capital⟧）：損益⟦+48,758.95@total_pnl⟧"
  "（⟦+4.88@return_pct⟧%）、最大ドローダウン⟦78,853.15@max_drawdown⟧（⟦7.2@max_drawdown_pct⟧%）、取引⟦161@trades⟧回。"),
A('x_portfolio_two_down', 'faithful', 'pl-PL', 'ferriswheel',
  "portfel NQ + ES, kupno po dwóch spadkach, ryzyko 1 % na transakcję, kapitał ⟦1_000_000@capital⟧: wynik "
  "⟦+48_758,95@total_pnl⟧, maks. obsunięcie ⟦78_853,15@max_drawdown⟧ (⟦7,2@max_drawdown_pct⟧ %), ⟦161@trades⟧ "
  "transakcji. Całość robi ES."),
A('x_portfolio_two_down', 'wrong_sign', 'nl-NL', 'dumpling',
  "portefeuille NQ + ES, 1 % risico per trade op ⟦1.000.000@capital⟧: totaal ⟦+48.758,95@total_pnl⟧ "
  "(⟦+4,88@return_pct⟧%). De NQ-poot droeg ⟦+86.112,3@leg('NQ').pnl!⟧ bij, de ES-poot ⟦+134.871,25@leg('ES').pnl⟧."),
A('x_portfolio_two_down', 'wrong_unit', 'ru-RU', 'alpaca',
  "портфель NQ + ES, риск 1 % на сделку, капитал ⟦1_000_000@capital⟧: итог ⟦+48_758,95@total_pnl⟧ "
  "(⟦+4,88@return_pct⟧ %). Нога NQ дала ⟦−86_112,3@leg('NQ').pnl~leg('NQ').pnl!⟧ пункта, ES — "
  "⟦+134_871,25@leg('ES').pnl⟧.",
  unit_note='currency quoted as index points'),
A('x_portfolio_two_down', 'miscomputed', 'it-IT', 'bookslip',
  "portafoglio NQ + ES con rischio 1 % su ⟦1.000.000@capital⟧: NQ ⟦−86.112,3@leg('NQ').pnl⟧, ES "
  "⟦+134.871,25@leg('ES').pnl⟧. Sommando a mano fa ⟦+48.785,95@leg('NQ').pnl+leg('ES').pnl!⟧ di utile."),
]
