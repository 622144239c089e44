"""Market-data queries, part 3 (q_rsi_oversold_2024 ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes).
Only the first 14 RSI rows (to Mar 18) and the summary were seen; only those are quoted."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

NR = "R.summary.rows"


def d(x, col):
    return f"row('{x}').{col}"


def q(n, col='mean_range'):
    return f"row({n}).{col}"


ENTRIES = [
# ---------------------------------------------------------------- q_rsi_oversold_2024
E('q_rsi_oversold_2024', 'faithful', 'pl-PL skijump',
  f"""SKOKI NARCIARSKIE — KARTA SĘDZIEGO, HS140 Wisła · sędzia J2 · seria R1
Skoczek: numer B18 · belka G12
Uwaga sędziego: RSI(14) NQ poniżej 30 w 2024 r. — ⟦63@{NR}⟧ sesje; pierwsza ⟦24 stycznia@D:2024-01-24⟧ (⟦25,14@{d('2024-01-24','rsi')}⟧), ostatnia ⟦20 grudnia@D:2024-12-20⟧ (⟦29,09@R.summary.last.rsi⟧); minimum ⟦19,49@stats.rsi.min⟧.
Telemark czysty."""),
E('q_rsi_oversold_2024', 'faithful', 'pt-BR fieldbook',
  f"""CADERNETA DE CAMPO DO CARTÓGRAFO — folha SF23, marco geodésico TP2
Teodolito estacionado; azimutes anotados
Nota: dias de RSI(14) abaixo de 30 no NQ em 2024: ⟦63@{NR}⟧, com média de RSI ⟦26,12@stats.rsi.mean⟧. Em ⟦08/02@D:2024-02-08⟧, fechamento ⟦15.921@{d('2024-02-08','close')}⟧, RSI ⟦23,71@{d('2024-02-08','rsi')}⟧.
Encerrado às 15:30."""),
E('q_rsi_oversold_2024', 'faithful', 'it-IT bankermark',
  f"""REGISTRO DEI SEGNI DI BANCO — banco B3, cantiere del Duomo di Orvieto
Segno: freccia con croce · concio dell'arco nord, corso C08
Annotazione dello scalpellino: NQ, RSI(14) sotto 30 — il ⟦30/01@D:2024-01-30⟧ chiusura ⟦16.339,75@{d('2024-01-30','close')}⟧, RSI ⟦23,67@{d('2024-01-30','rsi')}⟧; il ⟦18/03@D:2024-03-18⟧ chiusura ⟦14.918,25@{d('2024-03-18','close')}⟧, RSI ⟦24,55@{d('2024-03-18','rsi')}⟧.
Concio approvato."""),
E('q_rsi_oversold_2024', 'wrong_row', 'fr-FR lifeboat',
  f"""REGISTRE DE SORTIE DU CANOT DE SAUVETAGE — station de l'Aber-Wrac'h, canot SNS044
Lancement 14:22 · houle moyenne, vent d'ouest frais
Note du patron : NQ en survente — le ⟦15 mars@D:2024-03-15⟧, clôture ⟦14\u202f963@{d('2024-03-15','close')}⟧ et RSI(14) ⟦26,54@{d('2024-03-15','rsi')}~{d('2024-03-14','rsi')}!⟧ ; ⟦63@{NR}⟧ séances sous 30 sur l'année.
Retour au hangar 16:05."""),
E('q_rsi_oversold_2024', 'coincidental', 'en-GB winding',
  f"""TURRET CLOCK WINDING LOG — St Botolph's tower, clock T1
Going and striking trains wound, weights up · set by the pips at 12:00
Winder's remark: NQ oversold days, RSI(14) under 30 — ⟦8 Feb@D:2024-02-08⟧ closed at ⟦15,921@{d('2024-02-08','close')}⟧ with RSI ⟦23.6656@{d('2024-02-08','rsi')}!⟧; ⟦24 Jan@D:2024-01-24⟧ was the first of ⟦63@{NR}⟧.
Pivots oiled; door locked."""),
E('q_rsi_oversold_2024', 'invented', 'zh-CN ferrytally',
  f"""轮渡售票处 · 售票统计单 — 鼓浪屿码头，窗口 W3
班次 07:15、09:45 · 各栏已划线
售票员备注：2024 年 NQ 的 RSI(14) 共 ⟦63@{NR}⟧ 天低于 30，最低跌到 ⟦16.9@stats.rsi.min!⟧；首次在 ⟦1月24日@D:2024-01-24⟧。
钱箱点清，18:30 关窗。"""),
# ---------------------------------------------------------------- q_quarter_range_2024
E('q_quarter_range_2024', 'faithful', 'en-GB ferrytally',
  f"""FERRY TICKET OFFICE — TALLY SHEET, Oban pier, window W2
Sailings 07:15 & 09:45 · foot, car and cycle columns ruled off
Clerk's note: NQ average daily range by quarter, 2024 — Q1 ⟦320.6@{q(1)}⟧, Q2 ⟦314.9@{q(2)}⟧, Q3 ⟦263.4@{q(3)}⟧, Q4 ⟦201.6@{q(4)}⟧ pts. Each quarter calmer than the one before.
Float counted; office shut 18:30."""),
E('q_quarter_range_2024', 'faithful', 'zh-CN toyhospital',
  f"""玩具医院 · 入院单 — TH0921
病人：「阿福」，布老虎 · 病房 W1，尾巴脱线
护士备注：2024 年 NQ 各季度日均波幅，一季度 ⟦320.64@{q(1)}⟧ 点最高，四季度 ⟦201.62@{q(4)}⟧ 点最低；单日最大波幅一季度 ⟦585.5@{q(1,'max_range')}⟧，四季度 ⟦389@{q(4,'max_range')}⟧。
周六 10:00 后可接回。"""),
E('q_quarter_range_2024', 'faithful', 'pt-BR lifeboat',
  f"""REGISTRO DE SAÍDA DO BOTE SALVA-VIDAS — estação de Cabo Frio, bote SV06
Saída 14:22 · mar moderado, vento SE fresco
Nota do patrão: NQ 2024 por trimestre — T2: range médio ⟦314,87@{q(2)}⟧, maior dia ⟦555,25@{q(2,'max_range')}⟧; T3: ⟦263,41@{q(3)}⟧ e ⟦507,5@{q(3,'max_range')}⟧.
Bote recolhido às 16:05."""),
E('q_quarter_range_2024', 'wrong_row', 'it-IT darts',
  f"""REFERTO LEGA DI FRECCETTE — Bar Sport A contro Circolo Aurora, incontro M2
Partita P4 · doppio · segnapunti: Gino
Nota del capitano: NQ 2024, escursione media per trimestre — Q1 ⟦320,64@{q(1)}⟧, Q4 ⟦201,62@{q(4)}⟧; giornata più ampia del Q4: ⟦507,5@{q(4,'max_range')}~{q(3,'max_range')}!⟧ punti.
Referto firmato; bersaglio chiuso 22:45."""),
E('q_quarter_range_2024', 'derived', 'en-US winding',
  f"""CLOCK TOWER WINDING LOG — courthouse clock, tower T2
Going and strike trains wound; set to radio time 12:00
Winder's remark: NQ 2024 mean daily range, Q2 ⟦314.87@{q(2)}⟧ pts, Q3 ⟦263.41@{q(3)}⟧ pts — a step down of ⟦51.45@{q(2)}-{q(3)}!⟧ pts, my own subtraction, not a figure in the output.
Pivots oiled."""),
E('q_quarter_range_2024', 'miscomputed', 'ja-JP aquarium',
  f"""水質検査記録 ― 水族館 サンゴ水槽T4
アンモニア検出なし · 亜硝酸検出なし · pH安定
飼育員メモ：2024年のNQ平均値幅、第一四半期⟦320.64@{q(1)}⟧ポイント、第四四半期⟦201.62@{q(4)}⟧ポイントで、Q1はQ4の⟦1.95@{q(1)}/{q(4)}!⟧倍。
16:00 部分換水。"""),
# ---------------------------------------------------------------- q_close_extremes_2023
E('q_close_extremes_2023', 'faithful', 'nl-NL skijump',
  """SCHANSSPRINGEN — JURYKAART, HS137 Titisee · jurylid J5 · ronde R1
Springer: borstnummer B24 · aanloopbalk G13
Opmerking van het jurylid: NQ 2023 — hoogste slot ⟦18.946@max_close⟧, laagste ⟦15.875,25@min_close⟧, laatste slot van het jaar ⟦17.553,5@last_close⟧.
Telemark netjes; kaart ingeleverd 11:05."""),
E('q_close_extremes_2023', 'faithful', 'fr-FR aquarium',
  """REGISTRE DES TESTS D'EAU — aquarium de La Rochelle, bac B2
Ammoniaque nulle · nitrites nuls · pH stable
Note de l'aquariologiste : NQ 2023, clôture la plus haute ⟦18\u202f946@max_close⟧ points, la plus basse ⟦15\u202f875,25@min_close⟧, dernière clôture ⟦17\u202f553,50@last_close⟧.
Changement d'eau partiel à 16:00."""),
E('q_close_extremes_2023', 'faithful', 'en-GB ferrytally',
  """FERRY TICKET OFFICE — TALLY SHEET, Lymington quay, window W1
Sailings 07:15 & 09:45 · foot, car and cycle columns ruled off
Clerk's note: NQ closes in 2023 ran from ⟦15,875.25@min_close⟧ at the low to ⟦18,946@max_close⟧ at the high, and the year ended at ⟦17,553.5@last_close⟧.
Float counted; office shut 18:30."""),
E('q_close_extremes_2023', 'wrong_column', 'zh-CN oyster',
  """牡蛎养殖 · 采收日志 — 海区 L3，乳山湾
低潮 06:40 起吊浮筏 R1–R6
养殖工备注：2023 年 NQ 最高收盘 ⟦17,553.5@max_close~last_close!⟧ 点，最低收盘 ⟦15,875.25@min_close⟧ 点。
09:30 送净化池。"""),
E('q_close_extremes_2023', 'miscomputed', 'es-ES toyhospital',
  """PARTE DE INGRESO — HOSPITAL DE JUGUETES, HJ0412
Paciente: «Pelusa», osita de peluche · sala S1, costura abierta
Nota de la enfermera: NQ 2023 — cierre máximo ⟦18.946@max_close⟧, mínimo ⟦15.875,25@min_close⟧; distancia entre ambos, ⟦3170,75@max_close-min_close!⟧ puntos.
Alta el sábado, recoger desde las 10:00."""),
E('q_close_extremes_2023', 'invented', 'ru-RU lifeboat',
  """ЖУРНАЛ ВЫХОДОВ СПАСАТЕЛЬНОЙ ШЛЮПКИ — станция Сочи, шлюпка SB05
Выход 14:22 · волнение слабое, ветер S умеренный
Запись старшины: NQ в 2023 г. — максимум закрытия ⟦18\u00a0946@max_close⟧, минимум ⟦15\u00a0875,25@min_close⟧, последнее закрытие года ⟦17\u00a0312,5@last_close!⟧.
Шлюпка в эллинге 16:05."""),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
E('q_h1_vs_h2_2024', 'faithful', 'de-DE winding',
  """AUFZUGSBUCH DER TURMUHR — Rathausturm, Uhr T1
Geh- und Schlagwerk aufgezogen · nach dem Zeitzeichen 12:00 gestellt
Vermerk des Uhrwärters: NQ 2024 — erstes Halbjahr mittlere Tagesspanne ⟦317,7@A.mean_range⟧ Punkte (⟦124@A.R.source_row_count⟧ Tage), zweites ⟦232,5@B.mean_range⟧ (⟦128@B.R.source_row_count⟧ Tage). H1 war unruhiger.
Zapfen geölt."""),
E('q_h1_vs_h2_2024', 'faithful', 'pt-BR ferrytally',
  """BILHETERIA DA BALSA — MAPA DE CONTAGEM, Ilhabela, guichê G1
Saídas 07:15 e 09:45 · colunas fechadas
Nota do bilheteiro: NQ 2024 — 1º semestre: range médio ⟦317,71@A.mean_range⟧, maior dia ⟦585,5@A.max_range⟧; 2º semestre: ⟦232,52@B.mean_range⟧ e ⟦507,5@B.max_range⟧. O primeiro foi mais volátil.
Caixa conferido 18:30."""),
E('q_h1_vs_h2_2024', 'faithful', 'pl-PL darts',
  """ARKUSZ WYNIKÓW LIGI DARTA — Pod Kogutem v Sokół B, mecz M1
Gra G3 · single · zapisuje: Bogdan
Notatka kapitana: NQ 2024 — I półrocze średni zakres ⟦317,7@A.mean_range⟧ pkt, II półrocze ⟦232,5@B.mean_range⟧ pkt; największy dzień ⟦585,5@A.max_range⟧ w pierwszym, ⟦507,5@B.max_range⟧ w drugim.
Arkusz podpisany 22:45."""),
E('q_h1_vs_h2_2024', 'wrong_year', 'en-US pipeband',
  """PIPE BAND CONTEST — ADJUDICATOR'S SHEET, Grade III, band B21 'Lone Star Pipes'
Set: MSR · on the line 13:10
Drumming judge's note: NQ 2024 — H1 mean daily range ⟦232.5@A.mean_range~B.mean_range!⟧ pts over ⟦124@A.R.source_row_count⟧ sessions; widest H1 day ⟦585.5@A.max_range⟧. The first half was the more volatile one.
Sheet handed in; drones steady."""),
E('q_h1_vs_h2_2024', 'misrounded', 'en-GB skijump',
  """SKI JUMPING — JUDGE'S CARD, HS128 Garmisch · judge J1 · round R1
Jumper: bib B05 · gate G11
Judge's remark: NQ, first half of 2024 ⟦317.71@A.mean_range⟧ pts mean daily range, second half ⟦232.51@B.mean_range!⟧ pts — H1 clearly the wilder.
Telemark clean; card in at 11:05."""),
E('q_h1_vs_h2_2024', 'derived', 'ru-RU fieldbook',
  """ПОЛЕВОЙ ЖУРНАЛ КАРТОГРАФА — лист N37, пункт триангуляции TP6
Теодолит установлен; азимуты записаны
Запись: средний дневной диапазон NQ в I полугодии 2024 г. — ⟦317,71@A.mean_range⟧ п., во II — ⟦232,52@B.mean_range⟧ п.; спад на ⟦26,8 %@(A.mean_range-B.mean_range)/A.mean_range*100!⟧ — это мой подсчёт, в результатах его нет.
Закрыто в 15:30."""),
]
