//! `aggregate`, `group_by` and the ordering of aggregate output.

use serde_json::Value;

use super::input::{as_array, check_keys, invalid, too_large};
use super::paths::{Usage, parse_path, resolve_path};
use super::types::{AGGREGATE_FUNCTIONS, AggFn, Aggregate, Group, Path, Period};
use super::{MAX_AGGREGATES, MAX_ALIAS_CHARS, MAX_GROUP_BY, order_entries};
use crate::catalog::{ColumnType, Table, ValueKind};
use crate::error::{ErrorCode, QueryError};
use barb_common::input::did_you_mean_prefix;
use barb_common::input::quote;

pub(super) fn parse_group_by(table: &'static Table, v: Option<&Value>) -> Result<Vec<Group>, QueryError> {
    let items = match v {
        None => return Ok(Vec::new()),
        Some(v @ Value::String(_)) => std::slice::from_ref(v),
        Some(v) => as_array(v, "group_by", "e.g. \"group_by\": [\"receipt.shop\"] or [\"receipt.date:month\"]")?,
    };
    if items.len() > MAX_GROUP_BY {
        return Err(too_large("group_by", items.len(), MAX_GROUP_BY));
    }
    let mut groups: Vec<Group> = Vec::with_capacity(items.len());
    for (i, item) in items.iter().enumerate() {
        let location = format!("group_by[{i}]");
        let Value::String(raw) = item else {
            return Err(invalid(
                &location,
                "a group_by entry must be a string",
                "e.g. \"receipt.shop\" or \"receipt.date:month\"",
            ));
        };
        let name = raw.trim();
        let (column, period) = match name.split_once(':') {
            Some((c, p)) => (c.trim(), Some(p)),
            None => (name, None),
        };
        // The column first: for nonsense input "unknown column" is the useful error.
        let path = resolve_path(table, column, &location, Usage::Group)?;
        let period = period.map(|p| parse_period(p, &location)).transpose()?;
        if period.is_some() && path.column.ty != ColumnType::Timestamp {
            return Err(QueryError::new(
                ErrorCode::InvalidAggregate,
                &location,
                format!("'{}' is not a date column, so it cannot be bucketed", path.text),
                "periods (':day', ':week', ':month', ':year') apply to date columns such as 'receipt.date'",
            ));
        }
        if groups.iter().any(|g| g.name == name) {
            return Err(invalid(&location, format!("'{name}' is grouped twice"), "list each group once"));
        }
        groups.push(Group { path, period, name: name.to_string() });
    }
    Ok(groups)
}

pub(super) fn parse_period(p: &str, location: &str) -> Result<Period, QueryError> {
    match p.trim().to_lowercase().as_str() {
        "day" => Ok(Period::Day),
        "week" => Ok(Period::Week),
        "month" => Ok(Period::Month),
        "year" => Ok(Period::Year),
        other => Err(QueryError::new(
            ErrorCode::InvalidAggregate,
            location,
            format!("unknown period '{}'", quote(other)),
            format!("{}periods: day, week, month, year", did_you_mean_prefix(other, ["day", "week", "month", "year"])),
        )),
    }
}

pub(super) fn parse_aggregates(table: &'static Table, v: &Value) -> Result<Vec<Aggregate>, QueryError> {
    let items = match v {
        Value::Object(_) => std::slice::from_ref(v),
        v => as_array(v, "aggregate", "e.g. \"aggregate\": [{\"fn\": \"sum\", \"column\": \"amount\"}]")?,
    };
    if items.is_empty() {
        return Err(QueryError::new(
            ErrorCode::InvalidAggregate,
            "aggregate",
            "`aggregate` is empty",
            "add e.g. {\"fn\": \"count\"}",
        ));
    }
    if items.len() > MAX_AGGREGATES {
        return Err(too_large("aggregate", items.len(), MAX_AGGREGATES));
    }
    items.iter().enumerate().map(|(i, item)| parse_aggregate(table, item, &format!("aggregate[{i}]"))).collect()
}

pub(super) fn parse_aggregate(table: &'static Table, v: &Value, location: &str) -> Result<Aggregate, QueryError> {
    let obj = v.as_object().ok_or_else(|| {
        invalid(location, "an aggregate must be an object", "e.g. {\"fn\": \"sum\", \"column\": \"amount\"}")
    })?;
    check_keys(obj, &["fn", "column", "as"], location)?;
    let fn_at = format!("{location}.fn");
    let fn_text = match obj.get("fn") {
        Some(Value::String(s)) => s.as_str(),
        _ => {
            return Err(QueryError::new(
                ErrorCode::InvalidAggregate,
                &fn_at,
                "the aggregate needs `fn` (a string)",
                format!("functions: {}", AGGREGATE_FUNCTIONS.join(", ")),
            ));
        }
    };
    let func = AggFn::parse(fn_text).ok_or_else(|| {
        QueryError::new(
            ErrorCode::InvalidAggregate,
            &fn_at,
            format!("unknown aggregate function '{}'", quote(fn_text)),
            format!(
                "{}functions: {}",
                did_you_mean_prefix(fn_text, AGGREGATE_FUNCTIONS.iter().copied()),
                AGGREGATE_FUNCTIONS.join(", ")
            ),
        )
    })?;
    let column_at = format!("{location}.column");
    let path = match obj.get("column") {
        None | Some(Value::Null) => None,
        Some(Value::String(s)) if s.trim() == "*" && func == AggFn::Count => None,
        Some(c) => Some(parse_path(table, c, &column_at, Usage::Output)?),
    };
    check_aggregate_type(func, path.as_ref(), &column_at)?;
    let name = match obj.get("as") {
        None | Some(Value::Null) => match &path {
            Some(p) => format!("{}({})", func.as_str(), p.text),
            None => "count(*)".to_string(),
        },
        Some(Value::String(s)) if !s.trim().is_empty() && s.chars().count() <= MAX_ALIAS_CHARS => s.trim().to_string(),
        Some(_) => {
            return Err(invalid(
                &format!("{location}.as"),
                "`as` must be a non-empty name of at most 64 characters",
                "",
            ));
        }
    };
    Ok(Aggregate { func, path, name })
}

pub(super) fn check_aggregate_type(func: AggFn, path: Option<&Path>, location: &str) -> Result<(), QueryError> {
    let err = |message: String, hint: &str| Err(QueryError::new(ErrorCode::InvalidAggregate, location, message, hint));
    match (func, path) {
        (AggFn::Count, _) => Ok(()),
        (_, None) => {
            err(format!("{} needs a `column`", func.as_str()), "e.g. {\"fn\": \"sum\", \"column\": \"amount\"}")
        }
        (AggFn::CountDistinct, Some(_)) => Ok(()),
        (AggFn::Sum | AggFn::Avg, Some(p)) if p.column.ty.kind() != ValueKind::Number => err(
            format!("{} needs a number column; {} is {}", func.as_str(), p.text, p.column.ty.kind().name()),
            "sum and avg work on quantity, price, amount, total, items_count; use count or count_distinct otherwise",
        ),
        (AggFn::Min | AggFn::Max, Some(p)) if p.column.ty == ColumnType::Uuid => err(
            format!("{} does not apply to the uuid column {}", func.as_str(), p.text),
            "min and max work on number, date and text columns",
        ),
        _ => Ok(()),
    }
}

pub(super) fn check_unique_names(groups: &[Group], aggregates: &[Aggregate]) -> Result<(), QueryError> {
    let mut seen: Vec<&str> = groups.iter().map(|g| g.name.as_str()).collect();
    for (i, a) in aggregates.iter().enumerate() {
        if seen.contains(&a.name.as_str()) {
            return Err(invalid(
                &format!("aggregate[{i}]"),
                format!("output column '{}' appears twice", a.name),
                "give the aggregate a distinct name with \"as\"",
            ));
        }
        seen.push(&a.name);
    }
    Ok(())
}

pub(super) fn parse_aggregate_order(
    v: Option<&Value>,
    groups: &[Group],
    aggregates: &[Aggregate],
) -> Result<Vec<(usize, bool)>, QueryError> {
    let names: Vec<&str> =
        groups.iter().map(|g| g.name.as_str()).chain(aggregates.iter().map(|a| a.name.as_str())).collect();
    let entries = order_entries(v)?;
    if entries.is_empty() {
        return Ok(default_aggregate_order(groups));
    }
    entries
        .into_iter()
        .map(|(col, desc, location)| {
            let text = col.as_str().map(str::trim).unwrap_or_default();
            names.iter().position(|n| *n == text).map(|i| (i, desc)).ok_or_else(|| {
                QueryError::new(
                    ErrorCode::UnknownColumn,
                    &location,
                    format!("cannot order an aggregate by '{}'", quote(text)),
                    format!(
                        "{}order by an output column: {}",
                        did_you_mean_prefix(text, names.iter().copied()),
                        names.join(", ")
                    ),
                )
            })
        })
        .collect()
}

/// Time buckets read best in time order; other groups largest-first by the first aggregate.
pub(super) fn default_aggregate_order(groups: &[Group]) -> Vec<(usize, bool)> {
    match groups.first() {
        None => Vec::new(),
        Some(g) if g.period.is_some() || g.path.column.ty == ColumnType::Timestamp => {
            (0..groups.len()).map(|i| (i, false)).collect()
        }
        Some(_) => vec![(groups.len(), true)],
    }
}

#[cfg(test)]
mod tests {
    use crate::error::ErrorCode;
    use crate::plan::test_support::{err, tz};
    use crate::plan::{Shape, parse};
    use serde_json::json;

    #[test]
    fn aggregates_validate_functions_types_and_order() {
        let q = json!({"table": "receipt_items", "aggregate": [{"fn": "sum", "column": "amount"}],
                       "group_by": ["receipt.shop"], "order_by": [{"column": "sum(amount)", "direction": "desc"}]});
        let plan = parse(&q, tz()).unwrap();
        assert_eq!(plan.output_names(), ["receipt.shop", "sum(amount)"]);
        let e = err(json!({"table": "receipt_items", "aggregate": [{"fn": "summ", "column": "amount"}]}));
        assert_eq!(e.code, ErrorCode::InvalidAggregate);
        assert!(e.hint.starts_with("did you mean 'sum'?"), "{}", e.hint);
        let e = err(json!({"table": "receipt_items", "aggregate": [{"fn": "sum", "column": "item.name"}]}));
        assert_eq!(e.code, ErrorCode::InvalidAggregate);
        let e = err(json!({"table": "receipt_items", "group_by": ["receipt.shop"]}));
        assert_eq!(e.code, ErrorCode::InvalidAggregate);
        let e =
            err(json!({"table": "receipt_items", "aggregate": [{"fn": "count"}], "group_by": ["receipt.shop:month"]}));
        assert_eq!(e.code, ErrorCode::InvalidAggregate);
        let e =
            err(json!({"table": "receipt_items", "aggregate": [{"fn": "count"}], "order_by": [{"column": "amount"}]}));
        assert_eq!(e.code, ErrorCode::UnknownColumn);
        let q = json!({"table": "receipt_items", "aggregate": {"fn": "sum", "column": "amount", "as": "spent"},
                       "group_by": "receipt.date:month"});
        let plan = parse(&q, tz()).unwrap();
        assert_eq!(plan.output_names(), ["receipt.date:month", "spent"]);
        let Shape::Aggregate { order, .. } = plan.shape else { panic!("aggregate") };
        assert_eq!(order, [(0, false)], "time buckets default to time order");
    }
}
