"""Market-data queries, part 3 (q_rsi_oversold_2024 ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- q_rsi_oversold_2024
E('q_rsi_oversold_2024', 'wrong_row', 'it-IT perfume',
  """SCHEDA FORMULA — «Ipervenduto 2024», NQ
Testa: ⟦14 marzo@D:2024-03-14⟧, RSI(14) ⟦25,15@row('2024-03-14').rsi~row('2024-03-15').rsi!⟧
Cuore: ⟦18 marzo@D:2024-03-18⟧, RSI ⟦24,55@row('2024-03-18').rsi⟧, chiusura ⟦14.918,25@row('2024-03-18').close⟧
Fondo: ⟦63@R.summary.rows⟧ sedute sotto 30 nell'anno
Profumiere: L. Conti"""),
E('q_rsi_oversold_2024', 'misrounded', 'en-US signalbox',
  """SIGNAL BOX REGISTER — NQ Junction, oversold book 2024
07:02 first train, ⟦Jan 24@D:2024-01-24⟧: RSI(14) ⟦25.13@row('2024-01-24').rsi!⟧, close ⟦16,672.75@row('2024-01-24').close⟧
07:09 train out of section
07:15 last booked, ⟦Dec 20@D:2024-12-20⟧: RSI ⟦29.09@R.summary.last.rsi⟧
Signalman: T. Briggs"""),
E('q_rsi_oversold_2024', 'coincidental', 'pt-BR bakery',
  """FOLHA DE PRODUÇÃO — Padaria NQ, fornada «Sobrevendido 2024»
Forno F1 · início 04:10
Pão de ⟦05/02@D:2024-02-05⟧: RSI(14) ⟦28,76@row('2024-02-05').rsi!⟧, fechamento ⟦16.287,5@row('2024-02-05').close⟧
Pão de ⟦08/02@D:2024-02-08⟧: RSI ⟦23,71@row('2024-02-08').rsi⟧
Padeiro: Seu Jorge"""),
E('q_rsi_oversold_2024', 'faithful', 'ja-JP rescue',
  """山岳救助 出動記録 ― 事案 MR0063
08:00 通報：2024年 RSI(14)が30未満の日
08:20 該当 ⟦63@R.summary.rows⟧ 日、最初は ⟦1月24日@D:2024-01-24⟧（RSI ⟦25.14@row('2024-01-24').rsi⟧）
08:40 最後は ⟦12月20日@D:2024-12-20⟧（⟦29.09@R.summary.last.rsi⟧）
09:30 帰隊、負傷者なし。"""),
E('q_rsi_oversold_2024', 'faithful', 'zh-CN regatta',
  """帆船赛成绩 · NQ俱乐部 · 2024 超卖日
轮次 · 日期 · RSI(14)
R1 · ⟦1月30日@D:2024-01-30⟧ · ⟦23.67@row('2024-01-30').rsi⟧
R2 · ⟦2月8日@D:2024-02-08⟧ · ⟦23.71@row('2024-02-08').rsi⟧
R3 · ⟦3月18日@D:2024-03-18⟧ · ⟦24.55@row('2024-03-18').rsi⟧
全年最低 RSI ⟦19.49@R.summary.stats.rsi.min⟧"""),
E('q_rsi_oversold_2024', 'faithful', 'de-DE pigeon',
  """PREISLISTE WETTFLUG — RV NQ, überverkaufte Tage 2024
Auflass 07:30 · RSI(14) unter 30 an ⟦63@R.summary.rows⟧ Tagen
Erster Einschlag: ⟦24.01.@D:2024-01-24⟧, RSI ⟦25,14@row('2024-01-24').rsi⟧
Letzter Einschlag: ⟦20.12.@D:2024-12-20⟧, RSI ⟦29,09@R.summary.last.rsi⟧
Tiefster Wert des Jahres: ⟦19,49@R.summary.stats.rsi.min⟧"""),
# ---------------------------------------------------------------- q_quarter_range_2024
E('q_quarter_range_2024', 'wrong_row', 'en-US modelrail',
  """TIMETABLE — NQ Valley Line (HO scale), quarters of 2024
06:00 Q1 Flyer: mean range ⟦320.64@row(1).mean_range⟧ pts
06:30 Q2 Local: ⟦320.64@row(2).mean_range~row(1).mean_range!⟧ pts
07:00 Q3 Freight: ⟦263.41@row(3).mean_range⟧ pts
07:30 Q4 Sleeper, the calmest: ⟦201.62@row(4).mean_range⟧ pts"""),
E('q_quarter_range_2024', 'wrong_column', 'it-IT claim',
  """MODULO DI DENUNCIA SINISTRO — polizza NQ-Q4, pratica DS2024
Periodo del sinistro: quarto trimestre 2024
Escursione media giornaliera: ⟦389@row(4).mean_range~row(4).max_range!⟧ punti
Primo trimestre, per confronto: ⟦320,6@row(1).mean_range⟧
Firma: ________"""),
E('q_quarter_range_2024', 'miscomputed', 'zh-CN signalbox',
  """信号楼行车登记簿 · NQ枢纽站 · 2024年各季
06:10 一季度列车：平均振幅 ⟦320.64@row(1).mean_range⟧ 点
06:25 四季度列车：⟦201.62@row(4).mean_range⟧ 点
06:30 两车相差 ⟦129.02@row(1).mean_range-row(4).mean_range!⟧ 点，区间空闲
值班员：老赵"""),
E('q_quarter_range_2024', 'faithful', 'nl-NL karate',
  """GRADUATIELIJST KARATE — dojo NQ, kwartalen 2024
K1: gemiddelde range ⟦320,64@row(1).mean_range⟧ — bruine band
K2: ⟦314,87@row(2).mean_range⟧ — blauwe band
K3: ⟦263,41@row(3).mean_range⟧ — groene band
K4: ⟦201,62@row(4).mean_range⟧ — gele band
Elk kwartaal rustiger dan het vorige. Sensei: Vos"""),
E('q_quarter_range_2024', 'faithful', 'de-DE regatta',
  """REGATTAERGEBNISSE — SC NQ, Quartale 2024 (mittlere Tagesspanne)
1. Q1 · GER3206 · ⟦320,64@row(1).mean_range⟧
2. Q2 · GER3148 · ⟦314,87@row(2).mean_range⟧
3. Q3 · GER2634 · ⟦263,41@row(3).mean_range⟧
4. Q4 · GER2016 · ⟦201,62@row(4).mean_range⟧
Höchste Tagesspanne: Q1 mit ⟦585,5@row(1).max_range⟧"""),
E('q_quarter_range_2024', 'faithful', 'en-GB dance',
  """CHOREOGRAPHY — "Four Quarters", NQ 2024
Five, six, seven, eight!
1) Q1: big swing, ⟦320.6@row(1).mean_range⟧ pts average
2) Q2: still wide, ⟦314.9@row(2).mean_range⟧
3) Q3: ease off, ⟦263.4@row(3).mean_range⟧
4) Q4: slow finish, ⟦201.6@row(4).mean_range⟧ — and hold."""),
# ---------------------------------------------------------------- q_close_extremes_2023
E('q_close_extremes_2023', 'wrong_column', 'fr-FR signalbox',
  """REGISTRE DU POSTE D'AIGUILLAGE — poste NQ, clôtures 2023
05:50 train « Haut » : meilleure clôture ⟦18\u202f946@max_close⟧
05:58 train « Bas » : plus faible clôture ⟦17\u202f553,5@min_close~last_close!⟧
06:05 train « Fin d'année » passé. Aiguilleuse : C. Roux"""),
E('q_close_extremes_2023', 'invented', 'pl-PL regatta',
  """WYNIKI REGAT — klub NQ, zamknięcia 2023
Najwyżej: „Szczyt” · POL1894 · ⟦18\u00a0946@max_close⟧
Najniżej: „Dołek” · POL1587 · ⟦15\u00a0875,25@min_close⟧
Na mecie roku: „Grudzień” · POL1755 · ⟦17\u00a0210,75@last_close!⟧
Sędzia główny: J. Lis"""),
E('q_close_extremes_2023', 'derived', 'ja-JP spellingbee',
  """スペリング大会 記録 ― 決勝第三ラウンド
出題者：単語は「closing」です。
出場者：例文をお願いします。
出題者：「2023年の終値は最高 ⟦18,946@max_close⟧、年末 ⟦17,553.5@last_close⟧。高値から ⟦1,392.5@max_close-last_close!⟧ ポイント下で年を終えた（この差は私の計算です）。」
出場者：C-L-O-S-I-N-G。
審査員：正解。"""),
E('q_close_extremes_2023', 'faithful', 'en-US bakery',
  """PRODUCTION SHEET — NQ Bakery, 2023 closes
Oven O2 · shift start 03:00
High loaf: ⟦18,946@max_close⟧
Low loaf: ⟦15,875.25@min_close⟧
Last loaf of the year: ⟦17,553.5@last_close⟧ — below the high
Baker: Rosa"""),
E('q_close_extremes_2023', 'faithful', 'pt-BR modelrail',
  """HORÁRIO — Ferrovia-modelo NQ (escala H0), fechamentos de 2023
09:00 sai o «Máxima»: ⟦18.946@max_close⟧
09:15 sai o «Mínima»: ⟦15.875,25@min_close⟧
09:40 chega o «Último pregão»: ⟦17.553,5@last_close⟧
Maquinista: Dona Neide"""),
E('q_close_extremes_2023', 'faithful', 'de-DE dance',
  """CHOREOGRAFIE — „Schlusskurse 2023“
Fünf, sechs, sieben, acht!
1) Sprung nach oben: höchster Schluss ⟦18.946@max_close⟧
2) in die Hocke: tiefster ⟦15.875,25@min_close⟧
3) Schlusspose: letzter Schluss ⟦17.553,5@last_close⟧"""),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
E('q_h1_vs_h2_2024', 'wrong_year', 'fr-FR brew',
  """JOURNAL DE BRASSAGE — brassin B12 « Deux semestres »
Empâtage 08:15 · fermenteur F1
Premier semestre : pic ⟦585,5@A.max_range⟧ pts, le plus agité des deux
Second semestre : amplitude moyenne ⟦317,71@B.mean_range~A.mean_range!⟧ pts, pic ⟦507,5@B.max_range⟧
Brasseur : Théo"""),
E('q_h1_vs_h2_2024', 'derived', 'pt-BR regatta',
  """RESULTADOS DA REGATA — Iate Clube NQ, semestres de 2024
1. «Primeiro semestre» · BRA3177 · amplitude média ⟦317,71@A.mean_range⟧
2. «Segundo semestre» · BRA2325 · ⟦232,52@B.mean_range⟧
Vantagem do primeiro: ⟦85,19@A.mean_range-B.mean_range!⟧ pts — conta minha, não está no relatório"""),
E('q_h1_vs_h2_2024', 'misrounded', 'pl-PL pigeon',
  """WYNIKI LOTU GOŁĘBI — oddział NQ, półrocza 2024
Wypuszczenie 06:50
1. Pierwsze półrocze: średni zakres ⟦317,71@A.mean_range⟧ pkt (⟦124@A.R.source_row_count⟧ sesje)
2. Drugie półrocze: ⟦232,51@B.mean_range!⟧ pkt (⟦128@B.R.source_row_count⟧ sesji)
Obrączka PL2024"""),
E('q_h1_vs_h2_2024', 'faithful', 'en-GB rescue',
  """MOUNTAIN RESCUE CALL LOG — incident MR0706
12:05 call: H1 vs H2 volatility, 2024
12:20 H1 mean daily range ⟦317.71@A.mean_range⟧ pts (peak ⟦585.5@A.max_range⟧)
12:35 H2 ⟦232.52@B.mean_range⟧ pts (peak ⟦507.5@B.max_range⟧) — first half rougher
13:10 team stood down."""),
E('q_h1_vs_h2_2024', 'faithful', 'de-DE karate',
  """PRÜFUNGSBOGEN KARATE — Dojo NQ, Halbjahre 2024
Prüfling H1: mittlere Tagesspanne ⟦317,7@A.mean_range⟧ — Braungurt
Prüfling H2: ⟦232,5@B.mean_range⟧ — Grüngurt
Fazit: das erste Halbjahr war unruhiger. Prüfer: Sensei Albrecht"""),
E('q_h1_vs_h2_2024', 'faithful', 'en-US modelrail',
  """TIMETABLE — NQ Valley Railroad (N scale), 2024 halves
08:00 "First Half Express": mean range ⟦317.7@A.mean_range⟧ pts over ⟦124@A.R.summary.rows_scanned⟧ sessions
08:40 "Second Half Local": ⟦232.5@B.mean_range⟧ pts over ⟦128@B.R.summary.rows_scanned⟧
The express runs rougher. Dispatcher: Al"""),
]
