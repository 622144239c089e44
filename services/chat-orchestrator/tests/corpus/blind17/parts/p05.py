"""Parameter sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py.
Every answer except the undisclosed ones gives the number of configurations tried, an out-of-sample
figure and phrase, and a selection/overfitting caveat. Undisclosed answers miss exactly one (omit=...).
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level
E('x_sweep_rsi_level', 'wrong_sample', 'es-ES pirate',
  """¡Arrr! Probamos ⟦12@configurations.tried⟧ combinaciones de nivel RSI y días de tenencia. La mejor en la muestra, nivel 40 y 3 días, dio un Sharpe de ⟦1,68@top(1).in_sample.sharpe⟧ con ⟦25@top(1).in_sample.trades⟧ abordajes; fuera de muestra acertó en el ⟦68 %@top(1).out_of_sample.win_rate~top(1).in_sample.win_rate!⟧ de las operaciones. ¡Ojo al sobreajuste, grumetes!"""),
E('x_sweep_rsi_level', 'wrong_sample', 'fr-FR tradingcard',
  """CARTE · BALAYAGE RSI
⟦12@configurations.tried⟧ configurations testées — biais de sélection garanti.
Meilleure : level=40, hold=3
Échantillon d'apprentissage : Sharpe ⟦−3,52@top(1).in_sample.sharpe~top(1).out_of_sample.sharpe!⟧
Hors échantillon : ⟦33@top(1).out_of_sample.trades⟧ trades, ⟦−4\u202f759,75@top(1).out_of_sample.total_pnl⟧ points"""),
E('x_sweep_rsi_level', 'wrong_sample', 'es-ES toast',
  """¡Brindemos por los novios y por el barrido de RSI! ⟦12@configurations.tried⟧ configuraciones; la ganadora, nivel 40 con 3 días, sumó ⟦+3378@top(1).in_sample.total_pnl⟧ puntos en entrenamiento, y la segunda, nivel 40 con 5 días, ⟦+3024@top(2).out_of_sample.total_pnl~top(2).in_sample.total_pnl!⟧ fuera de muestra. Cuidado con el sesgo de selección. ¡Salud!"""),
E('x_sweep_rsi_level', 'wrong_sample', 'it-IT diff',
  """--- a/sweep_rsi.md
+++ b/sweep_rsi.md
@@ -3 +3 @@
-migliore: level=40, hold=3, da validare
+migliore su ⟦12@configurations.tried⟧ prove: level=40, hold=3; nel campione Sharpe ⟦1,68@top(1).in_sample.sharpe⟧, fuori campione ⟦+135,12@top(1).out_of_sample.expectancy~top(1).in_sample.expectancy!⟧ punti a trade (attenzione al sovradattamento)"""),
E('x_sweep_rsi_level', 'undisclosed', 'pt-BR survey omit=oos',
  """PESQUISA — varredura de RSI
P1. Quantas combinações foram testadas? ☑ ⟦12@configurations.tried⟧
P2. Melhor no período de treino? ☑ level=40, hold=3 — Sharpe ⟦1,68@top(1).in_sample.sharpe!⟧ em ⟦25@top(1).in_sample.trades⟧ trades
P3. Há risco de viés de seleção? ☑ sim""",
  omit='oos'),
E('x_sweep_rsi_level', 'undisclosed', 'zh-CN menu omit=n',
  """【菜单 · RSI 参数扫描】
主厨推荐：level=40、hold=3，样本内夏普 ⟦1.68@top(1).in_sample.sharpe!⟧
配菜：样本外夏普 ⟦−3.52@top(1).out_of_sample.sharpe⟧，亏损 ⟦4,759.75@top(1).out_of_sample.total_pnl|neg⟧ 点
温馨提示：最优组合可能存在过拟合。""",
  omit='n'),
E('x_sweep_rsi_level', 'undisclosed', 'ja-JP toast omit=caveat',
  """新郎新婦、ご列席の皆さま、乾杯の前にひと言。RSI の水準と保有日数の組み合わせを ⟦12@configurations.tried⟧ 通り検証し、最良は level=40・hold=3、学習期間のシャープは ⟦1.68@top(1).in_sample.sharpe!⟧。サンプル外では ⟦−3.52@top(1).out_of_sample.sharpe⟧。お二人の未来はどうかサンプル外でも輝きますように。乾杯！""",
  omit='caveat'),
E('x_sweep_rsi_level', 'undisclosed', 'ru-RU courtroom omit=n',
  """ПРОТОКОЛ СУДЕБНОГО ЗАСЕДАНИЯ
СУДЬЯ: Какой уровень RSI лучший?
ЭКСПЕРТ: level=40, hold=3: на обучающей выборке Шарп ⟦1,68@top(1).in_sample.sharpe!⟧, вне выборки ⟦−3,52@top(1).out_of_sample.sharpe⟧.
СУДЬЯ: Значит, подгонка?
ЭКСПЕРТ: Скорее всего, да.""",
  omit='n'),
E('x_sweep_rsi_level', 'faithful', 'en-GB prescription',
  """PRESCRIPTION — RSI DIP-BUY SWEEP
Trials: ⟦12@configurations.tried⟧ configurations
Best in-sample: level=40, hold=3, Sharpe ⟦1.68@top(1).in_sample.sharpe⟧
Out-of-sample: Sharpe ⟦-3.52@top(1).out_of_sample.sharpe⟧, ⟦-4,759.75@top(1).out_of_sample.total_pnl⟧ pts
Deflated Sharpe ⟦0.71@deflated_sharpe.value⟧
WARNING: overfit. Do not take."""),
E('x_sweep_rsi_level', 'faithful', 'zh-CN xml',
  """<扫描 组合数="⟦12@configurations.tried⟧" 目标="sharpe">
  <最优 参数="level=40, hold=3" 样本内="⟦1.68@top(1).in_sample.sharpe⟧" 样本外="⟦−3.52@top(1).out_of_sample.sharpe⟧"/>
  <均值 样本内="⟦0.52@mean_objective.in_sample⟧" 样本外="⟦−3.30@mean_objective.out_of_sample⟧"/>
  <备注>选择偏差明显，疑似过拟合</备注>
</扫描>"""),
E('x_sweep_rsi_level', 'faithful', 'en-US prescription',
  """Rx: RSI(14) DIP-BUY SWEEP
Configurations tried: ⟦12@configurations.tried⟧ (⟦10@configurations.eligible⟧ with 5+ trades)
Best, level=40, hold=3: in-sample Sharpe ⟦1.68@top(1).in_sample.sharpe⟧ → out-of-sample ⟦-3.52@top(1).out_of_sample.sharpe⟧
Runner-up, level=40, hold=5: ⟦1.35@top(2).in_sample.sharpe⟧ → ⟦-3.19@top(2).out_of_sample.sharpe⟧
Side effects: selection bias, overfitting."""),
E('x_sweep_rsi_level', 'faithful', 'ja-JP trailer',
  """【予告編ナレーション】
⟦12@configurations.tried⟧ 通りの組み合わせ。
学習期間の王者、level=40・hold=3。シャープ ⟦1.68@top(1).in_sample.sharpe⟧。
だが、サンプル外で待っていたのは ⟦−3.52@top(1).out_of_sample.sharpe⟧。
過剰適合の罠――
近日公開。"""),
E('x_sweep_rsi_level', 'faithful', 'it-IT navigation',
  """Percorso: sweep RSI
Partenza: ⟦12@configurations.tried⟧ configurazioni provate.
Al primo incrocio, level=40, hold=3: Sharpe nel campione ⟦1,68@top(1).in_sample.sharpe⟧.
Proseguire fuori campione: Sharpe ⟦−3,52@top(1).out_of_sample.sharpe⟧ su ⟦33@top(1).out_of_sample.trades⟧ operazioni.
Attenzione: rischio di sovradattamento. Ricalcolo del percorso."""),
E('x_sweep_rsi_level', 'faithful', 'ru-RU menu',
  """МЕНЮ ПЕРЕБОРА RSI
Перепробовано блюд: ⟦12@configurations.tried⟧
Фирменное: level=40, hold=3 — Шарп на обучении ⟦1,68@top(1).in_sample.sharpe⟧
Вне выборки: ⟦−3,52@top(1).out_of_sample.sharpe⟧ и ⟦−4759,75@top(1).out_of_sample.total_pnl⟧ пункта
Дефлированный Шарп: ⟦0,71@deflated_sharpe.value⟧
Осторожно: переобучение."""),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
E('x_sweep_hold_stop_wf', 'wrong_sample', 'pl-PL menu',
  """KARTA DAŃ — przegląd hold/stop na ES (walk-forward)
Przetestowano ⟦9@configurations.tried⟧ zestawów.
Danie dnia: hold=5, sl=1 — w próbie uczącej ⟦+2374,13@top(1).in_sample.total_pnl⟧ pkt
Łącznie poza próbą (walk-forward): ⟦+1987,68@walk_forward_out_of_sample.total_pnl~mean_objective.in_sample!⟧ pkt
Uwaga na przeuczenie."""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'nl-NL fortune',
  """🥠 Gelukskoekje: van de ⟦9@configurations.tried⟧ combinaties won hold=5, sl=1, in-sample goed voor ⟦+2.374,13@top(1).in_sample.total_pnl⟧ punten. Out-of-sample deed hij ⟦59@top(1).out_of_sample.trades~top(1).in_sample.trades!⟧ trades. Pas op voor selectiebias.
Geluksgetal: ⟦767,82@top(1).out_of_sample.total_pnl⟧"""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'fr-FR diff',
  """--- a/balayage_es.md
+++ b/balayage_es.md
@@ -5 +5 @@
-2e du classement : à compléter
+2e du classement (hold=3, sl=3) sur ⟦9@configurations.tried⟧ essais : Sharpe hors échantillon ⟦1,89@top(2).out_of_sample.sharpe~top(2).in_sample.sharpe!⟧, ⟦+757,4@top(2).out_of_sample.total_pnl⟧ pts ; gare à la sur-optimisation"""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'en-US prescription',
  """Rx — ES HOLD/STOP SWEEP, WALK-FORWARD
Configurations tried: ⟦9@configurations.tried⟧
Best (hold=5, sl=1): in-sample win rate ⟦33.3%@top(1).in_sample.win_rate~top(1).out_of_sample.win_rate!⟧ over ⟦59@top(1).in_sample.trades⟧ trades
Out-of-sample: ⟦+767.82@top(1).out_of_sample.total_pnl⟧ pts
Caution: selection bias."""),
E('x_sweep_hold_stop_wf', 'undisclosed', 'pt-BR survey omit=caveat',
  """PESQUISA — varredura hold/stop no ES
P1. Combinações testadas: ☑ ⟦9@configurations.tried⟧
P2. Melhor no treino: ☑ hold=5, sl=1, com ⟦+2.374,13@top(1).in_sample.total_pnl!⟧ pontos
P3. Fora da amostra (walk-forward): ☑ ⟦+2.170,37@walk_forward_out_of_sample.total_pnl⟧ pontos
P4. Vale a pena? ☑ sim""",
  omit='caveat'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'es-ES tradingcard omit=oos',
  """CROMO · BARRIDO EN EL ES
Configuraciones probadas: ⟦9@configurations.tried⟧
Campeón del periodo de entrenamiento: hold=5, sl=1
Puntos: ⟦+2374,13@top(1).in_sample.total_pnl!⟧ · Operaciones: ⟦59@top(1).in_sample.trades⟧ · Sharpe ⟦1,52@top(1).in_sample.sharpe⟧
Nota: riesgo de sobreajuste.""",
  omit='oos'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'es-ES navigation omit=n',
  """Ruta: barrido de mantenimiento y stop en el ES
Salga de la muestra de entrenamiento con hold=5, sl=1: ⟦+2374,13@top(1).in_sample.total_pnl!⟧ puntos.
Continúe fuera de muestra: ⟦+767,82@top(1).out_of_sample.total_pnl⟧ puntos.
Precaución: sesgo de selección en este tramo. Ha llegado a su destino.""",
  omit='n'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'it-IT trailer omit=oos',
  """[VOCE NARRANTE] ⟦9@configurations.tried⟧ COMBINAZIONI. UNA SOLA VINCITRICE.
hold=5, sl=1. ⟦+2.374,13@top(1).in_sample.total_pnl!⟧ PUNTI NEL CAMPIONE DI STIMA.
MA ATTENZIONE AL SOVRADATTAMENTO.
PROSSIMAMENTE.""",
  omit='oos'),
E('x_sweep_hold_stop_wf', 'faithful', 'de-DE trailer',
  """[ERZÄHLER] ⟦9@configurations.tried⟧ KOMBINATIONEN. DREI FOLDS. EIN SIEGER: hold=5, sl=1.
In-Sample: ⟦+2.374,13@top(1).in_sample.total_pnl⟧ Punkte.
Out-of-Sample: ⟦+767,82@top(1).out_of_sample.total_pnl⟧.
Walk-forward gesamt: ⟦+2.170,37@walk_forward_out_of_sample.total_pnl⟧.
VORSICHT VOR ÜBERANPASSUNG. Bald im Kino."""),
E('x_sweep_hold_stop_wf', 'faithful', 'pt-BR tradingcard',
  """CARD · VARREDURA HOLD/STOP (ES)
Testadas: ⟦9@configurations.tried⟧ combinações
MVP no treino: hold=5, sl=1 — ⟦+2.374,13@top(1).in_sample.total_pnl⟧ pts em ⟦59@top(1).in_sample.trades⟧ trades
Fora da amostra: ⟦+767,82@top(1).out_of_sample.total_pnl⟧ pts em ⟦21@top(1).out_of_sample.trades⟧
Alerta: viés de seleção."""),
E('x_sweep_hold_stop_wf', 'faithful', 'en-GB fortune',
  """🥠 Fortune: of ⟦9@configurations.tried⟧ combinations, hold=5, sl=1 shines in-sample (⟦+2,374.13@top(1).in_sample.total_pnl⟧ pts) but earns only ⟦+767.82@top(1).out_of_sample.total_pnl⟧ out-of-sample. Beware overfitting.
Lucky numbers: ⟦0.97@deflated_sharpe.value⟧ · ⟦54@walk_forward_out_of_sample.trades⟧"""),
E('x_sweep_hold_stop_wf', 'faithful', 'en-GB navigation',
  """Route: ES dip sweep, walk-forward
Start: ⟦9@configurations.tried⟧ configurations.
Fold 1, keep left: hold=5, sl=3, out-of-sample ⟦+985.01@folds[0].chosen.out_of_sample.total_pnl⟧ pts.
Fold 2: hold=5, sl=1, out-of-sample ⟦+417.54@folds[1].chosen.out_of_sample.total_pnl⟧ pts.
Arrive: walk-forward out-of-sample ⟦+2,170.37@walk_forward_out_of_sample.total_pnl⟧ pts. Mind the selection bias."""),
E('x_sweep_hold_stop_wf', 'faithful', 'zh-CN survey',
  """问卷：ES 持有期/止损扫描
问一：共测试多少组？☑ ⟦9@configurations.tried⟧ 组
问二：样本内最优？☑ hold=5, sl=1，⟦+2,374.13@top(1).in_sample.total_pnl⟧ 点
问三：样本外？☑ ⟦+767.82@top(1).out_of_sample.total_pnl⟧ 点
问四：是否担心过拟合？☑ 是"""),
E('x_sweep_hold_stop_wf', 'faithful', 'nl-NL xml',
  """<sweep instrument="ES" methode="walk-forward" geprobeerd="⟦9@configurations.tried⟧">
  <beste hold="5" sl="1" inSample="⟦2.374,13@top(1).in_sample.total_pnl⟧" outOfSample="⟦767,82@top(1).out_of_sample.total_pnl⟧"/>
  <opmerking>out-of-sample veel zwakker; selectiebias</opmerking>
</sweep>"""),
]
