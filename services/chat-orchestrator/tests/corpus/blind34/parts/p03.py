"""Market-data queries, part 3 (q_rsi_oversold_2024 ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

N = "R.summary.rows"
Q = lambda q, k='mean_range': f"row({q}).{k}"

ENTRIES = [
# ---------------------------------------------------------------- q_rsi_oversold_2024
E('q_rsi_oversold_2024', 'faithful', 'de-DE allotment',
  f"""KLEINGARTENVEREIN NQ — Protokoll der Vorstandssitzung
Anwesend: Vorsitzende, Kassenwart, Parzelle P7
TOP a) RSI(14) unter 30 im Jahr 2024: an ⟦63@{N}⟧ Tagen, erstmals am ⟦24.01.@D:2024-01-24⟧ (⟦25,14@row('2024-01-24').rsi⟧), zuletzt am ⟦20.12.@D:2024-12-20⟧ (⟦29,09@R.summary.last.rsi⟧); Tiefstwert ⟦19,49@stats.rsi.min⟧
Nächste Sitzung Dienstag 19:30."""),
E('q_rsi_oversold_2024', 'faithful', 'ja-JP kite',
  f"""フライトカード ― NQ凧まつり・会場F2・ラインL3
凧：デルタ「売られすぎ2024」
RSI(14)が30未満の日は ⟦63@{N}⟧日。最初は⟦1月24日@D:2024-01-24⟧（⟦25.14@row('2024-01-24').rsi⟧）、最低 ⟦19.49@stats.rsi.min⟧、平均 ⟦26.12@stats.rsi.mean⟧
揚げ 11:20・降ろし 11:45"""),
E('q_rsi_oversold_2024', 'faithful', 'en-GB lostproperty',
  f"""LOST PROPERTY LEDGER — Northquay Central
Entry LP0412 · found: platform P4, train K34
Item: NQ days with RSI(14) under 30 in 2024, ⟦63@{N}⟧ in all. ⟦15 Mar@D:2024-03-15⟧ closed ⟦14,963@row('2024-03-15').close⟧ at RSI ⟦25.15@row('2024-03-15').rsi⟧; ⟦18 Mar@D:2024-03-18⟧, ⟦24.55@row('2024-03-18').rsi⟧.
Unclaimed."""),
E('q_rsi_oversold_2024', 'wrong_row', 'nl-NL letterpress',
  f"""ORDERBON DRUKKERIJ OB0314 — boekdrukkerij De Kade
Klant: RSI-overzicht NQ 2024
Letter: Plantin, augustijn
Tekst: „⟦8 februari@D:2024-02-08⟧: slot ⟦15.921@row('2024-02-08').close⟧, RSI ⟦23,67@row('2024-02-08').rsi~row('2024-01-30').rsi!⟧. Eerste dag onder 30: ⟦24 januari@D:2024-01-24⟧.”
Drukproef om 16:00."""),
E('q_rsi_oversold_2024', 'coincidental', 'zh-CN trapeze',
  f"""空中飞人排练板 · 大篷 · 吊架 R2
飞人：NQ 2024 年 RSI(14) 低于 30 的日子
⟦3月14日@D:2024-03-14⟧ 收 ⟦15,067@row('2024-03-14').close⟧，RSI ⟦25.77@row('2024-03-14').rsi!⟧；⟦3月18日@D:2024-03-18⟧ RSI ⟦24.55@row('2024-03-18').rsi⟧
13:30 查网。"""),
E('q_rsi_oversold_2024', 'invented', 'ru-RU sommelier',
  f"""ЗАМЕТКИ СОМЕЛЬЕ — сочетания, зал «Причал»
Блюдо: NQ, дни с RSI(14) ниже 30 в 2024
Всего ⟦63@{N}⟧ дня; самое глубокое падение — RSI ⟦17,6@stats.rsi.min!⟧
Вино: Ркацители 2021 — кислотность против перепроданности.
Подавать охлаждённым."""),
# ---------------------------------------------------------------- q_quarter_range_2024
E('q_quarter_range_2024', 'faithful', 'es-ES chandler',
  f"""NOTA DE PEDIDO — Efectos Navales del Muelle · B/M Gaviota, atraque A3
Partida: rango medio NQ por trimestre, 2024
T1 ⟦320,64@{Q(1)}⟧ · T2 ⟦314,87@{Q(2)}⟧ · T3 ⟦263,41@{Q(3)}⟧ · T4 ⟦201,62@{Q(4)}⟧ — cada trimestre más tranquilo
Entrega al costado antes de las 06:00. Firma del capitán: ______"""),
E('q_quarter_range_2024', 'faithful', 'pt-BR apothecary',
  f"""LIVRO DE RECEITUÁRIO — Botica do Cais
Receita R1002 · para: Sra. Paiva
Aviado: amplitude diária NQ 2024 por trimestre — T1 média ⟦320,6@{Q(1)}⟧, máx. ⟦585,5@{Q(1, 'max_range')}⟧; T4 média ⟦201,6@{Q(4)}⟧, máx. ⟦389@{Q(4, 'max_range')}⟧
Modo de usar: uma vez por trimestre."""),
E('q_quarter_range_2024', 'faithful', 'it-IT puppet',
  f"""COPIONE DEL SUGGERITORE — Teatro dei burattini del Molo, «Quattro trimestri», atto I
Luce L2
PULCINELLA: «Primo trimestre: escursione media ⟦320,64@{Q(1)}⟧, punta ⟦585,5@{Q(1, 'max_range')}⟧!»
ARLECCHINO: «E l'ultimo solo ⟦201,62@{Q(4)}⟧, punta ⟦389@{Q(4, 'max_range')}⟧. Sempre più calmo.»
Sipario."""),
E('q_quarter_range_2024', 'wrong_column', 'en-US trapeze',
  f"""TRAPEZE REHEARSAL BOARD — Big Top, rig R2
Flyers: NQ daily range by quarter, 2024
Q1 mean ⟦320.64@{Q(1)}⟧ · Q2 mean ⟦314.87@{Q(2)}⟧ · Q4 mean ⟦389@{Q(4)}~{Q(4, 'max_range')}!⟧ pts
Nets checked 13:30 · Chalk up."""),
E('q_quarter_range_2024', 'misrounded', 'zh-CN letterpress',
  f"""活字印刷工单 GD1016 · 码头印社
客户：NQ 2024 年分季振幅
字体：宋体 五号
内容：一季度均值 ⟦320.6@{Q(1)}⟧，二季度 ⟦314.8@{Q(2)}!⟧，三季度 ⟦263.4@{Q(3)}⟧，四季度 ⟦201.6@{Q(4)}⟧
16:00 交校样"""),
E('q_quarter_range_2024', 'derived', 'fr-FR topo',
  f"""TOPO — falaise NQ, secteur S3 · « Trimestres 2024 » · cotation D
L1 (T1) : amplitude moyenne ⟦320,64@{Q(1)}⟧
L4 (T4) : ⟦201,62@{Q(4)}⟧
Le T1 est ⟦1,59@{Q(1)}/{Q(4)}!⟧ fois plus large que le T4 — calcul de ma part, pas dans le rapport.
Descente à pied."""),
# ---------------------------------------------------------------- q_close_extremes_2023
E('q_close_extremes_2023', 'faithful', 'en-GB trapeze',
  """TRAPEZE REHEARSAL BOARD — Big Top, rig R1
Flyers: NQ closes, 2023
High bar ⟦18,946@max_close⟧ · low bar ⟦15,875.25@min_close⟧ · final catch of the year ⟦17,553.5@last_close⟧, below the high
Nets checked 13:30."""),
E('q_close_extremes_2023', 'faithful', 'nl-NL chandler',
  """BESTELBON — Scheepsleverancier De Kade · mv Meeuw, ligplaats L4
Post: slotkoersen NQ 2023
Hoogste slot ⟦18.946@max_close⟧ · laagste ⟦15.875,25@min_close⟧ · laatste van het jaar ⟦17.553,5@last_close⟧
Levering langszij vóór 06:00. Handtekening kapitein: ______"""),
E('q_close_extremes_2023', 'faithful', 'pl-PL allotment',
  """TOWARZYSTWO OGRODÓW DZIAŁKOWYCH NQ — protokół z zebrania zarządu
Obecni: prezes, sekretarz, skarbnik
Sprawa: zamknięcia NQ w 2023 — najwyższe ⟦18\u00a0946@max_close⟧, najniższe ⟦15\u00a0875,25@min_close⟧, ostatnie w roku ⟦17\u00a0553,5@last_close⟧
Następne zebranie: wtorek 19:30."""),
E('q_close_extremes_2023', 'wrong_column', 'pt-BR clock',
  """ORDEM DE SERVIÇO OS0722 — relojoaria do Cais
Peça: relógio de parede «Fechamentos 2023»
Defeito: ponteiro da máxima parado em ⟦17.553,5@max_close~last_close!⟧; mínima em ⟦15.875,25@min_close⟧
Pronto sexta após 14:00."""),
E('q_close_extremes_2023', 'miscomputed', 'it-IT sommelier',
  """NOTE DI ABBINAMENTO — sommelier, sala del Molo
Piatto: chiusure NQ 2023
Massima ⟦18.946@max_close⟧, ultima dell'anno ⟦17.553,5@last_close⟧: dal massimo alla chiusura finale mancano ⟦1.329,5@max_close-last_close!⟧ punti
Vino: Barolo 2019, aperto un'ora prima.
Servire a temperatura di cantina."""),
E('q_close_extremes_2023', 'invented', 'de-DE topo',
  """ROUTENTOPO — Klettergarten NQ, Sektor S3 · „Schlusskurse 2023“ · VI+
SL1: tiefster Schluss ⟦15.875,25@min_close⟧
SL2: höchster Schluss ⟦19.120@max_close!⟧ — Ausstieg
Abstieg: zu Fuß nach rechts."""),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
E('q_h1_vs_h2_2024', 'faithful', 'pl-PL kite',
  """KARTA LOTU — Festiwal Latawców NQ · pole F2, linka L1
Latawiec: delta „Półrocza 2024”
I półrocze: średni zakres ⟦317,71@A.mean_range⟧, max ⟦585,5@A.max_range⟧ (⟦124@A.R.source_row_count⟧ sesje)
II półrocze: ⟦232,52@B.mean_range⟧, max ⟦507,5@B.max_range⟧ — spokojniej
Start 11:20 · lądowanie 11:46"""),
E('q_h1_vs_h2_2024', 'faithful', 'pt-BR tram',
  """ESCALA DE SERVIÇO — garagem de bondes NQ · quarta-feira
Turno T6 · linha L2 · carro C14 · entrada 05:20 · saída 13:40
Aviso: 1º semestre de 2024 mais agitado — amplitude média ⟦317,7@A.mean_range⟧ contra ⟦232,5@B.mean_range⟧ no 2º; máximas ⟦585,5@A.max_range⟧ e ⟦507,5@B.max_range⟧
Chefe de garagem: L. Prado"""),
E('q_h1_vs_h2_2024', 'faithful', 'de-DE clock',
  """AUFTRAGSSCHEIN A0416 — Uhrmacherwerkstatt am Kai
Gegenstand: Pendeluhr „Halbjahre 2024“
Befund: erstes Halbjahr schwingt weiter aus — Ø-Spanne ⟦317,71@A.mean_range⟧ bei ⟦124@A.R.source_row_count⟧ Sitzungen; zweites Halbjahr ⟦232,52@B.mean_range⟧ bei ⟦128@B.R.source_row_count⟧
Abholung ab Freitag 14:00."""),
E('q_h1_vs_h2_2024', 'wrong_year', 'ru-RU apothecary',
  """РЕЦЕПТУРНЫЙ ЖУРНАЛ — аптека «У причала»
Рецепт R0305 · для: Н. Орлова
Отпущено: средний диапазон NQ, первое полугодие 2024 — ⟦232,52@A.mean_range~B.mean_range!⟧; максимум полугодия ⟦585,5@A.max_range⟧
Провизор: Е. Громова"""),
E('q_h1_vs_h2_2024', 'wrong_column', 'zh-CN chandler',
  """船舶物料订货单 · 码头船供公司 · “白鹭”轮 · 泊位 B5
品项：NQ 2024 上下半年振幅
上半年均值 ⟦317.71@A.mean_range⟧，最大 ⟦585.5@A.max_range⟧；下半年均值 ⟦507.5@B.mean_range~B.max_range!⟧
06:00 前送船。"""),
E('q_h1_vs_h2_2024', 'derived', 'ja-JP allotment',
  """NQ市民農園の会 ― 役員会議事録
出席：会長、書記、会計
議題：2024年の値幅、上期平均 ⟦317.71@A.mean_range⟧、下期平均 ⟦232.52@B.mean_range⟧。差は ⟦85.19@A.mean_range-B.mean_range!⟧ポイント（自分で引き算、レポートにはない）
次回 火曜 19:30"""),
]
