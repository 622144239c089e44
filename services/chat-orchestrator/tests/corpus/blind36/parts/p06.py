"""Parameter sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py.
Every answer but the undisclosed ones names the number of configurations (a count word, or a marked
12 / 9 in ja and zh), an out-of-sample figure with its phrase, and a selection/overfitting caveat."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

T1I = "top(1).in_sample"
T1O = "top(1).out_of_sample"
WF = "walk_forward_out_of_sample"

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level
E('x_sweep_rsi_level', 'faithful', 'ja-JP rocket',
  f"""モデルロケット打上げ記録 ― フライトF05・機体「きぼう」・モーターC6
発射台P1・無風
打上げ前メモ：RSI水準×保有日数を⟦12@configurations.tried⟧通り試行。最良 level=40, hold=3 はサンプル内シャープ⟦1.68@{T1I}.sharpe⟧、サンプル外⟦−3.52@{T1O}.sharpe⟧。過剰適合の疑い
回収良好。"""),
E('x_sweep_rsi_level', 'faithful', 'pt-BR reel',
  f"""CABINE DE PROJEÇÃO — DIÁRIO DE ROLOS · sala S2
Rolo R1 às 21:10 · troca R1→R2 às 21:31
Anotação: doze combinações testadas; a melhor, level=40, hold=3, fez ⟦+3.378@{T1I}.total_pnl⟧ pontos na amostra e ⟦−4.759,75@{T1O}.total_pnl⟧ fora da amostra — viés de seleção
Foco conferido."""),
E('x_sweep_rsi_level', 'faithful', 'ru-RU brass',
  f"""ДУХОВОЙ ОРКЕСТР — ПРОГРАММА КОНЦЕРТА
Вальс: «На сопках Маньчжурии»
В буклете: перебрано двенадцать вариантов RSI; лучший (level=40, hold=3) — Шарп ⟦1,68@{T1I}.sharpe⟧ в выборке, ⟦−3,52@{T1O}.sharpe⟧ вне выборки; похоже на подгонку
Антракт. Дирижёр: В. Орлов"""),
E('x_sweep_rsi_level', 'faithful', 'es-ES chimney',
  """DESHOLLINADOR — PARTE DE TRABAJO P0611
Aparato: chimenea abierta, conducto de ladrillo
Nota: barrido de doce combinaciones RSI/días; Sharpe medio en muestra ⟦0,52@mean_objective.in_sample⟧ y fuera de muestra ⟦−3,30@mean_objective.out_of_sample⟧. Ojo con el sesgo de selección
Prueba de humo superada."""),
E('x_sweep_rsi_level', 'faithful', 'fr-FR hockey',
  f"""FEUILLE DU BANC DES PÉNALITÉS — période P2
LOC #14 accrochage, mineure · sortie 06:12 · retour 08:12
Note du marqueur : douze réglages RSI essayés ; le meilleur, level=40, hold=3, gagne ⟦68\u202f%@{T1I}.win_rate⟧ de ses trades en échantillon, ⟦27,27\u202f%@{T1O}.win_rate⟧ hors échantillon — biais de sélection"""),
E('x_sweep_rsi_level', 'faithful', 'fr-FR greenhouse',
  f"""SERRE S1 — JOURNAL CLIMATIQUE · travée T4, salades
06:00 ouvrants fermés
Note : balayage de douze configurations RSI ; Sharpe dégonflé ⟦0,71@deflated_sharpe.value⟧, et le meilleur tombe à ⟦−3,52@{T1O}.sharpe⟧ hors échantillon. Biais de sélection probable
Arrosage à 07:00."""),
E('x_sweep_rsi_level', 'wrong_sample', 'en-GB fishslate',
  """FRESH FISH — TODAY'S SLATE
Cod · Dover sole · Cromer crab
Chalked by the till: twelve RSI set-ups tried; runner-up level=40, hold=5 made ⟦+3,024@top(2).out_of_sample.total_pnl~top(2).in_sample.total_pnl!⟧ pts out-of-sample. Beware selection bias
We dress crabs to order."""),
E('x_sweep_rsi_level', 'wrong_sample', 'es-ES cable',
  f"""DIARIO DEL BUQUE CABLERO — «Ile de Batz» · segmento S1
03:55 UTC arado A2 en el fondo
Nota de guardia: doce combinaciones; la mejor, level=40, hold=3, tuvo Sharpe ⟦1,68@{T1I}.sharpe⟧ en muestra con ⟦33@{T1I}.trades~{T1O}.trades!⟧ operaciones, y ⟦−3,52@{T1O}.sharpe⟧ fuera de muestra. Sesgo de selección"""),
E('x_sweep_rsi_level', 'wrong_sample', 'it-IT greenhouse',
  """SERRA S1 — REGISTRO CLIMA · campata C3, basilico
06:00 finestre chiuse, riscaldamento acceso
Nota: dodici combinazioni RSI; level=30, hold=3 vince il ⟦43,75 %@top(4).in_sample.win_rate~top(4).out_of_sample.win_rate!⟧ nel campione, fuori campione Sharpe ⟦−1,97@top(4).out_of_sample.sharpe⟧. Bias di selezione
Nebulizzazione spenta alle 11:00."""),
E('x_sweep_rsi_level', 'wrong_sample', 'en-US radio',
  """RADIO REPAIR TICKET — Zenith Trans-Oceanic · job R1103
Fault: dead on shortwave
Bench note: twelve RSI level/hold combos swept; average Sharpe of the ranked ones ⟦0.52@mean_objective.out_of_sample~mean_objective.in_sample!⟧ out-of-sample. Classic selection bias risk
Recapped, realigned, working."""),
E('x_sweep_rsi_level', 'undisclosed', 'pl-PL rodeo omit=n',
  f"""KARTA OCEN RODEO — jazda na byku · runda R2
Jeździec J09 na „Tornadzie”
Uwagi: najlepsze ustawienie RSI, level=40, hold=3 — Sharpe w próbie ⟦1,68@{T1I}.sharpe!⟧, poza próbą ⟦−3,52@{T1O}.sharpe⟧; możliwe przeuczenie
Osiem sekund. Sędziowie S1/S2""", omit='n'),
E('x_sweep_rsi_level', 'undisclosed', 'en-US rocket omit=oos',
  f"""LAUNCH LOG — Flight F11 · 'Liberty' · motor C6
Pad P3 · calm
Pre-flight note: twelve RSI level/hold combos tried; the pick, level=40, hold=3, shows Sharpe ⟦1.68@{T1I}.sharpe!⟧ on ⟦25@{T1I}.trades⟧ trades and ⟦+3,378@{T1I}.total_pnl⟧ pts. Likely overfit
Chute deployed, good recovery.""", omit='oos'),
E('x_sweep_rsi_level', 'undisclosed', 'en-GB hockey omit=caveat',
  f"""PENALTY BOX SHEET — P3
HOME #22 interference, minor · off 11:05 · on 13:05
Scorer's note: twelve RSI settings run; best was level=40, hold=3 with ⟦68%@{T1I}.win_rate!⟧ winners in-sample, just ⟦27.27%@{T1O}.win_rate⟧ out-of-sample
Clock synced.""", allow=['22'], omit='caveat'),
E('x_sweep_rsi_level', 'undisclosed', 'zh-CN brass omit=n',
  f"""铜管乐团音乐会节目单
进行曲《骑兵进行曲》
节目说明：RSI 扫描的最佳组合 level=40, hold=3，样本内夏普 ⟦1.68@{T1I}.sharpe!⟧，样本外 ⟦−3.52@{T1O}.sharpe⟧；存在选择偏差
中场休息。指挥：陈涛""", omit='n'),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
E('x_sweep_hold_stop_wf', 'faithful', 'fr-FR courier',
  f"""FEUILLE DE ROUTE — coursier C5 · zone Nord
Enlèvement 16:20 · livré 16:47 · signé
Pli : ES, neuf combinaisons durée/stop en walk-forward ; hors échantillon cumulé ⟦+2\u202f170,37@{WF}.total_pnl⟧ points sur ⟦54@{WF}.trades⟧ trades. Biais de sélection possible"""),
E('x_sweep_hold_stop_wf', 'faithful', 'it-IT chimney',
  f"""SPAZZACAMINO — SCHEDA LAVORO S0814
Apparecchio: caminetto aperto
Appunto: nove combinazioni su ES; la migliore, hold=5, sl=1, fa ⟦+2.374,13@{T1I}.total_pnl⟧ punti nel campione e ⟦+767,82@{T1O}.total_pnl⟧ fuori campione. Attenzione al bias di selezione
Prova fumi superata."""),
E('x_sweep_hold_stop_wf', 'faithful', 'en-GB reel',
  """PROJECTION BOX — REEL LOG · Screen S3
R1 on 18:45 · changeover R1→R2 19:06
Between reels: nine hold/stop pairs on ES, walk-forward in 3 folds; deflated Sharpe ⟦0.97@deflated_sharpe.value⟧, mean out-of-sample ⟦+507.8@mean_objective.out_of_sample⟧ pts vs ⟦+1,987.7@mean_objective.in_sample⟧ in-sample. Some overfit likely
Lamp OK."""),
E('x_sweep_hold_stop_wf', 'faithful', 'de-DE chimney',
  """SCHORNSTEINFEGER — ARBEITSKARTE A0725
Feuerstätte: Kaminofen, Edelstahlrohr
Notiz: neun Kombinationen Haltedauer/Stopp auf ES; Fold 1 (hold=5, sl=3) in-sample ⟦+678,8@folds[0].chosen.in_sample.total_pnl⟧, out-of-sample ⟦+985,01@folds[0].chosen.out_of_sample.total_pnl⟧ Punkte. Überanpassung bleibt möglich
Kehrung erledigt."""),
E('x_sweep_hold_stop_wf', 'faithful', 'en-GB rocket',
  f"""LAUNCH LOG — Flight F14 · 'Merlin' · motor C6
Pad P1 · light breeze
Pre-flight note: nine ES hold/stop combos, walk-forward; best hold=5, sl=1 — in-sample Sharpe ⟦1.52@{T1I}.sharpe⟧ on ⟦59@{T1I}.trades⟧ trades, out-of-sample ⟦1.45@{T1O}.sharpe⟧ on ⟦21@{T1O}.trades⟧. Mind the overfit
Recovered intact."""),
E('x_sweep_hold_stop_wf', 'faithful', 'es-ES rodeo',
  """HOJA DE PUNTUACIÓN — RODEO · monta de bronco · ronda R3
Jinete J07 sobre «Centella»
Nota: nueve combinaciones en ES; la segunda, hold=3, sl=3, acierta ⟦60,47 %@top(2).in_sample.win_rate⟧ en muestra y ⟦56,25 %@top(2).out_of_sample.win_rate⟧ fuera de muestra. Cuidado con el sesgo de selección"""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'de-DE rocket',
  f"""STARTPROTOKOLL MODELLRAKETE — Flug F15 · „Pfeil“ · Motor C6
Startrampe R1 · windstill
Notiz: neun Kombinationen auf ES; beste (hold=5, sl=1) in-sample ⟦+767,8@{T1I}.total_pnl~{T1O}.total_pnl!⟧ Punkte, Walk-forward out-of-sample gesamt ⟦+2.170,37@{WF}.total_pnl⟧. Überanpassung möglich
Geborgen."""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'ru-RU fishslate',
  """РЫБНЫЙ ПРИЛАВОК — ДОСКА ДНЯ
Лещ · навага · килька
Мелом сбоку: девять вариантов на ES; во втором фолде (hold=5, sl=1) вне выборки ⟦+1956,59@folds[1].chosen.out_of_sample.total_pnl~folds[1].chosen.in_sample.total_pnl!⟧ пункта. Возможна подгонка
Чистка рыбы бесплатно."""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'ru-RU courier',
  """ПУТЕВОЙ ЛИСТ КУРЬЕРА — курьер K9 · зона Север
Забор 11:40 · доставка 12:05 · подпись получена
Справка: девять комбинаций hold/sl на ES; у hold=3, sl=1 вне выборки ⟦62@top(4).out_of_sample.trades~top(4).in_sample.trades!⟧ сделки и ⟦+628,61@top(4).out_of_sample.total_pnl⟧ пункта; подгонка не исключена"""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'ja-JP radio',
  f"""真空管ラジオ修理カード ― 東芝・受付番号R0921
症状：音が出ない
メモ：ESで⟦9@configurations.tried⟧通りを検証。全構成のサンプル内平均⟦+507.8@mean_objective.in_sample~mean_objective.out_of_sample!⟧ポイント、ウォークフォワードのサンプル外合計⟦+2,170.4@{WF}.total_pnl⟧。過剰適合に注意
修理完了。"""),
E('x_sweep_hold_stop_wf', 'undisclosed', 'pt-BR hockey omit=oos',
  f"""SÚMULA DO BANCO DE PENALIDADES — período P3
VISITANTE #30 cotovelada, menor · sai 13:10 · volta 15:10
Mesário: nove combinações em ES; a melhor, hold=5, sl=1, somou ⟦+2.374,13@{T1I}.total_pnl!⟧ pontos em ⟦59@{T1I}.trades⟧ operações na amostra. Cuidado com o viés de seleção""",
  allow=['30'], omit='oos'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'fr-FR fishslate omit=n',
  f"""POISSONNERIE — ARDOISE DU JOUR
Maquereau · rouget · huîtres
À la craie : balayage durée/stop sur ES ; meilleur réglage hold=5, sl=1 à ⟦+2\u202f374,1@{T1I}.total_pnl!⟧ points en échantillon, ⟦+767,8@{T1O}.total_pnl⟧ hors échantillon — biais de sélection""", omit='n'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'en-US stud omit=caveat',
  f"""COVERING RECORD — Stallion: 'Copper Canyon'
Mare: 'Sweet Clementine' (bay)
Office note: nine ES hold/stop combos ran walk-forward; the top one, hold=5, sl=1, earned ⟦+2,374.13@{T1I}.total_pnl!⟧ pts in-sample and ⟦+767.82@{T1O}.total_pnl⟧ out-of-sample
Covered 07:10.""", omit='caveat'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'nl-NL reel omit=oos',
  f"""CABINE — SPOELENLOG · zaal Z1
Spoel S1 om 19:15 · overgang S1→S2 om 19:37
Tussen de spoelen: negen combinaties houdduur/stop op ES; beste, hold=5, sl=1, in-sample Sharpe ⟦1,52@{T1I}.sharpe!⟧ en winst ⟦+2.374,13@{T1I}.total_pnl⟧ punten. Pas op voor selectiebias
Lamp in orde.""", omit='oos'),
]
