"""The query shapes of services/barb-script/benches/shapes.rs in pandas, DuckDB
and Python polars, translated by hand, on the same generated minute files,
with the data already in memory (minutes with their trading date and minute
of day, and the daily bars, prepared before timing as Barb Script prepares
them at load). Each whole answer is checked against ours — every row of a
table (date, time, open, high, low, close), every group, every value — and
the script fails (exit 1) when any differs; times are medians.

Indicators follow the language's warm-up rule (a period restricts the rows
answered about, not what indicators see): RSI over one day is computed on
that day's bars preceded by the 400 bars before it, at least the warm-up the
engine declares for rsi(close, 14) (387 bars: the seed's weight below 1e-12).

Usage (run by the bench with BARB_BENCH_COMPARE=1):
    engine_compare.py --data-2y A.parquet --data-20y B.parquet --ours ours.json
Prints JSON: {shape: {engine: {"2y": {"ms", "agree", "answer"}, "20y": {...}}}}.
A shape an engine cannot express (DuckDB has no recursive smoothing for RSI
or EMA) is left out for that engine.

WEEKDAYS and the hour labels are the answer's display names for map columns
that are exactly dayofweek() and hour().
"""

import argparse
import json
import math
import sys
import time

import duckdb
import numpy as np
import pandas as pd
import polars as pl

RTH = (9 * 60 + 30, 16 * 60 + 15)
DAY_START = 18 * 60  # NQ: a trading date starts at 18:00 the evening before
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
RSI_WARM_UP = 400


def hour_label(h):
    return f"{h:02d}:00-{h:02d}:59"


def row(label, o, h, l_, c, intraday):
    label = str(label)
    return [label[:10], label[11:16] if intraday else "", float(o), float(h), float(l_), float(c)]


def load(path):
    m = pd.read_parquet(path)
    m = m.rename(columns={"ts": "timestamp"})[["timestamp", "open", "high", "low", "close", "volume"]]
    m["timestamp"] = m["timestamp"].astype("datetime64[us]")
    ts = m["timestamp"]
    m["mod"] = (ts.dt.hour * 60 + ts.dt.minute).astype("int32")
    m["tdate"] = (ts.dt.normalize() + pd.to_timedelta((m["mod"] >= DAY_START).astype("int64"), unit="D")).astype(
        "datetime64[us]"
    )
    m["volume"] = m["volume"].astype("int64")
    d = (
        m.groupby("tdate", sort=True)
        .agg(open=("open", "first"), high=("high", "max"), low=("low", "min"), close=("close", "last"),
             volume=("volume", "sum"))
        .reset_index()
    )
    return m, d


# ---------------------------------------------------------------- pandas

def pd_bins(m, minutes):
    key = m["timestamp"].dt.floor(f"{minutes}min")
    g = m.groupby(key, sort=True)
    return pd.DataFrame({"open": g["open"].first(), "high": g["high"].max(), "low": g["low"].min(),
                         "close": g["close"].last()})


def pd_last_dates(m, n):
    dates = np.unique(m["tdate"].to_numpy())
    return m[m["tdate"] >= dates[-n]] if len(dates) > n else m


def pd_rth(m):
    return m[(m["mod"] >= RTH[0]) & (m["mod"] < RTH[1])]


def wilder_pd(x, n):
    x = x.to_numpy(dtype=float)
    if len(x) < n:
        return pd.Series(np.full(len(x), np.nan))
    seeded = np.full(len(x), np.nan)
    seeded[n - 1] = x[:n].mean()
    seeded[n:] = x[n:]
    return pd.Series(seeded).ewm(alpha=1.0 / n, adjust=False, ignore_na=True).mean()


def rsi_pd(close, n=14):
    delta = close.diff().fillna(0.0)
    g, l_ = wilder_pd(delta.clip(lower=0), n), wilder_pd((-delta).clip(lower=0), n)
    r = 100.0 - 100.0 / (1.0 + g / l_)
    return r.where(l_ != 0, 100.0).where(g.notna())


def pd_rows(b, intraday=True):
    return {"rows": [row(i, o, h, l_, c, intraday) for i, o, h, l_, c in
                     zip(b.index, b["open"], b["high"], b["low"], b["close"])]}


def pandas_shapes(m, d):
    def last_week():
        return pd_rows(pd_bins(m[m["timestamp"] >= m["timestamp"].iloc[-1] - pd.Timedelta(days=7)], 60))

    def four_h():
        return pd_rows(pd_bins(pd_last_dates(m, 3), 240))

    def weekday():
        g = d.assign(wd=d["tdate"].dt.dayofweek, r=d["high"] - d["low"]).groupby("wd", sort=True)["r"]
        return {"groups": [[WEEKDAYS[k], round(a, 4), int(c)] for k, a, c in zip(g.mean().index, g.mean(), g.count())]}

    def rsi_ema():
        r = rsi_pd(d["close"])
        e = d["close"].ewm(alpha=2 / 21, adjust=False).mean()
        return {"value": int(((r < 30) & (d["close"] < e)).sum())}

    def monthly():
        key = d["tdate"].dt.to_period("M")
        g = d.groupby(key, sort=True).agg(open=("open", "first"), high=("high", "max"), low=("low", "min"),
                                          close=("close", "last"))
        g.index = [p.end_time.date() for p in g.index]
        return pd_rows(g, intraday=False)

    def hour_group():
        r = pd_rth(m)
        g = (r["high"] - r["low"]).groupby(r["timestamp"].dt.hour, sort=True).mean()
        return {"groups": [[hour_label(h), round(v, 4)] for h, v in g.items()]}

    def crossover():
        f, s = m["close"].rolling(20).mean(), m["close"].rolling(50).mean()
        x = (f > s) & (f.shift(1) <= s.shift(1))
        return {"value": int(x.sum())}

    def one_day_rsi():
        rth = pd_rth(m)
        day = (rth["timestamp"].dt.normalize() == pd.Timestamp("2024-12-03")).to_numpy()
        first = int(np.argmax(day))
        bars = rth["close"].iloc[max(0, first - RSI_WARM_UP):first + int(day.sum())].reset_index(drop=True)
        return {"value": int((rsi_pd(bars).iloc[first - max(0, first - RSI_WARM_UP):] > 70).sum())}

    return {
        "count 1m": lambda: {"value": int(len(m))},
        "daily last_20 mean": lambda: {"value": float(d["close"].iloc[-20:].mean())},
        "daily 2024 mean range": lambda: {"value": float(
            (lambda x: (x["high"] - x["low"]).mean())(d[(d["tdate"] >= "2024-01-01") & (d["tdate"] < "2025-01-01")]))},
        "4h last_3 table": four_h,
        "2h RTH last_2 mean range": lambda: {"value": float(
            (lambda b: (b["high"] - b["low"]).mean())(pd_bins(pd_last_dates(pd_rth(m), 2), 120)))},
        "15m one week mean range": lambda: {"value": float((lambda b: (b["high"] - b["low"]).mean())(
            pd_bins(m[(m["timestamp"] >= "2024-12-02") & (m["timestamp"] < "2024-12-07")], 15)))},
        "1m RTH one day rsi count": one_day_rsi,
        "1h last_week table": last_week,
        "5m count": lambda: {"value": int(m["timestamp"].dt.floor("5min").nunique())},
        "1h RTH mean body": lambda: {"value": float((lambda b: (b["close"] - b["open"]).mean())(pd_bins(pd_rth(m), 60)))},
        "daily group weekday": weekday,
        "daily rsi/ema/atr count": rsi_ema,
        "monthly table": monthly,
        "1m RTH hour group": hour_group,
        "1m sma crossover count": crossover,
    }


# ---------------------------------------------------------------- polars

def pl_bins(m, every):
    return (m.group_by_dynamic("timestamp", every=every)
            .agg(pl.col("open").first(), pl.col("high").max(), pl.col("low").min(), pl.col("close").last()))


def pl_rth(m):
    return m.filter((pl.col("mod") >= RTH[0]) & (pl.col("mod") < RTH[1]))


def pl_last_dates(m, n):
    dates = m.get_column("tdate").unique().sort()
    return m.filter(pl.col("tdate") >= dates[-n]) if len(dates) > n else m


def wilder_pl(x, n):
    seed = x.head(n).mean()
    y = pl.concat([pl.Series([None] * (n - 1), dtype=pl.Float64), pl.Series([seed]), x.slice(n)])
    return y.ewm_mean(alpha=1.0 / n, adjust=False, ignore_nulls=True)


def rsi_pl(close, n=14):
    delta = close.diff().fill_null(0.0)
    g, l_ = wilder_pl(delta.clip(lower_bound=0), n), wilder_pl((-delta).clip(lower_bound=0), n)
    r = pl.select(pl.when(l_ == 0).then(100.0).otherwise(100.0 - 100.0 / (1.0 + g / l_))).to_series()
    return r


def pl_rows(b, intraday=True):
    return {"rows": [row(t, o, h, l_, c, intraday) for t, o, h, l_, c in
                     zip(b["timestamp"], b["open"], b["high"], b["low"], b["close"])]}


def polars_shapes(m, d):
    def mean_range(b):
        return {"value": float(b.select((pl.col("high") - pl.col("low")).mean()).item())}

    def one_day_rsi():
        rth = pl_rth(m).with_row_index("i")
        day = rth.filter(pl.col("timestamp").dt.date() == pl.date(2024, 12, 3))
        first = day["i"][0]
        start = max(0, first - RSI_WARM_UP)
        bars = rth["close"].slice(start, first - start + day.height)
        return {"value": int((rsi_pl(bars).slice(first - start) > 70).sum())}

    def rsi_ema():
        r = rsi_pl(d["close"])
        e = d["close"].ewm_mean(alpha=2 / 21, adjust=False)
        return {"value": int(((r < 30) & (d["close"] < e)).sum())}

    def weekday():
        g = (d.group_by(pl.col("tdate").dt.weekday().alias("wd"))
             .agg((pl.col("high") - pl.col("low")).mean().alias("r"), pl.len().alias("n")).sort("wd"))
        return {"groups": [[WEEKDAYS[k - 1], round(a, 4), int(c)] for k, a, c in zip(g["wd"], g["r"], g["n"])]}

    def monthly():
        g = (d.group_by(pl.col("tdate").dt.month_end().alias("timestamp"))
             .agg(pl.col("open").first(), pl.col("high").max(), pl.col("low").min(), pl.col("close").last())
             .sort("timestamp"))
        return pl_rows(g, intraday=False)

    def hour_group():
        g = (pl_rth(m).group_by(pl.col("timestamp").dt.hour().alias("h"))
             .agg((pl.col("high") - pl.col("low")).mean().alias("r")).sort("h"))
        return {"groups": [[hour_label(h), round(v, 4)] for h, v in zip(g["h"], g["r"])]}

    def crossover():
        f, s = m["close"].rolling_mean(20), m["close"].rolling_mean(50)
        x = (f > s) & (f.shift(1) <= s.shift(1))
        return {"value": int(x.sum())}

    last = m["timestamp"][-1]
    return {
        "count 1m": lambda: {"value": m.height},
        "daily last_20 mean": lambda: {"value": float(d["close"].tail(20).mean())},
        "daily 2024 mean range": lambda: mean_range(d.filter(pl.col("tdate").dt.year() == 2024)),
        "4h last_3 table": lambda: pl_rows(pl_bins(pl_last_dates(m, 3), "4h")),
        "2h RTH last_2 mean range": lambda: mean_range(pl_bins(pl_last_dates(pl_rth(m), 2), "2h")),
        "15m one week mean range": lambda: mean_range(pl_bins(m.filter(
            (pl.col("timestamp") >= pl.datetime(2024, 12, 2)) & (pl.col("timestamp") < pl.datetime(2024, 12, 7))), "15m")),
        "1m RTH one day rsi count": one_day_rsi,
        "1h last_week table": lambda: pl_rows(pl_bins(m.filter(pl.col("timestamp") >= last - pl.duration(days=7)), "1h")),
        "5m count": lambda: {"value": m.select(pl.col("timestamp").dt.truncate("5m").n_unique()).item()},
        "1h RTH mean body": lambda: {"value": float(pl_bins(pl_rth(m), "1h").select(
            (pl.col("close") - pl.col("open")).mean()).item())},
        "daily group weekday": weekday,
        "daily rsi/ema/atr count": rsi_ema,
        "monthly table": monthly,
        "1m RTH hour group": hour_group,
        "1m sma crossover count": crossover,
    }


# ---------------------------------------------------------------- DuckDB

def duckdb_shapes(con):
    def q(sql):
        return con.execute(sql).fetchall()

    bins = """SELECT time_bucket(INTERVAL '{w}', timestamp) AS b, first(open ORDER BY timestamp) AS open,
              max(high) AS high, min(low) AS low, last(close ORDER BY timestamp) AS close FROM ({src}) GROUP BY b"""
    rth = f"SELECT * FROM m WHERE mod >= {RTH[0]} AND mod < {RTH[1]}"

    def last_dates(src, n):
        return (f"SELECT * FROM ({src}) WHERE tdate >= (SELECT min(tdate) FROM "
                f"(SELECT DISTINCT tdate FROM ({src}) ORDER BY tdate DESC LIMIT {n}))")

    def table(src, intraday=True):
        rows = q(f"SELECT b, open, high, low, close FROM ({src}) ORDER BY b")
        return {"rows": [row(b, o, h, l_, c, intraday) for b, o, h, l_, c in rows]}

    def scalar(sql):
        v = q(sql)[0][0]
        return {"value": float(v) if isinstance(v, float) else int(v)}

    def weekday():
        rows = q("SELECT isodow(tdate) - 1 AS wd, avg(high - low), count(*) FROM d GROUP BY wd ORDER BY wd")
        return {"groups": [[WEEKDAYS[k], round(a, 4), int(c)] for k, a, c in rows]}

    def monthly():
        return table("""SELECT last_day(tdate) AS b, first(open ORDER BY tdate) AS open, max(high) AS high,
                        min(low) AS low, last(close ORDER BY tdate) AS close FROM d GROUP BY b""", intraday=False)

    def hour_group():
        rows = q(f"SELECT hour(timestamp) AS h, avg(high - low) FROM ({rth}) GROUP BY h ORDER BY h")
        return {"groups": [[hour_label(h), round(a, 4)] for h, a in rows]}

    def crossover():
        return scalar("""SELECT count(*) FROM (SELECT f, s, lag(f) OVER w AS pf, lag(s) OVER w AS ps FROM (
            SELECT timestamp,
              CASE WHEN count(*) OVER a = 20 THEN avg(close) OVER a END AS f,
              CASE WHEN count(*) OVER b = 50 THEN avg(close) OVER b END AS s
            FROM m WINDOW a AS (ORDER BY timestamp ROWS 19 PRECEDING), b AS (ORDER BY timestamp ROWS 49 PRECEDING))
            WINDOW w AS (ORDER BY timestamp)) WHERE f > s AND pf <= ps""")

    return {
        "count 1m": lambda: scalar("SELECT count(*) FROM m"),
        "daily last_20 mean": lambda: scalar("SELECT avg(close) FROM (SELECT close FROM d ORDER BY tdate DESC LIMIT 20)"),
        "daily 2024 mean range": lambda: scalar(
            "SELECT avg(high - low) FROM d WHERE tdate >= DATE '2024-01-01' AND tdate < DATE '2025-01-01'"),
        "4h last_3 table": lambda: table(bins.format(w="4 hours", src=last_dates("SELECT * FROM m", 3))),
        "2h RTH last_2 mean range": lambda: scalar(
            f"SELECT avg(high - low) FROM ({bins.format(w='2 hours', src=last_dates(rth, 2))})"),
        "15m one week mean range": lambda: scalar("SELECT avg(high - low) FROM (" + bins.format(
            w="15 minutes", src="SELECT * FROM m WHERE timestamp >= TIMESTAMP '2024-12-02' AND timestamp < TIMESTAMP '2024-12-07'") + ")"),
        "1h last_week table": lambda: table(bins.format(
            w="1 hour", src="SELECT * FROM m WHERE timestamp >= (SELECT max(timestamp) FROM m) - INTERVAL 7 DAY")),
        "5m count": lambda: scalar("SELECT count(DISTINCT time_bucket(INTERVAL '5 minutes', timestamp)) FROM m"),
        "1h RTH mean body": lambda: scalar(f"SELECT avg(close - open) FROM ({bins.format(w='1 hour', src=rth)})"),
        "daily group weekday": weekday,
        "monthly table": monthly,
        "1m RTH hour group": hour_group,
        "1m sma crossover count": crossover,
    }


# ---------------------------------------------------------------- running

def median_ms(f):
    for _ in range(2):
        f()
    times, start = [], time.perf_counter()
    while len(times) < 5 or (time.perf_counter() - start < 0.5 and len(times) < 500):
        t = time.perf_counter()
        f()
        times.append((time.perf_counter() - t) * 1e3)
        if time.perf_counter() - start > 20 and len(times) >= 3:
            break
    times.sort()
    return times[len(times) // 2]


def close(a, b):
    if isinstance(a, dict) and isinstance(b, dict):
        return set(a) == set(b) and all(close(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(close(x, y) for x, y in zip(a, b))
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        if math.isnan(a) or math.isnan(b):
            return math.isnan(a) and math.isnan(b)
        # Ours are exact sums; a 4-decimal display rounding may fall either
        # side of a tie the other engine's float sum lands on.
        return abs(a - b) <= 1e-9 * max(1.0, abs(a), abs(b)) or abs(a - b) <= 1.01e-4 and (
            round(a, 4) == a or round(b, 4) == b)
    return a == b


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--data-2y", required=True)
    ap.add_argument("--data-20y", required=True)
    ap.add_argument("--ours", required=True)
    args = ap.parse_args()
    ours = {r["shape"]: r for r in json.load(open(args.ours))}
    out = {}
    for label, path in (("2y", args.data_2y), ("20y", args.data_20y)):
        m, d = load(path)
        con = duckdb.connect()
        con.execute("SET threads TO 2")
        con.register("m_src", m)
        con.register("d_src", d)
        con.execute("CREATE TABLE m AS SELECT * FROM m_src ORDER BY timestamp")
        con.execute("CREATE TABLE d AS SELECT * FROM d_src ORDER BY tdate")
        engines = {
            "pandas": pandas_shapes(m, d),
            "polars": polars_shapes(pl.from_pandas(m), pl.from_pandas(d)),
            "duckdb": duckdb_shapes(con),
        }
        for engine, shapes in engines.items():
            for name, f in shapes.items():
                want = ours.get(name, {}).get(f"check_{label}")
                got = f()
                ms = median_ms(f)
                agree = want is not None and close(got, want)
                out.setdefault(name, {}).setdefault(engine, {})[label] = {"ms": ms, "agree": agree, "answer": got}
                if not agree:
                    print(f"{engine} {label} {name}: {got} vs ours {want}", file=sys.stderr)
        con.close()
    json.dump(out, sys.stdout)
    differ = [(n, e, s) for n, es in out.items() for e, sets in es.items() for s, r in sets.items() if not r["agree"]]
    if differ:
        print(f"answers differ from ours: {differ}", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
