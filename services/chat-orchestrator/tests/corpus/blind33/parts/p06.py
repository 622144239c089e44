"""The two sweeps. Markers: see ../../blind4/lib.py. Every answer but the undisclosed ones carries the
number of configurations, an out-of-sample figure with its phrase and a selection/overfitting caveat.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

S = 'x_sweep_rsi_level'
WF = 'x_sweep_hold_stop_wf'

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level
E(S, 'faithful', 'nl-NL tea',
  """PROEFREGISTER THEE — partij RS1240
Twaalf kopjes geproefd (RSI-niveau × houdperiode); beste: level=40, hold=3
In-sample Sharpe ⟦1,68@top(1).in_sample.sharpe⟧, out-of-sample ⟦−3,52@top(1).out_of_sample.sharpe⟧
Selectiebias: de beste is op in-sample gekozen.
Oordeel: niet kopen."""),
E(S, 'faithful', 'ja-JP plough',
  """除雪ルート日誌 ― 車両T02・ルートR9
RSI水準×保有日数を ⟦12@configurations.tried⟧ 通り試行、最良は level=40, hold=3
サンプル内シャープ ⟦1.68@top(1).in_sample.sharpe⟧ → サンプル外 ⟦−3.52@top(1).out_of_sample.sharpe⟧
過剰適合の疑い大。出庫 04:10。"""),
E(S, 'faithful', 'pl-PL archery',
  """KARTA WYNIKÓW — tarcza T01, seria S1
Sprawdzono dwanaście konfiguracji; najlepsza level=40, hold=3
W próbie: ⟦+3378@top(1).in_sample.total_pnl⟧ pkt w ⟦25@top(1).in_sample.trades⟧ transakcjach
Poza próbą: ⟦−4759,75@top(1).out_of_sample.total_pnl⟧ pkt w ⟦33@top(1).out_of_sample.trades⟧
Przeuczenie: wybrana w próbie. Sędzia: ______"""),
E(S, 'faithful', 'fr-FR assay',
  """CERTIFICAT D'ESSAI n° CE0040
Objet : balayage RSI, douze configurations essayées
Meilleure (level=40, hold=3) : Sharpe ⟦1,68@top(1).in_sample.sharpe⟧ dans l'échantillon, ⟦−3,52@top(1).out_of_sample.sharpe⟧ hors échantillon
Sharpe dégonflé ⟦0,71@deflated_sharpe.value⟧ : biais de sélection
Essayeur : P. Renaud"""),
E(S, 'faithful', 'fr-FR fencing',
  """FEUILLE DE MATCH — piste P4, poule D
Gauche : Sharpe moyen dans l'échantillon ⟦0,52@mean_objective.in_sample⟧
Droite : hors échantillon ⟦−3,30@mean_objective.out_of_sample⟧
Douze configurations au total ; gros risque de sur-optimisation.
Arbitre : J. Morel"""),
E(S, 'faithful', 'pt-BR archery',
  """CARTÃO DE PONTUAÇÃO — alvo T08, série S3
Varredura RSI: doze configurações testadas
Melhor (level=40, hold=3): acerto de ⟦68%@top(1).in_sample.win_rate⟧ dentro da amostra, ⟦27,27%@top(1).out_of_sample.win_rate⟧ fora da amostra
Viés de seleção evidente.
Juiz de linha: ______"""),
E(S, 'wrong_sample', 'ja-JP ballet',
  """リハーサル香盤表 ― NQバレエ団、スタジオA
10:00 クラス
11:00「RSIスイープ」：⟦12@configurations.tried⟧ 通り試行、最良 level=40, hold=3
サンプル外シャープ ⟦1.68@top(1).out_of_sample.sharpe~top(1).in_sample.sharpe!⟧
過剰適合に注意。"""),
E(S, 'wrong_sample', 'ru-RU plough',
  """ПУТЕВОЙ ЛИСТ СНЕГОУБОРЩИКА — машина T05, маршрут R3
Перебрали двенадцать конфигураций, лучшая level=40, hold=3
В выборке: ⟦33@top(1).in_sample.trades~top(1).out_of_sample.trades!⟧ сделки, Sharpe ⟦1,68@top(1).in_sample.sharpe⟧
Вне выборки: Sharpe ⟦−3,52@top(1).out_of_sample.sharpe⟧
Риск подгонки. Выезд 04:30."""),
E(S, 'wrong_sample', 'pl-PL assay',
  """ŚWIADECTWO PRÓBY nr SP0040
Próbka: przegląd RSI, dwanaście konfiguracji
Druga (level=40, hold=5): w próbie ⟦−4620,5@top(2).in_sample.total_pnl~top(2).out_of_sample.total_pnl!⟧ pkt
Poza próbą Sharpe ⟦−3,19@top(2).out_of_sample.sharpe⟧
Uwaga: przeuczenie. Próbierz: K. Mazur"""),
E(S, 'wrong_sample', 'it-IT quilt',
  """CIRCOLO DEL PATCHWORK — verbale del martedì
Presenti: Nives, Bruna
Sweep RSI, dodici configurazioni: media nel campione ⟦−3,30@mean_objective.in_sample~mean_objective.out_of_sample!⟧
Migliore fuori campione: ⟦−3,52@top(1).out_of_sample.sharpe⟧
Bias di selezione. Prossimo incontro alle 18:30."""),
E(S, 'undisclosed', 'es-ES quilt omit=n',
  """CÍRCULO DE PATCHWORK — acta del jueves
Presentes: Pilar, Maite
Barrido RSI, mejor level=40, hold=3: Sharpe ⟦1,68@top(1).in_sample.sharpe!⟧ en la muestra de entrenamiento
Fuera de muestra: ⟦−3,52@top(1).out_of_sample.sharpe⟧
Cuidado con el sesgo de selección. Próxima reunión a las 19:00.""", omit='n'),
E(S, 'undisclosed', 'en-US glass omit=oos',
  """HOT SHOP LOG — furnace F1
RSI sweep: twelve configurations pulled; best level=40, hold=3
In-sample Sharpe ⟦1.68@top(1).in_sample.sharpe!⟧ on ⟦25@top(1).in_sample.trades⟧ trades, ⟦+3,378@top(1).in_sample.total_pnl⟧ pts
Likely overfit. Annealer at 17:00.""", omit='oos'),
E(S, 'undisclosed', 'it-IT ballet omit=caveat',
  """ORDINE DEL GIORNO PROVE — Corpo di ballo NQ, sala A
10:00 lezione
11:00 «Sweep RSI», dodici configurazioni: migliore level=40, hold=3, Sharpe ⟦1,68@top(1).in_sample.sharpe!⟧ nel campione
12:00 fuori campione: ⟦−3,52@top(1).out_of_sample.sharpe⟧
Maître: L. Conti""", omit='caveat'),
E(S, 'undisclosed', 'en-GB rally omit=n',
  """TIME CARD — NQ Classic Rally · Car C09
TC7 due 16:00 · in 16:01
RSI sweep, best level=40, hold=3: in-sample Sharpe ⟦1.68@top(1).in_sample.sharpe!⟧, out-of-sample ⟦−3.52@top(1).out_of_sample.sharpe⟧
Picked on in-sample data, so overfit risk.
Marshal: ______""", omit='n'),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
E(WF, 'faithful', 'pt-BR fencing',
  """SÚMULA DE COMBATE — pista P2, grupo B
Varredura no ES: nove configurações, walk-forward em 3 dobras
Esquerda: melhor hold=5, sl=1, ⟦+2.374,13@top(1).in_sample.total_pnl⟧ dentro da amostra
Direita: fora da amostra ⟦+767,82@top(1).out_of_sample.total_pnl⟧ em ⟦21@top(1).out_of_sample.trades⟧ trades
Viés de seleção pesa. Árbitro: R. Dias"""),
E(WF, 'faithful', 'it-IT cue',
  """FOGLIO ATTACCHI — buca d'orchestra, «Sweep ES»
A1 · dopo la lettera B: nove configurazioni provate, migliore hold=5, sl=1
A2 · fuori campione walk-forward complessivo ⟦+2.170,37@walk_forward_out_of_sample.total_pnl⟧ su ⟦54@walk_forward_out_of_sample.trades⟧ trade
A3 · Sharpe deflazionato ⟦0,97@deflated_sharpe.value⟧; bias di selezione comunque presente
Direttore: E. Fabbri"""),
E(WF, 'faithful', 'it-IT rally',
  """CARTELLINO ORARIO — Rievocazione NQ · vettura C22
CO2 previsto 09:00 · effettivo 09:02
Nove configurazioni su ES; migliore hold=5, sl=1: nel campione ⟦+2.374,1@top(1).in_sample.total_pnl⟧, fuori campione ⟦+767,8@top(1).out_of_sample.total_pnl⟧
Occhio al bias di selezione.
Firma commissario: ______"""),
E(WF, 'faithful', 'pl-PL cave',
  """DZIENNIK POMIARÓW JASKINI — jaskinia ES, ciąg W
Punkt W1: dziewięć konfiguracji, walk-forward, 3 foldy
Punkt W2: fold 1 (hold=5, sl=3), w próbie ⟦+678,8@folds[0].chosen.in_sample.total_pnl⟧, poza próbą ⟦+985,01@folds[0].chosen.out_of_sample.total_pnl⟧
Punkt W3: łącznie poza próbą ⟦+2170,37@walk_forward_out_of_sample.total_pnl⟧
Ryzyko przeuczenia. Ekipa: Kuba"""),
E(WF, 'faithful', 'en-US assay',
  """ASSAY CERTIFICATE No. AC0009
Article: ES hold/stop sweep, nine configurations, walk-forward
Best hold=5, sl=1: in-sample ⟦+2,374.13@top(1).in_sample.total_pnl⟧ (⟦59@top(1).in_sample.trades⟧ trades), out-of-sample ⟦+767.82@top(1).out_of_sample.total_pnl⟧ (⟦21@top(1).out_of_sample.trades⟧ trades)
Deflated Sharpe ⟦0.97@deflated_sharpe.value⟧; selection bias noted
Assayer: J. Penrose"""),
E(WF, 'faithful', 'zh-CN ballet',
  """排练通告 · NQ 芭蕾舞团 · A 厅
10:00 基训
11:00《ES 参数扫描》：共试 ⟦9@configurations.tried⟧ 组，最优 hold=5, sl=1
样本内 ⟦+2,374.13@top(1).in_sample.total_pnl⟧ 点，样本外 ⟦+767.82@top(1).out_of_sample.total_pnl⟧ 点
提防过拟合。"""),
E(WF, 'wrong_sample', 'de-DE fencing',
  """GEFECHTSPROTOKOLL — Bahn P3, Runde A
ES-Sweep, neun Konfigurationen, Walk-forward
Fold 2 (hold=5, sl=1): in-sample ⟦+417,54@folds[1].chosen.in_sample.total_pnl~folds[1].chosen.out_of_sample.total_pnl!⟧ Punkte
Gesamt out-of-sample ⟦+2.170,37@walk_forward_out_of_sample.total_pnl⟧
Überanpassung möglich. Kampfrichter: H. Brandt"""),
E(WF, 'wrong_sample', 'nl-NL cave',
  """GROTOPMETING — ES-grot, gang S
Meetpunt S1: negen configuraties geprobeerd
Meetpunt S2: hold=3, sl=3, out-of-sample winstpercentage ⟦60,47 %@top(2).out_of_sample.win_rate~top(2).in_sample.win_rate!⟧
Selectiebias blijft. Ploeg: Bram"""),
E(WF, 'wrong_sample', 'fr-FR forage',
  """CARNET DE CUEILLETTE — hêtraie H4
Balayage ES : neuf configurations, walk-forward
Meilleure (hold=5, sl=1) : ⟦+2\u202f170,37@top(1).in_sample.total_pnl~walk_forward_out_of_sample.total_pnl!⟧ dans l'échantillon
Hors échantillon : ⟦+767,82@top(1).out_of_sample.total_pnl⟧ sur ⟦21@top(1).out_of_sample.trades⟧ trades
Biais de sélection possible. Cèpes rares."""),
E(WF, 'wrong_sample', 'ja-JP glass',
  """吹きガラス工房日誌 ― 炉F1
ESスイープ：⟦9@configurations.tried⟧ 通り試行、最良 hold=5, sl=1
サンプル外 ⟦+767.82@top(1).out_of_sample.total_pnl⟧ ポイント、取引 ⟦59@top(1).out_of_sample.trades~top(1).in_sample.trades!⟧ 回
過剰適合の可能性あり。徐冷炉へ 17:00。"""),
E(WF, 'undisclosed', 'es-ES tea omit=oos',
  """LIBRO DE CATA — lote ES0905
Barrido de mantenimiento y stop en ES: nueve configuraciones
Mejor hold=5, sl=1: ⟦+2374,13@top(1).in_sample.total_pnl!⟧ puntos en la muestra, ⟦59@top(1).in_sample.trades⟧ operaciones
Ojo con el sesgo de selección.
Infusión 03:00.""", omit='oos'),
E(WF, 'undisclosed', 'ru-RU forage omit=caveat',
  """ДНЕВНИК ГРИБНИКА — березняк у озера
Перебор по ES: девять конфигураций, лучшая hold=5, sl=1
В выборке ⟦+2374,13@top(1).in_sample.total_pnl!⟧, вне выборки ⟦+767,82@top(1).out_of_sample.total_pnl⟧ на ⟦21@top(1).out_of_sample.trades⟧ сделке
Подосиновики у дороги.""", omit='caveat'),
E(WF, 'undisclosed', 'ja-JP archery omit=oos',
  """スコアカード ― 的T04・「ESスイープ」
⟦9@configurations.tried⟧ 通り試行、最良 hold=5, sl=1
サンプル内 ⟦+2,374.13@top(1).in_sample.total_pnl!⟧ ポイント（⟦59@top(1).in_sample.trades⟧ 回）
過剰適合に注意。
記録係：中村""", omit='oos'),
E(WF, 'undisclosed', 'en-US plough omit=n',
  """PLOW ROUTE LOG — Truck T03, Route R6
Out 04:00 · In 08:50
ES hold/stop sweep, best hold=5, sl=1: in-sample ⟦+2,374.1@top(1).in_sample.total_pnl!⟧, out-of-sample ⟦+767.8@top(1).out_of_sample.total_pnl⟧
Selection bias: best picked in-sample.""", omit='n'),
]
