//! Timeframes and resampling (open = first, high = max, low = min, close =
//! last, volume = sum; empty bins do not exist).
//!
//! Intraday bins (5m … 4h) are aligned to multiples of their width from
//! midnight and labelled by their start. Daily bars are trading days (a Globex
//! session that opens at 18:00 belongs to the next date), labelled by the
//! trading date. Weekly bars group trading dates Monday–Friday and are
//! labelled with the Sunday that ends the week; monthly, quarterly and yearly
//! bars are labelled with the last calendar day of the period. Longer bars are
//! built from daily bars, which is exact because the aggregations compose.

use chrono::{Datelike, Months, NaiveDate};
use polars::prelude::*;

use super::data::{TDATE, TS};
use super::rows::{DAY_US, RowRanges};
use crate::dates::{date_from_days, days_from_date};
use crate::error::{BarbError, ErrorCode, Result};

/// A target timeframe.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Timeframe {
    /// No resampling.
    M1,
    /// 5 minutes.
    M5,
    /// 15 minutes.
    M15,
    /// 30 minutes.
    M30,
    /// 1 hour.
    H1,
    /// 2 hours.
    H2,
    /// 4 hours.
    H4,
    /// Trading day.
    Daily,
    /// Trading week (Monday–Friday dates).
    Weekly,
    /// Calendar month of trading dates.
    Monthly,
    /// Calendar quarter of trading dates.
    Quarterly,
    /// Calendar year of trading dates.
    Yearly,
}

const NAMES: [(&str, Timeframe); 12] = [
    ("1m", Timeframe::M1),
    ("5m", Timeframe::M5),
    ("15m", Timeframe::M15),
    ("30m", Timeframe::M30),
    ("1h", Timeframe::H1),
    ("2h", Timeframe::H2),
    ("4h", Timeframe::H4),
    ("daily", Timeframe::Daily),
    ("weekly", Timeframe::Weekly),
    ("monthly", Timeframe::Monthly),
    ("quarterly", Timeframe::Quarterly),
    ("yearly", Timeframe::Yearly),
];

impl Timeframe {
    /// Parses a timeframe name (case-insensitive).
    pub fn parse(s: &str) -> Result<Timeframe> {
        let l = s.trim().to_lowercase();
        NAMES.iter().find(|(n, _)| *n == l).map(|(_, t)| *t).ok_or_else(|| {
            let names: Vec<&str> = NAMES.iter().map(|(n, _)| *n).collect();
            BarbError::new(ErrorCode::InvalidTimeframe, format!("invalid timeframe '{s}'")).hint(format!(
                "{} (valid: {})",
                barb_common::input::suggestion(s, names.iter().copied()),
                names.join(", ")
            ))
        })
    }
    /// The canonical name.
    pub fn name(self) -> &'static str {
        NAMES.iter().find(|(_, t)| *t == self).map(|(n, _)| *n).unwrap_or("1m")
    }
    /// True for 1m … 4h (bars have a time of day).
    pub fn intraday(self) -> bool {
        matches!(self, Self::M1 | Self::M5 | Self::M15 | Self::M30 | Self::H1 | Self::H2 | Self::H4)
    }
    /// Bin width in microseconds for 5m … 4h.
    pub(crate) fn width_us(self) -> Option<i64> {
        const MIN: i64 = 60_000_000;
        Some(match self {
            Self::M5 => 5 * MIN,
            Self::M15 => 15 * MIN,
            Self::M30 => 30 * MIN,
            Self::H1 => 60 * MIN,
            Self::H2 => 120 * MIN,
            Self::H4 => 240 * MIN,
            _ => return None,
        })
    }
}

/// Minute (or daily) bars as contiguous column slices, the input of the
/// one-pass resampler. Built from a frame whose columns are single chunks
/// without nulls ([`contiguous`]).
pub(crate) struct Columns<'a> {
    pub ts: &'a [i64],
    pub td: &'a [i32],
    pub open: &'a [f64],
    pub high: &'a [f64],
    pub low: &'a [f64],
    pub close: &'a [f64],
    pub volume: &'a [i64],
}

impl<'a> Columns<'a> {
    /// The slices of `df` (`timestamp`, OHLCV, `__tdate`); an error when a
    /// column is chunked or has nulls (see [`contiguous`]).
    pub fn of(df: &'a DataFrame) -> Result<Columns<'a>> {
        let f =
            |name: &str| -> Result<&'a [f64]> { Ok(df.column(name)?.as_materialized_series().f64()?.cont_slice()?) };
        Ok(Columns {
            ts: df.column(TS)?.datetime()?.physical().cont_slice()?,
            td: df.column(TDATE)?.date()?.physical().cont_slice()?,
            open: f("open")?,
            high: f("high")?,
            low: f("low")?,
            close: f("close")?,
            volume: df.column("volume")?.i64()?.cont_slice()?,
        })
    }
}

/// `df` with single-chunk, null-free bar columns (missing prices as NaN,
/// missing volume as 0, as resampling always treated them), so that
/// [`Columns::of`] works. A frame that already is so is returned as is
/// (a cheap clone of shared columns).
pub(crate) fn contiguous(df: &DataFrame) -> Result<DataFrame> {
    if Columns::of(df).is_ok() {
        return Ok(df.clone());
    }
    let mut out = df.clone();
    out.rechunk_mut();
    for name in ["open", "high", "low", "close"] {
        let c = out.column(name)?.as_materialized_series().f64()?.clone();
        if c.null_count() > 0 {
            let filled: Float64Chunked = c.iter().map(|v| Some(v.unwrap_or(f64::NAN))).collect();
            out.with_column(filled.with_name(name.into()).into_series().into_column())?;
        }
    }
    let v = out.column("volume")?.i64()?.clone();
    if v.null_count() > 0 {
        let filled: Int64Chunked = v.iter().map(|x| Some(x.unwrap_or(0))).collect();
        out.with_column(filled.with_name("volume".into()).into_series().into_column())?;
    }
    Columns::of(&out)?;
    Ok(out)
}

/// Resamples the minute rows `rows` of `minutes` to an intraday timeframe
/// (`M1` gathers them as they are).
pub(crate) fn intraday(minutes: &DataFrame, rows: &RowRanges, tf: Timeframe) -> Result<DataFrame> {
    let Some(width) = tf.width_us() else {
        return gather(minutes, rows);
    };
    // Naive timestamps count from 1970-01-01 00:00, so flooring to a multiple of
    // a width that divides a day aligns bins to midnight.
    runs(&Columns::of(minutes)?, rows, |ts, _| ts.div_euclid(width) * width, |_, first_td| first_td)
}

/// The rows `rows` of `minutes` (`timestamp`, OHLCV, `__tdate`): one range is
/// a zero-copy slice.
pub(crate) fn gather(minutes: &DataFrame, rows: &RowRanges) -> Result<DataFrame> {
    let cols = [TS, "open", "high", "low", "close", "volume", TDATE];
    let base = minutes.select(cols)?;
    let mut parts = rows.0.iter().map(|r| base.slice(r.start as i64, r.len()));
    let Some(mut out) = parts.next() else {
        return Ok(base.clear());
    };
    for p in parts {
        out.vstack_mut(&p)?;
    }
    if rows.0.len() > 1 {
        out.rechunk_mut();
    }
    Ok(out)
}

/// Daily bars (one per trading date) from the minute rows `rows`, labelled by
/// the trading date.
pub(crate) fn daily(minutes: &DataFrame, rows: &RowRanges) -> Result<DataFrame> {
    runs(&Columns::of(minutes)?, rows, |_, tdate| i64::from(tdate) * DAY_US, |_, first_td| first_td)
}

/// Weekly, monthly, quarterly or yearly bars from the daily bars `rows`
/// (`Daily` returns those rows). Group keys never decrease along trading
/// dates, so groups are runs, as for intraday bins.
pub(crate) fn from_daily(daily: &DataFrame, rows: std::ops::Range<usize>, tf: Timeframe) -> Result<DataFrame> {
    if tf == Timeframe::Daily {
        return Ok(daily.slice(rows.start as i64, rows.len()));
    }
    let Some(key) = group_key(tf) else {
        return Err(BarbError::internal("resample", format!("{tf:?} is not a daily-or-longer timeframe")));
    };
    let rows = RowRanges(if rows.is_empty() { vec![] } else { vec![rows] });
    runs(
        &Columns::of(daily)?,
        &rows,
        |_, td| i64::from(label_days(tf, key(td))) * DAY_US,
        |label_us, _| (label_us / DAY_US) as i32,
    )
}

/// The group key of a trading date for weekly and longer bars.
fn group_key(tf: Timeframe) -> Option<fn(i32) -> i32> {
    Some(match tf {
        // Sunday ending the week: Monday..Sunday are 0..6 days after a Monday
        // (1970-01-05 is day 4).
        Timeframe::Weekly => |d| d + 6 - (d - 4).rem_euclid(7),
        Timeframe::Monthly => |d| {
            let date = date_from_days(d);
            date.year() * 12 + date.month0() as i32
        },
        Timeframe::Quarterly => |d| {
            let date = date_from_days(d);
            date.year() * 4 + (date.month0() / 3) as i32
        },
        Timeframe::Yearly => |d| date_from_days(d).year(),
        _ => return None,
    })
}

/// The label (µs) of the daily-or-longer bar holding trading date `tdate`.
pub(crate) fn label_us(tf: Timeframe, tdate: i32) -> i64 {
    let days = match group_key(tf) {
        Some(key) => label_days(tf, key(tdate)),
        None => tdate,
    };
    i64::from(days) * DAY_US
}

/// Aggregates runs of consecutive rows (in `rows`, across range boundaries)
/// that share a label: open = first, high = max, low = min, close = last,
/// volume = sum. Rows are sorted and labels never decrease, so every bin is
/// one contiguous run: a single linear pass over the selected rows, no
/// hashing or sorting. `tdate_of(label, first tdate)` is the bar's trading date.
fn runs(
    c: &Columns<'_>,
    rows: &RowRanges,
    label: impl Fn(i64, i32) -> i64,
    tdate_of: impl Fn(i64, i32) -> i32,
) -> Result<DataFrame> {
    let cap = rows.len() / 4 + 1;
    let mut out = Built::with_capacity(cap);
    let mut cur: Option<(i64, usize)> = None; // (label, index in out)
    for r in &rows.0 {
        for i in r.clone() {
            let key = label(c.ts[i], c.td[i]);
            match cur {
                Some((k, j)) if k == key => {
                    out.high[j] = out.high[j].max(c.high[i]);
                    out.low[j] = out.low[j].min(c.low[i]);
                    out.close[j] = c.close[i];
                    out.volume[j] += c.volume[i];
                }
                _ => {
                    cur = Some((key, out.ts.len()));
                    out.ts.push(key);
                    out.td.push(tdate_of(key, c.td[i]));
                    out.open.push(c.open[i]);
                    out.high.push(c.high[i]);
                    out.low.push(c.low[i]);
                    out.close.push(c.close[i]);
                    out.volume.push(c.volume[i]);
                }
            }
        }
    }
    out.frame()
}

/// Output columns of [`runs`].
struct Built {
    ts: Vec<i64>,
    td: Vec<i32>,
    open: Vec<f64>,
    high: Vec<f64>,
    low: Vec<f64>,
    close: Vec<f64>,
    volume: Vec<i64>,
}

impl Built {
    fn with_capacity(n: usize) -> Built {
        Built {
            ts: Vec::with_capacity(n),
            td: Vec::with_capacity(n),
            open: Vec::with_capacity(n),
            high: Vec::with_capacity(n),
            low: Vec::with_capacity(n),
            close: Vec::with_capacity(n),
            volume: Vec::with_capacity(n),
        }
    }

    fn frame(self) -> Result<DataFrame> {
        let height = self.ts.len();
        let ts = Int64Chunked::from_vec(TS.into(), self.ts).into_datetime(TimeUnit::Microseconds, None);
        let td = Int32Chunked::from_vec(TDATE.into(), self.td).into_date();
        Ok(DataFrame::new(
            height,
            vec![
                ts.into_series().into_column(),
                Float64Chunked::from_vec("open".into(), self.open).into_series().into_column(),
                Float64Chunked::from_vec("high".into(), self.high).into_series().into_column(),
                Float64Chunked::from_vec("low".into(), self.low).into_series().into_column(),
                Float64Chunked::from_vec("close".into(), self.close).into_series().into_column(),
                Int64Chunked::from_vec("volume".into(), self.volume).into_series().into_column(),
                td.into_series().into_column(),
            ],
        )?)
    }
}

fn ohlcv() -> [Expr; 5] {
    [col("open").first(), col("high").max(), col("low").min(), col("close").last(), col("volume").sum()]
}
/// Weekly, monthly, quarterly or yearly bars from daily bars by a polars
/// group_by (`Daily` returns them as is): the scan path's independent
/// check of [`from_daily`].
pub(crate) fn from_daily_grouped(daily: DataFrame, tf: Timeframe) -> Result<DataFrame> {
    let days = col(TDATE).cast(DataType::Int32);
    let key = match tf {
        Timeframe::Daily => return Ok(daily),
        // Sunday ending the week: weekday() is 1 (Mon) .. 7 (Sun).
        Timeframe::Weekly => days + lit(7) - col(TDATE).dt().weekday().cast(DataType::Int32),
        Timeframe::Monthly => {
            col(TDATE).dt().year().cast(DataType::Int32) * lit(12) + col(TDATE).dt().month().cast(DataType::Int32)
                - lit(1)
        }
        Timeframe::Quarterly => {
            col(TDATE).dt().year().cast(DataType::Int32) * lit(4) + col(TDATE).dt().quarter().cast(DataType::Int32)
                - lit(1)
        }
        Timeframe::Yearly => col(TDATE).dt().year().cast(DataType::Int32),
        _ => return Err(BarbError::internal("resample", format!("{tf:?} is not a daily-or-longer timeframe"))),
    };
    let grouped = daily
        .lazy()
        .group_by([key.alias("__key")])
        .agg(ohlcv())
        .sort(["__key"], SortMultipleOptions::default())
        .collect()?;
    let keys = grouped.column("__key")?.i32()?.clone();
    let labels: Vec<i32> = keys.iter().map(|k| label_days(tf, k.unwrap_or(0))).collect();
    let label = Series::new(TDATE.into(), labels).cast(&DataType::Date)?;
    let mut out = grouped.drop("__key")?;
    out.with_column(label.cast(&DataType::Datetime(TimeUnit::Microseconds, None))?.with_name(TS.into()).into_column())?;
    out.with_column(label.into_column())?;
    Ok(out.select([TS, "open", "high", "low", "close", "volume", TDATE])?)
}

/// The label (as days since the epoch) of a weekly/monthly/… group key.
fn label_days(tf: Timeframe, key: i32) -> i32 {
    let end_of = |y: i32, first_month: u32, months: u32| -> i32 {
        let start = NaiveDate::from_ymd_opt(y, first_month, 1).unwrap_or_default();
        let next = start.checked_add_months(Months::new(months)).unwrap_or(start);
        days_from_date(next.pred_opt().unwrap_or(next))
    };
    match tf {
        Timeframe::Weekly => key,
        Timeframe::Monthly => end_of(key.div_euclid(12), key.rem_euclid(12) as u32 + 1, 1),
        Timeframe::Quarterly => end_of(key.div_euclid(4), key.rem_euclid(4) as u32 * 3 + 1, 3),
        Timeframe::Yearly => end_of(key, 1, 12),
        _ => key,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_labels() {
        assert_eq!(Timeframe::parse("Daily").unwrap(), Timeframe::Daily);
        let e = Timeframe::parse("3m").unwrap_err();
        assert_eq!(e.code, ErrorCode::InvalidTimeframe);
        assert!(e.hint.contains("5m"), "{}", e.hint);
        let d = |y, m, dd| days_from_date(NaiveDate::from_ymd_opt(y, m, dd).unwrap());
        assert_eq!(label_days(Timeframe::Monthly, 2024 * 12 + 1), d(2024, 2, 29));
        assert_eq!(label_days(Timeframe::Quarterly, 2024 * 4 + 3), d(2024, 12, 31));
        assert_eq!(label_days(Timeframe::Yearly, 2023), d(2023, 12, 31));
    }
}
