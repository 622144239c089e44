"""Exact-arithmetic expectations for the boundary values of indicators, and
NumPy's answers for rounding.

Every indicator value here is computed with `fractions.Fraction` on the raw
generated minutes (prices and volumes are exact binary numbers, so Fraction(x)
is their exact value): no floating-point rounding anywhere. Where an
indicator is exactly 0 or 100 (MFI, CCI, stochastics, Williams %R) or VWAP
exactly equals the typical price, that is a fact of the data, and the engine's
`count()` of such rows must equal the count here. Rounding expectations come
from NumPy (`np.round`, the spec's rounding rule), never from the engine.

The bars follow the spec: a session's minutes (ETH = from 18:00 to 17:00,
wrapping midnight), then the period (intraday bars by their timestamp's
calendar date, inclusive), then bins aligned from midnight, labelled by their
start (open first, high max, low min, close last, volume sum). Indicators see
the history before the period (the engine warms them up with the bars their
windows need): the bars here start a week before the period, which is more
than any window below reaches back, and only the period's bars are counted.

Run: python tests/python/exact_expectations.py MINUTES.parquet --out-dir DIR
Writes DIR/expect.json: {"counts": [{"query": {...}, "count": N}], "round": {...}}.
The test harness (tests/src/data.rs) runs it on `barb gen-data` output and
caches the result; services/barb-script/tests/exactness.rs asserts the engine
agrees.
"""
import argparse
import json
import os
from fractions import Fraction as F

import numpy as np
import pandas as pd

ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
ap.add_argument("minutes")
ap.add_argument("--out-dir", required=True)
args = ap.parse_args()

m = pd.read_parquet(args.minutes).set_index("timestamp").sort_index()
mod = m.index.hour * 60 + m.index.minute
eth = m[(mod >= 18 * 60) | (mod < 17 * 60)]


WARM_UP = pd.Timedelta(days=7)


def bars(minutes, start, end, minutes_per_bar):
    """Exact bars from a week before `start` to `end`: list of dicts with
    Fraction prices and int volumes; "in" marks the period's bars."""
    first = pd.Timestamp(start)
    sel = minutes[(minutes.index.normalize() >= first - WARM_UP) & (minutes.index.normalize() <= pd.Timestamp(end))]
    out = []
    key = sel.index.floor(f"{minutes_per_bar}min")
    for label, g in sel.groupby(key, sort=True):
        out.append({
            "ts": label,
            "open": F(float(g.open.iloc[0])),
            "high": max(F(float(x)) for x in g.high),
            "low": min(F(float(x)) for x in g.low),
            "close": F(float(g.close.iloc[-1])),
            "volume": int(g.volume.sum()),
            "in": label.normalize() >= first,
        })
    return out


def typical(b):
    return (b["high"] + b["low"] + b["close"]) / 3


def mfi(bs, n):
    """Money Flow Index per the spec: flows classified by the change of TP
    against the previous bar (the first bar is neither), plain n-bar sums,
    first value at bar n-1; None where undefined (no flow at all)."""
    tp = [typical(b) for b in bs]
    pos = [F(0)] * len(bs)
    neg = [F(0)] * len(bs)
    for i in range(1, len(bs)):
        flow = tp[i] * bs[i]["volume"]
        if tp[i] > tp[i - 1]:
            pos[i] = flow
        elif tp[i] < tp[i - 1]:
            neg[i] = flow
    out = [None] * len(bs)
    for i in range(n - 1, len(bs)):
        ps, ns = sum(pos[i + 1 - n:i + 1]), sum(neg[i + 1 - n:i + 1])
        if ns == 0:
            out[i] = F(100) if ps > 0 else None
        else:
            out[i] = 100 - F(100) / (1 + ps / ns)
    return out


def cci(bs, n):
    tp = [typical(b) for b in bs]
    out = [None] * len(bs)
    for i in range(n - 1, len(bs)):
        w = tp[i + 1 - n:i + 1]
        mean = sum(w) / n
        mad = sum(abs(x - mean) for x in w) / n
        out[i] = None if mad == 0 else (tp[i] - mean) / (F(15, 1000) * mad)
    return out


def extremes(bs, n, i):
    w = bs[i + 1 - n:i + 1]
    return max(b["high"] for b in w), min(b["low"] for b in w)


def stoch_k(bs, n):
    out = [None] * len(bs)
    for i in range(n - 1, len(bs)):
        hh, ll = extremes(bs, n, i)
        out[i] = None if hh == ll else (bs[i]["close"] - ll) / (hh - ll) * 100
    return out


def stoch_d(bs, n, s):
    k = stoch_k(bs, n)
    out = [None] * len(bs)
    for i in range(len(bs)):
        w = k[i + 1 - s:i + 1] if i + 1 >= s else []
        if len(w) == s and all(x is not None for x in w):
            out[i] = sum(w) / s
    return out


def williams_r(bs, n):
    out = [None] * len(bs)
    for i in range(n - 1, len(bs)):
        hh, ll = extremes(bs, n, i)
        out[i] = None if hh == ll else (hh - bs[i]["close"]) / (hh - ll) * -100
    return out


def vwap_day(bs):
    """Cumulative TP*volume / cumulative volume, restarted each calendar date of the label."""
    out, num, den, day = [], F(0), 0, None
    for b in bs:
        if b["ts"].date() != day:
            num, den, day = F(0), 0, b["ts"].date()
        num += typical(b) * b["volume"]
        den += b["volume"]
        out.append(None if den == 0 else num / den)
    return out


def rolling_mean(xs, n):
    return [None if i + 1 < n else sum(xs[i + 1 - n:i + 1]) / n for i in range(len(xs))]


def count(bs, values, pred):
    return sum(1 for b, v in zip(bs, values) if b["in"] and v is not None and pred(v))


cases = []


def case(query, bs, values, pred):
    q = {"select": "count()", **query}
    cases.append({"query": q, "count": count(bs, values, pred)})


# The repro windows, on this data: 15-minute ETH bars over a short
# period, and the same indicators over half a year (drift grows with length).
for start, end in [("2023-02-03", "2023-02-15"), ("2024-01-02", "2024-06-28")]:
    bs = bars(eth, start, end, 15)
    base = {"session": "ETH", "from": "15m", "period": f"{start}:{end}"}
    f4 = mfi(bs, 4)
    case({**base, "where": "mfi(4) == 0"}, bs, f4, lambda v: v == 0)
    case({**base, "where": "mfi(4) >= 100"}, bs, f4, lambda v: v >= 100)
    c5 = cci(bs, 5)
    case({**base, "where": "cci(5) == 0"}, bs, c5, lambda v: v == 0)
    if start.startswith("2023"):
        tp = [typical(b) for b in bs]
        vw = vwap_day(bs)
        case({**base, "where": "vwap_day() == typical_price()"}, bs, [
            None if v is None else v - t for v, t in zip(vw, tp)], lambda d: d == 0)

# One-minute bars of a few days (all sessions), where closes often sit at
# the window's high or low.
bs = bars(m, "2024-03-04", "2024-03-08", 1)
base = {"from": "1m", "period": "2024-03-04:2024-03-08"}
case({**base, "where": "mfi(3) == 0"}, bs, mfi(bs, 3), lambda v: v == 0)
case({**base, "where": "mfi(3) >= 100"}, bs, mfi(bs, 3), lambda v: v >= 100)
case({**base, "where": "cci(3) == 0"}, bs, cci(bs, 3), lambda v: v == 0)
k5 = stoch_k(bs, 5)
case({**base, "where": "stoch_k(5) == 0"}, bs, k5, lambda v: v == 0)
case({**base, "where": "stoch_k(5) >= 100"}, bs, k5, lambda v: v >= 100)
d32 = stoch_d(bs, 3, 2)
case({**base, "where": "stoch_d(3, 2) == 0"}, bs, d32, lambda v: v == 0)
case({**base, "where": "stoch_d(3, 2) >= 100"}, bs, d32, lambda v: v >= 100)
w5 = williams_r(bs, 5)
case({**base, "where": "williams_r(5) == 0"}, bs, w5, lambda v: v == 0)
case({**base, "where": "williams_r(5) <= -100"}, bs, w5, lambda v: v <= -100)
closes = [b["close"] for b in bs]
rm = rolling_mean(closes, 3)
case({**base, "where": "rolling_mean(close, 3) == close"}, bs, [
    None if r is None else r - c for r, c in zip(rm, closes)], lambda d: d == 0)
case({**base, "where": "vwap_day() == typical_price()"}, bs, [
    None if v is None else v - typical(b) for v, b in zip(vwap_day(bs), bs)], lambda d: d == 0)

# Rounding: NumPy's np.round (rint(x*10^n)/10^n, ties to even), then the
# table's 4-decimal display rounding (the same routine).
tdate = (m.index + pd.to_timedelta(np.where(mod >= 18 * 60, 1, 0), unit="D")).normalize()
daily_volume = m.groupby(tdate).volume.sum()
r = np.round(np.round(daily_volume.values / 20, 1), 4)
odd = daily_volume.values % 2 == 1  # volume/20 ends in 5 at the second decimal: an exact tie at 1 decimal
rounding = {
    "daily_volume_over_20_1dp": {str(d.date()): float(x) for d, x in zip(daily_volume.index, r)},
    "ties": int(odd.sum()),
    "round_2_405_2": float(np.round(2.405, 2)),
    "round_869757_over_20_1": float(np.round(869757 / 20, 1)),
    "round_2_675_2": float(np.round(2.675, 2)),
}

with open(os.path.join(args.out_dir, "expect.json"), "w") as f:
    json.dump({"counts": cases, "round": rounding}, f, indent=1)
