//! Volatility measures.

use super::Param::Int;
use super::{FunctionDef, Returns, c, def, kernels, udf};

/// The volatility functions.
pub const FUNCTIONS: [FunctionDef; 2] = [
    def(
        "tr",
        "volatility",
        &[],
        Returns::Num,
        "True range: max(high-low, |high-prev close|, |low-prev close|); the first bar is high-low.",
        "tr()",
        |_| {
            Ok(udf::num(
                vec![c("high"), c("low"), c("close")],
                udf::kernel(|x| kernels::true_range(&x[0], &x[1], &x[2])),
            ))
        },
    ),
    def(
        "atr",
        "volatility",
        &[Int("n", Some(14))],
        Returns::Num,
        "Average true range: Wilder smoothing of tr() seeded with an SMA (first value at bar n-1).",
        "atr(14)",
        |a| {
            let n = a[0].usize();
            Ok(udf::num(
                vec![c("high"), c("low"), c("close")],
                udf::kernel(move |x| kernels::wilder(&kernels::true_range(&x[0], &x[1], &x[2]), n)),
            ))
        },
    ),
];
