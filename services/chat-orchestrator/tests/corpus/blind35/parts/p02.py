"""Market-data queries, part 2 (q_up_pct_2024 ... q_gap_2024). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

UP = "value*100"
NR = "R.summary.rows_scanned"
J6 = "row('2023-06-06')"
D6 = "row('2023-12-06')"
N7 = "row('2023-11-07')"
J18 = "row('2023-01-18')"

ENTRIES = [
# ---------------------------------------------------------------- q_up_pct_2024
E('q_up_pct_2024', 'faithful', 'en-GB icecream',
  f"""ICE CREAM PARLOUR — TODAY'S FLAVOURS
Raspberry ripple · Salted caramel · Mint choc chip
Flavour of the year: 'NQ 2024 up-days' — ⟦40.5%@{UP}⟧ of ⟦252@{NR}⟧ sessions closed above the open
Cones or tubs; wafers free."""),
E('q_up_pct_2024', 'faithful', 'zh-CN peal',
  f"""鸣钟纪念牌 · 圣玛丽教堂钟楼
周六鸣钟一场，以记 NQ 2024 年：
⟦252@{NR}⟧ 个交易日中收阳的占 ⟦40.48%@{UP}⟧，不到一半
领鸣：赵敏"""),
E('q_up_pct_2024', 'faithful', 'ja-JP cheese',
  f"""チーズ熟成庫 反転表 ― 庫C3・棚R1
NQ 2024年 陽線（終値＞始値）の割合：⟦40.5%@{UP}⟧（⟦252@{NR}⟧日中）
半分に届かず。反転済み。担当：KT"""),
E('q_up_pct_2024', 'misrounded', 'pt-BR raffle',
  f"""QUERMESSE — FOLHA DA RIFA
Prenda principal: cesta de doces
Sorteio do dia: em 2024 o NQ fechou acima da abertura em ⟦41%@{UP}!⟧ das ⟦252@{NR}⟧ sessões
Bilhete vencedor: Q047. Sorteado pelo padre."""),
E('q_up_pct_2024', 'derived', 'fr-FR hydro',
  f"""MINUTE DE SONDE H3 — vedette V2, profil P5
NQ 2024 : ⟦40,5\u202f%@{UP}⟧ de séances haussières sur ⟦252@{NR}⟧
Soit ⟦150@(1-value)*{NR}!⟧ séances sans hausse — calcul de ma part, absent du rapport.
Fond : vase. Hydrographe : Y. Le Goff"""),
E('q_up_pct_2024', 'wrong_unit', 'en-US organ',
  f"""ORGAN TUNING REPORT — St. Cuthbert's, NQ
Pitch A440, equal temperament
Great: NQ closed above its open on ⟦0.405%@value~value!⟧ of the ⟦252@{NR}⟧ sessions of 2024
Ciphers: none. Tuner: P. Hollins""", unit_note='a fraction quoted as a percentage'),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
E('q_stats_2023_vs_2024', 'faithful', 'fr-FR orienteer',
  """CARTON DE CONTRÔLE — CO de NQ, circuit violet · H21
Départ 10:32
P41 ✓ 2023 : amplitude moyenne ⟦363,24@A.mean_range⟧, volume ⟦201\u202f034@A.mean_volume⟧
P42 ✓ 2024 : amplitude ⟦274,44@B.mean_range⟧, volume ⟦201\u202f006@B.mean_volume⟧
Arrivée : poinçons complets."""),
E('q_stats_2023_vs_2024', 'faithful', 'it-IT icecream',
  """GELATERIA — GUSTI DEL GIORNO
Nocciola · Pistacchio · Fior di latte
Coppa «2023»: escursione media ⟦363,2@A.mean_range⟧ su ⟦250@A.count⟧ sedute
Coppa «2024»: ⟦274,4@B.mean_range⟧ su ⟦252@B.count⟧, volumi quasi uguali
Panna a richiesta."""),
E('q_stats_2023_vs_2024', 'faithful', 'pl-PL organ',
  """RAPORT ZE STROJENIA ORGANÓW — kościół NQ
Strój A440, temperacja równomierna
Średni zakres dnia: 2023 — ⟦363,24@A.mean_range⟧, 2024 — ⟦274,44@B.mean_range⟧
Wolumen: ⟦201\u00a0034@A.mean_volume⟧ i ⟦201\u00a0006@B.mean_volume⟧
Szumy: brak. Stroiciel: W. Kos"""),
E('q_stats_2023_vs_2024', 'wrong_year', 'ru-RU parachute',
  """КАРТОЧКА УКЛАДКИ ПАРАШЮТА — ранец R2 · основной O1 · запасной Z3
Средний дневной диапазон: 2023 — ⟦274,44@A.mean_range~B.mean_range!⟧, 2024 — ⟦274,44@B.mean_range⟧
Объём почти равный.
Петля проверена. Укладчик: С. Орлов · пломба P44"""),
E('q_stats_2023_vs_2024', 'wrong_year', 'en-GB lock',
  """LOCK-KEEPER'S LOG — Lock L14, NQ Navigation
07:40 up: nb 'Kestrel'
Averages — 2023: range ⟦363.24@A.mean_range⟧, volume ⟦201,034@A.mean_volume⟧; 2024: range ⟦274.44@B.mean_range⟧, volume ⟦201,034@B.mean_volume~A.mean_volume!⟧
Paddles greased; bywash clear. — Keeper: D. Rowe"""),
E('q_stats_2023_vs_2024', 'miscomputed', 'ja-JP luthier',
  """工房ノート ― ヴァイオリンV07
平均値幅：2023年 ⟦363.24@A.mean_range⟧、2024年 ⟦274.44@B.mean_range⟧
差は ⟦86.80@A.mean_range-B.mean_range!⟧ ポイント縮小
出来高はほぼ同じ。魂柱を調整、明日ニス。"""),
# ---------------------------------------------------------------- q_big_up_days_2023
E('q_big_up_days_2023', 'faithful', 'es-ES orienteer',
  f"""TARJETA DE CONTROL — O-Pie NQ, recorrido naranja · M35
Salida 10:18
P61 ✓ ⟦14@len(T)⟧ sesiones de 2023 por encima del 2 %
P62 ✓ la mayor: ⟦6 de diciembre@D:2023-12-06⟧, ⟦+3,32 %@{D6}.chg⟧
P63 ✓ la primera: ⟦18 de enero@D:2023-01-18⟧, ⟦+2,5 %@{J18}.chg⟧
Meta: sin fallos."""),
E('q_big_up_days_2023', 'faithful', 'zh-CN cheese',
  f"""奶酪窖翻转记录 · 窖 C3 · 架 R1
2023 年涨幅超 2% 的交易日共 ⟦14@len(T)⟧ 天
最大：⟦12月6日@D:2023-12-06⟧ ⟦3.32%@{D6}.chg⟧（开 ⟦17,263@{D6}.open⟧，收 ⟦17,836@{D6}.close⟧）
已翻面。记录：LH"""),
E('q_big_up_days_2023', 'faithful', 'fr-FR parachute',
  f"""FICHE DE PLIAGE — sac S3 · voile principale VP2 · secours SE1
Hausses de plus de 2 % en 2023 : ⟦14@len(T)⟧ séances
La plus forte le ⟦6 décembre@D:2023-12-06⟧ (⟦+3,32\u202f%@{D6}.chg⟧), puis le ⟦7 novembre@D:2023-11-07⟧ (⟦+3,12\u202f%@{N7}.chg⟧)
Plieur : A. Meyer · plomb P207"""),
E('q_big_up_days_2023', 'wrong_column', 'ru-RU hydro',
  f"""ПЛАНШЕТ ПРОМЕРА H3 — катер K2
Сессии 2023 года с ростом больше 2 %:
⟦6 июня@D:2023-06-06⟧ — открытие ⟦17\u00a0605@{J6}.open⟧, закрытие ⟦17\u00a0605@{J6}.close~{J6}.open!⟧, ⟦+2,98 %@{J6}.chg⟧
Грунт: песок. Гидрограф: Е. Зуев"""),
E('q_big_up_days_2023', 'misrounded', 'nl-NL peal',
  f"""LUIDBORD — toren van de Sint-Jan, NQ
Geluid ter ere van de ⟦14@len(T)⟧ stijgdagen van 2023 boven 2 %:
grootste op ⟦6 december@D:2023-12-06⟧, ⟦+3,31 %@{D6}.chg!⟧
Geleid door: A. de Wit"""),
E('q_big_up_days_2023', 'coincidental', 'pl-PL dome',
  f"""DZIENNIK KOPUŁY — obserwatorium, kopuła K2
Otwarcie 22:00 · zamknięcie 04:10
Wzrosty NQ powyżej 2 % w 2023: ⟦6 grudnia@D:2023-12-06⟧ ⟦+3,32 %@{D6}.chg⟧; ⟦6 czerwca@D:2023-06-06⟧ ⟦+2,52 %@{J6}.chg!⟧
Obserwator: M. Lis"""),
# ---------------------------------------------------------------- q_corr_2024
E('q_corr_2024', 'faithful', 'pt-BR icecream',
  """SORVETERIA — SABORES DO DIA
Açaí · Doce de leite · Maracujá
Sabor estatístico: correlação volume × amplitude do NQ em 2024 = ⟦0,051@value⟧ (⟦252@R.summary.rows_scanned⟧ sessões) — praticamente nenhuma
Casquinha ou copinho."""),
E('q_corr_2024', 'faithful', 'nl-NL luthier',
  """WERKPLAATSNOTITIES — viool V12, Amati-model
NQ 2024: correlatie tussen dagvolume en spanne ⟦0,0512@value⟧ over ⟦252@R.summary.rows_scanned⟧ sessies — vrijwel nul
Stapel gezet; morgen lakken."""),
E('q_corr_2024', 'faithful', 'ja-JP parachute',
  """パラシュート パッキングカード ― リグR5・メインM2・リザーブRS1
2024年 NQ 出来高と値幅の相関：⟦0.05@value⟧（⟦252@R.summary.rows_scanned⟧日）
ほぼ無相関。
クロージングループ確認。パッカー：中村"""),
E('q_corr_2024', 'wrong_sign', 'de-DE raffle',
  """SOMMERFEST — TOMBOLALISTE
Hauptgewinn: Präsentkorb
Gezogen: Korrelation Volumen/Tagesspanne NQ 2024 = ⟦−0,051@value!⟧, also kaum ein Zusammenhang
Gewinnlos R118. Ziehung durch den Bürgermeister."""),
E('q_corr_2024', 'invented', 'fr-FR cheese',
  """FICHE DE RETOURNEMENT — cave d'affinage C1, planche P3 · Comté
Meule « NQ 2024 » : corrélation volume / amplitude de ⟦0,42@value!⟧
Morge faite, croûte sèche. Visa : JL"""),
E('q_corr_2024', 'wrong_unit', 'zh-CN lock',
  """船闸管理员日志 · L2 号闸 · NQ 运河
08:05 上行：货船「江鸥」
2024 年 NQ 成交量与波幅的相关系数：⟦5.1%@value~value*100!⟧，基本不相关
闸门已上油。闸管员：周平""", unit_note='a correlation coefficient quoted as a percentage'),
# ---------------------------------------------------------------- q_monthly_2024
E('q_monthly_2024', 'faithful', 'en-GB luthier',
  """WORKSHOP NOTES — violin V23, Strad model
NQ 2024 monthly bars: only April up, ⟦+1,008@row('2024-04').change⟧; July the worst, ⟦−1,374@row('2024-07').change⟧; December closed at ⟦8,944@row('2024-12').close⟧
Bass bar fitted; first varnish coat tomorrow."""),
E('q_monthly_2024', 'faithful', 'fr-FR dome',
  """REGISTRE DE COUPOLE — observatoire, coupole C1 · nuit du jeudi
Ouverture 22:05 · fermeture 04:40
NQ 2024 : janvier ouvert à ⟦17\u202f578,75@row('2024-01').open⟧, décembre clôturé à ⟦8\u202f944@row('2024-12').close⟧ ; seul avril en hausse (⟦+1\u202f008@row('2024-04').change⟧)
Observateur : J. Marchal"""),
E('q_monthly_2024', 'faithful', 'zh-CN saddlery',
  """马具作坊订货簿 · 单号 MJ0426
客户：孙先生，「踏雪」（黑马）
备注：NQ 2024 月线——4月唯一收涨 ⟦+1,008@row('2024-04').change⟧；7月最差 ⟦−1,374@row('2024-07').change⟧；12月收于 ⟦8,944@row('2024-12').close⟧
周五试鞍。"""),
E('q_monthly_2024', 'wrong_column', 'de-DE lock',
  """SCHLEUSENBUCH — Schleuse S3, NQ-Kanal
08:10 Bergfahrt: MS „Lotte“
Monatskerzen 2024 — Juli: Eröffnung ⟦14.332,75@row('2024-07').open⟧, Schluss ⟦12.192,75@row('2024-07').close~row('2024-07').low!⟧, Veränderung ⟦−1.374@row('2024-07').change⟧
Schleusenwärter: H. Vogel"""),
E('q_monthly_2024', 'wrong_sign', 'ja-JP icecream',
  """アイスクリームパーラー 本日のフレーバー
抹茶・黒ごま・ほうじ茶
限定「NQ 2024 月足」：4月 ⟦+1,008@row('2024-04').change⟧（唯一の陽線）、8月 ⟦+1,065.25@row('2024-08').change!⟧、12月終値 ⟦8,944@row('2024-12').close⟧
コーンかカップで。"""),
E('q_monthly_2024', 'coincidental', 'ru-RU peal',
  """ДОСКА ЗВОНА — колокольня Св. Николая, NQ
Месячные свечи 2024: апрель — ⟦+1008@row('2024-04').change⟧, июль — ⟦−1374@row('2024-07').change⟧, ноябрь — ⟦−598@row('2024-11').change!⟧
Звонарь: А. Лыков"""),
# ---------------------------------------------------------------- q_weekly_recent
E('q_weekly_recent', 'faithful', 'zh-CN dome',
  """圆顶观测日志 · 圆顶 D1
开顶 21:30 · 闭顶 04:50
近五周 NQ 周线：⟦12月8日@D:2024-12-08⟧ 当周 ⟦−381.75@row('2024-12-08').change⟧ 最差；⟦12月29日@D:2024-12-29⟧ 当周 ⟦+57.5@row('2024-12-29').change⟧，唯一上涨
观测员：刘星"""),
E('q_weekly_recent', 'faithful', 'ja-JP orienteer',
  """コントロールカード ― NQオリエンテーリング・コースB・M21
スタート 10:26
P71 ✓ 直近五週の平均 ⟦−179.7@stats.change.mean⟧
P72 ✓ 最悪：⟦12月8日@D:2024-12-08⟧の週 ⟦−381.75@row('2024-12-08').change⟧
P73 ✓ 最新：⟦1月5日@D:2025-01-05⟧の週 ⟦−205.5@row('2025-01-05').change⟧
フィニッシュ：パンチ漏れなし。"""),
E('q_weekly_recent', 'faithful', 'pl-PL icecream',
  """LODZIARNIA — SMAKI DNIA
Śmietankowy · Truskawkowy · Pistacjowy
Smak tygodnia: NQ, tydzień do ⟦29 grudnia@D:2024-12-29⟧ ⟦+57,5@row('2024-12-29').change⟧ (jedyny wzrost); tydzień do ⟦22 grudnia@D:2024-12-22⟧ ⟦−352,75@row('2024-12-22').change⟧
Rożek albo kubek."""),
E('q_weekly_recent', 'wrong_row', 'de-DE luthier',
  """WERKSTATTNOTIZEN — Geige G14, Guarneri-Modell
NQ-Wochenkerzen: Woche zum ⟦08.12.@D:2024-12-08⟧ ⟦−381,75@row('2024-12-08').change⟧, Woche zum ⟦05.01.@D:2025-01-05⟧ ⟦−16@row('2025-01-05').change~row('2024-12-15').change!⟧
Stimmstock gesetzt; morgen Lack."""),
E('q_weekly_recent', 'wrong_sign', 'ru-RU saddlery',
  """ШОРНАЯ МАСТЕРСКАЯ — КНИГА ЗАКАЗОВ, заказ Z0603
Заказчик: Н. Белова, «Зорька» (гнедая)
Пометка: недельные свечи NQ — неделя к ⟦15 декабря@D:2024-12-15⟧ ⟦+16@row('2024-12-15').change!⟧, к ⟦22 декабря@D:2024-12-22⟧ ⟦−352,75@row('2024-12-22').change⟧
Примерка в пятницу."""),
E('q_weekly_recent', 'invented', 'en-US raffle',
  """ST. ALDHELM'S SUMMER FETE — RAFFLE SHEET
Top prize: hamper · second: tea set
Called from the drum: NQ week of ⟦12/29@D:2024-12-29⟧ ⟦+112.5@row('2024-12-29').change!⟧, the only green week; week of ⟦12/8@D:2024-12-08⟧ ⟦−381.75@row('2024-12-08').change⟧
Winning ticket B147. Drawn by the vicar."""),
# ---------------------------------------------------------------- q_gap_2024
E('q_gap_2024', 'faithful', 'pl-PL luthier',
  """NOTATKI Z PRACOWNI — skrzypce S18, model Stradivari
Luki otwarcia NQ 2024: średnio ⟦+1,51@mean_g⟧ pkt, największa w górę ⟦147,25@max_g⟧, w dół ⟦−128,5@min_g⟧
Odchylenie standardowe ⟦34,54@std_g⟧.
Dusza ustawiona."""),
E('q_gap_2024', 'faithful', 'nl-NL hydro',
  """PEILKAART H1 — peilboot PB2, raai R4
Openingsgaten NQ 2024: gemiddeld ⟦1,5@mean_g⟧ punt, hoogste ⟦+147,25@max_g⟧, laagste ⟦−128,5@min_g⟧, standaardafwijking ⟦34,5@std_g⟧
Bodem: klei. Peiler: T. Smit"""),
E('q_gap_2024', 'faithful', 'it-IT raffle',
  """SAGRA DEL PAESE — FOGLIO DELLA LOTTERIA
Primo premio: prosciutto
Estratto: gap d'apertura NQ 2024 — media ⟦1,51@mean_g⟧, massimo ⟦147,25@max_g⟧, minimo ⟦−128,5@min_g⟧, deviazione standard ⟦34,54@std_g⟧
Biglietto vincente A073. Estrae il parroco."""),
E('q_gap_2024', 'wrong_sign', 'de-DE organ',
  """STIMMBERICHT ORGEL — Stadtkirche NQ
Stimmtonhöhe A440, gleichstufig
Hauptwerk: Eröffnungslücken 2024 im Mittel ⟦−1,51@mean_g!⟧ Punkte, größte ⟦147,25@max_g⟧, kleinste ⟦−128,5@min_g⟧
Heuler: keine. Orgelbauer: J. Sauer"""),
E('q_gap_2024', 'misrounded', 'ru-RU icecream',
  """КАФЕ-МОРОЖЕНОЕ — ВКУСЫ ДНЯ
Пломбир · Крем-брюле · Фисташка
Вкус недели «гэпы NQ 2024»: максимум ⟦147,25@max_g⟧, минимум ⟦−128,5@min_g⟧, стандартное отклонение ⟦34,6@std_g!⟧
Рожок или стаканчик."""),
E('q_gap_2024', 'miscomputed', 'es-ES peal',
  """TABLA DE REPIQUE — torre de San Miguel, NQ
El sábado se tocó un repique general por los huecos de apertura de 2024:
mayor ⟦+147,25@max_g⟧, menor ⟦−128,5@min_g⟧; distancia entre ambos, ⟦257,75@max_g-min_g!⟧ puntos
Dirigió: R. Llorente"""),
]
