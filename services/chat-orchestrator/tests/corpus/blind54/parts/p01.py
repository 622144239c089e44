"""Market-data queries, part 1 (q_range_last20 ... q_rth_hour_volume). Markers: see ../../blind4/lib.py.
Layouts: _reg.py. '_' between digits = the locale's group separator (U+202F fr, U+00A0 ru/pl)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A

MO, TU, WE, TH, FR = (f"row('{d}').mean_range" for d in ('Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'))


def pct(m):
    return f"row('{m}').pct_up*100"


def d(x, col):
    return f"row('{x}').{col}"


def hr(h):
    return f"row('{h}').mean_volume"


def yv(y):
    return f"row({y}).mean_volume"


ENTRIES = [
# ---------------------------------------------------------------- q_range_last20
A('q_range_last20', 'faithful', 'ru-RU', 'oiling',
  "пока масло стекало, посчитал для прихожанина: средний дневной размах NQ за последние 20 дней — "
  "⟦187,6@value⟧ пункта, от максимума до минимума."),
A('q_range_last20', 'faithful', 'it-IT', 'roost',
  "tra un conteggio e l'altro: range medio giornaliero del NQ sulle ultime 20 sedute, ⟦187,6@value⟧ punti "
  "dal massimo al minimo. Mercato più calmo del lago."),
A('q_range_last20', 'faithful', 'pt-BR', 'chalkfig',
  "perguntaram na pausa do café: a amplitude média diária do NQ nos últimos 20 pregões ficou em uns "
  "⟦188@value⟧ pontos entre a máxima e a mínima."),
A('q_range_last20', 'invented', 'en-GB', 'fordboard',
  "for those asking at the gate — over the last 20 sessions the NQ averaged ⟦176.4@value!⟧ points from high "
  "to low each day. Steadier than this river."),
A('q_range_last20', 'derived', 'pl-PL', 'heather',
  "średni dzienny zakres NQ z ostatnich 20 sesji: ⟦187,6@value⟧ pkt. Razem przez te 20 dni, policzone "
  "samodzielnie: ⟦3752@value*20!⟧ pkt przebiegu."),
A('q_range_last20', 'wrong_unit', 'fr-FR', 'smokehouse',
  "sur les 20 dernières séances, le NQ a fait en moyenne ⟦187,6@value~value!⟧ dollars d'amplitude par jour, "
  "du plus haut au plus bas.",
  unit_note='index points quoted as US dollars (a point of NQ is worth more than a dollar per contract)'),
# ---------------------------------------------------------------- q_range_stats_2024
A('q_range_stats_2024', 'faithful', 'es-ES', 'roost',
  "rango diario del NQ en 2024: media ⟦274,4@mean_range⟧ puntos, mediana ⟦267,25@median_range⟧, máximo "
  "⟦585,5@max_range⟧ y mínimo ⟦116,5@min_range⟧, sobre ⟦252@count⟧ sesiones."),
A('q_range_stats_2024', 'faithful', 'en-US', 'pinbarrel',
  "customer asked while the bellows dried. 2024 NQ daily range: average ⟦274.44@mean_range⟧ pts, median "
  "⟦267.25@median_range⟧, widest ⟦585.5@max_range⟧, narrowest ⟦116.5@min_range⟧."),
A('q_range_stats_2024', 'faithful', 'it-IT', 'fresnel',
  "range giornaliero NQ 2024 su ⟦252@count⟧ sedute: media ⟦274,4@mean_range⟧ punti, mediana "
  "⟦267,25@median_range⟧; giorno più ampio ⟦585,5@max_range⟧, più stretto ⟦116,5@min_range⟧."),
A('q_range_stats_2024', 'misrounded', 'ru-RU', 'chalkfig',
  "дневной размах NQ в 2024 г.: в среднем ⟦274,5@mean_range!⟧ пункта, медиана ⟦267,25@median_range⟧, "
  "самый широкий день ⟦585,5@max_range⟧, самый узкий ⟦116,5@min_range⟧."),
A('q_range_stats_2024', 'miscomputed', 'en-GB', 'gnomon',
  "2024 NQ daily range: widest day ⟦585.5@max_range⟧, narrowest ⟦116.5@min_range⟧ — a spread of "
  "⟦496@max_range-min_range!⟧ points by my sums. Mean ⟦274.4@mean_range⟧, median ⟦267.25@median_range⟧."),
A('q_range_stats_2024', 'derived', 'pt-BR', 'smokehouse',
  "amplitude diária do NQ em 2024: média ⟦274,4@mean_range⟧, máxima ⟦585,5@max_range⟧, mínima "
  "⟦116,5@min_range⟧. Pela minha conta, o dia mais largo foi ⟦5,03@max_range/min_range!⟧ vezes o mais estreito."),
# ---------------------------------------------------------------- q_dow_range_2024
A('q_dow_range_2024', 'faithful', 'pl-PL', 'glassfloat',
  "w 2024 r. najszerszy zakres miała środa, średnio ⟦278,7@" + WE + "⟧ pkt; tuż za nią piątek "
  "(⟦278,3@" + FR + "⟧), a najspokojniej było w poniedziałek: ⟦269,4@" + MO + "⟧."),
A('q_dow_range_2024', 'faithful', 'fr-FR', 'quill',
  "en 2024, c'est le mercredi qui a l'amplitude moyenne la plus large : ⟦278,7@" + WE + "⟧ points, devant le "
  "vendredi (⟦278,3@" + FR + "⟧) et le jeudi (⟦273,5@" + TH + "⟧). Le lundi est le plus calme."),
A('q_dow_range_2024', 'faithful', 'pt-BR', 'drillhire',
  "quarta-feira foi o dia da semana mais largo de 2024: ⟦278,7@" + WE + "⟧ pontos em média. Segunda foi a "
  "mais estreita, com ⟦269,41@" + MO + "⟧."),
A('q_dow_range_2024', 'faithful', 'de-DE', 'chalkfig',
  "breiteste Spanne 2024 am Mittwoch mit ⟦278,7@" + WE + "⟧ Punkten im Schnitt; Dienstag ⟦272,2@" + TU + "⟧, "
  "Montag am ruhigsten mit ⟦269,4@" + MO + "⟧."),
A('q_dow_range_2024', 'wrong_row', 'nl-NL', 'gnomon',
  "woensdag had in 2024 de breedste range: gemiddeld ⟦278,26@" + WE + "~" + FR + "!⟧ punten per dag. Maandag "
  "was de smalste met ⟦269,41@" + MO + "⟧."),
A('q_dow_range_2024', 'coincidental', 'ru-RU', 'oiling',
  "средний размах по дням недели за 2024 г.: среда ⟦278,7@" + WE + "⟧, вторник ⟦273,4@" + TU + "!⟧, "
  "понедельник ⟦269,4@" + MO + "⟧ — самый тихий день."),
A('q_dow_range_2024', 'miscomputed', 'en-GB', 'pinbarrel',
  "Wednesday was the widest weekday of 2024 at ⟦278.7@" + WE + "⟧ points on average, Monday the narrowest at "
  "⟦269.4@" + MO + "⟧ — a gap of ⟦9.72@" + WE + "-" + MO + "!⟧ points by my sums."),
# ---------------------------------------------------------------- q_month_up_2023
A('q_month_up_2023', 'faithful', 'de-DE', 'gnomon',
  "2023 schloss der September am häufigsten im Plus, an ⟦70@" + pct('September') + "⟧ % der Tage; der "
  "November am seltensten, an ⟦38,1@" + pct('November') + "⟧ %."),
A('q_month_up_2023', 'faithful', 'it-IT', 'quill',
  "quota di giornate in rialzo per mese nel 2023: settembre in testa con il ⟦70@" + pct('September') + "⟧ %, "
  "ottobre subito dietro (⟦68,2@" + pct('October') + "⟧ %), novembre ultimo con il ⟦38,1@" + pct('November') + "⟧ %."),
A('q_month_up_2023', 'faithful', 'ja-JP', 'smokehouse',
  "2023年の月別陽線率：9月が最高で⟦70@" + pct('September') + "⟧%、11月が最低で⟦38.1@" + pct('November') + "⟧%。"
  "8月も⟦39.1@" + pct('August') + "⟧%と弱い。"),
A('q_month_up_2023', 'wrong_row', 'en-US', 'glassfloat',
  "2023 up-day share by month: September led at ⟦70%@" + pct('September') + "⟧, and November was the weakest "
  "month at ⟦39.1%@" + pct('November') + "~" + pct('August') + "!⟧."),
A('q_month_up_2023', 'coincidental', 'nl-NL', 'drillhire',
  "in 2023 sloot september het vaakst hoger (⟦70@" + pct('September') + "⟧ %), november het minst vaak "
  "(⟦38,1@" + pct('November') + "⟧ %); maart zat op ⟦61@" + pct('March') + "!⟧ %."),
A('q_month_up_2023', 'wrong_unit', 'zh-CN', 'heather',
  "2023 年各月收涨天数占比：9月最高，为 ⟦0.7%@row('September').pct_up~row('September').pct_up!⟧；"
  "11月最低。",
  unit_note='a share stored as a fraction (0.7 = 70 %) written with a percent sign'),
A('q_month_up_2023', 'misrounded', 'pl-PL', 'roost',
  "udział sesji wzrostowych w 2023 r.: wrzesień najlepszy, ⟦70@" + pct('September') + "⟧ %; luty "
  "⟦47,3@" + pct('February') + "!⟧ %, a listopad najsłabszy — ⟦38,1@" + pct('November') + "⟧ %."),
# ---------------------------------------------------------------- q_widest_2024
A('q_widest_2024', 'faithful', 'pt-BR', 'fordboard',
  "os cinco dias mais largos de 2024: ⟦24/01@D:2024-01-24⟧ (⟦585,5@" + d('2024-01-24', 'range') + "⟧), "
  "⟦17/05@D:2024-05-17⟧ (⟦555,25@" + d('2024-05-17', 'range') + "⟧), ⟦31/05@D:2024-05-31⟧ "
  "(⟦541,5@" + d('2024-05-31', 'range') + "⟧), ⟦05/07@D:2024-07-05⟧ (⟦507,5@" + d('2024-07-05', 'range') + "⟧) "
  "e ⟦01/05@D:2024-05-01⟧ (⟦484,5@" + d('2024-05-01', 'range') + "⟧)."),
A('q_widest_2024', 'faithful', 'en-GB', 'glassfloat',
  "widest NQ days of 2024: ⟦24 Jan@D:2024-01-24⟧ at ⟦585.5@" + d('2024-01-24', 'range') + "⟧ points, then "
  "⟦17 May@D:2024-05-17⟧ (⟦555.25@" + d('2024-05-17', 'range') + "⟧) and ⟦31 May@D:2024-05-31⟧ "
  "(⟦541.5@" + d('2024-05-31', 'range') + "⟧)."),
A('q_widest_2024', 'faithful', 'de-DE', 'oiling',
  "weiteste Tage 2024: ⟦24.01.@D:2024-01-24⟧ mit ⟦585,5@" + d('2024-01-24', 'range') + "⟧ Punkten (Eröffnung "
  "⟦17.188,75@" + d('2024-01-24', 'open') + "⟧, Schluss ⟦16.672,75@" + d('2024-01-24', 'close') + "⟧), danach "
  "⟦17.05.@D:2024-05-17⟧ mit ⟦555,25@" + d('2024-05-17', 'range') + "⟧."),
A('q_widest_2024', 'wrong_column', 'pl-PL', 'pinbarrel',
  "najszersze dni 2024 r.: ⟦24 stycznia@D:2024-01-24⟧ — ⟦585,5@" + d('2024-01-24', 'range') + "⟧ pkt; "
  "⟦17 maja@D:2024-05-17⟧ — ⟦555,25@" + d('2024-05-17', 'range') + "⟧ pkt przy zamknięciu "
  "⟦15_998,25@" + d('2024-05-17', 'close') + "~" + d('2024-05-17', 'open') + "!⟧."),
A('q_widest_2024', 'wrong_row', 'ja-JP', 'chalkfig',
  "2024年の値幅上位：⟦1月24日@D:2024-01-24⟧が⟦585.5@" + d('2024-01-24', 'range') + "⟧ポイントで首位、"
  "⟦5月17日@D:2024-05-17⟧が⟦541.5@" + d('2024-05-17', 'range') + "~" + d('2024-05-31', 'range') + "!⟧、"
  "⟦7月5日@D:2024-07-05⟧が⟦507.5@" + d('2024-07-05', 'range') + "⟧。"),
A('q_widest_2024', 'misrounded', 'es-ES', 'drillhire',
  "días más amplios de 2024: el ⟦24 de enero@D:2024-01-24⟧, con ⟦585,5@" + d('2024-01-24', 'range') + "⟧ "
  "puntos; el ⟦5 de julio@D:2024-07-05⟧ (⟦507,5@" + d('2024-07-05', 'range') + "⟧) abrió en "
  "⟦13.548@" + d('2024-07-05', 'open') + "!⟧ y cerró en ⟦13.151,75@" + d('2024-07-05', 'close') + "⟧."),
# ---------------------------------------------------------------- q_last10_change
A('q_last10_change', 'faithful', 'nl-NL', 'heather',
  "laatste 10 sessies: vier hoger, zes lager. Slechtste dag ⟦20 december@D:2024-12-20⟧ "
  "(⟦−178,25@" + d('2024-12-20', 'change') + "⟧), beste ⟦23 december@D:2024-12-23⟧ "
  "(⟦+91@" + d('2024-12-23', 'change') + "⟧). Slot ⟦2 januari@D:2025-01-02⟧: ⟦8.837,25@" + d('2025-01-02', 'close') + "⟧."),
A('q_last10_change', 'faithful', 'ja-JP', 'pinbarrel',
  "直近10営業日は上昇が四日、下落が六日。最大の下げは⟦12月20日@D:2024-12-20⟧の⟦−178.25@" + d('2024-12-20', 'change') + "⟧、"
  "最後の⟦1月2日@D:2025-01-02⟧は⟦−96.25@" + d('2025-01-02', 'change') + "⟧で終値⟦8,837.25@" + d('2025-01-02', 'close') + "⟧。"),
A('q_last10_change', 'faithful', 'es-ES', 'glassfloat',
  "últimas 10 sesiones del NQ: la peor, el ⟦20 de diciembre@D:2024-12-20⟧ (⟦−178,25@" + d('2024-12-20', 'change') + "⟧); "
  "la mejor, el ⟦23 de diciembre@D:2024-12-23⟧ (⟦+91@" + d('2024-12-23', 'change') + "⟧). Cambio medio "
  "⟦−57,8@stats.change.mean⟧ por sesión."),
A('q_last10_change', 'faithful', 'ru-RU', 'quill',
  "последние 10 сессий: ⟦18 декабря@D:2024-12-18⟧ открылись на ⟦9376,75@" + d('2024-12-18', 'open') + "⟧, "
  "⟦2 января@D:2025-01-02⟧ закрылись на ⟦8837,25@" + d('2025-01-02', 'close') + "⟧; худший день — "
  "⟦20 декабря@D:2024-12-20⟧, ⟦−178,25@" + d('2024-12-20', 'change') + "⟧."),
A('q_last10_change', 'wrong_sign', 'fr-FR', 'oiling',
  "10 dernières séances : ⟦20 décembre@D:2024-12-20⟧ ⟦−178,25@" + d('2024-12-20', 'change') + "⟧, "
  "⟦23 décembre@D:2024-12-23⟧ ⟦+91@" + d('2024-12-23', 'change') + "⟧, ⟦30 décembre@D:2024-12-30⟧ "
  "⟦−69,25@" + d('2024-12-30', 'change') + "!⟧, et ⟦2 janvier@D:2025-01-02⟧ ⟦−96,25@" + d('2025-01-02', 'change') + "⟧ pour finir."),
A('q_last10_change', 'wrong_column', 'pl-PL', 'gnomon',
  "ostatnie 10 sesji: najgorsza ⟦20 grudnia@D:2024-12-20⟧ (⟦−178,25@" + d('2024-12-20', 'change') + "⟧); "
  "sylwestrowa sesja ⟦31 grudnia@D:2024-12-31⟧ zamknięta na ⟦8929,5@" + d('2024-12-31', 'close') + "~"
  + d('2024-12-31', 'low') + "!⟧, a ⟦2 stycznia@D:2025-01-02⟧ na ⟦8837,25@" + d('2025-01-02', 'close') + "⟧."),
A('q_last10_change', 'coincidental', 'en-US', 'fresnel',
  "last 10 sessions: ⟦Dec 20@D:2024-12-20⟧ the worst at ⟦−178.25@" + d('2024-12-20', 'change') + "⟧, "
  "⟦Dec 23@D:2024-12-23⟧ the best at ⟦+91@" + d('2024-12-23', 'change') + "⟧; ⟦Dec 31@D:2024-12-31⟧ closed "
  "⟦−175.5@" + d('2024-12-31', 'change') + "⟧ on a thin ⟦145,340@" + d('2024-12-31', 'volume') + "!⟧ contracts."),
# ---------------------------------------------------------------- q_year_volume
A('q_year_volume', 'faithful', 'en-US', 'fresnel',
  "average daily NQ volume — 2023: ⟦201,034@" + yv(2023) + "⟧ contracts over ⟦250@row(2023).count⟧ days; "
  "2024: ⟦201,006@" + yv(2024) + "⟧ over ⟦252@row(2024).count⟧; 2025 so far one session, ⟦201,902@" + yv(2025) + "⟧."),
A('q_year_volume', 'faithful', 'en-GB', 'roost',
  "mean daily volume by year: ⟦201,034@" + yv(2023) + "⟧ in 2023 and ⟦201,006@" + yv(2024) + "⟧ in 2024 — "
  "level, near enough — and ⟦201,902@" + yv(2025) + "⟧ for the lone 2025 session."),
A('q_year_volume', 'faithful', 'it-IT', 'pinbarrel',
  "volume medio giornaliero: 2023 ⟦201.034@" + yv(2023) + "⟧, 2024 ⟦201.006@" + yv(2024) + "⟧, 2025 "
  "⟦201.902@" + yv(2025) + "⟧ (una sola seduta). Praticamente piatto."),
A('q_year_volume', 'wrong_year', 'ru-RU', 'drillhire',
  "средний дневной объём NQ: 2024 г. — ⟦201_034@" + yv(2024) + "~" + yv(2023) + "!⟧ контракта, "
  "2025 г. — ⟦201_902@" + yv(2025) + "⟧ (пока одна сессия)."),
A('q_year_volume', 'wrong_year', 'pt-BR', 'gnomon',
  "volume médio diário do NQ: 2023 com ⟦201.034@" + yv(2023) + "⟧ contratos em ⟦252@row(2023).count~row(2024).count!⟧ "
  "pregões; 2024 com ⟦201.006@" + yv(2024) + "⟧. Quase igual."),
A('q_year_volume', 'derived', 'zh-CN', 'heather',
  "日均成交量：2024 年 ⟦201,006@" + yv(2024) + "⟧ 手，2025 年（仅一个交易日）⟦201,902@" + yv(2025) + "⟧ 手；"
  "我自己算了一下，后者多 ⟦896@" + yv(2025) + "-" + yv(2024) + "!⟧ 手。"),
# ---------------------------------------------------------------- q_rth_hour_volume
A('q_rth_hour_volume', 'faithful', 'de-DE', 'heather',
  "RTH-Volumen je Stunde, letzte 20 Tage: am meisten um 15:00 mit ⟦19.373@" + hr('15') + "⟧ Kontrakten im "
  "Schnitt, dann 09:00 mit ⟦17.542@" + hr('09') + "⟧; am ruhigsten 16:00 mit ⟦5.808@" + hr('16') + "⟧."),
A('q_rth_hour_volume', 'faithful', 'ja-JP', 'gnomon',
  "直近20日のRTH時間帯別出来高：15:00台が最多で平均⟦19,373@" + hr('15') + "⟧枚、09:00台が⟦17,542@" + hr('09') + "⟧枚、"
  "16:00台は⟦5,808@" + hr('16') + "⟧枚で最少。"),
A('q_rth_hour_volume', 'faithful', 'pl-PL', 'chalkfig',
  "wolumen RTH wg godzin, ostatnie 20 dni: szczyt o 15:00 — średnio ⟦19_373@" + hr('15') + "⟧ kontraktów, "
  "potem 09:00 — ⟦17_542@" + hr('09') + "⟧; najmniej o 16:00: ⟦5808@" + hr('16') + "⟧."),
A('q_rth_hour_volume', 'wrong_row', 'nl-NL', 'fordboard',
  "RTH-volume per uur, laatste 20 dagen: 15:00 het drukst met ⟦19.373@" + hr('15') + "⟧ contracten; "
  "13:00 het stilst vóór de slotbel, met ⟦13.396@" + hr('13') + "~" + hr('12') + "!⟧."),
A('q_rth_hour_volume', 'coincidental', 'it-IT', 'drillhire',
  "volume RTH per ora negli ultimi 20 giorni: picco alle 15:00 con ⟦19.373@" + hr('15') + "⟧ contratti, alle "
  "11:00 ⟦13.302@" + hr('11') + "!⟧, minimo alle 16:00 con ⟦5.808@" + hr('16') + "⟧."),
A('q_rth_hour_volume', 'misrounded', 'zh-CN', 'roost',
  "最近 20 天 RTH 各小时平均成交量：15:00 时段最多，为 ⟦19,374@" + hr('15') + "!⟧ 手；16:00 时段最少，"
  "为 ⟦5,808@" + hr('16') + "⟧ 手。"),
]
