"""An independent recomputation of `barb backtest portfolio` with pandas.

The portfolio below has three legs on NQ and ES (volatility-targeted, risk
sized and fixed), with costs from the instrument registry and overridden per
leg. From nothing but one-unit single runs of each leg's strategy (`barb
backtest`), the daily closes (`barb query`) and the documented rules
(services/backtest/README.md, "Portfolio"), this script recomputes every
sized trade, each leg's P&L, costs and contribution, the equity curve, and
the maximum drawdown in currency and in percent of the peak — and asserts
that the portfolio's output is the same.

The rules, as written in the README:
  * trades are sized in entry-date order over all legs (ties: leg order, then
    trade order) from the closed-trade equity = capital + currency P&L of
    the trades exited on an earlier date;
  * fixed → units; risk → floor(E × risk% / (stop distance × point value)),
    the distance measured from the recorded entry price; volatility →
    floor(E × target% / (σ × √252 × point value)), σ = sample standard
    deviation of the last `lookback` close-to-close changes ending at the
    signal bar (the bar before the entry); a size below 1 skips the trade;
  * cost per contract and round trip = commission + 2 × slippage ticks ×
    tick size × point value (the leg's, else the registry's); a trade's
    P&L = units × (points × point value − cost), rounded to 4 decimals
    (NumPy's rounding);
  * equity curve: one point per exit date; drawdown from the running peak
    (which starts at the capital); max drawdown % = max over points of
    drawdown / peak × 100.

The instrument registry's values for the built-in NQ and ES are the
documented ones: point value 20 and 50, tick 0.25, commission 4.50 per
contract and round trip, no slippage.

Run: BARB_BIN=/path/to/barb $BARB_PYTHON tests/python/portfolio_check.py DIR
(DIR holds NQ.parquet and ES.parquet; `services/backtest/tests/crosscheck.rs`
runs it on `cargo test`.)
"""
import json
import math
import os
import sys

import numpy as np
import pandas as pd

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_backtest_crosscheck import barb, r4  # noqa: E402

REGISTRY = {"NQ": dict(point_value=20.0, tick=0.25, commission=4.5, slippage_ticks=0.0),
            "ES": dict(point_value=50.0, tick=0.25, commission=4.5, slippage_ticks=0.0)}
CAPITAL = 2_000_000.0

LEGS = [
    dict(name="NQ vol", instrument="NQ",
         strategy={"entry": "rsi(close, 14) < 40", "direction": "long", "stop_loss": "1.5%", "exit_bars": 5},
         sizing={"method": "volatility", "target_pct": 15, "lookback": 15}, commission_per_contract=2.0),
    dict(name="ES risk", instrument="ES",
         strategy={"entry": "close > prev(high)", "direction": "short", "stop_loss": "1%", "take_profit": "2%"},
         sizing={"method": "risk", "risk_pct": 1.5}, slippage_ticks=1),
    dict(name="NQ fixed", instrument="NQ",
         strategy={"entry": "close < prev(close) and prev(close) < prev(close, 2)", "direction": "long",
                   "take_profit": 150, "exit_bars": 3},
         sizing={"method": "fixed", "units": 2}),
]


def closes(data):
    [res] = barb(["query", "--data", data, "--query", json.dumps({"from": "daily"})])
    assert res["ok"], res
    df = pd.DataFrame(res["table"])
    return pd.Series(df["close"].to_numpy(dtype=float), index=df["date"].astype(str))


def main():
    d = sys.argv[1]
    files = {s: os.path.join(d, f"{s}.parquet") for s in ("NQ", "ES")}
    spec = {"capital": CAPITAL, "legs": LEGS, "title": "cross-check", "exit_resolution": "minutes"}
    [out] = barb(["backtest", "portfolio", "--data-dir", d, "--input", json.dumps(spec)])
    assert out["ok"], out

    close = {s: closes(f) for s, f in files.items()}
    pending = []
    for k, leg in enumerate(LEGS):
        [run] = barb(["backtest", "--data", files[leg["instrument"]], "--instrument", leg["instrument"],
                      "--input", json.dumps({"strategy": leg["strategy"]})])
        assert run["ok"], run
        assert len(run["trades"]) >= 20, (leg["name"], len(run["trades"]))
        for t, tr in enumerate(run["trades"]):
            pending.append((tr["entry_date"], k, t, tr))
    pending.sort(key=lambda p: (p[0], p[1], p[2]))

    def vol(symbol, entry_date, lookback):
        c = close[symbol]
        i = c.index.get_loc(entry_date) - 1  # the signal bar
        if i < lookback:
            return None
        changes = c.diff().iloc[i - lookback + 1:i + 1]
        sd = float(np.std(changes.to_numpy(), ddof=1))
        return sd if sd > 0 else None

    equity, realised, trades = CAPITAL, [], []
    legs = [dict(trades=0, skipped=0, pnl=0.0, cost=0.0) for _ in LEGS]
    for entry_date, k, _, tr in pending:
        equity = CAPITAL + sum(p for (exit_date, p) in realised if exit_date < entry_date)
        leg = LEGS[k]
        reg = REGISTRY[leg["instrument"]]
        pv = reg["point_value"]
        cost = leg.get("commission_per_contract", reg["commission"]) \
            + 2 * leg.get("slippage_ticks", reg["slippage_ticks"]) * reg["tick"] * pv
        sizing = leg["sizing"]
        if sizing["method"] == "fixed":
            units = float(sizing["units"])
        elif sizing["method"] == "risk":
            stop = leg["strategy"]["stop_loss"]
            dist = tr["entry_price"] * float(stop.rstrip("%")) / 100.0 if isinstance(stop, str) else float(stop)
            units = float(math.floor(max(equity, 0) * sizing["risk_pct"] / 100.0 / (dist * pv)))
        else:
            sd = vol(leg["instrument"], entry_date, sizing["lookback"])
            units = 0.0 if sd is None else float(
                math.floor(max(equity, 0) * sizing["target_pct"] / 100.0 / (sd * math.sqrt(252) * pv)))
        if units < 1 and sizing["method"] != "fixed":
            legs[k]["skipped"] += 1
            continue
        pnl = r4(units * (tr["pnl"] * pv - cost))
        legs[k]["trades"] += 1
        legs[k]["pnl"] += pnl
        legs[k]["cost"] += units * cost
        realised.append((tr["exit_date"], pnl))
        trades.append(dict(leg=leg["name"], entry_date=entry_date, exit_date=tr["exit_date"], units=units, pnl=pnl,
                           equity_at_entry=equity))

    # Every sized trade, in order.
    got = out["trades"]
    assert len(got) == len(trades), (len(got), len(trades))
    for g, w in zip(got, trades):
        assert (g["leg"], g["entry_date"], g["exit_date"]) == (w["leg"], w["entry_date"], w["exit_date"]), (g, w)
        assert g["units"] == w["units"], (g, w)
        assert abs(g["pnl"] - w["pnl"]) < 1e-6, (g, w)
        assert abs(g["equity_at_entry"] - w["equity_at_entry"]) < 1e-4, (g, w)
    # Per leg: trades, skips, P&L, costs, contribution.
    total = sum(l["pnl"] for l in legs)
    assert abs(out["metrics"]["total_pnl"] - total) < 1e-4, (out["metrics"], total)
    for g, w, leg in zip(out["legs"], legs, LEGS):
        assert (g["name"], g["trades"], g["skipped"]) == (leg["name"], w["trades"], w["skipped"]), (g, w)
        assert abs(g["pnl"] - w["pnl"]) < 1e-4, (g, w)
        assert abs(g["costs"] - w["cost"]) < 1e-4, (g, w)
        assert abs(g["contribution_pct"] - w["pnl"] / total * 100) < 1e-9, (g, w, total)
    sizes = {t["units"] for t in trades if t["leg"] == "NQ vol"}
    assert len(sizes) > 1, f"volatility sizing should vary the size: {sizes}"
    # Equity curve and drawdown.
    by_date = pd.Series([p for _, p in realised], index=[d for d, _ in realised]).groupby(level=0).sum().sort_index()
    curve = CAPITAL + by_date.cumsum()
    peak = np.maximum.accumulate(np.concatenate([[CAPITAL], curve.to_numpy()]))[1:]
    dd = peak - curve.to_numpy()
    assert [p["date"] for p in out["equity_curve"]] == list(curve.index)
    for p, e, x in zip(out["equity_curve"], curve.to_numpy(), dd):
        assert abs(p["equity"] - e) < 1e-4 and abs(p["drawdown"] + x) < 1e-4, (p, e, x)
    assert abs(out["metrics"]["max_drawdown"] - dd.max()) < 1e-4, (out["metrics"], dd.max())
    dd_pct = float((dd / peak * 100).max())
    assert abs(out["metrics"]["max_drawdown_pct"] - dd_pct) < 1e-9, (out["metrics"], dd_pct)
    assert dd.max() > 0, "a portfolio without a drawdown checks nothing"
    print(f"  portfolio == pandas recomputation: {len(trades)} sized trades over {len(LEGS)} legs, "
          f"skipped {[l['skipped'] for l in legs]}, contributions "
          f"{[round(l['pnl'] / total * 100, 1) for l in legs]} %, max drawdown {dd.max():.2f} ({dd_pct:.3f} %)")
    print("portfolio cross-check passed")


if __name__ == "__main__":
    main()
