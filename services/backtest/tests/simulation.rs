//! End-to-end runs of the library on small, hand-built minute data whose
//! expected trades are worked out by hand from the spec's rules (never from
//! this engine's output): trading-day mapping of evening minutes, minute vs
//! bar resolution, sessions, periods, intraday bars, targets, costs, the
//! settlement-file case, and typed errors.

use std::sync::Arc;

use backtest::{BacktestError, Backtester, Guard};
use barb_script::market::Instrument;
use barb_script::{ErrorCode, Market, Markets};
use polars::prelude::*;
use serde_json::{Value, json};

/// Minute rows: `(YYYY-MM-DD HH:MM, open, high, low, close)`.
type Row = (&'static str, f64, f64, f64, f64);

/// Trading date 2024-03-04 (Mon) starts Sunday 18:00; 03-05 starts Monday 18:00, etc.
const WEEK: &[Row] = &[
    // 2024-03-04
    ("2024-03-03 18:00", 100.0, 101.0, 99.0, 100.0),
    ("2024-03-04 09:30", 100.0, 102.0, 99.0, 101.0),
    ("2024-03-04 16:59", 101.0, 101.0, 100.0, 100.5),
    // 2024-03-05: the evening minute reaches 110 first, the morning falls to 89.
    ("2024-03-04 18:00", 100.0, 111.0, 99.5, 110.0),
    ("2024-03-05 09:30", 110.0, 110.0, 89.0, 90.0),
    ("2024-03-05 16:59", 90.0, 91.0, 89.0, 90.0),
    // 2024-03-06
    ("2024-03-05 18:00", 90.0, 92.0, 88.0, 91.0),
    ("2024-03-06 09:30", 91.0, 95.0, 90.0, 94.0),
    ("2024-03-06 16:59", 94.0, 96.0, 93.0, 95.0),
    // 2024-03-07
    ("2024-03-06 18:00", 95.0, 97.0, 94.0, 96.0),
    ("2024-03-07 09:30", 96.0, 99.0, 95.0, 98.0),
    ("2024-03-07 16:59", 98.0, 100.0, 97.0, 99.0),
    // 2024-03-08
    ("2024-03-07 18:00", 99.0, 100.0, 98.0, 99.5),
    ("2024-03-08 09:30", 99.5, 104.0, 99.0, 103.0),
    ("2024-03-08 16:59", 103.0, 106.0, 102.0, 105.0),
];

fn frame(rows: &[Row]) -> DataFrame {
    let ts: Vec<chrono::NaiveDateTime> =
        rows.iter().map(|r| chrono::NaiveDateTime::parse_from_str(r.0, "%Y-%m-%d %H:%M").unwrap()).collect();
    df! {
        "timestamp" => ts,
        "open" => rows.iter().map(|r| r.1).collect::<Vec<_>>(),
        "high" => rows.iter().map(|r| r.2).collect::<Vec<_>>(),
        "low" => rows.iter().map(|r| r.3).collect::<Vec<_>>(),
        "close" => rows.iter().map(|r| r.4).collect::<Vec<_>>(),
        "volume" => vec![10i64; rows.len()],
    }
    .unwrap()
}

fn nq() -> Instrument {
    Instrument::builtins().into_iter().find(|i| i.symbol == "NQ").unwrap()
}

fn backtester(rows: &[Row]) -> Backtester {
    let market = Market::from_frame(nq(), frame(rows)).unwrap();
    Backtester::new(Arc::new(Markets::new(vec![market]).unwrap()))
}

fn run(bt: &Backtester, input: Value) -> Value {
    bt.run_text("NQ", &input.to_string(), &Guard::none()).unwrap_or_else(|e| panic!("{input}: {e:?}")).to_json()
}

fn fail(bt: &Backtester, input: Value) -> BacktestError {
    bt.run_text("NQ", &input.to_string(), &Guard::none()).expect_err("must fail")
}

fn trades(out: &Value) -> Vec<Value> {
    out["trades"].as_array().unwrap().clone()
}

#[test]
fn evening_minutes_belong_to_the_next_trading_day_and_resolve_exits_in_order() {
    let bt = backtester(WEEK);
    let strategy = json!({"entry": "date() == '2024-03-04'", "direction": "long", "stop_loss": 10, "take_profit": 10});
    let out = run(&bt, json!({"strategy": strategy, "title": "Order"}));
    let t = trades(&out);
    assert_eq!(t.len(), 1, "{out}");
    // Entry: the 03-05 bar opens with the Monday 18:00 minute (100); that minute's high 111
    // reaches the take-profit (110) before the 09:30 minute falls through the stop (90).
    assert_eq!(t[0]["entry_date"], "2024-03-05");
    assert_eq!(t[0]["entry_price"], 100.0);
    assert_eq!(t[0]["exit_date"], "2024-03-05");
    assert_eq!(t[0]["exit_time"], "18:00");
    assert_eq!((t[0]["exit_price"].as_f64(), t[0]["exit_reason"].as_str()), (Some(110.0), Some("take_profit")));
    assert_eq!(t[0]["bars_held"], 0);
    assert_eq!(out["metadata"]["bars"], 5);
    assert_eq!(out["title"], "Order · 1 trades");
    assert!(out["model_response"].as_str().unwrap().starts_with("Backtest: 1 trades | Win Rate 100.0% | PF inf"));
    let card =
        bt.run_text("NQ", &json!({"strategy": strategy, "title": "Order"}).to_string(), &Guard::none()).unwrap().card();
    assert_eq!(card["title"], "Order · 1 trades");
    assert_eq!(card["blocks"].as_array().unwrap().len(), 4);
    assert_eq!(card["blocks"][3]["rows"][0]["exit_reason"], "take_profit");

    // On bar OHLC only, the same bar (o100 h111 l89) is ambiguous: the stop wins.
    let out = run(&bt, json!({"strategy": strategy, "exit_resolution": "bars"}));
    let t = trades(&out);
    assert_eq!((t[0]["exit_price"].as_f64(), t[0]["exit_reason"].as_str()), (Some(90.0), Some("stop")));
    assert!(t[0].get("exit_time").is_none());
    assert_eq!(out["metadata"]["exit_resolution"], "bars");
}

#[test]
fn rth_session_bars_start_at_the_cash_open() {
    let bt = backtester(WEEK);
    // RTH drops the evening minutes: the 03-05 bar opens at 110 (09:30) and its low 89 hits the
    // 10-point stop at 100 first.
    let out = run(
        &bt,
        json!({"strategy": {"entry": "date() == '2024-03-04'", "direction": "long", "stop_loss": 10, "take_profit": 10},
               "session": "rth"}),
    );
    let t = trades(&out);
    assert_eq!((t[0]["entry_price"].as_f64(), t[0]["exit_price"].as_f64()), (Some(110.0), Some(100.0)));
    assert_eq!((t[0]["exit_reason"].as_str(), t[0]["exit_time"].as_str()), (Some("stop"), Some("09:30")));
    assert_eq!(t[0]["pnl"], -10.0);
}

#[test]
fn timeout_end_costs_and_period() {
    let bt = backtester(WEEK);
    // Short from the 03-06 open (90 − 0.5 slippage = 89.5), time exit after one bar at the
    // 03-07 close (99 + 0.5) → pnl 89.5 − 99.5 − 2 = −12.
    let out = run(
        &bt,
        json!({"strategy": {"entry": "date() == '2024-03-05'", "direction": "short", "exit_bars": 1,
                            "slippage": 0.5, "commission": 2}}),
    );
    let t = trades(&out);
    assert_eq!(t.len(), 1);
    assert_eq!((t[0]["entry_date"].as_str(), t[0]["exit_date"].as_str()), (Some("2024-03-06"), Some("2024-03-07")));
    assert_eq!((t[0]["entry_price"].as_f64(), t[0]["exit_price"].as_f64()), (Some(89.5), Some(99.5)));
    assert_eq!((t[0]["pnl"].as_f64(), t[0]["exit_reason"].as_str()), (Some(-12.0), Some("timeout")));

    // Every green bar signals; within 03-05..03-08 the bars are 03-05 (red), 03-06, 03-07 and
    // 03-08 (green): one long from the 03-07 open (95) closed at the last close (105) as `end`
    // (the 03-07 signal would enter on the last bar, but a position is already open).
    let out = run(
        &bt,
        json!({"strategy": {"entry": "close > open", "direction": "long"}, "period": "2024-03-05:2024-03-08"}),
    );
    let t = trades(&out);
    assert_eq!(t.len(), 1, "{out}");
    assert_eq!((t[0]["entry_price"].as_f64(), t[0]["exit_price"].as_f64()), (Some(95.0), Some(105.0)));
    assert_eq!(t[0]["exit_reason"], "end");
    assert_eq!(out["metadata"]["first_date"], "2024-03-05");
    assert_eq!(out["metrics"]["buy_and_hold_pnl"], 5.0);

    // A signal on the second-to-last bar enters on the last bar and is dropped.
    let out = run(&bt, json!({"strategy": {"entry": "date() == '2024-03-07'", "direction": "long"}}));
    assert_eq!(out["metrics"]["total_trades"], 0);
    assert_eq!(out["model_response"], "Backtest: 0 trades — entry condition never triggered in this period.");
    let card = bt
        .run_text(
            "NQ",
            &json!({"strategy": {"entry": "date() == '2024-03-07'", "direction": "long"}}).to_string(),
            &Guard::none(),
        )
        .unwrap()
        .card();
    assert_eq!(card["title"], "Backtest");
    assert_eq!(card["blocks"][0]["items"][0], json!({"label": "Trades", "value": "0"}));
}

#[test]
fn exit_target_is_evaluated_at_the_signal_bar() {
    let bt = backtester(WEEK);
    // Signal on 03-06, entry at the 03-07 open (95). Target = highest high of the last 2 bars at
    // the signal bar: max(03-05 high 111, 03-06 high 96) = 111 — never reached later, so the
    // trade ends at the last close (105). With `high` the target is the signal bar's high, 96,
    // reached by the first minute of 03-07 (Wednesday 18:00, high 97).
    let out = run(
        &bt,
        json!({"strategy": {"entry": "date() == '2024-03-06'", "direction": "long", "exit_target": "rolling_max(high, 2)"}}),
    );
    let t = trades(&out);
    assert_eq!((t[0]["exit_reason"].as_str(), t[0]["exit_price"].as_f64()), (Some("end"), Some(105.0)));
    let out =
        run(&bt, json!({"strategy": {"entry": "date() == '2024-03-06'", "direction": "long", "exit_target": "high"}}));
    let t = trades(&out);
    assert_eq!((t[0]["exit_reason"].as_str(), t[0]["exit_price"].as_f64()), (Some("target"), Some(96.0)));
    assert_eq!((t[0]["exit_date"].as_str(), t[0]["exit_time"].as_str()), (Some("2024-03-07"), Some("18:00")));
}

#[test]
fn intraday_bars_map_to_their_own_minutes() {
    // Two 5-minute bars: 10:00 (10:00–10:04) and 10:05 (10:05–10:09).
    let rows: &[Row] = &[
        ("2024-03-04 10:00", 100.0, 100.0, 100.0, 101.0),
        ("2024-03-04 10:04", 101.0, 101.0, 100.0, 101.0),
        ("2024-03-04 10:05", 101.0, 103.0, 100.5, 102.0),
        ("2024-03-04 10:07", 102.0, 102.0, 98.5, 99.0),
        ("2024-03-04 10:10", 99.0, 99.0, 99.0, 99.0),
    ];
    let bt = backtester(rows);
    let out = run(
        &bt,
        json!({"strategy": {"entry": "minute() == 0", "direction": "long", "stop_loss": 2, "trailing_stop": 1.5},
               "from": "5m"}),
    );
    let t = trades(&out);
    // Enter 10:05 at 101: minute 10:05 ratchets the best to 103 → trailing stop 101.5 (tighter
    // than the fixed 99); its low 100.5 touches it.
    assert_eq!(t[0]["entry_time"], "10:05");
    assert_eq!((t[0]["exit_price"].as_f64(), t[0]["exit_reason"].as_str()), (Some(101.5), Some("trailing_stop")));
    assert_eq!(t[0]["exit_time"], "10:05");
    // On bar OHLC only, the trailing stop is the one in force at the open (101 − 1.5 = 99.5,
    // tighter than 99); the bar's low 98.5 reaches it.
    let out = run(
        &bt,
        json!({"strategy": {"entry": "minute() == 0", "direction": "long", "stop_loss": 2, "trailing_stop": 1.5},
               "from": "5m", "exit_resolution": "bars"}),
    );
    let t = trades(&out);
    assert_eq!((t[0]["exit_price"].as_f64(), t[0]["exit_reason"].as_str()), (Some(99.5), Some("trailing_stop")));
}

#[test]
fn settlement_files_do_not_change_the_traded_bars() {
    let dir = std::env::temp_dir().join(format!("barb-backtest-settle-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (minutes, daily) = (dir.join("NQ.parquet"), dir.join("NQ_daily.parquet"));
    barb_script::market::sample::write_parquet(&mut frame(WEEK), &minutes).unwrap();
    // Provider bars with different opens and settlement closes.
    let days: Vec<chrono::NaiveDateTime> =
        (4..=8).map(|d| chrono::NaiveDate::from_ymd_opt(2024, 3, d).unwrap().and_hms_opt(0, 0, 0).unwrap()).collect();
    let mut settle = df! {
        "timestamp" => days, "open" => [1.0, 2.0, 3.0, 4.0, 5.0], "high" => [9.0; 5], "low" => [0.5; 5],
        "close" => [1.5, 2.5, 3.5, 4.5, 5.5], "volume" => [1i64; 5],
    }
    .unwrap();
    barb_script::market::sample::write_parquet(&mut settle, &daily).unwrap();
    let market = Market::load_with_daily(nq(), &minutes, &daily).unwrap();
    let bt = Backtester::new(Arc::new(Markets::new(vec![market]).unwrap()));
    let out = run(&bt, json!({"strategy": {"entry": "date() == '2024-03-04'", "direction": "long", "exit_bars": 1}}));
    let t = trades(&out);
    // Entry at the first minute's open (100), time exit at the last minute's close of 03-06 (95).
    assert_eq!((t[0]["entry_price"].as_f64(), t[0]["exit_price"].as_f64()), (Some(100.0), Some(95.0)));
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn errors_are_typed_with_hints() {
    let bt = backtester(WEEK);
    let e = fail(&bt, json!({"strategy": {"entry": "close > open", "direction": "long"}, "session": "RHT"}));
    let BacktestError::Input(q) = &e else { panic!("{e:?}") };
    assert_eq!(q.code, ErrorCode::UnknownSession);
    assert!(q.hint.contains("RTH"), "{}", q.hint);
    let e = bt
        .run_text(
            "ZZ",
            &json!({"strategy": {"entry": "close > open", "direction": "long"}}).to_string(),
            &Guard::none(),
        )
        .unwrap_err();
    assert_eq!(e.code(), "unknown_instrument");
    let e = fail(&bt, json!({"strategy": {"entry": "rsi(close, 14) < 30 and volme > 0", "direction": "long"}}));
    assert_eq!(e.code(), "unknown_column");
    assert!(e.to_string().contains("strategy.entry"), "{e}");
    assert_eq!(e.to_json()["hint"], "did you mean 'volume'?");
    // Only one bar in the period: no trades, a warning, no error.
    let out = run(&bt, json!({"strategy": {"entry": "true", "direction": "long"}, "period": "2024-03-05"}));
    assert_eq!(out["metrics"]["total_trades"], 0);
    assert_eq!(out["metadata"]["warnings"].as_array().unwrap().len(), 1);
    // No bars at all.
    let out = run(&bt, json!({"strategy": {"entry": "true", "direction": "long"}, "period": "2023"}));
    assert_eq!(out["metadata"]["bars"], 0);
}

#[test]
fn an_expired_deadline_stops_a_run() {
    let bt = backtester(WEEK);
    let guard = Guard::until(std::time::Instant::now());
    let e = bt
        .run_text("NQ", &json!({"strategy": {"entry": "true", "direction": "long"}}).to_string(), &guard)
        .unwrap_err();
    assert!(matches!(e, BacktestError::DeadlineExceeded { .. }), "{e:?}");
    assert_eq!(e.code(), "deadline_exceeded");
}
