"""Register layouts of blind53 (twelve registers x twelve locales) and A(), which wraps a note written with
markers into the register's sheet: header (sheet, code, place), one furniture line of the register's own
material, the keeper's note holding the data, and a closing line with a clock time.

Only letter-prefixed codes (P3, C27, HF0412, M2, S4, W0317, T5, J14, R0623, Z3, LT0508, B6) and HH:MM clock
times appear in the layouts; no litres, heights, sizes, counts, depths or prices (the registers' natural numbers).
'_' between two digits in a note becomes the locale's group separator (U+202F fr, U+00A0 ru/pl).
"""
import os
import re
import sys
import zlib

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E  # noqa: E402

NB = {'fr-FR': '\u202f', 'ru-RU': '\u00a0', 'pl-PL': '\u00a0'}
FC = '\u202f:'  # French colon spacing

# register -> language -> (header, furniture, note label, closing); {c} code, {p} place, {t} clock time
L = {}
L['goatdairy'] = {
    'en': ("GOAT DAIRY — MILKING LEDGER, parlour {c}, {p}", "Udders washed · teats dipped · strip cup clean",
           "Dairyman's entry:", "Evening milking {t}; billy kept out of the parlour."),
    'de': ("ZIEGENHOF — MELKBUCH, Melkstand {c}, {p}", "Euter gewaschen · Zitzen gedippt · Vorgemelk geprüft",
           "Eintrag des Melkers:", "Abendmelken {t}; der Bock bleibt draußen."),
    'fr': ("CHÈVRERIE — REGISTRE DE TRAITE, salle {c}, {p}", "Mamelles lavées · trayons trempés · bol à fond noir propre",
           "Note du trayeur" + FC, "Traite du soir à {t} ; le bouc reste dehors."),
    'es': ("GRANJA DE CABRAS — LIBRO DE ORDEÑO, sala {c}, {p}", "Ubres lavadas · pezones sellados · despunte revisado",
           "Anotación del ordeñador:", "Ordeño de tarde a las {t}; el macho, fuera de la sala."),
    'it': ("CAPRILE — REGISTRO DI MUNGITURA, sala {c}, {p}", "Mammelle lavate · capezzoli disinfettati · primi getti controllati",
           "Annotazione del mungitore:", "Mungitura serale alle {t}; il becco resta fuori."),
    'pt': ("CAPRIL — LIVRO DE ORDENHA, sala {c}, {p}", "Úberes lavados · pré-dipping feito · caneca de fundo escuro limpa",
           "Anotação do ordenhador:", "Ordenha da tarde às {t}; o bode fica do lado de fora."),
    'ru': ("КОЗЬЯ ФЕРМА — ЖУРНАЛ ДОЕНИЯ, доильный зал {c}, {p}", "Вымя вымыто · соски обработаны · первые струйки сдоены",
           "Запись дояра:", "Вечерняя дойка в {t}; козла в зал не пускать."),
    'nl': ("GEITENHOUDERIJ — MELKREGISTER, melkstal {c}, {p}", "Uiers gewassen · spenen gedipt · voormelk gecontroleerd",
           "Aantekening van de melker:", "Avondmelking om {t}; de bok blijft buiten."),
    'pl': ("KOZIA FERMA — KSIĘGA UDOJU, hala {c}, {p}", "Wymiona umyte · strzyki zdezynfekowane · przedzdajanie sprawdzone",
           "Wpis dojarza:", "Udój wieczorny o {t}; kozioł zostaje na zewnątrz."),
    'ja': ("山羊牧場 搾乳台帳 ― パーラー{c}・{p}", "乳房洗浄 ・ ディッピング ・ 前搾り確認",
           "搾乳係メモ：", "夕方の搾乳 {t}。雄は外へ。"),
    'zh': ("山羊奶场 · 挤奶台账 — 挤奶厅 {c}，{p}", "乳房清洗 · 乳头药浴 · 前几把奶已检",
           "挤奶员记录：", "傍晚挤奶 {t}；公羊别进厅。"),
}
L['gripman'] = {
    'en': ("CABLE TRAM — GRIPMAN'S LOG, car {c}, {p}", "Grip dies checked | rope running | bell and track brake tested",
           "Gripman's remark:", "Off the rope {t}; car to the barn."),
    'de': ("KABELSTRASSENBAHN — GREIFERBUCH, Wagen {c}, {p}", "Greiferbacken geprüft | Seil läuft | Glocke und Schienenbremse getestet",
           "Vermerk des Greifers:", "Vom Seil {t}; Wagen ins Depot."),
    'fr': ("TRAMWAY À CÂBLE — CARNET DU GRIPMAN, voiture {c}, {p}", "Mâchoires vérifiées | câble en marche | cloche et frein de voie essayés",
           "Remarque du gripman" + FC, "Câble lâché à {t} ; voiture au dépôt."),
    'es': ("TRANVÍA DE CABLE — BITÁCORA DEL GRIPERO, coche {c}, {p}", "Mordazas revisadas | cable en marcha | campana y freno de vía probados",
           "Observación del gripero:", "Suelto del cable a las {t}; coche a cocheras."),
    'it': ("TRAM A FUNE — REGISTRO DEL MANOVRATORE, vettura {c}, {p}", "Ganasce controllate | fune in moto | campana e freno a pattino provati",
           "Nota del manovratore:", "Sganciato dalla fune alle {t}; vettura in rimessa."),
    'pt': ("BONDE DE CABO — DIÁRIO DO GUARDA-FREIO, carro {c}, {p}", "Garras conferidas | cabo correndo | sino e freio de trilho testados",
           "Observação do guarda-freio:", "Solto do cabo às {t}; carro para o depósito."),
    'ru': ("КАНАТНЫЙ ТРАМВАЙ — ЖУРНАЛ ВАГОНОВОЖАТОГО, вагон {c}, {p}", "Губки захвата проверены | канат идёт | звонок и рельсовый тормоз опробованы",
           "Отметка вагоновожатого:", "Отцепился от каната в {t}; вагон в парк."),
    'nl': ("KABELTRAM — LOGBOEK VAN DE GRIPMAN, rijtuig {c}, {p}", "Grijpbekken gecontroleerd | kabel loopt | bel en railrem getest",
           "Opmerking van de gripman:", "Van de kabel om {t}; rijtuig naar de remise."),
    'pl': ("TRAMWAJ LINOWY — DZIENNIK CHWYTACZA, wagon {c}, {p}", "Szczęki chwytaka sprawdzone | lina w ruchu | dzwonek i hamulec szynowy sprawdzone",
           "Uwaga chwytacza:", "Odczepiony od liny o {t}; wagon do zajezdni."),
    'ja': ("ケーブルカー 運転士日誌 ― 車両{c}・{p}", "グリップ点検 | ロープ走行 | ベル・軌条ブレーキ試験済",
           "運転士所見：", "{t} ロープ離脱、車庫へ。"),
    'zh': ("缆索电车 · 司闸员日志 — 车号 {c}，{p}", "夹钳已检 | 缆索运转 | 车铃、轨道闸已试",
           "司闸员备注：", "{t} 脱缆，回库。"),
}
L['hatter'] = {
    'en': ("HATTER'S FELT-STEAMING CARD {c} — {p}", "Block: lime wood · Steam: kettle, full head · Brim: pounced and flanged",
           "Hatter's note:", "Ready to try on after {t}."),
    'de': ("HUTMACHEREI — FILZ-DÄMPFKARTE {c} — {p}", "Form: Lindenholz · Dampf: Kessel, volle Kraft · Krempe: geschliffen, gerundet",
           "Notiz des Hutmachers:", "Anprobe ab {t}."),
    'fr': ("CHAPELIER — FICHE DE VAPORISAGE DU FEUTRE {c} — {p}", "Forme : tilleul · Vapeur : bouilloire, pleine · Bord : poncé, roulé",
           "Note du chapelier" + FC, "Essayage à partir de {t}."),
    'es': ("SOMBRERERÍA — FICHA DE VAPORIZADO DEL FIELTRO {c} — {p}", "Horma: tilo · Vapor: caldera, a tope · Ala: lijada y curvada",
           "Nota del sombrerero:", "Prueba a partir de las {t}."),
    'it': ("CAPPELLAIO — SCHEDA DI VAPORIZZATURA DEL FELTRO {c} — {p}", "Forma: tiglio · Vapore: caldaia, al massimo · Tesa: pomiciata e bordata",
           "Nota del cappellaio:", "Prova dalle {t}."),
    'pt': ("CHAPELARIA — FICHA DE VAPORIZAÇÃO DO FELTRO {c} — {p}", "Forma: tília · Vapor: chaleira, no máximo · Aba: lixada e virada",
           "Nota do chapeleiro:", "Prova a partir das {t}."),
    'ru': ("ШЛЯПНАЯ МАСТЕРСКАЯ — КАРТОЧКА ЗАПАРИВАНИЯ ФЕТРА {c} — {p}", "Болванка: липа · Пар: котёл, полный · Поля: зашкурены, отогнуты",
           "Заметка шляпника:", "Примерка после {t}."),
    'nl': ("HOEDENMAKER — VILT-STOOMKAART {c} — {p}", "Blok: lindehout · Stoom: ketel, vol · Rand: geschuurd en gebogen",
           "Notitie van de hoedenmaker:", "Passen vanaf {t}."),
    'pl': ("KAPELUSZNIK — KARTA PAROWANIA FILCU {c} — {p}", "Kopyto: lipa · Para: kocioł, pełna · Rondo: szlifowane, podwinięte",
           "Notatka kapelusznika:", "Przymiarka od {t}."),
    'ja': ("帽子店 フェルト蒸しカード {c} ― {p}", "木型：シナノキ ・ 蒸気：ケトル全開 ・ ツバ：ペーパー掛け済",
           "帽子職人メモ：", "{t} 以降に試着可。"),
    'zh': ("制帽坊 · 毛毡蒸型卡 {c} — {p}", "帽楦：椴木 · 蒸汽：水壶全开 · 帽檐：打磨卷边",
           "帽匠备注：", "{t} 后可试戴。"),
}
L['canecrush'] = {
    'en': ("SUGAR-CANE CRUSHING TALLY — mill {c}, {p}", "[x] cane topped  [x] rollers set  [x] juice to the clarifier",
           "Mill foreman's note:", "Rollers stopped {t}; bagasse to the boilers."),
    'de': ("ZUCKERROHRMÜHLE — PRESSZETTEL, Mühle {c}, {p}", "[x] Rohr geköpft  [x] Walzen gestellt  [x] Saft zum Klärer",
           "Notiz des Mühlenmeisters:", "Walzen aus {t}; Bagasse zu den Kesseln."),
    'fr': ("MOULIN À CANNE — FEUILLE DE BROYAGE, moulin {c}, {p}", "[x] cannes étêtées  [x] rouleaux réglés  [x] vesou vers le clarificateur",
           "Note du chef de moulin" + FC, "Rouleaux arrêtés à {t} ; bagasse aux chaudières."),
    'es': ("TRAPICHE — PLANILLA DE MOLIENDA, molino {c}, {p}", "[x] caña despuntada  [x] mazas ajustadas  [x] guarapo al clarificador",
           "Nota del capataz:", "Mazas paradas a las {t}; bagazo a las calderas."),
    'it': ("MULINO DA CANNA — TALLONCINO DI MACINAZIONE, mulino {c}, {p}", "[x] canne spuntate  [x] rulli regolati  [x] succo al chiarificatore",
           "Nota del capomulino:", "Rulli fermi alle {t}; bagassa alle caldaie."),
    'pt': ("ENGENHO — TALÃO DE MOAGEM, moenda {c}, {p}", "[x] cana despontada  [x] rolos ajustados  [x] caldo para o decantador",
           "Nota do mestre de moenda:", "Moenda parada às {t}; bagaço para as caldeiras."),
    'ru': ("САХАРНЫЙ ТРОСТНИК — ВЕДОМОСТЬ ДРОБЛЕНИЯ, мельница {c}, {p}", "[x] верхушки срезаны  [x] вальцы выставлены  [x] сок в отстойник",
           "Заметка мастера:", "Вальцы встали в {t}; багассу в котельную."),
    'nl': ("SUIKERRIETPERSERIJ — MAALSTAAT, molen {c}, {p}", "[x] riet getopt  [x] rollen gesteld  [x] sap naar de klaarder",
           "Notitie van de molenbaas:", "Rollen stil om {t}; ampas naar de ketels."),
    'pl': ("TRZCINA CUKROWA — ZESTAWIENIE MIELENIA, młyn {c}, {p}", "[x] trzcina ogłowiona  [x] walce ustawione  [x] sok do klarownika",
           "Notatka brygadzisty:", "Walce stanęły o {t}; bagassa do kotłowni."),
    'ja': ("サトウキビ圧搾 集計票 ― 工場{c}・{p}", "[x] 梢頭除去  [x] ローラー調整  [x] 搾汁を清浄槽へ",
           "工場長メモ：", "{t} ローラー停止、バガスはボイラーへ。"),
    'zh': ("甘蔗压榨 · 记数单 — 榨机 {c}，{p}", "[x] 甘蔗去梢  [x] 辊子调好  [x] 蔗汁送澄清池",
           "榨季工长备注：", "{t} 停辊，蔗渣送锅炉。"),
}
L['tidemill'] = {
    'en': ("TIDE MILL — SLUICE LOG, gate {c}, {p}", "Pond full ✓  Sluice shut on the flood ✓  Wheel pit clear ✓",
           "Miller's entry:", "Sluice opened on the ebb {t}."),
    'de': ("GEZEITENMÜHLE — SCHÜTZENBUCH, Schütz {c}, {p}", "Teich voll ✓  Schütz bei Flut zu ✓  Radgrube frei ✓",
           "Eintrag des Müllers:", "Schütz bei Ebbe geöffnet {t}."),
    'fr': ("MOULIN À MARÉE — JOURNAL DES VANNES, vanne {c}, {p}", "Bassin plein ✓  Vanne fermée au flot ✓  Fosse de roue dégagée ✓",
           "Note du meunier" + FC, "Vanne ouverte au jusant à {t}."),
    'es': ("MOLINO DE MAREA — REGISTRO DE COMPUERTAS, compuerta {c}, {p}", "Balsa llena ✓  Compuerta cerrada con la pleamar ✓  Cárcavo limpio ✓",
           "Anotación del molinero:", "Compuerta abierta con la bajamar a las {t}."),
    'it': ("MULINO A MAREA — REGISTRO DELLE PARATOIE, paratoia {c}, {p}", "Bacino pieno ✓  Paratoia chiusa in flusso ✓  Vano ruota libero ✓",
           "Annotazione del mugnaio:", "Paratoia aperta in riflusso alle {t}."),
    'pt': ("MOINHO DE MARÉ — REGISTRO DE COMPORTAS, comporta {c}, {p}", "Caldeira cheia ✓  Comporta fechada na enchente ✓  Poço da roda livre ✓",
           "Anotação do moleiro:", "Comporta aberta na vazante às {t}."),
    'ru': ("ПРИЛИВНАЯ МЕЛЬНИЦА — ЖУРНАЛ ШЛЮЗА, затвор {c}, {p}", "Пруд полон ✓  Затвор закрыт на приливе ✓  Колёсная яма чиста ✓",
           "Запись мельника:", "Затвор открыт на отливе в {t}."),
    'nl': ("GETIJDENMOLEN — SLUISLOGBOEK, schuif {c}, {p}", "Kom vol ✓  Schuif dicht bij vloed ✓  Radkuil vrij ✓",
           "Aantekening van de molenaar:", "Schuif open bij eb om {t}."),
    'pl': ("MŁYN PŁYWOWY — DZIENNIK ŚLUZY, zastawka {c}, {p}", "Staw pełny ✓  Zastawka zamknięta w przypływie ✓  Kanał koła czysty ✓",
           "Wpis młynarza:", "Zastawka otwarta w odpływie o {t}."),
    'ja': ("潮汐水車小屋 水門日誌 ― 水門{c}・{p}", "溜池満水 ✓  満ち潮で水門閉 ✓  水車ピット異常なし ✓",
           "粉屋の記録：", "引き潮で {t} に水門開。"),
    'zh': ("潮汐磨坊 · 闸门日志 — 闸门 {c}，{p}", "蓄水池满 ✓  涨潮关闸 ✓  水轮坑畅通 ✓",
           "磨坊主记录：", "{t} 落潮开闸。"),
}
L['wrecktag'] = {
    'en': ("SALVAGE TAG {c} — wreck of the {p}", "Item: brass porthole · Condition: concreted · Lifted: lift bag on the shot line",
           "Diver's note:", "Logged on deck {t}; receiver of wreck notified."),
    'de': ("BERGUNGSANHÄNGER {c} — Wrack: {p}", "Fundstück: Messing-Bullauge · Zustand: verkrustet · Gehoben: Hebesack",
           "Notiz des Tauchers:", "An Deck erfasst {t}."),
    'fr': ("ÉTIQUETTE DE RÉCUPÉRATION {c} — épave {p}", "Objet : hublot en laiton · État : concrétionné · Remonté : parachute de relevage",
           "Note du plongeur" + FC, "Enregistré à bord à {t}."),
    'es': ("ETIQUETA DE RESCATE {c} — pecio {p}", "Pieza: ojo de buey de latón · Estado: concrecionado · Izado: globo elevador",
           "Nota del buzo:", "Registrado a bordo a las {t}."),
    'it': ("CARTELLINO DI RECUPERO {c} — relitto {p}", "Reperto: oblò in ottone · Stato: concrezionato · Sollevato: pallone di sollevamento",
           "Nota del sub:", "Registrato a bordo alle {t}."),
    'pt': ("ETIQUETA DE SALVATAGEM {c} — naufrágio do {p}", "Peça: vigia de latão · Estado: incrustada · Içada: balão de içamento",
           "Nota do mergulhador:", "Registrada a bordo às {t}."),
    'ru': ("БИРКА ПОДЪЁМА {c} — место крушения: {p}", "Предмет: латунный иллюминатор · Состояние: в наросте · Поднят: подъёмный мешок",
           "Заметка водолаза:", "Записано на борту в {t}."),
    'nl': ("BERGINGSLABEL {c} — wrak: {p}", "Voorwerp: koperen patrijspoort · Staat: aangekoekt · Gelicht: hefballon",
           "Notitie van de duiker:", "Aan dek geregistreerd om {t}."),
    'pl': ("ZAWIESZKA WYDOBYCIA {c} — wrak: {p}", "Przedmiot: mosiężny bulaj · Stan: obrośnięty · Podniesiony: worek wypornościowy",
           "Notatka nurka:", "Zapisano na pokładzie o {t}."),
    'ja': ("引揚げタグ {c} ― 沈船{p}", "品目：真鍮の舷窓 ・ 状態：石灰質付着 ・ 引揚げ：リフトバッグ",
           "ダイバーメモ：", "{t} 甲板で記録。"),
    'zh': ("打捞标签 {c} — 沉船{p}", "物件：黄铜舷窗 · 状况：附着结壳 · 起吊：浮力袋",
           "潜水员备注：", "{t} 甲板登记。"),
}
L['stilt'] = {
    'en': ("STILT-WALKER — REHEARSAL CARD, troupe {c}, {p}", "Straps snug · rubber feet new · spotter on the left",
           "Director's note:", "Full run again at {t}; fall drills first."),
    'de': ("STELZENLÄUFER — PROBENKARTE, Truppe {c}, {p}", "Gurte fest · Gummifüße neu · Sicherung links",
           "Notiz der Regie:", "Durchlauf wieder um {t}; zuerst Sturzübungen."),
    'fr': ("ÉCHASSIERS — FICHE DE RÉPÉTITION, troupe {c}, {p}", "Sangles serrées · patins neufs · pareur à gauche",
           "Note de mise en scène" + FC, "Filage complet à {t} ; chutes d'abord."),
    'es': ("ZANCUDOS — FICHA DE ENSAYO, compañía {c}, {p}", "Correas ajustadas · tacos de goma nuevos · ayudante a la izquierda",
           "Nota de dirección:", "Pase completo otra vez a las {t}; antes, caídas."),
    'it': ("TRAMPOLIERI — SCHEDA DI PROVA, compagnia {c}, {p}", "Cinghie strette · piedini in gomma nuovi · assistente a sinistra",
           "Nota della regia:", "Prova completa di nuovo alle {t}; prima le cadute."),
    'pt': ("PERNAS DE PAU — FICHA DE ENSAIO, trupe {c}, {p}", "Correias firmes · ponteiras novas · apoio à esquerda",
           "Nota da direção:", "Passagem completa de novo às {t}; antes, quedas."),
    'ru': ("ХОДУЛИСТЫ — КАРТОЧКА РЕПЕТИЦИИ, труппа {c}, {p}", "Ремни затянуты · резиновые пятки новые · страхующий слева",
           "Заметка режиссёра:", "Прогон снова в {t}; сначала падения."),
    'nl': ("STELTLOPERS — REPETITIEKAART, groep {c}, {p}", "Riemen strak · rubber voetjes nieuw · opvanger links",
           "Notitie van de regie:", "Doorloop weer om {t}; eerst valoefeningen."),
    'pl': ("SZCZUDLARZE — KARTA PRÓBY, trupa {c}, {p}", "Paski dociągnięte · gumowe stopki nowe · asekuracja z lewej",
           "Notatka reżysera:", "Pełny przebieg znowu o {t}; najpierw upadki."),
    'ja': ("竹馬パフォーマー 稽古カード ― 一座{c}・{p}", "ストラップ締め ・ ゴム足新品 ・ 補助は左",
           "演出メモ：", "{t} から通し稽古、まず転倒練習。"),
    'zh': ("高跷艺人 · 排练卡 — 剧团 {c}，{p}", "绑带扎紧 · 橡胶脚套换新 · 保护在左侧",
           "导演备注：", "{t} 再走一遍全场，先练摔。"),
}
L['haybale'] = {
    'en': ("HAY-BALING CONTRACT SHEET — job {c}, {p}", "Baler: small square · Twine: sisal · Crop: aftermath, dry",
           "Contractor's note:", "Baler back in the yard {t}."),
    'de': ("HEUPRESSEN — LOHNZETTEL, Auftrag {c}, {p}", "Presse: Kleinballen · Garn: Sisal · Schnitt: Grummet, trocken",
           "Notiz des Lohnunternehmers:", "Presse zurück auf dem Hof {t}."),
    'fr': ("PRESSAGE DU FOIN — FICHE DE CONTRAT, chantier {c}, {p}", "Presse : petites bottes · Ficelle : sisal · Coupe : regain, sec",
           "Note de l'entrepreneur" + FC, "Presse rentrée à la ferme à {t}."),
    'es': ("EMPACADO DE HENO — HOJA DE CONTRATO, trabajo {c}, {p}", "Empacadora: paca pequeña · Cuerda: sisal · Corte: rebrote, seco",
           "Nota del contratista:", "Empacadora en el corral a las {t}."),
    'it': ("PRESSATURA DEL FIENO — SCHEDA DI CONTRATTO, lavoro {c}, {p}", "Pressa: balle piccole · Spago: sisal · Taglio: maggengo, asciutto",
           "Nota del contoterzista:", "Pressa rientrata in cascina alle {t}."),
    'pt': ("ENFARDAMENTO DE FENO — FICHA DE CONTRATO, serviço {c}, {p}", "Enfardadeira: fardo pequeno · Barbante: sisal · Corte: rebrota, seco",
           "Nota do prestador:", "Enfardadeira no galpão às {t}."),
    'ru': ("ПРЕССОВАНИЕ СЕНА — ПОДРЯДНЫЙ ЛИСТ, заказ {c}, {p}", "Пресс: малые тюки · Шпагат: сизаль · Укос: отава, сухая",
           "Заметка подрядчика:", "Пресс во дворе в {t}."),
    'nl': ("HOOI PERSEN — LOONWERKBON, klus {c}, {p}", "Pers: kleine balen · Touw: sisal · Snede: nagras, droog",
           "Notitie van de loonwerker:", "Pers terug op het erf om {t}."),
    'pl': ("PRASOWANIE SIANA — KARTA ZLECENIA, zlecenie {c}, {p}", "Prasa: małe kostki · Sznurek: sizal · Pokos: otawa, sucha",
           "Notatka usługodawcy:", "Prasa na podwórzu o {t}."),
    'ja': ("干草梱包 請負シート ― 作業{c}・{p}", "ベーラー：小型角 ・ ひも：サイザル ・ 刈り：二番草、乾燥",
           "請負人メモ：", "{t} ベーラーを納屋へ。"),
    'zh': ("干草打捆 · 承包单 — 作业 {c}，{p}", "打捆机：小方捆 · 捆绳：剑麻 · 茬次：二茬，干燥",
           "承包人备注：", "{t} 打捆机回场院。"),
}
L['caskslip'] = {
    'en': ("BREWERY — CASK RETURN SLIP {c}, {p}", "Firkins | pins | kilderkins — returned, bunged, rinsed",
           "Drayman's note:", "Collected {t}; empties on the dray."),
    'de': ("BRAUEREI — FASSRÜCKGABESCHEIN {c}, {p}", "Fässer | Pittermännchen | Holzfässchen — zurück, verspundet, gespült",
           "Notiz des Bierkutschers:", "Abgeholt {t}; Leergut auf dem Wagen."),
    'fr': ("BRASSERIE — BON DE RETOUR DE FÛTS {c}, {p}", "Fûts | tonnelets | barriques — rendus, bondés, rincés",
           "Note du livreur" + FC, "Enlevé à {t} ; vides sur le camion."),
    'es': ("CERVECERA — VALE DE DEVOLUCIÓN DE BARRILES {c}, {p}", "Barriles | barrilitos | toneles — devueltos, taponados, enjuagados",
           "Nota del repartidor:", "Recogido a las {t}; vacíos en el camión."),
    'it': ("BIRRIFICIO — BOLLA DI RESO FUSTI {c}, {p}", "Fusti | fustini | botti — resi, tappati, risciacquati",
           "Nota del fattorino:", "Ritirato alle {t}; vuoti sul furgone."),
    'pt': ("CERVEJARIA — TALÃO DE DEVOLUÇÃO DE BARRIS {c}, {p}", "Barris | barrilotes | tonéis — devolvidos, tampados, enxaguados",
           "Nota do entregador:", "Recolhido às {t}; vazios no caminhão."),
    'ru': ("ПИВОВАРНЯ — КВИТАНЦИЯ ВОЗВРАТА КЕГ {c}, {p}", "Кеги | бочонки | бочки — возвращены, закупорены, промыты",
           "Заметка экспедитора:", "Забрано в {t}; пустые в фургоне."),
    'nl': ("BROUWERIJ — FUSTRETOURBON {c}, {p}", "Fusten | vaatjes | tonnen — retour, gespond, gespoeld",
           "Notitie van de bierrijder:", "Opgehaald om {t}; leeg fust op de wagen."),
    'pl': ("BROWAR — KWIT ZWROTU BECZEK {c}, {p}", "Beczki | beczułki | kegi — zwrócone, zaszpuntowane, wypłukane",
           "Notatka kierowcy:", "Odebrano o {t}; puste na aucie."),
    'ja': ("醸造所 樽返却伝票 {c} ― {p}", "樽 | 小樽 | ケグ ― 返却・打栓・すすぎ済",
           "配達係メモ：", "{t} 回収、空樽はトラックへ。"),
    'zh': ("啤酒厂 · 酒桶回收单 {c} — {p}", "木桶 | 小桶 | 扎啤桶 — 已退回、塞好、冲洗",
           "送货员备注：", "{t} 收走，空桶上车。"),
}
L['goatcensus'] = {
    'en': ("MOUNTAIN-GOAT CENSUS CARD — sector {c}, {p}", "Observer: R. Hale · Optics: spotting scope · Visibility: good, light wind",
           "Counter's remark:", "Off the ridge {t}."),
    'de': ("BERGZIEGEN-ZÄHLKARTE — Sektor {c}, {p}", "Beobachter: K. Huber · Optik: Spektiv · Sicht: gut, leichter Wind",
           "Bemerkung des Zählers:", "Vom Grat ab {t}."),
    'fr': ("FICHE DE RECENSEMENT DES CHÈVRES DE MONTAGNE — secteur {c}, {p}", "Observateur : M. Rey · Optique : longue-vue · Visibilité : bonne",
           "Remarque du compteur" + FC, "Descente de l'arête à {t}."),
    'es': ("FICHA DE CENSO DE CABRA MONTÉS — sector {c}, {p}", "Observador: J. Ruiz · Óptica: telescopio terrestre · Visibilidad: buena",
           "Observación del contador:", "Bajada de la cresta a las {t}."),
    'it': ("SCHEDA DI CENSIMENTO CAPRE DI MONTAGNA — settore {c}, {p}", "Osservatore: L. Berta · Ottica: cannocchiale · Visibilità: buona",
           "Nota del rilevatore:", "Giù dalla cresta alle {t}."),
    'pt': ("FICHA DE CENSO DE CABRAS-MONTESES — setor {c}, {p}", "Observador: A. Lima · Óptica: luneta · Visibilidade: boa, vento fraco",
           "Observação do contador:", "Descida da crista às {t}."),
    'ru': ("КАРТОЧКА УЧЁТА ГОРНЫХ КОЗЛОВ — сектор {c}, {p}", "Наблюдатель: И. Орлов · Оптика: зрительная труба · Видимость: хорошая",
           "Замечание учётчика:", "Спуск с гребня в {t}."),
    'nl': ("TELKAART BERGGEITEN — sector {c}, {p}", "Waarnemer: E. de Vries · Optiek: telescoop · Zicht: goed, zwakke wind",
           "Opmerking van de teller:", "Van de graat af om {t}."),
    'pl': ("KARTA SPISU KÓZ GÓRSKICH — sektor {c}, {p}", "Obserwator: T. Nowak · Optyka: luneta · Widoczność: dobra",
           "Uwaga liczącego:", "Zejście z grani o {t}."),
    'ja': ("カモシカ調査カード ― 区画{c}・{p}", "調査員：佐藤 ・ 光学機器：フィールドスコープ ・ 視界：良好",
           "調査員所見：", "{t} 尾根を下山。"),
    'zh': ("岩羊普查卡 — 区段 {c}，{p}", "观察员：李明 · 器材：单筒望远镜 · 能见度：良好",
           "计数员备注：", "{t} 下山脊。"),
}
L['loomtune'] = {
    'en': ("LOOM-TUNER SERVICE TICKET {c} — {p}", "Shuttle box · picking stick · let-off and warp tension — checked",
           "Tuner's note:", "Loom back on at {t}."),
    'de': ("WEBMEISTER — SERVICEZETTEL {c} — {p}", "Schützenkasten · Schlagstock · Kettablass und Kettspannung — geprüft",
           "Notiz des Webmeisters:", "Webstuhl läuft wieder ab {t}."),
    'fr': ("RÉGLEUR DE MÉTIERS — BON D'INTERVENTION {c} — {p}", "Boîte à navette · chasse · déroulement et tension de chaîne — vérifiés",
           "Note du régleur" + FC, "Métier relancé à {t}."),
    'es': ("AJUSTADOR DE TELARES — PARTE DE SERVICIO {c} — {p}", "Cajón de lanzadera · taco · desenrollador y tensión de urdimbre — revisados",
           "Nota del ajustador:", "Telar en marcha a las {t}."),
    'it': ("ASSISTENTE TELAI — BUONO DI INTERVENTO {c} — {p}", "Cassetta navetta · bastone di lancio · tensione d'ordito — controllati",
           "Nota dell'assistente:", "Telaio ripartito alle {t}."),
    'pt': ("AJUSTADOR DE TEARES — ORDEM DE SERVIÇO {c} — {p}", "Caixa da lançadeira · taco · tensão do urdume — conferidos",
           "Nota do ajustador:", "Tear religado às {t}."),
    'ru': ("НАЛАДЧИК СТАНКОВ — НАРЯД {c} — {p}", "Челночная коробка · погонялка · натяжение основы — проверены",
           "Заметка наладчика:", "Станок снова в работе с {t}."),
    'nl': ("WEEFGETOUWMONTEUR — SERVICEBON {c} — {p}", "Schietspoelkast · slagstok · kettingspanning — nagekeken",
           "Notitie van de monteur:", "Getouw weer aan om {t}."),
    'pl': ("REGULATOR KROSIEN — KARTA SERWISOWA {c} — {p}", "Skrzynka czółenka · bijak · naprężenie osnowy — sprawdzone",
           "Notatka regulatora:", "Krosno ruszyło o {t}."),
    'ja': ("織機調整 サービス伝票 {c} ― {p}", "杼箱 ・ ピッキングスティック ・ 経糸張力 ― 点検済",
           "調整工メモ：", "{t} 織機再稼働。"),
    'zh': ("织机调校 · 维修单 {c} — {p}", "梭箱 · 投梭棒 · 经纱张力 — 已检查",
           "调机工备注：", "{t} 织机复开。"),
}
L['brine'] = {
    'en': ("SALTPAN — BRINE-DENSITY LOG, pan {c}, {p}", "Hydrometer rinsed | brine clear | crust raked off the edges",
           "Salter's reading note:", "Next reading {t}, before the wind gets up."),
    'de': ("SALZGARTEN — SOLEDICHTE-PROTOKOLL, Becken {c}, {p}", "Aräometer gespült | Sole klar | Kruste am Rand abgezogen",
           "Messnotiz des Salzbauern:", "Nächste Messung {t}."),
    'fr': ("MARAIS SALANT — RELEVÉ DE DENSITÉ DE SAUMURE, œillet {c}, {p}", "Pèse-sel rincé | saumure claire | croûte ramassée sur les bords",
           "Note du paludier" + FC, "Prochain relevé à {t}."),
    'es': ("SALINA — REGISTRO DE DENSIDAD DE SALMUERA, cristalizador {c}, {p}", "Densímetro enjuagado | salmuera clara | costra retirada de los bordes",
           "Nota del salinero:", "Próxima lectura a las {t}."),
    'it': ("SALINA — REGISTRO DENSITÀ DELLA SALAMOIA, vasca {c}, {p}", "Densimetro sciacquato | salamoia limpida | crosta tolta dai bordi",
           "Nota del salinaro:", "Prossima lettura alle {t}."),
    'pt': ("SALINA — REGISTRO DE DENSIDADE DA SALMOURA, tanque {c}, {p}", "Densímetro enxaguado | salmoura limpa | crosta tirada das bordas",
           "Nota do salineiro:", "Próxima leitura às {t}."),
    'ru': ("СОЛЯНОЙ ПРОМЫСЕЛ — ЖУРНАЛ ПЛОТНОСТИ РАССОЛА, бассейн {c}, {p}", "Ареометр ополоснут | рассол прозрачный | корка снята с краёв",
           "Заметка солевара:", "Следующий замер в {t}."),
    'nl': ("ZOUTPAN — PEKELDICHTHEIDSLOG, pan {c}, {p}", "Areometer gespoeld | pekel helder | korst van de randen geharkt",
           "Meetnotitie van de zoutwinner:", "Volgende meting om {t}."),
    'pl': ("WARZELNIA SOLI — DZIENNIK GĘSTOŚCI SOLANKI, panew {c}, {p}", "Areometr opłukany | solanka klarowna | skorupa zebrana z brzegów",
           "Notatka warzelnika:", "Następny pomiar o {t}."),
    'ja': ("塩田 かん水濃度日誌 ― 浜{c}・{p}", "比重計すすぎ | かん水澄明 | 縁の塩膜かき取り",
           "浜子の測定メモ：", "次の測定 {t}。"),
    'zh': ("盐田 · 卤水浓度日志 — 盐池 {c}，{p}", "比重计冲洗 | 卤水清澈 | 池边盐壳刮净",
           "盐工读数备注：", "下次测量 {t}。"),
}

# default places: register -> locale-or-language -> place
P = {
    'goatdairy': {'en-US': 'Cedar Ridge Goat Dairy, Vermont', 'en-GB': 'Hollow Lane Farm, Somerset', 'de': 'Hof Lindenberg, Allgäu',
                  'fr': 'GAEC des Causses, Rocamadour', 'es': 'Finca Los Riscos, Murcia', 'it': 'Azienda Valle Stura, Cuneo',
                  'pt': 'Sítio Pedra Branca, Cariri', 'ru': 'хозяйство «Алтайская коза»', 'nl': 'Geitenboerderij De Volle Emmer, Texel',
                  'pl': 'gospodarstwo Kozia Zagroda, Beskidy', 'ja': '蔵王ヤギ牧場', 'zh': '大理 羊乳坊'},
    'gripman': {'en-US': 'Powell & Mason line', 'en-GB': 'Great Orme Tramway', 'de': 'Standseilbahn Loschwitz',
                'fr': 'ligne de la Croix-Rousse, Lyon', 'es': 'línea del Tibidabo, Barcelona', 'it': 'linea di Superga, Torino',
                'pt': 'linha de Santa Teresa, Rio', 'ru': 'линия на Воробьёвы горы', 'nl': 'lijn Scheveningen–Boulevard',
                'pl': 'linia na Gubałówkę', 'ja': '坂の上線', 'zh': '山城线'},
    'hatter': {'en-US': 'fedora, beaver felt, chocolate', 'en-GB': 'homburg, rabbit felt, grey', 'de': 'Homburg, Hasenhaarfilz',
               'fr': 'borsalino, feutre de lapin', 'es': 'fedora, fieltro de conejo', 'it': 'borsalino, feltro di coniglio',
               'pt': 'fedora, feltro de lebre', 'ru': 'хомбург, кроличий фетр', 'nl': 'gleufhoed, konijnenvilt',
               'pl': 'fedora, filc króliczy', 'ja': '中折れ帽、ラビットファー', 'zh': '礼帽，兔毛毡'},
    'canecrush': {'en-US': 'Raceland, Louisiana', 'en-GB': 'Mossman Mill, Queensland', 'de': 'Plantage Bel Ombre, Mauritius',
                  'fr': 'distillerie de Marie-Galante', 'es': 'Ingenio San Martín, Motril', 'it': 'zuccherificio di Avola',
                  'pt': 'Usina Santa Rita, Piracicaba', 'ru': 'плантация Сантьяго, Куба', 'nl': 'plantage Mariënburg, Suriname',
                  'pl': 'plantacja Esperanza, Kuba', 'ja': '南大東島', 'zh': '广西崇左'},
    'tidemill': {'en-US': 'Southold, Long Island', 'en-GB': 'Eling, Hampshire', 'de': 'Jadebusen', 'fr': 'moulin du Birlot, Bréhat',
                 'es': 'molino de Santa Olaja, Cantabria', 'it': 'mulino di Chioggia', 'pt': 'moinho de Corroios',
                 'ru': 'Белое море, Кемь', 'nl': 'getijdenmolen van Bergen op Zoom', 'pl': 'Zalew Pucki', 'ja': '有明海',
                 'zh': '浙江温岭'},
    'wrecktag': {'en-US': 'SS Andrea Doria', 'en-GB': 'SS Rosehill, Whitsand Bay', 'de': 'Frachter „Hansa Stern“, Ostsee',
                 'fr': '« Le Donator », Porquerolles', 'es': '«Sirio», Cabo de Palos', 'it': '«Haven», Arenzano',
                 'pt': 'vapor «Bahia», Fernando de Noronha', 'ru': 'пароход «Ольга»', 'nl': 'de „Zeeland“, Oosterschelde',
                 'pl': 'parowiec „Gdańsk”, Zatoka Gdańska', 'ja': '「富士丸」、伊豆沖', 'zh': '“海丰号”，南海'},
    'stilt': {'en-US': 'Coney Island boardwalk', 'en-GB': 'Covent Garden piazza', 'de': 'Marktplatz Bremen',
              'fr': 'parvis de Chalon-sur-Saône', 'es': 'plaza de Anguiano, La Rioja', 'it': 'Piazza Maggiore, Bologna',
              'pt': 'Largo do Pelourinho, Salvador', 'ru': 'Дворцовая площадь', 'nl': 'Vrijthof, Maastricht',
              'pl': 'Rynek Główny, Kraków', 'ja': '横浜 赤レンガ広場', 'zh': '山西 晋中'},
    'haybale': {'en-US': 'Miller place, Lancaster County', 'en-GB': 'Ashcombe Farm, top meadow', 'de': 'Hof Meyer, Obere Wiese',
                'fr': 'ferme des Grands Prés, Perche', 'es': 'Cortijo El Pradillo, León', 'it': 'Cascina Prato Lungo, Lodi',
                'pt': 'Fazenda Boa Vista, Minas', 'ru': 'деревня Луговая, Вологодчина', 'nl': 'boerderij De Hooiberg, Twente',
                'pl': 'gospodarstwo Nowaków, Podlasie', 'ja': '十勝 清水町', 'zh': '内蒙古 锡林郭勒'},
    'caskslip': {'en-US': 'tap room, Portland', 'en-GB': 'The Red Lion, cellar door', 'de': 'Gasthaus Zur Linde, Kellertür',
                 'fr': 'Café du Commerce, Lille', 'es': 'Bar La Estrella, Bilbao', 'it': 'Osteria del Ponte, Trento',
                 'pt': 'Bar do Zé, Blumenau', 'ru': 'бар «Пивной двор», Тверь', 'nl': 'Café De Zwaan, Haarlem',
                 'pl': 'pub Pod Kogutem, Wrocław', 'ja': '酒場「麦の穂」', 'zh': '青岛 啤酒街小馆'},
    'goatcensus': {'en-US': 'Logan Pass, Glacier Park', 'en-GB': 'feral herd, Rhinogydd', 'de': 'Allgäuer Hochalpen',
                   'fr': 'Vanoise', 'es': 'Sierra de Gredos', 'it': 'Gran Paradiso', 'pt': 'Serra dos Órgãos',
                   'ru': 'Кавказский заповедник', 'nl': 'Hohe Tauern', 'pl': 'Tatry, Hala Gąsienicowa', 'ja': '北アルプス 白馬',
                   'zh': '贺兰山'},
    'loomtune': {'en-US': 'Lowell mill, north shed', 'en-GB': 'weaving shed, Queen Street Mill', 'de': 'Websaal, Tuchfabrik Pfau',
                 'fr': 'atelier de tissage, Roubaix', 'es': 'nave de tejeduría, Terrassa', 'it': 'tessitura di Biella',
                 'pt': 'tecelagem de Americana', 'ru': 'ткацкий цех, Иваново', 'nl': 'weverij, Tilburg', 'pl': 'tkalnia, Łódź',
                 'ja': '西陣 織場', 'zh': '苏州 织造车间'},
    'brine': {'en-US': 'South Bay ponds, San Francisco', 'en-GB': 'Maldon salt marsh', 'de': 'Salzgarten Sečovlje',
              'fr': 'Guérande', 'es': 'salinas de Janubio, Lanzarote', 'it': 'saline di Trapani', 'pt': 'salinas de Mossoró',
              'ru': 'озеро Баскунчак', 'nl': 'zoutpannen van Bonaire', 'pl': 'warzelnia w Wieliczce', 'ja': '能登 珠洲',
              'zh': '海南 洋浦盐田'},
}

CODE = {  # letter prefix, digits
    'goatdairy': ('P', 1), 'gripman': ('C', 2), 'hatter': ('HF', 4), 'canecrush': ('M', 1), 'tidemill': ('S', 1),
    'wrecktag': ('W', 4), 'stilt': ('T', 1), 'haybale': ('J', 2), 'caskslip': ('R', 4), 'goatcensus': ('Z', 1),
    'loomtune': ('LT', 4), 'brine': ('B', 1),
}
TIMES = {
    'goatdairy': ['17:30', '16:45', '18:00', '17:15'], 'gripman': ['23:10', '22:40', '00:20', '21:55'],
    'hatter': ['16:00', '11:30', '14:15', '17:00'], 'canecrush': ['18:40', '19:20', '05:50', '21:00'],
    'tidemill': ['14:25', '08:10', '15:50', '09:35'], 'wrecktag': ['11:50', '13:20', '10:05', '15:10'],
    'stilt': ['18:00', '19:30', '16:30', '20:15'], 'haybale': ['20:45', '21:30', '19:50', '22:10'],
    'caskslip': ['10:15', '07:45', '09:30', '11:20'], 'goatcensus': ['15:40', '13:10', '16:25', '12:35'],
    'loomtune': ['13:35', '06:05', '14:50', '10:40'], 'brine': ['06:30', '07:15', '05:45', '18:20'],
}


def _code(reg, key):
    pre, n = CODE[reg]
    h = zlib.crc32(key.encode('utf-8'))
    if n == 1:
        return f"{pre}{1 + h % 8}"
    if n == 2:
        return f"{pre}{11 + h % 78}"
    return f"{pre}{(h % 12) + 1:02d}{10 + (h >> 8) % 19:02d}"


def A(case, label, loc, reg, body, c=None, p=None, t=None, f='auto', unit_note=None, omit=None, allow=()):
    lang = loc.split('-')[0]
    head, furn, note, close = L[reg][lang]
    key = case + label + loc + reg + body
    c = c or _code(reg, key)
    p = p or P[reg].get(loc) or P[reg][lang]
    t = t or TIMES[reg][zlib.crc32(key.encode('utf-8')) % len(TIMES[reg])]
    sep = NB.get(loc)
    if sep:
        body = re.sub(r'(?<=\d)_(?=\d)', sep, body)
    lines = [head.format(c=c, p=p), furn, note + ('' if note.endswith('：') else ' ') + body, close.format(t=t)]
    text = '\n'.join(lines)
    if f is False or (f == 'auto' and len(re.sub(r'⟦([^⟦⟧@]+)@[^⟦⟧]+⟧', r'\1', text)) > 320):
        lines.pop(1)
    style = f"{loc} {reg}" + (f" omit={omit}" if omit else '')
    return E(case, label, style, '\n'.join(lines), allow=allow, unit_note=unit_note, omit=omit)
