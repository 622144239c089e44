"""Backtests, comparison and portfolio (b_rsi_long ... x_portfolio_two_down). Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

Y23 = r"mr(r'2023 \+(\d+\.\d)')"          # b_fade_3up by-year P&L
Y24 = r"mr(r'2024 \+(\d+\.\d)')"
N23 = r"mr(r'2023 \+[\d.]+ \((\d+)\)')"   # b_fade_3up by-year trade counts
N24 = r"mr(r'2024 \+[\d.]+ \((\d+)\)')"
S23 = r"-mr(r'2023 -(\d+\.\d)')"          # b_sma_cross by-year P&L (losses)
S24 = r"-mr(r'2024 -(\d+\.\d)')"
SN23 = r"mr(r'2023 -[\d.]+ \((\d+)\)')"
SN24 = r"mr(r'2024 -[\d.]+ \((\d+)\)')"

ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
E('b_rsi_long', 'invented', 'ru-RU standup',
  "Вчера: прогнал бэктест RSI(14) < 30, выход через 5 дней, стоп 1 %. ⟦36@total_trades⟧ сделок, доля прибыльных ⟦19,4@win_rate⟧ %, итог ⟦−917,4@total_pnl⟧ п.\nСегодня: разбираю стопы — средний убыток ⟦−104,9@avg_loss!⟧ п.\nБлокеры: нет."),
E('b_rsi_long', 'wrong_column', 'de-DE podcast',
  "Shownotes\n(02:40) Der RSI-Dip-Kauf auf dem NQ: ⟦36@total_trades⟧ Trades, Trefferquote ⟦19,4@win_rate⟧ %, Sharpe ⟦−0,92@sharpe~sortino!⟧.\n(06:15) Warum der Stopp so oft greift."),
E('b_rsi_long', 'faithful', 'en-US labbook',
  "Lab notebook — RSI(14) < 30 long, 5-day exit, 1% stop\nResult: ⟦36@total_trades⟧ trades, ⟦7@winning_trades⟧ winners, total ⟦−917.4@total_pnl⟧ pts, max drawdown ⟦1,368.1@max_drawdown⟧ pts.\nObservation: the first trade, ⟦Jan 31, 2024@D:2024-01-31⟧, was stopped out for ⟦−163.0@trd('2024-01-31').pnl⟧."),
E('b_rsi_long', 'wrong_sign', 'en-GB ticket',
  "Ticket: backtest summary card\nSteps: run RSI(14) < 30 long, 5-day exit, 1% stop on NQ daily.\nExpected: the card shows total P&L.\nActual: it shows +⟦917.4@total_pnl!⟧ pts over ⟦36@total_trades⟧ trades."),
E('b_rsi_long', 'faithful', 'es-ES auction',
  "Lote: «Compra en sobreventa, RSI(14) < 30»\nDescripción: ⟦36@total_trades⟧ operaciones, solo ⟦7@winning_trades⟧ ganadoras; resultado ⟦−917,4@total_pnl⟧ puntos frente a ⟦−7.162,75@buy_and_hold_pnl⟧ de comprar y mantener. La primera, el ⟦31 de enero de 2024@D:2024-01-31⟧, salió por stop.\nEstimación: a consultar."),
E('b_rsi_long', 'faithful', 'fr-FR slides',
  "Diapo « Achat RSI < 30 » — notes : ⟦36@total_trades⟧ trades, taux de réussite ⟦19,4@win_rate⟧ %, facteur de profit ⟦0,76@profit_factor⟧, Sharpe ⟦−0,46@sharpe⟧. Insister : ⟦28@mr(r'stop (\\d+)')⟧ sorties sur stop."),
# ---------------------------------------------------------------- b_fade_3up
E('b_fade_3up', 'wrong_unit', 'zh-CN latex',
  "三连阳做空回测（2023 年起）：\n$N = ⟦47@total_trades⟧,\\ \\mathrm{WR} = ⟦44.7@win_rate⟧\\%,\\ \\sum \\mathrm{PnL} = ⟦270@total_pnl~total_pnl!⟧$ 美元",
  unit_note='index points quoted as US dollars'),
E('b_fade_3up', 'faithful', 'pl-PL auction',
  "Los: „Granie przeciw trzem wzrostom, NQ od 2023”\nOpis: ⟦47@total_trades⟧ transakcji, ⟦21@winning_trades⟧ zamkniętych na celu 50 pkt i ⟦26@losing_trades⟧ na stopie 30 pkt; wynik +⟦270@total_pnl⟧ pkt, maks. obsunięcie ⟦190@max_drawdown⟧. Pierwsza transakcja: ⟦31 stycznia 2023@D:2023-01-31⟧ (stop).\nWycena: na zapytanie."),
E('b_fade_3up', 'coincidental', 'ja-JP standup',
  "昨日：3日続伸の翌日に売る戦略を検証。取引 ⟦47@total_trades⟧ 回、勝率 ⟦44.7@win_rate⟧%、合計 +⟦270@total_pnl⟧ ポイント。\n今日：ソルティノ比 ⟦1.37@sortino!⟧ の意味をチームに説明する。\n課題：なし。"),
E('b_fade_3up', 'faithful', 'it-IT screenplay',
  "INT. SALA OPERATIVA — SERA\nGIULIA: Vendere dopo tre rialzi di fila funziona?\nMARCO: Dal 2023: ⟦47@total_trades⟧ trade, ⟦21@winning_trades⟧ vincenti, totale +⟦270@total_pnl⟧ punti, Sharpe ⟦0,69@sharpe⟧.\nGIULIA: Poco, ma positivo."),
E('b_fade_3up', 'wrong_year', 'de-DE horoscope',
  "Horoskop für Leerverkäufer: Drei grüne Tage in Folge sind Ihr Zeichen. 2024 schickten Ihnen die Sterne ⟦31@" + N24 + "~" + N23 + "!⟧ Gelegenheiten zum Ausblenden, mit +⟦240@" + Y24 + "⟧ Punkten Ertrag. Glückszahl: keine."),
E('b_fade_3up', 'faithful', 'ru-RU podcast',
  "Заметки к выпуску\n(03:05) Шорт после трёх растущих дней с целью 50 и стопом 30 пунктов: ⟦47@total_trades⟧ сделок, итог +⟦270@total_pnl⟧ п.; 2023 год дал +⟦30@" + Y23 + "⟧, 2024-й +⟦240@" + Y24 + "⟧.\n(07:50) Вопросы слушателей."),
# ---------------------------------------------------------------- b_sma_cross
E('b_sma_cross', 'wrong_year', 'nl-NL postmortem',
  "Postmortem: SMA(20)-crossover\nImpact: in 2024 verloor de strategie ⟦1.096,8@" + S24 + "|neg~" + S23 + "!⟧ punten.\nOorzaak: signalen midden in een dalende markt.\nActie: trendfilter toevoegen."),
E('b_sma_cross', 'miscomputed', 'pt-BR telegram',
  "CRUZAMENTO SMA 20 NQ STOP ⟦16@total_trades⟧ OPERACOES ⟦4@winning_trades⟧ GANHADORAS STOP TOTAL ⟦−4.681,25@total_pnl⟧ PONTOS STOP MEDIA POR OPERACAO ⟦−229,6@total_pnl/total_trades!⟧ STOP"),
E('b_sma_cross', 'faithful', 'de-DE log',
  "[INFO] backtest crossover(close, sma(close, 20)) long, hold 10: trades=⟦16@total_trades⟧ winrate=⟦25@win_rate⟧% pnl=⟦−4.681,25@total_pnl⟧\n[WARN] max_dd=⟦4.864,5@max_drawdown⟧ sharpe=⟦−1,11@sharpe⟧"),
E('b_sma_cross', 'faithful', 'ja-JP ticket',
  "チケット：SMA(20) クロス戦略のバックテスト\n手順：NQ 日足、終値が20日SMAを上抜けたら買い、10日保有。\n期待：結果が表示されること。\n実際：取引 ⟦16@total_trades⟧ 回、勝ち ⟦4@winning_trades⟧ 回、損益 ⟦−4,681.25@total_pnl⟧ ポイント、最大DD ⟦4,864.5@max_drawdown⟧。初回エントリーは ⟦2023年2月22日@D:2023-02-22⟧。"),
E('b_sma_cross', 'wrong_sign', 'en-US slides',
  "Slide \"SMA cross\" — speaker notes: ⟦16@total_trades⟧ trades, a ⟦25@win_rate⟧% hit rate, and even the worst single trade made ⟦1,800.75@worst_trade!⟧ points. Pause here for questions."),
E('b_sma_cross', 'faithful', 'en-GB labbook',
  "Lab notebook — SMA(20) cross, long, 10-day hold\nResult: ⟦16@total_trades⟧ trades, total ⟦−4,681.25@total_pnl⟧ pts; 2023 ⟦−1,096.8@" + S23 + "⟧ over ⟦9@" + SN23 + "⟧ trades, 2024 ⟦−3,584.5@" + S24 + "⟧ over ⟦7@" + SN24 + "⟧.\nNote: buy-and-hold lost ⟦7,162.75@buy_and_hold_pnl|neg⟧."),
# ---------------------------------------------------------------- b_breakdown_short_2024
E('b_breakdown_short_2024', 'faithful', 'pt-BR auction',
  "Lote: \"Venda na quebra da mínima, NQ 2024\"\nDescrição: ⟦79@total_trades⟧ operações, ⟦32@winning_trades⟧ no alvo de 1 % e ⟦47@losing_trades⟧ no stop; resultado +⟦1.183,1@total_pnl⟧ pontos, Sharpe ⟦1,35@sharpe⟧; primeira venda em ⟦5 de janeiro de 2024@D:2024-01-05⟧.\nEstimativa: sob consulta."),
E('b_breakdown_short_2024', 'faithful', 'nl-NL slides',
  "Dia 'Breakdown short 2024' — sprekersnotities: ⟦79@total_trades⟧ trades, winstpercentage ⟦40,5@win_rate⟧ %, profit factor ⟦1,39@profit_factor⟧, totaal +⟦1.183,1@total_pnl⟧ punten. Benadruk: kopen-en-vasthouden verloor in dezelfde periode ⟦8.634,75@buy_and_hold_pnl|neg⟧ punten."),
E('b_breakdown_short_2024', 'derived', 'es-ES log',
  "[INFO] breakdown short 2024: trades=⟦79@total_trades⟧ pnl=+⟦1.183,1@total_pnl⟧ b&h=⟦−8.634,75@buy_and_hold_pnl⟧\n[INFO] ventaja frente a comprar y mantener: ⟦9.817,9@total_pnl-buy_and_hold_pnl!⟧ puntos (cálculo propio)"),
E('b_breakdown_short_2024', 'faithful', 'zh-CN postmortem',
  "复盘：2024 年跌破前低做空\n结果：共 ⟦79@total_trades⟧ 笔，胜率 ⟦40.5@win_rate⟧%，总盈利 ⟦1,183.1@total_pnl⟧ 点，最大回撤 ⟦316.3@max_drawdown⟧ 点。\n教训：止损虽然频繁，但单笔亏损小（最差 ⟦−87.26@worst_trade⟧ 点）。"),
E('b_breakdown_short_2024', 'wrong_column', 'it-IT latex',
  "Breakdown short 2024:\n$\\text{trade} = ⟦79@total_trades⟧,\\quad \\text{Sharpe} = ⟦2,62@sharpe~sortino!⟧,\\quad \\text{PnL} = +⟦1.183,1@total_pnl⟧$ punti."),
E('b_breakdown_short_2024', 'wrong_unit', 'ru-RU labbook',
  "Лабораторный журнал — шорт на пробое минимума, 2024\nРезультат: ⟦79@total_trades⟧ сделок, итог +⟦1183,1@total_pnl~total_pnl!⟧ долларов, просадка ⟦316,3@max_drawdown⟧ п.\nВывод: стратегия работает.",
  unit_note='index points quoted as US dollars'),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
E('b_fade_2023_vs_2024', 'faithful', 'fr-FR ticket',
  "Ticket : comparaison du fade 2023/2024\nÉtapes : short après trois hausses, sortie à 2 jours, par année.\nAttendu : un verdict.\nObtenu : 2023, ⟦18@A.total_trades⟧ trades pour +⟦61,75@A.total_pnl⟧ pts (Sharpe ⟦0,03@A.sharpe⟧) ; 2024, ⟦10@B.total_trades⟧ trades pour +⟦1\u202f202@B.total_pnl⟧ pts (Sharpe ⟦1,33@B.sharpe⟧). 2024 l'emporte."),
E('b_fade_2023_vs_2024', 'wrong_year', 'pl-PL horoscope',
  "Horoskop dla grających na spadki: w 2024 gwiazdy dały tej strategii Sharpe ⟦0,03@B.sharpe~A.sharpe!⟧ przy ⟦10@B.total_trades⟧ transakcjach. Rada: nie kuś losu."),
E('b_fade_2023_vs_2024', 'faithful', 'en-US standup',
  "Yesterday: reran the three-up-days fade by year. 2023: ⟦18@A.total_trades⟧ trades, +⟦61.75@A.total_pnl⟧ pts. 2024: ⟦10@B.total_trades⟧ trades, +⟦1,202@B.total_pnl⟧ pts, ⟦70@B.win_rate⟧% winners.\nToday: write it up — 2024 was clearly better.\nBlockers: none."),
E('b_fade_2023_vs_2024', 'coincidental', 'zh-CN podcast',
  "节目笔记\n(06:30) 三连阳做空：2023 年 ⟦18@A.total_trades⟧ 笔仅赚 ⟦61.75@A.total_pnl⟧ 点；2024 年 ⟦10@B.total_trades⟧ 笔赚 ⟦1,202@B.total_pnl⟧ 点，最佳一笔 ⟦456.6@B.best_trade!⟧ 点。\n(10:15) 听众提问。"),
E('b_fade_2023_vs_2024', 'faithful', 'it-IT screenplay',
  "INT. UFFICIO RICERCA — NOTTE\nSARA: Il fade dei tre rialzi ha funzionato meglio nel 2023 o nel 2024?\nLUCA: Nel 2024. ⟦10@B.total_trades⟧ trade, ⟦7@B.winning_trades⟧ vincenti, +⟦1.202@B.total_pnl⟧ punti. Nel 2023 appena +⟦61,75@A.total_pnl⟧.\nSARA: Chiaro."),
E('b_fade_2023_vs_2024', 'wrong_year', 'en-GB telegram',
  "FADE THREE UP DAYS STOP 2024 RESULT ⟦18@B.total_trades~A.total_trades!⟧ TRADES STOP WIN RATE ⟦70@B.win_rate⟧ PCT STOP 2023 WEAKER STOP"),
# ---------------------------------------------------------------- x_compare_two_down
E('x_compare_two_down', 'wrong_row', 'fr-FR slides',
  "Diapo « Deux jours de baisse, NQ vs ES » — notes : sur le NQ, Sharpe de ⟦1,67@row('NQ').sharpe~row('ES').sharpe!⟧ pour ⟦97@row('NQ').trades⟧ trades. Enchaîner ensuite sur l'ES."),
E('x_compare_two_down', 'faithful', 'ja-JP podcast',
  "番組メモ\n(04:20) 2日続落の翌日に買う戦略：NQは ⟦97@row('NQ').trades⟧ 回で ⟦−3,060.77@row('NQ').total_pnl⟧ ポイント、ESは ⟦64@row('ES').trades⟧ 回で ⟦+2,615.0@row('ES').total_pnl⟧ ポイント。\n(08:00) 通貨建てで比べるべき理由。"),
E('x_compare_two_down', 'faithful', 'ru-RU telegram',
  "ДВА ПАДАЮЩИХ ДНЯ ТЧК NQ ⟦97@row('NQ').trades⟧ СДЕЛОК ШАРП ⟦−0,69@row('NQ').sharpe⟧ ТЧК ES ⟦64@row('ES').trades⟧ СДЕЛКИ ШАРП ⟦1,67@row('ES').sharpe⟧ ТЧК РАБОТАЕТ ТОЛЬКО НА ES ТЧК"),
E('x_compare_two_down', 'faithful', 'pl-PL horoscope',
  "Horoskop na dwa spadkowe dni: ES ma dobrą passę — ⟦64@row('ES').trades⟧ transakcje, ⟦54,7@row('ES').win_rate⟧ % trafień, profit factor ⟦2,09@row('ES').profit_factor⟧. NQ w gorszym znaku: ⟦−3060,77@row('NQ').total_pnl⟧ pkt. Rada: postaw na ES."),
E('x_compare_two_down', 'wrong_unit', 'nl-NL log',
  "[INFO] vergelijking two-down long: NQ trades=⟦97@row('NQ').trades⟧ ES trades=⟦64@row('ES').trades⟧\n[INFO] ES totaal=⟦2.615@row('ES').total_pnl~row('ES').total_pnl!⟧ USD per contract",
  unit_note='ES index points quoted as US dollars per contract'),
E('x_compare_two_down', 'wrong_sign', 'de-DE screenplay',
  "INNEN. HANDELSRAUM — NACHT\nLENA: Klappt der Dip-Kauf nach zwei roten Tagen auf beiden Märkten?\nJONAS: Auf dem NQ: ⟦97@row('NQ').trades⟧ Trades, Sharpe ⟦+0,69@row('NQ').sharpe!⟧; der ES kommt auf ⟦1,67@row('ES').sharpe⟧.\nLENA: Also auf beiden positiv."),
# ---------------------------------------------------------------- x_portfolio_two_down
E('x_portfolio_two_down', 'wrong_column', 'es-ES postmortem',
  "Postmortem: cartera NQ + ES, riesgo del 1 % por operación\nImpacto: con un millón de capital, la cartera rindió un ⟦7,2@return_pct~max_drawdown_pct!⟧ %.\nCausa: la pata del NQ restó.\nAcción: revisar el tamaño en NQ."),
E('x_portfolio_two_down', 'faithful', 'pt-BR auction',
  "Lote: \"Carteira dois dias de queda, NQ + ES\"\nDescrição: capital de 1 milhão, ⟦161@trades⟧ operações, resultado +⟦48.758,95@total_pnl⟧ (⟦4,88@return_pct⟧ %); a perna ES rendeu +⟦134.871,25@leg('ES').pnl⟧ e a NQ ⟦−86.112,3@leg('NQ').pnl⟧.\nEstimativa: sob consulta."),
E('x_portfolio_two_down', 'faithful', 'de-DE latex',
  "Portfolio NQ + ES, 1 % Risiko je Trade:\n$E_T = ⟦1.048.758,95@final_equity⟧,\\ \\text{PnL} = ⟦48.758,95@total_pnl⟧,\\ \\text{MDD} = ⟦78.853,15@max_drawdown⟧\\ (⟦7,2@max_drawdown_pct⟧\\,\\%)$"),
E('x_portfolio_two_down', 'miscomputed', 'zh-CN ticket',
  "工单：组合回测结果核对\n步骤：NQ + ES 两连跌买入，单笔风险 1%，本金 ⟦100万@capital⟧。\n预期：收益率与盈亏一致。\n实际：盈亏 ⟦48,758.95@total_pnl⟧，折合收益率 ⟦4.69@total_pnl/capital*100!⟧%。"),
E('x_portfolio_two_down', 'misrounded', 'pl-PL labbook',
  "Dziennik laboratoryjny — portfel NQ + ES\nWynik: ⟦161@trades⟧ transakcji, zysk ⟦48\u00a0758,95@total_pnl⟧, stopa zwrotu ⟦4,87@return_pct!⟧ %, maks. obsunięcie ⟦7,2@max_drawdown_pct⟧ %.\nUwaga: noga NQ na minusie."),
E('x_portfolio_two_down', 'faithful', 'nl-NL standup',
  "Gisteren: portefeuille NQ + ES doorgerekend, 1 % risico per trade op een miljoen. Resultaat +⟦48.758,95@total_pnl⟧, ofwel ⟦4,88@return_pct⟧ %.\nVandaag: uitzoeken waarom NQ ⟦−86.112,3@leg('NQ').pnl⟧ kostte.\nBlokkades: geen."),
]
