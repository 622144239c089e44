"""Market-data queries, part 2 (q_year_volume ... q_monthly_2024). Markers: see ../../blind4/lib.py.
Layouts: _reg.py. '_' between digits = the locale's group separator (U+202F fr, U+00A0 ru/pl)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A

Y3, Y4, Y5 = (f"row({y}).mean_volume" for y in (2023, 2024, 2025))
N3, N4 = "row(2023).count", "row(2024).count"


def h(x):
    return f"row('{x}').mean_volume"


def d(x, col):
    return f"row('{x}').{col}"


def m(x, col):
    return f"row('2024-{x}').{col}"


ENTRIES = [
# ---------------------------------------------------------------- q_year_volume
A('q_year_volume', 'faithful', 'ja-JP', 'pulpvat',
  "年別の平均日次出来高：2023年⟦201,034@" + Y3 + "⟧枚（⟦250@" + N3 + "⟧日）、2024年⟦201,006@" + Y4 + "⟧枚"
  "（⟦252@" + N4 + "⟧日）、2025年は一日だけで⟦201,902@" + Y5 + "⟧枚。ほぼ横ばい。"),
A('q_year_volume', 'faithful', 'ru-RU', 'muletrain',
  "средний дневной объём по годам: 2023 — ⟦201_034@" + Y3 + "⟧ контракта, 2024 — ⟦201_006@" + Y4 + "⟧, "
  "2025 — ⟦201_902@" + Y5 + "⟧ (одна сессия). Разница между первыми двумя — в пределах шума."),
A('q_year_volume', 'faithful', 'pt-BR', 'accordion',
  "volume médio diário: ⟦201.034@" + Y3 + "⟧ contratos em 2023 (⟦250@" + N3 + "⟧ pregões), ⟦201.006@" + Y4 +
  "⟧ em 2024 (⟦252@" + N4 + "⟧) e ⟦201.902@" + Y5 + "⟧ no único pregão de 2025. Fole estável."),
A('q_year_volume', 'wrong_year', 'en-GB', 'wafer',
  "average daily volume by year: 2023 ⟦201,034@" + Y3 + "⟧ contracts, 2024 ⟦201,902@" + Y4 + "~" + Y5 +
  "!⟧, and 2025 only a single session so far. Flat as a good batch."),
A('q_year_volume', 'wrong_year', 'zh-CN', 'mirrorgrind',
  "按年平均日成交量：2023 年 ⟦201,034@" + Y3 + "⟧ 手，2024 年 ⟦201,006@" + Y4 + "⟧ 手，两年几乎持平；"
  "2024 年共 ⟦250@" + N4 + "~" + N3 + "!⟧ 个交易日。"),
A('q_year_volume', 'misrounded', 'pl-PL', 'tortoise',
  "średni dzienny wolumen: 2023 — ⟦201_034@" + Y3 + "⟧, 2024 — ⟦201_007@" + Y4 + "!⟧ kontraktów, "
  "2025 — ⟦201_902@" + Y5 + "⟧ (jedna sesja). Waga bez zmian."),
# ---------------------------------------------------------------- q_rth_hour_volume
A('q_rth_hour_volume', 'faithful', 'it-IT', 'beachhaul',
  "volume medio RTH per ora, ultime 20 sedute: picco alle 15:00 con ⟦19.373@" + h('15') + "⟧ contratti, poi "
  "l'apertura delle 09:00 con ⟦17.542@" + h('09') + "⟧; la più fiacca l'ora delle 16:00, ⟦5.808@" + h('16') + "⟧."),
A('q_rth_hour_volume', 'faithful', 'pt-BR', 'tortoise',
  "nas últimas 20 sessões, a hora das 15:00 negocia mais: ⟦19.373@" + h('15') + "⟧ contratos em média; depois "
  "09:00 (⟦17.542,25@" + h('09') + "⟧) e 10:00 (⟦14.523,4@" + h('10') + "⟧). A mais fraca é 16:00, com ⟦5.808@" + h('16') + "⟧."),
A('q_rth_hour_volume', 'faithful', 'nl-NL', 'clogcarve',
  "RTH-volume per uur, laatste 20 dagen: 15:00 is het drukst met gemiddeld ⟦19.373@" + h('15') + "⟧ contracten, "
  "16:00 het rustigst met ⟦5.808,3@" + h('16') + "⟧. Het middaguur zit op ⟦13.396@" + h('12') + "⟧."),
A('q_rth_hour_volume', 'wrong_row', 'zh-CN', 'wafer',
  "最近 20 个交易日常规时段：15:00 这一小时成交最多，平均 ⟦17,542@" + h('15') + "~" + h('09') + "!⟧ 手；"
  "16:00 最少，平均 ⟦5,808@" + h('16') + "⟧ 手。"),
A('q_rth_hour_volume', 'miscomputed', 'fr-FR', 'accordion',
  "volume RTH par heure sur 20 séances : pointe à 15:00 avec ⟦19_373@" + h('15') + "⟧ contrats, creux à 16:00 "
  "avec ⟦5_808@" + h('16') + "⟧ ; d'après mon calcul, l'heure de pointe pèse ⟦3,53@" + h('15') + "/" + h('16') +
  "!⟧ fois la plus calme."),
A('q_rth_hour_volume', 'wrong_unit', 'de-DE', 'agility',
  "RTH-Volumen der letzten 20 Tage: die 15-Uhr-Stunde führt mit ⟦19.373@" + h('15') + "~" + h('15') +
  "!⟧ Kontrakten pro Minute, 16 Uhr ist mit ⟦5.808@" + h('16') + "⟧ am ruhigsten.",
  unit_note='mean volume of an hourly bar quoted as contracts per minute'),
# ---------------------------------------------------------------- q_up_pct_2024
A('q_up_pct_2024', 'faithful', 'en-US', 'neonbend',
  "2024: ⟦40.5%@value*100⟧ of sessions closed above the open, out of ⟦252@R.source_row_count⟧ — fewer than "
  "half. Red more often than not, like this tube."),
A('q_up_pct_2024', 'faithful', 'ru-RU', 'accordion',
  "в 2024 году выше открытия закрылись ⟦40,48 %@value*100⟧ сессий из ⟦252@R.source_row_count⟧ — меньше "
  "половины. Мех держит, рынок — нет."),
A('q_up_pct_2024', 'faithful', 'pt-BR', 'beachhaul',
  "em 2024, ⟦40,5%@value*100⟧ dos pregões fecharam acima da abertura — menos da metade. Maré de baixa o ano todo."),
A('q_up_pct_2024', 'misrounded', 'nl-NL', 'saffron',
  "in 2024 sloot ⟦40,4@value*100!⟧ procent van de handelsdagen hoger dan de opening; minder dan de helft."),
A('q_up_pct_2024', 'derived', 'de-DE', 'tortoise',
  "2024 schlossen ⟦40,5 %@value*100⟧ der ⟦252@R.source_row_count⟧ Sitzungen über dem Eröffnungskurs; "
  "selbst gerechnet sind das ⟦102@value*R.source_row_count!⟧ Plus-Tage."),
A('q_up_pct_2024', 'wrong_unit', 'es-ES', 'pulpvat',
  "en 2024 cerraron por encima de la apertura el ⟦0,40@value~value!⟧ % de las sesiones, menos de la mitad.",
  unit_note='a fraction quoted as a percentage'),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
A('q_stats_2023_vs_2024', 'faithful', 'it-IT', 'mirrorgrind',
  "2023 contro 2024: range medio ⟦363,2@A.mean_range⟧ punti contro ⟦274,4@B.mean_range⟧; volume medio "
  "⟦201.034@A.mean_volume⟧ contro ⟦201.006@B.mean_volume⟧ contratti. Più nervoso il 2023, volumi pari."),
A('q_stats_2023_vs_2024', 'faithful', 'ja-JP', 'neonbend',
  "2023年と2024年の比較：平均値幅⟦363.24@A.mean_range⟧対⟦274.44@B.mean_range⟧ポイント、平均出来高"
  "⟦201,034@A.mean_volume⟧対⟦201,006@B.mean_volume⟧枚（⟦250@A.count⟧日・⟦252@B.count⟧日）。"),
A('q_stats_2023_vs_2024', 'faithful', 'es-ES', 'windsurf',
  "2023 frente a 2024: rango medio de ⟦363,24@A.mean_range⟧ puntos contra ⟦274,44@B.mean_range⟧; volumen "
  "medio ⟦201.034@A.mean_volume⟧ contra ⟦201.006@B.mean_volume⟧ contratos. El 2023 soplaba más fuerte."),
A('q_stats_2023_vs_2024', 'wrong_year', 'de-DE', 'wafer',
  "2023 gegen 2024: mittlere Tagesspanne 2023 ⟦274,4@A.mean_range~B.mean_range!⟧ Punkte; Volumen 2023 "
  "⟦201.034@A.mean_volume⟧, 2024 ⟦201.006@B.mean_volume⟧ Kontrakte je Tag."),
A('q_stats_2023_vs_2024', 'wrong_year', 'fr-FR', 'pulpvat',
  "2023 face à 2024 : amplitude moyenne ⟦363,2@A.mean_range⟧ contre ⟦274,4@B.mean_range⟧ points ; volume "
  "moyen de 2024 ⟦201_034@B.mean_volume~A.mean_volume!⟧ contrats par séance."),
A('q_stats_2023_vs_2024', 'derived', 'nl-NL', 'accordion',
  "2023 versus 2024: gemiddelde dagrange ⟦363,2@A.mean_range⟧ tegen ⟦274,4@B.mean_range⟧ punten, zelf "
  "uitgerekend ⟦1,32@A.mean_range/B.mean_range!⟧ keer zo breed; volume gelijk, ⟦201.034@A.mean_volume⟧ tegen "
  "⟦201.006@B.mean_volume⟧."),
# ---------------------------------------------------------------- q_big_up_days_2023
A('q_big_up_days_2023', 'faithful', 'ru-RU', 'neonbend',
  "в 2023 г. закрытие выше открытия больше чем на 2 % было ⟦14@R.summary.rows⟧ раз. Сильнее всего "
  "⟦6 декабря@D:2023-12-06⟧: ⟦+3,32 %@" + d('2023-12-06', 'chg') + "⟧, затем ⟦7 ноября@D:2023-11-07⟧: "
  "⟦+3,12 %@" + d('2023-11-07', 'chg') + "⟧."),
A('q_big_up_days_2023', 'faithful', 'de-DE', 'agility',
  "2023 gab es ⟦14@R.summary.rows⟧ Tage mit mehr als 2 % Plus gegenüber der Eröffnung; Spitze am "
  "⟦06.12.@D:2023-12-06⟧ mit ⟦3,32 %@" + d('2023-12-06', 'chg') + "⟧ (⟦17.263@" + d('2023-12-06', 'open') +
  "⟧ → ⟦17.836@" + d('2023-12-06', 'close') + "⟧), knappster Fall am ⟦27.03.@D:2023-03-27⟧ mit "
  "⟦2,01 %@" + d('2023-03-27', 'chg') + "⟧."),
A('q_big_up_days_2023', 'faithful', 'pl-PL', 'pulpvat',
  "w 2023 r. było ⟦14@R.summary.rows⟧ sesji z zamknięciem ponad 2 % nad otwarciem, średnio "
  "⟦2,44 %@stats.chg.mean⟧. Największy skok ⟦6 grudnia@D:2023-12-06⟧, ⟦3,32 %@" + d('2023-12-06', 'chg') +
  "⟧; pierwszy ⟦18 stycznia@D:2023-01-18⟧, ⟦2,5 %@" + d('2023-01-18', 'chg') + "⟧."),
A('q_big_up_days_2023', 'coincidental', 'en-GB', 'mirrorgrind',
  "2023 had ⟦19@R.summary.rows!⟧ sessions closing more than 2% above the open; the biggest was "
  "⟦6 Dec@D:2023-12-06⟧ at ⟦+3.32%@" + d('2023-12-06', 'chg') + "⟧. Smooth figure, no zones."),
A('q_big_up_days_2023', 'wrong_column', 'fr-FR', 'muletrain',
  "en 2023, ⟦14@R.summary.rows⟧ séances ont clôturé à plus de 2 % au-dessus de l'ouverture ; le "
  "⟦6 juin@D:2023-06-06⟧, ouverture à ⟦18_130,5@" + d('2023-06-06', 'open') + "~" + d('2023-06-06', 'close') +
  "!⟧ et hausse de ⟦2,98 %@" + d('2023-06-06', 'chg') + "⟧."),
A('q_big_up_days_2023', 'derived', 'ja-JP', 'wafer',
  "2023年に始値比2%超で引けた日は⟦14@R.summary.rows⟧日。最大は⟦12月6日@D:2023-12-06⟧の"
  "⟦+3.32%@" + d('2023-12-06', 'chg') + "⟧で、始値⟦17,263@" + d('2023-12-06', 'open') + "⟧から終値"
  "⟦17,836@" + d('2023-12-06', 'close') + "⟧、自分で引き算すると⟦573@" + d('2023-12-06', 'close') + "-" +
  d('2023-12-06', 'open') + "!⟧ポイント高。"),
# ---------------------------------------------------------------- q_corr_2024
A('q_corr_2024', 'faithful', 'it-IT', 'agility',
  "nel 2024 la correlazione tra volume e range giornaliero è ⟦0,05@value⟧ su ⟦252@R.source_row_count⟧ sedute: "
  "in pratica nessun legame. Percorso pulito, niente da segnalare."),
A('q_corr_2024', 'faithful', 'en-GB', 'clogcarve',
  "2024 correlation between daily volume and range: ⟦0.051@value⟧ across ⟦252@R.source_row_count⟧ sessions — "
  "effectively none. Busy days weren't the wide ones."),
A('q_corr_2024', 'faithful', 'en-US', 'accordion',
  "volume vs. range in 2024: correlation ⟦0.0512@value⟧ over ⟦252@R.source_row_count⟧ days. That's noise, "
  "not a relationship — like a buzz that isn't the reeds."),
A('q_corr_2024', 'wrong_sign', 'ru-RU', 'tortoise',
  "корреляция объёма и дневного диапазона в 2024 г.: ⟦−0,051@value!⟧ по ⟦252@R.source_row_count⟧ сессиям — "
  "связи практически нет."),
A('q_corr_2024', 'misrounded', 'pt-BR', 'neonbend',
  "correlação entre volume e amplitude diária em 2024: ⟦0,052@value!⟧ em ⟦252@R.source_row_count⟧ pregões — "
  "praticamente nula."),
A('q_corr_2024', 'invented', 'ja-JP', 'beachhaul',
  "2024年の出来高と値幅の相関係数は⟦0.23@value!⟧（⟦252@R.source_row_count⟧営業日）。大した関係ではない。"),
# ---------------------------------------------------------------- q_monthly_2024
A('q_monthly_2024', 'faithful', 'en-US', 'accordion',
  "2024 monthly bars: eleven red months, one green — April, ⟦+1,008@" + m('04', 'change') + "⟧. Worst was July "
  "at ⟦−1,374@" + m('07', 'change') + "⟧; the year opened at ⟦17,578.75@" + m('01', 'open') + "⟧ and December "
  "closed at ⟦8,944@" + m('12', 'close') + "⟧."),
A('q_monthly_2024', 'faithful', 'nl-NL', 'beachhaul',
  "maandbalken 2024: alleen april sloot hoger (⟦+1.008@" + m('04', 'change') + "⟧ punten); juli was het zwaarst "
  "met ⟦−1.374@" + m('07', 'change') + "⟧. Gemiddeld ⟦−728,13@stats.change.mean⟧ per maand; laagste punt in "
  "december, ⟦8.926,25@" + m('12', 'low') + "⟧."),
A('q_monthly_2024', 'faithful', 'it-IT', 'saffron',
  "barre mensili 2024: gennaio ⟦−1.186,5@" + m('01', 'change') + "⟧, aprile unico mese verde con "
  "⟦+1.008@" + m('04', 'change') + "⟧, luglio il peggiore a ⟦−1.374@" + m('07', 'change') + "⟧, dicembre "
  "⟦−621@" + m('12', 'change') + "⟧ con chiusura a ⟦8.944@" + m('12', 'close') + "⟧."),
A('q_monthly_2024', 'faithful', 'pl-PL', 'wafer',
  "słupki miesięczne 2024: jedenaście spadkowych, tylko kwiecień na plusie (⟦+1008@" + m('04', 'change') +
  "⟧ pkt). Najgorszy lipiec, ⟦−1374@" + m('07', 'change') + "⟧; średnio ⟦−728,13@stats.change.mean⟧ pkt na miesiąc."),
A('q_monthly_2024', 'wrong_column', 'zh-CN', 'mirrorgrind',
  "2024 年月线：仅 4月 收涨（⟦+1,008@" + m('04', 'change') + "⟧ 点），7月 最差（⟦−1,374@" + m('07', 'change') +
  "⟧ 点）；3月 收于 ⟦16,120@" + m('03', 'close') + "~" + m('03', 'high') + "!⟧。"),
A('q_monthly_2024', 'wrong_sign', 'ru-RU', 'agility',
  "месячные бары 2024 г.: рост только в апреле, ⟦+1008@" + m('04', 'change') + "⟧ пунктов; хуже всего июль, "
  "⟦−1374@" + m('07', 'change') + "⟧; ноябрь — ⟦+558,25@" + m('11', 'change') + "!⟧."),
A('q_monthly_2024', 'miscomputed', 'de-DE', 'neonbend',
  "Monatsbalken 2024: eröffnet bei ⟦17.578,75@" + m('01', 'open') + "⟧, im Dezember geschlossen bei "
  "⟦8.944@" + m('12', 'close') + "⟧, selbst nachgerechnet ⟦8.643,75@" + m('01', 'open') + "-" + m('12', 'close') +
  "!⟧ Punkte Verlust übers Jahr; nur der April im Plus (⟦+1.008@" + m('04', 'change') + "⟧)."),
]
