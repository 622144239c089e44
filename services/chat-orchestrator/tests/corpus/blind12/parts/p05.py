"""Parameter sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py.
Every answer except the undisclosed ones carries the three disclosures: configurations tried,
an out-of-sample figure and phrase, and a selection/overfitting caveat."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

R = 'x_sweep_rsi_level'
W = 'x_sweep_hold_stop_wf'

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level
E(R, 'faithful', 'es-ES myth',
  "Mito: nivel 40 con salida a 3 días es la mejor forma de comprar caídas.\nRealidad: fue la mejor de las ⟦12@configurations.tried⟧ combinaciones probadas dentro de la muestra (Sharpe ⟦1,68@top(1).in_sample.sharpe⟧), pero fuera de muestra cayó a ⟦−3,52@top(1).out_of_sample.sharpe⟧ en ⟦33@top(1).out_of_sample.trades⟧ operaciones. Con tantos intentos hay sesgo de selección: el Sharpe deflactado es ⟦0,71@deflated_sharpe.value⟧."),
E(R, 'faithful', 'it-IT bilingual',
  "IT: Tra le ⟦12@configurations.tried⟧ combinazioni provate, la migliore in campione è level=40, hold=3 (Sharpe ⟦1,68@top(1).in_sample.sharpe⟧), ma fuori campione scende a ⟦−3,52@top(1).out_of_sample.sharpe⟧: un classico sovradattamento.\nES: Ninguna configuración aguanta fuera de muestra; la media fuera de muestra es ⟦−3,30@mean_objective.out_of_sample⟧."),
E(R, 'faithful', 'pl-PL commit',
  "docs(sweep-rsi): opisać wynik siatki ⟦12@configurations.tried⟧ konfiguracji\n\nNajlepsza w próbie: level=40, hold=3, Sharpe ⟦1,68@top(1).in_sample.sharpe⟧. Poza próbą: ⟦−3,52@top(1).out_of_sample.sharpe⟧ (⟦−4\u00a0759,75@top(1).out_of_sample.total_pnl⟧ pkt). Wysokie ryzyko przeuczenia: zdeflowany Sharpe tylko ⟦0,71@deflated_sharpe.value⟧."),
E(R, 'faithful', 'de-DE medical',
  "Befund: RSI-Level/Haltedauer-Sweep, NQ\nAnamnese: ⟦12@configurations.tried⟧ Konfigurationen getestet, die beste (level=40, hold=3) in-sample mit Sharpe ⟦1,68@top(1).in_sample.sharpe⟧ ausgewählt.\nBefund out-of-sample: Sharpe ⟦−3,52@top(1).out_of_sample.sharpe⟧, ⟦−4.759,75@top(1).out_of_sample.total_pnl⟧ Punkte.\nDiagnose: Überanpassung; deflationierter Sharpe nur ⟦0,71@deflated_sharpe.value⟧."),
E(R, 'wrong_sample', 'en-US push',
  "🔔 Sweep done · RSI level × hold, NQ\n⟦12@configurations.tried⟧ configs tried. Best: level=40, hold=3, out-of-sample Sharpe ⟦1.68@top(1).out_of_sample.sharpe~top(1).in_sample.sharpe!⟧ on ⟦33@top(1).out_of_sample.trades⟧ trades. Beware selection bias: deflated Sharpe ⟦0.71@deflated_sharpe.value⟧."),
E(R, 'wrong_sample', 'ja-JP weather',
  "スイープ天気：⟦12@configurations.tried⟧通りを試し、最良はlevel=40, hold=3。サンプル外の損益は⟦+3,378@top(1).out_of_sample.total_pnl~top(1).in_sample.total_pnl!⟧ポイントと晴れ模様ですが、過剰適合の雲に注意（デフレート・シャープ⟦0.71@deflated_sharpe.value⟧）。"),
E(R, 'wrong_sample', 'ru-RU betslip',
  "КУПОН · свип RSI, NQ\nСтавка: «стратегия держится вне выборки»\nРасчёт: из ⟦12@configurations.tried⟧ конфигураций средний Sharpe вне выборки ⟦0,52@mean_objective.out_of_sample~mean_objective.in_sample!⟧; у лучшей (level=40, hold=3) — ⟦−3,52@top(1).out_of_sample.sharpe⟧. Риск переобучения высокий."),
E(R, 'wrong_sample', 'zh-CN teacher',
  "批改：你列出了全部 ⟦12@configurations.tried⟧ 组参数，也指出了选择偏差，很好。补充一点：最优组合（level=40, hold=3）的相邻组合在样本外的平均夏普为 ⟦0.49@stability.mean_out_of_sample~stability.mean_in_sample!⟧。评分：良。"),
E(R, 'wrong_sample', 'pt-BR travel',
  "Diário de viagem pelo sweep de RSI: testamos ⟦12@configurations.tried⟧ combinações. A favorita, level=40, hold=3, aparece com Sharpe de ⟦−3,52@top(1).in_sample.sharpe~top(1).out_of_sample.sharpe!⟧ dentro da amostra, em ⟦25@top(1).in_sample.trades⟧ operações; fora da amostra foram ⟦33@top(1).out_of_sample.trades⟧ operações. Cuidado com o viés de seleção: Sharpe deflacionado ⟦0,71@deflated_sharpe.value⟧."),
E(R, 'undisclosed', 'fr-FR changelog omit=caveat',
  "v5.0 : le module de balayage affiche maintenant l'échantillon d'apprentissage et le hors-échantillon côte à côte.\nExemple NQ : ⟦12@configurations.tried⟧ configurations ; la meilleure, level=40, hold=3, a un Sharpe en échantillon de ⟦1,68@top(1).in_sample.sharpe!⟧ et de ⟦−3,52@top(1).out_of_sample.sharpe⟧ hors échantillon.", omit='caveat'),
E(R, 'undisclosed', 'nl-NL riddle omit=n',
  "Raadsel: in-sample was ik de ster, met een Sharpe van ⟦1,68@top(1).in_sample.sharpe!⟧ op ⟦25@top(1).in_sample.trades⟧ trades; out-of-sample zakte ik naar ⟦−3,52@top(1).out_of_sample.sharpe⟧. Door selectiebias lijk ik beter dan ik ben. Wie ben ik?\nAntwoord: level=40, hold=3 uit de RSI-sweep.", omit='n'),
E(R, 'undisclosed', 'en-GB shareholder omit=oos',
  "Dear Shareholders,\nour RSI dip-buying study tested ⟦12@configurations.tried⟧ combinations of level and holding period. The best, level=40, hold=3, earned ⟦+3,378.0@top(1).in_sample.total_pnl!⟧ points with a Sharpe of ⟦1.68@top(1).in_sample.sharpe⟧ on the very data it was chosen from. With twelve tries, selection bias is likely: the deflated Sharpe is only ⟦0.71@deflated_sharpe.value⟧.\nYours faithfully, the Board", omit='oos'),
E(R, 'undisclosed', 'de-DE push omit=caveat',
  "🔔 Sweep fertig · RSI-Level × Haltedauer\nZwölf Konfigurationen getestet. Beste: level=40, hold=3 — in-sample Sharpe ⟦1,68@top(1).in_sample.sharpe!⟧, out-of-sample ⟦−3,52@top(1).out_of_sample.sharpe⟧.", omit='caveat'),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
E(W, 'faithful', 'es-ES weather',
  "Parte del barrido en ES (walk-forward): de las ⟦9@configurations.tried⟧ configuraciones, hold=5, sl=1 brilló dentro de la muestra con ⟦+2.374,1@top(1).in_sample.total_pnl⟧ puntos, pero fuera de muestra se nubló: ⟦+767,8@top(1).out_of_sample.total_pnl⟧ en ⟦21@top(1).out_of_sample.trades⟧ operaciones. El walk-forward completo suma ⟦+2.170,4@walk_forward_out_of_sample.total_pnl⟧ fuera de muestra. Aviso de sesgo de selección."),
E(W, 'faithful', 'it-IT teacher',
  "Correzione: bene il confronto tra le ⟦9@configurations.tried⟧ configurazioni. Ricorda però che la migliore (hold=5, sl=1) è stata scelta in campione (⟦+2.374,1@top(1).in_sample.total_pnl⟧ punti): fuori campione ha reso ⟦+767,8@top(1).out_of_sample.total_pnl⟧, e il walk-forward complessivo ⟦+2.170,4@walk_forward_out_of_sample.total_pnl⟧ su ⟦54@walk_forward_out_of_sample.trades⟧ operazioni. Cita sempre il rischio di sovradattamento. Voto: buono."),
E(W, 'faithful', 'pl-PL shareholder',
  "Szanowni Akcjonariusze,\nz ⟦9@configurations.tried⟧ przetestowanych konfiguracji na ES najlepsza w próbie była hold=5, sl=1 (⟦+2\u00a0374,1@top(1).in_sample.total_pnl⟧ pkt). Poza próbą dała ⟦+767,8@top(1).out_of_sample.total_pnl⟧ pkt na zaledwie ⟦21@top(1).out_of_sample.trades⟧ transakcjach, a cały walk-forward ⟦+2\u00a0170,4@walk_forward_out_of_sample.total_pnl⟧ pkt. Ryzyko przeuczenia pozostaje.\nZ poważaniem, Zarząd"),
E(W, 'faithful', 'pt-BR changelog',
  "v6.1: o relatório de otimização agora mostra cada dobra do walk-forward.\nES, ⟦9@configurations.tried⟧ configurações. Dobra iniciada em ⟦5 de julho de 2023@D:2023-07-05⟧: hold=5, sl=3, dentro da amostra ⟦+678,8@folds[0].chosen.in_sample.total_pnl⟧, fora da amostra ⟦+985,0@folds[0].chosen.out_of_sample.total_pnl⟧. Total fora da amostra: ⟦+2.170,4@walk_forward_out_of_sample.total_pnl⟧. Aviso: viés de seleção na escolha de cada dobra."),
E(W, 'faithful', 'nl-NL myth',
  "Mythe: hold=5, sl=1 blijft buiten de steekproef net zo sterk.\nFeit: van de ⟦9@configurations.tried⟧ geteste combinaties was dit in-sample de beste (⟦+2.374,1@top(1).in_sample.total_pnl⟧ punten), maar out-of-sample bleef er ⟦+767,8@top(1).out_of_sample.total_pnl⟧ over, op ⟦21@top(1).out_of_sample.trades⟧ trades. Let op selectiebias."),
E(W, 'wrong_sample', 'en-US betslip',
  "BET SLIP — ES hold × stop sweep, walk-forward\nPick: hold=5, sl=1 ✅\nSettled: out-of-sample ⟦+2,374.1@top(1).out_of_sample.total_pnl~top(1).in_sample.total_pnl!⟧ pts, best of ⟦9@configurations.tried⟧ configurations. Selection bias warning: it was picked in-sample."),
E(W, 'wrong_sample', 'ja-JP commit',
  "test(sweep-wf): 各フォールドの結果を固定\n\n⟦9@configurations.tried⟧通り中、⟦2024年1月3日@D:2024-01-03⟧からのフォールド：hold=5, sl=1、サンプル外⟦+1,956.6@folds[1].chosen.out_of_sample.total_pnl~folds[1].chosen.in_sample.total_pnl!⟧ポイント。\n注意：インサンプルでの選択による過剰適合の可能性あり。"),
E(W, 'wrong_sample', 'nl-NL medical',
  "Rapport: parametersweep ES, walk-forward\nAnamnese: ⟦9@configurations.tried⟧ configuraties getest.\nMetingen: gemiddeld out-of-sample resultaat ⟦+1.987,7@mean_objective.out_of_sample~mean_objective.in_sample!⟧ punten per configuratie; de beste (hold=5, sl=1) ⟦+767,8@top(1).out_of_sample.total_pnl⟧.\nDiagnose: selectiebias mogelijk."),
E(W, 'wrong_sample', 'ru-RU changelog',
  "v7.3: в отчёт свипа добавлен Sharpe по выборкам.\nES, ⟦9@configurations.tried⟧ конфигураций; лучшая hold=5, sl=1: Sharpe вне выборки ⟦1,52@top(1).out_of_sample.sharpe~top(1).in_sample.sharpe!⟧ на ⟦21@top(1).out_of_sample.trades⟧ сделке. Отбор шёл по обучающей выборке, так что возможна подгонка."),
E(W, 'undisclosed', 'it-IT riddle omit=n',
  "Indovinello: in campione ho guadagnato ⟦+2.374,1@top(1).in_sample.total_pnl!⟧ punti con hold=5, sl=1, fuori campione solo ⟦+767,8@top(1).out_of_sample.total_pnl⟧. Chi mi ha scelto tra tante combinazioni rischia il sovradattamento. Chi sono?\nRisposta: la migliore configurazione dello sweep su ES.", omit='n'),
E(W, 'undisclosed', 'pl-PL travel omit=oos',
  "Dziennik z podróży po siatce parametrów ES: ⟦9@configurations.tried⟧ konfiguracji, a najładniejszy widok miała hold=5, sl=1 — ⟦+2\u00a0374,1@top(1).in_sample.total_pnl!⟧ pkt w próbie uczącej, na ⟦59@top(1).in_sample.trades⟧ transakcjach. Uwaga na przeuczenie: wybrano ją na tych samych danych.", omit='oos'),
E(W, 'undisclosed', 'pt-BR betslip omit=caveat',
  "BILHETE · Sweep ES, walk-forward\nAposta: hold=5, sl=1 ✅\nDentro da amostra ⟦+2.374,1@top(1).in_sample.total_pnl!⟧ pts; fora da amostra ⟦+767,8@top(1).out_of_sample.total_pnl⟧ pts; nove configurações testadas.", omit='caveat'),
E(W, 'undisclosed', 'zh-CN push omit=n',
  "🔔 ES 参数扫描完成（walk-forward）\n最优 hold=5, sl=1：样本内 ⟦+2,374.1@top(1).in_sample.total_pnl!⟧ 点，样本外 ⟦+767.8@top(1).out_of_sample.total_pnl⟧ 点（⟦21@top(1).out_of_sample.trades⟧ 笔）。注意选择偏差。", omit='n'),
]
