"""Backtests, comparison and portfolio (b_rsi_long ... x_portfolio_two_down). Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A

Y23, Y24 = "mr('2023 ([+-][0-9.]+) [(]')", "mr('2024 ([+-][0-9.]+) [(]')"
N23 = "mr('2023 [+-][0-9.]+ [(]([0-9]+)')"
STOPS = "mr('stop ([0-9]+) ')"


def r(inst, col):
    return f"row('{inst}').{col}"


def leg(inst, col):
    return f"leg('{inst}').{col}"


ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
A('b_rsi_long', 'faithful', 'ru-RU', 'lobster',
  "RSI(14) ниже 30, лонг, выход через 5 дней, стоп 1 %: ⟦36@total_trades⟧ сделок, прибыльных ⟦7@winning_trades⟧, "
  "итог ⟦−917,4@total_pnl⟧ пункта, PF ⟦0,76@profit_factor⟧. Лучшая сделка — вход ⟦28 марта@D:2024-03-28⟧, "
  "⟦+680,5@best_trade⟧."),
A('b_rsi_long', 'faithful', 'zh-CN', 'moped',
  "RSI(14) 低于 30 做多、持有 5 天、1% 止损：共 ⟦36@total_trades⟧ 笔，胜率 ⟦19.4@win_rate⟧%，总计 "
  "⟦−917.4@total_pnl⟧ 点，最大回撤 ⟦1,368.1@max_drawdown⟧ 点。"),
A('b_rsi_long', 'faithful', 'es-ES', 'watchrepair',
  "largos con RSI(14) bajo 30, salida a 5 días y stop del 1 %: ⟦36@total_trades⟧ operaciones, ⟦29@losing_trades⟧ "
  "perdedoras, ⟦28@" + STOPS + "⟧ cerradas por stop. Total ⟦−917,44@total_pnl⟧ puntos frente a ⟦−7.162,75@"
  "buy_and_hold_pnl⟧ del buy and hold."),
A('b_rsi_long', 'wrong_column', 'ja-JP', 'pilotboat',
  "RSI(14)が30未満での買い：⟦36@total_trades⟧回、勝ち⟦7@winning_trades⟧回。平均利益は⟦680.5@avg_win~best_trade!⟧"
  "ポイント、平均損失は⟦−129.5@avg_loss⟧ポイント。"),
A('b_rsi_long', 'wrong_unit', 'en-GB', 'keycutting',
  "RSI(14) long below 30, 5-day exit, 1% stop: ⟦36@total_trades⟧ trades, each held ⟦1.86@avg_bars_held~avg_bars_held!⟧ "
  "hours on average, total ⟦−917.4@total_pnl⟧ points.", unit_note='bars (trading days) quoted as hours'),
A('b_rsi_long', 'wrong_sign', 'nl-NL', 'dredger',
  "RSI(14) onder 30 kopen, 5 dagen vasthouden, 1 % stop: ⟦36@total_trades⟧ trades, verwachting per trade "
  "⟦+25,48@expectancy!⟧ punten, winstfactor ⟦0,76@profit_factor⟧."),
# ---------------------------------------------------------------- b_fade_3up
A('b_fade_3up', 'faithful', 'pl-PL', 'greengrocer',
  "krótko po trzech wzrostowych dniach, cel 50 pkt, stop 30 pkt, od 2023 r.: ⟦47@total_trades⟧ transakcji, "
  "⟦21@winning_trades⟧ zyskownych i ⟦26@losing_trades⟧ stratnych, wynik ⟦+270@total_pnl⟧ pkt, PF "
  "⟦1,35@profit_factor⟧."),
A('b_fade_3up', 'faithful', 'de-DE', 'lobster',
  "Short nach drei Aufwärtstagen, Ziel 50, Stopp 30, seit 2023: ⟦47@total_trades⟧ Trades, Trefferquote "
  "⟦44,7@win_rate⟧ %, gesamt ⟦+270@total_pnl⟧ Punkte; 2023 brachte ⟦+30@" + Y23 + "⟧, 2024 ⟦+240@" + Y24 + "⟧."),
A('b_fade_3up', 'faithful', 'en-US', 'keycutting',
  "Fading three up days (short, 50-point target, 30-point stop) since 2023: ⟦47@total_trades⟧ trades, "
  "⟦21@winning_trades⟧ take-profits and ⟦26@" + STOPS + "⟧ stops, net ⟦+270@total_pnl⟧ points, max drawdown "
  "⟦190@max_drawdown⟧."),
A('b_fade_3up', 'wrong_year', 'es-ES', 'terrarium',
  "corto tras tres subidas, objetivo 50 y stop 30: en 2023 ganó ⟦+240@" + Y23 + "~" + Y24 + "!⟧ puntos en "
  "⟦31@" + N23 + "⟧ operaciones."),
A('b_fade_3up', 'wrong_sign', 'zh-CN', 'watchrepair',
  "连涨三天后做空（止盈 50 点、止损 30 点）：⟦47@total_trades⟧ 笔，总计 ⟦+270@total_pnl⟧ 点；同期买入持有为 "
  "⟦+7,162.75@buy_and_hold_pnl!⟧ 点。"),
A('b_fade_3up', 'derived', 'ja-JP', 'moped',
  "3日続伸後の売り（利確50・損切30）：⟦47@total_trades⟧回、合計⟦+270@total_pnl⟧ポイント、うち2024年が"
  "⟦+240@" + Y24 + "⟧。手計算では合計の⟦88.9@" + Y24 + "/total_pnl*100!⟧%が2024年の分。"),
# ---------------------------------------------------------------- b_sma_cross
A('b_sma_cross', 'faithful', 'fr-FR', 'butcher',
  "croisement au-dessus de la SMA(20), achat tenu 10 jours : ⟦16@total_trades⟧ trades, ⟦4@winning_trades⟧ gagnants "
  "seulement, total ⟦−4_681,25@total_pnl⟧ points, facteur de profit ⟦0,37@profit_factor⟧."),
A('b_sma_cross', 'faithful', 'nl-NL', 'pilotboat',
  "SMA(20)-kruising, long, 10 dagen vasthouden: ⟦16@total_trades⟧ trades, ⟦−4.681,25@total_pnl⟧ punten; 2023 gaf "
  "⟦−1.096,8@" + Y23 + "⟧, 2024 ⟦−3.584,5@" + Y24 + "⟧."),
A('b_sma_cross', 'faithful', 'en-US', 'lobster',
  "Long on a close crossing above SMA(20), held 10 days: best trade ⟦+1,270@best_trade⟧ points, entered "
  "⟦Sep 12, 2023@D:2023-09-12⟧; worst ⟦−1,800.75@worst_trade⟧. Max drawdown ⟦4,864.5@max_drawdown⟧."),
A('b_sma_cross', 'faithful', 'pt-BR', 'terrarium',
  "cruzamento do fechamento acima da SMA(20), compra por 10 dias: ⟦16@total_trades⟧ operações, taxa de acerto "
  "⟦25@win_rate⟧%, ganho médio ⟦+686,4@avg_win⟧ e perda média ⟦−618,9@avg_loss⟧."),
A('b_sma_cross', 'wrong_year', 'ja-JP', 'glider',
  "SMA(20)上抜けの買い（10日保有）：2024年は⟦−1,096.8@" + Y24 + "~" + Y23 + "!⟧ポイント、通算では"
  "⟦−4,681.25@total_pnl⟧ポイント。"),
A('b_sma_cross', 'wrong_column', 'es-ES', 'dredger',
  "compra al cruzar la SMA(20), 10 días: ⟦16@total_trades⟧ operaciones y un resultado total de "
  "⟦−4.864,5@total_pnl~-max_drawdown!⟧ puntos."),
A('b_sma_cross', 'miscomputed', 'de-DE', 'greengrocer',
  "SMA(20)-Kreuzung, long, 10 Tage: gesamt ⟦−4.681,25@total_pnl⟧ Punkte, davon 2024 ⟦−3.584,5@" + Y24 + "⟧; nach "
  "meiner Rechnung entfallen ⟦67,57@" + Y24 + "/total_pnl*100!⟧ % des Verlusts auf 2024."),
# ---------------------------------------------------------------- b_breakdown_short_2024
A('b_breakdown_short_2024', 'faithful', 'en-GB', 'watchrepair',
  "shorting a close below the prior low in 2024 (1% target, 0.5% stop, 3-day exit): ⟦79@total_trades⟧ trades, "
  "⟦32@winning_trades⟧ winners, all of them take-profits, net ⟦+1,183.1@total_pnl⟧ points, Sharpe ⟦1.35@sharpe⟧."),
A('b_breakdown_short_2024', 'faithful', 'pl-PL', 'pilotboat',
  "short po zamknięciu pod poprzednim dołkiem, 2024 r.: ⟦79@total_trades⟧ transakcji, skuteczność "
  "⟦40,5@win_rate⟧%, wynik ⟦+1183,11@total_pnl⟧ pkt, maks. obsunięcie ⟦316,25@max_drawdown⟧."),
A('b_breakdown_short_2024', 'faithful', 'it-IT', 'nailsalon',
  "short sotto il minimo precedente nel 2024: ⟦79@total_trades⟧ operazioni, la migliore l'"
  "⟦11 gennaio@D:2024-01-11⟧ con ⟦+171,7@best_trade⟧ punti, la peggiore ⟦−87,26@worst_trade⟧; il buy and hold "
  "segna ⟦−8.634,75@buy_and_hold_pnl⟧."),
A('b_breakdown_short_2024', 'wrong_sign', 'en-US', 'butcher',
  "2024 breakdown short: ⟦79@total_trades⟧ trades, net ⟦+1,183.1@total_pnl⟧ points; the worst single trade came to "
  "⟦+87.26@worst_trade!⟧."),
A('b_breakdown_short_2024', 'wrong_row', 'es-ES', 'terrarium',
  "corto en ruptura del mínimo anterior, 2024: ⟦79@total_trades⟧ operaciones; la mejor, el "
  "⟦11 de enero@D:2024-01-11⟧, dejó ⟦+165,23@best_trade~trd('2024-01-30').pnl!⟧ puntos."),
A('b_breakdown_short_2024', 'coincidental', 'fr-FR', 'keycutting',
  "vente sous le plus bas de la veille en 2024 : ⟦79@total_trades⟧ trades, dont ⟦25@winning_trades!⟧ gagnants, "
  "tous sortis à l'objectif."),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
A('b_fade_2023_vs_2024', 'faithful', 'it-IT', 'glider',
  "meglio nel 2024. Short dopo tre rialzi, uscita a 2 giorni: 2023 ⟦+61,75@A.total_pnl⟧ punti su "
  "⟦18@A.total_trades⟧ operazioni (PF ⟦1,02@A.profit_factor⟧); 2024 ⟦+1.202@B.total_pnl⟧ su ⟦10@B.total_trades⟧ "
  "(PF ⟦2,82@B.profit_factor⟧)."),
A('b_fade_2023_vs_2024', 'faithful', 'ja-JP', 'piercing',
  "3日続伸後の売り（2日で手仕舞い）：2023年は⟦18@A.total_trades⟧回で⟦+61.75@A.total_pnl⟧ポイント、2024年は"
  "⟦10@B.total_trades⟧回で⟦+1,202@B.total_pnl⟧ポイント、勝率⟦70@B.win_rate⟧%。2024年の方が良い。"),
A('b_fade_2023_vs_2024', 'faithful', 'pt-BR', 'watchrepair',
  "2024 foi bem melhor: ⟦+1.202@B.total_pnl⟧ pontos, acerto de ⟦70@B.win_rate⟧% e Sharpe ⟦1,33@B.sharpe⟧, contra "
  "⟦+61,75@A.total_pnl⟧ pontos, ⟦55,6@A.win_rate⟧% e Sharpe ⟦0,03@A.sharpe⟧ em 2023."),
A('b_fade_2023_vs_2024', 'faithful', 'fr-FR', 'pilotboat',
  "vendre après trois hausses, sortie à 2 jours : en 2023, meilleur trade ⟦+1_147,75@A.best_trade⟧ le "
  "⟦20 juillet 2023@D:2023-07-20⟧, pire ⟦−697@A.worst_trade⟧ ; en 2024, meilleur ⟦+465,75@B.best_trade⟧, pire "
  "⟦−381,75@B.worst_trade⟧. 2024 l'emporte au total."),
A('b_fade_2023_vs_2024', 'wrong_year', 'ru-RU', 'greengrocer',
  "шорт после трёх растущих дней, выход через 2 дня: в 2023 г. доля прибыльных сделок ⟦70@A.win_rate~B.win_rate!⟧ %, "
  "итог ⟦+61,75@A.total_pnl⟧ пункта."),
A('b_fade_2023_vs_2024', 'wrong_year', 'pl-PL', 'nailsalon',
  "short po trzech wzrostach, wyjście po 2 dniach: w 2024 r. wynik ⟦+61,75@B.total_pnl~A.total_pnl!⟧ pkt przy "
  "⟦10@B.total_trades⟧ transakcjach."),
A('b_fade_2023_vs_2024', 'misrounded', 'de-DE', 'moped',
  "Short nach drei Aufwärtstagen, Ausstieg nach 2 Tagen: 2023 durchschnittlicher Verlust ⟦−454,8@A.avg_loss!⟧ "
  "Punkte bei ⟦8@A.losing_trades⟧ Verlusttrades, 2024 ⟦−220,33@B.avg_loss⟧ bei ⟦3@B.losing_trades⟧."),
# ---------------------------------------------------------------- x_compare_two_down
A('x_compare_two_down', 'faithful', 'de-DE', 'watchrepair',
  "Kauf nach zwei Abwärtstagen, 3 Tage halten, 2 % Stopp: ES ⟦64@" + r('ES', 'trades') + "⟧ Trades, Profitfaktor "
  "⟦2,09@" + r('ES', 'profit_factor') + "⟧, Sharpe ⟦1,67@" + r('ES', 'sharpe') + "⟧, pro Kontrakt ⟦+130.751,25@"
  + r('ES', 'total_pnl_currency') + "⟧; NQ ⟦97@" + r('NQ', 'trades') + "⟧ Trades, Sharpe ⟦−0,69@" + r('NQ', 'sharpe')
  + "⟧. Funktioniert nur auf ES."),
A('x_compare_two_down', 'faithful', 'ru-RU', 'butcher',
  "покупка после двух падающих дней: на NQ ⟦97@" + r('NQ', 'trades') + "⟧ сделок, итог ⟦−3060,77@"
  + r('NQ', 'total_pnl') + "⟧ пункта (⟦−61_215,4@" + r('NQ', 'total_pnl_currency') + "⟧ на контракт); на ES "
  "⟦64@" + r('ES', 'trades') + "⟧ сделки и ⟦+130_751,25@" + r('ES', 'total_pnl_currency') + "⟧ на контракт. "
  "Работает только ES."),
A('x_compare_two_down', 'faithful', 'fr-FR', 'nailsalon',
  "deux baisses puis achat, sortie à 3 jours, stop 2 % : NQ gagne ⟦39,2@" + r('NQ', 'win_rate') + "⟧ % du temps, "
  "ES ⟦54,7@" + r('ES', 'win_rate') + "⟧ % ; drawdown max de NQ ⟦4_632,9@" + r('NQ', 'max_drawdown') + "⟧ points. "
  "Seul ES tient la route."),
A('x_compare_two_down', 'wrong_sign', 'es-ES', 'piercing',
  "comprar tras dos días bajistas: en NQ ⟦97@" + r('NQ', 'trades') + "⟧ operaciones y un total de ⟦+3.060,77@"
  + r('NQ', 'total_pnl') + "!⟧ puntos; en ES ⟦64@" + r('ES', 'trades') + "⟧ operaciones, factor de beneficio ⟦2,09@"
  + r('ES', 'profit_factor') + "⟧."),
A('x_compare_two_down', 'wrong_unit', 'en-US', 'terrarium',
  "Two-down-days long, 3-day hold, 2% stop: NQ ended at ⟦−3,060.77@" + r('NQ', 'total_pnl') + "~" + r('NQ', 'total_pnl')
  + "!⟧ dollars per contract, while ES made ⟦+130,751.25@" + r('ES', 'total_pnl_currency') + "⟧ per contract.",
  unit_note='index points quoted as currency per contract'),
A('x_compare_two_down', 'invented', 'zh-CN', 'moped',
  "连跌两天后做多：NQ ⟦97@" + r('NQ', 'trades') + "⟧ 笔，盈利因子 ⟦0.79@" + r('NQ', 'profit_factor') + "⟧；ES ⟦64@"
  + r('ES', 'trades') + "⟧ 笔，每笔期望 ⟦52.3@" + r('ES', 'expectancy') + "!⟧ 点。"),
# ---------------------------------------------------------------- x_portfolio_two_down
A('x_portfolio_two_down', 'faithful', 'de-DE', 'lobster',
  "Portfolio NQ + ES, 1 % Risiko je Trade auf eine Million: Endkapital ⟦1.048.758,95@final_equity⟧, Gewinn "
  "⟦+48.758,95@total_pnl⟧ (⟦+4,88@return_pct⟧ %), max. Drawdown ⟦78.853,15@max_drawdown⟧ (⟦7,2@max_drawdown_pct⟧ %)."),
A('x_portfolio_two_down', 'faithful', 'pl-PL', 'keycutting',
  "portfel NQ + ES, ryzyko 1 % na transakcję, kapitał ⟦1_000_000@capital⟧: ⟦161@trades⟧ transakcji, wynik "
  "⟦+48_758,95@total_pnl⟧; noga NQ ⟦−86_112,30@" + leg('NQ', 'pnl') + "⟧, noga ES ⟦+134_871,25@" + leg('ES', 'pnl')
  + "⟧. Cały zysk daje ES."),
A('x_portfolio_two_down', 'faithful', 'zh-CN', 'watchrepair',
  "NQ 与 ES 组合（每笔风险 1%，本金 ⟦1,000,000@capital⟧）：共 ⟦161@trades⟧ 笔，总收益 ⟦+48,758.95@total_pnl⟧"
  "（⟦+4.88@return_pct⟧%），NQ 腿 ⟦−86,112.3@" + leg('NQ', 'pnl') + "⟧，ES 腿 ⟦+134,871.25@" + leg('ES', 'pnl') + "⟧。"),
A('x_portfolio_two_down', 'wrong_unit', 'ru-RU', 'pilotboat',
  "портфель NQ + ES, риск 1 % на сделку: итог ⟦+48_758,95@total_pnl⟧, максимальная просадка "
  "⟦78_853,15@max_drawdown~max_drawdown!⟧ пункта.", unit_note='currency drawdown quoted as index points'),
A('x_portfolio_two_down', 'wrong_sign', 'en-GB', 'greengrocer',
  "NQ + ES dip portfolio, 1% risk a trade on a million: ⟦161@trades⟧ trades, ⟦+48,758.95@total_pnl⟧ overall; "
  "the NQ leg contributed ⟦+177@" + leg('NQ', 'contribution_pct') + "!⟧% of the total, ES ⟦277@"
  + leg('ES', 'contribution_pct') + "⟧%."),
A('x_portfolio_two_down', 'miscomputed', 'pt-BR', 'piercing',
  "carteira NQ + ES com 1% de risco: a perna NQ perdeu ⟦−86.112,30@" + leg('NQ', 'pnl') + "⟧ em ⟦97@"
  + leg('NQ', 'trades') + "⟧ operações, ou ⟦−878,76@" + leg('NQ', 'pnl') + "/" + leg('NQ', 'trades')
  + "!⟧ por operação pelas minhas contas."),
A('x_portfolio_two_down', 'coincidental', 'nl-NL', 'moped',
  "portefeuille NQ + ES, 1 % risico per trade op een miljoen: rendement ⟦7,18@return_pct!⟧ %, eindkapitaal "
  "⟦1.048.758,95@final_equity⟧."),
]
