"""Backtests, comparison and portfolio (b_rsi_long ... x_portfolio_two_down). Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A

Y23 = "mr('2023 ([+-][0-9.]+) [(]')"
Y24 = "mr('2024 ([+-][0-9.]+) [(]')"
N23 = "mr('2023 [+-][0-9.]+ [(]([0-9]+)[)]')"
N24 = "mr('2024 [+-][0-9.]+ [(]([0-9]+)[)]')"
STOPS = "mr('stop ([0-9]+) ')"
TPS = "mr('take_profit ([0-9]+) ')"


def rw(i, col):
    return f"row('{i}').{col}"


ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
A('b_rsi_long', 'faithful', 'en-GB', 'stonemason',
  f"RSI(14) below 30, long, 5-day exit, 1% stop: ⟦36@total_trades⟧ trades, ⟦7@winning_trades⟧ winners, total "
  f"⟦−917.4@total_pnl⟧ points, profit factor ⟦0.76@profit_factor⟧. All ⟦28@{STOPS}⟧ stop exits lost."),
A('b_rsi_long', 'faithful', 'ja-JP', 'maltings',
  "RSI(14)30割れで買い、5日保有・1%ストップ：取引⟦36@total_trades⟧回、勝率⟦19.4@win_rate⟧%、最大ドローダウン"
  "⟦1,368.1@max_drawdown⟧ポイント、最大の勝ちは⟦680.5@best_trade⟧。"),
A('b_rsi_long', 'faithful', 'pt-BR', 'apiary',
  "RSI(14) abaixo de 30, compra com saída em 5 dias e stop de 1%: ⟦36@total_trades⟧ operações, ganho médio "
  "⟦+405,5@avg_win⟧, perda média ⟦−129,5@avg_loss⟧; melhor trade ⟦+680,5@best_trade⟧, com entrada em "
  "⟦28/03@D:2024-03-28⟧."),
A('b_rsi_long', 'wrong_sign', 'nl-NL', 'scuba',
  "RSI-long met 1% stop: ⟦36@total_trades⟧ trades, slechtste trade ⟦+163,0@worst_trade!⟧ punten."),
A('b_rsi_long', 'wrong_column', 'pl-PL', 'stainedglass',
  "RSI(14) poniżej 30, long: najgorsza transakcja ⟦−129,5@worst_trade~avg_loss!⟧ pkt, najlepsza "
  "⟦+680,5@best_trade⟧ pkt."),
A('b_rsi_long', 'coincidental', 'ru-RU', 'hotair',
  "покупка при RSI(14) ниже 30: ⟦36@total_trades⟧ сделок, профит-фактор ⟦0,69@profit_factor!⟧, итог "
  "⟦−917,4@total_pnl⟧ пункта."),
# ---------------------------------------------------------------- b_fade_3up
A('b_fade_3up', 'faithful', 'zh-CN', 'hotair',
  "连涨三天后做空，目标 50 点、止损 30 点：共 ⟦47@total_trades⟧ 笔，盈利 ⟦21@winning_trades⟧ 笔全部止盈，亏损 "
  "⟦26@losing_trades⟧ 笔全部止损，合计 ⟦+270@total_pnl⟧ 点。"),
A('b_fade_3up', 'faithful', 'ja-JP', 'hopyard',
  f"三日続伸の逆張り（利確50・損切30）：年別では2023年⟦+30@{Y23}⟧ポイント（⟦31@{N23}⟧回）、2024年"
  f"⟦+240@{Y24}⟧ポイント（⟦16@{N24}⟧回）。"),
A('b_fade_3up', 'faithful', 'it-IT', 'maltings',
  "short dopo tre rialzi: ⟦47@total_trades⟧ operazioni, win rate ⟦44,7@win_rate⟧%, fattore di profitto "
  "⟦1,35@profit_factor⟧, drawdown massimo ⟦190@max_drawdown⟧ punti; risultato ⟦+270@total_pnl⟧."),
A('b_fade_3up', 'wrong_year', 'pl-PL', 'stainedglass',
  f"short po trzech wzrostach: w 2024 r. wynik ⟦+30@{Y24}~{Y23}!⟧ pkt, łącznie od 2023 r. ⟦+270@total_pnl⟧ pkt."),
A('b_fade_3up', 'misrounded', 'es-ES', 'skydive',
  "venta tras tres subidas, objetivo 50 y stop 30: de ⟦47@total_trades⟧ operaciones ganó el "
  "⟦44,6@win_rate!⟧ %."),
A('b_fade_3up', 'wrong_sign', 'de-DE', 'orchard',
  f"Short nach drei Plustagen: 2024 brachte ⟦−240@{Y24}!⟧ Punkte bei ⟦16@{N24}⟧ Trades."),
# ---------------------------------------------------------------- b_sma_cross
A('b_sma_cross', 'faithful', 'zh-CN', 'maltings',
  "收盘上穿 SMA(20) 做多、持有 10 天：共 ⟦16@total_trades⟧ 笔，胜 ⟦4@winning_trades⟧ 负 ⟦12@losing_trades⟧，合计 "
  "⟦−4,681@total_pnl⟧ 点，最大回撤 ⟦4,864.5@max_drawdown⟧ 点。"),
A('b_sma_cross', 'faithful', 'ru-RU', 'stainedglass',
  f"пересечение SMA(20), лонг на 10 дней: ⟦16@total_trades⟧ сделок, итог ⟦−4681@total_pnl⟧ пункта; 2023 год "
  f"⟦−1096,8@{Y23}⟧, 2024 год ⟦−3584,5@{Y24}⟧."),
A('b_sma_cross', 'faithful', 'en-US', 'millinery',
  "SMA(20) cross, 10-day hold: best trade ⟦+1,270@best_trade⟧ points, entered ⟦Sep 12, 2023@D:2023-09-12⟧; worst "
  "⟦−1,800.75@worst_trade⟧; profit factor ⟦0.37@profit_factor⟧."),
A('b_sma_cross', 'faithful', 'nl-NL', 'hopyard',
  "SMA(20)-kruising: winstpercentage ⟦25@win_rate⟧%, gemiddelde winst ⟦686,4@avg_win⟧ tegen gemiddeld verlies "
  "⟦−618,9@avg_loss⟧; langste verliesreeks ⟦5@max_consecutive_losses⟧ trades."),
A('b_sma_cross', 'wrong_row', 'it-IT', 'skydive',
  "incrocio SMA(20): l'operazione aperta il ⟦22 febbraio 2023@D:2023-02-22⟧ ha chiuso a "
  "⟦−476,5@trd('2023-02-22').pnl~trd('2023-08-21').pnl!⟧ punti dopo 10 sedute."),
A('b_sma_cross', 'wrong_year', 'en-GB', 'zookeeper',
  f"SMA(20) cross: 2024 contributed ⟦−1,096.8@{Y24}~{Y23}!⟧ points over ⟦7@{N24}⟧ trades."),
A('b_sma_cross', 'miscomputed', 'de-DE', 'bookbind',
  "SMA(20)-Kreuzung: Bruttogewinn ⟦2.745,5@gross_profit⟧, Bruttoverlust ⟦−7.426,75@gross_loss⟧; nach meiner "
  "Rechnung ein Verhältnis von ⟦0,39@gross_profit/abs(gross_loss)!⟧."),
# ---------------------------------------------------------------- b_breakdown_short_2024
A('b_breakdown_short_2024', 'faithful', 'ja-JP', 'zookeeper',
  "2024年の安値割れショート（利確1%・損切0.5%・3日）：取引⟦79@total_trades⟧回、勝ち⟦32@winning_trades⟧回、"
  "損益合計⟦+1,183.1@total_pnl⟧ポイント、PF ⟦1.39@profit_factor⟧。"),
A('b_breakdown_short_2024', 'faithful', 'nl-NL', 'stonemason',
  "breakdown-short 2024: beste trade ⟦+171,7@best_trade⟧ op ⟦11 januari@D:2024-01-11⟧, slechtste "
  "⟦−87,3@worst_trade⟧ op ⟦5 januari@D:2024-01-05⟧; Sharpe ⟦1,35@sharpe⟧."),
A('b_breakdown_short_2024', 'faithful', 'fr-FR', 'stainedglass',
  f"short sur cassure en 2024 : ⟦47@{STOPS}⟧ sorties au stop et ⟦32@{TPS}⟧ à l'objectif ; gain moyen "
  f"⟦131,8@avg_win⟧, perte moyenne ⟦−64,6@avg_loss⟧ points."),
A('b_breakdown_short_2024', 'wrong_sign', 'ru-RU', 'skydive',
  "шорт на пробое минимума в 2024 году: худшая сделка ⟦+87,3@worst_trade!⟧ пункта, лучшая ⟦+171,7@best_trade⟧."),
A('b_breakdown_short_2024', 'wrong_unit', 'zh-CN', 'bookbind',
  "2024 年跌破前低做空：⟦79@total_trades⟧ 笔交易，合计盈利 ⟦1,183.1@total_pnl~total_pnl!⟧ 元。",
  unit_note='index points quoted as Chinese yuan'),
A('b_breakdown_short_2024', 'derived', 'it-IT', 'maltings',
  f"short su rottura 2024: ⟦47@{STOPS}⟧ uscite in stop su ⟦79@total_trades⟧ operazioni, cioè il "
  f"⟦59,5@{STOPS}/total_trades*100!⟧%, calcolato da me."),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
A('b_fade_2023_vs_2024', 'faithful', 'nl-NL', 'stainedglass',
  "fade na drie stijgdagen, 2 dagen vasthouden: 2024 deed het beter, ⟦+1.202@B.total_pnl⟧ punten over "
  "⟦10@B.total_trades⟧ trades, tegen ⟦+61,75@A.total_pnl⟧ over ⟦18@A.total_trades⟧ in 2023."),
A('b_fade_2023_vs_2024', 'faithful', 'ru-RU', 'scuba',
  "2023 год: ⟦18@A.total_trades⟧ сделок, прибыльных ⟦55,6@A.win_rate⟧ %, профит-фактор ⟦1,02@A.profit_factor⟧; "
  "2024 год: ⟦10@B.total_trades⟧ сделок, ⟦70@B.win_rate⟧ %, профит-фактор ⟦2,82@B.profit_factor⟧."),
A('b_fade_2023_vs_2024', 'faithful', 'fr-FR', 'hotair',
  "meilleur trade 2023 : ⟦+1_147,75@A.best_trade⟧ points, entré le ⟦20 juillet@D:2023-07-20⟧ ; en 2024 le "
  "meilleur ne fait que ⟦+465,75@B.best_trade⟧ (entrée le ⟦20 août@D:2024-08-20⟧)."),
A('b_fade_2023_vs_2024', 'faithful', 'es-ES', 'bookbind',
  "caída máxima de ⟦1685,25@A.max_drawdown⟧ puntos en 2023 frente a ⟦603,5@B.max_drawdown⟧ en 2024; Sharpe "
  "⟦0,03@A.sharpe⟧ contra ⟦1,33@B.sharpe⟧. Mejor 2024."),
A('b_fade_2023_vs_2024', 'wrong_year', 'pt-BR', 'skydive',
  "em 2023 a estratégia acertou ⟦70@A.win_rate~B.win_rate!⟧% das ⟦18@A.total_trades⟧ operações."),
A('b_fade_2023_vs_2024', 'miscomputed', 'en-GB', 'stonemason',
  "2024's total was ⟦+1,202@B.total_pnl⟧ against ⟦+61.75@A.total_pnl⟧ in 2023; by my subtraction 2024 came out "
  "⟦1,104.25@B.total_pnl-A.total_pnl!⟧ points ahead."),
A('b_fade_2023_vs_2024', 'wrong_sign', 'it-IT', 'zookeeper',
  "nel 2024 la peggiore operazione del fade ha chiuso a ⟦+381,75@B.worst_trade!⟧ punti."),
# ---------------------------------------------------------------- x_compare_two_down
A('x_compare_two_down', 'faithful', 'pl-PL', 'stonemason',
  f"dwa dni spadków, long: NQ ⟦97@{rw('NQ', 'trades')}⟧ transakcji, ⟦−3060,8@{rw('NQ', 'total_pnl')}⟧ pkt, PF "
  f"⟦0,79@{rw('NQ', 'profit_factor')}⟧; ES ⟦64@{rw('ES', 'trades')}⟧ transakcji, ⟦+2615@{rw('ES', 'total_pnl')}⟧ "
  f"pkt, PF ⟦2,09@{rw('ES', 'profit_factor')}⟧. Działa tylko na ES."),
A('x_compare_two_down', 'faithful', 'ja-JP', 'bookbind',
  f"契約当たりでNQは⟦−61,215.4@{rw('NQ', 'total_pnl_currency')}⟧、ESは⟦+130,751.25@{rw('ES', 'total_pnl_currency')}⟧。"
  f"ポイントは銘柄間で比べられないので、シャープ（NQ ⟦−0.69@{rw('NQ', 'sharpe')}⟧、ES ⟦1.67@{rw('ES', 'sharpe')}⟧）で見る。"),
A('x_compare_two_down', 'faithful', 'pt-BR', 'orchard',
  f"na comparação, o ES teve taxa de acerto de ⟦54,69@{rw('ES', 'win_rate')}⟧% e Sharpe ⟦1,67@{rw('ES', 'sharpe')}⟧; "
  f"o NQ, ⟦39,18@{rw('NQ', 'win_rate')}⟧% e Sharpe ⟦−0,69@{rw('NQ', 'sharpe')}⟧. Só o ES funciona."),
A('x_compare_two_down', 'faithful', 'ru-RU', 'maltings',
  f"два дня падения, лонг: максимальная просадка NQ ⟦4632,9@{rw('NQ', 'max_drawdown')}⟧ пункта против "
  f"⟦420,85@{rw('ES', 'max_drawdown')}⟧ у ES; результат на сделку ⟦−31,55@{rw('NQ', 'expectancy')}⟧ и "
  f"⟦+40,86@{rw('ES', 'expectancy')}⟧."),
A('x_compare_two_down', 'wrong_row', 'es-ES', 'hopyard',
  f"en la comparación, el ES acertó el ⟦39,2@{rw('ES', 'win_rate')}~{rw('NQ', 'win_rate')}!⟧ % de sus "
  f"⟦64@{rw('ES', 'trades')}⟧ operaciones."),
A('x_compare_two_down', 'wrong_unit', 'nl-NL', 'skydive',
  f"ES verdiende in de vergelijking ⟦2.615@{rw('ES', 'total_pnl')}~{rw('ES', 'total_pnl')}!⟧ euro over "
  f"⟦64@{rw('ES', 'trades')}⟧ trades.",
  unit_note='index points quoted as euros'),
A('x_compare_two_down', 'invented', 'fr-FR', 'hotair',
  f"comparaison : le NQ affiche un facteur de profit de ⟦0,79@{rw('NQ', 'profit_factor')}⟧, l'ES un Sharpe de "
  f"⟦2,31@{rw('ES', 'sharpe')}!⟧."),
# ---------------------------------------------------------------- x_portfolio_two_down
A('x_portfolio_two_down', 'faithful', 'es-ES', 'zookeeper',
  "cartera NQ + ES con un riesgo del 1 % por operación sobre ⟦1.000.000@capital⟧: resultado "
  "⟦+48.758,95@total_pnl⟧, un ⟦4,88@return_pct⟧ %; caída máxima ⟦78.853,15@max_drawdown⟧ "
  "(⟦7,2@max_drawdown_pct⟧ %)."),
A('x_portfolio_two_down', 'faithful', 'nl-NL', 'orchard',
  "portefeuille: ⟦161@trades⟧ trades; de NQ-poot kwam uit op ⟦−86.112,3@leg('NQ').pnl⟧, de ES-poot op "
  "⟦+134.871,25@leg('ES').pnl⟧; eindvermogen ⟦1.048.758,95@final_equity⟧."),
A('x_portfolio_two_down', 'faithful', 'fr-FR', 'bookbind',
  "portefeuille NQ + ES : le NQ pèse ⟦−86_112,3@leg('NQ').pnl⟧ (⟦−177@leg('NQ').contribution_pct⟧ % du total), "
  "l'ES apporte ⟦+134_871,25@leg('ES').pnl⟧ ; rendement ⟦+4,88@return_pct⟧ %."),
A('x_portfolio_two_down', 'wrong_sign', 'pl-PL', 'apiary',
  "portfel NQ + ES przy ryzyku 1% na transakcję: zwrot ⟦−4,88@return_pct!⟧%, ⟦161@trades⟧ transakcji."),
A('x_portfolio_two_down', 'wrong_column', 'pt-BR', 'maltings',
  "carteira NQ + ES: resultado total de ⟦1.048.758,95@total_pnl~final_equity!⟧ sobre um capital de "
  "⟦1.000.000@capital⟧."),
A('x_portfolio_two_down', 'misrounded', 'de-DE', 'stainedglass',
  "Portfolio NQ + ES, 1 % Risiko je Trade: Gesamtergebnis ⟦+48.758,95@total_pnl⟧, also ⟦4,87@return_pct!⟧ % "
  "auf das Kapital."),
]
