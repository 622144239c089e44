//! Oscillators.

use super::Param::{Int, Series};
use super::{FunctionDef, Returns, def, kernels, udf};

/// The oscillator functions.
pub const FUNCTIONS: [FunctionDef; 1] = [def(
    "rsi",
    "oscillators",
    &[Series("col"), Int("n", Some(14))],
    Returns::Num,
    "Relative Strength Index with Wilder smoothing seeded by an SMA; the first change counts as 0, so the first value is at bar n-1 (TradingView: bar n). 100 when there are no losses.",
    "rsi(close, 14)",
    |a| {
        let n = a[1].usize();
        Ok(udf::num(vec![a[0].expr()], udf::kernel(move |x| kernels::rsi(&x[0], n))))
    },
)];
