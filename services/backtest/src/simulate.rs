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
mod tests {
    use super::*;
    use crate::strategy::Level;

    fn rules(direction: Direction) -> Rules {
        Rules {
            direction,
            stop_loss: None,
            take_profit: None,
            trailing_stop: None,
            breakeven_bars: None,
            exit_bars: None,
            slippage: 0.0,
            commission: 0.0,
        }
    }

    fn no_target(_: usize) -> Result<Option<f64>> {
        Ok(None)
    }

    struct Data {
        o: Vec<f64>,
        h: Vec<f64>,
        l: Vec<f64>,
        c: Vec<f64>,
    }

    impl Data {
        fn new(rows: &[(f64, f64, f64, f64)]) -> Self {
            Data {
                o: rows.iter().map(|r| r.0).collect(),
                h: rows.iter().map(|r| r.1).collect(),
                l: rows.iter().map(|r| r.2).collect(),
                c: rows.iter().map(|r| r.3).collect(),
            }
        }
        fn ohlc(&self) -> Ohlc<'_> {
            Ohlc { open: &self.o, high: &self.h, low: &self.l, close: &self.c }
        }
    }

    fn sim(d: &Data, entry: &[bool], r: &Rules) -> Vec<Fill> {
        run(&d.ohlc(), &Resolution::Bars, entry, r, &mut no_target, &Guard::none(), usize::MAX).unwrap()
    }

    #[test]
    fn next_open_entry_end_exit_and_dropped_last_bar_entry() {
        let d = Data::new(&[(100.0, 101.0, 99.0, 100.5), (101.0, 103.0, 100.0, 102.0), (102.0, 104.0, 101.0, 103.0)]);
        let f = sim(&d, &[true, false, true], &rules(Direction::Long));
        assert_eq!(f.len(), 1);
        assert_eq!((f[0].entry_bar, f[0].exit_bar, f[0].reason), (1, 2, ExitReason::End));
        assert_eq!((f[0].entry_price, f[0].exit_price, f[0].pnl), (101.0, 103.0, 2.0));
        // Signal on the second-to-last bar: entered on the last bar, no exit → dropped.
        let f = sim(&d, &[false, true, false], &rules(Direction::Long));
        assert!(f.is_empty());
    }

    #[test]
    fn bar_rule_prefers_the_stop_and_fills_gaps_like_resting_orders() {
        let d = Data::new(&[
            (100.0, 100.0, 100.0, 100.0),
            (100.0, 111.0, 89.0, 100.0), // both stop (90) and tp (110) inside: stop wins
            (100.0, 100.0, 100.0, 100.0),
            (95.0, 96.0, 80.0, 90.0), // entry at 95: stop 85 hit, fill at 85
            (100.0, 100.0, 100.0, 100.0),
        ]);
        let r = Rules {
            stop_loss: Some(Level::Points(10.0)),
            take_profit: Some(Level::Points(10.0)),
            ..rules(Direction::Long)
        };
        let f = sim(&d, &[true, false, true, false, false], &r);
        assert_eq!(f.len(), 2);
        assert_eq!((f[0].exit_price, f[0].reason), (90.0, ExitReason::Stop));
        assert_eq!((f[1].entry_price, f[1].exit_price), (95.0, 85.0));
        // Gap through the stop on a later bar fills at the open.
        let d = Data::new(&[
            (100.0, 100.0, 100.0, 100.0),
            (100.0, 101.0, 99.0, 100.0),
            (80.0, 82.0, 79.0, 81.0),
            (81.0, 81.0, 81.0, 81.0),
        ]);
        let f = sim(&d, &[true, false, false, false], &r);
        assert_eq!((f[0].exit_price, f[0].reason, f[0].exit_bar), (80.0, ExitReason::Stop, 2));
        // Gap through the take-profit fills at the (better) open.
        let d = Data::new(&[
            (100.0, 100.0, 100.0, 100.0),
            (100.0, 101.0, 99.0, 100.0),
            (120.0, 122.0, 119.0, 121.0),
            (81.0, 81.0, 81.0, 81.0),
        ]);
        let f = sim(&d, &[true, false, false, false], &r);
        assert_eq!((f[0].exit_price, f[0].reason), (120.0, ExitReason::TakeProfit));
    }

    #[test]
    fn short_trades_with_costs_timeout_and_no_same_bar_reentry() {
        let d = Data::new(&[
            (100.0, 100.0, 100.0, 100.0),
            (100.0, 101.0, 97.0, 98.0),
            (98.0, 99.0, 96.0, 97.0),
            (97.0, 98.0, 95.0, 96.0),
            (96.0, 97.0, 94.0, 95.0),
        ]);
        let r = Rules { exit_bars: Some(1), slippage: 0.5, commission: 1.0, ..rules(Direction::Short) };
        let f = sim(&d, &[true, true, true, true, false], &r);
        // Enter bar 1 at 99.5 (open − slippage), time exit at bar 2's close + slippage = 97.5.
        assert_eq!((f[0].entry_bar, f[0].exit_bar, f[0].reason), (1, 2, ExitReason::Timeout));
        assert_eq!((f[0].entry_price, f[0].exit_price), (99.5, 97.5));
        assert_eq!(f[0].pnl, 1.0);
        // Exit on bar 2 → the next entry is bar 3 (signal on bar 2), not bar 2.
        assert_eq!(f[1].entry_bar, 3);
        assert_eq!((f[1].exit_bar, f[1].reason), (4, ExitReason::Timeout));
    }

    #[test]
    fn breakeven_moves_the_stop_once_when_the_bar_opens_in_profit() {
        let d = Data::new(&[
            (100.0, 100.0, 100.0, 100.0),
            (100.0, 102.0, 99.0, 101.0),
            (103.0, 104.0, 99.5, 100.0), // opens in profit at held=1 → stop to 100 → hit
            (100.0, 100.0, 100.0, 100.0),
        ]);
        let r = Rules { stop_loss: Some(Level::Points(5.0)), breakeven_bars: Some(1), ..rules(Direction::Long) };
        let f = sim(&d, &[true, false, false, false], &r);
        assert_eq!((f[0].exit_bar, f[0].exit_price, f[0].reason), (2, 100.0, ExitReason::Breakeven));
    }

    #[test]
    fn minute_rows_decide_the_order_of_exits() {
        // One bar after the signal bar; its minutes reach the take-profit first, then the stop.
        let d = Data::new(&[(100.0, 100.0, 100.0, 100.0), (100.0, 111.0, 89.0, 95.0)]);
        let ts = [1, 2, 3];
        let high = [100.0, 111.0, 100.0];
        let low = [99.0, 100.0, 89.0];
        let ranges = [(0, 0), (0, 3)];
        let extremes = Intrabar::extremes_of(&high, &low, &ranges);
        let blocks = Intrabar::blocks_of(&high, &low);
        let rows = Intrabar { ts: &ts, high: &high, low: &low, ranges: &ranges, extremes: &extremes, blocks: &blocks };
        let r = Rules {
            stop_loss: Some(Level::Points(10.0)),
            take_profit: Some(Level::Points(10.0)),
            ..rules(Direction::Long)
        };
        let f =
            run(&d.ohlc(), &Resolution::Minutes(rows), &[true, false], &r, &mut no_target, &Guard::none(), usize::MAX)
                .unwrap();
        assert_eq!((f[0].exit_price, f[0].reason, f[0].exit_ts), (110.0, ExitReason::TakeProfit, Some(2)));
        // The bar rule on the same bar is conservative: the stop.
        let f = sim(&d, &[true, false], &r);
        assert_eq!(f[0].reason, ExitReason::Stop);
    }

    #[test]
    fn trailing_stop_ratchets_per_minute_and_ties_go_to_trailing() {
        let d = Data::new(&[(100.0, 100.0, 100.0, 100.0), (100.0, 120.0, 90.0, 95.0), (95.0, 95.0, 95.0, 95.0)]);
        let ts = [1, 2, 3];
        let high = [105.0, 120.0, 116.0];
        let low = [99.0, 110.0, 110.0];
        let ranges = [(0, 0), (0, 3), (3, 3)];
        let extremes = Intrabar::extremes_of(&high, &low, &ranges);
        let blocks = Intrabar::blocks_of(&high, &low);
        let rows = Intrabar { ts: &ts, high: &high, low: &low, ranges: &ranges, extremes: &extremes, blocks: &blocks };
        let r = Rules {
            trailing_stop: Some(Level::Points(10.0)),
            stop_loss: Some(Level::Points(10.0)),
            ..rules(Direction::Long)
        };
        let f = run(
            &d.ohlc(),
            &Resolution::Minutes(rows),
            &[true, false, false],
            &r,
            &mut no_target,
            &Guard::none(),
            usize::MAX,
        )
        .unwrap();
        // Best 120 after minute 2 → trail 110; minute 2's low 110 touches it.
        assert_eq!((f[0].exit_price, f[0].reason, f[0].exit_ts), (110.0, ExitReason::TrailingStop, Some(2)));
        // Tie at entry (trail 90 == stop 90) reports the trailing stop.
        let p = Position::open(&r, 1, 100.0, None);
        assert_eq!(p.stop_level(), Some((90.0, ExitReason::TrailingStop)));
    }

    /// The block screen changes nothing: on random minutes, random ranges and
    /// every kind of level (trailing included), the screened walk gives the
    /// exit (level, reason, minute) and the final best price of a plain walk
    /// over every minute.
    #[test]
    fn screened_walks_equal_plain_walks() {
        let mut seed = 0x2545_F491_4F6C_DD1Du64;
        let mut rnd = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed >> 11) as f64 / (1u64 << 53) as f64
        };
        let n = 3000;
        let (mut high, mut low, mut price) = (Vec::with_capacity(n), Vec::with_capacity(n), 100.0f64);
        for _ in 0..n {
            price += (rnd() - 0.5) * 0.8;
            let (a, b) = (price + rnd() * 0.5, price - rnd() * 0.5);
            high.push(a);
            low.push(b);
        }
        let ts: Vec<i64> = (0..n as i64).collect();
        let blocks = Intrabar::blocks_of(&high, &low);
        let mut walks = 0;
        for case in 0..4000 {
            let lo = (rnd() * (n - 1) as f64) as usize;
            let hi = (lo + 1 + (rnd() * 400.0) as usize).min(n);
            let ranges = [(lo, hi)];
            let extremes = Intrabar::extremes_of(&high, &low, &ranges);
            let rows =
                Intrabar { ts: &ts, high: &high, low: &low, ranges: &ranges, extremes: &extremes, blocks: &blocks };
            let level = |r: f64| if r < 0.3 { None } else { Some(Level::Points(0.2 + r * 6.0)) };
            let r = Rules {
                stop_loss: level(rnd()),
                take_profit: level(rnd()),
                trailing_stop: level(rnd()),
                ..rules(if case % 2 == 0 { Direction::Long } else { Direction::Short })
            };
            let entry = (high[lo] + low[lo]) / 2.0;
            let target = (rnd() < 0.3).then(|| entry + (rnd() - 0.5) * 8.0);
            let mut screened = Position::open(&r, 1, entry, target);
            let mut plain = screened;
            let got = screened.walk_minutes(&rows, (lo, hi), extremes[0]);
            let mut want = None;
            for j in lo..hi {
                plain.ratchet(high[j], low[j]);
                if let Some((level, reason)) = plain.touched(high[j], low[j]) {
                    want = Some((level, reason, ts[j]));
                    break;
                }
            }
            assert_eq!(got, want, "case {case}: {lo}..{hi}");
            if want.is_none() {
                assert_eq!(screened.best, plain.best, "case {case}: best price after the walk");
            } else {
                walks += 1;
            }
        }
        assert!(walks > 500, "too few exits ({walks}) to mean anything");
    }

    #[test]
    fn target_is_fixed_at_the_signal_bar_and_can_fill_immediately() {
        let d = Data::new(&[(100.0, 100.0, 100.0, 100.0), (100.0, 101.0, 99.0, 100.0), (100.0, 100.0, 100.0, 100.0)]);
        let mut calls = vec![];
        let mut target = |i: usize| -> Result<Option<f64>> {
            calls.push(i);
            Ok(Some(95.0))
        };
        let r = rules(Direction::Long);
        let f = run(&d.ohlc(), &Resolution::Bars, &[true, false, false], &r, &mut target, &Guard::none(), usize::MAX)
            .unwrap();
        assert_eq!(calls, [0]);
        // Below the entry: reached at once; the bar rule fills a limit at the better open.
        assert_eq!((f[0].exit_bar, f[0].exit_price, f[0].reason), (1, 100.0, ExitReason::Target));
    }

    #[test]
    fn a_passed_deadline_stops_the_run() {
        let d = Data::new(&vec![(100.0, 100.0, 100.0, 100.0); 200]);
        let g = Guard::none();
        g.cancel();
        let e =
            run(&d.ohlc(), &Resolution::Bars, &[true; 200], &rules(Direction::Long), &mut no_target, &g, usize::MAX);
        assert_eq!(e, Err(crate::error::BacktestError::Cancelled));
    }

    #[test]
    fn more_trades_than_the_cap_stop_the_run() {
        // Enter every bar, exit after one bar: 100 trades on 200 bars.
        let d = Data::new(&vec![(100.0, 100.0, 100.0, 100.0); 200]);
        let r = Rules { exit_bars: Some(1), ..rules(Direction::Long) };
        let all = run(&d.ohlc(), &Resolution::Bars, &[true; 200], &r, &mut no_target, &Guard::none(), 100).unwrap();
        assert_eq!(all.len(), 99, "one position at a time, entered on the bar after each signal");
        let e = run(&d.ohlc(), &Resolution::Bars, &[true; 200], &r, &mut no_target, &Guard::none(), 10).unwrap_err();
        assert_eq!(e.code(), "result_too_large");
        assert!(e.hint_text().contains("stricter entry"));
    }
}
