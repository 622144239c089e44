"""Sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes).
Undisclosed answers name the missing disclosure in the style tag (omit=n|oos|caveat)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

IS1 = 'top(1).in_sample'
OOS1 = 'top(1).out_of_sample'

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level
E('x_sweep_rsi_level', 'undisclosed', 'en-GB snowreport omit=n',
  """SNOW REPORT — RSI dip-buying slopes
Best piste: level=40, hold=3, in-sample Sharpe ⟦1.68@top(1).in_sample.sharpe!⟧ on ⟦25@top(1).in_sample.trades⟧ runs
Out-of-sample the snow melted: Sharpe ⟦−3.52@top(1).out_of_sample.sharpe⟧, ⟦−4,759.75@top(1).out_of_sample.total_pnl⟧ pts
Warning: likely overfit; deflated Sharpe only ⟦0.71@deflated_sharpe.value⟧.""", omit='n'),
E('x_sweep_rsi_level', 'undisclosed', 'en-US adoption omit=oos',
  """ADOPT "LEVEL 40, HOLD 3", pick of the litter
We met ⟦12@configurations.tried⟧ pups and chose the one with the best in-sample Sharpe: ⟦1.68@top(1).in_sample.sharpe!⟧ (⟦25@top(1).in_sample.trades⟧ trades, ⟦+3,378@top(1).in_sample.total_pnl⟧ pts)
Shelter note: chosen for its looks on training data, so selection bias applies.""", omit='oos'),
E('x_sweep_rsi_level', 'undisclosed', 'nl-NL spellbook omit=caveat',
  """TOVERBOEK — de RSI-spreuk (⟦12@configurations.tried⟧ varianten geprobeerd)
Sterkste spreuk: level=40, hold=3, in-sample Sharpe ⟦1,68@top(1).in_sample.sharpe!⟧
Out-of-sample: Sharpe ⟦−3,52@top(1).out_of_sample.sharpe⟧, resultaat ⟦−4.759,75@top(1).out_of_sample.total_pnl⟧ pt over ⟦33@top(1).out_of_sample.trades⟧ trades""", omit='caveat'),
E('x_sweep_rsi_level', 'undisclosed', 'de-DE poker omit=n',
  """Hand-Historie #RSI-SWEEP — Tisch „Dip kaufen“
Gewinnerhand: level=40, hold=3, In-Sample-Sharpe ⟦1,68@top(1).in_sample.sharpe!⟧ (⟦25@top(1).in_sample.trades⟧ Trades)
Showdown Out-of-Sample: Sharpe ⟦−3,52@top(1).out_of_sample.sharpe⟧, ⟦−4.759,75@top(1).out_of_sample.total_pnl⟧ Pkt.
Dealer-Hinweis: klassische Überanpassung, deflationierte Sharpe ⟦0,71@deflated_sharpe.value⟧.""", omit='n'),
E('x_sweep_rsi_level', 'wrong_sample', 'it-IT adoption',
  """ADOTTAMI! «level=40, hold=3», scelto tra dodici configurazioni
In campione: Sharpe ⟦1,68@top(1).in_sample.sharpe⟧ su ⟦33@top(1).in_sample.trades~top(1).out_of_sample.trades!⟧ operazioni
Fuori campione: Sharpe ⟦−3,52@top(1).out_of_sample.sharpe⟧, ⟦−4.759,75@top(1).out_of_sample.total_pnl⟧ punti
Attenzione: forte rischio di sovradattamento."""),
E('x_sweep_rsi_level', 'wrong_sample', 'pl-PL spellbook',
  """KSIĘGA ZAKLĘĆ — przeszukanie RSI, dwanaście wariantów
Najlepszy: level=40, hold=3, Sharpe w próbie ⟦1,68@top(1).in_sample.sharpe⟧
Poza próbą: Sharpe ⟦−3,52@top(1).out_of_sample.sharpe⟧, wynik ⟦+3378@top(1).out_of_sample.total_pnl~top(1).in_sample.total_pnl!⟧ pkt
Uwaga: ryzyko przeuczenia, deflowany Sharpe ⟦0,71@deflated_sharpe.value⟧."""),
E('x_sweep_rsi_level', 'wrong_sample', 'zh-CN telemetry',
  """遥测 · RSI参数扫描（共⟦12@configurations.tried⟧组）
第一名 level=40, hold=3：样本内 ⟦1.68@top(1).in_sample.sharpe⟧ → 样本外 ⟦−3.52@top(1).out_of_sample.sharpe⟧
第二名 level=40, hold=5：样本内夏普 ⟦−3.19@top(2).in_sample.sharpe~top(2).out_of_sample.sharpe!⟧
警告：过拟合风险高"""),
E('x_sweep_rsi_level', 'wrong_sample', 'pt-BR beekeeping',
  """CADERNO DO APIÁRIO — varredura RSI, doze colmeias testadas
Melhor colmeia: level=40, hold=3, Sharpe dentro da amostra ⟦1,68@top(1).in_sample.sharpe⟧
Fora da amostra: Sharpe ⟦−3,52@top(1).out_of_sample.sharpe⟧
Média de todas dentro da amostra: ⟦−3,30@mean_objective.in_sample~mean_objective.out_of_sample!⟧
Cuidado: viés de seleção."""),
E('x_sweep_rsi_level', 'faithful', 'en-US snowreport',
  """SNOW REPORT — RSI level × hold sweep (⟦12@configurations.tried⟧ runs groomed)
Best in-sample: level=40, hold=3, Sharpe ⟦1.68@top(1).in_sample.sharpe⟧ (⟦+3,378@top(1).in_sample.total_pnl⟧ pts)
Out-of-sample: Sharpe ⟦−3.52@top(1).out_of_sample.sharpe⟧ over ⟦33@top(1).out_of_sample.trades⟧ trades, ⟦−4,759.75@top(1).out_of_sample.total_pnl⟧ pts
Avalanche risk: overfit. Deflated Sharpe ⟦0.71@deflated_sharpe.value⟧"""),
E('x_sweep_rsi_level', 'faithful', 'nl-NL birding',
  """VOGELTELLING — RSI-sweep, ⟦12@configurations.tried⟧ configuraties
Topwaarneming in-sample: level=40, hold=3, Sharpe ⟦1,68@top(1).in_sample.sharpe⟧
Out-of-sample: Sharpe ⟦−3,52@top(1).out_of_sample.sharpe⟧; gemiddelde van alle configuraties OOS ⟦−3,30@mean_objective.out_of_sample⟧
Let op selectiebias: deflated Sharpe slechts ⟦0,71@deflated_sharpe.value⟧"""),
E('x_sweep_rsi_level', 'faithful', 'en-GB birding',
  """BIRDING LOG — RSI sweep, twelve settings surveyed
Rarest in-sample sighting: level=40, hold=3 (Sharpe ⟦1.68@top(1).in_sample.sharpe⟧, ⟦25@top(1).in_sample.trades⟧ trades)
Out-of-sample it flew off: Sharpe ⟦−3.52@top(1).out_of_sample.sharpe⟧ on ⟦33@top(1).out_of_sample.trades⟧ trades
Its neighbours out-of-sample: mean ⟦−3.37@stability.mean_out_of_sample⟧
Field note: an overfit peak, not a habitat."""),
E('x_sweep_rsi_level', 'faithful', 'es-ES beekeeping',
  """CUADERNO DEL COLMENAR — barrido RSI, ⟦12@configurations.tried⟧ configuraciones
Mejor colmena dentro de muestra: level=40, hold=3, Sharpe ⟦1,68@top(1).in_sample.sharpe⟧, ⟦+3378@top(1).in_sample.total_pnl⟧ pts
Fuera de muestra: Sharpe ⟦−3,52@top(1).out_of_sample.sharpe⟧, ⟦−4759,75@top(1).out_of_sample.total_pnl⟧ pts en ⟦33@top(1).out_of_sample.trades⟧ operaciones
Sobreajuste claro: Sharpe deflactado ⟦0,71@deflated_sharpe.value⟧."""),
E('x_sweep_rsi_level', 'faithful', 'ru-RU poker',
  """ИСТОРИЯ РАЗДАЧИ · перебор RSI, двенадцать конфигураций
Лучшая рука на обучении: level=40, hold=3, Шарп ⟦1,68@top(1).in_sample.sharpe⟧ (⟦25@top(1).in_sample.trades⟧ сделок)
Вне выборки: Шарп ⟦−3,52@top(1).out_of_sample.sharpe⟧, итог ⟦−4759,75@top(1).out_of_sample.total_pnl⟧ пункта
Вывод: переобучение, дефлированный Шарп ⟦0,71@deflated_sharpe.value⟧."""),
E('x_sweep_rsi_level', 'faithful', 'de-DE queueboard',
  """WARTEZEITEN — RSI-Sweep (⟦12@configurations.tried⟧ Konfigurationen getestet)
Bahn „level=40, hold=3“: In-Sample-Sharpe ⟦1,68@top(1).in_sample.sharpe⟧
Out-of-Sample: ⟦−3,52@top(1).out_of_sample.sharpe⟧, ⟦−4.759,75@top(1).out_of_sample.total_pnl⟧ Pkt. in ⟦33@top(1).out_of_sample.trades⟧ Trades
Achtung Überanpassung: deflationierte Sharpe ⟦0,71@deflated_sharpe.value⟧ (unter ⟦0,95@mr('below ([0-9.]+)')⟧)"""),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
E('x_sweep_hold_stop_wf', 'undisclosed', 'en-GB spellbook omit=oos',
  """SPELLBOOK — ES two-down-days dip, hold × stop (nine incantations tried)
Mightiest on the training years: hold=5, sl=1, in-sample ⟦+2,374.13@top(1).in_sample.total_pnl!⟧ pts over ⟦59@top(1).in_sample.trades⟧ trades
Runner-up hold=3, sl=3: ⟦+2,180.6@top(2).in_sample.total_pnl⟧ pts
Beware: ranked by in-sample profit, so overfit is likely.""", omit='oos'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'pt-BR seating omit=caveat',
  """MAPA DE MESAS — varredura ES (nove configurações)
Mesa principal: hold=5, sl=1, dentro da amostra ⟦+2.374,13@top(1).in_sample.total_pnl!⟧ pts
Fora da amostra: ⟦+767,82@top(1).out_of_sample.total_pnl⟧ pts em ⟦21@top(1).out_of_sample.trades⟧ trades
Walk-forward completo fora da amostra: ⟦+2.170,37@walk_forward_out_of_sample.total_pnl⟧ pts""", omit='caveat'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'it-IT seating omit=n',
  """DISPOSIZIONE DEI TAVOLI — ES, acquisto dopo due ribassi, walk-forward
Tavolo d'onore: hold=5, sl=1, in campione ⟦+2.374,13@top(1).in_sample.total_pnl!⟧ punti
Fuori campione: ⟦+767,82@top(1).out_of_sample.total_pnl⟧ punti (⟦21@top(1).out_of_sample.trades⟧ operazioni)
Attenzione al sovradattamento: è il migliore della griglia.""", omit='n'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'pl-PL beekeeping omit=oos',
  """DZIENNIK PASIEKI — ES, przegląd ⟦9@configurations.tried⟧ uli (hold × stop)
Najlepszy ul w próbie: hold=5, sl=1, ⟦+2374,13@top(1).in_sample.total_pnl!⟧ pkt, ⟦59@top(1).in_sample.trades⟧ transakcji
Drugi: hold=3, sl=3, ⟦+2180,6@top(2).in_sample.total_pnl⟧ pkt
Uwaga: wybrany na danych treningowych, ryzyko przeuczenia.""", omit='oos'),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'ru-RU adoption',
  """ИЩЕТ ХОЗЯИНА · «hold=5, sl=1», лучший из ⟦9@configurations.tried⟧
На обучении: ⟦+2374,13@top(1).in_sample.total_pnl⟧ пункта
Вне выборки: ⟦+767,82@top(1).out_of_sample.total_pnl⟧ пункта за ⟦59@top(1).out_of_sample.trades~top(1).in_sample.trades!⟧ сделок
Характер: склонен к переобучению."""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'pt-BR birding',
  """CADERNETA DE AVES — walk-forward ES, ⟦9@configurations.tried⟧ configurações
Dobra 2 (hold=5, sl=1): dentro da amostra ⟦+417,54@folds[1].chosen.in_sample.total_pnl~folds[1].chosen.out_of_sample.total_pnl!⟧ pts
Fora da amostra no total: ⟦+2.170,37@walk_forward_out_of_sample.total_pnl⟧ pts em ⟦54@walk_forward_out_of_sample.trades⟧ trades
Atenção: viés de seleção."""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'pl-PL telemetry',
  """TELEMETRIA ES · SWEEP hold × sl (⟦9@configurations.tried⟧ konfiguracji)
RANK-1 hold=5, sl=1: w próbie ⟦+2374,1@top(1).in_sample.total_pnl⟧ pkt / poza próbą ⟦+767,8@top(1).out_of_sample.total_pnl⟧ pkt
RANK-⟦4@top(4).rank⟧ hold=3, sl=1: skuteczność poza próbą ⟦38,71%@top(4).out_of_sample.win_rate~top(4).in_sample.win_rate!⟧
ALARM: ryzyko przeuczenia"""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'fr-FR beekeeping',
  """CARNET DU RUCHER — ES, neuf configurations testées
Meilleure ruche : hold=5, sl=1, ⟦+2\u202f374,13@top(1).in_sample.total_pnl⟧ pts en échantillon, ⟦+767,82@top(1).out_of_sample.total_pnl⟧ pts hors échantillon
Moyenne des ruches en échantillon : ⟦+507,84@mean_objective.in_sample~mean_objective.out_of_sample!⟧ pts
Attention au biais de sélection."""),
E('x_sweep_hold_stop_wf', 'faithful', 'de-DE carpool',
  """MITFAHRLISTE — ES-Dip, ⟦9@configurations.tried⟧ Konfigurationen, Walk-forward
Fahrer hold=5, sl=1: In-Sample ⟦+2.374,13@top(1).in_sample.total_pnl⟧ Pkt., Out-of-Sample ⟦+767,82@top(1).out_of_sample.total_pnl⟧ Pkt. (⟦21@top(1).out_of_sample.trades⟧ Trades)
Gesamte Walk-forward-OOS-Strecke: ⟦+2.170,37@walk_forward_out_of_sample.total_pnl⟧ Pkt.
Vorsicht, Auswahlverzerrung. Abfahrt 07:30."""),
E('x_sweep_hold_stop_wf', 'faithful', 'it-IT stocktake',
  """SCHEDA INVENTARIO — sweep ES, nove configurazioni
Voce | In campione | Fuori campione
hold=5, sl=1 | ⟦+2.374,13@top(1).in_sample.total_pnl⟧ | ⟦+767,82@top(1).out_of_sample.total_pnl⟧
hold=3, sl=3 | ⟦+2.180,6@top(2).in_sample.total_pnl⟧ | ⟦+757,4@top(2).out_of_sample.total_pnl⟧
Media griglia | ⟦+1.987,68@mean_objective.in_sample⟧ | ⟦+507,84@mean_objective.out_of_sample⟧
Nota: bias di selezione."""),
E('x_sweep_hold_stop_wf', 'faithful', 'ja-JP adoption',
  """里親募集　ES押し目買い「hold=5, sl=1」（⟦9@configurations.tried⟧通りから選抜）
サンプル内：⟦+2,374.13@top(1).in_sample.total_pnl⟧ pt（⟦59@top(1).in_sample.trades⟧トレード）
サンプル外：⟦+767.82@top(1).out_of_sample.total_pnl⟧ pt（⟦21@top(1).out_of_sample.trades⟧トレード）
ウォークフォワード全体のサンプル外：⟦+2,170.37@walk_forward_out_of_sample.total_pnl⟧ pt
注意：過剰適合の可能性あり"""),
E('x_sweep_hold_stop_wf', 'faithful', 'fr-FR planting',
  """CALENDRIER DES SEMIS — ES, neuf réglages hold × stop
Meilleur semis en échantillon : hold=5, sl=1, ⟦+2\u202f374,13@top(1).in_sample.total_pnl⟧ pts
Récolte hors échantillon : ⟦+767,82@top(1).out_of_sample.total_pnl⟧ pts sur ⟦21@top(1).out_of_sample.trades⟧ trades ; walk-forward complet ⟦+2\u202f170,37@walk_forward_out_of_sample.total_pnl⟧ pts
Prudence : sur-optimisation possible (Sharpe dégonflé ⟦0,97@deflated_sharpe.value⟧)."""),
E('x_sweep_hold_stop_wf', 'faithful', 'en-GB birding',
  """BIRDING LOG — ES dip, hold × stop walk-forward (nine configurations)
Best in-sample: hold=5, sl=1, ⟦+2,374.13@top(1).in_sample.total_pnl⟧ pts
Out-of-sample: ⟦+767.82@top(1).out_of_sample.total_pnl⟧ pts on ⟦21@top(1).out_of_sample.trades⟧ trades
Walk-forward OOS total: ⟦+2,170.37@walk_forward_out_of_sample.total_pnl⟧ pts over ⟦54@walk_forward_out_of_sample.trades⟧ trades
Note: selection bias, small sample."""),
E('x_sweep_hold_stop_wf', 'faithful', 'nl-NL planting',
  """ZAAIKALENDER — ES, ⟦9@configurations.tried⟧ instellingen (walk-forward, 3 folds)
Beste in-sample: hold=5, sl=1, ⟦+2.374,13@top(1).in_sample.total_pnl⟧ pt
Out-of-sample: ⟦+767,82@top(1).out_of_sample.total_pnl⟧ pt; fold 1 koos hold=5, sl=3 met OOS ⟦+985,01@folds[0].chosen.out_of_sample.total_pnl⟧ pt
Waarschuwing: selectiebias."""),
]
