"""The two sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py.
Every answer except `undisclosed` gives the number of configurations tried, an out-of-sample figure and phrase,
and a selection/overfitting caveat. Group separators: U+202F in fr, U+00A0 in ru and pl."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

R = 'x_sweep_rsi_level'
W = 'x_sweep_hold_stop_wf'

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level
E(R, 'faithful', 'de-DE proof',
  """Satz. Der Vorsprung der besten RSI-Konfiguration beruht auf Überanpassung.
Beweis. Zwölf Konfigurationen wurden getestet; level=40, hold=3 erreicht in-sample eine Sharpe von ⟦1,68@top(1).in_sample.sharpe⟧, out-of-sample aber ⟦−3,52@top(1).out_of_sample.sharpe⟧ bei ⟦33@top(1).out_of_sample.trades⟧ Trades. Deflationierte Sharpe: ⟦0,71@deflated_sharpe.value⟧ < ⟦0,95@mr('below ([0-9.]+)')⟧. ∎"""),
E(R, 'faithful', 'es-ES racing',
  """15:00 · GRAN PREMIO RSI · ⟦12@configurations.tried⟧ participantes · pista: NQ
1) level=40, hold=3 — Sharpe en muestra ⟦1,68@top(1).in_sample.sharpe⟧; fuera de muestra ⟦−3,52@top(1).out_of_sample.sharpe⟧
2) level=40, hold=5 — ⟦1,35@top(2).in_sample.sharpe⟧ / ⟦−3,19@top(2).out_of_sample.sharpe⟧
Aviso de los comisarios: ganador elegido en la muestra, sesgo de selección. Sharpe deflactado ⟦0,71@deflated_sharpe.value⟧."""),
E(R, 'faithful', 'zh-CN conductor',
  """各位旅客：本次列车共测试 ⟦12@configurations.tried⟧ 组参数，终点站是 level=40, hold=3。
样本内夏普 ⟦1.68@top(1).in_sample.sharpe⟧，样本外跌到 ⟦−3.52@top(1).out_of_sample.sharpe⟧（⟦33@top(1).out_of_sample.trades⟧ 笔交易）。
请注意：这是挑出来的最好结果，存在过拟合风险。下车请带好随身物品。"""),
E(R, 'faithful', 'ru-RU infobox',
  """{{Карточка перебора
| конфигураций = ⟦12@configurations.tried⟧
| лучшая = level=40, hold=3
| в выборке = Sharpe ⟦1,68@top(1).in_sample.sharpe⟧, ⟦25@top(1).in_sample.trades⟧ сделок
| вне выборки = Sharpe ⟦−3,52@top(1).out_of_sample.sharpe⟧, ⟦−4759,75@top(1).out_of_sample.total_pnl⟧ п.
| дефлированный Sharpe = ⟦0,71@deflated_sharpe.value⟧
| вывод = переобучение
}}"""),
E(R, 'faithful', 'ja-JP proof',
  """命題：RSI スイープの最良設定は信頼できない。
証明：⟦12@configurations.tried⟧ 通りを試し、最良の level=40, hold=3 はサンプル内シャープ ⟦1.68@top(1).in_sample.sharpe⟧、サンプル外 ⟦−3.52@top(1).out_of_sample.sharpe⟧。全設定の平均でもサンプル外 ⟦−3.30@mean_objective.out_of_sample⟧。選択による過剰適合である。∎"""),
E(R, 'faithful', 'es-ES countdown',
  """CUENTA ATRÁS · barrido RSI en el NQ
T-00:03 — ⟦12@configurations.tried⟧ configuraciones probadas
T-00:02 — la mejor (level=40, hold=3): ⟦+3378@top(1).in_sample.total_pnl⟧ pts en muestra
T-00:01 — fuera de muestra: ⟦−4759,75@top(1).out_of_sample.total_pnl⟧ pts en ⟦33@top(1).out_of_sample.trades⟧ operaciones
¡Abortar! Sobreajuste claro; Sharpe deflactado ⟦0,71@deflated_sharpe.value⟧."""),
E(R, 'wrong_sample', 'fr-FR infobox',
  """{{Infobox balayage
| configurations = ⟦12@configurations.tried⟧
| meilleure = level=40, hold=3
| Sharpe = ⟦1,68@top(1).in_sample.sharpe⟧ en échantillon, ⟦−3,52@top(1).out_of_sample.sharpe⟧ hors échantillon
| réussite hors échantillon = ⟦68\u202f%@top(1).out_of_sample.win_rate~top(1).in_sample.win_rate!⟧
| avertissement = biais de sélection
}}"""),
E(R, 'wrong_sample', 'en-GB racing',
  """14:05 RSI SWEEP STAKES · ⟦12@configurations.tried⟧ runners · Going: heavy
1. level=40, hold=3 — in-sample P&L ⟦−4,759.75@top(1).in_sample.total_pnl~top(1).out_of_sample.total_pnl!⟧ pts, Sharpe ⟦1.68@top(1).in_sample.sharpe⟧
Stewards' enquiry: selection bias; out-of-sample Sharpe ⟦−3.52@top(1).out_of_sample.sharpe⟧."""),
E(R, 'wrong_sample', 'nl-NL sitrep',
  """SITREP · RSI-SWEEP
1. Getest: ⟦12@configurations.tried⟧ configuraties.
2. Beste: level=40, hold=3, in-sample Sharpe ⟦1,68@top(1).in_sample.sharpe⟧.
3. Out-of-sample: Sharpe ⟦−3,52@top(1).out_of_sample.sharpe⟧, verwachting per trade ⟦135,12@top(1).out_of_sample.expectancy~top(1).in_sample.expectancy!⟧ punten.
4. Oordeel: selectiebias, niet handelen. Einde."""),
E(R, 'wrong_sample', 'ja-JP insta',
  """RSI スイープ ⟦12@configurations.tried⟧ 通り回してみた 🔁📉
2位 level=40, hold=5：サンプル外 PF ⟦2.52@top(2).out_of_sample.profit_factor~top(2).in_sample.profit_factor!⟧
1位 level=40, hold=3：サンプル外シャープ ⟦−3.52@top(1).out_of_sample.sharpe⟧
結論：過剰適合 ⚠️
#バックテスト #NQ #RSI""",
  allow=['1', '2']),
E(R, 'undisclosed', 'pl-PL bingo omit=n',
  """Oczy na karty! 🎱
Najlepsza kula: level=40, hold=3, Sharpe w próbie ⟦1,68@top(1).in_sample.sharpe!⟧!
Poza próbą: ⟦−3,52@top(1).out_of_sample.sharpe⟧!
Uwaga na przeuczenie, panie i panowie! Bingo?""",
  omit='n'),
E(R, 'undisclosed', 'de-DE bingo omit=oos',
  """Augen auf die Karte! 🎱
Zwölf Konfigurationen in der Trommel…
Gezogen: level=40, hold=3 mit Sharpe ⟦1,68@top(1).in_sample.sharpe!⟧ und ⟦+3.378@top(1).in_sample.total_pnl⟧ Punkten!
Aber Vorsicht, Überanpassung! Bingo?""",
  omit='oos'),
E(R, 'undisclosed', 'ru-RU lottery omit=caveat',
  """🎱 Тираж «RSI-перебор»
В барабане ⟦12@configurations.tried⟧ конфигураций.
Выигрыш: level=40, hold=3, Sharpe ⟦1,68@top(1).in_sample.sharpe!⟧ на обучающей выборке, ⟦+3378@top(1).in_sample.total_pnl⟧ пунктов.
Вне выборки: ⟦−3,52@top(1).out_of_sample.sharpe⟧.
Поздравляем победителя!""",
  omit='caveat'),
E(R, 'undisclosed', 'it-IT insta omit=n',
  """Ho provato un po' di combinazioni RSI sul NQ 🔁
Vincitrice: level=40, hold=3, Sharpe ⟦1,68@top(1).in_sample.sharpe!⟧ nel campione 😍
Fuori campione? ⟦−3,52@top(1).out_of_sample.sharpe⟧ 💀
Morale: sovradattamento.
#trading #backtest #NQ""",
  omit='n'),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
E(W, 'faithful', 'es-ES insta',
  """Barrido en ES con walk-forward 🔁📈
⟦9@configurations.tried⟧ configuraciones probadas; la mejor, hold=5, sl=1: ⟦+2374,13@top(1).in_sample.total_pnl⟧ pts en muestra y ⟦+767,82@top(1).out_of_sample.total_pnl⟧ fuera de muestra (⟦21@top(1).out_of_sample.trades⟧ operaciones).
Ojo al sesgo de selección 👀
#ES #backtest #walkforward"""),
E(W, 'faithful', 'en-US lottery',
  """🎟️ WALK-FORWARD DRAW · ES two-down-days dip
Balls in the machine: nine configurations
Winning ticket: hold=5, sl=1, in-sample ⟦+2,374.13@top(1).in_sample.total_pnl⟧ pts
Out-of-sample payout: ⟦+767.82@top(1).out_of_sample.total_pnl⟧ pts on ⟦21@top(1).out_of_sample.trades⟧ trades
Walk-forward OOS total: ⟦+2,170.37@walk_forward_out_of_sample.total_pnl⟧ · picked in-sample, so overfit risk."""),
E(W, 'faithful', 'zh-CN lottery',
  """【开奖公告】ES 连跌两日抄底 · 持有期/止损扫描
参与号码：⟦9@configurations.tried⟧ 组
头奖：hold=5, sl=1，样本内 ⟦+2,374.13@top(1).in_sample.total_pnl⟧ 点
样本外：⟦+767.82@top(1).out_of_sample.total_pnl⟧ 点（⟦21@top(1).out_of_sample.trades⟧ 笔）
滚动样本外合计 ⟦+2,170.37@walk_forward_out_of_sample.total_pnl⟧ 点。提示：存在过拟合可能。"""),
E(W, 'faithful', 'it-IT proof',
  """Teorema. Il walk-forward su ES regge, ma con cautela.
Dimostrazione. Su nove configurazioni la migliore (hold=5, sl=1) fa ⟦+2.374,13@top(1).in_sample.total_pnl⟧ nel campione e ⟦+767,82@top(1).out_of_sample.total_pnl⟧ fuori campione; il walk-forward fuori campione somma ⟦+2.170,37@walk_forward_out_of_sample.total_pnl⟧ su ⟦54@walk_forward_out_of_sample.trades⟧ operazioni. Resta il rischio di sovradattamento. ∎"""),
E(W, 'faithful', 'de-DE proof',
  """Satz. Der ES-Dip übersteht den Walk-forward.
Beweis. Neun Konfigurationen; Fold 1 wählt hold=5, sl=3 mit out-of-sample ⟦+985,01@folds[0].chosen.out_of_sample.total_pnl⟧; insgesamt out-of-sample ⟦+2.170,37@walk_forward_out_of_sample.total_pnl⟧ bei ⟦54@walk_forward_out_of_sample.trades⟧ Trades. Deflationierte Sharpe ⟦0,97@deflated_sharpe.value⟧. Restrisiko: Überanpassung. ∎"""),
E(W, 'faithful', 'fr-FR patent',
  """REVENDICATIONS
1. Procédé de réglage de la détention et du stop sur ES, testant neuf configurations en walk-forward ; la meilleure (hold=5, sl=1) fait ⟦+2\u202f374,13@top(1).in_sample.total_pnl⟧ points en échantillon.
2. Procédé selon la revendication 1, dans lequel le résultat hors échantillon vaut ⟦+767,82@top(1).out_of_sample.total_pnl⟧ points, sous réserve du biais de sélection."""),
E(W, 'wrong_sample', 'de-DE patent',
  """PATENTANSPRÜCHE
1. Verfahren zur Walk-forward-Auswahl von Haltedauer und Stopp für ES, wobei neun Konfigurationen geprüft werden.
2. Verfahren nach Anspruch 1, wobei die beste Konfiguration hold=5, sl=1 in-sample ⟦+2.170,37@top(1).in_sample.total_pnl~walk_forward_out_of_sample.total_pnl!⟧ Punkte und out-of-sample ⟦+767,82@top(1).out_of_sample.total_pnl⟧ erzielt; Überanpassung möglich."""),
E(W, 'wrong_sample', 'zh-CN countdown',
  """倒计时 · ES 滚动前进扫描（⟦9@configurations.tried⟧ 组参数）
T-00:03 — 第1折：样本外 ⟦+985.01@folds[0].chosen.out_of_sample.total_pnl⟧
T-00:02 — 第2折：样本外 ⟦+1,956.59@folds[1].chosen.out_of_sample.total_pnl~folds[1].chosen.in_sample.total_pnl!⟧
T-00:01 — 第3折：样本外 ⟦+767.82@folds[2].chosen.out_of_sample.total_pnl⟧
点火！注意过拟合。"""),
E(W, 'wrong_sample', 'fr-FR journal',
  """ÉCRITURE DE JOURNAL · balayage ES, neuf configurations
Débit   en échantillon (hold=5, sl=1)   ⟦2\u202f374,13@top(1).in_sample.total_pnl⟧ pts
Crédit  hors échantillon   ⟦767,82@top(1).out_of_sample.total_pnl⟧ pts
Libellé : profit factor hors échantillon ⟦2,09@top(1).out_of_sample.profit_factor~top(1).in_sample.profit_factor!⟧ ; risque de sur-optimisation."""),
E(W, 'wrong_sample', 'pt-BR bingo',
  """Olha a pedra! 🎱
Nove configurações no globo…
Segunda colocada: hold=3, sl=3, taxa de acerto dentro da amostra ⟦56,25 %@top(2).in_sample.win_rate~top(2).out_of_sample.win_rate!⟧!
Fora da amostra ela fez ⟦+757,4@top(2).out_of_sample.total_pnl⟧!
Cuidado com o viés de seleção. BINGO!"""),
E(W, 'undisclosed', 'ja-JP racing omit=n',
  """【出馬表】ES 押し目買い・保有期間×損切りステークス
本命：hold=5, sl=1　サンプル内 ⟦+2,374.13@top(1).in_sample.total_pnl!⟧ポイント
サンプル外：⟦+767.82@top(1).out_of_sample.total_pnl⟧（⟦21@top(1).out_of_sample.trades⟧戦）
注意：過剰適合の可能性あり。""",
  omit='n'),
E(W, 'undisclosed', 'en-GB sitrep omit=oos',
  """SITREP — ES DIP SWEEP
1. Nine configurations tested.
2. Best: hold=5, sl=1, ⟦+2,374.13@top(1).in_sample.total_pnl!⟧ pts over ⟦59@top(1).in_sample.trades⟧ trades.
3. Deflated Sharpe ⟦0.97@deflated_sharpe.value⟧.
4. CAUTION: picked in-sample, possible overfit. ENDS.""",
  omit='oos'),
E(W, 'undisclosed', 'es-ES journal omit=oos',
  """ASIENTO · barrido ES, nueve configuraciones
Debe    mejor configuración (hold=5, sl=1) → ⟦2374,13@top(1).in_sample.total_pnl!⟧ pts
Haber   media de la rejilla → ⟦1987,68@mean_objective.in_sample⟧ pts
Concepto: elegida con los datos de entrenamiento; cuidado con el sobreajuste.""",
  omit='oos'),
E(W, 'undisclosed', 'ru-RU charsheet omit=caveat',
  """ЛИСТ ПЕРСОНАЖА — «ES, два красных дня»
Испытано конфигураций: девять
Лучший класс: hold=5, sl=1
Сила в выборке: ⟦+2374,13@top(1).in_sample.total_pnl!⟧
Сила вне выборки: ⟦+767,82@top(1).out_of_sample.total_pnl⟧ за ⟦21@top(1).out_of_sample.trades⟧ сделку
Итог walk-forward вне выборки: ⟦+2170,37@walk_forward_out_of_sample.total_pnl⟧""",
  omit='caveat'),
]
