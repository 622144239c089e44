"""Market-data queries, part 3 (q_rsi_oversold_2024 ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- q_rsi_oversold_2024
E('q_rsi_oversold_2024', 'wrong_row', 'en-GB hymnboard',
  """HYMN BOARD — St Oversold's, 2024
Processional: ⟦24 Jan@D:2024-01-24⟧, RSI ⟦25.1@row('2024-01-24').rsi⟧ (the first)
Psalm: ⟦15 Mar@D:2024-03-15⟧, RSI ⟦26.5@row('2024-03-15').rsi~row('2024-03-14').rsi!⟧
Offertory: ⟦63@R.summary.rows⟧ days below 30 in all
Recessional: ⟦20 Dec@D:2024-12-20⟧, the last"""),
E('q_rsi_oversold_2024', 'coincidental', 'en-US waybill',
  """WAYBILL — AWB NQRSI
Shipment: NQ daily closes with RSI(14) under 30, 2024 — ⟦63@R.summary.rows⟧ pieces
Piece ⟦3/13@D:2024-03-13⟧: close ⟦15,065@row('2024-03-13').close!⟧, RSI ⟦29.0@row('2024-03-13').rsi⟧
Piece ⟦1/24@D:2024-01-24⟧: RSI ⟦25.14@row('2024-01-24').rsi⟧, first on the manifest
Deliver to: trading desk"""),
E('q_rsi_oversold_2024', 'misrounded', 'fr-FR dig',
  """RAPPORT DE FOUILLE — Secteur NQ, campagne 2024
US « survente » : ⟦63@R.summary.rows⟧ journées sous RSI 30
Niveau le plus bas : RSI ⟦19,50@stats.rsi.min!⟧
Moyenne des niveaux : ⟦26,12@stats.rsi.mean⟧
Premier dépôt : ⟦24 janvier@D:2024-01-24⟧ ; dernier : ⟦20 décembre@D:2024-12-20⟧"""),
E('q_rsi_oversold_2024', 'faithful', 'zh-CN sampler',
  """绣者：陈小梅，NQ绣坊
✿ 2024年 RSI(14) 低于30，共 ⟦63@R.summary.rows⟧ 天 ✿
✿ 首日 ⟦1月24日@D:2024-01-24⟧，末日 ⟦12月20日@D:2024-12-20⟧ ✿
✿ 最低 ⟦19.49@stats.rsi.min⟧ ✿
「针脚虽密，心要放宽」"""),
E('q_rsi_oversold_2024', 'faithful', 'ru-RU specimen',
  """ЭТИКЕТКА ОБРАЗЦА — шифр NQ-R30
Забор: 2024 год, дни с RSI(14) ниже 30 — ⟦63@R.summary.rows⟧
Минимум ⟦19,49@stats.rsi.min⟧ · максимум ⟦29,81@stats.rsi.max⟧ · среднее ⟦26,12@stats.rsi.mean⟧
Первый: ⟦24 января@D:2024-01-24⟧
Хранить при комнатной температуре."""),
E('q_rsi_oversold_2024', 'faithful', 'de-DE cellar',
  """KELLERKARTE — Fach R1
Wein: NQ „Überverkauft“, Jahrgang 2024, ⟦63@R.summary.rows⟧ Flaschen (RSI unter 30)
Erste Flasche: ⟦24.01.2024@D:2024-01-24⟧, RSI ⟦25,14@row('2024-01-24').rsi⟧
⟦08.02.2024@D:2024-02-08⟧: RSI ⟦23,71@row('2024-02-08').rsi⟧
Letzte: ⟦20.12.2024@D:2024-12-20⟧"""),
# ---------------------------------------------------------------- q_quarter_range_2024
E('q_quarter_range_2024', 'wrong_column', 'en-US kinder',
  """BUTTERFLY ROOM NEWS
We measured the wiggles of 2024 season by season! Winter (Q1) wiggled ⟦320.6@row(1).mean_range⟧ points a day on average and summer (Q3) ⟦507.5@row(3).mean_range~row(3).max_range!⟧. Fall (Q4) was the calmest at ⟦201.6@row(4).mean_range⟧.
Please send sunscreen! — Mrs. Dee"""),
E('q_quarter_range_2024', 'miscomputed', 'zh-CN sampler',
  """绣者：林阿姨，NQ绣坊，2024年
✿ 一季度日均振幅 ⟦320.6@row(1).mean_range⟧ 点 ✿ 四季度 ⟦201.6@row(4).mean_range⟧ 点 ✿
✿ 一年里收窄了 ⟦109.0@row(1).mean_range-row(4).mean_range!⟧ 点 ✿
「一针一线，越绣越平」"""),
E('q_quarter_range_2024', 'wrong_row', 'pt-BR guestbook',
  """Livro de hóspedes — Pousada NQ
Passamos 2024 inteiro aqui. No primeiro trimestre a amplitude média foi de ⟦320,64@row(1).mean_range⟧ pontos; no segundo, ⟦263,41@row(2).mean_range~row(3).mean_range!⟧; no último, só ⟦201,62@row(4).mean_range⟧. Ficou cada vez mais tranquilo!
Abraços, família Souza"""),
E('q_quarter_range_2024', 'faithful', 'en-GB specimen',
  """SPECIMEN LABEL
ID: NQ-Q24 · Source: daily bars, 2024, by quarter
Q1 mean range ⟦320.6@row(1).mean_range⟧ pts (max ⟦585.5@row(1).max_range⟧)
Q4 mean range ⟦201.6@row(4).mean_range⟧ pts (max ⟦389@row(4).max_range⟧)
Note: each quarter calmer than the last.
Store at room temperature."""),
E('q_quarter_range_2024', 'faithful', 'nl-NL hymnboard',
  """LIEDBORD — NQ, 2024
Intochtslied: K1 ⟦320,6@row(1).mean_range⟧
Psalm: K2 ⟦314,9@row(2).mean_range⟧
Collecte: K3 ⟦263,4@row(3).mean_range⟧
Slotlied: K4 ⟦201,6@row(4).mean_range⟧
(gemiddelde dagspanne in punten)"""),
E('q_quarter_range_2024', 'faithful', 'fr-FR waybill',
  """LETTRE DE VOITURE — LV NQT24
Expéditeur : barres journalières NQ 2024, par trimestre
Colis T1 : amplitude moyenne ⟦320,64@row(1).mean_range⟧ pts, pointe ⟦585,5@row(1).max_range⟧
Colis T4 : amplitude moyenne ⟦201,62@row(4).mean_range⟧ pts, pointe ⟦389@row(4).max_range⟧
Remarque : chaque colis plus léger que le précédent."""),
# ---------------------------------------------------------------- q_close_extremes_2023
E('q_close_extremes_2023', 'wrong_unit', 'de-DE kinder',
  """KITA-POST — Gruppe Marienkäfer
Wir haben uns die Schlusskurse von 2023 angeschaut: der höchste war ⟦18.946@max_close~max_close!⟧ Euro, der tiefste ⟦15.875,25@min_close⟧ Punkte, zum Jahresende ⟦17.553,5@last_close⟧.
Bitte Matschhosen mitbringen! Eure Erzieherin Sabine""", unit_note='points quoted as euros'),
E('q_close_extremes_2023', 'derived', 'nl-NL waybill',
  """VRACHTBRIEF — NQ2023
Inhoud: slotkoersen 2023
Hoogste ⟦18.946@max_close⟧ · laagste ⟦15.875,25@min_close⟧ · laatste ⟦17.553,5@last_close⟧
Afstand van de laatste tot de top: ⟦1.392,5@max_close-last_close!⟧ punten (zelf uitgerekend, staat niet in het rapport)
Handtekening ontvanger: ____"""),
E('q_close_extremes_2023', 'invented', 'en-US specimen',
  """SPECIMEN LABEL
ID: NQ-X23 · Collected: daily closes, 2023
High: ⟦18,946@max_close⟧ · Low: ⟦15,412.5@min_close!⟧
Year-end: ⟦17,553.5@last_close⟧
Handle with gloves."""),
E('q_close_extremes_2023', 'faithful', 'fr-FR hymnboard',
  """TABLEAU DES CANTIQUES — NQ, année 2023
Entrée : plus haute clôture, ⟦18\u202f946@max_close⟧
Psaume : plus basse, ⟦15\u202f875,25@min_close⟧
Envoi : dernière clôture, ⟦17\u202f553,5@last_close⟧"""),
E('q_close_extremes_2023', 'faithful', 'pt-BR cellar',
  """FICHA DE ADEGA — Prateleira F1
Vinho: NQ Fechamentos, safra 2023
Máxima: ⟦18.946@max_close⟧ · mínima: ⟦15.875,25@min_close⟧
Último: ⟦17.553,5@last_close⟧ (abaixo do topo)
Beber até 2026."""),
E('q_close_extremes_2023', 'faithful', 'en-GB almanac',
  """FARMERS' ALMANAC — NQ, 2023
High-water mark: a close of ⟦18,946@max_close⟧
Low-water mark: ⟦15,875.25@min_close⟧
The year ends at ⟦17,553.50@last_close⟧
Lore: 'Plant between the marks and pray.'"""),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
E('q_h1_vs_h2_2024', 'wrong_year', 'ru-RU dig',
  """ОТЧЁТ О РАСКОПКАХ — раскоп NQ, 2024 год
Горизонт H1: средний размах ⟦317,7@A.mean_range⟧, пик ⟦585,5@A.max_range⟧
Горизонт H2: ⟦124@B.R.source_row_count~A.R.source_row_count!⟧ слоя, средний размах ⟦232,5@B.mean_range⟧
Вывод: первая половина мощнее."""),
E('q_h1_vs_h2_2024', 'wrong_column', 'pl-PL specimen',
  """ETYKIETA PRÓBKI — nr NQ-H24
Próbka A (styczeń–czerwiec): średni zakres ⟦317,7@A.mean_range⟧ pkt, maks. ⟦585,5@A.max_range⟧
Próbka B (lipiec–grudzień): średni zakres ⟦507,5@B.mean_range~B.max_range!⟧ pkt
Przechowywać w temperaturze pokojowej."""),
E('q_h1_vs_h2_2024', 'coincidental', 'nl-NL guestbook',
  """Gastenboek — Hotel NQ
Heel 2024 gelogeerd. Eerste helft: gemiddelde dagspanne ⟦317,7@A.mean_range⟧ punten over ⟦124@A.R.source_row_count⟧ dagen; tweede helft ⟦232,5@B.mean_range⟧ over ⟦121@B.R.source_row_count!⟧ dagen. Het werd steeds rustiger, net als wij.
Groeten, Henk en Ria"""),
E('q_h1_vs_h2_2024', 'faithful', 'it-IT comic',
  """VIGNETTA: il trader taglia in due il calendario 2024.
NUVOLETTA: «Primo semestre: escursione media ⟦317,7@A.mean_range⟧ punti, picco ⟦585,5@A.max_range⟧!»
NUVOLETTA: «Secondo: ⟦232,5@B.mean_range⟧, picco ⟦507,5@B.max_range⟧. Più tranquillo.»
UFF!"""),
E('q_h1_vs_h2_2024', 'faithful', 'de-DE sampler',
  """Gestickt von H. Weber, Stickstube NQ, 2024
✿ Erstes Halbjahr: ⟦317,71@A.mean_range⟧ Punkte im Schnitt ✿
✿ Zweites Halbjahr: ⟦232,52@B.mean_range⟧ ✿
„Erst stürmisch, dann still“"""),
E('q_h1_vs_h2_2024', 'faithful', 'en-GB cellar',
  """CELLAR CARD — Bin H1/H2
Wine: NQ 2024, two bottlings
H1 (⟦124@A.R.source_row_count⟧ sessions): mean range ⟦317.7@A.mean_range⟧, peak ⟦585.5@A.max_range⟧
H2 (⟦128@B.R.source_row_count⟧ sessions): mean range ⟦232.5@B.mean_range⟧, peak ⟦507.5@B.max_range⟧
Verdict: the first half was the livelier vintage."""),
]
