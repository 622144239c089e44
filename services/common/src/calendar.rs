//! English weekday and month names as answers print them.
//!
//! One home for the names the query engine puts in display columns
//! (`dayofweek()` → "Monday", `month()` → "January") and the names the
//! orchestrator's grounding check reads back out of the model's answer, so
//! the two can never disagree on spelling or order.

/// Weekday names, Monday first (`dayofweek()` is 0 for Monday).
pub const WEEKDAY_NAMES: [&str; 7] = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/// Month names, January first (`month()` is 1 for January).
pub const MONTH_NAMES: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];
