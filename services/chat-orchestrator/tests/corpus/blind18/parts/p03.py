"""Backtests, comparison and portfolio. Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
E('b_rsi_long', 'wrong_sign', 'en-GB mainframe',
  """1NQBT001   BACKTEST: RSI(14) < 30, LONG, 5-DAY EXIT, 1% STOP
 TRADES         ⟦36@total_trades⟧    WIN RATE   ⟦19.44%@win_rate⟧
 TOTAL P&L  ⟦-917.44@total_pnl⟧ PTS
 EXPECTANCY  ⟦+25.48@expectancy!⟧ PTS/TRADE
 MAX DD     ⟦1,368.1@max_drawdown⟧ PTS"""),
E('b_rsi_long', 'wrong_column', 'nl-NL customs',
  """DOUANEAANGIFTE — Backtest RSI(14) < 30, long
Goederen: ⟦36@total_trades⟧ trades, waarvan ⟦7@winning_trades⟧ winnaars
Grootste verlies per trade: ⟦−129,52@worst_trade~avg_loss!⟧ punten
Totaal: ⟦−917,44@total_pnl⟧ punten
Ik verklaar dit naar waarheid."""),
E('b_rsi_long', 'coincidental', 'es-ES gameshow',
  """PRESENTADOR: ¡Pregunta por el bote! Compra con RSI(14) bajo 30, salida a 5 días: ¿ratio de Sortino?
CONCURSANTE: ⟦−0,49@sortino!⟧.
PRESENTADOR: ¿Y el Sharpe? CONCURSANTE: ⟦−0,46@sharpe⟧. PRESENTADOR: ¡Correcto!"""),
E('b_rsi_long', 'faithful', 'ja-JP atc',
  """NQ：タワー、ナスダック・ケベック、RSIロング戦略の結果を要求。
TWR：ナスダック・ケベック、取引⟦36@total_trades⟧回、勝率⟦19.4%@win_rate⟧、損益⟦−917.4@total_pnl⟧ポイント、最大DD⟦1,368.1@max_drawdown⟧。
NQ：損益⟦−917.4@total_pnl⟧、了解。"""),
E('b_rsi_long', 'faithful', 'en-US boardingpass',
  """BOARDING PASS ✈ RSI(14)<30 LONG
FLIGHT NQ036 · EXIT 5 DAYS · STOP 1%
WIN RATE ⟦19.4%@win_rate⟧ (⟦7@winning_trades⟧ of ⟦36@total_trades⟧)
TOTAL ⟦−917.4@total_pnl⟧ PTS · BUY & HOLD ⟦−7,162.75@buy_and_hold_pnl⟧
GATE A14 · SEAT 30C"""),
E('b_rsi_long', 'faithful', 'it-IT limerick',
  """Un trader comprava a RSI sotto trenta,
sperando in una risalita lenta:
su ⟦36@total_trades⟧ colpi, ⟦7@winning_trades⟧ vinti,
⟦917,4@total_pnl|neg⟧ punti estinti,
e ⟦28@mr('stop ([0-9]+) [(]')⟧ stop — la borsa è violenta."""),
# ---------------------------------------------------------------- b_fade_3up
E('b_fade_3up', 'wrong_year', 'pl-PL shipping',
  """Komunikat dla żeglugi — short po trzech wzrostach, od 2023:
rok 2023: ⟦16@mr('2023 [+-][0-9.]+ [(]([0-9]+)')~mr('2024 [+-][0-9.]+ [(]([0-9]+)')!⟧ transakcji, wynik ⟦+30@mr('2023 ([+-][0-9.]+) [(]')⟧ pkt; rok 2024: ⟦+240@mr('2024 ([+-][0-9.]+) [(]')⟧ pkt. Łącznie ⟦+270@total_pnl⟧, fala umiarkowana, widzialność dobra."""),
E('b_fade_3up', 'wrong_unit', 'en-GB gameshow',
  """HOST: Shorting after three up days since 2023, 50-point target, 30-point stop — how did it finish?
CONTESTANT: Up ⟦270@total_pnl~total_pnl!⟧ ticks, ⟦47@total_trades⟧ trades, ⟦44.7%@win_rate⟧ winners!
HOST: Final answer?… YES! Well played!""",
  unit_note='index points quoted as ticks'),
E('b_fade_3up', 'coincidental', 'ja-JP customs',
  """税関申告書　NQ逆張りショート
品目：3日続伸後の売り（利確50・損切30）
取引数：⟦47@total_trades⟧回
1回あたり期待値：⟦9.6@expectancy!⟧ポイント
合計：⟦+270@total_pnl⟧ポイント
上記の通り申告します。""", allow=[1]),
E('b_fade_3up', 'faithful', 'de-DE atc',
  """NQ: Turm, Nasdaq Quebec, erbitte Ergebnis Short nach drei Aufwärtstagen.
TWR: Nasdaq Quebec, ⟦47@total_trades⟧ Trades, Trefferquote ⟦44,7 %@win_rate⟧, gesamt ⟦+270@total_pnl⟧ Punkte, maximaler Drawdown ⟦190@max_drawdown⟧.
NQ: ⟦+270@total_pnl⟧, verstanden."""),
E('b_fade_3up', 'faithful', 'nl-NL jobad',
  """VACATURE: Short-trader (fade-strategie)
Track record sinds 2023: ⟦47@total_trades⟧ trades, ⟦21@winning_trades⟧ winnaars, winstfactor ⟦1,35@profit_factor⟧, totaal ⟦+270@total_pnl⟧ punten — ⟦+30@mr('2023 ([+-][0-9.]+) [(]')⟧ in 2023 en ⟦+240@mr('2024 ([+-][0-9.]+) [(]')⟧ in 2024.
Doel 50, stop 30. Solliciteer!"""),
E('b_fade_3up', 'faithful', 'zh-CN shakespeare',
  """啊，逆势做空的勇士！自2023年以来，连涨三日便出手，止盈50、止损30。四十七战，胜⟦21@winning_trades⟧场，胜率⟦44.7%@win_rate⟧，终得⟦270@total_pnl⟧点之利；2024年⟦+240@mr('2024 ([+-][0-9.]+) [(]')⟧，可谓后来居上。"""),
# ---------------------------------------------------------------- b_sma_cross
E('b_sma_cross', 'wrong_year', 'de-DE flatpack',
  """AUFBAUANLEITUNG »SMA-KREUZ«
1. Signal: Schluss kreuzt SMA(20) nach oben, 10 Tage halten.
2. Teil 2023 montieren: ⟦−3.584,5@mr('2023 ([+-][0-9.]+) [(]')~mr('2024 ([+-][0-9.]+) [(]')!⟧ Punkte.
3. Gesamt: ⟦16@total_trades⟧ Trades, ⟦−4.681,25@total_pnl⟧ Punkte."""),
E('b_sma_cross', 'wrong_sign', 'es-ES atc',
  """NQ: Torre, Nasdaq Quebec, solicito resultado del cruce de la SMA de 20.
TWR: Nasdaq Quebec, ⟦16@total_trades⟧ operaciones, acierto del ⟦25 %@win_rate⟧, resultado ⟦+4681,25@total_pnl!⟧ puntos.
NQ: Recibido, Nasdaq Quebec."""),
E('b_sma_cross', 'invented', 'it-IT customs',
  """DICHIARAZIONE DOGANALE — Strategia SMA(20), long 10 giorni
Colli: ⟦16@total_trades⟧ operazioni (⟦4@winning_trades⟧ vincenti)
Profit factor dichiarato: ⟦0,52@profit_factor!⟧
Perdita totale: ⟦4.681,25@total_pnl|neg⟧ punti"""),
E('b_sma_cross', 'faithful', 'ja-JP gameshow',
  """司会：SMA(20)上抜けで買い、10日保有。最大の勝ちトレードは？
回答者：⟦2023年9月12日@D:2023-09-12⟧エントリー、⟦+1,270@best_trade⟧ポイント！
司会：正解！でも合計は⟦−4,681.25@total_pnl⟧ポイントでした……"""),
E('b_sma_cross', 'faithful', 'pt-BR limerick',
  """Um touro comprou no cruzamento,
segurou dez dias com talento:
⟦16@total_trades⟧ tentativas, ⟦4@winning_trades⟧ vitórias,
⟦4.681,25@total_pnl|neg⟧ em perdas inglórias,
e um drawdown de ⟦4.864,5@max_drawdown⟧ — que tormento!"""),
E('b_sma_cross', 'faithful', 'zh-CN rconsole',
  """> bt$metrics[c("total_trades", "win_rate", "total_pnl")]
$total_trades
[1] ⟦16@total_trades⟧
$win_rate
[1] ⟦25@win_rate⟧
$total_pnl
[1] ⟦-4681.25@total_pnl⟧
# 胜率仅四分之一，总体亏损""", allow=[1]),
# ---------------------------------------------------------------- b_breakdown_short_2024
E('b_breakdown_short_2024', 'wrong_sign', 'pt-BR flatpack',
  """MONTAGEM «ROMPIMENTO VENDIDO 2024»
1. Venda quando o fechamento perde a mínima anterior (alvo de 1%, stop de meio por cento).
2. Resultado: ⟦79@total_trades⟧ operações, ⟦+1.183,11@total_pnl⟧ pontos.
3. Compare com o buy and hold: ⟦+8.634,75@buy_and_hold_pnl!⟧ pontos."""),
E('b_breakdown_short_2024', 'wrong_row', 'es-ES shipping',
  """Boletín marítimo, zona NQ, cortos de ruptura 2024:
el ⟦8 de febrero@D:2024-02-08⟧, objetivo alcanzado con ⟦+162,56@trd('2024-02-08').pnl~trd('2024-02-06').pnl!⟧ puntos; el ⟦9 de febrero@D:2024-02-09⟧, stop con ⟦−79,68@trd('2024-02-09').pnl⟧. Balance anual ⟦+1183,1@total_pnl⟧, mar rizada."""),
E('b_breakdown_short_2024', 'derived', 'nl-NL shakespeare',
  """Hoor, o handelaar! In januari viel gij vijfmaal short aan: op de elfde won gij ⟦171,7@trd('2024-01-11').pnl⟧, op de vijfde verloort gij ⟦87,26@trd('2024-01-05').pnl|neg⟧. Tel ik al uw januari-gevechten op, zo blijft er ⟦84,71@trd('2024-01-05').pnl+trd('2024-01-11').pnl+trd('2024-01-25').pnl+trd('2024-01-30').pnl+trd('2024-01-31').pnl!⟧ punten over — mijn eigen rekensom."""),
E('b_breakdown_short_2024', 'faithful', 'en-GB mainframe',
  """1NQBD2024   BREAKDOWN SHORT — 2024   TARGET 1%  STOP 0.5%
 TRADES   WON  LOST    WIN%      TOTAL
     ⟦79@total_trades⟧    ⟦32@winning_trades⟧    ⟦47@losing_trades⟧   ⟦40.51@win_rate⟧  ⟦+1,183.11@total_pnl⟧
 PF ⟦1.39@profit_factor⟧   SHARPE ⟦1.35@sharpe⟧   MAX DD ⟦316.25@max_drawdown⟧"""),
E('b_breakdown_short_2024', 'faithful', 'ru-RU rconsole',
  """> options(OutDec = ",")
> head(trades$pnl, 4)
[1] ⟦-87,2612@trd('2024-01-05').pnl⟧ ⟦171,6650@trd('2024-01-11').pnl⟧ ⟦-83,4225@trd('2024-01-25').pnl⟧ ⟦165,2275@trd('2024-01-30').pnl⟧
> sum(trades$pnl)
[1] ⟦1183,109@total_pnl⟧""", allow=[4]),
E('b_breakdown_short_2024', 'faithful', 'de-DE atc',
  """NQ: Turm, Nasdaq Quebec, erbitte Breakdown-Short 2024.
TWR: Nasdaq Quebec, ⟦79@total_trades⟧ Trades, Trefferquote ⟦40,5 %@win_rate⟧, Ergebnis ⟦+1.183,1@total_pnl⟧ Punkte, Buy-and-Hold ⟦−8.634,75@buy_and_hold_pnl⟧.
NQ: ⟦+1.183,1@total_pnl⟧, verstanden, Nasdaq Quebec."""),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
E('b_fade_2023_vs_2024', 'wrong_year', 'zh-CN boxtable',
  """┌──────┬──────┬───────┬─────────┐
│ 年份 │ 交易 │ 胜率  │ 总盈亏  │
├──────┼──────┼───────┼─────────┤
│ 2023 │ ⟦18@A.total_trades⟧   │ ⟦55.6%@A.win_rate⟧ │ ⟦+61.75@A.total_pnl⟧  │
│ 2024 │ ⟦10@B.total_trades⟧   │ ⟦70.0%@B.win_rate⟧ │ ⟦+1,202@B.total_pnl⟧  │
└──────┴──────┴───────┴─────────┘
2023年最佳单笔：⟦+465.75@A.best_trade~B.best_trade!⟧"""),
E('b_fade_2023_vs_2024', 'miscomputed', 'es-ES shakespeare',
  """¡Oh, fortuna veleidosa! En 2023, vender tras tres alzas dio ⟦+61,75@A.total_pnl⟧ puntos con un acierto del ⟦55,6 %@A.win_rate⟧; en 2024, ⟦+1202@B.total_pnl⟧ con un ⟦70 %@B.win_rate⟧. ¡⟦15,6@B.win_rate-A.win_rate!⟧ puntos más de acierto dio el segundo año, y a él corono!"""),
E('b_fade_2023_vs_2024', 'wrong_year', 'ru-RU limerick',
  """Продавал он на трёх ростах подряд:
В двадцать третьем — ⟦+61,75@A.total_pnl⟧, как клад,
В двадцать четвёртом — ⟦+1202@B.total_pnl⟧,
А «купи и держи» там — ⟦+1553,5@B.buy_and_hold_pnl~A.buy_and_hold_pnl!⟧…
Шорт уступил, говорят."""),
E('b_fade_2023_vs_2024', 'faithful', 'ja-JP jobad',
  """【求人】逆張りショート担当（NQ）
実績：2023年 ⟦18@A.total_trades⟧回・勝率⟦55.6%@A.win_rate⟧・損益⟦+61.75@A.total_pnl⟧
　　　2024年 ⟦10@B.total_trades⟧回・勝率⟦70%@B.win_rate⟧・損益⟦+1,202@B.total_pnl⟧
→ 2024年のほうが明確に好成績。応募歓迎！"""),
E('b_fade_2023_vs_2024', 'faithful', 'pt-BR boardingpass',
  """CARTÃO DE EMBARQUE ✈ FADE 3 ALTAS
TRECHO 2023: ⟦18@A.total_trades⟧ operações · ⟦+61,75@A.total_pnl⟧ pts · PF ⟦1,02@A.profit_factor⟧
TRECHO 2024: ⟦10@B.total_trades⟧ operações · ⟦+1.202@B.total_pnl⟧ pts · PF ⟦2,82@B.profit_factor⟧
PORTÃO F3 · ASSENTO 2B · SAÍDA APÓS 2 DIAS"""),
E('b_fade_2023_vs_2024', 'faithful', 'fr-FR shipping',
  """Bulletin météo marine, vente après trois hausses :
2023, zone calme : ⟦+61,75@A.total_pnl⟧ points sur ⟦18@A.total_trades⟧ sorties, facteur de profit ⟦1,02@A.profit_factor⟧.
2024, vent favorable : ⟦+1\u202f202@B.total_pnl⟧ points sur ⟦10@B.total_trades⟧ sorties, ⟦70\u202f%@B.win_rate⟧ de gains. Meilleure année : 2024."""),
# ---------------------------------------------------------------- x_compare_two_down
E('x_compare_two_down', 'wrong_row', 'zh-CN customs',
  """海关申报单 — 连跌两日买入策略
货物一：NQ，⟦97@row('NQ').trades⟧笔交易，胜率⟦39.2%@row('NQ').win_rate⟧，合计⟦−3,060.77@row('NQ').total_pnl⟧点
货物二：ES，⟦64@row('ES').trades⟧笔交易，利润因子⟦0.79@row('ES').profit_factor~row('NQ').profit_factor!⟧
申报人保证所填内容属实。"""),
E('x_compare_two_down', 'wrong_unit', 'de-DE atc',
  """NQ: Turm, Nasdaq Quebec, erbitte Vergleich NQ gegen ES.
TWR: Nasdaq Quebec, NQ ⟦−3.060,77@row('NQ').total_pnl⟧ Punkte; ES plus ⟦2.615@row('ES').total_pnl~row('ES').total_pnl!⟧ Dollar pro Kontrakt, Sharpe ⟦1,67@row('ES').sharpe⟧.
NQ: Verstanden, Nasdaq Quebec.""",
  unit_note='ES index points quoted as dollars per contract'),
E('x_compare_two_down', 'invented', 'es-ES flatpack',
  """MONTAJE «DOS BAJADAS»
1. Monte la pieza NQ: ⟦97@row('NQ').trades⟧ operaciones, ⟦−3060,77@row('NQ').total_pnl⟧ puntos.
2. Monte la pieza ES: ⟦64@row('ES').trades⟧ operaciones, acierto del ⟦61,3 %@row('ES').win_rate!⟧.
3. Solo la pieza ES aguanta el peso."""),
E('x_compare_two_down', 'faithful', 'it-IT shipping',
  """Bollettino del mare, strategia «due ribassi»:
NQ, mare agitato: ⟦97@row('NQ').trades⟧ operazioni, ⟦−3.060,77@row('NQ').total_pnl⟧ punti, Sharpe ⟦−0,69@row('NQ').sharpe⟧.
ES, mare calmo: ⟦64@row('ES').trades⟧ operazioni, ⟦+2.615@row('ES').total_pnl⟧ punti, profit factor ⟦2,09@row('ES').profit_factor⟧. Regge solo l'ES."""),
E('x_compare_two_down', 'faithful', 'en-GB rconsole',
  """> cmp[, c("instrument", "trades", "win_rate", "total_pnl_currency")]
  instrument trades win_rate total_pnl_currency
1         NQ     ⟦97@row('NQ').trades⟧    ⟦39.18@row('NQ').win_rate⟧          ⟦-61215.40@row('NQ').total_pnl_currency⟧
2         ES     ⟦64@row('ES').trades⟧    ⟦54.69@row('ES').win_rate⟧          ⟦130751.25@row('ES').total_pnl_currency⟧""", allow=[1]),
E('x_compare_two_down', 'faithful', 'pt-BR shakespeare',
  """Ó NQ, por que és tu tão infeliz? ⟦97@row('NQ').trades⟧ vezes compraste após duas quedas e perdeste ⟦3.060,77@row('NQ').total_pnl|neg⟧ pontos. Já o ES, mais sábio, em ⟦64@row('ES').trades⟧ operações colheu ⟦+2.615@row('ES').total_pnl⟧ pontos. Sai o NQ, perseguido por um urso."""),
# ---------------------------------------------------------------- x_portfolio_two_down
E('x_portfolio_two_down', 'wrong_column', 'ru-RU jobad',
  """ВАКАНСИЯ: портфельный управляющий (NQ + ES)
Наш результат: капитал — один миллион, доходность ⟦7,2\u00a0%@return_pct~max_drawdown_pct!⟧, прибыль ⟦+48\u00a0758,95@total_pnl⟧.
Требования: любовь к ES (⟦+134\u00a0871,25@leg('ES').pnl⟧) и терпение к NQ (⟦−86\u00a0112,3@leg('NQ').pnl⟧)."""),
E('x_portfolio_two_down', 'miscomputed', 'nl-NL gameshow',
  """PRESENTATOR: Vraag voor de jackpot: welk rendement haalde het ES-been alleen, op het hele kapitaal?
KANDIDAAT: ⟦134.871,25@leg('ES').pnl⟧ winst op een miljoen, dus ⟦13,9%@leg('ES').pnl/capital*100!⟧!
PRESENTATOR: Het totaal was ⟦+4,88%@return_pct⟧… daar gaat de gong!"""),
E('x_portfolio_two_down', 'wrong_sign', 'en-US rconsole',
  """> pf$metrics$return_pct
[1] ⟦4.875895@return_pct⟧
> setNames(round(pf$legs$contribution_pct, 1), pf$legs$name)
   NQ    ES 
⟦176.6@leg('NQ').contribution_pct!⟧ ⟦276.6@leg('ES').contribution_pct⟧ """),
E('x_portfolio_two_down', 'faithful', 'es-ES shakespeare',
  """¡Oh, cartera de dos cabezas! Con un millón por escudo y un uno por ciento de riesgo, cerraste en ⟦1.048.758,95@final_equity⟧: ganancia de ⟦48.758,95@total_pnl⟧, un ⟦4,88 %@return_pct⟧. El ES te dio ⟦134.871,25@leg('ES').pnl⟧; el NQ, traidor, te quitó ⟦86.112,3@leg('NQ').pnl|neg⟧."""),
E('x_portfolio_two_down', 'faithful', 'de-DE boardingpass',
  """BORDKARTE ✈ PORTFOLIO NQ + ES
STARTKAPITAL: eine Million · RISIKO 1 % JE TRADE
ZIEL ⟦1.048.758,95@final_equity⟧ · GEWINN ⟦+48.758,95@total_pnl⟧ (⟦+4,88 %@return_pct⟧)
MAX. DRAWDOWN ⟦78.853,15@max_drawdown⟧ (⟦7,2 %@max_drawdown_pct⟧)
⟦161@trades⟧ TRADES · GATE B2 · SITZ 3A"""),
E('x_portfolio_two_down', 'faithful', 'pl-PL boxtable',
  """┌──────┬────────────┬──────────────┐
│ Noga │ Transakcje │ Wynik        │
├──────┼────────────┼──────────────┤
│ NQ   │ ⟦97@leg('NQ').trades⟧         │ ⟦−86\u00a0112,30@leg('NQ').pnl⟧   │
│ ES   │ ⟦64@leg('ES').trades⟧         │ ⟦+134\u00a0871,25@leg('ES').pnl⟧  │
└──────┴────────────┴──────────────┘
Razem ⟦+48\u00a0758,95@total_pnl⟧ (⟦4,88%@return_pct⟧) na milionie."""),
]
