//! Patterns over bar sequences: streaks, bars since an event, ranks, rising /
//! falling runs, value-when and confirmed pivots. Loops run in [`kernels`].

mod kernels;

use polars::prelude::{DataType, Expr};

use super::Parameter::{Cond, Int, Series};
use super::{Arg, FunctionDef, Returns, column, def, udf};

fn pivot(a: &[Arg], col: &'static str, high: bool) -> Expr {
    let (left, right) = (a[0].usize(), a[1].usize());
    udf::num(vec![column(col)], udf::kernel(move |x| kernels::pivot(&x[0], left, right, high)))
}

fn rising(a: &[Arg], up: bool) -> Expr {
    let n = a[1].usize();
    udf::boolean(vec![a[0].expr()], udf::kernel(move |x| kernels::rising(&x[0], n, up)))
}

/// `rank(x)` over the rows where `mask` is true (the period's rows of a frame
/// with warm-up bars); missing on the others.
pub(super) fn rank_masked(x: &Arg, mask: Expr) -> Expr {
    udf::num(
        vec![x.expr(), mask.cast(DataType::Float64)],
        udf::kernel(|v| {
            let keep: Vec<usize> = (0..v[0].len()).filter(|&i| v[1][i] == 1.0).collect();
            let ranks = kernels::rank_pct(&keep.iter().map(|&i| v[0][i]).collect::<Vec<_>>());
            let mut out = vec![f64::NAN; v[0].len()];
            for (&i, r) in keep.iter().zip(ranks) {
                out[i] = r;
            }
            out
        }),
    )
}

/// The pattern functions.
pub const FUNCTIONS: [FunctionDef; 8] = [
    def(
        "streak",
        "pattern",
        &[Cond("cond")],
        Returns::Int,
        "Consecutive bars on which cond is true, counting the current one; 0 on a false bar (a missing value counts as \
         false).",
        "streak(close > open) >= 3",
        |a| Ok(udf::num(vec![a[0].expr()], udf::kernel(|x| kernels::streak(&x[0]))).cast(DataType::Int64)),
    ),
    def(
        "bars_since",
        "pattern",
        &[Cond("cond")],
        Returns::Num,
        "Bars since cond was last true (0 on a true bar); missing until it is first true.",
        "bars_since(volume > 2 * volume_sma(20))",
        |a| Ok(udf::num(vec![a[0].expr()], udf::kernel(|x| kernels::bars_since(&x[0])))),
    ),
    def(
        "rank",
        "pattern",
        &[Series("col")],
        Returns::Num,
        "Percentile rank in (0, 1] over the whole column (look-ahead), ties get their average rank, missing values are \
         ignored (pandas rank(pct=True)).",
        "rank(volume) > 0.9",
        |a| Ok(udf::num(vec![a[0].expr()], udf::kernel(|x| kernels::rank_pct(&x[0])))),
    ),
    def(
        "rising",
        "pattern",
        &[Series("col"), Int("n", Some(1))],
        Returns::Bool,
        "True when col is strictly greater than each of its previous n values (false where any is missing).",
        "rising(close, 3)",
        |a| Ok(rising(a, true)),
    ),
    def(
        "falling",
        "pattern",
        &[Series("col"), Int("n", Some(1))],
        Returns::Bool,
        "True when col is strictly less than each of its previous n values (false where any is missing).",
        "falling(close, 3)",
        |a| Ok(rising(a, false)),
    ),
    def(
        "valuewhen",
        "pattern",
        &[Cond("cond"), Series("col"), Int("n", Some(0))],
        Returns::Num,
        "col on the (n+1)-th most recent bar where cond was true, the current bar included (n=0: the latest); missing \
         until that many true bars occurred.",
        "valuewhen(crossover(close, sma(close, 20)), close)",
        |a| {
            let n = a[2].usize();
            Ok(udf::num(vec![a[0].expr(), a[1].expr()], udf::kernel(move |x| kernels::valuewhen(&x[0], &x[1], n))))
        },
    ),
    def(
        "pivothigh",
        "pattern",
        &[Int("n_left", Some(5)), Int("n_right", Some(5))],
        Returns::Num,
        "Confirmed pivot high: high[i] strictly above the n_left previous and n_right following highs; the value high[i] \
         appears on the confirmation bar i+n_right (no look-ahead), missing elsewhere.",
        "pivothigh(5, 5)",
        |a| Ok(pivot(a, "high", true)),
    ),
    def(
        "pivotlow",
        "pattern",
        &[Int("n_left", Some(5)), Int("n_right", Some(5))],
        Returns::Num,
        "Confirmed pivot low: low[i] strictly below the n_left previous and n_right following lows; the value low[i] \
         appears on the confirmation bar i+n_right, missing elsewhere.",
        "pivotlow(5, 5)",
        |a| Ok(pivot(a, "low", false)),
    ),
];
