"""Regenerates the golden fixtures of the query-engine function library.

References are independent of the engine's Rust code:
  * TA-Lib (PyPI `TA-Lib`, C library in the wheel) for every indicator it
    shares with Barb Script; where its convention differs on purpose (EMA seed,
    Wilder seed and first index, TR/OBV first bar), the engine is compared with
    TA-Lib after the warm-up in which the seeds' influence has decayed, and the
    difference itself is recorded as a `differs` case;
  * pandas/NumPy for the pandas conventions the spec fixes (ewm adjust=False,
    rolling windows, rank pct, ...);
  * small loops written here from the text of spec §5 (Wilder smoothing,
    SuperTrend, SAR, pivots, valuewhen, ...) for what has no library
    counterpart.

Inputs: two generated years of NQ minute bars (`barb gen-data --instrument NQ
--start 2023-01-03 --end 2024-12-31 --seed 42 --price 16000`), their trading-day
bars built here with pandas (trading date = calendar date + 1 from 18:00), and
one slice of the minute bars (calendar dates 2024-03-04..2024-03-05, evenings
included). The input bars are written next to the expectations so the Rust
test needs nothing else.

Run (deploy/test.sh creates the virtual environment):
    barb gen-data --out /tmp/nq.parquet --instrument NQ --start 2023-01-03 \
        --end 2024-12-31 --seed 42 --price 16000
    $BARB_PYTHON tests/python/gen_function_fixtures.py --data /tmp/nq.parquet [--out DIR]
--out defaults to tests/fixtures/functions/. The Rust test
`fixtures_are_reproducible` runs it on the harness's copy of that data into a
temporary directory and compares with the committed files.
"""
import argparse
import json
import math
import os

import numpy as np
import pandas as pd
import talib

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
_args = argparse.ArgumentParser(description=__doc__.splitlines()[0])
_args.add_argument("--data", required=True, help="the generated minute bars (Parquet)")
_args.add_argument("--out", default=os.path.join(ROOT, "tests", "fixtures", "functions"))
ARGS = _args.parse_args()
DATA, OUT = ARGS.data, ARGS.out

RTOL, ATOL = 1e-6, 1e-9


# --------------------------------------------------------------------------
# Reference implementations written from spec §5 (not from the engine).
# --------------------------------------------------------------------------

def wilder(x, n):
    """§5.1: seed = mean of the first n non-NaN inputs at the n-th one; then
    r += (x - r)/n; a NaN input after the seed carries r forward."""
    x = np.asarray(x, dtype=float)
    out = np.full(len(x), np.nan)
    valid = np.flatnonzero(~np.isnan(x))
    if len(valid) < n:
        return out
    seed = valid[n - 1]
    r = float(np.mean(x[valid[:n]]))
    out[seed] = r
    for i in range(seed + 1, len(x)):
        if not np.isnan(x[i]):
            r = r + (x[i] - r) / n
        out[i] = r
    return out


def ema(s, n):
    """§5.2: pandas ewm(span=n, adjust=False), seeded with the first value."""
    return s.ewm(span=n, adjust=False).mean()


def true_range(df):
    pc = df.close.shift(1)
    return pd.concat([df.high - df.low, (df.high - pc).abs(), (df.low - pc).abs()], axis=1).max(axis=1)


def atr(df, n):
    return pd.Series(wilder(true_range(df).values, n), index=df.index)


def rsi(s, n):
    d = s.diff().fillna(0.0)  # the first bar's missing change counts as 0
    gain = wilder(np.where(d > 0, d, 0.0), n)
    loss = wilder(np.where(d < 0, -d, 0.0), n)
    with np.errstate(divide="ignore", invalid="ignore"):
        r = 100 - 100 / (1 + gain / loss)
    r = np.where(loss == 0, 100.0, r)
    r[np.isnan(gain) | np.isnan(loss)] = np.nan
    return pd.Series(r, index=s.index)


def dmi(df, n):
    up = df.high.diff()
    down = -df.low.diff()
    pdm = np.where((up > down) & (up > 0), up, 0.0)
    mdm = np.where((down > up) & (down > 0), down, 0.0)
    tr = wilder(true_range(df).values, n)
    with np.errstate(divide="ignore", invalid="ignore"):
        plus = wilder(pdm, n) / tr * 100
        minus = wilder(mdm, n) / tr * 100
        dx = np.abs(plus - minus) / (plus + minus) * 100
    return plus, minus, wilder(dx, n)


def wma(s, n):
    w = np.arange(1, n + 1, dtype=float)
    return s.rolling(n).apply(lambda v: np.dot(v, w) / w.sum(), raw=True)


def supertrend(df, n, mult):
    """§5.13 SuperTrend, direction +1 up / -1 down."""
    a = atr(df, n).values
    h, l, c = df.high.values, df.low.values, df.close.values
    hl2 = (h + l) / 2
    upper, lower = hl2 + mult * a, hl2 - mult * a
    value = np.full(len(c), np.nan)
    up = np.zeros(len(c), dtype=bool)
    for i in range(1, len(c)):
        if np.isnan(a[i]):
            continue
        if not np.isnan(lower[i - 1]) and not (lower[i] > lower[i - 1] or c[i - 1] < lower[i - 1]):
            lower[i] = lower[i - 1]
        if not np.isnan(upper[i - 1]) and not (upper[i] < upper[i - 1] or c[i - 1] > upper[i - 1]):
            upper[i] = upper[i - 1]
        if np.isnan(a[i - 1]) or np.isnan(value[i - 1]):
            up[i] = False
        elif value[i - 1] == upper[i - 1]:
            up[i] = c[i] > upper[i]
        else:
            up[i] = not (c[i] < lower[i])
        value[i] = lower[i] if up[i] else upper[i]
    direction = np.where(np.isnan(value), np.nan, np.where(up, 1.0, -1.0))
    return value, direction


def sar(df, accel, max_accel, flips=None):
    """§5.13 Parabolic SAR; `flips` (a list) collects the reversal bars."""
    h, l, c = df.high.values, df.low.values, df.close.values
    out = np.full(len(c), np.nan)
    if len(c) < 2:
        return out
    long_ = c[1] >= c[0]
    af = accel
    out[0], ep = (l[0], h[0]) if long_ else (h[0], l[0])
    for i in range(1, len(c)):
        s = out[i - 1] + af * (ep - out[i - 1])
        if long_:
            s = min([s, l[i - 1]] + ([l[i - 2]] if i >= 2 else []))
        else:
            s = max([s, h[i - 1]] + ([h[i - 2]] if i >= 2 else []))
        if long_ and l[i] < s:
            long_, s, ep, af = False, ep, l[i], accel
            if flips is not None:
                flips.append(i)
        elif not long_ and h[i] > s:
            long_, s, ep, af = True, ep, h[i], accel
            if flips is not None:
                flips.append(i)
        elif long_ and h[i] > ep:
            ep, af = h[i], min(af + accel, max_accel)
        elif not long_ and l[i] < ep:
            ep, af = l[i], min(af + accel, max_accel)
        out[i] = s
    return out


def pivots(x, left, right, high):
    """§5.7: value written on the confirmation bar i + right."""
    x = np.asarray(x, dtype=float)
    out = np.full(len(x), np.nan)
    for i in range(left, len(x) - right):
        v = x[i]
        nb = np.concatenate([x[i - left:i], x[i + 1:i + right + 1]])
        if (high and np.all(v > nb)) or (not high and np.all(v < nb)):
            out[i + right] = v
    return out


def streak(cond):
    out, k = [], 0
    for v in cond:
        k = k + 1 if v else 0
        out.append(k)
    return np.array(out)


def bars_since(cond):
    out, last = [], None
    for i, v in enumerate(cond):
        if v:
            last = i
        out.append(np.nan if last is None else i - last)
    return np.array(out, dtype=float)


def valuewhen(cond, col, n):
    out, hits = [], []
    for i, v in enumerate(cond):
        if v:
            hits.append(i)
        out.append(col[hits[-(n + 1)]] if len(hits) > n else np.nan)
    return np.array(out, dtype=float)


def cross(a, b, over):
    pa, pb = a.shift(1), b.shift(1)
    return ((pa <= pb) & (a > b)) if over else ((pa >= pb) & (a < b))


def tp(df):
    return (df.high + df.low + df.close) / 3


# --------------------------------------------------------------------------
# Fixture assembly.
# --------------------------------------------------------------------------

def clean(v):
    if v is None:
        return None
    if isinstance(v, (bool, np.bool_)):
        return bool(v)
    if isinstance(v, (int, np.integer)):
        return int(v)
    if isinstance(v, str):
        return v
    v = float(v)
    if not math.isfinite(v):
        return None  # NaN and ±inf reach the table as null
    return float(f"{v:.13g}")


class Dataset:
    def __init__(self, name, df, timeframe, sampled, dense):
        self.name, self.df, self.timeframe = name, df.reset_index(drop=True), timeframe
        self.n = len(self.df)
        self.sampled = sorted(set(sampled) | {self.n - 1})
        # "all" rows: every bar up to `dense`, sampled after (keeps the files small).
        self.dense = sorted(set(range(min(dense, self.n))) | set(self.sampled))
        self.cases = []
        self.notes = []

    def add(self, name, expr, values, reference, kind="num", rows="sampled", compare="equal", start=0):
        vals = list(values.values if isinstance(values, pd.Series) else values)
        assert len(vals) == self.n, (name, len(vals), self.n)
        idx = self.dense if rows == "all" else self.sampled if rows == "sampled" else list(rows)
        idx = [i for i in idx if i >= start]
        self.cases.append({
            "name": name, "expr": expr, "kind": kind, "reference": reference, "compare": compare,
            "rtol": RTOL, "atol": ATOL, "rows": idx, "values": [clean(vals[i]) for i in idx],
        })

    def converged(self, name, expr, ours, theirs, reference, lookback, exclude=()):
        """Compares with a reference whose seed differs, from the bar on which
        the two independent references agree 10x tighter than the test
        tolerance for good; rows where only one side is defined (zero-range
        conventions) and the `exclude`d rows (a documented rule difference)
        are left out."""
        a = np.asarray(ours, dtype=float)
        b = np.asarray(theirs, dtype=float)
        both = np.isfinite(a) & np.isfinite(b)
        both[list(exclude)] = False
        close = ~both | (np.abs(a - b) <= RTOL / 10 * np.abs(b) + ATOL / 10)
        bad = np.flatnonzero(~close)
        start = max(lookback, int(bad[-1]) + 1 if len(bad) else 0)
        assert start <= self.n - 50, f"{name}: references agree only from bar {start} of {self.n}"
        skipped = int(np.sum(np.isfinite(a[start:]) != np.isfinite(b[start:])))
        if skipped:
            self.notes.append(f"{name}: {skipped} rows after warm-up where only one reference is defined")
        rows = [i for i in self.sampled if i >= start and both[i]]
        self.add(name, expr, b, f"{reference} (after warm-up, from bar {start})", rows=rows)
        self.notes.append(f"{name}: compared from bar {start} ({len(rows)} rows)")
        return start

    def differs(self, name, expr, theirs, rows, reference):
        self.add(name, expr, theirs, reference, rows=rows, compare="differs")

    def write(self, bars_file):
        bars = self.df[["timestamp", "open", "high", "low", "close", "volume"]].copy()
        bars["timestamp"] = bars.timestamp.dt.strftime("%Y-%m-%d %H:%M:%S")
        bars.to_csv(os.path.join(OUT, bars_file), index=False, float_format="%.10g")
        doc = {
            "generated_by": "tests/python/gen_function_fixtures.py",
            "talib": talib.__version__, "pandas": pd.__version__, "numpy": np.__version__,
            "dataset": self.name, "bars": bars_file, "timeframe": self.timeframe, "rows": self.n,
            "notes": self.notes, "cases": self.cases,
        }
        with open(os.path.join(OUT, f"{self.name}.json"), "w") as fh:
            json.dump(doc, fh, separators=(",", ":"))
            fh.write("\n")


def common_cases(ds):
    d = ds.df
    o, h, l, c = d.open, d.high, d.low, d.close
    v = d.volume.astype(float)
    O, H, L, C, V = (x.values.astype(float) for x in (o, h, l, c, v))

    # ---- window ----
    ds.add("sma20", "sma(close, 20)", talib.SMA(C, 20), "TA-Lib SMA")
    ds.add("rolling_mean50", "rolling_mean(close, 50)", talib.SMA(C, 50), "TA-Lib SMA")
    ds.add("rolling_sum5", "rolling_sum(volume, 5)", talib.SUM(V, 5), "TA-Lib SUM")
    ds.add("rolling_max20", "rolling_max(high, 20)", talib.MAX(H, 20), "TA-Lib MAX")
    ds.add("rolling_min20", "rolling_min(low, 20)", talib.MIN(L, 20), "TA-Lib MIN")
    ds.add("rolling_std20", "rolling_std(close, 20)", talib.STDDEV(C, 20, 1) * math.sqrt(20 / 19),
           "TA-Lib STDDEV (population) * sqrt(n/(n-1)) = sample std")
    ds.add("rolling_std20_pandas", "rolling_std(close, 20)", c.rolling(20).std(), "pandas rolling std (ddof=1)")
    ds.differs("rolling_std20_vs_population", "rolling_std(close, 20)", talib.STDDEV(C, 20, 1),
               [19, 100, ds.n - 1], "TA-Lib STDDEV is the population std; ours is the sample std (ddof=1)")
    ds.add("rolling_count10", "rolling_count(close > open, 10)", (c > o).astype(int).rolling(10).sum(),
           "pandas rolling sum of the condition")
    ds.add("ema20", "ema(close, 20)", ema(c, 20), "pandas ewm(span=20, adjust=False)")
    ds.converged("ema20_talib", "ema(close, 20)", ema(c, 20), talib.EMA(C, 20), "TA-Lib EMA", 19)
    ds.differs("ema20_seed", "ema(close, 20)", talib.EMA(C, 20), [0, 18, 19],
               "TA-Lib EMA is empty before bar n-1 and seeded with the SMA at n-1; ours starts at bar 0 from close[0]")
    ds.add("wma10", "wma(close, 10)", talib.WMA(C, 10), "TA-Lib WMA")
    half, full = talib.WMA(C, 8), talib.WMA(C, 16)
    ds.add("hma16", "hma(close, 16)", talib.WMA(2 * half - full, 4), "TA-Lib WMA(2*WMA(8) - WMA(16), 4)")
    ds.add("vwma20", "vwma(20)", (c * v).rolling(20).sum() / v.rolling(20).sum(), "pandas rolling sums")
    ds.add("rma14", "rma(close, 14)", wilder(C, 14), "Wilder smoothing per spec 5.1")

    # ---- oscillators ----
    ds.add("rsi14", "rsi(close, 14)", rsi(c, 14), "spec 5.11 RSI (Wilder, first change 0)")
    ds.converged("rsi14_talib", "rsi(close, 14)", rsi(c, 14), talib.RSI(C, 14), "TA-Lib RSI", 14)
    ds.differs("rsi14_first", "rsi(close, 14)", talib.RSI(C, 14), [13, 14],
               "first RSI at bar n-1 (TA-Lib: bar n) and a different seed")
    fk, fd = talib.STOCHF(H, L, C, fastk_period=14, fastd_period=3, fastd_matype=0)
    ll, hh = l.rolling(14).min(), h.rolling(14).max()
    k_ref = (c - ll) / (hh - ll) * 100
    ds.add("stoch_k14", "stoch_k(14)", k_ref, "pandas rolling min/max (spec 5.11)")
    ds.converged("stoch_k14_talib", "stoch_k(14)", k_ref, fk, "TA-Lib STOCHF fastk", 15)
    ds.add("stoch_d14", "stoch_d(14, 3)", k_ref.rolling(3).mean(), "pandas SMA of %K")
    ds.converged("stoch_d14_talib", "stoch_d(14, 3)", k_ref.rolling(3).mean(), fd, "TA-Lib STOCHF fastd (SMA)", 15)
    ds.add("cci20", "cci(20)", talib.CCI(H, L, C, 20), "TA-Lib CCI")
    ds.add("williams_r14", "williams_r(14)", talib.WILLR(H, L, C, 14), "TA-Lib WILLR")
    t = tp(d)
    flow = t * v
    pos = flow.where(t.diff() > 0, 0.0).rolling(14).sum()
    neg = flow.where(t.diff() < 0, 0.0).rolling(14).sum()
    mfi_ref = 100 - 100 / (1 + pos / neg)
    ds.add("mfi14", "mfi(14)", mfi_ref, "pandas rolling sums of money flow (spec 5.11)")
    ds.converged("mfi14_talib", "mfi(14)", mfi_ref, talib.MFI(H, L, C, V, 14), "TA-Lib MFI", 14)
    ds.differs("mfi14_first", "mfi(14)", talib.MFI(H, L, C, V, 14), [13],
               "first MFI at bar n-1 (the first bar counts as no flow); TA-Lib starts at bar n")
    ds.add("roc10", "roc(close, 10)", talib.ROC(C, 10), "TA-Lib ROC")
    ds.add("roc1", "roc(close)", talib.ROC(C, 1), "TA-Lib ROC (n=1)")
    ds.add("momentum10", "momentum(close, 10)", talib.MOM(C, 10), "TA-Lib MOM")

    # ---- volatility ----
    tr_ta = talib.TRANGE(H, L, C)
    ds.add("tr", "tr()", tr_ta, "TA-Lib TRANGE (from bar 1)", rows=[i for i in ds.sampled if i >= 1])
    ds.add("tr_first", "tr()", h - l, "spec: first bar is high-low", rows=[0])
    ds.differs("tr_first_talib", "tr()", tr_ta, [0], "TA-Lib leaves bar 0 empty")
    ds.add("atr14", "atr(14)", atr(d, 14), "spec 5.12 Wilder ATR")
    ds.converged("atr14_talib", "atr(14)", atr(d, 14), talib.ATR(H, L, C, 14), "TA-Lib ATR", 14)
    ds.differs("atr14_first", "atr(14)", talib.ATR(H, L, C, 14), [13, 14],
               "ATR at bar n-1 seeded with bar 0's high-low; TA-Lib starts at bar n without bar 0")
    natr_ref = atr(d, 14) / c * 100
    ds.add("natr14", "natr(14)", natr_ref, "spec 5.12 atr/close*100")
    ds.converged("natr14_talib", "natr(14)", natr_ref, talib.NATR(H, L, C, 14), "TA-Lib NATR", 14)
    up, mid, lo = talib.BBANDS(C, 20, 2.0, 2.0, 0)
    ds.add("bb_upper", "bbands_upper(close, 20, 2)", up, "TA-Lib BBANDS upper (population std)")
    ds.add("bb_upper_default", "bbands_upper(close)", up, "TA-Lib BBANDS upper")
    ds.add("bb_middle", "bbands_middle(close, 20)", mid, "TA-Lib BBANDS middle")
    ds.add("bb_lower", "bbands_lower(close, 20, 2)", lo, "TA-Lib BBANDS lower")
    ds.add("bb_width", "bbands_width(close, 20, 2)", (up - lo) / mid * 100, "TA-Lib BBANDS (upper-lower)/middle*100")
    ds.add("bb_pctb", "bbands_pctb(close, 20, 2)", (C - lo) / (up - lo), "TA-Lib BBANDS (close-lower)/(upper-lower)")
    up3, _, lo3 = talib.BBANDS(C, 10, 1.5, 1.5, 0)
    ds.add("bb_pctb_10_15", "bbands_pctb(close, 10, 1.5)", (C - lo3) / (up3 - lo3), "TA-Lib BBANDS(10, 1.5)")
    kc_mid = ema(c, 20)
    kc_atr = atr(d, 10)
    ds.add("kc_middle", "kc_middle(20)", kc_mid, "pandas ewm(span=20, adjust=False) of close")
    ds.add("kc_upper", "kc_upper(20, 10, 1.5)", kc_mid + 1.5 * kc_atr, "pandas EMA + 1.5 * spec Wilder ATR(10)")
    ds.add("kc_lower", "kc_lower()", kc_mid - 1.5 * kc_atr, "pandas EMA - 1.5 * spec Wilder ATR(10)")
    ds.add("kc_width", "kc_width(20, 10, 1.5)", 2 * 1.5 * kc_atr / kc_mid, "2*mult*ATR/EMA (ratio)")
    ta_kc = talib.EMA(C, 20) + 1.5 * talib.ATR(H, L, C, 10)
    ds.converged("kc_upper_talib", "kc_upper(20, 10, 1.5)", kc_mid + 1.5 * kc_atr, ta_kc, "TA-Lib EMA + 1.5*ATR", 19)
    ds.converged("kc_width_talib", "kc_width(20, 10, 1.5)", 2 * 1.5 * kc_atr / kc_mid,
                 2 * 1.5 * talib.ATR(H, L, C, 10) / talib.EMA(C, 20), "TA-Lib 3*ATR/EMA", 19)
    ds.add("donchian_upper", "donchian_upper(20)", talib.MAX(H, 20), "TA-Lib MAX of high")
    ds.add("donchian_lower", "donchian_lower(20)", talib.MIN(L, 20), "TA-Lib MIN of low")

    # ---- trend ----
    m = ema(c, 12) - ema(c, 26)
    sig = ema(m, 9)
    ds.add("macd", "macd(close, 12, 26)", m, "pandas EMA(12) - EMA(26)")
    ds.add("macd_signal", "macd_signal(close)", sig, "pandas EMA(macd, 9)")
    ds.add("macd_hist", "macd_hist(close, 12, 26, 9)", m - sig, "pandas macd - signal")
    tm, ts, th = talib.MACD(C, 12, 26, 9)
    ds.converged("macd_talib", "macd(close, 12, 26)", m, tm, "TA-Lib MACD", 33)
    ds.converged("macd_signal_talib", "macd_signal(close, 12, 26, 9)", sig, ts, "TA-Lib MACD signal", 33)
    ds.converged("macd_hist_talib", "macd_hist(close)", m - sig, th, "TA-Lib MACD hist", 33)
    ds.differs("macd_first", "macd(close, 12, 26)", tm, [0, 32],
               "MACD is defined from bar 0 (EMAs seeded with the first value); TA-Lib starts at bar 33")
    plus, minus, adx = dmi(d, 14)
    ds.add("plus_di14", "plus_di(14)", plus, "spec 5.13 directional movement (Wilder)")
    ds.add("minus_di14", "minus_di()", minus, "spec 5.13 directional movement (Wilder)")
    ds.add("adx14", "adx(14)", adx, "spec 5.13 ADX (double Wilder)")
    ds.converged("plus_di14_talib", "plus_di(14)", plus, talib.PLUS_DI(H, L, C, 14), "TA-Lib PLUS_DI", 14)
    ds.converged("minus_di14_talib", "minus_di(14)", minus, talib.MINUS_DI(H, L, C, 14), "TA-Lib MINUS_DI", 14)
    ds.converged("adx14_talib", "adx(14)", adx, talib.ADX(H, L, C, 14), "TA-Lib ADX", 27)
    ds.differs("adx14_first", "adx(14)", talib.ADX(H, L, C, 14), [26],
               "first ADX at bar 2n-2; TA-Lib starts at 2n-1")
    ds.differs("plus_di14_first", "plus_di(14)", talib.PLUS_DI(H, L, C, 14), [13],
               "first +DI at bar n-1; TA-Lib starts at bar n")
    st, sd = supertrend(d, 10, 3.0)
    ds.add("supertrend", "supertrend(10, 3)", st, "spec 5.13 SuperTrend loop")
    ds.add("supertrend_dir", "supertrend_dir()", sd, "spec 5.13 SuperTrend direction (+1 up)", rows="all")
    st2, sd2 = supertrend(d, 7, 2.0)
    ds.add("supertrend_7_2", "supertrend(7, 2.0)", st2, "spec 5.13 SuperTrend loop")
    ds.add("supertrend_dir_7_2", "supertrend_dir(7, 2.0)", sd2, "spec 5.13 SuperTrend direction", rows="all")
    flips = []
    sar_ref = sar(d, 0.02, 0.2, flips)
    ds.add("sar", "sar()", sar_ref, "spec 5.13 Parabolic SAR loop", rows="all")
    sar_ta = talib.SAR(H, L, 0.02, 0.2)
    ds.converged("sar_talib", "sar()", sar_ref, sar_ta, "TA-Lib SAR (its reversal clamp shifts the run up to the next reversal)", 1, exclude=flips)
    clamped = [i for i in flips if not abs(sar_ref[i] - sar_ta[i]) <= RTOL * abs(sar_ta[i])]
    assert clamped, "expected at least one reversal bar where TA-Lib clamps the SAR"
    ds.differs("sar_reversal", "sar()", sar_ta, clamped,
               "on a reversal bar the SAR is the previous EP (spec); TA-Lib also clamps it into the bar's range")
    ds.add("sar_fast", "sar(0.04, 0.3)", sar(d, 0.04, 0.3), "spec 5.13 Parabolic SAR loop")

    # ---- volume ----
    obv_ta = talib.OBV(C, V)
    ds.add("obv", "obv()", obv_ta - V[0], "TA-Lib OBV - volume[0] (first bar contributes 0)")
    ds.differs("obv_talib", "obv()", obv_ta, [0, 1, ds.n - 1], "TA-Lib OBV starts from the first bar's volume")
    ds.add("ad_line", "ad_line()", talib.AD(H, L, C, V), "TA-Lib AD")
    ds.add("volume_sma", "volume_sma(20)", talib.SMA(V, 20), "TA-Lib SMA of volume")
    ds.add("volume_ratio", "volume_ratio()", V / talib.SMA(V, 20), "volume / TA-Lib SMA(volume, 20)")
    dates = d.timestamp.dt.date
    vwap = (t * v).groupby(dates).cumsum() / v.groupby(dates).cumsum()
    ds.add("vwap_day", "vwap_day()", vwap, "pandas cumsum per calendar date of the label")

    # ---- pattern ----
    ds.add("streak_green", "streak(close > open)", streak((c > o).values), "spec 5.7 loop", kind="int", rows="all")
    big = ((c - o).abs() > (h - l).rolling(20).mean() * 0.8).values
    ds.add("bars_since_big", "bars_since(abs(close - open) > rolling_mean(high - low, 20) * 0.8)",
           bars_since(big), "spec 5.7 loop", rows="all")
    ds.add("rank_volume", "rank(volume)", v.rank(pct=True), "pandas rank(pct=True)")
    ds.add("rank_body", "rank(round(close - open, 0))", (c - o).round(0).rank(pct=True),
           "pandas rank(pct=True), average ties")
    ds.add("rising3", "rising(close, 3)", (c > c.shift(1)) & (c > c.shift(2)) & (c > c.shift(3)),
           "pandas shifted comparisons", kind="bool", rows="all")
    ds.add("falling2", "falling(low, 2)", (l < l.shift(1)) & (l < l.shift(2)), "pandas shifted comparisons",
           kind="bool", rows="all")
    ds.add("rising_default", "rising(close)", c > c.shift(1), "pandas shifted comparison", kind="bool", rows="all")
    ds.add("valuewhen_green", "valuewhen(close > open, close)", valuewhen((c > o).values, C, 0), "spec 5.7 loop")
    ds.add("valuewhen_red_1", "valuewhen(close < open, low, 1)", valuewhen((c < o).values, L, 1), "spec 5.7 loop")
    ds.add("pivothigh", "pivothigh(5, 5)", pivots(H, 5, 5, True), "spec 5.7 loop (confirmation bar)", rows="all")
    ds.add("pivotlow", "pivotlow(3, 2)", pivots(L, 3, 2, False), "spec 5.7 loop (confirmation bar)", rows="all")
    ds.add("pivothigh_default", "pivothigh()", pivots(H, 5, 5, True), "spec 5.7 loop", rows="all")

    # ---- convenience ----
    pc = c.shift(1)
    ds.add("gap", "gap()", o - pc, "pandas")
    ds.add("gap_pct", "gap_pct()", (o - pc) / pc * 100, "pandas")
    ds.add("change5", "change(close, 5)", c - c.shift(5), "pandas")
    ds.add("change_pct3", "change_pct(close, 3)", (c - c.shift(3)) / c.shift(3) * 100, "pandas")
    ds.add("range", "range()", h - l, "pandas")
    ds.add("range_pct", "range_pct()", (h - l) / l * 100, "pandas")
    ds.add("midpoint", "midpoint()", (h + l) / 2, "pandas")
    ds.add("typical_price", "typical_price()", t, "pandas")
    ds.add("body", "body()", c - o, "pandas")
    ds.add("body_pct", "body_pct()", (c - o) / o * 100, "pandas")
    ds.add("upper_wick", "upper_wick()", h - np.maximum(o, c), "pandas")
    ds.add("lower_wick", "lower_wick()", np.minimum(o, c) - l, "pandas")
    ds.add("green", "green()", c > o, "pandas", kind="bool", rows="all")
    ds.add("red", "red()", c < o, "pandas", kind="bool", rows="all")
    ds.add("doji", "doji(0.1)", ((c - o).abs() / (h - l) < 0.1) & (h != l), "pandas", kind="bool", rows="all")
    ds.add("doji_default", "doji()", ((c - o).abs() / (h - l) < 0.1) & (h != l), "pandas", kind="bool", rows="all")
    ds.add("inside_bar", "inside_bar()", (h < h.shift(1)) & (l > l.shift(1)), "pandas", kind="bool", rows="all")
    ds.add("outside_bar", "outside_bar()", (h > h.shift(1)) & (l < l.shift(1)), "pandas", kind="bool", rows="all")
    ds.add("crossover_ema", "crossover(ema(close, 10), ema(close, 30))", cross(ema(c, 10), ema(c, 30), True),
           "pandas", kind="bool", rows="all")
    r14 = rsi(c, 14)
    fifty = pd.Series(50.0, index=c.index)
    ds.add("crossover_scalar", "crossover(rsi(close, 14), 50)", cross(r14, fifty, True),
           "pandas (scalar broadcast)", kind="bool", rows="all")
    ds.add("crossunder_scalar", "crossunder(rsi(close, 14), 50)", cross(r14, fifty, False),
           "pandas (scalar broadcast)", kind="bool", rows="all")

    # ---- core, lag, cumulative ----
    ds.add("abs", "abs(close - open)", (c - o).abs(), "numpy")
    ds.add("log", "log(close / prev(close))", np.log(c / c.shift(1)), "numpy")
    ds.add("sqrt", "sqrt(volume)", np.sqrt(v), "numpy")
    ds.add("sign", "sign(close - open)", np.sign(c - o), "numpy", rows="all")
    ds.add("round", "round(close / open, 3)", np.round(c / o, 3), "numpy round (half-even)")
    ds.add("if_num", "if(close > open, high, low)", np.where(c > o, h, l), "numpy where")
    ds.add("if_str", "if(close > open, 'up', 'down')", np.where(c > o, "up", "down"), "numpy where", kind="str",
           rows="all")
    ds.add("prev3", "prev(close, 3)", c.shift(3), "pandas shift")
    ds.add("next2", "next(close, 2)", c.shift(-2), "pandas shift")
    ds.add("cummax", "cummax(high)", h.cummax(), "pandas")
    ds.add("cummin", "cummin(low)", l.cummin(), "pandas")
    ds.add("cumsum", "cumsum(volume)", v.cumsum(), "pandas")
    ds.add("broadcast_mean", "close - mean(close)", c - c.mean(), "pandas (aggregate broadcast in map)")

    # ---- aggregates (select; unrounded scalars) ----
    aggs = [
        ("mean(close)", c.mean()), ("sum(volume)", v.sum()), ("max(high)", h.max()), ("min(low)", l.min()),
        ("std(close)", c.std()), ("median(volume)", v.median()), ("count()", len(d)),
        ("pct(close > open)", (c > o).mean()), ("percentile(high - low, 0.9)", (h - l).quantile(0.9)),
        ("correlation(volume, high - low)", v.corr(h - l)), ("last(close)", c.iloc[-1]),
    ]
    for expr, val in aggs:
        ds.cases.append({"name": "agg " + expr, "expr": expr, "kind": "agg", "reference": "pandas", "compare": "equal",
                         "rtol": RTOL, "atol": ATOL, "rows": [], "values": [clean(val)]})


def minute_only_cases(ds):
    d = ds.df
    ts = d.timestamp
    ds.add("year", "year()", ts.dt.year, "pandas", kind="int", rows="sampled")
    ds.add("quarter", "quarter()", ts.dt.quarter, "pandas", kind="int", rows="sampled")
    ds.add("month", "month() + 0", ts.dt.month, "pandas", kind="int", rows="sampled")
    ds.add("day_of_month", "day_of_month()", ts.dt.day, "pandas", kind="int", rows="sampled")
    ds.add("dayofweek", "dayofweek() + 0", ts.dt.day_of_week, "pandas (0 = Monday)", kind="int", rows="sampled")
    ds.add("hour", "hour() + 0", ts.dt.hour, "pandas", kind="int", rows="sampled")
    ds.add("minute", "minute()", ts.dt.minute, "pandas", kind="int", rows="sampled")
    ds.add("date", "date()", ts.dt.strftime("%Y-%m-%d"), "pandas (calendar date of the label)", kind="date",
           rows="sampled")
    ds.add("date_cmp", "date() >= '2024-03-05'", ts >= "2024-03-05", "pandas", kind="bool", rows="sampled")
    # Session functions: the trading date starts at 18:00 (spec divergence 1/2).
    mod = ts.dt.hour * 60 + ts.dt.minute
    tdate = (ts + pd.to_timedelta(np.where(mod >= 18 * 60, 1, 0), unit="D")).dt.normalize()
    g = d.groupby(tdate)
    ds.add("session_high", "session_high()", g.high.transform("max"), "pandas max per trading date")
    ds.add("session_low", "session_low()", g.low.transform("min"), "pandas min per trading date")
    ds.add("session_open", "session_open()", g.open.transform("first"), "pandas first per trading date")
    ds.add("session_close", "session_close()", g.close.transform("last"), "pandas last per trading date")


def trading_days(minutes):
    """Daily bars per trading date (calendar date + 1 day from 18:00), labelled
    by that date at midnight."""
    ts = minutes.timestamp
    mod = ts.dt.hour * 60 + ts.dt.minute
    tdate = (ts + pd.to_timedelta(np.where(mod >= 18 * 60, 1, 0), unit="D")).dt.normalize()
    agg = {"open": "first", "high": "max", "low": "min", "close": "last", "volume": "sum"}
    return minutes.groupby(tdate.rename("timestamp")).agg(agg).reset_index()


def main():
    os.makedirs(OUT, exist_ok=True)
    minutes = pd.read_parquet(DATA).sort_values("timestamp")
    daily = trading_days(minutes)
    mslice = minutes[(minutes.timestamp >= "2024-03-04") & (minutes.timestamp < "2024-03-06")]

    dd = Dataset("daily", daily, "daily", list(range(0, 61)) + list(range(61, len(daily), 5)), len(daily))
    common_cases(dd)
    dd.write("nq_daily_bars.csv")

    md = Dataset("minute", mslice, "1m", list(range(0, 61)) + list(range(61, len(mslice), 23)), 400)
    common_cases(md)
    minute_only_cases(md)
    md.write("nq_minute_bars.csv")

    for ds in (dd, md):
        print(f"{ds.name}: {ds.n} bars, {len(ds.cases)} cases")
        for note in ds.notes:
            print("  note:", note)


if __name__ == "__main__":
    main()
