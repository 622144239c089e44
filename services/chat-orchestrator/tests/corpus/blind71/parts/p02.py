"""Market-data queries, part 2 (q_year_volume ... q_monthly_2024). Markers: see ../../blind4/lib.py.
Layouts: _reg.py. '_' between digits = the locale's group separator (U+202F fr, U+00A0 ru/pl)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def d(x, col):
    return f"row('{x}').{col}"


def h(x):
    return f"row('{x}').mean_volume"


def c(x):
    return f"row('{x}').chg"


def m(x, col='change'):
    return f"row('{x}').{col}"


ENTRIES = [
# ---------------------------------------------------------------- q_year_volume
A('q_year_volume', 'faithful', 'en-GB', 'antique',
  "average daily NQ volume by year: 2023 ⟦201,034@row(2023).mean_volume⟧ contracts over ⟦250@row(2023).count⟧ "
  "sessions, 2024 ⟦201,006@row(2024).mean_volume⟧ over ⟦252@row(2024).count⟧; 2025 so far is a single session at "
  "⟦201,902@row(2025).mean_volume⟧."),
A('q_year_volume', 'faithful', 'nl-NL', 'engraver',
  "gemiddeld dagvolume van de NQ: 2023 ⟦201.033,96@row(2023).mean_volume⟧, 2024 ⟦201.006,37@row(2024).mean_volume⟧ "
  "contracten, vrijwel gelijk; 2025 telt pas één sessie."),
A('q_year_volume', 'faithful', 'ja-JP', 'ikebana',
  "年別の平均出来高：2023年 ⟦201,034@row(2023).mean_volume⟧枚、2024年 ⟦201,006@row(2024).mean_volume⟧枚、"
  "2025年はまだ一日だけで ⟦201,902@row(2025).mean_volume⟧枚。"),
A('q_year_volume', 'wrong_year', 'pt-BR', 'goldsmith',
  "volume médio diário do NQ em 2024: ⟦201.034@row(2024).mean_volume~row(2023).mean_volume!⟧ contratos em "
  "⟦252@row(2024).count⟧ pregões."),
A('q_year_volume', 'wrong_year', 'en-US', 'minigolf',
  "NQ average daily volume: 2023 came in at ⟦201,033.96@row(2023).mean_volume⟧ contracts across "
  "⟦252@row(2023).count~row(2024).count!⟧ sessions."),
A('q_year_volume', 'invented', 'ru-RU', 'climbing',
  "средний дневной объём NQ: 2023 г. — ⟦201_034@row(2023).mean_volume⟧, 2024 г. — "
  "⟦199_870@row(2024).mean_volume!⟧ контрактов."),
# ---------------------------------------------------------------- q_rth_hour_volume
A('q_rth_hour_volume', 'faithful', 'zh-CN', 'trampoline',
  "最近 20 个交易日常规时段：15:00 这一小时成交最活跃，平均 ⟦19,373@" + h('15') + "⟧ 手；其次是开盘 09:00 的 "
  "⟦17,542@" + h('09') + "⟧ 手；16:00 最清淡，只有 ⟦5,808@" + h('16') + "⟧ 手。"),
A('q_rth_hour_volume', 'faithful', 'pl-PL', 'climbing',
  "wolumen NQ w sesji RTH, ostatnie 20 dni: najmocniejsza godzina od 15:00 — średnio ⟦19_373,2@" + h('15') +
  "⟧ kontraktów, najsłabsza od 16:00 — ⟦5808,3@" + h('16') + "⟧."),
A('q_rth_hour_volume', 'faithful', 'nl-NL', 'caddie',
  "RTH-volume NQ per uur (laatste 20 dagen): 09:00 ⟦17.542,25@" + h('09') + "⟧, 10:00 ⟦14.523,4@" + h('10') +
  "⟧, 15:00 ⟦19.373,22@" + h('15') + "⟧ en 16:00 ⟦5.808,33@" + h('16') + "⟧ contracten gemiddeld."),
A('q_rth_hour_volume', 'wrong_row', 'es-ES', 'engraver',
  "volumen medio por hora en RTH (últimas 20 sesiones): la hora de las 12:00 promedia ⟦13.478,85@" + h('12') + "~" +
  h('11') + "!⟧ contratos; la de las 15:00, ⟦19.373,22@" + h('15') + "⟧."),
A('q_rth_hour_volume', 'coincidental', 'ja-JP', 'antique',
  "直近20日のRTH出来高：15:00台が最多で平均 ⟦19,373@" + h('15') + "⟧枚、13:00台は ⟦13,397@" + h('13') + "!⟧枚。"),
A('q_rth_hour_volume', 'derived', 'it-IT', 'ikebana',
  "volume medio RTH per ora, ultimi 20 giorni: le 15:00 con ⟦19.373@" + h('15') + "⟧ contratti, le 16:00 con "
  "⟦5.808@" + h('16') + "⟧; l'ora delle 15:00 ne scambia ⟦3,34@" + h('15') + "/" + h('16') +
  "!⟧ volte tanti, divisione fatta da me."),
# ---------------------------------------------------------------- q_up_pct_2024
A('q_up_pct_2024', 'faithful', 'es-ES', 'tennis',
  "en 2024 el NQ cerró por encima de la apertura en el ⟦40,5@value*100⟧ % de las ⟦252@R.source_row_count⟧ "
  "sesiones: menos de la mitad."),
A('q_up_pct_2024', 'faithful', 'de-DE', 'haberdash',
  "Anteil der Aufwärtstage des NQ 2024: ⟦40,48 %@value*100⟧ von ⟦252@R.source_row_count⟧ Handelstagen schlossen "
  "über der Eröffnung."),
A('q_up_pct_2024', 'faithful', 'en-GB', 'badminton',
  "up days in 2024: ⟦40.476%@value*100⟧ of the ⟦252@R.source_row_count⟧ NQ sessions closed above their open, "
  "fewer than half."),
A('q_up_pct_2024', 'invented', 'pt-BR', 'trampoline',
  "em 2024, ⟦43,7@value*100!⟧% dos pregões do NQ fecharam acima da abertura."),
A('q_up_pct_2024', 'miscomputed', 'pl-PL', 'climbing',
  "w 2024 r. NQ zamknął się powyżej otwarcia w ⟦40,5@value*100⟧% z ⟦252@R.source_row_count⟧ sesji, czyli, "
  "licząc na kartce, w ⟦112@value*252!⟧ dniach."),
A('q_up_pct_2024', 'derived', 'en-US', 'caddie',
  "In 2024 ⟦40.5%@value*100⟧ of NQ sessions closed up, so by my subtraction ⟦59.5%@100-value*100!⟧ closed flat "
  "or down."),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
A('q_stats_2023_vs_2024', 'faithful', 'en-GB', 'haberdash',
  "2023 vs 2024 for the NQ: mean daily range ⟦363.2@A.mean_range⟧ against ⟦274.4@B.mean_range⟧ points, mean "
  "volume ⟦201,034@A.mean_volume⟧ against ⟦201,006@B.mean_volume⟧. Calmer in 2024 on near-identical volume."),
A('q_stats_2023_vs_2024', 'faithful', 'nl-NL', 'ikebana',
  "NQ 2023 (⟦250@A.count⟧ dagen): dagrange gemiddeld ⟦363,24@A.mean_range⟧ punten; 2024 (⟦252@B.count⟧ dagen): "
  "⟦274,44@B.mean_range⟧. Het volume veranderde nauwelijks."),
A('q_stats_2023_vs_2024', 'faithful', 'pt-BR', 'caddie',
  "amplitude média do NQ: ⟦363,238@A.mean_range⟧ pontos em 2023 e ⟦274,437@B.mean_range⟧ em 2024; volume médio "
  "⟦201.033,96@A.mean_volume⟧ e ⟦201.006,37@B.mean_volume⟧ contratos."),
A('q_stats_2023_vs_2024', 'wrong_year', 'pl-PL', 'badminton',
  "średni dzienny zakres NQ: w 2024 r. ⟦363,2@B.mean_range~A.mean_range!⟧ pkt, przy wolumenie "
  "⟦201_006@B.mean_volume⟧ kontraktów dziennie."),
A('q_stats_2023_vs_2024', 'derived', 'zh-CN', 'trampoline',
  "NQ 日均振幅：2023 年 ⟦363.24@A.mean_range⟧ 点，2024 年 ⟦274.44@B.mean_range⟧ 点，按我的减法下降了 "
  "⟦88.8@A.mean_range-B.mean_range!⟧ 点。"),
A('q_stats_2023_vs_2024', 'miscomputed', 'fr-FR', 'minigolf',
  "amplitude moyenne du NQ : ⟦363,2@A.mean_range⟧ points en 2023 contre ⟦274,4@B.mean_range⟧ en 2024, soit un "
  "rapport de ⟦1,23@A.mean_range/B.mean_range!⟧ d'après ma division."),
# ---------------------------------------------------------------- q_big_up_days_2023
A('q_big_up_days_2023', 'faithful', 'en-US', 'badminton',
  "⟦14@R.summary.rows⟧ NQ sessions in 2023 closed more than 2% above the open. The strongest was "
  "⟦Dec 6@D:2023-12-06⟧ at ⟦+3.32%@stats.chg.max⟧, the first ⟦Jan 18@D:2023-01-18⟧ at ⟦+2.50%@" + c('2023-01-18') + "⟧."),
A('q_big_up_days_2023', 'faithful', 'nl-NL', 'climbing',
  "NQ 2023, dagen met meer dan 2 % winst op de opening: ⟦14@R.summary.rows⟧ stuks, gemiddeld "
  "⟦2,44 %@stats.chg.mean⟧; de zwakste van de rij, ⟦27 maart@D:2023-03-27⟧, haalde ⟦2,01 %@" + c('2023-03-27') + "⟧."),
A('q_big_up_days_2023', 'faithful', 'pl-PL', 'antique',
  "w 2023 r. NQ zyskał w ciągu sesji ponad 2% ⟦14@R.summary.rows⟧ razy; najmocniej ⟦7 listopada@D:2023-11-07⟧ "
  "(⟦3,12%@" + c('2023-11-07') + "⟧) i ⟦6 grudnia@D:2023-12-06⟧ (⟦3,32%@" + c('2023-12-06') + "⟧). Kwiecień dał "
  "trzy takie dni."),
A('q_big_up_days_2023', 'faithful', 'de-DE', 'goldsmith',
  "NQ-Tage 2023 mit mehr als 2 % Plus: am ⟦06.06.@D:2023-06-06⟧ von ⟦17.605@" + d('2023-06-06', 'open') + "⟧ auf "
  "⟦18.130,5@" + d('2023-06-06', 'close') + "⟧ (⟦+2,98 %@" + c('2023-06-06') + "⟧); stärkster Tag der "
  "⟦06.12.@D:2023-12-06⟧ mit ⟦+3,32 %@stats.chg.max⟧."),
A('q_big_up_days_2023', 'miscomputed', 'en-GB', 'tennis',
  "2023's big NQ up days include ⟦6 Jun@D:2023-06-06⟧: open ⟦17,605@" + d('2023-06-06', 'open') + "⟧, close "
  "⟦18,130.5@" + d('2023-06-06', 'close') + "⟧, a gain of ⟦552.5@" + d('2023-06-06', 'close') + "-" +
  d('2023-06-06', 'open') + "!⟧ points by my own subtraction."),
A('q_big_up_days_2023', 'wrong_sign', 'ja-JP', 'engraver',
  "2023年に始値から2%超上げた日は ⟦14@R.summary.rows⟧日。最初の⟦1月18日@D:2023-01-18⟧は ⟦−2.50%@" +
  c('2023-01-18') + "!⟧ と記録。"),
A('q_big_up_days_2023', 'misrounded', 'es-ES', 'ikebana',
  "en 2023 el NQ subió más de un 2 % en la sesión ⟦14@R.summary.rows⟧ veces; el ⟦7 de julio@D:2023-07-07⟧ "
  "ganó un ⟦2,37 %@" + c('2023-07-07') + "!⟧."),
# ---------------------------------------------------------------- q_corr_2024
A('q_corr_2024', 'faithful', 'en-GB', 'antique',
  "correlation between daily NQ volume and range in 2024: ⟦0.051@value⟧ over ⟦252@R.source_row_count⟧ sessions, "
  "next to nothing."),
A('q_corr_2024', 'faithful', 'en-US', 'caddie',
  "Volume vs. range correlation for the 2024 NQ daily bars: ⟦0.0512@value⟧. Practically no linear link."),
A('q_corr_2024', 'faithful', 'es-ES', 'trampoline',
  "correlación entre volumen y rango diario del NQ en 2024: ⟦0,05@value⟧, es decir, casi nula."),
A('q_corr_2024', 'misrounded', 'nl-NL', 'minigolf',
  "correlatie tussen dagvolume en dagrange van de NQ in 2024: ⟦0,052@value!⟧, verwaarloosbaar."),
A('q_corr_2024', 'derived', 'pl-PL', 'engraver',
  "korelacja wolumenu z zakresem NQ w 2024 r.: ⟦0,0512@value⟧; po podniesieniu do kwadratu wychodzi "
  "⟦0,0026@value**2!⟧ (liczyłem sam), więc wolumen prawie nic nie tłumaczy."),
A('q_corr_2024', 'wrong_unit', 'pt-BR', 'ikebana',
  "correlação entre volume e amplitude diária do NQ em 2024: ⟦0,051@value~value!⟧ %, praticamente nada.",
  unit_note='a correlation coefficient written with a percent sign'),
# ---------------------------------------------------------------- q_monthly_2024
A('q_monthly_2024', 'faithful', 'en-GB', 'minigolf',
  "NQ monthly bars, 2024: April was the only up month (⟦+1,008@" + m('2024-04') + "⟧); July the worst at ⟦−1,374@" +
  m('2024-07') + "⟧, October next at ⟦−1,238@" + m('2024-10') + "⟧. The year ran from ⟦17,578.75@" +
  m('2024-01', 'open') + "⟧ to ⟦8,944@" + m('2024-12', 'close') + "⟧."),
A('q_monthly_2024', 'faithful', 'ja-JP', 'mahjong',
  "2024年の月足：上昇は4月のみで ⟦+1,008@" + m('2024-04') + "⟧ポイント、下落最大は7月の ⟦−1,374@" + m('2024-07') +
  "⟧ポイント。12月の安値 ⟦8,926.25@" + m('2024-12', 'low') + "⟧ が年間の最安値。"),
A('q_monthly_2024', 'faithful', 'pl-PL', 'trampoline',
  "miesięczne świece NQ w 2024 r.: jedenaście spadkowych, jedna wzrostowa — kwiecień, ⟦+1008@" + m('2024-04') +
  "⟧ pkt. Najgłębszy spadek w lipcu: ⟦−1374@" + m('2024-07') + "⟧ pkt, z minimum ⟦12_192,75@" + m('2024-07', 'low') + "⟧."),
A('q_monthly_2024', 'faithful', 'pt-BR', 'haberdash',
  "barras mensais do NQ em 2024: março abriu em ⟦15.847,5@" + m('2024-03', 'open') + "⟧ e fechou em ⟦14.798,5@" +
  m('2024-03', 'close') + "⟧ (⟦−1.049@" + m('2024-03') + "⟧); só abril terminou em alta."),
A('q_monthly_2024', 'wrong_row', 'zh-CN', 'caddie',
  "2024 年 NQ 月线：5月涨跌为 ⟦−1,186.5@" + m('2024-05') + "~" + m('2024-01') + "!⟧ 点，7月为 ⟦−1,374@" +
  m('2024-07') + "⟧ 点，是全年最差的月份。"),
A('q_monthly_2024', 'wrong_column', 'nl-NL', 'goldsmith',
  "maandbalken NQ 2024: april was de enige stijger en sloot op ⟦16.666@" + m('2024-04', 'close') + "~" +
  m('2024-04', 'high') + "!⟧ na een opening op ⟦14.773,5@" + m('2024-04', 'open') + "⟧."),
A('q_monthly_2024', 'wrong_sign', 'it-IT', 'antique',
  "barre mensili del NQ 2024: ottobre ha chiuso con una variazione di ⟦+1.238@" + m('2024-10') + "!⟧ punti, da "
  "⟦11.281,5@" + m('2024-10', 'open') + "⟧ a ⟦10.043,5@" + m('2024-10', 'close') + "⟧."),
]
