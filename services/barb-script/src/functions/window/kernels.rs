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

mod grid;
mod mean;

use grid::{Grid, dyadic, pow2, scaled, to_int};
pub(crate) use grid::{SumBound, bounded_span_sums, dyadic_scale};

/// A value pandas' window code counts (finite).
#[inline]
fn ok(v: f64) -> bool {
    v.is_finite()
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
    mean::on_grid(x, n).unwrap_or_else(|| rolling_mean_any(x, n))
}

/// [`rolling_mean`] of any series (the one-pass [`mean::on_grid`] covers
/// price series only).
fn rolling_mean_any(x: &[f64], n: usize) -> Vec<f64> {
    let nf = n as f64;
    // `start`: where the run of values equal to x[i] begins (a NaN never
    // equals its neighbour); `scanned`: how far the runs are known.
    let (mut scanned, mut start) = (0usize, 0usize);
    window_sums(x, n, |i, sum| {
        while scanned < i {
            scanned += 1;
            if x[scanned] != x[scanned - 1] {
                start = scanned;
            }
        }
        if i + 1 - start >= n { x[i] } else { sum / nf }
    })
}

/// Rolling sum in O(len), every output the exact window sum rounded once —
/// a window of zeros sums to exactly 0 however much came before it, and a
/// value depends on its window only. Values that share a binary scale
/// ([`dyadic_scale`]: prices, volumes) are summed as integers (`i64` when
/// n times the largest scaled value fits, else `i128`); others go through
/// an [`ExactSum`]. All give the same, correctly rounded, sums.
pub fn rolling_sum(x: &[f64], n: usize) -> Vec<f64> {
    window_sums(x, n, |_, sum| sum)
}

/// Every full window's exact sum rounded once, passed with its last index
/// to `finish` (called with increasing indices) for the output there; NaN
/// where the window is not full or holds a missing value.
fn window_sums(x: &[f64], n: usize, mut finish: impl FnMut(usize, f64) -> f64) -> Vec<f64> {
    if n == 0 {
        return vec![f64::NAN; x.len()];
    }
    match dyadic(x) {
        // |Σ| ≤ (n + 1) · largest < 2^63 (a window plus the value entering
        // it): the i64 sum cannot overflow.
        Some(grid) if grid.largest * n as f64 <= pow2(62) => {
            integer_window_sums::<i64>(x, n, &grid, |a| a as f64, finish)
        }
        Some(grid) => integer_window_sums::<i128>(x, n, &grid, |a| a as f64, finish),
        None => {
            let mut out = vec![f64::NAN; x.len()];
            let mut bad = 0usize;
            let mut acc = ExactSum::new();
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
                    out[i] = finish(i, acc.value());
                }
            }
            out
        }
    }
}

/// [`window_sums`] for values on a binary grid, as integers of type `T`
/// (wide enough for the caller's bound): each value scaled by 2^k is an
/// integer below 2^51 (exact as `i64`, [`to_int`]), each sum is exact and `to_f64`
/// rounds it once (to nearest, ties to even, as `as` does); the scaling
/// back is exact. Without missing values the loop has no branch per row.
fn integer_window_sums<T>(
    x: &[f64],
    n: usize,
    grid: &Grid,
    to_f64: impl Fn(T) -> f64,
    mut finish: impl FnMut(usize, f64) -> f64,
) -> Vec<f64>
where
    T: Copy + Default + From<i64> + std::ops::AddAssign + std::ops::SubAssign,
{
    let (up, down) = (pow2(grid.k), pow2(-grid.k));
    let m = |v: f64| T::from(to_int(v * up));
    let mut acc = T::default();
    if grid.all_finite {
        let mut out = Vec::with_capacity(x.len());
        if x.len() < n {
            out.resize(x.len(), f64::NAN);
            return out;
        }
        out.resize(n - 1, f64::NAN);
        for &v in &x[..n - 1] {
            acc += m(v);
        }
        // A plain loop over zipped slices keeps the sum in a register and
        // needs no bounds checks.
        for (i, (&new, &old)) in x[n - 1..].iter().zip(x).enumerate() {
            acc += m(new);
            let sum = to_f64(acc) * down;
            acc -= m(old);
            out.push(finish(n - 1 + i, sum));
        }
        return out;
    }
    let mut out = vec![f64::NAN; x.len()];
    let mut bad = 0usize;
    for i in 0..x.len() {
        if ok(x[i]) {
            acc += m(x[i]);
        } else {
            bad += 1;
        }
        if i >= n {
            if ok(x[i - n]) {
                acc -= m(x[i - n]);
            } else {
                bad -= 1;
            }
        }
        if i + 1 >= n && bad == 0 {
            out[i] = finish(i, to_f64(acc) * down);
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
/// O(len), exact until one final rounding chain: with the window's exact sum
/// S and exact sum of squares Q, D = n·Q − S² is computed exactly (as
/// integers for values on a binary grid, [`dyadic_scale`]; else in an
/// [`ExactSum`] with exact products), then σ = √(D / (n·(n − ddof))), D
/// rounded once. So a value depends on its window's values only (never on
/// the history before it), a flat window gives exactly 0, and the result is
/// within an ulp or two of the true deviation.
pub fn rolling_std(x: &[f64], n: usize, ddof: usize) -> Vec<f64> {
    let mut out = vec![f64::NAN; x.len()];
    if n == 0 || n <= ddof {
        return out;
    }
    let denom = (n as f64) * ((n - ddof) as f64);
    let finish = |d: f64| (d / denom).max(0.0).sqrt();
    let nf = n as f64;
    let mut bad = 0usize;
    // Integers: |m| < 2^51 and n·Σm² < 2^126 keep every term inside i128.
    let integral = dyadic_scale(x).filter(|&k| {
        let largest = x.iter().filter(|v| ok(**v)).fold(0.0f64, |a, v| a.max(v.abs())) * pow2(k);
        largest * largest * nf * nf < pow2(124)
    });
    match integral {
        Some(k) => {
            let (up, down2) = (pow2(k), pow2(-2 * k));
            let (mut s, mut q): (i128, i128) = (0, 0);
            for i in 0..x.len() {
                if ok(x[i]) {
                    let m = scaled(x[i], up);
                    (s, q) = (s + m, q + m * m);
                } else {
                    bad += 1;
                }
                if i >= n {
                    if ok(x[i - n]) {
                        let m = scaled(x[i - n], up);
                        (s, q) = (s - m, q - m * m);
                    } else {
                        bad -= 1;
                    }
                }
                if i + 1 >= n && bad == 0 {
                    let d = n as i128 * q - s * s;
                    out[i] = finish(d as f64 * down2);
                }
            }
        }
        None => {
            let (mut s, mut nq) = (ExactSum::new(), ExactSum::new());
            let put = |s: &mut ExactSum, nq: &mut ExactSum, v: f64, sign: f64| {
                let (p, e) = super::exact_sum::two_product(v, v);
                if sign > 0.0 {
                    s.add(v);
                    nq.add_product(nf, p);
                    nq.add_product(nf, e);
                } else {
                    s.sub(v);
                    nq.sub_product(nf, p);
                    nq.sub_product(nf, e);
                }
            };
            for i in 0..x.len() {
                if ok(x[i]) {
                    put(&mut s, &mut nq, x[i], 1.0);
                } else {
                    bad += 1;
                }
                if i >= n {
                    if ok(x[i - n]) {
                        put(&mut s, &mut nq, x[i - n], -1.0);
                    } else {
                        bad -= 1;
                    }
                }
                if i + 1 >= n && bad == 0 {
                    let mut d = nq.clone();
                    let terms = s.expansion();
                    for a in &terms {
                        for b in &terms {
                            d.sub_product(*a, *b);
                        }
                    }
                    out[i] = finish(d.value());
                }
            }
        }
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
    // pandas' window code treats ±inf as missing here too.
    let Some(first) = x.iter().position(|v| v.is_finite()) else {
        return out;
    };
    let keep = 1.0 - alpha;
    // Between present values the weights usually sum to exactly 1.0, and
    // x / 1.0 is x (IEEE): the division, most of the recursion's latency,
    // is skipped with the same bits.
    let next = |w_prev: f64, p: f64, v: f64| {
        let (num, den) = (w_prev * p + alpha * v, w_prev + alpha);
        if den == 1.0 { num } else { num / den }
    };
    let mut p = x[first];
    out[first] = p;
    let mut i = first + 1;
    while i < x.len() {
        // Right after a present value the old weight is (1−α)¹, which
        // `powi` computes as 1−α exactly: the run of present values needs
        // no power (a library call the compiler would otherwise make on
        // every bar and select away).
        while i < x.len() && x[i].is_finite() {
            p = next(keep, p, x[i]);
            out[i] = p;
            i += 1;
        }
        // A gap of k missing inputs carries the value and weighs it by
        // (1−α)^(k+1) against the next present one.
        let gap_start = i;
        while i < x.len() && !x[i].is_finite() {
            out[i] = p;
            i += 1;
        }
        if i < x.len() {
            p = next(keep.powi((i - gap_start) as i32 + 1), p, x[i]);
            out[i] = p;
            i += 1;
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
    let nf = n as f64;
    // The seed, then the recursion in a loop of its own (no per-bar test of
    // which phase it is in).
    let (mut seen, mut sum) = (0usize, 0.0);
    let Some(start) = x.iter().position(|&v| {
        if !v.is_nan() {
            seen += 1;
            sum += v;
        }
        seen == n
    }) else {
        return out;
    };
    let mut r = sum / nf;
    out[start] = r;
    for (slot, &v) in out[start + 1..].iter_mut().zip(&x[start + 1..]) {
        if !v.is_nan() {
            r += (v - r) / nf;
        }
        *slot = r;
    }
    out
}

/// Weighted moving average with weights 1..n (oldest → newest), O(len):
/// the weighted sum W and plain sum S slide as W' = W − S + n·x_new,
/// S' = S − x_old + x_new, exactly (integers for values on a binary grid,
/// else [`ExactSum`]s), and W is rounded once: a value depends on its
/// window's values only.
pub fn wma(x: &[f64], n: usize) -> Vec<f64> {
    let mut out = vec![f64::NAN; x.len()];
    if n == 0 {
        return out;
    }
    let nf = n as f64;
    let denom = nf * (nf + 1.0) / 2.0;
    let mut bad = 0usize;
    // The window needs a fresh start after a missing value (or at the start).
    let mut fresh = true;
    let window_ok = |bad: &mut usize, i: usize| {
        if !ok(x[i]) {
            *bad += 1;
        }
        if i >= n && !ok(x[i - n]) {
            *bad -= 1;
        }
        i + 1 >= n && *bad == 0
    };
    match dyadic_scale(x).filter(|&k| {
        x.iter().fold(0.0f64, |a, v| if ok(*v) { a.max(v.abs()) } else { a }) * pow2(k) * nf * nf < pow2(120)
    }) {
        Some(k) => {
            let (up, down) = (pow2(k), pow2(-k));
            let m = |v: f64| scaled(v, up);
            let (mut w, mut s): (i128, i128) = (0, 0);
            for i in 0..x.len() {
                if !window_ok(&mut bad, i) {
                    fresh = true;
                    continue;
                }
                let win = &x[i + 1 - n..=i];
                if fresh {
                    w = win.iter().enumerate().map(|(j, v)| (j as i128 + 1) * m(*v)).sum();
                    s = win.iter().map(|v| m(*v)).sum();
                    fresh = false;
                } else {
                    w += n as i128 * m(x[i]) - s;
                    s += m(x[i]) - m(x[i - n]);
                }
                out[i] = w as f64 * down / denom;
            }
        }
        None => {
            let (mut w, mut s) = (ExactSum::new(), ExactSum::new());
            for i in 0..x.len() {
                if !window_ok(&mut bad, i) {
                    fresh = true;
                    continue;
                }
                let win = &x[i + 1 - n..=i];
                if fresh {
                    (w, s) = (ExactSum::new(), ExactSum::new());
                    for (j, v) in win.iter().enumerate() {
                        w.add_product((j + 1) as f64, *v);
                        s.add(*v);
                    }
                    fresh = false;
                } else {
                    w.sub_sum(&s);
                    w.add_product(nf, x[i]);
                    s.add(x[i]);
                    s.sub(x[i - n]);
                }
                out[i] = w.value() / denom;
            }
        }
    }
    out
}

#[cfg(test)]
mod tests;
