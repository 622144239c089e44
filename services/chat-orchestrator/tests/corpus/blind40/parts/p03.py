"""Market-data queries, part 3 (q_rsi_oversold_2024 ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- q_rsi_oversold_2024
E('q_rsi_oversold_2024', 'faithful', 'es-ES swarm',
  """RETIRADA DE ENJAMBRE — PARTE DE TRABAJO R0611
Lugar: persiana, calle del Olmo · enjambre recortado
Nota del técnico: en 2024 el RSI(14) estuvo por debajo de 30 en ⟦63@R.summary.rows⟧ sesiones; la primera, el ⟦24 de enero@D:2024-01-24⟧ (⟦25,14@row('2024-01-24').rsi⟧), y la última, el ⟦20 de diciembre@D:2024-12-20⟧ (⟦29,09@R.summary.last.rsi⟧).
Panales a la colmena."""),
E('q_rsi_oversold_2024', 'faithful', 'pl-PL speedway',
  """PROGRAM BIEGU — żużel, bieg B09, Gorzów – Zielona Góra
Pola startowe A–D
Notatka sędziego: w 2024 r. ⟦63@R.summary.rows⟧ dni z RSI(14) poniżej 30; najniżej ⟦19,49@stats.rsi.min⟧, średnio ⟦26,12@stats.rsi.mean⟧.
Taśma w górę; tor wyrównany."""),
E('q_rsi_oversold_2024', 'faithful', 'ru-RU gelato',
  """ДЖЕЛАТЕРИЯ — КАРТА ПАРТИИ P0622
Вкус: фисташка · база B2
Запуск фризера 10:15 · выгрузка 10:28
Заметка: ⟦30 января@D:2024-01-30⟧ RSI(14) опустился до ⟦23,67@row('2024-01-30').rsi⟧ при закрытии ⟦16\u00a0339,75@row('2024-01-30').close⟧.
Гастроёмкость в витрину."""),
E('q_rsi_oversold_2024', 'wrong_row', 'it-IT stoplist',
  """DISPOSIZIONE FONICA — organo di Santa Croce, opus O512
Grand'Organo (I): Principale · Flauto in ottava · Ripieno
Nota dell'organista: l'⟦8 febbraio@D:2024-02-08⟧ RSI(14) a ⟦23,67@row('2024-02-08').rsi~row('2024-01-30').rsi!⟧, chiusura a ⟦15.921@row('2024-02-08').close⟧.
Tremolo escluso; cassa espressiva chiusa."""),
E('q_rsi_oversold_2024', 'wrong_column', 'zh-CN mosaic',
  """马赛克工坊 · 工单 M1205
嵌板：罗马纹饰边框 · 玻璃马赛克
备注：2024 年 RSI(14) 低于 30 的共 ⟦63@R.summary.rows⟧ 天，这些天的 RSI 平均为 ⟦19.49@stats.rsi.mean~stats.rsi.min!⟧。
已勾缝，明天封釉。"""),
E('q_rsi_oversold_2024', 'misrounded', 'fr-FR sled',
  """POINT DE CONTRÔLE — course de traîneaux, Bessans, dossard D7
Arrivée 04:05 · départ 10:30 · huit chiens attelés
Note du musher : RSI(14) le plus bas de 2024 : ⟦19,50@stats.rsi.min!⟧ ; ⟦63@R.summary.rows⟧ séances sous 30.
Visite vétérinaire OK ; paille changée."""),
# ---------------------------------------------------------------- q_quarter_range_2024
E('q_quarter_range_2024', 'faithful', 'it-IT fork',
  """SCHEDA DI TARATURA DIAPASON — corista A440, matricola S5512
Riferimento: stroboscopio R1
Nota del tecnico: escursione media 2024 — Q1 ⟦320,64@row(1).mean_range⟧, Q2 ⟦314,87@row(2).mean_range⟧, Q3 ⟦263,41@row(3).mean_range⟧, Q4 ⟦201,62@row(4).mean_range⟧: ogni trimestre più calmo del precedente.
In tolleranza."""),
E('q_quarter_range_2024', 'faithful', 'pl-PL sled',
  """DZIENNIK PUNKTU KONTROLNEGO — wyścig psich zaprzęgów, Szklarska Poręba, numer Z9
Przyjazd 02:15 · wyjazd 08:40 · osiem psów
Notatka maszera: I kwartał 2024 — średnio ⟦320,6@row(1).mean_range⟧ pkt (maks. ⟦585,5@row(1).max_range⟧); IV kwartał — ⟦201,6@row(4).mean_range⟧ pkt (maks. ⟦389@row(4).max_range⟧).
Weterynarz bez uwag."""),
E('q_quarter_range_2024', 'faithful', 'en-GB mosaic',
  """MOSAIC WORKSHOP — TICKET M0627
Panel: Byzantine roundel, gold smalti
Note: Q3 2024 averaged ⟦263.4@row(3).mean_range⟧ points a day, widest day ⟦507.5@row(3).max_range⟧; Q4 the calmest at ⟦201.6@row(4).mean_range⟧.
Grouted; sealing on Friday."""),
E('q_quarter_range_2024', 'wrong_row', 'ru-RU steeplejack',
  """АКТ ОСМОТРА ШПИЛЯ — верхолазные работы, собор Св. Петра, акт A0812
Доступ: лестницы L1–L4, беседка
Замечания: в Q3 2024 средний дневной диапазон ⟦314,87@row(3).mean_range~row(2).mean_range!⟧ п., в Q4 — ⟦201,62@row(4).mean_range⟧.
Молниеотвод проверен."""),
E('q_quarter_range_2024', 'wrong_column', 'fr-FR stoplist',
  """COMPOSITION DES JEUX — orgue de Saint-Ouen, opus O307
Récit (II) : Flûte harmonique · Voix céleste · Hautbois
Note de l'organiste : T4 2024, amplitude moyenne ⟦389@row(4).mean_range~row(4).max_range!⟧ points ; T1, ⟦320,6@row(1).mean_range⟧.
Boîte expressive fermée."""),
E('q_quarter_range_2024', 'derived', 'de-DE hovercraft',
  """LUFTKISSENBOOT — ÜBERFAHRTSLOG, Fahrzeug „Möwe“, Fahrt F0612
Abfahrt 07:40 · Ankunft 07:58 · See ruhig
Bemerkung des Kommandanten: Q1 ⟦320,64@row(1).mean_range⟧, Q4 ⟦201,62@row(4).mean_range⟧ Punkte mittlere Spanne — Differenz ⟦119,02@row(1).mean_range-row(4).mean_range!⟧ Punkte (selbst gerechnet).
Schürze geprüft."""),
# ---------------------------------------------------------------- q_close_extremes_2023
E('q_close_extremes_2023', 'faithful', 'ja-JP stoplist',
  """オルガン ストップリスト ― 市民ホール 作品番号O118
第二手鍵盤：ゲダクト・サリシオナル・オーボエ
オルガニストのメモ：2023年の終値は最高⟦18,946@max_close⟧、最安⟦15,875.25@min_close⟧、年末最終日⟦17,553.5@last_close⟧。
スウェル閉。"""),
E('q_close_extremes_2023', 'faithful', 'zh-CN gelato',
  """意式冰淇淋实验室 · 批次卡 G1011
口味：黑芝麻 · 基底 B1
搅拌开始 13:10 · 出料 13:22
实验室备注：2023 年最高收盘 ⟦18,946@max_close⟧ 点，最低 ⟦15,875.25@min_close⟧ 点，年末收于 ⟦17,553.5@last_close⟧ 点。
已入展示柜。"""),
E('q_close_extremes_2023', 'faithful', 'fr-FR steeplejack',
  """RAPPORT D'INSPECTION DE CLOCHER — église Saint-Pierre, réf. CL0907
Accès : échelles E1–E3, sellette
Constat : plus haute clôture de 2023 : ⟦18\u202f946@max_close⟧ ; plus basse : ⟦15\u202f875,25@min_close⟧ ; dernière : ⟦17\u202f553,5@last_close⟧.
Coq graissé ; paratonnerre testé."""),
E('q_close_extremes_2023', 'miscomputed', 'ru-RU peat',
  """ТОРФОРАЗРАБОТКА — УЧЁТНАЯ КНИЖКА, карта K3, Шатурское болото
Резчик: Степан · торфяная лопата
Заметка: 2023 г. — максимум закрытия ⟦18\u00a0946@max_close⟧, минимум ⟦15\u00a0875,25@min_close⟧, размах ⟦3170,75@max_close-min_close!⟧ п.
Кирпичи торфа в штабель."""),
E('q_close_extremes_2023', 'wrong_column', 'pl-PL swarm',
  """USUWANIE ROJU — KARTA ZLECENIA Z0502
Miejsce: strych, ul. Klonowa · rój na krokwi
Notatka technika: najniższe zamknięcie NQ w 2023 r. — ⟦17\u00a0553,5@min_close~last_close!⟧, najwyższe — ⟦18\u00a0946@max_close⟧.
Rój w transporterze; otwór zaklejony."""),
E('q_close_extremes_2023', 'invented', 'pt-BR hovercraft',
  """HOVERCRAFT — DIÁRIO DE TRAVESSIA, «Gaivota», travessia T0922
Partida 10:10 · chegada 10:35 · mar calmo
Observação do comandante: 2023 terminou em ⟦17.280,5@last_close!⟧ pontos; o fechamento mais alto do ano foi ⟦18.946@max_close⟧.
Saia inspecionada."""),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
E('q_h1_vs_h2_2024', 'faithful', 'en-US stoplist',
  """STOP LIST — Trinity Lutheran, builder's opus O390
Swell (II): Gedackt · Salicional · Voix Celeste · Oboe
Organist's note: H1 2024 mean daily range ⟦317.7@A.mean_range⟧ points over ⟦124@A.R.source_row_count⟧ sessions; H2 ⟦232.5@B.mean_range⟧ over ⟦128@B.R.source_row_count⟧. Yes — the first half was more volatile.
Swell box shut."""),
E('q_h1_vs_h2_2024', 'faithful', 'pl-PL peat',
  """TORFOWISKO — ZESZYT ZLICZEŃ, ława L2, Biebrza
Kopacz: Józef · szpadel torfowy
Notatka: I półrocze 2024 — średni zakres ⟦317,71@A.mean_range⟧ pkt, maks. ⟦585,5@A.max_range⟧; II półrocze — ⟦232,52@B.mean_range⟧ pkt, maks. ⟦507,5@B.max_range⟧.
Kostki torfu w kopkach."""),
E('q_h1_vs_h2_2024', 'faithful', 'pt-BR hovercraft',
  """HOVERCRAFT — DIÁRIO DE TRAVESSIA, «Baleia», travessia T0304
Partida 07:30 · chegada 07:55 · vento fraco
Observação do comandante: 1º semestre de 2024 com amplitude média de ⟦317,7@A.mean_range⟧ pontos; 2º semestre, ⟦232,5@B.mean_range⟧. O primeiro foi mais volátil.
Ventiladores normais."""),
E('q_h1_vs_h2_2024', 'derived', 'en-GB steeplejack',
  """STEEPLEJACK INSPECTION REPORT — All Saints' spire, ref SJ0803
Access: ladders L1–L5, bosun's chair
Findings: H1 2024 averaged ⟦317.7@A.mean_range⟧ points a day, H2 ⟦232.5@B.mean_range⟧ — ⟦85.2@A.mean_range-B.mean_range!⟧ points narrower in the second half (my own subtraction).
Weathervane greased."""),
E('q_h1_vs_h2_2024', 'misrounded', 'it-IT swarm',
  """RIMOZIONE SCIAME — SCHEDA INTERVENTO S0708
Luogo: cassonetto della tapparella, via dei Mille · sciame asportato
Nota del tecnico: escursione media del primo semestre 2024 ⟦317,70@A.mean_range!⟧ punti, del secondo ⟦232,52@B.mean_range⟧.
Favi in arnia; fessura sigillata."""),
E('q_h1_vs_h2_2024', 'wrong_unit', 'es-ES sled',
  """CONTROL DE PASO — carrera de trineos, Vall de Boí, dorsal D3
Llegada 06:10 · salida 12:20 · nueve perros
Nota del musher: 2º semestre de 2024, rango medio de ⟦232,5@B.mean_range~B.mean_range!⟧ ticks; 1º semestre, ⟦317,7@A.mean_range⟧ puntos.
Veterinario sin incidencias.""", unit_note='points quoted as ticks'),
]
