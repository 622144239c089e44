//! Date helpers shared by the market model, the functions and result shaping:
//! frames store dates as days since 1970-01-01 and bar labels as naive
//! exchange-time microseconds.

use chrono::{DateTime, Duration, NaiveDate, NaiveDateTime};

fn epoch() -> NaiveDate {
    NaiveDate::from_ymd_opt(1970, 1, 1).expect("valid")
}

/// Days since 1970-01-01 → date.
pub fn date_from_days(days: i32) -> NaiveDate {
    epoch() + Duration::days(days as i64)
}

/// Date → days since 1970-01-01.
pub fn days_from_date(d: NaiveDate) -> i32 {
    (d - epoch()).num_days() as i32
}

/// Days since the epoch as `YYYY-MM-DD`.
pub fn date_string(days: i32) -> String {
    date_from_days(days).format("%Y-%m-%d").to_string()
}

/// Parses a `'YYYY-MM-DD'` date constant.
pub fn parse_date(s: &str) -> Option<NaiveDate> {
    NaiveDate::parse_from_str(s.trim(), "%Y-%m-%d").ok()
}

/// A bar label (µs since the epoch, naive exchange time) as a date-time;
/// the epoch for a value out of range.
pub fn datetime_from_micros(us: i64) -> NaiveDateTime {
    DateTime::from_timestamp_micros(us).map(|d| d.naive_utc()).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_round_trip() {
        let d = NaiveDate::from_ymd_opt(2024, 2, 29).unwrap();
        assert_eq!(days_from_date(d), 19_782);
        assert_eq!(date_from_days(19_782), d);
        assert_eq!(parse_date(" 2024-02-29 "), Some(d));
        assert_eq!(parse_date("2024-02-30"), None);
        assert_eq!(date_string(-1), "1969-12-31");
        assert_eq!(datetime_from_micros(86_400_000_000 + 60_000_000).to_string(), "1970-01-02 00:01:00");
    }
}
