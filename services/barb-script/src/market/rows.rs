//! Row ranges on the sorted minute index: what a session and a period select,
//! found by binary search instead of a scan, so that a question about one
//! week or the last few bars costs in proportion to the rows it touches.
//!
//! Minute rows are sorted by timestamp (checked at load) and their trading
//! dates never decrease, so a session is a list of runs of consecutive rows
//! (one or two per trading day, computed once per instrument and session and
//! cached) and every period form is one cut on the timestamp or the trading
//! date. The selections are exactly those of [`Period::apply`] and the
//! session predicate over the whole history; `tests/pushdown.rs` checks that
//! on every form, session and timeframe.

use std::ops::Range;

use chrono::{Duration, Months};

use super::instrument::SessionDef;
use super::period::{LastUnit, Period};
use super::warmup::Warmup;
use crate::dates::{datetime_from_micros, days_from_date};

/// Microseconds per day.
pub(crate) const DAY_US: i64 = 86_400_000_000;

/// Sorted, disjoint, non-empty ranges of row indices.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RowRanges(pub Vec<Range<usize>>);

impl RowRanges {
    /// All `n` rows.
    pub fn all(n: usize) -> RowRanges {
        RowRanges(if n == 0 { Vec::new() } else { std::iter::once(0..n).collect() })
    }

    /// The runs of rows whose minute of day `mod_[i]` lies in `s`.
    pub fn session(mod_: &[i32], s: &SessionDef) -> RowRanges {
        let (start, end) = (s.start_minute(), s.end_minute());
        let inside = |m: i32| if s.wraps() { m >= start || m < end } else { m >= start && m < end };
        let mut out = Vec::new();
        let mut open: Option<usize> = None;
        for (i, m) in mod_.iter().enumerate() {
            match (inside(*m), open) {
                (true, None) => open = Some(i),
                (false, Some(a)) => {
                    out.push(a..i);
                    open = None;
                }
                _ => {}
            }
        }
        if let Some(a) = open {
            out.push(a..mod_.len());
        }
        RowRanges(out)
    }

    /// Row count.
    pub fn len(&self) -> usize {
        self.0.iter().map(|r| r.len()).sum()
    }

    /// True with no rows.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Keeps the rows inside `keep`.
    pub fn intersect(&self, keep: Range<usize>) -> RowRanges {
        // Ranges are sorted: find the first that ends after keep.start.
        let first = self.0.partition_point(|r| r.end <= keep.start);
        let mut out = Vec::new();
        for r in &self.0[first..] {
            if r.start >= keep.end {
                break;
            }
            let (a, b) = (r.start.max(keep.start), r.end.min(keep.end));
            if a < b {
                out.push(a..b);
            }
        }
        RowRanges(out)
    }

    /// The first row index.
    pub fn first_row(&self) -> Option<usize> {
        self.0.first().map(|r| r.start)
    }

    /// The last row index.
    fn last_row(&self) -> Option<usize> {
        self.0.last().map(|r| r.end - 1)
    }

    /// The first trading date of the last `n` distinct trading dates among
    /// these rows (`None` when there are `n` or fewer: keep everything).
    fn last_n_dates_start(&self, tdate: &[i32], n: usize) -> Option<i32> {
        let mut seen = 0usize;
        let mut current: Option<i32> = None;
        for r in self.0.iter().rev() {
            let mut hi = r.end;
            while hi > r.start {
                let d = tdate[hi - 1];
                if current != Some(d) {
                    seen += 1;
                    if seen == n + 1 {
                        // `d` is the (n+1)-th last date: keep what comes after it.
                        return current;
                    }
                    current = Some(d);
                }
                // Skip every row of date d inside this range.
                hi = r.start + tdate[r.start..hi].partition_point(|x| *x < d);
            }
        }
        None
    }

    /// The rows of `period` among these (intraday rule: calendar dates of the
    /// timestamps; `last_N` counts trading dates), on the minute index.
    pub fn period(&self, period: &Period, ts: &[i64], tdate: &[i32]) -> RowRanges {
        if self.is_empty() {
            return self.clone();
        }
        let n = ts.len();
        match period {
            Period::Range(a, b) => {
                let lo = a.map_or(0, |a| ts.partition_point(|t| *t < i64::from(days_from_date(a)) * DAY_US));
                let hi = b.map_or(n, |b| ts.partition_point(|t| *t < i64::from(days_from_date(b)) * DAY_US));
                self.intersect(lo..hi.max(lo))
            }
            Period::LastN(k) => match self.last_n_dates_start(tdate, *k) {
                Some(first) => self.intersect(tdate.partition_point(|d| *d < first)..n),
                None => self.clone(),
            },
            Period::Last(unit) => {
                let last = datetime_from_micros(ts[self.last_row().expect("not empty")]);
                let cut = match unit {
                    LastUnit::Year => last.checked_sub_months(Months::new(12)),
                    LastUnit::Month => last.checked_sub_months(Months::new(1)),
                    LastUnit::Week => last.checked_sub_signed(Duration::days(7)),
                }
                .unwrap_or(last);
                let cut_us = cut.and_utc().timestamp_micros();
                self.intersect(ts.partition_point(|t| *t < cut_us)..n)
            }
        }
    }
}

/// The warm-up rows among the rows of `rows` before row `end` (the
/// period's first row, `next_label` being that row's bar label): the rows
/// of the last `need.bars` distinct bar labels (`label(row)`, non-decreasing
/// along the rows), with `need.day` also every earlier row whose label falls
/// on the calendar date of the earliest label kept (of `next_label` when no
/// bar is kept), and with `need.all` every row. Walks back from `end` over
/// the ranges in place (no copy of the ranges before it: on 20 years of
/// sessions those are 5,000), so it costs the rows it returns.
pub(crate) fn warm_up_rows(
    rows: &RowRanges,
    end: usize,
    need: &Warmup,
    next_label: i64,
    label: impl Fn(usize) -> i64,
) -> RowRanges {
    if need.all {
        return rows.intersect(0..end);
    }
    let before = &rows.0[..rows.0.partition_point(|r| r.start < end)];
    let day = |l: i64| l.div_euclid(DAY_US);
    let mut seen = 0usize;
    let mut current: Option<i64> = None;
    let mut anchor = day(next_label);
    let mut start: Option<usize> = None;
    'walk: for r in before.iter().rev() {
        for i in (r.start..r.end.min(end)).rev() {
            let l = label(i);
            if current != Some(l) {
                if seen < need.bars {
                    seen += 1;
                    current = Some(l);
                    anchor = day(l);
                } else if need.day && day(l) == anchor {
                    current = Some(l);
                } else {
                    break 'walk;
                }
            }
            start = Some(i);
        }
    }
    match start {
        Some(i) => rows.intersect(i..end),
        None => RowRanges::default(),
    }
}

/// The rows of `period` on bars labelled by trading date (daily and longer:
/// `tdate` sorted, one or more rows per date), as one range.
pub fn period_by_trading_date(period: &Period, tdate: &[i32]) -> Range<usize> {
    let n = tdate.len();
    if n == 0 {
        return 0..0;
    }
    let cut = |d: i32| tdate.partition_point(|x| *x < d);
    match period {
        Period::Range(a, b) => {
            let lo = a.map_or(0, |a| cut(days_from_date(a)));
            let hi = b.map_or(n, |b| cut(days_from_date(b)));
            lo..hi.max(lo)
        }
        Period::LastN(k) => match RowRanges::all(n).last_n_dates_start(tdate, *k) {
            Some(first) => cut(first)..n,
            None => 0..n,
        },
        Period::Last(unit) => {
            let last = crate::dates::date_from_days(tdate[n - 1]);
            cut(days_from_date(super::period::back(last, *unit)))..n
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::NaiveTime;

    #[test]
    fn session_runs_and_intersections() {
        let t = |h, m| NaiveTime::from_hms_opt(h, m, 0).unwrap();
        let rth = SessionDef { name: "RTH".into(), start: t(9, 30), end: t(16, 15) };
        let mods = [500, 570, 600, 975, 1000, 570, 571];
        let r = RowRanges::session(&mods, &rth);
        assert_eq!(r.0, vec![1..3, 5..7]);
        assert_eq!(r.len(), 4);
        assert_eq!(r.intersect(2..6).0, vec![2..3, 5..6]);
        assert_eq!(r.intersect(3..5).0, Vec::<Range<usize>>::new());
        let eth = SessionDef { name: "ETH".into(), start: t(18, 0), end: t(17, 0) };
        assert_eq!(RowRanges::session(&[1000, 1030, 1080, 0, 10], &eth).0, vec![0..1, 2..5]);
    }

    #[test]
    fn warm_up_walks_back_by_bar_labels() {
        // Rows 0..10 labelled in bins of 3 (labels 0,0,0,1,1,1,2,2,2,3).
        // (The rows go on past the period's first row, 10: not warm-up.)
        let before = RowRanges(vec![0..4, 5..13, 15..20]);
        let label = |i: usize| (i / 3) as i64;
        let rows = |need: Warmup| warm_up_rows(&before, 10, &need, 4, label).0;
        assert_eq!(rows(Warmup::bars(1)), vec![9..10]);
        assert_eq!(rows(Warmup::bars(2)), vec![6..10]);
        assert_eq!(rows(Warmup::bars(3)), vec![3..4, 5..10]);
        assert_eq!(rows(Warmup::bars(99)), vec![0..4, 5..10]);
        assert_eq!(rows(Warmup::all()), vec![0..4, 5..10]);
        assert_eq!(rows(Warmup::NONE), Vec::<Range<usize>>::new());
        // Calendar days: labels in µs, two bars on day 1 and two on day 2.
        let d = DAY_US;
        let stamps = [d, d + 60, 2 * d, 2 * d + 60];
        let before = RowRanges::all(4);
        let by_day = |need: Warmup, next: i64| warm_up_rows(&before, 4, &need, next, |i| stamps[i]).0;
        assert_eq!(by_day(Warmup::day(), 2 * d + 120), vec![2..4], "back to the first bar of the date");
        assert_eq!(by_day(Warmup::day(), 3 * d), Vec::<Range<usize>>::new(), "a new date needs nothing");
        assert_eq!(by_day(Warmup::bars(3).then(Warmup::day()), 3 * d), vec![0..4]);
    }

    #[test]
    fn last_n_counts_distinct_dates_from_the_end() {
        let tdate = [1, 1, 2, 2, 2, 3, 4, 4];
        let all = RowRanges::all(tdate.len());
        assert_eq!(all.last_n_dates_start(&tdate, 1), Some(4));
        assert_eq!(all.last_n_dates_start(&tdate, 3), Some(2));
        assert_eq!(all.last_n_dates_start(&tdate, 4), None);
        assert_eq!(all.last_n_dates_start(&tdate, 9), None);
        // A date split over two ranges counts once.
        let split = RowRanges(vec![0..3, 4..8]);
        assert_eq!(split.last_n_dates_start(&tdate, 3), Some(2));
        assert_eq!(period_by_trading_date(&Period::LastN(2), &tdate), 5..8);
        assert_eq!(period_by_trading_date(&Period::LastN(5), &tdate), 0..8);
    }
}
