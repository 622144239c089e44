"""Market-data queries, part 1 (q_range_last20 ... q_rth_hour_volume). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- q_range_last20
E('q_range_last20', 'invented', 'ru-RU vetchart',
  """КАРТА ПАЦИЕНТА — «NQ», осмотр за последние 20 сессий
Жалобы: качает от максимума к минимуму
Средний дневной размах: ⟦196,8@value!⟧ пункта
Назначение: покой, повторный осмотр через неделю.
Врач: Соколова"""),
E('q_range_last20', 'wrong_unit', 'es-ES manifest',
  """MANIFIESTO DE PASAJE — Ferry NQ
Travesía: últimas 20 sesiones
Oscilación media diaria (máx. − mín.): ⟦187,6@value~value!⟧ €
Pasajeros: ⟦20@R.source_row_count⟧ · Mar: marejadilla
Sobrecargo: R. Gil""", unit_note='points quoted as euros'),
E('q_range_last20', 'derived', 'ja-JP ballot',
  """審査員投票用紙 ― NQ映画祭「直近20日」部門
平均値幅（高値−安値）：⟦187.6@value⟧pt　★★★☆☆
半分にすると ⟦93.8@value/2!⟧pt（私が割り算しただけで、レポートにはない数字）
審査員：佐藤"""),
E('q_range_last20', 'faithful', 'de-DE splits',
  """ZWISCHENZEITEN — Startnr. NQ
Strecke: letzte ⟦20@R.summary.rows_scanned⟧ Sitzungen
Ø Tagesspanne (Hoch − Tief): ⟦187,6@value⟧ Punkte
Zielzeit: ohne Wertung, Beine schwer."""),
E('q_range_last20', 'faithful', 'nl-NL margin',
  """Potlood in de marge — NQ, laatste 20 sessies
[A] forte: gemiddelde dagspanne ⟦187,6@value⟧ punten
[B] rustig tellen, niet haasten
(dirigent kijkt bij de slotkoers)"""),
E('q_range_last20', 'faithful', 'zh-CN stamps',
  """集邮册 · 「近20日振幅」单枚
□ 面值：日均振幅 ⟦187.6@value⟧ 点（最高−最低）
□ 样本：⟦20@R.source_row_count⟧ 个交易日
品相：上品，背胶完好"""),
# ---------------------------------------------------------------- q_range_stats_2024
E('q_range_stats_2024', 'wrong_column', 'zh-CN margin',
  """乐谱页边笔记 · NQ 2024 日内振幅
［A］全年⟦252@count⟧小节（交易日）
［B］平均振幅 ⟦585.5@mean_range~max_range!⟧ 点 —— 此处渐强
［C］中位数 ⟦267.25@median_range⟧，最小 ⟦116.5@min_range⟧ —— 弱奏
指挥提醒：别抢拍"""),
E('q_range_stats_2024', 'misrounded', 'en-GB vetchart',
  """PATIENT CHART — "Range", NQ, year 2024
Visits (sessions): ⟦252@count⟧
Mean daily swing: ⟦275@mean_range!⟧ pts · median ⟦267.25@median_range⟧
Peak ⟦585.5@max_range⟧ · trough ⟦116.5@min_range⟧
Plan: no change to medication; recheck next year."""),
E('q_range_stats_2024', 'miscomputed', 'ja-JP ballot',
  """審査員投票用紙　NQ映画祭2024・値幅部門
最大値幅 ⟦585.5@max_range⟧pt／最小値幅 ⟦116.5@min_range⟧pt
その差 ⟦459@max_range-min_range!⟧pt　★★★★☆
平均 ⟦274.44@mean_range⟧pt・中央値 ⟦267.25@median_range⟧pt
審査員：高橋"""),
E('q_range_stats_2024', 'faithful', 'en-US whiteboard',
  """WOD — "THE 2024 RANGE"
For time, ⟦252@count⟧ sessions:
– avg swing high→low: ⟦274.4@mean_range⟧ pts
– median ⟦267.25@median_range⟧
– heaviest day ⟦585.5@max_range⟧, lightest ⟦116.5@min_range⟧
Scale as needed. No ego lifting."""),
E('q_range_stats_2024', 'faithful', 'de-DE minibar',
  """MINIBAR-KONTROLLE — Zimmer NQ, Jahr 2024
☑ Ø Tagesspanne: ⟦274,44@mean_range⟧ Pkt.
☑ Median: ⟦267,25@median_range⟧ Pkt.
☑ Max / Min: ⟦585,5@max_range⟧ / ⟦116,5@min_range⟧ Pkt.
☑ Handelstage: ⟦252@count⟧
Nachgefüllt von: Etagenservice"""),
E('q_range_stats_2024', 'faithful', 'fr-FR splits',
  """FEUILLE DE TEMPS DE PASSAGE — Dossard NQ, saison 2024
Étapes : ⟦252@count⟧ séances
Amplitude moyenne : ⟦274,4@mean_range⟧ pts · médiane : ⟦267,25@median_range⟧ pts
Étape la plus longue : ⟦585,5@max_range⟧ · la plus courte : ⟦116,5@min_range⟧"""),
# ---------------------------------------------------------------- q_dow_range_2024
E('q_dow_range_2024', 'wrong_row', 'pt-BR sds',
  """FICHA DE SEGURANÇA (FISPQ) — NQ, amplitude por dia da semana, 2024
2. Perigos: quarta-feira é a mais agitada, ⟦278,26@row('Wednesday').mean_range~row('Friday').mean_range!⟧ pts de média
9. Propriedades: segunda ⟦269,41@row('Monday').mean_range⟧ pts (a mais calma); quinta ⟦273,53@row('Thursday').mean_range⟧
Manusear com luvas."""),
E('q_dow_range_2024', 'coincidental', 'nl-NL splits',
  """TUSSENTIJDEN — Startnummer NQ, 2024
Woensdag: ⟦278,7@row('Wednesday').mean_range⟧ pt gemiddelde spanne (snelste ronde)
Maandag: ⟦275@row('Monday').mean_range!⟧ pt (rustigste ronde)
Benen: zwaar op woensdag, fris op maandag."""),
E('q_dow_range_2024', 'derived', 'fr-FR harbour',
  """AVIS DE LA CAPITAINERIE — Port NQ, houle 2024 par jour
Mercredi : ⟦278,675@row('Wednesday').mean_range⟧ pts, la plus forte
Mardi : ⟦272,17@row('Tuesday').mean_range⟧ pts
Écart mercredi − mardi : ⟦6,5@row('Wednesday').mean_range-row('Tuesday').mean_range!⟧ pts (calculé par nos soins, pas dans le relevé)
Veille VHF CH16."""),
E('q_dow_range_2024', 'faithful', 'ru-RU minibar',
  """МИНИБАР — номер NQ, проверка 2024
Средний размах по дням недели:
☑ среда ⟦278,7@row('Wednesday').mean_range⟧ — самый широкий
☑ пятница ⟦278,3@row('Friday').mean_range⟧
☑ понедельник ⟦269,4@row('Monday').mean_range⟧ — самый узкий
Проверила: горничная"""),
E('q_dow_range_2024', 'faithful', 'zh-CN ballot',
  """评审投票单 · NQ电影节 2024「星期」单元
最佳影片：周三，日均振幅 ⟦278.675@row('Wednesday').mean_range⟧ 点 ★★★★★
提名：周五 ⟦278.26@row('Friday').mean_range⟧、周四 ⟦273.53@row('Thursday').mean_range⟧
垫底：周一 ⟦269.41@row('Monday').mean_range⟧
评审：陈"""),
E('q_dow_range_2024', 'faithful', 'pl-PL manifest',
  """LISTA PASAŻERÓW — Prom NQ, rejsy 2024
Dzień | średni rozstęp (pkt)
środa | ⟦278,675@row('Wednesday').mean_range⟧
wtorek | ⟦272,17@row('Tuesday').mean_range⟧
poniedziałek | ⟦269,41@row('Monday').mean_range⟧
Najbardziej kołysało w środę. Bosman: J. Nowak"""),
# ---------------------------------------------------------------- q_month_up_2023
E('q_month_up_2023', 'wrong_row', 'de-DE whiteboard',
  """WOD — „GRÜNE MONATE 2023“
Anteil Plus-Tage:
September: ⟦70 %@row('September').pct_up*100⟧ — Bestwert
März: ⟦52,6 %@row('March').pct_up*100~row('April').pct_up*100!⟧
November: ⟦38,1 %@row('November').pct_up*100⟧ — Muskelkater
Coach: Dehnen nicht vergessen!"""),
E('q_month_up_2023', 'misrounded', 'es-ES vetchart',
  """HISTORIA CLÍNICA — Paciente «Meses 2023» (NQ)
Septiembre: ⟦70 %@row('September').pct_up*100⟧ de sesiones al alza, en plena forma
Octubre: ⟦68,1 %@row('October').pct_up*100!⟧
Noviembre: ⟦38,1 %@row('November').pct_up*100⟧, decaído
Revisión: en primavera."""),
E('q_month_up_2023', 'wrong_unit', 'fr-FR margin',
  """Annotations au crayon — partition « NQ 2023 »
[A] janvier, allegro : hausse sur ⟦0,6\u202f%@row('January').pct_up*100~row('January').pct_up!⟧ des séances
[B] septembre, fortissimo : ⟦70\u202f%@row('September').pct_up*100⟧
[C] novembre, lamentoso : ⟦38,1\u202f%@row('November').pct_up*100⟧
respirer avant la coda""", unit_note='fraction quoted as a percent'),
E('q_month_up_2023', 'faithful', 'it-IT splits',
  """TABELLA PASSAGGI — Pettorale NQ, stagione 2023
Tratto settembre: ⟦70%@row('September').pct_up*100⟧ di sedute in rialzo — il migliore
Tratto ottobre: ⟦68,2%@row('October').pct_up*100⟧
Tratto novembre: ⟦38,1%@row('November').pct_up*100⟧ — crisi
Arrivo regolare."""),
E('q_month_up_2023', 'faithful', 'nl-NL harbour',
  """BERICHT AAN DE SCHEEPVAART — Havendienst NQ
Aandeel stijgende sessies per maand, 2023:
september: ⟦70%@row('September').pct_up*100⟧, het beste
januari: ⟦60%@row('January').pct_up*100⟧
november: ⟦38,1%@row('November').pct_up*100⟧, het slechtste
Uitkijk houden op VHF CH16."""),
E('q_month_up_2023', 'faithful', 'zh-CN minibar',
  """迷你吧清点单 · NQ房 2023年
☑ 九月 收阳比例 ⟦70%@row('September').pct_up*100⟧（最高）
☑ 十月 ⟦68.18%@row('October').pct_up*100⟧
☑ 八月 ⟦39.13%@row('August').pct_up*100⟧
☑ 十一月 ⟦38.1%@row('November').pct_up*100⟧（最低）
清点人：客房部"""),
# ---------------------------------------------------------------- q_widest_2024
E('q_widest_2024', 'wrong_column', 'ru-RU manifest',
  """СУДОВАЯ РОЛЬ — паром NQ, пять самых широких дней 2024
⟦24 января@D:2024-01-24⟧ — размах ⟦585,5@row('2024-01-24').range⟧
⟦17 мая@D:2024-05-17⟧ — размах ⟦555,25@row('2024-05-17').range⟧, закрытие ⟦15\u00a0998,25@row('2024-05-17').close~row('2024-05-17').open!⟧
⟦1 мая@D:2024-05-01⟧ — размах ⟦484,5@row('2024-05-01').range⟧ (пятый)
Старпом: Орлов"""),
E('q_widest_2024', 'miscomputed', 'pl-PL vetchart',
  """KARTA PACJENTA — „NQ”, najszersze dni 2024
⟦5 lipca@D:2024-07-05⟧: otwarcie ⟦13\u00a0548,75@row('2024-07-05').open⟧, zamknięcie ⟦13\u00a0151,75@row('2024-07-05').close⟧
Spadek w ciągu dnia: ⟦379@row('2024-07-05').close-row('2024-07-05').open|neg!⟧ pkt
Rozstęp: ⟦507,5@row('2024-07-05').range⟧ pkt
Zalecenie: obserwacja."""),
E('q_widest_2024', 'invented', 'fr-FR reportcard',
  """BULLETIN SCOLAIRE — élève NQ, 2024
Journée la plus large : ⟦24 janvier@D:2024-01-24⟧, ⟦585,5@row('2024-01-24').range⟧ pts — excellent
Cinquième : ⟦1er mai@D:2024-05-01⟧, ⟦484,5@row('2024-05-01').range⟧ pts
Moyenne des cinq : ⟦528,3@stats.range.mean!⟧ pts
Appréciation : très agité en mai."""),
E('q_widest_2024', 'faithful', 'de-DE ballot',
  """JURY-STIMMZETTEL — Festival NQ, „Weiteste Tage 2024“
Goldener Bär: ⟦24.01.2024@D:2024-01-24⟧ — Spanne ⟦585,5@row('2024-01-24').range⟧ Pkt.
Silber: ⟦17.05.2024@D:2024-05-17⟧ — ⟦555,25@row('2024-05-17').range⟧ Pkt.
Bronze: ⟦31.05.2024@D:2024-05-31⟧ — ⟦541,5@row('2024-05-31').range⟧ Pkt.
Juror: K. Brandt"""),
E('q_widest_2024', 'faithful', 'ja-JP margin',
  """楽譜の余白メモ ― 2024年 値幅の大きい日
［A］⟦1月24日@D:2024-01-24⟧ ⟦585.5@row('2024-01-24').range⟧pt ― ff、最大
　　始値 ⟦17,188.75@row('2024-01-24').open⟧ → 終値 ⟦16,672.75@row('2024-01-24').close⟧
［B］⟦5月1日@D:2024-05-01⟧ ⟦484.5@row('2024-05-01').range⟧pt ― 上位五日の最後
平均 ⟦534.85@stats.range.mean⟧pt"""),
E('q_widest_2024', 'faithful', 'en-US radiosonde',
  """SOUNDING — NQ 2024, widest sessions, launch 12:00 UTC
LVL A  ⟦Jan 24@D:2024-01-24⟧  RANGE ⟦585.50@row('2024-01-24').range⟧
LVL B  ⟦May 17@D:2024-05-17⟧  RANGE ⟦555.25@row('2024-05-17').range⟧
LVL E  ⟦May 1@D:2024-05-01⟧   RANGE ⟦484.50@row('2024-05-01').range⟧
MEAN OF FIVE ⟦534.85@stats.range.mean⟧ · BURST: nominal"""),
# ---------------------------------------------------------------- q_last10_change
E('q_last10_change', 'wrong_sign', 'es-ES ballot',
  """PAPELETA DEL JURADO — Festival NQ, «Últimas 10 sesiones»
Peor función: ⟦20 de diciembre@D:2024-12-20⟧, ⟦−178,25@row('2024-12-20').change⟧ pts
Mejor función: ⟦23 de diciembre@D:2024-12-23⟧, ⟦−91@row('2024-12-23').change!⟧ pts
Media de la sección: ⟦−57,8@stats.change.mean⟧ pts
Jurado: L. Ortega"""),
E('q_last10_change', 'wrong_column', 'en-GB vetchart',
  """PATIENT CHART — NQ, last 10 sessions
Worst day ⟦20 Dec@D:2024-12-20⟧: ⟦−178.25@row('2024-12-20').change⟧ pts open→close
Best day ⟦23 Dec@D:2024-12-23⟧: ⟦+91@row('2024-12-23').change⟧ pts
Year-end close ⟦31 Dec@D:2024-12-31⟧: ⟦9,150.25@row('2024-12-31').close~row('2024-12-31').high!⟧
Prognosis: guarded."""),
E('q_last10_change', 'derived', 'zh-CN margin',
  """乐谱页边笔记 · 最近10个交易日
［A］⟦12月18日@D:2024-12-18⟧ 开盘 ⟦9,376.75@row('2024-12-18').open⟧ —— 起拍
［B］⟦1月2日@D:2025-01-02⟧ 收盘 ⟦8,837.25@row('2025-01-02').close⟧ —— 终止线
［C］首尾相减 ⟦−539.5@row('2025-01-02').close-row('2024-12-18').open!⟧ 点（我自己算的，报告里没有）
渐弱，一路下行"""),
E('q_last10_change', 'faithful', 'pl-PL harbour',
  """KOMUNIKAT KAPITANATU PORTU NQ
Ostatnie 10 sesji, zmiana zamknięcie − otwarcie:
⟦20.12@D:2024-12-20⟧ — ⟦−178,25@row('2024-12-20').change⟧ pkt (najgorsza)
⟦23.12@D:2024-12-23⟧ — ⟦+91@row('2024-12-23').change⟧ pkt (najlepsza)
Średnio ⟦−57,8@stats.change.mean⟧ pkt. Nasłuch VHF CH16."""),
E('q_last10_change', 'faithful', 'fr-FR minibar',
  """MINIBAR — Chambre NQ, relevé des 10 dernières séances
☑ ⟦18/12@D:2024-12-18⟧ : ⟦−173@row('2024-12-18').change⟧ pts
☑ ⟦23/12@D:2024-12-23⟧ : ⟦+91@row('2024-12-23').change⟧ pts, la plus forte hausse
☑ ⟦31/12@D:2024-12-31⟧ : ⟦−175,5@row('2024-12-31').change⟧ pts
☑ Moyenne : ⟦−57,8@stats.change.mean⟧ pts
Contrôlé par : Mme Petit"""),
E('q_last10_change', 'faithful', 'nl-NL radiosonde',
  """PEILBALLON NQ — oplating 12:00 UTC, laatste 10 sessies
LAAG | verandering (slot − open)
⟦18 dec@D:2024-12-18⟧ | ⟦−173@row('2024-12-18').change⟧
⟦20 dec@D:2024-12-20⟧ | ⟦−178,25@row('2024-12-20').change⟧ ← diepste punt
⟦23 dec@D:2024-12-23⟧ | ⟦+91@row('2024-12-23').change⟧ ← hoogste punt
⟦2 jan@D:2025-01-02⟧ | ⟦−96,25@row('2025-01-02').change⟧
Ballon gebarsten: nee"""),
# ---------------------------------------------------------------- q_year_volume
E('q_year_volume', 'wrong_year', 'pt-BR sds',
  """FICHA DE SEGURANÇA (FISPQ) — NQ, volume médio diário
1. Identificação: contratos por pregão, por ano
9. Propriedades: 2023 — ⟦201.034@row(2023).mean_volume⟧; 2024 — ⟦201.902@row(2024).mean_volume~row(2025).mean_volume!⟧
10. Estabilidade: praticamente igual de um ano para o outro."""),
E('q_year_volume', 'wrong_year', 'en-US vetchart',
  """PATIENT CHART — "Volume", NQ
Weight history (avg contracts/day):
2023: ⟦201,034@row(2023).mean_volume⟧ over ⟦250@row(2023).count⟧ visits
2024: ⟦201,006@row(2024).mean_volume⟧ over ⟦250@row(2024).count~row(2023).count!⟧ visits
2025: ⟦201,902@row(2025).mean_volume⟧ (first visit only)
Assessment: stable."""),
E('q_year_volume', 'coincidental', 'pl-PL ballot',
  """KARTA JURORA — Festiwal NQ, kategoria „Wolumen roczny”
2023: średnio ⟦201\u00a0034@row(2023).mean_volume⟧ kontraktów dziennie
2024: średnio ⟦201\u00a0031@row(2024).mean_volume!⟧ kontraktów dziennie
2025: ⟦201\u00a0902@row(2025).mean_volume⟧ (jedna sesja)
Werdykt: remis. Juror: A. Zielińska"""),
E('q_year_volume', 'faithful', 'en-GB stamps',
  """ALBUM PAGE — "Annual Volume" definitives, NQ
☐ 2023 issue: ⟦201,034@row(2023).mean_volume⟧ contracts a day, ⟦250@row(2023).count⟧ sessions
☐ 2024 issue: ⟦201,006@row(2024).mean_volume⟧ a day, ⟦252@row(2024).count⟧ sessions
☐ 2025 provisional: ⟦201,902@row(2025).mean_volume⟧, one session
Mint, hinged once."""),
E('q_year_volume', 'faithful', 'it-IT splits',
  """TABELLA PASSAGGI — Pettorale NQ, volume medio giornaliero
Giro 2023: ⟦201.033,96@row(2023).mean_volume⟧ contratti
Giro 2024: ⟦201.006,37@row(2024).mean_volume⟧ contratti
Giro 2025: ⟦201.902@row(2025).mean_volume⟧ (un solo giorno)
Andatura costante."""),
E('q_year_volume', 'faithful', 'nl-NL radiosonde',
  """PEILBALLON NQ — gemiddeld dagvolume per jaar
LAAG 2023: ⟦201.034@row(2023).mean_volume⟧ contracten
LAAG 2024: ⟦201.006@row(2024).mean_volume⟧ contracten (laagste)
LAAG 2025: ⟦201.902@row(2025).mean_volume⟧ contracten (één sessie)
Vrijwel windstil: het verschil is klein."""),
# ---------------------------------------------------------------- q_rth_hour_volume
E('q_rth_hour_volume', 'wrong_row', 'nl-NL reportcard',
  """RAPPORT — leerling NQ, reguliere sessie, laatste 20 dagen
09:00 | gemiddeld ⟦17.542@row('09:00').mean_volume⟧ contracten — goed
13:00 | ⟦13.300@row('13:00').mean_volume~row('14:00').mean_volume!⟧ — voldoende
15:00 | ⟦19.373@row('15:00').mean_volume⟧ — uitstekend
16:00 | ⟦5.808@row('16:00').mean_volume⟧ — onvoldoende"""),
E('q_rth_hour_volume', 'wrong_unit', 'pl-PL whiteboard',
  """TRENING DNIA — „Godzina szczytu”, ostatnie 20 dni
15:00–15:59: średnio ⟦19\u00a0373@row('15:00').mean_volume~row('15:00').mean_volume!⟧ zł
09:00–09:59: ⟦17\u00a0542@row('09:00').mean_volume⟧ kontraktów
16:00–16:59: ⟦5808@row('16:00').mean_volume⟧ kontraktów — rozciąganie
Trener: Kasia""", unit_note='contracts quoted as zloty'),
E('q_rth_hour_volume', 'invented', 'ja-JP sds',
  """安全データシート　NQ・RTH出来高（直近20日）
1. 名称：時間帯別の平均出来高
9. 物性：15時台 ⟦19,373@row('15:00').mean_volume⟧枚（最大）／11時台 ⟦15,240@row('11:00').mean_volume!⟧枚／16時台 ⟦5,808@row('16:00').mean_volume⟧枚（最小）
取扱注意：引け前に集中"""),
E('q_rth_hour_volume', 'faithful', 'it-IT radiosonde',
  """RADIOSONDAGGIO NQ — lancio 12:00 UTC, ultimi 20 giorni
QUOTA | volume medio orario
09:00 | ⟦17.542@row('09:00').mean_volume⟧
10:00 | ⟦14.523@row('10:00').mean_volume⟧
15:00 | ⟦19.373@row('15:00').mean_volume⟧ ← massimo
16:00 | ⟦5.808@row('16:00').mean_volume⟧ ← minimo"""),
E('q_rth_hour_volume', 'faithful', 'en-GB minibar',
  """MINIBAR CHECKLIST — Room NQ, RTH hours, last 20 days
Item (hour) | avg contracts
15:00–15:59 | ⟦19,373@row('15:00').mean_volume⟧ ✔ busiest
09:00–09:59 | ⟦17,542@row('09:00').mean_volume⟧ ✔
16:00–16:59 | ⟦5,808@row('16:00').mean_volume⟧ ✔ quietest
Restocked by: housekeeping"""),
E('q_rth_hour_volume', 'faithful', 'de-DE stamps',
  """ALBUMSEITE — Satz „Handelsstunden“, NQ, letzte 20 Tage
☐ 15:00 Uhr: Ø ⟦19.373,22@row('15:00').mean_volume⟧ Kontrakte — Spitzenwert
☐ 09:00 Uhr: Ø ⟦17.542,25@row('09:00').mean_volume⟧
☐ 16:00 Uhr: Ø ⟦5.808,33@row('16:00').mean_volume⟧ — Fehldruck? Nein, nur Schluss.
Postfrisch, Zähnung einwandfrei."""),
]
