"""Backtests, comparison and portfolio (b_rsi_long ... x_portfolio_two_down). Markers: see ../../blind4/lib.py.
Layouts: _reg.py. '_' between digits = the locale's group separator (U+202F fr, U+00A0 ru/pl)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A

Y23, Y24 = "mr('2023 ([+-][0-9.]+) [(]')", "mr('2024 ([+-][0-9.]+) [(]')"
N23, N24 = "mr('2023 [+-][0-9.]+ [(]([0-9]+)')", "mr('2024 [+-][0-9.]+ [(]([0-9]+)')"


def r(x, col):
    return f"row('{x}').{col}"


ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
A('b_rsi_long', 'faithful', 'it-IT', 'ikebana',
  "RSI(14) sotto 30, long, uscita dopo 5 giorni, stop 1 %: ⟦36@total_trades⟧ operazioni, solo ⟦7@winning_trades⟧ "
  "vincenti (⟦19,4 %@win_rate⟧), totale ⟦−917,44@total_pnl⟧ punti, profit factor ⟦0,76@profit_factor⟧."),
A('b_rsi_long', 'faithful', 'nl-NL', 'goldsmith',
  "RSI(14)-long met 1 % stop: de beste trade ging in op ⟦28 maart@D:2024-03-28⟧ en leverde ⟦+680,5@best_trade⟧ "
  "punten op; ⟦28@mr('stop ([0-9]+) ')⟧ trades eindigden op de stop. Totaal ⟦−917,4@total_pnl⟧."),
A('b_rsi_long', 'faithful', 'zh-CN', 'tennis',
  "RSI(14) 低于 30 买入、持有 5 天、1% 止损：共 ⟦36@total_trades⟧ 笔，最大回撤 ⟦1,368.1@max_drawdown⟧ 点，夏普 "
  "⟦−0.46@sharpe⟧，同期买入持有为 ⟦−7,162.75@buy_and_hold_pnl⟧ 点。"),
A('b_rsi_long', 'faithful', 'es-ES', 'mahjong',
  "compra con RSI(14) bajo 30, salida a 5 días y stop del 1 %: esperanza ⟦−25,48@expectancy⟧ puntos por operación, "
  "ganancia media ⟦+405,54@avg_win⟧, pérdida media ⟦−129,52@avg_loss⟧, exposición ⟦20,5 %@exposure_pct⟧."),
A('b_rsi_long', 'wrong_column', 'ja-JP', 'caddie',
  "RSI(14)<30 の買い戦略：⟦36@total_trades⟧トレード、平均損失 ⟦−163.0@avg_loss~worst_trade!⟧ポイント、勝率 "
  "⟦19.4%@win_rate⟧。"),
A('b_rsi_long', 'wrong_sign', 'pt-BR', 'minigolf',
  "RSI(14) abaixo de 30, compra, saída em 5 dias, stop de 1%: Sortino de ⟦+0,92@sortino!⟧ e Sharpe de "
  "⟦−0,46@sharpe⟧."),
A('b_rsi_long', 'wrong_unit', 'pl-PL', 'engraver',
  "RSI(14) poniżej 30, long, wyjście po 5 dniach, stop 1%: ⟦36@total_trades⟧ transakcji, w rynku przez "
  "⟦20,5@exposure_pct~exposure_pct!⟧ dnia.", unit_note='exposure (a percentage of bars) quoted as days'),
# ---------------------------------------------------------------- b_fade_3up
A('b_fade_3up', 'faithful', 'pt-BR', 'caddie',
  "venda após três altas seguidas, alvo 50 e stop 30 pontos, desde 2023: ⟦47@total_trades⟧ operações, "
  "⟦21@winning_trades⟧ no alvo e ⟦26@losing_trades⟧ no stop, total de ⟦+270@total_pnl⟧ pontos."),
A('b_fade_3up', 'faithful', 'ru-RU', 'minigolf',
  "шорт после трёх растущих дней, цель 50, стоп 30: по годам 2023 — ⟦+30@" + Y23 + "⟧ пунктов (⟦31@" + N23 +
  "⟧ сделка), 2024 — ⟦+240@" + Y24 + "⟧ (⟦16@" + N24 + "⟧)."),
A('b_fade_3up', 'faithful', 'en-US', 'ikebana',
  "Fading three up days (50-pt target, 30-pt stop) since 2023: win rate ⟦44.7%@win_rate⟧, profit factor "
  "⟦1.35@profit_factor⟧, max drawdown ⟦190@max_drawdown⟧ pts, Sharpe ⟦0.69@sharpe⟧."),
A('b_fade_3up', 'wrong_year', 'de-DE', 'mahjong',
  "Short nach drei Aufwärtstagen, Ziel 50, Stopp 30: 2024 brachte ⟦31@" + N24 + "~" + N23 + "!⟧ Trades und "
  "⟦+240@" + Y24 + "⟧ Punkte."),
A('b_fade_3up', 'invented', 'fr-FR', 'goldsmith',
  "short après trois hausses, objectif 50, stop 30 : ⟦47@total_trades⟧ trades, facteur de profit "
  "⟦1,76@profit_factor!⟧."),
A('b_fade_3up', 'misrounded', 'it-IT', 'engraver',
  "short dopo tre rialzi consecutivi, target 50 e stop 30: percentuale di successo ⟦44,6 %@win_rate!⟧ su "
  "⟦47@total_trades⟧ operazioni."),
# ---------------------------------------------------------------- b_sma_cross
A('b_sma_cross', 'faithful', 'it-IT', 'minigolf',
  "incrocio al rialzo della SMA(20), long per 10 giorni: ⟦16@total_trades⟧ operazioni, ⟦4@winning_trades⟧ "
  "vincenti, totale ⟦−4.681,25@total_pnl⟧ punti, drawdown massimo ⟦4.864,5@max_drawdown⟧."),
A('b_sma_cross', 'faithful', 'ru-RU', 'mahjong',
  "пересечение SMA(20), лонг на 10 дней: лучшая сделка открыта ⟦12 сентября 2023@D:2023-09-12⟧ и дала "
  "⟦+1270@best_trade⟧ пунктов, худшая ⟦−1800,75@worst_trade⟧."),
A('b_sma_cross', 'faithful', 'es-ES', 'ikebana',
  "cruce al alza de la SMA(20) con 10 días de mantenimiento: 2023 dejó ⟦−1.096,8@" + Y23 + "⟧ puntos en ⟦9@" +
  N23 + "⟧ operaciones y 2024 ⟦−3.584,5@" + Y24 + "⟧ en ⟦7@" + N24 + "⟧."),
A('b_sma_cross', 'wrong_year', 'fr-FR', 'haberdash',
  "croisement de la SMA(20), achat tenu 10 jours : en 2023 la stratégie a fini à ⟦−3_584,5@" + Y23 + "~" + Y24 +
  "!⟧ points sur ⟦9@" + N23 + "⟧ trades."),
A('b_sma_cross', 'wrong_sign', 'en-US', 'tennis',
  "Long on a close above the SMA(20), held 10 days: ⟦16@total_trades⟧ trades, average loss ⟦+618.9@avg_loss!⟧ pts, "
  "average win ⟦+686.4@avg_win⟧ pts."),
A('b_sma_cross', 'derived', 'de-DE', 'climbing',
  "Kreuzung über die SMA(20), 10 Tage Haltedauer: 2023 ⟦−1.096,8@" + Y23 + "⟧ Punkte, 2024 ⟦−3.584,5@" + Y24 +
  "⟧; 2024 war damit um ⟦2.487,7@" + Y23 + "-" + Y24 + "!⟧ Punkte schlechter, selbst gerechnet."),
# ---------------------------------------------------------------- b_breakdown_short_2024
A('b_breakdown_short_2024', 'faithful', 'zh-CN', 'minigolf',
  "2024 年跌破前低做空（1% 止盈、0.5% 止损、3 天离场）：共 ⟦79@total_trades⟧ 笔，盈利 ⟦32@winning_trades⟧ 笔，"
  "全部止盈离场；合计 ⟦+1,183.1@total_pnl⟧ 点。"),
A('b_breakdown_short_2024', 'faithful', 'es-ES', 'trampoline',
  "corto al perder el mínimo previo en 2024: ⟦79@total_trades⟧ operaciones, acierto del ⟦40,5 %@win_rate⟧, factor "
  "de beneficio ⟦1,39@profit_factor⟧, drawdown máximo ⟦316,25@max_drawdown⟧ puntos."),
A('b_breakdown_short_2024', 'faithful', 'pt-BR', 'mahjong',
  "venda na perda da mínima anterior, 2024: melhor operação em ⟦11/01@D:2024-01-11⟧, ⟦+171,7@best_trade⟧ pontos; "
  "pior em ⟦05/01@D:2024-01-05⟧, ⟦−87,26@worst_trade⟧."),
A('b_breakdown_short_2024', 'wrong_sign', 'fr-FR', 'caddie',
  "short sur cassure du plus bas de la veille, 2024 : ⟦+1_183,1@total_pnl⟧ points pour la stratégie, alors que "
  "l'achat-conservation aurait rapporté ⟦+8_634,75@buy_and_hold_pnl!⟧ points."),
A('b_breakdown_short_2024', 'misrounded', 'ja-JP', 'tennis',
  "2024年、前日安値割れの売り：⟦79@total_trades⟧回、合計 ⟦+1,183.2@total_pnl!⟧ポイント、シャープ ⟦1.35@sharpe⟧。"),
A('b_breakdown_short_2024', 'wrong_unit', 'ru-RU', 'climbing',
  "шорт на пробое вчерашнего минимума, 2024 г.: ⟦79@total_trades⟧ сделок, матожидание "
  "⟦14,98@expectancy~expectancy!⟧ % на сделку.", unit_note='expectancy in index points quoted as percent per trade'),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
A('b_fade_2023_vs_2024', 'faithful', 'de-DE', 'minigolf',
  "Short nach drei Aufwärtstagen, Ausstieg nach 2 Tagen: 2023 ⟦+61,75@A.total_pnl⟧ Punkte aus ⟦18@A.total_trades⟧ "
  "Trades, 2024 ⟦+1.202@B.total_pnl⟧ aus ⟦10@B.total_trades⟧. 2024 lief klar besser."),
A('b_fade_2023_vs_2024', 'faithful', 'fr-FR', 'antique',
  "fade de trois hausses, sortie à 2 jours : taux de réussite ⟦55,6 %@A.win_rate⟧ en 2023 contre ⟦70 %@B.win_rate⟧ "
  "en 2024, facteur de profit ⟦1,02@A.profit_factor⟧ contre ⟦2,82@B.profit_factor⟧."),
A('b_fade_2023_vs_2024', 'faithful', 'pt-BR', 'engraver',
  "venda após três altas, saída em 2 dias: a melhor operação de 2023 entrou em ⟦20/07/2023@D:2023-07-20⟧ e rendeu "
  "⟦+1.147,75@A.best_trade⟧ pontos; em 2024 a melhor rendeu ⟦+465,75@B.best_trade⟧."),
A('b_fade_2023_vs_2024', 'wrong_year', 'it-IT', 'caddie',
  "short dopo tre rialzi, uscita a 2 giorni: nel 2024 il drawdown massimo è stato di "
  "⟦1.685,25@B.max_drawdown~A.max_drawdown!⟧ punti su ⟦10@B.total_trades⟧ operazioni."),
A('b_fade_2023_vs_2024', 'wrong_sign', 'pl-PL', 'mahjong',
  "krótka po trzech wzrostach, wyjście po 2 dniach: w 2023 r. najgorsza transakcja dała ⟦+697@A.worst_trade!⟧ pkt, "
  "najlepsza ⟦+1147,75@A.best_trade⟧."),
A('b_fade_2023_vs_2024', 'invented', 'nl-NL', 'badminton',
  "fade na drie stijgende dagen, uitstap na 2 dagen: 2024 gaf ⟦+1.202@B.total_pnl⟧ punten bij een Sharpe van "
  "⟦1,71@B.sharpe!⟧."),
A('b_fade_2023_vs_2024', 'derived', 'en-GB', 'tennis',
  "fading three up days with a 2-day exit: ⟦+61.75@A.total_pnl⟧ points in 2023 versus ⟦+1,202@B.total_pnl⟧ in 2024; "
  "by my subtraction 2024 made ⟦1,140.25@B.total_pnl-A.total_pnl!⟧ points more."),
# ---------------------------------------------------------------- x_compare_two_down
A('x_compare_two_down', 'faithful', 'ru-RU', 'caddie',
  "покупка после двух падающих дней, выход через 3 дня, стоп 2 %: NQ — ⟦97@" + r('NQ', 'trades') + "⟧ сделок, "
  "⟦−61_215,4@" + r('NQ', 'total_pnl_currency') + "⟧ на контракт; ES — ⟦64@" + r('ES', 'trades') + "⟧ сделки, "
  "⟦+130_751,25@" + r('ES', 'total_pnl_currency') + "⟧. Работает только на ES."),
A('x_compare_two_down', 'faithful', 'en-US', 'engraver',
  "Buying after two down days (3-day exit, 2% stop): NQ Sharpe ⟦−0.69@" + r('NQ', 'sharpe') + "⟧, profit factor "
  "⟦0.79@" + r('NQ', 'profit_factor') + "⟧; ES Sharpe ⟦1.67@" + r('ES', 'sharpe') + "⟧, profit factor ⟦2.09@" +
  r('ES', 'profit_factor') + "⟧. Only ES holds up."),
A('x_compare_two_down', 'faithful', 'es-ES', 'climbing',
  "compra tras dos días bajistas: acierto del ⟦39,2 %@" + r('NQ', 'win_rate') + "⟧ en NQ y del ⟦54,7 %@" +
  r('ES', 'win_rate') + "⟧ en ES; esperanza de ⟦−31,55@" + r('NQ', 'expectancy') + "⟧ frente a ⟦+40,86@" +
  r('ES', 'expectancy') + "⟧ puntos."),
A('x_compare_two_down', 'faithful', 'de-DE', 'mahjong',
  "Kauf nach zwei Abwärtstagen, NQ gegen ES: maximaler Drawdown beim NQ ⟦4.632,89@" + r('NQ', 'max_drawdown') +
  "⟧ Punkte; Buy-and-Hold brachte beim NQ ⟦−7.162,75@" + r('NQ', 'buy_and_hold_pnl') + "⟧, beim ES ⟦+3.532,25@" +
  r('ES', 'buy_and_hold_pnl') + "⟧ Punkte."),
A('x_compare_two_down', 'wrong_row', 'pl-PL', 'haberdash',
  "kupno po dwóch spadkowych sesjach: ES ma Sharpe ⟦−0,69@" + r('ES', 'sharpe') + "~" + r('NQ', 'sharpe') +
  "!⟧, a NQ współczynnik zysku ⟦0,79@" + r('NQ', 'profit_factor') + "⟧."),
A('x_compare_two_down', 'wrong_unit', 'nl-NL', 'antique',
  "kopen na twee dalende dagen: ES kwam uit op ⟦130.751,25@" + r('ES', 'total_pnl_currency') + "~" +
  r('ES', 'total_pnl_currency') + "!⟧ punten, NQ op ⟦−3.060,77@" + r('NQ', 'total_pnl') + "⟧ punten.",
  unit_note='currency per contract quoted as index points'),
A('x_compare_two_down', 'coincidental', 'pt-BR', 'trampoline',
  "compra após dois dias de queda: no NQ ⟦97@" + r('NQ', 'trades') + "⟧ operações com taxa de acerto de ⟦54,4%@" +
  r('NQ', 'win_rate') + "!⟧; no ES ⟦64@" + r('ES', 'trades') + "⟧ operações."),
# ---------------------------------------------------------------- x_portfolio_two_down
A('x_portfolio_two_down', 'faithful', 'nl-NL', 'antique',
  "portefeuille NQ plus ES, 1 % risico per trade op ⟦1.000.000@capital⟧: eindkapitaal ⟦1.048.758,95@final_equity⟧, "
  "rendement ⟦+4,88 %@return_pct⟧ over ⟦161@M.trades⟧ trades."),
A('x_portfolio_two_down', 'faithful', 'pl-PL', 'goldsmith',
  "portfel NQ + ES, ryzyko 1% na transakcję: NQ ⟦−86_112,30@leg('NQ').pnl⟧, ES ⟦+134_871,25@leg('ES').pnl⟧; "
  "maksymalne obsunięcie ⟦78_853,15@max_drawdown⟧ (⟦7,20%@max_drawdown_pct⟧). Zysk ciągnie ES."),
A('x_portfolio_two_down', 'faithful', 'ru-RU', 'engraver',
  "портфель NQ и ES, риск 1 % на сделку, капитал ⟦1_000_000@capital⟧: итог ⟦+48_758,95@total_pnl⟧, доля ES "
  "⟦277 %@leg('ES').contribution_pct⟧ результата, NQ ⟦−177 %@leg('NQ').contribution_pct⟧."),
A('x_portfolio_two_down', 'wrong_sign', 'es-ES', 'haberdash',
  "cartera NQ más ES con un 1 % de riesgo: la pata de ES aportó ⟦−134.871,25@leg('ES').pnl!⟧ y la de NQ "
  "⟦−86.112,30@leg('NQ').pnl⟧, para un total de ⟦+48.758,95@total_pnl⟧."),
A('x_portfolio_two_down', 'misrounded', 'fr-FR', 'badminton',
  "portefeuille NQ + ES, risque 1 % par trade : rendement de ⟦4,87 %@return_pct!⟧ sur le capital, ⟦161@M.trades⟧ "
  "trades au total."),
A('x_portfolio_two_down', 'wrong_unit', 'de-DE', 'tennis',
  "Portfolio NQ und ES, 1 % Risiko je Trade: Gewinn ⟦48.758,95@total_pnl~total_pnl!⟧ Punkte bei ⟦161@M.trades⟧ "
  "Trades.", unit_note='portfolio profit in currency quoted as index points'),
]
