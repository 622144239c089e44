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
//! [`ExecutionMode::block_rows`]: super::ExecutionMode::block_rows

use std::cell::Cell;

use polars::prelude::*;

use super::{map_in_order, runtime, true_rows, where_mask};
use crate::direct;
use crate::error::Result;
use crate::plan::StepPlan;

thread_local! {
    /// Steps this thread ran block by block ([`blocked_steps`]).
    static BLOCKED: Cell<u64> = const { Cell::new(0) };
}

/// How many steps the calling thread has run block by block: tests read it
/// to know the blocked path ran, not only that answers agreed.
pub fn blocked_steps() -> u64 {
    BLOCKED.with(Cell::get)
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
    let blocks = height.div_ceil(block);
    // As many threads as polars computes with (read once per process, not
    // from the cgroup files on every query).
    let threads = polars_core::runtime::RAYON.current_num_threads().min(blocks / BLOCKS_PER_THREAD).max(1);
    let per_thread = blocks.div_ceil(threads);
    let run = |first: usize| -> Option<Result<Vec<Kept>>> {
        let mut kept = Vec::with_capacity(per_thread);
        for b in first..(first + per_thread).min(blocks) {
            let start = b * block;
            match one_block(df, step, filter, start.saturating_sub(lookback), start, (start + block).min(height))? {
                Ok(rows) => kept.push(rows),
                Err(e) => return Some(Err(e)),
            }
        }
        Some(Ok(kept))
    };
    let parts: Vec<Option<Result<Vec<Kept>>>> = if threads == 1 {
        vec![run(0)]
    } else {
        std::thread::scope(|scope| {
            let run = &run;
            let running: Vec<_> = (1..threads).map(|t| scope.spawn(move || run(t * per_thread))).collect();
            let mut parts = vec![run(0)];
            // A block that panicked is left to the stage-by-stage path, which reports it.
            parts.extend(running.into_iter().map(|t| t.join().unwrap_or(None)));
            parts
        })
    };
    let mut kept = Vec::with_capacity(blocks);
    for part in parts {
        match part? {
            Ok(part) => kept.extend(part),
            Err(e) => return Some(Err(e)),
        }
    }
    let out = gather(df, step, kept);
    BLOCKED.with(|n| n.set(n.get() + 1));
    Some(out)
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
/// (`from..start` are the block's look-back).
fn one_block(
    df: &DataFrame,
    step: &StepPlan,
    filter: &Expr,
    from: usize,
    start: usize,
    end: usize,
) -> Option<Result<Kept>> {
    // Sequentially: the blocks are already split between the cores.
    let rows = match map_in_order(df.slice(from as i64, end - from), step)? {
        Ok(rows) => rows,
        Err(e) => return Some(Err(e)),
    };
    let mask = direct::eval(filter, &rows)?;
    Some((|| {
        let (skip, len) = ((start - from) as i64, end - start);
        let local = true_rows(&where_mask(mask, rows.height())?.slice(skip, len));
        let kept = local.iter().map(|&r| r + start as IdxSize).collect();
        let at = IdxCa::from_vec(PlSmallStr::EMPTY, local);
        let mut maps = Vec::with_capacity(step.maps.len());
        for m in &step.maps {
            let column = rows.column(m.name.as_str()).map_err(|e| runtime("map", e))?;
            let column = column.as_materialized_series().slice(skip, len);
            maps.push(column.take(&at).map_err(|e| runtime("where", e))?);
        }
        Ok(Kept { rows: kept, maps })
    })())
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
}
