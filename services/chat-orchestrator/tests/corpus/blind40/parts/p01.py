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


ENTRIES = [
# ---------------------------------------------------------------- q_range_last20
E('q_range_last20', 'faithful', 'nl-NL tapestry',
  f"""WANDTAPIJTATELIER — werkaantekeningen, getouw G2
Karton: zeegezicht, inslag in wol en zijde
Notitie van de weefster: gemiddelde dagrange van de NQ over de laatste ⟦20@{N}⟧ sessies: ⟦187,6@value⟧ punten (hoog min laag).
Spoelen gewonden; morgen verder aan de lucht."""),
E('q_range_last20', 'faithful', 'pt-BR fork',
  f"""FICHA DE CALIBRAÇÃO DE DIAPASÃO — diapasão A440, série S6643
Referência: estroboscópio R2 · golpe em bloco de borracha
Nota do técnico: amplitude média diária do NQ nas últimas ⟦20@{N}⟧ sessões = ⟦187,6@value⟧ pontos (máxima menos mínima).
Dentro da tolerância; diapasão de volta ao estojo."""),
E('q_range_last20', 'faithful', 'it-IT peat',
  """TORBIERA — QUADERNO DI CONTEGGIO, banco B5, Iseo
Tagliatore: Piero · vanga da torba, cotica tolta
Nota: negli ultimi venti giorni il NQ ha avuto un'escursione media di ⟦187,6@value⟧ punti al giorno, dal massimo al minimo.
Zolle messe ad asciugare; cumulo coperto."""),
E('q_range_last20', 'invented', 'en-GB rickshaw',
  f"""RICKSHAW FARE CARD — pedicab P12, stand S3 (Old Market)
Rider: Dev · shift 10:00–18:00
Rider's tip: NQ's average daily range over the last ⟦20@{N}⟧ sessions was ⟦212.4@value!⟧ points, high to low.
Meter off; canopy down."""),
E('q_range_last20', 'wrong_unit', 'ja-JP stoplist',
  f"""オルガン ストップリスト ― 聖堂オルガン 作品番号O240
第一手鍵盤：プリンシパル・フルート・オクターブ・ミクスチュア
オルガニストのメモ：NQの直近⟦20@{N}⟧営業日の平均値幅は⟦187.6@value~value!⟧ドル。
トレモロ切、スウェル閉。""", unit_note='points quoted as dollars'),
E('q_range_last20', 'derived', 'pl-PL sled',
  f"""DZIENNIK PUNKTU KONTROLNEGO — wyścig psich zaprzęgów, Jakuszyce, numer startowy Z5
Przyjazd 03:40 · wyjazd 09:10 · dziesięć psów
Notatka maszera: NQ w ostatnich ⟦20@{N}⟧ sesjach średnio ⟦187,6@value⟧ pkt zakresu dziennie; tydzień z pięciu sesji to ⟦938@value*5!⟧ pkt (mój rachunek, nie z wyniku).
Weterynarz bez uwag."""),
# ---------------------------------------------------------------- q_range_stats_2024
E('q_range_stats_2024', 'faithful', 'en-US gelato',
  """GELATO LAB — BATCH CARD G0412
Flavor: Bronte pistachio · base B2 (milk)
Churn start 10:40 · pulled 10:52
Lab note: 2024 daily range, ⟦252@count⟧ sessions — mean ⟦274.4@mean_range⟧, median ⟦267.25@median_range⟧, widest ⟦585.5@max_range⟧, narrowest ⟦116.5@min_range⟧ pts.
Pan to the case; blast freezer clear."""),
E('q_range_stats_2024', 'faithful', 'es-ES hovercraft',
  """AERODESLIZADOR — DIARIO DE TRAVESÍA, «Isla Bonita», travesía T0611
Salida 09:05 · llegada 09:35 · mar rizada
Observación del comandante: en 2024 el rango diario del NQ promedió ⟦274,44@mean_range⟧ puntos; el día más tranquilo ⟦116,5@min_range⟧ y el más amplio ⟦585,5@max_range⟧.
Faldón revisado; ventiladores normales."""),
E('q_range_stats_2024', 'faithful', 'ja-JP speedway',
  """スピードウェイ ヒート表 ― ヒートH2・川口
ゲートG1 赤・G2 青・G3 白・G4 黄
審判メモ：2024年のNQの日中値幅は平均⟦274.4@mean_range⟧ポイント、中央値⟦267.25@median_range⟧ポイント（⟦252@count⟧営業日）。
テープ上げ、走路整地済み。"""),
E('q_range_stats_2024', 'wrong_column', 'en-GB tapestry',
  """TAPESTRY WORKSHOP — notes, loom L2 (high-warp)
Cartoon: 'Harbour at dusk', wool weft on cotton warp
Weaver's note: the average 2024 daily range was ⟦267.25@mean_range~median_range!⟧ points, with a widest day of ⟦585.5@max_range⟧.
Bobbins wound; cartoon re-pinned."""),
E('q_range_stats_2024', 'miscomputed', 'pt-BR mosaic',
  """OFICINA DE MOSAICO — TALÃO M0319
Painel: tapete romano, pastilhas de mármore
Nota: em 2024 o dia mais largo do NQ teve ⟦585,5@max_range⟧ pontos e o mais estreito ⟦116,5@min_range⟧; entre um e outro vão ⟦479@max_range-min_range!⟧ pontos.
Rejuntado; selagem amanhã."""),
E('q_range_stats_2024', 'coincidental', 'fr-FR rickshaw',
  """CARTE DE TARIF — vélo-taxi V04, station S1 (Trocadéro)
Conducteur : Malik · service 09:00–17:00
Le mot du conducteur : en 2024, le NQ a bougé en moyenne de ⟦269@mean_range!⟧ points par jour, médiane ⟦267,25@median_range⟧.
Compteur arrêté ; capote baissée."""),
# ---------------------------------------------------------------- q_dow_range_2024
E('q_dow_range_2024', 'faithful', 'de-DE peat',
  f"""TORFSTICH — STRICHLISTE, Bank B2, Teufelsmoor
Stecher: Hinrich · Torfspaten, Bunkerde ab
Notiz: 2024 war der Mittwoch mit ⟦278,675@{WE}⟧ Punkten mittlerer Spanne der breiteste Wochentag, der Montag mit ⟦269,41@{MO}⟧ der ruhigste.
Soden aufgestellt; Miete abgedeckt."""),
E('q_dow_range_2024', 'faithful', 'zh-CN tapestry',
  f"""挂毯工坊 · 织造笔记 — 立式织机 L1
画稿：《秋林》，羊毛纬线
织工备注：2024 年按星期看，周三平均波幅最大，⟦278.7@{WE}⟧ 点；周五 ⟦278.26@{FR}⟧ 点紧随其后；周一最小，⟦269.41@{MO}⟧ 点。
梭子已绕好。"""),
E('q_dow_range_2024', 'faithful', 'fr-FR swarm',
  f"""ENLÈVEMENT D'ESSAIM — FICHE D'INTERVENTION E0519
Lieu : caisson de volet roulant, rue des Tilleuls · essaim découpé
Note du technicien : amplitude moyenne 2024 — mardi ⟦272,17@{TU}⟧ points, jeudi ⟦273,53@{TH}⟧, vendredi ⟦278,26@{FR}⟧.
Rayons transférés en ruchette ; accès colmaté."""),
E('q_dow_range_2024', 'wrong_row', 'nl-NL sled',
  f"""CHECKPOINTLOGBOEK — sledehondenrace, post Kautokeino, rugnummer R11
Aankomst 04:05 · vertrek 10:30 · acht honden in het tuig
Notitie van de musher: dinsdag was in 2024 gemiddeld ⟦273,53@{TU}~{TH}!⟧ punten breed, maandag ⟦269,41@{MO}⟧.
Dierenarts akkoord; vers stro."""),
E('q_dow_range_2024', 'misrounded', 'pl-PL stoplist',
  f"""DYSPOZYCJA ORGANÓW — katedra, opus O166
Manuał I: Pryncypał · Flet · Oktawa · Mikstura
Notatka organisty: średni zakres NQ w 2024 we wtorki wyniósł ⟦272,16@{TU}!⟧ pkt, w środy ⟦278,7@{WE}⟧ pkt.
Tremolo wyłączone; żaluzje zamknięte."""),
E('q_dow_range_2024', 'invented', 'it-IT speedway',
  f"""FOGLIO BATTERIA — speedway, batteria B6, Lonigo
Cancelli G1 rosso · G2 blu · G3 bianco · G4 giallo
Nota del giudice: nel 2024 il giovedì il NQ ha avuto un'escursione media di ⟦281,9@{TH}!⟧ punti, il lunedì ⟦269,41@{MO}⟧.
Nastro alzato; pista bagnata."""),
# ---------------------------------------------------------------- q_month_up_2023
E('q_month_up_2023', 'faithful', 'pt-BR peat',
  f"""TURFEIRA — CADERNO DE CONTAGEM, banco B2, Serra da Estrela
Cortador: Zé · pá de turfa
Nota: em 2023, setembro fechou em alta em ⟦70@{pct('September')}⟧% dos pregões, o melhor mês; novembro, com ⟦38,1@{pct('November')}⟧%, o pior.
Leivas postas a secar; monte coberto."""),
E('q_month_up_2023', 'faithful', 'es-ES speedway',
  f"""HOJA DE MANGA — speedway, manga M4, Sevilla
Cajones G1 rojo · G2 azul · G3 blanco · G4 amarillo
Nota del juez: 2023, días alcistas por mes — enero: ⟦60@{pct('January')}⟧ %, octubre: ⟦68,2@{pct('October')}⟧ %, agosto: ⟦39,1@{pct('August')}⟧ %.
Cinta arriba; pista regada."""),
E('q_month_up_2023', 'faithful', 'ru-RU tapestry',
  f"""ГОБЕЛЕННАЯ МАСТЕРСКАЯ — рабочие заметки, станок S3
Картон: «Зимний сад», шерстяной уток
Заметка ткачихи: в 2023 году чаще всего в плюс закрывался сентябрь — ⟦70@{pct('September')}⟧ % дней, реже всего ноябрь — ⟦38,1@{pct('November')}⟧ %.
Шпули намотаны."""),
E('q_month_up_2023', 'wrong_row', 'zh-CN gelato',
  f"""意式冰淇淋实验室 · 批次卡 G0909
口味：开心果 · 基底 B2
实验室备注：2023 年 9月上涨日占比 ⟦70@{pct('September')}⟧%，全年最高；11月只有 ⟦39.1%@{pct('November')}~{pct('August')}!⟧，全年最低。
已送入展示柜。"""),
E('q_month_up_2023', 'derived', 'nl-NL swarm',
  f"""BIJENZWERM VERWIJDEREN — WERKBON W0528
Locatie: spouwmuur, Lindenlaan · zwerm uitgesneden
Notitie: in 2023 sloot september op ⟦70@{pct('September')}⟧% van de dagen hoger, november op ⟦38,1@{pct('November')}⟧%; dat scheelt ⟦31,9@{pct('September')}-{pct('November')}!⟧ procentpunt (zelf uitgerekend).
Raat overgezet; gat gedicht."""),
E('q_month_up_2023', 'wrong_unit', 'de-DE steeplejack',
  """TURMINSPEKTION — Bericht des Turmkletterers, Marienkirche, Az. TK0311
Zugang: Leitern L1–L4, Bootsmannsstuhl
Befund: 2023 schloss der September an ⟦0,7 %@row('September').pct_up~row('September').pct_up!⟧ der Handelstage im Plus – der stärkste Monat des Jahres.
Wetterhahn gefettet; Blitzableiter geprüft.""", unit_note='fraction quoted as percent'),
# ---------------------------------------------------------------- q_widest_2024
E('q_widest_2024', 'faithful', 'pt-BR rickshaw',
  """CARTÃO DE TARIFA — riquixá R05, ponto P4 (Pelourinho)
Condutor: Tião · turno 08:00–16:00
Dica do condutor: o dia mais largo de 2024 foi ⟦24/01@D:2024-01-24⟧, com ⟦585,5@row('2024-01-24').range⟧ pontos; o quinto da lista, ⟦1/5@D:2024-05-01⟧, teve ⟦484,5@row('2024-05-01').range⟧.
Taxímetro desligado."""),
E('q_widest_2024', 'faithful', 'it-IT tapestry',
  """LABORATORIO DI ARAZZI — appunti, telaio ad alto liccio T4
Cartone: «Vendemmia», trama in lana
Nota della tessitrice: le cinque giornate più ampie del 2024 fanno in media ⟦534,85@stats.range.mean⟧ punti; in testa il ⟦24 gennaio@D:2024-01-24⟧ con ⟦585,5@row('2024-01-24').range⟧.
Spole caricate."""),
E('q_widest_2024', 'faithful', 'en-GB swarm',
  """BEE REMOVAL — JOB CARD J0614
Site: soffit above the garage, Maple Ave · honeybee colony, cut-out
Tech note: 2024's second-widest day was ⟦17 May@D:2024-05-17⟧ — ⟦555.25@row('2024-05-17').range⟧ points, open ⟦15,998.25@row('2024-05-17').open⟧, close ⟦15,675@row('2024-05-17').close⟧.
Comb rehomed in a nuc box; gap sealed."""),
E('q_widest_2024', 'wrong_column', 'ja-JP hovercraft',
  """ホバークラフト 運航記録 ― 「はやて」便H0815
出航 08:15・到着 08:40・海上穏やか
船長記事：⟦7月5日@D:2024-07-05⟧は値幅⟦507.5@row('2024-07-05').range⟧ポイント、終値は⟦13,548.75@row('2024-07-05').close~row('2024-07-05').open!⟧。
スカート点検済み。"""),
E('q_widest_2024', 'miscomputed', 'zh-CN fork',
  """音叉校准单 — 音叉 A440 · 序列号 S6608
参考：频闪仪 R3
技师备注：⟦5月31日@D:2024-05-31⟧开盘 ⟦14,933@row('2024-05-31').open⟧，收盘 ⟦14,601.5@row('2024-05-31').close⟧，收盘较开盘 ⟦−313.5@row('2024-05-31').close-row('2024-05-31').open!⟧ 点。
在公差范围内，音叉已归盒。"""),
E('q_widest_2024', 'invented', 'es-ES mosaic',
  """TALLER DE MOSAICO — VALE M0815
Panel: cenefa romana, teselas de mármol
Nota: de los cinco días más amplios de 2024, el del ⟦5 de julio@D:2024-07-05⟧ tuvo un rango de ⟦512,75@row('2024-07-05').range!⟧ puntos y cerró en ⟦13.151,75@row('2024-07-05').close⟧.
Rejuntado; sellado mañana."""),
# ---------------------------------------------------------------- q_last10_change
E('q_last10_change', 'faithful', 'zh-CN sled',
  """狗拉雪橇赛 · 检查站记录 — 漠河站，号码布 H6
到达 02:30 · 出发 08:45 · 十只犬
赶橇人备注：近十个交易日平均每天 ⟦−57.8@stats.change.mean⟧ 点；最差 ⟦12月20日@D:2024-12-20⟧ ⟦−178.25@row('2024-12-20').change⟧，最好 ⟦12月23日@D:2024-12-23⟧ ⟦+91@row('2024-12-23').change⟧。
兽医检查无异常。"""),
E('q_last10_change', 'faithful', 'it-IT stoplist',
  """DISPOSIZIONE FONICA — organo della pieve, opus O415
Grand'Organo (I): Principale · Ottava · Ripieno · Voce umana
Nota dell'organista: ultime 10 sedute, chiusura a ⟦8.837,25@row('2025-01-02').close⟧ il ⟦2/1@D:2025-01-02⟧; il ⟦31/12@D:2024-12-31⟧ il NQ aveva perso ⟦175,5@row('2024-12-31').change|neg⟧ punti.
Tremolo escluso."""),
E('q_last10_change', 'faithful', 'pl-PL tapestry',
  """PRACOWNIA GOBELINU — notatki, krosno K1
Karton: „Łąka”, wątek wełniany
Notatka tkaczki: z ostatnich 10 sesji cztery na plusie, sześć na minusie; ⟦30 grudnia@D:2024-12-30⟧ ⟦+69,25@row('2024-12-30').change⟧ pkt, ⟦19 grudnia@D:2024-12-19⟧ ⟦−64,75@row('2024-12-19').change⟧ pkt.
Czółenka nawinięte."""),
E('q_last10_change', 'wrong_sign', 'nl-NL hovercraft',
  """HOVERCRAFT — OVERTOCHTLOGBOEK, „Zeehond”, overtocht O0712
Vertrek 07:40 · aankomst 08:05 · zee kalm
Opmerking gezagvoerder: dagverandering NQ op ⟦30 december@D:2024-12-30⟧ (slot min open): ⟦−69,25@row('2024-12-30').change!⟧ punten; ⟦23 december@D:2024-12-23⟧ was de beste dag met ⟦+91@row('2024-12-23').change⟧.
Rok gecontroleerd."""),
E('q_last10_change', 'wrong_row', 'en-US mosaic',
  """MOSAIC WORKSHOP — TICKET M0518
Panel: Roman border, marble and smalti, tesserae T12 + T31
Note: the last session, ⟦Jan 2@D:2025-01-02⟧, closed at ⟦8,837.25@row('2025-01-02').close⟧, a change of ⟦-85@row('2025-01-02').change~row('2024-12-26').change!⟧ points open to close.
Grouted; sealing tomorrow."""),
E('q_last10_change', 'misrounded', 'ru-RU steeplejack',
  """АКТ ОСМОТРА ШПИЛЯ — верхолазные работы, церковь Св. Николая, акт A0519
Доступ: лестницы L1–L3, беседка
Замечания: за последние 10 сессий NQ в среднем терял ⟦57@stats.change.mean|neg!⟧ пунктов в день; худший день — ⟦20 декабря@D:2024-12-20⟧.
Флюгер смазан; молниеотвод проверен."""),
# ---------------------------------------------------------------- q_year_volume
E('q_year_volume', 'faithful', 'es-ES sled',
  """CONTROL DE PASO — carrera de trineos, refugio de Góriz, dorsal D12
Llegada 05:20 · salida 11:00 · diez perros
Nota del musher: volumen medio diario — 2023: ⟦201.034@row(2023).mean_volume⟧ contratos; 2024: ⟦201.006@row(2024).mean_volume⟧; 2025, con una sola sesión: ⟦201.902@row(2025).mean_volume⟧.
Veterinario sin incidencias."""),
E('q_year_volume', 'faithful', 'nl-NL hovercraft',
  """HOVERCRAFT — OVERTOCHTLOGBOEK, „Noorderzon”, overtocht O0903
Vertrek 09:15 · aankomst 09:40 · lichte deining
Opmerking gezagvoerder: gemiddeld dagvolume 2023 ⟦201.033,96@row(2023).mean_volume⟧, 2024 ⟦201.006,37@row(2024).mean_volume⟧ — vrijwel gelijk; 2025 telt pas ⟦1@row(2025)['count']⟧ sessie.
Rok gecontroleerd; liftventilatoren normaal."""),
E('q_year_volume', 'faithful', 'en-US steeplejack',
  """STEEPLEJACK INSPECTION REPORT — St Michael's spire, ref SJ0412
Access: ladders L1–L3, bosun's chair
Findings: average daily volume was ⟦201,034@row(2023).mean_volume⟧ contracts over ⟦250@row(2023)['count']⟧ sessions in 2023 and ⟦201,006@row(2024).mean_volume⟧ over ⟦252@row(2024)['count']⟧ in 2024.
Weathervane greased."""),
E('q_year_volume', 'wrong_year', 'de-DE swarm',
  """BIENENUMSIEDLUNG — AUFTRAGSKARTE A0722
Einsatzort: Rollladenkasten, Gartenstraße · Schwarm ausgeschnitten
Notiz: Durchschnittsvolumen pro Tag 2024: ⟦201.034@row(2024).mean_volume~row(2023).mean_volume!⟧ Kontrakte; 2025 bisher ⟦201.902@row(2025).mean_volume⟧.
Waben umgesetzt; Spalt verschlossen."""),
E('q_year_volume', 'wrong_year', 'pl-PL speedway',
  """PROGRAM BIEGU — żużel, bieg B13, Leszno – Toruń
Pola startowe A–D, kaski czerwony, niebieski, biały, żółty
Notatka sędziego: średni dzienny wolumen w 2025 r. to ⟦201\u00a0006@row(2025).mean_volume~row(2024).mean_volume!⟧ kontraktów, w 2023 r. ⟦201\u00a0034@row(2023).mean_volume⟧.
Taśma w górę; tor polany."""),
E('q_year_volume', 'derived', 'fr-FR gelato',
  """LABO GLACE — FICHE DE LOT L0613
Parfum : pistache de Bronte · base B2
Note du labo : volume moyen ⟦201\u202f006@row(2024).mean_volume⟧ contrats/jour en 2024, ⟦201\u202f902@row(2025).mean_volume⟧ sur l'unique séance de 2025, soit ⟦895,6@row(2025).mean_volume-row(2024).mean_volume!⟧ de plus (mon calcul, pas dans le résultat).
Bac en vitrine."""),
# ---------------------------------------------------------------- q_rth_hour_volume
E('q_rth_hour_volume', 'faithful', 'pl-PL steeplejack',
  """PROTOKÓŁ INSPEKCJI WIEŻY — alpinista przemysłowy, kościół Mariacki, nr W0312
Dostęp: drabiny D1–D3, ławeczka
Ustalenia: w ostatnich 20 dniach najwięcej wolumenu o 15:00 — średnio ⟦19\u00a0373@row('15').mean_volume⟧ kontraktów; najmniej o 16:00 — ⟦5808@row('16').mean_volume⟧.
Wiatrowskaz nasmarowany."""),
E('q_rth_hour_volume', 'faithful', 'fr-FR stoplist',
  """COMPOSITION DES JEUX — orgue de Saint-Sernin, opus O122
Grand-Orgue (I) : Montre · Bourdon · Prestant · Plein-jeu
Note de l'organiste : heure la plus chargée, 15:00, avec ⟦19\u202f373,2@row('15').mean_volume⟧ contrats en moyenne ; l'ouverture, 09:00, suit avec ⟦17\u202f542,25@row('09').mean_volume⟧.
Trémolo coupé ; boîte expressive fermée."""),
E('q_rth_hour_volume', 'faithful', 'ja-JP swarm',
  """蜂の巣駆除 作業カード J0620
現場：軒下・ミツバチの群れ、切り出し
作業メモ：直近20日のRTH時間帯別平均出来高は15:00台が最多で⟦19,373@row('15').mean_volume⟧枚、16:00台が最少で⟦5,808@row('16').mean_volume⟧枚。
巣板は巣箱へ移設、隙間封鎖。"""),
E('q_rth_hour_volume', 'wrong_row', 'pt-BR speedway',
  """SÚMULA DE BATERIA — speedway, bateria B3, Interlagos
Portões G1 vermelho · G2 azul · G3 branco · G4 amarelo
Nota do árbitro: na hora das 10:00 a média foi de ⟦17.542@row('10').mean_volume~row('09').mean_volume!⟧ contratos; às 15:00, o pico, ⟦19.373@row('15').mean_volume⟧.
Fita levantada; pista molhada."""),
E('q_rth_hour_volume', 'coincidental', 'es-ES mosaic',
  """TALLER DE MOSAICO — VALE M0923
Panel: rosetón, teselas de vidrio
Nota: volumen medio por hora en la sesión regular, últimos 20 días — 13:00: ⟦13.303@row('13').mean_volume!⟧ contratos; 15:00: ⟦19.373@row('15').mean_volume⟧, el máximo.
Rejuntado; limpieza con esponja."""),
E('q_rth_hour_volume', 'derived', 'en-US peat',
  """PEAT-CUTTING TALLY BOOK — bank B3, Loch Mor moss
Cutter: Angus · tuskar work, top spit off
Tally note: last 20 days, the 15:00 hour averaged ⟦19,373@row('15').mean_volume⟧ contracts and the 09:00 open ⟦17,542@row('09').mean_volume⟧ — ⟦1,831@row('15').mean_volume-row('09').mean_volume!⟧ more at 15:00 (my own subtraction).
Turfs footed; stack thatched."""),
]
