//! Lag functions: values of earlier or later bars.

use super::Parameter::{Int, Series};
use super::{FunctionDef, Returns, def, shift};

/// The lag functions.
pub const FUNCTIONS: [FunctionDef; 2] = [
    def(
        "prev",
        "lag",
        &[Series("col"), Int("n", Some(1))],
        Returns::SameAs(0),
        "Value n bars earlier (missing for the first n bars).",
        "close - prev(close)",
        |a| Ok(shift(a[0].expr(), a[1].int())),
    ),
    def(
        "next",
        "lag",
        &[Series("col"), Int("n", Some(1))],
        Returns::SameAs(0),
        "Value n bars later (look-ahead; missing for the last n bars).",
        "next(close) > close",
        |a| Ok(shift(a[0].expr(), -a[1].int())),
    ),
];
