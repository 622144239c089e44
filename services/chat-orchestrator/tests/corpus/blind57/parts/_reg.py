"""The twelve register layouts of blind57 in twelve languages, and A(...), which builds an E(...) entry.

Every answer is a header line (what the sheet is, its letter-prefixed code, the place or the object), a
furniture line of the register's own material, the writer's note holding the data (written with markers,
see ../../blind4/lib.py) and a closing line with a clock time (windsurf slips: out and back times).
Codes and clock times come from a CRC of the note; they are the register's only non-data numbers.
'_' between digits in a note becomes the locale's group separator (U+202F fr, U+00A0 ru/pl).
f='auto' drops the furniture line when the answer would pass 320 characters.
"""
import os, re, sys, zlib
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

# register -> (code prefix, code range) ; header {c} = code, closing {t} / {t1} {t2} = clock times
CODES = {
    'windsurf': ('WR', 10, 99), 'tortoise': ('TS', 100, 999), 'pulpvat': ('PV', 1, 9), 'clogcarve': ('CL', 100, 999),
    'neonbend': ('NB', 10, 99), 'agility': ('AG', 10, 99), 'beachhaul': ('BC', 10, 99), 'accordion': ('AR', 100, 999),
    'saffron': ('SF', 1, 9), 'muletrain': ('MT', 10, 99), 'wafer': ('WB', 100, 999), 'mirrorgrind': ('MG', 1, 9),
}

R = {}
R['windsurf'] = {
 'en-US': ("WINDSURF RENTAL — SLIP {c}, Hood River sandbar", "Board: freeride | Sail: rigged | Harness: yes | Wetsuit: yes", "Renter's note:", "Out {t1} – back {t2}; rig rinsed."),
 'en-GB': ("WINDSURF HIRE — SLIP {c}, Rhosneigr beach", "Board: freeride | Sail: rigged | Harness: yes | Wetsuit: yes", "Hirer's note:", "Out {t1} – back {t2}; rig rinsed off."),
 'de-DE': ("SURFBRETTVERLEIH — LEIHSCHEIN {c}, Fehmarn, Grüner Brink", "Brett: Freeride | Segel: aufgeriggt | Trapez: ja | Neopren: ja", "Notiz des Mieters:", "Raus {t1} – zurück {t2}; Rigg abgespült."),
 'fr-FR': ("LOCATION DE PLANCHES — BON {c}, plage de Leucate", "Planche : freeride | Voile : gréée | Harnais : oui | Combi : oui", "Note du loueur :", "Sortie {t1} – retour {t2} ; gréement rincé."),
 'es-ES': ("ALQUILER DE WINDSURF — RESGUARDO {c}, Valdevaqueros, Tarifa", "Tabla: freeride | Vela: aparejada | Arnés: sí | Neopreno: sí", "Nota del cliente:", "Salida {t1} – vuelta {t2}; aparejo enjuagado."),
 'it-IT': ("NOLEGGIO WINDSURF — RICEVUTA {c}, Torbole, lago di Garda", "Tavola: freeride | Vela: armata | Trapezio: sì | Muta: sì", "Nota del cliente:", "Uscita {t1} – rientro {t2}; attrezzatura sciacquata."),
 'pt-BR': ("ALUGUEL DE WINDSURF — RECIBO {c}, Jericoacoara", "Prancha: freeride | Vela: montada | Trapézio: sim | Roupa: sim", "Nota do cliente:", "Saída {t1} – volta {t2}; equipamento lavado."),
 'ru-RU': ("ПРОКАТ ВИНДСЕРФИНГА — КВИТАНЦИЯ {c}, Ейская коса", "Доска: фрирайд | Парус: вооружён | Трапеция: да | Гидрокостюм: да", "Заметка арендатора:", "Выход {t1} – возврат {t2}; снаряжение ополоснуто."),
 'nl-NL': ("WINDSURFVERHUUR — HUURBON {c}, Brouwersdam", "Plank: freeride | Zeil: getuigd | Trapeze: ja | Wetsuit: ja", "Notitie huurder:", "Weg {t1} – terug {t2}; tuig afgespoeld."),
 'pl-PL': ("WYPOŻYCZALNIA WINDSURFINGU — KWIT {c}, Chałupy", "Deska: freeride | Żagiel: uzbrojony | Trapez: tak | Pianka: tak", "Uwagi klienta:", "Wyjście {t1} – zwrot {t2}; sprzęt opłukany."),
 'ja-JP': ("ウィンドサーフィン貸出票 {c}・御前崎", "ボード：フリーライド｜セイル：艤装済｜ハーネス：有｜ウェット：有", "利用者メモ：", "出艇 {t1}–帰着 {t2}、真水で洗浄。"),
 'zh-CN': ("帆板租赁 · 租用单 {c} · 平潭龙凤头", "板：自由式｜帆：已装好｜吊绳：有｜潜水服：有", "租客备注：", "出海 {t1}–归还 {t2}，器材已冲洗。"),
}
R['tortoise'] = {
 'en-US': ("TORTOISE SANCTUARY — WEIGH-IN CARD {c}, “Hector”, desert tortoise", "Shell: sound ✓  Beak: trimmed ✓  Eyes: clear ✓", "Keeper's note:", "Back in the burrow run {t}."),
 'en-GB': ("TORTOISE SANCTUARY — WEIGH-IN CARD {c}, “Agatha”, Hermann's tortoise", "Shell: sound ✓  Beak: trimmed ✓  Eyes: bright ✓", "Keeper's note:", "Back under the heat lamp {t}."),
 'de-DE': ("SCHILDKRÖTENHOF — WIEGEKARTE {c}, „Oskar“, Griechische Landschildkröte", "Panzer: fest ✓  Schnabel: gekürzt ✓  Augen: klar ✓", "Pflegernotiz:", "Zurück ins Gehege {t}."),
 'fr-FR': ("REFUGE DE TORTUES — FICHE DE PESÉE {c}, « Gaston », tortue d'Hermann", "Carapace : saine ✓  Bec : taillé ✓  Yeux : clairs ✓", "Note du soigneur :", "Remis dans l'enclos à {t}."),
 'es-ES': ("SANTUARIO DE TORTUGAS — FICHA DE PESAJE {c}, «Remedios», tortuga mora", "Caparazón: sano ✓  Pico: recortado ✓  Ojos: limpios ✓", "Nota del cuidador:", "De vuelta al cercado a las {t}."),
 'it-IT': ("RIFUGIO TARTARUGHE — SCHEDA DI PESATA {c}, «Ettore», testuggine di Hermann", "Carapace: sano ✓  Becco: limato ✓  Occhi: vivaci ✓", "Nota del custode:", "Di nuovo nel recinto alle {t}."),
 'pt-BR': ("SANTUÁRIO DE JABUTIS — FICHA DE PESAGEM {c}, “Dona Flor”, jabuti-piranga", "Casco: firme ✓  Bico: aparado ✓  Olhos: limpos ✓", "Nota do tratador:", "De volta ao cercado às {t}."),
 'ru-RU': ("ПРИЮТ ДЛЯ ЧЕРЕПАХ — КАРТОЧКА ВЗВЕШИВАНИЯ {c}, «Тортилла», среднеазиатская", "Панцирь: цел ✓  Клюв: подрезан ✓  Глаза: чистые ✓", "Заметка смотрителя:", "Возвращена в вольер в {t}."),
 'nl-NL': ("SCHILDPADDENOPVANG — WEEGKAART {c}, „Teun”, Griekse landschildpad", "Schild: gaaf ✓  Snavel: bijgeknipt ✓  Ogen: helder ✓", "Notitie verzorger:", "Terug in het verblijf om {t}."),
 'pl-PL': ("AZYL DLA ŻÓŁWI — KARTA WAŻENIA {c}, „Franek”, żółw stepowy", "Pancerz: zdrowy ✓  Dziób: przycięty ✓  Oczy: czyste ✓", "Uwagi opiekuna:", "Z powrotem na wybiegu o {t}."),
 'ja-JP': ("リクガメ保護園 体重測定カード{c}「カメ吉」ヘルマンリクガメ", "甲羅：良好✓ 嘴：整え済✓ 目：澄んでいる✓", "飼育員メモ：", "{t} 飼育舎へ戻す。"),
 'zh-CN': ("陆龟保护园 · 称重卡{c} · “阿福” 赫曼陆龟", "龟甲：完好✓ 喙：已修✓ 眼睛：清亮✓", "饲养员备注：", "{t} 送回龟舍。"),
}
R['pulpvat'] = {
 'en-US': ("PAPER MILL — PULP VAT LOG, vat {c}, cotton rag furnish", "Beater run · felts washed · mould and deckle checked", "Vatman's entry:", "Last post couched {t}."),
 'en-GB': ("PAPER MILL — PULP VAT LOG, vat {c}, linen rag furnish", "Beater run · felts washed · mould and deckle checked", "Vatman's entry:", "Last post couched {t}; vat covered."),
 'de-DE': ("PAPIERMÜHLE — BÜTTENBUCH, Bütte {c}, Hadernstoff", "Holländer gelaufen · Filze gewaschen · Schöpfform geprüft", "Eintrag des Schöpfers:", "Letzter Pauscht gegautscht {t}."),
 'fr-FR': ("MOULIN À PAPIER — REGISTRE DE CUVE, cuve {c}, pâte de chiffon", "Pile hollandaise tournée · feutres lavés · forme vérifiée", "Note de l'ouvreur :", "Dernière porse couchée à {t}."),
 'es-ES': ("MOLINO PAPELERO — DIARIO DE TINA, tina {c}, pasta de trapo", "Pila holandesa en marcha · fieltros lavados · forma revisada", "Anotación del tinero:", "Última posta prensada a las {t}."),
 'it-IT': ("CARTIERA — REGISTRO DEL TINO, tino {c}, pasta di stracci", "Olandese avviata · feltri lavati · forma controllata", "Nota del lavorente:", "Ultima posta pressata alle {t}."),
 'pt-BR': ("MOINHO DE PAPEL — DIÁRIO DA TINA, tina {c}, pasta de trapo", "Holandesa rodada · feltros lavados · forma conferida", "Anotação do tineiro:", "Última pilha prensada às {t}."),
 'ru-RU': ("БУМАЖНАЯ МЕЛЬНИЦА — ЖУРНАЛ ЧАНА, чан {c}, тряпичная масса", "Ролл прогнан · сукна промыты · форма проверена", "Запись черпальщика:", "Последняя стопа отжата в {t}."),
 'nl-NL': ("PAPIERMOLEN — KUIPJOURNAAL, kuip {c}, lompenstof", "Hollander gedraaid · vilten gewassen · schepraam nagezien", "Notitie van de schepper:", "Laatste pauscht gegaucht om {t}."),
 'pl-PL': ("PAPIERNIA — DZIENNIK KADZI, kadź {c}, masa szmaciana", "Holender przepuszczony · filce wyprane · forma sprawdzona", "Wpis czerpacza:", "Ostatni stos odciśnięty o {t}."),
 'ja-JP': ("手漉き紙工房 紙料槽日誌 槽{c}・楮", "叩解済・簀桁点検済・フェルト洗浄済", "漉き手の記録：", "{t} 最後の紙床を圧搾。"),
 'zh-CN': ("造纸坊 · 纸浆槽日志 · 槽{c} · 竹浆", "打浆完毕 · 抄帘已检 · 毛毯已洗", "抄纸工记录：", "{t} 最后一垛压榨完毕。"),
}
R['clogcarve'] = {
 'en-US': ("CLOG SHOP — ORDER TICKET {c}, poplar clogs, one pair", "[x] blank split  [x] hollowed  [x] smoked and dried", "Carver's note:", "Ready for pickup {t}."),
 'en-GB': ("CLOG MAKER — ORDER TICKET {c}, alder clogs, one pair", "[x] blank split  [x] hollowed  [x] dried by the stove", "Carver's note:", "Ready for collection {t}."),
 'de-DE': ("HOLZSCHUHMACHER — AUFTRAGSZETTEL {c}, Pappelholz, ein Paar", "[x] Rohling gespalten  [x] ausgehöhlt  [x] getrocknet", "Notiz des Schnitzers:", "Abholbereit {t}."),
 'fr-FR': ("SABOTIER — BON DE COMMANDE {c}, sabots en noyer, une paire", "[x] bille fendue  [x] creusés  [x] séchés au fumoir", "Note du sabotier :", "Prêts à retirer à {t}."),
 'es-ES': ("ALMADREÑERO — VALE DE ENCARGO {c}, madreñas de abedul, un par", "[x] tronco partido  [x] vaciadas  [x] secadas al humo", "Nota del artesano:", "Listas para recoger a las {t}."),
 'it-IT': ("ZOCCOLAIO — BUONO D'ORDINE {c}, zoccoli in faggio, un paio", "[x] ciocco spaccato  [x] scavati  [x] essiccati", "Nota dell'intagliatore:", "Pronti per il ritiro alle {t}."),
 'pt-BR': ("TAMANQUEIRO — PEDIDO {c}, tamancos de amieiro, um par", "[x] tora rachada  [x] escavados  [x] secos na estufa", "Nota do artesão:", "Prontos para retirar às {t}."),
 'ru-RU': ("МАСТЕРСКАЯ САБО — КВИТАНЦИЯ ЗАКАЗА {c}, тополь, одна пара", "[x] чурка расколота  [x] выдолблены  [x] просушены", "Заметка резчика:", "Готовы к выдаче в {t}."),
 'nl-NL': ("KLOMPENMAKERIJ — BESTELBON {c}, populieren klompen, één paar", "[x] blok gekloofd  [x] uitgehold  [x] gedroogd", "Notitie klompenmaker:", "Klaar om op te halen {t}."),
 'pl-PL': ("WARSZTAT CHODAKÓW — ZLECENIE {c}, chodaki z topoli, jedna para", "[x] kloc rozłupany  [x] wydrążone  [x] wysuszone", "Uwagi rzeźbiarza:", "Do odbioru o {t}."),
 'ja-JP': ("木靴工房 注文票{c}・ポプラ材・一足", "[x] 荒割り  [x] くり抜き  [x] 乾燥", "彫り手メモ：", "{t} 受け渡し可。"),
 'zh-CN': ("木鞋作坊 · 订单票{c} · 杨木 · 一双", "[x] 劈坯  [x] 掏空  [x] 烘干", "雕刻师备注：", "{t} 可取货。"),
}
R['neonbend'] = {
 'en-US': ("NEON SHOP — BENDING TICKET {c}, script sign “OPEN”, ruby red", "Glass bent | bombarded | neon filled | electrodes sealed", "Bender's note:", "Lit for test {t}."),
 'en-GB': ("NEON WORKSHOP — BENDING TICKET {c}, sign “CHIPS”, warm white", "Glass bent | bombarded | gas filled | electrodes sealed", "Bender's note:", "Lit on the bench {t}."),
 'de-DE': ("NEONWERKSTATT — BIEGEZETTEL {c}, Schriftzug „Bar“, Rubinrot", "Glas gebogen | ausgeheizt | Neon gefüllt | Elektroden zu", "Notiz des Glasbiegers:", "Probebrennen {t}."),
 'fr-FR': ("ATELIER NÉON — FICHE DE CINTRAGE {c}, enseigne « Tabac », rouge", "Verre cintré | dégazé | néon rempli | électrodes scellées", "Note du cintreur :", "Allumé à l'essai à {t}."),
 'es-ES': ("TALLER DE NEÓN — PARTE DE CURVADO {c}, rótulo «Bar», rojo rubí", "Vidrio curvado | bombardeado | neón cargado | electrodos sellados", "Nota del curvador:", "Encendido de prueba a las {t}."),
 'it-IT': ("LABORATORIO NEON — SCHEDA DI PIEGATURA {c}, insegna «Bar», rosso rubino", "Vetro piegato | bombardato | neon caricato | elettrodi sigillati", "Nota del vetraio:", "Acceso di prova alle {t}."),
 'pt-BR': ("OFICINA DE NEON — FICHA DE DOBRA {c}, letreiro “Bar”, vermelho", "Vidro dobrado | bombardeado | neônio carregado | eletrodos selados", "Nota do dobrador:", "Aceso para teste às {t}."),
 'ru-RU': ("НЕОНОВАЯ МАСТЕРСКАЯ — НАРЯД НА ГИБКУ {c}, вывеска «Бар», рубиновый", "Стекло согнуто | прогрето | неон залит | электроды впаяны", "Заметка стеклодува:", "Пробное включение в {t}."),
 'nl-NL': ("NEONWERKPLAATS — BUIGBON {c}, lichtreclame „Café”, robijnrood", "Glas gebogen | uitgestookt | neon gevuld | elektroden dicht", "Notitie glasbuiger:", "Proefgebrand om {t}."),
 'pl-PL': ("PRACOWNIA NEONÓW — KARTA GIĘCIA {c}, napis „Bar”, rubinowy", "Szkło wygięte | wygrzane | neon wpuszczony | elektrody zatopione", "Uwagi giętnika:", "Próbne zapalenie o {t}."),
 'ja-JP': ("ネオン工房 曲げ伝票{c}・「純喫茶」赤", "ガラス曲げ済｜焼き出し済｜ネオン封入｜電極封止", "職人メモ：", "{t} 試験点灯。"),
 'zh-CN': ("霓虹灯作坊 · 弯管单{c} · “酒吧”招牌 · 宝石红", "玻璃已弯｜已轰击｜已充氖｜电极已封", "弯管师备注：", "{t} 试点亮。"),
}
R['agility'] = {
 'en-US': ("DOG AGILITY TRIAL — RUN CARD {c}, “Pip”, border collie", "Weaves ✓  A-frame ✓  Tunnel ✓  Teeter ✓", "Judge's remark:", "Ring cleared {t}."),
 'en-GB': ("AGILITY SHOW — RUN CARD {c}, “Bramble”, working sheepdog", "Weaves ✓  A-frame ✓  Tunnel ✓  Seesaw ✓", "Judge's remark:", "Ring cleared {t}."),
 'de-DE': ("AGILITY-TURNIER — LAUFKARTE {c}, „Fips“, Border Collie", "Slalom ✓  A-Wand ✓  Tunnel ✓  Wippe ✓", "Bemerkung des Richters:", "Parcours frei {t}."),
 'fr-FR': ("CONCOURS D'AGILITY — FICHE DE PARCOURS {c}, « Filou », berger australien", "Slalom ✓  Palissade ✓  Tunnel ✓  Balançoire ✓", "Remarque du juge :", "Ring libéré à {t}."),
 'es-ES': ("PRUEBA DE AGILITY — FICHA DE RECORRIDO {c}, «Trufa», border collie", "Eslalon ✓  Empalizada ✓  Túnel ✓  Balancín ✓", "Comentario del juez:", "Pista libre a las {t}."),
 'it-IT': ("GARA DI AGILITY — SCHEDA DI PERCORSO {c}, «Birba», pastore australiano", "Slalom ✓  Palizzata ✓  Tunnel ✓  Basculla ✓", "Nota del giudice:", "Ring libero alle {t}."),
 'pt-BR': ("PROVA DE AGILITY — FICHA DE PISTA {c}, “Pipoca”, border collie", "Slalom ✓  Rampa A ✓  Túnel ✓  Gangorra ✓", "Observação do juiz:", "Pista liberada às {t}."),
 'ru-RU': ("АДЖИЛИТИ — КАРТОЧКА ЗАБЕГА {c}, «Джесси», бордер-колли", "Слалом ✓  Горка ✓  Тоннель ✓  Качели ✓", "Замечание судьи:", "Ринг свободен в {t}."),
 'nl-NL': ("AGILITYWEDSTRIJD — LOOPKAART {c}, „Sam”, border collie", "Slalom ✓  A-schutting ✓  Tunnel ✓  Wip ✓", "Opmerking keurmeester:", "Ring vrij om {t}."),
 'pl-PL': ("ZAWODY AGILITY — KARTA PRZEBIEGU {c}, „Kropka”, border collie", "Slalom ✓  Palisada ✓  Tunel ✓  Huśtawka ✓", "Uwagi sędziego:", "Ring wolny o {t}."),
 'ja-JP': ("アジリティ競技会 走行カード{c}「ハナ」ボーダーコリー", "スラローム✓ Aフレーム✓ トンネル✓ シーソー✓", "審査員コメント：", "{t} リンク撤収。"),
 'zh-CN': ("犬敏捷赛 · 跑道卡{c} · “豆豆” 边境牧羊犬", "绕杆✓ A字板✓ 隧道✓ 跷跷板✓", "裁判点评：", "{t} 场地清空。"),
}
R['beachhaul'] = {
 'en-US': ("BEACH CLEANUP — HAUL SHEET {c}, Ocean Beach, north end", "Plastics · rope and net · glass · cans — all bagged", "Crew lead's note:", "Bags at the dumpster {t}."),
 'en-GB': ("BEACH CLEAN — HAUL SHEET {c}, Saunton Sands", "Plastics · rope and net · glass · cans — all bagged", "Team leader's note:", "Bags to the skip {t}."),
 'de-DE': ("STRANDPUTZ — SAMMELBOGEN {c}, Sankt Peter-Ording", "Plastik · Tauwerk und Netz · Glas · Dosen — alles in Säcken", "Notiz der Gruppenleitung:", "Säcke am Container {t}."),
 'fr-FR': ("NETTOYAGE DE PLAGE — FICHE DE COLLECTE {c}, pointe de la Torche", "Plastiques · cordages et filets · verre · canettes — tout ensaché", "Note du chef d'équipe :", "Sacs à la benne à {t}."),
 'es-ES': ("LIMPIEZA DE PLAYA — HOJA DE RECOGIDA {c}, playa de Rodiles", "Plásticos · cabos y redes · vidrio · latas — todo en sacas", "Nota del jefe de grupo:", "Sacas al contenedor a las {t}."),
 'it-IT': ("PULIZIA SPIAGGIA — SCHEDA RACCOLTA {c}, spiaggia di Scarlino", "Plastica · cime e reti · vetro · lattine — tutto insaccato", "Nota del capogruppo:", "Sacchi al cassone alle {t}."),
 'pt-BR': ("MUTIRÃO DE PRAIA — FICHA DE COLETA {c}, praia do Cassino", "Plástico · cabos e redes · vidro · latas — tudo ensacado", "Nota do coordenador:", "Sacos na caçamba às {t}."),
 'ru-RU': ("УБОРКА ПЛЯЖА — ЛИСТ СБОРА {c}, Куршская коса, Лесной", "Пластик · канаты и сети · стекло · банки — всё в мешках", "Заметка бригадира:", "Мешки у контейнера в {t}."),
 'nl-NL': ("STRANDOPRUIMING — VANGSTLIJST {c}, strand van Terschelling", "Plastic · touw en netten · glas · blik — alles in zakken", "Notitie ploegleider:", "Zakken bij de container om {t}."),
 'pl-PL': ("SPRZĄTANIE PLAŻY — ARKUSZ ZBIÓRKI {c}, plaża w Dębkach", "Plastik · liny i sieci · szkło · puszki — wszystko w workach", "Uwagi koordynatora:", "Worki przy kontenerze o {t}."),
 'ja-JP': ("ビーチクリーン 回収シート{c}・由比ヶ浜", "プラ・ロープ網・ガラス・缶──袋詰め済", "班長メモ：", "{t} 集積所へ搬出。"),
 'zh-CN': ("海滩清洁 · 收集表{c} · 黄金海岸", "塑料 · 绳网 · 玻璃 · 易拉罐——全部装袋", "组长备注：", "{t} 垃圾袋已运走。"),
}
R['accordion'] = {
 'en-US': ("ACCORDION REPAIR — BENCH NOTE {c}, piano accordion, Excelsior", "Bellows taped | reeds waxed | pallets reseated", "Repairer's note:", "Back in its case {t}."),
 'en-GB': ("ACCORDION REPAIRS — BENCH NOTE {c}, button box, Hohner", "Bellows taped | reeds waxed | pallets reseated", "Repairer's note:", "Back in its case {t}."),
 'de-DE': ("AKKORDEONWERKSTATT — WERKBANKNOTIZ {c}, Weltmeister", "Balg geklebt | Stimmzungen gewachst | Klappen neu gesetzt", "Notiz des Instrumentenbauers:", "Zurück in den Koffer {t}."),
 'fr-FR': ("RÉPARATION D'ACCORDÉONS — NOTE D'ÉTABLI {c}, chromatique, Maugein", "Soufflet rescotché | anches recirées | soupapes recalées", "Note du réparateur :", "Rangé dans sa caisse à {t}."),
 'es-ES': ("TALLER DE ACORDEONES — NOTA DE BANCO {c}, acordeón de piano, Hohner", "Fuelle encintado | lengüetas enceradas | zapatillas asentadas", "Nota del técnico:", "De vuelta al estuche a las {t}."),
 'it-IT': ("RIPARAZIONE FISARMONICHE — NOTA DI BANCO {c}, Castelfidardo", "Mantice nastrato | voci incerate | palette riassestate", "Nota del riparatore:", "Di nuovo nella custodia alle {t}."),
 'pt-BR': ("CONSERTO DE SANFONAS — NOTA DE BANCADA {c}, sanfona de teclado, Todeschini", "Fole fitado | palhetas enceradas | sapatilhas assentadas", "Nota do técnico:", "De volta ao estojo às {t}."),
 'ru-RU': ("РЕМОНТ АККОРДЕОНОВ — ВЕРСТАЧНАЯ ЗАПИСКА {c}, «Вельтмейстер»", "Мех проклеен | голоса навощены | клапаны притёрты", "Заметка мастера:", "Уложен в футляр в {t}."),
 'nl-NL': ("ACCORDEONREPARATIE — WERKBANKNOTITIE {c}, pianoaccordeon, Hohner", "Balg afgeplakt | stemmen gewast | kleppen opnieuw gezet", "Notitie reparateur:", "Terug in de koffer om {t}."),
 'pl-PL': ("NAPRAWA AKORDEONÓW — NOTATKA Z WARSZTATU {c}, Weltmeister", "Miech oklejony | głosy zawoskowane | klapy dotarte", "Uwagi stroiciela:", "Z powrotem w futerale o {t}."),
 'ja-JP': ("アコーディオン修理 作業台メモ{c}・ピアノ式", "蛇腹テープ補修｜リード蝋付け｜パレット調整", "修理担当メモ：", "{t} ケースに収納。"),
 'zh-CN': ("手风琴维修 · 工作台记录{c} · 键盘式 · 鹦鹉牌", "风箱已补｜簧片已上蜡｜键垫已校", "维修师备注：", "{t} 装回琴盒。"),
}
R['saffron'] = {
 'en-US': ("SAFFRON FARM — DRYING LOG, tray {c}, Lancaster County plot", "Flowers picked ✓  stigmas pulled ✓  tray over low heat ✓", "Drier's note:", "Threads jarred {t}."),
 'en-GB': ("SAFFRON HARVEST — DRYING LOG, tray {c}, Saffron Walden field", "Flowers picked ✓  stigmas pulled ✓  tray over the embers ✓", "Drier's note:", "Threads jarred {t}."),
 'de-DE': ("SAFRANERNTE — DARRBUCH, Sieb {c}, Mund im Wallis", "Blüten gepflückt ✓  Narben gezupft ✓  Sieb über Glut ✓", "Notiz der Trocknerin:", "Fäden ins Glas {t}."),
 'fr-FR': ("RÉCOLTE DU SAFRAN — JOURNAL DE SÉCHAGE, tamis {c}, Gâtinais", "Fleurs cueillies ✓  pistils émondés ✓  tamis sur braises ✓", "Note de l'émondeuse :", "Filaments en bocal à {t}."),
 'es-ES': ("COSECHA DE AZAFRÁN — LIBRO DE TUESTE, cedazo {c}, La Mancha", "Rosa cogida ✓  hebras mondadas ✓  cedazo sobre brasas ✓", "Nota de la tostadora:", "Hebras en el tarro a las {t}."),
 'it-IT': ("ZAFFERANO — REGISTRO DI ESSICCAZIONE, setaccio {c}, Navelli", "Fiori raccolti ✓  stimmi sfilati ✓  setaccio sulla brace ✓", "Nota dell'essiccatrice:", "Stimmi nel vasetto alle {t}."),
 'pt-BR': ("COLHEITA DE AÇAFRÃO — DIÁRIO DE SECAGEM, peneira {c}, sítio na serra", "Flores colhidas ✓  estigmas separados ✓  peneira sobre brasas ✓", "Nota da secadora:", "Fios no pote às {t}."),
 'ru-RU': ("СБОР ШАФРАНА — ЖУРНАЛ СУШКИ, сито {c}, Бахчисарай", "Цветки собраны ✓  рыльца отделены ✓  сито над углями ✓", "Заметка сушильщицы:", "Нити в банке в {t}."),
 'nl-NL': ("SAFFRAANOOGST — DROOGLOGBOEK, zeef {c}, akker bij Kruiningen", "Bloemen geplukt ✓  stampers gepeld ✓  zeef boven de gloed ✓", "Notitie droger:", "Draadjes in de pot om {t}."),
 'pl-PL': ("ZBIÓR SZAFRANU — DZIENNIK SUSZENIA, sito {c}, pole pod Kazimierzem", "Kwiaty zebrane ✓  znamiona oddzielone ✓  sito nad żarem ✓", "Uwagi suszącej:", "Nitki w słoiku o {t}."),
 'ja-JP': ("サフラン収穫 乾燥日誌 ざる{c}・竹田", "花摘み✓ めしべ取り✓ 炭火乾燥✓", "乾燥係メモ：", "{t} 瓶詰め完了。"),
 'zh-CN': ("藏红花采收 · 烘干日志 · 筛{c} · 崇明基地", "采花✓ 剥丝✓ 炭火烘筛✓", "烘干员备注：", "{t} 花丝装瓶。"),
}
R['muletrain'] = {
 'en-US': ("MULE TRAIN — PACKING LIST {c}, Bright Angel trailhead", "[x] panniers balanced  [x] cinches checked  [x] lead ropes tied", "Packer's note:", "String moved out {t}."),
 'en-GB': ("PACK MULES — PACKING LIST {c}, Alpujarra string, Trevélez", "[x] panniers balanced  [x] girths checked  [x] lead ropes tied", "Muleteer's note:", "String moved off {t}."),
 'de-DE': ("MAULTIERKOLONNE — PACKLISTE {c}, Saumpfad am Gotthard", "[x] Packtaschen ausgewogen  [x] Gurte geprüft  [x] Führstricke", "Notiz des Säumers:", "Kolonne los {t}."),
 'fr-FR': ("CONVOI DE MULETS — LISTE DE CHARGEMENT {c}, sentier des Cévennes", "[x] bâts équilibrés  [x] sangles vérifiées  [x] longes attachées", "Note du muletier :", "Départ du convoi à {t}."),
 'es-ES': ("RECUA DE MULAS — LISTA DE CARGA {c}, camino de Trevélez", "[x] serones equilibrados  [x] cinchas revisadas  [x] ramales atados", "Nota del arriero:", "Salida de la recua a las {t}."),
 'it-IT': ("CAROVANA DI MULI — LISTA DI CARICO {c}, mulattiera del Gran Sasso", "[x] basti bilanciati  [x] sottopancia controllati  [x] lunghine legate", "Nota del mulattiere:", "Partenza alle {t}."),
 'pt-BR': ("TROPA DE MULAS — LISTA DE CARGA {c}, Estrada Real", "[x] cangalhas equilibradas  [x] barrigueiras conferidas  [x] cabrestos", "Nota do tropeiro:", "Tropa saiu às {t}."),
 'ru-RU': ("ВЬЮЧНЫЙ КАРАВАН — ВЕДОМОСТЬ УКЛАДКИ {c}, тропа на Фишт", "[x] вьюки уравновешены  [x] подпруги проверены  [x] чомбуры", "Заметка вьючника:", "Караван вышел в {t}."),
 'nl-NL': ("MUILEZELKARAVAAN — PAKLIJST {c}, pad naar de Col de Sarenne", "[x] pakzadels in balans  [x] singels nagezien  [x] leidsels vast", "Notitie muilezeldrijver:", "Karavaan vertrokken om {t}."),
 'pl-PL': ("KARAWANA MUŁÓW — LISTA ZAŁADUNKU {c}, szlak w Bieszczadach", "[x] juki wyważone  [x] popręgi sprawdzone  [x] uwiązy", "Uwagi juczarza:", "Karawana ruszyła o {t}."),
 'ja-JP': ("ラバ隊 荷積みリスト{c}・熊野古道口", "[x] 荷鞍の左右均等  [x] 腹帯点検  [x] 引き綱", "荷役メモ：", "{t} 出発。"),
 'zh-CN': ("骡帮 · 装驮清单{c} · 茶马古道", "[x] 驮筐平衡  [x] 肚带已检  [x] 缰绳已系", "赶骡人备注：", "{t} 骡队出发。"),
}
R['wafer'] = {
 'en-US': ("CONE BAKERY — WAFER BATCH CARD {c}, sugar cones", "Batter rested · irons hot · rolled on the mandrel", "Baker's note:", "Batch boxed {t}."),
 'en-GB': ("CONE BAKERY — WAFER BATCH CARD {c}, cornet wafers", "Batter rested · irons hot · rolled on the mandrel", "Baker's note:", "Batch boxed {t}."),
 'de-DE': ("WAFFELBÄCKEREI — CHARGENKARTE {c}, Eistüten", "Teig geruht · Eisen heiß · über den Dorn gerollt", "Notiz der Bäckerin:", "Charge verpackt {t}."),
 'fr-FR': ("GAUFRERIE — FICHE DE FOURNÉE {c}, cornets gaufrés", "Pâte reposée · fers chauds · roulés sur le cône", "Note du pâtissier :", "Fournée emballée à {t}."),
 'es-ES': ("FÁBRICA DE BARQUILLOS — FICHA DE HORNADA {c}, cucuruchos", "Masa reposada · planchas calientes · enrollados en el molde", "Nota del barquillero:", "Hornada en cajas a las {t}."),
 'it-IT': ("CIALDERIA — SCHEDA DI INFORNATA {c}, coni per gelato", "Pastella riposata · piastre calde · arrotolati sul cono", "Nota del cialdaio:", "Infornata inscatolata alle {t}."),
 'pt-BR': ("FÁBRICA DE CASQUINHAS — FICHA DE FORNADA {c}, casquinhas de sorvete", "Massa descansada · chapas quentes · enroladas no molde", "Nota do forneiro:", "Fornada encaixotada às {t}."),
 'ru-RU': ("ВАФЕЛЬНЫЙ ЦЕХ — КАРТА ЗАМЕСА {c}, вафельные рожки", "Тесто отлежалось · формы горячие · свёрнуто на конусе", "Заметка пекаря:", "Замес упакован в {t}."),
 'nl-NL': ("HOORNTJESBAKKERIJ — BAKKAART {c}, ijshoorntjes", "Beslag gerust · ijzers heet · om de kegel gerold", "Notitie bakker:", "Partij ingepakt om {t}."),
 'pl-PL': ("WYTWÓRNIA WAFLI — KARTA WYPIEKU {c}, rożki do lodów", "Ciasto odstane · formy gorące · zwinięte na stożku", "Uwagi piekarza:", "Wypiek zapakowany o {t}."),
 'ja-JP': ("コーン工房 ウエハース焼成カード{c}・シュガーコーン", "生地寝かせ済・焼き型加熱・円錐巻き", "焼き手メモ：", "{t} 箱詰め完了。"),
 'zh-CN': ("蛋筒烘焙坊 · 威化批次卡{c} · 甜筒", "面糊已醒 · 烤模已热 · 已卷锥形", "烘焙师备注：", "{t} 批次装箱。"),
}
R['mirrorgrind'] = {
 'en-US': ("TELESCOPE MIRROR — GRINDING LOG, blank {c}, Pyrex disk", "Grit: fine | Pitch lap: pressed | Foucault: read", "Grinder's entry:", "Tool covered {t}."),
 'en-GB': ("TELESCOPE MIRROR — GRINDING LOG, blank {c}, plate-glass disc", "Grit: fine | Pitch lap: pressed | Foucault: read", "Grinder's entry:", "Tool covered {t}."),
 'de-DE': ("TELESKOPSPIEGEL — SCHLEIFBUCH, Rohling {c}, Pyrex-Scheibe", "Korn: fein | Pechhaut: gepresst | Foucault: gemessen", "Eintrag des Schleifers:", "Werkzeug abgedeckt {t}."),
 'fr-FR': ("MIROIR DE TÉLESCOPE — JOURNAL DE TAILLE, ébauche {c}, disque Pyrex", "Abrasif : fin | Polissoir : pressé | Foucault : relevé", "Note du tailleur :", "Outil couvert à {t}."),
 'es-ES': ("ESPEJO DE TELESCOPIO — DIARIO DE TALLADO, disco {c}, Pyrex", "Abrasivo: fino | Brea: prensada | Foucault: medido", "Nota del tallador:", "Herramienta tapada a las {t}."),
 'it-IT': ("SPECCHIO PER TELESCOPIO — REGISTRO DI MOLATURA, disco {c}, Pyrex", "Abrasivo: fine | Pece: pressata | Foucault: letto", "Nota del molatore:", "Utensile coperto alle {t}."),
 'pt-BR': ("ESPELHO DE TELESCÓPIO — DIÁRIO DE DESBASTE, disco {c}, Pyrex", "Abrasivo: fino | Piche: prensado | Foucault: lido", "Nota do polidor:", "Ferramenta coberta às {t}."),
 'ru-RU': ("ЗЕРКАЛО ТЕЛЕСКОПА — ЖУРНАЛ ШЛИФОВКИ, заготовка {c}, пирекс", "Абразив: тонкий | Смоляник: прижат | Фуко: снят", "Запись шлифовщика:", "Инструмент накрыт в {t}."),
 'nl-NL': ("TELESCOOPSPIEGEL — SLIJPLOGBOEK, blank {c}, Pyrex-schijf", "Slijpmiddel: fijn | Pekpolijster: geperst | Foucault: gemeten", "Notitie slijper:", "Gereedschap afgedekt om {t}."),
 'pl-PL': ("ZWIERCIADŁO TELESKOPU — DZIENNIK SZLIFOWANIA, krążek {c}, pyrex", "Ścierniwo: drobne | Smoła: dociśnięta | Foucault: odczytany", "Wpis szlifierza:", "Narzędzie przykryte o {t}."),
 'ja-JP': ("望遠鏡主鏡 研磨日誌 素材{c}・パイレックス", "砥粒：細｜ピッチ盤：プレス済｜フーコー：測定済", "研磨者の記録：", "{t} 研磨皿に覆い。"),
 'zh-CN': ("望远镜主镜 · 研磨日志 · 镜坯{c} · 派热克斯", "磨料：细｜沥青盘：已压｜傅科：已测", "研磨者记录：", "{t} 磨具已盖好。"),
}

SEP = {'fr-FR': '\u202f', 'ru-RU': '\u00a0', 'pl-PL': '\u00a0'}


def parts(reg, loc, note):
    """(header, furniture, note line, closing) of one answer."""
    h, fu, lab, cl = R[reg][loc]
    crc = zlib.crc32((reg + loc + note).encode('utf-8'))
    pre, lo, hi = CODES[reg]
    code = f"{pre}{lo + crc % (hi - lo + 1)}"
    hh = 6 + (crc >> 8) % 16
    if reg == 'windsurf':  # rentals go out between 08 and 16 and come back one to three hours later
        hh = 8 + (crc >> 8) % 9
    mm = 5 * ((crc >> 13) % 12)
    dh = 1 + (crc >> 17) % 3
    dm = 5 * ((crc >> 20) % 12)
    t = f"{hh:02d}:{mm:02d}"
    t2 = f"{hh + dh:02d}:{dm:02d}"
    sep = ' ' if not lab.endswith('：') else ''
    return h.format(c=code), fu, lab + sep + note, cl.format(t=t, t1=t, t2=t2)


def A(c, l, loc, reg, note, unit_note=None, omit=None, f='auto'):
    if loc in SEP:
        note = re.sub(r'(?<=\d)_(?=\d)', SEP[loc], note)
    h, fu, nl, cl = parts(reg, loc, note)
    text = '\n'.join([h, fu, nl, cl])
    plain = re.sub(r'⟦([^⟦⟧@]+)@[^⟦⟧]+⟧', r'\1', text)
    if f == 'auto' and len(plain) > 320:
        text = '\n'.join([h, nl, cl])
    elif f is False:
        text = '\n'.join([h, nl, cl])
    style = f"{loc} {reg}" + (f" omit={omit}" if omit else '')
    return E(c, l, style, text, unit_note=unit_note, omit=omit)
