"""Market-data queries, part 1 (q_range_last20 ... q_rth_hour_volume). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- q_range_last20
E('q_range_last20', 'invented', 'en-GB patter',
  """Ladies and gentlemen, a volunteer from the front row, please!
Think of the last 20 sessions… shuffle them… cut the deck.
And the average daily range, high minus low, is… ⟦172.8@value!⟧ points!
Nothing up my sleeve. A round of applause!"""),
E('q_range_last20', 'misrounded', 'zh-CN logbook',
  """飞行记录本 · 机长：李
机型 A320 · 注册号 B-NQ20
航段：近20个交易日
平均颠簸幅度（最高−最低）：⟦187@value!⟧ 点
备注：气流不稳，全程系好安全带"""),
E('q_range_last20', 'derived', 'nl-NL rulebook',
  """SPELREGELS — „Twintig Dagen Bereik”
Doel: raad het gemiddelde dagbereik (hoog − laag) van de laatste 20 dagen: ⟦187,6@value⟧ punten.
Bonusvraag: hoe ver ligt de top gemiddeld boven het midden? De helft daarvan, ⟦93,8@value/2!⟧ punten (zelf gedeeld door twee, niet uit het rapport).
Wie het dichtst zit, wint."""),
E('q_range_last20', 'faithful', 'en-US sleeve',
  """SIDE A — "Twenty Sessions" (LP, 2025 pressing)
A1 High Minus Low (average daily range: ⟦187.6@value⟧ pts)
A2 Last ⟦20@R.source_row_count⟧ Days
Liner notes: recorded live on the NQ floor, no overdubs."""),
E('q_range_last20', 'faithful', 'es-ES carelabel',
  """ETIQUETA DE CUIDADO — Prenda «Rango 20 días»
Composición: ⟦20@R.summary.rows_scanned⟧ sesiones
Rango medio diario (máximo − mínimo): ⟦187,6@value⟧ puntos
No lavar en seco · No planchar · Secar a la sombra
Hecho en NQ"""),
E('q_range_last20', 'faithful', 'fr-FR qsl',
  """CARTE QSL — F8NQX à DL0NQ
Confirmation de notre QSO
Rapport : amplitude moyenne (haut − bas) sur les 20 dernières séances = ⟦187,6@value⟧ points
Mode : FT8 · Merci pour le contact, amitiés"""),
# ---------------------------------------------------------------- q_range_stats_2024
E('q_range_stats_2024', 'wrong_column', 'pt-BR summit',
  """LIVRO DE CUME — Pico NQ 2024
Subida registrada em ⟦252@count⟧ pregões.
Ponto mais alto (amplitude máxima): ⟦585,5@max_range⟧ pontos
Mediana da amplitude: ⟦274,44@median_range~mean_range!⟧ pontos
Tempo: ventania. Assinado: Rafa e Bia"""),
E('q_range_stats_2024', 'wrong_unit', 'zh-CN sleeve',
  """黑胶唱片封套说明 ·《2024 每日振幅》
A1 平均 ⟦274.4@mean_range⟧ 点
A2 中位数 ⟦267.25@median_range⟧ 点
B1 最窄的一天：⟦116.5@min_range~min_range!⟧美元
B2 最宽的一天：⟦585.5@max_range⟧ 点
录制：NQ录音室，整张专辑共⟦252@count⟧个交易日""", unit_note='points quoted as US dollars'),
E('q_range_stats_2024', 'coincidental', 'es-ES rulebook',
  """REGLAMENTO — «El Rango de 2024» (juego de cartas)
Cada jugador roba ⟦252@count⟧ cartas, una por sesión.
Carta más alta: ⟦585,5@max_range⟧ · más baja: ⟦116,5@min_range⟧
Mediana de la baraja: ⟦272@median_range!⟧ puntos
Gana quien adivine la media: ⟦274,4@mean_range⟧."""),
E('q_range_stats_2024', 'faithful', 'it-IT carelabel',
  """ETICHETTA DI MANUTENZIONE — Capo «Escursione 2024»
Media: ⟦274,44@mean_range⟧ pt · Mediana: ⟦267,25@median_range⟧ pt
Estremi: ⟦116,5@min_range⟧ / ⟦585,5@max_range⟧ pt
Lavare a mano · Non candeggiare · Non stirare"""),
E('q_range_stats_2024', 'faithful', 'en-US sewing',
  """PATTERN NQ24 — "Daily Range" Dress, View A
Fabric: ⟦252@count⟧ sessions of 2024
Average width (high − low): ⟦274.4@mean_range⟧ pts; median ⟦267.25@median_range⟧
Widest panel ⟦585.5@max_range⟧, narrowest ⟦116.5@min_range⟧
Finish seams before hemming."""),
E('q_range_stats_2024', 'faithful', 'fr-FR qsl',
  """CARTE QSL — de F5NQR
Vos signaux, exercice 2024 :
amplitude moyenne ⟦274,4@mean_range⟧ pts, médiane ⟦267,25@median_range⟧ pts
max ⟦585,5@max_range⟧ · min ⟦116,5@min_range⟧ · ⟦252@count⟧ séances
Merci pour le contact. Amitiés de F5NQR"""),
# ---------------------------------------------------------------- q_dow_range_2024
E('q_dow_range_2024', 'wrong_unit', 'es-ES sewing',
  """PATRÓN DE COSTURA NQ — Falda «Semana 2024»
Ancho medio por día (máximo − mínimo):
lunes ⟦269,4@row('Monday').mean_range⟧ pts · martes ⟦272,2@row('Tuesday').mean_range⟧ pts
miércoles, la pieza más ancha: ⟦278,7@row('Wednesday').mean_range~row('Wednesday').mean_range!⟧ %
Hilvanar antes de coser.""", unit_note='points quoted as a percent'),
E('q_dow_range_2024', 'miscomputed', 'zh-CN summit',
  """登顶记录簿 · NQ峰 2024
最高营地：周三，平均振幅 ⟦278.675@row('Wednesday').mean_range⟧ 点
对比周二的 ⟦272.17@row('Tuesday').mean_range⟧ 点，周三高出 ⟦5.51@row('Wednesday').mean_range-row('Tuesday').mean_range!⟧ 点
天气：晴，风大。签名：老周"""),
E('q_dow_range_2024', 'derived', 'nl-NL patter',
  """Dames en heren, kies een dag, welke dag dan ook…
Maandag? De rustigste: ⟦269,41@row('Monday').mean_range⟧ punten.
Woensdag? De wildste: ⟦278,675@row('Wednesday').mean_range⟧!
En het gemiddelde van alle vijf dagen, zelf uitgerekend, geen truc: ⟦274,41@sum(r.mean_range for r in T)/5!⟧.
Applaus!"""),
E('q_dow_range_2024', 'faithful', 'ja-JP carelabel',
  """取扱い表示　NQ 2024年モデル
曜日別の平均値幅（高値−安値）
月 ⟦269.4@row('Monday').mean_range⟧ · 火 ⟦272.2@row('Tuesday').mean_range⟧ · 水 ⟦278.7@row('Wednesday').mean_range⟧ · 木 ⟦273.5@row('Thursday').mean_range⟧ · 金 ⟦278.3@row('Friday').mean_range⟧
最も広いのは水曜日。手洗い・陰干し"""),
E('q_dow_range_2024', 'faithful', 'it-IT pacenotes',
  """PS NQ 2024 — note del navigatore
lunedì ⟦269,4@row('Monday').mean_range⟧, dolce… martedì ⟦272,2@row('Tuesday').mean_range⟧, SX4 lungo
mercoledì ⟦278,7@row('Wednesday').mean_range⟧ — il più largo, attenzione!
venerdì quasi uguale, ⟦278,3@row('Friday').mean_range⟧, dopo il dosso DX3 chiude"""),
E('q_dow_range_2024', 'faithful', 'fr-FR logbook',
  """CARNET DE VOL — F-GNQX, DR400
Vol « semaine 2024 » · turbulence moyenne par jour (plus haut − plus bas)
lun. ⟦269,4@row('Monday').mean_range⟧ · mar. ⟦272,2@row('Tuesday').mean_range⟧ · mer. ⟦278,7@row('Wednesday').mean_range⟧ · jeu. ⟦273,5@row('Thursday').mean_range⟧ · ven. ⟦278,3@row('Friday').mean_range⟧
Remarque : mercredi le plus agité, lundi le plus calme."""),
# ---------------------------------------------------------------- q_month_up_2023
E('q_month_up_2023', 'wrong_row', 'ja-JP summit',
  """山頂記帳簿　NQ岳（2023年）
登頂者：田中
最も晴れた月：9月、上昇日の割合 ⟦68.2%@row('September').pct_up*100~row('October').pct_up*100!⟧
最も荒れた月：11月、⟦38.1%@row('November').pct_up*100⟧
天候：快晴のち霧"""),
E('q_month_up_2023', 'wrong_unit', 'es-ES obituary',
  """ESQUELA
Diciembre de 2023 nos ha dejado.
Cerró al alza solo el ⟦0,45 %@row('December').pct_up*100~row('December').pct_up!⟧ de sus sesiones; su hermano septiembre, el ⟦70 %@row('September').pct_up*100⟧.
Sus hermanos enero, febrero y los demás lo recuerdan con cariño.
D. E. P.""", unit_note='fraction quoted as a percent'),
E('q_month_up_2023', 'misrounded', 'fr-FR carelabel',
  """ÉTIQUETTE D'ENTRETIEN — Modèle « Mois 2023 »
Séances haussières : septembre : ⟦70 %@row('September').pct_up*100⟧, octobre : ⟦68,1 %@row('October').pct_up*100!⟧
Novembre, le plus fragile : ⟦38,1 %@row('November').pct_up*100⟧
Lavage à la main · Ne pas essorer · Séchage à plat"""),
E('q_month_up_2023', 'faithful', 'ru-RU audioguide',
  """🎧 Аудиогид, зал B3 — «Месяцы 2023 года»
Перед вами сентябрь: ⟦70 %@row('September').pct_up*100⟧ дней закрылись ростом — рекорд года.
Справа ноябрь, самый хмурый: ⟦38,1 %@row('November').pct_up*100⟧.
Чтобы продолжить, нажмите зелёную кнопку."""),
E('q_month_up_2023', 'faithful', 'zh-CN patter',
  """各位观众，请随便抽一张月份牌！
9月？上涨日占比 ⟦70%@row('September').pct_up*100⟧——全年最高！
11月？只有 ⟦38.1%@row('November').pct_up*100⟧——全年最低。
1月也不错：⟦60%@row('January').pct_up*100⟧。见证奇迹的时刻到了！"""),
E('q_month_up_2023', 'faithful', 'pl-PL pacenotes',
  """OS NQ 2023 — opis trasy
wrzesień: ⟦70 %@row('September').pct_up*100⟧ dni wzrostowych, szybko, płasko
październik: ⟦68,2 %@row('October').pct_up*100⟧, trzyma
listopad: ⟦38,1 %@row('November').pct_up*100⟧ — uwaga, dziury! L3 zacieśnia
meta lotna"""),
# ---------------------------------------------------------------- q_widest_2024
E('q_widest_2024', 'wrong_column', 'en-GB summit',
  """SUMMIT REGISTER — NQ Pike, 2024 ascents
⟦24 Jan@D:2024-01-24⟧: widest day, ⟦585.5@row('2024-01-24').range⟧ pts top to bottom.
⟦31 May@D:2024-05-31⟧: ⟦541.5@row('2024-05-31').range⟧ pts; closed at ⟦14,933@row('2024-05-31').close~row('2024-05-31').open!⟧.
Conditions: gusty. Five entries this year. — M. Hart"""),
E('q_widest_2024', 'wrong_row', 'zh-CN firedrill',
  """消防演练报告 · NQ大楼 2024
第三次警报：⟦5月31日@D:2024-05-31⟧，振幅 ⟦555.25@row('2024-05-31').range~row('2024-05-17').range!⟧ 点
警报 09:30，全员撤离 09:41
最严重一次：⟦1月24日@D:2024-01-24⟧，振幅 ⟦585.5@row('2024-01-24').range⟧ 点
集合点：停车场。负责人：王"""),
E('q_widest_2024', 'derived', 'it-IT qsl',
  """QSL — IK2NQX a DL0NQ
QSO del ⟦24/01/2024@D:2024-01-24⟧, la giornata più ampia del 2024: ⟦585,5@row('2024-01-24').range⟧ punti
Apertura ⟦17.188,75@row('2024-01-24').open⟧, chiusura ⟦16.672,75@row('2024-01-24').close⟧: saldo ⟦−516@row('2024-01-24').close-row('2024-01-24').open!⟧ punti (differenza calcolata da me)
Grazie per il collegamento!"""),
E('q_widest_2024', 'faithful', 'fr-FR patter',
  """Mesdames et messieurs, cinq cartes, cinq journées folles de 2024 !
La plus large ? Le ⟦24 janvier@D:2024-01-24⟧ : ⟦585,5@row('2024-01-24').range⟧ points d'amplitude !
La cinquième ? Le ⟦01/05@D:2024-05-01⟧ : ⟦484,5@row('2024-05-01').range⟧.
Moyenne du paquet : ⟦534,85@stats.range.mean⟧. Abracadabra !"""),
E('q_widest_2024', 'faithful', 'pt-BR logbook',
  """DIÁRIO DE BORDO — PP-NQX, C152
⟦17/05/2024@D:2024-05-17⟧ — turbulência de ⟦555,25@row('2024-05-17').range⟧ pts (abertura ⟦15.998,25@row('2024-05-17').open⟧, fechamento ⟦15.675@row('2024-05-17').close⟧)
⟦05/07/2024@D:2024-07-05⟧ — ⟦507,5@row('2024-07-05').range⟧ pts
Obs.: pouso sem novidades."""),
E('q_widest_2024', 'faithful', 'de-DE pacenotes',
  """WP NQ 2024 — Aufschrieb
⟦24.01.@D:2024-01-24⟧ — ⟦585,5@row('2024-01-24').range⟧ breit, schließt bei ⟦16.672,75@row('2024-01-24').close⟧, R4 zu!
⟦17.05.@D:2024-05-17⟧ — ⟦555,25@row('2024-05-17').range⟧, L3 lang
⟦31.05.@D:2024-05-31⟧ — ⟦541,5@row('2024-05-31').range⟧, Kuppe, nicht schneiden"""),
# ---------------------------------------------------------------- q_last10_change
E('q_last10_change', 'wrong_sign', 'zh-CN firedrill',
  """消防演练记录 · 最近十个交易日
⟦12月30日@D:2024-12-30⟧ 演练：收盘减开盘 ⟦−69.25@row('2024-12-30').change!⟧ 点
最严重：⟦12月20日@D:2024-12-20⟧，⟦−178.25@row('2024-12-20').change⟧ 点
十日平均 ⟦−57.8@stats.change.mean⟧ 点
评估：合格。安全员：赵"""),
E('q_last10_change', 'wrong_column', 'nl-NL sewing',
  """NAAIPATROON NQ — „Jaareinde”
Stof: de laatste ⟦10@R.summary.rows⟧ sessies
⟦31 december@D:2024-12-31⟧: knippen op slotkoers ⟦8.929,5@row('2024-12-31').close~row('2024-12-31').low!⟧, verlies ⟦175,5@row('2024-12-31').change|neg⟧ punten
⟦2 januari@D:2025-01-02⟧: ⟦−96,25@row('2025-01-02').change⟧
Naden eerst rijgen."""),
E('q_last10_change', 'coincidental', 'es-ES logbook',
  """CUADERNO DE VUELO — EC-NQX, PA28
⟦18 de diciembre@D:2024-12-18⟧: descenso de apertura a cierre ⟦−177@row('2024-12-18').change!⟧ puntos
⟦23 de diciembre@D:2024-12-23⟧: ascenso ⟦+91@row('2024-12-23').change⟧, el mejor tramo
Media de los ⟦10@R.summary.rows⟧ tramos: ⟦−57,8@stats.change.mean⟧
Observaciones: aterrizaje duro."""),
E('q_last10_change', 'faithful', 'en-GB qsl',
  """QSL CARD — G4NQX to W1NQ
Confirming our QSO of ⟦20 Dec 2024@D:2024-12-20⟧: worst session of the ten, close − open ⟦−178.25@row('2024-12-20').change⟧ pts.
Best was ⟦23 Dec@D:2024-12-23⟧ at ⟦+91@row('2024-12-23').change⟧. Mean of the ten: ⟦−57.8@stats.change.mean⟧.
Pse QSL via bureau. Cheers, Tom"""),
E('q_last10_change', 'faithful', 'de-DE patter',
  """Meine Damen und Herren, zehn Karten, zehn Sitzungen!
Die erste: ⟦18.12.@D:2024-12-18⟧ — minus ⟦173@row('2024-12-18').change|neg⟧ Punkte.
Die letzte: ⟦02.01.2025@D:2025-01-02⟧ — ⟦−96,25@row('2025-01-02').change⟧.
Und die beste Karte, ⟦23.12.@D:2024-12-23⟧: ⟦+91@row('2024-12-23').change⟧! Simsalabim!"""),
E('q_last10_change', 'faithful', 'ja-JP sleeve',
  """LPライナーノーツ『ラスト・テン・セッションズ』
A1「⟦12月18日@D:2024-12-18⟧」 ⟦−173@row('2024-12-18').change⟧
A2「⟦12月20日@D:2024-12-20⟧」 ⟦−178.25@row('2024-12-20').change⟧（最大の下落）
B1「⟦12月23日@D:2024-12-23⟧」 ⟦+91@row('2024-12-23').change⟧（最大の上昇）
B5「⟦1月2日@D:2025-01-02⟧」 ⟦−96.25@row('2025-01-02').change⟧
平均 ⟦−57.8@stats.change.mean⟧"""),
# ---------------------------------------------------------------- q_year_volume
E('q_year_volume', 'wrong_year', 'pl-PL patter',
  """Proszę państwa, wybierzcie rok!
Rok 2023: średnio ⟦201\u00a0034@row(2023).mean_volume⟧ kontraktów dziennie.
Rok 2024: ⟦201\u00a0902@row(2024).mean_volume~row(2025).mean_volume!⟧ — hokus-pokus!
A rok 2025? Tylko ⟦1@row(2025).count⟧ sesja. Brawa!"""),
E('q_year_volume', 'wrong_year', 'en-GB sewing',
  """PATTERN NQ-VOL — Jacket, three views
View 2023: ⟦250@row(2023).count⟧ sessions, average ⟦201,034@row(2023).mean_volume⟧ contracts a day
View 2024: ⟦250@row(2024).count~row(2023).count!⟧ sessions, average ⟦201,006@row(2024).mean_volume⟧
View 2025: a single day, ⟦201,902@row(2025).mean_volume⟧
Press all seams open."""),
E('q_year_volume', 'derived', 'de-DE firedrill',
  """BRANDSCHUTZÜBUNG — Protokoll, Gebäude NQ
Durchschnittlich evakuierte Personen pro Tag (= Kontrakte):
2023: ⟦201.034@row(2023).mean_volume⟧ · 2024: ⟦201.006@row(2024).mean_volume⟧ · 2025: ⟦201.902@row(2025).mean_volume⟧
Differenz 2025 zu 2023: ⟦+868@row(2025).mean_volume-row(2023).mean_volume!⟧ (selbst gerechnet)
Sammelplatz: Parkplatz Nord. Brandschutzhelfer: K. Vogt"""),
E('q_year_volume', 'faithful', 'fr-FR sleeve',
  """NOTES DE POCHETTE — « Volume », coffret en trois disques
Disque 2023 : ⟦201\u202f034@row(2023).mean_volume⟧ contrats par séance en moyenne (⟦250@row(2023).count⟧ séances)
Disque 2024 : ⟦201\u202f006@row(2024).mean_volume⟧ (⟦252@row(2024).count⟧ séances)
Disque 2025 : un seul titre, ⟦201\u202f902@row(2025).mean_volume⟧
Pressage stéréo, NQ Records"""),
E('q_year_volume', 'faithful', 'en-US qsl',
  """QSL — K1NQX to DL0NQ
Average daily volume by year (contracts):
2023 ⟦201,034@row(2023).mean_volume⟧ · 2024 ⟦201,006@row(2024).mean_volume⟧ · 2025 ⟦201,902@row(2025).mean_volume⟧ (one session only)
2023 and 2024 practically level.
TNX FER QSO"""),
E('q_year_volume', 'faithful', 'ru-RU pacenotes',
  """СУ NQ — стенограмма
2023: ⟦201\u00a0034@row(2023).mean_volume⟧ в среднем, ровно
2024: ⟦201\u00a0006@row(2024).mean_volume⟧, почти то же самое, правый длинный
2025: ⟦201\u00a0902@row(2025).mean_volume⟧, одна сессия, внимание, трамплин
финиш"""),
# ---------------------------------------------------------------- q_rth_hour_volume
E('q_rth_hour_volume', 'wrong_row', 'pt-BR sleeve',
  """CONTRACAPA — LP "Pregão ao Vivo" (RTH, últimos 20 dias)
A1 15:00 — ⟦19.373,2@row('15:00').mean_volume⟧ contratos/hora, o sucesso do disco
A2 09:00 — ⟦17.542@row('09:00').mean_volume⟧
B2 13:00 — ⟦13.300,2@row('13:00').mean_volume~row('14:00').mean_volume!⟧
B4 16:00 — ⟦5.808,3@row('16:00').mean_volume⟧, a faixa mais calma"""),
E('q_rth_hour_volume', 'miscomputed', 'ru-RU summit',
  """КНИГА ВОСХОЖДЕНИЙ — пик NQ, сессия RTH
Вершина дня — час 15:00: ⟦19\u00a0373@row('15:00').mean_volume⟧ контрактов в среднем.
Подножие — 16:00: ⟦5808@row('16:00').mean_volume⟧.
Вершина выше подножия в ⟦3,6@row('15:00').mean_volume/row('16:00').mean_volume!⟧ раза.
Погода: ясно. Подпись: Игорь"""),
E('q_rth_hour_volume', 'coincidental', 'fr-FR rulebook',
  """RÈGLE DU JEU — « L'Heure de Pointe » (séance RTH)
Mise en place : ⟦8@R.summary.rows⟧ cartes Heure, de 09:00 à 16:00.
La carte 15:00 vaut ⟦19\u202f373@row('15:00').mean_volume⟧ contrats ; la 11:00, ⟦13\u202f398@row('11:00').mean_volume!⟧.
La carte 16:00 (⟦5808@row('16:00').mean_volume⟧) fait perdre la manche.
Fin de partie : le plus gros volume l'emporte."""),
E('q_rth_hour_volume', 'faithful', 'pl-PL logbook',
  """KSIĄŻKA LOTÓW — SP-NQX, C172
Sesja RTH, ostatnie 20 dni — średni wolumen na godzinę:
09:00 ⟦17\u00a0542@row('09:00').mean_volume⟧ · 15:00 ⟦19\u00a0373@row('15:00').mean_volume⟧ (szczyt) · 16:00 ⟦5808@row('16:00').mean_volume⟧ (najmniej)
Uwagi: lądowanie o 16:00 spokojne."""),
E('q_rth_hour_volume', 'faithful', 'it-IT firedrill',
  """RAPPORTO PROVA DI EVACUAZIONE — Sala contrattazioni NQ
Orario di punta: 15:00, in media ⟦19.373@row('15:00').mean_volume⟧ contratti
Secondo picco: 09:00, ⟦17.542@row('09:00').mean_volume⟧
Uscita più tranquilla: 16:00, ⟦5.808@row('16:00').mean_volume⟧
Punto di raccolta: cortile. Firmato: R. Conti"""),
E('q_rth_hour_volume', 'faithful', 'es-ES audioguide',
  """🎧 Audioguía — Sala C2, «Las horas de la sesión»
Fíjese en la pieza central: las 15:00, con ⟦19.373@row('15:00').mean_volume⟧ contratos de media por hora.
A su izquierda, las 10:00: ⟦14.523@row('10:00').mean_volume⟧. Al fondo, las 16:00, apenas ⟦5808@row('16:00').mean_volume⟧.
Pulse la tecla verde para continuar."""),
]
