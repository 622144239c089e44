"""Backtests, comparison and portfolio (b_rsi_long ... x_portfolio_two_down). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

Y23 = "mr('2023 ([+-][0-9.]+) [(]')"
Y24 = "mr('2024 ([+-][0-9.]+) [(]')"
N23 = "mr('2023 [+-][0-9.]+ [(]([0-9]+)')"
N24 = "mr('2024 [+-][0-9.]+ [(]([0-9]+)')"

ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
E('b_rsi_long', 'faithful', 'de-DE dome',
  """KUPPELBUCH — Sternwarte, Kuppel K2 · Nacht zum Mittwoch
Kuppel auf 21:50 · zu 04:30
Backtest RSI(14) < 30, long: ⟦36@total_trades⟧ Trades, Trefferquote ⟦19,4 %@win_rate⟧, Gesamt ⟦−917,44@total_pnl⟧ Punkte, Max. Drawdown ⟦1.368,1@max_drawdown⟧
Bester Trade ⟦+680,5@best_trade⟧. Beobachter: H. Ebert"""),
E('b_rsi_long', 'faithful', 'fr-FR orienteer',
  """CARTON DE CONTRÔLE — CO de NQ, circuit jaune · D35
Départ 10:40
P51 ✓ RSI(14) < 30 : ⟦36@total_trades⟧ trades, ⟦7@winning_trades⟧ gagnants
P52 ✓ total ⟦−917,4@total_pnl⟧ pts, facteur de profit ⟦0,76@profit_factor⟧
P53 ✓ buy & hold ⟦−7\u202f162,75@buy_and_hold_pnl⟧
Arrivée : complet."""),
E('b_rsi_long', 'faithful', 'en-GB saddlery',
  """SADDLERY ORDER BOOK — Ord. SB0515
Customer: Miss Pryor, 'Bramble' (dun cob)
Job: show bridle, black, padded noseband
Desk note: RSI(14) < 30 long, 5-day exit — ⟦36@total_trades⟧ trades, ⟦19.4%@win_rate⟧ winners, ⟦−917.44@total_pnl⟧ pts; best ⟦+680.5@best_trade⟧ on the ⟦28 Mar@D:2024-03-28⟧ entry
Collect Saturday."""),
E('b_rsi_long', 'wrong_column', 'pt-BR parachute',
  """CARTÃO DE DOBRAGEM — equipamento E2 · principal P5 · reserva R3
RSI(14) < 30, compra: ⟦36@total_trades⟧ operações, resultado ⟦−917,44@total_pnl⟧ pontos
Melhor operação: ⟦+405,54@best_trade~avg_win!⟧
Dobrador: R. Aguiar · lacre L204"""),
E('b_rsi_long', 'wrong_sign', 'ja-JP hydro',
  """水路測量原図 H4 ― 測量艇SV1・測線L2
RSI(14)<30 買い：取引 ⟦36@total_trades⟧ 回、合計 ⟦−917.44@total_pnl⟧ ポイント、勝率 ⟦19.4%@win_rate⟧
同期間のバイ・アンド・ホールド ⟦+7,162.75@buy_and_hold_pnl!⟧
底質：泥。測量士：小林"""),
E('b_rsi_long', 'wrong_row', 'es-ES organ',
  """INFORME DE AFINACIÓN — órgano de la parroquia de NQ
La A440, temperamento igual
Flautado: RSI(14) < 30, ⟦36@total_trades⟧ operaciones, total ⟦−917,44@total_pnl⟧; la operación abierta el ⟦28/03@D:2024-03-28⟧ dio ⟦+369,25@trd('2024-03-28').pnl~trd('2024-02-09').pnl!⟧
Sin cifrados. Afinador: E. Vidal"""),
# ---------------------------------------------------------------- b_fade_3up
E('b_fade_3up', 'faithful', 'it-IT icecream',
  f"""GELATERIA — GUSTI DEL GIORNO
Stracciatella · Amarena · Limone
Coppa «short dopo tre rialzi»: ⟦47@total_trades⟧ operazioni, ⟦44,7 %@win_rate⟧ vincenti, totale ⟦+270@total_pnl⟧ punti
2023 ⟦+30@{Y23}⟧, 2024 ⟦+240@{Y24}⟧
Cono o coppetta."""),
E('b_fade_3up', 'faithful', 'de-DE hydro',
  """PEILBLATT H2 — Vermessungsschiff VS1, Profil P4
Short nach drei Plus-Tagen (Ziel 50, Stop 30): ⟦47@total_trades⟧ Trades, Gewinn ⟦+270@total_pnl⟧, Profitfaktor ⟦1,35@profit_factor⟧, Max. Drawdown ⟦190@max_drawdown⟧
Grund: Schlick. Peiler: U. Lang"""),
E('b_fade_3up', 'faithful', 'fr-FR parachute',
  f"""FICHE DE PLIAGE — sac S5 · voile principale VP1 · secours SE2
Vente après trois hausses : ⟦47@total_trades⟧ trades, ⟦21@winning_trades⟧ gagnants, ⟦+270@total_pnl⟧ pts
Dont 2024 : ⟦+240@{Y24}⟧ sur ⟦16@{N24}⟧ trades
Plieur : A. Meyer · plomb P311"""),
E('b_fade_3up', 'wrong_year', 'pl-PL organ',
  f"""RAPORT ZE STROJENIA ORGANÓW — kościół NQ
Strój A440
Sprzedaż po trzech wzrostach: ⟦47@total_trades⟧ transakcji, razem ⟦+270@total_pnl⟧ pkt; w 2023 ⟦+240@{Y23}~{Y24}!⟧
Szumy: brak. Stroiciel: W. Kos"""),
E('b_fade_3up', 'coincidental', 'pt-BR lock',
  """DIÁRIO DO ECLUSEIRO — eclusa E5, canal NQ
07:35 descida: chata «Jaci»
Venda após três altas: ⟦47@total_trades⟧ operações, ⟦25@winning_trades!⟧ vencedoras, total ⟦+270@total_pnl⟧ pontos
Encarregado: T. Neves"""),
E('b_fade_3up', 'miscomputed', 'en-GB raffle',
  f"""VILLAGE FÊTE — RAFFLE SHEET
Top prize: hamper · second: cake stand
From the drum: fade-three-up-days short, ⟦+270@total_pnl⟧ pts in all; 2024 ⟦+240@{Y24}⟧, i.e. ⟦78.9%@{Y24}/total_pnl*100!⟧ of the total
Winning ticket G212. Drawn by the WI chair."""),
# ---------------------------------------------------------------- b_sma_cross
E('b_sma_cross', 'faithful', 'es-ES lock',
  f"""DIARIO DEL ESCLUSERO — esclusa E9, canal de NQ
09:20 bajada: gabarra «Tajo»
Cruce al alza de la SMA(20), 10 días: ⟦16@total_trades⟧ operaciones, ⟦25 %@win_rate⟧ ganadoras, total ⟦−4681,25@total_pnl⟧
2023 ⟦−1096,8@{Y23}⟧ · 2024 ⟦−3584,5@{Y24}⟧
Esclusero: J. Ruiz"""),
E('b_sma_cross', 'faithful', 'pl-PL raffle',
  """FESTYN WIEJSKI — LISTA LOTERII FANTOWEJ
Główna nagroda: kosz wędlin
Wylosowano: przecięcie SMA(20), ⟦16@total_trades⟧ transakcji, wynik ⟦−4681,25@total_pnl⟧ pkt; najlepsza ⟦+1270@best_trade⟧ (wejście ⟦12 września 2023@D:2023-09-12⟧)
Los zwycięski: K088. Losuje sołtys."""),
E('b_sma_cross', 'faithful', 'en-GB dome',
  """DOME LOG — Dome D3, east tower
Open 21:35 · shut 04:00 · seeing fair
SMA(20) cross, 10-day hold: ⟦16@total_trades⟧ trades, win rate ⟦25%@win_rate⟧, total ⟦−4,681.25@total_pnl⟧ pts, max drawdown ⟦4,864.5@max_drawdown⟧
— Obs. R. Penhale"""),
E('b_sma_cross', 'wrong_year', 'en-US icecream',
  f"""SCOOP SHOP — FLAVOR BOARD
Butter pecan · Rocky road · Mint chip
Special: SMA(20) cross, ⟦16@total_trades⟧ trades, ⟦−4,681.25@total_pnl⟧ pts; 2024 alone ⟦−1,096.8@{Y24}~{Y23}!⟧
Cone, cup or shake."""),
E('b_sma_cross', 'wrong_unit', 'zh-CN orienteer',
  """检查卡 · NQ 定向越野 · B 线 · M21
出发 10:28
P41 ✓ 收盘上穿 SMA(20) 做多 10 天：⟦16@total_trades⟧ 笔
P42 ✓ 合计 ⟦−4,681.25@total_pnl~total_pnl!⟧ 美元
终点：无漏打。""", unit_note='points quoted as US dollars'),
E('b_sma_cross', 'wrong_sign', 'nl-NL cheese',
  """KEERSCHEMA — kaaskelder K1, plank P6 · Goudse
Kaas „SMA(20)-kruising”: ⟦16@total_trades⟧ trades, totaal ⟦−4.681,25@total_pnl⟧; slechtste trade ⟦+1.800,75@worst_trade!⟧
Gekeerd en gepekeld. Paraaf: KV"""),
# ---------------------------------------------------------------- b_breakdown_short_2024
E('b_breakdown_short_2024', 'faithful', 'fr-FR raffle',
  """KERMESSE DU VILLAGE — FEUILLE DE TOMBOLA
Gros lot : panier garni
Tiré de l'urne : short sur cassure 2024, ⟦79@total_trades⟧ trades, ⟦40,5\u202f%@win_rate⟧ gagnants, ⟦+1\u202f183,1@total_pnl⟧ pts contre ⟦−8\u202f634,75@buy_and_hold_pnl⟧ en buy & hold
Billet gagnant : T219."""),
E('b_breakdown_short_2024', 'faithful', 'ru-RU organ',
  """АКТ НАСТРОЙКИ ОРГАНА — собор NQ
Строй A440
Шорт на пробое 2024: ⟦79@total_trades⟧ сделок, прибыль ⟦+1183,1@total_pnl⟧, профит-фактор ⟦1,39@profit_factor⟧, Шарп ⟦1,35@sharpe⟧
Лучшая сделка ⟦11 января@D:2024-01-11⟧: ⟦+171,7@best_trade⟧
Настройщик: И. Громов"""),
E('b_breakdown_short_2024', 'faithful', 'es-ES hydro',
  """HOJA DE SONDEO H1 — lancha L2, perfil P3
Corto en ruptura, 2024: ⟦79@total_trades⟧ operaciones, ⟦32@winning_trades⟧ ganadoras, total ⟦+1183,11@total_pnl⟧; peor ⟦−87,26@worst_trade⟧ el ⟦5 de enero@D:2024-01-05⟧
Fondo: arena. Hidrógrafo: P. Sanz"""),
E('b_breakdown_short_2024', 'wrong_row', 'zh-CN saddlery',
  """马具作坊订货簿 · 单号 MJ0519
客户：钱女士，「追风」（枣红马）
备注：2024 破位做空 ⟦79@total_trades⟧ 笔，合计 ⟦+1,183.11@total_pnl⟧；⟦1月11日@D:2024-01-11⟧那笔 ⟦+165.23@trd('2024-01-11').pnl~trd('2024-01-30').pnl!⟧，止盈
周六取货。"""),
E('b_breakdown_short_2024', 'wrong_column', 'it-IT cheese',
  """SCHEDA RIVOLTAMENTO — grotta G1, scaffale S2 · Pecorino
Forma «short su rottura 2024»: ⟦79@total_trades⟧ operazioni, ⟦32@winning_trades⟧ vincenti, risultato ⟦+4.219@total_pnl~gross_profit!⟧ punti
Rivoltata, crosta unta. Sigla: AB"""),
E('b_breakdown_short_2024', 'invented', 'pl-PL orienteer',
  """KARTA STARTOWA — bieg na orientację NQ, trasa B · M21
Start 10:16
P31 ✓ short na przebiciu 2024: ⟦79@total_trades⟧ transakcji
P32 ✓ skuteczność ⟦57,4 %@win_rate!⟧
P33 ✓ wynik ⟦+1183,11@total_pnl⟧ pkt
Meta: bez błędów."""),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
E('b_fade_2023_vs_2024', 'faithful', 'en-US icecream',
  """SCOOP SHOP — FLAVOR BOARD
Cookie dough · Pistachio · Black cherry
Fade-three-up-days, 2-day exit — 2023: ⟦18@A.total_trades⟧ trades, ⟦+61.75@A.total_pnl⟧ pts · 2024: ⟦10@B.total_trades⟧ trades, ⟦+1,202@B.total_pnl⟧ pts, win rate ⟦70%@B.win_rate⟧
2024 the better year."""),
E('b_fade_2023_vs_2024', 'faithful', 'pl-PL peal',
  """TABLICA DZWONNIKÓW — wieża kościoła Mariackiego
W sobotę zadzwoniono na cześć strategii „trzy wzrosty, short”:
2023 — ⟦+61,75@A.total_pnl⟧ pkt, Sharpe ⟦0,03@A.sharpe⟧; 2024 — ⟦+1202@B.total_pnl⟧ pkt, Sharpe ⟦1,33@B.sharpe⟧
Prowadził: J. Dudek"""),
E('b_fade_2023_vs_2024', 'faithful', 'zh-CN hydro',
  """水文测量图板 H3 · 测量艇 SV2 · 测线 L1
连涨三天后做空、持有两天：
2023 年 ⟦18@A.total_trades⟧ 笔，胜率 ⟦55.6%@A.win_rate⟧，最大回撤 ⟦1,685.25@A.max_drawdown⟧
2024 年 ⟦10@B.total_trades⟧ 笔，胜率 ⟦70%@B.win_rate⟧，最大回撤 ⟦603.5@B.max_drawdown⟧
测量员：王海"""),
E('b_fade_2023_vs_2024', 'wrong_year', 'it-IT luthier',
  """APPUNTI DI BOTTEGA — violino V17, modello Amati
Short dopo tre rialzi, uscita a 2 giorni: 2023 fattore di profitto ⟦1,02@A.profit_factor⟧; 2024 ⟦1,02@B.profit_factor~A.profit_factor!⟧ su ⟦10@B.total_trades⟧ operazioni
Catena incollata; domani vernice."""),
E('b_fade_2023_vs_2024', 'wrong_year', 'es-ES cheese',
  """HOJA DE VOLTEO — cueva C4, estante E1 · Idiazabal
Queso «tres alzas, corto»: 2023 con ⟦18@A.total_trades⟧ operaciones y Sharpe ⟦1,33@A.sharpe~B.sharpe!⟧; 2024 con ⟦10@B.total_trades⟧ y ⟦+1202@B.total_pnl⟧ puntos
Volteado. Firma: LP"""),
E('b_fade_2023_vs_2024', 'wrong_sign', 'pt-BR saddlery',
  """SELARIA — LIVRO DE ENCOMENDAS, pedido E0330
Cliente: Sr. Tavares, «Trovão» (tordilho)
Obs.: venda após três altas — 2023 ⟦+61,75@A.total_pnl⟧ pts contra buy & hold de ⟦−1.553,5@A.buy_and_hold_pnl!⟧; 2024 ⟦+1.202@B.total_pnl⟧
Entrega no sábado."""),
# ---------------------------------------------------------------- x_compare_two_down
E('x_compare_two_down', 'faithful', 'pl-PL hydro',
  """ARKUSZ SONDAŻU H2 — łódź pomiarowa L1, profil P3
Kupno po dwóch spadkach: NQ ⟦97@row('NQ').trades⟧ transakcji, ⟦−3060,77@row('NQ').total_pnl⟧ pkt, Sharpe ⟦−0,69@row('NQ').sharpe⟧; ES ⟦64@row('ES').trades⟧ transakcje, ⟦+2615,0@row('ES').total_pnl⟧ pkt, Sharpe ⟦1,67@row('ES').sharpe⟧
Dno: żwir."""),
E('x_compare_two_down', 'faithful', 'es-ES saddlery',
  """GUARNICIONERÍA — LIBRO DE PEDIDOS, pedido P1102
Cliente: D. Anselmo, «Cierzo» (castaño)
Nota: dos bajadas y compra — NQ pierde ⟦−61.215,4@row('NQ').total_pnl_currency⟧ por contrato; ES gana ⟦+130.751,25@row('ES').total_pnl_currency⟧, factor de beneficio ⟦2,09@row('ES').profit_factor⟧
Solo ES aguanta."""),
E('x_compare_two_down', 'faithful', 'en-US peal',
  """ST MARY'S, NQ TOWER — PEAL BOARD
Rung on Saturday for the two-down-days dip buy:
NQ — ⟦97@row('NQ').trades⟧ trades, win rate ⟦39.2%@row('NQ').win_rate⟧, PF ⟦0.79@row('NQ').profit_factor⟧
ES — ⟦64@row('ES').trades⟧ trades, win rate ⟦54.7%@row('ES').win_rate⟧, PF ⟦2.09@row('ES').profit_factor⟧
Conducted by E. Harker"""),
E('x_compare_two_down', 'wrong_row', 'ja-JP raffle',
  """村祭り 福引き表
一等：NQ 2日続落買い、取引 ⟦97@row('NQ').trades⟧ 回、勝率 ⟦54.7%@row('NQ').win_rate~row('ES').win_rate!⟧
二等：ES、合計 ⟦+2,615.0@row('ES').total_pnl⟧ ポイント
当せん券 T088。抽選：会長"""),
E('x_compare_two_down', 'wrong_unit', 'pt-BR cheese',
  """FICHA DE VIRAGEM — cave C4, prateleira P2 · queijo da Canastra
Compra após duas quedas: ES com ⟦64@row('ES').trades⟧ operações e drawdown máximo de ⟦420,85 %@row('ES').max_drawdown~row('ES').max_drawdown!⟧; NQ com Sharpe ⟦−0,69@row('NQ').sharpe⟧
Virado. Rubrica: MC""", unit_note='points quoted as a percentage'),
E('x_compare_two_down', 'misrounded', 'fr-FR icecream',
  """GLACIER — PARFUMS DU JOUR
Pistache · Fraise · Café
Duo « deux baisses, achat » : NQ facteur de profit ⟦0,79@row('NQ').profit_factor⟧ ; ES ⟦2,10@row('ES').profit_factor!⟧, ⟦+130\u202f751,25@row('ES').total_pnl_currency⟧ par contrat
Cornet ou pot."""),
# ---------------------------------------------------------------- x_portfolio_two_down
E('x_portfolio_two_down', 'faithful', 'ja-JP luthier',
  """工房ノート ― ヴァイオリンV07
NQ＋ES ポートフォリオ（資金 ⟦1,000,000@capital⟧、1トレード1%リスク）：
最終資産 ⟦1,048,758.95@final_equity⟧、リターン ⟦4.88%@return_pct⟧、最大DD ⟦78,853.15@max_drawdown⟧
魂柱を調整。"""),
E('x_portfolio_two_down', 'faithful', 'ru-RU hydro',
  """ПЛАНШЕТ ПРОМЕРА H5 — катер K1
Портфель NQ + ES, ⟦161@trades⟧ сделка: итог ⟦+48\u00a0758,95@total_pnl⟧ (⟦4,88 %@return_pct⟧)
Нога ES ⟦+134\u00a0871,25@leg('ES').pnl⟧, нога NQ ⟦−86\u00a0112,3@leg('NQ').pnl⟧
Грунт: ил. Гидрограф: Е. Зуев"""),
E('x_portfolio_two_down', 'faithful', 'pt-BR peal',
  """QUADRO DE REPIQUE — torre da Sé, NQ
No sábado repicou-se pela carteira NQ + ES:
resultado ⟦+48.758,95@total_pnl⟧ sobre ⟦1.000.000@capital⟧ (⟦+4,88 %@return_pct⟧); drawdown máximo ⟦7,2 %@max_drawdown_pct⟧
Mestre sineiro: J. Correia"""),
E('x_portfolio_two_down', 'wrong_column', 'zh-CN raffle',
  """乡村游园会 · 抽奖登记表
头奖：NQ + ES 组合，资金 ⟦1,000,000@capital⟧，总盈利 ⟦+48,758.95@total_pnl⟧，收益率 ⟦7.20%@return_pct~max_drawdown_pct!⟧
中奖券 C066。村长抽签。"""),
E('x_portfolio_two_down', 'wrong_sign', 'en-GB cheese',
  """TURNING CHART — Cave C3, rack R2 · Cheddar
Wheel 'NQ + ES portfolio': total ⟦+48,758.95@total_pnl⟧ (⟦4.88%@return_pct⟧)
ES leg ⟦+134,871.25@leg('ES').pnl⟧ · NQ leg ⟦+86,112.30@leg('NQ').pnl!⟧
Turned, rind brushed. Initials: AK"""),
E('x_portfolio_two_down', 'derived', 'nl-NL dome',
  """KOEPELLOGBOEK — sterrenwacht, koepel K2
Open 22:15 · dicht 04:35
Portefeuille NQ + ES: NQ-poot ⟦−86.112,30@leg('NQ').pnl⟧ over ⟦97@leg('NQ').trades⟧ trades, dus ⟦−887,76@leg('NQ').pnl/leg('NQ').trades!⟧ per trade (zelf uitgerekend, niet in het rapport)
Waarnemer: S. Jansen"""),
]
