"""Market-data queries, part 3 (q_rsi_oversold_2024 ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E


def rs(d, col='rsi'):
    return f"row('{d}').{col}"


def qm(q):
    return f"row({q}).mean_range"


ENTRIES = [
# ---------------------------------------------------------------- q_rsi_oversold_2024
E('q_rsi_oversold_2024', 'faithful', 'ja-JP accession',
  "植物園 受入カード ― 小石川植物園・受入番号KI22103\n"
  "学名：Ginkgo biloba・区画A4\n"
  "学芸員メモ：2024年にNQのRSI(14)が30を下回った日は ⟦63@len(T)⟧ 日。最初は ⟦1月24日@D:2024-01-24⟧"
  "（⟦25.14@" + rs('2024-01-24') + "⟧）、最後は ⟦12月20日@D:2024-12-20⟧（⟦29.09@R.summary.last.rsi⟧）。\n"
  "名札刻印済み。"),
E('q_rsi_oversold_2024', 'faithful', 'zh-CN kitesurf',
  "风筝冲浪学校 · 预约表 — K1 浪点 · 平潭\n"
  "学员：小林 · 风筝 A2 · 板 B1\n"
  "教练备注：2024 年 NQ 的 RSI(14) 低于 30 共 ⟦63@len(T)⟧ 天；最低 ⟦19.49@stats.rsi.min⟧，最高 "
  "⟦29.81@stats.rsi.max⟧，平均 ⟦26.12@stats.rsi.mean⟧。\n"
  "11:00 上课，视风况。"),
E('q_rsi_oversold_2024', 'faithful', 'pl-PL pipereed',
  "NOTATKI STROIKARZA DUDZIARSKIEGO — stroik S5 do przebierki\n"
  "Trzcina z Var · pióra zeskrobane · obejma założona\n"
  "Uwaga stroikarza: NQ w 2024 r. — RSI(14) poniżej 30 w ⟦63@len(T)⟧ sesjach, m.in. ⟦30 stycznia@D:2024-01-30⟧ "
  "(⟦23,67@" + rs('2024-01-30') + "⟧, zamknięcie ⟦16\u00a0339,75@" + rs('2024-01-30', 'close') + "⟧) i "
  "⟦8 lutego@D:2024-02-08⟧ (⟦23,71@" + rs('2024-02-08') + "⟧).\n"
  "Owinięty, odstawiony na noc."),
E('q_rsi_oversold_2024', 'faithful', 'fr-FR makeready',
  "FEUILLE DE CALAGE — presse Heidelberg, travail T0922\n"
  "Papier : vergé ivoire · habillage monté · repérage vérifié\n"
  "Note du conducteur : RSI(14) du NQ sous 30 en 2024 — première fois le ⟦24 janvier@D:2024-01-24⟧ (clôture "
  "⟦16\u202f672,75@" + rs('2024-01-24', 'close') + "⟧, RSI ⟦25,1@" + rs('2024-01-24') + "⟧), plus bas de l'année "
  "⟦19,5@stats.rsi.min⟧, ⟦63@len(T)⟧ séances en tout.\n"
  "BAT tiré à 10:15."),
E('q_rsi_oversold_2024', 'wrong_column', 'ru-RU camelrace',
  "ВЕРБЛЮЖЬИ БЕГА — КАРТОЧКА РЕЗУЛЬТАТОВ, Аль-Мармум, заезд H3\n"
  "Победитель: «Шахин» (робот-жокей)\n"
  "Заметка стюарда: в 2024 г. RSI(14) у NQ был ниже 30 в ⟦63@len(T)⟧ сессиях; самое глубокое значение — "
  "⟦29,81@stats.rsi.min~stats.rsi.max!⟧, среднее ⟦26,12@stats.rsi.mean⟧.\n"
  "Взвешивание в 16:30."),
E('q_rsi_oversold_2024', 'invented', 'pt-BR quarry',
  "PEDREIRA — LIVRO DE DETONAÇÕES, bancada B4, frente F1\n"
  "Furos carregados · sirene tocada\n"
  "Nota do blaster: o RSI(14) do NQ ficou abaixo de 30 em ⟦58@len(T)!⟧ pregões de 2024, o primeiro em "
  "⟦24/01@D:2024-01-24⟧ e o último em ⟦20/12@D:2024-12-20⟧.\n"
  "Liberado às 13:05."),
# ---------------------------------------------------------------- q_quarter_range_2024
E('q_quarter_range_2024', 'faithful', 'zh-CN accession',
  "植物园 · 登录卡 — 华南植物园 · 登录号 SC23088\n"
  "学名：Magnolia officinalis · 苗圃 N2\n"
  "园丁备注：2024 年 NQ 各季度平均日波幅：一季度 ⟦320.64@" + qm(1) + "⟧、二季度 ⟦314.87@" + qm(2) + "⟧、三季度 "
  "⟦263.41@" + qm(3) + "⟧、四季度 ⟦201.62@" + qm(4) + "⟧ 点，逐季收窄。\n"
  "标牌已刻好，已核对。"),
E('q_quarter_range_2024', 'faithful', 'it-IT pianocard',
  "SCHEDA PIANOFORTE — laboratorio L2, Fazioli F212\n"
  "Corista A440 · meccanica regolata · martelli intonati\n"
  "Nota dell'accordatore: escursione media del NQ per trimestre, 2024 — T1 ⟦320,6@" + qm(1) + "⟧, T2 "
  "⟦314,9@" + qm(2) + "⟧, T3 ⟦263,4@" + qm(3) + "⟧, T4 ⟦201,6@" + qm(4) + "⟧ punti; la giornata più ampia del T1 "
  "fece ⟦585,5@row(1).max_range⟧.\n"
  "Prossima accordatura alle 09:30."),
E('q_quarter_range_2024', 'faithful', 'de-DE icecave',
  "GLETSCHERHÖHLEN-FÜHRUNGSBUCH — Morteratschgletscher, Gruppe G1\n"
  "Steigeisen ausgegeben · Helme geprüft\n"
  "Notiz des Führers: NQ 2024, mittlere Tagesspanne je Quartal: Q1 ⟦320,64@" + qm(1) + "⟧, Q2 ⟦314,87@" + qm(2) +
  "⟧, Q3 ⟦263,41@" + qm(3) + "⟧, Q4 ⟦201,62@" + qm(4) + "⟧ Punkte; größte Tagesspanne im Q4 nur "
  "⟦389@row(4).max_range⟧.\n"
  "Um 15:40 aus dem Eis."),
E('q_quarter_range_2024', 'wrong_row', 'fr-FR pipereed',
  "CARNET D'ANCHES DE CORNEMUSE — anche A5, canne de Provence\n"
  "Pales grattées · ligature posée\n"
  "Note de l'anchier : amplitude moyenne du NQ en 2024 — T1 ⟦320,6@" + qm(1) + "⟧, T3 "
  "⟦314,9@" + qm(3) + "~" + qm(2) + "!⟧, T4 ⟦201,6@" + qm(4) + "⟧ points.\n"
  "Ligaturée, elle repose la nuit."),
E('q_quarter_range_2024', 'miscomputed', 'en-US quarry',
  "QUARRY BLASTING LOG — Bench B3, north face F2\n"
  "Holes charged and stemmed · sentries posted · siren sounded\n"
  "Shotfirer's note: NQ mean daily range fell from ⟦320.6@" + qm(1) + "⟧ in Q1 2024 to ⟦201.6@" + qm(4) + "⟧ in "
  "Q4 — a ⟦59%@(" + qm(1) + "-" + qm(4) + ")/" + qm(1) + "*100!⟧ drop.\n"
  "All clear 13:05; misfire check done."),
E('q_quarter_range_2024', 'derived', 'ja-JP hatcheck',
  "クローク 引換券 ― 番号CL1102\n"
  "お預かり：ハンチング帽・コート・フックH4\n"
  "係メモ：2024年NQの四半期別平均値幅はQ1 ⟦320.64@" + qm(1) + "⟧ → Q4 ⟦201.62@" + qm(4) + "⟧。Q4はQ1の約 "
  "⟦63%@" + qm(4) + "/" + qm(1) + "*100!⟧（当方で割り算した数字）。\n"
  "23:00 閉場。"),
# ---------------------------------------------------------------- q_close_extremes_2023
E('q_close_extremes_2023', 'faithful', 'es-ES drivein',
  "REGISTRO DE PROYECCIÓN DEL AUTOCINE — pantalla P2, Autocine Sevilla\n"
  "Bobina R2 enhebrada · lámpara revisada\n"
  "Nota del proyeccionista: cierres del NQ en 2023 — máximo ⟦18.946@max_close⟧, mínimo ⟦15.875,25@min_close⟧, "
  "último del año ⟦17.553,5@last_close⟧ puntos.\n"
  "Sesión a las 21:15."),
E('q_close_extremes_2023', 'faithful', 'it-IT lockdam',
  "CONCA E DIGA C1 — REGISTRO DI PASSAGGIO\n"
  "Natante: chiatta «Adige» in discesa · camera C2\n"
  "Nota del guardiano: NQ 2023 — chiusura più alta ⟦18.946@max_close⟧, più bassa ⟦15.875,25@min_close⟧; l'anno "
  "si è chiuso a ⟦17.553,5@last_close⟧ (su ⟦250@R.source_row_count⟧ sedute).\n"
  "Porte chiuse alle 14:20."),
E('q_close_extremes_2023', 'faithful', 'pt-BR accession',
  "FICHA DE TOMBO — Jardim Botânico do Rio de Janeiro, tombo JB23091\n"
  "Táxon: Victoria amazonica · lago L1\n"
  "Nota do curador: fechamentos do NQ em 2023 — máxima de ⟦18.946@max_close⟧, mínima de ⟦15.875,25@min_close⟧ e "
  "último pregão em ⟦17.553,50@last_close⟧.\n"
  "Placa gravada; conferida."),
E('q_close_extremes_2023', 'wrong_column', 'pl-PL hatcheck',
  "NUMEREK Z SZATNI — SZ0627\n"
  "Oddano: kapelusz filcowy, parasol · wieszak W15\n"
  "Uwaga szatniarki: NQ w 2023 r. — najniższe zamknięcie ⟦15\u00a0875,25@min_close⟧, a na koniec roku "
  "⟦18\u00a0946@last_close~max_close!⟧ pkt.\n"
  "Odbiór za okazaniem; szatnia czynna do 23:00."),
E('q_close_extremes_2023', 'miscomputed', 'en-GB kitesurf',
  "KITESURF SCHOOL — BOOKING SHEET, spot K1, Camber Sands\n"
  "Student: Priya · kite A3 · board B2\n"
  "Instructor's note: NQ closes in 2023 ranged from ⟦15,875.25@min_close⟧ to ⟦18,946@max_close⟧, so the high stood "
  "⟦16.2%@(max_close-min_close)/min_close*100!⟧ above the low.\n"
  "Lesson at 11:00, wind permitting."),
E('q_close_extremes_2023', 'coincidental', 'ru-RU pianocard',
  "КАРТОЧКА ФОРТЕПИАНО — мастерская M2, «Эстония»\n"
  "Строй A440 · механика отрегулирована\n"
  "Заметка настройщика: закрытия NQ в 2023 г.: минимум ⟦15\u00a0875,25@min_close⟧, последнее закрытие года — "
  "⟦18\u00a0948@last_close!⟧.\n"
  "Следующая настройка в 09:30."),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
E('q_h1_vs_h2_2024', 'faithful', 'en-US pianocard',
  "PIANO CARD — tuning workshop W2, Mason & Hamlin model A\n"
  "Pitch A440 · keys eased\n"
  "Tuner's note: yes — H1 2024 was the rougher half for the NQ: mean daily range ⟦317.7@A.mean_range⟧ vs "
  "⟦232.5@B.mean_range⟧ in H2; widest days ⟦585.5@A.max_range⟧ and ⟦507.5@B.max_range⟧.\n"
  "Next tuning booked 09:30."),
E('q_h1_vs_h2_2024', 'faithful', 'it-IT quarry',
  "CAVA — REGISTRO DI BRILLAMENTO, gradone G3, fronte F2\n"
  "Fori caricati e intasati · vedette in posizione · sirena\n"
  "Nota del fochino: NQ 2024, primo semestre più volatile — escursione media ⟦317,71@A.mean_range⟧ punti su "
  "⟦124@A.R.source_row_count⟧ sedute, contro ⟦232,52@B.mean_range⟧ su ⟦128@B.R.source_row_count⟧ nel secondo.\n"
  "Cessato allarme alle 13:05."),
E('q_h1_vs_h2_2024', 'faithful', 'pt-BR lockdam',
  "ECLUSA E BARRAGEM E1 — LIVRO DE PASSAGEM\n"
  "Embarcação: empurrador “Tietê” subindo · câmara C2\n"
  "Nota do operador: amplitude média diária do NQ no primeiro semestre de 2024: ⟦317,7@A.mean_range⟧ pontos; no "
  "segundo: ⟦232,5@B.mean_range⟧. Dia mais largo ⟦585,5@A.max_range⟧ contra ⟦507,5@B.max_range⟧.\n"
  "Comportas fechadas às 14:20."),
E('q_h1_vs_h2_2024', 'wrong_year', 'ru-RU icecave',
  "ЖУРНАЛ ЭКСКУРСИЙ В ЛЕДНИКОВЫЙ ГРОТ — ледник Большой Азау, группа G1\n"
  "Кошки выданы · каски проверены\n"
  "Заметка гида: NQ, 2024 г.: второе полугодие — средний дневной диапазон ⟦317,71@B.mean_range~A.mean_range!⟧ "
  "пункта, максимум ⟦507,5@B.max_range⟧; первое было волатильнее (максимум ⟦585,5@A.max_range⟧).\n"
  "Вышли из льда в 15:40."),
E('q_h1_vs_h2_2024', 'miscomputed', 'de-DE pipereed',
  "ROHRBLATT-NOTIZEN — Chanter-Rohr R4, Var-Rohr\n"
  "Blätter geschabt · Drahtring gesetzt\n"
  "Notiz des Rohrbauers: NQ 2024 — H1 mittlere Spanne ⟦317,7@A.mean_range⟧, H2 ⟦232,5@B.mean_range⟧ Punkte; "
  "das erste Halbjahr war damit ⟦26,8 %@(A.mean_range-B.mean_range)/B.mean_range*100!⟧ breiter.\n"
  "Gebunden, über Nacht ruhen lassen."),
E('q_h1_vs_h2_2024', 'misrounded', 'es-ES makeready',
  "HOJA DE ARRANQUE — minerva Heidelberg, trabajo T0917\n"
  "Papel: estucado mate · alza calzada · registro comprobado\n"
  "Nota del maquinista: rango medio diario del NQ en 2024 — primer semestre ⟦317,71@A.mean_range⟧ puntos, segundo "
  "⟦232,51@B.mean_range!⟧; el primero fue más volátil.\n"
  "Pliego bueno a las 10:15."),
]
