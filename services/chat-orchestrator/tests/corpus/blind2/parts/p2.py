from lib import E
def r(d, c): return f"row('{d}').{c}"
def h(x): return f"row('{x}').mean_volume"
Y23, Y24, Y25 = "row(2023).mean_volume", "row(2024).mean_volume", "row(2025).mean_volume"
ENTRIES = [
# ---------------- q_last10_change
E('q_last10_change', 'faithful', 'en md-table', f"""| Date | Change | Close |
|---|---|---|
| ⟦12/18@D:2024-12-18⟧ | ⟦−173.00@{r('2024-12-18','change')}⟧ | ⟦9,203.75@{r('2024-12-18','close')}⟧ |
| ⟦12/19@D:2024-12-19⟧ | ⟦−64.75@{r('2024-12-19','change')}⟧ | ⟦9,150.50@{r('2024-12-19','close')}⟧ |
| ⟦12/20@D:2024-12-20⟧ | ⟦−178.25@{r('2024-12-20','change')}⟧ | ⟦8,979.25@{r('2024-12-20','close')}⟧ |
| ⟦12/23@D:2024-12-23⟧ | ⟦+91.00@{r('2024-12-23','change')}⟧ | ⟦9,098.75@{r('2024-12-23','close')}⟧ |
| ⟦12/24@D:2024-12-24⟧ | ⟦+10.25@{r('2024-12-24','change')}⟧ | ⟦9,136.25@{r('2024-12-24','close')}⟧ |
| ⟦12/26@D:2024-12-26⟧ | ⟦−85.00@{r('2024-12-26','change')}⟧ | ⟦9,028.50@{r('2024-12-26','close')}⟧ |
| ⟦12/27@D:2024-12-27⟧ | ⟦+24.25@{r('2024-12-27','change')}⟧ | ⟦9,065.25@{r('2024-12-27','close')}⟧ |
| ⟦12/30@D:2024-12-30⟧ | ⟦+69.25@{r('2024-12-30','change')}⟧ | ⟦9,112.00@{r('2024-12-30','close')}⟧ |
| ⟦12/31@D:2024-12-31⟧ | ⟦−175.50@{r('2024-12-31','change')}⟧ | ⟦8,944.00@{r('2024-12-31','close')}⟧ |
| ⟦1/2@D:2025-01-02⟧ | ⟦−96.25@{r('2025-01-02','change')}⟧ | ⟦8,837.25@{r('2025-01-02','close')}⟧ |

Average change: **⟦−57.8@stats.change.mean⟧** pts per session."""),
E('q_last10_change', 'faithful', 'gb terse', f"""Last 10 sessions: mean change ⟦−57.8@stats.change.mean⟧ pts. Worst ⟦20 Dec@D:2024-12-20⟧ (⟦−178.25@stats.change.min⟧), best ⟦23 Dec@D:2024-12-23⟧ (⟦+91.0@stats.change.max⟧). Last close ⟦8,837.25@{r('2025-01-02','close')}⟧."""),
E('q_last10_change', 'wrong_sign', 'it prose', f"""La seduta migliore è stata quella del ⟦23 dicembre@D:2024-12-23⟧ (⟦+91@{r('2024-12-23','change')}⟧ punti), mentre il ⟦2 gennaio@D:2025-01-02⟧ il contratto ha chiuso in rialzo di ⟦96,25@{r('2025-01-02','change')}!⟧ punti, a ⟦8.837,25@{r('2025-01-02','close')}⟧."""),
E('q_last10_change', 'wrong_column', 'nl prose', f"""Op ⟦24 december@D:2024-12-24⟧ was het volume het laagst: ⟦145.342@{r('2024-12-24','volume')}⟧ contracten. De slotkoers die dag: ⟦9.126@{r('2024-12-24','close')}~{r('2024-12-24','open')}!⟧."""),
E('q_last10_change', 'faithful', 'zh wan', f"""⟦12月18日@D:2024-12-18⟧成交量约⟦20.1万@{r('2024-12-18','volume')}⟧手，而⟦12月24日@D:2024-12-24⟧（平安夜）只有约⟦14.5万@{r('2024-12-24','volume')}⟧手，当天小幅上涨⟦10.25@{r('2024-12-24','change')}⟧点。"""),
E('q_last10_change', 'miscomputed', 'en chatty', f"""Pretty rough, honestly. The down days did most of the damage — added up, the red sessions cost about ⟦−762.75@{r('2024-12-18','change')}+{r('2024-12-19','change')}+{r('2024-12-20','change')}+{r('2024-12-26','change')}+{r('2024-12-31','change')}+{r('2025-01-02','change')}!⟧ points, with the single worst day on ⟦Dec 20@D:2024-12-20⟧ at ⟦−178.25@{r('2024-12-20','change')}⟧."""),
E('q_last10_change', 'faithful', 'ja prose', f"""直近10営業日で最大の下落は⟦12月20日@D:2024-12-20⟧の⟦−178.25@{r('2024-12-20','change')}⟧ポイント、最大の上昇は⟦12月23日@D:2024-12-23⟧の⟦+91.0@{r('2024-12-23','change')}⟧ポイントでした。一日平均では⟦−57.8@stats.change.mean⟧ポイントです。"""),
E('q_last10_change', 'wrong_sign', 'pt bullets', f"""- Maior alta: ⟦23/12@D:2024-12-23⟧, ⟦+91,00@{r('2024-12-23','change')}⟧
- Maior queda: ⟦20/12@D:2024-12-20⟧, ⟦−178,25@{r('2024-12-20','change')}⟧
- ⟦30/12@D:2024-12-30⟧: ⟦−69,25@{r('2024-12-30','change')}!⟧
- Média: ⟦−57,80@stats.change.mean⟧"""),
# ---------------- q_year_volume
E('q_year_volume', 'faithful', 'gb k', f"""Average daily volume was ~⟦201k@{Y23}⟧ in both full years: ⟦201,034@{Y23}⟧ in 2023 (⟦250@row(2023).count⟧ sessions) vs ⟦201,006@{Y24}⟧ in 2024 (⟦252@row(2024).count⟧). 2025 so far is a single session at ⟦201,902@{Y25}⟧."""),
E('q_year_volume', 'wrong_year', 'it prose', f"""Volume medio giornaliero nel 2024: ⟦201.034@{Y24}~{Y23}!⟧ contratti su ⟦252@row(2024).count⟧ sedute — praticamente invariato rispetto all'anno precedente."""),
E('q_year_volume', 'wrong_unit', 'gb m', f"""Volume is remarkably stable: 2023 averaged ⟦201m@{Y23}~{Y23}*1000!⟧ contracts a day, 2024 ⟦201,006@{Y24}⟧.""", unit_note='thousand→million'),
E('q_year_volume', 'faithful', 'pl tys', f"""Średni dzienny wolumen: 2023 r.: ⟦201,0 tys.@{Y23}⟧ kontraktów (⟦250@row(2023).count⟧ sesji); 2024 r.: ⟦201,0 tys.@{Y24}⟧ (⟦252@row(2024).count⟧ sesje). Różnica jest pomijalna."""),
E('q_year_volume', 'faithful', 'en md-table', f"""| Year | Avg daily volume | Sessions |
|---|---|---|
| 2023 | ⟦201,033.96@{Y23}⟧ | ⟦250@row(2023).count⟧ |
| 2024 | ⟦201,006.37@{Y24}⟧ | ⟦252@row(2024).count⟧ |
| 2025 | ⟦201,902.00@{Y25}⟧ | ⟦1@row(2025).count⟧ |

2025 has only one session so far, so don't read much into it."""),
E('q_year_volume', 'wrong_year', 'ja prose', f"""2023年の一日平均出来高は⟦201,006@{Y23}~{Y24}!⟧枚、2024年もほぼ同水準でした。"""),
E('q_year_volume', 'faithful', 'tr prose', f"""2024 yılında günlük ortalama hacim ⟦201.006@{Y24}⟧ kontrat oldu; 2023'teki ⟦201.034@{Y23}⟧ ile neredeyse aynı."""),
# ---------------- q_rth_hour_volume
E('q_rth_hour_volume', 'faithful', 'gb prose', f"""The 15:00–15:59 hour dominates: ⟦19,373@{h('15:00')}⟧ contracts per bar on average over the last 20 days, ahead of the opening hour (09:00–09:59) at ⟦17,542@{h('09:00')}⟧. The 16:00 bar is thin at ⟦5,808@{h('16:00')}⟧."""),
E('q_rth_hour_volume', 'faithful', 'en md-table', f"""| Hour (RTH) | Avg volume |
|---|---|
| 09:00–09:59 | ⟦17,542@{h('09:00')}⟧ |
| 10:00–10:59 | ⟦14,523@{h('10:00')}⟧ |
| 11:00–11:59 | ⟦13,479@{h('11:00')}⟧ |
| 12:00–12:59 | ⟦13,396@{h('12:00')}⟧ |
| 13:00–13:59 | ⟦12,327@{h('13:00')}⟧ |
| 14:00–14:59 | ⟦13,300@{h('14:00')}⟧ |
| **15:00–15:59** | **⟦19,373@{h('15:00')}⟧** |
| 16:00–16:59 | ⟦5,808@{h('16:00')}⟧ |"""),
E('q_rth_hour_volume', 'wrong_row', 'it prose', f"""L'ora più attiva nelle ultime 20 sedute è 15:00–15:59, con una media di ⟦17.542@{h('15:00')}~{h('09:00')}!⟧ contratti per barra oraria."""),
E('q_rth_hour_volume', 'misrounded', 'en approx k', f"""Lately it's the last full hour: the 15:00 bar averages ~⟦19.3k@{h('15:00')}!⟧ contracts, vs ~⟦17.5k@{h('09:00')}⟧ at the open."""),
E('q_rth_hour_volume', 'faithful', 'ja wan', f"""直近20日間では15時台の出来高が最大で、1時間あたり平均約⟦1.94万@{h('15:00')}⟧枚でした。"""),
E('q_rth_hour_volume', 'derived', 'pl prose', f"""Godzina 15:00–15:59 (⟦19 373@{h('15:00')}⟧) ma ponad ⟦3,3@{h('15:00')}/{h('16:00')}!⟧ raza większy średni wolumen niż 16:00–16:59 (⟦5 808@{h('16:00')}⟧)."""),
E('q_rth_hour_volume', 'invented', 'nl prose', f"""Het slotuur 15:00–15:59 is het drukst (⟦19.373@{h('15:00')}⟧ contracten gemiddeld); het middaguur 12:00–12:59 is met ⟦12.396@{h('12:00')}!⟧ contracten het rustigste volle uur."""),
E('q_rth_hour_volume', 'faithful', 'tr prose', f"""RTH seansında son 20 günde en yüksek hacim 15:00-15:59 saatinde: ortalama ⟦19.373@{h('15:00')}⟧ kontrat. En düşük 16:00-16:59 (⟦5.808@{h('16:00')}⟧)."""),
# ---------------- q_up_pct_2024
E('q_up_pct_2024', 'faithful', 'gb per cent hedge', f"""Just over ⟦40@value*100⟧ per cent — ⟦40.5@value*100⟧ per cent of the ⟦252@R.summary.rows_scanned⟧ sessions in 2024 closed above their open."""),
E('q_up_pct_2024', 'faithful', 'it pct-space', f"""Nel 2024 il ⟦40,48 %@value*100⟧ delle sedute ha chiuso sopra l'apertura (su ⟦252@R.summary.rows_scanned⟧ giornate)."""),
E('q_up_pct_2024', 'wrong_unit', 'pt prose', f"""Em 2024, ⟦0,40%@value*100~value!⟧ dos pregões fecharam em alta.""", unit_note='fraction→%'),
E('q_up_pct_2024', 'faithful', 'ja fullwidth', f"""２０２４年の陽線比率は⟦４０．５％@value*100⟧でした（⟦２５２@R.summary.rows_scanned⟧営業日中）。"""),
# ---------------- q_stats_2023_vs_2024
E('q_stats_2023_vs_2024', 'faithful', 'en md-table', f"""| | 2023 | 2024 |
|---|---|---|
| Avg range (pts) | ⟦363.24@A.mean_range⟧ | ⟦274.44@B.mean_range⟧ |
| Avg volume | ⟦201,034@A.mean_volume⟧ | ⟦201,006@B.mean_volume⟧ |
| Sessions | ⟦250@A.count⟧ | ⟦252@B.count⟧ |

Range fell sharply; volume was flat."""),
E('q_stats_2023_vs_2024', 'derived', 'gb per cent', f"""Range contracted sharply — ⟦363.2@A.mean_range⟧ pts a day in 2023 vs ⟦274.4@B.mean_range⟧ in 2024, a fall of ⟦24.4@(A.mean_range-B.mean_range)/A.mean_range*100!⟧ per cent — while volume was flat at roughly ⟦201k@A.mean_volume⟧ contracts."""),
E('q_stats_2023_vs_2024', 'wrong_year', 'it prose', f"""Nel 2024 il range medio giornaliero è stato di ⟦363,2@B.mean_range~A.mean_range!⟧ punti, con un volume medio di ⟦201.006@B.mean_volume⟧ contratti."""),
E('q_stats_2023_vs_2024', 'miscomputed', 'nl prose', f"""Het gemiddelde bereik daalde van ⟦363,2@A.mean_range⟧ naar ⟦274,4@B.mean_range⟧ punten, een daling van ⟦98,8@A.mean_range-B.mean_range!⟧ punten per dag."""),
E('q_stats_2023_vs_2024', 'faithful', 'pl colon', f"""2023: średni zakres ⟦363,2@A.mean_range⟧ pkt, wolumen ⟦201 034@A.mean_volume⟧, ⟦250@A.count⟧ sesji.
2024: średni zakres ⟦274,4@B.mean_range⟧ pkt, wolumen ⟦201 006@B.mean_volume⟧, ⟦252@B.count⟧ sesje."""),
E('q_stats_2023_vs_2024', 'wrong_year', 'zh prose', f"""2023年日均成交量为⟦201,006@A.mean_volume~B.mean_volume!⟧手，平均波幅⟦363.2@A.mean_range⟧点。"""),
E('q_stats_2023_vs_2024', 'faithful', 'tr prose', f"""2023'te ortalama günlük aralık ⟦363,24@A.mean_range⟧ puan, 2024'te ⟦274,44@B.mean_range⟧ puan oldu; hacim ise ⟦201.034@A.mean_volume⟧ ve ⟦201.006@B.mean_volume⟧ ile yatay kaldı."""),
]
