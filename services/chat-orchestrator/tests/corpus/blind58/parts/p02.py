"""Market-data queries, part 2 (q_year_volume ... q_monthly_2024). Markers: see ../../blind4/lib.py.
Layouts: _reg.py. '_' between digits = the locale's group separator (U+202F fr, U+00A0 ru/pl)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def d(x, col):
    return f"row('{x}').{col}"


Y3, Y4, Y5 = (f"row({y}).mean_volume" for y in (2023, 2024, 2025))
C3, C4 = "row(2023).count", "row(2024).count"
H = {h: f"row('{h}').mean_volume" for h in ('09', '10', '12', '14', '15', '16')}
CH = "row('2023-12-06').chg"

ENTRIES = [
# ---------------------------------------------------------------- q_year_volume
A('q_year_volume', 'faithful', 'en-US', 'germcard',
  "average daily volume by year: 2023 ⟦201,034@" + Y3 + "⟧ contracts over ⟦250@" + C3 + "⟧ sessions, 2024 "
  "⟦201,006@" + Y4 + "⟧ over ⟦252@" + C4 + "⟧, and 2025 ⟦201,902@" + Y5 + "⟧ from a single session. Practically level."),
A('q_year_volume', 'faithful', 'de-DE', 'yogaroster',
  "durchschnittliches Tagesvolumen — 2023: ⟦201.034@" + Y3 + "⟧ Kontrakte (⟦250@" + C3 + "⟧ Sitzungen), 2024: "
  "⟦201.006@" + Y4 + "⟧ (⟦252@" + C4 + "⟧), 2025: ⟦201.902@" + Y5 + "⟧ aus nur einer Sitzung. Kaum Unterschied."),
A('q_year_volume', 'faithful', 'ru-RU', 'dumpling',
  "средний дневной объём: 2023 г. — ⟦201_034@" + Y3 + "⟧ контракта, 2024 г. — ⟦201_006@" + Y4 + "⟧, 2025 г. — "
  "⟦201_902@" + Y5 + "⟧ (всего одна сессия). Почти одинаково, как корзины на пару."),
A('q_year_volume', 'wrong_year', 'en-GB', 'wristband',
  "2024 averaged ⟦201,006@" + Y4 + "⟧ contracts a day over ⟦252@" + C4 + "⟧ sessions; 2025 so far, one session, "
  "⟦201,034@" + Y5 + "~" + Y3 + "!⟧. Much of a muchness."),
A('q_year_volume', 'misrounded', 'pl-PL', 'koipond',
  "średni dzienny wolumen: 2023 r. — ⟦201_033@" + Y3 + "!⟧ kontrakty, 2024 r. — ⟦201_006@" + Y4 + "⟧, 2025 r. — "
  "⟦201_902@" + Y5 + "⟧ (jedna sesja). Woda stoi równo."),
A('q_year_volume', 'derived', 'it-IT', 'alpaca',
  "volume medio giornaliero: ⟦201.006@" + Y4 + "⟧ contratti nel 2024 (⟦252@" + C4 + "⟧ sedute) e ⟦201.902@" + Y5 +
  "⟧ nel 2025, su una sola seduta. Calcolo mio: il 2025 sta sopra di ⟦896@" + Y5 + "-" + Y4 + "!⟧ contratti."),
# ---------------------------------------------------------------- q_rth_hour_volume
A('q_rth_hour_volume', 'faithful', 'ru-RU', 'ferriswheel',
  "объём по часам RTH за последние 20 дней: больше всего в час 15:00 — ⟦19_373@" + H['15'] + "⟧ контракта в среднем, "
  "на втором месте открытие 09:00 — ⟦17_542@" + H['09'] + "⟧, меньше всего в 16:00 — ⟦5808@" + H['16'] + "⟧."),
A('q_rth_hour_volume', 'faithful', 'nl-NL', 'barometer',
  "drukste RTH-uur de laatste 20 dagen: 15:00–15:59 met gemiddeld ⟦19.373@" + H['15'] + "⟧ contracten per uurbar. "
  "Daarna 09:00 (⟦17.542,25@" + H['09'] + "⟧) en 10:00 (⟦14.523,4@" + H['10'] + "⟧); het slotuur zakt naar "
  "⟦5.808,3@" + H['16'] + "⟧."),
A('q_rth_hour_volume', 'faithful', 'en-GB', 'aquaponic',
  "busiest RTH hour lately is 15:00, averaging ⟦19,373@" + H['15'] + "⟧ contracts; the opening hour 09:00 is second "
  "at ⟦17,542@" + H['09'] + "⟧ and 16:00 the quietest at ⟦5,808@" + H['16'] + "⟧. Midday (12:00) sits at ⟦13,396@" +
  H['12'] + "⟧."),
A('q_rth_hour_volume', 'wrong_row', 'en-US', 'germcard',
  "RTH volume by hour, last 20 days: 15:00 leads with ⟦19,373@" + H['15'] + "⟧ contracts per bar; the lunch hour "
  "12:00 is down at ⟦13,300@" + H['12'] + "~" + H['14'] + "!⟧."),
A('q_rth_hour_volume', 'wrong_unit', 'pl-PL', 'koipond',
  "najmocniejsza godzina RTH z ostatnich 20 dni to 15:00: średnio ⟦19_373@" + H['15'] + "~" + H['15'] +
  "!⟧ dolarów na świecę godzinową. Najsłabsza jest 16:00 — ⟦5808@" + H['16'] + "⟧ kontraktów.",
  unit_note='contracts quoted as US dollars'),
A('q_rth_hour_volume', 'invented', 'es-ES', 'bookslip',
  "la hora RTH con más volumen es la de las 15:00 (⟦19.373@" + H['15'] + "⟧ contratos de media) y la más floja la de "
  "las 16:00, con ⟦7.140@" + H['16'] + "!⟧. Cuadra con lo de siempre."),
# ---------------------------------------------------------------- q_up_pct_2024
A('q_up_pct_2024', 'faithful', 'en-GB', 'koipond',
  "in 2024 the NQ closed above its open on ⟦40.5@value*100⟧% of sessions — fewer than half, across "
  "⟦252@R.source_row_count⟧ days."),
A('q_up_pct_2024', 'faithful', 'en-US', 'bookslip',
  "share of 2024 sessions that closed up: ⟦40.48@value*100⟧% (a fraction of ⟦0.405@value⟧ over "
  "⟦252@R.source_row_count⟧ days). More red than green on this shelf."),
A('q_up_pct_2024', 'faithful', 'pt-BR', 'galley',
  "em 2024, ⟦40,5@value*100⟧% dos pregões fecharam em alta (⟦252@R.source_row_count⟧ dias no total). Menos da "
  "metade."),
A('q_up_pct_2024', 'misrounded', 'ja-JP', 'harpsichord',
  "2024年に陽線で引けた日の割合は⟦41@value*100!⟧%（全⟦252@R.source_row_count⟧営業日）。半分に届かない。"),
A('q_up_pct_2024', 'derived', 'es-ES', 'dumpling',
  "en 2024 cerró al alza el ⟦40,48@value*100⟧ % de las ⟦252@R.source_row_count⟧ sesiones; por mi cuenta, eso deja "
  "⟦150@(1-value)*R.source_row_count!⟧ días a la baja."),
A('q_up_pct_2024', 'invented', 'nl-NL', 'aquaponic',
  "in 2024 sloot de NQ op ⟦37,2@value*100!⟧% van de handelsdagen hoger dan de opening, over "
  "⟦252@R.source_row_count⟧ sessies."),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
A('q_stats_2023_vs_2024', 'faithful', 'en-US', 'barometer',
  "2023 vs 2024: average daily range fell from ⟦363.2@A.mean_range⟧ to ⟦274.4@B.mean_range⟧ points, while average "
  "volume barely moved (⟦201,034@A.mean_volume⟧ vs ⟦201,006@B.mean_volume⟧). ⟦250@A.count⟧ and ⟦252@B.count⟧ "
  "sessions."),
A('q_stats_2023_vs_2024', 'faithful', 'ja-JP', 'dumpling',
  "2023年：平均値幅⟦363.24@A.mean_range⟧、平均出来高⟦201,034@A.mean_volume⟧（⟦250@A.count⟧日）。2024年："
  "⟦274.44@B.mean_range⟧、⟦201,006@B.mean_volume⟧（⟦252@B.count⟧日）。値幅は縮小、出来高は横ばい。"),
A('q_stats_2023_vs_2024', 'faithful', 'pt-BR', 'yogaroster',
  "amplitude média de ⟦363,24@A.mean_range⟧ pontos em 2023 contra ⟦274,44@B.mean_range⟧ em 2024. Volume médio "
  "praticamente igual: ⟦201.034@A.mean_volume⟧ e ⟦201.006@B.mean_volume⟧ contratos."),
A('q_stats_2023_vs_2024', 'wrong_year', 'ru-RU', 'aquaponic',
  "в 2024 г. средний дневной диапазон составил ⟦363,2@B.mean_range~A.mean_range!⟧ пункта, средний объём — "
  "⟦201_006@B.mean_volume⟧ контрактов за ⟦252@B.count⟧ сессии. В 2023 г. объём был ⟦201_034@A.mean_volume⟧."),
A('q_stats_2023_vs_2024', 'wrong_year', 'de-DE', 'galley',
  "2023 lag die mittlere Tagesspanne bei ⟦363,2@A.mean_range⟧ Punkten, 2024 bei ⟦274,4@B.mean_range⟧. Volumen 2023: "
  "im Schnitt ⟦201.006@A.mean_volume~B.mean_volume!⟧ Kontrakte am Tag, kaum anders als im Folgejahr."),
A('q_stats_2023_vs_2024', 'miscomputed', 'zh-CN', 'germcard',
  "2023 年平均日波幅 ⟦363.24@A.mean_range⟧ 点，2024 年 ⟦274.44@B.mean_range⟧ 点；我自己算的差值是 "
  "⟦98.8@A.mean_range-B.mean_range!⟧ 点。成交量两年几乎持平。"),
# ---------------------------------------------------------------- q_big_up_days_2023
A('q_big_up_days_2023', 'faithful', 'nl-NL', 'yogaroster',
  "in 2023 sloten ⟦14@R.summary.rows⟧ dagen meer dan 2% boven de opening. De grootste: ⟦6 december@D:2023-12-06⟧ "
  "met ⟦+3,32@" + CH + "⟧%, daarna ⟦7 november@D:2023-11-07⟧ met ⟦+3,12@row('2023-11-07').chg⟧%."),
A('q_big_up_days_2023', 'faithful', 'en-US', 'dumpling',
  "⟦14@R.summary.rows⟧ sessions in 2023 closed more than 2% above the open, from ⟦Jan 18@D:2023-01-18⟧ "
  "(⟦+2.50@row('2023-01-18').chg⟧%) to ⟦Dec 6@D:2023-12-06⟧ (⟦+3.32@" + CH + "⟧%, the biggest). Average gain "
  "⟦2.44@stats.chg.mean⟧%."),
A('q_big_up_days_2023', 'faithful', 'ru-RU', 'galley',
  "дней 2023 г. с ростом больше чем на 2 % от открытия — ⟦14@R.summary.rows⟧. Самый сильный — "
  "⟦6 декабря@D:2023-12-06⟧: открытие ⟦17_263@row('2023-12-06').open⟧, закрытие ⟦17_836@row('2023-12-06').close⟧, "
  "⟦+3,32@" + CH + "⟧ %."),
A('q_big_up_days_2023', 'wrong_column', 'pl-PL', 'aquaponic',
  "w 2023 r. ⟦14@R.summary.rows⟧ sesji zamknęło się ponad 2 % nad otwarciem. ⟦7 listopada@D:2023-11-07⟧ NQ zamknął "
  "na ⟦17_632@row('2023-11-07').close~row('2023-11-07').open!⟧ pkt, zyskując ⟦3,12@row('2023-11-07').chg⟧ % w ciągu "
  "dnia."),
A('q_big_up_days_2023', 'misrounded', 'ja-JP', 'bookslip',
  "2023年に始値から2%超上げて引けた日は⟦14@R.summary.rows⟧日。最大は⟦12月6日@D:2023-12-06⟧の⟦+3.31@" + CH +
  "!⟧%、次いで⟦11月7日@D:2023-11-07⟧の⟦+3.12@row('2023-11-07').chg⟧%。"),
A('q_big_up_days_2023', 'coincidental', 'zh-CN', 'germcard',
  "2023 年收盘较开盘涨超 2% 的交易日共 ⟦17@R.summary.rows!⟧ 天，最大的一天是 ⟦12月6日@D:2023-12-06⟧，涨 ⟦3.32@" + CH +
  "⟧%。"),
# ---------------------------------------------------------------- q_corr_2024
A('q_corr_2024', 'faithful', 'pl-PL', 'alpaca',
  "korelacja dziennego wolumenu z zakresem w 2024 r.: ⟦0,05@value⟧ na ⟦252@R.source_row_count⟧ sesjach — praktycznie "
  "żadna. Duży obrót nie znaczy szerokiego dnia."),
A('q_corr_2024', 'faithful', 'es-ES', 'galley',
  "correlación volumen–rango en 2024: ⟦0,051@value⟧, calculada sobre ⟦252@R.source_row_count⟧ sesiones. "
  "Prácticamente nula."),
A('q_corr_2024', 'faithful', 'de-DE', 'koipond',
  "Zusammenhang zwischen Volumen und Spanne 2024: Korrelation ⟦0,0512@value⟧ über ⟦252@R.source_row_count⟧ "
  "Handelstage — so gut wie keiner."),
A('q_corr_2024', 'misrounded', 'en-US', 'harpsichord',
  "volume vs. range in 2024: a correlation of ⟦0.06@value!⟧ across ⟦252@R.source_row_count⟧ sessions — basically "
  "nothing there."),
A('q_corr_2024', 'wrong_unit', 'pt-BR', 'dumpling',
  "correlação entre volume e amplitude em 2024: ⟦5,1%@value~value*100!⟧, em ⟦252@R.source_row_count⟧ pregões — "
  "quase nada.",
  unit_note='a correlation coefficient quoted as a percentage'),
A('q_corr_2024', 'invented', 'it-IT', 'germcard',
  "correlazione tra volume e range giornaliero nel 2024: ⟦0,18@value!⟧ su ⟦252@R.source_row_count⟧ sedute. Debole, "
  "niente di utile."),
# ---------------------------------------------------------------- q_monthly_2024
A('q_monthly_2024', 'faithful', 'es-ES', 'alpaca',
  "velas mensuales de 2024: solo abril cerró en positivo (⟦+1.008@" + d('2024-04', 'change') + "⟧ puntos). El peor mes "
  "fue julio, con ⟦−1.374@" + d('2024-07', 'change') + "⟧, y diciembre terminó en ⟦8.944@" + d('2024-12', 'close') +
  "⟧ con mínimo en ⟦8.926,25@" + d('2024-12', 'low') + "⟧."),
A('q_monthly_2024', 'faithful', 'en-GB', 'harpsichord',
  "2024 monthly bars: eleven red months and one green — April, ⟦+1,008@" + d('2024-04', 'change') + "⟧. Worst was "
  "July at ⟦−1,374@" + d('2024-07', 'change') + "⟧; January opened at ⟦17,578.75@" + d('2024-01', 'open') +
  "⟧ and December closed at ⟦8,944@" + d('2024-12', 'close') + "⟧."),
A('q_monthly_2024', 'faithful', 'fr-FR', 'wristband',
  "barres mensuelles 2024 : janvier ouvre à ⟦17_578,75@" + d('2024-01', 'open') + "⟧, décembre clôture à ⟦8_944@" +
  d('2024-12', 'close') + "⟧. Un seul mois vert, avril (⟦+1_008@" + d('2024-04', 'change') + "⟧) ; le pire, juillet "
  "(⟦−1_374@" + d('2024-07', 'change') + "⟧)."),
A('q_monthly_2024', 'wrong_sign', 'zh-CN', 'ferriswheel',
  "2024 年月线：7月跌幅最大，⟦−1,374@" + d('2024-07', 'change') + "⟧ 点；4月是全年唯一收涨的月份，变动 ⟦−1,008@" +
  d('2024-04', 'change') + "!⟧ 点；12月收于 ⟦8,944@" + d('2024-12', 'close') + "⟧。"),
A('q_monthly_2024', 'wrong_column', 'ja-JP', 'koipond',
  "2024年の月足：唯一の陽線は4月（⟦+1,008@" + d('2024-04', 'change') + "⟧）。最悪は7月で⟦−1,374@" +
  d('2024-07', 'change') + "⟧、7月の終値は⟦12,192.75@" + d('2024-07', 'close') + "~" + d('2024-07', 'low') + "!⟧。"),
A('q_monthly_2024', 'wrong_row', 'nl-NL', 'bookslip',
  "maandbars 2024: alleen april sloot hoger (⟦+1.008@" + d('2024-04', 'change') + "⟧). Oktober eindigde met een "
  "verandering van ⟦−1.214,75@" + d('2024-10', 'change') + "~" + d('2024-05', 'change') + "!⟧ punten; juli was de "
  "slechtste met ⟦−1.374@" + d('2024-07', 'change') + "⟧."),
]
