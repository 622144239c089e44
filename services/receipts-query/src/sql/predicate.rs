//! `where` conditions as SQL: comparisons with bound values, `IN` lists, and
//! to-many paths as `EXISTS` / subtree sub-queries (a row matches when any
//! related row fits).

use crate::catalog::{self, Relation, RelationKind};
use crate::plan::{Filter, Op, Operand, Scalar};

use super::Param;
use super::from::{Builder, Ctx, column_expr, scope};

/// One `where` condition as SQL.
pub(super) fn filter(ctx: &mut Ctx, b: &mut Builder, f: &Filter) -> String {
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
