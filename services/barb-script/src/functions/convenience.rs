//! Price, candle and signal shorthands over the bar's OHLC.

use polars::prelude::{Expr, lit, when};
use polars_arrow::bitmap::Bitmap;

use super::Parameter::{Float, Int, Series};
use super::bits::{self, Test};
use super::{FunctionDef, Returns, column, def, div, float, shift, udf};

fn open() -> Expr {
    float(column("open"))
}
fn high() -> Expr {
    float(column("high"))
}
fn low() -> Expr {
    float(column("low"))
}
fn close() -> Expr {
    float(column("close"))
}
fn body() -> Expr {
    close() - open()
}
/// A comparison whose missing results count as false (pandas NaN semantics).
fn test(e: Expr) -> Expr {
    e.fill_null(lit(false))
}

/// `a` crosses `b` at row i (above when `over`, else below): the rows
/// before compare `<=` (`>=`) and the rows now `>` (`<`); a missing value
/// on either row is no crossing (every comparison with NaN is false).
fn cross(a: &[super::Arg], over: bool) -> Expr {
    udf::mask(
        vec![a[0].expr(), a[1].expr()],
        udf::mask_kernel(move |x| {
            let (p, q) = (&*x[0], &*x[1]);
            // now[i]: row i is past b; before[i]: row i is at or short of it.
            let (now, before) =
                if over { bits::pack2(p, q, Test::Gt, Test::Le) } else { bits::pack2(p, q, Test::Lt, Test::Ge) };
            // A crossing at i is now[i] and before[i - 1]: `before` moved up a
            // row (one bit, carried across bytes); row 0 has no row before.
            let mut carry = 0u8;
            let bytes: Vec<u8> = now
                .iter()
                .zip(&before)
                .map(|(n, b)| {
                    let hit = n & (b << 1 | carry);
                    carry = b >> 7;
                    hit
                })
                .collect();
            Bitmap::from_u8_vec(bytes, p.len().min(q.len()))
        }),
    )
}

/// The convenience functions.
pub const FUNCTIONS: [FunctionDef; 19] = [
    def("gap", "convenience", &[], Returns::Num, "Open minus the previous close.", "gap()", |_| {
        Ok(open() - shift(close(), 1))
    }),
    def("gap_pct", "convenience", &[], Returns::Num, "Gap in percent of the previous close.", "gap_pct()", |_| {
        Ok(div(open() - shift(close(), 1), shift(close(), 1)) * lit(100.0))
    }),
    def(
        "change",
        "convenience",
        &[Series("col"), Int("n", Some(1))],
        Returns::Num,
        "col minus its value n bars earlier.",
        "change(close, 5)",
        |a| Ok(float(a[0].expr()) - shift(float(a[0].expr()), a[1].int())),
    ),
    def(
        "change_pct",
        "convenience",
        &[Series("col"), Int("n", Some(1))],
        Returns::Num,
        "Percent change over n bars: (col - prev)/prev*100.",
        "change_pct(close)",
        |a| {
            let prev = shift(float(a[0].expr()), a[1].int());
            Ok(div(float(a[0].expr()) - prev.clone(), prev) * lit(100.0))
        },
    ),
    def("range", "convenience", &[], Returns::Num, "High minus low.", "range()", |_| Ok(high() - low())),
    def("range_pct", "convenience", &[], Returns::Num, "Range in percent of the low.", "range_pct()", |_| {
        Ok(div(high() - low(), low()) * lit(100.0))
    }),
    def("midpoint", "convenience", &[], Returns::Num, "(high + low)/2.", "midpoint()", |_| {
        Ok((high() + low()) / lit(2.0))
    }),
    def("typical_price", "convenience", &[], Returns::Num, "(high + low + close)/3.", "typical_price()", |_| {
        Ok(div(high() + low() + close(), lit(3.0)))
    }),
    def("body", "convenience", &[], Returns::Num, "Close minus open.", "body()", |_| Ok(body())),
    def("body_pct", "convenience", &[], Returns::Num, "Body in percent of the open.", "body_pct()", |_| {
        Ok(div(body(), open()) * lit(100.0))
    }),
    def("upper_wick", "convenience", &[], Returns::Num, "High minus max(open, close).", "upper_wick()", |_| {
        Ok(high() - when(open().gt(close())).then(open()).otherwise(close()))
    }),
    def("lower_wick", "convenience", &[], Returns::Num, "min(open, close) minus low.", "lower_wick()", |_| {
        Ok(when(open().lt(close())).then(open()).otherwise(close()) - low())
    }),
    def("green", "convenience", &[], Returns::Bool, "Close above open.", "green()", |_| Ok(test(close().gt(open())))),
    def("red", "convenience", &[], Returns::Bool, "Close below open.", "red()", |_| Ok(test(close().lt(open())))),
    def(
        "doji",
        "convenience",
        &[Float("threshold", Some(0.1))],
        Returns::Bool,
        "|body|/range below threshold (a zero range is not a doji).",
        "doji(0.1)",
        |a| {
            let t = a[0].float();
            Ok(test(
                when((high() - low()).eq(lit(0.0)))
                    .then(lit(false))
                    .otherwise((body().abs() / (high() - low())).lt(lit(t))),
            ))
        },
    ),
    def(
        "inside_bar",
        "convenience",
        &[],
        Returns::Bool,
        "High below the previous high and low above the previous low.",
        "inside_bar()",
        |_| Ok(test(high().lt(shift(high(), 1)).and(low().gt(shift(low(), 1))))),
    ),
    def(
        "outside_bar",
        "convenience",
        &[],
        Returns::Bool,
        "High above the previous high and low below the previous low.",
        "outside_bar()",
        |_| Ok(test(high().gt(shift(high(), 1)).and(low().lt(shift(low(), 1))))),
    ),
    def(
        "crossover",
        "convenience",
        &[Series("a"), Series("b")],
        Returns::Bool,
        "a crosses above b: a[t-1] <= b[t-1] and a[t] > b[t] (b may be a number).",
        "crossover(ema(close, 10), ema(close, 30))",
        |a| Ok(cross(a, true)),
    ),
    def(
        "crossunder",
        "convenience",
        &[Series("a"), Series("b")],
        Returns::Bool,
        "a crosses below b: a[t-1] >= b[t-1] and a[t] < b[t] (b may be a number).",
        "crossunder(rsi(close, 14), 70)",
        |a| Ok(cross(a, false)),
    ),
];

#[cfg(test)]
mod tests {
    use polars::prelude::*;

    use crate::expr::{ColumnScope, compile, parse};
    use crate::functions::testing::noisy;

    /// crossover/crossunder (packed bits, the previous row carried across
    /// bytes) equal the definition row by row, with missing values, on
    /// lengths around byte boundaries.
    #[test]
    fn crossings_match_the_definition() {
        for len in [1, 2, 8, 9, 17, 64, 65, 300] {
            let a = noisy(len, true);
            let b: Vec<f64> = noisy(len + 3, true)[3..].iter().map(|v| v + 2.0).collect();
            let col = |name: &str, v: &[f64]| {
                let valid: Vec<Option<f64>> = v.iter().map(|x| (!x.is_nan()).then_some(*x)).collect();
                Series::new(name.into(), valid).into_column()
            };
            let frame = DataFrame::new(len, vec![col("open", &a), col("close", &b)]).expect("frame");
            for (text, over) in [("crossover(open, close)", true), ("crossunder(open, close)", false)] {
                let expr = compile(&parse(text).expect("parses"), &ColumnScope::bars()).expect("compiles").expr;
                let got = crate::execute::evaluate(&frame, &expr).expect("evaluates");
                let got: Vec<Option<bool>> = got.bool().expect("Boolean").iter().collect();
                let want: Vec<Option<bool>> = (0..len)
                    .map(|i| {
                        Some(
                            i > 0
                                && if over {
                                    a[i - 1] <= b[i - 1] && a[i] > b[i]
                                } else {
                                    a[i - 1] >= b[i - 1] && a[i] < b[i]
                                },
                        )
                    })
                    .collect();
                assert_eq!(got, want, "{text} len {len}");
            }
        }
    }
}
