"""Sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

R = 'x_sweep_rsi_level'
W = 'x_sweep_hold_stop_wf'
IS1 = 'top(1).in_sample'
OS1 = 'top(1).out_of_sample'


def f(s):
    return s.replace('IS1', IS1).replace('OS1', OS1)


def U(c, style, text):
    """An undisclosed answer; the omitted disclosure is named in the style tag."""
    return E(c, 'undisclosed', style, text, omit=style.split('omit=')[1])


ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level
E(R, 'faithful', 'de-DE dig',
  f("""GRABUNGSBERICHT — Schnitt NQ, RSI-Raster
Befund: ⟦12@configurations.tried⟧ Varianten freigelegt, beste level=40, hold=3
In-Sample: Sharpe ⟦1,68@IS1.sharpe⟧, ⟦+3.378@IS1.total_pnl⟧ Punkte
Out-of-Sample: Sharpe ⟦−3,52@OS1.sharpe⟧, ⟦−4.759,75@OS1.total_pnl⟧ Punkte
Deutung: Auswahlverzerrung, ein Einzelfund.""")),
E(R, 'faithful', 'en-GB dancecard',
  f("""DANCE CARD — the RSI Ball, twelve partners tried
1. Waltz: level=40, hold=3, in-sample Sharpe ⟦1.68@IS1.sharpe⟧
2. Foxtrot: same partner out-of-sample, ⟦−3.52@OS1.sharpe⟧
3. Polka: deflated Sharpe ⟦0.71@deflated_sharpe.value⟧, below ⟦0.95@mr('below ([0-9.]+)')⟧
Supper. Beware selection bias.""")),
E(R, 'faithful', 'ru-RU guestbook',
  f("""Книга отзывов, отель «Sweep»
Перебрали двенадцать номеров (уровень RSI × удержание). Лучший, level=40, hold=3, на обучающем отрезке дал ⟦+3378@IS1.total_pnl⟧ пунктов, а вне выборки — ⟦−4759,75@OS1.total_pnl⟧. Типичное переобучение.
Гость: А. Смирнов""")),
E(R, 'faithful', 'en-US jumplog',
  f("""JUMP LOG — RSI sweep, ⟦12@configurations.tried⟧ configs
Best in-sample: level=40, hold=3, Sharpe ⟦1.68@IS1.sharpe⟧ on ⟦25@IS1.trades⟧ trades
Out-of-sample: Sharpe ⟦−3.52@OS1.sharpe⟧, ⟦33@OS1.trades⟧ trades, win rate ⟦27.3@OS1.win_rate⟧%
Remarks: overfit. Canopy collapsed after exit.""")),
E(R, 'faithful', 'es-ES guestbook',
  f("""Libro de visitas — Hostal RSI
Probamos doce habitaciones. La mejor dentro de muestra (level=40, hold=3): Sharpe ⟦1,68@IS1.sharpe⟧. Fuera de muestra, ⟦−3,52@OS1.sharpe⟧ y ⟦−4759,75@OS1.total_pnl⟧ puntos; la media fuera de muestra de todas, ⟦−3,30@mean_objective.out_of_sample⟧. Sesgo de selección de manual.
Familia Gil""")),
E(R, 'faithful', 'ja-JP hymnboard',
  f("""聖歌番号板 ― RSIスイープ（⟦12@configurations.tried⟧通り）
入堂：最良 level=40, hold=3、サンプル内シャープ ⟦1.68@IS1.sharpe⟧
詩編：サンプル外 ⟦−3.52@OS1.sharpe⟧
奉献：デフレーテッド・シャープ ⟦0.71@deflated_sharpe.value⟧
閉祭：過剰適合に注意""")),
E(R, 'wrong_sample', 'pt-BR sampler',
  f("""Bordado por D. Lima, ateliê NQ
❀ Doze combinações testadas; a melhor, level=40, hold=3 ❀
❀ Dentro da amostra: ⟦33@IS1.trades~OS1.trades!⟧ operações, Sharpe ⟦1,68@IS1.sharpe⟧ ❀
❀ Fora da amostra: Sharpe ⟦−3,52@OS1.sharpe⟧ ❀
«Viés de seleção não se desfaz com linha»""")),
E(R, 'wrong_sample', 'zh-CN specimen',
  f("""样本标签 · RSI 参数扫描
编号：level=40, hold=3（⟦12@configurations.tried⟧ 组中样本内最佳）
样本内：夏普 ⟦1.68@IS1.sharpe⟧，盈亏 ⟦+3,378@IS1.total_pnl⟧ 点
样本外：盈利因子 ⟦2.74@OS1.profit_factor~IS1.profit_factor!⟧
备注：过拟合风险高""")),
E(R, 'wrong_sample', 'fr-FR dancecard',
  f("""CARNET DE BAL — Bal du RSI, douze cavaliers
1. Valse : level=40, hold=3, Sharpe ⟦1,68@IS1.sharpe⟧ dans l'échantillon
2. Tango : le même hors échantillon, ⟦−3,52@OS1.sharpe⟧
3. Quadrille : moyenne des cavaliers hors échantillon ⟦0,52@mean_objective.out_of_sample~mean_objective.in_sample!⟧
Attention au biais de sélection.""")),
E(R, 'wrong_sample', 'nl-NL kinder',
  f("""NIEUWSBRIEF — De Uiltjes
We probeerden twaalf RSI-spelletjes. Winnaar (level=40, hold=3): Sharpe ⟦1,68@IS1.sharpe⟧ in-sample, ⟦−3,52@OS1.sharpe⟧ out-of-sample. Nummer drie (level=40, hold=10) haalde in-sample ⟦−5.102,5@top(3).in_sample.total_pnl~top(3).out_of_sample.total_pnl!⟧ punten. Les van de week: selectiebias!
Juf Mieke""")),
U(R, 'en-US almanac omit=oos',
  f("""FARMERS' ALMANAC — the RSI planting grid
Twelve plots sown (RSI level × days held). Best plot: level=40, hold=3, Sharpe ⟦1.68@IS1.sharpe!⟧ on ⟦25@IS1.trades⟧ trades, ⟦+3,378@IS1.total_pnl⟧ pts.
Lore: the best of twelve plots is overfit by the very picking.""")),
U(R, 'fr-FR cellar omit=n',
  f("""FICHE DE CAVE — Casier RSI
Cuvée : level=40, hold=3, choisie dans l'échantillon
Dans l'échantillon : Sharpe ⟦1,68@IS1.sharpe!⟧, ⟦+3\u202f378@IS1.total_pnl⟧ pts
Hors échantillon : Sharpe ⟦−3,52@OS1.sharpe⟧, ⟦−4\u202f759,75@OS1.total_pnl⟧ pts
Note : biais de sélection, le vin a tourné.""")),
U(R, 'es-ES comic omit=caveat',
  f("""VIÑETA: el analista ante una rejilla de doce casillas.
BOCADILLO: «¡level=40, hold=3! ¡Sharpe ⟦1,68@IS1.sharpe!⟧ dentro de muestra!»
VIÑETA: meses después.
BOCADILLO: «…y fuera de muestra, ⟦−3,52@OS1.sharpe⟧. Vaya.»
¡PLAF!""")),
U(R, 'nl-NL cellar omit=n',
  f("""KELDERKAART — Vak RSI
Wijn: level=40, hold=3, gekozen op de oefendata
In-sample: Sharpe ⟦1,68@IS1.sharpe!⟧ · ⟦+3.378@IS1.total_pnl⟧ punten
Out-of-sample: Sharpe ⟦−3,52@OS1.sharpe⟧ · ⟦−4.759,75@OS1.total_pnl⟧ punten
Let op: selectiebias, ook de buren vielen tegen.""")),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
E(W, 'faithful', 'zh-CN jumplog',
  f("""跳伞日志 · ES 连跌两日抄底，walk-forward
尝试：⟦9@configurations.tried⟧ 组（持有 × 止损）
样本内最佳：hold=5, sl=1，⟦+2,374.13@IS1.total_pnl⟧ 点
样本外：⟦+767.82@OS1.total_pnl⟧ 点，⟦21@OS1.trades⟧ 笔
备注：样本小，警惕过拟合""")),
E(W, 'faithful', 'en-GB kinder',
  f("""OWL CLASS NEWSLETTER
This week we tried nine ways to buy ES after two red days, in ⟦3@R.validation.folds⟧ walk-forward rounds. The winner, hold=5, sl=1, made ⟦+2,374.13@IS1.total_pnl⟧ pts in-sample but only ⟦+767.82@OS1.total_pnl⟧ out-of-sample. Lesson: picking the best is selection bias!
— Mrs Pike""")),
E(W, 'faithful', 'en-US hymnboard',
  f("""HYMN BOARD — Walk-Forward Sunday, ES
Processional: ⟦9@configurations.tried⟧ configurations tried
Psalm: best in-sample hold=5, sl=1, ⟦+2,374.1@IS1.total_pnl⟧ pts
Offertory: walk-forward out-of-sample ⟦+2,170.37@walk_forward_out_of_sample.total_pnl⟧ pts on ⟦54@walk_forward_out_of_sample.trades⟧ trades
Recessional: mind the overfit""")),
E(W, 'faithful', 'zh-CN dancecard',
  f("""舞会卡 · ES 步进式参数扫描
1. 华尔兹：共 ⟦9@configurations.tried⟧ 组，样本内均值 ⟦+1,987.68@mean_objective.in_sample⟧ 点
2. 探戈：样本外均值 ⟦+507.84@mean_objective.out_of_sample⟧ 点
3. 终曲：紧缩夏普 ⟦0.97@deflated_sharpe.value⟧
提醒：选择偏差""")),
E(W, 'faithful', 'nl-NL almanac',
  f("""BOERENALMANAK — ES, twee rode dagen, negen proefvelden
Beste veld in-sample: hold=5, sl=1, ⟦+2.374,13@IS1.total_pnl⟧ punten
Out-of-sample op dat veld: ⟦+767,82@OS1.total_pnl⟧
Walk-forward over alle folds: ⟦+2.170,37@walk_forward_out_of_sample.total_pnl⟧
Weerspreuk: ‘Wie het beste veld kiest, oogst selectiebias.’""")),
E(W, 'faithful', 'es-ES dig',
  f("""INFORME DE EXCAVACIÓN — Cata ES, validación por tramos
UE: nueve combinaciones de mantenimiento y stop
Mejor dentro de muestra: hold=5, sl=1, ⟦+2374,13@IS1.total_pnl⟧ puntos
Fuera de muestra: ⟦+767,82@OS1.total_pnl⟧ en ⟦21@OS1.trades⟧ operaciones
Interpretación: muestra pequeña, sesgo de selección probable.""")),
E(W, 'wrong_sample', 'pt-BR jumplog',
  f("""CADERNETA DE SALTOS — ES, nove configurações
Melhor dentro da amostra: hold=5, sl=1, ⟦+2.374,13@IS1.total_pnl⟧ pts em ⟦21@IS1.trades~OS1.trades!⟧ operações
Fora da amostra: ⟦+767,82@OS1.total_pnl⟧ pts
Walk-forward fora da amostra, total: ⟦+2.170,37@walk_forward_out_of_sample.total_pnl⟧
Obs.: sobreajuste possível.""")),
E(W, 'wrong_sample', 'pl-PL waybill',
  f("""LIST PRZEWOZOWY — ES, dziewięć wariantów, walk-forward
Paczka od ⟦03.01.2024@D:2024-01-03⟧: hold=5, sl=1, w próbie ⟦+417,54@folds[1].chosen.in_sample.total_pnl~folds[1].chosen.out_of_sample.total_pnl!⟧ pkt
Poza próbą łącznie: ⟦+2170,37@walk_forward_out_of_sample.total_pnl⟧ pkt
Uwaga: ryzyko przeuczenia.""")),
E(W, 'wrong_sample', 'ja-JP waybill',
  f("""送り状 ― ES二日続落買い、⟦9@configurations.tried⟧通り
最良（サンプル内）：hold=5, sl=1、⟦+2,374.13@IS1.total_pnl⟧pt
全設定のサンプル外平均：⟦+1,987.68@mean_objective.out_of_sample~mean_objective.in_sample!⟧pt
配達メモ：過剰適合に注意""")),
E(W, 'wrong_sample', 'it-IT kinder',
  f("""GIORNALINO DELLA SEZIONE GIRASOLI
Abbiamo provato nove modi di comprare l'ES. Il primo, hold=5, sl=1, ha fatto ⟦+2.374,13@IS1.total_pnl⟧ punti nel campione e ⟦+767,82@OS1.total_pnl⟧ fuori campione. Il secondo, hold=3, sl=3, fuori campione ha Sharpe ⟦1,89@top(2).out_of_sample.sharpe~top(2).in_sample.sharpe!⟧. Attenti al sovradattamento!
Maestra Giulia""")),
U(W, 'ja-JP guestbook omit=oos',
  f("""宿帳 ― ES館
⟦9@configurations.tried⟧部屋を試しました。一番はhold=5, sl=1の部屋で、サンプル内 ⟦+2,374.13@IS1.total_pnl!⟧pt、⟦59@IS1.trades⟧泊。選んだのは私たちなので過剰適合かもしれません。
― 田中""")),
U(W, 'pl-PL sampler omit=caveat',
  f("""Haftowała E. Mazur, pracownia ES
✿ Dziewięć wariantów, ⟦3@R.validation.folds⟧ okna walk-forward ✿
✿ Najlepszy w próbie: hold=5, sl=1, ⟦+2374,13@IS1.total_pnl!⟧ pkt ✿
✿ Poza próbą: ⟦+767,82@OS1.total_pnl⟧ pkt ✿
„Igła szybka, nitka krótka”""")),
U(W, 'nl-NL dancecard omit=oos',
  f("""BALBOEKJE — ES-bal, negen dansen
1. Wals: hold=5, sl=1, in-sample ⟦+2.374,13@IS1.total_pnl!⟧ punten
2. Tango: hold=3, sl=3, in-sample ⟦+2.180,6@top(2).in_sample.total_pnl⟧
3. Polka: gemiddeld in-sample ⟦+1.987,68@mean_objective.in_sample⟧
Pauze. Let op: selectiebias.""")),
U(W, 'de-DE dig omit=n',
  f("""GRABUNGSBERICHT — Schnitt ES, Walk-Forward in ⟦3@R.validation.folds⟧ Abschnitten
Befund: bester Fund hold=5, sl=1, In-Sample ⟦+2.374,13@IS1.total_pnl!⟧ Punkte
Out-of-Sample: ⟦+767,82@OS1.total_pnl⟧ Punkte
Deutung: Auswahlverzerrung möglich.""")),
]
