//! Renders a validated [`Plan`] as parameterised SQL.
//!
//! Safety rests on three rules, each enforced here:
//! 1. Identifiers in the SQL text come only from the catalog's `'static`
//!    strings and from aliases this module generates (`t0`, `j1`, `x2`, …).
//! 2. Every value from the request is a bound parameter (`$n`); the only
//!    numbers formatted into the text are the validated `limit` and ORDER BY
//!    positions.
//! 3. Parameter `$1` is always the caller's user id and every statement
//!    filters its base table by it (see [`Scope`]); [`build`] cannot be called
//!    without a [`UserId`], so isolation cannot be forgotten. Sub-queries over
//!    user-owned tables (labels, receipt lines) are scoped the same way.

mod aggregate;
mod from;
mod predicate;

use chrono::{DateTime, Utc};
use chrono_tz::Tz;
use uuid::Uuid;

use crate::catalog::ColumnType;
use crate::plan::{Path, Plan, Shape};
use crate::user::UserId;

use from::{Builder, Ctx, column_expr, scope};
use predicate::filter;

/// A bound parameter value.
#[derive(Debug, Clone, PartialEq)]
pub enum Param {
    /// `uuid`
    Uuid(Uuid),
    /// `text` (also numbers, cast to `numeric` in the SQL text).
    Text(String),
    /// `timestamptz`
    Instant(DateTime<Utc>),
    /// `uuid[]`
    UuidList(Vec<Uuid>),
    /// `text[]` (also number lists, cast to `numeric[]`).
    TextList(Vec<String>),
    /// `timestamptz[]`
    InstantList(Vec<DateTime<Utc>>),
}

/// SQL text plus its parameters (`$1` = user id).
#[derive(Debug, Clone)]
pub struct Statement {
    /// The SQL.
    pub sql: String,
    /// Values for `$1..$n`.
    pub params: Vec<Param>,
}

/// How a result column is decoded and typed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OutType {
    /// `uuid`
    Uuid,
    /// `timestamptz`
    Timestamp,
    /// `date` (a period bucket)
    Date,
    /// `numeric` rendered as text by the SQL
    Decimal,
    /// `int4`
    Int32,
    /// `int8`
    Int64,
    /// `text`
    Text,
}

/// The statements for one query.
#[derive(Debug, Clone)]
pub struct Statements {
    /// Returns the rows (and for aggregates a trailing `int8` total of groups).
    pub main: Statement,
    /// Counts all matching rows of a listing; `None` for aggregates.
    pub count: Option<Statement>,
    /// Types of the output columns (without the aggregate's trailing total).
    pub types: Vec<OutType>,
}

/// Database-specific rendering choices.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Dialect {
    /// Calendar of period buckets.
    pub tz: Tz,
    /// Collation for ILIKE when the database's default one cannot fold
    /// non-ASCII case (a `C` locale); one of [`ILIKE_COLLATIONS`].
    pub ilike_collation: Option<&'static str>,
}

/// Collations that fold Unicode case, in order of preference.
pub const ILIKE_COLLATIONS: &[&str] = &["und-x-icu", "C.utf8", "C.UTF-8", "en_US.utf8"];

/// Builds the statements of `plan` for `user`.
pub fn build(plan: &Plan, user: UserId, dialect: Dialect) -> Statements {
    let tz = dialect.tz;
    let mut b = Builder::new(user, dialect.ilike_collation);
    let mut ctx = Ctx::new(plan.table, "t0");
    let mut conditions = vec![scope(&mut ctx, &mut b)];
    for f in &plan.filters {
        conditions.push(filter(&mut ctx, &mut b, f));
    }
    let where_sql = conditions.join(" AND ");
    match &plan.shape {
        Shape::Select { columns, order } => {
            let count = Statement {
                sql: format!("SELECT count(*) FROM {} t0{} WHERE {where_sql}", plan.table.name, ctx.joins_sql()),
                params: b.params.clone(),
            };
            let mut select = Vec::new();
            let mut types = Vec::new();
            for (i, p) in columns.iter().enumerate() {
                let (expr, ty) = output(&mut ctx, &mut b, p);
                select.push(format!("{expr} AS c{i}"));
                types.push(ty);
            }
            let mut order_sql: Vec<String> = order
                .iter()
                .map(|k| {
                    let e = column_expr(&mut ctx, &mut b, k.path.steps.as_slice(), k.path.column.name);
                    format!("{e} {} NULLS LAST", if k.desc { "DESC" } else { "ASC" })
                })
                .collect();
            order_sql.extend(plan.table.key.iter().map(|k| format!("t0.{k} ASC")));
            let sql = format!(
                "SELECT {} FROM {} t0{} WHERE {where_sql} ORDER BY {} LIMIT {}",
                select.join(", "),
                plan.table.name,
                ctx.joins_sql(),
                order_sql.join(", "),
                plan.limit
            );
            Statements { main: Statement { sql, params: b.params }, count: Some(count), types }
        }
        Shape::Aggregate { groups, aggregates, order } => {
            let r = aggregate::render(&mut ctx, &mut b, tz, groups, aggregates, order);
            let sql = format!(
                "SELECT {}, count(*) OVER () AS total FROM {} t0{} WHERE {where_sql}{}{} LIMIT {}",
                r.select.join(", "),
                plan.table.name,
                ctx.joins_sql(),
                r.group_sql,
                r.order_sql,
                plan.limit
            );
            Statements { main: Statement { sql, params: b.params }, count: None, types: r.types }
        }
    }
}

/// Select-list expression and decode type for a to-one path.
fn output(ctx: &mut Ctx, b: &mut Builder, p: &Path) -> (String, OutType) {
    let e = column_expr(ctx, b, p.steps.as_slice(), p.column.name);
    let ty = out_type(p.column.ty);
    (cast(&e, ty), ty)
}

fn out_type(ty: ColumnType) -> OutType {
    match ty {
        ColumnType::Uuid => OutType::Uuid,
        ColumnType::Timestamp => OutType::Timestamp,
        ColumnType::Decimal => OutType::Decimal,
        ColumnType::Integer => OutType::Int32,
        ColumnType::Text => OutType::Text,
    }
}

/// Decimals travel as text (exact, and no decimal crate needed).
fn cast(e: &str, ty: OutType) -> String {
    if ty == OutType::Decimal { format!("{e}::text") } else { e.to_string() }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog;
    use crate::plan::parse;
    use serde_json::json;

    fn user() -> UserId {
        UserId::new(Uuid::from_u128(0x1234)).unwrap()
    }

    fn sql(q: serde_json::Value) -> Statements {
        build(&parse(&q, chrono_tz::UTC).unwrap(), user(), Dialect { tz: chrono_tz::UTC, ilike_collation: None })
    }

    #[test]
    fn every_statement_is_scoped_to_the_user() {
        for table in catalog::TABLES {
            let s = sql(json!({"table": table.name}));
            assert_eq!(s.main.params[0], Param::Uuid(user().as_uuid()));
            assert!(s.main.sql.contains("user_id = $1"), "{}: {}", table.name, s.main.sql);
            let c = s.count.unwrap();
            assert!(c.sql.contains("user_id = $1"), "{}", c.sql);
            let a = sql(json!({"table": table.name, "aggregate": [{"fn": "count"}]}));
            assert!(a.main.sql.contains("user_id = $1"), "{}", a.main.sql);
        }
    }

    #[test]
    fn receipt_items_are_scoped_through_the_receipts_join() {
        let s = sql(json!({"table": "receipt_items", "columns": ["receipt.shop", "amount"]}));
        assert!(s.main.sql.contains(" JOIN receipts j1 ON j1.id = t0.receipt_id"), "{}", s.main.sql);
        assert!(!s.main.sql.contains("LEFT JOIN receipts"), "the scope join is reused: {}", s.main.sql);
        assert!(s.main.sql.contains("j1.user_id = $1"));
        assert!(s.main.sql.contains("j1.shop AS c0"));
    }

    #[test]
    fn values_never_reach_the_sql_text() {
        let evil = "x'); DROP TABLE receipts; -- \u{202e}";
        for (column, op) in [("shop", "="), ("shop", "ILIKE"), ("receipt_number", "!="), ("shop", "<")] {
            let s = sql(json!({"table": "receipts", "where": [{"column": column, "op": op, "value": evil}]}));
            assert!(!s.main.sql.contains("DROP"), "{}", s.main.sql);
            assert!(s.main.params.contains(&Param::Text(evil.to_string())));
        }
        let s = sql(json!({"table": "receipts", "where": [{"column": "shop", "op": "IN", "value": [evil, "a"]}]}));
        assert!(!s.main.sql.contains("DROP"));
        let s = sql(json!({"table": "items", "where": [{"column": "labels.name", "op": "=", "value": evil}]}));
        assert!(!s.main.sql.contains("DROP"));
        assert!(s.main.sql.matches("user_id = $1").count() >= 2, "labels sub-query is scoped: {}", s.main.sql);
    }

    #[test]
    fn empty_in_matches_nothing() {
        let s = sql(json!({"table": "receipts", "where": [{"column": "shop", "op": "IN", "value": []}]}));
        assert!(s.main.sql.contains("AND FALSE"), "{}", s.main.sql);
    }

    #[test]
    fn ancestors_select_the_subtree() {
        let s = sql(json!({"table": "receipt_items",
            "where": [{"column": "item.product.ancestors.name", "op": "=", "value": "Молочные продукты"}]}));
        assert!(s.main.sql.contains("WITH RECURSIVE"), "{}", s.main.sql);
        assert!(s.main.sql.contains(".parent_id = "), "{}", s.main.sql);
    }

    #[test]
    fn aggregates_order_by_raw_values_and_count_groups() {
        let s = sql(json!({"table": "receipt_items", "aggregate": [{"fn": "sum", "column": "amount"}],
                           "group_by": ["receipt.shop"]}));
        // Sums are selected as text (exact decimals) but ordered as numbers.
        let order =
            "GROUP BY j1.shop ORDER BY coalesce(sum(t0.amount), 0) DESC NULLS LAST, j1.shop ASC NULLS LAST LIMIT 1000";
        assert!(s.main.sql.contains(order), "{}", s.main.sql);
        assert!(s.main.sql.contains("coalesce(sum(t0.amount), 0)::text AS a0"), "{}", s.main.sql);
        assert!(s.main.sql.contains("count(*) OVER () AS total"));
        assert_eq!(s.types, [OutType::Text, OutType::Decimal]);
        assert!(s.count.is_none());
    }

    #[test]
    fn to_many_groups_are_distinct_per_row_and_scoped() {
        let s = sql(json!({"table": "receipt_items", "aggregate": [{"fn": "sum", "column": "amount"}],
                           "group_by": ["item.labels.name", "item.product.ancestors.name"]}));
        let sql = &s.main.sql;
        assert_eq!(sql.matches("LEFT JOIN LATERAL (SELECT DISTINCT").count(), 1, "one lateral for all keys: {sql}");
        assert!(sql.contains("JOIN item_labels"), "{sql}");
        assert!(sql.matches("user_id = $1").count() >= 2, "the labels sub-query is scoped: {sql}");
        assert!(sql.contains("WITH RECURSIVE"), "{sql}");
        assert!(sql.contains("coalesce(sum(t0.amount), 0)"), "aggregates read the base row: {sql}");
        assert_eq!(s.types, [OutType::Text, OutType::Text, OutType::Decimal]);
    }
}
