"""Market-data queries, part 3 (q_rsi_oversold_2024 ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- q_rsi_oversold_2024
E('q_rsi_oversold_2024', 'wrong_row', 'nl-NL seating',
  """TAFELSCHIKKING — RSI(14) onder de 30, 2024
Eerste gast: ⟦24 januari@D:2024-01-24⟧, RSI ⟦25,14@row('2024-01-24').rsi⟧
Tafel ⟦30 januari@D:2024-01-30⟧: RSI ⟦24,55@row('2024-01-30').rsi~row('2024-03-18').rsi!⟧, slot ⟦16.339,75@row('2024-01-30').close⟧
In totaal ⟦63@R.summary.rows⟧ gasten uitgenodigd"""),
E('q_rsi_oversold_2024', 'wrong_column', 'de-DE birding',
  """BEOBACHTUNGSLISTE — überverkaufte Tage 2024 (RSI 14 unter 30)
Sichtungen gesamt: ⟦63@R.summary.rows⟧
Erste Sichtung am ⟦24.01.@D:2024-01-24⟧: RSI ⟦25,14@row('2024-01-24').rsi⟧
Letzte Sichtung am ⟦20.12.@D:2024-12-20⟧: RSI ⟦29,09@R.summary.last.rsi⟧
Durchschnittlicher RSI: ⟦19,49@stats.rsi.mean~stats.rsi.min!⟧"""),
E('q_rsi_oversold_2024', 'misrounded', 'ru-RU telemetry',
  """ТЕЛЕМЕТРИЯ NQ · RSI(14) < 30 · 2024
КАДР ⟦07.02@D:2024-02-07⟧  RSI=⟦25,29@row('2024-02-07').rsi!⟧  ЗАКР=⟦16\u00a0045,25@row('2024-02-07').close⟧
КАДР ⟦08.02@D:2024-02-08⟧  RSI=⟦23,71@row('2024-02-08').rsi⟧
ВСЕГО КАДРОВ: ⟦63@R.summary.rows⟧   СВЯЗЬ: НОРМА"""),
E('q_rsi_oversold_2024', 'faithful', 'pt-BR carpool',
  """LISTA DE CARONA — RSI(14) abaixo de 30 em 2024
Primeira vaga: ⟦24/01@D:2024-01-24⟧, RSI ⟦25,1@row('2024-01-24').rsi⟧, fechamento ⟦16.672,75@row('2024-01-24').close⟧
Vaga mais funda (RSI mínimo do ano): ⟦19,49@stats.rsi.min⟧
Total: ⟦63@R.summary.rows⟧ dias · RSI médio ⟦26,12@stats.rsi.mean⟧"""),
E('q_rsi_oversold_2024', 'faithful', 'es-ES beekeeping',
  """CUADERNO DEL COLMENAR — días sobrevendidos 2024
Primera revisión: ⟦24/01@D:2024-01-24⟧, RSI ⟦25,14@row('2024-01-24').rsi⟧
Revisión del ⟦08/02@D:2024-02-08⟧: RSI ⟦23,71@row('2024-02-08').rsi⟧, cierre ⟦15.921@row('2024-02-08').close⟧
Días con RSI < 30: ⟦63@R.summary.rows⟧; mínimo ⟦19,49@stats.rsi.min⟧
Reina vista, colmena inquieta."""),
E('q_rsi_oversold_2024', 'faithful', 'en-GB stocktake',
  """STOCK-TAKE SHEET — RSI(14) < 30, 2024
Line | Item | Count
a | Oversold days | ⟦63@R.summary.rows⟧
b | Lowest RSI | ⟦19.49@stats.rsi.min⟧
c | Mean RSI | ⟦26.12@stats.rsi.mean⟧
d | First entry | ⟦24/01@D:2024-01-24⟧ at ⟦25.14@row('2024-01-24').rsi⟧
Counted by: T. Hale"""),
# ---------------------------------------------------------------- q_quarter_range_2024
E('q_quarter_range_2024', 'wrong_column', 'zh-CN queueboard',
  """NQ乐园 · 排队看板（2024年各季度平均振幅）
Q1 过山车：⟦320.64@row(1).mean_range⟧ 点
Q2 跳楼机：⟦314.87@row(2).mean_range⟧ 点
Q3 海盗船：⟦263.41@row(3).mean_range⟧ 点
Q4 旋转木马：⟦389@row(4).mean_range~row(4).max_range!⟧ 点"""),
E('q_quarter_range_2024', 'miscomputed', 'pt-BR snowreport',
  """BOLETIM DE NEVE — NQ 2024 por trimestre
T1: amplitude média ⟦320,64@row(1).mean_range⟧ pts (neve pesada)
T4: ⟦201,62@row(4).mean_range⟧ pts (pista lisa)
O T1 teve ⟦1,95@row(1).mean_range/row(4).mean_range!⟧ vez a amplitude do T4 (conta minha)"""),
E('q_quarter_range_2024', 'coincidental', 'de-DE adoption',
  """ZUHAUSE GESUCHT: die Quartals-Geschwister 2024
Q1, der Wildfang: Ø ⟦320,6@row(1).mean_range⟧ Pkt., Spitze ⟦585,5@row(1).max_range⟧
Q3, der Mittlere: Ø ⟦263,4@row(3).mean_range⟧ Pkt., Spitze ⟦553@row(3).max_range!⟧
Q4, der Ruhigste: Ø ⟦201,6@row(4).mean_range⟧ Pkt.
Stubenrein, verträglich mit Katzen."""),
E('q_quarter_range_2024', 'faithful', 'en-GB poker',
  """Hand history — NQ quarterly table, 2024 (average daily range)
Seat Q1: big stack, ⟦320.6@row(1).mean_range⟧ pts (biggest pot ⟦585.5@row(1).max_range⟧)
Seat Q2: ⟦314.9@row(2).mean_range⟧
Seat Q3: ⟦263.4@row(3).mean_range⟧
Seat Q4: short stack, ⟦201.6@row(4).mean_range⟧; every quarter calmer than the last"""),
E('q_quarter_range_2024', 'faithful', 'it-IT stocktake',
  """SCHEDA INVENTARIO — escursione per trimestre 2024
Cod. | Periodo | Media | Max
T1 | gen–mar | ⟦320,64@row(1).mean_range⟧ | ⟦585,5@row(1).max_range⟧
T2 | apr–giu | ⟦314,87@row(2).mean_range⟧ | ⟦555,25@row(2).max_range⟧
T3 | lug–set | ⟦263,41@row(3).mean_range⟧ | ⟦507,5@row(3).max_range⟧
T4 | ott–dic | ⟦201,62@row(4).mean_range⟧ | ⟦389@row(4).max_range⟧"""),
E('q_quarter_range_2024', 'faithful', 'es-ES spellbook',
  """LIBRO DE HECHIZOS — Conjuros trimestrales de 2024
T1 «Tormenta»: rango medio ⟦320,64@row(1).mean_range⟧ pts
T2 «Vendaval»: ⟦314,87@row(2).mean_range⟧
T3 «Brisa»: ⟦263,41@row(3).mean_range⟧
T4 «Calma chicha»: ⟦201,62@row(4).mean_range⟧, el trimestre más tranquilo"""),
# ---------------------------------------------------------------- q_close_extremes_2023
E('q_close_extremes_2023', 'misrounded', 'es-ES poker',
  """Historial de mano #NQ2023 — cierres del año
Bote máximo (cierre más alto): ⟦18.946@max_close⟧
Bote mínimo (cierre más bajo): ⟦15.876@min_close!⟧
Última mano del año: ⟦17.553,5@last_close⟧
El crupier recoge las fichas."""),
E('q_close_extremes_2023', 'derived', 'en-US carpool',
  """CARPOOL SIGN-UP — NQ closes, 2023
Highest close: ⟦18,946@max_close⟧ (driver: Peak)
Lowest close: ⟦15,875.25@min_close⟧ (driver: Trough)
Year-end close ⟦17,553.5@last_close⟧ sat ⟦1,678.25@last_close-min_close!⟧ pts above the low (my own subtraction)
Pickup 07:10 at the gym"""),
E('q_close_extremes_2023', 'wrong_column', 'pl-PL planting',
  """KALENDARZ OGRODNIKA 2023 — kursy zamknięcia NQ
Przymrozek (najniższe zamknięcie): ⟦15\u00a0875,25@min_close⟧
Zamknięcie roku: ⟦18\u00a0946@last_close~max_close!⟧
Zbiory do piwnicy, grządki na zimę przykryć."""),
E('q_close_extremes_2023', 'faithful', 'ru-RU beekeeping',
  """ПАСЕЧНЫЙ ЖУРНАЛ 2023 · цены закрытия NQ
Максимум сезона: ⟦18\u00a0946@max_close⟧
Минимум: ⟦15\u00a0875,25@min_close⟧
Последний осмотр года (закрытие): ⟦17\u00a0553,5@last_close⟧
Семья сильная, к зиме готова."""),
E('q_close_extremes_2023', 'faithful', 'ja-JP stocktake',
  """棚卸表　2023年　NQ終値
品目 | 数量
最高終値 | ⟦18,946.00@max_close⟧
最安終値 | ⟦15,875.25@min_close⟧
年末終値 | ⟦17,553.50@last_close⟧
担当：鈴木"""),
E('q_close_extremes_2023', 'faithful', 'it-IT birding',
  """REGISTRO AVVISTAMENTI — chiusure NQ 2023
🦅 Più in alto: ⟦18.946@max_close⟧
🐦 Più in basso: ⟦15.875,25@min_close⟧
🦉 Ultimo avvistamento dell'anno: ⟦17.553,5@last_close⟧
Condizioni: buona visibilità"""),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
E('q_h1_vs_h2_2024', 'wrong_year', 'de-DE snowreport',
  """SCHNEEBERICHT NQ — Halbjahre 2024
H1 (Jan–Jun): Spitzentag ⟦585,5@A.max_range⟧ Pkt., reichlich Neuschnee
H2 (Jul–Dez): Ø Spanne ⟦317,7@B.mean_range~A.mean_range!⟧ Pkt., Spitzentag ⟦507,5@B.max_range⟧
Fazit: die erste Jahreshälfte war unruhiger."""),
E('q_h1_vs_h2_2024', 'coincidental', 'nl-NL birding',
  """VOGELTELLING NQ 2024 — eerste vs tweede helft
H1: gem. range ⟦317,71@A.mean_range⟧ pt, grootste zwerm ⟦505@A.max_range!⟧ pt
H2: gem. range ⟦232,52@B.mean_range⟧ pt, grootste zwerm ⟦507,5@B.max_range⟧ pt
Telling over ⟦124@A.R.source_row_count⟧ + ⟦128@B.R.source_row_count⟧ dagen"""),
E('q_h1_vs_h2_2024', 'miscomputed', 'zh-CN adoption',
  """【领养启事】2024年的两只"振幅"
上半年：平均 ⟦317.71@A.mean_range⟧ 点，最大 ⟦585.5@A.max_range⟧ 点，精力旺盛
下半年：平均 ⟦232.52@B.mean_range⟧ 点，温顺
上半年是下半年的⟦1.63@A.mean_range/B.mean_range!⟧倍（我算的）"""),
E('q_h1_vs_h2_2024', 'faithful', 'en-GB telemetry',
  """TLM NQ-2024 // HALF-YEAR RANGE
H1  MEAN=⟦317.7@A.mean_range⟧  MAX=⟦585.5@A.max_range⟧  N=⟦124@A.R.source_row_count⟧
H2  MEAN=⟦232.5@B.mean_range⟧  MAX=⟦507.5@B.max_range⟧  N=⟦128@B.R.source_row_count⟧
VERDICT: H1 more volatile. LINK NOMINAL"""),
E('q_h1_vs_h2_2024', 'faithful', 'en-US planting',
  """PLANTING CALENDAR — NQ 2024 halves
Jan–Jun (H1): windy beds, avg daily range ⟦317.71@A.mean_range⟧ pts, worst gust ⟦585.5@A.max_range⟧
Jul–Dec (H2): calmer soil, ⟦232.52@B.mean_range⟧ pts, worst gust ⟦507.5@B.max_range⟧
Yes, the first half was the more volatile one."""),
E('q_h1_vs_h2_2024', 'faithful', 'pl-PL carpool',
  """LISTA PRZEJAZDÓW — półrocza 2024
Kierowca H1: średni rozstęp ⟦317,7@A.mean_range⟧ pkt, maks. ⟦585,5@A.max_range⟧
Kierowca H2: ⟦232,5@B.mean_range⟧ pkt, maks. ⟦507,5@B.max_range⟧
Wniosek: pierwsze półrocze bardziej zmienne. Zbiórka 07:05."""),
]
