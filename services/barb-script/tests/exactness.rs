//! Exactness (issue 21): boundary values of indicators, rounding, constants,
//! and the spec's "Divergences by design" 8–11, on two generated years of NQ
//! minute bars.
//!
//! Expected values come from `tests/python/exact_expectations.py`: indicator
//! values in exact rational arithmetic (`fractions.Fraction`) on the raw
//! minutes, and NumPy's `np.round` for rounding — never from this engine.

use std::path::PathBuf;
use std::sync::{Arc, LazyLock};

use barb_script::market::Instrument;
use barb_script::{ErrorCode, Market};
use barb_tests::data::{NQ_2Y, dataset, expectations};
use query_engine::{DEFAULT_SOURCE_ROWS, answer};
use serde_json::{Value, json};

static MINUTES: LazyLock<PathBuf> = LazyLock::new(|| dataset(NQ_2Y));

static EXACT: LazyLock<Value> = LazyLock::new(|| {
    expectations("exact_expectations.py", &MINUTES).unwrap_or_else(|e| panic!("exact expectations: {e:#}")).0
});

static NQ: LazyLock<Arc<Market>> =
    LazyLock::new(|| Market::load(Instrument::builtins().remove(0), &MINUTES).expect("generated data loads"));

fn q(query: Value) -> Value {
    answer(&NQ, &query, DEFAULT_SOURCE_ROWS).unwrap_or_else(|e| panic!("{query}: {e:?}")).to_json()
}

#[test]
fn boundary_counts_equal_exact_arithmetic() {
    let cases = EXACT["counts"].as_array().expect("counts");
    let mut positive = 0;
    let mut wrong = Vec::new();
    for case in cases {
        let want = case["count"].as_u64().unwrap();
        let got = q(case["query"].clone())["summary"]["value"].as_u64().unwrap();
        if got != want {
            wrong.push(format!("{}: engine {got}, exact {want}", case["query"]["where"]));
        }
        positive += usize::from(want > 0);
    }
    assert!(wrong.is_empty(), "counts differ from exact arithmetic:\n{}", wrong.join("\n"));
    // The windows were chosen where the bounds occur: the test must be able to fail.
    assert!(positive >= cases.len() - 1, "too few cases where an exact bound occurs");
}

#[test]
fn mfi_is_exactly_zero_not_a_rounding_residue() {
    let out = q(json!({"session": "ETH", "from": "15m", "period": "2023-02-03:2023-02-15",
        "map": {"m": "mfi(4)"}, "where": "m < 1e-6 and m > -1e-6", "columns": ["m"]}));
    let rows = out["table"].as_array().unwrap();
    assert!(!rows.is_empty());
    assert!(rows.iter().all(|r| r["m"] == json!(0.0)), "{rows:?}");
}

fn round_expect(key: &str) -> f64 {
    EXACT["round"][key].as_f64().unwrap_or_else(|| panic!("no {key}"))
}

#[test]
fn rounding_is_numpy_whatever_the_frame() {
    let want = EXACT["round"]["daily_volume_over_20_1dp"].as_object().unwrap();
    assert!(EXACT["round"]["ties"].as_u64().unwrap() > 20, "the data must hold exact ties");
    let check = |period: Option<&str>| {
        let mut query =
            json!({"from": "daily", "map": {"r": "round(volume / 20, 1)"}, "columns": ["date", "r", "volume"]});
        if let Some(p) = period {
            query["period"] = json!(p);
        }
        let out = q(query);
        let rows = out["table"].as_array().unwrap().clone();
        assert!(!rows.is_empty());
        for r in &rows {
            let date = r["date"].as_str().unwrap();
            assert_eq!(r["r"].as_f64(), want[date].as_f64(), "{date} (volume {}) in {period:?}", r["volume"]);
        }
        rows
    };
    let all = check(None);
    check(Some("2024-03"));
    // Single-day frames on the days with a tie (odd volume).
    for r in all.iter().filter(|r| r["volume"].as_u64().unwrap() % 2 == 1).take(4) {
        check(Some(r["date"].as_str().unwrap()));
    }
    // The issue's numbers, as constants and as a column of one day and of a month.
    for (text, key) in [("round(2.405, 2)", "round_2_405_2"), ("round(869757 / 20, 1)", "round_869757_over_20_1")] {
        let want = round_expect(key);
        assert_eq!(q(json!({"select": text}))["summary"]["value"].as_f64(), Some(want), "{text}");
        for period in ["2024-03-01", "2024-03"] {
            let out = q(json!({"from": "daily", "period": period, "map": {"r": text}, "columns": ["r"]}));
            assert!(out["table"].as_array().unwrap().iter().all(|r| r["r"].as_f64() == Some(want)), "{text} {out}");
        }
    }
    let out = q(json!({"from": "daily", "period": "2024-03-01", "map": {"r": "round(close * 0 + 2.675, 2)"}}));
    assert_eq!(out["table"][0]["r"].as_f64(), Some(round_expect("round_2_675_2")));
}

#[test]
fn a_constant_where_is_a_typed_error_with_a_hint() {
    for text in ["true", "1 > 0", "count() > 5", "mean(close) > 0"] {
        let e = answer(&NQ, &json!({"from": "daily", "where": text}), 10).expect_err(text);
        assert_eq!(e.code, ErrorCode::Type, "{text}");
        assert_eq!(e.location, "where", "{text}");
        assert!(e.hint.contains("per-row condition") && e.hint.contains("later step"), "{text}: {}", e.hint);
    }
    // A per-row condition that mentions an aggregate is fine.
    assert!(q(json!({"from": "daily", "period": "2024", "where": "close > mean(close)", "select": "count()"}))
        ["summary"]["value"]
        .as_u64()
        .is_some_and(|n| n > 0 && n < 252));
}

#[test]
fn constant_selects_and_source_row_count() {
    let out = q(json!({"from": "daily", "period": "2024", "select": "7 // 2"}));
    assert_eq!(out["summary"]["value"], json!(3));
    assert_eq!(out["source_row_count"], json!(252));
    let out = q(json!({"from": "daily", "period": "2024-01"}));
    assert_eq!(out["source_row_count"], Value::Null);
    assert_eq!(out["source_rows"], Value::Null);
    // A group_by with its implicit count() is not an explicit select.
    let out = q(json!({"from": "daily", "period": "2024", "map": {"wd": "dayofweek()"}, "group_by": "wd"}));
    assert_eq!(out["source_row_count"], Value::Null);
}

#[test]
fn infinities_keep_their_sign_in_json_and_model_text() {
    let out = q(
        json!({"from": "daily", "period": "2024-01-02", "map": {"lo": "log(0)", "hi": "-log(0)", "nan": "sqrt(-1)"}}),
    );
    let row = &out["table"][0];
    assert_eq!((&row["lo"], &row["hi"], &row["nan"]), (&json!("-Infinity"), &json!("Infinity"), &Value::Null));
    assert!(out["model_response"].as_str().unwrap().contains("lo=-inf"), "{}", out["model_response"]);
    let out = q(json!({"from": "daily", "period": "2024-01", "select": "max(log(volume * 0))"}));
    assert_eq!(out["summary"]["value"], json!("-Infinity"));
}

#[test]
fn missing_values_satisfy_no_comparison() {
    // inf - inf is NaN: none of these may pass, `!=` and `not in` included.
    for cond in ["x != 1", "x == x", "x > 1", "x < 1", "x >= -1e300", "x not in [1, 2]", "x in [1, 2]", "1 < x < 2"] {
        let out = q(
            json!({"from": "daily", "period": "2024-01", "map": {"x": "-log(0) + log(0)"}, "where": cond, "select": "count()"}),
        );
        assert_eq!(out["summary"]["value"], json!(0), "{cond}");
    }
    // Missing values of a window without enough history (the first four
    // days of the data) never pass a where…
    let days = |period: &str, cond: &str| {
        let out = q(json!({"from": "daily", "period": period, "where": cond, "select": "count()"}));
        out["summary"]["value"].as_u64().unwrap()
    };
    assert_eq!(days("2023-01", "sma(close, 5) != 0"), days("2023-01", "close > 0") - 4);
    // …while a later period's first days have their history (warm-up).
    assert_eq!(days("2024-01", "sma(close, 5) != 0"), 21);
}

#[test]
fn colliding_select_names_keep_every_value() {
    let daily = q(json!({"from": "daily", "period": "2024-01", "columns": ["close"]}));
    let closes: Vec<f64> = daily["table"].as_array().unwrap().iter().map(|r| r["close"].as_f64().unwrap()).collect();
    let (max, min) = closes.iter().fold((f64::MIN, f64::MAX), |(a, b), &c| (a.max(c), b.min(c)));
    let out = q(
        json!({"from": "daily", "period": "2024-01", "select": ["max(close)", "max(close)  -  min(close)", "mean(close)"]}),
    );
    let values = out["summary"]["values"].as_object().unwrap();
    let keys: Vec<&str> = values.keys().map(String::as_str).collect();
    assert_eq!(keys, ["max(close)", "max(close) - min(close)", "mean_close"]);
    assert_eq!(
        (values["max(close)"].as_f64(), values["max(close) - min(close)"].as_f64()),
        (Some(max), Some(max - min))
    );
    let mean = closes.iter().sum::<f64>() / closes.len() as f64;
    assert!((values["mean_close"].as_f64().unwrap() - mean).abs() < 1e-9);
    let e = answer(&NQ, &json!({"from": "daily", "select": ["mean(close)", "mean(close)"]}), 10).expect_err("repeat");
    assert!(!e.hint.is_empty());
}
