"""Market-data queries, part 2 (q_up_pct_2024 ... q_gap_2024). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- q_up_pct_2024
E('q_up_pct_2024', 'misrounded', 'it-IT brew',
  """DIARIO DI BIRRIFICAZIONE — cotta C24 «Giorni verdi»
Ammostamento 08:45 · fermentatore F2
Lettura: il ⟦40,4 %@value*100!⟧ delle ⟦252@R.summary.rows_scanned⟧ sedute del 2024 ha chiuso in rialzo
Note: schiuma fine, profumo di pane. Mastro birraio: Gino"""),
E('q_up_pct_2024', 'derived', 'fr-FR pigeon',
  """RÉSULTATS DU CONCOURS COLOMBOPHILE — société NQ, saison 2024
Lâcher 07:10 · ⟦252@R.source_row_count⟧ séances au panier
Rentrés en hausse : ⟦40,48\u202f%@value*100⟧
Donc en baisse ou à plat : ⟦59,52\u202f%@100-value*100!⟧ — calcul de ma part, absent du rapport
Bague FR0247"""),
E('q_up_pct_2024', 'invented', 'ja-JP perfume',
  """香水処方カード ―「2024 上げ日」
トップ：陽線の日の割合 ⟦46.8%@value*100!⟧
ミドル：対象 ⟦252@R.summary.rows_scanned⟧ 営業日
ベース：陰線・同値の日（残り）
熟成：四週間　調香師：小林"""),
E('q_up_pct_2024', 'faithful', 'es-ES claim',
  """PARTE DE SINIESTRO — póliza NQ24, expediente PS0102
Periodo: año 2024, ⟦252@R.source_row_count⟧ sesiones
Sesiones cerradas al alza: ⟦40,5 %@value*100⟧
Menos de la mitad. Firma del tomador: ✓"""),
E('q_up_pct_2024', 'faithful', 'ru-RU bakery',
  """ПРОИЗВОДСТВЕННЫЙ ЛИСТ — пекарня NQ, 2024 год
Смена с 04:00, печь «Б»
Батон «Рост»: ⟦40,48\u00a0%@value*100⟧ дней закрылись выше открытия
Замес: ⟦252@R.summary.rows_scanned⟧ торговые сессии
Пекарь: Галина"""),
E('q_up_pct_2024', 'faithful', 'pl-PL spellingbee',
  """KONKURS ORTOGRAFICZNY — finał, runda trzecia
PROWADZĄCY: Słowo brzmi „wzrostowy”.
UCZESTNIK: Poproszę zdanie.
PROWADZĄCY: „W 2024 roku ⟦40,48\u00a0%@value*100⟧ sesji zamknęło się wzrostowo.”
UCZESTNIK: W-Z-R-O-S-T-O-W-Y.
JURY: Poprawnie."""),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
E('q_stats_2023_vs_2024', 'wrong_year', 'zh-CN dance',
  """编舞口令表 · 《2023对2024》
五、六、七、八！
1) 2023年：平均振幅 ⟦363.24@A.mean_range⟧ 点，大步
2) 2024年：⟦274.44@B.mean_range⟧ 点，收小
3) 成交量：2023年每日 ⟦201,006@A.mean_volume~B.mean_volume!⟧ 手，与2024年几乎持平"""),
E('q_stats_2023_vs_2024', 'wrong_year', 'pl-PL pigeon',
  """WYNIKI LOTU GOŁĘBI — oddział NQ
Wypuszczenie 06:20
1. Rocznik 2023: średni zakres ⟦274,44@A.mean_range~B.mean_range!⟧ pkt, ⟦250@A.count⟧ sesji
2. Rocznik 2024: wolumen ⟦201\u00a0006@B.mean_volume⟧ kontraktów dziennie
Obrączka PL0213"""),
E('q_stats_2023_vs_2024', 'wrong_unit', 'en-US karate',
  """KARATE GRADING SHEET — NQ Dojo, 2023 vs 2024
Candidate 2023: mean daily range $⟦363.24@A.mean_range~A.mean_range!⟧ over ⟦250@A.count⟧ sessions — brown belt
Candidate 2024: ⟦274.44@B.mean_range⟧ pts over ⟦252@B.count⟧ sessions — green belt
Volume: ⟦201,034@A.mean_volume⟧ vs ⟦201,006@B.mean_volume⟧ a day — flat
Examiner: Sensei Ortiz""", unit_note='points quoted as dollars'),
E('q_stats_2023_vs_2024', 'faithful', 'de-DE brew',
  """BRAUPROTOKOLL — Sud S17 „Jahresvergleich“
Einmaischen 08:30 · Gärtank G3
Mittlere Tagesspanne 2023: ⟦363,2@A.mean_range⟧ Pkt., 2024: ⟦274,4@B.mean_range⟧ Pkt.
Volumen je Tag: ⟦201.034@A.mean_volume⟧ bzw. ⟦201.006@B.mean_volume⟧ — praktisch gleich
Brauer: Udo"""),
E('q_stats_2023_vs_2024', 'faithful', 'es-ES modelrail',
  """HORARIO — Maqueta NQ (escala N), comparativa 2023–2024
10:00 sale el «Año 2023»: oscilación media ⟦363,24@A.mean_range⟧ pts, ⟦250@A.count⟧ sesiones
10:20 sale el «Año 2024»: ⟦274,44@B.mean_range⟧ pts, ⟦252@B.count⟧ sesiones
Volumen medio casi idéntico: ⟦201.034@A.mean_volume⟧ frente a ⟦201.006@B.mean_volume⟧"""),
E('q_stats_2023_vs_2024', 'faithful', 'en-GB perfume',
  """FORMULA CARD — "Two Years", NQ
Top (2023): mean range ⟦363.2@A.mean_range⟧ pts
Heart (2024): ⟦274.4@B.mean_range⟧ pts — a calmer year
Base: volume ⟦201,034@A.mean_volume⟧ vs ⟦201,006@B.mean_volume⟧ contracts a day, practically flat
Perfumer: J. Hale"""),
# ---------------------------------------------------------------- q_big_up_days_2023
E('q_big_up_days_2023', 'wrong_column', 'pl-PL perfume',
  """KARTA RECEPTURY — „Grudniowy skok”, NQ 2023
Nuta głowy: ⟦6 grudnia@D:2023-12-06⟧, wzrost ⟦3,32\u00a0%@row('2023-12-06').chg⟧ — największy w roku
Nuta serca: zamknięcie ⟦17\u00a0263@row('2023-12-06').close~row('2023-12-06').open!⟧ pkt
Nuta bazy: ⟦14@R.summary.rows⟧ dni powyżej 2%
Perfumiarz: M. Nowak"""),
E('q_big_up_days_2023', 'misrounded', 'ja-JP modelrail',
  """運転時刻表 ― NQ鉄道模型クラブ（Nゲージ）2023年
10:00発 急行「⟦12月6日@D:2023-12-06⟧」：始値比 ⟦3.31%@row('2023-12-06').chg!⟧（年間最大）
10:15発 普通「⟦11月7日@D:2023-11-07⟧」：⟦3.12%@row('2023-11-07').chg⟧
本日の運転本数：⟦14@R.summary.rows⟧本（2%超え）"""),
E('q_big_up_days_2023', 'coincidental', 'pt-BR rescue',
  """REGISTRO DE CHAMADAS — Resgate de Montanha NQ, ocorrência RM0118
10:02 chamado: altas acima de 2% em 2023
10:15 primeira do ano, ⟦18/01@D:2023-01-18⟧: ⟦+2,59 %@row('2023-01-18').chg!⟧
10:40 maior, ⟦06/12@D:2023-12-06⟧: ⟦+3,32 %@row('2023-12-06').chg⟧
11:05 equipe de volta à base, sem feridos."""),
E('q_big_up_days_2023', 'faithful', 'nl-NL brew',
  """BROUWLOG — batch B23 „Groene kaarsen”
Brouwdag: ⟦6 december 2023@D:2023-12-06⟧ · vergister V1
Gisting: open ⟦17.263@row('2023-12-06').open⟧, slot ⟦17.836@row('2023-12-06').close⟧, ⟦+3,32%@row('2023-12-06').chg⟧ — de grootste van de ⟦14@R.summary.rows⟧ dagen boven 2%
Brouwer: Sanne"""),
E('q_big_up_days_2023', 'faithful', 'fr-FR pigeon',
  """RÉSULTATS COLOMBOPHILES — société NQ, saison 2023
Lâcher 07:00 · hausses de plus de 2 %
1. ⟦6 décembre@D:2023-12-06⟧, ⟦+3,32\u202f%@row('2023-12-06').chg⟧
2. ⟦7 novembre@D:2023-11-07⟧, ⟦+3,12\u202f%@row('2023-11-07').chg⟧
3. ⟦6 juin@D:2023-06-06⟧, ⟦+2,98\u202f%@row('2023-06-06').chg⟧
Bague FR0366"""),
E('q_big_up_days_2023', 'faithful', 'it-IT regatta',
  """RISULTATI REGATA — Circolo Velico NQ, stagione 2023
Pos · Barca · Vela · Rialzo
1. «Sei dicembre» · ITA3319 · ⟦+3,32%@row('2023-12-06').chg⟧
2. «Sette novembre» · ITA3124 · ⟦+3,12%@row('2023-11-07').chg⟧
Iscritte: ⟦14@R.summary.rows⟧ giornate sopra il 2%
Media della flotta: ⟦2,44%@stats.chg.mean⟧"""),
# ---------------------------------------------------------------- q_corr_2024
E('q_corr_2024', 'wrong_sign', 'en-GB rescue',
  """MOUNTAIN RESCUE CALL LOG — incident MR1207, NQ fells
14:02 call: volume vs daily range, 2024
14:15 correlation measured at ⟦−0.051@value!⟧ over ⟦252@R.summary.rows_scanned⟧ sessions
14:30 assessment: no meaningful link
15:10 team stood down, no casualties."""),
E('q_corr_2024', 'invented', 'zh-CN spellingbee',
  """拼写比赛实录 · 决赛第三轮
主持人：请拼写 correlation。
选手：能用在句子里吗？
主持人：“2024年，日成交量与日振幅的相关系数为 ⟦0.27@value!⟧。”
选手：C-O-R-R-E-L-A-T-I-O-N。
裁判：正确。"""),
E('q_corr_2024', 'wrong_unit', 'de-DE brew',
  """BRAUPROTOKOLL — Sud S08 „Korrelation 2024“
Einmaischen 07:50 · Gärtank G1
Messung: Volumen gegen Tagesspanne, Korrelation ⟦0,051 %@value~value!⟧ über ⟦252@R.summary.rows_scanned⟧ Sitzungen
Befund: kein Zusammenhang. Brauerin: Jule""", unit_note='a correlation coefficient quoted as a percentage'),
E('q_corr_2024', 'faithful', 'en-US perfume',
  """FORMULA CARD — "Loose Ties", NQ 2024
Top: volume · Heart: daily range
Accord (correlation): ⟦0.05@value⟧ — practically none
Trial: ⟦252@R.source_row_count⟧ sessions
Perfumer: D. Moreau"""),
E('q_corr_2024', 'faithful', 'ja-JP claim',
  """保険金請求書 ― 証券番号 NQ2024C
事故内容：出来高と値幅の相関
相関係数：⟦0.0512@value⟧（⟦252@R.summary.rows_scanned⟧営業日）
所見：ほぼ無相関
請求者署名：＿＿＿"""),
E('q_corr_2024', 'faithful', 'fr-FR bakery',
  """FICHE DE PRODUCTION — Boulangerie NQ, fournée 2024
Four F2 · pétrissage 03:45
Corrélation volume / amplitude : ⟦0,051@value⟧ sur ⟦252@R.source_row_count⟧ séances
Autant dire aucune. Boulanger : Hugo"""),
# ---------------------------------------------------------------- q_monthly_2024
E('q_monthly_2024', 'wrong_sign', 'nl-NL karate',
  """GRADUATIELIJST KARATE — dojo NQ, maandbalken 2024
Kandidaat februari: verandering ⟦+595,5@row('2024-02-29').change!⟧ punten — geslaagd, gele band
Kandidaat april: ⟦+1.008@row('2024-04-30').change⟧ — de enige stijger
Kandidaat juli: ⟦−1.374@row('2024-07-31').change⟧ — zwaarste val
Examinator: sensei Bakker"""),
E('q_monthly_2024', 'wrong_column', 'pt-BR spellingbee',
  """CONCURSO DE SOLETRAÇÃO — final, terceira rodada
APRESENTADOR: A palavra é «fechamento».
PARTICIPANTE: Pode usar numa frase?
APRESENTADOR: «Junho de 2024 teve fechamento em ⟦14.771,25@row('2024-06-30').close~row('2024-06-30').high!⟧ pontos.»
PARTICIPANTE: F-E-C-H-A-M-E-N-T-O.
JÚRI: Correto."""),
E('q_monthly_2024', 'derived', 'ja-JP brew',
  """自家醸造ログ ― バッチB24「月足」
仕込み 09:00 ・ 発酵槽F1
年間高値 ⟦17,877.5@row('2024-01-31').high⟧（1月）、年間安値 ⟦8,926.25@row('2024-12-31').low⟧（12月）
その差 ⟦8,951.25@row('2024-01-31').high-row('2024-12-31').low!⟧ ポイント（自分で計算、レポートにはない）
醸造者：健"""),
E('q_monthly_2024', 'faithful', 'es-ES dance',
  """COREOGRAFÍA — «Barras mensuales 2024»
¡Cinco, seis, siete, ocho!
1) abril: único salto hacia arriba, ⟦+1.008@row('2024-04-30').change⟧ pts
2) julio: caída más dura, ⟦−1.374@row('2024-07-31').change⟧
3) diciembre: cierre del año en ⟦8.944@row('2024-12-31').close⟧
Once meses de doce en rojo."""),
E('q_monthly_2024', 'faithful', 'ru-RU modelrail',
  """РАСПИСАНИЕ — макет NQ (масштаб H0), месячные бары 2024
08:00 «Апрельский» — единственный в плюс: ⟦+1008@row('2024-04-30').change⟧ п.
08:20 «Июльский» — худший: ⟦−1374@row('2024-07-31').change⟧ п.
08:40 «Декабрьский» прибывает, закрытие ⟦8944@row('2024-12-31').close⟧
Диспетчер: С. Коваль"""),
E('q_monthly_2024', 'faithful', 'en-GB claim',
  """INSURANCE CLAIM FORM — policy NQ-M24, ref CF0731
Date of loss: ⟦31 July 2024@D:2024-07-31⟧
Description: worst monthly bar of the year, open ⟦14,332.75@row('2024-07-31').open⟧ to close ⟦12,958.75@row('2024-07-31').close⟧, a fall of ⟦1,374@row('2024-07-31').change|neg⟧ points
Signed: ✓"""),
# ---------------------------------------------------------------- q_weekly_recent
E('q_weekly_recent', 'wrong_row', 'fr-FR karate',
  """FICHE DE PASSAGE DE GRADE — dojo NQ, semaines récentes
Candidat « semaine du ⟦22 décembre@D:2024-12-22⟧ » : variation ⟦−381,75@row('2024-12-22').change~row('2024-12-08').change!⟧ pts — ajourné
Candidat « semaine du ⟦29 décembre@D:2024-12-29⟧ » : ⟦+57,5@row('2024-12-29').change⟧ — ceinture verte
Examinateur : sensei Girard"""),
E('q_weekly_recent', 'wrong_column', 'zh-CN bakery',
  """烘焙生产单 · NQ面包房 · 周线
夜班 02:00 开炉（一号炉）
⟦1月5日@D:2025-01-05⟧当周：开 ⟦9,042.75@row('2025-01-05').open⟧，收 ⟦8,802.75@row('2025-01-05').close~row('2025-01-05').low!⟧，变动 ⟦−205.5@row('2025-01-05').change⟧
面点师：阿强"""),
E('q_weekly_recent', 'wrong_sign', 'en-US regatta',
  """REGATTA RESULTS — NQ Yacht Club, winter series (weekly bars)
Pos · Week of · Change
1. ⟦12/29@D:2024-12-29⟧ · ⟦+57.50@row('2024-12-29').change⟧
2. ⟦12/15@D:2024-12-15⟧ · ⟦+16.00@row('2024-12-15').change!⟧
3. ⟦1/5@D:2025-01-05⟧ · ⟦−205.50@row('2025-01-05').change⟧
Protests: none"""),
E('q_weekly_recent', 'faithful', 'ru-RU rescue',
  """ЖУРНАЛ ВЫЗОВОВ — горноспасательный отряд NQ, вызов GS0105
10:10 вызов: последние недели
10:25 неделя ⟦8 декабря@D:2024-12-08⟧ — худшая, ⟦−381,75@row('2024-12-08').change⟧ п.
10:40 неделя ⟦29 декабря@D:2024-12-29⟧ — единственная в плюс, ⟦+57,5@row('2024-12-29').change⟧
11:00 отряд вернулся, пострадавших нет."""),
E('q_weekly_recent', 'faithful', 'ja-JP modelrail',
  """運転時刻表 ― NQ鉄道模型（HOゲージ）週足
09:00発「⟦12月8日@D:2024-12-08⟧の週」：⟦−381.75@row('2024-12-08').change⟧（最悪）
09:20発「⟦12月29日@D:2024-12-29⟧の週」：⟦+57.5@row('2024-12-29').change⟧（唯一のプラス）
平均：⟦−179.7@stats.change.mean⟧"""),
E('q_weekly_recent', 'faithful', 'pt-BR signalbox',
  """LIVRO DA CABINE DE SINALIZAÇÃO — cabine NQ, barras semanais
06:05 trem «Semana de ⟦15/12@D:2024-12-15⟧» anunciado: ⟦−16@row('2024-12-15').change⟧ pts, quase parado
06:12 trem «Semana de ⟦29/12@D:2024-12-29⟧»: ⟦+57,5@row('2024-12-29').change⟧, a única alta
06:20 via livre. Sinaleiro: Osvaldo"""),
# ---------------------------------------------------------------- q_gap_2024
E('q_gap_2024', 'wrong_column', 'es-ES brew',
  """DIARIO DE ELABORACIÓN — lote L07 «Huecos 2024»
Maceración 09:15 · fermentador F3
Hueco medio de apertura: ⟦+1,51@mean_g⟧ pts
Dispersión (desviación típica): ⟦1,51@std_g~mean_g!⟧ pts
Mayor hueco al alza: ⟦+147,25@max_g⟧ · a la baja: ⟦−128,5@min_g⟧
Cervecera: Marta"""),
E('q_gap_2024', 'miscomputed', 'zh-CN perfume',
  """香水配方卡 · 《跳空 2024》
前调：最大向上跳空 ⟦+147.25@max_g⟧ 点
中调：最大向下跳空 ⟦−128.5@min_g⟧ 点
基调：两者相距 ⟦257.75@max_g-min_g!⟧ 点
调香师：林"""),
E('q_gap_2024', 'wrong_sign', 'de-DE rescue',
  """EINSATZPROTOKOLL BERGWACHT — Einsatz BW1104
15:00 Alarm: Eröffnungslücken 2024
15:12 größte Lücke nach oben: ⟦−147,25@max_g!⟧ Punkte
15:20 größte nach unten: ⟦−128,5@min_g⟧ · Streuung ⟦34,54@std_g⟧
15:45 Team zurück, keine Verletzten."""),
E('q_gap_2024', 'faithful', 'fr-FR spellingbee',
  """CONCOURS D'ORTHOGRAPHE — demi-finale
PRONONCIATEUR : Le mot est « écart ».
CANDIDAT : Dans une phrase ?
PRONONCIATEUR : « En 2024, l'écart d'ouverture moyen n'est que de ⟦1,51@mean_g⟧ point, pour un écart-type de ⟦34,5@std_g⟧. »
CANDIDAT : É-C-A-R-T.
JURY : Exact."""),
E('q_gap_2024', 'faithful', 'ru-RU regatta',
  """ИТОГИ РЕГАТЫ — яхт-клуб NQ, гэпы открытия 2024
1. «Вверх» · RUS1472 · ⟦+147,25@max_g⟧
2. «Среднее» · RUS0015 · ⟦+1,51@mean_g⟧
3. «Вниз» · RUS1285 · ⟦−128,5@min_g⟧
Разброс (ст. откл.): ⟦34,54@std_g⟧ п."""),
E('q_gap_2024', 'faithful', 'pt-BR signalbox',
  """LIVRO DA CABINE DE SINALIZAÇÃO — cabine NQ, gaps de 2024
07:40 trem «Gap médio»: ⟦+1,51@mean_g⟧ pts, desvio-padrão ⟦34,54@std_g⟧
07:44 maior gap de alta ⟦147,25@max_g⟧, maior de baixa ⟦128,5@min_g|neg⟧
07:50 via livre. Sinaleira: Dona Cida"""),
]
