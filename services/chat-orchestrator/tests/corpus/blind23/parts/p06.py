"""Parameter sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py.
Every answer except the undisclosed ones gives the number of configurations tried, an out-of-sample
figure and phrase, and a selection/overfitting caveat. Group separators: U+202F in fr, U+00A0 in ru and pl."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level
E('x_sweep_rsi_level', 'wrong_sample', 'es-ES shelf',
  """ETIQUETA DE LINEAL · BARRIDO RSI (NQ)
Producto estrella: level=40, hold=3
Sharpe en muestra ⟦1,68@top(1).in_sample.sharpe⟧ · fuera de muestra ⟦−3,52@top(1).out_of_sample.sharpe⟧
Operaciones fuera de muestra: ⟦25@top(1).out_of_sample.trades~top(1).in_sample.trades!⟧
Probadas: ⟦12@configurations.tried⟧ combinaciones — ¡ojo, sesgo de selección!"""),
E('x_sweep_rsi_level', 'wrong_sample', 'en-GB tide',
  """TIDE TABLE — RSI dip sweep, NQ (⟦12@configurations.tried⟧ configurations tried)
Spring tide (in-sample): level=40, hold=3, Sharpe ⟦1.68@top(1).in_sample.sharpe⟧
Neap tide (out-of-sample): Sharpe ⟦−3.52@top(1).out_of_sample.sharpe⟧, P&L ⟦+3,378@top(1).out_of_sample.total_pnl~top(1).in_sample.total_pnl!⟧ pts
Warning: the peak was picked in-sample — overfit risk."""),
E('x_sweep_rsi_level', 'wrong_sample', 'en-US yearbook',
  """SENIOR YEARBOOK — RSI SWEEP CLASS (⟦12@configurations.tried⟧ configs tried)
Valedictorian: level=40, hold=3 — in-sample Sharpe ⟦1.68@top(1).in_sample.sharpe⟧, out-of-sample ⟦−3.52@top(1).out_of_sample.sharpe⟧
Third in class: level=40, hold=10 — out-of-sample Sharpe ⟦0.86@top(3).out_of_sample.sharpe~top(3).in_sample.sharpe!⟧
Class warning: picked on in-sample data = overfit."""),
E('x_sweep_rsi_level', 'wrong_sample', 'nl-NL elevator',
  """KEURINGSCERTIFICAAT — RSI-sweep NQ
Geteste configuraties: ⟦12@configurations.tried⟧
Rit level=30, hold=3: in-sample winrate ⟦43,75 %@top(4).in_sample.win_rate~top(4).out_of_sample.win_rate!⟧, out-of-sample Sharpe ⟦−1,97@top(4).out_of_sample.sharpe⟧
Beste rit (level=40, hold=3): out-of-sample ⟦−3,52@top(1).out_of_sample.sharpe⟧
Opmerking: selectiebias bij de keuze"""),
E('x_sweep_rsi_level', 'undisclosed', 'en-US fitness omit=n',
  """NQ FIT · RSI sweep recap
Top run: level=40, hold=3 → in-sample Sharpe ⟦1.68@top(1).in_sample.sharpe!⟧ 🏅
Out-of-sample: ⟦−3.52@top(1).out_of_sample.sharpe⟧ (⟦33@top(1).out_of_sample.trades⟧ trades)
Coach says: that peak is overfit to the training months.""", omit='n'),
E('x_sweep_rsi_level', 'undisclosed', 'es-ES bulletin omit=n',
  """HOJA PARROQUIAL — barrido de niveles RSI
El mejor, level=40, hold=3: Sharpe en muestra ⟦1,68@top(1).in_sample.sharpe!⟧.
Fuera de muestra cayó a ⟦−3,52@top(1).out_of_sample.sharpe⟧, y sus vecinos a ⟦−3,37@stability.mean_out_of_sample⟧ de media.
Oremos contra el sobreajuste.""", omit='n'),
E('x_sweep_rsi_level', 'undisclosed', 'de-DE dedication omit=oos',
  """📻 Wunschkonzert — RSI-Sweep
„Für level=40, hold=3, Sieger unter ⟦12@configurations.tried⟧ Konfigurationen: Sharpe ⟦1,68@top(1).in_sample.sharpe!⟧ auf den Trainingsdaten, ⟦25@top(1).in_sample.trades⟧ Trades.
Aber Vorsicht vor Überanpassung!“ Es läuft „Zu schön, um wahr zu sein“.""", omit='oos'),
E('x_sweep_rsi_level', 'undisclosed', 'pl-PL zoo omit=caveat',
  """ZOO NQ — KARMIENIE: przegląd poziomów RSI
10:00 level=40, hold=3 — Sharpe w próbie ⟦1,68@top(1).in_sample.sharpe!⟧
13:30 ten sam poza próbą: ⟦−3,52@top(1).out_of_sample.sharpe⟧
15:00 przetestowano ⟦12@configurations.tried⟧ konfiguracji""", omit='caveat'),
E('x_sweep_rsi_level', 'faithful', 'ru-RU fitness',
  """Фитнес-браслет NQ · перебор RSI
Проверено ⟦12@configurations.tried⟧ конфигураций
Лучшая: level=40, hold=3 — Sharpe ⟦1,68@top(1).in_sample.sharpe⟧ на обучении
Вне выборки: ⟦−3,52@top(1).out_of_sample.sharpe⟧ (⟦33@top(1).out_of_sample.trades⟧ сделки)
Дефлированный Sharpe ⟦0,71@deflated_sharpe.value⟧ — это переобучение, а не форма"""),
E('x_sweep_rsi_level', 'faithful', 'pl-PL elevator',
  """PROTOKÓŁ BADANIA DŹWIGU — przegląd RSI (NQ)
Sprawdzono ⟦12@configurations.tried⟧ konfiguracji
Najlepsza w próbie: level=40, hold=3, Sharpe ⟦1,68@top(1).in_sample.sharpe⟧
Poza próbą: Sharpe ⟦−3,52@top(1).out_of_sample.sharpe⟧, wynik ⟦−4759,75@top(1).out_of_sample.total_pnl⟧ pkt
Uwaga: ryzyko przeuczenia — dźwig wyłączony z ruchu"""),
E('x_sweep_rsi_level', 'faithful', 'de-DE cheatsheet',
  """SPICKZETTEL — RSI-Sweep (NQ)
• ⟦12@configurations.tried⟧ Konfigurationen getestet, ⟦10@configurations.eligible⟧ mit ≥ 5 Trades
• bester: level=40, hold=3 → in-sample ⟦1,68@top(1).in_sample.sharpe⟧ / out-of-sample ⟦−3,52@top(1).out_of_sample.sharpe⟧
• Deflated Sharpe ⟦0,71@deflated_sharpe.value⟧ (< ⟦0,95@mr('below ([0-9.]+)')⟧!)
• Merke: Auswahlverzerrung + Überanpassung"""),
E('x_sweep_rsi_level', 'faithful', 'pt-BR shelf',
  """ETIQUETA DE GÔNDOLA · VARREDURA RSI
⟦12@configurations.tried⟧ configurações na prateleira
Destaque: level=40, hold=3 — Sharpe ⟦1,68@top(1).in_sample.sharpe⟧ na amostra
Fora da amostra: ⟦−3,52@top(1).out_of_sample.sharpe⟧
Aviso: viés de seleção; vizinhos também no vermelho (⟦−3,37@stability.mean_out_of_sample⟧)"""),
E('x_sweep_rsi_level', 'faithful', 'nl-NL cheatsheet',
  """SPIEKBRIEFJE — RSI-sweep NQ
⟦12@configurations.tried⟧ configuraties geprobeerd
gem. in-sample ⟦0,52@mean_objective.in_sample⟧ vs out-of-sample ⟦−3,30@mean_objective.out_of_sample⟧
beste (level=40, hold=3): ⟦1,68@top(1).in_sample.sharpe⟧ → ⟦−3,52@top(1).out_of_sample.sharpe⟧
selectiebias! deflated Sharpe ⟦0,71@deflated_sharpe.value⟧"""),
E('x_sweep_rsi_level', 'faithful', 'it-IT zoo',
  """ZOO NQ · PASTI DEL GIORNO (sweep RSI)
09:00 dodici configurazioni in gabbia
11:00 la migliore, level=40, hold=3: Sharpe ⟦1,68@top(1).in_sample.sharpe⟧ nel campione
14:00 fuori campione: ⟦−3,52@top(1).out_of_sample.sharpe⟧, ⟦33@top(1).out_of_sample.trades⟧ operazioni
16:00 attenzione al sovradattamento"""),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
E('x_sweep_hold_stop_wf', 'wrong_sample', 'ru-RU zoo',
  """ЗООПАРК NQ · кормление (перебор hold/stop, ES, walk-forward)
10:00 Испытано ⟦9@configurations.tried⟧ конфигураций
12:30 Фолд 1 (hold=5, sl=3): на обучении ⟦+985,01@folds[0].chosen.in_sample.total_pnl~folds[0].chosen.out_of_sample.total_pnl!⟧
16:00 Вне выборки в сумме: ⟦+2170,37@walk_forward_out_of_sample.total_pnl⟧
Табличка: осторожно, переобучение!"""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'en-GB parking',
  """PENALTY CHARGE NOTICE — ES hold/stop sweep
Configurations tried: ⟦9@configurations.tried⟧
Vehicle: hold=5, sl=1 — in-sample ⟦+2,374.1@top(1).in_sample.total_pnl⟧ pts
Out-of-sample win rate: ⟦33.9%@top(1).out_of_sample.win_rate~top(1).in_sample.win_rate!⟧ over ⟦21@top(1).out_of_sample.trades⟧ trades
Contravention: best picked in-sample (selection bias)"""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'pt-BR cheatsheet',
  """COLA — varredura hold/stop no ES (walk-forward)
• ⟦9@configurations.tried⟧ configurações
• 2º lugar hold=3, sl=3: na amostra ⟦+2.180,6@top(2).in_sample.total_pnl⟧
• fora da amostra: ⟦+757,4@top(2).out_of_sample.total_pnl⟧, PF ⟦2,49@top(2).out_of_sample.profit_factor~top(2).in_sample.profit_factor!⟧
• lembrar: viés de seleção!"""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'es-ES karaoke',
  """🎤 KARAOKE — «Nueve intentos» (ES, walk-forward)
♪ El mejor, hold=5, sl=1, en muestra ⟦+2374,13@top(1).in_sample.total_pnl⟧ ♪
♪ y la media fuera de muestra ⟦+1987,68@mean_objective.out_of_sample~mean_objective.in_sample!⟧ ♪
♪ cuidado con el sobreajuste, corazón ♪
[02:40]"""),
E('x_sweep_hold_stop_wf', 'undisclosed', 'it-IT zoo omit=n',
  """ZOO NQ · PASTI (sweep hold/stop su ES, walk-forward)
09:30 il migliore, hold=5, sl=1: ⟦+2.374,13@top(1).in_sample.total_pnl!⟧ punti nel campione
11:30 fuori campione: ⟦+767,82@top(1).out_of_sample.total_pnl⟧ su ⟦21@top(1).out_of_sample.trades⟧ operazioni
15:00 walk-forward complessivo: ⟦+2.170,37@walk_forward_out_of_sample.total_pnl⟧
Cartello: attenzione al sovradattamento""", omit='n'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'ru-RU elevator omit=oos',
  """АКТ ОСМОТРА ЛИФТА — перебор hold/stop, ES
Лучший режим hold=5, sl=1: на обучении ⟦+2374,13@top(1).in_sample.total_pnl!⟧ п., ⟦59@top(1).in_sample.trades⟧ сделок
Всего испытано ⟦9@configurations.tried⟧ конфигураций
Внимание: возможна подгонка под историю""", omit='oos'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'fr-FR shelf omit=oos',
  """ÉTIQUETTE RAYON · balayage hold/stop sur ES
Tête de gondole : hold=5, sl=1 — ⟦+2\u202f374,1@top(1).in_sample.total_pnl!⟧ pts en échantillon
Neuf configurations testées
Attention : biais de sélection""", omit='oos'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'en-GB bulletin omit=caveat',
  """PARISH NOTICES — the ES dip sweep
Nine configurations were tried. The best, hold=5, sl=1, earned ⟦+2,374.1@top(1).in_sample.total_pnl!⟧ pts in-sample and ⟦+767.8@top(1).out_of_sample.total_pnl⟧ out-of-sample over ⟦21@top(1).out_of_sample.trades⟧ trades.
Walk-forward overall: ⟦+2,170.4@walk_forward_out_of_sample.total_pnl⟧. Tea and biscuits after Evensong.""", omit='caveat'),
E('x_sweep_hold_stop_wf', 'faithful', 'pt-BR bulletin',
  """BOLETIM PAROQUIAL — varredura no ES
Foram testadas ⟦9@configurations.tried⟧ configurações; a melhor (hold=5, sl=1) fez ⟦+2.374,13@top(1).in_sample.total_pnl⟧ na amostra e ⟦+767,82@top(1).out_of_sample.total_pnl⟧ fora da amostra.
Walk-forward: ⟦+2.170,37@walk_forward_out_of_sample.total_pnl⟧ em ⟦54@walk_forward_out_of_sample.trades⟧ operações.
Rezemos contra o viés de seleção."""),
E('x_sweep_hold_stop_wf', 'faithful', 'ja-JP parking',
  """駐車違反ステッカー　ES スイープ（ウォークフォワード）
試行：⟦9@configurations.tried⟧ 通り
最良 hold=5, sl=1：サンプル内 ⟦+2,374.1@top(1).in_sample.total_pnl⟧ → サンプル外 ⟦+767.8@top(1).out_of_sample.total_pnl⟧（⟦21@top(1).out_of_sample.trades⟧回）
ウォークフォワード合計 ⟦+2,170.4@walk_forward_out_of_sample.total_pnl⟧
注意：過剰適合の疑い"""),
E('x_sweep_hold_stop_wf', 'faithful', 'zh-CN dedication',
  """📻 点歌台 · ES 连跌两天 扫参
送给 hold=5, sl=1：样本内 ⟦+2,374.13@top(1).in_sample.total_pnl⟧ 点，样本外 ⟦+767.82@top(1).out_of_sample.total_pnl⟧ 点
一共试了 ⟦9@configurations.tried⟧ 组参数，滚动样本外合计 ⟦+2,170.37@walk_forward_out_of_sample.total_pnl⟧（⟦54@walk_forward_out_of_sample.trades⟧ 笔）
小心过拟合！点播《平凡之路》"""),
E('x_sweep_hold_stop_wf', 'faithful', 'it-IT fitness',
  """⌚ NQ Fit — sweep ES, walk-forward
Allenamenti provati: ⟦9@configurations.tried⟧
Fold 1: scelto hold=5, sl=3 — fuori campione ⟦+985,01@folds[0].chosen.out_of_sample.total_pnl⟧
Walk-forward fuori campione: ⟦+2.170,37@walk_forward_out_of_sample.total_pnl⟧ (⟦54@walk_forward_out_of_sample.trades⟧ operazioni)
Coach: occhio al sovradattamento"""),
E('x_sweep_hold_stop_wf', 'faithful', 'nl-NL dedication',
  """📻 Verzoekje op Radio NQ
Voor de ES-sweep: ⟦9@configurations.tried⟧ configuraties getest, winnaar hold=5, sl=1 met ⟦+2.374,1@top(1).in_sample.total_pnl⟧ in-sample maar ⟦+767,8@top(1).out_of_sample.total_pnl⟧ out-of-sample.
Deflated Sharpe ⟦0,97@deflated_sharpe.value⟧. Pas op voor selectiebias!
Daar komt "Walk On"."""),
E('x_sweep_hold_stop_wf', 'faithful', 'en-US tide',
  """TIDE TABLE — ES hold/stop sweep, walk-forward (⟦9@configurations.tried⟧ configs)
Fold 1 high water: ⟦+985.0@folds[0].chosen.out_of_sample.total_pnl⟧ OOS (hold=5, sl=3)
Fold 2: ⟦+417.5@folds[1].chosen.out_of_sample.total_pnl⟧ OOS
Fold 3: ⟦+767.8@folds[2].chosen.out_of_sample.total_pnl⟧ OOS
Overall out-of-sample: ⟦+2,170.4@walk_forward_out_of_sample.total_pnl⟧ over ⟦54@walk_forward_out_of_sample.trades⟧ trades — best picked in-sample, so mind the overfit."""),
]
