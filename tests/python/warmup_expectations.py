"""Whole-history indicator values at the first bar of a period (issue 16.1).

A period restricts which bars a query answers about, not what its
indicators see: the value at the period's first bar must be the one computed
over the whole history. This script computes indicators over the whole
history of bars built from the minute file with pandas, NumPy and TA-Lib —
never with the engine — and writes their values at the first bar of a few
periods.

Bars follow the spec: trading date = calendar date + 1 day from 18:00; RTH =
09:30-16:15; intraday bins aligned from midnight and labelled by their start;
open first, high max, low min, close last, volume sum.

Conventions where libraries differ from the language (the engine's function
reference states them): EMA is pandas' ewm(span=n, adjust=False) seeded
with the first value; Wilder averages (RSI, ATR) are seeded with the SMA of
the first n inputs, RSI's first change counts as 0, the first true range is
high - low. TA-Lib seeds some of these differently, but after hundreds of
bars the seeds' weights are far below the tolerance, so its values are an
independent check of the same quantity.

Run: python tests/python/warmup_expectations.py MINUTES.parquet --out-dir DIR
Writes DIR/expect.json: {"cases": [{"query", "column", "value", "date",
"time", "kind"}]} where kind is "finite" (a window of bars) or "recursive".
"""
import argparse
import json
import os

import numpy as np
import pandas as pd
import talib

ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
ap.add_argument("minutes")
ap.add_argument("--out-dir", required=True)
args = ap.parse_args()

m = pd.read_parquet(args.minutes).set_index("timestamp").sort_index()
mod = m.index.hour * 60 + m.index.minute
m = m.assign(tdate=(m.index + pd.to_timedelta(np.where(mod >= 18 * 60, 1, 0), unit="D")).normalize())
agg = {"open": "first", "high": "max", "low": "min", "close": "last", "volume": "sum"}
daily = m.groupby("tdate").agg(agg)
rth = m[(mod >= 9 * 60 + 30) & (mod < 16 * 60 + 15)]
h1_rth = rth.groupby(rth.index.floor("h")).agg(agg)
m15 = m.groupby(m.index.floor("15min")).agg(agg)


def wilder(x, n):
    """Wilder's average seeded with the mean of the first n values (no gaps here)."""
    out = np.full(len(x), np.nan)
    out[n - 1] = x[:n].mean()
    for i in range(n, len(x)):
        out[i] = out[i - 1] + (x[i] - out[i - 1]) / n
    return out


def rsi(close, n):
    delta = np.diff(close, prepend=np.nan)
    gain = np.where(delta > 0, delta, 0.0)
    loss = np.where(delta < 0, -delta, 0.0)
    ag, al = wilder(gain, n), wilder(loss, n)
    return np.where(al == 0, 100.0, 100 - 100 / (1 + ag / al))


def atr(b, n):
    prev = b.close.shift(1)
    tr = np.maximum(b.high - b.low, np.maximum((b.high - prev).abs(), (b.low - prev).abs()))
    tr.iloc[0] = b.high.iloc[0] - b.low.iloc[0]
    return wilder(tr.values, n)


def ema(x, n):
    return x.ewm(span=n, adjust=False).mean().values


def rolling_std(x, n):
    """Sample standard deviation of each n-bar window, two-pass per window
    (pandas' rolling std updates a running sum and drifts: 1e-9 relative
    after two years of 15-minute bars)."""
    out = np.full(len(x), np.nan)
    if len(x) >= n:
        out[n - 1:] = np.lib.stride_tricks.sliding_window_view(x, n).std(axis=1, ddof=1)
    return out


def indicators(b):
    """name → (expression, values over the whole history, kind)."""
    c = b.close
    h, lo, v = b.high.values, b.low.values, b.volume.astype(float).values
    macd_line = ema(c, 12) - ema(c, 26)
    return {
        "sma3": ("sma(close, 3)", c.rolling(3).mean().values, "finite"),
        "sma20": ("sma(close, 20)", talib.SMA(c.values, 20), "finite"),
        "std20": ("rolling_std(close, 20)", rolling_std(c.values, 20), "finite"),
        "bbu": ("bbands_upper(close, 20, 2)", talib.BBANDS(c.values, 20, 2, 2)[0], "finite"),
        "cci": ("cci(20)", talib.CCI(h, lo, c.values, 20), "finite"),
        "stoch": ("stoch_k(14)", talib.STOCHF(h, lo, c.values, 14, 1)[0], "finite"),
        "mfi": ("mfi(14)", talib.MFI(h, lo, c.values, v, 14), "finite"),
        "willr": ("williams_r(14)", talib.WILLR(h, lo, c.values, 14), "finite"),
        "cum": ("cumsum(volume)", b.volume.cumsum().astype(float).values, "finite"),
        "ema20": ("ema(close, 20)", ema(c, 20), "recursive"),
        "ema50": ("ema(close, 50)", ema(c, 50), "recursive"),
        "rsi": ("rsi(close, 14)", rsi(c.values, 14), "recursive"),
        "atr": ("atr(14)", atr(b, 14), "recursive"),
        "macd": ("macd(close, 12, 26)", macd_line, "recursive"),
        "adx": ("adx(14)", talib.ADX(h, lo, c.values, 14), "recursive"),
    }


cases = []


def first_bar(bars, query, names, intraday, start):
    """The values of `names` at the first bar of `bars` from `start` on."""
    ind = indicators(bars)
    i = int(np.searchsorted(bars.index.values, np.datetime64(pd.Timestamp(start))))
    label = bars.index[i]
    for name in names:
        text, values, kind = ind[name]
        cases.append({
            "query": {**query, "map": {"x": text}},
            "column": "x",
            "value": float(values[i]),
            "date": str(label.date()),
            "time": label.strftime("%H:%M") if intraday else "",
            "kind": kind,
            "bars_before": i,
        })


every = ["sma3", "sma20", "std20", "bbu", "cci", "stoch", "mfi", "willr", "cum", "ema20", "ema50", "rsi", "atr",
         "macd", "adx"]
first_bar(daily, {"from": "daily", "period": "2024-06"}, every, False, "2024-06-01")
first_bar(h1_rth, {"from": "1h", "session": "RTH", "period": "2024-03-01"}, every, True, "2024-03-01")
first_bar(m15, {"from": "15m", "period": "2024-02-12:2024-02-16"}, every, True, "2024-02-12")

with open(os.path.join(args.out_dir, "expect.json"), "w") as f:
    json.dump({"cases": cases}, f, indent=1)
