//! `where`: conditions of a column or path, an operator that fits the column's
//! type, and typed operands.

use chrono_tz::Tz;
use serde_json::Value;

use super::input::{as_array, check_keys, invalid, too_large};
use super::paths::{Usage, parse_path};
use super::types::{Filter, OPERATORS, Op, Operand, Path, Scalar, operators_for};
use super::values::{invalid_value, parse_scalar};
use super::{MAX_CONDITIONS, MAX_IN_VALUES};
use crate::catalog::Table;
use crate::error::{ErrorCode, QueryError};
use barb_common::input::did_you_mean_prefix;
use barb_common::input::quote;

pub(super) fn parse_where(table: &'static Table, v: Option<&Value>, tz: Tz) -> Result<Vec<Filter>, QueryError> {
    let items = match v {
        None | Some(Value::Null) => return Ok(Vec::new()),
        Some(Value::Object(_)) => {
            return Err(invalid(
                "where",
                "`where` must be a JSON array of conditions",
                "wrap the condition in a list: \"where\": [{\"column\": …, \"op\": …, \"value\": …}]",
            ));
        }
        Some(v) => {
            as_array(v, "where", "e.g. \"where\": [{\"column\": \"shop\", \"op\": \"=\", \"value\": \"АШАН\"}]")?
        }
    };
    if items.len() > MAX_CONDITIONS {
        return Err(too_large("where", items.len(), MAX_CONDITIONS));
    }
    items.iter().enumerate().map(|(i, item)| parse_condition(table, item, &format!("where[{i}]"), tz)).collect()
}

pub(super) fn parse_condition(table: &'static Table, v: &Value, location: &str, tz: Tz) -> Result<Filter, QueryError> {
    let obj = v.as_object().ok_or_else(|| {
        invalid(
            location,
            "a condition must be an object",
            "e.g. {\"column\": \"shop\", \"op\": \"=\", \"value\": \"АШАН\"}",
        )
    })?;
    check_keys(obj, &["column", "op", "value"], location)?;
    let column_at = format!("{location}.column");
    let path = match obj.get("column") {
        Some(c) => parse_path(table, c, &column_at, Usage::Filter)?,
        None => return Err(invalid(location, "the condition has no `column`", "add \"column\": \"<name>\"")),
    };
    let op_at = format!("{location}.op");
    let kind = path.column.ty.kind();
    let allowed = operators_for(kind);
    let op_text = match obj.get("op") {
        Some(Value::String(s)) => s.as_str(),
        Some(_) => return Err(invalid(&op_at, "`op` must be a string", format!("operators: {}", allowed.join(", ")))),
        None => {
            return Err(invalid(location, "the condition has no `op`", format!("operators: {}", allowed.join(", "))));
        }
    };
    let op = Op::parse(op_text).ok_or_else(|| {
        let extra = match op_text.split_whitespace().collect::<Vec<_>>().join(" ").to_uppercase().as_str() {
            "LIKE" | "CONTAINS" | "~" | "~*" => {
                "did you mean 'ILIKE'? (with % wildcards, case-insensitive) ".to_string()
            }
            "NOT IN" => "for several excluded values use one '!=' condition per value; ".to_string(),
            "=>" => "did you mean '>='? ".to_string(),
            "=<" => "did you mean '<='? ".to_string(),
            "NULL" | "IS" => "did you mean 'IS NULL'? ".to_string(),
            "NOT NULL" | "IS NOT" => "did you mean 'IS NOT NULL'? ".to_string(),
            _ => did_you_mean_prefix(op_text, OPERATORS.iter().copied()),
        };
        QueryError::new(
            ErrorCode::InvalidOperator,
            &op_at,
            format!("unknown operator '{}'", quote(op_text)),
            format!("{extra}operators for {} ({}): {}", path.text, kind.name(), allowed.join(", ")),
        )
    })?;
    if !allowed.contains(&op.as_str()) {
        return Err(QueryError::new(
            ErrorCode::InvalidOperator,
            &op_at,
            format!("operator {} does not apply to {} ({})", op.as_str(), path.text, kind.name()),
            format!("operators for {}: {}", kind.name(), allowed.join(", ")),
        ));
    }
    let operand = parse_operand(&path, op, obj.get("value"), &format!("{location}.value"), tz)?;
    Ok(Filter { path, op, operand })
}

pub(super) fn parse_operand(
    path: &Path,
    op: Op,
    v: Option<&Value>,
    location: &str,
    tz: Tz,
) -> Result<Operand, QueryError> {
    let value = v.unwrap_or(&Value::Null);
    match op {
        Op::IsNull | Op::IsNotNull => {
            if value.is_null() {
                Ok(Operand::None)
            } else {
                Err(invalid_value(location, format!("{} takes no value", op.as_str()), "remove `value`"))
            }
        }
        Op::In => {
            let Value::Array(items) = value else {
                return Err(invalid_value(
                    location,
                    format!("IN needs a JSON array of values for {}", path.text),
                    "e.g. \"value\": [\"АШАН\", \"Пятёрочка\"]",
                ));
            };
            if items.len() > MAX_IN_VALUES {
                return Err(too_large(location, items.len(), MAX_IN_VALUES));
            }
            let list = items
                .iter()
                .enumerate()
                .map(|(i, item)| parse_scalar(path, item, &format!("{location}[{i}]"), tz))
                .collect::<Result<Vec<_>, _>>()?;
            Ok(Operand::List(list))
        }
        _ => {
            let scalar = match value {
                Value::Null => {
                    return Err(invalid_value(
                        location,
                        format!("{} needs a value", op.as_str()),
                        "to match missing values use op \"IS NULL\" without a value",
                    ));
                }
                Value::Array(_) => {
                    return Err(invalid_value(
                        location,
                        format!("{} compares with one value, not a list", op.as_str()),
                        "use op \"IN\" for a list of values",
                    ));
                }
                v => parse_scalar(path, v, location, tz)?,
            };
            if op == Op::ILike
                && let Scalar::Text(pattern) = &scalar
            {
                check_like_pattern(pattern, location)?;
            }
            Ok(Operand::One(scalar))
        }
    }
}

/// PostgreSQL rejects a pattern ending in the escape character; say so instead of failing in SQL.
pub(super) fn check_like_pattern(pattern: &str, location: &str) -> Result<(), QueryError> {
    let trailing = pattern.chars().rev().take_while(|c| *c == '\\').count();
    if trailing % 2 == 1 {
        return Err(invalid_value(
            location,
            "an ILIKE pattern cannot end with a single backslash",
            "backslash escapes the next character; write '\\\\' for a literal backslash",
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::error::ErrorCode;
    use crate::plan::parse;
    use crate::plan::test_support::{err, tz};
    use serde_json::json;

    #[test]
    fn operators_are_checked_against_types() {
        let e = err(json!({"table": "receipts", "where": [{"column": "total", "op": "ILIKE", "value": "1%"}]}));
        assert_eq!(e.code, ErrorCode::InvalidOperator);
        assert!(e.hint.contains("operators for number: =, !=, >, <, >=, <=, IN, IS NULL, IS NOT NULL"), "{}", e.hint);
        let e = err(json!({"table": "receipts", "where": [{"column": "id", "op": ">", "value": "x"}]}));
        assert_eq!(e.code, ErrorCode::InvalidOperator);
        let e = err(json!({"table": "receipts", "where": [{"column": "shop", "op": "LIKE", "value": "x"}]}));
        assert!(e.hint.starts_with("did you mean 'ILIKE'?"), "{}", e.hint);
        let e = err(json!({"table": "receipts", "where": [{"column": "shop", "op": "=>", "value": "x"}]}));
        assert_eq!(e.code, ErrorCode::InvalidOperator);
        assert!(e.hint.starts_with("did you mean '>='?"), "{}", e.hint);
        assert!(
            parse(&json!({"table": "receipts", "where": [{"column": "shop", "op": "is  not null"}]}), tz()).is_ok()
        );
    }
}
