"""Sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py.
Every answer except the undisclosed ones names the configurations tried, an out-of-sample figure and phrase, and a
selection/overfitting caveat. Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

NT = "configurations.tried"


def IS(rank, k):
    return f"top({rank}).in_sample.{k}"


def OOS(rank, k):
    return f"top({rank}).out_of_sample.{k}"


def F(i, s, k):
    return f"folds[{i}].chosen.{s}.{k}"


WF = "walk_forward_out_of_sample"

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level
E('x_sweep_rsi_level', 'faithful', 'pt-BR cablecar',
  "BONDINHO — LIVRO DE INSPEÇÃO, linha L2, cabine C1, Campos do Jordão\n"
  "Cabo inspecionado · garras testadas · freio OK\n"
  "Nota do inspetor: doze configurações testadas; a melhor, level=40, hold=3, fez Sharpe ⟦1,68@" + IS(1, 'sharpe') + "⟧ "
  "dentro da amostra e ⟦−3,52@" + OOS(1, 'sharpe') + "⟧ fora da amostra. Viés de seleção.\n"
  "Liberado às 08:30."),
E('x_sweep_rsi_level', 'faithful', 'en-GB saltpan',
  "SALT WORKS — EVAPORATION LOG, pan P2, Maldon\n"
  "Brine let in · flakes skimmed\n"
  "Salt-maker's note: twelve configurations tried. Best, level=40, hold=3: in-sample Sharpe ⟦1.68@" + IS(1, 'sharpe') + "⟧ "
  "on ⟦25@" + IS(1, 'trades') + "⟧ trades, out-of-sample ⟦−3.52@" + OOS(1, 'sharpe') + "⟧ on ⟦33@" + OOS(1, 'trades') + "⟧. "
  "Selection bias; looks overfit.\n"
  "Barrows in 18:15."),
E('x_sweep_rsi_level', 'faithful', 'it-IT llama',
  "TREKKING CON I LAMA — SCHEDA PERCORSO, anello A3, Val d'Aosta\n"
  "Lama: Pedro, Luna · lunghina L2 · basti controllati\n"
  "Nota della guida: dodici combinazioni provate; Sharpe medio ⟦0,52@mean_objective.in_sample⟧ in campione contro "
  "⟦−3,30@mean_objective.out_of_sample⟧ fuori campione. Attenzione al bias di selezione.\n"
  "Rientro al recinto 16:30."),
E('x_sweep_rsi_level', 'faithful', 'pl-PL pyro',
  "SCENARIUSZ ODPALANIA — pokaz S2, barka B1, Odra\n"
  "Q1 00:00 komety · Q2 01:00 piwonie · Q3 02:20 finał F2\n"
  "Notatka pirotechnika: dwanaście konfiguracji; najlepsza level=40, hold=3 poza próbą: ⟦33@" + OOS(1, 'trades') + "⟧ "
  "transakcje, wynik ⟦−4759,75@" + OOS(1, 'total_pnl') + "⟧ pkt. Klasyczne przeuczenie.\n"
  "Odpalenie 21:45."),
E('x_sweep_rsi_level', 'faithful', 'en-US marionette',
  "PUPPET REPAIR WORKSHOP — TICKET P0811\n"
  "Item: marionette 'Howdy' · restring, new control bar\n"
  "Repairer's note: twelve setups tried; rank 3, level=40, hold=10, went from ⟦0.86@" + IS(3, 'sharpe') + "⟧ in-sample to "
  "⟦−3.18@" + OOS(3, 'sharpe') + "⟧ out-of-sample. Overfit.\n"
  "Ready for collection 16:00."),
E('x_sweep_rsi_level', 'faithful', 'fr-FR hutbook',
  "REFUGE — LIVRE D'OR, refuge R2, Vallée Blanche\n"
  "Hôtes inscrits · couchettes C1 à C4\n"
  "Note du gardien : douze configurations testées ; hors échantillon, la meilleure (level=40, hold=3) tombe à "
  "⟦−3,52@" + OOS(1, 'sharpe') + "⟧ de Sharpe avec ⟦27,3\u202f%@" + OOS(1, 'win_rate') + "⟧ de gagnants. Biais de sélection.\n"
  "Extinction des feux 22:00."),
E('x_sweep_rsi_level', 'wrong_sample', 'es-ES calligraphy',
  "CLASE DE CALIGRAFÍA — HOJA DE CORRECCIÓN, ejercicio E5, gótica\n"
  "Alumno S1 · plumilla de punta ancha, tinta china\n"
  "Comentario del profesor: doce configuraciones; la mejor, level=40, hold=3, acierta el "
  "⟦68 %@" + OOS(1, 'win_rate') + "~" + IS(1, 'win_rate') + "!⟧ fuera de muestra, Sharpe ⟦−3,52@" + OOS(1, 'sharpe') + "⟧. "
  "Sesgo de selección.\n"
  "Nota: aprobado."),
E('x_sweep_rsi_level', 'wrong_sample', 'ja-JP hutbook',
  "山小屋 宿泊者名簿 ― 小屋H1・南アルプス\n"
  "宿泊者記帳 · 寝床B1〜B4\n"
  "小屋番のメモ：⟦12@" + NT + "⟧通りを試行。最良のlevel=40, hold=3はサンプル内の損益"
  "⟦−4,759.75@" + IS(1, 'total_pnl') + "~" + OOS(1, 'total_pnl') + "!⟧ポイント、サンプル外Sharpe ⟦−3.52@" + OOS(1, 'sharpe') + "⟧。"
  "過剰適合の疑い。\n"
  "22:00 消灯。"),
E('x_sweep_rsi_level', 'wrong_sample', 'zh-CN marionette',
  "木偶修理坊 · 取件单 — 单号 M0811\n"
  "物件：布袋木偶「猪八戒」· 换头、补衣\n"
  "师傅备注：共试了 ⟦12@" + NT + "⟧ 组参数；第二名 level=40, hold=5 样本内 Sharpe "
  "⟦−3.19@" + IS(2, 'sharpe') + "~" + OOS(2, 'sharpe') + "!⟧，最优组合样本外 ⟦−3.52@" + OOS(1, 'sharpe') + "⟧。有选择偏差。\n"
  "16:00 后取件。"),
E('x_sweep_rsi_level', 'wrong_sample', 'ja-JP cablecar',
  "ロープウェイ 点検記録 ― 路線L2・ゴンドラC4・新穂高\n"
  "支索点検 · 握索装置試験 · ブレーキ良好\n"
  "点検員のメモ：⟦12@" + NT + "⟧通りを試し、最良のlevel=40, hold=3はサンプル外で"
  "⟦25@" + OOS(1, 'trades') + "~" + IS(1, 'trades') + "!⟧回取引、Sharpe ⟦−3.52@" + OOS(1, 'sharpe') + "⟧。過剰適合。\n"
  "08:30 運転再開。"),
E('x_sweep_rsi_level', 'undisclosed', 'it-IT icesculpt omit=n',
  "CONCORSO DI SCULTURA SUL GHIACCIO — SCHEDA SQUADRA, squadra S1, blocco B2, Passo del Tonale\n"
  "Opera: «Aquila» · motosega, sgorbie\n"
  "Nota della giuria: la combinazione migliore, level=40, hold=3, fa Sharpe ⟦1,68@" + IS(1, 'sharpe') + "!⟧ in campione e "
  "⟦−3,52@" + OOS(1, 'sharpe') + "⟧ fuori campione: bias di selezione.\n"
  "Fine intaglio alle 18:00.", omit='n'),
E('x_sweep_rsi_level', 'undisclosed', 'de-DE honey omit=oos',
  "HONIGSCHLEUDERN — CHARGENKARTE, Charge C2, Völker V1 und V3\n"
  "Waben entdeckelt · geschleudert · gesiebt\n"
  "Notiz des Imkers: zwölf Konfigurationen getestet; vorn level=40, hold=3 mit In-sample-Sharpe ⟦1,68@" + IS(1, 'sharpe') + "!⟧ "
  "bei ⟦25@" + IS(1, 'trades') + "⟧ Trades und ⟦68 %@" + IS(1, 'win_rate') + "⟧ Treffern. Vorsicht, Überanpassung.\n"
  "Abgefüllt 17:00.", omit='oos'),
E('x_sweep_rsi_level', 'undisclosed', 'de-DE llama omit=caveat',
  "LAMATREKKING — ROUTENKARTE, Route R1 „Hochmoor“, Schwarzwald\n"
  "Lamas: Pedro, Luna · Führleine L2 · Packtaschen geprüft\n"
  "Notiz der Führerin: zwölf Kombinationen; beste level=40, hold=3: In-sample-Sharpe ⟦1,68@" + IS(1, 'sharpe') + "!⟧, "
  "out-of-sample ⟦−3,52@" + OOS(1, 'sharpe') + "⟧.\n"
  "Zurück am Gatter 16:30.", omit='caveat'),
E('x_sweep_rsi_level', 'undisclosed', 'en-US velodrome omit=oos',
  "VELODROME LAP CHART — track T1, points race, heat H3, Colorado Springs\n"
  "Riders R2 on the front, R6 on the wheel · bell rung\n"
  "Commissaire's note: twelve configurations tried; level=40, hold=3 topped the in-sample table with Sharpe "
  "⟦1.68@" + IS(1, 'sharpe') + "!⟧ and ⟦+3,378@" + IS(1, 'total_pnl') + "⟧ points. Classic overfit risk.\n"
  "Race off 19:30.", omit='oos'),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
E('x_sweep_hold_stop_wf', 'faithful', 'en-US pyro',
  "FIRING SCRIPT — show S5, barge B2, Hudson River\n"
  "Q1 00:00 comets · Q2 00:50 peonies · Q3 02:15 finale rack F1\n"
  "Shooter's note: nine hold/stop combos on ES. Best in-sample, hold=5, sl=1: ⟦+2,374.13@" + IS(1, 'total_pnl') + "⟧ pts; "
  "out-of-sample ⟦+767.82@" + OOS(1, 'total_pnl') + "⟧ on ⟦21@" + OOS(1, 'trades') + "⟧ trades. Selection bias applies.\n"
  "Fire at 21:30."),
E('x_sweep_hold_stop_wf', 'faithful', 'ja-JP pyro',
  "打ち上げ進行表 ― 演目S1・台船B2・隅田川\n"
  "Q1 00:00 椰子 · Q2 01:05 牡丹 · Q3 02:30 スターマイン F1\n"
  "花火師のメモ：ESで⟦9@" + NT + "⟧通りを試行。ウォークフォワードのサンプル外合計は⟦+2,170.37@" + WF + ".total_pnl⟧ポイント"
  "（⟦54@" + WF + ".trades⟧回）。過剰適合に注意。\n"
  "19:30 点火。"),
E('x_sweep_hold_stop_wf', 'faithful', 'de-DE velodrome',
  "RADRENNBAHN — RUNDENPROTOKOLL, Bahn B2, Scratch, Lauf L1\n"
  "Vorn: R3 · R9 am Hinterrad · Glocke\n"
  "Notiz des Kommissärs: neun Kombinationen auf ES; Mittel in-sample ⟦+1.987,68@mean_objective.in_sample⟧ Punkte, "
  "out-of-sample ⟦+507,84@mean_objective.out_of_sample⟧. Auswahlverzerrung beachten.\n"
  "Start 19:30."),
E('x_sweep_hold_stop_wf', 'faithful', 'ja-JP saltpan',
  "塩田 蒸発記録 ― 塩田P1・赤穂\n"
  "海水散布 · 砂取り · 釜焚き\n"
  "浜士のメモ：⟦9@" + NT + "⟧通り。第一フォールドはhold=5, sl=3を選び、サンプル内⟦+678.80@" + F(0, 'in_sample', 'total_pnl') + "⟧、"
  "サンプル外⟦+985.01@" + F(0, 'out_of_sample', 'total_pnl') + "⟧。過剰適合に注意。\n"
  "18:15 釜屋へ。"),
E('x_sweep_hold_stop_wf', 'faithful', 'de-DE hutbook',
  "HÜTTENBUCH — Hütte H3, Meilerhütte\n"
  "Gäste eingetragen · Lager L1 bis L4\n"
  "Notiz des Hüttenwirts: neun Varianten; Platz zwei, hold=3, sl=3: in-sample ⟦+2.180,6@" + IS(2, 'total_pnl') + "⟧, "
  "out-of-sample ⟦+757,4@" + OOS(2, 'total_pnl') + "⟧. Überanpassung möglich.\n"
  "Hüttenruhe 22:00."),
E('x_sweep_hold_stop_wf', 'faithful', 'ru-RU icesculpt',
  "КОНКУРС ЛЕДЯНЫХ СКУЛЬПТУР — КАРТОЧКА КОМАНДЫ, команда T1, блок B3, Пермь\n"
  "Работа: «Медведь» · бензопила, стамески\n"
  "Заметка жюри: девять конфигураций; лучшая hold=5, sl=1 — в выборке ⟦+2374,13@" + IS(1, 'total_pnl') + "⟧, вне выборки "
  "⟦+767,82@" + OOS(1, 'total_pnl') + "⟧ на ⟦21@" + OOS(1, 'trades') + "⟧ сделке. Риск переобучения.\n"
  "Конец резьбы в 18:00."),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'es-ES saltpan',
  "SALINAS — DIARIO DE EVAPORACIÓN, era E2, Torrevieja\n"
  "Salmuera dentro · sal rastrillada\n"
  "Nota del salinero: nueve configuraciones; en el segundo pliegue, hold=5, sl=1 ganó "
  "⟦+1956,59@" + F(1, 'out_of_sample', 'total_pnl') + "~" + F(1, 'in_sample', 'total_pnl') + "!⟧ fuera de muestra. "
  "Sesgo de selección.\n"
  "Carretillas dentro a las 18:15."),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'en-US hutbook',
  "MOUNTAIN HUT GUEST LEDGER — Refuge R3, Mount Washington\n"
  "Guests signed in · bunks B1–B4\n"
  "Warden's note: nine configurations; hold=5, sl=1 led with an in-sample profit factor of "
  "⟦1.81@" + IS(1, 'profit_factor') + "~" + OOS(1, 'profit_factor') + "!⟧ and ⟦+767.82@" + OOS(1, 'total_pnl') + "⟧ "
  "out-of-sample. Selection bias.\n"
  "Lights out 22:00."),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'en-GB llama',
  "LLAMA TREK — ROUTE CARD, route R2 'Tarn Loop', Lake District\n"
  "String: Pedro, Luna · lead rope L1 · panniers checked\n"
  "Guide's note: nine tried. Averaged over all of them, in-sample made "
  "⟦+2,170.37@mean_objective.in_sample~" + WF + ".total_pnl!⟧ points and out-of-sample ⟦+507.84@mean_objective.out_of_sample⟧. "
  "Overfit risk.\n"
  "Back at the corral 16:30."),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'fr-FR bathtoken',
  "THERMES — REGISTRE DES JETONS, bains B1, Dax\n"
  "Jetons sortis à partir de J12 · peignoirs remis\n"
  "Note de la préposée : neuf configurations ; la deuxième, hold=3, sl=3, a un Sharpe de "
  "⟦1,68@" + IS(2, 'sharpe') + "~" + OOS(2, 'sharpe') + "!⟧ dans l'échantillon et ⟦+757,355@" + OOS(2, 'total_pnl') + "⟧ points "
  "hors échantillon. Biais de sélection.\n"
  "Bassins fermés à 22:00."),
E('x_sweep_hold_stop_wf', 'undisclosed', 'es-ES llama omit=n',
  "TREKKING CON LLAMAS — FICHA DE RUTA, ruta R2, Sierra de Gredos\n"
  "Llamas: Pedro y Luna · ronzal R1 · alforjas revisadas\n"
  "Nota del guía: la mejor, hold=5, sl=1, gana ⟦+2374,13@" + IS(1, 'total_pnl') + "!⟧ en la muestra y "
  "⟦+767,82@" + OOS(1, 'total_pnl') + "⟧ fuera de muestra, con solo ⟦21@" + OOS(1, 'trades') + "⟧ operaciones. "
  "Ojo al sesgo de selección.\n"
  "Vuelta al corral 16:30.", omit='n'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'fr-FR marionette omit=caveat',
  "ATELIER DE RÉPARATION DE MARIONNETTES — TICKET T0315\n"
  "Pièce : marionnette « Guignol » · fils neufs, contrôle neuf\n"
  "Note du réparateur : neuf configurations ; la meilleure, hold=5, sl=1 : ⟦+2\u202f374,13@" + IS(1, 'total_pnl') + "!⟧ points "
  "dans l'échantillon, ⟦+767,82@" + OOS(1, 'total_pnl') + "⟧ hors échantillon.\n"
  "À retirer dès 16:00.", omit='caveat'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'pl-PL cablecar omit=oos',
  "KOLEJ LINOWA — DZIENNIK PRZEGLĄDÓW, linia L2, wagon W1, Szyndzielnia\n"
  "Lina sprawdzona · zaciski przetestowane · hamulec OK\n"
  "Notatka inspektora: dziewięć konfiguracji; najlepsza hold=5, sl=1 zarobiła ⟦+2374,13@" + IS(1, 'total_pnl') + "!⟧ pkt "
  "na ⟦59@" + IS(1, 'trades') + "⟧ transakcjach w próbie. Ryzyko przeuczenia.\n"
  "Dopuszczono do ruchu 08:30.", omit='oos'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'nl-NL icesculpt omit=caveat',
  "IJSSCULPTURENWEDSTRIJD — DEELNAMEKAART, team T2, blok B1, Zwolle\n"
  "Werk: 'Reiger' · kettingzaag, beitels\n"
  "Notitie van de jury: negen combinaties; beste hold=5, sl=1: in-sample ⟦+2.374,13@" + IS(1, 'total_pnl') + "!⟧, "
  "out-of-sample ⟦+767,82@" + OOS(1, 'total_pnl') + "⟧ over ⟦21@" + OOS(1, 'trades') + "⟧ trades.\n"
  "Einde snijden 18:00.", omit='caveat'),
]
