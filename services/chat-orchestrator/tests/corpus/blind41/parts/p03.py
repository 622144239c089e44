"""Market-data queries, part 3 (q_rsi_oversold_2024 ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
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
E('q_rsi_oversold_2024', 'faithful', 'de-DE penrepair',
  f"""FÜLLHALTER-REPARATURSCHEIN — RS0722
Füller: Montblanc Meisterstück, Feder M, Tintenleiter gereinigt
Notiz des Federschleifers: RSI(14) des NQ lag 2024 an ⟦63@{NR}⟧ Tagen unter 30 — erstmals am ⟦24.01.@D:2024-01-24⟧ (⟦25,14@{d('2024-01-24', 'rsi')}⟧), zuletzt am ⟦20.12.@D:2024-12-20⟧ (⟦29,09@R.summary.last.rsi⟧); Tiefstwert ⟦19,49@R.summary.stats.rsi.min⟧.
Abholbereit Freitag."""),
E('q_rsi_oversold_2024', 'faithful', 'fr-FR scorebook',
  f"""CAHIER DE MARQUE CRICKET — Paris CC c. Normandie CC
Over O9 · lanceur : Shah · batteur : Lemaire
Note du marqueur : RSI(14) du NQ sous 30 pendant ⟦63@{NR}⟧ séances en 2024 ; le ⟦30 janvier@D:2024-01-30⟧, ⟦23,67@{d('2024-01-30', 'rsi')}⟧ (clôture ⟦16\u202f339,75@{d('2024-01-30', 'close')}⟧) ; moyenne ⟦26,12@R.summary.stats.rsi.mean⟧.
Stumps à 18:30."""),
E('q_rsi_oversold_2024', 'faithful', 'ru-RU sandcastle',
  f"""КОНКУРС ПЕСОЧНЫХ ЗАМКОВ — КАРТОЧКА СУДЬИ, участок U3
Команда «Песчаный бастион» · детская категория
Заметка судьи: RSI(14) NQ ниже 30 в 2024 г. — ⟦63@{NR}⟧ дня; ⟦8 февраля@D:2024-02-08⟧: ⟦23,71@{d('2024-02-08', 'rsi')}⟧ при закрытии ⟦15\u00a0921@{d('2024-02-08', 'close')}⟧; минимум за год ⟦19,49@R.summary.stats.rsi.min⟧, максимум ⟦29,81@R.summary.stats.rsi.max⟧.
Прилив в 16:20. ★★★★"""),
E('q_rsi_oversold_2024', 'wrong_row', 'ja-JP pairing',
  f"""対局組合せカード ― 全日本オープン・ラウンドR4
ボードB6・先手：佐藤・後手：Meyer
審判メモ：2024年、NQのRSI(14)が30未満だった日は⟦63@{NR}⟧日。⟦2月6日@D:2024-02-06⟧は⟦26.23@{d('2024-02-06', 'rsi')}⟧、⟦2月8日@D:2024-02-08⟧は⟦25.30@{d('2024-02-08', 'rsi')}~{d('2024-02-07', 'rsi')}!⟧、⟦2月9日@D:2024-02-09⟧は⟦29.22@{d('2024-02-09', 'rsi')}⟧。
19:00までに結果記入。"""),
E('q_rsi_oversold_2024', 'coincidental', 'nl-NL snuffmill',
  f"""SNUIFMOLEN — GROOTBOEK, kollergang K2
Maalgoed: Schotse snuif, stampers P1–P4 · malen vanaf 06:20
Boeking van de klerk: NQ-RSI(14) onder 30 op ⟦9 februari@D:2024-02-09⟧ (⟦29,22@{d('2024-02-09', 'rsi')}⟧), slot ⟦16.047@{d('2024-02-09', 'close')}!⟧; in 2024 in totaal ⟦63@{NR}⟧ zulke dagen.
Potten verzegeld; saldo overgebracht."""),
E('q_rsi_oversold_2024', 'invented', 'zh-CN lifeguard',
  f"""救生塔值班日志 — T3 号塔 · 三亚湾
旗帜：黄旗 10:00 升起 · 离岸流注意
救生员备注：2024 年 NQ 的 RSI(14) 低于 30 共 ⟦63@{NR}⟧ 天，首次 ⟦1月24日@D:2024-01-24⟧（⟦25.14@{d('2024-01-24', 'rsi')}⟧），全年最低 ⟦17.8@R.summary.stats.rsi.min!⟧。
18:00 降旗，塔已上锁。"""),
# ---------------------------------------------------------------- q_quarter_range_2024
E('q_quarter_range_2024', 'faithful', 'ja-JP gondola',
  f"""ゴンドラ予約票 ― GB1018
スタツィオ：ダニエリ・ゴンドリエーレ リッツォ・17:00
ご案内：2024年NQの四半期別平均値幅 ― Q1 ⟦320.64@{q(1)}⟧、Q2 ⟦314.87@{q(2)}⟧、Q3 ⟦263.41@{q(3)}⟧、Q4 ⟦201.62@{q(4)}⟧ポイント。四半期ごとに縮小。
桟橋にて支払い済み。"""),
E('q_quarter_range_2024', 'faithful', 'pl-PL lifeguard',
  f"""DZIENNIK WIEŻY RATOWNICZEJ — wieża W1, Międzyzdroje
Flaga biała od 09:00 · woda spokojna
Notatka ratownika: średni dzienny zakres NQ w 2024 r. — Q1 ⟦320,6@{q(1)}⟧ pkt (maks. ⟦585,5@{q(1, 'max_range')}⟧), Q4 ⟦201,6@{q(4)}⟧ pkt (maks. ⟦389@{q(4, 'max_range')}⟧); z kwartału na kwartał spokojniej.
Flaga zdjęta 18:00."""),
E('q_quarter_range_2024', 'faithful', 'es-ES polo',
  f"""ACTA DE POLO — cancha C2, Sotogrande · chukker C5
Los Lanceros v Tamarindo
Nota del árbitro: rango medio del NQ por trimestre en 2024 — T1 ⟦320,64@{q(1)}⟧, T2 ⟦314,87@{q(2)}⟧, T3 ⟦263,41@{q(3)}⟧, T4 ⟦201,62@{q(4)}⟧ puntos; máximo del T3, ⟦507,5@{q(3, 'max_range')}⟧.
Campana; chuletas pisadas."""),
E('q_quarter_range_2024', 'wrong_column', 'zh-CN radiotel',
  f"""观测申请单 — 天马射电望远镜 · 项目 TM24A03
目标源：天鹅座 A · C 波段 · 时段 S1
PI 备注：2024 年 NQ 各季度平均日内波幅 — Q1 ⟦320.64@{q(1)}⟧ 点，Q2 ⟦555.25@{q(2)}~{q(2, 'max_range')}!⟧，Q4 ⟦201.62@{q(4)}⟧。
请排在维护之后。"""),
E('q_quarter_range_2024', 'derived', 'en-US pairing',
  f"""PAIRING CARD — Hastings Open, round R7
Board B4 · White: Adeyemi · Black: Horvath
Arbiter's note: NQ's mean daily range shrank from ⟦320.64@{q(1)}⟧ pts in Q1 to ⟦201.62@{q(4)}⟧ in Q4 of 2024 — ⟦119.02@{q(1)}-{q(4)}!⟧ pts narrower (my own subtraction, not a figure in the output).
Result slip due by 19:00."""),
E('q_quarter_range_2024', 'wrong_row', 'fr-FR penrepair',
  f"""TICKET DE RÉPARATION STYLO-PLUME — TR0721
Stylo : Waterman Carène, plume M, piston regarni
Note de l'atelier : amplitude moyenne du NQ par trimestre en 2024 — T1 ⟦320,64@{q(1)}⟧, T2 ⟦314,87@{q(2)}⟧, T3 ⟦201,62@{q(3)}~{q(4)}!⟧ points.
Rincé, encré, essayé ; prêt jeudi."""),
# ---------------------------------------------------------------- q_close_extremes_2023
E('q_close_extremes_2023', 'faithful', 'fr-FR snuffmill',
  """MOULIN À TABAC À PRISER — GRAND LIVRE, meule M1
Mouture : rapé de Saint-Omer, pilons P1–P4 · depuis 06:20
Écriture du commis : NQ en 2023 — plus haute clôture ⟦18\u202f946@max_close⟧, plus basse ⟦15\u202f875,25@min_close⟧, dernière clôture de l'année ⟦17\u202f553,5@last_close⟧.
Pots scellés ; report à nouveau."""),
E('q_close_extremes_2023', 'faithful', 'es-ES penrepair',
  """RESGUARDO DE REPARACIÓN DE PLUMA ESTILOGRÁFICA — RP0309
Pluma: Sheaffer Snorkel, plumín F, tubo de carga nuevo
Nota del taller: cierres del NQ en 2023 — máximo ⟦18.946@max_close⟧, mínimo ⟦15.875,25@min_close⟧, último ⟦17.553,5@last_close⟧ puntos.
Limpiada, cargada y probada; lista el jueves."""),
E('q_close_extremes_2023', 'faithful', 'en-US gondola',
  """GONDOLA BOOKING SLIP — GB0611
Stazio Danieli · gondolier P. Rizzo · 17:30, Grand Canal
Note for passenger: NQ's highest close of 2023 was ⟦18,946@max_close⟧, its lowest ⟦15,875.25@min_close⟧; the year ended at ⟦17,553.50@last_close⟧.
Paid at the pier."""),
E('q_close_extremes_2023', 'wrong_column', 'en-GB lifeguard',
  """LIFEGUARD TOWER LOG — Tower T4, Perranporth
Flags: red-yellow up 09:00 · rip by the stream outlet
Guard's note: NQ closes in 2023 — highest ⟦18,946@max_close⟧, lowest ⟦17,553.5@min_close~last_close!⟧.
Flags down 18:00; tower locked."""),
E('q_close_extremes_2023', 'miscomputed', 'pt-BR sandcastle',
  """CONCURSO DE CASTELOS DE AREIA — FICHA DO JÚRI, lote L6
Equipe «Torre Torta» · categoria juvenil
Nota do júri: NQ em 2023 — fechamento máximo ⟦18.946@max_close⟧, mínimo ⟦15.875,25@min_close⟧; distância entre os dois de ⟦3.007,75@max_close-min_close!⟧ pontos.
Maré alta às 16:20. ★★★"""),
E('q_close_extremes_2023', 'invented', 'ru-RU airship',
  """ДИРИЖАБЛЬ — ЖУРНАЛ ШВАРТОВКИ, мачта M1, Долгопрудный
Корабль «Италия», балласт выровнен · ветер В умеренный
Запись вахтенного: закрытия NQ в 2023 г. — максимум ⟦18\u00a0946@max_close⟧, минимум ⟦15\u00a0875,25@min_close⟧, последнее ⟦17\u00a0386,25@last_close!⟧.
На мачте с 18:40."""),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
E('q_h1_vs_h2_2024', 'faithful', 'en-US snuffmill',
  """SNUFF MILL LEDGER — Wilsons of Sharrow, mill M3
Mull: SP best, pestles P1–P4 · grind begun 06:00
Clerk's entry: yes — NQ's mean daily range was ⟦317.71@A.mean_range⟧ in H1 2024 (⟦124@A.R.source_row_count⟧ sessions) against ⟦232.52@B.mean_range⟧ in H2 (⟦128@B.R.source_row_count⟧).
Jars sealed."""),
E('q_h1_vs_h2_2024', 'faithful', 'pt-BR penrepair',
  """TÍQUETE DE CONSERTO DE CANETA-TINTEIRO — CT0817
Caneta: Parker Vacumatic, pena M, diafragma trocado
Nota da oficina: o 1º semestre de 2024 foi mais volátil — amplitude média ⟦317,7@A.mean_range⟧ pontos contra ⟦232,5@B.mean_range⟧ no 2º; máxima ⟦585,5@A.max_range⟧ contra ⟦507,5@B.max_range⟧.
Pronta na quinta."""),
E('q_h1_vs_h2_2024', 'faithful', 'zh-CN airship',
  """飞艇 · 系留日志 — 系留塔 M1
艇名「北方」，压舱已调 · 东风中等
系留官备注：2024 年上半年 NQ 平均日内波幅 ⟦317.71@A.mean_range⟧ 点，下半年 ⟦232.52@B.mean_range⟧ 点；上半年更动荡，最大 ⟦585.5@A.max_range⟧。
18:40 系上桅杆。"""),
E('q_h1_vs_h2_2024', 'wrong_year', 'en-GB radiotel',
  """OBSERVING REQUEST — Lovell Telescope, proposal LT24B07
Target: Cygnus A · L-band · session S3
PI's note: NQ mean daily range ⟦317.71@A.mean_range⟧ pts in H1 2024 vs ⟦232.52@B.mean_range⟧ in H2; widest day of H2 ⟦585.5@B.max_range~A.max_range!⟧.
Please schedule after maintenance."""),
E('q_h1_vs_h2_2024', 'misrounded', 'it-IT polo',
  """REFERTO POLO — campo P1, Roma Acquasanta · chukker C3
I Lancieri c. Tamarindo
Nota dell'arbitro: escursione media giornaliera del NQ nel 1º semestre 2024: ⟦317,70@A.mean_range!⟧ punti; nel 2º: ⟦232,52@B.mean_range⟧. Il primo più volatile.
Campana; zolle rimesse a posto."""),
E('q_h1_vs_h2_2024', 'miscomputed', 'pl-PL pairing',
  """KARTA KOJARZEŃ — Open Cracovia, runda R5
Szachownica S11 · białe: Wiśniewski · czarne: Ortega
Uwaga sędziego: średni dzienny zakres NQ w I półroczu 2024 ⟦317,71@A.mean_range⟧ pkt, w II ⟦232,52@B.mean_range⟧ pkt — różnica ⟦95,19@A.mean_range-B.mean_range!⟧ pkt.
Wynik wpisać do 19:00."""),
]
