//! The properties: what must hold for a query whatever its answer.

use barb_common::proto::common::v1::value::Kind as VKind;
use barb_script::market::TS;
use barb_script::{ErrorCode, ExecutionMode, Market, Query, execute_with, plan};
use polars::prelude::*;
use query_engine::service;
use query_engine::{DEFAULT_SOURCE_ROWS, answer};
use serde_json::{Value, json};

use super::{Answerer, Plain, Property, Verdict};

/// Two answerers give the same answer (or the same error code) for every
/// query: the same path twice (determinism), or a cached/fast path against
/// the general one.
pub struct Agree<A, B> {
    name: String,
    a: A,
    b: B,
}

impl<A: Answerer, B: Answerer> Agree<A, B> {
    /// `name` for reports; `a` is checked against `b`.
    pub fn new(name: &str, a: A, b: B) -> Self {
        Agree { name: name.to_string(), a, b }
    }
}

impl<A: Answerer, B: Answerer> Property for Agree<A, B> {
    fn name(&self) -> &str {
        &self.name
    }
    fn check(&self, market: &Market, query: &Value) -> Verdict {
        match (self.a.answer(market, query), self.b.answer(market, query)) {
            (Ok(x), Ok(y)) if x == y => Verdict::Held,
            (Err(x), Err(y)) if x.code == y.code && x.message == y.message => Verdict::Held,
            (x, y) => Verdict::Violated(format!("{x:?}\n    vs {y:?}")),
        }
    }
}

/// Every error is typed: a code other than `internal`, a message and a
/// non-empty hint (never a panic, which the runner catches).
pub struct TypedErrors;

impl Property for TypedErrors {
    fn name(&self) -> &str {
        "errors are typed with a hint"
    }
    fn check(&self, market: &Market, query: &Value) -> Verdict {
        match Plain.answer(market, query) {
            Ok(_) => Verdict::NotApplicable,
            Err(e) if e.code == ErrorCode::Internal || e.message.is_empty() || e.hint.trim().is_empty() => {
                Verdict::Violated(format!("{}: {} (hint {:?})", e.code.as_str(), e.message, e.hint))
            }
            Err(_) => Verdict::Held,
        }
    }
}

/// A query broken by one mutation is rejected with a typed error and a hint.
pub struct InvalidRejected;

impl Property for InvalidRejected {
    fn name(&self) -> &str {
        "invalid queries are rejected"
    }
    fn check(&self, market: &Market, query: &Value) -> Verdict {
        match Plain.answer(market, query) {
            Ok(_) => Verdict::Violated("accepted".into()),
            Err(e) if e.code == ErrorCode::Internal || e.hint.trim().is_empty() => {
                Verdict::Violated(format!("{}: {} (hint {:?})", e.code.as_str(), e.message, e.hint))
            }
            Err(_) => Verdict::Held,
        }
    }
}

/// The answer survives serialisation: the JSON text parses back to the same
/// value, and the typed protobuf table carries the same cells (±inf as
/// floats where the JSON has "Infinity"/"-Infinity").
pub struct Serialisation;

fn proto_cell(v: &barb_common::proto::common::v1::Value) -> Value {
    match &v.kind {
        Some(VKind::BoolValue(b)) => json!(b),
        Some(VKind::IntValue(i)) => json!(i),
        Some(VKind::FloatValue(f)) if f.is_infinite() => json!(if *f > 0.0 { "Infinity" } else { "-Infinity" }),
        Some(VKind::FloatValue(f)) => json!(f),
        Some(VKind::StringValue(s)) => json!(s),
        Some(VKind::NullValue(_)) | None => Value::Null,
    }
}

impl Property for Serialisation {
    fn name(&self) -> &str {
        "serialisation round-trips"
    }
    fn check(&self, market: &Market, query: &Value) -> Verdict {
        let Ok(a) = answer(market, query, DEFAULT_SOURCE_ROWS) else { return Verdict::NotApplicable };
        let j = a.to_json();
        let back: Value = match serde_json::from_str(&j.to_string()) {
            Ok(v) => v,
            Err(e) => return Verdict::Violated(format!("JSON text does not parse: {e}")),
        };
        if back != j {
            return Verdict::Violated("JSON text parses to a different value".into());
        }
        let proto = service::to_proto(&a, "NQ", 0);
        if let (Some(t), Some(pt)) = (&a.table, &proto.table) {
            let names: Vec<&str> = pt.columns.iter().map(|c| c.name.as_str()).collect();
            let want: Vec<&str> = t.columns.iter().map(|c| c.name.as_str()).collect();
            if names != want {
                return Verdict::Violated(format!("proto columns {names:?} vs {want:?}"));
            }
            for (i, (row, prow)) in t.rows().iter().zip(&pt.rows).enumerate() {
                let cells: Vec<Value> = prow.values.iter().map(proto_cell).collect();
                // Integers that JSON wrote as floats (e.g. 3.0) compare by value.
                let same = cells.len() == row.len()
                    && cells.iter().zip(row).all(|(p, j)| p == j || (p.as_f64().is_some() && p.as_f64() == j.as_f64()));
                if !same {
                    return Verdict::Violated(format!("row {i}: proto {cells:?} vs JSON {row:?}"));
                }
            }
        }
        if j["source_row_count"].is_null() != a.source_rows.is_none() {
            return Verdict::Violated("source_row_count and source_rows disagree on presence".into());
        }
        Verdict::Held
    }
}

/// Rows of a table answer keyed by (date, time).
fn rows_by_time(v: &Value) -> Option<Vec<(String, Value)>> {
    let rows = v["table"].as_array()?;
    Some(
        rows.iter()
            .map(|r| (format!("{} {}", r["date"].as_str().unwrap_or(""), r["time"].as_str().unwrap_or("")), r.clone()))
            .collect(),
    )
}

fn with_period(q: &Value, a: &str, b: &str) -> Value {
    let mut q = q.clone();
    q["period"] = json!(format!("{a}:{b}"));
    q
}

fn shift_date(d: &str, days: i64) -> String {
    let date = chrono::NaiveDate::parse_from_str(d, "%Y-%m-%d").expect("generated date");
    (date + chrono::Duration::days(days)).format("%Y-%m-%d").to_string()
}

/// A period's rows do not depend on later data: for a query with causal
/// expressions only, the answer over `[a, b]` equals the answer over
/// `[a, b + k days]` restricted to the dates up to `b` (warm-up starts at the
/// same bar, so every value, missing ones included, is the same).
pub struct PeriodPrefix;

/// Splits a generated table case (`{"query", "a", "b"}`, see
/// [`super::generate::table_query`]).
pub fn table_case(v: &Value) -> Option<(Value, String, String)> {
    Some((v["query"].clone(), v["a"].as_str()?.to_string(), v["b"].as_str()?.to_string()))
}

impl Property for PeriodPrefix {
    fn name(&self) -> &str {
        "period [a,b] = period [a,b+k] up to b"
    }
    fn check(&self, market: &Market, case: &Value) -> Verdict {
        let Some((q, a, b)) = table_case(case) else { return Verdict::NotApplicable };
        let (short, long) = (
            Plain.answer(market, &with_period(&q, &a, &b)),
            Plain.answer(market, &with_period(&q, &a, &shift_date(&b, 9))),
        );
        let (Ok(short), Ok(long)) = (short, long) else { return Verdict::NotApplicable };
        let (Some(s), Some(l)) = (rows_by_time(&short), rows_by_time(&long)) else { return Verdict::NotApplicable };
        if s.is_empty() {
            return Verdict::NotApplicable;
        }
        let end = s.last().map(|r| r.0.clone()).unwrap_or_default();
        let l: Vec<_> = l.into_iter().take_while(|r| r.0 <= end).collect();
        if s == l {
            Verdict::Held
        } else {
            let i = s.iter().zip(&l).position(|(x, y)| x != y).unwrap_or(s.len().min(l.len()));
            Verdict::Violated(format!(
                "{} vs {} rows; first difference at {i}: {:?} vs {:?}",
                s.len(),
                l.len(),
                s.get(i),
                l.get(i)
            ))
        }
    }
}

/// The language's warm-up promise: a period restricts which bars a query
/// answers about, not what its indicators see. The computed rows over
/// `[a, b]` equal the rows of the same query over the whole history
/// restricted afterwards to the bars dated `a..=b` — `where` included —
/// bit for bit when every function's warm-up is exact (`exact`), else
/// within the convergence bound of recursive smoothing (a truncated seed
/// keeps a weight below `SEED_WEIGHT` = 10⁻¹² of the input's range,
/// compositions of continuous operations keep it relative).
pub struct PeriodRestriction {
    /// Compare bit for bit.
    pub exact: bool,
}

fn computed(market: &Market, q: &Value) -> Option<DataFrame> {
    let p = plan(Query::parse(q).ok()?).ok()?;
    execute_with(market, &p, ExecutionMode::default()).ok().map(|c| c.frame)
}

/// The rows of `df` whose bar is dated `a..=b` (the calendar date of the
/// label: intraday bins never straddle midnight, daily bars are labelled by
/// their trading date).
fn dated(df: &DataFrame, a: &str, b: &str) -> Option<DataFrame> {
    let day = |d: &str| chrono::NaiveDate::parse_from_str(d, "%Y-%m-%d").ok().map(barb_script::dates::days_from_date);
    let (a, b) = (i64::from(day(a)?) * DAY_US, i64::from(day(b)?) * DAY_US + DAY_US);
    let ts = df.column(TS).ok()?.datetime().ok()?.physical().clone();
    let keep: BooleanChunked = ts.iter().map(|t| t.is_some_and(|t| t >= a && t < b)).collect();
    df.filter(&keep).ok()
}

const DAY_US: i64 = 86_400_000_000;

/// The first cell where `x` and `y` differ: bit for bit (`exact`), or beyond
/// the convergence bound for floats (NaN equal to NaN, missing to missing).
fn first_difference(x: &DataFrame, y: &DataFrame, exact: bool) -> Option<String> {
    if x.get_column_names() != y.get_column_names() || x.height() != y.height() {
        return Some(format!("shapes differ: {:?} vs {:?}", x.shape(), y.shape()));
    }
    let close = |u: Option<f64>, v: Option<f64>| match (u, v) {
        (Some(u), Some(v)) if exact => u.to_bits() == v.to_bits() || (u.is_nan() && v.is_nan()),
        // Each recursion is within SEED_WEIGHT of its input's range (prices
        // ≈ 17,000, volumes ≈ 10⁴–10⁵); products and quotients of such
        // values carry relative errors of that order, so 1e-8 relative or
        // 1e-6 absolute is the bound of a composition (and still 10⁴ below
        // the answer's 4-decimal display).
        (Some(u), Some(v)) => u == v || (u.is_nan() && v.is_nan()) || (u - v).abs() <= 1e-8 * v.abs() + 1e-6,
        (None, None) => true,
        _ => false,
    };
    for (a, b) in x.columns().iter().zip(y.columns()) {
        let row = if a.dtype().is_float() {
            let (p, q) = (a.f64().ok()?, b.f64().ok()?);
            p.iter().zip(q.iter()).position(|(u, v)| !close(u, v))
        } else if a.as_materialized_series().equals_missing(b.as_materialized_series()) {
            None
        } else {
            Some((0..a.len()).find(|&i| a.get(i).ok() != b.get(i).ok()).unwrap_or(0))
        };
        if let Some(i) = row {
            return Some(format!(
                "column {} row {i}: {:?} vs {:?}",
                a.name(),
                a.get(i).map(|v| v.to_string()),
                b.get(i).map(|v| v.to_string())
            ));
        }
    }
    None
}

impl Property for PeriodRestriction {
    fn name(&self) -> &str {
        if self.exact {
            "period = whole history restricted (exact warm-up)"
        } else {
            "period = whole history restricted"
        }
    }
    fn check(&self, market: &Market, case: &Value) -> Verdict {
        let Some((q, a, b)) = table_case(case) else { return Verdict::NotApplicable };
        let Some(part) = computed(market, &with_period(&q, &a, &b)) else { return Verdict::NotApplicable };
        let Some(whole) = computed(market, &q) else { return Verdict::NotApplicable };
        let Some(whole) = dated(&whole, &a, &b) else { return Verdict::Violated("cannot restrict".into()) };
        if part.height() == 0 && whole.height() == 0 {
            return Verdict::NotApplicable;
        }
        match first_difference(&part, &whole, self.exact) {
            None => Verdict::Held,
            Some(why) => Verdict::Violated(why),
        }
    }
}
