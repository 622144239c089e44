"""Our parameter sweep against backtesting.py's `Backtest.optimize` on the
same grid of a simple strategy and the same daily bars: the same result for
every configuration, the same fills on a sample of configurations, and the
speed of backtesting.py's optimiser (configurations per second).

Strategy (long): enter when the close is below its n-bar SMA (and the next
open gaps less than 100 points from the close — backtesting.py rejects a
bracket order whose stop is already crossed, see test_backtest_crosscheck.py),
stop `sl` points below the fill, take-profit 300 points above. The grid is
n × sl. Our sweep runs with `exit_resolution: "bars"` (backtesting.py sees
only daily bars), `objective: "total_pnl"`, `min_trades: 1`, and its default
70/30 split; backtesting.py optimises on the in-sample bars (the first
segment, which starts at the first bar, so the SMA warms up identically) and
its maximised value is the sum of trade P&L (the trade a position opened on
the last bar and never closed is dropped, as our engine does).

Checked:
  * every grid cell: our in-sample total P&L (the sweep's heat map) equals
    backtesting.py's (optimize's heat map); a cell without trades is null on
    our side and 0 on theirs;
  * a sample of configurations: the same trades (dates, prices, pnl) from
    `bt.run(n=…, sl=…)` and from `barb backtest` on the in-sample dates.
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
from test_backtest_crosscheck import GAP_FILTER, barb, daily_bars, small_gap, sma  # noqa: E402

GRIDS = {
    "small": dict(n=[10, 20, 40], sl=[100, 150, 200]),
    "bench": dict(n=[5, 10, 15, 20, 25, 30, 40, 50, 60, 80], sl=[100, 120, 140, 160, 180, 200, 220, 240, 260, 280]),
}
TAKE_PROFIT = 300.0


def our_sweep(data, grid):
    spec = {"strategy": {"entry": f"close < sma(close, {{n}}) and {GAP_FILTER}", "direction": "long",
                         "stop_loss": "{sl}", "take_profit": TAKE_PROFIT},
            "parameters": grid, "heatmap": ["sl", "n"], "objective": "total_pnl", "min_trades": 1,
            "exit_resolution": "bars", "title": "sweep cross-check"}
    [res] = barb(["backtest", "sweep", "--data", data, "--input", json.dumps(spec)])
    assert res["ok"], res
    return res


# Module-level state: backtesting.py's optimiser pickles the strategy class
# and the objective by name into its worker processes (forked, so they see these).
SIGNALS = {}
NEXT_OPEN = None
IS_BARS = None


class SmaDip(Strategy):
    n = 10
    sl = 100

    def init(self):
        self.signal = SIGNALS[self.n]

    def next(self):
        i = len(self.data) - 1
        if self.position or not self.signal[i] or i + 1 >= len(self.signal):
            return
        entry = NEXT_OPEN[i + 1]
        self.buy(size=1, sl=entry - self.sl, tp=entry + TAKE_PROFIT)


CASH = 10_000_000


def objective(stats):
    # The optimiser's workers return stats without `_trades`; with
    # finalize_trades the final equity less the cash is Σ trade P&L.
    return float(stats["Equity Final [$]"]) - CASH


def total_without_dropped(stats, bars):
    """Σ pnl, without a trade entered on the last bar that did not hit a level there."""
    t = stats["_trades"]
    last = len(bars) - 1
    keep = []
    for row in t.itertuples():
        if row.EntryBar == last:
            bar = bars.iloc[last]
            hit = (not pd.isna(row.SL) and bar.Low <= row.SL) or (not pd.isna(row.TP) and bar.High >= row.TP)
            if not hit:
                continue
        keep.append(row.PnL)
    return float(sum(keep))


def main():
    global NEXT_OPEN, IS_BARS
    ap = argparse.ArgumentParser()
    ap.add_argument("data")
    ap.add_argument("--grid", default="small", choices=sorted(GRIDS))
    ap.add_argument("--ours-rate", type=float, default=None, help="our configurations/s (from cargo bench)")
    args = ap.parse_args()
    data = os.path.abspath(args.data)
    grid = GRIDS[args.grid]
    configs = len(grid["n"]) * len(grid["sl"])
    bars = daily_bars(data)
    ours = our_sweep(data, grid)
    seg = ours["segments"][0]
    is_bars = bars.loc[seg["first_date"]:seg["last_date"]]
    assert len(is_bars) == seg["bars"], (len(is_bars), seg)
    NEXT_OPEN = is_bars.Open.to_numpy()
    IS_BARS = is_bars
    for n in grid["n"]:
        full = ((bars.Close < sma(bars.Close, n)) & small_gap(bars)).fillna(False)
        SIGNALS[n] = full.loc[is_bars.index].to_numpy(dtype=bool)
        assert not SIGNALS[n][0]
    bt = Backtest(is_bars, SmaDip, cash=CASH, commission=0.0, spread=0.0, margin=1.0,
                  trade_on_close=False, exclusive_orders=True, finalize_trades=True)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        started = time.perf_counter()
        _, heat = bt.optimize(n=grid["n"], sl=grid["sl"], maximize=objective,
                              return_heatmap=True)
        elapsed = time.perf_counter() - started
    assert len(heat) == configs, (len(heat), configs)
    # Every grid cell.
    h = ours["heatmap"]
    assert (h["x"], h["y"]) == ("sl", "n"), h
    # The designed difference at the end of the data: a position still open
    # on the last bar is closed at that bar's close by our engine ("end"; one
    # opened on the last bar is dropped), while backtesting.py's
    # finalize_trades closes it at the last bar's open. Such a cell differs
    # by exactly ±(close − open) of the last bar; it is counted and reported,
    # any other difference fails.
    last = len(is_bars) - 1
    last_bar_trade = float(is_bars.Close.iloc[last] - is_bars.Open.iloc[last])
    mismatches, dropped = [], 0
    for r, n in enumerate(h["y_values"]):
        for c, sl in enumerate(h["x_values"]):
            mine = h["in_sample"][r][c]
            mine = 0.0 if mine is None else mine
            theirs = float(heat.loc[(int(n), int(sl))])
            theirs = 0.0 if np.isnan(theirs) else theirs
            if abs(mine - theirs) < 1e-3:
                continue
            if abs(abs(theirs - mine) - abs(last_bar_trade)) < 1e-3:
                dropped += 1
                continue
            mismatches.append(f"n={n} sl={sl}: ours {mine} vs backtesting.py {theirs:.4f} ")
    if mismatches:
        raise AssertionError(f"{len(mismatches)} of {configs} cells differ: " + "; ".join(mismatches[:5]))
    print(f"  backtesting.py optimize == barb sweep: {configs} configurations, in-sample total P&L per cell"
          f" ({dropped} differ only by the end-of-data close, ±{abs(last_bar_trade):.2f})")
    # Same fills on a sample of configurations.
    rng = np.random.default_rng(7)
    picks = [(int(grid["n"][i]), int(grid["sl"][j]))
             for i, j in zip(rng.integers(0, len(grid["n"]), 4), rng.integers(0, len(grid["sl"]), 4))]
    period = f"{seg['first_date']}:{seg['last_date']}"
    for n, sl in picks:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            stats = bt.run(n=n, sl=sl)
        last = len(is_bars) - 1
        ref = [(str(t.EntryTime.date()), str(t.ExitTime.date()), round(t.EntryPrice, 4), round(t.ExitPrice, 4),
                round(t.PnL, 4)) for t in stats["_trades"].itertuples()]
        if stats["_trades"].shape[0] and int(stats["_trades"].EntryBar.iloc[-1]) == last:
            if total_without_dropped(stats, is_bars) != float(stats["_trades"].PnL.sum()):
                ref = ref[:-1]
        spec = {"strategy": {"entry": f"close < sma(close, {n}) and {GAP_FILTER}", "direction": "long",
                             "stop_loss": sl, "take_profit": TAKE_PROFIT},
                "period": period, "exit_resolution": "bars"}
        [res] = barb(["backtest", "--data", data, "--input", json.dumps(spec)])
        assert res["ok"], res
        mine = [(t["entry_date"], t["exit_date"], t["entry_price"], t["exit_price"], t["pnl"]) for t in res["trades"]]
        assert len(ref) >= 5, f"n={n} sl={sl}: too few trades"
        if mine and ref and res["trades"][-1]["exit_reason"] == "end" and mine[-1][:3] == ref[-1][:3]:
            # Closed at the end of the data: our last close vs their last open (see above).
            assert abs(ref[-1][3] - float(is_bars.Open.iloc[-1])) < 1e-6, ref[-1]
            mine, ref = mine[:-1], ref[:-1]
        assert mine == ref, f"n={n} sl={sl}: trades differ: first ours {mine[:2]} vs {ref[:2]}"
        print(f"  same fills: n={n} sl={sl}: {len(ref)} trades")
    rate = configs / elapsed
    print(f"backtesting.py optimize: {configs} configurations on {len(is_bars)} daily bars in {elapsed:.2f} s = "
          f"{rate:.1f} configurations/s")
    if args.ours_rate:
        print(f"barb sweep: {args.ours_rate:.1f} configurations/s; ratio {args.ours_rate / rate:.0f}x")
    print("sweep cross-check passed")


if __name__ == "__main__":
    main()
