"""Backtests, comparison and portfolio (b_rsi_long ... x_portfolio_two_down). Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

Y23 = "mr('2023 ([+-][0-9.]+) [(]')"
Y24 = "mr('2024 ([+-][0-9.]+) [(]')"
N23 = "mr('2023 [+-][0-9.]+ [(]([0-9]+)')"
N24 = "mr('2024 [+-][0-9.]+ [(]([0-9]+)')"

ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
E('b_rsi_long', 'faithful', 'it-IT cable',
  """GIORNALE DELLA NAVE POSACAVI — «Giulio Verne» · tratta T3
04:00 UTC aratro A2 sul fondo
Nota di guardia: backtest RSI(14) < 30, long, uscita a 5 giorni — ⟦36@total_trades⟧ operazioni, ⟦7@winning_trades⟧ vincenti (⟦19,4 %@win_rate⟧), totale ⟦−917,4@total_pnl⟧ punti
Ripetitore R5 in mare alle 06:00."""),
E('b_rsi_long', 'faithful', 'ja-JP greenhouse',
  """温室G2 気候記録 ・区画B1・トマト
06:00 天窓閉・暖房入
メモ：RSI(14)<30 で買い、5日で手仕舞い、1%ストップ ― ⟦36@total_trades⟧回、勝率⟦19.4%@win_rate⟧、合計⟦−917.4@total_pnl⟧ポイント、最大DD ⟦1,368.1@max_drawdown⟧
11:30 ミスト停止。"""),
E('b_rsi_long', 'faithful', 'de-DE radio',
  """RADIOWERKSTATT — REPARATURKARTE · SABA Freiburg · Auftrag W0519
Fehler: Rauschen auf UKW
Zettel: RSI(14) < 30 long, Ausstieg nach 5 Tagen — Profitfaktor ⟦0,76@profit_factor⟧, Sharpe ⟦−0,46@sharpe⟧, bester Trade ⟦+680,5@best_trade⟧ (Einstieg ⟦28.03.@D:2024-03-28⟧)
ECC85 getauscht, läuft."""),
E('b_rsi_long', 'wrong_sign', 'pl-PL courier',
  """KARTA KURSU — kurier K3 · strefa Mokotów
Odbiór 13:10 · doręczenie 13:42 · podpis
W kopercie: test RSI(14) < 30, long, wyjście po 5 dniach — ⟦36@total_trades⟧ transakcji, wartość oczekiwana ⟦+25,48@expectancy!⟧ pkt na transakcję
Kurier: M. Lis"""),
E('b_rsi_long', 'wrong_column', 'fr-FR reel',
  """CABINE DE PROJECTION — CAHIER DES BOBINES · salle S3
Bobine B1 à 20:15 · enchaînement B1→B2 à 20:36
Entre deux bobines : RSI(14) < 30, achat, sortie à 5 jours — meilleur trade ⟦+680,5@best_trade⟧, pire trade ⟦−129,5@worst_trade~avg_loss!⟧ points
Lampe bonne."""),
E('b_rsi_long', 'invented', 'es-ES rocket',
  """REGISTRO DE LANZAMIENTO — vuelo V03 · cohete «Orión» · motor C6
Rampa R1 · viento flojo
Antes del encendido: RSI(14) < 30, largo, salida a 5 días — ⟦36@total_trades⟧ operaciones, drawdown máximo ⟦1.512,4@max_drawdown!⟧ puntos
Paracaídas abierto, cohete recuperado."""),
# ---------------------------------------------------------------- b_fade_3up
E('b_fade_3up', 'faithful', 'ja-JP chimney',
  """煙突掃除 作業カード ― 伝票J0502
機器：暖炉、レンガ煙道
メモ：3日続伸の翌日に売り（利確50・損切り30）― ⟦47@total_trades⟧回、勝率⟦44.7%@win_rate⟧、合計⟦+270@total_pnl⟧ポイント、PF ⟦1.35@profit_factor⟧
煙テスト良好。"""),
E('b_fade_3up', 'faithful', 'en-US greenhouse',
  f"""GREENHOUSE G1 — CLIMATE LOG · Bay B4, peppers
06:00 vents shut, heat on
Note: fading three up days (target 50, stop 30) since 2023 — ⟦47@total_trades⟧ trades, ⟦+270@total_pnl⟧ pts; ⟦+30@{Y23}⟧ in 2023, ⟦+240@{Y24}⟧ in 2024
Misting off 11:45."""),
E('b_fade_3up', 'faithful', 'zh-CN reel',
  """放映室胶片卷日志 · S1 厅
R1 卷 19:30 开映 · 19:51 换卷 R1→R2
换卷间隙记：连涨三天后做空（止盈 50、止损 30）—— 盈利 ⟦21@winning_trades⟧ 笔，亏损 ⟦26@losing_trades⟧ 笔，最大回撤 ⟦190@max_drawdown⟧ 点，夏普 ⟦0.69@sharpe⟧
灯泡正常。"""),
E('b_fade_3up', 'wrong_year', 'es-ES courier',
  f"""HOJA DE RUTA — mensajero M5 · zona Centro
Recogida 09:15 · entrega 09:42 · firmado
En el sobre: vender tras tres alzas (objetivo 50, stop 30) — 2024: ⟦+240@{Y24}⟧ puntos en ⟦31@{N24}~{N23}!⟧ operaciones
Mensajero: R. Gil"""),
E('b_fade_3up', 'coincidental', 'ru-RU rodeo',
  """ПРОТОКОЛ СУДЕЙ РОДЕО — езда на быке · заезд Z2
Всадник R11 на «Тайфуне»
Пометка судьи: шорт после трёх дней роста (цель 50, стоп 30) — ⟦47@total_trades⟧ сделок, из них прибыльных ⟦28@winning_trades!⟧, итог ⟦+270@total_pnl⟧ пунктов
Восемь секунд. Судьи S1/S2"""),
E('b_fade_3up', 'wrong_sign', 'pt-BR brass',
  """BANDA DE MÚSICA — PROGRAMA DO CONCERTO
Dobrado: «Batista de Melo»
Nota do programa: vender após três altas (alvo 50, stop 30) desde 2023 — ⟦47@total_trades⟧ operações, resultado ⟦−270@total_pnl!⟧ pontos, drawdown máximo ⟦190@max_drawdown⟧
Intervalo · Regente: maestro Tavares"""),
# ---------------------------------------------------------------- b_sma_cross
E('b_sma_cross', 'faithful', 'de-DE cable',
  """KABELLEGER-LOGBUCH — KLS „Ostsee“ · Abschnitt A4
05:10 UTC Pflug P2 am Grund
Notiz der Wache: Kreuzung über SMA(20), long, 10 Tage — ⟦16@total_trades⟧ Trades, Trefferquote ⟦25 %@win_rate⟧, Summe ⟦−4.681,25@total_pnl⟧ Punkte, max. Drawdown ⟦4.864,5@max_drawdown⟧
Zug stabil."""),
E('b_sma_cross', 'faithful', 'fr-FR fishslate',
  f"""POISSONNERIE — ARDOISE DU JOUR
Bar de ligne · sole · bulots
À la craie : croisement de la SMA(20), achat, 10 jours — 2023 : ⟦−1\u202f096,8@{Y23}⟧ points, 2024 : ⟦−3\u202f584,5@{Y24}⟧
Écaillage offert."""),
E('b_sma_cross', 'faithful', 'ja-JP courier',
  """バイク便 運行票 ― ライダーR3・都心ゾーン
集荷 09:10 ・ 配達 09:36 ・受領印あり
封筒メモ：終値がSMA(20)を上抜けたら買い、10日保有 ― 最良トレード⟦+1,270@best_trade⟧（⟦2023年9月12日@D:2023-09-12⟧エントリー）、最悪⟦−1,800.75@worst_trade⟧"""),
E('b_sma_cross', 'wrong_year', 'ru-RU radio',
  f"""РЕМОНТ ЛАМПОВЫХ ПРИЁМНИКОВ — КАРТОЧКА · «Рига» · наряд R0508
Неисправность: фон, треск
Записка: пересечение SMA(20), лонг, 10 дней — за 2023 год ⟦−3584,5@{Y23}~{Y24}!⟧ пункта, всего ⟦−4681,25@total_pnl⟧
Лампы проверены, работает."""),
E('b_sma_cross', 'wrong_sign', 'en-US brass',
  """NQ COMMUNITY BRASS — SUMMER CONCERT PROGRAM
March: 'Semper Fidelis'
Program note: the SMA(20) crossover, long for 10 days — best trade ⟦−1,270@best_trade!⟧ points, worst ⟦−1,800.75@worst_trade⟧, ⟦16@total_trades⟧ trades in all
Intermission. Conductor: L. Hayes"""),
E('b_sma_cross', 'misrounded', 'nl-NL chimney',
  """SCHOORSTEENVEGER — WERKBON W0907
Toestel: open haard, gemetselde schacht
Notitie: SMA(20)-kruising, long, 10 dagen — ⟦16@total_trades⟧ trades, winstfactor ⟦0,36@profit_factor!⟧, totaal ⟦−4.681,25@total_pnl⟧ punten
Rooktest goed."""),
# ---------------------------------------------------------------- b_breakdown_short_2024
E('b_breakdown_short_2024', 'faithful', 'it-IT cable',
  """GIORNALE DELLA NAVE POSACAVI — «Teliri» · tratta T1
03:40 UTC aratro A1 sul fondo
Nota di guardia: short sotto il minimo precedente, 2024 — ⟦79@total_trades⟧ operazioni, ⟦32@winning_trades⟧ vincenti, totale ⟦+1.183,1@total_pnl⟧ punti, Sharpe ⟦1,35@sharpe⟧
Tensione regolare."""),
E('b_breakdown_short_2024', 'faithful', 'pl-PL stud',
  """KSIĘGA KRYCIA — ogier: „Pianissimo”
Klacz: „Kasztanka” (gniada)
Notatka biura: short po zamknięciu poniżej poprzedniego minimum, 2024 — najlepsza transakcja ⟦11 stycznia@D:2024-01-11⟧: ⟦+171,7@best_trade⟧, najgorsza ⟦5 stycznia@D:2024-01-05⟧: ⟦−87,26@worst_trade⟧
Krycie o 08:05."""),
E('b_breakdown_short_2024', 'faithful', 'de-DE reel',
  """VORFÜHRRAUM — AKTPROTOKOLL · Saal S1
Akt A1 ab 20:00 · Überblendung A1→A2 20:19
Zwischen den Akten: Breakdown-Short 2024 — Trefferquote ⟦40,5 %@win_rate⟧, Profitfaktor ⟦1,39@profit_factor⟧, Buy & Hold ⟦−8.634,75@buy_and_hold_pnl⟧ Punkte
Lampe in Ordnung."""),
E('b_breakdown_short_2024', 'wrong_row', 'es-ES courier',
  """HOJA DE RUTA — mensajero M2 · zona Norte
Recogida 16:05 · entrega 16:31 · firmado
En el sobre: corto bajo el mínimo previo, 2024 — operación del ⟦31 de enero@D:2024-01-31⟧: ⟦−83,42@trd('2024-01-31').pnl~trd('2024-01-25').pnl!⟧ puntos (stop); la del ⟦30 de enero@D:2024-01-30⟧: ⟦+165,23@trd('2024-01-30').pnl⟧"""),
E('b_breakdown_short_2024', 'wrong_column', 'ru-RU greenhouse',
  """ТЕПЛИЦА T3 — ЖУРНАЛ МИКРОКЛИМАТА · пролёт P2, огурцы
06:00 фрамуги закрыты, отопление включено
Запись: шорт на пробое минимума, 2024 — ⟦79@total_trades⟧ сделок, доля прибыльных ⟦32,14 %@win_rate~exposure_pct!⟧, итог ⟦+1183,1@total_pnl⟧ пункта
Туман выключен в 11:30."""),
E('b_breakdown_short_2024', 'invented', 'nl-NL hockey',
  """STRAFBANKFORMULIER — periode P2
UIT #15 slashing, minor · eruit 06:48 · erin 08:48
Tijdwaarnemer: breakdown-short 2024 — ⟦79@total_trades⟧ trades, totaal ⟦+1.183,11@total_pnl⟧ punten, Sharpe ⟦1,92@sharpe!⟧
Klok gelijkgezet.""", allow=['15']),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
E('b_fade_2023_vs_2024', 'faithful', 'es-ES stud',
  """LIBRO DE CUBRICIONES — semental: «Majestuoso»
Yegua: «Canela» (alazana)
Nota de oficina: vender tras tres alzas, salida a 2 días — 2023: ⟦+61,75@A.total_pnl⟧ puntos en ⟦18@A.total_trades⟧ operaciones; 2024: ⟦+1202@B.total_pnl⟧ en ⟦10@B.total_trades⟧. Mejor 2024
Monta a las 07:30."""),
E('b_fade_2023_vs_2024', 'faithful', 'de-DE rodeo',
  """RODEO-WERTUNGSBOGEN — Bareback · Durchgang D1
Reiter R214 auf „Donner“
Notiz der Richter: Short nach drei Plustagen, 2 Tage halten — Trefferquote 2023: ⟦55,6 %@A.win_rate⟧, 2024: ⟦70 %@B.win_rate⟧; Profitfaktor ⟦1,02@A.profit_factor⟧ gegen ⟦2,82@B.profit_factor⟧
Acht Sekunden geritten."""),
E('b_fade_2023_vs_2024', 'faithful', 'ru-RU cable',
  """ВАХТЕННЫЙ ЖУРНАЛ КАБЕЛЕУКЛАДЧИКА — «Цна» · участок S4
05:00 UTC плуг PL2 на грунте
Запись вахты: шорт после трёх дней роста, выход через 2 дня — Шарп 2023: ⟦0,03@A.sharpe⟧, 2024: ⟦1,33@B.sharpe⟧; просадка ⟦1685,25@A.max_drawdown⟧ против ⟦603,5@B.max_drawdown⟧
Натяжение в норме."""),
E('b_fade_2023_vs_2024', 'wrong_year', 'en-US rocket',
  """LAUNCH LOG — Flight F07 · 'Nova' · motor C6
Pad P2 · light wind
Pre-flight note: fading three up days, 2-day exit — 2023 win rate ⟦70%@A.win_rate~B.win_rate!⟧ on ⟦18@A.total_trades⟧ trades; 2024 total ⟦+1,202@B.total_pnl⟧ pts
Chute deployed, recovered in the field."""),
E('b_fade_2023_vs_2024', 'wrong_year', 'it-IT fishslate',
  """PESCHERIA — LAVAGNA DI OGGI
Spigola · gamberi rossi · vongole
Col gesso, in basso: short dopo tre rialzi, uscita a 2 giorni — 2024: totale ⟦+1.202@B.total_pnl⟧ punti, drawdown massimo ⟦1.685,25@B.max_drawdown~A.max_drawdown!⟧
Pulizia gratis."""),
E('b_fade_2023_vs_2024', 'miscomputed', 'pt-BR radio',
  """OFICINA DE RÁDIOS ANTIGOS — FICHA · Semp · OS O0418
Defeito: sem som nas ondas médias
Bilhete: vender após três altas, saída em 2 dias — 2023: ⟦+61,75@A.total_pnl⟧, 2024: ⟦+1.202@B.total_pnl⟧; 2024 rendeu ⟦1.410,25@B.total_pnl-A.total_pnl!⟧ pontos a mais
Válvulas trocadas, devolvido."""),
# ---------------------------------------------------------------- x_compare_two_down
E('x_compare_two_down', 'faithful', 'en-US chimney',
  """CHIMNEY SWEEP — JOB CARD J0708
Appliance: wood stove, clay flue
Note: buying after two down days — NQ ⟦97@row('NQ').trades⟧ trades, ⟦−3,060.77@row('NQ').total_pnl⟧ pts, Sharpe ⟦−0.69@row('NQ').sharpe⟧; ES ⟦64@row('ES').trades⟧ trades, ⟦+2,615.0@row('ES').total_pnl⟧ pts, Sharpe ⟦1.67@row('ES').sharpe⟧
Smoke test passed."""),
E('x_compare_two_down', 'faithful', 'en-GB radio',
  """WIRELESS REPAIR CARD — Roberts R200 · job R0802
Fault: crackle on LW
Bench note: two-down-days long, per contract — NQ ⟦−61,215.40@row('NQ').total_pnl_currency⟧, ES ⟦+130,751.25@row('ES').total_pnl_currency⟧; profit factor ⟦0.79@row('NQ').profit_factor⟧ vs ⟦2.09@row('ES').profit_factor⟧
Returned working."""),
E('x_compare_two_down', 'faithful', 'es-ES cable',
  """DIARIO DEL BUQUE CABLERO — «Ile de Bréhat» · segmento S2
04:10 UTC arado A1 en el fondo
Nota de guardia: comprar tras dos bajadas — ES gana: acierto ⟦54,7 %@row('ES').win_rate⟧, drawdown ⟦420,85@row('ES').max_drawdown⟧ puntos; NQ pierde: acierto ⟦39,2 %@row('NQ').win_rate⟧
Tensión estable."""),
E('x_compare_two_down', 'wrong_row', 'nl-NL fishslate',
  """VISHANDEL — KRIJTBORD VAN VANDAAG
Haring · kabeljauw · gerookte paling
In krijt: kopen na twee dalers — ES ⟦97@row('ES').trades~row('NQ').trades!⟧ trades, totaal ⟦+2.615,0@row('ES').total_pnl⟧ punten, Sharpe ⟦1,67@row('ES').sharpe⟧
Schoonmaken gratis."""),
E('x_compare_two_down', 'wrong_unit', 'de-DE brass',
  """BLASKAPELLE NQ — KONZERTPROGRAMM
Polka: „Böhmischer Traum“
Programmnotiz: Kauf nach zwei Minustagen — NQ verliert ⟦−61.215,4@row('NQ').total_pnl_currency~row('NQ').total_pnl_currency!⟧ Punkte, ES gewinnt ⟦+2.615,0@row('ES').total_pnl⟧ Punkte
Pause · Dirigent: H. Vogt""", unit_note='currency per contract quoted as index points'),
E('x_compare_two_down', 'misrounded', 'ja-JP greenhouse',
  """温室G1 気候記録 ・区画B3・イチゴ
06:00 天窓閉・暖房入
メモ：2日続落で買い ― ESは勝率⟦54.6%@row('ES').win_rate!⟧、PF ⟦2.09@row('ES').profit_factor⟧；NQは勝率⟦39.2%@row('NQ').win_rate⟧
11:30 ミスト停止。"""),
# ---------------------------------------------------------------- x_portfolio_two_down
E('x_portfolio_two_down', 'faithful', 'en-US cable',
  """CABLE SHIP LOG — CS 'Responder' · segment S1
05:30 UTC plough PL3 on the bottom
Bridge aside: NQ + ES two-down-days book on $⟦1,000,000@capital⟧ at 1% risk — ended at $⟦1,048,758.95@final_equity⟧ (⟦+4.88%@return_pct⟧), max drawdown ⟦7.20%@max_drawdown_pct⟧
Tension steady."""),
E('x_portfolio_two_down', 'faithful', 'de-DE fishslate',
  """FISCHTHEKE — HEUTE AUF DER TAFEL
Zander · Scholle · Matjes
Mit Kreide: Portfolio NQ + ES, zwei Minustage, ⟦1.000.000@capital⟧ Startkapital — Gewinn ⟦48.758,95@total_pnl⟧, davon ES ⟦+134.871,25@leg('ES').pnl⟧, NQ ⟦−86.112,30@leg('NQ').pnl⟧
Filetieren gratis."""),
E('x_portfolio_two_down', 'faithful', 'pl-PL greenhouse',
  """SZKLARNIA S3 — DZIENNIK KLIMATU · nawa N2, ogórki
06:00 wietrzniki zamknięte
Dopisek: portfel NQ + ES, ⟦161@trades⟧ transakcji — obsunięcie maks. ⟦78\u00a0853,15@max_drawdown⟧ (⟦7,2 %@max_drawdown_pct⟧), wynik ⟦+48\u00a0758,95@total_pnl⟧
Zraszanie wyłączone o 11:15."""),
E('x_portfolio_two_down', 'wrong_sign', 'nl-NL rocket',
  """LANCEERLOG — vlucht V08 · raket ‘Komeet’ · motor C6
Lanceerplatform L1 · weinig wind
Voor de start: portefeuille NQ + ES op ⟦1.000.000@capital⟧, ⟦161@trades⟧ trades, resultaat ⟦−48.758,95@total_pnl!⟧
Parachute open, raket teruggevonden."""),
E('x_portfolio_two_down', 'wrong_unit', 'fr-FR reel',
  """CABINE DE PROJECTION — CAHIER DES BOBINES · salle S1
Bobine B1 à 21:00 · enchaînement B1→B2 à 21:22
Entre deux bobines : portefeuille NQ + ES, capital ⟦1\u202f000\u202f000@capital⟧ — perte maximale ⟦78\u202f853,15@max_drawdown~max_drawdown!⟧ points, soit ⟦7,2\u202f%@max_drawdown_pct⟧
Lampe changée.""", unit_note='currency quoted as index points'),
E('x_portfolio_two_down', 'derived', 'zh-CN chimney',
  """烟囱清扫工单 · 单号 Y0623
设备：铸铁炉，不锈钢烟道
附注：NQ+ES 组合中 ES 腿盈利 ⟦134,871.25@leg('ES').pnl⟧，共 ⟦64@leg('ES').trades⟧ 笔，平均每笔 ⟦2,107.36@leg('ES').pnl/leg('ES').trades!⟧（我自己除的，报告里没有）
烟雾测试通过。"""),
]
