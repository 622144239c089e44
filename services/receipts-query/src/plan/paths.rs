//! Tables, columns and relation paths (`item.product.parent.name`): lookup in
//! the catalogue, where each kind of path may be used, and "did you mean"
//! suggestions for names that do not exist.

use serde_json::Value;

use super::input::invalid;
use super::types::Path;
use super::{MAX_PATH_CHARS, MAX_PATH_RELATIONS};
use crate::catalog::{self, Relation, RelationKind, Table};
use crate::error::{ErrorCode, QueryError};
use barb_common::input::did_you_mean;
use barb_common::input::quote;

pub(super) const TABLE_SYNONYMS: &[(&str, &str)] = &[
    ("receipt", "receipts"),
    ("checks", "receipts"),
    ("purchases", "receipt_items"),
    ("lines", "receipt_items"),
    ("receipt_lines", "receipt_items"),
    ("line_items", "receipt_items"),
    ("item", "items"),
    ("goods", "items"),
    ("categories", "products"),
    ("category", "products"),
    ("product", "products"),
    ("tags", "labels"),
    ("label", "labels"),
    ("item_tags", "item_labels"),
];

pub(super) fn parse_table(v: Option<&Value>) -> Result<&'static Table, QueryError> {
    let name = match v {
        Some(Value::String(s)) => s.trim(),
        Some(_) => return Err(invalid("table", "`table` must be a string", tables_hint(""))),
        None => return Err(invalid("", "the query has no `table`", tables_hint(""))),
    };
    catalog::table(name).ok_or_else(|| {
        QueryError::new(ErrorCode::UnknownTable, "table", format!("unknown table '{}'", quote(name)), tables_hint(name))
    })
}

pub(super) fn tables_hint(name: &str) -> String {
    let lower = name.to_lowercase();
    let synonym = TABLE_SYNONYMS.iter().find(|(s, _)| *s == lower).map(|(_, t)| *t);
    let suggestion = synonym.or_else(|| did_you_mean(name, catalog::table_names()));
    let prefix = suggestion.map(|s| format!("did you mean '{s}'? ")).unwrap_or_default();
    format!("{prefix}tables: {}", catalog::table_names().join(", "))
}

/// Where a path may be used. To-many relations work in `where` (a row matches
/// when any related row fits) and in `group_by` (a row counts in every group it
/// belongs to), not where one value per row is needed.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Usage {
    /// A `where` condition.
    Filter,
    /// A `group_by` key.
    Group,
    /// A listed column, an ordering key or an aggregate's argument.
    Output,
}

pub(super) fn parse_path(base: &'static Table, v: &Value, location: &str, usage: Usage) -> Result<Path, QueryError> {
    let text = match v {
        Value::String(s) => s.trim(),
        _ => return Err(invalid(location, "a column must be a string like \"shop\" or \"item.name\"", "")),
    };
    resolve_path(base, text, location, usage)
}

pub(super) fn resolve_path(base: &'static Table, text: &str, location: &str, usage: Usage) -> Result<Path, QueryError> {
    if text.is_empty() || text.len() > MAX_PATH_CHARS {
        return Err(unknown_column(base, base, text, text, location));
    }
    let segments: Vec<&str> = text.split('.').collect();
    let mut current = base;
    let mut steps: Vec<&'static Relation> = Vec::new();
    for (i, seg) in segments.iter().enumerate() {
        let last = i + 1 == segments.len();
        if last {
            let Some(column) = current.column(seg) else {
                if let Some(rel) = current.relation(seg) {
                    let target = catalog::table(rel.target).expect("catalog is consistent");
                    return Err(QueryError::new(
                        ErrorCode::UnknownColumn,
                        location,
                        format!("'{}' is a relation to {}, not a column", quote(text), rel.target),
                        format!("name one of its columns, e.g. '{text}.{}'", target.columns[1].name),
                    ));
                }
                return Err(unknown_column(base, current, seg, text, location));
            };
            let path = Path { text: text.to_string(), steps, column };
            if usage == Usage::Output && !path.is_to_one() {
                let rel = path.steps.iter().find(|r| r.is_to_many()).expect("a to-many step exists");
                return Err(invalid(
                    location,
                    format!("'{}' goes through '{}', which can match several rows", quote(text), rel.name),
                    format!(
                        "'{}' works in `where` (a row matches when any related row fits) and in \
                         `group_by` (a row counts in every group it belongs to); to list it, query the related \
                         table instead",
                        rel.name
                    ),
                ));
            }
            return Ok(path);
        }
        let Some(rel) = current.relation(seg) else {
            return Err(unknown_column(base, current, seg, text, location));
        };
        if steps.iter().any(|r| matches!(r.kind, RelationKind::Ancestors)) {
            return Err(invalid(
                location,
                format!("'{}': 'ancestors' must be followed by a column", quote(text)),
                "e.g. 'item.product.ancestors.name'",
            ));
        }
        if rel.is_to_many()
            && !matches!(rel.kind, RelationKind::Ancestors)
            && steps.iter().any(|r| r.is_to_many() && !matches!(r.kind, RelationKind::Ancestors))
        {
            return Err(invalid(
                location,
                format!("'{}' follows two to-many relations", quote(text)),
                "a path may follow at most one to-many relation (lines, labels)",
            ));
        }
        steps.push(rel);
        if steps.len() > MAX_PATH_RELATIONS {
            return Err(invalid(location, format!("'{}' is too long", quote(text)), "follow at most 4 relations"));
        }
        current = catalog::table(rel.target).expect("catalog is consistent");
    }
    unreachable!("split always yields at least one segment")
}

/// Synonyms models use for columns, mapped to a path suffix that exists somewhere.
pub(super) const COLUMN_SYNONYMS: &[(&str, &str)] = &[
    ("category", "product.name"),
    ("category_name", "product.name"),
    ("product", "product.name"),
    ("product_name", "product.name"),
    ("store", "shop"),
    ("shop_name", "shop"),
    ("store_name", "shop"),
    ("item_name", "item.name"),
    ("qty", "quantity"),
    ("cost", "amount"),
    ("sum", "amount"),
    ("created_at", "date"),
    ("datetime", "date"),
    ("time", "date"),
    ("purchase_date", "date"),
    ("tag", "labels.name"),
    ("tags", "labels.name"),
    ("label", "labels.name"),
    ("label_name", "labels.name"),
];

/// Every path reachable from `table` (up to three relations), for suggestions.
pub(super) fn reachable_paths(table: &'static Table) -> Vec<String> {
    fn walk(t: &'static Table, prefix: String, depth: usize, out: &mut Vec<String>) {
        for c in t.columns {
            out.push(format!("{prefix}{}", c.name));
        }
        if depth == 3 {
            return;
        }
        for r in t.relations {
            if matches!(r.kind, RelationKind::Ancestors) && depth > 0 {
                continue;
            }
            let target = catalog::table(r.target).expect("catalog is consistent");
            walk(target, format!("{prefix}{}.", r.name), depth + 1, out);
        }
    }
    let mut out = Vec::new();
    walk(table, String::new(), 0, &mut out);
    out.sort_by_key(|p| (p.matches('.').count(), p.len()));
    out
}

pub(super) fn unknown_column(
    base: &'static Table,
    at: &'static Table,
    segment: &str,
    full: &str,
    location: &str,
) -> QueryError {
    let candidates = reachable_paths(base);
    let lower = full.to_lowercase();
    let last = lower.rsplit('.').next().unwrap_or(&lower).to_string();
    let suggestion = did_you_mean(full, candidates.iter().map(String::as_str)).map(str::to_string).or_else(|| {
        let suffix = COLUMN_SYNONYMS.iter().find(|(s, _)| *s == last).map(|(_, p)| *p).unwrap_or(&last);
        candidates.iter().find(|p| *p == suffix || p.ends_with(&format!(".{suffix}"))).cloned()
    });
    let prefix = match suggestion {
        Some(s) if s != full => format!("did you mean '{s}'? "),
        _ => String::new(),
    };
    let relations = at.relation_names();
    let relations = if relations.is_empty() {
        String::new()
    } else {
        format!("; relations: {} (follow with '.', e.g. '{}.{}')", relations.join(", "), relations[0], {
            let t = catalog::table(at.relations[0].target).expect("catalog is consistent");
            t.columns[1].name
        })
    };
    let message = if at.name == base.name && !full.contains('.') {
        format!("unknown column '{}' in table {}", quote(segment), at.name)
    } else {
        format!("unknown column or relation '{}' in '{}' (table {})", quote(segment), quote(full), at.name)
    };
    QueryError::new(
        ErrorCode::UnknownColumn,
        location,
        message,
        format!("{prefix}columns of {}: {}{relations}", at.name, at.column_names().join(", ")),
    )
}

#[cfg(test)]
mod tests {
    use crate::error::ErrorCode;
    use crate::plan::parse;
    use crate::plan::test_support::{err, tz};
    use serde_json::json;

    #[test]
    fn unknown_table_suggests_and_lists() {
        let e = err(json!({"table": "recipts"}));
        assert_eq!(e.code, ErrorCode::UnknownTable);
        assert!(e.hint.starts_with("did you mean 'receipts'?"), "{}", e.hint);
        assert!(e.hint.contains("receipt_items, items, products, labels, item_labels"));
        let e = err(json!({"table": "categories"}));
        assert!(e.hint.starts_with("did you mean 'products'?"), "{}", e.hint);
    }

    #[test]
    fn unknown_column_suggests_paths() {
        let e = err(json!({"table": "receipt_items", "columns": ["shop"]}));
        assert_eq!(e.code, ErrorCode::UnknownColumn);
        assert_eq!(e.location, "columns[0]");
        assert!(e.hint.starts_with("did you mean 'receipt.shop'?"), "{}", e.hint);
        let e = err(json!({"table": "receipts", "where": [{"column": "shpo", "op": "=", "value": "x"}]}));
        assert!(e.hint.starts_with("did you mean 'shop'?"), "{}", e.hint);
        assert!(e.hint.contains("columns of receipts: id, date, shop, total, receipt_number, items_count"));
        let e = err(json!({"table": "receipt_items", "columns": ["item.nmae"]}));
        assert!(e.hint.starts_with("did you mean 'item.name'?"), "{}", e.hint);
        let e = err(json!({"table": "receipt_items", "columns": ["category"]}));
        assert!(e.hint.starts_with("did you mean 'item.product.name'?"), "{}", e.hint);
        let e = err(json!({"table": "receipt_items", "columns": ["item"]}));
        assert!(e.message.contains("is a relation"), "{}", e.message);
    }

    #[test]
    fn to_many_paths_in_where_and_group_by_only() {
        let ok = json!({"table": "items", "where": [{"column": "labels.name", "op": "=", "value": "Завтрак"}]});
        assert!(parse(&ok, tz()).is_ok());
        let ok = json!({"table": "receipt_items", "where": [{"column": "item.product.ancestors.name", "op": "=", "value": "Молоко"}]});
        assert!(parse(&ok, tz()).is_ok());
        let e = err(json!({"table": "items", "columns": ["labels.name"]}));
        assert_eq!(e.code, ErrorCode::InvalidQuery);
        assert!(e.hint.contains("`group_by`"), "{}", e.hint);
        let e = err(json!({"table": "items", "order_by": ["labels.name"]}));
        assert_eq!(e.code, ErrorCode::InvalidQuery);
        let e = err(json!({"table": "items", "aggregate": [{"fn": "count_distinct", "column": "lines.receipt_id"}]}));
        assert_eq!(e.code, ErrorCode::InvalidQuery);
        for group in ["item.labels.name", "item.product.ancestors.name", "item.labels.color"] {
            let q = json!({"table": "receipt_items", "aggregate": [{"fn": "sum", "column": "amount"}], "group_by": [group]});
            assert!(parse(&q, tz()).is_ok(), "{group}");
        }
        let q = json!({"table": "items", "aggregate": {"fn": "count"}, "group_by": ["lines.receipt.date:month"]});
        assert!(parse(&q, tz()).is_ok());
        let e = err(json!({"table": "receipts", "aggregate": {"fn": "count"}, "group_by": ["lines.item.labels.name"]}));
        assert_eq!(e.code, ErrorCode::InvalidQuery, "two to-many relations stay rejected");
        let e =
            err(json!({"table": "products", "where": [{"column": "ancestors.parent.name", "op": "=", "value": "x"}]}));
        assert_eq!(e.code, ErrorCode::InvalidQuery);
    }
}
