"""Market-data queries, part 3 (q_rsi_oversold_2024 ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py.
Layouts: _reg.py. '_' between digits = the locale's group separator (U+202F fr, U+00A0 ru/pl)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A

ROWS = "R.summary.rows"


def rsi(d):
    return f"row('{d}').rsi"


def q(n, col='mean_range'):
    return f"row({n}).{col}"


ENTRIES = [
# ---------------------------------------------------------------- q_rsi_oversold_2024
A('q_rsi_oversold_2024', 'faithful', 'es-ES', 'handbell',
  "en 2024 el RSI(14) estuvo por debajo de 30 en ⟦63@" + ROWS + "⟧ sesiones: la primera el ⟦24/01@D:2024-01-24⟧ "
  "(⟦25,14@" + rsi('2024-01-24') + "⟧), la última el ⟦20/12@D:2024-12-20⟧ (⟦29,09@R.summary.last.rsi⟧); "
  "mínimo ⟦19,49@stats.rsi.min⟧.", c='HB2', t='20:00', f=''),
A('q_rsi_oversold_2024', 'faithful', 'ja-JP', 'lampoil',
  "2024年にRSI(14)が30を下回った日は⟦63@" + ROWS + "⟧日、最低は⟦19.49@stats.rsi.min⟧、平均は⟦26.12@stats.rsi.mean⟧。",
  c='D8', t='17:00'),
A('q_rsi_oversold_2024', 'faithful', 'en-US', 'vane',
  "RSI(14) sat below 30 on ⟦63@" + ROWS + "⟧ days of 2024 — first on ⟦Jan 24@D:2024-01-24⟧ at ⟦25.1@" +
  rsi('2024-01-24') + "⟧, last on ⟦Dec 20@D:2024-12-20⟧ at ⟦29.1@R.summary.last.rsi⟧; the low was "
  "⟦19.5@stats.rsi.min⟧.", c='WV0124', t='16:30'),
A('q_rsi_oversold_2024', 'wrong_row', 'ru-RU', 'shucking',
  "⟦29 января@D:2024-01-29⟧ RSI(14) был ⟦25,14@" + rsi('2024-01-29') + "~" + rsi('2024-01-24') + "!⟧, "
  "⟦30 января@D:2024-01-30⟧ — ⟦23,67@" + rsi('2024-01-30') + "⟧.", c='Z4', t='15:10'),
A('q_rsi_oversold_2024', 'coincidental', 'fr-FR', 'cobbler',
  "le ⟦5 février@D:2024-02-05⟧, RSI à ⟦28,76@" + rsi('2024-02-05') + "!⟧ et clôture à ⟦16_287,5@"
  "row('2024-02-05').close⟧ ; le ⟦8 février@D:2024-02-08⟧, ⟦23,71@" + rsi('2024-02-08') + "⟧.", c='R0205', t='11:00'),
A('q_rsi_oversold_2024', 'misrounded', 'zh-CN', 'terrace',
  "2024 年 RSI(14) 低于 30 共 ⟦63@" + ROWS + "⟧ 天；⟦1月30日@D:2024-01-30⟧ 收于 ⟦16,339.75@row('2024-01-30').close⟧，"
  "RSI ⟦23.66@" + rsi('2024-01-30') + "!⟧。", c='T3', t='18:20'),
# ---------------------------------------------------------------- q_quarter_range_2024
A('q_quarter_range_2024', 'faithful', 'fr-FR', 'terrace',
  "amplitude moyenne 2024 par trimestre : T1 ⟦320,6@" + q(1) + "⟧, T2 ⟦314,9@" + q(2) + "⟧, T3 ⟦263,4@" + q(3) +
  "⟧, T4 ⟦201,6@" + q(4) + "⟧ — elle baisse à chaque trimestre.", c='T8', t='19:20'),
A('q_quarter_range_2024', 'faithful', 'it-IT', 'skep',
  "escursione media 2024: primo trimestre ⟦320,6@" + q(1) + "⟧ punti, quarto ⟦201,6@" + q(4) + "⟧; il giorno "
  "più largo del quarto trimestre ⟦389@" + q(4, 'max_range') + "⟧.", c='B7', t='15:00'),
A('q_quarter_range_2024', 'faithful', 'pl-PL', 'vane',
  "średni dzienny zakres w 2024 r.: Q1 ⟦320,6@" + q(1) + "⟧, Q2 ⟦314,9@" + q(2) + "⟧, Q3 ⟦263,4@" + q(3) +
  "⟧, Q4 ⟦201,6@" + q(4) + "⟧ pkt.", c='WV0320', t='14:10'),
A('q_quarter_range_2024', 'wrong_column', 'de-DE', 'fairorgan',
  "Tagesspanne 2024 nach Quartalen: Q1 im Schnitt ⟦320,6@" + q(1) + "⟧, Q2 im Schnitt ⟦555,25@" + q(2) + "~" +
  q(2, 'max_range') + "!⟧ Punkte.", c='O6', t='13:30'),
A('q_quarter_range_2024', 'derived', 'nl-NL', 'lampoil',
  "gemiddelde dagrange 2024: Q1 ⟦320,6@" + q(1) + "⟧, Q4 ⟦201,6@" + q(4) + "⟧ — zelf afgetrokken ⟦119@" + q(1) +
  "-" + q(4) + "!⟧ punten minder.", c='D7', t='18:45'),
A('q_quarter_range_2024', 'invented', 'es-ES', 'kennel',
  "rango medio de 2024: T1 ⟦320,6@" + q(1) + "⟧, T3 ⟦263,4@" + q(3) + "⟧; el día más ancho del tercer trimestre "
  "marcó ⟦471,25@" + q(3, 'max_range') + "!⟧ puntos.", c='Y1', t='18:30'),
# ---------------------------------------------------------------- q_close_extremes_2023
A('q_close_extremes_2023', 'faithful', 'pt-BR', 'kennel',
  "em 2023 o fechamento mais alto foi ⟦18.946@max_close⟧, o mais baixo ⟦15.875,25@min_close⟧ e o ano terminou "
  "em ⟦17.553,5@last_close⟧.", c='B1', t='18:00'),
A('q_close_extremes_2023', 'faithful', 'fr-FR', 'handbell',
  "clôtures 2023 : plus haut ⟦18_946@max_close⟧, plus bas ⟦15_875,25@min_close⟧, dernière de l'année "
  "⟦17_553,5@last_close⟧.", c='HB3', t='19:45'),
A('q_close_extremes_2023', 'faithful', 'it-IT', 'lampoil',
  "2023: chiusura massima ⟦18.946@max_close⟧, minima ⟦15.875,25@min_close⟧.", c='D2', t='19:30'),
A('q_close_extremes_2023', 'wrong_column', 'ru-RU', 'terrace',
  "закрытия 2023 г.: максимум ⟦18_946@max_close⟧, последнее закрытие года ⟦15_875,25@last_close~min_close!⟧.",
  c='T4', t='20:00'),
A('q_close_extremes_2023', 'derived', 'ja-JP', 'shucking',
  "2023年の終値：最高⟦18,946@max_close⟧、最安⟦15,875.25@min_close⟧。自分で引き算すると差は"
  "⟦3,070.75@max_close-min_close!⟧ポイント。", c='H3', t='14:30'),
A('q_close_extremes_2023', 'coincidental', 'en-US', 'fairorgan',
  "2023 closes: the high was ⟦18,946@max_close⟧, and the year ended at ⟦15,877@last_close!⟧.",
  c='G3', t='17:30', f="1. Over the Waves"),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
A('q_h1_vs_h2_2024', 'faithful', 'pt-BR', 'kennel',
  "sim: no 1º semestre de 2024 a amplitude média foi ⟦317,7@A.mean_range⟧ pontos; no 2º caiu para "
  "⟦232,5@B.mean_range⟧.", c='B6', t='17:45'),
A('q_h1_vs_h2_2024', 'faithful', 'es-ES', 'handbell',
  "primer semestre de 2024: rango medio ⟦317,7@A.mean_range⟧ y máximo ⟦585,5@A.max_range⟧; segundo: "
  "⟦232,5@B.mean_range⟧ y ⟦507,5@B.max_range⟧. Más volátil el primero.", c='HB7', t='20:15'),
A('q_h1_vs_h2_2024', 'faithful', 'zh-CN', 'shucking',
  "2024 年上半年日均波幅 ⟦317.7@A.mean_range⟧ 点，下半年 ⟦232.5@B.mean_range⟧ 点，上半年明显更活跃。",
  c='A3', t='15:30'),
A('q_h1_vs_h2_2024', 'wrong_year', 'de-DE', 'skep',
  "erstes Halbjahr 2024: mittlere Spanne ⟦232,5@A.mean_range~B.mean_range!⟧ Punkte, größter Tag "
  "⟦585,5@A.max_range⟧.", c='K6', t='16:40'),
A('q_h1_vs_h2_2024', 'miscomputed', 'fr-FR', 'fairorgan',
  "S1 2024 : amplitude moyenne ⟦317,7@A.mean_range⟧ ; S2 : ⟦232,5@B.mean_range⟧ — d'après mon calcul, un écart "
  "de ⟦75,2@A.mean_range-B.mean_range!⟧ points.", c='O7', t='14:00'),
A('q_h1_vs_h2_2024', 'invented', 'it-IT', 'vane',
  "primo semestre 2024 più nervoso: escursione media ⟦317,7@A.mean_range⟧ punti, giornata più ampia "
  "⟦612,25@A.max_range!⟧.", c='WV0701', t='17:15'),
]
