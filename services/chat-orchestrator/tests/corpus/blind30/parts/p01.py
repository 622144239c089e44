"""Market-data queries, part 1 (q_range_last20 ... q_rth_hour_volume). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- q_range_last20
E('q_range_last20', 'invented', 'zh-CN karate',
  """空手道升级考核表 · NQ道馆
考生：近20日行情
基本功（日均振幅，最高−最低）：⟦212.4@value!⟧ 点
型：平安初段 · 组手：合格
结果：晋级绿带
考官：森老师"""),
E('q_range_last20', 'wrong_unit', 'fr-FR signalbox',
  """REGISTRE DU POSTE D'AIGUILLAGE — poste de NQ-Bifurcation
06:12 train « Amplitude 20 séances » annoncé, voie libre accordée
06:15 amplitude journalière moyenne (plus haut − plus bas) : ⟦187,6\u202f%@value~value!⟧
06:19 train hors canton. Aiguilleur : P. Marchand""", unit_note='points quoted as a percentage'),
E('q_range_last20', 'derived', 'nl-NL rescue',
  """MELDKAMERLOG BERGREDDING — inzet BR0318, massief NQ
13:05 melding: laatste 20 sessies
13:20 gemiddelde dagrange (hoog − laag): ⟦187,6@value⟧ punten
13:42 opgeteld over die 20 sessies: ⟦3.752@value*20!⟧ punten — zelf uitgerekend, staat niet in het rapport
14:10 ploeg ingerukt, geen gewonden."""),
E('q_range_last20', 'faithful', 'en-GB claim',
  """INSURANCE CLAIM FORM — policy HX20NQ
Section C · Details of loss
Period: last ⟦20@R.source_row_count⟧ sessions
Mean daily range (high − low): ⟦187.6@value⟧ points
Declaration: true and complete to the best of my knowledge. [x]"""),
E('q_range_last20', 'faithful', 'it-IT spellingbee',
  """GARA DI SPELLING — finale, turno dei grandi
PRONUNCIATORE: La parola è «escursione».
CONCORRENTE: Può usarla in una frase?
PRONUNCIATORE: «Nelle ultime 20 sedute l'escursione media giornaliera è stata di ⟦187,6@value⟧ punti.»
CONCORRENTE: E-S-C-U-R-S-I-O-N-E.
GIUDICE: Esatto!"""),
E('q_range_last20', 'faithful', 'es-ES bakery',
  """HOJA DE PRODUCCIÓN — Obrador NQ, turno de noche
Horno H2 · entrada 03:30
Barra «últimas ⟦20@R.summary.rows_scanned⟧ sesiones»: ⟦187,6@value⟧ puntos de oscilación media diaria (máx. − mín.)
Panadera: Lucía · Alérgenos: gluten"""),
# ---------------------------------------------------------------- q_range_stats_2024
E('q_range_stats_2024', 'wrong_column', 'en-GB bakery',
  """BAKERY PRODUCTION SHEET — NQ Bakehouse, 2024 run
Shift start 04:00 · deck oven D1
Median daily range ...... ⟦274.4@median_range~mean_range!⟧ pts
Widest day .............. ⟦585.5@max_range⟧ pts
Narrowest day ........... ⟦116.5@min_range⟧ pts
Days baked: ⟦252@count⟧ · Baker: Tom"""),
E('q_range_stats_2024', 'misrounded', 'pt-BR modelrail',
  """HORÁRIO — Ferrovia-modelo NQ (escala H0), temporada 2024
08:00 parte o expresso «Amplitude média»: ⟦274,5@mean_range!⟧ pontos por dia
08:14 cruza com o «Mediana»: ⟦267,25@median_range⟧
08:30 chegada. Composição: ⟦252@count⟧ pregões. Maquinista: Beto"""),
E('q_range_stats_2024', 'coincidental', 'pl-PL signalbox',
  """DZIENNIK NASTAWNI — nastawnia NQ Główna, rok 2024
05:40 pociąg „Zakres 2024” zapowiedziany
05:42 średni dzienny zakres: ⟦269@mean_range!⟧ pkt · mediana ⟦267,25@median_range⟧ pkt
05:47 pociąg zszedł z odstępu. Nastawniczy: K. Wójcik"""),
E('q_range_stats_2024', 'faithful', 'zh-CN rescue',
  """山地救援值班记录 · 事件 MR0252
09:10 接警：NQ 2024 全年
09:25 平均日振幅 ⟦274.44@mean_range⟧ 点，中位数 ⟦267.25@median_range⟧ 点
09:40 最宽 ⟦585.5@max_range⟧，最窄 ⟦116.5@min_range⟧
10:05 队员归队，无人受伤。"""),
E('q_range_stats_2024', 'faithful', 'es-ES regatta',
  """RESULTADOS DE LA REGATA — Club Náutico NQ, temporada 2024
Pos · Embarcación · Vela · Puntos
1. «Día más ancho» · ESP5805 · ⟦585,5@max_range⟧
2. «Media» · ESP2744 · ⟦274,4@mean_range⟧
3. «Mediana» · ESP2672 · ⟦267,25@median_range⟧
4. «Día más estrecho» · ESP1165 · ⟦116,5@min_range⟧
Mangas disputadas: ⟦252@count⟧"""),
E('q_range_stats_2024', 'faithful', 'nl-NL claim',
  """SCHADEFORMULIER — polis NQ24, dossier SF0117
Periode: kalenderjaar 2024, ⟦252@count⟧ handelsdagen
Gemiddelde dagrange: ⟦274,4@mean_range⟧ punten (mediaan ⟦267,25@median_range⟧)
Grootste schade: ⟦585,5@max_range⟧ · kleinste: ⟦116,5@min_range⟧
Handtekening: ✓"""),
# ---------------------------------------------------------------- q_dow_range_2024
E('q_dow_range_2024', 'wrong_row', 'en-GB perfume',
  """FORMULA CARD — "Midweek", eau de parfum, NQ 2024
Top: Wednesday accord ........ ⟦278.26@row('Wednesday').mean_range~row('Friday').mean_range!⟧
Heart: Thursday .............. ⟦273.53@row('Thursday').mean_range⟧
Base: Monday (the lightest) .. ⟦269.41@row('Monday').mean_range⟧
Average daily range, points. Macerate four weeks. — C. Laurent"""),
E('q_dow_range_2024', 'coincidental', 'zh-CN pigeon',
  """信鸽竞翔成绩 · NQ鸽会 2024赛季
司放 07:15 · 按星期平均振幅排名
冠军 星期三 ⟦278.7@row('Wednesday').mean_range⟧ 点
亚军 星期五 ⟦278.26@row('Friday').mean_range⟧ 点
季军 星期四 ⟦277@row('Thursday').mean_range!⟧ 点
末名 星期一 ⟦269.41@row('Monday').mean_range⟧ 点"""),
E('q_dow_range_2024', 'miscomputed', 'nl-NL spellingbee',
  """SPELLINGWEDSTRIJD — finale, ronde drie
VOORLEZER: Het woord is „woensdag”.
VOORLEZER: „Woensdag had in 2024 de grootste dagrange, ⟦278,675@row('Wednesday').mean_range⟧ punten; maandag de kleinste, ⟦269,41@row('Monday').mean_range⟧: ⟦10,27@row('Wednesday').mean_range-row('Monday').mean_range!⟧ punten verschil.”
DEELNEMER: W-O-E-N-S-D-A-G.
JURY: Goed."""),
E('q_dow_range_2024', 'faithful', 'es-ES signalbox',
  """REGISTRO DEL PUESTO DE ENCLAVAMIENTO — puesto NQ, 2024
07:02 tren «Miércoles» anunciado: oscilación media ⟦278,675@row('Wednesday').mean_range⟧ pts, la mayor
07:05 tren «Lunes»: ⟦269,41@row('Monday').mean_range⟧ pts, la menor
07:09 vía libre. Factor: J. Ortega"""),
E('q_dow_range_2024', 'faithful', 'it-IT dance',
  """COREOGRAFIA — «Settimana 2024», conteggi in otto
Cinque, sei, sette, otto!
1) lunedì, passo piccolo: ⟦269,41@row('Monday').mean_range⟧
2) martedì: ⟦272,17@row('Tuesday').mean_range⟧
3) mercoledì, salto grande: ⟦278,7@row('Wednesday').mean_range⟧
4) giovedì: ⟦273,53@row('Thursday').mean_range⟧
5) venerdì: ⟦278,26@row('Friday').mean_range⟧
Escursione media, punti."""),
E('q_dow_range_2024', 'faithful', 'pl-PL rescue',
  """DZIENNIK WEZWAŃ GOPR — zgłoszenie GR1124
11:05 zgłoszenie: dni tygodnia 2024
11:20 najszerszy średni zakres: środa, ⟦278,7@row('Wednesday').mean_range⟧ pkt
11:34 najwęższy: poniedziałek, ⟦269,41@row('Monday').mean_range⟧ pkt
12:00 zespół wrócił do bazy. Poszkodowanych brak."""),
# ---------------------------------------------------------------- q_month_up_2023
E('q_month_up_2023', 'wrong_row', 'en-GB modelrail',
  """TIMETABLE — NQ Valley Railway (OO gauge), 2023 season
10:00 "September Express": ⟦70%@row('September').pct_up*100⟧ of sessions closed up
10:12 "October Stopper": ⟦68.2%@row('October').pct_up*100⟧
10:30 "November Goods", the slowest: ⟦39.1%@row('November').pct_up*100~row('August').pct_up*100!⟧
Operators: Dad & Sam"""),
E('q_month_up_2023', 'misrounded', 'ru-RU claim',
  """ЗАЯВЛЕНИЕ О СТРАХОВОМ СЛУЧАЕ — полис NQ2023, дело ZS0412
Раздел Б. Доля дней роста по месяцам 2023 года
Сентябрь: ⟦70\u00a0%@row('September').pct_up*100⟧ · февраль: ⟦47,3\u00a0%@row('February').pct_up*100!⟧ · ноябрь: ⟦38,1\u00a0%@row('November').pct_up*100⟧
Подпись заявителя: ________"""),
E('q_month_up_2023', 'invented', 'de-DE regatta',
  """REGATTAERGEBNISSE — Segelclub NQ, Saison 2023
Platz · Boot · Segelnr. · Anteil Tage im Plus
1. „September“ · GER1207 · ⟦70 %@row('September').pct_up*100⟧
2. „Oktober“ · GER884 · ⟦68,2 %@row('October').pct_up*100⟧
Letzter: „November“ · GER3150 · ⟦38,1 %@row('November').pct_up*100⟧
a. W.: „Dezember“ · GER2261 · ⟦64 %@row('December').pct_up*100!⟧"""),
E('q_month_up_2023', 'faithful', 'zh-CN bakery',
  """烘焙生产单 · NQ面包房 · 2023年
早班 04:30 开炉（二号炉）
九月吐司：上涨日占比 ⟦70%@row('September').pct_up*100⟧（全年最高）
十一月贝果：⟦38.1%@row('November').pct_up*100⟧（全年最低）
一月法棍：⟦60%@row('January').pct_up*100⟧
面点师：小刘"""),
E('q_month_up_2023', 'faithful', 'ja-JP karate',
  """空手道 昇級審査表 ― NQ道場 2023年度
受験者：月別の陽線比率
基本：9月 ⟦70%@row('September').pct_up*100⟧（最高）
形：10月 ⟦68.2%@row('October').pct_up*100⟧
組手：11月 ⟦38.1%@row('November').pct_up*100⟧（最低）
判定：合格（茶帯）　審査員：森"""),
E('q_month_up_2023', 'faithful', 'es-ES perfume',
  """FICHA DE FÓRMULA — «Otoño 2023», eau de toilette
Salida: septiembre, ⟦70 %@row('September').pct_up*100⟧ de sesiones alcistas
Corazón: octubre, ⟦68,18 %@row('October').pct_up*100⟧
Fondo: noviembre, ⟦38,1 %@row('November').pct_up*100⟧, el mes más flojo
Maceración: cuatro semanas. Perfumista: A. Soler"""),
# ---------------------------------------------------------------- q_widest_2024
E('q_widest_2024', 'wrong_column', 'es-ES dance',
  """COREOGRAFÍA — «Los días más anchos de 2024»
¡Cinco, seis, siete, ocho!
1) ⟦24 de enero@D:2024-01-24⟧: gran salto, ⟦585,5@row('2024-01-24').range⟧ pts
2) ⟦17 de mayo@D:2024-05-17⟧: giro, ⟦555,25@row('2024-05-17').range⟧
3) ⟦31 de mayo@D:2024-05-31⟧: ⟦541,5@row('2024-05-31').range⟧
4) ⟦5 de julio@D:2024-07-05⟧: al suelo, cierre en ⟦13.548,75@row('2024-07-05').close~row('2024-07-05').open!⟧"""),
E('q_widest_2024', 'wrong_row', 'nl-NL claim',
  """SCHADEFORMULIER — polis NQ2024, dossier SF0531
Datum schade: ⟦31 mei 2024@D:2024-05-31⟧
Omschrijving: dagrange (hoog − laag) ⟦555,25@row('2024-05-31').range~row('2024-05-17').range!⟧ punten, slot ⟦14.601,5@row('2024-05-31').close⟧
Derde breedste dag van het jaar.
Handtekening verzekerde: ✓"""),
E('q_widest_2024', 'derived', 'en-US bakery',
  """PRODUCTION SHEET — NQ Bakery, widest-day batch 2024
Oven O1 · proof at 05:00 sharp
⟦Jan 24@D:2024-01-24⟧ loaf: range ⟦585.5@row('2024-01-24').range⟧ pts, open ⟦17,188.75@row('2024-01-24').open⟧, close ⟦16,672.75@row('2024-01-24').close⟧
→ down ⟦516@row('2024-01-24').open-row('2024-01-24').close!⟧ pts open to close (my own subtraction, not on the report)
Baker: Mike"""),
E('q_widest_2024', 'faithful', 'zh-CN regatta',
  """帆船赛成绩 · NQ俱乐部 2024
名次 · 日期 · 振幅（点）
1. ⟦1月24日@D:2024-01-24⟧ · ⟦585.5@row('2024-01-24').range⟧
2. ⟦5月17日@D:2024-05-17⟧ · ⟦555.25@row('2024-05-17').range⟧
3. ⟦5月31日@D:2024-05-31⟧ · ⟦541.5@row('2024-05-31').range⟧
4. ⟦7月5日@D:2024-07-05⟧ · ⟦507.5@row('2024-07-05').range⟧
5. ⟦5月1日@D:2024-05-01⟧ · ⟦484.5@row('2024-05-01').range⟧"""),
E('q_widest_2024', 'faithful', 'fr-FR spellingbee',
  """CONCOURS D'ORTHOGRAPHE — finale, troisième manche
PRONONCIATEUR : Le mot est « amplitude ».
CANDIDATE : Une phrase, s'il vous plaît ?
PRONONCIATEUR : « Le ⟦24 janvier 2024@D:2024-01-24⟧, l'amplitude a atteint ⟦585,5@row('2024-01-24').range⟧ points, la plus forte de l'année. »
CANDIDATE : A-M-P-L-I-T-U-D-E.
JURY : Correct."""),
E('q_widest_2024', 'faithful', 'pt-BR perfume',
  """FICHA DE FÓRMULA — «Maio intenso», NQ 2024
Saída: ⟦17/05@D:2024-05-17⟧, amplitude ⟦555,25@row('2024-05-17').range⟧
Coração: ⟦31/05@D:2024-05-31⟧, ⟦541,5@row('2024-05-31').range⟧
Fundo: ⟦01/05@D:2024-05-01⟧, ⟦484,5@row('2024-05-01').range⟧
Três dos cinco dias mais largos caíram em maio. Perfumista: R. Lima"""),
# ---------------------------------------------------------------- q_last10_change
E('q_last10_change', 'wrong_sign', 'ru-RU perfume',
  """КАРТОЧКА ФОРМУЛЫ — «Декабрьский», парфюм NQ
Верхняя нота: ⟦23 декабря@D:2024-12-23⟧, изменение за день ⟦−91@row('2024-12-23').change!⟧ пункт
Сердце: ⟦20 декабря@D:2024-12-20⟧, ⟦−178,25@row('2024-12-20').change⟧ — худший день
База: среднее за 10 сессий ⟦−57,8@stats.change.mean⟧
Парфюмер: И. Орлова"""),
E('q_last10_change', 'wrong_column', 'en-US claim',
  """INSURANCE CLAIM — policy NQ-D10, claim no. CL1220
Date of loss: ⟦12/20@D:2024-12-20⟧
What happened: the market fell ⟦178.25@row('2024-12-20').change|neg⟧ pts open to close, the worst of the last 10 sessions, and closed at ⟦8,926.25@row('2024-12-20').close~row('2024-12-20').low!⟧.
Amount claimed: see attached."""),
E('q_last10_change', 'coincidental', 'es-ES modelrail',
  """HORARIO — Ferrocarril a escala NQ (H0), últimas 10 sesiones
09:00 sale el «Nochebuena» (⟦24/12@D:2024-12-24⟧): ⟦+10,25@row('2024-12-24').change⟧ pts y solo ⟦150.338@row('2024-12-24').volume!⟧ contratos
09:20 pasa el «San Silvestre» (⟦31/12@D:2024-12-31⟧): ⟦−175,5@row('2024-12-31').change⟧ pts
Jefe de estación: Paco"""),
E('q_last10_change', 'faithful', 'it-IT dance',
  """COREOGRAFIA — «Ultime 10 sedute»
Cinque, sei, sette, otto!
1) ⟦18 dicembre@D:2024-12-18⟧: si parte giù, ⟦−173@row('2024-12-18').change⟧
2) ⟦20 dicembre@D:2024-12-20⟧: caduta, ⟦−178,25@row('2024-12-20').change⟧, la peggiore
3) ⟦23 dicembre@D:2024-12-23⟧: salto, ⟦+91@row('2024-12-23').change⟧, il migliore
4) ⟦2 gennaio@D:2025-01-02⟧: chiusura a ⟦8.837,25@row('2025-01-02').close⟧"""),
E('q_last10_change', 'faithful', 'de-DE spellingbee',
  """BUCHSTABIERWETTBEWERB — Finale, dritte Runde
SPRECHER: Das Wort lautet „Durchschnitt“.
KANDIDAT: Bitte in einem Satz.
SPRECHER: „In den letzten 10 Sitzungen lag die Veränderung im Durchschnitt bei ⟦−57,8@stats.change.mean⟧ Punkten.“
KANDIDAT: D-U-R-C-H-S-C-H-N-I-T-T.
JURY: Richtig."""),
E('q_last10_change', 'faithful', 'nl-NL brew',
  """BROUWLOG — batch B10 „Laatste tien”
Brouwdag ⟦30 dec@D:2024-12-30⟧ · maischen 09:30
Gisting: ⟦+69,25@row('2024-12-30').change⟧ punten, slot ⟦9.112@row('2024-12-30').close⟧
Dag erna (⟦31 dec@D:2024-12-31⟧): ⟦−175,5@row('2024-12-31').change⟧. Koud gelagerd.
Brouwer: Joris"""),
# ---------------------------------------------------------------- q_year_volume
E('q_year_volume', 'wrong_year', 'ru-RU regatta',
  """ИТОГИ РЕГАТЫ — яхт-клуб NQ, средний дневной объём
Место · Яхта · Объём
Первое: «2025» (одна сессия) · RUS0102 · ⟦201\u00a0902@row(2025).mean_volume⟧
Последнее: «2024» · RUS0412 · ⟦201\u00a0034@row(2024).mean_volume~row(2023).mean_volume!⟧
Судья: В. Петров"""),
E('q_year_volume', 'wrong_year', 'de-DE pigeon',
  """PREISLISTE WETTFLUG — Reisevereinigung NQ
Auflass 06:45 · Wertung nach mittlerem Tagesvolumen
1. Jahrgang 2025: ⟦201.902@row(2025).mean_volume⟧ Kontrakte (nur ⟦1@row(2025).count⟧ Sitzung)
2. Jahrgang 2023: ⟦201.034@row(2023).mean_volume⟧ aus ⟦252@row(2023).count~row(2024).count!⟧ Sitzungen
3. Jahrgang 2024: ⟦201.006@row(2024).mean_volume⟧
Ring DV0471123"""),
E('q_year_volume', 'derived', 'zh-CN rescue',
  """山地救援值班记录 · 事件 MR0901
08:30 接报：各年平均日成交量
08:45 2023年 ⟦201,033.96@row(2023).mean_volume⟧ 手，2024年 ⟦201,006.37@row(2024).mean_volume⟧ 手
09:00 两年相差 ⟦27.6@row(2023).mean_volume-row(2024).mean_volume!⟧ 手（本人自算，报告中没有）
09:20 收队，无人员受伤。"""),
E('q_year_volume', 'faithful', 'pt-BR dance',
  """COREOGRAFIA — «Volume por ano»
Cinco, seis, sete, oito!
1) 2023: passo firme, ⟦201.034@row(2023).mean_volume⟧ contratos por dia
2) 2024: quase igual, ⟦201.006@row(2024).mean_volume⟧
3) 2025: um só pregão, ⟦201.902@row(2025).mean_volume⟧ — e pose final!"""),
E('q_year_volume', 'faithful', 'ja-JP bakery',
  """製造指示書 ― NQベーカリー 年別平均出来高
仕込み 03:30 ・ 窯B
2023年：⟦201,034@row(2023).mean_volume⟧（⟦250@row(2023).count⟧営業日）
2024年：⟦201,006@row(2024).mean_volume⟧（⟦252@row(2024).count⟧営業日）
2025年：⟦201,902@row(2025).mean_volume⟧（⟦1@row(2025).count⟧営業日のみ）
担当：佐藤"""),
E('q_year_volume', 'faithful', 'en-US karate',
  """KARATE GRADING SHEET — NQ Dojo, average daily volume by year
Candidate 2023: ⟦201,034@row(2023).mean_volume⟧ contracts — pass
Candidate 2024: ⟦201,006@row(2024).mean_volume⟧ — pass, lowest of the three
Candidate 2025: ⟦201,902@row(2025).mean_volume⟧ (⟦1@row(2025).count⟧ session only) — deferred
Examiner: Sensei Ruiz"""),
# ---------------------------------------------------------------- q_rth_hour_volume
E('q_rth_hour_volume', 'wrong_row', 'it-IT claim',
  """MODULO DI DENUNCIA SINISTRO — polizza NQ-RTH, pratica DS0013
Fascia oraria del sinistro: 13:00–13:59
Volume medio (ultime 20 sedute): ⟦13.300,2@row('13:00').mean_volume~row('14:00').mean_volume!⟧ contratti
Fascia più trafficata: 15:00–15:59, ⟦19.373@row('15:00').mean_volume⟧
Firma del contraente: ________"""),
E('q_rth_hour_volume', 'miscomputed', 'en-GB spellingbee',
  """SPELLING BEE — final, round three
PRONOUNCER: Your word is "afternoon".
SPELLER: Sentence, please?
PRONOUNCER: "The 15:00 hour averaged ⟦19,373@row('15:00').mean_volume⟧ contracts, ⟦3.8@row('15:00').mean_volume/row('16:00').mean_volume!⟧ times the 16:00 hour's ⟦5,808@row('16:00').mean_volume⟧."
SPELLER: A-F-T-E-R-N-O-O-N.
JUDGE: Correct."""),
E('q_rth_hour_volume', 'wrong_unit', 'ru-RU pigeon',
  """ИТОГИ ГОНКИ ГОЛУБЕЙ — клуб NQ, последние 20 сессий
Выпуск 06:30 · зачёт по среднему объёму за час
1. Час 15:00–15:59 — ⟦19\u00a0373@row('15:00').mean_volume⟧ контракта
2. Час 09:00–09:59 — ⟦17\u00a0542@row('09:00').mean_volume~row('09:00').mean_volume!⟧ ₽
Последний: 16:00–16:59, ⟦5808@row('16:00').mean_volume⟧ контрактов""", unit_note='contracts quoted as roubles'),
E('q_rth_hour_volume', 'faithful', 'de-DE rescue',
  """EINSATZPROTOKOLL BERGWACHT — Einsatz BW0920
09:05 Alarm: Volumen je RTH-Stunde, letzte 20 Tage
09:20 stärkste Stunde 15 Uhr: ⟦19.373@row('15:00').mean_volume⟧ Kontrakte im Schnitt
09:31 zweite: 09:00 Uhr, ⟦17.542@row('09:00').mean_volume⟧
09:50 ruhigste: 16 Uhr, ⟦5.808@row('16:00').mean_volume⟧. Keine Verletzten."""),
E('q_rth_hour_volume', 'faithful', 'ja-JP dance',
  """振付カウント表 ―「RTH出来高・直近20日」
ファイブ、シックス、セブン、エイト！
1) 寄り付き09:00台：⟦17,542@row('09:00').mean_volume⟧ で大きく踏み込む
2) 15時台：⟦19,373@row('15:00').mean_volume⟧ でジャンプ（最多）
3) 16時台：⟦5,808@row('16:00').mean_volume⟧ で静かに着地（最少）"""),
E('q_rth_hour_volume', 'faithful', 'pl-PL regatta',
  """WYNIKI REGAT — klub żeglarski NQ, ostatnie 20 dni
Miejsce · Jacht · Średni wolumen
1. „Piętnasta” · POL1503 · ⟦19\u00a0373@row('15:00').mean_volume⟧
2. „Dziewiąta” · POL0907 · ⟦17\u00a0542@row('09:00').mean_volume⟧
Ostatni: „Szesnasta” · POL1611 · ⟦5808@row('16:00').mean_volume⟧
Sędzia: A. Zając"""),
]
