//! Execution: a [`QueryPlan`] runs on a [`Market`] — bars (session → period →
//! timeframe), then per step map → where → group_by/select → sort → limit.
//! Each stage is collected on its own so the optimizer can never move a
//! filter below a window function. The result is [`Computed`]: frames and
//! values, not yet shaped into an answer.
//!
//! A query with a period runs its first step's map and where over the
//! period's bars preceded by the warm-up they declare
//! ([`crate::functions::warmup`]); the warm-up rows leave at that step's
//! `where`, so nothing after it (select, group_by, evidence, the table) ever
//! sees a row outside the period.
//!
//! A step whose map and where read a finite window of earlier rows only
//! runs them block by block over a long frame (`execute/blocks.rs`): the
//! same rows, with their map columns, at the cost of data that stays in
//! cache; a grouped step groups them block by block too, keeping only the
//! evidence rows the caller shows.
//!
//! [`ExecutionMode`] chooses how: bars selected on the sorted index with the bar
//! cache, or by filters over the whole history; map/where/group_by/select
//! through the direct pass ([`crate::direct`]) where it covers the step, or always
//! through the lazy engine; map → where by blocks or over whole frames. Every
//! combination gives the same answer (the
//! differential tests check it); the defaults are the fast ones.

use barb_common::deadline::checkpoint;
use polars::prelude::*;
use polars_arrow::bitmap::Bitmap;

mod blocks;
mod mode;

pub use blocks::{blocked_steps, grouped_block_steps};
pub use mode::ExecutionMode;

use crate::direct;
use crate::error::{BarbError, ErrorCode, Result};
use crate::functions::IN_PERIOD;
use crate::market::{DailySource, Market, TS};
use crate::plan::{QueryPlan, StepPlan};
use crate::query::Sort;

/// One aggregate of `select` with its value.
#[derive(Debug, Clone)]
pub struct AggregateValue {
    /// Output name (`count`, `mean_range`, or the raw text).
    pub name: String,
    /// The value.
    pub value: AnyValue<'static>,
}

/// What kind of result the last step produced.
#[derive(Debug, Clone)]
pub enum Outcome {
    /// Rows.
    Table,
    /// One row per group.
    Grouped {
        /// Group keys.
        keys: Vec<String>,
        /// Aggregate columns.
        aggregates: Vec<String>,
    },
    /// One aggregate.
    Scalar(AggregateValue),
    /// Several aggregates.
    Dict(Vec<AggregateValue>),
}

/// A query's computed result, before shaping.
#[derive(Debug, Clone)]
pub struct Computed {
    /// What the last step produced.
    pub outcome: Outcome,
    /// The final frame: the rows of a table, the groups of a grouped result.
    pub frame: DataFrame,
    /// The evidence behind an aggregate: the last step's rows after `where`
    /// when it has a `select` (and rows) — the first
    /// [`ExecutionMode::evidence_rows`] of them at least; `rows` counts them
    /// all.
    pub evidence: Option<DataFrame>,
    /// Rows left after the last step's `where`.
    pub rows: usize,
    /// The plan's remarks plus execution's (e.g. no bars in the period).
    pub warnings: Vec<String>,
}

/// Runs a planned query on a market.
pub fn execute(market: &Market, plan: &QueryPlan) -> Result<Computed> {
    execute_with(market, plan, ExecutionMode::default())
}

/// Runs a planned query on a market the `options` way.
pub fn execute_with(market: &Market, plan: &QueryPlan, options: ExecutionMode) -> Result<Computed> {
    run(market, plan, options).map_err(BarbError::or_default_hint)
}

/// Evaluates every expression of `exprs` with the direct pass; `None` when
/// one is not covered (the stage then runs on the lazy engine).
fn direct_all(exprs: &[&Expr], df: &DataFrame) -> Option<PolarsResult<Vec<Series>>> {
    let mut out = Vec::with_capacity(exprs.len());
    for e in exprs {
        match direct::eval(e, df)? {
            Ok(s) => out.push(s),
            Err(e) => return Some(Err(e)),
        }
    }
    Some(Ok(out))
}

/// True when no map column reads one defined before it in the same stage
/// (they can then be computed in any order, at once).
fn independent(maps: &[crate::plan::MapColumn]) -> bool {
    maps.iter().enumerate().all(|(i, m)| {
        !(&m.expr).into_iter().any(
            |node| matches!(node, Expr::Column(name) if maps[..i].iter().any(|earlier| earlier.name == name.as_str())),
        )
    })
}

/// A column of `height` rows (a one-value result broadcast).
fn full(s: Series, height: usize) -> Series {
    if s.len() == 1 && height != 1 { s.new_from_index(0, height) } else { s }
}

/// From this many rows, independent map columns of which at least two run
/// a library kernel (a window function, an indicator) are computed at once,
/// as the lazy engine would run them: a recursive indicator waits on a
/// division (or a multiply-add) a bar, so one thread cannot overlap two of
/// them, and from a few thousand rows handing one to an idle worker pays
/// (20 years of daily bars: RSI, EMA and ATR 0.166–0.170 → 0.105–0.121 ms,
/// `shapes` bench). Arithmetic and calendar parts are cheaper than the
/// hand-off.
const PARALLEL_MAP_ROWS: usize = 2_000;

/// From this many rows independent map columns of plain arithmetic and
/// calendar parts (`hour()`, `high - low`) are computed at once too. A
/// pass over a whole history of minutes waits on memory, and two threads
/// draw on it side by side: `1m RTH hour group` on 20 years (1.9M rows)
/// 4.7–5.0 → 4.2–4.4 ms. On 2 years (190k rows) the two threads cost more
/// than they saved (0.41 → 0.44 ms), so the line is drawn well above that.
const PARALLEL_ARITHMETIC_ROWS: usize = 1_000_000;

/// From this many rows the columns computed at once run on threads of their
/// own rather than on polars' worker pool. A pool thread allocates from a
/// heap of its own that cannot keep a whole-history column (54 MB for 20
/// years of minutes) for reuse ([`crate::memory`]), so every such column
/// was fresh memory: `perf stat` over 30 runs of the 20-year crossover
/// counted 583k page faults against 195k and 4.32 s of CPU against 3.47–3.66 s.
/// Starting a thread is small next to a column this long.
const OWN_THREAD_ROWS: usize = 100_000;

/// The map stage, direct when covered: each column sees the ones before it.
fn map_direct(mut df: DataFrame, step: &StepPlan) -> Option<Result<DataFrame>> {
    let kernels =
        step.maps.iter().filter(|m| (&m.expr).into_iter().any(|n| matches!(n, Expr::AnonymousFunction { .. })));
    let at_once_pays = (df.height() >= PARALLEL_MAP_ROWS && kernels.count() > 1)
        || (df.height() >= PARALLEL_ARITHMETIC_ROWS && step.maps.len() > 1);
    if at_once_pays && independent(&step.maps) {
        for s in at_once(&df, &step.maps) {
            if let Err(e) = add_map_column(&mut df, s?) {
                return Some(Err(e));
            }
        }
        return Some(Ok(df));
    }
    map_in_order(df, step)
}

/// The map stage by the direct pass on this thread, column after column
/// (each sees the ones before it); `None` when a map is not covered.
fn map_in_order(mut df: DataFrame, step: &StepPlan) -> Option<Result<DataFrame>> {
    for m in &step.maps {
        let s = direct::eval(&m.expr, &df)?;
        if let Err(e) = add_map_column(&mut df, s) {
            return Some(Err(e));
        }
    }
    Some(Ok(df))
}

/// A `where` evaluated by the direct pass as the frame's row mask (a
/// one-value result broadcast to `height` rows).
fn where_mask(mask: PolarsResult<Series>, height: usize) -> Result<BooleanChunked> {
    let mask = full(mask.map_err(|e| runtime("where", e))?, height);
    Ok(mask.bool().map_err(|e| runtime("where", e))?.clone())
}

/// The direct pass of every map of `maps` on `df`, each on a thread of its
/// own or of polars' pool ([`OWN_THREAD_ROWS`]). A map that panicked is
/// `None`: it is left to the lazy engine, which reports it.
fn at_once(df: &DataFrame, maps: &[crate::plan::MapColumn]) -> Vec<Option<PolarsResult<Series>>> {
    let eval = |m: &crate::plan::MapColumn| {
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| direct::eval(&m.expr, df))).unwrap_or(None)
    };
    if df.height() >= OWN_THREAD_ROWS {
        return std::thread::scope(|scope| {
            let running: Vec<_> = maps.iter().map(|m| scope.spawn(move || eval(m))).collect();
            running.into_iter().map(|t| t.join().unwrap_or(None)).collect()
        });
    }
    let mut columns: Vec<Option<PolarsResult<Series>>> = maps.iter().map(|_| None).collect();
    polars_core::runtime::RAYON.scope(|scope| {
        for (slot, m) in columns.iter_mut().zip(maps) {
            scope.spawn(move |_| *slot = eval(m));
        }
    });
    columns
}

/// The rows of `df` where `mask` is true. A sparse mask (fewer than one row
/// in 16 kept: a crossover, a threshold on an indicator) gathers the rows
/// by index instead of filtering: polars' filter walks the whole mask for
/// every column, and keeping 1 % of 674k minutes over 9 columns took
/// 2.0 ms that way against 0.75 ms for finding the rows once and gathering
/// them; around a quarter of the rows the two cost the same.
fn keep(df: &DataFrame, mask: &BooleanChunked) -> PolarsResult<DataFrame> {
    let kept = mask.sum().unwrap_or(0) as usize;
    if kept * 16 > df.height() || mask.len() != df.height() {
        return df.filter(mask);
    }
    df.take(&IdxCa::from_vec(PlSmallStr::EMPTY, true_rows(mask)))
}

/// The positions where `mask` is true (a missing condition keeps no row,
/// as in `filter`).
fn true_rows(mask: &BooleanChunked) -> Vec<IdxSize> {
    let mask = mask.rechunk();
    let Some(arr) = mask.downcast_iter().next() else { return Vec::new() };
    let bits = match arr.validity() {
        Some(valid) => arr.values() & valid,
        None => arr.values().clone(),
    };
    set_rows(&bits)
}

/// The positions of the set bits of `bits`, a 64-bit word at a time: a
/// sparse mask is mostly empty words (bit by bit, the 674k bits of a
/// minute crossover took ~0.1 ms).
fn set_rows(bits: &Bitmap) -> Vec<IdxSize> {
    let (bytes, offset, len) = bits.as_slice();
    if offset != 0 {
        return bits.true_idx_iter().map(|i| i as IdxSize).collect();
    }
    let mut rows = Vec::with_capacity(bits.set_bits());
    for (w, chunk) in bytes.chunks(8).enumerate() {
        let mut word = [0u8; 8];
        word[..chunk.len()].copy_from_slice(chunk);
        let mut v = u64::from_le_bytes(word);
        while v != 0 {
            let row = w * 64 + v.trailing_zeros() as usize;
            if row >= len {
                break;
            }
            rows.push(row as IdxSize);
            v &= v - 1;
        }
    }
    rows
}

/// Adds a map column computed by the direct pass (a one-value result broadcast).
fn add_map_column(df: &mut DataFrame, column: PolarsResult<Series>) -> Result<()> {
    let s = full(column.map_err(|e| runtime("map", e))?, df.height());
    df.with_column(s.into_column()).map_err(|e| runtime("map", e))?;
    Ok(())
}

fn run(market: &Market, plan: &QueryPlan, options: ExecutionMode) -> Result<Computed> {
    let (mut df, warm) = market.select_warm_bars(
        plan.session(),
        plan.timeframe(),
        plan.period(),
        DailySource::Settlement,
        options.selection,
        &plan.warmup(),
    )?;
    // The first `warm` rows are warm-up: the first step's map and where see
    // them, nothing after does; masked frame-global functions read the rest.
    let marked = warm > 0 || plan.masked();
    if marked {
        let in_period: BooleanChunked = (0..df.height()).map(|i| i >= warm).collect();
        df.with_column(in_period.with_name(IN_PERIOD.into()).into_series().into_column())?;
    }
    // Server-side deadline and cancellation, between stages (barb_common::deadline).
    checkpoint()?;
    let mut warnings = plan.warnings().to_vec();
    if df.height() == warm {
        warnings.push("no bars match the session and period".into());
    }
    let last = plan.steps().len() - 1;
    let mut outcome = None;
    let mut evidence: Option<DataFrame> = None;
    let mut rows_after_where = 0;
    for (i, step) in plan.steps().iter().enumerate() {
        checkpoint()?;
        // `where` sees the warm-up's values but keeps only the period's rows.
        let warm_here = if i == 0 { warm } else { 0 };
        let filter =
            step.filter.as_ref().map(|f| if warm_here > 0 { f.clone().and(col(IN_PERIOD)) } else { f.clone() });
        let lookback = blocks::lookback(step, df.height(), options);
        // A group whose map and where run block by block never builds the
        // whole frame of kept rows: only its first rows, as evidence.
        let grouped_by_blocks = lookback.filter(|_| !step.group_by.is_empty()).and_then(|lookback| {
            let shown = if i == last && step.has_select { options.evidence_rows } else { 0 };
            blocks::map_group(&df, step, filter.as_ref(), warm_here, lookback, options.block_rows, shown)
        });
        let grouped = match grouped_by_blocks {
            Some(g) => {
                let g = g?;
                if i == last {
                    rows_after_where = g.rows;
                    if step.has_select && g.rows > 0 {
                        let shown = if marked && i == 0 { g.evidence.drop(IN_PERIOD)? } else { g.evidence };
                        evidence = Some(shown);
                    }
                }
                Some(g.groups)
            }
            None => {
                let by_blocks = lookback
                    .zip(filter.as_ref())
                    .and_then(|(lookback, f)| blocks::map_where(&df, step, f, lookback, options.block_rows));
                df = match by_blocks {
                    Some(rows) => rows?,
                    None => map_then_where(df, step, filter, warm_here, options)?,
                };
                if i == 0 && marked {
                    df = df.drop(IN_PERIOD)?;
                }
                // Aggregates over floats (sums, variances) combine per-chunk partial
                // results, so the last bits depend on how the rows are chunked: one
                // chunk makes them independent of how the bars were selected.
                if df.max_n_chunks() > 1 {
                    df.rechunk_mut();
                }
                if i == last {
                    rows_after_where = df.height();
                    if step.has_select && df.height() > 0 {
                        evidence = Some(df.clone());
                    }
                }
                None
            }
        };
        checkpoint()?;
        if !step.group_by.is_empty() {
            df = match grouped {
                Some(groups) => groups,
                None => {
                    let direct = if options.direct { direct::group(&df, step) } else { None };
                    match direct {
                        Some(groups) => groups.map_err(|e| runtime("group_by", e))?,
                        None => group(df, step)?,
                    }
                }
            };
            if i == last {
                outcome = Some(Outcome::Grouped {
                    keys: step.group_by.clone(),
                    aggregates: step.aggregates.iter().map(|a| a.name.clone()).collect(),
                });
            }
        } else if i == last && !step.aggregates.is_empty() {
            let exprs: Vec<&Expr> = step.aggregates.iter().map(|a| &a.expr).collect();
            let direct = if options.direct { direct_all(&exprs, &df) } else { None };
            let values: Vec<AggregateValue> = match direct {
                Some(values) => values
                    .map_err(|e| runtime("select", e))?
                    .into_iter()
                    .zip(&step.aggregates)
                    .map(|(s, a)| Ok(AggregateValue { name: a.name.clone(), value: s.get(0)?.into_static() }))
                    .collect::<PolarsResult<_>>()?,
                None => {
                    let row = lazy(df.clone())
                        .select(step.aggregates.iter().map(|a| a.expr.clone()).collect::<Vec<_>>())
                        .collect()
                        .map_err(|e| runtime("select", e))?;
                    step.aggregates
                        .iter()
                        .map(|a| {
                            Ok(AggregateValue {
                                name: a.name.clone(),
                                value: row.column(&a.name)?.get(0)?.into_static(),
                            })
                        })
                        .collect::<PolarsResult<_>>()?
                }
            };
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
    Ok(Computed { outcome: outcome.unwrap_or(Outcome::Table), frame: df, evidence, rows: rows_after_where, warnings })
}

/// A step's map, then its `where` (`filter`, with the period mask), each
/// over the whole frame; without a `where`, the first `warm` rows (warm-up)
/// leave.
fn map_then_where(
    mut df: DataFrame,
    step: &StepPlan,
    filter: Option<Expr>,
    warm: usize,
    options: ExecutionMode,
) -> Result<DataFrame> {
    if !step.maps.is_empty() {
        let direct = if options.direct { map_direct(df.clone(), step) } else { None };
        df = match direct {
            Some(r) => r?,
            None => {
                let mut lf = lazy(df);
                for m in &step.maps {
                    lf = lf.with_column(m.expr.clone());
                }
                lf.collect().map_err(|e| runtime("map", e))?
            }
        };
    }
    let Some(f) = filter else {
        return Ok(if warm > 0 { df.slice(warm as i64, df.height() - warm) } else { df });
    };
    checkpoint()?;
    let direct = if options.direct { direct::eval(&f, &df) } else { None };
    Ok(match direct {
        Some(mask) => keep(&df, &where_mask(mask, df.height())?).map_err(|e| runtime("where", e))?,
        None => lazy(df).filter(f).collect().map_err(|e| runtime("where", e))?,
    })
}

pub(crate) fn group(df: DataFrame, step: &StepPlan) -> Result<DataFrame> {
    let keys: Vec<Expr> = step.group_by.iter().map(|k| col(k.as_str())).collect();
    // Rows with a missing key take no group. When no key is missing the
    // filter is skipped: it would keep every row, at the cost of a pass and
    // of hops to polars' thread pool (a few of a small grouped query's
    // ~20 µs).
    let missing = step.group_by.iter().any(|k| df.column(k).map_or(true, |c| c.null_count() > 0));
    let mut lf = lazy(df);
    if missing {
        let not_null = step.group_by.iter().fold(lit(true), |acc, k| acc.and(col(k.as_str()).is_not_null()));
        lf = lf.filter(not_null);
    }
    lf.group_by(keys)
        .agg(step.aggregates.iter().map(|a| a.expr.clone()).collect::<Vec<_>>())
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
fn lazy(df: DataFrame) -> LazyFrame {
    df.lazy().with_optimizations(OptFlags::TYPE_COERCION | OptFlags::TYPE_CHECK | OptFlags::SIMPLIFY_EXPR)
}

/// A failure while running compiled expressions: the query was valid, so this
/// is reported as a type problem with the stage named, never a raw panic.
fn runtime(stage: &str, e: PolarsError) -> BarbError {
    BarbError::new(ErrorCode::Type, format!("{stage} could not be computed: {e}"))
        .hint("the query is valid but this data could not be computed with it; simplify the expression")
        .at(stage)
}

/// Evaluates one compiled expression on every row of `frame`, the way
/// query execution runs a `map` (the direct pass where it covers the
/// expression, else the lazy engine with the same optimizer settings), so a
/// backtest's entry condition means exactly what the same text means in a
/// query. A one-value result is broadcast to every row.
pub fn evaluate(frame: &DataFrame, expr: &Expr) -> PolarsResult<Series> {
    if let Some(s) = direct::eval(expr, frame) {
        return s.map(|s| full(s, frame.height()));
    }
    const VALUE: &str = "__value";
    let out = lazy(frame.clone()).with_column(expr.clone().alias(VALUE)).select([col(VALUE)]).collect()?;
    Ok(out.column(VALUE)?.as_materialized_series().clone())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Plain arithmetic map columns over enough rows to be computed at once
    /// ([`PARALLEL_ARITHMETIC_ROWS`]) equal the lazy engine's, column for
    /// column: the hour of each bar and its range.
    #[test]
    fn arithmetic_columns_at_once_agree_with_the_lazy_engine() {
        let n = PARALLEL_ARITHMETIC_ROWS + 1_001;
        let ts: Vec<i64> = (0..n as i64).map(|i| 1_700_000_000_000_000 + i * 60_000_000).collect();
        let high: Vec<f64> = (0..n).map(|i| 20_000.0 + (i % 97) as f64 * 0.25).collect();
        let low: Vec<f64> = high.iter().enumerate().map(|(i, h)| h - (i % 13) as f64 * 0.5).collect();
        let df = df! { TS => ts, "open" => high.clone(), "high" => high.clone(), "low" => low.clone(), "close" => low, "volume" => high }
            .unwrap()
            .lazy()
            .with_column(col(TS).cast(DataType::Datetime(TimeUnit::Microseconds, None)))
            .collect()
            .unwrap();
        let q = serde_json::json!({"map": {"h": "hour()", "r": "high - low"}, "group_by": "h", "select": "mean(r)"});
        let plan = crate::plan(crate::Query::parse(&q).unwrap()).unwrap();
        let step = &plan.steps()[0];
        assert!(df.height() >= PARALLEL_ARITHMETIC_ROWS && step.maps.len() > 1 && independent(&step.maps));
        let direct = map_direct(df.clone(), step).expect("covered").unwrap();
        let mut lf = lazy(df);
        for m in &step.maps {
            lf = lf.with_column(m.expr.clone());
        }
        let reference = lf.collect().unwrap();
        assert!(direct.equals_missing(&reference), "{direct:?} vs {reference:?}");
    }

    /// The rows a mask keeps, word by word, against the bit-by-bit walk:
    /// empty, full, sparse and partial last words, and a sliced mask.
    #[test]
    fn set_rows_are_the_set_bits_in_order() {
        let mut state = 11u64;
        for len in [0usize, 1, 63, 64, 65, 200, 1000] {
            for density in [0u64, 1, 8, 64] {
                let bits: Bitmap = (0..len)
                    .map(|_| {
                        state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                        (state >> 58) < density
                    })
                    .collect();
                let want: Vec<IdxSize> = bits.true_idx_iter().map(|i| i as IdxSize).collect();
                assert_eq!(set_rows(&bits), want, "len {len} density {density}");
                if len > 3 {
                    let sliced = bits.clone().sliced(3, len - 3);
                    let want: Vec<IdxSize> = sliced.true_idx_iter().map(|i| i as IdxSize).collect();
                    assert_eq!(set_rows(&sliced), want, "sliced, len {len}");
                }
            }
        }
    }
}
