"""Market-data queries, part 2 (q_up_pct_2024 ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- q_up_pct_2024
E('q_up_pct_2024', 'wrong_unit', 'nl-NL sitrep',
  """SITREP · NQ 2024
1. SITUATIE: ⟦252@R.source_row_count⟧ handelsdagen bekeken.
2. Slechts ⟦0,405%@value~value!⟧ van de dagen sloot boven de opening.
3. BEOORDELING: een jaar voor de beren.
Einde bericht.""",
  unit_note='a fraction (0.405) quoted as a percent'),
E('q_up_pct_2024', 'miscomputed', 'pl-PL charsheet',
  """KARTA POSTACI — NQ, rocznik 2024
Klasa: byk w defensywie
Szczęście (dni wzrostowe): ⟦40,5\u00a0%@value*100⟧
Pech (pozostałe dni): ⟦58,52\u00a0%@100-value*100!⟧
Doświadczenie: ⟦252@R.source_row_count⟧ sesje"""),
E('q_up_pct_2024', 'invented', 'es-ES proof',
  """Proposición. En 2024 predominaron los días no alcistas en el NQ.
Demostración. De ⟦252@R.source_row_count⟧ sesiones, solo el ⟦43,2 %@value*100!⟧ cerró por encima de la apertura; es menos de la mitad, luego el resto es mayoría. ∎"""),
E('q_up_pct_2024', 'faithful', 'zh-CN racing',
  """【2024 赛马速报】NQ 上涨日 vs 非上涨日
赛程：⟦252@R.source_row_count⟧ 个交易日
冠军：非上涨日
上涨日占比 ⟦40.48%@value*100⟧，落后大半个身位。"""),
E('q_up_pct_2024', 'faithful', 'ru-RU lottery',
  """🎱 Тираж «Зелёные дни — 2024»
Из ⟦252@R.source_row_count⟧ шаров в барабане ростом закрылись ⟦40,5\u00a0%@value*100⟧.
Выигрышная доля: ⟦0,405@value⟧. Джекпот сегодня у медведей!"""),
E('q_up_pct_2024', 'faithful', 'pt-BR bingo',
  """Olha a pedra! 🎱
⟦252@R.source_row_count⟧ pregões de 2024 no globo…
Saíram de alta: ⟦40,48 %@value*100⟧!
Menos da metade, minha gente. BINGO pros ursos!"""),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
E('q_stats_2023_vs_2024', 'wrong_year', 'de-DE countdown',
  """COUNTDOWN · NQ 2023 gegen 2024
T-00:02 · 2023: Spanne ⟦363,24@A.mean_range⟧ Pkt., Volumen ⟦201.034@A.mean_volume⟧
T-00:01 · 2024: Spanne ⟦363,24@B.mean_range~A.mean_range!⟧ Pkt., Volumen ⟦201.006@B.mean_volume⟧
Zündung: Volumen praktisch unverändert."""),
E('q_stats_2023_vs_2024', 'wrong_year', 'pt-BR proof',
  """Teorema. O volume médio do NQ quase não mudou de 2023 para 2024.
Prova. Em 2023 foram ⟦201.006@A.mean_volume~B.mean_volume!⟧ contratos por dia (⟦250@A.count⟧ pregões); em 2024, ⟦201.006@B.mean_volume⟧ (⟦252@B.count⟧ pregões). Já a amplitude média caiu de ⟦363,24@A.mean_range⟧ para ⟦274,44@B.mean_range⟧ pontos. ∎"""),
E('q_stats_2023_vs_2024', 'miscomputed', 'ja-JP charsheet',
  """【キャラクターシート】NQ（2023年版 → 2024年版）
HP（平均値幅）：⟦363.24@A.mean_range⟧ → ⟦274.44@B.mean_range⟧
弱体化：⟦98.80@A.mean_range-B.mean_range!⟧ポイント
MP（平均出来高）：⟦201,034@A.mean_volume⟧ → ⟦201,006@B.mean_volume⟧
レベル（営業日）：⟦250@A.count⟧ → ⟦252@B.count⟧"""),
E('q_stats_2023_vs_2024', 'faithful', 'zh-CN patent',
  """权利要求书
1. 一种比较 NQ 年度波动的方法，其特征在于：2023年平均日振幅为 ⟦363.24@A.mean_range⟧ 点，2024年为 ⟦274.44@B.mean_range⟧ 点。
2. 根据前述权利要求所述的方法，其中日均成交量分别为 ⟦201,034@A.mean_volume⟧ 手与 ⟦201,006@B.mean_volume⟧ 手。"""),
E('q_stats_2023_vs_2024', 'faithful', 'pl-PL journal',
  """DZIENNIK · porównanie lat
Wn  zakres 2023 → ⟦363,24@A.mean_range⟧ pkt
    Ma  zakres 2024 → ⟦274,44@B.mean_range⟧ pkt
Opis: 2024 spokojniejszy; wolumen ⟦201\u00a0034@A.mean_volume⟧ → ⟦201\u00a0006@B.mean_volume⟧, sesje ⟦250@A.count⟧ → ⟦252@B.count⟧."""),
E('q_stats_2023_vs_2024', 'faithful', 'fr-FR conductor',
  """Mesdames et messieurs, bienvenue à bord du NQ en provenance de 2023 : amplitude moyenne ⟦363,24@A.mean_range⟧ points, volume ⟦201\u202f034@A.mean_volume⟧ contrats par jour.
Terminus 2024 : amplitude ⟦274,44@B.mean_range⟧ points, volume ⟦201\u202f006@B.mean_volume⟧. Le voyage s'est nettement calmé. Attention à la marche en descendant."""),
# ---------------------------------------------------------------- q_big_up_days_2023
E('q_big_up_days_2023', 'wrong_row', 'ru-RU journal',
  """ЖУРНАЛ ПРОВОДОК · сильные дни NQ 2023 (> 2 %)
Дт  ⟦06.12@D:2023-12-06⟧  ⟦+3,32\u00a0%@row('2023-12-06').chg⟧  максимум года
Дт  ⟦02.02@D:2023-02-02⟧  ⟦+2,50\u00a0%@row('2023-02-02').chg~row('2023-01-18').chg!⟧
Кт  итого: ⟦14@R.summary.rows⟧ дней, в среднем ⟦2,44\u00a0%@stats.chg.mean⟧"""),
E('q_big_up_days_2023', 'wrong_sign', 'de-DE patent',
  """PATENTANSPRÜCHE
1. Verfahren zum Auffinden starker NQ-Tage im Jahr 2023, bei dem ein Tag gewählt wird, wenn der Schlusskurs mehr als 2 % über der Eröffnung liegt, wodurch sich ⟦14@R.summary.rows⟧ Tage ergeben.
2. Verfahren nach Anspruch 1, wobei am ⟦6. Juni@D:2023-06-06⟧ eine Veränderung von ⟦−2,98 %@row('2023-06-06').chg!⟧ auftritt.""",
  allow=['1']),
E('q_big_up_days_2023', 'coincidental', 'it-IT proof',
  """Teorema. Il ⟦6 dicembre 2023@D:2023-12-06⟧ è il giorno più forte dell'elenco.
Dimostrazione. Chiude a ⟦+3,32 %@row('2023-12-06').chg⟧ sull'apertura; il ⟦19 aprile@D:2023-04-19⟧ si ferma a ⟦+2,13 %@row('2023-04-19').chg!⟧ e nessuno dei ⟦14@R.summary.rows⟧ giorni supera il ⟦3,32 %@stats.chg.max⟧. ∎"""),
E('q_big_up_days_2023', 'faithful', 'en-GB lottery',
  """🎱 LOTTO RESULTS · 2023 · sessions closing > 2% above the open
Balls drawn: ⟦14@R.summary.rows⟧
Top prize: ⟦6 Dec@D:2023-12-06⟧, ⟦+3.32%@row('2023-12-06').chg⟧
Runner-up: ⟦7 Nov@D:2023-11-07⟧, ⟦+3.12%@row('2023-11-07').chg⟧
Smallest win: ⟦27 Mar@D:2023-03-27⟧, ⟦+2.01%@stats.chg.min⟧ · average ⟦2.44%@stats.chg.mean⟧"""),
E('q_big_up_days_2023', 'faithful', 'pl-PL countdown',
  """ODLICZANIE · najmocniejsze dni NQ w 2023 (> 2 %)
T-00:03 — ⟦6 czerwca@D:2023-06-06⟧: ⟦+2,98\u00a0%@row('2023-06-06').chg⟧
T-00:02 — ⟦7 listopada@D:2023-11-07⟧: ⟦+3,12\u00a0%@row('2023-11-07').chg⟧
T-00:01 — ⟦6 grudnia@D:2023-12-06⟧: ⟦+3,32\u00a0%@row('2023-12-06').chg⟧
Start! Razem ⟦14@R.summary.rows⟧ takich sesji."""),
E('q_big_up_days_2023', 'faithful', 'pt-BR charsheet',
  """FICHA DE PERSONAGEM — NQ, temporada 2023
Ataques críticos (> 2 %): ⟦14@R.summary.rows⟧
Golpe mais forte: ⟦6/12@D:2023-12-06⟧, ⟦+3,32 %@row('2023-12-06').chg⟧
Golpe mais fraco da lista: ⟦27/3@D:2023-03-27⟧, ⟦+2,01 %@row('2023-03-27').chg⟧
Dano médio: ⟦2,44 %@stats.chg.mean⟧"""),
# ---------------------------------------------------------------- q_corr_2024
E('q_corr_2024', 'wrong_unit', 'en-US infobox',
  """{{Infobox statistic
| name = Volume vs range, NQ 2024
| sessions = ⟦252@R.source_row_count⟧
| pearson_r = ⟦0.051%@value~value!⟧
| verdict = no meaningful link
}}""",
  unit_note='a correlation coefficient quoted as a percent'),
E('q_corr_2024', 'misrounded', 'pt-BR countdown',
  """CONTAGEM REGRESSIVA · correlação volume × amplitude, NQ 2024
T-00:02 — amostra: ⟦252@R.source_row_count⟧ pregões
T-00:01 — r = ⟦0,0511@value!⟧
Lançamento: praticamente nula, sem relação útil."""),
E('q_corr_2024', 'invented', 'en-GB patent',
  """CLAIMS
1. A method of testing whether NQ daily volume tracks the daily range, comprising correlating the two over ⟦252@R.source_row_count⟧ sessions of 2024.
2. The method as claimed in the preceding claim, wherein the correlation coefficient obtained is ⟦0.18@value!⟧."""),
E('q_corr_2024', 'faithful', 'ja-JP proof',
  """命題：2024年の NQ では出来高と値幅にほぼ相関がない。
証明：⟦252@R.source_row_count⟧営業日で相関係数は ⟦0.051@value⟧。ゼロにきわめて近い。∎"""),
E('q_corr_2024', 'faithful', 'ru-RU charsheet',
  """ЛИСТ ПЕРСОНАЖА — «Объём и Диапазон», 2024
Связь (корреляция): ⟦0,05@value⟧
Опыт: ⟦252@R.source_row_count⟧ сессии
Особенность: друг друга почти не замечают."""),
E('q_corr_2024', 'faithful', 'es-ES lottery',
  """SORTEO EXTRAORDINARIO · correlación volumen–rango, NQ 2024
Número premiado: ⟦0,0512@value⟧
Bolas en el bombo: ⟦252@R.source_row_count⟧ sesiones
Sin premio para la hipótesis: la relación es casi nula."""),
# ---------------------------------------------------------------- q_monthly_2024
E('q_monthly_2024', 'wrong_sign', 'fr-FR insta',
  """Avril 2024 sur le NQ : variation de ⟦−1\u202f008@row('2024-04').change!⟧ points 🌱
Pire mois : juillet, ⟦−1\u202f374@row('2024-07').change⟧ 📉
Variation moyenne : ⟦−728,13@stats.change.mean⟧ pts par mois
#NQ #bourse #trading #bilan"""),
E('q_monthly_2024', 'wrong_row', 'it-IT journal',
  """LIBRO GIORNALE · NQ 2024
Dare   chiusura di ottobre → ⟦9.499,25@row('2024-10').close~row('2024-11').close!⟧
Avere  chiusura di dicembre → ⟦8.944@row('2024-12').close⟧
Causale: variazione di dicembre ⟦−621@row('2024-12').change⟧ punti; anno chiuso in calo."""),
E('q_monthly_2024', 'wrong_column', 'de-DE countdown',
  """COUNTDOWN · NQ-Monatsbalken 2024
T-00:03 · Januar: ⟦−1.186,5@row('2024-01').change⟧
T-00:02 · April: ⟦+1.008@row('2024-04').change⟧, einziger grüner Monat
T-00:01 · Juli: ⟦−1.374@row('2024-07').change⟧, Schlusskurs ⟦12.192,75@row('2024-07').close~row('2024-07').low!⟧
Abheben: Jahresschluss ⟦8.944@row('2024-12').close⟧."""),
E('q_monthly_2024', 'faithful', 'zh-CN racing',
  """【NQ 2024 月线赛马】
头马：4月，⟦+1,008@row('2024-04').change⟧ 点，全年唯一收涨
垫底：7月，⟦−1,374@row('2024-07').change⟧ 点
年终冲线：12月收于 ⟦8,944@row('2024-12').close⟧
平均每月 ⟦−728.13@stats.change.mean⟧ 点"""),
E('q_monthly_2024', 'faithful', 'ru-RU sitrep',
  """СИТРЕП · NQ, месячные бары 2024
1. Обстановка: ⟦12@R.summary.rows⟧ месяцев, рост только в апреле (⟦+1008@row('2024-04').change⟧).
2. Потери: худший июль, ⟦−1374@row('2024-07').change⟧ пункта.
3. Итог: закрытие года ⟦8944@row('2024-12').close⟧ при январском открытии ⟦17\u00a0578,75@row('2024-01').open⟧.
Конец связи."""),
E('q_monthly_2024', 'faithful', 'en-GB charsheet',
  """CHARACTER SHEET — NQ, campaign 2024
Class: falling knife · Alignment: lawful bear
Best session (April): ⟦+1,008@row('2024-04').change⟧
Worst wound (July): ⟦−1,374@row('2024-07').change⟧
Avg monthly damage: ⟦−728.13@stats.change.mean⟧
Final HP (Dec close): ⟦8,944@row('2024-12').close⟧"""),
# ---------------------------------------------------------------- q_weekly_recent
E('q_weekly_recent', 'wrong_sign', 'pl-PL racing',
  """GONITWA TYGODNIOWA · NQ · 5 biegów
1) tydz. ⟦29.12@D:2024-12-29⟧ — ⟦+57,5@row('2024-12-29').change⟧ pkt, zwycięzca
2) tydz. ⟦15.12@D:2024-12-15⟧ — ⟦+16@row('2024-12-15').change!⟧
3) tydz. ⟦05.01@D:2025-01-05⟧ — ⟦−205,5@row('2025-01-05').change⟧
Średnio ⟦−179,7@stats.change.mean⟧ pkt na tydzień.""",
  allow=['5']),
E('q_weekly_recent', 'wrong_column', 'en-US bingo',
  """Eyes down, folks! 🎱
Week of ⟦Dec 8@D:2024-12-08⟧: closed at ⟦9,611.25@row('2024-12-08').close~row('2024-12-08').open!⟧, down ⟦381.75@row('2024-12-08').change|neg⟧ on the week!
Week of ⟦Dec 29@D:2024-12-29⟧: ⟦+57.5@row('2024-12-29').change⟧, the only green ball.
Full house: four red weeks out of five."""),
E('q_weekly_recent', 'misrounded', 'ru-RU journal',
  """ЖУРНАЛ · недельные бары NQ
Дт  неделя ⟦22.12@D:2024-12-22⟧: объём ⟦1\u00a0007 тыс.@row('2024-12-22').volume!⟧ контрактов
Кт  неделя ⟦15.12@D:2024-12-15⟧: объём ⟦1\u00a0002\u00a0088@row('2024-12-15').volume⟧
Сальдо изменений: ⟦−352,75@row('2024-12-22').change⟧ и ⟦−16@row('2024-12-15').change⟧ пунктов."""),
E('q_weekly_recent', 'faithful', 'en-GB sitrep',
  """SITREP — NQ WEEKLY
DTG: ⟦05 JAN 2025@D:2025-01-05⟧ 21:00Z
1. SITUATION: ⟦5@R.summary.rows⟧ weekly bars reviewed; four closed red.
2. WORST: w/c ⟦8 Dec@D:2024-12-08⟧, ⟦−381.75@row('2024-12-08').change⟧.
3. ONLY GAIN: w/c ⟦29 Dec@D:2024-12-29⟧, ⟦+57.5@row('2024-12-29').change⟧.
4. AVERAGE: ⟦−179.7@stats.change.mean⟧ per week. ENDS."""),
E('q_weekly_recent', 'faithful', 'de-DE insta',
  """Vier rote Wochen, eine grüne 🍀 So sah der NQ zuletzt aus:
Schlechteste: Woche ab ⟦8.12.@D:2024-12-08⟧ mit ⟦−381,75@row('2024-12-08').change⟧ Pkt. 📉
Einzige grüne: ab ⟦29.12.@D:2024-12-29⟧ mit ⟦+57,5@row('2024-12-29').change⟧ ✅
Schnitt: ⟦−179,7@stats.change.mean⟧ pro Woche
#NQ #Wochenbilanz #Börse #Futures"""),
E('q_weekly_recent', 'faithful', 'it-IT infobox',
  """{{Infobox settimane
| strumento = NQ
| barre = ⟦5@R.summary.rows⟧ settimanali
| peggiore = ⟦8 dicembre@D:2024-12-08⟧ (⟦−381,75@row('2024-12-08').change⟧)
| migliore = ⟦29 dicembre@D:2024-12-29⟧ (⟦+57,5@row('2024-12-29').change⟧)
| media = ⟦−179,7@stats.change.mean⟧
}}"""),
# ---------------------------------------------------------------- q_gap_2024
E('q_gap_2024', 'wrong_column', 'nl-NL racing',
  """15:45 · GAPRACE 2024 · baan: NQ
1) GROOTSTE GAP OMHOOG — ⟦+147,25@max_g⟧ pt
2) GROOTSTE GAP OMLAAG — ⟦−128,5@min_g⟧ pt
3) GEMIDDELDE GAP — ⟦34,5@mean_g~std_g!⟧ pt
Finishfoto na ⟦252@R.summary.rows_scanned⟧ sessies."""),
E('q_gap_2024', 'wrong_sign', 'fr-FR countdown',
  """COMPTE À REBOURS · gaps d'ouverture NQ 2024
T-moins 00:03 — gap moyen : ⟦+1,51@mean_g⟧ pt
T-moins 00:02 — écart-type : ⟦34,54@std_g⟧ pt
T-moins 00:01 — gap minimum : ⟦+128,5@min_g!⟧ pt
Allumage ! Gap maximum : ⟦147,25@max_g⟧ pt."""),
E('q_gap_2024', 'wrong_unit', 'en-GB patent',
  """CLAIMS
1. A method of sizing NQ opening gaps in 2024, yielding a mean gap of ⟦1.51@mean_g⟧ points and a largest gap of ⟦147.25@max_g⟧ points.
2. The method as claimed in the preceding claim, wherein the standard deviation of the gap is ⟦34.54%@std_g~std_g!⟧.""",
  unit_note='index points quoted as a percent'),
E('q_gap_2024', 'faithful', 'de-DE bingo',
  """Augen auf! 🎱
Erste Kugel: der mittlere Eröffnungsgap 2024, ⟦+1,51@mean_g⟧ Punkte.
Zweite: die Streuung, ⟦34,54@std_g⟧.
Dritte: größter Gap nach oben ⟦147,25@max_g⟧, nach unten ⟦−128,5@min_g⟧.
Bingo! Gezählt über ⟦252@R.summary.rows_scanned⟧ Sitzungen."""),
E('q_gap_2024', 'faithful', 'en-US journal',
  """JOURNAL ENTRY · NQ opening gaps, 2024
Dr  Largest gap up        ⟦147.25@max_g⟧
    Cr  Largest gap down      ⟦(128.50)@min_g⟧
Memo: mean gap ⟦1.51@mean_g⟧ pts, std ⟦34.54@std_g⟧, ⟦252@R.summary.rows_scanned⟧ sessions."""),
E('q_gap_2024', 'faithful', 'ja-JP charsheet',
  """【キャラクターシート】窓（ギャップ）2024年
平均：⟦+1.51@mean_g⟧ポイント
標準偏差：⟦34.54@std_g⟧
最大（上）：⟦147.25@max_g⟧
最大（下）：⟦−128.5@min_g⟧
経験値：⟦252@R.summary.rows_scanned⟧営業日"""),
# ---------------------------------------------------------------- q_rsi_oversold_2024
E('q_rsi_oversold_2024', 'wrong_row', 'pl-PL charsheet',
  """KARTA POSTACI — RSI(14), NQ 2024
Dni wyprzedania (< 30): ⟦63@R.summary.rows⟧
Najgłębszy upadek: RSI ⟦19,49@stats.rsi.min⟧
Pierwszy raz: ⟦24.01@D:2024-01-24⟧, RSI ⟦25,14@row('2024-01-24').rsi⟧
⟦7.02@D:2024-02-07⟧: RSI ⟦23,71@row('2024-02-07').rsi~row('2024-02-08').rsi!⟧
Średnia: ⟦26,12@stats.rsi.mean⟧"""),
E('q_rsi_oversold_2024', 'coincidental', 'en-US infobox',
  """{{Infobox oversold streak
| index = NQ, RSI(14) < 30, 2024
| days = ⟦63@R.summary.rows⟧
| first = ⟦Jan 24@D:2024-01-24⟧ (RSI ⟦25.14@row('2024-01-24').rsi⟧)
| mid_march = ⟦Mar 13@D:2024-03-13⟧: RSI ⟦29.20@row('2024-03-13').rsi!⟧
| low = ⟦19.49@stats.rsi.min⟧
}}"""),
E('q_rsi_oversold_2024', 'wrong_column', 'es-ES patent',
  """REIVINDICACIONES
1. Procedimiento para detectar sobreventa en el NQ durante 2024, en el que se seleccionan los días con RSI(14) < 30, resultando ⟦63@R.summary.rows⟧ días.
2. Procedimiento según la reivindicación anterior, en el que el RSI medio de dichos días es ⟦19,49@stats.rsi.mean~stats.rsi.min!⟧."""),
E('q_rsi_oversold_2024', 'faithful', 'it-IT sitrep',
  """SITREP · IPERVENDUTO NQ 2024
1. SITUAZIONE: ⟦63@R.summary.rows⟧ sedute con RSI(14) < 30 nell'anno.
2. PRIMO CONTATTO: ⟦24 gennaio@D:2024-01-24⟧, RSI ⟦25,14@row('2024-01-24').rsi⟧.
3. PUNTO PIÙ BASSO: RSI ⟦19,49@stats.rsi.min⟧.
4. ULTIMO CONTATTO: ⟦20 dicembre@D:2024-12-20⟧, RSI ⟦29,09@R.summary.last.rsi⟧. Passo e chiudo."""),
E('q_rsi_oversold_2024', 'faithful', 'nl-NL conductor',
  """Dames en heren, deze trein stopt op alle oversold-stations van 2024: ⟦63@R.summary.rows⟧ in totaal.
Eerste halte ⟦24 januari@D:2024-01-24⟧ (RSI ⟦25,14@row('2024-01-24').rsi⟧), laatste halte ⟦20 december@D:2024-12-20⟧ (RSI ⟦29,09@R.summary.last.rsi⟧).
Diepste punt onderweg: RSI ⟦19,49@stats.rsi.min⟧. Let op het afstapje."""),
E('q_rsi_oversold_2024', 'faithful', 'zh-CN insta',
  """2024 年 NQ 超卖打卡 📉🧘
RSI(14) < 30 一共 ⟦63@R.summary.rows⟧ 天
最低 ⟦19.49@stats.rsi.min⟧，平均 ⟦26.12@stats.rsi.mean⟧
第一次：⟦1月24日@D:2024-01-24⟧（⟦25.14@row('2024-01-24').rsi⟧）
#纳指期货 #RSI #超卖 #交易日记"""),
# ---------------------------------------------------------------- q_quarter_range_2024
E('q_quarter_range_2024', 'wrong_row', 'fr-FR conductor',
  """Mesdames et messieurs, le train NQ 2024 dessert les quatre trimestres.
T1 : amplitude moyenne ⟦320,64@row(1).mean_range⟧ points. T2 : ⟦314,87@row(2).mean_range⟧. T3 : ⟦263,41@row(3).mean_range⟧. Terminus T4 : ⟦263,41@row(4).mean_range~row(3).mean_range!⟧.
Merci d'avoir voyagé avec nous."""),
E('q_quarter_range_2024', 'wrong_column', 'pl-PL bingo',
  """Oczy na karty! 🎱
Q1 — średni zakres ⟦320,64@row(1).mean_range⟧!
Q2 — średni zakres ⟦555,25@row(2).mean_range~row(2).max_range!⟧!
Q4 — tylko ⟦201,62@row(4).mean_range⟧, najspokojniej!
BINGO! Najszerszy dzień roku: ⟦585,5@row(1).max_range⟧, w Q1."""),
E('q_quarter_range_2024', 'miscomputed', 'ru-RU proof',
  """Утверждение. В 2024 году NQ успокаивался от квартала к кварталу.
Доказательство. Средний диапазон: Q1 ⟦320,64@row(1).mean_range⟧, Q2 ⟦314,87@row(2).mean_range⟧, Q3 ⟦263,41@row(3).mean_range⟧, Q4 ⟦201,62@row(4).mean_range⟧, строго убывает. Разница Q1 − Q4 = ⟦109,02@row(1).mean_range-row(4).mean_range!⟧ пункта. ∎"""),
E('q_quarter_range_2024', 'faithful', 'pt-BR charsheet',
  """FICHA DE PERSONAGEM — NQ 2024, por trimestre
T1: fúria ⟦320,64@row(1).mean_range⟧ (pico ⟦585,5@row(1).max_range⟧)
T2: ⟦314,87@row(2).mean_range⟧
T3: ⟦263,41@row(3).mean_range⟧
T4: calma ⟦201,62@row(4).mean_range⟧ (pico ⟦389@row(4).max_range⟧)
Evolução: perde força a cada trimestre."""),
E('q_quarter_range_2024', 'faithful', 'nl-NL lottery',
  """📣 TREKKING KWARTAALLOTERIJ · NQ 2024
Hoofdprijs: Q1, gemiddelde range ⟦320,64@row(1).mean_range⟧ punten
Tweede prijs: Q2, ⟦314,87@row(2).mean_range⟧
Troostprijs: Q4, ⟦201,62@row(4).mean_range⟧
Grootste uitschieter: ⟦585,5@row(1).max_range⟧ (Q1)."""),
E('q_quarter_range_2024', 'faithful', 'en-GB racing',
  """14:20 QUARTERLY RANGE STAKES 2024 · Going: softening
1. Q1 (3) — ⟦320.64@row(1).mean_range⟧ avg range, best day ⟦585.5@row(1).max_range⟧ — winner
2. Q2 (1) — ⟦314.87@row(2).mean_range⟧, close second
3. Q3 (4) — ⟦263.41@row(3).mean_range⟧
4. Q4 (2) — ⟦201.62@row(4).mean_range⟧, tailed off""", allow=['1', '2', '3', '4']),
# ---------------------------------------------------------------- q_close_extremes_2023
E('q_close_extremes_2023', 'wrong_column', 'en-US racing',
  """15:05 CLOSING PRICE CUP 2023 · Going: good
1) HIGH CLOSE — ⟦18,946@max_close⟧, made all
2) LAST CLOSE — ⟦17,553.5@last_close⟧, year-end
3) LOW CLOSE — ⟦17,553.5@min_close~last_close!⟧, never travelled"""),
E('q_close_extremes_2023', 'misrounded', 'nl-NL patent',
  """CONCLUSIES
1. Werkwijze voor het bepalen van de slotkoersextremen van de NQ in 2023, met een hoogste slotkoers van ⟦18.946@max_close⟧ punten.
2. Werkwijze volgens de voorgaande conclusie, waarbij de laagste slotkoers ⟦15,8 duizend@min_close!⟧ punten bedraagt."""),
E('q_close_extremes_2023', 'derived', 'it-IT lottery',
  """🎟️ ESTRAZIONE DEL LOTTO · NQ 2023
Ruota dei massimi: ⟦18.946@max_close⟧
Ruota dei minimi: ⟦15.875,25@min_close⟧
Ultima estratta (chiusura di fine anno): ⟦17.553,5@last_close⟧
Distanza dal massimo: ⟦1.392,5@max_close-last_close!⟧ punti (calcolo mio)."""),
E('q_close_extremes_2023', 'faithful', 'fr-FR charsheet',
  """FICHE DE PERSONNAGE — NQ, édition 2023
Sommet (plus haute clôture) : ⟦18\u202f946@max_close⟧
Fosse (plus basse clôture) : ⟦15\u202f875,25@min_close⟧
Position finale : ⟦17\u202f553,5@last_close⟧
Capacité spéciale : finit l'année plus près du sommet que de la fosse."""),
E('q_close_extremes_2023', 'faithful', 'pt-BR journal',
  """LANÇAMENTO CONTÁBIL · fechamentos do NQ em 2023
D  Máximo do ano   ⟦18.946,00@max_close⟧
C  Mínimo do ano   ⟦15.875,25@min_close⟧
Histórico: último fechamento de 2023 em ⟦17.553,50@last_close⟧."""),
E('q_close_extremes_2023', 'faithful', 'ja-JP conductor',
  """本日もご乗車ありがとうございます。NQ 2023年線、終点は ⟦17,553.5@last_close⟧ です。
途中の最高地点は ⟦18,946@max_close⟧、最低地点は ⟦15,875.25@min_close⟧ でした。
お忘れ物のないようご注意ください。"""),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
E('q_h1_vs_h2_2024', 'wrong_year', 'fr-FR patent',
  """REVENDICATIONS
1. Procédé de comparaison de la volatilité du NQ entre les deux semestres de 2024, dans lequel l'amplitude moyenne vaut ⟦317,71@A.mean_range⟧ points au S1 et ⟦232,52@B.mean_range⟧ points au second semestre (S2).
2. Procédé selon la revendication précédente, dans lequel l'amplitude maximale du S1 est de ⟦507,5@A.max_range~B.max_range!⟧ points."""),
E('q_h1_vs_h2_2024', 'derived', 'es-ES racing',
  """16:10 · GRAN PREMIO SEMESTRAL 2024 · pista: NQ
1) PRIMER SEMESTRE — rango medio ⟦317,71@A.mean_range⟧, ⟦124@A.R.source_row_count⟧ sesiones, ganador
2) SEGUNDO SEMESTRE — ⟦232,52@B.mean_range⟧, ⟦128@B.R.source_row_count⟧ sesiones
Margen: el S1 fue ⟦1,37@A.mean_range/B.mean_range!⟧ veces el S2 (cálculo mío)."""),
E('q_h1_vs_h2_2024', 'coincidental', 'en-US sitrep',
  """SITREP — NQ VOLATILITY, 2024
1. H1: mean daily range ⟦317.71@A.mean_range⟧ pts over ⟦124@A.R.source_row_count⟧ sessions; peak ⟦585.5@A.max_range⟧.
2. H2: mean ⟦232.52@B.mean_range⟧ pts over ⟦128@B.R.source_row_count⟧ sessions; peak ⟦587@B.max_range!⟧.
3. ASSESSMENT: H1 the more volatile half. OUT."""),
E('q_h1_vs_h2_2024', 'faithful', 'nl-NL infobox',
  """{{Infobox halfjaar
| instrument = NQ
| H1_gem_range = ⟦317,71@A.mean_range⟧ (⟦124@A.R.source_row_count⟧ sessies)
| H2_gem_range = ⟦232,52@B.mean_range⟧ (⟦128@B.R.source_row_count⟧ sessies)
| H1_max = ⟦585,5@A.max_range⟧ · H2_max = ⟦507,5@B.max_range⟧
| conclusie = eerste helft onrustiger
}}"""),
E('q_h1_vs_h2_2024', 'faithful', 'pt-BR insta',
  """O primeiro semestre de 2024 foi montanha-russa 🎢, o segundo foi rede de descanso 🏖️
S1: amplitude média ⟦317,71@A.mean_range⟧ pts (máx. ⟦585,5@A.max_range⟧)
S2: ⟦232,52@B.mean_range⟧ pts (máx. ⟦507,5@B.max_range⟧)
#NQ #daytrade #volatilidade #bolsa"""),
E('q_h1_vs_h2_2024', 'faithful', 'it-IT conductor',
  """Signori passeggeri, il treno NQ 2024 ha attraversato il primo semestre a velocità sostenuta: escursione media ⟦317,71@A.mean_range⟧ punti su ⟦124@A.R.source_row_count⟧ sedute.
Nel secondo semestre si rallenta: ⟦232,52@B.mean_range⟧ punti su ⟦128@B.R.source_row_count⟧ sedute. Scendendo, prestate attenzione."""),
]
