"""Sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level
E('x_sweep_rsi_level', 'faithful', 'es-ES margin',
  """Notas a lápiz — barrido RSI nivel × mantenimiento, ⟦12@configurations.tried⟧ combinaciones
[A] la mejor dentro de muestra: level=40, hold=3, Sharpe ⟦1,68@top(1).in_sample.sharpe⟧ — forte
[B] fuera de muestra se hunde: ⟦−3,52@top(1).out_of_sample.sharpe⟧ en ⟦33@top(1).out_of_sample.trades⟧ operaciones — morendo
[C] ojo al sobreajuste; Sharpe deflactado ⟦0,71@deflated_sharpe.value⟧"""),
E('x_sweep_rsi_level', 'faithful', 'nl-NL reportcard',
  """RAPPORT — RSI-sweep, ⟦12@configurations.tried⟧ combinaties getest
Beste in-sample: level=40, hold=3 — Sharpe ⟦1,68@top(1).in_sample.sharpe⟧, ⟦25@top(1).in_sample.trades⟧ trades
Out-of-sample: Sharpe ⟦−3,52@top(1).out_of_sample.sharpe⟧, ⟦−4.759,75@top(1).out_of_sample.total_pnl⟧ pt — onvoldoende
Mentor: overfit en selectiebias; niet gebruiken."""),
E('x_sweep_rsi_level', 'faithful', 'ru-RU radiosonde',
  """ЗОНДИРОВАНИЕ — перебор уровня RSI и удержания, ⟦12@configurations.tried⟧ вариантов
В выборке: level=40, hold=3 — Шарп ⟦1,68@top(1).in_sample.sharpe⟧
Вне выборки: Шарп ⟦−3,52@top(1).out_of_sample.sharpe⟧, ⟦−4759,75@top(1).out_of_sample.total_pnl⟧ п.
Дефлированный Шарп ⟦0,71@deflated_sharpe.value⟧ (порог ⟦0,95@mr('below ([0-9.]+)')⟧) — переобучение, оболочка лопнула"""),
E('x_sweep_rsi_level', 'faithful', 'es-ES stamps',
  """HOJA DE ÁLBUM — serie «Barrido RSI», doce variantes
☐ Ejemplar estrella (en muestra): level=40, hold=3, ⟦+3378@top(1).in_sample.total_pnl⟧ pts en ⟦25@top(1).in_sample.trades⟧ operaciones
☐ El mismo, fuera de muestra: ⟦−4759,75@top(1).out_of_sample.total_pnl⟧ pts
☐ Media de todas fuera de muestra: ⟦−3,30@mean_objective.out_of_sample⟧
Aviso del filatelista: sesgo de selección, pieza dudosa."""),
E('x_sweep_rsi_level', 'faithful', 'en-GB manifest',
  """PASSENGER MANIFEST — RSI sweep, ⟦12@configurations.tried⟧ configurations boarded
Best in-sample: level=40, hold=3 — Sharpe ⟦1.68@top(1).in_sample.sharpe⟧, ⟦+3,378@top(1).in_sample.total_pnl⟧ pts
Out-of-sample leg from ⟦29 May 2024@D:2024-05-29⟧: Sharpe ⟦−3.52@top(1).out_of_sample.sharpe⟧, ⟦33@top(1).out_of_sample.trades⟧ trades
Purser's note: overfit, chosen on the training leg."""),
E('x_sweep_rsi_level', 'faithful', 'ja-JP manifest',
  """乗船名簿　RSI水準×保有日数スイープ（全⟦12@configurations.tried⟧通り）
最良（サンプル内）：level=40, hold=3　シャープ ⟦1.68@top(1).in_sample.sharpe⟧
サンプル外：シャープ ⟦−3.52@top(1).out_of_sample.sharpe⟧、損益 ⟦−4,759.75@top(1).out_of_sample.total_pnl⟧pt
事務長メモ：過剰適合の疑い。デフレーテッド・シャープ ⟦0.71@deflated_sharpe.value⟧"""),
E('x_sweep_rsi_level', 'wrong_sample', 'nl-NL whiteboard',
  """WOD — „RSI-SWEEP”, ⟦12@configurations.tried⟧ varianten
Winnaar in-sample: level=40, hold=3 — trefkans ⟦27,3%@top(1).in_sample.win_rate~top(1).out_of_sample.win_rate!⟧, Sharpe ⟦1,68@top(1).in_sample.sharpe⟧
Out-of-sample: Sharpe ⟦−3,52@top(1).out_of_sample.sharpe⟧
Coach: overfit. Niet trainen op één piek."""),
E('x_sweep_rsi_level', 'wrong_sample', 'zh-CN ballot',
  """评审投票单 · RSI参数扫描（共⟦12@configurations.tried⟧组）
最佳（样本内）：level=40, hold=3，样本内盈亏 ⟦−4,759.75@top(1).in_sample.total_pnl~top(1).out_of_sample.total_pnl!⟧ 点，夏普 ⟦1.68@top(1).in_sample.sharpe⟧
样本外：夏普 ⟦−3.52@top(1).out_of_sample.sharpe⟧，⟦33@top(1).out_of_sample.trades⟧ 笔
评语：过拟合。★☆☆☆☆"""),
E('x_sweep_rsi_level', 'wrong_sample', 'pl-PL stamps',
  """KARTA ALBUMU — seria „Przegląd RSI”, dwanaście wariantów
☐ Pierwszy w próbie: level=40, hold=3, Sharpe ⟦1,68@top(1).in_sample.sharpe⟧ → poza próbą ⟦−3,52@top(1).out_of_sample.sharpe⟧
☐ Drugi: level=40, hold=5, poza próbą Sharpe ⟦1,35@top(2).out_of_sample.sharpe~top(2).in_sample.sharpe!⟧
Uwaga kolekcjonera: ryzyko przeuczenia."""),
E('x_sweep_rsi_level', 'wrong_sample', 'en-US minibar',
  """MINIBAR CHECKLIST — RSI sweep, twelve combos
☑ Best in-sample: level=40, hold=3, Sharpe ⟦1.68@top(1).in_sample.sharpe⟧
☑ Out-of-sample: ⟦−3.52@top(1).out_of_sample.sharpe⟧
☑ Its ⟦3@stability.neighbours⟧ neighbours, mean in-sample Sharpe ⟦−3.37@stability.mean_in_sample~stability.mean_out_of_sample!⟧
Note: overfit, an isolated peak."""),
E('x_sweep_rsi_level', 'undisclosed', 'zh-CN splits omit=caveat',
  """分段成绩单 · RSI水平×持有期扫描，共 ⟦12@configurations.tried⟧ 组
样本内第一：level=40, hold=3，夏普 ⟦1.68@top(1).in_sample.sharpe!⟧，⟦25@top(1).in_sample.trades⟧ 笔
样本外：夏普 ⟦−3.52@top(1).out_of_sample.sharpe⟧，⟦33@top(1).out_of_sample.trades⟧ 笔""", omit='caveat'),
E('x_sweep_rsi_level', 'undisclosed', 'en-US whiteboard omit=oos',
  """WOD — "RSI LEVEL × HOLD", ⟦12@configurations.tried⟧ combos tried
Winner: level=40, hold=3 — Sharpe ⟦1.68@top(1).in_sample.sharpe!⟧ on ⟦25@top(1).in_sample.trades⟧ trades, ⟦+3,378@top(1).in_sample.total_pnl⟧ pts
Coach: the winner may be overfit, it was picked from the whole grid.""", omit='oos'),
E('x_sweep_rsi_level', 'undisclosed', 'de-DE radiosonde omit=n',
  """RADIOSONDE NQ — RSI-Level × Haltedauer, Aufstieg 00:00 UTC
IN-SAMPLE-SPITZE: level=40, hold=3, Sharpe ⟦1,68@top(1).in_sample.sharpe!⟧
OUT-OF-SAMPLE: Sharpe ⟦−3,52@top(1).out_of_sample.sharpe⟧, ⟦−4.759,75@top(1).out_of_sample.total_pnl⟧ Pkt.
Warnung: Überanpassung, die Spitze bricht ein.""", omit='n'),
E('x_sweep_rsi_level', 'undisclosed', 'fr-FR minibar omit=n',
  """MINIBAR — Chambre NQ, balayage RSI niveau × durée
☑ Meilleur en échantillon : level=40, hold=3, Sharpe ⟦1,68@top(1).in_sample.sharpe!⟧
☑ Hors échantillon : Sharpe ⟦−3,52@top(1).out_of_sample.sharpe⟧ sur ⟦33@top(1).out_of_sample.trades⟧ trades
☑ Attention : biais de sélection, sur-optimisation probable
Contrôlé par : Mme Petit""", omit='n'),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
E('x_sweep_hold_stop_wf', 'faithful', 'fr-FR whiteboard',
  """WOD DU JOUR — hold × stop sur ES, walk-forward, ⟦9@configurations.tried⟧ combinaisons
Meilleure en échantillon : hold=5, sl=1, ⟦+2\u202f374,13@top(1).in_sample.total_pnl⟧ pts
Hors échantillon : ⟦+767,82@top(1).out_of_sample.total_pnl⟧ pts sur ⟦21@top(1).out_of_sample.trades⟧ trades
Walk-forward global : ⟦+2\u202f170,37@walk_forward_out_of_sample.total_pnl⟧ pts
Coach : biais de sélection possible, petit échantillon."""),
E('x_sweep_hold_stop_wf', 'faithful', 'fr-FR ballot',
  """BULLETIN DU JURY — « Deux jours de baisse sur ES », neuf configurations
Prix du jury (en échantillon) : hold=3, sl=3, ⟦+2\u202f180,6@top(2).in_sample.total_pnl⟧ pts
Palme : hold=5, sl=1, ⟦+2\u202f374,13@top(1).in_sample.total_pnl⟧ pts en échantillon, puis ⟦+767,8@top(1).out_of_sample.total_pnl⟧ hors échantillon
Réserve : sur-optimisation ; Sharpe déflaté ⟦0,97@deflated_sharpe.value⟧"""),
E('x_sweep_hold_stop_wf', 'faithful', 'de-DE harbour',
  """HAFENMEISTEREI — ES, Zwei-Tage-Dip, ⟦9@configurations.tried⟧ Varianten, Walk-forward in ⟦3@R.validation.folds⟧ Folds
Beste In-Sample: hold=5, sl=1 — ⟦+2.374,13@top(1).in_sample.total_pnl⟧ Pkt.
Out-of-Sample: ⟦+767,82@top(1).out_of_sample.total_pnl⟧ Pkt. (⟦21@top(1).out_of_sample.trades⟧ Trades)
Achtung Auswahlverzerrung. Funkwache UKW CH16."""),
E('x_sweep_hold_stop_wf', 'faithful', 'nl-NL vetchart',
  """PATIËNTENKAART — ES, twee dalingsdagen, ⟦9@configurations.tried⟧ combinaties
In-sample beste: hold=5, sl=1, ⟦+2.374,13@top(1).in_sample.total_pnl⟧ pt over ⟦59@top(1).in_sample.trades⟧ trades
Out-of-sample: ⟦+767,82@top(1).out_of_sample.total_pnl⟧ pt over ⟦21@top(1).out_of_sample.trades⟧ trades
Diagnose: let op selectiebias; kleine steekproef."""),
E('x_sweep_hold_stop_wf', 'faithful', 'ru-RU sds',
  """ПАСПОРТ БЕЗОПАСНОСТИ — ES, перебор удержания и стопа, девять вариантов
2. Опасности: переобучение, лучший выбран в выборке
9. Свойства: hold=5, sl=1 — в выборке ⟦+2374,13@top(1).in_sample.total_pnl⟧, вне выборки ⟦+767,82@top(1).out_of_sample.total_pnl⟧ (⟦21@top(1).out_of_sample.trades⟧ сделка)
Walk-forward вне выборки: ⟦+2170,37@walk_forward_out_of_sample.total_pnl⟧"""),
E('x_sweep_hold_stop_wf', 'faithful', 'en-US ballot',
  """JURY BALLOT — "ES dip: hold × stop", walk-forward, ⟦9@configurations.tried⟧ entries
Best in-sample: hold=5, sl=1, ⟦+2,374.13@top(1).in_sample.total_pnl⟧ pts
Out-of-sample: ⟦+767.82@top(1).out_of_sample.total_pnl⟧ pts; walk-forward out-of-sample ⟦+2,170.37@walk_forward_out_of_sample.total_pnl⟧ pts over ⟦54@walk_forward_out_of_sample.trades⟧ trades
Juror's caveat: selection bias. ★★★☆☆"""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'es-ES whiteboard',
  """WOD — barrido hold × stop en ES, ⟦9@configurations.tried⟧ variantes
Mejor dentro de muestra: hold=5, sl=1, ⟦+2170,37@top(1).in_sample.total_pnl~walk_forward_out_of_sample.total_pnl!⟧ pts
Fuera de muestra: ⟦+767,82@top(1).out_of_sample.total_pnl⟧ pts en ⟦21@top(1).out_of_sample.trades⟧ operaciones
Entrenador: ojo al sobreajuste."""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'ru-RU reportcard',
  """ТАБЕЛЬ — walk-forward на ES, девять конфигураций
Фолд 1 (выбран hold=5, sl=3): вне выборки ⟦+678,80@folds[0].chosen.out_of_sample.total_pnl~folds[0].chosen.in_sample.total_pnl!⟧
Фолд 2 (hold=5, sl=1): вне выборки ⟦+417,54@folds[1].chosen.out_of_sample.total_pnl⟧
Итог вне выборки: ⟦+2170,37@walk_forward_out_of_sample.total_pnl⟧
Замечание: риск переобучения."""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'en-GB radiosonde',
  """SOUNDING — ES two-down-days sweep, nine configurations, walk-forward
LEVEL hold=3, sl=3 (rank ⟦2@top(2).rank⟧): in-sample win rate ⟦56.25%@top(2).in_sample.win_rate~top(2).out_of_sample.win_rate!⟧, out-of-sample total ⟦+757.4@top(2).out_of_sample.total_pnl⟧ pts
Caveat: selection bias; deflated Sharpe ⟦0.97@deflated_sharpe.value⟧"""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'nl-NL splits',
  """TUSSENTIJDEN — ES-sweep, ⟦9@configurations.tried⟧ combinaties, walk-forward
In-sample: hold=5, sl=1 met ⟦+2.374,13@top(1).in_sample.total_pnl⟧ pt
Out-of-sample: ⟦+767,82@top(1).out_of_sample.total_pnl⟧ pt, Sharpe ⟦1,52@top(1).out_of_sample.sharpe~top(1).in_sample.sharpe!⟧
Pas op: overfit en selectiebias."""),
E('x_sweep_hold_stop_wf', 'undisclosed', 'en-US margin omit=oos',
  """Pencil in the margin — ES dip sweep, ⟦9@configurations.tried⟧ settings tried
[A] winner hold=5, sl=1: ⟦+2,374.13@top(1).in_sample.total_pnl!⟧ pts over ⟦59@top(1).in_sample.trades⟧ trades — forte
[B] runner-up hold=3, sl=3: ⟦+2,180.6@top(2).in_sample.total_pnl⟧
[C] beware overfit: best of nine""", omit='oos'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'en-GB manifest omit=n',
  """PASSENGER MANIFEST — ES, two down days, hold × stop, walk-forward
Top in-sample: hold=5, sl=1, ⟦+2,374.1@top(1).in_sample.total_pnl!⟧ pts
Out-of-sample: ⟦+767.8@top(1).out_of_sample.total_pnl⟧ pts on ⟦21@top(1).out_of_sample.trades⟧ trades
Purser: selection bias, so judge it out-of-sample.""", omit='n'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'pl-PL minibar omit=oos',
  """LISTA MINIBARU — ES, dziewięć wariantów hold × stop
☑ Najlepszy: hold=5, sl=1, ⟦+2374,13@top(1).in_sample.total_pnl!⟧ pkt
☑ Drugi: hold=3, sl=3, ⟦+2180,6@top(2).in_sample.total_pnl⟧ pkt
☑ Uwaga: ryzyko przeuczenia""", omit='oos'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'pt-BR vetchart omit=caveat',
  """PRONTUÁRIO — ES, queda de dois dias, ⟦9@configurations.tried⟧ combinações
Melhor dentro da amostra: hold=5, sl=1, ⟦+2.374,13@top(1).in_sample.total_pnl!⟧ pts
Fora da amostra: ⟦+767,82@top(1).out_of_sample.total_pnl⟧ pts em ⟦21@top(1).out_of_sample.trades⟧ operações
Walk-forward, total fora da amostra: ⟦+2.170,37@walk_forward_out_of_sample.total_pnl⟧""", omit='caveat'),
]
