//! The one rounding routine of the platform: NumPy's `round(x, n)`, i.e.
//! `rint(x·10ⁿ)/10ⁿ` with ties to even, evaluated on the double `x·10ⁿ`
//! (for n < 0: `rint(x/10⁻ⁿ)·10⁻ⁿ`). `round(2.405, 2)` is 2.4 because
//! 2.405·100 is the double 240.49999999999997; 869757/20 = 43487.85 rounds to
//! 43487.8 because 434878.5 is an exact tie and 434878 is even.
//!
//! It is a pure function of one value, so it cannot depend on the frame's
//! length or position. The `round()` function of the language and the
//! 4-decimal display rounding of tables (query-engine) both call it.

/// Powers of ten that are exact doubles (10⁰ … 10²²).
const POW10: [f64; 23] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20,
    1e21, 1e22,
];

/// 10^|n| as NumPy computes it (exact up to 10²²).
fn pow10(n: i32) -> f64 {
    POW10.get(n.unsigned_abs() as usize).copied().unwrap_or_else(|| 10f64.powi(n.abs()))
}

/// `x` rounded to `decimals` decimal places the NumPy way (ties to even on
/// the scaled double). NaN and ±inf pass through; the sign of zero is kept;
/// where `x·10ⁿ` overflows (NumPy then answers inf) `x` is returned, since a
/// value that large has no decimals.
pub fn round_half_even(x: f64, decimals: i32) -> f64 {
    if !x.is_finite() {
        return x;
    }
    let p = pow10(decimals);
    if decimals >= 0 {
        let y = x * p;
        // A value too large to have decimals is already an integer (and y may be inf).
        if !y.is_finite() { x } else { y.round_ties_even() / p }
    } else {
        (x / p).round_ties_even() * p
    }
}

#[cfg(test)]
mod tests {
    use super::round_half_even as r;

    #[test]
    fn numpy_examples() {
        // numpy 2.x: np.round(v, n)
        assert_eq!(r(2.405, 2), 2.4);
        assert_eq!(r(869757.0 / 20.0, 1), 43487.8);
        assert_eq!(r(43487.85, 1), 43487.8);
        assert_eq!(r(0.5, 0), 0.0);
        assert_eq!(r(1.5, 0), 2.0);
        assert_eq!(r(2.5, 0), 2.0);
        assert_eq!(r(-2.5, 0), -2.0);
        assert_eq!(r(2.675, 2), 2.68); // Python's round says 2.67: 2.675·100 rounds up to the tie 267.5
        assert_eq!(r(1.23455, 4), 1.2346);
        assert_eq!(r(1250.0, -2), 1200.0);
        assert_eq!(r(1350.0, -2), 1400.0);
        assert_eq!(r(1e300, 12), 1e300); // NumPy overflows to inf here; a value that large has no decimals
        assert!(r(f64::NAN, 2).is_nan());
        assert_eq!(r(f64::NEG_INFINITY, 2), f64::NEG_INFINITY);
        assert!(r(-0.00001, 4).is_sign_negative());
    }
}
