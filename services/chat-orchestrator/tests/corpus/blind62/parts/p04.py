"""Backtests, comparison and portfolio (b_rsi_long ... x_portfolio_two_down). Markers: see ../../blind4/lib.py.
Layouts: _reg.py. '_' between digits = the locale's group separator (U+202F fr, U+00A0 ru/pl)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A

Y23 = "mr('2023 ([+-][0-9.]+) [(]')"
Y24 = "mr('2024 ([+-][0-9.]+) [(]')"
N23 = "mr('2023 [+-][0-9.]+ [(]([0-9]+)[)]')"
N24 = "mr('2024 [+-][0-9.]+ [(]([0-9]+)[)]')"
STOPS = "mr('stop ([0-9]+) ')"
TIMEOUTS = "mr('timeout ([0-9]+) ')"


def c(inst, col):
    return f"row('{inst}').{col}"


ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
A('b_rsi_long', 'faithful', 'zh-CN', 'thimble',
  "RSI(14) 低于 30 买入、持有 5 天、止损 1%：共 ⟦36@total_trades⟧ 笔，胜率 ⟦19.4%@win_rate⟧，合计 "
  "⟦−917.4@total_pnl⟧ 点，最大回撤 ⟦1,368.1@max_drawdown⟧ 点，夏普 ⟦−0.46@sharpe⟧。"),
A('b_rsi_long', 'faithful', 'ja-JP', 'mintpress',
  f"RSI(14)<30で買い、5日で手仕舞い、1%ストップ：⟦36@total_trades⟧回のうちストップ決済が⟦28@{STOPS}⟧回、"
  f"時間切れが⟦8@{TIMEOUTS}⟧回。最良のトレードは⟦3月28日@D:2024-03-28⟧エントリーの⟦+680.5@best_trade⟧ポイント。"),
A('b_rsi_long', 'faithful', 'it-IT', 'distillery',
  "RSI(14) sotto 30, long, uscita a 5 giorni, stop 1%: ⟦36@total_trades⟧ operazioni, solo ⟦7@winning_trades⟧ "
  "vincenti, profit factor ⟦0,76@profit_factor⟧ e totale ⟦−917,4@total_pnl⟧ punti."),
A('b_rsi_long', 'faithful', 'de-DE', 'icehut',
  "Kauf bei RSI(14) unter 30, 5 Tage, 1 % Stop: Durchschnittsgewinn ⟦405,5@avg_win⟧ Punkte, Durchschnittsverlust "
  "⟦−129,5@avg_loss⟧, Ergebnis ⟦−917,4@total_pnl⟧; Kaufen und Halten ⟦−7.162,75@buy_and_hold_pnl⟧."),
A('b_rsi_long', 'wrong_sign', 'nl-NL', 'pizzaoven',
  "RSI(14) onder 30 kopen, na 5 dagen eruit, 1% stop: ⟦36@total_trades⟧ trades met een totaal van "
  "⟦+917,4@total_pnl!⟧ punten."),
A('b_rsi_long', 'wrong_column', 'ru-RU', 'sailmend',
  "Покупка при RSI(14) ниже 30, выход через 5 дней, стоп 1 %: ⟦36@total_trades⟧ сделок, доля прибыльных "
  "⟦20,5 %@win_rate~exposure_pct!⟧, итог ⟦−917,4@total_pnl⟧ пункта."),
A('b_rsi_long', 'invented', 'pl-PL', 'glovecut',
  "Kupno przy RSI(14) poniżej 30, wyjście po 5 dniach: ⟦36@total_trades⟧ transakcji, wynik ⟦−917,4@total_pnl⟧ "
  "pkt, maksymalne obsunięcie ⟦1574,6@max_drawdown!⟧ pkt."),
# ---------------------------------------------------------------- b_fade_3up
A('b_fade_3up', 'faithful', 'es-ES', 'weathervane',
  "Venta tras tres alzas con objetivo de 50 y stop de 30: acierto del ⟦44,7 %@win_rate⟧, factor de beneficio "
  "⟦1,35@profit_factor⟧ y ⟦+270@total_pnl⟧ puntos en ⟦47@total_trades⟧ operaciones."),
A('b_fade_3up', 'faithful', 'pl-PL', 'fresco',
  f"Short po trzech wzrostach (cel 50, stop 30): ⟦21@winning_trades⟧ transakcji zamkniętych na celu i "
  f"⟦26@losing_trades⟧ na stopie; 2023 r. ⟦+30@{Y23}⟧ pkt, 2024 r. ⟦+240@{Y24}⟧ pkt."),
A('b_fade_3up', 'faithful', 'fr-FR', 'glovecut',
  "Vente après trois hausses, objectif 50, stop 30 : ⟦+270@total_pnl⟧ points au total, drawdown max "
  "⟦190@max_drawdown⟧, Sharpe ⟦0,69@sharpe⟧. Première opération le ⟦31 janvier 2023@D:2023-01-31⟧, sortie au stop."),
A('b_fade_3up', 'wrong_year', 'en-US', 'firingsheet',
  f"Fading three up days with a 50-point target and 30-point stop: in 2024 it took ⟦31@{N24}~{N23}!⟧ trades for "
  f"⟦+240@{Y24}⟧ points."),
A('b_fade_3up', 'wrong_column', 'en-GB', 'icehut',
  "Short after three up days, 50-point target, 30-point stop: ⟦47@total_trades⟧ trades, ⟦+270@total_pnl⟧ "
  "points, profit factor ⟦1.42@profit_factor~recovery_factor!⟧."),
A('b_fade_3up', 'derived', 'zh-CN', 'distillery',
  f"连涨三天后做空（止盈 50 点、止损 30 点）：2023 年 ⟦+30@{Y23}⟧ 点，2024 年 ⟦+240@{Y24}⟧ 点；"
  f"我自己减出来 2024 年多赚 ⟦210@{Y24}-{Y23}!⟧ 点。"),
# ---------------------------------------------------------------- b_sma_cross
A('b_sma_cross', 'faithful', 'pl-PL', 'glovecut',
  f"Przecięcie SMA(20) w górę, trzymanie 10 dni: ⟦16@total_trades⟧ transakcji, ⟦4@winning_trades⟧ zyskowne, "
  f"wynik ⟦−4681@total_pnl⟧ pkt; 2023 r. ⟦−1096,8@{Y23}⟧, 2024 r. ⟦−3584,5@{Y24}⟧."),
A('b_sma_cross', 'faithful', 'it-IT', 'mintpress',
  "Incrocio al rialzo della SMA(20), long per 10 giorni: percentuale vincente ⟦25%@win_rate⟧, profit factor "
  "⟦0,37@profit_factor⟧, drawdown massimo ⟦4.864,5@max_drawdown⟧ punti; miglior trade ⟦+1.270@best_trade⟧ "
  "dal ⟦12 settembre 2023@D:2023-09-12⟧."),
A('b_sma_cross', 'faithful', 'pt-BR', 'firingsheet',
  "Cruzamento do fechamento acima da SMA(20), compra por 10 dias: pior operação ⟦−1.800,75@worst_trade⟧ pontos, "
  "Sharpe ⟦−1,11@sharpe⟧ e expectativa de ⟦−292,6@expectancy⟧ por operação."),
A('b_sma_cross', 'wrong_year', 'ru-RU', 'weathervane',
  f"Пересечение SMA(20) снизу вверх, удержание 10 дней: за 2023 г. результат "
  f"⟦−3584,5@{Y23}~{Y24}!⟧ пункта, всего ⟦16@total_trades⟧ сделок."),
A('b_sma_cross', 'wrong_sign', 'de-DE', 'fresco',
  "Kreuzung über die SMA(20), 10 Tage long: ⟦16@total_trades⟧ Trades, Erwartungswert "
  "⟦+292,6@expectancy!⟧ Punkte je Trade."),
A('b_sma_cross', 'coincidental', 'en-US', 'thimble',
  "Close crossing above SMA(20), long for 10 days: ⟦16@total_trades⟧ trades, a ⟦25%@win_rate⟧ win rate and a "
  "max drawdown of ⟦4,684@max_drawdown!⟧ points."),
# ---------------------------------------------------------------- b_breakdown_short_2024
A('b_breakdown_short_2024', 'faithful', 'en-US', 'canoe',
  "Shorting a close below the prior low in 2024: ⟦79@total_trades⟧ trades, ⟦32@winning_trades⟧ winners, total "
  "⟦+1,183.1@total_pnl⟧ points, profit factor ⟦1.39@profit_factor⟧, Sharpe ⟦1.35@sharpe⟧."),
A('b_breakdown_short_2024', 'faithful', 'it-IT', 'weathervane',
  "Short sotto il minimo del giorno prima, 2024: il trade migliore l'⟦11 gennaio@D:2024-01-11⟧ "
  "(⟦+171,7@best_trade⟧ punti), il peggiore il ⟦5 gennaio@D:2024-01-05⟧ (⟦−87,3@worst_trade⟧); drawdown "
  "massimo ⟦316,3@max_drawdown⟧."),
A('b_breakdown_short_2024', 'faithful', 'ru-RU', 'fresco',
  "Шорт при закрытии ниже вчерашнего минимума, 2024 г.: доля прибыльных ⟦40,5 %@win_rate⟧, Sortino "
  "⟦2,62@sortino⟧; «купил и держи» за тот же год — ⟦−8634,75@buy_and_hold_pnl⟧ пункта."),
A('b_breakdown_short_2024', 'wrong_unit', 'fr-FR', 'pizzaoven',
  "Vente sous le plus bas de la veille en 2024 : ⟦79@total_trades⟧ opérations, meilleure opération "
  "⟦+171,7 %@best_trade~best_trade!⟧, total ⟦+1_183,1@total_pnl⟧ points.",
  unit_note='index points quoted as percent'),
A('b_breakdown_short_2024', 'wrong_column', 'nl-NL', 'thimble',
  "Short onder de low van gisteren, 2024: ⟦79@total_trades⟧ trades, ⟦32@winning_trades⟧ winnaars, beste trade "
  "⟦+131,8@best_trade~avg_win!⟧ punten."),
A('b_breakdown_short_2024', 'misrounded', 'pt-BR', 'sailmend',
  "Venda abaixo da mínima anterior em 2024: taxa de acerto de ⟦40,4%@win_rate!⟧ em ⟦79@total_trades⟧ operações, "
  "resultado de ⟦+1.183,1@total_pnl⟧ pontos."),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
A('b_fade_2023_vs_2024', 'faithful', 'en-US', 'mintpress',
  "Fading three up days, 2-day exit: 2023 made ⟦+62@A.total_pnl⟧ points from ⟦18@A.total_trades⟧ trades, 2024 "
  "⟦+1,202@B.total_pnl⟧ from ⟦10@B.total_trades⟧ — 2024 was clearly the better year."),
A('b_fade_2023_vs_2024', 'faithful', 'en-GB', 'fresco',
  "Three-up-day fade with a 2-day exit: win rate ⟦55.6%@A.win_rate⟧ in 2023 and ⟦70%@B.win_rate⟧ in 2024; "
  "profit factor ⟦1.02@A.profit_factor⟧ then ⟦2.82@B.profit_factor⟧. It worked better in 2024."),
A('b_fade_2023_vs_2024', 'faithful', 'pt-BR', 'weathervane',
  "Venda após três altas, saída em 2 dias: drawdown máximo de ⟦1.685,25@A.max_drawdown⟧ pontos em 2023 e de "
  "⟦603,5@B.max_drawdown⟧ em 2024; a pior operação de 2023 entrou em ⟦31/01@D:2023-01-31⟧ "
  "(⟦−697@A.worst_trade⟧)."),
A('b_fade_2023_vs_2024', 'wrong_year', 'fr-FR', 'sailmend',
  "Vente après trois hausses, sortie à 2 jours : en 2023, ⟦+1_202@A.total_pnl~B.total_pnl!⟧ points sur "
  "⟦18@A.total_trades⟧ opérations."),
A('b_fade_2023_vs_2024', 'wrong_year', 'pl-PL', 'spicestall',
  "Short po trzech wzrostach, wyjście po 2 dniach: w 2024 r. profit factor ⟦1,02@B.profit_factor~A.profit_factor!⟧ "
  "przy ⟦10@B.total_trades⟧ transakcjach."),
A('b_fade_2023_vs_2024', 'wrong_sign', 'zh-CN', 'thimble',
  "连涨三天后做空、持有 2 天：2024 年最差一笔为 ⟦+381.75@B.worst_trade!⟧ 点，入场日 ⟦4月3日@D:2024-04-03⟧。"),
# ---------------------------------------------------------------- x_compare_two_down
A('x_compare_two_down', 'faithful', 'zh-CN', 'sailmend',
  f"连跌两天后做多：NQ 共 ⟦97@{c('NQ', 'trades')}⟧ 笔，合计 ⟦−3,060.8@{c('NQ', 'total_pnl')}⟧ 点；ES 共 "
  f"⟦64@{c('ES', 'trades')}⟧ 笔，合计 ⟦+2,615@{c('ES', 'total_pnl')}⟧ 点。只在 ES 上有效。"),
A('x_compare_two_down', 'faithful', 'es-ES', 'icehut',
  f"Comprar tras dos días bajistas: en ES, factor de beneficio ⟦2,09@{c('ES', 'profit_factor')}⟧ y Sharpe "
  f"⟦1,67@{c('ES', 'sharpe')}⟧; en NQ, ⟦0,79@{c('NQ', 'profit_factor')}⟧ y ⟦−0,69@{c('NQ', 'sharpe')}⟧. "
  f"Solo funciona en ES."),
A('x_compare_two_down', 'faithful', 'fr-FR', 'spicestall',
  f"Achat après deux baisses : sur ES, ⟦+130_751,25@{c('ES', 'total_pnl_currency')}⟧ par contrat et "
  f"⟦54,7 %@{c('ES', 'win_rate')}⟧ de gagnants ; sur NQ, ⟦−61_215,4@{c('NQ', 'total_pnl_currency')}⟧ par contrat."),
A('x_compare_two_down', 'wrong_sign', 'en-US', 'distillery',
  f"Buying after two down days: on NQ, ⟦97@{c('NQ', 'trades')}⟧ trades and a total of "
  f"⟦+3,060.8@{c('NQ', 'total_pnl')}!⟧ points; on ES, ⟦+2,615@{c('ES', 'total_pnl')}⟧."),
A('x_compare_two_down', 'wrong_column', 'ja-JP', 'pizzaoven',
  f"2日続落後の買い：ESは⟦64@{c('ES', 'trades')}⟧回で合計"
  f"⟦+3,532.25@{c('ES', 'total_pnl')}~{c('ES', 'buy_and_hold_pnl')}!⟧ポイント、シャープ⟦1.67@{c('ES', 'sharpe')}⟧。"),
A('x_compare_two_down', 'wrong_unit', 'en-GB', 'canoe',
  f"Two-down-day dip buying: ES made ⟦+130,751.25@{c('ES', 'total_pnl_currency')}~{c('ES', 'total_pnl_currency')}!⟧ "
  f"points with a ⟦54.7%@{c('ES', 'win_rate')}⟧ win rate; NQ lost.",
  unit_note='per-contract currency quoted as index points'),
# ---------------------------------------------------------------- x_portfolio_two_down
A('x_portfolio_two_down', 'faithful', 'ja-JP', 'firingsheet',
  "NQとESの組み合わせ、1トレードあたり1%リスク：最大ドローダウン⟦78,853.15@max_drawdown⟧"
  "（⟦7.20%@max_drawdown_pct⟧）。ESが⟦64@leg('ES').trades⟧回で利益を稼いだ。"),
A('x_portfolio_two_down', 'faithful', 'en-GB', 'glovecut',
  "NQ + ES dip portfolio at 1% risk per trade on ⟦1,000,000@capital⟧: final equity "
  "⟦1,048,758.95@final_equity⟧, a ⟦+4.88%@return_pct⟧ return over ⟦161@trades⟧ trades."),
A('x_portfolio_two_down', 'faithful', 'en-US', 'thimble',
  "Two-down-day portfolio: total ⟦+48,758.95@total_pnl⟧; the NQ leg came to ⟦−86,112.30@leg('NQ').pnl⟧ and the ES "
  "leg made ⟦+134,871.25@leg('ES').pnl⟧, so ES carried it."),
A('x_portfolio_two_down', 'faithful', 'fr-FR', 'icehut',
  "Portefeuille NQ + ES, 1 % de risque par trade : ⟦+48_758,95@total_pnl⟧ au total, soit ⟦+4,9 %@return_pct⟧ ; "
  "drawdown max ⟦78_853,15@max_drawdown⟧. La jambe NQ : ⟦97@leg('NQ').trades⟧ trades, ⟦−86_112,3@leg('NQ').pnl⟧."),
A('x_portfolio_two_down', 'wrong_sign', 'it-IT', 'canoe',
  "Portafoglio NQ + ES con rischio 1%: totale ⟦+48.758,95@total_pnl⟧, di cui NQ ⟦+86.112,30@leg('NQ').pnl!⟧ ed "
  "ES ⟦+134.871,25@leg('ES').pnl⟧."),
A('x_portfolio_two_down', 'wrong_unit', 'nl-NL', 'distillery',
  "Portefeuille NQ + ES met 1% risico per trade: winst ⟦48.758,95@total_pnl~total_pnl!⟧ indexpunten over "
  "⟦161@trades⟧ trades.",
  unit_note='portfolio currency quoted as index points'),
A('x_portfolio_two_down', 'miscomputed', 'de-DE', 'mintpress',
  "Portfolio NQ + ES, 1 % Risiko je Trade: Gewinn ⟦48.758,95@total_pnl⟧ aus ⟦161@trades⟧ Trades, nach meiner "
  "Rechnung ⟦320,85@total_pnl/trades!⟧ je Trade."),
]
