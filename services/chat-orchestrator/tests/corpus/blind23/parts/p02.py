"""Market-data queries, part 2 (q_up_pct_2024 ... q_gap_2024). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- q_up_pct_2024
E('q_up_pct_2024', 'wrong_unit', 'it-IT cheatsheet',
  """BIGLIETTINO — verifica di statistica NQ
• giorni in rialzo 2024 = ⟦0,40 %@value~value!⟧ del totale
• n = ⟦252@R.summary.rows_scanned⟧ sedute
• ricordati: rialzo = chiusura > apertura!""",
  unit_note='a fraction quoted as a percent'),
E('q_up_pct_2024', 'miscomputed', 'zh-CN pivot',
  """数据透视表：NQ 2024 日线
行标签 | 上涨天数占比 | 收平或下跌占比
2024 | ⟦40.48%@value*100⟧ | ⟦60.52%@100-value*100!⟧
总计（交易日）| ⟦252@R.source_row_count⟧"""),
E('q_up_pct_2024', 'invented', 'ja-JP yearbook',
  """卒業アルバム 2024年度　NQ組
「陽気な日」の割合：⟦43.7%@value*100!⟧
出席日数：⟦252@R.source_row_count⟧日
ひとこと：「来年こそ上げ相場！」"""),
E('q_up_pct_2024', 'faithful', 'en-GB bulletin',
  """ST NASDAQ PARISH NEWSLETTER
Thanksgiving report for 2024: ⟦40.5%@value*100⟧ of our ⟦252@R.summary.rows_scanned⟧ sessions closed above their open.
Fewer than half — let us pray for more green candles.
Coffee after the service in the hall."""),
E('q_up_pct_2024', 'faithful', 'es-ES shelf',
  """ETIQUETA DE LINEAL · NQ 2024
Días alcistas
⟦40,48 %@value*100⟧
de ⟦252@R.source_row_count⟧ sesiones
Ref. NQUP24"""),
E('q_up_pct_2024', 'faithful', 'en-US elevator',
  """ELEVATOR INSPECTION CERTIFICATE — NQ CAR
Period: calendar 2024 (⟦252@R.source_row_count⟧ trips logged)
Trips ending higher than they started: ⟦40.48%@value*100⟧
Status: PASSED · Inspector: J. Ruiz
Display this certificate in the car."""),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
E('q_stats_2023_vs_2024', 'wrong_year', 'nl-NL fitness',
  """⌚ NQ Activity — jaaroverzicht 2024
Gem. dagrange: ⟦363,2@B.mean_range~A.mean_range!⟧ punten
Gem. volume: ⟦201.006@B.mean_volume⟧ per dag
Actieve dagen: ⟦252@B.count⟧
Vorig jaar: ⟦250@A.count⟧ dagen, ⟦201.034@A.mean_volume⟧ per dag"""),
E('q_stats_2023_vs_2024', 'wrong_year', 'fr-FR dedication',
  """📻 Radio NQ, les dédicaces du soir :
« Pour 2023, année agitée : amplitude moyenne de ⟦363,2@A.mean_range⟧ points et ⟦201\u202f006@A.mean_volume~B.mean_volume!⟧ contrats par jour.
Et pour 2024, plus calme : ⟦274,4@B.mean_range⟧ points. » On enchaîne avec « Le Calme plat »…"""),
E('q_stats_2023_vs_2024', 'miscomputed', 'ru-RU pivot',
  """Названия строк | Средний размах | Средний объём | Сессий
2023 | ⟦363,24@A.mean_range⟧ | ⟦201\u00a0034@A.mean_volume⟧ | ⟦250@A.count⟧
2024 | ⟦274,44@B.mean_range⟧ | ⟦201\u00a0006@B.mean_volume⟧ | ⟦252@B.count⟧
Изменение размаха: ⟦−22,4 %@(B.mean_range/A.mean_range-1)*100!⟧"""),
E('q_stats_2023_vs_2024', 'faithful', 'ja-JP zoo',
  """NQ動物園　えさの時間（年別）
10:00　2023年組：平均値幅 ⟦363.2@A.mean_range⟧、出来高 ⟦201,034@A.mean_volume⟧、⟦250@A.count⟧日
14:00　2024年組：平均値幅 ⟦274.4@B.mean_range⟧、出来高 ⟦201,006@B.mean_volume⟧、⟦252@B.count⟧日
※2024年は値幅が小さめ"""),
E('q_stats_2023_vs_2024', 'faithful', 'it-IT shelf',
  """CARTELLINO SCAFFALE · NQ
2023 — escursione media ⟦363,24@A.mean_range⟧ pt · volume ⟦201.034@A.mean_volume⟧ · ⟦250@A.count⟧ sedute
2024 — escursione media ⟦274,44@B.mean_range⟧ pt · volume ⟦201.006@B.mean_volume⟧ · ⟦252@B.count⟧ sedute
Offerta: volatilità in calo, volumi stabili"""),
E('q_stats_2023_vs_2024', 'faithful', 'en-GB cheatsheet',
  """CRIB SHEET — NQ, 2023 vs 2024
range: ⟦363.24@A.mean_range⟧ → ⟦274.44@B.mean_range⟧ (calmer)
volume: ⟦201,034@A.mean_volume⟧ → ⟦201,006@B.mean_volume⟧ (flat)
n: ⟦250@A.count⟧ → ⟦252@B.count⟧
(don't forget: range = high − low)"""),
# ---------------------------------------------------------------- q_big_up_days_2023
E('q_big_up_days_2023', 'wrong_row', 'it-IT cheatsheet',
  """BIGLIETTINO — rialzi > 2 % del 2023
• ⟦14@R.summary.rows⟧ giorni in tutto, media ⟦2,44 %@stats.chg.mean⟧
• primo: ⟦18 gennaio@D:2023-01-18⟧, ⟦+2,5 %@row('2023-01-18').chg⟧
• ⟦7 novembre@D:2023-11-07⟧: ⟦+3,32 %@row('2023-11-07').chg~row('2023-12-06').chg!⟧
• NON confondere apertura e chiusura!"""),
E('q_big_up_days_2023', 'wrong_column', 'en-US bulletin',
  """ST. NASDAQ WEEKLY BULLETIN
Rejoice! ⟦14@R.summary.rows⟧ sessions of 2023 rose more than 2% open-to-close.
Highlight: ⟦Jun 6@D:2023-06-06⟧, ⟦+2.98%@row('2023-06-06').chg⟧, closing at ⟦17,605@row('2023-06-06').close~row('2023-06-06').open!⟧.
Greatest: ⟦Dec 6@D:2023-12-06⟧, ⟦+3.32%@row('2023-12-06').chg⟧.
Choir practice Thursday."""),
E('q_big_up_days_2023', 'coincidental', 'zh-CN pivot',
  """数据透视表 · 2023 年涨幅 > 2% 的交易日
行标签 | 开盘 | 收盘 | 涨幅
⟦4月19日@D:2023-04-19⟧ | ⟦18,321.75@row('2023-04-19').open⟧ | ⟦18,765@row('2023-04-19').close⟧ | ⟦2.38%@row('2023-04-19').chg!⟧
⟦12月6日@D:2023-12-06⟧ | ⟦17,263@row('2023-12-06').open⟧ | ⟦17,836@row('2023-12-06').close⟧ | ⟦3.32%@row('2023-12-06').chg⟧
总计 | ⟦14@R.summary.rows⟧ 天 | 平均 ⟦2.44%@stats.chg.mean⟧"""),
E('q_big_up_days_2023', 'faithful', 'ja-JP tide',
  """潮見表　NQ 2023（始値→終値 +2%超の日）
大潮：⟦12月6日@D:2023-12-06⟧　⟦+3.32%@row('2023-12-06').chg⟧（⟦17,263@row('2023-12-06').open⟧ → ⟦17,836@row('2023-12-06').close⟧）
中潮：⟦11月7日@D:2023-11-07⟧　⟦+3.12%@row('2023-11-07').chg⟧
小潮：⟦3月27日@D:2023-03-27⟧　⟦+2.01%@row('2023-03-27').chg⟧（最小）
該当 ⟦14@R.summary.rows⟧ 営業日"""),
E('q_big_up_days_2023', 'faithful', 'nl-NL zoo',
  """VOEDERTIJDEN NQ-DIERENTUIN — grote stijgers 2023 (> 2%)
10:30 · ⟦18 januari@D:2023-01-18⟧: ⟦+2,5%@row('2023-01-18').chg⟧
13:00 · ⟦6 juni@D:2023-06-06⟧: ⟦+2,98%@row('2023-06-06').chg⟧ (open ⟦17.605@row('2023-06-06').open⟧, slot ⟦18.130,5@row('2023-06-06').close⟧)
15:30 · ⟦6 december@D:2023-12-06⟧: ⟦+3,32%@row('2023-12-06').chg⟧, de grootste"""),
E('q_big_up_days_2023', 'faithful', 'es-ES fitness',
  """⌚ NQ Fit — tus mejores sesiones de 2023
⟦14@R.summary.rows⟧ días por encima del +2 %
Récord: ⟦6 de diciembre@D:2023-12-06⟧, ⟦+3,32 %@row('2023-12-06').chg⟧
Segundo: ⟦7 de noviembre@D:2023-11-07⟧, ⟦+3,12 %@row('2023-11-07').chg⟧
Media de esos días: ⟦+2,44 %@stats.chg.mean⟧ 🏅"""),
# ---------------------------------------------------------------- q_corr_2024
E('q_corr_2024', 'wrong_sign', 'fr-FR tide',
  """ANNUAIRE DES MARÉES NQ 2024
Corrélation volume / amplitude : ⟦−0,051@value!⟧
(⟦252@R.source_row_count⟧ séances)
Courant : presque nul, la marée ignore le vent."""),
E('q_corr_2024', 'misrounded', 'it-IT karaoke',
  """🎤 KARAOKE — «Volume e range» (NQ 2024)
♪ Ti cerco nel volume, ti perdo nel range ♪
♪ correlazione ⟦0,052@value!⟧, quasi niente ♪
♪ su ⟦252@R.source_row_count⟧ sedute, amore mio ♪
[00:58]"""),
E('q_corr_2024', 'invented', 'zh-CN parking',
  """停车罚单 NQ-2024
违规内容：成交量与振幅相关系数 ⟦0.083@value!⟧
样本：⟦252@R.source_row_count⟧ 个交易日
结论：几乎无关，罚款免除。"""),
E('q_corr_2024', 'faithful', 'en-US cheatsheet',
  """CHEAT SHEET — corr(volume, range), NQ 2024
r = ⟦0.051@value⟧ → basically zero
n = ⟦252@R.source_row_count⟧ days
remember: near zero = no linear link (NOT "no link at all")"""),
E('q_corr_2024', 'faithful', 'pt-BR elevator',
  """LAUDO DE INSPEÇÃO — ELEVADOR NQ 2024
Item: correlação volume × amplitude
Resultado: ⟦0,0512@value⟧ (⟦252@R.source_row_count⟧ pregões)
Parecer: sem relação relevante — APROVADO"""),
E('q_corr_2024', 'faithful', 'es-ES yearbook',
  """ANUARIO 2024 · PAREJA DEL AÑO: Volumen y Rango
Correlación: ⟦0,05@value⟧
«Nos vemos los ⟦252@R.source_row_count⟧ días, pero apenas nos hablamos.»
Más probable que: se ignoren en la graduación."""),
# ---------------------------------------------------------------- q_monthly_2024
E('q_monthly_2024', 'wrong_column', 'zh-CN zoo',
  """NQ 动物园 · 2024 月度喂食表
09:30 四月：全年唯一上涨的月份，⟦+1,008@row('2024-04-30').change⟧
11:00 七月：跌得最多，⟦−1,374@row('2024-07-31').change⟧
14:30 十月：月跌 ⟦−1,238@row('2024-10-31').change⟧，收盘 ⟦9,741@row('2024-10-31').close~row('2024-10-31').low!⟧
闭园前请勿投喂"""),
E('q_monthly_2024', 'wrong_sign', 'es-ES parking',
  """MULTA DE ESTACIONAMIENTO · NQ 2024
Mes infractor: julio
Variación del mes: ⟦+1374@row('2024-07-31').change!⟧ puntos
Cierre: ⟦12.958,75@row('2024-07-31').close⟧
Media mensual del año: ⟦−728,13@stats.change.mean⟧"""),
E('q_monthly_2024', 'wrong_row', 'en-US shelf',
  """SHELF TAG · NQ MONTHLY BARS 2024
ITEM: September bar
OPEN ⟦11,900.50@row('2024-09-30').open⟧ · CLOSE ⟦11,292@row('2024-09-30').close⟧
CHANGE ⟦−558.25@row('2024-09-30').change~row('2024-11-30').change!⟧
Year avg ⟦−728.13@stats.change.mean⟧ / month"""),
E('q_monthly_2024', 'faithful', 'fr-FR karaoke',
  """🎤 KARAOKÉ — « Douze mois de baisse » (NQ 2024)
♪ Janvier s'ouvre à ⟦17\u202f578,75@row('2024-01-31').open⟧… ♪
♪ seul avril remonte : ⟦+1\u202f008@row('2024-04-30').change⟧ ♪
♪ juillet plonge de ⟦1\u202f374@row('2024-07-31').change|neg⟧ ♪
♪ décembre s'éteint à ⟦8\u202f944@row('2024-12-31').close⟧ ♪"""),
E('q_monthly_2024', 'faithful', 'it-IT dedication',
  """📻 Radio NQ, le dediche
«Ad aprile 2024, l'unico mese in verde: ⟦+1.008@row('2024-04-30').change⟧ punti, da ⟦14.773,5@row('2024-04-30').open⟧ a ⟦15.781,5@row('2024-04-30').close⟧.
E un abbraccio a luglio, che ha perso ⟦1.374@row('2024-07-31').change|neg⟧.»
Parte «Ci vuole un fiore»."""),
E('q_monthly_2024', 'faithful', 'pt-BR pivot',
  """Rótulos de Linha | Soma de change | Máx. de high | Mín. de low |
abril | ⟦1.008@row('2024-04-30').change⟧ | ⟦16.666@row('2024-04-30').high⟧ | ⟦14.642,25@row('2024-04-30').low⟧ |
julho | ⟦−1.374@row('2024-07-31').change⟧ | ⟦14.393@row('2024-07-31').high⟧ | ⟦12.192,75@row('2024-07-31').low⟧ |
dezembro | ⟦−621@row('2024-12-31').change⟧ | ⟦9.696,25@row('2024-12-31').high⟧ | ⟦8.926,25@row('2024-12-31').low⟧ |
Média geral | ⟦−728,13@stats.change.mean⟧ | | |"""),
# ---------------------------------------------------------------- q_weekly_recent
E('q_weekly_recent', 'wrong_row', 'it-IT bulletin',
  """BOLLETTINO PARROCCHIALE — le ultime settimane
Settimana del ⟦15 dicembre@D:2024-12-15⟧: quasi ferma, ⟦−16@row('2024-12-15').change⟧.
Settimana del ⟦22 dicembre@D:2024-12-22⟧: ⟦−381,75@row('2024-12-22').change~row('2024-12-08').change!⟧, pesante.
Settimana del ⟦29 dicembre@D:2024-12-29⟧: ⟦+57,5@row('2024-12-29').change⟧, unica in positivo. Deo gratias!"""),
E('q_weekly_recent', 'derived', 'en-US cheatsheet',
  """CHEAT SHEET — NQ weekly bars (last ⟦5@R.summary.rows⟧)
wk of ⟦Dec 8@D:2024-12-08⟧: open ⟦9,611.25@row('2024-12-08').open⟧, ⟦−381.75@row('2024-12-08').change⟧ (worst)
wk of ⟦Dec 29@D:2024-12-29⟧: ⟦+57.5@row('2024-12-29').change⟧ (only green)
wk of ⟦Jan 5@D:2025-01-05⟧: close ⟦8,837.25@row('2025-01-05').close⟧
→ first open to last close: ⟦−774@row('2025-01-05').close-row('2024-12-08').open!⟧ (my own subtraction)"""),
E('q_weekly_recent', 'wrong_sign', 'pt-BR shelf',
  """ETIQUETA DE GÔNDOLA · NQ SEMANAL
Semana de ⟦15/12@D:2024-12-15⟧
Variação: ⟦+16@row('2024-12-15').change!⟧ pts
Máx. ⟦9.648@row('2024-12-15').high⟧ · Mín. ⟦9.268@row('2024-12-15').low⟧
Volume: ⟦1.002.088@row('2024-12-15').volume⟧"""),
E('q_weekly_recent', 'faithful', 'fr-FR elevator',
  """PROCÈS-VERBAL DE VISITE — ASCENSEUR NQ (barres hebdo)
Semaine du ⟦8 décembre@D:2024-12-08⟧ : descente de ⟦381,75@row('2024-12-08').change|neg⟧ (la plus forte)
Semaine du ⟦29 décembre@D:2024-12-29⟧ : montée de ⟦57,5@row('2024-12-29').change⟧ (la seule)
Variation moyenne : ⟦−179,7@stats.change.mean⟧
Appareil conforme."""),
E('q_weekly_recent', 'faithful', 'en-GB dedication',
  """📻 NQ Radio request show
This one's for the week of ⟦29 December@D:2024-12-29⟧ — the only green week of the last five, up ⟦57.5@row('2024-12-29').change⟧.
And a sad song for the week of ⟦8 December@D:2024-12-08⟧, down ⟦381.75@row('2024-12-08').change|neg⟧.
Here's "Don't Look Back in Anger"."""),
E('q_weekly_recent', 'faithful', 'ru-RU parking',
  """ПОСТАНОВЛЕНИЕ О ШТРАФЕ № NQ5W
Неделя с ⟦22 декабря@D:2024-12-22⟧: падение ⟦352,75@row('2024-12-22').change|neg⟧ п.
Закрытие ⟦8979,25@row('2024-12-22').close⟧, минимум ⟦8926,25@row('2024-12-22').low⟧
Объём ⟦1\u00a0007\u00a0765@row('2024-12-22').volume⟧
Средняя неделя: ⟦−179,7@stats.change.mean⟧"""),
# ---------------------------------------------------------------- q_gap_2024
E('q_gap_2024', 'wrong_column', 'pt-BR parking',
  """AUTO DE INFRAÇÃO — NQGAP24
Gap médio de abertura: ⟦+1,51@mean_g⟧ pt
Maior gap de alta: ⟦+34,54@max_g~std_g!⟧ pt
Maior gap de baixa: ⟦−128,5@min_g⟧ pt
Sessões fiscalizadas: ⟦252@R.summary.rows_scanned⟧"""),
E('q_gap_2024', 'wrong_unit', 'pl-PL yearbook',
  """KSIĘGA ROCZNIKA 2024 — „Luki otwarcia”
Najbardziej rozchwiany: odchylenie standardowe ⟦34,54%@std_g~std_g!⟧
Największy skok w górę: ⟦147,25@max_g⟧ pkt
Średnio: ⟦+1,51@mean_g⟧ pkt
Cytat: „Otwieram się, kiedy chcę”""",
  unit_note='index points quoted as a percent'),
E('q_gap_2024', 'misrounded', 'de-DE bulletin',
  """GEMEINDEBRIEF — Eröffnungslücken 2024
Im Mittel öffnete NQ ⟦1,52@mean_g!⟧ Punkte über dem Vortagesschluss.
Größte Lücke nach oben: ⟦147,25@max_g⟧; nach unten: ⟦128,5@min_g|neg⟧.
Streuung (Std.-Abw.): ⟦34,54@std_g⟧
Gottesdienst 10:00, danach Kirchenkaffee."""),
E('q_gap_2024', 'faithful', 'es-ES pivot',
  """Etiquetas de fila | Promedio de gap | Máx. de gap | Mín. de gap | DesvEst de gap
2024 | ⟦1,51@mean_g⟧ | ⟦147,25@max_g⟧ | ⟦−128,5@min_g⟧ | ⟦34,54@std_g⟧
Total general | ⟦1,51@mean_g⟧ | ⟦147,25@max_g⟧ | ⟦−128,5@min_g⟧ | ⟦34,54@std_g⟧"""),
E('q_gap_2024', 'faithful', 'en-GB dedication',
  """📻 Late-night requests on NQ Radio
To the 2024 opening gaps: average ⟦+1.51@mean_g⟧ points, biggest jump ⟦147.25@max_g⟧, deepest drop ⟦−128.5@min_g⟧, spread (std) ⟦34.54@std_g⟧ over ⟦252@R.summary.rows_scanned⟧ sessions.
Here's "Mind the Gap"."""),
E('q_gap_2024', 'faithful', 'fr-FR shelf',
  """ÉTIQUETTE RAYON · Gaps d'ouverture NQ 2024
Gap moyen : ⟦+1,5@mean_g⟧ pt
Écart-type : ⟦34,5@std_g⟧
Plus haut : ⟦+147,25@max_g⟧ · Plus bas : ⟦−128,5@min_g⟧
Réf. GAPNQ24"""),
]
