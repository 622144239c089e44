"""Register layouts of blind set 61 (written from scratch): twelve registers x twelve languages.
Each answer: header (with a letter-prefixed code), one furniture line, the writer's note label + note,
a closing line with a clock time in the register's own hours. Codes and times come from a CRC of the
note, so they are stable. No register writes its trade's own numbers (only codes and clock times).
A(case, label, locale, register, note, ...) returns the builder's entry dict (same fields as lib.E)."""
import re
import zlib

LANG = {'en-US': 'us', 'en-GB': 'gb', 'de-DE': 'de', 'fr-FR': 'fr', 'es-ES': 'es', 'it-IT': 'it', 'pt-BR': 'pt',
        'ru-RU': 'ru', 'nl-NL': 'nl', 'pl-PL': 'pl', 'ja-JP': 'ja', 'zh-CN': 'zh'}
SEP = {'fr': '\u202f', 'ru': '\u00a0', 'pl': '\u00a0'}

# register -> (code prefix, (first, last) minute of its closing hours, {lang: (header, furniture, label, closing)})
REG = {
 'canallock': ('LK', (17 * 60 + 20, 21 * 60 + 50), {
  'us': ("CANAL LOCK — KEEPER'S LOG {c}, Erie Canal, Lockport flight", "Top gates ✓ · bottom gates ✓ · paddles drawn ✓ · boat through ✓", "Keeper's note: ", "Gates shut for the night {t}."),
  'gb': ("CANAL LOCK — LOCK-KEEPER'S LOG {c}, Grand Union, Hatton flight", "Gates ✓  paddles ✓  boat through ✓", "Keeper's note: ", "Paddles wound down {t}."),
  'de': ("SCHLEUSENWÄRTER — SCHLEUSENBUCH {c}, Main-Donau-Kanal", "Obertor ✓ · Untertor ✓ · Schütze gezogen ✓ · Boot durch ✓", "Notiz des Wärters: ", "Tore zu für die Nacht {t}."),
  'fr': ("ÉCLUSE — JOURNAL DE L'ÉCLUSIER {c}, canal du Midi", "Portes amont ✓ · portes aval ✓ · vantelles levées ✓ · bateau passé ✓", "Note de l'éclusier : ", "Portes fermées pour la nuit à {t}."),
  'es': ("ESCLUSA — LIBRO DEL ESCLUSERO {c}, Canal de Castilla", "Compuertas ✓ · tajaderas ✓ · barco pasado ✓", "Nota del esclusero: ", "Compuertas cerradas a las {t}."),
  'it': ("CONCA DI NAVIGAZIONE — REGISTRO DEL GUARDIANO {c}, Naviglio Pavese", "Porte a monte ✓ · porte a valle ✓ · paratoie ✓ · barca passata ✓", "Nota del guardiano: ", "Porte chiuse per la notte alle {t}."),
  'pt': ("ECLUSA — LIVRO DO ECLUSEIRO {c}, hidrovia Tietê", "Comportas ✓ · válvulas ✓ · barco passou ✓", "Nota do eclusário: ", "Comportas fechadas às {t}."),
  'ru': ("ШЛЮЗ — ЖУРНАЛ СМОТРИТЕЛЯ {c}, Беломорканал", "Верхние ворота ✓ · нижние ворота ✓ · затворы ✓ · судно прошло ✓", "Запись смотрителя: ", "Ворота закрыты на ночь в {t}."),
  'nl': ("SLUISWACHTER — SLUISLOG {c}, Zuid-Willemsvaart", "Bovendeuren ✓ · benedendeuren ✓ · schuiven open ✓ · boot door ✓", "Notitie van de sluiswachter: ", "Deuren dicht voor de nacht om {t}."),
  'pl': ("ŚLUZA — DZIENNIK ŚLUZOWEGO {c}, Kanał Augustowski", "Wrota górne ✓ · wrota dolne ✓ · zasuwy ✓ · łódź przeszła ✓", "Notatka śluzowego: ", "Wrota zamknięte na noc o {t}."),
  'ja': ("閘門日誌{c}　見沼通船堀", "上扉✓ 下扉✓ 水門板✓ 通船✓", "閘門番のメモ：", "夜間閉門 {t}"),
  'zh': ("船闸 · 闸工日志{c} · 灵渠", "上闸门✓ 下闸门✓ 闸板✓ 船已过闸✓", "闸工记录：", "夜间关闸 {t}。"),
 }),
 'aerialcabin': ('CB', (7 * 60 + 30, 9 * 60 + 20), {
  'us': ("AERIAL TRAM — CABIN CHECK SHEET {c}, Roosevelt Island line", "Doors ✓  grips ✓  brakes ✓  cabin sent up ✓", "Operator's note: ", "First cabin sent up {t}."),
  'gb': ("CABLE CAR — CABIN CHECK SHEET {c}, Thames crossing", "Doors ✓  grips ✓  rollers ✓", "Attendant's note: ", "Cabin sent up {t}."),
  'de': ("SEILBAHN — KABINENPRÜFBLATT {c}, Zugspitze", "Türen ✓ · Klemmen ✓ · Bremsen ✓ · Kabine bergwärts ✓", "Notiz des Maschinisten: ", "Erste Kabine bergwärts {t}."),
  'fr': ("TÉLÉPHÉRIQUE — FICHE DE CONTRÔLE CABINE {c}, aiguille du Midi", "Portes ✓ · pinces ✓ · freins ✓", "Note du cabinier : ", "Cabine envoyée à {t}."),
  'es': ("TELEFÉRICO — HOJA DE REVISIÓN DE CABINA {c}, Fuente Dé", "Puertas ✓ · pinzas ✓ · frenos ✓", "Nota del cabinero: ", "Cabina arriba a las {t}."),
  'it': ("FUNIVIA — SCHEDA CONTROLLO CABINA {c}, Skyway Monte Bianco", "Porte ✓ · morse ✓ · freni ✓", "Nota del cabinista: ", "Cabina in salita alle {t}."),
  'pt': ("BONDINHO — FICHA DE INSPEÇÃO DA CABINE {c}, Pão de Açúcar", "Portas ✓ · garras ✓ · freios ✓", "Nota do operador: ", "Cabine subiu às {t}."),
  'ru': ("КАНАТНАЯ ДОРОГА — ЛИСТ ОСМОТРА КАБИНЫ {c}, Роза Хутор", "Двери ✓ · зажимы ✓ · тормоза ✓", "Запись оператора: ", "Кабина отправлена наверх в {t}."),
  'nl': ("KABELBAAN — CABINECONTROLEBLAD {c}, Valkenburg", "Deuren ✓ · klemmen ✓ · remmen ✓", "Notitie van de machinist: ", "Cabine omhoog om {t}."),
  'pl': ("KOLEJ LINOWA — KARTA KONTROLI KABINY {c}, Kasprowy Wierch", "Drzwi ✓ · zaciski ✓ · hamulce ✓", "Notatka operatora: ", "Kabina wysłana w górę o {t}."),
  'ja': ("ロープウェイ 搬器点検表{c}　箱根", "扉✓ 握索機✓ ブレーキ✓", "係員メモ：", "一番搬器発車 {t}"),
  'zh': ("索道 · 轿厢检查表{c} · 黄山", "门✓ 抱索器✓ 制动✓", "司机记录：", "首班轿厢上行 {t}。"),
 }),
 'pretzel': ('PZ', (3 * 60 + 40, 6 * 60 + 30), {
  'us': ("PRETZEL BAKERY — TWISTING TALLY {c}, Reading, PA", "Dough rested · twisted · lye-dipped · salted", "Baker's note: ", "Last tray in the oven {t}."),
  'gb': ("PRETZEL BAKERY — TWISTING TALLY {c}, Borough Market", "Dough rested · twisted · lye-dipped · salted", "Baker's note: ", "Last tray out {t}."),
  'de': ("BREZELBÄCKEREI — SCHLINGLISTE {c}, Schwabing", "Teig geruht · geschlungen · gelaugt · gesalzen", "Notiz des Bäckers: ", "Letztes Blech im Ofen {t}."),
  'fr': ("BRETZELS — FEUILLE DE FAÇONNAGE {c}, Strasbourg", "Pâte reposée · torsadée · trempée · salée", "Note du boulanger : ", "Dernière plaque enfournée à {t}."),
  'es': ("PRETZELS — HOJA DE TRENZADO {c}, Lavapiés", "Masa reposada · trenzada · bañada en lejía · salada", "Nota del panadero: ", "Última bandeja al horno a las {t}."),
  'it': ("BREZEL — FOGLIO DI INTRECCIO {c}, Bolzano", "Impasto riposato · intrecciato · in soda · salato", "Nota del fornaio: ", "Ultima teglia in forno alle {t}."),
  'pt': ("PRETZELS — FICHA DE TORÇÃO {c}, Blumenau", "Massa descansada · torcida · banhada · salgada", "Nota do padeiro: ", "Última assadeira no forno às {t}."),
  'ru': ("ПЕКАРНЯ КРЕНДЕЛЕЙ — ЛИСТ ПЛЕТЕНИЯ {c}, Калининград", "Тесто отдохнуло · скручено · в щёлоке · посолено", "Запись пекаря: ", "Последний противень в печи в {t}."),
  'nl': ("PRETZELBAKKERIJ — DRAAILIJST {c}, Maastricht", "Deeg gerust · gedraaid · geloogd · gezouten", "Notitie van de bakker: ", "Laatste plaat de oven in om {t}."),
  'pl': ("PIEKARNIA PRECLI — KARTA SPLATANIA {c}, Kazimierz", "Ciasto odpoczęło · splecione · w ługu · posolone", "Notatka piekarza: ", "Ostatnia blacha w piecu o {t}."),
  'ja': ("プレッツェル工房 成形集計{c}", "生地休ませ・成形・ラウゲ・塩", "職人メモ：", "最終天板投入 {t}"),
  'zh': ("椒盐卷饼坊 · 扭制计数单{c}", "面团醒好 · 扭形 · 碱水 · 撒盐", "面包师记录：", "最后一盘入炉 {t}。"),
 }),
 'ramen': ('RB', (9 * 60 + 40, 11 * 60 + 30), {
  'us': ("RAMEN SHOP — BROTH LOG {c}, tonkotsu pot, East Village", "Bones blanched · broth skimmed · tare mixed", "Cook's note: ", "Noren up, doors open {t}."),
  'gb': ("RAMEN BAR — BROTH LOG {c}, shoyu pot, Soho", "Bones blanched · broth skimmed · tare mixed", "Cook's note: ", "Broth off the boil {t}."),
  'de': ("RAMEN-LADEN — BRÜHENPROTOKOLL {c}, Tonkotsu-Topf, Düsseldorf", "Knochen blanchiert · Brühe abgeschäumt · Tare angerührt", "Notiz des Kochs: ", "Noren raus {t}."),
  'fr': ("RAMEN — CAHIER DE BOUILLON {c}, marmite tonkotsu, rue Sainte-Anne", "Os blanchis · bouillon écumé · tare mélangé", "Note du cuisinier : ", "Noren suspendu à {t}."),
  'es': ("RAMEN — REGISTRO DE CALDO {c}, olla de tonkotsu, Barcelona", "Huesos blanqueados · caldo espumado · tare mezclado", "Nota del cocinero: ", "Noren colgado a las {t}."),
  'it': ("RAMEN — REGISTRO DEL BRODO {c}, pentola shoyu, Milano", "Ossa sbollentate · brodo schiumato · tare mescolato", "Nota del cuoco: ", "Noren appeso alle {t}."),
  'pt': ("RAMEN — REGISTRO DE CALDO {c}, panela de tonkotsu, Liberdade", "Ossos branqueados · caldo escumado · tare misturado", "Nota do cozinheiro: ", "Noren pendurado às {t}."),
  'ru': ("РАМЕННАЯ — ЖУРНАЛ БУЛЬОНА {c}, котёл тонкоцу, Петербург", "Кости бланшированы · бульон снят · таре смешан", "Запись повара: ", "Норэн вывешен в {t}."),
  'nl': ("RAMENZAAK — BOUILLONLOG {c}, tonkotsu-pan, Zeedijk", "Botten geblancheerd · bouillon afgeschuimd · tare gemengd", "Notitie van de kok: ", "Noren opgehangen om {t}."),
  'pl': ("RAMEN — DZIENNIK BULIONU {c}, gar tonkotsu, Warszawa", "Kości zblanszowane · bulion odszumowany · tare wymieszane", "Notatka kucharza: ", "Noren zawieszony o {t}."),
  'ja': ("ラーメン店 スープ記録{c}　豚骨寸胴", "骨下茹で✓ アク取り✓ タレ合わせ✓", "店主メモ：", "暖簾出し {t}"),
  'zh': ("拉面馆 · 汤头记录{c} · 豚骨锅", "骨头焯水✓ 撇沫✓ 调酱✓", "厨师记录：", "挂帘开门 {t}。"),
 }),
 'gristmill': ('WM', (15 * 60 + 30, 18 * 60 + 40), {
  'us': ("WATERMILL — GRINDING LOG {c}, Brandywine race", "Sluice opened · stones dressed · flour sacked", "Miller's note: ", "Sluice shut {t}."),
  'gb': ("WATERMILL — GRINDING LOG {c}, River Stour", "Sluice opened · stones dressed · flour sacked", "Miller's note: ", "Sluice gate down {t}."),
  'de': ("WASSERMÜHLE — MAHLBUCH {c}, Schwarzwald", "Schütz gezogen · Steine geschärft · Mehl abgesackt", "Notiz des Müllers: ", "Schütz zu {t}."),
  'fr': ("MOULIN À EAU — CAHIER DE MOUTURE {c}, Dordogne", "Vanne ouverte · meules rhabillées · farine ensachée", "Note du meunier : ", "Vanne fermée à {t}."),
  'es': ("MOLINO DE AGUA — LIBRO DE MOLIENDA {c}, río Tajo", "Compuerta abierta · piedras picadas · harina ensacada", "Nota del molinero: ", "Compuerta cerrada a las {t}."),
  'it': ("MULINO AD ACQUA — REGISTRO DI MACINA {c}, Val d'Orcia", "Paratoia aperta · macine ravvivate · farina insaccata", "Nota del mugnaio: ", "Paratoia chiusa alle {t}."),
  'pt': ("MOINHO D'ÁGUA — LIVRO DE MOAGEM {c}, Minas", "Comporta aberta · mós picadas · farinha ensacada", "Nota do moleiro: ", "Comporta fechada às {t}."),
  'ru': ("ВОДЯНАЯ МЕЛЬНИЦА — ПОМОЛЬНЫЙ ЖУРНАЛ {c}, Валдай", "Затвор открыт · жернова насечены · мука в мешках", "Запись мельника: ", "Затвор закрыт в {t}."),
  'nl': ("WATERMOLEN — MAALLOG {c}, Geul", "Schuif open · stenen gescherpt · meel gezakt", "Notitie van de molenaar: ", "Schuif dicht om {t}."),
  'pl': ("MŁYN WODNY — DZIENNIK MIELENIA {c}, Kaszuby", "Zastawka otwarta · kamienie naostrzone · mąka w workach", "Notatka młynarza: ", "Zastawka zamknięta o {t}."),
  'ja': ("水車小屋 製粉日誌{c}", "水門開✓ 石目立て✓ 袋詰め✓", "粉屋メモ：", "水門閉 {t}"),
  'zh': ("水磨坊 · 磨粉日志{c}", "开闸✓ 錾磨✓ 装袋✓", "磨坊主记录：", "关闸 {t}。"),
 }),
 'dryclean': ('DC', (16 * 60, 18 * 60 + 55), {
  'us': ("DRY CLEANERS — TICKET {c}, wool overcoat", "Stains spotted · pressed · bagged", "Counter note: ", "Ready for pickup after {t}."),
  'gb': ("DRY CLEANER'S — TICKET {c}, linen suit", "Stains spotted · pressed · bagged", "Counter note: ", "Ready after {t}."),
  'de': ("REINIGUNG — ABHOLSCHEIN {c}, Wollmantel", "Flecken vorbehandelt · gebügelt · eingetütet", "Notiz am Tresen: ", "Abholbereit ab {t}."),
  'fr': ("PRESSING — TICKET {c}, manteau en laine", "Taches détachées · repassé · housse", "Note du comptoir : ", "Prêt à partir de {t}."),
  'es': ("TINTORERÍA — RESGUARDO {c}, abrigo de lana", "Manchas tratadas · planchado · embolsado", "Nota de mostrador: ", "Listo a partir de las {t}."),
  'it': ("TINTORIA — SCONTRINO {c}, cappotto di lana", "Smacchiato · stirato · imbustato", "Nota al banco: ", "Pronto dalle {t}."),
  'pt': ("LAVANDERIA A SECO — TALÃO {c}, blazer de linho", "Manchas tratadas · passado · embalado", "Nota do balcão: ", "Pronto a partir das {t}."),
  'ru': ("ХИМЧИСТКА — КВИТАНЦИЯ {c}, шерстяное пальто", "Пятна выведены · отглажено · в чехле", "Пометка приёмщицы: ", "Готово к выдаче после {t}."),
  'nl': ("STOMERIJ — BON {c}, wollen jas", "Vlekken behandeld · geperst · in hoes", "Notitie aan de balie: ", "Klaar vanaf {t}."),
  'pl': ("PRALNIA CHEMICZNA — KWIT {c}, wełniany płaszcz", "Plamy wywabione · uprasowane · w pokrowcu", "Notatka z lady: ", "Do odbioru od {t}."),
  'ja': ("クリーニング店 預かり票{c}　ウールコート", "染み抜き✓ プレス✓ 袋詰め✓", "受付メモ：", "お渡し {t}以降"),
  'zh': ("干洗店 · 取衣单{c} · 羊毛大衣", "去渍✓ 熨烫✓ 套袋✓", "柜台记录：", "{t} 后可取。"),
 }),
 'roofer': ('RF', (15 * 60, 17 * 60 + 40), {
  'us': ("ROOFING CREW — JOB SHEET {c}, slate roof, Beacon Hill", "[x] ladder tied  [x] slates stripped  [x] flashing sealed", "Foreman's note: ", "Off the roof {t}."),
  'gb': ("ROOFER — JOB SHEET {c}, Welsh slate, terrace in Bath", "[x] ladder tied  [x] slates stripped  [x] flashing sealed", "Roofer's note: ", "Ladder down {t}."),
  'de': ("DACHDECKEREI — AUFTRAGSBLATT {c}, Schieferdach, Altstadt", "[x] Leiter gesichert  [x] Schiefer abgedeckt  [x] Blech verfugt", "Notiz des Dachdeckers: ", "Vom Dach {t}."),
  'fr': ("COUVREUR — FICHE DE CHANTIER {c}, toit en ardoise, Angers", "[x] échelle attachée  [x] ardoises déposées  [x] solin étanché", "Note du couvreur : ", "Descendu du toit à {t}."),
  'es': ("TEJADOR — PARTE DE OBRA {c}, cubierta de pizarra, León", "[x] escalera atada  [x] pizarras retiradas  [x] babero sellado", "Nota del tejador: ", "Fuera del tejado a las {t}."),
  'it': ("COPERTURE — SCHEDA DI LAVORO {c}, tetto in ardesia, Liguria", "[x] scala legata  [x] lastre rimosse  [x] scossalina sigillata", "Nota del lattoniere: ", "Giù dal tetto alle {t}."),
  'pt': ("TELHADISTA — FICHA DE SERVIÇO {c}, telhado de ardósia, Ouro Preto", "[x] escada amarrada  [x] ardósias removidas  [x] rufo vedado", "Nota do telhadista: ", "Fora do telhado às {t}."),
  'ru': ("КРОВЕЛЬЩИКИ — НАРЯД {c}, сланцевая кровля, Выборг", "[x] лестница закреплена  [x] сланец снят  [x] примыкание загерметизировано", "Запись бригадира: ", "С крыши сошли в {t}."),
  'nl': ("DAKDEKKER — WERKBON {c}, leien dak, Utrecht", "[x] ladder vastgezet  [x] leien gestript  [x] loodslab afgekit", "Notitie van de dakdekker: ", "Van het dak om {t}."),
  'pl': ("DEKARZ — KARTA ZLECENIA {c}, dach łupkowy, Wrocław", "[x] drabina przywiązana  [x] łupek zdjęty  [x] obróbka uszczelniona", "Notatka dekarza: ", "Zeszliśmy z dachu o {t}."),
  'ja': ("屋根工事 作業票{c}　天然スレート屋根", "[x] 梯子固定 [x] スレート剥がし [x] 水切りシール", "親方メモ：", "屋根から撤収 {t}"),
  'zh': ("屋面工程 · 施工单{c} · 石板瓦屋顶", "[x] 梯子绑牢 [x] 旧瓦拆除 [x] 泛水密封", "工长记录：", "下屋顶 {t}。"),
 }),
 'zipline': ('ZL', (16 * 60 + 10, 18 * 60 + 50), {
  'us': ("ZIP LINE — HARNESS LOG {c}, canopy tour, Maui", "Harness checked | trolley clipped | rider landed", "Guide's note: ", "Last rider landed {t}."),
  'gb': ("ZIP WIRE — HARNESS LOG {c}, Snowdonia quarry", "Harness checked | trolley clipped | rider landed", "Guide's note: ", "Last rider down {t}."),
  'de': ("SEILRUTSCHE — GURTPROTOKOLL {c}, Allgäu", "Gurt geprüft | Laufrolle eingehängt | gelandet", "Notiz des Guides: ", "Letzter Gast gelandet {t}."),
  'fr': ("TYROLIENNE — REGISTRE DES BAUDRIERS {c}, gorges du Verdon", "Baudrier vérifié | poulie clipsée | arrivée", "Note du moniteur : ", "Dernier passager arrivé à {t}."),
  'es': ("TIROLINA — REGISTRO DE ARNESES {c}, Picos de Europa", "Arnés revisado | polea enganchada | aterrizaje", "Nota del guía: ", "Último cliente en tierra a las {t}."),
  'it': ("ZIPLINE — REGISTRO IMBRACATURE {c}, Dolomiti", "Imbrago controllato | carrucola agganciata | atterrato", "Nota della guida: ", "Ultimo atterraggio alle {t}."),
  'pt': ("TIROLESA — REGISTRO DE CADEIRINHAS {c}, Chapada dos Veadeiros", "Cadeirinha conferida | roldana presa | pouso", "Nota do monitor: ", "Último pouso às {t}."),
  'ru': ("ЗИПЛАЙН — ЖУРНАЛ СТРАХОВОК {c}, Сочи", "Обвязка проверена | ролик пристёгнут | спуск завершён", "Запись инструктора: ", "Последний спуск в {t}."),
  'nl': ("TOKKELBAAN — TUIGLOG {c}, Ardennen", "Tuig gecontroleerd | katrol ingehaakt | geland", "Notitie van de begeleider: ", "Laatste deelnemer geland om {t}."),
  'pl': ("TYROLKA — DZIENNIK UPRZĘŻY {c}, Pieniny", "Uprząż sprawdzona | bloczek wpięty | lądowanie", "Notatka instruktora: ", "Ostatni zjazd o {t}."),
  'ja': ("ジップライン ハーネス記録{c}　高原コース", "ハーネス点検｜トロリー装着｜着地", "ガイドメモ：", "最終着地 {t}"),
  'zh': ("高空滑索 · 安全带记录{c} · 张家界", "安全带检查｜滑轮挂好｜落地", "教练记录：", "最后一位落地 {t}。"),
 }),
 'telegraph': ('TF', (9 * 60 + 5, 19 * 60 + 55), {
  'us': ("WESTERN TELEGRAPH — MESSAGE FORM {c}, Dodge City office", "Received ✓  counted ✓  delivered ✓", "Clerk's remarks: ", "Delivered by messenger {t}."),
  'gb': ("GPO TELEGRAPHS — INLAND MESSAGE FORM {c}, Charing Cross", "Received ✓  counted ✓  delivered ✓", "Counter clerk's remarks: ", "Delivered {t}."),
  'de': ("TELEGRAFENAMT — AUFGABEFORMULAR {c}, Hauptpost Leipzig", "Aufgenommen ✓  gezählt ✓  zugestellt ✓", "Vermerk des Beamten: ", "Zugestellt {t}."),
  'fr': ("TÉLÉGRAPHE — FORMULAIRE DE DÉPÊCHE {c}, bureau de la Bourse", "Reçu ✓  compté ✓  remis ✓", "Mention de l'agent : ", "Remis à {t}."),
  'es': ("TELÉGRAFOS — IMPRESO DE TELEGRAMA {c}, oficina de Cibeles", "Recibido ✓  contado ✓  entregado ✓", "Nota del oficial: ", "Entregado a las {t}."),
  'it': ("TELEGRAFO — MODULO DI TELEGRAMMA {c}, ufficio di piazza Cordusio", "Ricevuto ✓  contato ✓  recapitato ✓", "Annotazione dell'impiegato: ", "Recapitato alle {t}."),
  'pt': ("TELÉGRAFO — FORMULÁRIO DE TELEGRAMA {c}, agência Tiradentes", "Recebido ✓  contado ✓  entregue ✓", "Nota do telegrafista: ", "Entregue às {t}."),
  'ru': ("ТЕЛЕГРАФ — ТЕЛЕГРАФНЫЙ БЛАНК {c}, Центральный телеграф", "Принято ✓  подсчитано ✓  доставлено ✓", "Отметка телеграфиста: ", "Доставлено в {t}."),
  'nl': ("TELEGRAAFKANTOOR — TELEGRAMFORMULIER {c}, kantoor Dam", "Ontvangen ✓  geteld ✓  bezorgd ✓", "Aantekening van de beambte: ", "Bezorgd om {t}."),
  'pl': ("TELEGRAF — BLANKIET TELEGRAMU {c}, urząd przy Świętokrzyskiej", "Przyjęto ✓  policzono ✓  doręczono ✓", "Adnotacja urzędnika: ", "Doręczono o {t}."),
  'ja': ("電報局 電報頼信紙{c}", "受付✓ 字数計算✓ 配達✓", "係員記事：", "配達済 {t}"),
  'zh': ("电报局 · 电报稿纸{c}", "收报✓ 计字✓ 投递✓", "报务员附注：", "已投递 {t}。"),
 }),
 'husky': ('HK', (19 * 60 + 30, 22 * 60 + 10), {
  'us': ("HUSKY KENNEL — FEEDING SHEET {c}, Two Rivers, Alaska", "Dogs fed ✓  paws checked ✓  sleds stowed ✓", "Musher's note: ", "Kennel lights out {t}."),
  'gb': ("HUSKY KENNEL — FEEDING SHEET {c}, Cairngorms", "Dogs fed ✓  paws checked ✓  sleds stowed ✓", "Handler's note: ", "Lights out {t}."),
  'de': ("HUSKY-ZWINGER — FÜTTERUNGSBLATT {c}, Bayerischer Wald", "Hunde gefüttert ✓  Pfoten geprüft ✓  Schlitten verstaut ✓", "Notiz des Mushers: ", "Licht aus im Zwinger {t}."),
  'fr': ("CHENIL DE HUSKIES — FICHE DE NOURRISSAGE {c}, Vercors", "Chiens nourris ✓  pattes vérifiées ✓  traîneaux rangés ✓", "Note du musher : ", "Extinction au chenil à {t}."),
  'es': ("PERRERA DE HUSKIES — HOJA DE COMIDAS {c}, Valle de Arán", "Perros comidos ✓  patas revisadas ✓  trineos guardados ✓", "Nota del musher: ", "Luces apagadas a las {t}."),
  'it': ("CANILE HUSKY — SCHEDA PASTI {c}, Livigno", "Cani nutriti ✓  zampe controllate ✓  slitte riposte ✓", "Nota del musher: ", "Luci spente alle {t}."),
  'pt': ("CANIL DE HUSKIES — FICHA DE RAÇÃO {c}, serra catarinense", "Cães alimentados ✓  patas vistas ✓  trenós guardados ✓", "Nota do musher: ", "Luzes apagadas às {t}."),
  'ru': ("ПИТОМНИК ХАСКИ — ЛИСТ КОРМЛЕНИЯ {c}, Карелия", "Собаки накормлены ✓  лапы осмотрены ✓  нарты убраны ✓", "Запись каюра: ", "Свет в вольерах погашен в {t}."),
  'nl': ("HUSKYKENNEL — VOERLIJST {c}, Lapland-kamp", "Honden gevoerd ✓  poten gecheckt ✓  sleeën opgeborgen ✓", "Notitie van de musher: ", "Licht uit om {t}."),
  'pl': ("PSIARNIA HUSKY — KARTA KARMIENIA {c}, Bieszczady", "Psy nakarmione ✓  łapy sprawdzone ✓  sanie schowane ✓", "Notatka maszera: ", "Światło zgaszone o {t}."),
  'ja': ("ハスキー犬舎 給餌表{c}　北海道", "給餌✓ 肉球点検✓ 犬ぞり格納✓", "マッシャーメモ：", "消灯 {t}"),
  'zh': ("哈士奇犬舍 · 喂食表{c} · 漠河", "喂食✓ 查爪✓ 雪橇入库✓", "雪橇手记录：", "熄灯 {t}。"),
 }),
 'yurt': ('YR', (10 * 60, 12 * 60), {
  'us': ("YURT RENTALS — RENTAL SLIP {c}, Big Sur ridge", "Felt aired · stove swept · keys returned", "Host's note: ", "Keys handed back {t}."),
  'gb': ("YURT HIRE — HIRE SLIP {c}, Dartmoor meadow", "Felt aired · stove swept · keys returned", "Warden's note: ", "Keys returned {t}."),
  'de': ("JURTENVERLEIH — MIETZETTEL {c}, Uckermark", "Filz gelüftet · Ofen gefegt · Schlüssel zurück", "Notiz des Vermieters: ", "Schlüssel abgegeben {t}."),
  'fr': ("LOCATION DE YOURTES — BON DE LOCATION {c}, Cévennes", "Feutre aéré · poêle ramoné · clés rendues", "Note de l'hôte : ", "Clés rendues à {t}."),
  'es': ("ALQUILER DE YURTAS — RESGUARDO {c}, Pirineo", "Fieltro aireado · estufa barrida · llaves devueltas", "Nota del anfitrión: ", "Llaves devueltas a las {t}."),
  'it': ("NOLEGGIO YURTE — RICEVUTA {c}, Appennino", "Feltro arieggiato · stufa pulita · chiavi rese", "Nota dell'host: ", "Chiavi riconsegnate alle {t}."),
  'pt': ("ALUGUEL DE IURTAS — RECIBO {c}, Serra da Mantiqueira", "Feltro arejado · fogão limpo · chaves devolvidas", "Nota do anfitrião: ", "Chaves devolvidas às {t}."),
  'ru': ("ПРОКАТ ЮРТ — КВИТАНЦИЯ {c}, Алтай", "Войлок проветрен · печь выметена · ключи сданы", "Запись хозяина: ", "Ключи сданы в {t}."),
  'nl': ("JOERTVERHUUR — HUURBON {c}, Drenthe", "Vilt gelucht · kachel geveegd · sleutels terug", "Notitie van de verhuurder: ", "Sleutels ingeleverd om {t}."),
  'pl': ("WYPOŻYCZALNIA JURT — POKWITOWANIE {c}, Mazury", "Filc przewietrzony · piec wymieciony · klucze zwrócone", "Notatka gospodarza: ", "Klucze oddane o {t}."),
  'ja': ("ゲル貸出 貸出票{c}　八ヶ岳", "フェルト干し・ストーブ掃除・鍵返却", "管理人メモ：", "鍵返却 {t}"),
  'zh': ("蒙古包租赁 · 租用单{c} · 呼伦贝尔", "毡子晾晒 · 炉子清扫 · 钥匙归还", "管理员记录：", "钥匙归还 {t}。"),
 }),
 'bellfound': ('BF', (13 * 60 + 10, 17 * 60 + 50), {
  'us': ("BELL FOUNDRY — POUR CARD {c}, carillon bell, Cincinnati", "Mould dried | bronze poured | bell tuned", "Founder's note: ", "Off the tuning lathe {t}."),
  'gb': ("BELL FOUNDRY — POUR CARD {c}, ring of bells, Loughborough", "Mould dried | bronze poured | bell tuned", "Founder's note: ", "Tuning done {t}."),
  'de': ("GLOCKENGIESSEREI — GUSSKARTE {c}, Kirchenglocke, Passau", "Form getrocknet | Bronze gegossen | Glocke gestimmt", "Notiz des Gießers: ", "Von der Stimmbank {t}."),
  'fr': ("FONDERIE DE CLOCHES — FICHE DE COULÉE {c}, Villedieu", "Moule séché | bronze coulé | cloche accordée", "Note du fondeur : ", "Accord terminé à {t}."),
  'es': ("FUNDICIÓN DE CAMPANAS — FICHA DE COLADA {c}, Cantabria", "Molde secado | bronce colado | campana afinada", "Nota del fundidor: ", "Afinación terminada a las {t}."),
  'it': ("FONDERIA DI CAMPANE — SCHEDA DI COLATA {c}, Agnone", "Forma essiccata | bronzo colato | campana intonata", "Nota del fonditore: ", "Accordatura chiusa alle {t}."),
  'pt': ("FUNDIÇÃO DE SINOS — FICHA DE FUNDIÇÃO {c}, Minas Gerais", "Molde seco | bronze vazado | sino afinado", "Nota do fundidor: ", "Afinação concluída às {t}."),
  'ru': ("КОЛОКОЛОЛИТЕЙНЫЙ ДВОР — КАРТА ОТЛИВКИ {c}, Тутаев", "Форма просушена | бронза залита | колокол настроен", "Запись литейщика: ", "Настройка закончена в {t}."),
  'nl': ("KLOKKENGIETERIJ — GIETKAART {c}, Asten", "Mal gedroogd | brons gegoten | klok gestemd", "Notitie van de gieter: ", "Van de stembank om {t}."),
  'pl': ("LUDWISARNIA — KARTA ODLEWU {c}, Przemyśl", "Forma wysuszona | brąz wlany | dzwon nastrojony", "Notatka ludwisarza: ", "Strojenie skończone o {t}."),
  'ja': ("鐘鋳造所 鋳込みカード{c}　高岡", "鋳型乾燥｜青銅注湯｜調律", "鋳物師メモ：", "調律完了 {t}"),
  'zh': ("铸钟厂 · 浇铸卡{c} · 梵钟", "铸型烘干｜青铜浇注｜调音", "铸工记录：", "调音完毕 {t}。"),
 }),
}
MARK = re.compile(r'⟦([^⟦⟧@]+)@([^⟦⟧]+)⟧')


def shown(text):
    return MARK.sub(lambda m: m.group(1), text)


def A(c, l, loc, reg, note, unit_note=None, omit=None, f='auto'):
    lang = LANG[loc]
    if lang in SEP:
        note = re.sub(r'(?<=\d)_(?=\d)', SEP[lang], note)
    prefix, (lo, hi), layouts = REG[reg]
    head, furn, label, close = layouts[lang]
    crc = zlib.crc32(f'{c}|{l}|{loc}|{reg}|{note}'.encode())
    code = f'{prefix}{100 + crc % 900}'
    minute = lo + (crc // 900) % ((hi - lo) // 5 + 1) * 5
    t = f'{minute // 60:02d}:{minute % 60:02d}'
    lines = [head.format(c=code), furn, label + note, close.format(t=t)]
    text = '\n'.join(lines)
    if f is False or (f == 'auto' and len(shown(text)) > 320):
        text = '\n'.join([lines[0], lines[2], lines[3]])
    style = f'{loc} {reg}' + (f' omit={omit}' if omit else '')
    return dict(c=c, l=l, s=style, loc=loc, t=text, allow=[], unit_note=unit_note, omit=omit)
