//! Aggregate statements: group keys, aggregate functions and their ordering.
//!
//! # Groups over to-many paths
//!
//! A `group_by` path through a to-many relation (`item.labels.name`,
//! `item.product.ancestors.name`, `lines.receipt.shop`) puts a base row into
//! several groups. All such keys of a query are computed together in one
//! `LEFT JOIN LATERAL (SELECT DISTINCT …)` per base row, so:
//! - a base row counts **once in each group it belongs to** (DISTINCT: an item
//!   with two labels of the same colour is counted once for that colour, a
//!   period key is bucketed before the DISTINCT);
//! - a base row without related rows lands in the group `null`;
//! - the groups may therefore add up to more than the grand total.
//!
//! Aggregate arguments never go through a to-many relation (the planner
//! rejects that), so `sum(amount)` in a group is the sum over the distinct base
//! rows of that group.

use chrono_tz::Tz;

use crate::catalog::ColumnType;
use crate::plan::{AggFn, Aggregate, Group, Path, Period};

use super::from::{Builder, Ctx, column_expr};
use super::{OutType, Param, cast, out_type};

/// The SELECT list, GROUP BY and ORDER BY of an aggregate over `ctx`.
pub(super) struct Rendered {
    /// `expr AS gN` / `expr AS aN` entries.
    pub(super) select: Vec<String>,
    /// Decode types of the output columns.
    pub(super) types: Vec<OutType>,
    /// ` GROUP BY …` or empty.
    pub(super) group_sql: String,
    /// ` ORDER BY …` or empty.
    pub(super) order_sql: String,
}

/// Renders groups, aggregates and ordering, adding the joins they need to `ctx`.
pub(super) fn render(
    ctx: &mut Ctx,
    b: &mut Builder,
    tz: Tz,
    groups: &[Group],
    aggregates: &[Aggregate],
    order: &[(usize, bool)],
) -> Rendered {
    let mut select = Vec::new();
    let mut types = Vec::new();
    // Raw (uncast) expressions: ORDER BY must sort numbers as numbers.
    let mut raw = Vec::new();
    let mut group_by = Vec::new();
    let mut many = ManyKeys::new(ctx);
    for (i, g) in groups.iter().enumerate() {
        let ty = if g.period.is_some() { OutType::Date } else { out_type(g.path.column.ty) };
        let key = (!g.path.is_to_one()).then(|| {
            let inner = many.ctx.join_path(b, &g.path.steps);
            let e = format!("{inner}.{}", g.path.column.name);
            let e = match g.period {
                Some(period) => bucket(b, tz, &e, period),
                None => e,
            };
            many.key(b, e)
        });
        match (key, g.period) {
            (Some(k), _) => {
                select.push(format!("{} AS g{i}", cast(&k, ty)));
                raw.push(k.clone());
                group_by.push(k);
            }
            (None, Some(period)) => {
                let e = column_expr(ctx, b, g.path.steps.as_slice(), g.path.column.name);
                select.push(format!("{} AS g{i}", bucket(b, tz, &e, period)));
                raw.push((i + 1).to_string());
                group_by.push((i + 1).to_string());
            }
            (None, None) => {
                let e = column_expr(ctx, b, g.path.steps.as_slice(), g.path.column.name);
                select.push(format!("{} AS g{i}", cast(&e, ty)));
                raw.push(e.clone());
                group_by.push(e);
            }
        }
        types.push(ty);
    }
    many.finish(ctx);
    for (i, a) in aggregates.iter().enumerate() {
        let (expr, ty) = aggregate(ctx, b, a.func, a.path.as_ref());
        select.push(format!("{} AS a{i}", cast(&expr, ty)));
        types.push(ty);
        raw.push(expr);
    }
    let group_sql = if groups.is_empty() { String::new() } else { format!(" GROUP BY {}", group_by.join(", ")) };
    let mut order_sql: Vec<String> = order
        .iter()
        .map(|(i, desc)| format!("{} {} NULLS LAST", raw[*i], if *desc { "DESC" } else { "ASC" }))
        .collect();
    for (i, r) in raw.iter().enumerate().take(groups.len()) {
        if !order.iter().any(|(j, _)| *j == i) {
            order_sql.push(format!("{r} ASC NULLS LAST"));
        }
    }
    let order_sql = if order_sql.is_empty() { String::new() } else { format!(" ORDER BY {}", order_sql.join(", ")) };
    Rendered { select, types, group_sql, order_sql }
}

/// The first day of `e`'s period in the data's time zone, as a `date`.
fn bucket(b: &mut Builder, tz: Tz, e: &str, period: Period) -> String {
    let zone = b.bind(Param::Text(tz.name().to_string()));
    format!("(date_trunc('{}', {e}, {zone}::text) AT TIME ZONE {zone}::text)::date", period.sql_field())
}

/// The group keys that go through a to-many relation, computed in one
/// `LEFT JOIN LATERAL (SELECT DISTINCT …)` so each base row contributes once
/// to each distinct combination of them (see the module docs).
struct ManyKeys {
    /// Joins inside the lateral sub-query; its base alias is the outer one
    /// (`t0`), which a lateral sub-query may reference.
    ctx: Ctx,
    /// `expr AS kN` entries of the sub-query.
    keys: Vec<String>,
    /// Alias of the lateral sub-query; allocated with the first key.
    alias: Option<String>,
}

impl ManyKeys {
    fn new(outer: &Ctx) -> Self {
        Self { ctx: Ctx::new(outer.table, &outer.alias), keys: Vec::new(), alias: None }
    }

    /// Adds a key expression and returns how the outer query refers to it.
    fn key(&mut self, b: &mut Builder, expr: String) -> String {
        let alias = self.alias.get_or_insert_with(|| b.alias("g")).clone();
        let k = format!("k{}", self.keys.len());
        self.keys.push(format!("{expr} AS {k}"));
        format!("{alias}.{k}")
    }

    /// Adds the lateral join to `outer` when any key was added.
    fn finish(self, outer: &mut Ctx) {
        let Some(alias) = self.alias else { return };
        let sql = format!(
            " LEFT JOIN LATERAL (SELECT DISTINCT {} FROM (VALUES (1)) AS {alias}_one(n){}) {alias} ON TRUE",
            self.keys.join(", "),
            self.ctx.joins_sql()
        );
        outer.push_join(alias, sql);
    }
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
