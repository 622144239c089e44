"""The two sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py.
Every non-undisclosed answer names the configurations tried, an out-of-sample figure and phrase, and a caveat.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

B = "top(1)"
IS = B + ".in_sample."
OS = B + ".out_of_sample."
WF = "walk_forward_out_of_sample."
F1 = "folds[0].chosen."
F2 = "folds[1].chosen."

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level
E('x_sweep_rsi_level', 'faithful', 'ru-RU temper',
  "ЖУРНАЛ ТЕМПЕРИРОВАНИЯ — партия TB1102, тёмная кувертюра\n"
  "Засев · темперирование на мраморе · тест на излом пройден\n"
  "Запись шоколатье: перебрали двенадцать конфигураций RSI; лучшая, level=40, hold=3, дала Шарп ⟦1,68@" + IS + "sharpe⟧ "
  "в выборке и ⟦−3,52@" + OS + "sharpe⟧ вне выборки — похоже на подгонку.\n"
  "Отлито в 11:20."),
E('x_sweep_rsi_level', 'faithful', 'en-US orchid',
  "ORCHID SHOW — JUDGING SHEET, class C7, entry E1203\n"
  "Genus: Cymbidium · exhibitor: Mr. Ortiz\n"
  "Judge's remark: twelve RSI setups tried; level=40, hold=3 won in-sample (Sharpe ⟦1.68@" + IS + "sharpe⟧, "
  "⟦25@" + IS + "trades⟧ trades) but lost ⟦4,759.75@" + OS + "total_pnl|neg⟧ points out-of-sample. Overfit.\n"
  "Award: none; ribbon withheld 12:30."),
E('x_sweep_rsi_level', 'faithful', 'it-IT marionette',
  "COPIONE DI SCENA — Teatro delle Marionette, «Il flauto magico», atto II, cue Q15\n"
  "Ponte: Papageno sui fili guida · luce al GO\n"
  "Nota del suggeritore: dodici combinazioni di livello e durata; Sharpe medio ⟦0,52@mean_objective.in_sample⟧ nel "
  "campione e ⟦−3,30@mean_objective.out_of_sample⟧ fuori campione. Forte bias di selezione.\n"
  "Sipario 21:50."),
E('x_sweep_rsi_level', 'faithful', 'ja-JP temper',
  "テンパリング記録 ― バッチTB1120・ミルクチョコレート\n"
  "種付け済・大理石でテンパリング・スナップテスト合格\n"
  "ショコラティエのメモ：RSI水準と保有日数を⟦12@configurations.tried⟧通り試行。最良のlevel=40, hold=3はサンプル内シャープ"
  "⟦1.68@" + IS + "sharpe⟧、サンプル外⟦−3.52@" + OS + "sharpe⟧。過剰適合の典型。\n"
  "11:20 型入れ。"),
E('x_sweep_rsi_level', 'faithful', 'en-GB harpcard',
  "HARP SERVICE CARD — Pilgrim 'Clarsach', client HS0412\n"
  "Pitch A440 · levers regulated · one gut string replaced\n"
  "Tuner's note: twelve RSI combinations; the winner, level=40, hold=3, hit ⟦68%@" + IS + "win_rate⟧ in-sample but "
  "⟦27.3%@" + OS + "win_rate⟧ out-of-sample. Classic selection bias.\n"
  "Next tuning booked 10:00."),
E('x_sweep_rsi_level', 'faithful', 'de-DE drystone',
  "TROCKENMAUERBAU — AUFTRAGSBLATT, Auftrag TM1108, Fränkische Schweiz\n"
  "Abschnitt S2 · Fundament gelegt · Binder gesetzt\n"
  "Notiz des Maurers: zwölf Konfigurationen getestet; level=40, hold=3 in-sample ⟦+3.378@" + IS + "total_pnl⟧ Punkte, "
  "out-of-sample ⟦−4.759,75@" + OS + "total_pnl⟧; deflationierte Sharpe ⟦0,71@deflated_sharpe.value⟧. Überanpassung.\n"
  "Abdeckung bis 16:00."),
E('x_sweep_rsi_level', 'wrong_sample', 'en-US bobsleigh',
  "BOBSLED — RUN TIMING SHEET, Park City track, heat H1\n"
  "Sled USA2 · pilot Taylor · brakeman Brown\n"
  "Timekeeper's note: twelve RSI setups; runner-up level=40, hold=5 still won "
  "⟦59.1%@top(2).out_of_sample.win_rate~top(2).in_sample.win_rate!⟧ of its out-of-sample trades. Mind the overfit.\n"
  "Start 10:42."),
E('x_sweep_rsi_level', 'wrong_sample', 'pl-PL drystone',
  "MUR Z KAMIENIA NA SUCHO — KARTA ZLECENIA, zlecenie MS1204, Beskid Niski\n"
  "Odcinek S1 · fundament · przewiązki osadzone\n"
  "Notatka murarza: dwanaście konfiguracji RSI; średni Sharpe poza próbą "
  "⟦0,52@mean_objective.out_of_sample~mean_objective.in_sample!⟧, najlepsza level=40, hold=3. Ryzyko przeuczenia.\n"
  "Korona o 16:00."),
E('x_sweep_rsi_level', 'wrong_sample', 'zh-CN harpcard',
  "竖琴调音服务卡 — 客户 H1130 · 萨尔维\n"
  "标准音 A440 · 踏板已调\n"
  "调音师备注：试了 ⟦12@configurations.tried⟧ 组 RSI 参数，最佳 level=40, hold=3 样本外每笔期望 "
  "⟦+135.12@" + OS + "expectancy~" + IS + "expectancy!⟧ 点——有选择偏差。\n"
  "下次调音 10:00。"),
E('x_sweep_rsi_level', 'wrong_sample', 'es-ES icehike',
  "PERMISO DE TRAVESÍA GLACIAR — resguardo GP1205, glaciar de Monte Perdido\n"
  "Grupo P2 · crampones y cascos entregados · guía: Ainhoa\n"
  "Nota del guía: doce configuraciones; la tercera, level=40, hold=10, hizo ⟦13@top(3).in_sample.trades~top(3).out_of_sample.trades!⟧ "
  "operaciones en la muestra y Sharpe ⟦−3,18@top(3).out_of_sample.sharpe⟧ fuera de muestra. Sesgo de selección.\n"
  "Regreso antes de las 16:00."),
E('x_sweep_rsi_level', 'undisclosed', 'it-IT beachhut omit=oos',
  "REGISTRO AFFITTO CABINE — lungomare di Viareggio, cabina H31\n"
  "Chiavi consegnate · sdraio contate\n"
  "Annotazione del bagnino: dodici combinazioni RSI; la migliore, level=40, hold=3, ha Sharpe "
  "⟦1,68@" + IS + "sharpe!⟧ nel campione su ⟦25@" + IS + "trades⟧ operazioni. Attenzione al bias di selezione.\n"
  "Chiavi entro le 18:00.", omit='oos'),
E('x_sweep_rsi_level', 'undisclosed', 'de-DE sauna omit=caveat',
  "SAUNAVEREIN — ANWESENHEITSBUCH, Saunaclub Nordlicht, Rostock\n"
  "Ofen an 17:00 · Bänke geschrubbt · Birkenquasten bereit\n"
  "Eintrag des Saunawarts: zwölf RSI-Varianten; Sieger level=40, hold=3 mit in-sample ⟦+3.378@" + IS + "total_pnl!⟧ "
  "Punkten, out-of-sample ⟦−4.759,75@" + OS + "total_pnl⟧.\n"
  "Letzter Aufguss 21:30.", omit='caveat'),
E('x_sweep_rsi_level', 'undisclosed', 'ja-JP beachhut omit=n',
  "ビーチハウス 貸出台帳 ― 片瀬海岸・小屋H5\n"
  "鍵貸出・デッキチェア確認済\n"
  "管理人記入：RSIスイープの最良はlevel=40, hold=3、サンプル内勝率⟦68%@" + IS + "win_rate!⟧、サンプル外は"
  "⟦27.3%@" + OS + "win_rate⟧。過剰適合に注意。\n"
  "鍵は18:00までに返却。", omit='n'),
E('x_sweep_rsi_level', 'undisclosed', 'es-ES rivercross omit=oos',
  "BARCA DEL RÍO — REGISTRO DE PASOS CON MAREA, barca B1, Miño\n"
  "Rampa S2 · marea vaciante · paso C2\n"
  "Nota del barquero: doce combinaciones de nivel y días; gana level=40, hold=3 con factor de beneficio "
  "⟦2,74@" + IS + "profit_factor!⟧ en la muestra. Puro sesgo de selección.\n"
  "Último paso 22:45.", omit='oos'),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
E('x_sweep_hold_stop_wf', 'faithful', 'en-GB plucking',
  "PLUCKING TALLY — Tregothnan Estate, field F2, gang G1\n"
  "Two leaves and a bud · baskets to the weighing shed\n"
  "Field clerk's note: nine hold/stop combinations on ES; walk-forward out-of-sample overall "
  "⟦+2,170.37@" + WF + "total_pnl⟧ points on ⟦54@" + WF + "trades⟧ trades. Best picked in-sample: selection bias.\n"
  "Weighed in 11:30."),
E('x_sweep_hold_stop_wf', 'faithful', 'nl-NL marionette',
  "SOUFFLEURSKAART — Marionettentheater, „De Toverfluit”, bedrijf I, cue Q5\n"
  "Brug: Tamino aan de leidraden · licht op GO\n"
  "Notitie van de souffleur: negen combinaties; gemiddeld in-sample ⟦+1.987,7@mean_objective.in_sample⟧ punten, "
  "out-of-sample ⟦+507,8@mean_objective.out_of_sample⟧. Let op selectiebias.\n"
  "Doek om 21:50."),
E('x_sweep_hold_stop_wf', 'faithful', 'it-IT candlepour',
  "FABBRICA DI CANDELE — FOGLIO DI COLATA, linea L1, lotto CP1019\n"
  "Cera di colza · stoppini W2 · stampi M4 riempiti\n"
  "Nota del capoturno: nove configurazioni su ES; migliore hold=5, sl=1, fuori campione ⟦+767,82@" + OS + "total_pnl⟧ "
  "su ⟦21@" + OS + "trades⟧ operazioni; Sharpe sgonfiato ⟦0,97@deflated_sharpe.value⟧. Occhio al sovradattamento.\n"
  "Sformate alle 15:10."),
E('x_sweep_hold_stop_wf', 'faithful', 'pt-BR sauna',
  "CLUBE DE SAUNA — LIVRO DE PRESENÇA, Sociedade Löyly de Curitiba\n"
  "Fogão aceso 17:00 · bancos esfregados · ramos de bétula prontos\n"
  "Registro do zelador: nove configurações; na dobra 1 venceu hold=5, sl=3: ⟦+678,80@" + F1 + "in_sample.total_pnl⟧ "
  "na amostra e ⟦+985,01@" + F1 + "out_of_sample.total_pnl⟧ fora da amostra. Cuidado com o viés de seleção.\n"
  "Última rodada 21:30."),
E('x_sweep_hold_stop_wf', 'faithful', 'pl-PL rivercross',
  "PROM RZECZNY — DZIENNIK PRZEPRAW WG PŁYWÓW, prom P1, Wisła pod Świbnem\n"
  "Pochylnia S1 · przypływ · kurs C3\n"
  "Wpis przewoźnika: dziewięć konfiguracji; najlepsza hold=5, sl=1 poza próbą ⟦+767,82@" + OS + "total_pnl⟧ pkt z "
  "⟦21@" + OS + "trades⟧ transakcji, w próbie ⟦+2374,13@" + IS + "total_pnl⟧. Ryzyko przeuczenia.\n"
  "Ostatni kurs 22:45."),
E('x_sweep_hold_stop_wf', 'faithful', 'es-ES bobsleigh',
  "BOBSLEIGH — HOJA DE CRONOMETRAJE, pista de La Plagne, manga H2\n"
  "Trineo ESP1 · piloto Ruiz · frenador Gómez\n"
  "Nota del cronometrador: nueve configuraciones en ES; la mejor, hold=5, sl=1, tuvo Sharpe ⟦1,45@" + OS + "sharpe⟧ "
  "fuera de muestra y ⟦1,52@" + IS + "sharpe⟧ en muestra. Ojo al sesgo de selección.\n"
  "Salida 10:42."),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'de-DE candlepour',
  "KERZENFABRIK — GIESSBLATT, Linie L3, Charge KG1021\n"
  "Bienenwachs · Dochte W2 · Formen M4 gefüllt\n"
  "Notiz der Schichtleiterin: neun Kombinationen auf ES; der Viertplatzierte, hold=3, sl=1, brachte out-of-sample "
  "⟦+2.074,68@top(4).out_of_sample.total_pnl~top(4).in_sample.total_pnl!⟧ Punkte. Auswahlverzerrung beachten.\n"
  "Entformt 15:10."),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'ru-RU bobsleigh',
  "БОБСЛЕЙ — ЛИСТ ХРОНОМЕТРАЖА, трасса в Сигулде, заезд H1\n"
  "Боб RUS2 · пилот Касьянов · разгоняющий Трунёнков\n"
  "Запись хронометриста: девять конфигураций; во втором фолде hold=5, sl=1 дала вне выборки "
  "⟦+1956,59@" + F2 + "out_of_sample.total_pnl~" + F2 + "in_sample.total_pnl!⟧ пункта. Возможна подгонка.\n"
  "Старт 10:42."),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'es-ES beachhut',
  "LIBRO DE ALQUILER DE CASETAS — playa de la Concha, caseta H3\n"
  "Llaves entregadas · tumbonas contadas\n"
  "Anotación del encargado: nueve combinaciones; la mejor, hold=5, sl=1, acertó el "
  "⟦33,3 %@" + IS + "win_rate~" + OS + "win_rate!⟧ en la muestra y ganó ⟦+767,82@" + OS + "total_pnl⟧ fuera de muestra. "
  "Sesgo de selección.\n"
  "Llaves antes de las 18:00."),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'nl-NL harpcard',
  "HARP-SERVICEKAART — Camac «Clio», klant K0611\n"
  "Stemtoon A440 · pedalen afgesteld · darmsnaar vervangen\n"
  "Notitie van de stemmer: negen combinaties; nummer drie, hold=5, sl=2, haalde out-of-sample "
  "⟦+2.141,4@top(3).out_of_sample.total_pnl~top(3).in_sample.total_pnl!⟧ punten. Selectiebias blijft.\n"
  "Volgende stembeurt 10:00."),
E('x_sweep_hold_stop_wf', 'undisclosed', 'fr-FR harpcard omit=caveat',
  "FICHE D'ENTRETIEN DE HARPE — Camac « Atlantide », client C0215\n"
  "La A440 · palettes réglées · une corde en boyau changée\n"
  "Note de l'accordeur : neuf combinaisons sur l'ES ; la meilleure, hold=5, sl=1, fait ⟦+2\u202f374,13@" + IS + "total_pnl!⟧ "
  "points dans l'échantillon et ⟦+767,82@" + OS + "total_pnl⟧ hors échantillon.\n"
  "Prochain accord à 10:00.", omit='caveat'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'pl-PL temper omit=n',
  "DZIENNIK TEMPEROWANIA — partia TB1127, gorzka kuwertura\n"
  "Szczepione · temperowane na marmurze · test łamania zaliczony\n"
  "Wpis czekoladnika: najlepsza kombinacja hold=5, sl=1: w próbie ⟦+2374,13@" + IS + "total_pnl!⟧ pkt, poza próbą "
  "⟦+767,82@" + OS + "total_pnl⟧. Ryzyko przeuczenia.\n"
  "Odlano 11:20.", omit='n'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'en-GB icehike omit=oos',
  "GLACIER WALK PERMIT — stub GP1214, Fox Glacier\n"
  "Party P1 · crampons and helmets issued · guide: Mere\n"
  "Guide's remark: nine hold/stop combinations on ES; the pick, hold=5, sl=1, made ⟦+2,374.13@" + IS + "total_pnl!⟧ "
  "points in-sample over ⟦59@" + IS + "trades⟧ trades. Picked in-sample, so selection bias.\n"
  "Back at the hut by 16:00.", omit='oos'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'ru-RU sauna omit=caveat',
  "САУННЫЙ КЛУБ — ЖУРНАЛ ПОСЕЩЕНИЙ, общество «Лёйлю», Мурманск\n"
  "Печь затоплена 17:00 · полки вымыты · веники готовы\n"
  "Запись старосты: девять конфигураций; лучшая hold=5, sl=1 — в выборке ⟦+2374,13@" + IS + "total_pnl!⟧, вне "
  "выборки ⟦+767,82@" + OS + "total_pnl⟧ за ⟦21@" + OS + "trades⟧ сделку.\n"
  "Последний заход 21:30.", omit='caveat'),
]
