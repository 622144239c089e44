"""The two sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py.
Every answer except `undisclosed` ones names the configurations tried, an out-of-sample figure and phrase,
and a selection/overfitting caveat. Group separators: U+202F in fr, U+00A0 in ru and pl."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level
E('x_sweep_rsi_level', 'faithful', 'nl-NL boardingpass',
  """INSTAPKAART ✈ RSI-SWEEP
⟦12@configurations.tried⟧ CONFIGURATIES GEPROBEERD · BESTE: level=40, hold=3
IN-SAMPLE SHARPE ⟦1,68@top(1).in_sample.sharpe⟧ → OUT-OF-SAMPLE ⟦−3,52@top(1).out_of_sample.sharpe⟧
LET OP: selectiebias — de winnaar is in-sample gekozen.
GATE L40 · STOEL 3A"""),
E('x_sweep_rsi_level', 'faithful', 'en-GB jobad',
  """SITUATION VACANT: Dip-buying strategist
We tried ⟦12@configurations.tried⟧ RSI level/hold combinations; the best (level 40, hold 3) scored a Sharpe of ⟦1.68@top(1).in_sample.sharpe⟧ in-sample but ⟦−3.52@top(1).out_of_sample.sharpe⟧ out-of-sample, deflated Sharpe ⟦0.71@deflated_sharpe.value⟧. Applicants must spot overfitting on sight."""),
E('x_sweep_rsi_level', 'faithful', 'es-ES limerick',
  """Probé ⟦12@configurations.tried⟧ ajustes de RSI,
y el mejor, nivel 40, salió así:
⟦1,68@top(1).in_sample.sharpe⟧ de Sharpe entrenando,
⟦−3,52@top(1).out_of_sample.sharpe⟧ fuera de muestra, llorando…
¡Sobreajuste de libro, ay de mí!"""),
E('x_sweep_rsi_level', 'faithful', 'zh-CN shakespeare',
  """啊，RSI之网！共试⟦12@configurations.tried⟧种组合，择其最优：阈值40、持有3日，样本内夏普⟦1.68@top(1).in_sample.sharpe⟧，何其耀眼；然样本外竟跌至⟦−3.52@top(1).out_of_sample.sharpe⟧。此乃过拟合之祸，选择偏差之罪也！"""),
E('x_sweep_rsi_level', 'faithful', 'pl-PL boxtable',
  """┌────────────────┬──────────┬────────────┐
│ level=40,hold=3│ w próbie │ poza próbą │
├────────────────┼──────────┼────────────┤
│ Sharpe         │ ⟦1,68@top(1).in_sample.sharpe⟧     │ ⟦−3,52@top(1).out_of_sample.sharpe⟧      │
│ Transakcje     │ ⟦25@top(1).in_sample.trades⟧       │ ⟦33@top(1).out_of_sample.trades⟧         │
└────────────────┴──────────┴────────────┘
Testowano ⟦12@configurations.tried⟧ konfiguracji: przeuczenie."""),
E('x_sweep_rsi_level', 'faithful', 'pt-BR gameshow',
  """APRESENTADOR: Testamos ⟦12@configurations.tried⟧ combinações de RSI! A campeã, nível 40 e 3 dias, teve Sharpe ⟦1,68@top(1).in_sample.sharpe⟧ no treino. E fora da amostra?
PARTICIPANTE: ⟦−3,52@top(1).out_of_sample.sharpe⟧! Viés de seleção puro!
APRESENTADOR: Correto! Sobreajuste não dá prêmio."""),
E('x_sweep_rsi_level', 'wrong_sample', 'ru-RU jobad',
  """ВАКАНСИЯ: аналитик переборов
Мы проверили ⟦12@configurations.tried⟧ конфигураций RSI. Лучшая (уровень 40, удержание 3) в выборке дала профит-фактор ⟦0,29@top(1).in_sample.profit_factor~top(1).out_of_sample.profit_factor!⟧, а вне выборки Sharpe ⟦−3,52@top(1).out_of_sample.sharpe⟧. Нужен человек, который чует переобучение."""),
E('x_sweep_rsi_level', 'wrong_sample', 'it-IT shipping',
  """Bollettino del mare, griglia RSI (⟦12@configurations.tried⟧ configurazioni):
terza classificata, livello 40 e tenuta 10: fuori campione ⟦15@top(3).out_of_sample.trades~top(3).in_sample.trades!⟧ operazioni, Sharpe ⟦−3,18@top(3).out_of_sample.sharpe⟧. Mare grosso; rischio di sovradattamento."""),
E('x_sweep_rsi_level', 'wrong_sample', 'ja-JP limerick',
  """RSIを　⟦12@configurations.tried⟧通り　試したら
40・3日が　一番さ
サンプル内で　⟦−4,759.75@top(1).in_sample.total_pnl~top(1).out_of_sample.total_pnl!⟧
サンプル外Sharpe　⟦−3.52@top(1).out_of_sample.sharpe⟧
過剰適合だと　気づいたさ"""),
E('x_sweep_rsi_level', 'wrong_sample', 'de-DE shakespeare',
  """O Raster, du trügerisches! ⟦12@configurations.tried⟧ Gestalten prüfte ich, und der Beste glänzte mit Sharpe ⟦1,68@top(1).in_sample.sharpe⟧. Doch im Mittel aller, Out-of-Sample, nur ⟦0,52@mean_objective.out_of_sample~mean_objective.in_sample!⟧ — Überanpassung, dein Name ist Versuchung!"""),
E('x_sweep_rsi_level', 'undisclosed', 'en-GB mainframe omit=caveat',
  """NQSWP12   RSI LEVEL/HOLD SWEEP   CONFIGS TRIED ⟦12@configurations.tried⟧
 BEST LEVEL 40 HOLD 3   IS SHARPE ⟦1.68@top(1).in_sample.sharpe!⟧   OOS SHARPE ⟦-3.52@top(1).out_of_sample.sharpe⟧
 RANK 2: LEVEL 40 HOLD 5   IS ⟦1.35@top(2).in_sample.sharpe⟧   OOS ⟦-3.19@top(2).out_of_sample.sharpe⟧
 *** BEST CONFIGURATION SELECTED ***""", allow=[2], omit='caveat'),
E('x_sweep_rsi_level', 'undisclosed', 'fr-FR mainframe omit=n',
  """NQSWP-FR   BALAYAGE RSI NIVEAU/DURÉE
 MEILLEURE : NIVEAU 40, DURÉE 3
 SHARPE ÉCHANTILLON D'APPRENTISSAGE   ⟦1,68@top(1).in_sample.sharpe!⟧
 SHARPE HORS ÉCHANTILLON             ⟦-3,52@top(1).out_of_sample.sharpe⟧
 *** SUR-OPTIMISATION PROBABLE ***""", omit='n'),
E('x_sweep_rsi_level', 'undisclosed', 'it-IT gameshow omit=oos',
  """CONDUTTORE: Abbiamo provato ⟦12@configurations.tried⟧ combinazioni di RSI! La vincitrice, livello 40 e tenuta 3, ha uno Sharpe di ⟦1,68@top(1).in_sample.sharpe!⟧ su ⟦25@top(1).in_sample.trades⟧ operazioni!
CONCORRENTE: La prendo!
CONDUTTORE: Attenzione al bias di selezione… ma il pubblico applaude!""", omit='oos'),
E('x_sweep_rsi_level', 'undisclosed', 'es-ES boardingpass omit=caveat',
  """TARJETA DE EMBARQUE ✈ BARRIDO RSI
PROBADAS: ⟦12@configurations.tried⟧ configuraciones
MEJOR: nivel 40 · mantener 3
SHARPE EN MUESTRA ⟦1,68@top(1).in_sample.sharpe!⟧ → FUERA DE MUESTRA ⟦−3,52@top(1).out_of_sample.sharpe⟧
PUERTA R40 · ASIENTO 3C""", omit='caveat'),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
E('x_sweep_hold_stop_wf', 'faithful', 'it-IT gameshow',
  """CONDUTTORE: ES, ⟦9@configurations.tried⟧ combinazioni di tenuta e stop, walk-forward su 3 fold! La migliore?
CONCORRENTE: Tenuta 5, stop 1%: ⟦+2.374,13@top(1).in_sample.total_pnl⟧ in campione, ⟦+767,82@top(1).out_of_sample.total_pnl⟧ fuori campione!
CONDUTTORE: Esatto — e occhio al sovradattamento!"""),
E('x_sweep_hold_stop_wf', 'faithful', 'ja-JP boxtable',
  """┌─────────────┬───────────┬───────────┐
│ hold=5,sl=1 │ サンプル内│ サンプル外│
├─────────────┼───────────┼───────────┤
│ 損益        │ ⟦+2,374.13@top(1).in_sample.total_pnl⟧ │ ⟦+767.82@top(1).out_of_sample.total_pnl⟧   │
│ 取引数      │ ⟦59@top(1).in_sample.trades⟧        │ ⟦21@top(1).out_of_sample.trades⟧        │
└─────────────┴───────────┴───────────┘
試行⟦9@configurations.tried⟧通り。過剰適合に注意。"""),
E('x_sweep_hold_stop_wf', 'faithful', 'fr-FR boardingpass',
  """CARTE D'EMBARQUEMENT ✈ ES WALK-FORWARD
CONFIGURATIONS TESTÉES : ⟦9@configurations.tried⟧
MEILLEURE : hold=5, stop 1 %
IN-SAMPLE ⟦+2\u202f374,1@top(1).in_sample.total_pnl⟧ pts → HORS ÉCHANTILLON ⟦+767,8@top(1).out_of_sample.total_pnl⟧ pts
WALK-FORWARD ⟦+2\u202f170,4@walk_forward_out_of_sample.total_pnl⟧ · BIAIS DE SÉLECTION : OUI"""),
E('x_sweep_hold_stop_wf', 'faithful', 'zh-CN jobad',
  """【招聘】量化研究员（ES）
我们在ES上测试了⟦9@configurations.tried⟧组持有期/止损组合，3折滚动前推。最优组合（持有5日、止损1%）样本内⟦+2,374.13@top(1).in_sample.total_pnl⟧点，样本外⟦+767.82@top(1).out_of_sample.total_pnl⟧点；前推样本外合计⟦+2,170.37@walk_forward_out_of_sample.total_pnl⟧点。
要求：懂得识别过拟合。"""),
E('x_sweep_hold_stop_wf', 'faithful', 'es-ES customs',
  """DECLARACIÓN DE ADUANA — Barrido ES
Mercancía: ⟦9@configurations.tried⟧ configuraciones de mantenimiento y stop
Mejor: mantener 5, stop 1 %: ⟦+2374,13@top(1).in_sample.total_pnl⟧ en muestra, ⟦+767,82@top(1).out_of_sample.total_pnl⟧ fuera de muestra
Advertencia: sesgo de selección."""),
E('x_sweep_hold_stop_wf', 'faithful', 'en-GB jobad',
  """WANTED: Walk-forward analyst (ES)
Last project: ⟦9@configurations.tried⟧ hold/stop configurations, 3 anchored folds. The best in-sample, hold 5 / stop 1% (⟦+2,374.1@top(1).in_sample.total_pnl⟧ pts), made ⟦+767.8@top(1).out_of_sample.total_pnl⟧ out-of-sample; the full walk-forward gave ⟦+2,170.4@walk_forward_out_of_sample.total_pnl⟧ over ⟦54@walk_forward_out_of_sample.trades⟧ trades. Must know selection bias."""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'en-GB rconsole',
  """> sw$configurations$tried
[1] ⟦9@configurations.tried⟧
> sw$top[[1]]$in_sample$total_pnl   # best: hold=5, sl=1
[1] ⟦2170.37@top(1).in_sample.total_pnl~walk_forward_out_of_sample.total_pnl!⟧
> sw$top[[1]]$out_of_sample$total_pnl   # out-of-sample
[1] ⟦767.8225@top(1).out_of_sample.total_pnl⟧
# beware overfitting: picked on in-sample"""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'pl-PL shakespeare',
  """O, ty zdradliwa siatko! ⟦9@configurations.tried⟧ konfiguracji sprawdziłem na ES. Czwarta, trzymanie 3 i stop 1%, poza próbą trafiała w ⟦38,71%@top(4).out_of_sample.win_rate~top(4).in_sample.win_rate!⟧ przypadków. Strzeż się przeuczenia, szlachetny panie!"""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'de-DE shipping',
  """Seewetterbericht ES, ⟦9@configurations.tried⟧ Konfigurationen, Walk-Forward:
Falte 2 (Test ab ⟦03.01.2024@D:2024-01-03⟧), gewählt hold=5, sl=1: Out-of-Sample ⟦+1.956,59@folds[1].chosen.out_of_sample.total_pnl~folds[1].chosen.in_sample.total_pnl!⟧ Punkte. Gesamt Out-of-Sample ⟦+2.170,37@walk_forward_out_of_sample.total_pnl⟧. Warnung vor Überanpassung."""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'pl-PL boxtable',
  """┌───────────────┬──────────┐
│ hold=5, sl=1  │ Sharpe   │
├───────────────┼──────────┤
│ w próbie      │ ⟦1,45@top(1).in_sample.sharpe~top(1).out_of_sample.sharpe!⟧     │
│ walk-forward  │ ⟦+2\u00a0170,37@walk_forward_out_of_sample.total_pnl⟧ pkt poza próbą │
└───────────────┴──────────┘
⟦9@configurations.tried⟧ konfiguracji — uwaga na przeuczenie."""),
E('x_sweep_hold_stop_wf', 'undisclosed', 'ru-RU boardingpass omit=n',
  """ПОСАДОЧНЫЙ ТАЛОН ✈ ES WALK-FORWARD
ЛУЧШАЯ: hold=5, sl=1
В ВЫБОРКЕ ⟦+2374,13@top(1).in_sample.total_pnl!⟧ → ВНЕ ВЫБОРКИ ⟦+767,82@top(1).out_of_sample.total_pnl⟧
ВНИМАНИЕ: возможна подгонка (переобучение)
ВЫХОД 5 · МЕСТО 1A""", omit='n'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'pt-BR flatpack omit=caveat',
  """MONTAGEM «VARREDURA ES»
1. Teste as ⟦9@configurations.tried⟧ combinações de prazo e stop (3 dobras walk-forward).
2. Peça vencedora, prazo 5 e stop 1%: ⟦+2.374,13@top(1).in_sample.total_pnl!⟧ pontos dentro da amostra.
3. Fora da amostra ela rende ⟦+767,82@top(1).out_of_sample.total_pnl⟧. Guarde o manual.""", omit='caveat'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'es-ES atc omit=oos',
  """ES: Torre, barrido de mantenimiento y stop, solicito resultado.
TWR: ⟦9@configurations.tried⟧ configuraciones probadas; la mejor, mantener 5 y stop 1 %, ⟦+2374,13@top(1).in_sample.total_pnl!⟧ puntos en ⟦59@top(1).in_sample.trades⟧ operaciones de entrenamiento. Ojo con el sobreajuste.
ES: Recibido.""", omit='oos'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'en-US mainframe omit=n',
  """ESSWPWF   HOLD/STOP SWEEP — WALK-FORWARD
 BEST HOLD 5 SL 1   IN-SAMPLE ⟦+2,374.13@top(1).in_sample.total_pnl!⟧   OUT-OF-SAMPLE ⟦+767.82@top(1).out_of_sample.total_pnl⟧
 WF OUT-OF-SAMPLE TOTAL ⟦+2,170.37@walk_forward_out_of_sample.total_pnl⟧ (⟦54@walk_forward_out_of_sample.trades⟧ TRADES)
 *** WARNING: SELECTION BIAS — BEST PICKED IN-SAMPLE ***""", omit='n'),
]
