//! Plan and execute a query: session → period → resample → (per step: map →
//! where → group_by/select) → sort → limit.
//!
//! [`plan`] compiles and validates every expression of every step against the
//! columns that will exist at that point, before any data is touched; errors
//! name the step and field. [`execute`] then runs the compiled polars
//! expressions; each stage is collected on its own so the optimizer can never
//! move a filter below a window function.

use std::time::Instant;

use polars::prelude::*;

use crate::data::Market;
use crate::error::{ErrorCode, QueryError, Result, suggestion};
use crate::expr::compile::{Kind, Scope, Typed, compile};
use crate::expr::{parse, parse_list};
use crate::functions::TS;
use crate::query::{Query, Sort};
use crate::resample::{self, Timeframe};
use crate::result::{self, Frame, Outcome, QueryOutput};

/// A compiled map column.
#[derive(Clone)]
pub struct MapPlan {
    /// Column name.
    pub name: String,
    /// Source text (display formatting keys on it).
    pub text: String,
    /// Compiled expression.
    pub expr: Expr,
}

/// A compiled aggregate of `select`.
#[derive(Clone)]
pub struct AggPlan {
    /// Output name (`count`, `mean_range`, or the raw text).
    pub name: String,
    /// Compiled expression.
    pub expr: Expr,
}

/// A compiled step.
#[derive(Clone)]
pub struct StepPlan {
    maps: Vec<MapPlan>,
    filter: Option<Expr>,
    group_by: Vec<String>,
    aggs: Vec<AggPlan>,
    has_select: bool,
    dict: bool,
    sort: Option<Sort>,
    limit: Option<usize>,
}

/// A validated query, ready to run on any market.
#[derive(Clone)]
pub struct Plan {
    /// The parsed query.
    pub query: Query,
    steps: Vec<StepPlan>,
}

impl Plan {
    /// Every map column of every step, in declaration order (later wins).
    pub fn maps(&self) -> Vec<MapPlan> {
        let mut out: Vec<MapPlan> = Vec::new();
        for m in self.steps.iter().flat_map(|s| &s.maps) {
            out.retain(|x| x.name != m.name);
            out.push(m.clone());
        }
        out
    }
}

/// Output name of a select item: `count()` → `count`, `func(col…)` →
/// `func_col`, anything else the text itself.
pub fn agg_name(text: &str) -> String {
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
pub fn plan(query: Query) -> Result<Plan> {
    let mut scope = Scope::bars();
    let mut has_time = true;
    let n = query.steps.len();
    let mut steps = Vec::with_capacity(n);
    for (i, step) in query.steps.iter().enumerate() {
        let at = |field: &str| if query.multi_step { format!("steps[{i}].{field}") } else { field.to_string() };
        let mut maps = Vec::new();
        for (name, text) in &step.map {
            let t = compile_text(text, &scope, has_time).map_err(|e| e.at(at(&format!("map.{name}"))))?;
            scope.set(name, t.ty.kind);
            maps.push(MapPlan { name: name.clone(), text: text.clone(), expr: t.expr.alias(name.as_str()) });
        }
        let filter = match &step.where_ {
            None => None,
            Some(text) => {
                let t = compile_text(text, &scope, has_time).map_err(|e| e.at(at("where")))?;
                if !matches!(t.ty.kind, Kind::Bool) {
                    return Err(QueryError::new(ErrorCode::Type, "where must be a condition (true/false per row)")
                        .hint("compare values, e.g. \"close > open\"")
                        .at(at("where")));
                }
                Some(t.expr)
            }
        };
        for key in &step.group_by {
            if scope.get(key).is_none() {
                return Err(scope.unknown(key).at(at("group_by")));
            }
        }
        let grouped = !step.group_by.is_empty();
        let mut aggs = Vec::new();
        let items: Vec<String> = match &step.select {
            Some(s) => s.items.clone(),
            None if grouped => vec!["count()".into()],
            None => vec![],
        };
        for text in &items {
            let ast = parse(text).map_err(|e| e.at(at("select")))?;
            let t = crate::expr::compile::compile(&ast, &scope).map_err(|e| e.at(at("select")))?;
            if !t.ty.aggregate {
                let hint = if grouped {
                    "in a group_by, select aggregates such as count(), mean(x), pct(x > 0)"
                } else {
                    "select computes aggregates such as mean(x) or count(); drop 'select' to get rows"
                };
                return Err(QueryError::new(ErrorCode::Type, format!("'{text}' is not an aggregate"))
                    .hint(hint)
                    .at(at("select")));
            }
            check_time(&ast, has_time).map_err(|e| e.at(at("select")))?;
            let name = agg_name(text);
            if aggs.iter().any(|a: &AggPlan| a.name == name) || step.group_by.contains(&name) {
                return Err(QueryError::new(
                    ErrorCode::InvalidValue,
                    format!("select produces the column '{name}' twice"),
                )
                .at(at("select")));
            }
            aggs.push(AggPlan { name: name.clone(), expr: t.expr.alias(name.as_str()) });
        }
        let last = i + 1 == n;
        if grouped {
            // After a group_by the frame holds the keys and the aggregates only.
            let mut next = Scope::default();
            for key in &step.group_by {
                next.set(key, scope.get(key).unwrap_or(Kind::Float));
            }
            for (a, text) in aggs.iter().zip(&items) {
                let kind = if text.trim() == "count()" { Kind::Int } else { Kind::Float };
                next.set(&a.name, kind);
            }
            scope = next;
            has_time = false;
        } else if !last && step.select.is_some() {
            return Err(QueryError::new(
                ErrorCode::InvalidValue,
                "select without group_by only makes sense in the last step",
            )
            .hint("add group_by to this step, or move the select to the last step")
            .at(at("select")));
        }
        if let Some(sort) = &step.sort {
            let scalar = !grouped && !aggs.is_empty();
            if !scalar {
                let ok =
                    scope.get(&sort.column).is_some() || (has_time && (sort.column == "date" || sort.column == TS));
                if !ok {
                    let mut names: Vec<&str> = scope.names().collect();
                    if has_time {
                        names.push("date");
                    }
                    return Err(QueryError::new(
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
            group_by: step.group_by.clone(),
            aggs,
            has_select: step.select.is_some(),
            dict: step.select.as_ref().is_some_and(|s| s.dict),
            sort: step.sort.clone(),
            limit: step.limit,
        });
    }
    Ok(Plan { query, steps })
}

fn compile_text(text: &str, scope: &Scope, has_time: bool) -> Result<Typed> {
    let items = parse_list(text)?;
    if items.len() != 1 {
        return Err(QueryError::new(
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
                    let implicit = def
                        .params
                        .iter()
                        .all(|p| !matches!(p, crate::functions::Param::Series(_) | crate::functions::Param::Cond(_)));
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
        Some(name) => Err(QueryError::new(
            ErrorCode::Type,
            format!("{name}() needs bars, but an earlier group_by step turned them into groups"),
        )
        .hint("compute it in a map of the first step, before grouping")),
        None => Ok(()),
    }
}

/// Execution options.
#[derive(Debug, Clone, Copy)]
pub struct Options {
    /// Maximum evidence rows returned.
    pub source_row_limit: usize,
}

impl Default for Options {
    fn default() -> Self {
        Options { source_row_limit: 200 }
    }
}

/// Selects session/period/timeframe bars from the market.
pub fn bars(
    market: &Market,
    session: Option<&str>,
    tf: Timeframe,
    period: Option<&crate::period::Period>,
) -> Result<DataFrame> {
    let session_def = session.map(|s| market.instrument.session(s)).transpose()?;
    let filtered = |df: DataFrame| -> Result<DataFrame> {
        match session_def {
            Some(s) => Ok(df.lazy().filter(crate::session::predicate(s)).collect()?),
            None => Ok(df),
        }
    };
    if tf.intraday() {
        let mut df = filtered(market.minutes.clone())?;
        if let Some(p) = period {
            df = p.apply(df, false)?;
        }
        return resample::intraday(df, tf);
    }
    let key = session_def.map(|s| s.name.clone());
    let daily = match (&market.settlement, session_def) {
        // Without a session, daily bars are the provider's settlement bars when loaded.
        (Some(settlement), None) => settlement.clone(),
        _ => market.daily(key.as_deref(), || resample::daily(filtered(market.minutes.clone())?))?,
    };
    let daily = match period {
        Some(p) => p.apply(daily, true)?,
        None => daily,
    };
    resample::from_daily(daily, tf)
}

/// Runs a planned query on a market.
pub fn execute(market: &Market, plan: &Plan, opts: Options) -> Result<QueryOutput> {
    let started = Instant::now();
    let q = &plan.query;
    let mut df = bars(market, q.session.as_deref(), q.from, q.period.as_ref().map(|(_, p)| p))?;
    let mut warnings = q.warnings.clone();
    if df.height() == 0 {
        warnings.push("no bars match the session and period".into());
    }
    let last = plan.steps.len() - 1;
    let mut outcome = None;
    let mut source: Option<DataFrame> = None;
    let mut rows_after_where = 0;
    for (i, step) in plan.steps.iter().enumerate() {
        if !step.maps.is_empty() {
            let mut lf = lazy(df);
            for m in &step.maps {
                lf = lf.with_column(m.expr.clone());
            }
            df = lf.collect().map_err(|e| runtime("map", e))?;
        }
        if let Some(f) = &step.filter {
            df = lazy(df).filter(f.clone()).collect().map_err(|e| runtime("where", e))?;
        }
        if i == last {
            rows_after_where = df.height();
            if step.has_select && df.height() > 0 {
                source = Some(df.clone());
            }
        }
        if !step.group_by.is_empty() {
            df = group(df, step)?;
            if i == last {
                outcome = Some(Outcome::Grouped {
                    keys: step.group_by.clone(),
                    aggs: step.aggs.iter().map(|a| a.name.clone()).collect(),
                });
            }
        } else if i == last && !step.aggs.is_empty() {
            let row = lazy(df.clone())
                .select(step.aggs.iter().map(|a| a.expr.clone()).collect::<Vec<_>>())
                .collect()
                .map_err(|e| runtime("select", e))?;
            let values: Vec<(String, AnyValue<'static>)> = step
                .aggs
                .iter()
                .map(|a| Ok((a.name.clone(), row.column(&a.name)?.get(0)?.into_static())))
                .collect::<PolarsResult<_>>()?;
            outcome = Some(if step.dict {
                Outcome::Dict(values)
            } else {
                Outcome::Scalar(values.into_iter().next().expect("one item"))
            });
        }
        if outcome.as_ref().is_none_or(|o| !matches!(o, Outcome::Scalar(_) | Outcome::Dict(_))) {
            df = sort_limit(df, step.sort.as_ref(), step.limit)?;
        }
    }
    let outcome = outcome.unwrap_or(Outcome::Table);
    let frame = Frame { df, timeframe: q.from };
    let source = source.map(|df| Frame { df, timeframe: q.from });
    result::build(plan, outcome, frame, source, rows_after_where, warnings, opts, started)
}

fn group(df: DataFrame, step: &StepPlan) -> Result<DataFrame> {
    let keys: Vec<Expr> = step.group_by.iter().map(|k| col(k.as_str())).collect();
    let not_null = step.group_by.iter().fold(lit(true), |acc, k| acc.and(col(k.as_str()).is_not_null()));
    lazy(df)
        .filter(not_null)
        .group_by(keys)
        .agg(step.aggs.iter().map(|a| a.expr.clone()).collect::<Vec<_>>())
        .sort(
            step.group_by.iter().map(String::as_str).collect::<Vec<_>>(),
            SortMultipleOptions::default().with_maintain_order(true),
        )
        .collect()
        .map_err(|e| runtime("group_by", e))
}

/// Sorts (stable, nulls last; `date` means the bar time) and keeps the first
/// `limit` rows. With a limit the sort is a top-k selection, not a full sort.
fn sort_limit(df: DataFrame, sort: Option<&Sort>, limit: Option<usize>) -> Result<DataFrame> {
    let Some(sort) = sort else {
        return Ok(match limit {
            Some(n) => df.head(Some(n)),
            None => df,
        });
    };
    let column = if sort.column == "date" && df.get_column_index(TS).is_some() && df.get_column_index("date").is_none()
    {
        TS.to_string()
    } else {
        sort.column.clone()
    };
    let opts = SortMultipleOptions::default()
        .with_order_descending(sort.descending)
        .with_nulls_last(true)
        .with_maintain_order(true);
    let lf = lazy(df).sort([column.as_str()], opts);
    let lf = match limit {
        Some(n) => lf.limit(n as u32),
        None => lf,
    };
    let flags = lf.get_current_optimizations() | OptFlags::SLICE_PUSHDOWN;
    lf.with_optimizations(flags).collect().map_err(|e| runtime("sort", e))
}

/// A lazy frame for running compiled expressions. Plans are a single
/// projection or filter over a materialized frame, so pushdowns gain nothing;
/// common-subexpression elimination is off because with repeated shifts inside
/// `if()` it leaves a zero-height helper column behind (a polars 0.55 bug found
/// by the property test).
pub fn lazy(df: DataFrame) -> LazyFrame {
    df.lazy().with_optimizations(OptFlags::TYPE_COERCION | OptFlags::TYPE_CHECK | OptFlags::SIMPLIFY_EXPR)
}

/// A failure while running compiled expressions: the query was valid, so this
/// is reported as a type problem with the stage named, never a raw panic.
fn runtime(stage: &str, e: PolarsError) -> QueryError {
    QueryError::new(ErrorCode::Type, format!("{stage} could not be computed: {e}")).at(stage)
}

/// Parses, plans and executes query JSON on a market.
pub fn run(market: &Market, query_json: &serde_json::Value, opts: Options) -> Result<QueryOutput> {
    let q = Query::parse(query_json)?;
    let p = plan(q)?;
    execute(market, &p, opts)
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
