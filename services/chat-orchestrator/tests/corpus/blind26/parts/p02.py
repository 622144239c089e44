"""Market-data queries, part 2 (q_up_pct_2024 ... q_gap_2024). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- q_up_pct_2024
E('q_up_pct_2024', 'wrong_unit', 'ru-RU sewing',
  """ВЫКРОЙКА NQ — «Платье 2024», размер M
Ткань: ⟦252@R.source_row_count⟧ торговых дня
Доля «растущих» деталей (закрытие выше открытия): ⟦0,40 %@value*100~value!⟧
Припуски на швы включены. Перед раскроем ткань декатировать.""", unit_note='fraction quoted as a percent'),
E('q_up_pct_2024', 'misrounded', 'en-US summit',
  """SUMMIT REGISTER — Mt. NQ, season 2024
Climbers who topped out (up days): ⟦40.47%@value*100!⟧ of ⟦252@R.source_row_count⟧ attempts.
Most turned back below the ridge.
Weather: overcast, winds rising. — J. & K. Miller"""),
E('q_up_pct_2024', 'invented', 'ja-JP carelabel',
  """取扱い表示　NQ 2024
陽線（終値＞始値）の割合：⟦43.7%@value*100!⟧
対象：⟦252@R.source_row_count⟧ 営業日
タンブル乾燥禁止・アイロン低温"""),
E('q_up_pct_2024', 'faithful', 'pt-BR patter',
  """Respeitável público! ⟦252@R.source_row_count⟧ cartas, uma por pregão de 2024.
Quantas fecharam acima da abertura? Abracadabra… ⟦40,5 %@value*100⟧!
Menos da metade, senhoras e senhores. Aplausos!"""),
E('q_up_pct_2024', 'faithful', 'nl-NL firedrill',
  """ONTRUIMINGSOEFENING — rapport NQ 2024
Aantal oefendagen: ⟦252@R.source_row_count⟧
Dagen met slot boven opening: ⟦40,48%@value*100⟧
Conclusie: minder dan de helft. Verzamelplaats: parkeerterrein. BHV: P. de Boer"""),
E('q_up_pct_2024', 'faithful', 'pl-PL audioguide',
  """🎧 Audioprzewodnik, sala A2 — „Rok 2024”
Przed państwem ⟦252@R.source_row_count⟧ sesje. Tylko ⟦40,5 %@value*100⟧ z nich zamknęło się powyżej otwarcia.
Proszę przejść do następnej sali."""),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
E('q_stats_2023_vs_2024', 'wrong_year', 'en-US carelabel',
  """CARE LABEL — Style NQ2324
2023: avg range ⟦363.2@A.mean_range⟧ pts, avg volume ⟦201,034@A.mean_volume⟧
2024: avg range ⟦274.4@B.mean_range⟧ pts, over ⟦250@B.count~A.count!⟧ sessions
Machine wash cold. Tumble dry low. Do not iron."""),
E('q_stats_2023_vs_2024', 'wrong_year', 'nl-NL qsl',
  """QSL — PA3NQX aan DL0NQ
Rapport 2023: gemiddelde dagrange ⟦274,4@A.mean_range~B.mean_range!⟧ punten, volume ⟦201.034@A.mean_volume⟧
Rapport 2024: range ⟦274,4@B.mean_range⟧, volume ⟦201.006@B.mean_volume⟧
Bedankt voor de QSO, groeten uit Utrecht"""),
E('q_stats_2023_vs_2024', 'miscomputed', 'it-IT rulebook',
  """REGOLAMENTO — «Anno contro Anno» (gioco da tavolo)
Il giocatore 2023 parte con un'escursione media di ⟦363,2@A.mean_range⟧ punti, il giocatore 2024 con ⟦274,4@B.mean_range⟧.
Il 2024 ha quindi il ⟦26,4 %@(A.mean_range-B.mean_range)/A.mean_range*100!⟧ di escursione in meno.
Il volume (⟦201.034@A.mean_volume⟧ contro ⟦201.006@B.mean_volume⟧) non conta: pareggio."""),
E('q_stats_2023_vs_2024', 'faithful', 'en-GB sleeve',
  """SLEEVE NOTES — "Two Years", double LP
Disc 2023: average daily range ⟦363.2@A.mean_range⟧ pts across ⟦250@A.count⟧ sessions; volume ⟦201,034@A.mean_volume⟧ a day
Disc 2024: calmer at ⟦274.4@B.mean_range⟧ pts (⟦252@B.count⟧ sessions); volume ⟦201,006@B.mean_volume⟧
Volume barely moved."""),
E('q_stats_2023_vs_2024', 'faithful', 'fr-FR audioguide',
  """🎧 Audioguide — Salle D, « Deux années »
À gauche, 2023 : amplitude moyenne ⟦363,2@A.mean_range⟧ points, volume ⟦201\u202f034@A.mean_volume⟧ contrats.
À droite, 2024, plus sage : ⟦274,4@B.mean_range⟧ points, volume ⟦201\u202f006@B.mean_volume⟧.
Avancez vers la salle suivante."""),
E('q_stats_2023_vs_2024', 'faithful', 'es-ES patter',
  """¡Señoras y señores, dos sombreros! En uno, 2023: rango medio ⟦363,2@A.mean_range⟧ puntos.
En el otro, 2024: ⟦274,4@B.mean_range⟧… ¡más tranquilo!
¿Y el volumen? ⟦201.034@A.mean_volume⟧ frente a ⟦201.006@B.mean_volume⟧: ¡casi idénticos! ¡Tachán!"""),
# ---------------------------------------------------------------- q_big_up_days_2023
E('q_big_up_days_2023', 'wrong_row', 'pl-PL obituary',
  """NEKROLOG
Z żalem zawiadamiamy, że sesja z ⟦6 czerwca 2023@D:2023-06-06⟧ r. odeszła po wzroście o ⟦2,22 %@row('2023-06-06').chg~row('2023-06-15').chg!⟧.
Otwarcie ⟦17\u00a0605@row('2023-06-06').open⟧, zamknięcie ⟦18\u00a0130,5@row('2023-06-06').close⟧.
Pogrążona w smutku rodzina: ⟦14@R.summary.rows⟧ dni powyżej 2 %."""),
E('q_big_up_days_2023', 'wrong_column', 'pt-BR firedrill',
  """RELATÓRIO DE SIMULADO DE INCÊNDIO — Prédio NQ, 2023
Alarme mais forte: ⟦06/12/2023@D:2023-12-06⟧, alta de ⟦3,32 %@row('2023-12-06').chg⟧
Abertura registrada: ⟦17.836@row('2023-12-06').open~row('2023-12-06').close!⟧
Total de ocorrências acima de 2%: ⟦14@R.summary.rows⟧
Ponto de encontro: estacionamento. Brigadista: L. Souza"""),
E('q_big_up_days_2023', 'coincidental', 'ja-JP patter',
  """さあお客様、一枚引いてください…
⟦1月18日@D:2023-01-18⟧！2023年最初の「2%超え」の日、上昇率は ⟦2.45%@row('2023-01-18').chg!⟧！
最後の一枚は ⟦12月6日@D:2023-12-06⟧、⟦3.32%@row('2023-12-06').chg⟧。
全部で ⟦14@R.summary.rows⟧ 日。拍手を！"""),
E('q_big_up_days_2023', 'faithful', 'en-US sleeve',
  """SLEEVE NOTES — "Two Percent Club" (2023)
A1 · ⟦Jan 18@D:2023-01-18⟧ ⟦+2.50%@row('2023-01-18').chg⟧
A2 · ⟦Nov 7@D:2023-11-07⟧ ⟦+3.12%@row('2023-11-07').chg⟧
B7 · ⟦Dec 6@D:2023-12-06⟧ ⟦+3.32%@row('2023-12-06').chg⟧, the closer and the biggest
⟦14@R.summary.rows⟧ tracks in all, average ⟦+2.44%@stats.chg.mean⟧"""),
E('q_big_up_days_2023', 'faithful', 'es-ES rulebook',
  """REGLAMENTO — «Club del 2 %» (edición 2023)
Mazo: ⟦14@R.summary.rows⟧ cartas, una por cada sesión que cerró más de un 2 % por encima de la apertura.
Carta más débil: ⟦27 de marzo@D:2023-03-27⟧, ⟦+2,01 %@row('2023-03-27').chg⟧. La más fuerte: ⟦6 de diciembre@D:2023-12-06⟧, ⟦+3,32 %@row('2023-12-06').chg⟧.
Gana quien robe la de diciembre."""),
E('q_big_up_days_2023', 'faithful', 'ru-RU summit',
  """КНИГА ВОСХОЖДЕНИЙ — NQ, 2023
Самое высокое восхождение: ⟦6 декабря@D:2023-12-06⟧, ⟦+3,32 %@row('2023-12-06').chg⟧ от открытия (⟦17\u00a0263@row('2023-12-06').open⟧ → ⟦17\u00a0836@row('2023-12-06').close⟧).
Первое: ⟦18 января@D:2023-01-18⟧, ⟦+2,5 %@row('2023-01-18').chg⟧.
Всего ⟦14@R.summary.rows⟧ восхождений выше 2 %. Подпись: Саша"""),
# ---------------------------------------------------------------- q_corr_2024
E('q_corr_2024', 'wrong_sign', 'fr-FR pacenotes',
  """ES NQ 2024 — notes du copilote
volume contre amplitude… corrélation ⟦−0,051@value!⟧, tout droit, ne coupe pas
aucun lien, plat sur ⟦252@R.source_row_count⟧ séances
arrivée"""),
E('q_corr_2024', 'invented', 'pt-BR obituary',
  """FALECIMENTO
Comunicamos o falecimento da correlação entre volume e amplitude de 2024, aos ⟦252@R.source_row_count⟧ pregões.
Deixa um coeficiente de ⟦0,23@value!⟧, fraco, mas presente.
Missa de sétimo dia: sexta, 18:00."""),
E('q_corr_2024', 'misrounded', 'ja-JP audioguide',
  """🎧 音声ガイド　展示室 B2「出来高と値幅」
目の前の散布図をご覧ください。2024年の相関係数は ⟦0.052@value!⟧。
点は雲のように広がり、関係はほとんど見えません。
次の展示室へお進みください。"""),
E('q_corr_2024', 'faithful', 'zh-CN sewing',
  """裁剪图 NQ-2024 · 连衣裙
面料：⟦252@R.source_row_count⟧个交易日
成交量与振幅的相关系数：⟦0.05@value⟧，几乎没有关系
先疏缝再车缝。"""),
E('q_corr_2024', 'faithful', 'en-GB carelabel',
  """CARE LABEL — NQ 2024
Volume vs range correlation: ⟦0.051@value⟧ (practically none)
Based on ⟦252@R.source_row_count⟧ sessions
Hand wash only · Do not wring"""),
E('q_corr_2024', 'faithful', 'nl-NL qsl',
  """QSL — PD0NQ aan G4NQX
Correlatie volume en bereik 2024: ⟦0,0512@value⟧, praktisch nul
⟦252@R.source_row_count⟧ dagen gemeten
Bedankt voor de verbinding!"""),
# ---------------------------------------------------------------- q_monthly_2024
E('q_monthly_2024', 'wrong_sign', 'zh-CN rulebook',
  """游戏规则 ·《2024 月线大富翁》
每张月份卡写着当月涨跌（收盘−开盘）。
4月卡：⟦+1,008@row('2024-04').change⟧，全年最好
6月卡：⟦+234.75@row('2024-06').change!⟧
7月卡：⟦−1,374@row('2024-07').change⟧，抽到即破产"""),
E('q_monthly_2024', 'wrong_column', 'ru-RU sleeve',
  """КОНВЕРТ ПЛАСТИНКИ «2024 помесячно»
Сторона A, трек «Апрель» — единственный рост: ⟦+1008@row('2024-04').change⟧
Сторона B, трек «Октябрь»: открытие ⟦11\u00a0281,5@row('2024-10').open⟧, закрытие ⟦9741@row('2024-10').close~row('2024-10').low!⟧
Финальный трек «Декабрь»: закрытие ⟦8944@row('2024-12').close⟧"""),
E('q_monthly_2024', 'wrong_row', 'en-US logbook',
  """PILOT LOGBOOK — N24NQ, C182
Monthly legs 2024 (close − open):
Jul ⟦−1,374@row('2024-07').change⟧ (roughest leg of the year)
Aug ⟦−608.5@row('2024-08').change~row('2024-09').change!⟧
Dec ⟦−621@row('2024-12').change⟧, landed at ⟦8,944@row('2024-12').close⟧
Remarks: only April climbed."""),
E('q_monthly_2024', 'derived', 'pl-PL patter',
  """Proszę państwa, oto kwiecień 2024, jedyny miesiąc na plusie: ⟦+1008@row('2024-04').change⟧!
Szczyt ⟦16\u00a0666@row('2024-04').high⟧, dołek ⟦14\u00a0642,25@row('2024-04').low⟧.
Rozpiętość? Policzyłem sam, bez sztuczek: ⟦2023,75@row('2024-04').high-row('2024-04').low!⟧ punktu.
Brawa!"""),
E('q_monthly_2024', 'faithful', 'de-DE carelabel',
  """PFLEGEETIKETT — Modell „Monatskerzen 2024“
Einziger Plusmonat: April, ⟦+1.008@row('2024-04').change⟧
Schwächster: Juli, ⟦−1.374@row('2024-07').change⟧
Durchschnitt: ⟦−728,13@stats.change.mean⟧ pro Monat
Nicht bleichen · Schonwaschgang"""),
E('q_monthly_2024', 'faithful', 'pt-BR obituary',
  """NOTA DE FALECIMENTO
Faleceu em ⟦31/12/2024@D:2024-12-31⟧ o ano de 2024 do NQ, que fechou a ⟦8.944@row('2024-12').close⟧ pontos.
Teve um único mês feliz, abril (⟦+1.008@row('2024-04').change⟧), e perdeu ⟦1.374@row('2024-07').change|neg⟧ pontos em julho.
Velório no salão de pregão."""),
E('q_monthly_2024', 'faithful', 'en-GB firedrill',
  """FIRE DRILL REPORT — NQ House, 2024
Monthly evacuations (close − open): ⟦12@R.summary.rows⟧ drills, eleven ended lower
Worst: July, ⟦−1,374@row('2024-07').change⟧. Only clean exit: April, ⟦+1,008@row('2024-04').change⟧
Average per drill: ⟦−728.13@stats.change.mean⟧
Fire marshal: D. Price"""),
# ---------------------------------------------------------------- q_weekly_recent
E('q_weekly_recent', 'wrong_row', 'de-DE sewing',
  """SCHNITTMUSTER NQ — „Wochenjacke“, Größe M
Teil A, Woche ab ⟦08.12.@D:2024-12-08⟧ — ⟦−381,75@row('2024-12-08').change⟧ Punkte, das schwerste Teil
Teil B, Woche ab ⟦15.12.@D:2024-12-15⟧ — ⟦−16@row('2024-12-15').change⟧, Volumen ⟦1.007.765@row('2024-12-15').volume~row('2024-12-22').volume!⟧
Teil D, Woche ab ⟦29.12.@D:2024-12-29⟧ — ⟦+57,5@row('2024-12-29').change⟧
Nahtzugabe inklusive."""),
E('q_weekly_recent', 'wrong_sign', 'pt-BR qsl',
  """QSL — PY2NQX para DL0NQ
Confirmo nosso QSO da semana de ⟦05/01/2025@D:2025-01-05⟧: variação ⟦+205,5@row('2025-01-05').change!⟧ pontos
Semana de ⟦08/12/2024@D:2024-12-08⟧: ⟦−381,75@row('2024-12-08').change⟧, a pior
Média das ⟦5@R.summary.rows⟧ semanas: ⟦−179,7@stats.change.mean⟧
Obrigado pelo contato!"""),
E('q_weekly_recent', 'invented', 'nl-NL pacenotes',
  """KP NQ — rijnotities, laatste weken
week ⟦8 december@D:2024-12-08⟧: ⟦−381,75@row('2024-12-08').change⟧, diep, R3 sluit
week ⟦29 december@D:2024-12-29⟧: ⟦+57,5@row('2024-12-29').change⟧, enige groene, volume ⟦842.310@row('2024-12-29').volume!⟧, kuil
week ⟦5 januari@D:2025-01-05⟧: ⟦−205,5@row('2025-01-05').change⟧, niet snijden
finish"""),
E('q_weekly_recent', 'faithful', 'ru-RU carelabel',
  """ЯРЛЫК ПО УХОДУ — модель «Недели» NQ
Неделя с ⟦8 декабря@D:2024-12-08⟧: ⟦−381,75@row('2024-12-08').change⟧ — самая тяжёлая
Неделя с ⟦29 декабря@D:2024-12-29⟧: ⟦+57,5@row('2024-12-29').change⟧ — единственная в плюсе
Средняя: ⟦−179,7@stats.change.mean⟧
Не отбеливать · Сушить в расправленном виде"""),
E('q_weekly_recent', 'faithful', 'en-GB obituary',
  """OBITUARY
The weekly bars of December, peacefully, aged ⟦5@R.summary.rows⟧ weeks.
Lost ⟦381.75@row('2024-12-08').change|neg⟧ points in the week of ⟦8 December@D:2024-12-08⟧; rallied once, ⟦+57.5@row('2024-12-29').change⟧ in the week of ⟦29 December@D:2024-12-29⟧.
Closed at ⟦8,837.25@row('2025-01-05').close⟧. No flowers, please."""),
E('q_weekly_recent', 'faithful', 'it-IT audioguide',
  """🎧 Audioguida — Sala E1, «Le ultime settimane»
Davanti a voi la settimana del ⟦22 dicembre@D:2024-12-22⟧: ⟦−352,75@row('2024-12-22').change⟧ punti, volume ⟦1.007.765@row('2024-12-22').volume⟧, il più alto.
Più avanti, l'unica settimana verde: ⟦+57,5@row('2024-12-29').change⟧.
Premete il tasto verde per proseguire."""),
# ---------------------------------------------------------------- q_gap_2024
E('q_gap_2024', 'wrong_column', 'de-DE obituary',
  """TRAUERANZEIGE
Wir nehmen Abschied von den Eröffnungslücken des Jahres 2024.
Im Schnitt öffneten sie ⟦34,54@mean_g~std_g!⟧ Punkte über dem Vortagesschluss, höchstens ⟦147,25@max_g⟧, im schlimmsten Fall ⟦128,5@min_g|neg⟧ darunter.
In stiller Trauer: ⟦252@R.summary.rows_scanned⟧ Handelstage"""),
E('q_gap_2024', 'wrong_sign', 'ja-JP summit',
  """山頂記帳簿　NQ岳・2024年
最大の窓（ギャップアップ）：⟦+147.25@max_g⟧
最大の窓（ギャップダウン）：⟦−128.5@min_g⟧
平均 ⟦−1.51@mean_g!⟧、標準偏差 ⟦34.54@std_g⟧
天気：霧。記入者：山田"""),
E('q_gap_2024', 'miscomputed', 'nl-NL audioguide',
  """🎧 Audiotour — Zaal F2, „De openingsgaten van 2024”
Links het grootste gat omhoog: ⟦147,25@max_g⟧ punten. Rechts het diepste omlaag: ⟦−128,5@min_g⟧.
Samen een spanwijdte van ⟦265,75@max_g-min_g!⟧ punten.
Loop door naar de volgende zaal."""),
E('q_gap_2024', 'faithful', 'it-IT patter',
  """Signore e signori, un mazzo di ⟦252@R.summary.rows_scanned⟧ aperture del 2024!
Il buco più grande in su: ⟦147,25@max_g⟧ punti. In giù: ⟦−128,5@min_g⟧.
In media? Appena ⟦1,51@mean_g⟧, con una deviazione standard di ⟦34,54@std_g⟧. Voilà!"""),
E('q_gap_2024', 'faithful', 'es-ES carelabel',
  """ETIQUETA — «Huecos de apertura 2024»
Media: ⟦1,51@mean_g⟧ pts · Desv. típica: ⟦34,5@std_g⟧
Máx.: ⟦+147,25@max_g⟧ · Mín.: ⟦−128,5@min_g⟧
Lavar del revés · No usar lejía"""),
E('q_gap_2024', 'faithful', 'en-GB rulebook',
  """RULES — "Mind the Gap" (2024 edition)
Each turn, flip one opening gap from the ⟦252@R.summary.rows_scanned⟧-card deck.
Biggest card up: ⟦147.25@max_g⟧. Biggest card down: ⟦−128.5@min_g⟧.
Average flip: ⟦1.51@mean_g⟧ points; spread (std): ⟦34.54@std_g⟧.
Highest total after the deck wins."""),
]
