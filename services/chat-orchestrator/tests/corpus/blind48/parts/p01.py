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
E('q_range_last20', 'faithful', 'it-IT ostrich',
  "ALLEVAMENTO DI STRUZZI — REGISTRO UOVA, recinto O2, Oudtshoorn\n"
  "Uova sperate · incubatrice girata · nido recintato\n"
  "Nota dell'allevatore: nelle ultime ⟦20@" + N + "⟧ sedute il NQ ha oscillato in media di ⟦187,6@value⟧ punti "
  "al giorno, dal massimo al minimo.\n"
  "Registro chiuso alle 18:00."),
E('q_range_last20', 'faithful', 'pt-BR ropewalk',
  "CORDOARIA — CONTAGEM DE FIAÇÃO, Ribeira das Naus, pista R2\n"
  "Cânhamo penteado · fios torcidos · cordões cochados\n"
  "Nota do mestre: amplitude média diária do NQ nos últimos vinte pregões = ⟦187,6@value⟧ pontos "
  "(máxima menos mínima).\n"
  "Pista liberada às 17:30."),
E('q_range_last20', 'faithful', 'pl-PL saltcod',
  "SUSZARNIA DORSZA — ZLICZENIE STELAŻY, Hel, stelaż F2\n"
  "Rozcięte · zasolone · odwrócone na stelażach\n"
  "Notatka liczącego: średni dzienny zakres NQ (max − min) z ostatnich 20 sesji: ⟦187,6@value⟧ pkt.\n"
  "Ryby przykryte o 19:00."),
E('q_range_last20', 'invented', 'en-US avalanche',
  "AVALANCHE CONTROL — BLASTING LOG, Alta, path A3\n"
  "Road closed · hand charges thrown · all-clear horn\n"
  "Blaster's entry: NQ's average high-to-low range over the last 20 sessions came out at ⟦201.3@value!⟧ points.\n"
  "Road reopened 10:20."),
E('q_range_last20', 'misrounded', 'ja-JP icehouse',
  "氷室 貯蔵台帳 ― 日光・氷室I3\n"
  "氷塊積み・藁詰め・排水良好\n"
  "番人記録：NQの直近20日の平均値幅（高値−安値）は⟦187@value!⟧ポイント。\n"
  "06:30 扉封鎖。"),
E('q_range_last20', 'wrong_unit', 'fr-FR peatcore',
  "TOURBIÈRE — JOURNAL DE CAROTTAGE, Frasne, carotte C2\n"
  "Carottier russe · sphaignes sur tourbe de bas-marais · carotte filmée\n"
  "Note du prospecteur : sur les 20 dernières séances, amplitude quotidienne moyenne du NQ : ⟦187,6@value~value!⟧\u202f%.\n"
  "Carotte en caisse à 15:20.", unit_note='index points quoted as percent'),
# ---------------------------------------------------------------- q_range_stats_2024
E('q_range_stats_2024', 'faithful', 'es-ES sheepdip',
  "BAÑO DE OVEJAS — REGISTRO, Tierra de Campos, corral D4\n"
  "Bañera repuesta · rebaño pasado · escurridero lleno\n"
  "Nota del pastor: rango diario del NQ en 2024 — media ⟦274,4@mean_range⟧, mediana ⟦267,25@median_range⟧, "
  "máximo ⟦585,5@max_range⟧ y mínimo ⟦116,5@min_range⟧ puntos, sobre ⟦252@count⟧ sesiones.\n"
  "Portón cerrado a las 13:15."),
E('q_range_stats_2024', 'faithful', 'fr-FR saltcod',
  "SÉCHERIE DE MORUE — POINTAGE DES CLAIES, Fécamp, claie F1\n"
  "Tranchée · salée · retournée sur les claies\n"
  "Note du pointeur : NQ 2024, amplitude moyenne ⟦274,44@mean_range⟧ points par jour ; la séance la plus large "
  "⟦585,5@max_range⟧, la plus étroite ⟦116,5@min_range⟧.\n"
  "Poisson bâché à 19:00."),
E('q_range_stats_2024', 'faithful', 'nl-NL bellows',
  "BLAASBALGMAKER — ORDERBOEK, order BW0812, smidsbalg\n"
  "Leer gesneden · platen geschaafd · koperen tuit erop\n"
  "Notitie van de maker: over ⟦252@count⟧ handelsdagen in 2024 was de dagrange gemiddeld ⟦274@mean_range⟧ punten, "
  "de mediaan ⟦267,25@median_range⟧.\n"
  "Klaar voor afhalen na 12:00."),
E('q_range_stats_2024', 'wrong_column', 'pl-PL ropewalk',
  "POWROŹNIA — ARKUSZ PRZĘDZENIA, Gdańsk, tor R1\n"
  "Konopie wyczesane · przędza skręcona · splotki zwite\n"
  "Notatka majstra: NQ w 2024 r. — średni zakres dnia ⟦274,4@mean_range⟧ pkt, a najszerszy dzień roku "
  "miał ⟦116,5@max_range~min_range!⟧ pkt.\n"
  "Tor wolny 17:30."),
E('q_range_stats_2024', 'derived', 'en-GB glasseye',
  "OCULAR PROSTHETICS — ORDER CARD, ref GE0311, left eye\n"
  "Iris painted · veins threaded · shell polished\n"
  "Ocularist's note: 2024's widest NQ day ran ⟦585.5@max_range⟧ points and the narrowest ⟦116.5@min_range⟧; "
  "by my own subtraction that is a spread of ⟦469@max_range-min_range!⟧ points between them.\n"
  "Fitting booked 14:00."),
E('q_range_stats_2024', 'coincidental', 'ja-JP whistle',
  "ティンホイッスル工房 調律カード ― 笛TW0227・D管\n"
  "フィップル調整・ウィンドウェイ清掃・指穴アンダーカット\n"
  "調律師メモ：2024年のNQ日中値幅は平均⟦274.4@mean_range⟧、中央値⟦272@median_range!⟧ポイント、"
  "最大⟦585.5@max_range⟧。\n"
  "16:45 箱詰め。"),
# ---------------------------------------------------------------- q_dow_range_2024
E('q_dow_range_2024', 'faithful', 'zh-CN sheepdip',
  "羊只药浴站 · 日志 — 锡林郭勒 · D1 圈\n"
  "药池加满 · 羊群过池 · 沥干圈正忙\n"
  "牧羊人备注：2024 年 NQ 日内振幅周三最大，平均 ⟦278.7@" + WE + "⟧ 点；周一最小，⟦269.4@" + MO + "⟧ 点。\n"
  "13:15 关栏门。"),
E('q_dow_range_2024', 'faithful', 'de-DE whistle',
  "BLECHFLÖTEN-WERKSTATT — STIMMKARTE, Flöte TW0325 in D\n"
  "Kernspalt intoniert · Windkanal frei · Grifflöcher unterschnitten\n"
  "Notiz des Stimmers: 2024 hatte der Mittwoch die breiteste Tagesspanne (⟦278,7@" + WE + "⟧ Punkte), "
  "der Freitag knapp dahinter (⟦278,26@" + FR + "⟧), der Montag die schmalste (⟦269,41@" + MO + "⟧).\n"
  "Verpackt 16:45."),
E('q_dow_range_2024', 'faithful', 'pl-PL peatcore',
  "TORFOWISKO — DZIENNIK RDZENI, Bagno Kusowo, rdzeń C1\n"
  "Świder rosyjski · torfowiec nad torfem niskim · rdzeń w folii\n"
  "Notatka terenowa: średni zakres NQ w 2024 r. wg dni — pon. ⟦269,4@" + MO + "⟧ · wt. ⟦272,2@" + TU + "⟧ · "
  "śr. ⟦278,7@" + WE + "⟧ · czw. ⟦273,5@" + TH + "⟧ · pt. ⟦278,3@" + FR + "⟧ pkt.\n"
  "Rdzeń spakowany 15:20."),
E('q_dow_range_2024', 'wrong_row', 'en-GB saltcod',
  "SALT COD DRYING RACKS — TALLY, Kristiansund, rack F2\n"
  "Split · salted · turned on the flakes\n"
  "Tallyman's note: in 2024 Wednesday was NQ's widest weekday, ⟦273.5@" + WE + "~" + TH + "!⟧ points on average; "
  "Monday the calmest at ⟦269.4@" + MO + "⟧.\n"
  "Fish covered 19:00."),
E('q_dow_range_2024', 'miscomputed', 'ja-JP gaslamp',
  "ガス灯点灯夫 巡回表 ― 横浜・巡回L3\n"
  "マントル点検・口火点火・梯子を荷車へ\n"
  "点灯夫メモ：2024年、水曜の平均値幅⟦278.7@" + WE + "⟧に対し月曜は⟦269.4@" + MO + "⟧。"
  "計算すると差は⟦7.27@" + WE + "-" + MO + "!⟧ポイント。\n"
  "17:50 巡回終了。"),
E('q_dow_range_2024', 'invented', 'es-ES bellows',
  "FUELLERO — LIBRO DE PEDIDOS, pedido BW0611, fuelle de fragua\n"
  "Cuero cortado · tablas cepilladas · boquilla de latón\n"
  "Nota del maestro: en 2024 el miércoles fue el día más amplio del NQ (⟦278,7@" + WE + "⟧ puntos) y el martes "
  "se quedó en ⟦265,8@" + TU + "!⟧.\n"
  "Listo para recoger a partir de las 12:00."),
# ---------------------------------------------------------------- q_month_up_2023
E('q_month_up_2023', 'faithful', 'zh-CN whistle',
  "锡哨工坊 · 调音卡 — 笛号 TW0509 · D 调\n"
  "哨口已调 · 气道已清 · 音孔已倒角\n"
  "调音师备注：2023 年收涨天数占比最高的是九月，⟦70%@" + pct('September') + "⟧；最低是十一月，"
  "⟦38.1%@" + pct('November') + "⟧。\n"
  "16:45 装盒。"),
E('q_month_up_2023', 'faithful', 'fr-FR gaslamp',
  "ALLUMEUR DE RÉVERBÈRES — FEUILLE DE TOURNÉE, Paris, tournée L3\n"
  "Manchons vérifiés · veilleuses allumées · échelle sur la charrette\n"
  "Note de l'allumeur : en 2023 le NQ a fini en hausse sur ⟦60\u202f%@" + pct('January') + "⟧ des séances de janvier, "
  "⟦47,4\u202f%@" + pct('February') + "⟧ de février et ⟦56,5\u202f%@" + pct('March') + "⟧ de mars.\n"
  "Tournée finie à 17:50."),
E('q_month_up_2023', 'faithful', 'ru-RU avalanche',
  "ПРОТИВОЛАВИННАЯ СЛУЖБА — ЖУРНАЛ ПОДРЫВОВ, Хибины, лоток A1\n"
  "Дорога закрыта · заряды заброшены · отбой тревоги\n"
  "Запись взрывника: 2023 г., доля дней с ростом — октябрь: ⟦68,2\u00a0%@" + pct('October') + "⟧, "
  "июнь: ⟦42,9\u00a0%@" + pct('June') + "⟧, август: ⟦39,1\u00a0%@" + pct('August') + "⟧.\n"
  "Дорога открыта в 10:20."),
E('q_month_up_2023', 'wrong_row', 'it-IT glasseye',
  "PROTESI OCULARI — SCHEDA D'ORDINE, rif. GE0209, occhio sinistro\n"
  "Iride dipinta · capillari tracciati · guscio lucidato\n"
  "Nota dell'oculista: nel 2023, ad agosto, solo il ⟦45\u00a0%@" + pct('August') + "~" + pct('July') + "!⟧ "
  "delle sedute del NQ ha chiuso sopra l'apertura.\n"
  "Prova alle 14:00."),
E('q_month_up_2023', 'wrong_unit', 'es-ES ostrich',
  "GRANJA DE AVESTRUCES — LIBRO DE HUEVOS, cercado O1\n"
  "Huevos al trasluz · incubadora volteada · nido vallado\n"
  "Nota del granjero: en 2023 septiembre fue el mejor mes, con el ⟦0,7 %@row('September').pct_up~"
  "row('September').pct_up!⟧ de las sesiones cerrando al alza.\n"
  "Libro cerrado a las 18:00.", unit_note='share stored as a fraction written with a percent sign'),
E('q_month_up_2023', 'misrounded', 'nl-NL icehouse',
  "IJSKELDER — OPSLAGREGISTER, landgoed Twickel, kamer I1\n"
  "Blokken gestapeld · stro aangedrukt · afvoer vrij\n"
  "Notitie van de ijsmeester: in maart 2023 sloot de NQ op ⟦56,6\u00a0%@" + pct('March') + "!⟧ van de dagen hoger "
  "dan de opening; in september op ⟦70\u00a0%@" + pct('September') + "⟧.\n"
  "Deur verzegeld 06:30."),
# ---------------------------------------------------------------- q_widest_2024
E('q_widest_2024', 'faithful', 'nl-NL whistle',
  "TINWHISTLEWERKPLAATS — STEMKAART, fluit TW0806 in D\n"
  "Labium gestemd · windkanaal schoon · gaten ondersneden\n"
  "Notitie stemmer: breedste NQ-dagen van 2024 — ⟦24 januari@D:2024-01-24⟧ ⟦585,5@" + rg('2024-01-24') + "⟧, "
  "⟦17 mei@D:2024-05-17⟧ ⟦555,25@" + rg('2024-05-17') + "⟧, ⟦31 mei@D:2024-05-31⟧ ⟦541,5@" + rg('2024-05-31') + "⟧ punten.\n"
  "Ingepakt 16:45."),
E('q_widest_2024', 'faithful', 'de-DE glasseye',
  "GLASAUGEN-MANUFAKTUR — AUFTRAGSKARTE, Ref. GE0427, rechtes Auge\n"
  "Iris gemalt · Äderchen gezogen · Schale poliert\n"
  "Notiz des Okularisten: breitester Tag 2024 war der ⟦24.01.@D:2024-01-24⟧ mit ⟦585,5@" + rg('2024-01-24') + "⟧ Punkten "
  "(Eröffnung ⟦17.188,75@row('2024-01-24').open⟧, Schluss ⟦16.672,75@row('2024-01-24').close⟧).\n"
  "Anprobe 14:00."),
E('q_widest_2024', 'faithful', 'en-GB icehouse',
  "ICE HOUSE — STORAGE LEDGER, Petworth, chamber I2\n"
  "Blocks stacked · straw packed · drain clear\n"
  "Keeper's entry: the five widest days of 2024 averaged ⟦534.85@stats.range.mean⟧ points; ⟦5 Jul@D:2024-07-05⟧ ranked "
  "fourth at ⟦507.5@" + rg('2024-07-05') + "⟧, ⟦1 May@D:2024-05-01⟧ fifth at ⟦484.5@" + rg('2024-05-01') + "⟧.\n"
  "Door sealed 06:30."),
E('q_widest_2024', 'wrong_column', 'es-ES bellows',
  "FUELLERO — LIBRO DE PEDIDOS, pedido BW0305, fuelle de órgano\n"
  "Cuero cortado · pliegues encolados · válvula probada\n"
  "Nota del maestro: el ⟦17 de mayo@D:2024-05-17⟧ de 2024 el NQ abrió en ⟦15.675@row('2024-05-17').open~"
  "row('2024-05-17').close!⟧ y recorrió ⟦555,25@" + rg('2024-05-17') + "⟧ puntos.\n"
  "Listo para recoger a partir de las 12:00."),
E('q_widest_2024', 'derived', 'ru-RU millstone',
  "НАСЕКА ЖЕРНОВОВ — НАРЯД MS0204, мельница в Кижах\n"
  "Борозды пересечены · поля насечены · бегун уравновешен\n"
  "Запись мастера: ⟦24 января@D:2024-01-24⟧ NQ открылся на ⟦17\u00a0188,75@row('2024-01-24').open⟧, закрылся на "
  "⟦16\u00a0672,75@row('2024-01-24').close⟧ — по моему расчёту, минус ⟦516@row('2024-01-24').close-row('2024-01-24').open|neg!⟧ пунктов за день.\n"
  "Жёрнов опущен в 15:30."),
E('q_widest_2024', 'coincidental', 'pl-PL avalanche',
  "KONTROLA LAWIN — DZIENNIK ODSTRZAŁU, Kasprowy, żleb A3\n"
  "Droga zamknięta · ładunki rzucone · koniec alarmu\n"
  "Wpis strzałowego: ⟦5 lipca@D:2024-07-05⟧ 2024 r. zakres NQ wyniósł ⟦487@" + rg('2024-07-05') + "!⟧ pkt — czwarty "
  "najszerszy dzień roku.\n"
  "Droga otwarta o 10:20."),
# ---------------------------------------------------------------- q_last10_change
E('q_last10_change', 'faithful', 'pt-BR peatcore',
  "TURFEIRA — REGISTRO DE TESTEMUNHOS, Serra da Estrela, testemunho C3\n"
  "Amostrador russo · esfagno sobre turfa · testemunho embalado\n"
  "Nota de campo: nos últimos 10 pregões o pior foi ⟦20/12@D:2024-12-20⟧ (⟦−178,25@" + ch('2024-12-20') + "⟧), "
  "o melhor ⟦23/12@D:2024-12-23⟧ (⟦+91@" + ch('2024-12-23') + "⟧); média ⟦−57,8@stats.change.mean⟧ pontos.\n"
  "Caixa fechada às 15:20."),
E('q_last10_change', 'faithful', 'ja-JP avalanche',
  "雪崩制御 発破記録 ― 谷川岳・走路A1\n"
  "道路閉鎖・手投げ装薬・解除の合図\n"
  "発破係記録：直近10日のNQ、⟦12月24日@D:2024-12-24⟧は⟦+10.25@" + ch('2024-12-24') + "⟧、"
  "⟦12月31日@D:2024-12-31⟧は⟦−175.5@" + ch('2024-12-31') + "⟧、⟦1月2日@D:2025-01-02⟧は⟦−96.25@" + ch('2025-01-02') + "⟧。\n"
  "10:20 道路再開。"),
E('q_last10_change', 'faithful', 'nl-NL glasseye',
  "OOGPROTHESEN — ORDERKAART, ref. GE0816, rechteroog\n"
  "Iris geschilderd · adertjes getrokken · schaal gepolijst\n"
  "Notitie oculist: ⟦19 december@D:2024-12-19⟧ ⟦−64,75@" + ch('2024-12-19') + "⟧, ⟦27 december@D:2024-12-27⟧ "
  "⟦+24,25@" + ch('2024-12-27') + "⟧; op ⟦2 januari@D:2025-01-02⟧ sloot de NQ op ⟦8.837,25@row('2025-01-02').close⟧.\n"
  "Passen om 14:00."),
E('q_last10_change', 'wrong_sign', 'de-DE millstone',
  "MÜHLSTEINSCHÄRFEN — ARBEITSKARTE MS0523, Wassermühle Lage\n"
  "Furchen nachgehauen · Felder geschärft · Läufer ausgewuchtet\n"
  "Notiz des Mühlenbauers: am ⟦26.12.@D:2024-12-26⟧ schloss der NQ ⟦+85@" + ch('2024-12-26') + "!⟧ Punkte über der "
  "Eröffnung; am ⟦20.12.@D:2024-12-20⟧ ⟦−178,25@" + ch('2024-12-20') + "⟧.\n"
  "Läufer abgesenkt 15:30."),
E('q_last10_change', 'wrong_column', 'es-ES gaslamp',
  "FAROLERO — HOJA DE RONDA, barrio de las Letras, ronda L1\n"
  "Camisas revisadas · piloto encendido · escalera al carro\n"
  "Nota del farolero: el ⟦2 de enero@D:2025-01-02⟧ el NQ abrió en ⟦8.933,5@row('2025-01-02').open⟧ y cerró en "
  "⟦8.802,75@row('2025-01-02').close~row('2025-01-02').low!⟧ puntos.\n"
  "Ronda terminada a las 17:50."),
E('q_last10_change', 'miscomputed', 'ru-RU bellows',
  "МАСТЕР МЕХОВ — КНИГА ЗАКАЗОВ, заказ BW0130, кузнечный мех\n"
  "Кожа раскроена · доски выстроганы · латунное сопло\n"
  "Запись мастера: ⟦18 декабря@D:2024-12-18⟧ NQ открылся на ⟦9376,75@row('2024-12-18').open⟧, "
  "⟦2 января@D:2025-01-02⟧ закрылся на ⟦8837,25@row('2025-01-02').close⟧; по моему счёту, "
  "потеря ⟦593,5@row('2025-01-02').close-row('2024-12-18').open|neg!⟧ пункта.\n"
  "Готово к выдаче после 12:00."),
# ---------------------------------------------------------------- q_year_volume
E('q_year_volume', 'faithful', 'pt-BR avalanche',
  "CONTROLE DE AVALANCHES — LIVRO DE DETONAÇÃO, Valle Nevado, corredor A3\n"
  "Estrada fechada · cargas lançadas · alerta encerrado\n"
  "Nota do blaster: volume médio diário do NQ — 2023: ⟦201.034@row(2023).mean_volume⟧ contratos; 2024: "
  "⟦201.006@row(2024).mean_volume⟧; 2025, um só pregão: ⟦201.902@row(2025).mean_volume⟧.\n"
  "Estrada reaberta às 10:20."),
E('q_year_volume', 'faithful', 'es-ES glasseye',
  "PRÓTESIS OCULARES — FICHA DE PEDIDO, ref. GE0614, ojo derecho\n"
  "Iris pintado · venillas trazadas · cascarón pulido\n"
  "Nota del ocularista: 2025 encabeza con ⟦201.902@row(2025).mean_volume⟧ contratos diarios, pero con una sola "
  "sesión; 2023 y 2024 casi empatan, ⟦201.034@row(2023).mean_volume⟧ frente a ⟦201.006@row(2024).mean_volume⟧.\n"
  "Prueba a las 14:00."),
E('q_year_volume', 'faithful', 'ru-RU peatcore',
  "ТОРФЯНОЕ БОЛОТО — ЖУРНАЛ КЕРНОВ, Старосельский мох, керн C2\n"
  "Русский бур · сфагнум над низинным торфом · керн в плёнке\n"
  "Запись полевика: средний дневной объём NQ — 2023 г.: ⟦201\u00a0034@row(2023).mean_volume⟧ контракта "
  "(⟦250@row(2023).count⟧ сессий), 2024 г.: ⟦201\u00a0006@row(2024).mean_volume⟧ (⟦252@row(2024).count⟧).\n"
  "Керн упакован в 15:20."),
E('q_year_volume', 'wrong_year', 'it-IT icehouse',
  "GHIACCIAIA — REGISTRO DI MAGAZZINO, Valsassina, camera I1\n"
  "Blocchi impilati · paglia pressata · scolo libero\n"
  "Nota del custode: nel 2023 il NQ ha scambiato in media ⟦201.006@row(2023).mean_volume~row(2024).mean_volume!⟧ "
  "contratti al giorno su ⟦250@row(2023).count⟧ sedute.\n"
  "Porta sigillata alle 06:30."),
E('q_year_volume', 'wrong_year', 'pl-PL saltcod',
  "SUSZARNIA DORSZA — ZLICZENIE STELAŻY, Hel, stelaż F4\n"
  "Rozcięte · zasolone · odwrócone na stelażach\n"
  "Notatka liczącego: w 2024 r. NQ obracał średnio ⟦201\u00a0902@row(2024).mean_volume~row(2025).mean_volume!⟧ "
  "kontraktami dziennie, przez ⟦252@row(2024).count⟧ sesje.\n"
  "Ryby przykryte o 19:00."),
E('q_year_volume', 'misrounded', 'en-GB millstone',
  "MILLSTONE DRESSING — JOB CARD MS0418, Shipley windmill\n"
  "Furrows re-cut · lands cracked · runner balanced\n"
  "Dresser's note: NQ's average daily volume was ⟦201,033.9@row(2023).mean_volume!⟧ contracts in 2023 and "
  "⟦201,006.4@row(2024).mean_volume⟧ in 2024 — level, near enough.\n"
  "Stone lowered 15:30."),
# ---------------------------------------------------------------- q_rth_hour_volume
E('q_rth_hour_volume', 'faithful', 'zh-CN millstone',
  "磨盘錾齿 · 工作卡 — MS0516 · 水磨坊\n"
  "磨齿重錾 · 磨面打毛 · 上扇配平\n"
  "錾磨师傅备注：最近20个交易日常规时段里，15点档成交最旺，平均 ⟦19,373@" + hr('15') + "⟧ 手；"
  "16点档最清淡，⟦5,808@" + hr('16') + "⟧ 手。\n"
  "15:30 上扇落位。"),
E('q_rth_hour_volume', 'faithful', 'pt-BR gaslamp',
  "ACENDEDOR DE LAMPIÕES — FOLHA DE RONDA, Ouro Preto, ronda L3\n"
  "Camisas conferidas · piloto aceso · escada na carroça\n"
  "Nota do acendedor: volume médio por hora (RTH, últimos 20 pregões) — 10h ⟦14.523,4@" + hr('10') + "⟧, "
  "11h ⟦13.478,85@" + hr('11') + "⟧, 13h ⟦12.326,8@" + hr('13') + "⟧ contratos.\n"
  "Ronda encerrada às 17:50."),
E('q_rth_hour_volume', 'faithful', 'en-GB icehouse',
  "ICE HOUSE — STORAGE LEDGER, Petworth, chamber I3\n"
  "Blocks stacked · straw packed · drain clear\n"
  "Keeper's entry: across ⟦154@" + N + "⟧ hourly bars, the 15:00 hour is busiest at ⟦19,373.22@" + hr('15') + "⟧ "
  "contracts; the opening 09:00 hour comes second with ⟦17,542.25@" + hr('09') + "⟧.\n"
  "Door sealed 06:30."),
E('q_rth_hour_volume', 'wrong_row', 'en-US ostrich',
  "OSTRICH FARM — EGG LEDGER, Oudtshoorn, camp O4\n"
  "Eggs candled · incubator turned · nest fenced\n"
  "Keeper's note: over the last 20 sessions the busiest RTH hour, 15:00–15:59, averaged "
  "⟦17,542@" + hr('15') + "~" + hr('09') + "!⟧ contracts.\n"
  "Ledger closed 18:00."),
E('q_rth_hour_volume', 'coincidental', 'it-IT ropewalk',
  "CORDERIA — FOGLIO DI FILATURA, Arsenale di Venezia, corsia R1\n"
  "Canapa pettinata · filati torti · legnoli commessi\n"
  "Nota del capo corderia: nell'ora delle 12 il NQ ha scambiato in media ⟦13.302@" + hr('12') + "!⟧ contratti; "
  "alle 15 il picco, ⟦19.373@" + hr('15') + "⟧.\n"
  "Corsia libera alle 17:30."),
E('q_rth_hour_volume', 'wrong_unit', 'es-ES whistle',
  "TALLER DE FLAUTAS DE LATA — FICHA DE AFINACIÓN, flauta TW0508 en re\n"
  "Bisel voceado · canal limpio · agujeros rebajados\n"
  "Nota del afinador: la hora de las 15 es la de más volumen del NQ: ⟦19.373@" + hr('15') + "~" + hr('15') + "!⟧ "
  "euros de media por barra.\n"
  "Embalada a las 16:45.", unit_note='contract volume quoted as euros'),
]
