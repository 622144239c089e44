"""Backtests, comparison and portfolio (b_rsi_long ... x_portfolio_two_down). Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A

Y23 = "mr('2023 ([+-][0-9.]+) [(]')"
Y24 = "mr('2024 ([+-][0-9.]+) [(]')"
STOPS = "mr('stop ([0-9]+) ')"
TPS = "mr('take_profit ([0-9]+) ')"


def c(i, col):
    return f"row('{i}').{col}"


ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
A('b_rsi_long', 'faithful', 'en-US', 'tannery',
  "RSI(14) < 30 long, 5-day exit, 1% stop: ⟦36@total_trades⟧ trades, only ⟦7@winning_trades⟧ winners "
  "(⟦19.4%@win_rate⟧), total ⟦−917.4@total_pnl⟧ pts, profit factor ⟦0.76@profit_factor⟧. ⟦28@" + STOPS +
  "⟧ exits hit the stop."),
A('b_rsi_long', 'faithful', 'es-ES', 'reindeer',
  "Comprar con RSI(14) bajo 30 y salir a los 5 días con stop del 1 %: ⟦36@total_trades⟧ operaciones, acierto del "
  "⟦19,4 %@win_rate⟧, resultado ⟦−917,4@total_pnl⟧ puntos y drawdown máximo de ⟦1368,1@max_drawdown⟧. La mejor, "
  "del ⟦28 de marzo@D:2024-03-28⟧, ganó ⟦680,5@best_trade⟧."),
A('b_rsi_long', 'faithful', 'nl-NL', 'gritter',
  "RSI(14)-strategie: ⟦36@total_trades⟧ trades, winstpercentage ⟦19,4%@win_rate⟧, gemiddelde winst "
  "⟦+405,5@avg_win⟧ en gemiddeld verlies ⟦−129,5@avg_loss⟧; totaal ⟦−917,4@total_pnl⟧ punten, Sharpe "
  "⟦−0,46@sharpe⟧."),
A('b_rsi_long', 'wrong_sign', 'pt-BR', 'sawmill',
  "RSI(14) abaixo de 30, compra, saída em 5 dias: ⟦36@total_trades⟧ operações, resultado de ⟦−917,4@total_pnl⟧ "
  "pontos, Sharpe de ⟦+0,46@sharpe!⟧ e fator de lucro ⟦0,76@profit_factor⟧."),
A('b_rsi_long', 'wrong_unit', 'fr-FR', 'mushroom',
  "achat sur RSI(14) sous 30, sortie à 5 jours, stop 1 % : ⟦36@total_trades⟧ trades, ⟦19,4 %@win_rate⟧ de "
  "gagnants, résultat ⟦−917,4@total_pnl~total_pnl!⟧ €.",
  unit_note='index points quoted as euros'),
A('b_rsi_long', 'coincidental', 'ru-RU', 'kombucha',
  "Покупка при RSI(14) ниже 30 с выходом через 5 дней: ⟦36@total_trades⟧ сделок, доля прибыльных "
  "⟦23 %@win_rate!⟧, итог ⟦−917,4@total_pnl⟧ пункта."),
# ---------------------------------------------------------------- b_fade_3up
A('b_fade_3up', 'faithful', 'fr-FR', 'kombucha',
  "vente après trois hausses, objectif 50 points, stop 30 : ⟦47@total_trades⟧ trades, ⟦44,7 %@win_rate⟧ de "
  "gagnants, total ⟦+270@total_pnl⟧ points, drawdown max ⟦190@max_drawdown⟧ ; ⟦21@" + TPS + "⟧ objectifs touchés, "
  "⟦26@" + STOPS + "⟧ stops."),
A('b_fade_3up', 'faithful', 'pt-BR', 'soapbatch',
  "Venda após três altas, alvo 50 e stop 30, desde 2023: ⟦47@total_trades⟧ operações, resultado ⟦+270@total_pnl⟧ "
  "pontos — ⟦+30@" + Y23 + "⟧ em 2023 e ⟦+240@" + Y24 + "⟧ em 2024. Fator de lucro ⟦1,35@profit_factor⟧."),
A('b_fade_3up', 'faithful', 'en-GB', 'roastcard',
  "Fading three up days (50-point target, 30-point stop) since 2023: ⟦47@total_trades⟧ trades, win rate "
  "⟦44.7%@win_rate⟧, net ⟦+270@total_pnl⟧ points, Sharpe ⟦0.69@sharpe⟧, max drawdown ⟦190@max_drawdown⟧."),
A('b_fade_3up', 'wrong_year', 'de-DE', 'smithy',
  "Short nach drei Aufwärtstagen, Ziel 50, Stop 30: insgesamt ⟦+270@total_pnl⟧ Punkte aus ⟦47@total_trades⟧ Trades; "
  "davon entfielen ⟦+240@" + Y23 + "~" + Y24 + "!⟧ Punkte auf 2023."),
A('b_fade_3up', 'wrong_column', 'en-US', 'mushroom',
  "Three-up-day fade, 50-point target, 30-point stop: ⟦47@total_trades⟧ trades, net ⟦+270@total_pnl⟧ points, "
  "Sharpe ⟦1.25@sharpe~sortino!⟧, profit factor ⟦1.35@profit_factor⟧."),
A('b_fade_3up', 'wrong_sign', 'zh-CN', 'reindeer',
  "连涨三天后做空（止盈 50 点、止损 30 点）：共 ⟦47@total_trades⟧ 笔，胜率 ⟦44.7%@win_rate⟧，合计 "
  "⟦−270@total_pnl!⟧ 点，最大回撤 ⟦190@max_drawdown⟧ 点。"),
# ---------------------------------------------------------------- b_sma_cross
A('b_sma_cross', 'faithful', 'en-US', 'bonfire',
  "Close crossing above SMA(20), long for 10 days: ⟦16@total_trades⟧ trades, ⟦4@winning_trades⟧ winners, total "
  "⟦−4,681.25@total_pnl⟧ points, max drawdown ⟦4,864.5@max_drawdown⟧. Best trade ⟦+1,270@best_trade⟧, entered "
  "⟦Sep 12, 2023@D:2023-09-12⟧."),
A('b_sma_cross', 'faithful', 'en-GB', 'funicular',
  "SMA(20) cross, 10-day hold: ⟦16@total_trades⟧ trades, win rate ⟦25%@win_rate⟧, net ⟦−4,681.25@total_pnl⟧ points — "
  "⟦−1,096.8@" + Y23 + "⟧ in 2023 and ⟦−3,584.5@" + Y24 + "⟧ in 2024."),
A('b_sma_cross', 'faithful', 'ru-RU', 'fretbench',
  "Пересечение SMA(20) снизу вверх, удержание 10 дней: ⟦16@total_trades⟧ сделок, прибыльных ⟦4@winning_trades⟧, "
  "итог ⟦−4681,25@total_pnl⟧ пункта, худшая сделка ⟦−1800,75@worst_trade⟧, Sharpe ⟦−1,11@sharpe⟧."),
A('b_sma_cross', 'wrong_year', 'ja-JP', 'mushroom',
  "SMA(20)上抜けで買い・10日保有：⟦16@total_trades⟧回、合計⟦−4,681.25@total_pnl⟧pt。うち2024年は"
  "⟦−1,096.8@" + Y24 + "~" + Y23 + "!⟧pt。"),
A('b_sma_cross', 'miscomputed', 'de-DE', 'gritter',
  "SMA(20)-Kreuzung, 10 Tage halten: ⟦16@total_trades⟧ Trades, Durchschnittsgewinn ⟦686,4@avg_win⟧, "
  "Durchschnittsverlust ⟦−618,9@avg_loss⟧ — nach meiner Rechnung ein Verhältnis von ⟦1,19@avg_win/abs(avg_loss)!⟧."),
A('b_sma_cross', 'invented', 'nl-NL', 'kombucha',
  "SMA(20)-crossover, 10 dagen vasthouden: ⟦16@total_trades⟧ trades, totaal ⟦−4.681,25@total_pnl⟧ punten, "
  "maximale drawdown ⟦5.120@max_drawdown!⟧ punten."),
# ---------------------------------------------------------------- b_breakdown_short_2024
A('b_breakdown_short_2024', 'faithful', 'it-IT', 'gritter',
  "Short sulla chiusura sotto il minimo precedente nel 2024: ⟦79@total_trades⟧ operazioni, ⟦32@winning_trades⟧ "
  "vincenti (⟦40,5%@win_rate⟧), risultato ⟦+1.183,1@total_pnl⟧ punti, drawdown massimo ⟦316,3@max_drawdown⟧."),
A('b_breakdown_short_2024', 'faithful', 'es-ES', 'tannery',
  "Corto al cerrar bajo el mínimo previo en 2024: ⟦79@total_trades⟧ operaciones, resultado ⟦+1183,1@total_pnl⟧ "
  "puntos, Sharpe ⟦1,35@sharpe⟧. La mejor, el ⟦11 de enero@D:2024-01-11⟧, ganó ⟦171,7@best_trade⟧; la peor dejó "
  "⟦−87,26@worst_trade⟧."),
A('b_breakdown_short_2024', 'faithful', 'de-DE', 'soapbatch',
  "Breakdown-Short 2024: ⟦79@total_trades⟧ Trades, Trefferquote ⟦40,5 %@win_rate⟧, Gesamtergebnis "
  "⟦+1.183,1@total_pnl⟧ Punkte, Profitfaktor ⟦1,39@profit_factor⟧; Kaufen und Halten hätte "
  "⟦−8.634,75@buy_and_hold_pnl⟧ Punkte gebracht."),
A('b_breakdown_short_2024', 'wrong_sign', 'nl-NL', 'funicular',
  "Short bij een slot onder het vorige dagdal, 2024: ⟦79@total_trades⟧ trades, totaal ⟦+1.183,1@total_pnl⟧ punten; "
  "beste trade ⟦+171,7@best_trade⟧, slechtste ⟦+87,3@worst_trade!⟧."),
A('b_breakdown_short_2024', 'wrong_column', 'fr-FR', 'bonfire',
  "vente à découvert sous le plus bas de la veille, 2024 : ⟦79@total_trades⟧ trades, ⟦40,5 %@win_rate⟧ de gagnants, "
  "résultat net ⟦+4_219@total_pnl~gross_profit!⟧ points."),
A('b_breakdown_short_2024', 'misrounded', 'ja-JP', 'smithy',
  "2024年、前日安値割れで売り：⟦79@total_trades⟧回、勝率⟦40.6%@win_rate!⟧、合計⟦+1,183.1@total_pnl⟧pt、"
  "最大ドローダウン⟦316.3@max_drawdown⟧pt。"),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
A('b_fade_2023_vs_2024', 'faithful', 'zh-CN', 'gritter',
  "连涨三天后做空、持有 2 天：2023 年 ⟦18@A.total_trades⟧ 笔，合计 ⟦+61.75@A.total_pnl⟧ 点；2024 年 "
  "⟦10@B.total_trades⟧ 笔，合计 ⟦+1,202@B.total_pnl⟧ 点，胜率 ⟦70%@B.win_rate⟧。2024 年明显更好。"),
A('b_fade_2023_vs_2024', 'faithful', 'de-DE', 'roastcard',
  "2024 lief besser: ⟦+1.202@B.total_pnl⟧ Punkte aus ⟦10@B.total_trades⟧ Trades, Profitfaktor "
  "⟦2,82@B.profit_factor⟧; 2023 nur ⟦+61,75@A.total_pnl⟧ Punkte aus ⟦18@A.total_trades⟧, Profitfaktor "
  "⟦1,02@A.profit_factor⟧."),
A('b_fade_2023_vs_2024', 'faithful', 'nl-NL', 'bonfire',
  "Beter in 2024. Dat jaar ⟦70%@B.win_rate⟧ winnaars en een maximale drawdown van ⟦603,5@B.max_drawdown⟧ punten; "
  "in 2023 ⟦55,6%@A.win_rate⟧ winnaars en een drawdown van ⟦1.685,25@A.max_drawdown⟧."),
A('b_fade_2023_vs_2024', 'faithful', 'pl-PL', 'sawmill',
  "Lepszy był 2024 r.: ⟦+1202@B.total_pnl⟧ pkt, Sharpe ⟦1,33@B.sharpe⟧. W 2023 r. ⟦+61,75@A.total_pnl⟧ pkt, "
  "a najgorsza transakcja, z ⟦31 stycznia@D:2023-01-31⟧, dała ⟦−697@A.worst_trade⟧."),
A('b_fade_2023_vs_2024', 'wrong_year', 'fr-FR', 'reindeer',
  "en 2023, la vente après trois hausses (sortie à 2 jours) a gagné ⟦70 %@A.win_rate~B.win_rate!⟧ du temps pour "
  "⟦+61,75@A.total_pnl⟧ points ; 2024 a fait mieux, ⟦+1_202@B.total_pnl⟧."),
A('b_fade_2023_vs_2024', 'wrong_year', 'es-ES', 'soapbatch',
  "En 2024 la estrategia sumó ⟦+1202@B.total_pnl⟧ puntos en ⟦10@B.total_trades⟧ operaciones, con un drawdown "
  "máximo de ⟦1685,25@B.max_drawdown~A.max_drawdown!⟧; 2023 apenas dio ⟦+61,75@A.total_pnl⟧."),
A('b_fade_2023_vs_2024', 'derived', 'it-IT', 'kombucha',
  "Meglio il 2024: ⟦+1.202@B.total_pnl⟧ punti contro ⟦+61,75@A.total_pnl⟧ del 2023, cioè "
  "⟦1.140,25@B.total_pnl-A.total_pnl!⟧ punti in più (sottrazione mia)."),
# ---------------------------------------------------------------- x_compare_two_down
A('x_compare_two_down', 'faithful', 'en-GB', 'tannery',
  "Only on ES. NQ: ⟦97@" + c('NQ', 'trades') + "⟧ trades, profit factor ⟦0.79@" + c('NQ', 'profit_factor') + "⟧, "
  "⟦−3,060.8@" + c('NQ', 'total_pnl') + "⟧ points, i.e. ⟦−61,215@" + c('NQ', 'total_pnl_currency') + "⟧ per contract. "
  "ES: ⟦64@" + c('ES', 'trades') + "⟧ trades, PF ⟦2.09@" + c('ES', 'profit_factor') + "⟧, ⟦+130,751@" +
  c('ES', 'total_pnl_currency') + "⟧ per contract."),
A('x_compare_two_down', 'faithful', 'es-ES', 'smithy',
  "Funciona en el ES, no en el NQ. ES: ⟦64@" + c('ES', 'trades') + "⟧ operaciones, acierto del ⟦54,7 %@" +
  c('ES', 'win_rate') + "⟧, Sharpe ⟦1,67@" + c('ES', 'sharpe') + "⟧; NQ: ⟦97@" + c('NQ', 'trades') + "⟧ operaciones, "
  "Sharpe ⟦−0,69@" + c('NQ', 'sharpe') + "⟧ y drawdown de ⟦4632,9@" + c('NQ', 'max_drawdown') + "⟧ puntos."),
A('x_compare_two_down', 'faithful', 'ja-JP', 'reindeer',
  "ES：⟦64@" + c('ES', 'trades') + "⟧回、勝率⟦54.7%@" + c('ES', 'win_rate') + "⟧、合計⟦+2,615@" + c('ES', 'total_pnl') +
  "⟧pt（一枚あたり⟦+130,751@" + c('ES', 'total_pnl_currency') + "⟧）。NQ：⟦97@" + c('NQ', 'trades') + "⟧回、合計"
  "⟦−3,060.8@" + c('NQ', 'total_pnl') + "⟧pt。効いているのはESだけ。"),
A('x_compare_two_down', 'faithful', 'zh-CN', 'sawmill',
  "两连跌后买入只在 ES 上有效：ES 共 ⟦64@" + c('ES', 'trades') + "⟧ 笔，盈利因子 ⟦2.09@" + c('ES', 'profit_factor') +
  "⟧，夏普 ⟦1.67@" + c('ES', 'sharpe') + "⟧；NQ 共 ⟦97@" + c('NQ', 'trades') + "⟧ 笔，盈利因子 ⟦0.79@" +
  c('NQ', 'profit_factor') + "⟧，合计 ⟦−3,060.8@" + c('NQ', 'total_pnl') + "⟧ 点。"),
A('x_compare_two_down', 'wrong_sign', 'it-IT', 'fretbench',
  "Sul NQ: ⟦97@" + c('NQ', 'trades') + "⟧ operazioni e ⟦−3.060,8@" + c('NQ', 'total_pnl') + "⟧ punti; sull'ES: "
  "⟦64@" + c('ES', 'trades') + "⟧ operazioni, profit factor ⟦2,09@" + c('ES', 'profit_factor') + "⟧ e Sharpe "
  "⟦−1,67@" + c('ES', 'sharpe') + "!⟧."),
A('x_compare_two_down', 'wrong_unit', 'de-DE', 'kombucha',
  "Nur der ES trägt: ⟦64@" + c('ES', 'trades') + "⟧ Trades, Profitfaktor ⟦2,09@" + c('ES', 'profit_factor') + "⟧, "
  "Ergebnis ⟦+2.615@" + c('ES', 'total_pnl') + "~" + c('ES', 'total_pnl') + "!⟧ Dollar je Kontrakt; der NQ verliert "
  "bei ⟦97@" + c('NQ', 'trades') + "⟧ Trades.",
  unit_note='index points quoted as US dollars per contract'),
A('x_compare_two_down', 'misrounded', 'pt-BR', 'roastcard',
  "Funciona no ES: ⟦64@" + c('ES', 'trades') + "⟧ operações, acerto de ⟦54,6%@" + c('ES', 'win_rate') + "!⟧ e fator "
  "de lucro ⟦2,09@" + c('ES', 'profit_factor') + "⟧. No NQ foram ⟦97@" + c('NQ', 'trades') + "⟧ operações e acerto "
  "de ⟦39,2%@" + c('NQ', 'win_rate') + "⟧."),
# ---------------------------------------------------------------- x_portfolio_two_down
A('x_portfolio_two_down', 'faithful', 'fr-FR', 'roastcard',
  "sur ⟦1_000_000@capital⟧ et 1 % de risque par trade : ⟦+48_758,95@total_pnl⟧ (⟦+4,88 %@return_pct⟧) en "
  "⟦161@trades⟧ trades, drawdown max ⟦78_853,15@max_drawdown⟧. L'ES porte tout : ⟦+134_871,25@leg('ES').pnl⟧, "
  "le NQ ⟦−86_112,3@leg('NQ').pnl⟧."),
A('x_portfolio_two_down', 'faithful', 'pl-PL', 'fretbench',
  "Portfel NQ + ES, ryzyko 1% na transakcję: zysk ⟦48_758,95@total_pnl⟧ (⟦4,88%@return_pct⟧), kapitał końcowy "
  "⟦1_048_758,95@final_equity⟧, ⟦161@trades⟧ transakcji. Noga NQ: ⟦−86_112,3@leg('NQ').pnl⟧."),
A('x_portfolio_two_down', 'faithful', 'es-ES', 'smithy',
  "Cartera NQ + ES con riesgo del 1 %: ⟦+48.758,95@total_pnl⟧ en total, drawdown máximo ⟦78.853,15@max_drawdown⟧ "
  "(⟦7,2 %@max_drawdown_pct⟧). El ES aportó ⟦+134.871,25@leg('ES').pnl⟧ en ⟦64@leg('ES').trades⟧ operaciones; el NQ "
  "restó."),
A('x_portfolio_two_down', 'wrong_sign', 'en-US', 'mushroom',
  "On ⟦1,000,000@capital⟧ with 1% risk per trade: net ⟦+48,758.95@total_pnl⟧ over ⟦161@trades⟧ trades. ES leg "
  "⟦−134,871.25@leg('ES').pnl!⟧, NQ leg ⟦−86,112.30@leg('NQ').pnl⟧."),
A('x_portfolio_two_down', 'miscomputed', 'pt-BR', 'tannery',
  "Carteira NQ + ES, 1% de risco por operação: lucro de ⟦48.758,95@total_pnl⟧ sobre ⟦1.000.000@capital⟧, o que pela "
  "minha conta dá ⟦4,68%@total_pnl/capital*100!⟧ de retorno."),
A('x_portfolio_two_down', 'coincidental', 'en-GB', 'sawmill',
  "Two-down-days portfolio, 1% risk per trade: total ⟦+48,758.95@total_pnl⟧; the ES leg made "
  "⟦+134,871.25@leg('ES').pnl⟧ from ⟦95@leg('ES').trades!⟧ trades, while the NQ leg lost money."),
]
