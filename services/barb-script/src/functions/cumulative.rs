//! Running totals and extremes (missing values skipped, missing at their own
//! position). Running sums are exact ([`exact_sum::cumulative`]): a total that
//! returns to zero is exactly zero, however long the series.

use super::Parameter::Series;
use super::window::exact_sum;
use super::{FunctionDef, Returns, def, float, udf};

/// The cumulative functions.
pub const FUNCTIONS: [FunctionDef; 3] = [
    def("cummax", "cumulative", &[Series("col")], Returns::Num, "Running maximum.", "cummax(high)", |a| {
        Ok(float(a[0].expr()).cum_max(false))
    }),
    def("cummin", "cumulative", &[Series("col")], Returns::Num, "Running minimum.", "cummin(low)", |a| {
        Ok(float(a[0].expr()).cum_min(false))
    }),
    def("cumsum", "cumulative", &[Series("col")], Returns::Num, "Running sum.", "cumsum(close - open)", |a| {
        Ok(udf::num(vec![a[0].expr()], udf::kernel(|x| exact_sum::cumulative(&x[0]))))
    }),
];
