//! Query benchmark: every pipeline feature over the generated 2-year minute file
//! and a generated 10-year file. Prints the median time per query on each and
//! the 10y/2y ratio (≈5 means time is linear in rows).
//!
//! Run: `cargo bench -p barb-script --bench pipeline` (release build).

use std::time::{Duration, Instant};

use barb_script::market::Instrument;
use barb_script::market::sample::{SampleSpec, generate};
use barb_script::{Market, Query, execute, plan};
use chrono::NaiveDate;
use query_engine::DEFAULT_SOURCE_ROWS;
use query_engine::answer::shape;
use serde_json::{Value, json};

fn queries() -> Vec<(&'static str, Value)> {
    vec![
        ("count 1m", json!({"select": "count()"})),
        ("session RTH 1m count", json!({"session": "RTH", "select": "count()"})),
        ("period month 1m rows", json!({"period": "2024-03", "session": "RTH"})),
        ("resample 5m", json!({"from": "5m", "select": "count()"})),
        ("resample 1h RTH", json!({"from": "1h", "session": "RTH", "select": "mean(close - open)"})),
        ("resample 4h", json!({"from": "4h", "select": "count()"})),
        ("daily table", json!({"from": "daily"})),
        ("weekly", json!({"from": "weekly"})),
        ("monthly", json!({"from": "monthly"})),
        (
            "daily map+where",
            json!({"from": "daily", "map": {"r": "high - low", "g": "gap_pct()"}, "where": "g > 0.5", "select": "mean(r)"}),
        ),
        (
            "daily group weekday",
            json!({"from": "daily", "map": {"wd": "dayofweek()", "r": "range()"}, "group_by": "wd", "select": ["mean(r)", "count()"]}),
        ),
        (
            "daily rsi/ema/atr",
            json!({"from": "daily", "map": {"rsi": "rsi(close, 14)", "e": "ema(close, 20)", "a": "atr(14)"}, "where": "rsi < 30", "select": "count()"}),
        ),
        ("1m rsi (all minutes)", json!({"map": {"rsi": "rsi(close, 14)"}, "where": "rsi > 70", "select": "count()"})),
        (
            "1m sma+crossover",
            json!({"map": {"f": "sma(close, 20)", "s": "sma(close, 50)"}, "where": "crossover(f, s)", "select": "count()"}),
        ),
        (
            "1m hour group",
            json!({"session": "RTH", "map": {"h": "hour()", "r": "range()"}, "group_by": "h", "select": "mean(r)"}),
        ),
        (
            "1m session_high",
            json!({"session": "RTH", "map": {"sh": "session_high()"}, "where": "high == sh", "select": "count()"}),
        ),
        ("sort+limit 1m", json!({"map": {"r": "high - low"}, "sort": "r desc", "limit": 10})),
        ("last_5 period 1m", json!({"period": "last_5", "select": "count()"})),
        (
            "steps",
            json!({"steps": [{"from": "daily", "map": {"m": "month()", "up": "close > open"}, "group_by": "m", "select": "pct(up)"}, {"sort": "pct_up desc", "limit": 3}]}),
        ),
        (
            "dict percentile/corr",
            json!({"from": "daily", "map": {"r": "range()"}, "select": ["percentile(r, 0.9)", "correlation(volume, r)", "std(r)"]}),
        ),
    ]
}

fn median(market: &Market, q: &Value, runs: usize) -> Duration {
    let p = plan(Query::parse(q).expect("valid")).expect("plans");
    let mut times: Vec<Duration> = (0..runs)
        .map(|_| {
            let t = Instant::now();
            shape(&p, execute(market, &p).expect("runs"), DEFAULT_SOURCE_ROWS).expect("shapes");
            t.elapsed()
        })
        .collect();
    times.sort();
    times[runs / 2]
}

fn main() {
    let nq = Instrument::builtins().remove(0);
    let t = Instant::now();
    let two =
        Market::from_frame(nq.clone(), generate(&nq, &SampleSpec::default_nq()).expect("generates")).expect("valid");
    println!("generate+load 2y ({} rows): {:.0} ms", two.minutes.height(), t.elapsed().as_secs_f64() * 1e3);
    let spec = SampleSpec {
        start: NaiveDate::from_ymd_opt(2015, 1, 2).unwrap(),
        end: NaiveDate::from_ymd_opt(2024, 12, 31).unwrap(),
        ..SampleSpec::default_nq()
    };
    let t = Instant::now();
    let ten = Market::from_frame(nq.clone(), generate(&nq, &spec).expect("generates")).expect("valid");
    println!("generate+load 10y ({} rows): {:.0} ms", ten.minutes.height(), t.elapsed().as_secs_f64() * 1e3);
    let ratio_rows = ten.minutes.height() as f64 / two.minutes.height() as f64;
    println!("\n{:<26} {:>10} {:>10} {:>8}   (rows ratio {ratio_rows:.2})", "query", "2y ms", "10y ms", "10y/2y");
    let mut worst: f64 = 0.0;
    for (name, q) in queries() {
        let a = median(&two, &q, 7).as_secs_f64() * 1e3;
        let b = median(&ten, &q, 5).as_secs_f64() * 1e3;
        worst = worst.max(a);
        println!("{name:<26} {a:>10.2} {b:>10.2} {:>8.2}", b / a);
    }
    println!("\nslowest query on 2 years: {worst:.2} ms");
}
