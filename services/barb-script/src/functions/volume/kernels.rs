//! Volume kernels over `f64` slices (NaN = missing): cumulative flows, summed
//! exactly ([`ExactSum`]) so a running total never drifts.

use crate::functions::window::exact_sum::ExactSum;

/// On-balance volume: cumulative volume·sign(close change); the first bar
/// contributes 0. A missing change contributes NaN at its bar and, as in a
/// pandas cumsum, is skipped afterwards.
pub fn obv(c: &[f64], v: &[f64]) -> Vec<f64> {
    let mut acc = ExactSum::new();
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
                acc.add(step);
                acc.value()
            }
        })
        .collect()
}

/// Accumulation/distribution line: cumulative CLV·volume with
/// CLV = ((c − l) − (h − c))/(h − l), a missing CLV (zero range) counting 0.
pub fn ad_line(h: &[f64], l: &[f64], c: &[f64], v: &[f64]) -> Vec<f64> {
    let mut acc = ExactSum::new();
    (0..c.len())
        .map(|i| {
            let clv = ((c[i] - l[i]) - (h[i] - c[i])) / (h[i] - l[i]);
            let clv = if clv.is_nan() { 0.0 } else { clv };
            let step = clv * v[i];
            if step.is_nan() {
                f64::NAN
            } else {
                acc.add(step);
                acc.value()
            }
        })
        .collect()
}

/// VWAP restarted whenever `day` changes: Σ(S·v)/(3·Σv) with S = h + l + c,
/// the products added exactly (value and rounding error of each), so the
/// first bar of a day is exactly its typical price fl(S/3) whenever S·v is a
/// double (always for prices on a tick grid). A bar with a missing input is
/// missing and skipped afterwards; zero volume so far gives missing.
pub fn vwap_by_day(h: &[f64], l: &[f64], c: &[f64], v: &[f64], day: &[f64]) -> Vec<f64> {
    let (mut num, mut den) = (ExactSum::new(), ExactSum::new());
    (0..c.len())
        .map(|i| {
            if i == 0 || day[i] != day[i - 1] {
                (num, den) = (ExactSum::new(), ExactSum::new());
            }
            let s = h[i] + l[i] + c[i];
            let p = s * v[i];
            if !p.is_finite() || !v[i].is_finite() {
                return f64::NAN;
            }
            num.add(p);
            num.add(s.mul_add(v[i], -p));
            den.add(v[i]);
            num.value() / (3.0 * den.value())
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

    #[test]
    fn vwap_starts_each_day_at_the_typical_price() {
        let (h, l, c) = ([16001.25, 16003.0, 16002.5], [15999.75, 16000.5, 16001.0], [16000.5, 16002.25, 16001.75]);
        let v = [137.0, 211.0, 59.0];
        let got = vwap_by_day(&h, &l, &c, &v, &[1.0, 1.0, 2.0]);
        assert_eq!(got[0], (h[0] + l[0] + c[0]) / 3.0);
        assert_eq!(got[2], (h[2] + l[2] + c[2]) / 3.0);
        let s = |i: usize| h[i] + l[i] + c[i];
        assert!((got[1] - (s(0) * v[0] + s(1) * v[1]) / (3.0 * (v[0] + v[1]))).abs() < 1e-9);
        assert!(vwap_by_day(&h, &l, &c, &[0.0; 3], &[1.0; 3]).iter().all(|x| x.is_nan()));
    }
}
