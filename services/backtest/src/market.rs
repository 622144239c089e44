//! Market data for a run, taken from `barb_script` (sessions, periods and
//! resampling are the language's, never re-implemented here) and flattened
//! into plain arrays for the simulation:
//!
//! * [`Bars`]: the resampled bars of the request
//!   ([`Market::minute_built_bars`]), kept as a frame for evaluating
//!   expressions and as OHLC arrays;
//! * [`Minutes`]: the session's minute rows (timestamp, trading date, high,
//!   low), read in place from the market's minutes or from barb-script's bar
//!   cache (the one cache of the process, shared with queries), because
//!   minute-resolved exits read them on every run.
//!
//! Each bar is mapped to its minute rows: intraday bars by time range
//! `[label, label + width)`, daily bars by trading date (a trading day starts
//! the previous evening, so a calendar range would be wrong).

use barb_script::market::{Period, TDATE, TS, Timeframe};
use barb_script::{BarbError, ErrorCode, Market};
use polars::prelude::*;

use crate::error::Result;
use crate::simulate::{BLOCK, Ohlc};
use crate::trade::{date_text, time_text};

/// Bars of one run.
#[derive(Debug, Clone)]
pub struct Bars {
    /// The frame (`timestamp`, OHLCV, `__tdate`) expressions are evaluated on.
    pub frame: DataFrame,
    /// Timeframe.
    pub timeframe: Timeframe,
    /// Bar labels (µs, naive exchange time).
    pub ts: Vec<i64>,
    /// Trading dates (days since the epoch).
    pub tdate: Vec<i32>,
    /// Opens.
    pub open: Vec<f64>,
    /// Highs.
    pub high: Vec<f64>,
    /// Lows.
    pub low: Vec<f64>,
    /// Closes.
    pub close: Vec<f64>,
}

/// The minute rows of one instrument and session: a frame shared with the
/// market (all bars) or the bar cache (a session), never copied per run,
/// plus the extremes of each block of [`BLOCK`] rows, which let a minute
/// walk skip blocks that touch no level.
#[derive(Debug, Clone)]
pub struct Minutes {
    frame: DataFrame,
    blocks: Vec<(f64, f64)>,
}

/// The columns of [`Minutes`] as slices.
#[derive(Debug, Clone, Copy)]
pub struct MinuteRows<'a> {
    /// Timestamps (µs), ascending.
    pub ts: &'a [i64],
    /// Trading dates (days since the epoch), non-decreasing.
    pub tdate: &'a [i32],
    /// Highs.
    pub high: &'a [f64],
    /// Lows.
    pub low: &'a [f64],
    /// Per block of [`BLOCK`] rows (block k = rows `[k·BLOCK, (k+1)·BLOCK)`,
    /// the last one possibly shorter): (highest high, lowest low).
    pub blocks: &'a [(f64, f64)],
}

fn floats(df: &DataFrame, name: &str) -> Result<Vec<f64>> {
    let c = df.column(name)?.cast(&DataType::Float64)?;
    Ok(c.f64()?.iter().map(|v| v.unwrap_or(f64::NAN)).collect())
}

fn stamps(df: &DataFrame) -> Result<Vec<i64>> {
    Ok(df.column(TS)?.datetime()?.physical().iter().map(|v| v.unwrap_or(i64::MIN)).collect())
}

fn dates(df: &DataFrame) -> Result<Vec<i32>> {
    Ok(df.column(TDATE)?.date()?.physical().iter().map(|v| v.unwrap_or(i32::MIN)).collect())
}

/// Minutes per bar of an intraday timeframe.
fn width_minutes(tf: Timeframe) -> Option<i64> {
    Some(match tf {
        Timeframe::M1 => 1,
        Timeframe::M5 => 5,
        Timeframe::M15 => 15,
        Timeframe::M30 => 30,
        Timeframe::H1 => 60,
        Timeframe::H2 => 120,
        Timeframe::H4 => 240,
        _ => return None,
    })
}

impl Bars {
    /// The bars of `session` / `timeframe` / `period`, as `run_query` builds
    /// them, except that daily bars always come from the minutes: when the
    /// market also has a provider settlement file, a query answers daily bars
    /// without a session from it, but a backtest fills at the first minute's
    /// open and resolves exits on the minutes, so its bars must be the
    /// minute-built trading-day bars.
    pub fn load(market: &Market, session: Option<&str>, tf: Timeframe, period: Option<&Period>) -> Result<Bars> {
        let frame = market.minute_built_bars(session, tf, period)?;
        Ok(Bars {
            ts: stamps(&frame)?,
            tdate: dates(&frame)?,
            open: floats(&frame, "open")?,
            high: floats(&frame, "high")?,
            low: floats(&frame, "low")?,
            close: floats(&frame, "close")?,
            frame,
            timeframe: tf,
        })
    }

    /// Bar count.
    pub fn len(&self) -> usize {
        self.ts.len()
    }

    /// True with no bars.
    pub fn is_empty(&self) -> bool {
        self.ts.is_empty()
    }

    /// The OHLC arrays.
    pub fn ohlc(&self) -> Ohlc<'_> {
        Ohlc { open: &self.open, high: &self.high, low: &self.low, close: &self.close }
    }

    /// Date part of bar `i`'s label.
    pub fn date(&self, i: usize) -> String {
        date_text(self.ts[i])
    }

    /// Time part of bar `i`'s label on intraday timeframes.
    pub fn time(&self, i: usize) -> Option<String> {
        self.timeframe.intraday().then(|| time_text(self.ts[i]))
    }

    /// Bytes held by the arrays (the frame's columns are the bar cache's).
    pub fn array_bytes(&self) -> usize {
        self.len() * (5 * std::mem::size_of::<f64>() + std::mem::size_of::<i32>())
    }

    /// For each bar, the half-open range of its rows in `m`. Bars and
    /// minutes are both in time order, so each search gallops forward from
    /// where the previous bar ended: a few probes in memory that is already in
    /// cache, instead of a binary search over millions of rows per bar.
    pub fn minute_ranges(&self, m: &MinuteRows<'_>) -> Vec<(usize, usize)> {
        let mut out = Vec::with_capacity(self.len());
        let mut from = 0usize;
        let width_us = width_minutes(self.timeframe).map(|w| w * 60_000_000);
        for i in 0..self.len() {
            let (lo, hi) = match width_us {
                Some(w) => {
                    let (start, end) = (self.ts[i], self.ts[i].saturating_add(w));
                    let lo = from + gallop(&m.ts[from..], |&t| t < start);
                    (lo, lo + gallop(&m.ts[lo..], |&t| t < end))
                }
                None => {
                    let d = self.tdate[i];
                    let lo = from + gallop(&m.tdate[from..], |&x| x < d);
                    (lo, lo + gallop(&m.tdate[lo..], |&x| x <= d))
                }
            };
            out.push((lo, hi));
            from = hi;
        }
        out
    }

    /// Evaluates a boolean expression on every bar (missing → false; a
    /// constant is broadcast).
    pub fn condition(&self, expr: &Expr, at: &str) -> Result<Vec<bool>> {
        let c = evaluate(&self.frame, expr, at)?;
        let c = c.cast(&DataType::Boolean).map_err(|e| runtime(at, e))?;
        let c = c.bool().map_err(|e| runtime(at, e))?;
        let flags: Vec<bool> = c.iter().map(|v| v.unwrap_or(false)).collect();
        if flags.len() != self.len() {
            return Err(runtime(
                at,
                PolarsError::ShapeMismatch(format!("{} values for {} bars", flags.len(), self.len()).into()),
            )
            .into());
        }
        Ok(flags)
    }

    /// Evaluates a numeric expression on the `window` bars ending at bar `i`
    /// (indicators inside see only that window) and returns its last value;
    /// missing or not finite → `None`.
    pub fn value_at(&self, expr: &Expr, i: usize, window: usize, at: &str) -> Result<Option<f64>> {
        let start = (i + 1).saturating_sub(window);
        let slice = self.frame.slice(start as i64, i + 1 - start);
        let c = evaluate(&slice, expr, at)?;
        let c = c.cast(&DataType::Float64).map_err(|e| runtime(at, e))?;
        let v = c.f64().map_err(|e| runtime(at, e))?.last();
        Ok(v.filter(|x| x.is_finite()))
    }
}

/// `s.partition_point(pred)` for a predicate that holds on a prefix of `s`,
/// probing 1, 2, 4, … elements from the start, then bisecting the last step:
/// O(log k) for an answer k, touching only the start of the slice.
fn gallop<T>(s: &[T], pred: impl Fn(&T) -> bool) -> usize {
    let mut step = 1usize;
    while step <= s.len() && pred(&s[step - 1]) {
        step *= 2;
    }
    let lo = step / 2;
    let hi = (step - 1).min(s.len());
    lo + s[lo..hi].partition_point(pred)
}

/// Runs one compiled expression on a frame, exactly as a query would.
fn evaluate(frame: &DataFrame, expr: &Expr, at: &str) -> Result<Series> {
    Ok(barb_script::evaluate(frame, expr).map_err(|e| runtime(at, e))?)
}

/// A valid expression that failed on the data: a typed error naming the field.
fn runtime(at: &str, e: PolarsError) -> BarbError {
    BarbError::new(ErrorCode::Type, format!("{at} could not be computed: {e}")).at(at)
}

impl Minutes {
    /// The minute rows of `session` (`None` = all).
    pub fn load(market: &Market, session: Option<&str>) -> Result<Minutes> {
        let frame = market.bars(session, Timeframe::M1, None)?;
        let mut m = Minutes { frame, blocks: Vec::new() };
        let rows = m.rows()?;
        let blocks = rows
            .high
            .chunks(BLOCK)
            .zip(rows.low.chunks(BLOCK))
            .map(|(h, l)| {
                (h.iter().copied().fold(f64::NEG_INFINITY, f64::max), l.iter().copied().fold(f64::INFINITY, f64::min))
            })
            .collect();
        m.blocks = blocks;
        Ok(m)
    }

    /// The columns as slices (the frame's columns are contiguous: checked at load).
    pub fn rows(&self) -> Result<MinuteRows<'_>> {
        let f = |name: &str| -> Result<&[f64]> { Ok(self.frame.column(name)?.f64()?.cont_slice()?) };
        Ok(MinuteRows {
            ts: self.frame.column(TS)?.datetime()?.physical().cont_slice()?,
            tdate: self.frame.column(TDATE)?.date()?.physical().cont_slice()?,
            high: f("high")?,
            low: f("low")?,
            blocks: &self.blocks,
        })
    }

    /// Bytes this value holds on its own: the block extremes, plus the
    /// frame when `own_frame` (a session's rows live in the bar cache, which
    /// this value keeps alive; all rows are the market's own).
    pub fn bytes(&self, own_frame: bool) -> usize {
        self.blocks.len() * 16 + if own_frame { self.frame.estimated_size() } else { 0 }
    }

    /// Row count.
    pub fn len(&self) -> usize {
        self.frame.height()
    }

    /// True with no rows.
    pub fn is_empty(&self) -> bool {
        self.frame.height() == 0
    }
}

#[cfg(test)]
mod tests {
    use super::gallop;

    #[test]
    fn gallop_is_partition_point() {
        for len in 0..70usize {
            let v: Vec<usize> = (0..len).collect();
            for cut in 0..=len + 1 {
                assert_eq!(gallop(&v, |&x| x < cut), v.partition_point(|&x| x < cut), "len {len} cut {cut}");
            }
        }
    }
}
