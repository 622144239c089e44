//! Warm-up (issue 16.1): a period restricts which bars a query answers
//! about, not what its indicators see. The first step's map and where run
//! over the period's bars preceded by the history their window functions
//! declare (`functions/warmup.rs`), so
//!
//! * an indicator's value at the period's first bar is its whole-history
//!   value: pandas/TA-Lib over the whole history agree
//!   (`tests/python/warmup_expectations.py`);
//! * finite windows are bit-identical to the whole-history computation,
//!   recursive smoothing agrees to its declared seed weight (10⁻¹²);
//! * nothing after the first step's `where` sees a row outside the period,
//!   and frame-global functions (aggregates in map, `rank`, `session_*`)
//!   describe the period's bars;
//! * the warm-up costs what it needs: exactly the declared bars.

use std::path::PathBuf;
use std::sync::{Arc, LazyLock};

use barb_script::functions::warmup::{SEED_WEIGHT, Warmup};
use barb_script::market::{DailySource, Instrument, Period, Selection, TS, Timeframe};
use barb_script::{Computed, Market, Query, execute, plan};
use barb_tests::data::{NQ_2Y, dataset, expectations};
use polars::prelude::*;
use serde_json::{Value, json};

static MINUTES: LazyLock<PathBuf> = LazyLock::new(|| dataset(NQ_2Y));
static NQ: LazyLock<Arc<Market>> =
    LazyLock::new(|| Market::load(Instrument::builtins().remove(0), &MINUTES).expect("generated data loads"));
static EXPECT: LazyLock<Value> = LazyLock::new(|| {
    expectations("warmup_expectations.py", &MINUTES).unwrap_or_else(|e| panic!("warm-up expectations: {e:#}")).0
});

fn run(query: &Value) -> Computed {
    let p = plan(Query::parse(query).unwrap_or_else(|e| panic!("{query}: {e:?}"))).expect("plans");
    execute(&NQ, &p).unwrap_or_else(|e| panic!("{query}: {e:?}"))
}

fn floats(df: &DataFrame, name: &str) -> Vec<Option<f64>> {
    df.column(name).unwrap().cast(&DataType::Float64).unwrap().f64().unwrap().iter().collect()
}

fn stamps(df: &DataFrame) -> Vec<i64> {
    df.column(TS).unwrap().datetime().unwrap().physical().into_no_null_iter().collect()
}

fn label(us: i64) -> (String, String) {
    let t = barb_script::dates::datetime_from_micros(us);
    (t.format("%Y-%m-%d").to_string(), t.format("%H:%M").to_string())
}

#[test]
fn the_first_bar_of_a_period_has_its_whole_history_value() {
    let cases = EXPECT["cases"].as_array().expect("cases");
    let mut wrong = Vec::new();
    for case in cases {
        let out = run(&case["query"]);
        let (date, time) = label(stamps(&out.frame)[0]);
        assert_eq!(date, case["date"].as_str().unwrap(), "{}", case["query"]);
        if !case["time"].as_str().unwrap().is_empty() {
            assert_eq!(time, case["time"].as_str().unwrap(), "{}", case["query"]);
        }
        let got = floats(&out.frame, "x")[0].unwrap_or_else(|| panic!("{}: missing at the first bar", case["query"]));
        let want = case["value"].as_f64().unwrap();
        // pandas/TA-Lib sum in floating point (we sum exactly); TA-Lib seeds
        // ADX differently, a difference hundreds of bars old.
        if (got - want).abs() > 1e-9 * want.abs().max(1.0) {
            wrong.push(format!("{}: engine {got}, expected {want}", case["query"]));
        }
    }
    assert!(wrong.is_empty(), "first bars differ from the whole history:\n{}", wrong.join("\n"));
    assert!(cases.len() >= 40, "{} cases", cases.len());
}

/// The answer over `period` against the whole-history answer restricted to
/// the period's bars: (period values, whole-history values) of column `x`.
fn against_whole_history(query: &Value, period: &str) -> (Vec<Option<f64>>, Vec<Option<f64>>) {
    let mut q = query.clone();
    q["period"] = json!(period);
    let part = run(&q).frame;
    let whole = run(query).frame;
    let ts = stamps(&part);
    let (first, last) = (ts[0], ts[ts.len() - 1]);
    let all = stamps(&whole);
    let lo = all.partition_point(|t| *t < first);
    let hi = all.partition_point(|t| *t <= last);
    let whole = whole.slice(lo as i64, hi - lo);
    assert_eq!(stamps(&whole), ts, "{q}: the period's bars are the whole history's");
    (floats(&part, "x"), floats(&whole, "x"))
}

const FINITE: [&str; 15] = [
    // Wilder's average carries its value over a missing input: over a sparse
    // input (pivots) it reads the whole history, so it is exact too.
    "rma(pivotlow(3, 3), 8)",
    "sma(close, 20)",
    "rolling_std(close, 30)",
    "bbands_lower(close, 20, 2)",
    "wma(close, 10)",
    "hma(close, 16)",
    "vwma(20)",
    "stoch_d(14, 3)",
    "cci(20)",
    "mfi(14)",
    "williams_r(14)",
    "sma(rolling_max(high, 5) - prev(low, 3), 4)",
    "cumsum(close - open)",
    "obv()",
    "bars_since(close > open + 5)",
];

const RECURSIVE: [&str; 8] = [
    "ema(close, 20)",
    "rsi(close, 14)",
    "atr(14)",
    "adx(14)",
    "macd_signal(close, 12, 26, 9)",
    "kc_upper(20, 10, 1.5)",
    "sma(rsi(close, 7), 5)",
    "natr(5)",
];

const SHAPES: [(&str, Option<&str>, &str); 5] = [
    ("daily", None, "2024-06"),
    ("1h", Some("RTH"), "2024-03-01:2024-03-08"),
    ("15m", None, "2024-02-12:2024-02-13"),
    ("1h", Some("ETH"), "last_5"),
    ("weekly", None, "2024"),
];

fn query(from: &str, session: Option<&str>, text: &str) -> Value {
    let mut q = json!({"from": from, "map": {"x": text}});
    if let Some(s) = session {
        q["session"] = json!(s);
    }
    q
}

#[test]
fn finite_windows_are_bit_identical_to_the_whole_history() {
    for (from, session, period) in SHAPES {
        for text in FINITE {
            let (part, whole) = against_whole_history(&query(from, session, text), period);
            let same = part.iter().zip(&whole).all(|(a, b)| a.map(f64::to_bits) == b.map(f64::to_bits));
            assert!(same, "{text} on {from} {session:?} {period}: {:?} vs {:?}", &part[..3], &whole[..3]);
            // (bars_since and a Wilder average of sparse pivots may not have started yet.)
            let sparse = text.starts_with("bars_since") || text.starts_with("rma(pivot");
            assert!(part[0].is_some() || sparse, "{text}: defined at the first bar");
        }
    }
}

#[test]
fn recursive_smoothing_converges_to_the_whole_history() {
    for (from, session, period) in SHAPES {
        for text in RECURSIVE {
            let (part, whole) = against_whole_history(&query(from, session, text), period);
            // The declared bound: a truncated seed keeps a weight below 1e-12,
            // so the value is within 1e-12 of the input's range (prices ≈
            // 16,000, ranges of indicators ≤ 100) plus rounding.
            for (i, (a, b)) in part.iter().zip(&whole).enumerate() {
                let (a, b) = (a.expect("defined"), b.expect("defined"));
                let tolerance = SEED_WEIGHT * 2e4 + 1e-12 * b.abs();
                assert!((a - b).abs() <= tolerance, "{text} on {from} {session:?} {period}, bar {i}: {a} vs {b}");
            }
        }
    }
}

#[test]
fn plans_declare_the_warm_up_of_their_functions() {
    let need = |map: &str| {
        let q = json!({"from": "daily", "period": "2024", "map": {"x": map}});
        plan(Query::parse(&q).unwrap()).unwrap().warmup()
    };
    assert_eq!(need("sma(close, 20)"), Warmup::bars(19));
    assert_eq!(need("prev(sma(close, 20), 3) - close"), Warmup::bars(22));
    assert!(need("rma(close, 8)").converging && !need("rma(close, 8)").all);
    assert!(need("rma(pivotlow(3, 3), 8)").all, "a sparse input needs the whole history");
    assert!(need("rma(if(close > open, close, None), 8)").all);
    assert!(need("ema(pivothigh(2, 2), 5)").all && need("macd(valuewhen(close > open, close))").all);
    assert!(!need("rsi(pivotlow(3, 3), 14)").all, "RSI turns a missing change into 0: no gap to carry");
    assert!(need("cumsum(volume)").all);
    assert!(need("vwap_day()").day);
    assert!(need("close - open").is_none());
    let q = json!({"from": "daily", "map": {"x": "sma(close, 20)"}});
    assert!(plan(Query::parse(&q).unwrap()).unwrap().warmup().is_none(), "no period, no warm-up");
}

#[test]
fn where_select_and_frame_global_functions_see_only_the_period() {
    // sma's warm-up is visible to where, the rows are the period's.
    let p = json!({"from": "daily", "period": "2024", "map": {"s": "sma(close, 20)"}, "where": "close > s"});
    let out = run(&p);
    let year = run(&json!({"from": "daily", "period": "2024"})).frame;
    let whole = run(&json!({"from": "daily", "map": {"s": "sma(close, 20)"}, "where": "close > s"})).frame;
    let (first, last) = (stamps(&year)[0], *stamps(&year).last().unwrap());
    let want: Vec<i64> = stamps(&whole).into_iter().filter(|t| (first..=last).contains(t)).collect();
    assert!(!want.is_empty() && want.len() < year.height(), "the condition selects some days: {}", want.len());
    assert!(want[0] < stamps(&year)[19], "a row among the period's first 20 bars is decided by the warm-up");
    assert_eq!(stamps(&out.frame), want);
    // An aggregate over the same where: counted on the period's rows only.
    let count = run(&json!({"from": "daily", "period": "2024", "map": {"s": "sma(close, 20)"},
        "where": "close > s", "select": "count()"}));
    assert_eq!(count.rows, want.len());
    assert_eq!(count.evidence.as_ref().map(DataFrame::height), Some(want.len()));
    // Aggregates in map, rank and session_* describe the period's bars, even
    // with warm-up bars in the frame (sma needs 19).
    let days = run(&json!({"from": "daily", "period": "2024-03"})).frame;
    let q = json!({"from": "daily", "period": "2024-03", "map": {"s": "sma(close, 20)", "m": "mean(close)",
        "n": "count()", "r": "rank(close)", "h": "session_high()", "d": "close - mean(close)"}});
    let f = run(&q).frame;
    let closes: Vec<f64> = floats(&days, "close").into_iter().flatten().collect();
    let mean = closes.iter().sum::<f64>() / closes.len() as f64;
    assert_eq!(f.height(), closes.len());
    for (m, c) in floats(&f, "m").iter().zip(&closes) {
        assert!((m.unwrap() - mean).abs() < 1e-9, "mean over the period: {m:?} vs {mean}");
        let _ = c;
    }
    assert!(floats(&f, "n").iter().all(|n| *n == Some(closes.len() as f64)));
    let ranks = floats(&f, "r");
    assert_eq!(ranks.iter().flatten().fold(0.0f64, |a, b| a.max(*b)), 1.0, "the period's highest close ranks 1");
    assert_eq!(floats(&f, "h"), floats(&days, "high"), "a daily bar is its own session");
}

#[test]
fn the_warm_up_is_exactly_what_the_functions_declare() {
    let p = Period::parse("2024-06").unwrap();
    let bars = |tf, session, need: &Warmup| {
        NQ.select_warm_bars(session, tf, Some(&p), DailySource::Settlement, Selection::Indexed, need).unwrap()
    };
    let plain = NQ.bars(None, Timeframe::Daily, Some(&p)).unwrap();
    for n in [0usize, 1, 19, 250] {
        let (df, warm) = bars(Timeframe::Daily, None, &Warmup::bars(n));
        assert_eq!((warm, df.height()), (n, plain.height() + n), "daily, {n} bars");
        assert!(df.slice(n as i64, plain.height()).equals_missing(&plain));
    }
    // Intraday: the warm-up walks back over bar labels; a whole history when asked.
    let (_, warm) = bars(Timeframe::M15, Some("RTH"), &Warmup::bars(40));
    assert_eq!(warm, 40);
    let (df, warm) = bars(Timeframe::H1, None, &Warmup::all());
    let before = NQ.bars(None, Timeframe::H1, Some(&Period::parse(":2024-05-31").unwrap())).unwrap();
    assert_eq!(warm, before.height());
    assert!(df.head(Some(warm)).equals_missing(&before));
    // No period, no warm-up.
    let (_, warm) = NQ
        .select_warm_bars(None, Timeframe::Daily, None, DailySource::Settlement, Selection::Indexed, &Warmup::all())
        .unwrap();
    assert_eq!(warm, 0);
}

#[test]
fn indexed_and_scanned_warm_ups_agree() {
    let needs = [Warmup::bars(1), Warmup::bars(37), Warmup::day(), Warmup::bars(5).then(Warmup::day()), Warmup::all()];
    for (from, session, period) in SHAPES.iter().chain(&[("5m", Some("ETH"), "last_week"), ("4h", None, "last_2")]) {
        let tf = Timeframe::parse(from).unwrap();
        let p = Period::parse(period).unwrap();
        for need in &needs {
            let get = |how| NQ.select_warm_bars(*session, tf, Some(&p), DailySource::Settlement, how, need).unwrap();
            let ((a, wa), (b, wb)) = (get(Selection::Indexed), get(Selection::Scan));
            assert_eq!(wa, wb, "{from} {session:?} {period} {need:?}");
            assert!(a.equals_missing(&b), "{from} {session:?} {period} {need:?}\n{a}\n{b}");
        }
    }
}
