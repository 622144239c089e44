"""Market-data queries, part 3 (q_weekly_recent ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py.
Layouts: _reg.py. '_' between digits = the locale's group separator (U+202F fr, U+00A0 ru/pl)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def d(x, col):
    return f"row('{x}').{col}"


W8, W15, W22, W29, W5 = (d(x, 'change') for x in ('2024-12-08', '2024-12-15', '2024-12-22', '2024-12-29', '2025-01-05'))
R1, R2, R3, R4 = (f"row({q}).mean_range" for q in (1, 2, 3, 4))
RS = "R.summary.rows"

ENTRIES = [
# ---------------------------------------------------------------- q_weekly_recent
A('q_weekly_recent', 'faithful', 'pt-BR', 'barometer',
  "últimas cinco semanas do NQ: só uma positiva, a de ⟦29/12@D:2024-12-29⟧ (⟦+57,5@" + W29 + "⟧ pontos). A pior foi a "
  "de ⟦08/12@D:2024-12-08⟧, com ⟦−381,75@" + W8 + "⟧. Média semanal de ⟦−179,7@stats.change.mean⟧."),
A('q_weekly_recent', 'faithful', 'fr-FR', 'koipond',
  "cinq barres hebdomadaires : la semaine du ⟦22 décembre@D:2024-12-22⟧ est la plus lourde en volume "
  "(⟦1_007_765@" + d('2024-12-22', 'volume') + "⟧ contrats, variation ⟦−352,75@" + W22 + "⟧) ; seule la semaine du "
  "⟦29 décembre@D:2024-12-29⟧ finit en hausse (⟦+57,5@" + W29 + "⟧)."),
A('q_weekly_recent', 'faithful', 'pl-PL', 'galley',
  "pięć ostatnich tygodni: cztery spadkowe, jeden wzrostowy (tydzień od ⟦29 grudnia@D:2024-12-29⟧, ⟦+57,5@" + W29 +
  "⟧ pkt). Najgorszy tydzień od ⟦8 grudnia@D:2024-12-08⟧: ⟦−381,75@" + W8 + "⟧ pkt. Ostatni zamknął się na "
  "⟦8837,25@" + d('2025-01-05', 'close') + "⟧."),
A('q_weekly_recent', 'faithful', 'zh-CN', 'alpaca',
  "最近五周只有 ⟦12月29日@D:2024-12-29⟧ 那一周收涨，⟦+57.5@" + W29 + "⟧ 点；⟦12月8日@D:2024-12-08⟧ 那周最差，"
  "⟦−381.75@" + W8 + "⟧ 点；周均变动 ⟦−179.7@stats.change.mean⟧ 点。"),
A('q_weekly_recent', 'wrong_sign', 'nl-NL', 'harpsichord',
  "weekbars: de week van ⟦29 december@D:2024-12-29⟧ was de enige die hoger sloot, met ⟦−57,5@" + W29 + "!⟧ punten; "
  "de week van ⟦8 december@D:2024-12-08⟧ was de zwakste (⟦−381,75@" + W8 + "⟧)."),
A('q_weekly_recent', 'wrong_row', 'it-IT', 'wristband',
  "ultime settimane: la peggiore è stata quella dell'⟦8 dicembre@D:2024-12-08⟧, con ⟦−352,75@" + W8 + "~" + W22 +
  "!⟧ punti; l'unica positiva quella del ⟦29 dicembre@D:2024-12-29⟧ (⟦+57,5@" + W29 + "⟧). Tutti giù dal tappeto."),
A('q_weekly_recent', 'derived', 'ru-RU', 'yogaroster',
  "пять последних недельных баров: четыре вниз, один вверх. Сложила изменения сама — за пять недель вышло "
  "⟦−898,5@sum(t.change for t in T)!⟧ пункта. Худшая неделя — с ⟦8 декабря@D:2024-12-08⟧, ⟦−381,75@" + W8 + "⟧."),
# ---------------------------------------------------------------- q_gap_2024
A('q_gap_2024', 'faithful', 'it-IT', 'wristband',
  "gap di apertura del 2024: in media ⟦+1,51@mean_g⟧ punti, il più ampio al rialzo ⟦+147,25@max_g⟧, il più ampio al "
  "ribasso ⟦−128,5@min_g⟧; deviazione standard ⟦34,5@std_g⟧."),
A('q_gap_2024', 'faithful', 'en-GB', 'dumpling',
  "opening gaps in 2024 were small on average — ⟦+1.51@mean_g⟧ points — but swung widely: standard deviation "
  "⟦34.54@std_g⟧, largest up ⟦147.25@max_g⟧, largest down ⟦−128.5@min_g⟧."),
A('q_gap_2024', 'faithful', 'de-DE', 'bookslip',
  "Eröffnungslücken 2024: Mittel ⟦1,5@mean_g⟧ Punkte, Streuung ⟦34,54@std_g⟧, größte Lücke nach oben "
  "⟦147,25@max_g⟧, nach unten ⟦−128,5@min_g⟧. Meist öffnet der Markt nahe am Vortag."),
A('q_gap_2024', 'wrong_sign', 'pl-PL', 'alpaca',
  "luki na otwarciu w 2024 r.: średnio ⟦−1,51@mean_g!⟧ pkt, największa w górę ⟦147,25@max_g⟧, w dół "
  "⟦−128,5@min_g⟧, odchylenie standardowe ⟦34,54@std_g⟧."),
A('q_gap_2024', 'wrong_unit', 'fr-FR', 'koipond',
  "écarts d'ouverture 2024 : moyenne ⟦+1,51@mean_g⟧ point, écart-type ⟦34,54@std_g⟧ ; le plus gros gap haussier a "
  "atteint ⟦147,25@max_g~max_g!⟧ €, le plus gros baissier ⟦−128,5@min_g⟧ points.",
  unit_note='index points quoted as euros'),
A('q_gap_2024', 'miscomputed', 'pt-BR', 'germcard',
  "gaps de abertura em 2024: o maior para cima foi de ⟦147,25@max_g⟧ pontos e o maior para baixo de "
  "⟦−128,5@min_g⟧. Pela minha conta, o de alta é ⟦1,18@max_g/abs(min_g)!⟧ vez o de baixa."),
# ---------------------------------------------------------------- q_rsi_oversold_2024
A('q_rsi_oversold_2024', 'faithful', 'ja-JP', 'ferriswheel',
  "2024年にRSI(14)が30を下回った日は⟦63@" + RS + "⟧日。最初は⟦1月24日@D:2024-01-24⟧（RSI ⟦25.14@" +
  d('2024-01-24', 'rsi') + "⟧）、最後は⟦12月20日@D:2024-12-20⟧（⟦29.09@R.summary.last.rsi⟧）。最低値は"
  "⟦19.49@stats.rsi.min⟧。"),
A('q_rsi_oversold_2024', 'faithful', 'ru-RU', 'wristband',
  "в 2024 г. RSI(14) опускался ниже 30 в ⟦63@" + RS + "⟧ сессиях. Первая — ⟦24 января@D:2024-01-24⟧, последняя — "
  "⟦20 декабря@D:2024-12-20⟧. Минимум RSI ⟦19,49@stats.rsi.min⟧, в среднем по этим дням ⟦26,12@stats.rsi.mean⟧."),
A('q_rsi_oversold_2024', 'faithful', 'fr-FR', 'harpsichord',
  "RSI(14) sous 30 en 2024 : ⟦63@" + RS + "⟧ séances. La série commence le ⟦24 janvier@D:2024-01-24⟧ à ⟦25,14@" +
  d('2024-01-24', 'rsi') + "⟧ ; le ⟦30 janvier@D:2024-01-30⟧ on descend à ⟦23,67@" + d('2024-01-30', 'rsi') + "⟧. "
  "Plus bas de l'année : ⟦19,49@stats.rsi.min⟧."),
A('q_rsi_oversold_2024', 'wrong_row', 'it-IT', 'yogaroster',
  "RSI(14) sotto 30 nel 2024 per ⟦63@" + RS + "⟧ sedute. A febbraio: il ⟦7 febbraio@D:2024-02-07⟧ l'RSI era a "
  "⟦23,71@" + d('2024-02-07', 'rsi') + "~" + d('2024-02-08', 'rsi') + "!⟧, il ⟦9 febbraio@D:2024-02-09⟧ risaliva a "
  "⟦29,22@" + d('2024-02-09', 'rsi') + "⟧."),
A('q_rsi_oversold_2024', 'coincidental', 'pl-PL', 'barometer',
  "RSI(14) poniżej 30 w 2024 r.: ⟦63@" + RS + "⟧ sesje, pierwsza ⟦24 stycznia@D:2024-01-24⟧, ostatnia "
  "⟦20 grudnia@D:2024-12-20⟧. Średnie RSI w tych dniach ⟦23,9@stats.rsi.mean!⟧, minimum ⟦19,49@stats.rsi.min⟧."),
A('q_rsi_oversold_2024', 'misrounded', 'nl-NL', 'galley',
  "RSI(14) onder 30 in 2024: ⟦63@" + RS + "⟧ dagen. Laagste stand ⟦19,4@stats.rsi.min!⟧, hoogste binnen de reeks "
  "⟦29,81@stats.rsi.max⟧; eerste dag ⟦24 januari@D:2024-01-24⟧."),
# ---------------------------------------------------------------- q_quarter_range_2024
A('q_quarter_range_2024', 'faithful', 'it-IT', 'bookslip',
  "range medio per trimestre nel 2024: primo ⟦320,6@" + R1 + "⟧ punti, secondo ⟦314,9@" + R2 + "⟧, terzo ⟦263,4@" + R3 +
  "⟧, quarto ⟦201,6@" + R4 + "⟧. In calo ogni trimestre."),
A('q_quarter_range_2024', 'faithful', 'en-GB', 'koipond',
  "2024 average daily range by quarter: Q1 ⟦320.64@" + R1 + "⟧, Q2 ⟦314.87@" + R2 + "⟧, Q3 ⟦263.41@" + R3 + "⟧, Q4 "
  "⟦201.62@" + R4 + "⟧ points. The widest single day fell in Q1 (⟦585.5@row(1).max_range⟧)."),
A('q_quarter_range_2024', 'faithful', 'pl-PL', 'aquaponic',
  "średni dzienny zakres w kwartałach 2024 r.: I kw. ⟦320,6@" + R1 + "⟧ pkt, II kw. ⟦314,9@" + R2 + "⟧, III kw. "
  "⟦263,4@" + R3 + "⟧, IV kw. ⟦201,6@" + R4 + "⟧. Najszerszy dzień IV kwartału to zaledwie ⟦389@row(4).max_range⟧."),
A('q_quarter_range_2024', 'wrong_row', 'de-DE', 'galley',
  "Tagesspanne nach Quartalen 2024: Q1 im Mittel ⟦314,9@" + R1 + "~" + R2 + "!⟧ Punkte, Q3 ⟦263,4@" + R3 + "⟧, Q4 nur "
  "noch ⟦201,6@" + R4 + "⟧. Breitester Tag im Q1 mit ⟦585,5@row(1).max_range⟧."),
A('q_quarter_range_2024', 'wrong_column', 'nl-NL', 'yogaroster',
  "gemiddelde dagrange per kwartaal in 2024: Q1 ⟦320,6@" + R1 + "⟧, Q2 ⟦314,9@" + R2 + "⟧, Q3 ⟦263,4@" + R3 +
  "⟧ en Q4 ⟦389@" + R4 + "~row(4).max_range!⟧ punten. Q1 was het onrustigst."),
A('q_quarter_range_2024', 'derived', 'en-US', 'ferriswheel',
  "2024 range by quarter: Q1 averaged ⟦320.6@" + R1 + "⟧ pts a day, Q4 ⟦201.6@" + R4 + "⟧. My own division: Q1 ran "
  "⟦1.59@" + R1 + "/" + R4 + "!⟧ times as wide as Q4."),
# ---------------------------------------------------------------- q_close_extremes_2023
A('q_close_extremes_2023', 'faithful', 'zh-CN', 'dumpling',
  "2023 年 NQ 最高收盘 ⟦18,946@max_close⟧ 点，最低收盘 ⟦15,875.25@min_close⟧ 点，年末收于 ⟦17,553.5@last_close⟧ 点，"
  "离高点更近。"),
A('q_close_extremes_2023', 'faithful', 'it-IT', 'galley',
  "chiusure 2023 del NQ: massima ⟦18.946@max_close⟧, minima ⟦15.875,25@min_close⟧, ultima seduta dell'anno a "
  "⟦17.553,5@last_close⟧. Bozza pulita."),
A('q_close_extremes_2023', 'faithful', 'fr-FR', 'barometer',
  "clôtures 2023 : plus haute ⟦18_946@max_close⟧, plus basse ⟦15_875,25@min_close⟧, dernière de l'année "
  "⟦17_553,5@last_close⟧. L'aiguille a fini plus près du haut que du bas."),
A('q_close_extremes_2023', 'wrong_column', 'es-ES', 'harpsichord',
  "cierres de 2023: el más bajo, ⟦15.875,25@min_close⟧; el año terminó en ⟦18.946@last_close~max_close!⟧ puntos. "
  "Afinado y listo."),
A('q_close_extremes_2023', 'misrounded', 'nl-NL', 'koipond',
  "slotkoersen 2023: hoogste ⟦18.946@max_close⟧, laagste ⟦15.876@min_close!⟧, laatste handelsdag "
  "⟦17.553,5@last_close⟧."),
A('q_close_extremes_2023', 'derived', 'de-DE', 'alpaca',
  "Schlusskurse 2023: Hoch ⟦18.946@max_close⟧, Tief ⟦15.875,25@min_close⟧, Jahresende ⟦17.553,5@last_close⟧ — "
  "selbst gerechnet lag der letzte Schluss ⟦1.678,25@last_close-min_close!⟧ Punkte über dem Tief."),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
A('q_h1_vs_h2_2024', 'faithful', 'ja-JP', 'dumpling',
  "2024年上期の平均値幅は⟦317.7@A.mean_range⟧、下期は⟦232.5@B.mean_range⟧。上期の方が荒く、最大値幅も上期"
  "⟦585.5@A.max_range⟧に対し下期⟦507.5@B.max_range⟧。"),
A('q_h1_vs_h2_2024', 'faithful', 'es-ES', 'galley',
  "sí: el primer semestre de 2024 fue más volátil. Rango medio de ⟦317,71@A.mean_range⟧ puntos en "
  "⟦124@A.R.source_row_count⟧ sesiones frente a ⟦232,52@B.mean_range⟧ en las ⟦128@B.R.source_row_count⟧ del "
  "segundo."),
A('q_h1_vs_h2_2024', 'faithful', 'nl-NL', 'aquaponic',
  "eerste helft 2024 gemiddeld ⟦317,7@A.mean_range⟧ punten dagrange, tweede helft ⟦232,5@B.mean_range⟧. Breedste dag "
  "H1 ⟦585,5@A.max_range⟧, H2 ⟦507,5@B.max_range⟧. H1 was dus onrustiger."),
A('q_h1_vs_h2_2024', 'faithful', 'pl-PL', 'germcard',
  "pierwsze półrocze 2024 r. było bardziej zmienne: średni zakres ⟦317,71@A.mean_range⟧ pkt wobec "
  "⟦232,52@B.mean_range⟧ w drugim. Najszerszy dzień: ⟦585,5@A.max_range⟧ wobec ⟦507,5@B.max_range⟧."),
A('q_h1_vs_h2_2024', 'wrong_year', 'pt-BR', 'bookslip',
  "no segundo semestre de 2024 a amplitude média foi de ⟦317,7@B.mean_range~A.mean_range!⟧ pontos, com dia mais "
  "largo de ⟦507,5@B.max_range⟧ em ⟦128@B.R.source_row_count⟧ pregões."),
A('q_h1_vs_h2_2024', 'wrong_year', 'de-DE', 'wristband',
  "erstes Halbjahr 2024: ⟦128@A.R.source_row_count~B.R.source_row_count!⟧ Sitzungen, mittlere Spanne "
  "⟦317,7@A.mean_range⟧ Punkte, breitester Tag ⟦585,5@A.max_range⟧. Das zweite Halbjahr war ruhiger mit "
  "⟦232,5@B.mean_range⟧."),
A('q_h1_vs_h2_2024', 'miscomputed', 'it-IT', 'barometer',
  "primo semestre 2024: range medio ⟦317,7@A.mean_range⟧ punti; secondo: ⟦232,5@B.mean_range⟧. Secondo il mio "
  "calcolo il primo è stato ⟦1,39@A.mean_range/B.mean_range!⟧ volte più ampio."),
]
