//! Integration tests on two generated years of NQ minute bars (`barb gen-data`,
//! via the test harness). Expected values come from
//! `tests/python/query_expectations.py` (pandas, straight from the same minute
//! file, following the spec's rules) or from reasoning about the spec — never
//! from this engine's output.

use std::path::PathBuf;
use std::sync::{Arc, LazyLock};

use barb_script::market::Instrument;
use barb_script::{BarbError, ErrorCode, Market};
use barb_tests::data::{NQ_2Y, dataset, expectations};
use polars::prelude::*;
use query_engine::{DEFAULT_SOURCE_ROWS, answer};
use serde_json::{Value, json};

static MINUTES: LazyLock<PathBuf> = LazyLock::new(|| dataset(NQ_2Y));

/// pandas' answers (`expect.json`) and the directory with its daily bars.
static EXPECT: LazyLock<(Value, PathBuf)> = LazyLock::new(|| {
    expectations("query_expectations.py", &MINUTES).unwrap_or_else(|e| panic!("pandas expectations: {e:#}"))
});

fn ex(key: &str) -> &'static Value {
    let v = &EXPECT.0[key];
    assert!(!v.is_null(), "query_expectations.py gives no '{key}'");
    v
}

fn exf(key: &str) -> f64 {
    ex(key).as_f64().unwrap()
}

fn daily_file() -> PathBuf {
    EXPECT.1.join("daily.parquet")
}

static NQ: LazyLock<Arc<Market>> =
    LazyLock::new(|| Market::load(Instrument::builtins().remove(0), &MINUTES).expect("generated data loads"));

fn q(query: Value) -> Value {
    answer(&NQ, &query, DEFAULT_SOURCE_ROWS).unwrap_or_else(|e| panic!("{query}: {e:?}")).to_json()
}

fn err(query: Value) -> BarbError {
    answer(&NQ, &query, DEFAULT_SOURCE_ROWS).expect_err("query must fail")
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() <= 1e-9 * b.abs().max(1.0)
}

use barb_common::calendar::{MONTH_NAMES as MONTHS, WEEKDAY_NAMES as WEEKDAYS};

#[test]
fn daily_bars_are_trading_days_and_match_the_daily_file() {
    let file = std::fs::File::open(daily_file()).unwrap();
    let daily = ParquetReader::new(file).finish().unwrap();
    let out = q(json!({"from": "daily"}));
    let table = out["table"].as_array().unwrap();
    assert_eq!(table.len(), daily.height());
    let f = |c: &str| daily.column(c).unwrap().cast(&DataType::Float64).unwrap().f64().unwrap().to_vec();
    let (o, h, l, c, v) = (f("open"), f("high"), f("low"), f("close"), f("volume"));
    for (i, row) in table.iter().enumerate() {
        assert_eq!(row["open"].as_f64(), o[i], "row {i}");
        assert_eq!(row["high"].as_f64(), h[i], "row {i}");
        assert_eq!(row["low"].as_f64(), l[i], "row {i}");
        assert_eq!(row["close"].as_f64(), c[i], "row {i}");
        assert_eq!(row["volume"].as_f64(), v[i], "row {i}");
        assert!(row.get("time").is_none(), "daily bars have no time column");
    }
    // No Sunday bars: every label is a weekday.
    assert!(table.iter().all(|r| {
        let d = chrono::NaiveDate::parse_from_str(r["date"].as_str().unwrap(), "%Y-%m-%d").unwrap();
        chrono::Datelike::weekday(&d).num_days_from_monday() < 5
    }));
}

#[test]
fn scalar_select_with_period_and_evidence() {
    let out = q(json!({"from": "daily", "period": "2024-01", "map": {"r": "high - low"}, "select": "mean(r)"}));
    assert_eq!(out["summary"]["type"], "scalar");
    let value = out["summary"]["value"].as_f64().unwrap();
    assert!(close(value, exf("mean_range_2024_01")), "{value}");
    let rows = ex("mean_range_2024_01_rows").as_u64().unwrap();
    assert_eq!(out["summary"]["rows_scanned"], rows);
    assert_eq!(out["source_row_count"], rows);
    assert_eq!(out["source_rows"].as_array().unwrap().len() as u64, rows);
    assert!(out["table"].is_null());
    assert_eq!(out["model_response"], format!("Result: {value} (from {rows} rows)"));
    assert_eq!(out["metadata"], json!({"rows": rows, "session": null, "from": "daily", "warnings": []}));
}

#[test]
fn grouped_by_weekday_with_display_names() {
    let out = q(
        json!({"from": "daily", "period": "2024", "map": {"wd": "dayofweek()", "r": "high - low"}, "group_by": "wd", "select": "mean(r)"}),
    );
    let by_day = ex("mean_range_by_weekday_2024");
    let expected: Vec<(&str, f64)> = (0..5).map(|i| (WEEKDAYS[i], by_day[i.to_string()].as_f64().unwrap())).collect();
    let table = out["table"].as_array().unwrap();
    assert_eq!(table.len(), 5);
    for (row, (day, v)) in table.iter().zip(&expected) {
        assert_eq!(row["wd"], *day);
        assert_eq!(row["mean_r"].as_f64().unwrap(), *v);
    }
    let max = expected.iter().copied().fold(expected[0], |a, b| if b.1 > a.1 { b } else { a });
    let min = expected.iter().copied().fold(expected[0], |a, b| if b.1 < a.1 { b } else { a });
    assert_eq!(out["summary"]["by"], "wd");
    assert_eq!(out["summary"]["max_row"], json!({"wd": max.0, "mean_r": max.1}));
    assert_eq!(out["summary"]["min_row"], json!({"wd": min.0, "mean_r": min.1}));
    assert_eq!(out["chart"], json!({"category": "wd", "value": "mean_r"}));
    assert_eq!(
        out["model_response"],
        format!("Result: 5 groups by wd\n  min: wd={}, mean_r={}\n  max: wd={}, mean_r={}", min.0, min.1, max.0, max.1)
    );
    assert_eq!(out["source_row_count"], *ex("daily_2024_rows"));
}

#[test]
fn dict_select_percentile_correlation_and_pct() {
    let out = q(json!({"from": "daily", "period": "2024", "map": {"r": "high - low"},
        "select": "pct(close > open), percentile(r, 0.9), correlation(volume, r)"}));
    let v = &out["summary"]["values"];
    assert_eq!(out["summary"]["type"], "dict");
    let pct = v["pct(close > open)"].as_f64().unwrap();
    assert!(close(pct, exf("pct_green_2024")), "{pct}");
    assert!(close(v["percentile(r, 0.9)"].as_f64().unwrap(), exf("p90_range_2024")));
    assert!(close(v["correlation_volume"].as_f64().unwrap(), exf("corr_vol_range_2024")));
    assert!(out["model_response"].as_str().unwrap().starts_with(&format!("Result: pct(close > open)={pct}, ")));
}

#[test]
fn rth_hourly_bins_are_aligned_from_midnight() {
    let out = q(json!({"from": "1h", "session": "rth", "period": "2024-03-01"}));
    let table = out["table"].as_array().unwrap();
    let expected: Vec<(&str, f64, f64)> = ex("rth_1h_2024_03_01")
        .as_array()
        .unwrap()
        .iter()
        .map(|r| (r[0].as_str().unwrap(), r[1].as_f64().unwrap(), r[2].as_f64().unwrap()))
        .collect();
    assert_eq!(expected.first().map(|e| e.0), Some("09:00"), "bins are aligned from midnight");
    assert_eq!(table.len(), expected.len());
    for (row, (t, o, c)) in table.iter().zip(expected) {
        assert_eq!((row["date"].as_str(), row["time"].as_str()), (Some("2024-03-01"), Some(t)));
        assert_eq!((row["open"].as_f64(), row["close"].as_f64()), (Some(o), Some(c)));
    }
    assert_eq!(out["metadata"]["session"], "rth");
}

#[test]
fn session_functions_use_the_requested_session() {
    let out = q(json!({"session": "RTH", "period": "2024-03-01", "map": {"sh": "session_high()"},
        "columns": ["date", "time", "sh"], "limit": 1}));
    assert_eq!(out["table"][0]["sh"].as_f64(), Some(exf("rth_high_2024_03_01")));
    // Without a session, session_high() is the full trading day's high.
    let full = q(json!({"from": "daily", "period": "2024-03-01"}))["table"][0]["high"].as_f64().unwrap();
    let out = q(json!({"period": "2024-03-01", "map": {"sh": "session_high()"}, "where": "hour() == 10", "limit": 1}));
    assert_eq!(out["table"][0]["sh"].as_f64(), Some(full));
}

#[test]
fn periods_count_trading_dates() {
    let out = q(json!({"from": "daily", "period": "last_5"}));
    let dates: Vec<&str> = out["table"].as_array().unwrap().iter().map(|r| r["date"].as_str().unwrap()).collect();
    assert_eq!(json!(dates), *ex("last_5_dates"));
    // On ETH minutes last_1 is the whole last trading day, its evening included.
    let first = q(json!({"period": "last_1", "limit": 1}));
    assert_eq!(first["table"][0]["date"], ex("last_day_first_minute")[0]);
    assert_eq!(first["table"][0]["time"], ex("last_day_first_minute")[1]);
    assert!(first["table"][0]["time"].as_str().unwrap().starts_with("18:"), "the evening session opens the day");
    let rth_q1 = q(json!({"from": "daily", "session": "RTH", "period": "2024-01:2024-03", "select": "count()"}));
    assert_eq!(rth_q1["summary"]["value"], *ex("rth_days_2024_q1"));
    assert_eq!(
        q(json!({"from": "daily", "period": "2024", "select": "count()"}))["summary"]["value"],
        *ex("daily_2024_rows")
    );
}

#[test]
fn weekly_and_monthly_labels() {
    let out = q(json!({"from": "weekly", "period": "2024-02-01:2024-02-29"}));
    let rows: Vec<(String, f64, f64)> = out["table"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| (r["date"].as_str().unwrap().to_string(), r["open"].as_f64().unwrap(), r["close"].as_f64().unwrap()))
        .collect();
    // Trading dates Feb 1-29: the first week is Thu/Fri only (label Sunday Feb 4), the last is Mon-Thu (Mar 3).
    let expected: Vec<(String, f64, f64)> = ex("weekly_2024_02")
        .as_array()
        .unwrap()
        .iter()
        .map(|r| (r[0].as_str().unwrap().to_string(), r[1].as_f64().unwrap(), r[2].as_f64().unwrap()))
        .collect();
    assert_eq!(rows.len(), 5);
    assert_eq!((rows[0].0.as_str(), rows[4].0.as_str()), ("2024-02-04", "2024-03-03"));
    assert_eq!(rows, expected);
    let out = q(json!({"from": "monthly", "period": "2023", "columns": ["date", "close"]}));
    let t = out["table"].as_array().unwrap();
    let expected = ex("monthly_2023_close").as_array().unwrap();
    assert_eq!(t.len(), 12);
    for (row, e) in t.iter().zip(expected) {
        assert_eq!(*row, json!({"date": e[0], "close": e[1]}));
    }
}

#[test]
fn rsi_follows_wilder_with_sma_seed() {
    let out = q(json!({"from": "daily", "map": {"rsi": "rsi(close, 14)"}, "columns": ["date", "rsi"]}));
    let t = out["table"].as_array().unwrap();
    assert!(t[12]["rsi"].is_null());
    let round4 = |x: f64| (x * 1e4).round() / 1e4;
    assert_eq!(t[13]["rsi"].as_f64().unwrap(), round4(exf("rsi14_daily_index_13")));
    assert_eq!(t.last().unwrap()["date"], ex("rsi14_daily_last")[0]);
    assert_eq!(t.last().unwrap()["rsi"].as_f64().unwrap(), round4(ex("rsi14_daily_last")[1].as_f64().unwrap()));
}

#[test]
fn steps_group_then_aggregate() {
    let out = q(json!({"steps": [
        {"from": "daily", "period": "2024", "map": {"mo": "month()", "up": "close > open"}, "group_by": "mo", "select": "sum(up)"},
        {"sort": "sum_up desc", "limit": 1}
    ]}));
    let t = out["table"].as_array().unwrap();
    let by_month = ex("up_days_by_month_2024").as_object().unwrap();
    let most = by_month.values().filter_map(Value::as_f64).fold(0.0, f64::max);
    let best: Vec<&str> = by_month
        .iter()
        .filter(|(_, v)| v.as_f64() == Some(most))
        .map(|(k, _)| MONTHS[k.parse::<usize>().unwrap() - 1])
        .collect();
    assert_eq!(t.len(), 1);
    assert!(best.contains(&t[0]["mo"].as_str().unwrap()), "{} is not among {best:?}", t[0]["mo"]);
    assert_eq!(t[0]["sum_up"].as_f64(), Some(most));
    assert!(out["table"][0].get("index").is_none());
}

#[test]
fn sort_limit_columns_and_table_summary() {
    let out = q(json!({"from": "daily", "period": "2024", "map": {"r": "high - low"}, "sort": "r desc", "limit": 3,
        "columns": ["date", "r"]}));
    let t = out["table"].as_array().unwrap();
    assert_eq!(t.len(), 3);
    let r: Vec<f64> = t.iter().map(|x| x["r"].as_f64().unwrap()).collect();
    assert!(r[0] >= r[1] && r[1] >= r[2]);
    assert_eq!(t[0].as_object().unwrap().keys().collect::<Vec<_>>(), ["date", "r"]);
    assert_eq!(out["summary"]["rows"], 3);
    assert_eq!(out["summary"]["stats"]["r"]["max"].as_f64(), Some(r[0]));
    let text = out["model_response"].as_str().unwrap();
    assert!(text.starts_with("Result: 3 rows\n  r: min="), "{text}");
    assert!(text.contains("\n  first: date=") && text.contains("\n  last: date="), "{text}");
}

#[test]
fn where_filters_and_membership_with_dates() {
    let out = q(json!({"from": "daily", "where": "date() in ['2024-03-01', '2024-03-04']", "select": "count()"}));
    assert_eq!(out["summary"]["value"], 2);
    let out =
        q(json!({"from": "daily", "period": "2024-03", "where": "date() not in ['2024-03-01']", "select": "count()"}));
    let all = q(json!({"from": "daily", "period": "2024-03", "select": "count()"}));
    assert_eq!(out["summary"]["value"].as_i64().unwrap() + 1, all["summary"]["value"].as_i64().unwrap());
    let out = q(json!({"from": "daily", "period": "2024", "where": "1 < (high - low) / 100 < 2", "select": "count()"}));
    assert!(out["summary"]["value"].as_i64().unwrap() > 0);
    let pow =
        q(json!({"from": "daily", "period": "2024-01-02", "map": {"x": "2 ** 3 + 7 // 2 + 7 % 3"}, "columns": ["x"]}));
    assert_eq!(pow["table"][0]["x"].as_f64(), Some(12.0));
}

#[test]
fn errors_are_typed_with_hints() {
    let e = err(json!({"from": "daily", "map": {"x": "clsoe - open"}}));
    assert_eq!(
        (e.code, e.hint.as_str(), e.location.as_str()),
        (ErrorCode::UnknownColumn, "did you mean 'close'?", "map.x")
    );
    assert_eq!(err(json!({"session": "XYZ"})).code, ErrorCode::UnknownSession);
    assert_eq!(err(json!({"period": "2024-Q1"})).code, ErrorCode::InvalidPeriod);
    assert_eq!(err(json!({"from": "2m"})).code, ErrorCode::InvalidTimeframe);
    assert_eq!(err(json!({"where": "close"})).code, ErrorCode::Type);
    assert_eq!(err(json!({"select": "close"})).code, ErrorCode::Type);
    assert_eq!(err(json!({"from": "daily", "sort": "nope"})).code, ErrorCode::UnknownColumn);
    assert_eq!(err(json!({"from": "daily", "group_by": "nope"})).code, ErrorCode::UnknownColumn);
    let e = err(
        json!({"steps": [{"from": "daily", "map": {"m": "month()"}, "group_by": "m"}, {"map": {"d": "dayofweek()"}}]}),
    );
    assert_eq!((e.code, e.location.as_str()), (ErrorCode::Type, "steps[1].map.d"));
    assert_eq!(err(json!({"where": "close = open"})).code, ErrorCode::Syntax);
}

#[test]
fn empty_period_gives_an_empty_result_with_a_warning() {
    let out = q(json!({"from": "daily", "period": "2030", "select": "count()"}));
    assert_eq!(out["summary"]["value"], 0);
    assert_eq!(out["metadata"]["warnings"][0], "no bars match the session and period");
}

#[test]
fn settlement_file_serves_daily_bars_without_a_session() {
    let m = Market::load_with_daily(Instrument::builtins().remove(0), &MINUTES, &daily_file()).unwrap();
    assert_eq!(m.settlement.as_ref().map(|d| d.height() as u64), ex("daily_rows").as_u64());
    let out =
        answer(&m, &json!({"from": "monthly", "period": "2023", "columns": ["date", "close"]}), DEFAULT_SOURCE_ROWS)
            .unwrap();
    let t = out.table.unwrap();
    let dec = &ex("monthly_2023_close")[11];
    assert_eq!(t.len(), 12);
    assert_eq!(t.row(11), vec![dec[0].clone(), dec[1].clone()]);
    // A session still derives daily bars from minutes.
    let rth = answer(
        &m,
        &json!({"from": "daily", "session": "RTH", "period": "2024-01:2024-03", "select": "count()"}),
        DEFAULT_SOURCE_ROWS,
    );
    assert_eq!(rth.unwrap().to_json()["summary"]["value"], *ex("rth_days_2024_q1"));
}
