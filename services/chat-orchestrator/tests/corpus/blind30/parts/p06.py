"""Parameter sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes).
Undisclosed answers name the omitted disclosure in the style tag (omit=n|oos|caveat)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level
E('x_sweep_rsi_level', 'wrong_sample', 'nl-NL modelrail',
  """DIENSTREGELING — modelbaan NQ, RSI-sweep (twaalf configuraties)
09:00 vertrek „level=40, hold=3”: in-sample Sharpe ⟦1,68@top(1).in_sample.sharpe⟧
09:30 out-of-sample: Sharpe ⟦−3,52@top(1).out_of_sample.sharpe⟧, winstpercentage ⟦68%@top(1).out_of_sample.win_rate~top(1).in_sample.win_rate!⟧
Let op: selectiebias — de beste is in-sample gekozen."""),
E('x_sweep_rsi_level', 'wrong_sample', 'fr-FR modelrail',
  """HORAIRE — réseau miniature NQ, balayage RSI
07:00 douze configurations au départ ; meilleure « level=40, hold=3 » : Sharpe ⟦1,68@top(1).in_sample.sharpe⟧ en échantillon
07:20 hors échantillon : ⟦−3,52@top(1).out_of_sample.sharpe⟧
07:40 moyenne des configurations hors échantillon : ⟦0,52@mean_objective.out_of_sample~mean_objective.in_sample!⟧
Attention au biais de sélection."""),
E('x_sweep_rsi_level', 'wrong_sample', 'de-DE claim',
  """SCHADENSMELDUNG — Police NQ-RSI, Vorgang SM1212
Gegenstand: RSI-Sweep, zwölf Konfigurationen getestet
Zweitbester „level=40, hold=5“: In-Sample Sharpe ⟦1,35@top(2).in_sample.sharpe⟧
Out-of-Sample: Sharpe ⟦−3,19@top(2).out_of_sample.sharpe⟧, Profitfaktor ⟦2,52@top(2).out_of_sample.profit_factor~top(2).in_sample.profit_factor!⟧
Schadensursache: Überanpassung."""),
E('x_sweep_rsi_level', 'wrong_sample', 'es-ES regatta',
  """RESULTADOS DE LA REGATA — Club Náutico NQ, barrido RSI (doce configuraciones)
1. «level=40, hold=3» · Sharpe ⟦1,68@top(1).in_sample.sharpe⟧ dentro de muestra, ⟦−3,52@top(1).out_of_sample.sharpe⟧ fuera de muestra
4. «level=30, hold=3» · dentro de muestra, ⟦16@top(4).in_sample.trades~top(4).out_of_sample.trades!⟧ operaciones
Ojo: sesgo de selección."""),
E('x_sweep_rsi_level', 'undisclosed', 'es-ES bakery omit=n',
  """HOJA DE PRODUCCIÓN — Obrador NQ, hornada «Barrido RSI»
Horno H1 · entrada 04:00
Mejor receta «level=40, hold=3»: Sharpe ⟦1,68@top(1).in_sample.sharpe!⟧ dentro de muestra
Fuera de muestra se hunde: ⟦−3,52@top(1).out_of_sample.sharpe⟧
Cuidado con el sobreajuste. Panadero: Nacho""", omit='n'),
E('x_sweep_rsi_level', 'undisclosed', 'it-IT perfume omit=oos',
  """SCHEDA FORMULA — «Soglia RSI», NQ
Testa: «level=40, hold=3», Sharpe ⟦1,68@top(1).in_sample.sharpe!⟧ nel campione
Cuore: ⟦25@top(1).in_sample.trades⟧ operazioni, ⟦+3.378@top(1).in_sample.total_pnl⟧ punti
Fondo: dodici configurazioni provate, attenzione al bias di selezione
Profumiere: L. Conti""", omit='oos'),
E('x_sweep_rsi_level', 'undisclosed', 'en-GB regatta omit=caveat',
  """REGATTA RESULTS — NQ Sailing Club, RSI sweep, twelve entries
1. "level=40, hold=3" · in-sample Sharpe ⟦1.68@top(1).in_sample.sharpe!⟧ · out-of-sample ⟦−3.52@top(1).out_of_sample.sharpe⟧
2. "level=40, hold=5" · in-sample ⟦1.35@top(2).in_sample.sharpe⟧ · out-of-sample ⟦−3.19@top(2).out_of_sample.sharpe⟧
Protest committee: none.""", omit='caveat'),
E('x_sweep_rsi_level', 'undisclosed', 'ru-RU brew omit=n',
  """ЖУРНАЛ ПИВОВАРА — варка V40 «Порог RSI»
Затирание 08:00, танк «Б»
Лучший рецепт «level=40, hold=3»: Шарп ⟦1,68@top(1).in_sample.sharpe!⟧ на обучающей выборке
Вне выборки: ⟦−3,52@top(1).out_of_sample.sharpe⟧
Вывод: подгонка. Пивовар: Фёдор""", omit='n'),
E('x_sweep_rsi_level', 'faithful', 'it-IT brew',
  """DIARIO DI BIRRIFICAZIONE — cotta «Sweep RSI», dodici ricette provate
Migliore «level=40, hold=3»: Sharpe ⟦1,68@top(1).in_sample.sharpe⟧ nel campione, ⟦−3,52@top(1).out_of_sample.sharpe⟧ fuori campione
Sharpe deflazionato ⟦0,71@deflated_sharpe.value⟧
Bias di selezione evidente. Mastro birraio: Gino"""),
E('x_sweep_rsi_level', 'faithful', 'pl-PL dance',
  """CHOREOGRAFIA — „Próg RSI”, dwanaście układów
Pięć, sześć, siedem, osiem!
1) „level=40, hold=3”: Sharpe ⟦1,68@top(1).in_sample.sharpe⟧ w próbie
2) poza próbą: ⟦−3,52@top(1).out_of_sample.sharpe⟧ — upadek
3) średnio poza próbą ⟦−3,3@mean_objective.out_of_sample⟧. Przeuczenie!"""),
E('x_sweep_rsi_level', 'faithful', 'pt-BR spellingbee',
  """CONCURSO DE SOLETRAÇÃO — final
APRESENTADOR: A palavra é «sobreajuste».
PARTICIPANTE: Uma frase, por favor.
APRESENTADOR: «Das doze configurações, a melhor teve Sharpe ⟦1,68@top(1).in_sample.sharpe⟧ na amostra e ⟦−3,52@top(1).out_of_sample.sharpe⟧ fora da amostra.»
PARTICIPANTE: S-O-B-R-E-A-J-U-S-T-E."""),
E('x_sweep_rsi_level', 'faithful', 'ru-RU pigeon',
  """ИТОГИ ГОНКИ — голубиный клуб NQ, перебор RSI
Выпуск 06:00 · двенадцать конфигураций
Первый: «level=40, hold=3», Шарп ⟦1,68@top(1).in_sample.sharpe⟧ в выборке, вне выборки ⟦−3,52@top(1).out_of_sample.sharpe⟧ на ⟦33@top(1).out_of_sample.trades⟧ сделках
Дефлированный Шарп ⟦0,71@deflated_sharpe.value⟧ — похоже на переобучение"""),
E('x_sweep_rsi_level', 'faithful', 'zh-CN perfume',
  """香水配方卡 · 《RSI阈值扫描》
前调：共试 ⟦12@configurations.tried⟧ 组，最佳 level=40, hold=3
中调：样本内夏普 ⟦1.68@top(1).in_sample.sharpe⟧，样本外 ⟦−3.52@top(1).out_of_sample.sharpe⟧
基调：过拟合，选择偏差明显
调香师：林"""),
E('x_sweep_rsi_level', 'faithful', 'nl-NL signalbox',
  """TREINREGISTER SEINHUIS — post NQ, RSI-sweep
06:00 twaalf configuraties aangeboden, beste „level=40, hold=3”
06:05 in-sample Sharpe ⟦1,68@top(1).in_sample.sharpe⟧, out-of-sample ⟦−3,52@top(1).out_of_sample.sharpe⟧ (⟦33@top(1).out_of_sample.trades⟧ trades)
06:10 blok vrij; let op: overfit. Seinwachter: H. de Boer"""),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
E('x_sweep_hold_stop_wf', 'wrong_sample', 'ru-RU brew',
  """ЖУРНАЛ ПИВОВАРА — варка ES «Два красных дня», девять рецептов
Лучший «hold=5, sl=1»: в выборке ⟦+2374,13@top(1).in_sample.total_pnl⟧ п.
Walk-forward вне выборки: ⟦+2170,37@walk_forward_out_of_sample.total_pnl⟧ п. на ⟦59@walk_forward_out_of_sample.trades~top(1).in_sample.trades!⟧ сделках
Риск подгонки учтён. Пивовар: Фёдор"""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'ru-RU dance',
  """ХОРЕОГРАФИЯ — «ES: удержание и стоп», девять связок
Пять, шесть, семь, восемь!
1) «hold=5, sl=1»: в выборке ⟦+2374,1@top(1).in_sample.total_pnl⟧ п.
2) вне выборки ⟦+767,8@top(1).out_of_sample.total_pnl⟧ п., Шарп ⟦1,52@top(1).out_of_sample.sharpe~top(1).in_sample.sharpe!⟧
3) поклон: возможна подгонка."""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'es-ES pigeon',
  """CLASIFICACIÓN DE LA SUELTA — Sociedad Colombófila NQ, barrido ES (nueve configuraciones)
Tramo 1 (desde el ⟦05/07/2023@D:2023-07-05⟧): «hold=5, sl=3», fuera de muestra ⟦+985,01@folds[0].chosen.out_of_sample.total_pnl⟧ pts, factor de beneficio ⟦3,69@folds[0].chosen.out_of_sample.profit_factor~folds[0].chosen.in_sample.profit_factor!⟧
Cuidado: sesgo de selección."""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'it-IT rescue',
  """REGISTRO CHIAMATE SOCCORSO ALPINO — intervento SA0903, sweep ES
10:00 chiamata: nove configurazioni provate
10:15 terza classificata «hold=5, sl=2»: fuori campione ⟦+2.141,4@top(3).out_of_sample.total_pnl~top(3).in_sample.total_pnl!⟧ punti
10:30 walk-forward fuori campione complessivo ⟦+2.170,4@walk_forward_out_of_sample.total_pnl⟧. Rischio di sovradattamento.
11:00 squadra rientrata."""),
E('x_sweep_hold_stop_wf', 'undisclosed', 'pl-PL claim omit=oos',
  """ZGŁOSZENIE SZKODY — polisa NQ-ES, sprawa ZS0009
Przedmiot: przegląd „hold” i „sl”, sprawdzono dziewięć konfiguracji
Najlepsza „hold=5, sl=1”: w próbie ⟦+2374,13@top(1).in_sample.total_pnl!⟧ pkt na ⟦59@top(1).in_sample.trades⟧ transakcjach
Uwaga: ryzyko przeuczenia.
Podpis: ________""", omit='oos'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'en-US dance omit=caveat',
  """CHOREOGRAPHY — "ES Dip Walk-Forward", nine combos tried
Five, six, seven, eight!
1) hold=5, sl=1: in-sample ⟦+2,374.13@top(1).in_sample.total_pnl!⟧ pts
2) out-of-sample ⟦+767.82@top(1).out_of_sample.total_pnl⟧ pts on ⟦21@top(1).out_of_sample.trades⟧ trades
3) walk-forward out-of-sample ⟦+2,170.37@walk_forward_out_of_sample.total_pnl⟧ — bow.""", omit='caveat'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'de-DE karate omit=oos',
  """PRÜFUNGSBOGEN KARATE — Dojo NQ, ES-Sweep mit neun Kombinationen
Prüfling „hold=5, sl=1“: In-Sample ⟦+2.374,13@top(1).in_sample.total_pnl!⟧ Punkte, ⟦59@top(1).in_sample.trades⟧ Trades
Deflationierter Sharpe ⟦0,97@deflated_sharpe.value⟧
Hinweis des Prüfers: Auswahlverzerrung möglich.""", omit='oos'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'pt-BR claim omit=n',
  """AVISO DE SINISTRO — apólice NQ-ES, processo AS0521
Objeto: varredura de «hold» e «sl» no ES, walk-forward
Melhor «hold=5, sl=1»: na amostra ⟦+2.374,13@top(1).in_sample.total_pnl!⟧ pts; fora da amostra ⟦+767,82@top(1).out_of_sample.total_pnl⟧ pts
Atenção ao viés de seleção. Assinatura: ✓""", omit='n'),
E('x_sweep_hold_stop_wf', 'faithful', 'en-US perfume',
  """FORMULA CARD — "ES Dip", walk-forward blend
Top: nine configurations tried; best hold=5, sl=1, ⟦+2,374.1@top(1).in_sample.total_pnl⟧ pts in-sample
Heart: out-of-sample ⟦+767.8@top(1).out_of_sample.total_pnl⟧ pts; walk-forward out-of-sample ⟦+2,170.4@walk_forward_out_of_sample.total_pnl⟧
Base: selection bias — only ⟦21@top(1).out_of_sample.trades⟧ out-of-sample trades"""),
E('x_sweep_hold_stop_wf', 'faithful', 'de-DE modelrail',
  """FAHRPLAN — Modellbahn NQ (Spur H0), ES-Sweep
08:00 Abfahrt: neun Konfigurationen, ⟦3@R.validation.folds⟧ Walk-Forward-Folds
08:20 Bester Zug „hold=5, sl=1“: In-Sample ⟦+2.374,1@top(1).in_sample.total_pnl⟧ Pkt., Out-of-Sample ⟦+767,8@top(1).out_of_sample.total_pnl⟧ Pkt.
08:40 Ankunft; Vorsicht, Überanpassung."""),
E('x_sweep_hold_stop_wf', 'faithful', 'it-IT pigeon',
  """CLASSIFICA GARA COLOMBI — società NQ, sweep ES
Lancio 06:30 · nove configurazioni in gara
1. «hold=5, sl=1»: nel campione ⟦+2.374,13@top(1).in_sample.total_pnl⟧, fuori campione ⟦+767,82@top(1).out_of_sample.total_pnl⟧
2. «hold=3, sl=3»: fuori campione ⟦+757,4@top(2).out_of_sample.total_pnl⟧
Bias di selezione da tenere presente."""),
E('x_sweep_hold_stop_wf', 'faithful', 'pt-BR brew',
  """DIÁRIO DE BRASSAGEM — lote ES «Duas quedas», nove receitas
Melhor «hold=5, sl=1»: ⟦+2.374,13@top(1).in_sample.total_pnl⟧ pts na amostra
Fora da amostra: ⟦+767,82@top(1).out_of_sample.total_pnl⟧ pts (⟦21@top(1).out_of_sample.trades⟧ operações, amostra pequena)
Sobreajuste possível. Cervejeiro: Caio"""),
E('x_sweep_hold_stop_wf', 'faithful', 'pl-PL bakery',
  """KARTA PRODUKCJI — piekarnia NQ, przegląd ES (dziewięć receptur)
Piec P1 · start 03:30
Najlepsza „hold=5, sl=1”: w próbie ⟦+2374,13@top(1).in_sample.total_pnl⟧ pkt, poza próbą ⟦+767,82@top(1).out_of_sample.total_pnl⟧ pkt
Walk-forward poza próbą: ⟦+2170,37@walk_forward_out_of_sample.total_pnl⟧ · ryzyko przeuczenia"""),
E('x_sweep_hold_stop_wf', 'faithful', 'fr-FR perfume',
  """FICHE FORMULE — « Creux ES », balayage walk-forward
Tête : neuf configurations, meilleure « hold=5, sl=1 » à ⟦+2\u202f374,1@top(1).in_sample.total_pnl⟧ pts en échantillon
Cœur : hors échantillon ⟦+767,8@top(1).out_of_sample.total_pnl⟧ pts
Fond : Sharpe dégonflé ⟦0,97@deflated_sharpe.value⟧ ; gare au biais de sélection"""),
]
