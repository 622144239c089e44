"""Market-data queries, part 1 (q_range_last20 ... q_rth_hour_volume). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

N = "R.source_row_count"
MO = "row('Monday').mean_range"
TU = "row('Tuesday').mean_range"
WE = "row('Wednesday').mean_range"
TH = "row('Thursday').mean_range"
FR = "row('Friday').mean_range"


def pct(m):
    return f"row('{m}').pct_up*100"


def rg(d):
    return f"row('{d}').range"


def ch(d):
    return f"row('{d}').change"


def hr(h):
    return f"row('{h}').mean_volume"


ENTRIES = [
# ---------------------------------------------------------------- q_range_last20
E('q_range_last20', 'faithful', 'it-IT coracle',
  "LABORATORIO DI CORACLE — APPUNTI DI COSTRUZIONE, telaio C4\n"
  "- listelli di frassino piegati a vapore\n"
  "- tela di cotone tesa, prima mano di pece\n"
  "Nota del costruttore: negli ultimi ⟦20@" + N + "⟧ giorni di borsa il NQ ha avuto un'escursione media "
  "giornaliera di ⟦187,6@value⟧ punti tra massimo e minimo.\n"
  "Messo a stagionare capovolto alle 18:00."),
E('q_range_last20', 'faithful', 'nl-NL seaweed',
  "ZEEWIERBAD — RESERVERINGSBON, kuip B3, Domburg\n"
  "Vers blaaswier · heet zeewater · daarna koud afspoelen\n"
  "Notitie van de badmeester: over de laatste twintig handelsdagen had de NQ een gemiddelde dagrange van "
  "⟦187,6@value⟧ punten, hoog min laag.\n"
  "Bad klaar om 11:15 — handdoeken bij de balie."),
E('q_range_last20', 'faithful', 'ru-RU cuckoo',
  "ЧАСЫ С КУКУШКОЙ — СБОРОЧНАЯ КАРТА CK0407, модель «Шале»\n"
  "[x] меха проклеены  [x] гири-шишки подвешены  [x] кукушка на рычаге\n"
  "Заметка часовщика: средний дневной диапазон NQ за последние ⟦20@" + N + "⟧ сессий — "
  "⟦187,6@value⟧ пункта.\n"
  "Кукушка проверена в 15:00, кукует чисто."),
E('q_range_last20', 'faithful', 'fr-FR decoy',
  "FICHE DE SCULPTURE D'APPELANT — commande D0611, colvert mâle\n"
  "Corps : cèdre blanc · Tête : tupelo · Yeux : verre, posés\n"
  "Note du sculpteur : sur les 20 dernières séances, le NQ a fait en moyenne ⟦187,6@value⟧ points "
  "d'amplitude par jour, du plus haut au plus bas.\n"
  "Peinture sèche pour 19:00."),
E('q_range_last20', 'misrounded', 'ja-JP hopkiln',
  "ホップ乾燥窯 乾燥日誌 ― 乾燥炉K2・上富良野\n"
  "21:00 生ホップ投入・火の引き良好・カウル回転\n"
  "乾燥係メモ：直近20日のNQ、一日の値幅（高値−安値）の平均は⟦187@value!⟧ポイント。\n"
  "05:30 袋詰め完了。"),
E('q_range_last20', 'derived', 'pt-BR pearl',
  "DIÁRIO DE BORDO — BARCO DE MERGULHO PERLÍFERO «Estrela do Mar», bancos de ostras\n"
  "Mergulhadores descem na pedra · cabos a postos · ostras abertas no convés\n"
  "Anotação do mestre: amplitude média do NQ nas últimas ⟦20@" + N + "⟧ sessões: ⟦187,6@value⟧ pontos; "
  "somando tudo, conta minha, dá ⟦3.752@value*20!⟧ pontos.\n"
  "Âncora levantada às 17:10."),
# ---------------------------------------------------------------- q_range_stats_2024
E('q_range_stats_2024', 'faithful', 'it-IT decoy',
  "SCHEDA D'INTAGLIO — STAMPO DA RICHIAMO, ordine D0402, germano reale\n"
  "Corpo: cedro · Testa: tupelo · Occhi: vetro, montati\n"
  "Nota dell'intagliatore: 2024, NQ su ⟦252@count⟧ sedute: escursione media ⟦274,4@mean_range⟧ punti, "
  "mediana ⟦267,25@median_range⟧, massima ⟦585,5@max_range⟧, minima ⟦116,5@min_range⟧.\n"
  "Vernice asciutta per le 19:00."),
E('q_range_stats_2024', 'faithful', 'es-ES pearl',
  "CUADERNO DE A BORDO — BARCO PERLERO «La Margarita», placer de Cubagua\n"
  "Buzos abajo con la piedra · cabos tendidos · ostras abiertas en cubierta\n"
  "Anotación del patrón: rango diario del NQ en 2024: media ⟦274,44@mean_range⟧ puntos, mediana "
  "⟦267,25@median_range⟧; el día más amplio ⟦585,5@max_range⟧ y el más estrecho ⟦116,5@min_range⟧.\n"
  "Ancla arriba a las 17:10."),
E('q_range_stats_2024', 'faithful', 'pl-PL coracle',
  "PRACOWNIA KORAKLI — NOTATKI Z BUDOWY, szkielet C2\n"
  "- listwy jesionowe wygięte na parze\n"
  "- płótno naciągnięte, pierwsza warstwa smoły\n"
  "Uwaga szkutnika: w 2024 r. średni dzienny zakres NQ wyniósł ⟦274,4@mean_range⟧ pkt (mediana "
  "⟦267,25@median_range⟧), od ⟦116,5@min_range⟧ do ⟦585,5@max_range⟧ pkt.\n"
  "Suszy się dnem do góry od 18:00."),
E('q_range_stats_2024', 'wrong_column', 'en-GB hopkiln',
  "HOP KILN — DRYING LOG, oast K1, Goudhurst\n"
  "21:00 green hops on the hair cloth · fire drawing well · cowl turning\n"
  "Drier's note: NQ daily range, 2024: widest ⟦585.5@max_range⟧, narrowest ⟦116.5@min_range⟧, median day "
  "⟦274.4@median_range~mean_range!⟧ points, over ⟦252@count⟧ sessions.\n"
  "05:30 hops pressed into pockets."),
E('q_range_stats_2024', 'derived', 'en-US watermill',
  "WATER-MILL GRINDING LEDGER — Old Mill, Brandywine, stones S1\n"
  "Sluice drawn | wheel turning | stones dressed\n"
  "Miller's entry: 2024 NQ range averaged ⟦274.44@mean_range⟧ points a day; widest ⟦585.5@max_range⟧, "
  "narrowest ⟦116.5@min_range⟧ — a spread of ⟦469@max_range-min_range!⟧ points by my own subtraction.\n"
  "Sluice shut 18:45."),
E('q_range_stats_2024', 'invented', 'de-DE charcoal',
  "KOHLENMEILER — MEILERBUCH, Meiler M2, Pfälzerwald\n"
  "Holz gesetzt · Decke aus Erde und Laub · im Quandel entzündet\n"
  "Notiz des Köhlers: NQ 2024, ⟦252@count⟧ Handelstage, mittlere Tagesspanne ⟦296,3@mean_range!⟧ Punkte, "
  "Median ⟦267,25@median_range⟧.\n"
  "Züge geschlossen 22:00, Nachtwache."),
# ---------------------------------------------------------------- q_dow_range_2024
E('q_dow_range_2024', 'faithful', 'ru-RU watermill',
  "ВОДЯНАЯ МЕЛЬНИЦА — ПОМОЛЬНАЯ КНИГА, жернова S2\n"
  "Заслонка поднята | колесо идёт | жернова насечены\n"
  "Запись мельника: в 2024 г. шире всего NQ ходил по средам — ⟦278,7@" + WE + "⟧ пункта в среднем, "
  "спокойнее всего по понедельникам — ⟦269,4@" + MO + "⟧.\n"
  "Заслонку закрыли в 18:45."),
E('q_dow_range_2024', 'faithful', 'pl-PL mapplate',
  "NOTATKI DO PŁYTY MIEDZIORYTNICZEJ — płyta P9, mapa wybrzeża\n"
  "Grunt na miedzi · linia brzegu wycięta · kreskowanie wygładzone\n"
  "Notatka rytownika: średni zakres NQ w 2024 r.: pon. ⟦269,4@" + MO + "⟧, wt. ⟦272,2@" + TU + "⟧, "
  "śr. ⟦278,7@" + WE + "⟧, czw. ⟦273,5@" + TH + "⟧, pt. ⟦278,3@" + FR + "⟧ pkt.\n"
  "Odbitka próbna o 12:00."),
E('q_dow_range_2024', 'faithful', 'en-US seaweed',
  "SEAWEED BATHS — BOOKING SLIP, tub B2, Enniscrone (guest from Boston)\n"
  "Fresh bladderwrack · hot sea water · cold plunge after\n"
  "Attendant's note: Wednesday was NQ's widest weekday of 2024 at ⟦278.7@" + WE + "⟧ points on average, "
  "Friday right behind at ⟦278.3@" + FR + "⟧; Monday the calmest.\n"
  "Bath ready 11:15."),
E('q_dow_range_2024', 'wrong_row', 'fr-FR pearl',
  "JOURNAL DE BORD — BATEAU PERLIER « Nacre », lagon de Manihi\n"
  "Plongeurs à la pierre · lignes à l'eau · huîtres ouvertes sur le pont\n"
  "Note du patron : en 2024, le mercredi reste le jour le plus large (⟦278,7@" + WE + "⟧ points) ; "
  "le mardi affiche ⟦273,5@" + TU + "~" + TH + "!⟧ points.\n"
  "Ancre levée à 17:10."),
E('q_dow_range_2024', 'misrounded', 'it-IT decoy',
  "SCHEDA D'INTAGLIO — STAMPO DA RICHIAMO, ordine D0517, alzavola\n"
  "Corpo: cedro · Testa: tupelo · Occhi: vetro, montati\n"
  "Nota dell'intagliatore: escursione media NQ 2024 per giorno: mercoledì ⟦278,7@" + WE + "⟧, giovedì "
  "⟦273,6@" + TH + "!⟧, lunedì ⟦269,4@" + MO + "⟧ punti.\n"
  "Vernice asciutta per le 19:00."),
E('q_dow_range_2024', 'coincidental', 'de-DE coracle',
  "CORACLE-WERKSTATT — BAUNOTIZEN, Gestell C3\n"
  "- Eschenleisten gedämpft und gebogen\n"
  "- Kattun gespannt, erster Pechanstrich\n"
  "Notiz des Bootsbauers: NQ 2024 nach Wochentag: Mittwoch am breitesten mit ⟦278,7@" + WE + "⟧ Punkten, "
  "Montag im Schnitt ⟦275@" + MO + "!⟧.\n"
  "Kieloben zum Trocknen ab 18:00."),
# ---------------------------------------------------------------- q_month_up_2023
E('q_month_up_2023', 'faithful', 'de-DE cuckoo',
  "KUCKUCKSUHR — MONTAGEKARTE KU0318, Modell „Jagdhaus“\n"
  "[x] Blasebälge geleimt  [x] Tannenzapfengewichte eingehängt  [x] Vogel am Hebel\n"
  "Notiz des Uhrmachers: 2023 schloss der NQ im September an ⟦70@" + pct('September') + "⟧ % der Tage "
  "im Plus, im November nur an ⟦38,1@" + pct('November') + "⟧ %.\n"
  "Kuckuck um 15:00 geprüft — ruft sauber."),
E('q_month_up_2023', 'faithful', 'fr-FR tightrope',
  "FUNAMBULE — TABLEAU DE RÉPÉTITION, agrès R1 (chapiteau)\n"
  "Câble : tendu ✓  Balancier : talqué ✓  Filet : en place ✓\n"
  "Entraîneuse : en 2023, octobre a fini en hausse ⟦68,18\u202f%@" + pct('October') + "⟧ des séances ; "
  "en janvier, ⟦60\u202f%@" + pct('January') + "⟧ ; en août, seulement ⟦39,13\u202f%@" + pct('August') + "⟧.\n"
  "Prochain filage à 14:00."),
E('q_month_up_2023', 'faithful', 'en-US mapplate',
  "ENGRAVING PLATE NOTES — plate P3, harbor chart\n"
  "Copper grounded · shoreline cut · hachures burnished\n"
  "Engraver's margin note: 2023 share of up closes by month — best September, ⟦70%@" + pct('September') + "⟧; "
  "worst November, ⟦38.1%@" + pct('November') + "⟧; May sat at exactly ⟦50%@" + pct('May') + "⟧.\n"
  "Proof pulled at 12:00."),
E('q_month_up_2023', 'wrong_row', 'ja-JP anvil',
  "金床試験証明書 ― 証明番号AT0215・ロンドン型金床\n"
  "反発試験：合格・打音：澄んでいる・表面：焼入れ良好\n"
  "検査員所見：2023年のNQ、陽線で引けた日の割合は3月が⟦52.63%@" + pct('March') + "~" + pct('April') + "!⟧、"
  "最高は9月の⟦70%@" + pct('September') + "⟧。\n"
  "10:20 検定、刻印済み。"),
E('q_month_up_2023', 'wrong_unit', 'pl-PL hopkiln',
  "SUSZARNIA CHMIELU — DZIENNIK SUSZENIA, suszarnia K3, Lubelszczyzna\n"
  "21:00 zielony chmiel na sicie · ogień ciągnie · kaptur się obraca\n"
  "Uwaga suszarnika: w 2023 r. styczeń zamknął NQ na plusie w ⟦0,6@row('January').pct_up~row('January').pct_up!⟧ % "
  "sesji, najlepszy był wrzesień.\n"
  "05:30 chmiel sprasowany do worków.", unit_note='a fraction quoted as a percent'),
E('q_month_up_2023', 'derived', 'it-IT thatch',
  "TETTO DI PAGLIA — FOGLIO DI LAVORO TJ0316, casera in Carnia\n"
  "Materiale: segale · vincoli di nocciolo · colmo in paglia lunga\n"
  "Note del conciatetti: 2023, a settembre il ⟦70\u00a0%@" + pct('September') + "⟧ di chiusure in rialzo, a novembre il "
  "⟦38,1\u00a0%@" + pct('November') + "⟧: ballano ⟦31,9@" + pct('September') + "-" + pct('November') + "!⟧ punti "
  "percentuali, calcolo mio.\n"
  "Scale giù alle 16:30."),
# ---------------------------------------------------------------- q_widest_2024
E('q_widest_2024', 'faithful', 'nl-NL pearl',
  "PARELDUIKERS — SCHEEPSJOURNAAL, sloep 'Zeeparel', oesterbanken in de Golf\n"
  "Duikers neer aan de steen · lijnen uit · oesters op dek geopend\n"
  "Notitie van de schipper: breedste dagen van 2024: ⟦24 januari@D:2024-01-24⟧ ⟦585,5@" + rg('2024-01-24') + "⟧ "
  "punten, ⟦17 mei@D:2024-05-17⟧ ⟦555,25@" + rg('2024-05-17') + "⟧, ⟦31 mei@D:2024-05-31⟧ "
  "⟦541,5@" + rg('2024-05-31') + "⟧.\n"
  "Anker op om 17:10."),
E('q_widest_2024', 'faithful', 'zh-CN watermill',
  "水磨坊 · 磨坊账本 — 石磨 S1\n"
  "闸门已开 | 水轮转动 | 磨盘已錾\n"
  "磨坊主记：2024 年振幅最大的五天：⟦1月24日@D:2024-01-24⟧ ⟦585.5@" + rg('2024-01-24') + "⟧ 点，"
  "⟦5月17日@D:2024-05-17⟧ ⟦555.25@" + rg('2024-05-17') + "⟧，⟦5月31日@D:2024-05-31⟧ ⟦541.5@" + rg('2024-05-31') + "⟧，"
  "⟦7月5日@D:2024-07-05⟧ ⟦507.5@" + rg('2024-07-05') + "⟧，⟦5月1日@D:2024-05-01⟧ ⟦484.5@" + rg('2024-05-01') + "⟧。\n"
  "18:45 关闸。"),
E('q_widest_2024', 'faithful', 'de-DE decoy',
  "LOCKENTEN-SCHNITZAUFTRAG — Auftrag D0719, Spießerpel\n"
  "Körper: Zeder · Kopf: Tupelo · Augen: Glas, gesetzt\n"
  "Notiz des Schnitzers: weitester Tag 2024 war der ⟦24.01.@D:2024-01-24⟧ mit ⟦585,5@" + rg('2024-01-24') + "⟧ "
  "Punkten; Eröffnung ⟦17.188,75@row('2024-01-24').open⟧, Schluss ⟦16.672,75@row('2024-01-24').close⟧.\n"
  "Farbe trocken bis 19:00."),
E('q_widest_2024', 'wrong_column', 'pl-PL charcoal',
  "MIELERZ WĘGLA DRZEWNEGO — DZIENNIK, mielerz C5, Bieszczady\n"
  "Szczapy ułożone · darń i ziemia na wierzchu · zapalony przez komin\n"
  "Notatka węglarza: ⟦17 maja@D:2024-05-17⟧ zakres NQ ⟦555,25@" + rg('2024-05-17') + "⟧ pkt, zamknięcie na "
  "⟦15\u00a0998,25@row('2024-05-17').close~row('2024-05-17').open!⟧ pkt.\n"
  "Otwory zamknięte o 22:00."),
E('q_widest_2024', 'misrounded', 'ja-JP anvil',
  "金床試験証明書 ― 証明番号AT0328・ロンドン型金床\n"
  "反発試験：合格・打音：澄んでいる・表面：焼入れ良好\n"
  "検査員所見：2024年で値幅が最も大きかったのは⟦1月24日@D:2024-01-24⟧の⟦585.5@" + rg('2024-01-24') + "⟧ポイント、"
  "次いで⟦5月17日@D:2024-05-17⟧の⟦556@" + rg('2024-05-17') + "!⟧ポイント。\n"
  "10:20 検定、刻印済み。"),
E('q_widest_2024', 'invented', 'fr-FR mapplate',
  "NOTES DE PLANCHE GRAVÉE — planche P14, carte des côtes\n"
  "Cuivre vernis · trait de côte creusé · hachures brunies\n"
  "Note en marge du graveur : parmi les journées les plus larges de 2024, le ⟦5 juillet@D:2024-07-05⟧ "
  "avec ⟦529,25@" + rg('2024-07-05') + "!⟧ points d'amplitude.\n"
  "Épreuve tirée à 12:00."),
# ---------------------------------------------------------------- q_last10_change
E('q_last10_change', 'faithful', 'fr-FR cuckoo',
  "HORLOGE À COUCOU — FICHE DE MONTAGE CK0522, modèle « Chalet »\n"
  "[x] soufflets collés  [x] poids pommes de pin  [x] oiseau sur son levier\n"
  "Note de l'horloger : 10 dernières séances, le NQ perd ⟦57,8@stats.change.mean|neg⟧ points par jour en "
  "moyenne ; pire le ⟦20 décembre@D:2024-12-20⟧ (⟦−178,25@" + ch('2024-12-20') + "⟧), meilleure le "
  "⟦23 décembre@D:2024-12-23⟧ (⟦+91@" + ch('2024-12-23') + "⟧).\n"
  "Coucou testé à 15:00."),
E('q_last10_change', 'faithful', 'ja-JP thatch',
  "茅葺き 作業票 ― 工番TJ0309・合掌造りの母屋\n"
  "材料：ススキ・竹の押鉾・棟は杉皮\n"
  "職人メモ：直近10営業日のNQ、陽線は四日だけ。最後の⟦1月2日@D:2025-01-02⟧は⟦−96.25@" + ch('2025-01-02') + "⟧、"
  "その前の⟦12月31日@D:2024-12-31⟧は⟦−175.5@" + ch('2024-12-31') + "⟧。\n"
  "16:30 足場下ろし。"),
E('q_last10_change', 'faithful', 'en-GB charcoal',
  "CHARCOAL CLAMP LOG — clamp C3, Wyre Forest\n"
  "Cordwood stacked · turf and ash on · lit down the chimney\n"
  "Collier's note: NQ's last ten sessions ended at ⟦8,837.25@row('2025-01-02').close⟧ on "
  "⟦2 Jan@D:2025-01-02⟧, down ⟦96.25@" + ch('2025-01-02') + "|neg⟧ on the day; best day ⟦23 Dec@D:2024-12-23⟧ "
  "at ⟦+91@" + ch('2024-12-23') + "⟧.\n"
  "Vents closed 22:00; sitting up with it tonight."),
E('q_last10_change', 'wrong_sign', 'pt-BR seaweed',
  "BANHOS DE ALGAS — FICHA DE RESERVA, banheira B3, Ilhabela\n"
  "Alga fresca · água do mar quente · ducha fria depois\n"
  "Nota da atendente: nos últimos 10 pregões o NQ caiu em média ⟦57,8@stats.change.mean|neg⟧ pontos por dia; "
  "na véspera de Natal, ⟦24/12@D:2024-12-24⟧, a variação foi de ⟦−10,25@" + ch('2024-12-24') + "!⟧.\n"
  "Banho pronto às 11:15."),
E('q_last10_change', 'wrong_column', 'it-IT mapplate',
  "APPUNTI SULLA LASTRA — lastra P8, carta costiera\n"
  "Rame preparato · costa incisa · tratteggio brunito\n"
  "Nota a margine dell'incisore: il ⟦31 dicembre@D:2024-12-31⟧ il NQ ha perso ⟦175,5@" + ch('2024-12-31') + "|neg⟧ "
  "punti, chiudendo a ⟦9.150,25@row('2024-12-31').close~row('2024-12-31').high!⟧.\n"
  "Prova di stampa alle 12:00."),
E('q_last10_change', 'coincidental', 'en-US coracle',
  "CORACLE WORKSHOP — BUILD NOTES, frame C7 (Teifi pattern)\n"
  "- ash laths steamed and bent\n"
  "- canvas stretched, first coat of tar\n"
  "Maker's note: NQ last 10 sessions: opened the run on ⟦12/18@D:2024-12-18⟧ with a ⟦−180@" + ch('2024-12-18') + "!⟧ "
  "day, best day ⟦12/23@D:2024-12-23⟧ at ⟦+91@" + ch('2024-12-23') + "⟧.\n"
  "Left upside down to cure, 18:00."),
# ---------------------------------------------------------------- q_year_volume
E('q_year_volume', 'faithful', 'ru-RU thatch',
  "КРЫША ИЗ КАМЫША — НАРЯД TJ0208, дом на Валдае\n"
  "Материал: камыш, ивовые прутья · конёк из соломы\n"
  "Замечания кровельщика: средний дневной объём NQ — ⟦201\u00a0034@row(2023).mean_volume⟧ контракта в 2023 г., "
  "⟦201\u00a0006@row(2024).mean_volume⟧ в 2024 г.; у 2025 г. пока одна сессия — "
  "⟦201\u00a0902@row(2025).mean_volume⟧.\n"
  "Лестницы сняты в 16:30."),
E('q_year_volume', 'faithful', 'pl-PL mapplate',
  "NOTATKI DO PŁYTY MIEDZIORYTNICZEJ — płyta P11, mapa powiatu\n"
  "Grunt na miedzi · rzeki wycięte · kreskowanie wygładzone\n"
  "Notatka rytownika: średni dzienny wolumen NQ: 2023 — ⟦201\u00a0034@row(2023).mean_volume⟧ kontraktów "
  "(⟦250@row(2023).count⟧ sesji), 2024 — ⟦201\u00a0006@row(2024).mean_volume⟧ (⟦252@row(2024).count⟧ sesji). "
  "Praktycznie bez zmian.\n"
  "Odbitka próbna o 12:00."),
E('q_year_volume', 'faithful', 'it-IT watermill',
  "MULINO AD ACQUA — REGISTRO DI MACINA, palmenti S2\n"
  "Chiusa aperta | ruota in moto | macine rabbigliate\n"
  "Voce del mugnaio: volume medio giornaliero NQ ⟦201.034@row(2023).mean_volume⟧ contratti nel 2023 e "
  "⟦201.006@row(2024).mean_volume⟧ nel 2024, in pratica pari; il 2025 ha una sola seduta "
  "(⟦201.902@row(2025).mean_volume⟧).\n"
  "Chiusa abbassata alle 18:45."),
E('q_year_volume', 'wrong_year', 'nl-NL pearl',
  "PARELDUIKERS — SCHEEPSJOURNAAL, sloep 'Zeeparel', oesterbanken in de Golf\n"
  "Duikers neer aan de steen · lijnen uit · oesters op dek geopend\n"
  "Notitie van de schipper: gemiddeld dagvolume NQ 2024: ⟦201.006@row(2024).mean_volume⟧ contracten over "
  "⟦250@row(2024).count~row(2023).count!⟧ sessies; 2023 lag daar vrijwel gelijk mee.\n"
  "Anker op om 17:10."),
E('q_year_volume', 'wrong_year', 'zh-CN tightrope',
  "走钢丝 · 排练板 — R2 钢索（大篷）\n"
  "钢索：已绷紧 ✓  平衡杆：已擦粉 ✓  安全网：已挂 ✓\n"
  "教练：NQ 日均成交量——2023 年 ⟦201,902@row(2023).mean_volume~row(2025).mean_volume!⟧ 手，"
  "2024 年 ⟦201,006@row(2024).mean_volume⟧ 手，相差无几。\n"
  "14:00 下一轮合练。"),
E('q_year_volume', 'misrounded', 'es-ES anvil',
  "CERTIFICADO DE ENSAYO DE YUNQUE — cert. AT0406, yunque modelo inglés\n"
  "Rebote: correcto · Sonido: limpio · Tabla: templada, sin mellas\n"
  "Observación del examinador: volumen medio diario del NQ en 2023: ⟦201.033@row(2023).mean_volume!⟧ "
  "contratos; en 2024, ⟦201.006@row(2024).mean_volume⟧.\n"
  "Certificado a las 10:20."),
# ---------------------------------------------------------------- q_rth_hour_volume
E('q_rth_hour_volume', 'faithful', 'nl-NL coracle',
  "CORACLEWERKPLAATS — BOUWNOTITIES, frame C5\n"
  "- essenlatten gestoomd en gebogen\n"
  "- katoen gespannen, eerste laag pek\n"
  "Notitie van de bouwer: drukste RTH-uur van de NQ de laatste 20 dagen is 15:00 met gemiddeld "
  "⟦19.373@" + hr('15') + "⟧ contracten; het stilste is 16:00 met ⟦5.808@" + hr('16') + "⟧.\n"
  "Ondersteboven te drogen om 18:00."),
E('q_rth_hour_volume', 'faithful', 'fr-FR pearl',
  "JOURNAL DE BORD — BATEAU PERLIER « Nacre », lagon de Manihi\n"
  "Plongeurs à la pierre · lignes à l'eau · huîtres ouvertes sur le pont\n"
  "Note du patron : sur 20 séances, l'heure de 15:00 est la plus chargée (⟦19\u202f373@" + hr('15') + "⟧ contrats "
  "en moyenne), devant celle de 09:00 (⟦17\u202f542@" + hr('09') + "⟧) ; 16:00 ferme la marche.\n"
  "Ancre levée à 17:10."),
E('q_rth_hour_volume', 'faithful', 'ja-JP charcoal',
  "炭焼き窯 日誌 ― 窯C2・奥会津\n"
  "原木詰め・土かぶせ・煙道から点火\n"
  "炭焼きメモ：直近20日、NQのRTHで出来高が最も多いのは15時台で平均⟦19,373@" + hr('15') + "⟧枚、"
  "最も少ないのは16時台の⟦5,808@" + hr('16') + "⟧枚。\n"
  "22:00 空気口を閉じる。"),
E('q_rth_hour_volume', 'wrong_row', 'es-ES thatch',
  "TEJADO DE PAJA — HOJA DE OBRA TJ0517, palloza de Piornedo\n"
  "Material: centeno · varas de avellano · cumbrera de paja larga\n"
  "Notas del techador: últimas 20 sesiones, la hora de las 10:00 movió de media "
  "⟦13.479@" + hr('10') + "~" + hr('11') + "!⟧ contratos; la más fuerte, las 15:00, ⟦19.373@" + hr('15') + "⟧.\n"
  "Escaleras abajo a las 16:30."),
E('q_rth_hour_volume', 'invented', 'zh-CN anvil',
  "铁砧试验证书 — 证书号 AT0731 · 伦敦式铁砧\n"
  "回弹试验合格 · 敲击声清脆 · 砧面淬火良好\n"
  "检验员意见：最近 20 个交易日，RTH 13 点档平均成交 ⟦11,640@" + hr('13') + "!⟧ 手，"
  "最忙的 15 点档 ⟦19,373@" + hr('15') + "⟧ 手。\n"
  "10:20 检定盖章。"),
E('q_rth_hour_volume', 'miscomputed', 'pl-PL watermill',
  "MŁYN WODNY — KSIĘGA PRZEMIAŁU, kamienie S1, nad Wdą\n"
  "Zastawka podniesiona | koło idzie | kamienie naostrzone\n"
  "Wpis młynarza: godzina 15:00 ma średnio ⟦19\u00a0373@" + hr('15') + "⟧ kontrakty, 16:00 tylko "
  "⟦5808@" + hr('16') + "⟧ — jak policzyłem, ⟦3,6@" + hr('15') + "/" + hr('16') + "!⟧ raza więcej.\n"
  "Zastawka opuszczona o 18:45."),
]
