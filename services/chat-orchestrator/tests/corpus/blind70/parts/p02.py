"""Market-data queries, part 2 (q_year_volume ... q_monthly_2024). Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def h(x):
    return f"row('{x}').mean_volume"


def mo(m, col):
    return f"row('2024-{m}').{col}"


def d(x, col):
    return f"row('{x}').{col}"


V23, V24, V25 = 'row(2023).mean_volume', 'row(2024).mean_volume', 'row(2025).mean_volume'

ENTRIES = [
# ---------------------------------------------------------------- q_year_volume
A('q_year_volume', 'faithful', 'es-ES', 'snowmaking',
  f"volumen medio diario: 2023, ⟦201.034@{V23}⟧ contratos en ⟦250@row(2023).count⟧ sesiones; 2024, "
  f"⟦201.006@{V24}⟧ en ⟦252@row(2024).count⟧; 2025 solo tiene ⟦1@row(2025).count⟧ sesión, con ⟦201.902@{V25}⟧."),
A('q_year_volume', 'faithful', 'de-DE', 'pilates',
  f"2023 und 2024 liegen praktisch gleichauf: ⟦201.034@{V23}⟧ gegenüber ⟦201.006@{V24}⟧ Kontrakten im "
  f"Tagesmittel; 2025 bisher nur eine Sitzung mit ⟦201.902@{V25}⟧."),
A('q_year_volume', 'faithful', 'ru-RU', 'punt',
  f"средний дневной объём: 2023 год — ⟦201_034@{V23}⟧ контракта, 2024 год — ⟦201_006,37@{V24}⟧; "
  f"у 2025 года пока одна сессия, ⟦201_902@{V25}⟧."),
A('q_year_volume', 'wrong_year', 'pl-PL', 'circus',
  f"średni dzienny wolumen (w kontraktach): 2023 r. ⟦201_034@{V23}⟧, a 2024 r. "
  f"⟦201_902@{V24}~{V25}!⟧."),
A('q_year_volume', 'misrounded', 'nl-NL', 'croupier',
  f"gemiddeld dagvolume 2023: ⟦201.035@{V23}!⟧ contracten over ⟦250@row(2023).count⟧ sessies; 2024 kwam uit op "
  f"⟦201.006@{V24}⟧."),
A('q_year_volume', 'miscomputed', 'pt-BR', 'conjuror',
  f"a única sessão de 2025 teve ⟦201.902@{V25}⟧ contratos, contra média de ⟦201.034@{V23}⟧ em 2023 — "
  f"⟦886@{V25}-{V23}!⟧ a mais, pela minha conta."),
# ---------------------------------------------------------------- q_rth_hour_volume
A('q_rth_hour_volume', 'faithful', 'de-DE', 'framer',
  f"RTH-Volumen, letzte 20 Tage: Spitze ab 15:00 mit ⟦19.373@{h('15')}⟧ Kontrakten im Schnitt, dann ab 09:00 mit "
  f"⟦17.542@{h('09')}⟧; am dünnsten ab 16:00 (⟦5.808@{h('16')}⟧)."),
A('q_rth_hour_volume', 'faithful', 'ja-JP', 'croupier',
  f"直近20日のRTHで出来高が最も多いのは15:00台で平均⟦19,373.2@{h('15')}⟧枚、最も少ないのは16:00台の"
  f"⟦5,808.3@{h('16')}⟧枚。"),
A('q_rth_hour_volume', 'faithful', 'pt-BR', 'conjuror',
  f"nas últimas 20 sessões, a hora mais movimentada foi a das 15:00, com média de ⟦19.373,22@{h('15')}⟧ contratos; "
  f"a abertura, às 09:00, vem em segundo com ⟦17.542,25@{h('09')}⟧."),
A('q_rth_hour_volume', 'faithful', 'es-ES', 'punt',
  f"RTH, últimas 20 sesiones (⟦154@R.source_row_count⟧ barras horarias): 12:00 con ⟦13.395,95@{h('12')}⟧ "
  f"contratos de media y 13:00 con ⟦12.326,8@{h('13')}⟧, la más floja antes de las 16:00."),
A('q_rth_hour_volume', 'wrong_row', 'zh-CN', 'pilates',
  f"最近 20 天 RTH 各小时均量：15:00 时段最高：⟦19,373.2@{h('15')}⟧ 手；11:00 时段 "
  f"⟦13,300.2@{h('11')}~{h('14')}!⟧ 手。"),
A('q_rth_hour_volume', 'derived', 'fr-FR', 'snowmaking',
  f"sur 20 séances, l'heure de 15:00 traite en moyenne ⟦19_373@{h('15')}⟧ contrats, celle de 16:00 seulement "
  f"⟦5_808@{h('16')}⟧ : environ ⟦3,3@{h('15')}/{h('16')}!⟧ fois moins pour la dernière, calcul de ma part."),
A('q_rth_hour_volume', 'invented', 'nl-NL', 'archive',
  f"het drukste RTH-uur van de laatste 20 dagen was 15:00, met gemiddeld ⟦21.460@{h('15')}!⟧ contracten."),
# ---------------------------------------------------------------- q_up_pct_2024
A('q_up_pct_2024', 'faithful', 'fr-FR', 'pilates',
  "en 2024, ⟦40,5 %@value*100⟧ des séances ont clôturé au-dessus de leur ouverture, sur ⟦252@R.source_row_count⟧ "
  "séances : moins de la moitié."),
A('q_up_pct_2024', 'faithful', 'it-IT', 'massage',
  "nel 2024 le sedute chiuse sopra l'apertura sono state il ⟦40,48%@value*100⟧ delle "
  "⟦252@R.summary.rows_scanned⟧ esaminate. Poco sotto la metà."),
A('q_up_pct_2024', 'faithful', 'pt-BR', 'punt',
  "2024: ⟦40,476 %@value*100⟧ dos pregões fecharam acima da abertura; o restante fechou estável ou em queda."),
A('q_up_pct_2024', 'wrong_unit', 'nl-NL', 'gondolier',
  "in 2024 sloot ⟦40,5@value*100~value*100!⟧ promille van de handelsdagen boven de opening.",
  unit_note='a percentage quoted as per mille'),
A('q_up_pct_2024', 'invented', 'es-ES', 'library',
  "en 2024 cerraron por encima de la apertura el ⟦36,9 %@value*100!⟧ de las sesiones."),
A('q_up_pct_2024', 'miscomputed', 'ja-JP', 'croupier',
  "2024年に始値より高く引けた日は⟦40.48%@value*100⟧。下落または横ばいの日は自分で引き算すると"
  "⟦60.5%@100-value*100!⟧。"),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
A('q_stats_2023_vs_2024', 'faithful', 'ru-RU', 'conjuror',
  "2023 год: средний диапазон ⟦363,2@A.mean_range⟧ пункта, 2024 год: ⟦274,4@B.mean_range⟧. Объём почти "
  "одинаковый: ⟦201_034@A.mean_volume⟧ против ⟦201_006@B.mean_volume⟧ контрактов."),
A('q_stats_2023_vs_2024', 'faithful', 'it-IT', 'croupier',
  "il 2023 è stato più nervoso del 2024: escursione media ⟦363,24@A.mean_range⟧ contro ⟦274,44@B.mean_range⟧ "
  "punti, su ⟦250@A.count⟧ e ⟦252@B.count⟧ sedute."),
A('q_stats_2023_vs_2024', 'faithful', 'es-ES', 'pilates',
  "volumen medio de ⟦201.033,96@A.mean_volume⟧ contratos en 2023 y ⟦201.006,37@B.mean_volume⟧ en 2024, casi "
  "idéntico; el rango medio bajó de ⟦363@A.mean_range⟧ a ⟦274@B.mean_range⟧ puntos."),
A('q_stats_2023_vs_2024', 'wrong_year', 'pt-BR', 'massage',
  "em 2024 a amplitude média foi de ⟦274,4@B.mean_range⟧ pontos e o volume médio de "
  "⟦201.034@B.mean_volume~A.mean_volume!⟧ contratos por dia."),
A('q_stats_2023_vs_2024', 'wrong_year', 'ja-JP', 'framer',
  "2023年は⟦252@A.count~B.count!⟧営業日で平均値幅⟦363.2@A.mean_range⟧ポイント、2024年は"
  "⟦274.4@B.mean_range⟧ポイント。"),
A('q_stats_2023_vs_2024', 'misrounded', 'fr-FR', 'archive',
  "amplitude moyenne : ⟦363,3@A.mean_range!⟧ points en 2023 contre ⟦274,4@B.mean_range⟧ en 2024 ; volumes "
  "quasi égaux."),
A('q_stats_2023_vs_2024', 'wrong_unit', 'en-GB', 'circus',
  "2023 ranged ⟦363.2@A.mean_range⟧ points a day on average against ⟦274.4@B.mean_range⟧ in 2024, while "
  "turnover held at about £⟦201,034@A.mean_volume~A.mean_volume!⟧ a day.",
  unit_note='contract volume quoted as pounds'),
# ---------------------------------------------------------------- q_big_up_days_2023
A('q_big_up_days_2023', 'faithful', 'it-IT', 'archive',
  f"nel 2023 ⟦14@R.summary.rows⟧ sedute hanno chiuso oltre il 2% sopra l'apertura; la più forte il "
  f"⟦6 dicembre@D:2023-12-06⟧ (⟦+3,32%@{d('2023-12-06', 'chg')}⟧), la prima il ⟦18 gennaio@D:2023-01-18⟧ "
  f"(⟦+2,5%@{d('2023-01-18', 'chg')}⟧)."),
A('q_big_up_days_2023', 'faithful', 'ru-RU', 'conjuror',
  f"в 2023 году таких дней ⟦14@R.summary.rows⟧. ⟦7 ноября@D:2023-11-07⟧ рост составил "
  f"⟦3,12 %@{d('2023-11-07', 'chg')}⟧: с ⟦17_632@{d('2023-11-07', 'open')}⟧ до "
  f"⟦18_182,75@{d('2023-11-07', 'close')}⟧."),
A('q_big_up_days_2023', 'faithful', 'en-US', 'punt',
  f"those 2023 days gained ⟦2.44%@stats.chg.mean⟧ on average; the smallest qualifier was "
  f"⟦Mar 27@D:2023-03-27⟧ at ⟦2.01%@{d('2023-03-27', 'chg')}⟧, just over the 2% bar."),
A('q_big_up_days_2023', 'wrong_column', 'fr-FR', 'pilates',
  f"le ⟦6 juin@D:2023-06-06⟧, ouverture à ⟦18_130,5@{d('2023-06-06', 'open')}~{d('2023-06-06', 'close')}!⟧ "
  f"et hausse de ⟦2,98 %@{d('2023-06-06', 'chg')}⟧ sur la séance."),
A('q_big_up_days_2023', 'invented', 'de-DE', 'optician',
  f"2023 gab es ⟦14@R.summary.rows⟧ solcher Tage; der stärkste am ⟦06.12.@D:2023-12-06⟧ mit "
  f"⟦+3,71 %@{d('2023-12-06', 'chg')}!⟧ gegenüber der Eröffnung."),
A('q_big_up_days_2023', 'miscomputed', 'pl-PL', 'massage',
  f"⟦6 grudnia@D:2023-12-06⟧ otwarcie ⟦17_263@{d('2023-12-06', 'open')}⟧, zamknięcie "
  f"⟦17_836@{d('2023-12-06', 'close')}⟧ — według mnie ⟦+537@{d('2023-12-06', 'close')}-{d('2023-12-06', 'open')}!⟧ pkt "
  f"w jedną sesję."),
# ---------------------------------------------------------------- q_corr_2024
A('q_corr_2024', 'faithful', 'pt-BR', 'archive',
  "correlação entre volume e amplitude em 2024: ⟦0,05@value⟧, em ⟦252@R.source_row_count⟧ pregões — "
  "praticamente nula."),
A('q_corr_2024', 'faithful', 'en-US', 'conjuror',
  "the 2024 correlation between daily volume and daily range is ⟦0.0512@value⟧ — effectively none. No trick "
  "there."),
A('q_corr_2024', 'faithful', 'it-IT', 'library',
  "correlazione tra volume ed escursione nel 2024: ⟦0,051@value⟧. Nessun legame utile."),
A('q_corr_2024', 'wrong_sign', 'de-DE', 'croupier',
  "Korrelation 2024 zwischen Tagesvolumen und Tagesspanne: ⟦−0,05@value!⟧ über ⟦252@R.source_row_count⟧ Tage."),
A('q_corr_2024', 'wrong_unit', 'ja-JP', 'optician',
  "2024年の出来高と値幅の相関は⟦0.05%@value~value!⟧で、ほぼ無関係です。",
  unit_note='a correlation coefficient quoted as a percentage'),
A('q_corr_2024', 'invented', 'en-GB', 'punt',
  "in 2024 volume and range correlated at ⟦0.23@value!⟧ across the year's sessions."),
# ---------------------------------------------------------------- q_monthly_2024
A('q_monthly_2024', 'faithful', 'zh-CN', 'snowmaking',
  f"2024 年十二根月线中只有4月收涨（⟦+1,008@{mo('04', 'change')}⟧ 点），7月跌得最多"
  f"（⟦−1,374@{mo('07', 'change')}⟧ 点）。"),
A('q_monthly_2024', 'faithful', 'pt-BR', 'gondolier',
  f"barras mensais de 2024: o ano abriu em ⟦17.578,75@{mo('01', 'open')}⟧ e dezembro fechou em "
  f"⟦8.944@{mo('12', 'close')}⟧; a mínima mensal mais baixa, ⟦8.926,25@{mo('12', 'low')}⟧, também veio em dezembro."),
A('q_monthly_2024', 'faithful', 'pl-PL', 'framer',
  f"zmiana w maju: ⟦−1214,75@{mo('05', 'change')}⟧ pkt, w październiku ⟦−1238@{mo('10', 'change')}⟧, w czerwcu "
  f"tylko ⟦−234,75@{mo('06', 'change')}⟧."),
A('q_monthly_2024', 'faithful', 'es-ES', 'archive',
  f"el cierre mensual más alto de 2024 fue el de enero, ⟦16.392,25@{mo('01', 'close')}⟧; abril fue el único mes "
  f"alcista, de ⟦14.773,5@{mo('04', 'open')}⟧ a ⟦15.781,5@{mo('04', 'close')}⟧."),
A('q_monthly_2024', 'coincidental', 'fr-FR', 'optician',
  f"en novembre 2024, ouverture à ⟦10_057,5@{mo('11', 'open')}⟧, plus haut mensuel à ⟦10_059@{mo('11', 'high')}!⟧ "
  f"et clôture à ⟦9_499,25@{mo('11', 'close')}⟧."),
A('q_monthly_2024', 'wrong_sign', 'en-US', 'library',
  f"2024 monthly bars: April moved ⟦−1,008@{mo('04', 'change')}!⟧ points from open to close and July "
  f"⟦−1,374@{mo('07', 'change')}⟧, the deepest month of the year."),
A('q_monthly_2024', 'miscomputed', 'nl-NL', 'circus',
  f"van de opening in januari (⟦17.578,75@{mo('01', 'open')}⟧) tot het slot in december (⟦8.944@{mo('12', 'close')}⟧) "
  f"is het volgens mijn aftrekking ⟦−8.364,75@{mo('12', 'close')}-{mo('01', 'open')}!⟧ punten."),
]
