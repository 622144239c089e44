//! Rolling windows and moving averages. Windows need `n` valid values (the
//! first n−1 results are missing; ±inf counts as missing, as in pandas);
//! standard deviation is the sample one. Every window kernel is O(len).

pub(super) mod exact_sum;
pub(super) mod kernels;

use super::Parameter::{Cond, Int, Series};
use super::{Arg, FunctionDef, Returns, column, def, udf};
use crate::error::Result;
use polars::prelude::Expr;

fn windowed(a: &[Arg], k: fn(&[f64], usize) -> Vec<f64>) -> Result<Expr> {
    let n = a[1].usize();
    Ok(udf::num(vec![a[0].expr()], udf::kernel(move |x| k(&x[0], n))))
}

fn hma(x: &[f64], n: usize) -> Vec<f64> {
    let half = (n / 2).max(1);
    let root = ((n as f64).sqrt().floor() as usize).max(1);
    let (a, b) = (kernels::wma(x, half), kernels::wma(x, n));
    let diff: Vec<f64> = a.iter().zip(&b).map(|(p, q)| 2.0 * p - q).collect();
    kernels::wma(&diff, root)
}

/// The window functions.
pub const FUNCTIONS: [FunctionDef; 12] = [
    def(
        "rolling_mean",
        "window",
        &[Series("col"), Int("n", None)],
        Returns::Num,
        "Mean of the last n bars; missing until n valid values (first value at bar n-1) and wherever the window holds a missing value.",
        "rolling_mean(close, 20)",
        |a| windowed(a, kernels::rolling_mean),
    ),
    def(
        "sma",
        "window",
        &[Series("col"), Int("n", None)],
        Returns::Num,
        "Simple moving average over n bars (same as rolling_mean; first value at bar n-1).",
        "sma(close, 50)",
        |a| windowed(a, kernels::rolling_mean),
    ),
    def(
        "rolling_sum",
        "window",
        &[Series("col"), Int("n", None)],
        Returns::Num,
        "Sum of the last n bars (first value at bar n-1).",
        "rolling_sum(volume, 5)",
        |a| windowed(a, kernels::rolling_sum),
    ),
    def(
        "rolling_max",
        "window",
        &[Series("col"), Int("n", None)],
        Returns::Num,
        "Maximum of the last n bars, current bar included (first value at bar n-1).",
        "rolling_max(high, 20)",
        |a| windowed(a, kernels::rolling_max),
    ),
    def(
        "rolling_min",
        "window",
        &[Series("col"), Int("n", None)],
        Returns::Num,
        "Minimum of the last n bars, current bar included (first value at bar n-1).",
        "rolling_min(low, 20)",
        |a| windowed(a, kernels::rolling_min),
    ),
    def(
        "rolling_std",
        "window",
        &[Series("col"), Int("n", None)],
        Returns::Num,
        "Sample standard deviation (ddof=1) of the last n bars (first value at bar n-1; Bollinger bands use the population one).",
        "rolling_std(close, 20)",
        |a| windowed(a, |x, n| kernels::rolling_std(x, n, 1)),
    ),
    def(
        "rolling_count",
        "window",
        &[Cond("cond"), Int("n", None)],
        Returns::Num,
        "How many of the last n bars satisfy cond, as a number (first value at bar n-1).",
        "rolling_count(close > open, 10)",
        |a| windowed(a, kernels::rolling_sum),
    ),
    def(
        "ema",
        "window",
        &[Series("col"), Int("n", None)],
        Returns::Num,
        "Exponential moving average, alpha = 2/(n+1), seeded with the first value, so it is defined from bar 0 \
         (pandas ewm adjust=False; TA-Lib seeds with the SMA at bar n-1 and the values converge after warm-up).",
        "ema(close, 20)",
        |a| windowed(a, kernels::ema),
    ),
    def(
        "wma",
        "window",
        &[Series("col"), Int("n", None)],
        Returns::Num,
        "Weighted moving average with weights 1..n, oldest to newest (first value at bar n-1).",
        "wma(close, 10)",
        |a| windowed(a, kernels::wma),
    ),
    def(
        "hma",
        "window",
        &[Series("col"), Int("n", None)],
        Returns::Num,
        "Hull moving average: WMA(2*WMA(col, n/2) - WMA(col, n), sqrt(n)), both lengths rounded down and at least 1.",
        "hma(close, 16)",
        |a| windowed(a, hma),
    ),
    def(
        "vwma",
        "window",
        &[Int("n", Some(20))],
        Returns::Num,
        "Volume-weighted moving average of close: sum(close*volume)/sum(volume) over n bars (no column argument; first value at bar n-1).",
        "vwma(20)",
        |a| {
            let n = a[0].usize();
            Ok(udf::num(
                vec![column("close"), column("volume")],
                udf::kernel(move |x| {
                    let pv: Vec<f64> = x[0].iter().zip(x[1].iter()).map(|(p, v)| p * v).collect();
                    let (num, den) = (kernels::rolling_sum(&pv, n), kernels::rolling_sum(&x[1], n));
                    num.iter().zip(&den).map(|(a, b)| a / b).collect()
                }),
            ))
        },
    ),
    def(
        "rma",
        "window",
        &[Series("col"), Int("n", None)],
        Returns::Num,
        "Wilder's moving average (RMA): the mean of the first n valid values at the n-th one, then r += (x - r)/n (alpha = 1/n); a missing input repeats the previous value.",
        "rma(close, 14)",
        |a| windowed(a, kernels::wilder),
    ),
];
