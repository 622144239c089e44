"""Backtests, comparison and portfolio (b_rsi_long ... x_portfolio_two_down). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

Y23 = "mr('2023 ([+-][0-9.]+) [(]')"
Y24 = "mr('2024 ([+-][0-9.]+) [(]')"
N23 = "mr('2023 [+-][0-9.]+ [(]([0-9]+)')"
N24 = "mr('2024 [+-][0-9.]+ [(]([0-9]+)')"
STOP = "mr('stop ([0-9]+) [(]')"
TP = "mr('take_profit ([0-9]+) [(]')"


def f(s):
    return s.replace('Y23', Y23).replace('Y24', Y24).replace('N23', N23).replace('N24', N24) \
            .replace('STOP', STOP).replace('TPX', TP)


ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
E('b_rsi_long', 'wrong_sign', 'es-ES sampler',
  """Bordado por C. Ruiz, taller NQ
❀ RSI(14) bajo 30, salida a 5 días, stop 1 % ❀
❀ ⟦36@total_trades⟧ operaciones · acierto ⟦19,4@win_rate⟧ % ❀
❀ Resultado: ⟦+917,4@total_pnl!⟧ puntos ❀
«Quien mucho abarca, poco aprieta»"""),
E('b_rsi_long', 'misrounded', 'de-DE comic',
  """BILD: Händler vor dem RSI-Chart, Schweißperle auf der Stirn.
SPRECHBLASE: „⟦36@total_trades⟧ Trades, nur ⟦7@winning_trades⟧ Gewinner!“
SPRECHBLASE: „Profitfaktor ⟦0,75@profit_factor!⟧ … und ⟦−917,4@total_pnl⟧ Punkte.“
SFX: KNIRSCH!"""),
E('b_rsi_long', 'wrong_column', 'zh-CN cellar',
  """酒窖卡 · 架位 R5
酒款：NQ「RSI(14)<30 抄底」
共 ⟦36@total_trades⟧ 笔，胜率 ⟦19.4@win_rate⟧%
平均盈利 ⟦+405.5@avg_win⟧ 点，平均亏损 ⟦−163.0@avg_loss~worst_trade!⟧ 点
品鉴：酸涩，不宜久藏。"""),
E('b_rsi_long', 'faithful', 'ja-JP guestbook',
  f("""宿帳 ― NQ旅館
RSI(14)が30を割ったら買い、5日で手仕舞い、1%ストップ。⟦36@total_trades⟧回泊まって勝ちは⟦7@winning_trades⟧回、損益は ⟦−917.4@total_pnl⟧ポイント。ストップで⟦28@STOP⟧回追い出されました。
また来ます。― 佐藤""")),
E('b_rsi_long', 'faithful', 'nl-NL dig',
  """OPGRAVINGSVERSLAG — Werkput NQ, RSI(14) < 30
Spoor: ⟦36@total_trades⟧ trades, ⟦7@winning_trades⟧ winnaars (⟦19,4@win_rate⟧%)
Vondsten: beste trade ⟦+680,5@best_trade⟧, max. drawdown ⟦1.368,1@max_drawdown⟧
Totaal: ⟦−917,4@total_pnl⟧ punten
Conclusie: de stop van 1% sneuvelde te vaak."""),
E('b_rsi_long', 'faithful', 'en-GB almanac',
  """FARMERS' ALMANAC — the RSI dip
Sown: ⟦36@total_trades⟧ times when RSI(14) fell below 30
Harvest: ⟦7@winning_trades⟧ good, ⟦29@losing_trades⟧ blighted
Yield: ⟦−917.4@total_pnl⟧ pts against buy-and-hold's ⟦−7,162.75@buy_and_hold_pnl⟧
Lore: 'A tight stop is a late frost.'"""),
# ---------------------------------------------------------------- b_fade_3up
E('b_fade_3up', 'wrong_year', 'pt-BR dancecard',
  f("""CARTÃO DE DANÇA — Baile NQ desde 2023
1. Valsa: ⟦47@total_trades⟧ vendas após três altas, alvo 50, stop 30
2. Forró: 2023 rendeu ⟦+30@Y23⟧ pontos em ⟦16@N23~N24!⟧ operações
3. Samba: 2024 rendeu ⟦+240@Y24⟧
Total: ⟦+270@total_pnl⟧""")),
E('b_fade_3up', 'derived', 'pl-PL kinder',
  f("""GAZETKA PRZEDSZKOLNA — grupa Żabki
Graliśmy w „trzy wzrosty i sprzedaj”: ⟦47@total_trades⟧ razy, ⟦21@winning_trades⟧ wygranych. W 2024 było ⟦+240@Y24⟧ pkt z ⟦16@N24⟧ zagrań, czyli średnio ⟦15@Y24/N24!⟧ pkt na zagranie — policzyła pani, w raporcie tego nie ma.
Pani Ola""")),
E('b_fade_3up', 'coincidental', 'nl-NL hymnboard',
  """LIEDBORD — NQ, short na drie stijgers
Intochtslied: ⟦47@total_trades⟧ trades
Psalm: ⟦21@winning_trades⟧ winst, ⟦26@losing_trades⟧ verlies
Collecte: verwachting ⟦9,36@expectancy!⟧ punten per trade
Slotlied: totaal ⟦+270@total_pnl⟧"""),
E('b_fade_3up', 'faithful', 'zh-CN dig',
  f("""考古发掘简报 · NQ探方（2023年起）
遗迹：连涨三日后做空，止盈50点、止损30点
出土：⟦47@total_trades⟧ 笔交易，胜 ⟦21@winning_trades⟧ 负 ⟦26@losing_trades⟧
地层：2023年 ⟦+30@Y23⟧ 点，2024年 ⟦+240@Y24⟧ 点
合计：⟦+270@total_pnl⟧ 点""")),
E('b_fade_3up', 'faithful', 'de-DE almanac',
  """BAUERNKALENDER — NQ seit 2023
Nach drei Sonnentagen short gehen, Ziel 50, Stopp 30
Ernte: ⟦47@total_trades⟧ Saaten, ⟦21@winning_trades⟧ mit Ertrag
Profitfaktor ⟦1,35@profit_factor⟧, gesamt ⟦+270@total_pnl⟧ Punkte
Bauernregel: „Drei Tage Sonne, dann kommt der Regen.“"""),
E('b_fade_3up', 'faithful', 'fr-FR comic',
  f("""CASE : le trader vend après trois hausses d'affilée.
BULLE : « ⟦47@total_trades⟧ trades depuis 2023, ⟦21@winning_trades⟧ gagnants, ⟦26@STOP⟧ stops ! »
BULLE : « Total : ⟦+270@total_pnl⟧ points, drawdown max ⟦190@max_drawdown⟧. »
ONOMATOPÉE : CLAC !""")),
# ---------------------------------------------------------------- b_sma_cross
E('b_sma_cross', 'wrong_column', 'de-DE dancecard',
  """TANZKARTE — NQ-Ball, Kreuzung über SMA(20)
1. Walzer: ⟦16@total_trades⟧ Tänze, je 10 Tage
2. Polka: ⟦4@winning_trades⟧ gelungen, ⟦12@losing_trades⟧ gestolpert
3. Quadrille: Erwartung pro Trade ⟦−618,9@expectancy~avg_loss!⟧ Punkte
4. Kehraus: gesamt ⟦−4.681,25@total_pnl⟧"""),
E('b_sma_cross', 'wrong_year', 'ja-JP comic',
  f("""コマ：SMA(20)を上抜けた瞬間、トレーダーが飛びつく。
フキダシ「全部で⟦16@total_trades⟧回、⟦−4,681.25@total_pnl⟧ポイント…」
フキダシ「2024年だけで ⟦−1,096.8@Y24~Y23!⟧…」
ガーン！""")),
E('b_sma_cross', 'wrong_sign', 'pt-BR almanac',
  """ALMANAQUE DO LAVRADOR — NQ, cruzamento da SMA(20)
Plantios: ⟦16@total_trades⟧, ⟦4@winning_trades⟧ vingaram
Melhor colheita: ⟦+1.270@best_trade⟧ pts
Safra total: ⟦+4.681,25@total_pnl!⟧ pts
Ditado: «Quem planta na subida colhe na descida.»"""),
E('b_sma_cross', 'faithful', 'nl-NL specimen',
  """MONSTERETIKET — ID NQ-SMA20
Afname: slot kruist boven SMA(20), long, 10 dagen vast
⟦16@total_trades⟧ trades · ⟦25@win_rate⟧% raak · PF ⟦0,37@profit_factor⟧
Resultaat: ⟦−4.681,25@total_pnl⟧ punten, max. drawdown ⟦4.864,5@max_drawdown⟧"""),
E('b_sma_cross', 'faithful', 'zh-CN hymnboard',
  """圣诗板 · 收盘上穿SMA(20)做多，持有10天
进堂：共 ⟦16@total_trades⟧ 笔
诗篇：赢 ⟦4@winning_trades⟧ 笔，输 ⟦12@losing_trades⟧ 笔
奉献：最佳一笔 ⟦+1,270@best_trade⟧ 点（⟦2023年9月12日@D:2023-09-12⟧入场）
散会：合计 ⟦−4,681.25@total_pnl⟧ 点"""),
E('b_sma_cross', 'faithful', 'pl-PL guestbook',
  """Księga gości — Pensjonat NQ
Wpadaliśmy za każdym razem, gdy kurs przebił SMA(20), i zostawaliśmy 10 dni. ⟦16@total_trades⟧ wizyt, tylko ⟦4@winning_trades⟧ udane, bilans ⟦−4681,25@total_pnl⟧ pkt. Najgorszy pobyt: ⟦−1800,75@worst_trade⟧.
Pozdrawiamy, Nowakowie"""),
# ---------------------------------------------------------------- b_breakdown_short_2024
E('b_breakdown_short_2024', 'wrong_row', 'ru-RU specimen',
  """ЭТИКЕТКА ОБРАЗЦА — шифр NQ-BD
Забор: шорт на пробое минимума, 2024 год, ⟦79@total_trades⟧ сделок
Образец ⟦11 января@D:2024-01-11⟧: ⟦+165,23@trd('2024-01-11').pnl~trd('2024-01-30').pnl!⟧ пункта (тейк-профит)
Образец ⟦5 января@D:2024-01-05⟧: ⟦−87,26@trd('2024-01-05').pnl⟧ (стоп)
Итог: ⟦+1183,11@total_pnl⟧"""),
E('b_breakdown_short_2024', 'wrong_unit', 'fr-FR sampler',
  """Brodé par A. Girard, atelier NQ, 2024
❀ Vendre sous le plus bas de la veille ❀
❀ ⟦79@total_trades⟧ points de croix, ⟦32@winning_trades⟧ réussis ❀
❀ Gain : ⟦+1\u202f183,1@total_pnl⟧ points ❀
❀ Garder l'indice : ⟦−49,12@buy_and_hold_pct~buy_and_hold_pct!⟧ points ❀""", unit_note='a percentage quoted as points'),
E('b_breakdown_short_2024', 'miscomputed', 'en-US dig',
  """SITE REPORT — Trench NQ, breakdown shorts of 2024
Context: ⟦79@total_trades⟧ trades, 1% target / 0.5% stop, out after 3 days
Finds: net ⟦+1,183.1@total_pnl⟧ pts, or ⟦16.98@total_pnl/total_trades!⟧ pts per trade
Interpretation: small but positive edge.
Site supervisor: Dr K. Osei"""),
E('b_breakdown_short_2024', 'coincidental', 'en-GB comic',
  """PANEL: A trader watches the price slip under yesterday's low.
BALLOON: "Short it! Target 1%, stop 0.5%!"
CAPTION: ⟦79@total_trades⟧ shorts later…
BALLOON: "Worst hit only ⟦−83.6@worst_trade!⟧ points, and ⟦+1,183.1@total_pnl⟧ in the bag!"
SFX: KA-CHING!"""),
E('b_breakdown_short_2024', 'faithful', 'es-ES waybill',
  f("""CARTA DE PORTE — Guía NQBD
Remitente: cortos bajo el mínimo previo, NQ 2024
Bultos: ⟦79@total_trades⟧ operaciones · ⟦32@TPX⟧ al objetivo, ⟦47@STOP⟧ al stop
Peso neto: ⟦+1183,11@total_pnl⟧ puntos · factor de beneficio ⟦1,39@profit_factor⟧
Firma: ____""")),
E('b_breakdown_short_2024', 'faithful', 'nl-NL guestbook',
  """Gastenboek — NQ Hotel
Heel 2024 short gegaan bij een slot onder de vorige low. ⟦79@total_trades⟧ keer, ⟦32@winning_trades⟧ keer raak, netto ⟦+1.183,11@total_pnl⟧ punten. Beste nacht: ⟦11 januari@D:2024-01-11⟧, ⟦+171,7@trd('2024-01-11').pnl⟧.
Groet, Sanne"""),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
E('b_fade_2023_vs_2024', 'wrong_year', 'zh-CN almanac',
  """农家历 · NQ 连涨三日做空，持有两天
2023年：⟦18@A.total_trades⟧ 笔，胜率 ⟦70@A.win_rate~B.win_rate!⟧%，合计 ⟦+61.75@A.total_pnl⟧ 点
2024年：⟦10@B.total_trades⟧ 笔，合计 ⟦+1,202@B.total_pnl⟧ 点
农谚：「去年播种今年收」"""),
E('b_fade_2023_vs_2024', 'wrong_year', 'de-DE sampler',
  """Gestickt von G. Albers, Stickstube NQ
✿ 2023: ⟦+61,75@A.total_pnl⟧ Punkte ✿ 2024: ⟦+1.202@B.total_pnl⟧ Punkte ✿
✿ Größter Rückgang 2024: ⟦1.685,25@B.max_drawdown~A.max_drawdown!⟧ ✿
„Nach drei Tagen Sonne kommt der Schatten“"""),
E('b_fade_2023_vs_2024', 'wrong_column', 'ja-JP dig',
  """発掘調査報告 ― NQ地区、三日続伸の逆張り
2023年層：⟦18@A.total_trades⟧件、損益 ⟦+61.75@A.total_pnl⟧pt
2024年層：⟦10@B.total_trades⟧件、勝ち⟦7@B.winning_trades⟧件、平均損失 ⟦−381.75@B.avg_loss~B.worst_trade!⟧pt
所見：2024年層のほうが良好。"""),
E('b_fade_2023_vs_2024', 'faithful', 'fr-FR hymnboard',
  """TABLEAU DES CANTIQUES — NQ, vente après trois hausses, sortie à 2 jours
Entrée : 2023, ⟦18@A.total_trades⟧ trades, ⟦+61,75@A.total_pnl⟧ pts
Psaume : 2024, ⟦10@B.total_trades⟧ trades, ⟦+1\u202f202@B.total_pnl⟧ pts
Envoi : 2024 l'emporte, facteur de profit ⟦2,82@B.profit_factor⟧ contre ⟦1,02@A.profit_factor⟧"""),
E('b_fade_2023_vs_2024', 'faithful', 'it-IT dancecard',
  """CARNET DI BALLO — NQ, vendere dopo tre rialzi
1. Valzer 2023: ⟦18@A.total_trades⟧ giri, ⟦55,6@A.win_rate⟧% riusciti
2. Valzer 2024: ⟦10@B.total_trades⟧ giri, ⟦70@B.win_rate⟧% riusciti
3. Finale: ⟦+61,75@A.total_pnl⟧ contro ⟦+1.202@B.total_pnl⟧ punti"""),
E('b_fade_2023_vs_2024', 'faithful', 'es-ES waybill',
  """CARTA DE PORTE — Guía NQF
Bulto 2023: ⟦18@A.total_trades⟧ operaciones, neto ⟦+61,75@A.total_pnl⟧ puntos
Bulto 2024: ⟦10@B.total_trades⟧ operaciones, neto ⟦+1202@B.total_pnl⟧ puntos
Observaciones: el de 2024 llega en mejor estado.
Firma: ____"""),
# ---------------------------------------------------------------- x_compare_two_down
E('x_compare_two_down', 'wrong_row', 'zh-CN waybill',
  """快递运单 · 单号 NQES
品名：连跌两日做多，持有3天，止损2%
NQ 件：⟦97@row('NQ').trades⟧ 笔，合计 ⟦−61,215@row('NQ').total_pnl_currency⟧ /合约
ES 件：⟦64@row('ES').trades⟧ 笔，胜率 ⟦39.2@row('ES').win_rate~row('NQ').win_rate!⟧%，合计 ⟦+130,751@row('ES').total_pnl_currency⟧ /合约
签收：＿＿＿"""),
E('x_compare_two_down', 'wrong_sign', 'nl-NL kinder',
  """NIEUWSBRIEF — De Kikkertjes
Deze week speelden we ‘kopen na twee rode dagen’ op NQ en ES. ES: ⟦+2.615@row('ES').total_pnl⟧ punten, winstfactor ⟦2,09@row('ES').profit_factor⟧. NQ: ⟦+3.060,8@row('NQ').total_pnl!⟧ punten.
Vergeet de gymschoenen niet! Juf Anouk"""),
E('x_compare_two_down', 'misrounded', 'ru-RU cellar',
  """КАРТОЧКА ПОГРЕБА — полка D2
Вино: «Два красных дня», покупка, выход через 3 дня, стоп 2 %
NQ: ⟦97@row('NQ').trades⟧ сделок, профит-фактор ⟦0,80@row('NQ').profit_factor!⟧
ES: ⟦64@row('ES').trades⟧ сделки, профит-фактор ⟦2,09@row('ES').profit_factor⟧, Шарп ⟦1,67@row('ES').sharpe⟧
Вывод: хранить только ES."""),
E('x_compare_two_down', 'faithful', 'es-ES almanac',
  """ALMANAQUE DEL AGRICULTOR — comprar tras dos días rojos
Parcela NQ: ⟦97@row('NQ').trades⟧ siembras, acierto ⟦39,2@row('NQ').win_rate⟧ %, ⟦−61.215@row('NQ').total_pnl_currency⟧ por contrato
Parcela ES: ⟦64@row('ES').trades⟧, acierto ⟦54,7@row('ES').win_rate⟧ %, ⟦+130.751@row('ES').total_pnl_currency⟧ por contrato
Refrán: «No todas las tierras dan igual.»"""),
E('x_compare_two_down', 'faithful', 'en-GB specimen',
  """SPECIMEN LABEL
ID: NQES-TWO · Protocol: long after two down days, 3-day exit, 2% stop
NQ: PF ⟦0.79@row('NQ').profit_factor⟧, Sharpe ⟦−0.69@row('NQ').sharpe⟧, max DD ⟦4,632.9@row('NQ').max_drawdown⟧ pts
ES: PF ⟦2.09@row('ES').profit_factor⟧, Sharpe ⟦1.67@row('ES').sharpe⟧
Result: ES positive, NQ negative."""),
E('x_compare_two_down', 'faithful', 'it-IT jumplog',
  """LIBRETTO DEI LANCI — due giorni rossi, acquisto
NQ: ⟦97@row('NQ').trades⟧ lanci, ⟦−3.060,8@row('NQ').total_pnl⟧ punti, cioè ⟦−61.215@row('NQ').total_pnl_currency⟧ a contratto
ES: ⟦64@row('ES').trades⟧ lanci, ⟦+2.615@row('ES').total_pnl⟧ punti, ⟦+130.751@row('ES').total_pnl_currency⟧ a contratto
Note: confrontare a contratto, non a punti."""),
# ---------------------------------------------------------------- x_portfolio_two_down
E('x_portfolio_two_down', 'wrong_unit', 'it-IT almanac',
  """LUNARIO DEL CONTADINO — NQ + ES, rischio 1% su ⟦1 mln@M.capital⟧
Seminati: ⟦161@M.trades⟧ scambi
Raccolto: ⟦+48.758,95@total_pnl~total_pnl!⟧ punti
Grandinata peggiore: ⟦7,2@max_drawdown_pct⟧%
Proverbio: «Campo diviso, raccolto salvo.»""", unit_note='currency quoted as points'),
E('x_portfolio_two_down', 'miscomputed', 'de-DE jumplog',
  """SPRUNGBUCH — Portfolio NQ + ES, ⟦1 Mio.@M.capital⟧ Kapital
Sprünge: ⟦161@M.trades⟧
ES-Leg: ⟦+134.871,25@leg('ES').pnl⟧ · NQ-Leg: ⟦−86.112,30@leg('NQ').pnl⟧
Abstand zwischen beiden Legs: ⟦210.983,55@leg('ES').pnl-leg('NQ').pnl!⟧
Bemerkung: ES trägt den Sprung."""),
E('x_portfolio_two_down', 'wrong_sign', 'ja-JP dancecard',
  """ダンスカード ― NQ・ES合同舞踏会（元手⟦100万@M.capital⟧）
1. ワルツ（ES）：⟦+134,871.25@leg('ES').pnl⟧、寄与 ⟦277@leg('ES').contribution_pct⟧%
2. タンゴ（NQ）：⟦−86,112.30@leg('NQ').pnl⟧、寄与 ⟦+177@leg('NQ').contribution_pct!⟧%
合計 ⟦+48,758.95@total_pnl⟧"""),
E('x_portfolio_two_down', 'faithful', 'es-ES guestbook',
  """Libro de visitas — Hotel NQ & ES
Vinimos con un millón y arriesgamos un 1 % por operación: ⟦161@M.trades⟧ noches y ⟦+48.758,95@total_pnl⟧ de ganancia (⟦+4,88@return_pct⟧ %). El ES pagó la cuenta: ⟦+134.871,25@leg('ES').pnl⟧.
¡Volveremos! Familia Ortega"""),
E('x_portfolio_two_down', 'faithful', 'pt-BR waybill',
  """CONHECIMENTO DE TRANSPORTE — NQ + ES
Valor declarado: ⟦1.000.000@M.capital⟧
Carga NQ: ⟦97@leg('NQ').trades⟧ volumes, ⟦−86.112,30@leg('NQ').pnl⟧
Carga ES: ⟦64@leg('ES').trades⟧ volumes, ⟦+134.871,25@leg('ES').pnl⟧
Saldo na entrega: ⟦1.048.758,95@final_equity⟧
Assinatura: ____"""),
E('x_portfolio_two_down', 'faithful', 'en-US dig',
  """SITE REPORT — NQ + ES dig, ⟦1,000,000@M.capital⟧ stake, 1% risk per find
Context: ⟦161@M.trades⟧ trades
Finds: net ⟦+48,758.95@total_pnl⟧ (⟦+4.88@return_pct⟧%), max drawdown ⟦78,853.15@max_drawdown⟧
Interpretation: the ES layer carries the site; NQ is a loss.
Supervisor: Dr M. Reyes"""),
]
