"""Backtests, comparison and portfolio (b_rsi_long ... x_portfolio_two_down). Markers: see ../../blind4/lib.py.
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
E('b_rsi_long', 'wrong_sign', 'en-GB jupyter',
  """In [5]: bt = run_backtest(entry="rsi(close, 14) < 30", exit_bars=5, stop_loss="1%")
        bt.metrics.total_trades, bt.metrics.win_rate
Out[5]: (⟦36@total_trades⟧, ⟦19.44@win_rate⟧)
In [6]: bt.metrics.total_pnl
Out[6]: ⟦917.44@total_pnl!⟧""",
  allow=['6']),
E('b_rsi_long', 'coincidental', 'pl-PL escape',
  """🔐 POKÓJ ZAGADEK „RSI PONIŻEJ 30”
Wskazówka #1: kłódka otwiera się liczbą transakcji: ⟦36@total_trades⟧.
Wskazówka #2: trafność strategii to ⟦20,3\u00a0%@win_rate!⟧, resztę zjadły stopy.
Wskazówka #3: wynik łączny ⟦−917,44@total_pnl⟧ pkt.
⏳ 08:05 zostało""",
  allow=['2', '3']),
E('b_rsi_long', 'wrong_column', 'zh-CN rap',
  """[主歌]
RSI 跌破 30 我就进场，
⟦36@total_trades⟧ 笔交易，赢的只有 ⟦7@winning_trades⟧ 场，
平均盈利 ⟦680.5@avg_win~best_trade!⟧，听着挺响，
总账 ⟦−917.44@total_pnl⟧，止损砍得我心慌。"""),
E('b_rsi_long', 'invented', 'ru-RU judges',
  """ПРОТОКОЛ СУДЕЙ — кулинарный конкурс «RSI(14) ниже 30»
Участник: лонг на перепроданности, выход через 5 дней, стоп 1 %
Сделок: ⟦36@total_trades⟧ · Побед: ⟦7@winning_trades⟧
Профит-фактор: ⟦0,71@profit_factor!⟧
Итог: ⟦−917,4@total_pnl⟧ п. Блюдо пересолено стопами."""),
E('b_rsi_long', 'faithful', 'en-US chronicle',
  """A CHRONICLE OF THE RSI LONG
In the year 2024 the strategy went in ⟦36@total_trades⟧ times when RSI(14) fell below 30, and only ⟦7@winning_trades⟧ times did it prevail.
Its first venture, on ⟦Jan 31@D:2024-01-31⟧, was stopped out for ⟦−163@tr[0].pnl⟧; its finest, on ⟦Mar 28@D:2024-03-28⟧, won ⟦+680.5@best_trade⟧.
At year's end it stood at ⟦−917.4@total_pnl⟧ points."""),
E('b_rsi_long', 'faithful', 'de-DE warranty',
  """GARANTIEKARTE — Strategie „RSI(14) < 30, Long, 5 Tage, 1 % Stopp“
Trades: ⟦36@total_trades⟧ · Trefferquote ⟦19,4 %@win_rate⟧ · Profitfaktor ⟦0,76@profit_factor⟧
Max. Drawdown ⟦1.368,1@max_drawdown⟧ Pkt · Ergebnis ⟦−917,4@total_pnl⟧ Pkt
Garantie erlischt bei Stopp-Auslösung (⟦28@mr('stop ([0-9]+) [(]')⟧ von ⟦36@total_trades⟧ Trades)."""),
# ---------------------------------------------------------------- b_fade_3up
E('b_fade_3up', 'wrong_year', 'pl-PL escape',
  """🔐 POKÓJ „TRZY WZROSTY”
Wskazówka #4: szyfr to wynik strategii w 2023 roku: ⟦+240@""" + Y23 + "~" + Y24 + """!⟧ pkt.
Wskazówka #5: całość od 2023: ⟦+270@total_pnl⟧ pkt w ⟦47@total_trades⟧ transakcjach.
⏳ 06:10 zostało""",
  allow=['4', '5']),
E('b_fade_3up', 'derived', 'fr-FR epitaph',
  """CI-GÎT
LA STRATÉGIE « TROIS HAUSSES, ON VEND »
2023 : ⟦+30@""" + Y23 + """⟧ points en ⟦31@""" + N23 + """⟧ trades
2024 : ⟦+240@""" + Y24 + """⟧ points en ⟦16@""" + N24 + """⟧ trades
Soit ⟦210@""" + Y24 + "-" + Y23 + """!⟧ points de mieux la seconde année (calcul maison).
Repose en paix, à 50 de gain et 30 de perte."""),
E('b_fade_3up', 'miscomputed', 'es-ES jupyter',
  """In [3]: m = bt.metrics
        fmt(m.avg_win), fmt(m.avg_loss), m.total_trades
Out[3]: ('⟦+50,0@avg_win⟧', '⟦−30,0@avg_loss⟧', ⟦47@total_trades⟧)
In [5]: # ratio ganancia media / pérdida media: ⟦1,76@avg_win/abs(avg_loss)!⟧""",
  allow=['5']),
E('b_fade_3up', 'faithful', 'en-GB warranty',
  """WARRANTY CARD — "Fade three up days" (short, 50-pt target, 30-pt stop), since 2023
Trades ⟦47@total_trades⟧ · won ⟦21@winning_trades⟧ · lost ⟦26@losing_trades⟧
Net ⟦+270@total_pnl⟧ pts · PF ⟦1.35@profit_factor⟧ · max DD ⟦190@max_drawdown⟧ pts
Wear and tear: every loss exactly ⟦−30@avg_loss⟧, every win ⟦+50@avg_win⟧."""),
E('b_fade_3up', 'faithful', 'en-US wargame',
  """UNIT: THREE-UP FADERS (short, since 2023)
Sorties ⟦47@total_trades⟧ | Hits ⟦44.7%@win_rate⟧ | PF ⟦1.35@profit_factor⟧ | Sharpe ⟦0.69@sharpe⟧
Wounds taken: max drawdown ⟦190@max_drawdown⟧ pts
Loot: ⟦+270@total_pnl⟧ pts, of which 2024 brought ⟦+240@""" + Y24 + """⟧."""),
E('b_fade_3up', 'faithful', 'pt-BR catalogue',
  """Número de chamada: HG6024 .F33 2023
NQ. Venda após três altas : alvo de 50, stop de 30 / ⟦47@total_trades⟧ operações, 2023–2024.
Notas: primeira operação em ⟦31 de janeiro de 2023@D:2023-01-31⟧, stop de ⟦−30@tr[0].pnl⟧; primeiro alvo em ⟦20 de março@D:2023-03-20⟧ (⟦+50@tr[3].pnl⟧). Resultado: ⟦+270@total_pnl⟧ pontos."""),
# ---------------------------------------------------------------- b_sma_cross
E('b_sma_cross', 'wrong_year', 'zh-CN warranty',
  """【保修卡】策略：收盘上穿 SMA(20) 做多，持有 10 天
总交易 ⟦16@total_trades⟧ 笔，盈利 ⟦4@winning_trades⟧ 笔
2024 年亏损：⟦−1,096.8@""" + Y24 + "~" + Y23 + """!⟧ 点
累计 ⟦−4,681.25@total_pnl⟧ 点。保修不含趋势反转。"""),
E('b_sma_cross', 'wrong_sign', 'nl-NL catalogue',
  """Plaatsnummer: HG6024 .S63 2023
NQ. Long bij kruising boven SMA(20), 10 dagen vasthouden / ⟦16@total_trades⟧ trades.
Inhoud: netto ⟦−4.681,25@total_pnl⟧ pnt; trefkans ⟦25 %@win_rate⟧; ter vergelijking kopen en vasthouden: ⟦+7.162,75@buy_and_hold_pnl!⟧ pnt."""),
E('b_sma_cross', 'wrong_unit', 'ja-JP wargame',
  """【ユニット】SMA20 クロス突撃隊
出撃 ⟦16@total_trades⟧ 回｜勝利 ⟦4@winning_trades⟧ 回｜勝率 ⟦25%@win_rate⟧
損害：最大ドローダウン ⟦4,864.5@max_drawdown⟧ ポイント
戦果：合計 ⟦−4,681.25@total_pnl~total_pnl!⟧円""",
  unit_note='index points quoted as yen'),
E('b_sma_cross', 'faithful', 'pt-BR judges',
  """FICHA DOS JURADOS — Prova «Cruzamento da SMA(20)»
Operações: ⟦16@total_trades⟧ (⟦4@winning_trades⟧ vitórias, ⟦12@losing_trades⟧ derrotas)
Melhor prato: entrada em ⟦12 de setembro de 2023@D:2023-09-12⟧, ⟦+1.270@best_trade⟧ pontos
Resultado: ⟦−4.681,25@total_pnl⟧. Os jurados não recomendam."""),
E('b_sma_cross', 'faithful', 'en-GB rap',
  """[Verse]
Crossed the twenty-day line and I went long, innit,
Sixteen trades, only ⟦4@winning_trades⟧ came home, no limit,
Lost ⟦4,681.25@total_pnl|neg⟧ on the tally, mate,
⟦−1,800.75@worst_trade⟧ on the worst one, shocking state."""),
E('b_sma_cross', 'faithful', 'en-US jupyter',
  """In [10]: bt = run_backtest(entry="crossover(close, sma(close, 20))", exit_bars=10)
         bt.metrics.total_trades, bt.metrics.win_rate, bt.metrics.total_pnl
Out[10]: (⟦16@total_trades⟧, ⟦25.0@win_rate⟧, ⟦-4681.25@total_pnl⟧)
In [20]: bt.by_year
Out[20]: {'2023': ⟦-1096.8@""" + Y23 + """⟧, '2024': ⟦-3584.5@""" + Y24 + """⟧}"""),
# ---------------------------------------------------------------- b_breakdown_short_2024
E('b_breakdown_short_2024', 'wrong_column', 'fr-FR chronicle',
  """CHRONIQUE DE L'AN DE GRÂCE 2024
En cette année, la stratégie vendit ⟦79@total_trades⟧ fois la cassure du plus bas de la veille, et l'emporta ⟦32@winning_trades⟧ fois.
Le trésor s'accrut de ⟦1\u202f183,11@total_pnl⟧ points, avec un ratio de Sharpe de ⟦2,62@sharpe~sortino!⟧, ce que les anciens tinrent pour prodige."""),
E('b_breakdown_short_2024', 'coincidental', 'ja-JP warranty',
  """【保証書】ブレイクダウン・ショート 2024
取引回数：⟦79@total_trades⟧ 回（勝ち ⟦32@winning_trades⟧ 回）
勝率：⟦42.4%@win_rate!⟧
損益合計：⟦+1,183.11@total_pnl⟧ ポイント
保証期間：2024年1月〜12月　※ストップ約定は保証対象外"""),
E('b_breakdown_short_2024', 'misrounded', 'it-IT catalogue',
  """Collocazione: HG6024 .B73 2024
NQ. Short sulla rottura del minimo precedente, 2024 : target 1 %, stop stretto, uscita a 3 giorni / ⟦79@total_trades⟧ operazioni.
Note: profitto ⟦+1.183,1@total_pnl⟧ punti; drawdown massimo ⟦316,2@max_drawdown!⟧; profit factor ⟦1,39@profit_factor⟧."""),
E('b_breakdown_short_2024', 'faithful', 'es-ES escape',
  """🔐 SALA «RUPTURA BAJISTA 2024»
Pista #1: el candado pide el número de operaciones: ⟦79@total_trades⟧.
Pista #2: la primera, el ⟦5 de enero@D:2024-01-05⟧, saltó el stop a las 04:39 (⟦−87,26@tr[0].pnl⟧).
Pista #3: la mejor, el ⟦11 de enero@D:2024-01-11⟧: ⟦+171,7@best_trade⟧.
⏳ 11:11 restantes""",
  allow=['1', '2', '3']),
E('b_breakdown_short_2024', 'faithful', 'ru-RU jupyter',
  """In [3]: m = bt.metrics   # шорт на пробое вчерашнего минимума, 2024
        m.total_trades, m.winning_trades, fmt(m.total_pnl)
Out[3]: (⟦79@total_trades⟧, ⟦32@winning_trades⟧, '⟦+1\u00a0183,11@total_pnl⟧ п.')
In [4]: print("просадка", fmt(m.max_drawdown), "| PF", fmt(m.profit_factor))
просадка ⟦316,25@max_drawdown⟧ | PF ⟦1,39@profit_factor⟧""",
  allow=['4']),
E('b_breakdown_short_2024', 'faithful', 'nl-NL rap',
  """[Couplet]
Sluit hij onder gisteren z'n low? Dan ga ik short, geen twijfel,
⟦79@total_trades⟧ trades dit jaar, ⟦32@winning_trades⟧ keer raak, geen gekibbel,
Winst ⟦1.183,1@total_pnl⟧ punten, drawdown ⟦316,3@max_drawdown⟧, blijf kalm,
Kopen en vasthouden? ⟦−8.634,75@buy_and_hold_pnl⟧, dat is pas alarm."""),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
E('b_fade_2023_vs_2024', 'wrong_year', 'zh-CN escape',
  """🔐 密室「三连涨做空」
线索 #6 —— 2023 年的胜率就是开锁密码：⟦70%@A.win_rate~B.win_rate!⟧
线索 #7 —— 2023 年总盈亏 ⟦+61.75@A.total_pnl⟧ 点，2024 年 ⟦+1,202@B.total_pnl⟧ 点。
⏳ 剩余 02:30""",
  allow=['6', '7']),
E('b_fade_2023_vs_2024', 'wrong_year', 'it-IT jupyter',
  """In [2]: # sfumare tre rialzi, uscita dopo 2 giorni
        fmt(bt23.metrics.total_pnl), fmt(bt24.metrics.total_pnl)
Out[2]: ('⟦+61,75@A.total_pnl⟧', '⟦+1.202@B.total_pnl⟧')
In [3]: print("max drawdown 2024:", fmt(bt24.metrics.max_drawdown))
max drawdown 2024: ⟦1.685,25@B.max_drawdown~A.max_drawdown!⟧"""),
E('b_fade_2023_vs_2024', 'wrong_sign', 'de-DE wargame',
  """EINHEIT: „DREI-HOCH-FADER“, Feldzug 2023 gegen 2024
2023: ⟦18@A.total_trades⟧ Einsätze | Bilanz ⟦−61,75@A.total_pnl!⟧ | PF ⟦1,02@A.profit_factor⟧
2024: ⟦10@B.total_trades⟧ Einsätze | Bilanz ⟦+1.202@B.total_pnl⟧ | PF ⟦2,82@B.profit_factor⟧
Sonderregel: 2024 kämpft besser."""),
E('b_fade_2023_vs_2024', 'faithful', 'ja-JP chronicle',
  """【年代記】三連騰の空売り
令和五年（2023年）、⟦18@A.total_trades⟧ 度の出陣にて勝つこと ⟦10@A.winning_trades⟧ 度、得るところ僅か ⟦61.75@A.total_pnl⟧ ポイント。
翌年（2024年）は ⟦10@B.total_trades⟧ 度の出陣で ⟦7@B.winning_trades⟧ 勝、⟦1,202@B.total_pnl⟧ ポイントを得たり。"""),
E('b_fade_2023_vs_2024', 'faithful', 'en-US rap',
  """[Hook]
Three green days, I'm fading that, yeah,
'23 made ⟦+61.75@A.total_pnl⟧, barely paid the fare,
'24 hit ⟦+1,202@B.total_pnl⟧, ⟦70%@B.win_rate⟧ on the board,
Profit factor ⟦2.82@B.profit_factor⟧, that's the year I scored.""",
  allow=['23', '24']),
E('b_fade_2023_vs_2024', 'faithful', 'es-ES progress',
  """$ nq backtest fade3 --periodos 2023 2024
2023 ▰▰▰▰▰▰▰▰▰▰ ⟦18@A.total_trades⟧ ops · ⟦+61,75@A.total_pnl⟧ pts · PF ⟦1,02@A.profit_factor⟧
2024 ▰▰▰▰▰▰▰▰▰▰ ⟦10@B.total_trades⟧ ops · ⟦+1202@B.total_pnl⟧ pts · PF ⟦2,82@B.profit_factor⟧
✔ mejor 2024: ⟦70 %@B.win_rate⟧ de aciertos frente a ⟦55,6 %@A.win_rate⟧"""),
# ---------------------------------------------------------------- x_compare_two_down
E('x_compare_two_down', 'wrong_row', 'es-ES epitaph',
  """AQUÍ YACE
LA COMPRA TRAS DOS BAJADAS EN EL NQ
⟦97@row('NQ').trades⟧ operaciones, ⟦54,7 %@row('NQ').win_rate~row('ES').win_rate!⟧ de aciertos,
y aun así ⟦−3060,8@row('NQ').total_pnl⟧ puntos.
En el ES, en cambio, sigue viva."""),
E('x_compare_two_down', 'wrong_column', 'zh-CN judges',
  """【评委打分表】两连跌买入 · NQ 对 ES
NQ：⟦97@row('NQ').trades⟧ 笔，胜率 ⟦39.2%@row('NQ').win_rate⟧，盈利因子 ⟦0.79@row('NQ').profit_factor⟧
ES：⟦64@row('ES').trades⟧ 笔，胜率 ⟦40.86%@row('ES').win_rate~row('ES').expectancy!⟧，盈利因子 ⟦2.09@row('ES').profit_factor⟧
评语：只在 ES 上站得住。"""),
E('x_compare_two_down', 'miscomputed', 'en-GB progress',
  """$ nq compare --strategy two-down --instruments NQ ES
NQ ━━━━━━━━━━ ⟦97@row('NQ').trades⟧ trades  ⟦−61,215.4@row('NQ').total_pnl_currency⟧ per contract
ES ━━━━━━━━━━ ⟦64@row('ES').trades⟧ trades  ⟦+130,751.25@row('ES').total_pnl_currency⟧ per contract
✔ gap between the two: ⟦181,966.65@row('ES').total_pnl_currency-row('NQ').total_pnl_currency!⟧ per contract"""),
E('x_compare_two_down', 'faithful', 'it-IT warranty',
  """CERTIFICATO DI GARANZIA — Strategia «due ribassi, poi compro», NQ ed ES
NQ: ⟦97@row('NQ').trades⟧ operazioni, profit factor ⟦0,79@row('NQ').profit_factor⟧, Sharpe ⟦−0,69@row('NQ').sharpe⟧
ES: ⟦64@row('ES').trades⟧ operazioni, profit factor ⟦2,09@row('ES').profit_factor⟧, Sharpe ⟦1,67@row('ES').sharpe⟧
La garanzia copre solo l'ES."""),
E('x_compare_two_down', 'faithful', 'pt-BR jupyter',
  """In [2]: cmp = backtest_compare(["NQ", "ES"], exit_bars=3, stop_loss="2%")
        cmp.fmt("total_pnl_currency")
Out[2]: {'NQ': '⟦−61.215,40@row('NQ').total_pnl_currency⟧', 'ES': '⟦+130.751,25@row('ES').total_pnl_currency⟧'}
In [3]: for k, v in cmp.fmt("sharpe").items(): print(k, v)
NQ ⟦−0,69@row('NQ').sharpe⟧
ES ⟦1,67@row('ES').sharpe⟧"""),
E('x_compare_two_down', 'faithful', 'pl-PL catalogue',
  """Sygnatura: HG6024 .D68 2025
Kupno po dwóch spadkach : porównanie NQ i ES / ⟦97@row('NQ').trades⟧ + ⟦64@row('ES').trades⟧ transakcji.
Uwagi: NQ ⟦−3060,77@row('NQ').total_pnl⟧ pkt (⟦−61\u00a0215,4@row('NQ').total_pnl_currency⟧ na kontrakt); ES ⟦+2615@row('ES').total_pnl⟧ pkt (⟦+130\u00a0751,25@row('ES').total_pnl_currency⟧)."""),
# ---------------------------------------------------------------- x_portfolio_two_down
E('x_portfolio_two_down', 'wrong_sign', 'zh-CN safety',
  """【机上安全须知】组合航班 NQ + ES
本金 ⟦1,000,000@capital⟧，期末权益 ⟦1,048,758.95@final_equity⟧
NQ 舱段：⟦97@leg('NQ').trades⟧ 笔，贡献 ⟦+177%@leg('NQ').contribution_pct!⟧
ES 舱段：⟦64@leg('ES').trades⟧ 笔，盈利 ⟦+134,871.25@leg('ES').pnl⟧
最大回撤 ⟦7.20%@max_drawdown_pct⟧，请系好安全带。"""),
E('x_portfolio_two_down', 'wrong_unit', 'pt-BR jupyter',
  """In [1]: pf = backtest_portfolio(capital=1000000, legs=["NQ", "ES"], risk_pct=1)
        pf.fmt("total_pnl"), pf.fmt("return_pct")
Out[1]: ('⟦+48.758,95@total_pnl⟧', '⟦+4,88 %@return_pct⟧')
In [2]: pf.legs["NQ"].fmt("pnl")
Out[2]: '⟦−86.112,30@leg('NQ').pnl~leg('NQ').pnl!⟧ pontos'""",
  unit_note='currency quoted as index points'),
E('x_portfolio_two_down', 'derived', 'it-IT escape',
  """🔐 STANZA «PORTAFOGLIO DA UN MILIONE»
Indizio #1: la gamba ES ha fatto ⟦+134.871,25@leg('ES').pnl⟧ in ⟦64@leg('ES').trades⟧ operazioni.
Indizio #2: il codice è il guadagno medio per operazione, ⟦2.107,36@leg('ES').pnl/leg('ES').trades!⟧ (calcolo mio).
Indizio #3: l'NQ ha perso ⟦86.112,3@leg('NQ').pnl|neg⟧.
⏳ 01:59 rimasti""",
  allow=['1', '2', '3']),
E('x_portfolio_two_down', 'faithful', 'en-GB judges',
  """JUDGES' SCORE SHEET — Portfolio bake-off, NQ + ES, 1% risk per trade
Starter (capital): ⟦1,000,000@capital⟧
Main (final equity): ⟦1,048,758.95@final_equity⟧, i.e. ⟦+4.88%@return_pct⟧
ES leg: ⟦+134,871.25@leg('ES').pnl⟧ · NQ leg: ⟦−86,112.30@leg('NQ').pnl⟧
Verdict: ES carried the dish."""),
E('x_portfolio_two_down', 'faithful', 'de-DE progress',
  """$ nq portfolio --kapital 1000000 --risiko 1
NQ-Bein ██████████ ⟦97@leg('NQ').trades⟧ Trades  ⟦−86.112,30@leg('NQ').pnl⟧
ES-Bein ██████████ ⟦64@leg('ES').trades⟧ Trades  ⟦+134.871,25@leg('ES').pnl⟧
✔ Gesamt ⟦+48.758,95@total_pnl⟧ (⟦+4,88 %@return_pct⟧), max. Drawdown ⟦78.853,15@max_drawdown⟧"""),
E('x_portfolio_two_down', 'faithful', 'ja-JP draft',
  """【ポートフォリオ・ドラフト】資金 ⟦100万@capital⟧
一巡目：ES　⟦64@leg('ES').trades⟧ 回、損益 ⟦+134,871.25@leg('ES').pnl⟧
二巡目：NQ　⟦97@leg('NQ').trades⟧ 回、損益 ⟦−86,112.30@leg('NQ').pnl⟧
チーム合計 ⟦+48,758.95@total_pnl⟧、最大DD ⟦7.2%@max_drawdown_pct⟧"""),
]
