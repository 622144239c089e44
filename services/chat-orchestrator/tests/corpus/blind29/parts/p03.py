"""Market-data queries, part 3 (q_rsi_oversold_2024 ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- q_rsi_oversold_2024
E('q_rsi_oversold_2024', 'wrong_row', 'en-US kiln',
  """KILN LOG — kiln K1, firing "Oversold 2024" (RSI(14) < 30)
07:00 loaded: ⟦63@R.summary.rows⟧ days under 30
09:30 first cone down ⟦1/24@D:2024-01-24⟧, RSI ⟦25.14@row('2024-01-24').rsi⟧
12:15 ⟦2/5@D:2024-02-05⟧ reading ⟦29.22@row('2024-02-05').rsi~row('2024-02-09').rsi!⟧
16:40 coldest point: RSI ⟦19.49@stats.rsi.min⟧. Shelves intact."""),
E('q_rsi_oversold_2024', 'coincidental', 'de-DE florist',
  """BLUMENAUFTRAG — Nr. BL0208, Kunde NQ
Strauß „Überverkauft 2024“ (RSI(14) unter 30)
Stiele: ⟦63@R.summary.rows⟧ Tage
Rose vom ⟦08.02.@D:2024-02-08⟧: RSI ⟦26,24@row('2024-02-08').rsi!⟧
Lieferung bis 12:00, Karte: „Kopf hoch!“"""),
E('q_rsi_oversold_2024', 'invented', 'ja-JP barber',
  """理容室NQ 料金表 ― 売られすぎの日（2024年、RSI(14)が30未満）
該当日数 …… ⟦63@R.summary.rows⟧日
平均RSI …… ⟦22.9@stats.rsi.mean!⟧
最初の日 …… ⟦1月24日@D:2024-01-24⟧（⟦25.14@row('2024-01-24').rsi⟧）
ご予約優先・現金のみ"""),
E('q_rsi_oversold_2024', 'faithful', 'it-IT laundromat',
  """AVVISO — LAVANDERIA NQ, ipervenduto 2024 (RSI(14) sotto 30)
Giorni: ⟦63@R.summary.rows⟧, dal ⟦24 gennaio@D:2024-01-24⟧ al ⟦20 dicembre@D:2024-12-20⟧
RSI minimo ⟦19,49@stats.rsi.min⟧, medio ⟦26,12@stats.rsi.mean⟧
Lavatrici L1–L6: solo gettoni."""),
E('q_rsi_oversold_2024', 'faithful', 'fr-FR sonar',
  """JOURNAL SONAR — SNA « NQ », veille RSI(14) < 30, 2024
03:10 contact S1 : premier jour le ⟦24 janvier@D:2024-01-24⟧, RSI ⟦25,14@row('2024-01-24').rsi⟧, clôture ⟦16\u202f672,75@row('2024-01-24').close⟧
03:25 contact S2 : le ⟦8 février@D:2024-02-08⟧, RSI ⟦23,71@row('2024-02-08').rsi⟧
03:40 total : ⟦63@R.summary.rows⟧ séances. RAS."""),
E('q_rsi_oversold_2024', 'faithful', 'en-GB ranger',
  """RANGER INCIDENT REPORT — ref IR0318, NQ oversold days 2024
Count: ⟦63@R.summary.rows⟧ days with RSI(14) below 30
First: ⟦24 Jan@D:2024-01-24⟧ (⟦25.14@row('2024-01-24').rsi⟧); among them ⟦18 Mar@D:2024-03-18⟧ (⟦24.55@row('2024-03-18').rsi⟧)
Last: ⟦20 Dec@D:2024-12-20⟧. Deepest reading ⟦19.49@stats.rsi.min⟧.
Ranger: T. Hale"""),
# ---------------------------------------------------------------- q_quarter_range_2024
E('q_quarter_range_2024', 'wrong_column', 'pl-PL ranger',
  """RAPORT STRAŻNIKA PARKU — zdarzenie IR0930, NQ 2024
Średni zakres dzienny: Q1 ⟦320,6@row(1).mean_range⟧, Q2 ⟦314,9@row(2).mean_range⟧, Q3 ⟦507,5@row(3).mean_range~row(3).max_range!⟧, Q4 ⟦201,6@row(4).mean_range⟧ pkt
Poszkodowanych brak. Strażnik: K. Wójcik"""),
E('q_quarter_range_2024', 'misrounded', 'ru-RU barber',
  """ПАРИКМАХЕРСКАЯ NQ — ПРАЙС ПО КВАРТАЛАМ 2024 (средний размах)
Q1 .......... ⟦320,6@row(1).mean_range⟧
Q2 .......... ⟦314,8@row(2).mean_range!⟧
Q3 .......... ⟦263,4@row(3).mean_range⟧
Q4 .......... ⟦201,6@row(4).mean_range⟧
Стрижка без записи. Оплата наличными."""),
E('q_quarter_range_2024', 'derived', 'fr-FR bridge',
  """FEUILLE DE DONNE — donne « Trimestres 2024 », donneur Est
Est : passe · Sud : un cœur · Ouest : passe · Nord : deux cœurs · tous passent
Amplitude moyenne T1 ⟦320,6@row(1).mean_range⟧ pts, T4 ⟦201,6@row(4).mean_range⟧ pts : ⟦119@row(1).mean_range-row(4).mean_range!⟧ pts d'écart (calcul de ma part, absent du rapport)
Chaque trimestre plus calme que le précédent."""),
E('q_quarter_range_2024', 'faithful', 'ja-JP falconry',
  """鷹狩り訓練日誌 ― ハリスホーク「四半期」、NQ 2024
Q1：平均値幅 ⟦320.64@row(1).mean_range⟧、最大 ⟦585.5@row(1).max_range⟧
Q2：⟦314.87@row(2).mean_range⟧
Q3：⟦263.41@row(3).mean_range⟧
Q4：⟦201.62@row(4).mean_range⟧（最も静か）
体重安定、据え上がり良好。"""),
E('q_quarter_range_2024', 'faithful', 'zh-CN carnival',
  """游乐设施告示 ·「季度过山车」NQ 2024
Q1 平均振幅 ⟦320.6@row(1).mean_range⟧ 点，最猛一天 ⟦585.5@row(1).max_range⟧
Q2 ⟦314.9@row(2).mean_range⟧ · Q3 ⟦263.4@row(3).mean_range⟧ · Q4 ⟦201.6@row(4).mean_range⟧
一季比一季平稳。身高不足者须家长陪同。"""),
E('q_quarter_range_2024', 'faithful', 'it-IT laundromat',
  """AVVISO — LAVANDERIA NQ, escursione media per trimestre 2024
Q1: ⟦320,64@row(1).mean_range⟧ · Q2: ⟦314,87@row(2).mean_range⟧ · Q3: ⟦263,41@row(3).mean_range⟧ · Q4: ⟦201,62@row(4).mean_range⟧
Giornata più agitata dell'ultimo trimestre: ⟦389@row(4).max_range⟧
Non lasciare il bucato incustodito."""),
# ---------------------------------------------------------------- q_close_extremes_2023
E('q_close_extremes_2023', 'wrong_column', 'es-ES tailor',
  """FICHA DE MEDIDAS — cliente NQ, 2023
Contorno máximo (cierre más alto): ⟦17.553,5@max_close~last_close!⟧
Contorno mínimo (cierre más bajo): ⟦15.875,25@min_close⟧
Observaciones: entallar la cintura. Sastre: P. Gil"""),
E('q_close_extremes_2023', 'miscomputed', 'zh-CN barber',
  """理发店价目表 · NQ 2023 收盘价
最高收盘 ………… ⟦18,946@max_close⟧
最低收盘 ………… ⟦15,875.25@min_close⟧
高低差 …………… ⟦3,170.75@max_close-min_close!⟧
年末收盘 ………… ⟦17,553.5@last_close⟧
现金优先，不设预约。"""),
E('q_close_extremes_2023', 'invented', 'ja-JP florist',
  """花屋 注文票 ― 伝票 FL2023、NQ 様
花束：2023年の終値
一番高い花：⟦18,946@max_close⟧
一番低い花：⟦15,642.5@min_close!⟧
メッセージカード：「来年もよろしく」"""),
E('q_close_extremes_2023', 'faithful', 'ru-RU carnival',
  """АТТРАКЦИОН «ГОРКИ NQ», сезон 2023
Вершина: закрытие ⟦18\u00a0946@max_close⟧
Низина: ⟦15\u00a0875,25@min_close⟧
Финиш сезона: ⟦17\u00a0553,5@last_close⟧ — ниже вершины
Пристегнитесь! Вставать во время катания запрещено."""),
E('q_close_extremes_2023', 'faithful', 'de-DE dive',
  """TAUCHLOG — Tauchplatz NQ, Saison 2023, TG14
Abstieg 09:30 · Auftauchen 10:14
Höchster Schlusskurs ⟦18.946@max_close⟧, tiefster ⟦15.875,25@min_close⟧, zum Jahresende ⟦17.553,5@last_close⟧
Sicht gut. Buddy: Lea"""),
E('q_close_extremes_2023', 'faithful', 'pl-PL kiln',
  """DZIENNIK WYPAŁU — piec P1, wsad „Zamknięcia 2023”
07:45 start
12:20 najwyższe zamknięcie: ⟦18\u00a0946@max_close⟧
15:05 najniższe: ⟦15\u00a0875,25@min_close⟧
18:30 na koniec roku: ⟦17\u00a0553,5@last_close⟧. Bez pęknięć."""),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
E('q_h1_vs_h2_2024', 'wrong_year', 'ru-RU tattoo',
  """ЭСКИЗЫ ТАТУ — салон NQ, серия «Полугодия 2024»
✦ H1: средний размах ⟦232,5@A.mean_range~B.mean_range!⟧ пункта, пик ⟦585,5@A.max_range⟧
✦ H2: пик ⟦507,5@B.max_range⟧
Первое полугодие резче. Запись по телефону."""),
E('q_h1_vs_h2_2024', 'wrong_column', 'de-DE barber',
  """SALON NQ — PREISTAFEL 2024
H1 Ø-Spanne ......... ⟦317,7@A.mean_range⟧
H1 Spitze ........... ⟦585,5@A.max_range⟧
H2 Ø-Spanne ......... ⟦507,5@B.mean_range~B.max_range!⟧
Erste Jahreshälfte unruhiger. Termine nach Vereinbarung."""),
E('q_h1_vs_h2_2024', 'miscomputed', 'en-US laundromat',
  """LAUNDROMAT NOTICE — NQ 2024, the two halves
H1 avg daily range: ⟦317.71@A.mean_range⟧ pts over ⟦124@A.R.source_row_count⟧ sessions
H2: ⟦232.52@B.mean_range⟧ pts over ⟦128@B.R.source_row_count⟧
H1 ran ⟦1.46@A.mean_range/B.mean_range!⟧ times as wide. Please clean the lint trap!"""),
E('q_h1_vs_h2_2024', 'faithful', 'zh-CN falconry',
  """驯鹰日志 · 游隼「上下半年」，NQ 2024
上半年：平均振幅 ⟦317.7@A.mean_range⟧ 点，最大 ⟦585.5@A.max_range⟧
下半年：平均 ⟦232.5@B.mean_range⟧ 点，最大 ⟦507.5@B.max_range⟧
结论：上半年更野。体重稳定。"""),
E('q_h1_vs_h2_2024', 'faithful', 'it-IT florist',
  """ORDINE FIORAIO — rif. FI24, cliente NQ
Mazzo «primo semestre»: escursione media ⟦317,7@A.mean_range⟧ punti, punta ⟦585,5@A.max_range⟧
Mazzo «secondo semestre»: ⟦232,5@B.mean_range⟧ punti, punta ⟦507,5@B.max_range⟧
Il primo semestre è più mosso. Consegna entro le 11:00."""),
E('q_h1_vs_h2_2024', 'faithful', 'pt-BR ranger',
  """RELATÓRIO DE OCORRÊNCIA — guarda-parque, ref. IR0712
Local: NQ, 2024
1º semestre: amplitude média ⟦317,71@A.mean_range⟧ pts (⟦124@A.R.source_row_count⟧ pregões)
2º semestre: ⟦232,52@B.mean_range⟧ pts (⟦128@B.R.source_row_count⟧ pregões)
Primeiro semestre mais volátil. Sem feridos."""),
]
