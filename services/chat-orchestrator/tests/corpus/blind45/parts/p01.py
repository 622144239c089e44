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


def hr(h):
    return f"row('{h}').mean_volume"


ENTRIES = [
# ---------------------------------------------------------------- q_range_last20
E('q_range_last20', 'faithful', 'fr-FR rivercross',
  "BAC DE LOIRE — JOURNAL DES TRAVERSÉES À MARÉE, bac B2\n"
  "Cale C1 · marée montante · traversée T4 · rampe graissée\n"
  "Note du passeur : sur les ⟦20@" + N + "⟧ dernières séances, le NQ a parcouru en moyenne ⟦187,6@value⟧ points "
  "par jour, du plus haut au plus bas.\n"
  "Dernier passage 22:45 ; rampe relevée."),
E('q_range_last20', 'faithful', 'en-GB drystone',
  "DRY-STONE WALLING — JOB SHEET, job DW0417, Swaledale\n"
  "Section S3 · footings in · through-stones set · batter frame checked\n"
  "Waller's note: NQ's average daily range over the last 20 sessions was ⟦187.6@value⟧ points, high to low.\n"
  "Copes on by 16:00."),
E('q_range_last20', 'faithful', 'es-ES sauna',
  "CLUB DE SAUNA — LIBRO DE ASISTENCIA, Sociedad Löyly de Madrid\n"
  "Estufa encendida 17:00 · bancos fregados · ramas de abedul listas\n"
  "Anotación del encargado: en las últimas ⟦20@" + N + "⟧ sesiones el NQ tuvo un rango diario medio de ⟦187,6@value⟧ "
  "puntos (máximo menos mínimo).\n"
  "Última ronda 21:30; toallas contadas."),
E('q_range_last20', 'misrounded', 'it-IT candlepour',
  "FABBRICA DI CANDELE — FOGLIO DI COLATA, linea L2, lotto CP0614\n"
  "Cera di soia · stoppini W3 · stampi M6 riempiti\n"
  "Nota del capoturno: nelle ultime 20 sedute l'escursione media giornaliera del NQ è stata di ⟦187@value!⟧ punti, "
  "massimo meno minimo.\n"
  "Sformate alle 15:10."),
E('q_range_last20', 'derived', 'ja-JP icehike',
  "氷河ハイク入山許可証 ― 控え GP0615・フォックス氷河\n"
  "パーティーP3・アイゼンとヘルメット貸出済\n"
  "ガイド記入：NQの直近20日の平均値幅は⟦187.6@value⟧ポイント。ストップを平均値幅の半分に置くなら"
  "⟦93.8@value/2!⟧ポイント（こちらで半分にした数字で、結果には出ていません）。\n"
  "16:00までに小屋へ帰着。"),
E('q_range_last20', 'wrong_unit', 'pl-PL harpcard',
  "KARTA SERWISOWA HARFY — Lyon & Healy, klient K0903\n"
  "Strój A440 · pedały wyregulowane · wymieniona struna jelitowa\n"
  "Notatka stroiciela: średni dzienny zakres NQ z ostatnich 20 sesji wynosi ⟦187,6@value~value!⟧ USD "
  "między szczytem a dołkiem.\n"
  "Następne strojenie o 10:00.", unit_note='index points quoted as US dollars'),
# ---------------------------------------------------------------- q_range_stats_2024
E('q_range_stats_2024', 'faithful', 'nl-NL sauna',
  "SAUNACLUB — PRESENTIELIJST, Vereniging Löyly, Utrecht\n"
  "Kachel aan 17:00 · banken geschrobd · berkenbundels klaar\n"
  "Aantekening van de saunameester: NQ-dagrange 2024 over ⟦252@count⟧ dagen: gemiddeld ⟦274,44@mean_range⟧, "
  "mediaan ⟦267,25@median_range⟧, uitersten ⟦116,5@min_range⟧ en ⟦585,5@max_range⟧ punten.\n"
  "Laatste ronde 21:30."),
E('q_range_stats_2024', 'faithful', 'fr-FR harpcard',
  "FICHE D'ENTRETIEN DE HARPE — Camac « Atlantide », client C0215\n"
  "La A440 · palettes réglées · une corde en boyau changée\n"
  "Note de l'accordeur : en 2024 le NQ a tracé une amplitude quotidienne moyenne de ⟦274,4@mean_range⟧ points, "
  "médiane ⟦267,25@median_range⟧ ; la plus étroite ⟦116,5@min_range⟧, la plus large ⟦585,5@max_range⟧.\n"
  "Prochain accord à 10:00."),
E('q_range_stats_2024', 'faithful', 'ru-RU beachhut',
  "ПЛЯЖНЫЕ ДОМИКИ — КНИГА АРЕНДЫ, набережная Зеленоградска, домик H12\n"
  "Ключи выданы · шезлонги проверены\n"
  "Запись смотрителя: в 2024 г. средний дневной диапазон NQ — ⟦274,44@mean_range⟧ пункта по ⟦252@count⟧ сессиям; "
  "медиана ⟦267,25@median_range⟧, максимум ⟦585,5@max_range⟧.\n"
  "Ключи сдать до 18:00."),
E('q_range_stats_2024', 'wrong_column', 'zh-CN bobsleigh',
  "雪车 · 滑行计时单 — 延庆赛道 · H2 轮\n"
  "雪车 CHN1 · 舵手 王 · 制动手 李\n"
  "计时员备注：2024 年 NQ 平均日波幅 ⟦267.25@mean_range~median_range!⟧ 点，最宽一天 ⟦585.5@max_range⟧ 点，"
  "最窄 ⟦116.5@min_range⟧ 点。\n"
  "10:42 出发；光电计时已校。"),
E('q_range_stats_2024', 'miscomputed', 'de-DE marionette',
  "INSPIZIENTENKARTE — Marionettentheater, „Die Zauberflöte“, Akt II, Cue Q14\n"
  "Brücke: Papageno an den Führungsfäden · Licht auf GO\n"
  "Notiz der Inspizientin: 2024 lag die NQ-Tagesspanne zwischen ⟦116,5@min_range⟧ und ⟦585,5@max_range⟧ Punkten, "
  "ein Abstand von ⟦496@max_range-min_range!⟧ Punkten.\n"
  "Vorhang 21:50."),
E('q_range_stats_2024', 'invented', 'pt-BR drystone',
  "MURO DE PEDRA SECA — FICHA DE OBRA, obra PS0417, Serra da Canastra\n"
  "Troço T3 · fundação assente · perpianhos colocados\n"
  "Nota do pedreiro: em 2024 o range diário do NQ teve média de ⟦274,44@mean_range⟧ pontos e mediana de "
  "⟦259,5@median_range!⟧; o maior dia chegou a ⟦585,5@max_range⟧.\n"
  "Capeamento às 16:00."),
# ---------------------------------------------------------------- q_dow_range_2024
E('q_dow_range_2024', 'faithful', 'pl-PL marionette',
  "KARTA SUFLERSKA — Teatr Marionetek, „Czarodziejski flet”, akt II, sygnał Q14\n"
  "Most: Papageno na nitkach prowadzących · światło na GO\n"
  "Notatka inspicjenta: w 2024 najszerszy zakres NQ miała środa, średnio ⟦278,675@" + WE + "⟧ pkt; "
  "najwęższy poniedziałek, ⟦269,41@" + MO + "⟧ pkt.\n"
  "Kurtyna 21:50."),
E('q_dow_range_2024', 'faithful', 'fr-FR temper',
  "JOURNAL DE TEMPÉRAGE — lot TB0512, couverture noire\n"
  "Ensemencé · tablé sur marbre · test de cassure réussi\n"
  "Note du chocolatier : en 2024, le mercredi a été le jour le plus large du NQ (⟦278,7@" + WE + "⟧ points en "
  "moyenne), le vendredi juste derrière (⟦278,3@" + FR + "⟧), le lundi le plus calme (⟦269,4@" + MO + "⟧).\n"
  "Moulé à 11:20."),
E('q_dow_range_2024', 'faithful', 'ja-JP plucking',
  "摘採集計表 ― 狭山茶園・圃場F7・組G2\n"
  "一芯二葉・籠は計量小屋へ\n"
  "圃場係メモ：2024年のNQ曜日別平均値幅は水曜が最大で⟦278.7@" + WE + "⟧ポイント、火曜は⟦272.2@" + TU + "⟧、"
  "月曜が最小の⟦269.4@" + MO + "⟧ポイント。\n"
  "11:30 計量。"),
E('q_dow_range_2024', 'wrong_row', 'ru-RU rivercross',
  "РЕЧНОЙ ПАРОМ — ЖУРНАЛ ПЕРЕПРАВ ПО ПРИЛИВУ, паром P2, Мезень\n"
  "Причал S1 · прилив · рейс C4\n"
  "Запись шкипера: в 2024 г. самый широкий день недели у NQ — среда, в среднем "
  "⟦273,53@" + WE + "~" + TH + "!⟧ пункта; понедельник — ⟦269,41@" + MO + "⟧.\n"
  "Последний рейс 22:45; аппарель поднята."),
E('q_dow_range_2024', 'coincidental', 'de-DE beachhut',
  "STRANDKORB- UND HÜTTENBUCH — Promenade Kühlungsborn, Hütte H23\n"
  "Schlüssel ausgegeben · Liegestühle gezählt\n"
  "Eintrag des Strandwarts: NQ 2024 nach Wochentag: Mittwoch ⟦278,7@" + WE + "⟧ Punkte Spanne, Dienstag "
  "⟦273,7@" + TU + "!⟧, Montag ⟦269,4@" + MO + "⟧.\n"
  "Schlüssel zurück bis 18:00."),
E('q_dow_range_2024', 'derived', 'it-IT bobsleigh',
  "BOB — FOGLIO CRONOMETRAGGIO, pista di Cortina, manche H2\n"
  "Slitta ITA1 · pilota Rossi · frenatore Bianchi\n"
  "Nota del cronometrista: nel 2024 il mercoledì del NQ (⟦278,7@" + WE + "⟧ punti medi) è più ampio del lunedì "
  "(⟦269,4@" + MO + "⟧) di circa il ⟦3,4 %@" + WE + "/" + MO + "*100-100!⟧, calcolo mio.\n"
  "Partenza 10:42."),
# ---------------------------------------------------------------- q_month_up_2023
E('q_month_up_2023', 'faithful', 'fr-FR drystone',
  "MUR EN PIERRE SÈCHE — FICHE DE CHANTIER, chantier PS0417, Cévennes\n"
  "Tronçon T3 · fondation posée · boutisses en place · fruit vérifié\n"
  "Note du murailler : en 2023 le NQ a fini en hausse ⟦70@" + pct('September') + "⟧ % des jours de septembre, "
  "⟦68,2@" + pct('October') + "⟧ % en octobre, seulement ⟦38,1@" + pct('November') + "⟧ % en novembre.\n"
  "Couronnement à 16:00."),
E('q_month_up_2023', 'faithful', 'pt-BR harpcard',
  "FICHA DE REVISÃO DE HARPA — Salvi «Daphne», cliente C0510\n"
  "Lá A440 · pedais regulados · corda de tripa trocada\n"
  "Nota do afinador: em 2023 o NQ fechou em alta em ⟦70%@" + pct('September') + "⟧ dos pregões de setembro, o "
  "melhor mês; agosto ficou em ⟦39,1%@" + pct('August') + "⟧ e novembro, o pior, em ⟦38,1%@" + pct('November') + "⟧.\n"
  "Próxima afinação às 10:00."),
E('q_month_up_2023', 'faithful', 'de-DE candlepour',
  "KERZENFABRIK — GIESSBLATT, Linie L2, Charge KG0614\n"
  "Rapswachs · Dochte W3 · Formen M6 gefüllt\n"
  "Notiz der Schichtleiterin: 2023 schloss der NQ im Januar an ⟦60@" + pct('January') + "⟧ % der Tage im Plus, im "
  "September an ⟦70@" + pct('September') + "⟧ %, im November nur an ⟦38,1@" + pct('November') + "⟧ %.\n"
  "Entformt 15:10."),
E('q_month_up_2023', 'wrong_row', 'pl-PL orchid',
  "WYSTAWA STORCZYKÓW — KARTA OCENY, klasa C7, eksponat E0214\n"
  "Rodzaj: Paphiopedilum · wystawca: pani Nowak\n"
  "Uwaga sędziego: w 2023 sierpień był dla NQ słaby — wzrostowych sesji tylko "
  "⟦45@" + pct('August') + "~" + pct('July') + "!⟧ %; wrzesień najlepszy, ⟦70@" + pct('September') + "⟧ %.\n"
  "Nagroda: HCC; rozeta przypięta 12:30."),
E('q_month_up_2023', 'wrong_unit', 'it-IT beachhut',
  "REGISTRO AFFITTO CABINE — lungomare di Forte dei Marmi, cabina H23\n"
  "Chiavi consegnate · sdraio contate\n"
  "Annotazione del bagnino: nel 2023 il NQ ha chiuso in rialzo nello ⟦0,7 %@" + pct('September') + "/100~" +
  pct('September') + "/100!⟧ delle sedute di settembre, il mese migliore; novembre il peggiore.\n"
  "Chiavi da restituire entro le 18:00.", unit_note='a fraction (0.7) quoted as a percent'),
E('q_month_up_2023', 'invented', 'ja-JP marionette',
  "操り人形劇場 キューカード ― 『魔笛』第二幕・キューQ14\n"
  "ブリッジ：パパゲーノは操り糸・照明はGOで\n"
  "プロンプター記入：2023年のNQ、9月は上昇引けが⟦70%@" + pct('September') + "⟧で最多、5月は"
  "⟦64%@" + pct('May') + "!⟧、11月が最少の⟦38.1%@" + pct('November') + "⟧。\n"
  "21:50 幕。"),
# ---------------------------------------------------------------- q_widest_2024
E('q_widest_2024', 'faithful', 'es-ES rivercross',
  "BARCA DEL RÍO — REGISTRO DE PASOS CON MAREA, barca B2, Guadalquivir\n"
  "Rampa S1 · marea llenante · paso C4\n"
  "Nota del barquero: días más anchos del NQ en 2024: ⟦24/01@D:2024-01-24⟧ con ⟦585,5@row('2024-01-24').range⟧ puntos, "
  "⟦17/05@D:2024-05-17⟧ ⟦555,25@row('2024-05-17').range⟧, ⟦31/05@D:2024-05-31⟧ ⟦541,5@row('2024-05-31').range⟧.\n"
  "Último paso 22:45."),
E('q_widest_2024', 'faithful', 'pt-BR candlepour',
  "FÁBRICA DE VELAS — FOLHA DE VAZAMENTO, linha L2, lote VL0614\n"
  "Cera de soja · pavios W3 · moldes M6 cheios\n"
  "Nota da supervisora: o dia mais largo do NQ em 2024 foi ⟦24/01@D:2024-01-24⟧, com ⟦585,5@row('2024-01-24').range⟧ "
  "pontos; a média dos cinco maiores ficou em ⟦534,85@R.summary.stats.range.mean⟧.\n"
  "Desmoldado às 15:10."),
E('q_widest_2024', 'faithful', 'ru-RU plucking',
  "УЧЁТ СБОРА ЧАЯ — плантация Мацеста, участок F7, бригада G2\n"
  "Два листа и почка · корзины к весовой\n"
  "Запись учётчика: самый широкий день NQ в 2024 г. — ⟦24 января@D:2024-01-24⟧, ⟦585,5@row('2024-01-24').range⟧ пункта; "
  "открылись на ⟦17\u00a0188,75@row('2024-01-24').open⟧, закрылись на ⟦16\u00a0672,75@row('2024-01-24').close⟧.\n"
  "Взвешено в 11:30."),
E('q_widest_2024', 'wrong_column', 'it-IT temper',
  "REGISTRO DI TEMPERAGGIO — lotto TB0512, copertura fondente\n"
  "Inseminato · temperato su marmo · prova di rottura superata\n"
  "Nota del cioccolatiere: il ⟦31 maggio@D:2024-05-31⟧ il NQ ha avuto un range di ⟦541,5@row('2024-05-31').range⟧ punti "
  "e ha chiuso a ⟦14.933@row('2024-05-31').close~row('2024-05-31').open!⟧.\n"
  "Modellato alle 11:20."),
E('q_widest_2024', 'wrong_row', 'en-US drystone',
  "DRY-STONE WALLING — JOB SHEET, job DW0522, Shenandoah Valley\n"
  "Section S2 · footings in · through-stones set · batter frame checked\n"
  "Waller's note: of 2024's five widest NQ days, ⟦1/24@D:2024-01-24⟧ led at ⟦585.5@row('2024-01-24').range⟧ points; "
  "⟦5/31@D:2024-05-31⟧ ran ⟦555.25@row('2024-05-31').range~row('2024-05-17').range!⟧.\n"
  "Copes on by 16:00."),
E('q_widest_2024', 'miscomputed', 'fr-FR marionette',
  "CONDUITE DU MANIPULATEUR — Théâtre de marionnettes, « La Flûte enchantée », acte II, top Q14\n"
  "Pont : Papageno sur fils de conduite · lumière au GO\n"
  "Note du régisseur : le plus large des cinq jours de 2024 (⟦585,5@R.summary.stats.range.max⟧) dépasse le cinquième "
  "(⟦484,5@R.summary.stats.range.min⟧) de ⟦111@R.summary.stats.range.max-R.summary.stats.range.min!⟧ points.\n"
  "Rideau 21:50."),
# ---------------------------------------------------------------- q_last10_change
E('q_last10_change', 'faithful', 'pl-PL bobsleigh',
  "BOBSLEJE — KARTA POMIARU CZASU, tor w Siguldzie, ślizg H2\n"
  "Bob POL1 · pilot Kowalski · hamulcowy Zieliński\n"
  "Uwaga sędziego czasu: z ostatnich 10 sesji NQ najgorsza była ⟦20 grudnia@D:2024-12-20⟧ "
  "(⟦−178,25@row('2024-12-20').change⟧ pkt), najlepsza ⟦23 grudnia@D:2024-12-23⟧ (⟦+91@row('2024-12-23').change⟧); "
  "średnio ⟦−57,8@stats.change.mean⟧.\n"
  "Start 10:42."),
E('q_last10_change', 'faithful', 'en-US sauna',
  "SAUNA CLUB — ATTENDANCE LEDGER, Löyly Society, Duluth\n"
  "Stove lit 17:00 · benches scrubbed · birch whisks out\n"
  "Steward's entry: last 10 NQ sessions averaged ⟦−57.8@stats.change.mean⟧ points open to close; worst "
  "⟦12/20@D:2024-12-20⟧ at ⟦−178.25@row('2024-12-20').change⟧, and ⟦1/2@D:2025-01-02⟧ closed at "
  "⟦8,837.25@row('2025-01-02').close⟧.\n"
  "Last round 21:30."),
E('q_last10_change', 'faithful', 'en-GB candlepour',
  "CANDLE WORKS — POUR SHEET, line L1, batch CP0702\n"
  "Rapeseed wax · wicks W3 · moulds M6 filled\n"
  "Pour supervisor's note: the quiet ⟦24 Dec@D:2024-12-24⟧ session added ⟦+10.25@row('2024-12-24').change⟧ on only "
  "⟦145,342@row('2024-12-24').volume⟧ contracts; across the ten the mean change was ⟦−57.8@stats.change.mean⟧.\n"
  "Demoulded 15:10."),
E('q_last10_change', 'wrong_sign', 'zh-CN orchid',
  "兰花展 · 评审单 — C7 组 · 参展号 E0214\n"
  "属：兜兰 · 参展人 陈女士\n"
  "评委意见：最近十个交易日，NQ 在 ⟦12月30日@D:2024-12-30⟧ 的涨跌为 ⟦−69.25@row('2024-12-30').change!⟧ 点，"
  "⟦12月20日@D:2024-12-20⟧ 最差，⟦−178.25@row('2024-12-20').change⟧ 点。\n"
  "奖项 HCC；12:30 挂绶带。"),
E('q_last10_change', 'derived', 'it-IT temper',
  "REGISTRO DI TEMPERAGGIO — lotto TB0519, copertura al latte\n"
  "Inseminato · temperato su marmo · prova di rottura superata\n"
  "Nota del cioccolatiere: dall'apertura del ⟦18 dicembre@D:2024-12-18⟧ (⟦9.376,75@row('2024-12-18').open⟧) alla chiusura "
  "del ⟦2 gennaio@D:2025-01-02⟧ il NQ ha perso ⟦539,5@T[-1].close-T[0].open|neg!⟧ punti, conto mio.\n"
  "Modellato alle 11:20."),
E('q_last10_change', 'coincidental', 'nl-NL plucking',
  "PLUKTELLING — theetuin Glenburn, veld F7, ploeg G2\n"
  "Twee blaadjes en een knop · manden naar de weegschuur\n"
  "Notitie van de veldklerk: op ⟦24 december@D:2024-12-24⟧ ging er maar ⟦150.338@row('2024-12-24').volume!⟧ NQ-contracten "
  "om, tegen ⟦205.170@row('2024-12-20').volume⟧ op ⟦20 december@D:2024-12-20⟧.\n"
  "Gewogen om 11:30."),
# ---------------------------------------------------------------- q_year_volume
E('q_year_volume', 'faithful', 'ru-RU marionette',
  "КАРТОЧКА РЕПЛИК — театр марионеток, «Волшебная флейта», акт II, реплика Q14\n"
  "Мост: Папагено на ведущих нитях · свет по GO\n"
  "Заметка помрежа: средний дневной объём NQ — ⟦201\u00a0034@row(2023).mean_volume⟧ контракта в 2023 г. и "
  "⟦201\u00a0006@row(2024).mean_volume⟧ в 2024 г.; в 2025 г. пока ⟦1@row(2025).count⟧ сессия, ⟦201\u00a0902@row(2025).mean_volume⟧.\n"
  "Занавес 21:50."),
E('q_year_volume', 'faithful', 'it-IT sauna',
  "CIRCOLO SAUNA — REGISTRO PRESENZE, Società Löyly di Bolzano\n"
  "Stufa accesa 17:00 · panche lavate · fasci di betulla pronti\n"
  "Annotazione del custode: volume medio giornaliero NQ ⟦201.034@row(2023).mean_volume⟧ contratti nel 2023, "
  "⟦201.006@row(2024).mean_volume⟧ nel 2024 — praticamente pari.\n"
  "Ultimo giro 21:30."),
E('q_year_volume', 'faithful', 'en-GB plucking',
  "PLUCKING TALLY — Glenburn Estate, field F7, gang G2\n"
  "Two leaves and a bud · baskets to the weighing shed\n"
  "Field clerk's note: NQ averaged ⟦201,033.96@row(2023).mean_volume⟧ contracts a day in 2023 and "
  "⟦201,006.37@row(2024).mean_volume⟧ in 2024; 2025 is a single session so far.\n"
  "Weighed in 11:30."),
E('q_year_volume', 'wrong_year', 'zh-CN temper',
  "巧克力调温批次记录 — 批号 TB0603 · 黑巧克力\n"
  "已加晶种 · 大理石台调温 · 脆断测试通过\n"
  "巧克力师备注：NQ 2024 年日均成交 ⟦201,034@row(2024).mean_volume~row(2023).mean_volume!⟧ 手，"
  "2025 年目前只有一个交易日，⟦201,902@row(2025).mean_volume⟧ 手。\n"
  "11:20 入模。"),
E('q_year_volume', 'wrong_year', 'nl-NL drystone',
  "DROGE STAPELMUUR — WERKBON, klus DS0417, Zuid-Limburg\n"
  "Sectie S3 · fundering gelegd · doorbinders gezet · talud gecontroleerd\n"
  "Notitie van de stapelaar: gemiddeld dagvolume NQ in 2023 ⟦201.034@row(2023).mean_volume⟧; in 2025, met maar één "
  "sessie, ⟦201.006@row(2025).mean_volume~row(2024).mean_volume!⟧.\n"
  "Deksteen erop om 16:00."),
E('q_year_volume', 'misrounded', 'es-ES icehike',
  "PERMISO DE TRAVESÍA GLACIAR — resguardo GP0708, glaciar de Aneto\n"
  "Grupo P3 · crampones y cascos entregados · guía: Iñaki\n"
  "Nota del guía: volumen medio diario del NQ, ⟦201.033@row(2023).mean_volume!⟧ contratos en 2023 y "
  "⟦201.006@row(2024).mean_volume⟧ en 2024.\n"
  "Regreso al refugio antes de las 16:00."),
# ---------------------------------------------------------------- q_rth_hour_volume
E('q_rth_hour_volume', 'faithful', 'pt-BR marionette',
  "CARTÃO DE DEIXAS — Teatro de Marionetes, «A Flauta Mágica», ato II, deixa Q14\n"
  "Ponte: Papageno nos fios-guia · luz no GO\n"
  "Nota do ponto: nas últimas 20 sessões (RTH), a hora das 15h concentra o maior volume médio do NQ, "
  "⟦19.373@" + hr('15') + "⟧ contratos; a das 16h, só ⟦5.808@" + hr('16') + "⟧.\n"
  "Pano às 21:50."),
E('q_rth_hour_volume', 'faithful', 'nl-NL beachhut',
  "STRANDHUISJES — VERHUURBOEK, boulevard Domburg, huisje H23\n"
  "Sleutels uit · ligstoelen geteld\n"
  "Aantekening van de strandwacht: in het 15:00-uur gaat gemiddeld ⟦19.373,2@" + hr('15') + "⟧ NQ-contracten om, "
  "het openingsuur 09:00 volgt met ⟦17.542,25@" + hr('09') + "⟧.\n"
  "Sleutels terug om 18:00."),
E('q_rth_hour_volume', 'faithful', 'de-DE rivercross',
  "FLUSSFÄHRE — GEZEITENÜBERFAHRTSBUCH, Fähre F2, Elbe bei Glückstadt\n"
  "Anleger S1 · auflaufend Wasser · Fahrt C4\n"
  "Eintrag des Fährmanns: RTH, letzte ⟦154@" + N + "⟧ Stundenbalken: die 15-Uhr-Stunde bringt im Schnitt "
  "⟦19.373@" + hr('15') + "⟧ NQ-Kontrakte, die 16-Uhr-Stunde nur ⟦5.808@" + hr('16') + "⟧.\n"
  "Letzte Fahrt 22:45."),
E('q_rth_hour_volume', 'wrong_row', 'fr-FR drystone',
  "MUR EN PIERRE SÈCHE — FICHE DE CHANTIER, chantier PS0522, Causses\n"
  "Tronçon T2 · fondation posée · boutisses en place\n"
  "Note du murailler : séance RTH, volume horaire moyen du NQ : ⟦19\u202f373@" + hr('15') + "⟧ contrats entre 15:00 et 16:00, "
  "⟦12\u202f326,8@" + hr('12') + "~" + hr('13') + "!⟧ entre 12:00 et 13:00.\n"
  "Couronnement à 16:00."),
E('q_rth_hour_volume', 'misrounded', 'en-US orchid',
  "ORCHID SHOW — JUDGING SHEET, class C7, entry E0311\n"
  "Genus: Phalaenopsis · exhibitor: Mrs. Hale\n"
  "Judge's remark: NQ RTH volume by hour, last 20 days — the 14:00 hour averaged ⟦13,301@" + hr('14') + "!⟧ contracts, "
  "the 15:00 hour topped out at ⟦19,373@" + hr('15') + "⟧.\n"
  "Award: HCC; ribbon pinned 12:30."),
E('q_rth_hour_volume', 'invented', 'pl-PL candlepour',
  "FABRYKA ŚWIEC — KARTA ODLEWU, linia L2, partia SW0614\n"
  "Wosk sojowy · knoty W3 · formy M6 zalane\n"
  "Uwaga brygadzistki: w sesji RTH z ostatnich 20 dni godzina 11:00 miała średnio ⟦15\u00a0870@" + hr('11') + "!⟧ "
  "kontraktów NQ, a 15:00 — ⟦19\u00a0373@" + hr('15') + "⟧.\n"
  "Rozformowano 15:10."),
]
