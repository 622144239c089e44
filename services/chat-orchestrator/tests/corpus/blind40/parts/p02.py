"""Market-data queries, part 2 (q_up_pct_2024 ... q_gap_2024). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

N = "R.source_row_count"


def d(x, col):
    return f"row('{x}').{col}"


ENTRIES = [
# ---------------------------------------------------------------- q_up_pct_2024
E('q_up_pct_2024', 'faithful', 'zh-CN peat',
  f"""泥炭采掘 · 计数簿 — 采区 B1 · 若尔盖
采掘工：老马 · 泥炭铲，表层已剥
计数备注：2024 年 ⟦252@{N}⟧ 个交易日里收盘高于开盘的占 ⟦40.5%@value*100⟧，不到一半。
泥炭块已立起晾晒，垛已盖好。"""),
E('q_up_pct_2024', 'faithful', 'it-IT steeplejack',
  """RAPPORTO D'ISPEZIONE CAMPANILE — chiesa di San Zeno, rif. CP0420
Accesso: scale S1–S3, seggiolino
Rilievi: nel 2024 il NQ ha chiuso sopra l'apertura nel ⟦40,48 %@value*100⟧ delle sedute, quindi meno di una su due.
Banderuola ingrassata; parafulmine provato."""),
E('q_up_pct_2024', 'faithful', 'nl-NL gelato',
  f"""IJSLAB — BATCHKAART B0816
Smaak: stroopwafel · basis B1 (melk)
Draaien 11:05 · uitgenomen 11:17
Labnotitie: van de ⟦252@{N}⟧ handelsdagen van 2024 sloot ⟦40,476%@value*100⟧ hoger dan de open.
Bak naar de vitrine; shockvriezer leeg."""),
E('q_up_pct_2024', 'misrounded', 'de-DE tapestry',
  f"""GOBELIN-WERKSTATT — Arbeitsnotizen, Hochwebstuhl W3
Karton: „Herbstwald“, Wollschuss auf Leinenkette
Notiz der Weberin: 2024 schlossen ⟦40,4 %@value*100!⟧ der ⟦252@{N}⟧ Handelstage über der Eröffnung.
Spulen gewickelt; Karton neu gesteckt."""),
E('q_up_pct_2024', 'invented', 'pl-PL swarm',
  """USUWANIE ROJU — KARTA ZLECENIA Z0415
Miejsce: skrzynka rolety, ul. Lipowa · rój wycięty
Notatka technika: w 2024 r. NQ zamknął się powyżej otwarcia w ⟦43,8%@value*100!⟧ sesji.
Plastry przeniesione do odkładu; szczelina zaklejona."""),
E('q_up_pct_2024', 'derived', 'ja-JP mosaic',
  f"""モザイク工房 作業票 M1120
パネル：ローマ風の縁飾り・スマルト
メモ：2024年に陽線で引けた日は⟦40.5%@value*100⟧。⟦252@{N}⟧日に掛けると⟦102@value*{N}!⟧日（自分で掛け算した数字で、結果には出ていない）。
目地入れ済み、明日シーリング。"""),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
E('q_stats_2023_vs_2024', 'faithful', 'de-DE mosaic',
  """MOSAIKWERKSTATT — AUFTRAGSZETTEL M0604
Tafel: Fischmotiv, Smalten und Marmor
Notiz: 2023 — Spanne ⟦363,24@A.mean_range⟧ Pkt., Volumen ⟦201.034@A.mean_volume⟧; 2024 — Spanne ⟦274,44@B.mean_range⟧ Pkt., Volumen ⟦201.006@B.mean_volume⟧. Ruhiger, aber gleich viel gehandelt.
Verfugt; morgen versiegeln."""),
E('q_stats_2023_vs_2024', 'faithful', 'ru-RU rickshaw',
  """КАРТОЧКА ТАРИФОВ — велорикша V11, стоянка S2 (Арбат)
Рикша: Гоша · смена 10:00–20:00
Совет рикши: в 2023 г. средний дневной диапазон ⟦363,2@A.mean_range⟧ п., в 2024 г. — ⟦274,4@B.mean_range⟧; объём почти тот же: ⟦201\u00a0034@A.mean_volume⟧ против ⟦201\u00a0006@B.mean_volume⟧.
Счётчик выключен."""),
E('q_stats_2023_vs_2024', 'faithful', 'zh-CN swarm',
  """蜂群清除 · 工单 B0712
地点：车库屋檐下 · 蜜蜂群，整巢切出
技师备注：2023 年 ⟦250@A['count']⟧ 个交易日平均波幅 ⟦363.24@A.mean_range⟧ 点，2024 年 ⟦252@B['count']⟧ 个交易日 ⟦274.44@B.mean_range⟧ 点，成交量基本持平。
巢脾已移入蜂箱，缝隙已封。"""),
E('q_stats_2023_vs_2024', 'wrong_year', 'en-US gelato',
  """GELATO LAB — BATCH CARD G0527
Flavor: stracciatella · base B1 (milk)
Churn start 09:50 · pulled 10:03
Lab note: in 2024 NQ's average daily range was ⟦363.24@B.mean_range~A.mean_range!⟧ pts on an average volume of ⟦201,006@B.mean_volume⟧ contracts.
Pan to the case."""),
E('q_stats_2023_vs_2024', 'wrong_year', 'it-IT peat',
  """TORBIERA — QUADERNO DI CONTEGGIO, banco B3, Sebino
Tagliatore: Gigi · vanga da torba
Nota: nel 2023 volume medio di ⟦201.006@A.mean_volume~B.mean_volume!⟧ contratti al giorno ed escursione media di ⟦363,2@A.mean_range⟧ punti.
Zolle al sole; cumulo coperto."""),
E('q_stats_2023_vs_2024', 'miscomputed', 'es-ES tapestry',
  """TALLER DE TAPICES — notas, telar de alto lizo T1
Cartón: «Vendimia», trama de lana
Nota de la tejedora: rango medio de 2023, ⟦363,24@A.mean_range⟧ puntos, frente a ⟦274,44@B.mean_range⟧ en 2024: un ⟦42,4 %@A.mean_range/B.mean_range*100-100!⟧ más amplio.
Canillas cargadas."""),
# ---------------------------------------------------------------- q_big_up_days_2023
E('q_big_up_days_2023', 'faithful', 'es-ES gelato',
  """OBRADOR DE HELADO — FICHA DE LOTE H0704
Sabor: turrón de Jijona · base B1
Nota: ⟦14@len(T)⟧ días de 2023 cerraron más de un 2 % por encima de la apertura; el mayor, el ⟦6 de diciembre@D:2023-12-06⟧, con ⟦+3,32 %@row('2023-12-06').chg⟧.
Cubeta a la vitrina."""),
E('q_big_up_days_2023', 'faithful', 'zh-CN stoplist',
  """管风琴音栓表 — 圣心堂，作品号 O350
主键盘（I）：原音管 · 长笛 · 八度 · 混合音栓
管风琴师备注：2023 年收盘较开盘涨超 2% 的共 ⟦14@len(T)⟧ 天，第一天是 ⟦1月18日@D:2023-01-18⟧（⟦+2.50%@row('2023-01-18').chg⟧），平均涨幅 ⟦2.44%@stats.chg.mean⟧。
颤音关闭。"""),
E('q_big_up_days_2023', 'faithful', 'en-US swarm',
  """BEE REMOVAL — JOB CARD J0709
Site: wall void behind siding, Oak St · honeybee colony, cut-out
Tech note: ⟦Nov 7@D:2023-11-07⟧ opened ⟦17,632@row('2023-11-07').open⟧ and closed ⟦18,182.75@row('2023-11-07').close⟧ (⟦+3.12%@row('2023-11-07').chg⟧), second only to ⟦Dec 6@D:2023-12-06⟧.
Comb rehomed; void sealed."""),
E('q_big_up_days_2023', 'wrong_column', 'nl-NL steeplejack',
  """INSPECTIERAPPORT TORENKLIMMER — Sint-Janskerk, ref. TK0627
Toegang: ladders L1–L3, bootsmansstoel
Bevindingen: op ⟦15 juni@D:2023-06-15⟧ sloot NQ op ⟦18.465@row('2023-06-15').close~row('2023-06-15').open!⟧, ⟦2,22 %@row('2023-06-15').chg⟧ boven de opening.
Windvaan gesmeerd; bliksemafleider getest."""),
E('q_big_up_days_2023', 'wrong_row', 'ja-JP tapestry',
  """タペストリー工房 作業メモ ― 高機T2
下絵：「港の夕暮れ」、ウールの緯糸
織り手のメモ：2023年、⟦4月3日@D:2023-04-03⟧は始値⟦17,102.5@row('2023-04-03').open⟧から⟦2.16%@row('2023-04-03').chg~row('2023-04-13').chg!⟧上げて引けた。
杼に糸を巻いておいた。"""),
E('q_big_up_days_2023', 'coincidental', 'ru-RU fork',
  """ПРОТОКОЛ ПОВЕРКИ КАМЕРТОНА — камертон A440, зав. номер S8812
Эталон: стробоскоп R2
Заметка поверителя: в 2023 году закрытие выше открытия более чем на 2 % — ⟦14@len(T)⟧ дней; ⟦19 апреля@D:2023-04-19⟧ рост ⟦+2,47 %@row('2023-04-19').chg!⟧, самый сильный — ⟦6 декабря@D:2023-12-06⟧.
В допуске; камертон в футляре."""),
# ---------------------------------------------------------------- q_corr_2024
E('q_corr_2024', 'faithful', 'en-US sled',
  f"""CHECKPOINT LOG — Rainy Pass, bib B14
In 03:12 · out 09:40 · ten dogs in harness
Musher's note: correlation of daily volume with range in 2024 is ⟦0.051@value⟧ over ⟦252@{N}⟧ sessions — practically none.
Vet check clear; straw down."""),
E('q_corr_2024', 'faithful', 'pt-BR rickshaw',
  """CARTÃO DE TARIFA — riquixá R09, ponto P2 (Lapa)
Condutor: Beto · turno 14:00–22:00
Dica do condutor: volume e amplitude em 2024 quase não andam juntos — correlação de ⟦0,05@value⟧.
Taxímetro desligado; capota abaixada."""),
E('q_corr_2024', 'faithful', 'de-DE tapestry',
  f"""GOBELIN-WERKSTATT — Arbeitsnotizen, Flachwebstuhl W1
Karton: „Flusslandschaft“, Seidenschuss
Notiz der Weberin: Korrelation Tagesvolumen/Tagesspanne 2024: ⟦0,0512@value⟧ (⟦252@{N}⟧ Tage). Kein Zusammenhang.
Spulen gewickelt."""),
E('q_corr_2024', 'faithful', 'fr-FR fork',
  """FICHE D'ÉTALONNAGE DE DIAPASON — diapason A440, série S1184
Référence : stroboscope R3
Note du technicien : en 2024, corrélation volume/amplitude de ⟦0,051@value⟧ ; autant dire aucune.
Dans la tolérance ; diapason rangé."""),
E('q_corr_2024', 'misrounded', 'es-ES speedway',
  """HOJA DE MANGA — speedway, manga M7, La Nucía
Cajones G1 rojo · G2 azul · G3 blanco · G4 amarillo
Nota del juez: correlación entre volumen y rango diario en 2024: ⟦0,052@value!⟧. Prácticamente nula.
Cinta arriba."""),
E('q_corr_2024', 'wrong_sign', 'zh-CN swarm',
  """蜂群清除 · 工单 B0803
地点：阳台吊顶 · 野蜂群
技师备注：2024 年日成交量与日波幅的相关系数为 ⟦−0.05@value!⟧，基本不相关。
蜂群已转移，吊顶已封。"""),
# ---------------------------------------------------------------- q_monthly_2024
E('q_monthly_2024', 'faithful', 'fr-FR hovercraft',
  """AÉROGLISSEUR — JOURNAL DE TRAVERSÉE, « Princesse Anne », traversée T0418
Départ 09:05 · arrivée 09:40 · mer belle
Remarque du commandant : en 2024 seul avril finit en hausse, ⟦+1\u202f008@row('2024-04').change⟧ points ; juillet est le pire, ⟦−1\u202f374@row('2024-07').change⟧. Clôture de décembre : ⟦8\u202f944@row('2024-12').close⟧.
Jupe vérifiée."""),
E('q_monthly_2024', 'faithful', 'ru-RU stoplist',
  """ДИСПОЗИЦИЯ ОРГАНА — костёл, опус O133
Главный мануал (I): Принципал · Флейта · Октава · Микстура
Заметка органиста: январь открылся на ⟦17\u00a0578,75@row('2024-01').open⟧, декабрь закрылся на ⟦8944@row('2024-12').close⟧; среднее изменение за месяц ⟦−728,13@stats.change.mean⟧ п.
Тремолянт выключен."""),
E('q_monthly_2024', 'faithful', 'nl-NL sled',
  """CHECKPOINTLOGBOEK — sledehondenrace, post Alta, rugnummer R04
Aankomst 01:50 · vertrek 07:30 · negen honden
Notitie van de musher: oktoberbar 2024 — open ⟦11.281,5@row('2024-10').open⟧, laag ⟦9.741@row('2024-10').low⟧, slot ⟦10.043,5@row('2024-10').close⟧ (⟦−1.238@row('2024-10').change⟧).
Dierenarts akkoord."""),
E('q_monthly_2024', 'wrong_column', 'it-IT rickshaw',
  """CARTELLINO TARIFFE — risciò R03, posteggio P1 (Piazza Navona)
Conducente: Sandro · turno 10:00–18:00
Consiglio del conducente: ottobre 2024 ha chiuso a ⟦9.741@row('2024-10').close~row('2024-10').low!⟧ punti, in calo di ⟦1.238@row('2024-10').change|neg⟧ sul mese.
Tassametro spento."""),
E('q_monthly_2024', 'wrong_sign', 'en-GB tapestry',
  """TAPESTRY WORKSHOP — notes, loom L4 (low-warp)
Cartoon: 'Orchard in May', wool and linen weft
Weaver's note: 2024's May bar — open ⟦15,816.25@row('2024-05').open⟧, close ⟦14,601.5@row('2024-05').close⟧, change ⟦+1,214.75@row('2024-05').change!⟧.
Bobbins wound."""),
E('q_monthly_2024', 'miscomputed', 'en-US steeplejack',
  """STEEPLEJACK INSPECTION REPORT — First Presbyterian spire, ref SJ0719
Access: ladders L1–L4, bosun's chair
Findings: July fell ⟦1,374@row('2024-07').change|neg⟧ points from an open of ⟦14,332.75@row('2024-07').open⟧ — a ⟦9.95%@abs(row('2024-07').change)/row('2024-07').open*100!⟧ drop on the month.
Lightning conductor tested."""),
# ---------------------------------------------------------------- q_weekly_recent
E('q_weekly_recent', 'faithful', 'nl-NL fork',
  """KALIBRATIEBLAD STEMVORK — stemvork A440, serienr. S4471
Referentie: stroboscoop R1
Notitie van de technicus: de week van ⟦8 december@D:2024-12-08⟧ ⟦−381,75@row('2024-12-08').change⟧, die van ⟦29 december@D:2024-12-29⟧ als enige omhoog, ⟦+57,5@row('2024-12-29').change⟧; gemiddeld ⟦−179,7@stats.change.mean⟧ per week.
Binnen tolerantie."""),
E('q_weekly_recent', 'faithful', 'en-US stoplist',
  """STOP LIST — St Aldhelm's, builder's opus O214
Great (I): Open Diapason · Principal · Fifteenth · Mixture IV
Organist's note: the ⟦12/22@D:2024-12-22⟧ week fell ⟦352.75@row('2024-12-22').change|neg⟧ on ⟦1,007,765@row('2024-12-22').volume⟧ contracts; the latest, ⟦1/5@D:2025-01-05⟧, closed at ⟦8,837.25@row('2025-01-05').close⟧.
Tremulant off; swell box shut."""),
E('q_weekly_recent', 'faithful', 'de-DE speedway',
  """SPEEDWAY-LAUFBOGEN — Lauf L5, Güstrow gegen Landshut
Startplätze A–D, Helmfarben rot, blau, weiß, gelb
Notiz des Schiedsrichters: Woche ab ⟦15.12.@D:2024-12-15⟧ nur ⟦−16@row('2024-12-15').change⟧ Punkte, bei ⟦1.002.088@row('2024-12-15').volume⟧ Kontrakten.
Startband hoch; Bahn gewässert."""),
E('q_weekly_recent', 'wrong_column', 'es-ES peat',
  """TURBERA — LIBRETA DE RECUENTO, banco B1, Padul
Cortador: Paco · laya de turba
Nota: la semana del ⟦8 de diciembre@D:2024-12-08⟧ abrió en ⟦9611,25@row('2024-12-08').open⟧ y cerró en ⟦9182,25@row('2024-12-08').close~row('2024-12-08').low!⟧.
Tepes puestos a secar."""),
E('q_weekly_recent', 'wrong_sign', 'pl-PL steeplejack',
  """PROTOKÓŁ INSPEKCJI WIEŻY — kościół św. Jakuba, nr W0905
Dostęp: drabiny D1–D4, ławeczka
Ustalenia: tydzień od ⟦15 grudnia@D:2024-12-15⟧: ⟦+16@row('2024-12-15').change!⟧ pkt; tydzień od ⟦22 grudnia@D:2024-12-22⟧: ⟦−352,75@row('2024-12-22').change⟧ pkt.
Piorunochron sprawdzony."""),
E('q_weekly_recent', 'wrong_unit', 'zh-CN rickshaw',
  """三轮车 · 车费卡 — 车号 R16 · 什刹海停靠点 S4
车夫：老赵 · 班次 09:00–17:00
车夫提示：⟦12月22日@D:2024-12-22⟧那一周涨跌 ⟦−352.75@row('2024-12-22').change~row('2024-12-22').change!⟧ 美元，是这几周里跌得第二多的。
计价器已关。""", unit_note='points quoted as dollars'),
# ---------------------------------------------------------------- q_gap_2024
E('q_gap_2024', 'faithful', 'en-GB rickshaw',
  """RICKSHAW FARE CARD — pedicab P07, stand S1 (Covent Garden)
Rider: Kofi · shift 12:00–20:00
Rider's tip: 2024 opening gaps averaged ⟦+1.51@mean_g⟧ points, standard deviation ⟦34.54@std_g⟧; biggest up ⟦147.25@max_g⟧, biggest down ⟦−128.5@min_g⟧.
Meter off."""),
E('q_gap_2024', 'faithful', 'pl-PL hovercraft',
  """PODUSZKOWIEC — DZIENNIK PRZEPRAWY, „Mewa”, rejs R0611
Wypłynięcie 08:20 · przypłynięcie 08:50 · morze spokojne
Uwagi kapitana: średnia luka na otwarciu w 2024 to ⟦1,51@mean_g⟧ pkt przy odchyleniu ⟦34,5@std_g⟧; największa w górę ⟦147,25@max_g⟧.
Fartuch sprawdzony."""),
E('q_gap_2024', 'faithful', 'nl-NL mosaic',
  """MOZAÏEKATELIER — WERKBON M1012
Paneel: Romeinse rand, marmer en smalti
Notitie: openingsgaps 2024 — grootste omhoog ⟦147,25@max_g⟧, grootste omlaag ⟦−128,5@min_g⟧, gemiddeld ⟦1,5@mean_g⟧ punt.
Gevoegd; morgen impregneren."""),
E('q_gap_2024', 'wrong_sign', 'pt-BR peat',
  """TURFEIRA — CADERNO DE CONTAGEM, banco B4, Lagoa Santa
Cortador: Dito · pá de turfa
Nota: gaps de abertura em 2024 — máximo ⟦147,25@max_g⟧, mínimo ⟦+128,5@min_g!⟧, média ⟦1,51@mean_g⟧ ponto.
Leivas a secar."""),
E('q_gap_2024', 'wrong_column', 'ru-RU sled',
  """ЖУРНАЛ КОНТРОЛЬНОГО ПУНКТА — гонка на собачьих упряжках «Берингия», КП Ачайваям, номер B7
Прибытие 04:10 · убытие 10:25 · двенадцать собак
Заметка каюра: средний гэп на открытии в 2024 г. — ⟦34,54@mean_g~std_g!⟧ п., максимальный вверх ⟦147,25@max_g⟧.
Ветосмотр пройден."""),
E('q_gap_2024', 'invented', 'ja-JP gelato',
  """ジェラート工房 バッチカード G0830
フレーバー：抹茶・ベースB1
攪拌開始 10:20・取り出し 10:33
ラボメモ：2024年の最大ギャップアップは⟦162.5@max_g!⟧ポイント、平均ギャップは⟦1.51@mean_g⟧ポイント。
ショーケースへ。"""),
]
