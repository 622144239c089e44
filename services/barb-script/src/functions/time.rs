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
        |_| Ok(int(column(TS).dt().hour())),
    ),
    def("minute", "time", &[], Returns::Int, "Minute 0-59 of the bar label.", "minute()", |_| {
        Ok(int(column(TS).dt().minute()))
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
