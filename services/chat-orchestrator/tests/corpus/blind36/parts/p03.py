"""Market-data queries, part 3 (q_rsi_oversold_2024 ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

Q = "row({}).mean_range"
DROP = "(row(1).mean_range-row(4).mean_range)/row(1).mean_range*100"

ENTRIES = [
# ---------------------------------------------------------------- q_rsi_oversold_2024
E('q_rsi_oversold_2024', 'faithful', 'en-GB rodeo',
  """RODEO SCORING SHEET — Bull riding · Go-round G1
Rider B052 on 'Thunderhead'
Judges' note: NQ's RSI(14) sat below 30 on ⟦63@R.summary.rows⟧ days of 2024, first on ⟦24 Jan@D:2024-01-24⟧ (⟦25.14@row('2024-01-24').rsi⟧), last on ⟦20 Dec@D:2024-12-20⟧ (⟦29.09@R.summary.last.rsi⟧)
No re-ride."""),
E('q_rsi_oversold_2024', 'faithful', 'pl-PL cable',
  """DZIENNIK KABLOWCA — odcinek O3
04:40 UTC pług P2 na dnie
Notatka wachtowego: RSI(14) NQ poniżej 30 w 2024 r. — ⟦63@R.summary.rows⟧ dni; minimum ⟦19,49@stats.rsi.min⟧, maksimum ⟦29,81@stats.rsi.max⟧, średnio ⟦26,12@stats.rsi.mean⟧
Wzmacniak W4 za burtą o 06:30."""),
E('q_rsi_oversold_2024', 'faithful', 'es-ES brass',
  """BANDA MUNICIPAL — PROGRAMA DEL CONCIERTO
Pasodoble: «Amparito Roca»
Nota al programa: el RSI(14) del NQ bajó de 30 el ⟦8 de febrero@D:2024-02-08⟧, con un ⟦23,71@row('2024-02-08').rsi⟧ y cierre en ⟦15.921@row('2024-02-08').close⟧
Descanso · Dirige: maestro Llorens"""),
E('q_rsi_oversold_2024', 'wrong_row', 'ja-JP reel',
  """映写室 巻ログ ― スクリーンS2
第一巻 19:30開始・切替 R1→R2 19:52
巻間メモ：NQ 2024年 RSI(14)<30 の日、⟦3月15日@D:2024-03-15⟧のRSIは⟦26.54@row('2024-03-15').rsi~row('2024-03-14').rsi!⟧、終値⟦14,963@row('2024-03-15').close⟧
ランプ・ピント良好。"""),
E('q_rsi_oversold_2024', 'coincidental', 'pt-BR hockey',
  """SÚMULA DO BANCO DE PENALIDADES — período P2
MANDANTE #7 gancho, menor · sai 09:20 · volta 11:20
Mesário: NQ 2024, RSI(14) abaixo de 30 — em ⟦09/02@D:2024-02-09⟧ fechou a ⟦16.064,25@row('2024-02-09').close⟧ com RSI de ⟦29,84@row('2024-02-09').rsi!⟧
Relógio sincronizado.""", allow=['7']),
E('q_rsi_oversold_2024', 'wrong_column', 'fr-FR stud',
  """REGISTRE DE SAILLIE — étalon : « Quito »
Jument : « Belle de Lune » (baie)
Note du bureau : RSI(14) du NQ sous 30 en 2024 — ⟦63@R.summary.rows⟧ séances, plus bas ⟦26,12@stats.rsi.min~stats.rsi.mean!⟧, plus haut ⟦29,81@stats.rsi.max⟧
Saillie à 08:10, échographie sous quinze jours."""),
# ---------------------------------------------------------------- q_quarter_range_2024
E('q_quarter_range_2024', 'faithful', 'de-DE greenhouse',
  f"""GEWÄCHSHAUS G1 — KLIMAPROTOKOLL · Block B3, Tomaten
06:00 Lüftung zu, Heizung an
Notiz: NQ-Spanne 2024 je Quartal — Q1 ⟦320,6@{Q.format(1)}⟧, Q2 ⟦314,9@{Q.format(2)}⟧, Q3 ⟦263,4@{Q.format(3)}⟧, Q4 ⟦201,6@{Q.format(4)}⟧
Jedes Quartal ruhiger als das vorige."""),
E('q_quarter_range_2024', 'faithful', 'zh-CN rocket',
  f"""模型火箭发射日志 · 航次 F09 · 箭体「长空」· 发动机 C6
发射架 P1 · 微风
发射前备注：NQ 2024 年各季度平均波幅，一季度 ⟦320.64@{Q.format(1)}⟧ 点最高，四季度 ⟦201.62@{Q.format(4)}⟧ 点最低；单日最大在 Q1，⟦585.5@row(1).max_range⟧ 点
开伞正常，已回收。"""),
E('q_quarter_range_2024', 'faithful', 'en-GB stud',
  f"""COVERING RECORD — Stallion: 'Kingsbarns'
Mare: 'Polly Flinders' (chestnut)
Office note: NQ 2024 by quarter — mean range Q3 ⟦263.41@{Q.format(3)}⟧, Q4 ⟦201.62@{Q.format(4)}⟧; widest day in Q4 ⟦389@row(4).max_range⟧ points
Covered 07:40; scan at a fortnight."""),
E('q_quarter_range_2024', 'wrong_row', 'nl-NL chimney',
  f"""SCHOORSTEENVEGER — WERKBON W0822
Toestel: houtkachel, rvs-binnenpijp
Notitie: NQ 2024, gemiddelde dagspanne — Q1 ⟦320,64@{Q.format(1)}⟧, Q2 ⟦263,41@{Q.format(2)}~{Q.format(3)}!⟧
Rooktest goed, kap geplaatst."""),
E('q_quarter_range_2024', 'derived', 'ru-RU cable',
  f"""ВАХТЕННЫЙ ЖУРНАЛ КАБЕЛЕУКЛАДЧИКА — «Цна» · участок S2
04:10 UTC плуг PL1 на грунте
Запись вахты: средний диапазон NQ 2024 — Q1 ⟦320,64@{Q.format(1)}⟧, Q4 ⟦201,62@{Q.format(4)}⟧; разница ⟦119,02@{Q.format(1)}-{Q.format(4)}!⟧ пункта (мой расчёт, в отчёте его нет)
Натяжение в норме."""),
E('q_quarter_range_2024', 'miscomputed', 'pl-PL brass',
  f"""ORKIESTRA DĘTA — PROGRAM KONCERTU
Marsz: „Pierwsza Brygada”
Nota w programie: średni zakres NQ spadł z ⟦320,6@{Q.format(1)}⟧ w Q1 do ⟦201,6@{Q.format(4)}⟧ w Q4, czyli o ⟦41,2 %@{DROP}!⟧
Przerwa · Dyryguje: A. Nowak"""),
# ---------------------------------------------------------------- q_close_extremes_2023
E('q_close_extremes_2023', 'faithful', 'en-GB courier',
  """RUN SHEET — Rider R21 · Zone West End
11:02 collect, Soho Sq. · 11:25 drop, Pall Mall
Envelope memo: NQ closes in 2023 — high ⟦18,946@max_close⟧, low ⟦15,875.25@min_close⟧, year-end ⟦17,553.50@last_close⟧
POD signed."""),
E('q_close_extremes_2023', 'faithful', 'pt-BR reel',
  """CABINE DE PROJEÇÃO — DIÁRIO DE ROLOS · sala S4
Rolo R1 às 19:40 · troca R1→R2 às 20:02
Anotação: fechamentos do NQ em 2023 — máximo ⟦18.946@max_close⟧, mínimo ⟦15.875,25@min_close⟧, último ⟦17.553,5@last_close⟧
Lâmpada ok, foco conferido."""),
E('q_close_extremes_2023', 'faithful', 'nl-NL fishslate',
  """VISHANDEL — KRIJTBORD VAN VANDAAG
Kibbeling · schol · Zeeuwse mosselen
Onderaan in krijt: slotkoersen NQ 2023 — hoogste ⟦18.946@max_close⟧, laagste ⟦15.875,25@min_close⟧, laatste ⟦17.553,50@last_close⟧
Fileren gratis."""),
E('q_close_extremes_2023', 'wrong_column', 'ja-JP rocket',
  """モデルロケット打上げ記録 ― フライトF03・機体「はやぶさ」・モーターC6
発射台P2・微風
打上げ前メモ：NQ 2023年の終値は最高⟦18,946@max_close⟧、年末の終値は⟦15,875.25@last_close~min_close!⟧
パラシュート開傘、回収済み。"""),
E('q_close_extremes_2023', 'miscomputed', 'fr-FR cable',
  """JOURNAL DU CÂBLIER — NC « Léon Thévenin » · section S2
04:05 UTC charrue C1 au fond
Note de quart : clôtures NQ 2023, plus haut ⟦18\u202f946@max_close⟧, plus bas ⟦15\u202f875,25@min_close⟧ — écart de ⟦3\u202f170,75@max_close-min_close!⟧ points
Tension nominale."""),
E('q_close_extremes_2023', 'invented', 'zh-CN stud',
  """配种记录 · 种公马「赤兔」
母马「小雪」（青色）
办公室备注：NQ 2023 年收盘价最高 ⟦18,946@max_close⟧，最低 ⟦16,420.5@min_close!⟧，年末 ⟦17,553.5@last_close⟧
07:50 配种，两周后验胎。"""),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
E('q_h1_vs_h2_2024', 'faithful', 'ja-JP reel',
  """映写室 巻ログ ― スクリーンS1
第一巻 18:00開始・切替 R1→R2 18:21
巻間メモ：NQ 2024年上半期の平均値幅⟦317.71@A.mean_range⟧（⟦124@A.R.source_row_count⟧日）、下半期⟦232.52@B.mean_range⟧（⟦128@B.R.source_row_count⟧日）。上半期のほうが荒い
ランプ良好。"""),
E('q_h1_vs_h2_2024', 'faithful', 'nl-NL cable',
  """LOGBOEK KABELLEGGER — ‘Nexus’ · sectie S5
04:25 UTC ploeg P3 op de bodem
Wachtnotitie: NQ 2024, eerste halfjaar gemiddelde spanne ⟦317,7@A.mean_range⟧, grootste ⟦585,5@A.max_range⟧; tweede halfjaar ⟦232,5@B.mean_range⟧, grootste ⟦507,5@B.max_range⟧
Spanning stabiel."""),
E('q_h1_vs_h2_2024', 'faithful', 'en-US brass',
  """NQ COMMUNITY BRASS — SPRING CONCERT PROGRAM
March: 'The Liberty Bell'
Program note: NQ was choppier in the first half of 2024 — mean range ⟦317.71@A.mean_range⟧ points vs. ⟦232.52@B.mean_range⟧ in the second half
Intermission. Conductor: L. Hayes"""),
E('q_h1_vs_h2_2024', 'wrong_year', 'fr-FR greenhouse',
  """SERRE S4 — JOURNAL CLIMATIQUE · travée T2, tomates
06:00 ouvrants fermés, chauffage en marche
Note : NQ 2024, premier semestre — amplitude moyenne ⟦317,7@A.mean_range⟧, maximale ⟦507,5@A.max_range~B.max_range!⟧ points
Brumisation coupée à 11:30."""),
E('q_h1_vs_h2_2024', 'miscomputed', 'pt-BR fishslate',
  """PEIXARIA — LOUSA DO DIA
Pescada · sardinha · camarão-rosa
No canto, a giz: NQ 2024, amplitude média do primeiro semestre ⟦317,71@A.mean_range⟧ e do segundo ⟦232,52@B.mean_range⟧ — diferença de ⟦58,19@A.mean_range-B.mean_range!⟧ pontos
Limpamos o peixe."""),
E('q_h1_vs_h2_2024', 'coincidental', 'it-IT rocket',
  """REGISTRO DI LANCIO — volo V06 · razzo «Falco» · motore C6
Rampa R2 · calma piatta
Nota: NQ 2024 — primo semestre escursione media ⟦317,71@A.mean_range⟧ su ⟦124@A.R.source_row_count⟧ sedute, secondo semestre ⟦232,52@B.mean_range⟧ su ⟦122@B.R.source_row_count!⟧
Paracadute aperto, razzo recuperato."""),
]
