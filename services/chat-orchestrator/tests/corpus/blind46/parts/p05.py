"""The two sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py.
Every answer but the undisclosed ones names the count of configurations, an out-of-sample figure and a
selection caveat. Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E


def IS(rank, col):
    return f"top({rank}).in_sample.{col}"


def OOS(rank, col):
    return f"top({rank}).out_of_sample.{col}"


WF = "walk_forward_out_of_sample"

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level
E('x_sweep_rsi_level', 'faithful', 'fr-FR porcelain',
  "FICHE DE CUISSON — Limoges, four F4, cuisson C0529\n"
  "Cuisson de couverte · montres posées\n"
  "Note du chef de four : douze réglages RSI testés ; le meilleur, level=40, hold=3, affiche un Sharpe de "
  "⟦1,68@" + IS(1, 'sharpe') + "⟧ dans l'échantillon mais ⟦−3,52@" + OOS(1, 'sharpe') + "⟧ hors échantillon — biais "
  "de sélection manifeste.\n"
  "Four ouvert à 07:30."),
E('x_sweep_rsi_level', 'faithful', 'it-IT hedgelay',
  "GARA DI INTRECCIO SIEPI — CARTELLINO CONCORRENTE, lotto L6\n"
  "Polloni intaccati · paletti piantati · legature di nocciolo\n"
  "Nota del giudice: provate dodici combinazioni RSI; fuori campione la media dei Sharpe crolla a "
  "⟦−3,30@mean_objective.out_of_sample⟧ contro ⟦0,52@mean_objective.in_sample⟧ nel campione: sovradattamento.\n"
  "Attrezzi giù alle 14:00."),
E('x_sweep_rsi_level', 'faithful', 'en-GB icefish',
  "ICE-FISHING HUT LOG — Lake Inari, hut S5\n"
  "Holes H1–H3 drilled · jigs down · stove lit\n"
  "Angler's entry: twelve RSI set-ups tried; the top pick (level=40, hold=3) went from ⟦+3,378@" + IS(1, 'total_pnl') +
  "⟧ points in-sample to ⟦−4,759.75@" + OOS(1, 'total_pnl') + "⟧ out-of-sample — classic overfit; deflated Sharpe "
  "only ⟦0.71@deflated_sharpe.value⟧.\n"
  "Lines up 17:40."),
E('x_sweep_rsi_level', 'faithful', 'en-GB grinder',
  "STREET ENTERTAINMENT LICENCE SP0529 — barrel organ, Covent Garden\n"
  "No amplification · monkey not permitted\n"
  "Warden's endorsement: of the twelve RSI configurations, the runner-up (level=40, hold=5) won "
  "⟦59.1%@" + IS(2, 'win_rate') + "⟧ of its in-sample trades but only ⟦18.2%@" + OOS(2, 'win_rate') + "⟧ "
  "out-of-sample; selection bias, not an edge.\n"
  "Pitch cleared by 18:00."),
E('x_sweep_rsi_level', 'faithful', 'ru-RU cooper',
  "УЧЁТ КЛЁПКИ — бондарня в Кизляре, верстак C4, заказ BO0611\n"
  "Дуб кавказский · клёпка пригнана · обручи O1–O4 набиты\n"
  "Запись бондаря: перебрано двенадцать настроек RSI; у лучшей в выборке Sharpe ⟦1,68@" + IS(1, 'sharpe') + "⟧, а вне "
  "выборки ⟦−3,52@" + OOS(1, 'sharpe') + "⟧ на ⟦33@" + OOS(1, 'trades') + "⟧ сделках — явная подгонка.\n"
  "Бочки на обжиг в 13:00."),
E('x_sweep_rsi_level', 'faithful', 'zh-CN turbine',
  "风机维护单 — 张北风电场 · 风机 WT07\n"
  "偏航制动已检 · 叶片已巡检 · 齿轮箱油已取样\n"
  "技术员备注：共测试 ⟦12@configurations.tried⟧ 组 RSI 参数，样本内夏普均值 ⟦0.52@mean_objective.in_sample⟧，"
  "样本外均值 ⟦−3.30@mean_objective.out_of_sample⟧；最优的 level=40, hold=3 样本外跌到 ⟦−3.52@" + OOS(1, 'sharpe') +
  "⟧，明显过拟合。\n"
  "15:20 下塔。"),
E('x_sweep_rsi_level', 'wrong_sample', 'ja-JP grinder',
  "手回しオルガン 路上演奏許可証 ― 許可番号SP0529・浅草\n"
  "拡声器使用不可・猿の同伴不可\n"
  "巡回員記入：RSIの⟦12@configurations.tried⟧通りを試し、最良のlevel=40, hold=3はサンプル外でも勝率"
  "⟦68%@" + OOS(1, 'win_rate') + "~" + IS(1, 'win_rate') + "!⟧。ただし選んだのはサンプル内なので過剰適合に注意。\n"
  "18:00までに撤収。"),
E('x_sweep_rsi_level', 'wrong_sample', 'ru-RU hedgelay',
  "КОНКУРС ПЛЕТЁНЫХ ИЗГОРОДЕЙ — КАРТОЧКА УЧАСТНИКА, участок P8\n"
  "Побеги подрублены · колья вбиты · обвязка из лещины\n"
  "Замечание судьи: перебрано двенадцать настроек RSI; у соседей лучшей средний Sharpe в "
  "выборке ⟦−3,37@stability.mean_in_sample~stability.mean_out_of_sample!⟧, вне выборки тоже провал; подгонка "
  "очевидна.\n"
  "Инструмент сложен в 14:00."),
E('x_sweep_rsi_level', 'wrong_sample', 'it-IT turbine',
  "FOGLIO MANUTENZIONE AEROGENERATORE — Sclafani, turbina WTG03\n"
  "Freni di imbardata verificati · pale ispezionate\n"
  "Nota del tecnico: su dodici configurazioni RSI la migliore (level=40, hold=3) ha reso "
  "⟦+3.378@" + OOS(1, 'total_pnl') + "~" + IS(1, 'total_pnl') + "!⟧ punti fuori campione su "
  "⟦33@" + OOS(1, 'trades') + "⟧ operazioni; attenzione al bias di selezione.\n"
  "Discesa dalla torre alle 15:20."),
E('x_sweep_rsi_level', 'wrong_sample', 'en-US cocoon',
  "SILK FARM — COCOON LEDGER, house R4, batch SB0529\n"
  "Mulberry leaf fed · frames up\n"
  "Sericulturist's entry: twelve RSI combos were tried; the runner-up (level=40, hold=5) posted an in-sample Sharpe "
  "of ⟦−3.19@" + IS(2, 'sharpe') + "~" + OOS(2, 'sharpe') + "!⟧ and fell apart out-of-sample too — textbook "
  "overfit.\n"
  "Cocoons to the reeling shed 10:30."),
E('x_sweep_rsi_level', 'undisclosed', 'zh-CN tubepost omit=oos',
  "气动管道邮件 · 运行日志 — 站 PS1 · 管路 L4\n"
  "传送筒 C1–C4 循环 · 鼓风机开启\n"
  "值班员记录：RSI 参数共试了 ⟦12@configurations.tried⟧ 组，最优 level=40, hold=3 样本内夏普 "
  "⟦1.68@" + IS(1, 'sharpe') + "!⟧、⟦25@" + IS(1, 'trades') + "⟧ 笔交易、胜率 ⟦68%@" + IS(1, 'win_rate') + "⟧；"
  "要警惕选择偏差。\n"
  "20:00 关闭管路。",
  omit='oos'),
E('x_sweep_rsi_level', 'undisclosed', 'pl-PL beetweigh omit=caveat',
  "KWIT WAGOWY KW0529 — cukrownia Kluczewo\n"
  "Przewoźnik: Pomorze-Agro · przyczepa PR2 · tara ziemi pobrana · plac B1\n"
  "Uwaga wagowego: przetestowano dwanaście ustawień RSI; najlepsze (level=40, hold=3) miało w próbie Sharpe "
  "⟦1,68@" + IS(1, 'sharpe') + "!⟧, a poza próbą ⟦−3,52@" + OOS(1, 'sharpe') + "⟧.\n"
  "Zjazd z wagi o 14:25.",
  omit='caveat'),
E('x_sweep_rsi_level', 'undisclosed', 'de-DE lantern omit=n',
  "LATERNENUMZUG — WAGENKARTE, Wagen W3 „Phönix“\n"
  "Gestelle verdrahtet · Laternen entzündet · Träger T1–T8 bereit\n"
  "Notiz der Zugleiterin: bester RSI-Satz level=40, hold=3 — in-sample Sharpe ⟦1,68@" + IS(1, 'sharpe') + "!⟧, "
  "out-of-sample ⟦−3,52@" + OOS(1, 'sharpe') + "⟧; klare Überanpassung.\n"
  "Abmarsch 19:30.",
  omit='n'),
E('x_sweep_rsi_level', 'undisclosed', 'es-ES beetweigh omit=caveat',
  "TIQUE DE BÁSCULA TQ0529 — azucarera de La Bañeza\n"
  "Transportista: Órbigo · remolque RM2 · tara de tierra muestreada\n"
  "Nota del basculista: se probaron doce ajustes de RSI; el mejor, level=40, hold=3, ganó "
  "⟦+3378@" + IS(1, 'total_pnl') + "!⟧ puntos en la muestra y perdió ⟦4759,75@" + OOS(1, 'total_pnl') + "|neg⟧ "
  "fuera de muestra en ⟦33@" + OOS(1, 'trades') + "⟧ operaciones.\n"
  "Salida por báscula a las 14:25.",
  omit='caveat'),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
E('x_sweep_hold_stop_wf', 'faithful', 'fr-FR tubepost',
  "PNEUMATIQUE — REGISTRE DE LIGNE, bureau PN1, ligne L4\n"
  "Curseurs C1 à C4 en rotation · soufflante en marche\n"
  "Note de l'agent : ES, neuf couples hold/stop essayés ; le meilleur (hold=5, sl=1) fait "
  "⟦+2\u202f374,13@" + IS(1, 'total_pnl') + "⟧ pts dans l'échantillon, ⟦+767,82@" + OOS(1, 'total_pnl') + "⟧ hors "
  "échantillon. Biais de sélection à garder en tête.\n"
  "Ligne fermée à 20:00."),
E('x_sweep_hold_stop_wf', 'faithful', 'en-US hedgelay',
  "HEDGELAYING MATCH — COMPETITOR CARD, Shelburne Farms VT, plot P4\n"
  "Pleachers cut · stakes driven · binders woven\n"
  "Judge's remark: nine hold/stop combos on ES; walk-forward out-of-sample came to ⟦+2,170.37@" + WF + ".total_pnl⟧ "
  "points over ⟦54@" + WF + ".trades⟧ trades, deflated Sharpe ⟦0.97@deflated_sharpe.value⟧; the in-sample "
  "pick still carries selection bias.\n"
  "Tools down 14:00."),
E('x_sweep_hold_stop_wf', 'faithful', 'it-IT beetweigh',
  "SCONTRINO DI PESA SP1105 — zuccherificio di Minerbio\n"
  "Trasportatore: Coop Bassa · rimorchio RM3 · tara terra campionata · piazzale B2\n"
  "Nota del pesatore: nove combinazioni sull'ES; la media fuori campione è ⟦+507,84@mean_objective.out_of_sample⟧ "
  "punti contro ⟦+1.987,68@mean_objective.in_sample⟧ nel campione — il bias di selezione c'è.\n"
  "Uscita dalla pesa alle 14:25."),
E('x_sweep_hold_stop_wf', 'faithful', 'nl-NL icefish',
  "IJSVISSERSHUT — LOGBOEK, Lauwersmeer, hut H2\n"
  "Wakken W1–W3 geboord · peuters in het water\n"
  "Aantekening van de visser: negen combinaties op ES; fold 1 koos hold=5, sl=3 (out-of-sample "
  "⟦+985,01@folds[0].chosen.out_of_sample.total_pnl⟧), fold 2 hold=5, sl=1 (out-of-sample "
  "⟦+417,54@folds[1].chosen.out_of_sample.total_pnl⟧). Let op selectiebias.\n"
  "Lijnen binnen om 17:40."),
E('x_sweep_hold_stop_wf', 'faithful', 'nl-NL beetweigh',
  "WEEGBON WB1105 — suikerfabriek Vierverlaten\n"
  "Vervoerder: Agro Noord · kieper KP2 · grondtarra bemonsterd · vak V1\n"
  "Opmerking van de weger: van negen ES-varianten is hold=5, sl=1 de beste: ⟦59@" + IS(1, 'trades') + "⟧ trades "
  "in-sample, maar ⟦21@" + OOS(1, 'trades') + "⟧ out-of-sample (⟦+767,82@" + OOS(1, 'total_pnl') + "⟧) — dun, en "
  "selectiebias speelt mee.\n"
  "Over de brug 14:25."),
E('x_sweep_hold_stop_wf', 'faithful', 'es-ES porcelain',
  "FICHA DE COCCIÓN — Porcelanas del Bidasoa, horno H3, hornada C1105\n"
  "Cocción de vidriado · conos colocados · cajas refractarias apiladas\n"
  "Nota del hornero: nueve combinaciones en ES; el walk-forward fuera de muestra suma "
  "⟦+2170,37@" + WF + ".total_pnl⟧ puntos con Sharpe ⟦1,45@" + WF + ".sharpe⟧; ojo con el sesgo de selección.\n"
  "Horno abierto a las 07:30."),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'pt-BR cooper',
  "CONTAGEM DE ADUELAS — tanoaria em Bento Gonçalves, bancada B2, pedido PD1105\n"
  "Carvalho americano · aduelas juntadas · arcos A1–A4 batidos\n"
  "Nota do tanoeiro: das nove combinações no ES, hold=3, sl=3 acertou ⟦60,5%@" + OOS(2, 'win_rate') + "~" +
  IS(2, 'win_rate') + "!⟧ das operações fora da amostra; viés de seleção à parte.\n"
  "Barris para a tosta às 13:00."),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'en-GB automaton',
  "AUTOMATON REPAIR NOTE — 'The Draughtsman', job AR1105\n"
  "Cams cleaned · mainspring re-tensioned · bellows re-leathered\n"
  "Restorer's note: nine ES combos; fold 2 picked hold=5, sl=1 on ⟦+417.54@folds[1].chosen.in_sample.total_pnl~"
  "folds[1].chosen.out_of_sample.total_pnl!⟧ points in-sample, and the full walk-forward made "
  "⟦+2,170.37@" + WF + ".total_pnl⟧ out-of-sample — mind the selection bias.\n"
  "Collection booked 11:00."),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'pt-BR reptile',
  "RÉPTEIS — QUADRO DE ALIMENTAÇÃO, recinto R2 (iguanas-verdes)\n"
  "Verduras picadas · lâmpadas conferidas · nebulização feita\n"
  "Nota do tratador: entre as nove combinações no ES, hold=2, sl=1 somou ⟦+1.768,48@" + OOS(8, 'total_pnl') + "~" +
  IS(8, 'total_pnl') + "!⟧ pontos fora da amostra; cuidado com o viés de seleção.\n"
  "Luzes apagadas às 17:00."),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'pl-PL lantern',
  "ŚWIĘTO LAMPIONÓW — KARTA PLATFORMY, platforma P3 „Feniks”\n"
  "Stelaże okablowane · lampiony zapalone · tragarze T1–T8 gotowi\n"
  "Uwaga kierownika platformy: dziewięć kombinacji na ES; średni wynik poza próbą "
  "⟦+1987,68@mean_objective.out_of_sample~mean_objective.in_sample!⟧ pkt, ale najlepszą wybrano w próbie — ryzyko "
  "przeuczenia.\n"
  "Platforma rusza o 19:30."),
E('x_sweep_hold_stop_wf', 'undisclosed', 'de-DE reptile omit=oos',
  "REPTILIENHAUS — FÜTTERUNGSTAFEL, Terrarium T2 (Grüne Leguane)\n"
  "Grünzeug geschnitten · Wärmelampen geprüft · Sprühnebel erledigt\n"
  "Notiz des Pflegers: neun Kombinationen auf ES; beste in-sample ist hold=5, sl=1 mit "
  "⟦+2.374,13@" + IS(1, 'total_pnl') + "!⟧ Punkten aus ⟦59@" + IS(1, 'trades') + "⟧ Trades — Auswahlverzerrung "
  "inklusive.\n"
  "Licht aus 17:00.",
  omit='oos'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'pl-PL porcelain omit=oos',
  "KARTA WYPAŁU — Ćmielów, piec P3, wypał W1105\n"
  "Wypał szkliwny · stożki ustawione · kapsle ułożone\n"
  "Notatka mistrza pieca: dziewięć kombinacji na ES; w próbie wygrało hold=5, sl=1 z "
  "⟦+2374,13@" + IS(1, 'total_pnl') + "!⟧ pkt, tuż przed hold=3, sl=3 (⟦+2180,6@" + IS(2, 'total_pnl') + "⟧) — uwaga "
  "na przeuczenie.\n"
  "Piec otwarty o 07:30.",
  omit='oos'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'ru-RU turbine omit=caveat',
  "ЛИСТ ОБСЛУЖИВАНИЯ ВЕТРОУСТАНОВКИ — ветропарк Ульяновск, ВЭУ WT05\n"
  "Тормоза рыскания проверены · лопасти осмотрены · масло отобрано\n"
  "Запись техника: девять комбинаций на ES; лучшая hold=5, sl=1 — ⟦+2374,13@" + IS(1, 'total_pnl') + "!⟧ пункта в "
  "выборке и ⟦+767,82@" + OOS(1, 'total_pnl') + "⟧ вне выборки на ⟦21@" + OOS(1, 'trades') + "⟧ сделке.\n"
  "Спуск с башни в 15:20.",
  omit='caveat'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'fr-FR grinder omit=n',
  "ORGUE DE BARBARIE — AUTORISATION DE STATIONNEMENT AB0529, place du Tertre\n"
  "Sans amplification · singe non autorisé\n"
  "Visa de l'agent : sur l'ES, la meilleure combinaison hold=5, sl=1 gagne ⟦+2\u202f374,13@" + IS(1, 'total_pnl') +
  "!⟧ pts dans l'échantillon, ⟦+767,82@" + OOS(1, 'total_pnl') + "⟧ hors échantillon ; biais de sélection probable.\n"
  "Place libérée avant 18:00.",
  omit='n'),
]
