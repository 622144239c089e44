"""Backtests, comparison and portfolio (b_rsi_long ... x_portfolio_two_down). Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A

Y23 = "mr('2023 ([+-][0-9.]+) [(]')"
Y24 = "mr('2024 ([+-][0-9.]+) [(]')"
N23 = "mr('2023 [+-][0-9.]+ [(]([0-9]+)')"
N24 = "mr('2024 [+-][0-9.]+ [(]([0-9]+)')"
STOPS = "mr('stop ([0-9]+) ')"


def r(i, col):
    return f"row('{i}').{col}"


def lg(i, col):
    return f"leg('{i}').{col}"


ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
A('b_rsi_long', 'faithful', 'es-ES', 'heather',
  "RSI(14) bajo 30, largo, salida a 5 días y stop del 1 %: ⟦36@total_trades⟧ operaciones, ⟦7@winning_trades⟧ "
  "ganadoras, total ⟦−917,4@total_pnl⟧ puntos, factor de beneficio ⟦0,76@profit_factor⟧, drawdown máximo "
  "⟦1.368,1@max_drawdown⟧."),
A('b_rsi_long', 'faithful', 'zh-CN', 'gnomon',
  "RSI(14) 低于 30 做多、持有 5 天、1% 止损：共 ⟦36@total_trades⟧ 笔，胜率 ⟦19.4%@win_rate⟧，合计 "
  "⟦−917.4@total_pnl⟧ 点；最好的一笔是⟦3月28日@D:2024-03-28⟧入场，⟦+680.5@trd('2024-03-28').pnl⟧ 点。"),
A('b_rsi_long', 'faithful', 'en-US', 'smokehouse',
  "RSI(14) < 30 long, 5-day exit, 1% stop: ⟦28@" + STOPS + "⟧ of ⟦36@total_trades⟧ trades hit the stop. "
  "Net ⟦−917.4@total_pnl⟧ pts, still better than buy & hold at ⟦−7,162.75@buy_and_hold_pnl⟧."),
A('b_rsi_long', 'faithful', 'nl-NL', 'chalkfig',
  "RSI(14) onder 30 kopen, 5 dagen vasthouden, 1% stop: verwachting ⟦−25,48@expectancy⟧ punt per trade, "
  "Sharpe ⟦−0,46@sharpe⟧, gemiddelde winst ⟦+405,5@avg_win⟧ tegen gemiddeld verlies ⟦−129,5@avg_loss⟧."),
A('b_rsi_long', 'wrong_sign', 'pt-BR', 'glassfloat',
  "compra com RSI(14) abaixo de 30, saída em 5 dias, stop de 1%: ⟦36@total_trades⟧ operações, resultado "
  "⟦−917,4@total_pnl⟧ pontos e Sharpe de ⟦+0,46@sharpe!⟧."),
A('b_rsi_long', 'wrong_column', 'fr-FR', 'quill',
  "achat RSI(14) sous 30, sortie à 5 jours, stop 1 % : ⟦36@total_trades⟧ trades, ⟦7@winning_trades⟧ gagnants, "
  "total ⟦−917,4@total_pnl⟧ points ; meilleur trade ⟦+405,5@best_trade~avg_win!⟧."),
A('b_rsi_long', 'misrounded', 'pl-PL', 'pinbarrel',
  "kupno przy RSI(14) poniżej 30, wyjście po 5 dniach, stop 1%: ⟦36@total_trades⟧ transakcji, wynik "
  "⟦−917,4@total_pnl⟧ pkt, wartość oczekiwana ⟦−25,49@expectancy!⟧ pkt na transakcję."),
# ---------------------------------------------------------------- b_fade_3up
A('b_fade_3up', 'faithful', 'es-ES', 'quill',
  "corto tras tres subidas, objetivo 50 y stop 30: ⟦47@total_trades⟧ operaciones, ⟦21@winning_trades⟧ "
  "ganadoras (⟦44,7@win_rate⟧ %), total ⟦+270@total_pnl⟧ puntos con drawdown máximo de ⟦190@max_drawdown⟧."),
A('b_fade_3up', 'faithful', 'it-IT', 'smokehouse',
  "short dopo tre rialzi, target 50 e stop 30: nel 2023 ⟦+30@" + Y23 + "⟧ punti su ⟦31@" + N23 + "⟧ trade, "
  "nel 2024 ⟦+240@" + Y24 + "⟧ su ⟦16@" + N24 + "⟧. Totale ⟦+270@total_pnl⟧."),
A('b_fade_3up', 'faithful', 'ru-RU', 'fresnel',
  "шорт после трёх растущих дней, цель 50, стоп 30: ⟦47@total_trades⟧ сделок, итог ⟦+270@total_pnl⟧ пунктов, "
  "профит-фактор ⟦1,35@profit_factor⟧, Шарп ⟦0,69@sharpe⟧."),
A('b_fade_3up', 'faithful', 'zh-CN', 'oiling',
  "三连涨后做空（目标 50 点、止损 30 点）：止盈 ⟦21@winning_trades⟧ 次共 ⟦+1,050@gross_profit⟧，止损 "
  "⟦26@losing_trades⟧ 次共 ⟦−780@gross_loss⟧，净赚 ⟦270@total_pnl⟧ 点。"),
A('b_fade_3up', 'wrong_year', 'de-DE', 'fordboard',
  "Short nach drei Aufwärtstagen, mit festem Ziel und Stop: ⟦47@total_trades⟧ Trades, insgesamt ⟦+270@total_pnl⟧ "
  "Punkte; davon brachte 2024 nur ⟦+30@" + Y24 + "~" + Y23 + "!⟧."),
A('b_fade_3up', 'miscomputed', 'fr-FR', 'glassfloat',
  "vente après trois hausses, objectif 50, stop 30 : ⟦21@winning_trades⟧ gains à ⟦+1_050@gross_profit⟧, "
  "⟦26@losing_trades⟧ pertes à ⟦−780@gross_loss⟧, soit selon mon calcul ⟦+207@gross_profit+gross_loss!⟧ points nets."),
A('b_fade_3up', 'invented', 'pt-BR', 'drillhire',
  "venda após três altas, alvo de 50 e stop de 30: ⟦47@total_trades⟧ operações, ⟦+270@total_pnl⟧ pontos, "
  "Sharpe de ⟦0,84@sharpe!⟧."),
# ---------------------------------------------------------------- b_sma_cross
A('b_sma_cross', 'faithful', 'pt-BR', 'fordboard',
  "cruzamento acima da SMA(20), comprado por 10 dias: ⟦16@total_trades⟧ operações, ⟦4@winning_trades⟧ "
  "vencedoras, ⟦−4.681,25@total_pnl⟧ pontos, drawdown de ⟦4.864,5@max_drawdown⟧, expectativa ⟦−292,58@expectancy⟧."),
A('b_sma_cross', 'faithful', 'pl-PL', 'smokehouse',
  "przecięcie SMA(20) w górę, 10 dni: 2023 r. ⟦−1096,8@" + Y23 + "⟧ pkt z ⟦9@" + N23 + "⟧ transakcji, 2024 r. "
  "⟦−3584,5@" + Y24 + "⟧ z ⟦7@" + N24 + "⟧. Razem ⟦−4681,25@total_pnl⟧."),
A('b_sma_cross', 'faithful', 'ru-RU', 'roost',
  "пересечение SMA(20) снизу вверх, держим 10 дней: лучшая сделка ⟦+1270@best_trade⟧ (вход "
  "⟦12 сентября 2023@D:2023-09-12⟧), худшая ⟦−1800,75@worst_trade⟧; всего ⟦−4681,25@total_pnl⟧."),
A('b_sma_cross', 'wrong_year', 'fr-FR', 'fresnel',
  "croisement au-dessus de la SMA(20), 10 jours : ⟦16@total_trades⟧ trades au total, dont ⟦7@" + N23 + "~" + N24 + "!⟧ "
  "en 2023 ; résultat ⟦−4_681,25@total_pnl⟧ points."),
A('b_sma_cross', 'wrong_sign', 'en-GB', 'chalkfig',
  "SMA(20) cross, long for 10 days: ⟦16@total_trades⟧ trades, ⟦−4,681.25@total_pnl⟧ points. Plain buy and "
  "hold over the same stretch: ⟦+7,162.75@buy_and_hold_pnl!⟧."),
A('b_sma_cross', 'coincidental', 'nl-NL', 'quill',
  "kruising boven de SMA(20), 10 dagen long: ⟦16@total_trades⟧ trades, beste ⟦+1.270@best_trade⟧, slechtste "
  "⟦−1.271@worst_trade!⟧, totaal ⟦−4.681,25@total_pnl⟧ punten."),
# ---------------------------------------------------------------- b_breakdown_short_2024
A('b_breakdown_short_2024', 'faithful', 'en-US', 'roost',
  "breakdown short, 2024: ⟦79@total_trades⟧ trades, ⟦32@winning_trades⟧ winners, ⟦+1,183.1@total_pnl⟧ pts, "
  "profit factor ⟦1.39@profit_factor⟧, max drawdown ⟦316.3@max_drawdown⟧."),
A('b_breakdown_short_2024', 'faithful', 'en-GB', 'fordboard',
  "short below the prior low in 2024: best trade ⟦11 Jan@D:2024-01-11⟧, ⟦+171.7@trd('2024-01-11').pnl⟧; worst "
  "⟦5 Jan@D:2024-01-05⟧, ⟦−87.3@trd('2024-01-05').pnl⟧. ⟦47@losing_trades⟧ stops, total ⟦+1,183.1@total_pnl⟧."),
A('b_breakdown_short_2024', 'faithful', 'zh-CN', 'gnomon',
  "2024 年跌破前低做空：胜率 ⟦40.5%@win_rate⟧，夏普 ⟦1.35@sharpe⟧，合计 ⟦+1,183.1@total_pnl⟧ 点；"
  "同期买入持有 ⟦−8,634.75@buy_and_hold_pnl⟧ 点。"),
A('b_breakdown_short_2024', 'faithful', 'ja-JP', 'drillhire',
  "2024年・前日安値割れショート：取引⟦79@total_trades⟧回、期待値⟦14.98@expectancy⟧ポイント、最大DD "
  "⟦316.25@max_drawdown⟧、PF ⟦1.39@profit_factor⟧。"),
A('b_breakdown_short_2024', 'wrong_sign', 'de-DE', 'quill',
  "Breakdown-Short 2024: ⟦79@total_trades⟧ Trades, ⟦+1.183,1@total_pnl⟧ Punkte, Erwartungswert "
  "⟦−14,98@expectancy!⟧ Punkte je Trade."),
A('b_breakdown_short_2024', 'wrong_column', 'pt-BR', 'heather',
  "venda na perda da mínima anterior em 2024: ⟦79@total_trades⟧ operações, ⟦47@winning_trades~losing_trades!⟧ "
  "vencedoras, resultado ⟦+1.183,1@total_pnl⟧ pontos."),
A('b_breakdown_short_2024', 'miscomputed', 'it-IT', 'glassfloat',
  "short sotto il minimo precedente, 2024: guadagni lordi ⟦4.219@gross_profit⟧, perdite lorde ⟦−3.035,9@gross_loss⟧; "
  "per mio conto fa ⟦+1.138,1@gross_profit+gross_loss!⟧ punti netti su ⟦79@total_trades⟧ trade."),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
A('b_fade_2023_vs_2024', 'faithful', 'en-US', 'gnomon',
  "fading three up days worked better in 2024: ⟦+1,202@B.total_pnl⟧ pts over ⟦10@B.total_trades⟧ trades, "
  "against ⟦+61.75@A.total_pnl⟧ over ⟦18@A.total_trades⟧ in 2023."),
A('b_fade_2023_vs_2024', 'faithful', 'zh-CN', 'smokehouse',
  "三连涨后做空：2023 年最大回撤 ⟦1,685.25@A.max_drawdown⟧ 点，2024 年仅 ⟦603.5@B.max_drawdown⟧；"
  "盈亏比 ⟦1.02@A.profit_factor⟧ 对 ⟦2.82@B.profit_factor⟧。2024 年更好。"),
A('b_fade_2023_vs_2024', 'faithful', 'fr-FR', 'fordboard',
  "2024 bien meilleur : ⟦70@B.win_rate⟧ % de trades gagnants contre ⟦55,6@A.win_rate⟧ % en 2023, et une "
  "espérance de ⟦120,2@B.expectancy⟧ points contre ⟦3,43@A.expectancy⟧."),
A('b_fade_2023_vs_2024', 'wrong_year', 'nl-NL', 'roost',
  "drie stijgdagen fade: 2023 ⟦+61,75@A.total_pnl⟧ punten, 2024 ⟦+1.202@B.total_pnl⟧; profitfactor in 2024: "
  "⟦1,02@B.profit_factor~A.profit_factor!⟧."),
A('b_fade_2023_vs_2024', 'wrong_year', 'de-DE', 'quill',
  "Fade nach drei Plustagen: 2024 klar besser mit ⟦+1.202@B.total_pnl⟧ Punkten; 2023 brachte im Schnitt "
  "⟦120,2@A.expectancy~B.expectancy!⟧ Punkte pro Trade."),
A('b_fade_2023_vs_2024', 'derived', 'pt-BR', 'fresnel',
  "venda após três altas: taxa de acerto de ⟦55,6@A.win_rate⟧ % em 2023 e ⟦70@B.win_rate⟧ % em 2024 — pela "
  "minha conta, ⟦14,44@B.win_rate-A.win_rate!⟧ pontos percentuais a mais."),
A('b_fade_2023_vs_2024', 'invented', 'ja-JP', 'oiling',
  "三日続伸の逆張り：2023年は⟦+61.75@A.total_pnl⟧、2024年は⟦+1,202@B.total_pnl⟧で2024年が優勢。"
  "2024年のシャープレシオは⟦1.71@B.sharpe!⟧。"),
# ---------------------------------------------------------------- x_compare_two_down
A('x_compare_two_down', 'faithful', 'de-DE', 'pinbarrel',
  "zwei Minustage kaufen: NQ ⟦−3.060,8@" + r('NQ', 'total_pnl') + "⟧ Punkte (⟦−61.215@" + r('NQ', 'total_pnl_currency') + "⟧ "
  "je Kontrakt), ES ⟦+2.615@" + r('ES', 'total_pnl') + "⟧ Punkte (⟦+130.751@" + r('ES', 'total_pnl_currency') + "⟧). "
  "Nur ES trägt."),
A('x_compare_two_down', 'faithful', 'nl-NL', 'glassfloat',
  "twee daaldagen kopen: Sharpe NQ ⟦−0,69@" + r('NQ', 'sharpe') + "⟧, ES ⟦1,67@" + r('ES', 'sharpe') + "⟧; "
  "profitfactor ⟦0,79@" + r('NQ', 'profit_factor') + "⟧ tegen ⟦2,09@" + r('ES', 'profit_factor') + "⟧. Werkt alleen op ES."),
A('x_compare_two_down', 'faithful', 'pl-PL', 'fordboard',
  "kupno po dwóch spadkach: NQ ⟦97@" + r('NQ', 'trades') + "⟧ transakcji, trafność ⟦39,2@" + r('NQ', 'win_rate') + "⟧ %, "
  "maks. obsunięcie ⟦4632,9@" + r('NQ', 'max_drawdown') + "⟧; ES ⟦64@" + r('ES', 'trades') + "⟧, ⟦54,7@" + r('ES', 'win_rate') + "⟧ %, "
  "⟦420,85@" + r('ES', 'max_drawdown') + "⟧."),
A('x_compare_two_down', 'faithful', 'zh-CN', 'fresnel',
  "连跌两天后买入：NQ 每张合约 ⟦−61,215@" + r('NQ', 'total_pnl_currency') + "⟧，ES 每张 ⟦+130,751@" + r('ES', 'total_pnl_currency') + "⟧；"
  "ES 夏普 ⟦1.67@" + r('ES', 'sharpe') + "⟧。只在 ES 上有效。"),
A('x_compare_two_down', 'wrong_row', 'es-ES', 'oiling',
  "comprar tras dos días bajistas: en NQ ⟦−3.060,8@" + r('NQ', 'total_pnl') + "⟧ puntos; en ES ⟦+2.615@" + r('ES', 'total_pnl') + "⟧ "
  "puntos con un factor de beneficio de ⟦0,79@" + r('ES', 'profit_factor') + "~" + r('NQ', 'profit_factor') + "!⟧."),
A('x_compare_two_down', 'wrong_unit', 'en-GB', 'heather',
  "buying after two down days: NQ came out at ⟦−3,060.8@" + r('NQ', 'total_pnl') + "⟧ points over ⟦97@" + r('NQ', 'trades') + "⟧ trades; "
  "ES made ⟦2,615@" + r('ES', 'total_pnl') + "~" + r('ES', 'total_pnl') + "!⟧ dollars a contract, Sharpe ⟦1.67@" + r('ES', 'sharpe') + "⟧.",
  unit_note='ES index points quoted as US dollars per contract (the result gives 130,751 per contract)'),
A('x_compare_two_down', 'wrong_sign', 'ru-RU', 'smokehouse',
  "покупка после двух падающих дней: ES ⟦+2615@" + r('ES', 'total_pnl') + "⟧ пунктов, ожидание ⟦40,86@" + r('ES', 'expectancy') + "⟧; "
  "NQ ⟦−3060,8@" + r('NQ', 'total_pnl') + "⟧ при ожидании ⟦+31,55@" + r('NQ', 'expectancy') + "!⟧ на сделку."),
# ---------------------------------------------------------------- x_portfolio_two_down
A('x_portfolio_two_down', 'faithful', 'fr-FR', 'heather',
  "portefeuille NQ + ES, risque 1 % par trade sur ⟦1_000_000@M.capital⟧ : capital final ⟦1_048_758,95@M.final_equity⟧, "
  "soit ⟦+4,88@M.return_pct⟧ %, sur ⟦161@M.trades⟧ trades."),
A('x_portfolio_two_down', 'faithful', 'en-US', 'oiling',
  "NQ + ES dip portfolio at 1% risk: ended at $⟦1,048,758.95@M.final_equity⟧, up $⟦48,758.95@M.total_pnl⟧; "
  "worst drawdown $⟦78,853.15@M.max_drawdown⟧ (⟦7.20%@M.max_drawdown_pct⟧)."),
A('x_portfolio_two_down', 'faithful', 'ja-JP', 'smokehouse',
  "NQとES、1取引1%リスクの合成：NQ脚が⟦−86,112.30@" + lg('NQ', 'pnl') + "⟧、ES脚が⟦+134,871.25@" + lg('ES', 'pnl') + "⟧、"
  "合計⟦+48,758.95@M.total_pnl⟧（⟦161@M.trades⟧取引）。"),
A('x_portfolio_two_down', 'faithful', 'ru-RU', 'chalkfig',
  "портфель NQ + ES, риск 1 % на сделку: итог ⟦+48_758,95@M.total_pnl⟧ (⟦+4,88@M.return_pct⟧ %), "
  "максимальная просадка ⟦78_853,15@M.max_drawdown⟧ (⟦7,2@M.max_drawdown_pct⟧ %)."),
A('x_portfolio_two_down', 'wrong_unit', 'de-DE', 'fresnel',
  "Portfolio NQ + ES mit 1 % Risiko je Trade: Gesamtergebnis ⟦+48.758,95@M.total_pnl~M.total_pnl!⟧ Punkte, "
  "⟦161@M.trades⟧ Trades, ES-Bein ⟦+134.871,25@" + lg('ES', 'pnl') + "⟧.",
  unit_note='a portfolio profit in currency quoted as index points'),
A('x_portfolio_two_down', 'wrong_column', 'es-ES', 'quill',
  "cartera NQ + ES con riesgo del 1 %: beneficio ⟦+48.758,95@M.total_pnl⟧, rentabilidad del "
  "⟦7,2@M.return_pct~M.max_drawdown_pct!⟧ % sobre el capital, ⟦161@M.trades⟧ operaciones."),
A('x_portfolio_two_down', 'wrong_sign', 'en-GB', 'gnomon',
  "two-down-days portfolio, 1% risk: total ⟦+48,758.95@M.total_pnl⟧; the ES leg made ⟦+134,871.25@" + lg('ES', 'pnl') + "⟧ "
  "and the NQ leg ⟦+86,112.30@" + lg('NQ', 'pnl') + "!⟧."),
]
