"""Market-data queries, part 1 (q_range_last20 ... q_rth_hour_volume). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

W = "row('Wednesday').mean_range"
MO = "row('Monday').mean_range"

ENTRIES = [
# ---------------------------------------------------------------- q_range_last20
E('q_range_last20', 'invented', 'pl-PL cocktail',
  """KARTA KOKTAJLU — „Ostatnie 20 sesji”
Szkło: coupe · Lód: brak
Baza: średni dzienny zakres NQ ⟦203,4@value!⟧ pkt (max − min)
Dodatki: kropla angostury, skórka cytryny
Metoda: wstrząśnij mocno, przecedź podwójnie."""),
E('q_range_last20', 'misrounded', 'en-US bonsai',
  """BONSAI JOURNAL — Japanese maple "NQ"
Checked the last 20 sessions: the daily range (high − low) averaged ⟦187@value!⟧ points.
Leaf spread steady, no pinching needed.
Water every morning; wire again after leaf fall."""),
E('q_range_last20', 'wrong_unit', 'zh-CN glacier',
  """冰川测量记录 · NQ 冰川 A 线
测桩 A1–A4 已复测
近20个交易日平均日振幅（最高−最低）：⟦187.6@value~value!⟧ 米
天气：14:00 后起雾，提前收队。
记录人：陈工""", unit_note='points quoted as metres'),
E('q_range_last20', 'faithful', 'fr-FR pawn',
  """RECONNAISSANCE DE GAGE — n° PG0412
Objet : amplitude journalière moyenne du NQ, ⟦20@R.source_row_count⟧ dernières séances
Estimation : ⟦187,6@value⟧ points (plus haut − plus bas)
À retirer sous trois mois, faute de quoi l'objet sera vendu."""),
E('q_range_last20', 'faithful', 'ja-JP postcard',
  """NQ高原より ご挨拶
直近20日の一日の値幅（高値−安値）は平均 ⟦187.6@value⟧ ポイントでした。
こちらは毎日よく晴れています。
また書きます。 ゆき"""),
E('q_range_last20', 'faithful', 'es-ES windtunnel',
  """HOJA DE ENSAYO — túnel TV2, maqueta «NQ»
Serie: últimas ⟦20@R.source_row_count⟧ sesiones
Lectura: rango diario medio (máx. − mín.) ⟦187,6@value⟧ puntos
Estado del túnel: normal. Técnico: R. Vidal"""),
# ---------------------------------------------------------------- q_range_stats_2024
E('q_range_stats_2024', 'wrong_column', 'de-DE bonsai',
  """BONSAI-TAGEBUCH — Wacholder „NQ 2024“
Jahresbilanz der Tagesspanne (Hoch − Tief), ⟦252@count⟧ Handelstage:
Median ⟦274,4@median_range~mean_range!⟧ · größte ⟦585,5@max_range⟧ · kleinste ⟦116,5@min_range⟧ Punkte
Im Frühjahr umtopfen, Draht lösen."""),
E('q_range_stats_2024', 'derived', 'zh-CN overdue',
  """逾期通知 · NQ 公共图书馆
借阅项目：《2024 日振幅统计》
最大 ⟦585.5@max_range⟧ 点，最小 ⟦116.5@min_range⟧ 点，两者相差 ⟦469@max_range-min_range!⟧ 点（我自己算的，报告里没有）
请尽快归还或续借。"""),
E('q_range_stats_2024', 'misrounded', 'en-US rowing',
  """ROWING LOG — session S14, NQ 2024 block
Time 45:00 · steady state
Avg daily range ⟦274.5@mean_range!⟧ pts over ⟦252@count⟧ sessions
Peak ⟦585.5@max_range⟧ · low ⟦116.5@min_range⟧ · median ⟦267.25@median_range⟧
Felt strong. Stretch after."""),
E('q_range_stats_2024', 'faithful', 'it-IT drumtab',
  """TABLATURA BATTERIA — «Escursione 2024»
HH |x-x-x-x-x-x-x-x-|
SD |----o-------o---|
BD |o-----o-o-------|
Media ⟦274,44@mean_range⟧ · mediana ⟦267,25@median_range⟧ · max ⟦585,5@max_range⟧ · min ⟦116,5@min_range⟧ (punti)"""),
E('q_range_stats_2024', 'faithful', 'nl-NL triage',
  """TRIAGEBORD — SEH, dienst B · bijgewerkt 07:45
BED | CASUS | CAT | NOTITIE
K1 | gem. dagrange 2024 | P3 | ⟦274,4@mean_range⟧ pt
K2 | wildste dag | P1 | ⟦585,5@max_range⟧ pt
K3 | rustigste dag | P3 | ⟦116,5@min_range⟧ pt"""),
E('q_range_stats_2024', 'faithful', 'ru-RU slate',
  """ХЛОПУШКА — фильм «NQ 2024»
ROLL A004 · SC12_T2 · CAM A
Средний дневной размах: ⟦274,44@mean_range⟧ п.
Медиана: ⟦267,25@median_range⟧ · торговых дней: ⟦252@count⟧
Реж.: Т. Орлова · TC 01:00:12:08"""),
# ---------------------------------------------------------------- q_dow_range_2024
E('q_dow_range_2024', 'wrong_row', 'ja-JP slate',
  """カチンコ ― 作品「曜日別レンジ 2024」
ROLL B002 · SC5_T1 · CAM B
最も値幅が大きい曜日：水曜、平均 ⟦278.26@""" + W + """~row('Friday').mean_range!⟧ ポイント
最も小さい曜日：月曜、⟦269.41@""" + MO + """⟧
監督：佐藤"""),
E('q_dow_range_2024', 'coincidental', 'en-US windtunnel',
  """WIND TUNNEL TEST SHEET — tunnel WT2, model "Weekday NQ 2024"
RUN | CONFIG | MEAN RANGE (pts)
R01 | Monday | ⟦269.41@""" + MO + """⟧
R02 | Tuesday | ⟦269.6@row('Tuesday').mean_range!⟧
R03 | Wednesday | ⟦278.7@""" + W + """⟧ (peak)
Tech: A. Sato"""),
E('q_dow_range_2024', 'miscomputed', 'it-IT bonsai',
  """DIARIO BONSAI — ginepro «NQ 2024»
Mercoledì il giorno più agitato: escursione media ⟦278,7@""" + W + """⟧ punti.
Lunedì il più calmo: ⟦269,41@""" + MO + """⟧.
Differenza tra i due: ⟦8,27@""" + W + '-' + MO + """!⟧ punti.
Annaffiare a giorni alterni."""),
E('q_dow_range_2024', 'faithful', 'pt-BR overdue',
  """AVISO DE ATRASO — Biblioteca NQ
Obra: «Amplitude por dia da semana, 2024»
Quarta-feira: ⟦278,7@""" + W + """⟧ pts (a maior) · segunda: ⟦269,4@""" + MO + """⟧ pts (a menor)
Devolva ou renove no balcão."""),
E('q_dow_range_2024', 'faithful', 'en-GB ringmaster',
  """LADIES AND GENTLEMEN! In the centre ring — WEDNESDAY, the wildest weekday of 2024, swinging ⟦278.7@""" + W + """⟧ points a day!
And in the far corner, gentle MONDAY at a mere ⟦269.4@""" + MO + """⟧!
Hold on to your hats!"""),
E('q_dow_range_2024', 'faithful', 'zh-CN drumtab',
  """鼓谱 · 《星期节奏 2024》
HH |x-x-x-x-x-x-x-x-|
SD |----o-------o---|
BD |o-------o-o-----|
周一 ⟦269.41@""" + MO + """⟧ · 周二 ⟦272.17@row('Tuesday').mean_range⟧ · 周三 ⟦278.675@""" + W + """⟧ · 周四 ⟦273.53@row('Thursday').mean_range⟧ · 周五 ⟦278.26@row('Friday').mean_range⟧（平均振幅，点）"""),
# ---------------------------------------------------------------- q_month_up_2023
E('q_month_up_2023', 'wrong_row', 'en-US drumtab',
  """DRUM TAB — "Up Months 2023"
HH |x-x-x-x-x-x-x-x-|
SD |----o-------o---|
BD |o-------o-------|
Loud bar: September, ⟦70%@row('September').pct_up*100⟧ of days up
Quiet bar: November, ⟦39.1%@row('November').pct_up*100~row('August').pct_up*100!⟧"""),
E('q_month_up_2023', 'invented', 'es-ES postcard',
  """¡Saludos desde NQ-sur-Mer!
Aquí, en 2023, marzo cerró al alza el ⟦64 %@row('March').pct_up*100!⟧ de los días; septiembre, el mejor, un ⟦70 %@row('September').pct_up*100⟧.
Hace un sol espléndido. ¡Ojalá estuvieras aquí!
Besos, Lucía"""),
E('q_month_up_2023', 'derived', 'pt-BR glacier',
  """NOTAS DE LEVANTAMENTO — geleira NQ, 2023
Estaca E1: setembro, ⟦70 %@row('September').pct_up*100⟧ dos dias em alta (o máximo)
Estaca E2: novembro, ⟦38,1 %@row('November').pct_up*100⟧ (o mínimo)
Média simples dos doze meses: ⟦51,2 %@sum(r.pct_up for r in T)/12*100!⟧ — conta minha, não está no relatório
Neblina às 15:00; descida pela crista norte."""),
E('q_month_up_2023', 'faithful', 'de-DE windtunnel',
  """WINDKANALPROTOKOLL — Kanal WK1, Modell „Monate 2023“
Lauf L09 · September: ⟦70 %@row('September').pct_up*100⟧ Aufwärtstage (Spitzenwert)
Lauf L10 · Oktober: ⟦68,2 %@row('October').pct_up*100⟧
Lauf L11 · November: ⟦38,1 %@row('November').pct_up*100⟧ (Minimum)
Prüfer: K. Lang"""),
E('q_month_up_2023', 'faithful', 'ru-RU bonsai',
  """ДНЕВНИК БОНСАЙ — сосна «NQ 2023»
Сентябрь: ⟦70 %@row('September').pct_up*100⟧ дней с ростом, лучший месяц.
Январь: ⟦60 %@row('January').pct_up*100⟧. Ноябрь худший: ⟦38,1 %@row('November').pct_up*100⟧.
Полив через день, подкормка весной."""),
E('q_month_up_2023', 'faithful', 'fr-FR rowing',
  """JOURNAL D'AVIRON — séance S07, ergo « Mois 2023 »
Temps 30:00 · cadence régulière
Meilleur mois : septembre, ⟦70\u202f%@row('September').pct_up*100⟧ de séances en hausse
Pire : novembre, ⟦38,1\u202f%@row('November').pct_up*100⟧
Étirements après."""),
# ---------------------------------------------------------------- q_widest_2024
E('q_widest_2024', 'wrong_column', 'pt-BR pawn',
  """CAUTELA DE PENHOR — nº CP0124
Bem: o dia mais largo de 2024, ⟦24/01@D:2024-01-24⟧
Amplitude ⟦585,5@T[0].range⟧ pts · abertura ⟦16.672,75@T[0].open~T[0].close!⟧
Resgate em até três meses; depois disso, leilão."""),
E('q_widest_2024', 'coincidental', 'ja-JP cocktail',
  """スペックカード ―「2024年 最大値幅」
グラス：クープ · 氷なし
ベース：⟦1月24日@D:2024-01-24⟧ 値幅 ⟦585.5@T[0].range⟧ ポイント
アクセント：⟦5月31日@D:2024-05-31⟧ 値幅 ⟦557@T[2].range!⟧ ポイント
シェイクして、レモンピールを添える。"""),
E('q_widest_2024', 'wrong_row', 'pl-PL postcard',
  """Pozdrowienia z NQ-Zdroju!
Najszerszy dzień 2024: ⟦24 stycznia@D:2024-01-24⟧, aż ⟦585,5@T[0].range⟧ pkt.
Piąty w kolejce, ⟦1 maja@D:2024-05-01⟧: zakres ⟦484,5@T[4].range⟧, zamknięcie ⟦13\u00a0151,75@T[4].close~T[3].close!⟧.
Pogoda cudna. Całuję, Ania"""),
E('q_widest_2024', 'faithful', 'fr-FR bonsai',
  """CARNET DE BONSAÏ — érable « NQ 2024 »
⟦24 janvier@D:2024-01-24⟧ : la plus grosse secousse, ⟦585,5@T[0].range⟧ points d'amplitude.
⟦17 mai@D:2024-05-17⟧ : ⟦555,25@T[1].range⟧ ; ⟦31 mai@D:2024-05-31⟧ : ⟦541,5@T[2].range⟧.
Trois des cinq plus larges en mai. Arroser matin et soir."""),
E('q_widest_2024', 'faithful', 'es-ES windtunnel',
  """HOJA DE ENSAYO — túnel TV1, maqueta «Días más anchos 2024»
E1 · ⟦24/01@D:2024-01-24⟧: rango ⟦585,5@T[0].range⟧ pts, apertura ⟦17.188,75@T[0].open⟧, cierre ⟦16.672,75@T[0].close⟧
E5 · ⟦01/05@D:2024-05-01⟧: rango ⟦484,5@T[4].range⟧ (el quinto)
Media de los cinco: ⟦534,85@stats.range.mean⟧. Técnico: M. Gil"""),
E('q_widest_2024', 'faithful', 'en-GB rowing',
  """ROWING LOG — session S22, "Widest days 2024"
Time 20:00 · rate steady
Hardest piece: ⟦24 Jan@D:2024-01-24⟧, range ⟦585.5@T[0].range⟧ pts
Fifth and easiest: ⟦1 May@D:2024-05-01⟧, ⟦484.5@T[4].range⟧ pts
Mean of the top 5: ⟦534.85@stats.range.mean⟧ pts. Legs gone."""),
# ---------------------------------------------------------------- q_last10_change
E('q_last10_change', 'wrong_sign', 'nl-NL bonsai',
  """BONSAIDAGBOEK — den „NQ”, laatste 10 sessies
⟦18 dec@D:2024-12-18⟧: ⟦−173@row('2024-12-18').change⟧ van opening tot slot, scheve start.
⟦23 dec@D:2024-12-23⟧: ⟦−91@row('2024-12-23').change!⟧, de grootste stijging van de reeks.
⟦2 jan@D:2025-01-02⟧: ⟦−96,25@row('2025-01-02').change⟧. Substraat droog, water gegeven."""),
E('q_last10_change', 'wrong_column', 'pl-PL overdue',
  """WEZWANIE DO ZWROTU — Biblioteka NQ
Pozycja: „Ostatnie 10 sesji”
Najgorsza sesja: ⟦20 grudnia@D:2024-12-20⟧, ⟦−178,25@row('2024-12-20').change⟧ pkt
Ostatnia: ⟦2 stycznia@D:2025-01-02⟧, zamknięcie ⟦8\u00a0966,75@row('2025-01-02').close~row('2025-01-02').high!⟧
Prosimy o zwrot lub prolongatę."""),
E('q_last10_change', 'miscomputed', 'zh-CN pawn',
  """当票 · 编号 DP1218
当物：NQ 最近10个交易日
最差：⟦12月20日@D:2024-12-20⟧ ⟦−178.25@row('2024-12-20').change⟧ 点
最好：⟦12月23日@D:2024-12-23⟧ ⟦+91@row('2024-12-23').change⟧ 点
十日涨跌合计：⟦−587@sum(r.change for r in T)!⟧ 点
赎当期限：三个月。"""),
E('q_last10_change', 'faithful', 'ru-RU drumtab',
  """ТАБУЛАТУРА ДЛЯ БАРАБАНОВ — «Последние 10 сессий»
HH |x-x-x-x-x-x-x-x-|
SD |o---o-------o-o-|
BD |o-o-----o-------|
Удар: ⟦20 декабря@D:2024-12-20⟧ ⟦−178,25@row('2024-12-20').change⟧ · рост ⟦23 декабря@D:2024-12-23⟧ ⟦+91@row('2024-12-23').change⟧
Среднее: ⟦−57,8@stats.change.mean⟧ п."""),
E('q_last10_change', 'faithful', 'en-US glacier',
  """GLACIER SURVEY NOTES — NQ icefield, last 10 sessions
Stake G1 (⟦12/18@D:2024-12-18⟧): ⟦−173@row('2024-12-18').change⟧ pts open→close
Stake G3 (⟦12/20@D:2024-12-20⟧): ⟦−178.25@row('2024-12-20').change⟧, the deepest drop
Stake G4 (⟦12/23@D:2024-12-23⟧): ⟦+91@row('2024-12-23').change⟧, best gain
Mean ⟦−57.8@stats.change.mean⟧. Whiteout after 15:30."""),
E('q_last10_change', 'faithful', 'de-DE ringmaster',
  """Meine Damen und Herren, hochverehrtes Publikum! Zehn Sitzungen, ein Drahtseil:
am ⟦20.12.@D:2024-12-20⟧ der tiefe Sturz — ⟦−178,25@row('2024-12-20').change⟧ Punkte!
Am ⟦23.12.@D:2024-12-23⟧ der Sprung nach oben, ⟦+91@row('2024-12-23').change⟧!
Im Schnitt ⟦−57,8@stats.change.mean⟧ pro Tag. Applaus!"""),
# ---------------------------------------------------------------- q_year_volume
E('q_year_volume', 'wrong_year', 'pl-PL ringmaster',
  """Szanowna publiczności! Na arenie trzy lata obrotu NQ!
Rok 2023: średnio ⟦201\u00a0034@row(2023).mean_volume⟧ kontrakty dziennie!
Rok 2024: ⟦201\u00a0034@row(2024).mean_volume~row(2023).mean_volume!⟧!
A rok 2025 — tylko ⟦1@row(2025).count⟧ sesja, ⟦201\u00a0902@row(2025).mean_volume⟧! Brawa!"""),
E('q_year_volume', 'wrong_year', 'it-IT postcard',
  """Saluti da NQ Marina!
Volume medio giornaliero: ⟦201.034@row(2023).mean_volume⟧ contratti nel 2023 su ⟦252@row(2023).count~row(2024).count!⟧ sedute, ⟦201.006@row(2024).mean_volume⟧ nel 2024.
Qui il mare è una tavola. Vorrei che fossi qui!
Un abbraccio, Giulia"""),
E('q_year_volume', 'misrounded', 'fr-FR overdue',
  """AVIS DE RETARD — Médiathèque NQ
Document : « Volume moyen par an »
2023 : ⟦201\u202f033@row(2023).mean_volume!⟧ contrats/jour · 2024 : ⟦201\u202f006@row(2024).mean_volume⟧ · 2025 : ⟦201\u202f902@row(2025).mean_volume⟧ (une seule séance)
Merci de rendre ou prolonger le document."""),
E('q_year_volume', 'faithful', 'zh-CN cocktail',
  """调酒配方卡 · 「年度成交量」
杯型：古典杯 · 加冰
基酒：2023 年日均 ⟦201,034@row(2023).mean_volume⟧ 手
辅料：2024 年 ⟦201,006@row(2024).mean_volume⟧ 手（三年最低）
装饰：2025 年仅 ⟦1@row(2025).count⟧ 个交易日，⟦201,902@row(2025).mean_volume⟧ 手"""),
E('q_year_volume', 'faithful', 'es-ES slate',
  """CLAQUETA — «Volumen por año»
ROLLO A007 · SC3_T4 · CÁM. A
2023: ⟦201.033,96@row(2023).mean_volume⟧ contratos/día en ⟦250@row(2023).count⟧ sesiones
2024: ⟦201.006,37@row(2024).mean_volume⟧ en ⟦252@row(2024).count⟧
Dir.: P. Sanz · TC 02:14:09:11"""),
E('q_year_volume', 'faithful', 'pt-BR pawn',
  """CAUTELA DE PENHOR — nº CP2025
Bem: volume médio diário do NQ, por ano
2023 ⟦201.034@row(2023).mean_volume⟧ · 2024 ⟦201.006@row(2024).mean_volume⟧ · 2025 ⟦201.902@row(2025).mean_volume⟧ (de ⟦1@row(2025).count⟧ pregão só)
Resgate em até três meses."""),
# ---------------------------------------------------------------- q_rth_hour_volume
E('q_rth_hour_volume', 'wrong_row', 'fr-FR triage',
  """TABLEAU DE TRI — urgences, poste B · mis à jour 08:10
BOX | HEURE | PRIO | VOLUME MOYEN
B1 | 15:00–15:59 | P1 | ⟦19\u202f373,2@row('15:00').mean_volume⟧
B2 | 09:00–09:59 | P2 | ⟦17\u202f542,25@row('09:00').mean_volume⟧
B8 | 16:00–16:59 | P4 | ⟦12\u202f326,8@row('16:00').mean_volume~row('13:00').mean_volume!⟧"""),
E('q_rth_hour_volume', 'wrong_unit', 'pl-PL windtunnel',
  """KARTA PRÓB — tunel aerodynamiczny TA1, model „NQ RTH”
Próba P7 (15:00–15:59): ⟦19\u00a0373,22@row('15:00').mean_volume~row('15:00').mean_volume!⟧ m/s — najmocniejszy podmuch z ostatnich 20 dni
Próba P8 (16:00–16:59): ⟦5808,33@row('16:00').mean_volume⟧ — najsłabszy
Prowadzący: J. Wrona""", unit_note='contracts quoted as metres per second'),
E('q_rth_hour_volume', 'derived', 'it-IT rowing',
  """DIARIO VOGATORE — sessione S20, «Ore RTH»
Tempo 20:00 · ritmo costante
Ora più pesante: 15:00–15:59, ⟦19.373,22@row('15:00').mean_volume⟧ contratti in media
Più leggera: 16:00–16:59, ⟦5.808,33@row('16:00').mean_volume⟧
Rapporto tra le due: ⟦3,34@row('15:00').mean_volume/row('16:00').mean_volume!⟧ volte (calcolo mio, nel report non c'è)"""),
E('q_rth_hour_volume', 'faithful', 'zh-CN glacier',
  """冰川测量记录 · NQ RTH 冰舌，近20日
测桩 H1：15:00–15:59，平均 ⟦19,373.22@row('15:00').mean_volume⟧ 手（最高）
测桩 H2：09:00–09:59，⟦17,542.25@row('09:00').mean_volume⟧ 手
测桩 H8：16:00–16:59，⟦5,808.33@row('16:00').mean_volume⟧ 手（最低）
记录人：林"""),
E('q_rth_hour_volume', 'faithful', 'pt-BR overdue',
  """AVISO DE ATRASO — Biblioteca NQ
Obra: «Volume por hora RTH, últimos 20 dias»
Hora mais cheia: 15:00–15:59, ⟦19.373,2@row('15:00').mean_volume⟧ contratos em média
Mais vazia: 16:00–16:59, ⟦5.808,3@row('16:00').mean_volume⟧
Devolva ou renove até sexta."""),
E('q_rth_hour_volume', 'faithful', 'ru-RU pawn',
  """ЗАЛОГОВЫЙ БИЛЕТ — № ZB1500
Предмет: объём по часам RTH, последние 20 дней
15:00–15:59 — ⟦19\u00a0373,22@row('15:00').mean_volume⟧ контракта (максимум)
10:00–10:59 — ⟦14\u00a0523,4@row('10:00').mean_volume⟧
16:00–16:59 — ⟦5808,33@row('16:00').mean_volume⟧ (минимум)
Выкуп в течение трёх месяцев."""),
]
