"""Market-data queries, part 3 (q_rsi_oversold_2024 ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- q_rsi_oversold_2024
E('q_rsi_oversold_2024', 'wrong_row', 'zh-CN bonsai',
  """盆景日志 · 黑松「NQ 2024」
RSI(14) 低于 30 的日子共 ⟦63@R.summary.rows⟧ 天
⟦3月14日@D:2024-03-14⟧：RSI ⟦29.00@row('2024-03-14').rsi~row('2024-03-13').rsi!⟧，收盘 ⟦15,067@row('2024-03-14').close⟧
⟦3月18日@D:2024-03-18⟧：RSI ⟦24.55@row('2024-03-18').rsi⟧
新芽偏弱，暂停施肥。"""),
E('q_rsi_oversold_2024', 'invented', 'en-GB windtunnel',
  """WIND TUNNEL TEST SHEET — tunnel WT1, model "Oversold 2024"
Condition: RSI(14) below 30 · runs logged: ⟦63@R.summary.rows⟧
R01 ⟦24 Jan@D:2024-01-24⟧: RSI ⟦25.14@row('2024-01-24').rsi⟧ (first)
Deepest reading of the year: RSI ⟦17.6@stats.rsi.min!⟧
Technician: D. Shaw"""),
E('q_rsi_oversold_2024', 'coincidental', 'es-ES rowing',
  """DIARIO DE REMO — sesión S30, «Sobreventa 2024»
Tiempo 14:00 · series cortas
Primera serie, ⟦24/01@D:2024-01-24⟧: RSI ⟦25,1@row('2024-01-24').rsi⟧
Serie del ⟦30/01@D:2024-01-30⟧: RSI ⟦25,9@row('2024-01-30').rsi!⟧, cierre ⟦16.339,75@row('2024-01-30').close⟧
Cuádriceps cargados."""),
E('q_rsi_oversold_2024', 'faithful', 'ru-RU cocktail',
  """ТЕХКАРТА КОКТЕЙЛЯ — «Перепроданность 2024»
Бокал: кокетка · Лёд: нет
Основа: ⟦63@R.summary.rows⟧ дня с RSI(14) ниже 30
Первая капля: ⟦24 января@D:2024-01-24⟧, RSI ⟦25,14@row('2024-01-24').rsi⟧
Последняя: ⟦20 декабря@D:2024-12-20⟧, RSI ⟦29,09@R.summary.last.rsi⟧
Минимум ⟦19,49@stats.rsi.min⟧. Взбить, процедить."""),
E('q_rsi_oversold_2024', 'faithful', 'en-US pawn',
  """PAWN TICKET No. PT0124
Item: 2024 oversold days, RSI(14) under 30 — ⟦63@R.summary.rows⟧ pieces
Lowest RSI ⟦19.49@stats.rsi.min⟧ · average ⟦26.12@stats.rsi.mean⟧
First ⟦1/24@D:2024-01-24⟧, last ⟦12/20@D:2024-12-20⟧
Redeem within three months or item forfeited."""),
E('q_rsi_oversold_2024', 'faithful', 'nl-NL ringmaster',
  """Dames en heren, jongens en meisjes! ⟦63@R.summary.rows⟧ keer dook de RSI(14) van NQ in 2024 onder de 30!
De diepste duik: ⟦19,49@stats.rsi.min⟧! De eerste sprong op ⟦24 januari@D:2024-01-24⟧, de laatste op ⟦20 december@D:2024-12-20⟧!
Applaus voor de acrobaten!"""),
# ---------------------------------------------------------------- q_quarter_range_2024
E('q_quarter_range_2024', 'wrong_column', 'ja-JP pawn',
  """質札 ― 番号 SQ2024
品目：2024年 四半期別の平均値幅
Q1 ⟦320.64@row(1).mean_range⟧ · Q2 ⟦314.87@row(2).mean_range⟧ · Q3 ⟦263.41@row(3).mean_range⟧ · Q4 ⟦389@row(4).mean_range~row(4).max_range!⟧ ポイント
質流れ期限：三か月"""),
E('q_quarter_range_2024', 'misrounded', 'zh-CN cocktail',
  """调酒配方卡 · 「2024 季度振幅」
杯型：马天尼杯 · 不加冰
基酒：Q1 平均日振幅 ⟦320.7@row(1).mean_range!⟧ 点（全年最烈）
收尾：Q4 ⟦201.6@row(4).mean_range⟧ 点（最柔和）
摇匀，滤入杯中。"""),
E('q_quarter_range_2024', 'derived', 'es-ES drumtab',
  """TABLATURA DE BATERÍA — «Trimestres 2024»
HH |x-x-x-x-x-x-x-x-|
SD |----o-------o---|
BD |o-o-----o-------|
Q1 ⟦320,64@row(1).mean_range⟧ → Q4 ⟦201,62@row(4).mean_range⟧ pts de rango medio
El Q1 suena ⟦1,59@row(1).mean_range/row(4).mean_range!⟧ veces más fuerte que el Q4 (cuenta mía, no viene en el informe)."""),
E('q_quarter_range_2024', 'faithful', 'pl-PL glacier',
  """NOTATKI Z POMIARÓW — lodowiec NQ, 2024
Tyczka Q1: średni zakres ⟦320,6@row(1).mean_range⟧ pkt, max ⟦585,5@row(1).max_range⟧
Tyczka Q2: ⟦314,9@row(2).mean_range⟧ · Tyczka Q3: ⟦263,4@row(3).mean_range⟧
Tyczka Q4: ⟦201,6@row(4).mean_range⟧, max ⟦389@row(4).max_range⟧
Każdy kwartał spokojniejszy od poprzedniego. Mgła od 13:30."""),
E('q_quarter_range_2024', 'faithful', 'en-US postcard',
  """Hi from NQ Lake!
Quarterly average daily ranges for 2024: Q1 ⟦320.6@row(1).mean_range⟧, Q2 ⟦314.9@row(2).mean_range⟧, Q3 ⟦263.4@row(3).mean_range⟧, Q4 ⟦201.6@row(4).mean_range⟧ points.
Calmer every quarter, like the lake at dusk.
Miss you! — Jen"""),
E('q_quarter_range_2024', 'faithful', 'nl-NL overdue',
  """AANMANING — Openbare Bibliotheek NQ
Titel: „Range per kwartaal 2024”
Q1 gemiddeld ⟦320,64@row(1).mean_range⟧ pt (hoogste), Q4 ⟦201,62@row(4).mean_range⟧ pt (laagste)
Grootste dag in Q4: ⟦389@row(4).max_range⟧ pt
Graag terugbrengen of verlengen."""),
# ---------------------------------------------------------------- q_close_extremes_2023
E('q_close_extremes_2023', 'wrong_column', 'es-ES glacier',
  """NOTAS DE CAMPO — glaciar NQ, campaña 2023
Cota máxima (cierre más alto): ⟦18.946@max_close⟧ pts
Cota mínima: ⟦15.875,25@min_close⟧ pts
Cierre del último día: ⟦15.875,25@last_close~min_close!⟧ pts
Viento del norte; bajada a las 16:20."""),
E('q_close_extremes_2023', 'miscomputed', 'fr-FR postcard',
  """Bons baisers de NQ-les-Bains !
En 2023, la clôture la plus haute : ⟦18\u202f946@max_close⟧ ; la plus basse : ⟦15\u202f875,25@min_close⟧.
Soit un écart de ⟦21,3\u202f%@(max_close/min_close-1)*100!⟧ entre les deux.
Il fait un temps splendide. Je t'embrasse, Claire"""),
E('q_close_extremes_2023', 'invented', 'ja-JP overdue',
  """延滞のお知らせ ― NQ市立図書館
資料名：『2023年 終値の高値と安値』
最高終値 ⟦19,212.5@max_close!⟧ · 最安終値 ⟦15,875.25@min_close⟧
至急ご返却または貸出延長をお願いします。"""),
E('q_close_extremes_2023', 'faithful', 'de-DE slate',
  """KLAPPE — „Schlusskurse 2023“
ROLLE B014 · SZ6_T2 · KAMERA B
Höchster Schluss: ⟦18.946@max_close⟧ · tiefster: ⟦15.875,25@min_close⟧
Letzter Schluss des Jahres: ⟦17.553,5@last_close⟧
Regie: S. Brandt · TC 05:03:27:14"""),
E('q_close_extremes_2023', 'faithful', 'zh-CN triage',
  """分诊白板 · 急诊 B 班 · 更新 09:05
床位 | 病例 | 级别 | 备注
C1 | 2023 最高收盘 | P2 | ⟦18,946@max_close⟧
C2 | 2023 最低收盘 | P2 | ⟦15,875.25@min_close⟧
C3 | 年末收盘 | P4 | ⟦17,553.5@last_close⟧，低于高点"""),
E('q_close_extremes_2023', 'faithful', 'it-IT ringmaster',
  """Signore e signori! Sul trapezio del 2023, la chiusura più alta: ⟦18.946@max_close⟧ punti!
Nella rete di sicurezza, la più bassa: ⟦15.875,25@min_close⟧!
E l'anno si chiude a ⟦17.553,5@last_close⟧, sotto la vetta. Un applauso!"""),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
E('q_h1_vs_h2_2024', 'wrong_year', 'pt-BR windtunnel',
  """FOLHA DE ENSAIO — túnel de vento TV2, modelo «Semestres 2024»
Ensaio A (1º semestre): amplitude média ⟦317,71@A.mean_range⟧ pts em ⟦124@A.R.source_row_count⟧ pregões
Ensaio B (2º semestre): ⟦232,52@B.mean_range⟧ pts em ⟦124@B.R.source_row_count~A.R.source_row_count!⟧ pregões
O primeiro semestre ventou mais. Técnico: R. Alves"""),
E('q_h1_vs_h2_2024', 'wrong_column', 'es-ES ringmaster',
  """¡Damas y caballeros! ¡En la pista central, el primer semestre de 2024: rango medio de ⟦317,7@A.mean_range⟧ puntos!
¡Y el segundo semestre, más manso: media de ⟦232,5@B.mean_range⟧, y su día más salvaje apenas ⟦232,5@B.max_range~B.mean_range!⟧!
¡Un aplauso!"""),
E('q_h1_vs_h2_2024', 'derived', 'ja-JP triage',
  """トリアージボード ― 救急外来 B勤 · 更新 10:40
ベッド | 症例 | 区分 | メモ
A1 | 2024年上期 平均値幅 | P2 | ⟦317.71@A.mean_range⟧
A2 | 2024年下期 平均値幅 | P3 | ⟦232.52@B.mean_range⟧
差は ⟦85.19@A.mean_range-B.mean_range!⟧ ポイント（自分で計算、レポートにはなし）"""),
E('q_h1_vs_h2_2024', 'faithful', 'de-DE postcard',
  """Liebe Grüße aus NQ am See!
Erstes Halbjahr 2024: Tagesspanne im Schnitt ⟦317,7@A.mean_range⟧ Punkte, zweites nur ⟦232,5@B.mean_range⟧.
Größter Tag vorne ⟦585,5@A.max_range⟧, hinten ⟦507,5@B.max_range⟧. Das Wasser ist herrlich!
Deine Tante Ilse"""),
E('q_h1_vs_h2_2024', 'faithful', 'pl-PL glacier',
  """NOTATKI Z POMIARÓW — lodowiec NQ, półrocza 2024
Tyczka H1: średni zakres ⟦317,71@A.mean_range⟧ pkt (⟦124@A.R.source_row_count⟧ sesje), max ⟦585,5@A.max_range⟧
Tyczka H2: ⟦232,52@B.mean_range⟧ pkt (⟦128@B.R.source_row_count⟧ sesji), max ⟦507,5@B.max_range⟧
Pierwsze półrocze bardziej nerwowe. Zejście 15:45."""),
E('q_h1_vs_h2_2024', 'faithful', 'en-GB cocktail',
  """SPEC CARD — "Two Halves 2024"
Glass: coupe · Ice: none
First half: average daily range ⟦317.7@A.mean_range⟧ pts, peak ⟦585.5@A.max_range⟧
Second half: ⟦232.5@B.mean_range⟧ pts, peak ⟦507.5@B.max_range⟧
The first half had more bite. Shake, double strain."""),
]
