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
N = "R.source_row_count"

ENTRIES = [
# ---------------------------------------------------------------- q_range_last20
E('q_range_last20', 'faithful', 'en-US saddlery',
  f"""SADDLERY ORDER BOOK — Ord. SB0412
Customer: Mr. Okafor, 'Tamarind' (chestnut gelding)
Job: trail saddle, havana, wide tree
Desk note: NQ over the last ⟦20@{N}⟧ sessions averaged ⟦187.6@value⟧ points of daily range (high − low).
Fitting Thursday; deposit taken."""),
E('q_range_last20', 'faithful', 'ru-RU organ',
  f"""АКТ НАСТРОЙКИ ОРГАНА — кирха NQ
Строй A440, темперация равномерная
Главный мануал: средний дневной диапазон NQ за последние ⟦20@{N}⟧ сессий — ⟦187,6@value⟧ пункта
Западающих клавиш нет. Настройщик: И. Громов"""),
E('q_range_last20', 'faithful', 'ja-JP cheese',
  f"""チーズ熟成庫 反転表 ― 庫C1・棚R2
対象：NQ 直近⟦20@{N}⟧セッション
平均日中値幅（高値−安値）：⟦187.6@value⟧ポイント
反転済み・外皮良好。担当：MK"""),
E('q_range_last20', 'invented', 'pl-PL parachute',
  """KARTA UKŁADANIA SPADOCHRONU — uprząż U4 · główny G2 · zapasowy Z1
Kontrola: ostatnie 20 sesji NQ
Średni dzienny zakres (max − min): ⟦215,3@value!⟧ pkt
Pętla zamykająca sprawdzona, zawleczka OK. Układający: T. Wrona · plomba P315"""),
E('q_range_last20', 'wrong_unit', 'nl-NL peal',
  """LUIDBORD — toren van de Sint-Jan, NQ
Op zaterdag werd hier een peal Grandsire Triples geluid.
Gemiddelde dagspanne van NQ over de laatste 20 sessies: ⟦187,6@value~value!⟧ minuten
Geleid door: A. de Wit""", unit_note='points quoted as minutes'),
E('q_range_last20', 'derived', 'it-IT lock',
  f"""REGISTRO DEL CUSTODE — conca C3, naviglio NQ
07:50 salita: barcone «Adda»
Escursione media NQ, ultime ⟦20@{N}⟧ sedute: ⟦187,6@value⟧ punti
Somma delle escursioni: ⟦3.752@value*{N}!⟧ punti (calcolo mio, non nel rapporto)
Paratoie ingrassate. Custode: G. Brambilla"""),
# ---------------------------------------------------------------- q_range_stats_2024
E('q_range_stats_2024', 'faithful', 'zh-CN organ',
  """管风琴调音报告 · NQ 教堂
音高 A440，平均律
主键盘：2024 年日内波幅均值 ⟦274.44@mean_range⟧，中位数 ⟦267.25@median_range⟧
踏板：最宽 ⟦585.5@max_range⟧，最窄 ⟦116.5@min_range⟧，共 ⟦252@count⟧ 个交易日
无串音。调音师：陈工"""),
E('q_range_stats_2024', 'faithful', 'pt-BR parachute',
  """CARTÃO DE DOBRAGEM — equipamento E7 · principal P3 · reserva R1
Amplitude diária do NQ em 2024: média ⟦274,4@mean_range⟧ · mediana ⟦267,25@median_range⟧
Máxima ⟦585,5@max_range⟧ · mínima ⟦116,5@min_range⟧
Laçada de fechamento conferida. Dobrador: R. Aguiar · lacre L118"""),
E('q_range_stats_2024', 'faithful', 'es-ES saddlery',
  """GUARNICIONERÍA — LIBRO DE PEDIDOS, pedido P0921
Cliente: Sra. Ibarra, «Lucero» (tordo)
Encargo: silla vaquera, cuero avellana
Nota: rango diario NQ 2024 — media ⟦274,44@mean_range⟧, mediana ⟦267,25@median_range⟧, ⟦252@count⟧ sesiones
Prueba el jueves."""),
E('q_range_stats_2024', 'misrounded', 'nl-NL orienteer',
  """CONTROLEKAART — NQ-oriëntatieloop, baan C · H35
Start 10:20
P41 ✓ gemiddelde dagspanne 2024: ⟦274,5@mean_range!⟧ punten
P42 ✓ mediaan ⟦267,25@median_range⟧
Finish: geen misprik."""),
E('q_range_stats_2024', 'wrong_column', 'it-IT peal',
  """TAVOLA DEI CONCERTI — campanile di San Zeno, NQ
Sabato è stato suonato un concerto a otto campane.
Escursione giornaliera 2024: la più ampia ⟦585,5@max_range⟧, la più stretta ⟦267,25@min_range~median_range!⟧
Capo campanaro: L. Tosi"""),
E('q_range_stats_2024', 'miscomputed', 'ru-RU cheese',
  """КАРТА ПЕРЕВОРОТА СЫРОВ — камера C2, стеллаж R3
Головка «NQ 2024»: самый широкий день ⟦585,5@max_range⟧, самый узкий ⟦116,5@min_range⟧
Разброс между ними: ⟦459@max_range-min_range!⟧ пунктов
Перевёрнуто, корка сухая. Сыродел: О. Лаптева"""),
# ---------------------------------------------------------------- q_dow_range_2024
E('q_dow_range_2024', 'faithful', 'ja-JP lock',
  f"""閘門番日誌 ― 閘門L3・NQ運河
2024年の曜日別平均値幅：
水曜 ⟦278.7@{W}⟧（最大）・金曜 ⟦278.26@{FR}⟧・月曜 ⟦269.41@{MO}⟧（最小）
ゲート給油済み。閘門番：佐藤"""),
E('q_dow_range_2024', 'faithful', 'pt-BR saddlery',
  f"""SELARIA — LIVRO DE ENCOMENDAS, pedido E0215
Cliente: D. Marta, «Faísca» (alazã)
Obs.: amplitude média do NQ por dia da semana em 2024 — quarta-feira ⟦278,675@{W}⟧ (a maior), segunda ⟦269,41@{MO}⟧ (a menor)
Prova na sexta."""),
E('q_dow_range_2024', 'faithful', 'it-IT orienteer',
  f"""CARTELLINO DI CONTROLLO — gara O NQ, percorso B · M40
Partenza 10:06
P31 ✓ lunedì ⟦269,4@{MO}⟧ · P32 ✓ martedì ⟦272,2@{TU}⟧ · P33 ✓ mercoledì ⟦278,7@{W}⟧
P34 ✓ giovedì ⟦273,5@{TH}⟧ · P35 ✓ venerdì ⟦278,3@{FR}⟧
Arrivo: punzonatura completa."""),
E('q_dow_range_2024', 'wrong_row', 'en-US dome',
  f"""OBSERVATORY DOME LOG — Dome D2 · Reflector R1
Dome open 21:40 · closed 04:15 · seeing steady
Object: NQ 2024 range by weekday
Brightest: Wednesday at ⟦278.26@{W}~{FR}!⟧ pts; faintest: Monday at ⟦269.41@{MO}⟧
Dew on the secondary, heater on. — Obs. M. Calder"""),
E('q_dow_range_2024', 'coincidental', 'zh-CN hydro',
  f"""水文测量图板 H2 · 测量艇 SV1 · 测线 L3
2024 年 NQ 按星期的平均波幅：
周三 ⟦278.7@{W}⟧（最深）· 周一 ⟦272.4@{MO}!⟧（最浅）
底质：砂与贝壳。测量员：王海"""),
E('q_dow_range_2024', 'miscomputed', 'pl-PL luthier',
  f"""NOTATKI Z PRACOWNI — skrzypce S21, model Guarneri
Zakres NQ 2024 wg dni: środa ⟦278,675@{W}⟧, czwartek ⟦273,53@{TH}⟧
Różnica środa − czwartek: ⟦5,41@{W}-{TH}!⟧ pkt
Belka basowa wklejona; jutro lakier."""),
# ---------------------------------------------------------------- q_month_up_2023
E('q_month_up_2023', 'faithful', 'de-DE parachute',
  f"""PACKKARTE FALLSCHIRM — System R4 · Hauptschirm H2 · Reserve RS1
Plus-Tage 2023 je Monat: September: ⟦70 %@{SEP}⟧ (höchster) · Oktober: ⟦68,2 %@{OCT}⟧ · November: ⟦38,1 %@{NOV}⟧ (niedrigster)
Schließloop geprüft. Packer: F. Kühn · Plombe P118"""),
E('q_month_up_2023', 'faithful', 'en-US peal',
  f"""ST MARY'S, NQ TOWER — PEAL BOARD
On Saturday was rung a peal of Stedman Triples, recording the up-closes of 2023:
September the best, up on ⟦70%@{SEP}⟧ of days; October next at ⟦68.2%@{OCT}⟧; November the worst at ⟦38.1%@{NOV}⟧.
Conducted by E. Harker"""),
E('q_month_up_2023', 'faithful', 'nl-NL lock',
  f"""SLUISWACHTERSLOG — sluis S2, NQ-kanaal
07:55 opvaart: ‘Zwaluw’
Aandeel stijgdagen 2023 — januari: ⟦60 %@row('January').pct_up*100⟧, mei: ⟦50 %@row('May').pct_up*100⟧, september: ⟦70 %@{SEP}⟧ (hoogste), november: ⟦38,1 %@{NOV}⟧ (laagste)
Deuren gesmeerd. Sluiswachter: J. Bakker"""),
E('q_month_up_2023', 'wrong_row', 'it-IT organ',
  f"""RAPPORTO DI ACCORDATURA — organo della pieve di NQ
La A440, temperamento equabile
Grand'Organo: mese migliore del 2023 settembre (⟦70%@{SEP}⟧ di sedute in rialzo); peggiore novembre, ⟦39,1%@{NOV}~row('August').pct_up*100!⟧
Sfiati: nessuno. Accordatore: P. Verri"""),
E('q_month_up_2023', 'wrong_unit', 'en-GB dome',
  f"""DOME LOG — Dome D1, west tower
Open 22:05 · shut 03:50 · transparency good
2023 up-closes by month: best September, up on ⟦70@{SEP}~{SEP}!⟧ days; worst November, ⟦38.1%@{NOV}⟧
Frost on the slit. — Obs. R. Penhale""", unit_note='a percentage of days quoted as a number of days'),
E('q_month_up_2023', 'invented', 'fr-FR luthier',
  f"""NOTES D'ATELIER — violon V08, modèle Stradivarius
Part des séances haussières de NQ en 2023 — septembre : ⟦70\u202f%@{SEP}⟧, juin : ⟦31\u202f%@row('June').pct_up*100!⟧, novembre : ⟦38,1\u202f%@{NOV}⟧
Barre d'harmonie collée ; vernis demain."""),
# ---------------------------------------------------------------- q_widest_2024
E('q_widest_2024', 'faithful', 'ja-JP organ',
  """オルガン調律報告書 ― NQ教会 / ピッチA440
2024年で値幅が最も大きかった日：⟦1月24日@D:2024-01-24⟧ ⟦585.5@row('2024-01-24').range⟧（始値 ⟦17,188.75@row('2024-01-24').open⟧、終値 ⟦16,672.75@row('2024-01-24').close⟧）
五番目は⟦5月1日@D:2024-05-01⟧の ⟦484.5@row('2024-05-01').range⟧
うなり無し。調律師：高橋"""),
E('q_widest_2024', 'faithful', 'it-IT dome',
  """REGISTRO DELLA CUPOLA — osservatorio, cupola C2 · notte di sabato
Apertura 21:55 · chiusura 04:20
Le cinque sedute più ampie del 2024: ⟦24/01@D:2024-01-24⟧ ⟦585,5@row('2024-01-24').range⟧ · ⟦17/05@D:2024-05-17⟧ ⟦555,25@row('2024-05-17').range⟧ · ⟦31/05@D:2024-05-31⟧ ⟦541,5@row('2024-05-31').range⟧ · ⟦05/07@D:2024-07-05⟧ ⟦507,5@row('2024-07-05').range⟧ · ⟦01/05@D:2024-05-01⟧ ⟦484,5@row('2024-05-01').range⟧
Osservatore: F. Galli"""),
E('q_widest_2024', 'faithful', 'nl-NL raffle',
  """DORPSFEEST — LOTENLIJST
Hoofdprijs: de breedste dag van 2024, ⟦24 januari@D:2024-01-24⟧: spanne ⟦585,5@row('2024-01-24').range⟧, open ⟦17.188,75@row('2024-01-24').open⟧, slot ⟦16.672,75@row('2024-01-24').close⟧
Gemiddelde van de top vijf: ⟦534,85@stats.range.mean⟧
Winnend lot: R118 (fruitmand). Trekking door de burgemeester."""),
E('q_widest_2024', 'wrong_column', 'es-ES luthier',
  """NOTAS DE TALLER — violín V11, modelo Guarneri
Días más amplios de 2024: ⟦24 de enero@D:2024-01-24⟧ con ⟦585,5@row('2024-01-24').range⟧ puntos; ⟦5 de julio@D:2024-07-05⟧ con ⟦507,5@row('2024-07-05').range⟧ y cierre en ⟦13.548,75@row('2024-07-05').close~row('2024-07-05').open!⟧
Alma ajustada; barniz mañana."""),
E('q_widest_2024', 'coincidental', 'de-DE orienteer',
  """POSTENKARTE — NQ-OL, Bahn C · H45
Start 10:12
P51 ✓ breitester Tag 2024 am ⟦24.01.@D:2024-01-24⟧ mit ⟦585,5@row('2024-01-24').range⟧ Punkten
P52 ✓ Zweiter am ⟦17.05.@D:2024-05-17⟧ mit ⟦544@row('2024-05-17').range!⟧
Ziel: alle Posten gestempelt."""),
E('q_widest_2024', 'derived', 'zh-CN icecream',
  """冰淇淋店 · 今日口味
招牌「2024 最宽五日」：⟦1月24日@D:2024-01-24⟧ 波幅 ⟦585.5@row('2024-01-24').range⟧，⟦5月17日@D:2024-05-17⟧ ⟦555.25@row('2024-05-17').range⟧
⟦5月17日@D:2024-05-17⟧ 开盘 ⟦15,998.25@row('2024-05-17').open⟧、收盘 ⟦15,675@row('2024-05-17').close⟧，当日跌 ⟦323.25@row('2024-05-17').open-row('2024-05-17').close!⟧ 点（我自己减的，报告里没有）
甜筒、杯装均可。"""),
# ---------------------------------------------------------------- q_last10_change
E('q_last10_change', 'faithful', 'ru-RU peal',
  """ДОСКА ЗВОНА — колокольня Св. Николая, NQ
В субботу отзвонили десять последних сессий:
лучшая — ⟦23 декабря@D:2024-12-23⟧, ⟦+91@row('2024-12-23').change⟧; худшая — ⟦20 декабря@D:2024-12-20⟧, ⟦−178,25@row('2024-12-20').change⟧
В среднем ⟦−57,8@stats.change.mean⟧ за сессию.
Звонарь: А. Лыков"""),
E('q_last10_change', 'faithful', 'it-IT hydro',
  """FOGLIO DI RILIEVO IDROGRAFICO H2 — motobarca M1, profilo P6
Ultime 10 sedute NQ, chiusura − apertura:
⟦18/12@D:2024-12-18⟧ ⟦−173@row('2024-12-18').change⟧ · ⟦20/12@D:2024-12-20⟧ ⟦−178,25@row('2024-12-20').change⟧ (fondale minimo) · ⟦23/12@D:2024-12-23⟧ ⟦+91@row('2024-12-23').change⟧ (massimo) · ⟦02/01@D:2025-01-02⟧ ⟦−96,25@row('2025-01-02').change⟧
Fondo: sabbia. Rilevatore: M. Costa"""),
E('q_last10_change', 'faithful', 'nl-NL saddlery',
  """ZADELMAKERIJ — ORDERBOEK, order OB0722
Klant: mevr. Visser, ‘Bries’ (vos)
Notitie: NQ sloot op ⟦31 december@D:2024-12-31⟧ op ⟦8.944@row('2024-12-31').close⟧ en op ⟦2 januari@D:2025-01-02⟧ op ⟦8.837,25@row('2025-01-02').close⟧; beste dag ⟦23 december@D:2024-12-23⟧ (⟦+91@row('2024-12-23').change⟧)
Passen vrijdag."""),
E('q_last10_change', 'wrong_sign', 'es-ES lock',
  """DIARIO DEL ESCLUSERO — esclusa E4, canal de NQ
08:15 subida: gabarra «Marisa»
Últimas 10 sesiones: ⟦23/12@D:2024-12-23⟧ ⟦−91@row('2024-12-23').change!⟧, ⟦30/12@D:2024-12-30⟧ ⟦+69,25@row('2024-12-30').change⟧, ⟦31/12@D:2024-12-31⟧ ⟦−175,5@row('2024-12-31').change⟧
Compuertas engrasadas. Esclusero: J. Ruiz"""),
E('q_last10_change', 'wrong_column', 'ja-JP organ',
  """オルガン調律報告書 ― NQ教会 / ピッチA440
直近10営業日：⟦12月20日@D:2024-12-20⟧の終値 ⟦8,926.25@row('2024-12-20').close~row('2024-12-20').low!⟧（変化 ⟦−178.25@row('2024-12-20').change⟧、10日間で最大の下げ）
⟦12月23日@D:2024-12-23⟧は ⟦+91@row('2024-12-23').change⟧
うなり無し。調律師：高橋"""),
E('q_last10_change', 'miscomputed', 'pt-BR dome',
  """LIVRO DA CÚPULA — observatório, cúpula C1
Abertura 22:10 · fechamento 04:05
NQ, últimas 10 sessões: abriu em ⟦18/12@D:2024-12-18⟧ a ⟦9.376,75@row('2024-12-18').open⟧ e fechou em ⟦02/01@D:2025-01-02⟧ a ⟦8.837,25@row('2025-01-02').close⟧ — queda de ⟦593,5@row('2024-12-18').open-row('2025-01-02').close!⟧ pontos
Observador: L. Pires"""),
# ---------------------------------------------------------------- q_year_volume
E('q_year_volume', 'faithful', 'zh-CN organ',
  """管风琴调音报告 · NQ 教堂 / 音高 A440
各年日均成交量：2023 年 ⟦201,034@row(2023).mean_volume⟧（⟦250@row(2023).count⟧ 天），2024 年 ⟦201,006@row(2024).mean_volume⟧（⟦252@row(2024).count⟧ 天），2025 年 ⟦201,902@row(2025).mean_volume⟧（仅 ⟦1@row(2025).count⟧ 天）
2024 年最低。调音师：陈工"""),
E('q_year_volume', 'faithful', 'fr-FR lock',
  """JOURNAL D'ÉCLUSIER — écluse E12, canal de NQ
08:20 montant : péniche « Marie-Jo »
Volume quotidien moyen — 2023 : ⟦201\u202f034@row(2023).mean_volume⟧ · 2024 : ⟦201\u202f006@row(2024).mean_volume⟧ · 2025 : ⟦201\u202f902@row(2025).mean_volume⟧ (une seule séance)
Portes graissées. Éclusier : B. Roux"""),
E('q_year_volume', 'faithful', 'de-DE cheese',
  """WENDEPLAN — Käsekeller K2, Regal R4 · Bergkäse
Laib „Volumen je Jahr“: 2023 ⟦201.034@row(2023).mean_volume⟧ Kontrakte/Tag (⟦250@row(2023).count⟧ Tage), 2024 ⟦201.006@row(2024).mean_volume⟧ (⟦252@row(2024).count⟧ Tage), 2025 ⟦201.902@row(2025).mean_volume⟧ (⟦1@row(2025).count⟧ Tag)
Gewendet, Rinde geschmiert. Kürzel: MB"""),
E('q_year_volume', 'wrong_year', 'en-US parachute',
  """PARACHUTE PACKING DATA CARD — Rig R7 · Main M3 · Reserve RS2
Avg daily volume: 2024 — ⟦201,034@row(2024).mean_volume~row(2023).mean_volume!⟧ contracts, the quietest year; 2025 — ⟦201,902@row(2025).mean_volume⟧ on a single session
Closing loop checked, pin secure. Rigger: K. Moss · seal S114"""),
E('q_year_volume', 'wrong_year', 'ja-JP peal',
  """鐘の記録板 ― 聖マリア教会塔
年別の日平均出来高を鳴らす：2023年 ⟦201,034@row(2023).mean_volume⟧、2024年 ⟦201,006@row(2024).mean_volume⟧、2025年 ⟦201,006@row(2025).mean_volume~row(2024).mean_volume!⟧（⟦1@row(2025).count⟧日のみ）
指揮：山本"""),
E('q_year_volume', 'wrong_unit', 'nl-NL dome',
  """KOEPELLOGBOEK — sterrenwacht, koepel K1
Open 21:30 · dicht 04:45 · seeing rustig
Gemiddeld dagvolume: 2023 ⟦201.034@row(2023).mean_volume⟧ contracten, 2024 ⟦201.006@row(2024).mean_volume~row(2024).mean_volume!⟧ euro, 2025 ⟦201.902@row(2025).mean_volume⟧ contracten
Waarnemer: S. Jansen""", unit_note='contracts quoted as euros'),
# ---------------------------------------------------------------- q_rth_hour_volume
E('q_rth_hour_volume', 'faithful', 'ja-JP raffle',
  """村祭り 福引き表
特賞：15:00台 平均出来高 ⟦19,373@row('15').mean_volume⟧（最多）
残念賞：16:00台 ⟦5,808@row('16').mean_volume⟧（最少）
当せん券 B147（米俵）。抽選：自治会長"""),
E('q_rth_hour_volume', 'faithful', 'pt-BR orienteer',
  """CARTÃO DE CONTROLE — corrida de orientação NQ, percurso A · H21
Largada 10:44
P31 ✓ hora mais forte do pregão: 15:00–15:59, média de ⟦19.373@row('15').mean_volume⟧ contratos
P32 ✓ mais fraca: 16:00–16:59, ⟦5.808@row('16').mean_volume⟧
Chegada: sem erro de picote."""),
E('q_rth_hour_volume', 'faithful', 'de-DE peal',
  """GLOCKENTAFEL — St. Marien, NQ-Turm
Am Samstag wurde ein Peal Grandsire Triples geläutet.
Stundenvolumen der letzten 20 Sitzungen: 09:00 ⟦17.542@row('09').mean_volume⟧ · 15:00 ⟦19.373@row('15').mean_volume⟧ (lauteste Stunde) · 16:00 ⟦5.808@row('16').mean_volume⟧ (leiseste)
Leitung: K. Brandt"""),
E('q_rth_hour_volume', 'wrong_row', 'zh-CN dome',
  """圆顶观测日志 · 圆顶 D2
开顶 21:45 · 闭顶 04:30
近20日 RTH 各时段均量：15:00–15:59 最高，⟦19,373@row('15').mean_volume⟧；13:00–13:59 为 ⟦13,300@row('13').mean_volume~row('14').mean_volume!⟧
观测员：刘星"""),
E('q_rth_hour_volume', 'derived', 'ru-RU luthier',
  """ЗАПИСИ МАСТЕРСКОЙ — скрипка V09
Объём по часам, последние 20 сессий: 15:00–15:59 — ⟦19\u00a0373@row('15').mean_volume⟧ (максимум), 16:00–16:59 — ⟦5808@row('16').mean_volume⟧ (минимум)
Разница в ⟦3,34@row('15').mean_volume/row('16').mean_volume!⟧ раза — мой расчёт, в отчёте его нет.
Пружина вклеена."""),
E('q_rth_hour_volume', 'invented', 'es-ES parachute',
  """FICHA DE PLEGADO — equipo E5 · principal P1 · reserva R2
Volumen medio por hora, últimas 20 sesiones: 15:00–15:59 ⟦19.373@row('15').mean_volume⟧ (máximo); 11:00–11:59 ⟦15.870@row('11').mean_volume!⟧
Anilla de cierre revisada. Plegador: M. Soto · precinto P332"""),
]
