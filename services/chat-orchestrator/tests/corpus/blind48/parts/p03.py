"""Market-data queries, part 3 (q_rsi_oversold_2024 ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E


def rsi(d):
    return f"row('{d}').rsi"


def q(n):
    return f"row({n}).mean_range"


ENTRIES = [
# ---------------------------------------------------------------- q_rsi_oversold_2024
E('q_rsi_oversold_2024', 'faithful', 'ja-JP icehouse',
  "氷室 貯蔵台帳 ― 日光・氷室I2\n"
  "氷塊積み・藁詰め・排水良好\n"
  "番人記録：2024年にRSI(14)が30を割ったのは⟦63@R.summary.rows⟧日。初回は⟦1月24日@D:2024-01-24⟧（⟦25.1@" + rsi('2024-01-24') + "⟧）、"
  "最後は⟦12月20日@D:2024-12-20⟧（⟦29.1@R.summary.last.rsi⟧）、最低は⟦19.49@stats.rsi.min⟧。\n"
  "06:30 扉封鎖。"),
E('q_rsi_oversold_2024', 'faithful', 'pt-BR bellows',
  "FOLEIRO — LIVRO DE ENCOMENDAS, encomenda BW0724, fole de forja\n"
  "Couro cortado · tábuas aplainadas · bico de latão\n"
  "Nota do mestre: ⟦63@R.summary.rows⟧ pregões de 2024 com IFR abaixo de 30; mínima ⟦19,5@stats.rsi.min⟧, média "
  "⟦26,12@stats.rsi.mean⟧. Em ⟦09/02@D:2024-02-09⟧ o IFR estava em ⟦29,22@" + rsi('2024-02-09') + "⟧.\n"
  "Pronto para retirar depois das 12:00."),
E('q_rsi_oversold_2024', 'faithful', 'en-GB ostrich',
  "OSTRICH FARM — EGG LEDGER, Oudtshoorn, camp O2\n"
  "Eggs candled · incubator turned · nest fenced\n"
  "Keeper's note: RSI(14) sat under 30 on ⟦63@R.summary.rows⟧ days of 2024; in the January run ⟦30 Jan@D:2024-01-30⟧ was "
  "the deepest at ⟦23.67@" + rsi('2024-01-30') + "⟧ (close ⟦16,339.75@row('2024-01-30').close⟧); the year's low was ⟦19.49@stats.rsi.min⟧.\n"
  "Ledger closed 18:00."),
E('q_rsi_oversold_2024', 'wrong_column', 'ru-RU whistle',
  "МАСТЕРСКАЯ ЖЕСТЯНЫХ ВИСТЛОВ — КАРТОЧКА НАСТРОЙКИ, вистл TW0118 в ре\n"
  "Свисток озвучен · канал прочищен · отверстия подрезаны\n"
  "Запись настройщика: в 2024 г. RSI(14) NQ был ниже 30 в ⟦63@R.summary.rows⟧ днях; самое глубокое значение — "
  "⟦26,12@stats.rsi.min~stats.rsi.mean!⟧.\n"
  "Упакован в 16:45."),
E('q_rsi_oversold_2024', 'coincidental', 'zh-CN millstone',
  "磨盘錾齿 · 工作卡 — MS0722 · 风磨坊\n"
  "磨齿重錾 · 磨面打毛 · 上扇配平\n"
  "錾磨师傅备注：⟦2月8日@D:2024-02-08⟧ NQ 收于 ⟦15,921@row('2024-02-08').close⟧，RSI(14) 为 ⟦26.25@" + rsi('2024-02-08') + "!⟧，"
  "处于超卖区。\n"
  "15:30 上扇落位。"),
E('q_rsi_oversold_2024', 'invented', 'nl-NL saltcod',
  "KLIPVISDROGERIJ — TURFLIJST REKKEN, rek F1\n"
  "Gespleten · gezouten · gekeerd op de rekken\n"
  "Notitie van de teller: ⟦63@R.summary.rows⟧ dagen in 2024 met RSI(14) onder 30; de gemiddelde RSI op die dagen "
  "was ⟦22,1@stats.rsi.mean!⟧.\n"
  "Vis afgedekt 19:00."),
# ---------------------------------------------------------------- q_quarter_range_2024
E('q_quarter_range_2024', 'faithful', 'en-GB saltcod',
  "SALT COD DRYING RACKS — TALLY, Kristiansund, rack F1\n"
  "Split · salted · turned on the flakes\n"
  "Tallyman's note: NQ's average daily range in 2024 — Q1 ⟦320.6@" + q(1) + "⟧, Q2 ⟦314.9@" + q(2) + "⟧, "
  "Q3 ⟦263.4@" + q(3) + "⟧, Q4 ⟦201.6@" + q(4) + "⟧ points: narrower every quarter.\n"
  "Fish covered 19:00."),
E('q_quarter_range_2024', 'faithful', 'fr-FR whistle',
  "ATELIER DE FLÛTES IRLANDAISES — FICHE D'ACCORD, flûte TW0219 en ré\n"
  "Biseau voicé · conduit dégagé · trous chanfreinés\n"
  "Note de l'accordeur : amplitude moyenne du NQ au T1 2024 : ⟦320,64@" + q(1) + "⟧ points ; au T4 : "
  "⟦201,62@" + q(4) + "⟧. La plus grande séance du T4 : ⟦389@row(4).max_range⟧.\n"
  "Mise en étui à 16:45."),
E('q_quarter_range_2024', 'faithful', 'ja-JP avalanche',
  "雪崩制御 発破記録 ― 白馬・走路A3\n"
  "道路閉鎖・手投げ装薬・解除の合図\n"
  "発破係記録：2024年Q1の平均値幅⟦320.6@" + q(1) + "⟧、最大⟦585.5@row(1).max_range⟧ポイント。Q3は平均"
  "⟦263.4@" + q(3) + "⟧、最大⟦507.5@row(3).max_range⟧。\n"
  "10:20 道路再開。"),
E('q_quarter_range_2024', 'wrong_row', 'ru-RU bellows',
  "МАСТЕР МЕХОВ — КНИГА ЗАКАЗОВ, заказ BW0409, горновой мех\n"
  "Кожа раскроена · доски выстроганы · латунное сопло\n"
  "Запись мастера: во втором квартале 2024 г. средний дневной диапазон NQ — ⟦263,4@" + q(2) + "~" + q(3) + "!⟧ "
  "пункта, в первом — ⟦320,6@" + q(1) + "⟧.\n"
  "Готово к выдаче после 12:00."),
E('q_quarter_range_2024', 'wrong_column', 'en-US ropewalk',
  "ROPEWALK — SPINNING TALLY, Bath Iron Works, walk R3\n"
  "Hemp hackled · yarns spun · strands laid up\n"
  "Foreman's note: Q4 2024 was NQ's calmest quarter, averaging ⟦389@" + q(4) + "~row(4).max_range!⟧ points "
  "of daily range.\n"
  "Walk cleared 17:30."),
E('q_quarter_range_2024', 'derived', 'pt-BR icehouse',
  "CASA DE GELO — LIVRO DE ARMAZÉM, Montejunto, câmara I2\n"
  "Blocos empilhados · palha socada · dreno livre\n"
  "Nota do guarda: amplitude média do NQ no T1 de 2024 ⟦320,6@" + q(1) + "⟧ e no T4 ⟦201,6@" + q(4) + "⟧; "
  "pela minha conta, o T1 foi ⟦1,59@" + q(1) + "/" + q(4) + "!⟧ vez o T4.\n"
  "Porta selada às 06:30."),
# ---------------------------------------------------------------- q_close_extremes_2023
E('q_close_extremes_2023', 'faithful', 'ru-RU peatcore',
  "ТОРФЯНОЕ БОЛОТО — ЖУРНАЛ КЕРНОВ, Старосельский мох, керн C4\n"
  "Русский бур · сфагнум над низинным торфом · керн в плёнке\n"
  "Запись полевика: максимум закрытия NQ в 2023 г. — ⟦18\u00a0946@max_close⟧, минимум — ⟦15\u00a0875,25@min_close⟧; "
  "год закрыт на ⟦17\u00a0553,5@last_close⟧.\n"
  "Керн упакован в 15:20."),
E('q_close_extremes_2023', 'faithful', 'en-GB whistle',
  "TIN WHISTLE WORKSHOP — TUNING CARD, whistle TW0530, key of C\n"
  "Fipple voiced · windway cleared · holes undercut\n"
  "Tuner's note: NQ's highest close of 2023 was ⟦18,946@max_close⟧, the lowest ⟦15,875.25@min_close⟧; "
  "the year ended at ⟦17,553.50@last_close⟧.\n"
  "Boxed 16:45."),
E('q_close_extremes_2023', 'faithful', 'es-ES icehouse',
  "POZO DE NIEVE — LIBRO DE ALMACÉN, sierra de Espuña, nevera I2\n"
  "Bloques apilados · paja prensada · desagüe limpio\n"
  "Nota del nevero: cierre máximo del NQ en 2023, ⟦18.946@max_close⟧; mínimo, ⟦15.875,25@min_close⟧; "
  "último del año, ⟦17.553,5@last_close⟧.\n"
  "Puerta sellada a las 06:30."),
E('q_close_extremes_2023', 'wrong_column', 'fr-FR saltcod',
  "SÉCHERIE DE MORUE — POINTAGE DES CLAIES, Fécamp, claie F3\n"
  "Tranchée · salée · retournée sur les claies\n"
  "Note du pointeur : plus haute clôture du NQ en 2023 : ⟦18\u202f946@max_close⟧ ; dernière clôture de l'année : "
  "⟦15\u202f875,25@last_close~min_close!⟧.\n"
  "Poisson bâché à 19:00."),
E('q_close_extremes_2023', 'miscomputed', 'zh-CN avalanche',
  "雪崩控制 · 爆破日志 — 川藏线 · A2 雪槽\n"
  "道路封闭 · 投掷炸药 · 警报解除\n"
  "爆破员记录：2023 年 NQ 最高收盘 ⟦18,946@max_close⟧，最低 ⟦15,875.25@min_close⟧；我算了一下，"
  "高低相差 ⟦3,007.75@max_close-min_close!⟧ 点。\n"
  "10:20 道路重开。"),
E('q_close_extremes_2023', 'invented', 'it-IT millstone',
  "RABBIGLIATURA DELLE MACINE — SCHEDA LAVORO MS0715, mulino di Sorbolo\n"
  "Solchi rifatti · piani martellinati · macina bilanciata\n"
  "Nota del mugnaio: nel 2023 la chiusura più bassa del NQ è stata ⟦15.412,5@min_close!⟧, la più alta "
  "⟦18.946@max_close⟧.\n"
  "Macina abbassata alle 15:30."),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
E('q_h1_vs_h2_2024', 'faithful', 'es-ES ropewalk',
  "CORDELERÍA — PARTE DE HILADO, Ferrol, calle R3\n"
  "Cáñamo rastrillado · hilos torcidos · cordones colchados\n"
  "Nota del maestro: primer semestre de 2024, rango medio ⟦317,7@A.mean_range⟧ puntos; segundo, "
  "⟦232,5@B.mean_range⟧. Máximos de ⟦585,5@A.max_range⟧ y ⟦507,5@B.max_range⟧.\n"
  "Calle despejada a las 17:30."),
E('q_h1_vs_h2_2024', 'faithful', 'pl-PL sheepdip',
  "KĄPIEL OWIEC — DZIENNIK, Podhale, zagroda D3\n"
  "Wanna uzupełniona · stado przepędzone · ociekalnia pełna\n"
  "Notatka bacy: pierwsze półrocze 2024 — średnio ⟦317,71@A.mean_range⟧ pkt na ⟦124@A.R.source_row_count⟧ sesjach; "
  "drugie — ⟦232,52@B.mean_range⟧ na ⟦128@B.R.source_row_count⟧.\n"
  "Brama zamknięta 13:15."),
E('q_h1_vs_h2_2024', 'faithful', 'zh-CN ostrich',
  "鸵鸟养殖场 · 蛋品台账 — O1 号围栏\n"
  "已照蛋 · 孵化器已翻蛋 · 巢已围栏\n"
  "饲养员备注：2024 年上半年 NQ 平均日内振幅 ⟦317.7@A.mean_range⟧ 点，下半年 ⟦232.5@B.mean_range⟧ 点，"
  "上半年波动更大。\n"
  "18:00 台账合上。"),
E('q_h1_vs_h2_2024', 'wrong_year', 'de-DE icehouse',
  "EISKELLER — LAGERBUCH, Brauerei Kulmbach, Kammer I1\n"
  "Blöcke gestapelt · Stroh gestopft · Abfluss frei\n"
  "Eintrag des Kellermeisters: im ersten Halbjahr 2024 lag die mittlere Tagesspanne des NQ bei "
  "⟦232,5@A.mean_range~B.mean_range!⟧ Punkten; größter Tag ⟦585,5@A.max_range⟧.\n"
  "Tür versiegelt 06:30."),
E('q_h1_vs_h2_2024', 'misrounded', 'it-IT whistle',
  "LABORATORIO DI TIN WHISTLE — SCHEDA DI ACCORDATURA, flauto TW0611 in re\n"
  "Becco intonato · canale pulito · fori svasati\n"
  "Nota dell'accordatore: escursione media del NQ nel secondo semestre 2024: ⟦232,6@B.mean_range!⟧ punti, "
  "contro ⟦317,7@A.mean_range⟧ nel primo.\n"
  "In custodia alle 16:45."),
E('q_h1_vs_h2_2024', 'derived', 'nl-NL peatcore',
  "HOOGVEEN — BOORKERNLOGBOEK, Fochteloërveen, kern C3\n"
  "Russische guts · veenmos op laagveen · kern in folie\n"
  "Notitie veldwerker: gemiddelde range H1 2024 ⟦317,7@A.mean_range⟧, H2 ⟦232,5@B.mean_range⟧; zelf uitgerekend "
  "lag H2 ⟦26,8 %@(1-B.mean_range/A.mean_range)*100!⟧ lager.\n"
  "Kern ingepakt 15:20."),
]
