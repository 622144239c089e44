"""Market-data queries, part 2 (q_up_pct_2024 ... q_gap_2024). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- q_up_pct_2024
E('q_up_pct_2024', 'wrong_unit', 'fr-FR comic',
  """CASE : un trader devant son écran, l'année 2024 s'affiche.
BULLE : « Sur ⟦252@R.source_row_count⟧ séances, seulement ⟦0,405@value~value!⟧ % ont fini en hausse ! »
BULLE : « Moins d'une sur deux… »
ONOMATOPÉE : PAF !""", unit_note='a fraction quoted as a percentage'),
E('q_up_pct_2024', 'derived', 'es-ES dancecard',
  """CARNÉ DE BAILE — Baile NQ 2024
1. Vals: días con cierre al alza, ⟦40,5@value*100⟧ %
2. Pasodoble: días sin cierre al alza, ⟦59,5@100-value*100!⟧ % (resta mía: el informe solo da los alcistas)
3. Jota: ⟦252@R.source_row_count⟧ sesiones en total"""),
E('q_up_pct_2024', 'misrounded', 'pt-BR kinder',
  """JORNALZINHO DA TURMA DO SOL — NQ
Nesta semana contamos os dias de 2024: de ⟦252@R.source_row_count⟧ pregões, ⟦40,47@value*100!⟧ % fecharam em alta.
Menos da metade! Tragam o casaco na sexta.
— Tia Bia"""),
E('q_up_pct_2024', 'faithful', 'zh-CN specimen',
  """样本标签
编号：NQ-U2024
采集：2024年全年日线，⟦252@R.source_row_count⟧ 个交易日
项目：收涨（收盘高于开盘）占比
结果：⟦40.48@value*100⟧%
常温保存"""),
E('q_up_pct_2024', 'faithful', 'de-DE guestbook',
  """Gästebuch, Hotel NQ
Ein ganzes Jahr 2024 bei Ihnen verbracht, ⟦252@R.source_row_count⟧ Handelstage. Nur an ⟦40,5@value*100⟧ % davon ging es aufwärts — das Frühstück hat trotzdem geschmeckt!
Herzliche Grüße, Familie Brandt aus Kassel"""),
E('q_up_pct_2024', 'faithful', 'ru-RU sampler',
  """Вышивала Н. Кузнецова, мастерская NQ, 2024 год
✿ Дней в плюсе: ⟦40,48@value*100⟧ % ✿
✿ Всего дней: ⟦252@R.source_row_count⟧ ✿
«Меньше половины — а нитка не рвётся»"""),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
E('q_stats_2023_vs_2024', 'wrong_year', 'pt-BR cellar',
  """FICHA DE ADEGA — Prateleira P2
Vinho: NQ, safras 2023 e 2024
2023: amplitude média ⟦363,24@A.mean_range⟧ pts · ⟦250@A.count⟧ pregões
2024: amplitude média ⟦274,44@B.mean_range⟧ pts · ⟦250@B.count~A.count!⟧ pregões
Volume quase igual: ⟦201.034@A.mean_volume⟧ contra ⟦201.006@B.mean_volume⟧
Nota: a safra 2024 é mais calma."""),
E('q_stats_2023_vs_2024', 'miscomputed', 'pl-PL dig',
  """SPRAWOZDANIE Z WYKOPALISK — Wykop NQ, warstwy 2023 i 2024
Warstwa 2023: średni zakres ⟦363,2@A.mean_range⟧ pkt
Warstwa 2024: ⟦274,4@B.mean_range⟧ pkt
Ubytek między warstwami: ⟦98,8@A.mean_range-B.mean_range!⟧ pkt
Wolumen bez zmian: ⟦201\u00a0034@A.mean_volume⟧ i ⟦201\u00a0006@B.mean_volume⟧"""),
E('q_stats_2023_vs_2024', 'wrong_year', 'es-ES specimen',
  """ETIQUETA DE MUESTRA — Ref. NQ-C24
Toma: año 2024, ⟦252@B.count⟧ sesiones
Rango medio diario: ⟦363,24@B.mean_range~A.mean_range!⟧ puntos
Volumen medio: ⟦201.006@B.mean_volume⟧ contratos
Comparar con la muestra de 2023 (volumen ⟦201.034@A.mean_volume⟧)."""),
E('q_stats_2023_vs_2024', 'faithful', 'de-DE jumplog',
  """SPRUNGBUCH — Sprungplatz NQ
Saison 2023: Ø Spanne ⟦363,24@A.mean_range⟧ Pkt, ⟦250@A.count⟧ Sitzungen
Saison 2024: Ø Spanne ⟦274,44@B.mean_range⟧ Pkt, ⟦252@B.count⟧ Sitzungen
Ø Volumen: ⟦201.034@A.mean_volume⟧ bzw. ⟦201.006@B.mean_volume⟧
Bemerkung: 2024 deutlich ruhigere Luft."""),
E('q_stats_2023_vs_2024', 'faithful', 'fr-FR waybill',
  """LETTRE DE VOITURE — LV NQ2324
Colis A (2023) : amplitude moyenne ⟦363,2@A.mean_range⟧ pts, volume moyen ⟦201\u202f034@A.mean_volume⟧
Colis B (2024) : amplitude moyenne ⟦274,4@B.mean_range⟧ pts, volume moyen ⟦201\u202f006@B.mean_volume⟧
Observation : même poids, colis B moins agité."""),
E('q_stats_2023_vs_2024', 'faithful', 'it-IT comic',
  """VIGNETTA: due calendari appesi, 2023 e 2024.
NUVOLETTA: «Escursione media: ⟦363,2@A.mean_range⟧ punti nel 2023, ⟦274,4@B.mean_range⟧ nel 2024!»
NUVOLETTA: «E i volumi? ⟦201.034@A.mean_volume⟧ contro ⟦201.006@B.mean_volume⟧. Gemelli!»
SBAM!"""),
# ---------------------------------------------------------------- q_big_up_days_2023
E('q_big_up_days_2023', 'wrong_column', 'en-US guestbook',
  """Guest book — The NQ Inn
Checked in ⟦Dec 6, 2023@D:2023-12-06⟧ and what a day: up ⟦3.32@row('2023-12-06').chg⟧% open to close, the best of the year's ⟦14@R.summary.rows⟧ big days. It closed at ⟦17,263@row('2023-12-06').close~row('2023-12-06').open!⟧! We'll be back.
— The Hendersons, Ohio"""),
E('q_big_up_days_2023', 'wrong_sign', 'fr-FR specimen',
  """ÉTIQUETTE D'ÉCHANTILLON — réf. NQ-H23
Prélèvement : séances 2023 à plus de 2 % (ouverture → clôture), ⟦14@R.summary.rows⟧ cas
Plus faible : ⟦27/03@D:2023-03-27⟧, ⟦+2,01@row('2023-03-27').chg⟧ %
⟦07/11@D:2023-11-07⟧ : ⟦−3,12@row('2023-11-07').chg!⟧ %
Record : ⟦06/12@D:2023-12-06⟧, ⟦+3,32@row('2023-12-06').chg⟧ %"""),
E('q_big_up_days_2023', 'coincidental', 'it-IT cellar',
  """SCHEDA DI CANTINA — Scaffale S3
Vino: NQ «Rialzi oltre il 2%», annata 2023, ⟦14@R.summary.rows⟧ bottiglie
Prima bottiglia: ⟦18/01@D:2023-01-18⟧, ⟦+2,55@row('2023-01-18').chg!⟧%
Riserva: ⟦06/12@D:2023-12-06⟧, ⟦+3,32@row('2023-12-06').chg⟧%
Note: bollicine fini, da bere subito."""),
E('q_big_up_days_2023', 'faithful', 'ru-RU dancecard',
  """БАЛЬНАЯ КНИЖКА — бал NQ, 2023 год
1. Вальс — ⟦18 января@D:2023-01-18⟧: ⟦+2,5@row('2023-01-18').chg⟧ %
2. Полонез — ⟦7 ноября@D:2023-11-07⟧: ⟦+3,12@row('2023-11-07').chg⟧ %
3. Мазурка — ⟦6 декабря@D:2023-12-06⟧: ⟦+3,32@row('2023-12-06').chg⟧ % (лучший)
Всего танцев свыше 2 %: ⟦14@R.summary.rows⟧"""),
E('q_big_up_days_2023', 'faithful', 'es-ES kinder',
  """HOJA INFORMATIVA — Clase de los Pollitos
Esta semana contamos los días de 2023 que subieron más de un 2 %: ¡⟦14@R.summary.rows⟧! El más alegre, el ⟦6 de diciembre@D:2023-12-06⟧, con ⟦+3,32@row('2023-12-06').chg⟧ %. Media de todos: ⟦2,44@stats.chg.mean⟧ %.
Traed ropa de cambio. — Seño Marta"""),
E('q_big_up_days_2023', 'faithful', 'pt-BR dig',
  """RELATÓRIO DE ESCAVAÇÃO — Sondagem NQ, estrato 2023
Achados: ⟦14@R.summary.rows⟧ pregões com alta acima de 2%
Peça mais antiga: ⟦18/01@D:2023-01-18⟧, ⟦+2,5@row('2023-01-18').chg⟧%
Peça mais rara: ⟦06/12@D:2023-12-06⟧, abertura ⟦17.263@row('2023-12-06').open⟧, fechamento ⟦17.836@row('2023-12-06').close⟧
Responsável: Dr. R. Prado"""),
# ---------------------------------------------------------------- q_corr_2024
E('q_corr_2024', 'wrong_sign', 'zh-CN comic',
  """画格：交易员盯着2024年的散点图。
对白气泡：「成交量和振幅的相关系数是 ⟦−0.05@value!⟧……」
画格：同事耸耸肩。
对白气泡：「基本没关系嘛。」
哗！"""),
E('q_corr_2024', 'invented', 'ja-JP specimen',
  """検体ラベル
検体ID：NQ-C2024
採取：2024年日足 ⟦252@R.source_row_count⟧本
項目：出来高と値幅の相関係数
結果：⟦0.18@value!⟧（弱い正の相関）
室温保存"""),
E('q_corr_2024', 'wrong_unit', 'ru-RU guestbook',
  """Книга отзывов, гостиница «NQ»
Прожили у вас весь 2024 год, ⟦252@R.source_row_count⟧ торговых дня. Связь объёма с размахом — ⟦0,051@value~value!⟧ %, то есть никакой, как и связь в номере. Но завтраки чудесные!
Семья Ивановых, Тверь""", unit_note='a correlation coefficient quoted as a percentage'),
E('q_corr_2024', 'faithful', 'en-GB dig',
  """SITE REPORT — Trench NQ, season 2024
Context: ⟦252@R.source_row_count⟧ daily layers
Finding: correlation of volume with range, ⟦0.051@value⟧
Interpretation: no meaningful association; the two deposits formed independently.
Site supervisor: Dr F. Nash"""),
E('q_corr_2024', 'faithful', 'pl-PL almanac',
  """KALENDARZ ROLNIKA — NQ, rok 2024
Czy duży ruch przynosi burzę? Korelacja wolumenu z zakresem: ⟦0,05@value⟧
Wniosek: żaden związek, siej bez oglądania się na tłum.
Przysłowie: „Tłok na targu nie wróży deszczu.”"""),
E('q_corr_2024', 'faithful', 'en-US hymnboard',
  """HYMN BOARD — First Church of NQ
Processional: 2024, ⟦252@R.source_row_count⟧ sessions
Psalm: volume vs. range, r = ⟦0.0512@value⟧
Sermon: "Two Paths That Never Meet"
Recessional: no relationship to speak of"""),
# ---------------------------------------------------------------- q_monthly_2024
E('q_monthly_2024', 'wrong_column', 'ru-RU hymnboard',
  """ДОСКА ПЕСНОПЕНИЙ — NQ, 2024 год по месяцам
Входное: апрель, ⟦+1008@row('2024-04-30').change⟧ — единственный рост
Псалом: июль, ⟦−1374@row('2024-07-31').change⟧ — худший
Отпуст: декабрь закрылся на ⟦9565@row('2024-12-31').close~row('2024-12-31').open!⟧"""),
E('q_monthly_2024', 'wrong_sign', 'it-IT waybill',
  """LETTERA DI VETTURA — AWB NQM2024
Contenuto: ⟦12@R.summary.rows⟧ barre mensili, anno 2024
Collo di febbraio: ⟦+595,5@row('2024-02-29').change!⟧ punti
Collo di aprile: ⟦+1.008@row('2024-04-30').change⟧ — il migliore
Collo di luglio: ⟦−1.374@row('2024-07-31').change⟧ — il più pesante
Firma del destinatario: ____"""),
E('q_monthly_2024', 'miscomputed', 'de-DE almanac',
  """BAUERNKALENDER — NQ 2024
April: einziger grüner Monat, ⟦+1.008@row('2024-04-30').change⟧ Punkte
Aprilspanne (Hoch ⟦16.666@row('2024-04-30').high⟧ − Tief ⟦14.642,25@row('2024-04-30').low⟧): ⟦2.123,75@row('2024-04-30').high-row('2024-04-30').low!⟧ Punkte
Bauernregel: „April, April, der macht, was er will.“"""),
E('q_monthly_2024', 'faithful', 'nl-NL sampler',
  """Geborduurd door J. de Vries, atelier NQ, anno 2024
✿ April ⟦+1.008@row('2024-04-30').change⟧ ✿ Juli ⟦−1.374@row('2024-07-31').change⟧ ✿
✿ Gemiddeld per maand ⟦−728,13@stats.change.mean⟧ ✿
‘Eén groene maand in een grijs jaar’"""),
E('q_monthly_2024', 'faithful', 'ja-JP cellar',
  """セラーカード ― 棚 C2
銘柄：NQ 2024年 月足
4月 ⟦+1,008@row('2024-04-30').change⟧pt（唯一の上昇月）
7月 ⟦−1,374@row('2024-07-31').change⟧pt（最大の下落）
12月終値 ⟦8,944@row('2024-12-31').close⟧
飲み頃：過ぎました"""),
E('q_monthly_2024', 'faithful', 'pl-PL comic',
  """KADR: rolnik patrzy na wykres roku 2024.
DYMEK: „Kwiecień: ⟦+1008@row('2024-04-30').change⟧ pkt. Jedyny zielony miesiąc!”
DYMEK: „Lipiec: ⟦−1374@row('2024-07-31').change⟧… a grudzień zamknął się na ⟦8944@row('2024-12-31').close⟧.”
TRACH!"""),
# ---------------------------------------------------------------- q_weekly_recent
E('q_weekly_recent', 'wrong_row', 'es-ES sampler',
  """Bordado por L. Sanz, taller NQ
❀ Semana del ⟦8 de diciembre@D:2024-12-08⟧: ⟦−352,75@row('2024-12-08').change~row('2024-12-22').change!⟧ ❀
❀ Semana del ⟦29 de diciembre@D:2024-12-29⟧: ⟦+57,5@row('2024-12-29').change⟧, la única verde ❀
«Puntada a puntada, semana a semana»"""),
E('q_weekly_recent', 'invented', 'it-IT dig',
  """RELAZIONE DI SCAVO — Saggio NQ, ultime settimane
US ⟦29 dicembre@D:2024-12-29⟧: ⟦+57,5@row('2024-12-29').change⟧ punti, unico strato in crescita
US ⟦5 gennaio@D:2025-01-05⟧: ⟦−205,5@row('2025-01-05').change⟧ punti, volume ⟦612.480@row('2025-01-05').volume!⟧ contratti
Reperti scarsi. Direttore di scavo: dott. P. Riva"""),
E('q_weekly_recent', 'wrong_column', 'en-GB waybill',
  """WAYBILL — AWB NQWK
Consignment: NQ weekly bars, last 20 trading days
Parcel w/c ⟦29 Dec@D:2024-12-29⟧: ⟦+57.5@row('2024-12-29').change⟧ pts, delivered (closed) at ⟦9,214.75@row('2024-12-29').close~row('2024-12-29').high!⟧
Parcel w/c ⟦8 Dec@D:2024-12-08⟧: ⟦−381.75@row('2024-12-08').change⟧, heaviest loss
Signature: ____"""),
E('q_weekly_recent', 'faithful', 'de-DE guestbook',
  """Gästebuch, Pension NQ
Fünf Wochen bei Ihnen! Die Woche ab ⟦8. Dezember@D:2024-12-08⟧ war mit ⟦−381,75@row('2024-12-08').change⟧ Punkten die härteste, nur die ab ⟦29. Dezember@D:2024-12-29⟧ endete im Plus (⟦+57,5@row('2024-12-29').change⟧).
Danke für alles! Familie Roth"""),
E('q_weekly_recent', 'faithful', 'ru-RU dancecard',
  """БАЛЬНАЯ КНИЖКА — бал NQ, последние недели
1. Вальс — неделя с ⟦8 декабря@D:2024-12-08⟧: ⟦−381,75@row('2024-12-08').change⟧
2. Полька — с ⟦15 декабря@D:2024-12-15⟧: ⟦−16@row('2024-12-15').change⟧
3. Кадриль — с ⟦29 декабря@D:2024-12-29⟧: ⟦+57,5@row('2024-12-29').change⟧ (единственная в плюсе)
Среднее: ⟦−179,7@stats.change.mean⟧"""),
E('q_weekly_recent', 'faithful', 'pt-BR hymnboard',
  """QUADRO DE HINOS — NQ, semanas recentes
Entrada: semana de ⟦8 de dezembro@D:2024-12-08⟧, ⟦−381,75@row('2024-12-08').change⟧
Salmo: semana de ⟦22 de dezembro@D:2024-12-22⟧, volume ⟦1.007.765@row('2024-12-22').volume⟧
Ofertório: semana de ⟦29 de dezembro@D:2024-12-29⟧, ⟦+57,5@row('2024-12-29').change⟧
Envio: média ⟦−179,7@stats.change.mean⟧"""),
# ---------------------------------------------------------------- q_gap_2024
E('q_gap_2024', 'wrong_sign', 'ru-RU almanac',
  """АГРОКАЛЕНДАРЬ — NQ, 2024 год
Утренние заморозки (гэпы открытия): в среднем ⟦−1,51@mean_g!⟧ пункта
Самый тёплый рассвет: ⟦+147,25@max_g⟧ · самый холодный: ⟦−128,5@min_g⟧
Разброс (станд. откл.): ⟦34,54@std_g⟧
Примета: «Утро вечера мудренее.»"""),
E('q_gap_2024', 'misrounded', 'ja-JP jumplog',
  """ジャンプログ ― NQ降下場、2024年の寄り付きギャップ
最大上方ギャップ：⟦+147.25@max_g⟧pt
最大下方ギャップ：⟦−128.5@min_g⟧pt
平均：⟦+1.51@mean_g⟧pt　標準偏差：⟦34.55@std_g!⟧pt
所見：向かい風弱し。"""),
E('q_gap_2024', 'invented', 'en-GB guestbook',
  """Guest book — NQ Gap Hotel
Stayed all of 2024, ⟦252@R.metadata.rows⟧ mornings. The doors usually open within ⟦41.2@std_g!⟧ points of last night's close (one standard deviation); biggest surprise ⟦+147.25@max_g⟧. Tidy place!
— Pat & Jo, Swansea"""),
E('q_gap_2024', 'faithful', 'es-ES cellar',
  """FICHA DE BODEGA — Botellero B5
Vino: NQ «Huecos de apertura», cosecha 2024
Hueco medio: ⟦+1,51@mean_g⟧ puntos
Mayor al alza: ⟦+147,25@max_g⟧ · mayor a la baja: ⟦−128,5@min_g⟧
Desviación típica: ⟦34,54@std_g⟧
Consumir antes de 2026."""),
E('q_gap_2024', 'faithful', 'pl-PL dancecard',
  """KARNET BALOWY — bal NQ 2024
1. Polonez: średnia luka otwarcia ⟦1,51@mean_g⟧ pkt
2. Mazur: największa w górę ⟦147,25@max_g⟧
3. Krakowiak: największa w dół ⟦−128,5@min_g⟧
4. Oberek: odchylenie standardowe ⟦34,5@std_g⟧"""),
E('q_gap_2024', 'faithful', 'nl-NL specimen',
  """MONSTERETIKET
Monster-ID: NQ-G24 · afname: dagbars 2024
Bepaling: openingsgat t.o.v. vorige slot
Gemiddeld ⟦1,5@mean_g⟧ · max ⟦147,25@max_g⟧ · min ⟦−128,5@min_g⟧ · sd ⟦34,54@std_g⟧ punten
Bewaren bij kamertemperatuur."""),
]
