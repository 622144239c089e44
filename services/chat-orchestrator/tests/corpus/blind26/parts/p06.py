"""Sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level
E('x_sweep_rsi_level', 'wrong_sample', 'de-DE obituary',
  """TRAUERANZEIGE
Nach ⟦12@configurations.tried⟧ getesteten Konfigurationen verabschieden wir uns von „Level 40, Hold 3“.
In-Sample: Sharpe ⟦1,68@top(1).in_sample.sharpe⟧, Trefferquote ⟦27,27 %@top(1).in_sample.win_rate~top(1).out_of_sample.win_rate!⟧.
Out-of-Sample: Sharpe ⟦−3,52@top(1).out_of_sample.sharpe⟧. Todesursache: Überanpassung."""),
E('x_sweep_rsi_level', 'wrong_sample', 'pt-BR firedrill',
  """RELATÓRIO DE SIMULADO — varredura RSI, ⟦12@configurations.tried⟧ configurações
Segunda colocada (nível 40, 5 dias): dentro da amostra Sharpe ⟦1,35@top(2).in_sample.sharpe⟧
Fora da amostra: resultado ⟦+3.024@top(2).out_of_sample.total_pnl~top(2).in_sample.total_pnl!⟧ pontos
Alerta: viés de seleção. Brigadista: C. Dias"""),
E('x_sweep_rsi_level', 'wrong_sample', 'it-IT pacenotes',
  """PS RSI — note: ⟦12@configurations.tried⟧ assetti provati
livello 40, tenuta 3: nel campione Sharpe ⟦1,68@top(1).in_sample.sharpe⟧, fattore di profitto ⟦2,74@top(1).in_sample.profit_factor⟧
fuori campione fattore di profitto ⟦2,74@top(1).out_of_sample.profit_factor~top(1).in_sample.profit_factor!⟧, attenzione, sovradattamento
arrivo"""),
E('x_sweep_rsi_level', 'wrong_sample', 'ru-RU rulebook',
  """ПРАВИЛА ИГРЫ — «Перебор RSI»
Разыгрывается ⟦12@configurations.tried⟧ конфигураций. Лучшая — level=40, hold=3: Sharpe в выборке ⟦1,68@top(1).in_sample.sharpe⟧, вне выборки ⟦−3,52@top(1).out_of_sample.sharpe⟧.
Соседи лучшей вне выборки: в среднем ⟦0,49@stability.mean_out_of_sample~stability.mean_in_sample!⟧.
Внимание: победа по выборке — это переобучение."""),
E('x_sweep_rsi_level', 'undisclosed', 'en-US obituary omit=oos',
  """OBITUARY
Level=40, hold=3, the best of ⟦12@configurations.tried⟧ RSI dip-buying configurations, has passed away.
It posted a Sharpe of ⟦1.68@top(1).in_sample.sharpe!⟧ on its training data over ⟦25@top(1).in_sample.trades⟧ trades.
It was chosen after trying every combination, so its record is likely overfit. Deflated Sharpe: ⟦0.71@deflated_sharpe.value⟧.""", omit='oos'),
E('x_sweep_rsi_level', 'undisclosed', 'en-GB sleeve omit=n',
  """SLEEVE NOTES — "Buy the Dip" (RSI(14) sweep)
A1 level 40, hold 3 — in-sample Sharpe ⟦1.68@top(1).in_sample.sharpe!⟧, ⟦+3,378@top(1).in_sample.total_pnl⟧ pts
A2 the same, out-of-sample — Sharpe ⟦−3.52@top(1).out_of_sample.sharpe⟧, ⟦−4,759.75@top(1).out_of_sample.total_pnl⟧ pts
Producer's note: picked on in-sample data, a classic overfit.""", omit='n'),
E('x_sweep_rsi_level', 'undisclosed', 'es-ES audioguide omit=caveat',
  """🎧 Audioguía — Sala P, «El barrido del RSI»
Se probaron ⟦12@configurations.tried⟧ combinaciones de nivel y plazo. La ganadora, nivel 40 y 3 días, logró un Sharpe de ⟦1,68@top(1).in_sample.sharpe!⟧ en la muestra.
Fuera de muestra cayó a ⟦−3,52@top(1).out_of_sample.sharpe⟧ con ⟦33@top(1).out_of_sample.trades⟧ operaciones.
Continúe hacia la sala siguiente.""", omit='caveat'),
E('x_sweep_rsi_level', 'undisclosed', 'it-IT patter omit=n',
  """Signore e signori, dal mio cilindro esce… livello 40, tenuta 3 giorni!
Nel campione: Sharpe ⟦1,68@top(1).in_sample.sharpe!⟧, ⟦+3.378@top(1).in_sample.total_pnl⟧ punti!
Fuori campione però… puff: ⟦−3,52@top(1).out_of_sample.sharpe⟧. È sovradattamento, signori, non magia.""", omit='n'),
E('x_sweep_rsi_level', 'faithful', 'nl-NL carelabel',
  """WASLABEL — RSI-sweep, ⟦12@configurations.tried⟧ configuraties getest
Beste: level 40, hold 3 → in-sample Sharpe ⟦1,68@top(1).in_sample.sharpe⟧, out-of-sample ⟦−3,52@top(1).out_of_sample.sharpe⟧ (⟦33@top(1).out_of_sample.trades⟧ trades)
Pas op voor selectiebias: gekozen op de in-sample data
Wassen op 40° · niet in de droger"""),
E('x_sweep_rsi_level', 'faithful', 'zh-CN summit',
  """登顶记录 · RSI参数峰
共尝试 ⟦12@configurations.tried⟧ 条路线。最佳：level=40, hold=3
样本内夏普 ⟦1.68@top(1).in_sample.sharpe⟧（⟦25@top(1).in_sample.trades⟧笔），样本外跌到 ⟦−3.52@top(1).out_of_sample.sharpe⟧（⟦33@top(1).out_of_sample.trades⟧笔）
备注：典型的过拟合，山顶是孤峰。"""),
E('x_sweep_rsi_level', 'faithful', 'ja-JP rulebook',
  """ルールブック『RSIスイープ』
・全 ⟦12@configurations.tried⟧ 通りの組み合わせを試す
・最良は level=40, hold=3：サンプル内シャープ ⟦1.68@top(1).in_sample.sharpe⟧、サンプル外 ⟦−3.52@top(1).out_of_sample.sharpe⟧
・全体平均はサンプル内 ⟦0.52@mean_objective.in_sample⟧ 対 サンプル外 ⟦−3.30@mean_objective.out_of_sample⟧
・注意：過剰適合の可能性大"""),
E('x_sweep_rsi_level', 'faithful', 'pt-BR sewing',
  """MOLDE — "Varredura RSI", ⟦12@configurations.tried⟧ moldes testados
Melhor corte: nível 40, 3 dias — dentro da amostra ⟦+3.378@top(1).in_sample.total_pnl⟧ pts, fora da amostra ⟦−4.759,75@top(1).out_of_sample.total_pnl⟧ pts
Sharpe deflacionado ⟦0,71@deflated_sharpe.value⟧: sobreajuste provável
Costurar com cuidado."""),
E('x_sweep_rsi_level', 'faithful', 'es-ES firedrill',
  """INFORME DE SIMULACRO — Barrido RSI (⟦12@configurations.tried⟧ configuraciones)
Mejor salida en la muestra: nivel 40, 3 días, Sharpe ⟦1,68@top(1).in_sample.sharpe⟧
Fuera de muestra: Sharpe ⟦−3,52@top(1).out_of_sample.sharpe⟧, resultado ⟦−4759,75@top(1).out_of_sample.total_pnl⟧ puntos
Observación: sobreajuste; se eligió con sesgo de selección. Responsable: M. Vidal"""),
E('x_sweep_rsi_level', 'faithful', 'pl-PL logbook',
  """DZIENNIK LOTÓW — SP-RSI, przegląd ⟦12@configurations.tried⟧ konfiguracji
Najlepsza: poziom 40, trzymanie 3 — w próbie Sharpe ⟦1,68@top(1).in_sample.sharpe⟧, ⟦25@top(1).in_sample.trades⟧ lotów
Poza próbą: Sharpe ⟦−3,52@top(1).out_of_sample.sharpe⟧, ⟦33@top(1).out_of_sample.trades⟧ loty, wynik ⟦−4759,75@top(1).out_of_sample.total_pnl⟧
Uwagi: ryzyko przeuczenia."""),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
E('x_sweep_hold_stop_wf', 'wrong_sample', 'pt-BR qsl',
  """QSL — PY1NQX para DL0NQ
Varredura ES, ⟦9@configurations.tried⟧ configurações, walk-forward em 3 dobras
Melhor (hold=5, sl=1): dentro da amostra ⟦+2.374,13@top(1).in_sample.total_pnl⟧ pts em ⟦21@top(1).in_sample.trades~top(1).out_of_sample.trades!⟧ operações
Fora da amostra: ⟦+767,82@top(1).out_of_sample.total_pnl⟧ pts. Cuidado com o sobreajuste. Obrigado pelo QSO!"""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'ru-RU sleeve',
  """КОНВЕРТ — «Перебор ES», ⟦9@configurations.tried⟧ дублей
Трек «Фолд 1» (hold=5, sl=3): в выборке ⟦985,01@folds[0].chosen.in_sample.total_pnl~folds[0].chosen.out_of_sample.total_pnl!⟧, вне выборки ⟦985,01@folds[0].chosen.out_of_sample.total_pnl⟧
Итог вне выборки: ⟦+2170,37@walk_forward_out_of_sample.total_pnl⟧
Примечание продюсера: переобучение не исключено."""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'nl-NL obituary',
  """IN MEMORIAM — ES hold/stop-sweep
Na ⟦9@configurations.tried⟧ configuraties is nummer twee, hold=3, sl=3, heengegaan.
In-sample: ⟦+2.180,6@top(2).in_sample.total_pnl⟧ punten. Out-of-sample: ⟦+2.180,6@top(2).out_of_sample.total_pnl~top(2).in_sample.total_pnl!⟧ punten.
Doodsoorzaak: selectiebias."""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'ja-JP pacenotes',
  """ES スイープ　ペースノート（⟦9@configurations.tried⟧ 通り）
ベスト hold=5, sl=1：サンプル内 ⟦+2,374.13@top(1).in_sample.total_pnl⟧、勝率 ⟦33.9%@top(1).in_sample.win_rate⟧
サンプル外 ⟦+767.82@top(1).out_of_sample.total_pnl⟧、勝率 ⟦33.9%@top(1).out_of_sample.win_rate~top(1).in_sample.win_rate!⟧
注意：過剰適合、ゴール"""),
E('x_sweep_hold_stop_wf', 'undisclosed', 'de-DE logbook omit=oos',
  """FLUGBUCH — ES, Hold/Stop-Sweep, ⟦9@configurations.tried⟧ Varianten geflogen
Beste Variante: hold=5, sl=1 — Trainingsergebnis ⟦+2.374,13@top(1).in_sample.total_pnl!⟧ Punkte, ⟦59@top(1).in_sample.trades⟧ Trades
Bemerkung: auf den Trainingsdaten ausgewählt, Überanpassung wahrscheinlich.""", omit='oos'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'fr-FR firedrill omit=caveat',
  """RAPPORT D'EXERCICE D'ÉVACUATION — balayage ES, ⟦9@configurations.tried⟧ configurations
Meilleure sortie en échantillon : hold=5, sl=1, ⟦+2\u202f374,13@top(1).in_sample.total_pnl!⟧ points
Hors échantillon : ⟦+767,82@top(1).out_of_sample.total_pnl⟧ points sur ⟦21@top(1).out_of_sample.trades⟧ trades
Walk-forward global : ⟦+2\u202f170,37@walk_forward_out_of_sample.total_pnl⟧. Chef d'évacuation : N. Petit""", omit='caveat'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'en-US sewing omit=oos',
  """PATTERN — "ES Dip" skirt, hold/stop sweep (nine sizes tried)
Best fit: hold=5, sl=1, training P&L ⟦+2,374.13@top(1).in_sample.total_pnl!⟧ pts over ⟦59@top(1).in_sample.trades⟧ trades
Runner-up: hold=3, sl=3, ⟦+2,180.6@top(2).in_sample.total_pnl⟧ pts
Warning: chosen on the same data it was fitted to, so likely overfit.""", omit='oos'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'it-IT sewing omit=n',
  """CARTAMODELLO — «Sweep ES», tenuta e stop
Taglia migliore: hold=5, sl=1 — nel campione ⟦+2.374,13@top(1).in_sample.total_pnl!⟧ punti
Fuori campione: ⟦+767,82@top(1).out_of_sample.total_pnl⟧ punti su ⟦21@top(1).out_of_sample.trades⟧ operazioni
Attenzione al sovradattamento: il modello è stato scelto sugli stessi dati.""", omit='n'),
E('x_sweep_hold_stop_wf', 'faithful', 'nl-NL carelabel',
  """WASLABEL — ES hold/stop-sweep, ⟦9@configurations.tried⟧ configuraties
Beste: hold=5, sl=1 → in-sample ⟦+2.374,13@top(1).in_sample.total_pnl⟧, out-of-sample ⟦+767,82@top(1).out_of_sample.total_pnl⟧ (⟦21@top(1).out_of_sample.trades⟧ trades)
Walk-forward out-of-sample totaal: ⟦+2.170,37@walk_forward_out_of_sample.total_pnl⟧
Let op selectiebias · niet bleken · lauw wassen"""),
E('x_sweep_hold_stop_wf', 'faithful', 'ru-RU qsl',
  """QSL — R3NQX для W1NQ
Перебор ⟦9@configurations.tried⟧ вариантов на ES (walk-forward, 3 фолда)
Лучший hold=5, sl=1: в выборке ⟦+2374,13@top(1).in_sample.total_pnl⟧, вне выборки ⟦+767,82@top(1).out_of_sample.total_pnl⟧
Общий итог вне выборки: ⟦+2170,37@walk_forward_out_of_sample.total_pnl⟧ пункта за ⟦54@walk_forward_out_of_sample.trades⟧ сделки. Осторожно: переобучение.
Спасибо за связь!"""),
E('x_sweep_hold_stop_wf', 'faithful', 'pt-BR rulebook',
  """REGRAS DO JOGO — "Varredura ES" (⟦9@configurations.tried⟧ configurações)
O melhor jogador (hold=5, sl=1) fez ⟦+2.374,13@top(1).in_sample.total_pnl⟧ dentro da amostra e ⟦+767,82@top(1).out_of_sample.total_pnl⟧ fora da amostra.
Média de todos fora da amostra: ⟦+507,84@mean_objective.out_of_sample⟧.
Penalidade por viés de seleção: não confie no placar de dentro da amostra."""),
E('x_sweep_hold_stop_wf', 'faithful', 'de-DE pacenotes',
  """WP ES-Sweep — Aufschrieb, ⟦9@configurations.tried⟧ Varianten
Bestes Setup hold=5, sl=1: In-Sample ⟦+2.374,1@top(1).in_sample.total_pnl⟧, Out-of-Sample ⟦+767,8@top(1).out_of_sample.total_pnl⟧, nur ⟦21@top(1).out_of_sample.trades⟧ Trades, kleine Stichprobe!
Deflated Sharpe ⟦0,97@deflated_sharpe.value⟧, trotzdem Überanpassung möglich
Ziel"""),
E('x_sweep_hold_stop_wf', 'faithful', 'fr-FR summit',
  """REGISTRE DE SOMMET — Pic ES, ⟦9@configurations.tried⟧ voies testées
Meilleure voie : hold=5, sl=1 — en échantillon ⟦+2\u202f374,13@top(1).in_sample.total_pnl⟧ pts, hors échantillon ⟦+767,82@top(1).out_of_sample.total_pnl⟧ pts
Pli 2 (hold=5, sl=1) : hors échantillon ⟦+417,54@folds[1].chosen.out_of_sample.total_pnl⟧
Attention au biais de sélection. Météo : variable."""),
E('x_sweep_hold_stop_wf', 'faithful', 'pl-PL obituary',
  """NEKROLOG
Po przetestowaniu ⟦9@configurations.tried⟧ konfiguracji odszedł zwycięzca hold=5, sl=1.
W próbie zarobił ⟦+2374,13@top(1).in_sample.total_pnl⟧ pkt, poza próbą ⟦+767,82@top(1).out_of_sample.total_pnl⟧ pkt na ⟦21@top(1).out_of_sample.trades⟧ transakcjach.
Przyczyna: ryzyko przeuczenia. Cześć jego pamięci."""),
]
