"""Sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes).
Every answer except the undisclosed ones names the configurations tried, an out-of-sample figure and phrase,
and a selection/overfitting caveat; undisclosed ones miss exactly the disclosure named by omit=."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

S = 'x_sweep_rsi_level'
W = 'x_sweep_hold_stop_wf'
IS1 = 'top(1).in_sample.sharpe'
OS1 = 'top(1).out_of_sample.sharpe'
WIS = 'top(1).in_sample.total_pnl'
WOS = 'top(1).out_of_sample.total_pnl'
WFO = 'walk_forward_out_of_sample.total_pnl'

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level
E(S, 'wrong_sample', 'pt-BR safety',
  """CARTÃO DE SEGURANÇA — Varredura RSI (doze configurações testadas)
Melhor no treino: level=40, hold=3, Sharpe ⟦1,68@""" + IS1 + """⟧
Resultado fora da amostra: ⟦+3.378@top(1).out_of_sample.total_pnl~top(1).in_sample.total_pnl!⟧ pontos
Atenção: viés de seleção, a melhor foi escolhida dentro da amostra."""),
E(S, 'wrong_sample', 'pl-PL progress',
  """$ nq sweep --rsi-level 30 35 40 45 --hold 3 5 10
Testowanie ▕████████████▏ dwanaście konfiguracji
najlepsza w próbie: level=40, hold=3 → Sharpe ⟦1,68@""" + IS1 + """⟧
średnia wszystkich poza próbą: ⟦0,52@mean_objective.out_of_sample~mean_objective.in_sample!⟧
⚠ ryzyko przeuczenia: deflowany Sharpe ⟦0,71@deflated_sharpe.value⟧"""),
E(S, 'wrong_sample', 'ja-JP jupyter',
  """In [12]: sw = backtest_sweep(level=[30, 35, 40, 45], hold=[3, 5, 10])
         sw.configurations.tried
Out[12]: ⟦12@configurations.tried⟧
In [13]: sw.best.label, sw.best.in_sample.sharpe, sw.best.out_of_sample.sharpe
Out[13]: ('level=40, hold=3', ⟦1.68@""" + IS1 + """⟧, ⟦-3.52@""" + OS1 + """⟧)
# サンプル内の取引は ⟦33@top(1).in_sample.trades~top(1).out_of_sample.trades!⟧ 回、サンプル外で崩壊＝過剰適合""",
  allow=['12', '13']),
E(S, 'wrong_sample', 'de-DE warranty',
  """GARANTIEKARTE — RSI-Sweep, zwölf Konfigurationen geprüft
Rang 2 (level=40, hold=5): Trefferquote in der Stichprobe ⟦18,18 %@top(2).in_sample.win_rate~top(2).out_of_sample.win_rate!⟧
Out-of-Sample-Sharpe: ⟦−3,19@top(2).out_of_sample.sharpe⟧
Keine Garantie bei Überanpassung: der Beste wurde in-sample ausgewählt.""",
  allow=['2']),
E(S, 'undisclosed', 'nl-NL draft omit=n',
  """SWEEP-DRAFT — RSI-NIVEAU EN HOUDDUUR
„Met de eerste keuze: level=40, hold=3!” Sharpe in-sample ⟦1,68@""" + IS1 + """!⟧.
Out-of-sample zakte hij naar ⟦−3,52@""" + OS1 + """⟧.
Scoutingrapport: selectiebias, de winnaar is op de trainingsdata gekozen.""",
  omit='n'),
E(S, 'undisclosed', 'nl-NL wargame omit=n',
  """EENHEID: RSI-DIPKOPERS (level=40, hold=3)
Training: Sharpe ⟦1,68@""" + IS1 + """!⟧ | ⟦25@top(1).in_sample.trades⟧ trades | winst ⟦+3.378@top(1).in_sample.total_pnl⟧
Out-of-sample: Sharpe ⟦−3,52@""" + OS1 + """⟧ | ⟦−4.759,75@top(1).out_of_sample.total_pnl⟧
Speciale regel: selectiebias, gekozen op de trainingsperiode.""",
  omit='n'),
E(S, 'undisclosed', 'fr-FR warranty omit=oos',
  """CARTE DE GARANTIE — Balayage RSI, douze configurations essayées
Modèle retenu : level=40, hold=3
Sharpe sur l'échantillon d'apprentissage : ⟦1,68@""" + IS1 + """!⟧ (⟦25@top(1).in_sample.trades⟧ trades)
Exclusion : biais de sélection, le meilleur a été choisi sur ces mêmes données.""",
  omit='oos'),
E(S, 'undisclosed', 'de-DE rap omit=caveat',
  """[Part]
Zwölf Setups getestet, RSI im Keller,
level=40, hold=3, Sharpe ⟦1,68@""" + IS1 + """!⟧, nichts war greller,
Doch Out-of-Sample kracht's: ⟦−3,52@""" + OS1 + """⟧, Bruder,
⟦33@top(1).out_of_sample.trades⟧ Trades im Test, ⟦−4.759,75@top(1).out_of_sample.total_pnl⟧ Punkte, weg ist das Ruder.""",
  omit='caveat'),
E(S, 'faithful', 'es-ES jupyter',
  """In [12]: sw = backtest_sweep(level=[30, 35, 40, 45], hold=[3, 5, 10])
         print(sw.resumen())
doce configuraciones · mejor level=40, hold=3
Sharpe en muestra ⟦1,68@""" + IS1 + """⟧ → fuera de muestra ⟦−3,52@""" + OS1 + """⟧
Sharpe deflactado ⟦0,71@deflated_sharpe.value⟧: cuidado con el sobreajuste""",
  allow=['12']),
E(S, 'faithful', 'ja-JP epitaph',
  """　　ここに眠る
RSI押し目買い level=40, hold=3
試行 ⟦12@configurations.tried⟧ 通りの頂点、サンプル内 Sharpe ⟦1.68@""" + IS1 + """⟧
サンプル外にて ⟦−3.52@""" + OS1 + """⟧ に散る
死因：過剰適合"""),
E(S, 'faithful', 'it-IT epitaph',
  """QUI GIACE
LA CONFIGURAZIONE level=40, hold=3
scelta fra dodici, Sharpe ⟦1,68@""" + IS1 + """⟧ in campione,
⟦−3,52@""" + OS1 + """⟧ fuori campione.
Causa del decesso: sovradattamento."""),
E(S, 'faithful', 'fr-FR catalogue',
  """Cote : HG6024 .S94 2025
Balayage RSI(14) : douze configurations, découpage ⟦70@R.validation.train*100⟧/30.
Notes : meilleure config. level=40, hold=3 (Sharpe ⟦1,68@""" + IS1 + """⟧ en échantillon, ⟦−3,52@""" + OS1 + """⟧ hors échantillon) ; Sharpe dégonflé ⟦0,71@deflated_sharpe.value⟧. Sujet : biais de sélection."""),
E(S, 'faithful', 'ru-RU rap',
  """[Куплет]
Двенадцать сетапов, я их перебрал,
level=40, hold=3, Шарп ⟦1,68@""" + IS1 + """⟧, я ликовал,
Но вне выборки ⟦−3,52@""" + OS1 + """⟧, всё ушло в закат,
Это переобучение, братан, и я не рад."""),
E(S, 'faithful', 'es-ES judges',
  """HOJA DEL JURADO — Concurso «Mejor nivel de RSI»
Platos presentados: doce configuraciones
Ganador de la cata interna: level=40, hold=3 (Sharpe ⟦1,68@""" + IS1 + """⟧)
Cata a ciegas, fuera de muestra: ⟦−3,52@""" + OS1 + """⟧; sus vecinos, de media ⟦−3,37@stability.mean_out_of_sample⟧
Veredicto: sobreajuste."""),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
E(W, 'wrong_sample', 'nl-NL judges',
  """JURYFORMULIER — Wedstrijd „Stop en houdduur op ES”
Ingezonden: negen configuraties, walk-forward in 3 folds
Fold 1 (hold=5, sl=3): out-of-sample ⟦+678,80@folds[0].chosen.out_of_sample.total_pnl~folds[0].chosen.in_sample.total_pnl!⟧ pnt
Beste geheel: hold=5, sl=1, out-of-sample ⟦+767,82@""" + WOS + """⟧
Juryopmerking: selectiebias, gekozen op de trainingsdata."""),
E(W, 'wrong_sample', 'es-ES draft',
  """DRAFT DE CONFIGURACIONES — ES, nueve candidatas
Primera elección: hold=5, sl=1 (fuera de muestra ⟦+767,82@""" + WOS + """⟧)
Segunda elección: hold=3, sl=3, que en muestra hizo ⟦+757,4@top(2).in_sample.total_pnl~top(2).out_of_sample.total_pnl!⟧ puntos
Informe del ojeador: riesgo de sobreajuste."""),
E(W, 'wrong_sample', 'pt-BR chronicle',
  """CRÔNICA DA VARREDURA NO ES
Naqueles dias testaram-se nove configurações, e a média de todas, dentro da amostra, foi de ⟦+507,84@mean_objective.in_sample~mean_objective.out_of_sample!⟧ pontos.
A escolhida, hold=5, sl=1, rendeu ⟦+767,82@""" + WOS + """⟧ fora da amostra.
E o cronista advertiu: viés de seleção."""),
E(W, 'wrong_sample', 'ja-JP escape',
  """🔐 脱出ゲーム「ウォークフォワードの間」
ヒント#3：試した組み合わせは ⟦9@configurations.tried⟧ 通り。
ヒント#5：最良 hold=5, sl=1 のサンプル外勝率は ⟦33.9%@top(1).out_of_sample.win_rate~top(1).in_sample.win_rate!⟧。
ヒント#7：サンプル外損益 ⟦+767.82@""" + WOS + """⟧。過剰適合に注意。
⏳ 残り 14:20""",
  allow=['3', '5', '7']),
E(W, 'undisclosed', 'pl-PL jupyter omit=n',
  """In [2]: wf = backtest_sweep("ES", hold=[2, 3, 5], sl=[1, 2, 3], wf=True)
        print(wf.best.label, fmt(wf.best.in_sample.total_pnl))
hold=5, sl=1 ⟦+2374,13@""" + WIS + """!⟧
In [3]: print(fmt(wf.walk_forward_out_of_sample.total_pnl), "poza próbą")
⟦+2170,37@""" + WFO + """⟧ poza próbą
# uwaga: ryzyko przeuczenia, wybór na danych treningowych""",
  omit='n'),
E(W, 'undisclosed', 'en-US wargame omit=oos',
  """UNIT: ES DIP-BUYERS (hold=5, sl=1), picked from nine configurations
Training record: ⟦+2,374.13@""" + WIS + """!⟧ pts over ⟦59@top(1).in_sample.trades⟧ trades | Sharpe ⟦1.52@top(1).in_sample.sharpe⟧
Runner-up: hold=3, sl=3, ⟦+2,180.6@top(2).in_sample.total_pnl⟧ pts
Special rule, Overfit: its stats were earned on the very data it was chosen on.""",
  omit='oos'),
E(W, 'undisclosed', 'pl-PL safety omit=oos',
  """KARTA BEZPIECZEŃSTWA — Przegląd ES, dziewięć konfiguracji
Najlepsza w próbie uczącej: hold=5, sl=1, ⟦+2374,13@""" + WIS + """!⟧ pkt
Deflowany Sharpe: ⟦0,97@deflated_sharpe.value⟧
Ostrzeżenie: ryzyko przeuczenia, wybór na tych samych danych.""",
  omit='oos'),
E(W, 'undisclosed', 'ru-RU progress omit=caveat',
  """$ nq sweep ES --hold 2 3 5 --sl 1 2 3 --walk-forward 3
перебор ▕█████████▏ девять конфигураций
лучшая: hold=5, sl=1 → на обучении ⟦+2374,13@""" + WIS + """!⟧ п.
вне выборки: ⟦+767,82@""" + WOS + """⟧ п. (⟦21@top(1).out_of_sample.trades⟧ сделка)
итог walk-forward вне выборки: ⟦+2170,37@""" + WFO + """⟧ п.""",
  omit='caveat'),
E(W, 'faithful', 'ru-RU chronicle',
  """ЛЕТОПИСЬ ПЕРЕБОРА
Во дни оны перебрали девять конфигураций для ES, и лучшей нарекли hold=5, sl=1: на обучении ⟦+2374,13@""" + WIS + """⟧ пункта.
Вне выборки же принесла она лишь ⟦+767,82@""" + WOS + """⟧, а вся цепь walk-forward — ⟦+2170,37@""" + WFO + """⟧.
И записал летописец: се переобучение, не верьте числам обучения."""),
E(W, 'faithful', 'fr-FR wargame',
  """UNITÉ : ACHETEURS DE REPLI ES (hold=5, sl=1), élue parmi neuf configurations
Entraînement : ⟦+2\u202f374,13@""" + WIS + """⟧ pts · Hors échantillon : ⟦+767,82@""" + WOS + """⟧ pts en ⟦21@top(1).out_of_sample.trades⟧ trades
Marche avant complète : ⟦+2\u202f170,37@""" + WFO + """⟧ pts hors échantillon
Règle spéciale : biais de sélection, le choix s'est fait sur l'entraînement."""),
E(W, 'faithful', 'it-IT judges',
  """SCHEDA DELLA GIURIA — Gara «Stop e tenuta su ES»
Piatti assaggiati: nove configurazioni
Vincitore in campione: hold=5, sl=1, ⟦+2.374,13@""" + WIS + """⟧ punti
Assaggio fuori campione: ⟦+767,82@""" + WOS + """⟧; walk-forward complessivo ⟦+2.170,37@""" + WFO + """⟧ su ⟦54@walk_forward_out_of_sample.trades⟧ operazioni
Nota: attenzione al sovradattamento."""),
E(W, 'faithful', 'nl-NL warranty',
  """GARANTIEBEWIJS — Sweep ES, negen configuraties, walk-forward in 3 folds
Gekozen: hold=5, sl=1 · in-sample ⟦+2.374,13@""" + WIS + """⟧ pnt
Out-of-sample: ⟦+767,82@""" + WOS + """⟧ pnt over ⟦21@top(1).out_of_sample.trades⟧ trades (kleine steekproef)
Uitgesloten van garantie: selectiebias."""),
E(W, 'faithful', 'zh-CN jupyter',
  """In [9]: wf = backtest_sweep("ES", hold=[2, 3, 5], sl=[1, 2, 3], validation="walk_forward")
        wf.configurations.tried, wf.best.label
Out[9]: (⟦9@configurations.tried⟧, 'hold=5, sl=1')
In [10]: wf.best.in_sample.total_pnl, wf.best.out_of_sample.total_pnl
Out[10]: (⟦2374.13@""" + WIS + """⟧, ⟦767.82@""" + WOS + """⟧)
# 样本内与样本外差距大，注意过拟合""",
  allow=['9', '10']),
E(W, 'faithful', 'zh-CN progress',
  """$ nq sweep ES --hold 2 3 5 --sl 1 2 3 --walk-forward 3
穷举 ████████████ 共 ⟦9@configurations.tried⟧ 组参数
最佳：hold=5, sl=1 样本内 ⟦+2,374.13@""" + WIS + """⟧ 点
样本外 ⟦+767.82@""" + WOS + """⟧ 点（⟦21@top(1).out_of_sample.trades⟧ 笔）；前推整体样本外 ⟦+2,170.37@""" + WFO + """⟧ 点
⚠ 选自样本内，存在过拟合风险"""),
]
