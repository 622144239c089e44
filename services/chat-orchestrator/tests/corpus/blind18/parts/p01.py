"""Market-data queries, part 1 (q_range_last20 ... q_rth_hour_volume). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- q_range_last20
E('q_range_last20', 'misrounded', 'zh-CN customs',
  """海关申报单 · 货物：NQ日内波幅
品名：近20个交易日平均日波幅
数量：20根日线
申报值：⟦187@value!⟧ 点
本人保证以上申报内容真实无误。"""),
E('q_range_last20', 'wrong_unit', 'it-IT flatpack',
  """SPÄNNVIDD — istruzioni di montaggio
1. Disporre le ⟦20@R.source_row_count⟧ barre giornaliere sul pavimento.
2. Misurare ogni barra dal massimo al minimo.
3. Altezza media attesa: ⟦187,6@value~value!⟧ mm. Se non torna, non forzare.""",
  unit_note='index points quoted as millimetres'),
E('q_range_last20', 'invented', 'en-GB rconsole',
  """> rng <- with(tail(daily, 20), high - low)
> cat("mean range:", mean(rng), "pts over", length(rng), "days\\n")
mean range: ⟦176.25@value!⟧ pts over ⟦20@R.source_row_count⟧ days"""),
E('q_range_last20', 'faithful', 'nl-NL atc',
  """NQ: Toren, Nasdaq-Quebec, verzoek gemiddelde dagrange, laatste 20 sessies.
TWR: Nasdaq-Quebec, gemiddelde range ⟦187,6@value⟧ punten over ⟦20@R.source_row_count⟧ dagbalken.
NQ: ⟦187,6@value⟧, begrepen, Nasdaq-Quebec."""),
E('q_range_last20', 'faithful', 'de-DE shipping',
  """Seewetterbericht für die NQ-See, letzte 20 Handelstage:
Tagesspanne im Mittel ⟦187,6@value⟧ Punkte, See mäßig bewegt.
Aussichten: unverändert. Sicht gut."""),
E('q_range_last20', 'faithful', 'ru-RU limerick',
  """Жил-был трейдер на NQ, чудак,
Двадцать дней он считал кое-как:
«Средний мой диапазон —
⟦187,6@value⟧ пункта, резон!»
И купил себе новый пиджак."""),
# ---------------------------------------------------------------- q_range_stats_2024
E('q_range_stats_2024', 'wrong_column', 'ja-JP rconsole',
  """> stats2024   # 2024年・日々の値幅
  平均   最大   最小   日数 
⟦267.25@mean_range~median_range!⟧ ⟦585.50@max_range⟧ ⟦116.50@min_range⟧ ⟦252@count⟧ """),
E('q_range_stats_2024', 'derived', 'nl-NL jobad',
  """VACATURE — Range-analist NQ (m/v/x)
Je werkt met ⟦252@count⟧ handelsdagen van 2024, gemiddelde range ⟦274,44@mean_range⟧ punten.
Pré: je schrikt niet van een topdag die ⟦5,03@max_range/min_range!⟧ keer zo breed is als de rustigste (eigen berekening).
Solliciteer vandaag nog."""),
E('q_range_stats_2024', 'invented', 'en-US gameshow',
  """HOST: For the grand prize — NQ's average daily range in 2024?
CONTESTANT: ⟦281.9@mean_range!⟧ points, over ⟦252@count⟧ sessions. Final answer!
HOST: Lock it in… and the board says — CORRECT!"""),
E('q_range_stats_2024', 'faithful', 'pt-BR mainframe',
  """RELATÓRIO NQRG2024 — PROCESSAMENTO EM LOTE
ESTATÍSTICA DA AMPLITUDE DIÁRIA — ANO 2024
---------------------------------------------
MÉDIA     MEDIANA    MÁXIMA    MÍNIMA   DIAS
⟦274,44@mean_range⟧    ⟦267,25@median_range⟧     ⟦585,50@max_range⟧    ⟦116,50@min_range⟧    ⟦252@count⟧"""),
E('q_range_stats_2024', 'faithful', 'fr-FR flatpack',
  """MONTAGE « PLAGE 2024 »
A. Déballez les ⟦252@count⟧ séances.
B. Mesurez chaque bougie (haut − bas) : moyenne ⟦274,44@mean_range⟧ pts, médiane ⟦267,25@median_range⟧.
C. Pièce la plus longue ⟦585,5@max_range⟧, la plus courte ⟦116,5@min_range⟧. Serrez sans forcer."""),
E('q_range_stats_2024', 'faithful', 'ru-RU limerick',
  """Был у NQ двадцать четвёртый год:
Средний размах — ⟦274,44@mean_range⟧, вот.
Максимум — ⟦585,5@max_range⟧,
Минимум — ⟦116,5@min_range⟧,
А торговых дней ⟦252@count⟧ — весь приход."""),
# ---------------------------------------------------------------- q_dow_range_2024
E('q_dow_range_2024', 'wrong_row', 'pl-PL jobad',
  """OGŁOSZENIE: zatrudnimy analityka zmienności NQ.
Wymagania: wiesz, że w 2024 r. środa była najszersza (⟦278,7@row('Wednesday').mean_range⟧ pkt), a wtorek miał średnio ⟦273,53@row('Tuesday').mean_range~row('Thursday').mean_range!⟧ pkt.
Oferujemy: spokojne poniedziałki."""),
E('q_dow_range_2024', 'miscomputed', 'en-GB customs',
  """HM CUSTOMS — DECLARATION OF VOLATILITY (2024)
Goods: average daily range by weekday
Highest: Wednesday, ⟦278.7@row('Wednesday').mean_range⟧ pts
Lowest: Monday, ⟦269.41@row('Monday').mean_range⟧ pts
Difference declared: ⟦9.72@row('Wednesday').mean_range-row('Monday').mean_range!⟧ pts
I declare the above particulars are true."""),
E('q_dow_range_2024', 'coincidental', 'ja-JP limerick',
  """月曜の　NQさんは　のんびりや
値幅は平均　⟦272.4@row('Monday').mean_range!⟧
水曜が最大　⟦278.7@row('Wednesday').mean_range⟧
金曜も負けずに　⟦278.3@row('Friday').mean_range⟧
月曜だけは　今日もあくびや"""),
E('q_dow_range_2024', 'faithful', 'it-IT boxtable',
  """┌───────────┬───────┐
│ Giorno    │ Range │
├───────────┼───────┤
│ Lunedì    │ ⟦269,4@row('Monday').mean_range⟧ │
│ Martedì   │ ⟦272,2@row('Tuesday').mean_range⟧ │
│ Mercoledì │ ⟦278,7@row('Wednesday').mean_range⟧ │
│ Giovedì   │ ⟦273,5@row('Thursday').mean_range⟧ │
│ Venerdì   │ ⟦278,3@row('Friday').mean_range⟧ │
└───────────┴───────┘
Il mercoledì è il più ampio del 2024."""),
E('q_dow_range_2024', 'faithful', 'nl-NL mainframe',
  """NQWD2024   GEMIDDELDE DAGRANGE PER WEEKDAG 2024
 ....+....1....+....2....+....3
 MAANDAG      ⟦269,406@row('Monday').mean_range⟧
 DINSDAG      ⟦272,170@row('Tuesday').mean_range⟧
 WOENSDAG     ⟦278,675@row('Wednesday').mean_range⟧
 DONDERDAG    ⟦273,530@row('Thursday').mean_range⟧
 VRIJDAG      ⟦278,260@row('Friday').mean_range⟧
 GROEPEN: 5""", allow=[1, 2, 3, 5]),
E('q_dow_range_2024', 'faithful', 'ru-RU flatpack',
  """Инструкция по сборке «НЕДЕЛЯ-2024»
1. Возьмите понедельник (⟦269,41@row('Monday').mean_range⟧) — самую короткую деталь.
2. Найдите среду (⟦278,7@row('Wednesday').mean_range⟧) — самую длинную.
3. Пятницу (⟦278,26@row('Friday').mean_range⟧) не перепутайте со средой."""),
# ---------------------------------------------------------------- q_month_up_2023
E('q_month_up_2023', 'wrong_row', 'en-US boxtable',
  """┌───────────┬─────────┐
│ 2023      │ Up days │
├───────────┼─────────┤
│ September │ ⟦70.0%@row('September').pct_up*100⟧   │
│ October   │ ⟦68.2%@row('October').pct_up*100⟧   │
│ November  │ ⟦39.1%@row('November').pct_up*100~row('August').pct_up*100!⟧   │
└───────────┴─────────┘
Best: September. Worst: November."""),
E('q_month_up_2023', 'wrong_unit', 'fr-FR shakespeare',
  """Ô Septembre, mois trois fois béni ! De tes séances, ⟦70@row('September').pct_up*100~row('September').pct_up*100!⟧ ont fini en hausse, et Octobre, ton frère, te suit de près. Mais toi, Novembre perfide, à peine ⟦38,1\u202f%@row('November').pct_up*100⟧ ! Sortez, baissiers.""",
  unit_note='a percentage of days quoted as a number of sessions'),
E('q_month_up_2023', 'misrounded', 'zh-CN mainframe',
  """1NQMU2023   2023年各月上涨天数占比
 月份      上涨占比
 1月       ⟦60.0%@row('January').pct_up*100⟧
 2月       ⟦47.3%@row('February').pct_up*100!⟧
 3月       ⟦56.5%@row('March').pct_up*100⟧
 9月       ⟦70.0%@row('September').pct_up*100⟧
 11月      ⟦38.1%@row('November').pct_up*100⟧""", allow=[1]),
E('q_month_up_2023', 'faithful', 'nl-NL flatpack',
  """MONTAGEHANDLEIDING «MAAND-2023»
1. Leg september bovenaan: ⟦70%@row('September').pct_up*100⟧ stijgende dagen.
2. Dan oktober (⟦68,2%@row('October').pct_up*100⟧) en januari (⟦60%@row('January').pct_up*100⟧).
3. Onderaan komt november (⟦38,1%@row('November').pct_up*100⟧). Niet forceren."""),
E('q_month_up_2023', 'faithful', 'pt-BR atc',
  """NQ: Torre, Nasdaq Quebec, solicito a estatística mensal de 2023.
TWR: Nasdaq Quebec, setembro com ⟦70 %@row('September').pct_up*100⟧ de altas, novembro com ⟦38,1 %@row('November').pct_up*100⟧; vento calmo.
NQ: Setembro com ⟦70 %@row('September').pct_up*100⟧, novembro com ⟦38,1 %@row('November').pct_up*100⟧, ciente."""),
E('q_month_up_2023', 'faithful', 'it-IT limerick',
  """C'era un trader di Borgo Marea
che i mesi del duemilaventitré vedea:
settembre al ⟦70 %@row('September').pct_up*100⟧ saliva,
novembre al ⟦38,1 %@row('November').pct_up*100⟧ languiva,
e gennaio al ⟦60 %@row('January').pct_up*100⟧ sorridea."""),
# ---------------------------------------------------------------- q_widest_2024
E('q_widest_2024', 'wrong_column', 'en-US gameshow',
  """HOST: Round three! The wide day of ⟦May 31, 2024@D:2024-05-31⟧ — where did NQ open?
CONTESTANT: ⟦14,601.5@row('2024-05-31').open~row('2024-05-31').close!⟧!
HOST: Range that day: ⟦541.5@row('2024-05-31').range⟧ points… the judges say YES!"""),
E('q_widest_2024', 'derived', 'pl-PL customs',
  """DEKLARACJA CELNA — NQ, ⟦24 stycznia 2024@D:2024-01-24⟧
Opis towaru: najszerszy dzień roku, zakres ⟦585,5@row('2024-01-24').range⟧ pkt
Otwarcie: ⟦17\u00a0188,75@row('2024-01-24').open⟧  Zamknięcie: ⟦16\u00a0672,75@row('2024-01-24').close⟧
Wartość deklarowana (spadek sesji, moje wyliczenie): ⟦516@row('2024-01-24').close-row('2024-01-24').open|neg!⟧ pkt"""),
E('q_widest_2024', 'coincidental', 'fr-FR jobad',
  """OFFRE D'EMPLOI — Chasseur de séances agitées (H/F)
Missions : suivre les 5 séances les plus larges de 2024, du ⟦24 janvier@D:2024-01-24⟧ (⟦585,5@row('2024-01-24').range⟧ points) au ⟦1er mai@D:2024-05-01⟧ (⟦510@row('2024-05-01').range!⟧ points).
Profil : nerfs solides, café fort.""", allow=[1]),
E('q_widest_2024', 'faithful', 'zh-CN shakespeare',
  """啊，二〇二四年最狂暴的一日！⟦1月24日@D:2024-01-24⟧，你自⟦17,188.75@row('2024-01-24').open⟧开盘，落至⟦16,672.75@row('2024-01-24').close⟧收盘，振幅竟达⟦585.5@row('2024-01-24').range⟧点。五月亦不安分：⟦5月17日@D:2024-05-17⟧振幅⟦555.25@row('2024-05-17').range⟧点。"""),
E('q_widest_2024', 'faithful', 'en-GB atc',
  """NQ: London Range, Nasdaq Quebec, request the widest days of 2024.
ATC: Nasdaq Quebec, widest ⟦24 January@D:2024-01-24⟧, ⟦585.5@row('2024-01-24').range⟧ points; then ⟦17 May@D:2024-05-17⟧, ⟦555.25@row('2024-05-17').range⟧; five on the list.
NQ: ⟦585.5@row('2024-01-24').range⟧ on 24 January, copied, Nasdaq Quebec.""", allow=[24]),
E('q_widest_2024', 'faithful', 'pt-BR boardingpass',
  """CARTÃO DE EMBARQUE ✈ NQ AIRLINES
VOO NQ2024 · DATA ⟦24 JAN 2024@D:2024-01-24⟧
PASSAGEIRO: AMPLITUDE/MAXIMA
ABERTURA ⟦17.188,75@row('2024-01-24').open⟧ · FECHAMENTO ⟦16.672,75@row('2024-01-24').close⟧
AMPLITUDE ⟦585,5@row('2024-01-24').range⟧ PTS · PORTÃO B5 · ASSENTO 5A
EMBARQUE 09:30"""),
# ---------------------------------------------------------------- q_last10_change
E('q_last10_change', 'wrong_sign', 'pl-PL flatpack',
  """INSTRUKCJA MONTAŻU „OSTATNIE 10”
1. Ułóż 10 świec w rzędzie, od ⟦18 grudnia 2024@D:2024-12-18⟧ do ⟦2 stycznia 2025@D:2025-01-02⟧.
2. Najdłuższa czerwona: ⟦20 grudnia@D:2024-12-20⟧, ⟦−178,25@row('2024-12-20').change⟧.
3. Średnia zmiana: ⟦+57,8@stats.change.mean!⟧ pkt. Gotowe."""),
E('q_last10_change', 'wrong_row', 'fr-FR atc',
  """NQ : Tour, Nasdaq Québec, demande le bilan des 10 dernières séances.
TWR : Nasdaq Québec, le ⟦23 décembre@D:2024-12-23⟧ ⟦+91@row('2024-12-23').change⟧, le ⟦24 décembre@D:2024-12-24⟧ ⟦+24,25@row('2024-12-24').change~row('2024-12-27').change!⟧, le ⟦31 décembre@D:2024-12-31⟧ ⟦−175,5@row('2024-12-31').change⟧ ; moyenne ⟦−57,8@stats.change.mean⟧.
NQ : Reçu."""),
E('q_last10_change', 'miscomputed', 'zh-CN shipping',
  """海洋天气预报（NQ海域，最近10个交易日）：
⟦12月31日@D:2024-12-31⟧：开盘⟦9,119.5@row('2024-12-31').open⟧，收盘⟦8,944@row('2024-12-31').close⟧，下跌⟦175.5@row('2024-12-31').change|neg⟧点，日内波幅⟦230.75@row('2024-12-31').high-row('2024-12-31').low!⟧点，风浪较大。
⟦1月2日@D:2025-01-02⟧：继续偏弱，⟦−96.25@row('2025-01-02').change⟧。"""),
E('q_last10_change', 'faithful', 'en-US shakespeare',
  """Hark! Ten sessions past, and most did bleed:
on ⟦Dec 20, 2024@D:2024-12-20⟧ the tape fell ⟦178.25@row('2024-12-20').change|neg⟧ points, the deepest wound; yet ⟦Dec 23@D:2024-12-23⟧ rose ⟦91@row('2024-12-23').change⟧, a brief and hollow joy.
The mean of all, alas: ⟦−57.8@stats.change.mean⟧. Exeunt, lower."""),
E('q_last10_change', 'faithful', 'es-ES jobad',
  """SE BUSCA: analista de cierres de año (NQ).
Experiencia en las últimas 10 sesiones: media de ⟦−57,8@stats.change.mean⟧ puntos, mejor día el ⟦23 de diciembre@D:2024-12-23⟧ (⟦+91@row('2024-12-23').change⟧), peor el ⟦20 de diciembre@D:2024-12-20⟧ (⟦−178,25@row('2024-12-20').change⟧).
Incorporación inmediata."""),
E('q_last10_change', 'faithful', 'ru-RU rconsole',
  """> options(OutDec = ",")
> summary(last10$change)[c("Min.", "Mean", "Max.")]
   Min.    Mean    Max. 
⟦-178,25@stats.change.min⟧  ⟦-57,80@stats.change.mean⟧   ⟦91,00@stats.change.max⟧ 
> last10$close[10]
[1] ⟦8837,25@row('2025-01-02').close⟧""", allow=[1]),
# ---------------------------------------------------------------- q_year_volume
E('q_year_volume', 'wrong_year', 'pt-BR customs',
  """DECLARAÇÃO ADUANEIRA — VOLUME MÉDIO DIÁRIO
Item A — ano 2024: ⟦201.033,96@row(2024).mean_volume~row(2023).mean_volume!⟧ contratos/dia (⟦252@row(2024).count⟧ pregões)
Item B — ano 2025: ⟦201.902@row(2025).mean_volume⟧ (só ⟦1@row(2025).count⟧ pregão)
Declaro serem verdadeiras as informações acima."""),
E('q_year_volume', 'wrong_year', 'zh-CN rconsole',
  """> print(aggregate(volume ~ year, subset(daily, year < 2025), mean), row.names = FALSE)
 year    volume
 2023 ⟦201033.96@row(2023).mean_volume⟧
 2024 ⟦201902.00@row(2024).mean_volume~row(2025).mean_volume!⟧
# 2024年日均成交量略高于2023年"""),
E('q_year_volume', 'misrounded', 'it-IT limerick',
  """Un broker di Pieve di Cadore
contava i contratti a tutte l'ore:
nel duemilaventitré ⟦201.034@row(2023).mean_volume⟧ al dì,
nel duemilaventiquattro ⟦201.007@row(2024).mean_volume!⟧ così,
e il venticinque? Un giorno soltanto, signore."""),
E('q_year_volume', 'faithful', 'ja-JP boardingpass',
  """搭乗券 BOARDING PASS
便名 NQ2025　搭乗口 B3
2023年：1日平均 ⟦201,034@row(2023).mean_volume⟧枚（⟦250@row(2023).count⟧日）
2024年：1日平均 ⟦201,006@row(2024).mean_volume⟧枚（⟦252@row(2024).count⟧日）
2025年：⟦201,902@row(2025).mean_volume⟧枚（⟦1@row(2025).count⟧日のみ）
座席 3A""", allow=[1, 3]),
E('q_year_volume', 'faithful', 'fr-FR shakespeare',
  """Ô volumes constants, ô marée sans reflux ! En deux mille vingt-trois, ⟦201\u202f034@row(2023).mean_volume⟧ contrats par jour ; en deux mille vingt-quatre, ⟦201\u202f006@row(2024).mean_volume⟧ : presque rien ne vous sépare. Et deux mille vingt-cinq, d'un seul jour, monte à ⟦201\u202f902@row(2025).mean_volume⟧."""),
E('q_year_volume', 'faithful', 'es-ES flatpack',
  """MONTAJE «VOLUMEN»
Paso A: coloque 2023 (⟦201.034@row(2023).mean_volume⟧ contratos/día, ⟦250@row(2023).count⟧ sesiones).
Paso B: encaje 2024 (⟦201.006@row(2024).mean_volume⟧, ⟦252@row(2024).count⟧ sesiones).
Paso C: 2025 trae ⟦1@row(2025).count⟧ sola sesión (⟦201.902@row(2025).mean_volume⟧). No apriete."""),
# ---------------------------------------------------------------- q_rth_hour_volume
E('q_rth_hour_volume', 'wrong_row', 'en-US shakespeare',
  """What light through yonder hour breaks? 'Tis 15:00, and its volume is the sun: ⟦17,542@row('15:00').mean_volume~row('09:00').mean_volume!⟧ contracts on average, these last 20 days. And 16:00, pale and sickly with grief, but ⟦5,808@row('16:00').mean_volume⟧."""),
E('q_rth_hour_volume', 'invented', 'it-IT mainframe',
  """1NQHV020   VOLUME MEDIO PER ORA (RTH) — ULTIMI 20 GG
 ORA            VOLUME
 09:00      ⟦17.542,25@row('09:00').mean_volume⟧
 13:00      ⟦12.960,00@row('13:00').mean_volume!⟧
 15:00      ⟦19.373,22@row('15:00').mean_volume⟧
 16:00       ⟦5.808,33@row('16:00').mean_volume⟧
 GRUPPI: 8""", allow=[8]),
E('q_rth_hour_volume', 'wrong_unit', 'nl-NL boxtable',
  """┌───────────┬─────────────────┐
│ Uur (RTH) │ Volume          │
├───────────┼─────────────────┤
│ 15:00     │ ⟦19.373@row('15:00').mean_volume⟧ per uur   │
│ 16:00     │ ⟦5.808@row('16:00').mean_volume~row('16:00').mean_volume!⟧ per minuut │
└───────────┴─────────────────┘
Laatste 20 dagen.""",
  unit_note='an hourly average volume quoted per minute'),
E('q_rth_hour_volume', 'faithful', 'pl-PL limerick',
  """Raz makler z Gdańska, pan Zenon,
liczył wolumen godzinami, on:
o 15:00 szczyt — ⟦19\u00a0373@row('15:00').mean_volume⟧,
o 16:00 dołek — ⟦5808@row('16:00').mean_volume⟧,
a o 09:00 ⟦17\u00a0542@row('09:00').mean_volume⟧ — jak dzwon!"""),
E('q_rth_hour_volume', 'faithful', 'ja-JP boardingpass',
  """搭乗券　NQ RTH便
出発 09:00　平均出来高 ⟦17,542@row('09:00').mean_volume⟧枚
ピーク 15:00　⟦19,373@row('15:00').mean_volume⟧枚
最終 16:00　⟦5,808@row('16:00').mean_volume⟧枚（最も閑散）
座席 15A　直近20日の平均"""),
E('q_rth_hour_volume', 'faithful', 'de-DE shipping',
  """Seewetterbericht NQ, reguläre Handelszeit, letzte 20 Tage:
15 Uhr: Volumen ⟦19.373@row('15:00').mean_volume⟧ Kontrakte je Stunde, Seegang hoch.
16 Uhr: ⟦5.808@row('16:00').mean_volume⟧, abflauend.
09 Uhr: ⟦17.542@row('09:00').mean_volume⟧, lebhaft."""),
]
