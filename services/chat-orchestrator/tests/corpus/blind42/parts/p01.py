"""Market-data queries, part 1 (q_range_last20 ... q_rth_hour_volume). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

N = "R.source_row_count"
MO = "row('Monday').mean_range"
TU = "row('Tuesday').mean_range"
WE = "row('Wednesday').mean_range"
TH = "row('Thursday').mean_range"
FR = "row('Friday').mean_range"


def pct(m):
    return f"row('{m}').pct_up*100"


def d(x, col):
    return f"row('{x}').{col}"


def h(x):
    return f"row('{x}').mean_volume"


ENTRIES = [
# ---------------------------------------------------------------- q_range_last20
E('q_range_last20', 'faithful', 'ru-RU aquarium',
  f"""ЖУРНАЛ АНАЛИЗОВ ВОДЫ — рифовый бассейн RT3, Калининград
Аммиак: ноль · нитриты: ноль · pH ровный · скиммер почищен
Заметка аквариумиста: средний дневной диапазон NQ за последние ⟦20@{N}⟧ сессий — ⟦187,6@value⟧ пункта (максимум минус минимум).
Подмена воды в 16:00."""),
E('q_range_last20', 'faithful', 'en-US toyhospital',
  f"""TOY HOSPITAL ADMISSION TICKET — TH0412
Patient: 'Barnaby', mohair bear · ward W2 · loose eye, tired growler
Nurse's note: over the last ⟦20@{N}⟧ sessions the NQ averaged a ⟦187.6@value⟧-point daily range, high to low.
Discharge Saturday; collect from 10:00."""),
E('q_range_last20', 'faithful', 'de-DE pipeband',
  f"""PIPE-BAND-WETTBEWERB — WERTUNGSBOGEN, Grade II, Band B07 „Pipes & Drums Hannover“
Set: MSR · Antreten 13:10 · Ensemble-Richter am Kreis
Notiz des Piping-Richters: mittlere Tagesspanne des NQ über die letzten ⟦20@{N}⟧ Sitzungen, Hoch minus Tief: ⟦187,6@value⟧ Punkte.
Bogen abgegeben; Bordune sauber gestimmt."""),
E('q_range_last20', 'invented', 'es-ES bankermark',
  """LIBRO DE MARCAS DE BANCO — banco B2 del obrador de la catedral de Burgos
Marca: ⋈ · dovela del arco norte, hilada H11
Asiento del cantero: en las últimas 20 sesiones el NQ recorrió de media ⟦203,4@value!⟧ puntos al día, de máximo a mínimo.
Piedra labrada; visada por el aparejador."""),
E('q_range_last20', 'derived', 'ja-JP woolsale',
  f"""羊毛競売カタログ ― セールS07・ロットW214
産地：メリノ、AAA格 · ブローカー：エルダーズ
鑑定人の所見：NQの直近⟦20@{N}⟧日の平均値幅は⟦187.6@value⟧ポイント。⟦20@{N}⟧日分を足し上げると⟦3,752@value*20!⟧ポイント（自分で掛けた数字で、結果には出ていない）。
11:40 落札。"""),
E('q_range_last20', 'wrong_unit', 'en-GB darts',
  """DARTS LEAGUE SCORE SHEET — Red Lion A v Crown & Anchor, match M7
Game G3 · legs best of three · chalker: Dot
Captain's note: NQ's average daily range over the last 20 sessions came to $⟦187.6@value~value!⟧, high to low.
Sheet signed; oche swept 22:30.""", unit_note='index points quoted as US dollars'),
# ---------------------------------------------------------------- q_range_stats_2024
E('q_range_stats_2024', 'faithful', 'en-GB skijump',
  """SKI JUMPING — JUDGE'S CARD, HS140 Planica · judge J4 · round R2
Jumper: bib B31 · gate G14 · wind compensation applied
Judge's remark: NQ 2024, ⟦252@count⟧ sessions — mean daily range ⟦274.4@mean_range⟧ pts, median ⟦267.25@median_range⟧, widest ⟦585.5@max_range⟧, narrowest ⟦116.5@min_range⟧.
Telemark clean; card in at 11:05."""),
E('q_range_stats_2024', 'faithful', 'es-ES oyster',
  """PARTE DE COSECHA DE OSTRAS — concesión L4, ría de Arousa
Mesas T1–T6 levantadas en bajamar, 07:10
Nota del mariscador: NQ 2024, ⟦252@count⟧ sesiones; rango diario medio ⟦274,44@mean_range⟧ puntos, mediana ⟦267,25@median_range⟧, máximo ⟦585,5@max_range⟧, mínimo ⟦116,5@min_range⟧.
Sacos a la depuradora, 09:30."""),
E('q_range_stats_2024', 'faithful', 'zh-CN ferrytally',
  """轮渡售票处 · 售票统计单 — 舟山码头，窗口 W2
班次 07:15、09:45 · 步行、汽车、自行车各栏已划线
售票员备注：NQ 2024 年共 ⟦252@count⟧ 个交易日，日均波幅 ⟦274.44@mean_range⟧ 点，中位数 ⟦267.25@median_range⟧，最大 ⟦585.5@max_range⟧，最小 ⟦116.5@min_range⟧。
钱箱点清，18:30 关窗。"""),
E('q_range_stats_2024', 'wrong_column', 'en-US darts',
  """DARTS LEAGUE SCORE SHEET — Fox & Hounds B v Railway Tavern, match M4
Game G2 · singles · chalker: Ray
Captain's note: NQ 2024 daily range — mean ⟦274.44@mean_range⟧ pts, median ⟦116.5@median_range~min_range!⟧, widest day ⟦585.5@max_range⟧.
Signed by both captains; board closed 22:45."""),
E('q_range_stats_2024', 'misrounded', 'pl-PL toyhospital',
  """KARTA PRZYJĘCIA — SZPITAL ZABAWEK, TH0517
Pacjent: „Uszatek”, pluszowy miś · sala S2, luźne ucho
Notatka pielęgniarki: NQ w 2024 r. — średni dzienny zakres ⟦274,43@mean_range!⟧ pkt, mediana ⟦267,25@median_range⟧ pkt.
Wypis w sobotę, odbiór od 10:00."""),
E('q_range_stats_2024', 'miscomputed', 'ja-JP fieldbook',
  """測量野帳 ― 図葉SK12・三角点TP4
経緯儀据付、方位角は基準点から記帳
測量士メモ：2024年のNQの日中値幅は最大⟦585.5@max_range⟧、最小⟦116.5@min_range⟧で、差し引き⟦459@max_range-min_range!⟧ポイントの開き。
15:30 記帳終了、標石塗装済。"""),
# ---------------------------------------------------------------- q_dow_range_2024
E('q_dow_range_2024', 'faithful', 'es-ES ferrytally',
  f"""OFICINA DE BILLETES DEL FERRI — HOJA DE RECUENTO, Algeciras, taquilla T3
Salidas 07:15 y 09:45 · columnas de a pie, coches y bicis cerradas
Nota del taquillero: en 2024 el día más amplio del NQ fue el miércoles, ⟦278,7@{WE}⟧ puntos de rango medio; el lunes, el más estrecho, ⟦269,4@{MO}⟧.
Caja cuadrada; cierre 18:30."""),
E('q_dow_range_2024', 'faithful', 'ru-RU toyhospital',
  f"""КАРТА ПРИЁМА — БОЛЬНИЦА ИГРУШЕК, TH0223
Пациент: «Потапыч», плюшевый медведь · палата W3, оторвана лапа
Запись медсестры: в 2024 г. средний диапазон NQ — от ⟦269,41@{MO}⟧ (понедельник) до ⟦278,7@{WE}⟧ (среда); пятница почти вровень: ⟦278,26@{FR}⟧.
Выписка в субботу с 10:00."""),
E('q_dow_range_2024', 'faithful', 'pl-PL fieldbook',
  f"""DZIENNIK POLOWY KARTOGRAFA — arkusz M34, punkt TP7
Teodolit ustawiony, azymuty wpisane
Notatka: NQ 2024, średni zakres wg dni — pon. ⟦269,4@{MO}⟧, wt. ⟦272,2@{TU}⟧, śr. ⟦278,7@{WE}⟧, czw. ⟦273,5@{TH}⟧, pt. ⟦278,3@{FR}⟧ pkt. Najszerzej w środę.
Zapis zamknięty 15:30."""),
E('q_dow_range_2024', 'wrong_row', 'pt-BR skijump',
  f"""SALTO DE ESQUI — CARTÃO DO JUIZ, HS134 Lahti · juiz J2 · série R1
Saltador: colete B27 · portão G12
Observação do juiz: em 2024 a quarta-feira teve o maior range médio do NQ, ⟦278,26@{WE}~{FR}!⟧ pontos; a segunda, o menor, ⟦269,41@{MO}⟧.
Telemark limpo; cartão entregue às 11:05."""),
E('q_dow_range_2024', 'coincidental', 'zh-CN bankermark',
  f"""石匠记号账 — 大教堂石料场，工作台 B4
记号：⋈ · 北拱楔石，层 C11
石匠记录：2024 年 NQ 按星期的平均日波幅：周一 ⟦269.41@{MO}⟧，周二 ⟦273.7@{TU}!⟧，周三 ⟦278.675@{WE}⟧，最宽。
石料修整完毕，监工已验收。"""),
E('q_dow_range_2024', 'derived', 'fr-FR winding',
  f"""REGISTRE DE REMONTAGE — horloge du beffroi de Douai
Mouvement et sonnerie remontés · mise à l'heure au top de 12:00
Note du remonteur : en 2024, mercredi le plus large (⟦278,675@{WE}⟧ points), lundi le plus étroit (⟦269,41@{MO}⟧) ; écart ⟦9,27@{WE}-{MO}!⟧ points, calcul à moi, pas dans le résultat.
Pivots huilés ; porte fermée."""),
# ---------------------------------------------------------------- q_month_up_2023
E('q_month_up_2023', 'faithful', 'de-DE toyhospital',
  f"""AUFNAHMESCHEIN — PUPPENKLINIK, TK0308
Patient: „Bruno“, Teddy aus Mohair · Station S1, Auge lose, Brummstimme müde
Notiz der Schwester: 2023 schloss der NQ im September an ⟦70@{pct('September')}⟧ % der Tage im Plus, im Oktober an ⟦68,2@{pct('October')}⟧ %, im November nur an ⟦38,1@{pct('November')}⟧ %.
Entlassung Samstag ab 10:00."""),
E('q_month_up_2023', 'faithful', 'nl-NL oyster',
  f"""OESTEROOGSTLOG — perceel P4, Yerseke
Tafels T1–T6 gelicht bij laagwater, 06:40 · platte oesters
Notitie van de kweker: in 2023 sloot de NQ in januari op ⟦60@{pct('January')}⟧% van de dagen hoger, in augustus op ⟦39,1@{pct('August')}⟧% en in november op ⟦38,1@{pct('November')}⟧% — de zwakste maand.
Zakken naar het zuiveringsbassin om 09:30."""),
E('q_month_up_2023', 'faithful', 'ja-JP darts',
  f"""ダーツリーグ スコアシート ― 赤獅子A 対 港クラブ・マッチM3
ゲームG4 · ダブルス · チョーカー：佐藤
キャプテンのメモ：2023年のNQで上昇引けの割合は、9月が⟦70@{pct('September')}⟧%で最高、10月⟦68.2@{pct('October')}⟧%、3月⟦56.5@{pct('March')}⟧%、11月⟦38.1@{pct('November')}⟧%で最低。
両キャプテン署名、22:30 ボード閉鎖。"""),
E('q_month_up_2023', 'wrong_row', 'zh-CN fieldbook',
  f"""测绘外业手簿 — 图幅 SK07，三角点 TP2
经纬仪已架设，方位角按基准点记录
测量员备注：2023 年 NQ 收涨日占比：一月 ⟦60@{pct('January')}⟧%，六月 ⟦47.4@{pct('June')}~{pct('February')}!⟧%，九月 ⟦70@{pct('September')}⟧%，全年最高。
15:30 记录完毕，标石已涂漆。"""),
E('q_month_up_2023', 'wrong_unit', 'fr-FR lifeboat',
  f"""REGISTRE DE SORTIE DU CANOT DE SAUVETAGE — station de Penmarc'h, canot SNS061
Lancement 14:22 · mer agitée, vent de nord-ouest frais
Note du patron : en 2023, septembre est le meilleur mois du NQ, avec ⟦0,7\u202f%@row('September').pct_up~row('September').pct_up!⟧ de séances en hausse ; novembre le plus faible.
Retour au hangar 16:05 ; équipage libéré.""", unit_note='a fraction quoted as a percent'),
E('q_month_up_2023', 'coincidental', 'ru-RU winding',
  f"""ЖУРНАЛ ЗАВОДА БАШЕННЫХ ЧАСОВ — ратуша, часы T1
Ход и бой заведены, гири подняты · сверено по сигналу точного времени 12:00
Запись часовщика: в 2023 г. доля дней роста NQ: сентябрь ⟦70@{pct('September')}⟧ %, июнь ⟦47,6@{pct('June')}!⟧ %, ноябрь ⟦38,1@{pct('November')}⟧ %.
Оси смазаны; дверь заперта."""),
# ---------------------------------------------------------------- q_widest_2024
E('q_widest_2024', 'faithful', 'pt-BR winding',
  f"""LIVRO DE CORDA DO RELÓGIO DA TORRE — Catedral da Sé, relógio T2
Trens de marcha e de toque com corda dada · acertado pelo sinal das 12:00
Nota do relojoeiro: o dia mais largo de 2024 no NQ foi ⟦24/01@D:2024-01-24⟧, com ⟦585,5@{d('2024-01-24','range')}⟧ pontos; depois ⟦17/05@D:2024-05-17⟧ (⟦555,25@{d('2024-05-17','range')}⟧) e ⟦31/05@D:2024-05-31⟧ (⟦541,5@{d('2024-05-31','range')}⟧).
Pivôs lubrificados."""),
E('q_widest_2024', 'faithful', 'nl-NL ferrytally',
  f"""VEERKANTOOR — TURFLIJST, Harlingen, loket L2
Afvaarten 07:15 en 09:45 · kolommen voetgangers, auto's, fietsen afgesloten
Notitie van de kassier: breedste NQ-dagen van 2024 — ⟦24 januari@D:2024-01-24⟧ ⟦585,5@{d('2024-01-24','range')}⟧ punten, ⟦5 juli@D:2024-07-05⟧ ⟦507,5@{d('2024-07-05','range')}⟧, ⟦1 mei@D:2024-05-01⟧ ⟦484,5@{d('2024-05-01','range')}⟧ (nummer vijf).
Kas klopt; loket dicht 18:30."""),
E('q_widest_2024', 'faithful', 'es-ES bankermark',
  f"""LIBRO DE MARCAS DE BANCO — banco B1, obrador de la catedral de Santiago
Marca: ✕ con flecha · sillar para la torre, hilada H07
Asiento del cantero: el ⟦24/01@D:2024-01-24⟧ el NQ abrió en ⟦17.188,75@{d('2024-01-24','open')}⟧ y cerró en ⟦16.672,75@{d('2024-01-24','close')}⟧: ⟦585,5@{d('2024-01-24','range')}⟧ puntos de rango, el día más ancho de 2024.
Visado por el aparejador."""),
E('q_widest_2024', 'wrong_column', 'fr-FR aquarium',
  f"""REGISTRE DES TESTS D'EAU — aquarium de Brest, bassin récifal B3
Ammoniaque nulle · nitrites nuls · pH stable · écumeur nettoyé
Note de l'aquariologiste : le ⟦5 juillet@D:2024-07-05⟧, ⟦507,5@{d('2024-07-05','range')}⟧ points d'amplitude sur le NQ ; clôture à ⟦13\u202f548,75@{d('2024-07-05','close')}~{d('2024-07-05','open')}!⟧.
Changement d'eau partiel à 16:00."""),
E('q_widest_2024', 'wrong_row', 'en-GB oyster',
  f"""OYSTER FARM HARVEST LOG — lease L3, West Mersea
Trestles T1–T6 lifted at low water 06:50 · native and rock
Farm hand's note: the NQ's fourth-widest day of 2024 was ⟦5 Jul@D:2024-07-05⟧, a ⟦484.5@{d('2024-07-05','range')}~{d('2024-05-01','range')}!⟧-point range; ⟦24 Jan@D:2024-01-24⟧ led with ⟦585.5@{d('2024-01-24','range')}⟧.
Bags to the purification tanks 09:30."""),
E('q_widest_2024', 'miscomputed', 'it-IT skijump',
  f"""SALTO CON GLI SCI — SCHEDA DEL GIUDICE, HS134 Predazzo · giudice J5 · serie R2
Saltatore: pettorale B19 · cancello G11
Nota del giudice: il ⟦24/01@D:2024-01-24⟧, giornata più ampia del 2024 (⟦585,5@{d('2024-01-24','range')}⟧ punti), il NQ ha chiuso a ⟦−561@{d('2024-01-24','close')}-{d('2024-01-24','open')}!⟧ punti dall'apertura.
Telemark pulito; scheda consegnata 11:05."""),
# ---------------------------------------------------------------- q_last10_change
E('q_last10_change', 'faithful', 'ja-JP skijump',
  f"""スキージャンプ 審判カード ― HS137白馬・審判J3・ラウンドR1
ジャンパー：ビブB22 · ゲートG13
審判メモ：NQ直近⟦10@R.summary.rows⟧セッション、始値→終値の平均は⟦−57.8@stats.change.mean⟧ポイント。最悪は⟦12月20日@D:2024-12-20⟧の⟦−178.25@{d('2024-12-20','change')}⟧、最良は⟦12月23日@D:2024-12-23⟧の⟦+91@{d('2024-12-23','change')}⟧。
テレマーク良好。"""),
E('q_last10_change', 'faithful', 'ru-RU bankermark',
  f"""КНИГА КАМЕНОТЁСНЫХ ЗНАКОВ — соборная мастерская, верстак B3
Знак: ⋈ · клинчатый камень северной арки, ряд C11
Запись мастера: за последние ⟦10@R.summary.rows⟧ сессий NQ в среднем терял ⟦57,8@stats.change.mean|neg⟧ пункта за день; ⟦31 декабря@D:2024-12-31⟧ — ⟦−175,5@{d('2024-12-31','change')}⟧, ⟦2 января@D:2025-01-02⟧ — ⟦−96,25@{d('2025-01-02','change')}⟧.
Камень принят прорабом."""),
E('q_last10_change', 'faithful', 'es-ES lifeboat',
  f"""PARTE DE SALIDA DEL BOTE SALVAVIDAS — estación de Laredo, bote SV04
Salida 14:22 · mar de fondo, nordeste fresco
Nota del patrón: últimas ⟦10@R.summary.rows⟧ sesiones del NQ — peor, ⟦20/12@D:2024-12-20⟧, ⟦−178,25@{d('2024-12-20','change')}⟧; mejor, ⟦23/12@D:2024-12-23⟧, ⟦+91@{d('2024-12-23','change')}⟧; media ⟦−57,8@stats.change.mean⟧ puntos.
Bote recogido 16:05; tripulación libre."""),
E('q_last10_change', 'faithful', 'en-GB toyhospital',
  f"""TOY HOSPITAL ADMISSION TICKET — TH1108
Patient: 'Captain Puff', clockwork steamer · ward W1, spring slipping
Nurse's note: NQ, last ten sessions — ⟦24 Dec@D:2024-12-24⟧ gained ⟦+10.25@{d('2024-12-24','change')}⟧, ⟦30 Dec@D:2024-12-30⟧ ⟦+69.25@{d('2024-12-30','change')}⟧, and ⟦2 Jan@D:2025-01-02⟧ finished at ⟦8,837.25@{d('2025-01-02','close')}⟧.
Discharge Monday; key wound twice."""),
E('q_last10_change', 'wrong_sign', 'it-IT fieldbook',
  f"""LIBRETTO DI CAMPAGNA — foglio F12, vertice trigonometrico TP3
Teodolite in stazione, azimut registrati
Nota del cartografo: NQ, ultime ⟦10@R.summary.rows⟧ sedute — il ⟦23/12@D:2024-12-23⟧ ⟦−91@{d('2024-12-23','change')}!⟧ punti, il ⟦20/12@D:2024-12-20⟧ ⟦−178,25@{d('2024-12-20','change')}⟧; media ⟦−57,8@stats.change.mean⟧.
Chiuso alle 15:30."""),
E('q_last10_change', 'wrong_column', 'pt-BR ferrytally',
  f"""BILHETERIA DA BALSA — MAPA DE CONTAGEM, Salvador, guichê G2
Saídas 07:15 e 09:45 · colunas de pedestres, carros e bicicletas fechadas
Nota do bilheteiro: em ⟦20/12@D:2024-12-20⟧, o pior dos últimos dez pregões, o NQ abriu a ⟦9.157,5@{d('2024-12-20','open')}⟧ e fechou a ⟦8.926,25@{d('2024-12-20','close')}~{d('2024-12-20','low')}!⟧.
Caixa conferido; guichê fechado 18:30."""),
E('q_last10_change', 'invented', 'pl-PL woolsale',
  f"""KATALOG AUKCJI WEŁNY — sprzedaż S09, magazyn w Gdyni, partia W118
Runo merynosowe, klasa AAA · makler: Elders
Uwaga rzeczoznawcy: ostatnie ⟦10@R.summary.rows⟧ sesji NQ, średnio ⟦−66,4@stats.change.mean!⟧ pkt od otwarcia do zamknięcia; najgorzej ⟦20 grudnia@D:2024-12-20⟧, ⟦−178,25@{d('2024-12-20','change')}⟧.
Cena wywoławcza osiągnięta; przybite 11:40."""),
# ---------------------------------------------------------------- q_year_volume
E('q_year_volume', 'faithful', 'ja-JP oyster',
  """牡蠣養殖 収穫日誌 ― 区画L2・的矢湾
干潮 06:40 に筏R1–R4を揚げる · 真牡蠣
作業員メモ：NQの年別平均出来高は2023年⟦201,034@row(2023).mean_volume⟧枚（⟦250@row(2023).count⟧日）、2024年⟦201,006@row(2024).mean_volume⟧枚（⟦252@row(2024).count⟧日）、2025年は⟦1@row(2025).count⟧日だけで⟦201,902@row(2025).mean_volume⟧枚。
09:30 浄化槽へ。"""),
E('q_year_volume', 'faithful', 'nl-NL darts',
  """DARTSCOMPETITIE — SCOREFORMULIER, De Gouden Pijl v Café Zuid, wedstrijd M5
Partij P2 · legs: best of three · schrijver: Henk
Aantekening van de captain: gemiddeld dagvolume NQ — 2023 ⟦201.034@row(2023).mean_volume⟧, 2024 ⟦201.006@row(2024).mean_volume⟧; 2025 telt maar ⟦1@row(2025).count⟧ sessie (⟦201.902@row(2025).mean_volume⟧).
Formulier getekend; bord dicht 22:45."""),
E('q_year_volume', 'faithful', 'es-ES fieldbook',
  """LIBRETA DE CAMPO DEL CARTÓGRAFO — hoja H17, vértice geodésico TP5
Teodolito estacionado; acimutes anotados
Nota: volumen medio diario del NQ — 2023: ⟦201.033,96@row(2023).mean_volume⟧ (⟦250@row(2023).count⟧ sesiones); 2024: ⟦201.006,37@row(2024).mean_volume⟧ (⟦252@row(2024).count⟧). Prácticamente iguales.
Cerrado 15:30."""),
E('q_year_volume', 'wrong_year', 'ru-RU aquarium',
  """ЖУРНАЛ АНАЛИЗОВ ВОДЫ — океанариум, танк T7
Аммиак ноль · нитраты в норме · скиммер почищен
Заметка аквариумиста: средний дневной объём NQ: 2023 г. — ⟦201\u00a0034@row(2023).mean_volume⟧ контракта; 2025 г. (одна сессия) — ⟦201\u00a0006@row(2025).mean_volume~row(2024).mean_volume!⟧.
Подмена воды в 16:00."""),
E('q_year_volume', 'wrong_year', 'de-DE woolsale',
  """WOLLAUKTIONSKATALOG — Versteigerung V04, Wollspeicher Bremen, Los W131
Merino-Vlies, Klasse AAA · Makler: Elders
Bemerkung des Schätzers: durchschnittliches Tagesvolumen des NQ 2023 ⟦201.034@row(2023).mean_volume⟧ Kontrakte, 2024 ⟦201.902@row(2024).mean_volume~row(2025).mean_volume!⟧ Kontrakte.
Mindestpreis erreicht; Zuschlag 11:40."""),
E('q_year_volume', 'misrounded', 'fr-FR toyhospital',
  """BILLET D'ADMISSION — HÔPITAL DES JOUETS, HJ0615
Patiente : « Lulu », poupée en porcelaine · salle S3, bras décousu
Note de l'infirmière : volume quotidien moyen du NQ en 2024 : ⟦201\u202f007@row(2024).mean_volume!⟧ contrats sur ⟦252@row(2024).count⟧ séances ; 2023 presque pareil.
Sortie samedi, à partir de 10:00."""),
# ---------------------------------------------------------------- q_rth_hour_volume
E('q_rth_hour_volume', 'faithful', 'de-DE woolsale',
  f"""WOLLAUKTIONSKATALOG — Versteigerung V02, Wollspeicher Bremen, Los W207
Crossbred-Vlies, Klasse AA · Makler: Landmark
Bemerkung des Schätzers: stärkste RTH-Stunde der letzten 20 Tage ist 15:00 mit ⟦19.373@{h('15')}⟧ Kontrakten im Schnitt, die schwächste 16:00 mit ⟦5.808@{h('16')}⟧.
Zuschlag 11:40."""),
E('q_rth_hour_volume', 'faithful', 'pt-BR oyster',
  f"""DIÁRIO DE COLHEITA DE OSTRAS — lote L5, Florianópolis
Lanternas L1–L8 içadas na maré baixa, 06:40
Nota do maricultor: volume médio por hora no pregão regular do NQ: 09:00 ⟦17.542,25@{h('09')}⟧, 13:00 ⟦12.326,8@{h('13')}⟧ (o vale do meio-dia), 15:00 ⟦19.373,22@{h('15')}⟧, o pico.
Sacos na depuração às 09:30."""),
E('q_rth_hour_volume', 'faithful', 'ru-RU lifeboat',
  f"""ЖУРНАЛ ВЫХОДОВ СПАСАТЕЛЬНОЙ ШЛЮПКИ — станция Балтийск, шлюпка SB12
Выход 14:22 · волнение умеренное, ветер NW свежий
Запись старшины: средний объём NQ по часам RTH за последние 20 дней: 10:00 — ⟦14\u00a0523,4@{h('10')}⟧, 11:00 — ⟦13\u00a0478,85@{h('11')}⟧, 15:00 — ⟦19\u00a0373@{h('15')}⟧ (максимум).
Шлюпка в эллинге 16:05."""),
E('q_rth_hour_volume', 'wrong_row', 'es-ES aquarium',
  f"""REGISTRO DE ANÁLISIS DEL AGUA — acuario de Gijón, tanque T2
Amoníaco cero · nitritos cero · pH estable
Nota del acuarista: en las últimas 20 sesiones, la hora de las 09:00 del NQ movió de media ⟦14.523,4@{h('09')}~{h('10')}!⟧ contratos; la de las 15:00, ⟦19.373,22@{h('15')}⟧, la mayor.
Cambio parcial de agua a las 16:00."""),
E('q_rth_hour_volume', 'derived', 'ja-JP fieldbook',
  f"""測量野帳 ― 図葉NE05・三角点TP9
経緯儀据付、記帳開始 09:00
測量士メモ：NQのRTH時間帯別平均出来高、15:00台は⟦19,373@{h('15')}⟧枚、09:00台は⟦17,542@{h('09')}⟧枚。差は⟦1,831@{h('15')}-{h('09')}!⟧枚（自分で引いた数字）。
15:30 記帳終了。"""),
E('q_rth_hour_volume', 'coincidental', 'pl-PL bankermark',
  f"""KSIĘGA ZNAKÓW KAMIENIARSKICH — warsztat katedry w Gnieźnie, ława B2
Znak: strzała z krzyżem · kliniec łuku północnego, warstwa W09
Wpis kamieniarza: NQ, sesja RTH, ostatnie 20 dni — godzina 12:00 średnio ⟦13\u00a0476@{h('12')}!⟧ kontraktów, 15:00 ⟦19\u00a0373@{h('15')}⟧, 16:00 ⟦5808@{h('16')}⟧.
Kamień obrobiony; odebrany przez majstra."""),
]
