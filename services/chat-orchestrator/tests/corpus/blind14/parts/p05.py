"""Sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py.
Every answer except `undisclosed` ones discloses the configurations tried, an out-of-sample figure and
phrase, and a selection/overfitting caveat; undisclosed ones omit the one named in omit=…
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

N = 'configurations.tried'
IS1 = 'top(1).in_sample'
OOS1 = 'top(1).out_of_sample'
WF = 'walk_forward_out_of_sample'

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level
E('x_sweep_rsi_level', 'faithful', 'de-DE museum',
  "Ausstellungstext: „RSI-Schwelle und Haltedauer“\nGetestet wurden ⟦12@" + N + "⟧ Kombinationen. Der Sieger, level=40 / hold=3, glänzt in-sample mit einer Sharpe von ⟦1,68@" + IS1 + ".sharpe⟧, fällt out-of-sample aber auf ⟦−3,52@" + OOS1 + ".sharpe⟧. Wer aus zwölf Versuchen den besten auswählt, riskiert Überanpassung: das Exponat zeigt Glück, keine Regel."),
E('x_sweep_rsi_level', 'faithful', 'fr-FR shiplog',
  "Journal de bord — balayage RSI × durée de détention\n⟦12@" + N + "⟧ configurations essayées. Meilleure en échantillon : level=40, hold=3, Sharpe ⟦1,68@" + IS1 + ".sharpe⟧ sur ⟦25@" + IS1 + ".trades⟧ trades.\nHors-échantillon (depuis le ⟦29 mai 2024@D:2024-05-29⟧) : Sharpe ⟦−3,52@" + OOS1 + ".sharpe⟧, ⟦−4\u202f759,75@" + OOS1 + ".total_pnl⟧ points.\nAvis du capitaine : sur-optimisation probable, on reste au port."),
E('x_sweep_rsi_level', 'faithful', 'it-IT dictionary',
  "sovradattamento (s.m.) — scegliere, fra molte varianti provate, quella che meglio si adatta al passato. Es.: su ⟦12@" + N + "⟧ combinazioni RSI/holding, la migliore (level=40, hold=3) ha Sharpe ⟦1,68@" + IS1 + ".sharpe⟧ nel campione e ⟦−3,52@" + OOS1 + ".sharpe⟧ fuori campione; Sharpe deflazionato ⟦0,71@deflated_sharpe.value⟧."),
E('x_sweep_rsi_level', 'faithful', 'ja-JP specsheet',
  "仕様書 — RSI 水準 × 保有期間 スイープ\n試行数：⟦12@" + N + "⟧ 通り\n最良（サンプル内）：level=40, hold=3、シャープ ⟦1.68@" + IS1 + ".sharpe⟧\nサンプル外：シャープ ⟦−3.52@" + OOS1 + ".sharpe⟧、損益 ⟦−4,759.75@" + OOS1 + ".total_pnl⟧ ポイント\n注意：過剰適合の可能性が高い。"),
E('x_sweep_rsi_level', 'faithful', 'en-GB sql',
  "-- RSI level × hold sweep, best row by in-sample Sharpe\nSELECT label, is_sharpe, oos_sharpe FROM sweep ORDER BY is_sharpe DESC;\n      label       | is_sharpe | oos_sharpe\n level=40, hold=3 | ⟦1.68@" + IS1 + ".sharpe⟧ | ⟦−3.52@" + OOS1 + ".sharpe⟧\n-- ⟦12@" + N + "⟧ configurations tried; mean out-of-sample Sharpe of the ranked ones ⟦−3.30@mean_objective.out_of_sample⟧. Textbook overfitting: do not trade it."),
E('x_sweep_rsi_level', 'wrong_sample', 'ru-RU classified',
  "ОБЪЯВЛЕНИЕ. Продаю настройку RSI: level=40, hold=3 — лучшая из ⟦12@" + N + "⟧ опробованных. Вне выборки выигрывала в ⟦68 %@" + OOS1 + ".win_rate~" + IS1 + ".win_rate!⟧ сделок. Возможна подгонка, торг уместен."),
E('x_sweep_rsi_level', 'wrong_sample', 'zh-CN listing',
  "【房源】RSI 参数扫描 · 共试 ⟦12@" + N + "⟧ 种组合\n精选户型 level=40, hold=3：样本外夏普 ⟦−3.52@" + OOS1 + ".sharpe⟧\n次选户型 level=40, hold=5：样本内夏普 ⟦−3.19@top(2).in_sample.sharpe~top(2).out_of_sample.sharpe!⟧\n提示：过拟合明显，谨慎入住。"),
E('x_sweep_rsi_level', 'wrong_sample', 'es-ES adventure',
  "> EXAMINAR BARRIDO\nAnte ti, ⟦12@" + N + "⟧ configuraciones RSI. La elegida, level=40, hold=3, dejó ⟦−4.759,75@" + IS1 + ".total_pnl~" + OOS1 + ".total_pnl!⟧ puntos en la muestra de entrenamiento; fuera de muestra, Sharpe ⟦−3,52@" + OOS1 + ".sharpe⟧.\nUn cartel en la pared: «sobreajuste».\n> _"),
E('x_sweep_rsi_level', 'wrong_sample', 'pl-PL phonecall',
  "— I jak ten sweep RSI?\n— Yyy... sprawdziliśmy ⟦12@" + N + "⟧ konfiguracji. Najlepsza, level=40, hold=3, ma Sharpe ⟦1,68@" + IS1 + ".sharpe⟧ w próbie.\n— A poza próbą?\n— Średnio dla wszystkich ⟦0,52@mean_objective.out_of_sample~mean_objective.in_sample!⟧.\n— Czyli przeuczenie?\n— Pewnie tak."),
E('x_sweep_rsi_level', 'undisclosed', 'nl-NL invoice omit=caveat',
  "Factuur — parametersweep RSI × aanhoudperiode\nGeteste configuraties ........ ⟦12@" + N + "⟧\nBeste in-sample (level=40, hold=3), Sharpe ........ ⟦1,68@" + IS1 + ".sharpe!⟧\nOut-of-sample Sharpe ........ ⟦−3,52@" + OOS1 + ".sharpe⟧\nTe betalen: niets.",
  omit='caveat'),
E('x_sweep_rsi_level', 'undisclosed', 'pt-BR sticky omit=oos',
  "post-it: sweep RSI — ⟦12@" + N + "⟧ combinações testadas; a vencedora, level=40, hold=3, teve Sharpe ⟦1,68@" + IS1 + ".sharpe!⟧ na amostra de treino. Cuidado com viés de seleção!",
  omit='oos'),
E('x_sweep_rsi_level', 'undisclosed', 'en-US pressconf omit=n',
  "Q (CNBC): Which RSI setting came out best?\nA: Level 40 with a 3-day hold: in-sample Sharpe ⟦1.68@" + IS1 + ".sharpe!⟧ on ⟦25@" + IS1 + ".trades⟧ trades. Out of sample it fell to ⟦−3.52@" + OOS1 + ".sharpe⟧, so treat it as overfit.",
  omit='n'),
E('x_sweep_rsi_level', 'undisclosed', 'de-DE museum omit=oos',
  "Ausstellungstext: „Der beste RSI-Schwellenwert“\nAus ⟦12@" + N + "⟧ getesteten Kombinationen ging level=40 mit hold=3 hervor: Sharpe ⟦1,68@" + IS1 + ".sharpe!⟧ im Trainingszeitraum bis ⟦28. Mai 2024@D:2024-05-28⟧, bei ⟦25@" + IS1 + ".trades⟧ Trades. Vorsicht, Auswahlverzerrung: der Beste aus zwölf ist selten so gut, wie er aussieht.",
  omit='oos'),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
E('x_sweep_hold_stop_wf', 'faithful', 'es-ES shiplog',
  "Cuaderno de bitácora — barrido de mantenimiento y stop, ES, walk-forward\nConfiguraciones probadas: ⟦9@" + N + "⟧.\nMejor en muestra: hold=5, sl=1, ⟦+2.374,1@" + IS1 + ".total_pnl⟧ puntos.\nFuera de muestra (último tramo, desde el ⟦5 de julio de 2024@D:2024-07-05⟧): ⟦+767,8@" + OOS1 + ".total_pnl⟧ puntos en ⟦21@" + OOS1 + ".trades⟧ operaciones.\nAviso: sesgo de selección, y la muestra es pequeña."),
E('x_sweep_hold_stop_wf', 'faithful', 'zh-CN dictionary',
  "前推检验（名）— 滚动地用过去的数据选参数、用之后的数据检验。例：ES 两连跌策略共试 ⟦9@" + N + "⟧ 组参数，前推样本外合计 ⟦+2,170.4@" + WF + ".total_pnl⟧ 点（⟦54@" + WF + ".trades⟧ 笔）；最佳 hold=5, sl=1 样本内为 ⟦+2,374.1@" + IS1 + ".total_pnl⟧ 点。注意过拟合。"),
E('x_sweep_hold_stop_wf', 'faithful', 'ru-RU specsheet',
  "Техническая карта — перебор удержания и стопа, ES\nКонфигураций опробовано: ⟦9@" + N + "⟧\nЛучшая в выборке: hold=5, sl=1, ⟦+2374,1@" + IS1 + ".total_pnl⟧ п.\nВне выборки (walk-forward, итог): ⟦+2170,4@" + WF + ".total_pnl⟧ п., Шарп ⟦1,45@" + WF + ".sharpe⟧\nДефлированный Шарп: ⟦0,97@deflated_sharpe.value⟧\nРиск: переобучение при выборе лучшей."),
E('x_sweep_hold_stop_wf', 'faithful', 'pl-PL sql',
  "-- sweep hold × sl, ES, walk-forward (folds: 3)\nSELECT label, is_pnl, oos_pnl FROM sweep_top ORDER BY is_pnl DESC;\n     label     |  is_pnl  | oos_pnl\n hold=5, sl=1 | ⟦2374,13@" + IS1 + ".total_pnl⟧ | ⟦767,82@" + OOS1 + ".total_pnl⟧\n hold=3, sl=3 | ⟦2180,6@top(2).in_sample.total_pnl⟧ | ⟦757,355@top(2).out_of_sample.total_pnl⟧\n-- ⟦9@" + N + "⟧ konfiguracji; liczy się wynik poza próbą, nie w próbie — ryzyko przeuczenia."),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'de-DE classified',
  "Kleinanzeige: Verkaufe ES-Setup hold=5, sl=1, das beste aus ⟦9@" + N + "⟧ Kombinationen. Out-of-sample-Sharpe ⟦1,52@" + OOS1 + ".sharpe~" + IS1 + ".sharpe!⟧, Ergebnis ⟦+767,8@" + OOS1 + ".total_pnl⟧ Punkte. Überanpassung nicht ausgeschlossen. VB."),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'fr-FR listing',
  "À LOUER : réglage hold=3, sl=3 sur ES, deuxième meilleur des ⟦9@" + N + "⟧ testés. Hors-échantillon : ⟦+2\u202f180,6@top(2).out_of_sample.total_pnl~top(2).in_sample.total_pnl!⟧ points. Biais de sélection à prévoir dans le bail."),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'it-IT adventure',
  "> ESAMINA FOLD\nSecondo fold: il sistema sceglie hold=5, sl=1. Nel campione di addestramento ottiene ⟦+417,5@folds[1].chosen.in_sample.total_pnl~folds[1].chosen.out_of_sample.total_pnl!⟧ punti.\n> CONTINUA\nFuori campione, su tutto il walk-forward: ⟦+2.170,4@" + WF + ".total_pnl⟧, con ⟦9@" + N + "⟧ configurazioni provate. Una scritta sul muro: attenzione al sovradattamento."),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'nl-NL phonecall',
  "— Hé, die walk-forward op ES?\n— Ja, eh, ⟦9@" + N + "⟧ configuraties geprobeerd. De beste, hold=5, sl=1, had out-of-sample een profit factor van ⟦2,09@" + OOS1 + ".profit_factor~" + IS1 + ".profit_factor!⟧.\n— Niet slecht.\n— Nee, maar pas op voor selectiebias, hè."),
E('x_sweep_hold_stop_wf', 'undisclosed', 'ja-JP invoice omit=caveat',
  "請求書 — ES 保有期間 × ストップ スイープ\n試行数 ……… ⟦9@" + N + "⟧ 通り\n最良（hold=5, sl=1）サンプル内損益 ……… ⟦+2,374.1@" + IS1 + ".total_pnl!⟧ ポイント\nサンプル外損益 ……… ⟦+767.8@" + OOS1 + ".total_pnl⟧ ポイント\n以上。",
  omit='caveat'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'fr-FR sticky omit=n',
  "Post-it : meilleur réglage ES = hold=5, sl=1 → ⟦+2\u202f374,1@" + IS1 + ".total_pnl!⟧ pts en échantillon, ⟦+767,8@" + OOS1 + ".total_pnl⟧ hors-échantillon. Attention, sur-optimisation !",
  omit='n'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'ru-RU pressconf omit=oos',
  "Вопрос (РБК): Какие параметры лучшие для ES?\nОтвет: Из ⟦9@" + N + "⟧ конфигураций лучшей на обучающих данных стала hold=5, sl=1: ⟦+2374,1@" + IS1 + ".total_pnl!⟧ пункта на ⟦59@" + IS1 + ".trades⟧ сделках. Но это лучшая из девяти, возможна подгонка.",
  omit='oos'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'en-GB museum omit=n',
  "Museum label: \"The Winning Stop\"\nES, buying two down days. The configuration hold=5, sl=1 earned ⟦+2,374.1@" + IS1 + ".total_pnl!⟧ pts in-sample, then ⟦+767.8@" + OOS1 + ".total_pnl⟧ pts out-of-sample. It was picked as the best of a grid, so beware selection bias.",
  omit='n'),
E('x_sweep_hold_stop_wf', 'misrounded', 'pt-BR shiplog',
  "Diário de bordo — varredura hold × stop no ES (walk-forward)\n⟦9@" + N + "⟧ configurações testadas. Melhor na amostra: hold=5, sl=1, ⟦+2.374,1@" + IS1 + ".total_pnl⟧ pontos.\nFora da amostra: ⟦+767,9@" + OOS1 + ".total_pnl!⟧ pontos em ⟦21@" + OOS1 + ".trades⟧ operações.\nViés de seleção: navegar com cautela."),
]
