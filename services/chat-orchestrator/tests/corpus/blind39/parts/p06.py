"""Sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes).
Every non-undisclosed answer names the number of configurations, an out-of-sample figure with its phrase
and a selection/overfitting caveat; undisclosed answers (omit=…) leave exactly one of the three out."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

I1 = "top(1).in_sample"
O1 = "top(1).out_of_sample"

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level
E('x_sweep_rsi_level', 'wrong_sample', 'es-ES forge',
  f"""LIBRO DE FRAGUA — yunque Y1, fuego encendido 06:40
Pieza: bisagras de portón, acero dulce
Nota del herrero: doce combinaciones probadas; la mejor, level=40, hold=3, en muestra Sharpe ⟦1,68@{I1}.sharpe⟧ y acierto ⟦27,3 %@{I1}.win_rate~{O1}.win_rate!⟧; fuera de muestra Sharpe ⟦−3,52@{O1}.sharpe⟧. Sesgo de selección claro.
Templado."""),
E('x_sweep_rsi_level', 'wrong_sample', 'pt-BR wig',
  f"""ATELIÊ DE PERUCAS — FICHA DE PEDIDO F0715
Cliente: Sra. Tavares · tela frontal
Nota da prova: doze combinações testadas; melhor level=40, hold=3 com Sharpe ⟦1,68@{I1}.sharpe⟧ na amostra; fora da amostra Sharpe ⟦−3,52@{O1}.sharpe⟧ e resultado ⟦+3.378@{O1}.total_pnl~{I1}.total_pnl!⟧ pontos. Viés de seleção.
Prova sexta."""),
E('x_sweep_rsi_level', 'wrong_sample', 'it-IT maple',
  f"""ACERAIA — REGISTRO DI BOLLITURA, evaporatore E1
Fuoco 05:55 · linfa buona
Nota: dodici combinazioni; la migliore (level=40, hold=3) Sharpe ⟦1,68@{I1}.sharpe⟧ in campione, ⟦−3,52@{O1}.sharpe⟧ fuori campione; i vicini fuori campione ⟦0,49@stability.mean_out_of_sample~stability.mean_in_sample!⟧. Bias di selezione evidente.
Spillato 11:30."""),
E('x_sweep_rsi_level', 'wrong_sample', 'nl-NL icebreaker',
  f"""IJSBREKER „Zeeleeuw” — BRUGJOURNAAL
Wacht 04:00–08:00 · pakijs
Opmerking: twaalf combinaties getest; beste level=40, hold=3 — in-sample Sharpe ⟦1,68@{I1}.sharpe⟧, out-of-sample Sharpe ⟦−3,52@{O1}.sharpe⟧ en profitfactor ⟦2,74@{O1}.profit_factor~{I1}.profit_factor!⟧. Selectiebias: gekozen op in-sample.
Halve kracht vooruit."""),
E('x_sweep_rsi_level', 'undisclosed', 'en-US bottling omit=oos',
  f"""BOTTLING LOG — Spring S3, line L1
Shift C, start 22:00 · sparkling, PET
QC note: twelve RSI level/hold combos tried; winner level=40, hold=3 at Sharpe ⟦1.68@{I1}.sharpe!⟧ on ⟦25@{I1}.trades⟧ trades, win rate ⟦68%@{I1}.win_rate⟧. Picked from a grid, so likely overfit.
Caps OK.""", omit='oos'),
E('x_sweep_rsi_level', 'undisclosed', 'nl-NL bottling omit=oos',
  f"""BOTTELARIJ — LIJNLOGBOEK, bron B2, lijn L1
Ploeg A, start 06:00 · plat, PET
QC-notitie: twaalf combinaties RSI-niveau/houdperiode; beste level=40, hold=3 met Sharpe ⟦1,68@{I1}.sharpe!⟧ en ⟦+3.378@{I1}.total_pnl⟧ punten over ⟦25@{I1}.trades⟧ trades. Let op selectiebias.
Pallets gewikkeld.""", omit='oos'),
E('x_sweep_rsi_level', 'undisclosed', 'en-US derby omit=caveat',
  f"""BOUT SHEET — Motor City Madness v Windy City Rollers
Period P2 · jammer #V6 'Vex'
Bench note: twelve RSI combos tested; best level=40, hold=3 — Sharpe ⟦1.68@{I1}.sharpe!⟧ in-sample, ⟦−3.52@{O1}.sharpe⟧ out-of-sample on ⟦33@{O1}.trades⟧ trades, ⟦−4,759.75@{O1}.total_pnl⟧ pts.
Box clear.""", omit='caveat'),
E('x_sweep_rsi_level', 'undisclosed', 'pl-PL piste omit=n',
  f"""DZIENNIK ZMIANY RATRAKA — PistenBully PB400, noc 21:00–05:00
Trasy: czerwona C4, czarna K1 (wyciągarka W2)
Notatka: najlepsze level=40, hold=3 — Sharpe w próbie ⟦1,68@{I1}.sharpe!⟧, poza próbą ⟦−3,52@{O1}.sharpe⟧ (⟦−4759,75@{O1}.total_pnl⟧ pkt). To przeuczenie.
Zatankowane.""", omit='n'),
E('x_sweep_rsi_level', 'faithful', 'pt-BR saltmarsh',
  f"""LEVANTAMENTO DE MARISMA — transecto T3, Ilha do Cardoso
Preamar 07:10 · quadrados Q1–Q6
Nota: doze combinações; a melhor, level=40, hold=3, Sharpe ⟦1,68@{I1}.sharpe⟧ na amostra e ⟦−3,52@{O1}.sharpe⟧ fora da amostra; Sharpe deflacionado ⟦0,71@deflated_sharpe.value⟧. Viés de seleção.
Spartina densa."""),
E('x_sweep_rsi_level', 'faithful', 'en-GB interpreter',
  f"""INTERPRETER BOOKING SHEET — BSL/English, ref BK2207
Client: Fenwick Trust · Fri 14:00–15:30, room R7
Prep note: twelve configurations tried; level=40, hold=3 led in-sample (Sharpe ⟦1.68@{I1}.sharpe⟧) but fell to ⟦−3.52@{O1}.sharpe⟧ out-of-sample. Mean in-sample ⟦0.52@mean_objective.in_sample⟧ vs ⟦−3.30@mean_objective.out_of_sample⟧ — overfit.
Co-worker confirmed."""),
E('x_sweep_rsi_level', 'faithful', 'zh-CN interpreter',
  f"""手语翻译预约单 · 中国手语/普通话，编号 YY0616
委托方：区残联 · 周三 09:00–10:30，会议室 R3
备注：共试了 ⟦12@configurations.tried⟧ 组参数，样本内最佳 level=40, hold=3，夏普 ⟦1.68@{I1}.sharpe⟧；样本外 ⟦−3.52@{O1}.sharpe⟧，⟦33@{O1}.trades⟧ 笔亏 ⟦4,759.75@{O1}.total_pnl|neg⟧ 点。存在选择偏差。
搭档已确认。"""),
E('x_sweep_rsi_level', 'faithful', 'ja-JP curling',
  f"""カーリング 記録用紙 ― シートD　常呂 対 御代田
エンドE1〜E10・後攻：常呂
スキップメモ：⟦12@configurations.tried⟧通りを試し、最良はlevel=40, hold=3（サンプル内シャープ⟦1.68@{I1}.sharpe⟧、勝率⟦68@{I1}.win_rate⟧%）。サンプル外では⟦−3.52@{O1}.sharpe⟧。過剰適合の疑い。
E6はブランク。"""),
E('x_sweep_rsi_level', 'faithful', 'de-DE piste',
  f"""PISTENRAUPEN-SCHICHTBUCH — PistenBully PB600, Nacht 21:00–05:00
Pisten: rot R6, schwarz S1 (Winde W2)
Fahrernotiz: zwölf Kombinationen getestet; beste level=40, hold=3 — in-sample Sharpe ⟦1,68@{I1}.sharpe⟧, out-of-sample ⟦−3,52@{O1}.sharpe⟧; deflationierter Sharpe ⟦0,71@deflated_sharpe.value⟧. Klassische Überanpassung.
Getankt."""),
E('x_sweep_rsi_level', 'faithful', 'ja-JP foundry',
  f"""鐘鋳造所 鋳込み記録 ― 鋳込み番号 C0702
鐘：中鐘、打音 ソ
鋳物師メモ：⟦12@configurations.tried⟧通り中の最良level=40, hold=3は、サンプル内⟦+3,378@{I1}.total_pnl⟧ポイント、サンプル外⟦−4,759.75@{O1}.total_pnl⟧ポイント（⟦33@{O1}.trades⟧回）。過剰適合と見るべき。
型は冷却中。"""),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
E('x_sweep_hold_stop_wf', 'wrong_sample', 'ru-RU hatblock',
  f"""ШЛЯПНАЯ МАСТЕРСКАЯ — КВИТАНЦИЯ H1012
Болванка: котелок, ольха, номер HB19
Заметка: ES, девять вариантов; в выборке лучший hold=5, sl=1 — ⟦+2170,4@{I1}.total_pnl~walk_forward_out_of_sample.total_pnl!⟧ п.; вне выборки ⟦+767,8@{O1}.total_pnl⟧ п. на ⟦21@{O1}.trades⟧ сделке. Возможна подгонка.
Отпарено."""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'en-US maple',
  f"""SUGARHOUSE BOILING LOG — evaporator E2, fire lit 06:00
Sap: south bush, fair run
Note: nine hold/stop combos on ES; best hold=5, sl=1 made ⟦+2,374.1@{I1}.total_pnl⟧ pts in-sample on ⟦21@{I1}.trades~{O1}.trades!⟧ trades, then ⟦+767.8@{O1}.total_pnl⟧ out-of-sample. Selection bias applies.
Drew off 11:50."""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'fr-FR wig',
  """ATELIER DE POSTICHE — CARTE DE COMMANDE C0618
Cliente : Mme Roux · perruque complète, nouée main
Note : ES, neuf combinaisons ; walk-forward, premier pli hold=5, sl=3 : hors échantillon ⟦+678,8@folds[0].chosen.out_of_sample.total_pnl~folds[0].chosen.in_sample.total_pnl!⟧ pts. Hors échantillon global ⟦+2\u202f170,4@walk_forward_out_of_sample.total_pnl⟧. Biais de sélection.
Essayage lundi."""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'es-ES bottling',
  f"""EMBOTELLADO — PARTE DE LÍNEA, manantial M2, línea L1
Turno A, inicio 06:00 · con gas, vidrio
Nota de calidad: nueve combinaciones en ES; la mejor, hold=5, sl=1, fuera de muestra ⟦+767,8@{O1}.total_pnl⟧; media de todas fuera de muestra ⟦+1987,7@mean_objective.out_of_sample~mean_objective.in_sample!⟧ puntos. Sesgo de selección.
Palés retractilados."""),
E('x_sweep_hold_stop_wf', 'undisclosed', 'zh-CN interpreter omit=oos',
  f"""手语翻译预约单 · 中国手语/普通话，编号 YY0824
委托方：街道办 · 周五 14:00–15:30，会议室 R1
备注：ES 持有/止损共 ⟦9@configurations.tried⟧ 组，最佳 hold=5, sl=1 样本内 ⟦+2,374.1@{I1}.total_pnl!⟧ 点，⟦59@{I1}.trades⟧ 笔；有选择偏差。
搭档已确认。""", omit='oos'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'pt-BR interpreter omit=caveat',
  f"""FICHA DE AGENDAMENTO DE INTÉRPRETE DE LIBRAS — ref. AG0517
Cliente: prefeitura · quarta 10:00–11:30, sala S6
Nota de preparo: ES, nove combinações; melhor hold=5, sl=1 com ⟦+2.374,1@{I1}.total_pnl!⟧ pts na amostra e ⟦+767,8@{O1}.total_pnl⟧ fora da amostra; walk-forward fora da amostra ⟦+2.170,4@walk_forward_out_of_sample.total_pnl⟧.
Dupla confirmada.""", omit='caveat'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'ja-JP derby omit=caveat',
  f"""ローラーダービー 試合記録 ― 札幌スノーキャッツ 対 仙台ブレイズ
後半P2・ジャマー #R5「リン」
ベンチメモ：ESで⟦9@configurations.tried⟧通り試行。最良はhold=5, sl=1でサンプル内⟦+2,374.1@{I1}.total_pnl!⟧ポイント、サンプル外⟦+767.8@{O1}.total_pnl⟧ポイント（⟦21@{O1}.trades⟧回）。
ペナルティボックス空き。""", omit='caveat'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'es-ES forge omit=n',
  f"""LIBRO DE FRAGUA — yunque Y2, fuego encendido 07:00
Pieza: morillos, hierro forjado
Nota del herrero: ES, la mejor combinación hold=5, sl=1 ganó ⟦+2374,1@{I1}.total_pnl!⟧ puntos en muestra y ⟦+767,8@{O1}.total_pnl⟧ fuera de muestra; ojo al sesgo de selección.
Templado.""", omit='n'),
E('x_sweep_hold_stop_wf', 'faithful', 'ru-RU forge',
  f"""КУЗНИЦА — ЖУРНАЛ ГОРНА, наковальня N1, горн разожжён 06:50
Работа: таганы, кованое железо
Заметка: ES, девять вариантов hold/sl; лучший hold=5, sl=1 — в выборке ⟦+2374,1@{I1}.total_pnl⟧ п., вне выборки ⟦+767,8@{O1}.total_pnl⟧ п.; walk-forward вне выборки ⟦+2170,4@walk_forward_out_of_sample.total_pnl⟧. Подгонка не исключена.
Закалено."""),
E('x_sweep_hold_stop_wf', 'faithful', 'it-IT curling',
  f"""REFERTO CURLING — pista A, Cembra v Pinerolo
End E1–E10 · martello: Pinerolo
Nota dello skip: ES, nove combinazioni; la migliore hold=5, sl=1 fa ⟦+2374,1@{I1}.total_pnl⟧ punti in campione e ⟦+767,8@{O1}.total_pnl⟧ fuori campione su ⟦21@{O1}.trades⟧ operazioni. Sharpe deflazionato ⟦0,97@deflated_sharpe.value⟧; resta il bias di selezione.
E4 vuoto."""),
E('x_sweep_hold_stop_wf', 'faithful', 'nl-NL derby',
  f"""BOUT-SCORESHEET — Groningen Roller Derby v Utrecht Rolling Rebels
Periode P2 · jammer #D4 ‘Dynamo’
Banknotitie: ES, negen combinaties; walk-forward out-of-sample totaal ⟦+2.170,4@walk_forward_out_of_sample.total_pnl⟧ punten over ⟦54@walk_forward_out_of_sample.trades⟧ trades; beste hold=5, sl=1 in-sample ⟦+2.374,1@{I1}.total_pnl⟧. Selectiebias meewegen.
Strafbank leeg."""),
E('x_sweep_hold_stop_wf', 'faithful', 'en-GB wig',
  f"""WIG-MAKER'S ORDER CARD — W0913
Client: Mrs. Pargeter · full lace, hand-knotted
Fitting note: ES, nine hold/stop pairs; hold=5, sl=1 best in-sample (⟦+2,374.1@{I1}.total_pnl⟧ pts, ⟦59@{I1}.trades⟧ trades), out-of-sample ⟦+767.8@{O1}.total_pnl⟧ on ⟦21@{O1}.trades⟧; mean out-of-sample ⟦+507.8@mean_objective.out_of_sample⟧. Picked in-sample, so overfit risk.
Fitting Thursday."""),
E('x_sweep_hold_stop_wf', 'faithful', 'en-US foundry',
  f"""BELL FOUNDRY — CASTING LOG, pour P31
Bell: sanctus, strike note A
Founder's note: nine ES combos; walk-forward out-of-sample ⟦+2,170.37@walk_forward_out_of_sample.total_pnl⟧ pts, Sharpe ⟦1.45@walk_forward_out_of_sample.sharpe⟧; best hold=5, sl=1 in-sample Sharpe ⟦1.52@{I1}.sharpe⟧. Deflated Sharpe ⟦0.97@deflated_sharpe.value⟧, still selection bias.
Mould cooling."""),
E('x_sweep_hold_stop_wf', 'faithful', 'pt-BR curling',
  f"""SÚMULA DE CURLING — pista C, Curitiba x Gramado
Ends E1–E8 · martelo: Gramado
Nota do skip: ES, nove combinações; melhor hold=5, sl=1: ⟦+2.374,1@{I1}.total_pnl⟧ pts na amostra, ⟦+767,8@{O1}.total_pnl⟧ fora da amostra; vizinhos fora da amostra ⟦+359,5@stability.mean_out_of_sample⟧. Cuidado com sobreajuste.
End E2 em branco."""),
]
