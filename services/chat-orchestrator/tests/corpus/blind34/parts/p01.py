"""Market-data queries, part 1 (q_range_last20 ... q_rth_hour_volume). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

W = "row('Wednesday').mean_range"
MO = "row('Monday').mean_range"
TU = "row('Tuesday').mean_range"
TH = "row('Thursday').mean_range"
FR = "row('Friday').mean_range"
SEP = "row('September').pct_up*100"
OCT = "row('October').pct_up*100"
NOV = "row('November').pct_up*100"
AUG = "row('August').pct_up*100"
JAN = "row('January').pct_up*100"
MAR = "row('March').pct_up*100"
J24 = "row('2024-01-24')"
M17 = "row('2024-05-17')"
M31 = "row('2024-05-31')"
J05 = "row('2024-07-05')"
M01 = "row('2024-05-01')"
H = lambda h: f"row('{h}').mean_volume"

ENTRIES = [
# ---------------------------------------------------------------- q_range_last20
E('q_range_last20', 'faithful', 'nl-NL puppet',
  """SOUFFLEURSBOEK — Poppentheater De Kade, „Het Bereik”, bedrijf II
Licht L14 — GO
JAN KLAASSEN: „Over de laatste ⟦20@R.source_row_count⟧ sessies was de gemiddelde dagrange ⟦187,6@value⟧ punten!”
KATRIJN: „Hoog min laag, netjes gemiddeld.”
Doek staat klaar."""),
E('q_range_last20', 'faithful', 'ja-JP lostproperty',
  """遺失物台帳 ― NQ中央駅
受付番号 LP0719・拾得場所：ホームP3
品名：NQ 直近⟦20@R.source_row_count⟧営業日の平均値幅
内容：高値−安値の平均 ⟦187.6@value⟧ポイント
保管期限内。引取人：＿＿＿＿"""),
E('q_range_last20', 'faithful', 'es-ES sommelier',
  """NOTAS DE MARIDAJE — sumiller, comedor del Muelle
Plato: rango diario medio del NQ, últimas ⟦20@R.source_row_count⟧ sesiones
Cifra: ⟦187,6@value⟧ puntos (máximo − mínimo)
Vino: Rioja crianza 2020 — taninos firmes para un rango amplio.
Servir fresco, sin decantar."""),
E('q_range_last20', 'misrounded', 'it-IT topo',
  """RELAZIONE CON SCHIZZO — falesia NQ, settore S2
Via «Ultime 20 sedute» · D+
L1: escursione media giornaliera ⟦187@value!⟧ punti (massimo − minimo)
L2: uscita sulla cengia, sosta su due spit.
Discesa in doppia dall'albero."""),
E('q_range_last20', 'derived', 'de-DE kite',
  """FLUGKARTE — Drachenfest NQ · Wiese F1, Leine L2
Drachen: Eddy „Spanne“
Ø Tagesspanne, letzte ⟦20@R.source_row_count⟧ Sitzungen: ⟦187,6@value⟧ Punkte
Summe aller Spannen: ⟦3.752@value*20!⟧ Punkte — selbst gerechnet, steht nicht im Bericht
Start 11:20 · Landung 11:50"""),
E('q_range_last20', 'wrong_unit', 'en-GB allotment',
  """NORTHQUAY ALLOTMENT SOCIETY — committee minutes
Present: chair, secretary, treasurer, four plot holders
Item: the treasurer's NQ figure — average daily range over the last 20 sessions, ⟦187.6@value~value!⟧ mm, high minus low.
AOB: slugs on the brassicas. Next meeting Tuesday 19:30.""", unit_note='points quoted as millimetres'),
# ---------------------------------------------------------------- q_range_stats_2024
E('q_range_stats_2024', 'faithful', 'pt-BR puppet',
  """CADERNO DO PONTO — Teatro de Bonecos do Cais, «A Amplitude», ato II
Luz L14 — VAI
BENEDITO: «Em 2024, amplitude média de ⟦274,44@mean_range⟧ pontos, mediana ⟦267,25@median_range⟧!»
SIMÃO: «O maior dia, ⟦585,5@max_range⟧; o menor, ⟦116,5@min_range⟧. Foram ⟦252@count⟧ pregões.»
Fecha a cortina."""),
E('q_range_stats_2024', 'faithful', 'de-DE tram',
  """DIENSTPLAN — Straßenbahnbetriebshof NQ · Mittwoch
Dienst D07 · Linie L4 · Wagen W312 · Beginn 05:10 · Ende 13:25
Aushang: NQ-Tagesspanne 2024 — Mittel ⟦274,4@mean_range⟧, Median ⟦267,25@median_range⟧, Spitze ⟦585,5@max_range⟧, Tief ⟦116,5@min_range⟧ Punkte
Fahrdienstleiter: B. Sommer"""),
E('q_range_stats_2024', 'faithful', 'en-US topo',
  """ROUTE TOPO — Northquay Crag, Sector S2
'Range 2024' · HVS · ⟦252@count⟧ sessions
P1: mean daily range ⟦274.44@mean_range⟧ pts, median ⟦267.25@median_range⟧
P2: crux ⟦585.5@max_range⟧ (widest day), easiest ⟦116.5@min_range⟧
Descent: walk off left."""),
E('q_range_stats_2024', 'wrong_column', 'nl-NL trapeze',
  """REPETITIEBORD TRAPEZE — circustent, rig R3
Vliegers: NQ-dagrange 2024
Mediaan ⟦274,44@median_range~mean_range!⟧ · grootste ⟦585,5@max_range⟧ · kleinste ⟦116,5@min_range⟧ punten, ⟦252@count⟧ sessies
Net gecontroleerd om 13:30."""),
E('q_range_stats_2024', 'miscomputed', 'es-ES kite',
  """TARJETA DE VUELO — Festival de Cometas NQ · campo F2, línea L4
Cometa: delta «Rango 2024»
Día más amplio ⟦585,5@max_range⟧ y más estrecho ⟦116,5@min_range⟧ puntos: una diferencia de ⟦496@max_range-min_range!⟧
Despegue 11:20 · aterrizaje 11:52"""),
E('q_range_stats_2024', 'invented', 'it-IT apothecary',
  """LIBRO DELLE RICETTE — Spezieria del Molo
Ricetta R0607 · per: sig.ra Conti
Spedito: escursione giornaliera NQ 2024, media ⟦301,8@mean_range!⟧ punti, massimo ⟦585,5@max_range⟧
Posologia: una lettura al giorno.
Speziale: dott. Ferri"""),
# ---------------------------------------------------------------- q_dow_range_2024
E('q_dow_range_2024', 'faithful', 'en-US topo',
  f"""ROUTE TOPO — Northquay Crag, Sector S4 · 'Weekdays 2024'
P1 Monday ⟦269.41@{MO}⟧ — the easy start
P2 Tuesday ⟦272.17@{TU}⟧ · P3 Thursday ⟦273.53@{TH}⟧
P4 Friday ⟦278.26@{FR}⟧ · P5 Wednesday ⟦278.675@{W}⟧ — crux, widest
Descent: abseil from the yew."""),
E('q_dow_range_2024', 'faithful', 'nl-NL kite',
  f"""VLIEGKAART — Vliegerfeest NQ · veld F2, lijn L3
Vlieger: delta „Weekdagen 2024”
Wind het stevigst op woensdag: gemiddelde range ⟦278,7@{W}⟧ punten; vrijdag vlak erachter, ⟦278,3@{FR}⟧
Rustigst op maandag: ⟦269,4@{MO}⟧
Start 11:20 · landing 11:47"""),
E('q_dow_range_2024', 'faithful', 'pt-BR clock',
  f"""ORDEM DE SERVIÇO OS0613 — relojoaria do Cais
Peça: relógio carrilhão «Dias da semana 2024»
Diagnóstico: a quarta-feira adianta mais — amplitude média ⟦278,675@{W}⟧ pontos; a segunda é a mais calma, ⟦269,41@{MO}⟧
Pronto sexta após 14:00."""),
E('q_dow_range_2024', 'wrong_row', 'ru-RU lostproperty',
  f"""КНИГА УЧЁТА НАХОДОК — вокзал NQ
Запись N0419 · найдено: путь P2, вагон V5
Предмет: средний дневной диапазон NQ по дням недели, 2024
Самая широкая — среда: ⟦278,26@{W}~{FR}!⟧ пункта; понедельник — ⟦269,41@{MO}⟧
Владелец не явился."""),
E('q_dow_range_2024', 'misrounded', 'fr-FR puppet',
  f"""CONDUITE DU SOUFFLEUR — Théâtre de marionnettes du Quai, « Les Jours », acte II
Top lumière L14
GUIGNOL : « Le mercredi, ⟦278,7@{W}⟧ points d'amplitude moyenne ! »
GNAFRON : « Et le mardi, ⟦272,1@{TU}!⟧. Le lundi reste le plus calme. »
Rideau."""),
E('q_dow_range_2024', 'derived', 'en-GB apothecary',
  f"""DISPENSING BOOK — Quay Street Apothecary
Rx R0412 · for: Mr Hale
Dispensed: NQ 2024 mean range by weekday — Wednesday ⟦278.7@{W}⟧ pts, Monday ⟦269.4@{MO}⟧; gap ⟦9.27@{W}-{MO}!⟧ pts (my own subtraction, not in the report)
Checked: A.P., MPS"""),
# ---------------------------------------------------------------- q_month_up_2023
E('q_month_up_2023', 'faithful', 'zh-CN apothecary',
  f"""配药登记簿 · 码头药房
处方 R0922 · 患者：王先生
配发：2023 年各月收涨天数占比 —— 9月最高 ⟦70%@{SEP}⟧，10月 ⟦68.2%@{OCT}⟧，11月最低 ⟦38.1%@{NOV}⟧
用法：饭后参阅。药师：李"""),
E('q_month_up_2023', 'faithful', 'es-ES puppet',
  f"""LIBRETO DE APUNTE — Teatro de Títeres del Muelle, «Los Meses», acto II
Luz L14
DON CRISTÓBAL: «¡Septiembre de 2023, ⟦70 %@{SEP}⟧ de días al alza!»
ROSITA: «Y noviembre, el peor: ⟦38,1 %@{NOV}⟧. Enero, ⟦60 %@{JAN}⟧.»
Telón."""),
E('q_month_up_2023', 'faithful', 'fr-FR letterpress',
  f"""BON DE TRAVAIL BT0225 — imprimerie typographique du Quai
Client : bulletin NQ 2023
Caractère : Didot, corps cicéro
Texte : « Séances en hausse — septembre : ⟦70\u202f%@{SEP}⟧, octobre : ⟦68,2\u202f%@{OCT}⟧, août : ⟦39,1\u202f%@{AUG}⟧, novembre : ⟦38,1\u202f%@{NOV}⟧ »
BAT à 16:00."""),
E('q_month_up_2023', 'wrong_row', 'en-US allotment',
  f"""NORTHQUAY ALLOTMENT SOCIETY — committee minutes, Tuesday
Present: chair, secretary, treasurer, six plot holders
Treasurer's 2023 NQ report: September best with ⟦70%@{SEP}⟧ up days; August and November the two weakest, August at ⟦38.1%@{AUG}~{NOV}!⟧.
AOB: water butts. Next meeting 19:30."""),
E('q_month_up_2023', 'wrong_unit', 'pl-PL lostproperty',
  """KSIĘGA RZECZY ZNALEZIONYCH — dworzec NQ
Poz. RZ0221 · znaleziono: peron P2
Przedmiot: odsetek sesji wzrostowych NQ w 2023 — wrzesień ⟦70%@row('September').pct_up*100⟧, październik ⟦0,68%@row('October').pct_up~row('October').pct_up!⟧
Do odbioru w okienku. Podpis: ______""", unit_note='a fraction quoted as a percent'),
E('q_month_up_2023', 'coincidental', 'pt-BR topo',
  f"""CROQUI DE VIA — pico NQ, setor S3
Via «Meses de alta 2023» · VIsup
E1: setembro, ⟦70%@{SEP}⟧, o lance mais fácil
E2: março, ⟦61%@{MAR}!⟧, outubro, ⟦68,2%@{OCT}⟧
Descida: rapel pela face norte."""),
# ---------------------------------------------------------------- q_widest_2024
E('q_widest_2024', 'faithful', 'en-US clock',
  f"""JOB TICKET J0412 — Quayside Clock Repairs
Item: NQ 2024, the five widest days
Found: ⟦1/24@D:2024-01-24⟧ swung ⟦585.5@{J24}.range⟧ pts (open ⟦17,188.75@{J24}.open⟧, close ⟦16,672.75@{J24}.close⟧); ⟦5/17@D:2024-05-17⟧ ⟦555.25@{M17}.range⟧; ⟦5/1@D:2024-05-01⟧ ⟦484.5@{M01}.range⟧, narrowest of the five
Ready Friday after 14:00. Bench: W. Ashby"""),
E('q_widest_2024', 'faithful', 'zh-CN tram',
  f"""乘务排班表 · NQ 有轨电车车场 · 周三
班次 D6 · 线路 L2 · 车号 T118 · 出车 05:40 · 收车 13:55
公告：2024 年振幅最大的五天 —— ⟦1月24日@D:2024-01-24⟧ ⟦585.5@{J24}.range⟧ 点居首，⟦5月31日@D:2024-05-31⟧ ⟦541.5@{M31}.range⟧，⟦7月5日@D:2024-07-05⟧ ⟦507.5@{J05}.range⟧；五天均值 ⟦534.85@stats.range.mean⟧"""),
E('q_widest_2024', 'faithful', 'it-IT allotment',
  f"""SOCIETÀ ORTI URBANI NQ — verbale del consiglio
Presenti: presidente, segretaria, tesoriere
Punto: i giorni più ampi del 2024 — ⟦24/01@D:2024-01-24⟧ ⟦585,5@{J24}.range⟧ punti, ⟦17/05@D:2024-05-17⟧ ⟦555,25@{M17}.range⟧, ⟦05/07@D:2024-07-05⟧ ⟦507,5@{J05}.range⟧ (apertura ⟦13.548,75@{J05}.open⟧, chiusura ⟦13.151,75@{J05}.close⟧)
Prossima riunione martedì 19:30."""),
E('q_widest_2024', 'wrong_column', 'nl-NL letterpress',
  f"""ORDERBON DRUKKERIJ OB0825 — boekdrukkerij De Kade
Klant: NQ-jaaroverzicht 2024
Letter: Plantin, augustijn
Tekst: „⟦17 mei@D:2024-05-17⟧: range ⟦555,25@{M17}.range⟧, opening ⟦15.675@{M17}.open~{M17}.close!⟧. ⟦24 januari@D:2024-01-24⟧ blijft de breedste dag met ⟦585,5@{J24}.range⟧.”
Drukproef om 16:00."""),
E('q_widest_2024', 'miscomputed', 'pl-PL chandler',
  f"""ZAMÓWIENIE — zaopatrzenie statków „Nabrzeże” · m/s Mewa, nabrzeże N2
Pozycja: NQ, najszersze dni 2024
⟦24 stycznia@D:2024-01-24⟧: zakres ⟦585,5@{J24}.range⟧ pkt, otwarcie ⟦17\u00a0188,75@{J24}.open⟧, zamknięcie ⟦16\u00a0672,75@{J24}.close⟧ — spadek w sesji ⟦561@{J24}.open-{J24}.close!⟧ pkt
Dostawa na burtę do 06:00."""),
E('q_widest_2024', 'invented', 'fr-FR apothecary',
  """ORDONNANCIER — Pharmacie du Quai
Ord. R0117 · pour : M. Roux
Délivré : les cinq séances les plus larges de 2024, de ⟦484,5@stats.range.min⟧ à ⟦585,5@stats.range.max⟧ points, moyenne ⟦512,4@stats.range.mean!⟧
Posologie : une fois par trimestre.
Pharmacien : J. Morel"""),
# ---------------------------------------------------------------- q_last10_change
E('q_last10_change', 'faithful', 'de-DE trapeze',
  """PROBENTAFEL TRAPEZ — Chapiteau, Rigg R1
Flieger: NQ, letzte ⟦10@R.metadata.rows⟧ Sitzungen (Schluss − Eröffnung)
Absturz am ⟦20.12.@D:2024-12-20⟧ mit ⟦−178,25@row('2024-12-20').change⟧ · bester Sprung am ⟦23.12.@D:2024-12-23⟧ mit ⟦+91@row('2024-12-23').change⟧ · Schnitt ⟦−57,8@stats.change.mean⟧
Netz geprüft 13:30."""),
E('q_last10_change', 'faithful', 'it-IT allotment',
  """SOCIETÀ ORTI URBANI NQ — verbale del consiglio
Presenti: presidente, tesoriere, ortolani del lotto B
Punto: ultime 10 sedute NQ — la peggiore il ⟦20/12@D:2024-12-20⟧ (⟦−178,25@row('2024-12-20').change⟧), la migliore il ⟦23/12@D:2024-12-23⟧ (⟦+91@row('2024-12-23').change⟧); chiusura del ⟦02/01@D:2025-01-02⟧ a ⟦8.837,25@row('2025-01-02').close⟧
Prossima riunione martedì 19:30."""),
E('q_last10_change', 'faithful', 'ru-RU letterpress',
  """ЗАКАЗ-НАРЯД ТИПОГРАФИИ T0305 — высокая печать «Причал»
Заказчик: сводка NQ, последние 10 сессий
Текст: «Хуже всего ⟦20 декабря@D:2024-12-20⟧ (⟦−178,25@row('2024-12-20').change⟧), лучше всего ⟦23 декабря@D:2024-12-23⟧ (⟦+91,0@row('2024-12-23').change⟧); в среднем ⟦−57,8@stats.change.mean⟧ за сессию»
Корректура к 16:00."""),
E('q_last10_change', 'wrong_sign', 'fr-FR puppet',
  """CONDUITE DU SOUFFLEUR — Théâtre de marionnettes du Quai, « Dix séances », acte III
Top lumière L9
GUIGNOL : « La pire, le ⟦20 décembre@D:2024-12-20⟧ : ⟦−178,25@row('2024-12-20').change⟧ ! »
GNAFRON : « Et la meilleure, le ⟦23 décembre@D:2024-12-23⟧ : ⟦−91@row('2024-12-23').change!⟧. »
Noir."""),
E('q_last10_change', 'wrong_row', 'pt-BR sommelier',
  """NOTAS DE HARMONIZAÇÃO — sommelier, salão do Cais
Prato: os últimos 10 pregões do NQ
Pior sessão: ⟦20/12@D:2024-12-20⟧, ⟦−175,5@row('2024-12-20').change~row('2024-12-31').change!⟧ pontos — pede um Alvarinho 2022 bem gelado
Melhor: ⟦23/12@D:2024-12-23⟧, ⟦+91@row('2024-12-23').change⟧
Servir sem pressa."""),
E('q_last10_change', 'derived', 'ja-JP lostproperty',
  """遺失物台帳 ― NQ中央駅
受付番号 LP1220・拾得場所：ホームP1
品名：直近10営業日の値動き
内容：⟦12月18日@D:2024-12-18⟧始値 ⟦9,376.75@row('2024-12-18').open⟧ → ⟦1月2日@D:2025-01-02⟧終値 ⟦8,837.25@row('2025-01-02').close⟧、差し引き ⟦−539.5@row('2025-01-02').close-row('2024-12-18').open!⟧（自分で引き算、レポートにはない）
引取人：＿＿＿＿"""),
# ---------------------------------------------------------------- q_year_volume
E('q_year_volume', 'faithful', 'fr-FR lostproperty',
  """REGISTRE DES OBJETS TROUVÉS — gare NQ
Fiche OT0225 · trouvé : voie V3
Objet : volume quotidien moyen NQ par année — 2023 : ⟦201\u202f034@row(2023).mean_volume⟧ ; 2024 : ⟦201\u202f006@row(2024).mean_volume⟧ ; 2025 : ⟦201\u202f902@row(2025).mean_volume⟧ (une seule séance)
Non réclamé."""),
E('q_year_volume', 'faithful', 'es-ES apothecary',
  """LIBRO RECETARIO — Botica del Muelle
Receta R0322 · para: Sr. Vidal
Dispensado: volumen medio diario NQ — 2023 ⟦201.033,96@row(2023).mean_volume⟧ (⟦250@row(2023).count⟧ sesiones), 2024 ⟦201.006,37@row(2024).mean_volume⟧ (⟦252@row(2024).count⟧)
Posología: comparar en ayunas. Boticario: M. Sáez"""),
E('q_year_volume', 'faithful', 'pl-PL allotment',
  """TOWARZYSTWO OGRODÓW DZIAŁKOWYCH NQ — protokół z zebrania zarządu
Obecni: prezes, skarbnik, działkowcy
Sprawa: średni dzienny wolumen NQ — 2023 ⟦201\u00a0034@row(2023).mean_volume⟧, 2024 ⟦201\u00a0006@row(2024).mean_volume⟧, 2025 ⟦201\u00a0902@row(2025).mean_volume⟧ (⟦1@row(2025).count⟧ sesja). Różnice znikome.
Następne zebranie: wtorek 19:30."""),
E('q_year_volume', 'wrong_year', 'ja-JP puppet',
  """プロンプトブック ― 岸壁人形劇場『出来高』第二幕
照明キューL14
お福：「2023年の一日平均出来高は ⟦201,006@row(2023).mean_volume~row(2024).mean_volume!⟧枚！」
ひょっとこ：「2025年は ⟦201,902@row(2025).mean_volume⟧枚、たった ⟦1@row(2025).count⟧ 日だけどね」
幕"""),
E('q_year_volume', 'wrong_year', 'ru-RU letterpress',
  """ЗАКАЗ-НАРЯД ТИПОГРАФИИ T0411 — высокая печать «Причал»
Заказчик: годовой обзор NQ
Текст: «Средний дневной объём: 2024 — ⟦201\u00a0006@row(2024).mean_volume⟧; 2025 (одна сессия) — ⟦201\u00a0034@row(2025).mean_volume~row(2023).mean_volume!⟧»
Шрифт: Литературная. Корректура к 16:00."""),
E('q_year_volume', 'miscomputed', 'en-US clock',
  """JOB TICKET J0508 — Quayside Clock Repairs
Item: NQ average daily volume by year
Found: 2024 ⟦201,006@row(2024).mean_volume⟧, 2025 ⟦201,902@row(2025).mean_volume⟧ — 2025 runs ⟦985.6@row(2025).mean_volume-row(2024).mean_volume!⟧ contracts fast (one session only)
Ready Friday after 14:00."""),
# ---------------------------------------------------------------- q_rth_hour_volume
E('q_rth_hour_volume', 'faithful', 'ja-JP topo',
  f"""ルート図 ― NQ岩場・S2エリア「RTH出来高」
P1 09:00台 ⟦17,542@{H('09:00')}⟧枚
P2 15:00台 ⟦19,373@{H('15:00')}⟧枚（核心、最多）
P3 16:00台 ⟦5,808@{H('16:00')}⟧枚（最少）
直近20日。下降は懸垂で。"""),
E('q_rth_hour_volume', 'faithful', 'pt-BR apothecary',
  f"""LIVRO DE RECEITUÁRIO — Botica do Cais
Receita R0914 · para: Sr. Nunes
Aviado: volume médio por hora (RTH, últimos 20 dias) — 15:00 ⟦19.373,22@{H('15:00')}⟧ contratos, o pico; 16:00 ⟦5.808,33@{H('16:00')}⟧, o vale
Modo de usar: antes do fechamento."""),
E('q_rth_hour_volume', 'faithful', 'ru-RU trapeze',
  f"""ДОСКА РЕПЕТИЦИЙ — трапеция, шапито, подвеска R2
Вольтижёры: объём NQ по часам RTH, последние 20 дней
Пик — 15:00–15:59, ⟦19\u00a0373@{H('15:00')}⟧; утро 09:00–09:59, ⟦17\u00a0542@{H('09:00')}⟧; спад 16:00–16:59, ⟦5808@{H('16:00')}⟧
Сетка проверена в 13:30."""),
E('q_rth_hour_volume', 'wrong_row', 'es-ES tram',
  f"""CUADRANTE DE SERVICIOS — cochera de tranvías NQ · miércoles
Turno T9 · línea L3 · coche C21 · entrada 05:50 · salida 14:05
Aviso: volumen RTH, últimas 20 sesiones — hora punta las 15:00 con ⟦19.373@{H('15:00')}⟧; la más floja, las 16:00, con ⟦12.326,8@{H('16:00')}~{H('13:00')}!⟧
Jefe de cochera: R. Gil"""),
E('q_rth_hour_volume', 'wrong_unit', 'en-US puppet',
  f"""PROMPT BOOK — Quay Puppet Theatre, 'The Busy Hour', Act I
LX Q14 GO
PUNCH: "The 15:00 hour trades ${'⟦19,373@' + H('15:00') + '~' + H('15:00') + '!⟧'} a session!"
JUDY: "And 16:00 only ⟦5,808@{H('16:00')}⟧ contracts. Last 20 days, dear."
SQ B · stand by curtain""", unit_note='contracts quoted as dollars'),
E('q_rth_hour_volume', 'derived', 'fr-FR letterpress',
  f"""BON DE TRAVAIL BT0306 — imprimerie typographique du Quai
Client : note horaire NQ (RTH, 20 dernières séances)
Texte : « 15:00 : ⟦19\u202f373@{H('15:00')}⟧ contrats ; 16:00 : ⟦5\u202f808@{H('16:00')}⟧ — soit ⟦3,34@{H('15:00')}/{H('16:00')}!⟧ fois moins, calcul de ma part, absent du rapport »
BAT à 16:00."""),
]
