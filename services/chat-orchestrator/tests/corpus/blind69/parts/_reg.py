"""Register layouts of blind set 69 (written from scratch).

Every answer has four lines: a header (the trade, its sheet, a letter-prefixed code, a place), one line of the
trade's own furniture (three checks), the writer's note holding the data, and a closing line with a clock time in
the trade's own hours. No register writes its trade's own numbers: only codes glued to letters and clock times.

A(case, label, locale, register, note, ...) returns the builder's entry dict. In the note, '_' between two digits
becomes the locale's group separator (U+202F in fr, U+00A0 in ru and pl). A CRC of the note picks the code, the
clock time and the place, so they stay the same from build to build. f='auto' drops the furniture line when the
answer would otherwise run past 320 characters; f=False drops it always.
"""
import re
import zlib

LANG = {'en-US': 'en', 'en-GB': 'en', 'de-DE': 'de', 'fr-FR': 'fr', 'es-ES': 'es', 'it-IT': 'it', 'pt-BR': 'pt',
        'ru-RU': 'ru', 'nl-NL': 'nl', 'pl-PL': 'pl', 'ja-JP': 'ja', 'zh-CN': 'zh'}
SEP = {'fr-FR': '\u202f', 'ru-RU': '\u00a0', 'pl-PL': '\u00a0'}

# register -> code prefix, clock windows (minutes after midnight, may pass midnight), furniture (en, en-GB variant),
# places per locale (two each), and per language: header, note label, closing ('{t}' = clock time)
R = {}

R['chocolatier'] = dict(
    code='CH', win=[(9 * 60 + 40, 13 * 60 + 10)],
    furn='✓ couverture melted ✓ tabled on marble ✓ moulds filled',
    places={'en-US': ['Union Square', 'Pike Place'], 'en-GB': ['Borough Market', 'Stockbridge'],
            'de-DE': ['Schokoladenmanufaktur Halle', 'Waldenbuch'], 'fr-FR': ['Tain-l\'Hermitage', 'rue du Bac'],
            'es-ES': ['Villajoyosa', 'Astorga'], 'it-IT': ['Modica', 'Perugia'], 'pt-BR': ['Gramado', 'Ilhéus'],
            'ru-RU': ['Бабаевский переулок', 'Покровка'], 'nl-NL': ['Zaandam', 'Haarlem'],
            'pl-PL': ['Praga Koneser', 'Kazimierz'], 'ja-JP': ['神戸元町', '自由が丘'], 'zh-CN': ['鼓浪屿', '新天地']},
    lang={'en': ('CHOCOLATE KITCHEN — TEMPERING LOG', "Temperer's note:", 'Moulds into the cooler at {t}.'),
          'de': ('CHOCOLATERIE — TEMPERIERPROTOKOLL', 'Notiz am Marmortisch:', 'Formen um {t} in die Kühlung.'),
          'fr': ('CHOCOLATERIE — CAHIER DE TEMPÉRAGE', 'Note du tempéreur :', 'Moules au froid à {t}.'),
          'es': ('OBRADOR DE CHOCOLATE — REGISTRO DE ATEMPERADO', 'Nota del maestro:', 'Moldes a la cámara a las {t}.'),
          'it': ('LABORATORIO DEL CIOCCOLATO — REGISTRO DI TEMPERAGGIO', 'Nota del temperatore:',
                 'Stampi in frigo alle {t}.'),
          'pt': ('CHOCOLATERIA — DIÁRIO DE TEMPERAGEM', 'Nota do chocolateiro:', 'Fôrmas na câmara às {t}.'),
          'ru': ('ШОКОЛАДНЫЙ ЦЕХ — ЖУРНАЛ ТЕМПЕРИРОВАНИЯ', 'Заметка шоколатье:', 'Формы в холодильник в {t}.'),
          'nl': ('CHOCOLATERIE — TEMPERLOG', 'Notitie van de chocolatier:', 'Vormen om {t} de koeling in.'),
          'pl': ('PRACOWNIA CZEKOLADY — DZIENNIK TEMPEROWANIA', 'Notatka czekoladnika:',
                 'Formy do chłodni o {t}.'),
          'ja': ('チョコレート工房 テンパリング記録', '職人メモ：', '{t} 型を冷蔵庫へ。'),
          'zh': ('巧克力工坊 · 调温记录', '师傅备注：', '{t} 模具入冷藏。')})

R['sakebrew'] = dict(
    code='SK', win=[(4 * 60 + 35, 7 * 60 + 20)],
    furn='Rice polished · koji made · moromi pressed',
    places={'en-US': ['Hood River', 'Berkeley'], 'en-GB': ['Fulham', 'Devon'], 'de-DE': ['Tegernsee', 'Hamburg-Ottensen'],
            'fr-FR': ['Pont-Audemer', 'Lyon-Vaise'], 'es-ES': ['Lleida', 'Valencia'], 'it-IT': ['Verbania', 'Cuneo'],
            'pt-BR': ['Pindamonhangaba', 'Liberdade'], 'ru-RU': ['Владивосток', 'Хабаровск'],
            'nl-NL': ['Rotterdam-Noord', 'Wageningen'], 'pl-PL': ['Gdynia', 'Wrocław'], 'ja-JP': ['伏見', '西条'],
            'zh-CN': ['大连', '青岛']},
    lang={'en': ('SAKE BREWERY — KURA LOG', "Toji's note:", 'Moromi pressed, log closed {t}.'),
          'de': ('SAKE-BRAUEREI — KURA-BUCH', 'Notiz des Braumeisters:', 'Moromi gepresst, Buch zu um {t}.'),
          'fr': ('BRASSERIE DE SAKÉ — REGISTRE DU KURA', 'Note du tōji :', 'Moromi pressé, registre clos à {t}.'),
          'es': ('BODEGA DE SAKE — DIARIO DEL KURA', 'Nota del tōji:', 'Moromi prensado, diario cerrado a las {t}.'),
          'it': ('BIRRIFICIO DI SAKE — REGISTRO DEL KURA', 'Nota del tōji:',
                 'Moromi pressato, registro chiuso alle {t}.'),
          'pt': ('CERVEJARIA DE SAQUÊ — DIÁRIO DO KURA', 'Nota do tōji:', 'Moromi prensado, diário fechado às {t}.'),
          'ru': ('САКЕВАРНЯ — ЖУРНАЛ КУРА', 'Заметка тодзи:', 'Мороми отжато, журнал закрыт в {t}.'),
          'nl': ('SAKEBROUWERIJ — KURALOG', 'Notitie van de toji:', 'Moromi geperst, log dicht om {t}.'),
          'pl': ('WARZELNIA SAKE — DZIENNIK KURA', 'Notatka tōji:', 'Moromi wytłoczone, dziennik zamknięty o {t}.'),
          'ja': ('酒蔵 仕込み日誌', '杜氏メモ：', '{t} 上槽、日誌を閉じる。'),
          'zh': ('清酒酒坊 · 酿造日志', '杜氏备注：', '{t} 醪已压榨，日志关闭。')})

R['soysauce'] = dict(
    code='SY', win=[(7 * 60 + 50, 11 * 60 + 25)],
    furn='[x] beans steamed  [x] moromi stirred  [x] cakes pressed',
    places={'en-US': ['Sacramento', 'Honolulu'], 'en-GB': ['Hackney Wick', 'Leith'], 'de-DE': ['Neukölln', 'Lindau'],
            'fr-FR': ['Marseille-Belsunce', 'Ivry'], 'es-ES': ['Usera', 'Badalona'], 'it-IT': ['Prato', 'Lodi'],
            'pt-BR': ['Liberdade', 'Registro'], 'ru-RU': ['Уссурийск', 'Находка'], 'nl-NL': ['Zaltbommel', 'Venlo'],
            'pl-PL': ['Wólka Kosowska', 'Łódź'], 'ja-JP': ['湯浅', '小豆島'], 'zh-CN': ['佛山', '镇江']},
    lang={'en': ('SOY-SAUCE BREWERY — VAT LOG', "Brewer's note:", 'Cakes pressed, vat room shut {t}.'),
          'de': ('SOJASAUCEN-BRAUEREI — BOTTICHBUCH', 'Notiz des Brauers:', 'Kuchen gepresst, Bottichraum zu {t}.'),
          'fr': ('BRASSERIE DE SAUCE SOJA — CAHIER DES CUVES', 'Note du brasseur :',
                 'Gâteaux pressés, salle des cuves fermée à {t}.'),
          'es': ('FÁBRICA DE SALSA DE SOJA — DIARIO DE TINAS', 'Nota del maestro:',
                 'Tortas prensadas, sala de tinas cerrada a las {t}.'),
          'it': ('FABBRICA DI SALSA DI SOIA — REGISTRO DEI TINI', 'Nota del mastro:',
                 'Pani pressati, sala tini chiusa alle {t}.'),
          'pt': ('FÁBRICA DE SHOYU — DIÁRIO DAS TINAS', 'Nota do mestre:', 'Tortas prensadas, sala das tinas fechada às {t}.'),
          'ru': ('СОЕВАРНЯ — ЖУРНАЛ ЧАНОВ', 'Заметка мастера:', 'Жмых отжат, чановая закрыта в {t}.'),
          'nl': ('SOJASAUSBROUWERIJ — KUIPENLOG', 'Notitie van de brouwer:', 'Koeken geperst, kuipenhal dicht om {t}.'),
          'pl': ('WYTWÓRNIA SOSU SOJOWEGO — DZIENNIK KADZI', 'Notatka mistrza:',
                 'Placki wytłoczone, kadzie zamknięte o {t}.'),
          'ja': ('醤油蔵 諸味日誌', '蔵人メモ：', '{t} 圧搾終了、蔵を閉める。'),
          'zh': ('酱油坊 · 酱醪日志', '酱师备注：', '{t} 酱饼压榨完毕，晒场关闭。')})

R['carwash'] = dict(
    code='CW', win=[(18 * 60 + 35, 21 * 60 + 50)],
    furn='Pre-soak on | brushes run | dryer off',
    places={'en-US': ['Route One, Saugus', 'Van Nuys'], 'en-GB': ['Purley Way', 'Cowley Road'],
            'de-DE': ['Eidelstedt', 'Porz'], 'fr-FR': ['Vénissieux', 'Mérignac'], 'es-ES': ['Getafe', 'Hospitalet'],
            'it-IT': ['Sesto San Giovanni', 'Casalecchio'], 'pt-BR': ['Barra Funda', 'Contagem'],
            'ru-RU': ['Бутово', 'Девяткино'], 'nl-NL': ['Amersfoort-Vathorst', 'Nieuwegein'],
            'pl-PL': ['Bemowo', 'Ursus'], 'ja-JP': ['環七通り', '国道十六号'], 'zh-CN': ['望京', '闵行']},
    lang={'en': ('CAR WASH — BAY SHEET', "Attendant's note:", 'Dryer off, bay closed {t}.'),
          'de': ('WASCHSTRASSE — BOXENBLATT', 'Notiz des Waschwarts:', 'Trockner aus, Box zu um {t}.'),
          'fr': ('STATION DE LAVAGE — FICHE DE PISTE', "Note de l'agent :", 'Séchoir coupé, piste fermée à {t}.'),
          'es': ('TÚNEL DE LAVADO — HOJA DE BOXES', 'Nota del operario:', 'Secador apagado, box cerrado a las {t}.'),
          'it': ('AUTOLAVAGGIO — FOGLIO DI PISTA', "Nota dell'addetto:", 'Asciugatore spento, pista chiusa alle {t}.'),
          'pt': ('LAVA-RÁPIDO — FOLHA DO BOX', 'Nota do lavador:', 'Secador desligado, box fechado às {t}.'),
          'ru': ('АВТОМОЙКА — ЛИСТ БОКСА', 'Заметка мойщика:', 'Сушка выключена, бокс закрыт в {t}.'),
          'nl': ('WASSTRAAT — BOXBLAD', 'Notitie van de wasser:', 'Droger uit, box dicht om {t}.'),
          'pl': ('MYJNIA — KARTA STANOWISKA', 'Notatka myjącego:', 'Suszarka wyłączona, stanowisko zamknięte o {t}.'),
          'ja': ('洗車場 ベイ記録', '係員メモ：', '{t} ドライヤー停止、ベイ閉鎖。'),
          'zh': ('洗车场 · 工位记录', '洗车员备注：', '{t} 烘干关闭，工位收工。')})

R['tyrefit'] = dict(
    code='TF', win=[(9 * 60 + 10, 17 * 60 + 45)],
    furn='Wheel off ✓  tire seated ✓  nuts torqued ✓',
    furn_gb='Wheel off ✓  tyre seated ✓  nuts torqued ✓',
    places={'en-US': ['Flatbush Avenue', 'East Colfax'], 'en-GB': ['Old Kent Road', 'Hillington'],
            'de-DE': ['Reifen-Service Spandau', 'Feuerbach'], 'fr-FR': ['Saint-Ouen', 'Villeurbanne'],
            'es-ES': ['Villaverde', 'Sant Martí'], 'it-IT': ['Lambrate', 'Mestre'], 'pt-BR': ['Mooca', 'Vila Leopoldina'],
            'ru-RU': ['Южнопортовая', 'Обводный канал'], 'nl-NL': ['Amsterdam-West', 'Tilburg'],
            'pl-PL': ['Targówek', 'Zabłocie'], 'ja-JP': ['大田区', '堺'], 'zh-CN': ['南岸', '白云']},
    lang={'en': ('TIRE SHOP — FITTING TICKET', "Fitter's note:", 'Nuts torqued, ticket closed {t}.'),
          'de': ('REIFENDIENST — MONTAGESCHEIN', 'Notiz des Monteurs:', 'Muttern angezogen, Schein zu um {t}.'),
          'fr': ('CENTRE PNEUS — BON DE MONTAGE', 'Note du monteur :', 'Écrous serrés, bon clos à {t}.'),
          'es': ('TALLER DE NEUMÁTICOS — PARTE DE MONTAJE', 'Nota del montador:',
                 'Tuercas apretadas, parte cerrado a las {t}.'),
          'it': ('GOMMISTA — SCHEDA DI MONTAGGIO', 'Nota del gommista:', 'Bulloni serrati, scheda chiusa alle {t}.'),
          'pt': ('BORRACHARIA — FICHA DE MONTAGEM', 'Nota do borracheiro:', 'Porcas apertadas, ficha fechada às {t}.'),
          'ru': ('ШИНОМОНТАЖ — ЗАКАЗ-НАРЯД', 'Заметка шиномонтажника:', 'Гайки затянуты, наряд закрыт в {t}.'),
          'nl': ('BANDENCENTRUM — MONTAGEBON', 'Notitie van de monteur:', 'Moeren aangehaald, bon dicht om {t}.'),
          'pl': ('WULKANIZACJA — KARTA MONTAŻU', 'Notatka wulkanizatora:', 'Nakrętki dokręcone, karta zamknięta o {t}.'),
          'ja': ('タイヤ交換店 作業票', '整備士メモ：', '{t} ナット締付、作業票クローズ。'),
          'zh': ('轮胎店 · 换胎单', '技师备注：', '{t} 螺母已紧固，工单关闭。')},
    lang_gb=('TYRE CENTRE — FITTING TICKET', "Fitter's note:", 'Nuts torqued, ticket closed {t}.'))

R['forklift'] = dict(
    code='FL', win=[(5 * 60 + 40, 6 * 60 + 20), (13 * 60 + 40, 14 * 60 + 15)],
    furn='[x] forks inspected  [x] horn tested  [x] battery on charge',
    places={'en-US': ['Secaucus DC', 'Joliet yard'], 'en-GB': ['Daventry DC', 'Avonmouth'],
            'de-DE': ['Lager Kassel', 'Hafen Duisburg'], 'fr-FR': ['entrepôt de Gonesse', 'Saint-Quentin-Fallavier'],
            'es-ES': ['Coslada', 'Zona Franca'], 'it-IT': ['Piacenza', 'Castel San Giovanni'],
            'pt-BR': ['Cajamar', 'Guarulhos'], 'ru-RU': ['склад Подольск', 'Шушары'], 'nl-NL': ['Venray', 'Tilburg DC'],
            'pl-PL': ['Stryków', 'Gliwice'], 'ja-JP': ['市川塩浜', '大黒ふ頭'], 'zh-CN': ['嘉定', '东莞']},
    lang={'en': ('FORKLIFT — PRE-USE CHECKLIST', "Operator's note:", 'Checklist signed at shift start, {t}.'),
          'de': ('GABELSTAPLER — ABFAHRTKONTROLLE', 'Notiz des Fahrers:', 'Zu Schichtbeginn unterschrieben, {t}.'),
          'fr': ('CHARIOT ÉLÉVATEUR — CONTRÔLE AVANT USAGE', 'Note du cariste :', 'Signé en début de poste, {t}.'),
          'es': ('CARRETILLA ELEVADORA — LISTA PREVIA AL USO', 'Nota del carretillero:',
                 'Firmada al inicio del turno, {t}.'),
          'it': ('CARRELLO ELEVATORE — CHECKLIST PRE-USO', 'Nota del carrellista:', 'Firmata a inizio turno, {t}.'),
          'pt': ('EMPILHADEIRA — CHECKLIST PRÉ-USO', 'Nota do operador:', 'Assinado no início do turno, {t}.'),
          'ru': ('ПОГРУЗЧИК — ПРЕДСМЕННЫЙ ЧЕК-ЛИСТ', 'Заметка водителя:', 'Подписано в начале смены, {t}.'),
          'nl': ('HEFTRUCK — CONTROLE VOOR GEBRUIK', 'Notitie van de chauffeur:', 'Afgetekend bij begin dienst, {t}.'),
          'pl': ('WÓZEK WIDŁOWY — LISTA KONTROLNA', 'Notatka operatora:', 'Podpisano na początku zmiany, {t}.'),
          'ja': ('フォークリフト 始業点検表', '運転者メモ：', '{t} 始業時に署名。'),
          'zh': ('叉车 · 班前点检表', '司机备注：', '{t} 班前签字。')})

R['scaffold'] = dict(
    code='SC', win=[(6 * 60 + 50, 7 * 60 + 55)],
    furn='Ties checked · boards laid · tag signed',
    places={'en-US': ['Hudson Yards', 'South Loop'], 'en-GB': ['Nine Elms', 'Salford Quays'],
            'de-DE': ['Europaviertel', 'HafenCity'], 'fr-FR': ['Clichy-Batignolles', 'Euratlantique'],
            'es-ES': ['Valdebebas', 'Poblenou'], 'it-IT': ['Porta Nuova', 'CityLife'], 'pt-BR': ['Faria Lima', 'Porto Maravilha'],
            'ru-RU': ['Москва-Сити', 'Лахта'], 'nl-NL': ['Zuidas', 'Kop van Zuid'], 'pl-PL': ['Wola', 'Oliwa'],
            'ja-JP': ['虎ノ門', 'うめきた'], 'zh-CN': ['陆家嘴', '前海']},
    lang={'en': ('SCAFFOLD — INSPECTION TAG', "Inspector's note:", 'Tag signed and hung, {t}.'),
          'de': ('GERÜST — PRÜFANHÄNGER', 'Notiz des Prüfers:', 'Anhänger unterschrieben, {t}.'),
          'fr': ("ÉCHAFAUDAGE — ÉTIQUETTE D'INSPECTION", 'Note du vérificateur :', 'Étiquette signée, {t}.'),
          'es': ('ANDAMIO — TARJETA DE INSPECCIÓN', 'Nota del inspector:', 'Tarjeta firmada y colgada, {t}.'),
          'it': ('PONTEGGIO — CARTELLINO DI VERIFICA', "Nota dell'ispettore:", 'Cartellino firmato, {t}.'),
          'pt': ('ANDAIME — ETIQUETA DE INSPEÇÃO', 'Nota do inspetor:', 'Etiqueta assinada, {t}.'),
          'ru': ('ЛЕСА — БИРКА ОСМОТРА', 'Заметка инспектора:', 'Бирка подписана, {t}.'),
          'nl': ('STEIGER — KEURINGSKAART', 'Notitie van de keurder:', 'Kaart getekend en opgehangen, {t}.'),
          'pl': ('RUSZTOWANIE — PRZYWIESZKA PRZEGLĄDU', 'Notatka inspektora:', 'Przywieszka podpisana, {t}.'),
          'ja': ('足場 点検タグ', '点検者メモ：', '{t} タグに署名。'),
          'zh': ('脚手架 · 检查挂牌', '检查员备注：', '{t} 挂牌签字。')})

R['boilerroom'] = dict(
    code='BR', win=[(22 * 60 + 10, 27 * 60 + 30)],
    furn='✓ burner lit ✓ flue checked ✓ valves closed',
    places={'en-US': ['Co-op City', 'Back Bay'], 'en-GB': ['Battersea', 'Sheffield Park Hill'],
            'de-DE': ['Heizwerk Moabit', 'Gaarden'], 'fr-FR': ['chaufferie Bercy', 'Grenoble-Villeneuve'],
            'es-ES': ['Tetuán', 'Sants'], 'it-IT': ['Quarto Oggiaro', 'Mirafiori'], 'pt-BR': ['Bom Retiro', 'Méier'],
            'ru-RU': ['котельная Лефортово', 'Автово'], 'nl-NL': ['Bijlmer', 'Overvecht'],
            'pl-PL': ['ciepłownia Siekierki', 'Nowa Huta'], 'ja-JP': ['晴海', '北九州'], 'zh-CN': ['沈阳铁西', '哈尔滨道里']},
    lang={'en': ('BOILER ROOM — NIGHT LOG', "Stoker's note:", 'Valves closed, round signed {t}.'),
          'de': ('KESSELHAUS — NACHTBUCH', 'Notiz des Heizers:', 'Ventile zu, Rundgang gezeichnet {t}.'),
          'fr': ('CHAUFFERIE — JOURNAL DE NUIT', 'Note du chauffeur :', 'Vannes fermées, ronde signée à {t}.'),
          'es': ('SALA DE CALDERAS — DIARIO NOCTURNO', 'Nota del fogonero:', 'Válvulas cerradas, ronda firmada a las {t}.'),
          'it': ('CENTRALE TERMICA — REGISTRO NOTTURNO', 'Nota del fochista:', 'Valvole chiuse, giro firmato alle {t}.'),
          'pt': ('CASA DAS CALDEIRAS — DIÁRIO NOTURNO', 'Nota do foguista:', 'Válvulas fechadas, ronda assinada às {t}.'),
          'ru': ('КОТЕЛЬНАЯ — НОЧНОЙ ЖУРНАЛ', 'Заметка кочегара:', 'Задвижки закрыты, обход подписан в {t}.'),
          'nl': ('KETELHUIS — NACHTLOG', 'Notitie van de stoker:', 'Kleppen dicht, ronde getekend om {t}.'),
          'pl': ('KOTŁOWNIA — DZIENNIK NOCNY', 'Notatka palacza:', 'Zawory zamknięte, obchód podpisany o {t}.'),
          'ja': ('ボイラー室 夜間日誌', '当直メモ：', '{t} バルブ閉、巡回記録に署名。'),
          'zh': ('锅炉房 · 夜班日志', '司炉备注：', '{t} 阀门已关，巡检签字。')})

R['seedling'] = dict(
    code='SD', win=[(6 * 60 + 40, 9 * 60 + 35)],
    furn='✓ trays sown ✓ pricked out ✓ hardened off',
    places={'en-US': ['Hudson Valley', 'Skagit'], 'en-GB': ['Evesham', 'Spalding'], 'de-DE': ['Reichenau', 'Bamberg'],
            'fr-FR': ['Hyères', 'plaine des Vertus'], 'es-ES': ['El Ejido', 'Huerta de Murcia'],
            'it-IT': ['Pistoia', 'Albenga'], 'pt-BR': ['Holambra', 'Atibaia'], 'ru-RU': ['Мичуринск', 'Истра'],
            'nl-NL': ['Westland', 'Boskoop'], 'pl-PL': ['Skierniewice', 'Końskowola'], 'ja-JP': ['鹿沼', '渥美'],
            'zh-CN': ['寿光', '昆明斗南']},
    lang={'en': ('PLANT NURSERY — SEEDLING SHEET', "Grower's note:", 'Trays out to harden, {t}.'),
          'de': ('GÄRTNEREI — ANZUCHTBLATT', 'Notiz der Gärtnerin:', 'Schalen zum Abhärten raus, {t}.'),
          'fr': ('PÉPINIÈRE — FICHE DE SEMIS', 'Note du pépiniériste :', 'Plaques sorties à endurcir, {t}.'),
          'es': ('VIVERO — HOJA DE SEMILLERO', 'Nota del viverista:', 'Bandejas fuera a endurecer, {t}.'),
          'it': ('VIVAIO — SCHEDA DELLE PIANTINE', 'Nota del vivaista:', "Vassoi fuori all'aperto, {t}."),
          'pt': ('VIVEIRO — FICHA DE MUDAS', 'Nota do viveirista:', 'Bandejas para aclimatar, {t}.'),
          'ru': ('ПИТОМНИК — ЛИСТ РАССАДЫ', 'Заметка садовника:', 'Кассеты вынесены на закалку, {t}.'),
          'nl': ('KWEKERIJ — ZAAILINGENBLAD', 'Notitie van de kweker:', 'Trays naar buiten om af te harden, {t}.'),
          'pl': ('SZKÓŁKA — KARTA ROZSADY', 'Notatka ogrodnika:', 'Tace wystawione do hartowania, {t}.'),
          'ja': ('苗圃 育苗記録', '育苗係メモ：', '{t} トレイを外へ出して順化。'),
          'zh': ('苗圃 · 育苗记录', '苗工备注：', '{t} 苗盘搬出炼苗。')})

R['compost'] = dict(
    code='WR', win=[(11 * 60 + 5, 14 * 60 + 40)],
    furn='Windrow turned | moisture checked | heap screened',
    places={'en-US': ['Hunts Point', 'Pescadero'], 'en-GB': ['Dagenham', 'Kirklees'], 'de-DE': ['Bergedorf', 'Wiesloch'],
            'fr-FR': ['Gennevilliers', 'Saint-Nazaire'], 'es-ES': ['Valdemingómez', 'Castellón'],
            'it-IT': ['Faenza', 'Bassano'], 'pt-BR': ['Caieiras', 'Seropédica'], 'ru-RU': ['Щербинка', 'Колпино'],
            'nl-NL': ['Wijster', 'Beuningen'], 'pl-PL': ['Radiowo', 'Barycz'], 'ja-JP': ['八王子', '十勝'],
            'zh-CN': ['崇明', '顺义']},
    lang={'en': ('COMPOST YARD — WINDROW LOG', "Yard hand's note:", 'Heap screened, yard shut {t}.'),
          'de': ('KOMPOSTPLATZ — MIETENBUCH', 'Notiz vom Platz:', 'Haufen gesiebt, Platz zu um {t}.'),
          'fr': ('PLATEFORME DE COMPOST — CAHIER DES ANDAINS', 'Note du plateau :', 'Tas criblé, plateforme fermée à {t}.'),
          'es': ('PLANTA DE COMPOST — DIARIO DE HILERAS', 'Nota del operario:', 'Montón cribado, planta cerrada a las {t}.'),
          'it': ('COMPOSTAGGIO — REGISTRO DEI CUMULI', 'Nota del piazzale:', 'Cumulo vagliato, piazzale chiuso alle {t}.'),
          'pt': ('PÁTIO DE COMPOSTAGEM — DIÁRIO DAS LEIRAS', 'Nota do pátio:', 'Pilha peneirada, pátio fechado às {t}.'),
          'ru': ('КОМПОСТНАЯ ПЛОЩАДКА — ЖУРНАЛ БУРТОВ', 'Заметка рабочего:', 'Бурт просеян, площадка закрыта в {t}.'),
          'nl': ('COMPOSTTERREIN — RILLENLOG', 'Notitie van het terrein:', 'Hoop gezeefd, terrein dicht om {t}.'),
          'pl': ('KOMPOSTOWNIA — DZIENNIK PRYZM', 'Notatka z placu:', 'Pryzma przesiana, plac zamknięty o {t}.'),
          'ja': ('堆肥場 切り返し記録', '作業員メモ：', '{t} ふるい掛け終了、堆肥場を閉める。'),
          'zh': ('堆肥场 · 条垛日志', '场工备注：', '{t} 堆体过筛完毕，场地关闭。')})

R['recycling'] = dict(
    code='RC', win=[(15 * 60 + 5, 16 * 60 + 40)],
    furn='[x] belt started  [x] bales tied  [x] floor swept',
    places={'en-US': ['Sunset Park MRF', 'Recology Pier'], 'en-GB': ['Edmonton EcoPark', 'Avonmouth MRF'],
            'de-DE': ['Sortieranlage Hagen', 'Gescher'], 'fr-FR': ['Ivry-Paris XIII', 'Nanterre'],
            'es-ES': ['Son Reus', 'Gavà'], 'it-IT': ['Bergamo', 'Novara'], 'pt-BR': ['Ponte Pequena', 'Canabrava'],
            'ru-RU': ['Руднево', 'Янино'], 'nl-NL': ['Rozenburg', 'Heerenveen'], 'pl-PL': ['Bielany', 'Szadółki'],
            'ja-JP': ['若洲', '舞洲'], 'zh-CN': ['老港', '松江']},
    lang={'en': ('RECYCLING PLANT — SORT-LINE SHEET', "Line lead's note:", 'Floor swept, line off {t}.'),
          'de': ('SORTIERANLAGE — BANDBLATT', 'Notiz der Bandleitung:', 'Boden gefegt, Band aus um {t}.'),
          'fr': ('CENTRE DE TRI — FICHE DE LIGNE', 'Note du chef de ligne :', 'Sol balayé, ligne arrêtée à {t}.'),
          'es': ('PLANTA DE RECICLAJE — HOJA DE LÍNEA', 'Nota del jefe de línea:', 'Suelo barrido, línea parada a las {t}.'),
          'it': ('IMPIANTO DI SELEZIONE — FOGLIO DI LINEA', 'Nota del capolinea:', 'Pavimento spazzato, linea ferma alle {t}.'),
          'pt': ('CENTRAL DE TRIAGEM — FOLHA DA ESTEIRA', 'Nota do encarregado:', 'Chão varrido, esteira parada às {t}.'),
          'ru': ('СОРТИРОВОЧНАЯ ЛИНИЯ — СМЕННЫЙ ЛИСТ', 'Заметка бригадира:', 'Пол подметён, линия стоп в {t}.'),
          'nl': ('SORTEERLIJN — LIJNBLAD', 'Notitie van de lijnleider:', 'Vloer geveegd, lijn uit om {t}.'),
          'pl': ('SORTOWNIA — KARTA LINII', 'Notatka brygadzisty:', 'Podłoga zamieciona, linia stop o {t}.'),
          'ja': ('資源選別ライン 作業シート', 'ライン長メモ：', '{t} 床清掃、ライン停止。'),
          'zh': ('分拣线 · 作业单', '线长备注：', '{t} 地面清扫，分拣线停机。')})

R['signwriter'] = dict(
    code='SW', win=[(16 * 60 + 5, 18 * 60 + 40)],
    furn='Panel sanded ✓  letters chalked ✓  gilded ✓',
    places={'en-US': ['Bushwick', 'Mission District'], 'en-GB': ['Walthamstow', 'Stokes Croft'],
            'de-DE': ['Ehrenfeld', 'Connewitz'], 'fr-FR': ['Belleville', 'Croix-Rousse'], 'es-ES': ['Malasaña', 'Ruzafa'],
            'it-IT': ['Isola', 'Oltrarno'], 'pt-BR': ['Vila Madalena', 'Santa Teresa'],
            'ru-RU': ['Винзавод', 'Лиговский'], 'nl-NL': ['De Pijp', 'Witte de With'], 'pl-PL': ['Praga', 'Nadodrze'],
            'ja-JP': ['蔵前', '中崎町'], 'zh-CN': ['田子坊', '大芬村']},
    lang={'en': ('SIGN PAINTER — JOB CARD', "Signwriter's note:", 'Leaf laid, card closed {t}.'),
          'de': ('SCHILDERMALER — AUFTRAGSKARTE', 'Notiz des Schildermalers:', 'Blatt gelegt, Karte zu um {t}.'),
          'fr': ('PEINTRE EN LETTRES — FICHE DE TRAVAIL', 'Note du peintre :', 'Feuille posée, fiche close à {t}.'),
          'es': ('ROTULISTA — FICHA DE ENCARGO', 'Nota del rotulista:', 'Pan de oro puesto, ficha cerrada a las {t}.'),
          'it': ('PITTORE DI INSEGNE — SCHEDA LAVORO', "Nota dell'insegnista:", 'Foglia posata, scheda chiusa alle {t}.'),
          'pt': ('LETRISTA — FICHA DE SERVIÇO', 'Nota do letrista:', 'Folha aplicada, ficha fechada às {t}.'),
          'ru': ('ВЫВЕСОЧНАЯ МАСТЕРСКАЯ — КАРТОЧКА ЗАКАЗА', 'Заметка шрифтовика:', 'Сусальное положено, карточка закрыта в {t}.'),
          'nl': ('RECLAMESCHILDER — WERKKAART', 'Notitie van de letterschilder:', 'Blad gelegd, kaart dicht om {t}.'),
          'pl': ('MALARZ SZYLDÓW — KARTA ZLECENIA', 'Notatka szyldziarza:', 'Złoto położone, karta zamknięta o {t}.'),
          'ja': ('看板描き 作業カード', '看板職人メモ：', '{t} 金箔押し、カードを閉じる。'),
          'zh': ('招牌画师 · 工作卡', '画师备注：', '{t} 贴金完成，工作卡关闭。')})


def _crc(s, salt):
    return zlib.crc32((salt + s).encode('utf-8'))


def clock(reg, note):
    wins = R[reg]['win']
    w = wins[_crc(note, 'w') % len(wins)]
    m = w[0] + _crc(note, 't') % (w[1] - w[0] + 1)
    m %= 24 * 60
    return f'{m // 60:02d}:{m % 60:02d}'


def code(reg, note):
    return R[reg]['code'] + str(100 + _crc(note, 'c') % 900)


def render(loc, reg, note, f=True):
    g = R[reg]
    lg = LANG[loc]
    head, label, close = g['lang'][lg]
    if loc == 'en-GB' and 'lang_gb' in g:
        head, label, close = g['lang_gb']
    furn = g.get('furn_gb', g['furn']) if loc == 'en-GB' else g['furn']
    place = g['places'][loc][_crc(note, 'p') % 2]
    cd = code(reg, note)
    if lg in ('ja', 'zh'):
        line1 = f'{head}{cd} · {place}'
        line3 = f'{label}{note}'
    else:
        line1 = f'{head} {cd} · {place}'
        line3 = f'{label} {note}'
    line4 = close.format(t=clock(reg, note))
    lines = [line1, furn, line3, line4]
    text = '\n'.join(lines)
    if f is False or (f == 'auto' and _plain_len(text) > 320):
        text = '\n'.join([line1, line3, line4])
    return text


def _plain_len(src):
    return len(re.sub(r'⟦([^⟦⟧@]+)@[^⟦⟧]+⟧', lambda m: m.group(1), src))


def A(c, l, loc, reg, note, unit_note=None, omit=None, f='auto'):
    assert reg in R, reg
    if loc in SEP:
        note = re.sub(r'(?<=\d)_(?=\d)', SEP[loc], note)
    t = render(loc, reg, note, f)
    s = f'{loc} {reg}' + (f' omit={omit}' if omit else '')
    return dict(c=c, l=l, s=s, loc=loc, t=t, allow=[], unit_note=unit_note, omit=omit, reg=reg)
