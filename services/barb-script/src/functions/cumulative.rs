//! Running totals and extremes (missing values skipped, missing at their own position).

use super::Parameter::Series;
use super::{FunctionDef, Returns, def, float};

/// The cumulative functions.
pub const FUNCTIONS: [FunctionDef; 3] = [
    def("cummax", "cumulative", &[Series("col")], Returns::Num, "Running maximum.", "cummax(high)", |a| {
        Ok(float(a[0].expr()).cum_max(false))
    }),
    def("cummin", "cumulative", &[Series("col")], Returns::Num, "Running minimum.", "cummin(low)", |a| {
        Ok(float(a[0].expr()).cum_min(false))
    }),
    def("cumsum", "cumulative", &[Series("col")], Returns::Num, "Running sum.", "cumsum(close - open)", |a| {
        Ok(float(a[0].expr()).cum_sum(false))
    }),
];
