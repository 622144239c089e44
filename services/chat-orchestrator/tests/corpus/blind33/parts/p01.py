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

ENTRIES = [
# ---------------------------------------------------------------- q_range_last20
E('q_range_last20', 'faithful', 'es-ES rally',
  """HOJA DE CONTROL — Rally Clásico NQ · coche C27 (Hispano-Suiza)
CH3 prevista 10:42 · fichada 10:42
Tramo «últimas ⟦20@R.source_row_count⟧ sesiones»: rango diario medio ⟦187,6@value⟧ puntos (máx. − mín.)
Penalización: ninguna. Firma del comisario: ______"""),
E('q_range_last20', 'faithful', 'pl-PL tea',
  """KSIĘGA DEGUSTACJI HERBATY — partia DJ114, Darjeeling
Próba: ostatnie 20 sesji NQ
Napar: jasny, czysty
Średni dzienny zakres (max − min): ⟦187,6@value⟧ pkt
Parzenie 03:00. Ocena: kupić."""),
E('q_range_last20', 'faithful', 'ru-RU fencing',
  """ПРОТОКОЛ БОЯ — дорожка P2, группа B
Слева: «Диапазон NQ» · справа: «последние 20 сессий»
Средний дневной диапазон (хай − лоу): ⟦187,6@value⟧ пункта
Итог: V5, победа слева. Судья: Н. Кравец"""),
E('q_range_last20', 'misrounded', 'de-DE cave',
  """HÖHLENVERMESSUNG — Schacht NQ, Zug A
Messpunkt A7 → A8, letzte 20 Sitzungen
Mittlere Tagesspanne (Hoch − Tief): ⟦187@value!⟧ Punkte
Wasser im Siphon, Rückzug über A3.
Messtrupp: Huber, Wolf"""),
E('q_range_last20', 'wrong_unit', 'en-US assay',
  """ASSAY CERTIFICATE No. AC0420
Article: NQ futures, average daily range, last 20 sessions
Found: ⟦187.6@value~value!⟧ troy oz (high − low, mean)
Hallmark applied. Assay Office, NQ Lane
Assayer: J. Penrose""", unit_note='points quoted as troy ounces'),
E('q_range_last20', 'invented', 'pt-BR plough',
  """DIÁRIO DE ROTA — caminhão T14, rota R7
Saída 04:30 · retorno 09:10
Últimas 20 sessões do NQ: amplitude média diária de ⟦212,4@value!⟧ pontos
Sal espalhado na serra; neve fofa no acostamento.
Motorista: Jonas"""),
# ---------------------------------------------------------------- q_range_stats_2024
E('q_range_stats_2024', 'faithful', 'en-GB ballet',
  """REHEARSAL CALL — NQ Ballet, Studio A · Wednesday
10:00 Company class
11:30 'Range 2024' pas de deux: mean ⟦274.44@mean_range⟧, median ⟦267.25@median_range⟧ pts
14:00 Finale: widest ⟦585.5@max_range⟧, narrowest ⟦116.5@min_range⟧, ⟦252@count⟧ sessions
Pointe shoes on by 11:15."""),
E('q_range_stats_2024', 'faithful', 'es-ES archery',
  """TARJETA DE PUNTUACIÓN — diana T12 · tanda A
Arquero: «Rango diario NQ 2024»
Media ⟦274,4@mean_range⟧ · mediana ⟦267,25@median_range⟧
Máx. ⟦585,5@max_range⟧ · mín. ⟦116,5@min_range⟧ (⟦252@count⟧ sesiones)
Firma del juez de línea: ______"""),
E('q_range_stats_2024', 'faithful', 'zh-CN glass',
  """吹制车间日志 · 熔炉 F2
作品：「2024 日振幅」
均值 ⟦274.4@mean_range⟧ 点，中位数 ⟦267.25@median_range⟧ 点
最宽 ⟦585.5@max_range⟧ 点，最窄 ⟦116.5@min_range⟧ 点，共 ⟦252@count⟧ 个交易日
16:40 入退火炉。师傅：老何"""),
E('q_range_stats_2024', 'wrong_column', 'ru-RU cue',
  """ЛИСТ РЕПЛИК — оркестровая яма, «Диапазон 2024»
Q12 · после буквы B: средний дневной диапазон ⟦267,25@mean_range~median_range!⟧ п.
Q13 · форте: максимум ⟦585,5@max_range⟧, минимум ⟦116,5@min_range⟧
Дирижёр: В. Гаврилов"""),
E('q_range_stats_2024', 'derived', 'de-DE quilt',
  """QUILTRUNDE — Protokoll vom Donnerstag
Anwesend: Gerda, Ilse, Marlies
Tagesspanne 2024: größte ⟦585,5@max_range⟧, kleinste ⟦116,5@min_range⟧ Punkte, also das ⟦5,03@max_range/min_range!⟧-Fache (selbst gerechnet, steht nicht im Bericht)
Block B4 fertig. Nächstes Treffen 19:00."""),
E('q_range_stats_2024', 'miscomputed', 'nl-NL forage',
  """PADDENSTOELENLOGBOEK — beukenbos W3
Vondst: cantharellen rond de oude stronk
Dagspanne 2024: gemiddeld ⟦274,44@mean_range⟧, mediaan ⟦267,25@median_range⟧; het gemiddelde ligt dus ⟦7,91@mean_range-median_range!⟧ punt hoger
Sporenprint vanavond."""),
# ---------------------------------------------------------------- q_dow_range_2024
E('q_dow_range_2024', 'faithful', 'nl-NL cue',
  """CUELIJST ORKESTBAK — „Weekdagen 2024”
Q7 · na letter C: woensdag, de breedste dag, ⟦278,7@""" + W + """⟧ punten
Q8 · pianissimo: maandag, de rustigste, ⟦269,41@""" + MO + """⟧
Dirigent: M. de Wit"""),
E('q_dow_range_2024', 'faithful', 'en-GB cave',
  """CAVE SURVEY NOTEBOOK — Weekday Series, 2024
Stn W1 Mon ⟦269.4@""" + MO + """⟧ · W2 Tue ⟦272.2@""" + TU + """⟧ · W3 Wed ⟦278.7@""" + W + """⟧
Stn W4 Thu ⟦273.5@""" + TH + """⟧ · W5 Fri ⟦278.3@""" + FR + """⟧ (mean range, pts)
Widest passage at W3. Tape wet; resurvey W5.
Party: Hollis, Pryce"""),
E('q_dow_range_2024', 'faithful', 'en-US tea',
  """TEA TASTING LEDGER · lot AS0412 · Assam, second flush
Wednesday cup: the widest, ⟦278.675@""" + W + """⟧ pts avg range
Friday cup: close behind at ⟦278.26@""" + FR + """⟧
Monday cup: mildest, ⟦269.41@""" + MO + """⟧
Remarks: brisk, malty. Buy."""),
E('q_dow_range_2024', 'wrong_row', 'zh-CN rally',
  """路书计时卡 · NQ 老爷车拉力赛 · 车号 C08
TC2 预定 09:12 · 实到 09:13
2024 周三振幅最宽：⟦278.7@""" + W + """⟧ 点
周二平均振幅：⟦273.53@""" + TU + "~" + TH + """!⟧ 点
裁判签字：______"""),
E('q_dow_range_2024', 'coincidental', 'pt-BR glass',
  """DIÁRIO DO ATELIÊ DE VIDRO — forno F1
Peça: «Dias da semana 2024»
Quarta, a mais larga: ⟦278,7@""" + W + """⟧ pts
Quinta: ⟦272,0@""" + TH + """!⟧ pts
Segunda, a mais calma: ⟦269,4@""" + MO + """⟧ pts
Recozimento às 17:00."""),
E('q_dow_range_2024', 'miscomputed', 'es-ES plough',
  """PARTE DE RUTA — quitanieves Q3, ruta R12
Salida 05:00 · llegada 10:20
2024: el miércoles (⟦278,7@""" + W + """⟧ pts) supera al lunes (⟦269,4@""" + MO + """⟧ pts) en ⟦9,72@""" + W + "-" + MO + """!⟧ puntos
Hielo en el puerto; sal a tope."""),
# ---------------------------------------------------------------- q_month_up_2023
E('q_month_up_2023', 'faithful', 'pt-BR forage',
  """DIÁRIO DE COLETA — mata de eucalipto, trilha T2
2023, meses de alta:
setembro: ⟦70%@row('September').pct_up*100⟧ dos dias · outubro: ⟦68,2%@row('October').pct_up*100⟧
novembro, o mais fraco: ⟦38,1%@row('November').pct_up*100⟧
Chuva fina; cogumelos na borda da trilha."""),
E('q_month_up_2023', 'faithful', 'nl-NL archery',
  """SCOREKAART — doel T07 · ronde „Stijgdagen 2023”
E1 · september: ⟦70 %@row('September').pct_up*100⟧ (beste)
E2 · oktober: ⟦68,18 %@row('October').pct_up*100⟧
E3 · november: ⟦38,1 %@row('November').pct_up*100⟧ (slechtste)
Handtekening schrijver: ______"""),
E('q_month_up_2023', 'faithful', 'ja-JP plough',
  """除雪ルート日誌 ― 車両T14・ルートR3
出庫 04:30／帰庫 09:40
2023年の上昇日比率：9月は⟦70%@row('September').pct_up*100⟧（最高）、11月は⟦38.1%@row('November').pct_up*100⟧（最低）
峠で吹きだまり、凍結防止剤を追加。"""),
E('q_month_up_2023', 'wrong_row', 'en-GB tea',
  """TASTING LEDGER — lot NL0918, Nilgiri
Up-day share, 2023, cup by cup:
September: ⟦70%@row('September').pct_up*100⟧, the brightest cup
April: ⟦56.5%@row('April').pct_up*100~row('March').pct_up*100!⟧, smooth
November: ⟦38.1%@row('November').pct_up*100⟧, flat, the weakest
Buy the September lot."""),
E('q_month_up_2023', 'invented', 'es-ES assay',
  """CERTIFICADO DE ENSAYO n.º CE2023
Muestra: NQ 2023, proporción de días alcistas por mes
Septiembre: ⟦70 %@row('September').pct_up*100⟧ (ley máxima) · noviembre: ⟦38,1 %@row('November').pct_up*100⟧ (mínima)
Junio: ⟦33 %@row('June').pct_up*100!⟧
Contraste: J. Ortega, ensayador"""),
E('q_month_up_2023', 'wrong_unit', 'ru-RU cue',
  """ЛИСТ РЕПЛИК — оркестровая яма, «Месяцы 2023»
Q21 · сентябрь, лучший месяц: доля растущих дней ⟦0,7 %@row('September').pct_up~row('September').pct_up!⟧
Q22 · ноябрь, худший: ⟦38,1 %@row('November').pct_up*100⟧
Дирижёр: В. Гаврилов""", unit_note='a fraction quoted as a percent'),
# ---------------------------------------------------------------- q_widest_2024
E('q_widest_2024', 'faithful', 'en-GB glass',
  """HOT SHOP LOG — furnace F2, glory hole GH1
Five widest days of 2024, pulled like canes:
⟦24 Jan@D:2024-01-24⟧ ⟦585.5@row('2024-01-24').range⟧ · ⟦17 May@D:2024-05-17⟧ ⟦555.25@row('2024-05-17').range⟧ · ⟦31 May@D:2024-05-31⟧ ⟦541.5@row('2024-05-31').range⟧
⟦5 Jul@D:2024-07-05⟧ ⟦507.5@row('2024-07-05').range⟧ · ⟦1 May@D:2024-05-01⟧ ⟦484.5@row('2024-05-01').range⟧
Into the annealer 16:40. — Gaffer: Rhys"""),
E('q_widest_2024', 'faithful', 'pt-BR plough',
  """DIÁRIO DE ROTA — caminhão T09, rota R2
Saída 05:10 · retorno 10:05
Dia mais largo de 2024: ⟦24/01@D:2024-01-24⟧, amplitude de ⟦585,5@row('2024-01-24').range⟧ pontos (abertura ⟦17.188,75@row('2024-01-24').open⟧, fechamento ⟦16.672,75@row('2024-01-24').close⟧)
Quinto dos cinco: ⟦01/05@D:2024-05-01⟧, ⟦484,5@row('2024-05-01').range⟧
Neve pesada na ponte."""),
E('q_widest_2024', 'faithful', 'ja-JP cue',
  """ピット・キューシート ―「2024年 値幅トップ5」
Q3 ⟦1月24日@D:2024-01-24⟧：値幅 ⟦585.5@row('2024-01-24').range⟧（始値 ⟦17,188.75@row('2024-01-24').open⟧→終値 ⟦16,672.75@row('2024-01-24').close⟧）
Q4 ⟦5月17日@D:2024-05-17⟧：⟦555.25@row('2024-05-17').range⟧
Q5 ⟦7月5日@D:2024-07-05⟧：⟦507.5@row('2024-07-05').range⟧
指揮：佐藤"""),
E('q_widest_2024', 'wrong_column', 'ru-RU quilt',
  """КРУЖОК ЛОСКУТНОГО ШИТЬЯ — протокол, четверг
Присутствовали: Зина, Валя, Тамара
Широкие дни 2024: ⟦31 мая@D:2024-05-31⟧ диапазон ⟦541,5@row('2024-05-31').range⟧ п., закрытие ⟦14\u00a0933@row('2024-05-31').close~row('2024-05-31').open!⟧
Блок B2 готов. Следующая встреча в 19:00."""),
E('q_widest_2024', 'derived', 'fr-FR tea',
  """REGISTRE DE DÉGUSTATION — lot YN0124, Yunnan
⟦24 janvier@D:2024-01-24⟧ : ouverture ⟦17\u202f188,75@row('2024-01-24').open⟧, clôture ⟦16\u202f672,75@row('2024-01-24').close⟧
Soit ⟦516@row('2024-01-24').open-row('2024-01-24').close!⟧ points rendus dans la séance (calcul de ma part, absent du rapport)
Infusion 04:00. Note : terreux."""),
E('q_widest_2024', 'coincidental', 'zh-CN archery',
  """记分卡 · 靶位 T05 · 「2024 最宽五日」
E1 ⟦1月24日@D:2024-01-24⟧ ⟦585.5@row('2024-01-24').range⟧
E2 ⟦5月17日@D:2024-05-17⟧ ⟦555.25@row('2024-05-17').range⟧
E3 ⟦7月5日@D:2024-07-05⟧ ⟦543@row('2024-07-05').range!⟧
司线员签字：____"""),
# ---------------------------------------------------------------- q_last10_change
E('q_last10_change', 'faithful', 'es-ES cave',
  """LIBRETA DE TOPOGRAFÍA — sima NQ, ramal B
Últimas 10 sesiones, cierre − apertura:
Est. B1 ⟦20/12@D:2024-12-20⟧ ⟦−178,25@row('2024-12-20').change⟧ (la caída más honda)
Est. B2 ⟦23/12@D:2024-12-23⟧ ⟦+91@row('2024-12-23').change⟧ (la mayor subida)
Est. B3 ⟦02/01@D:2025-01-02⟧ ⟦−96,25@row('2025-01-02').change⟧
Equipo: Iñaki, Marta"""),
E('q_last10_change', 'faithful', 'fr-FR quilt',
  """ATELIER PATCHWORK — compte rendu du jeudi
Présentes : Odile, Paulette, Nadia
Dix dernières séances : la pire le ⟦20 décembre@D:2024-12-20⟧ (⟦−178,25@row('2024-12-20').change⟧), la meilleure le ⟦23 décembre@D:2024-12-23⟧ (⟦+91@row('2024-12-23').change⟧)
Moyenne : ⟦−57,8@stats.change.mean⟧ par séance
Bloc B3 terminé. Prochaine réunion à 19:00."""),
E('q_last10_change', 'faithful', 'ja-JP assay',
  """分析証明書 No. JA1220
試料：NQ 直近10営業日
⟦12月20日@D:2024-12-20⟧ 終値 ⟦8,979.25@row('2024-12-20').close⟧（変化 ⟦−178.25@row('2024-12-20').change⟧）
⟦1月2日@D:2025-01-02⟧ 終値 ⟦8,837.25@row('2025-01-02').close⟧（変化 ⟦−96.25@row('2025-01-02').change⟧）
分析者：高橋"""),
E('q_last10_change', 'wrong_sign', 'pl-PL ballet',
  """PLAN PRÓB — Balet NQ, sala B
10:00 lekcja
11:30 „Ostatnie 10 sesji”: ⟦23 grudnia@D:2024-12-23⟧ ⟦+91@row('2024-12-23').change⟧, ⟦30 grudnia@D:2024-12-30⟧ ⟦−69,25@row('2024-12-30').change!⟧, ⟦31 grudnia@D:2024-12-31⟧ ⟦−175,5@row('2024-12-31').change⟧
Baletmistrzyni: E. Nowak"""),
E('q_last10_change', 'miscomputed', 'pt-BR tea',
  """LIVRO DE PROVA DE CHÁ — lote CH2012, Darjeeling
⟦20/12@D:2024-12-20⟧: máxima ⟦9.207@row('2024-12-20').high⟧, mínima ⟦8.926,25@row('2024-12-20').low⟧
Amplitude: ⟦290,75@row('2024-12-20').high-row('2024-12-20').low!⟧ pontos
Variação no dia: ⟦−178,25@row('2024-12-20').change⟧
Infusão 03:00. Nota: adstringente."""),
E('q_last10_change', 'wrong_row', 'it-IT glass',
  """REGISTRO FORNACE — forno F3, bocca B1
Ultime 10 sedute, canna per canna:
⟦23/12@D:2024-12-23⟧ ⟦+91@row('2024-12-23').change⟧, la migliore
⟦31/12@D:2024-12-31⟧ ⟦−178,25@row('2024-12-31').change~row('2024-12-20').change!⟧
⟦02/01@D:2025-01-02⟧ ⟦−96,25@row('2025-01-02').change⟧
In tempera alle 16:30. — Maestro: Gino"""),
# ---------------------------------------------------------------- q_year_volume
E('q_year_volume', 'faithful', 'en-US cave',
  """CAVE SURVEY — Volume Series, by year
Stn Y1 2023: avg ⟦201,034@row(2023).mean_volume⟧ contracts/day over ⟦250@row(2023).count⟧ sessions
Stn Y2 2024: ⟦201,006@row(2024).mean_volume⟧ over ⟦252@row(2024).count⟧
Stn Y3 2025: ⟦201,902@row(2025).mean_volume⟧ (⟦1@row(2025).count⟧ session so far)
Sump at Y3; turned back."""),
E('q_year_volume', 'faithful', 'it-IT forage',
  """DIARIO DI RACCOLTA — faggeta F4
Volume medio giornaliero per anno:
2023: ⟦201.033,96@row(2023).mean_volume⟧ · 2024: ⟦201.006,37@row(2024).mean_volume⟧ (il più basso) · 2025: ⟦201.902@row(2025).mean_volume⟧ (una sola seduta)
Porcini pochi, finferli tanti. Rientro alle 13:00."""),
E('q_year_volume', 'faithful', 'de-DE glass',
  """GLASHÜTTE — Ofenbuch, Ofen O2
Mittleres Tagesvolumen: 2023 ⟦201.034@row(2023).mean_volume⟧ · 2024 ⟦201.006@row(2024).mean_volume⟧ · 2025 ⟦201.902@row(2025).mean_volume⟧ Kontrakte
Kaum Unterschied zwischen den Jahren.
Kühlofen ab 17:00. Meister: Kurt"""),
E('q_year_volume', 'wrong_year', 'zh-CN fencing',
  """击剑对阵记录 · 剑道 P3 · B 组
左：2023 · 右：2024
2023 日均成交量 ⟦201,034@row(2023).mean_volume⟧ 手，共 ⟦252@row(2023).count~row(2024).count!⟧ 个交易日
2024 日均 ⟦201,006@row(2024).mean_volume⟧ 手，三年中最低
裁判：刘"""),
E('q_year_volume', 'wrong_year', 'pt-BR ballet',
  """ESCALA DE ENSAIO — Balé NQ, sala B
10:00 aula
11:30 «Volume por ano»: 2023 com ⟦201.034@row(2023).mean_volume⟧ contratos/dia; 2024 com ⟦201.902@row(2024).mean_volume~row(2025).mean_volume!⟧
Sapatilhas prontas às 11:15."""),
E('q_year_volume', 'misrounded', 'pl-PL cue',
  """LISTA SYGNAŁÓW — kanał orkiestrowy, „Wolumen 2023–2024”
Q4 · po literze D: 2023 — ⟦201\u00a0034@row(2023).mean_volume⟧ kontraktów dziennie
Q5 · decrescendo: 2024 — ⟦201\u00a0007@row(2024).mean_volume!⟧, najniżej
Dyrygent: P. Zieliński"""),
# ---------------------------------------------------------------- q_rth_hour_volume
E('q_rth_hour_volume', 'faithful', 'pl-PL forage',
  """DZIENNIK GRZYBIARZA — bór sosnowy B2
Ostatnie 20 dni, wolumen w godzinach sesji:
15:00–15:59 — ⟦19\u00a0373@row('15').mean_volume⟧ (najwięcej)
16:00–16:59 — ⟦5808@row('16').mean_volume⟧ (najmniej)
Prawdziwki przy starej drodze. Powrót 14:00."""),
E('q_rth_hour_volume', 'faithful', 'zh-CN assay',
  """化验证书 编号 HY0520
样品：NQ 近20日 RTH 各小时平均成交量
最高为 15:00–15:59 时段，⟦19,373.22@row('15').mean_volume⟧ 手
最低为 16:00–16:59 时段，⟦5,808.33@row('16').mean_volume⟧ 手
化验员：周"""),
E('q_rth_hour_volume', 'faithful', 'nl-NL glass',
  """GLASBLAZERIJ — ovenlogboek, oven O1
Uurvolume RTH, laatste 20 dagen:
09:00 ⟦17.542@row('09').mean_volume⟧ · 15:00 ⟦19.373@row('15').mean_volume⟧ (drukste uur) · 16:00 ⟦5.808@row('16').mean_volume⟧ (stilste)
Koeloven om 17:30. — Meester: Joop"""),
E('q_rth_hour_volume', 'wrong_row', 'en-US ballet',
  """REHEARSAL CALL — NQ Ballet, Studio C · Friday
09:30 Warm-up
10:00 'RTH Hours' ensemble: busiest hour 15:00–15:59, avg ⟦17,542@row('15').mean_volume~row('09').mean_volume!⟧ contracts
11:00 Coda: 16:00–16:59, the quietest, ⟦5,808@row('16').mean_volume⟧
Ballet master: D. Hale"""),
E('q_rth_hour_volume', 'derived', 'ru-RU fencing',
  """ПРОТОКОЛ БОЯ — дорожка P1, группа A
Слева 15:00–15:59: ⟦19\u00a0373,2@row('15').mean_volume⟧ контракта · справа 16:00–16:59: ⟦5808,3@row('16').mean_volume⟧
Разрыв ⟦13\u00a0564,9@row('15').mean_volume-row('16').mean_volume!⟧ — моя арифметика, в отчёте её нет
Итог: V5 слева. Судья: А. Кравец"""),
E('q_rth_hour_volume', 'wrong_unit', 'fr-FR plough',
  """CARNET DE TOURNÉE — chasse-neige C4, circuit R9
Sortie 04:45 · retour 09:30
Heure la plus chargée : 15:00–15:59, ⟦19\u202f373@row('15').mean_volume⟧ contrats
16:00–16:59 : ⟦5\u202f808,33@row('16').mean_volume~row('16').mean_volume!⟧ t de sel
Congères au col, lame changée.""", unit_note='contracts quoted as tonnes'),
]
