"""Market-data queries, part 2 (q_up_pct_2024 ... q_gap_2024). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- q_up_pct_2024
E('q_up_pct_2024', 'derived', 'pt-BR harbour',
  """AVISO AOS NAVEGANTES — Capitania do Porto NQ, 2024
Marés de alta (pregões fechando acima da abertura): ⟦40,5%@value*100⟧ de ⟦252@R.summary.rows_scanned⟧
Isso dá ⟦102@value*252!⟧ pregões de alta (conta minha, o relatório não traz esse número)
Escuta permanente no canal VHF CH16."""),
E('q_up_pct_2024', 'wrong_unit', 'zh-CN radiosonde',
  """探空报告 · NQ 2024 · 施放 12:00 UTC
层次：全年 ⟦252@R.source_row_count⟧ 个交易日
收阳（收盘高于开盘）占比：⟦0.40%@value*100~value!⟧
结论：下沉气流为主，阴多阳少。""", unit_note='fraction quoted as a percent'),
E('q_up_pct_2024', 'misrounded', 'pl-PL splits',
  """TABELA MIĘDZYCZASÓW — numer NQ, sezon 2024
Odcinki zakończone „na plusie” (zamknięcie > otwarcie): ⟦40,4%@value*100!⟧
Liczba odcinków: ⟦252@R.summary.rows_scanned⟧
Uwagi: częściej w dół niż w górę — ciężki sezon."""),
E('q_up_pct_2024', 'faithful', 'en-US sds',
  """SAFETY DATA SHEET — NQ up-days, 2024
1. Identification: sessions closing above their open
2. Hazards: a minority, ⟦40.5%@value*100⟧ of ⟦252@R.source_row_count⟧ sessions
7. Handling: expect more red days than green."""),
E('q_up_pct_2024', 'faithful', 'it-IT margin',
  """Note a matita sullo spartito — NQ 2024
[A] sedute chiuse sopra l'apertura: ⟦40,48%@value*100⟧ — poco cantabile
[B] su ⟦252@R.summary.rows_scanned⟧ battute in tutto
(più minore che maggiore: respirare)"""),
E('q_up_pct_2024', 'faithful', 'ja-JP whiteboard',
  """本日のWOD ― 2024年「陽線デー」
陽線（終値＞始値）の割合：⟦40.5%@value*100⟧
対象：⟦252@R.source_row_count⟧セッション
陰線のほうが多い一年。クールダウンを忘れずに。"""),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
E('q_stats_2023_vs_2024', 'wrong_year', 'ru-RU splits',
  """ПРОТОКОЛ ОТСЕЧЕК — номер NQ
Отрезок 2023: средний размах ⟦274,4@A.mean_range~B.mean_range!⟧ пункта, объём ⟦201\u00a0034@A.mean_volume⟧
Отрезок 2024: средний размах ⟦274,4@B.mean_range⟧, объём ⟦201\u00a0006@B.mean_volume⟧
Темп по объёму почти не изменился."""),
E('q_stats_2023_vs_2024', 'wrong_year', 'de-DE ballot',
  """JURY-STIMMZETTEL — „2023 gegen 2024“
2023: Ø Spanne ⟦363,24@A.mean_range⟧ Pkt., Ø Volumen ⟦201.034@A.mean_volume⟧
2024: Ø Spanne ⟦274,44@B.mean_range⟧ Pkt., Ø Volumen ⟦201.034@B.mean_volume~A.mean_volume!⟧
Urteil: 2023 wilder, beim Volumen Gleichstand. Jurorin: S. Wolf"""),
E('q_stats_2023_vs_2024', 'miscomputed', 'es-ES harbour',
  """AVISO A LOS NAVEGANTES — Capitanía NQ
Oleaje medio (rango diario): 2023 ⟦363,24@A.mean_range⟧ pts · 2024 ⟦274,44@B.mean_range⟧ pts
En 2024 la mar estuvo un ⟦32,4 %@(B.mean_range-A.mean_range)/A.mean_range*100|neg!⟧ más calmada
Volumen: ⟦201.034@A.mean_volume⟧ frente a ⟦201.006@B.mean_volume⟧ contratos"""),
E('q_stats_2023_vs_2024', 'faithful', 'fr-FR whiteboard',
  """WOD DU JOUR — « 2023 vs 2024 »
Amplitude moyenne : ⟦363,2@A.mean_range⟧ pts en 2023, ⟦274,4@B.mean_range⟧ pts en 2024
Volume moyen : ⟦201\u202f034@A.mean_volume⟧ contre ⟦201\u202f006@B.mean_volume⟧ contrats
Séances : ⟦250@A.count⟧ et ⟦252@B.count⟧. Récup active !"""),
E('q_stats_2023_vs_2024', 'faithful', 'pt-BR manifest',
  """MANIFESTO DE PASSAGEIROS — Balsa NQ
Viagem | amplitude média | volume médio
2023 | ⟦363,24@A.mean_range⟧ | ⟦201.033,96@A.mean_volume⟧
2024 | ⟦274,44@B.mean_range⟧ | ⟦201.006,37@B.mean_volume⟧
Mar mais calmo em 2024; lotação igual."""),
E('q_stats_2023_vs_2024', 'faithful', 'zh-CN sds',
  """安全技术说明书 · NQ 2023 对比 2024
1. 标识：日内振幅与成交量
9. 理化特性：2023年平均振幅 ⟦363.24@A.mean_range⟧ 点，2024年 ⟦274.44@B.mean_range⟧ 点；日均成交 ⟦201,034@A.mean_volume⟧ 与 ⟦201,006@B.mean_volume⟧ 手
结论：2024年波动明显收敛，量基本持平。"""),
# ---------------------------------------------------------------- q_big_up_days_2023
E('q_big_up_days_2023', 'wrong_column', 'de-DE sds',
  """SICHERHEITSDATENBLATT — NQ, Tage mit > 2 % Plus (2023)
1. Anzahl: ⟦14@R.summary.rows⟧ Tage
9. Eigenschaften: ⟦06.06.2023@D:2023-06-06⟧ — Eröffnung ⟦17.605@row('2023-06-06').open⟧, Schluss ⟦17.605@row('2023-06-06').close~row('2023-06-06').open!⟧, Plus ⟦2,98 %@row('2023-06-06').chg⟧
Größter Tag: ⟦06.12.2023@D:2023-12-06⟧ mit ⟦3,32 %@row('2023-12-06').chg⟧"""),
E('q_big_up_days_2023', 'wrong_sign', 'it-IT harbour',
  """AVVISO AI NAVIGANTI — Capitaneria NQ, 2023
Giornate oltre il 2%: ⟦14@R.summary.rows⟧
Prima: ⟦18/01@D:2023-01-18⟧, ⟦+2,5%@row('2023-01-18').chg⟧
Più forte: ⟦06/12@D:2023-12-06⟧, ⟦−3,32%@row('2023-12-06').chg!⟧
Ascolto continuo su VHF CH16."""),
E('q_big_up_days_2023', 'coincidental', 'pt-BR margin',
  """Anotações a lápis na partitura — NQ 2023, altas acima de 2%
[A] ⟦18/01@D:2023-01-18⟧: ⟦+2,50%@row('2023-01-18').chg⟧ — entrada forte
[B] ⟦19/04@D:2023-04-19⟧: ⟦+2,37%@row('2023-04-19').chg!⟧
[C] ⟦06/12@D:2023-12-06⟧: ⟦+3,32%@row('2023-12-06').chg⟧ — fortissimo final
respirar antes do [C]"""),
E('q_big_up_days_2023', 'faithful', 'en-US splits',
  """SPLIT SHEET — Bib NQ, 2023, days up more than 2%
Legs: ⟦14@R.summary.rows⟧
First: ⟦1/18@D:2023-01-18⟧, ⟦+2.50%@row('2023-01-18').chg⟧
Fastest: ⟦12/6@D:2023-12-06⟧, ⟦+3.32%@row('2023-12-06').chg⟧ (open ⟦17,263@row('2023-12-06').open⟧ → close ⟦17,836@row('2023-12-06').close⟧)
Avg gain ⟦2.44%@stats.chg.mean⟧"""),
E('q_big_up_days_2023', 'faithful', 'fr-FR ballot',
  """BULLETIN DU JURY — Festival NQ, « Hausses de plus de 2 % » (2023)
Palme d'or : ⟦6 décembre@D:2023-12-06⟧, ⟦+3,32\u202f%@row('2023-12-06').chg⟧
Prix du jury : ⟦7 novembre@D:2023-11-07⟧, ⟦+3,12\u202f%@row('2023-11-07').chg⟧
Films en compétition : ⟦14@R.summary.rows⟧, moyenne ⟦2,44\u202f%@stats.chg.mean⟧
Juré : C. Morel"""),
E('q_big_up_days_2023', 'faithful', 'ru-RU reportcard',
  """ТАБЕЛЬ — NQ, 2023, дни с ростом более 2 %
Всего «пятёрок»: ⟦14@R.summary.rows⟧
Лучшая: ⟦6 декабря@D:2023-12-06⟧ — ⟦+3,32 %@row('2023-12-06').chg⟧
Самая скромная: ⟦27 марта@D:2023-03-27⟧ — ⟦+2,01 %@row('2023-03-27').chg⟧
В среднем ⟦2,44 %@stats.chg.mean⟧. Молодец."""),
# ---------------------------------------------------------------- q_corr_2024
E('q_corr_2024', 'wrong_sign', 'fr-FR harbour',
  """AVIS AUX NAVIGATEURS — Capitainerie NQ, 2024
Lien entre le trafic (volume) et la houle (amplitude) : corrélation ⟦−0,051@value!⟧
Sur ⟦252@R.summary.rows_scanned⟧ séances. Autrement dit : aucun lien utile.
Veille VHF CH16."""),
E('q_corr_2024', 'misrounded', 'es-ES manifest',
  """MANIFIESTO DE PASAJE — Ferry NQ, temporada 2024
Correlación volumen–rango diario: ⟦0,052@value!⟧
Travesías analizadas: ⟦252@R.source_row_count⟧
Nota del sobrecargo: la gente no sube más cuando hay más oleaje."""),
E('q_corr_2024', 'invented', 'en-GB whiteboard',
  """WOD — "VOLUME vs RANGE", 2024
Correlation across ⟦252@R.summary.rows_scanned⟧ sessions: ⟦0.21@value!⟧
Coach's note: weak link — big volume doesn't mean a big day.
Stretch after."""),
E('q_corr_2024', 'faithful', 'it-IT vetchart',
  """CARTELLA CLINICA — paziente «Volume/Escursione», NQ 2024
Correlazione: ⟦0,05@value⟧ (su ⟦252@R.source_row_count⟧ sedute)
Diagnosi: nessun legame apprezzabile.
Terapia: non usare il volume per prevedere l'escursione."""),
E('q_corr_2024', 'faithful', 'pt-BR splits',
  """PLANILHA DE PARCIAIS — Peito NQ, 2024
Correlação volume × amplitude: ⟦0,0512@value⟧
Pregões: ⟦252@R.summary.rows_scanned⟧
Leitura: praticamente zero, ritmo e esforço não andam juntos."""),
E('q_corr_2024', 'faithful', 'en-US reportcard',
  """REPORT CARD — NQ, 2024
Subject: volume vs daily range
Correlation: ⟦0.051@value⟧ over ⟦252@R.source_row_count⟧ sessions
Grade: Incomplete — essentially no relationship.
Teacher's comment: try another predictor."""),
# ---------------------------------------------------------------- q_monthly_2024
E('q_monthly_2024', 'wrong_sign', 'en-GB radiosonde',
  """SOUNDING — NQ monthly bars, 2024
LEVEL Apr: ⟦+1,008@row('2024-04-30').change⟧ pts — only updraft
LEVEL Jun: ⟦+234.75@row('2024-06-30').change!⟧ pts
LEVEL Jul: ⟦−1,374@row('2024-07-31').change⟧ pts — strongest downdraft
Mean ⟦−728.13@stats.change.mean⟧ pts per month"""),
E('q_monthly_2024', 'wrong_column', 'ru-RU vetchart',
  """КАРТА ПАЦИЕНТА — NQ, месячные бары 2024
Октябрь: открытие ⟦11\u00a0281,5@row('2024-10-31').open⟧, закрытие ⟦9741@row('2024-10-31').close~row('2024-10-31').low!⟧
Декабрь: закрытие ⟦8944@row('2024-12-31').close⟧, изменение ⟦−621@row('2024-12-31').change⟧
Апрель — единственный месяц роста: ⟦+1008@row('2024-04-30').change⟧"""),
E('q_monthly_2024', 'wrong_row', 'zh-CN splits',
  """分段成绩单 · NQ 2024 月线
一月 ⟦−1,186.5@row('2024-01-31').change⟧ 点
三月 ⟦−1,214.75@row('2024-03-31').change~row('2024-05-31').change!⟧ 点
四月 ⟦+1,008@row('2024-04-30').change⟧ 点（唯一上涨）
七月 ⟦−1,374@row('2024-07-31').change⟧ 点（最差）"""),
E('q_monthly_2024', 'faithful', 'en-US manifest',
  """PASSENGER MANIFEST — MV Nasdaq, 2024 monthly sailings
Jan | open ⟦17,578.75@row('2024-01-31').open⟧ | close ⟦16,392.25@row('2024-01-31').close⟧
Apr | ⟦+1,008@row('2024-04-30').change⟧ pts (the only up month)
Jul | ⟦−1,374@row('2024-07-31').change⟧ pts (worst)
Dec | close ⟦8,944@row('2024-12-31').close⟧
Purser: D. Hale"""),
E('q_monthly_2024', 'faithful', 'es-ES sds',
  """FICHA DE DATOS DE SEGURIDAD — NQ, barras mensuales 2024
2. Peligros: once meses bajistas de doce; cambio medio ⟦−728,13@stats.change.mean⟧ pts
9. Propiedades: abril ⟦+1008@row('2024-04-30').change⟧, julio ⟦−1374@row('2024-07-31').change⟧, diciembre ⟦−621@row('2024-12-31').change⟧
Cierre del año: ⟦8944@row('2024-12-31').close⟧"""),
E('q_monthly_2024', 'faithful', 'pl-PL harbour',
  """KOMUNIKAT KAPITANATU PORTU NQ — świece miesięczne 2024
Styczeń: otwarcie ⟦17\u00a0578,75@row('2024-01-31').open⟧, zamknięcie ⟦16\u00a0392,25@row('2024-01-31').close⟧
Kwiecień: ⟦+1008@row('2024-04-30').change⟧ pkt — jedyny przypływ
Lipiec: ⟦−1374@row('2024-07-31').change⟧ pkt — najgłębszy odpływ
Nasłuch VHF CH16."""),
# ---------------------------------------------------------------- q_weekly_recent
E('q_weekly_recent', 'wrong_sign', 'pl-PL stamps',
  """KARTA ALBUMU — seria „Ostatnie tygodnie”, NQ
☐ tydzień od ⟦8 grudnia@D:2024-12-08⟧: ⟦−381,75@row('2024-12-08').change⟧ pkt
☐ tydzień od ⟦15 grudnia@D:2024-12-15⟧: ⟦+16@row('2024-12-15').change!⟧ pkt
☐ tydzień od ⟦29 grudnia@D:2024-12-29⟧: ⟦+57,5@row('2024-12-29').change⟧ pkt
Stan: czysty, ząbkowanie kompletne."""),
E('q_weekly_recent', 'wrong_row', 'pt-BR ballot',
  """CÉDULA DO JÚRI — Festival NQ, «Últimas semanas»
Semana de ⟦15/12@D:2024-12-15⟧: variação ⟦−16@row('2024-12-15').change⟧ pts, volume ⟦1.007.765@row('2024-12-15').volume~row('2024-12-22').volume!⟧
Semana de ⟦29/12@D:2024-12-29⟧: ⟦+57,5@row('2024-12-29').change⟧ pts — única no azul ★★★★
Jurada: M. Costa"""),
E('q_weekly_recent', 'invented', 'ja-JP vetchart',
  """診療カルテ　NQ・週足（直近）
⟦12月8日@D:2024-12-08⟧の週：⟦−381.75@row('2024-12-08').change⟧pt（最悪）
⟦12月29日@D:2024-12-29⟧の週：⟦+57.5@row('2024-12-29').change⟧pt、出来高 ⟦698,410@row('2024-12-29').volume!⟧枚
所見：全体に下向き。経過観察。"""),
E('q_weekly_recent', 'faithful', 'en-US sds',
  """SAFETY DATA SHEET — NQ weekly bars, recent
1. Worst week: ⟦Dec 8@D:2024-12-08⟧, ⟦−381.75@row('2024-12-08').change⟧ pts
2. Only green week: ⟦Dec 29@D:2024-12-29⟧, ⟦+57.50@row('2024-12-29').change⟧ pts
3. Latest: ⟦Jan 5@D:2025-01-05⟧, ⟦−205.5@row('2025-01-05').change⟧ pts
Average ⟦−179.7@stats.change.mean⟧ pts a week."""),
E('q_weekly_recent', 'faithful', 'zh-CN reportcard',
  """成绩单 · NQ 最近几周（周线）
⟦12月8日@D:2024-12-08⟧ 当周 ⟦−381.75@row('2024-12-08').change⟧ 点 —— 不及格
⟦12月22日@D:2024-12-22⟧ 当周 ⟦−352.75@row('2024-12-22').change⟧ 点，成交 ⟦1,007,765@row('2024-12-22').volume⟧ 手
⟦12月29日@D:2024-12-29⟧ 当周 ⟦+57.5@row('2024-12-29').change⟧ 点 —— 唯一及格
班主任评语：整体偏弱。"""),
E('q_weekly_recent', 'faithful', 'en-GB margin',
  """Pencil in the margin — NQ, the last few weeks
[A] w/c ⟦8 Dec@D:2024-12-08⟧: ⟦−381.75@row('2024-12-08').change⟧, heavy, dim.
[B] w/c ⟦15 Dec@D:2024-12-15⟧: ⟦−16@row('2024-12-15').change⟧, almost a rest
[C] w/c ⟦29 Dec@D:2024-12-29⟧: ⟦+57.5@row('2024-12-29').change⟧, the one cresc.
[D] w/c ⟦5 Jan@D:2025-01-05⟧: ⟦−205.5@row('2025-01-05').change⟧, fine"""),
# ---------------------------------------------------------------- q_gap_2024
E('q_gap_2024', 'wrong_column', 'it-IT harbour',
  """AVVISO AI NAVIGANTI — Capitaneria NQ, gap d'apertura 2024
Gap medio: ⟦34,54@mean_g~std_g!⟧ punti
Massimo al rialzo: ⟦+147,25@max_g⟧ · massimo al ribasso: ⟦−128,5@min_g⟧
Ascolto su VHF CH16."""),
E('q_gap_2024', 'wrong_sign', 'nl-NL minibar',
  """MINIBARLIJST — Kamer NQ, openingsgaten 2024
☑ Gemiddeld gat: ⟦+1,51@mean_g⟧ pt
☑ Grootste gat omhoog: ⟦−147,25@max_g!⟧ pt
☑ Grootste gat omlaag: ⟦−128,5@min_g⟧ pt
☑ Standaardafwijking: ⟦34,54@std_g⟧ pt
Gecontroleerd door: huishouding"""),
E('q_gap_2024', 'coincidental', 'ja-JP stamps',
  """切手アルバム　NQ「寄り付きギャップ」2024年シリーズ
□ 平均ギャップ ⟦+1.51@mean_g⟧pt
□ 最大の上窓 ⟦+147.25@max_g⟧pt
□ 最大の下窓 ⟦−145@min_g!⟧pt
□ 標準偏差 ⟦34.5@std_g⟧pt
状態：未使用・目打ち完全"""),
E('q_gap_2024', 'faithful', 'es-ES sds',
  """FICHA DE DATOS DE SEGURIDAD — NQ, huecos de apertura 2024
2. Peligros: hueco medio pequeño, ⟦1,51@mean_g⟧ pts
9. Propiedades: máximo ⟦+147,25@max_g⟧ · mínimo ⟦−128,5@min_g⟧ · desviación típica ⟦34,54@std_g⟧
Sesiones: ⟦252@R.summary.rows_scanned⟧"""),
E('q_gap_2024', 'faithful', 'fr-FR reportcard',
  """BULLETIN SCOLAIRE — élève NQ, écarts d'ouverture 2024
Moyenne : ⟦+1,5@mean_g⟧ pt — sage
Écart-type : ⟦34,5@std_g⟧ pts
Plus grand écart haussier : ⟦+147,25@max_g⟧ · baissier : ⟦−128,5@min_g⟧
Appréciation : ouvertures le plus souvent calmes."""),
E('q_gap_2024', 'faithful', 'pt-BR splits',
  """PLANILHA DE PARCIAIS — Peito NQ, gaps de abertura 2024
Gap médio: ⟦1,51@mean_g⟧ pts
Desvio-padrão: ⟦34,54@std_g⟧ pts
Maior salto para cima: ⟦147,25@max_g⟧ · maior queda: ⟦−128,5@min_g⟧
Largada quase sempre limpa."""),
]
