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

use chrono::{DateTime, Utc};
use chrono_tz::Tz;
use uuid::Uuid;

use crate::catalog::{self, ColumnType, Relation, RelationKind, Scope, Table};
use crate::plan::{AggFn, Filter, Op, Operand, Path, Plan, Scalar, Shape};
use crate::user::UserId;

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
            let mut select = Vec::new();
            let mut types = Vec::new();
            // Raw (uncast) expressions: ORDER BY must sort numbers as numbers.
            let mut raw = Vec::new();
            let mut group_by = Vec::new();
            for (i, g) in groups.iter().enumerate() {
                let e = column_expr(&mut ctx, &mut b, g.path.steps.as_slice(), g.path.column.name);
                match g.period {
                    Some(period) => {
                        let zone = b.bind(Param::Text(tz.name().to_string()));
                        select.push(format!(
                            "(date_trunc('{}', {e}, {zone}::text) AT TIME ZONE {zone}::text)::date AS g{i}",
                            period.sql_field()
                        ));
                        types.push(OutType::Date);
                        raw.push((i + 1).to_string());
                        group_by.push((i + 1).to_string());
                    }
                    None => {
                        let ty = out_type(g.path.column.ty);
                        select.push(format!("{} AS g{i}", cast(&e, ty)));
                        types.push(ty);
                        raw.push(e.clone());
                        group_by.push(e);
                    }
                }
            }
            for (i, a) in aggregates.iter().enumerate() {
                let (expr, ty) = aggregate(&mut ctx, &mut b, a.func, a.path.as_ref());
                select.push(format!("{} AS a{i}", cast(&expr, ty)));
                types.push(ty);
                raw.push(expr);
            }
            let group_sql =
                if groups.is_empty() { String::new() } else { format!(" GROUP BY {}", group_by.join(", ")) };
            let mut order_sql: Vec<String> = order
                .iter()
                .map(|(i, desc)| format!("{} {} NULLS LAST", raw[*i], if *desc { "DESC" } else { "ASC" }))
                .collect();
            for (i, r) in raw.iter().enumerate().take(groups.len()) {
                if !order.iter().any(|(j, _)| *j == i) {
                    order_sql.push(format!("{r} ASC NULLS LAST"));
                }
            }
            let order_clause =
                if order_sql.is_empty() { String::new() } else { format!(" ORDER BY {}", order_sql.join(", ")) };
            let sql = format!(
                "SELECT {}, count(*) OVER () AS total FROM {} t0{} WHERE {where_sql}{group_sql}{order_clause} LIMIT {}",
                select.join(", "),
                plan.table.name,
                ctx.joins_sql(),
                plan.limit
            );
            Statements { main: Statement { sql, params: b.params }, count: None, types }
        }
    }
}

/// Parameter list and alias generator shared by a statement and its sub-queries.
struct Builder {
    params: Vec<Param>,
    next_alias: usize,
    ilike_collation: Option<&'static str>,
}

impl Builder {
    fn new(user: UserId, ilike_collation: Option<&'static str>) -> Self {
        Self { params: vec![Param::Uuid(user.as_uuid())], next_alias: 0, ilike_collation }
    }

    /// Adds a parameter and returns its placeholder.
    fn bind(&mut self, p: Param) -> String {
        self.params.push(p);
        format!("${}", self.params.len())
    }

    fn alias(&mut self, prefix: &str) -> String {
        self.next_alias += 1;
        format!("{prefix}{}", self.next_alias)
    }
}

/// The placeholder of the user id.
const USER: &str = "$1";

/// One FROM clause: a base table alias and the to-one joins made from it.
struct Ctx {
    table: &'static Table,
    alias: String,
    joins: Vec<Join>,
}

struct Join {
    key: Vec<&'static str>,
    alias: String,
    sql: String,
}

impl Ctx {
    fn new(table: &'static Table, alias: &str) -> Self {
        Self { table, alias: alias.to_string(), joins: Vec::new() }
    }

    /// Joins the to-one `steps` (reusing joins made before) and returns the last alias.
    fn join_to_one(&mut self, b: &mut Builder, steps: &[&'static Relation], inner: bool) -> String {
        let mut alias = self.alias.clone();
        let mut key = Vec::new();
        for rel in steps {
            let RelationKind::ToOne { fk } = rel.kind else { unreachable!("only to-one relations are joined") };
            key.push(rel.name);
            if let Some(j) = self.joins.iter().find(|j| j.key == key) {
                alias = j.alias.clone();
                continue;
            }
            let next = b.alias("j");
            let kind = if inner { "JOIN" } else { "LEFT JOIN" };
            let sql = format!(" {kind} {} {next} ON {next}.id = {alias}.{fk}", rel.target);
            self.joins.push(Join { key: key.clone(), alias: next.clone(), sql });
            alias = next;
        }
        alias
    }

    fn joins_sql(&self) -> String {
        self.joins.iter().map(|j| j.sql.as_str()).collect()
    }
}

/// The owner filter of the context's base table.
fn scope(ctx: &mut Ctx, b: &mut Builder) -> String {
    let a = ctx.alias.clone();
    match ctx.table.scope {
        Scope::Owner => format!("{a}.user_id = {USER}"),
        Scope::Through(rel) => {
            let rel = ctx.table.relation(rel).expect("catalog is consistent");
            let owner = ctx.join_to_one(b, &[rel], true);
            format!("{owner}.user_id = {USER}")
        }
        Scope::ItemsSeen => item_seen(b, &a),
        Scope::ProductsSeen => {
            let (v, p, q, i) = (b.alias("v"), b.alias("p"), b.alias("p"), b.alias("i"));
            let seen = item_seen(b, &i);
            format!(
                "{a}.id IN (WITH RECURSIVE {v}(id, parent_id) AS (\
                 SELECT {p}.id, {p}.parent_id FROM products {p} \
                 WHERE {p}.id IN (SELECT {i}.product_id FROM items {i} WHERE {seen}) \
                 UNION SELECT {q}.id, {q}.parent_id FROM products {q} JOIN {v} ON {q}.id = {v}.parent_id) \
                 SELECT id FROM {v})"
            )
        }
    }
}

/// An item is the user's when it is on one of their receipts or carries one of their labels.
///
/// Written as two uncorrelated `IN` sub-queries, which PostgreSQL evaluates once
/// into hash sets built from the user's own rows: the cost grows with the
/// user's data, never with other users' purchases of the same item (a
/// correlated EXISTS would walk every line of a popular item).
fn item_seen(b: &mut Builder, item: &str) -> String {
    let (r, ri, l, il) = (b.alias("s"), b.alias("s"), b.alias("s"), b.alias("s"));
    format!(
        "({item}.id IN (SELECT {ri}.item_id FROM receipts {r} JOIN receipt_items {ri} ON {ri}.receipt_id = {r}.id \
         WHERE {r}.user_id = {USER}) \
         OR {item}.id IN (SELECT {il}.item_id FROM labels {l} JOIN item_labels {il} ON {il}.label_id = {l}.id \
         WHERE {l}.user_id = {USER}))"
    )
}

/// `alias.column` for a to-one path, joining as needed.
fn column_expr(ctx: &mut Ctx, b: &mut Builder, steps: &[&'static Relation], column: &'static str) -> String {
    let alias = ctx.join_to_one(b, steps, false);
    format!("{alias}.{column}")
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

/// A raw aggregate expression and its output type.
fn aggregate(ctx: &mut Ctx, b: &mut Builder, func: AggFn, path: Option<&Path>) -> (String, OutType) {
    let Some(p) = path else { return ("count(*)".to_string(), OutType::Int64) };
    let e = column_expr(ctx, b, p.steps.as_slice(), p.column.name);
    let ty = p.column.ty;
    match func {
        AggFn::Count => (format!("count({e})"), OutType::Int64),
        AggFn::CountDistinct => (format!("count(DISTINCT {e})"), OutType::Int64),
        AggFn::Sum if ty == ColumnType::Integer => (format!("coalesce(sum({e}), 0)"), OutType::Int64),
        AggFn::Sum => (format!("coalesce(sum({e}), 0)"), OutType::Decimal),
        AggFn::Avg => (format!("trim_scale(round(avg({e}), 4))"), OutType::Decimal),
        AggFn::Min | AggFn::Max => (format!("{}({e})", func.as_str()), out_type(ty)),
    }
}

/// One `where` condition as SQL.
fn filter(ctx: &mut Ctx, b: &mut Builder, f: &Filter) -> String {
    predicate(ctx, b, &f.path.steps, f.path.column.name, f.op, &f.operand)
}

fn predicate(
    ctx: &mut Ctx,
    b: &mut Builder,
    steps: &[&'static Relation],
    column: &'static str,
    op: Op,
    operand: &Operand,
) -> String {
    let Some(k) = steps.iter().position(|r| r.is_to_many()) else {
        let e = column_expr(ctx, b, steps, column);
        return compare(b, &e, op, operand);
    };
    let source = ctx.join_to_one(b, &steps[..k], false);
    let rel = steps[k];
    let target = catalog::table(rel.target).expect("catalog is consistent");
    match rel.kind {
        RelationKind::Ancestors => {
            // Categories matching the condition, plus all their descendants: the
            // source product lies under one of them exactly when one of its
            // ancestors (or itself) matches.
            let (d, p, c) = (b.alias("d"), b.alias("p"), b.alias("p"));
            let cond = compare(b, &format!("{p}.{column}"), op, operand);
            format!(
                "{source}.id IN (WITH RECURSIVE {d}(id) AS (SELECT {p}.id FROM products {p} WHERE {cond} \
                 UNION SELECT {c}.id FROM products {c} JOIN {d} ON {c}.parent_id = {d}.id) SELECT id FROM {d})"
            )
        }
        RelationKind::ToMany { fk } => {
            let x = b.alias("x");
            let mut sub = Ctx::new(target, &x);
            let own = scope(&mut sub, b);
            let inner = predicate(&mut sub, b, &steps[k + 1..], column, op, operand);
            format!(
                "EXISTS (SELECT 1 FROM {} {x}{} WHERE {x}.{fk} = {source}.id AND {own} AND {inner})",
                target.name,
                sub.joins_sql()
            )
        }
        RelationKind::Link { link, source_fk, target_fk } => {
            let (x, l) = (b.alias("x"), b.alias("l"));
            let mut sub = Ctx::new(target, &x);
            let own = scope(&mut sub, b);
            let inner = predicate(&mut sub, b, &steps[k + 1..], column, op, operand);
            format!(
                "EXISTS (SELECT 1 FROM {} {x} JOIN {link} {l} ON {l}.{target_fk} = {x}.id{} \
                 WHERE {l}.{source_fk} = {source}.id AND {own} AND {inner})",
                target.name,
                sub.joins_sql()
            )
        }
        RelationKind::ToOne { .. } => unreachable!("position() found a to-many relation"),
    }
}

fn sql_op(op: Op) -> &'static str {
    match op {
        Op::Eq => "=",
        Op::Ne => "<>",
        Op::Gt => ">",
        Op::Lt => "<",
        Op::Ge => ">=",
        Op::Le => "<=",
        Op::ILike => "ILIKE",
        Op::In | Op::IsNull | Op::IsNotNull => unreachable!("not a binary comparison"),
    }
}

/// `expr <op> value` with the value bound.
fn compare(b: &mut Builder, e: &str, op: Op, operand: &Operand) -> String {
    match (op, operand) {
        (Op::IsNull, _) => format!("{e} IS NULL"),
        (Op::IsNotNull, _) => format!("{e} IS NOT NULL"),
        (Op::In, Operand::List(values)) => in_list(b, e, values),
        (_, Operand::One(Scalar::Period { start, end })) => {
            // Bind only the bounds the SQL uses: the statement cache is keyed by
            // SQL text, so the parameter list must be a function of the text.
            let (start, end) = (Param::Instant(*start), Param::Instant(*end));
            match op {
                Op::Eq => {
                    let (s, t) = (b.bind(start), b.bind(end));
                    format!("({e} >= {s} AND {e} < {t})")
                }
                Op::Ne => {
                    let (s, t) = (b.bind(start), b.bind(end));
                    format!("({e} < {s} OR {e} >= {t})")
                }
                Op::Gt => format!("{e} >= {}", b.bind(end)),
                Op::Ge => format!("{e} >= {}", b.bind(start)),
                Op::Lt => format!("{e} < {}", b.bind(start)),
                Op::Le => format!("{e} < {}", b.bind(end)),
                _ => unreachable!("the planner allows only comparisons on dates"),
            }
        }
        (_, Operand::One(v)) => {
            let (placeholder, cast) = match v {
                Scalar::Uuid(u) => (b.bind(Param::Uuid(*u)), ""),
                Scalar::Text(s) => (b.bind(Param::Text(s.clone())), ""),
                Scalar::Number(n) => (b.bind(Param::Text(n.clone())), "::numeric"),
                Scalar::Instant(t) => (b.bind(Param::Instant(*t)), ""),
                Scalar::Period { .. } => unreachable!("handled above"),
            };
            let collate = match (op, b.ilike_collation) {
                (Op::ILike, Some(c)) => format!(" COLLATE \"{c}\""),
                _ => String::new(),
            };
            format!("{e} {} {placeholder}{cast}{collate}", sql_op(op))
        }
        _ => unreachable!("the planner pairs IN with a list and comparisons with one value"),
    }
}

fn in_list(b: &mut Builder, e: &str, values: &[Scalar]) -> String {
    if values.is_empty() {
        return "FALSE".to_string();
    }
    let mut uuids = Vec::new();
    let mut texts = Vec::new();
    let mut numbers = Vec::new();
    let mut instants = Vec::new();
    let mut periods = Vec::new();
    for v in values {
        match v {
            Scalar::Uuid(u) => uuids.push(*u),
            Scalar::Text(s) => texts.push(s.clone()),
            Scalar::Number(n) => numbers.push(n.clone()),
            Scalar::Instant(t) => instants.push(*t),
            Scalar::Period { start, end } => periods.push((*start, *end)),
        }
    }
    let mut parts = Vec::new();
    if !uuids.is_empty() {
        parts.push(format!("{e} = ANY({})", b.bind(Param::UuidList(uuids))));
    }
    if !texts.is_empty() {
        parts.push(format!("{e} = ANY({})", b.bind(Param::TextList(texts))));
    }
    if !numbers.is_empty() {
        parts.push(format!("{e} = ANY({}::numeric[])", b.bind(Param::TextList(numbers))));
    }
    if !instants.is_empty() {
        parts.push(format!("{e} = ANY({})", b.bind(Param::InstantList(instants))));
    }
    if !periods.is_empty() {
        let (starts, ends): (Vec<_>, Vec<_>) = periods.into_iter().unzip();
        let (s, t) = (b.bind(Param::InstantList(starts)), b.bind(Param::InstantList(ends)));
        // One range test per period, without one parameter pair per element.
        parts.push(format!("EXISTS (SELECT 1 FROM unnest({s}::timestamptz[], {t}::timestamptz[]) AS r(s, e) WHERE {e} >= r.s AND {e} < r.e)"));
    }
    if parts.len() == 1 { parts.remove(0) } else { format!("({})", parts.join(" OR ")) }
}

#[cfg(test)]
mod tests {
    use super::*;
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
}
