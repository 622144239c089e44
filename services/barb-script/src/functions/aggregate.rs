//! Aggregates: return one value for the whole frame (or per group in
//! `group_by`); inside `map` they are broadcast to every row. Missing values
//! are skipped.

use polars::prelude::{DataType, Expr, QuantileMethod, len, lit, pearson_corr};

use super::Parameter::{Float, Series};
use super::{Arg, FunctionDef, Returns, def, float};
use crate::error::Result;

/// `def` over the rows where `mask` is true (the period's rows of a frame
/// with warm-up bars): its series arguments filtered by the mask, and the
/// row count (`count`, `pct`'s denominator) the mask's.
pub(super) fn masked(def: &FunctionDef, args: &[Arg], mask: Expr) -> Result<Expr> {
    let rows = || mask.clone().cast(DataType::Int64).sum();
    match def.name {
        "count" => Ok(rows()),
        "pct" => {
            let hits = float(args[0].expr().filter(mask.clone())).sum();
            Ok((hits / rows().cast(DataType::Float64)).fill_nan(lit(0.0)))
        }
        _ => {
            let filtered: Vec<Arg> = args
                .iter()
                .map(|a| match a {
                    Arg::Expr(e) => Arg::Expr(e.clone().filter(mask.clone())),
                    other => other.clone(),
                })
                .collect();
            (def.build)(&filtered)
        }
    }
}

/// The aggregate functions.
pub const FUNCTIONS: [FunctionDef; 11] = [
    def("mean", "aggregate", &[Series("col")], Returns::Agg, "Mean.", "mean(high - low)", |a| {
        Ok(float(a[0].expr()).mean())
    }),
    def("sum", "aggregate", &[Series("col")], Returns::Agg, "Sum.", "sum(volume)", |a| Ok(float(a[0].expr()).sum())),
    def("max", "aggregate", &[Series("col")], Returns::Agg, "Maximum.", "max(high)", |a| Ok(float(a[0].expr()).max())),
    def("min", "aggregate", &[Series("col")], Returns::Agg, "Minimum.", "min(low)", |a| Ok(float(a[0].expr()).min())),
    def(
        "std",
        "aggregate",
        &[Series("col")],
        Returns::Agg,
        "Sample standard deviation (ddof=1).",
        "std(close - open)",
        |a| Ok(float(a[0].expr()).std(1)),
    ),
    def("median", "aggregate", &[Series("col")], Returns::Agg, "Median.", "median(volume)", |a| {
        Ok(float(a[0].expr()).median())
    }),
    def("count", "aggregate", &[], Returns::AggInt, "Number of rows.", "count()", |_| Ok(len().cast(DataType::Int64))),
    def(
        "pct",
        "aggregate",
        &[Series("cond")],
        Returns::Agg,
        "Share of rows where cond is true: sum(cond)/rows (a fraction 0..1; 0 for no rows).",
        "pct(close > open)",
        |a| Ok((float(a[0].expr()).sum() / len().cast(DataType::Float64)).fill_nan(lit(0.0))),
    ),
    def(
        "percentile",
        "aggregate",
        &[Series("col"), Float("p", None)],
        Returns::Agg,
        "Quantile p in [0, 1] with linear interpolation.",
        "percentile(high - low, 0.9)",
        |a| Ok(float(a[0].expr()).quantile(lit(a[1].float()), QuantileMethod::Linear)),
    ),
    def(
        "correlation",
        "aggregate",
        &[Series("a"), Series("b")],
        Returns::Agg,
        "Pearson correlation on rows where both are present.",
        "correlation(volume, high - low)",
        |a| Ok(pearson_corr(float(a[0].expr()), float(a[1].expr()))),
    ),
    def("last", "aggregate", &[Series("col")], Returns::Agg, "Last value.", "last(close)", |a| {
        Ok(float(a[0].expr()).last())
    }),
];
