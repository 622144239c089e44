"""Register layouts of blind set 71 (written from scratch) and A(), which turns a writer's note with markers
into the builder's entry dict. Every answer: a header line (trade, sheet, letter-prefixed code, place), one
furniture line of the trade's own three checks, the writer's note label and note, and a closing line with a
clock time in the trade's own hours. Code, place and clock time are picked by a CRC of the note, so they are
stable across builds. No register writes its trade's own numbers: only codes and clock times.
'_' between two digits in a note becomes the locale's group separator (U+202F fr, U+00A0 ru/pl)."""
import re
import zlib

L = ['en-US', 'en-GB', 'de-DE', 'fr-FR', 'es-ES', 'it-IT', 'pt-BR', 'ru-RU', 'nl-NL', 'pl-PL', 'ja-JP', 'zh-CN']


def _d(*xs):
    assert len(xs) == 12, xs
    return dict(zip(L, xs))


REG = {}
REG['climbing'] = dict(
    code='CW', times=['21:30', '21:45', '22:00', '22:10', '22:20', '22:30', '22:45'],
    head=_d('CLIMBING GYM — WALL SHEET', 'CLIMBING WALL — WALL SHEET', 'KLETTERHALLE — WANDPROTOKOLL',
            "SALLE D'ESCALADE — FICHE DE MUR", 'ROCÓDROMO — HOJA DE PARED', 'PALESTRA DI ARRAMPICATA — SCHEDA PARETE',
            'GINÁSIO DE ESCALADA — FICHA DA PAREDE', 'СКАЛОДРОМ — ЛИСТ СТЕНЫ', 'KLIMHAL — WANDBLAD',
            'ŚCIANKA WSPINACZKOWA — KARTA ŚCIANY', 'クライミングジム 壁点検表', '攀岩馆 · 岩壁检查单'),
    place=_d(['Gowanus wall', 'Fremont wall, Seattle'], ['Sheffield Foundry', 'Ratho, Edinburgh'],
             ['Halle Thalkirchen', 'Halle Wedding'], ['salle de Grenoble', 'salle de Fontainebleau'],
             ['Madrid Sur', 'Poblenou'], ['Arco', 'Milano Bovisa'], ['Vila Olímpia', 'Botafogo'],
             ['Москва, Сокол', 'Петербург, Охта'], ['Utrecht Zuilen', 'Amsterdam Noord'],
             ['Kraków Zabłocie', 'Warszawa Wola'], ['渋谷', '難波'], ['朝阳', '徐汇']),
    furn=_d(*(['Holds checked ✓ · ropes inspected ✓ · mats brushed ✓'] * 2),
            'Griffe geprüft ✓ · Seile kontrolliert ✓ · Matten gebürstet ✓',
            'Prises vérifiées ✓ · cordes inspectées ✓ · tapis brossés ✓',
            'Presas revisadas ✓ · cuerdas inspeccionadas ✓ · colchonetas cepilladas ✓',
            'Prese controllate ✓ · corde ispezionate ✓ · materassi spazzolati ✓',
            'Agarras conferidas ✓ · cordas inspecionadas ✓ · colchões escovados ✓',
            'Зацепки проверены ✓ · верёвки осмотрены ✓ · маты вычищены ✓',
            'Grepen gecontroleerd ✓ · touwen nagekeken ✓ · matten geborsteld ✓',
            'Chwyty sprawdzone ✓ · liny obejrzane ✓ · materace wyszczotkowane ✓',
            'ホールド点検 ✓ · ロープ確認 ✓ · マット清掃 ✓', '岩点已检查 ✓ · 绳索已查验 ✓ · 垫子已刷净 ✓'),
    note=_d("Route setter's note: ", "Route setter's note: ", 'Notiz der Routenbauerin: ', "Note de l'ouvreur : ",
            'Nota del equipador: ', 'Nota del tracciatore: ', 'Nota do routesetter: ', 'Заметка постановщика: ',
            'Notitie van de routebouwer: ', 'Notatka układacza dróg: ', 'ルートセッターのメモ：', '定线员备注：'),
    close=_d('Wall closed {t}.', 'Wall closed at {t}.', 'Halle geschlossen {t} Uhr.', 'Salle fermée à {t}.',
             'Rocódromo cerrado a las {t}.', 'Palestra chiusa alle {t}.', 'Ginásio fechado às {t}.',
             'Зал закрыт в {t}.', 'Hal gesloten om {t}.', 'Ścianka zamknięta o {t}.', '{t} 閉館。', '{t} 闭馆。'))
REG['trampoline'] = dict(
    code='TP', times=['19:00', '19:15', '19:30', '20:00', '20:15', '20:30', '21:00'],
    head=_d('TRAMPOLINE PARK — FLOOR SHEET', 'TRAMPOLINE PARK — SESSION SHEET', 'TRAMPOLINPARK — HALLENZETTEL',
            'PARC DE TRAMPOLINES — FICHE DE SALLE', 'PARQUE DE TRAMPOLINES — HOJA DE PISTA',
            'PARCO TRAMPOLINI — FOGLIO DI SALA', 'PARQUE DE TRAMPOLINS — FICHA DO SALÃO', 'БАТУТНЫЙ ПАРК — ЛИСТ ЗАЛА',
            'TRAMPOLINEPARK — ZAALBLAD', 'PARK TRAMPOLIN — KARTA HALI', 'トランポリンパーク 場内表', '蹦床公园 · 场地单'),
    place=_d(['Orlando', 'Phoenix'], ['Milton Keynes', 'Leeds'], ['Köln-Ossendorf', 'Hamburg-Wandsbek'],
             ["Villeneuve-d'Ascq", 'Nantes'], ['Alcobendas', 'Valencia'], ['Bologna', 'Torino'],
             ['Campinas', 'Curitiba'], ['Казань', 'Екатеринбург'], ['Eindhoven', 'Zwolle'], ['Łódź', 'Poznań'],
             ['幕張', '横浜'], ['成都', '杭州']),
    furn=_d(*(['Nets checked · pads tied · park closed'] * 2),
            'Netze geprüft · Polster festgebunden · Park geschlossen',
            'Filets vérifiés · protections attachées · parc fermé',
            'Redes revisadas · protecciones atadas · parque cerrado',
            'Reti controllate · protezioni legate · parco chiuso',
            'Redes conferidas · protetores amarrados · parque fechado',
            'Сетки проверены · маты подвязаны · парк закрыт',
            'Netten gecontroleerd · randkussens vastgemaakt · park dicht',
            'Siatki sprawdzone · osłony przywiązane · park zamknięty',
            'ネット点検 · パッド固定 · 閉園', '防护网已查 · 护垫已系好 · 已闭园'),
    note=_d("Floor marshal's note: ", "Floor marshal's note: ", 'Notiz der Hallenaufsicht: ', 'Note du surveillant : ',
            'Nota del monitor: ', "Nota dell'assistente di sala: ", 'Nota do monitor: ', 'Заметка инструктора: ',
            'Notitie van de zaalwacht: ', 'Notatka ratownika hali: ', '監視員メモ：', '安全员备注：'),
    close=_d('Doors locked {t}.', 'Park shut at {t}.', 'Park zu um {t}.', 'Portes fermées à {t}.',
             'Puertas cerradas a las {t}.', 'Porte chiuse alle {t}.', 'Portas fechadas às {t}.',
             'Двери закрыты в {t}.', 'Deuren dicht om {t}.', 'Drzwi zamknięte o {t}.', '{t} 施錠。', '{t} 锁门。'))
REG['minigolf'] = dict(
    code='MG', times=['20:00', '20:30', '21:00', '21:15', '21:45', '22:00', '22:30'],
    head=_d('MINI GOLF — COURSE SHEET', 'CRAZY GOLF — COURSE SHEET', 'MINIGOLFANLAGE — BAHNENZETTEL',
            'MINIGOLF — FICHE DE PARCOURS', 'MINIGOLF — HOJA DE RECORRIDO', 'MINIGOLF — FOGLIO DEL PERCORSO',
            'MINIGOLFE — FICHA DO PERCURSO', 'МИНИ-ГОЛЬФ — ЛИСТ ПОЛЯ', 'MIDGETGOLF — BAANBLAD', 'MINIGOLF — KARTA POLA',
            'パターゴルフ場 コース表', '迷你高尔夫 · 球道单'),
    place=_d(['Myrtle Beach', 'Ocean City'], ['Great Yarmouth', 'Skegness'], ['Kurpark Bad Ems', 'Travemünde'],
             ['La Baule', 'Biarritz'], ['Benidorm', 'Salou'], ['Rimini', 'Jesolo'], ['Guarujá', 'Balneário Camboriú'],
             ['Сочи', 'Анапа'], ['Scheveningen', 'Zandvoort'], ['Kołobrzeg', 'Międzyzdroje'], ['熱海', '白浜'],
             ['三亚', '青岛']),
    furn=_d(*(['Holes swept | putters stacked | course closed'] * 2),
            'Bahnen gefegt | Schläger gestapelt | Anlage geschlossen',
            'Trous balayés | putters rangés | parcours fermé',
            'Hoyos barridos | putters apilados | recorrido cerrado',
            'Buche spazzate | putter impilati | percorso chiuso',
            'Buracos varridos | tacos empilhados | percurso fechado',
            'Лунки подметены | паттеры сложены | поле закрыто',
            'Holes geveegd | putters gestapeld | baan gesloten',
            'Dołki zamiecione | kije ułożone | pole zamknięte',
            'ホール清掃 | パター整頓 | コース終了', '球洞已清扫 | 推杆已归位 | 球场已关闭'),
    note=_d('Kiosk note: ', 'Kiosk note: ', 'Notiz vom Kassenhäuschen: ', 'Note de la caisse : ', 'Nota de la taquilla: ',
            'Nota della cassa: ', 'Nota do caixa: ', 'Заметка кассира: ', 'Notitie van het kassahokje: ',
            'Notatka z kasy: ', '受付メモ：', '前台备注：'),
    close=_d('Last ball in {t}.', 'Course closed {t}.', 'Anlage geschlossen {t}.', 'Parcours fermé à {t}.',
             'Recorrido cerrado a las {t}.', 'Percorso chiuso alle {t}.', 'Percurso fechado às {t}.',
             'Поле закрыто в {t}.', 'Baan dicht om {t}.', 'Pole zamknięte o {t}.', '{t} 営業終了。', '{t} 停止营业。'))
REG['caddie'] = dict(
    code='CS', times=['18:30', '18:50', '19:10', '19:35', '20:00', '20:20', '20:45'],
    head=_d('CADDIE SHACK — LOOP SHEET', 'CADDIE HUT — BAG SHEET', 'CADDIEHÜTTE — TASCHENLISTE',
            'CABANE DES CADDIES — FICHE DE SACS', 'CASETA DE CADDIES — HOJA DE BOLSAS', 'CASETTA DEI CADDIE — FOGLIO SACCHE',
            'CASINHA DOS CADDIES — FICHA DE BOLSAS', 'КЕДДИ-ДОМИК — ЛИСТ СУМОК', 'CADDIEHUT — TASSENLIJST',
            'DOMEK CADDIE — KARTA TORB', 'キャディハウス バッグ表', '球童室 · 球包单'),
    place=_d(['Pinehurst', 'Pebble Beach'], ['Carnoustie', 'Royal Birkdale'], ['GC Föhrenwald', 'Golfclub Wannsee'],
             ['Golf de Chantilly', 'Golf du Médoc'], ['Valderrama', 'El Saler'], ["Villa d'Este", 'Acquasanta'],
             ['Gávea', 'Damha'], ['Сколково', 'Завидово'], ['Noordwijk', 'Kennemer'], ['Sierra Golf', 'Binowo'],
             ['霞ヶ関', '廣野'], ['观澜湖', '佘山']),
    furn=_d(*(['[x] bags loaded  [x] clubs cleaned  [x] carts plugged in'] * 2),
            '[x] Taschen geladen  [x] Schläger geputzt  [x] Carts am Strom',
            '[x] sacs chargés  [x] clubs nettoyés  [x] voiturettes branchées',
            '[x] bolsas cargadas  [x] palos limpios  [x] carritos enchufados',
            '[x] sacche caricate  [x] bastoni puliti  [x] golf cart in carica',
            '[x] bolsas carregadas  [x] tacos limpos  [x] carrinhos na tomada',
            '[x] сумки погружены  [x] клюшки вымыты  [x] кары на зарядке',
            '[x] tassen geladen  [x] clubs schoongemaakt  [x] karts aan de lader',
            '[x] torby załadowane  [x] kije wyczyszczone  [x] wózki podłączone',
            '[x] バッグ積込  [x] クラブ清掃  [x] カート充電', '[x] 球包已装车  [x] 球杆已清洁  [x] 球车已充电'),
    note=_d("Caddie master's note: ", "Caddie master's note: ", 'Notiz des Caddiemasters: ', 'Note du caddie master : ',
            'Nota del caddie master: ', 'Nota del caddie master: ', 'Nota do caddie master: ', 'Заметка старшего кедди: ',
            'Notitie van de caddiemaster: ', 'Notatka kierownika caddie: ', 'キャディマスターのメモ：', '球童主管备注：'),
    close=_d('Carts on charge {t}.', 'Hut locked at {t}.', 'Hütte abgeschlossen {t}.', 'Cabane fermée à {t}.',
             'Caseta cerrada a las {t}.', 'Casetta chiusa alle {t}.', 'Casinha fechada às {t}.', 'Домик закрыт в {t}.',
             'Hut op slot om {t}.', 'Domek zamknięty o {t}.', '{t} 施錠。', '{t} 锁门。'))
REG['tennis'] = dict(
    code='TN', times=['20:30', '20:45', '21:00', '21:20', '21:40', '22:00', '22:15'],
    head=_d('TENNIS CLUB — COURT SHEET', 'LAWN TENNIS CLUB — COURT SHEET', 'TENNISVEREIN — PLATZBLATT',
            'CLUB DE TENNIS — FEUILLE DES COURTS', 'CLUB DE TENIS — HOJA DE PISTAS', 'CIRCOLO TENNIS — FOGLIO CAMPI',
            'CLUBE DE TÊNIS — FICHA DE QUADRAS', 'ТЕННИСНЫЙ КЛУБ — ЛИСТ КОРТОВ', 'TENNISCLUB — BANENBLAD',
            'KLUB TENISOWY — KARTA KORTÓW', 'テニスクラブ コート表', '网球俱乐部 · 场地单'),
    place=_d(['Forest Hills', 'Newport'], ["Queen's Club", 'Edgbaston Priory'], ['Rot-Weiss Berlin', 'Am Rothenbaum'],
             ['TC de Boulogne', 'Racing Club de France'], ['Real Club de Tenis Barcelona', 'Chamartín'],
             ['Foro Italico', 'Tennis Club Milano'], ['Pinheiros', 'Jardim Paulista'], ['Лужники', 'Крестовский'],
             ['Amstelpark', 'De Bokkeduinen'], ['Legia', 'Warszawianka'], ['有明', '田園'], ['国家网球中心', '旗忠']),
    furn=_d(*(['✓ lines brushed ✓ nets tensioned ✓ courts covered'] * 2),
            '✓ Linien gefegt ✓ Netze gespannt ✓ Plätze abgedeckt',
            '✓ lignes balayées ✓ filets tendus ✓ courts bâchés',
            '✓ líneas barridas ✓ redes tensadas ✓ pistas cubiertas',
            '✓ righe spazzate ✓ reti tese ✓ campi coperti',
            '✓ linhas varridas ✓ redes esticadas ✓ quadras cobertas',
            '✓ линии подметены ✓ сетки натянуты ✓ корты укрыты',
            '✓ lijnen geveegd ✓ netten gespannen ✓ banen afgedekt',
            '✓ linie zamiecione ✓ siatki napięte ✓ korty przykryte',
            '✓ ライン清掃 ✓ ネット張り ✓ コートカバー', '✓ 边线已扫 ✓ 球网已绷紧 ✓ 场地已遮盖'),
    note=_d("Groundskeeper's note: ", "Groundsman's note: ", 'Notiz des Platzwarts: ', 'Note du gardien des courts : ',
            'Nota del encargado de pistas: ', 'Nota del custode dei campi: ', 'Nota do zelador das quadras: ',
            'Заметка смотрителя кортов: ', 'Notitie van de baanmeester: ', 'Notatka gospodarza kortów: ',
            'コート係メモ：', '场地管理员备注：'),
    close=_d('Courts covered {t}.', 'Clubhouse locked {t}.', 'Anlage zu {t} Uhr.', 'Courts bâchés à {t}.',
             'Pistas cerradas a las {t}.', 'Circolo chiuso alle {t}.', 'Quadras fechadas às {t}.',
             'Корты закрыты в {t}.', 'Park dicht om {t}.', 'Korty zamknięte o {t}.', '{t} 閉場。', '{t} 闭场。'))
REG['badminton'] = dict(
    code='BM', times=['22:00', '22:15', '22:30', '22:40', '23:00', '23:15', '23:30'],
    head=_d('BADMINTON CENTER — HALL SHEET', 'BADMINTON HALL — HALL SHEET', 'BADMINTONHALLE — HALLENBLATT',
            'SALLE DE BADMINTON — FICHE DE SALLE', 'PABELLÓN DE BÁDMINTON — HOJA DE SALA',
            'PALESTRA DI BADMINTON — FOGLIO SALA', 'GINÁSIO DE BADMINTON — FICHA DO GINÁSIO', 'ЗАЛ БАДМИНТОНА — ЛИСТ ЗАЛА',
            'BADMINTONHAL — ZAALLIJST', 'HALA BADMINTONA — KARTA HALI', 'バドミントン場 体育館表', '羽毛球馆 · 场馆单'),
    place=_d(['Flushing', 'San Gabriel'], ['Bolton', 'Sutton'], ['Mülheim an der Ruhr', 'Saarbrücken'],
             ['Paris Coubertin', 'Talence'], ['Huelva', 'Getafe'], ['Milano Lampugnano', 'Rovereto'],
             ['Teresópolis', 'Campinas'], ['Раменское', 'Гатчина'], ['Almere', 'Haarlem Duinwijck'], ['Spała', 'Głubczyce'],
             ['所沢', '高岡'], ['天河', '厦门']),
    furn=_d(*(['Nets up ✓  shuttles boxed ✓  hall locked ✓'] * 2),
            'Netze aufgebaut ✓  Bälle verpackt ✓  Halle abgeschlossen ✓',
            'Filets montés ✓  volants rangés ✓  salle fermée ✓',
            'Redes montadas ✓  volantes en caja ✓  sala cerrada ✓',
            'Reti montate ✓  volani inscatolati ✓  sala chiusa ✓',
            'Redes montadas ✓  petecas na caixa ✓  ginásio trancado ✓',
            'Сетки натянуты ✓  воланы в коробках ✓  зал заперт ✓',
            'Netten gespannen ✓  shuttles in de doos ✓  hal op slot ✓',
            'Siatki rozwieszone ✓  lotki w pudełkach ✓  hala zamknięta ✓',
            'ネット設置 ✓  シャトル箱詰め ✓  体育館施錠 ✓', '球网已挂 ✓  羽毛球已装盒 ✓  场馆已锁 ✓'),
    note=_d("Hall warden's note: ", "Hall warden's note: ", 'Notiz der Hallenwartin: ', 'Note du responsable de salle : ',
            'Nota del conserje: ', 'Nota del custode: ', 'Nota do zelador: ', 'Заметка дежурного: ',
            'Notitie van de beheerder: ', 'Notatka dyżurnego: ', '管理人メモ：', '值班员备注：'),
    close=_d('Hall locked {t}.', 'Hall locked at {t}.', 'Halle zu {t} Uhr.', 'Salle verrouillée à {t}.',
             'Sala cerrada a las {t}.', 'Sala chiusa alle {t}.', 'Ginásio trancado às {t}.', 'Зал заперт в {t}.',
             'Hal op slot om {t}.', 'Hala zamknięta o {t}.', '{t} 施錠。', '{t} 锁馆。'))
REG['antique'] = dict(
    code='AQ', times=['15:30', '15:50', '16:15', '16:40', '17:00', '17:30', '18:00'],
    head=_d('ANTIQUES — RESTORATION TICKET', 'ANTIQUE SHOP — RESTORATION TICKET', 'ANTIQUITÄTEN — RESTAURIERUNGSZETTEL',
            'ANTIQUAIRE — BON DE RESTAURATION', 'ANTIGÜEDADES — VALE DE RESTAURACIÓN', 'ANTIQUARIATO — CEDOLA DI RESTAURO',
            'ANTIQUÁRIO — TALÃO DE RESTAURO', 'АНТИКВАРНАЯ ЛАВКА — КВИТАНЦИЯ РЕСТАВРАЦИИ', 'ANTIEKZAAK — RESTAURATIEBON',
            'ANTYKWARIAT — KWIT RENOWACJI', '骨董店 修復票', '古董店 · 修复单'),
    place=_d(['Hudson, NY', 'Charleston'], ['Portobello Road', 'Camden Passage'], ['Berlin-Charlottenburg', 'Regensburg'],
             ['Saint-Ouen', "L'Isle-sur-la-Sorgue"], ['El Rastro', 'barrio de las Letras'], ['via dei Coronari', 'Arezzo'],
             ['Praça Benedito Calixto', 'Rua do Lavradio'], ['Арбат', 'Литейный'], ['Spiegelkwartier', 'Denneweg'],
             ['plac Nowy', 'Koło'], ['骨董通り', '京都寺町'], ['潘家园', '东台路']),
    furn=_d(*(['Piece cleaned · veneer glued · waxed'] * 2),
            'Stück gereinigt · Furnier geleimt · gewachst',
            'Pièce nettoyée · placage recollé · cirée',
            'Pieza limpia · chapa encolada · encerada',
            'Pezzo pulito · impiallacciatura incollata · cerato',
            'Peça limpa · folheado colado · encerada',
            'Предмет очищен · шпон подклеен · навощён',
            'Stuk gereinigd · fineer gelijmd · gewast',
            'Przedmiot oczyszczony · fornir przyklejony · woskowany',
            '清掃済 · 突板接着 · ワックス仕上げ', '已清洁 · 贴面已粘 · 已上蜡'),
    note=_d("Restorer's note: ", "Restorer's note: ", 'Notiz der Restauratorin: ', "Note de l'ébéniste : ",
            'Nota del restaurador: ', 'Nota del restauratore: ', 'Nota da restauradora: ', 'Заметка реставратора: ',
            'Notitie van de restaurateur: ', 'Notatka konserwatora: ', '修復師のメモ：', '修复师备注：'),
    close=_d('Ticket closed {t}.', 'Back on the shop floor {t}.', 'Zurück im Laden {t} Uhr.', 'Remise en boutique à {t}.',
             'De vuelta en tienda a las {t}.', 'Di nuovo in negozio alle {t}.', 'De volta à loja às {t}.',
             'Возвращено в зал в {t}.', 'Terug in de winkel om {t}.', 'Z powrotem w sklepie o {t}.', '{t} 店頭へ戻す。',
             '{t} 放回店面。'))
REG['haberdash'] = dict(
    code='HD', times=['17:30', '17:40', '17:55', '18:00', '18:15', '18:30', '18:45'],
    head=_d('NOTIONS COUNTER — COUNTER SHEET', 'HABERDASHERY — COUNTER SHEET', 'KURZWAREN — THEKENZETTEL',
            'MERCERIE — FICHE DE COMPTOIR', 'MERCERÍA — HOJA DE MOSTRADOR', 'MERCERIA — FOGLIO DI BANCO',
            'ARMARINHO — FICHA DE BALCÃO', 'ГАЛАНТЕРЕЯ — ЛИСТ ПРИЛАВКА', 'FOURNITUREN — TOONBANKBLAD',
            'PASMANTERIA — KARTA LADY', '手芸用品店 カウンター表', '针线铺 · 柜台单'),
    place=_d(['Garment District', 'Fabric Row, Philadelphia'], ['Berwick Street', 'Goldhawk Road'],
             ['Leipzig Südvorstadt', 'Aachen Pontstraße'], ['Marché Saint-Pierre', 'Croix-Rousse'], ['Lavapiés', 'Gràcia'],
             ['Oltrarno', 'via Po'], ['Bom Retiro', 'Saara'], ['Китай-город', 'Сенная'],
             ['Albert Cuyp', 'Lange Elisabethstraat'], ['Nowa Huta', 'Jeżyce'], ['日暮里繊維街', '心斎橋'], ['十六铺', '中大布匹市场']),
    furn=_d(*(['Ribbons wound ✓ Buttons carded ✓ Drawers shut ✓'] * 2),
            'Bänder gewickelt ✓ Knöpfe aufgenäht ✓ Schubladen zu ✓',
            'Rubans enroulés ✓ Boutons en carte ✓ Tiroirs fermés ✓',
            'Cintas enrolladas ✓ Botones en cartón ✓ Cajones cerrados ✓',
            'Nastri avvolti ✓ Bottoni su cartoncino ✓ Cassetti chiusi ✓',
            'Fitas enroladas ✓ Botões cartelados ✓ Gavetas fechadas ✓',
            'Ленты смотаны ✓ Пуговицы на картонках ✓ Ящики закрыты ✓',
            'Linten gewikkeld ✓ Knopen op kaart ✓ Laden dicht ✓',
            'Wstążki nawinięte ✓ Guziki na kartonikach ✓ Szuflady zamknięte ✓',
            'リボン巻き ✓ ボタン台紙付け ✓ 引き出し閉め ✓', '丝带已绕好 ✓ 纽扣已上卡 ✓ 抽屉已关 ✓'),
    note=_d('Counter note: ', 'Counter note: ', 'Thekennotiz: ', 'Note du comptoir : ', 'Nota del mostrador: ',
            'Nota del banco: ', 'Nota do balcão: ', 'Заметка продавщицы: ', 'Toonbanknotitie: ',
            'Notatka sprzedawczyni: ', '店番メモ：', '柜台备注：'),
    close=_d('Drawers shut {t}.', 'Shop shut at {t}.', 'Laden zu {t} Uhr.', 'Boutique fermée à {t}.',
             'Tienda cerrada a las {t}.', 'Negozio chiuso alle {t}.', 'Loja fechada às {t}.', 'Магазин закрыт в {t}.',
             'Winkel dicht om {t}.', 'Sklep zamknięty o {t}.', '{t} 閉店。', '{t} 打烊。'))
REG['goldsmith'] = dict(
    code='GS', times=['16:30', '16:45', '17:05', '17:20', '17:45', '18:10', '18:40'],
    head=_d('GOLDSMITH — BENCH SLIP', "GOLDSMITH'S — BENCH SLIP", 'GOLDSCHMIEDE — WERKBANKZETTEL',
            "ORFÈVRERIE — FICHE D'ÉTABLI", 'ORFEBRERÍA — VALE DE BANCO', 'OREFICERIA — BIGLIETTO DI BANCO',
            'OURIVESARIA — FICHA DE BANCADA', 'ЮВЕЛИРНАЯ МАСТЕРСКАЯ — ЛИСТОК ВЕРСТАКА', 'EDELSMID — WERKBANKBRIEFJE',
            'ZŁOTNIK — KARTKA WARSZTATOWA', '金細工工房 作業票', '金匠铺 · 工作台单'),
    place=_d(['Providence', 'Santa Fe'], ['Jewellery Quarter', 'Clerkenwell'], ['Hanau', 'Schwäbisch Gmünd'],
             ['rue de la Paix', "Lyon Presqu'île"], ['Córdoba', 'Salamanca'], ['Ponte Vecchio', 'Vicenza'],
             ['Ouro Preto', 'Belo Horizonte'], ['Красное-на-Волге', 'Кострома'], ['Schoonhoven', 'Oudegracht'],
             ['ulica Mariacka', 'Legnica'], ['御徒町', '甲府'], ['水贝', '番禺']),
    furn=_d(*(['Metal annealed → stone set → piece polished'] * 2),
            'Metall geglüht → Stein gefasst → Stück poliert',
            'Métal recuit → pierre sertie → pièce polie',
            'Metal recocido → piedra engastada → pieza pulida',
            'Metallo ricotto → pietra incastonata → pezzo lucidato',
            'Metal recozido → pedra cravada → peça polida',
            'Металл отожжён → камень закреплён → изделие отполировано',
            'Metaal uitgegloeid → steen gezet → stuk gepolijst',
            'Metal wyżarzony → kamień osadzony → wyrób wypolerowany',
            '焼きなまし → 石留め → 仕上げ磨き', '金属已退火 → 宝石已镶 → 成品已抛光'),
    note=_d("Goldsmith's note: ", "Goldsmith's note: ", 'Notiz der Goldschmiedin: ', "Note de l'orfèvre : ",
            'Nota del orfebre: ', "Nota dell'orafo: ", 'Nota do ourives: ', 'Заметка ювелира: ',
            'Notitie van de edelsmid: ', 'Notatka złotnika: ', '職人メモ：', '金匠备注：'),
    close=_d('Bench cleared {t}.', 'Safe locked at {t}.', 'Tresor zu {t} Uhr.', 'Coffre fermé à {t}.',
             'Caja fuerte cerrada a las {t}.', 'Cassaforte chiusa alle {t}.', 'Cofre trancado às {t}.',
             'Сейф заперт в {t}.', 'Kluis dicht om {t}.', 'Sejf zamknięty o {t}.', '{t} 金庫施錠。', '{t} 保险柜上锁。'))
REG['engraver'] = dict(
    code='EG', times=['11:00', '11:45', '12:30', '13:15', '14:40', '15:20', '16:50'],
    head=_d('ENGRAVING SHOP — JOB TICKET', "ENGRAVER'S — JOB TICKET", 'GRAVIERSTUBE — ARBEITSZETTEL',
            'ATELIER DE GRAVURE — TICKET DE TRAVAIL', 'TALLER DE GRABADO — TIQUE DE ENCARGO',
            "BOTTEGA DI INCISIONE — BIGLIETTO D'ORDINE", 'OFICINA DE GRAVAÇÃO — TALÃO DE PEDIDO',
            'ГРАВЁРНАЯ МАСТЕРСКАЯ — ЗАКАЗ-НАРЯД', 'GRAVEERATELIER — OPDRACHTBON', 'GRAWERNIA — KWIT ZLECENIA',
            '彫刻店 注文票', '刻字店 · 工单'),
    place=_d(['Lower East Side', 'Dupont Circle'], ["Lamb's Conduit Street", 'Bath'], ['Idar-Oberstein', 'Nürnberg Altstadt'],
             ['passage des Panoramas', 'Rouen'], ['Toledo', 'Triana'], ['Brera', 'Valenza'],
             ['Rua da Alfândega', 'Savassi'], ['Невский', 'Тверская'], ['Haarlem', 'Delft'], ['Toruń', 'Wrocław Rynek'],
             ['浅草橋', '神田'], ['琉璃厂', '福州路']),
    furn=_d(*(['[✓] plate waxed  [✓] letters cut  [✓] plate cleaned'] * 2),
            '[✓] Platte gewachst  [✓] Buchstaben gestochen  [✓] Platte gereinigt',
            '[✓] plaque cirée  [✓] lettres gravées  [✓] plaque nettoyée',
            '[✓] placa encerada  [✓] letras grabadas  [✓] placa limpia',
            '[✓] lastra cerata  [✓] lettere incise  [✓] lastra pulita',
            '[✓] placa encerada  [✓] letras gravadas  [✓] placa limpa',
            '[✓] пластина навощена  [✓] буквы вырезаны  [✓] пластина очищена',
            '[✓] plaat gewast  [✓] letters gestoken  [✓] plaat schoongemaakt',
            '[✓] płytka woskowana  [✓] litery wycięte  [✓] płytka oczyszczona',
            '[✓] 版にワックス  [✓] 文字彫り  [✓] 版清掃', '[✓] 版面上蜡  [✓] 字已刻好  [✓] 版面已清洁'),
    note=_d("Engraver's note: ", "Engraver's note: ", 'Notiz des Graveurs: ', 'Note du graveur : ', 'Nota del grabador: ',
            "Nota dell'incisore: ", 'Nota do gravador: ', 'Заметка гравёра: ', 'Notitie van de graveur: ',
            'Notatka grawera: ', '彫刻師メモ：', '刻工备注：'),
    close=_d('Ready for pickup {t}.', 'Ticket closed {t}.', 'Abholbereit {t} Uhr.', 'Prêt à {t}.', 'Listo a las {t}.',
             'Pronto alle {t}.', 'Pronto às {t}.', 'Готово в {t}.', 'Klaar om {t}.', 'Gotowe o {t}.', '{t} 仕上がり。',
             '{t} 可取件。'))
REG['ikebana'] = dict(
    code='IK', times=['11:30', '12:00', '12:45', '13:30', '14:00', '14:50', '15:30'],
    head=_d('IKEBANA SCHOOL — CLASS SHEET', 'IKEBANA SCHOOL — LESSON SHEET', 'IKEBANA-SCHULE — STUNDENBLATT',
            "ÉCOLE D'IKEBANA — FICHE DE COURS", 'ESCUELA DE IKEBANA — HOJA DE CLASE', 'SCUOLA DI IKEBANA — SCHEDA DI LEZIONE',
            'ESCOLA DE IKEBANA — FICHA DE AULA', 'ШКОЛА ИКЭБАНЫ — ЛИСТ ЗАНЯТИЯ', 'IKEBANASCHOOL — LESBLAD',
            'SZKOŁA IKEBANY — KARTA ZAJĘĆ', 'いけばな教室 稽古表', '花道教室 · 课堂单'),
    place=_d(['Upper West Side', 'Pasadena'], ['Kensington', 'Hampstead'], ['Düsseldorf-Oberkassel', 'Berlin-Dahlem'],
             ['Marais', 'Strasbourg'], ['Chamberí', 'Eixample'], ['Oltrarno', 'Prati'], ['Liberdade', 'Bastos'],
             ['Хамовники', 'Коломна'], ['Amstelveen', 'Leiden'], ['Salwator', 'Saska Kępa'], ['六角堂', '赤坂'],
             ['长宁', '东城']),
    furn=_d(*(['Stems cut ◦ kenzan set ◦ water changed'] * 2),
            'Stiele geschnitten ◦ Kenzan gesetzt ◦ Wasser gewechselt',
            'Tiges coupées ◦ kenzan posé ◦ eau changée',
            'Tallos cortados ◦ kenzan colocado ◦ agua cambiada',
            'Steli tagliati ◦ kenzan posato ◦ acqua cambiata',
            'Hastes cortadas ◦ kenzan posto ◦ água trocada',
            'Стебли подрезаны ◦ кэндзан установлен ◦ вода сменена',
            'Stelen geknipt ◦ kenzan geplaatst ◦ water ververst',
            'Łodygi przycięte ◦ kenzan ustawiony ◦ woda wymieniona',
            '茎切り ◦ 剣山据え ◦ 水替え', '花茎已剪 ◦ 剑山已放 ◦ 已换水'),
    note=_d("Teacher's note: ", "Teacher's note: ", 'Notiz der Lehrerin: ', 'Note de la professeure : ',
            'Nota de la maestra: ', 'Nota della maestra: ', 'Nota da professora: ', 'Заметка преподавателя: ',
            'Notitie van de lerares: ', 'Notatka nauczycielki: ', '先生のメモ：', '老师备注：'),
    close=_d('Room swept {t}.', 'Class ended {t}.', 'Stunde beendet {t} Uhr.', 'Cours terminé à {t}.',
             'Clase terminada a las {t}.', 'Lezione finita alle {t}.', 'Aula encerrada às {t}.',
             'Занятие окончено в {t}.', 'Les klaar om {t}.', 'Zajęcia skończone o {t}.', '{t} 稽古終了。', '{t} 下课。'))
REG['mahjong'] = dict(
    code='MJ', times=['00:30', '00:50', '01:15', '01:40', '02:05', '02:30', '03:10', '03:45'],
    head=_d('MAHJONG PARLOR — TABLE SHEET', 'MAHJONG PARLOUR — TABLE SHEET', 'MAHJONG-SALON — TISCHBLATT',
            'SALON DE MAHJONG — FICHE DES TABLES', 'SALÓN DE MAHJONG — HOJA DE MESAS', 'SALA MAHJONG — FOGLIO TAVOLI',
            'SALÃO DE MAHJONG — FICHA DAS MESAS', 'МАДЖОНГ-САЛОН — ЛИСТ СТОЛОВ', 'MAHJONGSALON — TAFELBLAD',
            'SALON MAHJONGA — KARTA STOŁÓW', '麻雀荘 卓表', '麻将馆 · 牌桌单'),
    place=_d(['Chinatown, San Francisco', 'Flushing'], ['Gerrard Street', 'Faulkner Street'],
             ['Bahnhofsviertel', 'Immermannstraße'], ['Belleville', 'la Guillotière'], ['Usera', 'Fort Pienc'],
             ['Prato', 'via Paolo Sarpi'], ['Liberdade', 'Mooca'], ['Китай-город', 'Владивосток'],
             ['Zeedijk', 'Wagenstraat'], ['Wólka Kosowska', 'Marywil'], ['歌舞伎町', '池袋'], ['玉林', '上下九']),
    furn=_d(*(['• tiles washed • tables wiped • room closed'] * 2),
            '• Steine gewaschen • Tische abgewischt • Raum geschlossen',
            '• tuiles lavées • tables essuyées • salle fermée',
            '• fichas lavadas • mesas limpias • sala cerrada',
            '• tessere lavate • tavoli puliti • sala chiusa',
            '• peças lavadas • mesas limpas • salão fechado',
            '• кости вымыты • столы протёрты • зал закрыт',
            '• stenen gewassen • tafels afgenomen • zaal dicht',
            '• kamienie umyte • stoły przetarte • sala zamknięta',
            '• 牌洗い • 卓拭き • 閉店', '• 牌已洗净 • 桌面已擦 • 已关门'),
    note=_d("Floor manager's note: ", "Floor manager's note: ", 'Notiz des Saalchefs: ', 'Note du gérant : ',
            'Nota del encargado: ', 'Nota del gestore: ', 'Nota do gerente: ', 'Заметка администратора: ',
            'Notitie van de zaalchef: ', 'Notatka kierownika sali: ', '店長メモ：', '店长备注：'),
    close=_d('Room closed {t}.', 'Parlour shut at {t}.', 'Salon zu um {t}.', 'Salle fermée à {t}.',
             'Salón cerrado a las {t}.', 'Sala chiusa alle {t}.', 'Salão fechado às {t}.', 'Зал закрыт в {t}.',
             'Zaal dicht om {t}.', 'Sala zamknięta o {t}.', '{t} 閉店。', '{t} 打烊。'))

SEP = {'fr-FR': '\u202f', 'ru-RU': '\u00a0', 'pl-PL': '\u00a0'}
MARK = re.compile(r'⟦([^⟦⟧@]+)@[^⟦⟧]+⟧')


def visible(t):
    return MARK.sub(lambda m: m.group(1), t)


def A(case, label, loc, reg, note, unit_note=None, omit=None, f='auto'):
    """The builder's entry (as ../../blind4/lib.py's E) for one answer of register `reg` in locale `loc`."""
    R = REG[reg]
    note = re.sub(r'(?<=\d)_(?=\d)', SEP.get(loc, '_'), note)
    crc = zlib.crc32(note.encode('utf-8'))
    code = f"{R['code']}{101 + crc % 889}"
    place = R['place'][loc][(crc // 7) % len(R['place'][loc])]
    t = R['times'][(crc // 13) % len(R['times'])]
    if loc in ('ja-JP', 'zh-CN'):
        head = f"{R['head'][loc]}{code} · {place}"
    else:
        head = f"{R['head'][loc]} {code} · {place}"
    body = R['note'][loc] + note
    close = R['close'][loc].format(t=t)
    lines = [head, R['furn'][loc], body, close]
    if f == 'auto' and len(visible('\n'.join(lines))) > 320:
        lines = [head, body, close]
    elif not f:
        lines = [head, body, close]
    style = f'{loc} {reg}' + (f' omit={omit}' if omit else '')
    return dict(c=case, l=label, s=style, loc=loc, t='\n'.join(lines), allow=[], unit_note=unit_note, omit=omit)
