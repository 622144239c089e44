"""Both sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

IS = "top(1).in_sample"
OS = "top(1).out_of_sample"
WF = "walk_forward_out_of_sample"

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level
E('x_sweep_rsi_level', 'faithful', 'it-IT trapeze',
  f"""LAVAGNA PROVE — trapezio, tendone, impianto R1
Volanti: sweep RSI, dodici configurazioni provate
Migliore level=40, hold=3: Sharpe ⟦1,68@{IS}.sharpe⟧ in campione, fuori campione ⟦−3,52@{OS}.sharpe⟧ su ⟦33@{OS}.trades⟧ trade
Bias di selezione: picco isolato. Rete controllata alle 13:30."""),
E('x_sweep_rsi_level', 'faithful', 'en-GB clock',
  f"""JOB TICKET J0714 — Quayside Clock Repairs
Item: RSI level/hold sweep, twelve settings tried
Found: the best (level=40, hold=3) ran ⟦+3,378.0@{IS}.total_pnl⟧ pts in-sample but ⟦−4,759.75@{OS}.total_pnl⟧ out-of-sample; deflated Sharpe ⟦0.71@deflated_sharpe.value⟧. Selection bias, likely overfit.
Ready Friday after 14:00."""),
E('x_sweep_rsi_level', 'faithful', 'nl-NL allotment',
  """VOLKSTUINVERENIGING NQ — notulen bestuursvergadering
Aanwezig: voorzitter, penningmeester, tuinders
Agendapunt: RSI-sweep, twaalf configuraties. Gemiddeld in-sample ⟦0,52@mean_objective.in_sample⟧, out-of-sample ⟦−3,30@mean_objective.out_of_sample⟧; ⟦9@configurations.positive_in_sample⟧ van ⟦10@configurations.eligible⟧ positief in-sample. Selectiebias, dus niet kopen.
Volgende vergadering dinsdag 19:30."""),
E('x_sweep_rsi_level', 'faithful', 'zh-CN lostproperty',
  f"""失物招领登记簿 · NQ 站
编号 SW0412 · 拾获地点：站台 P1
物品：RSI 参数扫描，共试 ⟦12@configurations.tried⟧ 组。最佳 level=40, hold=3：样本内夏普 ⟦1.68@{IS}.sharpe⟧，样本外 ⟦−3.52@{OS}.sharpe⟧；邻近参数样本外均值 ⟦−3.37@stability.mean_out_of_sample⟧。有选择偏差与过拟合之嫌。
待认领。"""),
E('x_sweep_rsi_level', 'faithful', 'es-ES letterpress',
  f"""ORDEN DE TRABAJO OT0412 — imprenta tipográfica del Muelle
Cliente: barrido RSI (doce configuraciones)
Tipo: Ibarra, cícero
Texto: «La mejor, level=40, hold=3: ⟦68 %@{IS}.win_rate⟧ de aciertos en la muestra, ⟦27,27 %@{OS}.win_rate⟧ fuera de muestra; Sharpe deflactado ⟦0,71@deflated_sharpe.value⟧. Sesgo de selección.»
Prueba al cliente a las 16:00."""),
E('x_sweep_rsi_level', 'faithful', 'ja-JP apothecary',
  f"""調剤録 ― 岸壁薬局
処方 R0711・患者：鈴木様
調剤：RSI掃引 ⟦12@configurations.tried⟧通り。最良 level=40, hold=3 はサンプル内 ⟦+3,378@{IS}.total_pnl⟧ポイント、サンプル外 ⟦−4,759.75@{OS}.total_pnl⟧ポイント（⟦33@{OS}.trades⟧回）
用法：過剰適合に注意。薬剤師：佐藤"""),
E('x_sweep_rsi_level', 'wrong_sample', 'en-GB kite',
  f"""FLIGHT CARD — Northquay Kite Festival · Field F3, line L1
Kite: 'RSI sweep', twelve configurations flown
Best (level=40, hold=3): in-sample win rate ⟦27.3%@{IS}.win_rate~{OS}.win_rate!⟧, out-of-sample Sharpe ⟦−3.52@{OS}.sharpe⟧ — overfit, selection bias.
Launch 11:20 · Down 11:45"""),
E('x_sweep_rsi_level', 'wrong_sample', 'de-DE tram',
  """DIENSTPLAN — Straßenbahnbetriebshof NQ · Donnerstag
Dienst D11 · Linie L6 · Wagen W208 · Beginn 05:35 · Ende 13:50
Aushang: RSI-Sweep, zwölf Konfigurationen. Rang ⟦2@top(2).rank⟧ (level=40, hold=5): Out-of-Sample ⟦+3.024@top(2).out_of_sample.total_pnl~top(2).in_sample.total_pnl!⟧ Punkte auf ⟦22@top(2).out_of_sample.trades⟧ Trades; Deflated Sharpe ⟦0,71@deflated_sharpe.value⟧ — Überanpassung möglich."""),
E('x_sweep_rsi_level', 'wrong_sample', 'en-US lostproperty',
  f"""LOST PROPERTY LEDGER — Northquay Central
Entry LP0815 · found: platform P2, train K12
Item: RSI sweep, twelve configurations. Mean objective out-of-sample ⟦+0.52@mean_objective.out_of_sample~mean_objective.in_sample!⟧ across the ranked set; best (level=40, hold=3) Sharpe ⟦1.68@{IS}.sharpe⟧ in-sample. Selection bias likely.
Unclaimed."""),
E('x_sweep_rsi_level', 'wrong_sample', 'nl-NL sommelier',
  f"""WIJN-SPIJSNOTITIES — sommelier, zaal De Kade
Gang: RSI-sweep, twaalf configuraties
Beste (level=40, hold=3): in-sample winstfactor ⟦0,29@{IS}.profit_factor~{OS}.profit_factor!⟧, out-of-sample Sharpe ⟦−3,52@{OS}.sharpe⟧ — selectiebias.
Wijn: Riesling 2022, droog."""),
E('x_sweep_rsi_level', 'undisclosed', 'pl-PL tram omit=n',
  f"""GRAFIK SŁUŻB — zajezdnia tramwajowa NQ · środa
Służba S5 · linia L8 · wóz W103 · start 05:15 · koniec 13:30
Komunikat: sweep RSI, najlepsza level=40, hold=3 — Sharpe w próbie ⟦1,68@{IS}.sharpe!⟧, poza próbą ⟦−3,52@{OS}.sharpe⟧. Przeuczenie.""", omit='n'),
E('x_sweep_rsi_level', 'undisclosed', 'pt-BR letterpress omit=oos',
  f"""ORDEM DE SERVIÇO TIPOGRÁFICO OT0914 — tipografia do Cais
Cliente: varredura RSI, doze configurações
Tipo: Garamond, corpo cícero
Texto: «A melhor, level=40, hold=3: Sharpe ⟦1,68@{IS}.sharpe!⟧ na amostra, ⟦25@{IS}.trades⟧ operações, ⟦+3.378@{IS}.total_pnl⟧ pontos. Viés de seleção.»
Prova às 16:00.""", omit='oos'),
E('x_sweep_rsi_level', 'undisclosed', 'zh-CN topo omit=caveat',
  f"""攀岩线路图 · NQ 岩场 · S3 区 ·「RSI 扫描」
P1：共试 ⟦12@configurations.tried⟧ 组参数
P2：最佳 level=40, hold=3，样本内夏普 ⟦1.68@{IS}.sharpe!⟧（⟦25@{IS}.trades⟧ 笔）
P3：样本外 ⟦−3.52@{OS}.sharpe⟧（⟦33@{OS}.trades⟧ 笔）
下降：绕绳。""", omit='caveat'),
E('x_sweep_rsi_level', 'undisclosed', 'ru-RU puppet omit=oos',
  f"""СУФЛЁРСКИЙ ЭКЗЕМПЛЯР — кукольный театр «Причал», «Свип RSI», действие II
Свет L7
ПЕТРУШКА: «Двенадцать конфигураций! Лучшая — level=40, hold=3, в выборке ⟦+3378@{IS}.total_pnl!⟧ пунктов!»
ЦЫГАН: «Это подгонка, голубчик.»
Занавес.""", omit='oos'),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
E('x_sweep_hold_stop_wf', 'faithful', 'zh-CN topo',
  f"""攀岩线路图 · NQ 岩场 · S2 区 ·「ES 持有与止损」
P1：共试 ⟦9@configurations.tried⟧ 组，最佳 hold=5, sl=1，样本内 ⟦+2,374.13@{IS}.total_pnl⟧ 点（⟦59@{IS}.trades⟧ 笔）
P2：样本外 ⟦+767.82@{OS}.total_pnl⟧ 点（⟦21@{OS}.trades⟧ 笔）
P3：滚动样本外合计 ⟦+2,170.37@{WF}.total_pnl⟧
注意选择偏差。下降：步行。"""),
E('x_sweep_hold_stop_wf', 'faithful', 'ru-RU allotment',
  f"""ОБЩЕСТВО САДОВОДОВ-ОГОРОДНИКОВ NQ — протокол заседания правления
Слушали: свип по ES, девять конфигураций, walk-forward в три фолда. Лучшая hold=5, sl=1: в выборке ⟦+2374,1@{IS}.total_pnl⟧, вне выборки ⟦+767,8@{OS}.total_pnl⟧ пункта.
Постановили: помнить о подгонке; дефлированный Шарп ⟦0,97@deflated_sharpe.value⟧."""),
E('x_sweep_hold_stop_wf', 'faithful', 'fr-FR clock',
  f"""FICHE D'ATELIER F0731 — horlogerie du Quai
Pièce : balayage ES, neuf réglages, walk-forward
Constat : hors échantillon, les trois plis enchaînés donnent ⟦+2\u202f170,37@{WF}.total_pnl⟧ points sur ⟦54@{WF}.trades⟧ trades ; le meilleur réglage en échantillon ⟦+2\u202f374,13@{IS}.total_pnl⟧. Biais de sélection possible.
Prête vendredi après 14:00."""),
E('x_sweep_hold_stop_wf', 'faithful', 'en-US trapeze',
  """TRAPEZE REHEARSAL BOARD — Big Top, rig R3
Flyers: ES hold/stop sweep, nine configurations, walk-forward
Fold 1 (hold=5, sl=3): in-sample ⟦+678.8@folds[0].chosen.in_sample.total_pnl⟧, out-of-sample ⟦+985.0@folds[0].chosen.out_of_sample.total_pnl⟧ · Fold 2 (hold=5, sl=1): ⟦+1,956.6@folds[1].chosen.in_sample.total_pnl⟧ vs ⟦+417.5@folds[1].chosen.out_of_sample.total_pnl⟧
Watch for overfit. Nets checked 13:30."""),
E('x_sweep_hold_stop_wf', 'faithful', 'it-IT tram',
  f"""TURNI DI SERVIZIO — deposito tram NQ · mercoledì
Turno T11 · linea L4 · vettura V27 · inizio 05:30 · fine 13:45
Avviso: sweep ES, nove configurazioni; migliore hold=5, sl=1 con ⟦+2.374,13@{IS}.total_pnl⟧ in campione e ⟦+767,82@{OS}.total_pnl⟧ fuori campione; media fuori campione ⟦+507,84@mean_objective.out_of_sample⟧. Bias di selezione."""),
E('x_sweep_hold_stop_wf', 'faithful', 'pl-PL sommelier',
  f"""NOTATKI SOMELIERA — łączenie, sala Nabrzeże
Danie: przegląd ES, dziewięć konfiguracji, walk-forward
Najlepsza hold=5, sl=1: w próbie ⟦+2374,13@{IS}.total_pnl⟧ pkt, poza próbą ⟦+767,82@{OS}.total_pnl⟧ pkt na ⟦21@{OS}.trades⟧ transakcjach — mała próbka, ryzyko przeuczenia.
Wino: Pinot noir 2021."""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'de-DE chandler',
  f"""BESTELLSCHEIN — Schiffsausrüster Kaimauer · MS Möwe, Liegeplatz L3
Posten: ES-Sweep, neun Konfigurationen, Walk-forward
Rang 2 (hold=3, sl=3): In-Sample ⟦+757,4@top(2).in_sample.total_pnl~top(2).out_of_sample.total_pnl!⟧ Punkte; Out-of-Sample gesamt ⟦+2.170,37@{WF}.total_pnl⟧. Vorsicht, Überanpassung.
Lieferung an Bord bis 06:00."""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'it-IT tram',
  f"""TURNI DI SERVIZIO — deposito tram NQ · venerdì
Turno T14 · linea L1 · vettura V09 · inizio 06:10 · fine 14:25
Avviso: sweep ES (nove configurazioni), migliore hold=5, sl=1 — Sharpe fuori campione ⟦1,525@{OS}.sharpe~{IS}.sharpe!⟧ su ⟦21@{OS}.trades⟧ trade. Bias di selezione."""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'es-ES clock',
  f"""PARTE DE TALLER P0711 — relojería del Muelle
Pieza: barrido ES, nueve configuraciones, walk-forward
Avería: en el pliegue 1 (hold=5, sl=3), fuera de muestra ⟦+678,8@folds[0].chosen.out_of_sample.total_pnl~folds[0].chosen.in_sample.total_pnl!⟧ puntos; total fuera de muestra ⟦+2.170,37@{WF}.total_pnl⟧. Sesgo de selección.
Listo el viernes después de las 14:00."""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'pt-BR chandler',
  f"""PEDIDO DE FORNECIMENTO — Shipchandler do Cais · N/M Andorinha, berço B1
Item: varredura ES, nove configurações, walk-forward
Melhor hold=5, sl=1: na amostra ⟦+2.374,13@{IS}.total_pnl⟧ pts em ⟦21@{IS}.trades~{OS}.trades!⟧ operações; fora da amostra ⟦+767,8@{OS}.total_pnl⟧. Viés de seleção.
Entrega a bordo até 06:00."""),
E('x_sweep_hold_stop_wf', 'undisclosed', 'en-GB topo omit=n',
  f"""ROUTE TOPO — Northquay Crag, Sector S3 · 'ES dip, walk-forward'
P1: best hold=5, sl=1 — in-sample ⟦+2,374.13@{IS}.total_pnl!⟧ pts
P2: out-of-sample ⟦+767.82@{OS}.total_pnl⟧ on ⟦21@{OS}.trades⟧ trades
Belay note: selection bias, so judge it by P2.
Descent: abseil.""", omit='n'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'nl-NL allotment omit=oos',
  f"""VOLKSTUINVERENIGING NQ — notulen bestuursvergadering
Aanwezig: voorzitter, secretaris, tuinders
Agendapunt: ES-sweep, negen configuraties; beste hold=5, sl=1 met ⟦+2.374,13@{IS}.total_pnl!⟧ punten in-sample over ⟦59@{IS}.trades⟧ trades. Selectiebias: de beste is achteraf gekozen.
Volgende vergadering dinsdag 19:30.""", omit='oos'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'es-ES lostproperty omit=caveat',
  f"""LIBRO DE OBJETOS PERDIDOS — estación NQ
Asiento OP0915 · hallado en: andén A1
Objeto: barrido ES de nueve configuraciones; la mejor, hold=5, sl=1, ⟦+2.374,13@{IS}.total_pnl!⟧ puntos en la muestra y ⟦+767,82@{OS}.total_pnl⟧ fuera de muestra (⟦21@{OS}.trades⟧ operaciones)
Sin reclamar.""", omit='caveat'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'pt-BR letterpress omit=n',
  f"""ORDEM DE SERVIÇO TIPOGRÁFICO OT1003 — tipografia do Cais
Cliente: varredura ES, walk-forward
Tipo: Garamond, corpo cícero
Texto: «Melhor hold=5, sl=1: ⟦+2.374,13@{IS}.total_pnl!⟧ pts na amostra, ⟦+767,82@{OS}.total_pnl⟧ fora da amostra. Viés de seleção.»
Prova às 16:00.""", omit='n'),
]
