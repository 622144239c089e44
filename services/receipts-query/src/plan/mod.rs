//! Turns a query object (JSON) into a validated [`Plan`].
//!
//! Every name is looked up in the [`catalog`](crate::catalog) and every value is
//! parsed into the type of the column it is compared with, so a plan can only
//! contain whitelisted identifiers and typed values. The SQL builder then never
//! sees request text except as bound parameters.
//!
//! The parser is split by domain: [`types`] (what a plan is), `input` (reading
//! JSON: key checks, locations, size bounds), `paths` (tables, columns and
//! relation paths), `filters` (`where`), `values` (typed values and dates) and
//! `aggregates` (`aggregate`, `group_by` and their ordering). This module reads
//! the top level, the listing's `columns` and `order_by`, and `limit`.

mod aggregates;
mod filters;
mod input;
mod paths;
pub mod types;
mod values;

use barb_common::input::{Object, parse_json, quote};
use chrono_tz::Tz;
use serde_json::Value;

use crate::catalog::Table;
use crate::error::{ErrorCode, QueryError};
pub use types::*;
pub use values::parse_date;

use input::{as_array, check_keys, invalid, too_large};
use paths::{Usage, parse_path, parse_table};
use values::invalid_value;

/// Rows returned by a listing when the query gives no `limit`.
pub const DEFAULT_LIMIT: u32 = 20;
/// Largest `limit` of a listing.
pub const MAX_LIMIT: u32 = 100;
/// Largest number of groups an aggregate returns (also its default `limit`).
pub const MAX_GROUPS: u32 = 1000;
/// Largest accepted query text, in bytes.
pub const MAX_QUERY_BYTES: usize = 64 * 1024;
/// Most conditions in `where`.
pub const MAX_CONDITIONS: usize = 32;
/// Most values in one `IN` list.
pub const MAX_IN_VALUES: usize = 1000;
/// Longest text value, in characters.
pub const MAX_TEXT_CHARS: usize = 1000;
pub(crate) const MAX_COLUMNS: usize = 32;
pub(crate) const MAX_ORDER_BY: usize = 8;
pub(crate) const MAX_GROUP_BY: usize = 4;
pub(crate) const MAX_AGGREGATES: usize = 8;
pub(crate) const MAX_PATH_CHARS: usize = 200;
pub(crate) const MAX_PATH_RELATIONS: usize = 4;
pub(crate) const MAX_ALIAS_CHARS: usize = 64;
const TOP_LEVEL_KEYS: &[&str] = &["table", "columns", "where", "order_by", "limit", "aggregate", "group_by"];

/// Parses and validates query text.
pub fn parse_text(text: &str, tz: Tz) -> Result<Plan, QueryError> {
    if text.len() > MAX_QUERY_BYTES {
        return Err(QueryError::new(
            ErrorCode::QueryTooLarge,
            "",
            format!("the query is {} bytes; at most {MAX_QUERY_BYTES} are accepted", text.len()),
            "send a smaller query: fewer conditions or shorter IN lists",
        ));
    }
    let value = parse_json(text, "the query").map_err(|e| QueryError { hint: shape_hint(), ..e.into() })?;
    parse(&value, tz)
}

/// Validates a query object; `tz` gives the calendar for date values and periods.
pub fn parse(value: &Value, tz: Tz) -> Result<Plan, QueryError> {
    let obj = Object::new(value, "", "the query").map_err(|e| QueryError { hint: shape_hint(), ..e.into() })?;
    obj.check_keys(TOP_LEVEL_KEYS)?;
    let obj = obj.map();
    let table = parse_table(obj.get("table"))?;
    let filters = filters::parse_where(table, obj.get("where"), tz)?;
    let aggregate = obj.get("aggregate").filter(|v| !v.is_null());
    let group_by = obj.get("group_by").filter(|v| !v.is_null());
    let (shape, limit) = match aggregate {
        Some(aggs) => {
            if obj.get("columns").is_some_and(|v| !v.is_null()) {
                return Err(QueryError::new(
                    ErrorCode::InvalidQuery,
                    "columns",
                    "`columns` cannot be combined with `aggregate`",
                    "an aggregate returns its `group_by` columns followed by the aggregates; drop `columns`",
                ));
            }
            let groups = aggregates::parse_group_by(table, group_by)?;
            let aggregates = aggregates::parse_aggregates(table, aggs)?;
            aggregates::check_unique_names(&groups, &aggregates)?;
            let order = aggregates::parse_aggregate_order(obj.get("order_by"), &groups, &aggregates)?;
            let limit = parse_limit(obj.get("limit"), MAX_GROUPS, MAX_GROUPS, "groups")?;
            (Shape::Aggregate { groups, aggregates, order }, limit)
        }
        None => {
            if group_by.is_some() {
                return Err(QueryError::new(
                    ErrorCode::InvalidAggregate,
                    "group_by",
                    "`group_by` needs `aggregate`",
                    "add e.g. \"aggregate\": [{\"fn\": \"count\"}] or [{\"fn\": \"sum\", \"column\": \"amount\"}]",
                ));
            }
            let columns = parse_columns(table, obj.get("columns"))?;
            let order = parse_select_order(table, obj.get("order_by"))?;
            let limit = parse_limit(obj.get("limit"), DEFAULT_LIMIT, MAX_LIMIT, "rows")?;
            (Shape::Select { columns, order }, limit)
        }
    };
    Ok(Plan { table, filters, shape, limit })
}

fn shape_hint() -> String {
    "expected {\"table\": \"receipts\", \"columns\"?: [...], \"where\"?: [{\"column\", \"op\", \"value\"}], \
     \"order_by\"?: [{\"column\", \"direction\"}], \"limit\"?: 1-100} or {\"table\", \"aggregate\": \
     [{\"fn\", \"column\"?}], \"group_by\"?: [...], \"where\"?: [...]}"
        .to_string()
}

fn parse_columns(table: &'static Table, v: Option<&Value>) -> Result<Vec<Path>, QueryError> {
    let items = match v {
        None | Some(Value::Null) => return Ok(default_columns(table)),
        Some(v) => as_array(v, "columns", "e.g. \"columns\": [\"date\", \"shop\", \"total\"]")?,
    };
    if items.is_empty() {
        return Ok(default_columns(table));
    }
    if items.len() > MAX_COLUMNS {
        return Err(too_large("columns", items.len(), MAX_COLUMNS));
    }
    let mut out: Vec<Path> = Vec::with_capacity(items.len());
    for (i, item) in items.iter().enumerate() {
        let location = format!("columns[{i}]");
        let path = parse_path(table, item, &location, Usage::Output)?;
        if out.iter().any(|p| p.text == path.text) {
            return Err(invalid(&location, format!("column '{}' is listed twice", path.text), "list each column once"));
        }
        out.push(path);
    }
    Ok(out)
}

fn default_columns(table: &'static Table) -> Vec<Path> {
    table.columns.iter().map(|c| Path { text: c.name.to_string(), steps: Vec::new(), column: c }).collect()
}

fn parse_limit(v: Option<&Value>, default: u32, max: u32, what: &str) -> Result<u32, QueryError> {
    let v = match v {
        None | Some(Value::Null) => return Ok(default),
        Some(v) => v,
    };
    let hint = format!("`limit` is the number of {what} to return: a whole number from 1 to {max}");
    match v.as_i64() {
        Some(n) if (1..=i64::from(max)).contains(&n) => Ok(n as u32),
        Some(n) => {
            Err(QueryError::new(ErrorCode::LimitOutOfRange, "limit", format!("limit {n} is out of range"), hint))
        }
        None if v.is_number() => Err(QueryError::new(
            ErrorCode::LimitOutOfRange,
            "limit",
            format!("limit {v} is not a whole number in range"),
            hint,
        )),
        None => Err(invalid_value("limit", "`limit` must be a number", hint)),
    }
}

fn parse_direction(v: Option<&Value>, location: &str) -> Result<bool, QueryError> {
    match v {
        None | Some(Value::Null) => Ok(false),
        Some(Value::String(s)) => match s.trim().to_lowercase().as_str() {
            "asc" | "ascending" => Ok(false),
            "desc" | "descending" => Ok(true),
            other => Err(invalid(
                location,
                format!("unknown direction '{}'", quote(other)),
                "use \"asc\" (smallest first, the default) or \"desc\" (largest first)",
            )),
        },
        Some(_) => Err(invalid(location, "`direction` must be \"asc\" or \"desc\"", "")),
    }
}

/// Reads the order_by list as `(column value, desc, location)` triples.
pub(crate) fn order_entries(v: Option<&Value>) -> Result<Vec<(&Value, bool, String)>, QueryError> {
    let items = match v {
        None | Some(Value::Null) => return Ok(Vec::new()),
        Some(v @ Value::Object(_)) => std::slice::from_ref(v),
        Some(v) => as_array(v, "order_by", "e.g. \"order_by\": [{\"column\": \"date\", \"direction\": \"desc\"}]")?,
    };
    if items.len() > MAX_ORDER_BY {
        return Err(too_large("order_by", items.len(), MAX_ORDER_BY));
    }
    let mut out = Vec::with_capacity(items.len());
    for (i, item) in items.iter().enumerate() {
        let location = format!("order_by[{i}]");
        match item {
            Value::String(_) => out.push((item, false, location)),
            Value::Object(obj) => {
                check_keys(obj, &["column", "direction"], &location)?;
                let column = obj
                    .get("column")
                    .ok_or_else(|| invalid(&location, "the ordering has no `column`", "add \"column\": \"<name>\""))?;
                let desc = parse_direction(obj.get("direction"), &format!("{location}.direction"))?;
                out.push((column, desc, format!("{location}.column")));
            }
            _ => {
                return Err(invalid(
                    &location,
                    "an ordering must be an object",
                    "e.g. {\"column\": \"total\", \"direction\": \"desc\"}",
                ));
            }
        }
    }
    Ok(out)
}

fn parse_select_order(table: &'static Table, v: Option<&Value>) -> Result<Vec<OrderKey>, QueryError> {
    let entries = order_entries(v)?;
    if entries.is_empty() {
        return Ok(table
            .default_order
            .iter()
            .map(|(c, desc)| {
                let column = table.column(c).expect("catalog is consistent");
                OrderKey { path: Path { text: c.to_string(), steps: Vec::new(), column }, desc: *desc }
            })
            .collect());
    }
    entries
        .into_iter()
        .map(|(col, desc, location)| Ok(OrderKey { path: parse_path(table, col, &location, Usage::Output)?, desc }))
        .collect()
}

/// Helpers shared by the parser's unit tests.
#[cfg(test)]
pub(crate) mod test_support {
    use super::*;

    pub(crate) fn tz() -> Tz {
        chrono_tz::Europe::Moscow
    }

    pub(crate) fn err(q: Value) -> QueryError {
        parse(&q, tz()).expect_err("query must be rejected")
    }
}

#[cfg(test)]
mod tests {
    use super::test_support::{err, tz};
    use super::*;
    use serde_json::json;

    #[test]
    fn defaults_for_a_bare_table() {
        let plan = parse(&json!({"table": "receipts"}), tz()).unwrap();
        assert_eq!(plan.limit, DEFAULT_LIMIT);
        assert_eq!(plan.output_names(), ["id", "date", "shop", "total", "receipt_number", "items_count"]);
        let Shape::Select { order, .. } = &plan.shape else { panic!("select") };
        assert_eq!(order[0].path.text, "date");
        assert!(order[0].desc);
    }

    #[test]
    fn money_columns_keep_their_currency_through_aggregates() {
        let plan = parse(&json!({"table": "receipts", "columns": ["shop", "total", "items_count"]}), tz()).unwrap();
        assert_eq!(plan.output_currencies(), [None, Some("RUB"), None]);
        let agg = json!({"table": "receipt_items", "group_by": ["item.name"], "aggregate": [
            {"fn": "count"}, {"fn": "sum", "column": "amount"}, {"fn": "avg", "column": "price"},
            {"fn": "max", "column": "quantity"}, {"fn": "count_distinct", "column": "price"}]});
        let plan = parse(&agg, tz()).unwrap();
        assert_eq!(plan.output_currencies(), [None, None, Some("RUB"), Some("RUB"), None, None]);
    }

    #[test]
    fn limits() {
        assert_eq!(parse(&json!({"table": "receipts", "limit": 100}), tz()).unwrap().limit, 100);
        for bad in [json!(0), json!(101), json!(-1), json!(2.5), json!(1e20)] {
            assert_eq!(err(json!({"table": "receipts", "limit": bad})).code, ErrorCode::LimitOutOfRange, "{bad}");
        }
        assert_eq!(err(json!({"table": "receipts", "limit": "10"})).code, ErrorCode::InvalidValue);
        let agg = json!({"table": "receipts", "aggregate": [{"fn": "count"}], "group_by": ["shop"]});
        assert_eq!(parse(&agg, tz()).unwrap().limit, MAX_GROUPS);
        let mut over = agg.clone();
        over["limit"] = json!(1001);
        assert_eq!(err(over).code, ErrorCode::LimitOutOfRange);
    }

    #[test]
    fn unknown_keys_and_shapes() {
        let e = err(json!({"table": "receipts", "wher": []}));
        assert_eq!(e.code, ErrorCode::InvalidQuery);
        assert!(e.hint.starts_with("did you mean 'where'?"), "{}", e.hint);
        assert_eq!(err(json!([1, 2])).code, ErrorCode::InvalidQuery);
        assert_eq!(err(json!({"table": "receipts", "where": {"column": "shop"}})).code, ErrorCode::InvalidQuery);
        assert_eq!(parse_text("{", tz()).unwrap_err().code, ErrorCode::InvalidQuery);
        let huge = format!("{{\"table\": \"{}\"}}", "x".repeat(MAX_QUERY_BYTES));
        assert_eq!(parse_text(&huge, tz()).unwrap_err().code, ErrorCode::QueryTooLarge);
    }
}
