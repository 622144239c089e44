"""Backtests, comparison and portfolio (b_rsi_long ... x_portfolio_two_down). Markers: see ../../blind4/lib.py.
Layouts: _reg.py. '_' between digits = the locale's group separator (U+202F fr, U+00A0 ru/pl)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A

Y23 = "mr('2023 ([+-][0-9.]+) [(]')"
Y24 = "mr('2024 ([+-][0-9.]+) [(]')"
N23 = "mr('2023 [+-][0-9.]+ [(]([0-9]+)')"
N24 = "mr('2024 [+-][0-9.]+ [(]([0-9]+)')"
STOPS = "mr('stop ([0-9]+) ')"


def r(x, col):
    return f"row('{x}').{col}"


def lg(x, col):
    return f"leg('{x}').{col}"


ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
A('b_rsi_long', 'faithful', 'de-DE', 'flagfall',
  "RSI(14) unter 30 kaufen, 5 Tage halten, 1 % Stop: ⟦36@total_trades⟧ Trades, ⟦7@winning_trades⟧ Gewinner, "
  "Trefferquote ⟦19,4@win_rate⟧ %, Profitfaktor ⟦0,76@profit_factor⟧, zusammen ⟦−917,4@total_pnl⟧ Punkte. "
  "Max. Drawdown ⟦1.368,1@max_drawdown⟧."),
A('b_rsi_long', 'faithful', 'pt-BR', 'gramneedle',
  "compra com RSI(14) abaixo de 30, saída em 5 dias e stop de 1 %: ⟦36@total_trades⟧ operações, acerto de "
  "⟦19,4@win_rate⟧ %, resultado ⟦−917,44@total_pnl⟧ pontos; melhor trade ⟦+680,5@best_trade⟧ (entrada em "
  "⟦28/03@D:2024-03-28⟧), pior ⟦−163@worst_trade⟧."),
A('b_rsi_long', 'faithful', 'fr-FR', 'hammock',
  "achat RSI(14) sous 30, sortie à 5 jours, stop 1 % : ⟦36@total_trades⟧ trades dont ⟦28@" + STOPS + "⟧ sortis au "
  "stop ; gain moyen ⟦+405,5@avg_win⟧, perte moyenne ⟦−129,5@avg_loss⟧, espérance ⟦−25,48@expectancy⟧ points par trade."),
A('b_rsi_long', 'faithful', 'ru-RU', 'hotdog',
  "покупка при RSI(14) ниже 30, выход через 5 дней, стоп 1 %: итог ⟦−917,4@total_pnl⟧ пункта за "
  "⟦36@total_trades⟧ сделок; Шарп ⟦−0,46@sharpe⟧, Сортино ⟦−0,92@sortino⟧. Buy & hold за то же время "
  "⟦−7162,75@buy_and_hold_pnl⟧."),
A('b_rsi_long', 'wrong_sign', 'es-ES', 'tulipgrade',
  "compra con RSI(14) por debajo de 30, salida a 5 días, stop del 1 %: ⟦36@total_trades⟧ operaciones, acierto "
  "del ⟦19,4@win_rate⟧ %, resultado total de ⟦+917,4@total_pnl!⟧ puntos. Bulbos sanos, pocos."),
A('b_rsi_long', 'wrong_column', 'pl-PL', 'escalator',
  "RSI(14) poniżej 30, wyjście po 5 dniach, stop 1 %: ⟦36@total_trades⟧ transakcji, najlepsza ⟦+680,5@best_trade⟧ "
  "pkt, najgorsza ⟦−129,5@worst_trade~avg_loss!⟧ pkt; razem ⟦−917,4@total_pnl⟧."),
A('b_rsi_long', 'wrong_unit', 'en-US', 'frostpot',
  "RSI(14) below 30, 5-day exit, 1% stop: ⟦36@total_trades⟧ trades, ⟦19.4%@win_rate⟧ winners, net "
  "⟦−917.4@total_pnl⟧ points, max drawdown $⟦1,368@max_drawdown~max_drawdown!⟧. A cold night for it.",
  unit_note='index points quoted as US dollars'),
# ---------------------------------------------------------------- b_fade_3up
A('b_fade_3up', 'faithful', 'pt-BR', 'tulipgrade',
  "venda após três altas seguidas, alvo 50 e stop 30, desde 2023: ⟦47@total_trades⟧ trades, ⟦21@winning_trades⟧ "
  "no alvo e ⟦26@losing_trades⟧ no stop; acerto ⟦44,7@win_rate⟧ %, total ⟦+270@total_pnl⟧ pontos, drawdown "
  "máximo ⟦190@max_drawdown⟧."),
A('b_fade_3up', 'faithful', 'de-DE', 'hotdog',
  "Short nach drei Plustagen, Ziel 50, Stop 30, seit 2023: ⟦47@total_trades⟧ Trades, Profitfaktor "
  "⟦1,35@profit_factor⟧, Summe ⟦+270@total_pnl⟧ Punkte; 2023 ⟦+30@" + Y23 + "⟧ aus ⟦31@" + N23 + "⟧ Trades, "
  "2024 ⟦+240@" + Y24 + "⟧ aus ⟦16@" + N24 + "⟧. Sharpe ⟦0,69@sharpe⟧."),
A('b_fade_3up', 'faithful', 'it-IT', 'teaclipper',
  "short dopo tre rialzi di fila, target 50 e stop 30 dal 2023: ⟦47@total_trades⟧ operazioni, ⟦44,68@win_rate⟧ % "
  "vincenti, attesa ⟦+5,74@expectancy⟧ punti a operazione, recovery factor ⟦1,42@recovery_factor⟧; buy and hold "
  "⟦−7.162,75@buy_and_hold_pnl⟧."),
A('b_fade_3up', 'wrong_year', 'en-US', 'vitrine',
  "fading three up days since 2023 (50-point target, 30-point stop): ⟦47@total_trades⟧ trades, "
  "⟦+270@total_pnl⟧ points in all; 2024 alone made ⟦+240@" + Y24 + "⟧ on ⟦31@" + N24 + "~" + N23 + "!⟧ trades."),
A('b_fade_3up', 'wrong_unit', 'en-GB', 'flagfall',
  "shorting after three up days, 50-point target and 30-point stop, since 2023: ⟦47@total_trades⟧ trades, "
  "⟦44.7%@win_rate⟧ hit rate, net ⟦+270@total_pnl~total_pnl!⟧ ticks, max drawdown ⟦190@max_drawdown⟧.",
  unit_note='index points quoted as ticks'),
A('b_fade_3up', 'wrong_sign', 'nl-NL', 'bagelboil',
  "short na drie stijgende dagen, doel 50, stop 30: ⟦47@total_trades⟧ trades, ⟦+270@total_pnl⟧ punten; "
  "buy-and-hold deed in dezelfde periode ⟦+7.162,75@buy_and_hold_pnl!⟧. Ketel bleef koken."),
# ---------------------------------------------------------------- b_sma_cross
A('b_sma_cross', 'faithful', 'en-US', 'escalator',
  "close crossing above SMA(20), long, 10-day hold: ⟦16@total_trades⟧ trades, ⟦4@winning_trades⟧ winners, net "
  "⟦−4,681.25@total_pnl⟧ points, max drawdown ⟦4,864.5@max_drawdown⟧. Best trade ⟦+1,270@best_trade⟧ from "
  "⟦Sep 12, 2023@D:2023-09-12⟧."),
A('b_sma_cross', 'faithful', 'pl-PL', 'snailfeed',
  "przecięcie SMA(20) od dołu, pozycja długa na 10 dni: ⟦16@total_trades⟧ transakcji, skuteczność "
  "⟦25@win_rate⟧ %, wynik ⟦−4681,25@total_pnl⟧ pkt; 2023 r. ⟦−1096,8@" + Y23 + "⟧, 2024 r. ⟦−3584,5@" + Y24 + "⟧."),
A('b_sma_cross', 'faithful', 'it-IT', 'frostpot',
  "incrocio al rialzo della SMA(20), long per 10 giorni: ⟦16@total_trades⟧ operazioni, profit factor "
  "⟦0,37@profit_factor⟧, guadagno medio ⟦+686,4@avg_win⟧, perdita media ⟦−618,9@avg_loss⟧; peggior trade "
  "⟦−1.800,75@worst_trade⟧."),
A('b_sma_cross', 'wrong_year', 'nl-NL', 'flagfall',
  "SMA(20)-kruising, long, 10 dagen vasthouden: ⟦16@total_trades⟧ trades, totaal ⟦−4.681,25@total_pnl⟧; in 2023 "
  "⟦−1.096,8@" + Y23 + "⟧ punten uit ⟦7@" + N23 + "~" + N24 + "!⟧ trades. Vlag viel te vroeg."),
A('b_sma_cross', 'wrong_sign', 'en-GB', 'ropeaccess',
  "SMA(20) cross, long for 10 days: ⟦16@total_trades⟧ trades, ⟦25%@win_rate⟧ hit rate, net "
  "⟦−4,681.25@total_pnl⟧; best trade ⟦+1,270@best_trade⟧, worst ⟦+1,800.75@worst_trade!⟧."),
A('b_sma_cross', 'coincidental', 'fr-FR', 'bagelboil',
  "croisement de la SMA(20), achat 10 jours : ⟦16@total_trades⟧ trades, ⟦4@winning_trades⟧ gagnants ; gain moyen "
  "⟦+686,4@avg_win⟧, perte moyenne ⟦−465@avg_loss!⟧ points ; total ⟦−4_681,25@total_pnl⟧."),
# ---------------------------------------------------------------- b_breakdown_short_2024
A('b_breakdown_short_2024', 'faithful', 'fr-FR', 'hotdog',
  "short sur clôture sous le plus bas de la veille, 2024, objectif 1 %, stop d'un demi pour cent, sortie à 3 jours : "
  "⟦79@total_trades⟧ trades, ⟦32@winning_trades⟧ gagnants, résultat ⟦+1_183,1@total_pnl⟧ points, drawdown max "
  "⟦316,3@max_drawdown⟧."),
A('b_breakdown_short_2024', 'faithful', 'ja-JP', 'ropeaccess',
  "2024年、前日安値割れの引けで売り（利確1%・損切り0.5%・3日）：⟦79@total_trades⟧回、勝率⟦40.5%@win_rate⟧、"
  "損益⟦+1,183.1@total_pnl⟧ポイント、PF ⟦1.39@profit_factor⟧。最良は⟦1月11日@D:2024-01-11⟧の⟦+171.7@best_trade⟧。"),
A('b_breakdown_short_2024', 'faithful', 'nl-NL', 'gramneedle',
  "breakdown-short 2024 (doel 1 %, stop een half procent, 3 dagen): ⟦79@total_trades⟧ trades, winstfactor "
  "⟦1,39@profit_factor⟧, totaal ⟦+1.183,1@total_pnl⟧ punten, Sharpe ⟦1,35@sharpe⟧; buy-and-hold "
  "⟦−8.634,75@buy_and_hold_pnl⟧."),
A('b_breakdown_short_2024', 'faithful', 'ru-RU', 'flagfall',
  "шорт на закрытии ниже вчерашнего минимума, 2024 г., цель 1 %, стоп полпроцента, выход через 3 дня: "
  "⟦79@total_trades⟧ сделок, ⟦47@" + STOPS + "⟧ стопов и ⟦32@winning_trades⟧ тейка; итог ⟦+1183,1@total_pnl⟧ "
  "пункта, ожидание ⟦+14,98@expectancy⟧ на сделку."),
A('b_breakdown_short_2024', 'wrong_column', 'de-DE', 'vitrine',
  "Breakdown-Short 2024 (Ziel 1 %, Stop ein halbes Prozent, 3 Tage): ⟦79@total_trades⟧ Trades, Trefferquote "
  "⟦32,1@win_rate~exposure_pct!⟧ %, Summe ⟦+1.183,1@total_pnl⟧ Punkte."),
A('b_breakdown_short_2024', 'wrong_sign', 'zh-CN', 'frostpot',
  "2024 年跌破前低做空（止盈 1%、止损 0.5%、持有 3 天）：共 ⟦79@total_trades⟧ 笔，合计 ⟦+1,183.1@total_pnl⟧ 点；"
  "同期买入持有 ⟦+8,634.75@buy_and_hold_pnl!⟧ 点。"),
A('b_breakdown_short_2024', 'miscomputed', 'pt-BR', 'snailfeed',
  "venda na quebra da mínima anterior, 2024: ⟦79@total_trades⟧ trades, lucro bruto ⟦4.219@gross_profit⟧ contra "
  "prejuízo bruto ⟦−3.035,89@gross_loss⟧; fiz a divisão aqui e dá fator de lucro ⟦1,93@gross_profit/abs(gross_loss)!⟧."),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
A('b_fade_2023_vs_2024', 'faithful', 'es-ES', 'frostpot',
  "corto tras tres alzas, salida a 2 días: 2023, ⟦18@A.total_trades⟧ operaciones, ⟦+61,75@A.total_pnl⟧ puntos, "
  "acierto ⟦55,6@A.win_rate⟧ %; 2024, ⟦10@B.total_trades⟧ operaciones, ⟦+1.202@B.total_pnl⟧ puntos, acierto "
  "⟦70@B.win_rate⟧ %. Mejor 2024."),
A('b_fade_2023_vs_2024', 'faithful', 'en-US', 'gramneedle',
  "fading three up days, 2-day exit: 2023 made ⟦+61.75@A.total_pnl⟧ points on ⟦18@A.total_trades⟧ trades (PF "
  "⟦1.02@A.profit_factor⟧, max drawdown ⟦1,685.25@A.max_drawdown⟧); 2024 made ⟦+1,202@B.total_pnl⟧ on "
  "⟦10@B.total_trades⟧ (PF ⟦2.82@B.profit_factor⟧). 2024 it is."),
A('b_fade_2023_vs_2024', 'faithful', 'zh-CN', 'bagelboil',
  "连涨三天后做空、持有 2 天：2023 年 ⟦18@A.total_trades⟧ 笔，合计 ⟦+61.75@A.total_pnl⟧ 点，夏普 "
  "⟦0.03@A.sharpe⟧；2024 年 ⟦10@B.total_trades⟧ 笔，合计 ⟦+1,202@B.total_pnl⟧ 点，夏普 ⟦1.33@B.sharpe⟧。"
  "2024 年明显更好。"),
A('b_fade_2023_vs_2024', 'wrong_year', 'pt-BR', 'hammock',
  "venda após três altas, saída em 2 dias: em 2024, ⟦10@B.total_trades⟧ trades, ⟦+1.202@B.total_pnl⟧ pontos e "
  "fator de lucro ⟦1,02@B.profit_factor~A.profit_factor!⟧; em 2023, ⟦18@A.total_trades⟧ trades e "
  "⟦+61,75@A.total_pnl⟧."),
A('b_fade_2023_vs_2024', 'wrong_year', 'ru-RU', 'tulipgrade',
  "шорт после трёх дней роста, выход через 2 дня: 2023 г. — ⟦18@A.total_trades⟧ сделок, ⟦+61,75@A.total_pnl⟧ "
  "пункта, лучшая сделка ⟦+465,75@A.best_trade~B.best_trade!⟧; 2024 г. — ⟦10@B.total_trades⟧ сделок, "
  "⟦+1202@B.total_pnl⟧."),
A('b_fade_2023_vs_2024', 'wrong_unit', 'de-DE', 'escalator',
  "Short nach drei Plustagen, Ausstieg nach 2 Tagen: 2023: ⟦18@A.total_trades⟧ Trades, ⟦+61,75@A.total_pnl⟧ Punkte; "
  "2024: ⟦10@B.total_trades⟧ Trades, Gewinn ⟦+1.202@B.total_pnl~B.total_pnl!⟧ US-Dollar. 2024 klar besser.",
  unit_note='index points quoted as US dollars'),
# ---------------------------------------------------------------- x_compare_two_down
A('x_compare_two_down', 'faithful', 'en-GB', 'teaclipper',
  "two down days, buy, 3-day exit, 2% stop: NQ ⟦97@" + r('NQ', 'trades') + "⟧ trades, PF ⟦0.79@" + r('NQ', 'profit_factor') +
  "⟧, ⟦−3,060.8@" + r('NQ', 'total_pnl') + "⟧ points, Sharpe ⟦−0.69@" + r('NQ', 'sharpe') + "⟧; ES ⟦64@" + r('ES', 'trades') +
  "⟧ trades, PF ⟦2.09@" + r('ES', 'profit_factor') + "⟧, ⟦+2,615@" + r('ES', 'total_pnl') + "⟧ points, Sharpe ⟦1.67@" +
  r('ES', 'sharpe') + "⟧. Only ES holds up."),
A('x_compare_two_down', 'faithful', 'es-ES', 'vitrine',
  "compra tras dos días a la baja (salida a 3 días, stop del 2 %): en NQ, ⟦97@" + r('NQ', 'trades') + "⟧ operaciones y "
  "⟦−61.215@" + r('NQ', 'total_pnl_currency') + "⟧ dólares por contrato; en ES, ⟦64@" + r('ES', 'trades') + "⟧ y ⟦+130.751@" +
  r('ES', 'total_pnl_currency') + "⟧ dólares. Solo funciona en ES."),
A('x_compare_two_down', 'faithful', 'zh-CN', 'escalator',
  "两连跌后做多（持有 3 天、2% 止损）：NQ ⟦97@" + r('NQ', 'trades') + "⟧ 笔，胜率 ⟦39.2%@" + r('NQ', 'win_rate') +
  "⟧，回撤 ⟦4,632.9@" + r('NQ', 'max_drawdown') + "⟧ 点；ES ⟦64@" + r('ES', 'trades') + "⟧ 笔，胜率 ⟦54.7%@" +
  r('ES', 'win_rate') + "⟧，回撤 ⟦420.85@" + r('ES', 'max_drawdown') + "⟧ 点。只有 ES 有效。"),
A('x_compare_two_down', 'faithful', 'ja-JP', 'gramneedle',
  "二日続落で買い（3日保有・2%ストップ）：NQは⟦97@" + r('NQ', 'trades') + "⟧回で期待値⟦−31.55@" + r('NQ', 'expectancy') +
  "⟧ポイント、ESは⟦64@" + r('ES', 'trades') + "⟧回で⟦+40.86@" + r('ES', 'expectancy') + "⟧ポイント。ESの買い持ちは⟦+3,532.25@" +
  r('ES', 'buy_and_hold_pnl') + "⟧。"),
A('x_compare_two_down', 'wrong_row', 'fr-FR', 'hammock',
  "achat après deux baisses, sortie à 3 jours, stop 2 % : sur NQ, ⟦97@" + r('NQ', 'trades') + "⟧ trades, facteur de "
  "profit ⟦0,79@" + r('NQ', 'profit_factor') + "⟧, Sharpe ⟦1,67@" + r('NQ', 'sharpe') + "~" + r('ES', 'sharpe') +
  "!⟧ ; sur ES, ⟦64@" + r('ES', 'trades') + "⟧ trades et ⟦+2_615@" + r('ES', 'total_pnl') + "⟧ points."),
A('x_compare_two_down', 'wrong_unit', 'pt-BR', 'ropeaccess',
  "compra após duas quedas seguidas: no NQ, ⟦97@" + r('NQ', 'trades') + "⟧ operações e ⟦−3.060,8@" + r('NQ', 'total_pnl') +
  "~" + r('NQ', 'total_pnl') + "!⟧ dólares por contrato; no ES, ⟦64@" + r('ES', 'trades') + "⟧ e ⟦+130.751@" +
  r('ES', 'total_pnl_currency') + "⟧ dólares. Só o ES presta.",
  unit_note='index points quoted as dollars per contract'),
A('x_compare_two_down', 'wrong_sign', 'en-US', 'flagfall',
  "two-down-day dip buy, NQ vs ES: NQ ⟦97@" + r('NQ', 'trades') + "⟧ trades for ⟦−3,060.8@" + r('NQ', 'total_pnl') +
  "⟧ points; ES ⟦64@" + r('ES', 'trades') + "⟧ trades for ⟦+2,615@" + r('ES', 'total_pnl') + "⟧, while ES buy-and-hold "
  "was ⟦−3,532.25@" + r('ES', 'buy_and_hold_pnl') + "!⟧."),
# ---------------------------------------------------------------- x_portfolio_two_down
A('x_portfolio_two_down', 'faithful', 'es-ES', 'frostpot',
  "cartera NQ + ES con riesgo del 1 % por operación sobre ⟦1.000.000@capital⟧: capital final "
  "⟦1.048.758,95@final_equity⟧, ganancia ⟦+48.758,95@total_pnl⟧ (⟦4,88@return_pct⟧ %), drawdown máximo "
  "⟦78.853,15@max_drawdown⟧ en ⟦161@trades⟧ operaciones."),
A('x_portfolio_two_down', 'faithful', 'fr-FR', 'teaclipper',
  "portefeuille NQ + ES, risque 1 % par trade sur ⟦1_000_000@capital⟧ : NQ ⟦97@" + lg('NQ', 'trades') + "⟧ trades pour "
  "⟦−86_112,30@" + lg('NQ', 'pnl') + "⟧, ES ⟦64@" + lg('ES', 'trades') + "⟧ trades pour ⟦+134_871,25@" + lg('ES', 'pnl') +
  "⟧ ; total ⟦+48_758,95@total_pnl⟧, soit ⟦+4,88@return_pct⟧ %."),
A('x_portfolio_two_down', 'faithful', 'en-US', 'vitrine',
  "NQ + ES portfolio, 1% risk per trade on $⟦1,000,000@capital⟧: ended at $⟦1,048,758.95@final_equity⟧, "
  "⟦+4.88%@return_pct⟧; max drawdown $⟦78,853.15@max_drawdown⟧ (⟦7.2%@max_drawdown_pct⟧). ES carried it: "
  "+$⟦134,871.25@" + lg('ES', 'pnl') + "⟧ vs NQ −$⟦86,112.30@-" + lg('NQ', 'pnl') + "⟧."),
A('x_portfolio_two_down', 'wrong_row', 'pt-BR', 'bagelboil',
  "carteira NQ + ES, risco de 1 % por trade sobre ⟦1.000.000@capital⟧: o NQ fez ⟦64@" + lg('NQ', 'trades') + "~" +
  lg('ES', 'trades') + "!⟧ trades e ficou em ⟦−86.112,30@" + lg('NQ', 'pnl') + "⟧; o ES ganhou ⟦+134.871,25@" +
  lg('ES', 'pnl') + "⟧. Total ⟦+48.758,95@total_pnl⟧."),
A('x_portfolio_two_down', 'wrong_column', 'ja-JP', 'hotdog',
  "NQ＋ESポートフォリオ（1取引1%リスク、元本⟦1,000,000@capital⟧）：損益合計⟦+78,853.15@total_pnl~max_drawdown!⟧、"
  "取引⟦161@trades⟧回、NQは⟦−86,112.3@" + lg('NQ', 'pnl') + "⟧、ESは⟦+134,871.25@" + lg('ES', 'pnl') + "⟧。"),
A('x_portfolio_two_down', 'derived', 'ru-RU', 'gramneedle',
  "портфель NQ + ES, риск 1 % на сделку от ⟦1_000_000@capital⟧: прибыль ⟦+48_758,95@total_pnl⟧ за ⟦161@trades⟧ "
  "сделку; сам разделил — в среднем ⟦302,85@total_pnl/trades!⟧ на сделку."),
A('x_portfolio_two_down', 'wrong_sign', 'it-IT', 'snailfeed',
  "portafoglio NQ + ES con rischio dell'1 % per operazione: NQ ⟦97@" + lg('NQ', 'trades') + "⟧ operazioni, "
  "⟦+86.112,30@" + lg('NQ', 'pnl') + "!⟧; ES ⟦64@" + lg('ES', 'trades') + "⟧, ⟦+134.871,25@" + lg('ES', 'pnl') +
  "⟧; totale ⟦+48.758,95@total_pnl⟧ su ⟦1.000.000@capital⟧."),
]
