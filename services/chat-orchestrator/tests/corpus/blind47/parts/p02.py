"""Market-data queries, part 2 (q_up_pct_2024 ... q_gap_2024). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

N = "R.source_row_count"


def chg(d):
    return f"row('{d}').chg"


def mo(m):
    return f"row('2024-{m}')"


def wk(d):
    return f"row('{d}')"


ENTRIES = [
# ---------------------------------------------------------------- q_up_pct_2024
E('q_up_pct_2024', 'faithful', 'pl-PL zeppelin',
  "MUZEUM ZEPPELINÓW — ODCINEK BILETU Z0715\n"
  "Normalny · audioprzewodnik · hala LZ129\n"
  "Notatka kasjera: w 2024 r. NQ zamknął się wzrostem w ⟦40,5\u00a0%@value*100⟧ z ⟦252@" + N + "⟧ sesji — "
  "rzadziej niż co drugi dzień.\n"
  "Ważny do 17:00."),
E('q_up_pct_2024', 'faithful', 'fr-FR sleeper',
  "TRAIN DE NUIT — PLAN DES COUCHETTES, Paris–Briançon, voiture K, couchette B52\n"
  "Couchette basse · draps faits · réveil demandé\n"
  "Note du contrôleur : en 2024, ⟦40,48\u202f%@value*100⟧ des séances du NQ ont clôturé en hausse, "
  "sur ⟦252@" + N + "⟧ jours de cotation.\n"
  "Réveil à 06:45, arrivée en gare."),
E('q_up_pct_2024', 'faithful', 'en-GB fogsignal',
  "FOG SIGNAL STATION — LOG, St Catherine's Point, watch W1\n"
  "Fog thick from 04:10 · horn sounding · lamp lit\n"
  "Keeper's entry: NQ closed up on ⟦40.5%@value*100⟧ of its ⟦252@" + N + "⟧ sessions in 2024 — fewer than half.\n"
  "Horn off 09:35; visibility returning."),
E('q_up_pct_2024', 'faithful', 'nl-NL cormorant',
  "AALSCHOLVERVISSERIJ — SCHEEPSJOURNAAL, boot U1, rivier Nagara\n"
  "Fakkels aan · vogels aan de lijn · schipper: Sugiyama\n"
  "Notitie van de schipper: in 2024 sloot de NQ op ⟦40,5@value*100⟧ % van de handelsdagen hoger dan de opening, "
  "ruim onder de helft.\n"
  "Boten binnen om 21:15."),
E('q_up_pct_2024', 'derived', 'it-IT carousel',
  "RESTAURO GIOSTRA — SCHEDA LAVORO RG0410, cavallo C5 (fila esterna)\n"
  "Gesso rimosso · foglia d'oro · gemme rimontate\n"
  "Nota del restauratore: nel 2024 il NQ ha chiuso in rialzo il ⟦40,5@value*100⟧ % delle ⟦252@" + N + "⟧ sedute, "
  "cioè circa ⟦102@value*" + N + "!⟧ giornate positive — conto mio, non è nei risultati.\n"
  "Verniciatura alle 17:00."),
E('q_up_pct_2024', 'wrong_unit', 'en-US belltent',
  "BELL-TENT BOOKING SHEET — Juniper Meadow, pitch P3\n"
  "Tent pitched · stove stocked · lanterns filled\n"
  "Warden's note: NQ closed higher on ⟦0.40%@value~value!⟧ of 2024's ⟦252@" + N + "⟧ sessions.\n"
  "Check-out by 10:30.", unit_note='a fraction quoted as a percent'),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
E('q_stats_2023_vs_2024', 'faithful', 'pl-PL zeppelin',
  "MUZEUM ZEPPELINÓW — ODCINEK BILETU Z0802\n"
  "Ulgowy · audioprzewodnik · taras widokowy\n"
  "Notatka kasjera: średni dzienny zakres NQ spadł z ⟦363,24@A.mean_range⟧ pkt w 2023 r. do "
  "⟦274,44@B.mean_range⟧ w 2024 r.; wolumen prawie bez zmian: ⟦201\u00a0034@A.mean_volume⟧ wobec "
  "⟦201\u00a0006@B.mean_volume⟧.\n"
  "Ważny do 17:00."),
E('q_stats_2023_vs_2024', 'faithful', 'nl-NL indigo',
  "INDIGOKUIP — KUIPLOGBOEK, kuip V1, ververij De Blauwe Hand\n"
  "Kuip gevoed met zemelen · bloem staat · doek gedompeld\n"
  "Notitie van de verver: dagrange NQ gemiddeld ⟦363,2@A.mean_range⟧ punten in 2023 (⟦250@A.count⟧ dagen) "
  "tegen ⟦274,4@B.mean_range⟧ in 2024 (⟦252@B.count⟧); volume beide jaren ongeveer ⟦201.000@A.mean_volume|u=1000⟧.\n"
  "Doek luchten om 15:00."),
E('q_stats_2023_vs_2024', 'faithful', 'es-ES amber',
  "TALLER DE ÁMBAR — NOTA DE TASACIÓN, lote A0630\n"
  "Ámbar báltico · inclusión de mosquito · pulido a mano\n"
  "Nota del tasador: el rango diario medio del NQ bajó de ⟦363,24@A.mean_range⟧ puntos en 2023 a "
  "⟦274,44@B.mean_range⟧ en 2024; el volumen apenas cambió (⟦201.034@A.mean_volume⟧ frente a "
  "⟦201.006@B.mean_volume⟧).\n"
  "Firmada a las 16:20."),
E('q_stats_2023_vs_2024', 'wrong_year', 'de-DE belltent',
  "GLOCKENZELT-BUCHUNGSBLATT — Streuobstwiese, Stellplatz P5\n"
  "Zelt steht · Holzofen bestückt · Lichterkette an\n"
  "Notiz der Platzwartin: Für 2023 notiere ich beim NQ eine mittlere Tagesspanne von "
  "⟦274,44@A.mean_range~B.mean_range!⟧ Punkten über ⟦250@A.count⟧ Handelstage, Volumen im Schnitt "
  "⟦201.034@A.mean_volume⟧.\n"
  "Abreise bis 10:30."),
E('q_stats_2023_vs_2024', 'wrong_year', 'it-IT cormorant',
  "PESCA CON I CORMORANI — GIORNALE DI BARCA U4, fiume Li\n"
  "Lanterne accese · anelli al collo · capobarca: Huang\n"
  "Annotazione: nel 2023 il NQ ha avuto un'escursione media di ⟦363,2@A.mean_range⟧ punti e un volume medio di "
  "⟦201.006@A.mean_volume~B.mean_volume!⟧ contratti; nel 2024 escursione scesa a ⟦274,4@B.mean_range⟧.\n"
  "Rientro alle 21:15."),
E('q_stats_2023_vs_2024', 'miscomputed', 'zh-CN carousel',
  "旋转木马修复 · 工单 — 工号 CR0927 · 外圈木马 H3\n"
  "旧石膏已剥 · 贴金箔 · 宝石重镶\n"
  "修复师备注：NQ 日均振幅 2023 年 ⟦363.24@A.mean_range⟧ 点，2024 年 ⟦274.44@B.mean_range⟧ 点，"
  "我算了一下，降幅约 ⟦26.5%@(A.mean_range-B.mean_range)/A.mean_range*100!⟧。\n"
  "17:00 上清漆。"),
# ---------------------------------------------------------------- q_big_up_days_2023
E('q_big_up_days_2023', 'faithful', 'fr-FR fogsignal',
  "SIGNAL DE BRUME — JOURNAL DE VEILLE, pointe du Raz, quart W2\n"
  "Brume dès 04:10 · sirène en marche\n"
  "Note du gardien : en 2023, ⟦14@R.summary.rows⟧ séances du NQ à plus de 2 % au-dessus de l'ouverture ; "
  "la plus forte le ⟦6 décembre@D:2023-12-06⟧ (⟦+3,32\u202f%@" + chg('2023-12-06') + "⟧), la plus faible le "
  "⟦27 mars@D:2023-03-27⟧ (⟦+2,01\u202f%@" + chg('2023-03-27') + "⟧).\n"
  "Sirène coupée à 09:35."),
E('q_big_up_days_2023', 'faithful', 'de-DE cormorant',
  "KORMORANFISCHEREI — BOOTSBUCH, Boot U2, Nagara\n"
  "Fackeln an · Vögel angeleint · Meister: Yamashita\n"
  "Eintrag des Meisters: 2023 hatte der NQ ⟦14@R.summary.rows⟧ Tage mit mehr als 2 % Plus von Eröffnung zu Schluss; "
  "der erste am ⟦18.01.@D:2023-01-18⟧ (⟦+2,5@" + chg('2023-01-18') + "⟧ %), der stärkste am "
  "⟦06.12.@D:2023-12-06⟧ (⟦+3,32@" + chg('2023-12-06') + "⟧ %).\n"
  "Boote um 21:15 zurück."),
E('q_big_up_days_2023', 'faithful', 'ru-RU tollpass',
  "ПЕРЕВАЛ — КНИГА СБОРА ПОШЛИНЫ, Крестовый перевал, будка T1\n"
  "Шлагбаум поднят · цепи проверены\n"
  "Запись сборщика: в 2023 г. NQ ⟦14@R.summary.rows⟧ раз закрылся выше открытия более чем на 2 %; сильнее всего "
  "⟦6 декабря@D:2023-12-06⟧ — ⟦3,32@" + chg('2023-12-06') + "⟧ % (с ⟦17\u00a0263@row('2023-12-06').open⟧ до "
  "⟦17\u00a0836@row('2023-12-06').close⟧).\n"
  "Шлагбаум опущен в 20:00."),
E('q_big_up_days_2023', 'wrong_row', 'it-IT indigo',
  "TINO DELL'INDACO — REGISTRO DELLA VASCA, vasca V2, tintoria Guado\n"
  "Vasca nutrita con crusca · fiore in superficie · tela immersa\n"
  "Nota del tintore: nel 2023 il NQ ha avuto ⟦14@R.summary.rows⟧ sedute oltre il 2 %; il "
  "⟦7 novembre@D:2023-11-07⟧ ha chiuso a ⟦+2,98@" + chg('2023-11-07') + "~" + chg('2023-06-06') + "!⟧ % "
  "sull'apertura.\n"
  "Tela all'aria alle 15:00."),
E('q_big_up_days_2023', 'wrong_column', 'es-ES carousel',
  "RESTAURACIÓN DE TIOVIVO — HOJA DE TRABAJO RT0311, caballo C2\n"
  "Yeso retirado · pan de oro · pedrería repuesta\n"
  "Nota del restaurador: la mayor subida de 2023 en el NQ fue el ⟦6 de diciembre@D:2023-12-06⟧, "
  "⟦+3,32@" + chg('2023-12-06') + "⟧ %: abrió en ⟦17.836@row('2023-12-06').open~row('2023-12-06').close!⟧ puntos.\n"
  "Barniz a las 17:00."),
E('q_big_up_days_2023', 'coincidental', 'nl-NL amber',
  "AMBERATELIER — TAXATIEBRIEFJE, kavel A0802\n"
  "Baltisch barnsteen · insluitsel: mug · handgepolijst\n"
  "Notitie van de taxateur: in 2023 sloot de NQ op ⟦14@R.summary.rows⟧ dagen meer dan 2 % boven de opening; "
  "op ⟦18 september@D:2023-09-18⟧ was dat ⟦2,23@" + chg('2023-09-18') + "!⟧ %.\n"
  "Briefje getekend om 16:20."),
# ---------------------------------------------------------------- q_corr_2024
E('q_corr_2024', 'faithful', 'zh-CN kelp',
  "海带收割计数簿 — 荣成 · K2 海区 · 「海燕号」\n"
  "叶片割下 · 茎秆码好 · 晾晒架满\n"
  "计数员记录：2024 年 NQ 日成交量与日振幅的相关系数只有 ⟦0.051@value⟧，几乎没有关系"
  "（⟦252@" + N + "⟧ 个交易日）。\n"
  "19:40 收簿。"),
E('q_corr_2024', 'faithful', 'it-IT tollpass',
  "PEDAGGIO DEL PASSO — REGISTRO, passo dello Stelvio, casello T2\n"
  "Sbarra alzata · catene controllate · turno: Pichler\n"
  "Annotazione del casellante: nel 2024 la correlazione tra volume ed escursione giornaliera del NQ è di appena "
  "⟦0,05@value⟧ su ⟦252@" + N + "⟧ sedute — praticamente nessun legame.\n"
  "Sbarra abbassata alle 20:00."),
E('q_corr_2024', 'faithful', 'nl-NL sleeper',
  "NACHTTREIN — BEDDENLIJST, Amsterdam–Wenen, rijtuig K, bed B34\n"
  "Onderste bed · lakens opgemaakt · ontbijt besteld\n"
  "Notitie van de conducteur: correlatie tussen dagvolume en dagrange van de NQ in 2024: ⟦0,0512@value⟧ — "
  "verwaarloosbaar.\n"
  "Wekken om 06:45."),
E('q_corr_2024', 'faithful', 'ru-RU carousel',
  "РЕСТАВРАЦИЯ КАРУСЕЛИ — НАРЯД KR0218, лошадка L4, внешний ряд\n"
  "Старый грунт снят · сусальное золото · стразы вставлены\n"
  "Заметка реставратора: корреляция дневного объёма и диапазона NQ за 2024 г. — ⟦0,05@value⟧, "
  "связи практически нет.\n"
  "Лак в 17:00."),
E('q_corr_2024', 'wrong_sign', 'de-DE cormorant',
  "KORMORANFISCHEREI — BOOTSBUCH, Boot U1, Li-Fluss bei Xingping\n"
  "Laternen an · Halsringe sitzen · Meister: Huang\n"
  "Eintrag: Korrelation zwischen Tagesvolumen und Tagesspanne des NQ 2024: ⟦−0,051@value!⟧ — "
  "kaum ein Zusammenhang.\n"
  "Boote um 21:15 zurück."),
E('q_corr_2024', 'invented', 'fr-FR belltent',
  "CAMPING SOUS TENTES CLOCHES — FEUILLE DE RÉSERVATION, Pré du Moulin, emplacement P6\n"
  "Tente montée · poêle garni · guirlandes allumées\n"
  "Note du gardien : en 2024, la corrélation entre volume et amplitude quotidienne du NQ ressort à "
  "⟦0,31@value!⟧ sur ⟦252@" + N + "⟧ séances.\n"
  "Départ avant 10:30."),
# ---------------------------------------------------------------- q_monthly_2024
E('q_monthly_2024', 'faithful', 'fr-FR amber',
  "ATELIER D'AMBRE — FICHE D'EXPERTISE, lot A0923\n"
  "Ambre de la Baltique · inclusion : moucheron · poli main\n"
  "Note de l'expert : en 2024, avril est le seul mois en hausse du NQ (⟦+1\u202f008@" + mo('04') + ".change⟧ points) ; "
  "juillet le pire (⟦−1\u202f374@" + mo('07') + ".change⟧) ; clôture de décembre à ⟦8\u202f944@" + mo('12') + ".close⟧.\n"
  "Fiche signée à 16:20."),
E('q_monthly_2024', 'faithful', 'it-IT sleeper',
  "TRENO NOTTE — PIANTINA CUCCETTE, Milano–Lecce, carrozza K, cuccetta B41\n"
  "Cuccetta bassa · lenzuola rifatte · colazione prenotata\n"
  "Nota del capotreno: nel 2024 il NQ ha chiuso in rialzo solo ad aprile (⟦+1.008@" + mo('04') + ".change⟧ punti); "
  "il mese peggiore è luglio, ⟦−1.374@" + mo('07') + ".change⟧; dicembre chiude a ⟦8.944@" + mo('12') + ".close⟧.\n"
  "Sveglia alle 06:45."),
E('q_monthly_2024', 'faithful', 'zh-CN belltent',
  "钟形帐篷营地 · 预订表 — 草甸营区 · P8 号位\n"
  "帐篷已搭 · 柴炉备好 · 彩灯亮起\n"
  "营地管理员记录：2024 年 NQ 月线只有4月收涨，涨 ⟦1,008@" + mo('04') + ".change⟧ 点；7月跌得最多，"
  "⟦−1,374@" + mo('07') + ".change⟧ 点；全年从 ⟦17,578.75@" + mo('01') + ".open⟧ 跌到 ⟦8,944@" + mo('12') + ".close⟧。\n"
  "10:30 前退房。"),
E('q_monthly_2024', 'wrong_sign', 'en-GB zeppelin',
  "ZEPPELIN MUSEUM — TICKET STUB Z1104, Friedrichshafen\n"
  "Adult · audio guide · LZ129 hall\n"
  "Cashier's note: NQ's 2024 monthly bars — April the only up month at ⟦+1,008@" + mo('04') + ".change⟧ points; "
  "October moved ⟦+1,238@" + mo('10') + ".change!⟧ from open to close.\n"
  "Valid until 17:00."),
E('q_monthly_2024', 'wrong_row', 'en-US tollpass',
  "MOUNTAIN PASS TOLL LEDGER — Independence Pass, booth T1\n"
  "Gate up · chains checked · shift: Alvarez\n"
  "Clerk's entry: NQ's September 2024 bar lost ⟦234.75@" + mo('09') + ".change~" + mo('06') + ".change|neg!⟧ "
  "points open to close; April was the lone gainer at ⟦+1,008@" + mo('04') + ".change⟧.\n"
  "Gate down 20:00."),
E('q_monthly_2024', 'coincidental', 'pl-PL kelp',
  "ZBIÓR LISTOWNICY — KSIĘGA ZLICZEŃ, Lofoty, pole K3, łódź „Mewa”\n"
  "Plechy ścięte · trzonki w stosach · suszarnia pełna\n"
  "Notatka liczącego: grudniowy słupek NQ w 2024 r. — otwarcie ⟦9\u00a0565@" + mo('12') + ".open⟧, szczyt "
  "⟦9\u00a0743@" + mo('12') + ".high!⟧, zamknięcie ⟦8\u00a0944@" + mo('12') + ".close⟧.\n"
  "Księga zamknięta o 19:40."),
# ---------------------------------------------------------------- q_weekly_recent
E('q_weekly_recent', 'faithful', 'ja-JP carousel',
  "メリーゴーラウンド修復 作業票 ― 工番CR0709・外周の木馬H4\n"
  "古い下地を除去・金箔貼り・飾り石を再装着\n"
  "修復士メモ：直近のNQ週足で上げたのは⟦12月29日@D:2024-12-29⟧の週だけ（⟦+57.5@" + wk('2024-12-29') + ".change⟧"
  "ポイント）。最も下げたのは⟦12月8日@D:2024-12-08⟧の週で⟦−381.75@" + wk('2024-12-08') + ".change⟧。\n"
  "17:00ニス塗り。"),
E('q_weekly_recent', 'faithful', 'en-US indigo',
  "INDIGO VAT LOG — vat V1, Blue Hollow dye house\n"
  "Bran fed · flower up · second dip done\n"
  "Dyer's note: of NQ's last ⟦5@R.summary.rows⟧ weekly bars only the week of ⟦12/29@D:2024-12-29⟧ finished up, "
  "⟦+57.5@" + wk('2024-12-29') + ".change⟧ points; the average week lost ⟦179.7@stats.change.mean|neg⟧.\n"
  "Cloth out to air 15:00."),
E('q_weekly_recent', 'faithful', 'it-IT amber',
  "LABORATORIO DELL'AMBRA — SCHEDA DI PERIZIA, lotto A1012\n"
  "Ambra baltica · inclusione di zanzara · lucidata a mano\n"
  "Nota del perito: il NQ ha perso ⟦381,75@" + wk('2024-12-08') + ".change|neg⟧ punti nella settimana dell'"
  "⟦8 dicembre@D:2024-12-08⟧ e ⟦352,75@" + wk('2024-12-22') + ".change|neg⟧ in quella del ⟦22 dicembre@D:2024-12-22⟧; "
  "unica settimana positiva quella del ⟦29 dicembre@D:2024-12-29⟧.\n"
  "Firmata alle 16:20."),
E('q_weekly_recent', 'wrong_sign', 'nl-NL scarecrow',
  "VOGELVERSCHRIKKERFESTIVAL — JUREERKAART, inzending V0614 „Boer Bertus”\n"
  "Categorie: traditioneel · stro aangestampt · hoed vastgenaaid\n"
  "Opmerking van de jury: de NQ-week van ⟦5 januari@D:2025-01-05⟧ sloot ⟦+205,5@" + wk('2025-01-05') + ".change!⟧ "
  "punten; die van ⟦8 december@D:2024-12-08⟧ verloor ⟦381,75@" + wk('2024-12-08') + ".change|neg⟧.\n"
  "Kaart ingeleverd om 14:30."),
E('q_weekly_recent', 'wrong_column', 'zh-CN zeppelin',
  "齐柏林飞艇博物馆 · 门票存根 Z0530 — 腓特烈港\n"
  "成人票 · 语音导览 · LZ129 展厅\n"
  "售票员记录：NQ 最近一周（⟦1月5日@D:2025-01-05⟧ 那周）收于 ⟦9,162.75@" + wk('2025-01-05') + ".close~"
  + wk('2025-01-05') + ".high!⟧ 点，周跌 ⟦205.5@" + wk('2025-01-05') + ".change|neg⟧ 点。\n"
  "17:00 前有效。"),
E('q_weekly_recent', 'invented', 'ru-RU sleeper',
  "НОЧНОЙ ПОЕЗД — СХЕМА МЕСТ, «Красная стрела», вагон K, место B17\n"
  "Нижнее место · бельё застелено · чай заказан\n"
  "Заметка проводника: объём NQ за неделю ⟦22 декабря@D:2024-12-22⟧ — ⟦1\u00a0007\u00a0765@" + wk('2024-12-22') + ".volume⟧ "
  "контрактов, за неделю ⟦29 декабря@D:2024-12-29⟧ — ⟦684\u00a0310@" + wk('2024-12-29') + ".volume!⟧.\n"
  "Подъём в 06:45."),
# ---------------------------------------------------------------- q_gap_2024
E('q_gap_2024', 'faithful', 'it-IT tollpass',
  "PEDAGGIO DEL PASSO — REGISTRO, passo del Sempione, casello T1\n"
  "Sbarra alzata · catene controllate · turno: Imboden\n"
  "Annotazione: nel 2024 il gap medio d'apertura del NQ è di ⟦1,51@mean_g⟧ punti, deviazione standard "
  "⟦34,54@std_g⟧; il più ampio in su ⟦147,25@max_g⟧, in giù ⟦−128,5@min_g⟧.\n"
  "Sbarra abbassata alle 20:00."),
E('q_gap_2024', 'faithful', 'de-DE zeppelin',
  "ZEPPELIN MUSEUM — EINTRITTSKARTE, Abschnitt Z0612\n"
  "Erwachsene · Audioguide · Halle LZ129\n"
  "Kassennotiz: Eröffnungslücken des NQ 2024 — im Schnitt ⟦+1,51@mean_g⟧ Punkte, Standardabweichung "
  "⟦34,5@std_g⟧, größte Lücke nach oben ⟦147,25@max_g⟧, nach unten ⟦−128,5@min_g⟧.\n"
  "Gültig bis 17:00."),
E('q_gap_2024', 'faithful', 'nl-NL sleeper',
  "NACHTTREIN — BEDDENLIJST, Amsterdam–Innsbruck, rijtuig K, bed B22\n"
  "Bovenste bed · lakens opgemaakt · wekken gevraagd\n"
  "Notitie van de conducteur: openingsgaps NQ 2024: gemiddeld ⟦1,51@mean_g⟧ punt, standaardafwijking "
  "⟦34,54@std_g⟧; grootste gap omhoog ⟦147,25@max_g⟧, omlaag ⟦128,5@min_g|neg⟧.\n"
  "Wekken om 06:45."),
E('q_gap_2024', 'wrong_unit', 'ja-JP kelp',
  "昆布漁 集計帳 ― 利尻島・漁場K3・「北斗丸」\n"
  "昆布刈り取り・干し場いっぱい\n"
  "集計係メモ：2024年のNQの寄り付きギャップは平均⟦1.51@mean_g⟧ポイント、標準偏差⟦34.54@std_g⟧ポイント。"
  "最大の上放れは⟦147.25@max_g~max_g!⟧ドル。\n"
  "19:40締め。", unit_note='index points quoted as US dollars'),
E('q_gap_2024', 'wrong_sign', 'pl-PL cormorant',
  "POŁÓW Z KORMORANAMI — DZIENNIK ŁODZI U2, rzeka Nagara\n"
  "Pochodnie zapalone · ptaki na smyczach · szyper: Sugiyama\n"
  "Wpis szypra: luki na otwarciu NQ w 2024 r. — średnia ⟦1,51@mean_g⟧ pkt, odchylenie standardowe "
  "⟦34,54@std_g⟧, największa ⟦147,25@max_g⟧, najmniejsza ⟦+128,5@min_g!⟧.\n"
  "Łodzie przy brzegu o 21:15."),
E('q_gap_2024', 'misrounded', 'en-GB carousel',
  "CAROUSEL RESTORATION — JOB SHEET CR0814, galloper H9 (outer row)\n"
  "Gesso stripped · gold leaf laid · jewels reset\n"
  "Restorer's note: NQ's opening gaps in 2024 — mean ⟦1.51@mean_g⟧ points, standard deviation ⟦34.6@std_g!⟧, "
  "biggest up-gap ⟦147.25@max_g⟧.\n"
  "Varnish coat at 17:00."),
]
