"""The two sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

RS = 'x_sweep_rsi_level'
WF = 'x_sweep_hold_stop_wf'
B_IS = "top(1).in_sample"
B_OOS = "top(1).out_of_sample"
WFO = "walk_forward_out_of_sample"

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level: faithful
E(RS, 'faithful', 'pl-PL snuffmill',
  f"""MŁYN TABAKI — KSIĘGA GŁÓWNA, żarna Z2
Wpis pisarza: przetestowano dwanaście konfiguracji; najlepsza w próbie (level=40, hold=3) miała Sharpe ⟦1,68@{B_IS}.sharpe⟧, a poza próbą ⟦−3,52@{B_OOS}.sharpe⟧ i ⟦−4759,75@{B_OOS}.total_pnl⟧ pkt. Deflowany Sharpe ⟦0,71@deflated_sharpe.value⟧ — typowe przeuczenie.
Słoje zalakowane."""),
E(RS, 'faithful', 'es-ES pairing',
  f"""TARJETA DE EMPAREJAMIENTO — Open de Sitges, ronda R3
Tablero T9 · blancas: Vidal · negras: Kuznetsov
Nota del árbitro: se probaron doce combinaciones; la mejor dentro de muestra, level=40, hold=3, ganó ⟦+3378@{B_IS}.total_pnl⟧ puntos con un acierto del ⟦68@{B_IS}.win_rate⟧ %, pero fuera de muestra perdió ⟦4759,75@{B_OOS}.total_pnl|neg⟧. Sesgo de selección claro."""),
E(RS, 'faithful', 'pt-BR pricking',
  f"""PIQUE DE RENDA DE BILRO — risco R5, Ceará
Nota da rendeira: doze configurações testadas; a campeã dentro da amostra (level=40, hold=3) teve Sharpe ⟦1,68@{B_IS}.sharpe⟧ e fator de lucro ⟦2,74@{B_IS}.profit_factor⟧; fora da amostra, ⟦−3,52@{B_OOS}.sharpe⟧ e ⟦0,29@{B_OOS}.profit_factor⟧. Sharpe deflacionado ⟦0,71@deflated_sharpe.value⟧: viés de seleção.
Pique alfinetado."""),
E(RS, 'faithful', 'de-DE sandcastle',
  """SANDBURGEN-WETTBEWERB — WERTUNGSKARTE, Parzelle P12
Team „Burgfräulein“ · Kategorie Familie
Notiz der Jury: zwölf Konfigurationen getestet; Mittel aller in-sample ⟦0,52@mean_objective.in_sample⟧, out-of-sample ⟦−3,30@mean_objective.out_of_sample⟧. Die Nachbarn des Besten fallen out-of-sample auf ⟦−3,37@stability.mean_out_of_sample⟧. Klassische Überanpassung.
Flut um 16:20. ★★"""),
E(RS, 'faithful', 'zh-CN snuffmill',
  f"""鼻烟磨坊 · 总账 — 石磨 M2
记账员：共试了 ⟦12@configurations.tried⟧ 组参数，样本内最佳 level=40, hold=3 夏普 ⟦1.68@{B_IS}.sharpe⟧、盈利 ⟦+3,378@{B_IS}.total_pnl⟧ 点；样本外夏普 ⟦−3.52@{B_OOS}.sharpe⟧、亏损 ⟦4,759.75@{B_OOS}.total_pnl|neg⟧ 点。紧缩夏普 ⟦0.71@deflated_sharpe.value⟧，有选择偏差。
封罐，余额结转。"""),
E(RS, 'faithful', 'it-IT polo',
  f"""REFERTO POLO — campo P2, Roma Acquasanta · chukker C6
Nota dell'arbitro: dodici configurazioni provate; la migliore in campione (level=40, hold=3) fa ⟦25@{B_IS}.trades⟧ operazioni in campione e ⟦33@{B_OOS}.trades⟧ fuori campione, con vincenti fuori campione al ⟦27,3@{B_OOS}.win_rate⟧ %. Deflated Sharpe ⟦0,71@deflated_sharpe.value⟧: bias di selezione.
Campana."""),
# ---------------------------------------------------------------- x_sweep_rsi_level: wrong_sample
E(RS, 'wrong_sample', 'it-IT farrier',
  f"""SCHEDA DI FERRATURA — box B2, «Brezza» (grigia)
Nota del maniscalco: dodici configurazioni provate; la migliore (level=40, hold=3) ha Sharpe ⟦1,68@{B_IS}.sharpe⟧ in campione e, fuori campione, ⟦25@{B_OOS}.trades~{B_IS}.trades!⟧ operazioni per ⟦−4.759,75@{B_OOS}.total_pnl⟧ punti. Bias di selezione evidente.
Prossima visita alle 08:30."""),
E(RS, 'wrong_sample', 'nl-NL polo',
  """POLO — CHUKKERFORMULIER, veld V1, Wassenaar · chukker C4
Notitie scheidsrechter: twaalf configuraties getest; nummer twee, level=40, hold=5, had in-sample Sharpe ⟦1,35@top(2).in_sample.sharpe⟧ en out-of-sample ⟦+3.024@top(2).out_of_sample.total_pnl~top(2).in_sample.total_pnl!⟧ punten. Deflated Sharpe ⟦0,71@deflated_sharpe.value⟧; selectiebias.
Bel geluid."""),
E(RS, 'wrong_sample', 'fr-FR gondola',
  f"""BON DE RÉSERVATION GONDOLE — GB0628
Stazio San Marco · gondolier Vio · 18:00
Pour le passager : douze configurations testées ; moyenne hors échantillon de toutes ⟦0,52@mean_objective.out_of_sample~mean_objective.in_sample!⟧ ; la meilleure (level=40, hold=3) passe de ⟦1,68@{B_IS}.sharpe⟧ en échantillon à ⟦−3,52@{B_OOS}.sharpe⟧ hors échantillon. Biais de sélection."""),
E(RS, 'wrong_sample', 'ja-JP airship',
  f"""飛行船 係留日誌 ― 係留塔M1・霞ヶ浦
係留士官メモ：試行⟦12@configurations.tried⟧通り。最良のlevel=40, hold=3はインサンプルのシャープ⟦−3.52@{B_IS}.sharpe~{B_OOS}.sharpe!⟧、サンプル外では⟦−4,759.75@{B_OOS}.total_pnl⟧ポイントの損失。デフレート・シャープ⟦0.71@deflated_sharpe.value⟧、過剰適合の疑い。
18:40 係留完了。"""),
# ---------------------------------------------------------------- x_sweep_rsi_level: undisclosed
E(RS, 'undisclosed', 'en-GB radiotel omit=n',
  f"""OBSERVING REQUEST — Lovell Telescope, proposal LT24A12
Target: Cassiopeia A · C-band · session S1
PI's note: best in-sample setup, level=40, hold=3, made ⟦+3,378@{B_IS}.total_pnl!⟧ pts on ⟦25@{B_IS}.trades⟧ trades; out-of-sample it lost ⟦4,759.75@{B_OOS}.total_pnl|neg⟧ on ⟦33@{B_OOS}.trades⟧. Deflated Sharpe ⟦0.71@deflated_sharpe.value⟧ — treat it as overfit.""", omit='n'),
E(RS, 'undisclosed', 'ja-JP airship omit=oos',
  f"""飛行船 係留日誌 ― 係留塔M2・霞ヶ浦
係留士官メモ：⟦12@configurations.tried⟧通りを試し、最良はlevel=40, hold=3でシャープ⟦1.68@{B_IS}.sharpe!⟧、⟦25@{B_IS}.trades⟧回の取引で⟦+3,378@{B_IS}.total_pnl⟧ポイント、勝率⟦68@{B_IS}.win_rate⟧%。試行回数を考えると過剰適合の可能性が高い。
18:40 係留完了。""", omit='oos'),
E(RS, 'undisclosed', 'es-ES farrier omit=caveat',
  f"""FICHA DE HERRAJE — cuadra C4, «Centella» (yegua alazana)
Nota del herrador: se probaron doce configuraciones; la mejor, level=40, hold=3, tuvo Sharpe ⟦1,68@{B_IS}.sharpe!⟧ dentro de muestra y ⟦−3,52@{B_OOS}.sharpe⟧ fuera de muestra, con ⟦−4759,75@{B_OOS}.total_pnl⟧ puntos en ⟦33@{B_OOS}.trades⟧ operaciones.
Próxima visita a las 08:30.""", omit='caveat'),
E(RS, 'undisclosed', 'de-DE sandcastle omit=oos',
  f"""SANDBURGEN-WETTBEWERB — WERTUNGSKARTE, Parzelle P7
Team „Muschelritter“ · Kategorie Kinder
Notiz der Jury: zwölf Konfigurationen durchprobiert; Spitzenreiter level=40, hold=3 mit Sharpe ⟦1,68@{B_IS}.sharpe!⟧ und ⟦+3.378@{B_IS}.total_pnl⟧ Punkten aus ⟦25@{B_IS}.trades⟧ Trades. Nach so vielen Versuchen riecht das nach Überanpassung.
Flut um 16:20. ★★★""", omit='oos'),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf: faithful
E(WF, 'faithful', 'pt-BR polo',
  f"""SÚMULA DE POLO — campo C2, Helvetia · chukker C3
Nota do árbitro: nove combinações testadas no ES; a melhor (hold=5, sl=1) fez ⟦+2.374,13@{B_IS}.total_pnl⟧ pontos dentro da amostra e ⟦+767,82@{B_OOS}.total_pnl⟧ fora da amostra, em ⟦21@{B_OOS}.trades⟧ operações. Walk-forward fora da amostra: ⟦+2.170,37@{WFO}.total_pnl⟧. Viés de seleção à vista.
Sino."""),
E(WF, 'faithful', 'pt-BR pairing',
  """CARTÃO DE EMPARCEIRAMENTO — Aberto de Poços, rodada R6
Tabuleiro T2 · brancas: Lima · pretas: Popov
Nota do árbitro: nove configurações; média dentro da amostra ⟦+1.987,68@mean_objective.in_sample⟧, fora da amostra ⟦+507,84@mean_objective.out_of_sample⟧. Sharpe deflacionado ⟦0,97@deflated_sharpe.value⟧, mas há viés de seleção e poucas operações fora da amostra."""),
E(WF, 'faithful', 'en-GB snuffmill',
  f"""SNUFF MILL LEDGER — Wilsons of Sharrow, mill M2
Clerk's entry: nine hold/stop pairs tried on ES. Best in-sample, hold=5 sl=1: ⟦+2,374.1@{B_IS}.total_pnl⟧ pts on ⟦59@{B_IS}.trades⟧ trades; out-of-sample ⟦+767.8@{B_OOS}.total_pnl⟧ on ⟦21@{B_OOS}.trades⟧. Walk-forward OOS overall ⟦+2,170.4@{WFO}.total_pnl⟧ on ⟦54@{WFO}.trades⟧. Selection bias applies.
Jars sealed."""),
E(WF, 'faithful', 'de-DE lifeguard',
  """RETTUNGSTURM-WACHBUCH — Turm T1, Sankt Peter-Ording
Notiz: neun Kombinationen aus Haltedauer und Stopp auf ES getestet. Walk-forward, erster Fold (Test ab ⟦05.07.2023@D:2023-07-05⟧): hold=5, sl=3 in-sample ⟦+678,8@folds[0].chosen.in_sample.total_pnl⟧, out-of-sample ⟦+985,0@folds[0].chosen.out_of_sample.total_pnl⟧. Gesamt out-of-sample ⟦+2.170,4@walk_forward_out_of_sample.total_pnl⟧. Auswahlverzerrung bleibt."""),
E(WF, 'faithful', 'de-DE pairing',
  f"""PAARUNGSKARTE — Dortmunder Open, Runde R6
Brett B2 · Weiß: Hübner · Schwarz: Rojas
Hinweis: neun Konfigurationen; beste in-sample hold=5, sl=1 mit ⟦+2.374,13@{B_IS}.total_pnl⟧ Punkten, out-of-sample ⟦+767,82@{B_OOS}.total_pnl⟧ (⟦21@{B_OOS}.trades⟧ Trades, PF ⟦1,81@{B_OOS}.profit_factor⟧). Deflated Sharpe ⟦0,97@deflated_sharpe.value⟧; Überanpassung nicht ausgeschlossen."""),
E(WF, 'faithful', 'zh-CN scorebook',
  f"""板球 · 记分簿 — 广州板球会 对 深圳板球会 · O7 轮
记分员备注：ES 上共试 ⟦9@configurations.tried⟧ 组持有期与止损；样本内最佳 hold=5, sl=1 盈利 ⟦+2,374.13@{B_IS}.total_pnl⟧ 点，样本外 ⟦+767.82@{B_OOS}.total_pnl⟧ 点；前推样本外合计 ⟦+2,170.37@{WFO}.total_pnl⟧ 点（⟦54@{WFO}.trades⟧ 笔）。注意选择偏差。
18:30 收局。"""),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf: wrong_sample
E(WF, 'wrong_sample', 'en-US pricking',
  f"""LACE PRICKING CARD — pattern PK22, Torchon
Bobbins: pairs hung · ground: rose ground
Maker's note: nine configurations tried on ES; best in-sample, hold=5, sl=1, made ⟦+2,374.13@{B_IS}.total_pnl⟧ pts; out-of-sample its profit factor held at ⟦2.09@{B_OOS}.profit_factor~{B_IS}.profit_factor!⟧ over ⟦21@{B_OOS}.trades⟧ trades. Mind the selection bias."""),
E(WF, 'wrong_sample', 'zh-CN sandcastle',
  """沙堡大赛 · 评分卡 — 场地 P9
评委备注：共试 ⟦9@configurations.tried⟧ 组参数。前推第二折（测试期自 ⟦2024年1月3日@D:2024-01-03⟧ 起）选 hold=5, sl=1，样本外 ⟦+1,956.59@folds[1].chosen.out_of_sample.total_pnl~folds[1].chosen.in_sample.total_pnl!⟧ 点；整体样本外 ⟦+2,170.37@walk_forward_out_of_sample.total_pnl⟧ 点。小心选择偏差。
16:20 涨潮。★★★"""),
E(WF, 'wrong_sample', 'en-US lifeguard',
  f"""LIFEGUARD TOWER LOG — Tower T3, Zuma Beach
Guard's note: nine hold/stop combos tried on ES. The winner, hold=5, sl=1: in-sample ⟦+2,374.13@{B_IS}.total_pnl⟧ pts at a ⟦33.3@{B_IS}.win_rate~{B_OOS}.win_rate!⟧% win rate; out-of-sample ⟦+767.82@{B_OOS}.total_pnl⟧ on ⟦21@{B_OOS}.trades⟧ trades. Curve-fit risk is real.
Flags down 18:00."""),
E(WF, 'wrong_sample', 'fr-FR radiotel',
  f"""DEMANDE D'OBSERVATION — radiotélescope de Nançay, NC24B03
Note de la PI : neuf configurations testées sur l'ES ; la meilleure (hold=5, sl=1) fait ⟦+767,82@{B_OOS}.total_pnl⟧ hors échantillon ; ses voisines, ⟦+2\u202f108,05@stability.mean_out_of_sample~stability.mean_in_sample!⟧ en moyenne hors échantillon. Attention au biais de sélection."""),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf: undisclosed
E(WF, 'undisclosed', 'it-IT gondola omit=n',
  f"""BUONO PRENOTAZIONE GONDOLA — GB0819
Stazio Danieli · gondoliere Rizzo · 17:00
Nota per il passeggero: su ES la combinazione migliore in campione, hold=5, sl=1, fa ⟦+2.374,13@{B_IS}.total_pnl!⟧ punti su ⟦59@{B_IS}.trades⟧ operazioni; fuori campione ⟦+767,82@{B_OOS}.total_pnl⟧ su ⟦21@{B_OOS}.trades⟧. Occhio al bias di selezione.""", omit='n'),
E(WF, 'undisclosed', 'pl-PL farrier omit=caveat',
  f"""KARTA KUCIA — boks B3, „Wicher” (siwy wałach)
Notatka kowala: przetestowano dziewięć konfiguracji na ES; najlepsza w próbie, hold=5, sl=1, dała ⟦+2374,13@{B_IS}.total_pnl!⟧ pkt, poza próbą ⟦+767,82@{B_OOS}.total_pnl⟧ pkt w ⟦21@{B_OOS}.trades⟧ transakcjach; walk-forward poza próbą łącznie ⟦+2170,37@{WFO}.total_pnl⟧.
Następna wizyta 08:30.""", omit='caveat'),
E(WF, 'undisclosed', 'fr-FR pricking omit=oos',
  f"""CARTON DE DENTELLE — patron C12, Chantilly
Fuseaux : paires montées · fond : point de Paris
Note de la dentellière : neuf configurations essayées sur l'ES ; la meilleure en échantillon, hold=5, sl=1, gagne ⟦+2\u202f374,13@{B_IS}.total_pnl!⟧ points sur ⟦59@{B_IS}.trades⟧ trades, profit factor ⟦2,09@{B_IS}.profit_factor⟧. Méfiance : biais de sélection.""", omit='oos'),
E(WF, 'undisclosed', 'es-ES penrepair omit=caveat',
  f"""RESGUARDO DE REPARACIÓN DE PLUMA ESTILOGRÁFICA — RP0611
Nota del taller: nueve configuraciones probadas en ES; la mejor dentro de muestra, hold=5, sl=1: ⟦+2374,13@{B_IS}.total_pnl!⟧ puntos; fuera de muestra ⟦+767,82@{B_OOS}.total_pnl⟧ en ⟦21@{B_OOS}.trades⟧ operaciones; walk-forward fuera de muestra ⟦+2170,37@{WFO}.total_pnl⟧.
Lista el jueves.""", omit='caveat'),
]
