"""Backtests, comparison and portfolio (b_rsi_long ... x_portfolio_two_down). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes). Only the first 10 trades of each
backtest were seen; only those are quoted."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

Y23 = "mr('2023 ([+-][0-9.]+) [(]')"
Y24 = "mr('2024 ([+-][0-9.]+) [(]')"
N23 = "mr('2023 [+-][0-9.]+ [(]([0-9]+)')"
N24 = "mr('2024 [+-][0-9.]+ [(]([0-9]+)')"


def t(date):
    return f"trd('{date}').pnl"


ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
E('b_rsi_long', 'faithful', 'pt-BR darts',
  f"""SÚMULA DA LIGA DE DARDOS — Bar do Zé A x Recreativo B, partida M4
Jogo G2 · duplas · marcador: Tião
Nota do capitão: RSI(14) < 30, compra, saída em 5 dias, stop de 1% — ⟦36@total_trades⟧ operações, só ⟦7@winning_trades⟧ vencedoras (⟦19,4%@win_rate⟧), resultado ⟦−917,4@total_pnl⟧ pontos, PF ⟦0,76@profit_factor⟧.
Súmula assinada; alvo fechado 22:45."""),
E('b_rsi_long', 'faithful', 'es-ES skijump',
  f"""SALTO DE ESQUÍ — TARJETA DEL JUEZ, HS140 La Molina · juez J4 · ronda R2
Saltador: dorsal B09 · puerta G13
Nota del juez: compra con RSI(14) bajo 30 en el NQ — mejor operación, entrada ⟦28/03@D:2024-03-28⟧, ⟦+680,5@{t('2024-03-28')}⟧ puntos; la peor, ⟦31/01@D:2024-01-31⟧, ⟦−163,0@{t('2024-01-31')}⟧. Drawdown máximo ⟦1368,1@max_drawdown⟧.
Telemark limpio."""),
E('b_rsi_long', 'faithful', 'zh-CN fieldbook',
  f"""测绘外业手簿 — 图幅 NE11，三角点 TP5
经纬仪已架设，方位角已记录
测量员备注：RSI(14) 低于 30 做多、5 日离场、止损 1%：⟦36@total_trades⟧ 笔，胜率 ⟦19.4%@win_rate⟧，平均盈利 ⟦+405.5@avg_win⟧，平均亏损 ⟦−129.5@avg_loss⟧，夏普 ⟦−0.46@sharpe⟧。同期买入持有 ⟦−7,162.75@buy_and_hold_pnl⟧ 点。
15:30 记录完毕。"""),
E('b_rsi_long', 'wrong_sign', 'it-IT winding',
  """REGISTRO DI CARICA DELL'OROLOGIO DELLA TORRE — torre civica, orologio T3
Treni del tempo e della suoneria caricati · rimesso sul segnale delle 12:00
Nota del temperatore: RSI(14) sotto 30, long, uscita a 5 giorni, stop 1% — ⟦36@total_trades⟧ operazioni, aspettativa ⟦+25,48@expectancy!⟧ punti per operazione, totale ⟦−917,44@total_pnl⟧.
Perni oliati."""),
E('b_rsi_long', 'wrong_unit', 'de-DE lifeboat',
  """SEENOTRETTUNGS-EINSATZBUCH — Station Sassnitz, Boot SK22
Auslaufen 14:22 · See mäßig, Wind NW frisch
Notiz des Vormanns: RSI(14) unter 30 long, Ausstieg nach 5 Tagen, 1 % Stopp — ⟦36@total_trades⟧ Trades, Ø-Gewinn ⟦405,54@avg_win~avg_win!⟧ USD, Ø-Verlust ⟦−129,52@avg_loss⟧ Punkte.
Boot im Schuppen 16:05; Besatzung entlassen.""", unit_note='index points quoted as US dollars'),
E('b_rsi_long', 'wrong_column', 'ja-JP toyhospital',
  f"""おもちゃ病院 入院票 ― TH0306
患者：「ポチ」、ブリキの犬 · 病棟W2、ぜんまいが空回り
看護師メモ：RSI(14)が30未満で買い、5日決済・損切り1%。⟦36@total_trades⟧回中、勝ちは⟦7@winning_trades⟧回で、勝ちトレードの平均は⟦+680.5@avg_win~best_trade!⟧ポイント、負けの平均は⟦−129.5@avg_loss⟧ポイント。
土曜10:00以降退院。"""),
# ---------------------------------------------------------------- b_fade_3up
E('b_fade_3up', 'faithful', 'de-DE darts',
  f"""DARTLIGA — SPIELBERICHTSBOGEN, Grüner Baum A gegen Post SV, Spiel M2
Partie P1 · Einzel · Schreiber: Heike
Notiz des Kapitäns: 3 Aufwärtstage shorten, Ziel 50, Stopp 30, seit 2023 — ⟦47@total_trades⟧ Trades, ⟦21@winning_trades⟧ Gewinner, Summe ⟦+270@total_pnl⟧ Punkte, Profitfaktor ⟦1,35@profit_factor⟧, Max. Drawdown ⟦190@max_drawdown⟧.
Bogen unterschrieben 22:45."""),
E('b_fade_3up', 'faithful', 'zh-CN oyster',
  f"""牡蛎养殖 · 采收日志 — 海区 L5，大连湾
低潮 06:40 起吊浮筏 R1–R8
养殖工备注：连涨 3 天做空、止盈 50 点、止损 30 点，2023 年 ⟦+30@{Y23}⟧ 点（⟦31@{N23}⟧ 笔），2024 年 ⟦+240@{Y24}⟧ 点（⟦16@{N24}⟧ 笔）；胜率 ⟦44.7%@win_rate⟧，夏普 ⟦0.69@sharpe⟧。
09:30 送净化池。"""),
E('b_fade_3up', 'faithful', 'pl-PL ferrytally',
  f"""KASA PROMOWA — ARKUSZ ZLICZEŃ, Hel, okienko O1
Rejsy 07:15 i 09:45 · rubryki zamknięte
Notatka kasjera: short po trzech wzrostowych dniach (cel 50 pkt, stop 30) — ⟦47@total_trades⟧ transakcji: ⟦21@winning_trades⟧ po +⟦50@avg_win⟧, ⟦26@losing_trades⟧ po ⟦−30@avg_loss⟧; wynik ⟦+270@total_pnl⟧ pkt.
Kasa się zgadza; zamknięte 18:30."""),
E('b_fade_3up', 'wrong_year', 'es-ES winding',
  f"""REGISTRO DE CUERDA DEL RELOJ DE LA TORRE — ayuntamiento, reloj R2
Trenes de marcha y sonería con cuerda · puesto en hora a las 12:00
Nota del relojero: vender tras tres alzas, objetivo 50 y stop 30 — en 2023, ⟦+240@{Y23}~{Y24}!⟧ puntos en ⟦31@{N23}⟧ operaciones; total desde 2023, ⟦+270@total_pnl⟧.
Ejes engrasados."""),
E('b_fade_3up', 'coincidental', 'it-IT woolsale',
  """CATALOGO ASTA DELLA LANA — vendita V03, magazzino di Biella, lotto L208
Vello merino, classe AA · mediatore: Lanificio Zegna
Osservazione del perito: short dopo tre rialzi, target 50 e stop 30 — ⟦47@total_trades⟧ operazioni, speranza matematica ⟦1,44@expectancy!⟧ punti per operazione, totale ⟦+270@total_pnl⟧.
Aggiudicato alle 11:40."""),
E('b_fade_3up', 'miscomputed', 'en-GB aquarium',
  f"""AQUARIUM WATER-TEST LOG — reef tank RT2, Plymouth
Ammonia nil · nitrite nil · pH steady · skimmer cleaned
Aquarist's note: fading three up days (50 target, 30 stop) made ⟦+30@{Y23}⟧ pts in 2023 and ⟦+240@{Y24}⟧ in 2024, so 2024 did ⟦201@{Y24}-{Y23}!⟧ pts better.
Partial water change 16:00."""),
# ---------------------------------------------------------------- b_sma_cross
E('b_sma_cross', 'faithful', 'nl-NL woolsale',
  f"""WOLVEILINGCATALOGUS — veiling V08, wolpakhuis Tilburg, kavel K143
Merinovlies, klasse AA · makelaar: Elders
Opmerking van de taxateur: long bij kruising boven de SMA(20), 10 dagen vasthouden — ⟦16@total_trades⟧ trades, ⟦4@winning_trades⟧ winnaars, totaal ⟦−4.681,25@total_pnl⟧ punten; beste trade ⟦+1.270@best_trade⟧, slechtste ⟦−1.800,75@worst_trade⟧.
Afgeslagen 11:40."""),
E('b_sma_cross', 'faithful', 'fr-FR fieldbook',
  f"""CARNET DE TERRAIN DU CARTOGRAPHE — feuille XK08, borne TP1
Théodolite en station ; gisements notés
Note : croisement de la SMA(20), achat tenu 10 jours — 2023 : ⟦−1\u202f096,8@{Y23}⟧ points (⟦9@{N23}⟧ trades) ; 2024 : ⟦−3\u202f584,5@{Y24}⟧ (⟦7@{N24}⟧). Meilleure entrée le ⟦12 septembre 2023@D:2023-09-12⟧, ⟦+1\u202f270@{t('2023-09-12')}⟧.
Clos à 15:30."""),
E('b_sma_cross', 'faithful', 'en-US ferrytally',
  f"""FERRY TICKET OFFICE — TALLY SHEET, Port Townsend, window W3
Sailings 07:15 & 09:45 · foot, car and bike columns ruled off
Clerk's note: close crossing above SMA(20), long 10 days — ⟦16@total_trades⟧ trades, win rate ⟦25%@win_rate⟧, avg win ⟦+686.4@avg_win⟧, avg loss ⟦−618.9@avg_loss⟧, max drawdown ⟦4,864.5@max_drawdown⟧.
Float counted; window shut 18:30."""),
E('b_sma_cross', 'wrong_year', 'ja-JP darts',
  f"""ダーツリーグ スコアシート ― 港クラブ 対 駅前B・マッチM6
ゲームG1 · シングルス · チョーカー：田中
キャプテンのメモ：SMA(20)上抜けで買い、10日保有。2023年は⟦7@{N23}~{N24}!⟧回のトレードで⟦−1,096.8@{Y23}⟧ポイント、2024年は⟦−3,584.5@{Y24}⟧ポイント。
両キャプテン署名。"""),
E('b_sma_cross', 'wrong_sign', 'de-DE oyster',
  f"""AUSTERNFARM — ERNTEPROTOKOLL, Parzelle L2, List auf Sylt
Tische T1–T6 bei Niedrigwasser 06:40 gehoben
Notiz des Farmers: Long beim Kreuzen der SMA(20), 10 Tage halten — Einstieg ⟦28.11.2023@D:2023-11-28⟧: ⟦+926,75@{t('2023-11-28')}!⟧ Punkte; bester Trade ⟦12.09.2023@D:2023-09-12⟧ mit ⟦+1.270@best_trade⟧.
Säcke ins Reinigungsbecken 09:30."""),
E('b_sma_cross', 'invented', 'it-IT bankermark',
  """REGISTRO DEI SEGNI DI BANCO — banco B1, cantiere del Duomo di Siena
Segno: croce con freccia · concio del portale, corso C05
Annotazione dello scalpellino: incrocio sopra la SMA(20), long per 10 giorni — ⟦16@total_trades⟧ operazioni, perdita media ⟦−571,3@avg_loss!⟧ punti, totale ⟦−4.681,25@total_pnl⟧.
Concio approvato."""),
# ---------------------------------------------------------------- b_breakdown_short_2024
E('b_breakdown_short_2024', 'faithful', 'ru-RU darts',
  f"""ПРОТОКОЛ ЛИГИ ДАРТС — «Бочка» против «Фрегата», матч M5
Игра G4 · одиночка · записывает: Серёга
Заметка капитана: шорт на пробое вчерашнего минимума, 2024 г. — ⟦79@total_trades⟧ сделок, ⟦32@winning_trades⟧ в плюс, итог ⟦+1183,1@total_pnl⟧ п., PF ⟦1,39@profit_factor⟧, просадка ⟦316,3@max_drawdown⟧.
Протокол подписан 22:45."""),
E('b_breakdown_short_2024', 'faithful', 'ja-JP winding',
  f"""時計塔 巻き上げ記録 ― 旧市庁舎・時計T1
時刻輪列・打鐘輪列を巻き上げ · 12:00 時報で合わせ
巻き上げ係メモ：2024年、前日安値割れで売り（利確1%・損切り0.5%・3日決済）。最良は⟦1月11日@D:2024-01-11⟧の⟦+171.7@{t('2024-01-11')}⟧、最悪は⟦1月5日@D:2024-01-05⟧の⟦−87.26@{t('2024-01-05')}⟧。シャープ⟦1.35@sharpe⟧。
軸に注油。"""),
E('b_breakdown_short_2024', 'faithful', 'pl-PL toyhospital',
  f"""KARTA PRZYJĘCIA — SZPITAL ZABAWEK, TH0119
Pacjent: „Koziołek”, drewniana zabawka · sala S1, pęknięty róg
Notatka pielęgniarki: short po zamknięciu pod wczorajszym dołkiem, 2024 r. — średni zysk ⟦131,84@avg_win⟧ pkt, średnia strata ⟦−64,59@avg_loss⟧ pkt, oczekiwana ⟦14,98@expectancy⟧ pkt na transakcję.
Wypis w sobotę od 10:00."""),
E('b_breakdown_short_2024', 'wrong_sign', 'pt-BR woolsale',
  """CATÁLOGO DE LEILÃO DE LÃ — venda V05, armazém de Bagé, lote L119
Velo merino, classe AA · corretor: Lanifício Sul
Observação do avaliador: vender abaixo da mínima anterior em 2024 — ⟦79@total_trades⟧ operações, ⟦+1.183,1@total_pnl⟧ pontos; no mesmo ano, comprar e segurar daria ⟦+8.634,75@buy_and_hold_pnl!⟧.
Arrematado às 11:40."""),
E('b_breakdown_short_2024', 'coincidental', 'zh-CN lifeboat',
  """救生艇出动记录 — 石岛救助站，艇 SB09
出动 14:22 · 中浪，东北风偏强
艇长备注：2024 年跌破前一日低点做空：⟦79@total_trades⟧ 笔，平均盈利 ⟦131.84@avg_win⟧ 点，平均亏损 ⟦−81.48@avg_loss!⟧ 点。
16:05 入库，艇员解散。"""),
E('b_breakdown_short_2024', 'misrounded', 'nl-NL fieldbook',
  """VELDBOEK VAN DE LANDMETER — blad WB14, driehoekspunt TP2
Theodoliet opgesteld; richtingen genoteerd
Aantekening: short onder de vorige low in 2024 — ⟦79@total_trades⟧ trades, winrate ⟦40,5%@win_rate⟧, profitfactor ⟦1,38@profit_factor!⟧, totaal ⟦+1.183,11@total_pnl⟧ punten.
Gesloten 15:30."""),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
E('b_fade_2023_vs_2024', 'faithful', 'fr-FR winding',
  """REGISTRE DE REMONTAGE — horloge de l'église Saint-Pierre, tour T1
Mouvement et sonnerie remontés · réglée au top de 12:00
Note du remonteur : vente après trois hausses, sortie à 2 jours — 2023 : ⟦18@A.total_trades⟧ trades, ⟦+61,75@A.total_pnl⟧ points ; 2024 : ⟦10@B.total_trades⟧ trades, ⟦+1\u202f202@B.total_pnl⟧ points. 2024 nettement meilleur.
Pivots huilés."""),
E('b_fade_2023_vs_2024', 'faithful', 'en-US aquarium',
  """AQUARIUM WATER-TEST LOG — reef tank RT5, Monterey
Ammonia zero · nitrite zero · pH steady
Aquarist's note: fading three up days, 2-day exit — win rate ⟦55.6%@A.win_rate⟧ in 2023 vs ⟦70%@B.win_rate⟧ in 2024; profit factor ⟦1.02@A.profit_factor⟧ vs ⟦2.82@B.profit_factor⟧; max drawdown ⟦1,685.25@A.max_drawdown⟧ vs ⟦603.5@B.max_drawdown⟧.
Partial water change 16:00."""),
E('b_fade_2023_vs_2024', 'faithful', 'ja-JP woolsale',
  """羊毛競売カタログ ― セールS11・ロットW033
産地：メリノ、AA格 · ブローカー：エルダーズ
鑑定人の所見：3日続伸で売り・2日決済。2023年は最大ドローダウン⟦1,685.25@A.max_drawdown⟧ポイント、シャープ⟦0.03@A.sharpe⟧。2024年は⟦603.5@B.max_drawdown⟧、シャープ⟦1.33@B.sharpe⟧。2024年が優勢。
11:40 落札。"""),
E('b_fade_2023_vs_2024', 'faithful', 'it-IT pipeband',
  """CONCORSO PER PIPE BAND — SCHEDA DEL GIUDICE, Grade II, banda B10 «Highlanders di Cuneo»
Programma: MSR · in linea alle 13:10
Nota del giudice: short dopo tre rialzi, uscita a 2 giorni — miglior trade 2023 ⟦+1.147,75@A.best_trade⟧, peggiore ⟦−697@A.worst_trade⟧; 2024: ⟦+465,75@B.best_trade⟧ e ⟦−381,75@B.worst_trade⟧.
Scheda consegnata; bordoni intonati."""),
E('b_fade_2023_vs_2024', 'wrong_year', 'de-DE fieldbook',
  """FELDBUCH DES KARTOGRAPHEN — Blatt TK25, Trigonometrischer Punkt TP4
Theodolit aufgestellt; Richtungen notiert
Vermerk: drei Aufwärtstage shorten, Ausstieg nach 2 Tagen — 2024: ⟦10@B.total_trades⟧ Trades, ⟦+1.202@B.total_pnl⟧ Punkte, Profitfaktor ⟦1,02@B.profit_factor~A.profit_factor!⟧.
Geschlossen 15:30."""),
E('b_fade_2023_vs_2024', 'wrong_year', 'zh-CN toyhospital',
  """玩具医院 · 入院单 — TH0505
病人：「小黄」，橡皮鸭 · 病房 W2，鸣笛失声
护士备注：连涨三天做空、2 日离场：2023 年 ⟦18@A.total_trades⟧ 笔，最佳一笔 ⟦+465.75@A.best_trade~B.best_trade!⟧ 点，全年 ⟦+61.75@A.total_pnl⟧ 点。
周六 10:00 后可接回。"""),
E('b_fade_2023_vs_2024', 'wrong_unit', 'pt-BR skijump',
  """SALTO DE ESQUI — CARTÃO DO JUIZ, HS134 Lahti · juiz J5 · série R2
Saltador: colete B14 · portão G10
Observação do juiz: vender após três altas, saída em 2 dias — 2024 rendeu US$ ⟦1.202@B.total_pnl~B.total_pnl!⟧ em ⟦10@B.total_trades⟧ operações; 2023, só ⟦+61,75@A.total_pnl⟧ pontos.
Telemark limpo; cartão entregue 11:05.""", unit_note='index points quoted as US dollars'),
# ---------------------------------------------------------------- x_compare_two_down
E('x_compare_two_down', 'faithful', 'en-GB woolsale',
  """WOOL SALE CATALOGUE — Sale S07, Bradford wool exchange, Lot W214
Fleece: Cheviot, AAA style · broker: Elders
Valuer's remark: two down days, long, 3-day exit, 2% stop — NQ ⟦97@row('NQ').trades⟧ trades, PF ⟦0.79@row('NQ').profit_factor⟧, ⟦−3,060.77@row('NQ').total_pnl⟧ pts; ES ⟦64@row('ES').trades⟧, PF ⟦2.09@row('ES').profit_factor⟧, ⟦+2,615.0@row('ES').total_pnl⟧ pts.
Reserve met; knocked down 11:40."""),
E('x_compare_two_down', 'faithful', 'it-IT toyhospital',
  """SCHEDA DI RICOVERO — OSPEDALE DEI GIOCATTOLI, OG0822
Paziente: «Pinocchietto», burattino di legno · reparto R1, naso scollato
Nota dell'infermiera: due ribassi, long, 3 giorni, stop 2% — NQ ⟦−61.215,4@row('NQ').total_pnl_currency⟧ per contratto, Sharpe ⟦−0,69@row('NQ').sharpe⟧; ES ⟦+130.751,25@row('ES').total_pnl_currency⟧, Sharpe ⟦1,67@row('ES').sharpe⟧.
Dimissione sabato dalle 10:00."""),
E('x_compare_two_down', 'faithful', 'en-US winding',
  """CLOCK TOWER WINDING LOG — county courthouse, tower T1
Going and strike trains wound; set to radio time 12:00
Winder's remark: buying after two down days works on ES, not NQ — ES win rate ⟦54.7%@row('ES').win_rate⟧, max drawdown ⟦420.85@row('ES').max_drawdown⟧ pts; NQ ⟦39.2%@row('NQ').win_rate⟧ and ⟦4,632.89@row('NQ').max_drawdown⟧.
Pivots oiled."""),
E('x_compare_two_down', 'wrong_sign', 'pt-BR pipeband',
  """CONCURSO DE PIPE BAND — FICHA DO JUIZ, Grade II, banda B06 «Gaiteiros do Sul»
Programa: MSR · em linha às 13:10
Nota do juiz: dois dias de queda, compra, 3 dias, stop 2% — NQ: ⟦97@row('NQ').trades⟧ operações, ⟦+3.060,77@row('NQ').total_pnl!⟧ pontos; ES: ⟦+2.615,0@row('ES').total_pnl⟧, PF ⟦2,09@row('ES').profit_factor⟧.
Ficha entregue."""),
E('x_compare_two_down', 'wrong_unit', 'de-DE ferrytally',
  """FÄHRKASSE — STRICHLISTE, Anleger Warnemünde, Schalter S1
Abfahrten 07:15 und 09:45 · Spalten Fußgänger, Pkw, Räder abgeschlossen
Notiz der Kasse: zwei Abwärtstage kaufen, 3 Tage halten, 2 % Stopp — ES ⟦+130.751,25@row('ES').total_pnl_currency~row('ES').total_pnl_currency!⟧ Punkte, NQ ⟦−3.060,77@row('NQ').total_pnl⟧ Punkte.
Kasse stimmt; Schalter zu 18:30.""", unit_note='currency per contract quoted as index points'),
E('x_compare_two_down', 'misrounded', 'zh-CN darts',
  """飞镖联赛 · 记分表 — 红狮 A 对 码头队，比赛 M3
局 G2 · 双打 · 记分员：小王
队长备注：连跌两天做多、持有 3 天、止损 2%：NQ 利润因子 ⟦0.79@row('NQ').profit_factor⟧，ES 利润因子 ⟦2.10@row('ES').profit_factor!⟧，胜率 ⟦54.7%@row('ES').win_rate⟧。
双方队长签字。"""),
# ---------------------------------------------------------------- x_portfolio_two_down
E('x_portfolio_two_down', 'faithful', 'pl-PL pipeband',
  """KONKURS ORKIESTR DUDZIARSKICH — ARKUSZ SĘDZIEGO, Grade II, zespół B08 „Dudy z Podhala”
Program: MSR · na linii 13:10
Notatka sędziego: portfel NQ + ES, ryzyko 1% na transakcję, kapitał ⟦1\u00a0000\u00a0000@capital⟧ — wynik ⟦+48\u00a0758,95@total_pnl⟧ (⟦+4,88%@return_pct⟧), obsunięcie ⟦78\u00a0853,15@max_drawdown⟧ (⟦7,2%@max_drawdown_pct⟧).
Arkusz oddany."""),
E('x_portfolio_two_down', 'faithful', 'it-IT lifeboat',
  """REGISTRO USCITE DELLA SCIALUPPA DI SALVATAGGIO — stazione di Camogli, battello SV03
Uscita 14:22 · mare mosso, maestrale teso
Nota del patrono: portafoglio NQ + ES, rischio 1% — gamba NQ ⟦−86.112,30@leg('NQ').pnl⟧ su ⟦97@leg('NQ').trades⟧ operazioni; gamba ES ⟦+134.871,25@leg('ES').pnl⟧ su ⟦64@leg('ES').trades⟧. Totale ⟦+48.758,95@total_pnl⟧.
Rientro 16:05."""),
E('x_portfolio_two_down', 'faithful', 'pt-BR woolsale',
  """CATÁLOGO DE LEILÃO DE LÃ — venda V02, armazém de Bagé, lote L071
Velo Corriedale, classe AA · corretor: Lanifício Sul
Observação do avaliador: carteira NQ + ES, 1% de risco sobre ⟦1.000.000@capital⟧ — patrimônio final ⟦1.048.758,95@final_equity⟧, ⟦161@trades⟧ operações, drawdown máximo ⟦7,2%@max_drawdown_pct⟧.
Arrematado às 11:40."""),
E('x_portfolio_two_down', 'wrong_sign', 'en-US skijump',
  """SKI JUMPING — JUDGE'S CARD, HS134 Lake Placid · judge J2 · round R1
Jumper: bib B12 · gate G09
Judge's remark: NQ + ES two-down-days portfolio, 1% risk on a million — ES leg ⟦+134,871.25@leg('ES').pnl⟧, NQ leg ⟦+86,112.30@leg('NQ').pnl!⟧, together ⟦+48,758.95@total_pnl⟧.
Telemark clean; card in at 11:05."""),
E('x_portfolio_two_down', 'wrong_unit', 'es-ES toyhospital',
  """PARTE DE INGRESO — HOSPITAL DE JUGUETES, HJ0730
Paciente: «Trotón», caballito de cartón · sala S2, crin despegada
Nota de la enfermera: cartera NQ + ES con 1% de riesgo por operación sobre ⟦1.000.000@capital⟧ — beneficio ⟦48.758,95@total_pnl~total_pnl!⟧ puntos de índice, ⟦161@trades⟧ operaciones.
Alta el sábado desde las 10:00.""", unit_note='currency quoted as index points'),
E('x_portfolio_two_down', 'miscomputed', 'ru-RU winding',
  """ЖУРНАЛ ЗАВОДА БАШЕННЫХ ЧАСОВ — вокзал, часы T2
Ход и бой заведены · сверено по сигналу 12:00
Запись часовщика: портфель NQ + ES, риск 1 % — нога ES ⟦+134\u00a0871,25@leg('ES').pnl⟧, нога NQ ⟦−86\u00a0112,30@leg('NQ').pnl⟧; разрыв между ними ⟦221\u00a0893,55@leg('ES').pnl-leg('NQ').pnl!⟧.
Оси смазаны; дверь заперта."""),
]
