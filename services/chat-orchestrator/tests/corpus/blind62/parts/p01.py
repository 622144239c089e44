"""Market-data queries, part 1 (q_range_last20 ... q_last10_change). Markers: see ../../blind4/lib.py.
Layouts: _reg.py. '_' between digits = the locale's group separator (U+202F fr, U+00A0 ru/pl)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def mr_(d):
    return f"row('{d}').mean_range"


def pu(m):
    return f"row('{m}').pct_up*100"


def r(d, col):
    return f"row('{d}').{col}"


MO, TU, WE, TH, FR = (mr_(d) for d in ('Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'))

ENTRIES = [
# ---------------------------------------------------------------- q_range_last20
A('q_range_last20', 'faithful', 'it-IT', 'spicestall',
  "escursione media giornaliera del NQ nelle ultime 20 sedute: ⟦187,6@value⟧ punti tra massimo e minimo, su "
  "⟦20@R.source_row_count⟧ righe. Mercato tranquillo, come il banco."),
A('q_range_last20', 'faithful', 'de-DE', 'glovecut',
  "Durchschnittliche Tagesspanne der letzten 20 Sitzungen: ⟦188@value⟧ Punkte (Hoch minus Tief)."),
A('q_range_last20', 'faithful', 'es-ES', 'sailmend',
  "En las últimas 20 sesiones el rango medio diario del NQ fue de ⟦187,6@value⟧ puntos, de máximo a mínimo. "
  "Viento flojo, costura recta."),
A('q_range_last20', 'invented', 'en-GB', 'weathervane',
  "Average daily range over the last 20 sessions: ⟦172.4@value!⟧ points, high to low. Turns smoothly, like the "
  "cockerel."),
A('q_range_last20', 'derived', 'fr-FR', 'mintpress',
  "Amplitude moyenne des 20 dernières séances : ⟦187,6@value⟧ points. Cumulée sur ces vingt séances, cela fait "
  "⟦3_752@value*20!⟧ points d'amplitude, multiplication faite par moi."),
A('q_range_last20', 'wrong_unit', 'zh-CN', 'icehut',
  "最近 20 个交易日 NQ 的平均日内波幅为 ⟦187.6@value~value!⟧ 个最小跳动点（最高减最低）。冰面安静，行情也平稳。",
  unit_note='index points quoted as ticks'),
# ---------------------------------------------------------------- q_range_stats_2024
A('q_range_stats_2024', 'faithful', 'ja-JP', 'weathervane',
  "2024年の日中値幅：平均⟦274.4@mean_range⟧ポイント、中央値⟦267.25@median_range⟧、最大⟦585.5@max_range⟧、"
  "最小⟦116.5@min_range⟧、対象⟦252@count⟧営業日。"),
A('q_range_stats_2024', 'faithful', 'it-IT', 'mintpress',
  "Escursione giornaliera 2024: media ⟦274,44@mean_range⟧ punti, mediana ⟦267@median_range⟧, massimo "
  "⟦585,5@max_range⟧ e minimo ⟦116,5@min_range⟧ su ⟦252@count⟧ sedute."),
A('q_range_stats_2024', 'faithful', 'en-US', 'firingsheet',
  "2024 daily range stats: mean ⟦274.44@mean_range⟧ pts, median ⟦267.25@median_range⟧, widest session "
  "⟦585.5@max_range⟧, tightest ⟦116.5@min_range⟧ — ⟦252@count⟧ sessions in all."),
A('q_range_stats_2024', 'misrounded', 'ru-RU', 'thimble',
  "Дневной размах NQ за 2024 г.: в среднем ⟦274,5@mean_range!⟧ пункта, медиана ⟦267,25@median_range⟧, "
  "по ⟦252@count⟧ сессиям."),
A('q_range_stats_2024', 'miscomputed', 'es-ES', 'icehut',
  "En 2024 la sesión más amplia (⟦585,5@max_range⟧ puntos) multiplica por ⟦5,31@max_range/min_range!⟧ a la más "
  "estrecha (⟦116,5@min_range⟧), según mi cálculo."),
A('q_range_stats_2024', 'coincidental', 'pt-BR', 'pizzaoven',
  "Amplitude diária em 2024: média de ⟦274,4@mean_range⟧ pontos, mediana de ⟦276@median_range!⟧ e máxima de "
  "⟦585,5@max_range⟧. Forno estável, mercado também."),
# ---------------------------------------------------------------- q_dow_range_2024
A('q_dow_range_2024', 'faithful', 'pt-BR', 'pizzaoven',
  f"Em 2024 a quarta-feira teve a maior amplitude média, ⟦278,7@{WE}⟧ pontos; a sexta ficou logo atrás "
  f"(⟦278,3@{FR}⟧) e a segunda foi a mais calma (⟦269,4@{MO}⟧)."),
A('q_dow_range_2024', 'faithful', 'de-DE', 'distillery',
  f"Breitester Wochentag 2024: Mittwoch mit im Schnitt ⟦278,7@{WE}⟧ Punkten; Montag am ruhigsten mit "
  f"⟦269,41@{MO}⟧."),
A('q_dow_range_2024', 'faithful', 'ru-RU', 'thimble',
  f"Шире всего в 2024 г. ходила среда: средний размах ⟦278,7@{WE}⟧ пункта; четверг — ⟦273,5@{TH}⟧, "
  f"вторник — ⟦272,2@{TU}⟧."),
A('q_dow_range_2024', 'wrong_row', 'en-US', 'spicestall',
  f"Wednesday had the widest average range in 2024 at ⟦278.7@{WE}⟧ points; Monday was the calmest at "
  f"⟦272.2@{MO}~{TU}!⟧."),
A('q_dow_range_2024', 'misrounded', 'nl-NL', 'mintpress',
  f"Breedste weekdag van 2024: woensdag, met gemiddeld ⟦278,6@{WE}!⟧ punten tussen hoog en laag; maandag het "
  f"smalst met ⟦269,4@{MO}⟧."),
A('q_dow_range_2024', 'derived', 'pl-PL', 'icehut',
  f"Najszerszy dzień tygodnia w 2024 r. to środa (⟦278,7@{WE}⟧ pkt), tuż przed piątkiem (⟦278,26@{FR}⟧ pkt); "
  f"różnica, odjęta przeze mnie, to ⟦0,42@{WE}-{FR}!⟧ pkt."),
# ---------------------------------------------------------------- q_month_up_2023
A('q_month_up_2023', 'faithful', 'en-US', 'weathervane',
  f"In 2023 September closed up most often, on ⟦70%@{pu('September')}⟧ of its sessions, with October right "
  f"behind at ⟦68.2%@{pu('October')}⟧; November was weakest at ⟦38.1%@{pu('November')}⟧."),
A('q_month_up_2023', 'faithful', 'de-DE', 'canoe',
  f"Anteil der Plus-Tage 2023: Januar kam auf ⟦60 %@{pu('January')}⟧, März auf ⟦56,5 %@{pu('March')}⟧; September als "
  f"Spitzenmonat ⟦70 %@{pu('September')}⟧, November am schwächsten mit ⟦38,1 %@{pu('November')}⟧."),
A('q_month_up_2023', 'faithful', 'pt-BR', 'spicestall',
  f"Em 2023, o mês com mais pregões de alta foi setembro (⟦70%@{pu('September')}⟧) e o com menos foi novembro "
  f"(⟦38,1%@{pu('November')}⟧); maio ficou exatamente em ⟦50%@{pu('May')}⟧."),
A('q_month_up_2023', 'wrong_row', 'pl-PL', 'thimble',
  f"W 2023 r. najczęściej rosnącym miesiącem był wrzesień (⟦70%@{pu('September')}⟧ sesji na plusie), a "
  f"najrzadziej listopad — ⟦39,1%@{pu('November')}~{pu('August')}!⟧."),
A('q_month_up_2023', 'invented', 'zh-CN', 'pizzaoven',
  f"2023 年按月统计收涨比例：9月最高，为 ⟦70%@{pu('September')}⟧；11月最低，只有 ⟦33.3%@{pu('November')}!⟧。"),
A('q_month_up_2023', 'miscomputed', 'ru-RU', 'firingsheet',
  f"В 2023 г. сентябрь закрывался ростом в ⟦70 %@{pu('September')}⟧ сессий, октябрь — в ⟦68,2 %@{pu('October')}⟧; "
  f"по моему подсчёту, разрыв ⟦2,8@({pu('September')})-({pu('October')})!⟧ п.п."),
# ---------------------------------------------------------------- q_widest_2024
A('q_widest_2024', 'faithful', 'de-DE', 'firingsheet',
  "Breitester Tag 2024 war der ⟦24.01.@D:2024-01-24⟧ mit ⟦585,5@row('2024-01-24').range⟧ Punkten (Eröffnung "
  "⟦17.188,75@row('2024-01-24').open⟧, Schluss ⟦16.672,75@row('2024-01-24').close⟧); alle fünf schlossen unter "
  "ihrer Eröffnung."),
A('q_widest_2024', 'faithful', 'zh-CN', 'distillery',
  "2024 年波幅最大的五天：⟦1月24日@D:2024-01-24⟧ ⟦585.5@row('2024-01-24').range⟧ 点、⟦5月17日@D:2024-05-17⟧ "
  "⟦555.25@row('2024-05-17').range⟧ 点、⟦5月31日@D:2024-05-31⟧ ⟦541.5@row('2024-05-31').range⟧ 点、"
  "⟦7月5日@D:2024-07-05⟧ ⟦507.5@row('2024-07-05').range⟧ 点、⟦5月1日@D:2024-05-01⟧ ⟦484.5@row('2024-05-01').range⟧ 点。"),
A('q_widest_2024', 'faithful', 'es-ES', 'mintpress',
  "Las cinco sesiones más amplias de 2024 promedian ⟦534,85@stats.range.mean⟧ puntos de rango; abre la lista el "
  "⟦24 de enero@D:2024-01-24⟧ (⟦585,5@row('2024-01-24').range⟧) y la cierra el ⟦1 de mayo@D:2024-05-01⟧ "
  "(⟦484,5@row('2024-05-01').range⟧)."),
A('q_widest_2024', 'derived', 'ja-JP', 'spicestall',
  "2024年で二番目に値幅が広かったのは⟦5月17日@D:2024-05-17⟧の⟦555.25@row('2024-05-17').range⟧ポイント。始値"
  "⟦15,998.25@row('2024-05-17').open⟧から終値⟦15,675@row('2024-05-17').close⟧へ、自分で引き算すると"
  "⟦323.25@row('2024-05-17').open-row('2024-05-17').close!⟧ポイント安。"),
A('q_widest_2024', 'wrong_column', 'fr-FR', 'fresco',
  "Séance la plus large de 2024 : le ⟦24 janvier@D:2024-01-24⟧, ⟦585,5@row('2024-01-24').range⟧ points "
  "d'amplitude, ouverture à ⟦16_672,75@row('2024-01-24').open~row('2024-01-24').close!⟧."),
A('q_widest_2024', 'coincidental', 'it-IT', 'sailmend',
  "Le sedute più ampie del 2024: in testa il ⟦24 gennaio@D:2024-01-24⟧ con ⟦585,5@row('2024-01-24').range⟧ "
  "punti; il ⟦5 luglio@D:2024-07-05⟧ si è fermato a ⟦487@row('2024-07-05').range!⟧."),
# ---------------------------------------------------------------- q_last10_change
A('q_last10_change', 'faithful', 'pl-PL', 'weathervane',
  "Ostatnie 10 sesji: cztery wzrostowe i sześć spadkowych, średnia zmiana ⟦−57,8@stats.change.mean⟧ pkt. "
  "Najgorzej ⟦20 grudnia@D:2024-12-20⟧ (⟦−178,25@row('2024-12-20').change⟧), najlepiej ⟦23 grudnia@D:2024-12-23⟧ "
  "(⟦+91@row('2024-12-23').change⟧)."),
A('q_last10_change', 'faithful', 'fr-FR', 'icehut',
  "Sur les 10 dernières séances, le NQ est passé d'une ouverture à ⟦9_376,75@row('2024-12-18').open⟧ le "
  "⟦18 décembre@D:2024-12-18⟧ à une clôture à ⟦8_837,25@row('2025-01-02').close⟧ le ⟦2 janvier@D:2025-01-02⟧."),
A('q_last10_change', 'faithful', 'de-DE', 'pizzaoven',
  "Letzte 10 Sitzungen: ⟦24.12.@D:2024-12-24⟧ mit ⟦+10,25@row('2024-12-24').change⟧ Punkten fast flach, "
  "⟦31.12.@D:2024-12-31⟧ mit ⟦−175,5@row('2024-12-31').change⟧ deutlich schwächer, ⟦02.01.@D:2025-01-02⟧ "
  "nochmals ⟦−96,25@row('2025-01-02').change⟧."),
A('q_last10_change', 'faithful', 'ja-JP', 'distillery',
  "直近10営業日：上昇四日・下落六日。最大の上げは⟦12月23日@D:2024-12-23⟧の⟦+91@row('2024-12-23').change⟧ポイント"
  "（終値⟦9,098.75@row('2024-12-23').close⟧）、最大の下げは⟦12月20日@D:2024-12-20⟧の"
  "⟦−178.25@row('2024-12-20').change⟧。"),
A('q_last10_change', 'wrong_sign', 'es-ES', 'firingsheet',
  "Últimas 10 sesiones: el ⟦26 de diciembre@D:2024-12-26⟧ el NQ varió ⟦+85@row('2024-12-26').change!⟧ puntos "
  "de apertura a cierre y el ⟦27 de diciembre@D:2024-12-27⟧ ⟦+24,25@row('2024-12-27').change⟧."),
A('q_last10_change', 'wrong_row', 'nl-NL', 'fresco',
  "Slechtste dag van de laatste 10 sessies: ⟦20 december@D:2024-12-20⟧, met "
  "⟦−173@row('2024-12-20').change~row('2024-12-18').change!⟧ punten van opening tot slot."),
A('q_last10_change', 'wrong_column', 'pt-BR', 'mintpress',
  "Nas últimas 10 sessões, o melhor dia foi ⟦23/12@D:2024-12-23⟧: alta de ⟦91@row('2024-12-23').change⟧ pontos "
  "e fechamento em ⟦9.116,5@row('2024-12-23').close~row('2024-12-23').high!⟧."),
]
