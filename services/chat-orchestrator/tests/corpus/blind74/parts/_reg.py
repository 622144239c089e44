"""Register layouts of blind set 74 (written from scratch), and A(), which turns a writer's note with markers
into an entry for ../../blind4/lib.py's build_entry (the same dict as lib.E builds).

Every answer has four lines: a header (what the sheet is, a letter-prefixed code and a place), one furniture
line of the register's own material, the writer's note holding the data, and a closing line with a clock time in
the register's own hours. Codes and clock times come from a CRC of the note. No register writes its trade's own
numbers (sizes, weights, prices, temperatures, counts of its things): only codes and clock times.
'_' between two digits in a note becomes the locale's group separator (U+202F fr-FR, U+00A0 ru-RU/pl-PL) and is
refused in every other locale. f='auto' drops the furniture line where the answer would pass 320 characters.
"""
import re
import zlib

LOCS = ('en-US', 'en-GB', 'de-DE', 'fr-FR', 'es-ES', 'it-IT', 'pt-BR', 'ru-RU', 'nl-NL', 'pl-PL', 'ja-JP', 'zh-CN')
SEP = {'fr-FR': '\u202f', 'ru-RU': '\u00a0', 'pl-PL': '\u00a0'}


def _t(*rows):
    """rows: one tuple (head, place, furniture, note label, closing with {t}) per locale, in LOCS order."""
    assert len(rows) == len(LOCS)
    return dict(zip(LOCS, rows))


REG = {
  # water-park lifeguard sheets; hour 18; no water temperatures, depths, chlorine or pH readings, slide heights,
  # rescue or visitor counts
  'waterpark': dict(code='WP', hours=(18,), L=_t(
    ("WATER PARK — LIFEGUARD SHEET", "wave pool", "[x] slides tested [x] pool skimmed [x] gates closed",
     "Lifeguard's note:", "Gates closed {t}."),
    ("WATER PARK — LIFEGUARD SHEET", "wave pool", "[x] flumes tested [x] pool skimmed [x] gates shut",
     "Lifeguard's note:", "Gates shut {t}."),
    ("SPASSBAD — AUFSICHTSBLATT", "Wellenbecken", "[x] Rutschen geprüft [x] Becken abgeschöpft [x] Tore zu",
     "Notiz der Aufsicht:", "Tore geschlossen {t}."),
    ("PARC AQUATIQUE — FICHE DU MAÎTRE-NAGEUR", "bassin à vagues",
     "[x] toboggans testés [x] bassin écumé [x] grilles fermées", "Note du maître-nageur :", "Grilles fermées à {t}."),
    ("PARQUE ACUÁTICO — HOJA DEL SOCORRISTA", "piscina de olas",
     "[x] toboganes probados [x] superficie limpia [x] puertas cerradas", "Nota del socorrista:",
     "Puertas cerradas a las {t}."),
    ("PARCO ACQUATICO — SCHEDA DEL BAGNINO", "piscina a onde",
     "[x] scivoli provati [x] superficie pulita [x] cancelli chiusi", "Nota del bagnino:", "Cancelli chiusi alle {t}."),
    ("PARQUE AQUÁTICO — FICHA DO SALVA-VIDAS", "piscina de ondas",
     "[x] toboáguas testados [x] piscina peneirada [x] portões fechados", "Nota do salva-vidas:",
     "Portões fechados às {t}."),
    ("АКВАПАРК — ЛИСТ СПАСАТЕЛЯ", "волновой бассейн", "[x] горки проверены [x] бассейн очищен [x] ворота закрыты",
     "Заметка спасателя:", "Ворота закрыты в {t}."),
    ("WATERPARK — BADMEESTERBLAD", "golfslagbad", "[x] glijbanen getest [x] bad afgeschuimd [x] hekken dicht",
     "Notitie badmeester:", "Hekken dicht om {t}."),
    ("PARK WODNY — KARTA RATOWNIKA", "basen z falą",
     "[x] zjeżdżalnie sprawdzone [x] basen oczyszczony [x] bramy zamknięte", "Notatka ratownika:",
     "Bramy zamknięte o {t}."),
    ("ウォーターパーク 監視員記録", "波のプール", "[x] スライダー点検 [x] 水面清掃 [x] ゲート閉鎖", "監視員メモ：",
     "{t} ゲート閉鎖。"),
    ("水上乐园 · 救生员记录", "造浪池", "[x] 滑道已测 [x] 池面已清 [x] 大门已关", "救生员备注：", "{t} 大门关闭。"),
  )),
  # lido poolside sheets; hour 20; no lane counts, pool lengths, water temperatures, swimmer counts or prices
  'poolside': dict(code='LD', hours=(20,), L=_t(
    ("LIDO — POOLSIDE SHEET", "outdoor pool", "lanes roped ✓ deck hosed ✓ covers on ✓", "Attendant's note:",
     "Covers on at {t}."),
    ("LIDO — POOLSIDE SHEET", "open-air pool", "lanes roped ✓ poolside hosed ✓ covers on ✓", "Attendant's note:",
     "Covers on {t}."),
    ("FREIBAD — BECKENRANDBLATT", "Sportbecken", "Bahnen geleint ✓ Umgang abgespritzt ✓ Abdeckung drauf ✓",
     "Notiz des Bademeisters:", "Abdeckung drauf {t}."),
    ("PISCINE EN PLEIN AIR — FICHE DU BORD DE BASSIN", "grand bain",
     "lignes posées ✓ plage lavée au jet ✓ bâches mises ✓", "Note du surveillant :", "Bâches mises à {t}."),
    ("PISCINA MUNICIPAL — HOJA DEL BORDE", "piscina exterior",
     "corcheras puestas ✓ playa baldeada ✓ lonas puestas ✓", "Nota del encargado:", "Lonas puestas a las {t}."),
    ("LIDO — FOGLIO BORDO VASCA", "vasca esterna", "corsie tese ✓ bordo lavato ✓ teli stesi ✓",
     "Nota dell'assistente:", "Teli stesi alle {t}."),
    ("PISCINA PÚBLICA — FICHA DA BORDA", "piscina externa", "raias colocadas ✓ deck lavado ✓ capas postas ✓",
     "Nota do atendente:", "Capas postas às {t}."),
    ("ОТКРЫТЫЙ БАССЕЙН — ЛИСТ БОРТИКА", "летний бассейн", "дорожки натянуты ✓ борт вымыт ✓ чехлы надеты ✓",
     "Заметка дежурного:", "Чехлы надеты в {t}."),
    ("BUITENBAD — BADRANDBLAD", "wedstrijdbad", "banen gespannen ✓ kant afgespoten ✓ zeilen erop ✓",
     "Notitie van de badjuf:", "Zeilen erop om {t}."),
    ("BASEN ODKRYTY — KARTA BRZEGU NIECKI", "basen letni", "tory rozpięte ✓ brzeg spłukany ✓ plandeki założone ✓",
     "Notatka dyżurnego:", "Plandeki założone o {t}."),
    ("屋外プール プールサイド記録", "屋外プール", "コースロープ張り ✓ プールサイド放水 ✓ カバー掛け ✓", "係員メモ：",
     "{t} カバー掛け完了。"),
    ("露天泳池 · 池边记录", "露天泳池", "泳道绳已拉 ✓ 池边已冲洗 ✓ 池盖已盖 ✓", "值班员备注：", "{t} 池盖盖好。"),
  )),
  # bouncy-castle hire sheets; hour 17; no castle sizes, blower wattages, peg counts, child limits or hire prices
  'bouncy': dict(code='BC', hours=(17,), L=_t(
    ("BOUNCY HOUSE RENTALS — JOB SHEET", "church lawn", "blower checked · house staked · house packed",
     "Crew note:", "Van loaded {t}."),
    ("BOUNCY CASTLE HIRE — JOB SHEET", "village green", "blower checked · castle pegged · castle packed",
     "Hire crew's note:", "Van loaded {t}."),
    ("HÜPFBURGVERLEIH — EINSATZZETTEL", "Festwiese", "Gebläse geprüft · Burg verpflockt · Burg verpackt",
     "Notiz der Crew:", "Transporter beladen {t}."),
    ("CHÂTEAUX GONFLABLES — FICHE D'INTERVENTION", "pré communal",
     "souffleur vérifié · château piqueté · château replié", "Note de l'équipe :", "Camion chargé à {t}."),
    ("CASTILLOS HINCHABLES — PARTE DE SERVICIO", "prado del pueblo",
     "soplador revisado · castillo anclado · castillo recogido", "Nota del equipo:", "Furgoneta cargada a las {t}."),
    ("NOLEGGIO GONFIABILI — FOGLIO DI SERVIZIO", "prato della sagra",
     "soffiante controllata · castello picchettato · castello imballato", "Nota della squadra:",
     "Furgone carico alle {t}."),
    ("ALUGUEL DE INFLÁVEIS — FICHA DE SERVIÇO", "gramado da praça",
     "soprador conferido · castelo estaqueado · castelo guardado", "Nota da equipe:", "Van carregada às {t}."),
    ("ПРОКАТ НАДУВНЫХ ЗАМКОВ — НАРЯД", "поляна у клуба",
     "воздуходувка проверена · замок закреплён · замок упакован", "Заметка бригады:", "Фургон загружен в {t}."),
    ("SPRINGKUSSENVERHUUR — KLUSBON", "dorpsweide", "blazer gecheckt · kussen gezekerd · kussen ingepakt",
     "Notitie van de ploeg:", "Bus geladen om {t}."),
    ("WYPOŻYCZALNIA DMUCHAŃCÓW — KARTA ZLECENIA", "błonia",
     "dmuchawa sprawdzona · zamek przypięty · zamek spakowany", "Notatka ekipy:", "Bus załadowany o {t}."),
    ("エアー遊具レンタル 作業票", "公園の芝生", "送風機点検 · 杭打ち · 撤収梱包", "スタッフメモ：", "{t} 積み込み完了。"),
    ("充气城堡租赁 · 作业单", "村口草坪", "鼓风机已查 · 城堡已钉 · 城堡已收", "租赁组备注：", "{t} 装车完毕。"),
  )),
  # covered-market warden sheets; hour 19; no stall numbers, rents, footfall or aisle counts
  'market': dict(code='CM', hours=(19,), L=_t(
    ("COVERED MARKET — WARDEN'S SHEET", "north hall", "stalls opened | aisles swept | shutters down",
     "Warden's note:", "Shutters down {t}."),
    ("COVERED MARKET — WARDEN'S SHEET", "north hall", "stalls opened | aisles swept | shutters down",
     "Market warden's note:", "Shutters down {t}."),
    ("MARKTHALLE — AUFSEHERBLATT", "Nordhalle", "Stände geöffnet | Gänge gefegt | Rollläden unten",
     "Notiz des Hallenwarts:", "Rollläden unten {t}."),
    ("HALLES — FICHE DU PLACIER", "halle nord", "étals ouverts | allées balayées | rideaux baissés",
     "Note du placier :", "Rideaux baissés à {t}."),
    ("MERCADO DE ABASTOS — HOJA DEL CONSERJE", "nave norte", "puestos abiertos | pasillos barridos | persianas bajadas",
     "Nota del conserje:", "Persianas bajadas a las {t}."),
    ("MERCATO COPERTO — FOGLIO DEL CUSTODE", "padiglione nord", "banchi aperti | corsie spazzate | serrande giù",
     "Nota del custode:", "Serrande giù alle {t}."),
    ("MERCADO MUNICIPAL — FICHA DO ZELADOR", "pavilhão norte", "bancas abertas | corredores varridos | portas baixadas",
     "Nota do zelador:", "Portas baixadas às {t}."),
    ("КРЫТЫЙ РЫНОК — ЛИСТ СМОТРИТЕЛЯ", "северный павильон", "прилавки открыты | проходы выметены | ставни опущены",
     "Заметка смотрителя:", "Ставни опущены в {t}."),
    ("OVERDEKTE MARKT — MARKTMEESTERBLAD", "noordhal", "kramen open | gangpaden geveegd | rolluiken dicht",
     "Notitie marktmeester:", "Rolluiken dicht om {t}."),
    ("HALA TARGOWA — KARTA GOSPODARZA", "hala północna", "stragany otwarte | alejki zamiecione | rolety opuszczone",
     "Notatka gospodarza:", "Rolety opuszczone o {t}."),
    ("市場ホール 管理人記録", "北ホール", "店開け | 通路清掃 | シャッター下ろし", "管理人メモ：", "{t} シャッター閉め。"),
    ("室内市场 · 管理员记录", "北厅", "摊位已开 | 过道已扫 | 卷帘已落", "管理员备注：", "{t} 卷帘落下。"),
  )),
  # fabric-shop cutting sheets; hour 16; no cloth widths, lengths cut, prices per metre or bolt counts
  'fabric': dict(code='FB', hours=(16,), L=_t(
    ("FABRIC STORE — CUTTING SHEET", "cutting counter", "[x] bolts unrolled [x] fabric cut [x] bolts shelved",
     "Cutter's note:", "Store closed {t}."),
    ("FABRIC SHOP — CUTTING SHEET", "cutting table", "[x] bolts unrolled [x] cloth cut [x] bolts shelved",
     "Cutter's note:", "Shop shut {t}."),
    ("STOFFLADEN — ZUSCHNITTZETTEL", "Zuschneidetisch", "[x] Ballen abgerollt [x] Stoff geschnitten [x] Ballen verräumt",
     "Notiz der Zuschneiderin:", "Laden zu {t}."),
    ("TISSUS AU MÈTRE — FICHE DE COUPE", "table de coupe", "[x] rouleaux déroulés [x] tissu coupé [x] rouleaux rangés",
     "Note de la coupeuse :", "Boutique fermée à {t}."),
    ("TIENDA DE TEJIDOS — HOJA DE CORTE", "mesa de corte",
     "[x] piezas desenrolladas [x] tela cortada [x] piezas colocadas", "Nota de la cortadora:",
     "Tienda cerrada a las {t}."),
    ("NEGOZIO DI TESSUTI — FOGLIO DI TAGLIO", "banco di taglio",
     "[x] pezze srotolate [x] stoffa tagliata [x] pezze riposte", "Nota della tagliatrice:", "Negozio chiuso alle {t}."),
    ("LOJA DE TECIDOS — FICHA DE CORTE", "mesa de corte", "[x] rolos desenrolados [x] tecido cortado [x] rolos guardados",
     "Nota da cortadeira:", "Loja fechada às {t}."),
    ("МАГАЗИН ТКАНЕЙ — ЛИСТ РАСКРОЯ", "раскройный стол", "[x] рулоны размотаны [x] ткань отрезана [x] рулоны на полках",
     "Заметка закройщицы:", "Магазин закрыт в {t}."),
    ("STOFFENWINKEL — KNIPBLAD", "kniptafel", "[x] rollen afgerold [x] stof geknipt [x] rollen opgeborgen",
     "Notitie van de knipster:", "Winkel dicht om {t}."),
    ("SKLEP Z TKANINAMI — KARTA KROJENIA", "stół krojczy", "[x] bele rozwinięte [x] tkanina ucięta [x] bele odłożone",
     "Notatka krojczej:", "Sklep zamknięty o {t}."),
    ("生地屋 裁断票", "裁断台", "[x] 反物を広げた [x] 裁断した [x] 棚に戻した", "裁断係メモ：", "{t} 閉店。"),
    ("布料店 · 裁布单", "裁布台", "[x] 布匹已展开 [x] 布料已裁 [x] 布匹已上架", "裁布员备注：", "{t} 关店。"),
  )),
  # paper-lantern workshop sheets; hour 15; no frame diameters, rib counts, sheet sizes, lantern counts or drying times
  'paperlamp': dict(code='LN', hours=(15,), L=_t(
    ("PAPER LANTERN WORKSHOP — BENCH SHEET", "glue room", "frames bent ✓ paper pasted ✓ lanterns hung ✓",
     "Maker's note:", "Glue pots lidded {t}."),
    ("PAPER LANTERN WORKSHOP — BENCH SHEET", "glue room", "frames bent ✓ paper pasted ✓ lanterns hung ✓",
     "Maker's note:", "Paste pots lidded {t}."),
    ("PAPIERLATERNEN-WERKSTATT — WERKBANKZETTEL", "Leimraum",
     "Gestelle gebogen ✓ Papier kaschiert ✓ Laternen aufgehängt ✓", "Notiz der Laternenmacherin:", "Leimtöpfe zu {t}."),
    ("ATELIER DE LANTERNES EN PAPIER — FICHE D'ÉTABLI", "salle de collage",
     "armatures cintrées ✓ papier collé ✓ lanternes suspendues ✓", "Note de l'artisan :", "Pots de colle fermés à {t}."),
    ("TALLER DE FAROLILLOS DE PAPEL — HOJA DE BANCO", "cuarto de encolado",
     "armazones curvados ✓ papel pegado ✓ farolillos colgados ✓", "Nota del artesano:",
     "Botes de cola tapados a las {t}."),
    ("LABORATORIO DI LANTERNE DI CARTA — FOGLIO DI BANCO", "stanza della colla",
     "telai piegati ✓ carta incollata ✓ lanterne appese ✓", "Nota dell'artigiano:", "Colla chiusa alle {t}."),
    ("OFICINA DE LANTERNAS DE PAPEL — FICHA DE BANCADA", "sala de colagem",
     "armações curvadas ✓ papel colado ✓ lanternas penduradas ✓", "Nota do artesão:", "Potes de cola tampados às {t}."),
    ("МАСТЕРСКАЯ БУМАЖНЫХ ФОНАРИКОВ — ЛИСТ ВЕРСТАКА", "клеевая комната",
     "каркасы согнуты ✓ бумага наклеена ✓ фонарики развешаны ✓", "Заметка мастера:", "Клей закрыт в {t}."),
    ("LAMPIONWERKPLAATS — WERKBANKBLAD", "lijmkamer", "frames gebogen ✓ papier geplakt ✓ lampions opgehangen ✓",
     "Notitie van de maker:", "Lijmpotten dicht om {t}."),
    ("PRACOWNIA LAMPIONÓW — KARTA STOŁU", "klejarnia", "stelaże wygięte ✓ papier naklejony ✓ lampiony zawieszone ✓",
     "Notatka rzemieślnika:", "Klej zamknięty o {t}."),
    ("提灯工房 作業台記録", "糊場", "骨組み曲げ ✓ 紙貼り ✓ 吊り下げ ✓", "職人メモ：", "{t} 糊壺に蓋。"),
    ("纸灯笼作坊 · 工作台记录", "糊纸间", "骨架已弯 ✓ 纸已糊 ✓ 灯笼已挂 ✓", "匠人备注：", "{t} 浆糊罐盖好。"),
  )),
  # fish-hatchery sheets; hour 14; no water temperatures, egg counts, tray numbers, flow rates or oxygen readings
  'hatchery': dict(code='HT', hours=(14,), L=_t(
    ("FISH HATCHERY — TRAY SHEET", "incubation room", "trays rinsed — eggs turned — raceways cleaned",
     "Hatchery tech's note:", "Hatch house locked {t}."),
    ("FISH HATCHERY — TRAY SHEET", "hatch house", "trays rinsed — eggs turned — raceways cleaned",
     "Hatchery hand's note:", "Hatch house locked {t}."),
    ("FISCHBRUTANSTALT — SCHALENBLATT", "Bruthaus", "Schalen gespült — Eier gewendet — Fließrinnen gereinigt",
     "Notiz des Fischwirts:", "Bruthaus abgeschlossen {t}."),
    ("ÉCLOSERIE — FICHE DES CLAIES", "salle d'incubation", "claies rincées — œufs retournés — bassins nettoyés",
     "Note du pisciculteur :", "Écloserie fermée à {t}."),
    ("CRIADERO DE PECES — HOJA DE BANDEJAS", "sala de incubación",
     "bandejas enjuagadas — huevas volteadas — canales limpios", "Nota del piscicultor:", "Sala cerrada a las {t}."),
    ("INCUBATOIO ITTICO — FOGLIO DEI VASSOI", "sala di incubazione", "vassoi sciacquati — uova girate — vasche pulite",
     "Nota dell'addetto:", "Incubatoio chiuso alle {t}."),
    ("ESTAÇÃO DE ALEVINOS — FICHA DAS BANDEJAS", "sala de incubação", "bandejas enxaguadas — ovos virados — canais limpos",
     "Nota do técnico:", "Sala trancada às {t}."),
    ("РЫБОПИТОМНИК — ЛИСТ ЛОТКОВ", "инкубационный цех", "лотки промыты — икра перевёрнута — бассейны вычищены",
     "Заметка рыбовода:", "Цех закрыт в {t}."),
    ("VISKWEKERIJ — BROEDBAKKENBLAD", "broedhuis", "bakken gespoeld — eitjes gekeerd — goten schoongemaakt",
     "Notitie van de kweker:", "Broedhuis op slot om {t}."),
    ("WYLĘGARNIA RYB — KARTA TAC", "inkubatornia", "tace wypłukane — ikra odwrócona — koryta wyczyszczone",
     "Notatka rybaka:", "Wylęgarnia zamknięta o {t}."),
    ("養魚場ふ化室 トレー記録", "ふ化室", "トレー洗浄 — 卵の反転 — 水路清掃", "ふ化係メモ：", "{t} ふ化室施錠。"),
    ("鱼苗孵化场 · 孵化盘记录", "孵化间", "孵化盘已冲洗 — 鱼卵已翻 — 流水槽已清", "孵化员备注：", "{t} 孵化间上锁。"),
  )),
  # fish-farm pen logs; hour 11; no pen numbers, feed weights, fish counts, depths or water temperatures
  'fishfarm': dict(code='FF', hours=(11,), L=_t(
    ("FISH FARM — PEN LOG", "outer pens", "nets checked · feed cast · skiff moored", "Pen tech's note:",
     "Skiff moored {t}."),
    ("FISH FARM — PEN LOG", "outer pens", "nets checked · feed cast · boat moored", "Pen hand's note:",
     "Boat moored {t}."),
    ("FISCHZUCHT — GEHEGE-LOGBUCH", "äußere Netzgehege", "Netze geprüft · Futter gestreut · Boot vertäut",
     "Notiz des Gehegewarts:", "Boot vertäut {t}."),
    ("FERME PISCICOLE — JOURNAL DES CAGES", "cages du large", "filets vérifiés · aliment lancé · bateau amarré",
     "Note du soigneur :", "Bateau amarré à {t}."),
    ("GRANJA DE PECES — DIARIO DE JAULAS", "jaulas exteriores", "redes revisadas · pienso echado · barca amarrada",
     "Nota del operario:", "Barca amarrada a las {t}."),
    ("ALLEVAMENTO ITTICO — REGISTRO DELLE GABBIE", "gabbie esterne",
     "reti controllate · mangime lanciato · barca ormeggiata", "Nota dell'operatore:", "Barca ormeggiata alle {t}."),
    ("PISCICULTURA — DIÁRIO DOS TANQUES-REDE", "tanques de fora", "redes conferidas · ração lançada · barco amarrado",
     "Nota do tratador:", "Barco amarrado às {t}."),
    ("РЫБНАЯ ФЕРМА — ЖУРНАЛ САДКОВ", "дальние садки", "сети проверены · корм задан · лодка пришвартована",
     "Заметка садчика:", "Лодка у причала в {t}."),
    ("VISKWEEKBEDRIJF — KOOIENLOG", "buitenste kooien", "netten gecontroleerd · voer gestrooid · boot afgemeerd",
     "Notitie van de kooiman:", "Boot afgemeerd om {t}."),
    ("HODOWLA RYB — DZIENNIK SADZÓW", "sadze zewnętrzne", "sieci sprawdzone · pasza rzucona · łódź zacumowana",
     "Notatka hodowcy:", "Łódź zacumowana o {t}."),
    ("養殖場 いけす日誌", "沖のいけす", "網点検 · 給餌 · 舟係留", "いけす係メモ：", "{t} 舟を係留。"),
    ("养鱼场 · 网箱日志", "外侧网箱", "网已查 · 饲料已撒 · 船已系好", "网箱工备注：", "{t} 船已系泊。"),
  )),
  # mussel-raft logs; hour 10; no rope lengths, grades, tonnages, raft numbers or tide heights
  'mussel': dict(code='MS', hours=(10,), L=_t(
    ("MUSSEL RAFT — RAFT LOG", "inner bay", "[x] ropes lifted [x] mussels graded [x] raft tied", "Skipper's note:",
     "Raft tied off {t}."),
    ("MUSSEL RAFT — RAFT LOG", "inner loch", "[x] ropes lifted [x] mussels graded [x] raft tied", "Skipper's note:",
     "Raft tied {t}."),
    ("MUSCHELFLOSS — FLOSSLOGBUCH", "innere Bucht", "[x] Leinen gehievt [x] Muscheln sortiert [x] Floß festgemacht",
     "Notiz des Schiffers:", "Floß festgemacht {t}."),
    ("RADEAU MYTILICOLE — JOURNAL DU RADEAU", "fond de baie", "[x] cordes relevées [x] moules triées [x] radeau amarré",
     "Note du patron :", "Radeau amarré à {t}."),
    ("BATEA DE MEJILLÓN — DIARIO DE LA BATEA", "fondo de la ría",
     "[x] cuerdas izadas [x] mejillón clasificado [x] batea amarrada", "Nota del patrón:", "Batea amarrada a las {t}."),
    ("ZATTERA DI MITILI — REGISTRO DELLA ZATTERA", "baia interna",
     "[x] reste sollevate [x] cozze selezionate [x] zattera legata", "Nota del capobarca:", "Zattera legata alle {t}."),
    ("BALSA DE MEXILHÕES — DIÁRIO DA BALSA", "enseada interna",
     "[x] cordas içadas [x] mexilhões classificados [x] balsa amarrada", "Nota do mestre:", "Balsa amarrada às {t}."),
    ("МИДИЙНЫЙ ПЛОТ — ЖУРНАЛ ПЛОТА", "внутренняя бухта", "[x] канаты подняты [x] мидии рассортированы [x] плот привязан",
     "Заметка шкипера:", "Плот привязан в {t}."),
    ("MOSSELVLOT — VLOTLOG", "binnenbaai", "[x] touwen gelicht [x] mosselen gesorteerd [x] vlot vastgelegd",
     "Notitie van de schipper:", "Vlot vastgelegd om {t}."),
    ("TRATWA MAŁŻOWA — DZIENNIK TRATWY", "zatoka wewnętrzna",
     "[x] liny podniesione [x] małże posortowane [x] tratwa przywiązana", "Notatka szypra:",
     "Tratwa przywiązana o {t}."),
    ("ムール貝いかだ 日誌", "内湾", "[x] ロープ引き上げ [x] 選別 [x] いかだ係留", "船長メモ：", "{t} いかだ係留。"),
    ("贻贝筏 · 筏日志", "内湾", "[x] 吊绳已起 [x] 贻贝已分级 [x] 筏已系牢", "船老大备注：", "{t} 筏已系牢。"),
  )),
  # cattle-market sheets; hour 13; no lot numbers, weights, prices, head counts or pen numbers
  'cattle': dict(code='CL', hours=(13,), L=_t(
    ("LIVESTOCK AUCTION — SALE SHEET", "sale ring", "pens washed | lots shown | gates shut", "Clerk's note:",
     "Gates shut {t}."),
    ("CATTLE MARKET — SALE SHEET", "sale ring", "pens washed | lots shown | gates shut", "Drover's note:",
     "Gates shut {t}."),
    ("VIEHMARKT — AUKTIONSBLATT", "Auktionsring", "Buchten gewaschen | Lose vorgeführt | Gatter zu",
     "Notiz des Viehtreibers:", "Gatter zu {t}."),
    ("MARCHÉ AUX BESTIAUX — FICHE DE VENTE", "ring de vente", "cases lavées | lots présentés | barrières fermées",
     "Note du bouvier :", "Barrières fermées à {t}."),
    ("FERIA DE GANADO — HOJA DE SUBASTA", "pista de subasta", "corrales lavados | lotes mostrados | puertas cerradas",
     "Nota del tratante:", "Puertas cerradas a las {t}."),
    ("MERCATO DEL BESTIAME — FOGLIO D'ASTA", "ring d'asta", "box lavati | lotti presentati | cancelli chiusi",
     "Nota del mandriano:", "Cancelli chiusi alle {t}."),
    ("LEILÃO DE GADO — FICHA DE PREGÃO", "pista do leilão", "baias lavadas | lotes mostrados | porteiras fechadas",
     "Nota do peão:", "Porteiras fechadas às {t}."),
    ("СКОТНЫЙ РЫНОК — ТОРГОВЫЙ ЛИСТ", "торговый круг", "загоны вымыты | лоты показаны | ворота закрыты",
     "Заметка гуртовщика:", "Ворота закрыты в {t}."),
    ("VEEMARKT — VEILINGBLAD", "veilingring", "hokken gewassen | kavels getoond | hekken dicht",
     "Notitie van de veedrijver:", "Hekken dicht om {t}."),
    ("TARG BYDŁA — KARTA AUKCJI", "ring aukcyjny", "kojce umyte | partie pokazane | bramy zamknięte",
     "Notatka poganiacza:", "Bramy zamknięte o {t}."),
    ("家畜市場 せり記録", "せり場", "囲い洗浄 | 上場 | ゲート閉鎖", "牛追いメモ：", "{t} ゲート閉鎖。"),
    ("牲畜市场 · 拍卖记录", "拍卖圈", "栏已冲洗 | 批次已展示 | 栏门已关", "赶牛人备注：", "{t} 栏门关好。"),
  )),
  # lambing-shed sheets; hour 05; no ewe or lamb counts, tag numbers, weights or birth times
  'sheepfold': dict(code='LB', hours=(5,), L=_t(
    ("LAMBING BARN — NIGHT SHEET", "top barn", "✔ pens bedded ✔ ewes checked ✔ lamps off", "Shepherd's note:",
     "Lamps off {t}."),
    ("LAMBING SHED — NIGHT SHEET", "top shed", "✔ pens bedded ✔ ewes checked ✔ lamps off", "Shepherd's note:",
     "Lamps off {t}."),
    ("LAMMSTALL — NACHTZETTEL", "oberer Stall", "✔ Buchten eingestreut ✔ Mutterschafe kontrolliert ✔ Lampen aus",
     "Notiz des Schäfers:", "Lampen aus {t}."),
    ("BERGERIE D'AGNELAGE — FICHE DE NUIT", "bergerie du haut", "✔ cases paillées ✔ brebis vérifiées ✔ lampes éteintes",
     "Note du berger :", "Lampes éteintes à {t}."),
    ("PARIDERA — HOJA DE NOCHE", "nave de arriba", "✔ corrales encamados ✔ ovejas revisadas ✔ lámparas apagadas",
     "Nota del pastor:", "Lámparas apagadas a las {t}."),
    ("OVILE DEL PARTO — FOGLIO DI NOTTE", "ovile alto", "✔ box impagliati ✔ pecore controllate ✔ lampade spente",
     "Nota del pastore:", "Lampade spente alle {t}."),
    ("GALPÃO DE PARIÇÃO — FICHA DA NOITE", "galpão de cima", "✔ baias forradas ✔ ovelhas vistas ✔ lâmpadas apagadas",
     "Nota do pastor:", "Lâmpadas apagadas às {t}."),
    ("ОКОТНАЯ ОВЧАРНЯ — НОЧНОЙ ЛИСТ", "верхний сарай", "✔ загоны застелены ✔ овцы осмотрены ✔ лампы выключены",
     "Заметка чабана:", "Лампы выключены в {t}."),
    ("LAMMERSTAL — NACHTBLAD", "bovenste stal", "✔ hokken ingestrooid ✔ ooien nagekeken ✔ lampen uit",
     "Notitie van de herder:", "Lampen uit om {t}."),
    ("OWCZARNIA WYKOTOWA — KARTA NOCNA", "górna owczarnia", "✔ kojce zaścielone ✔ owce sprawdzone ✔ lampy zgaszone",
     "Notatka owczarza:", "Lampy zgaszone o {t}."),
    ("分娩羊舎 夜間記録", "上の羊舎", "✔ 敷きわら ✔ 母羊確認 ✔ 消灯", "羊飼いメモ：", "{t} 消灯。"),
    ("产羔棚 · 夜班记录", "上棚", "✔ 栏已铺草 ✔ 母羊已查 ✔ 灯已关", "牧羊人备注：", "{t} 熄灯。"),
  )),
  # piggery round sheets; hour 21; no pen numbers, feed weights, pig or sow counts or house temperatures
  'piggery': dict(code='PG', hours=(21,), L=_t(
    ("HOG BARN — ROUND SHEET", "finishing barn", "troughs filled / pens scraped / lights dimmed", "Stockman's note:",
     "Lights dimmed {t}."),
    ("PIGGERY — ROUND SHEET", "finishing house", "troughs filled / pens scraped / lights dimmed", "Stockman's note:",
     "Lights dimmed {t}."),
    ("SCHWEINESTALL — RUNDGANGSZETTEL", "Maststall", "Tröge gefüllt / Buchten ausgemistet / Licht gedimmt",
     "Notiz des Tierwirts:", "Licht gedimmt {t}."),
    ("PORCHERIE — FICHE DE TOURNÉE", "engraissement", "auges remplies / cases raclées / lumières baissées",
     "Note du porcher :", "Lumières baissées à {t}."),
    ("GRANJA PORCINA — HOJA DE RONDA", "nave de cebo", "comederos llenos / corrales rascados / luces atenuadas",
     "Nota del porquero:", "Luces atenuadas a las {t}."),
    ("PORCILAIA — FOGLIO DEL GIRO", "capannone d'ingrasso", "trogoli riempiti / box raschiati / luci abbassate",
     "Nota del porcaro:", "Luci abbassate alle {t}."),
    ("GRANJA DE SUÍNOS — FICHA DA RONDA", "galpão de terminação", "cochos cheios / baias raspadas / luzes baixas",
     "Nota do tratador:", "Luzes baixadas às {t}."),
    ("СВИНАРНИК — ЛИСТ ОБХОДА", "откормочный корпус", "кормушки наполнены / станки вычищены / свет приглушён",
     "Заметка свинаря:", "Свет приглушён в {t}."),
    ("VARKENSSTAL — RONDEBLAD", "vleesvarkensstal", "troggen gevuld / hokken geschraapt / licht gedimd",
     "Notitie van de varkenshouder:", "Licht gedimd om {t}."),
    ("CHLEWNIA — KARTA OBCHODU", "tuczarnia", "koryta napełnione / kojce zeskrobane / światło przygaszone",
     "Notatka świniarza:", "Światło przygaszone o {t}."),
    ("養豚場 見回り記録", "肥育舎", "給餌槽補充 / 豚房掃除 / 減灯", "飼育員メモ：", "{t} 減灯。"),
    ("养猪场 · 巡栏记录", "育肥舍", "食槽已添 / 猪栏已刮 / 灯已调暗", "饲养员备注：", "{t} 灯光调暗。"),
  )),
}


def _sep(note, loc):
    if re.search(r'\d_\d', note):
        if loc not in SEP:
            raise ValueError(f'group separator "_" used in {loc}: {note[:60]!r}')
        note = re.sub(r'(?<=\d)_(?=\d)', SEP[loc], note)
    return note


def render(reg, loc, note, furniture=True):
    r = REG[reg]
    head, place, furn, label, close = r['L'][loc]
    h = zlib.crc32((reg + loc + note).encode('utf-8'))
    code = f"{r['code']}{101 + h % 899}"
    hour = r['hours'][(h >> 12) % len(r['hours'])]
    t = f"{hour:02d}:{5 * ((h >> 16) % 12):02d}"
    if loc == 'ja-JP':
        first = f"{head} {code}（{place}）"
    elif loc == 'zh-CN':
        first = f"{head} {code} · {place}"
    else:
        first = f"{head} {code}, {place}"
    sp = '' if loc in ('ja-JP', 'zh-CN') else ' '
    lines = [first] + ([furn] if furniture else []) + [f"{label}{sp}{note}", close.format(t=t)]
    return '\n'.join(lines)


_MARK = re.compile(r'⟦([^⟦⟧@]+)@([^⟦⟧]+)⟧')


def A(case, label, loc, reg, note, unit_note=None, omit=None, f=True):
    """One answer: case, label, locale, register, the writer's note with markers."""
    note = _sep(note, loc)
    text = render(reg, loc, note, True)
    if f == 'auto' and len(_MARK.sub(lambda m: m.group(1), text)) > 320:
        text = render(reg, loc, note, False)
    style = f"{loc} {reg}" + (f" omit={omit}" if omit else '')
    return dict(c=case, l=label, s=style, loc=loc, t=text, allow=[], unit_note=unit_note, omit=omit)
