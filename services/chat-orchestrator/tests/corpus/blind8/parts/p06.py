"""Second pass on the sweeps: more wrong_sample and undisclosed answers. Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

T1 = 'top(1).in_sample'
O1 = 'top(1).out_of_sample'
ENTRIES = [
E('x_sweep_rsi_level', 'wrong_sample', 'pt-BR story',
  "Foram testadas doze configurações. A vencedora, level=40, hold=3, chegou ao topo com um Sharpe de ⟦−3,52@" + T1 + ".sharpe~" + O1 + ".sharpe!⟧ dentro da amostra, e fora da amostra a história piorou. Como ela foi escolhida olhando para os mesmos dados, há viés de seleção."),
E('x_sweep_rsi_level', 'wrong_sample', 'en-GB sms',
  "rsi sweep, twelve configs: best = level=40, hold=3, OOS Sharpe ⟦1.68@" + O1 + ".sharpe~" + T1 + ".sharpe!⟧ on ⟦33@" + O1 + ".trades⟧ trades. overfit risk."),
E('x_sweep_rsi_level', 'undisclosed', 'pl-PL proscons omit=caveat',
  "Plusy: w próbie Sharpe ⟦1,68@" + T1 + ".sharpe!⟧ (level=40, hold=3), najlepszy spośród ⟦12@configurations.tried⟧ konfiguracji.\nMinusy: poza próbą ⟦−3,52@" + O1 + ".sharpe⟧ na ⟦33@" + O1 + ".trades⟧ transakcjach.",
  omit='caveat'),
E('x_sweep_hold_stop_wf', 'faithful', 'nl-NL codeswitch',
  "De walk-forward OOS total was ⟦+2.170,4@walk_forward_out_of_sample.total_pnl⟧ punten over ⟦54@walk_forward_out_of_sample.trades⟧ trades. Negen configuraties getest, dus let op selectiebias."),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'pt-BR units',
  "Nove configurações testadas. Fora da amostra, a média de todas foi de ⟦+1.987,7@mean_objective.out_of_sample~mean_objective.in_sample!⟧ pontos de índice por configuração; a melhor foi escolhida dentro da amostra, então há viés de seleção."),
E('x_sweep_hold_stop_wf', 'undisclosed', 'en-US correction omit=caveat',
  "Best of ⟦9@configurations.tried⟧: hold=5, sl=1, in-sample ⟦+2,374.1@" + T1 + ".total_pnl!⟧ pts on ⟦59@" + T1 + ".trades⟧ trades.\nCorrection: out-of-sample that configuration made ⟦+767.8@" + O1 + ".total_pnl⟧ pts; the ⟦+2,170.4@walk_forward_out_of_sample.total_pnl⟧ I quoted earlier is the whole walk-forward total.",
  omit='caveat'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'es-ES headline omit=oos',
  "**Mantener cinco días, stop del 1%**\n*En muestra, ⟦+2.374,1@" + T1 + ".total_pnl!⟧ puntos: la mejor de nueve configuraciones. Cuidado con el sobreajuste.*",
  omit='oos'),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'ru-RU timeline',
  "Фолд 3, тест с ⟦5 июля 2024@D:2024-07-05⟧ по ⟦2 января 2025@D:2025-01-02⟧: hold=5, sl=1 дал вне выборки ⟦+2374,1@folds[2].chosen.out_of_sample.total_pnl~folds[2].chosen.in_sample.total_pnl!⟧ пункта. Всего перебрано девять конфигураций, лучшая выбрана в выборке — возможна подгонка."),
]
