"""The two sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py.
Every answer except `undisclosed` carries the three disclosures (configurations tried, an out-of-sample
figure and phrase, a selection/overfitting caveat). Group separators: U+00A0 in ru and pl."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

TRIED = "configurations.tried"


def IS(rank, col):
    return f"top({rank}).in_sample.{col}"


def OOS(rank, col):
    return f"top({rank}).out_of_sample.{col}"


def FIS(k, col):
    return f"folds[{k}].chosen.in_sample.{col}"


def FOOS(k, col):
    return f"folds[{k}].chosen.out_of_sample.{col}"


WF = "walk_forward_out_of_sample"

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level
E('x_sweep_rsi_level', 'faithful', 'nl-NL marbletag',
  "MARMERBLOK — LABEL, blok MB-P0528, Carrara\n"
  "Kwaliteit: statuario · Vlak: gezaagd · Aders: gemarkeerd\n"
  "Notitie steenhouwer: twaalf combinaties getest; beste in-sample level=40, hold=3 (Sharpe "
  "⟦1,68@" + IS(1, 'sharpe') + "⟧), out-of-sample ⟦−3,52@" + OOS(1, 'sharpe') + "⟧. Selectiebias: de winnaar is "
  "op de in-sample data gekozen.\n"
  "Gelabeld 11:25."),
E('x_sweep_rsi_level', 'faithful', 'es-ES icehole',
  "CLUB DE BAÑO EN AGUJERO DE HIELO — REGISTRO, agujero IH4, ibón de Piedrafita\n"
  "Hielo cortado · escalera puesta · sauna encendida\n"
  "Nota del socio: se probaron doce combinaciones; la mejor en muestra (level=40, hold=3) hizo "
  "⟦+3378@" + IS(1, 'total_pnl') + "⟧ puntos, pero fuera de muestra ⟦−4759,75@" + OOS(1, 'total_pnl') + "⟧. "
  "Sesgo de selección.\n"
  "Agujero cerrado a las 08:00."),
E('x_sweep_rsi_level', 'faithful', 'ru-RU candlestick',
  "ЗАКАЗ НА ПОДСВЕЧНИКИ — наряд CS0712, пара, точёная латунь\n"
  "Металл: латунь · Отделка: полировка\n"
  "Заметка мастера: перебрали двенадцать вариантов; лучший на обучающей части — level=40, hold=3, Sharpe "
  "⟦1,68@" + IS(1, 'sharpe') + "⟧, а вне выборки ⟦−3,52@" + OOS(1, 'sharpe') + "⟧ на ⟦33@" + OOS(1, 'trades') +
  "⟧ сделках. Классическое переобучение.\n"
  "Готово к выдаче в 16:00."),
E('x_sweep_rsi_level', 'faithful', 'en-GB weir',
  "WEIR GAUGE LOG — Lock W5, Severn at Diglis\n"
  "Gauge read · paddles set · boom clear\n"
  "Keeper's note: twelve RSI/hold combos tried; the in-sample pick, level=40, hold=3, won "
  "⟦68%@" + IS(1, 'win_rate') + "⟧ of ⟦25@" + IS(1, 'trades') + "⟧ trades, then ⟦27.3%@" + OOS(1, 'win_rate') +
  "⟧ out-of-sample. Deflated Sharpe ⟦0.71@deflated_sharpe.value⟧ — selection bias, not an edge.\n"
  "Paddles checked 06:45."),
E('x_sweep_rsi_level', 'faithful', 'ja-JP saddlestitch',
  "中綴じ製本 作業伝票 ― 伝票SS0529・社内報\n"
  "折り ✓ 丁合 ✓ 中綴じ ✓ 断裁 ✓\n"
  "製本係メモ：⟦12@" + TRIED + "⟧通りを試し、サンプル内の最良はlevel=40, hold=3（シャープ⟦1.68@" +
  IS(1, 'sharpe') + "⟧）。サンプル外は⟦−3.52@" + OOS(1, 'sharpe') + "⟧、全体平均でも⟦−3.30@mean_objective."
  "out_of_sample⟧。過剰適合の典型。\n"
  "15:30 梱包。"),
E('x_sweep_rsi_level', 'faithful', 'en-US ropebridge',
  "ROPE BRIDGE INSPECTION CARD — span RB9, Ausable Chasm\n"
  "Handropes ✓  Footropes ✓  Anchors ✓\n"
  "Inspector: twelve configurations tried. Best in-sample, level=40, hold=3: Sharpe ⟦1.68@" + IS(1, 'sharpe') +
  "⟧, ⟦+3,378@" + IS(1, 'total_pnl') + "⟧ pts; out-of-sample ⟦−3.52@" + OOS(1, 'sharpe') + "⟧, "
  "⟦−4,759.75@" + OOS(1, 'total_pnl') + "⟧ pts. Textbook overfit.\n"
  "Reopened 09:30."),
E('x_sweep_rsi_level', 'wrong_sample', 'es-ES yak',
  "LIBRO DE MUESCAS — CARAVANA DE YAKS YK2, Dolpo\n"
  "Cargas atadas · cencerro en el yak guía · paso libre\n"
  "Cuenta del caravanero: doce combinaciones; la elegida, level=40, hold=3, hizo en muestra "
  "⟦33@" + IS(1, 'trades') + "~" + OOS(1, 'trades') + "!⟧ operaciones con Sharpe ⟦1,68@" + IS(1, 'sharpe') +
  "⟧ y fuera de muestra cayó a ⟦−3,52@" + OOS(1, 'sharpe') + "⟧. Sesgo de selección.\n"
  "Campamento levantado 05:15."),
E('x_sweep_rsi_level', 'wrong_sample', 'pt-BR searake',
  "LIVRO DO RODO — SALINA SR1, Mossoró\n"
  "Sal puxado · escorrido na eira · levado ao monte\n"
  "Nota do salineiro: doze combinações testadas; a terceira, level=40, hold=10, teve Sharpe "
  "⟦0,86@" + IS(3, 'sharpe') + "⟧ na amostra e, fora da amostra, expectativa de ⟦+156,52@" +
  OOS(3, 'expectancy') + "~" + IS(3, 'expectancy') + "!⟧ pontos por operação. Cuidado com o viés de seleção.\n"
  "Rodo encostado 18:20."),
E('x_sweep_rsi_level', 'wrong_sample', 'it-IT saddlestitch',
  "BOLLA DI LEGATORIA — PUNTO METALLICO, lavoro SS0603, bollettino\n"
  "Piegato ✓ Raccolto ✓ Cucito ✓ Rifilato ✓\n"
  "Nota del legatore: dodici combinazioni provate; la migliore (level=40, hold=3) fuori campione fa "
  "⟦−3,52@" + OOS(1, 'sharpe') + "⟧, e i suoi vicini di griglia, sempre fuori campione, in media "
  "⟦0,49@stability.mean_out_of_sample~stability.mean_in_sample!⟧. Bias di selezione.\n"
  "Imballato alle 15:30."),
E('x_sweep_rsi_level', 'wrong_sample', 'zh-CN bellbuoy',
  "钟浮标维护单 — BB8 号浮标，琼州海峡\n"
  "钟锤：灵活｜锚链：已检｜油漆：新刷\n"
  "船长备注：共试了 ⟦12@" + TRIED + "⟧ 组参数；第二名 level=40, hold=5 样本内胜率 ⟦18.18%@" +
  IS(2, 'win_rate') + "~" + OOS(2, 'win_rate') + "!⟧，样本外夏普 ⟦−3.19@" + OOS(2, 'sharpe') + "⟧。"
  "典型的选择偏差。\n"
  "14:10 回位。"),
E('x_sweep_rsi_level', 'undisclosed', 'pl-PL balloonpermit omit=oos',
  "ZEZWOLENIE NA HANDEL ULICZNY — sprzedawca balonów, stanowisko BP4, Sopot\n"
  "Butla z helem przypięta · bez wypuszczania · przejście wolne\n"
  "Uwagi: przetestowano dwanaście kombinacji; najlepsza, level=40, hold=3, miała Sharpe "
  "⟦1,68@" + IS(1, 'sharpe') + "!⟧ i ⟦+3378@" + IS(1, 'total_pnl') + "⟧ pkt na ⟦25@" + IS(1, 'trades') +
  "⟧ transakcjach. Możliwe przeuczenie.\n"
  "Ważne do 19:00.",
  omit='oos'),
E('x_sweep_rsi_level', 'undisclosed', 'de-DE icehole omit=caveat',
  "EISLOCH-SCHWIMMCLUB — ANWESENHEITSBUCH, Loch IH6, Titisee\n"
  "Eis geschnitten · Leiter drin · Sauna an\n"
  "Eintrag eines Mitglieds: zwölf Kombinationen getestet; Sieger level=40, hold=3 mit in-sample Sharpe "
  "⟦1,68@" + IS(1, 'sharpe') + "!⟧, out-of-sample ⟦−3,52@" + OOS(1, 'sharpe') + "⟧ bei ⟦33@" + OOS(1, 'trades') +
  "⟧ Trades.\n"
  "Loch geschlossen 08:00.",
  omit='caveat'),
E('x_sweep_rsi_level', 'undisclosed', 'en-US ropebridge omit=n',
  "ROPE BRIDGE INSPECTION CARD — span RB3, Linville Gorge\n"
  "Handropes ✓  Footropes ✓  Anchors ✓\n"
  "Inspector: best in-sample RSI setting was level=40, hold=3 — ⟦+3,378@" + IS(1, 'total_pnl') + "!⟧ points, "
  "Sharpe ⟦1.68@" + IS(1, 'sharpe') + "⟧; out-of-sample it lost ⟦4,760@" + OOS(1, 'total_pnl') + "|neg⟧. "
  "Classic overfit.\n"
  "Reopened 09:30.",
  omit='n'),
E('x_sweep_rsi_level', 'undisclosed', 'ja-JP bellbuoy omit=oos',
  "ベルブイ 整備記録 ― ブイBB6・明石海峡\n"
  "舌：可動｜係留鎖：点検済｜塗装：新\n"
  "作業船長メモ：⟦12@" + TRIED + "⟧通りを試した中でlevel=40, hold=3が最良、勝率⟦68%@" + IS(1, 'win_rate') +
  "!⟧、合計⟦+3,378@" + IS(1, 'total_pnl') + "⟧ポイント。過剰適合の疑いあり。\n"
  "14:10 定位置に復帰。",
  omit='oos'),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
E('x_sweep_hold_stop_wf', 'faithful', 'it-IT ropebridge',
  "SCHEDA D'ISPEZIONE — PONTE TIBETANO RB2, Dossena\n"
  "Corrimano ✓  Funi di camminamento ✓  Ancoraggi ✓\n"
  "Ispettore: nove combinazioni hold/stop sull'ES; la migliore nel campione, hold=5, sl=1, fa "
  "⟦+2.374,1@" + IS(1, 'total_pnl') + "⟧ punti, fuori campione ⟦+767,8@" + OOS(1, 'total_pnl') + "⟧ su "
  "⟦21@" + OOS(1, 'trades') + "⟧ operazioni. Bias di selezione da mettere in conto.\n"
  "Riaperto alle 09:30."),
E('x_sweep_hold_stop_wf', 'faithful', 'en-GB yak',
  "YAK CARAVAN TALLY BOOK — caravan YK6, Upper Dolpo\n"
  "Loads lashed · lead yak belled · pass clear\n"
  "Caravan master's tally: nine hold/stop pairs tried on ES, walk-forward over 3 folds; stitched "
  "out-of-sample ⟦+2,170.4@" + WF + ".total_pnl⟧ points on ⟦54@" + WF + ".trades⟧ trades. Best in-sample "
  "was hold=5, sl=1 — beware selection bias.\n"
  "Camp struck 05:15."),
E('x_sweep_hold_stop_wf', 'faithful', 'nl-NL yak',
  "KARAVAANBOEK — JAKKARAVAAN YK4, Ladakh\n"
  "Lasten gesjord · bel op de leidende jak · pas vrij\n"
  "Telling van de karavaanleider: negen combinaties; beste in-sample hold=5, sl=1 met "
  "⟦+2.374,1@" + IS(1, 'total_pnl') + "⟧, out-of-sample ⟦+767,8@" + OOS(1, 'total_pnl') + "⟧. Gemiddeld "
  "⟦+1.987,7@mean_objective.in_sample⟧ tegen ⟦+507,8@mean_objective.out_of_sample⟧: selectiebias.\n"
  "Kamp opgebroken 05:15."),
E('x_sweep_hold_stop_wf', 'faithful', 'ru-RU icehole',
  "КЛУБ МОРЖЕЙ — ЖУРНАЛ, прорубь IH8, Онего\n"
  "Лёд вырублен · лесенка опущена · баня натоплена\n"
  "Запись моржа: девять сочетаний hold/sl на ES, walk-forward; вне выборки в сумме "
  "⟦+2170,4@" + WF + ".total_pnl⟧ пункта на ⟦54@" + WF + ".trades⟧ сделках, дефлированный Sharpe "
  "⟦0,97@deflated_sharpe.value⟧. Переобучение не исключено.\n"
  "Прорубь закрыта в 08:00."),
E('x_sweep_hold_stop_wf', 'faithful', 'zh-CN weir',
  "堰闸水尺记录 — W3 号船闸，京杭运河\n"
  "读水尺 · 调闸门 · 清拦污栅\n"
  "闸工记：ES 上试了 ⟦9@" + TRIED + "⟧ 组持有/止损组合；样本内最佳 hold=5, sl=1 为 ⟦+2,374.1@" +
  IS(1, 'total_pnl') + "⟧ 点，样本外 ⟦+767.8@" + OOS(1, 'total_pnl') + "⟧ 点（⟦21@" + OOS(1, 'trades') +
  "⟧ 笔）。注意选择偏差。\n"
  "06:45 检查完毕。"),
E('x_sweep_hold_stop_wf', 'faithful', 'de-DE cranberry',
  "CRANBERRY-MOOR — FLUTUNGSBUCH, Feld CB5, Emsland\n"
  "Staubretter raus | Wasser drauf | Beeren schwimmen\n"
  "Eintrag des Anbauers: neun Varianten getestet; Fold 1 wählte hold=5, sl=3, out-of-sample "
  "⟦+985,0@" + FOOS(0, 'total_pnl') + "⟧; Fold 2 hold=5, sl=1, ⟦+417,5@" + FOOS(1, 'total_pnl') + "⟧. "
  "Gesamt ⟦+2.170,4@" + WF + ".total_pnl⟧. Überanpassung bleibt ein Risiko.\n"
  "Staubretter wieder drin 17:40."),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'ja-JP searake',
  "海塩レーキ台帳 ― 塩田SR3・能登\n"
  "塩かき・土手で水切り・塩山へ運搬\n"
  "浜士メモ：ESで⟦9@" + TRIED + "⟧通りを検証。第1フォールドはhold=5, sl=3を選び、サンプル外で"
  "⟦+678.8@" + FOOS(0, 'total_pnl') + "~" + FIS(0, 'total_pnl') + "!⟧ポイント。通算のサンプル外は"
  "⟦+2,170.4@" + WF + ".total_pnl⟧。過剰適合に注意。\n"
  "18:20 作業終了。"),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'en-US candlestick',
  "CANDLESTICK ORDER SLIP — order CS0906, pair in turned brass\n"
  "Metal: brass · Finish: polished · Sockets: drilled\n"
  "Maker's note: nine hold/stop combos on ES; hold=3, sl=1 ranked fourth in-sample (⟦+2,074.7@" +
  IS(4, 'total_pnl') + "⟧ pts) and posted an out-of-sample profit factor of ⟦2.00@" + OOS(4, 'profit_factor') +
  "~" + IS(4, 'profit_factor') + "!⟧. Mind the selection bias.\n"
  "Ready 16:00."),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'ja-JP icehole',
  "氷穴水泳クラブ 名簿 ― 氷穴IH5・諏訪湖\n"
  "氷切り・はしご設置・サウナ点火\n"
  "会員記入：⟦9@" + TRIED + "⟧通り中5位のhold=5, sl=3は、サンプル内⟦13@" + IS(5, 'trades') + "~" +
  OOS(5, 'trades') + "!⟧回の取引で⟦+1,929.1@" + IS(5, 'total_pnl') + "⟧ポイント、サンプル外は⟦+340.0@" +
  OOS(5, 'total_pnl') + "⟧。過剰適合に注意。\n"
  "08:00 穴を閉じる。"),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'ru-RU balloonpermit',
  "РАЗРЕШЕНИЕ НА УЛИЧНУЮ ТОРГОВЛЮ — продавец шаров, место BP8, Невский\n"
  "Баллон пристёгнут · шары не выпускать · проход свободен\n"
  "Отметки: девять вариантов на ES; в среднем по всем на обучающей выборке ⟦+507,8@mean_objective.in_sample~"
  "mean_objective.out_of_sample!⟧ пункта, вне выборки у лучшего ⟦+767,8@" + OOS(1, 'total_pnl') + "⟧. "
  "Похоже на подгонку.\n"
  "Действительно до 19:00."),
E('x_sweep_hold_stop_wf', 'undisclosed', 'en-US chimneypot omit=oos',
  "CHIMNEY-POT KILN TICKET — kiln CP5, Zanesville\n"
  "[x] thrown [x] dried [x] set on bats\n"
  "Fireman's note: nine hold/stop combos tried on ES; the winner, hold=5, sl=1, made ⟦+2,374.1@" +
  IS(1, 'total_pnl') + "!⟧ points in-sample on ⟦59@" + IS(1, 'trades') + "⟧ trades. Likely some overfit in "
  "that pick.\n"
  "Wicket bricked up 20:00.",
  omit='oos'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'de-DE cranberry omit=n',
  "CRANBERRY-MOOR — FLUTUNGSBUCH, Feld CB2, Diepholz\n"
  "Staubretter raus | Wasser drauf | Beeren schwimmen\n"
  "Eintrag des Anbauers: bester in-sample Kandidat hold=5, sl=1 mit ⟦+2.374,1@" + IS(1, 'total_pnl') +
  "!⟧ Punkten; out-of-sample noch ⟦+767,8@" + OOS(1, 'total_pnl') + "⟧ auf ⟦21@" + OOS(1, 'trades') +
  "⟧ Trades. Überanpassung wahrscheinlich.\n"
  "Staubretter wieder drin 17:40.",
  omit='n'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'pl-PL saddlestitch omit=caveat',
  "DOWÓD INTROLIGATORSKI — SZYCIE ZESZYTOWE, zlecenie SS0705, biuletyn\n"
  "Złamane ✓ Zebrane ✓ Zszyte ✓ Okrojone ✓\n"
  "Uwaga introligatora: dziewięć kombinacji na ES; najlepsza w próbie, hold=5, sl=1, "
  "⟦+2374,13@" + IS(1, 'total_pnl') + "!⟧ pkt, a poza próbą ⟦+767,82@" + OOS(1, 'total_pnl') + "⟧ pkt na "
  "⟦21@" + OOS(1, 'trades') + "⟧ transakcjach.\n"
  "Zapakowane 15:30.",
  omit='caveat'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'es-ES weir omit=caveat',
  "LIBRO DEL AFORO DEL AZUD — esclusa W6, Canal Imperial de Aragón\n"
  "Regla leída · compuertas ajustadas · rejilla limpia\n"
  "Apunte del esclusero: nueve combinaciones en el ES; la mejor en muestra, hold=5, sl=1, "
  "⟦+2374,1@" + IS(1, 'total_pnl') + "!⟧ puntos; fuera de muestra ⟦+767,8@" + OOS(1, 'total_pnl') + "⟧ y, "
  "encadenando los tramos, ⟦+2170,4@" + WF + ".total_pnl⟧.\n"
  "Compuertas revisadas 06:45.",
  omit='caveat'),
]
