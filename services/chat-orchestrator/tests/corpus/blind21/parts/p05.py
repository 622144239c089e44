"""Parameter sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

S = 'x_sweep_rsi_level'
W = 'x_sweep_hold_stop_wf'
IS1 = 'top(1).in_sample'
OS1 = 'top(1).out_of_sample'

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level
E(S, 'wrong_sample', 'ru-RU kanban',
  f"""ДОСКА: перебор уровней RSI (NQ)
ГОТОВО #1: перебрано ⟦12@configurations.tried⟧ конфигураций, лучшая level=40, hold=3
ГОТОВО #2: Sharpe на обучении ⟦1,68@{IS1}.sharpe⟧, вне выборки ⟦−3,52@{OS1}.sharpe⟧; прибыльных сделок вне выборки ⟦68\u00a0%@{OS1}.win_rate~{IS1}.win_rate!⟧
В РАБОТЕ #3: проверить на переобучение""",
  allow=['1', '2', '3']),
E(S, 'wrong_sample', 'en-US opera',
  f"""ACT III — "The Sweep"
THE OPTIMIZER (tenor): "Twelve I tried, and level=40, hold=3 was crowned: Sharpe ⟦1.68@{IS1}.sharpe⟧ in-sample!"
THE MARKET (bass): "Out-of-sample I gave it ⟦−3.52@{OS1}.sharpe⟧ — and ⟦+135.12@{OS1}.expectancy~{IS1}.expectancy!⟧ a trade."
CHORUS: "Overfit! Overfit!\""""),
E(S, 'wrong_sample', 'ja-JP metar',
  f"""METAR SWEEP 16:00Z VRB03KT CAVOK M02/M06 Q1014
RMK ⟦12@configurations.tried⟧通り試行 最良 level=40, hold=3 サンプル内 ⟦1.68@{IS1}.sharpe⟧ サンプル外 ⟦−3.52@{OS1}.sharpe⟧
RMK 次点 level=40, hold=5 サンプル外 PF ⟦2.52@top(2).out_of_sample.profit_factor~top(2).in_sample.profit_factor!⟧ 過剰適合注意 NOSIG="""),
E(S, 'wrong_sample', 'ru-RU metar',
  f"""METAR NQ 16:00Z VRB02KT CAVOK M04/M08 Q1020
RMK ПЕРЕБОР ⟦12@configurations.tried⟧ ВАРИАНТОВ ЛУЧШИЙ level=40, hold=3 ВНЕ ВЫБОРКИ ⟦−3,52@{OS1}.sharpe⟧
RMK СОСЕДИ ЛУЧШЕГО НА ОБУЧЕНИИ В СРЕДНЕМ ⟦−3,37@stability.mean_in_sample~stability.mean_out_of_sample!⟧ ПОДГОНКА NOSIG="""),
E(S, 'undisclosed', 'pl-PL taxform omit=n',
  f"""ZEZNANIE — przegląd poziomów RSI (NQ)
1) Najlepsza konfiguracja ... level=40, hold=3
2) Sharpe w próbie .......... ⟦1,68@{IS1}.sharpe!⟧
3) Sharpe poza próbą ........ ⟦−3,52@{OS1}.sharpe⟧
4) Uwagi: wysokie ryzyko przeuczenia""", omit='n'),
E(S, 'undisclosed', 'es-ES taxform omit=oos',
  f"""DECLARACIÓN — barrido de niveles RSI
01. Configuraciones probadas ... ⟦12@configurations.tried⟧
02. Ganadora ................... level=40, hold=3
03. Sharpe de entrenamiento .... ⟦1,68@{IS1}.sharpe!⟧
04. Operaciones ................ ⟦25@{IS1}.trades⟧
05. Observación: riesgo de sobreajuste""", omit='oos'),
E(S, 'undisclosed', 'nl-NL vending omit=caveat',
  f"""[ NQ-SWEEPAUTOMAAT ]  KEUZE A1
⟦12@configurations.tried⟧ CONFIGURATIES GETEST
WINNAAR: level=40, hold=3
IN-SAMPLE SHARPE ⟦1,68@{IS1}.sharpe!⟧
OUT-OF-SAMPLE SHARPE ⟦−3,52@{OS1}.sharpe⟧
NEEM UW PRODUCT UIT""", omit='caveat'),
E(S, 'undisclosed', 'fr-FR parcel omit=n',
  f"""Suivi de colis — balayage RSI (NQ)
09:12 Pris en charge : meilleure config level=40, hold=3
09:40 En transit : Sharpe en échantillon ⟦1,68@{IS1}.sharpe!⟧
10:05 Livré : hors échantillon ⟦−3,52@{OS1}.sharpe⟧ — colis abîmé, sur-optimisation probable""", omit='n'),
E(S, 'faithful', 'en-US socratic',
  f"""SOCRATES: You tried twelve RSI settings, Meno. Which won?
MENO: level=40, hold=3 — Sharpe ⟦1.68@{IS1}.sharpe⟧ in-sample on ⟦25@{IS1}.trades⟧ trades.
SOCRATES: And out-of-sample?
MENO: ⟦−3.52@{OS1}.sharpe⟧ over ⟦33@{OS1}.trades⟧ trades; deflated Sharpe only ⟦0.71@deflated_sharpe.value⟧.
SOCRATES: Then the winner was overfit."""),
E(S, 'faithful', 'nl-NL kanban',
  f"""SWEEPBORD — RSI-niveaus NQ
KLAAR #21: ⟦12@configurations.tried⟧ configuraties, beste level=40, hold=3
KLAAR #22: in-sample Sharpe ⟦1,68@{IS1}.sharpe⟧, out-of-sample ⟦−3,52@{OS1}.sharpe⟧
KLAAR #23: rastergemiddelde ⟦0,52@mean_objective.in_sample⟧ in-sample tegen ⟦−3,30@mean_objective.out_of_sample⟧ out-of-sample
GEBLOKKEERD: selectiebias — niet live zetten""",
  allow=['21', '22', '23']),
E(S, 'faithful', 'es-ES standings',
  f"""CLASIFICACIÓN DEL BARRIDO RSI (⟦12@configurations.tried⟧ configuraciones)
1. level=40, hold=3 — Sharpe ⟦1,68@{IS1}.sharpe⟧ en muestra / ⟦−3,52@{OS1}.sharpe⟧ fuera de muestra
2. level=40, hold=5 — ⟦1,35@top(2).in_sample.sharpe⟧ / ⟦−3,19@top(2).out_of_sample.sharpe⟧
3. level=40, hold=10 — ⟦0,86@top(3).in_sample.sharpe⟧ / ⟦−3,18@top(3).out_of_sample.sharpe⟧
Ojo: sesgo de selección; fuera de muestra pierden los tres."""),
E(S, 'faithful', 'en-GB trail',
  f"""TRAIL NOTES — "RSI Sweep Ridge" (twelve variants walked)
Summit, in-sample: level=40, hold=3, Sharpe ⟦1.68@{IS1}.sharpe⟧.
Descent, out-of-sample: ⟦−3.52@{OS1}.sharpe⟧ over ⟦33@{OS1}.trades⟧ trades — steep and slippery.
Deflated Sharpe at the cairn: ⟦0.71@deflated_sharpe.value⟧. Overfit terrain; the neighbours sit far lower."""),
E(S, 'faithful', 'ja-JP opera',
  f"""第三幕「掃引の嘆き」
最適化（テノール）：「⟦12@configurations.tried⟧通りを試し、level=40, hold=3 が王座に！サンプル内 Sharpe ⟦1.68@{IS1}.sharpe⟧！」
市場（バス）：「サンプル外では ⟦−3.52@{OS1}.sharpe⟧ だ！」
合唱：「過剰適合！過剰適合！」"""),
E(S, 'faithful', 'de-DE standings',
  f"""TABELLE RSI-SWEEP — ⟦12@configurations.tried⟧ Konfigurationen
1. level=40, hold=3 · In-Sample ⟦1,68@{IS1}.sharpe⟧ · Out-of-Sample ⟦−3,52@{OS1}.sharpe⟧
2. level=40, hold=5 · ⟦1,35@top(2).in_sample.sharpe⟧ · ⟦−3,19@top(2).out_of_sample.sharpe⟧
4. level=30, hold=3 · ⟦0,63@top(4).in_sample.sharpe⟧ · ⟦−1,97@top(4).out_of_sample.sharpe⟧
Deflated Sharpe ⟦0,71@deflated_sharpe.value⟧ — Überanpassung wahrscheinlich."""),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
E(W, 'wrong_sample', 'en-GB setlist',
  f"""SWEEP TOUR — ES, hold × stop, nine configurations
1. Fold 1 (from ⟦5 Jul 2023@D:2023-07-05⟧): hold=5, sl=3 — out-of-sample ⟦+985.01@folds[0].chosen.out_of_sample.total_pnl⟧
2. Fold 2 (from ⟦3 Jan 2024@D:2024-01-03⟧): hold=5, sl=1 — in-sample ⟦+417.54@folds[1].chosen.in_sample.total_pnl~folds[1].chosen.out_of_sample.total_pnl!⟧
3. Walk-forward out-of-sample overall: ⟦+2,170.37@walk_forward_out_of_sample.total_pnl⟧
ENCORE: "Don't Overfit Me\""""),
E(W, 'wrong_sample', 'zh-CN astro',
  f"""观测日志 · ES 持有期×止损扫描（共 ⟦9@configurations.tried⟧ 组）
最亮：hold=5, sl=1，样本内 ⟦+2,374.13@{IS1}.total_pnl⟧（⟦59@{IS1}.trades⟧ 笔）
样本外 ⟦+767.82@{OS1}.total_pnl⟧（⟦21@{OS1}.trades⟧ 笔），样本外盈利因子 ⟦2.09@{OS1}.profit_factor~{IS1}.profit_factor!⟧
备注：小心过拟合。"""),
E(W, 'wrong_sample', 'zh-CN setlist',
  f"""曲目单 · ES 回调扫描（⟦9@configurations.tried⟧ 组参数）
1. 冠军 hold=5, sl=1：样本内 ⟦+2,374.13@{IS1}.total_pnl⟧，共 ⟦54@{IS1}.trades~walk_forward_out_of_sample.trades!⟧ 笔
2. 样本外：⟦+767.82@{OS1}.total_pnl⟧（⟦21@{OS1}.trades⟧ 笔）
安可：前推样本外合计 ⟦+2,170.37@walk_forward_out_of_sample.total_pnl⟧；谨防过拟合"""),
E(W, 'wrong_sample', 'de-DE trail',
  f"""WANDERFÜHRER »Halte-Stopp-Grat« (ES, ⟦9@configurations.tried⟧ Varianten)
Gipfel In-Sample: hold=5, sl=1, ⟦+2.374,13@{IS1}.total_pnl⟧ Punkte.
Abstieg Out-of-Sample: ⟦+767,82@{OS1}.total_pnl⟧ (⟦21@{OS1}.trades⟧ Trades).
Nachbarhütten, Out-of-Sample im Schnitt: ⟦+2.108,05@stability.mean_out_of_sample~stability.mean_in_sample!⟧.
Achtung: Überanpassung!"""),
E(W, 'undisclosed', 'en-US socratic omit=oos',
  f"""SOCRATES: Nine pairs of hold and stop you tried on ES, Phaedo. Which won?
PHAEDO: hold=5, sl=1, with ⟦+2,374.13@{IS1}.total_pnl!⟧ points over ⟦59@{IS1}.trades⟧ trades.
SOCRATES: And was it not overfit, being the best of nine?
PHAEDO: Perhaps; though the deflated Sharpe is ⟦0.97@deflated_sharpe.value⟧.""", omit='oos'),
E(W, 'undisclosed', 'nl-NL parcel omit=caveat',
  f"""Track & Trace — ES-sweep (⟦9@configurations.tried⟧ varianten)
10:02 Gesorteerd: winnaar hold=5, sl=1
10:15 In-sample: ⟦+2.374,13@{IS1}.total_pnl!⟧ punten
10:40 Bezorgd, out-of-sample: ⟦+767,82@{OS1}.total_pnl⟧ punten over ⟦21@{OS1}.trades⟧ trades""", omit='caveat'),
E(W, 'undisclosed', 'it-IT nursery omit=n',
  f"""Stella stellina, la notte si avvicina:
hold=5, sl=1 in campione fa ⟦+2.374,13@{IS1}.total_pnl!⟧,
fuori campione ⟦+767,82@{OS1}.total_pnl⟧ e poi si riposa…
attenta al sovradattamento, la mucca è nella stalla!""", omit='n'),
E(W, 'undisclosed', 'fr-FR astro omit=oos',
  f"""Journal d'observation — balayage ES (neuf configurations)
Objet le plus brillant : hold=5, sl=1, ⟦+2\u202f374,13@{IS1}.total_pnl!⟧ points en échantillon sur ⟦59@{IS1}.trades⟧ trades.
Attention : biais de sélection, l'éclat est sans doute surestimé.
Seeing : Antoniadi III.""", omit='oos'),
E(W, 'faithful', 'de-DE kanban',
  f"""SWEEP-BOARD — ES, hold × sl
ERLEDIGT #4: ⟦9@configurations.tried⟧ Konfigurationen, beste hold=5, sl=1: In-Sample ⟦+2.374,13@{IS1}.total_pnl⟧
ERLEDIGT #5: Out-of-Sample ⟦+767,82@{OS1}.total_pnl⟧; Walk-forward gesamt ⟦+2.170,37@walk_forward_out_of_sample.total_pnl⟧ (⟦54@walk_forward_out_of_sample.trades⟧ Trades)
OFFEN #6: Überanpassung prüfen""",
  allow=['4', '5', '6']),
E(W, 'faithful', 'ru-RU socratic',
  f"""СОКРАТ: Сколько сочетаний удержания и стопа ты перебрал на ES, Критон?
КРИТОН: Девять. Лучшее — hold=5, sl=1: на обучении ⟦+2374,13@{IS1}.total_pnl⟧, вне выборки ⟦+767,82@{OS1}.total_pnl⟧.
СОКРАТ: А весь walk-forward?
КРИТОН: ⟦+2170,37@walk_forward_out_of_sample.total_pnl⟧ вне выборки. Но помни о переобучении."""),
E(W, 'faithful', 'en-US vending',
  f"""[ SWEEP-O-MATIC ]  ES · HOLD × STOP
CONFIGS TRIED: ⟦9@configurations.tried⟧
PICK A1: hold=5, sl=1
IN-SAMPLE ...... ⟦+2,374.13@{IS1}.total_pnl⟧
OUT-OF-SAMPLE .. ⟦+767.82@{OS1}.total_pnl⟧ (⟦21@{OS1}.trades⟧ TRADES)
WARNING: OVERFIT RISK"""),
E(W, 'faithful', 'en-GB vending',
  """*** WALK-FORWARD VENDING ***
NINE FLAVOURS TRIED
WF OUT-OF-SAMPLE TOTAL ⟦+2,170.37@walk_forward_out_of_sample.total_pnl⟧ (⟦54@walk_forward_out_of_sample.trades⟧ TRADES)
FOLD 1 PICK hold=5, sl=3: OOS ⟦+985.01@folds[0].chosen.out_of_sample.total_pnl⟧
OVERFIT CHECK: ONLY ⟦21@folds[2].chosen.out_of_sample.trades⟧ OOS TRADES IN THE LAST FOLD"""),
E(W, 'faithful', 'pt-BR standings',
  """CLASSIFICAÇÃO — varredura ES (⟦9@configurations.tried⟧ configurações)
1. hold=5, sl=1 — na amostra ⟦+2.374,13@top(1).in_sample.total_pnl⟧ / fora da amostra ⟦+767,82@top(1).out_of_sample.total_pnl⟧
2. hold=3, sl=3 — ⟦+2.180,6@top(2).in_sample.total_pnl⟧ / ⟦+757,4@top(2).out_of_sample.total_pnl⟧
3. hold=5, sl=2 — ⟦+2.141,4@top(3).in_sample.total_pnl⟧ / ⟦+90,3@top(3).out_of_sample.total_pnl⟧
Aviso: viés de seleção."""),
E(W, 'faithful', 'pt-BR trail',
  """GUIA DA TRILHA «Walk-forward ES» — ⟦9@configurations.tried⟧ variantes, 3 trechos
Trecho 1 (desde ⟦05/07/2023@D:2023-07-05⟧): hold=5, sl=3, fora da amostra ⟦+985,01@folds[0].chosen.out_of_sample.total_pnl⟧
Trecho 2 (desde ⟦03/01/2024@D:2024-01-03⟧): hold=5, sl=1, ⟦+417,54@folds[1].chosen.out_of_sample.total_pnl⟧
Total fora da amostra: ⟦+2.170,37@walk_forward_out_of_sample.total_pnl⟧. Cuidado: viés de seleção."""),
]
