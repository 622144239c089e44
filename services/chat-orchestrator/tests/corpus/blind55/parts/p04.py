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


def rw(i, col):
    return f"row('{i}').{col}"


def lg(i, col):
    return f"leg('{i}').{col}"


ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
A('b_rsi_long', 'faithful', 'ja-JP', 'meadhall',
  "RSI(14)<30で買い、5日で手仕舞い、1%ストップ：⟦36@total_trades⟧回、勝率⟦19.4@win_rate⟧%、合計⟦−917.4@total_pnl⟧"
  "ポイント、PF ⟦0.76@profit_factor⟧。うち⟦28@" + STOPS + "⟧回がストップで終了。"),
A('b_rsi_long', 'faithful', 'fr-FR', 'steamerlog',
  "RSI(14) < 30, achat, sortie à 5 jours, stop 1 % : ⟦36@total_trades⟧ trades, ⟦7@winning_trades⟧ gagnants, taux "
  "de réussite ⟦19,4@win_rate⟧ %, total ⟦−917,4@total_pnl⟧ points ; drawdown max ⟦1_368,1@max_drawdown⟧."),
A('b_rsi_long', 'faithful', 'es-ES', 'slidecue',
  "RSI(14) bajo 30, largo, salida a 5 días y stop del 1 %: ⟦36@total_trades⟧ operaciones, ganancia media "
  "⟦+405,5@avg_win⟧ y pérdida media ⟦−129,5@avg_loss⟧; resultado ⟦−917,4@total_pnl⟧ puntos. La mejor, la del "
  "⟦28 de marzo@D:2024-03-28⟧, ⟦+680,5@best_trade⟧."),
A('b_rsi_long', 'wrong_unit', 'ru-RU', 'welldig',
  "RSI(14) ниже 30, лонг, выход через 5 дней, стоп 1 %: ⟦36@total_trades⟧ сделок, итог ⟦−917,4@total_pnl⟧ "
  "пункта; просадка ⟦1368,1@max_drawdown⟧ пункта и ⟦203@max_drawdown_duration_bars~max_drawdown_duration_bars!⟧ "
  "недели без нового максимума.",
  unit_note='daily bars quoted as weeks'),
A('b_rsi_long', 'wrong_sign', 'zh-CN', 'ropeswing',
  "RSI(14) 低于 30 买入、持有 5 天、1% 止损：共 ⟦36@total_trades⟧ 笔，胜率 ⟦19.4@win_rate⟧%，总盈亏 "
  "⟦+917.4@total_pnl!⟧ 点，最大回撤 ⟦1,368.1@max_drawdown⟧ 点。"),
A('b_rsi_long', 'coincidental', 'pt-BR', 'coalbarge',
  "RSI(14) abaixo de 30, compra, saída em 5 dias, stop de 1%: ⟦36@total_trades⟧ operações, ⟦11@winning_trades!⟧ "
  "vencedoras, total de ⟦−917,4@total_pnl⟧ pontos e drawdown de ⟦1.368,1@max_drawdown⟧."),
# ---------------------------------------------------------------- b_fade_3up
A('b_fade_3up', 'faithful', 'en-GB', 'dunefence',
  "short after three up closes, 50-point target, 30-point stop, since 2023: ⟦47@total_trades⟧ trades, "
  "⟦21@winning_trades⟧ hit the target, ⟦26@losing_trades⟧ the stop; net ⟦+270@total_pnl⟧ points, max drawdown "
  "⟦190@max_drawdown⟧."),
A('b_fade_3up', 'faithful', 'ru-RU', 'welldig',
  "шорт после трёх растущих дней, цель 50, стоп 30, с 2023 г.: ⟦47@total_trades⟧ сделок, прибыльных "
  "⟦44,7@win_rate⟧ %, итог ⟦+270@total_pnl⟧ пунктов; 2023 г. дал ⟦+30@" + Y23 + "⟧, 2024 г. — ⟦+240@" + Y24 + "⟧."),
A('b_fade_3up', 'faithful', 'en-US', 'taxichit',
  "fade-three-up-days short (50-pt target / 30-pt stop), 2023 on: ⟦47@total_trades⟧ trades, ⟦44.7%@win_rate⟧ "
  "winners, profit factor ⟦1.35@profit_factor⟧, total ⟦+270@total_pnl⟧ pts. Most of it came in 2024: ⟦+240@" + Y24 +
  "⟧ on ⟦16@" + N24 + "⟧ trades."),
A('b_fade_3up', 'wrong_year', 'ja-JP', 'slidecue',
  "三日続伸後のショート（利確50・損切り30、2023年以降）：⟦47@total_trades⟧回、合計⟦+270@total_pnl⟧ポイント。"
  "2023年は⟦16@" + N23 + "~" + N24 + "!⟧回で⟦+30@" + Y23 + "⟧ポイント。"),
A('b_fade_3up', 'wrong_column', 'pt-BR', 'steamerlog',
  "venda após três altas seguidas, alvo 50 e stop 30, desde 2023: ⟦47@total_trades⟧ operações, resultado total "
  "de ⟦+1.050@total_pnl~gross_profit!⟧ pontos, drawdown máximo de ⟦190@max_drawdown⟧."),
A('b_fade_3up', 'miscomputed', 'nl-NL', 'coalbarge',
  "short na drie stijgende dagen (doel 50, stop 30), sinds 2023: ⟦47@total_trades⟧ trades, ⟦21@winning_trades⟧ "
  "winnaars à ⟦50@avg_win⟧ en ⟦26@losing_trades⟧ verliezers à ⟦30@abs(avg_loss)⟧, netto ⟦+230@total_pnl!⟧ punten, "
  "mijn eigen som."),
# ---------------------------------------------------------------- b_sma_cross
A('b_sma_cross', 'faithful', 'ja-JP', 'taxichit',
  "終値がSMA(20)を上抜けたら買い、10日保有：⟦16@total_trades⟧回中勝ちは⟦4@winning_trades⟧回、合計"
  "⟦−4,681.25@total_pnl⟧ポイント、最大ドローダウン⟦4,864.5@max_drawdown⟧。"),
A('b_sma_cross', 'faithful', 'pt-BR', 'welldig',
  "fechamento cruzando acima da SMA(20), compra por 10 dias: ⟦16@total_trades⟧ operações, acerto de "
  "⟦25@win_rate⟧%, resultado de ⟦−4.681,25@total_pnl⟧ pontos; a melhor, em ⟦12/09/2023@D:2023-09-12⟧, rendeu "
  "⟦+1.270@best_trade⟧."),
A('b_sma_cross', 'faithful', 'it-IT', 'meadhall',
  "chiusura sopra la SMA(20), long per 10 giorni: ⟦16@total_trades⟧ operazioni, ⟦4@winning_trades⟧ vincenti e "
  "⟦12@losing_trades⟧ perdenti; totale ⟦−4.681,25@total_pnl⟧ punti, aspettativa ⟦−292,58@expectancy⟧."),
A('b_sma_cross', 'wrong_year', 'fr-FR', 'shoeshine',
  "croisement au-dessus de la SMA(20), 10 jours de détention : ⟦16@total_trades⟧ trades, total "
  "⟦−4_681,25@total_pnl⟧ points ; 2024 : ⟦9@" + N24 + "~" + N23 + "!⟧ trades pour ⟦−3_584,5@" + Y24 + "⟧ points."),
A('b_sma_cross', 'wrong_unit', 'en-GB', 'dyevat',
  "close crossing above its SMA(20), long for 10 days: ⟦16@total_trades⟧ trades, ⟦4@winning_trades⟧ winners, "
  "total ⟦−4,681.25@total_pnl⟧ points; average trade ⟦−292.58@expectancy~expectancy!⟧ GBP.",
  unit_note='index points quoted as pounds sterling'),
A('b_sma_cross', 'coincidental', 'zh-CN', 'buttonsort',
  "收盘上穿 SMA(20) 做多、持有 10 天：共 ⟦16@total_trades⟧ 笔：⟦4@winning_trades⟧ 胜 ⟦12@losing_trades⟧ 负，"
  "总计 ⟦−4,681.25@total_pnl⟧ 点，夏普比率 ⟦−1.24@sharpe!⟧。"),
# ---------------------------------------------------------------- b_breakdown_short_2024
A('b_breakdown_short_2024', 'faithful', 'ru-RU', 'taxichit',
  "шорт при закрытии ниже вчерашнего минимума, 2024 г., цель 1 %, стоп полпроцента, выход через 3 дня: "
  "⟦79@total_trades⟧ сделок, ⟦32@winning_trades⟧ прибыльных, итог ⟦+1183,1@total_pnl⟧ пункта, просадка "
  "⟦316,3@max_drawdown⟧."),
A('b_breakdown_short_2024', 'faithful', 'nl-NL', 'dyevat',
  "breakdown-short 2024 (doel 1 %, stop een halve procent, uitstap na 3 dagen): ⟦79@total_trades⟧ trades, winrate "
  "⟦40,5@win_rate⟧ %, profitfactor ⟦1,39@profit_factor⟧, totaal ⟦+1.183,1@total_pnl⟧ punten."),
A('b_breakdown_short_2024', 'faithful', 'en-US', 'steamerlog',
  "breakdown short, 2024, 1% target / 0.5% stop / 3-day exit: ⟦79@total_trades⟧ trades, ⟦+1,183.1@total_pnl⟧ pts "
  "total, expectancy ⟦+15.0@expectancy⟧ a trade, Sharpe ⟦1.35@sharpe⟧. Best trade ⟦Jan 11@D:2024-01-11⟧, "
  "⟦+171.7@best_trade⟧."),
A('b_breakdown_short_2024', 'faithful', 'fr-FR', 'ropeswing',
  "vente à découvert sous le plus bas de la veille, 2024 : ⟦79@total_trades⟧ trades dont ⟦32@winning_trades⟧ "
  "gagnants, gain moyen ⟦131,8@avg_win⟧ points, perte moyenne ⟦−64,6@avg_loss⟧ ; total ⟦+1_183,1@total_pnl⟧ points."),
A('b_breakdown_short_2024', 'wrong_column', 'ja-JP', 'coalbarge',
  "2024年の前日安値割れショート（利確1%・損切り0.5%・3日手仕舞い）：⟦79@total_trades⟧回、合計"
  "⟦+1,183.1@total_pnl⟧ポイント、最大の勝ちトレードは⟦+131.8@best_trade~avg_win!⟧ポイント。"),
A('b_breakdown_short_2024', 'misrounded', 'it-IT', 'dunefence',
  "short sulla rottura del minimo precedente, 2024: ⟦79@total_trades⟧ operazioni, risultato ⟦+1.183,1@total_pnl⟧ "
  "punti, aspettativa ⟦14,9@expectancy!⟧ punti a trade."),
A('b_breakdown_short_2024', 'invented', 'es-ES', 'meadhall',
  "corto al perder el mínimo anterior, 2024: ⟦79@total_trades⟧ operaciones, ⟦32@winning_trades⟧ ganadoras, total "
  "⟦+1.183,1@total_pnl⟧ puntos y drawdown máximo de ⟦274,5@max_drawdown!⟧ puntos."),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
A('b_fade_2023_vs_2024', 'faithful', 'de-DE', 'coalbarge',
  "Short nach drei Plustagen, 2 Tage halten — 2023: ⟦18@A.total_trades⟧ Trades, ⟦+61,75@A.total_pnl⟧ Punkte, "
  "Trefferquote ⟦55,6@A.win_rate⟧ %; 2024: nur ⟦10@B.total_trades⟧ Trades, aber ⟦+1.202@B.total_pnl⟧ Punkte bei "
  "⟦70@B.win_rate⟧ %. Klar besser: 2024."),
A('b_fade_2023_vs_2024', 'faithful', 'it-IT', 'slidecue',
  "short dopo tre rialzi, uscita a 2 giorni: nel 2023 profit factor ⟦1,02@A.profit_factor⟧ e drawdown "
  "⟦1.685,25@A.max_drawdown⟧; nel 2024 profit factor ⟦2,82@B.profit_factor⟧ e drawdown ⟦603,5@B.max_drawdown⟧. "
  "Meglio il 2024."),
A('b_fade_2023_vs_2024', 'faithful', 'en-GB', 'taxichit',
  "fading three up days with a 2-day exit worked better in 2024: ⟦+1,202@B.total_pnl⟧ points on "
  "⟦10@B.total_trades⟧ trades (expectancy ⟦120.2@B.expectancy⟧) against ⟦+61.75@A.total_pnl⟧ on "
  "⟦18@A.total_trades⟧ in 2023 (⟦3.43@A.expectancy⟧)."),
A('b_fade_2023_vs_2024', 'wrong_year', 'ru-RU', 'shoeshine',
  "шорт после трёх растущих дней, выход через 2 дня: в 2023 г. ⟦18@A.total_trades⟧ сделок и ⟦+61,75@A.total_pnl⟧ "
  "пункта, в 2024 г. ⟦10@B.total_trades⟧ сделок и ⟦+1202@B.total_pnl⟧ пункта. Худшая сделка 2024 г. — "
  "⟦−697@B.worst_trade~A.worst_trade!⟧."),
A('b_fade_2023_vs_2024', 'wrong_sign', 'zh-CN', 'meadhall',
  "连涨三天后做空、持有 2 天：2023 年 ⟦18@A.total_trades⟧ 笔，盈亏 ⟦+61.75@A.total_pnl⟧ 点；2024 年 "
  "⟦10@B.total_trades⟧ 笔，盈亏 ⟦+1,202@B.total_pnl⟧ 点，而同期买入持有为 ⟦+8,634.75@B.buy_and_hold_pnl!⟧ 点。"),
A('b_fade_2023_vs_2024', 'derived', 'ja-JP', 'hedgehog',
  "三日続伸後のショート（2日で手仕舞い）：勝率は2023年⟦55.6@A.win_rate⟧%、2024年⟦70@B.win_rate⟧%。差は"
  "⟦14.4@B.win_rate-A.win_rate!⟧ポイント（自分で引き算）。損益も2024年の⟦+1,202@B.total_pnl⟧が上。"),
# ---------------------------------------------------------------- x_compare_two_down
A('x_compare_two_down', 'faithful', 'de-DE', 'dunefence',
  "zwei Minustage kaufen, 3 Tage halten, 2 % Stopp: beim NQ ⟦97@" + rw('NQ', 'trades') + "⟧ Trades, PF ⟦0,79@" +
  rw('NQ', 'profit_factor') + "⟧, ⟦−3.060,8@" + rw('NQ', 'total_pnl') + "⟧ Punkte; beim ES ⟦64@" + rw('ES', 'trades') +
  "⟧ Trades, PF ⟦2,09@" + rw('ES', 'profit_factor') + "⟧, ⟦+2.615@" + rw('ES', 'total_pnl') + "⟧ Punkte. Nur beim ES."),
A('x_compare_two_down', 'faithful', 'pl-PL', 'ropeswing',
  "kupno po dwóch spadkowych sesjach: NQ — ⟦97@" + rw('NQ', 'trades') + "⟧ transakcji, skuteczność ⟦39,2@" +
  rw('NQ', 'win_rate') + "⟧ %, Sharpe ⟦−0,69@" + rw('NQ', 'sharpe') + "⟧; ES — ⟦64@" + rw('ES', 'trades') +
  "⟧ transakcje, ⟦54,7@" + rw('ES', 'win_rate') + "⟧ %, Sharpe ⟦1,67@" + rw('ES', 'sharpe') + "⟧. Na kontrakt: NQ "
  "⟦−61_215@" + rw('NQ', 'total_pnl_currency') + "⟧, ES ⟦+130_751@" + rw('ES', 'total_pnl_currency') + "⟧."),
A('x_compare_two_down', 'faithful', 'pt-BR', 'hedgehog',
  "comprar após dois dias de queda: no NQ não funciona (⟦97@" + rw('NQ', 'trades') + "⟧ operações, ⟦−3.060,8@" +
  rw('NQ', 'total_pnl') + "⟧ pontos, fator de lucro ⟦0,79@" + rw('NQ', 'profit_factor') + "⟧); no ES sim (⟦64@" +
  rw('ES', 'trades') + "⟧ operações, ⟦+2.615,0@" + rw('ES', 'total_pnl') + "⟧ pontos, fator ⟦2,09@" +
  rw('ES', 'profit_factor') + "⟧)."),
A('x_compare_two_down', 'wrong_row', 'en-US', 'steamerlog',
  "buy after two down days, 3-day hold, 2% stop: NQ made ⟦97@" + rw('NQ', 'trades') + "⟧ trades at a ⟦54.7%@" +
  rw('NQ', 'win_rate') + "~" + rw('ES', 'win_rate') + "!⟧ win rate for ⟦−3,060.8@" + rw('NQ', 'total_pnl') + "⟧ pts; "
  "ES ⟦64@" + rw('ES', 'trades') + "⟧ trades, ⟦+2,615@" + rw('ES', 'total_pnl') + "⟧ pts. Only ES pays."),
A('x_compare_two_down', 'wrong_unit', 'it-IT', 'dyevat',
  "acquisto dopo due ribassi, 3 giorni, stop al 2 %: sul NQ ⟦97@" + rw('NQ', 'trades') + "⟧ operazioni e un "
  "risultato di ⟦−3.060,8@" + rw('NQ', 'total_pnl') + "~" + rw('NQ', 'total_pnl') + "!⟧ dollari, sull'ES ⟦64@" +
  rw('ES', 'trades') + "⟧ operazioni e ⟦+2.615@" + rw('ES', 'total_pnl') + "⟧ punti.",
  unit_note='index points quoted as US dollars (the result per contract is in currency)'),
A('x_compare_two_down', 'wrong_sign', 'ja-JP', 'coalbarge',
  "二日続落で買い（3日保有・2%ストップ）：NQは⟦97@" + rw('NQ', 'trades') + "⟧回、合計⟦−3,060.8@" + rw('NQ', 'total_pnl') +
  "⟧ポイント、シャープ⟦+0.69@" + rw('NQ', 'sharpe') + "!⟧。ESは⟦64@" + rw('ES', 'trades') + "⟧回、⟦+2,615@" +
  rw('ES', 'total_pnl') + "⟧ポイント、シャープ⟦1.67@" + rw('ES', 'sharpe') + "⟧。"),
# ---------------------------------------------------------------- x_portfolio_two_down
A('x_portfolio_two_down', 'faithful', 'ru-RU', 'dunefence',
  "портфель NQ + ES, риск 1 % на сделку от ⟦1_000_000@capital⟧: итог ⟦+48_758,95@total_pnl⟧ (⟦+4,88@return_pct⟧ %), "
  "просадка ⟦78_853,15@max_drawdown⟧; NQ потерял ⟦−86_112,3@" + lg('NQ', 'pnl') + "⟧, ES заработал ⟦+134_871,25@" +
  lg('ES', 'pnl') + "⟧."),
A('x_portfolio_two_down', 'faithful', 'pt-BR', 'hedgehog',
  "carteira NQ + ES com 1% de risco por operação sobre ⟦1.000.000@capital⟧: patrimônio final "
  "⟦1.048.758,95@final_equity⟧, alta de ⟦4,88@return_pct⟧%; ⟦161@trades⟧ operações no total. Quem carregou foi o ES."),
A('x_portfolio_two_down', 'faithful', 'pl-PL', 'ropeswing',
  "portfel NQ i ES, ryzyko 1 % na transakcję, kapitał ⟦1_000_000@capital⟧: zysk ⟦48_758,95@total_pnl⟧, maks. "
  "obsunięcie ⟦78_853,15@max_drawdown⟧ (⟦7,2@max_drawdown_pct⟧ %). Noga NQ ⟦−86_112,30@" + lg('NQ', 'pnl') +
  "⟧, noga ES ⟦+134_871,25@" + lg('ES', 'pnl') + "⟧."),
A('x_portfolio_two_down', 'wrong_sign', 'es-ES', 'taxichit',
  "cartera NQ + ES, riesgo del 1 % por operación sobre ⟦1.000.000@capital⟧: beneficio total ⟦+48.758,95@total_pnl⟧; "
  "la pata del NQ aportó ⟦+86.112,30@" + lg('NQ', 'pnl') + "!⟧ y la del ES ⟦+134.871,25@" + lg('ES', 'pnl') + "⟧."),
A('x_portfolio_two_down', 'wrong_unit', 'de-DE', 'steamerlog',
  "Portfolio NQ + ES, 1 % Risiko je Trade auf ⟦1.000.000@capital⟧: Gewinn ⟦+48.758,95@total_pnl~total_pnl!⟧ "
  "Punkte aus ⟦161@trades⟧ Trades; getragen hat es der ES-Teil.",
  unit_note='currency quoted as index points'),
A('x_portfolio_two_down', 'miscomputed', 'ja-JP', 'buttonsort',
  "NQ・ES二本立て、1取引1%リスク、元本⟦1,000,000@capital⟧：最終資産⟦1,048,758.95@final_equity⟧。NQ側は⟦97@" +
  lg('NQ', 'trades') + "⟧回で⟦−86,112.3@" + lg('NQ', 'pnl') + "⟧、一回あたり⟦−878.76@" + lg('NQ', 'pnl') + "/" +
  lg('NQ', 'trades') + "!⟧（自分で割ると）。"),
]
