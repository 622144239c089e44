"""Parameter sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Every answer but the `undisclosed`
ones carries the three disclosures: configurations tried, an out-of-sample figure and phrase, and a
selection/overfitting caveat. Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

R = 'x_sweep_rsi_level'
W = 'x_sweep_hold_stop_wf'

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level: faithful
E(R, 'faithful', 'en-US email',
  "Hi Chris,\n\n> Which RSI level and holding period work best for buying dips?\n\nOn paper, level=40 with a 3-day hold: in-sample Sharpe ⟦1.68@top(1).in_sample.sharpe⟧ on ⟦25@top(1).in_sample.trades⟧ trades. But I tried ⟦12@configurations.tried⟧ combinations and kept the best in-sample one, so that number is inflated by selection bias. Out of sample the same setting fell to ⟦−3.52@top(1).out_of_sample.sharpe⟧ over ⟦33@top(1).out_of_sample.trades⟧ trades. I wouldn't trade it.\n\nBest,\nNoah"),
E(R, 'faithful', 'de-DE faq',
  "F: Welches RSI-Niveau und welche Haltedauer funktionieren am besten?\nA: Im Test vorne liegt level=40, hold=3 mit einer In-Sample-Sharpe von ⟦1,68@top(1).in_sample.sharpe⟧. Getestet wurden aber zwölf Kombinationen, und die beste wurde im Nachhinein ausgewählt: klassische Überanpassung.\nF: Und Out-of-Sample?\nA: Sharpe ⟦−3,52@top(1).out_of_sample.sharpe⟧. Finger weg."),
E(R, 'faithful', 'ja-JP repl',
  ">>> sweep.configurations['tried']\n⟦12@configurations.tried⟧\n>>> best = sweep.best()\n>>> best.in_sample.sharpe, best.out_of_sample.sharpe\n(⟦1.68@top(1).in_sample.sharpe⟧, ⟦-3.52@top(1).out_of_sample.sharpe⟧)\n最良設定はサンプル外で大きく崩れており、過剰適合の可能性が高いです。"),
E(R, 'faithful', 'zh-CN yaml',
  "```yaml\nrsi_sweep:\n  configurations_tried: ⟦12@configurations.tried⟧\n  best: \"level=40, hold=3\"\n  in_sample_sharpe: ⟦1.68@top(1).in_sample.sharpe⟧\n  out_of_sample_sharpe: ⟦-3.52@top(1).out_of_sample.sharpe⟧\n  deflated_sharpe: ⟦0.71@deflated_sharpe.value⟧\n  note: \"样本外大幅转负，存在过拟合\"\n```"),
E(R, 'faithful', 'fr-FR wire',
  "PARIS — Sur les douze combinaisons de seuil RSI et de durée de détention testées, la meilleure (level=40, hold=3) affiche un ratio de Sharpe de ⟦1,68@top(1).in_sample.sharpe⟧ en échantillon, mais chute à ⟦−3,52@top(1).out_of_sample.sharpe⟧ hors échantillon, signe d'un biais de sélection."),
E(R, 'faithful', 'es-ES chatlog',
  "[10:00] Carla: ¿qué nivel de RSI funciona mejor para comprar caídas?\n[10:01] Diego: en muestra, level=40 con hold=3: Sharpe ⟦1,68@top(1).in_sample.sharpe⟧\n[10:01] Diego: pero se probaron doce configuraciones y fuera de muestra cae a ⟦−3,52@top(1).out_of_sample.sharpe⟧. Sesgo de selección de manual"),
E(R, 'faithful', 'it-IT exercise',
  "Esercizio: quale livello di RSI e quale durata funzionano meglio per comprare i ribassi?\nSoluzione: si provano dodici combinazioni di livello e durata e si confrontano i risultati dentro e fuori campione.\nRisposta: nessuna. La migliore in campione (Sharpe ⟦1,68@top(1).in_sample.sharpe⟧) crolla fuori campione a ⟦−3,52@top(1).out_of_sample.sharpe⟧: è sovradattamento."),
E(R, 'faithful', 'nl-NL caption',
  "Fig. I — Heatmap van de RSI-sweep over twaalf configuraties. Beste in-sample: level=40, hold=3 met Sharpe ⟦1,68@top(1).in_sample.sharpe⟧; out-of-sample zakt die naar ⟦−3,52@top(1).out_of_sample.sharpe⟧. Let op selectiebias: de winnaar is achteraf gekozen."),
E(R, 'faithful', 'pl-PL voice',
  "notatka głosowa: przetestowałem dwanaście ustawień RSI, najlepsze w próbie miało Sharpe ⟦1,68@top(1).in_sample.sharpe⟧, a poza próbą minus ⟦3,52@top(1).out_of_sample.sharpe|neg⟧, czyli klasyczne przeuczenie, nie ruszamy"),
# ---------------------------------------------------------------- x_sweep_rsi_level: undisclosed
E(R, 'undisclosed', 'en-GB sports omit=caveat',
  "And the winner of the ⟦12@configurations.tried⟧-way shoot-out is level=40, hold=3, posting an in-sample Sharpe of ⟦1.68@top(1).in_sample.sharpe!⟧ over ⟦25@top(1).in_sample.trades⟧ trades! Out of sample, though, it stumbles to ⟦−3.52@top(1).out_of_sample.sharpe⟧.",
  omit='caveat'),
E(R, 'undisclosed', 'ru-RU changelog omit=n',
  "Было → стало для лучшей настройки level=40, hold=3:\n- Sharpe в выборке ⟦1,68@top(1).in_sample.sharpe!⟧ → вне выборки ⟦−3,52@top(1).out_of_sample.sharpe⟧\n- сделок ⟦25@top(1).in_sample.trades⟧ → ⟦33@top(1).out_of_sample.trades⟧\nЛучшую настройку выбирали по той же выборке, так что высок риск переобучения.",
  omit='n'),
E(R, 'undisclosed', 'pt-BR faq omit=oos',
  "P: Qual combinação de RSI funciona melhor?\nR: level=40, hold=3, com Sharpe de ⟦1,68@top(1).in_sample.sharpe!⟧ nos dados de treino, em ⟦25@top(1).in_sample.trades⟧ operações.\nP: Dá para confiar?\nR: Pouco: foram testadas doze combinações e escolhida a melhor, então há viés de seleção.",
  omit='oos'),
E(R, 'undisclosed', 'ja-JP caption omit=caveat',
  "図C — RSI水準×保有期間のスイープ（⟦12@configurations.tried⟧通り）。最良はlevel=40, hold=3で、サンプル内シャープ⟦1.68@top(1).in_sample.sharpe!⟧、サンプル外⟦−3.52@top(1).out_of_sample.sharpe⟧。",
  omit='caveat'),
# ---------------------------------------------------------------- x_sweep_rsi_level: wrong_sample
E(R, 'wrong_sample', 'en-US faq',
  "Q: How did the best RSI setting do out of sample?\nA: A Sharpe of ⟦1.68@top(1).out_of_sample.sharpe~top(1).in_sample.sharpe!⟧ over ⟦33@top(1).out_of_sample.trades⟧ trades.\nQ: Any caveat?\nA: ⟦12@configurations.tried⟧ configurations were tried and the winner was picked in-sample, so it may be overfit."),
E(R, 'wrong_sample', 'zh-CN chatlog',
  "[15:30] 小刘：RSI扫描里最好的参数样本内表现如何？\n[15:31] 老周：level=40, hold=3，样本内夏普⟦−3.52@top(1).in_sample.sharpe~top(1).out_of_sample.sharpe!⟧\n[15:31] 老周：一共试了⟦12@configurations.tried⟧组，样本外也不行，明显过拟合"),
E(R, 'wrong_sample', 'fr-FR email',
  "Bonjour Étienne,\n\n> Quel seuil RSI et quelle durée marchent le mieux pour acheter les creux ?\n\nParmi les douze combinaisons, level=40 / hold=3 ressort en tête. Hors échantillon, elle gagne ⟦3 378@top(1).out_of_sample.total_pnl~top(1).in_sample.total_pnl!⟧ points. Attention toutefois à la sur-optimisation : le choix a été fait sur les mêmes données.\n\nCordialement,\nAline"),
E(R, 'wrong_sample', 'it-IT wire',
  "MILANO — Nessuna delle dodici configurazioni RSI testate regge: in campione lo Sharpe medio è ⟦−3,30@mean_objective.in_sample~mean_objective.out_of_sample!⟧, e fuori campione la migliore crolla a ⟦−3,52@top(1).out_of_sample.sharpe⟧. Gli analisti parlano di bias di selezione."),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf: faithful
E(W, 'faithful', 'en-GB exercise',
  "Exercise: on ES, which holding period and stop work best for the two-down-days dip, under walk-forward?\nSolution: nine hold/stop pairs are tried on 3 anchored folds, and each fold's pick is scored on the data that follows it.\nAnswer: hold=5, sl=1 led in-sample with +⟦2,374.13@top(1).in_sample.total_pnl⟧ points, a figure that carries selection bias. The walk-forward out-of-sample total is +⟦2,170.37@walk_forward_out_of_sample.total_pnl⟧ points over ⟦54@walk_forward_out_of_sample.trades⟧ trades."),
E(W, 'faithful', 'de-DE email',
  "Hallo Jonas,\n\n> Welche Haltedauer und welcher Stopp funktionieren auf ES am besten? Bitte mit Walk-forward.\n\nVon neun Varianten lag hold=5, sl=1 in-sample mit +⟦2.374,13@top(1).in_sample.total_pnl⟧ Punkten vorn. Out-of-Sample kamen über alle Folds +⟦2.170,37@walk_forward_out_of_sample.total_pnl⟧ Punkte aus ⟦54@walk_forward_out_of_sample.trades⟧ Trades zusammen. Weil die Auswahl in-sample erfolgte, ist etwas Überanpassung einzupreisen.\n\nGruß\nLena"),
E(W, 'faithful', 'zh-CN wan',
  "⟦9@configurations.tried⟧组参数中，hold=5, sl=1样本内最好，盈利约⟦2374@top(1).in_sample.total_pnl⟧点；前推样本外合计⟦2,170.37@walk_forward_out_of_sample.total_pnl⟧点（⟦54@walk_forward_out_of_sample.trades⟧笔）。样本内最优存在选择偏差，应以样本外为准。"),
E(W, 'faithful', 'ru-RU sports',
  "И в финале побеждает hold=5, sl=1! В выборке +⟦2 374,13@top(1).in_sample.total_pnl⟧ пункта, лучший из ⟦9@configurations.tried⟧ вариантов. Вне выборки на последнем фолде +⟦767,82@top(1).out_of_sample.total_pnl⟧ на ⟦21@top(1).out_of_sample.trades⟧ сделке. Но помним: победителя выбирали по той же выборке, возможна подгонка."),
E(W, 'faithful', 'pt-BR changelog',
  "Antes → depois (dentro → fora da amostra), para hold=5, sl=1:\n- resultado: +⟦2.374,13@top(1).in_sample.total_pnl⟧ → +⟦767,82@top(1).out_of_sample.total_pnl⟧ pontos\n- operações: ⟦59@top(1).in_sample.trades⟧ → ⟦21@top(1).out_of_sample.trades⟧\nForam testadas nove combinações; o ganho dentro da amostra tem viés de seleção."),
E(W, 'faithful', 'es-ES wire',
  "MADRID — De las nueve combinaciones de mantenimiento y stop probadas en el ES, el análisis walk-forward deja un resultado fuera de muestra de +⟦2.170,37@walk_forward_out_of_sample.total_pnl⟧ puntos en ⟦54@walk_forward_out_of_sample.trades⟧ operaciones. La mejor en muestra, hold=5 con sl=1, sumó +⟦2.374,13@top(1).in_sample.total_pnl⟧, cifra expuesta al sobreajuste."),
E(W, 'faithful', 'ja-JP faq',
  "Q：ウォークフォワードの結果は？\nA：⟦9@configurations.tried⟧通りを試し、サンプル外の合計は＋⟦2,170.37@walk_forward_out_of_sample.total_pnl⟧ポイント（⟦54@walk_forward_out_of_sample.trades⟧回）でした。\nQ：最良設定は？\nA：hold=5, sl=1ですが、サンプル内で選んでいるので過剰適合のリスクがあります。"),
E(W, 'faithful', 'nl-NL voice',
  "Ingesproken: negen combinaties getest, hold=5 sl=1 was in-sample de beste met ⟦2374,13@top(1).in_sample.total_pnl⟧ punten, out-of-sample over alle folds samen ⟦2170,37@walk_forward_out_of_sample.total_pnl⟧ punten, en let wel op selectiebias want de winnaar is achteraf gekozen"),
E(W, 'faithful', 'fr-FR caption',
  "Figure J — Balayage durée × stop sur ES (neuf configurations, walk-forward en 3 plis). Hors échantillon cumulé : +⟦2 170,37@walk_forward_out_of_sample.total_pnl⟧ points ; le meilleur réglage en échantillon (hold=5, sl=1, +⟦2 374,13@top(1).in_sample.total_pnl⟧) reste exposé au biais de sélection."),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf: undisclosed
E(W, 'undisclosed', 'en-US chatlog omit=oos',
  "[11:00] Jess: best hold/stop on ES for the dip?\n[11:01] Omar: hold=5, sl=1, +⟦2,374.13@top(1).in_sample.total_pnl!⟧ pts in-sample on ⟦59@top(1).in_sample.trades⟧ trades, best of ⟦9@configurations.tried⟧\n[11:01] Omar: caveat: it was picked in-sample, so expect selection bias",
  omit='oos'),
E(W, 'undisclosed', 'it-IT yaml omit=n',
  "```yaml\nmigliore: \"hold=5, sl=1\"\nrisultato_in_campione: \"+⟦2.374,13@top(1).in_sample.total_pnl!⟧ punti\"\nrisultato_verifica: \"fuori campione +⟦767,82@top(1).out_of_sample.total_pnl⟧ punti\"\navvertenza: \"scelto in campione, rischio di sovradattamento\"\n```",
  omit='n'),
E(W, 'undisclosed', 'es-ES faq omit=caveat',
  "P: ¿Qué combinación de mantenimiento y stop funciona mejor en el ES?\nR: hold=5 con sl=1: +⟦2.374,13@top(1).in_sample.total_pnl!⟧ puntos en muestra.\nP: ¿Y fuera de muestra?\nR: +⟦767,82@top(1).out_of_sample.total_pnl⟧ puntos en el último tramo, entre ⟦9@configurations.tried⟧ combinaciones probadas.",
  omit='caveat'),
E(W, 'undisclosed', 'pl-PL sports omit=n',
  "I mamy zwycięzcę: hold=5, sl=1 z wynikiem +⟦2374,13@top(1).in_sample.total_pnl!⟧ pkt w próbie! Poza próbą dowozi +⟦767,82@top(1).out_of_sample.total_pnl⟧ pkt. Uwaga na przeuczenie, bo wybrany po fakcie.",
  omit='n'),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf: wrong_sample
E(W, 'wrong_sample', 'de-DE chatlog',
  "[08:30] Ute: was bringt hold=5, sl=1 out-of-sample?\n[08:31] Jan: +⟦2.374,13@top(1).out_of_sample.total_pnl~top(1).in_sample.total_pnl!⟧ Punkte, die beste von neun Varianten\n[08:31] Jan: Überanpassung nicht ausgeschlossen"),
E(W, 'wrong_sample', 'nl-NL faq',
  "V: Hoeveel verdiende de beste instelling in-sample?\nA: hold=5, sl=1 kwam in-sample op +⟦767,82@top(1).in_sample.total_pnl~top(1).out_of_sample.total_pnl!⟧ punten.\nV: En out-of-sample?\nA: Over alle walk-forward-folds samen +⟦2.170,37@walk_forward_out_of_sample.total_pnl⟧ punten, gekozen uit negen combinaties, dus met selectiebias."),
E(W, 'wrong_sample', 'en-GB wire',
  "LONDON — Across the nine hold-and-stop configurations tested on the ES dip strategy, the average out-of-sample profit came to ⟦1,987.68@mean_objective.out_of_sample~mean_objective.in_sample!⟧ points, the sweep shows; analysts warn the top pick may be overfit to its training window."),
E(W, 'wrong_sample', 'zh-CN exercise',
  "题目：前推分析第一折选出的参数，样本外表现如何？\n解答：第一折选中hold=5, sl=3，样本外盈利⟦678.80@folds[0].chosen.out_of_sample.total_pnl~folds[0].chosen.in_sample.total_pnl!⟧点。\n注意：共试了⟦9@configurations.tried⟧组参数，存在过拟合风险。"),
]
