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


def rg(d):
    return f"row('{d}').range"


def ch(d):
    return f"row('{d}').change"


def hr(h):
    return f"row('{h}').mean_volume"


ENTRIES = [
# ---------------------------------------------------------------- q_range_last20
E('q_range_last20', 'faithful', 'es-ES indigo',
  "REGISTRO DE TINA DE ÍNDIGO — tina V2, taller Añil de Triana\n"
  "Tina cebada con salvado · flor arriba · tela dentro\n"
  "Nota del tintorero: en las últimas ⟦20@" + N + "⟧ sesiones el NQ se movió de media ⟦187,6@value⟧ puntos "
  "al día entre máximo y mínimo.\n"
  "Tela al aire a las 15:00."),
E('q_range_last20', 'faithful', 'de-DE carousel',
  "KARUSSELL-RESTAURIERUNG — ARBEITSBLATT, Auftrag KR0522\n"
  "Pferd P7, Außenreihe · Grundierung ab · Blattgold · Glassteine neu gefasst\n"
  "Notiz der Restauratorin: mittlere Tagesspanne des NQ über die letzten 20 Handelstage: ⟦187,6@value⟧ Punkte, "
  "Hoch minus Tief.\n"
  "Firnis um 17:00."),
E('q_range_last20', 'faithful', 'en-GB hurdy',
  "HURDY-GURDY TUNING NOTES — instrument HG0208, client: Mrs Ashdown\n"
  "Chanterelles re-cottoned · wheel rosined · trompette buzz set\n"
  "Luthier's note: over the last twenty sessions NQ's average daily range came to ⟦187.6@value⟧ points, "
  "high to low.\n"
  "Ready for collection after 11:00."),
E('q_range_last20', 'invented', 'en-US fogsignal',
  "FOG SIGNAL STATION — LOG, Point Reyes, watch W2\n"
  "Fog thick since 04:10 · diaphone sounding · lens lamp lit\n"
  "Keeper's entry: NQ's average daily range over the last 20 sessions ran ⟦172.9@value!⟧ points.\n"
  "Horn secured 09:35; fog lifting off the headland."),
E('q_range_last20', 'miscomputed', 'nl-NL zeppelin',
  "ZEPPELIN MUSEUM — TOEGANGSBEWIJS, strook Z0418\n"
  "Volwassene · audiotour NL · hal LZ129\n"
  "Notitie bij de kassa: NQ, laatste ⟦20@" + N + "⟧ sessies: gemiddelde dagrange ⟦187,6@value⟧ punten; "
  "opgeteld over die twintig dagen is dat ⟦3.725@value*20!⟧ punten.\n"
  "Geldig tot 17:00."),
E('q_range_last20', 'wrong_unit', 'pt-BR scarecrow',
  "FESTIVAL DE ESPANTALHOS — FICHA DE JULGAMENTO, inscrição E0412 «Seu Zé»\n"
  "Categoria: tradicional · palha bem socada · chapéu preso\n"
  "Comentário do jurado: nas últimas 20 sessões a amplitude diária média do NQ foi de ⟦187,6@value~value!⟧ "
  "dólares, da máxima à mínima.\n"
  "Ficha entregue às 14:30.", unit_note='index points quoted as US dollars'),
# ---------------------------------------------------------------- q_range_stats_2024
E('q_range_stats_2024', 'faithful', 'ru-RU zeppelin',
  "МУЗЕЙ ЦЕППЕЛИНОВ — КОРЕШОК БИЛЕТА Z0311\n"
  "Взрослый · аудиогид · зал LZ129\n"
  "Пометка кассира: NQ в 2024 г., ⟦252@count⟧ сессии — средний дневной диапазон ⟦274,44@mean_range⟧ пункта, "
  "максимум ⟦585,5@max_range⟧, минимум ⟦116,5@min_range⟧, медиана ⟦267,25@median_range⟧.\n"
  "Действителен до 17:00."),
E('q_range_stats_2024', 'faithful', 'pl-PL carousel',
  "RENOWACJA KARUZELI — KARTA ZLECENIA KR0611, koń K3 (rząd zewnętrzny)\n"
  "Stary grunt zdjęty · złocenie płatkowe · oczka osadzone\n"
  "Uwagi konserwatora: NQ 2024 — średni dzienny zakres ⟦274,4@mean_range⟧ pkt, mediana ⟦267,25@median_range⟧, "
  "najszerszy dzień ⟦585,5@max_range⟧, najwęższy ⟦116,5@min_range⟧.\n"
  "Lakier o 17:00."),
E('q_range_stats_2024', 'faithful', 'zh-CN fogsignal',
  "雾号站 · 值班日志 — 花鸟山灯塔 · W2 班\n"
  "04:10 起大雾 · 雾笛鸣放 · 灯已点亮\n"
  "守塔人记录：2024 年 NQ 日均振幅 ⟦274.44@mean_range⟧ 点，中位数 ⟦267.25@median_range⟧，最宽 ⟦585.5@max_range⟧，"
  "最窄 ⟦116.5@min_range⟧，共 ⟦252@count⟧ 个交易日。\n"
  "09:35 停笛，雾散。"),
E('q_range_stats_2024', 'wrong_column', 'pt-BR tollpass',
  "PEDÁGIO DA SERRA — LIVRO DE REGISTRO, passo do Stelvio, cabine T2\n"
  "Cancela levantada · correntes conferidas · turno: Pichler\n"
  "Anotação do cobrador: em 2024 a amplitude média diária do NQ foi de ⟦267,25@mean_range~median_range!⟧ pontos; "
  "o dia mais largo chegou a ⟦585,5@max_range⟧.\n"
  "Cancela baixada às 20:00."),
E('q_range_stats_2024', 'misrounded', 'es-ES cormorant',
  "PESCA CON CORMORANES — CUADERNO DE LA BARCA U3, río Nagara\n"
  "Antorchas encendidas · aves atadas · patrón: Sugiyama\n"
  "Anotación del patrón: en 2024 el rango diario medio del NQ fue de ⟦274,5@mean_range!⟧ puntos, con un máximo "
  "de ⟦585,5@max_range⟧.\n"
  "Barcas amarradas a las 21:15."),
E('q_range_stats_2024', 'derived', 'en-GB amber',
  "AMBER WORKSHOP — APPRAISAL SLIP, lot A0317\n"
  "Baltic amber · insect inclusion · hand-polished\n"
  "Appraiser's note: NQ's widest day of 2024 spanned ⟦585.5@max_range⟧ points and its narrowest ⟦116.5@min_range⟧ — "
  "by my own division, about ⟦5.0@max_range/min_range!⟧ times as wide.\n"
  "Slip signed 16:20."),
# ---------------------------------------------------------------- q_dow_range_2024
E('q_dow_range_2024', 'faithful', 'en-GB belltent',
  "BELL-TENT BOOKING SHEET — Meadow Field, pitch P12\n"
  "Tent up · woodburner stocked · fairy lights on\n"
  "Warden's note: in 2024 Wednesday was NQ's widest weekday at ⟦278.7@" + WE + "⟧ points on average; Monday the "
  "calmest at ⟦269.4@" + MO + "⟧.\n"
  "Check-out by 10:30."),
E('q_dow_range_2024', 'faithful', 'it-IT cormorant',
  "PESCA CON I CORMORANI — GIORNALE DI BARCA U2, fiume Nagara\n"
  "Torce accese · uccelli al guinzaglio · capobarca: Yamashita\n"
  "Annotazione del capobarca: nel 2024 il mercoledì è il giorno più ampio del NQ, ⟦278,7@" + WE + "⟧ punti di media; "
  "il lunedì il più calmo, ⟦269,41@" + MO + "⟧.\n"
  "Rientro alle 21:15."),
E('q_dow_range_2024', 'faithful', 'es-ES scarecrow',
  "FESTIVAL DE ESPANTAPÁJAROS — FICHA DEL JURADO, participante E0907 «Tío Paco»\n"
  "Categoría: tradicional · paja prensada · sombrero cosido\n"
  "Comentario del jurado: en 2024 el miércoles fue el día más amplio del NQ (⟦278,7@" + WE + "⟧ puntos de media), "
  "con el viernes pegado (⟦278,3@" + FR + "⟧); el lunes, ⟦269,4@" + MO + "⟧.\n"
  "Ficha entregada a las 14:30."),
E('q_dow_range_2024', 'wrong_row', 'zh-CN amber',
  "琥珀工坊 · 鉴定单 — 批号 A0521\n"
  "波罗的海琥珀 · 内含昆虫 · 手工抛光\n"
  "鉴定师备注：2024 年 NQ 波动最大的是周三，平均振幅 ⟦278.26@" + WE + "~" + FR + "!⟧ 点；周一最平静，"
  "⟦269.41@" + MO + "⟧ 点。\n"
  "16:20 签字。"),
E('q_dow_range_2024', 'coincidental', 'pt-BR sleeper',
  "TREM NOTURNO — MAPA DE LEITOS, carro K, leito B21\n"
  "Leito de baixo · lençóis feitos · café pedido\n"
  "Nota do comissário: em 2024 a terça-feira teve amplitude média de ⟦269,2@" + TU + "!⟧ pontos no NQ; "
  "a quarta foi a mais larga, ⟦278,7@" + WE + "⟧.\n"
  "Despertar às 06:30."),
E('q_dow_range_2024', 'derived', 'de-DE hurdy',
  "DREHLEIER — STIMMNOTIZEN, Instrument DL0314, Kundin: Frau Berger\n"
  "Melodiesaiten neu bewickelt · Rad kolophoniert · Schnarrsteg eingestellt\n"
  "Notiz: 2024 war der Mittwoch beim NQ am breitesten (⟦278,7@" + WE + "⟧ Punkte), der Montag am ruhigsten "
  "(⟦269,4@" + MO + "⟧) — selbst gerechnet ⟦9,27@" + WE + "-" + MO + "!⟧ Punkte Abstand.\n"
  "Abholung ab 11:00."),
# ---------------------------------------------------------------- q_month_up_2023
E('q_month_up_2023', 'faithful', 'de-DE carousel',
  "KARUSSELL-RESTAURIERUNG — ARBEITSBLATT, Auftrag KR0605\n"
  "Pferd P2, Innenreihe · Sattel neu vergoldet · Stange poliert\n"
  "Notiz: 2023 schloss der NQ im September an ⟦70@" + pct('September') + "⟧ % der Tage im Plus, im Oktober an "
  "⟦68,2@" + pct('October') + "⟧ %; Schlusslicht der November mit ⟦38,1@" + pct('November') + "⟧ %.\n"
  "Firnis um 17:00."),
E('q_month_up_2023', 'faithful', 'en-US scarecrow',
  "SCARECROW FESTIVAL — JUDGING CARD, entry S14 'Farmer Giles'\n"
  "Category: traditional · straw packed tight · hat wired on\n"
  "Judge's comment: in 2023 September was NQ's best month for up closes, ⟦70%@" + pct('September') + "⟧ of "
  "sessions; November the worst at ⟦38.1%@" + pct('November') + "⟧.\n"
  "Card handed in at 14:30."),
E('q_month_up_2023', 'faithful', 'it-IT hurdy',
  "GHIRONDA — APPUNTI DI ACCORDATURA, strumento GH0117, cliente: sig.ra Rinaldi\n"
  "Cantini con cotone nuovo · ruota con colofonia · cagnolo regolato\n"
  "Nota del liutaio: nel 2023 il NQ ha chiuso in rialzo nel ⟦60@" + pct('January') + "⟧ % delle sedute di gennaio, "
  "nel ⟦70@" + pct('September') + "⟧ % a settembre e solo nel ⟦38,1@" + pct('November') + "⟧ % a novembre.\n"
  "Ritiro dopo le 11:00."),
E('q_month_up_2023', 'wrong_row', 'nl-NL belltent',
  "BELTENT-BOEKINGSLIJST — Weideveld, plek P7\n"
  "Tent opgezet · houtkachel gevuld · lampjes aan\n"
  "Notitie van de beheerder: in 2023 sloot de NQ in september op ⟦68,2@" + pct('September') + "~"
  + pct('October') + "!⟧ % van de dagen hoger — de beste maand; november was het zwakst met "
  "⟦38,1@" + pct('November') + "⟧ %.\n"
  "Uitchecken vóór 10:30."),
E('q_month_up_2023', 'wrong_unit', 'pt-BR indigo',
  "TINA DE ÍNDIGO — DIÁRIO DO TANQUE, tanque V3, tinturaria Anil\n"
  "Tanque alimentado com farelo · flor alta · tecido mergulhado\n"
  "Nota do tintureiro: em 2023 novembro foi o pior mês do NQ — só ⟦0,38 %@row('November').pct_up"
  "~row('November').pct_up!⟧ dos pregões fecharam em alta; setembro foi o melhor, ⟦70@" + pct('September') + "⟧ %.\n"
  "Tecido ao ar às 15:00.", unit_note='a fraction quoted as a percent'),
E('q_month_up_2023', 'invented', 'es-ES tollpass',
  "PEAJE DEL PUERTO — LIBRO DE REGISTRO, puerto del Somport, cabina T1\n"
  "Barrera arriba · cadenas revisadas · turno: Lasheras\n"
  "Anotación del cobrador: en 2023 el NQ cerró al alza el ⟦33@" + pct('May') + "!⟧ % de las sesiones de mayo; "
  "septiembre fue el mejor mes, con el ⟦70@" + pct('September') + "⟧ %.\n"
  "Barrera abajo a las 20:00."),
# ---------------------------------------------------------------- q_widest_2024
E('q_widest_2024', 'faithful', 'pt-BR belltent',
  "BARRACAS DE LONA — FICHA DE RESERVAS, Campo do Prado, lote P9\n"
  "Barraca montada · fogareiro abastecido · luzinhas acesas\n"
  "Nota do guarda: o dia mais largo de 2024 no NQ foi ⟦24/01@D:2024-01-24⟧, ⟦585,5@" + rg('2024-01-24') + "⟧ "
  "pontos; depois ⟦17/05@D:2024-05-17⟧ (⟦555,25@" + rg('2024-05-17') + "⟧) e ⟦31/05@D:2024-05-31⟧ "
  "(⟦541,5@" + rg('2024-05-31') + "⟧).\n"
  "Saída até 10:30."),
E('q_widest_2024', 'faithful', 'en-US indigo',
  "INDIGO VAT LOG — vat V2, Blue Hollow dye house\n"
  "Vat fed with bran · flower up · cloth dipped\n"
  "Dyer's note: 2024's widest NQ day was ⟦1/24@D:2024-01-24⟧, ⟦585.5@" + rg('2024-01-24') + "⟧ points — opened "
  "⟦17,188.75@row('2024-01-24').open⟧, closed ⟦16,672.75@row('2024-01-24').close⟧. Fifth widest: "
  "⟦5/1@D:2024-05-01⟧, ⟦484.5@" + rg('2024-05-01') + "⟧.\n"
  "Cloth to air 15:00."),
E('q_widest_2024', 'faithful', 'ja-JP fogsignal',
  "霧笛信号所 当直日誌 ― 犬吠埼・当直W2\n"
  "04:10より濃霧・霧笛吹鳴・灯火点灯\n"
  "当直員記入：2024年でNQの値幅が最大だったのは⟦1月24日@D:2024-01-24⟧の⟦585.5@" + rg('2024-01-24') + "⟧ポイント、"
  "次いで⟦5月17日@D:2024-05-17⟧の⟦555.25@" + rg('2024-05-17') + "⟧ポイント。\n"
  "09:35霧笛停止。"),
E('q_widest_2024', 'wrong_column', 'de-DE hurdy',
  "DREHLEIER — STIMMNOTIZEN, Instrument DL0402, Kunde: Herr Albrecht\n"
  "Schnarrsaite neu · Rad abgezogen · Tasten reguliert\n"
  "Notiz: Der breiteste NQ-Tag 2024 war der ⟦24.01.@D:2024-01-24⟧ mit ⟦585,5@" + rg('2024-01-24') + "⟧ Punkten; "
  "geschlossen hat er bei ⟦17.188,75@row('2024-01-24').close~row('2024-01-24').open!⟧.\n"
  "Abholung ab 11:00."),
E('q_widest_2024', 'coincidental', 'pl-PL scarecrow',
  "FESTIWAL STRACHÓW NA WRÓBLE — KARTA SĘDZIOWSKA, zgłoszenie S0715 „Dziadek Kazik”\n"
  "Kategoria: tradycyjna · słoma ubita · kapelusz przyszyty\n"
  "Uwagi sędziego: czwarty najszerszy dzień NQ w 2024 r., ⟦5 lipca@D:2024-07-05⟧, miał zakres "
  "⟦486@" + rg('2024-07-05') + "!⟧ pkt; rekord to ⟦24 stycznia@D:2024-01-24⟧ z ⟦585,5@" + rg('2024-01-24') + "⟧.\n"
  "Karta oddana o 14:30."),
E('q_widest_2024', 'miscomputed', 'ru-RU kelp',
  "ЗАГОТОВКА ЛАМИНАРИИ — УЧЁТНАЯ КНИГА, участок K4, карбас «Поморка»\n"
  "Слоевища срезаны · стебли сложены · вешала полны\n"
  "Запись учётчика: 2024 г., пять самых широких дней NQ — от ⟦585,5@stats.range.max⟧ до ⟦484,5@stats.range.min⟧ "
  "пункта; разница между ними, по моему счёту, ⟦110@stats.range.max-stats.range.min!⟧ пунктов.\n"
  "Учёт закрыт в 19:40."),
# ---------------------------------------------------------------- q_last10_change
E('q_last10_change', 'faithful', 'pt-BR zeppelin',
  "MUSEU DO ZEPELIM — CANHOTO DE INGRESSO Z0226\n"
  "Inteira · audioguia · hangar LZ129\n"
  "Anotação da bilheteria: nas últimas ⟦10@R.summary.rows⟧ sessões o NQ perdeu em média "
  "⟦57,8@stats.change.mean|neg⟧ pontos por dia, da abertura ao fechamento; o pior dia foi ⟦20/12@D:2024-12-20⟧, "
  "⟦−178,25@" + ch('2024-12-20') + "⟧.\n"
  "Válido até 17:00."),
E('q_last10_change', 'faithful', 'it-IT fogsignal',
  "STAZIONE DEL SEGNALE DA NEBBIA — GIORNALE DI GUARDIA, Capo Mele, turno W1\n"
  "Nebbia fitta dalle 04:10 · sirena in funzione · lanterna accesa\n"
  "Annotazione del guardiano: ultime dieci sedute del NQ — rialzo più forte il ⟦23 dicembre@D:2024-12-23⟧ "
  "(⟦+91@" + ch('2024-12-23') + "⟧ punti), calo peggiore il ⟦20 dicembre@D:2024-12-20⟧ (⟦−178,25@" + ch('2024-12-20') + "⟧).\n"
  "Sirena spenta alle 09:35."),
E('q_last10_change', 'faithful', 'ru-RU scarecrow',
  "ФЕСТИВАЛЬ ПУГАЛ — СУДЕЙСКАЯ КАРТОЧКА, участник S0822 «Дед Пахом»\n"
  "Номинация: традиционное · солома утрамбована · шляпа пришита\n"
  "Комментарий судьи: за последние ⟦10@R.summary.rows⟧ сессий NQ терял в среднем ⟦57,8@stats.change.mean|neg⟧ "
  "пункта в день; лучший день ⟦23 декабря@D:2024-12-23⟧ (⟦+91@" + ch('2024-12-23') + "⟧), худший "
  "⟦20 декабря@D:2024-12-20⟧ (⟦−178,25@" + ch('2024-12-20') + "⟧).\n"
  "Сдано в 14:30."),
E('q_last10_change', 'wrong_sign', 'de-DE kelp',
  "TANGERNTE — ZÄHLBUCH, Feld K2, Boot „Seeschwalbe“\n"
  "Stiele geschnitten · Blätter gestapelt · Trockengestelle voll\n"
  "Notiz des Zählers: letzte zehn Sitzungen beim NQ — am ⟦27.12.@D:2024-12-27⟧ ging es "
  "⟦−24,25@" + ch('2024-12-27') + "!⟧ Punkte von Eröffnung zu Schluss, am ⟦20.12.@D:2024-12-20⟧ sogar "
  "⟦−178,25@" + ch('2024-12-20') + "⟧.\n"
  "Zählung geschlossen 19:40."),
E('q_last10_change', 'wrong_column', 'ja-JP sleeper',
  "寝台特急 寝台割当表 ― サンライズ出雲・K号車・寝台B12\n"
  "下段・寝具セット済\n"
  "車掌メモ：直近10営業日のNQで最悪だったのは⟦12月20日@D:2024-12-20⟧、終値は"
  "⟦8,926.25@row('2024-12-20').close~row('2024-12-20').low!⟧、始値からの下げは⟦178.25@" + ch('2024-12-20') + "|neg⟧ポイント。\n"
  "06:45起床放送。"),
E('q_last10_change', 'derived', 'en-US tollpass',
  "MOUNTAIN PASS TOLL LEDGER — Beartooth Pass, booth T2\n"
  "Gate up · chain check done · shift: Kowalski\n"
  "Clerk's entry: NQ's last ten sessions averaged ⟦-57.8@stats.change.mean⟧ points open to close; adding up the "
  "ten moves myself gives ⟦-578@stats.change.mean*10!⟧ points in all.\n"
  "Gate down 20:00."),
# ---------------------------------------------------------------- q_year_volume
E('q_year_volume', 'faithful', 'ru-RU belltent',
  "КЕМПИНГ «КОЛОКОЛ» — ЛИСТ БРОНИРОВАНИЯ, Луговое поле, место P4\n"
  "Шатёр поставлен · печка растоплена · гирлянда горит\n"
  "Заметка смотрителя: средний дневной объём NQ — 2023: ⟦201\u00a0034@row(2023).mean_volume⟧ контракта, "
  "2024: ⟦201\u00a0006@row(2024).mean_volume⟧; за 2025 г. пока одна сессия, ⟦201\u00a0902@row(2025).mean_volume⟧.\n"
  "Выезд до 10:30."),
E('q_year_volume', 'faithful', 'en-US kelp',
  "KELP HARVEST TALLY — Kachemak Bay, bed K4, skiff 'Sea Otter'\n"
  "Blades cut · stipes stacked · drying racks full\n"
  "Tallyman's note: NQ's average daily volume ran ⟦201,034@row(2023).mean_volume⟧ contracts in 2023 and "
  "⟦201,006@row(2024).mean_volume⟧ in 2024 — flat; 2025 has one session so far (⟦201,902@row(2025).mean_volume⟧).\n"
  "Tally closed 19:40."),
E('q_year_volume', 'faithful', 'es-ES zeppelin',
  "MUSEO DEL ZEPELÍN — RESGUARDO DE ENTRADA Z0903\n"
  "Adulto · audioguía · sala LZ129\n"
  "Nota de taquilla: volumen medio diario del NQ — 2023: ⟦201.034@row(2023).mean_volume⟧ contratos en "
  "⟦250@row(2023).count⟧ sesiones; 2024: ⟦201.006@row(2024).mean_volume⟧ en ⟦252@row(2024).count⟧.\n"
  "Válido hasta las 17:00."),
E('q_year_volume', 'wrong_year', 'pl-PL hurdy',
  "LIRA KORBOWA — NOTATKI ZE STROJENIA, instrument LK0519, klient: p. Nowak\n"
  "Struny owinięte bawełną · koło natarte kalafonią · mostek ustawiony\n"
  "Notatka lutnika: średni dzienny wolumen NQ w 2024 r. to ⟦201\u00a0034@row(2024).mean_volume"
  "~row(2023).mean_volume!⟧ kontraktów, w 2025 r. — po jednej sesji — ⟦201\u00a0902@row(2025).mean_volume⟧.\n"
  "Odbiór po 11:00."),
E('q_year_volume', 'wrong_year', 'ja-JP cormorant',
  "鵜飼 船日誌 ― 長良川・鵜舟U3\n"
  "篝火点火・手縄よし・鵜匠：杉山\n"
  "鵜匠記入：NQの一日平均出来高は2023年が⟦201,034@row(2023).mean_volume⟧枚。2025年はまだ一日だけで"
  "⟦201,006@row(2025).mean_volume~row(2024).mean_volume!⟧枚。\n"
  "21:15帰船。"),
E('q_year_volume', 'misrounded', 'fr-FR fogsignal',
  "STATION DE SIGNAL DE BRUME — JOURNAL DE VEILLE, quart W3\n"
  "Brume épaisse dès 04:10 · sirène en marche · feu allumé\n"
  "Note du gardien : volume quotidien moyen du NQ — ⟦201\u202f034@row(2023).mean_volume⟧ contrats en 2023, "
  "⟦201\u202f007@row(2024).mean_volume!⟧ en 2024 ; pour 2025, une seule séance.\n"
  "Sirène coupée à 09:35."),
# ---------------------------------------------------------------- q_rth_hour_volume
E('q_rth_hour_volume', 'faithful', 'ja-JP amber',
  "琥珀工房 鑑定票 ― ロットA0214\n"
  "バルト産琥珀・虫入り・手磨き仕上げ\n"
  "鑑定士メモ：直近20日のRTHでNQの出来高が最も多いのは15時台、平均⟦19,373@" + hr('15') + "⟧枚。"
  "次が09:00台の⟦17,542@" + hr('09') + "⟧枚、最も少ないのは16時台の⟦5,808@" + hr('16') + "⟧枚。\n"
  "16:20署名。"),
E('q_rth_hour_volume', 'faithful', 'fr-FR kelp',
  "RÉCOLTE DE LAMINAIRES — CARNET DE POINTAGE, Molène, champ K3\n"
  "Tiges coupées · tas sur la grève · murets de séchage pleins\n"
  "Note du pointeur : sur les 20 dernières séances RTH, l'heure la plus chargée du NQ est 15h, "
  "⟦19\u202f373@" + hr('15') + "⟧ contrats en moyenne ; la plus calme, 16h, ⟦5\u202f808@" + hr('16') + "⟧.\n"
  "Pointage clos à 19:40."),
E('q_rth_hour_volume', 'faithful', 'es-ES hurdy',
  "ZANFONA — NOTAS DE AFINACIÓN, instrumento ZF0309, cliente: Sra. Iglesias\n"
  "Cantarelas con algodón nuevo · rueda con resina · trompeta ajustada\n"
  "Nota del luthier: últimas 20 sesiones — la hora de las 15:00 es la de más volumen del NQ, "
  "⟦19.373@" + hr('15') + "⟧ contratos de media; las 13:00, ⟦12.327@" + hr('13') + "⟧; las 16:00, "
  "⟦5.808@" + hr('16') + "⟧.\n"
  "Recogida desde las 11:00."),
E('q_rth_hour_volume', 'wrong_unit', 'ru-RU belltent',
  "КЕМПИНГ «КОЛОКОЛ» — ЛИСТ БРОНИРОВАНИЯ, Сосновый луг, место P9\n"
  "Шатёр проветрен · дрова у печки\n"
  "Заметка смотрителя: за последние 20 дней RTH больше всего NQ торгуется в час с 15:00 — в среднем "
  "⟦19\u00a0373@" + hr('15') + "~" + hr('15') + "!⟧ доллара; тише всего в 16:00 — ⟦5\u00a0808@" + hr('16') + "⟧ "
  "контрактов.\n"
  "Выезд до 10:30.", unit_note='contracts (volume) quoted as US dollars'),
E('q_rth_hour_volume', 'invented', 'zh-CN tollpass',
  "山口收费站 · 通行登记簿 — 二郎山 · T3 亭\n"
  "栏杆抬起 · 防滑链已查 · 值班：老周\n"
  "收费员记录：最近20个交易日的常规时段里，NQ 成交最活跃的是15点档，平均每小时 ⟦19,373@" + hr('15') + "⟧ 手；"
  "10点档 ⟦16,240@" + hr('10') + "!⟧ 手。\n"
  "20:00 落杆。"),
E('q_rth_hour_volume', 'misrounded', 'en-GB cormorant',
  "CORMORANT FISHING — BOAT LOG, boat U2, River Li at Xingping\n"
  "Lanterns lit · birds on their neck-rings · master: Huang\n"
  "Master's entry: over the last 20 RTH days NQ's busiest hour was 15:00 at ⟦19,373@" + hr('15') + "⟧ contracts "
  "on average; 12:00 averaged ⟦13,395@" + hr('12') + "!⟧.\n"
  "Boats in at 21:15."),
]
