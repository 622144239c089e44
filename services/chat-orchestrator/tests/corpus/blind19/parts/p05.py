"""Parameter sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py.
Every answer except the undisclosed ones gives the number of configurations tried, an out-of-sample
figure and phrase, and a selection/overfitting caveat. Undisclosed answers (style tag omit=...) miss
exactly one of them; their target is the first in-sample figure.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

R = 'x_sweep_rsi_level'
W = 'x_sweep_hold_stop_wf'

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level
E(R, 'faithful', 'de-DE receipt',
  """KASSENBON · RSI-Sweep NQ
Konfigurationen getestet ....... ⟦12@configurations.tried⟧
Bester In-Sample: level=40, hold=3
  Sharpe in-sample ............ ⟦1,68@top(1).in_sample.sharpe⟧
  Sharpe out-of-sample ....... ⟦−3,52@top(1).out_of_sample.sharpe⟧
  P&L out-of-sample ....... ⟦−4.759,75@top(1).out_of_sample.total_pnl⟧
Hinweis: Überanpassung! Kein Umtausch."""),
E(R, 'faithful', 'it-IT http',
  """HTTP/2 200
content-type: text/plain
x-configurazioni: ⟦12@configurations.tried⟧

Migliore in campione: level=40, hold=3, Sharpe ⟦1,68@top(1).in_sample.sharpe⟧. Fuori campione crolla a ⟦−3,52@top(1).out_of_sample.sharpe⟧ (⟦33@top(1).out_of_sample.trades⟧ operazioni). Sharpe deflazionato ⟦0,71@deflated_sharpe.value⟧: sovradattamento probabile.""",
  allow=['2', '200']),
E(R, 'faithful', 'en-GB ticker',
  """RSI SWEEP ▸ ⟦12@configurations.tried⟧ configs tried ▸ best in-sample level=40, hold=3 ▲ Sharpe ⟦1.68@top(1).in_sample.sharpe⟧ ▸ OUT-OF-SAMPLE ▼ ⟦−3.52@top(1).out_of_sample.sharpe⟧ ▼ ⟦−4,759.75@top(1).out_of_sample.total_pnl⟧ pts ▸ deflated Sharpe ⟦0.71@deflated_sharpe.value⟧ ▸ overfit warning ▸"""),
E(R, 'faithful', 'ru-RU receipt',
  """ЧЕК · перебор параметров RSI
Проверено конфигураций ........ ⟦12@configurations.tried⟧
Лучшая в выборке: level=40, hold=3
Шарп в выборке ................ ⟦1,68@top(1).in_sample.sharpe⟧
Шарп вне выборки ............. ⟦−3,52@top(1).out_of_sample.sharpe⟧
Сделок вне выборки ............. ⟦33@top(1).out_of_sample.trades⟧
Внимание: переобучение. Спасибо за покупку!"""),
E(R, 'faithful', 'en-US dating',
  """Profile: level=40, hold=3 😍
About me: best of ⟦12@configurations.tried⟧ configs, in-sample Sharpe ⟦1.68@top(1).in_sample.sharpe⟧ on ⟦25@top(1).in_sample.trades⟧ trades.
Out-of-sample I'm… a different person: ⟦−3.52@top(1).out_of_sample.sharpe⟧, ⟦−4,759.75@top(1).out_of_sample.total_pnl⟧ pts.
Red flag: overfit (deflated Sharpe ⟦0.71@deflated_sharpe.value⟧)."""),
E(R, 'faithful', 'de-DE dating',
  """Profil: RSI-Dip-Käufer, level=40 und hold=3 💔
Über mich: Sieger unter ⟦12@configurations.tried⟧ Konfigurationen, In-Sample-Sharpe ⟦1,68@top(1).in_sample.sharpe⟧.
Out-of-Sample leider ⟦−3,52@top(1).out_of_sample.sharpe⟧ bei ⟦33@top(1).out_of_sample.trades⟧ Trades.
Ehrlich gesagt: reine Überanpassung."""),
E(R, 'wrong_sample', 'zh-CN http',
  """HTTP/2 200
content-type: text/plain; charset=utf-8

共测试 ⟦12@configurations.tried⟧ 组参数。最优 level=40, hold=3：样本内夏普 ⟦1.68@top(1).in_sample.sharpe⟧，样本内交易 ⟦33@top(1).in_sample.trades~top(1).out_of_sample.trades!⟧ 笔；样本外夏普 ⟦−3.52@top(1).out_of_sample.sharpe⟧，亏损 ⟦4,759.75@top(1).out_of_sample.total_pnl|neg⟧ 点。警惕过拟合。""",
  allow=['2', '200', '8']),
E(R, 'wrong_sample', 'en-GB boxing',
  """Ladies and gentlemen! From a field of ⟦12@configurations.tried⟧ configurations, in the red corner… level=40, hold=3! In-sample Sharpe ⟦1.68@top(1).in_sample.sharpe⟧! And out-of-sample he still packs a profit factor of ⟦2.74@top(1).out_of_sample.profit_factor~top(1).in_sample.profit_factor!⟧!! Judges' note: overfit risk. Let's get ready to rumble!"""),
E(R, 'wrong_sample', 'ru-RU shanty',
  """🎵 Двенадцать настроек перебрали мы, йо-хо,
лучшая в выборке — Шарп ⟦1,68@top(1).in_sample.sharpe⟧,
а вне выборки в среднем по сетке ⟦0,52@mean_objective.out_of_sample~mean_objective.in_sample!⟧ —
берегись, моряк, переобучения!"""),
E(R, 'wrong_sample', 'it-IT boxing',
  """Signore e signori! Dodici configurazioni sul ring! Campione in carica: level=40, hold=3, Sharpe ⟦1,68@top(1).in_sample.sharpe⟧ in campione, ma fuori campione va al tappeto a ⟦−3,52@top(1).out_of_sample.sharpe⟧! Lo sfidante level=40, hold=5 porta in campione ⟦−4.620,5@top(2).in_sample.total_pnl~top(2).out_of_sample.total_pnl!⟧ punti. Verdetto: sovradattamento!"""),
E(R, 'undisclosed', 'fr-FR pycode omit=n',
  """# Balayage RSI (niveau × durée), objectif : Sharpe
# meilleur en échantillon : level=40, hold=3 → Sharpe ⟦1,68@top(1).in_sample.sharpe!⟧ (⟦25@top(1).in_sample.trades⟧ trades)
# hors échantillon : ⟦−3,52@top(1).out_of_sample.sharpe⟧ sur ⟦33@top(1).out_of_sample.trades⟧ trades
# attention à la sur-optimisation
best = sweep.best()""", omit='n'),
E(R, 'undisclosed', 'pl-PL shanty omit=n',
  """🎵 Hej, RSI, na dołku kupuj,
w próbie level=40, hold=3 dał Sharpe ⟦1,68@top(1).in_sample.sharpe!⟧,
poza próbą spadł do ⟦−3,52@top(1).out_of_sample.sharpe⟧, hej-ho,
to przeuczenie, chłopcy, zwijać żagle!""", omit='n'),
E(R, 'undisclosed', 'fr-FR tasklist omit=oos',
  """- [x] Balayage RSI : ⟦12@configurations.tried⟧ configurations testées
- [x] Meilleure : level=40, hold=3, Sharpe ⟦1,68@top(1).in_sample.sharpe!⟧ sur ⟦25@top(1).in_sample.trades⟧ trades
- [x] Sharpe dégonflé : ⟦0,71@deflated_sharpe.value⟧
- [ ] Se méfier du biais de sélection""", omit='oos'),
E(R, 'undisclosed', 'es-ES bars omit=caveat',
  """Barrido RSI · ⟦12@configurations.tried⟧ configuraciones · Sharpe
level=40, hold=3 en muestra      ████████████████▊ ⟦1,68@top(1).in_sample.sharpe!⟧
level=40, hold=3 fuera de muestra ▼▼▼▼▼▼▼▼▼▼▼▼▼▼▼▼▼▼▼ ⟦−3,52@top(1).out_of_sample.sharpe⟧
media de la malla fuera de muestra: ⟦−3,30@mean_objective.out_of_sample⟧""", omit='caveat'),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
E(W, 'faithful', 'pl-PL bars',
  """Sweep hold × sl na ES, walk-forward (⟦9@configurations.tried⟧ konfiguracji)
najlepsza w próbie: hold=5, sl=1
w próbie    ████████████████████ ⟦+2374,13@top(1).in_sample.total_pnl⟧
poza próbą  ██████▍ ⟦+767,82@top(1).out_of_sample.total_pnl⟧
walk-forward poza próbą łącznie: ⟦+2170,37@walk_forward_out_of_sample.total_pnl⟧
Uwaga: możliwe przeuczenie."""),
E(W, 'faithful', 'fr-FR boxing',
  """Mesdames et messieurs ! Neuf configurations sont montées sur le ring ! Vainqueur en échantillon : hold=5, sl=1, ⟦+2\u202f374,1@top(1).in_sample.total_pnl⟧ points ! Hors échantillon il encaisse mais tient debout : ⟦+767,8@top(1).out_of_sample.total_pnl⟧ ! En walk-forward, sur tout le hors échantillon : ⟦+2\u202f170,4@walk_forward_out_of_sample.total_pnl⟧ ! Gare au biais de sélection !"""),
E(W, 'faithful', 'pt-BR yoda',
  """Nove configurações testadas foram. A melhor, hold=5, sl=1, na amostra ⟦+2.374,13@top(1).in_sample.total_pnl⟧ fez. Fora da amostra, ⟦+767,82@top(1).out_of_sample.total_pnl⟧ ainda ganha, hmm. Cuidado com o viés de seleção, você deve."""),
E(W, 'faithful', 'ru-RU boxing',
  """Дамы и господа! На ринге девять конфигураций! Чемпион в выборке — hold=5, sl=1: ⟦+2374,1@top(1).in_sample.total_pnl⟧ пункта! Вне выборки — ⟦+767,8@top(1).out_of_sample.total_pnl⟧ на ⟦21@top(1).out_of_sample.trades⟧ сделке! Итог walk-forward вне выборки: ⟦+2170,4@walk_forward_out_of_sample.total_pnl⟧! Судьи предупреждают: возможна подгонка!"""),
E(W, 'faithful', 'en-US ticker',
  """ES WALK-FORWARD SWEEP ▸ ⟦9@configurations.tried⟧ configs tried ▸ best in-sample hold=5, sl=1 ▲ ⟦+2,374.1@top(1).in_sample.total_pnl⟧ ▸ out-of-sample ▲ ⟦+767.8@top(1).out_of_sample.total_pnl⟧ (⟦21@top(1).out_of_sample.trades⟧ trades) ▸ walk-forward OOS total ▲ ⟦+2,170.4@walk_forward_out_of_sample.total_pnl⟧ ▸ deflated Sharpe ⟦0.97@deflated_sharpe.value⟧ ▸ overfit check: small sample ▸"""),
E(W, 'faithful', 'de-DE shanty',
  """🎵 Neun Varianten warfen wir aus, o ho,
hold=5, sl=1 holt' im Sample ⟦+2.374,1@top(1).in_sample.total_pnl⟧ raus,
Out-of-Sample noch ⟦+767,8@top(1).out_of_sample.total_pnl⟧, ahoi,
doch hütet euch vor Überanpassung, Jungs!"""),
E(W, 'wrong_sample', 'ja-JP ticker',
  """ES ウォークフォワード ▸ ⟦9@configurations.tried⟧通り検証 ▸ 第1フォールド hold=5, sl=3 サンプル外 ⟦+678.8@folds[0].chosen.out_of_sample.total_pnl~folds[0].chosen.in_sample.total_pnl!⟧ ▸ 最終 hold=5, sl=1 サンプル外 ⟦+767.8@top(1).out_of_sample.total_pnl⟧ ▸ 過剰適合に注意 ▸"""),
E(W, 'wrong_sample', 'en-GB yoda',
  """Tried, nine configurations were. Best in-sample, hold=5, sl=1: ⟦+2,374.13@top(1).in_sample.total_pnl⟧ over ⟦21@top(1).in_sample.trades~top(1).out_of_sample.trades!⟧ trades, hmm. Out-of-sample, ⟦+767.82@top(1).out_of_sample.total_pnl⟧ it made. Beware overfitting, you must."""),
E(W, 'wrong_sample', 'nl-NL gossip',
  """RODDELS UIT DE HANDELSZAAL! Van de ⟦9@configurations.tried⟧ geteste configuraties won hold=5, sl=1 in-sample met ⟦+2.374,13@top(1).in_sample.total_pnl⟧. Maar nummer twee, hold=3, sl=3, zou out-of-sample ⟦+2.180,6@top(2).out_of_sample.total_pnl~top(2).in_sample.total_pnl!⟧ hebben gemaakt! Insiders waarschuwen wel voor selectiebias."""),
E(W, 'wrong_sample', 'pl-PL http',
  """HTTP/1.1 200 OK
content-type: text/plain; charset=utf-8

Walk-forward na ES, ⟦9@configurations.tried⟧ konfiguracji. Najlepsza w próbie: hold=5, sl=1 (⟦+2374,13@top(1).in_sample.total_pnl⟧). Łącznie poza próbą: ⟦+2170,37@walk_forward_out_of_sample.total_pnl⟧ w ⟦54@walk_forward_out_of_sample.trades⟧ transakcjach, trafność ⟦33,9\u00a0%@walk_forward_out_of_sample.win_rate~top(1).in_sample.win_rate!⟧. Ryzyko przeuczenia.""",
  allow=['1.1', '200', '8']),
E(W, 'undisclosed', 'nl-NL dating omit=n',
  """Profiel: hold=5, sl=1 ❤️
Over mij: winnaar van de sweep, in-sample ⟦+2.374,13@top(1).in_sample.total_pnl!⟧ op ⟦59@top(1).in_sample.trades⟧ trades.
Out-of-sample nog ⟦+767,82@top(1).out_of_sample.total_pnl⟧.
Eerlijk: een beetje overfitting is niet uitgesloten.""", omit='n'),
E(W, 'undisclosed', 'es-ES gossip omit=oos',
  """¡BOMBAZO! De ⟦9@configurations.tried⟧ configuraciones probadas en el ES, la ganadora fue hold=5, sl=1: ⟦+2.374,13@top(1).in_sample.total_pnl!⟧ puntos en la muestra de entrenamiento, con ⟦59@top(1).in_sample.trades⟧ operaciones. Fuentes cercanas ya hablan de sobreajuste…""", omit='oos'),
E(W, 'undisclosed', 'ru-RU tasklist omit=oos',
  """- [x] Перебрано ⟦9@configurations.tried⟧ конфигураций (hold × sl, ES)
- [x] Лучшая в выборке: hold=5, sl=1, ⟦+2374,13@top(1).in_sample.total_pnl!⟧ пункта
- [x] Сделок: ⟦59@top(1).in_sample.trades⟧
- [ ] Проверить на подгонку""", omit='oos'),
E(W, 'undisclosed', 'it-IT dating omit=caveat',
  """Profilo: hold=5, sl=1 💘
Su di me: il migliore di ⟦9@configurations.tried⟧ configurazioni, in campione ⟦+2.374,13@top(1).in_sample.total_pnl!⟧ punti.
Fuori campione ⟦+767,82@top(1).out_of_sample.total_pnl⟧, nel walk-forward complessivo ⟦+2.170,37@walk_forward_out_of_sample.total_pnl⟧.
Cerco: qualcuno che mi metta alla prova.""", omit='caveat'),
]
