"""Market-data queries, part 3 (q_rsi_oversold_2024 ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

RN = "R.summary.rows"


def d(x, col):
    return f"row('{x}').{col}"


def q(n, col='mean_range'):
    return f"row({n}).{col}"


ENTRIES = [
# ---------------------------------------------------------------- q_rsi_oversold_2024
E('q_rsi_oversold_2024', 'wrong_row', 'ja-JP foundry',
  f"""鐘鋳造所 鋳込み記録 ― 鋳込み番号 C0318
鐘：小鐘、打音 ミ
炉F1 装入 05:40・注湯 09:15
鋳物師メモ：2024年にRSI(14)が30を下回った日は⟦63@{RN}⟧日。最初は⟦1月24日@D:2024-01-24⟧（⟦25.14@{d('2024-01-24','rsi')}⟧）、⟦1月30日@D:2024-01-30⟧は⟦26.23@{d('2024-01-30','rsi')}~{d('2024-01-29','rsi')}!⟧。
型は冷却中。"""),
E('q_rsi_oversold_2024', 'wrong_column', 'pt-BR wig',
  f"""ATELIÊ DE PERUCAS — FICHA DE PEDIDO F0627
Cliente: Sra. Albuquerque · tela frontal, costurada à mão
Tom B3 · touca C1
Nota da prova: NQ 2024 — ⟦63@{RN}⟧ pregões com RSI(14) abaixo de 30; RSI mínimo ⟦26,12@stats.rsi.min~stats.rsi.mean!⟧, máximo ⟦29,81@stats.rsi.max⟧; primeiro em ⟦24/01@D:2024-01-24⟧.
Prova na sexta."""),
E('q_rsi_oversold_2024', 'coincidental', 'pl-PL derby',
  f"""ARKUSZ MECZU ROLLER DERBY — Łódź Roller Girls v Warsaw Hellcats
Okres P1 · jammerka #W7 „Wiedźma”
Notatka z ławki: NQ 2024, RSI(14) poniżej 30 w ⟦63@{RN}⟧ sesjach; średnie RSI w tych dniach ⟦26,26@stats.rsi.mean!⟧, dno ⟦19,49@stats.rsi.min⟧.
Ławka kar pusta."""),
E('q_rsi_oversold_2024', 'faithful', 'it-IT saltmarsh',
  f"""RILIEVO DI BARENA — transetto T5, laguna di Venezia
Alta marea 08:50 · quadrati Q1–Q6
Nota: NQ 2024, RSI(14) sotto 30 in ⟦63@{RN}⟧ sedute — dal ⟦24 gennaio@D:2024-01-24⟧ (⟦25,14@{d('2024-01-24','rsi')}⟧) al ⟦20 dicembre@D:2024-12-20⟧ (⟦29,09@{d('2024-12-20','rsi')}⟧); minimo ⟦19,49@stats.rsi.min⟧.
Limonio in fiore."""),
E('q_rsi_oversold_2024', 'faithful', 'fr-FR maple',
  f"""CABANE À SUCRE — JOURNAL DE BOUILLAGE, évaporateur E1
Feu allumé 05:55 · belle coulée
Note : NQ 2024, RSI(14) sous 30 lors de ⟦63@{RN}⟧ séances ; le ⟦30 janvier@D:2024-01-30⟧ à ⟦23,67@{d('2024-01-30','rsi')}⟧ (clôture ⟦16\u202f339,75@{d('2024-01-30','close')}⟧), le ⟦8 février@D:2024-02-08⟧ à ⟦23,71@{d('2024-02-08','rsi')}⟧.
Tiré à 11:50, sirop doré."""),
E('q_rsi_oversold_2024', 'faithful', 'de-DE icebreaker',
  f"""EISBRECHER „Stettin“ — BRÜCKENTAGEBUCH
Wache 04:00–08:00 · Packeis, zwei Schiffe im Geleit
Bemerkung WO: NQ 2024 — ⟦63@{RN}⟧ Tage mit RSI(14) unter 30, erster am ⟦24.01.@D:2024-01-24⟧, letzter am ⟦20.12.@D:2024-12-20⟧; RSI im Schnitt ⟦26,12@stats.rsi.mean⟧.
Maschinen halbe Kraft voraus."""),
# ---------------------------------------------------------------- q_quarter_range_2024
E('q_quarter_range_2024', 'wrong_row', 'zh-CN curling',
  f"""冰壶 · 逐局记分表 — A 道，北京队 对 沈阳队
局 E1–E10 · 后手：沈阳
队长备注：NQ 2024 各季度平均日内波幅 — Q1 ⟦320.64@{q(1)}⟧、Q2 ⟦263.41@{q(2)}~{q(3)}!⟧、Q4 ⟦201.62@{q(4)}⟧ 点，一季比一季平静。
E8 空局。"""),
E('q_quarter_range_2024', 'wrong_column', 'ja-JP hatblock',
  f"""帽子木型工房 作業票 H0502
木型：カンカン帽クラウン・ホオノキ HB11
素材：麦わら、生成り
メモ：NQ 2024年の四半期別平均値幅はQ1 ⟦320.6@{q(1)}⟧、Q2 ⟦314.9@{q(2)}⟧、Q3 ⟦263.4@{q(3)}⟧、Q4 ⟦389@{q(4)}~{q(4,'max_range')}!⟧ポイント。
型入れ済み。"""),
E('q_quarter_range_2024', 'derived', 'es-ES maple',
  f"""CABAÑA DE ARCE — REGISTRO DE HERVIDO, evaporador E2
Fuego 06:10 · savia abundante
Nota: rango medio del NQ 2024 — Q1 ⟦320,6@{q(1)}⟧ puntos, Q4 ⟦201,6@{q(4)}⟧; el Q1 fue ⟦1,59@{q(1)}/{q(4)}!⟧ veces el Q4 (división mía, no sale en la tabla).
Trasvasado a las 12:05."""),
E('q_quarter_range_2024', 'faithful', 'it-IT bottling',
  f"""IMBOTTIGLIAMENTO — REGISTRO DI LINEA, sorgente S3, linea L1
Turno A, inizio 06:00 · frizzante, vetro
Nota qualità: escursione media NQ 2024 per trimestre — T1 ⟦320,6@{q(1)}⟧, T2 ⟦314,9@{q(2)}⟧, T3 ⟦263,4@{q(3)}⟧, T4 ⟦201,6@{q(4)}⟧ punti; giornata più ampia nel T1, ⟦585,5@{q(1,'max_range')}⟧.
Tappi ok."""),
E('q_quarter_range_2024', 'faithful', 'en-US interpreter',
  f"""INTERPRETER BOOKING SHEET — ASL/English, ref BK3117
Client: Delgado Legal · Mon 13:00–15:00, room R4
Prep note: NQ 2024 average range by quarter: Q1 ⟦320.64@{q(1)}⟧, Q2 ⟦314.87@{q(2)}⟧, Q3 ⟦263.41@{q(3)}⟧, Q4 ⟦201.62@{q(4)}⟧ pts. Q4's widest day: ⟦389@{q(4,'max_range')}⟧.
Team interpreter confirmed."""),
E('q_quarter_range_2024', 'faithful', 'ru-RU wig',
  f"""ПАСТИЖЁРНАЯ МАСТЕРСКАЯ — КАРТОЧКА ЗАКАЗА Z1104
Клиентка: г-жа Лебедева · парик на монофиламенте
Оттенок B2
Заметка: средний диапазон NQ 2024 по кварталам — Q1 ⟦320,6@{q(1)}⟧, Q2 ⟦314,9@{q(2)}⟧, Q3 ⟦263,4@{q(3)}⟧, Q4 ⟦201,6@{q(4)}⟧ п.; каждый квартал спокойнее прежнего.
Примерка в среду."""),
# ---------------------------------------------------------------- q_close_extremes_2023
E('q_close_extremes_2023', 'wrong_column', 'pl-PL interpreter',
  """KARTA REZERWACJI TŁUMACZA PJM — nr RZ0419
Zleceniodawca: urząd gminy · wtorek 09:00–10:30, sala S2
Notatka przygotowawcza: NQ 2023 — najwyższe zamknięcie ⟦17\u00a0553,5@max_close~last_close!⟧, najniższe ⟦15\u00a0875,25@min_close⟧.
Drugi tłumacz potwierdzony."""),
E('q_close_extremes_2023', 'miscomputed', 'zh-CN foundry',
  """铸钟厂 · 浇铸记录 — 浇次 Z0915
钟：中钟，音高 G
熔炉 F2 05:40 装料 · 09:20 浇铸
铸工备注：NQ 2023 年最高收盘 ⟦18,946@max_close⟧，最低 ⟦15,875.25@min_close⟧，年末收在 ⟦17,553.5@last_close⟧，比最低点高 ⟦1,768.25@last_close-min_close!⟧ 点。
铸型冷却中。"""),
E('q_close_extremes_2023', 'invented', 'pt-BR piste',
  """DIÁRIO DE TURNO DO RATRAC — PistenBully PB400, noite 21:00–05:00
Pistas: azul A1, preta P3 (guincho G2)
Nota do operador: NQ 2023 — fechamento máximo ⟦19.104@max_close!⟧, mínimo ⟦15.875,25@min_close⟧, último ⟦17.553,5@last_close⟧.
Lâmina verificada."""),
E('q_close_extremes_2023', 'faithful', 'fr-FR wig',
  """ATELIER DE POSTICHE — CARTE DE COMMANDE C0205
Cliente : Mme Girard · tulle frontal, noué main
Teinte B4 · bonnet C2
Note d'essayage : NQ 2023 — plus haute clôture ⟦18\u202f946@max_close⟧, plus basse ⟦15\u202f875,25@min_close⟧, dernière ⟦17\u202f553,5@last_close⟧.
Essayage vendredi 16:00."""),
E('q_close_extremes_2023', 'faithful', 'en-GB derby',
  """BOUT SHEET — Brighton Rockers v Leeds Rollers
Period P1 · jammer #Z3 'Zapp'
Bench note: NQ's 2023 closes — high ⟦18,946@max_close⟧, low ⟦15,875.25@min_close⟧, year-end ⟦17,553.50@last_close⟧, across ⟦250@R.source_row_count⟧ sessions.
Lead jammer called it off; box clear."""),
E('q_close_extremes_2023', 'faithful', 'ru-RU icebreaker',
  """ЛЕДОКОЛ «Красин» — ВАХТЕННЫЙ ЖУРНАЛ
Вахта 08:00–12:00, молодой лёд
Замечание: NQ за 2023 г. — максимум закрытия ⟦18\u00a0946@max_close⟧, минимум ⟦15\u00a0875,25@min_close⟧, последнее закрытие года ⟦17\u00a0553,5@last_close⟧.
Машины — малый вперёд."""),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
E('q_h1_vs_h2_2024', 'wrong_year', 'en-GB piste',
  """SNOW-GROOMER SHIFT LOG — Prinoth Leitwolf, night 21:30–05:30
Runs: blue B1, black K2 (winch W1)
Driver's note: NQ 2024 range — widest day ⟦585.5@A.max_range⟧ pts in H1, ⟦507.5@B.max_range⟧ in H2; H2 averaged ⟦317.7@B.mean_range~A.mean_range!⟧ pts a day.
Fuel topped up."""),
E('q_h1_vs_h2_2024', 'derived', 'de-DE forge',
  """SCHMIEDEBUCH — Esse E2, Feuer an 07:05
Werkstück: Kaminbock, Schmiedeeisen
Notiz: NQ 2024 — H1 mittlere Spanne ⟦317,71@A.mean_range⟧, H2 ⟦232,52@B.mean_range⟧ Punkte; das zweite Halbjahr also rund ⟦26,8@(A.mean_range-B.mean_range)/A.mean_range*100!⟧ % ruhiger (selbst gerechnet).
Abgeschreckt."""),
E('q_h1_vs_h2_2024', 'misrounded', 'ja-JP icebreaker',
  """砕氷船「しらせ」 船橋日誌
04:00〜08:00 当直・密群氷
当直士官所見：NQ 2024年の平均値幅は上半期⟦317.71@A.mean_range⟧ポイント（⟦124@A.R.source_row_count⟧日）、下半期⟦232.51@B.mean_range!⟧ポイント（⟦128@B.R.source_row_count⟧日）。上半期の方が荒い。
両舷前進半速。"""),
E('q_h1_vs_h2_2024', 'faithful', 'pl-PL hatblock',
  """PRACOWNIA KAPELUSZNICZA — BILET WARSZTATOWY K0826
Kopyto: fedora, lipa, nr HB16
Filc: królik, grafit
Notatka: NQ 2024 — I półrocze średni zakres ⟦317,7@A.mean_range⟧ pkt (max ⟦585,5@A.max_range⟧), II półrocze ⟦232,5@B.mean_range⟧ (max ⟦507,5@B.max_range⟧).
Parowane."""),
E('q_h1_vs_h2_2024', 'faithful', 'ru-RU foundry',
  """КОЛОКОЛОЛИТЕЙНЫЙ ЗАВОД — ЖУРНАЛ ОТЛИВКИ, отливка L14
Колокол: зазвонный, тон соль
Печь P1 загружена 05:20 · заливка 08:50
Заметка литейщика: NQ 2024 — первое полугодие ⟦317,71@A.mean_range⟧ п. в среднем (⟦124@A.R.source_row_count⟧ сессии), второе ⟦232,52@B.mean_range⟧ (⟦128@B.R.source_row_count⟧).
Форма остывает."""),
E('q_h1_vs_h2_2024', 'faithful', 'pt-BR maple',
  """CASA DE AÇÚCAR — DIÁRIO DE FERVURA DE BORDO, evaporador E1
Fogo aceso 06:00 · seiva boa
Nota: NQ 2024 — 1º semestre amplitude média ⟦317,7@A.mean_range⟧ pontos, dia mais largo ⟦585,5@A.max_range⟧; 2º semestre ⟦232,5@B.mean_range⟧, máximo ⟦507,5@B.max_range⟧.
Xarope âmbar."""),
]
