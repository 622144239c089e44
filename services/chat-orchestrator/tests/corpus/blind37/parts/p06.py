"""Sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py.
Every answer except the undisclosed ones names the number of configurations tried, an out-of-sample figure and
phrase, and a selection/overfitting caveat; each undisclosed answer leaves out exactly the one named in omit=.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

B = "top(1)"
WF = "walk_forward_out_of_sample"

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level
E('x_sweep_rsi_level', 'faithful', 'en-US cider',
  f"""CIDER PRESS — YIELD SHEET, Hillside orchard
Press P3 · Baldwin, Roxbury Russet
Yield note: twelve RSI level/hold combos tried on NQ; best in-sample was level=40, hold=3 with Sharpe ⟦1.68@{B}.in_sample.sharpe⟧ on ⟦25@{B}.in_sample.trades⟧ trades, but out-of-sample it fell to ⟦−3.52@{B}.out_of_sample.sharpe⟧. Picked from twelve, so likely overfit.
Pomace to the hogs."""),
E('x_sweep_rsi_level', 'faithful', 'pl-PL grooming',
  f"""SALON GROOMERSKI — KARTA WIZYTY
Pies: „Kropka”, cocker spaniel · Właściciel: p. Nowicki
Sobota 09:00 · kąpiel i strzyżenie
Notatka: przetestowano dwanaście ustawień RSI; najlepsze w próbie (level=40, hold=3) Sharpe ⟦1,68@{B}.in_sample.sharpe⟧, poza próbą ⟦−3,52@{B}.out_of_sample.sharpe⟧; deflowany Sharpe ⟦0,71@deflated_sharpe.value⟧ — to raczej przeuczenie.
Pazury obcięte."""),
E('x_sweep_rsi_level', 'faithful', 'nl-NL carillon',
  f"""BEIAARD — OEFENBLAD, speeltafel Martinitoren
Stuk: ‘Wilhelmus’, plechtig
Notitie: twaalf combinaties van RSI-niveau en houdduur getest; beste in-sample level=40, hold=3: ⟦+3.378@{B}.in_sample.total_pnl⟧ punten, out-of-sample ⟦−4.759,75@{B}.out_of_sample.total_pnl⟧ op ⟦33@{B}.out_of_sample.trades⟧ trades. Selectiebias: de beste is gekozen op in-sample data.
Klepel lage C bijgesteld."""),
E('x_sweep_rsi_level', 'faithful', 'fr-FR spa',
  f"""THERMES — FICHE DE SOINS, chambre C112
09:30 bain bouillonnant · 10:15 enveloppement d'algues
Note : douze réglages RSI testés ; le meilleur (level=40, hold=3) gagne ⟦68\u202f%@{B}.in_sample.win_rate⟧ de ses trades dans l'échantillon mais ⟦27,3\u202f%@{B}.out_of_sample.win_rate⟧ hors échantillon. Biais de sélection évident.
Boire de l'eau."""),
E('x_sweep_rsi_level', 'faithful', 'ru-RU carillon',
  f"""КАРИЛЬОН — ЛИСТ ЗАНЯТИЙ, башня ратуши
Пьеса: «Вечерний звон», медленно
Заметка: перебрано двенадцать сочетаний уровня RSI и удержания; в среднем в выборке ⟦0,52@mean_objective.in_sample⟧, вне выборки ⟦−3,30@mean_objective.out_of_sample⟧. Лучший вариант — подгонка под историю.
Язык нижнего C подтянут."""),
E('x_sweep_rsi_level', 'faithful', 'it-IT loco',
  f"""DEPOSITO LOCOMOTIVE — FOGLIO DI SERVIZIO F0117
Macchina: «la Signora», accensione 05:10
Nota del capodeposito: dodici combinazioni RSI provate; la migliore (level=40, hold=3) nel campione ⟦+3.378@{B}.in_sample.total_pnl⟧ punti, fuori campione ⟦−4.759,75@{B}.out_of_sample.total_pnl⟧. Sharpe deflazionato ⟦0,71@deflated_sharpe.value⟧: sovradattamento probabile.
Tender pieno."""),
E('x_sweep_rsi_level', 'wrong_sample', 'de-DE bindery',
  """BUCHBINDEREI — AUFTRAGSZETTEL A0522
Titel: Vereinschronik, Ganzleinen
Rückenschild: zwölf RSI-Kombinationen getestet; Platz zwei (level=40, hold=5) mit Trefferquote out-of-sample ⟦59,09 %@top(2).out_of_sample.win_rate~top(2).in_sample.win_rate!⟧ auf ⟦22@top(2).out_of_sample.trades⟧ Trades. Überanpassung nicht ausgeschlossen.
Kapitalband angesetzt."""),
E('x_sweep_rsi_level', 'wrong_sample', 'ru-RU taxidermy',
  f"""ТАКСИДЕРМИЧЕСКАЯ МАСТЕРСКАЯ — ЗАКАЗ-НАРЯД T1003
Объект: рысь, в прыжке · Заказчик: охотхозяйство «Бор»
Заметка: перебрано двенадцать вариантов, лучший level=40, hold=3 — в выборке ⟦33@{B}.in_sample.trades~{B}.out_of_sample.trades!⟧ сделки, Sharpe ⟦1,68@{B}.in_sample.sharpe⟧; вне выборки Sharpe ⟦−3,52@{B}.out_of_sample.sharpe⟧. Похоже на подгонку.
Глаза вставлены."""),
E('x_sweep_rsi_level', 'wrong_sample', 'nl-NL taxidermy',
  """PREPARATEURSWERKPLAATS — WERKBON W1108
Object: vos, zittend · Klant: dhr. Hendriks
Werkbanknotitie: twaalf RSI-varianten getest; gemiddelde Sharpe in-sample ⟦0,52@mean_objective.in_sample⟧, out-of-sample ⟦0,52@mean_objective.out_of_sample~mean_objective.in_sample!⟧. De beste is gekozen op in-sample data: selectiebias.
Glazen ogen geplaatst."""),
E('x_sweep_rsi_level', 'wrong_sample', 'es-ES grooming',
  """PELUQUERÍA CANINA — TARJETA DE CITA
Perro: «Lola», caniche · Dueña: Sra. Ortega
Martes 17:30 · baño y corte
Nota: doce combinaciones de RSI probadas; la cuarta (level=30, hold=3) da profit factor fuera de muestra de ⟦2,92@top(4).out_of_sample.profit_factor~top(4).in_sample.profit_factor!⟧ en ⟦16@top(4).out_of_sample.trades⟧ operaciones. Ojo al sesgo de selección.
Uñas cortadas."""),
E('x_sweep_rsi_level', 'undisclosed', 'en-GB loco omit=oos',
  f"""LOCOMOTIVE SHED — DUTY CARD D14
Engine: 'Black Five', fire lit 05:30
Running foreman's note: RSI level/hold sweep on NQ, twelve combos; top in-sample level=40, hold=3, Sharpe ⟦1.68@{B}.in_sample.sharpe!⟧ on ⟦25@{B}.in_sample.trades⟧ trades, ⟦+3,378@{B}.in_sample.total_pnl⟧ pts. Watch the selection bias.
Ashpan emptied; off shed 07:10.""", omit='oos'),
E('x_sweep_rsi_level', 'undisclosed', 'fr-FR cider omit=n',
  f"""CIDRERIE — FEUILLE DE RENDEMENT DU PRESSOIR, pressoir P1
Pommes : Kermerrien, Marie-Ménard
Note : meilleur réglage RSI (level=40, hold=3), Sharpe ⟦1,68@{B}.in_sample.sharpe!⟧ dans l'échantillon, ⟦−3,52@{B}.out_of_sample.sharpe⟧ hors échantillon. Biais de sélection.
Marc aux cochons.""", omit='n'),
E('x_sweep_rsi_level', 'undisclosed', 'it-IT colliery omit=caveat',
  f"""MINIERA DI CARBONE — REGISTRO DI TURNO, galleria G2
Turno di mattina · caposquadra: E. Pinna
Rapporto: dodici combinazioni RSI; la prima (level=40, hold=3) nel campione ⟦+3.378@{B}.in_sample.total_pnl!⟧ punti su ⟦25@{B}.in_sample.trades⟧ operazioni, fuori campione ⟦−4.759,75@{B}.out_of_sample.total_pnl⟧.
Grisou sotto controllo.""", omit='caveat'),
E('x_sweep_rsi_level', 'undisclosed', 'ja-JP leadlight omit=oos',
  f"""ステンドグラス工房 制作依頼カード G0908
依頼主：聖アンナ教会、東窓
下絵メモ：RSIの水準と保有日数を⟦12@configurations.tried⟧通り試した。最良は level=40, hold=3、勝率 ⟦68%@{B}.in_sample.win_rate!⟧、⟦25@{B}.in_sample.trades⟧回。過剰適合に注意。
鉛線カット済み。""", omit='oos'),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
E('x_sweep_hold_stop_wf', 'faithful', 'en-GB colliery',
  f"""COLLIERY SHIFT LOG — Bentley pit, district D3
Day shift · deputy: R. Hartley
Deputy's report: ES hold/stop sweep, nine configurations, walk-forward; best hold=5, sl=1 at ⟦+2,374.1@{B}.in_sample.total_pnl⟧ pts in-sample, ⟦+767.8@{B}.out_of_sample.total_pnl⟧ out-of-sample on ⟦21@{B}.out_of_sample.trades⟧ trades. Selection bias applies.
All men out by 14:00."""),
E('x_sweep_hold_stop_wf', 'faithful', 'fr-FR bindery',
  f"""ATELIER DE RELIURE — FICHE DE TRAVAIL R0930
Ouvrage : cartulaire, plein veau
Pièce de titre : ES, neuf réglages en walk-forward ; hors échantillon cumulé ⟦+2\u202f170,4@{WF}.total_pnl⟧ points sur ⟦54@{WF}.trades⟧ trades ; Sharpe dégonflé ⟦0,97@deflated_sharpe.value⟧. Biais de sélection à garder en tête.
Nerfs marqués."""),
E('x_sweep_hold_stop_wf', 'faithful', 'es-ES carillon',
  f"""CARILLÓN — HOJA DE ENSAYO, teclado de la catedral
Pieza: «Cant dels ocells», lento
Nota: nueve combinaciones en ES con walk-forward; la mejor, hold=5, sl=1: ⟦+2374,13@{B}.in_sample.total_pnl⟧ en muestra y ⟦+767,82@{B}.out_of_sample.total_pnl⟧ fuera de muestra. Sesgo de selección: se eligió en muestra.
Badajo del do grave ajustado."""),
E('x_sweep_hold_stop_wf', 'faithful', 'pl-PL cider',
  f"""TŁOCZNIA CYDRU — ARKUSZ WYDAJNOŚCI, prasa P2
Odmiany: szara reneta, boiken
Notatka: dziewięć konfiguracji ES; fold 1 (hold=5, sl=3) w próbie ⟦+678,80@folds[0].chosen.in_sample.total_pnl⟧, poza próbą ⟦+985,01@folds[0].chosen.out_of_sample.total_pnl⟧ pkt. Ryzyko przeuczenia zostaje.
Wytłoki dla kóz."""),
E('x_sweep_hold_stop_wf', 'faithful', 'zh-CN carillon',
  f"""排钟 · 练习记录 钟楼演奏台
曲目：《茉莉花》，慢板
备注：ES 持有期/止损共试 ⟦9@configurations.tried⟧ 组，前推验证；全部样本外合计 ⟦+2,170.37@{WF}.total_pnl⟧ 点（⟦54@{WF}.trades⟧ 笔），样本内均值 ⟦+1,987.68@mean_objective.in_sample⟧。最优组合有选择偏差。
低音 C 踏板偏紧。"""),
E('x_sweep_hold_stop_wf', 'faithful', 'it-IT colliery',
  f"""MINIERA DI CARBONE — REGISTRO DI TURNO, pozzo P4 Serbariu
Turno di notte · caposquadra: A. Melis
Rapporto: nove configurazioni su ES, walk-forward; la seconda (hold=3, sl=3) nel campione ⟦+2.180,6@top(2).in_sample.total_pnl⟧, fuori campione ⟦+757,4@top(2).out_of_sample.total_pnl⟧ punti. Bias di selezione da considerare.
Tutti risaliti alle 06:00."""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'de-DE leadlight',
  f"""GLASMALEREI — AUFTRAGSKARTE G0709
Kunde: Klosterkirche, Westrose
Kartonnotiz: ES, neun Einstellungen, Walk-forward; Fold 2 (hold=5, sl=1) in-sample ⟦+417,54@folds[1].chosen.in_sample.total_pnl~folds[1].chosen.out_of_sample.total_pnl!⟧ Punkte, out-of-sample insgesamt ⟦+2.170,37@{WF}.total_pnl⟧. Überanpassung möglich.
Bleiruten gelötet."""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'it-IT lookout',
  f"""TORRETTA ANTINCENDIO — REGISTRO DI VEDETTA, postazione V1 Sila
07:30 presa servizio, cielo terso
Annotazione: nove combinazioni su ES; la seconda (hold=3, sl=3) ha Sharpe fuori campione ⟦1,89@top(2).out_of_sample.sharpe~top(2).in_sample.sharpe!⟧ su ⟦16@top(2).out_of_sample.trades⟧ operazioni. Occhio al sovradattamento.
Nessun fumo."""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'es-ES loco',
  f"""DEPÓSITO DE LOCOMOTORAS — HOJA DE SERVICIO H0921
Máquina: «la Pepa», encendido 04:50
Nota: nueve configuraciones en ES; la mejor (hold=5, sl=1) hace ⟦+767,82@{B}.out_of_sample.total_pnl⟧ puntos fuera de muestra en ⟦59@{B}.out_of_sample.trades~{B}.in_sample.trades!⟧ operaciones. Cuidado con el sobreajuste.
Ténder lleno."""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'en-GB grooming',
  f"""GROOMING PARLOUR — APPOINTMENT CARD
Dog: 'Mabel', springer spaniel · Owner: Mrs. Dunmore
Wed 11:00 · bath, blow-dry, feathers trimmed
Groomer's note: ES sweep, nine configs; best hold=5, sl=1 made ⟦+767.8@{B}.out_of_sample.total_pnl⟧ pts out-of-sample; its two grid neighbours averaged ⟦+359.5@stability.mean_in_sample~stability.mean_out_of_sample!⟧ pts in-sample. Mind the selection bias.
Nails clipped."""),
E('x_sweep_hold_stop_wf', 'undisclosed', 'en-US grooming omit=caveat',
  f"""PAWS & SUDS — APPOINTMENT CARD
Dog: 'Tucker', golden doodle · Owner: Mr. Reyes
Sat 08:30 · full groom
Groomer's note: nine hold/stop configs on ES, walk-forward; hold=5, sl=1 made ⟦+2,374.13@{B}.in_sample.total_pnl!⟧ pts in-sample and ⟦+767.82@{B}.out_of_sample.total_pnl⟧ out-of-sample.
Ears cleaned.""", omit='caveat'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'ja-JP loco omit=n',
  f"""機関区 乗務カード ― 仕業D07
機関車：D形テンダー機、火入れ 04:40
助役メモ：ES 保有日数×損切りのウォークフォワード　最良 hold=5, sl=1 はサンプル内 ⟦+2,374.13@{B}.in_sample.total_pnl!⟧、サンプル外 ⟦+767.82@{B}.out_of_sample.total_pnl⟧ポイント。過剰適合の可能性あり。
炭水車満載。""", omit='n'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'fr-FR leadlight omit=caveat',
  f"""ATELIER DE VITRAIL — CARTE DE COMMANDE V0814
Client : chapelle Notre-Dame-des-Flots, oculus
Note du carton : ES, neuf réglages en walk-forward ; le premier (hold=5, sl=1) fait ⟦+2\u202f374,13@{B}.in_sample.total_pnl!⟧ points dans l'échantillon et ⟦+767,82@{B}.out_of_sample.total_pnl⟧ hors échantillon.
Plombs soudés.""", omit='caveat'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'nl-NL pasta omit=oos',
  """PASTAFABRIEK — CHARGEBLAD C1203, lijn L3
Vorm: orecchiette
Notitie: negen combinaties van houdduur en stop op ES; gemiddeld in-sample ⟦+1.987,68@mean_objective.in_sample!⟧ punten, de beste (hold=5, sl=1) ⟦+2.374,13@top(1).in_sample.total_pnl⟧. Pas op voor selectiebias.
Droogkast D1.""", omit='oos'),
]
