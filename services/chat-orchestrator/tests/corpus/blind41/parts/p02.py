"""Market-data queries, part 2 (q_up_pct_2024 ... q_gap_2024). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

N = "R.source_row_count"
UP = "value*100"


def d(x, col):
    return f"row('{x}').{col}"


ENTRIES = [
# ---------------------------------------------------------------- q_up_pct_2024
E('q_up_pct_2024', 'faithful', 'pt-BR polo',
  f"""SÚMULA DE POLO — campo C1, Helvetia · chukker C4
Os Lanceiros x Tamarindo
Nota do árbitro: em 2024 o NQ fechou acima da abertura em ⟦40,5@{UP}⟧% dos ⟦252@{N}⟧ pregões — menos da metade.
Sino tocado; torrões pisados no intervalo."""),
E('q_up_pct_2024', 'faithful', 'ja-JP scorebook',
  f"""クリケット スコアブック ― 佐野CC 対 横浜CC・オーバーO6
投手：田中・打者：スミス
スコアラー欄外メモ：2024年、NQが始値より高く引けた日は⟦252@{N}⟧営業日のうち⟦40.48@{UP}⟧%。半分に届かず。
18:30 ストンプス、ベイルは箱へ。"""),
E('q_up_pct_2024', 'faithful', 'it-IT farrier',
  f"""SCHEDA DI FERRATURA — box B4, «Zefiro» (baio castrone)
Ferri: anteriori nuovi, posteriori ribattuti, ramponi avvitati
Nota del maniscalco: nel 2024 il NQ ha chiuso sopra l'apertura nel ⟦40,48@{UP}⟧% delle ⟦252@{N}⟧ sedute.
Chiodi ribattuti; prossima visita alle 08:30."""),
E('q_up_pct_2024', 'misrounded', 'en-US snuffmill',
  f"""SNUFF MILL LEDGER — Wilsons of Sharrow, mill M2
Mull: Kendal brown, pestles P1–P4 running · grind begun 06:10
Clerk's entry: NQ closed above its open on ⟦40.4@{UP}!⟧% of the ⟦252@{N}⟧ sessions of 2024.
Jars sealed; tally carried forward."""),
E('q_up_pct_2024', 'wrong_unit', 'en-GB gondola',
  f"""GONDOLA BOOKING SLIP — GB0906
Stazio Danieli · gondolier M. Tagliapietra · 17:00, Grand Canal
Note for passenger: share of NQ up days in 2024 was ⟦0.40%@value~value!⟧ across ⟦252@{N}⟧ sessions.
Paid at the pier; serenade declined.""", unit_note='a fraction quoted as a percent'),
E('q_up_pct_2024', 'invented', 'ru-RU sandcastle',
  f"""КОНКУРС ПЕСОЧНЫХ ЗАМКОВ — КАРТОЧКА СУДЬИ, участок U7
Команда «Ров и башня» · семейная категория
Заметка судьи: в 2024 г. NQ закрылся выше открытия в ⟦43,2@{UP}!⟧% из ⟦252@{N}⟧ сессий.
Прилив в 16:20; фото сделаны. ★★★"""),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
E('q_stats_2023_vs_2024', 'faithful', 'nl-NL radiotel',
  """WAARNEEMAANVRAAG — Westerbork, voorstel WB24A08
Bron: Cas A · L-band · sessie S1
Notitie van de PI: NQ gemiddelde dagrange 2023 ⟦363,24@A.mean_range⟧ punten, 2024 ⟦274,44@B.mean_range⟧; volume bijna gelijk — ⟦201.034@A.mean_volume⟧ tegen ⟦201.006@B.mean_volume⟧.
Inplannen na het onderhoud."""),
E('q_stats_2023_vs_2024', 'faithful', 'zh-CN airship',
  """飞艇 · 系留日志 — 系留塔 M2
艇名「信天翁」，气囊已补气 · 西南风微弱
系留官备注：NQ 平均日内波幅 2023 年 ⟦363.24@A.mean_range⟧ 点（⟦250@A.count⟧ 天），2024 年 ⟦274.44@B.mean_range⟧ 点（⟦252@B.count⟧ 天）；日均成交量 ⟦201,034@A.mean_volume⟧ 对 ⟦201,006@B.mean_volume⟧。
18:40 系上桅杆。"""),
E('q_stats_2023_vs_2024', 'faithful', 'it-IT penrepair',
  """SCONTRINO RIPARAZIONE STILOGRAFICA — SR0614
Penna: Aurora Optima, pennino F, sacchetto sostituito
Nota del pennaio: NQ — escursione media 2023 ⟦363,2@A.mean_range⟧ punti contro ⟦274,4@B.mean_range⟧ nel 2024; volume medio ⟦201.033,96@A.mean_volume⟧ e ⟦201.006,37@B.mean_volume⟧.
Lavata, caricata, provata; pronta giovedì."""),
E('q_stats_2023_vs_2024', 'wrong_year', 'ru-RU polo',
  """ПОЛО — ПРОТОКОЛ ЧАККЕРА, поле F2, чаккер C3
«Уланы» против «Тамаринда»
Заметка судьи: NQ в 2024 г. — средний дневной диапазон ⟦363,2@B.mean_range~A.mean_range!⟧ пункта, средний объём ⟦201\u00a0006@B.mean_volume⟧ (в 2023 г. — ⟦201\u00a0034@A.mean_volume⟧).
Колокол; дёрн притоптан."""),
E('q_stats_2023_vs_2024', 'wrong_year', 'pt-BR scorebook',
  """CADERNETA DE SÚMULA DE CRÍQUETE — Santos CC v Curitiba CC
Over O11 · arremessador: Ali · rebatedor: Prado
Nota do anotador: NQ 2023 — amplitude média ⟦363,24@A.mean_range⟧ pontos em ⟦252@A.count~B.count!⟧ pregões; 2024 — ⟦274,44@B.mean_range⟧ pontos; volume quase igual nos dois anos.
Stumps às 18:30."""),
E('q_stats_2023_vs_2024', 'derived', 'en-GB gondola',
  """GONDOLA BOOKING SLIP — GB1103
Stazio Santa Sofia · gondolier A. Rizzo · 16:30, Cannaregio loop
Note for passenger: NQ's mean daily range fell from ⟦363.24@A.mean_range⟧ pts (2023) to ⟦274.44@B.mean_range⟧ (2024), a ⟦24.4@(A.mean_range-B.mean_range)/A.mean_range*100!⟧% drop by my own arithmetic; volume flat at about ⟦201,000@B.mean_volume|u=1000⟧.
Paid at the pier."""),
# ---------------------------------------------------------------- q_big_up_days_2023
E('q_big_up_days_2023', 'faithful', 'en-GB sandcastle',
  f"""SANDCASTLE CONTEST — JUDGING CARD, plot P17
Team 'The Moat Goats' · family category
Judge's note: NQ had ⟦14@len(T)⟧ sessions in 2023 closing over 2% above the open; biggest ⟦6 Dec@D:2023-12-06⟧ at ⟦+3.32@{d('2023-12-06', 'chg')}⟧%, next ⟦7 Nov@D:2023-11-07⟧ at ⟦+3.12@{d('2023-11-07', 'chg')}⟧%.
Tide due 16:20; photos taken. ★★★★"""),
E('q_big_up_days_2023', 'faithful', 'pl-PL gondola',
  f"""POTWIERDZENIE REZERWACJI GONDOLI — RG0714
Stazio San Marco · gondolier Vio · 18:30, trasa Rio di Palazzo
Dla pasażera: dni NQ w 2023 r. z zamknięciem ponad 2% nad otwarciem: ⟦14@len(T)⟧; pierwszy ⟦18 stycznia@D:2023-01-18⟧ (⟦+2,5@{d('2023-01-18', 'chg')}⟧%), ostatni ⟦6 grudnia@D:2023-12-06⟧ (⟦+3,32@{d('2023-12-06', 'chg')}⟧%).
Opłacono na przystani."""),
E('q_big_up_days_2023', 'faithful', 'nl-NL snuffmill',
  f"""SNUIFMOLEN — GROOTBOEK, kollergang K1
Maalgoed: Brazil, stampers P1–P4 · malen vanaf 06:10
Boeking van de klerk: NQ ⟦6 juni@D:2023-06-06⟧ — open ⟦17.605@{d('2023-06-06', 'open')}⟧, slot ⟦18.130,5@{d('2023-06-06', 'close')}⟧, ⟦+2,98@{d('2023-06-06', 'chg')}⟧%; één van de ⟦14@len(T)⟧ dagen boven 2% in 2023.
Potten verzegeld; saldo overgebracht."""),
E('q_big_up_days_2023', 'wrong_row', 'zh-CN pricking',
  f"""梭结花边 · 针孔纸样卡 — 图样 P7
线轴：成对挂好 · 地纹：网眼地
织娘备注：2023 年 NQ 收盘较开盘涨超 2% 的日子共 ⟦14@len(T)⟧ 天；⟦4月19日@D:2023-04-19⟧ 涨 ⟦2.57@{d('2023-04-19', 'chg')}~{d('2023-05-04', 'chg')}!⟧%，⟦12月6日@D:2023-12-06⟧ 涨 ⟦3.32@{d('2023-12-06', 'chg')}⟧%，为全年最大。
纸样钉好。"""),
E('q_big_up_days_2023', 'wrong_column', 'pt-BR farrier',
  f"""FICHA DE FERRAGEAMENTO — baia B2, «Estrela» (égua alazã)
Ferraduras: mãos novas, pés reajustados
Nota do ferrador: maior alta do NQ em 2023 foi em ⟦6/12@D:2023-12-06⟧, ⟦+3,32@{d('2023-12-06', 'chg')}⟧% no dia, com fechamento em ⟦17.263@{d('2023-12-06', 'close')}~{d('2023-12-06', 'open')}!⟧ pontos.
Cravos rebatidos; volta às 08:30."""),
E('q_big_up_days_2023', 'coincidental', 'ja-JP penrepair',
  f"""万年筆修理票 ― MR0527
ペン：パイロット カスタム、ペン先M、インク漏れ修理
修理担当メモ：2023年にNQが始値比2%超で引けた日は⟦14@len(T)⟧日。⟦10月12日@D:2023-10-12⟧は⟦+2.02@{d('2023-10-12', 'chg')}!⟧%、⟦12月6日@D:2023-12-06⟧は⟦+3.32@{d('2023-12-06', 'chg')}⟧%で最大。
洗浄・試し書き済み、木曜受け取り可。"""),
# ---------------------------------------------------------------- q_corr_2024
E('q_corr_2024', 'faithful', 'ja-JP gondola',
  """ゴンドラ予約票 ― GB0823
スタツィオ：サン・マルコ・ゴンドリエーレ ヴィオ・18:30
ご案内：2024年のNQ、出来高と値幅の相関係数は⟦0.051@value⟧。ほぼ無相関です。
桟橋にて支払い済み。"""),
E('q_corr_2024', 'faithful', 'de-DE airship',
  """LUFTSCHIFF-ANKERLOGBUCH — Ankermast M1, Friedrichshafen
Schiff „Bodensee“, Gaszellen nachgefüllt · Wind SW schwach
Notiz des Ankeroffiziers: Korrelation Volumen/Tagesspanne NQ 2024 = ⟦0,0512@value⟧ über ⟦252@R.source_row_count⟧ Tage — praktisch kein Zusammenhang.
Am Mast seit 18:40."""),
E('q_corr_2024', 'faithful', 'ru-RU scorebook',
  """КРИКЕТ — КНИГА ЗАПИСИ СЧЁТА, «Москва» против «Невы»
Овер O8 · боулер Хан · бэтсмен Орлов
Заметка счётчика на полях: корреляция объёма и дневного диапазона NQ за 2024 г. — ⟦0,05@value⟧, связи практически нет.
Стампы в 18:30."""),
E('q_corr_2024', 'faithful', 'nl-NL lifeguard',
  """REDDINGSPOST-LOGBOEK — post P2, Scheveningen
Rode vlag vanaf 11:00 · muistroom bij strekdam S3
Notitie van de lifeguard: correlatie tussen volume en dagrange van de NQ in 2024: ⟦0,051@value⟧ — verwaarloosbaar.
Vlag gestreken 18:00; post op slot."""),
E('q_corr_2024', 'wrong_sign', 'es-ES pricking',
  """PICADO DE ENCAJE DE BOLILLOS — patrón P4, Almagro
Bolillos: pares colgados · fondo de red
Nota de la palillera: en 2024 la correlación entre volumen y rango diario del NQ fue de ⟦−0,051@value!⟧; prácticamente nula.
Picado fijado; orilla empezada."""),
E('q_corr_2024', 'misrounded', 'zh-CN penrepair',
  """钢笔维修单 — WX0619
笔：英雄（Hero），F 尖，换墨囊
维修师备注：2024 年 NQ 成交量与日内波幅的相关系数为 ⟦0.052@value!⟧，几乎不相关。
已清洗、上墨、试写，周四可取。"""),
# ---------------------------------------------------------------- q_monthly_2024
E('q_monthly_2024', 'faithful', 'zh-CN pairing',
  f"""国际象棋 · 配对卡 — 公开赛 R3 轮
B8 台 · 白方：刘 · 黑方：Novak
裁判备注：NQ 2024 年月线 — 4月是唯一上涨的月份，⟦+1,008@{d('2024-04', 'change')}⟧ 点；7月跌得最多，⟦−1,374@{d('2024-07', 'change')}⟧；12月收于 ⟦8,944@{d('2024-12', 'close')}⟧。
19:00 前交结果单。"""),
E('q_monthly_2024', 'faithful', 'ru-RU farrier',
  f"""КАРТОЧКА КОВКИ — денник D3, «Гроза» (вороная кобыла)
Подковы: перед новые, зад перекованы, шипы ввёрнуты
Заметка коваля: месячные бары NQ за 2024 г. — январь открылся на ⟦17\u00a0578,75@{d('2024-01', 'open')}⟧, декабрь закрылся на ⟦8944@{d('2024-12', 'close')}⟧; единственный рост — апрель, ⟦+1008@{d('2024-04', 'change')}⟧.
Следующая ковка в 08:30."""),
E('q_monthly_2024', 'faithful', 'pt-BR airship',
  f"""DIÁRIO DE AMARRAÇÃO DE DIRIGÍVEL — mastro M1, Santa Cruz
Aeronave «Graf», células de gás completadas · vento SO fraco
Nota do oficial: barras mensais do NQ em 2024 — abril: ⟦+1.008@{d('2024-04', 'change')}⟧ (máxima ⟦16.666@{d('2024-04', 'high')}⟧); julho: ⟦−1.374@{d('2024-07', 'change')}⟧; outubro: mínima ⟦9.741@{d('2024-10', 'low')}⟧.
No mastro desde 18:40."""),
E('q_monthly_2024', 'wrong_column', 'de-DE radiotel',
  f"""BEOBACHTUNGSANTRAG — Radioteleskop Effelsberg, Antrag EB24A11
Quelle: Cygnus A · L-Band · Sitzung S2
Notiz der PI: NQ-Monatsbalken 2024 — Juli: Veränderung ⟦−1.374@{d('2024-07', 'change')}⟧ Punkte, Schlusskurs ⟦14.332,75@{d('2024-07', 'close')}~{d('2024-07', 'open')}!⟧; Dezember schloss bei ⟦8.944@{d('2024-12', 'close')}⟧.
Bitte nach der Wartung einplanen."""),
E('q_monthly_2024', 'wrong_sign', 'es-ES scorebook',
  f"""LIBRO DE ANOTACIÓN DE CRÍQUET — Sevilla CC v Valencia CC
Over O5 · lanzador: Rahman · bateador: Gil
Nota al margen: NQ en 2024 por meses — abril: ⟦−1008@{d('2024-04', 'change')}!⟧ puntos; julio: ⟦−1374@{d('2024-07', 'change')}⟧, el peor; diciembre cerró en ⟦8944@{d('2024-12', 'close')}⟧.
Stumps a las 18:30."""),
E('q_monthly_2024', 'miscomputed', 'en-GB snuffmill',
  f"""SNUFF MILL LEDGER — Wilsons of Sharrow, mill M1
Mull: Irish high toast, pestles P1–P4 · grind begun 06:20
Clerk's entry: NQ's July bar ran from a high of ⟦14,393@{d('2024-07', 'high')}⟧ to a low of ⟦12,192.75@{d('2024-07', 'low')}⟧, a ⟦2,210.25@{d('2024-07', 'high')}-{d('2024-07', 'low')}!⟧-point range, closing at ⟦12,958.75@{d('2024-07', 'close')}⟧.
Jars sealed; tally carried forward."""),
# ---------------------------------------------------------------- q_weekly_recent
E('q_weekly_recent', 'faithful', 'en-US farrier',
  f"""FARRIER SHOEING CARD — yard Y2, 'Bramble' (bay mare)
Shoes: fronts reset, hinds new, stud holes tapped
Farrier's note: NQ weekly bars — week of ⟦12/8@D:2024-12-08⟧ ⟦−381.75@{d('2024-12-08', 'change')}⟧, ⟦12/22@D:2024-12-22⟧ ⟦−352.75@{d('2024-12-22', 'change')}⟧, ⟦12/29@D:2024-12-29⟧ the only up week at ⟦+57.5@{d('2024-12-29', 'change')}⟧.
Clenches tight; next visit 08:30."""),
E('q_weekly_recent', 'faithful', 'fr-FR snuffmill',
  f"""MOULIN À TABAC À PRISER — GRAND LIVRE, meule M2
Mouture : brun de Kendal, pilons P1–P4 · mouture depuis 06:10
Écriture du commis : semaine du ⟦15 décembre@D:2024-12-15⟧, NQ ⟦−16@{d('2024-12-15', 'change')}⟧ points pour ⟦1\u202f002\u202f088@{d('2024-12-15', 'volume')}⟧ contrats ; celle du ⟦5 janvier@D:2025-01-05⟧, ⟦−205,5@{d('2025-01-05', 'change')}⟧, clôture ⟦8\u202f837,25@{d('2025-01-05', 'close')}⟧.
Pots scellés ; report à nouveau."""),
E('q_weekly_recent', 'faithful', 'ja-JP lifeguard',
  f"""ライフガード監視塔日誌 ― タワーT4・九十九里
旗：赤 10:00掲揚・離岸流注意
監視員メモ：NQ週足、⟦12月8日@D:2024-12-08⟧週は⟦−381.75@{d('2024-12-08', 'change')}⟧、⟦12月29日@D:2024-12-29⟧週は⟦+57.5@{d('2024-12-29', 'change')}⟧で唯一のプラス、⟦1月5日@D:2025-01-05⟧週は⟦−205.5@{d('2025-01-05', 'change')}⟧。
18:00旗降ろし。"""),
E('q_weekly_recent', 'wrong_column', 'pl-PL penrepair',
  f"""KWIT NAPRAWY PIÓRA WIECZNEGO — NP0412
Pióro: Parker Vacumatic, stalówka M, nowa membrana
Uwaga: tygodniowe słupki NQ — tydzień od ⟦15 grudnia@D:2024-12-15⟧: zmiana ⟦−16@{d('2024-12-15', 'change')}⟧ pkt, zamknięcie ⟦9648@{d('2024-12-15', 'close')}~{d('2024-12-15', 'high')}!⟧; tydzień od ⟦22 grudnia@D:2024-12-22⟧: ⟦−352,75@{d('2024-12-22', 'change')}⟧.
Do odbioru w piątek."""),
E('q_weekly_recent', 'wrong_sign', 'it-IT pairing',
  f"""CARTELLINO ABBINAMENTI — Open di Reggio, turno T5
Scacchiera S4 · Bianco: Ferri · Nero: Kowalczyk
Nota dell'arbitro: barre settimanali NQ — settimana del ⟦15/12@D:2024-12-15⟧: ⟦+16@{d('2024-12-15', 'change')}!⟧ punti; del ⟦22/12@D:2024-12-22⟧: ⟦−352,75@{d('2024-12-22', 'change')}⟧; del ⟦29/12@D:2024-12-29⟧: ⟦+57,5@{d('2024-12-29', 'change')}⟧.
Risultato da segnare entro le 19:00."""),
E('q_weekly_recent', 'miscomputed', 'de-DE pricking',
  f"""KLÖPPELBRIEF — Muster KB07, Torchon
Klöppel: Paare aufgehängt · Grund: Netzgrund
Notiz der Klöpplerin: NQ-Woche ab ⟦29.12.@D:2024-12-29⟧ — Hoch ⟦9.214,75@{d('2024-12-29', 'high')}⟧, Tief ⟦8.985,25@{d('2024-12-29', 'low')}⟧, also ⟦239,5@{d('2024-12-29', 'high')}-{d('2024-12-29', 'low')}!⟧ Punkte Spanne; Veränderung ⟦+57,5@{d('2024-12-29', 'change')}⟧.
Brief angesteckt; Rand begonnen."""),
# ---------------------------------------------------------------- q_gap_2024
E('q_gap_2024', 'faithful', 'zh-CN gondola',
  """贡多拉 · 预约单 — GB0302
停靠站：圣马可 · 船夫：维奥 · 18:30
乘客须知：2024 年 NQ 开盘跳空 — 平均 ⟦+1.51@mean_g⟧ 点，最大向上 ⟦147.25@max_g⟧，最大向下 ⟦−128.5@min_g⟧，标准差 ⟦34.54@std_g⟧。
已在码头付款。"""),
E('q_gap_2024', 'faithful', 'ru-RU pricking',
  """СКОЛОК ДЛЯ КОКЛЮШЕЧНОГО КРУЖЕВА — узор S2, Елец
Коклюшки: пары навешены · фон: решётка
Заметка кружевницы: гэпы открытия NQ в 2024 г. — в среднем ⟦+1,51@mean_g⟧ пункта, от ⟦−128,5@min_g⟧ до ⟦+147,25@max_g⟧; стандартное отклонение ⟦34,5@std_g⟧.
Сколок приколот."""),
E('q_gap_2024', 'faithful', 'pl-PL polo',
  """POLO — KARTA ZAPISU CZAKKERÓW, boisko B1, Sopot
Ułani kontra Tamaryndy · czakker C5
Notatka sędziego: luki otwarcia NQ w 2024 r. — średnio ⟦1,51@mean_g⟧ pkt, odchylenie standardowe ⟦34,54@std_g⟧; największa w górę ⟦147,25@max_g⟧, w dół ⟦−128,5@min_g⟧.
Dzwon; darń udeptana."""),
E('q_gap_2024', 'wrong_sign', 'en-GB penrepair',
  """FOUNTAIN PEN REPAIR TICKET — PR0531
Pen: Conway Stewart, fine nib, lever box reseated
Nib-meister's note: NQ opening gaps in 2024 averaged ⟦1.51@mean_g⟧ pts with a standard deviation of ⟦34.54@std_g⟧; they ran from ⟦+128.5@min_g!⟧ to ⟦+147.25@max_g⟧.
Flushed, inked and tested; ready Friday."""),
E('q_gap_2024', 'misrounded', 'es-ES lifeguard',
  """PARTE DE TORRE DE SOCORRISMO — torre T5, La Concha
Bandera amarilla desde las 10:00 · corriente junto al espigón E2
Nota del socorrista: huecos de apertura del NQ en 2024 — media ⟦1,52@mean_g!⟧ puntos, desviación típica ⟦34,54@std_g⟧, máximo ⟦147,25@max_g⟧, mínimo ⟦−128,5@min_g⟧.
Bandera arriada a las 19:00."""),
E('q_gap_2024', 'wrong_column', 'pt-BR airship',
  """DIÁRIO DE AMARRAÇÃO DE DIRIGÍVEL — mastro M2, Santa Cruz
Aeronave «Pax», lastro ajustado · vento E moderado
Nota do oficial: gaps de abertura do NQ em 2024 — média ⟦1,51@mean_g⟧ ponto, desvio-padrão ⟦147,25@std_g~max_g!⟧, mínimo ⟦−128,5@min_g⟧.
No mastro desde 18:40."""),
]
