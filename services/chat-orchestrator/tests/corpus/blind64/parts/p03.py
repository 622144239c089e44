"""Market-data queries, part 3 (q_weekly_recent ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py.
Layouts: _reg.py. '_' between digits = the locale's group separator (U+202F fr, U+00A0 ru/pl)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def w(day, col='change'):
    return f"row('{day}').{col}"


def rs(day, col='rsi'):
    return f"row('2024-{day}').{col}"


def q(n, col='mean_range'):
    return f"row({n}).{col}"


ENTRIES = [
# ---------------------------------------------------------------- q_weekly_recent
A('q_weekly_recent', 'faithful', 'es-ES', 'chairlift',
  "últimas semanas: cuatro de cinco a la baja. La del ⟦8 de diciembre@D:2024-12-08⟧ fue la peor, "
  "⟦−381,75@" + w('2024-12-08') + "⟧; la del ⟦29 de diciembre@D:2024-12-29⟧, la única al alza, ⟦+57,5@" +
  w('2024-12-29') + "⟧. Media semanal ⟦−179,7@stats.change.mean⟧."),
A('q_weekly_recent', 'faithful', 'en-US', 'cheesecave',
  "weekly bars: the ⟦Dec 22@D:2024-12-22⟧ week traded the most, ⟦1,007,765@" + w('2024-12-22', 'volume') +
  "⟧ contracts, and fell ⟦−352.75@" + w('2024-12-22') + "⟧; the ⟦Jan 5@D:2025-01-05⟧ week closed at "
  "⟦8,837.25@" + w('2025-01-05', 'close') + "⟧ after ⟦−205.5@" + w('2025-01-05') + "⟧."),
A('q_weekly_recent', 'faithful', 'pl-PL', 'snooker',
  "tygodnie: od ⟦15 grudnia@D:2024-12-15⟧ prawie bez zmian (⟦−16@" + w('2024-12-15') + "⟧ pkt) przy wolumenie "
  "⟦1_002_088@" + w('2024-12-15', 'volume') + "⟧; od ⟦5 stycznia@D:2025-01-05⟧ dołek ⟦8802,75@" +
  w('2025-01-05', 'low') + "⟧, zamknięcie ⟦8837,25@" + w('2025-01-05', 'close') + "⟧."),
A('q_weekly_recent', 'wrong_sign', 'ru-RU', 'trebuchet',
  "недельные бары: неделя с ⟦22 декабря@D:2024-12-22⟧ — ⟦+352,75@" + w('2024-12-22') + "!⟧ пункта, неделя с "
  "⟦29 декабря@D:2024-12-29⟧ — ⟦+57,5@" + w('2024-12-29') + "⟧. Среднее за неделю ⟦−179,7@stats.change.mean⟧."),
A('q_weekly_recent', 'wrong_column', 'fr-FR', 'shoerepair',
  "semaine du ⟦15 décembre@D:2024-12-15⟧ : ouverture ⟦9_312,75@" + w('2024-12-15', 'open') + "⟧, clôture "
  "⟦9_648@" + w('2024-12-15', 'close') + "~" + w('2024-12-15', 'high') + "!⟧ ; semaine du "
  "⟦29 décembre@D:2024-12-29⟧ : ⟦+57,5@" + w('2024-12-29') + "⟧, seule semaine en hausse."),
A('q_weekly_recent', 'invented', 'zh-CN', 'karting',
  "最近几周：⟦12月8日@D:2024-12-08⟧ 那周变动 ⟦−381.75@" + w('2024-12-08') + "⟧ 点，为最弱；⟦1月5日@D:2025-01-05⟧ "
  "那周成交 ⟦612,480@" + w('2025-01-05', 'volume') + "!⟧ 手。"),
# ---------------------------------------------------------------- q_gap_2024
A('q_gap_2024', 'faithful', 'de-DE', 'hammam',
  "Eröffnungslücken 2024: im Mittel ⟦+1,51@mean_g⟧ Punkte, Standardabweichung ⟦34,54@std_g⟧; größte Lücke "
  "nach oben ⟦147,25@max_g⟧, nach unten ⟦−128,5@min_g⟧."),
A('q_gap_2024', 'faithful', 'en-GB', 'snooker',
  "opening gaps in 2024 averaged ⟦1.5@mean_g⟧ points with a standard deviation of ⟦34.5@std_g⟧; the extremes "
  "were ⟦+147.25@max_g⟧ and ⟦−128.5@min_g⟧."),
A('q_gap_2024', 'faithful', 'it-IT', 'geyser',
  "gap d'apertura 2024: media ⟦1,51@mean_g⟧ punti, deviazione standard ⟦34,5@std_g⟧, massimo ⟦147,25@max_g⟧ "
  "e minimo ⟦−128,5@min_g⟧ su ⟦252@R.summary.rows_scanned⟧ sedute."),
A('q_gap_2024', 'wrong_sign', 'pt-BR', 'pinball',
  "gaps de abertura em 2024: média de ⟦1,51@mean_g⟧ ponto, desvio-padrão ⟦34,54@std_g⟧; o maior gap foi "
  "⟦+147,25@max_g⟧ e o gap mínimo ⟦+128,5@min_g!⟧ pontos."),
A('q_gap_2024', 'misrounded', 'fr-FR', 'karting',
  "écarts d'ouverture 2024 : moyenne ⟦1,51@mean_g⟧ point, écart type ⟦34,6@std_g!⟧ ; plus grand écart "
  "haussier ⟦147,25@max_g⟧, baissier ⟦−128,5@min_g⟧."),
A('q_gap_2024', 'wrong_column', 'pl-PL', 'popcorn',
  "luki otwarcia w 2024 r.: średnio ⟦34,54@mean_g~std_g!⟧ pkt; największa w górę ⟦147,25@max_g⟧, w dół "
  "⟦−128,5@min_g⟧."),
# ---------------------------------------------------------------- q_rsi_oversold_2024
A('q_rsi_oversold_2024', 'faithful', 'it-IT', 'trebuchet',
  "nel 2024 l'RSI(14) è sceso sotto 30 in ⟦63@R.summary.rows⟧ sedute: la prima il ⟦24 gennaio@D:2024-01-24⟧ "
  "(⟦25,14@" + rs('01-24') + "⟧), l'ultima il ⟦20 dicembre@D:2024-12-20⟧ (⟦29,09@R.summary.last.rsi⟧). Minimo ⟦19,49@stats.rsi.min⟧."),
A('q_rsi_oversold_2024', 'faithful', 'pl-PL', 'karting',
  "RSI poniżej 30 w 2024 r.: ⟦63@R.summary.rows⟧ dni, średnio ⟦26,12@stats.rsi.mean⟧. ⟦30 stycznia@D:2024-01-30⟧ "
  "RSI wyniósł ⟦23,67@" + rs('01-30') + "⟧ przy zamknięciu ⟦16_339,75@" + rs('01-30', 'close') + "⟧."),
A('q_rsi_oversold_2024', 'faithful', 'es-ES', 'hammam',
  "RSI por debajo de 30 en 2024: ⟦63@R.summary.rows⟧ sesiones, con lecturas entre ⟦19,49@stats.rsi.min⟧ y "
  "⟦29,81@stats.rsi.max⟧. El ⟦8 de febrero@D:2024-02-08⟧ marcó ⟦23,71@" + rs('02-08') + "⟧ con cierre en "
  "⟦15.921@" + rs('02-08', 'close') + "⟧."),
A('q_rsi_oversold_2024', 'wrong_row', 'fr-FR', 'snooker',
  "RSI sous 30 en 2024 : ⟦63@R.summary.rows⟧ séances. Le ⟦14 mars@D:2024-03-14⟧, RSI à ⟦25,15@" + rs('03-14') +
  "~" + rs('03-15') + "!⟧ et clôture à ⟦15_067@" + rs('03-14', 'close') + "⟧."),
A('q_rsi_oversold_2024', 'coincidental', 'en-GB', 'popcorn',
  "RSI was below 30 on ⟦63@R.summary.rows⟧ days of 2024; the lowest reading was ⟦19.49@stats.rsi.min⟧. On "
  "⟦9 Feb@D:2024-02-09⟧ it stood at ⟦29.03@" + rs('02-09') + "!⟧, with the close at ⟦16,064.25@" +
  rs('02-09', 'close') + "⟧."),
A('q_rsi_oversold_2024', 'wrong_column', 'de-DE', 'olivepress',
  "RSI unter 30 im Jahr 2024: ⟦63@R.summary.rows⟧ Tage, Tiefstwert ⟦26,12@stats.rsi.min~stats.rsi.mean!⟧, "
  "erster Tag der ⟦24.01.@D:2024-01-24⟧ mit ⟦25,14@" + rs('01-24') + "⟧."),
# ---------------------------------------------------------------- q_quarter_range_2024
A('q_quarter_range_2024', 'faithful', 'es-ES', 'karting',
  "rango medio por trimestre en 2024: T1 ⟦320,6@" + q(1) + "⟧, T2 ⟦314,9@" + q(2) + "⟧, T3 ⟦263,4@" + q(3) +
  "⟧ y T4 ⟦201,6@" + q(4) + "⟧ puntos; baja trimestre a trimestre."),
A('q_quarter_range_2024', 'faithful', 'fr-FR', 'geyser',
  "amplitude moyenne 2024 par trimestre : ⟦320,64@" + q(1) + "⟧ points au premier, ⟦201,62@" + q(4) +
  "⟧ au dernier ; la plus large séance du T1 a fait ⟦585,5@" + q(1, 'max_range') + "⟧, celle du T4 "
  "⟦389@" + q(4, 'max_range') + "⟧."),
A('q_quarter_range_2024', 'faithful', 'pt-BR', 'olivepress',
  "amplitude média por trimestre em 2024: primeiro ⟦320,6@" + q(1) + "⟧, segundo ⟦314,9@" + q(2) +
  "⟧, terceiro ⟦263,4@" + q(3) + "⟧ e quarto ⟦201,6@" + q(4) + "⟧ pontos; o quarto, o mais calmo, teve "
  "máxima de ⟦389@" + q(4, 'max_range') + "⟧."),
A('q_quarter_range_2024', 'wrong_column', 'ru-RU', 'pinball',
  "средний дневной размах в 2024 г.: I кв. ⟦320,6@" + q(1) + "⟧, II кв. ⟦555,25@" + q(2) + "~" +
  q(2, 'max_range') + "!⟧ пункта, IV кв. ⟦201,6@" + q(4) + "⟧."),
A('q_quarter_range_2024', 'derived', 'pl-PL', 'hammam',
  "średni zakres dzienny 2024: I kw. ⟦320,6@" + q(1) + "⟧ pkt, IV kw. ⟦201,6@" + q(4) + "⟧ pkt — spadek o "
  "⟦119@" + q(1) + "-" + q(4) + "!⟧ pkt, policzony przeze mnie."),
A('q_quarter_range_2024', 'wrong_unit', 'zh-CN', 'shoerepair',
  "2024 年各季度平均日波幅：一季度 ⟦320.6@" + q(1) + "⟧ 点，四季度 ⟦201.6@" + q(4) + "~" + q(4) +
  "!⟧ 个基点，逐季收窄。",
  unit_note='index points quoted as basis points'),
# ---------------------------------------------------------------- q_close_extremes_2023
A('q_close_extremes_2023', 'faithful', 'ja-JP', 'popcorn',
  "2023年の終値：最高⟦18,946@max_close⟧、最安⟦15,875.25@min_close⟧、大引け⟦17,553.5@last_close⟧。年末は高値寄り。"),
A('q_close_extremes_2023', 'faithful', 'nl-NL', 'pinball',
  "slotkoersen 2023: hoogste ⟦18.946@max_close⟧, laagste ⟦15.875,25@min_close⟧; het jaar sloot op "
  "⟦17.553,5@last_close⟧, dichter bij de top dan bij de bodem."),
A('q_close_extremes_2023', 'faithful', 'zh-CN', 'trebuchet',
  "2023 年收盘价：最高 ⟦18,946@max_close⟧，最低 ⟦15,875.25@min_close⟧，年末收于 ⟦17,553.5@last_close⟧。"),
A('q_close_extremes_2023', 'wrong_unit', 'ru-RU', 'olivepress',
  "закрытия 2023 г.: максимум ⟦18_946@max_close⟧ пунктов, минимум ⟦15_875,25@min_close~min_close!⟧ руб., "
  "последнее закрытие года ⟦17_553,5@last_close⟧.",
  unit_note='index points quoted as roubles'),
A('q_close_extremes_2023', 'miscomputed', 'it-IT', 'snooker',
  "chiusure 2023: massima ⟦18.946@max_close⟧, ultima ⟦17.553,5@last_close⟧; secondo il mio calcolo l'anno è "
  "finito ⟦1.329,5@max_close-last_close!⟧ punti sotto il massimo."),
A('q_close_extremes_2023', 'invented', 'en-GB', 'chairlift',
  "2023 closes: highest ⟦18,946@max_close⟧, lowest ⟦15,612.75@min_close!⟧, and the year ended at "
  "⟦17,553.5@last_close⟧."),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
A('q_h1_vs_h2_2024', 'faithful', 'es-ES', 'snooker',
  "sí: en el primer semestre de 2024 el rango medio fue de ⟦317,7@A.mean_range⟧ puntos (⟦124@A.R.source_row_count⟧ "
  "sesiones) y en el segundo de ⟦232,5@B.mean_range⟧ (⟦128@B.R.source_row_count⟧). Máximos: ⟦585,5@A.max_range⟧ "
  "y ⟦507,5@B.max_range⟧."),
A('q_h1_vs_h2_2024', 'faithful', 'ja-JP', 'pinball',
  "2024年上期の平均値幅は⟦317.71@A.mean_range⟧、下期は⟦232.52@B.mean_range⟧ポイント。上期の方が荒く、最大も"
  "⟦585.5@A.max_range⟧対⟦507.5@B.max_range⟧。"),
A('q_h1_vs_h2_2024', 'faithful', 'fr-FR', 'karting',
  "oui. Premier semestre 2024 : amplitude moyenne ⟦317,7@A.mean_range⟧ points, pic à ⟦585,5@A.max_range⟧ ; "
  "second semestre : ⟦232,5@B.mean_range⟧, pic à ⟦507,5@B.max_range⟧."),
A('q_h1_vs_h2_2024', 'wrong_year', 'de-DE', 'cheesecave',
  "erstes Halbjahr 2024: mittlere Spanne ⟦317,7@A.mean_range⟧ Punkte, weitester Tag ⟦507,5@A.max_range~B.max_range!⟧; "
  "zweites Halbjahr ⟦232,5@B.mean_range⟧. Das erste war unruhiger."),
A('q_h1_vs_h2_2024', 'wrong_year', 'pt-BR', 'chairlift',
  "segundo semestre de 2024: amplitude média de ⟦232,5@B.mean_range⟧ pontos em "
  "⟦124@B.R.source_row_count~A.R.source_row_count!⟧ pregões; o primeiro, mais volátil, teve ⟦317,7@A.mean_range⟧."),
A('q_h1_vs_h2_2024', 'miscomputed', 'ru-RU', 'geyser',
  "первое полугодие 2024 г.: средний размах ⟦317,7@A.mean_range⟧, второе — ⟦232,5@B.mean_range⟧. По моему "
  "подсчёту, первое шире на ⟦58,2@A.mean_range-B.mean_range!⟧ пункта."),
A('q_h1_vs_h2_2024', 'misrounded', 'pl-PL', 'churnlog',
  "pierwsze półrocze 2024: średni zakres ⟦317,8@A.mean_range!⟧ pkt, drugie ⟦232,5@B.mean_range⟧ pkt — "
  "pierwsze było bardziej zmienne."),
]
