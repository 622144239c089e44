//! Oscillator kernels over `f64` slices (NaN = missing). The mean absolute
//! deviation of [`cci`] is O(len·n), as in pandas; the rest are O(len).
//! Window sums are exact, so the bounds (MFI 0 and 100, CCI 0, %K 0 and 100)
//! come out exactly where the exact arithmetic has them.

use crate::functions::window::kernels::{rolling_max, rolling_min, rolling_sum};

/// RSI with Wilder smoothing; the first change counts as 0 (first value at n−1).
///
/// One pass: the change, gain and loss of each bar and both Wilder
/// recursions ([`wilder`]'s arithmetic, operation for operation: the seed is
/// the running sum of the first `n` values divided by `n`, then
/// r + (v − r)/n) advance together, so the two division chains overlap
/// instead of running one after the other over intermediate vectors. A gain
/// or loss is never missing (a missing change counts as 0), so both
/// recursions are seeded at bar n−1, as [`wilder`] seeds them.
pub fn rsi(x: &[f64], n: usize) -> Vec<f64> {
    let mut out = vec![f64::NAN; x.len()];
    if n == 0 || x.len() < n {
        return out;
    }
    let nf = n as f64;
    let gain_loss = |d: f64| (if d > 0.0 { d } else { 0.0 }, if d < 0.0 { -d } else { 0.0 });
    // (±inf prices make the averages NaN: missing, as in the definition.)
    let value = |ag: f64, al: f64| {
        if ag.is_nan() || al.is_nan() {
            f64::NAN
        } else if al == 0.0 {
            100.0
        } else {
            100.0 - 100.0 / (1.0 + ag / al)
        }
    };
    // The seed: bars 0..n (bar 0's change is missing, counted as 0).
    let (mut sum_g, mut sum_l) = (0.0, 0.0);
    for w in x[..n].windows(2) {
        let (g, l) = gain_loss(w[1] - w[0]);
        sum_g += g;
        sum_l += l;
    }
    let (mut ag, mut al) = (sum_g / nf, sum_l / nf);
    out[n - 1] = value(ag, al);
    // The recursion, in a loop of its own.
    for (slot, w) in out[n..].iter_mut().zip(x[n - 1..].windows(2)) {
        let (g, l) = gain_loss(w[1] - w[0]);
        ag += (g - ag) / nf;
        al += (l - al) / nf;
        *slot = value(ag, al);
    }
    out
}

/// Typical price (h + l + c)/3.
pub fn typical(h: &[f64], l: &[f64], c: &[f64]) -> Vec<f64> {
    (0..h.len()).map(|i| (h[i] + l[i] + c[i]) / 3.0).collect()
}

/// Commodity Channel Index: (TP − SMA_n(TP)) / (0.015 · mean absolute
/// deviation of TP over n), TP = (h + l + c)/3.
///
/// Computed on S = h + l + c (exact for prices on a tick grid) as
/// `n·(n·S_i − ΣS) / (0.015 · Σ_j |n·S_j − ΣS|)` — the same quantity with
/// the divisions by 3 and n cancelled — with ΣS an exact window sum and each
/// `n·S − ΣS` one fused multiply-add, so a bar whose TP equals the window
/// mean gives exactly 0 and a flat window 0/0 = missing. The deviation is
/// O(len·n), as in pandas.
pub fn cci(h: &[f64], l: &[f64], c: &[f64], n: usize) -> Vec<f64> {
    let s: Vec<f64> = (0..h.len()).map(|i| h[i] + l[i] + c[i]).collect();
    let sums = rolling_sum(&s, n);
    let nf = n as f64;
    (0..s.len())
        .map(|i| {
            let total = sums[i];
            if total.is_nan() {
                return f64::NAN;
            }
            let window = &s[i + 1 - n..=i];
            let spread: f64 = window.iter().map(|&v| nf.mul_add(v, -total).abs()).sum();
            let dev = nf.mul_add(s[i], -total);
            nf * dev / (0.015 * spread)
        })
        .collect()
}

/// Stochastic %K: (close − LL_n)/(HH_n − LL_n)·100.
pub fn stoch_k(h: &[f64], l: &[f64], c: &[f64], n: usize) -> Vec<f64> {
    let (hh, ll) = (rolling_max(h, n), rolling_min(l, n));
    (0..c.len()).map(|i| (c[i] - ll[i]) / (hh[i] - ll[i]) * 100.0).collect()
}

/// Williams %R: (HH_n − close)/(HH_n − LL_n)·(−100).
pub fn williams_r(h: &[f64], l: &[f64], c: &[f64], n: usize) -> Vec<f64> {
    let (hh, ll) = (rolling_max(h, n), rolling_min(l, n));
    (0..c.len()).map(|i| (hh[i] - c[i]) / (hh[i] - ll[i]) * -100.0).collect()
}

/// Money Flow Index with rolling n-bar sums of positive and negative raw flow
/// (TP·volume), classified by the change of TP against the previous bar (the
/// first bar and unchanged TP count as neither).
pub fn mfi(h: &[f64], l: &[f64], c: &[f64], v: &[f64], n: usize) -> Vec<f64> {
    let tp = typical(h, l, c);
    let len = tp.len();
    let (mut pos, mut neg) = (vec![0.0; len], vec![0.0; len]);
    for i in 1..len {
        let d = tp[i] - tp[i - 1];
        let flow = tp[i] * v[i];
        if d > 0.0 {
            pos[i] = flow;
        } else if d < 0.0 {
            neg[i] = flow;
        }
    }
    let (ps, ns) = (rolling_sum(&pos, n), rolling_sum(&neg, n));
    (0..len).map(|i| 100.0 - 100.0 / (1.0 + ps[i] / ns[i])).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_pass_rsi_is_the_wilder_composition_bit_for_bit() {
        // The definition, spelled out: changes, gains and losses as
        // vectors, two Wilder smoothings, then the ratio.
        fn reference(x: &[f64], n: usize) -> Vec<f64> {
            use crate::functions::window::kernels::wilder;
            let delta: Vec<f64> = (0..x.len()).map(|i| if i == 0 { f64::NAN } else { x[i] - x[i - 1] }).collect();
            let gain: Vec<f64> = delta.iter().map(|d| if *d > 0.0 { *d } else { 0.0 }).collect();
            let loss: Vec<f64> = delta.iter().map(|d| if *d < 0.0 { -*d } else { 0.0 }).collect();
            let (ag, al) = (wilder(&gain, n), wilder(&loss, n));
            ag.iter()
                .zip(&al)
                .map(|(g, l)| {
                    if g.is_nan() || l.is_nan() {
                        f64::NAN
                    } else if *l == 0.0 {
                        100.0
                    } else {
                        100.0 - 100.0 / (1.0 + g / l)
                    }
                })
                .collect()
        }
        let mut flat = crate::functions::testing::noisy(400, true);
        flat[200..260].fill(5.0);
        flat[300] = f64::INFINITY;
        for x in [crate::functions::testing::noisy(3000, false), crate::functions::testing::noisy(3000, true), flat] {
            for n in [0, 1, 2, 3, 14, 100, 5000] {
                let (got, want) = (rsi(&x, n), reference(&x, n));
                assert_eq!(got.len(), want.len());
                for (i, (a, b)) in got.iter().zip(&want).enumerate() {
                    assert!(a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan()), "n={n} i={i}: {a} vs {b}");
                }
            }
        }
    }

    #[test]
    fn rsi_first_value_at_n_minus_1() {
        // Monotonic rise: no losses -> 100 from index n-1.
        let r = rsi(&[1.0, 2.0, 3.0, 4.0], 3);
        assert!(r[1].is_nan());
        assert_eq!(r[2], 100.0);
        // Hand computation: x = 1, 3, 2, 4 with n = 2.
        // gains 0,2,0,2; losses 0,0,1,0; seed at i=1: g=1, l=0 -> 100;
        // i=2: g = 1 + (0-1)/2 = .5, l = 0 + (1-0)/2 = .5 -> 50
        let r = rsi(&[1.0, 3.0, 2.0, 4.0], 2);
        assert_eq!(r[1], 100.0);
        assert!((r[2] - 50.0).abs() < 1e-12);
    }

    #[test]
    fn zero_ranges_give_missing_oscillators_not_panics() {
        let flat = [5.0; 30];
        assert!(stoch_k(&flat, &flat, &flat, 14).iter().all(|v| v.is_nan()));
        assert!(williams_r(&flat, &flat, &flat, 14).iter().all(|v| v.is_nan()));
        assert!(cci(&flat, &flat, &flat, 20).iter().all(|v| v.is_nan()));
        assert!(mfi(&flat, &flat, &flat, &flat, 14).iter().all(|v| v.is_nan()));
        let e: [f64; 0] = [];
        assert!(rsi(&e, 14).is_empty() && mfi(&e, &e, &e, &e, 14).is_empty());
    }
}
