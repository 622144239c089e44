"""Sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py.
Every answer but the undisclosed ones carries the three disclosures (configurations tried, an out-of-sample
figure and phrase, a selection/overfitting caveat); undisclosed ones miss exactly the one in their style tag.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

T = "configurations.tried"
IS1 = "top(1).in_sample"
OS1 = "top(1).out_of_sample"
WF = "walk_forward_out_of_sample"

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level
E('x_sweep_rsi_level', 'faithful', 'nl-NL tollpass',
  "BERGPAS-TOLREGISTER — Großglockner, tolhuisje T3\n"
  "Slagboom open · kettingen gecontroleerd\n"
  "Notitie van de tolbeambte: twaalf combinaties getest; beste in-sample is level=40, hold=3 met Sharpe "
  "⟦1,68@" + IS1 + ".sharpe⟧, maar out-of-sample ⟦−3,52@" + OS1 + ".sharpe⟧ over ⟦33@" + OS1 + ".trades⟧ trades. "
  "Selectiebias: de winnaar is achteraf gekozen.\n"
  "Slagboom dicht om 20:00."),
E('x_sweep_rsi_level', 'faithful', 'zh-CN belltent',
  "钟形帐篷营地 · 预订表 — 松林营区 · P5 号位\n"
  "帐篷已搭 · 柴炉备好\n"
  "管理员记录：共试了 ⟦12@" + T + "⟧ 组参数，样本内最好的是 level=40, hold=3，夏普 ⟦1.68@" + IS1 + ".sharpe⟧；"
  "样本外却是 ⟦−3.52@" + OS1 + ".sharpe⟧。挑最好的有选择偏差，紧缩夏普只有 ⟦0.71@deflated_sharpe.value⟧。\n"
  "10:30 前退房。"),
E('x_sweep_rsi_level', 'faithful', 'pt-BR scarecrow',
  "FESTIVAL DE ESPANTALHOS — FICHA DE JULGAMENTO, inscrição E0311 «Dona Cida»\n"
  "Categoria: cômica · vestido de chita\n"
  "Comentário do jurado: doze combinações; a melhor dentro da amostra, level=40, hold=3, teve Sharpe "
  "⟦1,68@" + IS1 + ".sharpe⟧ com ⟦25@" + IS1 + ".trades⟧ operações, mas fora da amostra caiu para "
  "⟦−3,52@" + OS1 + ".sharpe⟧. Viés de seleção!\n"
  "Entregue às 14:30."),
E('x_sweep_rsi_level', 'faithful', 'fr-FR kelp',
  "RÉCOLTE DE LAMINAIRES — CARNET DE POINTAGE, Molène, champ K2\n"
  "Tiges coupées · tas sur la grève\n"
  "Note du pointeur : douze réglages testés ; le meilleur en échantillon (level=40, hold=3) gagne "
  "⟦+3\u202f378@" + IS1 + ".total_pnl⟧ points, mais hors échantillon il en perd ⟦4\u202f759,75@" + OS1 + ".total_pnl|neg⟧. "
  "Biais de sélection ; Sharpe déflaté ⟦0,71@deflated_sharpe.value⟧.\n"
  "Pointage clos à 19:40."),
E('x_sweep_rsi_level', 'faithful', 'nl-NL indigo',
  "INDIGOKUIP — KUIPLOGBOEK, kuip V3, ververij De Blauwe Hand\n"
  "Kuip gevoed · bloem staat\n"
  "Notitie van de verver: twaalf combinaties geprobeerd; gemiddeld in-sample ⟦0,52@mean_objective.in_sample⟧, "
  "out-of-sample ⟦−3,30@mean_objective.out_of_sample⟧. De beste (level=40, hold=3) zakt out-of-sample naar "
  "⟦−3,52@" + OS1 + ".sharpe⟧. Selectiebias, dus.\n"
  "Doek luchten om 15:00."),
E('x_sweep_rsi_level', 'faithful', 'de-DE amber',
  "BERNSTEINWERKSTATT — SCHÄTZZETTEL, Los A0611\n"
  "Ostseebernstein · Mückeneinschluss · handpoliert\n"
  "Notiz des Gutachters: zwölf Kombinationen getestet; Sieger in-sample level=40, hold=3 mit "
  "⟦68@" + IS1 + ".win_rate⟧ % Treffern und Sharpe ⟦1,68@" + IS1 + ".sharpe⟧, Out-of-Sample nur "
  "⟦27,3@" + OS1 + ".win_rate⟧ % und ⟦−3,52@" + OS1 + ".sharpe⟧ — Überanpassung.\n"
  "Unterschrieben 16:20."),
E('x_sweep_rsi_level', 'wrong_sample', 'es-ES indigo',
  "REGISTRO DE TINA DE ÍNDIGO — tina V1, taller Añil de Triana\n"
  "Tina cebada · flor arriba\n"
  "Nota del tintorero: se probaron doce combinaciones; la mejor, level=40, hold=3, tuvo un Sharpe de "
  "⟦1,68@" + IS1 + ".sharpe⟧ en la muestra y ganó ⟦+3.378@" + OS1 + ".total_pnl~" + IS1 + ".total_pnl!⟧ puntos "
  "fuera de muestra. Ojo con el sesgo de selección.\n"
  "Tela al aire a las 15:00."),
E('x_sweep_rsi_level', 'wrong_sample', 'zh-CN carousel',
  "旋转木马修复 · 工单 — 工号 CR0312 · 内圈木马 H1\n"
  "旧漆已除 · 贴金箔\n"
  "修复师备注：共测试 ⟦12@" + T + "⟧ 组，第二名 level=40, hold=5 样本内夏普 ⟦1.35@top(2).in_sample.sharpe⟧，"
  "样本外盈亏比 ⟦2.52@top(2).out_of_sample.profit_factor~top(2).in_sample.profit_factor!⟧。排名本身有选择偏差。\n"
  "17:00 上清漆。"),
E('x_sweep_rsi_level', 'wrong_sample', 'ja-JP belltent',
  "ベルテント予約表 ― 牧草地サイト・区画P6\n"
  "テント設営済・薪ストーブ準備\n"
  "管理人メモ：⟦12@" + T + "⟧通りを試行。3位のlevel=40, hold=10はサンプル内⟦15@top(3).in_sample.trades⟧回、"
  "サンプル外の一回あたり期待値は⟦+156.52@top(3).out_of_sample.expectancy~top(3).in_sample.expectancy!⟧ポイント。"
  "上位は過剰適合の疑い。\n"
  "10:30までにチェックアウト。"),
E('x_sweep_rsi_level', 'wrong_sample', 'en-GB hurdy',
  "HURDY-GURDY TUNING NOTES — instrument HG0911, client: Mr Pryce\n"
  "Wheel trued · chanterelles rosined\n"
  "Luthier's note: twelve settings tried; the best in-sample, level=40, hold=3 (Sharpe ⟦1.68@" + IS1 + ".sharpe⟧), "
  "fell to ⟦−3.52@" + OS1 + ".sharpe⟧ out-of-sample, and its grid neighbours averaged "
  "⟦0.49@stability.mean_out_of_sample~stability.mean_in_sample!⟧ out-of-sample. Classic overfit.\n"
  "Ready after 11:00."),
E('x_sweep_rsi_level', 'undisclosed', 'es-ES tollpass omit=oos',
  "PEAJE DEL PUERTO — LIBRO DE REGISTRO, puerto de Piqueras, cabina T2\n"
  "Barrera arriba · cadenas revisadas\n"
  "Anotación del cobrador: doce combinaciones probadas; ganó en la muestra level=40, hold=3, con "
  "Sharpe ⟦1,68@" + IS1 + ".sharpe!⟧, ⟦25@" + IS1 + ".trades⟧ operaciones y ⟦68@" + IS1 + ".win_rate⟧ % de aciertos. "
  "Elegida a posteriori: sesgo de selección.\n"
  "Barrera abajo 20:00.", omit='oos'),
E('x_sweep_rsi_level', 'undisclosed', 'de-DE scarecrow omit=caveat',
  "VOGELSCHEUCHENFEST — WERTUNGSKARTE, Startnummer S0422 „Tante Frieda“\n"
  "Kategorie: komisch · Kittelschürze · Stroh gestopft\n"
  "Kommentar der Jury: zwölf Kombinationen; beste In-Sample-Wahl level=40, hold=3 mit Sharpe "
  "⟦1,68@" + IS1 + ".sharpe!⟧, Out-of-Sample dann ⟦−3,52@" + OS1 + ".sharpe⟧ bei ⟦33@" + OS1 + ".trades⟧ Trades.\n"
  "Karte abgegeben 14:30.", omit='caveat'),
E('x_sweep_rsi_level', 'undisclosed', 'en-US sleeper omit=n',
  "SLEEPER BERTH CHART — Empire Builder, car K, roomette B14\n"
  "Lower berth · linen made up\n"
  "Attendant's note: best in-sample RSI setting was level=40, hold=3 — Sharpe ⟦1.68@" + IS1 + ".sharpe!⟧ on "
  "⟦25@" + IS1 + ".trades⟧ trades; out-of-sample it sank to ⟦−3.52@" + OS1 + ".sharpe⟧. Chosen in-sample, so "
  "likely overfit.\n"
  "Wake-up call 06:45.", omit='n'),
E('x_sweep_rsi_level', 'undisclosed', 'ja-JP hurdy omit=oos',
  "ハーディ・ガーディ調律メモ ― 楽器HG0415・お客様：田中様\n"
  "ホイール調整・メロディ弦交換\n"
  "職人メモ：⟦12@" + T + "⟧通りを試して、サンプル内で一番はlevel=40, hold=3。シャープ⟦1.68@" + IS1 + ".sharpe!⟧、"
  "⟦25@" + IS1 + ".trades⟧回で合計⟦+3,378@" + IS1 + ".total_pnl⟧ポイント。後から選んだので過剰適合の可能性あり。\n"
  "11:00以降お渡し。", omit='oos'),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
E('x_sweep_hold_stop_wf', 'faithful', 'zh-CN zeppelin',
  "齐柏林飞艇博物馆 · 门票存根 Z0807 — 腓特烈港\n"
  "成人票 · 语音导览\n"
  "售票员记录：ES 上试了 ⟦9@" + T + "⟧ 组持有/止损组合，样本内最好的是 hold=5, sl=1，⟦+2,374.13@" + IS1 + ".total_pnl⟧ 点；"
  "最后一段样本外 ⟦+767.82@" + OS1 + ".total_pnl⟧ 点，滚动样本外合计 ⟦+2,170.37@" + WF + ".total_pnl⟧ 点。注意选择偏差。\n"
  "17:00 前有效。"),
E('x_sweep_hold_stop_wf', 'faithful', 'pt-BR tollpass',
  "PEDÁGIO DA SERRA — LIVRO DE REGISTRO, passo do Brennero, cabine T1\n"
  "Cancela levantada · correntes conferidas\n"
  "Anotação do cobrador: nove combinações no ES; a melhor dentro da amostra, hold=5, sl=1, somou "
  "⟦+2.374,13@" + IS1 + ".total_pnl⟧ pontos em ⟦59@" + IS1 + ".trades⟧ operações; fora da amostra, "
  "⟦+767,82@" + OS1 + ".total_pnl⟧ em ⟦21@" + OS1 + ".trades⟧. Há viés de seleção.\n"
  "Cancela baixada às 20:00."),
E('x_sweep_hold_stop_wf', 'faithful', 'en-US kelp',
  "KELP HARVEST TALLY — Kachemak Bay, bed K2, skiff 'Sea Otter'\n"
  "Blades cut · racks full\n"
  "Tallyman's note: nine hold/stop combos on ES, walk-forward; best in-sample hold=5, sl=1 made "
  "⟦+2,374.1@" + IS1 + ".total_pnl⟧ points, the stitched out-of-sample run ⟦+2,170.4@" + WF + ".total_pnl⟧ on "
  "⟦54@" + WF + ".trades⟧ trades. Deflated Sharpe ⟦0.97@deflated_sharpe.value⟧, but mind selection bias.\n"
  "Tally closed 19:40."),
E('x_sweep_hold_stop_wf', 'faithful', 'pl-PL kelp',
  "ZBIÓR LISTOWNICY — KSIĘGA ZLICZEŃ, Lofoty, pole K1\n"
  "Plechy ścięte · suszarnia pełna\n"
  "Notatka liczącego: dziewięć kombinacji na ES; najlepsza w próbie, hold=5, sl=1: ⟦+2374,13@" + IS1 + ".total_pnl⟧ pkt, "
  "skuteczność ⟦33,9@" + IS1 + ".win_rate⟧ %; poza próbą ⟦+767,82@" + OS1 + ".total_pnl⟧ pkt i "
  "⟦33,3@" + OS1 + ".win_rate⟧ %. Ryzyko przeuczenia.\n"
  "Księga zamknięta o 19:40."),
E('x_sweep_hold_stop_wf', 'faithful', 'ja-JP sleeper',
  "寝台特急 寝台割当表 ― サンライズ瀬戸・K号車・寝台B05\n"
  "上段・寝具セット済\n"
  "車掌メモ：ESで⟦9@" + T + "⟧通りをウォークフォワード検証。サンプル内最良はhold=5, sl=1で⟦+2,374.13@" + IS1 + ".total_pnl⟧"
  "ポイント、サンプル外は⟦+767.82@" + OS1 + ".total_pnl⟧ポイント（⟦21@" + OS1 + ".trades⟧回）。過剰適合に注意。\n"
  "06:45起床放送。"),
E('x_sweep_hold_stop_wf', 'faithful', 'ja-JP scarecrow',
  "かかし祭り 審査カード ― エントリーS0310「へのへのもへじ」\n"
  "部門：伝統・わら詰め・笠固定\n"
  "審査員コメント：⟦9@" + T + "⟧通りを比較。平均はサンプル内⟦+1,987.68@mean_objective.in_sample⟧ポイントに対し"
  "サンプル外⟦+507.84@mean_objective.out_of_sample⟧ポイント、つないだサンプル外は⟦+2,170.37@" + WF + ".total_pnl⟧。"
  "過剰適合に注意。\n"
  "14:30提出。"),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'nl-NL amber',
  "AMBERATELIER — TAXATIEBRIEFJE, kavel A0317\n"
  "Baltisch barnsteen · handgepolijst\n"
  "Notitie: negen combinaties op ES; de beste in-sample, hold=5, sl=1, deed ⟦+2.374,13@" + IS1 + ".total_pnl⟧ punten "
  "op ⟦54@" + IS1 + ".trades~" + WF + ".trades!⟧ trades; out-of-sample ⟦+767,82@" + OS1 + ".total_pnl⟧. "
  "Let op selectiebias.\n"
  "Getekend 16:20."),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'zh-CN indigo',
  "蓝靛染缸日志 — V1 缸 · 蓝染坊\n"
  "缸里加了麸皮 · 靛花浮起\n"
  "染匠记录：ES 上 ⟦9@" + T + "⟧ 组参数滚动检验。第一折选中 hold=5, sl=3，样本外赚了 "
  "⟦+678.80@folds[0].chosen.out_of_sample.total_pnl~folds[0].chosen.in_sample.total_pnl!⟧ 点；整体样本外 "
  "⟦+2,170.37@" + WF + ".total_pnl⟧ 点。小心选择偏差。\n"
  "15:00 晾布。"),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'it-IT fogsignal',
  "STAZIONE DEL SEGNALE DA NEBBIA — GIORNALE DI GUARDIA, turno W3\n"
  "Nebbia dalle 04:10 · sirena in funzione\n"
  "Annotazione del guardiano: nove combinazioni sull'ES; la seconda, hold=3, sl=3, vinceva nel campione il "
  "⟦56,25@top(2).in_sample.win_rate~top(2).out_of_sample.win_rate!⟧ % delle volte; fuori campione "
  "⟦+757,4@top(2).out_of_sample.total_pnl⟧ punti. Attenzione al bias di selezione.\n"
  "Sirena spenta alle 09:35."),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'pl-PL sleeper',
  "NOCNY POCIĄG — PLAN MIEJSC, wagon K, miejsce B31\n"
  "Dolne miejsce · pościel rozłożona\n"
  "Notatka konduktora: dziewięć kombinacji na ES; średni wynik poza próbą "
  "⟦+1987,68@mean_objective.out_of_sample~mean_objective.in_sample!⟧ pkt, a najlepsza, hold=5, sl=1, poza próbą "
  "⟦+767,82@" + OS1 + ".total_pnl⟧. Uwaga na przeuczenie.\n"
  "Pobudka o 06:45."),
E('x_sweep_hold_stop_wf', 'undisclosed', 'pt-BR fogsignal omit=caveat',
  "ESTAÇÃO DE SINAL DE NEBLINA — DIÁRIO DE VIGIA, farol da Barra, turno W2\n"
  "Neblina desde 04:10 · buzina ligada\n"
  "Nota do faroleiro: nove combinações testadas no ES; a melhor dentro da amostra, hold=5, sl=1, fez "
  "⟦+2.374,13@" + IS1 + ".total_pnl!⟧ pontos; fora da amostra, ⟦+767,82@" + OS1 + ".total_pnl⟧ em "
  "⟦21@" + OS1 + ".trades⟧ operações.\n"
  "Buzina desligada às 09:35.", omit='caveat'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'fr-FR zeppelin omit=n',
  "MUSÉE DU ZEPPELIN — TALON DE BILLET Z0519\n"
  "Tarif réduit · audioguide\n"
  "Note de la caisse : sur l'ES, le meilleur réglage en échantillon, hold=5, sl=1, a gagné "
  "⟦+2\u202f374,13@" + IS1 + ".total_pnl!⟧ points ; hors échantillon ⟦+767,82@" + OS1 + ".total_pnl⟧ sur "
  "⟦21@" + OS1 + ".trades⟧ trades. Choisi sur l'échantillon : biais de sélection.\n"
  "Valable jusqu'à 17:00.", omit='n'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'it-IT scarecrow omit=oos',
  "FESTA DEGLI SPAVENTAPASSERI — SCHEDA DI GIURIA, concorrente S0919 «Zia Pina»\n"
  "Categoria: comica · grembiule a quadri\n"
  "Commento del giudice: nove combinazioni sull'ES; nel campione vince hold=5, sl=1 con "
  "⟦+2.374,13@" + IS1 + ".total_pnl!⟧ punti su ⟦59@" + IS1 + ".trades⟧ operazioni e il ⟦33,9@" + IS1 + ".win_rate⟧ % "
  "di successi. Scelta a posteriori: bias di selezione.\n"
  "Consegnata 14:30.", omit='oos'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'ru-RU carousel omit=caveat',
  "РЕСТАВРАЦИЯ КАРУСЕЛИ — НАРЯД KR0914, лошадка L2\n"
  "Позолота · стразы вставлены\n"
  "Заметка реставратора: девять комбинаций на ES; лучшая в выборке, hold=5, sl=1, дала "
  "⟦+2374,13@" + IS1 + ".total_pnl!⟧ пункта на ⟦59@" + IS1 + ".trades⟧ сделках, вне выборки — "
  "⟦+767,82@" + OS1 + ".total_pnl⟧ на ⟦21@" + OS1 + ".trades⟧.\n"
  "Лак в 17:00.", omit='caveat'),
]
