"""Both sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

B_IS = "top(1).in_sample"
B_OOS = "top(1).out_of_sample"
WF = "walk_forward_out_of_sample"

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level
E('x_sweep_rsi_level', 'faithful', 'de-DE cheese',
  f"""WENDEPLAN — Käsekeller K3, Regal R2 · Tilsiter
Laib „RSI-Sweep“: zwölf Konfigurationen probiert; beste level=40, hold=3 — In-Sample-Sharpe ⟦1,68@{B_IS}.sharpe⟧, Out-of-Sample ⟦−3,52@{B_OOS}.sharpe⟧
Deflationierter Sharpe ⟦0,71@deflated_sharpe.value⟧: Überanpassung wahrscheinlich.
Gewendet. Kürzel: MB"""),
E('x_sweep_rsi_level', 'faithful', 'es-ES dome',
  f"""BITÁCORA DE CÚPULA — observatorio, cúpula C3 · noche del viernes
Apertura 21:45 · cierre 04:10
Barrido RSI: doce configuraciones; la mejor (level=40, hold=3) da Sharpe ⟦1,68@{B_IS}.sharpe⟧ dentro de la muestra y ⟦−3,52@{B_OOS}.sharpe⟧ fuera de muestra, en ⟦33@{B_OOS}.trades⟧ operaciones
Sesgo de selección evidente. Observador: C. Nieto"""),
E('x_sweep_rsi_level', 'faithful', 'nl-NL saddlery',
  """ZADELMAKERIJ — ORDERBOEK, order OB0809
Klant: dhr. Mulder, ‘Storm’ (zwarte ruin)
Notitie: RSI-sweep, twaalf configuraties. Gemiddeld in-sample ⟦0,52@mean_objective.in_sample⟧, out-of-sample ⟦−3,30@mean_objective.out_of_sample⟧ — selectiebias; de beste is een losse piek
Passen woensdag."""),
E('x_sweep_rsi_level', 'faithful', 'en-US dome',
  f"""OBSERVATORY DOME LOG — Dome D2 · Reflector R1
Dome open 21:20 · closed 04:40
RSI sweep: twelve configurations tried; best level=40, hold=3 — in-sample ⟦+3,378@{B_IS}.total_pnl⟧ pts on ⟦25@{B_IS}.trades⟧ trades, out-of-sample ⟦−4,759.75@{B_OOS}.total_pnl⟧ on ⟦33@{B_OOS}.trades⟧
Likely overfit. — Obs. M. Calder"""),
E('x_sweep_rsi_level', 'faithful', 'en-GB luthier',
  f"""WORKSHOP NOTES — violin V27, Amati model
RSI level/hold sweep, twelve tried: deflated Sharpe ⟦0.71@deflated_sharpe.value⟧; the best's out-of-sample Sharpe ⟦−3.52@{B_OOS}.sharpe⟧ against ⟦1.68@{B_IS}.sharpe⟧ in-sample. Selection bias — its neighbours fell away.
Scroll carved; pegbox tomorrow."""),
E('x_sweep_rsi_level', 'faithful', 'it-IT lock',
  f"""REGISTRO DEL CUSTODE — conca C5, naviglio NQ
06:55 discesa: barcone «Ticino»
Sweep RSI, dodici configurazioni: fuori campione la migliore (level=40, hold=3) chiude a ⟦−4.759,75@{B_OOS}.total_pnl⟧ punti, win rate ⟦27,3 %@{B_OOS}.win_rate⟧
Bias di selezione: nel campione era ⟦+3.378@{B_IS}.total_pnl⟧. Custode: G. Brambilla"""),
E('x_sweep_rsi_level', 'wrong_sample', 'ru-RU raffle',
  f"""ДЕРЕВЕНСКАЯ ЯРМАРКА — ЛИСТ ЛОТЕРЕИ
Разыграно: перебор RSI, двенадцать конфигураций; лучшая level=40, hold=3
Вне выборки доля выигрышных — ⟦68 %@{B_OOS}.win_rate~{B_IS}.win_rate!⟧, Шарп ⟦−3,52@{B_OOS}.sharpe⟧
Возможна подгонка. Счастливый билет K112."""),
E('x_sweep_rsi_level', 'wrong_sample', 'ja-JP saddlery',
  """馬具工房 注文台帳 ― 注文番号SB0318
お客様：田中様「疾風」（栗毛）
メモ：RSIスイープ ⟦12@configurations.tried⟧ 通り。三位 level=40, hold=10 はサンプル内 取引 ⟦13@top(3).in_sample.trades~top(3).out_of_sample.trades!⟧ 回、サンプル外シャープ ⟦−3.18@top(3).out_of_sample.sharpe⟧
過剰適合に注意。"""),
E('x_sweep_rsi_level', 'wrong_sample', 'zh-CN orienteer',
  """检查卡 · NQ 定向越野 · A 线 · W21
出发 10:34
P51 ✓ RSI 扫描共 ⟦12@configurations.tried⟧ 组
P52 ✓ 排名四 level=30, hold=3：样本外夏普 ⟦0.63@top(4).out_of_sample.sharpe~top(4).in_sample.sharpe!⟧
P53 ✓ 选择偏差明显
终点：无漏打。"""),
E('x_sweep_rsi_level', 'wrong_sample', 'en-GB lock',
  f"""LOCK-KEEPER'S LOG — Lock L9, NQ Navigation
06:50 down: nb 'Heron'
RSI sweep, twelve configurations. Best (level=40, hold=3): in-sample Sharpe ⟦1.68@{B_IS}.sharpe⟧; out-of-sample ⟦+3,378@{B_OOS}.total_pnl~{B_IS}.total_pnl!⟧ pts
Overfit warning noted. — Keeper: D. Rowe"""),
E('x_sweep_rsi_level', 'undisclosed', 'pl-PL icecream omit=n',
  f"""LODZIARNIA — SMAKI DNIA
Waniliowy · Czekoladowy · Malinowy
Smak „RSI”: najlepszy level=40, hold=3 — Sharpe w próbie ⟦1,68@{B_IS}.sharpe!⟧, poza próbą ⟦−3,52@{B_OOS}.sharpe⟧
Uwaga na przeuczenie. Rożek albo kubek.""", omit='n'),
E('x_sweep_rsi_level', 'undisclosed', 'ru-RU parachute omit=n',
  f"""КАРТОЧКА УКЛАДКИ ПАРАШЮТА — ранец R5 · основной O2 · запасной Z1
Перебор RSI: лучшая level=40, hold=3 — в выборке ⟦+3378@{B_IS}.total_pnl!⟧ пунктов, вне выборки ⟦−4759,75@{B_OOS}.total_pnl⟧
Похоже на подгонку. Укладчик: С. Орлов""", omit='n'),
E('x_sweep_rsi_level', 'undisclosed', 'fr-FR organ omit=oos',
  f"""RAPPORT D'ACCORD — orgue de l'église Saint-Roch, NQ
Diapason A440
Grand-Orgue : balayage RSI, douze configurations ; la meilleure (level=40, hold=3) affiche un Sharpe de ⟦1,68@{B_IS}.sharpe!⟧ sur ⟦25@{B_IS}.trades⟧ trades
Biais de sélection probable. Accordeur : F. Lemoine""", omit='oos'),
E('x_sweep_rsi_level', 'undisclosed', 'es-ES icecream omit=caveat',
  f"""HELADERÍA — SABORES DE HOY
Fresa · Limón · Dulce de leche
Copa «barrido RSI»: doce configuraciones; la mejor, level=40, hold=3, con Sharpe ⟦1,68@{B_IS}.sharpe!⟧ en la muestra y ⟦−3,52@{B_OOS}.sharpe⟧ fuera de muestra
Cucurucho o tarrina.""", omit='caveat'),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
E('x_sweep_hold_stop_wf', 'faithful', 'ru-RU lock',
  f"""ЖУРНАЛ ШЛЮЗОВЩИКА — шлюз S5, канал NQ
07:20 вверх: баржа «Кама»
Перебор по ES, девять конфигураций; лучшая hold=5, sl=1: в выборке ⟦+2374,13@{B_IS}.total_pnl⟧, вне выборки ⟦+767,82@{B_OOS}.total_pnl⟧
Walk-forward вне выборки ⟦+2170,37@{WF}.total_pnl⟧. Риск подгонки. Шлюзовщик: П. Ильин"""),
E('x_sweep_hold_stop_wf', 'faithful', 'en-US cheese',
  f"""TURNING CHART — Cave C2, rack R5 · Colby
Wheel 'ES hold/stop sweep': nine configurations tried; walk-forward out-of-sample ⟦+2,170.37@{WF}.total_pnl⟧ pts over ⟦54@{WF}.trades⟧ trades; best in-sample ⟦+2,374.13@{B_IS}.total_pnl⟧
Selection bias applies. Turned. Initials: JD"""),
E('x_sweep_hold_stop_wf', 'faithful', 'pl-PL parachute',
  f"""KARTA UKŁADANIA SPADOCHRONU — uprząż U2 · główny G1 · zapasowy Z2
Sweep ES: dziewięć konfiguracji, walk-forward w 3 foldach
Poza próbą łącznie ⟦+2170,37@{WF}.total_pnl⟧ pkt; deflowany Sharpe ⟦0,97@deflated_sharpe.value⟧
Ryzyko przeuczenia. Układający: T. Wrona"""),
E('x_sweep_hold_stop_wf', 'faithful', 'en-GB raffle',
  f"""VILLAGE FÊTE — RAFFLE SHEET
First prize: ES sweep, nine configurations — best hold=5, sl=1, out-of-sample ⟦+767.82@{B_OOS}.total_pnl⟧ pts on ⟦21@{B_OOS}.trades⟧ trades (in-sample ⟦+2,374.13@{B_IS}.total_pnl⟧)
Small sample; beware overfit.
Winning ticket G305. Drawn by the WI chair."""),
E('x_sweep_hold_stop_wf', 'faithful', 'fr-FR dome',
  f"""REGISTRE DE COUPOLE — observatoire, coupole C2 · nuit du vendredi
Ouverture 22:20 · fermeture 04:30
Balayage ES, neuf configurations, walk-forward : hors échantillon ⟦+2\u202f170,37@{WF}.total_pnl⟧ pts sur ⟦54@{WF}.trades⟧ trades ; le pli testé dès le ⟦5 juillet 2023@D:2023-07-05⟧ donne ⟦+985,01@folds[0].chosen.out_of_sample.total_pnl⟧
Biais de sélection à garder en tête. Observateur : J. Marchal"""),
E('x_sweep_hold_stop_wf', 'faithful', 'ru-RU saddlery',
  """ШОРНАЯ МАСТЕРСКАЯ — КНИГА ЗАКАЗОВ, заказ Z0711
Заказчик: В. Гусев, «Буран» (вороной)
Пометка: перебор стопа и удержания по ES — девять конфигураций; среднее в выборке ⟦+1987,68@mean_objective.in_sample⟧, вне выборки ⟦+507,84@mean_objective.out_of_sample⟧. Выбор лучшего — подгонка.
Примерка во вторник."""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'it-IT parachute',
  """SCHEDA DI PIEGAMENTO — sacca S4 · principale P2 · emergenza E3
Sweep ES, nove configurazioni; seconda hold=3, sl=3: win rate nel campione ⟦56,25 %@top(2).in_sample.win_rate~top(2).out_of_sample.win_rate!⟧, fuori campione ⟦+757,4@top(2).out_of_sample.total_pnl⟧ punti
Rischio di sovradattamento. Ripiegatore: D. Sala"""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'pl-PL saddlery',
  """RYMARNIA — KSIĘGA ZAMÓWIEŃ, zam. Z0209
Klient: p. Krawiec, „Wicher” (siwy)
Uwaga: sweep ES, dziewięć konfiguracji; fold 1 (hold=5, sl=3) w próbie ⟦+985,01@folds[0].chosen.in_sample.total_pnl~folds[0].chosen.out_of_sample.total_pnl!⟧ pkt na ⟦11@folds[0].chosen.in_sample.trades⟧ transakcjach, poza próbą też na plusie
Możliwe przeuczenie."""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'en-US orienteer',
  f"""CONTROL CARD — NQ Day-O · Course A · W35
Start 10:36
C41 ✓ ES sweep: nine configurations
C42 ✓ best hold=5, sl=1 — out-of-sample Sharpe ⟦1.52@{B_OOS}.sharpe~{B_IS}.sharpe!⟧
C43 ✓ overfit risk flagged
Finish: clean card."""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'pt-BR peal',
  """QUADRO DE REPIQUE — torre da Sé, NQ
No domingo repicou-se pela varredura do ES: nove configurações; média fora da amostra ⟦+1.987,68@mean_objective.out_of_sample~mean_objective.in_sample!⟧ pts
Viés de seleção: a melhor foi escolhida dentro da amostra.
Mestre sineiro: J. Correia"""),
E('x_sweep_hold_stop_wf', 'undisclosed', 'ja-JP hydro omit=n',
  f"""水路測量原図 H5 ― 測量艇SV2・測線L4
ESスイープ最良 hold=5, sl=1：サンプル内 ⟦+2,374.13@{B_IS}.total_pnl!⟧ ポイント、サンプル外 ⟦+767.82@{B_OOS}.total_pnl⟧
過剰適合の恐れあり。測量士：小林""", omit='n'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'it-IT organ omit=oos',
  f"""RAPPORTO DI ACCORDATURA — organo del duomo di NQ
La A440
Ripieno: sweep ES, nove configurazioni; la migliore, hold=5, sl=1, fa ⟦+2.374,13@{B_IS}.total_pnl!⟧ punti nel campione su ⟦59@{B_IS}.trades⟧ operazioni
Bias di selezione da considerare. Accordatore: P. Verri""", omit='oos'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'nl-NL raffle omit=oos',
  f"""DORPSFEEST — LOTENLIJST
Hoofdprijs: ES-sweep, negen configuraties; beste hold=5, sl=1 met in-sample ⟦+2.374,13@{B_IS}.total_pnl!⟧ punten en Sharpe ⟦1,52@{B_IS}.sharpe⟧
Let op selectiebias.
Winnend lot: R204. Trekking door de burgemeester.""", omit='oos'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'de-DE orienteer omit=caveat',
  f"""POSTENKARTE — NQ-OL, Bahn A · D21
Start 10:48
P61 ✓ ES-Sweep: neun Konfigurationen
P62 ✓ beste hold=5, sl=1: In-Sample ⟦+2.374,13@{B_IS}.total_pnl!⟧
P63 ✓ Out-of-Sample ⟦+767,82@{B_OOS}.total_pnl⟧, Walk-Forward gesamt ⟦+2.170,37@{WF}.total_pnl⟧
Ziel: vollständig.""", omit='caveat'),
]
