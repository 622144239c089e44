//! Calendar parts of the bar label (weekly bars are labelled on Sunday,
//! monthly bars on the month's last day; daily bars by their trading date).

use polars::prelude::{DataType, lit};

use super::Parameter::DateStr;
use super::{Arg, FunctionDef, Returns, TS, column, def};
use crate::dates::parse_date;
use crate::error::{BarbError, ErrorCode};

fn int(e: polars::prelude::Expr) -> polars::prelude::Expr {
    e.cast(DataType::Int64)
}

/// Microseconds in an hour and a day (the label is a naive microsecond
/// timestamp in exchange time, `market/data.rs`).
const HOUR_US: i64 = 3_600_000_000;
const DAY_US: i64 = 86_400_000_000;

/// How many whole `unit`s of the label lie inside its `within` (floored
/// division, then polars' integer `%`, which takes the divisor's sign, so
/// labels before 1970 count the same way): the hour of the day or the
/// minute of the hour as integer arithmetic on the timestamp, one pass with
/// no calendar conversion per row (`dt().hour()` converts each label to a
/// date and time).
fn part(unit: i64, within: i64) -> polars::prelude::Expr {
    column(TS).cast(DataType::Int64).floor_div(lit(unit)) % lit(within / unit)
}

/// The time functions.
pub const FUNCTIONS: [FunctionDef; 8] = [
    def("year", "time", &[], Returns::Int, "Year of the bar.", "year()", |_| Ok(int(column(TS).dt().year()))),
    def("quarter", "time", &[], Returns::Int, "Quarter 1-4.", "quarter()", |_| Ok(int(column(TS).dt().quarter()))),
    def(
        "month",
        "time",
        &[],
        Returns::Int,
        "Month 1-12 (shown as January..December when a map column is exactly month()).",
        "month()",
        |_| Ok(int(column(TS).dt().month())),
    ),
    def("day_of_month", "time", &[], Returns::Int, "Day of the month 1-31.", "day_of_month()", |_| {
        Ok(int(column(TS).dt().day()))
    }),
    def(
        "dayofweek",
        "time",
        &[],
        Returns::Int,
        "Day of the week, 0=Monday .. 6=Sunday (shown as names when a map column is exactly dayofweek()).",
        "dayofweek()",
        |_| Ok(int(column(TS).dt().weekday()) - lit(1i64)),
    ),
    def(
        "hour",
        "time",
        &[],
        Returns::Int,
        "Hour 0-23 of the bar label (0 on daily and longer bars).",
        "hour()",
        |_| Ok(part(HOUR_US, DAY_US)),
    ),
    def("minute", "time", &[], Returns::Int, "Minute 0-59 of the bar label.", "minute()", |_| {
        Ok(part(60_000_000, HOUR_US))
    }),
    def(
        "date",
        "time",
        &[DateStr("text")],
        Returns::Date,
        "date() = the bar's date; date('2024-03-15') = a date constant for comparisons.",
        "date() == date('2024-03-15')",
        |a| match &a[0] {
            Arg::Str(s) => parse_date(s).map(lit).ok_or_else(|| {
                BarbError::new(ErrorCode::Type, format!("date('{s}') is not a valid date"))
                    .hint("write dates as 'YYYY-MM-DD'")
            }),
            _ => Ok(column(TS).dt().date()),
        },
    ),
];

#[cfg(test)]
mod tests {
    use chrono::{NaiveDate, Timelike};
    use polars::prelude::*;

    use crate::expr::{ColumnScope, compile, parse};

    /// `hour()` and `minute()` (integer arithmetic on the label) equal
    /// chrono's calendar fields, before and after 1970 and at the day's and
    /// the hour's edges.
    #[test]
    fn hour_and_minute_are_the_calendar_fields() {
        let day = |y, m, d| NaiveDate::from_ymd_opt(y, m, d).expect("date");
        let mut times = Vec::new();
        for date in [day(1969, 12, 31), day(1970, 1, 1), day(1900, 3, 1), day(2024, 2, 29), day(2043, 7, 4)] {
            for (h, m, s) in [(0, 0, 0), (0, 0, 59), (0, 59, 59), (9, 30, 0), (12, 1, 30), (23, 0, 0), (23, 59, 59)] {
                times.push(date.and_hms_opt(h, m, s).expect("time"));
            }
        }
        let us: Vec<i64> = times.iter().map(|t| t.and_utc().timestamp_micros()).collect();
        let ts = Int64Chunked::from_vec(super::TS.into(), us).into_datetime(TimeUnit::Microseconds, None);
        let frame = DataFrame::new(times.len(), vec![ts.into_series().into_column()]).expect("frame");
        type Field = fn(&chrono::NaiveDateTime) -> u32;
        let fields: [(&str, Field); 2] = [("hour()", |t| t.hour()), ("minute()", |t| t.minute())];
        for (text, want) in fields {
            let expr = compile(&parse(text).expect("parses"), &ColumnScope::bars()).expect("compiles").expr;
            let got = crate::execute::evaluate(&frame, &expr).expect("evaluates");
            let got: Vec<i64> = got.i64().expect("Int64").into_no_null_iter().collect();
            let want: Vec<i64> = times.iter().map(|t| i64::from(want(t))).collect();
            assert_eq!(got, want, "{text}");
        }
    }
}
