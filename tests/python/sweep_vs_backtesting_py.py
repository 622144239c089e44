"""Our parameter sweep against backtesting.py's `Backtest.optimize` on the
same grid of a simple strategy and the same daily bars: the same result for
every configuration, the same fills on a sample of configurations, and the
speed of backtesting.py's optimiser (configurations per second).

Strategy (long): enter when the close is below its n-bar SMA (and the next
open gaps less than 100 points from the close — backtesting.py rejects a
bracket order whose stop is already crossed, see test_backtest_crosscheck.py),
stop `sl` points below the fill, take-profit `tp` points above. The grid is
n × sl × tp. Our sweep runs with `exit_resolution: "bars"` (backtesting.py
sees only daily bars), `objective: "total_pnl"`, `min_trades: 1`, and its
default 70/30 split; backtesting.py optimises on the in-sample bars (the
first segment, which starts at the first bar, so the SMA warms up
identically) and its maximised value is the sum of trade P&L.

Our end-of-data rule is bridged in the backtesting.py strategy, never in the
comparison, so every cell must be *identical*:
  * a position still open on the last bar is closed at that bar's close
    (`end`): the strategy closes it on the last bar with a market order,
    which fills at the open of one synthetic bar appended after it with
    open = high = low = close = the last close (no level can be touched
    there: the position survived the last bar's range);
  * a position we would open on the last bar and not close on it is
    dropped: the strategy does not enter on the bar before the last unless
    the last bar reaches the stop or the take-profit (a look-ahead the
    bridge may use, like the next open it already reads).

Checked (any difference fails, with a non-zero exit):
  * every grid cell: our in-sample total P&L (the sweep's top list holds
    every configuration) equals backtesting.py's (optimize's heat map);
  * a sample of configurations: the same trades (entry/exit dates, prices,
    pnl, rounded like ours with NumPy's rounding) from `bt.run(...)` and from
    `barb backtest` on the in-sample dates.
Timed: backtesting.py's `optimize` over the grid (its own multiprocessing).

Run: BARB_BIN=/path/to/barb $BARB_PYTHON tests/python/sweep_vs_backtesting_py.py MINUTES.parquet [--grid small|bench] [--ours-rate R]
(`services/backtest/tests/crosscheck.rs` runs the small grid on `cargo test`;
`cargo bench -p backtest --bench sweep` runs the bench grid and passes its own
rate for the ratio.)
"""
import argparse
import json
import os
import sys
import time
import warnings

import numpy as np
import pandas as pd
from backtesting import Backtest, Strategy

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_backtest_crosscheck import GAP_FILTER, barb, daily_bars, r4, small_gap, sma  # noqa: E402

GRIDS = {
    # 3 × 3 × 2 = 18 configurations, every one's fills checked.
    "small": dict(n=[10, 20, 40], sl=[100, 150, 200], tp=[250, 400], sample=18),
    # 10 × 10 × 4 = 400 configurations, 24 sampled for fills.
    "bench": dict(n=[5, 10, 15, 20, 25, 30, 40, 50, 60, 80], sl=[100, 120, 140, 160, 180, 200, 220, 240, 260, 280],
                  tp=[200, 300, 450, 600], sample=24),
}


def our_sweep(data, grid):
    """Our in-sample total P&L of every configuration, read from heat maps
    (one sweep per take-profit value, whose n × sl heat map then holds every
    configuration), and the in-sample segment; plus the whole grid in one
    sweep, whose best must be the best cell."""
    configs = len(grid["n"]) * len(grid["sl"]) * len(grid["tp"])
    spec = {"strategy": {"entry": f"close < sma(close, {{n}}) and {GAP_FILTER}", "direction": "long",
                         "stop_loss": "{sl}", "take_profit": "{tp}"},
            "heatmap": ["sl", "n"], "objective": "total_pnl", "min_trades": 1, "exit_resolution": "bars",
            "title": "sweep cross-check"}
    cells, seg = {}, None
    for tp in grid["tp"]:
        part = dict(spec, parameters={"n": grid["n"], "sl": grid["sl"], "tp": [tp]})
        [res] = barb(["backtest", "sweep", "--data", data, "--input", json.dumps(part)])
        assert res["ok"], res
        assert res["configurations"]["tried"] == len(grid["n"]) * len(grid["sl"]), res["configurations"]
        h = res["heatmap"]
        assert (h["x"], h["y"]) == ("sl", "n"), h
        for r, n in enumerate(h["y_values"]):
            for c, sl in enumerate(h["x_values"]):
                v = h["in_sample"][r][c]
                # A configuration without in-sample trades is not ranked: its total is 0.
                cells[(int(n), int(sl), int(tp))] = 0.0 if v is None else v
        assert seg is None or seg == res["segments"][0]
        seg = res["segments"][0]
    assert len(cells) == configs
    whole_spec = dict(spec, parameters={k: grid[k] for k in ("n", "sl", "tp")}, max_configurations=200000)
    [whole] = barb(["backtest", "sweep", "--data", data, "--input", json.dumps(whole_spec)])
    assert whole["ok"], whole
    assert whole["configurations"]["tried"] == configs
    assert whole["segments"][0] == seg
    best = whole["top"][0]
    assert abs(best["in_sample"]["total_pnl"] - max(cells.values())) < 1e-6, (best, max(cells.values()))
    return cells, seg


# Module-level state: backtesting.py's optimiser pickles the strategy class
# and the objective by name into its worker processes (forked, so they see these).
SIGNALS = {}
NEXT_OPEN = None
LAST = None
LAST_HIGH = None
LAST_LOW = None


class SmaDip(Strategy):
    n = 10
    sl = 100
    tp = 300

    def init(self):
        self.signal = SIGNALS[self.n]

    def next(self):
        i = len(self.data) - 1
        if i >= LAST:
            # Our engine closes a position still open on the last bar at its close.
            if self.position:
                self.position.close()
            return
        if self.position or not self.signal[i]:
            return
        entry = NEXT_OPEN[i + 1]
        sl, tp = entry - self.sl, entry + self.tp
        if i + 1 == LAST and not (LAST_LOW <= sl or LAST_HIGH >= tp):
            return  # opened on the last bar and not closed there: our engine drops it
        self.buy(size=1, sl=sl, tp=tp)


CASH = 10_000_000


def objective(stats):
    # The optimiser's workers return stats without `_trades`; every trade is
    # closed, so the final equity less the cash is Σ trade P&L.
    return float(stats["Equity Final [$]"]) - CASH


def main():
    global NEXT_OPEN, LAST, LAST_HIGH, LAST_LOW
    ap = argparse.ArgumentParser()
    ap.add_argument("data")
    ap.add_argument("--grid", default="small", choices=sorted(GRIDS))
    ap.add_argument("--ours-rate", type=float, default=None, help="our configurations/s (from cargo bench)")
    args = ap.parse_args()
    data = os.path.abspath(args.data)
    grid = GRIDS[args.grid]
    configs = len(grid["n"]) * len(grid["sl"]) * len(grid["tp"])
    bars = daily_bars(data)
    ours, seg = our_sweep(data, grid)
    is_bars = bars.loc[seg["first_date"]:seg["last_date"]]
    assert len(is_bars) == seg["bars"], (len(is_bars), seg)
    LAST = len(is_bars) - 1
    LAST_HIGH, LAST_LOW = float(is_bars.High.iloc[LAST]), float(is_bars.Low.iloc[LAST])
    last_close = float(is_bars.Close.iloc[LAST])
    synthetic = pd.DataFrame({"Open": [last_close], "High": [last_close], "Low": [last_close],
                              "Close": [last_close], "Volume": [0]},
                             index=[is_bars.index[LAST] + pd.Timedelta(days=1)])
    frame = pd.concat([is_bars, synthetic])
    NEXT_OPEN = frame.Open.to_numpy()
    for n in grid["n"]:
        full = ((bars.Close < sma(bars.Close, n)) & small_gap(bars)).fillna(False)
        SIGNALS[n] = np.append(full.loc[is_bars.index].to_numpy(dtype=bool), False)
        assert not SIGNALS[n][0]
    bt = Backtest(frame, SmaDip, cash=CASH, commission=0.0, spread=0.0, margin=1.0,
                  trade_on_close=False, exclusive_orders=True, finalize_trades=True)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        started = time.perf_counter()
        _, heat = bt.optimize(n=grid["n"], sl=grid["sl"], tp=grid["tp"], maximize=objective, return_heatmap=True)
        elapsed = time.perf_counter() - started
    assert len(heat) == configs, (len(heat), configs)
    mismatches = []
    for (n, sl, tp), mine in sorted(ours.items()):
        theirs = float(heat.loc[(n, sl, tp)])
        theirs = 0.0 if np.isnan(theirs) else theirs
        if abs(mine - theirs) > 1e-6:
            mismatches.append(f"n={n} sl={sl} tp={tp}: ours {mine} vs backtesting.py {theirs:.4f}")
    if mismatches:
        raise AssertionError(f"{len(mismatches)} of {configs} cells differ: " + "; ".join(mismatches[:5]))
    print(f"  backtesting.py optimize == barb sweep: {configs} configurations, in-sample total P&L identical in every cell")
    # Same fills on a sample of configurations (all of them for the small grid).
    keys = sorted(ours)
    rng = np.random.default_rng(7)
    picks = [keys[k] for k in sorted(rng.choice(len(keys), size=min(grid["sample"], len(keys)), replace=False))]
    period = f"{seg['first_date']}:{seg['last_date']}"
    last_date = str(is_bars.index[LAST].date())
    synthetic_date = str(synthetic.index[0].date())
    fills = 0
    for n, sl, tp in picks:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            stats = bt.run(n=n, sl=sl, tp=tp)
        ref = [(str(t.EntryTime.date()), str(t.ExitTime.date()).replace(synthetic_date, last_date),
                r4(t.EntryPrice), r4(t.ExitPrice), r4(t.PnL)) for t in stats["_trades"].itertuples()]
        spec = {"strategy": {"entry": f"close < sma(close, {n}) and {GAP_FILTER}", "direction": "long",
                             "stop_loss": sl, "take_profit": tp},
                "period": period, "exit_resolution": "bars"}
        [res] = barb(["backtest", "--data", data, "--input", json.dumps(spec)])
        assert res["ok"], res
        mine = [(t["entry_date"], t["exit_date"], t["entry_price"], t["exit_price"], t["pnl"]) for t in res["trades"]]
        assert len(ref) >= 5, f"n={n} sl={sl} tp={tp}: too few trades"
        if mine != ref:
            diff = next(k for k, (a, b) in enumerate(zip(mine + [None] * len(ref), ref + [None] * len(mine))) if a != b)
            raise AssertionError(f"n={n} sl={sl} tp={tp}: trades differ from trade {diff}: ours "
                                 f"{mine[diff:diff + 2]} vs backtesting.py {ref[diff:diff + 2]} "
                                 f"({len(mine)} vs {len(ref)} trades)")
        assert abs(sum(t[4] for t in mine) - ours[(n, sl, tp)]) < 1e-6, (n, sl, tp)
        fills += len(ref)
        print(f"  same fills: n={n} sl={sl} tp={tp}: {len(ref)} trades")
    print(f"  same fills on {len(picks)} sampled configurations: {fills} trades identical")
    rate = configs / elapsed
    print(f"backtesting.py optimize: {configs} configurations on {len(is_bars)} daily bars in {elapsed:.2f} s = "
          f"{rate:.1f} configurations/s")
    if args.ours_rate:
        print(f"barb sweep: {args.ours_rate:.1f} configurations/s; ratio {args.ours_rate / rate:.0f}x")
    print("sweep cross-check passed")


if __name__ == "__main__":
    main()
