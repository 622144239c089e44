"""Backtests, comparison and portfolio (b_rsi_long ... x_portfolio_two_down). Markers: see ../../blind4/lib.py.
Layouts: _reg.py. '_' between digits = the locale's group separator (U+202F fr, U+00A0 ru/pl)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A

Y23 = "mr('2023 ([+-][0-9.]+) [(]')"
Y24 = "mr('2024 ([+-][0-9.]+) [(]')"
N24 = "mr('2024 [+-][0-9.]+ [(]([0-9]+)')"
STOPS = "mr('stop ([0-9]+) ')"


def r(i, col):
    return f"row('{i}').{col}"


ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
A('b_rsi_long', 'faithful', 'de-DE', 'tortoise',
  "RSI(14) unter 30 kaufen, Ausstieg nach 5 Tagen, 1 % Stop: ⟦36@total_trades⟧ Trades, nur ⟦7@winning_trades⟧ "
  "Gewinner (⟦19,4 %@win_rate⟧), Summe ⟦−917,4@total_pnl⟧ Punkte, Max-Drawdown ⟦1.368,1@max_drawdown⟧. "
  "Langsam und verlustreich."),
A('b_rsi_long', 'faithful', 'fr-FR', 'wafer',
  "achat RSI(14) sous 30, sortie à 5 jours, stop 1 % : ⟦36@total_trades⟧ trades, taux de réussite "
  "⟦19,4 %@win_rate⟧, facteur de profit ⟦0,76@profit_factor⟧, total ⟦−917,4@total_pnl⟧ points ; "
  "⟦28@" + STOPS + "⟧ sorties au stop."),
A('b_rsi_long', 'faithful', 'zh-CN', 'clogcarve',
  "RSI(14) 低于 30 做多、持有 5 天、1% 止损：共 ⟦36@total_trades⟧ 笔，胜率 ⟦19.4%@win_rate⟧，总盈亏 "
  "⟦−917.4@total_pnl⟧ 点；最好的一笔 ⟦+680.5@best_trade⟧ 点，于 ⟦3月28日@D:2024-03-28⟧ 入场。"),
A('b_rsi_long', 'faithful', 'ja-JP', 'mirrorgrind',
  "RSI(14)<30で買い、5日で手仕舞い、1%ストップ：⟦36@total_trades⟧回、勝率⟦19.4%@win_rate⟧、損益合計"
  "⟦−917.4@total_pnl⟧ポイント、シャープ⟦−0.46@sharpe⟧。バイ＆ホールドは⟦−7,162.75@buy_and_hold_pnl⟧。"),
A('b_rsi_long', 'wrong_sign', 'es-ES', 'saffron',
  "compra con RSI(14) bajo 30, salida a 5 días y stop del 1 %: ⟦36@total_trades⟧ operaciones, acierto "
  "⟦19,4 %@win_rate⟧, esperanza de ⟦+25,48@expectancy!⟧ puntos por operación y total ⟦−917,4@total_pnl⟧."),
A('b_rsi_long', 'wrong_column', 'it-IT', 'windsurf',
  "RSI(14) sotto 30, long, uscita a 5 giorni, stop dell'1 %: ⟦36@total_trades⟧ operazioni, ⟦7@winning_trades⟧ "
  "vincenti; il trade migliore ha reso ⟦+405,5@best_trade~avg_win!⟧ punti, totale ⟦−917,4@total_pnl⟧."),
A('b_rsi_long', 'miscomputed', 'en-GB', 'neonbend',
  "RSI(14) below 30, long, 5-day exit, 1% stop: ⟦36@total_trades⟧ trades for ⟦−917.4@total_pnl⟧ points; by my "
  "sums, strip out the ⟦+680.5@best_trade⟧ best trade and it's ⟦−1,579.9@total_pnl-best_trade!⟧."),
# ---------------------------------------------------------------- b_fade_3up
A('b_fade_3up', 'faithful', 'en-GB', 'accordion',
  "fading three up days since 2023 (50-point target, 30-point stop): ⟦47@total_trades⟧ trades, "
  "⟦21@winning_trades⟧ hit the target, ⟦26@losing_trades⟧ stopped; net ⟦+270@total_pnl⟧ points, max drawdown "
  "⟦190@max_drawdown⟧, profit factor ⟦1.35@profit_factor⟧."),
A('b_fade_3up', 'faithful', 'pl-PL', 'mirrorgrind',
  "short po trzech wzrostowych sesjach od 2023 r., cel 50, stop 30: ⟦47@total_trades⟧ transakcji, skuteczność "
  "⟦44,7 %@win_rate⟧, wynik ⟦+270@total_pnl⟧ pkt; z tego 2024 r. dał ⟦+240@" + Y24 + "⟧, a 2023 r. "
  "⟦+30@" + Y23 + "⟧."),
A('b_fade_3up', 'faithful', 'pt-BR', 'windsurf',
  "vender após três altas seguidas, alvo 50 e stop 30, desde 2023: ⟦47@total_trades⟧ operações, "
  "⟦21@winning_trades⟧ no alvo, resultado ⟦+270@total_pnl⟧ pontos, Sharpe ⟦0,69@sharpe⟧."),
A('b_fade_3up', 'wrong_year', 'it-IT', 'muletrain',
  "short dopo tre rialzi, target 50 e stop 30, dal 2023: ⟦47@total_trades⟧ operazioni per ⟦+270@total_pnl⟧ "
  "punti; il 2023 da solo ha portato ⟦+240@" + Y23 + "~" + Y24 + "!⟧."),
A('b_fade_3up', 'derived', 'nl-NL', 'pulpvat',
  "drie stijgende dagen shorten sinds 2023, doel 50 en stop 30: ⟦47@total_trades⟧ trades, ⟦+270@total_pnl⟧ punten. "
  "In 2024 ⟦+240@" + Y24 + "⟧ over ⟦16@" + N24 + "⟧ trades, zelf gedeeld ⟦15@" + Y24 + "/" + N24 + "!⟧ punt per trade."),
A('b_fade_3up', 'coincidental', 'ja-JP', 'neonbend',
  "3日続伸の翌日に売り（利確50・損切り30）、2023年以降：⟦47@total_trades⟧回、合計⟦+270@total_pnl⟧ポイント、"
  "一回あたりの期待値⟦+1.44@expectancy!⟧。"),
# ---------------------------------------------------------------- b_sma_cross
A('b_sma_cross', 'faithful', 'zh-CN', 'clogcarve',
  "收盘上穿 SMA(20) 做多、持有 10 天：共 ⟦16@total_trades⟧ 笔，其中 ⟦4@winning_trades⟧ 笔盈利，胜率 ⟦25%@win_rate⟧，"
  "总亏损 ⟦−4,681.25@total_pnl⟧ 点，最大回撤 ⟦4,864.5@max_drawdown⟧ 点。"),
A('b_sma_cross', 'faithful', 'es-ES', 'muletrain',
  "cruce del cierre sobre su SMA(20), largo 10 días: ⟦16@total_trades⟧ operaciones, ⟦4@winning_trades⟧ ganadoras, "
  "total ⟦−4.681,25@total_pnl⟧ puntos; la mejor, ⟦+1.270@best_trade⟧, entró el "
  "⟦12 de septiembre de 2023@D:2023-09-12⟧."),
A('b_sma_cross', 'faithful', 'pt-BR', 'neonbend',
  "compra no cruzamento da SMA(20), saída em 10 dias: ⟦16@total_trades⟧ operações, acerto de ⟦25%@win_rate⟧, "
  "resultado ⟦−4.681,25@total_pnl⟧ pontos; 2023 deu ⟦−1.096,8@" + Y23 + "⟧ e 2024 ⟦−3.584,5@" + Y24 + "⟧."),
A('b_sma_cross', 'wrong_year', 'en-GB', 'mirrorgrind',
  "close crossing above SMA(20), long for 10 days: ⟦16@total_trades⟧ trades, ⟦−4,681.25@total_pnl⟧ points in all; "
  "2024 on its own came to ⟦−1,096.8@" + Y24 + "~" + Y23 + "!⟧."),
A('b_sma_cross', 'wrong_unit', 'pl-PL', 'tortoise',
  "przecięcie SMA(20) w górę, pozycja na 10 dni: ⟦16@total_trades⟧ transakcji, średnio "
  "⟦−292,58@expectancy~expectancy!⟧ zł na transakcję, łącznie ⟦−4681,25@total_pnl⟧ pkt.",
  unit_note='index points quoted as złoty'),
A('b_sma_cross', 'misrounded', 'en-US', 'windsurf',
  "SMA(20) cross, long, 10-day hold: ⟦16@total_trades⟧ trades, ⟦4@winning_trades⟧ winners, net "
  "⟦−4,682@total_pnl!⟧ points; Sharpe ⟦−1.11@sharpe⟧. Rough water."),
# ---------------------------------------------------------------- b_breakdown_short_2024
A('b_breakdown_short_2024', 'faithful', 'ru-RU', 'mirrorgrind',
  "шорт при закрытии ниже вчерашнего минимума, 2024 г., цель 1 %, стоп полпроцента, выход через 3 дня: "
  "⟦79@total_trades⟧ сделок, ⟦32@winning_trades⟧ по цели, ⟦47@" + STOPS + "⟧ по стопу; итог ⟦+1183,1@total_pnl⟧ "
  "пункта, просадка ⟦316,3@max_drawdown⟧."),
A('b_breakdown_short_2024', 'faithful', 'en-GB', 'clogcarve',
  "2024 breakdown short (1% target / 0.5% stop, 3-day exit): ⟦79@total_trades⟧ trades, win rate "
  "⟦40.5%@win_rate⟧, profit factor ⟦1.39@profit_factor⟧, net ⟦+1,183.1@total_pnl⟧ points; best trade "
  "⟦+171.7@best_trade⟧ on ⟦11 Jan@D:2024-01-11⟧."),
A('b_breakdown_short_2024', 'faithful', 'fr-FR', 'neonbend',
  "short sur clôture sous le plus bas de la veille en 2024 : ⟦79@total_trades⟧ trades, ⟦32@winning_trades⟧ "
  "gagnants, total ⟦+1_183,1@total_pnl⟧ points, espérance ⟦+14,98@expectancy⟧ par trade ; le buy and hold "
  "faisait ⟦−8_634,75@buy_and_hold_pnl⟧ sur l'année."),
A('b_breakdown_short_2024', 'wrong_column', 'zh-CN', 'tortoise',
  "2024 年跌破前低做空（1% 止盈、0.5% 止损、3 天出场）：共 ⟦79@total_trades⟧ 笔，总盈利 ⟦+1,183.1@total_pnl⟧ 点，"
  "夏普比率 ⟦2.62@sharpe~sortino!⟧。"),
A('b_breakdown_short_2024', 'wrong_unit', 'ja-JP', 'muletrain',
  "2024年、前日安値割れの終値で売り（利確1%・損切り0.5%・3日で手仕舞い）：⟦79@total_trades⟧回、勝率"
  "⟦40.5%@win_rate⟧、損益合計⟦+1,183.1@total_pnl~total_pnl!⟧ティック。",
  unit_note='index points quoted as ticks'),
A('b_breakdown_short_2024', 'wrong_sign', 'pl-PL', 'agility',
  "short na zamknięciu poniżej wczorajszego minimum, 2024 r.: ⟦79@total_trades⟧ transakcji, wynik "
  "⟦+1183,1@total_pnl⟧ pkt, najgorsza transakcja ⟦+87,26@worst_trade!⟧ pkt."),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
A('b_fade_2023_vs_2024', 'faithful', 'zh-CN', 'beachhaul',
  "连涨三天后做空、持有 2 天：2023 年 ⟦18@A.total_trades⟧ 笔，胜率 ⟦55.6%@A.win_rate⟧，合计 ⟦+61.75@A.total_pnl⟧ 点；"
  "2024 年 ⟦10@B.total_trades⟧ 笔，胜率 ⟦70%@B.win_rate⟧，合计 ⟦+1,202@B.total_pnl⟧ 点。2024 年明显更好。"),
A('b_fade_2023_vs_2024', 'faithful', 'fr-FR', 'agility',
  "vendre après trois hausses, sortie à 2 jours : en 2023, ⟦18@A.total_trades⟧ trades pour ⟦+61,75@A.total_pnl⟧ "
  "points et un facteur de profit de ⟦1,02@A.profit_factor⟧ ; en 2024, ⟦10@B.total_trades⟧ trades pour "
  "⟦+1_202@B.total_pnl⟧ points, facteur ⟦2,82@B.profit_factor⟧. Net avantage à 2024."),
A('b_fade_2023_vs_2024', 'faithful', 'en-GB', 'pulpvat',
  "3-up-day fade, 2-day exit: 2023 made ⟦+61.75@A.total_pnl⟧ points on ⟦18@A.total_trades⟧ trades (drawdown "
  "⟦1,685.25@A.max_drawdown⟧); 2024 made ⟦+1,202@B.total_pnl⟧ on ⟦10@B.total_trades⟧ with a "
  "⟦603.5@B.max_drawdown⟧ drawdown. 2024, clearly."),
A('b_fade_2023_vs_2024', 'wrong_year', 'es-ES', 'neonbend',
  "vender tras tres subidas, salida a 2 días: en 2023 acertó el ⟦70@A.win_rate~B.win_rate!⟧ % de "
  "⟦18@A.total_trades⟧ operaciones y ganó ⟦+61,75@A.total_pnl⟧ puntos; en 2024 ganó ⟦+1.202@B.total_pnl⟧."),
A('b_fade_2023_vs_2024', 'wrong_year', 'ru-RU', 'windsurf',
  "шорт после трёх растущих дней, выход через 2 дня: 2023 г. — ⟦+61,75@A.total_pnl⟧ пункта при просадке "
  "⟦603,5@A.max_drawdown~B.max_drawdown!⟧; 2024 г. — ⟦+1202@B.total_pnl⟧ пункта. Лучше 2024 г."),
A('b_fade_2023_vs_2024', 'wrong_sign', 'pt-BR', 'clogcarve',
  "vender depois de três altas, saída em 2 dias: 2023 rendeu ⟦+61,75@A.total_pnl⟧ pontos contra um buy and hold "
  "de ⟦−1.553,5@A.buy_and_hold_pnl!⟧; 2024 rendeu ⟦+1.202@B.total_pnl⟧."),
# ---------------------------------------------------------------- x_compare_two_down
A('x_compare_two_down', 'faithful', 'es-ES', 'saffron',
  "comprar tras dos días bajistas, salida a 3 días, stop del 2 %: en NQ ⟦97@" + r('NQ', 'trades') + "⟧ operaciones, "
  "factor de beneficio ⟦0,79@" + r('NQ', 'profit_factor') + "⟧ y ⟦−3.060,77@" + r('NQ', 'total_pnl') + "⟧ puntos; "
  "en ES ⟦64@" + r('ES', 'trades') + "⟧, factor ⟦2,09@" + r('ES', 'profit_factor') + "⟧ y ⟦+2.615@" +
  r('ES', 'total_pnl') + "⟧. Solo funciona en ES."),
A('x_compare_two_down', 'faithful', 'en-US', 'wafer',
  "two-down-days dip buy, NQ vs ES: NQ ⟦97@" + r('NQ', 'trades') + "⟧ trades, win rate ⟦39.2%@" + r('NQ', 'win_rate') +
  "⟧, lost $⟦61,215@-" + r('NQ', 'total_pnl_currency') + "⟧ per contract; ES ⟦64@" + r('ES', 'trades') + "⟧ trades, "
  "⟦54.7%@" + r('ES', 'win_rate') + "⟧, made $⟦130,751@" + r('ES', 'total_pnl_currency') + "⟧. Works on ES only."),
A('x_compare_two_down', 'faithful', 'pl-PL', 'windsurf',
  "kupno po dwóch spadkowych sesjach, wyjście po 3 dniach, stop 2 %: NQ — ⟦97@" + r('NQ', 'trades') + "⟧ transakcji, "
  "Sharpe ⟦−0,69@" + r('NQ', 'sharpe') + "⟧, ⟦−3060,8@" + r('NQ', 'total_pnl') + "⟧ pkt; ES — ⟦64@" + r('ES', 'trades') +
  "⟧, Sharpe ⟦1,67@" + r('ES', 'sharpe') + "⟧, ⟦+2615@" + r('ES', 'total_pnl') + "⟧ pkt. Działa tylko na ES."),
A('x_compare_two_down', 'wrong_column', 'it-IT', 'agility',
  "comprare dopo due ribassi, NQ contro ES: sul NQ ⟦97@" + r('NQ', 'trades') + "⟧ operazioni con risultato di "
  "⟦−7.162,75@" + r('NQ', 'total_pnl') + "~" + r('NQ', 'buy_and_hold_pnl') + "!⟧ punti, sull'ES ⟦64@" + r('ES', 'trades') +
  "⟧ con ⟦+2.615@" + r('ES', 'total_pnl') + "⟧. Funziona solo sull'ES."),
A('x_compare_two_down', 'wrong_sign', 'zh-CN', 'pulpvat',
  "连跌两天后做多，NQ 对比 ES：NQ 共 ⟦97@" + r('NQ', 'trades') + "⟧ 笔，每笔期望 ⟦+31.55@" + r('NQ', 'expectancy') +
  "!⟧ 点，合计 ⟦−3,060.8@" + r('NQ', 'total_pnl') + "⟧ 点；ES 共 ⟦64@" + r('ES', 'trades') + "⟧ 笔，合计 "
  "⟦+2,615@" + r('ES', 'total_pnl') + "⟧ 点。"),
A('x_compare_two_down', 'miscomputed', 'nl-NL', 'mirrorgrind',
  "kopen na twee dalende dagen: NQ ⟦−61.215,4@" + r('NQ', 'total_pnl_currency') + "⟧ per contract, ES "
  "⟦+130.751,25@" + r('ES', 'total_pnl_currency') + "⟧; mijn eigen som: samen ⟦+69.353,85@" + r('ES', 'total_pnl_currency') +
  "+" + r('NQ', 'total_pnl_currency') + "!⟧ per contractpaar."),
# ---------------------------------------------------------------- x_portfolio_two_down
A('x_portfolio_two_down', 'faithful', 'nl-NL', 'windsurf',
  "NQ en ES samen, 1 % risico per trade op ⟦1.000.000@capital⟧: eindvermogen ⟦1.048.758,95@final_equity⟧, "
  "winst ⟦+48.758,95@total_pnl⟧ (⟦+4,88 %@return_pct⟧), max drawdown ⟦78.853,15@max_drawdown⟧. ES draagt het: "
  "⟦+134.871,25@leg('ES').pnl⟧ tegen ⟦−86.112,30@leg('NQ').pnl⟧."),
A('x_portfolio_two_down', 'faithful', 'en-US', 'saffron',
  "NQ + ES two-down-days portfolio, 1% risk per trade on $⟦1,000,000@capital⟧: ⟦161@trades⟧ trades, P&L "
  "⟦+48,758.95@total_pnl⟧ (⟦+4.88%@return_pct⟧), max drawdown ⟦7.2%@max_drawdown_pct⟧. NQ leg "
  "⟦−86,112.30@leg('NQ').pnl⟧, ES leg ⟦+134,871.25@leg('ES').pnl⟧."),
A('x_portfolio_two_down', 'faithful', 'ru-RU', 'wafer',
  "портфель NQ + ES, риск 1 % на сделку, капитал ⟦1_000_000@capital⟧: итог ⟦+48_758,95@total_pnl⟧ "
  "(⟦+4,88 %@return_pct⟧), просадка ⟦78_853,15@max_drawdown⟧; нога NQ — ⟦−86_112,3@leg('NQ').pnl⟧, "
  "нога ES — ⟦+134_871,25@leg('ES').pnl⟧."),
A('x_portfolio_two_down', 'wrong_row', 'pl-PL', 'accordion',
  "portfel NQ + ES, ryzyko 1 % na transakcję: wynik ⟦+48_758,95@total_pnl⟧, noga ES — "
  "⟦97@leg('ES').trades~leg('NQ').trades!⟧ transakcji, noga NQ — ⟦−86_112,3@leg('NQ').pnl⟧."),
A('x_portfolio_two_down', 'wrong_unit', 'de-DE', 'mirrorgrind',
  "Portfolio NQ + ES, 1 % Risiko je Trade auf ⟦1.000.000@capital⟧: Endkapital ⟦1.048.758,95@final_equity⟧, "
  "Rendite ⟦4,88@return_pct~return_pct!⟧ Promille, max. Drawdown ⟦78.853,15@max_drawdown⟧.",
  unit_note='a percentage quoted as per mille'),
A('x_portfolio_two_down', 'coincidental', 'fr-FR', 'clogcarve',
  "portefeuille NQ + ES, risque 1 % par trade sur ⟦1_000_000@capital⟧ : gain ⟦+48_758,95@total_pnl⟧, soit "
  "⟦+7,18@return_pct!⟧ % ; le NQ perd ⟦−86_112,3@leg('NQ').pnl⟧, l'ES gagne ⟦+134_871,25@leg('ES').pnl⟧."),
]
