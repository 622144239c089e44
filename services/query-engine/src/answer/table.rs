//! Shaping a computed frame into the answer: the output table (column order,
//! dates and times as text, 4-decimal rounding of non-OHLCV floats, display
//! names), the evidence rows, the compact `summary`, the chart hint, metadata
//! and the `model_response` text the language model sees instead of the table.

use std::time::Instant;

use chrono::{Duration, NaiveDate};
use polars::prelude::*;
use serde_json::{Map, Number, Value, json};

use crate::error::Result;
use crate::functions::TS;
use crate::pipeline::{Options, Plan};
use crate::resample::Timeframe;

/// Columns whose floats are kept exactly (prices and volume).
const EXACT: [&str; 5] = ["open", "high", "low", "close", "volume"];

/// A frame plus the timeframe of its bars.
pub struct Frame {
    /// The data.
    pub df: DataFrame,
    /// Timeframe (decides whether a `time` column is shown).
    pub timeframe: Timeframe,
}

/// What kind of result the last step produced.
pub enum Outcome {
    /// Rows.
    Table,
    /// One row per group.
    Grouped {
        /// Group keys.
        keys: Vec<String>,
        /// Aggregate columns.
        aggs: Vec<String>,
    },
    /// One aggregate.
    Scalar((String, AnyValue<'static>)),
    /// Several aggregates.
    Dict(Vec<(String, AnyValue<'static>)>),
}

/// Output column types.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ColType {
    /// Boolean.
    Bool,
    /// Integer.
    Int,
    /// Float.
    Float,
    /// Text.
    Str,
    /// `YYYY-MM-DD`.
    Date,
    /// `HH:MM`.
    Time,
}

/// A serialized table: typed columns and JSON cell values.
#[derive(Debug, Clone, Default)]
pub struct OutTable {
    /// Column names and types.
    pub columns: Vec<(String, ColType)>,
    /// Rows of cells in column order.
    pub rows: Vec<Vec<Value>>,
}

impl OutTable {
    /// Rows as JSON objects (`[{col: value, …}, …]`).
    pub fn records(&self) -> Value {
        Value::Array(
            self.rows
                .iter()
                .map(|r| Value::Object(self.columns.iter().zip(r).map(|((n, _), v)| (n.clone(), v.clone())).collect()))
                .collect(),
        )
    }
    fn index(&self, name: &str) -> Option<usize> {
        self.columns.iter().position(|(n, _)| n == name)
    }
}

/// The full answer to a query.
#[derive(Debug, Clone)]
pub struct QueryOutput {
    /// Compact summary (`type` table / grouped / scalar / dict).
    pub summary: Value,
    /// Result table (absent for scalar and dict results).
    pub table: Option<OutTable>,
    /// Evidence rows (first `source_row_limit`).
    pub source_rows: Option<OutTable>,
    /// Total evidence rows.
    pub source_row_count: usize,
    /// Chart hint for grouped results.
    pub chart: Option<Value>,
    /// `{rows, session, from, warnings}`.
    pub metadata: Value,
    /// Text for the model.
    pub model_response: String,
    /// Engine time.
    pub elapsed_ms: f64,
}

impl QueryOutput {
    /// The CLI/JSON shape: `{"ok":true, summary, table, source_rows, …}`.
    pub fn to_json(&self) -> Value {
        json!({
            "ok": true,
            "summary": self.summary,
            "table": self.table.as_ref().map(OutTable::records),
            "source_rows": self.source_rows.as_ref().map(OutTable::records),
            "source_row_count": self.source_row_count,
            "chart": self.chart,
            "metadata": self.metadata,
            "model_response": self.model_response,
        })
    }
}

/// Days since 1970-01-01 → date.
pub fn date_from_days(days: i32) -> NaiveDate {
    NaiveDate::from_ymd_opt(1970, 1, 1).expect("valid") + Duration::days(days as i64)
}

/// Date → days since 1970-01-01.
pub fn days_from_date(d: NaiveDate) -> i32 {
    (d - NaiveDate::from_ymd_opt(1970, 1, 1).expect("valid")).num_days() as i32
}

/// Days since the epoch as `YYYY-MM-DD`.
pub fn date_string(days: i32) -> String {
    date_from_days(days).format("%Y-%m-%d").to_string()
}

/// Python's `round(x, 4)` on the binary value (ties to even).
fn round4(x: f64) -> f64 {
    let r = (x * 1e4).round_ties_even() / 1e4;
    if r == 0.0 { 0.0 } else { r }
}

fn float_value(x: f64) -> Value {
    Number::from_f64(x).map(Value::Number).unwrap_or(Value::Null)
}

fn any_to_json(v: &AnyValue, exact: bool) -> Value {
    match v {
        AnyValue::Null => Value::Null,
        AnyValue::Boolean(b) => Value::Bool(*b),
        AnyValue::Int8(x) => json!(x),
        AnyValue::Int16(x) => json!(x),
        AnyValue::Int32(x) => json!(x),
        AnyValue::Int64(x) => json!(x),
        AnyValue::UInt8(x) => json!(x),
        AnyValue::UInt16(x) => json!(x),
        AnyValue::UInt32(x) => json!(x),
        AnyValue::UInt64(x) => json!(x),
        AnyValue::Float32(x) => any_to_json(&AnyValue::Float64(*x as f64), exact),
        AnyValue::Float64(x) => {
            if x.is_finite() {
                float_value(if exact { *x } else { round4(*x) })
            } else {
                Value::Null
            }
        }
        AnyValue::String(s) => Value::String(s.to_string()),
        AnyValue::StringOwned(s) => Value::String(s.to_string()),
        AnyValue::Date(d) => Value::String(date_string(*d)),
        other => Value::String(other.to_string()),
    }
}

fn col_type(dt: &DataType) -> ColType {
    match dt {
        DataType::Boolean => ColType::Bool,
        DataType::Float32 | DataType::Float64 => ColType::Float,
        dt if dt.is_integer() => ColType::Int,
        DataType::Date => ColType::Date,
        _ => ColType::Str,
    }
}

/// Display names for map columns whose expression is exactly `dayofweek()`,
/// `month()` or `hour()`.
fn display(text: &str, v: &Value) -> Option<Value> {
    const DAYS: [&str; 7] = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
    const MONTHS: [&str; 12] = [
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
    ];
    let n = v.as_i64()?;
    match text.trim() {
        "dayofweek()" => DAYS.get(n as usize).map(|s| json!(s)),
        "month()" => MONTHS.get((n - 1) as usize).map(|s| json!(s)),
        "hour()" => Some(json!(format!("{n:02}:00-{n:02}:59"))),
        _ => None,
    }
}

/// Serializes a frame as the output table (also used for evidence rows).
fn prepare(frame: &Frame, plan: &Plan, keys: &[String], max_rows: Option<usize>) -> Result<OutTable> {
    let df = match max_rows {
        Some(n) => frame.df.head(Some(n)),
        None => frame.df.clone(),
    };
    let height = df.height();
    let mut cols: Vec<(String, ColType, Vec<Value>)> = Vec::new();
    for c in df.columns() {
        let name = c.name().to_string();
        if name.starts_with("__") {
            continue;
        }
        if name == TS {
            let ts = c.datetime()?.physical().clone();
            let stamps: Vec<Option<chrono::NaiveDateTime>> =
                ts.iter().map(|v| v.and_then(chrono::DateTime::from_timestamp_micros).map(|d| d.naive_utc())).collect();
            let text = |fmt: &str| {
                stamps.iter().map(|s| s.map_or(Value::Null, |d| json!(d.format(fmt).to_string()))).collect::<Vec<_>>()
            };
            cols.push(("date".into(), ColType::Date, text("%Y-%m-%d")));
            if frame.timeframe.intraday() {
                cols.push(("time".into(), ColType::Time, text("%H:%M")));
            }
            continue;
        }
        let exact = EXACT.contains(&name.as_str());
        let s = c.as_materialized_series();
        let values: Vec<Value> = s.iter().map(|v| any_to_json(&v, exact)).collect();
        cols.push((name, col_type(s.dtype()), values));
    }
    let maps = plan.maps();
    let take = |cols: &mut Vec<(String, ColType, Vec<Value>)>, name: &str| {
        cols.iter().position(|c| c.0 == name).map(|i| cols.remove(i))
    };
    if let Some(wanted) = &plan.query.columns
        && wanted.iter().any(|w| cols.iter().any(|c| &c.0 == w))
    {
        let mut picked = Vec::new();
        for w in wanted {
            if let Some(c) = take(&mut cols, w) {
                picked.push(c);
            }
        }
        return Ok(to_table(picked, height));
    }
    let mut order: Vec<(String, ColType, Vec<Value>)> = Vec::new();
    let map_names: Vec<&str> = maps.iter().map(|m| m.name.as_str()).collect();
    for name in ["date", "time"]
        .iter()
        .copied()
        .chain(keys.iter().map(String::as_str))
        .chain(map_names.iter().copied())
        .chain(EXACT)
    {
        if let Some(c) = take(&mut cols, name) {
            order.push(c);
        }
    }
    order.extend(cols);
    for m in &maps {
        if let Some(c) = order.iter_mut().find(|c| c.0 == m.name) {
            let formatted: Option<Vec<Value>> =
                c.2.iter().map(|v| if v.is_null() { Some(Value::Null) } else { display(&m.text, v) }).collect();
            if let Some(f) = formatted {
                c.2 = f;
                c.1 = ColType::Str;
            }
        }
    }
    Ok(to_table(order, height))
}

fn to_table(cols: Vec<(String, ColType, Vec<Value>)>, height: usize) -> OutTable {
    let columns = cols.iter().map(|(n, t, _)| (n.clone(), *t)).collect();
    let rows = (0..height).map(|i| cols.iter().map(|c| c.2[i].clone()).collect()).collect();
    OutTable { columns, rows }
}

/// Python's `str()` of a JSON value, for the model text.
pub fn py_str(v: &Value) -> String {
    match v {
        Value::Null => "None".into(),
        Value::Bool(true) => "True".into(),
        Value::Bool(false) => "False".into(),
        Value::Number(n) if n.is_f64() => py_float(n.as_f64().unwrap_or(f64::NAN)),
        Value::Number(n) => n.to_string(),
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

/// Python's `repr(float)`: shortest round-trip digits, `.0` on whole numbers,
/// exponent form below 1e-4 and from 1e16.
pub fn py_float(x: f64) -> String {
    if x.is_nan() {
        return "nan".into();
    }
    if x.is_infinite() {
        return if x > 0.0 { "inf".into() } else { "-inf".into() };
    }
    let a = x.abs();
    if a != 0.0 && !(1e-4..1e16).contains(&a) {
        let s = format!("{x:e}");
        let (mantissa, exp) = s.split_once('e').unwrap_or((&s, "0"));
        let exp: i32 = exp.parse().unwrap_or(0);
        return format!("{mantissa}e{}{:02}", if exp < 0 { '-' } else { '+' }, exp.abs());
    }
    if x.fract() == 0.0 { format!("{x:.1}") } else { format!("{x}") }
}

fn numeric(v: &Value) -> Option<f64> {
    match v {
        Value::Number(n) => n.as_f64(),
        Value::Bool(b) => Some(f64::from(u8::from(*b))),
        _ => None,
    }
}

fn json_num(x: f64) -> Value {
    if x.fract() == 0.0 && x.abs() < 1e15 { json!(x as i64) } else { float_value(x) }
}

/// Per-column `{min, max, mean}` of map columns and the sort column.
fn stats(t: &OutTable, plan: &Plan) -> Map<String, Value> {
    let mut wanted: Vec<String> = plan.maps().into_iter().map(|m| m.name).collect();
    if let Some(s) = plan.query.steps.last().and_then(|s| s.sort.as_ref())
        && !wanted.contains(&s.column)
    {
        wanted.push(s.column.clone());
    }
    let mut out = Map::new();
    if t.rows.is_empty() {
        return out;
    }
    for name in wanted {
        let Some(i) = t.index(&name) else { continue };
        let vals: Vec<(f64, &Value)> = t.rows.iter().filter_map(|r| numeric(&r[i]).map(|x| (x, &r[i]))).collect();
        if vals.is_empty() {
            continue;
        }
        let min = vals.iter().map(|v| v.0).fold(f64::INFINITY, f64::min);
        let max = vals.iter().map(|v| v.0).fold(f64::NEG_INFINITY, f64::max);
        let mean = vals.iter().map(|v| v.0).sum::<f64>() / vals.len() as f64;
        let as_val = |x: f64| vals.iter().find(|v| v.0 == x).map(|v| v.1.clone()).unwrap_or_else(|| json_num(x));
        out.insert(
            name,
            json!({"min": as_val(min), "max": as_val(max), "mean": float_value((mean * 100.0).round() / 100.0)}),
        );
    }
    out
}

fn record(t: &OutTable, row: usize, names: &[String]) -> Map<String, Value> {
    names.iter().filter_map(|n| t.index(n).map(|i| (n.clone(), t.rows[row][i].clone()))).collect()
}

fn kv_line(m: &Map<String, Value>) -> String {
    m.iter().map(|(k, v)| format!("{k}={}", py_str(v))).collect::<Vec<_>>().join(", ")
}

/// Builds the answer.
#[allow(clippy::too_many_arguments)]
pub fn build(
    plan: &Plan,
    outcome: Outcome,
    frame: Frame,
    source: Option<Frame>,
    rows: usize,
    warnings: Vec<String>,
    opts: Options,
    started: Instant,
) -> Result<QueryOutput> {
    let q = &plan.query;
    let metadata = json!({"rows": rows, "session": q.session, "from": q.from.name(), "warnings": warnings});
    let source_row_count = source.as_ref().map_or(0, |s| s.df.height());
    let source_rows = source.as_ref().map(|s| prepare(s, plan, &[], Some(opts.source_row_limit))).transpose()?;
    let map_names: Vec<String> = plan.maps().into_iter().map(|m| m.name).collect();
    let (summary, table, chart, text) = match outcome {
        Outcome::Scalar((_, v)) => {
            let value = any_to_json_unrounded(&v);
            let scanned = if source_row_count > 0 { source_row_count } else { rows };
            let mut text = format!("Result: {}", py_str(&value));
            if scanned > 0 {
                text.push_str(&format!(" (from {scanned} rows)"));
            }
            (json!({"type": "scalar", "value": value, "rows_scanned": scanned}), None, None, text)
        }
        Outcome::Dict(values) => {
            let scanned = if source_row_count > 0 { source_row_count } else { rows };
            let m: Map<String, Value> = values.iter().map(|(k, v)| (k.clone(), any_to_json_unrounded(v))).collect();
            let text = format!("Result: {}", kv_line(&m));
            (json!({"type": "dict", "values": m, "rows_scanned": scanned}), None, None, text)
        }
        Outcome::Table => {
            let t = prepare(&frame, plan, &[], None)?;
            let mut s = Map::new();
            s.insert("type".into(), json!("table"));
            s.insert("rows".into(), json!(t.rows.len()));
            let st = stats(&t, plan);
            let mut lines = vec![format!("Result: {} rows", t.rows.len())];
            for (k, v) in &st {
                lines.push(format!(
                    "  {k}: min={}, max={}, mean={:.2}",
                    py_str(&v["min"]),
                    py_str(&v["max"]),
                    v["mean"].as_f64().unwrap_or(0.0)
                ));
            }
            if !st.is_empty() {
                s.insert("stats".into(), Value::Object(st));
            }
            let first_names: Vec<String> =
                ["date".to_string(), "time".to_string()].into_iter().chain(map_names.clone()).collect();
            if !t.rows.is_empty() {
                let first = record(&t, 0, &first_names);
                if !first.is_empty() {
                    lines.push(format!("  first: {}", kv_line(&first)));
                    s.insert("first".into(), Value::Object(first));
                }
                if t.rows.len() > 1 {
                    let last = record(&t, t.rows.len() - 1, &first_names);
                    if !last.is_empty() {
                        lines.push(format!("  last: {}", kv_line(&last)));
                        s.insert("last".into(), Value::Object(last));
                    }
                }
            }
            (Value::Object(s), Some(t), None, lines.join("\n"))
        }
        Outcome::Grouped { keys, aggs } => {
            let t = prepare(&frame, plan, &keys, None)?;
            let by = keys.first().cloned().unwrap_or_default();
            let mut s = Map::new();
            s.insert("type".into(), json!("grouped"));
            s.insert("rows".into(), json!(t.rows.len()));
            s.insert("by".into(), json!(by));
            let st = stats(&t, plan);
            if !st.is_empty() {
                s.insert("stats".into(), Value::Object(st));
            }
            let first_names: Vec<String> = keys.iter().cloned().chain(map_names.clone()).collect();
            if !t.rows.is_empty() {
                s.insert("first".into(), Value::Object(record(&t, 0, &first_names)));
                if t.rows.len() > 1 {
                    s.insert("last".into(), Value::Object(record(&t, t.rows.len() - 1, &first_names)));
                }
            }
            let agg_col =
                t.columns.iter().map(|c| c.0.clone()).find(|c| !keys.contains(c)).or_else(|| aggs.first().cloned());
            let mut lines = vec![format!("Result: {} groups by {by}", t.rows.len())];
            if let Some(agg) = &agg_col
                && let Some(ai) = t.index(agg)
            {
                let vals: Vec<(usize, f64)> =
                    t.rows.iter().enumerate().filter_map(|(i, r)| numeric(&r[ai]).map(|x| (i, x))).collect();
                let pick = |better: fn(f64, f64) -> bool| {
                    vals.iter().fold(None::<(usize, f64)>, |acc, &(i, x)| match acc {
                        Some((_, b)) if !better(x, b) => acc,
                        _ => Some((i, x)),
                    })
                };
                let row_names: Vec<String> = keys.iter().cloned().chain([agg.clone()]).collect();
                if let Some((i, _)) = pick(|x, b| x < b) {
                    let m = record(&t, i, &row_names);
                    lines.push(format!("  min: {}", kv_line(&m)));
                    s.insert("min_row".into(), Value::Object(m));
                }
                if let Some((i, _)) = pick(|x, b| x > b) {
                    let m = record(&t, i, &row_names);
                    lines.push(format!("  max: {}", kv_line(&m)));
                    s.insert("max_row".into(), Value::Object(m));
                }
            }
            let chart = agg_col.map(|a| json!({"category": by, "value": a}));
            (Value::Object(s), Some(t), chart, lines.join("\n"))
        }
    };
    Ok(QueryOutput {
        summary,
        table,
        source_rows,
        source_row_count,
        chart,
        metadata,
        model_response: text,
        elapsed_ms: started.elapsed().as_secs_f64() * 1e3,
    })
}

/// Scalar and dict values are not rounded.
fn any_to_json_unrounded(v: &AnyValue) -> Value {
    any_to_json(v, true)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn python_formatting() {
        assert_eq!(py_float(1.0), "1.0");
        assert_eq!(py_float(0.5595238095238095), "0.5595238095238095");
        assert_eq!(py_float(0.00001), "1e-05");
        assert_eq!(py_float(-2.5), "-2.5");
        assert_eq!(py_str(&json!(null)), "None");
        assert_eq!(py_str(&json!(true)), "True");
        assert_eq!(py_str(&json!(12)), "12");
    }

    #[test]
    fn rounding_is_half_even_on_binary_values() {
        assert_eq!(round4(1.23455), 1.2346); // binary value is slightly above the tie
        assert_eq!(round4(0.00005), 0.0);
        assert_eq!(round4(2.00015), 2.0002);
    }
}
