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
use std::borrow::Cow;

use super::cells::Cells;

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

/// A serialized table: typed columns and their cells, kept by type until
/// they are written ([`Cells`]); [`OutTable::value`] gives a cell as JSON.
#[derive(Debug, Clone, Default)]
pub struct OutTable {
    /// Columns in order.
    pub columns: Vec<TableColumn>,
    /// The cells of each column (in `columns` order), `height` each.
    cells: Vec<Cells>,
    /// Row count.
    height: usize,
}

impl OutTable {
    /// A table of JSON rows (each as long as `columns`; a missing cell is `null`).
    pub fn from_rows(columns: Vec<TableColumn>, rows: Vec<Vec<Value>>) -> OutTable {
        let height = rows.len();
        let mut cells: Vec<Vec<Value>> = columns.iter().map(|_| Vec::with_capacity(height)).collect();
        for row in rows {
            let mut row = row.into_iter();
            for col in &mut cells {
                col.push(row.next().unwrap_or(Value::Null));
            }
        }
        OutTable { columns, cells: cells.into_iter().map(Cells::Json).collect(), height }
    }
    /// Rows as JSON objects (`[{col: value, …}, …]`, [`super::json::Records`]).
    pub fn records(&self) -> Value {
        serde_json::to_value(super::json::Records(self)).expect("a table is plain JSON: string keys, finite numbers")
    }
    /// Position of column `name`.
    pub fn index(&self, name: &str) -> Option<usize> {
        self.columns.iter().position(|c| c.name == name)
    }
    /// Row count.
    pub fn len(&self) -> usize {
        self.height
    }
    /// No rows.
    pub fn is_empty(&self) -> bool {
        self.height == 0
    }
    /// The cell of `row` in column `col`, as JSON.
    pub fn value(&self, row: usize, col: usize) -> Value {
        self.cells[col].value(row)
    }
    /// Row `i` as JSON cells in column order.
    pub fn row(&self, i: usize) -> Vec<Value> {
        self.cells.iter().map(|c| c.value(i)).collect()
    }
    /// Every row as JSON cells in column order.
    pub fn rows(&self) -> Vec<Vec<Value>> {
        (0..self.height).map(|i| self.row(i)).collect()
    }
    /// The number the cell of `row` in column `col` counts as in stats:
    /// numbers, ±inf in a float column, booleans as 0/1.
    pub(crate) fn numeric(&self, row: usize, col: usize) -> Option<f64> {
        self.cells[col].numeric(row, self.columns[col].kind)
    }
    /// The cells of column `col`.
    pub(crate) fn cells(&self, col: usize) -> &Cells {
        &self.cells[col]
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

/// `YYYY-MM-DD` of a bar label (naive µs), as chrono's `%Y-%m-%d` writes it.
pub fn date_text(us: i64) -> String {
    match date_digits(us) {
        Some(d) => String::from_utf8_lossy(&d).into_owned(),
        None => datetime_from_micros(us).format("%Y-%m-%d").to_string(),
    }
}

/// The ASCII of [`date_text`] for years 0–9999 (days to a civil date by
/// Hinnant's algorithm: no formatter and no allocation per cell); `None`
/// outside them.
pub fn date_digits(us: i64) -> Option<[u8; 10]> {
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
    if !(0..=9999).contains(&y) {
        return None;
    }
    let mut out = *b"0000-00-00";
    put_digits(&mut out[0..4], y);
    put_digits(&mut out[5..7], m);
    put_digits(&mut out[8..10], d);
    Some(out)
}

/// `HH:MM` of a bar label (naive µs).
pub fn time_text(us: i64) -> String {
    String::from_utf8_lossy(&time_digits(us)).into_owned()
}

/// The ASCII of [`time_text`].
pub fn time_digits(us: i64) -> [u8; 5] {
    let minute = us.div_euclid(60_000_000).rem_euclid(1440);
    let mut out = *b"00:00";
    put_digits(&mut out[0..2], minute / 60);
    put_digits(&mut out[3..5], minute % 60);
    out
}

/// Writes the last `out.len()` decimal digits of `v` (0 ≤ v), zero-padded —
/// what `{v:0width$}` writes for values below 10^width, without the
/// formatting machinery.
fn put_digits(out: &mut [u8], mut v: i64) {
    for slot in out.iter_mut().rev() {
        *slot = b'0' + (v % 10) as u8;
        v /= 10;
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

/// `HH:00-HH:59` for the hours of a day (the display name of `hour()`).
static HOURS: std::sync::LazyLock<Vec<String>> =
    std::sync::LazyLock::new(|| (0..24).map(|n| format!("{n:02}:00-{n:02}:59")).collect());

/// Display names for a map column whose expression is exactly
/// `dayofweek()`, `month()` or `hour()`: `None` when the expression is
/// another and a cell holds a value, or a non-null cell is not an integer
/// with a name.
fn display(text: &str, cells: &Cells) -> Option<Cells> {
    use barb_common::calendar::{MONTH_NAMES, WEEKDAY_NAMES};
    let name: fn(i64) -> Option<Cow<'static, str>> = match text.trim() {
        "dayofweek()" => |n| WEEKDAY_NAMES.get(n as usize).map(|s| Cow::Borrowed(*s)),
        "month()" => |n| MONTH_NAMES.get((n - 1) as usize).map(|s| Cow::Borrowed(*s)),
        "hour()" => |n| match HOURS.get(n as usize) {
            Some(h) => Some(Cow::Borrowed(h.as_str())),
            None => Some(Cow::Owned(format!("{n:02}:00-{n:02}:59"))),
        },
        // Any other expression: a column with no value at all (or no rows)
        // still becomes text, as when every cell went through the naming.
        _ => {
            let all_null = (0..cells.len()).all(|i| cells.value(i).is_null());
            return all_null.then(|| Cells::Text(vec![None; cells.len()]));
        }
    };
    let named: Option<Vec<Option<Cow<'static, str>>>> = match cells {
        Cells::Int(v) => v.iter().map(|x| x.map_or(Some(None), |n| name(n).map(Some))).collect(),
        other => (0..other.len())
            .map(|i| match other.value(i) {
                Value::Null => Some(None),
                v => name(v.as_i64()?).map(Some),
            })
            .collect(),
    };
    named.map(Cells::Text)
}

/// A float column's values as shown (rounded unless `exact`), NaN where missing.
fn floats(ca: &Float64Chunked, exact: bool) -> Vec<f64> {
    let shown = |x: f64| if exact { x } else { round4(x) };
    let mut out = Vec::with_capacity(ca.len());
    for arr in ca.downcast_iter() {
        let values = arr.values().as_slice();
        match arr.validity().filter(|m| m.unset_bits() > 0) {
            None => out.extend(values.iter().map(|&x| shown(x))),
            Some(valid) => {
                out.extend(values.iter().zip(valid.iter()).map(|(&x, ok)| if ok { shown(x) } else { f64::NAN }))
            }
        }
    }
    out
}

/// An integer column's values, `None` where missing (chunk by chunk, a
/// bulk copy where nothing is missing).
fn ints(ca: &Int64Chunked) -> Vec<Option<i64>> {
    let mut out = Vec::with_capacity(ca.len());
    for arr in ca.downcast_iter() {
        let values = arr.values().as_slice();
        match arr.validity().filter(|m| m.unset_bits() > 0) {
            None => out.extend(values.iter().map(|&x| Some(x))),
            Some(valid) => out.extend(values.iter().zip(valid.iter()).map(|(&x, ok)| ok.then_some(x))),
        }
    }
    out
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
            let ts = ints(c.datetime()?.physical());
            if timeframe.intraday() {
                cols.push(Built { name: "date".into(), kind: ColType::Date, cells: Cells::Date(ts.clone()) });
                cols.push(Built { name: "time".into(), kind: ColType::Time, cells: Cells::Time(ts) });
            } else {
                cols.push(Built { name: "date".into(), kind: ColType::Date, cells: Cells::Date(ts) });
            }
            continue;
        }
        let exact = EXACT.contains(&name.as_str());
        let s = c.as_materialized_series();
        let cells = match s.dtype() {
            DataType::Float64 => Cells::Float(floats(s.f64()?, exact)),
            DataType::Float32 => Cells::Float(floats(s.cast(&DataType::Float64)?.f64()?, exact)),
            // Every integer type but u64 fits an i64 (a u64 stays a JSON cell).
            dt if dt.is_integer() && dt != &DataType::UInt64 => Cells::Int(ints(s.cast(&DataType::Int64)?.i64()?)),
            DataType::Boolean => Cells::Bool(s.bool()?.iter().collect()),
            _ => Cells::Json(s.iter().map(|v| any_to_json(&v, exact)).collect()),
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
        if let Some(c) = order.iter_mut().find(|c| c.name == m.name)
            && let Some(named) = display(&m.text, &c.cells)
        {
            c.cells = named;
            c.kind = ColType::Str;
        }
    }
    Ok(to_table(order, height))
}

/// A column while the table is being built.
struct Built {
    name: String,
    kind: ColType,
    cells: Cells,
}

/// The table of the built columns (each `height` cells long).
fn to_table(cols: Vec<Built>, height: usize) -> OutTable {
    let mut columns = Vec::with_capacity(cols.len());
    let mut cells = Vec::with_capacity(cols.len());
    for c in cols {
        debug_assert_eq!(c.cells.len(), height, "column {} is not {height} cells long", c.name);
        columns.push(TableColumn { name: c.name, kind: c.kind });
        cells.push(c.cells);
    }
    OutTable { columns, cells, height }
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
