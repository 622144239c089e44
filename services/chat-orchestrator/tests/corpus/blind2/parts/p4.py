from lib import E
def r(d, c): return f"row('{d}').{c}"
def q(n, c='mean_range'): return f"row({n}).{c}"
ENTRIES = [
# ---------------- q_rsi_oversold_2024
E('q_rsi_oversold_2024', 'faithful', 'gb prose', f"""RSI(14) was below 30 on ⟦63@R.summary.rows⟧ sessions in 2024 — first on ⟦24 Jan@D:2024-01-24⟧ (⟦25.14@{r('2024-01-24','rsi')}⟧), last on ⟦20 Dec@D:2024-12-20⟧ (⟦29.09@{r('2024-12-20','rsi')}⟧). The deepest reading was ⟦19.49@stats.rsi.min⟧ on ⟦18 Jul@D:2024-07-18⟧, with the close at ⟦12,413.75@{r('2024-07-18','close')}⟧."""),
E('q_rsi_oversold_2024', 'faithful', 'en bullets clusters', f"""Oversold (RSI < 30) stretches in 2024:
- **late Jan – early Feb**, from ⟦Jan 24@D:2024-01-24⟧
- **mid/late March**
- **June**
- **July** — deepest of the year: *⟦19.49@stats.rsi.min⟧* on ⟦Jul 18@D:2024-07-18⟧
- **September**
- **October** — ⟦21.61@{r('2024-10-21','rsi')}⟧ on ⟦Oct 21@D:2024-10-21⟧
- isolated days in Nov/Dec, last on ⟦Dec 20@D:2024-12-20⟧"""),
E('q_rsi_oversold_2024', 'wrong_row', 'it prose', f"""Il minimo dell'RSI nel 2024 è stato ⟦20,02@{r('2024-07-18','rsi')}~{r('2024-07-10','rsi')}!⟧, toccato il ⟦18 luglio@D:2024-07-18⟧ con chiusura a ⟦12.413,75@{r('2024-07-18','close')}⟧."""),
E('q_rsi_oversold_2024', 'misrounded', 'pl prose', f"""Najniższy odczyt RSI(14) w 2024 r. to ⟦19,4@stats.rsi.min!⟧ (⟦18 lipca@D:2024-07-18⟧); łącznie ⟦63@R.summary.rows⟧ sesje poniżej 30."""),
E('q_rsi_oversold_2024', 'wrong_column', 'nl prose', f"""In 2024 stond de RSI(14) op ⟦63@R.summary.rows⟧ dagen onder de 30, met een gemiddelde RSI van ⟦29,81@stats.rsi.mean~stats.rsi.max!⟧ op die dagen."""),
E('q_rsi_oversold_2024', 'invented', 'zh prose', f"""2024年RSI(14)低于30的交易日共有⟦68@R.summary.rows!⟧天，最低值为⟦7月18日@D:2024-07-18⟧的⟦19.49@stats.rsi.min⟧。"""),
E('q_rsi_oversold_2024', 'faithful', 'ja prose', f"""最も深い売られ過ぎは⟦7月18日@D:2024-07-18⟧で、RSIは⟦19.49@stats.rsi.min⟧（終値⟦12,413.75@{r('2024-07-18','close')}⟧）でした。"""),
E('q_rsi_oversold_2024', 'faithful', 'tr prose', f"""2024'te RSI(14) ⟦63@R.summary.rows⟧ gün boyunca 30'un altındaydı; bu günlerde ortalama RSI ⟦26,12@stats.rsi.mean⟧ idi."""),
# ---------------- q_quarter_range_2024
E('q_quarter_range_2024', 'faithful', 'en md-table', f"""| Quarter | Avg range | Max range |
|---|---|---|
| Q1 | ⟦320.64@{q(1)}⟧ | ⟦585.50@{q(1,'max_range')}⟧ |
| Q2 | ⟦314.87@{q(2)}⟧ | ⟦555.25@{q(2,'max_range')}⟧ |
| Q3 | ⟦263.41@{q(3)}⟧ | ⟦507.50@{q(3,'max_range')}⟧ |
| Q4 | ⟦201.62@{q(4)}⟧ | ⟦389.00@{q(4,'max_range')}⟧ |"""),
E('q_quarter_range_2024', 'faithful', 'gb prose', f"""Volatility faded through the year: Q1 averaged ⟦320.6@{q(1)}⟧ pts, Q2 ⟦314.9@{q(2)}⟧, Q3 ⟦263.4@{q(3)}⟧ and Q4 just ⟦201.6@{q(4)}⟧."""),
E('q_quarter_range_2024', 'wrong_row', 'it prose', f"""Nel Q4 il range medio giornaliero è sceso a ⟦263,4@{q(4)}~{q(3)}!⟧ punti, contro i ⟦320,6@{q(1)}⟧ del Q1."""),
E('q_quarter_range_2024', 'wrong_column', 'pl prose', f"""W Q4 średni dzienny zakres wyniósł ⟦389@{q(4)}~{q(4,'max_range')}!⟧ pkt, wobec ⟦320,6@{q(1)}⟧ pkt w Q1."""),
E('q_quarter_range_2024', 'miscomputed', 'nl prose', f"""Tussen Q1 (⟦320,6@{q(1)}⟧) en Q4 (⟦201,6@{q(4)}⟧) kromp de gemiddelde range met ⟦129,0@{q(1)}-{q(4)}!⟧ punten."""),
E('q_quarter_range_2024', 'faithful', 'zh prose', f"""第1季度平均日波幅⟦320.6@{q(1)}⟧点，第4季度降至⟦201.6@{q(4)}⟧点；全年最大单日波幅⟦585.5@{q(1,'max_range')}⟧点出现在第1季度。""", allow=['1', '4']),
E('q_quarter_range_2024', 'misrounded', 'ja prose', f"""第2四半期の平均レンジは⟦315.0@{q(2)}!⟧ポイントで、第1四半期（⟦320.6@{q(1)}⟧）とほぼ同水準でした。""", allow=['1', '2']),
E('q_quarter_range_2024', 'invented', 'tr prose', f"""Son çeyrekte (Q4) ortalama aralık ⟦201,6@{q(4)}⟧ puana indi; bu çeyreğin en geniş günü ⟦398@{q(4,'max_range')}!⟧ puandı."""),
E('q_quarter_range_2024', 'derived', 'pt pct-space', f"""Do 1º ao 4º trimestre de 2024, a amplitude média caiu de ⟦320,6@{q(1)}⟧ para ⟦201,6@{q(4)}⟧ pontos — uma queda de ⟦37,1 %@({q(1)}-{q(4)})/{q(1)}*100!⟧.""", allow=['1', '4']),
# ---------------- q_close_extremes_2023
E('q_close_extremes_2023', 'faithful', 'gb terse', """2023: highest close ⟦18,946@max_close⟧, lowest ⟦15,875.25@min_close⟧, year-end ⟦17,553.5@last_close⟧."""),
E('q_close_extremes_2023', 'faithful', 'en md-table', """| 2023 close | Level |
|---|---|
| Highest | ⟦18,946.00@max_close⟧ |
| Lowest | ⟦15,875.25@min_close⟧ |
| Last | ⟦17,553.50@last_close⟧ |"""),
E('q_close_extremes_2023', 'derived', 'it prose', """Tra la chiusura più bassa (⟦15.875,25@min_close⟧) e quella più alta (⟦18.946@max_close⟧) del 2023 c'è un'escursione di ⟦3.070,75@max_close-min_close!⟧ punti."""),
E('q_close_extremes_2023', 'invented', 'zh prose', """2023年最高收盘价为⟦18,946@max_close⟧点，最低收盘价为⟦15,857.25@min_close!⟧点，年末收于⟦17,553.5@last_close⟧点。"""),
E('q_close_extremes_2023', 'faithful', 'ja prose', """2023年の終値ベースでは、最高値⟦18,946@max_close⟧、最安値⟦15,875.25@min_close⟧、年末終値⟦17,553.5@last_close⟧でした。"""),
E('q_close_extremes_2023', 'wrong_unit', 'en short dollar', """Highest 2023 close: $⟦18,946@max_close~max_close!⟧ per contract; lowest: ⟦15,875.25@min_close⟧ points.""", unit_note='index points→$ per contract'),
# ---------------- q_h1_vs_h2_2024
E('q_h1_vs_h2_2024', 'faithful', 'gb prose', """Yes. H1 averaged ⟦317.7@A.mean_range⟧ pts a day against ⟦232.5@B.mean_range⟧ in H2, and the widest day of H1 (⟦585.5@A.max_range⟧) beat H2's (⟦507.5@B.max_range⟧) too."""),
E('q_h1_vs_h2_2024', 'faithful', 'en md-table', """| 2024 | Avg range | Max range | Sessions |
|---|---|---|---|
| H1 | ⟦317.71@A.mean_range⟧ | ⟦585.5@A.max_range⟧ | ⟦124@A.R.metadata.rows⟧ |
| H2 | ⟦232.52@B.mean_range⟧ | ⟦507.5@B.max_range⟧ | ⟦128@B.R.metadata.rows⟧ |"""),
E('q_h1_vs_h2_2024', 'derived', 'it pct-space', """Sì: il range medio del primo semestre (⟦317,7@A.mean_range⟧) supera quello del secondo (⟦232,5@B.mean_range⟧) di circa il ⟦36,6 %@(A.mean_range-B.mean_range)/B.mean_range*100!⟧."""),
E('q_h1_vs_h2_2024', 'wrong_row', 'en short', """H2 2024 averaged a ⟦317.7@B.mean_range~A.mean_range!⟧-point daily range, H1 ⟦585.5@A.max_range⟧ at its widest."""),
E('q_h1_vs_h2_2024', 'wrong_column', 'pl prose', """W II półroczu 2024 r. średni dzienny zakres wyniósł ⟦507,5@B.mean_range~B.max_range!⟧ pkt, wobec ⟦317,7@A.mean_range⟧ pkt w I półroczu."""),
E('q_h1_vs_h2_2024', 'miscomputed', 'nl prose', """Ja, de eerste jaarhelft was beweeglijker: ⟦317,7@A.mean_range⟧ tegen ⟦232,5@B.mean_range⟧ punten gemiddeld, een verschil van ⟦95,2@A.mean_range-B.mean_range!⟧ punten per dag."""),
E('q_h1_vs_h2_2024', 'faithful', 'zh prose', """是的。上半年日均波幅⟦317.71@A.mean_range⟧点（⟦124@A.R.metadata.rows⟧个交易日），下半年⟦232.52@B.mean_range⟧点（⟦128@B.R.metadata.rows⟧个交易日）。"""),
E('q_h1_vs_h2_2024', 'misrounded', 'tr prose', """Evet: ilk yarıda ortalama aralık ⟦317,8@A.mean_range!⟧ puan, ikinci yarıda ⟦232,5@B.mean_range⟧ puandı."""),
]
