//! What the model is told about the two tools.
//!
//! [`definitions`] turns [`DESCRIBE_DATA_DESCRIPTION`],
//! [`QUERY_RECEIPTS_DESCRIPTION`], [`describe_data_schema`] and
//! [`query_receipts_schema`] into the chat tools, which this service serves
//! over `barb.tools.v1.ToolCatalogService` and the chat orchestrator sends to
//! the model unchanged. The texts are the contract the model writes queries against, so
//! they name every table, operator and rule the validator enforces; a unit
//! test keeps them in step with the catalogue.

use barb_common::{proto::tools::v1::ToolDefinition, tool_catalog::definition};
use serde_json::{Value, json};

/// Tool name of the schema/examples/statistics call.
pub const DESCRIBE_DATA: &str = "describe_data";
/// Tool name of the query call.
pub const QUERY_RECEIPTS: &str = "query_receipts";

/// Tool description of `describe_data`.
pub const DESCRIBE_DATA_DESCRIPTION: &str = "\
Describes the user's receipts database: tables, columns (with types uuid/date/number/text), relations, \
three example items (category chain, labels, latest receipt lines with date and shop) and statistics \
(row counts, date range, total spent, shops, labels, top-level categories). Call it once before the first \
query_receipts call of a conversation, to learn the exact shop, category and label names. Takes no input.";

/// Tool description of `query_receipts`.
pub const QUERY_RECEIPTS_DESCRIPTION: &str = r#"Runs one safe query over the user's own receipts and returns exact rows or exact aggregates. Never add up or average numbers yourself: use "aggregate".

Tables: receipts (id, date, shop, total, receipt_number, items_count), receipt_items (id, receipt_id, item_id, quantity, price, amount), items (id, name, product_id), products (id, name, parent_id: the category tree), labels (id, name, color), item_labels (item_id, label_id).

Relations are followed with '.' in any column position:
- receipt_items: receipt.<receipts column>, item.<items column>, e.g. receipt.date, receipt.shop, item.name, item.product.name, item.product.parent.name, item.labels.name
- items: product.<column>; labels.<column> and lines.<receipt_items column> (to-many)
- receipts: lines.<receipt_items column>, e.g. lines.item.name (to-many)
- products: parent.<column>; ancestors.<column> (to-many): the category itself and every parent, so item.product.ancestors.name = "Молочные продукты" selects the whole dairy subtree
- item_labels: item.<column>, label.<column>
To-many paths (through labels, lines or ancestors) work only in where (a row matches when any related row fits) and in group_by: there a row counts once in every group it belongs to (a line whose item has two labels adds to both labels' sums; group_by item.product.ancestors.name gives each category's whole subtree), rows without any related row form the group null, so group totals can add up to more than the grand total.

Listing: {"table": "...", "columns"?: [...], "where"?: [{"column", "op", "value"}], "order_by"?: [{"column", "direction": "asc"|"desc"}], "limit"?: 1-100 (default 20)}
Aggregate: {"table": "...", "aggregate": [{"fn", "column"?, "as"?}], "group_by"?: [...], "where"?: [...], "order_by"?: [...], "limit"?: 1-1000}
- fn: count (rows; with a column: non-null values), count_distinct, sum, avg, min, max; sum/avg need a number column
- group_by entries are columns or paths; a date column may be bucketed with :day, :week, :month or :year, e.g. "receipt.date:month"
- output columns are the group_by entries, then each aggregate named "as" or fn(column), e.g. "sum(amount)", "count(*)"; order_by names one of them (default: time buckets ascending, otherwise the first aggregate descending)
- at most 1000 groups are returned; "truncated" says when there were more

Conditions (all must hold): op is one of = != > < >= <= ILIKE IN "IS NULL" "IS NOT NULL".
- uuid columns: = != IN IS NULL IS NOT NULL; number and date columns: all but ILIKE; text: all
- ILIKE is case-insensitive with % and _ wildcards as given, e.g. {"column": "item.name", "op": "ILIKE", "value": "%молоко%"}
- IN takes a JSON array; an empty array matches nothing; IS NULL / IS NOT NULL take no value
- date values: "2024-11-05" (that whole day), "2024-11" (that month), "2024" (that year) or an RFC 3339 instant; = means within the period, > after it, <= up to its end. Days follow the data's time zone (see describe_data)
- numbers are JSON numbers; text values are matched exactly (shop names include "ё": "Пятёрочка")

Example, "How much did I spend on dairy in November 2024?":
{"table": "receipt_items", "aggregate": [{"fn": "sum", "column": "amount"}], "where": [{"column": "item.product.ancestors.name", "op": "=", "value": "Молочные продукты"}, {"column": "receipt.date", "op": "=", "value": "2024-11"}]}
Example, spending per shop per month: {"table": "receipt_items", "aggregate": [{"fn": "sum", "column": "amount", "as": "spent"}], "group_by": ["receipt.date:month", "receipt.shop"]}
Example, spending per label: {"table": "receipt_items", "aggregate": [{"fn": "sum", "column": "amount", "as": "spent"}], "group_by": ["item.labels.name"]}

Result: {table, columns, rows, total_rows, truncated, currency}; `currency` names the currency of each money column (RUB: write amounts in roubles, e.g. "1 234,50 ₽"). Errors come back with a code (unknown_table, unknown_column, invalid_operator, invalid_value, limit_out_of_range, invalid_aggregate, invalid_query, query_too_large) and a hint naming what is allowed; fix the query and retry."#;

/// JSON schema of `describe_data`'s input (none).
pub fn describe_data_schema() -> Value {
    json!({"type": "object", "properties": {}, "additionalProperties": false})
}

/// JSON schema of `query_receipts`' input (the query object).
pub fn query_receipts_schema() -> Value {
    let condition = json!({
        "type": "object",
        "properties": {
            "column": {"type": "string", "description": "Column or relation path, e.g. \"shop\", \"item.name\"."},
            "op": {"type": "string", "enum": ["=", "!=", ">", "<", ">=", "<=", "ILIKE", "IN", "IS NULL", "IS NOT NULL"]},
            "value": {"description": "Omitted for IS NULL / IS NOT NULL; a JSON array for IN."}
        },
        "required": ["column", "op"],
        "additionalProperties": false
    });
    json!({
        "type": "object",
        "properties": {
            "table": {"type": "string", "enum": crate::catalog::table_names()},
            "columns": {"type": "array", "items": {"type": "string"}, "description": "Listing only; default: all columns of the table."},
            "where": {"type": "array", "items": condition},
            "order_by": {"type": "array", "items": {
                "type": "object",
                "properties": {"column": {"type": "string"}, "direction": {"type": "string", "enum": ["asc", "desc"]}},
                "required": ["column"],
                "additionalProperties": false
            }},
            "limit": {"type": "integer", "minimum": 1, "maximum": 1000, "description": "Listing: 1-100 (default 20). Aggregate: 1-1000 groups."},
            "aggregate": {"type": "array", "items": {
                "type": "object",
                "properties": {
                    "fn": {"type": "string", "enum": crate::plan::AGGREGATE_FUNCTIONS},
                    "column": {"type": "string"},
                    "as": {"type": "string"}
                },
                "required": ["fn"],
                "additionalProperties": false
            }},
            "group_by": {"type": "array", "items": {"type": "string"}, "description": "Columns or paths (to-many paths such as item.labels.name or item.product.ancestors.name put a row into every group it belongs to); dates may end in :day, :week, :month or :year."}
        },
        "required": ["table"],
        "additionalProperties": false
    })
}

/// How the chat passes a query: the object above under `query`, with a card
/// title; appended to [`QUERY_RECEIPTS_DESCRIPTION`] in the chat tool.
const CHAT_INPUT: &str = r#"Input: {"query": <the query object>, "title"?: "short card title"}. The user sees the rows as a card; summarise, do not list every row. Cite values as {{rK.ROW.COLUMN}} (e.g. {{r2.Перекрёсток.sum_total}}) or {{rK.NAME}} for a single aggregate row."#;

/// The chat tools of this service, in order: `describe_data` and
/// `query_receipts` (the query object under `query`, plus a card `title`).
/// Served over `barb.tools.v1.ToolCatalogService`; the chat orchestrator sends
/// them to the model unchanged.
pub fn definitions() -> Vec<ToolDefinition> {
    vec![
        definition(DESCRIBE_DATA, DESCRIBE_DATA_DESCRIPTION, &describe_data_schema()),
        definition(
            QUERY_RECEIPTS,
            format!("{QUERY_RECEIPTS_DESCRIPTION}\n\n{CHAT_INPUT}"),
            &json!({
                "type": "object",
                "properties": {
                    "query": query_receipts_schema(),
                    "title": {"type": "string", "description": "Short title for the result card."}
                },
                "required": ["query"]
            }),
        ),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{catalog, plan};

    #[test]
    fn chat_definitions_wrap_the_query_schema() {
        let defs = definitions();
        let names: Vec<&str> = defs.iter().map(|d| d.name.as_str()).collect();
        assert_eq!(names, [DESCRIBE_DATA, QUERY_RECEIPTS]);
        assert!(defs[1].description.starts_with(QUERY_RECEIPTS_DESCRIPTION));
        let schema: Value = serde_json::from_str(&defs[1].input_schema_json).unwrap();
        assert_eq!(schema["properties"]["query"], query_receipts_schema());
        let schema: Value = serde_json::from_str(&defs[0].input_schema_json).unwrap();
        assert_eq!(schema, describe_data_schema());
    }

    #[test]
    fn description_names_every_table_column_operator_and_function() {
        for t in catalog::TABLES {
            assert!(QUERY_RECEIPTS_DESCRIPTION.contains(t.name), "{}", t.name);
            for c in t.columns {
                assert!(QUERY_RECEIPTS_DESCRIPTION.contains(c.name), "{}.{}", t.name, c.name);
            }
            for r in t.relations {
                assert!(QUERY_RECEIPTS_DESCRIPTION.contains(r.name), "{}.{}", t.name, r.name);
            }
        }
        for op in plan::OPERATORS {
            assert!(QUERY_RECEIPTS_DESCRIPTION.contains(op), "{op}");
        }
        for f in plan::AGGREGATE_FUNCTIONS {
            assert!(QUERY_RECEIPTS_DESCRIPTION.contains(f), "{f}");
        }
    }

    #[test]
    fn description_examples_are_valid_queries() {
        let examples: Vec<&str> =
            QUERY_RECEIPTS_DESCRIPTION.lines().filter(|l| l.trim_start().starts_with('{')).collect();
        let inline: Vec<&str> = QUERY_RECEIPTS_DESCRIPTION
            .lines()
            .filter(|l| l.starts_with("Example"))
            .filter_map(|l| l.find("{\"table\"").map(|i| &l[i..]))
            .collect();
        assert_eq!(examples.len(), 1);
        assert_eq!(inline.len(), 2);
        plan::parse_text(examples[0], chrono_tz::Europe::Moscow).expect("dairy example is valid");
        for example in inline {
            plan::parse_text(example, chrono_tz::Europe::Moscow).expect("inline example is valid");
        }
    }
}
