"""Register layouts of blind set 63 (written from scratch) and A(), which turns one authored note into the
builder's entry dict.

An answer is four lines: the register's header (what the sheet is, its letter-prefixed code, the place or the figure),
one furniture line of the trade's own checkboxes, the writer's note (the only line with data), and a closing line with
a clock time in the register's own hours. The trade's own numbers (grades, pipe sizes, fares, bowls, boxes, baskets,
waffles, crêpes, donuts, churros, teeth, springs ...) are never written: only codes glued to letters and HH:MM times.
Code, clock time and place are chosen from a CRC of the note, so a rebuild gives the same text. With f='auto' the
furniture line is dropped when the answer would pass 320 characters. '_' between two digits in a note becomes the
locale's group separator (U+202F in fr-FR, U+00A0 in ru-RU and pl-PL).
"""
import re
import zlib

SEP = {'fr-FR': '\u202f', 'ru-RU': '\u00a0', 'pl-PL': '\u00a0'}

# tag: (code letters, (first, last) closing time in minutes, {locale: (header, places, furniture, note label, closing)})
R = {}

R['boulder'] = ('BG', (10 * 60 + 30, 13 * 60 + 30), {
    'en-US': ('BOULDERING GYM — ROUTE-SETTING CARD {c}, {p}', ('cave wall, Brooklyn', 'slab wall, Denver'),
              'Holds washed ✓ · problem set ✓ · tape labelled ✓', "Setter's note:", 'Wall reopened to climbers {t}.'),
    'en-GB': ('CLIMBING WALL — SETTING CARD {c}, {p}', ('the Arch, Sheffield', 'competition wall, Leeds'),
              'Holds washed ✓ · problem set ✓ · tape labelled ✓', "Setter's note:", 'Wall reopened {t}.'),
    'de-DE': ('BOULDERHALLE — SCHRAUBKARTE {c}, {p}', ('Überhang, München', 'Plattenwand, Berlin-Wedding'),
              'Griffe gewaschen ✓ · Boulder geschraubt ✓ · Tape beschriftet ✓', 'Notiz des Routenschraubers:',
              'Wand wieder frei um {t}.'),
    'fr-FR': ("SALLE DE BLOC — FICHE D'OUVERTURE {c}, {p}", ('dévers, Montreuil', 'dalle, Grenoble'),
              'Prises lavées ✓ · bloc ouvert ✓ · scotch étiqueté ✓', "Note de l'ouvreur :", 'Mur rouvert à {t}.'),
    'es-ES': ('ROCÓDROMO — FICHA DE EQUIPAMIENTO {c}, {p}', ('desplome, Madrid', 'placa, Barcelona'),
              'Presas lavadas ✓ · bloque montado ✓ · cinta rotulada ✓', 'Nota del equipador:',
              'Muro reabierto a las {t}.'),
    'it-IT': ('PALESTRA BOULDER — SCHEDA DI TRACCIATURA {c}, {p}', ('strapiombo, Milano', 'placca, Torino'),
              'Prese lavate ✓ · blocco tracciato ✓ · nastro etichettato ✓', 'Nota del tracciatore:',
              'Parete riaperta alle {t}.'),
    'pt-BR': ('GINÁSIO DE BOULDER — FICHA DE MONTAGEM {c}, {p}', ('negativo, São Paulo', 'placa, Curitiba'),
              'Agarras lavadas ✓ · boulder montado ✓ · fita etiquetada ✓', 'Nota do montador:',
              'Parede reaberta às {t}.'),
    'ru-RU': ('БОУЛДЕРИНГ-ЗАЛ — КАРТА ПОСТАНОВКИ {c}, {p}', ('нависание, Москва', 'стенка, Екатеринбург'),
              'Зацепы вымыты ✓ · трасса поставлена ✓ · метка наклеена ✓', 'Заметка постановщика:',
              'Стена снова открыта в {t}.'),
    'nl-NL': ('BOULDERHAL — ROUTEBOUWKAART {c}, {p}', ('overhang, Amsterdam-Noord', 'plaat, Utrecht'),
              'Grepen gewassen ✓ · boulder gezet ✓ · tape gelabeld ✓', 'Notitie van de routebouwer:',
              'Wand weer open om {t}.'),
    'ja-JP': ('ボルダリングジム 課題設定カード{c}・{p}', ('大阪', '京都'),
              'ホールド洗浄 ✓・課題設定 ✓・テープ表示 ✓', 'セッターのメモ：', '壁の開放 {t}。'),
    'zh-CN': ('攀岩馆 · 抱石定线卡{c}，{p}', ('北京', '成都'),
              '岩点已清洗 ✓ · 线路已定 ✓ · 胶带已标注 ✓', '定线员备注：', '岩壁重新开放 {t}。'),
})

R['plumber'] = ('PB', (8 * 60 + 10, 19 * 60 + 40), {
    'en-US': ('PLUMBER — CALL-OUT SHEET {c}, {p}', ('kitchen sink, Queens', 'basement stack, Cleveland'),
              '[x] water off  [x] joint remade  [x] tested for leaks', "Plumber's note:", 'Water back on {t}.'),
    'en-GB': ('PLUMBING & HEATING — CALL-OUT SHEET {c}, {p}', ('airing cupboard, Croydon', 'bathroom, Bristol'),
              '[x] water off  [x] joint remade  [x] tested for leaks', "Engineer's note:", 'Water back on {t}.'),
    'de-DE': ('SANITÄR-NOTDIENST — EINSATZZETTEL {c}, {p}', ('Küchenspüle, Köln-Ehrenfeld', 'Steigleitung, Hamburg'),
              '[x] Wasser abgestellt  [x] Verbindung neu gemacht  [x] dicht geprüft', 'Notiz des Installateurs:',
              'Wasser wieder an um {t}.'),
    'fr-FR': ("PLOMBERIE — FICHE D'INTERVENTION {c}, {p}", ('évier, Lyon', 'colonne, Paris'),
              "[x] eau coupée  [x] raccord refait  [x] test d'étanchéité", 'Note du plombier :', 'Eau remise à {t}.'),
    'es-ES': ('FONTANERÍA — PARTE DE AVISO {c}, {p}', ('fregadero, Valencia', 'bajante, Sevilla'),
              '[x] agua cortada  [x] empalme rehecho  [x] prueba de fugas', 'Nota del fontanero:',
              'Agua restablecida a las {t}.'),
    'it-IT': ('IDRAULICO — SCHEDA DI INTERVENTO {c}, {p}', ('lavello, Bologna', 'colonna di scarico, Napoli'),
              '[x] acqua chiusa  [x] raccordo rifatto  [x] prova di tenuta', "Nota dell'idraulico:",
              'Acqua riaperta alle {t}.'),
    'pt-BR': ('ENCANADOR — FICHA DE CHAMADO {c}, {p}', ('pia da cozinha, Belo Horizonte', "caixa d'água, Recife"),
              '[x] registro fechado  [x] junta refeita  [x] teste de vazamento', 'Nota do encanador:',
              'Água religada às {t}.'),
    'ru-RU': ('САНТЕХНИК — ЛИСТ ВЫЗОВА {c}, {p}', ('кухонная мойка, Казань', 'стояк, Самара'),
              '[x] вода перекрыта  [x] соединение переделано  [x] проверено на течь', 'Заметка сантехника:',
              'Вода снова пущена в {t}.'),
    'nl-NL': ('LOODGIETER — OPROEPBON {c}, {p}', ('keukenkraan, Rotterdam', 'standleiding, Den Haag'),
              '[x] water dicht  [x] koppeling opnieuw  [x] lektest gedaan', 'Notitie van de loodgieter:',
              'Water weer open om {t}.'),
    'ja-JP': ('水道修理 出張記録票{c}・{p}', ('台所の排水管', '浴室の給水管'),
              '[x] 止水  [x] 継手やり直し  [x] 漏れ試験', '作業員メモ：', '通水再開 {t}。'),
    'zh-CN': ('水管工 · 上门维修单{c}，{p}', ('厨房水槽', '卫生间'),
              '[x] 已关水  [x] 接头重做  [x] 已试漏', '师傅备注：', '恢复供水 {t}。'),
})

R['tuktuk'] = ('TT', (20 * 60 + 30, 23 * 60 + 55), {
    'en-US': ('TUK-TUK DISPATCH — RUN SHEET {c}, {p}', ('Khao San rank, Bangkok', 'Galle Face rank, Colombo'),
              'Fuelled ✓  fare zone agreed ✓  rider dropped ✓', "Driver's note:", 'Last rider dropped {t}.'),
    'en-GB': ('TUK-TUK DISPATCH — RUN SHEET {c}, {p}', ('Fort Kochi rank', 'Colombo Fort rank'),
              'Fuelled ✓  fare zone agreed ✓  rider dropped ✓', "Driver's note:", 'Last fare dropped {t}.'),
    'de-DE': ('TUKTUK-ZENTRALE — FAHRTENBLATT {c}, {p}', ('Stand Sukhumvit, Bangkok', 'Stand Alfama, Lissabon'),
              'Getankt ✓  Tarifzone vereinbart ✓  Fahrgast abgesetzt ✓', 'Notiz des Fahrers:',
              'Letzter Fahrgast abgesetzt {t}.'),
    'fr-FR': ('TUK-TUK — FEUILLE DE RÉPARTITION {c}, {p}', ('station Wat Phnom, Phnom Penh', "station de l'Alfama, Lisbonne"),
              'Plein fait ✓  zone tarifaire convenue ✓  client déposé ✓', 'Note du chauffeur :',
              'Dernier client déposé à {t}.'),
    'es-ES': ('TUK-TUK — HOJA DE SERVICIO {c}, {p}', ('parada de Sukhumvit, Bangkok', 'parada del Born, Barcelona'),
              'Repostado ✓  zona de tarifa pactada ✓  cliente dejado ✓', 'Nota del conductor:',
              'Último cliente dejado a las {t}.'),
    'it-IT': ('TUK-TUK — FOGLIO DI SERVIZIO {c}, {p}', ('posteggio di Trastevere, Roma', 'posteggio di Colombo Fort'),
              'Rifornito ✓  zona tariffaria concordata ✓  cliente lasciato ✓', "Nota dell'autista:",
              'Ultimo cliente lasciato alle {t}.'),
    'pt-BR': ('TUK-TUK — FOLHA DE DESPACHO {c}, {p}', ('ponto do Pelourinho, Salvador', 'ponto de Belém, Lisboa'),
              'Abastecido ✓  zona de tarifa combinada ✓  passageiro deixado ✓', 'Nota do motorista:',
              'Último passageiro deixado às {t}.'),
    'nl-NL': ('TUKTUK-CENTRALE — RITTENBLAD {c}, {p}', ('standplaats Wat Arun, Bangkok', 'standplaats Centraal, Amsterdam'),
              'Getankt ✓  tariefzone afgesproken ✓  klant afgezet ✓', 'Notitie van de chauffeur:',
              'Laatste klant afgezet om {t}.'),
    'pl-PL': ('TUK-TUK — ARKUSZ KURSÓW {c}, {p}', ('postój przy Wat Pho, Bangkok', 'postój na Kazimierzu, Kraków'),
              'Zatankowany ✓  strefa taryfy uzgodniona ✓  pasażer wysadzony ✓', 'Notatka kierowcy:',
              'Ostatni pasażer wysadzony o {t}.'),
    'ja-JP': ('トゥクトゥク配車表{c}・{p}', ('バンコク乗り場', 'コロンボ乗り場'),
              '給油 ✓  運賃ゾーン合意 ✓  降車 ✓', '運転手メモ：', '最終降車 {t}。'),
    'zh-CN': ('嘟嘟车调度单{c}，{p}', ('曼谷考山路站点', '科伦坡站点'),
              '已加油 ✓  票价区已谈妥 ✓  乘客已送达 ✓', '司机备注：', '末位乘客送达 {t}。'),
})

R['noodle'] = ('HN', (20 * 60 + 40, 22 * 60 + 35), {
    'en-US': ('HAND-PULLED NOODLES — PULL TALLY {c}, {p}', ('Lanzhou counter, Flushing', 'noodle bar, Chinatown SF'),
              'Dough rested · pulled · cut · boiled', "Noodle master's note:", 'Last bowl out {t}.'),
    'en-GB': ('HAND-PULLED NOODLE BAR — PULL TALLY {c}, {p}', ('Chinatown, London', 'Northern Quarter, Manchester'),
              'Dough rested · pulled · cut · boiled', "Puller's note:", 'Last bowl served {t}.'),
    'de-DE': ('HANDGEZOGENE NUDELN — ZIEHLISTE {c}, {p}', ('Nudelbar, Frankfurt', 'Lanzhou-Theke, Berlin'),
              'Teig geruht · gezogen · geschnitten · gekocht', 'Notiz des Nudelmeisters:', 'Letzte Schale raus {t}.'),
    'fr-FR': ('NOUILLES ÉTIRÉES — FEUILLE DE TIRAGE {c}, {p}', ('comptoir de Belleville', 'comptoir du quartier asiatique'),
              'Pâte reposée · étirée · coupée · cuite', 'Note du maître nouillier :', 'Dernier bol servi à {t}.'),
    'es-ES': ('FIDEOS ESTIRADOS A MANO — RECUENTO {c}, {p}', ('barra de Usera, Madrid', 'barra del Raval, Barcelona'),
              'Masa reposada · estirada · cortada · hervida', 'Nota del maestro fideero:',
              'Último cuenco servido a las {t}.'),
    'it-IT': ('NOODLE TIRATI A MANO — CONTEGGIO {c}, {p}', ('banco di via Paolo Sarpi, Milano', "banco dell'Esquilino, Roma"),
              'Impasto riposato · tirato · tagliato · bollito', 'Nota del maestro dei noodle:',
              'Ultima ciotola servita alle {t}.'),
    'pt-BR': ('LAMEN PUXADO À MÃO — CONTAGEM {c}, {p}', ('balcão da Liberdade, São Paulo', 'balcão do Centro, Rio'),
              'Massa descansada · puxada · cortada · cozida', 'Nota do mestre do lamen:', 'Última tigela servida às {t}.'),
    'ru-RU': ('ТЯНУТАЯ ЛАПША — СЧЁТНЫЙ ЛИСТ {c}, {p}', ('лапшичная, Владивосток', 'стойка ланьчжоуской лапши, Москва'),
              'Тесто отдохнуло · вытянуто · нарезано · сварено', 'Заметка лапшичника:',
              'Последняя миска подана в {t}.'),
    'nl-NL': ('GETROKKEN NOEDELS — TREKLIJST {c}, {p}', ('noedelbar, Zeedijk', 'Lanzhou-toonbank, Den Haag'),
              'Deeg gerust · getrokken · gesneden · gekookt', 'Notitie van de noedelmeester:',
              'Laatste kom de deur uit {t}.'),
    'pl-PL': ('MAKARON CIĄGNIONY — ZESTAWIENIE {c}, {p}', ('bar na Mokotowie, Warszawa', 'bar lanzhou, Wrocław'),
              'Ciasto odpoczęło · wyciągnięte · pocięte · ugotowane', 'Notatka mistrza makaronu:',
              'Ostatnia miska wydana o {t}.'),
    'ja-JP': ('手延べ麺 製麺集計{c}・{p}', ('蘭州拉麺カウンター', '横浜中華街店'),
              '生地寝かせ・延ばし・切り・茹で', '麺職人メモ：', '最後の一杯 {t}。'),
    'zh-CN': ('手工拉面 · 拉面计数单{c}，{p}', ('兰州牛肉面馆', '西安面馆'),
              '面团已醒 · 已拉 · 已切 · 已煮', '拉面师傅备注：', '最后一碗出锅 {t}。'),
})

R['bento'] = ('BX', (11 * 60 + 10, 13 * 60 + 25), {
    'en-US': ('BENTO DELIVERY — DELIVERY SLIP {c}, {p}', ('Midtown office', 'SoMa studio'),
              'Boxes packed | chopsticks in | delivered', "Courier's note:", 'Handed over {t}.'),
    'en-GB': ('BENTO DELIVERY — DELIVERY SLIP {c}, {p}', ('Canary Wharf desk', 'Soho studio'),
              'Boxes packed | chopsticks in | delivered', "Rider's note:", 'Handed over {t}.'),
    'de-DE': ('BENTO-LIEFERDIENST — LIEFERSCHEIN {c}, {p}', ('Büro am Rhein, Düsseldorf', 'Agentur, Hamburg-Altona'),
              'Boxen gepackt | Stäbchen beigelegt | zugestellt', 'Notiz des Kuriers:', 'Übergeben um {t}.'),
    'fr-FR': ('LIVRAISON DE BENTOS — BON DE LIVRAISON {c}, {p}', ('bureau rue Sainte-Anne, Paris', 'atelier, Lyon'),
              'Boîtes prêtes | baguettes glissées | livré', 'Note du livreur :', 'Remis à {t}.'),
    'es-ES': ('BENTO A DOMICILIO — ALBARÁN {c}, {p}', ('oficina en Chamberí, Madrid', 'estudio en Gràcia'),
              'Cajas preparadas | palillos dentro | entregado', 'Nota del repartidor:', 'Entregado a las {t}.'),
    'it-IT': ('CONSEGNA BENTO — BOLLA DI CONSEGNA {c}, {p}', ('ufficio in Brera, Milano', 'studio a Prati, Roma'),
              'Scatole pronte | bacchette inserite | consegnato', 'Nota del fattorino:', 'Consegnato alle {t}.'),
    'ru-RU': ('ДОСТАВКА БЭНТО — НАКЛАДНАЯ {c}, {p}', ('офис на Тверской', 'коворкинг, Новосибирск'),
              'Коробки собраны | палочки вложены | доставлено', 'Заметка курьера:', 'Вручено в {t}.'),
    'nl-NL': ('BENTOBEZORGING — AFLEVERBON {c}, {p}', ('kantoor aan de Zuidas', 'studio in Utrecht'),
              'Dozen ingepakt | stokjes erbij | bezorgd', 'Notitie van de bezorger:', 'Afgeleverd om {t}.'),
    'pl-PL': ('DOSTAWA BENTO — KWIT DOSTAWY {c}, {p}', ('biuro na Woli, Warszawa', 'studio, Gdańsk'),
              'Pudełka spakowane | pałeczki włożone | doręczono', 'Notatka kuriera:', 'Doręczono o {t}.'),
    'ja-JP': ('弁当配達 配達伝票{c}・{p}', ('丸の内オフィス', '梅田事務所'),
              '弁当詰め | 箸入れ | 配達済', '配達員メモ：', 'お届け {t}。'),
    'zh-CN': ('便当外卖 · 送货单{c}，{p}', ('陆家嘴写字楼', '中关村办公室'),
              '便当已装 | 筷子已放 | 已送达', '骑手备注：', '送达 {t}。'),
})

R['dimsum'] = ('DS', (13 * 60 + 35, 15 * 60 + 10), {
    'en-US': ('DIM SUM HALL — TROLLEY TALLY {c}, {p}', ('Grant Avenue, San Francisco', 'Mott Street, Manhattan'),
              'Baskets steamed ✓  trolley loaded ✓  stamps on the card ✓', 'Trolley note:',
              'Trolleys back in the kitchen {t}.'),
    'en-GB': ('DIM SUM — TROLLEY TALLY {c}, {p}', ('Gerrard Street, London', 'Chinatown, Birmingham'),
              'Baskets steamed ✓  trolley loaded ✓  stamps on the card ✓', "Trolley runner's note:",
              'Trolleys back in {t}.'),
    'de-DE': ('DIM-SUM-HAUS — WAGENLISTE {c}, {p}', ('Kantstraße, Berlin', 'Bahnhofsviertel, Frankfurt'),
              'Körbe gedämpft ✓  Wagen beladen ✓  Karte gestempelt ✓', 'Wagennotiz:', 'Wagen zurück in der Küche {t}.'),
    'fr-FR': ('DIM SUM — FEUILLE DE CHARIOT {c}, {p}', ('avenue de Choisy, Paris', 'Belleville'),
              'Paniers vapeur ✓  chariot chargé ✓  carte tamponnée ✓', 'Note du chariot :',
              'Chariots rentrés en cuisine à {t}.'),
    'es-ES': ('DIM SUM — HOJA DEL CARRITO {c}, {p}', ('Usera, Madrid', 'Eixample, Barcelona'),
              'Cestas al vapor ✓  carrito cargado ✓  tarjeta sellada ✓', 'Nota del carrito:',
              'Carritos de vuelta a cocina a las {t}.'),
    'it-IT': ('DIM SUM — FOGLIO DEL CARRELLO {c}, {p}', ('via Paolo Sarpi, Milano', 'Esquilino, Roma'),
              'Cestini al vapore ✓  carrello carico ✓  timbri sulla tessera ✓', 'Nota del carrello:',
              'Carrelli rientrati in cucina alle {t}.'),
    'pt-BR': ('DIM SUM — FICHA DO CARRINHO {c}, {p}', ('Liberdade, São Paulo', 'Centro, Rio'),
              'Cestos no vapor ✓  carrinho carregado ✓  carimbos no cartão ✓', 'Nota do carrinho:',
              'Carrinhos de volta à cozinha às {t}.'),
    'ru-RU': ('ДИМСАМ-ЗАЛ — ЛИСТ ТЕЛЕЖКИ {c}, {p}', ('Китай-город, Москва', 'Невский, Петербург'),
              'Корзинки на пару ✓  тележка загружена ✓  штампы в карте ✓', 'Заметка у тележки:',
              'Тележки вернулись на кухню в {t}.'),
    'nl-NL': ('DIMSUMZAAL — KARRENLIJST {c}, {p}', ('Zeedijk, Amsterdam', 'West-Kruiskade, Rotterdam'),
              'Mandjes gestoomd ✓  kar geladen ✓  stempels op de kaart ✓', 'Karnotitie:',
              'Karren terug in de keuken om {t}.'),
    'pl-PL': ('DIM SUM — KARTA WÓZKA {c}, {p}', ('Mokotów, Warszawa', 'Stare Miasto, Kraków'),
              'Koszyczki na parze ✓  wózek załadowany ✓  pieczątki na karcie ✓', 'Notatka przy wózku:',
              'Wózki wróciły do kuchni o {t}.'),
    'ja-JP': ('飲茶 ワゴン集計{c}・{p}', ('横浜中華街', '神戸南京町'),
              'せいろ蒸し ✓  ワゴン積込 ✓  カード押印 ✓', 'ワゴン係メモ：', 'ワゴン厨房へ {t}。'),
    'zh-CN': ('点心茶楼 · 推车计数单{c}，{p}', ('广州上下九', '香港上环'),
              '蒸笼已蒸 ✓  推车已装 ✓  点心卡已盖章 ✓', '推车备注：', '推车回厨房 {t}。'),
})

R['waffle'] = ('WS', (17 * 60 + 20, 20 * 60 + 40), {
    'en-US': ('WAFFLE STAND — TALLY {c}, {p}', ('Boardwalk, Ocean City', 'Pike Place'),
              'Irons heated · batter rested · sugar dusted', 'Stand note:', 'Irons off {t}.'),
    'en-GB': ('WAFFLE STALL — TALLY {c}, {p}', ('Borough Market', 'Christmas market, Bath'),
              'Irons heated · batter rested · sugar dusted', 'Stall note:', 'Irons off {t}.'),
    'de-DE': ('WAFFELSTAND — STRICHLISTE {c}, {p}', ('Weihnachtsmarkt, Nürnberg', 'Kirmes, Düsseldorf'),
              'Eisen geheizt · Teig geruht · gezuckert', 'Standnotiz:', 'Eisen aus um {t}.'),
    'fr-FR': ('STAND DE GAUFRES — FEUILLE DE COMPTE {c}, {p}', ('Grand-Place, Lille', 'marché de Noël, Strasbourg'),
              'Fers chauffés · pâte reposée · sucre glace', 'Note du stand :', 'Fers éteints à {t}.'),
    'it-IT': ('CHIOSCO DI WAFFLE — CONTEGGIO {c}, {p}', ('lungomare, Rimini', 'mercatino, Bolzano'),
              'Piastre scaldate · pastella riposata · zucchero a velo', 'Nota del chiosco:', 'Piastre spente alle {t}.'),
    'pt-BR': ('BARRACA DE WAFFLES — CONTAGEM {c}, {p}', ('feira de Gramado', 'Vila Madalena'),
              'Chapas aquecidas · massa descansada · açúcar polvilhado', 'Nota da barraca:',
              'Chapas desligadas às {t}.'),
    'ru-RU': ('ВАФЕЛЬНЫЙ ЛАРЁК — СЧЁТНЫЙ ЛИСТ {c}, {p}', ('Парк Горького', 'набережная, Сочи'),
              'Формы разогреты · тесто отдохнуло · сахарная пудра', 'Заметка ларька:', 'Формы выключены в {t}.'),
    'nl-NL': ('WAFELKRAAM — TURFLIJST {c}, {p}', ('kermis, Tilburg', 'Grote Markt, Haarlem'),
              'IJzers heet · beslag gerust · suiker gestrooid', 'Kraamnotitie:', 'IJzers uit om {t}.'),
    'pl-PL': ('BUDKA Z GOFRAMI — ZESTAWIENIE {c}, {p}', ('Krupówki, Zakopane', 'molo, Sopot'),
              'Gofrownice nagrzane · ciasto odpoczęło · cukier puder', 'Notatka z budki:',
              'Gofrownice wyłączone o {t}.'),
    'ja-JP': ('ワッフル屋台 集計表{c}・{p}', ('原宿', '神戸元町'),
              '型の予熱・生地寝かせ・粉糖', '屋台メモ：', '火落とし {t}。'),
    'zh-CN': ('华夫饼摊 · 计数单{c}，{p}', ('南京路步行街', '鼓浪屿'),
              '模具已预热 · 面糊已静置 · 已撒糖粉', '摊主备注：', '收摊熄火 {t}。'),
})

R['crepe'] = ('CR', (16 * 60 + 50, 22 * 60 + 40), {
    'en-US': ('CRÊPE STAND — TALLY {c}, {p}', ('Union Square', 'French Quarter'),
              '[x] griddle oiled  [x] batter spread  [x] folded', "Crêpe-maker's note:", 'Griddle off {t}.'),
    'en-GB': ('CRÊPE STALL — TALLY {c}, {p}', ('Covent Garden', 'Camden Lock'),
              '[x] griddle oiled  [x] batter spread  [x] folded', "Crêpier's note:", 'Griddle off {t}.'),
    'de-DE': ('CRÊPES-STAND — STRICHLISTE {c}, {p}', ('Viktualienmarkt, München', 'Hackescher Markt, Berlin'),
              '[x] Platte geölt  [x] Teig verstrichen  [x] gefaltet', 'Notiz vom Crêpestand:', 'Platte aus um {t}.'),
    'fr-FR': ('CRÊPERIE AMBULANTE — FEUILLE DE COMPTE {c}, {p}', ('quai de Saint-Malo', 'Montmartre'),
              '[x] bilig huilé  [x] pâte étalée  [x] pliée', 'Note du crêpier :', 'Bilig éteint à {t}.'),
    'es-ES': ('PUESTO DE CREPES — RECUENTO {c}, {p}', ('Plaza Mayor, Madrid', 'La Rambla'),
              '[x] plancha engrasada  [x] masa extendida  [x] doblada', 'Nota del crepero:',
              'Plancha apagada a las {t}.'),
    'it-IT': ('BANCO DELLE CRÊPES — CONTEGGIO {c}, {p}', ("Campo de' Fiori", 'Navigli, Milano'),
              '[x] piastra unta  [x] pastella stesa  [x] piegata', 'Nota del crepiere:', 'Piastra spenta alle {t}.'),
    'pt-BR': ('BARRACA DE CREPES — CONTAGEM {c}, {p}', ('Avenida Paulista', 'Ipanema'),
              '[x] chapa untada  [x] massa espalhada  [x] dobrado', 'Nota do crepeiro:', 'Chapa desligada às {t}.'),
    'ru-RU': ('КРЕПЬЕРИЯ — СЧЁТНЫЙ ЛИСТ {c}, {p}', ('Арбат, Москва', 'Невский, Петербург'),
              '[x] плита смазана  [x] тесто разлито  [x] сложено', 'Заметка крепьера:', 'Плита выключена в {t}.'),
    'nl-NL': ('CRÊPEKRAAM — TURFLIJST {c}, {p}', ('Dam, Amsterdam', 'Vrijthof, Maastricht'),
              '[x] plaat ingevet  [x] beslag uitgestreken  [x] gevouwen', 'Notitie van de crêpebakker:',
              'Plaat uit om {t}.'),
    'pl-PL': ('BUDKA Z NALEŚNIKAMI — ZESTAWIENIE {c}, {p}', ('Rynek, Wrocław', 'Kazimierz, Kraków'),
              '[x] płyta natłuszczona  [x] ciasto rozprowadzone  [x] złożony', 'Notatka naleśnikarza:',
              'Płyta wyłączona o {t}.'),
    'ja-JP': ('クレープ屋台 集計表{c}・{p}', ('原宿竹下通り', '吉祥寺'),
              '[x] 鉄板油引き  [x] 生地のばし  [x] 折りたたみ', 'クレープ係メモ：', '鉄板オフ {t}。'),
    'zh-CN': ('可丽饼摊 · 计数单{c}，{p}', ('新天地', '三里屯'),
              '[x] 铁板已上油  [x] 面糊已摊开  [x] 已折好', '摊主备注：', '铁板关火 {t}。'),
})

R['donut'] = ('DN', (3 * 60 + 50, 6 * 60 + 40), {
    'en-US': ('DONUT SHOP — FRYER LOG {c}, {p}', ('Portland', 'South Side, Chicago'),
              'Oil filtered ✓  rings cut ✓  glazed ✓', "Fry cook's note:", 'Fryer off {t}.'),
    'en-GB': ('DOUGHNUT BAKERY — FRYER LOG {c}, {p}', ('Borough', 'Northern Quarter'),
              'Oil filtered ✓  rings cut ✓  glazed ✓', "Fryer's note:", 'Fryer off {t}.'),
    'de-DE': ('DONUT-BÄCKEREI — FRITTEUSENPROTOKOLL {c}, {p}', ('Friedrichshain, Berlin', 'Ehrenfeld, Köln'),
              'Öl gefiltert ✓  Ringe ausgestochen ✓  glasiert ✓', 'Notiz am Frittierkessel:', 'Fritteuse aus um {t}.'),
    'fr-FR': ('BEIGNETERIE — REGISTRE DE FRITEUSE {c}, {p}', ('Bastille', 'Vieux-Lyon'),
              'Huile filtrée ✓  anneaux découpés ✓  glacés ✓', 'Note du friteur :', 'Friteuse coupée à {t}.'),
    'es-ES': ('DONUTS — REGISTRO DE FREIDORA {c}, {p}', ('Malasaña, Madrid', 'Ruzafa, Valencia'),
              'Aceite filtrado ✓  aros cortados ✓  glaseados ✓', 'Nota del freidor:', 'Freidora apagada a las {t}.'),
    'it-IT': ('CIAMBELLE FRITTE — REGISTRO FRIGGITRICE {c}, {p}', ('Isola, Milano', 'Pigneto, Roma'),
              'Olio filtrato ✓  anelli tagliati ✓  glassate ✓', 'Nota del friggitore:', 'Friggitrice spenta alle {t}.'),
    'pt-BR': ('DONUTS — REGISTRO DA FRITADEIRA {c}, {p}', ('Pinheiros, São Paulo', 'Botafogo, Rio'),
              'Óleo filtrado ✓  argolas cortadas ✓  glaceados ✓', 'Nota do fritador:', 'Fritadeira desligada às {t}.'),
    'ru-RU': ('ПОНЧИКОВАЯ — ЖУРНАЛ ФРИТЮРА {c}, {p}', ('Литейный, Петербург', 'Таганка, Москва'),
              'Масло отфильтровано ✓  кольца вырезаны ✓  глазировано ✓', 'Заметка у фритюра:', 'Фритюр выключен в {t}.'),
    'nl-NL': ('DONUTBAKKERIJ — FRITUURLOGBOEK {c}, {p}', ('De Pijp, Amsterdam', 'Witte de With, Rotterdam'),
              'Olie gefilterd ✓  ringen gestoken ✓  geglazuurd ✓', 'Notitie bij de frituur:', 'Frituur uit om {t}.'),
    'pl-PL': ('PĄCZKARNIA — DZIENNIK FRYTOWNICY {c}, {p}', ('Nowy Świat, Warszawa', 'Kazimierz, Kraków'),
              'Olej przefiltrowany ✓  krążki wycięte ✓  polukrowane ✓', 'Notatka przy frytownicy:',
              'Frytownica wyłączona o {t}.'),
    'ja-JP': ('ドーナツ店 フライヤー記録{c}・{p}', ('下北沢', '中目黒'),
              '油ろ過 ✓  リング抜き ✓  グレーズ ✓', '揚げ場メモ：', 'フライヤー停止 {t}。'),
})

R['churro'] = ('CH', (7 * 60 + 5, 9 * 60 + 55), {
    'en-US': ('CHURRO CART — TALLY {c}, {p}', ('Olvera Street, Los Angeles', 'Calle Ocho, Miami'),
              'Dough piped | fried | sugared', 'Cart note:', 'Cart packed up {t}.'),
    'en-GB': ('CHURRO CART — TALLY {c}, {p}', ('Southbank', 'Spitalfields'),
              'Dough piped | fried | sugared', 'Cart note:', 'Cart packed up {t}.'),
    'fr-FR': ('CHARIOT À CHURROS — FEUILLE DE COMPTE {c}, {p}', ('plage de Biarritz', 'marché de Perpignan'),
              'Pâte poussée | frite | sucrée', 'Note du chariot :', 'Chariot remballé à {t}.'),
    'es-ES': ('CARRITO DE CHURROS — RECUENTO {c}, {p}', ('Puerta del Sol, Madrid', 'plaza del Ayuntamiento, Valencia'),
              'Masa en manga | frita | azucarada', 'Nota del churrero:', 'Carrito recogido a las {t}.'),
    'it-IT': ('CARRETTO DEI CHURROS — CONTEGGIO {c}, {p}', ('piazza Navona', 'lungomare di Bari'),
              'Impasto estruso | fritto | zuccherato', 'Nota del carretto:', 'Carretto chiuso alle {t}.'),
    'pt-BR': ('CARRINHO DE CHURROS — CONTAGEM {c}, {p}', ('praia de Copacabana', 'Parque Ibirapuera'),
              'Massa na bisnaga | frito | açucarado', 'Nota do churreiro:', 'Carrinho recolhido às {t}.'),
    'ru-RU': ('ТЕЛЕЖКА С ЧУРРОС — СЧЁТНЫЙ ЛИСТ {c}, {p}', ('Парк Горького', 'Невский'),
              'Тесто выдавлено | обжарено | в сахаре', 'Заметка у тележки:', 'Тележка свёрнута в {t}.'),
    'nl-NL': ('CHURROKAR — TURFLIJST {c}, {p}', ('Scheveningen', 'Vondelpark'),
              'Deeg gespoten | gebakken | gesuikerd', 'Karnotitie:', 'Kar ingepakt om {t}.'),
    'pl-PL': ('WÓZEK Z CHURROS — ZESTAWIENIE {c}, {p}', ('Bulwary Wiślane, Warszawa', 'Rynek, Poznań'),
              'Ciasto wyciśnięte | usmażone | w cukrze', 'Notatka z wózka:', 'Wózek zwinięty o {t}.'),
    'ja-JP': ('チュロス屋台 集計表{c}・{p}', ('浅草', '舞浜'),
              '生地絞り | 揚げ | 砂糖がけ', '屋台メモ：', '屋台撤収 {t}。'),
    'zh-CN': ('吉拿棒推车 · 计数单{c}，{p}', ('外滩', '西湖边'),
              '面糊已挤 | 已炸 | 已裹糖', '推车备注：', '收车 {t}。'),
})

R['zipper'] = ('ZQ', (21 * 60, 22 * 60 + 55), {
    'en-US': ('ZIPPER PLANT — QC SHEET {c}, {p}', ('coil line, Knoxville', 'metal-tooth line, Chattanooga'),
              'Teeth set ✓ · slider fitted ✓ · pull-tested ✓', "Inspector's note:", 'Shift signed off {t}.'),
    'de-DE': ('REISSVERSCHLUSSWERK — PRÜFBLATT {c}, {p}', ('Spirallinie, Wuppertal', 'Metallzahnlinie, Sachsen'),
              'Zähne gesetzt ✓ · Schieber montiert ✓ · Zugtest ✓', 'Notiz der Prüferin:', 'Schicht abgezeichnet {t}.'),
    'fr-FR': ('USINE DE FERMETURES ÉCLAIR — FICHE QUALITÉ {c}, {p}', ('ligne spirale, Oyonnax', 'ligne métal, Lyon'),
              'Dents posées ✓ · curseur monté ✓ · test de traction ✓', 'Note de la contrôleuse :',
              'Équipe visée à {t}.'),
    'es-ES': ('FÁBRICA DE CREMALLERAS — HOJA DE CALIDAD {c}, {p}', ('línea de espiral, Sabadell', 'línea metálica, Alcoy'),
              'Dientes puestos ✓ · cursor montado ✓ · prueba de tiro ✓', 'Nota del inspector:',
              'Turno firmado a las {t}.'),
    'it-IT': ('FABBRICA DI CERNIERE LAMPO — SCHEDA QC {c}, {p}', ('linea spirale, Biella', 'linea metallo, Como'),
              'Denti fissati ✓ · cursore montato ✓ · prova a trazione ✓', 'Nota del collaudatore:',
              'Turno firmato alle {t}.'),
    'pt-BR': ('FÁBRICA DE ZÍPERES — FICHA DE CQ {c}, {p}', ('linha espiral, Joinville', 'linha metálica, Blumenau'),
              'Dentes fixados ✓ · cursor encaixado ✓ · teste de tração ✓', 'Nota do inspetor:',
              'Turno assinado às {t}.'),
    'ru-RU': ('ФАБРИКА МОЛНИЙ — ЛИСТ ОТК {c}, {p}', ('спиральная линия, Иваново', 'металлическая линия, Тверь'),
              'Звенья посажены ✓ · бегунок установлен ✓ · проверка на разрыв ✓', 'Заметка контролёра:',
              'Смена подписана в {t}.'),
    'nl-NL': ('RITSSLUITINGFABRIEK — QC-BLAD {c}, {p}', ('spiraallijn, Tilburg', 'metaallijn, Enschede'),
              'Tanden gezet ✓ · schuiver gemonteerd ✓ · trektest ✓', 'Notitie van de keurder:',
              'Dienst afgetekend om {t}.'),
    'pl-PL': ('FABRYKA ZAMKÓW BŁYSKAWICZNYCH — KARTA KJ {c}, {p}', ('linia spiralna, Łódź', 'linia metalowa, Bielsko-Biała'),
              'Ząbki osadzone ✓ · suwak założony ✓ · próba zrywania ✓', 'Notatka kontrolera:',
              'Zmiana podpisana o {t}.'),
    'ja-JP': ('ファスナー工場 検査表{c}・{p}', ('黒部工場', 'コイルライン'),
              '務歯付け ✓・スライダー組付 ✓・引張試験 ✓', '検査員メモ：', '直終了 {t}。'),
    'zh-CN': ('拉链厂 · 质检单{c}，{p}', ('义乌尼龙线', '温州金属线'),
              '链牙已排 ✓ · 拉头已装 ✓ · 拉力已测 ✓', '质检员备注：', '班次签收 {t}。'),
})

R['clockwork'] = ('CW', (15 * 60 + 40, 18 * 60 + 20), {
    'en-GB': ('CLOCKWORK AUTOMATA — SERVICE CARD {c}, {p}', ('the singing-bird box', 'the tea-serving doll'),
              'Springs wound · cams oiled · figure run', "Restorer's note:", 'Figure back in its case {t}.'),
    'de-DE': ('UHRWERK-AUTOMATEN — WARTUNGSKARTE {c}, {p}', ('Schreiberknabe', 'Singvogeldose'),
              'Federn aufgezogen · Nocken geölt · Figur laufen lassen', 'Notiz des Restaurators:',
              'Figur zurück in der Vitrine {t}.'),
    'es-ES': ('AUTÓMATAS DE RELOJERÍA — FICHA DE SERVICIO {c}, {p}', ('el escribano', 'la caja del pájaro cantor'),
              'Muelles cargados · levas engrasadas · figura en marcha', 'Nota del restaurador:',
              'Figura de vuelta en su vitrina a las {t}.'),
    'it-IT': ('AUTOMI A MOLLA — SCHEDA DI SERVIZIO {c}, {p}', ('lo scrivano', 'il suonatore di flauto'),
              'Molle caricate · camme oliate · figura avviata', 'Nota del restauratore:',
              'Figura di nuovo in vetrina alle {t}.'),
    'pt-BR': ('AUTÔMATOS DE CORDA — FICHA DE SERVIÇO {c}, {p}', ('o escriba', 'a caixa do pássaro cantor'),
              'Molas carregadas · cames lubrificados · figura acionada', 'Nota do restaurador:',
              'Figura de volta à vitrine às {t}.'),
    'ru-RU': ('ЗАВОДНЫЕ АВТОМАТЫ — КАРТА ОБСЛУЖИВАНИЯ {c}, {p}', ('«Писец»', 'шкатулка с поющей птицей'),
              'Пружины заведены · кулачки смазаны · фигура запущена', 'Заметка реставратора:',
              'Фигура снова в витрине в {t}.'),
    'nl-NL': ('UURWERKAUTOMATEN — ONDERHOUDSKAART {c}, {p}', ('de schrijvende jongen', 'de zingende vogeldoos'),
              'Veren opgewonden · nokken geolied · figuur gedraaid', 'Notitie van de restaurateur:',
              'Figuur terug in de vitrine om {t}.'),
    'pl-PL': ('AUTOMATY ZEGAROWE — KARTA SERWISOWA {c}, {p}', ('pisarz', 'pozytywka ze śpiewającym ptakiem'),
              'Sprężyny nakręcone · krzywki naoliwione · figura uruchomiona', 'Notatka konserwatora:',
              'Figura z powrotem w gablocie o {t}.'),
    'ja-JP': ('からくり人形 整備カード{c}・{p}', ('茶運び人形', '弓曳童子'),
              'ぜんまい巻き・カム注油・試運転', '修復師メモ：', 'ケースへ戻す {t}。'),
    'zh-CN': ('发条自动人偶 · 保养卡{c}，{p}', ('写字人偶', '鸣鸟盒'),
              '发条已上 · 凸轮已上油 · 人偶已试运行', '修复师备注：', '人偶回柜 {t}。'),
})

MARK = re.compile(r'⟦([^⟦⟧@]+)@([^⟦⟧]+)⟧')
SEP_RX = re.compile(r'(?<=\d)_(?=\d)')


def visible(s):
    return MARK.sub(lambda m: m.group(1), s)


def layout(loc, reg, note, f='auto'):
    letters, (t0, t1), table = R[reg]
    head, places, furn, label, close = table[loc]
    crc = zlib.crc32((reg + loc + note).encode('utf-8'))
    code = f'{letters}{100 + crc % 900}'
    slots = (t1 - t0) // 5 + 1
    m = t0 + ((crc >> 10) % slots) * 5
    t = f'{m // 60:02d}:{m % 60:02d}'
    p = places[(crc >> 20) % len(places)]
    sep = ' ' if not label.endswith('：') else ''
    lines = [head.format(c=code, p=p), furn, label + sep + note, close.format(t=t)]
    if f is False or (f == 'auto' and len(visible('\n'.join(lines))) > 320):
        lines.pop(1)
    return '\n'.join(lines)


def A(case, label, loc, reg, note, unit_note=None, omit=None, f='auto'):
    note = SEP_RX.sub(SEP.get(loc, '_'), note)
    style = f'{loc} {reg}' + (f' omit={omit}' if omit else '')
    return dict(c=case, l=label, s=style, loc=loc, t=layout(loc, reg, note, f), allow=[], unit_note=unit_note,
                omit=omit)
