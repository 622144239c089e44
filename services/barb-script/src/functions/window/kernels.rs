//! Window kernels over `f64` slices with NaN as "missing", reproducing the
//! pandas conventions the spec fixes (rolling windows need `n` valid values,
//! EMA seeded with the first value, Wilder smoothing seeded with an SMA). The
//! other families build on these.
//!
//! pandas treats ±inf as missing inside rolling and `ewm` windows (its window
//! code converts them to NaN first), so the window kernels below do the same;
//! Barb's own loops (Wilder, SuperTrend, SAR, pattern loops) see inf as a value.
//!
//! Every kernel is O(len). Sums and means are exact
//! ([`ExactSum`]): values that are exactly 0 or a bound come out exactly.

use std::collections::VecDeque;

use super::exact_sum::ExactSum;

/// A value pandas' window code counts (finite).
#[inline]
fn ok(v: f64) -> bool {
    v.is_finite()
}

/// Re-computation interval of the sliding sums: often enough to keep the
/// rounding drift of add/remove updates far below 1e-12 relative, rarely
/// enough to stay O(len) amortised.
fn resum_every(n: usize) -> usize {
    n.max(64)
}

/// Rolling window reducer over the last `n` values; NaN where the window is
/// not full or holds a missing (NaN/inf) value (pandas `rolling(n)` with
/// `min_periods = n`). O(len·n): the naive reference the kernels are tested against.
#[cfg(test)]
pub fn rolling(x: &[f64], n: usize, f: impl Fn(&[f64]) -> f64) -> Vec<f64> {
    let mut out = vec![f64::NAN; x.len()];
    if n == 0 {
        return out;
    }
    let mut bad = 0usize;
    for i in 0..x.len() {
        if !ok(x[i]) {
            bad += 1;
        }
        if i >= n && !ok(x[i - n]) {
            bad -= 1;
        }
        if i + 1 >= n && bad == 0 {
            out[i] = f(&x[i + 1 - n..=i]);
        }
    }
    out
}

/// Rolling mean (O(len)): the exact window sum rounded, divided by n. A
/// window of identical values gives that value exactly, as pandas does, so a
/// flat window compares equal to its bars.
pub fn rolling_mean(x: &[f64], n: usize) -> Vec<f64> {
    let mut s = rolling_sum(x, n);
    let mut same = 0usize;
    for i in 0..s.len() {
        same = if i > 0 && x[i] == x[i - 1] { same + 1 } else { 1 };
        s[i] = if same >= n && !s[i].is_nan() { x[i] } else { s[i] / n as f64 };
    }
    s
}

/// Rolling sum in O(len): the window's values are added to and removed from
/// an [`ExactSum`], so every output is the exact window sum rounded once — a
/// window of zeros sums to exactly 0 however much came before it.
pub fn rolling_sum(x: &[f64], n: usize) -> Vec<f64> {
    let mut out = vec![f64::NAN; x.len()];
    if n == 0 {
        return out;
    }
    let mut acc = ExactSum::new();
    let mut bad = 0usize;
    for i in 0..x.len() {
        if ok(x[i]) {
            acc.add(x[i]);
        } else {
            bad += 1;
        }
        if i >= n {
            if ok(x[i - n]) {
                acc.sub(x[i - n]);
            } else {
                bad -= 1;
            }
        }
        if i + 1 >= n && bad == 0 {
            out[i] = acc.value();
        }
    }
    out
}

/// Rolling maximum (`max = true`) or minimum over the last `n` values in
/// O(len) with a monotonic deque; NaN where the window is not full or holds a
/// value for which `missing` is true.
fn extreme_by(x: &[f64], n: usize, max: bool, missing: fn(f64) -> bool) -> Vec<f64> {
    let mut out = vec![f64::NAN; x.len()];
    if n == 0 {
        return out;
    }
    let mut dq: VecDeque<usize> = VecDeque::new();
    let mut last_bad: Option<usize> = None;
    for (i, &v) in x.iter().enumerate() {
        if missing(v) {
            // Every window holding i is missing; older candidates are never needed again.
            last_bad = Some(i);
            dq.clear();
            continue;
        }
        while let Some(&b) = dq.back() {
            let dominated = if max { x[b] <= v } else { x[b] >= v };
            if !dominated {
                break;
            }
            dq.pop_back();
        }
        dq.push_back(i);
        while let Some(&f) = dq.front() {
            if f + n > i {
                break;
            }
            dq.pop_front();
        }
        if i + 1 >= n && last_bad.is_none_or(|j| j + n <= i) {
            out[i] = x[dq[0]];
        }
    }
    out
}

/// pandas' rolling max/min: ±inf and NaN are missing.
pub fn rolling_extreme(x: &[f64], n: usize, max: bool) -> Vec<f64> {
    extreme_by(x, n, max, |v| !ok(v))
}

/// Max/min of raw values (only NaN is missing), for element-wise comparisons
/// such as "x beats each of the last n values" where inf is a real value.
pub fn raw_extreme(x: &[f64], n: usize, max: bool) -> Vec<f64> {
    extreme_by(x, n, max, f64::is_nan)
}

/// Rolling maximum.
pub fn rolling_max(x: &[f64], n: usize) -> Vec<f64> {
    rolling_extreme(x, n, true)
}

/// Rolling minimum.
pub fn rolling_min(x: &[f64], n: usize) -> Vec<f64> {
    rolling_extreme(x, n, false)
}

/// Rolling standard deviation with `ddof` (1 = sample, 0 = population) in
/// O(len): sums of deviations from a pivot near the window mean, re-based
/// exactly every n bars. A window of identical values gives exactly 0, as in
/// pandas (which tracks runs of equal values for the same reason).
pub fn rolling_std(x: &[f64], n: usize, ddof: usize) -> Vec<f64> {
    let mut out = vec![f64::NAN; x.len()];
    if n == 0 || n <= ddof {
        return out;
    }
    // Re-base every n bars: the deviations then stay within about the range of
    // two windows, which keeps the sum-of-squares cancellation well conditioned
    // (amortised O(1) per bar).
    let every = n;
    let nf = n as f64;
    let (mut pivot, mut s, mut ss) = (0.0, 0.0, 0.0);
    let (mut bad, mut since, mut same) = (0usize, usize::MAX, 0usize);
    for i in 0..x.len() {
        if !ok(x[i]) {
            bad += 1;
        }
        if i >= n && !ok(x[i - n]) {
            bad -= 1;
        }
        same = if i > 0 && x[i] == x[i - 1] { same + 1 } else { 1 };
        if i + 1 < n || bad > 0 {
            since = usize::MAX;
            continue;
        }
        let w = &x[i + 1 - n..=i];
        if since >= every {
            pivot = w.iter().sum::<f64>() / nf;
            s = w.iter().map(|v| v - pivot).sum();
            ss = w.iter().map(|v| (v - pivot) * (v - pivot)).sum();
            since = 0;
        } else {
            let (a, b) = (x[i] - pivot, x[i - n] - pivot);
            s += a - b;
            ss += a * a - b * b;
            since += 1;
        }
        out[i] = if same >= n {
            0.0
        } else {
            let m = s / nf;
            ((ss - nf * m * m) / (nf - ddof as f64)).max(0.0).sqrt()
        };
    }
    out
}

/// Shift by `n` (positive = lag, negative = lead), NaN at the edge.
pub fn shift(x: &[f64], n: i64) -> Vec<f64> {
    let len = x.len() as i64;
    (0..len).map(|i| if i - n >= 0 && i - n < len { x[(i - n) as usize] } else { f64::NAN }).collect()
}

/// pandas `ewm(alpha, adjust=False, ignore_na=False).mean()`: seeded with the
/// first valid value; a gap of k missing inputs weights the previous value by
/// (1−α)^k against the new one.
pub fn ewm(x: &[f64], alpha: f64) -> Vec<f64> {
    let mut out = vec![f64::NAN; x.len()];
    let mut prev: Option<f64> = None;
    let mut gap = 0i32;
    for (i, &v) in x.iter().enumerate() {
        // pandas' window code treats ±inf as missing here too.
        match (prev, !v.is_finite()) {
            (None, true) => {}
            (None, false) => {
                prev = Some(v);
                gap = 0;
            }
            (Some(p), true) => {
                gap += 1;
                out[i] = p;
                continue;
            }
            (Some(p), false) => {
                let w_prev = (1.0 - alpha).powi(gap + 1);
                let next = (w_prev * p + alpha * v) / (w_prev + alpha);
                prev = Some(next);
                gap = 0;
            }
        }
        if let Some(p) = prev {
            out[i] = p;
        }
    }
    out
}

/// EMA with span `n` (α = 2/(n+1)).
pub fn ema(x: &[f64], n: usize) -> Vec<f64> {
    ewm(x, 2.0 / (n as f64 + 1.0))
}

/// Wilder smoothing (RMA): seed = mean of the first `n` valid inputs placed at
/// the n-th valid input; then r = r + (x − r)/n; a NaN input carries r forward.
pub fn wilder(x: &[f64], n: usize) -> Vec<f64> {
    let mut out = vec![f64::NAN; x.len()];
    if n == 0 {
        return out;
    }
    let (mut seen, mut sum) = (0usize, 0.0);
    let mut r: Option<f64> = None;
    for (i, &v) in x.iter().enumerate() {
        match r {
            None => {
                if !v.is_nan() {
                    seen += 1;
                    sum += v;
                    if seen == n {
                        r = Some(sum / n as f64);
                        out[i] = sum / n as f64;
                    }
                }
            }
            Some(prev) => {
                let next = if v.is_nan() { prev } else { prev + (v - prev) / n as f64 };
                r = Some(next);
                out[i] = next;
            }
        }
    }
    out
}

/// Weighted moving average with weights 1..n (oldest → newest), O(len):
/// the weighted sum W and plain sum S slide as W' = W − S + n·x_new,
/// S' = S − x_old + x_new, re-computed exactly at intervals.
pub fn wma(x: &[f64], n: usize) -> Vec<f64> {
    let mut out = vec![f64::NAN; x.len()];
    if n == 0 {
        return out;
    }
    let nf = n as f64;
    let denom = nf * (nf + 1.0) / 2.0;
    let every = resum_every(n);
    let (mut w, mut s) = (0.0, 0.0);
    let (mut bad, mut since) = (0usize, usize::MAX);
    for i in 0..x.len() {
        if !ok(x[i]) {
            bad += 1;
        }
        if i >= n && !ok(x[i - n]) {
            bad -= 1;
        }
        if i + 1 < n || bad > 0 {
            since = usize::MAX;
            continue;
        }
        let win = &x[i + 1 - n..=i];
        if since >= every {
            w = win.iter().enumerate().map(|(k, v)| (k + 1) as f64 * v).sum();
            s = win.iter().sum();
            since = 0;
        } else {
            w += nf * x[i] - s;
            s += x[i] - x[i - n];
            since += 1;
        }
        out[i] = w / denom;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::functions::testing::{close, close_rel, noisy};

    /// Sample (`ddof = 1`) or population (`ddof = 0`) standard deviation of a slice.
    fn std(w: &[f64], ddof: usize) -> f64 {
        let n = w.len();
        if n <= ddof {
            return f64::NAN;
        }
        let mean = w.iter().sum::<f64>() / n as f64;
        let ss: f64 = w.iter().map(|v| (v - mean) * (v - mean)).sum();
        (ss / (n - ddof) as f64).sqrt()
    }

    #[test]
    fn rolling_needs_a_full_window_without_nan() {
        let x = [1.0, 2.0, 3.0, f64::NAN, 5.0, 6.0, 7.0];
        assert!(close(&rolling_mean(&x, 2), &[f64::NAN, 1.5, 2.5, f64::NAN, f64::NAN, 5.5, 6.5]));
        assert!(close(
            &rolling(&x, 3, |w| w.iter().cloned().fold(f64::MIN, f64::max)),
            &[f64::NAN, f64::NAN, 3.0, f64::NAN, f64::NAN, f64::NAN, 7.0]
        ));
    }

    #[test]
    fn ema_is_seeded_with_first_value() {
        // alpha = 0.5 for span 3: 1, 1.5, 2.25
        assert!(close(&ema(&[1.0, 2.0, 3.0], 3), &[1.0, 1.5, 2.25]));
        // pandas adjust=False, ignore_na=False: [1, NaN, 3] -> 1, 1, (0.25*1 + 0.5*3)/(0.25+0.5)
        assert!(close(&ema(&[1.0, f64::NAN, 3.0], 3), &[1.0, 1.0, (0.25 + 1.5) / 0.75]));
    }

    #[test]
    fn wilder_is_seeded_with_sma() {
        let r = wilder(&[1.0, 2.0, 3.0, 4.0], 3);
        assert!(close(&r, &[f64::NAN, f64::NAN, 2.0, 2.0 + (4.0 - 2.0) / 3.0]));
    }

    #[test]
    fn sliding_kernels_match_direct_window_computation() {
        for holes in [false, true] {
            let x = noisy(5000, holes);
            for n in [1, 2, 7, 20, 600] {
                let naive_max = rolling(&x, n, |w| w.iter().copied().fold(f64::NEG_INFINITY, f64::max));
                let naive_min = rolling(&x, n, |w| w.iter().copied().fold(f64::INFINITY, f64::min));
                let got = rolling_max(&x, n);
                if let Some(i) = (0..x.len()).find(|&i| !close_rel(&got[i..=i], &naive_max[i..=i], 0.0)) {
                    panic!("max n={n} holes={holes} i={i}: {} vs {}", got[i], naive_max[i]);
                }
                assert!(close_rel(&rolling_min(&x, n), &naive_min, 0.0), "min n={n}");
                let naive_sum = rolling(&x, n, |w| w.iter().sum());
                assert!(close_rel(&rolling_sum(&x, n), &naive_sum, 1e-12), "sum n={n}");
                let naive_wma = rolling(&x, n, |w| {
                    w.iter().enumerate().map(|(i, v)| (i + 1) as f64 * v).sum::<f64>() / (n * (n + 1) / 2) as f64
                });
                assert!(close_rel(&wma(&x, n), &naive_wma, 1e-12), "wma n={n}");
                for ddof in [0, 1] {
                    let naive_std = rolling(&x, n, |w| std(w, ddof));
                    let got = rolling_std(&x, n, ddof);
                    if let Some(i) = (0..x.len()).find(|&i| !close_rel(&got[i..=i], &naive_std[i..=i], 1e-9)) {
                        panic!("std n={n} ddof={ddof} holes={holes} i={i}: {} vs {}", got[i], naive_std[i]);
                    }
                }
            }
        }
    }

    #[test]
    fn infinity_is_missing_in_windows_and_ewm_like_pandas() {
        let x = [1.0, f64::INFINITY, 1.0, 1.0, 2.0];
        assert!(close(&rolling_sum(&x, 2), &[f64::NAN, f64::NAN, f64::NAN, 2.0, 3.0]));
        assert!(close(&rolling_max(&x, 2), &[f64::NAN, f64::NAN, f64::NAN, 1.0, 2.0]));
        // pandas' ewm treats inf like NaN; the gap rule is the spec's (pandas 2.x) one.
        assert!(close(&ema(&[1.0, f64::INFINITY, 2.0, 3.0], 3), &ema(&[1.0, f64::NAN, 2.0, 3.0], 3)));
        assert!(close(&ema(&[1.0, f64::NEG_INFINITY, 3.0], 3), &[1.0, 1.0, (0.25 + 1.5) / 0.75]));
    }

    #[test]
    fn flat_windows_have_exactly_zero_deviation_and_their_own_mean() {
        let x = [0.1, 0.1, 0.1, 0.2, 0.2, 0.2];
        let sd = rolling_std(&x, 3, 0);
        assert_eq!(sd[2], 0.0);
        assert_eq!(sd[5], 0.0);
        assert!((sd[3] - 0.047140452079103175).abs() < 1e-12); // pandas
        let m = rolling_mean(&x, 3);
        assert_eq!((m[2], m[5]), (0.1, 0.2));
        assert!(rolling_std(&x, 1, 1).iter().all(|v| v.is_nan()));
    }

    #[test]
    fn empty_input_gives_empty_output() {
        let e: [f64; 0] = [];
        assert!(rolling_std(&e, 3, 1).is_empty() && wma(&e, 3).is_empty() && ema(&e, 3).is_empty());
    }
}
