//! The compact summary of a result and the model text built from it: the
//! scalar or dict values, or for rows and groups the row count, min/max/mean
//! of the computed columns, the first and last row and the min and max group.
//! A language model sees only this (as `model_response`), never the table.

use barb_script::rounding::round_half_even;
use barb_script::{AggregateValue, QueryPlan};
use serde_json::{Map, Value, json};

use super::table::{INFINITY, NEG_INFINITY, OutTable, any_to_json, float_value};

/// One named value of a record.
#[derive(Debug, Clone, PartialEq)]
pub struct Field {
    /// Column name.
    pub name: String,
    /// Cell value.
    pub value: Value,
}

/// Named values in column order (a row, or the values of a dict result).
pub type Record = Vec<Field>;

/// `{min, max, mean}` of one numeric column.
#[derive(Debug, Clone, PartialEq)]
pub struct ColumnStats {
    /// Column name.
    pub column: String,
    /// Smallest value, as the table shows it.
    pub min: Value,
    /// Largest value, as the table shows it.
    pub max: Value,
    /// Mean rounded to 2 decimals (±inf when a value is infinite); `None` when undefined (NaN).
    pub mean: Option<f64>,
}

/// The compact summary, by result kind.
#[derive(Debug, Clone, PartialEq)]
pub enum Summary {
    /// One aggregate.
    Scalar {
        /// The value (not rounded).
        value: Value,
        /// Rows the aggregate was computed from.
        rows_scanned: usize,
    },
    /// Several aggregates.
    Dict {
        /// The values in `select` order (not rounded).
        values: Record,
        /// Rows the aggregates were computed from.
        rows_scanned: usize,
    },
    /// Rows.
    Table {
        /// Row count.
        rows: usize,
        /// Stats of the map columns and the sort column.
        stats: Vec<ColumnStats>,
        /// Date, time and map columns of the first row.
        first: Option<Record>,
        /// The same of the last row (when there are two or more).
        last: Option<Record>,
    },
    /// One row per group.
    Grouped {
        /// Group count.
        rows: usize,
        /// The first group key.
        by: String,
        /// Stats of the map columns and the sort column.
        stats: Vec<ColumnStats>,
        /// Keys and map columns of the first group.
        first: Option<Record>,
        /// The same of the last group (when there are two or more).
        last: Option<Record>,
        /// Keys and aggregate of the group with the smallest aggregate.
        min_row: Option<Record>,
        /// Keys and aggregate of the group with the largest aggregate.
        max_row: Option<Record>,
    },
}

fn record_json(r: &Record) -> Value {
    Value::Object(r.iter().map(|f| (f.name.clone(), f.value.clone())).collect())
}

fn stats_json(stats: &[ColumnStats]) -> Value {
    Value::Object(
        stats
            .iter()
            .map(|s| {
                let mean = s.mean.map_or(Value::Null, float_value);
                (s.column.clone(), json!({"min": s.min, "max": s.max, "mean": mean}))
            })
            .collect(),
    )
}

impl Summary {
    /// The JSON shape: `{"type": "scalar" | "dict" | "table" | "grouped", …}`
    /// with absent parts left out.
    pub fn to_json(&self) -> Value {
        let mut m = Map::new();
        let mut put = |k: &str, v: Value| {
            m.insert(k.to_string(), v);
        };
        match self {
            Summary::Scalar { value, rows_scanned } => {
                put("type", json!("scalar"));
                put("value", value.clone());
                put("rows_scanned", json!(rows_scanned));
            }
            Summary::Dict { values, rows_scanned } => {
                put("type", json!("dict"));
                put("values", record_json(values));
                put("rows_scanned", json!(rows_scanned));
            }
            Summary::Table { rows, stats, first, last } => {
                put("type", json!("table"));
                put("rows", json!(rows));
                if !stats.is_empty() {
                    put("stats", stats_json(stats));
                }
                for (k, r) in [("first", first), ("last", last)] {
                    if let Some(r) = r {
                        put(k, record_json(r));
                    }
                }
            }
            Summary::Grouped { rows, by, stats, first, last, min_row, max_row } => {
                put("type", json!("grouped"));
                put("rows", json!(rows));
                put("by", json!(by));
                if !stats.is_empty() {
                    put("stats", stats_json(stats));
                }
                for (k, r) in [("first", first), ("last", last), ("min_row", min_row), ("max_row", max_row)] {
                    if let Some(r) = r {
                        put(k, record_json(r));
                    }
                }
            }
        }
        Value::Object(m)
    }
}

/// A summary with the model text that presents it.
pub(super) struct Summarized {
    pub summary: Summary,
    pub text: String,
}

/// One aggregate: its value, counted over `rows_scanned` rows.
pub(super) fn scalar(v: &AggregateValue, rows_scanned: usize) -> Summarized {
    let value = any_to_json(&v.value, true);
    let mut text = format!("Result: {}", py_str(&value));
    if rows_scanned > 0 {
        text.push_str(&format!(" (from {rows_scanned} rows)"));
    }
    Summarized { summary: Summary::Scalar { value, rows_scanned }, text }
}

/// Several aggregates.
pub(super) fn dict(values: &[AggregateValue], rows_scanned: usize) -> Summarized {
    let values: Record =
        values.iter().map(|v| Field { name: v.name.clone(), value: any_to_json(&v.value, true) }).collect();
    let text = format!("Result: {}", kv_line(&values));
    Summarized { summary: Summary::Dict { values, rows_scanned }, text }
}

/// Rows: count, stats, first and last row.
pub(super) fn table(t: &OutTable, plan: &QueryPlan) -> Summarized {
    let stats = stats(t, plan);
    let mut lines = vec![format!("Result: {} rows", t.len())];
    for s in &stats {
        lines.push(format!(
            "  {}: min={}, max={}, mean={:.2}",
            s.column,
            py_str(&s.min),
            py_str(&s.max),
            s.mean.unwrap_or(0.0)
        ));
    }
    let names: Vec<String> = ["date".to_string(), "time".to_string()].into_iter().chain(map_names(plan)).collect();
    let (mut first, mut last) = (None, None);
    if !t.is_empty() {
        let r = record(t, 0, &names);
        if !r.is_empty() {
            lines.push(format!("  first: {}", kv_line(&r)));
            first = Some(r);
        }
        if t.len() > 1 {
            let r = record(t, t.len() - 1, &names);
            if !r.is_empty() {
                lines.push(format!("  last: {}", kv_line(&r)));
                last = Some(r);
            }
        }
    }
    Summarized { summary: Summary::Table { rows: t.len(), stats, first, last }, text: lines.join("\n") }
}

/// Groups: count, stats, first and last group, the min and max group by the
/// first aggregate column; also names that column for the chart.
pub(super) fn grouped(
    t: &OutTable,
    plan: &QueryPlan,
    keys: &[String],
    aggregates: &[String],
) -> (Summarized, Option<String>) {
    let by = keys.first().cloned().unwrap_or_default();
    let stats = stats(t, plan);
    let names: Vec<String> = keys.iter().cloned().chain(map_names(plan)).collect();
    let (mut first, mut last) = (None, None);
    if !t.is_empty() {
        first = Some(record(t, 0, &names));
        if t.len() > 1 {
            last = Some(record(t, t.len() - 1, &names));
        }
    }
    let aggregate =
        t.columns.iter().map(|c| c.name.clone()).find(|c| !keys.contains(c)).or_else(|| aggregates.first().cloned());
    let mut lines = vec![format!("Result: {} groups by {by}", t.len())];
    let (mut min_row, mut max_row) = (None, None);
    if let Some(agg) = &aggregate
        && let Some(ai) = t.index(agg)
    {
        let vals: Vec<(usize, f64)> = (0..t.len()).filter_map(|i| t.numeric(i, ai).map(|x| (i, x))).collect();
        // The first row holding the extreme wins ties.
        let pick = |better: fn(f64, f64) -> bool| {
            vals.iter().fold(None::<(usize, f64)>, |acc, &(i, x)| match acc {
                Some((_, b)) if !better(x, b) => acc,
                _ => Some((i, x)),
            })
        };
        let row_names: Vec<String> = keys.iter().cloned().chain([agg.clone()]).collect();
        if let Some((i, _)) = pick(|x, b| x < b) {
            let r = record(t, i, &row_names);
            lines.push(format!("  min: {}", kv_line(&r)));
            min_row = Some(r);
        }
        if let Some((i, _)) = pick(|x, b| x > b) {
            let r = record(t, i, &row_names);
            lines.push(format!("  max: {}", kv_line(&r)));
            max_row = Some(r);
        }
    }
    let summary = Summary::Grouped { rows: t.len(), by, stats, first, last, min_row, max_row };
    (Summarized { summary, text: lines.join("\n") }, aggregate)
}

fn map_names(plan: &QueryPlan) -> Vec<String> {
    plan.maps().into_iter().map(|m| m.name).collect()
}

fn json_num(x: f64) -> Value {
    if x.fract() == 0.0 && x.abs() < 1e15 { json!(x as i64) } else { float_value(x) }
}

/// `{min, max, mean}` of the map columns and the sort column.
fn stats(t: &OutTable, plan: &QueryPlan) -> Vec<ColumnStats> {
    let mut wanted = map_names(plan);
    if let Some(s) = plan.final_sort()
        && !wanted.contains(&s.column)
    {
        wanted.push(s.column.clone());
    }
    let mut out = Vec::new();
    if t.is_empty() {
        return out;
    }
    for name in wanted {
        let Some(i) = t.index(&name) else { continue };
        let vals: Vec<(f64, usize)> = (0..t.len()).filter_map(|r| t.numeric(r, i).map(|x| (x, r))).collect();
        if vals.is_empty() {
            continue;
        }
        let min = vals.iter().map(|v| v.0).fold(f64::INFINITY, f64::min);
        let max = vals.iter().map(|v| v.0).fold(f64::NEG_INFINITY, f64::max);
        let mean = stat_mean(vals.iter().map(|v| v.0).sum::<f64>() / vals.len() as f64);
        let as_val = |x: f64| vals.iter().find(|v| v.0 == x).map(|v| t.value(v.1, i)).unwrap_or_else(|| json_num(x));
        out.push(ColumnStats {
            column: name,
            min: as_val(min),
            max: as_val(max),
            mean: (!mean.is_nan()).then_some(mean),
        });
    }
    out
}

/// A column mean as the summary shows it: the spec's `round(avg, 2)` with
/// the platform's one rounding routine (NumPy's, ties to even).
fn stat_mean(mean: f64) -> f64 {
    round_half_even(mean, 2)
}

fn record(t: &OutTable, row: usize, names: &[String]) -> Record {
    names.iter().filter_map(|n| t.index(n).map(|i| Field { name: n.clone(), value: t.value(row, i) })).collect()
}

fn kv_line(r: &Record) -> String {
    r.iter().map(|f| format!("{}={}", f.name, py_str(&f.value))).collect::<Vec<_>>().join(", ")
}

/// Python's `str()` of a JSON value, for the model text.
pub fn py_str(v: &Value) -> String {
    match v {
        Value::Null => "None".into(),
        Value::Bool(true) => "True".into(),
        Value::Bool(false) => "False".into(),
        Value::Number(n) if n.is_f64() => py_float(n.as_f64().unwrap_or(f64::NAN)),
        Value::Number(n) => n.to_string(),
        // ±inf travel as the JSON strings; the model reads Python's spelling.
        Value::String(s) if s == INFINITY => "inf".into(),
        Value::String(s) if s == NEG_INFINITY => "-inf".into(),
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stat_means_round_like_numpy() {
        // np.round(x, 2) for each x (ties to even on the scaled double).
        for (x, numpy) in [(0.125, 0.12), (0.625, 0.62), (2.675, 2.68), (1.005, 1.0), (-0.125, -0.12)] {
            assert_eq!(stat_mean(x), numpy, "{x}");
        }
        assert!(stat_mean(f64::NAN).is_nan());
    }

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
    fn summary_json_keeps_the_documented_shape_and_order() {
        let field = |n: &str, v: Value| Field { name: n.into(), value: v };
        let s = Summary::Grouped {
            rows: 2,
            by: "wd".into(),
            stats: vec![ColumnStats { column: "r".into(), min: json!(1), max: json!(2.5), mean: None }],
            first: Some(vec![]),
            last: None,
            min_row: Some(vec![field("wd", json!("Monday")), field("r", json!(1))]),
            max_row: None,
        };
        let j = s.to_json();
        assert_eq!(
            j,
            json!({"type": "grouped", "rows": 2, "by": "wd", "stats": {"r": {"min": 1, "max": 2.5, "mean": null}},
                   "first": {}, "min_row": {"wd": "Monday", "r": 1}})
        );
        let keys: Vec<&String> = j.as_object().unwrap().keys().collect();
        assert_eq!(keys, ["type", "rows", "by", "stats", "first", "min_row"]);
        assert_eq!(
            Summary::Scalar { value: json!(1.5), rows_scanned: 3 }.to_json(),
            json!({"type": "scalar", "value": 1.5, "rows_scanned": 3})
        );
    }
}
