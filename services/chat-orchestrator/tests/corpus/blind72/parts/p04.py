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
TPS = "mr('take_profit ([0-9]+) ')"

ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
A('b_rsi_long', 'faithful', 'de-DE', 'lamplighter',
  "RSI(14)<30 long, Ausstieg nach 5 Tagen, 1 % Stop: ⟦36@total_trades⟧ Trades, Trefferquote ⟦19,4 %@win_rate⟧, "
  "Profitfaktor ⟦0,76@profit_factor⟧, Ergebnis ⟦−917,4@total_pnl⟧ Punkte."),
A('b_rsi_long', 'faithful', 'zh-CN', 'toyshop',
  "RSI(14) 低于 30 做多：⟦36@total_trades⟧ 笔交易，盈 ⟦7@winning_trades⟧ 亏 ⟦29@losing_trades⟧，最大回撤 "
  "⟦1,368.1@max_drawdown⟧ 点，夏普 ⟦−0.46@sharpe⟧。"),
A('b_rsi_long', 'faithful', 'en-US', 'thrift',
  "RSI(14) long: best trade ⟦+680.5@best_trade⟧ (entered ⟦Mar 28@D:2024-03-28⟧), worst ⟦−163@worst_trade⟧, "
  "average win ⟦405.5@avg_win⟧ against an average loss of ⟦−129.5@avg_loss⟧; all ⟦28@" + STOPS + "⟧ stop exits "
  "were losers."),
A('b_rsi_long', 'wrong_column', 'pt-BR', 'pottery',
  "RSI(14) abaixo de 30, compra: ganho médio de ⟦680,5@avg_win~best_trade!⟧ pontos por trade vencedor e perda "
  "média de ⟦−129,5@avg_loss⟧."),
A('b_rsi_long', 'wrong_sign', 'nl-NL', 'philately',
  "RSI(14)-long met 5 dagen en 1% stop: totaal ⟦+917,4@total_pnl!⟧ punten over ⟦36@total_trades⟧ trades."),
A('b_rsi_long', 'miscomputed', 'it-IT', 'dyer',
  "profitto lordo ⟦2.838,75@gross_profit⟧ diviso perdita lorda ⟦3.756,19@abs(gross_loss)⟧: secondo il mio conto "
  "fa ⟦0,57@gross_profit/abs(gross_loss)!⟧."),
# ---------------------------------------------------------------- b_fade_3up
A('b_fade_3up', 'faithful', 'en-GB', 'dollhouse',
  "fading three up days since 2023 (target 50, stop 30): ⟦47@total_trades⟧ trades, ⟦21@" + TPS + "⟧ at the "
  "target and ⟦26@" + STOPS + "⟧ stopped out, total ⟦+270@total_pnl⟧ points, profit factor ⟦1.35@profit_factor⟧."),
A('b_fade_3up', 'faithful', 'en-US', 'flea',
  "By year: 2023 made ⟦+30@" + Y23 + "⟧ points on ⟦31@" + N23 + "⟧ trades and 2024 ⟦+240@" + Y24 + "⟧ on "
  "⟦16@" + N24 + "⟧; max drawdown ⟦190@max_drawdown⟧."),
A('b_fade_3up', 'faithful', 'pl-PL', 'lamplighter',
  "short po trzech wzrostach: skuteczność ⟦44,7%@win_rate⟧, Sharpe ⟦0,69@sharpe⟧, maks. obsunięcie "
  "⟦190@max_drawdown⟧ pkt, wynik ⟦+270@total_pnl⟧."),
A('b_fade_3up', 'wrong_year', 'nl-NL', 'philately',
  "in 2023 telde de strategie ⟦16@" + N23 + "~" + N24 + "!⟧ trades, goed voor ⟦+30@" + Y23 + "⟧ punten."),
A('b_fade_3up', 'wrong_unit', 'pt-BR', 'hobby',
  "venda após três altas, alvo 50 e stop 30: resultado total de ⟦+270%@total_pnl~total_pnl!⟧ em "
  "⟦47@total_trades⟧ operações.", unit_note='index points quoted as a percentage'),
A('b_fade_3up', 'coincidental', 'es-ES', 'jigsaw',
  "corto tras tres subidas: ratio de Sharpe ⟦0,96@sharpe!⟧ y factor de beneficio ⟦1,35@profit_factor⟧."),
# ---------------------------------------------------------------- b_sma_cross
A('b_sma_cross', 'faithful', 'nl-NL', 'dyer',
  "SMA(20)-kruising, 10 dagen long: ⟦16@total_trades⟧ trades, ⟦4@winning_trades⟧ winnaars, totaal "
  "⟦−4.681,25@total_pnl⟧ punten; beste trade ⟦+1.270@best_trade⟧, ingestapt op ⟦12 september 2023@D:2023-09-12⟧."),
A('b_sma_cross', 'faithful', 'de-DE', 'pottery',
  "nach Jahren: 2023 ⟦−1.096,8@" + Y23 + "⟧ Punkte aus ⟦9@" + N23 + "⟧ Trades, 2024 ⟦−3.584,5@" + Y24 +
  "⟧ aus ⟦7@" + N24 + "⟧; Profitfaktor ⟦0,37@profit_factor⟧."),
A('b_sma_cross', 'faithful', 'en-GB', 'spinning',
  "the ⟦22 Feb 2023@D:2023-02-22⟧ entry closed at ⟦−463@trd('2023-02-22').pnl⟧ after the full 10 sessions; the "
  "⟦21 Mar 2023@D:2023-03-21⟧ entry made ⟦+322.75@trd('2023-03-21').pnl⟧."),
A('b_sma_cross', 'faithful', 'ja-JP', 'jigsaw',
  "SMA(20)上抜けで買い・10日保有：勝率⟦25@win_rate⟧%、最大ドローダウン⟦4,864.5@max_drawdown⟧ポイント、"
  "最悪の取引は⟦−1,800.75@worst_trade⟧。"),
A('b_sma_cross', 'wrong_row', 'zh-CN', 'dollhouse',
  "⟦2023年11月28日@D:2023-11-28⟧ 入场的那笔，持有 10 天后结果为 ⟦−555.25@trd('2023-11-28').pnl~"
  "trd('2023-07-12').pnl!⟧ 点。"),
A('b_sma_cross', 'wrong_year', 'ru-RU', 'flea',
  "за 2023 год стратегия дала ⟦−3584,5@" + Y23 + "~" + Y24 + "!⟧ пункта на ⟦9@" + N23 + "⟧ сделках."),
A('b_sma_cross', 'wrong_sign', 'it-IT', 'hobby',
  "incrocio sopra la SMA(20): peggior trade ⟦+1.800,75@worst_trade!⟧ punti, miglior trade "
  "⟦+1.270@best_trade⟧."),
# ---------------------------------------------------------------- b_breakdown_short_2024
A('b_breakdown_short_2024', 'faithful', 'fr-FR', 'flea',
  "vente sur cassure 2024 : ⟦79@total_trades⟧ trades, ⟦32@winning_trades⟧ gagnants, résultat "
  "⟦+1_183,1@total_pnl⟧ points, facteur de profit ⟦1,39@profit_factor⟧, Sharpe ⟦1,35@sharpe⟧."),
A('b_breakdown_short_2024', 'faithful', 'pt-BR', 'dollhouse',
  "o melhor trade foi em ⟦11/01@D:2024-01-11⟧ (⟦+171,7@best_trade⟧ pontos, no alvo) e o pior em "
  "⟦05/01@D:2024-01-05⟧ (⟦−87,26@worst_trade⟧, no stop)."),
A('b_breakdown_short_2024', 'faithful', 'pl-PL', 'dyer',
  "short 2024: ⟦47@" + STOPS + "⟧ wyjść na stopie i ⟦32@" + TPS + "⟧ na celu; maks. obsunięcie "
  "⟦316,25@max_drawdown⟧ pkt, kup i trzymaj ⟦−8634,75@buy_and_hold_pnl⟧."),
A('b_breakdown_short_2024', 'wrong_sign', 'zh-CN', 'thrift',
  "2024 年跌破前低做空：总盈亏 ⟦−1,183.1@total_pnl!⟧ 点，共 ⟦79@total_trades⟧ 笔。"),
A('b_breakdown_short_2024', 'wrong_column', 'nl-NL', 'toyshop',
  "breakdown-short 2024: gemiddelde winnende trade ⟦171,7@avg_win~best_trade!⟧ punten, gemiddelde verliezer "
  "⟦−64,6@avg_loss⟧."),
A('b_breakdown_short_2024', 'miscomputed', 'de-DE', 'jigsaw',
  "Bruttogewinn ⟦4.219@gross_profit⟧ minus Bruttoverlust ⟦3.035,89@abs(gross_loss)⟧ ergibt nach meiner Rechnung "
  "⟦1.138,1@gross_profit+gross_loss!⟧ Punkte."),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
A('b_fade_2023_vs_2024', 'faithful', 'en-GB', 'lamplighter',
  "better in 2024: ⟦+1,202@B.total_pnl⟧ points from ⟦10@B.total_trades⟧ trades at a ⟦70%@B.win_rate⟧ win rate, "
  "against ⟦+61.75@A.total_pnl⟧ from ⟦18@A.total_trades⟧ trades in 2023."),
A('b_fade_2023_vs_2024', 'faithful', 'de-DE', 'dollhouse',
  "2023: Profitfaktor ⟦1,02@A.profit_factor⟧, Sharpe ⟦0,03@A.sharpe⟧; 2024: Profitfaktor "
  "⟦2,82@B.profit_factor⟧, Sharpe ⟦1,33@B.sharpe⟧ — 2024 klar besser."),
A('b_fade_2023_vs_2024', 'faithful', 'pl-PL', 'spinning',
  "najlepszy trade 2023 r. wszedł ⟦20 lipca@D:2023-07-20⟧ (⟦+1147,75@A.best_trade⟧), najlepszy 2024 r. — "
  "⟦20 sierpnia@D:2024-08-20⟧ (⟦+465,75@B.best_trade⟧)."),
A('b_fade_2023_vs_2024', 'faithful', 'ru-RU', 'dyer',
  "в 2023 году максимальная просадка ⟦1685,25@A.max_drawdown⟧ пункта, в 2024 — ⟦603,5@B.max_drawdown⟧; "
  "средний выигрыш ⟦370,1@A.avg_win⟧ против ⟦266,14@B.avg_win⟧."),
A('b_fade_2023_vs_2024', 'wrong_year', 'it-IT', 'pottery',
  "nel 2024 la strategia ha reso ⟦+61,75@B.total_pnl~A.total_pnl!⟧ punti con ⟦10@B.total_trades⟧ operazioni."),
A('b_fade_2023_vs_2024', 'wrong_sign', 'pt-BR', 'toyshop',
  "em 2023 o pior trade ficou em ⟦+697@A.worst_trade!⟧ pontos, com entrada em ⟦31/01@D:2023-01-31⟧."),
A('b_fade_2023_vs_2024', 'derived', 'en-US', 'weaver',
  "2024 beat 2023 by ⟦1,140.25@B.total_pnl-A.total_pnl!⟧ points by my own subtraction (⟦+1,202@B.total_pnl⟧ "
  "against ⟦+61.75@A.total_pnl⟧)."),
# ---------------------------------------------------------------- x_compare_two_down
A('x_compare_two_down', 'faithful', 'en-US', 'thrift',
  "Only ES holds up: ⟦64@row('ES').trades⟧ trades, ⟦54.69%@row('ES').win_rate⟧ winners, profit factor "
  "⟦2.09@row('ES').profit_factor⟧, Sharpe ⟦1.67@row('ES').sharpe⟧; NQ shows PF ⟦0.79@row('NQ').profit_factor⟧ "
  "and Sharpe ⟦−0.69@row('NQ').sharpe⟧. Points aren't comparable across the two."),
A('x_compare_two_down', 'faithful', 'nl-NL', 'weaver',
  "NQ: ⟦97@row('NQ').trades⟧ trades, ⟦−61.215,4@row('NQ').total_pnl_currency⟧ per contract; ES: "
  "⟦64@row('ES').trades⟧ trades, ⟦+130.751,25@row('ES').total_pnl_currency⟧ per contract."),
A('x_compare_two_down', 'faithful', 'pt-BR', 'spinning',
  "drawdown máximo: NQ ⟦4.632,89@row('NQ').max_drawdown⟧ pontos, ES ⟦420,85@row('ES').max_drawdown⟧; "
  "expectativa por trade ⟦−31,55@row('NQ').expectancy⟧ no NQ e ⟦+40,86@row('ES').expectancy⟧ no ES."),
A('x_compare_two_down', 'faithful', 'it-IT', 'dyer',
  "acquisto dopo due ribassi: NQ chiude a ⟦−3.060,8@row('NQ').total_pnl⟧ punti, ES a "
  "⟦+2.615@row('ES').total_pnl⟧; in valuta per contratto ⟦−61.215,4@row('NQ').total_pnl_currency⟧ e "
  "⟦+130.751,25@row('ES').total_pnl_currency⟧."),
A('x_compare_two_down', 'wrong_row', 'en-GB', 'flea',
  "on NQ the Sharpe came out at ⟦1.67@row('NQ').sharpe~row('ES').sharpe!⟧ over ⟦97@row('NQ').trades⟧ trades."),
A('x_compare_two_down', 'wrong_unit', 'ja-JP', 'toyshop',
  "NQの合計は⟦−61,215.4@row('NQ').total_pnl_currency~row('NQ').total_pnl_currency!⟧ポイント、ESは"
  "⟦+2,615@row('ES').total_pnl⟧ポイント。", unit_note='currency per contract quoted as index points'),
A('x_compare_two_down', 'misrounded', 'fr-FR', 'lamplighter',
  "ES : ⟦54,6 %@row('ES').win_rate!⟧ de trades gagnants sur ⟦64@row('ES').trades⟧, contre "
  "⟦39,2 %@row('NQ').win_rate⟧ pour NQ."),
# ---------------------------------------------------------------- x_portfolio_two_down
A('x_portfolio_two_down', 'faithful', 'ru-RU', 'toyshop',
  "портфель NQ + ES, риск 1 % на сделку: итог ⟦+48_758,95@total_pnl⟧ на капитал ⟦1_000_000@capital⟧ "
  "(⟦+4,88 %@return_pct⟧), максимальная просадка ⟦78_853,15@max_drawdown⟧ (⟦7,2 %@max_drawdown_pct⟧)."),
A('x_portfolio_two_down', 'faithful', 'fr-FR', 'weaver',
  "jambe NQ : ⟦−86_112,3@leg('NQ').pnl⟧ sur ⟦97@leg('NQ').trades⟧ trades ; jambe ES : ⟦+134_871,25@leg('ES').pnl⟧ "
  "sur ⟦64@leg('ES').trades⟧ ; au total ⟦161@trades⟧ trades."),
A('x_portfolio_two_down', 'faithful', 'ja-JP', 'hobby',
  "ポートフォリオの最終資産は⟦1,048,758.95@final_equity⟧、損益は⟦+48,758.95@total_pnl⟧。ESの寄与は"
  "⟦277@leg('ES').contribution_pct⟧%、NQは⟦−177@leg('NQ').contribution_pct⟧%。"),
A('x_portfolio_two_down', 'wrong_sign', 'de-DE', 'dyer',
  "das NQ-Bein brachte ⟦+86.112,3@leg('NQ').pnl!⟧, das ES-Bein ⟦+134.871,25@leg('ES').pnl⟧."),
A('x_portfolio_two_down', 'wrong_unit', 'zh-CN', 'dollhouse',
  "NQ 加 ES 组合总盈亏 ⟦+48,758.95@total_pnl~total_pnl!⟧ 点，共 ⟦161@trades⟧ 笔交易。",
  unit_note='account currency quoted as index points'),
A('x_portfolio_two_down', 'wrong_column', 'pl-PL', 'jigsaw',
  "zwrot portfela NQ + ES: ⟦7,2%@return_pct~max_drawdown_pct!⟧ przy ⟦161@trades⟧ transakcjach."),
]
