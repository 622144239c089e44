//! Volume indicators over the bar columns.

mod kernels;

use polars::prelude::{DataType, Expr};

use super::Parameter::Int;
use super::window::kernels as window_kernels;
use super::{FunctionDef, Returns, TS, column, def, div, udf};

fn volume_sma(n: usize) -> Expr {
    udf::num(vec![column("volume")], udf::kernel(move |x| window_kernels::rolling_mean(&x[0], n)))
}

/// Cumulative TP·volume over cumulative volume, restarted at every calendar
/// date of the bar label ([`kernels::vwap_by_day`]: exact sums, so the first
/// bar of a day is its typical price).
fn vwap_day() -> Expr {
    let day = column(TS).dt().date().cast(DataType::Int32);
    udf::num(
        vec![column("high"), column("low"), column("close"), column("volume"), day],
        udf::kernel(|x| kernels::vwap_by_day(&x[0], &x[1], &x[2], &x[3], &x[4])),
    )
}

/// The volume functions.
pub const FUNCTIONS: [FunctionDef; 5] = [
    def(
        "obv",
        "volume",
        &[],
        Returns::Num,
        "On-balance volume: cumulative sum of volume * sign(close - previous close); the first bar contributes 0 \
         (TA-Lib starts from the first bar's volume, so its values are ours + volume[0]).",
        "obv() > prev(obv(), 20)",
        |_| Ok(udf::num(vec![column("close"), column("volume")], udf::kernel(|x| kernels::obv(&x[0], &x[1])))),
    ),
    def(
        "vwap_day",
        "volume",
        &[],
        Returns::Num,
        "VWAP restarted each calendar date of the bar label: cumulative (TP*volume)/cumulative volume, TP = \
         (high+low+close)/3. On an overnight frame the evening bars start a new VWAP at midnight; on daily bars it is \
         the typical price.",
        "close > vwap_day()",
        |_| Ok(vwap_day()),
    ),
    def(
        "ad_line",
        "volume",
        &[],
        Returns::Num,
        "Accumulation/distribution line: cumulative CLV*volume with CLV = ((close-low) - (high-close))/(high-low); a \
         zero-range bar contributes 0.",
        "ad_line() > prev(ad_line(), 5)",
        |_| {
            Ok(udf::num(
                vec![column("high"), column("low"), column("close"), column("volume")],
                udf::kernel(|x| kernels::ad_line(&x[0], &x[1], &x[2], &x[3])),
            ))
        },
    ),
    def(
        "volume_ratio",
        "volume",
        &[Int("n", Some(20))],
        Returns::Num,
        "Volume relative to its n-bar simple average: volume/volume_sma(n) (first value at bar n-1; above 2 = spike).",
        "volume_ratio(20) > 2",
        |a| Ok(div(column("volume"), volume_sma(a[0].usize()))),
    ),
    def(
        "volume_sma",
        "volume",
        &[Int("n", Some(20))],
        Returns::Num,
        "Simple moving average of volume over n bars (first value at bar n-1).",
        "volume > 2 * volume_sma(20)",
        |a| Ok(volume_sma(a[0].usize())),
    ),
];
