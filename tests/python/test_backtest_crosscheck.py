"""Cross-check of `barb backtest` against independent engines.

Part 1 — backtesting.py (PyPI, an independent event-driven backtester).
    Both engines get exactly the same daily bars: the trading-day bars our
    engine builds from the minute file, exported with
    `barb query --query '{"from": "daily"}'`. Our side runs with
    `"exit_resolution": "bars"`, so it also sees nothing but those bars.
    backtesting.py runs with exclusive orders, market entries at the next
    bar's open, one unit, no commission or spread, and `finalize_trades=True`.
    Signals are computed here with pandas from the bars (not by our engine).
    Asserted: the same trades — entry date and price, exit date and price, pnl
    (rounded to 4 decimals like our records, with NumPy's rounding, the
    platform's one routine) and the kind of exit (stop-type, take-profit, end).

    Where the two designs differ, the strategy below bridges them, never the
    comparison:
    * our stop and take-profit are measured from the fill price (the next
      open); backtesting.py wants absolute levels when the order is placed, so
      they are computed from the known next open;
    * our trailing stop and breakeven move the stop between bars; here they
      are set on `trade.sl` in `next()` with the same rule (trailing from the
      best price so far; breakeven when the *next* bar opens in profit);
    * a position we would open on the last bar and not close on it is dropped
      by our engine; backtesting.py closes it at the last close, so such a
      trade (entered and closed on the last bar without touching a level) is
      removed from its list;
    * backtesting.py starts calling `next()` at bar 1, so every signal below
      is false on bar 0 (they all look back at least one bar);
    * backtesting.py rejects a bracket order whose stop is already beyond the
      current close (when the next open gaps further than the stop distance);
      such a trade cannot be expressed there, so every strategy, on both
      sides, also requires `abs(next(open) - close) < 100` (all stop
      distances here exceed 100 points).

Part 2 — minute-resolved exits against a plain pandas walk of the minute file
    (trading date = calendar date + 1 from 18:00, the spec's rule), for fixed
    stops and take-profits: entry at the first minute's open of the next
    trading day, then per minute stop (low/high through the level) before
    take-profit, fills at the level, end at the last bar's close.

Run: BARB_BIN=/path/to/barb $BARB_PYTHON tests/python/test_backtest_crosscheck.py MINUTES.parquet
(the Rust test `services/backtest/tests/crosscheck.rs` does this on `cargo test`).
"""
import json
import os
import subprocess
import sys
import warnings

import numpy as np
import pandas as pd
from backtesting import Backtest, Strategy

HERE = os.path.dirname(os.path.abspath(__file__))


def r4(x):
    """4 decimals the way our records are rounded: NumPy's round (ties to even on the scaled double)."""
    return float(np.round(x, 4))


def barb(args, stdin=None):
    exe = os.environ.get("BARB_BIN", "barb")
    out = subprocess.run([exe, *args], input=stdin, capture_output=True, text=True, timeout=600)
    if out.returncode != 0:
        raise RuntimeError(f"{exe} {' '.join(args)} failed ({out.returncode}): {out.stderr}")
    return [json.loads(line) for line in out.stdout.splitlines() if line.strip()]


def daily_bars(data):
    [res] = barb(["query", "--data", data, "--query", json.dumps({"from": "daily"})])
    assert res["ok"], res
    df = pd.DataFrame(res["table"])
    df.index = pd.to_datetime(df.pop("date"))
    df = df.rename(columns=str.capitalize)[["Open", "High", "Low", "Close", "Volume"]]
    assert len(df) > 300 and (df.index.day_of_week < 5).all(), "trading-day bars expected"
    return df


# Strategies: our input, the same entry signal in pandas, and the exit rules
# in the form the backtesting.py strategy needs.
def sma(s, n):
    return s.rolling(n).mean()


GAP_FILTER = "abs(next(open) - close) < 100"


def small_gap(d):
    return (d.Open.shift(-1) - d.Close).abs() < 100


STRATEGIES = [
    dict(
        name="two down closes, long, points",
        barb={"entry": "close < prev(close) and prev(close) < prev(close, 2)", "direction": "long",
              "stop_loss": 150, "take_profit": 200},
        signal=lambda d: (d.Close < d.Close.shift(1)) & (d.Close.shift(1) < d.Close.shift(2)),
        long=True, sl=("pts", 150.0), tp=("pts", 200.0),
    ),
    dict(
        name="close above previous high, short, percent",
        barb={"entry": "close > prev(high)", "direction": "short", "stop_loss": "1%", "take_profit": "1.5%"},
        signal=lambda d: d.Close > d.High.shift(1),
        long=False, sl=("pct", 1.0), tp=("pct", 1.5),
    ),
    dict(
        name="SMA 10/30 cross, long, trailing 2%",
        barb={"entry": "crossover(sma(close, 10), sma(close, 30))", "direction": "long", "trailing_stop": "2%"},
        signal=lambda d: (sma(d.Close, 10).shift(1) <= sma(d.Close, 30).shift(1)) & (sma(d.Close, 10) > sma(d.Close, 30)),
        long=True, trail=("pct", 2.0),
    ),
    dict(
        name="two green bars, long, stop/target + breakeven",
        barb={"entry": "close > open and prev(close) > prev(open)", "direction": "long",
              "stop_loss": "1%", "take_profit": "2%", "breakeven_bars": 2},
        signal=lambda d: (d.Close > d.Open) & (d.Close.shift(1) > d.Open.shift(1)),
        long=True, sl=("pct", 1.0), tp=("pct", 2.0), breakeven=2,
    ),
    dict(
        name="below SMA 5, short, stop + trailing points",
        barb={"entry": "close < sma(close, 5)", "direction": "short", "stop_loss": 120, "trailing_stop": 150},
        signal=lambda d: d.Close < sma(d.Close, 5),
        long=False, sl=("pts", 120.0), trail=("pts", 150.0),
    ),
]


def entry_signal(spec, bars):
    return (spec["signal"](bars) & small_gap(bars)).fillna(False).to_numpy(dtype=bool)


def barb_strategy(spec):
    s = dict(spec["barb"])
    s["entry"] = f"({s['entry']}) and {GAP_FILTER}"
    return s


def distance(level, entry):
    kind, v = level
    return v if kind == "pts" else entry * v / 100.0


def make_strategy(spec, bars):
    opens = bars.Open.to_numpy()
    highs = bars.High.to_numpy()
    lows = bars.Low.to_numpy()
    signal = entry_signal(spec, bars)
    assert not signal[0], "signals must be false on bar 0 (backtesting.py starts at bar 1)"
    long = spec["long"]
    sign = 1.0 if long else -1.0

    class Rules(Strategy):
        def init(self):
            self.best = None
            self.breakeven_done = False
            self.entry_bar = None

        def next(self):
            i = len(self.data) - 1
            n = len(opens)
            if self.position:
                trade = self.trades[-1]
                if self.entry_bar is None:
                    self.entry_bar = i
                    self.best = trade.entry_price
                    self.breakeven_done = False
                entry = trade.entry_price
                stop = trade.sl
                if "trail" in spec:
                    self.best = max(self.best, highs[i]) if long else min(self.best, lows[i])
                    trail = self.best - sign * distance(spec["trail"], entry)
                    stop = trail if stop is None else (max(stop, trail) if long else min(stop, trail))
                if spec.get("breakeven") and not self.breakeven_done and i + 1 < n:
                    held_next = i + 1 - self.entry_bar
                    if held_next >= spec["breakeven"] and sign * (opens[i + 1] - entry) > 0:
                        stop = entry if stop is None else (max(stop, entry) if long else min(stop, entry))
                        self.breakeven_done = True
                if stop is not None and stop != trade.sl:
                    trade.sl = stop
                return
            self.entry_bar = None
            if signal[i] and i + 1 < n:
                entry = opens[i + 1]
                kw = {}
                if "sl" in spec:
                    kw["sl"] = entry - sign * distance(spec["sl"], entry)
                elif "trail" in spec:
                    kw["sl"] = entry - sign * distance(spec["trail"], entry)
                if "sl" in spec and "trail" in spec:
                    trail = entry - sign * distance(spec["trail"], entry)
                    kw["sl"] = max(kw["sl"], trail) if long else min(kw["sl"], trail)
                if "tp" in spec:
                    kw["tp"] = entry + sign * distance(spec["tp"], entry)
                (self.buy if long else self.sell)(size=1, **kw)

    return Rules


def kind_of_exit(row, bars, long):
    """stop / take_profit / end, judged from the exit bar like backtesting.py's order processing."""
    bar = bars.iloc[int(row.ExitBar)]
    if not pd.isna(row.SL) and ((bar.Low <= row.SL) if long else (bar.High >= row.SL)):
        return "stop"
    if not pd.isna(row.TP) and ((bar.High >= row.TP) if long else (bar.Low <= row.TP)):
        return "take_profit"
    return "end"


def reference_trades(spec, bars):
    bt = Backtest(bars, make_strategy(spec, bars), cash=10_000_000, commission=0.0, spread=0.0, margin=1.0,
                  trade_on_close=False, exclusive_orders=True, finalize_trades=True)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        stats = bt.run()
    out = []
    last = len(bars) - 1
    for row in stats._trades.itertuples():
        kind = kind_of_exit(row, bars, spec["long"])
        if row.EntryBar == last and kind == "end":
            continue  # we drop a position opened on the last bar that did not exit on it
        out.append(dict(entry_date=str(row.EntryTime.date()), exit_date=str(row.ExitTime.date()),
                        entry_price=r4(row.EntryPrice), exit_price=r4(row.ExitPrice),
                        pnl=r4(row.PnL), kind=kind))
    return out


def ours_kind(reason):
    return {"stop": "stop", "trailing_stop": "stop", "breakeven": "stop", "take_profit": "take_profit",
            "end": "end"}[reason]


def compare(name, ours, ref):
    problems = []
    if len(ours) != len(ref):
        problems.append(f"{len(ours)} trades vs {len(ref)}")
    for k, (a, b) in enumerate(zip(ours, ref)):
        for key in ("entry_date", "exit_date", "entry_price", "exit_price", "pnl", "kind"):
            if a[key] != b[key]:
                problems.append(f"trade {k}: {key} {a[key]!r} vs {b[key]!r} (ours {a}, reference {b})")
                break
        if len(problems) > 5:
            break
    if problems:
        raise AssertionError(f"{name}: " + "; ".join(problems))


def check_against_backtesting_py(data, bars):
    lines = "\n".join(json.dumps({"strategy": barb_strategy(s), "from": "daily", "exit_resolution": "bars",
                                  "title": s["name"]}) for s in STRATEGIES)
    results = barb(["backtest", "--data", data], stdin=lines)
    assert len(results) == len(STRATEGIES)
    kinds, gap_fills = set(), 0
    for spec, res in zip(STRATEGIES, results):
        assert res["ok"], (spec["name"], res)
        assert res["metadata"]["bars"] == len(bars)
        ours = [dict(entry_date=t["entry_date"], exit_date=t["exit_date"], entry_price=t["entry_price"],
                     exit_price=t["exit_price"], pnl=t["pnl"], kind=ours_kind(t["exit_reason"]))
                for t in res["trades"]]
        ref = reference_trades(spec, bars)
        assert len(ref) >= 5, f"{spec['name']}: too few trades ({len(ref)}) to mean anything"
        compare(spec["name"], ours, ref)
        total = sum(t["pnl"] for t in ref)
        assert abs(res["metrics"]["total_pnl"] - total) < 1e-6, (spec["name"], res["metrics"]["total_pnl"], total)
        kinds |= {t["exit_reason"] for t in res["trades"]}
        # Exits filled at a later bar's open (the bar opened beyond the level).
        gap_fills += sum(1 for t in res["trades"] if t["bars_held"] > 0 and t["exit_reason"] != "end"
                         and t["exit_price"] == bars.Open.loc[t["exit_date"]])
        print(f"  backtesting.py == barb: {spec['name']}: {len(ref)} trades, total {total:+.2f} pts")
    # The strategies exercise every kind of price exit, including fills at a gapped open.
    assert {"stop", "take_profit", "trailing_stop", "breakeven"} <= kinds, kinds
    assert gap_fills > 0, "no exit filled at a gapped open"
    print(f"  exits filled at a gapped open: {gap_fills}")


def minute_walk(minutes, daily_index, signal, long, sl, tp):
    """Independent minute-level simulation of fixed stop / take-profit levels."""
    sign = 1.0 if long else -1.0
    by_day = {d: g for d, g in minutes.groupby("tdate")}
    days = list(daily_index)
    trades, i, n = [], 1, len(days)
    while i < n:
        if not signal[i - 1]:
            i += 1
            continue
        day = by_day[days[i]]
        entry = float(day.open.iloc[0])
        stop = entry - sign * distance(sl, entry)
        take = entry + sign * distance(tp, entry)
        exit_price, reason, j = None, None, i
        while j < n:
            g = by_day[days[j]]
            lo, hi = g.low.to_numpy(), g.high.to_numpy()
            hit_stop = (lo <= stop) if long else (hi >= stop)
            hit_take = (hi >= take) if long else (lo <= take)
            k_stop = np.argmax(hit_stop) if hit_stop.any() else len(g)
            k_take = np.argmax(hit_take) if hit_take.any() else len(g)
            if k_stop < len(g) and k_stop <= k_take:
                exit_price, reason = stop, "stop"
            elif k_take < len(g):
                exit_price, reason = take, "take_profit"
            if reason:
                break
            if j == n - 1:
                break
            j += 1
        if reason is None:
            if j == i:  # opened on the last bar and never closed: dropped
                break
            exit_price, reason = float(by_day[days[-1]].close.iloc[-1]), "end"
        trades.append(dict(entry_date=str(days[i].date()), exit_date=str(days[j].date()),
                           entry_price=r4(entry), exit_price=r4(exit_price),
                           pnl=r4(sign * (exit_price - entry)), kind=reason))
        i = j + 1
    return trades


def check_minute_resolution(data, bars):
    m = pd.read_parquet(data)
    ts = pd.to_datetime(m["timestamp"])
    mod = ts.dt.hour * 60 + ts.dt.minute
    m["tdate"] = (ts + pd.to_timedelta(np.where(mod >= 18 * 60, 1, 0), unit="D")).dt.normalize()
    m = m.sort_values("timestamp")
    fixed = [s for s in STRATEGIES if "sl" in s and "tp" in s and "trail" not in s and not s.get("breakeven")]
    lines = "\n".join(json.dumps({"strategy": barb_strategy(s), "from": "daily"}) for s in fixed)
    results = barb(["backtest", "--data", data], stdin=lines)
    for spec, res in zip(fixed, results):
        assert res["ok"], res
        signal = entry_signal(spec, bars)
        ref = minute_walk(m, bars.index, signal, spec["long"], spec["sl"], spec["tp"])
        ours = [dict(entry_date=t["entry_date"], exit_date=t["exit_date"], entry_price=t["entry_price"],
                     exit_price=t["exit_price"], pnl=t["pnl"], kind=t["exit_reason"]) for t in res["trades"]]
        assert len(ref) >= 5
        compare(spec["name"] + " (minutes)", ours, ref)
        print(f"  pandas minute walk == barb: {spec['name']}: {len(ref)} trades")


def main(data=None):
    if not data:
        sys.exit("usage: test_backtest_crosscheck.py MINUTES.parquet (e.g. from `barb gen-data`)")
    data = os.path.abspath(data)
    bars = daily_bars(data)
    print(f"{len(bars)} daily bars from {data}")
    check_against_backtesting_py(data, bars)
    check_minute_resolution(data, bars)
    print("backtest cross-check passed")


def test_crosscheck():
    main(os.environ.get("BARB_CROSSCHECK_DATA"))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else None)
