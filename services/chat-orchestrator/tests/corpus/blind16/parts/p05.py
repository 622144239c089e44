"""Parameter sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py.
Every answer except `undisclosed` ones names the number of configurations tried (marked 12 / 9), an
out-of-sample figure with its phrase, and a selection/overfitting caveat; undisclosed answers miss exactly
the disclosure named by omit=, and their target is the first in-sample figure.
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
E('x_sweep_rsi_level', 'faithful', 'en-US config',
  "# rsi_sweep.toml — ⟦12@" + N + "⟧ configurations tried\n[best_in_sample]\nlevel = 40\nhold = 3\nsharpe_in_sample = ⟦1.68@" + IS1 + ".sharpe⟧\nsharpe_out_of_sample = ⟦-3.52@" + OOS1 + ".sharpe⟧\n# deflated Sharpe ⟦0.71@deflated_sharpe.value⟧: likely overfit, judge it out-of-sample"),
E('x_sweep_rsi_level', 'faithful', 'de-DE hansard',
  "Präsidentin: Das Wort hat der Abgeordnete Krüger.\nKrüger: Frau Präsidentin! Es wurden ⟦12@" + N + "⟧ Konfigurationen getestet. Die beste, Level 40 mit 3 Tagen Haltedauer, kam in der Stichprobe auf einen Sharpe von ⟦1,68@" + IS1 + ".sharpe⟧, Out-of-sample auf ⟦−3,52@" + OOS1 + ".sharpe⟧. Das ist Überanpassung! (Beifall)"),
E('x_sweep_rsi_level', 'faithful', 'es-ES sermon',
  "Homilía. «El simple todo lo cree; el prudente mira bien sus pasos» (Proverbios 14:15).\nSe probaron ⟦12@" + N + "⟧ combinaciones; la mejor (nivel 40, 3 días) dio un Sharpe de ⟦1,68@" + IS1 + ".sharpe⟧ en muestra y de ⟦−3,52@" + OOS1 + ".sharpe⟧ fuera de muestra. Cuidado con el sobreajuste."),
E('x_sweep_rsi_level', 'faithful', 'pt-BR election',
  "APURAÇÃO — varredura do RSI\n⟦12@" + N + "⟧ candidatas na cédula. Vencedora no treino: nível 40, 3 dias, Sharpe ⟦1,68@" + IS1 + ".sharpe⟧.\nFora da amostra: ⟦−3,52@" + OOS1 + ".sharpe⟧. Viés de seleção confirmado; Sharpe deflacionado de ⟦0,71@deflated_sharpe.value⟧."),
E('x_sweep_rsi_level', 'faithful', 'ru-RU police',
  "ПРОТОКОЛ. Перебрано ⟦12@" + N + "⟧ конфигураций RSI.\nЛидер (уровень 40, удержание 3): Шарп ⟦1,68@" + IS1 + ".sharpe⟧ на обучении, ⟦−3,52@" + OOS1 + ".sharpe⟧ вне выборки.\nСреднее вне выборки по всем: ⟦−3,30@mean_objective.out_of_sample⟧. Признаки подгонки."),
E('x_sweep_rsi_level', 'faithful', 'zh-CN departures',
  "出发信息 · RSI参数扫描\n共测试⟦12@" + N + "⟧组参数\n最佳 level=40, hold=3　样本内夏普 ⟦1.68@" + IS1 + ".sharpe⟧\n样本外夏普 ⟦−3.52@" + OOS1 + ".sharpe⟧　延误\n提示：存在过拟合风险"),
E('x_sweep_rsi_level', 'undisclosed', 'fr-FR statement omit=oos',
  "Relevé de balayage RSI\n⟦12@" + N + "⟧ configurations testées\nMeilleure (niveau 40, 3 jours) : Sharpe ⟦1,68@" + IS1 + ".sharpe!⟧ sur la période d'apprentissage, ⟦25@" + IS1 + ".trades⟧ trades, ⟦+3\u202f378@" + IS1 + ".total_pnl⟧ points\nAttention au biais de sélection.",
  omit='oos'),
E('x_sweep_rsi_level', 'undisclosed', 'nl-NL election omit=n',
  "VERKIEZINGSAVOND — RSI-sweep\nWinnaar in de steekproef: level 40, hold 3, Sharpe ⟦1,68@" + IS1 + ".sharpe!⟧.\nOut-of-sample: ⟦−3,52@" + OOS1 + ".sharpe⟧.\nLet op selectiebias: de winnaar werd achteraf gekozen.",
  omit='n'),
E('x_sweep_rsi_level', 'undisclosed', 'ja-JP haiku omit=caveat',
  "俳句・RSIの探索\n⟦12@" + N + "⟧通り試して\n学習期間は ⟦1.68@" + IS1 + ".sharpe!⟧\nサンプル外 ⟦−3.52@" + OOS1 + ".sharpe⟧",
  omit='caveat'),
E('x_sweep_rsi_level', 'undisclosed', 'pl-PL fairytale omit=n',
  "Dawno, dawno temu strategia RSI (poziom 40, trzymanie 3 dni) zdobyła w próbie uczącej Sharpe'a ⟦1,68@" + IS1 + ".sharpe!⟧. Poza próbą spadła do ⟦−3,52@" + OOS1 + ".sharpe⟧. Morał: przeuczenie zjada zyski.",
  omit='n'),
E('x_sweep_rsi_level', 'wrong_sample', 'de-DE config',
  "; rsi_sweep.ini — ⟦12@" + N + "⟧ Konfigurationen getestet\n[beste]\nlevel = 40\nhold = 3\nsharpe_in_sample = ⟦1,68@" + IS1 + ".sharpe⟧\ntrefferquote_out_of_sample = ⟦68 %@" + OOS1 + ".win_rate~" + IS1 + ".win_rate!⟧\n; Out-of-sample bestätigt? Vorsicht, Überanpassung."),
E('x_sweep_rsi_level', 'wrong_sample', 'es-ES subtitles',
  "00:01 --> 00:04\nSe probaron ⟦12@" + N + "⟧ configuraciones del RSI.\n\n00:04 --> 00:08\nLa mejor, nivel 40 y 3 días: Sharpe fuera de muestra de ⟦1,68@" + OOS1 + ".sharpe~" + IS1 + ".sharpe!⟧.\n\n00:08 --> 00:11\nOjo al sesgo de selección."),
E('x_sweep_rsi_level', 'wrong_sample', 'ru-RU chess',
  "Комментарий: перебор RSI, ⟦12@" + N + "⟧ вариантов\n1. e4 — лучший вариант (уровень 40, удержание 3) на обучении даёт Шарп ⟦1,68@" + IS1 + ".sharpe⟧.\n2. Кf3?? — вне выборки средний Шарп по всем вариантам ⟦0,52@mean_objective.out_of_sample~mean_objective.in_sample!⟧. Подгонка."),
E('x_sweep_rsi_level', 'wrong_sample', 'zh-CN nutrition',
  "营养成分表 · RSI扫描（共⟦12@" + N + "⟧组）\n最佳：level=40, hold=3\n样本内交易数　⟦33@" + IS1 + ".trades~" + OOS1 + ".trades!⟧\n样本外夏普　　⟦−3.52@" + OOS1 + ".sharpe⟧\n警示：选择偏差"),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
E('x_sweep_hold_stop_wf', 'faithful', 'en-GB hansard',
  "Mr Speaker: The Minister for Markets.\nThe Minister: Mr Speaker, ⟦9@" + N + "⟧ combinations were tried on ES. The best, hold 5 with a 1% stop, made ⟦+2,374.13@" + IS1 + ".total_pnl⟧ points in-sample and ⟦+767.82@" + OOS1 + ".total_pnl⟧ out-of-sample. Selection bias applies. [Hon. Members: \"Hear, hear!\"]"),
E('x_sweep_hold_stop_wf', 'faithful', 'es-ES config',
  "; barrido_es.ini — ⟦9@" + N + "⟧ configuraciones, walk-forward en 3 tramos\n[mejor]\nhold = 5\nsl = 1\nbeneficio_en_muestra = ⟦2.374,13@" + IS1 + ".total_pnl⟧\nbeneficio_oos = ⟦767,82@" + OOS1 + ".total_pnl⟧\n; fuera de muestra, total walk-forward: ⟦2.170,37@" + WF + ".total_pnl⟧ ; ojo al sobreajuste"),
E('x_sweep_hold_stop_wf', 'faithful', 'pt-BR sermon',
  "Sermão. «Não terás na tua bolsa pesos diferentes» (Deuteronômio 25:13).\nForam testadas ⟦9@" + N + "⟧ combinações no ES; a escolhida (hold 5, stop 1 %) fez ⟦+2.374,13@" + IS1 + ".total_pnl⟧ no treino e ⟦+767,82@" + OOS1 + ".total_pnl⟧ fora da amostra. Cuidado com o viés de seleção."),
E('x_sweep_hold_stop_wf', 'faithful', 'ru-RU election',
  "НОЧЬ ВЫБОРОВ — перебор параметров ES\nПроверено ⟦9@" + N + "⟧ конфигураций, все с прибылью на обучении.\nПобедитель (hold 5, sl 1): ⟦+2374,13@" + IS1 + ".total_pnl⟧ пункта.\nВне выборки по walk-forward: ⟦+2170,37@" + WF + ".total_pnl⟧. Риск подгонки остаётся."),
E('x_sweep_hold_stop_wf', 'faithful', 'nl-NL fairytale',
  "Er was eens een koopman die ⟦9@" + N + "⟧ combinaties van houdtermijn en stop uitprobeerde op ES. De beste leek goud in de steekproef (⟦+2.374,13@" + IS1 + ".total_pnl⟧ punten), maar out-of-sample bleef er ⟦+767,82@" + OOS1 + ".total_pnl⟧ over. Selectiebias, zei de wijze uil."),
E('x_sweep_hold_stop_wf', 'faithful', 'pl-PL statement',
  "Wyciąg z testu walk-forward (ES)\nPrzetestowane konfiguracje: ⟦9@" + N + "⟧\nNajlepsza: hold 5, sl 1 — w próbie ⟦+2374,13@" + IS1 + ".total_pnl⟧ pkt\nPoza próbą (łącznie): ⟦+2170,37@" + WF + ".total_pnl⟧ pkt, ⟦54@" + WF + ".trades⟧ transakcje\nUwaga: ryzyko przeuczenia."),
E('x_sweep_hold_stop_wf', 'undisclosed', 'en-US election omit=caveat',
  "ELECTION NIGHT — ES hold/stop sweep\n⟦9@" + N + "⟧ configurations on the ballot.\nWinner: hold 5, stop 1%, with ⟦+2,374.1@" + IS1 + ".total_pnl!⟧ points in-sample.\nOut-of-sample tally: ⟦+767.8@" + OOS1 + ".total_pnl⟧.",
  omit='caveat'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'it-IT sermon omit=oos',
  "Omelia. «Chi è fedele nel poco è fedele anche nel molto» (Luca 16:10).\nSu ES sono state provate ⟦9@" + N + "⟧ combinazioni; la migliore (hold 5, stop 1 %) ha reso ⟦+2.374,13@" + IS1 + ".total_pnl!⟧ punti nel periodo di stima. Ma attenzione al sovradattamento.",
  omit='oos'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'zh-CN hansard omit=n',
  "主持人：请张代表发言。\n张代表：ES双跌买入的参数扫描中，最优组合（持有5天、止损1%）样本内盈利⟦2,374.13@" + IS1 + ".total_pnl!⟧点，样本外⟦767.82@" + OOS1 + ".total_pnl⟧点。要警惕过拟合。（掌声）",
  omit='n'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'pt-BR fairytale omit=oos',
  "Era uma vez um mercador que testou ⟦9@" + N + "⟧ combinações no ES e escolheu a de hold 5 e stop 1 %: ⟦+2.374,13@" + IS1 + ".total_pnl!⟧ pontos no período de treino. Viveu feliz para sempre — ou até descobrir o viés de seleção.",
  omit='oos'),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'de-DE nutrition',
  "Nährwerttabelle — ES-Sweep, ⟦9@" + N + "⟧ Konfigurationen\nBeste Kombination: hold 5, sl 1\nIn-sample-Gewinn ........ ⟦+2.374,13@" + IS1 + ".total_pnl⟧ Punkte\nOut-of-sample-Sharpe .... ⟦1,52@" + OOS1 + ".sharpe~" + IS1 + ".sharpe!⟧\nWarnhinweis: Überanpassung möglich."),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'nl-NL chess',
  "Partijcommentaar: ES-sweep, ⟦9@" + N + "⟧ varianten, walk-forward\n1. e4 — vouw 2 kiest hold 5, sl 1; in de steekproef levert dat ⟦+417,54@folds[1].chosen.in_sample.total_pnl~folds[1].chosen.out_of_sample.total_pnl!⟧ op.\n2. Pc3 — out-of-sample over alle vouwen: ⟦+2.170,37@" + WF + ".total_pnl⟧. Let op selectiebias."),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'pl-PL config',
  "; sweep_es.ini — ⟦9@" + N + "⟧ konfiguracji, walk-forward\n[najlepsza]\nhold = 5\nsl = 1\nzysk_w_probie = ⟦767,82@" + IS1 + ".total_pnl~" + OOS1 + ".total_pnl!⟧\n; poza próbą łącznie: ⟦2170,37@" + WF + ".total_pnl⟧ pkt\n; uwaga: przeuczenie"),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'ja-JP haiku',
  "俳句・ES ウォークフォワード（⟦9@" + N + "⟧通り）\nサンプル外\n利益は⟦2,374.13@" + WF + ".total_pnl~" + IS1 + ".total_pnl!⟧\n過剰適合か"),
]
