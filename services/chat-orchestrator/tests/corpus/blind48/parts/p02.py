"""Market-data queries, part 2 (q_up_pct_2024 ... q_gap_2024). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

N = "R.source_row_count"


def chg(d):
    return f"row('{d}').chg"


def ch(d):
    return f"row('{d}').change"


ENTRIES = [
# ---------------------------------------------------------------- q_up_pct_2024
E('q_up_pct_2024', 'faithful', 'ru-RU sheepdip',
  "ОВЕЧЬЯ КУПАЛЬНЯ — ЖУРНАЛ, Ставрополье, загон D1\n"
  "Ванна долита · отара прогнана · стекатель занят\n"
  "Запись чабана: в 2024 г. NQ закрылся выше открытия в ⟦40,5\u00a0%@value*100⟧ из ⟦252@" + N + "⟧ сессий — "
  "меньше половины.\n"
  "Ворота закрыты в 13:15."),
E('q_up_pct_2024', 'faithful', 'en-US avalanche',
  "AVALANCHE CONTROL — BLASTING LOG, Snowbird, path A2\n"
  "Road closed · hand charges thrown · all-clear horn\n"
  "Blaster's entry: only ⟦40.48%@value*100⟧ of 2024's ⟦252@" + N + "⟧ NQ sessions closed above the open.\n"
  "Road reopened 10:20."),
E('q_up_pct_2024', 'faithful', 'es-ES gaslamp',
  "FAROLERO — HOJA DE RONDA, barrio de Santa Cruz, ronda L2\n"
  "Camisas revisadas · piloto encendido · escalera al carro\n"
  "Nota del farolero: en 2024 el NQ cerró por encima de la apertura en un ⟦40 %@value*100⟧ de las sesiones; "
  "la mayoría de los días, a la baja.\n"
  "Ronda terminada a las 17:50."),
E('q_up_pct_2024', 'faithful', 'de-DE glasseye',
  "GLASAUGEN-MANUFAKTUR — AUFTRAGSKARTE, Ref. GE0512, linkes Auge\n"
  "Iris gemalt · Äderchen gezogen · Schale poliert\n"
  "Notiz des Okularisten: 2024 schlossen ⟦40,48 %@value*100⟧ der ⟦252@" + N + "⟧ Handelstage im Plus, "
  "also weniger als die Hälfte.\n"
  "Anprobe 14:00."),
E('q_up_pct_2024', 'misrounded', 'zh-CN ropewalk',
  "制绳工坊 · 纺纱计数单 — 泉州 · R3 绳道\n"
  "麻已梳 · 纱已纺 · 股已合\n"
  "工头备注：2024 年 NQ 收盘高于开盘的交易日占 ⟦40.4%@value*100!⟧，共 ⟦252@" + N + "⟧ 个交易日。\n"
  "17:30 绳道清场。"),
E('q_up_pct_2024', 'miscomputed', 'pl-PL peatcore',
  "TORFOWISKO — DZIENNIK RDZENI, Bagno Biebrzańskie, rdzeń C4\n"
  "Świder rosyjski · torfowiec nad torfem niskim · rdzeń w folii\n"
  "Notatka terenowa: w 2024 r. wzrostowych sesji NQ było ⟦40,5\u00a0%@value*100⟧, więc spadkowych, jak policzyłem, "
  "⟦60,5\u00a0%@100-value*100!⟧.\n"
  "Rdzeń spakowany 15:20."),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
E('q_stats_2023_vs_2024', 'faithful', 'it-IT glasseye',
  "PROTESI OCULARI — SCHEDA D'ORDINE, rif. GE0718, occhio destro\n"
  "Iride dipinta · capillari tracciati · guscio lucidato\n"
  "Nota dell'oculista: escursione media del NQ ⟦363,2@A.mean_range⟧ punti nel 2023 contro ⟦274,4@B.mean_range⟧ "
  "nel 2024; volumi quasi identici, ⟦201.034@A.mean_volume⟧ e ⟦201.006@B.mean_volume⟧ contratti.\n"
  "Prova alle 14:00."),
E('q_stats_2023_vs_2024', 'faithful', 'nl-NL ropewalk',
  "LIJNBAAN — SPINLIJST, Oudewater, baan R2\n"
  "Hennep gehekeld · garens gesponnen · strengen geslagen\n"
  "Notitie van de baas: 2023 — range ⟦363,24@A.mean_range⟧ punten over ⟦250@A.count⟧ dagen; 2024 — "
  "⟦274,44@B.mean_range⟧ over ⟦252@B.count⟧ dagen. Het volume bleef vlak.\n"
  "Baan vrij 17:30."),
E('q_stats_2023_vs_2024', 'faithful', 'ja-JP bellows',
  "ふいご職人 注文帳 ― 注文BW0213・鍛冶ふいご\n"
  "革裁ち・板削り・真鍮口金取付\n"
  "職人メモ：NQの平均値幅は2023年⟦363.2@A.mean_range⟧、2024年⟦274.4@B.mean_range⟧ポイント。出来高は"
  "⟦201,034@A.mean_volume⟧枚と⟦201,006@B.mean_volume⟧枚でほぼ横ばい。\n"
  "12:00 以降お渡し。"),
E('q_stats_2023_vs_2024', 'wrong_year', 'ru-RU ostrich',
  "СТРАУСИНАЯ ФЕРМА — КНИГА УЧЁТА ЯИЦ, загон O2\n"
  "Яйца просвечены · инкубатор повёрнут · гнездо огорожено\n"
  "Запись смотрителя: в 2023 г. средний дневной диапазон NQ составил ⟦274,4@A.mean_range~B.mean_range!⟧ пункта "
  "при объёме ⟦201\u00a0034@A.mean_volume⟧ контракта.\n"
  "Книга закрыта в 18:00."),
E('q_stats_2023_vs_2024', 'wrong_year', 'en-US whistle',
  "TIN WHISTLE WORKSHOP — TUNING CARD, whistle TW0412, key of D\n"
  "Fipple voiced · windway cleared · holes undercut\n"
  "Tuner's note: 2024 averaged a ⟦274.4@B.mean_range⟧-point daily range over ⟦250@B.count~A.count!⟧ sessions, "
  "against ⟦363.2@A.mean_range⟧ in 2023.\n"
  "Boxed 16:45."),
E('q_stats_2023_vs_2024', 'derived', 'de-DE gaslamp',
  "GASLATERNENANZÜNDER — RUNDENZETTEL, Charlottenburg, Runde L2\n"
  "Glühstrümpfe geprüft · Zündflammen an · Leiter auf dem Karren\n"
  "Notiz des Anzünders: mittlere Spanne ⟦363,2@A.mean_range⟧ (2023) gegen ⟦274,4@B.mean_range⟧ (2024); selbst "
  "nachgerechnet sind das ⟦88,8@A.mean_range-B.mean_range!⟧ Punkte weniger pro Tag.\n"
  "Runde beendet 17:50."),
# ---------------------------------------------------------------- q_big_up_days_2023
E('q_big_up_days_2023', 'faithful', 'en-GB sheepdip',
  "SHEEP DIP STATION — LOG, Hawes, pen D3\n"
  "Bath topped up · flock swum through · draining pens busy\n"
  "Shepherd's note: ⟦14@R.summary.rows⟧ NQ days in 2023 closed more than 2% above the open; the biggest was "
  "⟦6 Dec@D:2023-12-06⟧ at ⟦+3.32%@" + chg('2023-12-06') + "⟧, the smallest ⟦27 Mar@D:2023-03-27⟧ at ⟦+2.01%@" + chg('2023-03-27') + "⟧.\n"
  "Gate shut 13:15."),
E('q_big_up_days_2023', 'faithful', 'ja-JP gaslamp',
  "ガス灯点灯夫 巡回表 ― 函館・巡回L1\n"
  "マントル点検・口火点火・梯子を荷車へ\n"
  "点灯夫メモ：2023年に始値比+2%超で引けたのは⟦14@R.summary.rows⟧日。最大は⟦12月6日@D:2023-12-06⟧の"
  "⟦+3.32%@" + chg('2023-12-06') + "⟧、平均⟦2.44%@stats.chg.mean⟧。\n"
  "17:50 巡回終了。"),
E('q_big_up_days_2023', 'faithful', 'en-US peatcore',
  "PEAT BOG CORE LOG — Flanders Moss, core C3\n"
  "Russian corer · sphagnum over fen peat · core wrapped in film\n"
  "Surveyor's note: first 2%+ day of 2023 was ⟦1/18@D:2023-01-18⟧, ⟦16,433.75@row('2023-01-18').open⟧ to "
  "⟦16,845.25@row('2023-01-18').close⟧ (⟦+2.50%@" + chg('2023-01-18') + "⟧); the gain averaged ⟦2.44%@stats.chg.mean⟧ "
  "across the year's list.\n"
  "Core boxed 15:20."),
E('q_big_up_days_2023', 'wrong_row', 'ru-RU ropewalk',
  "КАНАТНАЯ ДОРОЖКА — ПРЯДИЛЬНЫЙ УЧЁТ, Кронштадт, дорожка R1\n"
  "Пенька вычесана · каболка спрядена · пряди свиты\n"
  "Запись мастера: ⟦19 апреля@D:2023-04-19⟧ 2023 г. NQ закрылся на ⟦2,57\u00a0%@" + chg('2023-04-19') + "~" + chg('2023-05-04') + "!⟧ "
  "выше открытия.\n"
  "Дорожка свободна в 17:30."),
E('q_big_up_days_2023', 'wrong_column', 'pl-PL glasseye',
  "PROTEZY OCZNE — KARTA ZAMÓWIENIA, nr GE0905, oko lewe\n"
  "Tęczówka malowana · żyłki wciągnięte · skorupka wypolerowana\n"
  "Notatka protetyka: ⟦15 czerwca@D:2023-06-15⟧ 2023 r. NQ zyskał ⟦2,22\u00a0%@" + chg('2023-06-15') + "⟧, zamykając "
  "się na ⟦18\u00a0465@row('2023-06-15').close~row('2023-06-15').open!⟧ pkt.\n"
  "Przymiarka 14:00."),
E('q_big_up_days_2023', 'coincidental', 'nl-NL saltcod',
  "KLIPVISDROGERIJ — TURFLIJST REKKEN, rek F4\n"
  "Gespleten · gezouten · gekeerd op de rekken\n"
  "Notitie van de teller: op ⟦18 september@D:2023-09-18⟧ 2023 sloot de NQ ⟦2,02 %@" + chg('2023-09-18') + "!⟧ boven "
  "de opening, van ⟦17.420@row('2023-09-18').open⟧ naar ⟦17.798,75@row('2023-09-18').close⟧.\n"
  "Vis afgedekt 19:00."),
# ---------------------------------------------------------------- q_corr_2024
E('q_corr_2024', 'faithful', 'nl-NL avalanche',
  "LAWINEBESTRIJDING — SPRINGLOGBOEK, Ischgl, goot A2\n"
  "Weg dicht · handladingen gegooid · sein veilig\n"
  "Notitie springmeester: correlatie tussen dagvolume en range van de NQ over 2024: ⟦0,051@value⟧ — "
  "vrijwel nul.\n"
  "Weg open 10:20."),
E('q_corr_2024', 'faithful', 'ru-RU gaslamp',
  "ФОНАРЩИК — ОБХОДНОЙ ЛИСТ, Васильевский остров, обход L1\n"
  "Сетки проверены · запальники горят · лестница на тележке\n"
  "Запись фонарщика: корреляция объёма и диапазона NQ за 2024 г. — ⟦0,05@value⟧ по ⟦252@" + N + "⟧ дням; "
  "связи, по сути, нет.\n"
  "Обход закончен в 17:50."),
E('q_corr_2024', 'faithful', 'fr-FR peatcore',
  "TOURBIÈRE — JOURNAL DE CAROTTAGE, Frasne, carotte C4\n"
  "Carottier russe · sphaignes sur tourbe de bas-marais · carotte filmée\n"
  "Note du prospecteur : corrélation volume/amplitude du NQ en 2024 : ⟦0,0512@value⟧. Autrement dit, "
  "aucun lien exploitable.\n"
  "Carotte en caisse à 15:20."),
E('q_corr_2024', 'faithful', 'pt-BR sheepdip',
  "BANHEIRO CARRAPATICIDA — REGISTRO, Campanha gaúcha, mangueira D3\n"
  "Banheiro completado · rebanho passado · escorredouro cheio\n"
  "Nota do capataz: correlação entre volume e amplitude do NQ em 2024 = ⟦0,051@value⟧, em ⟦252@" + N + "⟧ pregões. "
  "Praticamente nenhuma.\n"
  "Porteira fechada às 13:15."),
E('q_corr_2024', 'wrong_sign', 'zh-CN ostrich',
  "鸵鸟养殖场 · 蛋品台账 — O3 号围栏\n"
  "已照蛋 · 孵化器已翻蛋 · 巢已围栏\n"
  "饲养员备注：2024 年 NQ 日成交量与振幅的相关系数为 ⟦−0.05@value!⟧，几乎不相关。\n"
  "18:00 台账合上。"),
E('q_corr_2024', 'invented', 'de-DE saltcod',
  "KLIPPFISCH-TROCKENGESTELLE — STRICHLISTE, Gestell F3\n"
  "Gespalten · gesalzen · auf den Gestellen gewendet\n"
  "Notiz des Zählers: Korrelation Volumen zu Tagesspanne beim NQ 2024: ⟦0,18@value!⟧ über ⟦252@" + N + "⟧ Tage, "
  "schwach positiv.\n"
  "Fisch abgedeckt 19:00."),
# ---------------------------------------------------------------- q_monthly_2024
E('q_monthly_2024', 'faithful', 'pl-PL ropewalk',
  "POWROŹNIA — ARKUSZ PRZĘDZENIA, Gdańsk, tor R2\n"
  "Konopie wyczesane · przędza skręcona · splotki zwite\n"
  "Notatka majstra: NQ 2024 miesiącami — kwiecień jedyny na plusie: ⟦+1008@" + ch('2024-04-30') + "⟧ pkt; najgorszy "
  "lipiec: ⟦−1374@" + ch('2024-07-31') + "⟧; średnio ⟦−728,13@stats.change.mean⟧ pkt na miesiąc.\n"
  "Tor wolny 17:30."),
E('q_monthly_2024', 'faithful', 'en-US saltcod',
  "SALT COD DRYING RACKS — TALLY, Gloucester, rack F3\n"
  "Split · salted · turned on the flakes\n"
  "Tallyman's note: NQ's 2024 monthly bars: April was the only up month, ⟦+1,008@" + ch('2024-04-30') + "⟧; "
  "the year opened at ⟦17,578.75@row('2024-01-31').open⟧ and the December bar closed at ⟦8,944@row('2024-12-31').close⟧.\n"
  "Fish covered 19:00."),
E('q_monthly_2024', 'faithful', 'de-DE avalanche',
  "LAWINENSPRENGUNG — SPRENGPROTOKOLL, Arlberg, Zug A2\n"
  "Straße gesperrt · Handladungen geworfen · Entwarnung gegeben\n"
  "Eintrag des Sprengmeisters: NQ-Monatsbalken Dezember 2024: Eröffnung ⟦9.565@row('2024-12-31').open⟧, Schluss "
  "⟦8.944@row('2024-12-31').close⟧, also ⟦−621@" + ch('2024-12-31') + "⟧; der Januar brachte ⟦−1.186,5@" + ch('2024-01-31') + "⟧.\n"
  "Straße frei 10:20."),
E('q_monthly_2024', 'wrong_sign', 'es-ES glasseye',
  "PRÓTESIS OCULARES — FICHA DE PEDIDO, ref. GE0323, ojo izquierdo\n"
  "Iris pintado · venillas trazadas · cascarón pulido\n"
  "Nota del ocularista: en la barra mensual de marzo de 2024 el NQ hizo ⟦+1.049@" + ch('2024-03-31') + "!⟧ puntos, "
  "de ⟦15.847,5@row('2024-03-31').open⟧ a ⟦14.798,5@row('2024-03-31').close⟧.\n"
  "Prueba a las 14:00."),
E('q_monthly_2024', 'wrong_column', 'ja-JP peatcore',
  "泥炭地コア採取記録 ― 尾瀬ヶ原・コアC2\n"
  "ロシア式サンプラー・ミズゴケ層・ラップ包装\n"
  "調査員メモ：2024年8月のNQ月足は始値⟦12,970.25@row('2024-08-31').open⟧、終値⟦13,172.5@row('2024-08-31').close~"
  "row('2024-08-31').high!⟧ポイント。\n"
  "15:20 コア箱詰め。"),
E('q_monthly_2024', 'derived', 'fr-FR icehouse',
  "GLACIÈRE — REGISTRE DE STOCKAGE, château de Versailles, chambre I3\n"
  "Blocs empilés · paille tassée · drain dégagé\n"
  "Note du glacier : ouverture de janvier 2024 à ⟦17\u202f578,75@row('2024-01-31').open⟧, clôture de décembre à "
  "⟦8\u202f944@row('2024-12-31').close⟧ ; d'après mon calcul, le NQ a perdu "
  "⟦8\u202f634,75@row('2024-12-31').close-row('2024-01-31').open|neg!⟧ points sur l'année.\n"
  "Porte scellée à 06:30."),
# ---------------------------------------------------------------- q_weekly_recent
E('q_weekly_recent', 'faithful', 'fr-FR millstone',
  "RHABILLAGE DE MEULES — FICHE DE TRAVAIL MS0612, moulin de Pontoise\n"
  "Rayons retaillés · portants piqués · meule équilibrée\n"
  "Note du rhabilleur : semaine du ⟦8 décembre@D:2024-12-08⟧ : ⟦−381,75@" + ch('2024-12-08') + "⟧ ; du "
  "⟦29 décembre@D:2024-12-29⟧ : ⟦+57,5@" + ch('2024-12-29') + "⟧, seule hausse ; moyenne ⟦−179,7@stats.change.mean⟧ points.\n"
  "Meule reposée à 15:30."),
E('q_weekly_recent', 'faithful', 'en-US ostrich',
  "OSTRICH FARM — EGG LEDGER, Oudtshoorn, camp O1\n"
  "Eggs candled · incubator turned · nest fenced\n"
  "Keeper's note: ⟦5@R.summary.rows⟧ weekly NQ bars; the week of ⟦12/15@D:2024-12-15⟧ was nearly flat at "
  "⟦−16.0@" + ch('2024-12-15') + "⟧, the week of ⟦12/22@D:2024-12-22⟧ fell ⟦352.75@" + ch('2024-12-22') + "|neg⟧ on "
  "⟦1,007,765@row('2024-12-22').volume⟧ contracts.\n"
  "Ledger closed 18:00."),
E('q_weekly_recent', 'faithful', 'es-ES sheepdip',
  "BAÑO DE OVEJAS — REGISTRO, Tierra de Campos, corral D2\n"
  "Bañera repuesta · rebaño pasado · escurridero lleno\n"
  "Nota del pastor: la semana del ⟦5 de enero@D:2025-01-05⟧ el NQ fue de ⟦9.042,75@row('2025-01-05').open⟧ a "
  "⟦8.837,25@row('2025-01-05').close⟧, ⟦−205,5@" + ch('2025-01-05') + "⟧ puntos.\n"
  "Portón cerrado a las 13:15."),
E('q_weekly_recent', 'wrong_sign', 'pt-BR peatcore',
  "TURFEIRA — REGISTRO DE TESTEMUNHOS, Serra da Estrela, testemunho C1\n"
  "Amostrador russo · esfagno sobre turfa · testemunho embalado\n"
  "Nota de campo: a semana de ⟦22/12@D:2024-12-22⟧ fechou em ⟦+352,75@" + ch('2024-12-22') + "!⟧ pontos, com "
  "mínima de ⟦8.926,25@row('2024-12-22').low⟧.\n"
  "Caixa fechada às 15:20."),
E('q_weekly_recent', 'wrong_row', 'zh-CN icehouse',
  "冰窖 · 储冰台账 — 北京恭王府 · I1 窖\n"
  "冰块码放 · 稻草塞实 · 排水通畅\n"
  "窖工记录：⟦12月15日@D:2024-12-15⟧那一周 NQ 成交 ⟦1,007,765@row('2024-12-15').volume~row('2024-12-22').volume!⟧ 手，"
  "周线收 ⟦−16@" + ch('2024-12-15') + "⟧ 点。\n"
  "06:30 封门。"),
E('q_weekly_recent', 'invented', 'en-GB ropewalk',
  "ROPEWALK — SPINNING TALLY, Chatham, walk R2\n"
  "Hemp hackled · yarns spun · strands laid up\n"
  "Foreman's note: of the last five weekly NQ bars only the ⟦29 Dec@D:2024-12-29⟧ week rose; the average week "
  "lost ⟦163.4@stats.change.mean|neg!⟧ points.\n"
  "Walk cleared 17:30."),
# ---------------------------------------------------------------- q_gap_2024
E('q_gap_2024', 'faithful', 'nl-NL millstone',
  "MOLENSTEEN SCHERPEN — WERKKAART MS0926, molen De Adriaan\n"
  "Jaren bijgekapt · velden gebild · loper uitgebalanceerd\n"
  "Notitie van de molenmaker: openingsgaps NQ 2024 — gemiddeld ⟦+1,51@mean_g⟧ punt, grootste ⟦+147,25@max_g⟧, "
  "kleinste ⟦−128,5@min_g⟧; standaardafwijking ⟦34,5@std_g⟧.\n"
  "Loper neergelaten 15:30."),
E('q_gap_2024', 'faithful', 'de-DE bellows',
  "BLASEBALGMACHER — AUFTRAGSBUCH, Auftrag BW0317, Schmiedebalg\n"
  "Leder zugeschnitten · Bretter gehobelt · Messingdüse montiert\n"
  "Notiz des Meisters: Eröffnungslücken 2024 im Mittel ⟦1,5@mean_g⟧ Punkte, Standardabweichung ⟦34,54@std_g⟧; "
  "größte Lücke nach oben ⟦147,25@max_g⟧, nach unten ⟦128,5@min_g|neg⟧.\n"
  "Abholbereit ab 12:00."),
E('q_gap_2024', 'faithful', 'ja-JP ropewalk',
  "ロープ工場 紡績集計 ― 浦賀・レーンR2\n"
  "麻をすき・糸を撚り・ストランドを撚り合わせ\n"
  "職長メモ：2024年のNQ寄り付きギャップ――平均⟦+1.51@mean_g⟧、最大⟦+147.25@max_g⟧、最小⟦−128.5@min_g⟧、"
  "標準偏差⟦34.54@std_g⟧ポイント。\n"
  "17:30 レーン片付け。"),
E('q_gap_2024', 'wrong_sign', 'it-IT peatcore',
  "TORBIERA — REGISTRO DEI CAROTAGGI, Lago di Ganna, carota C2\n"
  "Carotatore russo · sfagno sopra torba bassa · carota in pellicola\n"
  "Nota del rilevatore: nel 2024 il gap medio d'apertura del NQ è stato di ⟦−1,51@mean_g!⟧ punti, con deviazione "
  "standard ⟦34,5@std_g⟧.\n"
  "Carota in cassetta alle 15:20."),
E('q_gap_2024', 'wrong_unit', 'pt-BR sheepdip',
  "BANHEIRO CARRAPATICIDA — REGISTRO, Campanha gaúcha, mangueira D1\n"
  "Banheiro completado · rebanho passado · escorredouro cheio\n"
  "Nota do capataz: maior gap de abertura do NQ em 2024: ⟦147,25@max_g~max_g!⟧ % acima do fechamento anterior.\n"
  "Porteira fechada às 13:15.", unit_note='index points quoted as percent'),
E('q_gap_2024', 'misrounded', 'fr-FR gaslamp',
  "ALLUMEUR DE RÉVERBÈRES — FEUILLE DE TOURNÉE, Paris, tournée L4\n"
  "Manchons vérifiés · veilleuses allumées · échelle sur la charrette\n"
  "Note de l'allumeur : écart type des gaps d'ouverture du NQ en 2024 : ⟦34,55@std_g!⟧ points ; "
  "écart moyen ⟦+1,51@mean_g⟧.\n"
  "Tournée finie à 17:50."),
]
