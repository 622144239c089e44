//! Golden tests of the function library against independent references.
//!
//! The fixtures under `tests/fixtures/functions/` are produced by
//! `tests/python/gen_function_fixtures.py` from two generated years of NQ
//! minute bars (`barb gen-data`), their trading-day bars and a two-day slice, with TA-Lib where it shares an indicator
//! with Barb Script and pandas/NumPy or loops written from the spec text
//! otherwise (never from this crate's code). Each case is evaluated through
//! the public query path — `query_engine::answer` on a `Market` built from
//! the same bars — so parsing, type-checking, compilation, execution and the
//! output table are all covered.
//!
//! The output table rounds non-price floats to 4 decimals, so a numeric case
//! is queried as `(<expr>) * 1000000`: the rounding then costs at most 5e-11
//! of the function's value, far below the 1e-6 relative tolerance, while the
//! value still travels the whole path. Aggregates are read from the (unrounded)
//! scalar summary.
//!
//! Case kinds: `equal` compares every listed row (missing must be missing);
//! `differs` documents an intentional convention difference from TA-Lib (EMA
//! seed, Wilder first index, TR/OBV first bar, sample vs population std): on
//! each listed row our value must exist and must not equal TA-Lib's.

use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use barb_script::Market;
use barb_script::functions::REGISTRY;
use barb_script::market::Instrument;
use chrono::NaiveDateTime;
use polars::prelude::*;
use query_engine::{DEFAULT_SOURCE_ROWS, Summary, answer};
use serde_json::{Value, json};

/// Scale applied to numeric cases so 4-decimal rounding keeps 10 decimals.
const SCALE: f64 = 1e6;
/// Worst-case error the table rounding adds to a scaled value.
const ROUNDING: f64 = 0.5e-4 / SCALE;

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures/functions")
}

/// Reads the `timestamp,open,high,low,close,volume` bars written by the generator.
fn read_bars(path: &Path) -> DataFrame {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut lines = text.lines();
    assert_eq!(lines.next(), Some("timestamp,open,high,low,close,volume"), "{}", path.display());
    let (mut ts, mut o, mut h, mut l, mut c, mut v) = (vec![], vec![], vec![], vec![], vec![], vec![]);
    for line in lines.filter(|l| !l.is_empty()) {
        let f: Vec<&str> = line.split(',').collect();
        assert_eq!(f.len(), 6, "bad line {line}");
        ts.push(NaiveDateTime::parse_from_str(f[0], "%Y-%m-%d %H:%M:%S").expect("timestamp"));
        o.push(f[1].parse::<f64>().expect("open"));
        h.push(f[2].parse::<f64>().expect("high"));
        l.push(f[3].parse::<f64>().expect("low"));
        c.push(f[4].parse::<f64>().expect("close"));
        v.push(f[5].parse::<i64>().expect("volume"));
    }
    df! {"timestamp" => ts, "open" => o, "high" => h, "low" => l, "close" => c, "volume" => v}.expect("frame")
}

struct Fixture {
    doc: Value,
    market: Arc<Market>,
}

fn load(name: &str) -> Fixture {
    let path = fixtures().join(format!("{name}.json"));
    let doc: Value = serde_json::from_str(&std::fs::read_to_string(&path).expect("fixture")).expect("json");
    let bars = read_bars(&fixtures().join(doc["bars"].as_str().expect("bars")));
    assert_eq!(bars.height() as u64, doc["rows"].as_u64().unwrap());
    let market = Market::from_frame(Instrument::builtins().remove(0), bars).expect("market");
    Fixture { doc, market }
}

/// The value of a case's expression on every bar (or the aggregate).
enum Got {
    Rows(Vec<Value>),
    Scalar(Value),
}

fn evaluate(fx: &Fixture, case: &Value) -> Result<Got, String> {
    let tf = fx.doc["timeframe"].as_str().unwrap();
    let expr = case["expr"].as_str().unwrap();
    let kind = case["kind"].as_str().unwrap();
    let query = match kind {
        "agg" => json!({"from": tf, "select": expr}),
        "num" => json!({"from": tf, "map": {"v": format!("({expr}) * {SCALE}")}}),
        _ => json!({"from": tf, "map": {"v": expr}}),
    };
    let out = answer(&fx.market, &query, DEFAULT_SOURCE_ROWS)
        .map_err(|e| format!("query failed: {} ({})", e.message, e.hint))?;
    if kind == "agg" {
        let Summary::Scalar { value, .. } = out.summary else { return Err(format!("not a scalar: {:?}", out.summary)) };
        return Ok(Got::Scalar(value));
    }
    let table = out.table.ok_or("no table")?;
    let col = table.columns.iter().position(|c| c.name == "v").ok_or("no column v")?;
    let rows: Vec<Value> = (0..table.len()).map(|r| table.value(r, col)).collect();
    if rows.len() as u64 != fx.doc["rows"].as_u64().unwrap() {
        return Err(format!("{} rows, expected {}", rows.len(), fx.doc["rows"]));
    }
    Ok(Got::Rows(rows))
}

fn num(v: &Value, scale: f64) -> Option<f64> {
    v.as_f64().map(|x| x / scale)
}

fn near(got: f64, want: f64, case: &Value, slack: f64) -> bool {
    let (rtol, atol) = (case["rtol"].as_f64().unwrap(), case["atol"].as_f64().unwrap());
    (got - want).abs() <= rtol * want.abs() + atol + slack
}

/// Checks one case; returns the problems found.
fn check(fx: &Fixture, case: &Value) -> Vec<String> {
    let name = case["name"].as_str().unwrap();
    let kind = case["kind"].as_str().unwrap();
    let compare = case["compare"].as_str().unwrap();
    let tag = |msg: String| format!("[{}] {name} `{}`: {msg}", fx.doc["dataset"].as_str().unwrap(), case["expr"]);
    let got = match evaluate(fx, case) {
        Ok(g) => g,
        Err(e) => return vec![tag(e)],
    };
    let values = case["values"].as_array().unwrap();
    let mut problems = Vec::new();
    match got {
        Got::Scalar(v) => {
            let want = &values[0];
            let ok = match (num(&v, 1.0), num(want, 1.0)) {
                (Some(g), Some(w)) => near(g, w, case, 0.0),
                _ => v == *want,
            };
            if !ok {
                problems.push(tag(format!("got {v}, expected {want}")));
            }
        }
        Got::Rows(rows) => {
            for (row, want) in case["rows"].as_array().unwrap().iter().zip(values) {
                let i = row.as_u64().unwrap() as usize;
                let g = &rows[i];
                let bad = match (compare, kind) {
                    ("differs", _) => match (num(g, SCALE), num(want, 1.0)) {
                        (None, _) => Some("must be defined here".to_string()),
                        (Some(_), None) => None,
                        (Some(x), Some(w)) => near(x, w, case, ROUNDING).then(|| format!("{x} equals TA-Lib's {w}")),
                    },
                    (_, "num") => match (num(g, SCALE), num(want, 1.0)) {
                        (None, None) => None,
                        (Some(x), Some(w)) if near(x, w, case, ROUNDING) => None,
                        (x, w) => Some(format!("got {x:?}, expected {w:?}")),
                    },
                    (_, "int") => (g.as_f64() != want.as_f64()).then(|| format!("got {g}, expected {want}")),
                    _ => (g != want).then(|| format!("got {g}, expected {want}")),
                };
                if let Some(msg) = bad {
                    problems.push(tag(format!("row {i}: {msg}")));
                }
            }
        }
    }
    problems
}

fn run_fixture(name: &str) {
    let fx = load(name);
    let cases = fx.doc["cases"].as_array().unwrap();
    assert!(cases.len() > 100, "{name}: only {} cases", cases.len());
    let mut problems = Vec::new();
    for case in cases {
        problems.extend(check(&fx, case));
    }
    let shown: Vec<&String> = problems.iter().take(60).collect();
    assert!(problems.is_empty(), "{} mismatches in {name}:\n{:#?}", problems.len(), shown);
}

#[test]
fn functions_match_references_on_daily_bars() {
    run_fixture("daily");
}

#[test]
fn functions_match_references_on_minute_bars() {
    run_fixture("minute");
}

/// The committed fixtures are what the generator produces from the generated
/// data with TA-Lib/pandas today: it is run into a temporary directory and the
/// result compared case by case (values to 1e-9 relative, so a different
/// library patch release does not matter, a changed reference does).
#[test]
fn fixtures_are_reproducible() {
    let data = barb_tests::data::dataset(barb_tests::data::NQ_2Y);
    let tmp = tempfile::tempdir().expect("temp dir");
    barb_tests::data::run_python(
        "gen_function_fixtures.py",
        &[OsStr::new("--data"), data.as_os_str(), OsStr::new("--out"), tmp.path().as_os_str()],
        &[],
    )
    .unwrap_or_else(|e| panic!("{e:#}"));
    for bars in ["nq_daily_bars.csv", "nq_minute_bars.csv"] {
        let fresh = std::fs::read_to_string(tmp.path().join(bars)).unwrap();
        assert!(fresh == std::fs::read_to_string(fixtures().join(bars)).unwrap(), "{bars} differs from the generator");
    }
    for name in ["daily", "minute"] {
        let read = |dir: &Path| -> Value {
            serde_json::from_str(&std::fs::read_to_string(dir.join(format!("{name}.json"))).unwrap()).unwrap()
        };
        let (fresh, committed) = (read(tmp.path()), read(&fixtures()));
        let (a, b) = (fresh["cases"].as_array().unwrap(), committed["cases"].as_array().unwrap());
        assert_eq!(a.len(), b.len(), "{name}: number of cases");
        for (x, y) in a.iter().zip(b) {
            for key in ["name", "expr", "kind", "compare", "rows", "reference"] {
                assert_eq!(x[key], y[key], "{name}/{}: {key}", y["name"]);
            }
            for (u, v) in x["values"].as_array().unwrap().iter().zip(y["values"].as_array().unwrap()) {
                let same = match (u.as_f64(), v.as_f64()) {
                    (Some(p), Some(q)) => (p - q).abs() <= 1e-9 * q.abs().max(1e-3),
                    _ => u == v,
                };
                assert!(same, "{name}/{}: regenerated {u} vs committed {v}", y["name"]);
            }
        }
    }
}

/// Every registered function is exercised by at least one golden case.
#[test]
fn every_function_has_a_golden_case() {
    let mut exprs = String::new();
    for name in ["daily", "minute"] {
        let path = fixtures().join(format!("{name}.json"));
        let doc: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
        for c in doc["cases"].as_array().unwrap() {
            exprs.push_str(c["expr"].as_str().unwrap());
            exprs.push('\n');
        }
    }
    let called = |name: &str| {
        exprs.match_indices(&format!("{name}(")).any(|(i, _)| {
            // Not the tail of a longer name (`sma(` inside `volume_sma(`).
            i == 0 || !exprs.as_bytes()[i - 1].is_ascii_alphanumeric() && exprs.as_bytes()[i - 1] != b'_'
        })
    };
    let missing: Vec<&str> = REGISTRY.all().map(|f| f.name).filter(|n| !called(n)).collect();
    assert!(missing.is_empty(), "functions without a golden case: {missing:?}");
    assert_eq!(REGISTRY.len(), 109);
}
