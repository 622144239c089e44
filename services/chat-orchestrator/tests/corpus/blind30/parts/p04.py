"""Backtests, comparison and portfolio (b_rsi_long ... x_portfolio_two_down). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
E('b_rsi_long', 'wrong_sign', 'ru-RU modelrail',
  """РАСПИСАНИЕ — макет NQ (H0), стратегия RSI(14) < 30, выход через 5 дней
07:00 отправление: ⟦36@total_trades⟧ сделок, итог ⟦−917,4@total_pnl⟧ п.
07:20 матожидание на сделку ⟦+25,48@expectancy!⟧ п.
07:40 прибытие: стопов ⟦28@mr('stop ([0-9]+) [(]')⟧, по времени ⟦8@mr('timeout ([0-9]+) [(]')⟧
Диспетчер: Н. Сёмина"""),
E('b_rsi_long', 'wrong_row', 'fr-FR brew',
  """JOURNAL DE BRASSAGE — brassin B14 « RSI sous 30 »
Empâtage 09:00 · sortie après 5 jours, stop 1\u202f%
Bonne fermentation : entrée du ⟦9 février@D:2024-02-09⟧, ⟦+680,5@trd('2024-02-09').pnl~trd('2024-03-28').pnl!⟧ pts
Au total ⟦36@total_trades⟧ brassins pour ⟦−917,4@total_pnl⟧ pts
Brasseuse : Inès"""),
E('b_rsi_long', 'invented', 'it-IT signalbox',
  """REGISTRO DELLA CABINA — posto di blocco NQ, RSI(14) sotto 30
06:40 treno «Long RSI» annunciato, ⟦36@total_trades⟧ vetture
06:52 profit factor ⟦0,58@profit_factor!⟧, tasso di vincita ⟦19,4%@win_rate⟧
07:05 treno giunto al completo. Deviatore: R. Galli"""),
E('b_rsi_long', 'faithful', 'nl-NL pigeon',
  """UITSLAG VLUCHT — PV NQ, RSI(14)-koopjes
Lossing 07:20
Ingeklokt: ⟦36@total_trades⟧ duiven, waarvan ⟦7@winning_trades⟧ met winst
Winstpercentage ⟦19,4%@win_rate⟧ · totaal ⟦−917,4@total_pnl⟧ punten
Beste duif: ingekorfd ⟦28 maart@D:2024-03-28⟧, ⟦+680,5@best_trade⟧
Ring NL2024"""),
E('b_rsi_long', 'faithful', 'pl-PL rescue',
  """DZIENNIK WEZWAŃ GOPR — zgłoszenie GR0917, strategia RSI(14) < 30
09:00 zgłoszenie: ⟦36@total_trades⟧ transakcji, wynik ⟦−917,4@total_pnl⟧ pkt
09:15 maks. obsunięcie ⟦1368,1@max_drawdown⟧ pkt, trwało ⟦203@max_drawdown_duration_bars⟧ słupki
09:40 kupno i trzymanie: ⟦−7162,75@buy_and_hold_pnl⟧ pkt
10:05 powrót do bazy. Poszkodowanych brak."""),
E('b_rsi_long', 'faithful', 'zh-CN karate',
  """空手道升级考核表 · NQ道馆 · RSI(14)<30 做多
考生：⟦36@total_trades⟧ 笔交易
基本功：胜率 ⟦19.4%@win_rate⟧，盈亏比 ⟦0.76@profit_factor⟧
组手：最佳 ⟦+680.5@best_trade⟧，最差 ⟦−163@worst_trade⟧
结果：不予晋级（总计 ⟦−917.4@total_pnl⟧ 点）"""),
# ---------------------------------------------------------------- b_fade_3up
E('b_fade_3up', 'wrong_year', 'en-GB dance',
  """CHOREOGRAPHY — "Fade the Three", short, target 50, stop 30
Five, six, seven, eight!
1) 2023: small steps, ⟦31@mr('2023 [+][0-9.]+ [(]([0-9]+)')⟧ trades, ⟦+30@mr('2023 ([+-][0-9.]+) [(]')⟧ pts
2) 2024: the big finish, ⟦+30@mr('2024 ([+-][0-9.]+) [(]')~mr('2023 ([+-][0-9.]+) [(]')!⟧ pts
Total ⟦+270@total_pnl⟧ — bow!"""),
E('b_fade_3up', 'wrong_unit', 'es-ES karate',
  """HOJA DE EXAMEN DE KÁRATE — dojo NQ, «Vender tras tres alzas»
Aspirante: ⟦47@total_trades⟧ operaciones, ⟦21@winning_trades⟧ ganadoras
Kihon: factor de beneficio ⟦1,35@profit_factor⟧
Kumite: máxima caída ⟦190 %@max_drawdown~max_drawdown!⟧
Resultado: apto, cinturón naranja. Examinador: sensei Vidal""", unit_note='points quoted as a percentage'),
E('b_fade_3up', 'miscomputed', 'pl-PL bakery',
  """KARTA PRODUKCJI — piekarnia NQ, partia „Trzy wzrosty”
Piec P3 · start 04:00
Zysk brutto ⟦1050@gross_profit⟧ pkt, strata brutto ⟦780@gross_loss|neg⟧ pkt
Współczynnik zysku: ⟦1,53@gross_profit/abs(gross_loss)!⟧
Piekarz: Tadek"""),
E('b_fade_3up', 'faithful', 'ru-RU rescue',
  """ЖУРНАЛ ВЫЗОВОВ — горноспасатели NQ, шорт после трёх дней роста
08:10 вызов: ⟦47@total_trades⟧ сделок, цель 50, стоп 30
08:25 итог ⟦+270@total_pnl⟧ п., из них 2024 год — ⟦+240@mr('2024 ([+-][0-9.]+) [(]')⟧
08:40 просадка ⟦190@max_drawdown⟧ п.
09:10 группа вернулась, пострадавших нет."""),
E('b_fade_3up', 'faithful', 'ja-JP claim',
  """保険金請求書 ― 証券番号 NQ3UP
事故内容：3日続伸後の売り（利確50・損切30）
取引数 ⟦47@total_trades⟧、利確 ⟦21@mr('take_profit ([0-9]+) [(]')⟧ 回、損切 ⟦26@mr('stop ([0-9]+) [(]')⟧ 回
損益合計 ⟦+270@total_pnl⟧ ポイント、最大DD ⟦190@max_drawdown⟧
請求者署名：＿＿＿"""),
E('b_fade_3up', 'faithful', 'nl-NL signalbox',
  """TREINREGISTER SEINHUIS — post NQ, „drie dagen omhoog, short”
05:30 trein aangenomen: ⟦47@total_trades⟧ ritten, winst ⟦44,7%@win_rate⟧
05:42 profit factor ⟦1,35@profit_factor⟧, totaal ⟦+270@total_pnl⟧ punten
05:50 blok vrij. Seinwachter: H. de Boer"""),
# ---------------------------------------------------------------- b_sma_cross
E('b_sma_cross', 'wrong_year', 'ja-JP bakery',
  """製造指示書 ― NQベーカリー「SMA(20)上抜け・10日保有」
仕込み 04:00 ・ 窯A
2023年分：⟦9@mr('2023 [-+][0-9.]+ [(]([0-9]+)')⟧ 回、損益 ⟦−1,096.8@mr('2023 ([+-][0-9.]+) [(]')⟧
2024年分：⟦7@mr('2024 [-+][0-9.]+ [(]([0-9]+)')⟧ 回、損益 ⟦−1,096.8@mr('2024 ([+-][0-9.]+) [(]')~mr('2023 ([+-][0-9.]+) [(]')!⟧
合計 ⟦−4,681.25@total_pnl⟧　担当：中村"""),
E('b_sma_cross', 'wrong_sign', 'pt-BR dance',
  """COREOGRAFIA — «Cruzamento da SMA(20)», 10 dias comprado
Cinco, seis, sete, oito!
1) ⟦12/09/2023@D:2023-09-12⟧: grande salto, ⟦+1.270@trd('2023-09-12').pnl⟧ pts
2) ⟦12/07/2023@D:2023-07-12⟧: escorregão, ⟦+555,25@trd('2023-07-12').pnl!⟧
3) final: ⟦4@winning_trades⟧ acertos em ⟦16@total_trades⟧, total ⟦−4.681,25@total_pnl⟧"""),
E('b_sma_cross', 'coincidental', 'de-DE signalbox',
  """STELLWERKSBUCH — Stellwerk NQ Nord, „SMA(20)-Kreuzung long“
06:00 Zug angeboten: ⟦16@total_trades⟧ Trades, Haltedauer je 10 Tage
06:12 Bruttogewinn ⟦2.662@gross_profit!⟧ Punkte, Bruttoverlust ⟦7.426,75@gross_loss|neg⟧
06:20 Zug vollständig. Fahrdienstleiter: W. Krause"""),
E('b_sma_cross', 'faithful', 'it-IT karate',
  """SCHEDA D'ESAME KARATE — dojo NQ, «Incrocio SMA(20), long 10 giorni»
Candidato: ⟦16@total_trades⟧ operazioni, ⟦4@winning_trades⟧ vincenti
Kihon: profit factor ⟦0,37@profit_factor⟧
Kumite: drawdown massimo ⟦4.864,5@max_drawdown⟧ punti
Esito: respinto. Esaminatore: sensei Greco"""),
E('b_sma_cross', 'faithful', 'nl-NL modelrail',
  """DIENSTREGELING — modelbaan NQ (spoor H0), SMA(20)-kruising
10:00 vertrek: ⟦16@total_trades⟧ ritten van 10 dagen
10:20 beste rit, ingestapt ⟦12 sep 2023@D:2023-09-12⟧: ⟦+1.270@best_trade⟧ punten
10:40 aankomst: totaal ⟦−4.681,25@total_pnl⟧, blootstelling ⟦35,0%@exposure_pct⟧"""),
E('b_sma_cross', 'faithful', 'en-US brew',
  """HOMEBREW LOG — batch B20 "SMA Cross"
Brew day: mash 08:00, ten-day conditioning
Trades: ⟦16@total_trades⟧ · winners ⟦4@winning_trades⟧ · losers ⟦12@losing_trades⟧
2023 batch ⟦−1,096.8@mr('2023 ([+-][0-9.]+) [(]')⟧ pts, 2024 batch ⟦−3,584.5@mr('2024 ([+-][0-9.]+) [(]')⟧ pts
Verdict: dump it. Brewer: Kyle"""),
# ---------------------------------------------------------------- b_breakdown_short_2024
E('b_breakdown_short_2024', 'wrong_column', 'pl-PL spellingbee',
  """KONKURS ORTOGRAFICZNY — półfinał
PROWADZĄCY: Słowo brzmi „najgorsza”.
UCZESTNICZKA: Poproszę zdanie.
PROWADZĄCY: „Najgorsza transakcja krótkiej strategii w 2024 roku przyniosła ⟦−64,59@worst_trade~avg_loss!⟧ pkt.”
UCZESTNICZKA: N-A-J-G-O-R-S-Z-A.
JURY: Poprawnie."""),
E('b_breakdown_short_2024', 'wrong_unit', 'zh-CN dance',
  """编舞口令表 · 《2024 跌破前低做空》
五、六、七、八！
1) 出场 ⟦79@total_trades⟧ 笔，胜 ⟦32@winning_trades⟧ 笔
2) 转身：盈亏比 ⟦1.39@profit_factor⟧
3) 定格：总盈利 ⟦1,183.1@total_pnl~total_pnl!⟧ 美元""", unit_note='points quoted as dollars'),
E('b_breakdown_short_2024', 'wrong_sign', 'es-ES claim',
  """PARTE DE SINIESTRO — póliza NQ-CORTO24, expediente PS0579
Estrategia: corto bajo el mínimo previo, objetivo 1%, salida a 3 días
Resultado: ⟦+1.183,1@total_pnl⟧ pts en ⟦79@total_trades⟧ operaciones
Comparativa comprar y mantener: ⟦+49,1 %@buy_and_hold_pct!⟧
Firma del asegurado: ✓"""),
E('b_breakdown_short_2024', 'invented', 'ja-JP signalbox',
  """信号扱所 運転記録 ― NQ信号所「2024 安値割れショート」
05:10 列車到着：取引 ⟦79@total_trades⟧ 本、勝率 ⟦40.5%@win_rate⟧
05:18 ソルティノ ⟦3.41@sortino!⟧
05:25 閉そく解除。信号掛：藤田"""),
E('b_breakdown_short_2024', 'faithful', 'en-GB pigeon',
  """RACE RESULT — NQ Homing Society, breakdown short 2024
Liberation 06:40
Birds clocked: ⟦79@total_trades⟧ · take-profit ⟦32@mr('take_profit ([0-9]+) [(]')⟧ · stopped ⟦47@mr('stop ([0-9]+) [(]')⟧
Net: ⟦+1,183.1@total_pnl⟧ pts · Sharpe ⟦1.35@sharpe⟧
Ring GB24N0331"""),
E('b_breakdown_short_2024', 'faithful', 'ru-RU karate',
  """АТТЕСТАЦИОННЫЙ ЛИСТ — додзё NQ, шорт на пробое минимума, 2024
Кандидат: ⟦79@total_trades⟧ сделок, доля прибыльных ⟦40,5\u00a0%@win_rate⟧
Кихон: профит-фактор ⟦1,39@profit_factor⟧
Кумитэ: макс. просадка ⟦316,3@max_drawdown⟧ п.
Решение: сдал. Экзаменатор: сэнсэй Волков"""),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
E('b_fade_2023_vs_2024', 'wrong_year', 'en-US spellingbee',
  """SPELLING BEE — semifinal, round two
PRONOUNCER: Your word is "drawdown".
SPELLER: Sentence, please?
PRONOUNCER: "Fading three up days in 2023 had a maximum drawdown of ⟦603.5@A.max_drawdown~B.max_drawdown!⟧ points."
SPELLER: D-R-A-W-D-O-W-N.
JUDGE: Correct."""),
E('b_fade_2023_vs_2024', 'wrong_year', 'it-IT karate',
  """SCHEDA D'ESAME KARATE — dojo NQ, «Vendere dopo tre rialzi»
Candidato 2023: ⟦18@A.total_trades⟧ operazioni, vincenti ⟦55,6%@A.win_rate⟧ — respinto
Candidato 2024: ⟦10@B.total_trades⟧ operazioni, Sharpe ⟦0,03@B.sharpe~A.sharpe!⟧ — promosso, cintura blu
Esaminatore: sensei Ferri"""),
E('b_fade_2023_vs_2024', 'miscomputed', 'fr-FR modelrail',
  """HORAIRE — réseau miniature NQ (échelle H0), « Trois hausses, vente »
08:00 départ du 2023 : ⟦55,56\u202f%@A.win_rate⟧ de gagnants
08:30 départ du 2024 : ⟦70\u202f%@B.win_rate⟧
Écart : ⟦16,44@B.win_rate-A.win_rate!⟧ points en faveur du 2024
Chef de gare : M. Perrin"""),
E('b_fade_2023_vs_2024', 'faithful', 'ja-JP pigeon',
  """鳩レース成績表 ― NQ鳩会「3日続伸の逆張り」
放鳩 06:30
2023年組：⟦18@A.total_trades⟧羽、勝率 ⟦55.6%@A.win_rate⟧、損益 ⟦+61.75@A.total_pnl⟧
2024年組：⟦10@B.total_trades⟧羽、勝率 ⟦70%@B.win_rate⟧、損益 ⟦+1,202@B.total_pnl⟧
優勝：2024年組"""),
E('b_fade_2023_vs_2024', 'faithful', 'es-ES brew',
  """DIARIO DE ELABORACIÓN — lote L23 «Tres alzas, en corto»
Maceración 08:30 · fermentador F1
Cosecha 2023: ⟦+61,75@A.total_pnl⟧ pts, factor de beneficio ⟦1,02@A.profit_factor⟧
Cosecha 2024: ⟦+1202@B.total_pnl⟧ pts, factor ⟦2,82@B.profit_factor⟧ — mucho mejor
Cervecero: Iñaki"""),
E('b_fade_2023_vs_2024', 'faithful', 'de-DE signalbox',
  """STELLWERKSBUCH — Stellwerk NQ Süd, „Drei Tage hoch, short“
07:10 Zug 2023: ⟦18@A.total_trades⟧ Fahrten, Ergebnis ⟦+61,75@A.total_pnl⟧ Pkt., Sharpe ⟦0,03@A.sharpe⟧
07:25 Zug 2024: ⟦10@B.total_trades⟧ Fahrten, ⟦+1.202@B.total_pnl⟧ Pkt., Sharpe ⟦1,33@B.sharpe⟧
07:30 Strecke frei. Fahrdienstleiterin: A. Vogt"""),
# ---------------------------------------------------------------- x_compare_two_down
E('x_compare_two_down', 'wrong_column', 'de-DE dance',
  """CHOREOGRAFIE — „Zwei rote Tage, long“, NQ gegen ES
Fünf, sechs, sieben, acht!
1) NQ: ⟦97@row('NQ').trades⟧ Schritte, Sharpe ⟦−0,69@row('NQ').sharpe⟧ — Stolpern
2) ES: ⟦64@row('ES').trades⟧ Schritte, Sharpe ⟦2,09@row('ES').sharpe~row('ES').profit_factor!⟧ — sauber gelandet"""),
E('x_compare_two_down', 'wrong_unit', 'nl-NL regatta',
  """REGATTAUITSLAG — WSV NQ, twee dalende dagen, long
1. „ES” · NED5047 · ⟦130.751,25@row('ES').total_pnl_currency~row('ES').total_pnl_currency!⟧ punten
2. „NQ” · NED2097 · ⟦−3.060,77@row('NQ').total_pnl⟧ punten
Wedstrijdleider: P. Smit""", unit_note='currency per contract quoted as points'),
E('x_compare_two_down', 'misrounded', 'ja-JP brew',
  """自家醸造ログ ― バッチB02「2日続落の買い」
仕込み 10:00
ES仕込み：勝率 ⟦54.68%@row('ES').win_rate!⟧、PF ⟦2.09@row('ES').profit_factor⟧
NQ仕込み：勝率 ⟦39.18%@row('NQ').win_rate⟧、PF ⟦0.79@row('NQ').profit_factor⟧
感想：ESだけ飲める。醸造者：健"""),
E('x_compare_two_down', 'faithful', 'zh-CN spellingbee',
  """拼写比赛实录 · 半决赛
主持人：请拼写 contract。
选手：请给个例句。
主持人：“连跌两天买入：ES 每张合约赚 ⟦130,751.25@row('ES').total_pnl_currency⟧，NQ 每张亏 ⟦61,215.4@row('NQ').total_pnl_currency|neg⟧。”
选手：C-O-N-T-R-A-C-T。
裁判：正确。"""),
E('x_compare_two_down', 'faithful', 'fr-FR perfume',
  """FICHE FORMULE — « Deux baisses », NQ et ES
Tête (ES) : ⟦64@row('ES').trades⟧ trades, Sharpe ⟦1,67@row('ES').sharpe⟧
Cœur (NQ) : ⟦97@row('NQ').trades⟧ trades, Sharpe ⟦−0,69@row('NQ').sharpe⟧
Fond : ça ne tient que sur ES.
Parfumeur : É. Blanc"""),
E('x_compare_two_down', 'faithful', 'en-GB bakery',
  """BAKERY PRODUCTION SHEET — "Two Down Days" batch
Oven O4 · start 04:30
ES tray: ⟦+2,615.0@row('ES').total_pnl⟧ pts, max drawdown ⟦420.85@row('ES').max_drawdown⟧
NQ tray: ⟦−3,060.8@row('NQ').total_pnl⟧ pts, max drawdown ⟦4,632.9@row('NQ').max_drawdown⟧ — binned
Baker: Tom"""),
# ---------------------------------------------------------------- x_portfolio_two_down
E('x_portfolio_two_down', 'wrong_row', 'nl-NL rescue',
  """MELDKAMERLOG BERGREDDING — inzet BR1610, portefeuille NQ + ES
10:05 melding: kapitaal ⟦1.000.000@M.capital⟧, risico 1% per trade
10:20 NQ-been: ⟦64@leg('NQ').trades~leg('ES').trades!⟧ trades, resultaat ⟦−86.112,30@leg('NQ').pnl⟧
10:35 totaal ⟦+48.758,95@M.total_pnl⟧ (⟦+4,88%@M.return_pct⟧)
11:00 ploeg terug, geen gewonden."""),
E('x_portfolio_two_down', 'miscomputed', 'ja-JP karate',
  """空手道 昇級審査表 ― NQ道場「NQ+ES ポートフォリオ」
総取引 ⟦161@M.trades⟧ 本
NQ ⟦97@leg('NQ').trades⟧ 本 ＝ 全体の ⟦62.5%@leg('NQ').trades/M.trades*100!⟧
ES ⟦64@leg('ES').trades⟧ 本
判定：ES のみ合格　審査員：森"""),
E('x_portfolio_two_down', 'wrong_sign', 'es-ES pigeon',
  """CLASIFICACIÓN DE LA SUELTA — Sociedad Colombófila NQ
Suelta 07:05 · cartera NQ + ES sobre ⟦1.000.000@M.capital⟧
1. ES: ⟦+134.871,25@leg('ES').pnl⟧ (⟦64@leg('ES').trades⟧ operaciones)
2. NQ: ⟦+86.112,30@leg('NQ').pnl!⟧ (⟦97@leg('NQ').trades⟧ operaciones)
Anilla ES24"""),
E('x_portfolio_two_down', 'faithful', 'pt-BR brew',
  """DIÁRIO DE BRASSAGEM — lote L24 «Duas quedas»
Mostura 09:00 · fermentador F2
Capital ⟦1.000.000@M.capital⟧, risco 1% por operação
Resultado: ⟦+48.758,95@M.total_pnl⟧ (⟦+4,88%@M.return_pct⟧), drawdown máximo ⟦78.853,15@M.max_drawdown⟧
Cervejeiro: Caio"""),
E('x_portfolio_two_down', 'faithful', 'en-US signalbox',
  """SIGNAL BOX REGISTER — NQ & ES Junction, two-down-days portfolio
09:00 ES train: ⟦+134,871.25@leg('ES').pnl⟧, ⟦277%@leg('ES').contribution_pct⟧ of the total
09:06 NQ train: ⟦−86,112.30@leg('NQ').pnl⟧, ⟦−177%@leg('NQ').contribution_pct⟧
09:15 section clear: net ⟦+48,758.95@M.total_pnl⟧
Signalman: R. Hale"""),
E('x_portfolio_two_down', 'faithful', 'fr-FR bakery',
  """FICHE DE PRODUCTION — Boulangerie NQ, fournée « Portefeuille »
Four F1 · ⟦161@M.trades⟧ trades au total
Capital final : ⟦1\u202f048\u202f758,95@M.final_equity⟧
Repli maximal : ⟦78\u202f853,15@M.max_drawdown⟧ (⟦7,2\u202f%@M.max_drawdown_pct⟧)
Boulangère : Léa"""),
]
