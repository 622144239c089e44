"""Sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

IS_SH = "top(1).in_sample.sharpe"
OOS_SH = "top(1).out_of_sample.sharpe"
IS_P = "top(1).in_sample.total_pnl"
OOS_P = "top(1).out_of_sample.total_pnl"
WF = "walk_forward_out_of_sample.total_pnl"

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level
E('x_sweep_rsi_level', 'wrong_sample', 'fr-FR cocktail',
  """FICHE COCKTAIL — « Balayage RSI »
Verre : coupette · Glace : non
Base : douze réglages essayés, retenu level=40, hold=3
Dosage in-sample : Sharpe ⟦1,68@""" + IS_SH + """⟧, taux de réussite ⟦27,27\u202f%@top(1).in_sample.win_rate~top(1).out_of_sample.win_rate!⟧
Hors échantillon : Sharpe ⟦−3,52@""" + OOS_SH + """⟧
Biais de sélection : servir avec méfiance."""),
E('x_sweep_rsi_level', 'wrong_sample', 'ja-JP ringmaster',
  """皆さま、お待たせしました！RSIスイープ ⟦12@configurations.tried⟧ 通りの中から選ばれたのは level=40, hold=3！
インサンプルのシャープ ⟦1.68@""" + IS_SH + """⟧！そしてサンプル外の損益は……⟦+3,378@""" + OOS_P + """~""" + IS_P + """!⟧ ポイント！
ただし過剰適合にはご用心！"""),
E('x_sweep_rsi_level', 'wrong_sample', 'nl-NL cocktail',
  """SPECKAART — „RSI-sweep”
Glas: tumbler · IJs: blok
Twaalf configuraties geprobeerd; de derde, level=40, hold=10: in-sample Sharpe ⟦0,86@top(3).in_sample.sharpe⟧ over ⟦13@top(3).in_sample.trades~top(3).out_of_sample.trades!⟧ trades
Out-of-sample: Sharpe ⟦−3,18@top(3).out_of_sample.sharpe⟧
Pas op voor selectiebias. Roeren."""),
E('x_sweep_rsi_level', 'wrong_sample', 'ru-RU drumtab',
  """ТАБУЛАТУРА — «Перебор RSI», двенадцать конфигураций
HH |x-x-x-x-x-x-x-x-|
BD |o-o-o-o-o-o-o-o-|
Лучшая level=40, hold=3: в выборке ⟦1,68@""" + IS_SH + """⟧, вне выборки ⟦−3,52@""" + OOS_SH + """⟧
Соседи лучшей: в выборке в среднем ⟦−3,37@stability.mean_in_sample~stability.mean_out_of_sample!⟧
Похоже на подгонку."""),
E('x_sweep_rsi_level', 'undisclosed', 'zh-CN triage omit=n',
  """分诊白板 · RSI 参数扫描 · 更新 10:20
床位 | 病例 | 级别 | 备注
S1 | 最佳 level=40, hold=3 | P2 | 样本内夏普 ⟦1.68@""" + IS_SH + """!⟧
S2 | 样本外 | P1 | 夏普 ⟦−3.52@""" + OOS_SH + """⟧，⟦33@top(1).out_of_sample.trades⟧ 笔
备注：典型的过拟合。""", omit='n'),
E('x_sweep_rsi_level', 'undisclosed', 'pl-PL windtunnel omit=oos',
  """KARTA PRÓB — tunel TA2, „Przegląd RSI”
Próbowano dwanaście konfiguracji; zwycięzca level=40, hold=3
Próba P1: Sharpe w próbie ⟦1,68@""" + IS_SH + """!⟧, ⟦25@top(1).in_sample.trades⟧ transakcji, ⟦+3378@""" + IS_P + """⟧ pkt
Ryzyko przeuczenia wysokie. Prowadzący: J. Wrona""", omit='oos'),
E('x_sweep_rsi_level', 'undisclosed', 'pt-BR rowing omit=caveat',
  """DIÁRIO DE REMO — sessão S12, «Varredura RSI»
Tempo 30:00 · doze configurações testadas
Melhor, level=40, hold=3: Sharpe ⟦1,68@""" + IS_SH + """!⟧ dentro da amostra
Fora da amostra: Sharpe ⟦−3,52@""" + OOS_SH + """⟧, ⟦−4759,75@""" + OOS_P + """⟧ pts
Perna direita cansada.""", omit='caveat'),
E('x_sweep_rsi_level', 'undisclosed', 'en-US postcard omit=n',
  """Hi from Lake NQ!
Tried a bunch of RSI dip-buying setups. Winner in-sample: level=40, hold=3, Sharpe ⟦1.68@""" + IS_SH + """!⟧ on ⟦25@top(1).in_sample.trades⟧ trades.
Out-of-sample it flopped: Sharpe ⟦−3.52@""" + OOS_SH + """⟧. Classic overfit.
Wish you were here! — Sam""", omit='n'),
E('x_sweep_rsi_level', 'faithful', 'pl-PL postcard',
  """Pozdrowienia znad jeziora NQ!
Sprawdziłam dwanaście ustawień RSI. Najlepsze w próbie (level=40, hold=3): Sharpe ⟦1,68@""" + IS_SH + """⟧.
Poza próbą: ⟦−3,52@""" + OOS_SH + """⟧ i ⟦−4759,75@""" + OOS_P + """⟧ pkt. Klasyczne przeuczenie.
Buziaki, Ola"""),
E('x_sweep_rsi_level', 'faithful', 'nl-NL glacier',
  """VELDNOTITIES GLETSJER — „RSI-sweep”, twaalf configuraties
Paal P1: beste in-sample level=40, hold=3, Sharpe ⟦1,68@""" + IS_SH + """⟧
Paal P2: out-of-sample Sharpe ⟦−3,52@""" + OOS_SH + """⟧ over ⟦33@top(1).out_of_sample.trades⟧ trades
Paal P3: deflated Sharpe ⟦0,71@deflated_sharpe.value⟧, onder ⟦0,95@mr('below ([0-9.]+)')⟧ — selectiebias
Mist vanaf 14:00."""),
E('x_sweep_rsi_level', 'faithful', 'de-DE glacier',
  """GLETSCHERVERMESSUNG — „RSI-Raster“, zwölf Konfigurationen
Pegel P1: bestes in-sample level=40, hold=3, Sharpe ⟦1,68@""" + IS_SH + """⟧
Pegel P2: out-of-sample ⟦−3,52@""" + OOS_SH + """⟧; alle Rangierten im Schnitt ⟦−3,3@mean_objective.out_of_sample⟧
Überanpassung wahrscheinlich. Abstieg 15:30."""),
E('x_sweep_rsi_level', 'faithful', 'en-GB drumtab',
  """DRUM TAB — "RSI sweep" (twelve configs)
HH |x-x-x-x-x-x-x-x-|
SD |----o-------o---|
BD |o-------o-------|
In-sample best level=40, hold=3: Sharpe ⟦1.68@""" + IS_SH + """⟧, ⟦+3,378@""" + IS_P + """⟧ pts
Out-of-sample: ⟦−3.52@""" + OOS_SH + """⟧, ⟦−4,759.75@""" + OOS_P + """⟧ pts. Deflated Sharpe ⟦0.71@deflated_sharpe.value⟧ — overfit, play it quiet."""),
E('x_sweep_rsi_level', 'faithful', 'it-IT ringmaster',
  """Signore e signori! Dodici configurazioni RSI sul trapezio! La regina in-sample, level=40, hold=3: Sharpe ⟦1,68@""" + IS_SH + """⟧!
Ma fuori campione precipita a ⟦−3,52@""" + OOS_SH + """⟧, su ⟦33@top(1).out_of_sample.trades⟧ operazioni! Niente rete: è bias di selezione! Applausi… prudenti!"""),
E('x_sweep_rsi_level', 'faithful', 'fr-FR overdue',
  """AVIS DE RETARD — Médiathèque NQ
Document : « Balayage RSI », douze configurations
Meilleure in-sample (level=40, hold=3) : Sharpe ⟦1,68@""" + IS_SH + """⟧ ; hors échantillon : ⟦−3,52@""" + OOS_SH + """⟧
Moyenne des classées : ⟦0,52@mean_objective.in_sample⟧ contre ⟦−3,3@mean_objective.out_of_sample⟧ hors échantillon. Biais de sélection probable."""),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
E('x_sweep_hold_stop_wf', 'wrong_sample', 'ru-RU rowing',
  """ЖУРНАЛ ГРЕБЛИ — «Перебор hold/stop, ES, walk-forward»
Девять конфигураций, ⟦3@R.validation.folds⟧ фолда
Фолд 1 (hold=5, sl=3): в выборке ⟦+985,01@folds[0].chosen.in_sample.total_pnl~folds[0].chosen.out_of_sample.total_pnl!⟧ п.
Лучшая hold=5, sl=1: вне выборки ⟦+767,8@""" + OOS_P + """⟧ п. Риск переобучения."""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'pl-PL triage',
  """TABLICA SEGREGACJI — SOR · akt. 07:10
ŁÓŻKO | PRZYPADEK | KAT. | UWAGI
S1 | przegląd ES, dziewięć konfiguracji | P3 | najlepsza hold=5, sl=1
S2 | w próbie | P2 | Sharpe ⟦1,45@top(1).in_sample.sharpe~top(1).out_of_sample.sharpe!⟧, ⟦59@top(1).in_sample.trades⟧ transakcji
S3 | poza próbą | P1 | ⟦+767,82@""" + OOS_P + """⟧ pkt; ryzyko przeuczenia"""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'ja-JP drumtab',
  """ドラム譜 ―「hold/stop スイープ（ES）」
HH |x-x-x-x-x-x-x-x-|
SD |----o-------o---|
BD |o-------o-------|
⟦9@configurations.tried⟧ 通り試行。四位 hold=3, sl=1：インサンプル ⟦+2,074.68@top(4).in_sample.total_pnl⟧、サンプル外 ⟦62@top(4).out_of_sample.trades~top(4).in_sample.trades!⟧ 回
過剰適合に注意。"""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'pt-BR slate',
  """CLAQUETE — «Varredura hold/stop, ES»
ROLO A009 · SC5_T1 · CÂM A
Nove configurações; melhor hold=5, sl=1: dentro da amostra ⟦+2374,13@""" + IS_P + """⟧, fora da amostra ⟦+767,82@""" + OOS_P + """⟧
Vizinhos: média dentro da amostra ⟦+359,45@stability.mean_in_sample~stability.mean_out_of_sample!⟧
Cuidado com o viés de seleção. Dir.: L. Prado"""),
E('x_sweep_hold_stop_wf', 'undisclosed', 'nl-NL rowing omit=oos',
  """ROEILOGBOEK — sessie S05, „Hold/stop-sweep ES”
Tijd 30:00 · negen configuraties geprobeerd
Beste: hold=5, sl=1, in-sample ⟦+2.374,13@""" + IS_P + """!⟧ pt over ⟦59@top(1).in_sample.trades⟧ trades
Risico op selectiebias; er niet te veel op bouwen.""", omit='oos'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'en-GB slate omit=caveat',
  """SLATE — PROD "ES hold/stop sweep" · ROLL B009 · SC3_T5
Nine configurations, walk-forward over ⟦3@R.validation.folds⟧ folds
Best hold=5, sl=1: in-sample ⟦+2,374.13@""" + IS_P + """!⟧ pts
Out-of-sample ⟦+767.82@""" + OOS_P + """⟧ pts on ⟦21@top(1).out_of_sample.trades⟧ trades; walk-forward overall ⟦+2,170.37@""" + WF + """⟧
DIR: H. Cole · TC 07:02:10:04""", omit='caveat'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'fr-FR drumtab omit=n',
  """TABLATURE BATTERIE — « Balayage hold/stop, ES »
HH |x-x-x-x-x-x-x-x-|
SD |----o-------o---|
BD |o-------o-------|
Meilleure : hold=5, sl=1, in-sample ⟦+2\u202f374,13@""" + IS_P + """!⟧ pts ; hors échantillon ⟦+767,82@""" + OOS_P + """⟧ pts
Walk-forward global : ⟦+2\u202f170,37@""" + WF + """⟧ pts. Gare au biais de sélection.""", omit='n'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'zh-CN ringmaster omit=oos',
  """各位观众！ES 连跌两天参数秀，一共试了 ⟦9@configurations.tried⟧ 组！
冠军 hold=5, sl=1：样本内 ⟦+2,374.13@""" + IS_P + """!⟧ 点，⟦59@top(1).in_sample.trades⟧ 笔！
小心过拟合！掌声送给它！""", omit='oos'),
E('x_sweep_hold_stop_wf', 'faithful', 'ru-RU overdue',
  """УВЕДОМЛЕНИЕ О ПРОСРОЧКЕ — библиотека NQ
Издание: «Перебор hold/stop на ES», девять конфигураций, walk-forward
Лучшая hold=5, sl=1: в выборке ⟦+2374,13@""" + IS_P + """⟧ п., вне выборки ⟦+767,82@""" + OOS_P + """⟧ п. по ⟦21@top(1).out_of_sample.trades⟧ сделке
Итог walk-forward вне выборки: ⟦+2170,37@""" + WF + """⟧ п. Возможна подгонка."""),
E('x_sweep_hold_stop_wf', 'faithful', 'pl-PL bonsai',
  """DZIENNIK BONSAI — sosna „ES hold/stop”
Dziewięć ustawień; najlepsze hold=5, sl=1: w próbie ⟦+2374,13@""" + IS_P + """⟧ pkt (⟦59@top(1).in_sample.trades⟧ transakcji)
Poza próbą ⟦+767,82@""" + OOS_P + """⟧ pkt (⟦21@top(1).out_of_sample.trades⟧ transakcji) — mała próba.
Deflowany Sharpe ⟦0,97@deflated_sharpe.value⟧, ale uwaga na przeuczenie. Podlewać oszczędnie."""),
E('x_sweep_hold_stop_wf', 'faithful', 'pt-BR triage',
  """QUADRO DE TRIAGEM — plantão C · atualizado 06:45
LEITO | CASO | PRIOR. | NOTA
L1 | varredura ES, nove configurações | P3 | melhor hold=5, sl=1
L2 | dentro da amostra | P2 | ⟦+2.374,13@""" + IS_P + """⟧ pts
L3 | fora da amostra | P2 | ⟦+767,82@""" + OOS_P + """⟧ pts; walk-forward ⟦+2.170,37@""" + WF + """⟧
Obs.: viés de seleção."""),
E('x_sweep_hold_stop_wf', 'faithful', 'es-ES postcard',
  """¡Saludos desde Cadaqués-NQ!
Probé nueve combinaciones de hold y stop en ES. La mejor (hold=5, sl=1) hizo ⟦+2374,13@""" + IS_P + """⟧ pts dentro de muestra y ⟦+767,82@""" + OOS_P + """⟧ fuera de muestra; en walk-forward, ⟦+2170,37@""" + WF + """⟧.
Ojo al sesgo de selección. ¡Besos! Pilar"""),
E('x_sweep_hold_stop_wf', 'faithful', 'en-GB pawn',
  """PAWN TICKET — No. PT0009
Pledged: ES hold/stop sweep, nine configurations, walk-forward over 3 folds
Best hold=5, sl=1: in-sample ⟦+2,374.13@""" + IS_P + """⟧ pts; out-of-sample ⟦+767.82@""" + OOS_P + """⟧ pts on ⟦21@top(1).out_of_sample.trades⟧ trades
Deflated Sharpe ⟦0.97@deflated_sharpe.value⟧. Selection bias noted by the appraiser."""),
E('x_sweep_hold_stop_wf', 'faithful', 'zh-CN postcard',
  """NQ 海边来信
ES 连跌两天策略试了 ⟦9@configurations.tried⟧ 组参数，最好的 hold=5, sl=1：样本内 ⟦+2,374.13@""" + IS_P + """⟧ 点，样本外 ⟦+767.82@""" + OOS_P + """⟧ 点（⟦21@top(1).out_of_sample.trades⟧ 笔）。
步进整体样本外 ⟦+2,170.37@""" + WF + """⟧ 点。当心选择偏差。
想你！阿明"""),
]
