"""Market-data queries, part 3 (q_weekly_recent ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def r(d, col):
    return f"row('{d}').{col}"


def q(n, col='mean_range'):
    return f"row({n}).{col}"


ENTRIES = [
# ---------------------------------------------------------------- q_weekly_recent
A('q_weekly_recent', 'faithful', 'nl-NL', 'poolside',
  "de laatste vijf weken: vier dalende weken en één stijgende. De week van ⟦8 december@D:2024-12-08⟧ was het zwakst "
  "(⟦−381,75@" + r('2024-12-08', 'change') + "⟧ punten), de week van ⟦29 december@D:2024-12-29⟧ de enige stijger "
  "(⟦+57,5@" + r('2024-12-29', 'change') + "⟧)."),
A('q_weekly_recent', 'faithful', 'ru-RU', 'fabric',
  "самой тяжёлой по объёму была неделя ⟦22 декабря@D:2024-12-22⟧ — ⟦1_007_765@" + r('2024-12-22', 'volume') +
  "⟧ контрактов при изменении ⟦−352,75@" + r('2024-12-22', 'change') + "⟧; неделя ⟦15 декабря@D:2024-12-15⟧ почти "
  "на месте: ⟦−16@" + r('2024-12-15', 'change') + "⟧."),
A('q_weekly_recent', 'faithful', 'fr-FR', 'hatchery',
  "dernière semaine (⟦5 janvier@D:2025-01-05⟧) : ouverture ⟦9_042,75@" + r('2025-01-05', 'open') + "⟧, plus bas "
  "⟦8_802,75@" + r('2025-01-05', 'low') + "⟧, clôture ⟦8_837,25@" + r('2025-01-05', 'close') + "⟧, soit ⟦−205,5@" +
  r('2025-01-05', 'change') + "⟧ points. Variation hebdomadaire moyenne : ⟦−179,7@stats.change.mean⟧."),
A('q_weekly_recent', 'wrong_row', 'es-ES', 'cattle',
  "la semana del ⟦22 de diciembre@D:2024-12-22⟧ cerró en ⟦8979,25@" + r('2024-12-22', 'close') + "⟧ con una "
  "variación de ⟦−16@" + r('2024-12-22', 'change') + "~" + r('2024-12-15', 'change') + "!⟧ puntos."),
A('q_weekly_recent', 'wrong_sign', 'en-US', 'piggery',
  "weekly bars: the week of ⟦Dec 8@D:2024-12-08⟧ moved ⟦+381.75@" + r('2024-12-08', 'change') + "!⟧ points from "
  "open to close on ⟦609,253@" + r('2024-12-08', 'volume') + "⟧ contracts."),
A('q_weekly_recent', 'miscomputed', 'en-GB', 'bouncy',
  "adding up the five weekly changes myself gives ⟦−889.5@stats.change.mean*5!⟧ points, from the "
  "⟦8 Dec@D:2024-12-08⟧ week's ⟦−381.75@" + r('2024-12-08', 'change') + "⟧ to the ⟦29 Dec@D:2024-12-29⟧ week's "
  "⟦+57.5@" + r('2024-12-29', 'change') + "⟧."),
# ---------------------------------------------------------------- q_gap_2024
A('q_gap_2024', 'faithful', 'ja-JP', 'market',
  "2024年の寄り付きギャップ：平均⟦+1.51@mean_g⟧ポイント、最大⟦+147.25@max_g⟧、最小⟦−128.5@min_g⟧、"
  "標準偏差⟦34.54@std_g⟧。"),
A('q_gap_2024', 'faithful', 'zh-CN', 'hatchery',
  "2024 年开盘跳空平均只有 ⟦1.5@mean_g⟧ 点，标准差 ⟦34.5@std_g⟧ 点；最大向上跳空 ⟦147.25@max_g⟧ 点，"
  "最大向下跳空 ⟦−128.5@min_g⟧ 点。"),
A('q_gap_2024', 'faithful', 'pl-PL', 'bouncy',
  "luki na otwarciu w 2024 r.: średnio ⟦1,51@mean_g⟧ pkt, odchylenie standardowe ⟦34,54@std_g⟧; największa w górę "
  "⟦147,25@max_g⟧, w dół ⟦−128,5@min_g⟧."),
A('q_gap_2024', 'wrong_sign', 'es-ES', 'fabric',
  "en 2024 el hueco de apertura más bajo fue de ⟦+128,5@min_g!⟧ puntos y el más alto de ⟦147,25@max_g⟧."),
A('q_gap_2024', 'wrong_column', 'de-DE', 'poolside',
  "Eröffnungslücken 2024: im Mittel ⟦34,54@mean_g~std_g!⟧ Punkte, größte Lücke nach oben ⟦147,25@max_g⟧."),
A('q_gap_2024', 'invented', 'nl-NL', 'piggery',
  "openingsgaten in 2024: gemiddeld ⟦1,51@mean_g⟧ punt, standaardafwijking ⟦41,8@std_g!⟧."),
# ---------------------------------------------------------------- q_rsi_oversold_2024
A('q_rsi_oversold_2024', 'faithful', 'en-GB', 'fishfarm',
  "RSI(14) was below 30 on ⟦63@R.summary.rows⟧ days in 2024, first on ⟦24 Jan@D:2024-01-24⟧ (⟦25.14@" +
  r('2024-01-24', 'rsi') + "⟧) and last on ⟦20 Dec@D:2024-12-20⟧ (⟦29.09@R.summary.last.rsi⟧)."),
A('q_rsi_oversold_2024', 'faithful', 'ru-RU', 'piggery',
  "в 2024 году RSI(14) был ниже 30 в ⟦63@R.summary.rows⟧ днях; минимум ⟦19,49@stats.rsi.min⟧, среднее "
  "⟦26,12@stats.rsi.mean⟧, максимум среди них ⟦29,81@stats.rsi.max⟧."),
A('q_rsi_oversold_2024', 'faithful', 'ja-JP', 'mussel',
  "2024年にRSIが30を下回った日は⟦63@R.summary.rows⟧日。⟦2月8日@D:2024-02-08⟧は終値⟦15,921@" +
  r('2024-02-08', 'close') + "⟧、RSIは⟦23.71@" + r('2024-02-08', 'rsi') + "⟧。"),
A('q_rsi_oversold_2024', 'wrong_row', 'it-IT', 'waterpark',
  "il ⟦29 gennaio@D:2024-01-29⟧ 2024 l'RSI(14) era a ⟦26,54@" + r('2024-01-29', 'rsi') + "~" +
  r('2024-03-14', 'rsi') + "!⟧, con chiusura a ⟦16.537@" + r('2024-01-29', 'close') + "⟧."),
A('q_rsi_oversold_2024', 'coincidental', 'fr-FR', 'cattle',
  "le ⟦26 janvier@D:2024-01-26⟧, RSI à ⟦28,57@" + r('2024-01-26', 'rsi') + "!⟧ pour une clôture à ⟦16_711@" +
  r('2024-01-26', 'close') + "⟧."),
A('q_rsi_oversold_2024', 'invented', 'de-DE', 'poolside',
  "RSI(14) unter 30 an ⟦63@R.summary.rows⟧ Tagen 2024; der Tiefstwert lag bei ⟦16,8@stats.rsi.min!⟧."),
# ---------------------------------------------------------------- q_quarter_range_2024
A('q_quarter_range_2024', 'faithful', 'nl-NL', 'hatchery',
  "gemiddelde dagrange per kwartaal in 2024: ⟦320,6@" + q(1) + "⟧, ⟦314,9@" + q(2) + "⟧, ⟦263,4@" + q(3) + "⟧ en "
  "⟦201,6@" + q(4) + "⟧ punten — elk kwartaal rustiger dan het vorige."),
A('q_quarter_range_2024', 'faithful', 'zh-CN', 'mussel',
  "2024 年各季度平均波幅：一季度 ⟦320.64@" + q(1) + "⟧ 点，四季度 ⟦201.62@" + q(4) + "⟧ 点；一季度最宽的一天 "
  "⟦585.5@" + q(1, 'max_range') + "⟧ 点。"),
A('q_quarter_range_2024', 'faithful', 'es-ES', 'bouncy',
  "rango medio por trimestre en 2024: el segundo, ⟦314,87@" + q(2) + "⟧ puntos (día máximo ⟦555,25@" +
  q(2, 'max_range') + "⟧); el cuarto, el más tranquilo, ⟦201,62@" + q(4) + "⟧ de media y ⟦389@" +
  q(4, 'max_range') + "⟧ como máximo."),
A('q_quarter_range_2024', 'wrong_column', 'it-IT', 'cattle',
  "nel quarto trimestre 2024 l'escursione media è stata di ⟦389@" + q(4) + "~" + q(4, 'max_range') + "!⟧ punti, "
  "contro ⟦320,6@" + q(1) + "⟧ del primo."),
A('q_quarter_range_2024', 'wrong_unit', 'en-GB', 'sheepfold',
  "Q3 2024 averaged a daily range of ⟦263.4@" + q(3) + "~" + q(3) + "!⟧ pips, its widest day ⟦507.5@" +
  q(3, 'max_range') + "⟧.", unit_note='index points quoted as pips'),
A('q_quarter_range_2024', 'derived', 'de-DE', 'fishfarm',
  "im ersten Quartal 2024 lag die mittlere Tagesspanne bei ⟦320,6@" + q(1) + "⟧ Punkten, im vierten bei "
  "⟦201,6@" + q(4) + "⟧; selbst gerechnet ein Rückgang um ⟦119@" + q(1) + "-" + q(4) + "!⟧ Punkte."),
# ---------------------------------------------------------------- q_close_extremes_2023
A('q_close_extremes_2023', 'faithful', 'de-DE', 'waterpark',
  "Schlusskurse 2023: höchster ⟦18.946@max_close⟧, tiefster ⟦15.875,25@min_close⟧, letzter ⟦17.553,5@last_close⟧ "
  "Punkte — das Jahr endete näher am Hoch als am Tief."),
A('q_close_extremes_2023', 'faithful', 'fr-FR', 'piggery',
  "en 2023, plus haute clôture ⟦18_946@max_close⟧ points, plus basse ⟦15_875,25@min_close⟧ ; l'année s'est terminée "
  "à ⟦17_553,5@last_close⟧."),
A('q_close_extremes_2023', 'faithful', 'pt-BR', 'mussel',
  "o maior fechamento de 2023 foi ⟦18.946@max_close⟧ pontos e o menor, ⟦15.875,25@min_close⟧; o último pregão do "
  "ano fechou em ⟦17.553,5@last_close⟧."),
A('q_close_extremes_2023', 'wrong_column', 'pl-PL', 'paperlamp',
  "rok 2023 zakończył się na ⟦15_875,25@last_close~min_close!⟧ pkt; najwyższe zamknięcie roku to "
  "⟦18_946@max_close⟧."),
A('q_close_extremes_2023', 'coincidental', 'en-US', 'fishfarm',
  "2023 closes: the year's last close was ⟦18,948@last_close!⟧, the lowest close ⟦15,875.25@min_close⟧."),
A('q_close_extremes_2023', 'derived', 'ja-JP', 'hatchery',
  "2023年の終値は最高⟦18,946@max_close⟧、最安⟦15,875.25@min_close⟧で、自分で引き算すると差は"
  "⟦3,070.75@max_close-min_close!⟧ポイント。"),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
A('q_h1_vs_h2_2024', 'faithful', 'en-US', 'market',
  "yes — H1 2024 averaged a daily range of ⟦317.7@A.mean_range⟧ points over ⟦124@A.R.source_row_count⟧ sessions, "
  "H2 only ⟦232.5@B.mean_range⟧ over ⟦128@B.R.source_row_count⟧."),
A('q_h1_vs_h2_2024', 'faithful', 'pt-BR', 'waterpark',
  "o primeiro semestre de 2024 foi mais volátil: amplitude média de ⟦317,71@A.mean_range⟧ pontos e dia mais largo "
  "de ⟦585,5@A.max_range⟧, contra ⟦232,52@B.mean_range⟧ e ⟦507,5@B.max_range⟧ no segundo."),
A('q_h1_vs_h2_2024', 'faithful', 'fr-FR', 'hatchery',
  "oui : amplitude moyenne de ⟦318@A.mean_range⟧ points au premier semestre 2024 contre ⟦233@B.mean_range⟧ au "
  "second ; la plus large séance du second semestre fait ⟦507,5@B.max_range⟧ points."),
A('q_h1_vs_h2_2024', 'wrong_year', 'ja-JP', 'bouncy',
  "2024年上期の平均値幅は⟦232.5@A.mean_range~B.mean_range!⟧ポイント、最大⟦585.5@A.max_range⟧でした。"),
A('q_h1_vs_h2_2024', 'wrong_year', 'nl-NL', 'mussel',
  "tweede helft 2024: gemiddelde range ⟦232,5@B.mean_range⟧ punten over ⟦124@B.R.source_row_count~"
  "A.R.source_row_count!⟧ sessies; de eerste helft was met ⟦317,7@A.mean_range⟧ duidelijk wilder."),
A('q_h1_vs_h2_2024', 'wrong_unit', 'es-ES', 'poolside',
  "el primer semestre de 2024 tuvo un rango medio diario del ⟦317,7 %@A.mean_range~A.mean_range!⟧, frente a "
  "⟦232,5@B.mean_range⟧ puntos en el segundo.", unit_note='index points quoted as a percentage'),
A('q_h1_vs_h2_2024', 'invented', 'ru-RU', 'cattle',
  "во втором полугодии 2024 года средний диапазон — ⟦232,5@B.mean_range⟧ пункта, самый широкий день — "
  "⟦468,25@B.max_range!⟧."),
]
