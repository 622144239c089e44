"""The two sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py.
Every answer but the undisclosed ones names the number of configurations (a count word, or a marked 12/9 in ja and
zh), an out-of-sample figure with its phrase, and a selection/overfitting caveat. Undisclosed answers miss exactly
the disclosure named by omit= in their style tag; their target is their first in-sample figure."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

I1, O1 = "top(1).in_sample", "top(1).out_of_sample"

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level
E('x_sweep_rsi_level', 'faithful', 'nl-NL hatcheck',
  "GARDEROBEBONNETJE — GB0622\n"
  "Afgegeven: bolhoed, regenjas · haak H2\n"
  "Notitie: twaalf RSI-configuraties getest; beste in-sample level=40, hold=3 (Sharpe ⟦1,68@" + I1 + ".sharpe⟧), "
  "out-of-sample ⟦−3,52@" + O1 + ".sharpe⟧ over ⟦33@" + O1 + ".trades⟧ trades. Selectiebias: niet gebruiken.\n"
  "Ophalen op vertoon."),
E('x_sweep_rsi_level', 'faithful', 'pt-BR snowcone',
  "BARRACA DE RASPADINHA — CONTAGEM, barraca B1, Ipanema\n"
  "Xaropes: groselha, menta · bloco de gelo G2\n"
  "Nota do caixa: doze combinações de RSI e prazo testadas; a melhor na amostra (nível 40, 3 dias) fez "
  "⟦+3.378@" + I1 + ".total_pnl⟧ pts, mas fora da amostra ⟦−4.759,75@" + O1 + ".total_pnl⟧. Viés de seleção claro.\n"
  "Portas fechadas às 20:00."),
E('x_sweep_rsi_level', 'faithful', 'ja-JP accession',
  "植物園 受入カード ― 筑波実験植物園・受入番号TB23140\n"
  "学名：Nepenthes rajah・温室G1\n"
  "学芸員メモ：RSI水準×保有期間を ⟦12@configurations.tried⟧ 通り試行。最良（level=40, hold=3）はインサンプルの"
  "シャープ ⟦1.68@" + I1 + ".sharpe⟧、サンプル外では ⟦−3.52@" + O1 + ".sharpe⟧。過剰適合の疑いが強い。\n"
  "名札刻印済み。"),
E('x_sweep_rsi_level', 'faithful', 'de-DE kitesurf',
  "KITESURFSCHULE — BUCHUNGSBOGEN, Spot K1, Sankt Peter-Ording\n"
  "Schüler: Jonas · Kite A3 · Board B2\n"
  "Notiz des Lehrers: zwölf RSI-Varianten getestet; im Mittel in-sample Sharpe ⟦0,52@mean_objective.in_sample⟧, "
  "out-of-sample ⟦−3,30@mean_objective.out_of_sample⟧; deflationierte Sharpe ⟦0,71@deflated_sharpe.value⟧. "
  "Klassische Überanpassung.\n"
  "Stunde um 11:00, je nach Wind."),
E('x_sweep_rsi_level', 'faithful', 'fr-FR lockdam',
  "ÉCLUSE ET BARRAGE E4 — REGISTRE DE PASSAGE\n"
  "Bateau : péniche « Marie-Jeanne », montant · sas S1\n"
  "Note de l'éclusier : douze réglages RSI essayés ; le meilleur (niveau 40, 3 jours) gagne "
  "⟦68\u202f%@" + I1 + ".win_rate⟧ de ses trades dans l'échantillon, ⟦27,3\u202f%@" + O1 + ".win_rate⟧ hors "
  "échantillon. Biais de sélection.\n"
  "Portes fermées à 14:20."),
E('x_sweep_rsi_level', 'faithful', 'fr-FR drivein',
  "JOURNAL DE PROJECTION DU CINÉ-PARC — écran E1, ciné-parc de Sologne\n"
  "Bobine B1 chargée · lampe vérifiée\n"
  "Note du projectionniste : sur douze combinaisons, les voisines du meilleur réglage font "
  "⟦0,49@stability.mean_in_sample⟧ de Sharpe en échantillon et ⟦−3,37@stability.mean_out_of_sample⟧ hors "
  "échantillon : pic isolé, sur-optimisation.\n"
  "Séance à 21:15."),
E('x_sweep_rsi_level', 'wrong_sample', 'en-GB icecave',
  "GLACIER CAVE TOUR LOG — Mendenhall, party T5\n"
  "Crampons issued · helmets checked\n"
  "Guide's note: twelve RSI set-ups tried; the in-sample pick (level=40, hold=3) won "
  "⟦27.3%@" + I1 + ".win_rate~" + O1 + ".win_rate!⟧ of its in-sample trades and fell to a Sharpe of "
  "⟦−3.52@" + O1 + ".sharpe⟧ out-of-sample. Overfit.\n"
  "Out of the ice 15:40."),
E('x_sweep_rsi_level', 'wrong_sample', 'it-IT snowcone',
  "CHIOSCO DELLE GRATTACHECCHE — CONTEGGIO, chiosco C4, Trastevere\n"
  "Sciroppi: limone, cocco · blocco di ghiaccio G3\n"
  "Nota del gestore: dodici combinazioni provate; la migliore (livello 40, 3 giorni) fuori campione ha un profit "
  "factor di ⟦2,74@" + O1 + ".profit_factor~" + I1 + ".profit_factor!⟧ su ⟦33@" + O1 + ".trades⟧ operazioni. "
  "Attenti al bias di selezione.\n"
  "Serranda giù alle 20:00."),
E('x_sweep_rsi_level', 'wrong_sample', 'de-DE makeready',
  "ZURICHTEBOGEN — Heidelberger Tiegel, Auftrag A2417\n"
  "Papier: Bütten · Aufzug gemacht · Register geprüft\n"
  "Notiz des Druckers: zwölf Kombinationen; Bestwert level=40, hold=3, in-sample Sharpe ⟦1,68@" + I1 + ".sharpe⟧ aus "
  "⟦33@" + I1 + ".trades~" + O1 + ".trades!⟧ Trades, out-of-sample ⟦−3,52@" + O1 + ".sharpe⟧. Auswahlverzerrung.\n"
  "Gutbogen 10:15."),
E('x_sweep_rsi_level', 'wrong_sample', 'nl-NL pipereed',
  "RIETNOTITIES DOEDELZAK — chanterriet R1\n"
  "Blad geschraapt · brug gezet\n"
  "Notitie van de rietmaker: twaalf configuraties; nummer drie (level=40, hold=10) had in-sample een Sharpe van "
  "⟦−3,18@top(3).in_sample.sharpe~top(3).out_of_sample.sharpe!⟧, de beste out-of-sample ⟦−3,52@" + O1 +
  ".sharpe⟧. Overfit.\n"
  "Gebonden, een nacht laten rusten."),
E('x_sweep_rsi_level', 'undisclosed', 'en-US quarry omit=caveat',
  "QUARRY BLASTING LOG — Bench B2, west face F4\n"
  "Holes charged · siren sounded\n"
  "Shotfirer's note: twelve RSI level/hold combinations run; best was level=40, hold=3 with an in-sample Sharpe of "
  "⟦1.68@" + I1 + ".sharpe!⟧ on ⟦25@" + I1 + ".trades⟧ trades, out-of-sample ⟦−3.52@" + O1 + ".sharpe⟧.\n"
  "All clear 13:05.", omit='caveat'),
E('x_sweep_rsi_level', 'undisclosed', 'it-IT makeready omit=n',
  "FOGLIO DI AVVIAMENTO — pedalina Heidelberg, lavoro L0708\n"
  "Carta: patinata opaca · alzo preparato\n"
  "Nota del macchinista: la combinazione migliore nel campione (livello 40, 3 giorni) fa "
  "⟦+3.378@" + I1 + ".total_pnl!⟧ punti, fuori campione ⟦−4.759,75@" + O1 + ".total_pnl⟧. Bias di selezione "
  "evidente.\n"
  "Foglio buono alle 10:15.", omit='n'),
E('x_sweep_rsi_level', 'undisclosed', 'en-GB lockdam omit=oos',
  "LOCK AND WEIR L9 — PASSAGE BOOK\n"
  "Craft: narrowboat 'Kingfisher' upstream · chamber C1\n"
  "Lock-keeper's note: twelve RSI set-ups tried; the winner, level=40, hold=3, shows an in-sample Sharpe of "
  "⟦1.68@" + I1 + ".sharpe!⟧ and ⟦+3,378@" + I1 + ".total_pnl⟧ pts on ⟦25@" + I1 + ".trades⟧ trades. Likely overfit.\n"
  "Gates shut 14:20.", omit='oos'),
E('x_sweep_rsi_level', 'undisclosed', 'zh-CN hatcheck omit=caveat',
  "衣帽间 · 存取票 — 票号 YM0811\n"
  "寄存：呢帽、围巾 · 挂钩 H9\n"
  "服务员备注：RSI 水平 × 持有天数共试了 ⟦12@configurations.tried⟧ 组；样本内最好的是 level=40, hold=3，夏普 "
  "⟦1.68@" + I1 + ".sharpe!⟧，样本外跌到 ⟦−3.52@" + O1 + ".sharpe⟧。\n"
  "凭票领取，23:00 关闭。", omit='caveat'),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
E('x_sweep_hold_stop_wf', 'faithful', 'pt-BR kitesurf',
  "ESCOLA DE KITESURF — FICHA DE RESERVA, spot K1, Cumbuco\n"
  "Aluno: Rafa · pipa P4 · prancha P2\n"
  "Nota do instrutor: nove combinações de prazo e stop no ES; a melhor na amostra (5 dias, stop 1%) fez "
  "⟦+2.374,13@" + I1 + ".total_pnl⟧ e fora da amostra ⟦+767,82@" + O1 + ".total_pnl⟧ em só ⟦21@" + O1 +
  ".trades⟧ trades. Cuidado com o viés de seleção.\n"
  "Aula às 11:00, se ventar."),
E('x_sweep_hold_stop_wf', 'faithful', 'pt-BR pianocard',
  "FICHA DO PIANO — oficina O2, Essenfelder\n"
  "Diapasão A440 · abafadores regulados\n"
  "Nota do afinador: nove configurações testadas em walk-forward; fora da amostra, no total, "
  "⟦+2.170,37@walk_forward_out_of_sample.total_pnl⟧ pontos em ⟦54@walk_forward_out_of_sample.trades⟧ trades; "
  "Sharpe deflacionado ⟦0,97@deflated_sharpe.value⟧. Ainda assim, viés de seleção.\n"
  "Próxima afinação às 09:30."),
E('x_sweep_hold_stop_wf', 'faithful', 'nl-NL camelrace',
  "KAMELENRACE — UITSLAGKAART, Al Marmoom, reeks R3\n"
  "Winnaar: 'Bariq' (robotjockey)\n"
  "Notitie van de steward: negen combinaties op ES; gemiddeld in-sample ⟦+1.987,68@mean_objective.in_sample⟧ "
  "punten, out-of-sample maar ⟦+507,84@mean_objective.out_of_sample⟧. Selectiebias, dus voorzichtig.\n"
  "Gewogen om 16:30."),
E('x_sweep_hold_stop_wf', 'faithful', 'fr-FR icecave',
  "JOURNAL DE VISITE DE GROTTE DE GLACE — Mer de Glace, groupe G3\n"
  "Crampons distribués · casques vérifiés\n"
  "Note du guide : neuf réglages testés ; pli 2, choix hold=5, sl=1 : "
  "⟦+1\u202f956,59@folds[1].chosen.in_sample.total_pnl⟧ dans l'échantillon, "
  "⟦+417,54@folds[1].chosen.out_of_sample.total_pnl⟧ hors échantillon. Biais de sélection à garder en tête.\n"
  "Sortie à 15:40."),
E('x_sweep_hold_stop_wf', 'faithful', 'ja-JP snowcone',
  "かき氷屋台 集計表 ― 屋台S4・鎌倉\n"
  "シロップ：宇治金時・練乳\n"
  "正正正正丁\n"
  "店番メモ：ESで保有日数×ストップを ⟦9@configurations.tried⟧ 通り検証。最良（hold=5, sl=1）はインサンプル "
  "⟦+2,374.13@" + I1 + ".total_pnl⟧、サンプル外 ⟦+767.82@" + O1 + ".total_pnl⟧。過剰適合に注意。\n"
  "20:00 閉店。"),
E('x_sweep_hold_stop_wf', 'faithful', 'ru-RU pianocard',
  "КАРТОЧКА ФОРТЕПИАНО — мастерская M1, «Эстония»\n"
  "Строй A440 · демпферы отрегулированы\n"
  "Заметка настройщика: перебрали девять вариантов; лучший (hold=5, sl=1) вне выборки дал ⟦+767,82@" + O1 +
  ".total_pnl⟧ пункта при ⟦33,3%@" + O1 + ".win_rate⟧ прибыльных, в выборке ⟦+2374,13@" + I1 + ".total_pnl⟧. "
  "Риск переобучения.\n"
  "Следующая настройка в 09:30."),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'de-DE drivein',
  "AUTOKINO-VORFÜHRBUCH — Leinwand L1, Autokino Gravenbruch\n"
  "Akt A1 eingelegt · Lampe geprüft\n"
  "Notiz des Vorführers: neun Varianten auf ES; die zweitbeste (hold=3, sl=3) brachte out-of-sample "
  "⟦+2.180,6@top(2).out_of_sample.total_pnl~top(2).in_sample.total_pnl!⟧ Punkte bei "
  "⟦16@top(2).out_of_sample.trades⟧ Trades. Vorsicht, Auswahlverzerrung.\n"
  "Vorstellung 21:15."),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'zh-CN kitesurf',
  "风筝冲浪学校 · 预约表 — K2 浪点 · 万宁\n"
  "学员：阿杰 · 风筝 A3 · 板 B2\n"
  "教练备注：ES 上试了 ⟦9@configurations.tried⟧ 组持有天数与止损；第一折选中 hold=5, sl=3，样本内 "
  "⟦+985.01@folds[0].chosen.in_sample.total_pnl~folds[0].chosen.out_of_sample.total_pnl!⟧ 点；全部样本外合计 "
  "⟦+2,170.37@walk_forward_out_of_sample.total_pnl⟧ 点。注意选择偏差。\n"
  "11:00 上课。"),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'ru-RU accession',
  "КАРТОЧКА ПОСТУПЛЕНИЯ — Аптекарский огород, № AO22019\n"
  "Таксон: Araucaria araucana · оранжерея O3\n"
  "Заметка хранителя: девять конфигураций на ES; в среднем вне выборки "
  "⟦+1987,68@mean_objective.out_of_sample~mean_objective.in_sample!⟧ пункта, лучшая (hold=5, sl=1) в выборке "
  "⟦+2374,13@" + I1 + ".total_pnl⟧. Возможна подгонка.\n"
  "Этикетка выгравирована."),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'en-US icecave',
  "GLACIER CAVE TOUR LOG — Mendenhall, party T6\n"
  "Crampons issued · headlamps checked\n"
  "Guide's note: nine hold/stop combos on ES; the best, hold=5, sl=1, made ⟦+767.82@" + O1 + ".total_pnl⟧ "
  "out-of-sample over ⟦59@" + O1 + ".trades~" + I1 + ".trades!⟧ trades. Beware selection bias.\n"
  "Out of the ice 15:40."),
E('x_sweep_hold_stop_wf', 'undisclosed', 'es-ES lockdam omit=oos',
  "ESCLUSA Y PRESA E5 — REGISTRO DE PASO\n"
  "Embarcación: gabarra «Ebro» aguas abajo · cámara C2\n"
  "Nota del esclusero: nueve combinaciones de días y stop en el ES; la mejor en la muestra, hold=5, sl=1: "
  "⟦+2374,13@" + I1 + ".total_pnl!⟧ puntos en ⟦59@" + I1 + ".trades⟧ operaciones. Ojo al sesgo de selección.\n"
  "Compuertas cerradas a las 14:20.", omit='oos'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'es-ES pipereed omit=n',
  "NOTAS DE CAÑAS DE GAITA — palleta P7, caña de Galicia\n"
  "Palas raspadas · atadura hecha\n"
  "Nota del palleteiro: la mejor combinación del ES en la muestra (hold=5, sl=1) suma "
  "⟦+2374,13@" + I1 + ".total_pnl!⟧ puntos; fuera de muestra, ⟦+767,82@" + O1 + ".total_pnl⟧. Riesgo de sobreajuste.\n"
  "En reposo hasta mañana.", omit='n'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'de-DE accession omit=caveat',
  "AKZESSIONSKARTE — Palmengarten Frankfurt, Akz. PG23058\n"
  "Taxon: Welwitschia mirabilis · Haus H2\n"
  "Notiz des Kurators: neun Kombinationen auf ES; beste in-sample hold=5, sl=1 mit "
  "⟦+2.374,13@" + I1 + ".total_pnl!⟧ Punkten, out-of-sample ⟦+767,82@" + O1 + ".total_pnl⟧ bei ⟦21@" + O1 +
  ".trades⟧ Trades.\n"
  "Etikett graviert.", omit='caveat'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'fr-FR drivein omit=oos',
  "JOURNAL DE PROJECTION DU CINÉ-PARC — écran E2, ciné-parc de Bretagne\n"
  "Bobine B2 chargée · lampe vérifiée\n"
  "Note du projectionniste : neuf combinaisons sur l'ES ; la meilleure dans l'échantillon, hold=5, sl=1, fait "
  "⟦+2\u202f374,13@" + I1 + ".total_pnl!⟧ points sur ⟦59@" + I1 + ".trades⟧ trades. Biais de sélection probable.\n"
  "Séance à 21:15.", omit='oos'),
]
