from lib import E
W = "row('Wednesday').mean_range"; F = "row('Friday').mean_range"; MO = "row('Monday').mean_range"
TU = "row('Tuesday').mean_range"; TH = "row('Thursday').mean_range"
def mp(m): return f"row('{m}').pct_up*100"
def wr(d, c): return f"row('{d}').{c}"
ENTRIES = [
# ---------------- q_range_last20
E('q_range_last20', 'faithful', 'gb terse bold', """Average daily range over the last 20 sessions: **⟦187.6@value⟧ pts**."""),
E('q_range_last20', 'faithful', 'ja prose', """直近20営業日の平均日中レンジは約⟦188@value⟧ポイントです。"""),
E('q_range_last20', 'faithful', 'it prose', """Negli ultimi 20 giorni di contrattazione il range medio giornaliero (massimo meno minimo) è stato di ⟦187,6@value⟧ punti."""),
E('q_range_last20', 'misrounded', 'en approx chatty', """Good question! Over the last 20 trading days the market moved roughly ⟦187@value!⟧ points from high to low on an average day — a fairly quiet stretch by this contract's standards."""),
E('q_range_last20', 'invented', 'pl prose', """Średni dzienny zakres (high − low) z ostatnich 20 sesji wynosi ⟦178,6@value!⟧ pkt."""),
E('q_range_last20', 'wrong_unit', 'en restate', """You asked for the average daily range over the last 20 days (period last_20, range = high − low). Answer: ⟦187.6%@value~value!⟧.""", unit_note='points→%'),
E('q_range_last20', 'faithful', 'zh prose', """最近20个交易日的平均日波幅为⟦187.6@value⟧点。"""),
# ---------------- q_range_stats_2024
E('q_range_stats_2024', 'faithful', 'en md-table', """**Daily range, 2024**

| Metric | Value (pts) |
|---|---|
| Mean | ⟦274.44@mean_range⟧ |
| Median | ⟦267.25@median_range⟧ |
| Max | ⟦585.5@max_range⟧ |
| Min | ⟦116.5@min_range⟧ |
| Sessions | ⟦252@count⟧ |"""),
E('q_range_stats_2024', 'faithful', 'gb range', """In 2024 the daily range ran between ⟦116.5@min_range⟧ and ⟦585.5@max_range⟧ pts, averaging ⟦274.4@mean_range⟧ (median ⟦267.25@median_range⟧) across ⟦252@count⟧ sessions."""),
E('q_range_stats_2024', 'derived', 'en dash-range emdash', """2024's daily ranges spanned ⟦116.5@min_range⟧–⟦585.5@max_range⟧ points — a spread of ⟦469@max_range-min_range!⟧ points between the calmest and the wildest session."""),
E('q_range_stats_2024', 'wrong_column', 'pt prose', """Em 2024, o range diário médio foi de ⟦267,25@mean_range~median_range!⟧ pontos, com máxima de ⟦585,5@max_range⟧ e mínima de ⟦116,5@min_range⟧ pontos em ⟦252@count⟧ pregões."""),
E('q_range_stats_2024', 'faithful', 'tr prose', """2024'te günlük aralık ortalaması ⟦274,44@mean_range⟧ puan, medyan ⟦267,25@median_range⟧ puan oldu; en geniş gün ⟦585,5@max_range⟧, en dar gün ⟦116,5@min_range⟧ puan."""),
E('q_range_stats_2024', 'faithful', 'ja fullwidth', """２０２４年の日次レンジ：平均⟦２７４．４@mean_range⟧ポイント、最大⟦５８５．５@max_range⟧、最小⟦１１６．５@min_range⟧（⟦２５２@count⟧営業日）。"""),
# ---------------- q_dow_range_2024
E('q_dow_range_2024', 'faithful', 'en md-table', f"""| Weekday | Avg range (pts) |
|---|---|
| Monday | ⟦269.4@{MO}⟧ |
| Tuesday | ⟦272.2@{TU}⟧ |
| Wednesday | **⟦278.7@{W}⟧** |
| Thursday | ⟦273.5@{TH}⟧ |
| Friday | ⟦278.3@{F}⟧ |

Wednesday had the widest average range in 2024, narrowly ahead of Friday."""),
E('q_dow_range_2024', 'faithful', 'gb terse', f"""Wednesday, just: ⟦278.7@{W}⟧ pts vs Friday's ⟦278.3@{F}⟧. Monday was the quietest at ⟦269.4@{MO}⟧."""),
E('q_dow_range_2024', 'wrong_row', 'it prose', f"""Il giorno con il range medio più ampio nel 2024 è stato il mercoledì, con ⟦278,26@{W}~{F}!⟧ punti; il più tranquillo il lunedì, con ⟦269,41@{MO}⟧."""),
E('q_dow_range_2024', 'faithful', 'pl bullets', f"""Średni dzienny zakres wg dnia tygodnia (2024):
- poniedziałek: ⟦269,4@{MO}⟧ pkt
- wtorek: ⟦272,2@{TU}⟧ pkt
- środa: ⟦278,7@{W}⟧ pkt ← najszerszy
- czwartek: ⟦273,5@{TH}⟧ pkt
- piątek: ⟦278,3@{F}⟧ pkt"""),
E('q_dow_range_2024', 'misrounded', 'zh prose', f"""2024年平均波幅最大的是周三，为⟦278.6@{W}!⟧点；最小的是周一，为⟦269.4@{MO}⟧点。"""),
E('q_dow_range_2024', 'invented', 'nl prose', f"""Woensdag had in 2024 de grootste gemiddelde range (⟦278,7@{W}⟧ punten); donderdag kwam uit op ⟦275,3@{TH}!⟧ en maandag was met ⟦269,4@{MO}⟧ de rustigste dag."""),
E('q_dow_range_2024', 'faithful', 'tr prose', f"""Çarşamba ⟦278,7@{W}⟧ puanla 2024'ün en geniş ortalama aralığına sahip gündü; pazartesi ⟦269,4@{MO}⟧ puanla en dar gündü."""),
# ---------------- q_month_up_2023
E('q_month_up_2023', 'faithful', 'en md-table pct', f"""| Month | Up days |
|---|---|
| Jan | ⟦60%@{mp('January')}⟧ |
| Feb | ⟦47.4%@{mp('February')}⟧ |
| Mar | ⟦56.5%@{mp('March')}⟧ |
| Apr | ⟦52.6%@{mp('April')}⟧ |
| May | ⟦50%@{mp('May')}⟧ |
| Jun | ⟦42.9%@{mp('June')}⟧ |
| Jul | ⟦45%@{mp('July')}⟧ |
| Aug | ⟦39.1%@{mp('August')}⟧ |
| Sep | **⟦70%@{mp('September')}⟧** |
| Oct | ⟦68.2%@{mp('October')}⟧ |
| Nov | ⟦38.1%@{mp('November')}⟧ |
| Dec | ⟦45%@{mp('December')}⟧ |"""),
E('q_month_up_2023', 'faithful', 'gb per cent', f"""September was the standout month of 2023, with ⟦70@{mp('September')}⟧ per cent of sessions closing up, followed by October at ⟦68.2@{mp('October')}⟧ per cent. November was the weakest at ⟦38.1@{mp('November')}⟧ per cent, with August (⟦39.1@{mp('August')}⟧ per cent) close behind."""),
E('q_month_up_2023', 'wrong_row', 'it prose pct-space', f"""Il mese migliore del 2023 è stato settembre (⟦70 %@{mp('September')}⟧ di sedute positive); il peggiore novembre, con appena il ⟦39,1 %@{mp('November')}~{mp('August')}!⟧."""),
E('q_month_up_2023', 'wrong_unit', 'en terse fraction-pct', f"""Best month for up closes in 2023: September — ⟦0.7%@{mp('September')}~row('September').pct_up!⟧ of days. Worst: November, ⟦38.1%@{mp('November')}⟧.""", unit_note='fraction→%'),
E('q_month_up_2023', 'derived', 'pt prose', f"""Em 2023, setembro teve ⟦70%@{mp('September')}⟧ de dias de alta e novembro apenas ⟦38,1%@{mp('November')}⟧ — uma diferença de ⟦31,9@{mp('September')}-{mp('November')}!⟧ pontos percentuais."""),
E('q_month_up_2023', 'faithful', 'tr prefix-pct', f"""2023'te günlerin en büyük kısmı eylülde yükselişle kapandı: ⟦%70@{mp('September')}⟧. Ekim ⟦%68,2@{mp('October')}⟧ ile ikinci, kasım ise ⟦%38,1@{mp('November')}⟧ ile son sırada."""),
E('q_month_up_2023', 'faithful', 'ja prose', f"""2023年で陽線比率が最も高かったのは9月（⟦70%@{mp('September')}⟧）、最も低かったのは11月（⟦38.1%@{mp('November')}⟧）でした。"""),
# ---------------- q_widest_2024
E('q_widest_2024', 'faithful', 'en md-table', f"""| Date | Range | Open | Close |
|---|---|---|---|
| ⟦2024-01-24@D:2024-01-24⟧ | ⟦585.5@{wr('2024-01-24','range')}⟧ | ⟦17,188.75@{wr('2024-01-24','open')}⟧ | ⟦16,672.75@{wr('2024-01-24','close')}⟧ |
| ⟦2024-05-17@D:2024-05-17⟧ | ⟦555.25@{wr('2024-05-17','range')}⟧ | ⟦15,998.25@{wr('2024-05-17','open')}⟧ | ⟦15,675.00@{wr('2024-05-17','close')}⟧ |
| ⟦2024-05-31@D:2024-05-31⟧ | ⟦541.5@{wr('2024-05-31','range')}⟧ | ⟦14,933.00@{wr('2024-05-31','open')}⟧ | ⟦14,601.50@{wr('2024-05-31','close')}⟧ |
| ⟦2024-07-05@D:2024-07-05⟧ | ⟦507.5@{wr('2024-07-05','range')}⟧ | ⟦13,548.75@{wr('2024-07-05','open')}⟧ | ⟦13,151.75@{wr('2024-07-05','close')}⟧ |
| ⟦2024-05-01@D:2024-05-01⟧ | ⟦484.5@{wr('2024-05-01','range')}⟧ | ⟦15,816.25@{wr('2024-05-01','open')}⟧ | ⟦15,649.25@{wr('2024-05-01','close')}⟧ |

All five closed below their open."""),
E('q_widest_2024', 'faithful', 'gb numbered ddmm', f"""Five widest sessions of 2024:
1. ⟦24/01@D:2024-01-24⟧ — ⟦585.5@{wr('2024-01-24','range')}⟧ pts
2. ⟦17/05@D:2024-05-17⟧ — ⟦555.25@{wr('2024-05-17','range')}⟧ pts
3. ⟦31/05@D:2024-05-31⟧ — ⟦541.5@{wr('2024-05-31','range')}⟧ pts
4. ⟦05/07@D:2024-07-05⟧ — ⟦507.5@{wr('2024-07-05','range')}⟧ pts
5. ⟦01/05@D:2024-05-01⟧ — ⟦484.5@{wr('2024-05-01','range')}⟧ pts"""),
E('q_widest_2024', 'wrong_column', 'it prose', f"""La seduta più ampia del 2024 è stata il ⟦24 gennaio@D:2024-01-24⟧, con un range di ⟦585,5@{wr('2024-01-24','range')}⟧ punti e una chiusura a ⟦17.188,75@{wr('2024-01-24','close')}~{wr('2024-01-24','open')}!⟧."""),
E('q_widest_2024', 'derived', 'en short', f"""The widest day, ⟦Jan 24@D:2024-01-24⟧ (⟦585.5@{wr('2024-01-24','range')}⟧ pts), also closed ⟦516@{wr('2024-01-24','open')}-{wr('2024-01-24','close')}!⟧ points below its open."""),
E('q_widest_2024', 'faithful', 'zh prose', f"""2024年波幅最大的五天平均为⟦534.85@stats.range.mean⟧点，其中⟦1月24日@D:2024-01-24⟧最大，达⟦585.5@{wr('2024-01-24','range')}⟧点；排在第五的是⟦5月1日@D:2024-05-01⟧，为⟦484.5@{wr('2024-05-01','range')}⟧点。"""),
E('q_widest_2024', 'invented', 'nl prose', f"""De vijf breedste dagen van 2024 lagen tussen ⟦484,5@{wr('2024-05-01','range')}⟧ en ⟦585,5@{wr('2024-01-24','range')}⟧ punten. Op ⟦31 mei@D:2024-05-31⟧ (range ⟦541,5@{wr('2024-05-31','range')}⟧) sloot de markt op ⟦14.061,5@{wr('2024-05-31','close')}!⟧."""),
E('q_widest_2024', 'faithful', 'pt prose', f"""Os cinco dias de maior amplitude em 2024 ficaram entre ⟦484,5@{wr('2024-05-01','range')}⟧ e ⟦585,5@{wr('2024-01-24','range')}⟧ pontos (média de ⟦534,85@stats.range.mean⟧). O mais amplo foi ⟦24 de janeiro@D:2024-01-24⟧."""),
E('q_widest_2024', 'misrounded', 'tr prose', f"""2024'ün en geniş günü ⟦24 Ocak@D:2024-01-24⟧ oldu (⟦585,5@{wr('2024-01-24','range')}⟧ puan). İkinci sırada ⟦17 Mayıs@D:2024-05-17⟧ yaklaşık ⟦556@{wr('2024-05-17','range')}!⟧ puanla geliyor."""),
]
