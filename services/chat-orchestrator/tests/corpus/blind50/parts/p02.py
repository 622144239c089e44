"""Market-data queries, part 2 (q_up_pct_2024 ... q_gap_2024). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

N = "R.source_row_count"
P = "value*100"
ROWS = "R.summary.rows"


def d(day, col):
    return f"row('{day}').{col}"


ENTRIES = [
# ---------------------------------------------------------------- q_up_pct_2024
E('q_up_pct_2024', 'faithful', 'fr-FR candlestick',
  "BON DE COMMANDE — BOUGEOIRS, commande CS1104, paire en laiton tourné\n"
  "Métal : laiton · Finition : polie · Bobèches : percées\n"
  "Note de l'artisan : en 2024, ⟦40,5@" + P + "⟧\u202f% des ⟦252@" + N + "⟧ séances ont clôturé au-dessus de "
  "l'ouverture — moins d'une sur deux.\n"
  "À retirer à partir de 16:00."),
E('q_up_pct_2024', 'faithful', 'ja-JP cranberry',
  "クランベリー湿地 冠水記録 ― 区画CB2・ウィスコンシン\n"
  "堰板外し｜注水｜実が浮上\n"
  "生産者の記録：2024年の陽線（終値＞始値）の割合は⟦40.48%@" + P + "⟧、⟦252@" + N + "⟧営業日のうち"
  "半分に届かず。\n"
  "17:40 堰板を戻す。"),
E('q_up_pct_2024', 'faithful', 'ru-RU weir',
  "ЖУРНАЛ ВОДОМЕРНОГО ПОСТА ПЛОТИНЫ — шлюз W3, Свирь\n"
  "Рейка снята · щиты выставлены · решётка чистая\n"
  "Запись смотрителя: в 2024 г. выше открытия закрылись ⟦40,5@" + P + "⟧\u00a0% сессий из "
  "⟦252@" + N + "⟧.\n"
  "Щиты проверены в 06:45."),
E('q_up_pct_2024', 'wrong_unit', 'pl-PL yak',
  "KSIĘGA KARBÓW — KARAWANA JAKÓW YK6, szlak do Lo Manthang\n"
  "Juki objuczone · dzwonek na przewodniku · przełęcz wolna\n"
  "Karbowanie przewodnika: w 2024 r. NQ zamknął się nad otwarciem w ⟦40,5@" + P + "~" + P + "!⟧ dnia "
  "z ⟦252@" + N + "⟧ sesji.\n"
  "Obóz zwinięty 05:15.",
  unit_note='a percentage quoted as a number of days'),
E('q_up_pct_2024', 'misrounded', 'pt-BR bellbuoy',
  "FICHA DE MANUTENÇÃO — BOIA DE SINO BB4, barra de Paranaguá\n"
  "Badalo: solto | Amarra: inspecionada | Pintura: nova\n"
  "Nota do mestre do balizador: em 2024 o NQ fechou acima da abertura em ⟦40,4%@" + P + "!⟧ dos "
  "⟦252@" + N + "⟧ pregões.\n"
  "De volta à posição às 14:10."),
E('q_up_pct_2024', 'miscomputed', 'en-US icehole',
  "ICE-HOLE SWIMMING CLUB — REGISTER, hole IH4, Lake Bemidji\n"
  "Ice cut · ladder in · sauna lit\n"
  "Member's entry: 2024 closed up on ⟦40.5%@" + P + "⟧ of ⟦252@" + N + "⟧ sessions; by my math that's "
  "⟦120@value*" + N + "!⟧ up days.\n"
  "Hole closed 08:00."),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
E('q_stats_2023_vs_2024', 'faithful', 'fr-FR cranberry',
  "CARNET D'INONDATION — CANNEBERGIÈRE CB1, Lac-Saint-Jean\n"
  "Vannes ouvertes | eau dessus | baies à flot\n"
  "Note du producteur : amplitude moyenne ⟦363,2@A.mean_range⟧ points en 2023 contre ⟦274,4@B.mean_range⟧ "
  "en 2024 ; volume quasi identique, ⟦201\u202f034@A.mean_volume⟧ puis ⟦201\u202f006@B.mean_volume⟧.\n"
  "Vannes refermées 17:40."),
E('q_stats_2023_vs_2024', 'faithful', 'pl-PL icehole',
  "KLUB MORSÓW — REJESTR, przerębel IH2, Bełdany\n"
  "Lód wycięty · drabinka w wodzie · sauna napalona\n"
  "Wpis morsa: 2023 — ⟦250@A.count⟧ sesji, średni zakres ⟦363,24@A.mean_range⟧ pkt; 2024 — "
  "⟦252@B.count⟧ sesje, ⟦274,44@B.mean_range⟧ pkt. Wolumen bez zmian: ⟦201\u00a0034@A.mean_volume⟧ i "
  "⟦201\u00a0006@B.mean_volume⟧.\n"
  "Przerębel zamknięty 08:00."),
E('q_stats_2023_vs_2024', 'faithful', 'de-DE weir',
  "WEHRPEGELBUCH — Schleuse W2, Mosel bei Trier\n"
  "Pegellatte abgelesen · Schütze gestellt · Rechen frei\n"
  "Notiz des Schleusenwärters: Tagesspanne 2023 im Mittel ⟦363,2@A.mean_range⟧ Punkte, 2024 nur "
  "⟦274,4@B.mean_range⟧; das Volumen blieb bei rund ⟦201.000@A.mean_volume|u=1000⟧ Kontrakten am Tag.\n"
  "Schütze kontrolliert 06:45."),
E('q_stats_2023_vs_2024', 'wrong_year', 'pt-BR chimneypot',
  "FICHA DO FORNO — CANOS DE CHAMINÉ, forno CP3, Barcelos\n"
  "[x] torneados [x] secos [x] enfornados\n"
  "Nota do forneiro: a amplitude média diária do NQ foi de ⟦274,4@A.mean_range~B.mean_range!⟧ pontos em "
  "2023, com volume médio de ⟦201.034@A.mean_volume⟧ contratos.\n"
  "Boca do forno fechada às 20:00."),
E('q_stats_2023_vs_2024', 'wrong_year', 'ja-JP bellbuoy',
  "ベルブイ 整備記録 ― ブイBB1・浦賀水道\n"
  "舌：可動｜係留鎖：点検済｜塗装：新\n"
  "作業船長メモ：2024年の平均値幅は⟦274.4@B.mean_range⟧ポイント、一日平均出来高は"
  "⟦201,034@B.mean_volume~A.mean_volume!⟧枚。\n"
  "14:10 定位置に復帰。"),
E('q_stats_2023_vs_2024', 'derived', 'it-IT candlestick',
  "BOLLA D'ORDINE — CANDELIERI, ordine CS0823, coppia in ottone tornito\n"
  "Metallo: ottone · Finitura: lucida · Bocciuoli: forati\n"
  "Nota dell'artigiano: escursione media ⟦363,2@A.mean_range⟧ nel 2023, ⟦274,4@B.mean_range⟧ nel 2024; "
  "calcolo mio, ⟦88,8@A.mean_range-B.mean_range!⟧ punti in meno al giorno.\n"
  "Pronti per il ritiro alle 16:00."),
# ---------------------------------------------------------------- q_big_up_days_2023
E('q_big_up_days_2023', 'faithful', 'nl-NL bellbuoy',
  "ONDERHOUDSBLAD — BELBOEI BB6, Westerschelde\n"
  "Klepel: vrij | Ketting: gecontroleerd | Verf: nieuw\n"
  "Notitie van de schipper: in 2023 sloten ⟦14@" + ROWS + "⟧ dagen meer dan 2 % boven de opening; de grootste "
  "op ⟦6 december@D:2023-12-06⟧ (⟦+3,32@" + d('2023-12-06', 'chg') + "⟧ %), de eerste op "
  "⟦18 januari@D:2023-01-18⟧ (⟦+2,5@" + d('2023-01-18', 'chg') + "⟧ %).\n"
  "Terug op positie 14:10."),
E('q_big_up_days_2023', 'faithful', 'es-ES searake',
  "LIBRO DEL RASTRO — SALINA SR6, Cabo de Gata\n"
  "Rastrillado · escurrido en el caballón · llevado al montón\n"
  "Apunte del salinero: en 2023 hubo ⟦14@" + ROWS + "⟧ sesiones que cerraron más de un 2 % por encima de la "
  "apertura; la mayor, el ⟦6/12@D:2023-12-06⟧, un ⟦3,32@" + d('2023-12-06', 'chg') + "⟧ %; la menor, el "
  "⟦27/03@D:2023-03-27⟧, un ⟦2,01@" + d('2023-03-27', 'chg') + "⟧ %.\n"
  "Rastrillo guardado 18:20."),
E('q_big_up_days_2023', 'faithful', 'pt-BR candlestick',
  "PEDIDO — CASTIÇAIS, pedido CS0606, par em latão torneado\n"
  "Metal: latão · Acabamento: polido · Bocais: furados\n"
  "Nota do artesão: em ⟦06/06/2023@D:2023-06-06⟧ o NQ abriu a ⟦17.605@" + d('2023-06-06', 'open') +
  "⟧ e fechou a ⟦18.130,5@" + d('2023-06-06', 'close') + "⟧, alta de ⟦2,98%@" + d('2023-06-06', 'chg') +
  "⟧ — um dos ⟦14@" + ROWS + "⟧ dias acima de 2%.\n"
  "Pronto para retirar às 16:00."),
E('q_big_up_days_2023', 'wrong_row', 'it-IT marbletag',
  "CARTELLINO DEL BLOCCO — MARMO, blocco MB-F0707, Carrara\n"
  "Qualità: statuario · Faccia: segata · Venature: segnate\n"
  "Nota del cavatore: il ⟦7 luglio 2023@D:2023-07-07⟧ il NQ ha chiuso in rialzo del ⟦2,22@" +
  d('2023-07-07', 'chg') + "~" + d('2023-06-15', 'chg') + "!⟧ % rispetto all'apertura di ⟦17.333,75@" +
  d('2023-07-07', 'open') + "⟧.\n"
  "Cartellinato alle 11:25, verso il piazzale."),
E('q_big_up_days_2023', 'coincidental', 'en-US cranberry',
  "CRANBERRY BOG FLOOD LOG — bog CB7, Wareham\n"
  "Flume boards out | water on | berries corralled\n"
  "Grower's entry: 2023 had ⟦14@" + ROWS + "⟧ days closing more than 2% over the open; ⟦Sep 18@D:2023-09-18⟧ "
  "was up ⟦2.24%@" + d('2023-09-18', 'chg') + "!⟧ from ⟦17,420@" + d('2023-09-18', 'open') + "⟧.\n"
  "Boards back in 17:40."),
E('q_big_up_days_2023', 'wrong_column', 'fr-FR ropebridge',
  "FICHE D'INSPECTION — PASSERELLE DE CORDES RB5, gorges du Verdon\n"
  "Mains courantes ✓  Cordes de marche ✓  Ancrages ✓\n"
  "Inspecteur : le ⟦7 novembre 2023@D:2023-11-07⟧, deuxième plus forte hausse de l'année "
  "(⟦+3,12@" + d('2023-11-07', 'chg') + "⟧\u202f%), le NQ a clôturé à ⟦17\u202f632@" + d('2023-11-07', 'close') +
  "~" + d('2023-11-07', 'open') + "!⟧.\n"
  "Rouverte au passage à 09:30."),
# ---------------------------------------------------------------- q_corr_2024
E('q_corr_2024', 'faithful', 'ja-JP weir',
  "堰の水位計日誌 ― 閘門W2・利根川\n"
  "量水標読取・角落し調整・塵除け確認\n"
  "閘門番の記録：2024年の出来高と値幅の相関係数は⟦0.051@value⟧（⟦252@" + N + "⟧日）。ほぼ無相関。\n"
  "06:45 点検済み。"),
E('q_corr_2024', 'faithful', 'fr-FR yak',
  "LIVRE DE TAILLES — CARAVANE DE YACKS YK7, route du sel du Dolpo\n"
  "Charges arrimées · cloche sur le yack de tête · col dégagé\n"
  "Pointage du caravanier : corrélation volume/amplitude en 2024 : ⟦0,05@value⟧ sur ⟦252@" + N + "⟧ "
  "séances — autant dire aucune.\n"
  "Camp levé à 05:15."),
E('q_corr_2024', 'faithful', 'pt-BR chimneypot',
  "FICHA DO FORNO — CANOS DE CHAMINÉ, forno CP5, Tracunhaém\n"
  "[x] torneados [x] secos [x] enfornados\n"
  "Nota do forneiro: correlação entre volume e amplitude diária em 2024 = ⟦0,0512@value⟧ — praticamente "
  "nula.\n"
  "Boca fechada às 20:00."),
E('q_corr_2024', 'faithful', 'de-DE bellbuoy',
  "WARTUNGSBLATT — GLOCKENTONNE BB3, Jade-Fahrwasser\n"
  "Klöppel: frei | Kette: geprüft | Anstrich: neu\n"
  "Notiz des Tonnenlegers: Korrelation Volumen zu Tagesspanne 2024: ⟦0,051@value⟧ über ⟦252@" + N + "⟧ "
  "Tage — praktisch kein Zusammenhang.\n"
  "Wieder auf Position 14:10."),
E('q_corr_2024', 'wrong_sign', 'zh-CN ropebridge',
  "索桥检查卡 — RB6 号桥，泸定\n"
  "扶手绳 ✓  踏板绳 ✓  锚桩 ✓\n"
  "检查员：2024 年成交量与振幅的相关系数为 ⟦−0.051@value!⟧，共 ⟦252@" + N + "⟧ 个交易日，几乎不相关。\n"
  "09:30 重新开放。"),
E('q_corr_2024', 'misrounded', 'it-IT balloonpermit',
  "PERMESSO DI VENDITA AMBULANTE — palloncinaio, posteggio BP3, piazza Navona\n"
  "Bombola d'elio legata · nessun lancio · passaggio libero\n"
  "Annotazioni: nel 2024 la correlazione tra volume ed escursione giornaliera è ⟦0,06@value!⟧ — in pratica "
  "nessun legame.\n"
  "Valido fino alle 19:00."),
# ---------------------------------------------------------------- q_monthly_2024
E('q_monthly_2024', 'faithful', 'fr-FR weir',
  "CARNET DE L'ÉCHELLE DU BARRAGE — écluse W6, canal du Midi\n"
  "Échelle lue · vannes réglées · grille dégagée\n"
  "Note de l'éclusier : 2024 en barres mensuelles — avril seul mois en hausse (⟦+1\u202f008@" +
  d('2024-04', 'change') + "⟧ points), juillet le pire (⟦−1\u202f374@" + d('2024-07', 'change') + "⟧), "
  "décembre clôture à ⟦8\u202f944@" + d('2024-12', 'close') + "⟧.\n"
  "Vannes vérifiées à 06:45."),
E('q_monthly_2024', 'faithful', 'pl-PL saddlestitch',
  "DOWÓD INTROLIGATORSKI — SZYCIE ZESZYTOWE, zlecenie SS0412, gazetka parafialna\n"
  "Złamane ✓ Zebrane ✓ Zszyte ✓ Okrojone ✓\n"
  "Uwaga introligatora: 2024 r. otwarty na ⟦17\u00a0578,75@" + d('2024-01', 'open') + "⟧, zamknięty na "
  "⟦8944@" + d('2024-12', 'close') + "⟧; jedyny wzrostowy miesiąc to kwiecień (⟦+1008@" + d('2024-04', 'change') +
  "⟧).\n"
  "Zapakowane 15:30."),
E('q_monthly_2024', 'faithful', 'ru-RU icehole',
  "КЛУБ МОРЖЕЙ — ЖУРНАЛ, прорубь IH5, Байкал\n"
  "Лёд вырублен · лесенка опущена · баня натоплена\n"
  "Запись моржа: 2024 г. по месяцам — в плюсе только апрель, ⟦+1008@" + d('2024-04', 'change') + "⟧; хуже всех "
  "июль, ⟦−1374@" + d('2024-07', 'change') + "⟧; минимум года ⟦8926,25@" + d('2024-12', 'low') + "⟧ в декабре.\n"
  "Прорубь закрыта в 08:00."),
E('q_monthly_2024', 'wrong_sign', 'nl-NL ropebridge',
  "INSPECTIEKAART — TOUWBRUG RB7, Ardennen\n"
  "Leuningtouwen ✓  Looptouwen ✓  Ankers ✓\n"
  "Opmerking inspecteur: juni 2024 sloot op ⟦14.313,25@" + d('2024-06', 'close') + "⟧ na "
  "⟦+234,75@" + d('2024-06', 'change') + "!⟧ punten over de maand; juli volgde met ⟦−1.374@" +
  d('2024-07', 'change') + "⟧.\n"
  "Brug weer open 09:30."),
E('q_monthly_2024', 'wrong_column', 'en-US yak',
  "YAK CARAVAN TALLY BOOK — caravan YK1, Mustang trail\n"
  "Loads lashed · lead yak belled · pass clear\n"
  "Caravan boss's tally: October 2024 opened at ⟦11,281.5@" + d('2024-10', 'open') + "⟧ and closed at "
  "⟦9,741@" + d('2024-10', 'close') + "~" + d('2024-10', 'low') + "!⟧, a ⟦1,238@" + d('2024-10', 'change') +
  "|neg⟧-point loss on the month.\n"
  "Camp struck 05:15."),
E('q_monthly_2024', 'miscomputed', 'es-ES cranberry',
  "CUADERNO DE INUNDACIÓN — TURBERA DE ARÁNDANOS CB5, Pontevedra\n"
  "Tablas fuera | agua dentro | bayas flotando\n"
  "Apunte del cultivador: julio de 2024, máximo ⟦14.393@" + d('2024-07', 'high') + "⟧ y mínimo "
  "⟦12.192,75@" + d('2024-07', 'low') + "⟧; según mis cuentas, ⟦2.020,25@" + d('2024-07', 'high') + "-" +
  d('2024-07', 'low') + "!⟧ puntos de recorrido en el mes.\n"
  "Tablas repuestas a las 17:40."),
# ---------------------------------------------------------------- q_weekly_recent
E('q_weekly_recent', 'faithful', 'ja-JP ropebridge',
  "吊り橋点検カード ― 橋RB2・祖谷のかずら橋\n"
  "手すり綱 ✓  踏み綱 ✓  アンカー ✓\n"
  "点検員所見：直近五週のうち上げたのは⟦12月29日@D:2024-12-29⟧の週だけ（⟦+57.5@" + d('2024-12-29', 'change') +
  "⟧ポイント）。最悪は⟦12月8日@D:2024-12-08⟧の週で⟦−381.75@" + d('2024-12-08', 'change') + "⟧。\n"
  "09:30 通行再開。"),
E('q_weekly_recent', 'faithful', 'fr-FR saddlestitch',
  "BORDEREAU DE RELIURE — PIQÛRE À CHEVAL, travail SS1215, bulletin paroissial\n"
  "Plié ✓ Assemblé ✓ Piqué ✓ Massicoté ✓\n"
  "Note du relieur : semaine du ⟦15 décembre@D:2024-12-15⟧ presque à plat (⟦−16@" + d('2024-12-15', 'change') +
  "⟧ points) sur ⟦1\u202f002\u202f088@" + d('2024-12-15', 'volume') + "⟧ contrats ; celle du "
  "⟦22 décembre@D:2024-12-22⟧ : ⟦−352,75@" + d('2024-12-22', 'change') + "⟧.\n"
  "Mis en cartons à 15:30."),
E('q_weekly_recent', 'faithful', 'en-US bellbuoy',
  "BELL-BUOY MAINTENANCE SHEET — buoy BB7, Boston Harbor\n"
  "Clapper: free | Chain: inspected | Paint: touched up\n"
  "Tender captain's note: of the last ⟦5@" + ROWS + "⟧ weekly bars only the week of ⟦12/29@D:2024-12-29⟧ "
  "closed up, ⟦+57.5@" + d('2024-12-29', 'change') + "⟧; the ⟦12/8@D:2024-12-08⟧ week was the worst at "
  "⟦−381.75@" + d('2024-12-08', 'change') + "⟧, average ⟦−179.7@stats.change.mean⟧.\n"
  "Back on station 14:10."),
E('q_weekly_recent', 'wrong_sign', 'ru-RU cranberry',
  "ЖУРНАЛ ЗАТОПЛЕНИЯ КЛЮКВЕННОГО ЧЕКА — чек CB6, Мещёра\n"
  "Щиты подняты | вода пущена | ягода всплыла\n"
  "Запись хозяина: неделя на ⟦5 января@D:2025-01-05⟧ — ⟦+205,5@" + d('2025-01-05', 'change') + "!⟧ пункта, "
  "закрытие ⟦8837,25@" + d('2025-01-05', 'close') + "⟧; неделя на ⟦29 декабря@D:2024-12-29⟧ — "
  "⟦+57,5@" + d('2024-12-29', 'change') + "⟧.\n"
  "Щиты опущены в 17:40."),
E('q_weekly_recent', 'wrong_row', 'es-ES balloonpermit',
  "PERMISO DE VENTA AMBULANTE — globero, puesto BP6, Retiro\n"
  "Bombona de helio encadenada · ninguna suelta · paso libre\n"
  "Observaciones: semana del ⟦22/12@D:2024-12-22⟧: ⟦−352,75@" + d('2024-12-22', 'change') + "⟧ puntos con "
  "⟦1.002.088@" + d('2024-12-22', 'volume') + "~" + d('2024-12-15', 'volume') + "!⟧ contratos, la de más "
  "volumen del tramo.\n"
  "Válido hasta las 19:00."),
E('q_weekly_recent', 'coincidental', 'en-GB chimneypot',
  "CHIMNEY-POT KILN TICKET — kiln CP6, Ruabon, cannon pots\n"
  "[x] thrown [x] dried [x] set on bats\n"
  "Fireman's note: the week of ⟦15 Dec@D:2024-12-15⟧ went nowhere, ⟦−16@" + d('2024-12-15', 'change') +
  "⟧ points, after touching ⟦9,655@" + d('2024-12-15', 'high') + "!⟧; the ⟦22 Dec@D:2024-12-22⟧ week fell "
  "⟦352.75@" + d('2024-12-22', 'change') + "|neg⟧.\n"
  "Wicket bricked up 20:00."),
# ---------------------------------------------------------------- q_gap_2024
E('q_gap_2024', 'faithful', 'zh-CN yak',
  "牦牛驮队记数簿 — YK2 驮队，茶马古道\n"
  "驮子捆好 · 头牛挂铃 · 垭口通畅\n"
  "驮队长记：2024 年开盘跳空平均 ⟦+1.51@mean_g⟧ 点，最大向上 ⟦147.25@max_g⟧ 点，最大向下 "
  "⟦−128.5@min_g⟧ 点，标准差 ⟦34.54@std_g⟧。\n"
  "05:15 拔营。"),
E('q_gap_2024', 'faithful', 'en-GB searake',
  "SEA-SALT RAKE LEDGER — pan SR1, Maldon\n"
  "Raked · drained on the bank · carried to the heap\n"
  "Salt-maker's entry: 2024 opening gaps averaged ⟦1.51@mean_g⟧ points; biggest gap up ⟦147.25@max_g⟧, "
  "biggest down ⟦128.5@min_g|neg⟧, standard deviation ⟦34.5@std_g⟧.\n"
  "Raking done 18:20."),
E('q_gap_2024', 'faithful', 'nl-NL ropebridge',
  "INSPECTIEKAART — TOUWBRUG RB8, Eifel\n"
  "Leuningtouwen ✓  Looptouwen ✓  Ankers ✓\n"
  "Opmerking inspecteur: openingsgaten 2024 — gemiddeld ⟦1,5@mean_g⟧ punt, standaardafwijking "
  "⟦34,54@std_g⟧; uitersten ⟦+147,25@max_g⟧ en ⟦−128,5@min_g⟧.\n"
  "Brug weer open 09:30."),
E('q_gap_2024', 'wrong_sign', 'ru-RU candlestick',
  "ЗАКАЗ НА ПОДСВЕЧНИКИ — наряд CS0301, пара, точёная латунь\n"
  "Металл: латунь · Отделка: полировка · Гнёзда: рассверлены\n"
  "Заметка мастера: средний гэп на открытии в 2024 г. — ⟦−1,51@mean_g!⟧ пункта, стандартное отклонение "
  "⟦34,54@std_g⟧.\n"
  "Готово к выдаче в 16:00."),
E('q_gap_2024', 'invented', 'pl-PL chimneypot',
  "KWIT WYPAŁU — NASADY KOMINOWE, piec CP2, Bolesławiec\n"
  "[x] toczone [x] suszone [x] w piecu\n"
  "Uwaga wypalacza: luki otwarcia 2024 — średnio ⟦+1,51@mean_g⟧ pkt, największa w górę ⟦147,25@max_g⟧, "
  "największa w dół ⟦−112,75@min_g!⟧ pkt.\n"
  "Drzwiczki zamurowane 20:00."),
E('q_gap_2024', 'derived', 'fr-FR marbletag',
  "ÉTIQUETTE DE BLOC — MARBRE, bloc MB-G0219, Campan\n"
  "Qualité : griotte · Face : sciée · Veines : marquées\n"
  "Note du carrier : écarts d'ouverture 2024 entre ⟦+147,25@max_g⟧ et ⟦−128,5@min_g⟧ points ; calcul fait "
  "à la main, l'étendue est de ⟦275,75@max_g-min_g!⟧ points.\n"
  "Étiqueté 11:25, direction le quai."),
]
