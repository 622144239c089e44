"""Market-data queries, part 3 (q_rsi_oversold_2024 ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

def RS(d):
    return f"row('2024-{d}').rsi"

NR = "R.summary.rows"

def QM(q):
    return f"row({q}).mean_range"

ENTRIES = [
# ---------------------------------------------------------------- q_rsi_oversold_2024
E('q_rsi_oversold_2024', 'faithful', 'it-IT balloon',
  f"""LIBRO DI VOLO — mongolfiera I-NQAB · pilota: E. Marino
Decollo 06:40 dal prato della fiera, atterraggio 07:55
RSI(14) sotto 30 nel 2024: ⟦63@{NR}⟧ sedute. Prima il ⟦24 gennaio@D:2024-01-24⟧ (⟦25,14@{RS('01-24')}⟧), ultima il ⟦20 dicembre@D:2024-12-20⟧ (⟦29,09@R.summary.last.rsi⟧).
Volo tranquillo."""),
E('q_rsi_oversold_2024', 'faithful', 'zh-CN weighin',
  f"""称重记录表 · NQ 钓鱼赛 A 区
钓位 | 日期 | RSI(14)
A1 | ⟦1月24日@D:2024-01-24⟧ | ⟦25.14@{RS('01-24')}⟧
A2 | ⟦1月30日@D:2024-01-30⟧ | ⟦23.67@{RS('01-30')}⟧
A3 | ⟦2月8日@D:2024-02-08⟧ | ⟦23.71@{RS('02-08')}⟧
全年低于 30 的交易日共 ⟦63@{NR}⟧ 个。秤已于 15:00 校准。"""),
E('q_rsi_oversold_2024', 'faithful', 'en-US sheepdog',
  f"""SHEEPDOG TRIAL SCORE SHEET — NQ Open, course A
Handler: B. McAllister · Dog: Cap
Outrun: RSI(14) under 30 on ⟦63@{NR}⟧ days in 2024
Lift: lowest reading ⟦19.49@stats.rsi.min⟧, mean ⟦26.12@stats.rsi.mean⟧
Fetch: first on ⟦1/24@D:2024-01-24⟧ at ⟦25.14@{RS('01-24')}⟧
Judge: R. Dunbar"""),
E('q_rsi_oversold_2024', 'wrong_row', 'pt-BR donor',
  f"""CARTEIRA DE DOADOR DE SANGUE — Hemocentro NQ
Doador HD30918 · tipo A+
RSI(14) abaixo de 30 em 2024: ⟦05/02@D:2024-02-05⟧ com ⟦29,22@{RS('02-05')}~{RS('02-09')}!⟧, ⟦08/02@D:2024-02-08⟧ com ⟦23,71@{RS('02-08')}⟧
Próxima doação: daqui a dois meses."""),
E('q_rsi_oversold_2024', 'coincidental', 'fr-FR crane',
  f"""LISTE DE CONTRÔLE AVANT LEVAGE — grue à tour GT6
[x] Stabilisateurs calés
[x] RSI(14) sous 30 en 2024 : ⟦63@{NR}⟧ séances ; le ⟦15 mars@D:2024-03-15⟧ : ⟦25,15@{RS('03-15')}⟧, le ⟦18 mars@D:2024-03-18⟧ : ⟦25,32@{RS('03-18')}!⟧
[x] Anémomètre dans les limites
Grutier : J. Perrin"""),
E('q_rsi_oversold_2024', 'invented', 'es-ES seismo',
  f"""REGISTRO SISMOGRÁFICO — estación NQ-S3, canal BHZ
Sesiones de 2024 con RSI(14) por debajo de 30: ⟦71@{NR}!⟧
Primera, ⟦24/01@D:2024-01-24⟧: ⟦25,14@{RS('01-24')}⟧; última, ⟦20/12@D:2024-12-20⟧: ⟦29,09@R.summary.last.rsi⟧
Tambor cambiado a las 03:00. Operador: R. Gil"""),
# ---------------------------------------------------------------- q_quarter_range_2024
E('q_quarter_range_2024', 'faithful', 'ja-JP donor',
  f"""献血カード ― NQ赤十字血液センター
献血者番号 KD58120 ／ 血液型 O型
2024年 四半期別の平均値幅：Q1 ⟦320.6@{QM(1)}⟧、Q2 ⟦314.9@{QM(2)}⟧、Q3 ⟦263.4@{QM(3)}⟧、Q4 ⟦201.6@{QM(4)}⟧
四半期ごとに落ち着いた。次回献血可能：三か月後"""),
E('q_quarter_range_2024', 'faithful', 'pt-BR carbon',
  f"""MEMORANDO (cópia em papel carbono)
Para: mesa · De: F. Rocha · c/c: arquivo
Assunto: amplitude por trimestre, 2024
T1: média ⟦320,64@{QM(1)}⟧ pts, máx. ⟦585,5@row(1).max_range⟧; T4: ⟦201,62@{QM(4)}⟧, máx. ⟦389@row(4).max_range⟧. Cada trimestre mais calmo que o anterior.
FR/ls"""),
E('q_quarter_range_2024', 'faithful', 'pl-PL sheepdog',
  f"""KARTA SĘDZIOWSKA — próby psów pasterskich NQ, tor B
Przewodnik: J. Kaczmarek · pies: Reks
Średni dzienny zakres 2024 wg kwartałów: Q1 ⟦320,6@{QM(1)}⟧ · Q2 ⟦314,9@{QM(2)}⟧ · Q3 ⟦263,4@{QM(3)}⟧ · Q4 ⟦201,6@{QM(4)}⟧ pkt
Najszerszy dzień w Q1: ⟦585,5@row(1).max_range⟧
Zagroda zamknięta. Sędzia: A. Mazur"""),
E('q_quarter_range_2024', 'wrong_column', 'ru-RU seismo',
  f"""СЕЙСМОСТАНЦИЯ NQ-S6 · канал BHZ
Средний дневной диапазон 2024 по кварталам: Q1 ⟦320,6@{QM(1)}⟧, Q2 ⟦314,9@{QM(2)}⟧, Q3 ⟦507,5@{QM(3)}~row(3).max_range!⟧, Q4 ⟦201,6@{QM(4)}⟧
Запись 06:00–07:00, дежурный Рябинин."""),
E('q_quarter_range_2024', 'derived', 'en-GB weighin',
  f"""WEIGH-IN SHEET — NQ Open Match, Section D
Peg | Quarter | Avg daily range
D2 | Q1 | ⟦320.64@{QM(1)}⟧
D9 | Q4 | ⟦201.62@{QM(4)}⟧
Difference ⟦119.02@{QM(1)}-{QM(4)}!⟧ pts (my own subtraction, not in the results)
Scales checked 15:45."""),
E('q_quarter_range_2024', 'wrong_row', 'fr-FR vineyard',
  f"""REGISTRE DE VENDANGE — Château NQ, millésime 2024
Rang R4 · cépage : merlot
Amplitude journalière moyenne par trimestre : T1 ⟦320,6@{QM(1)}⟧, T3 ⟦314,87@{QM(3)}~{QM(2)}!⟧, T4 ⟦201,6@{QM(4)}⟧
Vendange rentrée à 18:15."""),
# ---------------------------------------------------------------- q_close_extremes_2023
E('q_close_extremes_2023', 'faithful', 'en-GB banzuke',
  """BANZUKE — NQ Basho 2023, daily closes
Yokozuna (highest close): ⟦18,946@max_close⟧
Bottom of the sheet (lowest close): ⟦15,875.25@min_close⟧
Year-end close: ⟦17,553.5@last_close⟧, below the high
Brushed by the gyoji in sumi ink"""),
E('q_close_extremes_2023', 'faithful', 'nl-NL seismo',
  """SEISMOGRAM — station NQ-S8, kanaal BHZ
Slotkoersen 2023: hoogste ⟦18.946@max_close⟧, laagste ⟦15.875,25@min_close⟧, laatste ⟦17.553,5@last_close⟧
Aflezing 05:15 UTC; trommel vervangen.
Waarnemer: H. de Boer"""),
E('q_close_extremes_2023', 'faithful', 'es-ES carbon',
  """MEMORÁNDUM (copia al carbón)
A: mesa de operaciones · De: C. Prieto · C.c.: archivo
Asunto: cierres de 2023
Máximo ⟦18.946@max_close⟧, mínimo ⟦15.875,25@min_close⟧; el año terminó en ⟦17.553,5@last_close⟧.
CP/ag"""),
E('q_close_extremes_2023', 'wrong_column', 'fr-FR lighthouse',
  """JOURNAL DU GARDIEN — phare de NQ-Pointe
Quart 04:00–08:00 · gardien : Y. Le Bihan
Vent de noroît F5, grains
Clôtures 2023 : plus haute ⟦17\u202f553,5@max_close~last_close!⟧, plus basse ⟦15\u202f875,25@min_close⟧
Feu éteint à 07:48."""),
E('q_close_extremes_2023', 'miscomputed', 'pt-BR vineyard',
  """REGISTRO DE VINDIMA — Vinícola NQ, safra 2023
Talhão T3 · uva: tannat
Fechamentos de 2023: máximo ⟦18.946@max_close⟧, mínimo ⟦15.875,25@min_close⟧, uma distância de ⟦3.170,75@max_close-min_close!⟧ pontos
Colheita encerrada às 16:40."""),
E('q_close_extremes_2023', 'invented', 'pl-PL crane',
  """LISTA KONTROLNA PRZED PODNOSZENIEM — żuraw ŻW2
[x] Podpory rozstawione
[x] Zamknięcia 2023: najwyższe ⟦18\u00a0946@max_close⟧, najniższe ⟦15\u00a0875,25@min_close⟧, ostatnie w roku ⟦17\u00a0212@last_close!⟧
[x] Anemometr w normie
Operator: M. Lis"""),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
E('q_h1_vs_h2_2024', 'faithful', 'fr-FR carbon',
  """NOTE DE SERVICE (copie carbone)
À : desk — De : P. Aubry — Copie : archives
Objet : S1 contre S2, 2024
S1 : amplitude moyenne ⟦317,71@A.mean_range⟧ pts, maximum ⟦585,5@A.max_range⟧. S2 : ⟦232,52@B.mean_range⟧, maximum ⟦507,5@B.max_range⟧. Le premier semestre était le plus agité.
PA/mt"""),
E('q_h1_vs_h2_2024', 'faithful', 'zh-CN rink',
  """冰场浇冰安排 · NQ 冰场 B 场
07:00 浇冰（Z2 车）
2024 上半年日均振幅 ⟦317.7@A.mean_range⟧ 点，下半年 ⟦232.5@B.mean_range⟧ 点，上半年波动更大
13:00 浇冰 · 19:00 浇冰
值班：郑"""),
E('q_h1_vs_h2_2024', 'faithful', 'it-IT seismo',
  """REGISTRO SISMOGRAFICO — stazione NQ-S5, canale BHZ
Primo semestre 2024: escursione media ⟦317,71@A.mean_range⟧, picco ⟦585,5@A.max_range⟧
Secondo semestre: ⟦232,52@B.mean_range⟧, picco ⟦507,5@B.max_range⟧, più tranquillo
Lettura delle 06:10. Operatore: D. Greco"""),
E('q_h1_vs_h2_2024', 'wrong_year', 'de-DE lighthouse',
  """LEUCHTTURM-WACHBUCH — Feuer NQ-Hörn
Wache 00:00–04:00 · Wärter: J. Petersen
Wind W Bft6, See grob
Tagesspanne 2024: erstes Halbjahr im Mittel ⟦317,71@A.mean_range⟧ Punkte, größter Tag ⟦507,5@A.max_range~B.max_range!⟧; zweites Halbjahr ⟦232,52@B.mean_range⟧
Feuer brennt, keine Vorkommnisse."""),
E('q_h1_vs_h2_2024', 'wrong_year', 'en-US weighin',
  """WEIGH-IN SHEET — NQ Bass Classic, Flight B
Boat | Half of 2024 | Avg daily range
B07 | H1 | ⟦317.71@A.mean_range⟧
B12 | H2 | ⟦317.71@B.mean_range~A.mean_range!⟧
Biggest single day: ⟦585.5@A.max_range⟧ (H1)
Scales certified 14:30."""),
E('q_h1_vs_h2_2024', 'derived', 'ja-JP banzuke',
  """番付 ― NQ場所 2024 上期・下期
東 横綱：上期（1月〜6月）平均値幅 ⟦317.71@A.mean_range⟧
西 大関：下期（7月〜12月）⟦232.52@B.mean_range⟧
上期は下期の約 ⟦1.37@A.mean_range/B.mean_range!⟧ 倍（自分で計算、レポートにはなし）"""),
]
