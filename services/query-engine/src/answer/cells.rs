//! The cells of one output column, kept in their computed type until they
//! are written. Building a `serde_json::Value` per cell — a heap string per
//! date and weekday name, a vector per row, all freed again — was most of a
//! grouped daily query's time (200 evidence rows: ~650 k of its ~1.07 M
//! instructions), although a caller reads the cells once, to write JSON or
//! protobuf. A cell becomes a `Value` only when asked for one
//! ([`Cells::value`]); [`CellJson`] writes it straight to a serializer with
//! the same text the `Value` would have written.

use std::borrow::Cow;

use serde::ser::{Serialize, Serializer};
use serde_json::Value;

use super::table::{ColType, INFINITY, NEG_INFINITY, cell_f64, date_digits, float_value, time_digits};

/// One column's cells.
#[derive(Debug, Clone)]
pub(crate) enum Cells {
    /// Floats as shown (already rounded where the table rounds): NaN is
    /// `null`, ±inf the strings `"Infinity"` / `"-Infinity"` ([`float_value`]).
    Float(Vec<f64>),
    /// Integers; `None` is `null`.
    Int(Vec<Option<i64>>),
    /// Booleans; `None` is `null`.
    Bool(Vec<Option<bool>>),
    /// Bar labels (naive µs) shown as `YYYY-MM-DD`; `None` is `null`.
    Date(Vec<Option<i64>>),
    /// Bar labels (naive µs) shown as `HH:MM`; `None` is `null`.
    Time(Vec<Option<i64>>),
    /// Text (display names are static); `None` is `null`.
    Text(Vec<Option<Cow<'static, str>>>),
    /// Any other cell, as its JSON value.
    Json(Vec<Value>),
}

impl Cells {
    /// Number of cells.
    pub(crate) fn len(&self) -> usize {
        match self {
            Cells::Float(v) => v.len(),
            Cells::Int(v) | Cells::Date(v) | Cells::Time(v) => v.len(),
            Cells::Bool(v) => v.len(),
            Cells::Text(v) => v.len(),
            Cells::Json(v) => v.len(),
        }
    }

    /// Cell `i` as a JSON value (what the table held before it kept types).
    pub(crate) fn value(&self, i: usize) -> Value {
        match self {
            Cells::Float(v) => float_value(v[i]),
            Cells::Int(v) => v[i].map_or(Value::Null, |x| Value::Number(x.into())),
            Cells::Bool(v) => v[i].map_or(Value::Null, Value::Bool),
            Cells::Date(v) => v[i].map_or(Value::Null, |us| Value::String(super::table::date_text(us))),
            Cells::Time(v) => v[i].map_or(Value::Null, |us| Value::String(super::table::time_text(us))),
            Cells::Text(v) => v[i].as_ref().map_or(Value::Null, |s| Value::String(s.to_string())),
            Cells::Json(v) => v[i].clone(),
        }
    }

    /// The number cell `i` counts as in stats and min/max: numbers, ±inf in
    /// a float column, booleans as 0/1; `None` for text and `null`.
    pub(crate) fn numeric(&self, i: usize, kind: ColType) -> Option<f64> {
        match self {
            Cells::Float(v) => {
                let x = v[i];
                (!x.is_nan() && (x.is_finite() || kind == ColType::Float)).then_some(x)
            }
            Cells::Int(v) => v[i].map(|x| x as f64),
            Cells::Bool(v) => v[i].map(|b| f64::from(u8::from(b))),
            Cells::Date(_) | Cells::Time(_) | Cells::Text(_) | Cells::Json(_) => numeric_value(&self.value(i), kind),
        }
    }
}

/// [`Cells::numeric`] of a JSON cell.
pub(crate) fn numeric_value(v: &Value, kind: ColType) -> Option<f64> {
    match v {
        Value::Bool(b) => Some(f64::from(u8::from(*b))),
        Value::String(_) if kind != ColType::Float => None,
        other => cell_f64(other),
    }
}

/// Cell `.1` of `.0`, written as its JSON value would be.
pub(crate) struct CellJson<'a>(pub &'a Cells, pub usize);

impl Serialize for CellJson<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let i = self.1;
        match self.0 {
            Cells::Float(v) => {
                let x = v[i];
                if x.is_finite() {
                    s.serialize_f64(x)
                } else if x == f64::INFINITY {
                    s.serialize_str(INFINITY)
                } else if x == f64::NEG_INFINITY {
                    s.serialize_str(NEG_INFINITY)
                } else {
                    s.serialize_unit()
                }
            }
            Cells::Int(v) => match v[i] {
                Some(x) => s.serialize_i64(x),
                None => s.serialize_unit(),
            },
            Cells::Bool(v) => match v[i] {
                Some(b) => s.serialize_bool(b),
                None => s.serialize_unit(),
            },
            Cells::Date(v) => match v[i] {
                None => s.serialize_unit(),
                Some(us) => match date_digits(us) {
                    Some(d) => s.serialize_str(std::str::from_utf8(&d).expect("ASCII digits")),
                    None => s.serialize_str(&super::table::date_text(us)),
                },
            },
            Cells::Time(v) => match v[i] {
                None => s.serialize_unit(),
                Some(us) => s.serialize_str(std::str::from_utf8(&time_digits(us)).expect("ASCII digits")),
            },
            Cells::Text(v) => match v[i].as_deref() {
                Some(t) => s.serialize_str(t),
                None => s.serialize_unit(),
            },
            Cells::Json(v) => v[i].serialize(s),
        }
    }
}
