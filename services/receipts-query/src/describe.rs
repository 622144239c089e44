//! `describe_data`: what the model needs before its first query.
//!
//! The schema (tables, columns with types and meaning, relations), three
//! example items chosen by the SmartBasket rule, and statistics of the
//! caller's data. Everything data-dependent is read as the caller, so another
//! user's receipts never show up, not even in counts.
//!
//! Example rule: an example item must carry one of the user's labels and
//! belong to a category; the deepest category comes first, then the item on
//! most receipts, then the one with most labels (then name, for determinism).
//! Each example shows the category chain to the root, its labels and its latest
//! receipt lines with date and shop.

use serde_json::{Value, json};
use sqlx::Row;
use uuid::Uuid;

use crate::catalog::{self, RelationKind};
use crate::engine::{ReceiptsEngine, Session, decode};
use crate::error::Error;
use crate::plan::{self, AGGREGATE_FUNCTIONS, DEFAULT_LIMIT, MAX_GROUPS, MAX_LIMIT, operators_for};
use crate::result::{Cell, QueryResult};
use crate::sql::{OutType, Param, Statement};
use crate::user::UserId;

/// Number of example items.
pub const EXAMPLES: usize = 3;
/// Receipt lines shown per example.
pub const EXAMPLE_LINES: usize = 5;

/// The description: JSON for programs and the UI, text for the model.
#[derive(Debug, Clone, PartialEq)]
pub struct Description {
    /// `{tables, relationships, query, time_zone, examples, statistics}`.
    pub json: Value,
    /// Compact text for the model.
    pub model_response: String,
}

/// One example item.
#[derive(Debug, Clone, PartialEq)]
pub struct Example {
    /// Item id.
    pub id: Uuid,
    /// Item name.
    pub name: String,
    /// Categories from the root down to the item's own.
    pub categories: Vec<String>,
    /// The user's labels on it.
    pub labels: Vec<String>,
    /// Receipts it appears on.
    pub receipts: i64,
    /// Latest receipt lines: `(date, shop, quantity, price, amount)`.
    pub lines: Vec<[String; 5]>,
}

impl ReceiptsEngine {
    /// Describes the schema and the caller's data.
    #[tracing::instrument(name = "receipts.describe", skip_all, fields(user = %user))]
    pub async fn describe(&self, user: UserId) -> Result<Description, Error> {
        let mut session = self.session(user).await?;
        let stats = statistics(&mut session, user).await?;
        let examples = examples(&mut session, user).await?;
        session.finish().await?;
        let json = json!({
            "tables": tables_json(),
            "relationships": relationships(),
            "query": query_reference(),
            "time_zone": self.settings().time_zone.name(),
            "examples": examples.iter().map(example_json).collect::<Vec<_>>(),
            "statistics": stats.json(),
        });
        let model_response = model_text(&stats, &examples, self.settings().time_zone.name());
        Ok(Description { json, model_response })
    }
}

fn type_name(ty: catalog::ColumnType) -> &'static str {
    ty.kind().name()
}

fn tables_json() -> Value {
    Value::Array(
        catalog::TABLES
            .iter()
            .map(|t| {
                json!({
                    "name": t.name,
                    "description": t.description,
                    "columns": t.columns.iter().map(|c| json!({
                        "name": c.name, "type": type_name(c.ty), "nullable": c.nullable, "description": c.description,
                    })).collect::<Vec<_>>(),
                    "relations": t.relations.iter().map(|r| json!({
                        "name": r.name,
                        "table": r.target,
                        "kind": if r.is_to_many() { "many" } else { "one" },
                        "description": r.description,
                    })).collect::<Vec<_>>(),
                })
            })
            .collect(),
    )
}

/// Foreign keys in `a.b → c.id` form.
fn relationships() -> Vec<String> {
    let mut out = Vec::new();
    for t in catalog::TABLES {
        for r in t.relations {
            match r.kind {
                RelationKind::ToOne { fk } => out.push(format!("{}.{fk} → {}.id", t.name, r.target)),
                RelationKind::Link { link, source_fk, target_fk } => {
                    let s = format!("{link}.{source_fk} → {}.id, {link}.{target_fk} → {}.id", t.name, r.target);
                    if !out.contains(&s) {
                        out.push(s);
                    }
                }
                RelationKind::ToMany { .. } | RelationKind::Ancestors => {}
            }
        }
    }
    out.dedup();
    out
}

fn query_reference() -> Value {
    let ops = operators_for;
    json!({
        "operators": {
            "uuid": ops(catalog::ValueKind::Uuid),
            "date": ops(catalog::ValueKind::Date),
            "number": ops(catalog::ValueKind::Number),
            "text": ops(catalog::ValueKind::Text),
        },
        "aggregate_functions": AGGREGATE_FUNCTIONS,
        "group_by_periods": ["day", "week", "month", "year"],
        "limits": {"default_rows": DEFAULT_LIMIT, "max_rows": MAX_LIMIT, "max_groups": MAX_GROUPS},
    })
}

/// Counts and ranges of the caller's data.
struct Statistics {
    counts: Vec<(&'static str, i64)>,
    first: Cell,
    last: Cell,
    spent: Cell,
    shops: Vec<(String, i64)>,
    labels: Vec<String>,
    top_categories: Vec<String>,
}

impl Statistics {
    fn json(&self) -> Value {
        let counts: serde_json::Map<String, Value> =
            self.counts.iter().map(|(t, n)| (t.to_string(), json!(n))).collect();
        json!({
            "counts": counts,
            "date_range": {"first": self.first.to_json(), "last": self.last.to_json()},
            "total_spent": self.spent.to_json(),
            "shops": self.shops.iter().map(|(s, n)| json!({"shop": s, "receipts": n})).collect::<Vec<_>>(),
            "labels": self.labels,
            "top_level_categories": self.top_categories,
        })
    }
}

/// Runs a query object through the same validated, user-scoped path as the query tool.
async fn run(session: &mut Session, user: UserId, query: Value) -> Result<QueryResult, Error> {
    let plan = plan::parse(&query, session.tz).map_err(Error::Query)?;
    session.run(user, &plan).await
}

fn int(c: &Cell) -> i64 {
    if let Cell::Int(i) = c { *i } else { 0 }
}

fn text(c: &Cell) -> String {
    c.text()
}

async fn statistics(session: &mut Session, user: UserId) -> Result<Statistics, Error> {
    let mut counts = Vec::new();
    for t in catalog::TABLES {
        let r = run(session, user, json!({"table": t.name, "aggregate": [{"fn": "count"}]})).await?;
        counts.push((t.name, r.rows.first().map(|row| int(&row[0])).unwrap_or(0)));
    }
    let range = run(
        session,
        user,
        json!({"table": "receipts", "aggregate": [
            {"fn": "min", "column": "date"}, {"fn": "max", "column": "date"}, {"fn": "sum", "column": "total"}]}),
    )
    .await?;
    let row = range.rows.into_iter().next().unwrap_or_else(|| vec![Cell::Null, Cell::Null, Cell::Null]);
    let shops = run(
        session,
        user,
        json!({"table": "receipts", "aggregate": [{"fn": "count"}], "group_by": ["shop"], "limit": 20}),
    )
    .await?
    .rows
    .iter()
    .map(|r| (text(&r[0]), int(&r[1])))
    .collect();
    let labels = run(session, user, json!({"table": "labels", "columns": ["name"], "limit": MAX_LIMIT}))
        .await?
        .rows
        .iter()
        .map(|r| text(&r[0]))
        .collect();
    let top_categories = run(
        session,
        user,
        json!({"table": "products", "columns": ["name"],
               "where": [{"column": "parent_id", "op": "IS NULL"}], "limit": MAX_LIMIT}),
    )
    .await?
    .rows
    .iter()
    .map(|r| text(&r[0]))
    .collect();
    Ok(Statistics {
        counts,
        first: row[0].clone(),
        last: row[1].clone(),
        spent: row[2].clone(),
        shops,
        labels,
        top_categories,
    })
}

/// The ranking query. Hand-written because it needs window-free ranking over
/// three derived quantities; `$1` is the user and every user-owned table is
/// filtered by it (labels through `l.user_id`, receipts through `r.user_id`).
const EXAMPLES_SQL: &str = "\
WITH RECURSIVE depth(id, depth) AS ( \
    SELECT id, 1 FROM products WHERE parent_id IS NULL \
    UNION ALL \
    SELECT p.id, d.depth + 1 FROM products p JOIN depth d ON p.parent_id = d.id WHERE d.depth < 32 \
), labelled AS ( \
    SELECT il.item_id, count(*) AS labels FROM item_labels il JOIN labels l ON l.id = il.label_id \
    WHERE l.user_id = $1 GROUP BY il.item_id \
), bought AS ( \
    SELECT ri.item_id, count(DISTINCT ri.receipt_id) AS receipts \
    FROM receipt_items ri JOIN receipts r ON r.id = ri.receipt_id \
    WHERE r.user_id = $1 AND ri.item_id IN (SELECT item_id FROM labelled) GROUP BY ri.item_id \
) \
SELECT i.id, i.name, coalesce(b.receipts, 0) AS receipts \
FROM items i \
JOIN labelled lb ON lb.item_id = i.id \
JOIN depth d ON d.id = i.product_id \
LEFT JOIN bought b ON b.item_id = i.id \
ORDER BY d.depth DESC, coalesce(b.receipts, 0) DESC, lb.labels DESC, i.name, i.id \
LIMIT 3";

const CHAIN_SQL: &str = "\
WITH RECURSIVE up(id, name, parent_id, n) AS ( \
    SELECT p.id, p.name, p.parent_id, 1 FROM products p JOIN items i ON i.product_id = p.id WHERE i.id = $1 \
    UNION ALL \
    SELECT p.id, p.name, p.parent_id, up.n + 1 FROM products p JOIN up ON p.id = up.parent_id WHERE up.n < 32 \
) SELECT name FROM up ORDER BY n DESC";

const LABELS_SQL: &str = "\
SELECT l.name FROM item_labels il JOIN labels l ON l.id = il.label_id \
WHERE il.item_id = $2 AND l.user_id = $1 ORDER BY l.name";

const LINES_SQL: &str = "\
SELECT r.date, r.shop, ri.quantity::text, ri.price::text, ri.amount::text \
FROM receipt_items ri JOIN receipts r ON r.id = ri.receipt_id \
WHERE ri.item_id = $2 AND r.user_id = $1 ORDER BY r.date DESC, ri.id LIMIT 5";

fn stmt(sql: &str, user: UserId, item: Option<Uuid>) -> Statement {
    let mut params = vec![Param::Uuid(user.as_uuid())];
    params.extend(item.map(Param::Uuid));
    Statement { sql: sql.to_string(), params }
}

async fn examples(session: &mut Session, user: UserId) -> Result<Vec<Example>, Error> {
    let ranked = session.fetch(&stmt(EXAMPLES_SQL, user, None)).await?;
    let mut out = Vec::with_capacity(ranked.len());
    for row in ranked {
        let id: Uuid = row.try_get(0).map_err(|e| session.db_error(e))?;
        let name: String = row.try_get(1).map_err(|e| session.db_error(e))?;
        let receipts: i64 = row.try_get(2).map_err(|e| session.db_error(e))?;
        let strings = |rows: Vec<sqlx::postgres::PgRow>| -> Result<Vec<String>, sqlx::Error> {
            rows.iter().map(|r| r.try_get::<String, _>(0)).collect()
        };
        // Categories are the shared catalogue: the item id alone selects them.
        let chain = Statement { sql: CHAIN_SQL.to_string(), params: vec![Param::Uuid(id)] };
        let categories = session.fetch(&chain).await?;
        let categories = strings(categories).map_err(|e| session.db_error(e))?;
        let labels = session.fetch(&stmt(LABELS_SQL, user, Some(id))).await?;
        let labels = strings(labels).map_err(|e| session.db_error(e))?;
        let mut lines = Vec::new();
        for r in session.fetch(&stmt(LINES_SQL, user, Some(id))).await? {
            let mut cells = [const { String::new() }; 5];
            let types = [OutType::Timestamp, OutType::Text, OutType::Decimal, OutType::Decimal, OutType::Decimal];
            for (i, ty) in types.into_iter().enumerate() {
                cells[i] = decode(&r, i, ty, session.tz).map_err(|e| session.db_error(e))?.text();
            }
            lines.push(cells);
        }
        out.push(Example { id, name, categories, labels, receipts, lines });
    }
    Ok(out)
}

fn example_json(e: &Example) -> Value {
    json!({
        "item": {"id": e.id.to_string(), "name": e.name},
        "category_chain": e.categories,
        "labels": e.labels,
        "receipt_count": e.receipts,
        "latest_receipt_lines": e.lines.iter().map(|l| json!({
            "date": l[0], "shop": l[1], "quantity": l[2], "price": l[3], "amount": l[4],
        })).collect::<Vec<_>>(),
    })
}

fn model_text(stats: &Statistics, examples: &[Example], tz: &str) -> String {
    let mut out =
        String::from("Tables (query them with query_receipts; follow relations with '.', e.g. item.product.name):\n");
    for t in catalog::TABLES {
        let cols: Vec<String> = t
            .columns
            .iter()
            .map(|c| format!("{} {}{}", c.name, type_name(c.ty), if c.nullable { "?" } else { "" }))
            .collect();
        out.push_str(&format!("- {}: {}", t.name, cols.join(", ")));
        if !t.relations.is_empty() {
            let rels: Vec<String> = t
                .relations
                .iter()
                .map(|r| format!("{} ({} {})", r.name, if r.is_to_many() { "many" } else { "one" }, r.target))
                .collect();
            out.push_str(&format!("; relations: {}", rels.join(", ")));
        }
        out.push('\n');
    }
    out.push_str(
        "Note: product.ancestors.name = 'X' matches category X and all its sub-categories; \
         to-many relations (lines, labels, ancestors) only work in `where`.\n",
    );
    let counts: Vec<String> = stats.counts.iter().map(|(t, n)| format!("{t} {n}")).collect();
    out.push_str(&format!("Your data: {}\n", counts.join(", ")));
    out.push_str(&format!(
        "Dates: {} … {} (time zone {tz}); total spent {}\n",
        stats.first.text(),
        stats.last.text(),
        stats.spent.text()
    ));
    if !stats.shops.is_empty() {
        let shops: Vec<String> = stats.shops.iter().map(|(s, n)| format!("{s} ({n})")).collect();
        out.push_str(&format!("Shops (receipts): {}\n", shops.join(", ")));
    }
    if !stats.labels.is_empty() {
        out.push_str(&format!("Labels: {}\n", stats.labels.join(", ")));
    }
    if !stats.top_categories.is_empty() {
        out.push_str(&format!("Top-level categories: {}\n", stats.top_categories.join(", ")));
    }
    if examples.is_empty() {
        out.push_str("Examples: none (no item has both a label and a category)\n");
    } else {
        out.push_str("Examples:\n");
    }
    for (i, e) in examples.iter().enumerate() {
        out.push_str(&format!(
            "{}. {} — category: {}; labels: {}; on {} receipts",
            i + 1,
            e.name,
            e.categories.join(" › "),
            e.labels.join(", "),
            e.receipts
        ));
        if !e.lines.is_empty() {
            let lines: Vec<String> =
                e.lines.iter().map(|l| format!("{} {} {} × {} = {}", l[0], l[1], l[2], l[3], l[4])).collect();
            out.push_str(&format!("; latest: {}", lines.join("; ")));
        }
        out.push('\n');
    }
    out.trim_end().to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn relationships_name_every_foreign_key() {
        let r = relationships();
        assert!(r.contains(&"receipt_items.receipt_id → receipts.id".to_string()), "{r:?}");
        assert!(r.contains(&"items.product_id → products.id".to_string()));
        assert!(r.contains(&"products.parent_id → products.id".to_string()));
        assert!(r.iter().any(|s| s.starts_with("item_labels.item_id → items.id")));
    }

    #[test]
    fn examples_sql_filters_every_owned_table_by_the_user() {
        assert!(EXAMPLES_SQL.contains("l.user_id = $1") && EXAMPLES_SQL.contains("r.user_id = $1"));
        assert!(LABELS_SQL.contains("l.user_id = $1") && LINES_SQL.contains("r.user_id = $1"));
    }
}
