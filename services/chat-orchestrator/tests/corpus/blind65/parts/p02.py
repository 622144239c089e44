"""Market-data queries, part 2 (q_year_volume ... q_monthly_2024). Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A

V23, V24, V25 = "row(2023).mean_volume", "row(2024).mean_volume", "row(2025).mean_volume"


def h(x):
    return f"row('{x}').mean_volume"


def m(x, col='change'):
    return f"row('2024-{x}').{col}"


def d(x, col):
    return f"row('{x}').{col}"


ENTRIES = [
# ---------------------------------------------------------------- q_year_volume
A('q_year_volume', 'faithful', 'fr-FR', 'glider',
  "volume quotidien moyen du NQ : ⟦201_034@" + V23 + "⟧ contrats en 2023 (⟦250@row(2023).count⟧ séances), "
  "⟦201_006@" + V24 + "⟧ en 2024 (⟦252@row(2024).count⟧) ; 2025 ne compte qu'une séance, à ⟦201_902@" + V25 + "⟧."),
A('q_year_volume', 'faithful', 'nl-NL', 'terrarium',
  "gemiddeld dagvolume NQ — 2023: ⟦201.033,96@" + V23 + "⟧, 2024: ⟦201.006,37@" + V24 + "⟧ contracten, vrijwel "
  "gelijk. 2025 telt één sessie, met ⟦201.902@" + V25 + "⟧."),
A('q_year_volume', 'faithful', 'en-GB', 'dredger',
  "average daily NQ volume: ⟦201,034@" + V23 + "⟧ contracts in 2023 against ⟦201,006@" + V24 + "⟧ in 2024, "
  "practically level; 2025 so far is a single session at ⟦201,902@" + V25 + "⟧."),
A('q_year_volume', 'wrong_year', 'it-IT', 'lobster',
  "volume medio giornaliero del NQ — 2023: ⟦201.034@" + V23 + "⟧ contratti; 2024: ⟦201.902@" + V24 + "~" + V25
  + "!⟧ contratti."),
A('q_year_volume', 'misrounded', 'ja-JP', 'nailsalon',
  "年別の平均日次出来高：2023年 ⟦201,033@" + V23 + "!⟧枚、2024年 ⟦201,006@" + V24 + "⟧枚。ほぼ横ばい。"),
A('q_year_volume', 'derived', 'zh-CN', 'keycutting',
  "年均日成交量：2023 年 ⟦201,034@" + V23 + "⟧ 手，2024 年 ⟦201,006@" + V24 + "⟧ 手；我自己相减，2023 年每天多 "
  "⟦27.6@" + V23 + "-" + V24 + "!⟧ 手。"),
# ---------------------------------------------------------------- q_rth_hour_volume
A('q_rth_hour_volume', 'faithful', 'de-DE', 'piercing',
  "RTH-Volumen je Stunde, letzte 20 Tage: am stärksten die Stunde ab 15:00 mit ⟦19.373@" + h('15') + "⟧ Kontrakten "
  "im Schnitt, dann die ab 09:00 mit ⟦17.542@" + h('09') + "⟧; am ruhigsten ab 16:00 mit ⟦5.808@" + h('16') + "⟧."),
A('q_rth_hour_volume', 'faithful', 'zh-CN', 'dredger',
  "最近 20 天 RTH 各小时平均成交量：15:00 那一小时最高，为 ⟦19,373@" + h('15') + "⟧ 手；16:00 那一小时最低，为 "
  "⟦5,808@" + h('16') + "⟧ 手。"),
A('q_rth_hour_volume', 'faithful', 'ru-RU', 'nailsalon',
  "объём по часам RTH за последние 20 дней: пик — час с 15:00, ⟦19_373@" + h('15') + "⟧ контракта в среднем; "
  "второй — с 09:00, ⟦17_542,25@" + h('09') + "⟧; меньше всего с 16:00 — ⟦5808@" + h('16') + "⟧."),
A('q_rth_hour_volume', 'wrong_row', 'nl-NL', 'greengrocer',
  "gemiddeld volume per RTH-uur, laatste 20 dagen: het uur vanaf 15:00 is het drukst met ⟦19.373@" + h('15')
  + "⟧ contracten, het openingsuur vanaf 09:00 volgt met ⟦14.523,4@" + h('09') + "~" + h('10') + "!⟧."),
A('q_rth_hour_volume', 'invented', 'pt-BR', 'butcher',
  "volume médio por hora no RTH, últimos 20 dias: o pico é a hora das 15:00, com ⟦21.806@" + h('15') + "!⟧ "
  "contratos; a mais fraca é a das 16:00, com ⟦5.808@" + h('16') + "⟧."),
A('q_rth_hour_volume', 'coincidental', 'ja-JP', 'terrarium',
  "直近20日のRTH時間帯別平均出来高：15:00からの一時間が最多で⟦19,373@" + h('15') + "⟧枚、12:00からの一時間は"
  "⟦13,303@" + h('12') + "!⟧枚。"),
# ---------------------------------------------------------------- q_up_pct_2024
A('q_up_pct_2024', 'faithful', 'ru-RU', 'terrarium',
  "в 2024 г. ростом (закрытие выше открытия) завершились ⟦40,48@value*100⟧ % из ⟦252@R.source_row_count⟧ сессий — "
  "меньше половины."),
A('q_up_pct_2024', 'faithful', 'pt-BR', 'pilotboat',
  "em 2024, ⟦40,5@value*100⟧% dos pregões do NQ fecharam acima da abertura, numa base de ⟦252@R.source_row_count⟧ "
  "dias."),
A('q_up_pct_2024', 'faithful', 'pl-PL', 'nailsalon',
  "w 2024 r. wzrostem zamknęło się ⟦40,476@value*100⟧% sesji NQ (⟦252@R.source_row_count⟧ dni). Mniej niż połowa."),
A('q_up_pct_2024', 'misrounded', 'en-US', 'butcher',
  "Share of 2024 sessions that closed above the open: ⟦40.47@value*100!⟧% of ⟦252@R.source_row_count⟧."),
A('q_up_pct_2024', 'wrong_unit', 'it-IT', 'piercing',
  "nel 2024 ha chiuso in rialzo lo ⟦0,40@value*100~value!⟧ % delle sedute del NQ.",
  unit_note='share written as a fraction with a percent sign'),
A('q_up_pct_2024', 'derived', 'en-GB', 'watchrepair',
  "in 2024 ⟦40.48@value*100⟧% of NQ's ⟦252@R.source_row_count⟧ sessions closed up; by my multiplication that leaves "
  "⟦150@R.source_row_count*(1-value)!⟧ down or flat days."),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
A('q_stats_2023_vs_2024', 'faithful', 'nl-NL', 'keycutting',
  "2023 tegen 2024: gemiddelde dagrange ⟦363,2@A.mean_range⟧ tegen ⟦274,4@B.mean_range⟧ punten, gemiddeld volume "
  "⟦201.034@A.mean_volume⟧ tegen ⟦201.006@B.mean_volume⟧. 2024 was rustiger bij bijna gelijk volume."),
A('q_stats_2023_vs_2024', 'faithful', 'pl-PL', 'pilotboat',
  "średni dzienny zakres: 2023 r. ⟦363,24@A.mean_range⟧ pkt (⟦250@A.count⟧ sesji), 2024 r. ⟦274,44@B.mean_range⟧ "
  "pkt (⟦252@B.count⟧ sesji); średni wolumen ⟦201_034@A.mean_volume⟧ i ⟦201_006@B.mean_volume⟧."),
A('q_stats_2023_vs_2024', 'faithful', 'ja-JP', 'butcher',
  "2023年と2024年の比較：平均値幅は⟦363.2@A.mean_range⟧から⟦274.4@B.mean_range⟧ポイントへ縮小、平均出来高は"
  "⟦201,034@A.mean_volume⟧枚と⟦201,006@B.mean_volume⟧枚でほぼ同じ。"),
A('q_stats_2023_vs_2024', 'faithful', 'en-GB', 'piercing',
  "2023 averaged a ⟦363.24@A.mean_range⟧-point daily range on ⟦201,034@A.mean_volume⟧ contracts; 2024 calmed to "
  "⟦274.44@B.mean_range⟧ points on ⟦201,006@B.mean_volume⟧. Volume barely moved."),
A('q_stats_2023_vs_2024', 'wrong_year', 'en-US', 'moped',
  "In 2023 NQ's average daily range was ⟦274.4@A.mean_range~B.mean_range!⟧ points on ⟦201,034@A.mean_volume⟧ "
  "contracts a day; 2024's volume averaged ⟦201,006@B.mean_volume⟧."),
A('q_stats_2023_vs_2024', 'miscomputed', 'fr-FR', 'watchrepair',
  "amplitude moyenne : ⟦363,24@A.mean_range⟧ points en 2023, ⟦274,44@B.mean_range⟧ en 2024, soit une baisse de "
  "⟦25,45@(1-B.mean_range/A.mean_range)*100!⟧ % d'après mon calcul."),
A('q_stats_2023_vs_2024', 'invented', 'de-DE', 'terrarium',
  "2024 gegen 2023: mittlere Tagesspanne ⟦274,44@B.mean_range⟧ gegen ⟦363,24@A.mean_range⟧ Punkte; mittleres "
  "Volumen 2024: ⟦198.720@B.mean_volume!⟧ Kontrakte."),
# ---------------------------------------------------------------- q_big_up_days_2023
A('q_big_up_days_2023', 'faithful', 'en-US', 'watchrepair',
  "⟦14@R.summary.rows⟧ sessions in 2023 closed more than 2% above the open. The first was ⟦Jan 18@D:2023-01-18⟧ "
  "(⟦+2.5@" + d('2023-01-18', 'chg') + "⟧%), the strongest ⟦Dec 6@D:2023-12-06⟧ (⟦+3.32@" + d('2023-12-06', 'chg') + "⟧%)."),
A('q_big_up_days_2023', 'faithful', 'nl-NL', 'terrarium',
  "in 2023 sloten ⟦14@R.summary.rows⟧ dagen meer dan 2 % boven de opening; gemiddeld ⟦2,44@stats.chg.mean⟧ %, "
  "van ⟦2,01@stats.chg.min⟧ tot ⟦3,32@stats.chg.max⟧ %."),
A('q_big_up_days_2023', 'faithful', 'es-ES', 'greengrocer',
  "en 2023 hubo ⟦14@R.summary.rows⟧ sesiones que cerraron más de un 2 % por encima de la apertura. La más fuerte, "
  "el ⟦6 de diciembre@D:2023-12-06⟧: de ⟦17.263@" + d('2023-12-06', 'open') + "⟧ a ⟦17.836@" + d('2023-12-06', 'close')
  + "⟧ (⟦+3,32@" + d('2023-12-06', 'chg') + "⟧ %)."),
A('q_big_up_days_2023', 'wrong_column', 'de-DE', 'butcher',
  "stärkster Tag 2023 mit mehr als 2 % Plus: der ⟦06.12.@D:2023-12-06⟧ mit ⟦+3,32@" + d('2023-12-06', 'chg')
  + "⟧ %, eröffnet bei ⟦17.836@" + d('2023-12-06', 'open') + "~" + d('2023-12-06', 'close') + "!⟧ Punkten."),
A('q_big_up_days_2023', 'misrounded', 'pt-BR', 'glider',
  "em 2023 foram ⟦14@R.summary.rows⟧ pregões com alta de mais de 2 %; o maior, em ⟦06/12@D:2023-12-06⟧, subiu "
  "⟦3,31@" + d('2023-12-06', 'chg') + "!⟧% da abertura ao fechamento."),
A('q_big_up_days_2023', 'miscomputed', 'zh-CN', 'dredger',
  "2023 年收盘较开盘涨超 2% 的交易日共 ⟦14@R.summary.rows⟧ 天。第一个是⟦1月18日@D:2023-01-18⟧：开盘 "
  "⟦16,433.75@" + d('2023-01-18', 'open') + "⟧、收盘 ⟦16,845.25@" + d('2023-01-18', 'close') + "⟧，我自己算得涨了 "
  "⟦421.5@" + d('2023-01-18', 'close') + "-" + d('2023-01-18', 'open') + "!⟧ 点。"),
# ---------------------------------------------------------------- q_corr_2024
A('q_corr_2024', 'faithful', 'nl-NL', 'butcher',
  "correlatie tussen dagvolume en dagrange in 2024: ⟦0,051@value⟧ over ⟦252@R.source_row_count⟧ dagen. "
  "Praktisch geen verband."),
A('q_corr_2024', 'faithful', 'it-IT', 'nailsalon',
  "nel 2024 la correlazione tra volume ed escursione giornaliera del NQ è ⟦0,0512@value⟧: quasi nulla."),
A('q_corr_2024', 'faithful', 'pt-BR', 'lobster',
  "correlação entre volume e amplitude diária em 2024: ⟦0,05@value⟧. Nenhuma relação que valha a pena."),
A('q_corr_2024', 'wrong_sign', 'fr-FR', 'pilotboat',
  "corrélation volume–amplitude du NQ en 2024 : ⟦−0,051@value!⟧ sur ⟦252@R.source_row_count⟧ séances, autant dire "
  "rien."),
A('q_corr_2024', 'invented', 'es-ES', 'greengrocer',
  "la correlación entre volumen y rango diario del NQ en 2024 es de ⟦0,27@value!⟧."),
A('q_corr_2024', 'miscomputed', 'pl-PL', 'glider',
  "korelacja wolumenu z dziennym zakresem w 2024 r.: ⟦0,0512@value⟧; podniesiona do kwadratu daje według moich "
  "obliczeń ⟦0,0062@value**2!⟧, czyli prawie nic."),
# ---------------------------------------------------------------- q_monthly_2024
A('q_monthly_2024', 'faithful', 'zh-CN', 'piercing',
  "2024 年月线：只有4月收涨 ⟦+1,008@" + m('04') + "⟧ 点；7月跌得最多，为 ⟦−1,374@" + m('07') + "⟧ 点；12月收于 "
  "⟦8,944@" + m('12', 'close') + "⟧。"),
A('q_monthly_2024', 'faithful', 'en-US', 'greengrocer',
  "2024 monthly bars: April was the only up month (⟦+1,008@" + m('04') + "⟧); July was the worst at ⟦−1,374@"
  + m('07') + "⟧ and October next at ⟦−1,238@" + m('10') + "⟧. Average month ⟦−728.13@stats.change.mean⟧."),
A('q_monthly_2024', 'faithful', 'es-ES', 'dredger',
  "velas mensuales de 2024: el año abrió en ⟦17.578,75@" + m('01', 'open') + "⟧ y cerró en ⟦8.944@" + m('12', 'close')
  + "⟧; el mínimo del año, ⟦8.926,25@" + m('12', 'low') + "⟧, llegó en diciembre. Once meses bajistas y uno alcista."),
A('q_monthly_2024', 'wrong_sign', 'de-DE', 'glider',
  "Monatskerzen 2024: der August schloss mit ⟦+1.065,25@" + m('08') + "!⟧ Punkten, der Juli mit ⟦−1.374@" + m('07')
  + "⟧ als schwächster Monat."),
A('q_monthly_2024', 'wrong_column', 'it-IT', 'watchrepair',
  "barre mensili 2024: ottobre ha chiuso a ⟦11.281,5@" + m('10', 'close') + "~" + m('10', 'open') + "!⟧ punti, "
  "⟦−1.238@" + m('10') + "⟧ nel mese."),
A('q_monthly_2024', 'wrong_row', 'ja-JP', 'keycutting',
  "2024年の月足：3月は⟦−1,065.25@" + m('03') + "~" + m('08') + "!⟧ポイント、4月だけが⟦+1,008@" + m('04')
  + "⟧ポイントの陽線。"),
A('q_monthly_2024', 'coincidental', 'pt-BR', 'lobster',
  "barras mensais de 2024: setembro fechou em ⟦−597@" + m('09') + "!⟧ pontos; abril foi o único mês de alta, "
  "⟦+1.008@" + m('04') + "⟧."),
]
