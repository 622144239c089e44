//! Trend indicators: MACD (EMAs seeded with the first value), the
//! directional movement system (Wilder), SuperTrend and Parabolic SAR. The
//! recursions run as tight loops in [`kernels`].

mod kernels;

use polars::prelude::Expr;

use super::Parameter::{Float, Int, Series};
use super::window::kernels as window_kernels;
use super::{Arg, FunctionDef, Returns, column, def, udf};
use crate::error::{BarbError, ErrorCode, Result};

/// Which MACD line.
#[derive(Clone, Copy)]
enum Line {
    Macd,
    Signal,
    Hist,
}

/// MACD family over `a[0]`: fast = a[1], slow = a[2], sig = a[3].
fn macd(a: &[Arg], line: Line) -> Expr {
    let (fast, slow) = (a[1].usize(), a[2].usize());
    let sig = a.get(3).map_or(9, Arg::usize);
    udf::num(
        vec![a[0].expr()],
        udf::kernel(move |x| {
            let (ef, es) = (window_kernels::ema(&x[0], fast), window_kernels::ema(&x[0], slow));
            let m: Vec<f64> = ef.iter().zip(&es).map(|(p, q)| p - q).collect();
            match line {
                Line::Macd => m,
                Line::Signal => window_kernels::ema(&m, sig),
                Line::Hist => {
                    let s = window_kernels::ema(&m, sig);
                    m.iter().zip(&s).map(|(p, q)| p - q).collect()
                }
            }
        }),
    )
}

/// Which output of the directional movement system.
#[derive(Clone, Copy)]
enum Dm {
    Plus,
    Minus,
    Adx,
}

fn dmi(a: &[Arg], which: Dm) -> Expr {
    let n = a[0].usize();
    udf::num(
        vec![column("high"), column("low"), column("close")],
        udf::kernel(move |x| {
            let d = kernels::dmi(&x[0], &x[1], &x[2], n);
            match which {
                Dm::Plus => d.plus,
                Dm::Minus => d.minus,
                Dm::Adx => d.adx,
            }
        }),
    )
}

fn supertrend(a: &[Arg], direction: bool) -> Expr {
    let (n, mult) = (a[0].usize(), a[1].float());
    udf::num(
        vec![column("high"), column("low"), column("close")],
        udf::kernel(move |x| {
            let (value, dir) = kernels::supertrend(&x[0], &x[1], &x[2], n, mult);
            if direction { dir } else { value }
        }),
    )
}

fn sar(a: &[Arg]) -> Result<Expr> {
    let (accel, max_accel) = (a[0].float(), a[1].float());
    if !(accel > 0.0 && max_accel >= accel) {
        return Err(BarbError::new(
            ErrorCode::InvalidValue,
            format!("sar() needs 0 < accel <= max_accel, got accel={accel}, max_accel={max_accel}"),
        )
        .hint("e.g. sar(0.02, 0.2)"));
    }
    Ok(udf::num(
        vec![column("high"), column("low"), column("close")],
        udf::kernel(move |x| kernels::sar(&x[0], &x[1], &x[2], accel, max_accel)),
    ))
}

const MACD3: &[super::Parameter] = &[Series("col"), Int("fast", Some(12)), Int("slow", Some(26))];
const MACD4: &[super::Parameter] = &[Series("col"), Int("fast", Some(12)), Int("slow", Some(26)), Int("sig", Some(9))];
const ST: &[super::Parameter] = &[Int("n", Some(10)), Float("mult", Some(3.0))];

/// The trend functions.
pub const FUNCTIONS: [FunctionDef; 9] = [
    def(
        "macd",
        "trend",
        MACD3,
        Returns::Num,
        "MACD line: EMA(col, fast) - EMA(col, slow), both EMAs seeded with the first value (defined from bar 0; \
         TA-Lib seeds with an SMA and starts later, the values converge after warm-up).",
        "macd(close, 12, 26) > 0",
        |a| Ok(macd(a, Line::Macd)),
    ),
    def(
        "macd_signal",
        "trend",
        MACD4,
        Returns::Num,
        "MACD signal line: EMA(macd, sig), seeded with the first MACD value (defined from bar 0).",
        "crossover(macd(close), macd_signal(close))",
        |a| Ok(macd(a, Line::Signal)),
    ),
    def(
        "macd_hist",
        "trend",
        MACD4,
        Returns::Num,
        "MACD histogram: macd - macd_signal.",
        "macd_hist(close, 12, 26, 9) > 0",
        |a| Ok(macd(a, Line::Hist)),
    ),
    def(
        "adx",
        "trend",
        &[Int("n", Some(14))],
        Returns::Num,
        "Average Directional Index 0-100: Wilder smoothing (SMA seed) of DX = 100*|+DI - -DI|/(+DI + -DI); first value \
         at bar 2n-2 (TA-Lib: 2n-1; converges after warm-up). Above 25 = trending.",
        "adx(14) > 25",
        |a| Ok(dmi(a, Dm::Adx)),
    ),
    def(
        "plus_di",
        "trend",
        &[Int("n", Some(14))],
        Returns::Num,
        "+DI: 100*Wilder(+DM, n)/Wilder(TR, n), +DM = high-prev high when that exceeds prev low-low and 0 (first bar \
         0); Wilder seeded with an SMA, first value at bar n-1 (TA-Lib: bar n).",
        "plus_di(14) > minus_di(14)",
        |a| Ok(dmi(a, Dm::Plus)),
    ),
    def(
        "minus_di",
        "trend",
        &[Int("n", Some(14))],
        Returns::Num,
        "-DI: 100*Wilder(-DM, n)/Wilder(TR, n), -DM = prev low-low when that exceeds high-prev high and 0 (first bar 0); \
         first value at bar n-1.",
        "minus_di(14) > 30",
        |a| Ok(dmi(a, Dm::Minus)),
    ),
    def(
        "supertrend",
        "trend",
        ST,
        Returns::Num,
        "SuperTrend line: bands (high+low)/2 +- mult*ATR(n) (Wilder ATR) that only ratchet toward price; the line is the \
         lower band in an up-trend and the upper band in a down-trend; the first bar with an ATR starts down.",
        "close > supertrend(10, 3)",
        |a| Ok(supertrend(a, false)),
    ),
    def(
        "supertrend_dir",
        "trend",
        ST,
        Returns::Num,
        "SuperTrend direction: +1 up-trend, -1 down-trend (TradingView's sign inverted); missing before the first ATR.",
        "supertrend_dir(10, 3) == 1",
        |a| Ok(supertrend(a, true)),
    ),
    def(
        "sar",
        "trend",
        &[Float("accel", Some(0.02)), Float("max_accel", Some(0.2))],
        Returns::Num,
        "Parabolic SAR: starts long when close[1] >= close[0] with SAR = low[0], EP = high[0] (short: high[0], low[0]); \
         SAR += AF*(EP - SAR) clamped to the two previous lows (highs when short); a bar through it flips the trend \
         (SAR = EP, AF reset to accel); a new extreme raises AF by accel up to max_accel. Missing with fewer than 2 bars. \
         TA-Lib additionally clamps a reversal bar's SAR into that bar's range, so its values differ from a reversal \
         until the next one.",
        "close > sar(0.02, 0.2)",
        sar,
    ),
];
