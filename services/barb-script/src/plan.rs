//! Planning: a parsed [`Query`] becomes a [`QueryPlan`] — every expression of
//! every step compiled and validated against the columns that will exist at
//! that point (map → where → group_by/select → sort → limit), before any data
//! is touched; errors name the step and field. The plan is self-contained:
//! execution ([`crate::execute()`]) and result shaping read the plan, never the
//! request.

use barb_common::input::suggestion;
use polars::prelude::Expr;

use crate::error::{BarbError, ErrorCode, Result};
use crate::expr::{ColumnScope, Kind, Typed, compile, parse, parse_list};
use crate::functions::warmup::Warmup;
use crate::market::{Period, TS, Timeframe};
use crate::query::{Query, Sort, Step};

/// A compiled map column.
#[derive(Debug, Clone)]
pub struct MapColumn {
    /// Column name.
    pub name: String,
    /// Source text (display formatting keys on it).
    pub text: String,
    /// Compiled expression.
    pub expr: Expr,
}

/// A compiled aggregate of `select`.
#[derive(Debug, Clone)]
pub(crate) struct AggregatePlan {
    /// Output name (`count`, `mean_range`, or the raw text).
    pub name: String,
    /// Compiled expression.
    pub expr: Expr,
}

/// A compiled step.
#[derive(Debug, Clone)]
pub(crate) struct StepPlan {
    pub maps: Vec<MapColumn>,
    pub filter: Option<Expr>,
    /// When the map and where read at most this many earlier rows, no later
    /// one and nothing frame-wide, their rows are the same computed over any
    /// run of consecutive rows preceded by this many: execution may then run
    /// them block by block (`execute/blocks.rs`).
    pub lookback: Option<usize>,
    pub group_by: Vec<String>,
    pub aggregates: Vec<AggregatePlan>,
    pub has_select: bool,
    pub dict: bool,
    pub sort: Option<Sort>,
    pub limit: Option<usize>,
}

/// A validated, compiled query, ready to run on any market.
#[derive(Debug, Clone)]
pub struct QueryPlan {
    session: Option<String>,
    timeframe: Timeframe,
    period: Option<Period>,
    steps: Vec<StepPlan>,
    columns: Option<Vec<String>>,
    warnings: Vec<String>,
    warmup: Warmup,
    masked: bool,
    multi_step: bool,
}

impl QueryPlan {
    /// The session as requested (`None` = all bars).
    pub fn session(&self) -> Option<&str> {
        self.session.as_deref()
    }

    /// The bar timeframe.
    pub fn timeframe(&self) -> Timeframe {
        self.timeframe
    }

    /// The period filter.
    pub fn period(&self) -> Option<&Period> {
        self.period.as_ref()
    }

    /// The output projection (`columns`).
    pub fn columns(&self) -> Option<&[String]> {
        self.columns.as_deref()
    }

    /// History the first step's map and where need before the period's
    /// first bar (none without a period).
    pub fn warmup(&self) -> Warmup {
        self.warmup
    }

    /// True when frame-global functions of the first step are compiled over
    /// the period's rows only ([`crate::functions::IN_PERIOD`]), because the
    /// frame also holds warm-up bars.
    pub fn masked(&self) -> bool {
        self.masked
    }

    /// Remarks found while parsing; execution adds its own.
    pub fn warnings(&self) -> &[String] {
        &self.warnings
    }

    /// The last step's `limit` (the one that shapes the result) and where
    /// it is in the query (`limit` or `steps[i].limit`).
    pub fn final_limit(&self) -> Option<(usize, String)> {
        let n = self.steps.len();
        let at = if self.multi_step { format!("steps[{}].limit", n - 1) } else { "limit".to_string() };
        self.steps.last().and_then(|s| s.limit).map(|l| (l, at))
    }

    /// The last step's sort order.
    pub fn final_sort(&self) -> Option<&Sort> {
        self.steps.last().and_then(|s| s.sort.as_ref())
    }

    /// Every map column of every step, in declaration order (later wins).
    pub fn maps(&self) -> Vec<MapColumn> {
        let mut out: Vec<MapColumn> = Vec::new();
        for m in self.steps.iter().flat_map(|s| &s.maps) {
            out.retain(|x| x.name != m.name);
            out.push(m.clone());
        }
        out
    }

    pub(crate) fn steps(&self) -> &[StepPlan] {
        &self.steps
    }
}

/// Output name of a select item: `count()` → `count`, `func(col…)` →
/// `func_col`, anything else the text itself.
fn agg_name(text: &str) -> String {
    let t = text.trim();
    if t == "count()" {
        return "count".into();
    }
    let word = |s: &str| -> usize { s.bytes().take_while(|b| b.is_ascii_alphanumeric() || *b == b'_').count() };
    let f = word(t);
    if f > 0 && t[f..].starts_with('(') {
        let rest = &t[f + 1..];
        let c = word(rest);
        if c > 0 {
            let after = &rest[c..];
            let after_trim = after.trim_start_matches(|ch: char| ch.is_whitespace());
            let simple_tail = after.starts_with(')')
                || (after.starts_with(',') && {
                    let tail = after_trim[1..].trim_start();
                    let w = word(tail);
                    w > 0 && tail[w..].starts_with(')')
                });
            if simple_tail {
                return format!("{}_{}", &t[..f], &rest[..c]);
            }
        }
    }
    t.to_string()
}

/// Validates and compiles a parsed query.
pub fn plan(query: Query) -> Result<QueryPlan> {
    compile_query(query).map_err(BarbError::or_default_hint)
}

fn compile_query(query: Query) -> Result<QueryPlan> {
    let mut scope = ColumnScope::bars();
    let mut has_time = true;
    let n = query.steps.len();
    let mut steps = Vec::with_capacity(n);
    let mut warmup = Warmup::NONE;
    let mut masked = false;
    for (i, step) in query.steps.iter().enumerate() {
        let at = |field: &str| if query.multi_step { format!("steps[{i}].{field}") } else { field.to_string() };
        let before = scope.clone();
        let mut rows = compile_rows(step, &mut scope, has_time, &at)?;
        // The first step's map and where run over the period's bars preceded
        // by the warm-up they need; frame-global functions then read only the
        // period's rows (compiled again over the masked frame).
        if i == 0 && query.period.is_some() && !rows.warmup.is_none() {
            warmup = rows.warmup;
            if rows.global {
                masked = true;
                scope = before.masked(true);
                rows = compile_rows(step, &mut scope, has_time, &at)?;
                scope = scope.masked(false);
            }
        }
        let lookback = if rows.global { None } else { rows.warmup.exact_bars() };
        let Rows { maps, filter, .. } = rows;
        for key in &step.group_by {
            if scope.get(key).is_none() {
                return Err(scope.unknown(key).at(at("group_by")));
            }
        }
        let grouped = !step.group_by.is_empty();
        let mut aggregates = Vec::new();
        let items: Vec<String> = match &step.select {
            Some(s) => s.items.clone(),
            None if grouped => vec!["count()".into()],
            None => vec![],
        };
        let mut kinds = Vec::with_capacity(items.len());
        for text in &items {
            let ast = parse(text).map_err(|e| e.at(at("select")))?;
            let t = compile(&ast, &scope).map_err(|e| e.at(at("select")))?;
            // One value per frame (or per group): an aggregate, or a constant such as "7 // 2".
            if !t.ty.scalar {
                let hint = if grouped {
                    "in a group_by, select aggregates such as count(), mean(x), pct(x > 0)"
                } else {
                    "select computes aggregates such as mean(x) or count(); drop 'select' to get rows"
                };
                return Err(BarbError::new(ErrorCode::Type, format!("'{text}' is not an aggregate"))
                    .hint(hint)
                    .at(at("select")));
            }
            check_time(&ast, has_time).map_err(|e| e.at(at("select")))?;
            aggregates.push(AggregatePlan { name: agg_name(text), expr: t.expr });
            kinds.push(t.ty.kind);
        }
        name_aggregates(&mut aggregates, &items, &step.group_by).map_err(|e| e.at(at("select")))?;
        let last = i + 1 == n;
        if grouped {
            // After a group_by the frame holds the keys and the aggregates only.
            let mut next = ColumnScope::default();
            for key in &step.group_by {
                next.set(key, scope.get(key).unwrap_or(Kind::Float));
            }
            for (a, kind) in aggregates.iter().zip(&kinds) {
                let kind = if *kind == Kind::Int { Kind::Int } else { Kind::Float };
                next.set(&a.name, kind);
            }
            scope = next;
            has_time = false;
        } else if !last && step.select.is_some() {
            return Err(BarbError::new(
                ErrorCode::InvalidValue,
                "select without group_by only makes sense in the last step",
            )
            .hint("add group_by to this step, or move the select to the last step")
            .at(at("select")));
        }
        if let Some(sort) = &step.sort {
            let scalar = !grouped && !aggregates.is_empty();
            if !scalar {
                let ok =
                    scope.get(&sort.column).is_some() || (has_time && (sort.column == "date" || sort.column == TS));
                if !ok {
                    let mut names: Vec<&str> = scope.names().collect();
                    if has_time {
                        names.push("date");
                    }
                    return Err(BarbError::new(
                        ErrorCode::UnknownColumn,
                        format!("sort column '{}' not found", sort.column),
                    )
                    .hint(suggestion(&sort.column, names.iter().copied()))
                    .at(at("sort")));
                }
            }
        }
        steps.push(StepPlan {
            maps,
            filter,
            lookback,
            group_by: step.group_by.clone(),
            aggregates,
            has_select: step.select.is_some(),
            dict: step.select.as_ref().is_some_and(|s| s.dict),
            sort: step.sort.clone(),
            limit: step.limit,
        });
    }
    Ok(QueryPlan {
        warmup,
        masked,
        multi_step: query.multi_step,
        session: query.session,
        timeframe: query.from,
        period: query.period.map(|(_, p)| p),
        steps,
        columns: query.columns,
        warnings: query.warnings,
    })
}

/// The compiled map columns and `where` of a step.
struct Rows {
    maps: Vec<MapColumn>,
    filter: Option<Expr>,
    /// History they need before a bar.
    warmup: Warmup,
    /// They call a frame-global function.
    global: bool,
}

/// Compiles a step's map columns (each sees the ones before it) and `where`,
/// adding the map columns to `scope`.
fn compile_rows(step: &Step, scope: &mut ColumnScope, has_time: bool, at: &dyn Fn(&str) -> String) -> Result<Rows> {
    let (mut warmup, mut global) = (Warmup::NONE, false);
    let mut maps = Vec::new();
    for (name, text) in &step.map {
        let t = compile_text(text, scope, has_time).map_err(|e| e.at(at(&format!("map.{name}"))))?;
        scope.set_typed(name, t.ty);
        (warmup, global) = (warmup.max(t.ty.warmup), global || t.ty.global);
        maps.push(MapColumn { name: name.clone(), text: text.clone(), expr: t.expr.alias(name.as_str()) });
    }
    let filter = match &step.where_ {
        None => None,
        Some(text) => {
            let t = compile_text(text, scope, has_time).map_err(|e| e.at(at("where")))?;
            if !matches!(t.ty.kind, Kind::Bool) {
                return Err(BarbError::new(ErrorCode::Type, "where must be a condition (true/false per row)")
                    .hint("compare values, e.g. \"close > open\"")
                    .at(at("where")));
            }
            if t.ty.scalar {
                return Err(constant_where(text, t.ty.aggregate).at(at("where")));
            }
            (warmup, global) = (warmup.max(t.ty.warmup), global || t.ty.global);
            Some(t.expr)
        }
    };
    Ok(Rows { maps, filter, warmup, global })
}

/// The error for a `where` that is the same for every row (a constant such
/// as `true` or `1 > 0`, or a condition on aggregates such as `count() > 5`).
fn constant_where(text: &str, aggregate: bool) -> BarbError {
    let what = if aggregate { "a condition on aggregates" } else { "a constant" };
    BarbError::new(ErrorCode::Type, format!("where '{}' is {what}: it is the same for every row", text.trim())).hint(
        "a where needs a per-row condition such as \"close > open\"; to filter groups or aggregates \
         (e.g. count() > 5), group_by in one step and filter the groups in a later step's where",
    )
}

/// Names the select items: each its derived name ([`agg_name`]), except
/// items whose derived names collide (with each other or a group key), which
/// are named by their expression text with whitespace normalised, so no
/// value is lost. The same expression listed twice is an error.
fn name_aggregates(aggregates: &mut [AggregatePlan], items: &[String], keys: &[String]) -> Result<()> {
    let derived: Vec<String> = aggregates.iter().map(|a| a.name.clone()).collect();
    let clashes = |name: &str| derived.iter().filter(|d| *d == name).count() > 1 || keys.iter().any(|k| k == name);
    for (a, text) in aggregates.iter_mut().zip(items) {
        if clashes(&a.name) {
            a.name = text.split_whitespace().collect::<Vec<_>>().join(" ");
        }
    }
    for (i, a) in aggregates.iter().enumerate() {
        if aggregates[..i].iter().any(|b| b.name == a.name) || keys.contains(&a.name) {
            return Err(BarbError::new(ErrorCode::InvalidValue, format!("select lists '{}' twice", a.name))
                .hint("remove the repeated item (or the group key it repeats)"));
        }
    }
    for a in aggregates.iter_mut() {
        a.expr = a.expr.clone().alias(a.name.as_str());
    }
    Ok(())
}

fn compile_text(text: &str, scope: &ColumnScope, has_time: bool) -> Result<Typed> {
    let items = parse_list(text)?;
    if items.len() != 1 {
        return Err(BarbError::new(
            ErrorCode::Syntax,
            format!("expected one expression, found {} separated by commas", items.len()),
        ));
    }
    check_time(&items[0], has_time)?;
    compile(&items[0], scope)
}

/// Time and session functions need bar timestamps, which a grouped step no longer has.
fn check_time(e: &crate::expr::Expr, has_time: bool) -> Result<()> {
    use crate::expr::Expr as E;
    if has_time {
        return Ok(());
    }
    let mut bad = None;
    fn walk(e: &E, bad: &mut Option<String>) {
        match e {
            E::Call { name, args } => {
                if let Some(def) = crate::functions::REGISTRY.get(name) {
                    let implicit = def.params.iter().all(|p| {
                        !matches!(p, crate::functions::Parameter::Series(_) | crate::functions::Parameter::Cond(_))
                    });
                    if matches!(def.category, "time" | "session")
                        || (implicit && !matches!(def.category, "aggregate" | "core"))
                    {
                        *bad = Some(name.clone());
                    }
                }
                args.iter().for_each(|a| walk(a, bad));
            }
            E::List(xs) | E::And(xs) | E::Or(xs) => xs.iter().for_each(|a| walk(a, bad)),
            E::Neg(x) | E::Not(x) => walk(x, bad),
            E::Binary { lhs, rhs, .. } => {
                walk(lhs, bad);
                walk(rhs, bad)
            }
            E::Compare { first, rest } => {
                walk(first, bad);
                rest.iter().for_each(|(_, x)| walk(x, bad))
            }
            _ => {}
        }
    }
    walk(e, &mut bad);
    match bad {
        Some(name) => Err(BarbError::new(
            ErrorCode::Type,
            format!("{name}() needs bars, but an earlier group_by step turned them into groups"),
        )
        .hint("compute it in a map of the first step, before grouping")),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn aggregate_names_follow_barb() {
        assert_eq!(agg_name("count()"), "count");
        assert_eq!(agg_name("mean(range)"), "mean_range");
        assert_eq!(agg_name("correlation(open, close)"), "correlation_open");
        assert_eq!(agg_name("pct(up)"), "pct_up");
        assert_eq!(agg_name("mean(upper_wick())"), "mean(upper_wick())");
        assert_eq!(agg_name("percentile(r, 0.9)"), "percentile(r, 0.9)");
        assert_eq!(agg_name("pct(close > open)"), "pct(close > open)");
    }
}
