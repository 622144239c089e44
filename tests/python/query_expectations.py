"""Independent expectations for the query-engine integration tests.

Computed with pandas straight from a minute file, following the spec's rules
(trading date = calendar date + 1 day from 18:00; RTH = 09:30-16:15;
intraday bins aligned from midnight), never from the engine.

Run: python tests/python/query_expectations.py MINUTES.parquet --out-dir DIR
Writes DIR/expect.json and DIR/daily.parquet (the trading-day bars, which the
tests compare with the engine's and also load as a settlement file). The test
harness (tests/src/data.rs) runs it on `barb gen-data` output and caches the
result.
"""
import argparse
import json
import os

import numpy as np
import pandas as pd

ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
ap.add_argument("minutes")
ap.add_argument("--out-dir", required=True)
args = ap.parse_args()

m = pd.read_parquet(args.minutes).set_index("timestamp").sort_index()
mod = m.index.hour * 60 + m.index.minute
tdate = (m.index + pd.to_timedelta(np.where(mod >= 18 * 60, 1, 0), unit="D")).normalize()
m = m.assign(tdate=tdate)
agg = {"open": "first", "high": "max", "low": "min", "close": "last", "volume": "sum"}
daily = m.groupby("tdate").agg(agg)
daily.rename_axis("timestamp").reset_index().to_parquet(os.path.join(args.out_dir, "daily.parquet"), index=False)
out = {"minute_rows": len(m), "daily_rows": len(daily)}
d24 = daily.loc["2024"]
out["daily_2024_rows"] = len(d24)
out["daily_2024_first"] = [str(d24.index[0].date()), float(d24.open.iloc[0]), float(d24.close.iloc[0]), int(d24.volume.iloc[0])]
r = daily.loc["2024-01"]
out["mean_range_2024_01"] = float((r.high - r.low).mean())
out["mean_range_2024_01_rows"] = len(r)
wd = d24.assign(r=d24.high - d24.low, wd=d24.index.day_of_week).groupby("wd").r.mean()
out["mean_range_by_weekday_2024"] = {int(k): round(float(v), 4) for k, v in wd.items()}
out["pct_green_2024"] = float((d24.close > d24.open).mean())
out["p90_range_2024"] = float((d24.high - d24.low).quantile(0.9))
out["corr_vol_range_2024"] = float(d24.volume.corr(d24.high - d24.low))
out["last_5_dates"] = [str(x.date()) for x in daily.index[-5:]]
last_day = m[m.tdate == daily.index[-1]]
out["last_day_first_minute"] = [str(last_day.index[0].date()), last_day.index[0].strftime("%H:%M")]
rth = m[(mod >= 9 * 60 + 30) & (mod < 16 * 60 + 15)]
day = rth.loc["2024-03-01"]
h1 = day.groupby(day.index.floor("h")).agg(agg)
out["rth_1h_2024_03_01"] = [[t.strftime("%H:%M"), float(row.open), float(row.close)] for t, row in h1.iterrows()]
rth_daily = rth.groupby(rth.index.normalize()).agg(agg)
out["rth_high_2024_03_01"] = float(rth_daily.loc["2024-03-01"].high)
out["rth_days_2024_q1"] = int(len(rth_daily.loc["2024-01":"2024-03"]))
# Weekly bars: trading dates Mon-Fri, labelled with the Sunday that ends the week.
wk = daily.groupby(daily.index + pd.to_timedelta(6 - daily.index.day_of_week, unit="D")).agg(agg)

d_feb = daily.loc["2024-02"]
wk_feb = d_feb.groupby(d_feb.index + pd.to_timedelta(6 - d_feb.index.day_of_week, unit="D")).agg(agg)
out["weekly_2024_02"] = [[str(i.date()), float(r.open), float(r.close)] for i, r in wk_feb.iterrows()]
mo = daily.groupby(daily.index.to_period("M")).agg(agg)
out["monthly_2023_close"] = [[str(p.end_time.date()), float(r.close)] for p, r in mo.loc["2023"].iterrows()]
# RSI(14) on daily closes, Wilder seeded with an SMA and the first change counted as 0.
c = daily.close.values
delta = np.diff(c, prepend=np.nan)
gain = np.where(delta > 0, delta, 0.0)
loss = np.where(delta < 0, -delta, 0.0)
def wilder(x, n):
    out = np.full(len(x), np.nan)
    out[n - 1] = x[:n].mean()
    for i in range(n, len(x)):
        out[i] = out[i - 1] + (x[i] - out[i - 1]) / n
    return out
ag, al = wilder(gain, 14), wilder(loss, 14)
rsi = np.where(al == 0, 100.0, 100 - 100 / (1 + ag / al))
out["rsi14_daily_last"] = [str(daily.index[-1].date()), float(rsi[-1])]
out["rsi14_daily_index_13"] = float(rsi[13])
# Monthly count of up days in 2024 (the test takes the month with the most).
g = d24.assign(up=(d24.close > d24.open)).groupby(d24.index.month).up.sum()
out["up_days_by_month_2024"] = {int(k): int(v) for k, v in g.items()}
with open(os.path.join(args.out_dir, "expect.json"), "w") as f:
    json.dump(out, f, indent=1)
