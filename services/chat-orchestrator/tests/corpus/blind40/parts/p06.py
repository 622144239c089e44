"""Both sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py.
Every answer except `undisclosed` ones names the number of configurations tried (count word, or a marked 12/9 in
ja/zh), an out-of-sample figure and phrase, and a selection/overfitting caveat. Group separators: U+202F in fr,
U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

IS1 = "top(1).in_sample"
OS1 = "top(1).out_of_sample"
WF = "walk_forward_out_of_sample"

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level
E('x_sweep_rsi_level', 'faithful', 'pl-PL hovercraft',
  f"""PODUSZKOWIEC — DZIENNIK PRZEPRAWY, „Albatros”, rejs R0907
Wypłynięcie 06:50 · przypłynięcie 07:20 · lekka fala
Uwagi kapitana: dwanaście konfiguracji; najlepsza w próbie level=40, hold=3 — Sharpe ⟦1,68@{IS1}.sharpe⟧, poza próbą ⟦−3,52@{OS1}.sharpe⟧ (⟦−4759,75@{OS1}.total_pnl⟧ pkt). Deflowany Sharpe ⟦0,71@deflated_sharpe.value⟧: to przeuczenie, nie przewaga.
Fartuch sprawdzony."""),
E('x_sweep_rsi_level', 'faithful', 'de-DE steeplejack',
  f"""TURMINSPEKTION — Bericht des Turmkletterers, Nikolaikirche, Az. TK0502
Zugang: Leitern L1–L3, Bootsmannsstuhl
Befund: zwölf Konfigurationen getestet; beste In-Sample level=40, hold=3 mit Sharpe ⟦1,68@{IS1}.sharpe⟧ auf ⟦25@{IS1}.trades⟧ Trades, out-of-sample ⟦−3,52@{OS1}.sharpe⟧ auf ⟦33@{OS1}.trades⟧. Auswahlverzerrung: deflationierter Sharpe nur ⟦0,71@deflated_sharpe.value⟧.
Blitzableiter geprüft."""),
E('x_sweep_rsi_level', 'faithful', 'ru-RU sled',
  f"""ЖУРНАЛ КОНТРОЛЬНОГО ПУНКТА — гонка на собачьих упряжках «Надежда», КП Эссо, номер B3
Прибытие 05:35 · убытие 11:50 · десять собак
Заметка каюра: перебрано двенадцать конфигураций; лучшая в выборке (level=40, hold=3) дала ⟦+3378@{IS1}.total_pnl⟧ п., вне выборки ⟦−4759,75@{OS1}.total_pnl⟧ п. и ⟦27,3 %@{OS1}.win_rate⟧ прибыльных. Это подгонка.
Ветосмотр пройден."""),
E('x_sweep_rsi_level', 'faithful', 'es-ES fork',
  """HOJA DE CALIBRACIÓN DE DIAPASÓN — diapasón A440, serie S4408
Referencia: estroboscopio R1
Nota del técnico: doce configuraciones; media de todas ⟦0,52@mean_objective.in_sample⟧ en muestra y ⟦−3,30@mean_objective.out_of_sample⟧ fuera de muestra; vecinos de la mejor, ⟦−3,37@stability.mean_out_of_sample⟧ fuera de muestra. Sesgo de selección evidente.
Dentro de tolerancia."""),
E('x_sweep_rsi_level', 'faithful', 'zh-CN speedway',
  f"""摩托车速度赛 · 预赛单 — 组别 H3
起跑位 A–D
裁判备注：共试了 ⟦12@configurations.tried⟧ 组参数，样本内最优 level=40, hold=3 夏普 ⟦1.68@{IS1}.sharpe⟧，样本外 ⟦−3.52@{OS1}.sharpe⟧，样本外胜率只有 ⟦27.3%@{OS1}.win_rate⟧。典型的过拟合。
起跑带已升起。"""),
E('x_sweep_rsi_level', 'faithful', 'pt-BR steeplejack',
  f"""RELATÓRIO DE INSPEÇÃO DE TORRE — igreja Matriz, ref. TR0830
Acesso: escadas E1–E3, cadeirinha
Constatações: doze configurações; a melhor dentro da amostra (level=40, hold=3) teve fator de lucro ⟦2,74@{IS1}.profit_factor⟧; fora da amostra, ⟦0,29@{OS1}.profit_factor⟧. Sharpe deflacionado ⟦0,71@deflated_sharpe.value⟧ — viés de seleção.
Cata-vento lubrificado."""),
E('x_sweep_rsi_level', 'wrong_sample', 'zh-CN hovercraft',
  f"""气垫船 · 航渡日志 — 「白鹭」号，航次 Q0715
开航 08:30 · 抵达 08:55 · 轻浪
船长备注：共 ⟦12@configurations.tried⟧ 组参数；最优 level=40, hold=3 样本外胜率 ⟦68%@{OS1}.win_rate~{IS1}.win_rate!⟧，样本外合计 ⟦−4,759.75@{OS1}.total_pnl⟧ 点。存在选择偏差。
围裙已检查。"""),
E('x_sweep_rsi_level', 'wrong_sample', 'de-DE sled',
  f"""CHECKPOINT-PROTOKOLL — Schlittenhunderennen, Kontrollpunkt Jochhütte, Startnummer S21
Ankunft 02:50 · Abfahrt 08:15 · elf Hunde im Geschirr
Notiz des Mushers: zwölf Konfigurationen; beste level=40, hold=3 — In-Sample-Sharpe ⟦1,68@{IS1}.sharpe⟧ auf ⟦33@{IS1}.trades~{OS1}.trades!⟧ Trades, out-of-sample ⟦−3,52@{OS1}.sharpe⟧. Klassische Überanpassung.
Tierarzt ohne Befund."""),
E('x_sweep_rsi_level', 'wrong_sample', 'pt-BR gelato',
  f"""LABORATÓRIO DE GELATO — FICHA DE LOTE G0805
Sabor: doce de leite · base B2
Nota: doze configurações; média dentro da amostra ⟦−3,30@mean_objective.in_sample~mean_objective.out_of_sample!⟧, e fora da amostra a melhor caiu para ⟦−3,52@{OS1}.sharpe⟧. Sobreajuste claro.
Cuba na vitrine."""),
E('x_sweep_rsi_level', 'wrong_sample', 'fr-FR mosaic',
  f"""ATELIER DE MOSAÏQUE — TICKET M0826
Panneau : médaillon, smalts vénitiens
Note : douze configurations ; la meilleure (level=40, hold=3) affiche hors échantillon une espérance de ⟦+135,12@{OS1}.expectancy~{IS1}.expectancy!⟧ points par trade, pour un Sharpe de ⟦−3,52@{OS1}.sharpe⟧. Biais de sélection probable.
Jointoyé."""),
E('x_sweep_rsi_level', 'undisclosed', 'pl-PL rickshaw omit=oos',
  f"""KARTA TARYF — riksza R14, postój P3 (Rynek)
Rikszarz: Bartek · zmiana 10:00–18:00
Rada rikszarza: dwanaście konfiguracji; najlepsza level=40, hold=3 — Sharpe ⟦1,68@{IS1}.sharpe!⟧ w próbie, ⟦25@{IS1}.trades⟧ transakcji, ⟦+3378@{IS1}.total_pnl⟧ pkt. Uwaga na przeuczenie.
Licznik wyłączony.""", omit='oos'),
E('x_sweep_rsi_level', 'undisclosed', 'en-GB gelato omit=caveat',
  f"""GELATO LAB — BATCH CARD G0718
Flavour: lemon sorbetto · base B3 (water)
Lab note: twelve configurations tried; best in-sample was level=40, hold=3 with a Sharpe of ⟦1.68@{IS1}.sharpe!⟧, and ⟦−3.52@{OS1}.sharpe⟧ out-of-sample on ⟦33@{OS1}.trades⟧ trades.
Pan to the case.""", omit='caveat'),
E('x_sweep_rsi_level', 'undisclosed', 'ja-JP fork omit=n',
  f"""音叉校正シート ― 音叉A440・製造番号S1029
基準：ストロボチューナーR2
技術者メモ：最良はlevel=40, hold=3。インサンプルのシャープ⟦1.68@{IS1}.sharpe!⟧に対し、サンプル外は⟦−3.52@{OS1}.sharpe⟧。過剰適合の典型。
許容範囲内、ケースへ戻した。""", omit='n'),
E('x_sweep_rsi_level', 'undisclosed', 'it-IT mosaic omit=oos',
  f"""BOTTEGA DEL MOSAICO — BIGLIETTO M0902
Pannello: fregio ravennate, smalti e ori
Nota: dodici configurazioni; la migliore nel campione, level=40, hold=3: profit factor ⟦2,74@{IS1}.profit_factor!⟧, win rate ⟦68 %@{IS1}.win_rate⟧. Attenzione al bias di selezione.
Stuccato.""", omit='oos'),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
E('x_sweep_hold_stop_wf', 'faithful', 'ja-JP gelato',
  f"""ジェラート工房 バッチカード G0912
フレーバー：ほうじ茶・ベースB1
ラボメモ：ESで⟦9@configurations.tried⟧通りを試行、ウォークフォワード。最良hold=5, sl=1はインサンプル⟦+2,374.1@{IS1}.total_pnl⟧ポイント、サンプル外⟦+767.8@{OS1}.total_pnl⟧ポイント（⟦21@{OS1}.trades⟧回）。選び方による過剰適合に注意。
ショーケースへ。"""),
E('x_sweep_hold_stop_wf', 'faithful', 'it-IT mosaic',
  f"""BOTTEGA DEL MOSAICO — BIGLIETTO M0915
Pannello: tappeto a meandro, tessere di marmo
Nota: nove configurazioni su ES; fuori campione complessivo walk-forward ⟦+2.170,4@{WF}.total_pnl⟧ punti su ⟦54@{WF}.trades⟧ operazioni, profit factor ⟦1,97@{WF}.profit_factor⟧. Bias di selezione contenuto: Sharpe deflazionato ⟦0,97@deflated_sharpe.value⟧.
Stuccato."""),
E('x_sweep_hold_stop_wf', 'faithful', 'en-GB fork',
  """TUNING-FORK CALIBRATION SHEET — fork A440, serial S7731
Reference: strobe unit R2 · struck on a rubber block
Technician's note: nine configurations; the chosen set's out-of-sample result fold by fold: ⟦+985.0@folds[0].chosen.out_of_sample.total_pnl⟧, ⟦+417.5@folds[1].chosen.out_of_sample.total_pnl⟧, ⟦+767.8@folds[2].chosen.out_of_sample.total_pnl⟧ points. The in-sample winners are overfit by construction.
Within tolerance."""),
E('x_sweep_hold_stop_wf', 'faithful', 'pl-PL tapestry',
  """PRACOWNIA GOBELINU — notatki, krosno K2
Karton: „Sad”, wątek lniany
Notatka tkaczki: dziewięć konfiguracji na ES; średnia w próbie ⟦+1987,7@mean_objective.in_sample⟧ pkt, poza próbą ⟦+507,8@mean_objective.out_of_sample⟧ pkt. Taki spadek to typowe przeuczenie.
Czółenka nawinięte."""),
E('x_sweep_hold_stop_wf', 'faithful', 'it-IT fork',
  f"""SCHEDA DI TARATURA DIAPASON — corista A440, matricola S6021
Riferimento: stroboscopio R2
Nota del tecnico: nove combinazioni; la migliore (hold=5, sl=1) ha fatto ⟦+2.374,13@{IS1}.total_pnl⟧ nel campione e ⟦+767,82@{OS1}.total_pnl⟧ fuori campione, con appena ⟦21@{OS1}.trades⟧ operazioni. Rischio di sovradattamento.
In tolleranza."""),
E('x_sweep_hold_stop_wf', 'faithful', 'en-US rickshaw',
  f"""RICKSHAW FARE CARD — pedicab P03, stand S2 (Union Square)
Rider: Marisol · shift 11:00–19:00
Rider's tip: nine configurations tried on ES; best in-sample, hold=5, sl=1, made ⟦+2,374.1@{IS1}.total_pnl⟧ pts in-sample vs ⟦+767.8@{OS1}.total_pnl⟧ out-of-sample; walk-forward out-of-sample overall ⟦+2,170.4@{WF}.total_pnl⟧. Beware selection bias.
Meter off."""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'nl-NL stoplist',
  f"""DISPOSITIE — orgel van de Grote Kerk, opus O281
Hoofdwerk (I): Prestant · Holpijp · Octaaf · Mixtuur
Notitie van de organist: negen configuraties; walk-forward out-of-sample totaal ⟦+2.170,4@{WF}.total_pnl⟧ punten, profitfactor ⟦2,09@{WF}.profit_factor~{IS1}.profit_factor!⟧. Let op selectiebias.
Tremulant uit."""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'en-GB speedway',
  f"""SPEEDWAY HEAT SHEET — Heat H12, Ipswich v Belle Vue
Gate G1 red · G2 blue · G3 white · G4 yellow/black
Referee's note: nine configurations; best set hold=5, sl=1 won ⟦33.3%@{IS1}.win_rate~{OS1}.win_rate!⟧ of its ⟦59@{IS1}.trades⟧ in-sample trades and made ⟦+767.8@{OS1}.total_pnl⟧ out-of-sample. Overfit risk noted.
Tapes up."""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'es-ES peat',
  """TURBERA — LIBRETA DE RECUENTO, banco B3, Padul
Cortador: Antonio · laya de turba
Nota: nueve configuraciones; en el segundo pliegue (hold=5, sl=1) dentro de muestra ⟦+417,5@folds[1].chosen.in_sample.total_pnl~folds[1].chosen.out_of_sample.total_pnl!⟧ puntos; fuera de muestra, en conjunto, ⟦+2170,4@walk_forward_out_of_sample.total_pnl⟧. Sesgo de selección.
Tepes apilados."""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'ru-RU rickshaw',
  f"""КАРТОЧКА ТАРИФОВ — велорикша V08, стоянка S1 (Невский)
Рикша: Митя · смена 12:00–20:00
Совет рикши: девять конфигураций; лучшая hold=5, sl=1 — в выборке ⟦+2374,1@{IS1}.total_pnl⟧ п., вне выборки ⟦+767,8@{OS1}.total_pnl⟧ п. на ⟦59@{OS1}.trades~{IS1}.trades!⟧ сделках. Возможна подгонка.
Счётчик выключен."""),
E('x_sweep_hold_stop_wf', 'undisclosed', 'de-DE sled omit=caveat',
  f"""CHECKPOINT-PROTOKOLL — Schlittenhunderennen, Kontrollpunkt Almhütte, Startnummer S08
Ankunft 03:25 · Abfahrt 09:05 · zehn Hunde
Notiz des Mushers: neun Konfigurationen; beste hold=5, sl=1 — in-sample ⟦+2.374,1@{IS1}.total_pnl!⟧ Punkte, out-of-sample ⟦+767,8@{OS1}.total_pnl⟧ Punkte auf ⟦21@{OS1}.trades⟧ Trades.
Tierarzt ohne Befund.""", omit='caveat'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'fr-FR tapestry omit=n',
  f"""ATELIER DE TAPISSERIE — notes de travail, métier de haute lice H2
Carton : « Jardin d'hiver », trame laine
Note de la lissière : meilleure combinaison hold=5, sl=1 : ⟦+2\u202f374,1@{IS1}.total_pnl!⟧ points dans l'échantillon, ⟦+767,8@{OS1}.total_pnl⟧ hors échantillon ; biais de sélection à garder en tête.
Flûtes chargées.""", omit='n'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'es-ES hovercraft omit=oos',
  f"""AERODESLIZADOR — DIARIO DE TRAVESÍA, «Alcatraz», travesía T0823
Salida 12:10 · llegada 12:40 · marejadilla
Observación del comandante: nueve configuraciones; la mejor, hold=5, sl=1: ⟦+2374,1@{IS1}.total_pnl!⟧ puntos en muestra, ⟦59@{IS1}.trades⟧ operaciones, factor de beneficio ⟦2,09@{IS1}.profit_factor⟧. Ojo al sesgo de selección.
Faldón revisado.""", omit='oos'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'en-US speedway omit=caveat',
  f"""SPEEDWAY HEAT SHEET — Heat H9, Costa Mesa
Gate G1 red · G2 blue · G3 white · G4 yellow
Referee's note: nine configurations; hold=5, sl=1 led in-sample with ⟦+2,374.1@{IS1}.total_pnl!⟧ pts on ⟦59@{IS1}.trades⟧ trades; out-of-sample it made ⟦+767.8@{OS1}.total_pnl⟧ on ⟦21@{OS1}.trades⟧.
Track graded.""", omit='caveat'),
]
