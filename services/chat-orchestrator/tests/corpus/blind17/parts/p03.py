"""Backtests, comparison and portfolio (b_rsi_long ... x_portfolio_two_down). Markers: see ../../blind4/lib.py.
By-year figures exist only in model_response and are read with mr(). Group separators: U+202F in fr,
U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

Y23 = "mr('2023 ([+-][0-9.]+) [(]')"
Y24 = "mr('2024 ([+-][0-9.]+) [(]')"

ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
E('b_rsi_long', 'wrong_sign', 'zh-CN prescription',
  """【处方】RSI(14) 低于 30 买入，持有 5 天，止损 1%
疗程：⟦36@total_trades⟧ 笔交易
疗效：总盈亏 ⟦+917.4@total_pnl!⟧ 点
胜率 ⟦19.4%@win_rate⟧，最大回撤 ⟦1,368.1@max_drawdown⟧ 点
遵医嘱服用。"""),
E('b_rsi_long', 'wrong_column', 'it-IT xml',
  """<backtest strategia="RSI(14) sotto 30, long" uscita="5 giorni" stop="1%">
  <operazioni>⟦36@total_trades⟧</operazioni>
  <vincenti>⟦7@winning_trades⟧</vincenti>
  <vincitaMedia>⟦680,5@avg_win~best_trade!⟧</vincitaMedia>
  <pnlTotale>⟦−917,4@total_pnl⟧</pnlTotale>
</backtest>"""),
E('b_rsi_long', 'coincidental', 'ja-JP navigation',
  """ナビ：RSI(14) ロング戦略
この先、⟦36@total_trades⟧ か所の交差点があります。
勝率 ⟦20.4%@win_rate!⟧ の道をそのまま直進です。
合計 ⟦−917.4@total_pnl⟧ ポイント地点が目的地です。おつかれさまでした。"""),
E('b_rsi_long', 'faithful', 'de-DE pirate',
  """Ahoi, Landratten! Wir kauften, wenn der RSI(14) unter 30 fiel, und hielten 5 Tage: ⟦36@total_trades⟧ Fahrten, nur ⟦7@winning_trades⟧ mit Beute. Trefferquote ⟦19,4 %@win_rate⟧, Gesamtverlust ⟦917,4@total_pnl|neg⟧ Punkte, größte Beute ⟦680,5@best_trade⟧. ⟦28@mr('stop ([0-9]+) [(]')⟧-mal riss der Stopp das Segel. Arrr!"""),
E('b_rsi_long', 'faithful', 'fr-FR courtroom',
  """PROCÈS-VERBAL
LA PRÉSIDENTE : La stratégie RSI(14) sous 30 a-t-elle gagné ?
L'EXPERT : Non. ⟦36@total_trades⟧ transactions, taux de réussite ⟦19,4\u202f%@win_rate⟧, facteur de profit ⟦0,76@profit_factor⟧, total ⟦−917,4@total_pnl⟧ points.
LA PRÉSIDENTE : Et l'achat-conservation ?
L'EXPERT : ⟦−7\u202f162,75@buy_and_hold_pnl⟧ points, pire encore."""),
E('b_rsi_long', 'faithful', 'en-US fortune',
  """🥠 A patient dip-buyer is still a losing dip-buyer. RSI(14) under 30, five-day hold: ⟦36@total_trades⟧ trades, ⟦19.4%@win_rate⟧ winners, ⟦-917.4@total_pnl⟧ pts.
Lucky numbers: ⟦405.5@avg_win⟧ ⟦-129.5@avg_loss⟧ ⟦680.5@best_trade⟧"""),
# ---------------------------------------------------------------- b_fade_3up
E('b_fade_3up', 'wrong_sign', 'nl-NL prescription',
  """APOTHEEK — recept 'fade na drie stijgers'
Short na drie stijgende dagen, doel 50, stop 30, sinds 2023
⟦47@total_trades⟧ trades, ⟦21@winning_trades⟧ raak, netto ⟦+270@total_pnl⟧ punten
Ter vergelijking buy-and-hold: ⟦+7.162,75@buy_and_hold_pnl!⟧ punten
Bijwerkingen: weinig."""),
E('b_fade_3up', 'wrong_year', 'it-IT pirate',
  """Ahoy, ciurma! Vendere dopo tre rialzi, target 50 e stop 30: ⟦47@total_trades⟧ arrembaggi e ⟦+270@total_pnl⟧ punti di bottino dal 2023. Ma nel 2024 il forziere ha reso solo ⟦+30@""" + Y24 + "~" + Y23 + """!⟧ punti. Arrr!"""),
E('b_fade_3up', 'wrong_unit', 'zh-CN courtroom',
  """【庭审笔录】
审判长：连涨三天后做空，止盈 50、止损 30，自 2023 年起效果如何？
证人：共 ⟦47@total_trades⟧ 笔，胜率 ⟦44.7%@win_rate⟧，累计收益 ⟦270%@total_pnl~total_pnl!⟧。
审判长：记录在案。""",
  unit_note='points quoted as a percent'),
E('b_fade_3up', 'faithful', 'pl-PL tradingcard',
  """KARTA ZAWODNIKA · „Fade 3 up” · od 2023
Mecze: ⟦47@total_trades⟧ | Wygrane: ⟦21@winning_trades⟧ | Porażki: ⟦26@losing_trades⟧
Skuteczność: ⟦44,7%@win_rate⟧ | PF ⟦1,35@profit_factor⟧
Bilans: ⟦+270@total_pnl⟧ pkt | Max DD ⟦190@max_drawdown⟧
Sezon 2023: ⟦+30@""" + Y23 + """⟧ · 2024: ⟦+240@""" + Y24 + """⟧"""),
E('b_fade_3up', 'faithful', 'fr-FR menu',
  """MENU « FADE » — depuis 2023
Entrée : vente à découvert après trois hausses
Plat : objectif 50, stop 30
Addition : ⟦47@total_trades⟧ trades, ⟦+270@total_pnl⟧ points, ⟦44,7\u202f%@win_rate⟧ de réussite
Digestif : drawdown maximal ⟦190@max_drawdown⟧ points"""),
E('b_fade_3up', 'faithful', 'de-DE xml',
  """<backtest name="Fade nach drei Plustagen" seit="2023">
  <trades>⟦47@total_trades⟧</trades>
  <trefferquote>⟦44,68@win_rate⟧</trefferquote>
  <gewinnfaktor>⟦1,35@profit_factor⟧</gewinnfaktor>
  <summe>⟦270@total_pnl⟧</summe>
  <jahr j="2023">⟦30@""" + Y23 + """⟧</jahr>
  <jahr j="2024">⟦240@""" + Y24 + """⟧</jahr>
</backtest>"""),
# ---------------------------------------------------------------- b_sma_cross
E('b_sma_cross', 'wrong_year', 'en-GB prescription',
  """PRESCRIPTION — SMA(20) CROSS, LONG, 10-DAY HOLD
Dispensed: ⟦16@total_trades⟧ trades, ⟦4@winning_trades⟧ winners
Total effect: ⟦-4,681.25@total_pnl⟧ pts
2024 dose: ⟦-1,096.8@""" + Y24 + "~" + Y23 + """!⟧ pts
Warning: may cause drawdowns."""),
E('b_sma_cross', 'wrong_column', 'pl-PL diff',
  """--- a/sma20.md
+++ b/sma20.md
@@ -10 +10 @@
-wynik: do uzupełnienia
+wynik: ⟦16@total_trades⟧ transakcji, łącznie ⟦−4864,5@total_pnl~-max_drawdown!⟧ pkt, skuteczność ⟦25%@win_rate⟧"""),
E('b_sma_cross', 'miscomputed', 'nl-NL survey',
  """ENQUÊTE — SMA(20)-kruising, long, 10 dagen
V1. Winstgevend? ☐ ja ☑ nee
V2. Bruto winst ⟦2.745,5@gross_profit⟧, bruto verlies ⟦−7.426,75@gross_loss⟧; netto dus: ☑ ⟦−4.691,25@gross_profit+gross_loss!⟧
V3. Aantal trades: ⟦16@total_trades⟧"""),
E('b_sma_cross', 'faithful', 'ru-RU toast',
  """Друзья, поднимем бокалы! За стратегию «пересечение SMA(20), держим 10 дней»: ⟦16@total_trades⟧ сделок, лишь ⟦4@winning_trades⟧ в плюс, итог ⟦−4681,25@total_pnl⟧ пункта. Зато лучшая, с ⟦12 сентября 2023@D:2023-09-12⟧, принесла ⟦+1270@best_trade⟧! Пусть в браке будет наоборот. Горько!"""),
E('b_sma_cross', 'faithful', 'es-ES fortune',
  """🥠 Quien cruza la media no siempre cruza la meta: ⟦16@total_trades⟧ operaciones, ⟦25 %@win_rate⟧ de acierto, ⟦−4681,25@total_pnl⟧ puntos. Comprar y mantener habría perdido aún más: ⟦−7162,75@buy_and_hold_pnl⟧.
Números de la suerte: ⟦1270@best_trade⟧ · ⟦−1800,75@worst_trade⟧"""),
E('b_sma_cross', 'faithful', 'en-US menu',
  """SMA(20) CROSSOVER — PRIX FIXE
Courses served: ⟦16@total_trades⟧ (⟦4@winning_trades⟧ sweet, ⟦12@losing_trades⟧ sour)
Best dish: ⟦+1,270@best_trade⟧ pts
Worst dish: ⟦-1,800.75@worst_trade⟧ pts
The bill: ⟦-4,681.25@total_pnl⟧ pts. Gratuity not included."""),
# ---------------------------------------------------------------- b_breakdown_short_2024
E('b_breakdown_short_2024', 'wrong_sign', 'de-DE toast',
  """Liebe Gäste, ein Toast auf den Breakdown-Short 2024! ⟦79@total_trades⟧ Trades, ⟦32@winning_trades⟧ Gewinner, Trefferquote ⟦40,5 %@win_rate⟧ — und unterm Strich ⟦−1.183,1@total_pnl!⟧ Punkte. Auf dass die Ehe besser läuft als dieses System! Prost!"""),
E('b_breakdown_short_2024', 'wrong_unit', 'ja-JP prescription',
  """【処方箋】安値割れショート 2024
利確 1%・損切り 0.5%・3日で手仕舞い
取引数：⟦79@total_trades⟧
合計損益：⟦+1,183.1@total_pnl⟧ ポイント
買い持ちとの比較：⟦−49.1@buy_and_hold_pct~buy_and_hold_pct!⟧ ポイント
用法・用量を守ってお使いください。""",
  unit_note='percent quoted as index points'),
E('b_breakdown_short_2024', 'wrong_row', 'it-IT survey',
  """QUESTIONARIO — Breakdown short 2024
D1. Com'è andato il trade del ⟦11 gennaio@D:2024-01-11⟧?
 ☑ take profit, ⟦+165,23@trd('2024-01-11').pnl~trd('2024-01-30').pnl!⟧ punti
 ☐ stop
D2. Totale dell'anno: ⟦+1.183,1@total_pnl⟧ punti su ⟦79@total_trades⟧ operazioni"""),
E('b_breakdown_short_2024', 'derived', 'en-US xml',
  """<?xml version="1.0"?>
<backtest id="breakdown-short-2024">
  <trades>⟦79@total_trades⟧</trades>
  <totalPnl>⟦1183.1@total_pnl⟧</totalPnl>
  <firstTenSum note="my own sum of the first ten trades">⟦167.52@sum(t.pnl for t in tr[:10])!⟧</firstTenSum>
</backtest>""",
  allow=['1.0']),
E('b_breakdown_short_2024', 'faithful', 'pt-BR menu',
  """CARDÁPIO — Short de rompimento 2024
Entrada: ⟦79@total_trades⟧ operações
Prato do dia: lucro total de ⟦1.183,1@total_pnl⟧ pontos
Acompanhamento: acerto de ⟦40,5%@win_rate⟧, fator de lucro ⟦1,39@profit_factor⟧
Sobremesa: o buy and hold teria perdido ⟦8.634,75@buy_and_hold_pnl|neg⟧ pontos"""),
E('b_breakdown_short_2024', 'faithful', 'zh-CN tradingcard',
  """【球星卡 · 背面数据】破位做空 2024
出场：⟦79@total_trades⟧ | 胜：⟦32@winning_trades⟧ | 负：⟦47@losing_trades⟧
胜率：⟦40.5%@win_rate⟧ | 盈利因子：⟦1.39@profit_factor⟧
总得分：⟦+1,183.1@total_pnl⟧ 点 | 最大回撤：⟦316.3@max_drawdown⟧"""),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
E('b_fade_2023_vs_2024', 'wrong_year', 'es-ES prescription',
  """RECETA — Vender tras tres alzas, salida a los 2 días
2023: ⟦18@A.total_trades⟧ operaciones, ⟦+61,75@A.total_pnl⟧ puntos
2024: ⟦10@B.total_trades⟧ operaciones, factor de beneficio ⟦1,02@B.profit_factor~A.profit_factor!⟧, ⟦+1202@B.total_pnl⟧ puntos
Posología: mejor en 2024."""),
E('b_fade_2023_vs_2024', 'wrong_year', 'ru-RU pirate',
  """Разрази меня гром! Шортили после трёх зелёных дней. В 2023-м — ⟦18@A.total_trades⟧ абордажей, добыча ⟦+61,75@A.total_pnl⟧ пункта. В 2024-м — ⟦10@B.total_trades⟧ абордажей и ⟦+1202@B.total_pnl⟧, хотя худшая вылазка того года стоила ⟦−697@B.worst_trade~A.worst_trade!⟧. Йо-хо-хо!"""),
E('b_fade_2023_vs_2024', 'miscomputed', 'it-IT courtroom',
  """VERBALE D'UDIENZA
GIUDICE: Meglio il 2023 o il 2024?
CONSULENTE: Il 2024: ⟦+1.202@B.total_pnl⟧ punti contro ⟦+61,75@A.total_pnl⟧, uno scarto di ⟦1.160,25@B.total_pnl-A.total_pnl!⟧ punti.
GIUDICE: A verbale."""),
E('b_fade_2023_vs_2024', 'faithful', 'fr-FR trailer',
  """[VOIX GRAVE] DEUX ANNÉES. UNE STRATÉGIE.
2023 : ⟦18@A.total_trades⟧ trades, ⟦+61,75@A.total_pnl⟧ points. Presque rien.
2024 : ⟦10@B.total_trades⟧ trades, ⟦70\u202f%@B.win_rate⟧ de réussite, ⟦+1\u202f202@B.total_pnl⟧ points.
LA REVANCHE DU SHORT. Prochainement."""),
E('b_fade_2023_vs_2024', 'faithful', 'en-US tradingcard',
  """FADE THE 3-DAY RALLY — CARD BACK
'23 season: ⟦18@A.total_trades⟧ G | ⟦55.6%@A.win_rate⟧ W% | ⟦+61.75@A.total_pnl⟧ pts | PF ⟦1.02@A.profit_factor⟧
'24 season: ⟦10@B.total_trades⟧ G | ⟦70%@B.win_rate⟧ W% | ⟦+1,202@B.total_pnl⟧ pts | PF ⟦2.82@B.profit_factor⟧""",
  allow=['23', '24']),
E('b_fade_2023_vs_2024', 'faithful', 'de-DE navigation',
  """Routenführung: Fade nach drei Plustagen
Start 2023: ⟦18@A.total_trades⟧ Trades, Ergebnis ⟦+61,75@A.total_pnl⟧ Punkte.
Weiter geradeaus nach 2024: ⟦10@B.total_trades⟧ Trades, Trefferquote ⟦70 %@B.win_rate⟧, ⟦+1.202@B.total_pnl⟧ Punkte.
Sie haben Ihr Ziel erreicht: 2024 lief besser."""),
# ---------------------------------------------------------------- x_compare_two_down
E('x_compare_two_down', 'wrong_row', 'ru-RU diff',
  """--- a/nq_vs_es.md
+++ b/nq_vs_es.md
@@ -2 +2 @@
-NQ: результат уточняется
+NQ: ⟦97@row('NQ').trades⟧ сделок, доля прибыльных ⟦54,7 %@row('NQ').win_rate~row('ES').win_rate!⟧, итог ⟦−3060,77@row('NQ').total_pnl⟧ пункта"""),
E('x_compare_two_down', 'invented', 'pl-PL prescription',
  """RECEPTA — dwa dni spadkowe, long, wyjście po 3 dniach, stop 2%
NQ: ⟦97@row('NQ').trades⟧ transakcji, wynik ⟦−3060,77@row('NQ').total_pnl⟧ pkt
ES: ⟦64@row('ES').trades⟧ transakcji, wynik ⟦+2615@row('ES').total_pnl⟧ pkt, Sharpe ⟦1,94@row('ES').sharpe!⟧
Działa tylko na ES."""),
E('x_compare_two_down', 'wrong_sign', 'pt-BR pirate',
  """Arrr, marujada! Comprar depois de dois dias de queda: no ES deu ⟦+2.615@row('ES').total_pnl⟧ pontos de tesouro, Sharpe ⟦1,67@row('ES').sharpe⟧. E no NQ também achamos ouro: ⟦+3.060,77@row('NQ').total_pnl!⟧ pontos. Iô-hô-hô!"""),
E('x_compare_two_down', 'faithful', 'fr-FR trailer',
  """DEUX INDICES. UNE MÊME RÈGLE.
Sur le NQ : ⟦97@row('NQ').trades⟧ trades, ⟦−3\u202f060,8@row('NQ').total_pnl⟧ points, Sharpe ⟦−0,69@row('NQ').sharpe⟧.
Sur l'ES : ⟦64@row('ES').trades⟧ trades, ⟦+2\u202f615@row('ES').total_pnl⟧ points, Sharpe ⟦1,67@row('ES').sharpe⟧.
UN SEUL SURVIVANT."""),
E('x_compare_two_down', 'faithful', 'es-ES survey',
  """ENCUESTA — dos días bajistas, compra, NQ frente a ES
P1. ¿Funciona en ambos? ☐ sí ☑ solo en el ES
P2. Resultado por contrato:
  NQ ☑ ⟦−61.215,4@row('NQ').total_pnl_currency⟧
  ES ☑ ⟦+130.751,25@row('ES').total_pnl_currency⟧
P3. Acierto: NQ ⟦39,2 %@row('NQ').win_rate⟧ · ES ⟦54,7 %@row('ES').win_rate⟧"""),
E('x_compare_two_down', 'faithful', 'it-IT fortune',
  """🥠 Biscotto della fortuna: ciò che funziona sull'ES non sempre funziona sul NQ. ES: ⟦+2.615@row('ES').total_pnl⟧ punti, profit factor ⟦2,09@row('ES').profit_factor⟧. NQ: ⟦−3.060,8@row('NQ').total_pnl⟧ punti, profit factor ⟦0,79@row('NQ').profit_factor⟧.
Numeri fortunati: ⟦97@row('NQ').trades⟧ · ⟦64@row('ES').trades⟧"""),
# ---------------------------------------------------------------- x_portfolio_two_down
E('x_portfolio_two_down', 'wrong_column', 'pt-BR toast',
  """Queridos noivos, um brinde ao portfólio NQ + ES com 1% de risco por trade sobre um milhão: lucro total de ⟦1.048.758,95@total_pnl~final_equity!⟧ em ⟦161@trades⟧ operações! Que o amor de vocês renda como a perna do ES: ⟦+134.871,25@leg('ES').pnl⟧. Saúde!"""),
E('x_portfolio_two_down', 'wrong_sign', 'ru-RU xml',
  """<портфель капитал="1000000" сделок="⟦161@trades⟧">
  <нога инструмент="NQ" результат="⟦+86\u00a0112,3@leg('NQ').pnl!⟧"/>
  <нога инструмент="ES" результат="⟦+134\u00a0871,25@leg('ES').pnl⟧"/>
  <итог>⟦48\u00a0758,95@total_pnl⟧</итог>
</портфель>"""),
E('x_portfolio_two_down', 'coincidental', 'en-US tradingcard',
  """NQ + ES DIP PORTFOLIO — CARD BACK
Bankroll: one million | Risk: 1% per trade
Trades: ⟦161@trades⟧ | Net: ⟦+48,758.95@total_pnl⟧ (⟦+4.88%@return_pct⟧)
Max drawdown: ⟦4.86%@max_drawdown_pct!⟧
MVP: ES leg ⟦+134,871.25@leg('ES').pnl⟧ | Benchwarmer: NQ ⟦-86,112.30@leg('NQ').pnl⟧"""),
E('x_portfolio_two_down', 'faithful', 'it-IT fortune',
  """🥠 Biscotto: due gambe, un solo passo avanti. Portafoglio NQ + ES, rischio 1% su un milione: ⟦+48.758,95@total_pnl⟧ (⟦4,88%@return_pct⟧), equity finale ⟦1.048.758,95@final_equity⟧. Il NQ perde ⟦86.112,3@leg('NQ').pnl|neg⟧, l'ES guadagna ⟦134.871,25@leg('ES').pnl⟧.
Numero fortunato: ⟦161@trades⟧"""),
E('x_portfolio_two_down', 'faithful', 'ja-JP menu',
  """【お品書き】NQ＋ES ポートフォリオ 2本立て
・元手：百万
・総損益：⟦+48,758.95@total_pnl⟧（⟦+4.88%@return_pct⟧）
・NQ：⟦−86,112.30@leg('NQ').pnl⟧
・ES：⟦+134,871.25@leg('ES').pnl⟧
・最大ドローダウン：⟦78,853.15@max_drawdown⟧（⟦7.20%@max_drawdown_pct⟧）"""),
E('x_portfolio_two_down', 'faithful', 'es-ES survey',
  """ENCUESTA — Cartera NQ + ES (riesgo del 1 % sobre un millón)
P1. ¿Gana la cartera? ☑ sí: ⟦+48.758,95@total_pnl⟧ (⟦4,88 %@return_pct⟧)
P2. ¿Qué pata tira? ☐ NQ (⟦−86.112,30@leg('NQ').pnl⟧) ☑ ES (⟦+134.871,25@leg('ES').pnl⟧)
P3. Operaciones totales: ⟦161@trades⟧"""),
]
