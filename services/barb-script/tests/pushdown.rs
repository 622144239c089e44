//! Issue 16: bars selected on the sorted minute index (session row ranges,
//! the period's cut by binary search, the bar cache) are exactly the bars of
//! the reference scan (session predicate and period filter over the whole
//! history, resampling afterwards, nothing cached) — for every period form,
//! session, timeframe and daily source — and the bar cache counts, bounds and
//! exports what it holds.

use std::path::PathBuf;
use std::sync::{Arc, LazyLock};

use barb_script::market::sample::{SampleSpec, generate, write_parquet};
use barb_script::market::{BarCache, DailySource, Instrument, Period, Selection, Timeframe};
use barb_script::{Market, Markets};
use polars::prelude::*;
use query_engine::{DEFAULT_SOURCE_ROWS, answer};
use serde_json::json;

/// Six generated weeks of minutes (2024-01-02 to 2024-02-14), as a Parquet
/// file in a temporary directory: small, so the debug-build scans are quick.
static DATA: LazyLock<PathBuf> = LazyLock::new(|| {
    let nq = Instrument::builtins().remove(0);
    let spec = SampleSpec {
        start: chrono::NaiveDate::from_ymd_opt(2024, 1, 2).unwrap(),
        end: chrono::NaiveDate::from_ymd_opt(2024, 2, 14).unwrap(),
        ..SampleSpec::default_nq()
    };
    let mut frame = generate(&nq, &spec).expect("generates");
    let dir = tempfile::tempdir().expect("temp dir").keep();
    let path = dir.join("NQ.parquet");
    write_parquet(&mut frame, &path).expect("writes the minutes");
    path
});
static NQ: LazyLock<Arc<Market>> =
    LazyLock::new(|| Market::load(Instrument::builtins().remove(0), &DATA).expect("generated data loads"));

/// The same minutes with a provider settlement file whose closes differ from
/// the minute-built bars (so a wrong source shows).
static SETTLED: LazyLock<Arc<Market>> = LazyLock::new(|| {
    let daily =
        NQ.select_bars(None, Timeframe::Daily, None, DailySource::Minutes, Selection::Scan).expect("daily bars");
    let mut file = daily
        .lazy()
        .select([col("timestamp"), col("open"), col("high"), col("low"), col("close") + lit(0.25), col("volume")])
        .collect()
        .expect("settlement frame");
    let path = DATA.with_file_name("NQ_1d.parquet");
    write_parquet(&mut file, &path).expect("writes the settlement file");
    Market::load_with_daily(Instrument::builtins().remove(0), &DATA, &path).expect("loads with settlement")
});

/// Every timeframe the period cut can fall inside of (1m; bins that divide
/// the trading day's 18:00 start or not) and every daily-based one.
const TIMEFRAMES: [Timeframe; 8] = [
    Timeframe::M1,
    Timeframe::M15,
    Timeframe::H4,
    Timeframe::Daily,
    Timeframe::Weekly,
    Timeframe::Monthly,
    Timeframe::Quarterly,
    Timeframe::Yearly,
];

const PERIODS: [&str; 14] = [
    "2024",
    "2024-01",
    "2024-02-14",
    "2024-01-10:2024-02-20",
    "2024-02:",
    ":2024-01-15",
    "2024-01-02",
    "last_1",
    "last_3",
    "last_500",
    "last_week",
    "last_month",
    "last_year",
    "2023",
];

fn check(m: &Market, session: Option<&str>, tf: Timeframe, period: Option<&str>, source: DailySource) {
    let p = period.map(|p| Period::parse(p).expect("valid period"));
    let indexed = m.select_bars(session, tf, p.as_ref(), source, Selection::Indexed).expect("indexed");
    let scan = m.select_bars(session, tf, p.as_ref(), source, Selection::Scan).expect("scan");
    let what = format!("session {session:?}, {}, period {period:?}, {source:?}", tf.name());
    assert_eq!(indexed.schema(), scan.schema(), "{what}");
    assert!(indexed.equals_missing(&scan), "{what}: {} vs {} rows\n{indexed}\n{scan}", indexed.height(), scan.height());
}

#[test]
fn indexed_bars_equal_the_whole_history_scan() {
    let mut compared = 0;
    let periods = || std::iter::once(None).chain(PERIODS.iter().map(|p| Some(*p)));
    for session in [None, Some("RTH"), Some("ETH")] {
        for tf in TIMEFRAMES {
            for period in periods() {
                // The daily source only matters for daily and longer bars.
                if tf.intraday() {
                    check(&NQ, session, tf, period, DailySource::Minutes);
                    compared += 1;
                } else {
                    for source in [DailySource::Settlement, DailySource::Minutes] {
                        check(&NQ, session, tf, period, source);
                        check(&SETTLED, session, tf, period, source);
                        compared += 2;
                    }
                }
            }
        }
    }
    // A session name in any case is the same session.
    check(&NQ, Some("rth"), Timeframe::H1, Some("last_3"), DailySource::Minutes);
    assert_eq!(compared, 3 * 15 * (3 + 5 * 4));
}

#[test]
fn one_day_of_rth_in_15_minute_bars() {
    let p = Period::parse("2024-02-14").unwrap();
    let bars = NQ.bars(Some("RTH"), Timeframe::M15, Some(&p)).unwrap();
    assert_eq!(bars.height(), 27, "09:30..16:15 in 15-minute bins (09:30 labelled 09:30)");
}

#[test]
fn the_bar_cache_hits_counts_and_exports_metrics() {
    let cache = BarCache::global();
    let before = cache.stats();
    let a = NQ.bars(Some("ETH"), Timeframe::H2, None).unwrap();
    let mid = cache.stats();
    let b = NQ.bars(Some("ETH"), Timeframe::H2, None).unwrap();
    let after = cache.stats();
    assert!(a.equals_missing(&b));
    assert!(after.hits > mid.hits, "the second lookup hits: {mid:?} → {after:?}");
    assert!(mid.hits + mid.misses > before.hits + before.misses);
    assert!(after.bytes > 0 && after.bytes <= after.capacity, "{after:?}");
    // The plan cache: the same query twice is one plan.
    let q = json!({"from": "daily", "period": "last_5", "select": "mean(close)"});
    let (x, y) = (answer(&NQ, &q, DEFAULT_SOURCE_ROWS).unwrap(), answer(&NQ, &q, DEFAULT_SOURCE_ROWS).unwrap());
    assert_eq!(x.to_json(), y.to_json());
    let text = barb_common::metrics::render();
    assert!(text.contains("barb_plan_cache_requests_total{result=\"hit\"}"), "{text}");
    for name in ["barb_bar_cache_requests_total", "barb_bar_cache_bytes", "barb_bar_cache_capacity_bytes"] {
        assert!(text.contains(name), "{name} missing from /metrics:\n{text}");
    }
    assert!(text.contains("barb_bar_cache_requests_total{result=\"hit\"}"), "{text}");
}

#[test]
fn warming_fills_daily_and_the_configured_timeframes() {
    // A market of its own, so no other test filled its cache entries yet.
    let nq = Instrument::builtins().remove(0);
    let spec = SampleSpec {
        start: chrono::NaiveDate::from_ymd_opt(2024, 1, 2).unwrap(),
        end: chrono::NaiveDate::from_ymd_opt(2024, 1, 31).unwrap(),
        ..SampleSpec::default_nq()
    };
    let own = Market::from_frame(nq.clone(), generate(&nq, &spec).unwrap()).unwrap();
    let markets = Markets::new(vec![own.clone()]).unwrap();
    let built = barb_script::market::warm(&markets, "daily, 1h, daily:RTH, 4h:NOSUCH").unwrap();
    // daily (query + minute-built share one entry without a settlement file), 1h, RTH rows + RTH daily.
    assert!(built >= 4, "{built}");
    let before = BarCache::global().stats();
    own.bars(None, Timeframe::H1, None).unwrap();
    own.bars(Some("RTH"), Timeframe::Daily, None).unwrap();
    let after = BarCache::global().stats();
    assert!(after.hits >= before.hits + 2, "{before:?} → {after:?}");
    let e = barb_script::market::warm(&markets, "daily,7m").unwrap_err();
    assert_eq!(e.code, barb_script::ErrorCode::InvalidTimeframe);
    assert!(e.message.contains("BARB_BAR_CACHE_WARM"), "{}", e.message);
}
