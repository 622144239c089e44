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
TPS = "mr('take_profit ([0-9]+) [(]')"

ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
E('b_rsi_long', 'wrong_sign', 'nl-NL overdue',
  """AANMANING — Bibliotheek NQ
Titel: „RSI(14) onder 30, long, exit na 5 dagen, stop 1%”
⟦36@total_trades⟧ trades, resultaat ⟦−917,44@total_pnl⟧ pt, trefkans ⟦19,4%@win_rate⟧
Ter vergelijking buy-and-hold: ⟦+7.162,75@buy_and_hold_pnl!⟧ pt
Graag terugbrengen of verlengen."""),
E('b_rsi_long', 'wrong_row', 'de-DE ringmaster',
  """Manege frei! Die RSI-Truppe springt, wenn RSI(14) unter 30 fällt: ⟦36@total_trades⟧ Sprünge, nur ⟦7@winning_trades⟧ gelandet!
Der schönste Salto, Einstieg am ⟦28.03.2024@D:2024-03-28⟧: ⟦+369,25@trd('2024-03-28').pnl~trd('2024-02-09').pnl!⟧ Punkte!
Unterm Strich ⟦−917,4@total_pnl⟧. Tusch!"""),
E('b_rsi_long', 'misrounded', 'ru-RU pawn',
  """ЗАЛОГОВЫЙ БИЛЕТ — № ZB0036
Предмет: стратегия «RSI(14) < 30, лонг, выход через 5 дней, стоп 1%»
Сделок: ⟦36@total_trades⟧ · доля прибыльных: ⟦19,5 %@win_rate!⟧
Итог: ⟦−917,4@total_pnl⟧ п. · макс. просадка ⟦1368,1@max_drawdown⟧ п.
Выкуп в течение трёх месяцев."""),
E('b_rsi_long', 'faithful', 'ja-JP triage',
  """トリアージボード ― 救急外来 · 更新 07:20
ベッド | 症例 | 区分 | メモ
A1 | RSI(14)<30 買い、5日で手仕舞い、1%ストップ | P2 | ⟦36@total_trades⟧回、勝率 ⟦19.4%@win_rate⟧
A2 | 損益 | P1 | ⟦−917.4@total_pnl⟧ ポイント、ストップ ⟦28@""" + STOPS + """⟧回
A3 | 最大ドローダウン | P2 | ⟦1,368.1@max_drawdown⟧"""),
E('b_rsi_long', 'faithful', 'it-IT drumtab',
  """TABLATURA BATTERIA — «RSI(14) sotto 30, long»
HH |x-x-x-x-x-x-x-x-|
SD |o-o-o-o-o-o-o---|
BD |--------------o-|
⟦36@total_trades⟧ colpi, ⟦29@losing_trades⟧ a vuoto (stop ⟦28@""" + STOPS + """⟧), il colpo più forte: ⟦28 marzo@D:2024-03-28⟧, ⟦+680,5@best_trade⟧
Totale ⟦−917,44@total_pnl⟧ punti."""),
E('b_rsi_long', 'faithful', 'pt-BR cocktail',
  """FICHA TÉCNICA — drinque «RSI abaixo de 30»
Copo: old fashioned · Gelo: pedra grande
Base: ⟦36@total_trades⟧ operações, acerto de ⟦19,4 %@win_rate⟧, profit factor ⟦0,76@profit_factor⟧
Amargor: total de ⟦−917,4@total_pnl⟧ pts
Toque de sal: buy-and-hold ⟦−7.162,75@buy_and_hold_pnl⟧. Mexer, não bater."""),
# ---------------------------------------------------------------- b_fade_3up
E('b_fade_3up', 'wrong_year', 'pt-BR postcard',
  """Um abraço de Paraty-NQ!
Testei vender depois de três altas seguidas (alvo 50, stop 30): ⟦47@total_trades⟧ operações e ⟦+270@total_pnl⟧ pts no total.
Em 2023 foram ⟦+240@""" + Y23 + """~""" + Y24 + """!⟧ pts; em 2024, ⟦+240@""" + Y24 + """⟧.
O mar está lindo! Beijos, Rita"""),
E('b_fade_3up', 'wrong_unit', 'en-GB pawn',
  """PAWN TICKET — No. PT0047
Pledged: "Fade 3 up days" short, 50 pt target, 30 pt stop, since 2023
Trades: ⟦47@total_trades⟧ · win rate ⟦44.7%@win_rate⟧ · net ⟦+270@total_pnl⟧ pts
Max drawdown: ⟦190%@max_drawdown~max_drawdown!⟧
Unredeemed pledges sold after three months.""", unit_note='points quoted as a percent'),
E('b_fade_3up', 'coincidental', 'nl-NL ringmaster',
  """Dames en heren! De tegendraadse short na drie stijgdagen, doel 50, stop 30!
⟦47@total_trades⟧ optredens: ⟦24@""" + TPS + """!⟧ keer het doel geraakt, ⟦26@""" + STOPS + """⟧ keer in het vangnet!
Eindstand ⟦+270@total_pnl⟧ punten! Applaus!"""),
E('b_fade_3up', 'faithful', 'de-DE drumtab',
  """SCHLAGZEUG-TAB — „Drei hoch, dann short“ (Ziel 50, Stopp 30)
HH |x-x-x-x-x-x-x-x-|
SD |o---o---o---o---|
BD |o-o---o-o-o---o-|
⟦47@total_trades⟧ Schläge: ⟦21@""" + TPS + """⟧ Ziel, ⟦26@""" + STOPS + """⟧ Stopp · netto ⟦+270@total_pnl⟧ Pkt., davon 2024 ⟦+240@""" + Y24 + """⟧"""),
E('b_fade_3up', 'faithful', 'pl-PL rowing',
  """DZIENNIK WIOSŁOWANIA — sesja S47, „Short po 3 wzrostach”
Czas 30:00 · cel 50, stop 30
Odcinki: ⟦47@total_trades⟧, trafione ⟦44,7%@win_rate⟧, wynik ⟦+270@total_pnl⟧ pkt
Rok 2023: ⟦+30@""" + Y23 + """⟧ (⟦31@""" + N23 + """⟧ transakcji), rok 2024: ⟦+240@""" + Y24 + """⟧
Maks. obsunięcie ⟦190@max_drawdown⟧."""),
E('b_fade_3up', 'faithful', 'es-ES overdue',
  """AVISO DE DEMORA — Biblioteca NQ
Obra: «Vender tras tres subidas, objetivo 50, stop 30, desde 2023»
⟦47@total_trades⟧ operaciones · acierto ⟦44,7 %@win_rate⟧ · factor de beneficio ⟦1,35@profit_factor⟧
Resultado: ⟦+270@total_pnl⟧ pts; por año, ⟦+30@""" + Y23 + """⟧ en 2023 y ⟦+240@""" + Y24 + """⟧ en 2024
Devuélvalo o renuévelo."""),
# ---------------------------------------------------------------- b_sma_cross
E('b_sma_cross', 'wrong_year', 'de-DE overdue',
  """MAHNUNG — Stadtbibliothek NQ
Medium: „Schluss kreuzt SMA(20), long, 10 Tage“
Gesamt ⟦16@total_trades⟧ Trades, ⟦−4.681,25@total_pnl⟧ Punkte
2023: ⟦−1.096,8@""" + Y23 + """⟧ · 2024: ⟦−3.584,5@""" + Y24 + """⟧ aus ⟦9@""" + N24 + """~""" + N23 + """!⟧ Trades
Bitte zurückgeben oder verlängern."""),
E('b_sma_cross', 'wrong_row', 'nl-NL windtunnel',
  """PROEFBLAD WINDTUNNEL — tunnel WT4, model „SMA(20)-kruising”
Run R05, instap ⟦21 aug 2023@D:2023-08-21⟧: ⟦−476,5@trd('2023-08-21').pnl⟧ pt
Run R06, instap ⟦12 sep 2023@D:2023-09-12⟧: ⟦+1.270@trd('2023-09-12').pnl⟧ pt (beste)
Run R07, instap ⟦8 nov 2023@D:2023-11-08⟧: ⟦−926,75@trd('2023-11-08').pnl~trd('2023-11-28').pnl!⟧ pt
Technicus: B. de Wit"""),
E('b_sma_cross', 'misrounded', 'ru-RU rowing',
  """ЖУРНАЛ ГРЕБЛИ — тренировка S16, «Пересечение SMA(20)»
Время 40:00 · держим 10 дней
Отрезков: ⟦16@total_trades⟧, удачных ⟦4@winning_trades⟧
Средний удачный ⟦+686,4@avg_win⟧ · средний неудачный ⟦−618,8@avg_loss!⟧
Итог ⟦−4681,25@total_pnl⟧ п. Спина болит."""),
E('b_sma_cross', 'faithful', 'zh-CN drumtab',
  """鼓谱 · 《收盘上穿 SMA(20)，持有10天》
HH |x-x-x-x-x-x-x-x-|
SD |----o-------o---|
BD |o-------o-------|
⟦16@total_trades⟧ 笔，赢 ⟦4@winning_trades⟧ 输 ⟦12@losing_trades⟧，合计 ⟦−4,681.25@total_pnl⟧ 点
最响一击：⟦2023年9月12日@D:2023-09-12⟧ 入场，⟦+1,270@best_trade⟧ 点"""),
E('b_sma_cross', 'faithful', 'en-US cocktail',
  """SPEC CARD — "The SMA(20) Cross"
Glass: rocks · Ice: one big cube · Hold: 10 days
Base: ⟦16@total_trades⟧ trades, ⟦25%@win_rate⟧ winners
Bitter: net ⟦−4,681.25@total_pnl⟧ pts; 2023 ⟦−1,096.8@""" + Y23 + """⟧, 2024 ⟦−3,584.5@""" + Y24 + """⟧
Garnish: best trade ⟦+1,270@best_trade⟧. Stir, don't shake."""),
E('b_sma_cross', 'faithful', 'en-GB bonsai',
  """BONSAI JOURNAL — Chinese elm "SMA(20) cross"
Ten-day holds, ⟦16@total_trades⟧ of them since the start: ⟦4@winning_trades⟧ took, ⟦12@losing_trades⟧ withered.
Net ⟦−4,681.25@total_pnl⟧ pts; worst single loss ⟦−1,800.75@worst_trade⟧.
Prune hard and wait for spring."""),
# ---------------------------------------------------------------- b_breakdown_short_2024
E('b_breakdown_short_2024', 'wrong_sign', 'en-GB glacier',
  """GLACIER SURVEY NOTES — NQ icefall, breakdown short 2024 (1% target, 0.5% stop, 3-day exit)
Stake B1: ⟦79@total_trades⟧ trades, net ⟦+1,183.11@total_pnl⟧ pts
Stake B2: first trade ⟦5 Jan@D:2024-01-05⟧ stopped out, ⟦+87.26@trd('2024-01-05').pnl!⟧ pts
Stake B3: max drawdown ⟦316.25@max_drawdown⟧
Cloud down to the col by 14:10."""),
E('b_breakdown_short_2024', 'wrong_column', 'it-IT overdue',
  """SOLLECITO DI RESTITUZIONE — Biblioteca NQ
Opera: «Short sotto il minimo precedente, 2024»
⟦79@total_trades⟧ operazioni, ⟦32@winning_trades⟧ vincenti; miglior trade ⟦+131,84@best_trade~avg_win!⟧ punti
Totale ⟦+1.183,11@total_pnl⟧. Si prega di restituire o rinnovare."""),
E('b_breakdown_short_2024', 'invented', 'es-ES bonsai',
  """DIARIO DE BONSÁI — olmo «Ruptura 2024»
Corto bajo el mínimo anterior, objetivo 1 %: ⟦79@total_trades⟧ operaciones
Tasa de acierto ⟦36,8 %@win_rate!⟧, resultado ⟦+1183,11@total_pnl⟧ puntos
Crece torcido pero crece. Regar dos veces por semana."""),
E('b_breakdown_short_2024', 'miscomputed', 'ru-RU slate',
  """ХЛОПУШКА — «Пробой вниз, шорт 2024»
ROLL C079 · SC3_T1 · CAM A
Средняя прибыль ⟦131,84@avg_win⟧ п., средний убыток ⟦−64,59@avg_loss⟧ п.
Выигрыш в среднем в ⟦2,4@avg_win/-avg_loss!⟧ раза больше проигрыша
Реж.: А. Белов · TC 02:30:15:21"""),
E('b_breakdown_short_2024', 'faithful', 'fr-FR windtunnel',
  """FICHE D'ESSAI — soufflerie S2, maquette « Cassure 2024 »
Essai E1 : ⟦79@total_trades⟧ trades, ⟦32@""" + TPS + """⟧ objectifs, ⟦47@""" + STOPS + """⟧ stops
Essai E2 : résultat ⟦+1\u202f183,1@total_pnl⟧ pts, Sharpe ⟦1,35@sharpe⟧
Essai E3 : achat-conservation ⟦−8\u202f634,75@buy_and_hold_pnl⟧
Technicienne : C. Roux"""),
E('b_breakdown_short_2024', 'faithful', 'pl-PL ringmaster',
  """Szanowna publiczności! Akrobata „Przebicie 2024” skakał ⟦79@total_trades⟧ razy, ⟦32@winning_trades⟧ razy z czystym lądowaniem!
Najlepszy skok ⟦11 stycznia@D:2024-01-11⟧: ⟦+171,7@best_trade⟧ pkt! Razem ⟦+1183,11@total_pnl⟧!
A kupujący i trzymający? ⟦−8634,75@buy_and_hold_pnl⟧! Brawa!"""),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
E('b_fade_2023_vs_2024', 'wrong_year', 'it-IT triage',
  """LAVAGNA TRIAGE — pronto soccorso, turno B · agg. 21:30
LETTO | CASO | CODICE | NOTA
L1 | fade 2023 | R3 | ⟦18@A.total_trades⟧ op., totale ⟦+61,75@A.total_pnl⟧
L2 | fade 2024 | R2 | ⟦10@B.total_trades⟧ op., totale ⟦+61,75@B.total_pnl~A.total_pnl!⟧
Uscita a 2 giorni per entrambi."""),
E('b_fade_2023_vs_2024', 'wrong_year', 'es-ES ringmaster',
  """¡Damas y caballeros! ¡Vender tras tres subidas, salida a 2 días!
En 2023: ⟦18@A.total_trades⟧ saltos, acierto ⟦55,6 %@A.win_rate⟧, caída máxima de ⟦603,5@A.max_drawdown~B.max_drawdown!⟧ puntos.
En 2024: ⟦10@B.total_trades⟧ saltos, ⟦70 %@B.win_rate⟧ y ⟦+1202@B.total_pnl⟧. ¡Aplausos para 2024!"""),
E('b_fade_2023_vs_2024', 'wrong_column', 'de-DE rowing',
  """RUDERPROTOKOLL — Einheit S10, „Fade 2023 vs. 2024“
Zeit 30:00 · Ausstieg nach 2 Tagen
2023: ⟦18@A.total_trades⟧ Trades, ⟦+61,75@A.total_pnl⟧ Pkt.
2024: ⟦10@B.total_trades⟧ Trades, ⟦+1.202@B.total_pnl⟧ Pkt., Ø-Gewinn ⟦465,75@B.avg_win~B.best_trade!⟧
2024 klar stärker."""),
E('b_fade_2023_vs_2024', 'faithful', 'pl-PL pawn',
  """KWIT ZASTAWNY — nr KZ2024
Zastaw: short po trzech wzrostach, wyjście po 2 dniach
2023: ⟦18@A.total_trades⟧ transakcji, ⟦+61,75@A.total_pnl⟧ pkt, PF ⟦1,02@A.profit_factor⟧
2024: ⟦10@B.total_trades⟧ transakcji, ⟦+1202@B.total_pnl⟧ pkt, PF ⟦2,82@B.profit_factor⟧
Wykup w ciągu trzech miesięcy."""),
E('b_fade_2023_vs_2024', 'faithful', 'nl-NL cocktail',
  """SPECKAART — „Drie omhoog, dan short”
Glas: coupe · IJs: geen · exit na 2 dagen
2023: ⟦18@A.total_trades⟧ trades, trefkans ⟦55,6%@A.win_rate⟧, ⟦+61,75@A.total_pnl⟧ pt
2024: ⟦10@B.total_trades⟧ trades, ⟦70%@B.win_rate⟧, ⟦+1.202@B.total_pnl⟧ pt
2024 was de betere oogst. Shaken."""),
E('b_fade_2023_vs_2024', 'faithful', 'zh-CN slate',
  """场记板 · 《连涨三天做空：2023 对 2024》
ROLL A018 · SC2_T2 · CAM A
2023 年：⟦18@A.total_trades⟧ 笔，胜率 ⟦55.6%@A.win_rate⟧，合计 ⟦+61.75@A.total_pnl⟧ 点
2024 年：⟦10@B.total_trades⟧ 笔，胜率 ⟦70%@B.win_rate⟧，合计 ⟦+1,202@B.total_pnl⟧ 点
导演：周"""),
# ---------------------------------------------------------------- x_compare_two_down
E('x_compare_two_down', 'wrong_row', 'de-DE drumtab',
  """SCHLAGZEUG-TAB — „Zwei Tage runter, long“ (NQ gegen ES)
HH |x-x-x-x-x-x-x-x-|
SD |----o-------o---|
BD |o-------o-o-----|
NQ: ⟦97@row('NQ').trades⟧ Schläge, Sharpe ⟦−0,69@row('NQ').sharpe⟧, ⟦−61.215,4@row('NQ').total_pnl_currency⟧ je Kontrakt
ES: ⟦97@row('ES').trades~row('NQ').trades!⟧ Schläge, Sharpe ⟦1,67@row('ES').sharpe⟧, ⟦+130.751,25@row('ES').total_pnl_currency⟧"""),
E('x_compare_two_down', 'wrong_unit', 'en-US pawn',
  """PAWN TICKET No. PT0064
Item: two-down-days dip buy, 3-day exit, 2% stop
NQ: ⟦97@row('NQ').trades⟧ trades, PF ⟦0.79@row('NQ').profit_factor⟧, ⟦−3,060.77@row('NQ').total_pnl⟧ pts
ES: ⟦64@row('ES').trades⟧ trades, PF ⟦2.09@row('ES').profit_factor⟧, net $⟦2,615@row('ES').total_pnl~row('ES').total_pnl!⟧
Redeem within three months.""", unit_note='points quoted as dollars'),
E('x_compare_two_down', 'wrong_sign', 'it-IT slate',
  """CIAK — «Due ribassi, long: NQ contro ES»
ROLL B097 · SC2_T3 · MDP B
NQ: ⟦97@row('NQ').trades⟧ operazioni, Sharpe ⟦−0,69@row('NQ').sharpe⟧
ES: ⟦64@row('ES').trades⟧ operazioni, Sharpe ⟦−1,67@row('ES').sharpe!⟧, ⟦+130.751,25@row('ES').total_pnl_currency⟧ per contratto
Regia: V. Conti · TC 03:00:44:02"""),
E('x_compare_two_down', 'faithful', 'ru-RU glacier',
  """ПОЛЕВОЙ ЖУРНАЛ — «Два дня вниз, лонг», NQ и ES
Веха N1: NQ, ⟦97@row('NQ').trades⟧ сделок, профит-фактор ⟦0,79@row('NQ').profit_factor⟧, ⟦−3060,8@row('NQ').total_pnl⟧ п.
Веха E1: ES, ⟦64@row('ES').trades⟧ сделки, ⟦2,09@row('ES').profit_factor⟧, ⟦+2615@row('ES').total_pnl⟧ п.
Держится только ES. Снег с 13:15."""),
E('x_compare_two_down', 'faithful', 'fr-FR rowing',
  """JOURNAL D'AVIRON — séance S64, « Deux baisses, achat »
Temps 30:00 · sortie à 3 jours, stop 2 %
NQ : ⟦97@row('NQ').trades⟧ trades, ⟦−61\u202f215,40@row('NQ').total_pnl_currency⟧ par contrat, Sharpe ⟦−0,69@row('NQ').sharpe⟧
ES : ⟦64@row('ES').trades⟧ trades, ⟦+130\u202f751,25@row('ES').total_pnl_currency⟧ par contrat, Sharpe ⟦1,67@row('ES').sharpe⟧"""),
E('x_compare_two_down', 'faithful', 'en-GB bonsai',
  """BONSAI JOURNAL — two cuttings, same treatment (buy after two down days)
NQ: ⟦97@row('NQ').trades⟧ trades, hit rate ⟦39.2%@row('NQ').win_rate⟧, profit factor ⟦0.79@row('NQ').profit_factor⟧ — wilting
ES: ⟦64@row('ES').trades⟧ trades, ⟦54.7%@row('ES').win_rate⟧, ⟦2.09@row('ES').profit_factor⟧ — thriving
Keep the ES cutting."""),
# ---------------------------------------------------------------- x_portfolio_two_down
E('x_portfolio_two_down', 'wrong_unit', 'zh-CN overdue',
  """逾期通知 · NQ 公共图书馆
借阅项目：《NQ + ES 连跌两天组合》
总盈利 ⟦+48,758.95@total_pnl⟧，收益率 ⟦4.88%@return_pct⟧
NQ 腿贡献 ⟦−176.61@leg('NQ').contribution_pct~leg('NQ').contribution_pct!⟧ 点
请尽快归还。""", unit_note='a percent of the total quoted as points'),
E('x_portfolio_two_down', 'miscomputed', 'en-GB slate',
  """SLATE — PROD "NQ + ES Two-Down Portfolio" · ROLL D161 · SC1_T4
ES leg: ⟦+134,871.25@leg('ES').pnl⟧ · NQ leg: ⟦−86,112.30@leg('NQ').pnl⟧
So ES earned ⟦1.75@leg('ES').pnl/-leg('NQ').pnl!⟧ times what NQ lost.
DIR: H. Cole · TC 06:12:40:09"""),
E('x_portfolio_two_down', 'wrong_sign', 'ru-RU windtunnel',
  """ПРОТОКОЛ ИСПЫТАНИЙ — аэродинамическая труба T2, модель «NQ + ES»
Прогон P1: капитал 1 млн, итог ⟦+48\u00a0758,95@total_pnl⟧ (⟦+4,88 %@return_pct⟧)
Прогон P2: нога NQ ⟦+86\u00a0112,30@leg('NQ').pnl!⟧
Прогон P3: нога ES ⟦+134\u00a0871,25@leg('ES').pnl⟧
Инженер: Д. Соколов"""),
E('x_portfolio_two_down', 'faithful', 'nl-NL glacier',
  """VELDNOTITIES GLETSJER — „NQ + ES, twee dalers op rij”
Paal P1: totaal ⟦+48.758,95@total_pnl⟧ (⟦+4,88%@return_pct⟧ op ⟦1.000.000@capital⟧)
Paal P2: NQ ⟦−86.112,30@leg('NQ').pnl⟧, ES ⟦+134.871,25@leg('ES').pnl⟧
Paal P3: max. drawdown ⟦78.853,15@max_drawdown⟧ (⟦7,2%@max_drawdown_pct⟧)
Mist vanaf 16:00."""),
E('x_portfolio_two_down', 'faithful', 'pl-PL triage',
  """TABLICA SEGREGACJI — SOR, zmiana B · akt. 05:55
ŁÓŻKO | PRZYPADEK | KAT. | UWAGI
S1 | portfel NQ + ES | P3 | ⟦+48\u00a0758,95@total_pnl⟧, ⟦4,88%@return_pct⟧
S2 | noga NQ | P1 | ⟦−86\u00a0112,30@leg('NQ').pnl⟧, ⟦97@leg('NQ').trades⟧ transakcji
S3 | noga ES | P4 | ⟦+134\u00a0871,25@leg('ES').pnl⟧, ⟦64@leg('ES').trades⟧"""),
E('x_portfolio_two_down', 'faithful', 'fr-FR bonsai',
  """CARNET DE BONSAÏ — deux sujets en pot commun (NQ + ES), 1 % de risque par trade
Résultat : ⟦+48\u202f758,95@total_pnl⟧, soit ⟦+4,88\u202f%@return_pct⟧ du capital
Le NQ dépérit (⟦−86\u202f112,30@leg('NQ').pnl⟧), l'ES porte tout (⟦+134\u202f871,25@leg('ES').pnl⟧).
Tailler le NQ."""),
]
