//! Oscillators: momentum measures bounded or centred around a level.
//! Functions without a column argument read the bar columns high, low,
//! close and volume of the current frame.

mod kernels;

use polars::prelude::{Expr, lit};

use super::Parameter::{Int, Series};
use super::window::kernels as window_kernels;
use super::{Arg, FunctionDef, Returns, column, def, div, float, shift, udf};

/// A kernel over (high, low, close) with a window length.
type HlcKernel = fn(&[f64], &[f64], &[f64], usize) -> Vec<f64>;

/// `kernel(high, low, close, n)` as a UDF over the bar columns.
fn hlc(n: usize, k: HlcKernel) -> Expr {
    udf::num(vec![column("high"), column("low"), column("close")], udf::kernel(move |x| k(&x[0], &x[1], &x[2], n)))
}

fn roc(a: &[Arg]) -> Expr {
    let prev = shift(float(a[0].expr()), a[1].int());
    div(float(a[0].expr()) - prev.clone(), prev) * lit(100.0)
}

/// The oscillator functions.
pub const FUNCTIONS: [FunctionDef; 8] = [
    def(
        "rsi",
        "oscillators",
        &[Series("col"), Int("n", Some(14))],
        Returns::Num,
        "Relative Strength Index 0-100 with Wilder smoothing seeded by an SMA. The first bar's missing change counts \
         as 0 and is part of the seed, so the first value is at bar n-1 (TA-Lib and TradingView start at bar n; the \
         values converge after warm-up). 100 when the average loss is 0.",
        "rsi(close, 14)",
        |a| {
            let n = a[1].usize();
            Ok(udf::num(vec![a[0].expr()], udf::kernel(move |x| kernels::rsi(&x[0], n))))
        },
    ),
    def(
        "stoch_k",
        "oscillators",
        &[Int("n", Some(14))],
        Returns::Num,
        "Stochastic %K 0-100: (close - lowest low)/(highest high - lowest low)*100 over n bars (first value at bar n-1; \
         missing when the range is 0).",
        "stoch_k(14) < 20",
        |a| Ok(hlc(a[0].usize(), kernels::stoch_k)),
    ),
    def(
        "stoch_d",
        "oscillators",
        &[Int("n", Some(14)), Int("smooth", Some(3))],
        Returns::Num,
        "Stochastic %D: simple moving average of stoch_k(n) over `smooth` bars (first value at bar n+smooth-2).",
        "crossover(stoch_k(14), stoch_d(14, 3))",
        |a| {
            let (n, s) = (a[0].usize(), a[1].usize());
            Ok(udf::num(
                vec![column("high"), column("low"), column("close")],
                udf::kernel(move |x| window_kernels::rolling_mean(&kernels::stoch_k(&x[0], &x[1], &x[2], n), s)),
            ))
        },
    ),
    def(
        "cci",
        "oscillators",
        &[Int("n", Some(20))],
        Returns::Num,
        "Commodity Channel Index: (TP - SMA(TP, n)) / (0.015 * mean absolute deviation of TP over n), TP = \
         (high+low+close)/3 (mean deviation, not standard deviation; first value at bar n-1).",
        "cci(20) > 100",
        |a| Ok(hlc(a[0].usize(), kernels::cci)),
    ),
    def(
        "williams_r",
        "oscillators",
        &[Int("n", Some(14))],
        Returns::Num,
        "Williams %R, -100..0: (highest high - close)/(highest high - lowest low) * -100 over n bars (first value at \
         bar n-1).",
        "williams_r(14) < -80",
        |a| Ok(hlc(a[0].usize(), kernels::williams_r)),
    ),
    def(
        "mfi",
        "oscillators",
        &[Int("n", Some(14))],
        Returns::Num,
        "Money Flow Index 0-100: raw flow TP*volume counted positive where TP rose against the previous bar and \
         negative where it fell (the first bar is neither); 100 - 100/(1 + pos/neg) with rolling n-bar sums (not \
         smoothed). The first value is at bar n-1 (TA-Lib: bar n; equal from bar n on).",
        "mfi(14) > 80",
        |a| {
            let n = a[0].usize();
            Ok(udf::num(
                vec![column("high"), column("low"), column("close"), column("volume")],
                udf::kernel(move |x| kernels::mfi(&x[0], &x[1], &x[2], &x[3], n)),
            ))
        },
    ),
    def(
        "roc",
        "oscillators",
        &[Series("col"), Int("n", Some(1))],
        Returns::Num,
        "Rate of change in percent over n bars: (col - col n bars ago)/(col n bars ago)*100 (same as change_pct).",
        "roc(close, 10)",
        |a| Ok(roc(a)),
    ),
    def(
        "momentum",
        "oscillators",
        &[Series("col"), Int("n", Some(10))],
        Returns::Num,
        "Momentum: col minus its value n bars earlier (missing for the first n bars).",
        "momentum(close, 10) > 0",
        |a| Ok(float(a[0].expr()) - shift(float(a[0].expr()), a[1].int())),
    ),
];
