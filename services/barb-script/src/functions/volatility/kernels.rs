//! Volatility kernels over `f64` slices (NaN = missing).

/// True range: max(h−l, |h−prev c|, |l−prev c|) ignoring NaN (first bar h−l).
pub fn true_range(h: &[f64], l: &[f64], c: &[f64]) -> Vec<f64> {
    (0..h.len())
        .map(|i| {
            let pc = if i > 0 { c[i - 1] } else { f64::NAN };
            [h[i] - l[i], (h[i] - pc).abs(), (l[i] - pc).abs()]
                .into_iter()
                .filter(|v| !v.is_nan())
                .fold(f64::NAN, f64::max)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::functions::testing::close;

    #[test]
    fn true_range_uses_previous_close() {
        let tr = true_range(&[10.0, 12.0], &[8.0, 11.0], &[9.0, 11.5]);
        assert!(close(&tr, &[2.0, 3.0]));
    }
}
