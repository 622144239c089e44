//! Volatility measures: true range and ATR (Wilder), Bollinger bands
//! (population standard deviation), Keltner channels (EMA middle, Wilder ATR)
//! and Donchian channels.

pub(super) mod kernels;

use polars::prelude::Expr;

use super::Parameter::{Float, Int, Series};
use super::window::kernels as window_kernels;
use super::{Arg, FunctionDef, Returns, column, def, udf};

/// Wilder ATR of the bar columns.
fn atr(h: &[f64], l: &[f64], cl: &[f64], n: usize) -> Vec<f64> {
    window_kernels::wilder(&kernels::true_range(h, l, cl), n)
}

/// Which Bollinger output to compute from (col, SMA, σ, mult).
#[derive(Clone, Copy)]
enum Band {
    Upper,
    Middle,
    Lower,
    Width,
    PctB,
}

/// Bollinger bands over `a[0]` with n = a[1] and mult = a[2] (when present):
/// SMA ± mult·σ with the population standard deviation (ddof = 0).
fn bollinger(a: &[Arg], band: Band) -> Expr {
    let n = a[1].usize();
    let mult = a.get(2).map_or(0.0, Arg::float);
    udf::num(
        vec![a[0].expr()],
        udf::kernel(move |x| {
            let x = &x[0];
            let (sma, sd) = (window_kernels::rolling_mean(x, n), window_kernels::rolling_std(x, n, 0));
            (0..x.len())
                .map(|i| {
                    let (upper, lower) = (sma[i] + mult * sd[i], sma[i] - mult * sd[i]);
                    match band {
                        Band::Upper => upper,
                        Band::Middle => sma[i],
                        Band::Lower => lower,
                        Band::Width => 2.0 * mult * sd[i] / sma[i] * 100.0,
                        Band::PctB => (x[i] - lower) / (upper - lower),
                    }
                })
                .collect()
        }),
    )
}

/// Which Keltner output to compute from (EMA, ATR, mult).
#[derive(Clone, Copy)]
enum Channel {
    Upper,
    Lower,
    Width,
}

/// Keltner channel with n = a[0], atr_n = a[1], mult = a[2].
fn keltner(a: &[Arg], ch: Channel) -> Expr {
    let (n, atr_n, mult) = (a[0].usize(), a[1].usize(), a[2].float());
    udf::num(
        vec![column("high"), column("low"), column("close")],
        udf::kernel(move |x| {
            let (mid, range) = (window_kernels::ema(&x[2], n), atr(&x[0], &x[1], &x[2], atr_n));
            (0..mid.len())
                .map(|i| match ch {
                    Channel::Upper => mid[i] + mult * range[i],
                    Channel::Lower => mid[i] - mult * range[i],
                    Channel::Width => 2.0 * mult * range[i] / mid[i],
                })
                .collect()
        }),
    )
}

const KC_PARAMS: &[super::Parameter] = &[Int("n", Some(20)), Int("atr_n", Some(10)), Float("mult", Some(1.5))];
const BB_PARAMS: &[super::Parameter] = &[Series("col"), Int("n", Some(20)), Float("mult", Some(2.0))];

/// The volatility functions.
pub const FUNCTIONS: [FunctionDef; 14] = [
    def(
        "tr",
        "volatility",
        &[],
        Returns::Num,
        "True range: max(high-low, |high-prev close|, |low-prev close|), ignoring a missing previous close, so the \
         first bar is high-low (TA-Lib leaves the first bar empty).",
        "tr()",
        |_| {
            Ok(udf::num(
                vec![column("high"), column("low"), column("close")],
                udf::kernel(|x| kernels::true_range(&x[0], &x[1], &x[2])),
            ))
        },
    ),
    def(
        "atr",
        "volatility",
        &[Int("n", Some(14))],
        Returns::Num,
        "Average true range: Wilder smoothing of tr() seeded with the SMA of the first n true ranges (bar 0's high-low \
         included), so the first value is at bar n-1 (TA-Lib: bar n, seeded without bar 0; the values converge after \
         warm-up).",
        "atr(14)",
        |a| {
            let n = a[0].usize();
            Ok(udf::num(
                vec![column("high"), column("low"), column("close")],
                udf::kernel(move |x| atr(&x[0], &x[1], &x[2], n)),
            ))
        },
    ),
    def(
        "natr",
        "volatility",
        &[Int("n", Some(14))],
        Returns::Num,
        "Normalized ATR in percent: atr(n)/close*100 (same Wilder convention as atr; first value at bar n-1).",
        "natr(14) > 2",
        |a| {
            let n = a[0].usize();
            Ok(udf::num(
                vec![column("high"), column("low"), column("close")],
                udf::kernel(move |x| {
                    let r = atr(&x[0], &x[1], &x[2], n);
                    r.iter().zip(x[2].iter()).map(|(a, cl)| a / cl * 100.0).collect()
                }),
            ))
        },
    ),
    def(
        "bbands_upper",
        "volatility",
        BB_PARAMS,
        Returns::Num,
        "Bollinger upper band: SMA(col, n) + mult * population standard deviation (ddof=0) over n bars (first value at \
         bar n-1).",
        "close > bbands_upper(close, 20, 2)",
        |a| Ok(bollinger(a, Band::Upper)),
    ),
    def(
        "bbands_middle",
        "volatility",
        &[Series("col"), Int("n", Some(20))],
        Returns::Num,
        "Bollinger middle band: SMA(col, n).",
        "bbands_middle(close, 20)",
        |a| Ok(bollinger(a, Band::Middle)),
    ),
    def(
        "bbands_lower",
        "volatility",
        BB_PARAMS,
        Returns::Num,
        "Bollinger lower band: SMA(col, n) - mult * population standard deviation (ddof=0) over n bars.",
        "close < bbands_lower(close, 20, 2)",
        |a| Ok(bollinger(a, Band::Lower)),
    ),
    def(
        "bbands_width",
        "volatility",
        BB_PARAMS,
        Returns::Num,
        "Bollinger bandwidth in percent of the middle band: 2*mult*sigma/SMA*100 (population sigma).",
        "bbands_width(close, 20, 2) < 5",
        |a| Ok(bollinger(a, Band::Width)),
    ),
    def(
        "bbands_pctb",
        "volatility",
        BB_PARAMS,
        Returns::Num,
        "Bollinger %B: (col - lower)/(upper - lower); 0 at the lower band, 1 at the upper (missing when sigma is 0).",
        "bbands_pctb(close, 20, 2) > 1",
        |a| Ok(bollinger(a, Band::PctB)),
    ),
    def(
        "kc_middle",
        "volatility",
        &[Int("n", Some(20))],
        Returns::Num,
        "Keltner middle line: EMA(close, n), seeded with the first close (defined from bar 0).",
        "kc_middle(20)",
        |a| {
            let n = a[0].usize();
            Ok(udf::num(vec![column("close")], udf::kernel(move |x| window_kernels::ema(&x[0], n))))
        },
    ),
    def(
        "kc_upper",
        "volatility",
        KC_PARAMS,
        Returns::Num,
        "Keltner upper band: EMA(close, n) + mult * ATR(atr_n) (EMA seeded with the first close, Wilder ATR; first value \
         at bar atr_n-1).",
        "close > kc_upper(20, 10, 1.5)",
        |a| Ok(keltner(a, Channel::Upper)),
    ),
    def(
        "kc_lower",
        "volatility",
        KC_PARAMS,
        Returns::Num,
        "Keltner lower band: EMA(close, n) - mult * ATR(atr_n).",
        "close < kc_lower(20, 10, 1.5)",
        |a| Ok(keltner(a, Channel::Lower)),
    ),
    def(
        "kc_width",
        "volatility",
        KC_PARAMS,
        Returns::Num,
        "Keltner width as a ratio (not percent): 2*mult*ATR(atr_n)/EMA(close, n).",
        "kc_width(20, 10, 1.5) < 0.02",
        |a| Ok(keltner(a, Channel::Width)),
    ),
    def(
        "donchian_upper",
        "volatility",
        &[Int("n", Some(20))],
        Returns::Num,
        "Donchian upper channel: highest high of the last n bars, current bar included (first value at bar n-1).",
        "high >= donchian_upper(20)",
        |a| {
            let n = a[0].usize();
            Ok(udf::num(vec![column("high")], udf::kernel(move |x| window_kernels::rolling_max(&x[0], n))))
        },
    ),
    def(
        "donchian_lower",
        "volatility",
        &[Int("n", Some(20))],
        Returns::Num,
        "Donchian lower channel: lowest low of the last n bars, current bar included (first value at bar n-1).",
        "low <= donchian_lower(20)",
        |a| {
            let n = a[0].usize();
            Ok(udf::num(vec![column("low")], udf::kernel(move |x| window_kernels::rolling_min(&x[0], n))))
        },
    ),
];
