"""Backtests, comparison and portfolio (b_rsi_long ... x_portfolio_two_down). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

Y23 = "mr('2023 ([+-][0-9.]+) [(]')"
Y24 = "mr('2024 ([+-][0-9.]+) [(]')"
N23 = "mr('2023 [+-][0-9.]+ [(]([0-9]+)')"
NQ = "row('NQ')"
ES = "row('ES')"

ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
E('b_rsi_long', 'faithful', 'zh-CN dentlab',
  """义齿加工所 · 工作单 Y0612
委托：陈医生 · 氧化锆全冠 UR6，比色 A2
技师备注：RSI(14)<30 做多、5 天离场、止损 1%：共 ⟦36@total_trades⟧ 笔，胜率 ⟦19.4%@win_rate⟧，总盈亏 ⟦−917.4@total_pnl⟧ 点，最大回撤 ⟦1,368.1@max_drawdown⟧ 点
模型已灌注"""),
E('b_rsi_long', 'faithful', 'fr-FR planetarium',
  """PLANÉTARIUM — CONDUITE « Ciel de printemps », top Q19
[Coupole au noir. Lever d'Arcturus.]
RÉCITANT : Acheter le NQ sous un RSI(14) de 30 : ⟦36@total_trades⟧ trades, seulement ⟦7@winning_trades⟧ gagnants, ⟦−917,4@total_pnl⟧ points au total ; le meilleur, ⟦+680,5@best_trade⟧, entré le ⟦28 mars@D:2024-03-28⟧.
[Q20 : salle.]"""),
E('b_rsi_long', 'faithful', 'es-ES iceroad',
  """CUADERNO DE RUTA — CARRETERA DE HIELO Yellowknife–Lupin
Kenworth W990, combustible · control CP3, 02:50, hielo bueno
Por radio: largos con RSI(14) < 30, salida a 5 días, stop del 1 %: ⟦36@total_trades⟧ operaciones, acierto ⟦19,4 %@win_rate⟧, factor de beneficio ⟦0,76@profit_factor⟧, total ⟦−917,4@total_pnl⟧ pts.
Cadenas puestas."""),
E('b_rsi_long', 'wrong_sign', 'en-GB shooting',
  """SHOOTING GALLERY — SCORE CARD SG21
Air rifle R4 · tin ducks, moving row
Booth note: RSI(14) < 30 long, 5-day exit, 1% stop — ⟦36@total_trades⟧ trades, win rate ⟦19.4%@win_rate⟧, expectancy ⟦+25.48@expectancy!⟧ pts a trade.
Prize: small teddy."""),
E('b_rsi_long', 'wrong_row', 'de-DE kayak',
  """KAJAKVERLEIH — Bootshaus am Tegernsee
Boot K08 (Zweier) · raus 09:30 · zurück 11:30
Notiz: RSI(14)-Long, ⟦36@total_trades⟧ Trades — bester Trade mit Einstieg ⟦28.03.@D:2024-03-28⟧: ⟦+369,25@trd('2024-03-28').pnl~trd('2024-02-09').pnl!⟧ Pkt.; Summe ⟦−917,4@total_pnl⟧.
Paddel zurück."""),
E('b_rsi_long', 'invented', 'it-IT props',
  """TEATRO ALLA SCALA — ELENCO ATTREZZERIA, «Tosca», atto II
A11 coltello da tavola · A12 candelieri, coppia · A13 crocifisso
Nota: long con RSI(14) sotto 30, uscita a 5 giorni — ⟦36@total_trades⟧ operazioni, perdita media ⟦−118,4@avg_loss!⟧ punti.
Carrello in quinta sinistra."""),
# ---------------------------------------------------------------- b_fade_3up
E('b_fade_3up', 'faithful', 'de-DE sushi',
  """SUSHI-THEKE — BESTELLZETTEL, Platz S2
x2 Lachs-Nigiri · x1 Kappa-Maki · Misosuppe
Notiz des Itamae: Short nach drei Plustagen, Ziel 50, Stopp 30 — ⟦47@total_trades⟧ Trades, ⟦21@winning_trades⟧ Gewinner, gesamt ⟦+270@total_pnl⟧ Pkt., PF ⟦1,35@profit_factor⟧.
Wasabi extra."""),
E('b_fade_3up', 'faithful', 'es-ES dentlab',
  f"""LABORATORIO DENTAL — HOJA DE TRABAJO H0507
Dra. Salas · corona de disilicato UL1, color A1
Nota: cortos tras tres alzas, objetivo 50, stop 30, desde 2023: ⟦47@total_trades⟧ operaciones, acierto ⟦44,7 %@win_rate⟧, total ⟦+270@total_pnl⟧ pts; 2023 ⟦+30@{Y23}⟧, 2024 ⟦+240@{Y24}⟧.
Prueba el jueves."""),
E('b_fade_3up', 'faithful', 'zh-CN arcade',
  """★ 最高分排行榜 ★ 街机「NQ 反转」
连涨三天做空 · 止盈 50 · 止损 30
1. 总盈亏 …… ⟦+270@total_pnl⟧ 点
2. 胜率 …… ⟦44.7%@win_rate⟧
3. 交易 …… ⟦47@total_trades⟧ 笔
游戏结束"""),
E('b_fade_3up', 'wrong_year', 'pt-BR planetarium',
  f"""PLANETÁRIO — ROTEIRO «Céu de inverno», deixa Q27
[Cúpula escura. Surge o Cruzeiro do Sul.]
NARRADOR: Vender após três altas, alvo 50 e stop 30 — total ⟦+270@total_pnl⟧ pts em ⟦47@total_trades⟧ operações; só em 2024, ⟦+30@{Y24}~{Y23}!⟧ pts.
[Q28: luzes.]"""),
E('b_fade_3up', 'coincidental', 'ja-JP shooting',
  """射的屋 スコアカード SG15
コルク銃R2・ブリキのアヒル
屋台メモ：三日続伸で売り（利確50・損切30）、⟦47@total_trades⟧回で合計 ⟦+270@total_pnl⟧pt、シャープレシオ ⟦1.23@sharpe!⟧
景品：キャラメル"""),
E('b_fade_3up', 'misrounded', 'en-GB shearing',
  """SHEARING TALLY BOOK — Lake Hawea station, stand S4
Shearer: T. Kaa · third run
Tally note: short after three up days, 50 target / 30 stop — ⟦47@total_trades⟧ trades, win rate ⟦44.6%@win_rate!⟧, total ⟦+270@total_pnl⟧ pts.
Bellies sorted."""),
# ---------------------------------------------------------------- b_sma_cross
E('b_sma_cross', 'faithful', 'zh-CN props',
  """歌剧院 · 道具清单《图兰朵》第二幕
P51 灯笼 · P52 谜语卷轴 · P53 宝剑（道具）
道具备注：收盘上穿 SMA(20) 做多、持有 10 天：⟦16@total_trades⟧ 笔，胜率 ⟦25%@win_rate⟧，总计 ⟦−4,681.25@total_pnl⟧ 点，最大回撤 ⟦4,864.5@max_drawdown⟧ 点
上场口备好"""),
E('b_sma_cross', 'faithful', 'ja-JP sushi',
  f"""寿司カウンター 注文票 ― 席S3
中トロ二貫・玉子一貫・赤だし
板前メモ：SMA(20)上抜けで買い、10日保有 ― ⟦16@total_trades⟧回、勝ち⟦4@winning_trades⟧回、損益 ⟦−4,681.25@total_pnl⟧pt。2023年 ⟦−1,096.8@{Y23}⟧、2024年 ⟦−3,584.5@{Y24}⟧
わさび別添え"""),
E('b_sma_cross', 'faithful', 'es-ES typewriter',
  """RESTAURACIÓN DE MÁQUINA DE ESCRIBIR — Hispano Olivetti, serie S5300218
Cesta de tipos limpia, rodillo nuevo.
Hoja de prueba: «Cruce sobre SMA(20), largo 10 días: ⟦16@total_trades⟧ operaciones, ⟦4@winning_trades⟧ ganadoras, total ⟦−4681,25@total_pnl⟧ pts; mejor ⟦+1270@best_trade⟧, peor ⟦−1800,75@worst_trade⟧».
Cinta bicolor."""),
E('b_sma_cross', 'wrong_year', 'it-IT arcade',
  f"""★ RECORD ★ cabinato «Incrocio SMA»
Long sopra SMA(20), 10 giorni — per anno (punti)
1. 2023 …… ⟦−3.584,5@{Y23}~{Y24}!⟧ (⟦9@{N23}⟧ op.)
2. TOTALE …… ⟦−4.681,25@total_pnl⟧
GAME OVER"""),
E('b_sma_cross', 'wrong_unit', 'nl-NL dentlab',
  """TANDTECHNISCH LAB — WERKBON W1022
Tandarts: dr. Smit · kunststof prothese, boven
Labnotitie: SMA(20)-kruising long, 10 dagen — ⟦16@total_trades⟧ trades, maximale drawdown ⟦4.864,5@max_drawdown~max_drawdown!⟧ euro, winstpercentage ⟦25 %@win_rate⟧.
Opstelling klaar.""", unit_note='points quoted as euros'),
E('b_sma_cross', 'wrong_sign', 'pt-BR shooting',
  """TIRO AO ALVO — CARTÃO DE PONTOS TA11
Carabina C3 · patinhos de lata
Anotação: compra no cruzamento da SMA(20), 10 dias — ⟦16@total_trades⟧ operações, total ⟦−4.681,25@total_pnl⟧ pts, Sharpe ⟦+1,11@sharpe!⟧.
Prêmio: chaveiro."""),
# ---------------------------------------------------------------- b_breakdown_short_2024
E('b_breakdown_short_2024', 'faithful', 'ja-JP typewriter',
  """タイプライター修復メモ ― Brother、製造番号 S8061177
キャリッジ調整、活字清掃
試し打ち：「2024年 前日安値割れで売り（利確1%・損切0.5%・3日決済）― ⟦79@total_trades⟧回、勝率 ⟦40.5%@win_rate⟧、損益 ⟦+1,183.1@total_pnl⟧pt、PF ⟦1.39@profit_factor⟧」
リボン：黒赤"""),
E('b_breakdown_short_2024', 'faithful', 'de-DE dentlab',
  """DENTALLABOR — AUFTRAGSZETTEL D0913
Dr. Vogel · Zirkonkrone UR6, Farbe A2
Labornotiz: Breakdown-Short 2024 — ⟦79@total_trades⟧ Trades, ⟦32@winning_trades⟧ Gewinner, Summe ⟦+1.183,1@total_pnl⟧ Pkt., Buy & Hold ⟦−8.634,75@buy_and_hold_pnl⟧.
Modell gegossen."""),
E('b_breakdown_short_2024', 'faithful', 'en-GB shooting',
  """SHOOTING GALLERY — SCORE CARD SG30
Air rifle R1 · tin ducks, top row
Booth note: 2024 breakdown short — ⟦79@total_trades⟧ trades, total ⟦+1,183.1@total_pnl⟧ pts; best ⟦11 Jan@D:2024-01-11⟧ (⟦+171.7@best_trade⟧), worst ⟦5 Jan@D:2024-01-05⟧ (⟦−87.26@worst_trade⟧).
Prize: goldfish."""),
E('b_breakdown_short_2024', 'wrong_sign', 'pl-PL shearing',
  """KSIĘGA STRZYŻY — szopa pod Turbaczem, stanowisko S1
Strzyżacz: W. Bachleda · pierwsza tura
Zapis: short po zamknięciu pod wczorajszym dołkiem, 2024 — ⟦79@total_trades⟧ transakcji, wynik ⟦−1183,1@total_pnl!⟧ pkt, trafność ⟦40,5 %@win_rate⟧.
Runo zważone."""),
E('b_breakdown_short_2024', 'wrong_column', 'fr-FR tugboat',
  """REMORQUEUR « Abeille Flandre » — JOURNAL DE REMORQUAGE, mission RM0705
05:45 ponton pris en remorque, Dunkerque → Gravelines
Note du patron : short sur cassure 2024 — ⟦79@total_trades⟧ trades, meilleur trade ⟦+131,84@best_trade~avg_win!⟧ points, total ⟦+1\u202f183,1@total_pnl⟧.
08:00 largué."""),
E('b_breakdown_short_2024', 'misrounded', 'zh-CN hearing',
  """助听器验配报告 · 患者：刘女士
耳背式 RIC，双耳，开放式耳塞
听力师备注：2024 年跌破前日低点做空——⟦79@total_trades⟧ 笔，盈亏比（PF）⟦1.38@profit_factor!⟧，总盈亏 ⟦+1,183.1@total_pnl⟧ 点
六周后复查"""),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
E('b_fade_2023_vs_2024', 'faithful', 'pt-BR planetarium',
  """PLANETÁRIO — ROTEIRO «Três estrelas», deixa Q33
[Cúpula escura. Surgem as Três Marias.]
NARRADORA: Vender após três altas, saída em 2 dias: em 2023, ⟦18@A.total_trades⟧ operações e ⟦+61,75@A.total_pnl⟧ pts; em 2024, ⟦10@B.total_trades⟧ e ⟦+1.202@B.total_pnl⟧ — 2024 foi bem melhor.
[Q34: luzes.]"""),
E('b_fade_2023_vs_2024', 'faithful', 'nl-NL tugboat',
  """SLEEPBOOT „Smit Rotterdam” — SLEEPJOURNAAL, opdracht TW0822
05:10 vast aan ponton, Maasvlakte
Opmerking schipper: drie plusdagen shorten, 2 dagen vasthouden — 2023 winstkans ⟦55,6 %@A.win_rate⟧, PF ⟦1,02@A.profit_factor⟧; 2024 ⟦70 %@B.win_rate⟧, PF ⟦2,82@B.profit_factor⟧.
07:30 los."""),
E('b_fade_2023_vs_2024', 'faithful', 'de-DE shearing',
  """SCHERBUCH — Schafstall Lüneburger Heide, Platz S2
Scherer: O. Hansen · zweiter Durchgang
Zählnotiz: Fade nach drei Plustagen — 2023 ⟦+61,75@A.total_pnl⟧ Pkt., max. Drawdown ⟦1.685,25@A.max_drawdown⟧; 2024 ⟦+1.202@B.total_pnl⟧ Pkt., Drawdown ⟦603,5@B.max_drawdown⟧.
Wolle gepresst."""),
E('b_fade_2023_vs_2024', 'wrong_year', 'es-ES hearing',
  """INFORME DE ADAPTACIÓN DE AUDÍFONOS — paciente: D. Ramiro Vidal
Retroauriculares RIC, bilateral
Nota: vender tras tres alzas, salida a 2 días — en 2023, factor de beneficio ⟦2,82@A.profit_factor~B.profit_factor!⟧ y ⟦+61,75@A.total_pnl⟧ pts en ⟦18@A.total_trades⟧ operaciones.
Revisión en seis semanas."""),
E('b_fade_2023_vs_2024', 'wrong_year', 'ja-JP kayak',
  """カヤックレンタル受付票 ― 本栖湖 桟橋
艇K06（一人乗り）・出艇 10:00・帰着 12:00
メモ：三日続伸の売り（2日決済）、2024年は⟦10@B.total_trades⟧回で ⟦+1,202@B.total_pnl⟧pt、最大の勝ち ⟦+1,147.75@B.best_trade~A.best_trade!⟧pt
パドル返却済み"""),
E('b_fade_2023_vs_2024', 'derived', 'en-GB dentlab',
  """DENTAL LAB — WORK TICKET DL0731
Mr Hughes, BDS · bonded bridge UL2, shade A3
Lab note: fading three up days, 2-day exit — 2023 ⟦+61.75@A.total_pnl⟧ pts, 2024 ⟦+1,202@B.total_pnl⟧; 2024 ahead by ⟦1,140.25@B.total_pnl-A.total_pnl!⟧ pts (my own subtraction).
Try-in Thursday."""),
# ---------------------------------------------------------------- x_compare_two_down
E('x_compare_two_down', 'faithful', 'de-DE typewriter',
  f"""SCHREIBMASCHINEN-RESTAURIERUNG — Adler Gabriele, Nr. S2290418
Typenhebel gerichtet, neue Gummifüße.
Testblatt: „Kauf nach zwei Minustagen — NQ ⟦97@{NQ}.trades⟧ Trades, ⟦−3.060,77@{NQ}.total_pnl⟧ Pkt., Sharpe ⟦−0,69@{NQ}.sharpe⟧; ES ⟦64@{ES}.trades⟧ Trades, ⟦+2.615@{ES}.total_pnl⟧ Pkt., Sharpe ⟦1,67@{ES}.sharpe⟧.“
Farbband neu."""),
E('x_compare_two_down', 'faithful', 'en-US tugboat',
  f"""TUG "Miss Carolyn" — TOWING LOG, job NY0415
04:50 made up to scow, Red Hook → Bayonne
Mate's note: two-down-days long — NQ ⟦−61,215@{NQ}.total_pnl_currency⟧ per contract, ES ⟦+130,751@{ES}.total_pnl_currency⟧; Sharpe ⟦−0.69@{NQ}.sharpe⟧ vs ⟦1.67@{ES}.sharpe⟧. Only ES holds up.
06:40 let go."""),
E('x_compare_two_down', 'faithful', 'it-IT arcade',
  f"""★ RECORD ★ cabinato «Doppio Ribasso»
Acquisto dopo due ribassi, stop 2 %, uscita a 3 giorni
1. ES …… ⟦+2.615@{ES}.total_pnl⟧ pt · PF ⟦2,09@{ES}.profit_factor⟧
2. NQ …… ⟦−3.060,77@{NQ}.total_pnl⟧ pt · PF ⟦0,79@{NQ}.profit_factor⟧
GAME OVER"""),
E('x_compare_two_down', 'wrong_row', 'es-ES hearing',
  f"""INFORME DE ADAPTACIÓN — paciente: Dña. Pilar Soto
Intracanal, oído izquierdo
Nota: comprar tras dos bajadas — NQ: ⟦64@{NQ}.trades~{ES}.trades!⟧ operaciones, ⟦−3060,77@{NQ}.total_pnl⟧ pts; ES: ⟦+2615,0@{ES}.total_pnl⟧ pts.
Revisión en un mes."""),
E('x_compare_two_down', 'wrong_unit', 'pl-PL planetarium',
  f"""PLANETARIUM — SCENARIUSZ POKAZU „Dwa księżyce”, sygnał Q09
[Kopuła ciemnieje.]
LEKTOR: Kupno po dwóch spadkach — ES zarobił ⟦130\u00a0751,25@{ES}.total_pnl_currency~{ES}.total_pnl_currency!⟧ pkt, a NQ stracił ⟦3060,77@abs({NQ}.total_pnl)⟧ pkt.
[Q10: światło.]""", unit_note='currency per contract quoted as points'),
E('x_compare_two_down', 'miscomputed', 'en-GB sushi',
  f"""SUSHI COUNTER — ORDER SLIP, seat S9
x2 eel nigiri · x1 cucumber maki · green tea
Note: two-down-days long, per contract — ES ⟦+130,751.25@{ES}.total_pnl_currency⟧, NQ ⟦−61,215.40@{NQ}.total_pnl_currency⟧; ES ahead by ⟦69,535.85@{ES}.total_pnl_currency-{NQ}.total_pnl_currency!⟧.
Ginger on the side."""),
# ---------------------------------------------------------------- x_portfolio_two_down
E('x_portfolio_two_down', 'faithful', 'nl-NL arcade',
  """★ TOPSCORES ★ kast „Duo Dip”
Portefeuille NQ + ES, 1 % risico, ⟦1.000.000@capital⟧ kapitaal
1. ES …… ⟦+134.871,25@leg('ES').pnl⟧
2. NQ …… ⟦−86.112,30@leg('NQ').pnl⟧
TOTAAL ⟦+48.758,95@total_pnl⟧ · ⟦161@trades⟧ trades"""),
E('x_portfolio_two_down', 'faithful', 'fr-FR kayak',
  """LOCATION DE KAYAKS — ponton de Vallon-Pont-d'Arc
Kayak K10 (biplace) · départ 10:15 · retour 12:45
Note : portefeuille NQ + ES sur ⟦1\u202f000\u202f000@capital⟧ — final ⟦1\u202f048\u202f758,95@final_equity⟧ (⟦+4,88 %@return_pct⟧), drawdown max ⟦78\u202f853,15@max_drawdown⟧.
Gilets rendus."""),
E('x_portfolio_two_down', 'faithful', 'de-DE iceroad',
  """EISSTRASSEN-FAHRTENBUCH — Winterstraße über den Great Slave Lake
Peterbilt, Baumaterial · Kontrollpunkt CP4, 04:30, Eis gut
Funknotiz: Portfolio NQ + ES — ⟦161@trades⟧ Trades, gesamt ⟦+48.758,95@total_pnl⟧; NQ ⟦−86.112,30@leg('NQ').pnl⟧, ES ⟦+134.871,25@leg('ES').pnl⟧.
Ketten drauf."""),
E('x_portfolio_two_down', 'wrong_unit', 'ja-JP shearing',
  """毛刈り集計帳 ― 羊舎 S2 台
刈り手：鈴木・二回目
集計メモ：NQ＋ESのポートフォリオ、NQの損益 ⟦−86,112.3@leg('NQ').pnl~leg('NQ').pnl!⟧ポイント、全体 ⟦+48,758.95@total_pnl⟧
羊毛梱包済み""", unit_note='currency quoted as points'),
E('x_portfolio_two_down', 'wrong_sign', 'zh-CN dentlab',
  """义齿加工所 · 工作单 Y0719
委托：王医生 · 烤瓷桥 UL4，比色 A3
技师备注：NQ+ES 组合，本金 ⟦100万@capital⟧——ES 腿 ⟦−134,871.25@leg('ES').pnl!⟧，NQ 腿 ⟦−86,112.3@leg('NQ').pnl⟧
试戴周四"""),
E('x_portfolio_two_down', 'derived', 'pl-PL shooting',
  """STRZELNICA — KARTA WYNIKÓW SK04
Wiatrówka W2 · blaszane kaczki, ruchomy rząd
Notatka: portfel NQ + ES — noga NQ ⟦−86\u00a0112,30@leg('NQ').pnl⟧ na ⟦97@leg('NQ').trades⟧ transakcjach, czyli ⟦−887,76@leg('NQ').pnl/leg('NQ').trades!⟧ na transakcję (moje wyliczenie).
Nagroda: breloczek."""),
]
