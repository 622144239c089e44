from lib import E
def r(d, c): return f"row('{d}').{c}"
BIG = ['2023-01-18','2023-02-02','2023-03-27','2023-04-03','2023-04-13','2023-04-19','2023-05-04','2023-06-06','2023-06-15','2023-07-07','2023-09-18','2023-10-12','2023-11-07','2023-12-06']
def fmt_en(v, d=2):
    return f"{v:,.{d}f}"
import json
from lib import CASES
_rows = {x['date']: x for x in CASES['q_big_up_days_2023']['calls'][0]['result']['table']}
def bigrow(d):
    x = _rows[d]
    return f"| ⟦{d}@D:{d}⟧ | ⟦{fmt_en(x['open'])}@{r(d,'open')}⟧ | ⟦{fmt_en(x['close'])}@{r(d,'close')}⟧ | ⟦+{x['chg']:.2f}%@{r(d,'chg')}⟧ |"
M = ['2024-01-31','2024-02-29','2024-03-31','2024-04-30','2024-05-31','2024-06-30','2024-07-31','2024-08-31','2024-09-30','2024-10-31','2024-11-30','2024-12-31']
MN = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec']
ENTRIES = [
# ---------------- q_big_up_days_2023
E('q_big_up_days_2023', 'faithful', 'en md-table', "**⟦14@R.summary.rows⟧ sessions in 2023 closed more than 2% above the open:**\n\n| Date | Open | Close | Change |\n|---|---|---|---|\n" + "\n".join(bigrow(d) for d in BIG)),
E('q_big_up_days_2023', 'faithful', 'gb per cent', f"""⟦14@R.summary.rows⟧ sessions in 2023 closed more than 2 per cent above the open. The biggest was ⟦6 December@D:2023-12-06⟧ (+⟦3.32@{r('2023-12-06','chg')}⟧ per cent, ⟦17,263@{r('2023-12-06','open')}⟧ → ⟦17,836@{r('2023-12-06','close')}⟧), followed by ⟦7 November@D:2023-11-07⟧ (+⟦3.12@{r('2023-11-07','chg')}⟧ per cent)."""),
E('q_big_up_days_2023', 'wrong_row', 'it pct-space', f"""Il rialzo più forte del 2023 è stato quello del ⟦6 dicembre@D:2023-12-06⟧: +⟦3,12 %@{r('2023-12-06','chg')}~{r('2023-11-07','chg')}!⟧ dall'apertura alla chiusura."""),
E('q_big_up_days_2023', 'faithful', 'zh prose', f"""2023年共有⟦14@R.summary.rows⟧个交易日收盘较开盘上涨超过2%，最大为⟦12月6日@D:2023-12-06⟧的⟦3.32%@stats.chg.max⟧，最小为⟦3月27日@D:2023-03-27⟧的⟦2.01%@stats.chg.min⟧。"""),
E('q_big_up_days_2023', 'invented', 'ja prose', f"""最初の該当日は⟦1月18日@D:2023-01-18⟧で、始値⟦16,433.75@{r('2023-01-18','open')}⟧から終値⟦16,854.25@{r('2023-01-18','close')}!⟧まで+⟦2.50%@{r('2023-01-18','chg')}⟧上昇しました。"""),
E('q_big_up_days_2023', 'wrong_column', 'tr prefix-pct', f"""⟦2 Şubat 2023@D:2023-02-02⟧'te endeks ⟦17.274,25@{r('2023-02-02','close')}~{r('2023-02-02','open')}!⟧ seviyesinden kapandı (+⟦%2,19@{r('2023-02-02','chg')}⟧)."""),
E('q_big_up_days_2023', 'faithful', 'pt short', f"""Foram ⟦14@R.summary.rows⟧ dias em 2023, com alta média de ⟦2,44%@stats.chg.mean⟧ entre abertura e fechamento; o maior salto, ⟦3,32%@stats.chg.max⟧, veio em ⟦6 de dezembro@D:2023-12-06⟧."""),
# ---------------- q_corr_2024
E('q_corr_2024', 'faithful', 'gb terse', """Barely. The 2024 correlation between daily volume and range is ⟦0.05@value⟧ — effectively zero."""),
E('q_corr_2024', 'faithful', 'it prose', """Correlazione volume/range nel 2024: ⟦0,051@value⟧, praticamente nulla (calcolata su ⟦252@R.summary.rows_scanned⟧ sedute). Il volume non anticipa l'ampiezza della giornata."""),
E('q_corr_2024', 'wrong_unit', 'en short', """No meaningful link: volume and range were correlated at just ⟦5.1%@value~value*100!⟧ in 2024.""", unit_note='correlation→%'),
E('q_corr_2024', 'misrounded', 'pl prose', """Współczynnik korelacji wolumenu z zakresem w 2024 r. wynosi ⟦0,06@value!⟧ — zależność jest pomijalna."""),
E('q_corr_2024', 'faithful', 'ja prose', """相関係数は⟦0.051@value⟧で、出来高とレンジの間にはほぼ相関がありません。"""),
E('q_corr_2024', 'wrong_sign', 'zh prose', """2024年成交量与日波幅的相关系数为⟦-0.05@value!⟧，几乎不相关。"""),
E('q_corr_2024', 'faithful', 'pt sci', """Não. A correlação de Pearson entre volume e amplitude em 2024 é de ⟦5,1e-2@value⟧ — estatisticamente irrelevante."""),
# ---------------- q_monthly_2024
E('q_monthly_2024', 'faithful', 'en md-table', "| Month | Open | Close | Change |\n|---|---|---|---|\n" + "\n".join(
    f"| {MN[i]} | ⟦{{o}}@{r(d,'open')}⟧ | ⟦{{c}}@{r(d,'close')}⟧ | ⟦{{ch}}@{r(d,'change')}⟧ |" for i, d in enumerate(M))),
E('q_monthly_2024', 'faithful', 'gb prose', f"""A brutal year: only April closed higher (+⟦1,008@{r('2024-04-30','change')}⟧ pts). July was the worst month at ⟦−1,374@{r('2024-07-31','change')}⟧ and the average monthly change was ⟦−728.13@stats.change.mean⟧. The contract went from ⟦17,578.75@{r('2024-01-31','open')}⟧ (January open) to ⟦8,944@{r('2024-12-31','close')}⟧ (December close)."""),
E('q_monthly_2024', 'derived', 'it prose', f"""Dall'apertura di gennaio (⟦17.578,75@{r('2024-01-31','open')}⟧) alla chiusura di dicembre (⟦8.944@{r('2024-12-31','close')}⟧) il contratto ha perso ⟦8.634,75@{r('2024-01-31','open')}-{r('2024-12-31','close')}!⟧ punti nel 2024."""),
E('q_monthly_2024', 'wrong_sign', 'pl prose', f"""Kwiecień był wyjątkiem w spadkowym roku, ale i on zakończył się spadkiem o ⟦1 008@{r('2024-04-30','change')}|neg!⟧ pkt; najgorszy był lipiec (⟦−1 374@{r('2024-07-31','change')}⟧ pkt)."""),
E('q_monthly_2024', 'wrong_column', 'nl prose', f"""Het dieptepunt van 2024 lag in december: de laagste koers van die maand was ⟦8.944@{r('2024-12-31','low')}~{r('2024-12-31','close')}!⟧."""),
E('q_monthly_2024', 'misrounded', 'zh prose', f"""2024年平均每月下跌约⟦728.2@stats.change.mean|neg!⟧点，全年只有4月收涨（+⟦1,008@{r('2024-04-30','change')}⟧点）。"""),
E('q_monthly_2024', 'faithful', 'tr prose', f"""Nisan 2024 yılın tek pozitif ayıydı: ⟦+1.008@{r('2024-04-30','change')}⟧ puan. En sert düşüş Temmuz'da yaşandı: ⟦−1.374@{r('2024-07-31','change')}⟧ puan."""),
E('q_monthly_2024', 'invented', 'ja prose', f"""2024年の月足で最も高かったのは1月の高値⟦17,877.5@{r('2024-01-31','high')}⟧、最も安かったのは12月の安値⟦8,962.25@{r('2024-12-31','low')}!⟧でした。"""),
E('q_monthly_2024', 'miscomputed', 'pt prose', f"""No primeiro trimestre o contrato caiu ⟦−1.186,5@{r('2024-01-31','change')}⟧, ⟦−595,5@{r('2024-02-29','change')}⟧ e ⟦−1.049@{r('2024-03-31','change')}⟧ pontos — somando ⟦−2.731@{r('2024-01-31','change')}+{r('2024-02-29','change')}+{r('2024-03-31','change')}!⟧ pontos."""),
# ---------------- q_weekly_recent
E('q_weekly_recent', 'faithful', 'en md-table', f"""| Week of | Change | Close | Volume |
|---|---|---|---|
| ⟦Dec 8@D:2024-12-08⟧ | ⟦−381.75@{r('2024-12-08','change')}⟧ | ⟦9,229.50@{r('2024-12-08','close')}⟧ | ⟦609,253@{r('2024-12-08','volume')}⟧ |
| ⟦Dec 15@D:2024-12-15⟧ | ⟦−16.00@{r('2024-12-15','change')}⟧ | ⟦9,296.75@{r('2024-12-15','close')}⟧ | ⟦1,002,088@{r('2024-12-15','volume')}⟧ |
| ⟦Dec 22@D:2024-12-22⟧ | ⟦−352.75@{r('2024-12-22','change')}⟧ | ⟦8,979.25@{r('2024-12-22','close')}⟧ | ⟦1,007,765@{r('2024-12-22','volume')}⟧ |
| ⟦Dec 29@D:2024-12-29⟧ | ⟦+57.50@{r('2024-12-29','change')}⟧ | ⟦9,065.25@{r('2024-12-29','close')}⟧ | ⟦747,064@{r('2024-12-29','volume')}⟧ |
| ⟦Jan 5@D:2025-01-05⟧ | ⟦−205.50@{r('2025-01-05','change')}⟧ | ⟦8,837.25@{r('2025-01-05','close')}⟧ | ⟦555,185@{r('2025-01-05','volume')}⟧ |"""),
E('q_weekly_recent', 'faithful', 'gb m', f"""Weak. Volume peaked at ⟦1.01m@{r('2024-12-22','volume')}⟧ contracts in the week of ⟦22 Dec@D:2024-12-22⟧, which also fell ⟦−352.75@{r('2024-12-22','change')}⟧ pts; the worst week was that of ⟦8 Dec@D:2024-12-08⟧ (⟦−381.75@{r('2024-12-08','change')}⟧). Only the week of ⟦29 Dec@D:2024-12-29⟧ was green (⟦+57.5@{r('2024-12-29','change')}⟧)."""),
E('q_weekly_recent', 'wrong_sign', 'it prose', f"""La settimana del ⟦29 dicembre@D:2024-12-29⟧ ha chiuso a ⟦−57,5@{r('2024-12-29','change')}!⟧ punti, quella del ⟦5 gennaio@D:2025-01-05⟧ a ⟦−205,5@{r('2025-01-05','change')}⟧."""),
E('q_weekly_recent', 'miscomputed', 'pl prose', f"""W ostatnich tygodniach kontrakt łącznie stracił ⟦798,5@{r('2024-12-08','change')}+{r('2024-12-15','change')}+{r('2024-12-22','change')}+{r('2024-12-29','change')}+{r('2025-01-05','change')}|neg!⟧ pkt; średnia tygodniowa zmiana to ⟦−179,7@stats.change.mean⟧ pkt."""),
E('q_weekly_recent', 'wrong_column', 'zh prose', f"""⟦12月22日@D:2024-12-22⟧那一周下跌⟦352.75@{r('2024-12-22','change')}|neg⟧点，周收盘⟦8,926.25@{r('2024-12-22','close')}~{r('2024-12-22','low')}!⟧点。"""),
E('q_weekly_recent', 'faithful', 'ja prose', f"""直近⟦5@R.summary.rows⟧週のうち上昇したのは⟦12月29日@D:2024-12-29⟧の週（⟦+57.5@{r('2024-12-29','change')}⟧）だけです。最大の下落は⟦12月8日@D:2024-12-08⟧の週の⟦−381.75@{r('2024-12-08','change')}⟧ポイントで、週平均は⟦−179.7@stats.change.mean⟧ポイントでした。"""),
E('q_weekly_recent', 'invented', 'tr prose', f"""⟦22 Aralık@D:2024-12-22⟧ haftasında hacim ⟦1.070.765@{r('2024-12-22','volume')}!⟧ kontrata çıktı, fiyat ⟦−352,75@{r('2024-12-22','change')}⟧ puan düştü."""),
# ---------------- q_gap_2024
E('q_gap_2024', 'faithful', 'gb prose', """Gaps in 2024 were small on average (⟦+1.51@mean_g⟧ pts) but fairly dispersed, with a standard deviation of ⟦34.5@std_g⟧. The largest gap up was ⟦+147.25@max_g⟧ and the largest gap down ⟦−128.5@min_g⟧."""),
E('q_gap_2024', 'faithful', 'en md-table', """| Opening gap 2024 | pts |
|---|---|
| Mean | ⟦1.51@mean_g⟧ |
| Std dev | ⟦34.54@std_g⟧ |
| Largest up | ⟦+147.25@max_g⟧ |
| Largest down | ⟦−128.50@min_g⟧ |"""),
E('q_gap_2024', 'wrong_sign', 'it range', """Gap medio ⟦+1,51@mean_g⟧ punti; gli estremi vanno da ⟦128,5@min_g!⟧ a ⟦+147,25@max_g⟧ punti, con una deviazione standard di ⟦34,5@std_g⟧."""),
E('q_gap_2024', 'wrong_column', 'pl prose', """Odchylenie standardowe luk otwarcia w 2024 r. wyniosło ⟦147,25@std_g~max_g!⟧ pkt, przy średniej ⟦1,51@mean_g⟧ pkt."""),
E('q_gap_2024', 'faithful', 'ja prose', """2024年の寄り付きギャップは平均⟦1.51@mean_g⟧ポイント、標準偏差⟦34.54@std_g⟧ポイントで、最大の上方ギャップは⟦147.25@max_g⟧ポイントでした。"""),
]
# fill the monthly table numbers
_m = {x['date']: x for x in CASES['q_monthly_2024']['calls'][0]['result']['table']}
def _sgn(v):
    return ('+' if v > 0 else '−') + f"{abs(v):,.2f}"
_k = [i for i, e in enumerate(ENTRIES) if '{o}' in e['t']][0]
_t = ENTRIES[_k]['t']
for i, d in enumerate(M):
    x = _m[d]
    _t = _t.replace('{o}', f"{x['open']:,.2f}", 1).replace('{c}', f"{x['close']:,.2f}", 1).replace('{ch}', _sgn(x['change']), 1)
ENTRIES[_k]['t'] = _t
