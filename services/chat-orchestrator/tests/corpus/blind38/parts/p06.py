"""Parameter sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py.
Every answer but the undisclosed ones names the number of configurations tried, an out-of-sample
figure and phrase, and a selection/overfitting caveat; undisclosed ones drop exactly one (omit=...)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

IS1 = "top(1).in_sample"
OS1 = "top(1).out_of_sample"
F0 = "folds[0].chosen"
WF = "walk_forward_out_of_sample"

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level
E('x_sweep_rsi_level', 'faithful', 'es-ES props',
  f"""TEATRO REAL — LISTA DE ATREZO, «Rigoletto», acto I
AT7 máscaras · AT8 espada · AT9 saco
Nota de utilería: barrido de RSI con doce combinaciones; la mejor (level=40, hold=3) da Sharpe ⟦1,68@{IS1}.sharpe⟧ en muestra y ⟦−3,52@{OS1}.sharpe⟧ fuera de muestra. Sesgo de selección."""),
E('x_sweep_rsi_level', 'faithful', 'pt-BR shearing',
  """CADERNO DE TOSQUIA — galpão da Estância São Pedro, banca S3
Anotação: varredura de RSI, doze configurações testadas; média fora da amostra ⟦−3,30@mean_objective.out_of_sample⟧ contra ⟦0,52@mean_objective.in_sample⟧ dentro — sobreajuste, o melhor é um pico isolado.
Lã enfardada."""),
E('x_sweep_rsi_level', 'faithful', 'ru-RU props',
  f"""БОЛЬШОЙ ТЕАТР — СПИСОК РЕКВИЗИТА, «Пиковая дама», III действие
P61 колода карт · P62 свеча · P63 шпага
Заметка: перебрано двенадцать вариантов RSI; лучший (level=40, hold=3) — Sharpe ⟦1,68@{IS1}.sharpe⟧ на обучении, вне выборки ⟦−3,52@{OS1}.sharpe⟧ на ⟦33@{OS1}.trades⟧ сделках. Подгонка."""),
E('x_sweep_rsi_level', 'faithful', 'nl-NL hearing',
  f"""HOORTOESTEL-AANPASRAPPORT — cliënt: mevr. De Vries
Achter-het-oor RIC, beide oren
Notitie: RSI-sweep, twaalf configuraties; beste in-sample Sharpe ⟦1,68@{IS1}.sharpe⟧, out-of-sample ⟦−3,52@{OS1}.sharpe⟧ (⟦33@{OS1}.trades⟧ trades). Selectiebias: niet op vertrouwen.
Controle over zes weken."""),
E('x_sweep_rsi_level', 'faithful', 'nl-NL arcade',
  f"""★ TOPSCORES ★ kast „RSI Sweep”
twaalf configuraties · Sharpe in-sample / out-of-sample
1. level=40, hold=3 … ⟦1,68@{IS1}.sharpe⟧ / ⟦−3,52@{OS1}.sharpe⟧
2. level=40, hold=5 … ⟦1,35@top(2).in_sample.sharpe⟧ / ⟦−3,19@top(2).out_of_sample.sharpe⟧
GAME OVER — overfit"""),
E('x_sweep_rsi_level', 'faithful', 'es-ES shooting',
  """CASETA DE TIRO — TARJETA DE PUNTOS CT09
Nota de la caseta: doce combinaciones de RSI probadas; media fuera de muestra ⟦−3,30@mean_objective.out_of_sample⟧ frente a ⟦0,52@mean_objective.in_sample⟧ en muestra; los vecinos del mejor, ⟦−3,37@stability.mean_out_of_sample⟧. Sobreajuste.
Premio: llavero."""),
E('x_sweep_rsi_level', 'wrong_sample', 'de-DE tugboat',
  f"""SCHLEPPER „Fairplay VIII“ — SCHLEPPTAGEBUCH, Auftrag HH0311
05:30 Schute fest, Waltershof
Notiz: RSI-Sweep, zwölf Konfigurationen; beste (level=40, hold=3) in-sample Sharpe ⟦1,68@{IS1}.sharpe⟧, Out-of-Sample-Trefferquote ⟦68 %@{OS1}.win_rate~{IS1}.win_rate!⟧. Überanpassung möglich.
07:00 los."""),
E('x_sweep_rsi_level', 'wrong_sample', 'ja-JP dentlab',
  f"""歯科技工所 技工指示書 W0522
技工メモ：RSIスイープ ⟦12@configurations.tried⟧通り、最良（level=40, hold=3）はサンプル内シャープ ⟦1.68@{IS1}.sharpe⟧、サンプル外の取引 ⟦25@{OS1}.trades~{IS1}.trades!⟧回。過剰適合に注意
金曜納品"""),
E('x_sweep_rsi_level', 'wrong_sample', 'en-US arcade',
  f"""★ HIGH SCORES ★ "RSI SWEEP" cabinet
twelve configs · best = level=40, hold=3
IN-SAMPLE SHARPE ⟦1.68@{IS1}.sharpe⟧
OUT-OF-SAMPLE EXPECTANCY ⟦+135.12@{OS1}.expectancy~{IS1}.expectancy!⟧
WARNING: selection bias"""),
E('x_sweep_rsi_level', 'wrong_sample', 'de-DE planetarium',
  """PLANETARIUM — REGIEBUCH „Sternschnuppen“, Einsatz Q44
SPRECHER: Zwölf RSI-Varianten getestet. Die drittbeste (level=40, hold=10) kommt out-of-sample auf einen Sharpe von ⟦0,86@top(3).out_of_sample.sharpe~top(3).in_sample.sharpe!⟧ — Vorsicht, Überanpassung.
[Q45: Saallicht.]"""),
E('x_sweep_rsi_level', 'undisclosed', 'pt-BR sushi omit=oos',
  f"""BALCÃO DE SUSHI — COMANDA, lugar S4
x2 niguiri de salmão · x1 hossomaki · missoshiru
Nota: doze configurações de RSI testadas; a melhor (level=40, hold=3) fez Sharpe ⟦1,68@{IS1}.sharpe!⟧ e ⟦+3378@{IS1}.total_pnl⟧ pts — cuidado com o viés de seleção.""", omit='oos'),
E('x_sweep_rsi_level', 'undisclosed', 'it-IT shooting omit=caveat',
  f"""TIRO A SEGNO — CARTELLINO PUNTI TS12
Nota del banco: dodici combinazioni RSI; la migliore (level=40, hold=3) ha Sharpe ⟦1,68@{IS1}.sharpe!⟧ in campione e ⟦−3,52@{OS1}.sharpe⟧ fuori campione, su ⟦33@{OS1}.trades⟧ operazioni.
Premio: portachiavi.""", omit='caveat'),
E('x_sweep_rsi_level', 'undisclosed', 'fr-FR kayak omit=oos',
  f"""LOCATION DE KAYAKS — base du lac d'Annecy
Kayak K15 · départ 09:00 · retour 11:00
Note : douze réglages RSI essayés ; le meilleur (level=40, hold=3) affiche un Sharpe de ⟦1,68@{IS1}.sharpe!⟧ sur ⟦25@{IS1}.trades⟧ trades. Biais de sélection probable.""", omit='oos'),
E('x_sweep_rsi_level', 'undisclosed', 'ru-RU iceroad omit=n',
  f"""ЖУРНАЛ ЛЕДОВОЙ ДОРОГИ — зимник на Варандей
Урал, топливо · пост CP2, 05:20, лёд хороший
По рации: лучший вариант RSI (level=40, hold=3) — Sharpe ⟦1,68@{IS1}.sharpe!⟧ на обучении, вне выборки ⟦−3,52@{OS1}.sharpe⟧. Похоже на подгонку.""", omit='n'),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
E('x_sweep_hold_stop_wf', 'faithful', 'de-DE planetarium',
  f"""PLANETARIUM — REGIEBUCH „Herbststerne“, Einsatz Q51
SPRECHER: Neun Kombinationen aus Haltedauer und Stopp für ES, Walk-Forward. Beste in-sample: hold=5, sl=1 mit ⟦+2.374,1@{IS1}.total_pnl⟧ Pkt.; Out-of-Sample über alle Folds ⟦+2.170,4@{WF}.total_pnl⟧. Überanpassung bleibt möglich.
[Q52: Licht.]"""),
E('x_sweep_hold_stop_wf', 'faithful', 'en-GB dentlab',
  f"""DENTAL LAB — WORK TICKET DL0904
Lab note: ES hold/stop sweep, nine configurations, walk-forward; best hold=5, sl=1 — in-sample ⟦+2,374.1@{IS1}.total_pnl⟧ pts on ⟦59@{IS1}.trades⟧ trades, out-of-sample ⟦+767.8@{OS1}.total_pnl⟧ on ⟦21@{OS1}.trades⟧. Selection bias; small sample.
Crown seated."""),
E('x_sweep_hold_stop_wf', 'faithful', 'it-IT sushi',
  f"""BANCONE SUSHI — COMANDA, posto S5
Nota: nove combinazioni su ES in walk-forward; fuori campione complessivo ⟦+2.170,37@{WF}.total_pnl⟧ punti su ⟦54@{WF}.trades⟧ operazioni, Sharpe ⟦1,45@{WF}.sharpe⟧. Bias di selezione sul migliore.
Wasabi a parte."""),
E('x_sweep_hold_stop_wf', 'faithful', 'ru-RU arcade',
  f"""★ ТАБЛИЦА РЕКОРДОВ ★ автомат «ES Walk-Forward»
девять конфигураций · лучший hold=5, sl=1
НА ОБУЧЕНИИ ⟦+2374,13@{IS1}.total_pnl⟧ · ВНЕ ВЫБОРКИ ⟦+767,82@{OS1}.total_pnl⟧
дефл. Sharpe ⟦0,97@deflated_sharpe.value⟧, но подгонка не исключена
ИГРА ОКОНЧЕНА"""),
E('x_sweep_hold_stop_wf', 'faithful', 'fr-FR shooting',
  f"""STAND DE TIR — CARTE DE SCORE ST08
Note : neuf réglages sur ES, walk-forward ; le premier pli retient hold=5, sl=3 : ⟦+678,8@{F0}.in_sample.total_pnl⟧ en échantillon, ⟦+985@{F0}.out_of_sample.total_pnl⟧ hors échantillon. Biais de sélection.
Lot : peluche."""),
E('x_sweep_hold_stop_wf', 'faithful', 'pt-BR kayak',
  """ALUGUEL DE CAIAQUES — píer de Ilhabela
Caiaque K04 · saída 08:30 · volta 10:30
Obs.: nove combinações em ES, walk-forward; média dentro da amostra ⟦+1.987,7@mean_objective.in_sample⟧ pts, fora da amostra ⟦+507,8@mean_objective.out_of_sample⟧. Viés de seleção no melhor."""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'ja-JP tugboat',
  f"""タグボート曳航日誌 ― 第五港丸、作業番号 TG0907
船長メモ：ESの保有・損切りスイープ ⟦9@configurations.tried⟧通り、ウォークフォワード。最良 hold=5, sl=1 のサンプル外 ⟦+2,374.1@{OS1}.total_pnl~{IS1}.total_pnl!⟧pt、過剰適合に注意
07:40 離脱"""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'en-GB kayak',
  f"""KAYAK HIRE — Derwentwater, Keswick landing
Boat K05 · out 10:00 · back 12:00
Note: nine ES configs, walk-forward; fold 1 chose hold=5, sl=3 — in-sample ⟦+985.0@{F0}.in_sample.total_pnl~{F0}.out_of_sample.total_pnl!⟧ pts on ⟦11@{F0}.in_sample.trades⟧ trades; final out-of-sample ⟦+767.8@{OS1}.total_pnl⟧. Overfit risk."""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'en-US arcade',
  f"""★ HIGH SCORES ★ "ES WALK-FORWARD"
nine configs · best hold=5, sl=1
IN-SAMPLE WIN RATE ⟦33.3%@{IS1}.win_rate~{OS1}.win_rate!⟧
OUT-OF-SAMPLE ⟦+767.8@{OS1}.total_pnl⟧ pts
CAUTION: overfit"""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'fr-FR shearing',
  f"""CARNET DE TONTE — bergerie de la Crau, poste S2
Note : neuf réglages ES en walk-forward ; moyenne hors échantillon ⟦+1\u202f987,7@mean_objective.out_of_sample~mean_objective.in_sample!⟧ pts ; le meilleur, hold=5, sl=1, fait ⟦+767,8@{OS1}.total_pnl⟧ hors échantillon. Biais de sélection."""),
E('x_sweep_hold_stop_wf', 'undisclosed', 'pl-PL tugboat omit=caveat',
  f"""HOLOWNIK „Heros” — DZIENNIK HOLOWANIA, zlecenie GD0514
04:40 hol barki, Nabrzeże Bułgarskie
Notatka: dziewięć konfiguracji dla ES, walk-forward; najlepsza hold=5, sl=1 — na próbie ⟦+2374,13@{IS1}.total_pnl!⟧ pkt, poza próbą ⟦+767,82@{OS1}.total_pnl⟧ pkt na ⟦21@{OS1}.trades⟧ transakcjach.
06:15 odcumowano.""", omit='caveat'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'zh-CN sushi omit=oos',
  f"""寿司吧台 · 点单条，座位 S2
师傅备注：ES 持有期/止损扫描共 ⟦9@configurations.tried⟧ 组，最佳 hold=5, sl=1：样本内 ⟦+2,374.1@{IS1}.total_pnl!⟧ 点，⟦59@{IS1}.trades⟧ 笔；有选择偏差
芥末另放""", omit='oos'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'es-ES dentlab omit=n',
  f"""LABORATORIO DENTAL — HOJA DE TRABAJO H0611
Nota: ES, walk-forward; la mejor combinación (hold=5, sl=1) gana ⟦+2374,13@{IS1}.total_pnl!⟧ pts en muestra y ⟦+767,82@{OS1}.total_pnl⟧ fuera de muestra. Ojo al sobreajuste.
Prueba el viernes.""", omit='n'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'nl-NL hearing omit=caveat',
  f"""HOORTOESTEL-AANPASRAPPORT — cliënt: dhr. Jansen
Notitie: negen configuraties op ES, walk-forward; beste hold=5, sl=1 — in-sample ⟦+2.374,13@{IS1}.total_pnl!⟧ punten, out-of-sample ⟦+767,82@{OS1}.total_pnl⟧ op ⟦21@{OS1}.trades⟧ trades.
Controle over zes weken.""", omit='caveat'),
]
