"""Backtests, comparison and portfolio (b_rsi_long ... x_portfolio_two_down). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

Y23 = "mr('2023 ([+-][0-9.]+) [(]')"
Y24 = "mr('2024 ([+-][0-9.]+) [(]')"
N23 = "mr('2023 [+-][0-9.]+ [(]([0-9]+)')"
N24 = "mr('2024 [+-][0-9.]+ [(]([0-9]+)')"
STOPS = "mr('stop ([0-9]+) [(]')"

ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
E('b_rsi_long', 'faithful', 'pt-BR weighin',
  """FICHA DE PESAGEM — Torneio NQ, setor D
Posto | Item | Peso
D1 | operações | ⟦36@total_trades⟧
D2 | taxa de acerto | ⟦19,4@win_rate⟧%
D3 | resultado total | ⟦−917,4@total_pnl⟧ pts
D4 | melhor (entrada ⟦28/03@D:2024-03-28⟧) | ⟦+680,5@best_trade⟧
Balança aferida às 14:00."""),
E('b_rsi_long', 'faithful', 'nl-NL seismo',
  """SEISMOGRAM — station NQ-S2, kanaal BHZ
RSI(14) < 30 long, exit na 5 dagen, stop 1%: ⟦36@total_trades⟧ trades, ⟦7@winning_trades⟧ winnaars, totaal ⟦−917,44@total_pnl⟧ pt, max. drawdown ⟦1.368,1@max_drawdown⟧
Buy-and-hold: ⟦−7.162,75@buy_and_hold_pnl⟧
Aflezing 04:50 UTC."""),
E('b_rsi_long', 'faithful', 'es-ES lighthouse',
  f"""DIARIO DEL FARERO — faro de NQ
Guardia 20:00–00:00 · farero: A. Castro
Viento del noroeste F5, marejadilla
Compra con RSI(14) bajo 30: ⟦36@total_trades⟧ operaciones, acierto ⟦19,4@win_rate⟧ %, total ⟦−917,4@total_pnl⟧ puntos; ⟦28@{STOPS}⟧ salidas por stop
Luz encendida a las 17:05."""),
E('b_rsi_long', 'wrong_sign', 'it-IT donor',
  """TESSERA DEL DONATORE — AVIS NQ
Donatore DV20933 · gruppo A Rh+
Strategia RSI(14) sotto 30, uscita a 5 giorni, stop 1%: ⟦36@total_trades⟧ operazioni, risultato complessivo ⟦+917,4@total_pnl!⟧ punti, buy and hold ⟦−7.162,75@buy_and_hold_pnl⟧
Prossima donazione tra novanta giorni."""),
E('b_rsi_long', 'wrong_column', 'ja-JP rink',
  """リンク整氷スケジュール ― NQアイスアリーナ Aリンク
06:00 整氷（Z1号機）
RSI(14)30割れ買い：⟦36@total_trades⟧ 回、勝ち ⟦7@winning_trades⟧ 回、平均利益 ⟦+680.5@avg_win~best_trade!⟧、平均損失 ⟦−129.5@avg_loss⟧
12:00 整氷 ／ 18:00 整氷"""),
E('b_rsi_long', 'misrounded', 'de-DE balloon',
  """FAHRTENBUCH — Ballon D-OKNQ · Pilot: T. Lange
Start 06:10, Landung 07:35 hinter der Mühle
RSI-Kauf (unter 30, Ausstieg nach 5 Tagen, 1 % Stopp): ⟦36@total_trades⟧ Trades, Gewinnfaktor ⟦0,75@profit_factor!⟧, Summe ⟦−917,4@total_pnl⟧ Punkte
Weiche Landung."""),
# ---------------------------------------------------------------- b_fade_3up
E('b_fade_3up', 'faithful', 'zh-CN sheepdog',
  """牧羊犬比赛评分表 · NQ 杯 B 线
训犬员：马 · 犬名：阿黄
连涨三天做空（目标 50 点、止损 30 点）：共 ⟦47@total_trades⟧ 笔，胜率 ⟦44.7%@win_rate⟧，合计 ⟦+270@total_pnl⟧ 点
止盈 ⟦21@winning_trades⟧ 次，止损 ⟦26@losing_trades⟧ 次
裁判：胡"""),
E('b_fade_3up', 'faithful', 'de-DE donor',
  f"""BLUTSPENDEPASS — Blutspendedienst NQ
Spender-Nr. BS61207 · Blutgruppe B Rh−
Short nach drei Plustagen, Ziel 50, Stopp 30, seit 2023: ⟦47@total_trades⟧ Trades, ⟦+270@total_pnl⟧ Punkte, davon 2024 allein ⟦+240@{Y24}⟧; max. Drawdown ⟦190@max_drawdown⟧
Nächster Termin in zwölf Wochen."""),
E('b_fade_3up', 'faithful', 'ja-JP weighin',
  """検量表 ― NQ釣り大会 Bブロック
釣り座 | 項目 | 記録
B2 | 取引回数 | ⟦47@total_trades⟧
B5 | 利確 | ⟦21@winning_trades⟧ 回
B8 | 損切り | ⟦26@losing_trades⟧ 回
B9 | 合計 | ⟦+270@total_pnl⟧ ポイント
検量 15:00 終了"""),
E('b_fade_3up', 'wrong_year', 'nl-NL locksmith',
  f"""WERKBON — Slotenmaker NQ, bon SL4402
Klant: handelsdesk · ter plaatse 09:05–09:35
Short na drie stijgdagen (doel 50, stop 30): 2023 ⟦+30@{Y23}⟧ pt, 2024 ⟦+240@{Y24}⟧ pt over ⟦31@{N24}~{N23}!⟧ trades
Cilinder vervangen. Monteur: K. Smit"""),
E('b_fade_3up', 'wrong_unit', 'pl-PL lighthouse',
  """DZIENNIK LATARNIKA — latarnia NQ
Wachta 20:00–00:00 · latarnik: W. Kowal
Wiatr N F4, fala umiarkowana
Short po trzech wzrostowych dniach (cel 50, stop 30): ⟦47@total_trades⟧ transakcji, wynik ⟦+270@total_pnl~total_pnl!⟧ mil morskich, skuteczność ⟦44,7@win_rate⟧%
Światło zapalone o 16:55.""", unit_note='points quoted as nautical miles'),
E('b_fade_3up', 'invented', 'es-ES vineyard',
  """REGISTRO DE VENDIMIA — Bodega NQ, cosecha 2024
Parcela P2 · variedad: tempranillo
Venta tras tres días alcistas (objetivo 50, stop 30): ⟦47@total_trades⟧ operaciones, ⟦+270@total_pnl⟧ puntos, Sharpe ⟦0,93@sharpe!⟧
Vendimia terminada a las 13:30."""),
# ---------------------------------------------------------------- b_sma_cross
E('b_sma_cross', 'faithful', 'ru-RU donor',
  """КАРТОЧКА ДОНОРА — станция переливания крови NQ
Донор DN10452 · группа A(II) Rh+
Пересечение SMA(20) снизу вверх, удержание 10 дней: ⟦16@total_trades⟧ сделок, прибыльных ⟦4@winning_trades⟧, итог ⟦−4681,25@total_pnl⟧ п.; лучшая — вход ⟦12 сентября 2023@D:2023-09-12⟧, ⟦+1270@trd('2023-09-12').pnl⟧
Следующая сдача — через два месяца."""),
E('b_sma_cross', 'faithful', 'it-IT seismo',
  f"""REGISTRO SISMOGRAFICO — stazione NQ-S1, canale BHZ
Incrocio sopra la SMA(20), tenuta 10 giorni: ⟦16@total_trades⟧ operazioni, ⟦25@win_rate⟧% vincenti, totale ⟦−4.681,25@total_pnl⟧ punti
Per anno: 2023 ⟦−1.096,8@{Y23}⟧, 2024 ⟦−3.584,5@{Y24}⟧
Lettura delle 05:40. Operatore: S. Villa"""),
E('b_sma_cross', 'faithful', 'ja-JP lighthouse',
  """灯台日誌 ― NQ崎灯台
当直 04:00–08:00 ／ 灯台守：石井
風 北 F3、うねり小
SMA(20)上抜け・10日保有：⟦16@total_trades⟧ 回、勝ち ⟦4@winning_trades⟧ 回、合計 ⟦−4,681.25@total_pnl⟧ ポイント。最大の勝ちは⟦2023年9月12日@D:2023-09-12⟧エントリーの ⟦+1,270@trd('2023-09-12').pnl⟧
異常なし。"""),
E('b_sma_cross', 'wrong_row', 'es-ES locksmith',
  """PARTE DE TRABAJO — Cerrajería NQ, parte CJ0977
Cliente: mesa · en el sitio 12:15–12:50
Cruce al alza de la SMA(20), 10 días: ⟦16@total_trades⟧ operaciones, total ⟦−4681,25@total_pnl⟧
Entrada del ⟦21/08/2023@D:2023-08-21⟧: ⟦−555,25@trd('2023-08-21').pnl~trd('2023-07-12').pnl!⟧ puntos
Bombín cambiado. Técnico: J. Ruiz"""),
E('b_sma_cross', 'wrong_year', 'de-DE sheepdog',
  f"""RICHTERBLATT — Hütehundprüfung NQ, Lauf L4
Hundeführerin: A. Krause · Hund: Tess
SMA(20)-Kreuzung long, 10 Tage Haltedauer: ⟦16@total_trades⟧ Trades, gesamt ⟦−4.681,25@total_pnl⟧ Punkte; davon 2023 ⟦−3.584,5@{Y23}~{Y24}!⟧ in ⟦9@{N23}⟧ Trades
Pferch sauber. Richter: O. Wolf"""),
E('b_sma_cross', 'derived', 'pt-BR carbon',
  """MEMORANDO (via carbono)
Para: mesa · De: L. Pires · c/c: arquivo
Assunto: cruzamento da SMA(20), 10 dias
Melhor operação ⟦+1.270@best_trade⟧, pior ⟦−1.800,75@worst_trade⟧: ⟦3.070,75@best_trade-worst_trade!⟧ pontos entre uma e outra (conta minha, não está no relatório).
LP/mc"""),
# ---------------------------------------------------------------- b_breakdown_short_2024
E('b_breakdown_short_2024', 'faithful', 'de-DE banzuke',
  """BANZUKE — NQ-Basho 2024, Ausbruch-Short (Ziel 1 %, Stopp ein halbes Prozent, 3 Tage)
Yokozuna: bester Trade, Einstieg am ⟦11.01.@D:2024-01-11⟧ — ⟦+171,7@best_trade⟧
Ōzeki: Gesamtergebnis ⟦+1.183,1@total_pnl⟧ Punkte aus ⟦79@total_trades⟧ Trades
Letzter Rang: Buy-and-hold ⟦−8.634,75@buy_and_hold_pnl⟧"""),
E('b_breakdown_short_2024', 'faithful', 'es-ES sheepdog',
  """HOJA DE PUNTUACIÓN — prueba de perros pastores NQ, manga M2
Guía: P. Serrano · perro: Chispa
Corto tras cierre bajo el mínimo previo, 2024: ⟦79@total_trades⟧ operaciones, ⟦32@winning_trades⟧ ganadoras, total ⟦+1183,11@total_pnl⟧ puntos; factor de beneficio ⟦1,39@profit_factor⟧
Redil cerrado. Juez: E. Blanco"""),
E('b_breakdown_short_2024', 'faithful', 'ja-JP locksmith',
  """作業伝票 ― NQロックサービス 伝票 KS2207
お客様：トレーディングデスク ／ 作業 10:00–10:40
2024年 安値割れショート：⟦79@total_trades⟧ 回、勝率 ⟦40.5@win_rate⟧%、合計 ⟦+1,183.1@total_pnl⟧ ポイント、最大DD ⟦316.3@max_drawdown⟧
担当：吉田"""),
E('b_breakdown_short_2024', 'wrong_sign', 'en-US balloon',
  """FLIGHT LOG — balloon "Sundance" · Pilot: J. Alvarez
Launch 06:15, landed 07:30 in a soybean field
2024 breakdown short: ⟦79@total_trades⟧ trades, net ⟦+1,183.1@total_pnl⟧ pts; buy-and-hold over the same year ⟦+8,634.75@buy_and_hold_pnl!⟧ pts
Chase crew on time."""),
E('b_breakdown_short_2024', 'wrong_row', 'zh-CN carbon',
  """备忘录（复写）
致：交易组　自：陈　抄送：档案
事由：2024 破位做空回测
共 ⟦79@total_trades⟧ 笔，合计 ⟦+1,183.1@total_pnl⟧ 点。最佳一笔 ⟦1月11日@D:2024-01-11⟧ 入场，盈利 ⟦+165.23@trd('2024-01-11').pnl~trd('2024-01-30').pnl!⟧ 点，止盈离场。
陈/王"""),
E('b_breakdown_short_2024', 'miscomputed', 'it-IT weighin',
  """SCHEDA DI PESATURA — Gara NQ, settore E
Picchetto | Voce | Valore
E1 | operazioni | ⟦79@total_trades⟧
E2 | risultato | ⟦+1.183,11@total_pnl⟧
E3 | buy and hold | ⟦−8.634,75@buy_and_hold_pnl⟧
E4 | scarto a favore della strategia | ⟦9.718@total_pnl-buy_and_hold_pnl!⟧
Pesatura chiusa alle 16:20."""),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
E('b_fade_2023_vs_2024', 'faithful', 'en-GB locksmith',
  """JOB CARD — NQ Locksmiths Ltd · Job JB2519
Client: dealing room · Attended 15:10–15:45
Fading three up days, 2-day exit: 2023 ⟦18@A.total_trades⟧ trades, ⟦+61.75@A.total_pnl⟧ pts; 2024 ⟦10@B.total_trades⟧ trades, ⟦+1,202@B.total_pnl⟧ pts, win rate ⟦70%@B.win_rate⟧. 2024 clearly better.
Locks serviced. — G. Hollis"""),
E('b_fade_2023_vs_2024', 'faithful', 'nl-NL weighin',
  """WEEGLIJST — viswedstrijd NQ, vak F
Plek | Jaar | Resultaat | Trefkans
F2 | 2023 | ⟦+61,75@A.total_pnl⟧ | ⟦55,6@A.win_rate⟧%
F6 | 2024 | ⟦+1.202@B.total_pnl⟧ | ⟦70@B.win_rate⟧%
Short na drie stijgdagen, exit na 2 dagen. Weging gesloten om 16:00."""),
E('b_fade_2023_vs_2024', 'faithful', 'pl-PL carbon',
  """NOTATKA SŁUŻBOWA (kopia przez kalkę)
Do: dział handlu · Od: R. Nowicki · DW: archiwum
Dotyczy: short po trzech wzrostach, wyjście po 2 dniach
2023: ⟦18@A.total_trades⟧ transakcji, ⟦+61,75@A.total_pnl⟧ pkt, maks. obsunięcie ⟦1685,25@A.max_drawdown⟧. 2024: ⟦10@B.total_trades⟧ transakcji, ⟦+1202@B.total_pnl⟧ pkt. Lepiej w 2024.
RN/ak"""),
E('b_fade_2023_vs_2024', 'wrong_year', 'zh-CN donor',
  """无偿献血证 · NQ 血液中心
证号 XB77021 · 血型 AB 型
连涨三天做空（持有 2 天）：2023 年 ⟦18@A.total_trades⟧ 笔，胜率 ⟦70%@A.win_rate~B.win_rate!⟧，合计 ⟦+61.75@A.total_pnl⟧ 点；2024 年合计 ⟦+1,202@B.total_pnl⟧ 点
下次献血间隔：六个月。"""),
E('b_fade_2023_vs_2024', 'wrong_year', 'es-ES vineyard',
  """REGISTRO DE VENDIMIA — Bodega NQ, cosecha 2024
Parcela P6 · variedad: garnacha
Venta tras tres alzas, salida a 2 días: en 2024, ⟦+1202@B.total_pnl⟧ puntos en ⟦10@B.total_trades⟧ operaciones y un drawdown máximo de ⟦1685,25@B.max_drawdown~A.max_drawdown!⟧
Vendimia a mano, terminada a las 12:40."""),
E('b_fade_2023_vs_2024', 'wrong_sign', 'en-US banzuke',
  """BANZUKE — NQ Basho, fade of three up days
East Yokozuna: 2024, ⟦+1,202@B.total_pnl⟧ pts on ⟦10@B.total_trades⟧ trades
West Ozeki: 2023, ⟦+61.75@A.total_pnl⟧ pts on ⟦18@A.total_trades⟧ trades
For reference, buy-and-hold in 2023: ⟦−1,553.5@A.buy_and_hold_pnl!⟧ pts"""),
# ---------------------------------------------------------------- x_compare_two_down
E('x_compare_two_down', 'faithful', 'fr-FR banzuke',
  """BANZUKE — basho NQ contre ES, achat après deux baisses
Est, yokozuna : ES — ⟦64@row('ES').trades⟧ trades, réussite ⟦54,7\u202f%@row('ES').win_rate⟧, facteur de profit ⟦2,09@row('ES').profit_factor⟧, Sharpe ⟦1,67@row('ES').sharpe⟧
Ouest, maegashira : NQ — ⟦97@row('NQ').trades⟧ trades, Sharpe ⟦−0,69@row('NQ').sharpe⟧
Seul l'ES tient."""),
E('x_compare_two_down', 'faithful', 'pt-BR rink',
  """ESCALA DE RECAPEAMENTO — Arena NQ, pista A
06:45 · recapeamento
Compra após duas quedas: NQ ⟦−3.060,8@row('NQ').total_pnl⟧ pts (⟦−61.215,4@row('NQ').total_pnl_currency⟧ por contrato); ES ⟦+2.615@row('ES').total_pnl⟧ pts (⟦+130.751,25@row('ES').total_pnl_currency⟧). Só funciona no ES.
12:15 · recapeamento"""),
E('x_compare_two_down', 'faithful', 'en-GB lighthouse',
  """LIGHTHOUSE LOG — NQ Sound Light
Watch 00:00–04:00 · Keeper: A. Trevithick
Wind S F6, rough
Two-down-days dip: NQ ⟦97@row('NQ').trades⟧ trades, PF ⟦0.79@row('NQ').profit_factor⟧, Sharpe ⟦−0.69@row('NQ').sharpe⟧; ES ⟦64@row('ES').trades⟧ trades, PF ⟦2.09@row('ES').profit_factor⟧, Sharpe ⟦1.67@row('ES').sharpe⟧. Works on ES only."""),
E('x_compare_two_down', 'wrong_row', 'pl-PL seismo',
  """ODCZYT SEJSMOGRAFU — stacja NQ-S5, kanał BHZ
Kupno po dwóch spadkach: ES — ⟦64@row('ES').trades⟧ transakcje, skuteczność ⟦39,18%@row('ES').win_rate~row('NQ').win_rate!⟧, PF ⟦2,09@row('ES').profit_factor⟧; NQ — PF ⟦0,79@row('NQ').profit_factor⟧
Odczyt o 02:40 UTC. Dyżurny: B. Wrona"""),
E('x_compare_two_down', 'wrong_column', 'ja-JP weighin',
  """検量表 ― NQ釣り大会 Cブロック
釣り座 | 銘柄 | 記録
C3 | ES | 勝率 ⟦54.7@row('ES').win_rate⟧%・シャープ ⟦2.09@row('ES').sharpe~row('ES').profit_factor!⟧
C6 | NQ | 合計 ⟦−3,060.8@row('NQ').total_pnl⟧ ポイント
2日続落の買いは ES のみ有効。"""),
E('x_compare_two_down', 'wrong_sign', 'ru-RU vineyard',
  """ЖУРНАЛ СБОРА УРОЖАЯ — винодельня NQ, урожай 2024
Участок U3 · сорт: рислинг
Покупка после двух падений: NQ — ⟦97@row('NQ').trades⟧ сделок, итог ⟦+3060,8@row('NQ').total_pnl!⟧ п.; ES — ⟦64@row('ES').trades⟧ сделки, итог ⟦+2615@row('ES').total_pnl⟧ п.
Сбор окончен в 15:30."""),
# ---------------------------------------------------------------- x_portfolio_two_down
E('x_portfolio_two_down', 'faithful', 'it-IT donor',
  """TESSERA DEL DONATORE — Centro trasfusionale NQ
Donatore DV48816 · gruppo B Rh+
Portafoglio NQ + ES, rischio 1% per operazione su ⟦1.000.000@capital⟧: utile ⟦+48.758,95@total_pnl⟧ (⟦+4,88@return_pct⟧%), drawdown massimo ⟦7,2@max_drawdown_pct⟧%
Prossima donazione tra tre mesi."""),
E('x_portfolio_two_down', 'faithful', 'en-GB vineyard',
  """HARVEST RECORD — NQ Vineyard, Sussex · Vintage 2024
Block A3 · Chardonnay · Crew T2
Portfolio on ⟦1,000,000@capital⟧: net ⟦+48,758.95@total_pnl⟧; ES leg ⟦+134,871.25@leg('ES').pnl⟧, NQ leg ⟦−86,112.30@leg('NQ').pnl⟧. ES carried the book.
Picked dry by 11:50."""),
E('x_portfolio_two_down', 'faithful', 'pt-BR crane',
  """LISTA DE VERIFICAÇÃO PRÉ-IÇAMENTO — guindaste GD3
[x] Patolas apoiadas
[x] Carteira NQ + ES: ⟦161@trades⟧ operações, resultado ⟦+48.758,95@total_pnl⟧, retorno ⟦4,88@return_pct⟧%, drawdown ⟦78.853,15@max_drawdown⟧
[x] Vento dentro do limite
Operador: C. Nunes"""),
E('x_portfolio_two_down', 'wrong_column', 'pl-PL lighthouse',
  """DZIENNIK LATARNIKA — latarnia NQ
Wachta 04:00–08:00 · latarnik: E. Grabowski
Wiatr W F5, fala
Portfel NQ + ES na ⟦1\u00a0000\u00a0000@capital⟧: zysk ⟦48\u00a0758,95@total_pnl⟧, zwrot ⟦7,2%@return_pct~max_drawdown_pct!⟧
Światło w porządku."""),
E('x_portfolio_two_down', 'derived', 'fr-FR weighin',
  """FEUILLE DE PESÉE — concours NQ, secteur G
Poste | Jambe | Résultat
G2 | ES | ⟦+134\u202f871,25@leg('ES').pnl⟧
G5 | NQ | ⟦−86\u202f112,30@leg('NQ').pnl⟧
La jambe ES rapporte à elle seule ⟦13,5 %@leg('ES').pnl/capital*100!⟧ du capital (calcul de ma part, absent du rapport)."""),
E('x_portfolio_two_down', 'coincidental', 'ja-JP banzuke',
  """番付 ― NQ場所 二日続落買い ポートフォリオ
東 横綱：ES ⟦99@leg('ES').trades!⟧ 回、損益 ⟦+134,871.25@leg('ES').pnl⟧
西 前頭：NQ ⟦97@leg('NQ').trades⟧ 回、損益 ⟦−86,112.30@leg('NQ').pnl⟧
合計 ⟦+48,758.95@total_pnl⟧"""),
]
