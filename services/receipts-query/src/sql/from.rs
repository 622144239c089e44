//! FROM clauses: the parameter list and alias generator, the owner scope of
//! every table, and joins along relation paths — to-one relations as plain
//! joins, to-many relations (for `group_by` only) as lateral sub-queries that
//! are scoped to the user like any other statement.

use crate::catalog::{self, Relation, RelationKind, Scope, Table};
use crate::user::UserId;

use super::Param;

/// Parameter list and alias generator shared by a statement and its sub-queries.
pub(super) struct Builder {
    pub(super) params: Vec<Param>,
    next_alias: usize,
    pub(super) ilike_collation: Option<&'static str>,
}

impl Builder {
    pub(super) fn new(user: UserId, ilike_collation: Option<&'static str>) -> Self {
        Self { params: vec![Param::Uuid(user.as_uuid())], next_alias: 0, ilike_collation }
    }

    /// Adds a parameter and returns its placeholder.
    pub(super) fn bind(&mut self, p: Param) -> String {
        self.params.push(p);
        format!("${}", self.params.len())
    }

    pub(super) fn alias(&mut self, prefix: &str) -> String {
        self.next_alias += 1;
        format!("{prefix}{}", self.next_alias)
    }
}

/// The placeholder of the user id.
pub(super) const USER: &str = "$1";

/// One FROM clause: a base table alias and the joins made from it.
pub(super) struct Ctx {
    pub(super) table: &'static Table,
    pub(super) alias: String,
    joins: Vec<Join>,
}

struct Join {
    key: Vec<&'static str>,
    alias: String,
    sql: String,
}

impl Ctx {
    pub(super) fn new(table: &'static Table, alias: &str) -> Self {
        Self { table, alias: alias.to_string(), joins: Vec::new() }
    }

    /// Joins the to-one `steps` (reusing joins made before) and returns the last alias.
    pub(super) fn join_to_one(&mut self, b: &mut Builder, steps: &[&'static Relation], inner: bool) -> String {
        let kind = if inner { "JOIN" } else { "LEFT JOIN" };
        self.join_steps(b, steps, |_, rel, from, next| {
            let RelationKind::ToOne { fk } = rel.kind else { unreachable!("only to-one relations are joined") };
            format!(" {kind} {} {next} ON {next}.id = {from}.{fk}", rel.target)
        })
    }

    /// Joins `steps` of any kind (reusing joins made before) and returns the
    /// alias of the last table. To-one steps are LEFT JOINs; a to-many step is a
    /// `LEFT JOIN LATERAL` sub-query yielding the related rows the user may see
    /// (one output row per related row, one row of NULLs when there is none).
    /// Only `group_by` uses to-many steps: anywhere else they would multiply rows.
    pub(super) fn join_path(&mut self, b: &mut Builder, steps: &[&'static Relation]) -> String {
        self.join_steps(b, steps, |b, rel, from, next| {
            let target = catalog::table(rel.target).expect("catalog is consistent");
            match rel.kind {
                RelationKind::ToOne { fk } => format!(" LEFT JOIN {} {next} ON {next}.id = {from}.{fk}", target.name),
                RelationKind::ToMany { fk } => {
                    let x = b.alias("x");
                    let mut sub = Ctx::new(target, &x);
                    let own = scope(&mut sub, b);
                    format!(
                        " LEFT JOIN LATERAL (SELECT {x}.* FROM {} {x}{} WHERE {x}.{fk} = {from}.id AND {own}) {next} ON TRUE",
                        target.name,
                        sub.joins_sql()
                    )
                }
                RelationKind::Link { link, source_fk, target_fk } => {
                    let (x, l) = (b.alias("x"), b.alias("l"));
                    let mut sub = Ctx::new(target, &x);
                    let own = scope(&mut sub, b);
                    format!(
                        " LEFT JOIN LATERAL (SELECT {x}.* FROM {} {x} JOIN {link} {l} ON {l}.{target_fk} = {x}.id{} \
                         WHERE {l}.{source_fk} = {from}.id AND {own}) {next} ON TRUE",
                        target.name,
                        sub.joins_sql()
                    )
                }
                RelationKind::Ancestors => {
                    // The category itself and every parent. UNION (not UNION ALL)
                    // stops at a cycle in the hierarchy instead of looping.
                    let (a, p, q) = (b.alias("a"), b.alias("p"), b.alias("p"));
                    format!(
                        " LEFT JOIN LATERAL (WITH RECURSIVE {a} AS (SELECT {p}.* FROM products {p} WHERE {p}.id = {from}.id \
                         UNION SELECT {q}.* FROM products {q} JOIN {a} ON {q}.id = {a}.parent_id) SELECT * FROM {a}) {next} ON TRUE"
                    )
                }
            }
        })
    }

    /// Walks `steps`, reusing the join of every prefix made before and adding
    /// `render(builder, relation, from_alias, new_alias)` for the others.
    fn join_steps(
        &mut self,
        b: &mut Builder,
        steps: &[&'static Relation],
        render: impl Fn(&mut Builder, &'static Relation, &str, &str) -> String,
    ) -> String {
        let mut alias = self.alias.clone();
        let mut key = Vec::new();
        for rel in steps {
            key.push(rel.name);
            if let Some(j) = self.joins.iter().find(|j| j.key == key) {
                alias = j.alias.clone();
                continue;
            }
            let next = b.alias("j");
            let sql = render(b, rel, &alias, &next);
            self.joins.push(Join { key: key.clone(), alias: next.clone(), sql });
            alias = next;
        }
        alias
    }

    /// Adds a join that no path refers to (e.g. the lateral group keys).
    pub(super) fn push_join(&mut self, alias: String, sql: String) {
        self.joins.push(Join { key: Vec::new(), alias, sql });
    }

    pub(super) fn joins_sql(&self) -> String {
        self.joins.iter().map(|j| j.sql.as_str()).collect()
    }
}

/// The owner filter of the context's base table.
pub(super) fn scope(ctx: &mut Ctx, b: &mut Builder) -> String {
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
pub(super) fn column_expr(ctx: &mut Ctx, b: &mut Builder, steps: &[&'static Relation], column: &'static str) -> String {
    let alias = ctx.join_to_one(b, steps, false);
    format!("{alias}.{column}")
}
