//! Numeric kernels over `f64` slices with NaN as "missing", reproducing the
//! pandas conventions the spec fixes (rolling windows need `n` valid values,
//! EMA seeded with the first value, Wilder smoothing seeded with an SMA).

/// Rolling window reducer over the last `n` values; NaN where the window is
/// not full or holds a NaN (pandas `rolling(n)` with `min_periods = n`).
pub fn rolling(x: &[f64], n: usize, f: impl Fn(&[f64]) -> f64) -> Vec<f64> {
    let mut out = vec![f64::NAN; x.len()];
    if n == 0 {
        return out;
    }
    let mut nan_count = 0usize;
    for i in 0..x.len() {
        if x[i].is_nan() {
            nan_count += 1;
        }
        if i >= n && x[i - n].is_nan() {
            nan_count -= 1;
        }
        if i + 1 >= n && nan_count == 0 {
            out[i] = f(&x[i + 1 - n..=i]);
        }
    }
    out
}

/// Rolling mean with an O(1) update (sums re-based every window to limit drift).
pub fn rolling_mean(x: &[f64], n: usize) -> Vec<f64> {
    let mut s = rolling_sum(x, n);
    s.iter_mut().for_each(|v| *v /= n as f64);
    s
}

/// Rolling sum.
pub fn rolling_sum(x: &[f64], n: usize) -> Vec<f64> {
    let mut out = vec![f64::NAN; x.len()];
    if n == 0 {
        return out;
    }
    let (mut sum, mut nan_count) = (0.0, 0usize);
    for i in 0..x.len() {
        if x[i].is_nan() {
            nan_count += 1;
        } else {
            sum += x[i];
        }
        if i >= n {
            if x[i - n].is_nan() {
                nan_count -= 1;
            } else {
                sum -= x[i - n];
            }
        }
        if i + 1 >= n && nan_count == 0 {
            // Re-sum exactly now and then so long series do not accumulate error.
            if i % 1024 == 0 {
                sum = x[i + 1 - n..=i].iter().sum();
            }
            out[i] = sum;
        }
    }
    out
}

/// Sample (`ddof = 1`) or population (`ddof = 0`) standard deviation of a slice.
pub fn std(w: &[f64], ddof: usize) -> f64 {
    let n = w.len();
    if n <= ddof {
        return f64::NAN;
    }
    let mean = w.iter().sum::<f64>() / n as f64;
    let ss: f64 = w.iter().map(|v| (v - mean) * (v - mean)).sum();
    (ss / (n - ddof) as f64).sqrt()
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
        match (prev, v.is_nan()) {
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

/// Weighted moving average with weights 1..n (oldest → newest).
pub fn wma(x: &[f64], n: usize) -> Vec<f64> {
    let denom = (n * (n + 1)) as f64 / 2.0;
    rolling(x, n, |w| w.iter().enumerate().map(|(i, v)| (i + 1) as f64 * v).sum::<f64>() / denom)
}

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

/// RSI with Wilder smoothing; the first change counts as 0 (first value at n−1).
pub fn rsi(x: &[f64], n: usize) -> Vec<f64> {
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

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: &[f64], b: &[f64]) -> bool {
        a.len() == b.len() && a.iter().zip(b).all(|(x, y)| (x.is_nan() && y.is_nan()) || (x - y).abs() < 1e-9)
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
    fn true_range_uses_previous_close() {
        let tr = true_range(&[10.0, 12.0], &[8.0, 11.0], &[9.0, 11.5]);
        assert!(close(&tr, &[2.0, 3.0]));
    }
}
