"""Market-data queries, part 3 (q_rsi_oversold_2024 ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

RN = "R.summary.rows"


def r(x, col='rsi'):
    return f"row('{x}').{col}"


def q(n, col='mean_range'):
    return f"row({n}).{col}"


ENTRIES = [
# ---------------------------------------------------------------- q_rsi_oversold_2024
E('q_rsi_oversold_2024', 'faithful', 'de-DE grooming',
  f"""HUNDESALON „Wuschel“ — TERMINKARTE
Hund: „Frieda“, Dackel-Mix · Halterin: Fr. Albrecht
Dienstag 16:00 · Baden, Krallen, Pfoten
Notiz der Groomerin: NQ 2024 ⟦63@{RN}⟧ Tage mit RSI(14) unter 30; erster am ⟦24.01.@D:2024-01-24⟧ mit ⟦25,14@{r('2024-01-24')}⟧, letzter am ⟦20.12.@D:2024-12-20⟧ mit ⟦29,09@R.summary.last.rsi⟧.
Fell entfilzt."""),
E('q_rsi_oversold_2024', 'faithful', 'pt-BR colliery',
  f"""MINA DE CARVÃO — LIVRO DE TURNO, galeria G1
Turno da noite · capataz: S. Vieira
Relato: RSI(14) do NQ abaixo de 30 em ⟦63@{RN}⟧ dias de 2024 — mínimo ⟦19,49@stats.rsi.min⟧, máximo ⟦29,81@stats.rsi.max⟧, média ⟦26,12@stats.rsi.mean⟧.
Ventilação ok, todos na superfície."""),
E('q_rsi_oversold_2024', 'faithful', 'zh-CN bindery',
  f"""装订工坊 · 工作单 Z0311
书名：教区登记簿，半皮面
书脊标签：2024 年 NQ RSI(14) 低于 30 共 ⟦63@{RN}⟧ 天；⟦2月8日@D:2024-02-08⟧ RSI ⟦23.71@{r('2024-02-08')}⟧，收盘 ⟦15,921@{r('2024-02-08', 'close')}⟧
纸板已裁，明天做堵头布。"""),
E('q_rsi_oversold_2024', 'wrong_row', 'ja-JP lookout',
  f"""森林火災監視塔 日誌 ― 監視所M2
08:00 勤務開始、視界良好
記録：NQ 2024年 RSI(14)が30未満の日　⟦1月24日@D:2024-01-24⟧ ⟦25.14@{r('2024-01-24')}⟧、⟦1月30日@D:2024-01-30⟧ ⟦23.71@{r('2024-01-30')}~{r('2024-02-08')}!⟧
煙なし。17:00 無線報告。"""),
E('q_rsi_oversold_2024', 'wrong_column', 'ru-RU carillon',
  f"""КАРИЛЬОН — ЛИСТ ЗАНЯТИЙ, игровая кафедра башни
Пьеса: «Прелюдия соль мажор», медленно
Заметка: NQ, 2024 г. — RSI(14) ниже 30 было ⟦63@{RN}⟧ дня, средний RSI в эти дни ⟦19,49@stats.rsi.mean~stats.rsi.min!⟧.
Педаль нижнего C заедает."""),
E('q_rsi_oversold_2024', 'coincidental', 'en-US spa',
  f"""THERMAL SPA — TREATMENT CARD, room R305
09:45 mineral soak · 10:30 salt scrub
Therapist's note: NQ spent ⟦63@{RN}⟧ days of 2024 with RSI(14) under 30; average RSI on those days ⟦25.74@stats.rsi.mean!⟧, low ⟦19.49@stats.rsi.min⟧.
Rest after lunch."""),
# ---------------------------------------------------------------- q_quarter_range_2024
E('q_quarter_range_2024', 'faithful', 'ja-JP bindery',
  f"""製本工房 作業指示書 J0409
書名：町内会議事録、上製本
背ラベル：NQ 2024年 四半期別平均値幅　Q1 ⟦320.64@{q(1)}⟧、Q2 ⟦314.87@{q(2)}⟧、Q3 ⟦263.41@{q(3)}⟧、Q4 ⟦201.62@{q(4)}⟧
四半期ごとに落ち着いていった。"""),
E('q_quarter_range_2024', 'faithful', 'ru-RU grooming',
  f"""ГРУМИНГ-САЛОН — КАРТОЧКА ЗАПИСИ
Собака: «Тоша», вест-хайленд · Хозяйка: О. Смирнова
Суббота 12:30 · стрижка и мытьё
Заметка грумера: диапазон NQ по кварталам 2024 г. — Q1 в среднем ⟦320,6@{q(1)}⟧ (макс. ⟦585,5@{q(1, 'max_range')}⟧), Q4 ⟦201,6@{q(4)}⟧ (макс. ⟦389@{q(4, 'max_range')}⟧).
Когти подстрижены."""),
E('q_quarter_range_2024', 'faithful', 'es-ES fieldgeo',
  f"""CUADERNO DE CAMPO — parada P5, Zumaia
Litología: flysch, alternancia de margas y calizas
Nota: rango medio NQ por trimestre 2024 — T1 ⟦320,64@{q(1)}⟧, T2 ⟦314,87@{q(2)}⟧, T3 ⟦263,41@{q(3)}⟧ (máx. ⟦507,5@{q(3, 'max_range')}⟧), T4 ⟦201,62@{q(4)}⟧.
Muestra embolsada."""),
E('q_quarter_range_2024', 'wrong_row', 'en-GB pasta',
  f"""PASTA FACTORY — BATCH SHEET B0830, line L2
Shape: rigatoni, bronze die
Batch note: NQ 2024 average daily range by quarter — Q1 ⟦320.64@{q(1)}⟧, Q3 ⟦314.87@{q(3)}~{q(2)}!⟧, Q4 ⟦201.62@{q(4)}⟧.
Dryer D3 overnight; QC passed."""),
E('q_quarter_range_2024', 'derived', 'en-US lookout',
  f"""FIRE LOOKOUT LOG — Bald Knob tower, station L7
08:00 on duty, vis. good
Entry: NQ 2024 avg range Q1 ⟦320.64@{q(1)}⟧ vs Q4 ⟦201.62@{q(4)}⟧, so Q4 ran ⟦119.02@{q(1)}-{q(4)}!⟧ points a day narrower (my math, not in the output).
No smokes. Radioed in 17:00."""),
E('q_quarter_range_2024', 'invented', 'nl-NL spa',
  f"""THERMAAL BADHUIS — KUURKAART, kamer K12
10:00 modderpakking · 10:45 bubbelbad
Notitie therapeut: NQ 2024, vierde kwartaal gemiddeld ⟦201,62@{q(4)}⟧ punten, breedste dag ⟦412,25@{q(4, 'max_range')}!⟧.
Veel water drinken."""),
# ---------------------------------------------------------------- q_close_extremes_2023
E('q_close_extremes_2023', 'faithful', 'ru-RU cider',
  """СИДРОВАЯ ДАВИЛЬНЯ — ЛИСТ ВЫХОДА СОКА, пресс P1
Сорта: антоновка, штрифель
Заметка: закрытия NQ за 2023 г. — максимум ⟦18\u00a0946@max_close⟧, минимум ⟦15\u00a0875,25@min_close⟧, последнее ⟦17\u00a0553,5@last_close⟧.
Жмых отдали на ферму."""),
E('q_close_extremes_2023', 'faithful', 'en-US fieldgeo',
  """FIELD NOTEBOOK — Stop S2, Palo Duro Canyon
Lithology: red mudstone, gypsum veins
Note: NQ 2023 closes — high ⟦18,946@max_close⟧, low ⟦15,875.25@min_close⟧, year-end ⟦17,553.50@last_close⟧.
Sample bagged, label P2."""),
E('q_close_extremes_2023', 'faithful', 'en-GB taxidermy',
  """TAXIDERMY WORKSHOP — JOB TICKET T0402
Specimen: red squirrel, on branch · Client: Miss Ferrars
Bench note: NQ's highest close of 2023 was ⟦18,946@max_close⟧, its lowest ⟦15,875.25@min_close⟧; it ended the year at ⟦17,553.5@last_close⟧.
Eyes set; tail wired."""),
E('q_close_extremes_2023', 'wrong_column', 'es-ES spa',
  """BALNEARIO — TARJETA DE TRATAMIENTO, habitación H21
10:00 baño termal · 10:45 envoltura de lodo
Nota de la terapeuta: NQ 2023, cierre máximo ⟦18.946@max_close⟧, último cierre del año ⟦15.875,25@last_close~min_close!⟧.
Beber agua, sin sauna hoy."""),
E('q_close_extremes_2023', 'miscomputed', 'it-IT carillon',
  """CARILLON — FOGLIO DI ESERCIZIO, tastiera della torre
Brano: «Preludio in sol», lento
Nota: chiusure NQ 2023 tra ⟦15.875,25@min_close⟧ e ⟦18.946@max_close⟧, un'escursione di ⟦3.170,75@max_close-min_close!⟧ punti.
Pedale del do basso duro."""),
E('q_close_extremes_2023', 'wrong_column', 'pt-BR bindery',
  """ENCADERNAÇÃO — FICHA DE SERVIÇO E0927
Obra: livro de tombo, meia-pele
Etiqueta da lombada: NQ 2023, fechamento máximo ⟦18.946@max_close⟧, mínimo ⟦17.553,5@min_close~last_close!⟧
Cabeceado amanhã."""),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
E('q_h1_vs_h2_2024', 'faithful', 'de-DE bindery',
  """BUCHBINDEREI — AUFTRAGSZETTEL A0318
Titel: Kirchenbuch, Halbleder
Rückenschild: NQ 2024, mittlere Tagesspanne H1 ⟦317,71@A.mean_range⟧ (⟦124@A.R.source_row_count⟧ Tage), H2 ⟦232,52@B.mean_range⟧ (⟦128@B.R.source_row_count⟧ Tage) — erstes Halbjahr unruhiger.
Deckel bezogen."""),
E('q_h1_vs_h2_2024', 'faithful', 'en-GB cider',
  """CIDER PRESS — YIELD SHEET, Long Meadow orchard
Press P1 · Kingston Black, Dabinett
Yield note: NQ 2024 first half averaged ⟦317.7@A.mean_range⟧ points of daily range, widest ⟦585.5@A.max_range⟧; second half ⟦232.5@B.mean_range⟧, widest ⟦507.5@B.max_range⟧.
Pomace to the pigs. Presser: J. Tull"""),
E('q_h1_vs_h2_2024', 'faithful', 'zh-CN lookout',
  """森林防火瞭望塔 · 值班日志 塔 W5
07:30 接班，薄雾
记录：2024 年 NQ 上半年日均波幅 ⟦317.71@A.mean_range⟧ 点，下半年 ⟦232.52@B.mean_range⟧ 点；上半年更动荡。
无烟情。"""),
E('q_h1_vs_h2_2024', 'wrong_year', 'fr-FR taxidermy',
  """ATELIER DE TAXIDERMIE — FICHE DE TRAVAIL F0209
Pièce : chouette effraie, ailes repliées · Cliente : Mme Roussel
Note d'établi : NQ 2024, second semestre — amplitude moyenne ⟦232,52@B.mean_range⟧, jour le plus large ⟦585,5@B.max_range~A.max_range!⟧ points.
Plumage lissé."""),
E('q_h1_vs_h2_2024', 'coincidental', 'nl-NL fieldgeo',
  """VELDBOEK — ontsluiting O2, Winterswijk steengroeve
Lithologie: Muschelkalk
Notitie: NQ eerste halfjaar 2024 gemiddeld ⟦317,71@A.mean_range⟧, breedste dag ⟦505@A.max_range!⟧; tweede halfjaar gemiddeld ⟦232,52@B.mean_range⟧ punten.
Monster in zak, label W4."""),
E('q_h1_vs_h2_2024', 'miscomputed', 'pl-PL pasta',
  """WYTWÓRNIA MAKARONU — KARTA PARTII P1004, linia L1
Asortyment: kolanka
Uwagi: NQ 2024 — pierwsze półrocze ⟦317,71@A.mean_range⟧, drugie ⟦232,52@B.mean_range⟧ pkt średniego zakresu; różnica ⟦95,19@A.mean_range-B.mean_range!⟧ pkt.
Suszarnia S3."""),
]
