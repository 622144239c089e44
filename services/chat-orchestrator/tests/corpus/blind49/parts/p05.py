"""The two sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

T = "configurations.tried"
IS1, OOS1 = "top(1).in_sample", "top(1).out_of_sample"

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level
E('x_sweep_rsi_level', 'faithful', 'zh-CN pearl',
  "采珠船日志 — 「珠光号」 · 合浦珠池\n"
  "潜水员抱石下潜 · 拉绳就位 · 甲板开蚌\n"
  "船老大记：RSI 阈值和持有期共试了 ⟦12@" + T + "⟧ 组，样本内最好的是 level=40, hold=3（夏普 ⟦1.68@" + IS1 + ".sharpe⟧），"
  "样本外跌到 ⟦−3.52@" + OOS1 + ".sharpe⟧。这是挑出来的，有选择偏差，别当真。\n"
  "17:10 起锚。"),
E('x_sweep_rsi_level', 'faithful', 'nl-NL thatch',
  "RIETDEKKER — WERKBON TJ0519, stolpboerderij bij Medemblik\n"
  "Materiaal: riet, tenen bindsel · nok van heide\n"
  "Opmerking van de rietdekker: twaalf combinaties geprobeerd; de beste in-sample (level=40, hold=3) haalde Sharpe "
  "⟦1,68@" + IS1 + ".sharpe⟧, out-of-sample ⟦−3,52@" + OOS1 + ".sharpe⟧ op ⟦33@" + OOS1 + ".trades⟧ trades. "
  "Selectiebias: niet op bouwen.\n"
  "Ladders weg om 16:30."),
E('x_sweep_rsi_level', 'faithful', 'pl-PL coracle',
  "PRACOWNIA KORAKLI — NOTATKI Z BUDOWY, szkielet C6\n"
  "- listwy jesionowe wygięte na parze\n"
  "- płótno naciągnięte, smoła położona\n"
  "Uwaga szkutnika: dwanaście konfiguracji; najlepsza w próbie, level=40, hold=3, dała ⟦+3378@" + IS1 + ".total_pnl⟧ pkt, "
  "a poza próbą ⟦−4759,75@" + OOS1 + ".total_pnl⟧ pkt. Ryzyko przeuczenia duże.\n"
  "Suszy się dnem do góry od 18:00."),
E('x_sweep_rsi_level', 'faithful', 'ja-JP decoy',
  "デコイ彫り 注文票 ― 注文D0630・マガモ（雄）\n"
  "胴：米杉・頭：ニッサ・目：ガラス、装着済み\n"
  "彫師メモ：試したのは⟦12@" + T + "⟧通り。最良のlevel=40, hold=3はサンプル内勝率⟦68%@" + IS1 + ".win_rate⟧、"
  "サンプル外は⟦27.3%@" + OOS1 + ".win_rate⟧まで低下。過剰適合の疑いが濃い。\n"
  "19:00 塗装乾燥。"),
E('x_sweep_rsi_level', 'faithful', 'en-US pearl',
  "PEARL-DIVING BOAT LOG — lugger 'Sea Wraith', Broome beds\n"
  "Divers down on the stone · tenders on the lines · shell opened on deck\n"
  "Skipper's entry: twelve RSI level/hold combos tried, deflated Sharpe ⟦0.71@deflated_sharpe.value⟧. All configs "
  "averaged ⟦0.52@mean_objective.in_sample⟧ in-sample but ⟦−3.30@mean_objective.out_of_sample⟧ out-of-sample — "
  "textbook overfit.\n"
  "Anchor up 17:10."),
E('x_sweep_rsi_level', 'faithful', 'en-GB hopkiln',
  "HOP KILN — DRYING LOG, oast K3, Goudhurst\n"
  "21:00 green hops on the hair cloth · fire drawing well · cowl turning\n"
  "Drier's note: twelve set-ups; level=40, hold=3 led in-sample at ⟦1.68@" + IS1 + ".sharpe⟧ "
  "Sharpe, fell to ⟦−3.52@" + OOS1 + ".sharpe⟧ out-of-sample, its neighbours to ⟦−3.37@stability.mean_out_of_sample⟧. "
  "Selection bias, plainly.\n"
  "05:30 hops pressed into pockets."),
E('x_sweep_rsi_level', 'wrong_sample', 'fr-FR thatch',
  "CHAUMIER — FICHE DE CHANTIER TJ0208, longère de Brière\n"
  "Matériau : roseau, liens d'osier · faîtage en argile\n"
  "Remarques du chaumier : douze réglages testés ; le meilleur (level=40, hold=3) gagne hors échantillon "
  "⟦68@" + OOS1 + ".win_rate~" + IS1 + ".win_rate!⟧\u202f% de ses trades, sur ⟦33@" + OOS1 + ".trades⟧. "
  "Gare au biais de sélection.\n"
  "Échelles descendues à 16:30."),
E('x_sweep_rsi_level', 'wrong_sample', 'fr-FR hopkiln',
  "SÉCHOIR À HOUBLON — JOURNAL DE SÉCHAGE, touraille K2, Flandre\n"
  "21:00 houblon vert sur la claie · le feu tire bien · la mitre tourne\n"
  "Note du sécheur : douze combinaisons ; le deuxième (level=40, hold=5) : en échantillon, "
  "⟦−210,02@top(2).in_sample.expectancy~top(2).out_of_sample.expectancy!⟧ points par trade ; hors échantillon, Sharpe "
  "⟦−3,19@top(2).out_of_sample.sharpe⟧. Biais de sélection.\n"
  "05:30 houblon pressé."),
E('x_sweep_rsi_level', 'wrong_sample', 'zh-CN cuckoo',
  "布谷鸟钟 · 组装卡 CK0322 — 木屋款\n"
  "[x] 风箱粘好  [x] 松果坠挂上  [x] 小鸟装上杠杆\n"
  "钟表匠备注：共试 ⟦12@" + T + "⟧ 组参数；全部配置样本外平均夏普 "
  "⟦0.52@mean_objective.out_of_sample~mean_objective.in_sample!⟧，最好的 level=40, hold=3 样本外 "
  "⟦−3.52@" + OOS1 + ".sharpe⟧。有选择偏差。\n"
  "15:00 试鸣。"),
E('x_sweep_rsi_level', 'wrong_sample', 'pl-PL charcoal',
  "MIELERZ WĘGLA DRZEWNEGO — DZIENNIK, mielerz C1, Bieszczady\n"
  "Szczapy ułożone · darń i ziemia na wierzchu · zapalony przez komin\n"
  "Notatka węglarza: dwanaście ustawień; level=30, hold=3 miał poza próbą profit factor "
  "⟦2,92@top(4).out_of_sample.profit_factor~top(4).in_sample.profit_factor!⟧, a najlepszy level=40, hold=3 poza próbą "
  "Sharpe ⟦−3,52@" + OOS1 + ".sharpe⟧. Przeuczenie.\n"
  "Otwory zamknięte o 22:00."),
E('x_sweep_rsi_level', 'undisclosed', 'pt-BR watermill omit=caveat',
  "MOINHO D'ÁGUA — LIVRO DE MOAGEM, mós S1, Santo Antônio\n"
  "Comporta aberta | roda girando | mós picadas\n"
  "Nota do moleiro: doze combinações de RSI e prazo; a melhor, level=40, hold=3, fez Sharpe "
  "⟦1,68@" + IS1 + ".sharpe!⟧ na amostra e ⟦−3,52@" + OOS1 + ".sharpe⟧ fora da amostra, em ⟦33@" + OOS1 + ".trades⟧ trades.\n"
  "Comporta fechada às 18:45.", omit='caveat'),
E('x_sweep_rsi_level', 'undisclosed', 'en-GB mapplate omit=n',
  "ENGRAVING PLATE NOTES — plate P7, estuary chart\n"
  "Copper grounded · channels cut · hachures burnished\n"
  "Engraver's margin note: best RSI set-up, level=40, hold=3: in-sample Sharpe ⟦1.68@" + IS1 + ".sharpe!⟧ on "
  "⟦25@" + IS1 + ".trades⟧ trades, out-of-sample ⟦−3.52@" + OOS1 + ".sharpe⟧ on ⟦33@" + OOS1 + ".trades⟧. Picked on "
  "in-sample data, so expect overfit.\n"
  "Proof pulled at 12:00.", omit='n'),
E('x_sweep_rsi_level', 'undisclosed', 'es-ES decoy omit=oos',
  "FICHA DE TALLA — CIMBEL D0524, cerceta (macho)\n"
  "Cuerpo: cedro · Cabeza: tupelo · Ojos: cristal, puestos\n"
  "Nota del tallista: doce combinaciones probadas; en la muestra ganó level=40, hold=3, con Sharpe "
  "⟦1,68@" + IS1 + ".sharpe!⟧ y ⟦+3378@" + IS1 + ".total_pnl⟧ puntos en ⟦25@" + IS1 + ".trades⟧ operaciones. "
  "Ojo al sesgo de selección.\n"
  "Pintura seca a las 19:00.", omit='oos'),
E('x_sweep_rsi_level', 'undisclosed', 'nl-NL seaweed omit=caveat',
  "ZEEWIERBAD — RESERVERINGSBON, kuip B6, Domburg\n"
  "Vers blaaswier · heet zeewater · daarna koud afspoelen\n"
  "Notitie van de badmeester: twaalf instellingen getest; level=40, hold=3 won in-sample met "
  "⟦+3.378@" + IS1 + ".total_pnl!⟧ punten, out-of-sample ⟦−4.759,75@" + OOS1 + ".total_pnl⟧ punten over "
  "⟦33@" + OOS1 + ".trades⟧ trades.\n"
  "Bad klaar om 11:15.", omit='caveat'),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
E('x_sweep_hold_stop_wf', 'faithful', 'pl-PL anvil',
  "ŚWIADECTWO BADANIA KOWADŁA — AT0930, kowadło wzoru londyńskiego\n"
  "Odbicie: zaliczone · Dźwięk: czysty · Płyta: hartowana\n"
  "Uwagi badającego: ES, dziewięć konfiguracji, walk-forward w 3 foldach; najlepsza hold=5, sl=1: w próbie "
  "⟦+2374,13@" + IS1 + ".total_pnl⟧ pkt, poza próbą ⟦+767,82@" + OOS1 + ".total_pnl⟧ pkt na ⟦21@" + OOS1 + ".trades⟧ "
  "transakcjach. Uwaga na przeuczenie.\n"
  "Zbadano o 10:20."),
E('x_sweep_hold_stop_wf', 'faithful', 'fr-FR hopkiln',
  "SÉCHOIR À HOUBLON — JOURNAL DE SÉCHAGE, touraille K1, Flandre\n"
  "21:00 houblon vert sur la claie · le feu tire bien · la mitre tourne\n"
  "Note du sécheur : neuf combinaisons sur l'ES ; hors échantillon, le walk-forward cumule "
  "⟦+2\u202f170,4@walk_forward_out_of_sample.total_pnl⟧ points en ⟦54@walk_forward_out_of_sample.trades⟧ trades. "
  "Gare au biais de sélection.\n"
  "05:30 houblon pressé."),
E('x_sweep_hold_stop_wf', 'faithful', 'fr-FR mapplate',
  "NOTES DE PLANCHE GRAVÉE — planche P2, carte de l'estuaire\n"
  "Cuivre vernis · chenaux creusés · hachures brunies\n"
  "Note en marge du graveur : neuf réglages ; le deuxième (hold=3, sl=3) fait ⟦+2\u202f180,6@top(2).in_sample.total_pnl⟧ "
  "points en échantillon et ⟦+757,4@top(2).out_of_sample.total_pnl⟧ hors échantillon. Biais de sélection à garder "
  "en tête.\n"
  "Épreuve tirée à 12:00."),
E('x_sweep_hold_stop_wf', 'faithful', 'nl-NL watermill',
  "WATERMOLEN — MAALBOEK, stenen S1, Oldenzaal\n"
  "Schuif open | rad draait | stenen gescherpt\n"
  "Aantekening van de molenaar: negen combinaties op de ES; beste in-sample hold=5, sl=1 (⟦+2.374,1@" + IS1 + ".total_pnl⟧ "
  "punten), out-of-sample ⟦+767,8@" + OOS1 + ".total_pnl⟧ op ⟦21@" + OOS1 + ".trades⟧ trades. Deflated Sharpe "
  "⟦0,97@deflated_sharpe.value⟧, toch selectiebias.\n"
  "Schuif dicht om 18:45."),
E('x_sweep_hold_stop_wf', 'faithful', 'es-ES charcoal',
  "CARBONERA — LIBRO DE LA PILA, pila C2, Sierra de Gata\n"
  "Leña apilada · tierra y cepellones encima · encendida por la chimenea\n"
  "Nota del carbonero: nueve combinaciones en el ES; media de todas: ⟦+1987,7@mean_objective.in_sample⟧ puntos "
  "en la muestra y ⟦+507,8@mean_objective.out_of_sample⟧ fuera de muestra. Sesgo de selección evidente.\n"
  "Respiraderos cerrados a las 22:00."),
E('x_sweep_hold_stop_wf', 'faithful', 'it-IT cuckoo',
  "OROLOGIO A CUCÙ — SCHEDA DI MONTAGGIO CU0909, modello «Chalet»\n"
  "[x] mantici incollati  [x] pesi a pigna appesi  [x] uccellino sulla leva\n"
  "Nota dell'orologiaio: nove configurazioni sull'ES; il primo fold sceglie hold=5, sl=3: fuori campione "
  "⟦+985,01@folds[0].chosen.out_of_sample.total_pnl⟧ punti in ⟦11@folds[0].chosen.out_of_sample.trades⟧ operazioni. "
  "Bias di selezione!\n"
  "Cucù provato alle 15:00."),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'pl-PL thatch',
  "KRYCIE STRZECHĄ — KARTA ROBÓT TJ0726, chałupa na Kurpiach\n"
  "Materiał: trzcina, wiązania z wikliny · kalenica ze słomy\n"
  "Uwagi strzechara: dziewięć konfiguracji na ES; druga, hold=3, sl=3, miała w próbie "
  "⟦16@top(2).in_sample.trades~top(2).out_of_sample.trades!⟧ transakcji, a poza próbą ⟦+757,4@top(2).out_of_sample.total_pnl⟧ "
  "pkt. Możliwe przeuczenie.\n"
  "Drabiny zdjęte o 17:30."),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'de-DE mapplate',
  "NOTIZEN ZUR STICHPLATTE — Platte P9, Wattkarte\n"
  "Kupfer grundiert · Priele gestochen · Schraffur poliert\n"
  "Randnotiz des Stechers: neun Kombinationen auf dem ES, Walk-Forward; im zweiten Fold (hold=5, sl=1) kamen "
  "out-of-sample ⟦+1.956,6@folds[1].chosen.out_of_sample.total_pnl~folds[1].chosen.in_sample.total_pnl!⟧ Punkte heraus. "
  "Vorsicht, Überanpassung.\n"
  "Probedruck um 12:00."),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'ja-JP coracle',
  "コラクル工房 製作メモ ― 骨組みC8\n"
  "・トネリコの細材を蒸して曲げる\n"
  "・帆布を張り、ピッチを二度塗り\n"
  "製作者メモ：ESで⟦9@" + T + "⟧通り試行。最良のhold=5, sl=1はサンプル外のPFが"
  "⟦2.09@" + OOS1 + ".profit_factor~" + IS1 + ".profit_factor!⟧、サンプル外損益⟦+767.8@" + OOS1 + ".total_pnl⟧ポイント。"
  "過剰適合に注意。\n"
  "18:00 裏返して乾燥。"),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'de-DE coracle',
  "CORACLE-WERKSTATT — BAUNOTIZEN, Gestell C1\n"
  "- Eschenleisten gedämpft und gebogen\n"
  "- Kattun gespannt, zweiter Pechanstrich\n"
  "Notiz des Bootsbauers: neun Varianten getestet; der Drittplatzierte, hold=5, sl=2, schaffte out-of-sample "
  "⟦+2.141,4@top(3).out_of_sample.total_pnl~top(3).in_sample.total_pnl!⟧ Punkte. Überanpassung nicht ausgeschlossen.\n"
  "Kieloben zum Trocknen ab 18:00."),
E('x_sweep_hold_stop_wf', 'undisclosed', 'es-ES cuckoo omit=oos',
  "RELOJ DE CUCO — TARJETA DE MONTAJE CU0420, modelo «Chalé»\n"
  "[x] fuelles encolados  [x] pesas de piña colgadas  [x] pájaro en su palanca\n"
  "Nota del relojero: nueve combinaciones en el ES; la mejor en la muestra, hold=5, sl=1, con "
  "⟦+2374,13@" + IS1 + ".total_pnl!⟧ puntos en ⟦59@" + IS1 + ".trades⟧ operaciones. Hay sesgo de selección.\n"
  "Cuco probado a las 15:00.", omit='oos'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'zh-CN tightrope omit=n',
  "走钢丝 · 排练板 — R1 钢索（大篷）\n"
  "钢索：已绷紧 ✓  平衡杆：已擦粉 ✓  安全网：已挂 ✓\n"
  "教练：ES 回测，样本内最好的是 hold=5, sl=1，盈利 ⟦+2,374.13@" + IS1 + ".total_pnl!⟧ 点；样本外 "
  "⟦+767.82@" + OOS1 + ".total_pnl⟧ 点，⟦21@" + OOS1 + ".trades⟧ 笔。这是挑出来的最优，存在选择偏差。\n"
  "14:00 下一轮合练。", omit='n'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'it-IT tightrope omit=oos',
  "FUNAMBOLO — LAVAGNA DELLE PROVE, attrezzo R2 (tendone)\n"
  "Cavo: teso ✓  Bilanciere: con magnesite ✓  Rete: montata ✓\n"
  "Allenatrice: nove combinazioni sull'ES; nel campione vince hold=5, sl=1 con profit factor "
  "⟦2,09@" + IS1 + ".profit_factor!⟧ e ⟦+2.374,1@" + IS1 + ".total_pnl⟧ punti. Occhio al bias di selezione.\n"
  "Prossima prova alle 14:00.", omit='oos'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'en-GB charcoal omit=caveat',
  "CHARCOAL CLAMP LOG — clamp C5, Wyre Forest\n"
  "Cordwood stacked · turf and ash on · lit down the chimney\n"
  "Collier's note: nine ES set-ups tried; hold=5, sl=1 led in-sample with ⟦+2,374.1@" + IS1 + ".total_pnl!⟧ "
  "points, out-of-sample ⟦+767.8@" + OOS1 + ".total_pnl⟧ on ⟦21@" + OOS1 + ".trades⟧ trades.\n"
  "Vents closed 22:00; watching it through the night.", omit='caveat'),
]
