"""Register layouts of blind set 67 (written from scratch): twelve trades, each with a header (trade, sheet,
letter-prefixed code, place), one furniture line of its own three checks, the writer's note label and a closing
line with a clock time in the trade's own hours, in all twelve locales. No trade number is ever written: only the
code (glued to its letters) and the HH:MM clock time.

A(case, label, locale, register, note, unit_note=None, omit=None, f='auto') builds the builder's entry dict. In the
note '_' between two digits becomes the locale's group separator (U+202F fr, U+00A0 ru/pl). Code, place and clock time
are picked by a CRC of the note, so they are stable across builds. f='auto' drops the furniture line only when the
answer would pass 320 characters; f=False drops it always."""
import re
import zlib

LANG = {'en-US': 'en', 'en-GB': 'en', 'de-DE': 'de', 'fr-FR': 'fr', 'es-ES': 'es', 'it-IT': 'it', 'pt-BR': 'pt',
        'ru-RU': 'ru', 'nl-NL': 'nl', 'pl-PL': 'pl', 'ja-JP': 'ja', 'zh-CN': 'zh'}
SEP = {'fr-FR': '\u202f', 'ru-RU': '\u00a0', 'pl-PL': '\u00a0'}


def _hours(a, b, step=7):
    """Clock times from a to b (HH:MM, may wrap past midnight), every `step` minutes."""
    ha, ma = map(int, a.split(':'))
    hb, mb = map(int, b.split(':'))
    s, e = ha * 60 + ma, hb * 60 + mb
    if e < s:
        e += 24 * 60
    return [f'{(m // 60) % 24:02d}:{m % 60:02d}' for m in range(s, e + 1, step)]


# register -> code prefix, code range, closing hours
CODE = {
    'ciderpress': ('CP', 110, 980, _hours('15:10', '18:40')),
    'creamery': ('CM', 120, 960, _hours('06:20', '10:15')),
    'petshop': ('PT', 105, 975, _hours('17:30', '19:50')),
    'tvrepair': ('TV', 130, 990, _hours('10:05', '17:40')),
    'bicycle': ('BK', 140, 970, _hours('11:30', '18:20')),
    'limousine': ('LX', 115, 985, _hours('23:05', '02:40')),
    'ambulance': ('AM', 125, 955, _hours('06:40', '07:25', 3) + _hours('18:40', '19:25', 3)),
    'fireengine': ('FE', 150, 995, _hours('07:50', '09:40')),
    'seaplane': ('SP', 135, 965, _hours('16:10', '19:45')),
    'blimp': ('BL', 145, 940, _hours('19:30', '22:40')),
    'observatory': ('OB', 160, 990, _hours('04:10', '06:35')),
    'whalewatch': ('WW', 170, 980, _hours('12:20', '16:50')),
}

# register -> lang -> (header, furniture, note label, closing with {t})
R = {
 'ciderpress': {
  'en': ('CIDER PRESS — BATCH CARD', 'Apples milled ✓ · cheese built ✓ · juice casked ✓', 'Press-house note:', 'Juice casked at {t}.'),
  'de': ('MOSTEREI — CHARGENKARTE', 'Äpfel gemahlen ✓ · Kuchen gepackt ✓ · Saft im Fass ✓', 'Notiz vom Kelterhaus:', 'Ins Fass um {t}.'),
  'fr': ('CIDRERIE — FICHE DE PRESSÉE', 'Pommes broyées ✓ · marc monté ✓ · jus entonné ✓', 'Note du pressoir :', 'Mis en fût à {t}.'),
  'es': ('LAGAR DE SIDRA — FICHA DE PRENSADA', 'Manzana molida ✓ · masa armada ✓ · mosto en barrica ✓', 'Nota del llagar:', 'Embarricado a las {t}.'),
  'it': ('SIDRERIA — SCHEDA DI TORCHIATURA', 'Mele macinate ✓ · pila montata ✓ · succo in botte ✓', 'Nota del torchio:', 'In botte alle {t}.'),
  'pt': ('SIDRARIA — FICHA DE PRENSAGEM', 'Maçãs moídas ✓ · bagaço montado ✓ · suco no barril ✓', 'Nota da prensa:', 'No barril às {t}.'),
  'ru': ('СИДРОВЫЙ ПРЕСС — КАРТА ПАРТИИ', 'Яблоки смолоты ✓ · пакет собран ✓ · сок в бочке ✓', 'Заметка прессовщика:', 'Сок в бочке в {t}.'),
  'nl': ('CIDERPERS — PERSKAART', 'Appels gemalen ✓ · koek gestapeld ✓ · sap op vat ✓', 'Notitie van de pers:', 'Op vat om {t}.'),
  'pl': ('TŁOCZNIA CYDRU — KARTA PARTII', 'Jabłka zmielone ✓ · pakiet ułożony ✓ · sok w beczce ✓', 'Notatka z tłoczni:', 'Sok w beczce o {t}.'),
  'ja': ('シードル搾汁所 バッチカード', 'リンゴ粉砕 ✓ · 圧搾台組み ✓ · 樽詰め ✓', '搾汁係メモ：', '{t} 樽詰め完了。'),
  'zh': ('苹果酒压榨坊 · 批次卡', '苹果磨碎 ✓ · 果饼叠好 ✓ · 果汁入桶 ✓', '压榨工备注：', '{t} 入桶。'),
 },
 'creamery': {
  'en': ('CREAMERY — CHURN SHEET', 'Cream ripened ✓ · churned ✓ · butter worked ✓', 'Dairy note:', 'Butter worked and wrapped at {t}.'),
  'de': ('MOLKEREI — BUTTERFASSBLATT', 'Rahm gereift ✓ · gebuttert ✓ · Butter geknetet ✓', 'Notiz der Molkerei:', 'Butter geknetet um {t}.'),
  'fr': ('BEURRERIE — FEUILLE DE BARATTE', 'Crème maturée ✓ · barattée ✓ · beurre malaxé ✓', 'Note de laiterie :', 'Beurre malaxé à {t}.'),
  'es': ('MANTEQUERÍA — HOJA DE MANTEQUERA', 'Nata madurada ✓ · batida ✓ · mantequilla amasada ✓', 'Nota de la lechería:', 'Mantequilla amasada a las {t}.'),
  'it': ('CASEIFICIO — FOGLIO DI ZANGOLATURA', 'Panna maturata ✓ · zangolata ✓ · burro lavorato ✓', 'Nota del caseificio:', 'Burro lavorato alle {t}.'),
  'pt': ('LATICÍNIO — FICHA DA BATEDEIRA', 'Creme maturado ✓ · batido ✓ · manteiga trabalhada ✓', 'Nota do laticínio:', 'Manteiga trabalhada às {t}.'),
  'ru': ('МАСЛОДЕЛЬНЯ — ЛИСТ МАСЛОБОЙКИ', 'Сливки созрели ✓ · сбиты ✓ · масло отжато ✓', 'Заметка маслодела:', 'Масло отжато в {t}.'),
  'nl': ('BOTERMAKERIJ — KARNBLAD', 'Room gerijpt ✓ · gekarnd ✓ · boter gekneed ✓', 'Notitie van de zuivel:', 'Boter gekneed om {t}.'),
  'pl': ('MLECZARNIA — KARTA MASŁA', 'Śmietana dojrzała ✓ · zbita ✓ · masło wyrobione ✓', 'Notatka mleczarza:', 'Masło wyrobione o {t}.'),
  'ja': ('バター工房 チャーン記録', 'クリーム熟成 ✓ · チャーン ✓ · 練り上げ ✓', '工房メモ：', '{t} 練り上げ完了。'),
  'zh': ('黄油坊 · 搅乳记录', '奶油熟化 ✓ · 搅乳 ✓ · 揉制 ✓', '乳品工备注：', '{t} 揉制完毕。'),
 },
 'petshop': {
  'en': ('PET SHOP — FEEDING CHART', '[x] tanks checked  [x] seed topped up  [x] cages cleaned', 'Counter note:', 'Cages cleaned, lights off at {t}.'),
  'de': ('ZOOHANDLUNG — FÜTTERUNGSPLAN', '[x] Becken geprüft  [x] Körner nachgefüllt  [x] Käfige gereinigt', 'Notiz vom Tresen:', 'Käfige sauber, Licht aus um {t}.'),
  'fr': ('ANIMALERIE — FICHE DE NOURRISSAGE', '[x] bacs vérifiés  [x] graines complétées  [x] cages nettoyées', 'Note du comptoir :', 'Cages nettoyées, fermeture à {t}.'),
  'es': ('TIENDA DE ANIMALES — TABLA DE COMIDAS', '[x] peceras revisadas  [x] alpiste repuesto  [x] jaulas limpias', 'Nota del mostrador:', 'Jaulas limpias, cierre a las {t}.'),
  'it': ('NEGOZIO DI ANIMALI — TABELLA PASTI', '[x] vasche controllate  [x] semi rabboccati  [x] gabbie pulite', 'Nota del banco:', 'Gabbie pulite, chiusura alle {t}.'),
  'pt': ('PET SHOP — TABELA DE ALIMENTAÇÃO', '[x] aquários conferidos  [x] alpiste reposto  [x] gaiolas limpas', 'Nota do balcão:', 'Gaiolas limpas, fechamento às {t}.'),
  'ru': ('ЗООМАГАЗИН — ГРАФИК КОРМЛЕНИЯ', '[x] аквариумы проверены  [x] зерно досыпано  [x] клетки вычищены', 'Заметка продавца:', 'Клетки вычищены, закрылись в {t}.'),
  'nl': ('DIERENWINKEL — VOERSCHEMA', '[x] bakken gecontroleerd  [x] zaad bijgevuld  [x] kooien schoon', 'Notitie van de toonbank:', 'Kooien schoon, dicht om {t}.'),
  'pl': ('SKLEP ZOOLOGICZNY — GRAFIK KARMIENIA', '[x] akwaria sprawdzone  [x] ziarno dosypane  [x] klatki czyste', 'Notatka zza lady:', 'Klatki czyste, zamknięte o {t}.'),
  'ja': ('ペットショップ 給餌表', '[x] 水槽確認 [x] 餌補充 [x] ケージ清掃', '店員メモ：', '{t} ケージ清掃、消灯。'),
  'zh': ('宠物店 · 喂食表', '[x] 鱼缸检查 [x] 鸟食添满 [x] 笼子清洁', '店员备注：', '{t} 笼子清洁，熄灯。'),
 },
 'tvrepair': {
  'en': ('TV REPAIR — JOB TICKET', 'Back off · capacitors replaced · picture tested', 'Bench note:', 'Picture tested, ticket closed {t}.'),
  'de': ('FERNSEHREPARATUR — AUFTRAGSSCHEIN', 'Rückwand ab · Kondensatoren ersetzt · Bild geprüft', 'Werkbanknotiz:', 'Bild geprüft, Schein zu um {t}.'),
  'fr': ("DÉPANNAGE TÉLÉ — BON D'INTERVENTION", 'Capot déposé · condensateurs changés · image testée', "Note d'établi :", 'Image testée, bon clos à {t}.'),
  'es': ('REPARACIÓN DE TELEVISORES — PARTE DE TALLER', 'Tapa fuera · condensadores cambiados · imagen probada', 'Nota del banco:', 'Imagen probada, parte cerrado a las {t}.'),
  'it': ('RIPARAZIONE TV — BOLLA DI LAVORO', 'Retro aperto · condensatori sostituiti · immagine provata', 'Nota di banco:', 'Immagine provata, bolla chiusa alle {t}.'),
  'pt': ('CONSERTO DE TV — ORDEM DE SERVIÇO', 'Tampa aberta · capacitores trocados · imagem testada', 'Nota da bancada:', 'Imagem testada, ordem fechada às {t}.'),
  'ru': ('РЕМОНТ ТЕЛЕВИЗОРОВ — КВИТАНЦИЯ', 'Крышка снята · конденсаторы заменены · картинка проверена', 'Заметка мастера:', 'Картинка проверена, квитанция закрыта в {t}.'),
  'nl': ('TV-REPARATIE — WERKBON', 'Achterwand eraf · condensatoren vervangen · beeld getest', 'Notitie van de werkbank:', 'Beeld getest, bon dicht om {t}.'),
  'pl': ('NAPRAWA TELEWIZORÓW — KWIT SERWISOWY', 'Tył zdjęty · kondensatory wymienione · obraz sprawdzony', 'Notatka serwisanta:', 'Obraz sprawdzony, kwit zamknięty o {t}.'),
  'ja': ('テレビ修理 修理票', '裏蓋外し · コンデンサ交換 · 映り確認', '作業台メモ：', '{t} 映り確認、票を閉じる。'),
  'zh': ('电视维修 · 维修单', '拆后盖 · 换电容 · 试画面', '维修台备注：', '{t} 画面测试完毕，结单。'),
 },
 'bicycle': {
  'en': ('BIKE SHOP — REPAIR TAG', '✓ tires seated ✓ brakes bled ✓ gears indexed', "Mechanic's note:", 'Tag on the bars at {t}.'),
  'de': ('FAHRRADWERKSTATT — REPARATURANHÄNGER', '✓ Reifen sitzen ✓ Bremsen entlüftet ✓ Schaltung justiert', 'Notiz des Mechanikers:', 'Anhänger am Lenker um {t}.'),
  'fr': ('ATELIER VÉLO — ÉTIQUETTE DE RÉPARATION', '✓ pneus en place ✓ freins purgés ✓ vitesses réglées', 'Note du mécano :', 'Étiquette au guidon à {t}.'),
  'es': ('TALLER DE BICIS — ETIQUETA DE REPARACIÓN', '✓ cubiertas asentadas ✓ frenos purgados ✓ cambios ajustados', 'Nota del mecánico:', 'Etiqueta en el manillar a las {t}.'),
  'it': ('CICLOFFICINA — CARTELLINO DI RIPARAZIONE', '✓ copertoni in sede ✓ freni spurgati ✓ cambio registrato', 'Nota del meccanico:', 'Cartellino al manubrio alle {t}.'),
  'pt': ('OFICINA DE BICICLETAS — ETIQUETA DE REPARO', '✓ pneus assentados ✓ freios sangrados ✓ marchas ajustadas', 'Nota do mecânico:', 'Etiqueta no guidão às {t}.'),
  'ru': ('ВЕЛОМАСТЕРСКАЯ — БИРКА РЕМОНТА', '✓ покрышки сели ✓ тормоза прокачаны ✓ передачи выставлены', 'Заметка механика:', 'Бирка на руле в {t}.'),
  'nl': ('FIETSENMAKER — REPARATIELABEL', '✓ banden gelegd ✓ remmen ontlucht ✓ versnellingen afgesteld', 'Notitie van de monteur:', 'Label aan het stuur om {t}.'),
  'pl': ('SERWIS ROWEROWY — ZAWIESZKA NAPRAWY', '✓ opony osadzone ✓ hamulce odpowietrzone ✓ przerzutki ustawione', 'Notatka mechanika:', 'Zawieszka na kierownicy o {t}.'),
  'ja': ('自転車店 修理タグ', '✓ タイヤ装着 ✓ ブレーキエア抜き ✓ 変速調整', '整備メモ：', '{t} タグをハンドルに。'),
  'zh': ('自行车行 · 维修吊牌', '✓ 轮胎装好 ✓ 刹车排气 ✓ 变速调校', '技师备注：', '{t} 吊牌挂上车把。'),
 },
 'limousine': {
  'en': ('LIMOUSINE SERVICE — DISPATCH SHEET', 'Car valeted | bar stocked | guests dropped', "Chauffeur's note:", 'Guests dropped, car garaged at {t}.'),
  'de': ('LIMOUSINENSERVICE — EINSATZBLATT', 'Wagen aufbereitet | Bar bestückt | Gäste abgesetzt', 'Notiz des Chauffeurs:', 'Gäste abgesetzt, Wagen in der Garage um {t}.'),
  'fr': ('SERVICE DE LIMOUSINES — FEUILLE DE COURSE', 'Voiture préparée | bar garni | clients déposés', 'Note du chauffeur :', 'Clients déposés, voiture rentrée à {t}.'),
  'es': ('SERVICIO DE LIMUSINAS — HOJA DE SERVICIO', 'Coche preparado | bar surtido | clientes dejados', 'Nota del chófer:', 'Clientes dejados, coche en cochera a las {t}.'),
  'it': ('NOLEGGIO LIMOUSINE — FOGLIO DI SERVIZIO', 'Auto preparata | bar rifornito | ospiti lasciati', "Nota dell'autista:", 'Ospiti lasciati, auto in rimessa alle {t}.'),
  'pt': ('SERVIÇO DE LIMUSINE — FOLHA DE DESPACHO', 'Carro preparado | bar abastecido | passageiros deixados', 'Nota do motorista:', 'Passageiros deixados, carro na garagem às {t}.'),
  'ru': ('ЛИМУЗИН-СЕРВИС — ПУТЕВОЙ ЛИСТ', 'Машина подготовлена | бар пополнен | гости доставлены', 'Заметка водителя:', 'Гости доставлены, машина в гараже в {t}.'),
  'nl': ('LIMOUSINESERVICE — RITBLAD', 'Wagen gepoetst | bar aangevuld | gasten afgezet', 'Notitie van de chauffeur:', 'Gasten afgezet, wagen binnen om {t}.'),
  'pl': ('WYNAJEM LIMUZYN — KARTA KURSU', 'Auto przygotowane | barek uzupełniony | goście odwiezieni', 'Notatka kierowcy:', 'Goście odwiezieni, auto w garażu o {t}.'),
  'ja': ('リムジンサービス 配車表', '車内清掃 | バー補充 | お客様送迎', '運転手メモ：', '{t} 送迎終了、車庫入れ。'),
  'zh': ('豪华轿车服务 · 派车单', '车辆清洁 | 吧台补货 | 客人送达', '司机备注：', '{t} 客人送达，车辆入库。'),
 },
 'ambulance': {
  'en': ('AMBULANCE STATION — VEHICLE CHECKLIST', '[x] oxygen checked  [x] stretcher locked  [x] vehicle restocked', 'Crew note:', 'Checklist signed at shift change, {t}.'),
  'de': ('RETTUNGSWACHE — FAHRZEUGCHECKLISTE', '[x] Sauerstoff geprüft  [x] Trage arretiert  [x] Fahrzeug aufgefüllt', 'Notiz der Besatzung:', 'Checkliste beim Schichtwechsel unterschrieben, {t}.'),
  'fr': ("POSTE D'AMBULANCES — CHECK-LIST VÉHICULE", '[x] oxygène vérifié  [x] brancard verrouillé  [x] véhicule réassorti', "Note de l'équipage :", 'Check-list signée à la relève, {t}.'),
  'es': ('BASE DE AMBULANCIAS — LISTA DE COMPROBACIÓN', '[x] oxígeno revisado  [x] camilla anclada  [x] vehículo repuesto', 'Nota de la dotación:', 'Lista firmada en el relevo, {t}.'),
  'it': ('POSTAZIONE AMBULANZE — CHECKLIST MEZZO', '[x] ossigeno controllato  [x] barella bloccata  [x] mezzo rifornito', "Nota dell'equipaggio:", 'Checklist firmata al cambio turno, {t}.'),
  'pt': ('BASE DO SAMU — CHECKLIST DA VIATURA', '[x] oxigênio conferido  [x] maca travada  [x] viatura reabastecida', 'Nota da equipe:', 'Checklist assinado na troca de plantão, {t}.'),
  'ru': ('ПОДСТАНЦИЯ СКОРОЙ — ЧЕК-ЛИСТ МАШИНЫ', '[x] кислород проверен  [x] носилки закреплены  [x] машина доукомплектована', 'Заметка бригады:', 'Чек-лист подписан при пересменке, {t}.'),
  'nl': ('AMBULANCEPOST — VOERTUIGCHECKLIST', '[x] zuurstof gecontroleerd  [x] brancard vergrendeld  [x] wagen aangevuld', 'Notitie van de bemanning:', 'Checklist getekend bij de wissel, {t}.'),
  'pl': ('STACJA POGOTOWIA — LISTA KONTROLNA KARETKI', '[x] tlen sprawdzony  [x] nosze zablokowane  [x] karetka uzupełniona', 'Notatka zespołu:', 'Lista podpisana przy zmianie, {t}.'),
  'ja': ('救急隊 車両点検表', '[x] 酸素確認 [x] ストレッチャー固定 [x] 資器材補充', '隊員メモ：', '{t} 交代時に点検表へ署名。'),
  'zh': ('急救站 · 车辆检查表', '[x] 氧气检查 [x] 担架锁定 [x] 物资补齐', '车组备注：', '{t} 交接班签字。'),
 },
 'fireengine': {
  'en': ('FIRE STATION — PUMP CHECK', 'Pump primed ✓  hoses rolled ✓  tank topped ✓', 'Watch-room note:', 'Engine back in service at {t}.'),
  'de': ('FEUERWACHE — PUMPENPRÜFUNG', 'Pumpe entlüftet ✓  Schläuche gerollt ✓  Tank voll ✓', 'Notiz der Wache:', 'Fahrzeug einsatzbereit um {t}.'),
  'fr': ('CASERNE DE POMPIERS — CONTRÔLE DE POMPE', 'Pompe amorcée ✓  tuyaux roulés ✓  citerne pleine ✓', 'Note du poste :', 'Engin disponible à {t}.'),
  'es': ('PARQUE DE BOMBEROS — REVISIÓN DE BOMBA', 'Bomba cebada ✓  mangueras enrolladas ✓  cisterna llena ✓', 'Nota del parque:', 'Vehículo operativo a las {t}.'),
  'it': ('CASERMA DEI POMPIERI — PROVA POMPA', 'Pompa adescata ✓  manichette arrotolate ✓  serbatoio pieno ✓', 'Nota della caserma:', 'Mezzo operativo alle {t}.'),
  'pt': ('QUARTEL DE BOMBEIROS — TESTE DE BOMBA', 'Bomba escorvada ✓  mangueiras enroladas ✓  tanque cheio ✓', 'Nota do quartel:', 'Viatura pronta às {t}.'),
  'ru': ('ПОЖАРНАЯ ЧАСТЬ — ПРОВЕРКА НАСОСА', 'Насос залит ✓  рукава скатаны ✓  цистерна полна ✓', 'Заметка караула:', 'Машина в боевом расчёте в {t}.'),
  'nl': ('BRANDWEERKAZERNE — POMPCONTROLE', 'Pomp gevuld ✓  slangen gerold ✓  tank vol ✓', 'Notitie van de post:', 'Wagen inzetbaar om {t}.'),
  'pl': ('STRAŻ POŻARNA — KONTROLA POMPY', 'Pompa zalana ✓  węże zwinięte ✓  zbiornik pełny ✓', 'Notatka dyżurnego:', 'Wóz gotowy o {t}.'),
  'ja': ('消防署 ポンプ点検表', 'ポンプ呼び水 ✓  ホース巻き ✓  水槽満水 ✓', '当番メモ：', '{t} 出動可能。'),
  'zh': ('消防站 · 水泵检查表', '水泵引水 ✓  水带卷好 ✓  水罐加满 ✓', '值班备注：', '{t} 车辆备勤。'),
 },
 'seaplane': {
  'en': ('SEAPLANE DOCK — DOCK LOG', 'Floats pumped · moorings cast off · aircraft docked', "Dockhand's note:", 'Aircraft docked and tied at {t}.'),
  'de': ('WASSERFLUGSTATION — STEGBUCH', 'Schwimmer gelenzt · Leinen los · Flugzeug am Steg', 'Notiz vom Steg:', 'Flugzeug vertäut um {t}.'),
  'fr': ('HYDROBASE — JOURNAL DU PONTON', 'Flotteurs vidangés · amarres larguées · hydravion à quai', 'Note du ponton :', 'Hydravion amarré à {t}.'),
  'es': ('BASE DE HIDROAVIONES — DIARIO DEL PANTALÁN', 'Flotadores achicados · amarras largadas · avión atracado', 'Nota del pantalán:', 'Avión amarrado a las {t}.'),
  'it': ('IDROSCALO — GIORNALE DEL PONTILE', 'Galleggianti svuotati · ormeggi mollati · idrovolante ormeggiato', 'Nota del pontile:', 'Idrovolante ormeggiato alle {t}.'),
  'pt': ('BASE DE HIDROAVIÕES — DIÁRIO DO PÍER', 'Flutuadores esgotados · amarras soltas · avião atracado', 'Nota do píer:', 'Avião amarrado às {t}.'),
  'ru': ('ГИДРОАЭРОДРОМ — ЖУРНАЛ ПРИЧАЛА', 'Поплавки откачаны · швартовы отданы · самолёт у причала', 'Заметка причального:', 'Самолёт пришвартован в {t}.'),
  'nl': ('WATERVLIEGSTEIGER — STEIGERLOG', 'Drijvers gelensd · trossen los · toestel afgemeerd', 'Notitie van de steiger:', 'Toestel afgemeerd om {t}.'),
  'pl': ('PRZYSTAŃ HYDROPLANÓW — DZIENNIK POMOSTU', 'Pływaki osuszone · cumy oddane · samolot przy pomoście', 'Notatka z pomostu:', 'Samolot zacumowany o {t}.'),
  'ja': ('水上機桟橋 桟橋日誌', 'フロート排水 · 係留解除 · 機体接岸', '桟橋係メモ：', '{t} 機体係留完了。'),
  'zh': ('水上飞机码头 · 码头日志', '浮筒排水 · 解缆 · 飞机靠泊', '码头工备注：', '{t} 飞机系泊完毕。'),
 },
 'blimp': {
  'en': ('BLIMP BASE — MOORING LOG', '✓ mast connected ✓ ballast checked ✓ envelope inspected', 'Ground-crew note:', 'Moored at the mast, {t}.'),
  'de': ('LUFTSCHIFFBASIS — ANKERMASTBUCH', '✓ Mast angekoppelt ✓ Ballast geprüft ✓ Hülle inspiziert', 'Notiz der Bodenmannschaft:', 'Am Mast vertäut um {t}.'),
  'fr': ("BASE DE DIRIGEABLES — JOURNAL D'AMARRAGE", '✓ mât accroché ✓ lest vérifié ✓ enveloppe inspectée', "Note de l'équipe au sol :", 'Amarré au mât à {t}.'),
  'es': ('BASE DE DIRIGIBLES — DIARIO DE AMARRE', '✓ mástil enganchado ✓ lastre revisado ✓ envoltura inspeccionada', 'Nota del equipo de tierra:', 'Amarrado al mástil a las {t}.'),
  'it': ('BASE DIRIGIBILI — REGISTRO DI ORMEGGIO', '✓ pilone agganciato ✓ zavorra controllata ✓ involucro ispezionato', 'Nota della squadra a terra:', 'Ormeggiato al pilone alle {t}.'),
  'pt': ('BASE DE DIRIGÍVEIS — DIÁRIO DE AMARRAÇÃO', '✓ mastro acoplado ✓ lastro conferido ✓ envelope inspecionado', 'Nota da equipe de solo:', 'Amarrado ao mastro às {t}.'),
  'ru': ('БАЗА ДИРИЖАБЛЕЙ — ЖУРНАЛ ШВАРТОВКИ', '✓ мачта сцеплена ✓ балласт проверен ✓ оболочка осмотрена', 'Заметка наземной команды:', 'Пришвартован к мачте в {t}.'),
  'nl': ('BLIMPBASIS — AFMEERLOG', '✓ mast gekoppeld ✓ ballast gecontroleerd ✓ omhulsel geïnspecteerd', 'Notitie van de grondploeg:', 'Aan de mast afgemeerd om {t}.'),
  'pl': ('BAZA STEROWCÓW — DZIENNIK CUMOWANIA', '✓ maszt podpięty ✓ balast sprawdzony ✓ powłoka obejrzana', 'Notatka obsługi naziemnej:', 'Zacumowany do masztu o {t}.'),
  'ja': ('飛行船基地 係留日誌', '✓ マスト接続 ✓ バラスト確認 ✓ 気嚢点検', '地上員メモ：', '{t} マストに係留。'),
  'zh': ('飞艇基地 · 系留日志', '✓ 接上系留塔 ✓ 压舱物检查 ✓ 气囊检查', '地勤备注：', '{t} 系留于塔。'),
 },
 'observatory': {
  'en': ('OBSERVATORY — DOME LOG', 'Dome opened | mirror cooled | dome closed', "Observer's note:", 'Dome closed before dawn, {t}.'),
  'de': ('STERNWARTE — KUPPELBUCH', 'Kuppel geöffnet | Spiegel ausgekühlt | Kuppel geschlossen', 'Notiz des Beobachters:', 'Kuppel zu vor der Dämmerung, {t}.'),
  'fr': ('OBSERVATOIRE — JOURNAL DE COUPOLE', 'Coupole ouverte | miroir refroidi | coupole fermée', "Note de l'observateur :", "Coupole fermée avant l'aube, {t}."),
  'es': ('OBSERVATORIO — DIARIO DE CÚPULA', 'Cúpula abierta | espejo enfriado | cúpula cerrada', 'Nota del observador:', 'Cúpula cerrada antes del alba, {t}.'),
  'it': ('OSSERVATORIO — REGISTRO DI CUPOLA', 'Cupola aperta | specchio acclimatato | cupola chiusa', "Nota dell'osservatore:", "Cupola chiusa prima dell'alba, {t}."),
  'pt': ('OBSERVATÓRIO — DIÁRIO DA CÚPULA', 'Cúpula aberta | espelho resfriado | cúpula fechada', 'Nota do observador:', 'Cúpula fechada antes do amanhecer, {t}.'),
  'ru': ('ОБСЕРВАТОРИЯ — ЖУРНАЛ КУПОЛА', 'Купол открыт | зеркало остыло | купол закрыт', 'Заметка наблюдателя:', 'Купол закрыт до рассвета, {t}.'),
  'nl': ('STERRENWACHT — KOEPELLOG', 'Koepel open | spiegel afgekoeld | koepel dicht', 'Notitie van de waarnemer:', 'Koepel dicht voor de dageraad, {t}.'),
  'pl': ('OBSERWATORIUM — DZIENNIK KOPUŁY', 'Kopuła otwarta | lustro wychłodzone | kopuła zamknięta', 'Notatka obserwatora:', 'Kopuła zamknięta przed świtem, {t}.'),
  'ja': ('天文台 ドーム日誌', 'ドーム開 | 鏡冷却 | ドーム閉', '観測者メモ：', '{t} 夜明け前にドーム閉。'),
  'zh': ('天文台 · 圆顶日志', '开圆顶 | 镜面降温 | 关圆顶', '观测员备注：', '{t} 天亮前关圆顶。'),
 },
 'whalewatch': {
  'en': ('WHALE-WATCH BOAT — TRIP LOG', '[x] passengers briefed  [x] sighting logged  [x] back at the quay', "Skipper's note:", 'Alongside the quay at {t}.'),
  'de': ('WALBEOBACHTUNG — FAHRTENBUCH', '[x] Gäste eingewiesen  [x] Sichtung notiert  [x] zurück am Kai', 'Notiz des Skippers:', 'Am Kai fest um {t}.'),
  'fr': ('SORTIE BALEINES — JOURNAL DE BORD', '[x] passagers briefés  [x] observation notée  [x] retour à quai', 'Note du patron :', 'À quai à {t}.'),
  'es': ('AVISTAMIENTO DE CETÁCEOS — DIARIO DE SALIDA', '[x] pasaje informado  [x] avistamiento anotado  [x] de vuelta al muelle', 'Nota del patrón:', 'En el muelle a las {t}.'),
  'it': ('WHALE WATCHING — GIORNALE DI BORDO', '[x] passeggeri istruiti  [x] avvistamento annotato  [x] rientro in banchina', 'Nota del comandante:', 'In banchina alle {t}.'),
  'pt': ('OBSERVAÇÃO DE BALEIAS — DIÁRIO DE BORDO', '[x] passageiros orientados  [x] avistamento anotado  [x] de volta ao cais', 'Nota do mestre:', 'No cais às {t}.'),
  'ru': ('ВЫХОД К КИТАМ — СУДОВОЙ ЖУРНАЛ', '[x] пассажиры проинструктированы  [x] встреча записана  [x] у причала', 'Заметка шкипера:', 'У причала в {t}.'),
  'nl': ('WALVISTOCHT — VAARTLOG', '[x] passagiers ingelicht  [x] waarneming genoteerd  [x] terug aan de kade', 'Notitie van de schipper:', 'Aan de kade om {t}.'),
  'pl': ('REJS DO WIELORYBÓW — DZIENNIK REJSU', '[x] pasażerowie poinstruowani  [x] obserwacja zapisana  [x] powrót do nabrzeża', 'Notatka szypra:', 'Przy nabrzeżu o {t}.'),
  'ja': ('ホエールウォッチング船 航海日誌', '[x] 乗客説明 [x] 目撃記録 [x] 帰港', '船長メモ：', '{t} 岸壁に帰着。'),
  'zh': ('观鲸船 · 航行日志', '[x] 乘客讲解 [x] 记录目击 [x] 返回码头', '船长备注：', '{t} 靠回码头。'),
 },
}

# en-GB spellings where they differ
GB = {'bicycle': ('BIKE SHOP — REPAIR TAG', '✓ tyres seated ✓ brakes bled ✓ gears indexed'),
      'fireengine': ('FIRE STATION — PUMP CHECK', 'Pump primed ✓  hoses rolled ✓  tank topped ✓')}

# register -> locale -> places (no digits)
P = {
 'ciderpress': {'en-US': ['Hudson Valley', 'Vermont orchard'], 'en-GB': ['Herefordshire', 'Somerset Levels'],
                'de-DE': ['Sachsenhausen', 'Altes Land'], 'fr-FR': ["pays d'Auge", 'Cornouaille'],
                'es-ES': ['Nava', 'Sariego'], 'it-IT': ['Val di Non', "Valle d'Aosta"], 'pt-BR': ['Serra Gaúcha', 'São Joaquim'],
                'ru-RU': ['Крым', 'Кубань'], 'nl-NL': ['Betuwe', 'Haspengouw'], 'pl-PL': ['Grójec', 'Łącko'],
                'ja-JP': ['弘前', '長野'], 'zh-CN': ['烟台', '阿克苏']},
 'creamery': {'en-US': ['Tillamook', 'Addison County'], 'en-GB': ['Cornwall', 'Shropshire'], 'de-DE': ['Allgäu', 'Ammerland'],
              'fr-FR': ['Isigny', 'Échiré'], 'es-ES': ['Soria', 'Cantabria'], 'it-IT': ['Reggio Emilia', 'Valtellina'],
              'pt-BR': ['Minas Gerais', 'Serra da Canastra'], 'ru-RU': ['Вологда', 'Углич'], 'nl-NL': ['Gouda', 'Friesland'],
              'pl-PL': ['Podlasie', 'Kurpie'], 'ja-JP': ['北海道', '蒜山'], 'zh-CN': ['呼伦贝尔', '大理']},
 'petshop': {'en-US': ['Park Slope', 'Silver Lake'], 'en-GB': ['Camden Passage', 'Clifton'], 'de-DE': ['Kreuzberg', 'Lindenau'],
             'fr-FR': ['quai de la Mégisserie', 'Vieux-Port'], 'es-ES': ['Gràcia', 'Lavapiés'], 'it-IT': ['Isola', 'San Salvario'],
             'pt-BR': ['Botafogo', 'Pinheiros'], 'ru-RU': ['Птичий рынок', 'Васильевский остров'], 'nl-NL': ['Jordaan', 'Lombok'],
             'pl-PL': ['Mokotów', 'Podgórze'], 'ja-JP': ['吉祥寺', '中崎町'], 'zh-CN': ['花鸟市场', '官园']},
 'tvrepair': {'en-US': ['Bensonhurst', 'Canal Street'], 'en-GB': ['Tottenham Court Road', 'Lisburn Road'],
              'de-DE': ['Wedding', 'Gröpelingen'], 'fr-FR': ['Belleville', 'la Guillotière'], 'es-ES': ['Embajadores', 'Sant Antoni'],
              'it-IT': ['Sanità', 'Dergano'], 'pt-BR': ['Santa Ifigênia', 'Saara'], 'ru-RU': ['Митинский рынок', 'Савёловский'],
              'nl-NL': ['Kanaleneiland', 'Schilderswijk'], 'pl-PL': ['Grochów', 'Nowa Huta'], 'ja-JP': ['秋葉原', '日本橋'],
              'zh-CN': ['华强北', '中关村']},
 'bicycle': {'en-US': ['Williamsburg', 'Pearl District'], 'en-GB': ['Mill Road, Cambridge', 'Harbourside, Bristol'],
             'de-DE': ['Münster', 'Vauban, Freiburg'], 'fr-FR': ['canal Saint-Martin', 'Krutenau'], 'es-ES': ['Chamberí', 'Poblenou'],
             'it-IT': ['Ferrara', 'Bolognina'], 'pt-BR': ['Batel', 'Moinhos de Vento'], 'ru-RU': ['Коломенская', 'Петроградская сторона'],
             'nl-NL': ['Houten', 'Groningen'], 'pl-PL': ['Żoliborz', 'Wrzeszcz'], 'ja-JP': ['高円寺', '尾道'], 'zh-CN': ['鼓楼', '西湖']},
 'limousine': {'en-US': ['Midtown', 'Rodeo Drive'], 'en-GB': ['Mayfair', 'New Town, Edinburgh'],
               'de-DE': ['Kurfürstendamm', 'Königsallee'], 'fr-FR': ['place Vendôme', 'la Croisette'],
               'es-ES': ['la Castellana', 'paseo de Gracia'], 'it-IT': ['via Veneto', 'Brera'], 'pt-BR': ['Jardins', 'Leblon'],
               'ru-RU': ['Тверская', 'Невский проспект'], 'nl-NL': ['Zuidas', 'Scheveningen'], 'pl-PL': ['Aleje Ujazdowskie', 'Monciak'],
               'ja-JP': ['銀座', '北新地'], 'zh-CN': ['外滩', '国贸']},
 'ambulance': {'en-US': ['Bronx station', 'South Side, Chicago'], 'en-GB': ['Deptford', 'Leith'],
               'de-DE': ['Wache Altona', 'Wache Schwabing'], 'fr-FR': ['poste de Bercy', 'Gerland'], 'es-ES': ['base Tetuán', 'base Ciutat Vella'],
               'it-IT': ['Niguarda', 'Mestre'], 'pt-BR': ['base Mooca', 'base Centro'], 'ru-RU': ['подстанция Марьино', 'подстанция Купчино'],
               'nl-NL': ['post Oost', 'Kralingen'], 'pl-PL': ['stacja Wola', 'Krowodrza'], 'ja-JP': ['品川', '北区'],
               'zh-CN': ['朝阳', '浦东']},
 'fireengine': {'en-US': ['Red Hook', 'Ballard'], 'en-GB': ['Clerkenwell', 'Govan'], 'de-DE': ['Wache Mitte', 'Wache Ehrenfeld'],
                'fr-FR': ['caserne Champerret', 'la Part-Dieu'], 'es-ES': ['parque de Chamartín', 'Zona Franca'],
                'it-IT': ['Ostiense', 'Porta Romana'], 'pt-BR': ['Vila Mariana', 'Tijuca'], 'ru-RU': ['часть на Пресне', 'часть на Охте'],
                'nl-NL': ['Nieuwe Achtergracht', 'Delfshaven'], 'pl-PL': ['Praga Północ', 'Śródmieście'], 'ja-JP': ['麹町', '浪速'],
                'zh-CN': ['东城', '徐汇']},
 'seaplane': {'en-US': ['Lake Union', 'Ketchikan'], 'en-GB': ['Loch Lomond', 'Oban'], 'de-DE': ['Bodensee', 'Müggelsee'],
              'fr-FR': ["lac d'Annecy", 'Biscarrosse'], 'es-ES': ['Pollença', 'Sanabria'], 'it-IT': ['Como', 'Lago Maggiore'],
              'pt-BR': ['Manaus', 'Angra dos Reis'], 'ru-RU': ['Геленджик', 'Таганрог'], 'nl-NL': ['Loosdrecht', 'Sneek'],
              'pl-PL': ['Giżycko', 'Mikołajki'], 'ja-JP': ['琵琶湖', '宮島'], 'zh-CN': ['三亚', '千岛湖']},
 'blimp': {'en-US': ['Akron', 'Lakehurst'], 'en-GB': ['Cardington', 'Bedford'], 'de-DE': ['Friedrichshafen', 'Mülheim'],
           'fr-FR': ['Écausseville', 'Francazal'], 'es-ES': ['Cuatro Vientos', 'Getafe'], 'it-IT': ['Ciampino', 'Guidonia'],
           'pt-BR': ['Campo de Marte', 'Jacarepaguá'], 'ru-RU': ['Долгопрудный', 'Вороново'], 'nl-NL': ['Lelystad', 'Soesterberg'],
           'pl-PL': ['Bydgoszcz', 'Piotrków'], 'ja-JP': ['霞ヶ浦', '岡南'], 'zh-CN': ['荆门', '珠海']},
 'observatory': {'en-US': ['Mount Wilson', 'Kitt Peak'], 'en-GB': ['Herstmonceux', 'Jodrell Bank'],
                 'de-DE': ['Sonneberg', 'Wendelstein'], 'fr-FR': ['pic du Midi', 'Haute-Provence'], 'es-ES': ['Calar Alto', 'Javalambre'],
                 'it-IT': ['Asiago', 'Campo Imperatore'], 'pt-BR': ['Pico dos Dias', 'Valongo'], 'ru-RU': ['Пулково', 'Терскол'],
                 'nl-NL': ['Dwingeloo', 'Sonnenborgh'], 'pl-PL': ['Ostrowik', 'Piwnice'], 'ja-JP': ['岡山', '木曽'],
                 'zh-CN': ['兴隆', '紫金山']},
 'whalewatch': {'en-US': ['Provincetown', 'Monterey'], 'en-GB': ['Mull', 'Shetland'], 'de-DE': ['Sassnitz', 'Borkum'],
                'fr-FR': ['Tadoussac', 'Port-Vendres'], 'es-ES': ['Los Gigantes', 'Puerto de Mogán'], 'it-IT': ['Sanremo', 'Portofino'],
                'pt-BR': ['Abrolhos', 'Praia do Forte'], 'ru-RU': ['Соловки', 'Камчатка'], 'nl-NL': ['Den Helder', 'Vlieland'],
                'pl-PL': ['Łeba', 'Władysławowo'], 'ja-JP': ['小笠原', '室戸'], 'zh-CN': ['厦门', '东山岛']},
}


def layout(loc, reg, note, f='auto'):
    lang = LANG[loc]
    head, furn, lab, close = R[reg][lang]
    if loc == 'en-GB' and reg in GB:
        head, furn = GB[reg]
    pre, lo, hi, hours = CODE[reg]
    crc = zlib.crc32(note.encode('utf-8'))
    code = f'{pre}{lo + crc % (hi - lo + 1)}'
    place = P[reg][loc][(crc >> 8) % 2]
    t = hours[(crc >> 12) % len(hours)]
    if lang in ('ja', 'zh'):
        h = f'{head}{code} · {place}'
        body = f'{lab}{note}'
    else:
        h = f'{head} {code} · {place}'
        body = f'{lab} {note}'
    c = close.format(t=t)
    lines = [h, furn, body, c]
    if f is False:
        lines = [h, body, c]
    return lines


MARK = re.compile(r'⟦([^⟦⟧@]+)@([^⟦⟧]+)⟧')


def plain_len(s):
    return len(MARK.sub(lambda m: m.group(1), s))


def A(c, l, loc, reg, note, unit_note=None, omit=None, f='auto'):
    if loc in SEP:
        note = re.sub(r'(?<=\d)_(?=\d)', SEP[loc], note)
    assert '_' not in MARK.sub(lambda m: m.group(1), note), note
    lines = layout(loc, reg, note, f)
    text = '\n'.join(lines)
    if f == 'auto' and plain_len(text) > 320:
        text = '\n'.join(lines[:1] + lines[2:])
    s = f'{loc} {reg}' + (f' omit={omit}' if omit else '')
    return dict(c=c, l=l, s=s, loc=loc, t=text, allow=[], unit_note=unit_note, omit=omit)
