"""Register layouts of blind set 60 (written from scratch): header, furniture, writer's note label and closing line
for each of the twelve registers in the twelve languages. Codes are letter-prefixed and glued to their letters;
the closing line holds a clock time in the register's own hours. No register writes its trade's own numbers.

A(case, label, locale, register, note, ...) builds an E(...) entry (../../blind4/lib.py) from a note written with
markers. In the note, '_' between two digits becomes the locale's group separator (U+202F fr, U+00A0 ru/pl)."""
import os
import re
import sys
import zlib

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E  # noqa: E402

NNBSP, NBSP = '\u202f', '\u00a0'
GROUP = {'fr-FR': NNBSP, 'ru-RU': NBSP, 'pl-PL': NBSP}

# tag: (code prefix, (first hour, last hour), {language: (header, furniture, note label, closing)})
REG = {
 'kombucha': ('KB', (7, 10), {
  'en': ("KOMBUCHA BREWING LOG KB{c}, black tea, crock by the window", "SCOBY checked ✓  Tea steeped ✓  Jars covered ✓", "Brewer's note:", "Cloths tied on {t}."),
  'en-GB': ("KOMBUCHA BREWING LOG KB{c}, black tea, crock on the sill", "SCOBY checked ✓  Tea steeped ✓  Jars covered ✓", "Brewer's note:", "Muslin tied on {t}."),
  'de': ("KOMBUCHA — ANSATZPROTOKOLL KB{c}, Schwarztee, Steinguttopf", "SCOBY geprüft ✓  Tee gezogen ✓  Gläser abgedeckt ✓", "Notiz der Brauerin:", "Tücher festgebunden {t}."),
  'fr': ("KOMBUCHA — JOURNAL DE BRASSAGE KB{c}, thé noir, bocal de la cuisine", "SCOBY vérifié ✓  Thé infusé ✓  Bocaux couverts ✓", "Note du brasseur :", "Bocaux couverts à {t}."),
  'es': ("KOMBUCHA — REGISTRO DE FERMENTACIÓN KB{c}, té negro, tarro grande", "SCOBY revisado ✓  Té infusionado ✓  Tarros tapados ✓", "Nota del fermentador:", "Tarros tapados a las {t}."),
  'it': ("KOMBUCHA — REGISTRO DI FERMENTAZIONE KB{c}, tè nero, vaso di vetro", "SCOBY controllato ✓  Tè in infusione ✓  Vasi coperti ✓", "Nota di chi fermenta:", "Vasi coperti alle {t}."),
  'pt': ("KOMBUCHA — DIÁRIO DE FERMENTAÇÃO KB{c}, chá preto, pote de vidro", "SCOBY conferido ✓  Chá em infusão ✓  Potes cobertos ✓", "Nota da fermentadora:", "Potes cobertos às {t}."),
  'ru': ("КОМБУЧА — ЖУРНАЛ ЗАКВАСКИ KB{c}, чёрный чай, большая банка", "SCOBY осмотрен ✓  Чай заварен ✓  Банки накрыты ✓", "Заметка хозяйки:", "Банки накрыты в {t}."),
  'nl': ("KOMBUCHA — BROUWLOG KB{c}, zwarte thee, grote pot", "SCOBY bekeken ✓  Thee getrokken ✓  Potten afgedekt ✓", "Notitie van de brouwer:", "Doeken erop {t}."),
  'pl': ("KOMBUCHA — DZIENNIK FERMENTACJI KB{c}, czarna herbata, duży słój", "SCOBY sprawdzony ✓  Herbata zaparzona ✓  Słoje przykryte ✓", "Uwaga piwowarki:", "Słoje przykryte o {t}."),
  'ja': ("コンブチャ仕込み記録KB{c}・紅茶・大瓶", "SCOBY確認 ✓ 茶葉抽出 ✓ 瓶に布 ✓", "仕込みメモ：", "{t} 布をかけ終える。"),
  'zh': ("康普茶 · 发酵记录 KB{c}，红茶，大玻璃罐", "菌膜已查 ✓ 茶已泡好 ✓ 罐已盖布 ✓", "酿造笔记：", "{t} 罐口封好。"),
 }),
 'bonfire': ('BN', (21, 23), {
  'en': ("BONFIRE NIGHT — MARSHAL SHEET BN{c}, village green", "[x] cordon set  [x] buckets filled  [x] embers damped", "Marshal's note:", "Green handed back {t}."),
  'de': ("OSTERFEUER — ORDNERBOGEN BN{c}, Festwiese", "[x] Absperrung steht  [x] Eimer gefüllt  [x] Glut gelöscht", "Notiz des Ordners:", "Wiese übergeben {t}."),
  'fr': ("FEU DE LA SAINT-JEAN — FICHE DE COMMISSAIRE BN{c}, pré communal", "[x] cordon posé  [x] seaux remplis  [x] braises noyées", "Note du commissaire :", "Pré rendu à {t}."),
  'es': ("HOGUERA DE SAN JUAN — HOJA DEL VIGILANTE BN{c}, playa del pueblo", "[x] cordón puesto  [x] cubos llenos  [x] brasas apagadas", "Nota del vigilante:", "Playa despejada a las {t}."),
  'it': ("FALÒ DI SAN GIOVANNI — SCHEDA DEL COMMISSARIO BN{c}, prato del paese", "[x] cordone steso  [x] secchi pieni  [x] braci spente", "Nota del commissario:", "Prato riconsegnato alle {t}."),
  'pt': ("FOGUEIRA DE SÃO JOÃO — FICHA DO FISCAL BN{c}, largo da igreja", "[x] cordão montado  [x] baldes cheios  [x] brasas abafadas", "Nota do fiscal:", "Largo liberado às {t}."),
  'ru': ("МАСЛЕНИЧНЫЙ КОСТЁР — ЛИСТ ДЕЖУРНОГО BN{c}, луг за церковью", "[x] ограждение стоит  [x] вёдра полны  [x] угли залиты", "Заметка дежурного:", "Луг сдан в {t}."),
  'nl': ("PAASVUUR — STEWARDBLAD BN{c}, dorpsweide", "[x] afzetting staat  [x] emmers gevuld  [x] sintels geblust", "Notitie van de steward:", "Weide vrijgegeven {t}."),
  'pl': ("OGNISKO SOBÓTKOWE — KARTA PORZĄDKOWEGO BN{c}, łąka nad rzeką", "[x] taśma rozciągnięta  [x] wiadra pełne  [x] żar zalany", "Uwaga porządkowego:", "Łąka oddana o {t}."),
  'ja': ("どんど焼き 警備記録BN{c}・河川敷", "[x] ロープ張り [x] バケツ満水 [x] 残り火消火", "警備メモ：", "{t} 会場撤収。"),
  'zh': ("篝火晚会 · 安全员记录 BN{c}，河滩空地", "[x] 警戒线拉好 [x] 水桶装满 [x] 余烬压灭", "安全员备注：", "{t} 场地清空。"),
 }),
 'mushroom': ('MF', (12, 16), {
  'en': ("MUSHROOM FORAY — TALLY MF{c}, beech wood", "Basket | knife | spore print", "Forager's note:", "Back at the car {t}."),
  'de': ("PILZSUCHE — STRICHLISTE MF{c}, Buchenwald", "Korb | Messer | Sporenabdruck", "Notiz des Sammlers:", "Zurück am Auto {t}."),
  'fr': ("CUEILLETTE DE CHAMPIGNONS — RELEVÉ MF{c}, hêtraie", "Panier | couteau | sporée", "Note du cueilleur :", "Retour à la voiture à {t}."),
  'es': ("SALIDA MICOLÓGICA — RECUENTO MF{c}, hayedo", "Cesta | navaja | esporada", "Nota del recolector:", "De vuelta al coche a las {t}."),
  'it': ("RACCOLTA FUNGHI — CONTEGGIO MF{c}, faggeta", "Cesto | coltello | sporata", "Nota del cercatore:", "Rientro alla macchina alle {t}."),
  'pt': ("COLETA DE COGUMELOS — CONTAGEM MF{c}, mata de pinheiros", "Cesto | canivete | esporada", "Nota do coletor:", "De volta ao carro às {t}."),
  'ru': ("ТИХАЯ ОХОТА — УЧЁТ ГРИБОВ MF{c}, березняк", "Корзина | нож | споровый отпечаток", "Заметка грибника:", "У машины в {t}."),
  'nl': ("PADDENSTOELENTOCHT — TURFLIJST MF{c}, beukenbos", "Mand | mes | sporenprint", "Notitie van de zoeker:", "Terug bij de auto {t}."),
  'pl': ("GRZYBOBRANIE — SPIS MF{c}, bór sosnowy", "Koszyk | nóż | wysyp zarodników", "Uwaga grzybiarza:", "Przy samochodzie o {t}."),
  'ja': ("きのこ狩り 記録票MF{c}・ブナ林", "籠｜ナイフ｜胞子紋", "採集メモ：", "{t} 車に戻る。"),
  'zh': ("采蘑菇 · 计数单 MF{c}，山毛榉林", "篮子｜小刀｜孢子印", "采集者笔记：", "{t} 回到车上。"),
 }),
 'smithy': ('FT', (15, 18), {
  'en': ("BLACKSMITH — FORGE TICKET FT{c}, gate hinge", "Fire lit ✓  Anvil dressed ✓  Quenched ✓", "Smith's note:", "Fire banked {t}."),
  'de': ("SCHMIEDE — ESSENZETTEL FT{c}, Torband", "Feuer an ✓  Amboss abgerichtet ✓  Abgeschreckt ✓", "Notiz des Schmieds:", "Feuer abgedeckt {t}."),
  'fr': ("FORGE — BON DE FORGE FT{c}, penture de portail", "Feu allumé ✓  Enclume dressée ✓  Trempé ✓", "Note du forgeron :", "Feu couvert à {t}."),
  'es': ("HERRERÍA — VALE DE FRAGUA FT{c}, bisagra de portón", "Fragua encendida ✓  Yunque repasado ✓  Templado ✓", "Nota del herrero:", "Fragua tapada a las {t}."),
  'it': ("FUCINA — BUONO DI FORGIA FT{c}, cardine del cancello", "Fuoco acceso ✓  Incudine spianata ✓  Temprato ✓", "Nota del fabbro:", "Fuoco coperto alle {t}."),
  'pt': ("FERRARIA — TALÃO DA FORJA FT{c}, dobradiça de portão", "Forja acesa ✓  Bigorna acertada ✓  Temperado ✓", "Nota do ferreiro:", "Forja abafada às {t}."),
  'ru': ("КУЗНИЦА — НАРЯД FT{c}, петля для ворот", "Горн разожжён ✓  Наковальня выправлена ✓  Закалено ✓", "Заметка кузнеца:", "Горн притушен в {t}."),
  'nl': ("SMIDSE — SMEEDBON FT{c}, poortscharnier", "Vuur aan ✓  Aambeeld gericht ✓  Afgeschrikt ✓", "Notitie van de smid:", "Vuur afgedekt {t}."),
  'pl': ("KUŹNIA — KWIT KUŹNICZY FT{c}, zawias do bramy", "Ogień rozpalony ✓  Kowadło wyrównane ✓  Zahartowane ✓", "Uwaga kowala:", "Palenisko przygaszone o {t}."),
  'ja': ("鍛冶場 鍛造伝票FT{c}・門の蝶番", "火入れ ✓ 金床整え ✓ 焼き入れ ✓", "鍛冶メモ：", "{t} 火を落とす。"),
  'zh': ("铁匠铺 · 锻造单 FT{c}，大门合页", "生火 ✓ 修整铁砧 ✓ 淬火 ✓", "铁匠备注：", "{t} 封炉。"),
 }),
 'gritter': ('SP', (4, 6), {
  'en': ("SNOWPLOW ROUTE SHEET SP{c}, county road north", "Blade down · grit spread · route cleared", "Driver's note:", "Back at the garage {t}."),
  'en-GB': ("SNOW-PLOUGH ROUTE SHEET SP{c}, the moor road", "Blade down · grit spread · route cleared", "Driver's note:", "Back at the depot {t}."),
  'de': ("WINTERDIENST — RÄUMPLAN SP{c}, Kreisstraße Nord", "Schild unten · Splitt gestreut · Strecke frei", "Notiz des Fahrers:", "Zurück im Bauhof {t}."),
  'fr': ("DÉNEIGEMENT — FEUILLE DE CIRCUIT SP{c}, route du col", "Lame baissée · sable épandu · circuit dégagé", "Note du chauffeur :", "Retour au dépôt à {t}."),
  'es': ("QUITANIEVES — HOJA DE RUTA SP{c}, carretera del puerto", "Pala abajo · gravilla echada · ruta despejada", "Nota del conductor:", "En la base a las {t}."),
  'it': ("SPAZZANEVE — FOGLIO DI PERCORSO SP{c}, strada del passo", "Lama giù · graniglia sparsa · percorso libero", "Nota dell'autista:", "Rientro al deposito alle {t}."),
  'pt': ("LIMPA-NEVE — FOLHA DE ROTA SP{c}, estrada da serra", "Lâmina baixada · areia espalhada · rota limpa", "Nota do motorista:", "De volta à garagem às {t}."),
  'ru': ("СНЕГОУБОРКА — ПУТЕВОЙ ЛИСТ SP{c}, объездная дорога", "Отвал опущен · песок рассыпан · маршрут чист", "Заметка водителя:", "На базе в {t}."),
  'nl': ("SNEEUWSCHUIVER — ROUTEBLAD SP{c}, dijkweg", "Schuif neer · split gestrooid · route vrij", "Notitie van de chauffeur:", "Terug op de werf {t}."),
  'pl': ("PŁUG ŚNIEŻNY — KARTA TRASY SP{c}, droga powiatowa", "Pług opuszczony · piasek rozsypany · trasa czysta", "Uwaga kierowcy:", "W bazie o {t}."),
  'ja': ("除雪車 路線表SP{c}・峠道", "ブレード下げ・砂撒き・路線開通", "運転手メモ：", "{t} 車庫に戻る。"),
  'zh': ("扫雪车 · 路线单 SP{c}，山口公路", "铲板放下 · 撒砂 · 路线已清", "司机备注：", "{t} 回到车库。"),
 }),
 'fretbench': ('LR', (10, 17), {
  'en': ("LUTHIER — REPAIR CARD LR{c}, parlor guitar", "[x] neck reset  [x] frets dressed  [x] strung up", "Luthier's note:", "Hung up for pickup {t}."),
  'en-GB': ("LUTHIER — REPAIR CARD LR{c}, parlour guitar", "[x] neck reset  [x] frets dressed  [x] strung up", "Luthier's note:", "On the collection wall {t}."),
  'de': ("GITARRENBAU — REPARATURKARTE LR{c}, Wandergitarre", "[x] Hals neu gesetzt  [x] Bünde abgerichtet  [x] besaitet", "Notiz der Werkstatt:", "Abholbereit {t}."),
  'fr': ("LUTHERIE — FICHE DE RÉPARATION LR{c}, guitare de salon", "[x] manche recalé  [x] frettes dressées  [x] cordée", "Note du luthier :", "Prête à emporter à {t}."),
  'es': ("LUTHERÍA — FICHA DE REPARACIÓN LR{c}, guitarra flamenca", "[x] mástil reajustado  [x] trastes nivelados  [x] encordada", "Nota del lutier:", "Lista para recoger a las {t}."),
  'it': ("LIUTERIA — SCHEDA DI RIPARAZIONE LR{c}, mandolino napoletano", "[x] manico reinnestato  [x] tasti livellati  [x] incordato", "Nota del liutaio:", "Pronto al ritiro alle {t}."),
  'pt': ("LUTERIA — FICHA DE CONSERTO LR{c}, violão de estudo", "[x] braço reajustado  [x] trastes nivelados  [x] encordoado", "Nota do luthier:", "Pronto para retirada às {t}."),
  'ru': ("ГИТАРНЫЙ МАСТЕР — КАРТОЧКА РЕМОНТА LR{c}, русская гитара", "[x] гриф переставлен  [x] лады выровнены  [x] струны натянуты", "Заметка мастера:", "Готово к выдаче в {t}."),
  'nl': ("GITAARBOUW — REPARATIEKAART LR{c}, salongitaar", "[x] hals opnieuw gezet  [x] fretten afgewerkt  [x] besnaard", "Notitie van de gitaarbouwer:", "Klaar om op te halen {t}."),
  'pl': ("LUTNICTWO — KARTA NAPRAWY LR{c}, gitara klasyczna", "[x] gryf osadzony  [x] progi wyrównane  [x] struny naciągnięte", "Uwaga lutnika:", "Do odbioru od {t}."),
  'ja': ("弦楽器工房 修理カードLR{c}・パーラーギター", "[x] ネック調整 [x] フレットすり合わせ [x] 弦張り", "修理メモ：", "{t} 受け渡し棚へ。"),
  'zh': ("琴行工坊 · 维修卡 LR{c}，民谣吉他", "[x] 琴颈重装 [x] 品丝打磨 [x] 上弦", "制琴师备注：", "{t} 挂上取件墙。"),
 }),
 'funicular': ('FN', (6, 8), {
  'en': ("FUNICULAR — INSPECTION LOG FN{c}, hillside line", "Cable checked ✓  Brakes tested ✓  Cars run empty ✓", "Inspector's note:", "Line opened {t}."),
  'de': ("STANDSEILBAHN — PRÜFBUCH FN{c}, Bergstrecke", "Seil geprüft ✓  Bremsen getestet ✓  Wagen leer gefahren ✓", "Notiz des Prüfers:", "Strecke frei {t}."),
  'fr': ("FUNICULAIRE — CARNET D'INSPECTION FN{c}, ligne de la colline", "Câble vérifié ✓  Freins essayés ✓  Voitures à vide ✓", "Note de l'inspecteur :", "Ligne ouverte à {t}."),
  'es': ("FUNICULAR — LIBRO DE INSPECCIÓN FN{c}, línea del monte", "Cable revisado ✓  Frenos probados ✓  Coches en vacío ✓", "Nota del inspector:", "Línea abierta a las {t}."),
  'it': ("FUNICOLARE — REGISTRO ISPEZIONI FN{c}, linea della collina", "Fune controllata ✓  Freni provati ✓  Vetture a vuoto ✓", "Nota dell'ispettore:", "Linea aperta alle {t}."),
  'pt': ("FUNICULAR — LIVRO DE INSPEÇÃO FN{c}, linha do morro", "Cabo verificado ✓  Freios testados ✓  Carros rodados vazios ✓", "Nota do inspetor:", "Linha aberta às {t}."),
  'ru': ("ФУНИКУЛЁР — ЖУРНАЛ ОСМОТРА FN{c}, линия на холм", "Канат проверен ✓  Тормоза опробованы ✓  Вагоны прогнаны пустыми ✓", "Заметка инспектора:", "Линия открыта в {t}."),
  'nl': ("KABELSPOOR — INSPECTIELOG FN{c}, heuvellijn", "Kabel gecontroleerd ✓  Remmen getest ✓  Wagens leeg gereden ✓", "Notitie van de inspecteur:", "Lijn open {t}."),
  'pl': ("KOLEJ LINOWO-TERENOWA — DZIENNIK PRZEGLĄDU FN{c}, linia na wzgórze", "Lina sprawdzona ✓  Hamulce próbowane ✓  Wagony puste przejechane ✓", "Uwaga inspektora:", "Linia otwarta o {t}."),
  'ja': ("ケーブルカー 点検記録FN{c}・山上線", "ケーブル確認 ✓ ブレーキ試験 ✓ 空車試運転 ✓", "点検メモ：", "{t} 営業開始。"),
  'zh': ("缆索铁路 · 检查日志 FN{c}，山坡线", "钢缆已查 ✓ 制动已试 ✓ 空车试运行 ✓", "检查员备注：", "{t} 线路开放。"),
 }),
 'soapbatch': ('SO', (13, 20), {
  'en': ("SOAP KITCHEN — BATCH CARD SO{c}, olive and lavender", "Lye weighed | traced | molded | cut", "Soaper's note:", "Bars on the curing rack {t}."),
  'en-GB': ("SOAP KITCHEN — BATCH CARD SO{c}, olive and lavender", "Lye weighed | traced | moulded | cut", "Soaper's note:", "Bars on the curing rack {t}."),
  'de': ("SEIFENSIEDEREI — CHARGENKARTE SO{c}, Olive und Lavendel", "Lauge abgewogen | angedickt | in Form | geschnitten", "Notiz der Siederin:", "Stücke im Reiferegal {t}."),
  'fr': ("SAVONNERIE — FICHE DE LOT SO{c}, olive et lavande", "Soude pesée | trace | moulé | coupé", "Note de la savonnière :", "Pains au séchoir à {t}."),
  'es': ("JABONERÍA — FICHA DE LOTE SO{c}, oliva y lavanda", "Sosa pesada | traza | moldeado | cortado", "Nota de la jabonera:", "Pastillas a curar a las {t}."),
  'it': ("SAPONIFICIO — SCHEDA DI LOTTO SO{c}, oliva e lavanda", "Soda pesata | nastro | in stampo | tagliato", "Nota della saponaia:", "Saponette a stagionare alle {t}."),
  'pt': ("SABOARIA — FICHA DE LOTE SO{c}, oliva e lavanda", "Soda pesada | traço | enformado | cortado", "Nota da saboeira:", "Barras na prateleira de cura às {t}."),
  'ru': ("МЫЛОВАРНЯ — КАРТА ПАРТИИ SO{c}, олива и лаванда", "Щёлочь взвешена | след | в форме | нарезано", "Заметка мыловара:", "Бруски на вызревании в {t}."),
  'nl': ("ZEPERIJ — BATCHKAART SO{c}, olijf en lavendel", "Loog gewogen | trace | in de mal | gesneden", "Notitie van de zeepmaker:", "Blokken op het droogrek {t}."),
  'pl': ("MYDLARNIA — KARTA PARTII SO{c}, oliwka i lawenda", "Ług odważony | ślad | w formie | pocięte", "Uwaga mydlarki:", "Kostki na półce o {t}."),
  'ja': ("石けん工房 バッチカードSO{c}・オリーブとラベンダー", "苛性ソーダ計量｜トレース｜型入れ｜カット", "工房メモ：", "{t} 熟成棚へ。"),
  'zh': ("手工皂坊 · 批次卡 SO{c}，橄榄与薰衣草", "称碱 | 出现痕迹 | 入模 | 切块", "皂师笔记：", "{t} 上晾皂架。"),
 }),
 'roastcard': ('RC', (8, 12), {
  'en': ("COFFEE ROASTERY — PROFILE CARD RC{c}, washed Yirgacheffe", "Green beans · first crack · cooled", "Roaster's note:", "Bagged and sealed {t}."),
  'de': ("KAFFEERÖSTEREI — PROFILKARTE RC{c}, Yirgacheffe gewaschen", "Rohkaffee · erster Crack · abgekühlt", "Notiz des Rösters:", "Abgepackt {t}."),
  'fr': ("TORRÉFACTION — FICHE DE PROFIL RC{c}, Yirgacheffe lavé", "Café vert · premier crack · refroidi", "Note du torréfacteur :", "Ensaché à {t}."),
  'es': ("TOSTADERO — FICHA DE PERFIL RC{c}, Huila lavado", "Café verde · primer crack · enfriado", "Nota del tostador:", "Embolsado a las {t}."),
  'it': ("TORREFAZIONE — SCHEDA PROFILO RC{c}, Santos naturale", "Caffè verde · primo crack · raffreddato", "Nota del torrefattore:", "Insacchettato alle {t}."),
  'pt': ("TORREFAÇÃO — FICHA DE PERFIL RC{c}, Cerrado natural", "Café verde · primeiro crack · resfriado", "Nota do mestre de torra:", "Ensacado às {t}."),
  'ru': ("ОБЖАРКА КОФЕ — КАРТА ПРОФИЛЯ RC{c}, Сидамо мытая", "Зелёное зерно · первый крэк · остужено", "Заметка обжарщика:", "Упаковано в {t}."),
  'nl': ("KOFFIEBRANDERIJ — PROFIELKAART RC{c}, Sumatra Mandheling", "Groene bonen · eerste crack · afgekoeld", "Notitie van de brander:", "Verpakt {t}."),
  'pl': ("PALARNIA KAWY — KARTA PROFILU RC{c}, Brazylia Cerrado", "Zielone ziarno · pierwszy trzask · schłodzone", "Uwaga palacza:", "Zapakowane o {t}."),
  'ja': ("焙煎所 プロファイルカードRC{c}・イルガチェフェ", "生豆・ハゼ・冷却", "焙煎メモ：", "{t} 袋詰め完了。"),
  'zh': ("咖啡烘焙坊 · 烘焙曲线卡 RC{c}，耶加雪菲水洗", "生豆 · 爆裂 · 冷却", "烘焙师笔记：", "{t} 装袋封口。"),
 }),
 'tannery': ('TV', (14, 18), {
  'en': ("TANNERY — VAT LOG TV{c}, cowhides, bark pit", "Hides limed ✓  Vats stirred ✓  Hung to dry ✓", "Tanner's note:", "Drying loft locked {t}."),
  'de': ("GERBEREI — GRUBENBUCH TV{c}, Rindshäute, Lohgrube", "Häute gekälkt ✓  Gruben gerührt ✓  Zum Trocknen gehängt ✓", "Notiz des Gerbers:", "Trockenboden zu {t}."),
  'fr': ("TANNERIE — CARNET DE CUVES TV{c}, peaux de vache, fosse à tan", "Peaux chaulées ✓  Cuves brassées ✓  Mises à sécher ✓", "Note du tanneur :", "Séchoir fermé à {t}."),
  'es': ("CURTIDURÍA — REGISTRO DE TINAS TV{c}, cueros de vaca", "Pieles encaladas ✓  Tinas removidas ✓  Colgadas a secar ✓", "Nota del curtidor:", "Secadero cerrado a las {t}."),
  'it': ("CONCERIA — REGISTRO DELLE VASCHE TV{c}, pelli bovine", "Pelli calcinate ✓  Vasche rimestate ✓  Appese ad asciugare ✓", "Nota del conciatore:", "Essiccatoio chiuso alle {t}."),
  'pt': ("CURTUME — DIÁRIO DOS TANQUES TV{c}, couro bovino", "Peles caleadas ✓  Tanques mexidos ✓  Penduradas para secar ✓", "Nota do curtidor:", "Secador fechado às {t}."),
  'ru': ("КОЖЕВНЯ — ЖУРНАЛ ЧАНОВ TV{c}, воловьи шкуры", "Шкуры золены ✓  Чаны перемешаны ✓  Развешаны сушиться ✓", "Заметка кожевника:", "Сушильня закрыта в {t}."),
  'nl': ("LEERLOOIERIJ — KUIPENLOG TV{c}, koeienhuiden", "Huiden gekalkt ✓  Kuipen geroerd ✓  Te drogen gehangen ✓", "Notitie van de looier:", "Droogzolder dicht {t}."),
  'pl': ("GARBARNIA — DZIENNIK KADZI TV{c}, skóry bydlęce", "Skóry wapnione ✓  Kadzie zamieszane ✓  Powieszone do suszenia ✓", "Uwaga garbarza:", "Suszarnia zamknięta o {t}."),
  'ja': ("なめし革工房 槽記録TV{c}・牛革", "石灰漬け ✓ 槽の撹拌 ✓ 吊り干し ✓", "なめし職人メモ：", "{t} 乾燥室施錠。"),
  'zh': ("制革坊 · 槽池日志 TV{c}，牛皮", "浸灰 ✓ 搅槽 ✓ 挂晾 ✓", "制革师备注：", "{t} 晾房上锁。"),
 }),
 'reindeer': ('RH', (19, 23), {
  'en': ("REINDEER HERDING — TALLY RH{c}, fell pasture", "[x] herd gathered  [x] calves marked  [x] gate shut", "Herder's note:", "Corral gate shut {t}."),
  'de': ("RENTIERHALTUNG — ZÄHLLISTE RH{c}, Fjellweide", "[x] Herde gesammelt  [x] Kälber markiert  [x] Gatter zu", "Notiz des Hirten:", "Gatter geschlossen {t}."),
  'fr': ("ÉLEVAGE DE RENNES — RELEVÉ RH{c}, pâturage du fjell", "[x] troupeau rassemblé  [x] faons marqués  [x] barrière fermée", "Note du gardien :", "Barrière fermée à {t}."),
  'es': ("PASTOREO DE RENOS — RECUENTO RH{c}, pastos de la tundra", "[x] rebaño reunido  [x] crías marcadas  [x] cancela cerrada", "Nota del pastor:", "Cancela cerrada a las {t}."),
  'it': ("ALLEVAMENTO DI RENNE — CONTA RH{c}, pascolo di tundra", "[x] mandria radunata  [x] vitelli marchiati  [x] cancello chiuso", "Nota del pastore:", "Cancello chiuso alle {t}."),
  'pt': ("PASTOREIO DE RENAS — CONTAGEM RH{c}, pasto da tundra", "[x] rebanho reunido  [x] filhotes marcados  [x] porteira fechada", "Nota do pastor:", "Porteira fechada às {t}."),
  'ru': ("ОЛЕНЕВОДСТВО — ПЕРЕСЧЁТНЫЙ ЛИСТ RH{c}, тундровое пастбище", "[x] стадо собрано  [x] телята помечены  [x] ворота закрыты", "Заметка пастуха:", "Ворота корраля закрыты в {t}."),
  'nl': ("RENDIERHOEDERIJ — TELLIJST RH{c}, fjellweide", "[x] kudde verzameld  [x] kalveren gemerkt  [x] hek dicht", "Notitie van de herder:", "Hek dicht {t}."),
  'pl': ("PASTERSTWO RENIFERÓW — SPIS RH{c}, pastwisko w tundrze", "[x] stado zebrane  [x] cielęta oznakowane  [x] brama zamknięta", "Uwaga pasterza:", "Brama zamknięta o {t}."),
  'ja': ("トナカイ放牧 頭数記録RH{c}・ツンドラ牧草地", "[x] 群れ集め [x] 子の耳印 [x] 柵閉め", "牧夫メモ：", "{t} 柵を閉める。"),
  'zh': ("驯鹿放牧 · 清点单 RH{c}，苔原牧场", "[x] 鹿群已聚 [x] 幼鹿已标记 [x] 围栏已关", "牧人备注：", "{t} 关好围栏门。"),
 }),
 'sawmill': ('SM', (14, 17), {
  'en': ("SAWMILL — CUT LIST SM{c}, Douglas fir", "Log debarked | slabbed | stickered", "Sawyer's note:", "Blade stopped {t}."),
  'de': ("SÄGEWERK — SCHNITTLISTE SM{c}, Douglasie", "Entrindet | besäumt | mit Stapelleisten gestapelt", "Notiz des Sägers:", "Säge aus {t}."),
  'fr': ("SCIERIE — LISTE DE DÉBIT SM{c}, douglas", "Écorcé | délardé | empilé sur liteaux", "Note du scieur :", "Scie arrêtée à {t}."),
  'es': ("ASERRADERO — LISTA DE CORTE SM{c}, pino silvestre", "Descortezado | costeros fuera | apilado con rastreles", "Nota del aserrador:", "Sierra parada a las {t}."),
  'it': ("SEGHERIA — DISTINTA DI TAGLIO SM{c}, larice", "Scortecciato | refilato | accatastato con listelli", "Nota del segantino:", "Sega ferma alle {t}."),
  'pt': ("SERRARIA — LISTA DE CORTE SM{c}, eucalipto", "Descascado | refilado | empilhado com tabiques", "Nota do serrador:", "Serra parada às {t}."),
  'ru': ("ЛЕСОПИЛКА — РАСКРОЙНЫЙ ЛИСТ SM{c}, сосна", "Окорено | распилено | уложено на прокладки", "Заметка пильщика:", "Пила остановлена в {t}."),
  'nl': ("ZAAGMOLEN — ZAAGLIJST SM{c}, lariks", "Ontschorst | gekant | op latten gestapeld", "Notitie van de zager:", "Zaag stil {t}."),
  'pl': ("TARTAK — LISTA CIĘCIA SM{c}, sosna", "Okorowane | obrzynane | ułożone na przekładkach", "Uwaga tracza:", "Piła zatrzymana o {t}."),
  'ja': ("製材所 木取り表SM{c}・杉", "皮むき｜耳落とし｜桟積み", "製材メモ：", "{t} 鋸を止める。"),
  'zh': ("锯木厂 · 下料单 SM{c}，落叶松", "剥皮 | 开板 | 垫条码垛", "锯工备注：", "{t} 停锯。"),
 }),
}
LANG = {'en-US': 'en', 'en-GB': 'en', 'de-DE': 'de', 'fr-FR': 'fr', 'es-ES': 'es', 'it-IT': 'it', 'pt-BR': 'pt',
        'ru-RU': 'ru', 'nl-NL': 'nl', 'pl-PL': 'pl', 'ja-JP': 'ja', 'zh-CN': 'zh'}


def layout(reg, loc):
    p, hours, L = REG[reg]
    return p, hours, L.get(loc, L[LANG[loc]])


def A(c, l, loc, reg, note, unit_note=None, omit=None, f='auto'):
    p, (h0, h1), (hdr, furn, lab, close) = layout(reg, loc)
    sep = GROUP.get(loc)
    note = re.sub(r'(?<=\d)_(?=\d)', sep if sep else '_', note)
    crc = zlib.crc32(note.encode('utf-8'))
    code = str(100 + crc % 900)
    t = f'{h0 + (crc >> 10) % (h1 - h0 + 1):02d}:{((crc >> 16) % 12) * 5:02d}'
    head = hdr.format(c=code)
    cj = loc in ('ja-JP', 'zh-CN')
    body = lab + ('' if cj else ' ') + note
    lines = [head, furn, body, close.format(t=t)]
    plain = re.sub(r'⟦([^⟦⟧@]+)@[^⟦⟧]+⟧', r'\1', '\n'.join(lines))
    if f is False or (f == 'auto' and len(plain) > 320):
        lines = [head, body, close.format(t=t)]
    s = f'{loc} {reg}' + (f' omit={omit}' if omit else '')
    return E(c, l, s, '\n'.join(lines), unit_note=unit_note, omit=omit)
