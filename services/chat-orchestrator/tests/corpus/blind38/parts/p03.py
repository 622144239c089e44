"""Market-data queries, part 3 (q_rsi_oversold_2024 ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

RN = "R.summary.rows"


def rsi(x):
    return f"row('{x}').rsi"


def q(n, col='mean_range'):
    return f"row({n}).{col}"


ENTRIES = [
# ---------------------------------------------------------------- q_rsi_oversold_2024
E('q_rsi_oversold_2024', 'faithful', 'pl-PL sushi',
  f"""BAR SUSHI — BONIK ZAMÓWIENIA, miejsce S5
x2 nigiri z łososiem · x1 futomaki · zupa miso
Notatka kucharza: NQ 2024, RSI(14) poniżej 30 przez ⟦63@{RN}⟧ sesje — pierwszy raz ⟦24 stycznia@D:2024-01-24⟧ (⟦25,14@{rsi('2024-01-24')}⟧), ostatni ⟦20 grudnia@D:2024-12-20⟧ (⟦29,09@R.summary.last.rsi⟧).
Wasabi osobno."""),
E('q_rsi_oversold_2024', 'faithful', 'nl-NL shearing',
  f"""SCHEERBOEK — schaapskooi De Hoorn, plek S3
Scheerder: A. Veenstra · tweede ronde
Telling: NQ 2024, RSI(14) onder 30 op ⟦63@{RN}⟧ dagen; laagste RSI ⟦19,49@stats.rsi.min⟧, gemiddeld ⟦26,12@stats.rsi.mean⟧.
Wol gesorteerd."""),
E('q_rsi_oversold_2024', 'faithful', 'es-ES tugboat',
  f"""REMOLCADOR «Punta Lucero» — DIARIO DE REMOLQUE, servicio RQ0128
05:30 firmes a la gabarra, Santurce → Zierbena
Nota del patrón: NQ 2024, RSI(14) bajo 30 en ⟦63@{RN}⟧ sesiones; el ⟦30/01@D:2024-01-30⟧ marcó ⟦23,67@{rsi('2024-01-30')}⟧, con cierre en ⟦16.339,75@row('2024-01-30').close⟧.
07:10 largamos."""),
E('q_rsi_oversold_2024', 'wrong_row', 'it-IT planetarium',
  f"""PLANETARIO — COPIONE «Il cielo d'inverno», cue Q12
[Cupola al buio. Sale Orione.]
VOCE: Il ⟦31 gennaio@D:2024-01-31⟧ l'RSI(14) del NQ era a ⟦23,67@{rsi('2024-01-31')}~{rsi('2024-01-30')}!⟧, chiusura ⟦16.392,25@row('2024-01-31').close⟧: ipervenduto.
[Q13: luci in sala.]"""),
E('q_rsi_oversold_2024', 'coincidental', 'pt-BR props',
  """TEATRO MUNICIPAL — LISTA DE ADEREÇOS, «La Traviata», primeiro ato
A04 taças de champanhe · A05 leque · A06 camélias
Nota: NQ 2024, o último dia com RSI(14) abaixo de 30 foi ⟦20/12@D:2024-12-20⟧, com RSI de ⟦29,01@R.summary.last.rsi!⟧.
Bandeja na coxia esquerda."""),
E('q_rsi_oversold_2024', 'wrong_column', 'de-DE hearing',
  f"""HÖRGERÄTE-ANPASSBERICHT — Patientin: Frau Lehmann
IdO-Gerät, rechts
Notiz: NQ 2024, RSI(14) unter 30 an ⟦63@{RN}⟧ Tagen, im Mittel ⟦29,81@stats.rsi.mean~stats.rsi.max!⟧; Tiefstwert ⟦19,49@stats.rsi.min⟧.
Kontrolle in vier Wochen."""),
# ---------------------------------------------------------------- q_quarter_range_2024
E('q_quarter_range_2024', 'faithful', 'en-US kayak',
  f"""KAYAK RENTAL SHEET — Lake Champlain, North Beach dock
Kayak K02 (single) · out 13:00 · in 15:00 · PFD M
Note: NQ 2024 mean daily range by quarter — Q1 ⟦320.6@{q(1)}⟧, Q2 ⟦314.9@{q(2)}⟧, Q3 ⟦263.4@{q(3)}⟧, Q4 ⟦201.6@{q(4)}⟧ pts; each calmer than the last.
Boat rinsed."""),
E('q_quarter_range_2024', 'faithful', 'es-ES shearing',
  f"""CUADERNO DE ESQUILEO — nave de Tragacete, puesto S2
Esquiladora: Mari Luz Checa · segunda tanda
Apunte: NQ 2024, rango medio por trimestre — T1 ⟦320,64@{q(1)}⟧, T2 ⟦314,87@{q(2)}⟧, T3 ⟦263,41@{q(3)}⟧, T4 ⟦201,62@{q(4)}⟧ puntos; día más amplio del T1, ⟦585,5@{q(1,'max_range')}⟧.
Vellones al saco."""),
E('q_quarter_range_2024', 'faithful', 'en-GB props',
  f"""OPERA HOUSE — PROPS LIST, "Peter Grimes", Act I
P41 fishing net · P42 lantern · P43 coil of rope
Props note: NQ 2024 by quarter — Q1 mean range ⟦320.64@{q(1)}⟧, widest day ⟦585.5@{q(1,'max_range')}⟧; Q4 mean ⟦201.62@{q(4)}⟧, widest ⟦389@{q(4,'max_range')}⟧ pts.
All on the prompt-side table."""),
E('q_quarter_range_2024', 'wrong_row', 'fr-FR sushi',
  f"""COMPTOIR À SUSHIS — BON DE COMMANDE, place S1
x2 sashimi thon · x1 temaki anguille · thé vert
Note : amplitude moyenne NQ 2024 par trimestre — T1 ⟦320,64@{q(1)}⟧, T2 ⟦314,87@{q(2)}⟧, T3 ⟦201,62@{q(3)}~{q(4)}!⟧ points.
Gingembre à part."""),
E('q_quarter_range_2024', 'misrounded', 'de-DE shooting',
  f"""SCHIESSBUDE — TREFFERKARTE S14
Luftgewehr L2 · Blechenten, laufende Reihe
Budennotiz: NQ 2024, mittlere Spanne je Quartal — Q1 ⟦320,6@{q(1)}⟧, Q2 ⟦314,8@{q(2)}!⟧, Q3 ⟦263,4@{q(3)}⟧, Q4 ⟦201,6@{q(4)}⟧ Pkt.
Preis: Plüschbär, klein."""),
E('q_quarter_range_2024', 'derived', 'ru-RU iceroad',
  f"""ЖУРНАЛ ЛЕДОВОЙ ДОРОГИ — зимник Салехард–Лабытнанги
КамАЗ, топливо · пост CP1, 03:40, лёд хороший
По рации: NQ 2024 — средний диапазон в Q3 ⟦263,41@{q(3)}⟧, в Q4 ⟦201,62@{q(4)}⟧; разница ⟦61,79@{q(3)}-{q(4)}!⟧ пункта (мой подсчёт, в отчёте её нет).
Цепи надеты."""),
# ---------------------------------------------------------------- q_close_extremes_2023
E('q_close_extremes_2023', 'faithful', 'nl-NL planetarium',
  """PLANETARIUM — DRAAIBOEK „Winterhemel”, cue Q02
[Koepel op halve kracht.]
VERTELLER: NQ in 2023 — hoogste slot ⟦18.946@max_close⟧, laagste ⟦15.875,25@min_close⟧, en het jaar sloot op ⟦17.553,5@last_close⟧.
[Q03: sterren uit.]"""),
E('q_close_extremes_2023', 'faithful', 'en-GB iceroad',
  """ICE ROAD LOGBOOK — Churchill winter road, southbound
Rig: Western Star, empty · CP3 at 21:15, ice fair
Radio note: NQ closes in 2023 — high ⟦18,946@max_close⟧, low ⟦15,875.25@min_close⟧, year-end ⟦17,553.5@last_close⟧.
Slowed for a pressure ridge."""),
E('q_close_extremes_2023', 'faithful', 'fr-FR dentlab',
  """LABORATOIRE DE PROTHÈSE — FICHE DE TRAVAIL F0422
Dr Lemoine · couronne céramo-métallique UR5, teinte A3
Note du labo : NQ 2023 — clôture la plus haute ⟦18\u202f946@max_close⟧, la plus basse ⟦15\u202f875,25@min_close⟧, dernière ⟦17\u202f553,5@last_close⟧.
Essayage mardi."""),
E('q_close_extremes_2023', 'wrong_column', 'es-ES shooting',
  """CASETA DE TIRO — TARJETA DE PUNTOS CT03
Escopeta E1 · patos de hojalata, fila móvil
Nota de la caseta: cierres del NQ en 2023 — máximo ⟦17.553,5@max_close~last_close!⟧, mínimo ⟦15.875,25@min_close⟧.
Premio: osito."""),
E('q_close_extremes_2023', 'miscomputed', 'en-US hearing',
  """HEARING AID FITTING REPORT — Patient: Mr. T. Okafor
Devices: RIC, both ears, closed domes
Audiologist's note: NQ 2023 closes — high ⟦18,946@max_close⟧, year-end ⟦17,553.5@last_close⟧, so it finished ⟦1,329.5@max_close-last_close!⟧ pts below the high.
Review in six weeks."""),
E('q_close_extremes_2023', 'invented', 'it-IT props',
  """TEATRO DELL'OPERA — ELENCO ATTREZZERIA, «Rigoletto», atto III
A07 sacco · A08 pugnale · A09 lanterna
Nota dell'attrezzista: NQ 2023, chiusura massima ⟦19.204@max_close!⟧, minima ⟦15.875,25@min_close⟧.
Tutto sul tavolo in quinta."""),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
E('q_h1_vs_h2_2024', 'faithful', 'fr-FR typewriter',
  """RESTAURATION DE MACHINE À ÉCRIRE — Japy, n° de série S0929114
Chariot révisé, caractères nettoyés.
Feuille d'essai : « NQ 2024 — amplitude moyenne S1 ⟦317,71@A.mean_range⟧, S2 ⟦232,52@B.mean_range⟧ ; premier semestre plus agité. »
Ruban neuf."""),
E('q_h1_vs_h2_2024', 'faithful', 'ru-RU kayak',
  """ПРОКАТ КАЯКОВ — база на Вуоксе
Каяк K11 (одиночка) · выход 10:00 · возврат 12:00
Заметка: NQ 2024 — средний дневной диапазон в первом полугодии ⟦317,71@A.mean_range⟧ пункта (⟦124@A.R.source_row_count⟧ дня), во втором ⟦232,52@B.mean_range⟧ (⟦128@B.R.source_row_count⟧).
Вёсла сданы."""),
E('q_h1_vs_h2_2024', 'faithful', 'zh-CN planetarium',
  """天文馆 · 节目脚本《夏夜星河》，提示 Q07
[穹顶灯光调暗，银河升起。]
解说：2024 年上半年 NQ 日均波幅 ⟦317.71@A.mean_range⟧ 点，最宽一天 ⟦585.5@A.max_range⟧；下半年 ⟦232.52@B.mean_range⟧ 点，最宽 ⟦507.5@B.max_range⟧。
[Q08：场灯亮。]"""),
E('q_h1_vs_h2_2024', 'wrong_year', 'nl-NL iceroad',
  """IJSWEG-LOGBOEK — winterweg naar Fort Chipewyan
Kenworth, bouwmateriaal · post CP2, 04:05, ijs goed
Radionotitie: NQ 2024 — eerste halfjaar gemiddeld ⟦232,52@A.mean_range~B.mean_range!⟧ punten dagspanne, uitschieter ⟦585,5@A.max_range⟧.
Kettingen om."""),
E('q_h1_vs_h2_2024', 'miscomputed', 'pl-PL dentlab',
  """PRACOWNIA PROTETYCZNA — ZLECENIE Z0417
Lek. dent. Wróbel · most cyrkonowy, kolor A2
Uwaga: NQ 2024 — średni zakres w I półroczu ⟦317,71@A.mean_range⟧, w II ⟦232,52@B.mean_range⟧; różnica ⟦58,19@A.mean_range-B.mean_range!⟧ pkt.
Model gotowy."""),
E('q_h1_vs_h2_2024', 'coincidental', 'es-ES props',
  """TEATRO REAL — LISTA DE ATREZO, «Carmen», acto IV
AT2 mantón · AT3 abanico · AT4 navaja (roma)
Nota de utilería: NQ 2024, sesión más amplia del primer semestre, ⟦585,5@A.max_range⟧ puntos; del segundo, ⟦588@B.max_range!⟧.
Todo en la mesa de hombro."""),
]
