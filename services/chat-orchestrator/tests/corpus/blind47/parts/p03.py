"""Market-data queries, part 3 (q_rsi_oversold_2024 ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ROWS = "R.summary.rows"
MIN = "stats.rsi.min"


def rsi(d):
    return f"row('{d}').rsi"


def q(n, col='mean_range'):
    return f"row({n}).{col}"


ENTRIES = [
# ---------------------------------------------------------------- q_rsi_oversold_2024
E('q_rsi_oversold_2024', 'faithful', 'fr-FR carousel',
  "RESTAURATION DE CARROUSEL — FICHE DE TRAVAIL CR0303, cheval C8\n"
  "Apprêt décapé · feuille d'or · cabochons resertis\n"
  "Note du restaurateur : en 2024, le RSI(14) du NQ est passé sous 30 lors de ⟦63@" + ROWS + "⟧ séances, la première "
  "le ⟦24 janvier@D:2024-01-24⟧ (⟦25,14@" + rsi('2024-01-24') + "⟧), la dernière le ⟦20 décembre@D:2024-12-20⟧ ; "
  "plancher ⟦19,49@" + MIN + "⟧.\n"
  "Vernis à 17:00."),
E('q_rsi_oversold_2024', 'faithful', 'en-GB scarecrow',
  "SCARECROW FESTIVAL — JUDGING CARD, entry S22 'Old Tom'\n"
  "Category: comic · straw well packed · pipe glued in\n"
  "Judge's comment: NQ's RSI(14) sat below 30 on ⟦63@" + ROWS + "⟧ days of 2024, from ⟦24 Jan@D:2024-01-24⟧ to "
  "⟦20 Dec@D:2024-12-20⟧; lowest reading ⟦19.49@" + MIN + "⟧, average ⟦26.12@stats.rsi.mean⟧.\n"
  "Card in at 14:30."),
E('q_rsi_oversold_2024', 'faithful', 'pt-BR amber',
  "OFICINA DE ÂMBAR — FICHA DE AVALIAÇÃO, lote A0505\n"
  "Âmbar báltico · inclusão de mosquito · polido à mão\n"
  "Nota do avaliador: em 2024 o RSI(14) do NQ ficou abaixo de 30 em ⟦63@" + ROWS + "⟧ pregões; o primeiro foi "
  "⟦24/01@D:2024-01-24⟧, com ⟦25,1@" + rsi('2024-01-24') + "⟧, e a mínima do ano foi ⟦19,49@" + MIN + "⟧.\n"
  "Ficha assinada às 16:20."),
E('q_rsi_oversold_2024', 'wrong_column', 'es-ES hurdy',
  "ZANFONA — NOTAS DE AFINACIÓN, instrumento ZF0611, cliente: Sr. Vidal\n"
  "Cantarelas nuevas · rueda limpia · perro ajustado\n"
  "Nota del luthier: en 2024 el RSI(14) del NQ bajó de 30 en ⟦63@" + ROWS + "⟧ sesiones; la lectura más baja "
  "fue ⟦29,81@" + MIN + "~stats.rsi.max!⟧.\n"
  "Recogida desde las 11:00."),
E('q_rsi_oversold_2024', 'coincidental', 'ru-RU cormorant',
  "ЛОВ С БАКЛАНАМИ — ЖУРНАЛ ЛОДКИ U1, река Ли\n"
  "Фонари зажжены · кольца на шеях · старший: Хуан\n"
  "Запись старшего: RSI(14) NQ в 2024 г. был ниже 30 в ⟦63@" + ROWS + "⟧ сессиях; ⟦14 марта@D:2024-03-14⟧ — "
  "⟦28,57@" + rsi('2024-03-14') + "!⟧, минимум года — ⟦19,49@" + MIN + "⟧.\n"
  "Лодки у берега в 21:15."),
E('q_rsi_oversold_2024', 'derived', 'pl-PL belltent',
  "KEMPING POD NAMIOTAMI-DZWONAMI — ARKUSZ REZERWACJI, Łąka, stanowisko P11\n"
  "Namiot rozbity · piecyk napalony · lampki zapalone\n"
  "Notatka gospodarza: najniższy RSI(14) NQ w 2024 r. wyniósł ⟦19,49@" + MIN + "⟧, czyli — policzyłem sam — "
  "⟦10,51@30-" + MIN + "!⟧ pkt poniżej progu 30.\n"
  "Wyjazd do 10:30."),
# ---------------------------------------------------------------- q_quarter_range_2024
E('q_quarter_range_2024', 'faithful', 'pl-PL indigo',
  "KADŹ INDYGO — DZIENNIK KADZI, kadź V3, farbiarnia Modra\n"
  "Kadź dokarmiona otrębami · kwiat na wierzchu\n"
  "Notatka farbiarza: średni dzienny zakres NQ w 2024 r. malał z kwartału na kwartał: Q1 ⟦320,64@" + q(1) + "⟧ pkt, "
  "Q2 ⟦314,87@" + q(2) + "⟧, Q3 ⟦263,41@" + q(3) + "⟧, Q4 ⟦201,62@" + q(4) + "⟧.\n"
  "Płótno na powietrze o 15:00."),
E('q_quarter_range_2024', 'faithful', 'es-ES kelp',
  "COSECHA DE LAMINARIA — LIBRO DE RECUENTO, Costa da Morte, banco K2\n"
  "Frondes cortadas · estipes apilados · secadero lleno\n"
  "Nota del contador: en 2024 el rango medio diario del NQ fue de ⟦320,6@" + q(1) + "⟧ puntos en el T1 y de "
  "⟦201,6@" + q(4) + "⟧ en el T4; el día más ancho del T4 llegó a ⟦389@" + q(4, 'max_range') + "⟧.\n"
  "Libro cerrado a las 19:40."),
E('q_quarter_range_2024', 'faithful', 'fr-FR cormorant',
  "PÊCHE AU CORMORAN — JOURNAL DE BARQUE U3, rivière Nagara\n"
  "Torches allumées · oiseaux en longe · patron : Sugiyama\n"
  "Note du patron : amplitude quotidienne moyenne du NQ en 2024 — T1 ⟦320,64@" + q(1) + "⟧ points, "
  "T2 ⟦314,87@" + q(2) + "⟧, T3 ⟦263,41@" + q(3) + "⟧, T4 ⟦201,62@" + q(4) + "⟧ : en baisse chaque trimestre.\n"
  "Barques rentrées à 21:15."),
E('q_quarter_range_2024', 'wrong_row', 'zh-CN fogsignal',
  "雾号站 · 值班日志 — 嵊山 · W1 班\n"
  "04:10 起浓雾 · 雾笛鸣放 · 灯已点亮\n"
  "守塔人记录：2024 年 NQ 第一季度日均振幅 ⟦314.87@" + q(1) + "~" + q(2) + "!⟧ 点，是全年最高；"
  "第四季度降到 ⟦201.62@" + q(4) + "⟧ 点。\n"
  "09:35 停笛。"),
E('q_quarter_range_2024', 'miscomputed', 'en-GB tollpass',
  "MOUNTAIN PASS TOLL LEDGER — Hardknott Pass, booth T1\n"
  "Gate up · cattle grid clear · shift: Dobson\n"
  "Clerk's entry: NQ's 2024 average daily range — Q1 ⟦320.64@" + q(1) + "⟧ points, Q4 ⟦201.62@" + q(4) + "⟧; "
  "I make that a fall of ⟦129.02@" + q(1) + "-" + q(4) + "!⟧ points.\n"
  "Gate down 20:00."),
E('q_quarter_range_2024', 'misrounded', 'ru-RU amber',
  "ЯНТАРНАЯ МАСТЕРСКАЯ — ОЦЕНОЧНЫЙ ЛИСТОК, лот A0707\n"
  "Балтийский янтарь · инклюзия: комар · ручная полировка\n"
  "Заметка оценщика: средний дневной диапазон NQ в 2024 г. по кварталам: Q1 ⟦320,64@" + q(1) + "⟧, "
  "Q2 ⟦314,8@" + q(2) + "!⟧, Q4 ⟦201,62@" + q(4) + "⟧ пункта.\n"
  "Листок подписан в 16:20."),
# ---------------------------------------------------------------- q_close_extremes_2023
E('q_close_extremes_2023', 'faithful', 'ru-RU sleeper',
  "НОЧНОЙ ПОЕЗД — СХЕМА МЕСТ, «Полярная стрела», вагон K, место B9\n"
  "Нижнее место · бельё застелено · чай к утру\n"
  "Заметка проводника: в 2023 г. максимальное закрытие NQ — ⟦18\u00a0946@max_close⟧, минимальное — "
  "⟦15\u00a0875,25@min_close⟧, год закрылся на ⟦17\u00a0553,5@last_close⟧.\n"
  "Подъём в 06:45."),
E('q_close_extremes_2023', 'faithful', 'de-DE belltent',
  "GLOCKENZELT-BUCHUNGSBLATT — Waldwiese, Stellplatz P3\n"
  "Zelt steht · Ofen bestückt · Lampions an\n"
  "Notiz der Platzwartin: NQ 2023 — höchster Schlusskurs ⟦18.946@max_close⟧, tiefster ⟦15.875,25@min_close⟧, "
  "letzter Schluss des Jahres ⟦17.553,5@last_close⟧.\n"
  "Abreise bis 10:30."),
E('q_close_extremes_2023', 'faithful', 'es-ES kelp',
  "COSECHA DE LAMINARIA — LIBRO DE RECUENTO, Costa da Morte, banco K3\n"
  "Frondes cortadas · barca «Gaivota» descargada\n"
  "Nota del contador: en 2023 el NQ cerró como máximo en ⟦18.946@max_close⟧ y como mínimo en "
  "⟦15.875,25@min_close⟧; el último cierre del año fue ⟦17.553,50@last_close⟧.\n"
  "Libro cerrado a las 19:40."),
E('q_close_extremes_2023', 'miscomputed', 'nl-NL hurdy',
  "DRAAILIER — STEMNOTITIES, instrument DL0726, klant: mevr. De Vries\n"
  "Melodiesnaren omwonden · wiel met hars · snarrende brug afgesteld\n"
  "Notitie van de instrumentmaker: NQ 2023 — hoogste slot ⟦18.946@max_close⟧, laagste ⟦15.875,25@min_close⟧; "
  "het verschil reken ik op ⟦3.170,75@max_close-min_close!⟧ punten.\n"
  "Ophalen na 11:00."),
E('q_close_extremes_2023', 'invented', 'fr-FR zeppelin',
  "MUSÉE DU ZEPPELIN — TALON DE BILLET Z0221, Friedrichshafen\n"
  "Plein tarif · audioguide · hall LZ129\n"
  "Note de la caisse : en 2023, plus haute clôture du NQ ⟦18\u202f946@max_close⟧ ; plus basse "
  "⟦15\u202f240,5@min_close!⟧.\n"
  "Valable jusqu'à 17:00."),
E('q_close_extremes_2023', 'wrong_column', 'en-US scarecrow',
  "SCARECROW FESTIVAL — JUDGING CARD, entry S31 'Aunt Bea'\n"
  "Category: traditional · gingham dress · straw hands\n"
  "Judge's comment: NQ's highest close of 2023 was ⟦17,553.5@max_close~last_close!⟧; the lowest "
  "⟦15,875.25@min_close⟧.\n"
  "Card handed in 14:30."),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
E('q_h1_vs_h2_2024', 'faithful', 'pl-PL fogsignal',
  "STACJA SYGNAŁU MGŁOWEGO — DZIENNIK WACHTY, Rozewie, wachta W2\n"
  "Mgła od 04:10 · syrena włączona\n"
  "Wpis latarnika: pierwsze półrocze 2024 r. było bardziej zmienne — średni dzienny zakres NQ "
  "⟦317,71@A.mean_range⟧ pkt wobec ⟦232,52@B.mean_range⟧ w drugim; najszerszy dzień ⟦585,5@A.max_range⟧ wobec "
  "⟦507,5@B.max_range⟧.\n"
  "Syrena wyłączona o 09:35."),
E('q_h1_vs_h2_2024', 'faithful', 'it-IT scarecrow',
  "FESTA DEGLI SPAVENTAPASSERI — SCHEDA DI GIURIA, concorrente S0408 «Nonno Beppe»\n"
  "Categoria: tradizionale · paglia pressata · cappello cucito\n"
  "Commento del giudice: sì, il primo semestre 2024 è più mosso — escursione media del NQ ⟦317,7@A.mean_range⟧ "
  "punti su ⟦124@A.R.source_row_count⟧ sedute, contro ⟦232,5@B.mean_range⟧ su ⟦128@B.R.source_row_count⟧.\n"
  "Consegnata alle 14:30."),
E('q_h1_vs_h2_2024', 'faithful', 'en-US sleeper',
  "SLEEPER BERTH CHART — Coast Starlight, car K, roomette B11\n"
  "Lower berth · linen made up\n"
  "Attendant's note: yes — NQ's first half of 2024 averaged a ⟦317.7@A.mean_range⟧-point daily range versus "
  "⟦232.5@B.mean_range⟧ in the second half, and its widest day (⟦585.5@A.max_range⟧) beat H2's "
  "⟦507.5@B.max_range⟧.\n"
  "Wake-up call 06:45."),
E('q_h1_vs_h2_2024', 'wrong_year', 'ru-RU indigo',
  "ИНДИГОВЫЙ ЧАН — ЖУРНАЛ ЧАНА, чан V2, красильня «Синяя рука»\n"
  "Чан подкормлен отрубями · «цветок» поднялся · ткань окунули\n"
  "Заметка красильщика: в первом полугодии 2024 г. средний дневной диапазон NQ — "
  "⟦232,52@A.mean_range~B.mean_range!⟧ пункта, максимум ⟦585,5@A.max_range⟧.\n"
  "Ткань на воздух в 15:00."),
E('q_h1_vs_h2_2024', 'derived', 'en-GB zeppelin',
  "ZEPPELIN MUSEUM — TICKET STUB Z0916, Friedrichshafen\n"
  "Concession · audio guide · LZ129 hall\n"
  "Cashier's note: H1 2024 averaged ⟦317.71@A.mean_range⟧ points of daily range against H2's "
  "⟦232.52@B.mean_range⟧ — ⟦85.19@A.mean_range-B.mean_range!⟧ points more, on my own subtraction.\n"
  "Valid until 17:00."),
E('q_h1_vs_h2_2024', 'misrounded', 'es-ES carousel',
  "RESTAURACIÓN DE TIOVIVO — HOJA DE TRABAJO RT0520, caballo C6\n"
  "Yeso fuera · pan de oro · pedrería nueva\n"
  "Nota del restaurador: primer semestre de 2024, rango medio diario del NQ de ⟦317,8@A.mean_range!⟧ puntos; "
  "segundo semestre, ⟦232,5@B.mean_range⟧.\n"
  "Barniz a las 17:00."),
]
