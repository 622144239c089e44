"""Market-data queries, part 1 (q_range_last20 ... q_rth_hour_volume). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- q_range_last20
E('q_range_last20', 'misrounded', 'ja-JP elevator',
  """昇降機定期検査済証　NQ号機
検査対象：直近20セッションの日中値幅
平均昇降行程：⟦187@value!⟧ポイント
判定：適合（是正事項なし）
検査者　㊞"""),
E('q_range_last20', 'wrong_unit', 'en-US yearbook',
  """CLASS OF 2024 — NQ DAILY RANGE
"Mr. Last Twenty Sessions"
Avg daily range: ⟦187.6%@value~value!⟧ — "I move more than anyone in homeroom B12."
Most likely to: swing both ways before lunch.""",
  unit_note='index points quoted as a percent'),
E('q_range_last20', 'invented', 'zh-CN shelf',
  """【货架价签】NQ 日内波幅（近20个交易日）
平均值：⟦196.2@value!⟧ 点/日
规格：日线 · 产地：期货交易所
条码 NQ20RANGE"""),
E('q_range_last20', 'faithful', 'pt-BR zoo',
  """ZOO NQ — HORÁRIO DE ALIMENTAÇÃO
10:30  Recinto dos touros: últimos 20 pregões
11:15  Ração média diária (amplitude): ⟦187,6@value⟧ pontos
15:00  Tratadores conferem as ⟦20@R.source_row_count⟧ barras
Não alimente os ursos!"""),
E('q_range_last20', 'faithful', 'fr-FR tide',
  """ANNUAIRE DES MARÉES — Port de NQ
Période : 20 dernières séances
Marnage moyen (haut − bas) : ⟦187,6@value⟧ points
Lignes lues : ⟦20@R.summary.rows_scanned⟧
Coefficient : non communiqué"""),
E('q_range_last20', 'faithful', 'de-DE karaoke',
  """♪ KARAOKE — „Zwanzig Tage Schwankung“ (NQ-Mix)
▶ Hoch minus Tief, Tag für Tag …
▶ im Schnitt ⟦187,6@value⟧ Punkte, yeah!
▶ aus ⟦20@R.source_row_count⟧ Sitzungen gezählt …
[ 02:14 / 03:40 ]"""),
# ---------------------------------------------------------------- q_range_stats_2024
E('q_range_stats_2024', 'wrong_column', 'en-US zoo',
  """NQ ZOO — 2024 FEEDING BOARD
Daily range enclosure (⟦252@count⟧ sessions)
• avg ration: ⟦267.25@mean_range~median_range!⟧ pts
• biggest meal: ⟦585.5@max_range⟧ pts
• smallest snack: ⟦116.5@min_range⟧ pts
Keepers only beyond this point."""),
E('q_range_stats_2024', 'miscomputed', 'fr-FR parking',
  """AVIS DE CONTRAVENTION — PV2024NQ
Véhicule : NQ, stationnement 2024 (⟦252@count⟧ séances)
Infraction : écart entre amplitude max et min = ⟦479@max_range-min_range!⟧ points
(max ⟦585,5@max_range⟧ ; min ⟦116,5@min_range⟧)
Amende forfaitaire : à régler sous quinzaine."""),
E('q_range_stats_2024', 'derived', 'nl-NL dedication',
  """📻 Verzoekplaatje op Radio NQ-FM!
Voor de dagrange van 2024: gemiddeld ⟦274,44@mean_range⟧ punten over ⟦252@count⟧ sessies.
De wildste dag (⟦585,5@max_range⟧) was ⟦5,03@max_range/min_range!⟧ keer zo breed als de rustigste (⟦116,5@min_range⟧) — zelf uitgerekend.
Daarom: "Rollercoaster"!"""),
E('q_range_stats_2024', 'faithful', 'pt-BR cheatsheet',
  """COLA — PROVA DE VOLATILIDADE (NQ 2024)
• média da amplitude = ⟦274,4@mean_range⟧
• mediana = ⟦267,25@median_range⟧
• máx ⟦585,5@max_range⟧ | mín ⟦116,5@min_range⟧
• n = ⟦252@count⟧ pregões
(escrever pequeno!!)"""),
E('q_range_stats_2024', 'faithful', 'pl-PL pivot',
  """Etykiety wierszy | Średnia z zakres | Maks. z zakres | Min. z zakres | Mediana | Licznik
2024 | ⟦274,44@mean_range⟧ | ⟦585,5@max_range⟧ | ⟦116,5@min_range⟧ | ⟦267,25@median_range⟧ | ⟦252@count⟧
Suma końcowa | ⟦274,44@mean_range⟧ | ⟦585,5@max_range⟧ | ⟦116,5@min_range⟧ | ⟦267,25@median_range⟧ | ⟦252@count⟧"""),
E('q_range_stats_2024', 'faithful', 'de-DE fitness',
  """NQ-Tracker · Jahresrückblick 2024
Ø Tageshub: ⟦274,4@mean_range⟧ Punkte
Maximum: ⟦585,5@max_range⟧ · Minimum: ⟦116,5@min_range⟧
Median: ⟦267,25@median_range⟧
Aktive Tage: ⟦252@count⟧ 🏅"""),
# ---------------------------------------------------------------- q_dow_range_2024
E('q_dow_range_2024', 'wrong_row', 'pt-BR fitness',
  """⌚ NQ Fit — resumo semanal de 2024
Treino mais intenso: quarta-feira, amplitude média de ⟦278,26@row('Wednesday').mean_range~row('Friday').mean_range!⟧ pontos 🔥
Dia mais leve: segunda (⟦269,41@row('Monday').mean_range⟧)
Meta de recuperação: cumprida"""),
E('q_dow_range_2024', 'coincidental', 'de-DE bulletin',
  """GEMEINDEBRIEF St. Nasdaq — Wochenordnung 2024
Mo: stille Andacht (Spanne Ø ⟦269,41@row('Monday').mean_range⟧)
Mi: Hauptgottesdienst — die weiteste Spanne (⟦278,675@row('Wednesday').mean_range⟧)
Do: Bibelkreis, Spanne Ø ⟦269,2@row('Thursday').mean_range!⟧ Punkte
Kollekte: für die Volatilität"""),
E('q_dow_range_2024', 'derived', 'ru-RU elevator',
  """АКТ ТЕХНИЧЕСКОГО ОСВИДЕТЕЛЬСТВОВАНИЯ ЛИФТА «NQ-2024»
Ход кабины по дням недели (средний размах):
— наибольший: среда, ⟦278,675@row('Wednesday').mean_range⟧
— наименьший: понедельник, ⟦269,41@row('Monday').mean_range⟧
Пятница (⟦278,26@row('Friday').mean_range⟧) выше понедельника на ⟦8,85@row('Friday').mean_range-row('Monday').mean_range!⟧ — расчёт комиссии.
Лифт допущен."""),
E('q_dow_range_2024', 'faithful', 'nl-NL pivot',
  """Draaitabel: gem. dagrange NQ 2024 (⟦252@R.source_row_count⟧ dagen)
Rijlabels  | Gemiddelde van range
maandag    | ⟦269,4@row('Monday').mean_range⟧
dinsdag    | ⟦272,2@row('Tuesday').mean_range⟧
woensdag   | ⟦278,7@row('Wednesday').mean_range⟧
donderdag  | ⟦273,5@row('Thursday').mean_range⟧
vrijdag    | ⟦278,3@row('Friday').mean_range⟧"""),
E('q_dow_range_2024', 'faithful', 'es-ES zoo',
  """ZOO NQ · HORARIO DE COMIDAS 2024
09:30 lunes — ración media ⟦269,41@row('Monday').mean_range⟧ pts (la más pequeña)
12:00 miércoles — ⟦278,675@row('Wednesday').mean_range⟧ pts, el plato más grande
16:30 viernes — ⟦278,26@row('Friday').mean_range⟧ pts
¡No den de comer a los osos!"""),
E('q_dow_range_2024', 'faithful', 'it-IT karaoke',
  """🎤 KARAOKE NQ — «Mercoledì da leoni»
♪ Il mercoledì è il più largo, ⟦278,675@row('Wednesday').mean_range⟧ punti in media ♪
♪ e il lunedì si ferma a ⟦269,41@row('Monday').mean_range⟧… ♪
♪ giovedì ⟦273,53@row('Thursday').mean_range⟧, venerdì ⟦278,26@row('Friday').mean_range⟧ ♪
[01:12]"""),
# ---------------------------------------------------------------- q_month_up_2023
E('q_month_up_2023', 'invented', 'en-US dedication',
  """📻 KNQ-FM Request Line
"This one goes out to September 2023 — up on ⟦70%@row('September').pct_up*100⟧ of its sessions, best month of the year!
And a shout-out to October, right behind at ⟦64.3%@row('October').pct_up*100!⟧."
Now spinning: "Green Days"."""),
E('q_month_up_2023', 'wrong_unit', 'en-GB shelf',
  """SHELF-EDGE LABEL · NQ 2023 UP DAYS
SEPTEMBER — top seller
Up-day share: ⟦0.7%@row('September').pct_up~row('September').pct_up!⟧
November (clearance): ⟦0.381@row('November').pct_up⟧ of sessions
Price check at till""",
  unit_note='a fraction quoted as a percent'),
E('q_month_up_2023', 'misrounded', 'fr-FR pivot',
  """Étiquettes de lignes | Part de hausses
janvier | ⟦60 %@row('January').pct_up*100⟧
septembre | ⟦70 %@row('September').pct_up*100⟧
octobre | ⟦68,1 %@row('October').pct_up*100!⟧
novembre | ⟦38,1 %@row('November').pct_up*100⟧
Total général | ⟦250@R.source_row_count⟧ séances"""),
E('q_month_up_2023', 'faithful', 'de-DE zoo',
  """TIERPARK NQ · FÜTTERUNGSPLAN 2023
10:00 Bullengehege — September: ⟦70@row('September').pct_up*100⟧ % Aufwärtstage (Bestwert)
13:30 Bärenzwinger — November: nur ⟦38,1@row('November').pct_up*100⟧ %
15:45 Jungbullen, Oktober: ⟦68,2@row('October').pct_up*100⟧ %
Füttern durch Besucher verboten!"""),
E('q_month_up_2023', 'faithful', 'es-ES parking',
  """BOLETÍN DE DENUNCIA — ZONA AZUL NQ 2023
Matrícula: NQ2023
Hecho denunciado: noviembre cerró al alza solo el ⟦38,1@row('November').pct_up*100⟧ % de sus sesiones (mínimo del año)
Agravante: septiembre llegó al ⟦70@row('September').pct_up*100⟧ %
Sesiones revisadas: ⟦250@R.source_row_count⟧"""),
E('q_month_up_2023', 'faithful', 'it-IT yearbook',
  """ANNUARIO 2023 — CLASSE NQ
Settembre: «Il più solare» — ⟦70%@row('September').pct_up*100⟧ di sedute in rialzo
Ottobre: «Secondo per un soffio» — ⟦68,18%@row('October').pct_up*100⟧
Novembre: «Sempre col broncio» — ⟦38,1%@row('November').pct_up*100⟧
Frase: «Domani si sale.»"""),
# ---------------------------------------------------------------- q_widest_2024
E('q_widest_2024', 'wrong_column', 'en-GB fitness',
  """NQ FIT · 2024 personal bests
Top workout: ⟦24 Jan@D:2024-01-24⟧ — range ⟦585.5@row('2024-01-24').range⟧ pts
Finished the day at ⟦17,188.75@row('2024-01-24').close~row('2024-01-24').open!⟧
Runner-up: ⟦17 May@D:2024-05-17⟧, ⟦555.25@row('2024-05-17').range⟧ pts
Avg of your top five: ⟦534.85@stats.range.mean⟧ 💪"""),
E('q_widest_2024', 'derived', 'zh-CN cheatsheet',
  """【考前小抄】2024 最宽五日
▶ ⟦1月24日@D:2024-01-24⟧：振幅 ⟦585.5@row('2024-01-24').range⟧，开 ⟦17,188.75@row('2024-01-24').open⟧ → 收 ⟦16,672.75@row('2024-01-24').close⟧
   收盘比开盘低 ⟦516@row('2024-01-24').close-row('2024-01-24').open|neg!⟧ 点（自己算的）
▶ ⟦5月17日@D:2024-05-17⟧：⟦555.25@row('2024-05-17').range⟧
五日平均 ⟦534.85@stats.range.mean⟧"""),
E('q_widest_2024', 'invented', 'pl-PL yearbook',
  """KSIĘGA PAMIĄTKOWA — ROCZNIK 2024, klasa „Najszersze dni”
Przewodniczący: ⟦24 stycznia@D:2024-01-24⟧ — rozpiętość ⟦585,5@row('2024-01-24').range⟧ pkt
Zastępca: ⟦17 maja@D:2024-05-17⟧ — ⟦555,25@row('2024-05-17').range⟧ pkt
Średnia całej piątki: ⟦522,6@stats.range.mean!⟧ pkt
Motto: „Szeroko, ale w dół”"""),
E('q_widest_2024', 'faithful', 'ru-RU bulletin',
  """ПРИХОДСКОЙ ЛИСТОК · 2024
Поминаем самые широкие дни года:
⟦24 января@D:2024-01-24⟧ — ⟦585,5@row('2024-01-24').range⟧ пункта (открытие ⟦17\u00a0188,75@row('2024-01-24').open⟧, закрытие ⟦16\u00a0672,75@row('2024-01-24').close⟧)
⟦31 мая@D:2024-05-31⟧ — ⟦541,5@row('2024-05-31').range⟧
⟦5 июля@D:2024-07-05⟧ — ⟦507,5@row('2024-07-05').range⟧
Мир всем!"""),
E('q_widest_2024', 'faithful', 'de-DE elevator',
  """PRÜFBESCHEINIGUNG AUFZUG NQ — Hauptprüfung 2024
Größte Fahrhöhen (Tagesspanne):
⟦24.01.2024@D:2024-01-24⟧ — ⟦585,5@row('2024-01-24').range⟧
⟦17.05.2024@D:2024-05-17⟧ — ⟦555,25@row('2024-05-17').range⟧
⟦01.05.2024@D:2024-05-01⟧ — ⟦484,5@row('2024-05-01').range⟧ (Platz fünf)
Ø der fünf: ⟦534,85@stats.range.mean⟧ · Mängel: keine"""),
E('q_widest_2024', 'faithful', 'ja-JP parking',
  """駐車違反標章（NQ 2024年）
確認日：⟦2024年5月31日@D:2024-05-31⟧
車両：値幅 ⟦541.5@row('2024-05-31').range⟧ ポイント（始値 ⟦14,933@row('2024-05-31').open⟧ → 終値 ⟦14,601.5@row('2024-05-31').close⟧）
最長駐車：⟦1月24日@D:2024-01-24⟧ ⟦585.5@row('2024-01-24').range⟧"""),
# ---------------------------------------------------------------- q_last10_change
E('q_last10_change', 'wrong_sign', 'it-IT pivot',
  """Etichette di riga | Somma di change | Somma di volume
⟦18/12@D:2024-12-18⟧ | ⟦−173@row('2024-12-18').change⟧ | ⟦201.210@row('2024-12-18').volume⟧
⟦23/12@D:2024-12-23⟧ | ⟦+91@row('2024-12-23').change⟧ | ⟦200.438@row('2024-12-23').volume⟧
⟦30/12@D:2024-12-30⟧ | ⟦−69,25@row('2024-12-30').change!⟧ | ⟦202.947@row('2024-12-30').volume⟧
Media complessiva | ⟦−57,8@stats.change.mean⟧ |"""),
E('q_last10_change', 'wrong_column', 'fr-FR fitness',
  """⌚ Montre NQ — bilan des 10 dernières séances
Pire séance : ⟦20 décembre@D:2024-12-20⟧, ⟦−178,25@row('2024-12-20').change⟧ pts
Clôture ce jour-là : ⟦8\u202f926,25@row('2024-12-20').close~row('2024-12-20').low!⟧
Meilleure : ⟦23 décembre@D:2024-12-23⟧, ⟦+91@row('2024-12-23').change⟧
Moyenne : ⟦−57,8@stats.change.mean⟧ pts/jour"""),
E('q_last10_change', 'coincidental', 'zh-CN parking',
  """违章停车告知单 编号 NQ10
时间：⟦12月27日@D:2024-12-27⟧ 收盘
当日涨跌：⟦+24.25@row('2024-12-27').change⟧
成交量：⟦199,711@row('2024-12-27').volume!⟧ 手
请车主尽快处理。"""),
E('q_last10_change', 'faithful', 'ru-RU dedication',
  """📻 «Радио NQ», стол заказов
Эту песню передаём последним десяти сессиям: ⟦18 декабря@D:2024-12-18⟧ ⟦−173@row('2024-12-18').change⟧, ⟦20 декабря@D:2024-12-20⟧ ⟦−178,25@row('2024-12-20').change⟧ — худший день.
А ⟦23 декабря@D:2024-12-23⟧ ⟦+91@row('2024-12-23').change⟧ — лучший! В среднем ⟦−57,8@stats.change.mean⟧ за сессию.
Звучит «Всё идёт по плану»."""),
E('q_last10_change', 'faithful', 'pt-BR elevator',
  """CERTIFICADO DE INSPEÇÃO DE ELEVADOR — NQ
Últimas 10 viagens (sessões)
Subida máx.: ⟦23/12@D:2024-12-23⟧ ⟦+91@row('2024-12-23').change⟧
Descida máx.: ⟦20/12@D:2024-12-20⟧ ⟦−178,25@row('2024-12-20').change⟧
Média: ⟦−57,8@stats.change.mean⟧ | Volume em ⟦20/12@D:2024-12-20⟧: ⟦205.170@row('2024-12-20').volume⟧
Situação: APROVADO"""),
E('q_last10_change', 'faithful', 'ja-JP karaoke',
  """🎤 カラオケ「ラスト10セッション」
♪ ⟦12月23日@D:2024-12-23⟧だけ ⟦+91@row('2024-12-23').change⟧ 上がって ♪
♪ ⟦12月20日@D:2024-12-20⟧は ⟦−178.25@row('2024-12-20').change⟧ ♪
♪ 平均 ⟦−57.8@stats.change.mean⟧ で 年を越す ♪
[03:21]"""),
# ---------------------------------------------------------------- q_year_volume
E('q_year_volume', 'wrong_year', 'pl-PL parking',
  """WEZWANIE — STREFA PŁATNEGO PARKOWANIA NQ
Nr WZ2024
Rok 2024: średni wolumen dzienny ⟦201\u00a0034@row(2024).mean_volume~row(2023).mean_volume!⟧ kontraktów (⟦252@row(2024).count⟧ sesje)
Rok 2025: ⟦201\u00a0902@row(2025).mean_volume⟧ (⟦1@row(2025).count⟧ sesja)
Opłata dodatkowa: brak"""),
E('q_year_volume', 'wrong_year', 'zh-CN elevator',
  """电梯定期检验合格证 NQ
2023 年：日均成交量 ⟦201,006@row(2023).mean_volume~row(2024).mean_volume!⟧ 手，运行 ⟦250@row(2023).count⟧ 天
2024 年：⟦252@row(2024).count⟧ 天
2025 年：仅一天，⟦201,902@row(2025).mean_volume⟧ 手
检验结论：合格"""),
E('q_year_volume', 'derived', 'it-IT bulletin',
  """BOLLETTINO PARROCCHIALE — Avvisi dell'anno
Media giornaliera dei contratti: 2023 ⟦201.033,96@row(2023).mean_volume⟧; 2024 ⟦201.006,37@row(2024).mean_volume⟧.
Il 2024 ne conta ⟦27,59@row(2023).mean_volume-row(2024).mean_volume!⟧ in meno al giorno (conto fatto dal parroco).
2025: una sola seduta, ⟦201.902@row(2025).mean_volume⟧."""),
E('q_year_volume', 'faithful', 'nl-NL tide',
  """GETIJDENTABEL NQ — gemiddeld dagvolume
Jaar | Hoogwater (contracten) | Getijden
2023 | ⟦201.034@row(2023).mean_volume⟧ | ⟦250@row(2023).count⟧
2024 | ⟦201.006@row(2024).mean_volume⟧ | ⟦252@row(2024).count⟧
2025 | ⟦201.902@row(2025).mean_volume⟧ | ⟦1@row(2025).count⟧"""),
E('q_year_volume', 'faithful', 'en-GB zoo',
  """NQ ZOO · FEEDING TIMES BY YEAR
11:00 — 2023 herd: ⟦201,034@row(2023).mean_volume⟧ contracts a day (⟦250@row(2023).count⟧ feeds)
13:00 — 2024 herd: ⟦201,006@row(2024).mean_volume⟧ (⟦252@row(2024).count⟧ feeds)
15:30 — 2025 calf: one feed so far, ⟦201,902@row(2025).mean_volume⟧"""),
E('q_year_volume', 'faithful', 'ja-JP shelf',
  """棚札　NQ 出来高（年別・一日平均）
2023年　⟦201,034@row(2023).mean_volume⟧枚
2024年　⟦201,006@row(2024).mean_volume⟧枚（⟦252@row(2024).count⟧営業日）
2025年　⟦201,902@row(2025).mean_volume⟧枚
※ほぼ横ばい"""),
# ---------------------------------------------------------------- q_rth_hour_volume
E('q_rth_hour_volume', 'wrong_row', 'ru-RU shelf',
  """ЦЕННИК · NQ, основная сессия
Час 12:00–12:59
Средний объём: ⟦13\u00a0300@row('12:00').mean_volume~row('14:00').mean_volume!⟧ контрактов
Хит продаж: 15:00–15:59 (⟦19\u00a0373@row('15:00').mean_volume⟧)
Арт. NQRTH"""),
E('q_rth_hour_volume', 'misrounded', 'nl-NL tide',
  """GETIJDEN NQ (RTH, laatste 20 dagen)
Hoogwater 15:00–15:59: ⟦19.374@row('15:00').mean_volume!⟧ contracten
Laagwater 16:00–16:59: ⟦5808@row('16:00').mean_volume⟧
Opening 09:00–09:59: ⟦17.542@row('09:00').mean_volume⟧"""),
E('q_rth_hour_volume', 'miscomputed', 'en-GB karaoke',
  """🎤 KARAOKE NIGHT — "The Closing Hour" (RTH mix)
♪ Three o'clock, the crowd is strong — ⟦19,373@row('15:00').mean_volume⟧ a bar ♪
♪ Four o'clock it fades to ⟦5,808@row('16:00').mean_volume⟧ ♪
♪ that's ⟦3.53@row('15:00').mean_volume/row('16:00').mean_volume!⟧ times the crowd, sing along ♪
[02:47]"""),
E('q_rth_hour_volume', 'faithful', 'fr-FR elevator',
  """CERTIFICAT DE VISITE — ASCENSEUR NQ (séance RTH)
Étages les plus fréquentés, 20 derniers jours :
15:00–15:59 — ⟦19\u202f373@row('15:00').mean_volume⟧ contrats/heure
09:00–09:59 — ⟦17\u202f542@row('09:00').mean_volume⟧
16:00–16:59 — ⟦5\u202f808@row('16:00').mean_volume⟧ (le plus calme)
Avis : favorable"""),
E('q_rth_hour_volume', 'faithful', 'pl-PL fitness',
  """Opaska NQ · tętno obrotu (sesja RTH, 20 dni)
Szczyt 15:00 — ⟦19\u00a0373@row('15:00').mean_volume⟧ kontraktów
Rozgrzewka 09:00 — ⟦17\u00a0542@row('09:00').mean_volume⟧
Spadek formy 13:00 — ⟦12\u00a0327@row('13:00').mean_volume⟧
Regeneracja 16:00 — ⟦5808@row('16:00').mean_volume⟧"""),
E('q_rth_hour_volume', 'faithful', 'zh-CN dedication',
  """📻 点歌台：NQ 常规交易时段
把这首歌送给 15:00–15:59 这一小时——平均成交 ⟦19,373@row('15:00').mean_volume⟧ 手，全场最热闹！
也送给最安静的 16:00 时段：⟦5,808@row('16:00').mean_volume⟧ 手。
共统计 ⟦154@R.source_row_count⟧ 根小时K线。"""),
]
