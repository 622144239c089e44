"""Backtests, comparison and portfolio (b_rsi_long ... x_portfolio_two_down). Markers: see ../../blind4/lib.py.
By-year figures exist only in model_response and are read with mr(...).
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

Y23 = "mr('2023 ([+-][0-9.]+) [(]')"
Y24 = "mr('2024 ([+-][0-9.]+) [(]')"

ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
E('b_rsi_long', 'wrong_row', 'pt-BR bars',
  """RSI(14) < 30 · compra · saída em 5 dias
⟦31/01@D:2024-01-31⟧ ▇▇ ⟦−163@trd('2024-01-31').pnl⟧
⟦07/02@D:2024-02-07⟧ ▇▇ ⟦−161@trd('2024-02-07').pnl⟧
⟦09/02@D:2024-02-09⟧ ▇▇▇▇▇▇▇▇▇▇▇▇▇▇ ⟦+680,5@trd('2024-02-09').pnl~trd('2024-03-28').pnl!⟧
⟦14/03@D:2024-03-14⟧ ▇▇ ⟦−152@trd('2024-03-14').pnl⟧
total: ⟦−917,4@total_pnl⟧ pts em ⟦36@total_trades⟧ trades"""),
E('b_rsi_long', 'wrong_sign', 'zh-CN pycode',
  """# RSI(14)<30 做多，持有5天，1%止损
# 共⟦36@total_trades⟧笔，胜率 ⟦19.4%@win_rate⟧，总盈亏 ⟦−917.4@total_pnl⟧ 点
# 每笔期望 ⟦+25.48@expectancy!⟧ 点，夏普 ⟦−0.46@sharpe⟧
bt = backtest(entry="rsi(close, 14) < 30", exit_bars=5, stop="1%")"""),
E('b_rsi_long', 'invented', 'ru-RU gossip',
  """СКАНДАЛ! Стратегия «покупай, когда RSI ниже 30» провела ⟦36@total_trades⟧ сделок и выиграла лишь ⟦7@winning_trades⟧ — а максимальная просадка, по слухам, составила ⟦1544,6@max_drawdown!⟧ пункта! Инсайдеры советуют держаться подальше."""),
E('b_rsi_long', 'faithful', 'de-DE boxing',
  """Meine Damen und Herren, in der roten Ecke: die RSI-Long-Strategie! Kampfbilanz: ⟦7@winning_trades⟧ Siege, ⟦29@losing_trades⟧ Niederlagen! Trefferquote ⟦19,4 %@win_rate⟧! Ihr schwerster Schlag: ⟦+680,5@best_trade⟧ Punkte! Unterm Strich: Gesamtverlust ⟦917,4@total_pnl|neg⟧ Punkte!"""),
E('b_rsi_long', 'faithful', 'ja-JP flashcard',
  """【表】RSI(14)<30で買い、5日で手仕舞い、1%ストップの成績は？
【裏】⟦36@total_trades⟧トレード、勝率⟦19.4%@win_rate⟧、合計 ⟦−917.4@total_pnl⟧ポイント。⟦28@mr('stop ([0-9]+) [(]')⟧回がストップで終了。バイ・アンド・ホールドは ⟦−7,162.75@buy_and_hold_pnl⟧。"""),
E('b_rsi_long', 'faithful', 'pl-PL tasklist',
  """- [x] Transakcje: ⟦36@total_trades⟧ (⟦7@winning_trades⟧ zysków, ⟦29@losing_trades⟧ strat)
- [x] Wynik: ⟦−917,4@total_pnl⟧ pkt[^bh]
- [x] Maks. obsunięcie: ⟦1368,1@max_drawdown⟧
- [ ] Sprawdzić inne progi RSI

[^bh]: kup i trzymaj w tym czasie: ⟦−7162,75@buy_and_hold_pnl⟧ pkt."""),
# ---------------------------------------------------------------- b_fade_3up
E('b_fade_3up', 'wrong_year', 'en-US receipt',
  """FADE-3-UP DELI
short after 3 up days · TP 50 / SL 30
----------------------------------
2023 P&L ............... ⟦+240.00@""" + Y23 + "~" + Y24 + """!⟧
TRADES ..................... ⟦47@total_trades⟧
WIN RATE ................ ⟦44.7%@win_rate⟧
TOTAL .................. ⟦+270.00@total_pnl⟧
   thanks, come again!  16:10"""),
E('b_fade_3up', 'wrong_unit', 'pl-PL gossip',
  """PLOTKI! Strategia shortowania po trzech wzrostowych dniach (cel 50, stop 30) podobno zarobiła od 2023 roku całe ⟦270@total_pnl~total_pnl!⟧ dolarów w ⟦47@total_trades⟧ transakcjach! Trafność: ⟦44,7%@win_rate⟧. Skromnie, ale zawsze coś.""",
  unit_note='index points quoted as US dollars'),
E('b_fade_3up', 'miscomputed', 'pt-BR pycode',
  """# Short após 3 altas seguidas, alvo 50 / stop 30, desde 2023
# ⟦47@total_trades⟧ trades: ⟦21@winning_trades⟧ ganhos x 50 − ⟦26@losing_trades⟧ perdas x 30 = ⟦+270@total_pnl⟧ pts
# expectativa por trade: ⟦270@total_pnl⟧ / ⟦47@total_trades⟧ = ⟦5,47@total_pnl/total_trades!⟧ pts
resultado = backtest(fade_3_altas)"""),
E('b_fade_3up', 'faithful', 'ru-RU boxing',
  """Дамы и господа! В синем углу — стратегия «шорт после трёх растущих дней»! ⟦47@total_trades⟧ боёв: ⟦21@winning_trades⟧ победа, ⟦26@losing_trades⟧ поражений! Каждая победа — ровно ⟦+50@avg_win⟧, каждое поражение — ⟦−30@avg_loss⟧! Итог карьеры: ⟦+270@total_pnl⟧ пунктов!"""),
E('b_fade_3up', 'faithful', 'en-GB yoda',
  """Profitable, the fade was: ⟦+270@total_pnl⟧ points over ⟦47@total_trades⟧ trades. Win, it did, ⟦44.7%@win_rate⟧ of the time. In 2024 most of it came — ⟦+240@""" + Y24 + """⟧, hmm. Small, the edge is."""),
E('b_fade_3up', 'faithful', 'es-ES ticker',
  """FADE 3 ALZAS ▲ ⟦+270@total_pnl⟧ pts ▲ ⟦47@total_trades⟧ operaciones ▲ acierto ⟦44,7 %@win_rate⟧ ▲ PF ⟦1,35@profit_factor⟧ ▼ DD máx. ⟦190@max_drawdown⟧ ▲ 2023: ⟦+30@""" + Y23 + """⟧ ▲ 2024: ⟦+240@""" + Y24 + """⟧ ▲"""),
# ---------------------------------------------------------------- b_sma_cross
E('b_sma_cross', 'wrong_year', 'fr-FR bars',
  """SMA(20) croisée à la hausse, long 10 jours (points)
2023   ▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓ ⟦−3\u202f584,5@""" + Y23 + "~" + Y24 + """!⟧
total  ▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓ ⟦−4\u202f681,25@total_pnl⟧
⟦16@total_trades⟧ trades · ⟦4@winning_trades⟧ gagnants"""),
E('b_sma_cross', 'wrong_sign', 'ja-JP dating',
  """【婚活プロフィール】SMA(20)上抜け・10日保有くん
戦績：⟦16@total_trades⟧回中⟦4@winning_trades⟧勝、勝率⟦25%@win_rate⟧
合計 ⟦+4,681.25@total_pnl!⟧ポイント
最大ドローダウン ⟦4,864.5@max_drawdown⟧
好きな日：⟦2023年9月12日@D:2023-09-12⟧（⟦+1,270@best_trade⟧）"""),
E('b_sma_cross', 'coincidental', 'zh-CN tasklist',
  """- [x] 信号：收盘上穿SMA(20)，持有10天
- [x] 共⟦16@total_trades⟧笔，赢⟦4@winning_trades⟧笔，胜率⟦25%@win_rate⟧
- [x] ⟦8月21日@D:2023-08-21⟧那笔：⟦−465@trd('2023-08-21').pnl!⟧ 点
- [ ] 总亏损 ⟦−4,681.25@total_pnl⟧，需要改进[^注]

[^注]: 同期买入持有 ⟦−7,162.75@buy_and_hold_pnl⟧。"""),
E('b_sma_cross', 'faithful', 'it-IT http',
  """HTTP/2 200
content-type: text/plain

Incrocio sopra la SMA(20), long per 10 giorni: ⟦16@total_trades⟧ operazioni, ⟦4@winning_trades⟧ vincenti (⟦25%@win_rate⟧). Totale ⟦−4.681,25@total_pnl⟧ punti, drawdown massimo ⟦4.864,5@max_drawdown⟧.""",
  allow=['2', '200']),
E('b_sma_cross', 'faithful', 'nl-NL ticker',
  """SMA(20)-CROSS LONG ▼ ⟦−4.681,25@total_pnl⟧ pt ▼ ⟦16@total_trades⟧ trades ▼ winst ⟦25%@win_rate⟧ ▲ beste trade ⟦+1.270@best_trade⟧ ▼ slechtste ⟦−1.800,75@worst_trade⟧ ▼ 2023: ⟦−1.096,8@""" + Y23 + """⟧ ▼ 2024: ⟦−3.584,5@""" + Y24 + """⟧"""),
E('b_sma_cross', 'faithful', 'de-DE receipt',
  """KASSENBON · SMA(20)-Kreuzung, long
⟦16@total_trades⟧ Trades à 10 Tage
Gewinne ............... ⟦+2.745,50@gross_profit⟧
Verluste .............. ⟦−7.426,75@gross_loss⟧
SUMME ................. ⟦−4.681,25@total_pnl⟧
Bester Trade ⟦12.09.2023@D:2023-09-12⟧  ⟦+1.270,00@best_trade⟧
Vielen Dank! 18:22"""),
# ---------------------------------------------------------------- b_breakdown_short_2024
E('b_breakdown_short_2024', 'wrong_column', 'es-ES boxing',
  """¡Señoras y señores! En la esquina roja, ¡la ruptura bajista de 2024! ¡⟦79@total_trades⟧ combates, ⟦32@winning_trades⟧ victorias! ¡Su mejor golpe, ⟦+131,84@best_trade~avg_win!⟧ puntos! ¡Balance de la temporada: ⟦+1183,1@total_pnl⟧! ¡A pelear!"""),
E('b_breakdown_short_2024', 'wrong_sign', 'it-IT flashcard',
  """FRONTE: Short sotto il minimo precedente, 2024 (target 1%, stop mezzo per cento, uscita a 3 giorni)?
RETRO: ⟦79@total_trades⟧ operazioni, ⟦40,5%@win_rate⟧ vincenti, totale ⟦+1.183,1@total_pnl⟧ punti; vincita media ⟦+131,84@avg_win⟧, perdita media ⟦−64,59@avg_loss⟧; guadagno atteso per operazione ⟦−14,98@expectancy!⟧."""),
E('b_breakdown_short_2024', 'derived', 'pl-PL dating',
  """Profil: Breakdown Short, rocznik 2024 🖤
O mnie: ⟦79@total_trades⟧ randek, ⟦32@winning_trades⟧ udane (⟦40,5%@win_rate⟧). Średnio zyskuję ⟦131,84@avg_win⟧, tracę ⟦64,59@avg_loss|neg⟧ — moje wyliczenie: wygrane są ⟦2,04@avg_win/abs(avg_loss)!⟧ raza większe.
Szukam: kogoś na spadki."""),
E('b_breakdown_short_2024', 'faithful', 'en-GB gossip',
  """WHO'S SHORTING WHOM? Insiders say the 2024 breakdown short racked up ⟦79@total_trades⟧ trades, won ⟦40.5%@win_rate⟧ of them and walked off with ⟦+1,183.1@total_pnl⟧ points — while buy-and-hold lost ⟦8,634.75@buy_and_hold_pnl|neg⟧! Darling, the drama."""),
E('b_breakdown_short_2024', 'faithful', 'en-US receipt',
  """BREAKDOWN SHORT 2024 — TILL A
TP 1% / SL 0.5% / exit 3 days
trades ............... ⟦79@total_trades⟧
wins ⟦32@winning_trades⟧ @ avg ⟦+131.84@avg_win⟧
losses ⟦47@losing_trades⟧ @ avg ⟦−64.59@avg_loss⟧
NET ............ ⟦+1,183.11@total_pnl⟧
buy & hold ..... ⟦−8,634.75@buy_and_hold_pnl⟧
THANK YOU  15:58"""),
E('b_breakdown_short_2024', 'faithful', 'ru-RU http',
  """content-type: text/plain
x-trades: ⟦79@total_trades⟧

Шорт пробоя минимума, 2024: ⟦79@total_trades⟧ сделок, доля прибыльных ⟦40,5\u00a0%@win_rate⟧, итог ⟦+1183,1@total_pnl⟧ пункта, макс. просадка ⟦316,3@max_drawdown⟧."""),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
E('b_fade_2023_vs_2024', 'wrong_year', 'nl-NL shanty',
  """🎵 Jo-ho, in 2023 ging de fade maar net: ⟦+61,75@A.total_pnl⟧,
en won hij ⟦70%@A.win_rate~B.win_rate!⟧ — hijs op, hijs op!
Maar in 2024, jongens, ⟦+1.202@B.total_pnl⟧ binnengehaald,
met maar ⟦10@B.total_trades⟧ trades, jo-ho!"""),
E('b_fade_2023_vs_2024', 'wrong_year', 'de-DE tasklist',
  """- [x] 2023: ⟦18@A.total_trades⟧ Trades, ⟦+61,75@A.total_pnl⟧ Punkte
- [x] 2024: ⟦10@B.total_trades⟧ Trades, ⟦+1.202@B.total_pnl⟧ Punkte
- [x] Max. Drawdown 2024: ⟦1.685,25@B.max_drawdown~A.max_drawdown!⟧[^dd]
- [ ] Entscheiden: 2024 klar besser?

[^dd]: Hoch bis Tief der Equity, in Punkten."""),
E('b_fade_2023_vs_2024', 'miscomputed', 'fr-FR flashcard',
  """RECTO : Vendre après trois hausses : mieux en 2023 ou en 2024 ?
VERSO : en 2024. Gain ⟦+1\u202f202@B.total_pnl⟧ contre ⟦+61,75@A.total_pnl⟧ ; taux de réussite ⟦70\u202f%@B.win_rate⟧ contre ⟦55,6\u202f%@A.win_rate⟧, soit ⟦15,56@B.win_rate-A.win_rate!⟧ points de mieux."""),
E('b_fade_2023_vs_2024', 'faithful', 'ja-JP receipt',
  """【レシート】3日続伸フェード
2023年 ⟦18@A.total_trades⟧回 ........ ⟦+61.75@A.total_pnl⟧
2024年 ⟦10@B.total_trades⟧回 ...... ⟦+1,202.00@B.total_pnl⟧
勝率 ⟦55.6%@A.win_rate⟧ → ⟦70.0%@B.win_rate⟧
ありがとうございました 17:05"""),
E('b_fade_2023_vs_2024', 'faithful', 'it-IT dating',
  """Profilo: Fade dei 3 rialzi 💘
Nel 2023 ero incostante: ⟦18@A.total_trades⟧ operazioni, ⟦+61,75@A.total_pnl⟧ punti.
Nel 2024 sono maturato: ⟦10@B.total_trades⟧ operazioni, ⟦7@B.winning_trades⟧ vincenti, ⟦+1.202@B.total_pnl⟧.
Cerco: un anno come il 2024."""),
E('b_fade_2023_vs_2024', 'faithful', 'zh-CN pycode',
  """# 连涨3天后做空，持有2天
# 2023年：⟦18@A.total_trades⟧笔，胜率 ⟦55.6%@A.win_rate⟧，总盈亏 ⟦+61.75@A.total_pnl⟧
# 2024年：⟦10@B.total_trades⟧笔，胜率 ⟦70%@B.win_rate⟧，总盈亏 ⟦+1,202@B.total_pnl⟧
# 结论：2024 明显更好
best = max(results, key=lambda r: r.total_pnl)"""),
# ---------------------------------------------------------------- x_compare_two_down
E('x_compare_two_down', 'wrong_row', 'ja-JP yoda',
  """うまくいくのは、ESだけじゃ。NQのシャープレシオ、⟦1.67@row('NQ').sharpe~row('ES').sharpe!⟧とな…うむ。じゃが負けておる、NQは ⟦−3,060.77@row('NQ').total_pnl⟧ポイント。ESは ⟦+2,615@row('ES').total_pnl⟧、勝っておるのじゃ。"""),
E('x_compare_two_down', 'wrong_column', 'zh-CN dating',
  """💕 征友：ES，标普期货
连跌两天就买入，⟦64@row('ES').trades⟧ 笔交易，胜率 ⟦54.7%@row('ES').win_rate⟧，总盈利 ⟦+3,532.25@row('ES').total_pnl~row('ES').buy_and_hold_pnl!⟧ 点
不喜欢：NQ（亏了 ⟦3,060.77@row('NQ').total_pnl|neg⟧ 点）"""),
E('x_compare_two_down', 'misrounded', 'en-US http',
  """HTTP/2 200
content-type: application/json

{"NQ": {"trades": ⟦97@row('NQ').trades⟧, "win_rate": ⟦39.2@row('NQ').win_rate⟧, "total_pts": ⟦-3060.8@row('NQ').total_pnl⟧},
 "ES": {"trades": ⟦64@row('ES').trades⟧, "win_rate": ⟦54.7@row('ES').win_rate⟧, "total_pts": ⟦2615.1@row('ES').total_pnl!⟧, "sharpe": ⟦1.67@row('ES').sharpe⟧}}""",
  allow=['2', '200']),
E('x_compare_two_down', 'faithful', 'pt-BR gossip',
  """BABADO! Comprar depois de dois dias de queda funcionou só no ES: ⟦64@row('ES').trades⟧ trades, ⟦54,7%@row('ES').win_rate⟧ de acerto e ⟦+2.615@row('ES').total_pnl⟧ pontos. Já o NQ levou a pior — ⟦97@row('NQ').trades⟧ trades e prejuízo de ⟦3.060,77@row('NQ').total_pnl|neg⟧ pontos, contam fontes do pregão."""),
E('x_compare_two_down', 'faithful', 'nl-NL flashcard',
  """VOORKANT: Werkt kopen na twee daaldagen op NQ én ES?
ACHTERKANT: Alleen op ES: ⟦+2.615@row('ES').total_pnl⟧ punten, Sharpe ⟦1,67@row('ES').sharpe⟧. NQ: ⟦−3.060,8@row('NQ').total_pnl⟧ punten, Sharpe ⟦−0,69@row('NQ').sharpe⟧."""),
E('x_compare_two_down', 'faithful', 'fr-FR bars',
  """Achat après deux baisses — total en points
ES  ████████████▊ ⟦+2\u202f615@row('ES').total_pnl⟧
NQ  ███████████████ ⟦−3\u202f060,8@row('NQ').total_pnl⟧
Sharpe : ES ⟦1,67@row('ES').sharpe⟧ · NQ ⟦−0,69@row('NQ').sharpe⟧"""),
# ---------------------------------------------------------------- x_portfolio_two_down
E('x_portfolio_two_down', 'wrong_sign', 'pl-PL yoda',
  """Zarobił portfel, ⟦48\u00a0758,95@total_pnl⟧ — tak. Na ES ⟦−134\u00a0871,25@leg('ES').pnl!⟧ wyszło, hmm. NQ w dół ciągnie, ⟦−86\u00a0112,3@leg('NQ').pnl⟧. Jeden procent ryzyka na transakcję, mądrze to jest."""),
E('x_portfolio_two_down', 'wrong_unit', 'ja-JP pycode',
  """# NQ+ES 2日続落ポートフォリオ（資本 ⟦100万@capital⟧、1トレード1%リスク）
# 最終資産: ⟦1,048,758.95@final_equity⟧
# 損益: ⟦+48,758.95@total_pnl~total_pnl!⟧ポイント
# 最大DD: ⟦78,853.15@max_drawdown⟧ (⟦7.20%@max_drawdown_pct⟧)
pf = run_portfolio(legs=["NQ", "ES"])""",
  unit_note='currency quoted as index points'),
E('x_portfolio_two_down', 'coincidental', 'nl-NL tasklist',
  """- [x] Portefeuille NQ + ES, ⟦161@trades⟧ trades
- [x] Winst: ⟦48.758,95@total_pnl⟧
- [x] Rendement: ⟦+7,22%@return_pct!⟧
- [x] NQ-poot ⟦−86.112,3@leg('NQ').pnl⟧, ES-poot ⟦+134.871,25@leg('ES').pnl⟧[^kap]

[^kap]: startkapitaal één miljoen, risico per trade 1%."""),
E('x_portfolio_two_down', 'faithful', 'it-IT boxing',
  """Signore e signori! Sul ring, il portafoglio NQ + ES con un milione di capitale! ⟦161@trades⟧ riprese! Il NQ va al tappeto: ⟦−86.112,3@leg('NQ').pnl⟧! Ma l'ES risponde con ⟦+134.871,25@leg('ES').pnl⟧! Verdetto finale: ⟦+48.758,95@total_pnl⟧, cioè ⟦+4,88%@return_pct⟧!"""),
E('x_portfolio_two_down', 'faithful', 'es-ES receipt',
  """TICKET · CARTERA NQ + ES
Capital inicial ...... ⟦1.000.000,00@capital⟧
Pata NQ ............... ⟦−86.112,30@leg('NQ').pnl⟧
Pata ES .............. ⟦+134.871,25@leg('ES').pnl⟧
TOTAL ................. ⟦+48.758,95@total_pnl⟧
Rentabilidad .............. ⟦4,88 %@return_pct⟧
Gracias por su visita  19:40"""),
E('x_portfolio_two_down', 'faithful', 'fr-FR http',
  """HTTP/1.1 200 OK
content-type: text/plain

Portefeuille NQ + ES : ⟦+48\u202f758,95@total_pnl⟧ (⟦+4,88\u202f%@return_pct⟧) sur un million. Jambe NQ ⟦−86\u202f112,30@leg('NQ').pnl⟧, jambe ES ⟦+134\u202f871,25@leg('ES').pnl⟧. Drawdown max ⟦78\u202f853,15@max_drawdown⟧ (⟦7,20\u202f%@max_drawdown_pct⟧).""",
  allow=['1.1', '200']),
]
