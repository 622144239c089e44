"""Market-data queries, part 3 (q_rsi_oversold_2024 ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- q_rsi_oversold_2024
E('q_rsi_oversold_2024', 'wrong_row', 'it-IT audioguide',
  """🎧 Audioguida — Sala G4, «Ipervenduto 2024»
Prima tela: ⟦24 gennaio@D:2024-01-24⟧, RSI(14) a ⟦25,14@row('2024-01-24').rsi⟧, chiusura ⟦16.672,75@row('2024-01-24').close⟧.
Accanto, il ⟦5 febbraio@D:2024-02-05⟧: RSI ⟦29,22@row('2024-02-05').rsi~row('2024-02-09').rsi!⟧.
In tutto ⟦63@R.summary.rows⟧ giornate sotto 30. Proseguite verso la sala successiva."""),
E('q_rsi_oversold_2024', 'wrong_column', 'nl-NL obituary',
  """IN MEMORIAM
Na ⟦63@R.summary.rows⟧ oversold dagen in 2024 nemen wij afscheid van de RSI.
Diepste punt: ⟦19,49@stats.rsi.min⟧. Gemiddeld lag hij op ⟦29,81@stats.rsi.mean~stats.rsi.max!⟧.
Laatste adem: ⟦20 december@D:2024-12-20⟧, ⟦29,09@R.summary.last.rsi⟧.
De familie"""),
E('q_rsi_oversold_2024', 'misrounded', 'fr-FR pacenotes',
  """ES NQ 2024 — notes de la copilote
⟦24 janvier@D:2024-01-24⟧ : RSI ⟦25,1@row('2024-01-24').rsi⟧, entrée survente, G3
point bas RSI ⟦19,4@stats.rsi.min!⟧, attention, trou
⟦63@R.summary.rows⟧ jours sous 30, dernier le ⟦20 décembre@D:2024-12-20⟧
arrivée"""),
E('q_rsi_oversold_2024', 'faithful', 'zh-CN rulebook',
  """游戏规则 ·《超卖大作战 2024》
条件：RSI(14) 低于 30 即可出牌，全年可出牌 ⟦63@R.summary.rows⟧ 次。
第一张：⟦1月24日@D:2024-01-24⟧（RSI ⟦25.14@row('2024-01-24').rsi⟧）；最后一张：⟦12月20日@D:2024-12-20⟧（RSI ⟦29.09@R.summary.last.rsi⟧）。
最低 RSI ⟦19.49@stats.rsi.min⟧ 者获胜。"""),
E('q_rsi_oversold_2024', 'faithful', 'pt-BR logbook',
  """DIÁRIO DE BORDO — PT-NQR, C172
⟦30/01/2024@D:2024-01-30⟧ — RSI(14) ⟦23,67@row('2024-01-30').rsi⟧, fechamento ⟦16.339,75@row('2024-01-30').close⟧
⟦08/02/2024@D:2024-02-08⟧ — RSI ⟦23,71@row('2024-02-08').rsi⟧, fechamento ⟦15.921@row('2024-02-08').close⟧
Média dos ⟦63@R.summary.rows⟧ dias abaixo de 30: ⟦26,12@stats.rsi.mean⟧"""),
E('q_rsi_oversold_2024', 'faithful', 'ru-RU patter',
  """Дамы и господа! В этой колоде ⟦63@R.summary.rows⟧ карты: дни 2024 года с RSI ниже 30.
Тяните любую… ⟦18 марта@D:2024-03-18⟧! RSI ⟦24,55@row('2024-03-18').rsi⟧, закрытие ⟦14\u00a0918,25@row('2024-03-18').close⟧.
Средний RSI колоды — ⟦26,12@stats.rsi.mean⟧. Алле-оп!"""),
# ---------------------------------------------------------------- q_quarter_range_2024
E('q_quarter_range_2024', 'wrong_column', 'fr-FR rulebook',
  """RÈGLE DU JEU — « Quatre Saisons 2024 »
Chaque trimestre est une carte ; sa valeur = amplitude moyenne.
T1 : ⟦320,6@row(1).mean_range⟧ · T2 : ⟦314,9@row(2).mean_range⟧ · T3 : ⟦507,5@row(3).mean_range~row(3).max_range!⟧ · T4 : ⟦201,6@row(4).mean_range⟧
La carte T4, la plus calme, ne gagne jamais."""),
E('q_quarter_range_2024', 'derived', 'ru-RU qsl',
  """QSL — UA3NQX для DL0NQ
Наш QSO по кварталам 2024: Q1 средний диапазон ⟦320,6@row(1).mean_range⟧, Q4 ⟦201,6@row(4).mean_range⟧
Сигнал ослаб на ⟦119@row(1).mean_range-row(4).mean_range!⟧ пунктов — считал сам
Спасибо за связь!"""),
E('q_quarter_range_2024', 'coincidental', 'en-US patter',
  """Ladies and gentlemen, four envelopes, four quarters of 2024!
Envelope Q1: average daily range ⟦320.6@row(1).mean_range⟧. Envelope Q2: ⟦318@row(2).mean_range!⟧.
Envelope Q4, the calmest of all: ⟦201.6@row(4).mean_range⟧.
Each one quieter than the last. Ta-da!"""),
E('q_quarter_range_2024', 'faithful', 'de-DE audioguide',
  """🎧 Audioguide — Raum H, „Vier Quartale 2024“
Sie stehen vor Q1: mittlere Tagesspanne ⟦320,6@row(1).mean_range⟧ Punkte, größter Ausschlag ⟦585,5@row(1).max_range⟧.
Gehen Sie weiter zu Q4: nur noch ⟦201,6@row(4).mean_range⟧, Maximum ⟦389@row(4).max_range⟧.
Jedes Quartal ruhiger als das vorige. Bitte drücken Sie die grüne Taste."""),
E('q_quarter_range_2024', 'faithful', 'zh-CN obituary',
  """讣告
NQ 2024年的波动，于Q4安详离世，享年四个季度。
Q1 平均振幅 ⟦320.6@row(1).mean_range⟧ 点，Q2 ⟦314.9@row(2).mean_range⟧，Q3 ⟦263.4@row(3).mean_range⟧，Q4 仅剩 ⟦201.6@row(4).mean_range⟧。
一生中最剧烈的一天：⟦585.5@row(1).max_range⟧ 点。
家属敬挽"""),
E('q_quarter_range_2024', 'faithful', 'it-IT logbook',
  """LIBRETTO DI VOLO — I-NQAX, P68
Turbolenza media per trimestre 2024:
Q1 ⟦320,6@row(1).mean_range⟧ · Q2 ⟦314,9@row(2).mean_range⟧ · Q3 ⟦263,4@row(3).mean_range⟧ · Q4 ⟦201,6@row(4).mean_range⟧
Note: ogni trimestre più calmo del precedente."""),
# ---------------------------------------------------------------- q_close_extremes_2023
E('q_close_extremes_2023', 'wrong_column', 'ja-JP qsl',
  """QSLカード　JA1NQX → DL0NQ
2023年の交信記録（終値）
最高値 ⟦18,946@max_close⟧ ／ 最安値 ⟦17,553.5@min_close~last_close!⟧
大引け ⟦17,553.5@last_close⟧
交信ありがとうございました"""),
E('q_close_extremes_2023', 'misrounded', 'it-IT sewing',
  """CARTAMODELLO NQ23 — Gonna «Chiusure 2023»
Orlo più alto (chiusura massima): ⟦18.946@max_close⟧
Orlo più basso (chiusura minima): ⟦15.874@min_close!⟧
Cucitura finale (ultima chiusura): ⟦17.553,5@last_close⟧
Stirare a ferro tiepido."""),
E('q_close_extremes_2023', 'invented', 'pl-PL summit',
  """KSIĘGA SZCZYTOWA — Wierch NQ, sezon 2023
Najwyższy punkt (zamknięcie): ⟦19\u00a0212@max_close!⟧
Najniższy: ⟦15\u00a0875,25@min_close⟧
Zejście na koniec roku: ⟦17\u00a0553,5@last_close⟧
Pogoda: mgła. Wpis: Kasia i Tomek"""),
E('q_close_extremes_2023', 'faithful', 'de-DE rulebook',
  """SPIELREGEL — „Gipfel & Tal 2023“
Höchster Schlusskurs des Jahres: ⟦18.946@max_close⟧ Punkte (Siegfeld)
Tiefster: ⟦15.875,25@min_close⟧ (Startfeld)
Ziel: das Jahr bei ⟦17.553,5@last_close⟧ beenden. Wer zuerst ankommt, gewinnt."""),
E('q_close_extremes_2023', 'faithful', 'nl-NL pacenotes',
  """KP NQ 2023 — notities
start laag, ⟦15.875,25@min_close⟧, R4 in, lang klimmen
top ⟦18.946@max_close⟧, over de kam, niet snijden
finish op ⟦17.553,5@last_close⟧"""),
E('q_close_extremes_2023', 'faithful', 'en-GB obituary',
  """OBITUARY
The year 2023 has closed at ⟦17,553.5@last_close⟧.
At its peak it reached ⟦18,946@max_close⟧; in its darkest hour, ⟦15,875.25@min_close⟧.
Remembered fondly by the bulls. Donations to the volatility fund."""),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
E('q_h1_vs_h2_2024', 'wrong_year', 'de-DE audioguide',
  """🎧 Audioguide — Raum J, „Zwei Halbjahre 2024“
Links das erste Halbjahr: mittlere Spanne ⟦317,7@A.mean_range⟧ Punkte, Spitze ⟦585,5@A.max_range⟧.
Rechts das zweite: ⟦232,5@B.mean_range⟧ Punkte im Mittel, Spitze ⟦585,5@B.max_range~A.max_range!⟧.
Das erste Halbjahr war deutlich unruhiger. Weiter mit der grünen Taste."""),
E('q_h1_vs_h2_2024', 'miscomputed', 'pl-PL sleeve',
  """OKŁADKA PŁYTY — „Dwa półrocza 2024”
Strona A (I półrocze): średni zakres ⟦317,71@A.mean_range⟧ pkt, ⟦124@A.R.source_row_count⟧ sesje
Strona B (II półrocze): ⟦232,52@B.mean_range⟧ pkt, ⟦128@B.R.source_row_count⟧ sesji
Strona A głośniejsza o ⟦95,19@A.mean_range-B.mean_range!⟧ pkt."""),
E('q_h1_vs_h2_2024', 'wrong_unit', 'en-GB rulebook',
  """RULES — "First Half, Second Half" (2024)
Two decks. The H1 deck's average card is ⟦317.7@A.mean_range⟧ points (top card ⟦585.5@A.max_range⟧).
The H2 deck averages £⟦232.52@B.mean_range~B.mean_range!⟧ (top card ⟦507.5@B.max_range⟧).
The steadier deck, H2, always plays second.""", unit_note='points quoted as pounds sterling'),
E('q_h1_vs_h2_2024', 'faithful', 'ja-JP logbook',
  """航空日誌　JA4NQX　C172
2024年上期：平均揺れ幅 ⟦317.7@A.mean_range⟧、最大 ⟦585.5@A.max_range⟧
2024年下期：平均 ⟦232.5@B.mean_range⟧、最大 ⟦507.5@B.max_range⟧
所見：上期の方が荒れていた。"""),
E('q_h1_vs_h2_2024', 'faithful', 'es-ES sewing',
  """PATRÓN NQ — Chaqueta «Semestres 2024»
Pieza delantera (primer semestre): ancho medio ⟦317,7@A.mean_range⟧ pts, máximo ⟦585,5@A.max_range⟧
Pieza trasera (segundo semestre): ⟦232,5@B.mean_range⟧ pts, máximo ⟦507,5@B.max_range⟧
El delantero es más ancho: el primer semestre fue más volátil."""),
E('q_h1_vs_h2_2024', 'faithful', 'fr-FR obituary',
  """AVIS DE DÉCÈS
Le premier semestre 2024 s'en est allé, agité jusqu'au bout : amplitude moyenne ⟦317,7@A.mean_range⟧ points, pointe à ⟦585,5@A.max_range⟧.
Son cadet, le second semestre, plus paisible (⟦232,5@B.mean_range⟧ points), lui survit.
Ni fleurs ni couronnes."""),
]
