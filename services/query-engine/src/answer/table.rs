//! The output table: a computed frame as typed columns of JSON cells —
//! column order (date, time, group keys, map columns, OHLCV, the rest) or the
//! requested `columns`, dates and times as text, non-OHLCV floats rounded to 4
//! decimals (NumPy's rounding, the one `round()` uses), NaN as `null`, ±inf
//! as `"Infinity"` / `"-Infinity"`, and display names for map columns that are
//! exactly `dayofweek()`, `month()` or `hour()`. Also used for evidence rows.

use barb_script::dates::{date_string, datetime_from_micros};
use barb_script::market::{TS, Timeframe};
use barb_script::rounding::round_half_even;
use barb_script::{QueryPlan, Result};
use polars::prelude::*;
use serde_json::{Number, Value, json};

/// How +inf is written in JSON.
pub const INFINITY: &str = "Infinity";
/// How −inf is written in JSON.
pub const NEG_INFINITY: &str = "-Infinity";

/// Columns whose floats are kept exactly (prices and volume).
const EXACT: [&str; 5] = ["open", "high", "low", "close", "volume"];

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

/// A column of an [`OutTable`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableColumn {
    /// Name.
    pub name: String,
    /// Type of its cells.
    pub kind: ColType,
}

/// A serialized table: typed columns and JSON cell values.
#[derive(Debug, Clone, Default)]
pub struct OutTable {
    /// Columns in order.
    pub columns: Vec<TableColumn>,
    /// Rows of cells in column order.
    pub rows: Vec<Vec<Value>>,
}

impl OutTable {
    /// Rows as JSON objects (`[{col: value, …}, …]`, [`super::json::Records`]).
    pub fn records(&self) -> Value {
        serde_json::to_value(super::json::Records(self)).expect("a table is plain JSON: string keys, finite numbers")
    }
    /// Position of column `name`.
    pub fn index(&self, name: &str) -> Option<usize> {
        self.columns.iter().position(|c| c.name == name)
    }
}

/// The 4-decimal display rounding: the platform's one rounding routine
/// ([`round_half_even`], NumPy's), with −0 shown as 0.
fn round4(x: f64) -> f64 {
    let r = round_half_even(x, 4);
    if r == 0.0 { 0.0 } else { r }
}

/// A JSON number; NaN is `null` and ±inf the strings `"Infinity"` /
/// `"-Infinity"` (the proto3 JSON convention), so the sign is not lost.
pub fn float_value(x: f64) -> Value {
    match Number::from_f64(x) {
        Some(n) => Value::Number(n),
        None if x == f64::INFINITY => Value::String(INFINITY.into()),
        None if x == f64::NEG_INFINITY => Value::String(NEG_INFINITY.into()),
        None => Value::Null,
    }
}

/// The number a float cell holds: a JSON number, or ±inf for the strings
/// [`float_value`] writes for them.
pub fn cell_f64(v: &Value) -> Option<f64> {
    match v {
        Value::Number(n) => n.as_f64(),
        Value::String(s) if s == INFINITY => Some(f64::INFINITY),
        Value::String(s) if s == NEG_INFINITY => Some(f64::NEG_INFINITY),
        _ => None,
    }
}

/// A float cell, rounded to 4 decimals unless `exact`.
fn float_cell(x: f64, exact: bool) -> Value {
    float_value(if exact { x } else { round4(x) })
}

/// `YYYY-MM-DD` of a bar label (naive µs), as chrono's `%Y-%m-%d` writes it
/// (days to a civil date by Hinnant's algorithm: no formatter per cell).
pub fn date_text(us: i64) -> String {
    let days = us.div_euclid(86_400_000_000);
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    if (0..=9999).contains(&y) {
        let mut out = String::with_capacity(10);
        push_digits(&mut out, y, 4);
        out.push('-');
        push_digits(&mut out, m, 2);
        out.push('-');
        push_digits(&mut out, d, 2);
        out
    } else {
        datetime_from_micros(us).format("%Y-%m-%d").to_string()
    }
}

/// `HH:MM` of a bar label (naive µs).
pub fn time_text(us: i64) -> String {
    let minute = us.div_euclid(60_000_000).rem_euclid(1440);
    let mut out = String::with_capacity(5);
    push_digits(&mut out, minute / 60, 2);
    out.push(':');
    push_digits(&mut out, minute % 60, 2);
    out
}

/// Appends the last `width` decimal digits of `v` (0 ≤ v), zero-padded —
/// what `{v:0width$}` writes for values below 10^width, without the
/// formatting machinery (a few hundred instructions per cell of every
/// evidence row).
fn push_digits(out: &mut String, v: i64, width: u32) {
    for p in (0..width).rev() {
        let digit = (v / 10i64.pow(p)) % 10;
        out.push(char::from(b'0' + digit as u8));
    }
}

/// A cell; floats are rounded to 4 decimals unless `exact`.
pub fn any_to_json(v: &AnyValue, exact: bool) -> Value {
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
        AnyValue::Float64(x) => float_value(if exact { *x } else { round4(*x) }),
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
    use barb_common::calendar::{MONTH_NAMES, WEEKDAY_NAMES};
    let n = v.as_i64()?;
    match text.trim() {
        "dayofweek()" => WEEKDAY_NAMES.get(n as usize).map(|s| json!(s)),
        "month()" => MONTH_NAMES.get((n - 1) as usize).map(|s| json!(s)),
        "hour()" => Some(json!(format!("{n:02}:00-{n:02}:59"))),
        _ => None,
    }
}

/// Serializes a frame of `timeframe` bars as the output table (also used
/// for evidence rows); `keys` are group keys, shown after the date.
pub fn prepare(
    frame: &DataFrame,
    timeframe: Timeframe,
    plan: &QueryPlan,
    keys: &[String],
    max_rows: Option<usize>,
) -> Result<OutTable> {
    let df = match max_rows {
        Some(n) => frame.head(Some(n)),
        None => frame.clone(),
    };
    let height = df.height();
    let mut cols: Vec<Built> = Vec::new();
    for c in df.columns() {
        let name = c.name().to_string();
        if name.starts_with("__") {
            continue;
        }
        if name == TS {
            let ts = c.datetime()?.physical().clone();
            let cells = |f: fn(i64) -> String| -> Vec<Value> {
                ts.iter().map(|v| v.map_or(Value::Null, |us| Value::String(f(us)))).collect()
            };
            cols.push(Built { name: "date".into(), kind: ColType::Date, cells: cells(date_text) });
            if timeframe.intraday() {
                cols.push(Built { name: "time".into(), kind: ColType::Time, cells: cells(time_text) });
            }
            continue;
        }
        let exact = EXACT.contains(&name.as_str());
        let s = c.as_materialized_series();
        let cells: Vec<Value> = match s.dtype() {
            // The common column types without a per-cell AnyValue.
            DataType::Float64 => s.f64()?.iter().map(|v| v.map_or(Value::Null, |x| float_cell(x, exact))).collect(),
            DataType::Int64 => s.i64()?.iter().map(|v| v.map_or(Value::Null, |x| Value::Number(x.into()))).collect(),
            DataType::Boolean => s.bool()?.iter().map(|v| v.map_or(Value::Null, Value::Bool)).collect(),
            _ => s.iter().map(|v| any_to_json(&v, exact)).collect(),
        };
        cols.push(Built { name, kind: col_type(s.dtype()), cells });
    }
    let maps = plan.maps();
    let take = |cols: &mut Vec<Built>, name: &str| cols.iter().position(|c| c.name == name).map(|i| cols.remove(i));
    if let Some(wanted) = plan.columns()
        && wanted.iter().any(|w| cols.iter().any(|c| &c.name == w))
    {
        let mut picked = Vec::new();
        for w in wanted {
            if let Some(c) = take(&mut cols, w) {
                picked.push(c);
            }
        }
        return Ok(to_table(picked, height));
    }
    let mut order: Vec<Built> = Vec::new();
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
        if let Some(c) = order.iter_mut().find(|c| c.name == m.name) {
            let formatted: Option<Vec<Value>> =
                c.cells.iter().map(|v| if v.is_null() { Some(Value::Null) } else { display(&m.text, v) }).collect();
            if let Some(f) = formatted {
                c.cells = f;
                c.kind = ColType::Str;
            }
        }
    }
    Ok(to_table(order, height))
}

/// A column while the table is being built.
struct Built {
    name: String,
    kind: ColType,
    cells: Vec<Value>,
}

/// Rows from the built columns (each `height` cells long), the cells moved
/// into place rather than copied.
fn to_table(cols: Vec<Built>, height: usize) -> OutTable {
    let mut rows: Vec<Vec<Value>> = (0..height).map(|_| Vec::with_capacity(cols.len())).collect();
    let mut columns = Vec::with_capacity(cols.len());
    for c in cols {
        debug_assert_eq!(c.cells.len(), height, "column {} is not {height} cells long", c.name);
        for (row, cell) in rows.iter_mut().zip(c.cells) {
            row.push(cell);
        }
        columns.push(TableColumn { name: c.name, kind: c.kind });
    }
    OutTable { columns, rows }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounding_is_half_even_on_binary_values() {
        assert_eq!(round4(1.23455), 1.2346); // binary value is slightly above the tie
        assert_eq!(round4(0.00005), 0.0);
        assert_eq!(round4(2.00015), 2.0002);
        assert_eq!(round4(-0.00001).to_bits(), 0.0f64.to_bits());
    }

    #[test]
    fn date_and_time_text_match_chrono() {
        for us in [
            0i64,
            -1,
            86_400_000_000 * 19_782 + 9 * 3_600_000_000 + 30 * 60_000_000,
            951_782_400_000_000 - 1,
            4_102_444_800_000_000 + 59 * 60_000_000,
        ] {
            let dt = datetime_from_micros(us);
            assert_eq!(date_text(us), dt.format("%Y-%m-%d").to_string(), "{us}");
            assert_eq!(time_text(us), dt.format("%H:%M").to_string(), "{us}");
        }
        for day in -800_000i64..800_000 {
            let us = day * 86_400_000_000;
            if day % 997 == 0 {
                assert_eq!(date_text(us), datetime_from_micros(us).format("%Y-%m-%d").to_string(), "{day}");
            }
        }
    }

    #[test]
    fn non_finite_floats_keep_their_sign() {
        assert_eq!(any_to_json(&AnyValue::Float64(f64::INFINITY), false), json!("Infinity"));
        assert_eq!(any_to_json(&AnyValue::Float64(f64::NEG_INFINITY), true), json!("-Infinity"));
        assert_eq!(any_to_json(&AnyValue::Float64(f64::NAN), false), Value::Null);
        assert_eq!(cell_f64(&json!("-Infinity")), Some(f64::NEG_INFINITY));
        assert_eq!(cell_f64(&json!(1.5)), Some(1.5));
        assert_eq!(cell_f64(&json!("x")), None);
    }
}
