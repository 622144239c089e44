"""Market-data queries, part 3 (q_rsi_oversold_2024 ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- q_rsi_oversold_2024
E('q_rsi_oversold_2024', 'wrong_row', 'fr-FR splits',
  """FEUILLE DE TEMPS DE PASSAGE — Dossard NQ, RSI(14) sous 30 en 2024
Premier passage : ⟦24 janvier@D:2024-01-24⟧, RSI ⟦25,14@row('2024-01-24').rsi⟧
Passage du ⟦8 février@D:2024-02-08⟧ : RSI ⟦23,67@row('2024-02-08').rsi~row('2024-01-30').rsi!⟧, clôture ⟦15\u202f921@row('2024-02-08').close⟧
Dernier passage : ⟦20 décembre@D:2024-12-20⟧
Passages au total : ⟦63@R.summary.rows⟧"""),
E('q_rsi_oversold_2024', 'misrounded', 'pt-BR manifest',
  """MANIFESTO DE PASSAGEIROS — Balsa NQ, RSI abaixo de 30 em 2024
Embarques (dias): ⟦63@R.summary.rows⟧
Primeiro: ⟦24/01@D:2024-01-24⟧ · último: ⟦20/12@D:2024-12-20⟧
RSI médio a bordo: ⟦26,12@stats.rsi.mean⟧ · mínimo ⟦19,4@stats.rsi.min!⟧
Comissário: F. Souza"""),
E('q_rsi_oversold_2024', 'wrong_column', 'nl-NL sds',
  """VEILIGHEIDSINFORMATIEBLAD — NQ, RSI(14) onder 30, 2024
1. Aantal dagen: ⟦63@R.summary.rows⟧
9. Eigenschappen: gemiddelde RSI ⟦29,81@stats.rsi.mean~stats.rsi.max!⟧, laagste ⟦19,49@stats.rsi.min⟧
Eerste melding ⟦24 januari@D:2024-01-24⟧, laatste ⟦20 december@D:2024-12-20⟧."""),
E('q_rsi_oversold_2024', 'faithful', 'pl-PL margin',
  """Notatki ołówkiem na marginesie — NQ 2024, RSI poniżej 30
[A] ⟦24 stycznia@D:2024-01-24⟧: pierwsze wejście, RSI ⟦25,14@row('2024-01-24').rsi⟧
[B] ⟦18 marca@D:2024-03-18⟧: RSI ⟦24,55@row('2024-03-18').rsi⟧, zamknięcie ⟦14\u00a0918,25@row('2024-03-18').close⟧
[C] ⟦20 grudnia@D:2024-12-20⟧: ostatnie, RSI ⟦29,09@R.summary.last.rsi⟧
Razem ⟦63@R.summary.rows⟧ takty pianissimo"""),
E('q_rsi_oversold_2024', 'faithful', 'de-DE vetchart',
  """PATIENTENAKTE — „NQ“, RSI(14) unter 30 im Jahr 2024
Befunde: ⟦63@R.summary.rows⟧ Tage
Tiefster Wert: ⟦19,49@stats.rsi.min⟧ · Mittel: ⟦26,12@stats.rsi.mean⟧
Erstbefund ⟦24.01.2024@D:2024-01-24⟧ (RSI ⟦25,14@row('2024-01-24').rsi⟧), letzter ⟦20.12.2024@D:2024-12-20⟧ (RSI ⟦29,09@R.summary.last.rsi⟧)
Therapie: abwarten."""),
E('q_rsi_oversold_2024', 'faithful', 'it-IT reportcard',
  """PAGELLA 2024 — alunno NQ, RSI sotto 30
Assenze per ipervenduto: ⟦63@R.summary.rows⟧ giorni
Prima: ⟦24/01@D:2024-01-24⟧ · ultima: ⟦20/12@D:2024-12-20⟧
⟦30/01@D:2024-01-30⟧: RSI ⟦23,67@row('2024-01-30').rsi⟧ · minimo dell'anno ⟦19,49@stats.rsi.min⟧
Giudizio: spesso giù di morale."""),
# ---------------------------------------------------------------- q_quarter_range_2024
E('q_quarter_range_2024', 'wrong_row', 'it-IT vetchart',
  """CARTELLA CLINICA — paziente NQ, escursione media per trimestre 2024
Q1: ⟦320,6@row(1).mean_range⟧ punti
Q2: ⟦320,6@row(2).mean_range~row(1).mean_range!⟧ punti
Q3: ⟦263,4@row(3).mean_range⟧ punti
Q4: ⟦201,6@row(4).mean_range⟧ punti — in via di guarigione"""),
E('q_quarter_range_2024', 'wrong_column', 'ja-JP radiosonde',
  """高層気象観測　NQ 2024年・四半期別平均値幅　放球 12:00 UTC
Q1　⟦320.64@row(1).mean_range⟧pt
Q2　⟦314.87@row(2).mean_range⟧pt
Q3　⟦263.41@row(3).mean_range⟧pt
Q4　⟦389.00@row(4).mean_range~row(4).max_range!⟧pt
ゾンデ回収：なし"""),
E('q_quarter_range_2024', 'miscomputed', 'en-US harbour',
  """NOTICE TO MARINERS — Harbor of NQ, 2024 swell by quarter
Q1 mean range ⟦320.6@row(1).mean_range⟧ pts; Q4 ⟦201.6@row(4).mean_range⟧ pts
Q1 swell was ⟦1.68@row(1).mean_range/row(4).mean_range!⟧ times Q4's.
Conditions eased every quarter. Monitor VHF CH16."""),
E('q_quarter_range_2024', 'faithful', 'es-ES ballot',
  """PAPELETA DEL JURADO — «Trimestres de 2024», NQ
Q1: rango medio ⟦320,64@row(1).mean_range⟧ pts, máx. ⟦585,5@row(1).max_range⟧ ★★★★★
Q2: ⟦314,87@row(2).mean_range⟧ pts
Q3: ⟦263,41@row(3).mean_range⟧ pts
Q4: ⟦201,62@row(4).mean_range⟧ pts, máx. ⟦389@row(4).max_range⟧ ★
Jurado: L. Ortega"""),
E('q_quarter_range_2024', 'faithful', 'en-GB minibar',
  """MINIBAR CHECKLIST — Room NQ, 2024 quarters
Q1 mean range ⟦320.6@row(1).mean_range⟧ ✔
Q2 ⟦314.9@row(2).mean_range⟧ ✔
Q3 ⟦263.4@row(3).mean_range⟧ ✔
Q4 ⟦201.6@row(4).mean_range⟧ ✔ lowest — calmer each quarter
Checked by: housekeeping"""),
E('q_quarter_range_2024', 'faithful', 'nl-NL stamps',
  """ALBUMBLAD — serie „Kwartalen 2024”, NQ
▢ K1: gemiddelde spanne ⟦320,64@row(1).mean_range⟧, hoogste ⟦585,5@row(1).max_range⟧
▢ K2: ⟦314,87@row(2).mean_range⟧, hoogste ⟦555,25@row(2).max_range⟧
▢ K4: ⟦201,62@row(4).mean_range⟧, hoogste ⟦389@row(4).max_range⟧
Postfris; elk kwartaal rustiger dan het vorige."""),
# ---------------------------------------------------------------- q_close_extremes_2023
E('q_close_extremes_2023', 'wrong_column', 'en-US ballot',
  """JURY BALLOT — NQ Festival, "Closes of 2023"
Highest close: ⟦18,946@max_close⟧ ★★★★★
Lowest close: ⟦15,875.25@min_close⟧ ★
Year-end close: ⟦18,946@last_close~max_close!⟧
Juror: R. Banks"""),
E('q_close_extremes_2023', 'derived', 'ru-RU stamps',
  """АЛЬБОМНЫЙ ЛИСТ — серия «Закрытия 2023», NQ
☐ Высшее закрытие: ⟦18\u00a0946@max_close⟧
☐ Низшее закрытие: ⟦15\u00a0875,25@min_close⟧
☐ Разница между ними: ⟦3070,75@max_close-min_close!⟧ п. (мой подсчёт)
☐ Закрытие года: ⟦17\u00a0553,5@last_close⟧
Сохранность: отличная, без наклейки."""),
E('q_close_extremes_2023', 'misrounded', 'pl-PL minibar',
  """LISTA MINIBARU — pokój NQ, zamknięcia 2023
☑ Najwyższe: ⟦18\u00a0946@max_close⟧
☑ Najniższe: ⟦15\u00a0876@min_close!⟧
☑ Na koniec roku: ⟦17\u00a0553,5@last_close⟧
Sprawdziła: obsługa pięter"""),
E('q_close_extremes_2023', 'faithful', 'en-GB whiteboard',
  """WOD — "2023 CLOSES"
Max close: ⟦18,946@max_close⟧
Min close: ⟦15,875.25@min_close⟧
Last close of the year: ⟦17,553.5@last_close⟧
Finish strong, but not at the top."""),
E('q_close_extremes_2023', 'faithful', 'it-IT manifest',
  """MANIFESTO PASSEGGERI — Traghetto NQ, stagione 2023
Chiusura più alta: ⟦18.946@max_close⟧
Chiusura più bassa: ⟦15.875,25@min_close⟧
Ultima chiusura dell'anno: ⟦17.553,5@last_close⟧
Commissario di bordo: G. Ferri"""),
E('q_close_extremes_2023', 'faithful', 'de-DE vetchart',
  """PATIENTENAKTE — „Schlusskurse 2023“, NQ
Höchstwert: ⟦18.946@max_close⟧ Pkt.
Tiefstwert: ⟦15.875,25@min_close⟧ Pkt.
Jahresschluss: ⟦17.553,5@last_close⟧ Pkt.
Befund: unauffällig, Kontrolle im neuen Jahr."""),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
E('q_h1_vs_h2_2024', 'wrong_year', 'nl-NL sds',
  """VEILIGHEIDSINFORMATIEBLAD — NQ, 2024 per halfjaar
2. Gevaren: H1 het meest beweeglijk
9. Eigenschappen: H1 gemiddelde spanne ⟦317,71@A.mean_range⟧, hoogste ⟦507,5@A.max_range~B.max_range!⟧; H2 gemiddeld ⟦232,52@B.mean_range⟧
Conclusie: ja, de eerste helft was onrustiger."""),
E('q_h1_vs_h2_2024', 'miscomputed', 'de-DE margin',
  """Bleistift am Rand — NQ 2024, Halbjahre
[A] H1: Ø Spanne ⟦317,7@A.mean_range⟧ — forte
[B] H2: Ø Spanne ⟦232,5@B.mean_range⟧ — piano
[C] Unterschied: ⟦95,2@A.mean_range-B.mean_range!⟧ Pkt.
Ja: erste Hälfte lauter."""),
E('q_h1_vs_h2_2024', 'coincidental', 'it-IT stamps',
  """PAGINA D'ALBUM — serie «Semestri 2024», NQ
☐ H1: escursione media ⟦317,71@A.mean_range⟧, massima ⟦585,5@A.max_range⟧
☐ H2: escursione media ⟦232,52@B.mean_range⟧, massima ⟦583@B.max_range!⟧
Il primo semestre è più mosso. Nuovo, gomma integra."""),
E('q_h1_vs_h2_2024', 'faithful', 'pt-BR reportcard',
  """BOLETIM ESCOLAR — aluno NQ, 2024
H1: amplitude média ⟦317,71@A.mean_range⟧ pts em ⟦124@A.R.source_row_count⟧ pregões — agitado
H2: amplitude média ⟦232,52@B.mean_range⟧ pts em ⟦128@B.R.source_row_count⟧ pregões — mais calmo
Parecer: sim, o primeiro semestre foi mais volátil."""),
E('q_h1_vs_h2_2024', 'faithful', 'ru-RU whiteboard',
  """ТРЕНИРОВКА ДНЯ — «Полугодия 2024»
H1: средний размах ⟦317,7@A.mean_range⟧, максимум ⟦585,5@A.max_range⟧
H2: средний размах ⟦232,5@B.mean_range⟧, максимум ⟦507,5@B.max_range⟧
Вывод тренера: первая половина тяжелее."""),
E('q_h1_vs_h2_2024', 'faithful', 'es-ES vetchart',
  """HISTORIA CLÍNICA — Paciente NQ, semestres de 2024
H1: rango medio ⟦317,71@A.mean_range⟧ pts, pico ⟦585,5@A.max_range⟧
H2: rango medio ⟦232,52@B.mean_range⟧ pts, pico ⟦507,5@B.max_range⟧
Diagnóstico: más agitado en el primer semestre; mejora en el segundo."""),
]
