"""Backtests, comparison and portfolio (b_rsi_long ... x_portfolio_two_down). Markers: see ../../blind4/lib.py.
By-year lines exist only in model_response and are read with mr(regex).
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

Y23 = "mr('2023 ([-+][0-9.]+)')"
Y24 = "mr('2024 ([-+][0-9.]+)')"
N23 = "mr('2023 [-+][0-9.]+ .([0-9]+)')"
N24 = "mr('2024 [-+][0-9.]+ .([0-9]+)')"

ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
E('b_rsi_long', 'faithful', 'ja-JP listing',
  "【物件概要】RSI(14) < 30 で買い・5日で手仕舞い・1% ストップ\n取引回数：⟦36@total_trades⟧ 回（勝ち ⟦7@winning_trades⟧／負け ⟦29@losing_trades⟧）\n勝率：⟦19.4%@win_rate⟧\n損益合計：⟦−917.4@total_pnl⟧ ポイント\n最大ドローダウン：⟦1,368.1@max_drawdown⟧ ポイント\n初回エントリー：⟦2024年1月31日@D:2024-01-31⟧"),
E('b_rsi_long', 'faithful', 'en-US adventure',
  "> RUN BACKTEST\nThe machine whirs through ⟦36@total_trades⟧ trades. Only ⟦7@winning_trades⟧ win. A scroll unrolls: total ⟦−917.4@total_pnl⟧ pts, profit factor ⟦0.76@profit_factor⟧, Sharpe ⟦−0.46@sharpe⟧.\n> READ FIRST TRADE\nBought ⟦Jan 31, 2024@D:2024-01-31⟧ at ⟦16,299.5@trd('2024-01-31').entry_price⟧, stopped out for ⟦−163.0@trd('2024-01-31').pnl⟧.\n> _"),
E('b_rsi_long', 'faithful', 'de-DE phonecall',
  "— Ja, ich hab den RSI-Test hier. Also... ⟦36@total_trades⟧ Trades, Trefferquote ⟦19,4 %@win_rate⟧, äh, Gesamtergebnis ⟦−917,4@total_pnl⟧ Punkte.\n— Autsch.\n— Ja. Buy-and-hold wäre aber noch schlechter gewesen: ⟦−7.162,75@buy_and_hold_pnl⟧.\n— Okay, danke dir."),
E('b_rsi_long', 'wrong_column', 'es-ES invoice',
  "FACTURA — Backtest RSI(14) < 30, largo\nOperaciones ........................ ⟦36@total_trades⟧\nEsperanza por operación ............ ⟦−129,52@expectancy~avg_loss!⟧ puntos\nResultado total .................... ⟦−917,44@total_pnl⟧ puntos\nForma de pago: no procede."),
E('b_rsi_long', 'wrong_sign', 'it-IT sticky',
  "post-it — RSI < 30 long: in utile di ⟦917,4@total_pnl!⟧ punti su ⟦36@total_trades⟧ trade. Da replicare su ES?"),
E('b_rsi_long', 'invented', 'pl-PL pressconf',
  "Pytanie (Rzeczpospolita): Jaka była najlepsza pojedyncza transakcja strategii RSI?\nOdpowiedź: ⟦512,25@best_trade!⟧ pkt, przy ⟦36@total_trades⟧ transakcjach w sumie. Dziękuję."),
# ---------------------------------------------------------------- b_fade_3up
E('b_fade_3up', 'faithful', 'fr-FR museum',
  "Cartel — « Vendre après trois hausses », NQ, depuis 2023\nObjectif 50 points, stop 30 points.\n⟦47@total_trades⟧ transactions : ⟦21@winning_trades⟧ à l'objectif, ⟦26@losing_trades⟧ au stop.\nRésultat : ⟦+270@total_pnl⟧ points, facteur de profit ⟦1,35@profit_factor⟧.\nPrêt du desk quantitatif."),
E('b_fade_3up', 'faithful', 'ru-RU shiplog',
  "Судовой журнал. Шорт после трёх растущих дней, цель 50, стоп 30.\n2023: ⟦+30@" + Y23 + "⟧ пунктов за ⟦31@" + N23 + "⟧ сделку.\n2024: ⟦+240@" + Y24 + "⟧ пунктов за ⟦16@" + N24 + "⟧ сделок.\nИтого ⟦+270@total_pnl⟧, просадка не глубже ⟦190@max_drawdown⟧ пунктов."),
E('b_fade_3up', 'faithful', 'nl-NL dictionary',
  "fade (ww., handelsjargon) — tegen een beweging in handelen. Vb.: na drie stijgende dagen short gaan met doel 50 en stop 30 punten leverde op de NQ ⟦47@total_trades⟧ trades en ⟦+270@total_pnl⟧ punten op, bij een winstpercentage van ⟦44,7 %@win_rate⟧."),
E('b_fade_3up', 'wrong_year', 'pt-BR specsheet',
  "Ficha técnica — Venda após 3 altas, NQ\nAno: 2024\nResultado no ano: ⟦+30@" + Y24 + "~" + Y23 + "!⟧ pontos\nOperações no ano: ⟦16@" + N24 + "⟧\nAlvo / stop: 50 / 30 pontos"),
E('b_fade_3up', 'coincidental', 'zh-CN sql',
  "-- 3 连涨做空回测（NQ，2023 年起）\nSELECT sharpe, total_pnl FROM backtest_metrics WHERE title = 'Fade 3 up days';\n sharpe | total_pnl\n--------+-----------\n ⟦0.96@sharpe!⟧ | ⟦270.0@total_pnl⟧"),
E('b_fade_3up', 'misrounded', 'pl-PL classified',
  "OGŁOSZENIE. Oddam strategię: short po trzech wzrostowych dniach, cel 50 pkt, stop 30 pkt. ⟦47@total_trades⟧ transakcji, skuteczność ⟦44,6 %@win_rate!⟧, wynik ⟦+270@total_pnl⟧ pkt. Odbiór osobisty."),
# ---------------------------------------------------------------- b_sma_cross
E('b_sma_cross', 'faithful', 'es-ES listing',
  "SE VENDE sistema de cruce: cierre por encima de su SMA de 20 sesiones, largo 10 días. ⟦16@total_trades⟧ operaciones, solo ⟦4@winning_trades⟧ ganadoras. Resultado: ⟦−4.681,25@total_pnl⟧ puntos; caída máxima: ⟦4.864,5@max_drawdown⟧. Mejor operación: ⟦+1.270@best_trade⟧ (entrada el ⟦12 de septiembre de 2023@D:2023-09-12⟧). Se vende por traslado."),
E('b_sma_cross', 'faithful', 'it-IT adventure',
  "> ATTRAVERSA LA MEDIA\nEntri ⟦16@total_trades⟧ volte ed esci sempre dopo 10 giorni. Dietro ⟦12@losing_trades⟧ porte c'è una perdita.\n> CONTA IL BOTTINO\n⟦−4.681,25@total_pnl⟧ punti. Restare fermi e comprati avrebbe fatto peggio: ⟦−7.162,75@buy_and_hold_pnl⟧.\n> _"),
E('b_sma_cross', 'faithful', 'pl-PL phonecall',
  "— Słuchaj, ten test na przecięciu SMA(20)...\n— No?\n— Kiepsko. ⟦16@total_trades⟧ transakcji, wynik ⟦−4681,25@total_pnl⟧ pkt, Sharpe ⟦−1,11@sharpe⟧. W 2023 ⟦−1096,8@" + Y23 + "⟧, w 2024 ⟦−3584,5@" + Y24 + "⟧.\n— Czyli do kosza.\n— No raczej."),
E('b_sma_cross', 'wrong_year', 'ja-JP invoice',
  "請求書 — SMA(20) クロス買い・10日保有\n2024年 損益 ……… ⟦−1,096.8@" + Y24 + "~" + Y23 + "!⟧ ポイント\n2024年 取引数 ……… ⟦7@" + N24 + "⟧ 回\n以上、よろしくお願いいたします。"),
E('b_sma_cross', 'wrong_sign', 'en-US sticky',
  "sticky: SMA-20 cross test made ⟦4,681.25@total_pnl!⟧ pts over ⟦16@total_trades⟧ trades. Nice? Show Raj."),
E('b_sma_cross', 'miscomputed', 'en-GB pressconf',
  "Q (Reuters): How lopsided were the wins and losses in the SMA test?\nA: Gross losses of ⟦7,426.75@gross_loss|neg⟧ points against gross profits of ⟦2,745.5@gross_profit⟧, so losses ran about ⟦3.7@-gross_loss/gross_profit!⟧ times the profits."),
# ---------------------------------------------------------------- b_breakdown_short_2024
E('b_breakdown_short_2024', 'faithful', 'pt-BR museum',
  "Legenda — « Venda na perda da mínima », NQ 2024\nAlvo de 1 %, stop de meio por cento, saída em 3 dias.\n⟦79@total_trades⟧ operações, ⟦32@winning_trades⟧ no alvo. Resultado: ⟦+1.183,1@total_pnl⟧ pontos; Sharpe ⟦1,35@sharpe⟧.\nNo mesmo ano, comprar e segurar teria perdido ⟦8.634,75@buy_and_hold_pnl|neg⟧ pontos."),
E('b_breakdown_short_2024', 'faithful', 'nl-NL shiplog',
  "Logboek — short bij slot onder de vorige low, NQ 2024\nTrades: ⟦79@total_trades⟧ (⟦32@winning_trades⟧ winst, ⟦47@losing_trades⟧ verlies)\nResultaat: ⟦+1.183,1@total_pnl⟧ punten\nMax. terugval: ⟦316,3@max_drawdown⟧ punten\nGeen storm van betekenis."),
E('b_breakdown_short_2024', 'faithful', 'en-GB dictionary',
  "breakdown short (n.) — selling a close below the previous session's low. e.g. NQ 2024 with a 1% target: ⟦79@total_trades⟧ trades, win rate ⟦40.5%@win_rate⟧, net ⟦+1,183.1@total_pnl⟧ pts, profit factor ⟦1.39@profit_factor⟧. First entry ⟦5 January 2024@D:2024-01-05⟧, stopped out."),
E('b_breakdown_short_2024', 'wrong_sign', 'de-DE specsheet',
  "Datenblatt — Breakdown-Short NQ 2024\nTrades: ⟦79@total_trades⟧\nNettoergebnis: ⟦−1.183,1@total_pnl!⟧ Punkte\nSharpe: ⟦1,35@sharpe⟧\nAusstieg: Ziel, Stopp oder nach 3 Tagen"),
E('b_breakdown_short_2024', 'misrounded', 'fr-FR sql',
  "-- breakdown short 2024\nSELECT total_trades, sharpe, sortino FROM bt WHERE name = 'breakdown_2024';\n total_trades | sharpe | sortino\n--------------+--------+---------\n ⟦79@total_trades⟧ | ⟦1,35@sharpe⟧ | ⟦2,63@sortino!⟧"),
E('b_breakdown_short_2024', 'invented', 'ru-RU classified',
  "ОБЪЯВЛЕНИЕ. Продаю стратегию «шорт пробоя минимума», NQ 2024: ⟦79@total_trades⟧ сделок, доля прибыльных ⟦52,3 %@win_rate!⟧, итог ⟦+1183,1@total_pnl⟧ пункта. Торг уместен."),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
E('b_fade_2023_vs_2024', 'faithful', 'nl-NL listing',
  "TE HUUR: twee jaargangen van de ‘fade na drie stijgers’ (short, 2 dagen vasthouden).\n2023: ⟦18@A.total_trades⟧ trades, ⟦+61,75@A.total_pnl⟧ punten, Sharpe ⟦0,03@A.sharpe⟧ — krap behuisd.\n2024: ⟦10@B.total_trades⟧ trades, ⟦+1.202@B.total_pnl⟧ punten, Sharpe ⟦1,33@B.sharpe⟧ — ruim en licht.\nVoorkeur verhuurder: 2024."),
E('b_fade_2023_vs_2024', 'faithful', 'en-US adventure',
  "> COMPARE YEARS\nTwo doors. The 2023 door opens onto ⟦18@A.total_trades⟧ trades and a thin ⟦+61.75@A.total_pnl⟧ pts; win rate ⟦55.6%@A.win_rate⟧.\nThe 2024 door: ⟦10@B.total_trades⟧ trades, ⟦+1,202@B.total_pnl⟧ pts, ⟦70%@B.win_rate⟧ winners, profit factor ⟦2.82@B.profit_factor⟧.\n> ENTER 2024\nYou chose well."),
E('b_fade_2023_vs_2024', 'faithful', 'de-DE phonecall',
  "— Und, 2023 oder 2024?\n— Eindeutig 2024. Also... ⟦+1.202@B.total_pnl⟧ Punkte aus ⟦10@B.total_trades⟧ Trades, ähm, Sharpe ⟦1,33@B.sharpe⟧. 2023 war praktisch null: ⟦+61,75@A.total_pnl⟧ Punkte, Sharpe ⟦0,03@A.sharpe⟧.\n— Und der Drawdown?\n— 2023 ⟦1.685,25@A.max_drawdown⟧, 2024 ⟦603,5@B.max_drawdown⟧."),
E('b_fade_2023_vs_2024', 'wrong_year', 'es-ES invoice',
  "FACTURA — Fade de tres alzas, 2024\nOperaciones ............ ⟦10@B.total_trades⟧\nResultado .............. ⟦+1.202@B.total_pnl⟧ puntos\nDrawdown máximo ........ ⟦1.685,25@B.max_drawdown~A.max_drawdown!⟧ puntos"),
E('b_fade_2023_vs_2024', 'wrong_year', 'it-IT sticky',
  "post-it: fade dopo 3 rialzi — nel 2024 vinceva il ⟦55,6 %@B.win_rate~A.win_rate!⟧ dei trade, totale ⟦+1.202@B.total_pnl⟧ pt. Meglio del 2023."),
E('b_fade_2023_vs_2024', 'derived', 'pl-PL pressconf',
  "Pytanie (Puls Biznesu): W którym roku fade po trzech wzrostach działał lepiej?\nOdpowiedź: W 2024: ⟦+1202@B.total_pnl⟧ pkt wobec ⟦+61,75@A.total_pnl⟧ pkt w 2023, czyli o ⟦1140,25@B.total_pnl-A.total_pnl!⟧ pkt więcej — moje wyliczenie."),
# ---------------------------------------------------------------- x_compare_two_down
E('x_compare_two_down', 'faithful', 'fr-FR museum',
  "Cartel comparatif — « Deux baisses, puis achat » (sortie à 3 jours, stop 2 %)\nNQ : ⟦97@row('NQ').trades⟧ transactions, ⟦−3\u202f060,8@row('NQ').total_pnl⟧ points, Sharpe ⟦−0,69@row('NQ').sharpe⟧.\nES : ⟦64@row('ES').trades⟧ transactions, ⟦+2\u202f615,0@row('ES').total_pnl⟧ points, Sharpe ⟦1,67@row('ES').sharpe⟧.\nLes points ne se comparent pas d'un contrat à l'autre."),
E('x_compare_two_down', 'faithful', 'ru-RU shiplog',
  "Вахтенный журнал: покупка после двух падений подряд.\nNQ — ⟦97@row('NQ').trades⟧ сделок, ⟦−61\u00a0215,4@row('NQ').total_pnl_currency⟧ на контракт, профит-фактор ⟦0,79@row('NQ').profit_factor⟧.\nES — ⟦64@row('ES').trades⟧ сделки, ⟦+130\u00a0751,25@row('ES').total_pnl_currency⟧ на контракт, профит-фактор ⟦2,09@row('ES').profit_factor⟧.\nДержим курс на ES."),
E('x_compare_two_down', 'faithful', 'en-GB dictionary',
  "two-down-days dip (n.) — buying after two consecutive lower closes. e.g. on ES it gave ⟦64@row('ES').trades⟧ trades, ⟦54.7%@row('ES').win_rate⟧ winners and a profit factor of ⟦2.09@row('ES').profit_factor⟧; on NQ, ⟦97@row('NQ').trades⟧ trades at ⟦39.2%@row('NQ').win_rate⟧ and ⟦0.79@row('NQ').profit_factor⟧. Compare per contract, not in points."),
E('x_compare_two_down', 'wrong_row', 'pt-BR specsheet',
  "Ficha técnica — compra após duas quedas, ES\nOperações: ⟦64@row('ES').trades⟧\nTaxa de acerto: ⟦54,7 %@row('ES').win_rate⟧\nDrawdown máximo: ⟦4.632,9@row('ES').max_drawdown~row('NQ').max_drawdown!⟧ pontos"),
E('x_compare_two_down', 'wrong_unit', 'nl-NL sql',
  "-- twee dalers, long; resultaat NQ\nSELECT instrument, total_pnl AS pnl_usd FROM compare WHERE instrument = 'NQ';\n NQ | ⟦−3.060,77@row('NQ').total_pnl~row('NQ').total_pnl!⟧\n-- ruim drieduizend dollar verlies op NQ",
  unit_note='index points quoted as US dollars'),
E('x_compare_two_down', 'coincidental', 'zh-CN classified',
  "【转让】ES 两连跌抄底策略：⟦64@row('ES').trades⟧ 笔交易，夏普 ⟦2.07@row('ES').sharpe!⟧，胜率 ⟦54.7%@row('ES').win_rate⟧。价格面议。"),
# ---------------------------------------------------------------- x_portfolio_two_down
E('x_portfolio_two_down', 'faithful', 'es-ES listing',
  "SE VENDE cartera NQ + ES, compra tras dos bajadas, 1 % de riesgo por operación sobre un millón. Capital final: ⟦1.048.758,95@final_equity⟧. Rentabilidad: ⟦+4,88 %@return_pct⟧. Caída máxima: ⟦7,2 %@max_drawdown_pct⟧. ⟦161@trades⟧ operaciones. Ojo: la pata NQ resta ⟦86.112,30@leg('NQ').pnl|neg⟧."),
E('x_portfolio_two_down', 'faithful', 'it-IT adventure',
  "> APRI IL PORTAFOGLIO\nDentro ci sono due gambe. Quella ES brilla: ⟦+134.871,25@leg('ES').pnl⟧. Quella NQ è marcia: ⟦−86.112,30@leg('NQ').pnl⟧.\n> CONTA\nIn tutto ⟦+48.758,95@total_pnl⟧ su un milione, cioè ⟦+4,88 %@return_pct⟧, con un drawdown massimo di ⟦78.853,15@max_drawdown⟧."),
E('x_portfolio_two_down', 'faithful', 'pl-PL phonecall',
  "— Halo, portfel NQ plus ES?\n— Tak. Yyy... zysk ⟦48\u00a0758,95@total_pnl⟧ na milionie, czyli ⟦4,88 %@return_pct⟧. Maksymalne obsunięcie ⟦7,2 %@max_drawdown_pct⟧.\n— A nogi osobno?\n— ES ⟦+134\u00a0871,25@leg('ES').pnl⟧, NQ ⟦−86\u00a0112,3@leg('NQ').pnl⟧. Razem ⟦161@trades⟧ transakcji."),
E('x_portfolio_two_down', 'faithful', 'pt-BR invoice',
  "Fatura — Carteira « duas quedas », NQ + ES\nCapital inicial ........ ⟦1.000.000@capital⟧\nPerna ES ............... ⟦+134.871,25@leg('ES').pnl⟧\nPerna NQ ............... ⟦−86.112,30@leg('NQ').pnl⟧\nSaldo final ............ ⟦1.048.758,95@final_equity⟧\nRetorno ................ ⟦+4,88 %@return_pct⟧"),
E('x_portfolio_two_down', 'wrong_column', 'ja-JP sticky',
  "付箋：NQ+ES ポートフォリオ（リスク 1%）の損益 ⟦1,048,758.95@total_pnl~final_equity!⟧。明日 再確認！"),
E('x_portfolio_two_down', 'miscomputed', 'en-US pressconf',
  "Q (WSJ): Where did the portfolio's profit come from?\nA: The ES leg made ⟦+134,871.25@leg('ES').pnl⟧ and the NQ leg lost ⟦86,112.30@leg('NQ').pnl|neg⟧, so together ⟦+47,758.95@leg('ES').pnl+leg('NQ').pnl!⟧ on the million."),
]
