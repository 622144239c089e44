//! Exchange holiday calendars (CME-style and EUREX-style), used to generate
//! realistic sample data and to describe instruments. Holidays never filter
//! real data: a closed day simply has no bars.

use chrono::{Datelike, Duration, NaiveDate, NaiveTime, Weekday};
use serde::Deserialize;

/// Which holiday rules an instrument follows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum Calendar {
    /// CME/CBOT/NYMEX/COMEX/ICE US rules.
    #[default]
    Cme,
    /// EUREX / ICE Europe rules.
    Eurex,
    /// No holidays.
    None,
}

/// What kind of day a date is for an exchange.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DayType {
    /// Normal trading day.
    Regular,
    /// Trading ends early at the given exchange time.
    EarlyClose(NaiveTime),
    /// No trading (holiday or weekend).
    Closed,
}

fn nth_weekday(year: i32, month: u32, wd: Weekday, n: u8) -> NaiveDate {
    NaiveDate::from_weekday_of_month_opt(year, month, wd, n).expect("valid nth weekday")
}

fn last_weekday(year: i32, month: u32, wd: Weekday) -> NaiveDate {
    let next =
        if month == 12 { NaiveDate::from_ymd_opt(year + 1, 1, 1) } else { NaiveDate::from_ymd_opt(year, month + 1, 1) };
    let mut d = next.expect("valid date") - Duration::days(1);
    while d.weekday() != wd {
        d -= Duration::days(1);
    }
    d
}

/// Easter Sunday (anonymous Gregorian algorithm).
pub fn easter(year: i32) -> NaiveDate {
    let a = year % 19;
    let b = year / 100;
    let c = year % 100;
    let d = b / 4;
    let e = b % 4;
    let f = (b + 8) / 25;
    let g = (b - f + 1) / 3;
    let h = (19 * a + b - d - g + 15) % 30;
    let i = c / 4;
    let k = c % 4;
    let l = (32 + 2 * e + 2 * i - h - k) % 7;
    let m = (a + 11 * h + 22 * l) / 451;
    let month = (h + l - 7 * m + 114) / 31;
    let day = (h + l - 7 * m + 114) % 31 + 1;
    NaiveDate::from_ymd_opt(year, month as u32, day as u32).expect("valid Easter date")
}

/// A fixed-date holiday observed on Friday when it falls on Saturday and on
/// Monday when it falls on Sunday.
fn observed(d: NaiveDate) -> NaiveDate {
    match d.weekday() {
        Weekday::Sat => d - Duration::days(1),
        Weekday::Sun => d + Duration::days(1),
        _ => d,
    }
}

/// A half-day moved to the previous Friday when it falls on a weekend.
fn prior_friday(d: NaiveDate) -> NaiveDate {
    match d.weekday() {
        Weekday::Sat => d - Duration::days(1),
        Weekday::Sun => d - Duration::days(2),
        _ => d,
    }
}

impl Calendar {
    /// Full-close holidays of `year`.
    pub fn holidays(self, year: i32) -> Vec<NaiveDate> {
        let ymd = |m, d| NaiveDate::from_ymd_opt(year, m, d).expect("valid date");
        match self {
            Calendar::Cme => {
                let mut v = vec![
                    observed(ymd(1, 1)),
                    nth_weekday(year, 1, Weekday::Mon, 3),
                    nth_weekday(year, 2, Weekday::Mon, 3),
                    easter(year) - Duration::days(2),
                    last_weekday(year, 5, Weekday::Mon),
                    observed(ymd(7, 4)),
                    nth_weekday(year, 9, Weekday::Mon, 1),
                    nth_weekday(year, 11, Weekday::Thu, 4),
                    observed(ymd(12, 25)),
                ];
                if year >= 2022 {
                    v.push(observed(ymd(6, 19)));
                }
                v.sort();
                v
            }
            Calendar::Eurex => vec![ymd(1, 1), easter(year) - Duration::days(2), ymd(12, 25)],
            Calendar::None => Vec::new(),
        }
    }

    /// Early-close days of `year` with their closing time.
    pub fn early_closes(self, year: i32) -> Vec<(NaiveDate, NaiveTime)> {
        let ymd = |m, d| NaiveDate::from_ymd_opt(year, m, d).expect("valid date");
        match self {
            Calendar::Cme => {
                let t = NaiveTime::from_hms_opt(13, 15, 0).expect("valid time");
                let black_friday = nth_weekday(year, 11, Weekday::Thu, 4) + Duration::days(1);
                vec![
                    (prior_friday(ymd(7, 3)), t),
                    (black_friday, t),
                    (prior_friday(ymd(12, 24)), t),
                    (prior_friday(ymd(12, 31)), t),
                ]
            }
            Calendar::Eurex => {
                let t = NaiveTime::from_hms_opt(12, 30, 0).expect("valid time");
                vec![(prior_friday(ymd(12, 24)), t), (prior_friday(ymd(12, 31)), t)]
            }
            Calendar::None => Vec::new(),
        }
    }

    /// Classifies a date.
    pub fn day_type(self, d: NaiveDate) -> DayType {
        if matches!(d.weekday(), Weekday::Sat | Weekday::Sun) || self.holidays(d.year()).contains(&d) {
            return DayType::Closed;
        }
        match self.early_closes(d.year()).into_iter().find(|(x, _)| *x == d) {
            Some((_, t)) => DayType::EarlyClose(t),
            None => DayType::Regular,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(y: i32, m: u32, day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, day).unwrap()
    }

    #[test]
    fn cme_holidays_2024() {
        let h = Calendar::Cme.holidays(2024);
        for x in [
            d(2024, 1, 1),
            d(2024, 1, 15),
            d(2024, 2, 19),
            d(2024, 3, 29),
            d(2024, 5, 27),
            d(2024, 6, 19),
            d(2024, 7, 4),
            d(2024, 9, 2),
            d(2024, 11, 28),
            d(2024, 12, 25),
        ] {
            assert!(h.contains(&x), "{x} missing");
        }
        assert_eq!(easter(2023), d(2023, 4, 9));
        // Christmas 2022 fell on a Sunday: observed Monday the 26th.
        assert!(Calendar::Cme.holidays(2022).contains(&d(2022, 12, 26)));
        assert_eq!(
            Calendar::Cme.day_type(d(2024, 11, 29)),
            DayType::EarlyClose(NaiveTime::from_hms_opt(13, 15, 0).unwrap())
        );
        assert_eq!(Calendar::Cme.day_type(d(2024, 7, 6)), DayType::Closed);
    }
}
