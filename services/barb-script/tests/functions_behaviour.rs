//! Behaviour of the function library through the public query path: every
//! registered function runs (its own reference example) on real bars, on a
//! single bar and on an empty selection without panicking; scalars are
//! accepted where a constant makes sense; bad constants are typed errors;
//! degenerate bars (zero range) give missing values, not garbage.

use std::path::Path;
use std::sync::Arc;

use barb_script::functions::REGISTRY;
use barb_script::market::Instrument;
use barb_script::{BarbError, ErrorCode, Market};
use chrono::NaiveDateTime;
use polars::prelude::*;
use query_engine::{Answer, DEFAULT_SOURCE_ROWS, Summary, answer};
use serde_json::{Value, json};

fn bars_from_csv(limit: usize) -> DataFrame {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures/functions/nq_daily_bars.csv");
    let text = std::fs::read_to_string(path).expect("daily bars fixture");
    let rows: Vec<Vec<&str>> = text.lines().skip(1).take(limit).map(|l| l.split(',').collect()).collect();
    let ts: Vec<NaiveDateTime> =
        rows.iter().map(|r| NaiveDateTime::parse_from_str(r[0], "%Y-%m-%d %H:%M:%S").unwrap()).collect();
    let col = |i: usize| -> Vec<f64> { rows.iter().map(|r| r[i].parse().unwrap()).collect() };
    let vol: Vec<i64> = rows.iter().map(|r| r[5].parse().unwrap()).collect();
    df! {"timestamp" => ts, "open" => col(1), "high" => col(2), "low" => col(3), "close" => col(4), "volume" => vol}
        .unwrap()
}

fn market(limit: usize) -> Arc<Market> {
    Market::from_frame(Instrument::builtins().remove(0), bars_from_csv(limit)).unwrap()
}

fn column(out: &Answer, name: &str) -> Vec<Value> {
    let t = out.table.as_ref().expect("table");
    let i = t.columns.iter().position(|c| c.name == name).expect("column");
    (0..t.len()).map(|r| t.value(r, i)).collect()
}

fn run(m: &Market, q: Value) -> Result<Answer, BarbError> {
    answer(m, &q, DEFAULT_SOURCE_ROWS)
}

#[test]
fn every_example_runs_on_many_one_and_zero_bars() {
    let (full, one) = (market(600), market(1));
    for f in REGISTRY.all() {
        let q = if f.is_aggregate() {
            json!({"from": "daily", "select": f.example})
        } else {
            json!({"from": "daily", "map": {"x": f.example}})
        };
        let out = run(&full, q.clone()).unwrap_or_else(|e| panic!("{}: {} ({})", f.example, e.message, e.hint));
        if !f.is_aggregate() {
            assert_eq!(column(&out, "x").len(), 502, "{}", f.example);
        }
        run(&one, q.clone()).unwrap_or_else(|e| panic!("one bar, {}: {}", f.example, e.message));
        let mut empty = q;
        empty["period"] = json!("1999");
        run(&full, empty).unwrap_or_else(|e| panic!("no bars, {}: {}", f.example, e.message));
    }
}

#[test]
fn scalars_are_accepted_where_a_constant_makes_sense() {
    let m = market(600);
    let out = run(
        &m,
        json!({"from": "daily", "map": {
            "a": "crossover(rsi(close, 14), 30)",
            "b": "crossunder(70, rsi(close, 14))",
            "c": "rsi(close, 14)",
        }}),
    )
    .unwrap();
    let (a, b, c) = (column(&out, "a"), column(&out, "b"), column(&out, "c"));
    let rsi: Vec<Option<f64>> = c.iter().map(Value::as_f64).collect();
    let mut crossings = 0;
    for i in 1..rsi.len() {
        let expect_a = matches!((rsi[i - 1], rsi[i]), (Some(p), Some(q)) if p <= 30.0 && q > 30.0);
        // 70 crosses under rsi exactly when rsi crosses over 70.
        let expect_b = matches!((rsi[i - 1], rsi[i]), (Some(p), Some(q)) if p <= 70.0 && q > 70.0);
        assert_eq!(a[i], json!(expect_a), "row {i}");
        assert_eq!(b[i], json!(expect_b), "row {i}");
        crossings += usize::from(expect_a) + usize::from(expect_b);
    }
    assert!(crossings > 0, "the data should cross 30 or 70 at least once");
}

#[test]
fn warm_up_rows_are_missing_and_fail_every_where() {
    let m = market(600);
    let out = run(&m, json!({"from": "daily", "map": {"r": "rsi(close, 14)", "a": "adx(14)", "e": "ema(close, 5)"}}))
        .unwrap();
    let (r, a, e) = (column(&out, "r"), column(&out, "a"), column(&out, "e"));
    assert!(r[12].is_null() && !r[13].is_null(), "RSI starts at bar n-1");
    assert!(a[25].is_null() && !a[26].is_null(), "ADX starts at bar 2n-2");
    assert!(!e[0].is_null(), "EMA is defined from bar 0");
    let out = run(&m, json!({"from": "daily", "where": "rsi(close, 14) >= 0", "select": "count()"})).unwrap();
    assert!(matches!(out.summary, Summary::Scalar { ref value, .. } if *value == json!(502 - 13)), "{:?}", out.summary);
}

#[test]
fn bad_constants_are_typed_errors() {
    let m = market(50);
    let err = |q: Value| run(&m, q).expect_err("an error");
    let e = err(json!({"from": "daily", "map": {"s": "sar(0, 0.2)"}}));
    assert_eq!(e.code, ErrorCode::InvalidValue);
    assert!(e.hint.contains("sar(0.02, 0.2)"), "{}", e.hint);
    let e = err(json!({"from": "daily", "map": {"s": "sar(0.3, 0.2)"}}));
    assert_eq!(e.code, ErrorCode::InvalidValue);
    let e = err(json!({"from": "daily", "map": {"s": "stoch_d(14, 3, 2)"}}));
    assert_eq!(e.code, ErrorCode::Arity);
    assert!(e.hint.contains("stoch_d(n=14, smooth=3)"), "{}", e.hint);
    let e = err(json!({"from": "daily", "map": {"s": "bbands_upper(close, close)"}}));
    assert_eq!(e.code, ErrorCode::Type);
    let e = err(json!({"from": "daily", "map": {"s": "streak(close)"}}));
    assert_eq!(e.code, ErrorCode::Type, "streak needs a condition");
    let e = err(json!({"from": "daily", "map": {"s": "kc_upper(0)"}}));
    assert_eq!(e.code, ErrorCode::InvalidValue);
}

#[test]
fn bar_functions_are_refused_after_grouping() {
    let m = market(600);
    let e = run(
        &m,
        json!({"steps": [
            {"from": "daily", "map": {"y": "year()"}, "group_by": "y", "select": "mean(close)"},
            {"map": {"p": "pivothigh()"}},
        ]}),
    )
    .expect_err("an error");
    assert_eq!(e.code, ErrorCode::Type, "{} / {}", e.message, e.hint);
    assert!(e.message.contains("pivothigh"), "{}", e.message);
}

#[test]
fn zero_range_bars_give_missing_values_not_garbage() {
    let n = 30;
    let ts: Vec<NaiveDateTime> = (0..n)
        .map(|i| {
            NaiveDateTime::parse_from_str("2024-03-04 10:00:00", "%Y-%m-%d %H:%M:%S").unwrap()
                + chrono::Duration::minutes(i)
        })
        .collect();
    let flat = vec![100.0; n as usize];
    let df = df! {"timestamp" => ts, "open" => flat.clone(), "high" => flat.clone(), "low" => flat.clone(),
    "close" => flat, "volume" => vec![0i64; n as usize]}
    .unwrap();
    let m = Market::from_frame(Instrument::builtins().remove(0), df).unwrap();
    let out = run(
        &m,
        json!({"map": {
            "k": "stoch_k(14)", "w": "williams_r(14)", "c": "cci(20)", "f": "mfi(14)", "p": "bbands_pctb(close)",
            "bw": "bbands_width(close)", "ad": "ad_line()", "v": "vwap_day()", "ob": "obv()", "s": "rolling_std(close, 5)",
        }}),
    )
    .unwrap();
    for name in ["k", "w", "c", "f", "p", "v"] {
        assert!(column(&out, name).iter().all(Value::is_null), "{name} should be missing on flat bars");
    }
    let last = |name: &str| column(&out, name)[n as usize - 1].clone();
    assert_eq!(last("bw"), json!(0.0));
    assert_eq!(last("ad"), json!(0.0));
    assert_eq!(last("ob"), json!(0.0));
    assert_eq!(last("s"), json!(0.0));
}
