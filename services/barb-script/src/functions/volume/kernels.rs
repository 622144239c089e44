//! Volume kernels over `f64` slices (NaN = missing): cumulative flows.

/// On-balance volume: cumulative volume·sign(close change); the first bar
/// contributes 0. A missing change contributes NaN at its bar and, as in a
/// pandas cumsum, is skipped afterwards.
pub fn obv(c: &[f64], v: &[f64]) -> Vec<f64> {
    let mut acc = 0.0;
    (0..c.len())
        .map(|i| {
            let step = if i == 0 {
                0.0 * v[0]
            } else {
                let d = c[i] - c[i - 1];
                let s = if d.is_nan() {
                    f64::NAN
                } else if d > 0.0 {
                    1.0
                } else if d < 0.0 {
                    -1.0
                } else {
                    0.0
                };
                v[i] * s
            };
            if step.is_nan() {
                f64::NAN
            } else {
                acc += step;
                acc
            }
        })
        .collect()
}

/// Accumulation/distribution line: cumulative CLV·volume with
/// CLV = ((c − l) − (h − c))/(h − l), a missing CLV (zero range) counting 0.
pub fn ad_line(h: &[f64], l: &[f64], c: &[f64], v: &[f64]) -> Vec<f64> {
    let mut acc = 0.0;
    (0..c.len())
        .map(|i| {
            let clv = ((c[i] - l[i]) - (h[i] - c[i])) / (h[i] - l[i]);
            let clv = if clv.is_nan() { 0.0 } else { clv };
            let step = clv * v[i];
            if step.is_nan() {
                f64::NAN
            } else {
                acc += step;
                acc
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn obv_and_ad_line_accumulate_from_zero() {
        let c = [10.0, 11.0, 11.0, 9.0];
        let v = [100.0, 200.0, 300.0, 400.0];
        assert_eq!(obv(&c, &v), [0.0, 200.0, 200.0, -200.0]);
        // CLV: bar 0 closes at the high (+1), bar 1 zero range (0), bar 2 mid (0).
        let ad = ad_line(&[11.0, 5.0, 12.0], &[9.0, 5.0, 10.0], &[11.0, 5.0, 11.0], &[10.0, 20.0, 30.0]);
        assert_eq!(ad, [10.0, 10.0, 10.0]);
    }
}
