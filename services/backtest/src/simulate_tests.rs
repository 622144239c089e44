//! Unit tests of `simulate.rs` (kept apart so the module reads as one idea).

use super::*;
use crate::strategy::Level;

fn rules(direction: Direction) -> Rules {
    Rules::bare(direction)
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
    let f = run(&d.ohlc(), &Resolution::Minutes(rows), &[true, false], &r, &mut no_target, &Guard::none(), usize::MAX)
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
        let rows = Intrabar { ts: &ts, high: &high, low: &low, ranges: &ranges, extremes: &extremes, blocks: &blocks };
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
    let f =
        run(&d.ohlc(), &Resolution::Bars, &[true, false, false], &r, &mut target, &Guard::none(), usize::MAX).unwrap();
    assert_eq!(calls, [0]);
    // Below the entry: reached at once; the bar rule fills a limit at the better open.
    assert_eq!((f[0].exit_bar, f[0].exit_price, f[0].reason), (1, 100.0, ExitReason::Target));
}

#[test]
fn a_passed_deadline_stops_the_run() {
    let d = Data::new(&vec![(100.0, 100.0, 100.0, 100.0); 200]);
    let g = Guard::none();
    g.cancel();
    let e = run(&d.ohlc(), &Resolution::Bars, &[true; 200], &rules(Direction::Long), &mut no_target, &g, usize::MAX);
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
