"""The two sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes).
Every answer except `undisclosed` discloses the count tried, an out-of-sample figure and phrase, and a caveat."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

T1I = "top(1).in_sample"
T1O = "top(1).out_of_sample"
NT = "configurations.tried"

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level
E('x_sweep_rsi_level', 'faithful', 'it-IT saltcod',
  "ESSICCATOIO DEL BACCALÀ — CONTA DEI GRATICCI, Lofoten, graticcio F2\n"
  "Spaccato · salato · girato sui graticci\n"
  "Nota del contatore: provate dodici combinazioni; la migliore, level=40, hold=3, aveva Sharpe ⟦1,68@" + T1I + ".sharpe⟧ "
  "nel campione ma ⟦−3,52@" + T1O + ".sharpe⟧ fuori campione. Bias di selezione evidente.\n"
  "Pesce coperto alle 19:00."),
E('x_sweep_rsi_level', 'faithful', 'it-IT avalanche',
  "DISTACCO ARTIFICIALE — REGISTRO DI BRILLAMENTO, Livigno, canale A4\n"
  "Strada chiusa · cariche lanciate · cessato allarme\n"
  "Nota del fochino: ⟦12@" + NT + "⟧ configurazioni RSI; Sharpe medio ⟦0,52@mean_objective.in_sample⟧ nel campione, "
  "⟦−3,3@mean_objective.out_of_sample⟧ fuori campione; Sharpe deflazionato ⟦0,71@deflated_sharpe.value⟧. "
  "Sa di sovradattamento.\n"
  "Strada riaperta alle 10:20."),
E('x_sweep_rsi_level', 'faithful', 'fr-FR whistle',
  "ATELIER DE FLÛTES IRLANDAISES — FICHE D'ACCORD, flûte TW0321 en ré\n"
  "Biseau voicé · conduit dégagé · trous chanfreinés\n"
  "Note de l'accordeur : douze réglages testés ; le meilleur (level=40, hold=3) : ⟦+3\u202f378@" + T1I + ".total_pnl⟧ "
  "points sur ⟦25@" + T1I + ".trades⟧ trades en échantillon, ⟦−4\u202f759,75@" + T1O + ".total_pnl⟧ hors "
  "échantillon sur ⟦33@" + T1O + ".trades⟧. Biais de sélection.\n"
  "Mise en étui à 16:45."),
E('x_sweep_rsi_level', 'faithful', 'pt-BR glasseye',
  "PRÓTESES OCULARES — FICHA DE PEDIDO, ref. GE0720, olho direito\n"
  "Íris pintada · veias traçadas · casca polida\n"
  "Nota do ocularista: doze configurações testadas; a melhor, level=40, hold=3, acertou ⟦68 %@" + T1I + ".win_rate⟧ "
  "na amostra e ⟦27,3 %@" + T1O + ".win_rate⟧ fora da amostra; Sharpe deflacionado ⟦0,71@deflated_sharpe.value⟧. "
  "Viés de seleção.\n"
  "Prova às 14:00."),
E('x_sweep_rsi_level', 'faithful', 'zh-CN peatcore',
  "泥炭沼岩芯采样记录 — 若尔盖 · C3 号岩芯\n"
  "俄式取芯器 · 泥炭藓层 · 保鲜膜封装\n"
  "采样员备注：RSI 扫描共试了 ⟦12@" + NT + "⟧ 组参数，最优 level=40, hold=3 样本内夏普 ⟦1.68@" + T1I + ".sharpe⟧，"
  "样本外 ⟦−3.52@" + T1O + ".sharpe⟧；有明显的选择偏差。\n"
  "15:20 岩芯装箱。"),
E('x_sweep_rsi_level', 'faithful', 'ru-RU millstone',
  "НАСЕКА ЖЕРНОВОВ — НАРЯД MS0316, ветряк в Малых Корелах\n"
  "Борозды пересечены · поля насечены · бегун уравновешен\n"
  "Запись мастера: перебрано двенадцать вариантов; лучший level=40, hold=3 — Шарп ⟦1,68@" + T1I + ".sharpe⟧ в выборке, "
  "⟦−3,52@" + T1O + ".sharpe⟧ вне выборки на ⟦33@" + T1O + ".trades⟧ сделках; соседи вне выборки в среднем "
  "⟦−3,37@stability.mean_out_of_sample⟧. Похоже на подгонку.\n"
  "Жёрнов опущен в 15:30."),
E('x_sweep_rsi_level', 'wrong_sample', 'pt-BR icehouse',
  "CASA DE GELO — LIVRO DE ARMAZÉM, Montejunto, câmara I1\n"
  "Blocos empilhados · palha socada · dreno livre\n"
  "Nota do guarda: doze configurações testadas; a melhor, level=40, hold=3, fez Sharpe "
  "⟦1,68@" + T1O + ".sharpe~" + T1I + ".sharpe!⟧ fora da amostra. O viés de seleção pesa.\n"
  "Porta selada às 06:30."),
E('x_sweep_rsi_level', 'wrong_sample', 'pl-PL millstone',
  "KUCIE KAMIENI MŁYŃSKICH — KARTA ZLECENIA MS0420, młyn w Żarnowcu\n"
  "Bruzdy nacięte · pola skute · biegun wyważony\n"
  "Notatka młynarza: przetestowano dwanaście konfiguracji; najlepsza, level=40, hold=3, zarobiła poza próbą "
  "⟦+3378@" + T1O + ".total_pnl~" + T1I + ".total_pnl!⟧ pkt. Ryzyko przeuczenia.\n"
  "Kamień opuszczony 15:30."),
E('x_sweep_rsi_level', 'wrong_sample', 'ja-JP sheepdip',
  "羊の薬浴場 記録 ― 六甲山牧場・囲いD4\n"
  "薬浴槽補充・群れ通過・水切り囲い\n"
  "羊飼いメモ：⟦12@" + NT + "⟧通りを試行。全設定のサンプル外平均シャープは⟦0.52@mean_objective.out_of_sample~"
  "mean_objective.in_sample!⟧。最良のlevel=40, hold=3はサンプル内⟦1.68@" + T1I + ".sharpe⟧。過剰適合の疑い。\n"
  "13:15 ゲート閉鎖。"),
E('x_sweep_rsi_level', 'wrong_sample', 'en-US glasseye',
  "OCULAR PROSTHETICS — ORDER CARD, ref GE0608, right eye\n"
  "Iris painted · veins threaded · shell polished\n"
  "Ocularist's note: twelve RSI settings tried; the winner, level=40, hold=3, won "
  "⟦68%@" + T1O + ".win_rate~" + T1I + ".win_rate!⟧ of its out-of-sample trades. Classic selection bias.\n"
  "Fitting booked 14:00."),
E('x_sweep_rsi_level', 'undisclosed', 'en-GB ostrich omit=n',
  "OSTRICH FARM — EGG LEDGER, Oudtshoorn, camp O3\n"
  "Eggs candled · incubator turned · nest fenced\n"
  "Keeper's note: best RSI setting level=40, hold=3 — in-sample Sharpe ⟦1.68@" + T1I + ".sharpe!⟧ on "
  "⟦25@" + T1I + ".trades⟧ trades, out-of-sample ⟦−3.52@" + T1O + ".sharpe⟧. Overfit, plainly.\n"
  "Ledger closed 18:00.", omit='n'),
E('x_sweep_rsi_level', 'undisclosed', 'fr-FR sheepdip omit=oos',
  "BAIN DÉTIQUEUR — REGISTRE, Causse Méjean, parc D3\n"
  "Bain complété · troupeau passé · égouttoir plein\n"
  "Note du berger : douze configurations essayées ; la meilleure, level=40, hold=3 : Sharpe ⟦1,68@" + T1I + ".sharpe!⟧ "
  "en échantillon, ⟦25@" + T1I + ".trades⟧ trades, ⟦+3\u202f378@" + T1I + ".total_pnl⟧ points. Biais de sélection à craindre.\n"
  "Barrière fermée à 13:15.", omit='oos'),
E('x_sweep_rsi_level', 'undisclosed', 'pl-PL bellows omit=caveat',
  "MIECHOWNIK — KSIĘGA ZAMÓWIEŃ, zlecenie BW0905, miech kowalski\n"
  "Skóra skrojona · deski zestrugane · dysza mosiężna\n"
  "Notatka mistrza: dwanaście konfiguracji; najlepsza level=40, hold=3 — w próbie Sharpe ⟦1,68@" + T1I + ".sharpe!⟧, "
  "poza próbą ⟦−3,52@" + T1O + ".sharpe⟧ na ⟦33@" + T1O + ".trades⟧ transakcjach.\n"
  "Do odbioru po 12:00.", omit='caveat'),
E('x_sweep_rsi_level', 'undisclosed', 'de-DE saltcod omit=oos',
  "KLIPPFISCH-TROCKENGESTELLE — STRICHLISTE, Ålesund, Gestell F2\n"
  "Gespalten · gesalzen · auf den Gestellen gewendet\n"
  "Notiz des Zählers: zwölf Konfigurationen getestet; vorn level=40, hold=3 mit In-Sample-Sharpe "
  "⟦1,68@" + T1I + ".sharpe!⟧ und Trefferquote ⟦68 %@" + T1I + ".win_rate⟧. Vorsicht, Überanpassung.\n"
  "Fisch abgedeckt 19:00.", omit='oos'),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
E('x_sweep_hold_stop_wf', 'faithful', 'en-US ropewalk',
  "ROPEWALK — SPINNING TALLY, Bath Iron Works, walk R1\n"
  "Hemp hackled · yarns spun · strands laid up\n"
  "Foreman's note: nine hold/stop combinations tried on ES; best hold=5, sl=1 made ⟦+2,374.13@" + T1I + ".total_pnl⟧ "
  "in-sample over ⟦59@" + T1I + ".trades⟧ trades, ⟦+767.82@" + T1O + ".total_pnl⟧ out-of-sample over "
  "⟦21@" + T1O + ".trades⟧. Beware selection bias.\n"
  "Walk cleared 17:30."),
E('x_sweep_hold_stop_wf', 'faithful', 'nl-NL ostrich',
  "STRUISVOGELFARM — EIERBOEK, kamp O1\n"
  "Eieren geschouwd · broedmachine gekeerd · nest omheind\n"
  "Notitie verzorger: negen combinaties; beste hold=5, sl=1: in-sample ⟦+2.374,1@" + T1I + ".total_pnl⟧ punten, "
  "out-of-sample ⟦+767,8@" + T1O + ".total_pnl⟧; walk-forward out-of-sample totaal ⟦+2.170,4@walk_forward_out_of_sample.total_pnl⟧ "
  "over ⟦54@walk_forward_out_of_sample.trades⟧ trades. Let op selectiebias.\n"
  "Boek dicht 18:00."),
E('x_sweep_hold_stop_wf', 'faithful', 'it-IT saltcod',
  "ESSICCATOIO DEL BACCALÀ — CONTA DEI GRATICCI, Røst, graticcio F4\n"
  "Spaccato · salato · girato sui graticci\n"
  "Nota del contatore: nove configurazioni su ES; Sharpe deflazionato ⟦0,97@deflated_sharpe.value⟧; media nel campione "
  "⟦+1.987,7@mean_objective.in_sample⟧ punti contro ⟦+507,8@mean_objective.out_of_sample⟧ fuori campione. "
  "Bias di selezione da mettere in conto.\n"
  "Pesce coperto alle 19:00."),
E('x_sweep_hold_stop_wf', 'faithful', 'en-GB peatcore',
  "PEAT BOG CORE LOG — Thorne Moors, core C2\n"
  "Russian corer · sphagnum over fen peat · core wrapped in film\n"
  "Surveyor's note: nine configurations, walk-forward. Fold 1 chose hold=5, sl=3 (⟦+678.80@folds[0].chosen.in_sample.total_pnl⟧ "
  "in-sample, ⟦+985.01@folds[0].chosen.out_of_sample.total_pnl⟧ out-of-sample); fold 2 hold=5, sl=1, "
  "⟦+417.54@folds[1].chosen.out_of_sample.total_pnl⟧ out-of-sample. Overfitting risk remains.\n"
  "Core boxed 15:20."),
E('x_sweep_hold_stop_wf', 'faithful', 'en-US gaslamp',
  "GAS-LAMP LIGHTER — ROUND SHEET, Beacon Hill, round L3\n"
  "Mantles checked · pilots lit · ladder back on the barrow\n"
  "Lighter's note: ⟦9@" + NT + "⟧ configs tried; runner-up hold=3, sl=3 made ⟦+2,180.6@top(2).in_sample.total_pnl⟧ in-sample "
  "and ⟦+757.4@top(2).out_of_sample.total_pnl⟧ out-of-sample; deflated Sharpe ⟦0.97@deflated_sharpe.value⟧, "
  "though selection bias still applies.\n"
  "Round finished 17:50."),
E('x_sweep_hold_stop_wf', 'faithful', 'nl-NL bellows',
  "BLAASBALGMAKER — ORDERBOEK, order BW0421, orgelbalg\n"
  "Leer gesneden · plooien gelijmd · klep getest\n"
  "Notitie van de maker: negen combinaties getest; de buren van de beste haalden in-sample gemiddeld "
  "⟦+2.108@stability.mean_in_sample⟧ punten, out-of-sample ⟦+359,5@stability.mean_out_of_sample⟧; de beste zelf "
  "⟦+767,8@" + T1O + ".total_pnl⟧ over ⟦21@" + T1O + ".trades⟧ trades. Selectiebias blijft.\n"
  "Klaar na 12:00."),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'de-DE bellows',
  "BLASEBALGMACHER — AUFTRAGSBUCH, Auftrag BW0722, Orgelbalg\n"
  "Leder zugeschnitten · Falten geleimt · Ventil geprüft\n"
  "Notiz des Meisters: neun Kombinationen auf ES; die beste, hold=5, sl=1, brachte out-of-sample "
  "⟦+2.374,13@" + T1O + ".total_pnl~" + T1I + ".total_pnl!⟧ Punkte. Überanpassung nicht auszuschließen.\n"
  "Abholbereit ab 12:00."),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'en-GB avalanche',
  "AVALANCHE CONTROL — BLASTING LOG, Glencoe, path A1\n"
  "Road closed · hand charges thrown · all-clear horn\n"
  "Blaster's entry: nine hold/stop pairs tried on ES; hold=3, sl=3 posted an out-of-sample Sharpe of "
  "⟦1.89@top(2).out_of_sample.sharpe~top(2).in_sample.sharpe!⟧. Mind the selection bias.\n"
  "Road reopened 10:20."),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'zh-CN sheepdip',
  "羊只药浴站 · 日志 — 锡林郭勒 · D3 圈\n"
  "药池加满 · 羊群过池 · 沥干圈正忙\n"
  "牧羊人备注：共试 ⟦9@" + NT + "⟧ 组参数；第二折选中 hold=5, sl=1，样本外 "
  "⟦+1,956.59@folds[1].chosen.out_of_sample.total_pnl~folds[1].chosen.in_sample.total_pnl!⟧ 点。注意过拟合。\n"
  "13:15 关栏门。"),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'it-IT peatcore',
  "TORBIERA — REGISTRO DEI CAROTAGGI, Lago di Ganna, carota C4\n"
  "Carotatore russo · sfagno sopra torba bassa · carota in pellicola\n"
  "Nota del rilevatore: nove configurazioni su ES; in media fuori campione hanno reso "
  "⟦+1.987,7@mean_objective.out_of_sample~mean_objective.in_sample!⟧ punti. Occhio al bias di selezione.\n"
  "Carota in cassetta alle 15:20."),
E('x_sweep_hold_stop_wf', 'undisclosed', 'pl-PL gaslamp omit=caveat',
  "LATARNIK — KARTA OBCHODU, Kraków, obchód L2\n"
  "Koszulki sprawdzone · płomyki zapalone · drabina na wózku\n"
  "Notatka latarnika: dziewięć konfiguracji na ES; najlepsza hold=5, sl=1 — w próbie ⟦+2374,13@" + T1I + ".total_pnl!⟧ pkt "
  "na ⟦59@" + T1I + ".trades⟧ transakcjach, poza próbą ⟦+767,82@" + T1O + ".total_pnl⟧ na ⟦21@" + T1O + ".trades⟧.\n"
  "Obchód zakończony 17:50.", omit='caveat'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'es-ES avalanche omit=n',
  "CONTROL DE ALUDES — PARTE DE VOLADURA, Baqueira, canal A1\n"
  "Carretera cortada · cargas lanzadas · fin de alerta\n"
  "Nota del artillero: en ES la mejor combinación, hold=5, sl=1, ganó ⟦+2.374,1@" + T1I + ".total_pnl!⟧ puntos en la "
  "muestra y ⟦+767,8@" + T1O + ".total_pnl⟧ fuera de muestra. Sesgo de selección a vigilar.\n"
  "Carretera abierta a las 10:20.", omit='n'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'ja-JP sheepdip omit=oos',
  "羊の薬浴場 記録 ― 六甲山牧場・囲いD2\n"
  "薬浴槽補充・群れ通過・水切り囲い\n"
  "羊飼いメモ：ESで⟦9@" + NT + "⟧通りを試行。最良はhold=5, sl=1で、サンプル内⟦+2,374.1@" + T1I + ".total_pnl!⟧ポイント"
  "（⟦59@" + T1I + ".trades⟧回）。過剰適合に注意。\n"
  "13:15 ゲート閉鎖。", omit='oos'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'ru-RU saltcod omit=caveat',
  "СУШКА СОЛЁНОЙ ТРЕСКИ — УЧЁТ ВЕШАЛ, Териберка, вешала F2\n"
  "Распластана · просолена · перевёрнута на вешалах\n"
  "Запись учётчика: девять конфигураций на ES; лучшая hold=5, sl=1 — в выборке ⟦+2374,13@" + T1I + ".total_pnl!⟧ пункта, "
  "вне выборки ⟦+767,82@" + T1O + ".total_pnl⟧ на ⟦21@" + T1O + ".trades⟧ сделке; весь walk-forward вне выборки "
  "⟦+2170,37@walk_forward_out_of_sample.total_pnl⟧.\n"
  "Рыба укрыта в 19:00.", omit='caveat'),
]
