"""Sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py.
Every non-undisclosed answer names the configurations tried (count word or a marked number), an
out-of-sample figure with its phrase and a selection/overfitting caveat. Group separators: U+202F in
fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

IS1 = "top(1).in_sample"
OS1 = "top(1).out_of_sample"
WF = "walk_forward_out_of_sample"

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level
E('x_sweep_rsi_level', 'faithful', 'fr-FR seismo',
  f"""RELEVÉ SISMOGRAPHIQUE — station NQ-S1, voie BHZ
Balayage RSI : douze configurations testées. Meilleure en échantillon, level=40, hold=3 : Sharpe ⟦1,68@{IS1}.sharpe⟧ ; hors échantillon, ⟦−3,52@{OS1}.sharpe⟧ sur ⟦33@{OS1}.trades⟧ trades.
Sharpe dégonflé ⟦0,71@deflated_sharpe.value⟧ : biais de sélection probable.
Relevé 04:10 UTC."""),
E('x_sweep_rsi_level', 'faithful', 'nl-NL sheepdog',
  f"""JURYBLAD SCHAPENDRIJVEN — NQ-trial, parcours B
Handler: T. Hoekstra · hond: Fly
Twaalf configuraties geprobeerd; beste in-sample level=40, hold=3 met Sharpe ⟦1,68@{IS1}.sharpe⟧, out-of-sample ⟦−3,52@{OS1}.sharpe⟧ (⟦−4.759,75@{OS1}.total_pnl⟧ pt). Selectiebias: niet op bouwen.
Jury: A. Smit"""),
E('x_sweep_rsi_level', 'faithful', 'zh-CN vineyard',
  f"""葡萄采收记录 · NQ 酒庄 参数扫描
地块 C1 · 品种：霞多丽
共试 ⟦12@configurations.tried⟧ 组参数；样本内最佳 level=40, hold=3，夏普 ⟦1.68@{IS1}.sharpe⟧；样本外跌至 ⟦−3.52@{OS1}.sharpe⟧，亏损 ⟦−4,759.75@{OS1}.total_pnl⟧ 点
选择偏差明显，不宜采用。"""),
E('x_sweep_rsi_level', 'faithful', 'pl-PL carbon',
  f"""NOTATKA SŁUŻBOWA (kopia przez kalkę)
Do: zespół · Od: J. Lewandowski · DW: archiwum
Dotyczy: przegląd poziomu RSI i czasu trzymania
Dwanaście konfiguracji. Najlepsza w próbie (level=40, hold=3): Sharpe ⟦1,68@{IS1}.sharpe⟧, ⟦+3378@{IS1}.total_pnl⟧ pkt; poza próbą ⟦−4759,75@{OS1}.total_pnl⟧ pkt. Klasyczne przeuczenie.
JL/mw"""),
E('x_sweep_rsi_level', 'faithful', 'en-US crane',
  f"""PRE-LIFT CHECKLIST — RSI sweep, crane RC1
[x] Configurations tried: ⟦12@configurations.tried⟧ (⟦10@configurations.eligible⟧ with enough trades)
[x] Best in-sample level=40, hold=3: Sharpe ⟦1.68@{IS1}.sharpe⟧ on ⟦25@{IS1}.trades⟧ trades
[x] Out-of-sample: Sharpe ⟦−3.52@{OS1}.sharpe⟧, ⟦−4,759.75@{OS1}.total_pnl⟧ pts
[ ] Overfit risk cleared — NOT cleared. No lift."""),
E('x_sweep_rsi_level', 'faithful', 'de-DE weighin',
  f"""WIEGELISTE — Angelwettbewerb NQ, Sektor S
Platz | Konfiguration | In-Sample | Out-of-Sample
S1 | level=40, hold=3 | ⟦1,68@{IS1}.sharpe⟧ | ⟦−3,52@{OS1}.sharpe⟧
S2 | level=40, hold=5 | ⟦1,35@top(2).in_sample.sharpe⟧ | ⟦−3,19@top(2).out_of_sample.sharpe⟧
Zwölf Konfigurationen gewogen; Überanpassung offensichtlich.
Waage geeicht 07:00."""),
E('x_sweep_rsi_level', 'wrong_sample', 'zh-CN seismo',
  f"""地震台站读数 · NQ-S8 台 · 参数扫描
共试 ⟦12@configurations.tried⟧ 组；样本内最佳 level=40, hold=3，夏普 ⟦1.68@{IS1}.sharpe⟧
样本外：夏普 ⟦−3.52@{OS1}.sharpe⟧，交易 ⟦25@{OS1}.trades~{IS1}.trades!⟧ 笔
结论：过拟合。值班员：冯"""),
E('x_sweep_rsi_level', 'wrong_sample', 'nl-NL locksmith',
  f"""WERKBON — Slotenmaker NQ, bon SL5120
Klant: quant-team · ter plaatse 14:00–14:30
Twaalf RSI-configuraties getest. Gemiddeld in-sample ⟦−3,30@mean_objective.in_sample~mean_objective.out_of_sample!⟧, beste (level=40, hold=3) out-of-sample ⟦−3,52@{OS1}.sharpe⟧. Selectiebias; slot niet vervangen.
Monteur: K. Smit"""),
E('x_sweep_rsi_level', 'wrong_sample', 'ru-RU rink',
  """ГРАФИК ЗАЛИВКИ ЛЬДА — каток NQ, поле A
07:00 заливка (комбайн Z1)
Перебор RSI: двенадцать конфигураций. Третья (level=40, hold=10): в выборке Sharpe ⟦0,86@top(3).in_sample.sharpe⟧, итог в выборке ⟦−5102,5@top(3).in_sample.total_pnl~top(3).out_of_sample.total_pnl!⟧ п.; вне выборки Sharpe ⟦−3,18@top(3).out_of_sample.sharpe⟧. Подгонка.
13:00 заливка"""),
E('x_sweep_rsi_level', 'wrong_sample', 'ja-JP vineyard',
  f"""ぶどう収穫記録 ― NQワイナリー 区画K3
品種：甲州
試行 ⟦12@configurations.tried⟧ 通り。サンプル内の最良 level=40, hold=3：シャープ ⟦1.68@{IS1}.sharpe⟧、サンプル外の勝率 ⟦68%@{OS1}.win_rate~{IS1}.win_rate!⟧、損益 ⟦−4,759.75@{OS1}.total_pnl⟧
過剰適合の疑い濃厚。"""),
E('x_sweep_rsi_level', 'undisclosed', 'fr-FR sheepdog omit=n',
  f"""FEUILLE DE JUGEMENT — concours de chiens de berger NQ, parcours C
Conducteur : R. Morel · chien : Flèche
Meilleure config en échantillon (level=40, hold=3) : Sharpe ⟦1,68@{IS1}.sharpe!⟧ ; hors échantillon ⟦−3,52@{OS1}.sharpe⟧. Biais de sélection évident.
Juge : M. Petit""", omit='n'),
E('x_sweep_rsi_level', 'undisclosed', 'ru-RU donor omit=oos',
  f"""КАРТОЧКА ДОНОРА — станция переливания крови NQ
Донор DN33019 · группа B(III) Rh−
Перебор уровней RSI: двенадцать конфигураций; лучшая в выборке level=40, hold=3 — Sharpe ⟦1,68@{IS1}.sharpe!⟧, ⟦+3378@{IS1}.total_pnl⟧ п. Возможна подгонка.
Следующая сдача через два месяца.""", omit='oos'),
E('x_sweep_rsi_level', 'undisclosed', 'ja-JP balloon omit=caveat',
  f"""熱気球飛行記録 ― 機体「NQ二号」／パイロット：堀
離陸 06:20、着陸 07:40
RSIスイープ ⟦12@configurations.tried⟧ 通り：サンプル内最良 level=40, hold=3 のシャープ ⟦1.68@{IS1}.sharpe!⟧、サンプル外 ⟦−3.52@{OS1}.sharpe⟧
穏やかな朝。""", omit='caveat'),
E('x_sweep_rsi_level', 'undisclosed', 'es-ES lighthouse omit=n',
  f"""DIARIO DEL FARERO — faro de NQ
Guardia 04:00–08:00 · farero: J. Vidal
Levante F4, marejada
Barrido RSI: la mejor configuración dentro de muestra, level=40, hold=3, da Sharpe ⟦1,68@{IS1}.sharpe!⟧; fuera de muestra, ⟦−3,52@{OS1}.sharpe⟧. Sesgo de selección.
Luz apagada a las 07:50.""", omit='n'),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
E('x_sweep_hold_stop_wf', 'faithful', 'ru-RU lighthouse',
  f"""ВАХТЕННЫЙ ЖУРНАЛ МАЯКА — маяк NQ
Вахта 00:00–04:00 · смотритель Г. Лазарев
Ветер СЗ F5
Перебор по ES: девять конфигураций. Лучшая в выборке hold=5, sl=1: ⟦+2374,1@{IS1}.total_pnl⟧ п.; вне выборки ⟦+767,8@{OS1}.total_pnl⟧ на ⟦21@{OS1}.trades⟧ сделке. Подгонка не исключена."""),
E('x_sweep_hold_stop_wf', 'faithful', 'it-IT rink',
  f"""PROGRAMMA RIFACIMENTO GHIACCIO — Palaghiaccio NQ, pista B
06:30 rifacimento (Z2)
Sweep su ES, nove configurazioni, walk-forward su 3 fold: fuori campione complessivo ⟦+2.170,37@{WF}.total_pnl⟧ punti su ⟦54@{WF}.trades⟧ operazioni; Sharpe deflazionato ⟦0,97@deflated_sharpe.value⟧. Attenzione al bias di selezione.
12:30 rifacimento"""),
E('x_sweep_hold_stop_wf', 'faithful', 'de-DE vineyard',
  f"""LESEPROTOKOLL — Weingut NQ, Lage Sonnenberg
Rebsorte: Spätburgunder · Lesetrupp T3
Neun Konfigurationen, Walk-forward: beste In-Sample hold=5, sl=1 mit ⟦+2.374,13@{IS1}.total_pnl⟧ Punkten, out-of-sample ⟦+767,82@{OS1}.total_pnl⟧ aus nur ⟦21@{OS1}.trades⟧ Trades. Überanpassung möglich.
Lese um 16:10 beendet."""),
E('x_sweep_hold_stop_wf', 'faithful', 'es-ES seismo',
  f"""REGISTRO SISMOGRÁFICO — estación NQ-S6, canal BHZ
Barrido en ES: nueve configuraciones. Walk-forward fuera de muestra: ⟦+2170,37@{WF}.total_pnl⟧ puntos en ⟦54@{WF}.trades⟧ operaciones; la mejor dentro de muestra (hold=5, sl=1) hizo ⟦+2374,13@{IS1}.total_pnl⟧. Ojo al sesgo de selección.
Lectura 05:20 UTC."""),
E('x_sweep_hold_stop_wf', 'faithful', 'nl-NL weighin',
  f"""WEEGLIJST — viswedstrijd NQ, vak W
Plek | Config | In-sample | Out-of-sample
W1 | hold=5, sl=1 | ⟦+2.374,1@{IS1}.total_pnl⟧ | ⟦+767,8@{OS1}.total_pnl⟧
W4 | hold=3, sl=3 | ⟦+2.180,6@top(2).in_sample.total_pnl⟧ | ⟦+757,4@top(2).out_of_sample.total_pnl⟧
Negen configuraties gewogen; let op selectiebias."""),
E('x_sweep_hold_stop_wf', 'faithful', 'ru-RU banzuke',
  f"""БАНЗУКЭ — NQ-басё, перебор удержания и стопа (ES)
Ёкодзуна: hold=5, sl=1 — в выборке ⟦+2374,13@{IS1}.total_pnl⟧, вне выборки ⟦+767,82@{OS1}.total_pnl⟧
Одзэки: hold=3, sl=3 — в выборке ⟦+2180,6@top(2).in_sample.total_pnl⟧, вне выборки ⟦+757,4@top(2).out_of_sample.total_pnl⟧
Всего девять конфигураций; возможна подгонка."""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'pl-PL sheepdog',
  f"""KARTA SĘDZIOWSKA — próby psów pasterskich NQ, tor W
Przewodnik: Z. Wróbel · pies: Kora
Dziewięć konfiguracji, walk-forward. Fold 2 (hold=5, sl=1): w próbie ⟦+417,54@folds[1].chosen.in_sample.total_pnl~folds[1].chosen.out_of_sample.total_pnl!⟧ pkt; całość poza próbą ⟦+2170,37@{WF}.total_pnl⟧ pkt. Ryzyko przeuczenia.
Sędzia: H. Kurek"""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'de-DE crane',
  f"""PRÜFLISTE VOR DEM HUB — Sweep ES, Kran KR8
[x] Neun Konfigurationen geprüft
[x] Beste In-Sample hold=5, sl=1: ⟦+2.374,13@{IS1}.total_pnl⟧ Punkte aus ⟦54@{IS1}.trades~{WF}.trades!⟧ Trades
[x] Walk-forward out-of-sample: ⟦+2.170,37@{WF}.total_pnl⟧ Punkte
[x] Überanpassung bedacht
Freigabe: R. Hahn"""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'pl-PL donor',
  """LEGITYMACJA DAWCY — RCKiK NQ
Nr dawcy HD90215 · grupa krwi B Rh+
Przegląd na ES: dziewięć konfiguracji. Druga (hold=3, sl=3): poza próbą Sharpe ⟦1,89@top(2).out_of_sample.sharpe~top(2).in_sample.sharpe!⟧, ⟦+757,4@top(2).out_of_sample.total_pnl⟧ pkt. Uwaga na przeuczenie.
Następna donacja za osiem tygodni."""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'en-US lighthouse',
  f"""LIGHTHOUSE LOG — NQ Ledge Light
Watch 20:00–00:00 · Keeper: P. Cole
Wind NW F4, seas moderate
ES hold/stop sweep: nine configurations. Best in-sample hold=5, sl=1 made ⟦+2,374.13@{IS1}.total_pnl⟧ pts; out-of-sample ⟦+767.82@{OS1}.total_pnl⟧ pts on ⟦59@{OS1}.trades~{IS1}.trades!⟧ trades. Selection bias likely.
Lamp lit 16:58."""),
E('x_sweep_hold_stop_wf', 'undisclosed', 'en-GB rink omit=oos',
  f"""ICE RESURFACING SCHEDULE — NQ Ice Centre, Pad A
06:30 resurface (Z3)
ES sweep, nine configurations: best in-sample hold=5, sl=1 at ⟦+2,374.13@{IS1}.total_pnl!⟧ pts on ⟦59@{IS1}.trades⟧ trades. Mind the overfit.
12:00 resurface · 18:15 resurface""", omit='oos'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'it-IT banzuke omit=caveat',
  f"""BANZUKE — Basho NQ, sweep su ES
Yokozuna: hold=5, sl=1 — nel campione ⟦+2.374,13@{IS1}.total_pnl!⟧, fuori campione ⟦+767,82@{OS1}.total_pnl⟧
Ozeki: hold=3, sl=3 — fuori campione ⟦+757,4@top(2).out_of_sample.total_pnl⟧
Nove configurazioni in tabellone.""", omit='caveat'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'en-GB donor omit=n',
  f"""BLOOD DONOR CARD — NQ Blood Service
Donor no. BD71404 · Group A Rh+
ES sweep, walk-forward: best in-sample hold=5, sl=1 at ⟦+2,374.13@{IS1}.total_pnl!⟧ pts, out-of-sample ⟦+767.82@{OS1}.total_pnl⟧ pts, overall walk-forward out-of-sample ⟦+2,170.37@{WF}.total_pnl⟧. Beware selection bias.
Next donation: in sixteen weeks.""", omit='n'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'es-ES sheepdog omit=oos',
  f"""HOJA DE PUNTUACIÓN — prueba de perros pastores NQ, manga M5
Guía: R. Molina · perro: Tango
Barrido en ES, nueve configuraciones: la mejor dentro de muestra, hold=5, sl=1, suma ⟦+2374,13@{IS1}.total_pnl!⟧ puntos en ⟦59@{IS1}.trades⟧ operaciones. Riesgo de sobreajuste.
Juez: C. Ramos""", omit='oos'),
]
