"""Backtests, comparison and portfolio (b_rsi_long ... x_portfolio_two_down). Markers: see ../../blind4/lib.py.
By-year lines and exit counts exist only in model_response (mr(...)).
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

Y23 = "mr('2023 ([+-][0-9.]+) [(]')"
Y24 = "mr('2024 ([+-][0-9.]+) [(]')"
N23 = "mr('2023 [+-][0-9.]+ [(]([0-9]+)[)]')"
N24 = "mr('2024 [+-][0-9.]+ [(]([0-9]+)[)]')"

ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
E('b_rsi_long', 'wrong_column', 'pt-BR karaoke',
  """🎤 KARAOKÊ — "Compra no RSI" (NQ)
♪ Trinta e seis operações, só sete deram certo ♪
♪ perda média de ⟦−163@avg_loss~worst_trade!⟧, ai meu coração ♪
♪ no total ⟦−917,4@total_pnl⟧ pontos ♪
[01:33]"""),
E('b_rsi_long', 'wrong_row', 'zh-CN bulletin',
  """教会周报 · NQ RSI 抄底回测
共 ⟦36@total_trades⟧ 笔交易，胜率 ⟦19.4%@win_rate⟧
⟦2月9日@D:2024-02-09⟧那笔：获利 ⟦+680.5@trd('2024-02-09').pnl~trd('2024-03-28').pnl!⟧ 点，感谢主
总盈亏 ⟦−917.4@total_pnl⟧ 点，请继续为账户祷告"""),
E('b_rsi_long', 'wrong_sign', 'it-IT yearbook',
  """ANNUARIO — classe «RSI sotto 30, long»
⟦36@total_trades⟧ operazioni, ⟦7@winning_trades⟧ promosse
Risultato finale: ⟦+917,44@total_pnl!⟧ punti
Massimo drawdown: ⟦1.368,1@max_drawdown⟧
Soprannome: «Quello dello stop all'1%»"""),
E('b_rsi_long', 'faithful', 'fr-FR pivot',
  """Étiquettes de lignes | Nombre de trades | Somme de P&L
stop | ⟦28@mr('stop ([0-9]+) [(]')⟧ | ⟦−3\u202f692,4@mr('stop 28 [(]W:0 L:28, ([-0-9.]+)[)]')⟧
timeout | ⟦8@mr('timeout ([0-9]+) [(]')⟧ | ⟦+2\u202f775@mr('timeout 8 [(]W:7 L:1, [+]([0-9.]+)[)]')⟧
Total général | ⟦36@total_trades⟧ | ⟦−917,4@total_pnl⟧"""),
E('b_rsi_long', 'faithful', 'en-US dedication',
  """📻 WNQ late show — dedications
This one goes out to everyone who bought NQ when RSI(14) dipped under 30: ⟦36@total_trades⟧ trades, only ⟦7@winning_trades⟧ winners, a ⟦19.4%@win_rate⟧ win rate and ⟦−917.4@total_pnl⟧ points overall.
Best trade ⟦Mar 28@D:2024-03-28⟧, ⟦+680.5@best_trade⟧. Here's "Hold On"."""),
E('b_rsi_long', 'faithful', 'en-GB tide',
  """TIDE TABLE — RSI(14) < 30 long, NQ
High water: ⟦+680.5@best_trade⟧ (best trade)
Low water: ⟦−163@worst_trade⟧ (worst trade)
Max drawdown: ⟦1,368.1@max_drawdown⟧ pts · lasted ⟦203@max_drawdown_duration_bars⟧ bars
Net: ⟦−917.4@total_pnl⟧ over ⟦36@total_trades⟧ trades"""),
# ---------------------------------------------------------------- b_fade_3up
E('b_fade_3up', 'wrong_year', 'ru-RU karaoke',
  """🎤 КАРАОКЕ «Три зелёных дня» (NQ)
♪ Шорт после трёх подъёмов, тейк 50, стоп 30 ♪
♪ в 2024-м — плюс ⟦30@""" + Y24 + "~" + Y23 + """!⟧, шестнадцать сделок ♪
♪ а всего ⟦47@total_trades⟧ и плюс ⟦270@total_pnl⟧ ♪
[02:10]"""),
E('b_fade_3up', 'wrong_unit', 'pt-BR pivot',
  """Rótulos de Linha | Contagem de trades | Soma de P&L
2023 | ⟦31@""" + N23 + """⟧ | ⟦+30@""" + Y23 + """⟧
2024 | ⟦16@""" + N24 + """⟧ | ⟦+240@""" + Y24 + """⟧
Total Geral | ⟦47@total_trades⟧ | R$ ⟦270,00@total_pnl~total_pnl!⟧""",
  unit_note='index points quoted as Brazilian reais'),
E('b_fade_3up', 'miscomputed', 'es-ES dedication',
  """📻 Radio NQ — dedicatorias
«Para la estrategia de vender tras tres días alcistas: ⟦21@winning_trades⟧ ganadoras y ⟦26@losing_trades⟧ perdedoras, ⟦+1050@gross_profit⟧ de ganancia bruta contra ⟦−780@gross_loss⟧ de pérdida.
Eso da un factor de beneficio de ⟦1,53@gross_profit/abs(gross_loss)!⟧.» ¡Suena «Tres veces»!"""),
E('b_fade_3up', 'faithful', 'it-IT tide',
  """TAVOLA DI MAREA — Short dopo 3 rialzi (NQ, dal 2023)
Alta marea: ⟦+50@avg_win⟧ (take profit) ×⟦21@winning_trades⟧
Bassa marea: ⟦−30@avg_loss⟧ (stop) ×⟦26@losing_trades⟧
Saldo: ⟦+270@total_pnl⟧ punti, drawdown max ⟦190@max_drawdown⟧
Profit factor ⟦1,35@profit_factor⟧"""),
E('b_fade_3up', 'faithful', 'fr-FR cheatsheet',
  """ANTISÈCHE — Fade 3 hausses (NQ)
⟦47@total_trades⟧ trades : ⟦21@winning_trades⟧ gagnants / ⟦26@losing_trades⟧ perdants
taux de réussite ⟦44,7 %@win_rate⟧
2023 : ⟦+30@""" + Y23 + """⟧ (⟦31@""" + N23 + """⟧ trades) | 2024 : ⟦+240@""" + Y24 + """⟧ (⟦16@""" + N24 + """⟧)
total ⟦+270@total_pnl⟧, PF ⟦1,35@profit_factor⟧"""),
E('b_fade_3up', 'faithful', 'nl-NL elevator',
  """KEURINGSRAPPORT LIFT · strategie "Fade 3 up days" (NQ)
Eerste rit ⟦31 januari 2023@D:2023-01-31⟧: stop, ⟦−30@trd('2023-01-31').pnl⟧ (19:04)
Eerste doel geraakt: ⟦20 maart 2023@D:2023-03-20⟧, ⟦+50@trd('2023-03-20').pnl⟧
Totaal ⟦47@total_trades⟧ ritten, saldo ⟦+270@total_pnl⟧, max. daling ⟦190@max_drawdown⟧
Goedgekeurd."""),
# ---------------------------------------------------------------- b_sma_cross
E('b_sma_cross', 'wrong_year', 'nl-NL yearbook',
  """JAARBOEK — klas "SMA(20)-kruising, long"
Schooljaar 2024: ⟦−1.096,8@""" + Y24 + "~" + Y23 + """!⟧ punten
Over de hele opleiding: ⟦16@total_trades⟧ trades, ⟦−4.681,25@total_pnl⟧
Lijfspreuk: „Ik hou altijd 10 dagen vol.”"""),
E('b_sma_cross', 'wrong_sign', 'de-DE tide',
  """GEZEITENTAFEL · SMA(20)-Kreuzung, long, NQ
Hochwasser: bester Trade ⟦+1.270@best_trade⟧
Niedrigwasser: schlechtester ⟦−1.800,75@worst_trade⟧
Tidenhub gesamt: ⟦+4.681,25@total_pnl!⟧ Punkte
⟦16@total_trades⟧ Tiden, davon ⟦4@winning_trades⟧ steigend"""),
E('b_sma_cross', 'coincidental', 'pl-PL elevator',
  """PROTOKÓŁ ODBIORU DŹWIGU — strategia SMA(20), long
Przejazd ⟦21 sierpnia 2023@D:2023-08-21⟧: ⟦−465@trd('2023-08-21').pnl!⟧ pkt
Najlepszy przejazd ⟦12 września 2023@D:2023-09-12⟧: ⟦+1270@trd('2023-09-12').pnl⟧
Łącznie ⟦16@total_trades⟧ przejazdów, ⟦4@winning_trades⟧ w górę"""),
E('b_sma_cross', 'faithful', 'it-IT parking',
  """VERBALE DI CONTRAVVENZIONE N. SMA20NQ
Strategia: incrocio SMA(20), long, 10 giorni
Violazione: ⟦12@losing_trades⟧ perdite su ⟦16@total_trades⟧ operazioni
Totale: ⟦−4.681,25@total_pnl⟧ punti · drawdown max ⟦4.864,5@max_drawdown⟧"""),
E('b_sma_cross', 'faithful', 'ru-RU cheatsheet',
  """ШПАРГАЛКА — SMA(20) кросс, лонг, NQ
сделок ⟦16@total_trades⟧ | прибыльных ⟦4@winning_trades⟧ (⟦25 %@win_rate⟧)
PF ⟦0,37@profit_factor⟧ | итог ⟦−4681,25@total_pnl⟧
2023: ⟦−1096,8@""" + Y23 + """⟧ (⟦9@""" + N23 + """⟧) / 2024: ⟦−3584,5@""" + Y24 + """⟧ (⟦7@""" + N24 + """⟧)
лучшая ⟦+1270@best_trade⟧, худшая ⟦−1800,75@worst_trade⟧"""),
E('b_sma_cross', 'faithful', 'en-US pivot',
  """Row Labels | Count of trades | Sum of P&L
2023 | ⟦9@""" + N23 + """⟧ | ⟦−1,096.8@""" + Y23 + """⟧
2024 | ⟦7@""" + N24 + """⟧ | ⟦−3,584.5@""" + Y24 + """⟧
Grand Total | ⟦16@total_trades⟧ | ⟦−4,681.25@total_pnl⟧"""),
# ---------------------------------------------------------------- b_breakdown_short_2024
E('b_breakdown_short_2024', 'wrong_row', 'de-DE dedication',
  """📻 Wunschkonzert auf NQ-Radio
„Für den Leerverkauf vom ⟦30. Januar@D:2024-01-30⟧: Ziel getroffen, ⟦+162,56@trd('2024-01-30').pnl~trd('2024-02-06').pnl!⟧ Punkte!
Und für alle ⟦79@total_trades⟧ Trades zusammen: ⟦+1.183,11@total_pnl⟧.“
Dazu spielen wir „Abwärts“."""),
E('b_breakdown_short_2024', 'wrong_unit', 'en-GB pivot',
  """Row Labels | Count of trades | Sum of P&L
take_profit | ⟦32@mr('take_profit ([0-9]+) [(]')⟧ | ⟦+4,219.0@mr('take_profit 32 [(]W:32 L:0, [+]([0-9.]+)[)]')⟧
stop | ⟦47@mr('stop ([0-9]+) [(]')⟧ | ⟦−3,035.9@mr('stop 47 [(]W:0 L:47, ([-0-9.]+)[)]')⟧
Grand Total | ⟦79@total_trades⟧ | ⟦+1,183.1@total_pnl⟧
Max drawdown | | ⟦316.3%@max_drawdown~max_drawdown!⟧""",
  unit_note='index points quoted as a percent'),
E('b_breakdown_short_2024', 'misrounded', 'en-US bulletin',
  """ST. NASDAQ PARISH BULLETIN — Lenten fast report
Our 2024 breakdown short closed ⟦79@total_trades⟧ trades; ⟦32@winning_trades⟧ reached the 1% target.
Average blessing per win: ⟦+131.85@avg_win!⟧ pts; average penance per loss: ⟦−64.59@avg_loss⟧.
Net offering: ⟦+1,183.1@total_pnl⟧ pts."""),
E('b_breakdown_short_2024', 'wrong_sign', 'pl-PL karaoke',
  """🎤 KARAOKE „Krótka sprzedaż” (NQ 2024)
♪ Siedemdziesiąt dziewięć razy w dół ♪
♪ zysk ⟦1183,11@total_pnl⟧, Sharpe ⟦1,35@sharpe⟧ ♪
♪ a strategia kup i trzymaj dałaby ⟦+8634,75@buy_and_hold_pnl!⟧ ♪
[03:02]"""),
E('b_breakdown_short_2024', 'faithful', 'ja-JP yearbook',
  """卒業アルバム　NQ 2024「ブレイクダウン売り」組
出席：⟦79@total_trades⟧トレード（勝ち ⟦32@winning_trades⟧）
勝率 ⟦40.5%@win_rate⟧、合計 ⟦+1,183.1@total_pnl⟧ ポイント
最大ドローダウン ⟦316.3@max_drawdown⟧
一言：「損切りは0.5%で即決」"""),
E('b_breakdown_short_2024', 'faithful', 'zh-CN cheatsheet',
  """【小抄】NQ 2024 跌破前低做空
首笔：⟦1月5日@D:2024-01-05⟧ 止损 ⟦−87.26@trd('2024-01-05').pnl⟧（04:39）
最佳：⟦1月11日@D:2024-01-11⟧ ⟦+171.7@best_trade⟧（15:37 止盈）
共 ⟦79@total_trades⟧ 笔，盈利因子 ⟦1.39@profit_factor⟧，合计 ⟦+1,183.11@total_pnl⟧"""),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
E('b_fade_2023_vs_2024', 'wrong_year', 'fr-FR cheatsheet',
  """ANTISÈCHE — Fade de 3 hausses, 2023 vs 2024
2023 : ⟦18@A.total_trades⟧ trades, ⟦+61,75@A.total_pnl⟧, PF ⟦1,02@A.profit_factor⟧
2024 : ⟦10@B.total_trades⟧ trades, ⟦+1\u202f202@B.total_pnl⟧, réussite ⟦55,6 %@B.win_rate~A.win_rate!⟧
→ 2024 nettement meilleur"""),
E('b_fade_2023_vs_2024', 'wrong_year', 'ja-JP fitness',
  """NQ フィットネス記録　3連騰ショート
2023年：⟦18@A.total_trades⟧回、合計 ⟦+61.75@A.total_pnl⟧、最大ドローダウン ⟦603.5@A.max_drawdown~B.max_drawdown!⟧
2024年：⟦10@B.total_trades⟧回、合計 ⟦+1,202@B.total_pnl⟧、勝率 ⟦70%@B.win_rate⟧
今年のほうが好調！"""),
E('b_fade_2023_vs_2024', 'wrong_sign', 'de-DE zoo',
  """TIERPARK NQ · FÜTTERUNGSPLAN „3 Tage rauf, dann short“
10:00 Gehege 2023: ⟦18@A.total_trades⟧ Fütterungen, Saldo ⟦−61,75@A.total_pnl!⟧
14:00 Gehege 2024: ⟦10@B.total_trades⟧ Fütterungen, Saldo ⟦+1.202@B.total_pnl⟧
Bestes Futter 2024: ⟦+465,75@B.best_trade⟧ am ⟦20. August@D:2024-08-20⟧"""),
E('b_fade_2023_vs_2024', 'faithful', 'ru-RU pivot',
  """Названия строк | Сделок | Сумма P&L | Доля прибыльных
2023 | ⟦18@A.total_trades⟧ | ⟦+61,75@A.total_pnl⟧ | ⟦55,6 %@A.win_rate⟧
2024 | ⟦10@B.total_trades⟧ | ⟦+1202@B.total_pnl⟧ | ⟦70 %@B.win_rate⟧"""),
E('b_fade_2023_vs_2024', 'faithful', 'pl-PL bulletin',
  """BIULETYN PARAFIALNY — ogłoszenia
Strategia „krótko po trzech wzrostach” w 2023 r.: ⟦18@A.total_trades⟧ transakcji, wynik ⟦+61,75@A.total_pnl⟧, najgorsza ⟦−697@A.worst_trade⟧.
W 2024 r.: ⟦10@B.total_trades⟧ transakcji, ⟦+1202@B.total_pnl⟧, ⟦7@B.winning_trades⟧ zyskownych.
Bóg zapłać!"""),
E('b_fade_2023_vs_2024', 'faithful', 'en-GB yearbook',
  """YEARBOOK — FADE-THE-3-UP-DAYS, CLASSES OF 2023 & 2024
2023: "Broke even" — ⟦+61.75@A.total_pnl⟧ over ⟦18@A.total_trades⟧ trades, max drawdown ⟦1,685.25@A.max_drawdown⟧
2024: "Most improved" — ⟦+1,202@B.total_pnl⟧ over ⟦10@B.total_trades⟧ trades, ⟦70%@B.win_rate⟧ win rate
Best moment: ⟦20 Aug 2024@D:2024-08-20⟧, ⟦+465.75@B.best_trade⟧"""),
# ---------------------------------------------------------------- x_compare_two_down
E('x_compare_two_down', 'wrong_row', 'es-ES yearbook',
  """ANUARIO · COMPRA TRAS DOS DÍAS BAJISTAS
NQ — «El que no aprende»: ⟦97@row('NQ').trades⟧ operaciones, ⟦−3060,8@row('NQ').total_pnl⟧ pts, PF ⟦0,79@row('NQ').profit_factor⟧
ES — «La estrella»: ⟦64@row('ES').trades⟧ operaciones, acierto ⟦39,2 %@row('ES').win_rate~row('NQ').win_rate!⟧, ⟦+2615@row('ES').total_pnl⟧ pts, Sharpe ⟦1,67@row('ES').sharpe⟧"""),
E('x_compare_two_down', 'wrong_column', 'ja-JP cheatsheet',
  """【カンペ】2日続落買い NQ vs ES
NQ：⟦97@row('NQ').trades⟧回、勝率 ⟦39.2%@row('NQ').win_rate⟧、一回あたり期待値 ⟦−0.69@row('NQ').expectancy~row('NQ').sharpe!⟧
ES：⟦64@row('ES').trades⟧回、勝率 ⟦54.7%@row('ES').win_rate⟧、PF ⟦2.09@row('ES').profit_factor⟧、シャープ ⟦1.67@row('ES').sharpe⟧
→ ESだけ機能"""),
E('x_compare_two_down', 'wrong_unit', 'pl-PL tide',
  """TABLICA PŁYWÓW — kupno po dwóch spadkach
NQ: odpływ ⟦−3060,77@row('NQ').total_pnl⟧ pkt, ⟦97@row('NQ').trades⟧ transakcji
ES: przypływ ⟦+130\u00a0751,25@row('ES').total_pnl_currency~row('ES').total_pnl_currency!⟧ pkt, ⟦64@row('ES').trades⟧ transakcje
Uwaga: punkty obu rynków są nieporównywalne""",
  unit_note='currency per contract quoted as index points'),
E('x_compare_two_down', 'faithful', 'de-DE pivot',
  """Zeilenbeschriftungen | Trades | Trefferquote | Profitfaktor | Summe Pkt. | je Kontrakt
NQ | ⟦97@row('NQ').trades⟧ | ⟦39,2 %@row('NQ').win_rate⟧ | ⟦0,79@row('NQ').profit_factor⟧ | ⟦−3.060,77@row('NQ').total_pnl⟧ | ⟦−61.215,4@row('NQ').total_pnl_currency⟧
ES | ⟦64@row('ES').trades⟧ | ⟦54,7 %@row('ES').win_rate⟧ | ⟦2,09@row('ES').profit_factor⟧ | ⟦+2.615@row('ES').total_pnl⟧ | ⟦+130.751,25@row('ES').total_pnl_currency⟧"""),
E('x_compare_two_down', 'faithful', 'ru-RU karaoke',
  """🎤 КАРАОКЕ «Два красных дня» (NQ vs ES)
♪ На NQ девяносто семь сделок, минус ⟦3060,8@row('NQ').total_pnl|neg⟧ ♪
♪ на ES шестьдесят четыре — плюс ⟦2615@row('ES').total_pnl⟧ ♪
♪ Шарп ⟦1,67@row('ES').sharpe⟧, фактор ⟦2,09@row('ES').profit_factor⟧ — вот это да ♪
[01:58]"""),
E('x_compare_two_down', 'faithful', 'zh-CN zoo',
  """动物园喂食表 · 连跌两天买入
10:00 NQ 馆：⟦97@row('NQ').trades⟧ 笔，胜率 ⟦39.2%@row('NQ').win_rate⟧，合计 ⟦−3,060.77@row('NQ').total_pnl⟧ 点
14:00 ES 馆：⟦64@row('ES').trades⟧ 笔，胜率 ⟦54.7%@row('ES').win_rate⟧，合计 ⟦+2,615@row('ES').total_pnl⟧ 点，每手 ⟦+130,751.25@row('ES').total_pnl_currency⟧
提示：点数跨品种不可比"""),
# ---------------------------------------------------------------- x_portfolio_two_down
E('x_portfolio_two_down', 'wrong_sign', 'es-ES dedication',
  """📻 Dedicatorias en Radio NQ
«Para la cartera NQ + ES, un millón de capital y 1 % de riesgo por operación: ⟦161@trades⟧ operaciones y un resultado de ⟦−48.758,95@total_pnl!⟧.
Suena "Resistiré".»"""),
E('x_portfolio_two_down', 'wrong_unit', 'nl-NL karaoke',
  """🎤 KARAOKE — "Twee rode dagen" (NQ + ES)
♪ ES, jij redt de boel: ⟦+134.871,25@leg('ES').pnl~leg('ES').pnl!⟧ punten ♪
♪ NQ zakt weg: ⟦−86.112,3@leg('NQ').pnl⟧ ♪
♪ samen ⟦+48.758,95@total_pnl⟧ op een miljoen ♪""",
  unit_note='currency quoted as index points'),
E('x_portfolio_two_down', 'miscomputed', 'de-DE shelf',
  """REGALETIKETT · Portfolio „Zwei rote Tage“
ES-Bein: ⟦+134.871,25@leg('ES').pnl⟧ aus ⟦64@leg('ES').trades⟧ Trades
= ⟦2.017,36@leg('ES').pnl/leg('ES').trades!⟧ je Trade
NQ-Bein: ⟦−86.112,3@leg('NQ').pnl⟧ (⟦97@leg('NQ').trades⟧ Trades)
Depot: ⟦1.048.758,95@final_equity⟧"""),
E('x_portfolio_two_down', 'faithful', 'pt-BR parking',
  """NOTIFICAÇÃO DE MULTA — CARTEIRA NQ + ES
Perna NQ: ⟦−86.112,30@leg('NQ').pnl⟧ (⟦97@leg('NQ').trades⟧ operações)
Perna ES: ⟦+134.871,25@leg('ES').pnl⟧ (⟦64@leg('ES').trades⟧ operações)
Resultado: ⟦+48.758,95@total_pnl⟧ · drawdown máx. ⟦7,2 %@max_drawdown_pct⟧"""),
E('x_portfolio_two_down', 'faithful', 'ja-JP bulletin',
  """教会だより　ポートフォリオ報告
資金 ⟦100万@capital⟧ → 最終 ⟦1,048,758.95@final_equity⟧
NQ 脚 ⟦−86,112.3@leg('NQ').pnl⟧、ES 脚 ⟦+134,871.25@leg('ES').pnl⟧
最大ドローダウン ⟦78,853.15@max_drawdown⟧（⟦7.20%@max_drawdown_pct⟧）"""),
E('x_portfolio_two_down', 'faithful', 'fr-FR yearbook',
  """ALBUM DE PROMO — « Deux jours de baisse », NQ + ES
ES, « la tête de classe » : ⟦+134\u202f871,25@leg('ES').pnl⟧ (⟦277 %@leg('ES').contribution_pct⟧ du total)
NQ, « le cancre » : ⟦−86\u202f112,3@leg('NQ').pnl⟧
La promo : ⟦161@trades⟧ trades, ⟦+4,88 %@return_pct⟧"""),
]
