//! Sweeps, comparisons and portfolios on generated data, checked against
//! computations that do not go through the code under test: single runs of
//! the one-strategy backtester (itself cross-checked against backtesting.py)
//! for every configuration and leg, and hand formulas written out here.

use std::sync::Arc;

use backtest::{BacktestInput, Backtester, Guard};
use barb_script::market::Instrument;
use barb_script::{Market, Markets};
use barb_tests::data::{ES_2Y, NQ_2Y, dataset};
use serde_json::{Value, json};

fn inst(symbol: &str) -> Instrument {
    Instrument::builtins().into_iter().find(|i| i.symbol == symbol).expect("built in")
}

fn backtester() -> Backtester {
    let nq = Market::load(inst("NQ"), &dataset(NQ_2Y)).expect("NQ data");
    let es = Market::load(inst("ES"), &dataset(ES_2Y)).expect("ES data");
    Backtester::new(Arc::new(Markets::new(vec![nq, es]).unwrap()))
}

fn single(bt: &Backtester, symbol: &str, input: Value) -> backtest::BacktestOutput {
    bt.run(symbol, &BacktestInput::parse(&input).expect("valid"), &Guard::none()).expect("run")
}

/// Every ranked configuration's in-sample and out-of-sample figures equal a
/// single run of that configuration over the segment's dates (an entry with
/// no look-back, so signals do not depend on where the data starts).
#[test]
fn sweep_segments_equal_single_runs_of_each_configuration() {
    let bt = backtester();
    for resolution in ["bars", "minutes"] {
        let sweep = json!({
            "strategy": {"entry": "close > open", "direction": "long", "stop_loss": "{sl}", "take_profit": "{tp}", "exit_bars": "{hold}"},
            "parameters": {"sl": [60, 120, 240], "tp": {"from": 100, "to": 300, "step": 100}, "hold": [2, 5]},
            "objective": "total_pnl", "min_trades": 1, "top": 18, "exit_resolution": resolution, "title": "t"
        });
        let out = bt.sweep_text("NQ", &sweep.to_string(), &Guard::none()).expect("sweep");
        assert_eq!((out.tried, out.grid_size), (18, 18));
        let j = out.to_json();
        assert_eq!(j["configurations"]["tried"], 18);
        let segs = j["segments"].as_array().unwrap();
        assert_eq!(segs.len(), 2);
        let period = |k: usize| {
            format!("{}:{}", segs[k]["first_date"].as_str().unwrap(), segs[k]["last_date"].as_str().unwrap())
        };
        let top = j["top"].as_array().unwrap();
        assert_eq!(top.len(), 18, "every configuration has trades, so all are ranked");
        let mut last = f64::INFINITY;
        for r in top {
            let p = &r["parameters"];
            let strategy = json!({"entry": "close > open", "direction": "long", "stop_loss": p["sl"], "take_profit": p["tp"], "exit_bars": p["hold"]});
            for (k, side) in [(0, "in_sample"), (1, "out_of_sample")] {
                let run = single(
                    &bt,
                    "NQ",
                    json!({"strategy": strategy, "period": period(k), "exit_resolution": resolution}),
                );
                let m = &run.performance;
                assert_eq!(r[side]["trades"], m.total_trades, "{resolution} {} {side}", r["label"]);
                let total = r[side]["total_pnl"].as_f64().unwrap();
                assert!(
                    (total - m.total_pnl).abs() < 1e-6,
                    "{resolution} {} {side}: {total} vs {}",
                    r["label"],
                    m.total_pnl
                );
                assert!((r[side]["sharpe"].as_f64().unwrap() - m.sharpe).abs() < 1e-6, "{side} sharpe");
            }
            // Ranked by the in-sample objective.
            let is = r["in_sample"]["objective"].as_f64().unwrap();
            assert!(is <= last);
            last = is;
        }
        // Heat map (sl × tp): each cell is the best over `hold` of that pair.
        let h = &j["heatmap"];
        assert_eq!((h["x"].as_str(), h["y"].as_str()), (Some("sl"), Some("tp")));
        for (row, tp) in h["y_values"].as_array().unwrap().iter().enumerate() {
            for (col, sl) in h["x_values"].as_array().unwrap().iter().enumerate() {
                let best = top
                    .iter()
                    .filter(|r| r["parameters"]["sl"] == *sl && r["parameters"]["tp"] == *tp)
                    .map(|r| r["in_sample"]["objective"].as_f64().unwrap())
                    .fold(f64::NEG_INFINITY, f64::max);
                assert_eq!(h["in_sample"][row][col].as_f64(), Some(best));
            }
        }
        assert!(out.model_response.contains("18 configurations tried"), "{}", out.model_response);
        assert!(out.model_response.contains("Caveat:"), "{}", out.model_response);
        assert!(j["deflated_sharpe"]["value"].is_number());
        assert!(j["stability"]["neighbours"].as_u64().unwrap() >= 3);
    }
}

/// Walk-forward: each fold's chosen configuration is the in-sample best
/// among single runs over that fold's training dates, and its out-of-sample
/// figure is a single run over the test dates. Random search draws the
/// requested number of configurations.
#[test]
fn walk_forward_folds_choose_the_training_best() {
    let bt = backtester();
    let grid = json!({"sl": [80, 160], "tp": [150, 300]});
    let sweep = json!({
        "strategy": {"entry": "close > open", "direction": "short", "stop_loss": "{sl}", "take_profit": "{tp}"},
        "parameters": grid, "objective": "total_pnl", "min_trades": 1, "validation": {"method": "walk_forward", "folds": 3},
        "exit_resolution": "bars", "title": "wf"
    });
    let j = bt.sweep_text("NQ", &sweep.to_string(), &Guard::none()).expect("sweep").to_json();
    let segs = j["segments"].as_array().unwrap();
    assert_eq!(segs.len(), 4);
    let folds = j["folds"].as_array().unwrap();
    assert_eq!(folds.len(), 3);
    let mut oos_total = 0.0;
    for (f, fold) in folds.iter().enumerate() {
        let train = format!("{}:{}", segs[0]["first_date"].as_str().unwrap(), segs[f]["last_date"].as_str().unwrap());
        let test =
            format!("{}:{}", segs[f + 1]["first_date"].as_str().unwrap(), segs[f + 1]["last_date"].as_str().unwrap());
        assert_eq!(fold["test"]["first_date"], segs[f + 1]["first_date"]);
        // Anchored training over several segments: positions are closed at each
        // segment end, so the training figure is the sum of per-segment runs.
        let seg_period = |k: usize| {
            format!("{}:{}", segs[k]["first_date"].as_str().unwrap(), segs[k]["last_date"].as_str().unwrap())
        };
        let mut best = (f64::NEG_INFINITY, Value::Null);
        for sl in [80, 160] {
            for tp in [150, 300] {
                let s = json!({"entry": "close > open", "direction": "short", "stop_loss": sl, "take_profit": tp});
                let total: f64 = (0..=f)
                    .map(|k| {
                        single(&bt, "NQ", json!({"strategy": s, "period": seg_period(k), "exit_resolution": "bars"}))
                            .performance
                            .total_pnl
                    })
                    .sum();
                if total > best.0 + 1e-9 {
                    best = (total, json!({"sl": sl, "tp": tp}));
                }
            }
        }
        let chosen = &fold["chosen"];
        assert_eq!(chosen["parameters"]["sl"].as_f64(), best.1["sl"].as_f64(), "fold {f} (train {train})");
        assert_eq!(chosen["parameters"]["tp"].as_f64(), best.1["tp"].as_f64(), "fold {f}");
        assert!((chosen["in_sample"]["total_pnl"].as_f64().unwrap() - best.0).abs() < 1e-6);
        let s = json!({"entry": "close > open", "direction": "short", "stop_loss": best.1["sl"], "take_profit": best.1["tp"]});
        let oos =
            single(&bt, "NQ", json!({"strategy": s, "period": test, "exit_resolution": "bars"})).performance.total_pnl;
        assert!((chosen["out_of_sample"]["total_pnl"].as_f64().unwrap() - oos).abs() < 1e-6, "fold {f} oos");
        oos_total += oos;
    }
    assert!((j["walk_forward_out_of_sample"]["total_pnl"].as_f64().unwrap() - oos_total).abs() < 1e-6);

    let random = json!({
        "strategy": {"entry": "close > open", "direction": "long", "stop_loss": "{sl}", "take_profit": "{tp}"},
        "parameters": {"sl": {"from": 50, "to": 300, "step": 10}, "tp": {"from": 50, "to": 300, "step": 10}},
        "search": {"method": "random", "samples": 40, "seed": 3}, "exit_resolution": "bars", "title": "r"
    });
    let j = bt.sweep_text("NQ", &random.to_string(), &Guard::none()).expect("sweep").to_json();
    assert_eq!(j["configurations"]["tried"], 40);
    assert_eq!(j["configurations"]["grid"], 26 * 26);
}

/// A deadline that has already passed and a cap that is exceeded come back as typed errors.
#[test]
fn sweep_limits_are_typed_errors() {
    let bt = backtester();
    let sweep = json!({
        "strategy": {"entry": "close > sma(close, {n})", "direction": "long", "stop_loss": "{sl}"},
        "parameters": {"n": {"from": 2, "to": 60, "step": 1}, "sl": {"from": 10, "to": 300, "step": 10}},
        "title": "x"
    });
    let past = Guard::until(std::time::Instant::now());
    let e = bt.sweep_text("NQ", &sweep.to_string(), &past).unwrap_err();
    assert_eq!(e.code(), "deadline_exceeded");
    assert!(e.to_string().contains("configurations"), "{e}");
    let mut capped = sweep.clone();
    capped["max_configurations"] = json!(100);
    let e = bt.sweep_text("NQ", &capped.to_string(), &Guard::none()).unwrap_err();
    assert_eq!(e.code(), "too_complex");
}

/// Comparison rows are the single runs; currency is points × the registry's point value.
#[test]
fn comparison_rows_are_single_runs_in_points_and_currency() {
    let bt = backtester();
    let strategy = json!({"entry": "close < prev(close)", "direction": "long", "stop_loss": "1%", "exit_bars": 3});
    let out = bt
        .compare_text(
            &json!({"strategy": strategy, "instruments": ["NQ", "ES"], "title": "c"}).to_string(),
            &Guard::none(),
        )
        .expect("compare");
    let j = out.to_json();
    let rows = j["rows"].as_array().unwrap();
    assert_eq!(rows.len(), 2);
    for (row, symbol, point_value) in [(&rows[0], "NQ", 20.0), (&rows[1], "ES", 50.0)] {
        let run = single(&bt, symbol, json!({"strategy": strategy}));
        assert_eq!(row["instrument"], symbol);
        assert_eq!(row["trades"], run.performance.total_trades);
        assert_eq!(row["total_pnl"].as_f64(), Some(run.performance.total_pnl));
        assert_eq!(row["point_value"].as_f64(), Some(point_value));
        let cur = row["total_pnl_currency"].as_f64().unwrap();
        assert!((cur - run.performance.total_pnl * point_value).abs() < 1e-3);
    }
    assert_eq!(out.card()["type"], "comparison");
    let e = bt
        .compare_text(&json!({"strategy": strategy, "instruments": ["NQ", "GC"]}).to_string(), &Guard::none())
        .unwrap_err();
    assert_eq!(e.code(), "unknown_instrument");
}

/// Fixed-size legs are independent: the portfolio is the sum of the legs'
/// single runs × units × (point value − costs per contract: the leg's own
/// commission on NQ, the registry's 4.50 plus one tick of slippage per side
/// on ES). Risk sizing follows the documented formula, recomputed here by
/// hand from the single runs' trades.
#[test]
fn portfolio_equals_independent_computation() {
    let bt = backtester();
    let s_nq = json!({"entry": "close < prev(close) and prev(close) < prev(close, 2)", "direction": "long", "stop_loss": "1.5%", "take_profit": "2%"});
    let s_es = json!({"entry": "close > prev(high)", "direction": "short", "stop_loss": 40, "exit_bars": 4});
    let p = json!({"capital": 200000, "title": "p", "legs": [
        {"instrument": "NQ", "strategy": s_nq, "sizing": {"method": "fixed", "units": 2}, "commission_per_contract": 2.0},
        {"instrument": "ES", "strategy": s_es, "sizing": {"method": "fixed", "units": 3}, "slippage_ticks": 1}
    ]});
    let out = bt.portfolio_text(&p.to_string(), &Guard::none()).expect("portfolio");
    let nq = single(&bt, "NQ", json!({"strategy": s_nq}));
    let es = single(&bt, "ES", json!({"strategy": s_es}));
    // ES: 4.50 commission (registry) + 2 sides × 1 tick × 0.25 × 50.
    let es_cost = 4.5 + 2.0 * 0.25 * 50.0;
    let expect_nq: f64 = nq.trades.iter().map(|t| 2.0 * (t.pnl * 20.0 - 2.0)).sum();
    let expect_es: f64 = es.trades.iter().map(|t| 3.0 * (t.pnl * 50.0 - es_cost)).sum();
    assert_eq!(out.to_json()["legs"][1]["cost_per_contract"].as_f64(), Some(es_cost));
    assert!(
        (out.to_json()["legs"][1]["costs"].as_f64().unwrap() - 3.0 * es_cost * es.trades.len() as f64).abs() < 1e-6
    );
    let j = out.to_json();
    assert!((j["legs"][0]["pnl"].as_f64().unwrap() - expect_nq).abs() < 1e-3);
    assert!((j["legs"][1]["pnl"].as_f64().unwrap() - expect_es).abs() < 1e-3);
    assert!((j["metrics"]["total_pnl"].as_f64().unwrap() - (expect_nq + expect_es)).abs() < 1e-3);
    assert_eq!(j["metrics"]["trades"].as_u64().unwrap() as usize, nq.trades.len() + es.trades.len());
    // Equity curve: capital + cumulative P&L by exit date; max drawdown from it.
    let mut by_date: std::collections::BTreeMap<String, f64> = Default::default();
    for t in &nq.trades {
        *by_date.entry(t.exit_date.clone()).or_default() += 2.0 * (t.pnl * 20.0 - 2.0);
    }
    for t in &es.trades {
        *by_date.entry(t.exit_date.clone()).or_default() += 3.0 * (t.pnl * 50.0 - es_cost);
    }
    let (mut eq, mut peak, mut dd) = (200000.0f64, 200000.0f64, 0.0f64);
    for v in by_date.values() {
        eq += v;
        peak = peak.max(eq);
        dd = dd.max(peak - eq);
    }
    let curve = j["equity_curve"].as_array().unwrap();
    assert_eq!(curve.len(), by_date.len());
    assert!((curve.last().unwrap()["equity"].as_f64().unwrap() - eq).abs() < 1e-3);
    assert!((j["metrics"]["max_drawdown"].as_f64().unwrap() - dd).abs() < 1e-3);

    // Risk sizing, one leg, by hand: units = floor(equity × 2% / (stop points × 20)),
    // equity = capital + P&L of trades exited before the entry date.
    let p = json!({"capital": 1000000, "title": "r", "legs": [
        {"instrument": "NQ", "strategy": s_nq, "sizing": {"method": "risk", "risk_pct": 2}, "commission_per_contract": 0}
    ]});
    let out = bt.portfolio_text(&p.to_string(), &Guard::none()).expect("portfolio").to_json();
    let mut closed: Vec<(String, f64)> = Vec::new();
    let mut expected = Vec::new();
    for t in &nq.trades {
        let equity = 1000000.0 + closed.iter().filter(|(d, _)| *d < t.entry_date).map(|(_, p)| p).sum::<f64>();
        let units = (equity * 0.02 / (t.entry_price * 0.015 * 20.0)).floor();
        if units >= 1.0 {
            let pnl = units * t.pnl * 20.0;
            closed.push((t.exit_date.clone(), pnl));
            expected.push((t.entry_date.clone(), units, pnl));
        }
    }
    let trades = out["trades"].as_array().unwrap();
    assert!(expected.len() >= 20, "too few trades to mean anything");
    assert_eq!(trades.len(), expected.len());
    for (t, (date, units, pnl)) in trades.iter().zip(&expected) {
        assert_eq!(t["entry_date"].as_str(), Some(date.as_str()));
        assert_eq!(t["units"].as_f64(), Some(*units), "{date}");
        assert!((t["pnl"].as_f64().unwrap() - pnl).abs() < 1e-3, "{date}");
    }
    assert!(expected.iter().any(|e| e.1 != expected[0].1), "equity changes should change the size");
}

/// One minute bar per trading day at 10:00, so each daily bar is that minute.
fn hand_market(symbol: &str, opens: &[f64], closes: &[f64]) -> Arc<Market> {
    use polars::prelude::*;
    let days = [
        "2024-02-05",
        "2024-02-06",
        "2024-02-07",
        "2024-02-08",
        "2024-02-09",
        "2024-02-12",
        "2024-02-13",
        "2024-02-14",
        "2024-02-15",
        "2024-02-16",
    ];
    let ts: Vec<chrono::NaiveDateTime> = days
        .iter()
        .map(|d| chrono::NaiveDateTime::parse_from_str(&format!("{d} 10:00"), "%Y-%m-%d %H:%M").unwrap())
        .collect();
    let high: Vec<f64> = opens.iter().zip(closes).map(|(o, c)| o.max(*c) + 1.0).collect();
    let low: Vec<f64> = opens.iter().zip(closes).map(|(o, c)| o.min(*c) - 1.0).collect();
    let df = df! {"timestamp" => ts, "open" => opens, "high" => high, "low" => low, "close" => closes,
    "volume" => vec![1i64; opens.len()]}
    .unwrap();
    Market::from_frame(inst(symbol), df).unwrap()
}

/// A hand-built two-leg portfolio whose every figure is worked out in the
/// comments below (ten trading days, one minute bar each; "close > open",
/// long; NQ holds 1 bar, ES 2 bars).
///
/// NQ closes 101 103 102 104 107 105 104 106 108 108 → trades (bars 1→2, +1),
/// (4→5, +1), (8→9, +2) points; volatility sizing, 10 % target, lookback 2:
/// σ of the 2 changes ending at the signal bar: bar 0 has none → skipped;
/// bars 3 and 7 both see changes (−1, +2) → σ = √4.5 = 2.1213, so
/// units = ⌊E × 0.10 / (2.1213 × √252 × 20)⌋ = ⌊E / 6734.98⌋ = 14 for E = 100,141
/// and 100,292; cost 5 per contract (the leg's) → 14 × (20 − 5) = 210 and
/// 14 × (40 − 5) = 490.
/// ES closes 51 50 52 53 52 51 53 54 53 55 → trades (1→3, +2), (4→6, 0),
/// (7→9, +2); fixed 2 units; cost 4.50 (registry) + 2 × 1 tick × 0.25 × 50 =
/// 29.50 → 2 × (100 − 29.5) = 141, 2 × (0 − 29.5) = −59, 141.
/// Order of entries: NQ 02-06 (skipped), ES 02-06 (E = 100,000), NQ 02-09
/// (E = 100,141: ES exited 02-08), ES 02-09 (100,141), ES 02-14 (E = 100,292:
/// +210 on 02-12, −59 on 02-13), NQ 02-15 (100,292).
/// Equity by exit date: 02-08 100,141; 02-12 100,351; 02-13 100,292; 02-16
/// 100,923. Max drawdown 59 = 0.0588 % of the 100,351 peak. Contributions:
/// NQ 700 / 923 = 75.84 %, ES 223 / 923 = 24.16 %.
#[test]
fn hand_built_portfolio_with_volatility_sizing_costs_contribution_and_drawdown() {
    let nq = hand_market(
        "NQ",
        &[100.0, 101.0, 103.0, 102.0, 104.0, 107.0, 105.0, 104.0, 106.0, 108.0],
        &[101.0, 103.0, 102.0, 104.0, 107.0, 105.0, 104.0, 106.0, 108.0, 108.0],
    );
    let es = hand_market(
        "ES",
        &[50.0, 51.0, 50.0, 52.0, 53.0, 52.0, 51.0, 53.0, 54.0, 53.0],
        &[51.0, 50.0, 52.0, 53.0, 52.0, 51.0, 53.0, 54.0, 53.0, 55.0],
    );
    let bt = Backtester::new(Arc::new(Markets::new(vec![nq, es]).unwrap()));
    let p = json!({"capital": 100000, "title": "hand", "exit_resolution": "bars", "legs": [
        {"instrument": "NQ", "name": "nq", "strategy": {"entry": "close > open", "direction": "long", "exit_bars": 1},
         "sizing": {"method": "volatility", "target_pct": 10, "lookback": 2}, "commission_per_contract": 5},
        {"instrument": "ES", "name": "es", "strategy": {"entry": "close > open", "direction": "long", "exit_bars": 2},
         "sizing": {"method": "fixed", "units": 2}, "slippage_ticks": 1}
    ]});
    let j = bt.portfolio_text(&p.to_string(), &Guard::none()).expect("portfolio").to_json();
    let trades: Vec<(String, String, f64, f64, f64)> = j["trades"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| {
            (
                t["leg"].as_str().unwrap().to_string(),
                t["entry_date"].as_str().unwrap().to_string(),
                t["units"].as_f64().unwrap(),
                t["pnl"].as_f64().unwrap(),
                t["equity_at_entry"].as_f64().unwrap(),
            )
        })
        .collect();
    let want = [
        ("es", "2024-02-06", 2.0, 141.0, 100000.0),
        ("nq", "2024-02-09", 14.0, 210.0, 100141.0),
        ("es", "2024-02-09", 2.0, -59.0, 100141.0),
        ("es", "2024-02-14", 2.0, 141.0, 100292.0),
        ("nq", "2024-02-15", 14.0, 490.0, 100292.0),
    ];
    assert_eq!(trades.len(), want.len(), "{trades:?}");
    for (got, w) in trades.iter().zip(want) {
        assert_eq!((got.0.as_str(), got.1.as_str(), got.2, got.3, got.4), w);
    }
    let legs = j["legs"].as_array().unwrap();
    assert_eq!((legs[0]["trades"].as_u64(), legs[0]["skipped"].as_u64()), (Some(2), Some(1)));
    assert_eq!((legs[0]["pnl"].as_f64(), legs[1]["pnl"].as_f64()), (Some(700.0), Some(223.0)));
    assert_eq!((legs[0]["costs"].as_f64(), legs[1]["costs"].as_f64()), (Some(140.0), Some(177.0)));
    assert_eq!((legs[0]["cost_per_contract"].as_f64(), legs[1]["cost_per_contract"].as_f64()), (Some(5.0), Some(29.5)));
    assert!((legs[0]["contribution_pct"].as_f64().unwrap() - 70000.0 / 923.0).abs() < 1e-9);
    assert!((legs[1]["contribution_pct"].as_f64().unwrap() - 22300.0 / 923.0).abs() < 1e-9);
    let curve: Vec<(String, f64, f64)> = j["equity_curve"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (p["date"].as_str().unwrap().to_string(), p["equity"].as_f64().unwrap(), p["drawdown"].as_f64().unwrap())
        })
        .collect();
    let want_curve = [
        ("2024-02-08", 100141.0, 0.0),
        ("2024-02-12", 100351.0, 0.0),
        ("2024-02-13", 100292.0, -59.0),
        ("2024-02-16", 100923.0, 0.0),
    ];
    for (got, w) in curve.iter().zip(want_curve) {
        assert_eq!((got.0.as_str(), got.1, got.2), w);
    }
    assert_eq!(curve.len(), 4);
    let m = &j["metrics"];
    assert_eq!((m["total_pnl"].as_f64(), m["max_drawdown"].as_f64()), (Some(923.0), Some(59.0)));
    assert!((m["max_drawdown_pct"].as_f64().unwrap() - 5900.0 / 100351.0).abs() < 1e-12);
    assert_eq!(m["final_equity"].as_f64(), Some(100923.0));
}

/// `rsi(close, {p}) < {level}`: one RSI series per window however many
/// levels, every ranked configuration equal to its single run.
#[test]
fn sweeps_compute_each_indicator_once_per_parameter_value() {
    let bt = backtester();
    let sweep = json!({
        "strategy": {"entry": "rsi(close, {p}) < {level}", "direction": "long", "stop_loss": "{sl}", "exit_bars": 5},
        "parameters": {"level": [30, 35, 40, 45], "p": [7, 10, 14], "sl": [100, 250]},
        "objective": "total_pnl", "min_trades": 1, "top": 24, "exit_resolution": "minutes", "title": "rsi"
    });
    let out = bt.sweep_text("NQ", &sweep.to_string(), &Guard::none()).expect("sweep");
    let j = out.to_json();
    assert_eq!(out.tried, 24);
    assert_eq!(out.input.names(), ["p", "level", "sl"], "the indicator parameter varies slowest");
    assert_eq!(j["metadata"]["indicator_series"], 3, "one RSI per window");
    assert!(j["metadata"]["signals_evaluated"].as_u64().unwrap() >= 12);
    let segs = j["segments"].as_array().unwrap();
    let period =
        |k: usize| format!("{}:{}", segs[k]["first_date"].as_str().unwrap(), segs[k]["last_date"].as_str().unwrap());
    // The in-sample segment starts at the first bar, so a single run over its
    // dates warms the RSI up identically: its figures are the sweep's.
    let mut checked = 0;
    for r in j["top"].as_array().unwrap().iter().take(8) {
        let p = &r["parameters"];
        let strategy = json!({"entry": format!("rsi(close, {}) < {}", p["p"], p["level"]), "direction": "long",
                              "stop_loss": p["sl"], "exit_bars": 5});
        let run = single(&bt, "NQ", json!({"strategy": strategy, "period": period(0)}));
        assert_eq!(r["in_sample"]["trades"], run.performance.total_trades, "{}", r["label"]);
        let total = r["in_sample"]["total_pnl"].as_f64().unwrap();
        assert!(
            (total - run.performance.total_pnl).abs() < 1e-6,
            "{}: {total} vs {}",
            r["label"],
            run.performance.total_pnl
        );
        checked += 1;
    }
    assert_eq!(checked, 8);
}
