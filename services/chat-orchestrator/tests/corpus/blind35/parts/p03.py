"""Market-data queries, part 3 (q_rsi_oversold_2024 ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- q_rsi_oversold_2024
E('q_rsi_oversold_2024', 'faithful', 'ru-RU luthier',
  """ЗАПИСИ МАСТЕРСКОЙ — скрипка V14
RSI(14) NQ ниже 30 в 2024: ⟦63@R.summary.rows⟧ дня
Первый — ⟦24 января@D:2024-01-24⟧ (⟦25,14@row('2024-01-24').rsi⟧), последний — ⟦20 декабря@D:2024-12-20⟧ (⟦29,09@row('2024-12-20').rsi⟧)
Минимум ⟦19,49@stats.rsi.min⟧. Лак второй слой."""),
E('q_rsi_oversold_2024', 'faithful', 'de-DE lock',
  """SCHLEUSENBUCH — Schleuse S5, NQ-Kanal
07:30 Talfahrt: MS „Greta“
RSI(14) unter 30, 2024: ⟦63@R.summary.rows⟧ Tage, Mittel ⟦26,12@stats.rsi.mean⟧; tiefster Wert ⟦19,49@stats.rsi.min⟧
Erster Tag ⟦24.01.@D:2024-01-24⟧ mit ⟦25,14@row('2024-01-24').rsi⟧
Schleusenwärter: H. Vogel"""),
E('q_rsi_oversold_2024', 'faithful', 'es-ES raffle',
  """VERBENA DEL PUEBLO — HOJA DE RIFA
Premio gordo: jamón
Sale del bombo: RSI(14) de NQ bajo 30 en 2024 — ⟦63@R.summary.rows⟧ sesiones; ⟦8 de febrero@D:2024-02-08⟧, RSI ⟦23,71@row('2024-02-08').rsi⟧ con cierre ⟦15.921@row('2024-02-08').close⟧
Número premiado: R0311. Saca el alcalde."""),
E('q_rsi_oversold_2024', 'wrong_row', 'fr-FR icecream',
  """GLACIER — PARFUMS DU JOUR
Vanille · Cassis · Marron glacé
Coupe « RSI(14) sous 30 » : ⟦24 janvier@D:2024-01-24⟧ à ⟦25,14@row('2024-01-24').rsi⟧, ⟦26 janvier@D:2024-01-26⟧ à ⟦28,59@row('2024-01-26').rsi~row('2024-02-05').rsi!⟧
Cornet ou pot."""),
E('q_rsi_oversold_2024', 'wrong_column', 'pt-BR dome',
  """LIVRO DA CÚPULA — observatório, cúpula C3
Abertura 21:50 · fechamento 04:25
NQ 2024 com RSI(14) abaixo de 30: ⟦63@R.summary.rows⟧ dias; RSI mínimo ⟦29,81@stats.rsi.min~stats.rsi.max!⟧, médio ⟦26,12@stats.rsi.mean⟧
Observador: L. Pires"""),
E('q_rsi_oversold_2024', 'coincidental', 'nl-NL organ',
  """STEMRAPPORT ORGEL — Grote Kerk NQ
Toonhoogte A440, evenredig zwevend
Hoofdwerk: NQ 2024, RSI(14) onder 30 op ⟦63@R.summary.rows⟧ dagen; gemiddelde RSI ⟦25,32@stats.rsi.mean!⟧
Hangers: geen. Orgelmaker: B. Dekker"""),
# ---------------------------------------------------------------- q_quarter_range_2024
E('q_quarter_range_2024', 'faithful', 'pt-BR hydro',
  """FOLHA DE SONDAGEM H5 — lancha L1, perfil P2
Amplitude média do NQ por trimestre, 2024: T1 ⟦320,64@row(1).mean_range⟧ · T2 ⟦314,87@row(2).mean_range⟧ · T3 ⟦263,41@row(3).mean_range⟧ · T4 ⟦201,62@row(4).mean_range⟧
Cada trimestre mais raso que o anterior. Fundo: areia."""),
E('q_quarter_range_2024', 'faithful', 'fr-FR peal',
  """TABLEAU DE SONNERIE — clocher Saint-Martin, NQ
Samedi, sonnerie en l'honneur des trimestres 2024 :
T1 moyenne ⟦320,6@row(1).mean_range⟧, pic ⟦585,5@row(1).max_range⟧ ; T4 moyenne ⟦201,6@row(4).mean_range⟧, pic ⟦389@row(4).max_range⟧
Chef de tour : P. Morel"""),
E('q_quarter_range_2024', 'faithful', 'en-US luthier',
  """WORKSHOP NOTES — violin V31, Guarneri model
NQ 2024 range by quarter: Q1 ⟦320.6@row(1).mean_range⟧ (max ⟦585.5@row(1).max_range⟧), Q2 ⟦314.9@row(2).mean_range⟧, Q3 ⟦263.4@row(3).mean_range⟧, Q4 ⟦201.6@row(4).mean_range⟧ — calmer each quarter
Neck set; purfling tomorrow."""),
E('q_quarter_range_2024', 'wrong_row', 'es-ES cheese',
  """HOJA DE VOLTEO — cueva C2, estante E5 · Manchego
Queso «rango NQ 2024»: T1 media ⟦320,64@row(1).mean_range⟧, máximo ⟦585,5@row(1).max_range⟧; T4 media ⟦201,62@row(4).mean_range⟧, máximo ⟦507,5@row(4).max_range~row(3).max_range!⟧
Volteado; corteza seca. Firma: LP"""),
E('q_quarter_range_2024', 'derived', 'ja-JP parachute',
  """パラシュート パッキングカード ― リグR8・メインM1・リザーブRS2
2024年 四半期別平均値幅：Q1 ⟦320.64@row(1).mean_range⟧、Q4 ⟦201.62@row(4).mean_range⟧
Q1はQ4の ⟦1.59@row(1).mean_range/row(4).mean_range!⟧ 倍（自分で割った数字、レポートにはない）
パッカー：中村"""),
E('q_quarter_range_2024', 'misrounded', 'en-GB organ',
  """ORGAN TUNING REPORT — St Aidan's, NQ
Pitch A440, equal temperament
Great: 2024 mean range — Q1 ⟦320.6@row(1).mean_range⟧, Q2 ⟦314.8@row(2).mean_range!⟧, Q3 ⟦263.4@row(3).mean_range⟧, Q4 ⟦201.6@row(4).mean_range⟧
Swell reeds touched up. Tuner: P. Hollins"""),
# ---------------------------------------------------------------- q_close_extremes_2023
E('q_close_extremes_2023', 'faithful', 'de-DE icecream',
  """EISDIELE — SORTEN DES TAGES
Stracciatella · Zitrone · Haselnuss
Eisbecher „NQ-Schlusskurse 2023“: höchster ⟦18.946@max_close⟧, tiefster ⟦15.875,25@min_close⟧, letzter ⟦17.553,5@last_close⟧
Sahne auf Wunsch."""),
E('q_close_extremes_2023', 'faithful', 'pt-BR lock',
  """DIÁRIO DO ECLUSEIRO — eclusa E2, canal NQ
08:40 subida: chata «Iara»
Fechamentos do NQ em 2023: máximo ⟦18.946@max_close⟧, mínimo ⟦15.875,25@min_close⟧; último pregão em ⟦17.553,50@last_close⟧
Comportas lubrificadas. Encarregado: T. Neves"""),
E('q_close_extremes_2023', 'faithful', 'it-IT parachute',
  """SCHEDA DI PIEGAMENTO — sacca S2 · principale P4 · emergenza E1
Chiusure NQ 2023: massima ⟦18.946@max_close⟧, minima ⟦15.875,25@min_close⟧, ultima ⟦17.553,5@last_close⟧
Anello di chiusura verificato. Ripiegatore: D. Sala · sigillo SG09"""),
E('q_close_extremes_2023', 'derived', 'en-US hydro',
  """HYDROGRAPHIC SURVEY SHEET H4 — NQ Sound
Launch SV2 · Line L07 · chart datum
2023 closes: high ⟦18,946@max_close⟧, low ⟦15,875.25@min_close⟧, last ⟦17,553.50@last_close⟧
Last close sat ⟦1,392.5@max_close-last_close!⟧ below the high (my own arithmetic, not in the report).
Surveyor: R. Haddon"""),
E('q_close_extremes_2023', 'misrounded', 'fr-FR luthier',
  """NOTES D'ATELIER — violon V19, modèle Guarneri
Clôtures NQ 2023 : plus haute ⟦18\u202f946@max_close⟧, plus basse ⟦15,8 k@min_close!⟧, dernière ⟦17\u202f553,5@last_close⟧
Âme posée, chevalet à tailler."""),
E('q_close_extremes_2023', 'wrong_column', 'nl-NL orienteer',
  """CONTROLEKAART — NQ-oriëntatieloop, baan A · D21
Start 10:08
P51 ✓ hoogste slot 2023: ⟦18.946@max_close⟧
P52 ✓ laagste slot: ⟦15.875,25@min_close⟧
P53 ✓ laatste slot: ⟦18.946@last_close~max_close!⟧
Finish: volledig."""),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
E('q_h1_vs_h2_2024', 'faithful', 'pl-PL cheese',
  """KARTA OBRACANIA SERÓW — piwnica P2, regał R1 · oscypek
Bochenek „NQ 2024”: H1 średni zakres ⟦317,71@A.mean_range⟧ (⟦124@A.R.source_row_count⟧ sesje), H2 ⟦232,52@B.mean_range⟧ (⟦128@B.R.source_row_count⟧)
Pierwsze półrocze bardziej zmienne. Obrócono. Parafka: JW"""),
E('q_h1_vs_h2_2024', 'faithful', 'en-US raffle',
  """ST. ALDHELM'S SUMMER FETE — RAFFLE SHEET
First prize: H1 2024, mean daily range ⟦317.7@A.mean_range⟧, widest day ⟦585.5@A.max_range⟧
Second prize: H2, mean ⟦232.5@B.mean_range⟧, widest ⟦507.5@B.max_range⟧
Winning ticket P032. Drawn by the vicar."""),
E('q_h1_vs_h2_2024', 'faithful', 'ru-RU orienteer',
  """КОНТРОЛЬНАЯ КАРТОЧКА — ориентирование NQ, дистанция B · M21
Старт 10:30
KP31 ✓ H1 2024: средний диапазон ⟦317,7@A.mean_range⟧, максимум ⟦585,5@A.max_range⟧
KP32 ✓ H2: ⟦232,5@B.mean_range⟧, максимум ⟦507,5@B.max_range⟧
Финиш: первое полугодие волатильнее."""),
E('q_h1_vs_h2_2024', 'wrong_year', 'de-DE peal',
  """GLOCKENTAFEL — St. Marien, NQ-Turm
Geläutet für die Halbjahre 2024:
H1 mittlere Spanne ⟦232,52@A.mean_range~B.mean_range!⟧, größte ⟦585,5@A.max_range⟧; H2 größte ⟦507,5@B.max_range⟧
Leitung: K. Brandt"""),
E('q_h1_vs_h2_2024', 'coincidental', 'fr-FR lock',
  """JOURNAL D'ÉCLUSIER — écluse E7, canal de NQ
09:05 avalant : péniche « Sirius »
S1 2024 : amplitude moyenne ⟦317,7@A.mean_range⟧ sur ⟦130@A.R.source_row_count!⟧ séances ; S2 : ⟦232,5@B.mean_range⟧
Éclusier : B. Roux"""),
E('q_h1_vs_h2_2024', 'miscomputed', 'es-ES parachute',
  """FICHA DE PLEGADO — equipo E3 · principal P2 · reserva R1
Rango medio NQ: 1.er semestre 2024 ⟦317,71@A.mean_range⟧, 2.º semestre ⟦232,52@B.mean_range⟧ — un ⟦36,8 %@(A.mean_range-B.mean_range)/A.mean_range*100!⟧ menos
Plegador: M. Soto · precinto P118"""),
]
