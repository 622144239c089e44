"""Backtests, comparison and portfolio (b_rsi_long ... x_portfolio_two_down). Markers: see ../../blind4/lib.py.
Layouts: _reg.py. '_' between digits = the locale's group separator (U+202F fr, U+00A0 ru/pl)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A

Y23 = "mr('2023 ([+-][0-9.]+) [(]')"
Y24 = "mr('2024 ([+-][0-9.]+) [(]')"
STOPS = "mr('stop ([0-9]+) ')"


def rw(i, col):
    return f"row('{i}').{col}"


ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
A('b_rsi_long', 'faithful', 'en-US', 'cobbler',
  "RSI(14) < 30 long, 5-day exit, 1% stop: ⟦36@total_trades⟧ trades, win rate ⟦19.4%@win_rate⟧, PF "
  "⟦0.76@profit_factor⟧, total ⟦−917.4@total_pnl⟧ pts, max drawdown ⟦1,368.1@max_drawdown⟧.", c='C0130', t='10:00'),
A('b_rsi_long', 'faithful', 'de-DE', 'vane',
  "RSI-Long: ⟦36@total_trades⟧ Trades, Trefferquote ⟦19,4@win_rate⟧ %, gesamt ⟦−917,4@total_pnl⟧ Punkte — "
  "Buy & Hold lag bei ⟦−7.162,75@buy_and_hold_pnl⟧.", c='WF0311', t='16:00'),
A('b_rsi_long', 'faithful', 'it-IT', 'skep',
  "miglior trade ⟦+680,5@best_trade⟧ punti, entrato il ⟦28 marzo@D:2024-03-28⟧; ma ⟦28@" + STOPS + "⟧ uscite "
  "su stop e totale ⟦−917,4@total_pnl⟧.", c='B8', t='15:15'),
A('b_rsi_long', 'wrong_unit', 'fr-FR', 'terrace',
  "le buy & hold sur la même période : ⟦−44,8@buy_and_hold_pct~buy_and_hold_pct!⟧ points, contre "
  "⟦−917,4@total_pnl⟧ pour la stratégie.", c='T2', t='19:10', unit_note='a percent quoted as index points'),
A('b_rsi_long', 'wrong_sign', 'es-ES', 'fairorgan',
  "RSI(14) bajo 30, salida a 5 días: ⟦36@total_trades⟧ operaciones, Sharpe ⟦−0,46@sharpe⟧ y Sortino "
  "⟦+0,92@sortino!⟧.", c='O8', t='12:45'),
A('b_rsi_long', 'misrounded', 'pt-BR', 'tinmine',
  "compra com RSI(14) abaixo de 30: ⟦36@total_trades⟧ operações, taxa de acerto de ⟦19,5@win_rate!⟧%, "
  "resultado ⟦−917,4@total_pnl⟧ pontos.", c='N1', t='14:00'),
# ---------------------------------------------------------------- b_fade_3up
A('b_fade_3up', 'faithful', 'es-ES', 'tinmine',
  "vender tras tres subidas, objetivo 50 y stop 30: ⟦47@total_trades⟧ operaciones, acierto ⟦44,7@win_rate⟧ %, "
  "⟦+270@total_pnl⟧ puntos, PF ⟦1,35@profit_factor⟧, drawdown máximo ⟦190@max_drawdown⟧.", c='S1', t='15:00'),
A('b_fade_3up', 'faithful', 'ja-JP', 'skep',
  "三日続伸後の売り（利確50・損切30）：2023年は⟦+30@" + Y23 + "⟧ポイント、2024年は⟦+240@" + Y24 + "⟧ポイント、"
  "合計⟦+270@total_pnl⟧。", c='S2', t='15:30'),
A('b_fade_3up', 'faithful', 'en-GB', 'terrace',
  "fading three up days since 2023 with a 50-point target and 30-point stop made ⟦+270@total_pnl⟧ points over "
  "⟦47@total_trades⟧ trades; Sharpe ⟦0.69@sharpe⟧.", c='T6', t='18:10'),
A('b_fade_3up', 'wrong_year', 'pt-BR', 'turfrota',
  "vender depois de três altas: em 2023 rendeu ⟦+240@" + Y23 + "~" + Y24 + "!⟧ pontos; no total, "
  "⟦+270@total_pnl⟧.", c='G7', t='06:15'),
A('b_fade_3up', 'wrong_sign', 'pl-PL', 'kennel',
  "krótko po trzech wzrostach: ⟦47@total_trades⟧ transakcji, wynik ⟦+270@total_pnl⟧ pkt, wartość oczekiwana "
  "na transakcję ⟦−5,74@expectancy!⟧.", c='W4', t='17:40'),
A('b_fade_3up', 'wrong_column', 'nl-NL', 'handbell',
  "short na drie stijgende dagen: ⟦+270@total_pnl⟧ punten, winrate ⟦44,7@win_rate⟧ %, Sharpe "
  "⟦1,35@sharpe~profit_factor!⟧.", c='S4', t='19:50'),
# ---------------------------------------------------------------- b_sma_cross
A('b_sma_cross', 'faithful', 'en-US', 'tinmine',
  "close crossing above the 20-day SMA, long for 10 days: ⟦16@total_trades⟧ trades, ⟦4@winning_trades⟧ winners, "
  "total ⟦−4,681.25@total_pnl⟧ points, max drawdown ⟦4,864.5@max_drawdown⟧.", c='L7', t='15:00'),
A('b_sma_cross', 'faithful', 'fr-FR', 'shucking',
  "croisement au-dessus de la SMA(20), 10 jours : réussite ⟦25@win_rate⟧ %, PF ⟦0,37@profit_factor⟧, "
  "Sharpe ⟦−1,11@sharpe⟧ — à oublier.", c='M4', t='16:50'),
A('b_sma_cross', 'faithful', 'de-DE', 'quaytally',
  "SMA(20)-Kreuzung long, 10 Tage halten: 2023 ⟦−1.096,8@" + Y23 + "⟧ Punkte, 2024 ⟦−3.584,5@" + Y24 + "⟧; "
  "bester Trade ⟦+1.270@best_trade⟧.", c='K7', t='21:45'),
A('b_sma_cross', 'wrong_year', 'es-ES', 'lampoil',
  "cruce de la SMA(20): en 2024 perdió ⟦1.096,8@" + Y24 + "|neg~" + Y23 + "!⟧ puntos; el total fue "
  "⟦−4.681,25@total_pnl⟧.", c='A4', t='20:30'),
A('b_sma_cross', 'wrong_column', 'zh-CN', 'skep',
  "SMA(20) 上穿做多、持有 10 天：⟦16@total_trades⟧ 笔交易，最好的一笔 ⟦+686.4@best_trade~avg_win!⟧ 点，"
  "合计 ⟦−4,681.25@total_pnl⟧ 点。", c='J2', t='16:30'),
A('b_sma_cross', 'wrong_sign', 'pt-BR', 'vane',
  "cruzamento da SMA(20), 10 pregões: ⟦16@total_trades⟧ operações, Sharpe ⟦+1,11@sharpe!⟧, resultado "
  "⟦−4.681,25@total_pnl⟧.", c='CV0420', t='17:00'),
# ---------------------------------------------------------------- b_breakdown_short_2024
A('b_breakdown_short_2024', 'faithful', 'pl-PL', 'handbell',
  "short po zamknięciu poniżej poprzedniego dołka, 2024: ⟦79@total_trades⟧ transakcji, trafność "
  "⟦40,5@win_rate⟧ %, wynik ⟦+1183,1@total_pnl⟧ pkt, PF ⟦1,39@profit_factor⟧.", c='HB8', t='18:00'),
A('b_breakdown_short_2024', 'faithful', 'es-ES', 'terrace',
  "mejor operación el ⟦11/01@D:2024-01-11⟧ (⟦+171,7@best_trade⟧), peor el ⟦05/01@D:2024-01-05⟧ "
  "(⟦−87,3@worst_trade⟧); ⟦32@winning_trades⟧ ganadoras de ⟦79@total_trades⟧.", c='T3', t='18:50'),
A('b_breakdown_short_2024', 'faithful', 'nl-NL', 'shucking',
  "breakdown-short 2024: ⟦+1.183,1@total_pnl⟧ punten, terwijl buy & hold op ⟦−8.634,75@buy_and_hold_pnl⟧ "
  "uitkwam.", c='R2', t='13:20'),
A('b_breakdown_short_2024', 'wrong_unit', 'en-GB', 'kennel',
  "the 2024 breakdown short made ⟦+1,183.1@total_pnl⟧ points with a worst drawdown of "
  "$⟦316.3@max_drawdown~max_drawdown!⟧.", c='Y2', t='17:15', unit_note='index points quoted as US dollars'),
A('b_breakdown_short_2024', 'wrong_row', 'en-US', 'quaytally',
  "the ⟦Jan 31@D:2024-01-31⟧ short got stopped out for ⟦83.42@trd('2024-01-31').pnl|neg~trd('2024-01-25').pnl!⟧ "
  "points; the ⟦Jan 30@D:2024-01-30⟧ one hit its target for ⟦+165.23@trd('2024-01-30').pnl⟧.", c='QC6', t='23:30'),
A('b_breakdown_short_2024', 'misrounded', 'de-DE', 'tinmine',
  "Breakdown-Short 2024: ⟦79@total_trades⟧ Trades, ⟦32@winning_trades⟧ Gewinner mit im Schnitt "
  "⟦131,9@avg_win!⟧ Punkten, gesamt ⟦+1.183,1@total_pnl⟧.", c='L8', t='14:00'),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
A('b_fade_2023_vs_2024', 'faithful', 'it-IT', 'fairorgan',
  "short dopo tre rialzi, uscita a 2 giorni: nel 2023 ⟦+61,75@A.total_pnl⟧ punti su ⟦18@A.total_trades⟧ "
  "operazioni, nel 2024 ⟦+1.202@B.total_pnl⟧ su ⟦10@B.total_trades⟧. Meglio il 2024.", c='O9', t='16:00',
  f="1. Funiculì funiculà"),
A('b_fade_2023_vs_2024', 'faithful', 'ru-RU', 'skep',
  "2023 г.: PF ⟦1,02@A.profit_factor⟧, итог ⟦+61,75@A.total_pnl⟧; 2024 г.: PF ⟦2,82@B.profit_factor⟧, "
  "прибыльных сделок ⟦70@B.win_rate⟧ %.", c='U2', t='16:10'),
A('b_fade_2023_vs_2024', 'faithful', 'ja-JP', 'handbell',
  "三日続伸後の売り（2日で手仕舞い）：2024年は⟦+1,202@B.total_pnl⟧ポイント・勝率⟦70@B.win_rate⟧%、"
  "2023年は⟦+61.75@A.total_pnl⟧ポイント。", c='HB9', t='19:00'),
A('b_fade_2023_vs_2024', 'wrong_year', 'pt-BR', 'vane',
  "estratégia em 2024: ⟦+1.202@B.total_pnl⟧ pontos, enquanto o buy & hold de 2024 fez "
  "⟦+1.553,5@B.buy_and_hold_pnl~A.buy_and_hold_pnl!⟧.", c='CV0612', t='11:30'),
A('b_fade_2023_vs_2024', 'wrong_year', 'en-GB', 'kennel',
  "2023's run: ⟦18@A.total_trades⟧ trades, profit factor ⟦2.82@A.profit_factor~B.profit_factor!⟧, net "
  "⟦+61.75@A.total_pnl⟧ points.", c='Y5', t='17:00'),
A('b_fade_2023_vs_2024', 'derived', 'es-ES', 'tinmine',
  "2023: ⟦+61,75@A.total_pnl⟧; 2024: ⟦+1.202@B.total_pnl⟧ — resta mía: ⟦1.140,25@B.total_pnl-A.total_pnl!⟧ "
  "puntos más en 2024.", c='S4', t='15:20'),
# ---------------------------------------------------------------- x_compare_two_down
A('x_compare_two_down', 'faithful', 'de-DE', 'cobbler',
  "Zwei-Tage-Dip long: NQ ⟦−3.060,8@" + rw('NQ', 'total_pnl') + "⟧ Punkte (⟦−61.215,40@" +
  rw('NQ', 'total_pnl_currency') + "⟧ je Kontrakt), ES ⟦+130.751,25@" + rw('ES', 'total_pnl_currency') +
  "⟧ je Kontrakt; Sharpe ⟦−0,69@" + rw('NQ', 'sharpe') + "⟧ gegen ⟦1,67@" + rw('ES', 'sharpe') + "⟧.",
  c='S0917', t='09:30', f='auto'),
A('x_compare_two_down', 'faithful', 'nl-NL', 'tinmine',
  "ES werkt: PF ⟦2,09@" + rw('ES', 'profit_factor') + "⟧, winrate ⟦54,7@" + rw('ES', 'win_rate') + "⟧ %; "
  "NQ niet: PF ⟦0,79@" + rw('NQ', 'profit_factor') + "⟧.", c='N4', t='14:45'),
A('x_compare_two_down', 'faithful', 'zh-CN', 'turfrota',
  "连跌两天买入：NQ ⟦97@" + rw('NQ', 'trades') + "⟧ 笔，胜率 ⟦39.2@" + rw('NQ', 'win_rate') + "⟧%；ES ⟦64@" +
  rw('ES', 'trades') + "⟧ 笔，胜率 ⟦54.7@" + rw('ES', 'win_rate') + "⟧%。只有 ES 有效。", c='F5', t='06:10'),
A('x_compare_two_down', 'wrong_unit', 'pt-BR', 'skep',
  "compra após duas quedas: o ES somou ⟦+130.751@" + rw('ES', 'total_pnl_currency') + "~" +
  rw('ES', 'total_pnl_currency') + "!⟧ pontos, com PF ⟦2,09@" + rw('ES', 'profit_factor') + "⟧; o NQ, PF "
  "⟦0,79@" + rw('NQ', 'profit_factor') + "⟧.", c='C7', t='16:30', unit_note='currency per contract quoted as index points'),
A('x_compare_two_down', 'wrong_sign', 'fr-FR', 'shucking',
  "achat après deux baisses : sur le NQ, Sharpe ⟦+0,69@" + rw('NQ', 'sharpe') + "!⟧ et ⟦−3_060,8@" +
  rw('NQ', 'total_pnl') + "⟧ points ; sur l'ES, Sharpe ⟦1,67@" + rw('ES', 'sharpe') + "⟧.", c='M6', t='16:05'),
A('x_compare_two_down', 'wrong_row', 'ja-JP', 'vane',
  "ESのPFは⟦2.09@" + rw('ES', 'profit_factor') + "⟧で機能、ただし最大ドローダウンは⟦4,632.9@" +
  rw('ES', 'max_drawdown') + "~" + rw('NQ', 'max_drawdown') + "!⟧ポイント。", c='WV0808', t='10:40'),
# ---------------------------------------------------------------- x_portfolio_two_down
A('x_portfolio_two_down', 'faithful', 'it-IT', 'shucking',
  "NQ ed ES insieme, rischio 1% per operazione su un milione: ⟦+48.758,95@total_pnl⟧ (⟦+4,88@return_pct⟧ %), "
  "drawdown massimo ⟦78.853,15@max_drawdown⟧.", c='M1', t='12:10'),
A('x_portfolio_two_down', 'faithful', 'ja-JP', 'terrace',
  "NQ+ESポートフォリオ：最終資産⟦1,048,758.95@final_equity⟧、NQの脚は⟦−86,112.30@leg('NQ').pnl⟧、"
  "ESの脚は⟦+134,871.25@leg('ES').pnl⟧。", c='R5', t='18:30'),
A('x_portfolio_two_down', 'faithful', 'zh-CN', 'fairorgan',
  "NQ 与 ES 组合：共 ⟦161@trades⟧ 笔，净赚 ⟦48,758.95@total_pnl⟧，最大回撤 ⟦7.2@max_drawdown_pct⟧%。",
  c='Q2', t='20:00'),
A('x_portfolio_two_down', 'wrong_sign', 'ru-RU', 'turfrota',
  "портфель NQ+ES: итог ⟦+48_758,95@total_pnl⟧, нога NQ ⟦+86_112,30@leg('NQ').pnl!⟧, нога ES "
  "⟦+134_871,25@leg('ES').pnl⟧.", c='U4', t='06:40'),
A('x_portfolio_two_down', 'wrong_column', 'en-US', 'skep',
  "NQ + ES on a million at 1% risk: total P&L $⟦78,853.15@total_pnl~max_drawdown!⟧ over ⟦161@trades⟧ trades.",
  c='S9', t='16:10'),
A('x_portfolio_two_down', 'invented', 'nl-NL', 'quaytally',
  "portefeuille NQ + ES: ⟦+48.758,95@total_pnl⟧ winst, maximale drawdown ⟦5,9@max_drawdown_pct!⟧ %.",
  c='K8', t='20:20'),
]
