"""Market-data queries, part 1 (q_range_last20 ... q_rth_hour_volume). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- q_range_last20
E('q_range_last20', 'misrounded', 'nl-NL comic',
  """PLAATJE: handelaar achter zes schermen, zweetdruppel op het voorhoofd.
TEKSTBALLON: ‘Twintig sessies lang gemiddeld ⟦187@value!⟧ punten tussen hoog en laag!’
GEDACHTEWOLKJE: ‘…en nu eerst koffie.’
KABOEM!"""),
E('q_range_last20', 'derived', 'zh-CN kinder',
  """NQ幼儿园 · 家园周报
数学角：近20个交易日，每天最高与最低之间平均 ⟦187.6@value⟧ 点。
老师把二十天加在一起：共 ⟦3,752@value*20!⟧ 点（老师自己乘的，报告里没有这个数）。
温馨提示：周五请带小水壶。"""),
E('q_range_last20', 'wrong_unit', 'it-IT specimen',
  """ETICHETTA CAMPIONE
Cod.: NQ-R20 · Prelievo: ultime 20 sedute
Analita: escursione media giornaliera (massimo − minimo)
Esito: ⟦187,6@value~value!⟧ %
Conservare a temperatura ambiente.""", unit_note='points quoted as a percentage'),
E('q_range_last20', 'faithful', 'es-ES jumplog',
  """BITÁCORA DE SALTOS — Zona de salto NQ
Saltos anotados: ⟦20@R.source_row_count⟧ sesiones
Oscilación media diaria (máx. − mín.): ⟦187,6@value⟧ puntos
Observaciones: apertura limpia, aterrizaje suave.
Firma del instructor: P. Vidal"""),
E('q_range_last20', 'faithful', 'pl-PL dig',
  """SPRAWOZDANIE Z WYKOPALISK — Wykop NQ
Warstwa: ostatnie 20 sesji
Znalezisko: średni dzienny zakres ⟦187,6@value⟧ pkt (maksimum − minimum)
Stan zachowania: dobry, bez śladów przemieszczenia.
Kierownik badań: dr A. Wróbel"""),
E('q_range_last20', 'faithful', 'fr-FR dancecard',
  """CARNET DE BAL — Soirée NQ
1. Valse : les 20 dernières séances
2. Polka : amplitude moyenne de ⟦187,6@value⟧ points (plus haut − plus bas)
3. Quadrille : réservé
Buffet à minuit."""),
# ---------------------------------------------------------------- q_range_stats_2024
E('q_range_stats_2024', 'wrong_column', 'fr-FR almanac',
  """ALMANACH DU PAYSAN — NQ, année 2024
Jours de marché : ⟦252@count⟧
Écart moyen d'une journée : ⟦267,25@mean_range~median_range!⟧ points
Plus fort coup de vent : ⟦585,5@max_range⟧ · plus calme : ⟦116,5@min_range⟧
Dicton : « Année qui se calme, grenier qui se remplit. »"""),
E('q_range_stats_2024', 'misrounded', 'en-GB waybill',
  """WAYBILL — AWB NQX2024
From: NQ daily bars, calendar year 2024
Pieces: ⟦252@count⟧ sessions
Contents: mean daily range ⟦274.5@mean_range!⟧ pts; median ⟦267.25@median_range⟧
Heaviest item: ⟦585.5@max_range⟧ · lightest: ⟦116.5@min_range⟧
Service: standard. Signature on delivery."""),
E('q_range_stats_2024', 'miscomputed', 'es-ES jumplog',
  """BITÁCORA DE SALTOS — NQ, temporada 2024
Saltos (sesiones): ⟦252@count⟧
Salida más alta: ⟦585,5@max_range⟧ puntos de rango · la más baja: ⟦116,5@min_range⟧
Diferencia entre ambas: ⟦449@max_range-min_range!⟧ puntos
Observaciones: viento racheado todo el año."""),
E('q_range_stats_2024', 'faithful', 'pl-PL comic',
  """KADR: makler przy tablicy, w tle kalendarz na rok 2024.
DYMEK: „Średni dzienny zakres: ⟦274,4@mean_range⟧ pkt, mediana ⟦267,25@median_range⟧!”
DRUGI DYMEK: „A rekord? ⟦585,5@max_range⟧. Najspokojniej: ⟦116,5@min_range⟧.”
BUM!"""),
E('q_range_stats_2024', 'faithful', 'nl-NL cellar',
  """KELDERKAART — Vak K4
Wijn: NQ Dagspanne, oogst 2024 · ⟦252@count⟧ flessen (handelsdagen)
Gemiddeld ⟦274,44@mean_range⟧ · mediaan ⟦267,25@median_range⟧
Piek ⟦585,5@max_range⟧ · dal ⟦116,5@min_range⟧ punten
Drinken vóór 2026."""),
E('q_range_stats_2024', 'faithful', 'it-IT dancecard',
  """CARNET DI BALLO — Gran Ballo NQ 2024
1. Valzer: ⟦252@count⟧ sedute in pista
2. Mazurca: escursione media ⟦274,4@mean_range⟧ punti
3. Polka: mediana ⟦267,25@median_range⟧
4. Galop finale: massimo ⟦585,5@max_range⟧, minimo ⟦116,5@min_range⟧"""),
# ---------------------------------------------------------------- q_dow_range_2024
E('q_dow_range_2024', 'wrong_row', 'en-GB sampler',
  """Worked by E. Hale, NQ, in the year 2024
✿ Monday, calmest of all: ⟦269.4@row('Monday').mean_range⟧ ✿
✿ Tuesday ⟦273.5@row('Tuesday').mean_range~row('Thursday').mean_range!⟧ ✿ Wednesday ⟦278.7@row('Wednesday').mean_range⟧ ✿
'Midweek the needle swings widest'"""),
E('q_dow_range_2024', 'derived', 'pt-BR dancecard',
  """CARTÃO DE DANÇA — Baile NQ 2024
1. Valsa de segunda: ⟦269,41@row('Monday').mean_range⟧ pts (a mais calma)
2. Xote de quarta: ⟦278,7@row('Wednesday').mean_range⟧ pts (a mais animada)
Diferença entre as duas: ⟦9,27@row('Wednesday').mean_range-row('Monday').mean_range!⟧ pts — conta minha, o relatório não traz"""),
E('q_dow_range_2024', 'invented', 'zh-CN hymnboard',
  """圣诗板 · NQ 2024 主日
进堂：周三 ⟦278.7@row('Wednesday').mean_range⟧ 点（最宽）
诗篇：周二 ⟦275.9@row('Tuesday').mean_range!⟧ 点
奉献：周一 ⟦269.4@row('Monday').mean_range⟧ 点（最静）
散会"""),
E('q_dow_range_2024', 'faithful', 'ru-RU dig',
  """ОТЧЁТ О РАСКОПКАХ — раскоп NQ, сезон 2024
Слой «понедельник»: ⟦269,41@row('Monday').mean_range⟧ пункта — самый тонкий
Слой «среда»: ⟦278,675@row('Wednesday').mean_range⟧ — самый мощный
Слой «пятница»: ⟦278,26@row('Friday').mean_range⟧
Вывод: среда чуть шире пятницы."""),
E('q_dow_range_2024', 'faithful', 'it-IT waybill',
  """LETTERA DI VETTURA — AWB NQD2024
Mittente: barre giornaliere NQ, anno 2024
Contenuto: escursione media per giorno della settimana, ⟦5@R.summary.rows⟧ colli
Collo più pesante: mercoledì, ⟦278,7@row('Wednesday').mean_range⟧ punti
Collo più leggero: lunedì, ⟦269,4@row('Monday').mean_range⟧ punti"""),
E('q_dow_range_2024', 'faithful', 'pl-PL almanac',
  """KALENDARZ ROLNIKA — NQ, rok 2024
Poniedziałek: najspokojniej, ⟦269,4@row('Monday').mean_range⟧ pkt
Środa: najszerzej, ⟦278,7@row('Wednesday').mean_range⟧ pkt
Czwartek: ⟦273,5@row('Thursday').mean_range⟧ pkt
Przysłowie: „W środę burza, w poniedziałek cisza.”"""),
# ---------------------------------------------------------------- q_month_up_2023
E('q_month_up_2023', 'wrong_row', 'ru-RU cellar',
  """КАРТОЧКА ПОГРЕБА — полка B2
Вино: «NQ, урожай 2023», по месяцам
Лучший месяц — сентябрь: ⟦68,2@row('September').pct_up*100~row('October').pct_up*100!⟧ % дней в плюсе
Худший — ноябрь: ⟦38,1@row('November').pct_up*100⟧ %
Январь: ⟦60@row('January').pct_up*100⟧ %
Открывать не раньше 2026."""),
E('q_month_up_2023', 'coincidental', 'pl-PL hymnboard',
  """TABLICA PIEŚNI — NQ, rok 2023
Na wejście: wrzesień, ⟦70@row('September').pct_up*100⟧ % dni na plusie
Psalm: luty, ⟦51@row('February').pct_up*100!⟧ %
Na ofiarowanie: maj, ⟦50@row('May').pct_up*100⟧ %
Na zakończenie: listopad, ⟦38,1@row('November').pct_up*100⟧ %"""),
E('q_month_up_2023', 'wrong_unit', 'ja-JP specimen',
  """検体ラベル
検体ID：NQ-M2023
採取：2023年・月別
項目：陽線日の割合（9月）
結果：⟦0.7@row('September').pct_up~row('September').pct_up!⟧%　― 年間最高
参考：11月 ⟦38.1@row('November').pct_up*100⟧%（最低）
室温保存""", unit_note='a fraction quoted as a percentage'),
E('q_month_up_2023', 'faithful', 'en-US kinder',
  """SUNFLOWER ROOM NEWSLETTER
This week we learned about the months of 2023! September was the sunniest: ⟦70@row('September').pct_up*100⟧% of its days closed up. November was the grumpiest at ⟦38.1@row('November').pct_up*100⟧%.
Reminder: please label water bottles!
— Ms. Carla"""),
E('q_month_up_2023', 'faithful', 'it-IT jumplog',
  """LIBRETTO DEI LANCI — NQ, stagione 2023
Lancio migliore: settembre, ⟦70@row('September').pct_up*100⟧% di giornate in rialzo
Lancio peggiore: novembre, ⟦38,1@row('November').pct_up*100⟧%
Gennaio: ⟦60@row('January').pct_up*100⟧% · ottobre: ⟦68,2@row('October').pct_up*100⟧%
Note: vela aperta regolare, atterraggio in piedi."""),
E('q_month_up_2023', 'faithful', 'zh-CN waybill',
  """快递运单 · 单号 NQM2023
寄件：NQ 日线，2023年，各月收涨天数占比，共 ⟦12@R.summary.rows⟧ 件
最重一件：9月 ⟦70@row('September').pct_up*100⟧%
最轻一件：11月 ⟦38.1@row('November').pct_up*100⟧%
签收：＿＿＿"""),
# ---------------------------------------------------------------- q_widest_2024
E('q_widest_2024', 'wrong_column', 'en-GB jumplog',
  """JUMP LOG — Drop zone NQ, season 2024
Date: ⟦24 Jan 2024@D:2024-01-24⟧ · roughest session, range ⟦585.5@row('2024-01-24').range⟧ pts
Exit at the open: ⟦16,672.75@row('2024-01-24').open~row('2024-01-24').close!⟧
Runner-up: ⟦17 May@D:2024-05-17⟧, ⟦555.25@row('2024-05-17').range⟧
Remarks: rough air, hard landing.
Signed: T. Marsh, instructor"""),
E('q_widest_2024', 'wrong_row', 'nl-NL dancecard',
  """BALBOEKJE — NQ-bal 2024
1. Wals — ⟦24 januari@D:2024-01-24⟧: ⟦585,5@row('2024-01-24').range⟧ punten
2. Foxtrot — ⟦17 mei@D:2024-05-17⟧: ⟦541,5@row('2024-05-17').range~row('2024-05-31').range!⟧
3. Polka — ⟦5 juli@D:2024-07-05⟧: ⟦507,5@row('2024-07-05').range⟧
Pauze, daarna ⟦1 mei@D:2024-05-01⟧ als slotdans."""),
E('q_widest_2024', 'derived', 'en-US sampler',
  """Stitched by Ruth A. Bell in the year 2024
❦ The Five Wild Days ❦
⟦Jan 24@D:2024-01-24⟧ the wildest: ⟦585.5@row('2024-01-24').range⟧ points, high to low
Opened ⟦17,188.75@row('2024-01-24').open⟧, closed ⟦16,672.75@row('2024-01-24').close⟧ —
down ⟦516@row('2024-01-24').close-row('2024-01-24').open|neg!⟧ by my own subtraction (not in the report)"""),
E('q_widest_2024', 'faithful', 'fr-FR kinder',
  """LA GAZETTE DES PETITS LOUPS — NQ
Cette semaine, on a mesuré les journées les plus agitées de 2024 : le ⟦24 janvier@D:2024-01-24⟧, ⟦585,5@row('2024-01-24').range⟧ points d'écart !
Les cinq plus grandes vont de ⟦484,5@stats.range.min⟧ à ⟦585,5@stats.range.max⟧ points.
Pensez aux bottes. — Maîtresse Julie"""),
E('q_widest_2024', 'faithful', 'pt-BR comic',
  """QUADRO: operador pálido diante do gráfico de 2024.
BALÃO: “⟦24 de janeiro@D:2024-01-24⟧: ⟦585,5@row('2024-01-24').range⟧ pontos da máxima à mínima!”
OUTRO BALÃO: “E três dos cinco dias mais largos foram em maio…”
ONOMATOPEIA: CRASH!"""),
E('q_widest_2024', 'faithful', 'de-DE cellar',
  """KELLERKARTE — Fach F3
Wein: NQ „Weite Tage“, Jahrgang 2024
Spitze: ⟦24.01.2024@D:2024-01-24⟧, Spanne ⟦585,5@row('2024-01-24').range⟧ Punkte
Schwächster der fünf: ⟦01.05.2024@D:2024-05-01⟧, ⟦484,5@row('2024-05-01').range⟧
Mittel der fünf: ⟦534,85@stats.range.mean⟧
Trinkreif: sofort."""),
# ---------------------------------------------------------------- q_last10_change
E('q_last10_change', 'wrong_sign', 'pl-PL jumplog',
  """DZIENNIK SKOKÓW — NQ, ostatnie 10 sesji
Skok ⟦20.12@D:2024-12-20⟧: ⟦−178,25@row('2024-12-20').change⟧ pkt — najgorszy
Skok ⟦23.12@D:2024-12-23⟧: ⟦+91@row('2024-12-23').change⟧ — najlepszy
Skok ⟦31.12@D:2024-12-31⟧: ⟦+175,5@row('2024-12-31').change!⟧
Uwagi: lądowanie twarde. Podpis instruktora: K. Zając"""),
E('q_last10_change', 'wrong_column', 'es-ES comic',
  """VIÑETA: el operador mira el calendario: ⟦31 de diciembre@D:2024-12-31⟧.
BOCADILLO: «¡Cerramos el año en ⟦9150,25@row('2024-12-31').close~row('2024-12-31').high!⟧ puntos!»
BOCADILLO: «Y ese día, ⟦−175,5@row('2024-12-31').change⟧ de apertura a cierre…»
¡ZAS!"""),
E('q_last10_change', 'coincidental', 'en-GB cellar',
  """CELLAR CARD — Bin L10
Wine: NQ 'Last Ten', bottled ⟦2 Jan 2025@D:2025-01-02⟧
Quietest bottle: ⟦24 Dec@D:2024-12-24⟧, only ⟦150,339@row('2024-12-24').volume!⟧ contracts, ⟦+10.25@row('2024-12-24').change⟧ pts
Best: ⟦23 Dec@D:2024-12-23⟧, ⟦+91@row('2024-12-23').change⟧ · worst: ⟦20 Dec@D:2024-12-20⟧, ⟦−178.25@row('2024-12-20').change⟧
Drink now."""),
E('q_last10_change', 'faithful', 'fr-FR specimen',
  """ÉTIQUETTE D'ÉCHANTILLON — réf. NQ-D10
Prélèvement : 10 dernières séances, du ⟦18/12@D:2024-12-18⟧ au ⟦02/01@D:2025-01-02⟧
Variation moyenne (clôture − ouverture) : ⟦−57,8@stats.change.mean⟧ points
Extrêmes : ⟦−178,25@stats.change.min⟧ / ⟦+91@stats.change.max⟧
Conserver à l'abri de la lumière."""),
E('q_last10_change', 'faithful', 'ja-JP dancecard',
  """ダンスカード ― NQ舞踏会（直近10日）
1. ワルツ：⟦12月23日@D:2024-12-23⟧ ⟦+91@row('2024-12-23').change⟧pt（最良）
2. ポルカ：⟦12月20日@D:2024-12-20⟧ ⟦−178.25@row('2024-12-20').change⟧pt（最悪）
3. 最終曲：⟦1月2日@D:2025-01-02⟧ ⟦−96.25@row('2025-01-02').change⟧pt
平均 ⟦−57.8@stats.change.mean⟧pt"""),
E('q_last10_change', 'faithful', 'ru-RU kinder',
  """ВЕСТИ ИЗ ГРУППЫ «СОЛНЫШКО»
Итоги последних 10 сессий: лучший день — ⟦23 декабря@D:2024-12-23⟧, ⟦+91@row('2024-12-23').change⟧ пункт, худший — ⟦20 декабря@D:2024-12-20⟧, ⟦−178,25@row('2024-12-20').change⟧.
Последний, ⟦2 января@D:2025-01-02⟧: ⟦−96,25@row('2025-01-02').change⟧.
Не забудьте сменную обувь! Воспитатель: Ольга Петровна"""),
# ---------------------------------------------------------------- q_year_volume
E('q_year_volume', 'wrong_year', 'ru-RU hymnboard',
  """ДОСКА ПЕСНОПЕНИЙ — воскресная служба
Входное: 2024 год — ⟦201\u00a0034@row(2024).mean_volume~row(2023).mean_volume!⟧ контракта в день
Псалом: 2025 год — ⟦201\u00a0902@row(2025).mean_volume⟧, всего ⟦1@row(2025).count⟧ сессия
Отпуст: за всё время ⟦503@R.source_row_count⟧ сессии"""),
E('q_year_volume', 'miscomputed', 'it-IT almanac',
  """LUNARIO DEL CONTADINO — NQ
Anno 2023: ⟦201.034@row(2023).mean_volume⟧ contratti al giorno
Anno 2024: ⟦201.006@row(2024).mean_volume⟧
Differenza: appena ⟦37,6@row(2023).mean_volume-row(2024).mean_volume!⟧ contratti — raccolto identico
Proverbio: «Anno che non cambia, granaio che non sbaglia.»"""),
E('q_year_volume', 'wrong_year', 'zh-CN guestbook',
  """留言簿 · NQ酒店
2023年住了 ⟦252@row(2023).count~row(2024).count!⟧ 晚，日均成交 ⟦201,034@row(2023).mean_volume⟧ 手；
2024年日均 ⟦201,006@row(2024).mean_volume⟧ 手，几乎一样。
2025年只住了 ⟦1@row(2025).count⟧ 晚。服务很好，还会再来！—— 王女士"""),
E('q_year_volume', 'faithful', 'ja-JP waybill',
  """送り状 ― NQ出来高便
品名：年別の一日平均出来高
2023年：⟦201,034@row(2023).mean_volume⟧枚（⟦250@row(2023).count⟧日）
2024年：⟦201,006@row(2024).mean_volume⟧枚（⟦252@row(2024).count⟧日）― 最少
2025年：⟦201,902@row(2025).mean_volume⟧枚（⟦1@row(2025).count⟧日のみ）
配達指定：なし"""),
E('q_year_volume', 'faithful', 'pl-PL kinder',
  """GAZETKA PRZEDSZKOLNA — grupa Biedronki
Liczyliśmy kontrakty! Średnio dziennie: 2023 — ⟦201\u00a0034@row(2023).mean_volume⟧, 2024 — ⟦201\u00a0006@row(2024).mean_volume⟧, 2025 — ⟦201\u00a0902@row(2025).mean_volume⟧ (tylko ⟦1@row(2025).count⟧ sesja).
Prawie tyle samo co roku!
Prosimy o podpisane kapcie. Pani Ania"""),
E('q_year_volume', 'faithful', 'en-US sampler',
  """Worked by M. Ortiz at the NQ school
~ Three Years of Volume ~
2023 · ⟦201,034@row(2023).mean_volume⟧ a day ✿ 2024 · ⟦201,006@row(2024).mean_volume⟧ ✿ 2025 · ⟦201,902@row(2025).mean_volume⟧ (a single session)
'Steady hands make even stitches'"""),
# ---------------------------------------------------------------- q_rth_hour_volume
E('q_rth_hour_volume', 'wrong_row', 'pt-BR dig',
  """RELATÓRIO DE ESCAVAÇÃO — Sondagem NQ, últimos 20 dias (RTH)
Camada 15:00: ⟦19.373@row('15:00').mean_volume⟧ contratos/h — a mais espessa
Camada 09:00: ⟦14.523@row('09:00').mean_volume~row('10:00').mean_volume!⟧
Camada 16:00: ⟦5.808@row('16:00').mean_volume⟧ — quase estéril
Responsável: Dra. L. Fontes"""),
E('q_rth_hour_volume', 'derived', 'ja-JP jumplog',
  """ジャンプログ ― NQ降下場（RTH・直近20日）
最高高度：15時台 ⟦19,373@row('15:00').mean_volume⟧枚
最低高度：16時台 ⟦5,808@row('16:00').mean_volume⟧枚
比率：⟦3.34@row('15:00').mean_volume/row('16:00').mean_volume!⟧倍（自分で割った数字で、レポートにはない）
所見：キャノピー良好。"""),
E('q_rth_hour_volume', 'invented', 'fr-FR kinder',
  """LA GAZETTE DES PETITS LOUPS
Atelier « horloge » : de 15:00 à 15:59, ⟦19\u202f373@row('15:00').mean_volume⟧ contrats par heure — l'heure la plus remuante !
À 11:00, ⟦15\u202f940@row('11:00').mean_volume!⟧ ; à 16:00, seulement ⟦5\u202f808@row('16:00').mean_volume⟧.
N'oubliez pas le doudou. — Maîtresse Claire"""),
E('q_rth_hour_volume', 'faithful', 'ru-RU comic',
  """КАДР: трейдер у часов, стрелка на 15:00.
РЕПЛИКА: «Вот он, пик — ⟦19\u00a0373@row('15:00').mean_volume⟧ контракта в час!»
КАДР: тишина после 16:00.
РЕПЛИКА: «Всего ⟦5808@row('16:00').mean_volume⟧… Можно идти домой.»
ХЛОП!"""),
E('q_rth_hour_volume', 'faithful', 'en-US almanac',
  """FARMERS' ALMANAC — NQ regular hours, last 20 days
Best hour to sow: 15:00–15:59, ⟦19,373@row('15:00').mean_volume⟧ contracts an hour
Second crop: the 09:00 bell, ⟦17,542@row('09:00').mean_volume⟧
Fallow: 16:00, ⟦5,808@row('16:00').mean_volume⟧
Lore: 'Busy at the close, idle at the last bell.'"""),
E('q_rth_hour_volume', 'faithful', 'pl-PL sampler',
  """Haftowała B. Lis, pracownia NQ
✿ Godzina 15:00 — ⟦19\u00a0373@row('15:00').mean_volume⟧ kontraktów ✿
✿ Godzina 09:00 — ⟦17\u00a0542@row('09:00').mean_volume⟧ ✿
✿ Godzina 16:00 — ⟦5808@row('16:00').mean_volume⟧ ✿
„Kto rano wstaje, ten drugi w tabeli”"""),
]
