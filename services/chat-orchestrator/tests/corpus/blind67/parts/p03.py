"""Market-data queries, part 3 (q_weekly_recent ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def w(x, col):
    return f"row('{x}').{col}"


def q(n, col='mean_range'):
    return f"row({n}).{col}"


ENTRIES = [
# ---------------------------------------------------------------- q_weekly_recent
A('q_weekly_recent', 'faithful', 'en-US', 'limousine',
  f"Weekly NQ bars, last 20 sessions: four of five weeks fell; the only gain was the week ending "
  f"⟦Dec 29@D:2024-12-29⟧, ⟦+57.5@{w('2024-12-29', 'change')}⟧ points. Heaviest volume came in the week ending "
  f"⟦Dec 22@D:2024-12-22⟧, ⟦1,007,765@{w('2024-12-22', 'volume')}⟧ contracts."),
A('q_weekly_recent', 'faithful', 'it-IT', 'ambulance',
  f"settimane recenti del NQ: la peggiore è quella chiusa l'⟦8 dicembre@D:2024-12-08⟧, "
  f"⟦−381,75@{w('2024-12-08', 'change')}⟧ punti; variazione media settimanale ⟦−179,7@stats.change.mean⟧."),
A('q_weekly_recent', 'faithful', 'ja-JP', 'bicycle',
  f"直近の週足は五本中四本が下落。最も弱いのは⟦12月8日@D:2024-12-08⟧までの週で⟦−381.75@{w('2024-12-08', 'change')}⟧、"
  f"唯一の上昇は⟦12月29日@D:2024-12-29⟧までの週の⟦+57.5@{w('2024-12-29', 'change')}⟧。"),
A('q_weekly_recent', 'faithful', 'pt-BR', 'tvrepair',
  f"semanas recentes do NQ: a semana até ⟦05/01@D:2025-01-05⟧ abriu em ⟦9.042,75@{w('2025-01-05', 'open')}⟧ e "
  f"fechou em ⟦8.837,25@{w('2025-01-05', 'close')}⟧, variação ⟦−205,5@{w('2025-01-05', 'change')}⟧; só a semana "
  f"até ⟦29/12@D:2024-12-29⟧ subiu."),
A('q_weekly_recent', 'wrong_sign', 'pl-PL', 'seaplane',
  f"tygodniowe świece NQ: tydzień do ⟦15 grudnia@D:2024-12-15⟧ zakończył się zmianą "
  f"⟦+16@{w('2024-12-15', 'change')}!⟧ pkt, a tydzień do ⟦22 grudnia@D:2024-12-22⟧ spadkiem "
  f"⟦−352,75@{w('2024-12-22', 'change')}⟧ pkt."),
A('q_weekly_recent', 'wrong_column', 'es-ES', 'blimp',
  f"la semana que terminó el ⟦8 de diciembre@D:2024-12-08⟧ el NQ cerró en "
  f"⟦9.611,25@{w('2024-12-08', 'close')}~{w('2024-12-08', 'open')}!⟧, con una variación de "
  f"⟦−381,75@{w('2024-12-08', 'change')}⟧ puntos."),
A('q_weekly_recent', 'derived', 'en-GB', 'petshop',
  f"Last five weekly NQ bars: ⟦−381.75@{w('2024-12-08', 'change')}⟧, ⟦−16@{w('2024-12-15', 'change')}⟧, "
  f"⟦−352.75@{w('2024-12-22', 'change')}⟧, ⟦+57.5@{w('2024-12-29', 'change')}⟧ and "
  f"⟦−205.5@{w('2025-01-05', 'change')}⟧ points; added up by me, ⟦−898.5@stats.change.mean*5!⟧ over the stretch."),
# ---------------------------------------------------------------- q_gap_2024
A('q_gap_2024', 'faithful', 'ru-RU', 'seaplane',
  "гэпы открытия NQ в 2024 году: в среднем ⟦+1,51@mean_g⟧ пункта, максимум ⟦+147,25@max_g⟧, минимум "
  "⟦−128,5@min_g⟧, стандартное отклонение ⟦34,54@std_g⟧."),
A('q_gap_2024', 'faithful', 'pt-BR', 'petshop',
  "gaps de abertura do NQ em 2024: média ⟦1,5@mean_g⟧ ponto, desvio-padrão ⟦34,5@std_g⟧; o maior gap de alta "
  "foi ⟦147,25@max_g⟧ e o maior de baixa ⟦−128,5@min_g⟧."),
A('q_gap_2024', 'faithful', 'pl-PL', 'limousine',
  "luki otwarcia NQ w 2024 r.: średnio ⟦1,511@mean_g⟧ pkt, odchylenie standardowe ⟦34,544@std_g⟧; skrajności "
  "⟦+147,25@max_g⟧ i ⟦−128,5@min_g⟧ pkt. Średnia blisko zera, rozrzut duży."),
A('q_gap_2024', 'wrong_sign', 'ja-JP', 'ambulance',
  "2024年のNQの窓：平均⟦1.51@mean_g⟧ポイント、最大⟦147.25@max_g⟧、最小は⟦+128.5@min_g!⟧、標準偏差⟦34.54@std_g⟧。"),
A('q_gap_2024', 'misrounded', 'it-IT', 'fireengine',
  "gap di apertura del NQ nel 2024: media ⟦1,51@mean_g⟧ punti, deviazione standard ⟦34,55@std_g!⟧, estremi "
  "⟦+147,25@max_g⟧ e ⟦−128,5@min_g⟧."),
A('q_gap_2024', 'wrong_unit', 'en-US', 'creamery',
  "NQ opening gaps in 2024 averaged ⟦1.51@mean_g⟧ points with a standard deviation of ⟦34.54@std_g~std_g!⟧ basis "
  "points; the largest gap up was ⟦147.25@max_g⟧ points.",
  unit_note='index points quoted as basis points'),
# ---------------------------------------------------------------- q_rsi_oversold_2024
A('q_rsi_oversold_2024', 'faithful', 'nl-NL', 'bicycle',
  "RSI(14) onder 30 in 2024: ⟦63@R.summary.rows⟧ dagen, de eerste op ⟦24 januari@D:2024-01-24⟧ (RSI "
  "⟦25,14@R.summary.first.rsi⟧), de laatste op ⟦20 december@D:2024-12-20⟧ (⟦29,09@R.summary.last.rsi⟧)."),
A('q_rsi_oversold_2024', 'faithful', 'ja-JP', 'tvrepair',
  "2024年にRSI(14)が30を下回った日は⟦63@R.summary.rows⟧日。RSIの最低は⟦19.49@stats.rsi.min⟧、平均"
  "⟦26.12@stats.rsi.mean⟧。"),
A('q_rsi_oversold_2024', 'faithful', 'en-US', 'ambulance',
  "RSI(14) sat below 30 on ⟦63@R.summary.rows⟧ days in 2024, starting ⟦Jan 24@D:2024-01-24⟧ at "
  "⟦25.14@R.summary.first.rsi⟧ with the close at ⟦16,672.75@row('2024-01-24').close⟧; the deepest reading was "
  "⟦19.49@stats.rsi.min⟧."),
A('q_rsi_oversold_2024', 'coincidental', 'es-ES', 'fireengine',
  "en 2024 el RSI(14) estuvo por debajo de 30 en ⟦31@R.summary.rows!⟧ sesiones, la primera el "
  "⟦24 de enero@D:2024-01-24⟧ y la última el ⟦20 de diciembre@D:2024-12-20⟧."),
A('q_rsi_oversold_2024', 'wrong_column', 'pt-BR', 'creamery',
  "em 2024 o RSI(14) ficou abaixo de 30 em ⟦63@R.summary.rows⟧ pregões; o menor valor foi "
  "⟦26,12@stats.rsi.min~stats.rsi.mean!⟧ e o último dia foi ⟦20/12@D:2024-12-20⟧."),
A('q_rsi_oversold_2024', 'invented', 'ru-RU', 'petshop',
  "RSI(14) ниже 30 в 2024 году: ⟦63@R.summary.rows⟧ дня, самое низкое значение — ⟦17,86@stats.rsi.min!⟧. "
  "Черепаха спит."),
# ---------------------------------------------------------------- q_quarter_range_2024
A('q_quarter_range_2024', 'faithful', 'en-US', 'tvrepair',
  f"Average daily NQ range by quarter in 2024: Q1 ⟦320.6@{q(1)}⟧, Q2 ⟦314.9@{q(2)}⟧, Q3 ⟦263.4@{q(3)}⟧, "
  f"Q4 ⟦201.6@{q(4)}⟧ points — narrower every quarter."),
A('q_quarter_range_2024', 'faithful', 'pl-PL', 'fireengine',
  f"średni dzienny zakres NQ w 2024 r. według kwartałów: I kw. ⟦320,64@{q(1)}⟧, II ⟦314,87@{q(2)}⟧, "
  f"III ⟦263,41@{q(3)}⟧, IV ⟦201,62@{q(4)}⟧ pkt; najszerszy dzień, ⟦585,5@{q(1, 'max_range')}⟧ pkt, "
  f"przypadł na I kwartał."),
A('q_quarter_range_2024', 'faithful', 'en-GB', 'whalewatch',
  f"2024 by quarter: mean range fell from ⟦320.64@{q(1)}⟧ points in Q1 to ⟦201.62@{q(4)}⟧ in Q4, and the widest "
  f"Q4 day was ⟦389@{q(4, 'max_range')}⟧ points against ⟦585.5@{q(1, 'max_range')}⟧ in Q1."),
A('q_quarter_range_2024', 'wrong_column', 'it-IT', 'bicycle',
  f"escursione media giornaliera del NQ nel 2024: primo trimestre ⟦320,6@{q(1)}⟧ punti, terzo trimestre "
  f"⟦507,5@{q(3)}~{q(3, 'max_range')}!⟧, quarto ⟦201,6@{q(4)}⟧."),
A('q_quarter_range_2024', 'misrounded', 'pt-BR', 'ambulance',
  f"amplitude média diária do NQ por trimestre em 2024: primeiro ⟦320,64@{q(1)}⟧, segundo ⟦314,86@{q(2)}!⟧, "
  f"quarto ⟦201,62@{q(4)}⟧ pontos."),
A('q_quarter_range_2024', 'miscomputed', 'es-ES', 'petshop',
  f"rango medio diario del NQ en 2024: segundo trimestre ⟦314,87@{q(2)}⟧ puntos, tercero ⟦263,41@{q(3)}⟧; según "
  f"mi resta, el tercero fue ⟦54,15@{q(2)}-{q(3)}!⟧ puntos más estrecho."),
# ---------------------------------------------------------------- q_close_extremes_2023
A('q_close_extremes_2023', 'faithful', 'en-GB', 'bicycle',
  "NQ closes in 2023: high ⟦18,946@max_close⟧, low ⟦15,875.25@min_close⟧, and the year ended at "
  "⟦17,553.5@last_close⟧ — nearer the high than the low."),
A('q_close_extremes_2023', 'faithful', 'nl-NL', 'observatory',
  "slotkoersen NQ 2023: hoogste ⟦18.946@max_close⟧, laagste ⟦15.875,25@min_close⟧, laatste "
  "⟦17.553,5@last_close⟧ punten. Heldere nacht, weinig wind."),
A('q_close_extremes_2023', 'faithful', 'zh-CN', 'creamery',
  "2023 年 NQ 最高收盘价 ⟦18,946@max_close⟧，最低 ⟦15,875.25@min_close⟧，年末收于 ⟦17,553.50@last_close⟧。"),
A('q_close_extremes_2023', 'wrong_column', 'pl-PL', 'tvrepair',
  "zamknięcia NQ w 2023 r.: najwyższe ⟦18_946@max_close⟧ pkt, ostatnie ⟦15_875,25@last_close~min_close!⟧ pkt."),
A('q_close_extremes_2023', 'miscomputed', 'fr-FR', 'seaplane',
  "clôtures 2023 du NQ : plus bas ⟦15_875,25@min_close⟧, dernière ⟦17_553,5@last_close⟧ ; d'après mon calcul "
  "l'année finit ⟦1_687,25@last_close-min_close!⟧ points au-dessus du plus bas."),
A('q_close_extremes_2023', 'invented', 'de-DE', 'blimp',
  "Schlusskurse NQ 2023: Höchststand ⟦18.946@max_close⟧, Tiefststand ⟦15.412,5@min_close!⟧ Punkte. Hülle "
  "ohne Befund."),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
A('q_h1_vs_h2_2024', 'faithful', 'fr-FR', 'ambulance',
  "oui : au premier semestre 2024 l'amplitude moyenne du NQ était de ⟦317,7@A.mean_range⟧ points sur "
  "⟦124@A.R.source_row_count⟧ séances, contre ⟦232,5@B.mean_range⟧ sur ⟦128@B.R.source_row_count⟧ au second."),
A('q_h1_vs_h2_2024', 'faithful', 'es-ES', 'fireengine',
  "sí, el primer semestre de 2024 fue más volátil: rango medio ⟦317,71@A.mean_range⟧ puntos y día más amplio "
  "⟦585,5@A.max_range⟧, frente a ⟦232,52@B.mean_range⟧ y ⟦507,5@B.max_range⟧ en el segundo."),
A('q_h1_vs_h2_2024', 'faithful', 'pl-PL', 'blimp',
  "tak — I półrocze 2024 r.: średni zakres ⟦317,708@A.mean_range⟧ pkt, II półrocze: ⟦232,518@B.mean_range⟧ pkt; "
  "maksimum odpowiednio ⟦585,5@A.max_range⟧ i ⟦507,5@B.max_range⟧."),
A('q_h1_vs_h2_2024', 'wrong_year', 'it-IT', 'ciderpress',
  "sì: nel primo semestre 2024 l'escursione media del NQ è stata ⟦317,7@A.mean_range⟧ punti e la seduta più "
  "ampia ⟦507,5@A.max_range~B.max_range!⟧."),
A('q_h1_vs_h2_2024', 'wrong_year', 'ja-JP', 'petshop',
  "2024年上半期のNQ平均値幅は⟦232.5@A.mean_range~B.mean_range!⟧ポイント、下半期の最大値幅は⟦507.5@B.max_range⟧。"
  "上半期の方が荒かった。"),
A('q_h1_vs_h2_2024', 'derived', 'en-US', 'seaplane',
  "Yes. H1 2024 averaged a ⟦317.7@A.mean_range⟧-point daily range versus ⟦232.5@B.mean_range⟧ in H2 — by my own "
  "subtraction, ⟦85.2@A.mean_range-B.mean_range!⟧ points wider."),
]
