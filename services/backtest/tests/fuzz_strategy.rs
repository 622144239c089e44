//! Fuzz target: the backtest input (strategy, timeframe, session, period,
//! exit resolution).
//!
//! Inputs are input objects built from the real keys and values — mostly
//! valid, every field sometimes wrong (wrong JSON types, percent strings,
//! negative and huge levels and bar counts, unknown keys, misspelt
//! directions, unsupported timeframes), expressions from the language, from
//! token soup and over-long chains — plus arbitrary JSON and text. Every
//! input is parsed and validated (expressions compiled); a deterministic
//! share (`STRATEGY_FUZZ_RUN_EVERY`, default every one) is run as the
//! service runs it, under a deadline guard, on a month of generated minutes.
//! Properties: nothing panics or overflows the stack (the run uses a quarter
//! of a compute thread's stack); every failure is a typed error that is not
//! `internal`; no run goes on more than [`GRACE`] past its deadline
//! (deadlines from 0 ms up, so the guard is polled into).
//!
//! Case count: `STRATEGY_FUZZ_CASES` (default 1000). The long run of 10M
//! inputs is `deploy/fuzz.sh --only strategy` (SECURITY.md, "Fuzzing"); by hand:
//!
//! ```sh
//! STRATEGY_FUZZ_CASES=10000000 STRATEGY_FUZZ_RUN_EVERY=50 \
//!     cargo test --release -p backtest --test fuzz_strategy -- --nocapture
//! ```

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, LazyLock};

use backtest::limits::Limits;
use backtest::{BacktestError, BacktestInput, Backtester};
use barb_fuzz::json::{any_value, pick};
use barb_fuzz::{DeadlineRuns, GRACE};
use barb_script::{ErrorCode, Market, Markets};
use chrono::NaiveDate;
use proptest::prelude::*;
use serde_json::{Value, json};

static BACKTESTER: LazyLock<Backtester> = LazyLock::new(|| {
    let market =
        Market::nq_sample(NaiveDate::from_ymd_opt(2024, 2, 1).unwrap(), NaiveDate::from_ymd_opt(2024, 2, 29).unwrap())
            .unwrap();
    Backtester::new(Arc::new(Markets::new(vec![market]).unwrap())).with_max_trades(Limits::default().max_trades)
});

/// Any JSON value (bounded).
fn any_json() -> BoxedStrategy<Value> {
    any_value(4, 20)
}

fn or_noise(good: BoxedStrategy<Value>) -> BoxedStrategy<Value> {
    barb_fuzz::json::or_noise(good, 30, any_json())
}

/// Mostly `good`, sometimes `bad`.
fn good_or_bad(good: BoxedStrategy<Value>, bad: BoxedStrategy<Value>) -> BoxedStrategy<Value> {
    or_noise(prop_oneof![15 => good, 1 => bad].boxed())
}

const CONDITIONS: &[&str] = &[
    "close > open",
    "rsi(close, 14) < 30",
    "close < prev(close) and prev(close) < prev(close, 2)",
    "crossover(sma(close, 5), sma(close, 20))",
    "true",
    "false",
    "hour() == 10",
    "volume > rolling_mean(volume, 20)",
    "close > 1e308",
];
const BAD_CONDITIONS: &[&str] = &["close", "clsoe > open", "close >", "mean(close) > 1", ""];
const PRICES: &[&str] = &["sma(close, 20)", "rolling_max(high, 10)", "close + 10", "open"];
const BAD_PRICES: &[&str] = &["close > open", "x", "1 +"];

/// A condition or price expression: from the language, broken, or huge.
fn expression(known: &'static [&'static str], bad: &'static [&'static str]) -> BoxedStrategy<Value> {
    let chain = (prop::sample::select(&[" and ", " + ", " % ", " // "][..]), 1usize..300)
        .prop_map(|(op, n)| json!(vec!["close > 1"; n].join(op)));
    let nest = (1usize..80).prop_map(|n| json!((0..n).fold("close".to_string(), |a, _| format!("abs({a})")) + " > 0"));
    let soup = prop::collection::vec(
        prop::sample::select(&["close", "(", ")", ">", "and", "rsi", ",", "14", "'x'", "not", "=", "%"][..]),
        0..16,
    )
    .prop_map(|t| json!(t.join(" ")));
    prop_oneof![
        40 => pick(known),
        2 => pick(bad),
        1 => chain,
        1 => nest,
        2 => soup,
        1 => "\\PC{0,30}".prop_map(Value::from),
    ]
    .boxed()
}

/// A stop / target / trailing distance: points or a percent string.
fn level() -> BoxedStrategy<Value> {
    let good = prop_oneof![
        (0.25f64..500.0).prop_map(|f| json!(f)),
        (1i64..300).prop_map(|n| json!(n)),
        pick(&["1%", "0.5%", "99.9%", " 2 % "]),
        Just(json!(f64::MAX)),
    ];
    let bad = prop_oneof![pick(&["100%", "-1%", "%", "abc", "1e400%"]), Just(json!(0)), Just(json!(-5))];
    good_or_bad(good.boxed(), bad.boxed())
}

fn bars() -> BoxedStrategy<Value> {
    let bad = prop_oneof![
        prop::sample::select(&[0i64, -1, 1_000_001, i64::MAX][..]).prop_map(Value::from),
        Just(json!(2.5)),
        Just(json!("3")),
    ];
    good_or_bad((1i64..30).prop_map(Value::from).boxed(), bad.boxed())
}

fn strategy() -> BoxedStrategy<Value> {
    let fields: Vec<(&'static str, BoxedStrategy<Value>, f64)> = vec![
        ("entry", or_noise(expression(CONDITIONS, BAD_CONDITIONS)), 0.99),
        ("direction", good_or_bad(pick(&["long", "short", "LONG", " short "]), pick(&["up", ""])), 0.98),
        ("exit_target", or_noise(expression(PRICES, BAD_PRICES)), 0.2),
        ("stop_loss", or_noise(level()), 0.5),
        ("take_profit", or_noise(level()), 0.5),
        ("trailing_stop", or_noise(level()), 0.3),
        ("breakeven_bars", or_noise(bars()), 0.2),
        ("exit_bars", or_noise(bars()), 0.5),
        ("slippage", good_or_bad((0.0f64..5.0).prop_map(|f| json!(f)).boxed(), Just(json!(-1)).boxed()), 0.3),
        ("commission", good_or_bad((0.0f64..10.0).prop_map(|f| json!(f)).boxed(), Just(json!(-1)).boxed()), 0.3),
        ("entry_label", or_noise(pick(&["dip", ""])), 0.1),
        ("stop_los", any_json(), 0.01),
    ];
    let present = fields
        .into_iter()
        .map(|(k, v, p)| prop::option::weighted(p, v).prop_map(move |v| v.map(|v| (k.to_string(), v))).boxed())
        .collect::<Vec<_>>();
    present.prop_map(|kv| Value::Object(kv.into_iter().flatten().collect())).boxed()
}

fn input_object() -> BoxedStrategy<Value> {
    let fields: Vec<(&'static str, BoxedStrategy<Value>, f64)> = vec![
        ("strategy", or_noise(strategy()), 0.99),
        ("from", good_or_bad(pick(&["daily", "1h", "15m", "5m", "4h", "1m"]), pick(&["weekly", "yearly", "2d"])), 0.7),
        ("session", good_or_bad(pick(&["RTH", "ETH", "rth", ""]), pick(&["XYZ"])), 0.3),
        (
            "period",
            good_or_bad(
                pick(&["2024-02", "2024-02-05:2024-02-20", "last_5", "last_week"]),
                pick(&["2024-13", "last_0"]),
            ),
            0.4,
        ),
        ("title", or_noise(pick(&["RSI dip", "", "   "])), 0.2),
        ("exit_resolution", good_or_bad(pick(&["minutes", "bars"]), pick(&["ticks"])), 0.3),
        ("form", any_json(), 0.01),
    ];
    let present = fields
        .into_iter()
        .map(|(k, v, p)| prop::option::weighted(p, v).prop_map(move |v| v.map(|v| (k.to_string(), v))).boxed())
        .collect::<Vec<_>>();
    present.prop_map(|kv| Value::Object(kv.into_iter().flatten().collect())).boxed()
}

fn input() -> BoxedStrategy<String> {
    prop_oneof![
        20 => input_object().prop_map(|v| v.to_string()),
        1 => any_json().prop_map(|v| v.to_string()),
        1 => "\\PC{0,200}".boxed(),
    ]
    .boxed()
}

/// Inputs that parsed and validated.
static VALID: AtomicU64 = AtomicU64::new(0);
/// The backtest runs under a deadline.
static RUNS: DeadlineRuns = DeadlineRuns::new();

fn typed(e: &BacktestError, text: &str) -> Result<(), TestCaseError> {
    prop_assert!(!e.to_string().is_empty(), "{e:?}");
    prop_assert!(!e.is_internal(), "{e:?} for {text}");
    if let BacktestError::Input(b) = e {
        prop_assert!(b.code != ErrorCode::Internal, "{e:?}");
    }
    Ok(())
}

fn check(text: &str, case: u64, run_every: u64, deadline_ms: u64) -> Result<(), TestCaseError> {
    let parsed = BacktestInput::parse_text(text);
    match &parsed {
        Ok(_) => {
            VALID.fetch_add(1, Ordering::Relaxed);
        }
        Err(e) => typed(e, text)?,
    }
    let Ok(input) = parsed else { return Ok(()) };
    if !case.is_multiple_of(run_every) {
        return Ok(());
    }
    let result = RUNS.run(deadline_ms, text, |guard| {
        BACKTESTER.run("", &input, guard).map(|out| prost::Message::encoded_len(&backtest::service::to_proto(&out)))
    })?;
    match result {
        Ok(bytes) => {
            RUNS.completed();
            prop_assert!(bytes > 0);
        }
        Err(BacktestError::DeadlineExceeded { .. }) => RUNS.stopped(),
        Err(e) => typed(&e, text)?,
    }
    Ok(())
}

#[test]
fn strategies_never_panic_and_stop_at_their_deadline() {
    let n = barb_fuzz::env_u32("STRATEGY_FUZZ_CASES", 1000);
    let run_every = barb_fuzz::every("STRATEGY_FUZZ_RUN_EVERY");
    let elapsed = barb_fuzz::run(
        "fuzz-strategy",
        n,
        || {
            LazyLock::force(&BACKTESTER);
        },
        || (input(), barb_fuzz::deadline_ms()),
        move |case, (text, ms)| check(&text, case, run_every, ms),
    );
    let valid = VALID.load(Ordering::Relaxed);
    let (run, completed, stops) = RUNS.counts();
    println!(
        "fuzz_strategy: {n} inputs in {:.1} s on a {} KiB stack: {valid} valid; {run} run: {completed} completed, \
         {stops} stopped at their deadline, the rest typed errors; largest overrun past a deadline {:.1} ms; \
         0 panics, 0 stack overflows, 0 runs beyond the deadline + {GRACE:?}",
        elapsed.as_secs_f64(),
        barb_fuzz::FUZZ_STACK >> 10,
        RUNS.max_overrun_ms(),
    );
    assert!(valid * 5 >= u64::from(n), "only {valid} of {n} inputs were valid");
    assert!(completed * 4 >= run, "only {completed} of {run} runs completed");
    assert!(stops > 0 || run < 100, "no run was stopped by its deadline");
}
