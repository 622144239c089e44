"""Market-data queries, part 2 (q_up_pct_2024 ... q_gap_2024). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- q_up_pct_2024
E('q_up_pct_2024', 'miscomputed', 'ja-JP telemetry',
  """テレメトリ　NQ-2024　上昇日比率
UP_RATIO ＝ ⟦40.5%@value*100⟧（全⟦252@R.source_row_count⟧セッション）
NON_UP ＝ ⟦148@R.source_row_count*(1-value)!⟧日（地上局で計算）
ステータス：正常"""),
E('q_up_pct_2024', 'invented', 'es-ES planting',
  """CALENDARIO DE SIEMBRA 2024
Días de cosecha (cierre por encima de la apertura): ⟦37,8 %@value*100!⟧
Sesiones del año: ⟦252@R.source_row_count⟧
Consejo: más de la mitad de los días, no regar."""),
E('q_up_pct_2024', 'wrong_unit', 'zh-CN seating',
  """婚宴座位表 · 2024年
上涨日那一桌：占全部来宾的⟦0.405%@value~value!⟧
来宾总数：⟦252@R.source_row_count⟧个交易日
备注：下跌那一桌更挤""",
  unit_note='a fraction (0.405) quoted as a percent'),
E('q_up_pct_2024', 'faithful', 'nl-NL stocktake',
  """VOORRAADTELLING 2024 — dagen met slot boven opening
Artikel | Geteld
Aandeel stijgdagen | ⟦40,48 %@value*100⟧
Handelsdagen totaal | ⟦252@R.source_row_count⟧
Geteld door: J. de Vries"""),
E('q_up_pct_2024', 'faithful', 'pl-PL beekeeping',
  """DZIENNIK PASIECZNY 2024 — ul NQ
Dni z miodobraniem (zamknięcie > otwarcie): ⟦40,48%@value*100⟧
Przeglądów w sezonie: ⟦252@R.source_row_count⟧
Uwagi: mniej niż połowa dni na plus, rodzina spokojna."""),
E('q_up_pct_2024', 'faithful', 'en-US queueboard',
  """NQ PARK — RIDE STATUS 2024
"Green Day Coaster": riders who closed up, ⟦40.5%@value*100⟧ of ⟦252@R.source_row_count⟧ sessions
The red line is still longer than the green one.
Next board update: 18:00"""),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
E('q_stats_2023_vs_2024', 'wrong_year', 'ja-JP carpool',
  """相乗り申込表　2023年 vs 2024年
2023年号車：出来高 ⟦201,034@A.mean_volume⟧、⟦250@A.count⟧日
2024年号車：平均値幅 ⟦363.2@B.mean_range~A.mean_range!⟧ pt、出来高 ⟦201,006@B.mean_volume⟧
集合 07:40　駅前ロータリー"""),
E('q_stats_2023_vs_2024', 'wrong_year', 'nl-NL seating',
  """TAFELSCHIKKING — bruiloft 2023 & 2024
Tafel 2023: gem. range ⟦363,24@A.mean_range⟧ pt, volume ⟦201.006@A.mean_volume~B.mean_volume!⟧ per dag
Tafel 2024: gem. range ⟦274,44@B.mean_range⟧ pt
Aan tafel 2024 gaat het rustiger toe."""),
E('q_stats_2023_vs_2024', 'wrong_unit', 'ru-RU adoption',
  """ИЩЕТ ДОМ: «Размах»
2023: средний размах ⟦363,24\u00a0%@A.mean_range~A.mean_range!⟧ за ⟦250@A.count⟧ сессий
2024: ⟦274,44@B.mean_range⟧ пункта, поспокойнее
Объём почти не менялся: ⟦201\u00a0034@A.mean_volume⟧ → ⟦201\u00a0006@B.mean_volume⟧
Привит, к лотку приучен.""",
  unit_note='index points quoted as a percent'),
E('q_stats_2023_vs_2024', 'faithful', 'pt-BR telemetry',
  """TELEMETRIA NQ — COMPARATIVO ANUAL
ANO 2023: AMPL_MÉD ⟦363,24@A.mean_range⟧ | VOL_MÉD ⟦201.034@A.mean_volume⟧ | N ⟦250@A.count⟧
ANO 2024: AMPL_MÉD ⟦274,44@B.mean_range⟧ | VOL_MÉD ⟦201.006@B.mean_volume⟧ | N ⟦252@B.count⟧
Sinal: 2024 mais calmo, volume estável."""),
E('q_stats_2023_vs_2024', 'faithful', 'zh-CN snowreport',
  """雪况报告 · NQ雪场 2023 vs 2024
2023年：平均振幅 ⟦363.24@A.mean_range⟧ 点，日均成交 ⟦201,034@A.mean_volume⟧ 手
2024年：平均振幅 ⟦274.44@B.mean_range⟧ 点，日均成交 ⟦201,006@B.mean_volume⟧ 手
结论：2024年雪道更平缓，客流持平。"""),
E('q_stats_2023_vs_2024', 'faithful', 'es-ES poker',
  """Historial de mano — mesa NQ, 2023 contra 2024
Asiento 2023: rango medio ⟦363,2@A.mean_range⟧ pts, volumen ⟦201.034@A.mean_volume⟧
Asiento 2024: rango medio ⟦274,4@B.mean_range⟧ pts, volumen ⟦201.006@B.mean_volume⟧
Resultado: 2024 juega más tranquilo; en volumen, empate técnico."""),
# ---------------------------------------------------------------- q_big_up_days_2023
E('q_big_up_days_2023', 'wrong_row', 'zh-CN spellbook',
  """《大阳线魔法书》2023年卷
共⟦14@R.summary.rows⟧道咒语（收盘较开盘涨逾2%）
最强一道：⟦12月6日@D:2023-12-06⟧，⟦+3.12%@row('2023-12-06').chg~row('2023-11-07').chg!⟧
最弱一道：⟦3月27日@D:2023-03-27⟧，⟦+2.01%@row('2023-03-27').chg⟧"""),
E('q_big_up_days_2023', 'wrong_column', 'ja-JP queueboard',
  """NQランド　待ち時間ボード（2023年・始値比+2%超の日）
⟦11月7日@D:2023-11-07⟧　終値 ⟦17,632@row('2023-11-07').close~row('2023-11-07').open!⟧（⟦+3.12%@row('2023-11-07').chg⟧）
⟦12月6日@D:2023-12-06⟧　終値 ⟦17,836@row('2023-12-06').close⟧（⟦+3.32%@row('2023-12-06').chg⟧）最長待ち
本日の該当アトラクション：全⟦14@R.summary.rows⟧件"""),
E('q_big_up_days_2023', 'coincidental', 'es-ES stocktake',
  """HOJA DE INVENTARIO — días de subida > 2 % (2023)
Ref. | Fecha | Variación
A | ⟦18/01@D:2023-01-18⟧ | ⟦+2,50 %@row('2023-01-18').chg⟧
B | ⟦03/04@D:2023-04-03⟧ | ⟦+2,07 %@row('2023-04-03').chg!⟧
C | ⟦06/12@D:2023-12-06⟧ | ⟦+3,32 %@row('2023-12-06').chg⟧
Recuento total: ⟦14@R.summary.rows⟧ días"""),
E('q_big_up_days_2023', 'faithful', 'en-GB planting',
  """PLANTING CALENDAR 2023 — days that closed over 2% above the open
First sowing: ⟦18 Jan@D:2023-01-18⟧, ⟦+2.50%@row('2023-01-18').chg⟧
Best crop: ⟦6 Dec@D:2023-12-06⟧, ⟦+3.32%@row('2023-12-06').chg⟧ (⟦17,263@row('2023-12-06').open⟧ → ⟦17,836@row('2023-12-06').close⟧)
Beds planted all year: ⟦14@R.summary.rows⟧"""),
E('q_big_up_days_2023', 'faithful', 'en-US birding',
  """BIRDING CHECKLIST — 2023 "big up" days (close 2%+ over the open)
☑ ⟦Jun 6@D:2023-06-06⟧ … ⟦+2.98%@row('2023-06-06').chg⟧
☑ ⟦Nov 7@D:2023-11-07⟧ … ⟦+3.12%@row('2023-11-07').chg⟧
☑ ⟦Dec 6@D:2023-12-06⟧ … ⟦+3.32%@row('2023-12-06').chg⟧ (rarest sighting)
Species total: ⟦14@R.summary.rows⟧ · average ⟦+2.44%@stats.chg.mean⟧"""),
E('q_big_up_days_2023', 'faithful', 'pt-BR telemetry',
  """TELEMETRIA NQ-2023 · ALTAS ACIMA DE 2%
QTD ⟦14@R.summary.rows⟧ | MÍN ⟦2,01%@stats.chg.min⟧ | MÁX ⟦3,32%@stats.chg.max⟧ | MÉD ⟦2,44%@stats.chg.mean⟧
PRIMEIRA ⟦18/01@D:2023-01-18⟧ · ÚLTIMA ⟦06/12@D:2023-12-06⟧
LINK OK"""),
# ---------------------------------------------------------------- q_corr_2024
E('q_corr_2024', 'wrong_sign', 'pt-BR spellbook',
  """GRIMÓRIO DO VOLUME — feitiço de 2024
Encantamento: correlação entre volume e amplitude diária
Resultado do ritual: ⟦−0,05@value!⟧ (⟦252@R.source_row_count⟧ pregões)
Leitura do mago: praticamente nenhuma ligação."""),
E('q_corr_2024', 'invented', 'en-GB telemetry',
  """TLM FRAME NQ-CORR-2024
CORR(VOL,RANGE) = ⟦0.138@value!⟧
SAMPLES = ⟦252@R.source_row_count⟧ sessions
ASSESSMENT: weak link, no action required"""),
E('q_corr_2024', 'misrounded', 'fr-FR carpool',
  """COVOITURAGE — fiche d'inscription « Corrélation 2024 »
Passager Volume et passagère Amplitude : corrélation ⟦0,0513@value!⟧
Trajets partagés : ⟦252@R.source_row_count⟧ séances
Départ 07:45, parking de la mairie. Ils se parlent à peine."""),
E('q_corr_2024', 'faithful', 'es-ES queueboard',
  """PARQUE NQ — COLA «Volumen y rango» (2024)
Correlación medida: ⟦0,051@value⟧
Sesiones en la fila: ⟦252@R.source_row_count⟧
Aviso: la relación es casi nula; la espera no depende del volumen."""),
E('q_corr_2024', 'faithful', 'it-IT poker',
  """Mano #NQ-CORR — tavolo 2024
Volume al buio, range sul flop: correlazione ⟦0,05@value⟧
Mani giocate: ⟦252@R.source_row_count⟧
Verdetto del dealer: nessun legame utile, check."""),
E('q_corr_2024', 'faithful', 'pl-PL stocktake',
  """ARKUSZ INWENTARYZACYJNY — korelacja 2024
Poz. | Opis | Wartość
a | korelacja wolumen/rozstęp | ⟦0,0512@value⟧
b | liczba sesji | ⟦252@R.source_row_count⟧
Uwagi: związek praktycznie zerowy."""),
# ---------------------------------------------------------------- q_monthly_2024
E('q_monthly_2024', 'wrong_column', 'ru-RU beekeeping',
  """ЖУРНАЛ ПАСЕКИ · месячные свечи 2024
Апрель: единственный медосбор, ⟦+1008@row('2024-04').change⟧ пунктов
Сентябрь: открытие ⟦11\u00a0900,5@row('2024-09').open⟧, закрытие ⟦11\u00a0947,5@row('2024-09').close~row('2024-09').high!⟧
Июль: рой ушёл, ⟦−1374@row('2024-07').change⟧
Пчёлы злые, дымарь не помогает."""),
E('q_monthly_2024', 'wrong_sign', 'ja-JP spellbook',
  """相場の魔導書　2024年　月足の章
4月の呪文：⟦−1,008@row('2024-04').change!⟧ pt
7月の呪文：⟦−1,374@row('2024-07').change⟧ pt（最大の下落）
12月の終値：⟦8,944@row('2024-12').close⟧
詠唱者：見習い魔術師"""),
E('q_monthly_2024', 'coincidental', 'de-DE telemetry',
  """TELEMETRIE NQ · MONATSKERZEN 2024
KANAL JAN  Δ ⟦−1.186,5@row('2024-01').change⟧
KANAL FEB  Δ ⟦−610@row('2024-02').change!⟧
KANAL APR  Δ ⟦+1.008@row('2024-04').change⟧ (einziger grüner Monat)
KANAL DEZ  Schluss ⟦8.944@row('2024-12').close⟧"""),
E('q_monthly_2024', 'faithful', 'en-GB poker',
  """Hand history — NQ monthly table, 2024
Seat April: took the only pot, ⟦+1,008@row('2024-04').change⟧ pts
Seat July: busted, ⟦−1,374@row('2024-07').change⟧ pts
Button (the December close): ⟦8,944.00@row('2024-12').close⟧
Average result per hand: ⟦−728.13@stats.change.mean⟧ pts"""),
E('q_monthly_2024', 'faithful', 'pl-PL adoption',
  """DO ADOPCJI: „Kwiecień 2024”
Jedyny miesiąc na plusie: ⟦+1008@row('2024-04').change⟧ pkt (otwarcie ⟦14\u00a0773,5@row('2024-04').open⟧, zamknięcie ⟦15\u00a0781,5@row('2024-04').close⟧)
Rodzeństwo: lipiec, najgorszy, ⟦−1374@row('2024-07').change⟧ pkt
Szczepiony, lubi spacery pod górę."""),
E('q_monthly_2024', 'faithful', 'es-ES snowreport',
  """PARTE DE NIEVE — Estación NQ, temporada 2024
Abril: única nevada, ⟦+1008@row('2024-04').change⟧ pts
Julio: alud, ⟦−1374@row('2024-07').change⟧ pts
Cambio medio mensual: ⟦−728,13@stats.change.mean⟧ pts
Cota de cierre de diciembre: ⟦8944@row('2024-12').close⟧"""),
# ---------------------------------------------------------------- q_weekly_recent
E('q_weekly_recent', 'wrong_row', 'it-IT poker',
  """Mano #NQ-W — tavolo settimanale
Settimana del ⟦8 dicembre@D:2024-12-08⟧: piatto perso, ⟦−381,75@row('2024-12-08').change⟧
Settimana del ⟦29 dicembre@D:2024-12-29⟧: unico piatto vinto, ⟦+57,5@row('2024-12-29').change⟧
Settimana del ⟦5 gennaio@D:2025-01-05⟧: ⟦−352,75@row('2025-01-05').change~row('2024-12-22').change!⟧
Media: ⟦−179,7@stats.change.mean⟧"""),
E('q_weekly_recent', 'wrong_sign', 'nl-NL carpool',
  """CARPOOL-INTEKENLIJST — weekritten NQ
Week van ⟦8 december@D:2024-12-08⟧: ⟦−381,75@row('2024-12-08').change⟧ pt, chauffeur Somber
Week van ⟦29 december@D:2024-12-29⟧: ⟦−57,5@row('2024-12-29').change!⟧ pt
Week van ⟦5 januari@D:2025-01-05⟧: ⟦−205,5@row('2025-01-05').change⟧ pt
Vertrek 08:00 bij de kerk"""),
E('q_weekly_recent', 'invented', 'ru-RU stocktake',
  """ИНВЕНТАРИЗАЦИОННАЯ ВЕДОМОСТЬ · недельные бары
Поз. | Неделя | Изм. | Объём
а | ⟦8 декабря@D:2024-12-08⟧ | ⟦−381,75@row('2024-12-08').change⟧ | ⟦609\u00a0253@row('2024-12-08').volume⟧
б | ⟦15 декабря@D:2024-12-15⟧ | ⟦−16@row('2024-12-15').change⟧ | ⟦1\u00a0124\u00a0310@row('2024-12-15').volume!⟧
в | ⟦29 декабря@D:2024-12-29⟧ | ⟦+57,5@row('2024-12-29').change⟧ | —
Кладовщик: Петров"""),
E('q_weekly_recent', 'faithful', 'pl-PL queueboard',
  """TABLICA KOLEJEK — tygodnie NQ
Tydzień od ⟦8 grudnia@D:2024-12-08⟧: ⟦−381,75@row('2024-12-08').change⟧ pkt (najdłuższa kolejka w dół)
Tydzień od ⟦29 grudnia@D:2024-12-29⟧: ⟦+57,5@row('2024-12-29').change⟧ pkt — jedyny zielony
Tydzień od ⟦5 stycznia@D:2025-01-05⟧: ⟦−205,5@row('2025-01-05').change⟧ pkt
Średnio: ⟦−179,7@stats.change.mean⟧ pkt"""),
E('q_weekly_recent', 'faithful', 'fr-FR snowreport',
  """BULLETIN NEIGE — Station NQ, ⟦5@R.summary.rows⟧ dernières semaines
Semaine du ⟦22/12@D:2024-12-22⟧ : ⟦−352,75@row('2024-12-22').change⟧ pts, plus bas ⟦8\u202f926,25@row('2024-12-22').low⟧
Semaine du ⟦29/12@D:2024-12-29⟧ : ⟦+57,5@row('2024-12-29').change⟧ pts, seule éclaircie
Clôture au ⟦05/01@D:2025-01-05⟧ : ⟦8\u202f837,25@row('2025-01-05').close⟧
Risque d'avalanche : marqué"""),
E('q_weekly_recent', 'faithful', 'ja-JP spellbook',
  """週足の魔導書　NQ　最近⟦5@R.summary.rows⟧週
第一の呪文（⟦12月8日@D:2024-12-08⟧の週）：⟦−381.75@row('2024-12-08').change⟧ pt
第四の呪文（⟦12月29日@D:2024-12-29⟧の週）：⟦+57.5@row('2024-12-29').change⟧ pt　唯一の陽線
最後の呪文（⟦1月5日@D:2025-01-05⟧の週）：終値 ⟦8,837.25@row('2025-01-05').close⟧
平均：⟦−179.70@stats.change.mean⟧ pt"""),
# ---------------------------------------------------------------- q_gap_2024
E('q_gap_2024', 'wrong_sign', 'fr-FR adoption',
  """À ADOPTER : « Gap », né en 2024
Saut moyen à l'ouverture : ⟦1,51@mean_g⟧ point
Plus grand bond vers le haut : ⟦147,25@max_g⟧ ; plus grande chute : ⟦+128,5@min_g!⟧
Écart-type : ⟦34,54@std_g⟧. Joueur, saute partout."""),
E('q_gap_2024', 'wrong_column', 'en-US seating',
  """SEATING CHART — "Opening Gaps 2024" reception
Head table (average gap): ⟦1.51@mean_g⟧ pts
Table of the nervous (standard deviation): ⟦147.25@std_g~max_g!⟧ pts
Kids' table (worst gap down): ⟦−128.5@min_g⟧ pts
Please find your place card at the door."""),
E('q_gap_2024', 'misrounded', 'it-IT queueboard',
  """PARCO NQ — TEMPI D'ATTESA (gap di apertura 2024)
Giostra "Gap medio": ⟦1,51@mean_g⟧ punti
Montagne russe "Salto massimo": ⟦147,25@max_g⟧
Discesa libera "Buco massimo": ⟦−128,5@min_g⟧
Deviazione standard della fila: ⟦34,55@std_g!⟧"""),
E('q_gap_2024', 'faithful', 'es-ES carpool',
  """HOJA DE COCHE COMPARTIDO — huecos de apertura 2024
Conductor «Media»: ⟦1,51@mean_g⟧ pts
Conductor «Máximo»: ⟦+147,25@max_g⟧ · Conductor «Mínimo»: ⟦−128,5@min_g⟧
Desviación típica: ⟦34,54@std_g⟧ pts
Salida 07:20 desde la plaza"""),
E('q_gap_2024', 'faithful', 'zh-CN stocktake',
  """盘点单 · 2024年开盘跳空
项目 | 数值（点）
平均跳空 | ⟦1.51@mean_g⟧
最大向上跳空 | ⟦147.25@max_g⟧
最大向下跳空 | ⟦−128.50@min_g⟧
标准差 | ⟦34.54@std_g⟧"""),
E('q_gap_2024', 'faithful', 'de-DE telemetry',
  """TELEMETRIE NQ · ERÖFFNUNGSLÜCKEN 2024
GAP_MITTEL = ⟦1,51@mean_g⟧ Pkt.
GAP_MAX    = ⟦+147,25@max_g⟧
GAP_MIN    = ⟦−128,5@min_g⟧
GAP_STDABW = ⟦34,54@std_g⟧   STATUS OK"""),
]
