//! Scalar helpers: abs, log, sqrt, sign, round, if.

use polars::prelude::when;

use super::Parameter::{Any, Cond, Int, Series};
use super::{FunctionDef, Returns, def, float, udf};
use crate::rounding::round_half_even;

fn unary(args: &[super::Arg], op: fn(f64) -> f64) -> polars::prelude::Expr {
    udf::num(vec![args[0].expr()], udf::kernel(move |x| x[0].iter().map(|v| op(*v)).collect()))
}

/// The core functions.
pub const FUNCTIONS: [FunctionDef; 6] = [
    def("abs", "core", &[Series("x")], Returns::Num, "Absolute value.", "abs(close - open)", |a| {
        Ok(float(a[0].expr()).abs())
    }),
    def(
        "log",
        "core",
        &[Series("x")],
        Returns::Num,
        "Natural logarithm (log of 0 is -inf; of a negative number, null).",
        "log(close / prev(close))",
        |a| Ok(unary(a, f64::ln)),
    ),
    def("sqrt", "core", &[Series("x")], Returns::Num, "Square root (null for negative input).", "sqrt(volume)", |a| {
        Ok(unary(a, f64::sqrt))
    }),
    def(
        "sign",
        "core",
        &[Series("x")],
        Returns::Num,
        "-1, 0 or 1 by the sign of x; missing stays missing.",
        "sign(close - open)",
        |a| {
            Ok(unary(a, |v| {
                if v.is_nan() {
                    v
                } else if v > 0.0 {
                    1.0
                } else if v < 0.0 {
                    -1.0
                } else {
                    0.0
                }
            }))
        },
    ),
    def(
        "round",
        "core",
        &[Series("x"), Int("n", Some(0))],
        Returns::Num,
        "Round to n decimals (0-12) the NumPy way: rint(x*10^n)/10^n, ties to even on that double (round(2.405, 2) = 2.4).",
        "round(close / open, 2)",
        |a| {
            let n = a[1].int() as i32;
            Ok(udf::num(vec![a[0].expr()], udf::kernel(move |x| x[0].iter().map(|v| round_half_even(*v, n)).collect())))
        },
    ),
    def(
        "if",
        "core",
        &[Cond("cond"), Any("then"), Any("else")],
        Returns::Branches,
        "Element-wise choice: `then` where cond is true, else `else` (branches may be numbers, strings or series).",
        "if(close > open, 'up', 'down')",
        |a| Ok(when(a[0].expr()).then(a[1].expr()).otherwise(a[2].expr())),
    ),
];
