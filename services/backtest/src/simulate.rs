//! The simulation: one position at a time over plain arrays (no polars in the
//! hot loop).
//!
//! For bar `i` in order:
//! * **Flat**: if `i > 0` and the entry condition held on bar `i − 1`, enter at
//!   bar `i`'s open (± slippage). Stop, take-profit and trailing distances are
//!   taken from that price; the `exit_target` is evaluated once, at the signal
//!   bar, and fixed. The exit check below then runs on the entry bar itself.
//!   A position entered on the last bar that does not exit on it is dropped.
//! * **In a position** (`held = i − entry bar ≥ 1`):
//!   1. breakeven: after `breakeven_bars`, once, if the bar *opens* strictly in
//!      profit, the stop moves to the entry price;
//!   2. price exits inside the bar, in the priority stop (fixed, breakeven or
//!      trailing — the tighter; a tie goes to trailing) → take-profit → target;
//!   3. `exit_bars` reached → exit at the bar's close (`timeout`);
//!   4. last bar → exit at its close (`end`).
//! * After an exit on bar `i` the earliest new entry is bar `i + 1`.
//!
//! Price exits inside a bar are resolved one of two ways:
//! * **minute rows** (the reference rule): walk the bar's minutes in time
//!   order; per minute, first ratchet the trailing stop with the minute's
//!   extreme, then test stop, take-profit, target against the minute's
//!   low/high; a hit fills exactly at the level.
//! * **bar OHLC** (when a bar has no minute rows, or `exit_resolution` is
//!   `bars`) — the conservative bar rule: the order of prices inside the bar is
//!   unknown, so (a) levels are those in force at the bar's open (the trailing
//!   stop is ratcheted with the bar's extreme only *after* the bar, for the
//!   next one), (b) when the stop and a profit level are both inside the
//!   bar's range the stop wins, and (c) fills are those of resting orders: a
//!   stop the bar opens beyond fills at the open (worse than the level), a
//!   take-profit or target the bar opens beyond fills at the open (better).

use barb_common::deadline::Guard;
use barb_script::{BarbError, ErrorCode};

use crate::error::Result;
use crate::strategy::{Direction, ExitResolution, Rules};
use crate::trade::ExitReason;

/// Bars polled between deadline checks.
const CHECK_EVERY: usize = 64;

/// Minute rows per block of [`Intrabar::blocks`]: a walk screens a whole
/// block against its extremes before looking at its minutes.
pub const BLOCK: usize = 32;

/// The bars being traded.
#[derive(Debug, Clone, Copy)]
pub struct Ohlc<'a> {
    /// Opens.
    pub open: &'a [f64],
    /// Highs.
    pub high: &'a [f64],
    /// Lows.
    pub low: &'a [f64],
    /// Closes.
    pub close: &'a [f64],
}

impl Ohlc<'_> {
    /// Bar count.
    pub fn len(&self) -> usize {
        self.open.len()
    }
    /// True with no bars.
    pub fn is_empty(&self) -> bool {
        self.open.is_empty()
    }
}

/// The minute rows behind the bars: timestamps, highs, lows, and for each
/// bar the half-open range of its rows.
#[derive(Debug, Clone, Copy)]
pub struct Intrabar<'a> {
    /// Minute timestamps (µs).
    pub ts: &'a [i64],
    /// Minute highs.
    pub high: &'a [f64],
    /// Minute lows.
    pub low: &'a [f64],
    /// Per bar: `[start, end)` into the minute arrays.
    pub ranges: &'a [(usize, usize)],
    /// Per bar: (highest high, lowest low) of its minute rows. A bar whose
    /// extremes touch no level is skipped without walking its minutes.
    pub extremes: &'a [(f64, f64)],
    /// Per block of [`BLOCK`] minute rows (block k = rows `[k·BLOCK,
    /// (k+1)·BLOCK)`): (highest high, lowest low). Inside a bar that has to
    /// be walked, whole blocks that touch no level are skipped the same way.
    pub blocks: &'a [(f64, f64)],
}

impl Intrabar<'_> {
    /// (highest high, lowest low) of each range's rows (NaN-free rows only;
    /// an empty range gives (−∞, +∞), which touches nothing).
    pub fn extremes_of(high: &[f64], low: &[f64], ranges: &[(usize, usize)]) -> Vec<(f64, f64)> {
        ranges
            .iter()
            .map(|&(a, b)| {
                let h = high[a..b].iter().copied().fold(f64::NEG_INFINITY, f64::max);
                let l = low[a..b].iter().copied().fold(f64::INFINITY, f64::min);
                (h, l)
            })
            .collect()
    }

    /// The extremes of each block of [`BLOCK`] rows.
    pub fn blocks_of(high: &[f64], low: &[f64]) -> Vec<(f64, f64)> {
        let ranges: Vec<(usize, usize)> =
            (0..high.len().div_ceil(BLOCK)).map(|k| (k * BLOCK, ((k + 1) * BLOCK).min(high.len()))).collect();
        Self::extremes_of(high, low, &ranges)
    }
}

/// A closed trade in bar indices and unrounded prices.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Fill {
    /// Entry bar index.
    pub entry_bar: usize,
    /// Exit bar index.
    pub exit_bar: usize,
    /// Entry price including slippage.
    pub entry_price: f64,
    /// Exit price including slippage.
    pub exit_price: f64,
    /// Points after commission.
    pub pnl: f64,
    /// Why it closed.
    pub reason: ExitReason,
    /// The minute (µs timestamp) a price exit happened on, when resolved on minutes.
    pub exit_ts: Option<i64>,
}

/// An open position.
#[derive(Debug, Clone, Copy)]
struct Position {
    long: bool,
    entry_bar: usize,
    entry: f64,
    stop: Option<f64>,
    stop_reason: ExitReason,
    take_profit: Option<f64>,
    target: Option<f64>,
    trail: Option<f64>,
    best: f64,
    breakeven_used: bool,
}

impl Position {
    fn open(rules: &Rules, bar: usize, open: f64, target: Option<f64>) -> Position {
        let long = rules.direction == Direction::Long;
        let sign = if long { 1.0 } else { -1.0 };
        let entry = open + sign * rules.slippage;
        Position {
            long,
            entry_bar: bar,
            entry,
            stop: rules.stop_loss.map(|l| entry - sign * l.points(entry)),
            stop_reason: ExitReason::Stop,
            take_profit: rules.take_profit.map(|l| entry + sign * l.points(entry)),
            target,
            trail: rules.trailing_stop.map(|l| l.points(entry)),
            best: entry,
            breakeven_used: false,
        }
    }

    /// The effective stop: the tighter of the fixed/breakeven stop and the
    /// trailing stop (a tie goes to the trailing stop).
    fn stop_level(&self) -> Option<(f64, ExitReason)> {
        let trail = self.trail.map(|t| if self.long { self.best - t } else { self.best + t });
        match (self.stop, trail) {
            (None, None) => None,
            (Some(s), None) => Some((s, self.stop_reason)),
            (None, Some(t)) => Some((t, ExitReason::TrailingStop)),
            (Some(s), Some(t)) => {
                let trail_tighter = if self.long { t >= s } else { t <= s };
                Some(if trail_tighter { (t, ExitReason::TrailingStop) } else { (s, self.stop_reason) })
            }
        }
    }

    /// Moves the trailing reference to the best price seen.
    fn ratchet(&mut self, high: f64, low: f64) {
        if self.trail.is_some() {
            self.best = if self.long { self.best.max(high) } else { self.best.min(low) };
        }
    }

    /// The first level a price range `[low, high]` touches, in the priority
    /// stop → take-profit → target.
    fn touched(&self, high: f64, low: f64) -> Option<(f64, ExitReason)> {
        if let Some((s, reason)) = self.stop_level()
            && (if self.long { low <= s } else { high >= s })
        {
            return Some((s, reason));
        }
        let reached = |level: f64| if self.long { high >= level } else { low <= level };
        if let Some(tp) = self.take_profit
            && reached(tp)
        {
            return Some((tp, ExitReason::TakeProfit));
        }
        if let Some(t) = self.target
            && reached(t)
        {
            return Some((t, ExitReason::Target));
        }
        None
    }

    /// Minute rule: walk the rows in order; fills exactly at the level.
    ///
    /// First a screen on the bar's extremes: every level in force at a minute
    /// is at most as far from the price as the levels after ratcheting with
    /// the whole bar's extreme, so if those are not touched by the bar's
    /// high/low, no minute touches anything, and the walk would end with the
    /// best price at the bar's extreme — which is set directly. Same result,
    /// one comparison instead of a walk over the bar's minutes. The walk
    /// itself screens each whole block of [`BLOCK`] rows the same way before
    /// looking at its minutes, so a daily bar (~1,400 minutes) costs a few
    /// dozen block checks plus the minutes of the one block where the exit is.
    fn walk_minutes(
        &mut self,
        rows: &Intrabar<'_>,
        (lo, hi): (usize, usize),
        (bar_high, bar_low): (f64, f64),
    ) -> Option<(f64, ExitReason, i64)> {
        if self.screen(bar_high, bar_low) {
            return None;
        }
        let mut j = lo;
        while j < hi {
            let block_end = j + BLOCK;
            if j % BLOCK == 0 && block_end <= hi {
                let (h, l) = rows.blocks[j / BLOCK];
                if self.screen(h, l) {
                    j = block_end;
                    continue;
                }
                for m in j..block_end {
                    if let Some(hit) = self.minute(rows, m) {
                        return Some(hit);
                    }
                }
                j = block_end;
            } else {
                if let Some(hit) = self.minute(rows, j) {
                    return Some(hit);
                }
                j += 1;
            }
        }
        None
    }

    /// True when no level can be touched by prices within `high`/`low` (the
    /// levels tested are those after ratcheting with `high`/`low`, the loosest
    /// any minute inside could see); the position is then ratcheted with them.
    fn screen(&mut self, high: f64, low: f64) -> bool {
        let mut screened = *self;
        screened.ratchet(high, low);
        if screened.touched(high, low).is_none() {
            *self = screened;
            true
        } else {
            false
        }
    }

    /// One minute: ratchet, then test the levels.
    #[inline]
    fn minute(&mut self, rows: &Intrabar<'_>, j: usize) -> Option<(f64, ExitReason, i64)> {
        let (h, l) = (rows.high[j], rows.low[j]);
        self.ratchet(h, l);
        self.touched(h, l).map(|(level, reason)| (level, reason, rows.ts[j]))
    }

    /// Conservative bar rule on one bar's OHLC (see the module docs).
    fn bar_rule(&mut self, open: f64, high: f64, low: f64) -> Option<(f64, ExitReason)> {
        let hit = self.touched(high, low).map(|(level, reason)| {
            // A stop fills at the level or worse, a limit at the level or better.
            // Long stop / short limit: the lower of level and open; else the higher.
            let lower = reason.is_stop() == self.long;
            let price = if lower { level.min(open) } else { level.max(open) };
            (price, reason)
        });
        if hit.is_none() {
            self.ratchet(high, low);
        }
        hit
    }

    fn in_profit_at(&self, price: f64) -> bool {
        if self.long { price > self.entry } else { price < self.entry }
    }

    fn close(&self, rules: &Rules, bar: usize, level: f64, reason: ExitReason, exit_ts: Option<i64>) -> Fill {
        let sign = if self.long { 1.0 } else { -1.0 };
        let exit = level - sign * rules.slippage;
        Fill {
            entry_bar: self.entry_bar,
            exit_bar: bar,
            entry_price: self.entry,
            exit_price: exit,
            pnl: sign * (exit - self.entry) - rules.commission,
            reason,
            exit_ts,
        }
    }
}

/// How price exits inside bars are resolved for one run.
#[derive(Debug, Clone, Copy)]
pub enum Resolution<'a> {
    /// Walk minute rows (bars without rows fall back to the bar rule).
    Minutes(Intrabar<'a>),
    /// Bar OHLC only.
    Bars,
}

impl<'a> Resolution<'a> {
    /// The resolution for a mode, given the minute rows when they are needed.
    pub fn new(mode: ExitResolution, rows: Option<Intrabar<'a>>) -> Self {
        match (mode, rows) {
            (ExitResolution::Minutes, Some(rows)) => Resolution::Minutes(rows),
            _ => Resolution::Bars,
        }
    }
}

/// Price exit on bar `i`, by the run's resolution.
fn price_exit(
    pos: &mut Position,
    bars: &Ohlc<'_>,
    res: &Resolution<'_>,
    i: usize,
) -> Option<(f64, ExitReason, Option<i64>)> {
    if let Resolution::Minutes(rows) = res {
        let range = rows.ranges[i];
        if range.1 > range.0 {
            return pos.walk_minutes(rows, range, rows.extremes[i]).map(|(p, r, ts)| (p, r, Some(ts)));
        }
    }
    pos.bar_rule(bars.open[i], bars.high[i], bars.low[i]).map(|(p, r)| (p, r, None))
}

/// Runs the simulation. `entry[i]` is the entry condition on bar `i`;
/// `target(i)` evaluates the exit target at signal bar `i` (called once per
/// trade, only when a target is configured). Stops with an error when `guard`
/// says the deadline passed or the call was cancelled, and as soon as there
/// are more than `max_fills` trades (`result_too_large`: the caller could not
/// be sent them, so the work stops instead of growing).
pub fn run(
    bars: &Ohlc<'_>,
    res: &Resolution<'_>,
    entry: &[bool],
    rules: &Rules,
    target: &mut dyn FnMut(usize) -> Result<Option<f64>>,
    guard: &Guard,
    max_fills: usize,
) -> Result<Vec<Fill>> {
    let mut fills = Vec::new();
    let n = each(bars, res, entry, rules, target, guard, &mut |f| {
        fills.push(f);
        fills.len() <= max_fills
    })?;
    if n > max_fills {
        return Err(too_many_trades(max_fills));
    }
    Ok(fills)
}

/// The simulation of [`run`], handing each fill to `sink` as it closes
/// instead of collecting them (a sweep keeps only sums); `sink` returns
/// false to stop early. Returns the fills made.
pub fn each(
    bars: &Ohlc<'_>,
    res: &Resolution<'_>,
    entry: &[bool],
    rules: &Rules,
    target: &mut dyn FnMut(usize) -> Result<Option<f64>>,
    guard: &Guard,
    sink: &mut dyn FnMut(Fill) -> bool,
) -> Result<usize> {
    let n = bars.len();
    let mut made = 0usize;
    let mut pos: Option<Position> = None;
    let mut push = |f: Fill| {
        made += 1;
        sink(f)
    };
    for i in 0..n {
        if i % CHECK_EVERY == 0 {
            guard.check(i, n)?;
        }
        let Some(p) = pos.as_mut() else {
            if i == 0 || !entry.get(i - 1).copied().unwrap_or(false) {
                continue;
            }
            let mut p = Position::open(rules, i, bars.open[i], target(i - 1)?);
            if let Some((level, reason, ts)) = price_exit(&mut p, bars, res, i) {
                if !push(p.close(rules, i, level, reason, ts)) {
                    return Ok(made);
                }
            } else if i + 1 < n {
                pos = Some(p);
            }
            continue;
        };
        let held = i - p.entry_bar;
        if let Some(b) = rules.breakeven_bars
            && !p.breakeven_used
            && held >= b
            && p.in_profit_at(bars.open[i])
        {
            p.stop = Some(p.entry);
            p.stop_reason = ExitReason::Breakeven;
            p.breakeven_used = true;
        }
        let fill = if let Some((level, reason, ts)) = price_exit(p, bars, res, i) {
            Some(p.close(rules, i, level, reason, ts))
        } else if rules.exit_bars.is_some_and(|e| held >= e) {
            Some(p.close(rules, i, bars.close[i], ExitReason::Timeout, None))
        } else if i + 1 == n {
            Some(p.close(rules, i, bars.close[i], ExitReason::End, None))
        } else {
            None
        };
        if let Some(f) = fill {
            pos = None;
            if !push(f) {
                return Ok(made);
            }
        }
    }
    Ok(made)
}

fn too_many_trades(max: usize) -> crate::error::BacktestError {
    BarbError::new(
        ErrorCode::ResultTooLarge,
        format!("the strategy makes more than {max} trades; this server returns at most {max}"),
    )
    .hint("narrow the run: a stricter entry, a longer timeframe (`from`) or a shorter `period`")
    .into()
}

#[cfg(test)]
#[path = "simulate_tests.rs"]
mod tests;
