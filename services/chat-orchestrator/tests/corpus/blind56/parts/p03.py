"""Market-data queries, part 3 (q_weekly_recent ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py.
Layouts: _reg.py. '_' between digits = the locale's group separator (U+202F fr, U+00A0 ru/pl)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def d(x, col):
    return f"row('{x}').{col}"


def qm(q):
    return f"row({q}).mean_range"


ENTRIES = [
# ---------------------------------------------------------------- q_weekly_recent
A('q_weekly_recent', 'faithful', 'pl-PL', 'tincan',
  "ostatnie tygodnie: cztery z pięciu na minusie. Najgorszy tydzień od ⟦8 grudnia@D:2024-12-08⟧, ⟦−381,75@" +
  d('2024-12-08', 'change') + "⟧ pkt; jedyny plus od ⟦29 grudnia@D:2024-12-29⟧, ⟦+57,5@" + d('2024-12-29', 'change') +
  "⟧. Średnio ⟦−179,7@stats.change.mean⟧."),
A('q_weekly_recent', 'faithful', 'it-IT', 'goldpan',
  "settimane recenti: quella del ⟦22 dicembre@D:2024-12-22⟧ la più pesante per volume (⟦1.007.765@" +
  d('2024-12-22', 'volume') + "⟧ contratti), chiusa a ⟦−352,75@" + d('2024-12-22', 'change') + "⟧; l'unica "
  "positiva quella del ⟦29 dicembre@D:2024-12-29⟧, ⟦+57,5@" + d('2024-12-29', 'change') + "⟧."),
A('q_weekly_recent', 'faithful', 'en-US', 'snowshoe',
  "last five weekly bars, oldest first: ⟦−381.75@" + d('2024-12-08', 'change') + "⟧, ⟦−16@" +
  d('2024-12-15', 'change') + "⟧, ⟦−352.75@" + d('2024-12-22', 'change') + "⟧, ⟦+57.5@" + d('2024-12-29', 'change') +
  "⟧, ⟦−205.5@" + d('2025-01-05', 'change') + "⟧ pts; average ⟦−179.7@stats.change.mean⟧."),
A('q_weekly_recent', 'wrong_sign', 'ja-JP', 'rugloom',
  "直近の週足：⟦12月15日@D:2024-12-15⟧の週は⟦+16@" + d('2024-12-15', 'change') + "!⟧ポイント、"
  "⟦12月8日@D:2024-12-08⟧の週が最大の下げで⟦−381.75@" + d('2024-12-08', 'change') + "⟧、五週の平均は"
  "⟦−179.7@stats.change.mean⟧。"),
A('q_weekly_recent', 'coincidental', 'fr-FR', 'raingauge',
  "semaine du ⟦29 décembre@D:2024-12-29⟧ : seule semaine en hausse, ⟦+57,5@" + d('2024-12-29', 'change') +
  "⟧ points, avec un plus bas à ⟦8_928@" + d('2024-12-29', 'low') + "!⟧ et une clôture à ⟦9_065,25@" +
  d('2024-12-29', 'close') + "⟧."),
A('q_weekly_recent', 'miscomputed', 'pt-BR', 'copperstill',
  "semana de ⟦08/12@D:2024-12-08⟧: máxima ⟦9.657@" + d('2024-12-08', 'high') + "⟧, mínima ⟦9.182,25@" +
  d('2024-12-08', 'low') + "⟧; pela minha conta, ⟦447,75@" + d('2024-12-08', 'high') + "-" + d('2024-12-08', 'low') +
  "!⟧ pontos de amplitude, e fechou em ⟦−381,75@" + d('2024-12-08', 'change') + "⟧."),
# ---------------------------------------------------------------- q_gap_2024
A('q_gap_2024', 'faithful', 'pl-PL', 'raingauge',
  "luki na otwarciu w 2024 r.: średnio ⟦+1,51@mean_g⟧ pkt, odchylenie standardowe ⟦34,54@std_g⟧; największa "
  "w górę ⟦147,25@max_g⟧, w dół ⟦−128,5@min_g⟧. Przeważnie mżawka."),
A('q_gap_2024', 'faithful', 'fr-FR', 'copperstill',
  "gaps d'ouverture 2024 : moyenne ⟦1,5@mean_g⟧ point, écart-type ⟦34,5@std_g⟧ ; extrêmes ⟦+147,25@max_g⟧ et "
  "⟦−128,5@min_g⟧. En moyenne presque rien, mais des queues épaisses."),
A('q_gap_2024', 'faithful', 'ru-RU', 'snowshoe',
  "гэпы на открытии в 2024 году: в среднем ⟦+1,51@mean_g⟧ пункта при стандартном отклонении ⟦34,54@std_g⟧; "
  "самый большой вверх ⟦+147,25@max_g⟧, вниз ⟦−128,5@min_g⟧."),
A('q_gap_2024', 'wrong_sign', 'nl-NL', 'rugloom',
  "openingsgaps 2024: gemiddeld ⟦+1,51@mean_g⟧ punt, standaardafwijking ⟦34,54@std_g⟧; de grootste gap "
  "omlaag was ⟦+128,5@min_g!⟧ punten."),
A('q_gap_2024', 'wrong_unit', 'ja-JP', 'punchcut',
  "2024年の寄り付きギャップ：平均⟦+1.51@mean_g⟧ポイント、標準偏差⟦34.54@std_g⟧。最大の上窓は"
  "⟦147.25@max_g~max_g!⟧ドル。", unit_note='index points quoted as US dollars'),
A('q_gap_2024', 'misrounded', 'pt-BR', 'umbrella',
  "gaps de abertura em 2024: média de ⟦1,51@mean_g⟧ ponto, desvio-padrão ⟦34,6@std_g!⟧; o maior para cima "
  "foi de ⟦147,25@max_g⟧."),
# ---------------------------------------------------------------- q_rsi_oversold_2024
A('q_rsi_oversold_2024', 'faithful', 'ru-RU', 'rivertaxi',
  "RSI(14) ниже 30 в 2024 году: ⟦63@R.summary.rows⟧ дня, первый — ⟦24 января@D:2024-01-24⟧ (⟦25,14@" +
  d('2024-01-24', 'rsi') + "⟧), последний — ⟦20 декабря@D:2024-12-20⟧ (⟦29,09@R.summary.last.rsi⟧); минимум "
  "⟦19,49@stats.rsi.min⟧."),
A('q_rsi_oversold_2024', 'faithful', 'it-IT', 'tincan',
  "ipervenduto nel 2024 (RSI sotto 30): ⟦63@R.summary.rows⟧ sedute, RSI medio ⟦26,12@stats.rsi.mean⟧, minimo "
  "⟦19,49@stats.rsi.min⟧; la prima il ⟦24 gennaio@D:2024-01-24⟧, chiusura a ⟦16.672,75@" +
  d('2024-01-24', 'close') + "⟧."),
A('q_rsi_oversold_2024', 'faithful', 'pt-BR', 'punchcut',
  "RSI(14) abaixo de 30 em 2024: ⟦63@R.summary.rows⟧ pregões. Em meados de março: ⟦13/03@D:2024-03-13⟧ "
  "(⟦29,00@" + d('2024-03-13', 'rsi') + "⟧), ⟦15/03@D:2024-03-15⟧ (⟦25,15@" + d('2024-03-15', 'rsi') + "⟧) e "
  "⟦18/03@D:2024-03-18⟧ (⟦24,55@" + d('2024-03-18', 'rsi') + "⟧), NQ a ⟦14.918,25@" + d('2024-03-18', 'close') + "⟧."),
A('q_rsi_oversold_2024', 'wrong_row', 'nl-NL', 'falafel',
  "RSI(14) onder 30 in 2024: ⟦63@R.summary.rows⟧ dagen. Op ⟦29 januari@D:2024-01-29⟧ stond de RSI op "
  "⟦26,54@" + d('2024-01-29', 'rsi') + "~" + d('2024-03-14', 'rsi') + "!⟧, op ⟦24 januari@D:2024-01-24⟧ op ⟦25,14@" +
  d('2024-01-24', 'rsi') + "⟧."),
A('q_rsi_oversold_2024', 'miscomputed', 'zh-CN', 'umbrella',
  "2024 年 RSI(14) 低于 30 的日子共 ⟦63@R.summary.rows⟧ 天，最低 ⟦19.49@stats.rsi.min⟧，最高 ⟦29.81@stats.rsi.max⟧；"
  "我自己算的区间宽 ⟦10.23@stats.rsi.max-stats.rsi.min!⟧。"),
A('q_rsi_oversold_2024', 'coincidental', 'de-DE', 'rugloom',
  "RSI(14) unter 30 gab es 2024 an ⟦32@R.summary.rows!⟧ Tagen, erstmals am ⟦24.01.@D:2024-01-24⟧, zuletzt am "
  "⟦20.12.@D:2024-12-20⟧; Tiefstwert ⟦19,49@stats.rsi.min⟧."),
# ---------------------------------------------------------------- q_quarter_range_2024
A('q_quarter_range_2024', 'faithful', 'en-GB', 'rivertaxi',
  "2024 average daily range by quarter: Q1 ⟦320.6@" + qm(1) + "⟧, Q2 ⟦314.9@" + qm(2) + "⟧, Q3 ⟦263.4@" + qm(3) +
  "⟧, Q4 ⟦201.6@" + qm(4) + "⟧ points, falling each quarter; the widest day, ⟦585.5@row(1).max_range⟧, came in Q1."),
A('q_quarter_range_2024', 'faithful', 'pt-BR', 'falafel',
  "amplitude média por trimestre em 2024: ⟦320,64@" + qm(1) + "⟧ no primeiro, ⟦314,87@" + qm(2) + "⟧ no segundo, "
  "⟦263,41@" + qm(3) + "⟧ no terceiro e ⟦201,62@" + qm(4) + "⟧ no quarto, cujo dia mais largo teve "
  "⟦389@row(4).max_range⟧."),
A('q_quarter_range_2024', 'faithful', 'nl-NL', 'goldpan',
  "range per kwartaal in 2024: Q1 gemiddeld ⟦320,6@" + qm(1) + "⟧ (max ⟦585,5@row(1).max_range⟧), Q4 nog maar "
  "⟦201,6@" + qm(4) + "⟧ (max ⟦389@row(4).max_range⟧). Elk kwartaal smaller dan het vorige."),
A('q_quarter_range_2024', 'wrong_column', 'en-US', 'sailloft',
  "2024 range by quarter: Q1 averaged ⟦320.6@" + qm(1) + "⟧ points a day, Q3 ⟦507.5@" + qm(3) + "~row(3).max_range!⟧, "
  "Q4 ⟦201.6@" + qm(4) + "⟧."),
A('q_quarter_range_2024', 'invented', 'es-ES', 'punchcut',
  "rango medio por trimestre en 2024: T1 ⟦320,6@" + qm(1) + "⟧ puntos, T2 ⟦296,4@" + qm(2) + "!⟧, T4 ⟦201,6@" + qm(4) +
  "⟧; a la baja todo el año."),
A('q_quarter_range_2024', 'derived', 'it-IT', 'marbling',
  "range medio 2024: primo trimestre ⟦320,64@" + qm(1) + "⟧ punti, quarto ⟦201,62@" + qm(4) + "⟧; calcolo mio, "
  "in un anno si è ristretto di ⟦119,02@" + qm(1) + "-" + qm(4) + "!⟧ punti."),
# ---------------------------------------------------------------- q_close_extremes_2023
A('q_close_extremes_2023', 'faithful', 'it-IT', 'rivertaxi',
  "chiusure 2023 del NQ: massima ⟦18.946@max_close⟧, minima ⟦15.875,25@min_close⟧; l'ultima dell'anno, "
  "⟦17.553,5@last_close⟧, più vicina al massimo che al minimo."),
A('q_close_extremes_2023', 'faithful', 'pt-BR', 'copperstill',
  "2023: fechamento mais alto ⟦18.946@max_close⟧, mais baixo ⟦15.875,25@min_close⟧; o ano terminou em "
  "⟦17.553,5@last_close⟧."),
A('q_close_extremes_2023', 'faithful', 'es-ES', 'falafel',
  "cierres de 2023: máximo ⟦18.946@max_close⟧, mínimo ⟦15.875,25@min_close⟧ y último del año "
  "⟦17.553,5@last_close⟧ puntos."),
A('q_close_extremes_2023', 'misrounded', 'zh-CN', 'sailloft',
  "2023 年最高收盘 ⟦18,946@max_close⟧ 点，最低收盘 ⟦15,876@min_close!⟧ 点，年末收于 ⟦17,553.5@last_close⟧。"),
A('q_close_extremes_2023', 'miscomputed', 'nl-NL', 'snowshoe',
  "slotkoersen 2023: hoogste ⟦18.946@max_close⟧, laagste ⟦15.875,25@min_close⟧; zelf afgetrokken een "
  "bandbreedte van ⟦3.170,75@max_close-min_close!⟧ punten."),
A('q_close_extremes_2023', 'wrong_column', 'en-GB', 'marbling',
  "2023 closes: the lowest was ⟦15,875.25@min_close⟧, and the year ended at ⟦18,946@last_close~max_close!⟧."),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
A('q_h1_vs_h2_2024', 'faithful', 'it-IT', 'sailloft',
  "sì, il primo semestre 2024 è stato più mosso: range medio ⟦317,7@A.mean_range⟧ punti contro ⟦232,5@B.mean_range⟧ "
  "del secondo; picco ⟦585,5@A.max_range⟧ contro ⟦507,5@B.max_range⟧."),
A('q_h1_vs_h2_2024', 'faithful', 'nl-NL', 'falafel',
  "eerste helft van 2024 duidelijk woeliger: gemiddeld ⟦317,71@A.mean_range⟧ punten dagrange over "
  "⟦124@A.R.source_row_count⟧ dagen, tweede helft ⟦232,52@B.mean_range⟧ over ⟦128@B.R.source_row_count⟧."),
A('q_h1_vs_h2_2024', 'faithful', 'es-ES', 'rugloom',
  "el primer semestre de 2024 fue más volátil: rango medio ⟦317,7@A.mean_range⟧ frente a ⟦232,5@B.mean_range⟧ "
  "puntos; el día más ancho del primero, ⟦585,5@A.max_range⟧; del segundo, ⟦507,5@B.max_range⟧."),
A('q_h1_vs_h2_2024', 'wrong_year', 'ja-JP', 'snowshoe',
  "2024年下期の平均値幅は⟦317.7@B.mean_range~A.mean_range!⟧ポイント。最大値幅は上期⟦585.5@A.max_range⟧、"
  "下期⟦507.5@B.max_range⟧。"),
A('q_h1_vs_h2_2024', 'wrong_year', 'fr-FR', 'umbrella',
  "premier semestre 2024 plus agité : amplitude moyenne ⟦317,7@A.mean_range⟧ points, contre ⟦232,5@B.mean_range⟧ "
  "au second, mesurée sur ⟦124@B.R.source_row_count~A.R.source_row_count!⟧ séances."),
A('q_h1_vs_h2_2024', 'derived', 'pl-PL', 'marbling',
  "pierwsze półrocze 2024 r. bardziej zmienne: średni zakres ⟦317,71@A.mean_range⟧ pkt wobec ⟦232,52@B.mean_range⟧ "
  "w drugim; moje wyliczenie: różnica ⟦85,19@A.mean_range-B.mean_range!⟧ pkt."),
]
