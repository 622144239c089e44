//! Fuzz target: the query JSON, through the service's own path.
//!
//! Inputs are query objects built from the language's keys and values —
//! mostly grammatical, every part sometimes wrong (misspelt keys, wrong JSON
//! types, bad periods and timeframes, limits around the caps, up to 70 map
//! columns, up to 20 steps, expressions from token soup to over-long chains)
//! — plus arbitrary JSON (deep nesting included) and arbitrary text. Every
//! input is parsed, checked against the row cap and planned; a deterministic
//! share of them (`QUERY_FUZZ_EXECUTE_EVERY`, default every one) is run to the
//! answer exactly as `Execute` runs it (`answer_text_capped` under an entered
//! deadline guard, then the protobuf conversion) on a month of generated
//! minutes. Properties: nothing panics or overflows the stack (the run uses a
//! quarter of a compute thread's stack); every failure is a typed error that
//! is not `internal`; no run goes on more than [`GRACE`] past its deadline
//! (deadlines are drawn from 0 ms to a few ms, so the checkpoints between
//! stages are exercised, and from generous ones).
//!
//! Case count: `QUERY_FUZZ_CASES` (default 1000). The long run of 10M
//! inputs is `deploy/fuzz.sh --only query` (SECURITY.md, "Fuzzing"); by hand:
//!
//! ```sh
//! QUERY_FUZZ_CASES=10000000 QUERY_FUZZ_EXECUTE_EVERY=50 \
//!     cargo test --release -p query-engine --test fuzz_query -- --nocapture
//! ```

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, LazyLock};

use barb_fuzz::json::{any_value_or_deep, pick};
use barb_fuzz::{DeadlineRuns, GRACE};
use barb_script::{ErrorCode, Market, Query, plan};
use chrono::NaiveDate;
use proptest::prelude::*;
use query_engine::limits::Limits;
use query_engine::{DEFAULT_SOURCE_ROWS, answer_text_capped, service};
use serde_json::{Map, Value, json};

static MARKET: LazyLock<Arc<Market>> = LazyLock::new(|| {
    Market::nq_sample(NaiveDate::from_ymd_opt(2024, 2, 1).unwrap(), NaiveDate::from_ymd_opt(2024, 2, 29).unwrap())
        .unwrap()
});

/// Any JSON value, nesting up to 200 levels (past serde_json's 128).
fn any_json() -> BoxedStrategy<Value> {
    any_value_or_deep(5, 30)
}

const BINARY: &[&str] = &["+", "-", "*", "/", "//", "%", "**"];
const SERIES: &[&str] = &[
    "close",
    "open",
    "high - low",
    "volume",
    "range()",
    "gap()",
    "rsi(close, 14)",
    "sma(close, 5)",
    "prev(close)",
    "change_pct(close)",
    "atr(5)",
    "hour()",
    "dayofweek()",
    "session_high()",
    "x",
    "y",
    "clsoe",
    "cumsum(volume)",
    "if(close > open, 1, 0)",
    "rolling_max(high, 3)",
];

/// An expression: mostly from the language, sometimes broken, sometimes huge.
fn expression() -> BoxedStrategy<String> {
    let series = prop::sample::select(SERIES).prop_map(str::to_string);
    // The common case: a valid series, no unknown names.
    let valid = prop::sample::select(&SERIES[..14]).prop_map(str::to_string);
    let compound = (prop::sample::select(SERIES), prop::sample::select(BINARY), prop::sample::select(SERIES))
        .prop_map(|(a, op, b)| format!("({a}) {op} ({b})"));
    let condition = (prop::sample::select(SERIES), prop::sample::select(&[">", "<", ">=", "==", "!="][..]), -5i32..50)
        .prop_map(|(a, op, n)| format!("{a} {op} {n}"));
    let chain = (prop::sample::select(&["+", " and ", " or ", "*"][..]), 1usize..400)
        .prop_map(|(op, n)| vec!["close"; n].join(op));
    let nest = (1usize..80).prop_map(|n| (0..n).fold("close".to_string(), |acc, _| format!("abs({acc})")));
    let soup = prop::collection::vec(
        prop::sample::select(&["close", "(", ")", "+", "and", "rsi", ",", "14", "'x'", "[", "]", "==", "not"][..]),
        0..20,
    )
    .prop_map(|t| t.join(" "));
    prop_oneof![
        12 => valid,
        4 => series,
        6 => compound,
        5 => condition,
        1 => chain,
        1 => nest,
        2 => soup,
        1 => "\\PC{0,40}",
    ]
    .boxed()
}

fn aggregate() -> BoxedStrategy<String> {
    prop_oneof![
        pick(&["count()", "mean(x)", "sum(x), max(x)", "pct(x > 0)", "percentile(x, 0.9)", "std(y)", "last(close)"])
            .prop_map(|v| v.as_str().unwrap_or_default().to_string()),
        expression().prop_map(|e| format!("mean({e})")),
        expression(),
    ]
    .boxed()
}

/// A value that is sometimes the right thing and sometimes any JSON.
fn or_noise(good: BoxedStrategy<Value>) -> BoxedStrategy<Value> {
    barb_fuzz::json::or_noise(good, 24, any_json())
}

/// Mostly one of `good`, sometimes one of `bad`.
fn good_or_bad(good: &'static [&'static str], bad: &'static [&'static str]) -> BoxedStrategy<Value> {
    or_noise(prop_oneof![12 => pick(good), 1 => pick(bad)].boxed())
}

/// The fields of a query or of a step, each present or not.
fn fields(step: bool) -> BoxedStrategy<Map<String, Value>> {
    let from = good_or_bad(
        &["1m", "5m", "15m", "30m", "1h", "2h", "4h", "daily", "weekly", "monthly", "quarterly", "yearly", "DAILY"],
        &["1d", "minute", "0m"],
    );
    let session = good_or_bad(&["RTH", "ETH", "rth"], &["XYZ", ""]);
    let period = good_or_bad(
        &[
            "2024",
            "2024-02",
            "2024-02-05:2024-02-20",
            ":2024-02-10",
            "2024-02-12:",
            "last_3",
            "last_week",
            "last_month",
            "last_year",
            "1999",
        ],
        &["last_0", "last_99999999999999999999", "2024-13", "2024-02-30", ":"],
    );
    let entries = prop_oneof![
        12 => prop::collection::vec((prop::sample::select(&["x", "y", "z", "w"][..]), expression()), 0..6),
        1 => prop::collection::vec((prop::sample::select(&["x", "y", "z", "close", "date", "w"][..]), expression()), 0..70),
    ];
    let map = or_noise(
        entries.prop_map(|kv| Value::Object(kv.into_iter().map(|(k, v)| (k.to_string(), json!(v))).collect())).boxed(),
    );
    let filter = or_noise(expression().prop_map(Value::from).boxed());
    let group_by = or_noise(
        prop_oneof![
            pick(&["x", "y", "dayofweek", "nope"]),
            prop::collection::vec(prop::sample::select(&["x", "y", "w"][..]), 0..4).prop_map(|v| json!(v)),
        ]
        .boxed(),
    );
    let select = or_noise(
        prop_oneof![
            4 => aggregate().prop_map(Value::from),
            1 => prop::collection::vec(aggregate(), 0..4).prop_map(|v| json!(v)),
        ]
        .boxed(),
    );
    let sort = good_or_bad(&["x desc", "close", "date asc", "y", "close desc"], &["nope desc", "x up", ""]);
    let limit = or_noise(
        prop_oneof![
            12 => (1i64..100).prop_map(Value::from),
            1 => prop::sample::select(&[0i64, -1, 49_999, 50_000, 50_001, 1_000_000, 1_000_001, i64::MAX][..])
                .prop_map(Value::from),
            1 => Just(json!(1.5)),
            1 => Just(json!("10")),
        ]
        .boxed(),
    );
    let columns = or_noise(
        prop::collection::vec(prop::sample::select(&["date", "x", "close", "nope", "time"][..]), 0..5)
            .prop_map(|v| json!(v))
            .boxed(),
    );
    // Each key with how often it is present.
    let keys: Vec<(&'static str, BoxedStrategy<Value>, f64)> = vec![
        ("from", from, 0.8),
        ("session", session, 0.3),
        ("period", period, 0.5),
        ("map", map, 0.7),
        ("where", filter, 0.4),
        ("group_by", group_by, 0.15),
        ("select", select, 0.4),
        ("sort", sort, 0.2),
        ("limit", limit, 0.2),
        ("columns", columns, 0.05),
    ];
    let misspelt = prop::option::weighted(0.02, (pick(&["form", "selct", "limt", "maps", "Where"]), any_json()));
    let present = keys
        .into_iter()
        .filter(|(k, _, _)| !(step && *k == "columns"))
        .map(|(k, v, p)| prop::option::weighted(p, v).prop_map(move |v| v.map(|v| (k, v))).boxed())
        .collect::<Vec<_>>();
    (present, misspelt)
        .prop_map(|(present, misspelt)| {
            let mut m: Map<String, Value> = present.into_iter().flatten().map(|(k, v)| (k.to_string(), v)).collect();
            if let Some((k, v)) = misspelt {
                m.insert(k.as_str().unwrap_or("x").to_string(), v);
            }
            m
        })
        .boxed()
}

fn query() -> BoxedStrategy<Value> {
    let flat = fields(false).prop_map(Value::Object);
    let steps = prop_oneof![6 => 1usize..4, 1 => 0usize..20];
    let stepped =
        (fields(false), steps.prop_flat_map(|n| prop::collection::vec(fields(true).prop_map(Value::Object), n)))
            .prop_map(|(mut top, steps)| {
                top.remove("map");
                top.insert("steps".into(), Value::Array(steps));
                Value::Object(top)
            });
    prop_oneof![12 => flat, 4 => stepped, 1 => any_json()].boxed()
}

/// The query text: the object's JSON, or arbitrary text.
fn input() -> BoxedStrategy<String> {
    prop_oneof![20 => query().prop_map(|q| q.to_string()), 1 => "\\PC{0,200}".boxed()].boxed()
}

/// Inputs that parsed and planned.
static PLANNED: AtomicU64 = AtomicU64::new(0);
/// The runs of the service's path under a deadline.
static RUNS: DeadlineRuns = DeadlineRuns::new();

fn check(text: &str, case: u64, execute_every: u64, deadline_ms: u64) -> Result<(), TestCaseError> {
    let typed = |e: &barb_script::BarbError| -> Result<(), TestCaseError> {
        prop_assert!(!e.message.is_empty() && !e.hint.is_empty(), "{e:?} for {text}");
        prop_assert!(e.code != ErrorCode::Internal && e.code != ErrorCode::Data, "{e:?} for {text}");
        Ok(())
    };
    // Parse, cap and plan: every input.
    match Query::parse_text(text).and_then(plan) {
        Ok(_) => {
            PLANNED.fetch_add(1, Ordering::Relaxed);
        }
        Err(e) => typed(&e)?,
    }
    if !case.is_multiple_of(execute_every) {
        return Ok(());
    }
    // The service's path, under a deadline.
    let limits = Limits::default();
    let result = RUNS.run(deadline_ms, text, |_| {
        answer_text_capped(&MARKET, text, DEFAULT_SOURCE_ROWS, limits.row_cap())
            .map(|a| prost::Message::encoded_len(&service::to_proto(&a, "NQ", 0)))
    })?;
    match result {
        Ok(bytes) => {
            RUNS.completed();
            prop_assert!(bytes > 0);
        }
        Err(e) if e.code == ErrorCode::DeadlineExceeded => RUNS.stopped(),
        Err(e) => typed(&e)?,
    }
    Ok(())
}

#[test]
fn queries_never_panic_and_stop_at_their_deadline() {
    let n = barb_fuzz::env_u32("QUERY_FUZZ_CASES", 1000);
    let execute_every = barb_fuzz::every("QUERY_FUZZ_EXECUTE_EVERY");
    let elapsed = barb_fuzz::run(
        "fuzz-query",
        n,
        || {
            LazyLock::force(&MARKET);
        },
        || (input(), barb_fuzz::deadline_ms()),
        move |case, (text, ms)| check(&text, case, execute_every, ms),
    );
    let planned = PLANNED.load(Ordering::Relaxed);
    let (executed, answered, stops) = RUNS.counts();
    println!(
        "fuzz_query: {n} queries in {:.1} s on a {} KiB stack: {planned} planned; {executed} executed: {answered} \
         answered, {stops} stopped at their deadline, the rest typed errors; largest overrun past a deadline {:.1} ms; \
         0 panics, 0 stack overflows, 0 runs beyond the deadline + {GRACE:?}",
        elapsed.as_secs_f64(),
        barb_fuzz::FUZZ_STACK >> 10,
        RUNS.max_overrun_ms(),
    );
    assert!(planned * 10 >= u64::from(n), "only {planned} of {n} queries planned");
    assert!(answered * 20 >= executed, "only {answered} of {executed} executed queries answered");
    assert!(stops > 0 || executed < 100, "no run was stopped by its deadline");
}
