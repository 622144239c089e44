//! Typed values: a JSON value is parsed into the kind of the column it is
//! compared with (uuid, number, text, date), and date text into an instant or
//! a calendar period in the configured time zone.

use chrono::{DateTime, NaiveDate, NaiveDateTime, TimeZone, Utc};
use chrono_tz::Tz;
use serde_json::Value;
use uuid::Uuid;

use super::MAX_TEXT_CHARS;
use super::types::{Path, Scalar};
use crate::catalog::ValueKind;
use crate::error::{ErrorCode, QueryError};
use barb_common::input::quote;

pub(super) fn invalid_value(location: &str, message: impl Into<String>, hint: impl Into<String>) -> QueryError {
    QueryError::new(ErrorCode::InvalidValue, location, message, hint)
}

pub(super) fn type_hint(kind: ValueKind) -> &'static str {
    match kind {
        ValueKind::Uuid => "a UUID string like \"6f1c2c1e-4c1a-4d6e-9a59-2b8f3c0d1e2f\"",
        ValueKind::Date => {
            "a date string: \"2024-11-05\" (that day), \"2024-11\" (that month), \"2024\" (that year) \
             or an RFC 3339 instant like \"2024-11-05T18:30:00+03:00\""
        }
        ValueKind::Number => "a JSON number like 89.99",
        ValueKind::Text => "a JSON string",
    }
}

pub(super) fn wrong_type(path: &Path, location: &str, got: &Value) -> QueryError {
    let kind = path.column.ty.kind();
    let got = match got {
        Value::Null => "null".to_string(),
        Value::Bool(_) => "a boolean".to_string(),
        Value::Number(n) => format!("the number {n}"),
        Value::String(s) => format!("the string \"{}\"", quote(s)),
        Value::Array(_) => "a list".to_string(),
        Value::Object(_) => "an object".to_string(),
    };
    invalid_value(
        location,
        format!("{} is a {} column; got {got}", path.text, kind.name()),
        format!("use {}", type_hint(kind)),
    )
}

pub(super) fn parse_scalar(path: &Path, v: &Value, location: &str, tz: Tz) -> Result<Scalar, QueryError> {
    let kind = path.column.ty.kind();
    match (kind, v) {
        (ValueKind::Text, Value::String(s)) => {
            if s.chars().count() > MAX_TEXT_CHARS {
                return Err(QueryError::new(
                    ErrorCode::QueryTooLarge,
                    location,
                    format!(
                        "the text value has {} characters; at most {MAX_TEXT_CHARS} are allowed",
                        s.chars().count()
                    ),
                    "use a shorter value or an ILIKE pattern",
                ));
            }
            if s.contains('\0') {
                return Err(invalid_value(location, "text values cannot contain the NUL character", "remove it"));
            }
            Ok(Scalar::Text(s.clone()))
        }
        (ValueKind::Uuid, Value::String(s)) => {
            Uuid::try_parse(s.trim()).map(Scalar::Uuid).map_err(|_| wrong_type(path, location, v))
        }
        (ValueKind::Number, Value::Number(n)) => {
            number_text(n).map(Scalar::Number).ok_or_else(|| wrong_type(path, location, v))
        }
        (ValueKind::Number, Value::String(s)) => {
            let t = s.trim();
            if is_decimal(t) { Ok(Scalar::Number(t.to_string())) } else { Err(wrong_type(path, location, v)) }
        }
        (ValueKind::Date, Value::String(s)) => parse_date(s.trim(), tz).ok_or_else(|| wrong_type(path, location, v)),
        _ => Err(wrong_type(path, location, v)),
    }
}

pub(super) fn number_text(n: &serde_json::Number) -> Option<String> {
    if let Some(i) = n.as_i64() {
        return Some(i.to_string());
    }
    if let Some(u) = n.as_u64() {
        return Some(u.to_string());
    }
    n.as_f64().filter(|f| f.is_finite()).map(|f| format!("{f}"))
}

/// `-12`, `3.5`, `.5` style decimals (no exponent), at most 40 characters.
pub(super) fn is_decimal(s: &str) -> bool {
    let digits = s.strip_prefix('-').or_else(|| s.strip_prefix('+')).unwrap_or(s);
    let (int, frac) = digits.split_once('.').unwrap_or((digits, ""));
    !s.is_empty()
        && s.len() <= 40
        && (!int.is_empty() || !frac.is_empty())
        && int.bytes().all(|b| b.is_ascii_digit())
        && frac.bytes().all(|b| b.is_ascii_digit())
        && (digits.contains('.') || !int.is_empty())
        && !(digits.ends_with('.') && frac.is_empty() && int.is_empty())
}

/// Parses a date value: `YYYY`, `YYYY-MM`, `YYYY-MM-DD` (periods in `tz`),
/// naive `YYYY-MM-DD[T ]HH:MM[:SS]` (in `tz`) or RFC 3339 (exact).
pub fn parse_date(s: &str, tz: Tz) -> Option<Scalar> {
    let b = s.as_bytes();
    let digits = |r: std::ops::Range<usize>| b.get(r.clone()).is_some_and(|x| x.iter().all(u8::is_ascii_digit));
    let local_start = |d: NaiveDate| -> Option<DateTime<Utc>> {
        tz.from_local_datetime(&d.and_hms_opt(0, 0, 0)?).earliest().map(|t| t.with_timezone(&Utc))
    };
    let period = |start: NaiveDate, end: NaiveDate| -> Option<Scalar> {
        Some(Scalar::Period { start: local_start(start)?, end: local_start(end)? })
    };
    match b.len() {
        4 if digits(0..4) => {
            let y: i32 = s.parse().ok()?;
            if y < 1 {
                return None;
            }
            period(NaiveDate::from_ymd_opt(y, 1, 1)?, NaiveDate::from_ymd_opt(y + 1, 1, 1)?)
        }
        7 if digits(0..4) && b[4] == b'-' && digits(5..7) => {
            let y: i32 = s[..4].parse().ok()?;
            let m: u32 = s[5..].parse().ok()?;
            let start = NaiveDate::from_ymd_opt(y, m, 1)?;
            if y < 1 {
                return None;
            }
            period(start, start.checked_add_months(chrono::Months::new(1))?)
        }
        10 => {
            let d = NaiveDate::parse_from_str(s, "%Y-%m-%d").ok()?;
            if !digits(0..4) || d.format("%Y").to_string().len() != 4 || s[..4] == *"0000" {
                return None;
            }
            period(d, d.succ_opt()?)
        }
        _ => {
            if !digits(0..4) || s[..4] == *"0000" {
                return None;
            }
            if let Ok(t) = DateTime::parse_from_rfc3339(s) {
                return Some(Scalar::Instant(t.with_timezone(&Utc)));
            }
            for f in ["%Y-%m-%dT%H:%M:%S", "%Y-%m-%d %H:%M:%S", "%Y-%m-%dT%H:%M", "%Y-%m-%d %H:%M"] {
                if let Ok(naive) = NaiveDateTime::parse_from_str(s, f) {
                    return tz.from_local_datetime(&naive).earliest().map(|t| Scalar::Instant(t.with_timezone(&Utc)));
                }
            }
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::ErrorCode;
    use crate::plan::parse;
    use crate::plan::test_support::{err, tz};
    use serde_json::json;

    #[test]
    fn values_are_type_checked() {
        for (column, value) in [
            ("total", json!("abc")),
            ("total", json!(true)),
            ("id", json!("not-a-uuid")),
            ("date", json!("yesterday")),
            ("date", json!("2024-13-01")),
            ("shop", json!(5)),
            ("shop", json!({"a": 1})),
        ] {
            let e = err(json!({"table": "receipts", "where": [{"column": column, "op": "=", "value": value}]}));
            assert_eq!(e.code, ErrorCode::InvalidValue, "{column} {value}: {e:?}");
            assert_eq!(e.location, "where[0].value");
        }
        let e = err(json!({"table": "receipts", "where": [{"column": "shop", "op": "=", "value": null}]}));
        assert!(e.hint.contains("IS NULL"));
        let e = err(json!({"table": "receipts", "where": [{"column": "shop", "op": "IN", "value": "АШАН"}]}));
        assert_eq!(e.code, ErrorCode::InvalidValue);
        let e = err(json!({"table": "receipts", "where": [{"column": "shop", "op": "ILIKE", "value": "a\\"}]}));
        assert_eq!(e.code, ErrorCode::InvalidValue);
        assert!(
            parse(&json!({"table": "receipts", "where": [{"column": "total", "op": ">", "value": "12.50"}]}), tz())
                .is_ok()
        );
    }

    #[test]
    fn date_values_become_periods_in_the_time_zone() {
        let Some(Scalar::Period { start, end }) = parse_date("2024-11", tz()) else { panic!("month") };
        assert_eq!(start.to_rfc3339(), "2024-10-31T21:00:00+00:00");
        assert_eq!(end.to_rfc3339(), "2024-11-30T21:00:00+00:00");
        let Some(Scalar::Period { start, end }) = parse_date("2024-11-05", tz()) else { panic!("day") };
        assert_eq!((end - start).num_hours(), 24);
        assert!(matches!(parse_date("2024", tz()), Some(Scalar::Period { .. })));
        let Some(Scalar::Instant(t)) = parse_date("2024-11-05T10:00:00+03:00", tz()) else { panic!("instant") };
        assert_eq!(t.to_rfc3339(), "2024-11-05T07:00:00+00:00");
        let Some(Scalar::Instant(t)) = parse_date("2024-11-05 10:00", tz()) else { panic!("naive") };
        assert_eq!(t.to_rfc3339(), "2024-11-05T07:00:00+00:00");
        for bad in ["0000-01-01", "2024-1-5", "20241105", "+12024-01-01", "2024-02-30", "0000"] {
            assert_eq!(parse_date(bad, tz()), None, "{bad}");
        }
    }

    #[test]
    fn decimal_strings() {
        for ok in ["1", "-1", "1.5", ".5", "+2", "0.00"] {
            assert!(is_decimal(ok), "{ok}");
        }
        for bad in ["", ".", "-", "1e5", "1.2.3", "1,5", "NaN", "inf", "1 ", "--1"] {
            assert!(!is_decimal(bad), "{bad}");
        }
    }
}
