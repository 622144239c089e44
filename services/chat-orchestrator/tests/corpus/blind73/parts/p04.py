"""Backtests, comparison and portfolio (b_rsi_long ... x_portfolio_two_down). Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A

Y23 = "mr('2023 ([+-][0-9.]+) [(]')"
Y24 = "mr('2024 ([+-][0-9.]+) [(]')"
N23 = "mr('2023 [+-][0-9.]+ [(]([0-9]+)')"
N24 = "mr('2024 [+-][0-9.]+ [(]([0-9]+)')"
STOP = "mr('stop ([0-9]+) ')"
TOUT = "mr('timeout ([0-9]+) ')"
TP = "mr('take_profit ([0-9]+) ')"

ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
A('b_rsi_long', 'faithful', 'zh-CN', 'dojo',
  "RSI(14) 低于 30 买入、持有 5 天、1% 止损：共 ⟦36@total_trades⟧ 笔，胜率 ⟦19.4%@win_rate⟧，合计 ⟦−917.4@total_pnl⟧ 点，"
  "最大回撤 ⟦1,368.1@max_drawdown⟧ 点；同期买入持有为 ⟦−7,162.75@buy_and_hold_pnl⟧ 点。"),
A('b_rsi_long', 'faithful', 'en-GB', 'judo',
  "RSI(14) < 30 long, 5-day exit, 1% stop: ⟦36@total_trades⟧ trades, only ⟦7@winning_trades⟧ winners. All "
  "⟦28@" + STOP + "⟧ stop exits lost; the ⟦8@" + TOUT + "⟧ timeouts made ⟦+2,775.0@mr('timeout 8 [(]W:7 L:1, ([+-][0-9.]+)')⟧ "
  "points. Best trade ⟦+680.5@best_trade⟧, entered ⟦28 Mar 2024@D:2024-03-28⟧."),
A('b_rsi_long', 'faithful', 'it-IT', 'pingpong',
  "backtest RSI(14) sotto 30, uscita a 5 giorni, stop 1%: profit factor ⟦0,76@profit_factor⟧, Sharpe ⟦−0,46@sharpe⟧, "
  "esposizione ⟦20,5@exposure_pct⟧ %; il buy and hold segna ⟦−44,77@buy_and_hold_pct⟧ % (⟦−7.162,75@buy_and_hold_pnl⟧ "
  "punti)."),
A('b_rsi_long', 'wrong_column', 'nl-NL', 'teahouse',
  "RSI(14)-long met 1% stop: ⟦36@total_trades⟧ trades, gemiddeld verlies per verliezende trade "
  "⟦−25,48@avg_loss~expectancy!⟧ punten."),
A('b_rsi_long', 'wrong_sign', 'en-US', 'gym',
  "The RSI(14) dip-buy with a 5-day exit ran ⟦36@total_trades⟧ trades at a Sharpe of ⟦+0.46@sharpe!⟧ and a total of "
  "⟦−917.4@total_pnl⟧ points."),
A('b_rsi_long', 'invented', 'de-DE', 'sumo',
  "RSI(14)-Long, Ausstieg nach 5 Tagen, Stop 1%: Profit-Faktor ⟦0,58@profit_factor!⟧ bei ⟦36@total_trades⟧ Trades."),
# ---------------------------------------------------------------- b_fade_3up
A('b_fade_3up', 'faithful', 'de-DE', 'abacus',
  "Drei-Tage-Fade mit Ziel 50 und Stop 30 seit 2023: ⟦47@total_trades⟧ Trades, ⟦21@winning_trades⟧ Treffer, "
  "Trefferquote ⟦44,7@win_rate⟧ %, gesamt ⟦+270@total_pnl⟧ Punkte, Profit-Faktor ⟦1,35@profit_factor⟧, maximaler "
  "Drawdown ⟦190@max_drawdown⟧."),
A('b_fade_3up', 'faithful', 'ru-RU', 'numismat',
  "шорт после трёх растущих дней, цель 50, стоп 30: по годам ⟦+30@" + Y23 + "⟧ пунктов в 2023-м (⟦31@" + N23 +
  "⟧ сделка) и ⟦+240@" + Y24 + "⟧ в 2024-м (⟦16@" + N24 + "⟧ сделок). Все ⟦21@" + TP + "⟧ прибыльные закрылись по "
  "цели, ⟦26@" + STOP + "⟧ убыточных — по стопу."),
A('b_fade_3up', 'faithful', 'en-GB', 'izakaya',
  "Fading three up days since 2023 (50-point target, 30-point stop): ⟦+270.0@total_pnl⟧ points over "
  "⟦47@total_trades⟧ trades, an expectancy of ⟦5.74@expectancy⟧ a trade and a Sharpe of ⟦0.69@sharpe⟧, against "
  "⟦−7,162.75@buy_and_hold_pnl⟧ for buy-and-hold."),
A('b_fade_3up', 'faithful', 'fr-FR', 'teahouse',
  "vente après trois hausses, objectif 50 et stop 30 : taux de réussite ⟦44,68@win_rate⟧ %, gain moyen "
  "⟦+50@avg_win⟧, perte moyenne ⟦−30@avg_loss⟧, au plus ⟦5@max_consecutive_losses⟧ pertes d'affilée, exposition "
  "⟦9,3@exposure_pct⟧ %."),
A('b_fade_3up', 'wrong_year', 'en-US', 'sumo',
  "The three-up-day fade earned ⟦+30.0@" + Y24 + "~" + Y23 + "!⟧ points in 2024, on ⟦16@" + N24 + "⟧ trades."),
A('b_fade_3up', 'wrong_column', 'ja-JP', 'kimono',
  "三日続伸後の売り（利確50・損切30）の2023年以降の損益合計は⟦+1,050.0@total_pnl~gross_profit!⟧ポイント、"
  "取引は⟦47@total_trades⟧回。"),
A('b_fade_3up', 'wrong_unit', 'pl-PL', 'squash',
  "krótka pozycja po trzech wzrostowych sesjach (cel 50, stop 30) dała od 2023 r. łącznie "
  "⟦+270,0%@total_pnl~total_pnl!⟧.", unit_note='index points quoted as a percentage'),
# ---------------------------------------------------------------- b_sma_cross
A('b_sma_cross', 'faithful', 'es-ES', 'izakaya',
  "cruce al alza de la SMA(20), 10 días: ⟦16@total_trades⟧ operaciones, solo ⟦4@winning_trades⟧ ganadoras, total "
  "⟦−4.681,25@total_pnl⟧ puntos y drawdown máximo de ⟦4.864,5@max_drawdown⟧. La mejor, ⟦+1.270@best_trade⟧, entró el "
  "⟦12 de septiembre de 2023@D:2023-09-12⟧."),
A('b_sma_cross', 'faithful', 'en-US', 'pingpong',
  "Close crossing above SMA(20), 10-day hold: ⟦16@total_trades⟧ trades, win rate ⟦25.0%@win_rate⟧, profit factor "
  "⟦0.37@profit_factor⟧, Sharpe ⟦−1.11@sharpe⟧. By year: 2023 ⟦−1,096.8@" + Y23 + "⟧ on ⟦9@" + N23 + "⟧ trades, "
  "2024 ⟦−3,584.5@" + Y24 + "⟧ on ⟦7@" + N24 + "⟧."),
A('b_sma_cross', 'faithful', 'ru-RU', 'numismat',
  "пересечение SMA(20), удержание 10 дней: средний выигрыш ⟦686,4@avg_win⟧, средний проигрыш ⟦−618,9@avg_loss⟧, "
  "худшая сделка ⟦−1800,75@worst_trade⟧; лучшие три сделки дали ⟦+2660,2@mr('Top 3 trades: ([+-][0-9.]+)')⟧ пункта."),
A('b_sma_cross', 'wrong_year', 'it-IT', 'dojo',
  "incrocio sopra la SMA(20) con uscita a 10 giorni: nel 2023 il risultato è stato di ⟦−3.584,5@" + Y23 + "~" + Y24 +
  "!⟧ punti."),
A('b_sma_cross', 'wrong_sign', 'en-GB', 'sumo',
  "The SMA(20) crossover long averaged ⟦+292.58@expectancy!⟧ points per trade over ⟦16@total_trades⟧ trades."),
A('b_sma_cross', 'miscomputed', 'de-DE', 'kendo',
  "SMA(20)-Kreuzung, 10 Tage Haltedauer: maximaler Drawdown ⟦4.864,5@max_drawdown⟧ Punkte, Gesamtergebnis "
  "⟦−4.681,25@total_pnl⟧; der Drawdown übertrifft den Verlust also um ⟦138,25@max_drawdown-abs(total_pnl)!⟧ Punkte "
  "(selbst gerechnet)."),
# ---------------------------------------------------------------- b_breakdown_short_2024
A('b_breakdown_short_2024', 'faithful', 'es-ES', 'abacus',
  "venta en corto al cerrar bajo el mínimo previo, 2024, objetivo 1 %, salida a 3 días: ⟦79@total_trades⟧ "
  "operaciones, ⟦32@winning_trades⟧ ganadoras, total ⟦+1.183,1@total_pnl⟧ puntos, factor de beneficio "
  "⟦1,39@profit_factor⟧."),
A('b_breakdown_short_2024', 'faithful', 'en-US', 'izakaya',
  "Breakdown short, 2024: the first trade, ⟦Jan 5@D:2024-01-05⟧, was stopped out for ⟦−87.26@trd('2024-01-05').pnl⟧; "
  "the best, ⟦Jan 11@D:2024-01-11⟧, took ⟦+171.7@best_trade⟧. All ⟦32@" + TP + "⟧ winners hit the 1% target."),
A('b_breakdown_short_2024', 'faithful', 'fr-FR', 'kendo',
  "vente sur cassure du plus bas précédent en 2024 : Sharpe ⟦1,35@sharpe⟧, drawdown maximal ⟦316,25@max_drawdown⟧ "
  "points, espérance ⟦14,98@expectancy⟧ par trade ; le buy and hold a fait ⟦−8_634,75@buy_and_hold_pnl⟧ "
  "(⟦−49,1@buy_and_hold_pct⟧ %)."),
A('b_breakdown_short_2024', 'faithful', 'pt-BR', 'numismat',
  "short de rompimento em 2024: taxa de acerto de ⟦40,5%@win_rate⟧ em ⟦79@total_trades⟧ operações; ganho médio "
  "⟦+131,84@avg_win⟧ e perda média ⟦−64,59@avg_loss⟧. Saídas: ⟦47@" + STOP + "⟧ no stop e ⟦32@" + TP + "⟧ no alvo."),
A('b_breakdown_short_2024', 'wrong_row', 'de-DE', 'judo',
  "der erste Trade des Breakdown-Shorts am ⟦05.01.2024@D:2024-01-05⟧ wurde ausgestoppt, mit "
  "⟦−83,42@trd('2024-01-05').pnl~trd('2024-01-25').pnl!⟧ Punkten."),
A('b_breakdown_short_2024', 'wrong_sign', 'nl-NL', 'pingpong',
  "short op een slot onder de vorige low, 2024: ⟦79@total_trades⟧ trades, totaal ⟦−1.183,1@total_pnl!⟧ punten, "
  "winstfactor ⟦1,39@profit_factor⟧."),
A('b_breakdown_short_2024', 'misrounded', 'ja-JP', 'gym',
  "2024年のブレイクダウン売りは⟦79@total_trades⟧回で、勝率は⟦40.6%@win_rate!⟧。"),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
A('b_fade_2023_vs_2024', 'faithful', 'fr-FR', 'judo',
  "vente après trois hausses, sortie à 2 jours : en 2023, ⟦18@A.total_trades⟧ trades pour ⟦+61,75@A.total_pnl⟧ "
  "points ; en 2024, ⟦10@B.total_trades⟧ trades pour ⟦+1_202@B.total_pnl⟧, avec ⟦70@B.win_rate⟧ % de gagnants. 2024 a "
  "nettement mieux marché."),
A('b_fade_2023_vs_2024', 'faithful', 'pl-PL', 'pingpong',
  "fade trzech wzrostów z wyjściem po 2 dniach: w 2023 r. profit factor ⟦1,02@A.profit_factor⟧ i Sharpe "
  "⟦0,03@A.sharpe⟧, w 2024 r. odpowiednio ⟦2,82@B.profit_factor⟧ i ⟦1,33@B.sharpe⟧. Najlepsza transakcja 2023 r.: "
  "⟦+1147,75@A.best_trade⟧, wejście ⟦20 lipca@D:2023-07-20⟧."),
A('b_fade_2023_vs_2024', 'faithful', 'nl-NL', 'abacus',
  "drie stijgende dagen shorten, 2 dagen vasthouden: 2023 gaf ⟦+61,75@A.total_pnl⟧ punten bij een drawdown van "
  "⟦1.685,25@A.max_drawdown⟧; 2024 gaf ⟦+1.202@B.total_pnl⟧ bij ⟦603,5@B.max_drawdown⟧. Buy-and-hold: "
  "⟦+1.553,5@A.buy_and_hold_pnl⟧ in 2023, ⟦−8.634,75@B.buy_and_hold_pnl⟧ in 2024."),
A('b_fade_2023_vs_2024', 'wrong_year', 'ru-RU', 'squash',
  "шорт после трёх растущих дней, выход через 2 дня: в 2024 году профит-фактор ⟦1,02@B.profit_factor~A.profit_factor!⟧ "
  "при ⟦10@B.total_trades⟧ сделках."),
A('b_fade_2023_vs_2024', 'wrong_column', 'en-GB', 'kendo',
  "In 2024 the three-up-day fade's best trade made ⟦+266.14@B.best_trade~B.avg_win!⟧ points."),
A('b_fade_2023_vs_2024', 'derived', 'zh-CN', 'dojo',
  "连涨三天后做空、持有 2 天：2023 年胜率 ⟦55.56%@A.win_rate⟧，2024 年 ⟦70%@B.win_rate⟧，我自己算的差距是 "
  "⟦14.44@B.win_rate-A.win_rate!⟧ 个百分点。"),
# ---------------------------------------------------------------- x_compare_two_down
A('x_compare_two_down', 'faithful', 'it-IT', 'sumo',
  "acquisto dopo due ribassi, uscita a 3 giorni, stop 2 %: sul NQ ⟦97@row('NQ').trades⟧ operazioni, profit factor "
  "⟦0,79@row('NQ').profit_factor⟧, ⟦−3.060,77@row('NQ').total_pnl⟧ punti; sull'ES ⟦64@row('ES').trades⟧ operazioni, "
  "⟦2,09@row('ES').profit_factor⟧ e ⟦+2.615,0@row('ES').total_pnl⟧ punti. Funziona solo sull'ES."),
A('x_compare_two_down', 'faithful', 'pt-BR', 'abacus',
  "em moeda por contrato: NQ ⟦−61.215,40@row('NQ').total_pnl_currency⟧ (a ⟦20@row('NQ').point_value⟧ por ponto) e "
  "ES ⟦+130.751,25@row('ES').total_pnl_currency⟧ (a ⟦50@row('ES').point_value⟧ por ponto). Sharpe: "
  "⟦−0,69@row('NQ').sharpe⟧ no NQ e ⟦1,67@row('ES').sharpe⟧ no ES."),
A('x_compare_two_down', 'faithful', 'ja-JP', 'squash',
  "二日続落後の買い：NQは勝率⟦39.2%@row('NQ').win_rate⟧、最大ドローダウン⟦4,632.9@row('NQ').max_drawdown⟧ポイント。"
  "ESは勝率⟦54.69%@row('ES').win_rate⟧、期待値⟦40.86@row('ES').expectancy⟧ポイント。"),
A('x_compare_two_down', 'wrong_column', 'de-DE', 'pingpong',
  "Kauf nach zwei Minustagen: Der ES brachte insgesamt ⟦+3.532,25@row('ES').total_pnl~row('ES').buy_and_hold_pnl!⟧ "
  "Punkte über ⟦64@row('ES').trades⟧ Trades."),
A('x_compare_two_down', 'wrong_sign', 'zh-CN', 'kimono',
  "连跌两天买入：NQ 的夏普比率为 ⟦+0.69@row('NQ').sharpe!⟧，ES 为 ⟦1.67@row('ES').sharpe⟧。"),
A('x_compare_two_down', 'coincidental', 'es-ES', 'kendo',
  "compra tras dos días bajistas en el ES: ⟦64@row('ES').trades⟧ operaciones con un ratio de Sharpe de "
  "⟦2,11@row('ES').sharpe!⟧."),
# ---------------------------------------------------------------- x_portfolio_two_down
A('x_portfolio_two_down', 'faithful', 'pt-BR', 'pingpong',
  "carteira NQ + ES com risco de 1% por operação sobre ⟦1.000.000@capital⟧: resultado ⟦+48.758,95@total_pnl⟧ "
  "(⟦+4,88%@return_pct⟧), patrimônio final ⟦1.048.758,95@final_equity⟧, drawdown máximo ⟦78.853,15@max_drawdown⟧ "
  "(⟦7,2%@max_drawdown_pct⟧)."),
A('x_portfolio_two_down', 'faithful', 'de-DE', 'squash',
  "Portfolio mit 1 % Risiko je Trade: ⟦161@trades⟧ Trades; NQ-Bein ⟦−86.112,30@leg('NQ').pnl⟧, ES-Bein "
  "⟦+134.871,25@leg('ES').pnl⟧. Gehalten hat es nur dank des ES."),
A('x_portfolio_two_down', 'faithful', 'fr-FR', 'judo',
  "portefeuille NQ + ES : la jambe ES pèse ⟦276,6@leg('ES').contribution_pct⟧ % du résultat, la jambe NQ "
  "⟦−176,6@leg('NQ').contribution_pct⟧ % ; ES gagne ⟦35@leg('ES').unit_metrics.winning_trades⟧ trades sur "
  "⟦64@leg('ES').trades⟧, NQ ⟦38@leg('NQ').unit_metrics.winning_trades⟧ sur ⟦97@leg('NQ').trades⟧."),
A('x_portfolio_two_down', 'wrong_row', 'pl-PL', 'gym',
  "w portfelu noga ES miała skuteczność ⟦39,18@leg('ES').unit_metrics.win_rate~leg('NQ').unit_metrics.win_rate!⟧ % "
  "przy ⟦64@leg('ES').trades⟧ transakcjach."),
A('x_portfolio_two_down', 'wrong_sign', 'it-IT', 'numismat',
  "nel portafoglio a due gambe, la gamba NQ ha chiuso a ⟦+86.112,30@leg('NQ').pnl!⟧ su ⟦97@leg('NQ').trades⟧ "
  "operazioni."),
A('x_portfolio_two_down', 'wrong_unit', 'en-GB', 'dojo',
  "Two-down-days portfolio on a million at 1% risk: ⟦48,758.95@total_pnl~total_pnl!⟧ points of profit over "
  "⟦161@trades⟧ trades.", unit_note='currency quoted as index points'),
]
