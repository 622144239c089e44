"""Market-data queries, part 2 (q_up_pct_2024 ... q_gap_2024). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- q_up_pct_2024
E('q_up_pct_2024', 'wrong_unit', 'pt-BR cocktail',
  """FICHA TÉCNICA — drinque «Alta 2024»
Copo: taça coupé · Gelo: nenhum
Base: dias que fecharam acima da abertura — ⟦0,40 %@value*100~value!⟧ dos ⟦252@R.source_row_count⟧ pregões
Guarnição: casca de laranja. Bater e coar duas vezes.""", unit_note='a fraction quoted as a percent'),
E('q_up_pct_2024', 'invented', 'en-US bonsai',
  """BONSAI JOURNAL — trident maple "NQ 2024"
Year in review: ⟦37.3%@value*100!⟧ of sessions closed above the open.
More brown leaves than green, then. Cut back watering, move to shade.
Next repot: early spring."""),
E('q_up_pct_2024', 'derived', 'it-IT glacier',
  """NOTE DI RILIEVO GLACIALE — ghiacciaio NQ, campagna 2024
Palina P1: sedute chiuse sopra l'apertura ⟦40,48 %@value*100⟧ su ⟦252@R.source_row_count⟧
Palina P2: sedute in calo o pari ⟦59,52 %@100-value*100!⟧ (conto mio: cento meno il dato di P1)
Nevischio dalle 13:00, rientro al rifugio."""),
E('q_up_pct_2024', 'faithful', 'es-ES rowing',
  """DIARIO DE REMO — sesión S09, ergómetro «2024»
Tiempo 30:00 · ritmo suave
Días al alza: ⟦40,5 %@value*100⟧ de ⟦252@R.source_row_count⟧ sesiones
Menos de la mitad. Estirar al acabar."""),
E('q_up_pct_2024', 'faithful', 'nl-NL triage',
  """TRIAGEBORD — SEH, nachtdienst · bijgewerkt 03:20
BED | CASUS | CAT | NOTITIE
K4 | stijgdagen NQ 2024 | P3 | ⟦40,48%@value*100⟧ van ⟦252@R.source_row_count⟧ dagen
Minder dan de helft sloot boven de opening. Observatie."""),
E('q_up_pct_2024', 'faithful', 'ja-JP postcard',
  """NQ温泉より
2024年は始値より高く引けた日が ⟦40.5%@value*100⟧（⟦252@R.source_row_count⟧日中）でした。半分に届きません。
こちらは紅葉がきれいです。
お元気で。 ひろし"""),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
E('q_stats_2023_vs_2024', 'wrong_year', 'ja-JP cocktail',
  """スペックカード ―「2023 vs 2024」
グラス：ロック · 氷：大きめ一個
2023年：平均値幅 ⟦274.44@A.mean_range~B.mean_range!⟧ ポイント、平均出来高 ⟦201,034@A.mean_volume⟧ 枚
2024年：平均値幅 ⟦274.44@B.mean_range⟧ ポイント、平均出来高 ⟦201,006@B.mean_volume⟧ 枚
ステアで。"""),
E('q_stats_2023_vs_2024', 'wrong_year', 'pl-PL rowing',
  """DZIENNIK WIOSŁOWANIA — sesja S23, „2023 kontra 2024”
Czas 40:00 · tempo równe
2023: średni zakres ⟦363,2@A.mean_range⟧ pkt, średni wolumen ⟦201\u00a0006@A.mean_volume~B.mean_volume!⟧
2024: zakres ⟦274,4@B.mean_range⟧, wolumen ⟦201\u00a0006@B.mean_volume⟧
Spokojniej, ale nie luźniej."""),
E('q_stats_2023_vs_2024', 'miscomputed', 'nl-NL drumtab',
  """DRUMTAB — „2023 tegen 2024”
HH |x-x-x-x-x-x-x-x-|
SD |----o-------o---|
BD |o-o-----o-o-----|
2023: gem. range ⟦363,24@A.mean_range⟧ · 2024: ⟦274,44@B.mean_range⟧
2024 speelt ⟦86,8@A.mean_range-B.mean_range!⟧ punten zachter; volume bleef gelijk."""),
E('q_stats_2023_vs_2024', 'faithful', 'it-IT windtunnel',
  """SCHEDA PROVA — galleria del vento GV1, modello «NQ»
Prova A (2023): escursione media ⟦363,24@A.mean_range⟧ punti, volume medio ⟦201.033,96@A.mean_volume⟧, ⟦250@A.count⟧ sedute
Prova B (2024): ⟦274,44@B.mean_range⟧ punti, ⟦201.006,37@B.mean_volume⟧, ⟦252@B.count⟧ sedute
Tecnico: F. Neri"""),
E('q_stats_2023_vs_2024', 'faithful', 'zh-CN postcard',
  """NQ 湖畔来信
2023 年日均振幅 ⟦363.2@A.mean_range⟧ 点，2024 年降到 ⟦274.4@B.mean_range⟧ 点；成交量两年几乎一样（⟦201,034@A.mean_volume⟧ 对 ⟦201,006@B.mean_volume⟧ 手）。
这里天天下雨，想你。
小雨"""),
E('q_stats_2023_vs_2024', 'faithful', 'es-ES triage',
  """PIZARRA DE TRIAJE — urgencias, turno de tarde · act. 16:05
BOX | CASO | PRIORIDAD | NOTA
C1 | rango medio 2023 | P2 | ⟦363,2@A.mean_range⟧ pts
C2 | rango medio 2024 | P3 | ⟦274,4@B.mean_range⟧ pts, más tranquilo
C3 | volumen | P4 | ⟦201.034@A.mean_volume⟧ / ⟦201.006@B.mean_volume⟧, estable"""),
# ---------------------------------------------------------------- q_big_up_days_2023
E('q_big_up_days_2023', 'wrong_row', 'en-GB cocktail',
  """SPEC CARD — "Big Green Days 2023"
Glass: highball · Ice: cubed
Base: ⟦14@R.summary.rows⟧ sessions closing more than 2% above the open
Float: ⟦4 May@D:2023-05-04⟧, up ⟦2.98%@row('2023-05-04').chg~row('2023-06-06').chg!⟧
Top: ⟦6 Dec@D:2023-12-06⟧, up ⟦3.32%@row('2023-12-06').chg⟧ — the biggest
Build, don't shake."""),
E('q_big_up_days_2023', 'wrong_column', 'en-US slate',
  """SLATE — PROD "Up Days 2023" · ROLL C011 · SC8_T2
DATE ⟦12/6/2023@D:2023-12-06⟧
Biggest up day: +⟦3.32%@row('2023-12-06').chg⟧, open ⟦17,263@row('2023-12-06').open⟧, close ⟦17,263@row('2023-12-06').close~row('2023-12-06').open!⟧
DIR: J. Park · CAM: B · TC 04:11:37:02"""),
E('q_big_up_days_2023', 'coincidental', 'es-ES glacier',
  """NOTAS DE CAMPO — glaciar NQ, sesiones de 2023 con más de 2 % de subida
Baliza B1, ⟦18/01@D:2023-01-18⟧: +⟦2,5 %@row('2023-01-18').chg⟧
Baliza B2, ⟦18/09@D:2023-09-18⟧: +⟦2,23 %@row('2023-09-18').chg!⟧
Baliza B3, ⟦06/12@D:2023-12-06⟧: +⟦3,32 %@row('2023-12-06').chg⟧, la mayor
Niebla desde las 12:40."""),
E('q_big_up_days_2023', 'faithful', 'ja-JP windtunnel',
  """風洞試験記録 ― 風洞WT3、模型「2023年 大陽線」
始値比2%超の上昇日：⟦14@R.summary.rows⟧日
RUN R01 ⟦1月18日@D:2023-01-18⟧：+⟦2.50%@row('2023-01-18').chg⟧
RUN R14 ⟦12月6日@D:2023-12-06⟧：+⟦3.32%@row('2023-12-06').chg⟧（最大）
平均 +⟦2.44%@stats.chg.mean⟧　担当：木村"""),
E('q_big_up_days_2023', 'faithful', 'ru-RU ringmaster',
  """Почтеннейшая публика! В 2023 году было ⟦14@R.summary.rows⟧ дней, когда NQ закрылся выше открытия больше чем на 2 %!
Первым на арену вышло ⟦18 января@D:2023-01-18⟧: +⟦2,5 %@row('2023-01-18').chg⟧!
А чемпион — ⟦6 декабря@D:2023-12-06⟧: +⟦3,32 %@row('2023-12-06').chg⟧! Аплодисменты!"""),
E('q_big_up_days_2023', 'faithful', 'it-IT triage',
  """LAVAGNA TRIAGE — pronto soccorso, turno di notte · agg. 02:50
LETTO | CASO | CODICE | NOTA
L1 | ⟦6 dicembre@D:2023-12-06⟧ | R1 | +⟦3,32 %@row('2023-12-06').chg⟧, il balzo più forte del 2023
L2 | ⟦7 novembre@D:2023-11-07⟧ | R2 | +⟦3,12 %@row('2023-11-07').chg⟧
L3 | ⟦27 marzo@D:2023-03-27⟧ | R4 | +⟦2,01 %@row('2023-03-27').chg⟧, appena sopra soglia"""),
# ---------------------------------------------------------------- q_corr_2024
E('q_corr_2024', 'wrong_sign', 'ru-RU triage',
  """ДОСКА ТРИАЖА — приёмное, смена Б · обновлено 06:30
КОЙКА | СЛУЧАЙ | КАТ. | ЗАМЕТКА
K2 | объём × размах NQ 2024 | P4 | корреляция ⟦−0,051@value!⟧ по ⟦252@R.source_row_count⟧ дням
Связи практически нет. Наблюдение без вмешательства."""),
E('q_corr_2024', 'misrounded', 'nl-NL pawn',
  """PANDBEWIJS — nr. PB2024
Onderpand: correlatie tussen dagvolume en dagrange NQ 2024
Getaxeerd op ⟦0,052@value!⟧ over ⟦252@R.source_row_count⟧ handelsdagen — praktisch niets waard
Terugkopen binnen drie maanden."""),
E('q_corr_2024', 'invented', 'ja-JP glacier',
  """氷河調査メモ ― NQ氷河、2024年
測点S1：出来高と値幅の相関 ⟦0.23@value!⟧（⟦252@R.source_row_count⟧日）
要再測定。
14:20 ガス発生、観測打ち切り。記録：高橋"""),
E('q_corr_2024', 'faithful', 'en-US ringmaster',
  """LADIES AND GENTLEMEN, BOYS AND GIRLS! Tonight we test the famous bond between volume and range!
Over ⟦252@R.source_row_count⟧ sessions of 2024 … the correlation is … ⟦0.05@value⟧!
Practically nothing! The two acrobats never even touch! Cue the drums!"""),
E('q_corr_2024', 'faithful', 'de-DE slate',
  """KLAPPE — „Volumen × Spanne 2024“
ROLLE A012 · SZ4_T1 · KAMERA A
Korrelation: ⟦0,0512@value⟧ über ⟦252@R.source_row_count⟧ Handelstage
Praktisch kein Zusammenhang.
Regie: M. Vogt · TC 03:22:48:15"""),
E('q_corr_2024', 'faithful', 'pl-PL overdue',
  """WEZWANIE DO ZWROTU — Biblioteka NQ
Pozycja: „Korelacja wolumenu i zakresu, 2024”
Wynik: ⟦0,051@value⟧ (⟦252@R.source_row_count⟧ sesje) — praktycznie brak związku
Termin minął. Prosimy o zwrot lub prolongatę."""),
# ---------------------------------------------------------------- q_monthly_2024
E('q_monthly_2024', 'wrong_sign', 'es-ES cocktail',
  """FICHA DE CÓCTEL — «Meses 2024»
Vaso: old fashioned · Hielo: bloque
Base amarga: julio, el peor mes: ⟦−1374@row('2024-07').change⟧ puntos
Toque dulce: abril, el único al alza: ⟦+1008@row('2024-04').change⟧
Gota final: junio, el que menos cayó: ⟦+234,75@row('2024-06').change!⟧
Remover y servir."""),
E('q_monthly_2024', 'wrong_row', 'fr-FR pawn',
  """RECONNAISSANCE DE GAGE — n° PG0731
Objet : barres mensuelles NQ 2024
Pire mois, juillet : ⟦−1\u202f238@row('2024-07').change~row('2024-10').change!⟧ points
Seul mois en hausse, avril : ⟦+1\u202f008@row('2024-04').change⟧
Dépôt à retirer sous trois mois."""),
E('q_monthly_2024', 'wrong_column', 'ru-RU glacier',
  """ПОЛЕВОЙ ЖУРНАЛ — ледник NQ, месячные бары 2024
Веха M1, январь: открытие ⟦17\u00a0578,75@row('2024-01').open⟧
Веха M7, июль: ⟦−1374@row('2024-07').change⟧ п., худший месяц
Веха M12, декабрь: закрытие ⟦8926,25@row('2024-12').close~row('2024-12').low!⟧
Туман с 15:10. Наблюдатель: Зуев"""),
E('q_monthly_2024', 'faithful', 'en-US slate',
  """SLATE — PROD "Monthly Bars 2024" · ROLL A021 · SC4_T3
Opening shot, Jan: open ⟦17,578.75@row('2024-01').open⟧
Only rising month, Apr: ⟦+1,008@row('2024-04').change⟧
Worst, Jul: ⟦−1,374@row('2024-07').change⟧
Final close, Dec: ⟦8,944@row('2024-12').close⟧
DIR: K. Lowe · TC 01:07:55:19"""),
E('q_monthly_2024', 'faithful', 'pt-BR windtunnel',
  """FOLHA DE ENSAIO — túnel de vento TV3, modelo «Meses 2024»
Ensaio E4 (abril): ⟦+1.008@row('2024-04').change⟧ pts — o único mês de alta
Ensaio E7 (julho): ⟦−1.374@row('2024-07').change⟧ pts — o pior
Média mensal: ⟦−728,13@stats.change.mean⟧. Técnico: L. Prado"""),
E('q_monthly_2024', 'faithful', 'de-DE rowing',
  """RUDERPROTOKOLL — Einheit S12, Ergometer „Monate 2024“
Zeit 60:00 · Schlagzahl ruhig
Beste Strecke: April, ⟦+1.008@row('2024-04').change⟧ Punkte
Schwerste: Juli, ⟦−1.374@row('2024-07').change⟧
Elf Monate von zwölf im Minus. Dehnen nicht vergessen."""),
# ---------------------------------------------------------------- q_weekly_recent
E('q_weekly_recent', 'wrong_sign', 'de-DE triage',
  """TRIAGE-TAFEL — Notaufnahme, Spätdienst · Stand 18:40
BETT | FALL | KAT | NOTIZ
B1 | Woche ab ⟦08.12.@D:2024-12-08⟧ | P1 | ⟦+381,75@row('2024-12-08').change!⟧ Pkt., schlimmste Woche
B4 | Woche ab ⟦29.12.@D:2024-12-29⟧ | P4 | ⟦+57,5@row('2024-12-29').change⟧, einzige Woche im Plus"""),
E('q_weekly_recent', 'derived', 'fr-FR drumtab',
  """TABLATURE BATTERIE — « Cinq semaines »
HH |x-x-x-x-x-x-x-x-|
SD |----o-------o---|
BD |o-------o-----o-|
Ouverture de la semaine du ⟦8 décembre@D:2024-12-08⟧ à ⟦9\u202f611,25@row('2024-12-08').open⟧, clôture finale à ⟦8\u202f837,25@row('2025-01-05').close⟧ :
⟦774@row('2024-12-08').open-row('2025-01-05').close!⟧ points perdus sur la période (calcul de ma part, absent du rapport)."""),
E('q_weekly_recent', 'coincidental', 'nl-NL bonsai',
  """BONSAIDAGBOEK — iep „NQ”, laatste weken
Week van ⟦8 dec@D:2024-12-08⟧: ⟦−381,75@row('2024-12-08').change⟧, zware snoei
Week van ⟦22 dec@D:2024-12-22⟧: ⟦−384@row('2024-12-22').change!⟧
Week van ⟦29 dec@D:2024-12-29⟧: ⟦+57,5@row('2024-12-29').change⟧, eerste nieuwe knop
Gemiddeld ⟦−179,7@stats.change.mean⟧. Binnen laten staan."""),
E('q_weekly_recent', 'faithful', 'it-IT rowing',
  """DIARIO VOGATORE — sessione S05, «Ultime settimane»
Tempo 25:00 · ritmo regolare
Settimana peggiore: dal ⟦8 dicembre@D:2024-12-08⟧, ⟦−381,75@row('2024-12-08').change⟧ punti
Unica in attivo: dal ⟦29 dicembre@D:2024-12-29⟧, ⟦+57,5@row('2024-12-29').change⟧
Media ⟦−179,7@stats.change.mean⟧. Schiena ok."""),
E('q_weekly_recent', 'faithful', 'ja-JP slate',
  """カチンコ ―「直近の週足」
ROLL A003 · SC2_T5 · CAM A
最悪の週：⟦12月8日@D:2024-12-08⟧週 ⟦−381.75@row('2024-12-08').change⟧
唯一のプラス：⟦12月29日@D:2024-12-29⟧週 ⟦+57.5@row('2024-12-29').change⟧
平均 ⟦−179.7@stats.change.mean⟧　監督：山本"""),
E('q_weekly_recent', 'faithful', 'ru-RU cocktail',
  """ТЕХКАРТА КОКТЕЙЛЯ — «Последние недели»
Бокал: рокс · Лёд: крупный
Основа: неделя с ⟦8 декабря@D:2024-12-08⟧, ⟦−381,75@row('2024-12-08').change⟧ п.
Сладкая нота: неделя с ⟦29 декабря@D:2024-12-29⟧, ⟦+57,5@row('2024-12-29').change⟧ — единственная в плюсе
Перемешать, подать без гарнира."""),
# ---------------------------------------------------------------- q_gap_2024
E('q_gap_2024', 'wrong_sign', 'pl-PL slate',
  """KLAPS — „Luki na otwarciu 2024”
ROLKA B006 · SC9_T1 · KAMERA B
Średnia luka: ⟦+1,51@mean_g⟧ pkt
Największa w górę: ⟦−147,25@max_g!⟧ · największa w dół: ⟦−128,5@min_g⟧
Reż.: E. Kania · TC 00:41:02:07"""),
E('q_gap_2024', 'wrong_column', 'it-IT postcard',
  """Saluti da Portofino NQ!
I gap d'apertura del 2024: media ⟦1,5@mean_g⟧ punti, deviazione standard ⟦1,51@std_g~mean_g!⟧, il più grande ⟦+147,25@max_g⟧.
Il mare è calmo, il sole picchia. Ti penso!
Marco"""),
E('q_gap_2024', 'miscomputed', 'de-DE overdue',
  """MAHNUNG — Stadtbibliothek NQ
Medium: „Eröffnungslücken 2024“
Größte Lücke nach oben ⟦147,25@max_g⟧ Punkte, Standardabweichung ⟦34,54@std_g⟧
Das größte Gap entspricht damit ⟦4,62@max_g/std_g!⟧ Standardabweichungen.
Bitte zurückgeben oder verlängern."""),
E('q_gap_2024', 'faithful', 'pt-BR triage',
  """QUADRO DE TRIAGEM — pronto-socorro, plantão B · atualizado 11:15
LEITO | CASO | PRIOR. | NOTA
L2 | maior gap de alta 2024 | P2 | ⟦+147,25@max_g⟧ pts
L3 | maior gap de baixa | P2 | ⟦−128,5@min_g⟧ pts
L5 | gap médio | P5 | ⟦+1,51@mean_g⟧, desvio ⟦34,54@std_g⟧"""),
E('q_gap_2024', 'faithful', 'nl-NL drumtab',
  """DRUMTAB — „Openingsgaten 2024”
HH |x-x-x-x-x-x-x-x-|
SD |----o-------o---|
BD |o-------o-------|
Gemiddeld gat ⟦1,51@mean_g⟧ pt · spreiding ⟦34,5@std_g⟧ · grootste omhoog ⟦147,25@max_g⟧ · grootste omlaag ⟦−128,5@min_g⟧"""),
E('q_gap_2024', 'faithful', 'ja-JP bonsai',
  """盆栽日記 ― 真柏「NQ 2024」
今年の窓：平均 ⟦+1.51@mean_g⟧ ポイント、ばらつき（標準偏差）⟦34.54@std_g⟧
いちばん大きな上窓 ⟦+147.25@max_g⟧、下窓 ⟦−128.5@min_g⟧。
平均はほぼゼロ。水やりは朝だけ。"""),
]
