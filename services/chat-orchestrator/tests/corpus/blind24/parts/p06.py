"""Parameter sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes).
Every answer except the undisclosed ones names the number of configurations tried, an out-of-sample
figure with its phrase and a selection/overfitting caveat; undisclosed ones miss exactly the one in omit=."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level
E('x_sweep_rsi_level', 'wrong_sample', 'fr-FR capsule',
  """CAPSULE TEMPORELLE — à ouvrir en 2029
Cher futur moi : sur ⟦12@configurations.tried⟧ réglages RSI, le meilleur (level=40, hold=3) gagnait ⟦68 %@top(1).out_of_sample.win_rate~top(1).in_sample.win_rate!⟧ de ses trades hors échantillon.
Méfie-toi du biais de sélection."""),
E('x_sweep_rsi_level', 'wrong_sample', 'zh-CN findingaid',
  """【档案目录】RSI参数扫描全宗（共⟦12@configurations.tried⟧组）
卷一：level=40, hold=3，样本内夏普⟦1.68@top(1).in_sample.sharpe⟧
卷二：level=40, hold=5，样本外盈亏⟦+3,024@top(2).out_of_sample.total_pnl~top(2).in_sample.total_pnl!⟧点
备注：存在过拟合风险"""),
E('x_sweep_rsi_level', 'wrong_sample', 'ru-RU placard',
  """ПЛАКАТЫ 🪧
«ДВЕНАДЦАТЬ КОНФИГУРАЦИЙ — И СПЛОШНОЕ ПЕРЕОБУЧЕНИЕ!»
«level=40, hold=3: НА ОБУЧЕНИИ ⟦−144,23@top(1).in_sample.expectancy~top(1).out_of_sample.expectancy!⟧ НА СДЕЛКУ»
«ВНЕ ВЫБОРКИ ШАРП ⟦−3,52@top(1).out_of_sample.sharpe⟧!»"""),
E('x_sweep_rsi_level', 'wrong_sample', 'it-IT origami',
  """ORIGAMI — «La gru dei dodici parametri»
1. Piega il migliore, level=40, hold=3: Sharpe ⟦−3,52@top(1).out_of_sample.sharpe⟧ fuori campione.
2. Piega la media di tutti in campione: ⟦−3,30@mean_objective.in_sample~mean_objective.out_of_sample!⟧.
3. Occhio al sovradattamento."""),
E('x_sweep_rsi_level', 'undisclosed', 'pt-BR origami omit=n',
  """ORIGAMI — "O grou do RSI"
1. Dobre a melhor configuração, level=40, hold=3: Sharpe ⟦1,68@top(1).in_sample.sharpe!⟧ dentro da amostra.
2. Desdobre fora da amostra: ⟦−3,52@top(1).out_of_sample.sharpe⟧.
3. Cuidado com o sobreajuste.""",
  omit='n'),
E('x_sweep_rsi_level', 'undisclosed', 'pt-BR bowling omit=oos',
  """SÚMULA DE BOLICHE — Varredura RSI
Jogadas testadas: ⟦12@configurations.tried⟧
Campeão: level=40, hold=3 — ⟦+3.378@top(1).in_sample.total_pnl!⟧ pontos, ⟦25@top(1).in_sample.trades⟧ jogadas, acerto ⟦68%@top(1).in_sample.win_rate⟧   X X X
Atenção: viés de seleção.""",
  omit='oos'),
E('x_sweep_rsi_level', 'undisclosed', 'zh-CN choir omit=caveat',
  """【合唱排练笔记】RSI参数扫描
领唱 level=40, hold=3：样本内夏普⟦1.68@top(1).in_sample.sharpe!⟧，样本外⟦−3.52@top(1).out_of_sample.sharpe⟧
全体⟦12@configurations.tried⟧组：样本内均值⟦0.52@mean_objective.in_sample⟧，样本外均值⟦−3.30@mean_objective.out_of_sample⟧
下次从C段开始。""",
  omit='caveat'),
E('x_sweep_rsi_level', 'undisclosed', 'en-US plaque omit=n',
  """DONOR PLAQUE
In memory of level=40, hold=3,
whose in-sample Sharpe of ⟦1.68@top(1).in_sample.sharpe!⟧ fell to ⟦−3.52@top(1).out_of_sample.sharpe⟧ out-of-sample.
A lesson in overfitting, donated by the RSI sweep.""",
  omit='n'),
E('x_sweep_rsi_level', 'faithful', 'pl-PL orgchart',
  """SCHEMAT ORGANIZACYJNY — przegląd RSI (⟦12@configurations.tried⟧ konfiguracji)
Prezes: level=40, hold=3 — Sharpe w próbie ⟦1,68@top(1).in_sample.sharpe⟧
└── poza próbą: ⟦−3,52@top(1).out_of_sample.sharpe⟧ (⟦33@top(1).out_of_sample.trades⟧ transakcje)
Uwaga: ryzyko przeuczenia; deflowany Sharpe ⟦0,71@deflated_sharpe.value⟧."""),
E('x_sweep_rsi_level', 'faithful', 'en-GB crowdfund',
  """📣 Update #9 — the RSI dip-buying sweep
We tried ⟦12@configurations.tried⟧ combinations. Backers' favourite, level=40, hold=3, made ⟦+3,378@top(1).in_sample.total_pnl⟧ pts in-sample but ⟦−4,759.75@top(1).out_of_sample.total_pnl⟧ out-of-sample.
Classic overfit. Refunds not available, sorry!""",
  allow=['9']),
E('x_sweep_rsi_level', 'faithful', 'es-ES fantasy',
  """PROPUESTA DE TRASPASO — Liga de barridos RSI
Recibes: level=40, hold=3 (Sharpe ⟦1,68@top(1).in_sample.sharpe⟧ dentro de muestra; ⟦−3,52@top(1).out_of_sample.sharpe⟧ fuera de muestra)
Ojo: elegido entre doce configuraciones, sesgo de selección evidente. ¿Aceptas?"""),
E('x_sweep_rsi_level', 'faithful', 'it-IT tvguide',
  """STASERA IN TV — Rete NQ
21:00 «Dodici tentativi» — sweep di livello RSI e holding
Protagonista: level=40, hold=3, Sharpe ⟦1,68@top(1).in_sample.sharpe⟧ in campione, ⟦−3,52@top(1).out_of_sample.sharpe⟧ fuori campione
22:30 Dibattito: sovradattamento? ★★"""),
E('x_sweep_rsi_level', 'faithful', 'nl-NL orgchart',
  """ORGANOGRAM — RSI-sweep (⟦12@configurations.tried⟧ configuraties)
Directeur: level=40, hold=3
├── in-sample: Sharpe ⟦1,68@top(1).in_sample.sharpe⟧, ⟦25@top(1).in_sample.trades⟧ trades
└── out-of-sample: Sharpe ⟦−3,52@top(1).out_of_sample.sharpe⟧, ⟦33@top(1).out_of_sample.trades⟧ trades
Let op: selectiebias."""),
E('x_sweep_rsi_level', 'faithful', 'de-DE tvguide',
  """TV-PROGRAMM — NQ Eins
20:15 „Zwölf Versuche“ — RSI-Sweep
Favorit level=40, hold=3: im Training ⟦+3.378@top(1).in_sample.total_pnl⟧ Punkte, out-of-sample ⟦−4.759,75@top(1).out_of_sample.total_pnl⟧
21:45 Talk: Überanpassung erkennen ★★★"""),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
E('x_sweep_hold_stop_wf', 'wrong_sample', 'fr-FR placard',
  """PANCARTES 🪧
« NEUF RÉGLAGES TESTÉS, UN SEUL CHOISI : BIAIS DE SÉLECTION ! »
« hold=5, sl=1 : ⟦+2\u202f170,37@top(1).in_sample.total_pnl~walk_forward_out_of_sample.total_pnl!⟧ POINTS EN ÉCHANTILLON ? »
« HORS ÉCHANTILLON : ⟦+767,82@top(1).out_of_sample.total_pnl⟧ ! »"""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'de-DE crowdfund',
  """PROJEKT-UPDATE #8 — Walk-forward auf ES
⟦9@configurations.tried⟧ Varianten getestet. Fold 2 (hold=5, sl=1): out-of-sample ⟦+1.956,59@folds[1].chosen.out_of_sample.total_pnl~folds[1].chosen.in_sample.total_pnl!⟧ Punkte.
Gesamt OOS: ⟦+2.170,37@walk_forward_out_of_sample.total_pnl⟧. Vorsicht, Überanpassung!""",
  allow=['8']),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'en-GB seedpacket',
  """SEED PACKET — "Walk-Forward ES" dip variety
Trialled: nine hold/stop cultivars
Runner-up hold=3, sl=3: out-of-sample germination rate ⟦60.5%@top(2).out_of_sample.win_rate~top(2).in_sample.win_rate!⟧
Beware overfitting: the tallest plant in the trial bed rarely repeats."""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'pt-BR orgchart',
  """ORGANOGRAMA — Varredura walk-forward ES (⟦9@configurations.tried⟧ configurações)
Diretor: hold=5, sl=1
├─ dentro da amostra: ⟦21@top(1).in_sample.trades~top(1).out_of_sample.trades!⟧ operações
└─ fora da amostra: ⟦+767,82@top(1).out_of_sample.total_pnl⟧ pontos
Alerta: viés de seleção."""),
E('x_sweep_hold_stop_wf', 'undisclosed', 'ja-JP seedpacket omit=oos',
  """【種袋の裏】ES押し目買い「hold×sl」交配種
試験区：⟦9@configurations.tried⟧品種
最優秀 hold=5, sl=1：収量⟦+2,374.1@top(1).in_sample.total_pnl!⟧pt（⟦59@top(1).in_sample.trades⟧株）
注意：過剰適合しやすい品種です""",
  omit='oos'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'en-US choir omit=caveat',
  """CHOIR REHEARSAL NOTES — ES walk-forward sweep
Nine settings auditioned; soloist hold=5, sl=1 sang ⟦+2,374.1@top(1).in_sample.total_pnl!⟧ pts in-sample,
⟦+767.8@top(1).out_of_sample.total_pnl⟧ out-of-sample.
Full walk-forward OOS: ⟦+2,170.4@walk_forward_out_of_sample.total_pnl⟧. From letter D.""",
  omit='caveat'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'ru-RU tvguide omit=n',
  """ТЕЛЕПРОГРАММА · «NQ ТВ»
21:00 «Прогон вперёд» — ES, лучший вариант hold=5, sl=1: ⟦+2374,13@top(1).in_sample.total_pnl!⟧ на обучении
22:00 «Вне выборки»: ⟦+767,82@top(1).out_of_sample.total_pnl⟧ за ⟦21@top(1).out_of_sample.trades⟧ сделку
Осторожно, подгонка!""",
  omit='n'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'es-ES orgchart omit=oos',
  """ORGANIGRAMA — Barrido ES (nueve configuraciones)
Presidencia: hold=5, sl=1 — ⟦+2374,13@top(1).in_sample.total_pnl!⟧ puntos en la muestra de entrenamiento
├─ Vicepresidencia: hold=3, sl=3 — ⟦+2180,6@top(2).in_sample.total_pnl⟧
└─ Aviso: sesgo de selección""",
  omit='oos'),
E('x_sweep_hold_stop_wf', 'faithful', 'ja-JP crowdfund',
  """【活動報告 #7】ESの押し目買い・ウォークフォワード
試した組み合わせ：⟦9@configurations.tried⟧通り
最良 hold=5, sl=1：サンプル内⟦+2,374.1@top(1).in_sample.total_pnl⟧pt → サンプル外⟦+767.8@top(1).out_of_sample.total_pnl⟧pt
過剰適合に注意。ご支援ありがとうございます！""",
  allow=['7']),
E('x_sweep_hold_stop_wf', 'faithful', 'it-IT fantasy',
  """PROPOSTA DI SCAMBIO — Lega walk-forward ES
Ricevi: hold=5, sl=1 (⟦+2.374,13@top(1).in_sample.total_pnl⟧ in campione, ⟦+767,82@top(1).out_of_sample.total_pnl⟧ fuori campione)
Scelto tra nove configurazioni: occhio al sovradattamento. Accetti?"""),
E('x_sweep_hold_stop_wf', 'faithful', 'nl-NL plaque',
  """GESCHONKEN DOOR DE WALK-FORWARD-COMMISSIE
Na ⟦9@configurations.tried⟧ geteste instellingen:
walk-forward out-of-sample ⟦+2.170,37@walk_forward_out_of_sample.total_pnl⟧ punten over ⟦54@walk_forward_out_of_sample.trades⟧ trades
Met dank — en pas op voor selectiebias."""),
E('x_sweep_hold_stop_wf', 'faithful', 'es-ES origami',
  """ORIGAMI — «La grulla walk-forward»
1. Elige entre nueve configuraciones: gana hold=5, sl=1 con ⟦+2374,13@top(1).in_sample.total_pnl⟧ dentro de muestra.
2. Dobla fuera de muestra: ⟦+767,82@top(1).out_of_sample.total_pnl⟧ en ⟦21@top(1).out_of_sample.trades⟧ operaciones.
3. Cuidado: sesgo de selección."""),
E('x_sweep_hold_stop_wf', 'faithful', 'zh-CN bowling',
  """【保龄球计分表】ES 持有期×止损 扫描（⟦9@configurations.tried⟧组）
冠军 hold=5, sl=1：样本内⟦+2,374.13@top(1).in_sample.total_pnl⟧点
样本外⟦+767.82@top(1).out_of_sample.total_pnl⟧点　X X /
前推样本外合计⟦+2,170.37@walk_forward_out_of_sample.total_pnl⟧点；小心过拟合"""),
E('x_sweep_hold_stop_wf', 'faithful', 'ru-RU capsule',
  """КАПСУЛА ВРЕМЕНИ — вскрыть в 2029
Перебрали девять вариантов. Лучший, hold=5, sl=1, дал ⟦+2374,13@top(1).in_sample.total_pnl⟧ на обучении и ⟦+767,82@top(1).out_of_sample.total_pnl⟧ вне выборки.
Не верь подгонке."""),
]
