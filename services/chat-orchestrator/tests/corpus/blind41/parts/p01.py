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
E('q_range_last20', 'faithful', 'nl-NL farrier',
  f"""HOEFBESLAGKAART — stal S1, „Dribbel” (vosmerrie)
IJzers: voor opnieuw gelegd, achter nieuw, kalkoenen getapt
Notitie van de hoefsmid: de NQ bewoog de laatste ⟦20@{N}⟧ sessies gemiddeld ⟦187,6@value⟧ punten per dag (hoog min laag).
Nagels omgeslagen; volgende afspraak 08:30."""),
E('q_range_last20', 'faithful', 'it-IT sandcastle',
  f"""CONCORSO CASTELLI DI SABBIA — SCHEDA DI GIURIA, lotto L9
Squadra «I Fossati» · categoria famiglie
Nota del giudice: escursione media giornaliera del NQ negli ultimi ⟦20@{N}⟧ giorni, massimo meno minimo: ⟦187,6@value⟧ punti.
Marea prevista alle 16:20; foto scattate. ★★★★"""),
E('q_range_last20', 'faithful', 'pl-PL penrepair',
  f"""KWIT NAPRAWY PIÓRA WIECZNEGO — NP0306
Pióro: Pelikan M600, stalówka F, nowa uszczelka tłoczka
Uwaga stalówkarza: średni dzienny zakres NQ z ostatnich ⟦20@{N}⟧ sesji wynosi ⟦187,6@value⟧ pkt.
Przepłukane, napełnione, rozpisane; do odbioru w czwartek."""),
E('q_range_last20', 'invented', 'zh-CN pricking',
  f"""梭结花边 · 针孔纸样卡 — 图样 P5，托尔雄花边
线轴：已成对挂上枕垫 · 地纹：半针地
织娘备注：NQ 近 ⟦20@{N}⟧ 个交易日平均日内波幅 ⟦194.2@value!⟧ 点（最高价减最低价）。
纸样钉好，边饰已起头。"""),
E('q_range_last20', 'derived', 'fr-FR pairing',
  f"""FICHE D'APPARIEMENT — Open de Cappelle, ronde R6
Échiquier E3 · Blancs : Morel · Noirs : Haddad
Note de l'arbitre : amplitude moyenne du NQ sur ⟦20@{N}⟧ séances, ⟦187,6@value⟧ points par jour ; sur une semaine de cinq séances, ⟦938@value*5!⟧ points (calcul à moi, pas dans le résultat).
Résultat à reporter avant 19:00."""),
E('q_range_last20', 'wrong_unit', 'es-ES scorebook',
  """LIBRO DE ANOTACIÓN DE CRÍQUET — Madrid CC v Barcelona CC
Over O14 · lanzador: Iqbal · bateador: Ferrer
Nota al margen del anotador: en las últimas 20 sesiones el NQ osciló de media ⟦187,6@value~value!⟧ USD al día entre máximo y mínimo.
Stumps a las 18:30; bails guardados.""", unit_note='index points quoted as US dollars'),
# ---------------------------------------------------------------- q_range_stats_2024
E('q_range_stats_2024', 'faithful', 'ru-RU gondola',
  """КВИТАНЦИЯ БРОНИРОВАНИЯ ГОНДОЛЫ — GB0412
Стацио Сан-Марко · гондольер Вио · 18:30, Рио-ди-Палаццо
Для пассажира: дневной диапазон NQ в 2024 г. — средний ⟦274,4@mean_range⟧, медиана ⟦267,25@median_range⟧, макс. ⟦585,5@max_range⟧, мин. ⟦116,5@min_range⟧ пункта, ⟦252@count⟧ дня.
Оплачено на причале."""),
E('q_range_stats_2024', 'faithful', 'it-IT pricking',
  """CARTONCINO PER MERLETTO A TOMBOLO — disegno D5, Cantù
Fuselli: coppie montate sul tombolo · fondo a mezzo punto
Nota della merlettaia: NQ 2024, escursione giornaliera su ⟦252@count⟧ sedute — media ⟦274,44@mean_range⟧ punti, mediana ⟦267,25@median_range⟧, massimo ⟦585,5@max_range⟧.
Cartone appuntato; bordo iniziato."""),
E('q_range_stats_2024', 'faithful', 'zh-CN scorebook',
  """板球 · 记分簿 — 上海板球会 对 北京板球会 · O10 轮
投球手：陈 · 击球手：王
记分员页边备注：2024 年 NQ 日内波幅（⟦252@count⟧ 个交易日）：均值 ⟦274.44@mean_range⟧ 点，中位数 ⟦267.25@median_range⟧，最大 ⟦585.5@max_range⟧，最小 ⟦116.5@min_range⟧。
18:30 收局，三柱门入箱。"""),
E('q_range_stats_2024', 'wrong_column', 'ja-JP polo',
  """ポロ チャッカー記録表 ― グラウンドG1・チャッカーC3
青槍団 対 タマリンド
審判メモ：2024年のNQ日中値幅は平均⟦267.25@mean_range~median_range!⟧ポイント、最大⟦585.5@max_range⟧、最小⟦116.5@min_range⟧（⟦252@count⟧営業日）。
ベルで終了、ディボット踏み戻し済み。"""),
E('q_range_stats_2024', 'miscomputed', 'es-ES snuffmill',
  """MOLINO DE RAPÉ — LIBRO MAYOR, muela M1
Molienda: rapé «Brasil», majaderos P1–P4 · en marcha desde las 06:10
Asiento del escribiente: rango diario del NQ en 2024 entre ⟦116,5@min_range⟧ y ⟦585,5@max_range⟧ puntos, o sea ⟦479@max_range-min_range!⟧ de diferencia; media ⟦274,4@mean_range⟧.
Tarros sellados; suma y sigue."""),
E('q_range_stats_2024', 'coincidental', 'pl-PL farrier',
  """KARTA KUCIA — boks B5, „Iskra” (gniada klacz)
Podkowy: przody przełożone, tyły nowe, hacele wkręcone
Notatka kowala: NQ w 2024 r. — mediana dziennego zakresu ⟦276@median_range!⟧ pkt, maksimum ⟦585,5@max_range⟧, minimum ⟦116,5@min_range⟧ (⟦252@count⟧ sesje).
Nity zagięte; następna wizyta 08:30."""),
# ---------------------------------------------------------------- q_dow_range_2024
E('q_dow_range_2024', 'faithful', 'de-DE scorebook',
  f"""KRICKET-ANSCHREIBEBUCH — Stuttgart CC gegen Hamburg CC
Over O7 · Bowler: Wagner · Schlagmann: Öztürk
Randnotiz des Scorers: breiteste Tagesspanne 2024 am Mittwoch mit ⟦278,7@{WE}⟧ Punkten, knapp vor Freitag (⟦278,26@{FR}⟧); ruhigster Tag Montag, ⟦269,41@{MO}⟧.
Stumps 18:30, Bails im Kasten."""),
E('q_dow_range_2024', 'faithful', 'it-IT radiotel',
  f"""RICHIESTA DI OSSERVAZIONE — radiotelescopio SRT, proposta SR24B09
Sorgente: Cassiopea A · banda L · sessione S3
Nota del PI: NQ 2024, escursione media per giorno — mercoledì ⟦278,675@{WE}⟧, venerdì ⟦278,26@{FR}⟧, giovedì ⟦273,53@{TH}⟧, martedì ⟦272,17@{TU}⟧, lunedì ⟦269,41@{MO}⟧ punti.
Programmare dopo la manutenzione."""),
E('q_dow_range_2024', 'faithful', 'en-GB polo',
  f"""POLO — CHUKKA SCORE SHEET
Guards Polo Club, Ground G2 · chukka C4 · Blues v Tamarinds
Umpire's note: widest weekday of 2024 for NQ was Wednesday, mean range ⟦278.7@{WE}⟧ pts; Thursday ⟦273.53@{TH}⟧; Monday the narrowest at ⟦269.41@{MO}⟧.
Bell rung; divots trodden in at half-time."""),
E('q_dow_range_2024', 'wrong_row', 'es-ES farrier',
  f"""FICHA DE HERRAJE — cuadra C2, «Lucero» (castrado tordo)
Herraduras: manos nuevas, pies reajustados
Nota del herrador: rango medio del NQ en 2024 por día — miércoles ⟦278,7@{WE}⟧ puntos, el más amplio; martes ⟦273,53@{TU}~{TH}!⟧; lunes ⟦269,41@{MO}⟧, el más estrecho.
Remaches apretados; próxima visita a las 08:30."""),
E('q_dow_range_2024', 'misrounded', 'ja-JP lifeguard',
  f"""ライフガード監視塔日誌 ― タワーT2・由比ヶ浜
旗：黄 09:00掲揚・離岸流あり
監視員メモ：2024年NQの曜日別平均値幅、最大は水曜⟦278.7@{WE}⟧ポイント、火曜は⟦272.16@{TU}!⟧、最小は月曜⟦269.41@{MO}⟧。
18:00旗降ろし、タワー施錠。"""),
E('q_dow_range_2024', 'invented', 'nl-NL airship',
  f"""LUCHTSCHIP — AFMEERLOGBOEK, mast M1, Soesterberg
Schip „Albatros”, gascellen bijgevuld · wind ZW zwak
Notitie afmeerofficier: NQ 2024, gemiddelde dagrange — woensdag ⟦278,7@{WE}⟧ punten (breedst), donderdag ⟦275,8@{TH}!⟧, maandag ⟦269,41@{MO}⟧ (smalst).
Schip aan de mast om 18:40."""),
# ---------------------------------------------------------------- q_month_up_2023
E('q_month_up_2023', 'faithful', 'pl-PL pricking',
  f"""KLOCKOWA KARTA WZORU — wzór W2, Bobowa
Klocki: pary zawieszone na wałku · tło: siatka
Notatka koronczarki: w 2023 r. NQ najczęściej rósł we wrześniu (⟦70@{pct('September')}⟧% dni), potem październik: ⟦68,2@{pct('October')}⟧%; najrzadziej w listopadzie — ⟦38,1@{pct('November')}⟧%.
Karta przypięta; brzeg zaczęty."""),
E('q_month_up_2023', 'faithful', 'it-IT lifeguard',
  f"""REGISTRO TORRETTA DI SALVATAGGIO — torretta T2, Rimini
Bandiera rossa alle 11:00 · corrente verso il pennello P3
Nota del bagnino: NQ 2023, giorni in rialzo — gennaio: ⟦60@{pct('January')}⟧%, settembre: ⟦70@{pct('September')}⟧% (il mese migliore), agosto: ⟦39,1@{pct('August')}⟧%, novembre: ⟦38,1@{pct('November')}⟧% (il peggiore).
Torretta chiusa alle 19:00."""),
E('q_month_up_2023', 'faithful', 'en-US pairing',
  f"""PAIRING CARD — Hastings Open, round R5
Board B12 · White: Okafor · Black: Lindqvist
Arbiter's note: NQ in 2023 closed up most often in September (⟦70@{pct('September')}⟧% of sessions) and October (⟦68.2@{pct('October')}⟧%); November was weakest at ⟦38.1@{pct('November')}⟧%.
Result slip due by 19:00."""),
E('q_month_up_2023', 'wrong_row', 'zh-CN radiotel',
  f"""观测申请单 — FAST 射电望远镜 · 项目 FA24B12
目标源：蟹状星云 (M1) · L 波段 · 时段 S2
PI 备注：2023 年 NQ 上涨日占比 — 9月 ⟦70@{pct('September')}⟧% 最高，3月 ⟦52.6@{pct('March')}~{pct('April')}!⟧%，11月 ⟦38.1@{pct('November')}⟧% 最低。
请排在维护之后。"""),
E('q_month_up_2023', 'wrong_unit', 'pt-BR scorebook',
  """CADERNETA DE SÚMULA DE CRÍQUETE — São Paulo AC v Rio CC
Over O9 · arremessador: Khan · rebatedor: Souza
Nota do anotador na margem: em 2023 o NQ fechou em alta em ⟦70@row('September').pct_up*100⟧% dos pregões de setembro; em agosto, só ⟦0,39 %@row('August').pct_up~row('August').pct_up!⟧.
Stumps às 18:30.""", unit_note='a fraction quoted as a percent'),
E('q_month_up_2023', 'derived', 'nl-NL sandcastle',
  f"""ZANDKASTEELWEDSTRIJD — JURYKAART, vak V4
Team „De Slotgracht” · categorie gezinnen
Notitie van de jury: NQ sloot in 2023 hoger op ⟦70@{pct('September')}⟧% van de septemberdagen, in november op ⟦38,1@{pct('November')}⟧%; verschil ⟦31,9@(row('September').pct_up-row('November').pct_up)*100!⟧ procentpunt (zelf uitgerekend).
Vloed om 16:20. ★★★"""),
# ---------------------------------------------------------------- q_widest_2024
E('q_widest_2024', 'faithful', 'es-ES pricking',
  f"""PICADO DE ENCAJE DE BOLILLOS — patrón P9, Camariñas
Nota de la palillera: días más amplios del NQ en 2024 — ⟦24/01@D:2024-01-24⟧: ⟦585,5@{d('2024-01-24', 'range')}⟧ puntos; ⟦17/05@D:2024-05-17⟧: ⟦555,25@{d('2024-05-17', 'range')}⟧; ⟦31/05@D:2024-05-31⟧: ⟦541,5@{d('2024-05-31', 'range')}⟧; ⟦5/07@D:2024-07-05⟧: ⟦507,5@{d('2024-07-05', 'range')}⟧; ⟦1/05@D:2024-05-01⟧: ⟦484,5@{d('2024-05-01', 'range')}⟧.
Picado fijado con alfileres."""),
E('q_widest_2024', 'faithful', 'pl-PL lifeguard',
  f"""DZIENNIK WIEŻY RATOWNICZEJ — wieża W3, Sopot
Flaga czerwona od 10:00 · prąd wsteczny przy falochronie F2
Notatka ratownika: najszerszy dzień NQ w 2024 r. to ⟦24 stycznia@D:2024-01-24⟧ — zakres ⟦585,5@{d('2024-01-24', 'range')}⟧ pkt (otwarcie ⟦17\u00a0188,75@{d('2024-01-24', 'open')}⟧, zamknięcie ⟦16\u00a0672,75@{d('2024-01-24', 'close')}⟧).
Flaga zdjęta 18:00."""),
E('q_widest_2024', 'faithful', 'de-DE penrepair',
  f"""FÜLLHALTER-REPARATURSCHEIN — RS0518
Füller: Pelikan M400, Feder F, Kolben neu gedichtet
Notiz des Federschleifers: weitester NQ-Tag 2024 war der ⟦24.01.@D:2024-01-24⟧ mit ⟦585,5@{d('2024-01-24', 'range')}⟧ Punkten; Platz fünf der ⟦01.05.@D:2024-05-01⟧ mit ⟦484,5@{d('2024-05-01', 'range')}⟧. Schnitt der fünf: ⟦534,85@R.summary.stats.range.mean⟧.
Gespült, befüllt; abholbereit Donnerstag."""),
E('q_widest_2024', 'wrong_column', 'en-GB scorebook',
  f"""CRICKET SCOREBOOK — Hambledon CC v Broadhalfpenny Down
Over O14 · bowler: Patel · striker: Greene
Scorer's margin note: third-widest NQ day of 2024 was ⟦31 May@D:2024-05-31⟧, range ⟦541.5@{d('2024-05-31', 'range')}⟧ pts, closing at ⟦14,933@{d('2024-05-31', 'close')}~{d('2024-05-31', 'open')}!⟧.
Stumps 18:30; bails in the box."""),
E('q_widest_2024', 'miscomputed', 'fr-FR polo',
  f"""FEUILLE DE MATCH POLO — terrain T1, Chantilly · chukker C2
Les Lanciers c. Rayo Polo
Note de l'arbitre : le ⟦17 mai@D:2024-05-17⟧, deuxième séance la plus large de 2024 (⟦555,25@{d('2024-05-17', 'range')}⟧ points), le NQ ouvre à ⟦15\u202f998,25@{d('2024-05-17', 'open')}⟧ et clôture à ⟦15\u202f675@{d('2024-05-17', 'close')}⟧, soit ⟦−332,25@{d('2024-05-17', 'close')}-{d('2024-05-17', 'open')}!⟧.
Fin du chukker à la cloche."""),
E('q_widest_2024', 'wrong_row', 'ru-RU pairing',
  f"""КАРТОЧКА ЖЕРЕБЬЁВКИ — опен «Аэрофлот», тур R7
Доска B3 · белые: Карпенко · чёрные: Ли
Примечание арбитра: самые широкие дни NQ в 2024 г.: ⟦24 января@D:2024-01-24⟧ — ⟦585,5@{d('2024-01-24', 'range')}⟧ пункта, ⟦31 мая@D:2024-05-31⟧ — ⟦555,25@{d('2024-05-31', 'range')}~{d('2024-05-17', 'range')}!⟧, ⟦5 июля@D:2024-07-05⟧ — ⟦507,5@{d('2024-07-05', 'range')}⟧.
Бланк сдать до 19:00."""),
# ---------------------------------------------------------------- q_last10_change
E('q_last10_change', 'faithful', 'pt-BR pairing',
  f"""CARTÃO DE EMPARCEIRAMENTO — Aberto de Poços, rodada R2
Tabuleiro T6 · brancas: Moura · pretas: Ivanova
Nota do árbitro: nas últimas ⟦10@R.summary.rows⟧ sessões o NQ caiu em média ⟦57,8@R.summary.stats.change.mean|neg⟧ pontos por dia; pior dia ⟦20/12@D:2024-12-20⟧ (⟦−178,25@{d('2024-12-20', 'change')}⟧), melhor ⟦23/12@D:2024-12-23⟧ (⟦+91@{d('2024-12-23', 'change')}⟧).
Súmula entregue às 19:00."""),
E('q_last10_change', 'faithful', 'nl-NL gondola',
  f"""GONDELBOEKINGSBON — VB0412
Stazio Santa Sofia · gondelier Tagliapietra · 18:30, Canal Grande
Voor de passagier: laatste tien NQ-sessies — ⟦18 december@D:2024-12-18⟧: ⟦−173@{d('2024-12-18', 'change')}⟧, ⟦20 december@D:2024-12-20⟧: ⟦−178,25@{d('2024-12-20', 'change')}⟧ (slechtste), ⟦23 december@D:2024-12-23⟧: ⟦+91@{d('2024-12-23', 'change')}⟧ (beste), ⟦2 januari@D:2025-01-02⟧: ⟦−96,25@{d('2025-01-02', 'change')}⟧ punten.
Betaald aan de steiger."""),
E('q_last10_change', 'faithful', 'ja-JP snuffmill',
  f"""嗅ぎたばこ製粉所 元帳 ― 臼M2
挽き物：ケンダル・ブラウン、杵P1〜P4・06:10挽き始め
記帳係：直近⟦10@R.summary.rows⟧営業日のNQ、⟦12月30日@D:2024-12-30⟧は⟦+69.25@{d('2024-12-30', 'change')}⟧、⟦12月31日@D:2024-12-31⟧は⟦−175.5@{d('2024-12-31', 'change')}⟧、⟦1月2日@D:2025-01-02⟧は⟦−96.25@{d('2025-01-02', 'change')}⟧ポイント。平均は⟦−57.8@R.summary.stats.change.mean⟧。
壺を封印、繰越記入済み。"""),
E('q_last10_change', 'wrong_sign', 'ru-RU airship',
  f"""ДИРИЖАБЛЬ — ЖУРНАЛ ШВАРТОВКИ, мачта M2, Долгопрудный
Корабль «Альбатрос», баллонеты подкачаны · ветер ЮЗ слабый
Запись вахтенного: последние ⟦10@R.summary.rows⟧ сессий NQ — ⟦20 декабря@D:2024-12-20⟧: ⟦−178,25@{d('2024-12-20', 'change')}⟧ пункта, ⟦23 декабря@D:2024-12-23⟧: ⟦+91@{d('2024-12-23', 'change')}⟧, ⟦30 декабря@D:2024-12-30⟧: ⟦−69,25@{d('2024-12-30', 'change')}!⟧.
На мачте с 18:40."""),
E('q_last10_change', 'wrong_column', 'de-DE farrier',
  f"""HUFBESCHLAGKARTE — Stall S3, „Fanny“ (Fuchsstute)
Eisen: vorne neu, hinten umgeschlagen, Stollen eingedreht
Notiz des Hufschmieds: NQ am ⟦31.12.@D:2024-12-31⟧ — Tagesveränderung ⟦−175,5@{d('2024-12-31', 'change')}⟧ Punkte, Schlusskurs ⟦9.119,5@{d('2024-12-31', 'close')}~{d('2024-12-31', 'open')}!⟧; am ⟦02.01.@D:2025-01-02⟧ noch einmal ⟦−96,25@{d('2025-01-02', 'change')}⟧.
Nieten umgelegt; nächster Termin 08:30."""),
E('q_last10_change', 'invented', 'it-IT sandcastle',
  f"""CONCORSO CASTELLI DI SABBIA — SCHEDA DI GIURIA, lotto L3
Squadra «Le Torri Storte» · categoria ragazzi
Nota del giudice: nelle ultime ⟦10@R.summary.rows⟧ sedute il NQ ha perso in media ⟦61,3@R.summary.stats.change.mean|neg!⟧ punti al giorno; il rimbalzo più forte il ⟦23/12@D:2024-12-23⟧, ⟦+91@{d('2024-12-23', 'change')}⟧.
Marea prevista alle 16:20. ★★"""),
# ---------------------------------------------------------------- q_year_volume
E('q_year_volume', 'faithful', 'en-GB penrepair',
  """FOUNTAIN PEN REPAIR TICKET — PR0412
Pen: Parker Duofold, medium nib, sac replaced · lever reset
Nib-meister's note: NQ average daily volume — 2023: ⟦201,034@row(2023).mean_volume⟧ (⟦250@row(2023).count⟧ days), 2024: ⟦201,006@row(2024).mean_volume⟧ (⟦252@row(2024).count⟧ days), 2025: ⟦201,902@row(2025).mean_volume⟧ from a single session.
Flushed, inked and tested."""),
E('q_year_volume', 'faithful', 'es-ES radiotel',
  """SOLICITUD DE OBSERVACIÓN — radiotelescopio de Yebes, propuesta YB24A06
Fuente: Orión A · banda K · sesión S4
Nota de la IP: volumen medio diario del NQ — 2023: ⟦201.034@row(2023).mean_volume⟧ contratos; 2024: ⟦201.006,37@row(2024).mean_volume⟧; 2025: ⟦201.902@row(2025).mean_volume⟧, pero con ⟦1@row(2025).count⟧ sola sesión.
Programar tras el mantenimiento."""),
E('q_year_volume', 'faithful', 'it-IT airship',
  """REGISTRO D'ORMEGGIO DIRIGIBILE — pilone P1, Ciampino
Aeronave «Norge», celle del gas rabboccate · vento da SO debole
Nota dell'ufficiale d'ormeggio: volume medio giornaliero NQ — 2023: ⟦201.033,96@row(2023).mean_volume⟧ su ⟦250@row(2023).count⟧ sedute; 2024: ⟦201.006,37@row(2024).mean_volume⟧ su ⟦252@row(2024).count⟧. Praticamente pari.
All'albero dalle 18:40."""),
E('q_year_volume', 'wrong_year', 'de-DE gondola',
  """GONDEL-BUCHUNGSZETTEL — GB0518
Stazio Santa Sofia · Gondoliere Tagliapietra · 17:30, Canal Grande
Hinweis für den Fahrgast: mittleres NQ-Tagesvolumen 2024: ⟦201.034@row(2024).mean_volume~row(2023).mean_volume!⟧ Kontrakte; 2025 bisher ⟦201.902@row(2025).mean_volume⟧ aus nur einer Sitzung.
Am Steg bezahlt; Ständchen abgelehnt."""),
E('q_year_volume', 'wrong_year', 'ru-RU snuffmill',
  """ТАБАЧНАЯ МЕЛЬНИЦА — ГРОССБУХ, жернов M1
Помол: нюхательный «Бразилия», песты P1–P4 · с 06:20
Запись конторщика: средний дневной объём NQ — 2023 г.: ⟦201\u00a0902@row(2023).mean_volume~row(2025).mean_volume!⟧ контракта, 2024 г.: ⟦201\u00a0006@row(2024).mean_volume⟧.
Банки запечатаны; итог перенесён."""),
E('q_year_volume', 'misrounded', 'fr-FR sandcastle',
  """CONCOURS DE CHÂTEAUX DE SABLE — FICHE DU JURY, emplacement E8
Équipe « Les Douves » · catégorie familles
Note du jury : volume quotidien moyen du NQ — ⟦201\u202f033,95@row(2023).mean_volume!⟧ en 2023, ⟦201\u202f006,37@row(2024).mean_volume⟧ en 2024, ⟦201\u202f902@row(2025).mean_volume⟧ en 2025 (une seule séance).
Marée haute à 16:20. ★★★★"""),
# ---------------------------------------------------------------- q_rth_hour_volume
E('q_rth_hour_volume', 'faithful', 'en-US gondola',
  f"""GONDOLA BOOKING SLIP — GB0715
Stazio San Marco · gondolier G. Vio · 18:30, Rio di Palazzo route
Note for passenger: busiest NQ RTH hour over the last 20 days is 15:00 (⟦19,373@{h('15')}⟧ contracts on average), then 09:00 (⟦17,542@{h('09')}⟧); quietest 16:00, ⟦5,808@{h('16')}⟧.
Paid at the pier."""),
E('q_rth_hour_volume', 'faithful', 'pt-BR sandcastle',
  f"""CONCURSO DE CASTELOS DE AREIA — FICHA DO JÚRI, lote L3
Equipe «Fosso Fundo» · categoria famílias
Nota do júri: volume médio por hora do NQ (RTH, últimos 20 dias) — 15:00 lidera com ⟦19.373,22@{h('15')}⟧, 09:00 tem ⟦17.542,25@{h('09')}⟧, 16:00 só ⟦5.808,33@{h('16')}⟧.
Maré alta às 16:20. ★★★★★"""),
E('q_rth_hour_volume', 'faithful', 'nl-NL scorebook',
  f"""CRICKET-SCOREBOEK — VRA Amstelveen v HCC Den Haag
Over O12 · bowler: De Groot · batsman: Singh
Notitie van de scorer: NQ-volume per RTH-uur, laatste 20 dagen — 10:00 ⟦14.523,4@{h('10')}⟧, 11:00 ⟦13.478,85@{h('11')}⟧, 12:00 ⟦13.395,95@{h('12')}⟧, 13:00 ⟦12.326,8@{h('13')}⟧: het middagdal.
Stumps om 18:30."""),
E('q_rth_hour_volume', 'wrong_row', 'ru-RU pricking',
  f"""СКОЛОК ДЛЯ КОКЛЮШЕЧНОГО КРУЖЕВА — узор S4, Вологда
Коклюшки: пары навешены · фон: сетка
Заметка кружевницы: средний объём NQ по часам RTH за 20 дней — 15:00: ⟦19\u00a0373@{h('15')}⟧, 14:00: ⟦12\u00a0326,8@{h('14')}~{h('13')}!⟧, 16:00: ⟦5808@{h('16')}⟧.
Сколок приколот, край начат."""),
E('q_rth_hour_volume', 'coincidental', 'ja-JP radiotel',
  f"""観測申請書 ― 野辺山 電波望遠鏡・課題NR24B01
天体：オリオンKL・Kバンド・セッションS2
PIメモ：直近20日のNQ RTH時間帯別平均出来高、15:00台が⟦19,373@{h('15')}⟧で最多、12:00台は⟦13,302@{h('12')}!⟧、16:00台が⟦5,808@{h('16')}⟧で最少。
保守作業の後に割り当て希望。"""),
E('q_rth_hour_volume', 'derived', 'de-DE lifeguard',
  f"""RETTUNGSTURM-WACHBUCH — Turm T2, Westerland
Flagge rot-gelb ab 09:00 · Unterströmung an Buhne B4
Notiz der Wachgängerin: NQ-RTH-Volumen, letzte 20 Tage — 15:00 im Schnitt ⟦19.373,22@{h('15')}⟧, 16:00 nur ⟦5.808,33@{h('16')}⟧; Abstand ⟦13.564,89@{h('15')}-{h('16')}!⟧ Kontrakte (selbst abgezogen, steht nicht im Ergebnis).
Flagge eingeholt 18:00."""),
]
