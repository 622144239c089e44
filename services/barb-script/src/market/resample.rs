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

use chrono::{Months, NaiveDate};
use polars::prelude::*;

use super::data::{TDATE, TS};
use crate::dates::days_from_date;
use crate::error::{BarbError, ErrorCode, Result};

/// A target timeframe.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
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
    fn width_us(self) -> Option<i64> {
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

fn ohlcv() -> [Expr; 5] {
    [col("open").first(), col("high").max(), col("low").min(), col("close").last(), col("volume").sum()]
}

/// Resamples minute bars to an intraday timeframe (`M1` returns them as is).
pub fn intraday(minutes: DataFrame, tf: Timeframe) -> Result<DataFrame> {
    let Some(width) = tf.width_us() else {
        return Ok(minutes.select([TS, "open", "high", "low", "close", "volume", TDATE])?);
    };
    // Naive timestamps count from 1970-01-01 00:00, so flooring to a multiple of
    // a width that divides a day aligns bins to midnight.
    runs(&minutes, |ts, _| ts.div_euclid(width) * width)
}

/// Daily bars (one per trading date) from minute bars, labelled by the trading date.
pub fn daily(minutes: DataFrame) -> Result<DataFrame> {
    const DAY_US: i64 = 86_400_000_000;
    runs(&minutes, |_, tdate| i64::from(tdate) * DAY_US)
}

fn f64s(df: &DataFrame, name: &str) -> Result<Vec<f64>> {
    Ok(df.column(name)?.as_materialized_series().f64()?.iter().map(|v| v.unwrap_or(f64::NAN)).collect())
}

/// Aggregates runs of consecutive minutes that share a label. The minutes are
/// sorted (checked at load) and labels never decrease, so every bin is one
/// contiguous run: a single linear pass, no hashing or sorting.
fn runs(minutes: &DataFrame, label: impl Fn(i64, i32) -> i64) -> Result<DataFrame> {
    let ts: Vec<i64> = minutes.column(TS)?.datetime()?.physical().iter().map(|v| v.unwrap_or(0)).collect();
    let td: Vec<i32> = minutes.column(TDATE)?.date()?.physical().iter().map(|v| v.unwrap_or(0)).collect();
    let (o, h, l, c) = (f64s(minutes, "open")?, f64s(minutes, "high")?, f64s(minutes, "low")?, f64s(minutes, "close")?);
    let v: Vec<i64> = minutes.column("volume")?.i64()?.iter().map(|x| x.unwrap_or(0)).collect();
    let cap = ts.len() / 4 + 1;
    let (mut lt, mut lo, mut lh, mut ll, mut lc, mut lv, mut ltd) = (
        Vec::with_capacity(cap),
        Vec::with_capacity(cap),
        Vec::with_capacity(cap),
        Vec::with_capacity(cap),
        Vec::with_capacity(cap),
        Vec::with_capacity(cap),
        Vec::with_capacity(cap),
    );
    let mut i = 0;
    while i < ts.len() {
        let key = label(ts[i], td[i]);
        let (mut hi, mut lw, mut vol) = (h[i], l[i], v[i]);
        let mut j = i + 1;
        while j < ts.len() && label(ts[j], td[j]) == key {
            hi = hi.max(h[j]);
            lw = lw.min(l[j]);
            vol += v[j];
            j += 1;
        }
        lt.push(key);
        lo.push(o[i]);
        lh.push(hi);
        ll.push(lw);
        lc.push(c[j - 1]);
        lv.push(vol);
        ltd.push(td[i]);
        i = j;
    }
    let ts = Series::new(TS.into(), lt).cast(&DataType::Datetime(TimeUnit::Microseconds, None))?;
    let tdate = Series::new(TDATE.into(), ltd).cast(&DataType::Date)?;
    let height = ts.len();
    Ok(DataFrame::new(
        height,
        vec![
            ts.into_column(),
            Series::new("open".into(), lo).into_column(),
            Series::new("high".into(), lh).into_column(),
            Series::new("low".into(), ll).into_column(),
            Series::new("close".into(), lc).into_column(),
            Series::new("volume".into(), lv).into_column(),
            tdate.into_column(),
        ],
    )?)
}

/// Weekly, monthly, quarterly or yearly bars from daily bars (`Daily` returns them as is).
pub fn from_daily(daily: DataFrame, tf: Timeframe) -> Result<DataFrame> {
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
