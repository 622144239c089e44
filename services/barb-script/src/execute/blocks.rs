//! Map → where over blocks of rows.
//!
//! A `where` over a whole history of minutes usually keeps few rows (a
//! crossover keeps about one in a hundred), yet computed stage by stage it
//! first writes every map column over the whole frame and then reads them
//! all back for the condition. On 20 years of minutes each column is 54 MB:
//! reading two indicator columns back was about a quarter of the time of a
//! 20-year `sma` crossover, against 8 % on two years, whose columns stay in
//! cache — the part of the cost that grew faster than the data.
//!
//! When a step's map and where read at most `lookback` earlier rows, no
//! later row and nothing frame-wide ([`crate::plan::StepPlan::lookback`],
//! from the functions' warm-up declarations, `functions/warmup.rs`), the
//! rows they keep are the same computed over any run of consecutive rows
//! preceded by `lookback` rows: the finite-window kernels depend only on
//! their window's values (exact sums), so a value computed in a block is
//! bit for bit the one computed over the whole frame. This module runs the
//! step that way: each block of [`ExecutionMode::block_rows`] rows, with its
//! `lookback` rows before it, goes through map and where while it is in
//! cache, and only the kept rows (with their map columns) are gathered.
//! The blocks are split between threads, each taking a run of consecutive
//! blocks. `tests/differential.rs` checks blocked and whole-frame answers
//! agree on random queries.
//!
//! A step that groups goes further ([`map_group`]): a grouped mean of
//! 20 years of minutes wrote its key and value columns (16 MB each) and read
//! them back to group, and its time grew ~11× for 10× the data. Here each
//! block's kept rows go into per-key counts and sums while in cache
//! ([`crate::direct::Partial`]: counts, and sums only when exact in any
//! order, so the blocks' sums are the whole frame's), and only the first
//! rows the caller shows as evidence are kept.
//!
//! [`ExecutionMode::block_rows`]: super::ExecutionMode::block_rows

use std::cell::Cell;

use polars::prelude::*;

use super::{ExecutionMode, map_in_order, runtime, true_rows, where_mask};
use crate::direct::{self, Partial};
use crate::error::Result;
use crate::plan::StepPlan;

thread_local! {
    /// Steps this thread ran block by block ([`blocked_steps`]).
    static BLOCKED: Cell<u64> = const { Cell::new(0) };
    /// Of those, the grouped ones ([`grouped_block_steps`]).
    static GROUPED: Cell<u64> = const { Cell::new(0) };
}

/// How many steps the calling thread has run block by block: tests read it
/// to know the blocked path ran, not only that answers agreed.
pub fn blocked_steps() -> u64 {
    BLOCKED.with(Cell::get)
}

/// How many of [`blocked_steps`] also grouped block by block ([`map_group`]).
pub fn grouped_block_steps() -> u64 {
    GROUPED.with(Cell::get)
}

/// The look-back of `step` when it runs block by block on a frame of
/// `height` rows (`None` when it does not): more than two blocks, and a
/// look-back small next to a block (each block computes its look-back rows
/// again).
pub(super) fn lookback(step: &StepPlan, height: usize, options: ExecutionMode) -> Option<usize> {
    let lookback = step.lookback?;
    let block = options.block_rows;
    let grouped = !step.group_by.is_empty() && direct::Partial::covers(step);
    (options.direct && (step.filter.is_some() || grouped) && block > 0 && height > 2 * block && lookback <= block / 4)
        .then_some(lookback)
}

/// Blocks per thread before another thread pays for its start.
const BLOCKS_PER_THREAD: usize = 2;

/// The rows of `df` kept by `step`'s `filter` (the step's where, with the
/// period mask when the frame holds warm-up rows), with the step's map
/// columns: what map then where give on the whole frame. `None` when a map
/// or the condition is not covered by the direct pass (the step then runs
/// stage by stage).
pub(super) fn map_where(
    df: &DataFrame,
    step: &StepPlan,
    filter: &Expr,
    lookback: usize,
    block: usize,
) -> Option<Result<DataFrame>> {
    let height = df.height();
    let run = |blocks: std::ops::Range<usize>| -> Option<Result<Vec<Kept>>> {
        let mut kept = Vec::with_capacity(blocks.len());
        for b in blocks {
            let start = b * block;
            let end = (start + block).min(height);
            match one_block(df, step, filter, start.saturating_sub(lookback), start, end)? {
                Ok(rows) => kept.push(rows),
                Err(e) => return Some(Err(e)),
            }
        }
        Some(Ok(kept))
    };
    let mut kept = Vec::new();
    for part in split(height.div_ceil(block), run)? {
        match part {
            Ok(part) => kept.extend(part),
            Err(e) => return Some(Err(e)),
        }
    }
    let out = gather(df, step, kept);
    BLOCKED.with(|n| n.set(n.get() + 1));
    Some(out)
}

/// A step's map, where and group run block by block: the groups, the rows
/// the where kept, and the first of them (the evidence).
pub(super) struct Grouped {
    pub(super) groups: DataFrame,
    pub(super) rows: usize,
    /// The first `evidence` kept rows (all when fewer) with the map columns,
    /// as map then where give them on the whole frame.
    pub(super) evidence: DataFrame,
}

/// [`map_where`] for a step that groups: each block's kept rows go straight
/// into per-key counts and sums ([`Partial`]) while in cache, and only the
/// first `evidence` of them are kept as rows — the map columns over the
/// whole history, which the stage-by-stage path writes and reads back,
/// are never built. Rows before `warm` (warm-up) are seen by the map and
/// the where but kept by neither (`filter` holds the period mask when the
/// step has a where). `None` when a block is not covered (the step then
/// runs stage by stage and gives the same answer).
pub(super) fn map_group(
    df: &DataFrame,
    step: &StepPlan,
    filter: Option<&Expr>,
    warm: usize,
    lookback: usize,
    block: usize,
    evidence: usize,
) -> Option<Result<Grouped>> {
    let height = df.height();
    // Each thread keeps the first `evidence` rows of its own run of blocks:
    // the threads' prefixes in order then start with the whole frame's.
    let run = |blocks: std::ops::Range<usize>| -> Option<Result<(Partial, usize, Vec<DataFrame>)>> {
        let (mut partial, mut rows, mut first) = (Partial::empty(), 0, Vec::new());
        let mut shown = 0;
        for b in blocks {
            let start = (b * block).max(warm);
            let end = ((b + 1) * block).min(height);
            if start >= end {
                continue;
            }
            let kept = match kept_rows(df, step, filter, start.saturating_sub(lookback), start, end)? {
                Ok(kept) => kept,
                Err(e) => return Some(Err(e)),
            };
            match Partial::of(&kept, step)? {
                Ok(p) => partial.merge(p),
                Err(e) => return Some(Err(runtime("group_by", e))),
            }
            rows += kept.height();
            // (At least one block: its columns are the evidence's even when no row is asked for.)
            if shown < evidence.max(1) && kept.height() > 0 {
                shown += kept.height();
                first.push(kept);
            }
        }
        Some(Ok((partial, rows, first)))
    };
    let (mut partial, mut rows, mut first) = (Partial::empty(), 0, Vec::<DataFrame>::new());
    for part in split(height.div_ceil(block), run)? {
        match part {
            Ok((p, n, f)) => {
                partial.merge(p);
                rows += n;
                first.extend(f);
            }
            Err(e) => return Some(Err(e)),
        }
    }
    let groups = match partial.groups(step)? {
        Ok(groups) => groups,
        Err(e) => return Some(Err(runtime("group_by", e))),
    };
    let evidence = (|| -> Result<DataFrame> {
        let mut pieces = first.into_iter();
        let Some(mut out) = pieces.next() else { return Ok(df.clear()) };
        for piece in pieces {
            if out.height() >= evidence {
                break;
            }
            out.vstack_mut(&piece).map_err(|e| runtime("where", e))?;
        }
        let mut out = out.head(Some(evidence));
        out.rechunk_mut();
        Ok(out)
    })();
    BLOCKED.with(|n| n.set(n.get() + 1));
    GROUPED.with(|n| n.set(n.get() + 1));
    Some(evidence.map(|evidence| Grouped { groups, rows, evidence }))
}

/// Runs `run` over the blocks `0..blocks` split into runs of consecutive
/// blocks, one per thread (as many threads as polars computes with, read
/// once per process, not from the cgroup files on every query), and gives
/// the threads' results in block order; `None` when any run is not
/// covered.
fn split<T: Send>(blocks: usize, run: impl Fn(std::ops::Range<usize>) -> Option<T> + Sync) -> Option<Vec<T>> {
    let threads = polars_core::runtime::RAYON.current_num_threads().min(blocks / BLOCKS_PER_THREAD).max(1);
    let per_thread = blocks.div_ceil(threads);
    let range = |t: usize| t * per_thread..((t + 1) * per_thread).min(blocks);
    let parts: Vec<Option<T>> = if threads == 1 {
        vec![run(range(0))]
    } else {
        std::thread::scope(|scope| {
            let run = &run;
            let running: Vec<_> = (1..threads).map(|t| scope.spawn(move || run(range(t)))).collect();
            let mut parts = vec![run(range(0))];
            // A block that panicked is left to the stage-by-stage path, which reports it.
            parts.extend(running.into_iter().map(|t| t.join().unwrap_or(None)));
            parts
        })
    };
    parts.into_iter().collect()
}

/// What a block keeps: its kept rows (positions in the whole frame) and
/// their values of the step's map columns.
struct Kept {
    rows: Vec<IdxSize>,
    maps: Vec<Series>,
}

/// The kept rows of the frame's columns, gathered once, with the blocks'
/// map columns joined in order (a map column that replaces a bar column
/// keeps its place, as `with_column` gives it on the whole frame).
fn gather(df: &DataFrame, step: &StepPlan, kept: Vec<Kept>) -> Result<DataFrame> {
    let rows: Vec<IdxSize> = kept.iter().flat_map(|k| k.rows.iter().copied()).collect();
    let mut out = df.take(&IdxCa::from_vec(PlSmallStr::EMPTY, rows)).map_err(|e| runtime("where", e))?;
    for (i, m) in step.maps.iter().enumerate() {
        let mut pieces = kept.iter().map(|k| &k.maps[i]);
        let Some(first) = pieces.next() else { break };
        let mut column = first.clone();
        for piece in pieces {
            column.append(piece).map_err(|e| runtime("map", e))?;
        }
        out.with_column(column.with_name(m.name.as_str().into()).into_column()).map_err(|e| runtime("map", e))?;
    }
    Ok(out)
}

/// Map then where over rows `from..end`, keeping rows of `start..end` only
/// (`from..start` are the block's look-back): what [`map_where`] keeps of a
/// block, the kept rows' positions in the whole frame and their map columns.
fn one_block(
    df: &DataFrame,
    step: &StepPlan,
    filter: &Expr,
    from: usize,
    start: usize,
    end: usize,
) -> Option<Result<Kept>> {
    let (rows, local) = match block(df, step, Some(filter), from, start, end)? {
        Ok(block) => block,
        Err(e) => return Some(Err(e)),
    };
    let local = local.unwrap_or_default();
    Some((|| {
        let kept = local.iter().map(|&r| r + start as IdxSize).collect();
        let at = IdxCa::from_vec(PlSmallStr::EMPTY, local);
        let mut maps = Vec::with_capacity(step.maps.len());
        for m in &step.maps {
            let column = rows.column(m.name.as_str()).map_err(|e| runtime("map", e))?;
            maps.push(column.as_materialized_series().take(&at).map_err(|e| runtime("where", e))?);
        }
        Ok(Kept { rows: kept, maps })
    })())
}

/// The rows of `start..end` that map then where keep, computed over rows
/// `from..end` (`from..start` are the look-back), with every column: what
/// map then where give on the whole frame for these rows.
fn kept_rows(
    df: &DataFrame,
    step: &StepPlan,
    filter: Option<&Expr>,
    from: usize,
    start: usize,
    end: usize,
) -> Option<Result<DataFrame>> {
    let (rows, local) = match block(df, step, filter, from, start, end)? {
        Ok(block) => block,
        Err(e) => return Some(Err(e)),
    };
    Some(match local {
        None => Ok(rows),
        Some(local) => rows.take(&IdxCa::from_vec(PlSmallStr::EMPTY, local)).map_err(|e| runtime("where", e)),
    })
}

/// A block: rows `start..end` with the step's map columns, computed over
/// rows `from..end` (`from..start` are the look-back, sequentially: the
/// blocks are already split between the cores), and the positions among
/// them of the rows `filter` keeps (`None`: no filter, every row).
fn block(
    df: &DataFrame,
    step: &StepPlan,
    filter: Option<&Expr>,
    from: usize,
    start: usize,
    end: usize,
) -> Option<Result<(DataFrame, Option<Vec<IdxSize>>)>> {
    let rows = match map_in_order(df.slice(from as i64, end - from), step)? {
        Ok(rows) => rows,
        Err(e) => return Some(Err(e)),
    };
    let (skip, len) = ((start - from) as i64, end - start);
    let Some(filter) = filter else { return Some(Ok((rows.slice(skip, len), None))) };
    let mask = direct::eval(filter, &rows)?;
    Some(where_mask(mask, rows.height()).map(|mask| (rows.slice(skip, len), Some(true_rows(&mask.slice(skip, len))))))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::execute::{ExecutionMode, map_then_where};
    use crate::functions::IN_PERIOD;
    use crate::functions::testing::noisy;
    use crate::market::TS;

    /// 20,000 bars of noisy prices, with missing and infinite closes.
    fn bars() -> DataFrame {
        let n = 20_000;
        let close = noisy(n, true);
        let base = noisy(n, false);
        let high: Vec<f64> = base.iter().enumerate().map(|(i, p)| p + (i % 7) as f64 * 0.25).collect();
        let low: Vec<f64> = base.iter().enumerate().map(|(i, p)| p - (i % 5) as f64 * 0.25).collect();
        let volume: Vec<i64> = (0..n as i64).map(|i| 100 + (i * 7919) % 1000).collect();
        let ts: Vec<i64> = (0..n as i64).map(|i| 1_700_000_000_000_000 + i * 60_000_000).collect();
        let in_period: Vec<bool> = (0..n).map(|i| i >= 700).collect();
        df! { TS => ts, "open" => base, "high" => high, "low" => low, "close" => close, "volume" => volume,
        IN_PERIOD => in_period }
        .unwrap()
        .lazy()
        .with_column(col(TS).cast(DataType::Datetime(TimeUnit::Microseconds, None)))
        .collect()
        .unwrap()
    }

    /// Same columns, same rows, floats equal bit for bit (NaN included).
    fn identical(a: &DataFrame, b: &DataFrame) -> bool {
        a.get_column_names() == b.get_column_names()
            && a.height() == b.height()
            && a.columns().iter().zip(b.columns()).all(|(x, y)| match (x.f64(), y.f64()) {
                (Ok(x), Ok(y)) => x.iter().map(|v| v.map(f64::to_bits)).eq(y.iter().map(|v| v.map(f64::to_bits))),
                _ => x.as_materialized_series().equals_missing(y.as_materialized_series()),
            })
    }

    /// Windows longer than a block (look-backs of 16–50 rows over blocks of
    /// 15) and blocks split between threads give the rows the whole frame
    /// gives, map columns included: the finite-window kernels are window-local.
    #[test]
    fn blocks_keep_the_rows_the_whole_frame_keeps() {
        let df = bars();
        let queries = [
            serde_json::json!({"map": {"f": "sma(close, 20)", "s": "sma(close, 50)"}, "where": "crossover(f, s)"}),
            serde_json::json!({"map": {"hi": "rolling_max(high, 30)", "sd": "rolling_std(close, 40)"},
                               "where": "high >= hi or sd > 40"}),
            serde_json::json!({"where": "crossunder(stoch_k(14), stoch_d(14, 3))"}),
            serde_json::json!({"where": "cci(20) > 0"}),
            serde_json::json!({"where": "mfi(30) < 60"}),
            serde_json::json!({"where": "williams_r(20) < -80 or donchian_upper(20) > close"}),
            serde_json::json!({"map": {"b": "bbands_pctb(close, 20, 2)", "w": "wma(close, 33)"},
                               "where": "b > 0.8 or close < w"}),
            serde_json::json!({"map": {"v": "rolling_sum(volume, 45)"}, "where": "v > 25000 or rolling_min(low, 20) == low"}),
        ];
        for q in queries {
            let plan = crate::plan(crate::Query::parse(&q).unwrap()).unwrap();
            let step = &plan.steps()[0];
            let lookback = step.lookback.expect("finite windows");
            assert!(lookback >= 16, "{q}: look-back {lookback} is not longer than a block");
            for masked in [false, true] {
                let filter = step.filter.clone().unwrap();
                let filter = if masked { filter.and(col(IN_PERIOD)) } else { filter };
                let whole =
                    map_then_where(df.clone(), step, Some(filter.clone()), 0, ExecutionMode::default()).unwrap();
                assert!(whole.height() > 10, "{q}: only {} rows kept", whole.height());
                for block in [15, 1_000, 7_000] {
                    let blocked = map_where(&df, step, &filter, lookback, block)
                        .unwrap_or_else(|| panic!("{q}: not covered"))
                        .unwrap();
                    assert!(identical(&blocked, &whole), "{q}, blocks of {block}: {blocked:?} vs {whole:?}");
                }
            }
        }
    }

    /// [`bars`] with every price on the 0.25 tick grid (sums of them are
    /// exact in any order, as bar prices' are); missing and infinite
    /// closes kept.
    fn tick_bars() -> DataFrame {
        let mut df = bars();
        for name in ["open", "high", "low", "close"] {
            let c = df.column(name).unwrap().f64().unwrap().apply_values(|v| (v * 4.0).round() / 4.0);
            df.with_column(c.with_name(name.into()).into_series().into_column()).unwrap();
        }
        df
    }

    /// A grouped step run block by block gives the groups, the row count
    /// and the first rows (any number of them) that map, where and group
    /// give over the whole frame: with and without a where, with warm-up
    /// rows (kept by neither), over blocks shorter than the look-back and
    /// blocks split between threads.
    #[test]
    fn grouped_blocks_give_the_whole_frames_groups_and_first_rows() {
        let df = tick_bars();
        let queries = [
            serde_json::json!({"map": {"h": "hour()", "r": "high - low"}, "group_by": "h", "select": "mean(r)"}),
            serde_json::json!({"map": {"h": "hour()", "r": "high - low", "f": "sma(open, 20)"}, "where": "open > f",
                               "group_by": "h", "select": ["count()", "mean(r)", "sum(r)"]}),
            serde_json::json!({"map": {"d": "dayofweek()", "w": "rolling_max(high, 30) - low"}, "where": "w > 5", "group_by": "d",
                               "select": ["sum(w)", "count()"]}),
        ];
        for q in queries {
            let plan = crate::plan(crate::Query::parse(&q).unwrap()).unwrap();
            let step = &plan.steps()[0];
            let lookback = step.lookback.expect("finite windows");
            assert!(Partial::covers(step), "{q}");
            for warm in [0, 700] {
                let filter = step.filter.clone().map(|f| if warm > 0 { f.and(col(IN_PERIOD)) } else { f });
                let whole = map_then_where(df.clone(), step, filter.clone(), warm, ExecutionMode::default()).unwrap();
                let groups = crate::direct::group(&whole, step).expect("covered").unwrap();
                assert!(groups.height() > 1 && whole.height() > 1000, "{q}: {groups:?}");
                for block in [15, 1_000, 7_000] {
                    for shown in [0, 5, 300, usize::MAX] {
                        let g = map_group(&df, step, filter.as_ref(), warm, lookback, block, shown)
                            .unwrap_or_else(|| panic!("{q}: not covered"))
                            .unwrap();
                        let at = format!("{q}, warm {warm}, blocks of {block}, {shown} rows shown");
                        assert!(g.groups.equals_missing(&groups), "{at}: {:?} vs {groups:?}", g.groups);
                        assert_eq!(g.groups.schema(), groups.schema(), "{at}");
                        assert_eq!(g.rows, whole.height(), "{at}");
                        let want = whole.head(Some(shown.min(whole.height())));
                        assert!(identical(&g.evidence, &want), "{at}: {:?} vs {want:?}", g.evidence);
                    }
                }
            }
        }
    }

    /// What the whole frame's direct group does not cover, blocks do not
    /// either: sums of values off one grid (missing and infinite closes,
    /// a −0.0), extremes (which need each group's rows).
    #[test]
    fn grouped_blocks_decline_what_the_direct_group_declines() {
        let mut df = tick_bars();
        let q = |select: &str| {
            let q = serde_json::json!({"map": {"h": "hour()", "r": "high - low"}, "group_by": "h", "select": select});
            crate::plan(crate::Query::parse(&q).unwrap()).unwrap().steps()[0].clone()
        };
        let step = q("mean(close)");
        assert!(map_group(&df, &step, None, 0, 0, 1_000, 10).is_none());
        assert!(!Partial::covers(&q("max(r)")));
        let mut open: Vec<f64> = df.column("open").unwrap().f64().unwrap().into_no_null_iter().collect();
        open[12_345] = -0.0;
        df.with_column(Series::new("open".into(), open).into_column()).unwrap();
        let step = q("sum(open)");
        let whole = map_then_where(df.clone(), &step, None, 0, ExecutionMode::default()).unwrap();
        assert!(crate::direct::group(&whole, &step).is_none(), "the whole frame's group declines a −0.0");
        assert!(map_group(&df, &step, None, 0, 0, 1_000, 10).is_none());
    }
}
