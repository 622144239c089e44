//! The `period` filter. Forms: `YYYY`, `YYYY-MM`, `YYYY-MM-DD`, ranges
//! `start:end` (either side optional, each inclusive at its own granularity),
//! `last_year`, `last_month`, `last_week` (anchored to the data's last bar),
//! and `last_N` (the last N trading dates). Intraday bars are selected by the
//! calendar date of their timestamp, daily and longer bars by their trading
//! date; `last_N` always counts trading dates.

use chrono::{Duration, Months, NaiveDate};
use polars::prelude::*;

use super::data::{TDATE, TS};
use crate::error::{BarbError, ErrorCode, Result};

/// A parsed period.
#[derive(Debug, Clone, PartialEq)]
pub enum Period {
    /// `[start, end)` in dates; `None` = open.
    Range(Option<NaiveDate>, Option<NaiveDate>),
    /// Within one calendar unit of the last bar.
    Last(LastUnit),
    /// The last N trading dates.
    LastN(usize),
}

/// Unit of `last_year` / `last_month` / `last_week`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LastUnit {
    /// One calendar year.
    Year,
    /// One calendar month.
    Month,
    /// Seven days.
    Week,
}

const FORMS: &str = "valid: 'YYYY', 'YYYY-MM', 'YYYY-MM-DD', 'YYYY-MM-DD:YYYY-MM-DD' (either side may be empty), 'last_year', 'last_month', 'last_week', 'last_N' (e.g. 'last_50')";

fn invalid(text: &str, why: &str) -> BarbError {
    BarbError::new(ErrorCode::InvalidPeriod, format!("invalid period '{text}': {why}")).hint(FORMS)
}

/// Parses one side: returns the first day and the day after the last day.
fn bounds(side: &str, whole: &str) -> Result<(NaiveDate, NaiveDate)> {
    let parts: Vec<&str> = side.split('-').collect();
    let num = |s: &str, len: usize| -> Result<u32> {
        if s.len() == len && s.bytes().all(|b| b.is_ascii_digit()) {
            s.parse().map_err(|_| invalid(whole, "not a number"))
        } else {
            Err(invalid(whole, &format!("'{side}' is not YYYY, YYYY-MM or YYYY-MM-DD")))
        }
    };
    let bad_date = || invalid(whole, &format!("'{side}' is not a calendar date"));
    match parts.as_slice() {
        [y] => {
            let y = num(y, 4)? as i32;
            let a = NaiveDate::from_ymd_opt(y, 1, 1).ok_or_else(bad_date)?;
            Ok((a, NaiveDate::from_ymd_opt(y + 1, 1, 1).ok_or_else(bad_date)?))
        }
        [y, m] => {
            let a = NaiveDate::from_ymd_opt(num(y, 4)? as i32, num(m, 2)?, 1).ok_or_else(bad_date)?;
            Ok((a, a.checked_add_months(Months::new(1)).ok_or_else(bad_date)?))
        }
        [y, m, d] => {
            let a = NaiveDate::from_ymd_opt(num(y, 4)? as i32, num(m, 2)?, num(d, 2)?).ok_or_else(bad_date)?;
            Ok((a, a + Duration::days(1)))
        }
        _ => Err(invalid(whole, &format!("'{side}' is not YYYY, YYYY-MM or YYYY-MM-DD"))),
    }
}

impl Period {
    /// Parses a period string.
    pub fn parse(text: &str) -> Result<Period> {
        let t = text.trim();
        match t {
            "last_year" => return Ok(Period::Last(LastUnit::Year)),
            "last_month" => return Ok(Period::Last(LastUnit::Month)),
            "last_week" => return Ok(Period::Last(LastUnit::Week)),
            _ => {}
        }
        if let Some(n) = t.strip_prefix("last_") {
            let n: usize = n.parse().map_err(|_| invalid(text, "last_N needs a whole number N"))?;
            if n == 0 {
                return Err(invalid(text, "last_0 selects nothing; N must be at least 1"));
            }
            return Ok(Period::LastN(n));
        }
        if let Some((a, b)) = t.split_once(':') {
            let start = if a.trim().is_empty() { None } else { Some(bounds(a.trim(), text)?.0) };
            let end = if b.trim().is_empty() { None } else { Some(bounds(b.trim(), text)?.1) };
            if start.is_none() && end.is_none() {
                return Err(invalid(text, "a range needs at least one side"));
            }
            return Ok(Period::Range(start, end));
        }
        if t.is_empty() {
            return Err(invalid(text, "empty"));
        }
        let (a, b) = bounds(t, text)?;
        Ok(Period::Range(Some(a), Some(b)))
    }

    /// Filters `df` (minute bars with `timestamp` and `__tdate`). With
    /// `by_trading_date` the date tests use the trading date (daily and longer
    /// timeframes), else the calendar date of the timestamp.
    pub fn apply(&self, df: DataFrame, by_trading_date: bool) -> Result<DataFrame> {
        if df.height() == 0 {
            return Ok(df);
        }
        let date_col = if by_trading_date { col(TDATE) } else { col(TS).dt().date() };
        let pred = match self {
            Period::Range(a, b) => {
                let mut p = lit(true);
                if let Some(a) = a {
                    p = p.and(date_col.clone().gt_eq(lit(*a)));
                }
                if let Some(b) = b {
                    p = p.and(date_col.lt(lit(*b)));
                }
                p
            }
            Period::LastN(n) => {
                let dates = df.column(TDATE)?.date()?.physical().unique()?.sort(false);
                let cut = dates.len().saturating_sub(*n);
                match dates.get(cut) {
                    Some(first_kept) if cut > 0 => col(TDATE).cast(DataType::Int32).gt_eq(lit(first_kept)),
                    _ => lit(true),
                }
            }
            Period::Last(unit) => {
                if by_trading_date {
                    let last = last_value_i32(&df, TDATE)?;
                    let last = crate::dates::date_from_days(last);
                    let cut = back(last, *unit);
                    col(TDATE).gt_eq(lit(cut))
                } else {
                    let ts = df.column(TS)?.datetime()?.physical().clone();
                    let last = ts.last().unwrap_or(0);
                    let last = crate::dates::datetime_from_micros(last);
                    let cut = match unit {
                        LastUnit::Year => last.checked_sub_months(Months::new(12)),
                        LastUnit::Month => last.checked_sub_months(Months::new(1)),
                        LastUnit::Week => last.checked_sub_signed(Duration::days(7)),
                    }
                    .unwrap_or(last);
                    col(TS).gt_eq(lit(cut))
                }
            }
        };
        Ok(df.lazy().filter(pred).collect()?)
    }
}

pub(super) fn back(d: NaiveDate, unit: LastUnit) -> NaiveDate {
    match unit {
        LastUnit::Year => d.checked_sub_months(Months::new(12)),
        LastUnit::Month => d.checked_sub_months(Months::new(1)),
        LastUnit::Week => d.checked_sub_signed(Duration::days(7)),
    }
    .unwrap_or(d)
}

fn last_value_i32(df: &DataFrame, name: &str) -> Result<i32> {
    let c = df.column(name)?.cast(&DataType::Int32)?;
    Ok(c.i32()?.last().unwrap_or(0))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(y: i32, m: u32, day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, day).unwrap()
    }

    #[test]
    fn forms() {
        assert_eq!(Period::parse("2024").unwrap(), Period::Range(Some(d(2024, 1, 1)), Some(d(2025, 1, 1))));
        assert_eq!(Period::parse("2024-02").unwrap(), Period::Range(Some(d(2024, 2, 1)), Some(d(2024, 3, 1))));
        assert_eq!(Period::parse("2024-01:2024-06").unwrap(), Period::Range(Some(d(2024, 1, 1)), Some(d(2024, 7, 1))));
        assert_eq!(
            Period::parse("2024-02-01:2024-02-10").unwrap(),
            Period::Range(Some(d(2024, 2, 1)), Some(d(2024, 2, 11)))
        );
        assert_eq!(Period::parse("2023:").unwrap(), Period::Range(Some(d(2023, 1, 1)), None));
        assert_eq!(Period::parse(":2024").unwrap(), Period::Range(None, Some(d(2025, 1, 1))));
        assert_eq!(Period::parse("last_50").unwrap(), Period::LastN(50));
        assert_eq!(Period::parse("last_week").unwrap(), Period::Last(LastUnit::Week));
        for bad in ["2024-Q1", "today", "ytd", "2024-13", "2024-02-30", "last_0", "last_x", ":", "24"] {
            let e = Period::parse(bad).unwrap_err();
            assert_eq!(e.code, ErrorCode::InvalidPeriod, "{bad}");
            assert!(e.hint.contains("last_N"));
        }
    }
}
