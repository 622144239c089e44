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

mod mean;

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

/// `v·2^k` (`up` = 2^k) as an integer, for a finite value of a series
/// whose [`dyadic_scale`] is k (see [`to_int`]).
#[inline]
fn scaled(v: f64, up: f64) -> i128 {
    i128::from(to_int(v * up))
}

/// 1.5 · 2^52: adding it to an integer below 2^51 in magnitude lands in
/// [2^52, 2^53), where the doubles are the integers, exactly.
const MAGIC: f64 = 6755399441055744.0;

/// An integer-valued double below 2^51 in magnitude as `i64`: its bits
/// after adding [`MAGIC`] hold it in the mantissa. Exact, and two
/// instructions — the checked `as` conversion costs six, to i128 a library
/// call.
#[inline]
fn to_int(y: f64) -> i64 {
    (y + MAGIC).to_bits() as i64 - MAGIC.to_bits() as i64
}

/// 2^k for |k| ≤ 1000, exactly.
fn pow2(k: i32) -> f64 {
    f64::from_bits(((k + 1023) as u64) << 52)
}

/// The `k` for which every finite value of `x` is an integer times 2^-k
/// with magnitude below 2^51, so that window sums of `x·2^k` are exact in
/// `i128` (up to 2^76 values): prices on a binary tick grid (0.25 → k = 2),
/// integer volumes (k = 0), and any values whose exponents lie close enough
/// together (a day of prices of one instrument, however they were
/// computed); `None` when they spread too far (values of very different
/// magnitudes, or reaching below 2^-64).
pub(crate) fn dyadic_scale(x: &[f64]) -> Option<i32> {
    dyadic(x).map(|g| g.k)
}

/// Whether every sum of values of `x` — any subset, in any order, Kahan
/// compensated or not — is exact, hence the same: all values finite on one
/// binary grid (2^-k) with |x|·2^k · len below 2^53, so every partial sum
/// is an integer times 2^-k that a double holds exactly. Bar prices and
/// their differences are (ticks of 0.25); a grouped mean of them then does
/// not depend on how an engine splits or orders the additions.
///
/// And no −0.0: exact sums of the other values are never −0.0, so where an
/// engine starts its sums (0.0, or a group's single value) cannot show.
pub(crate) fn sums_exact_in_any_order(x: &[f64]) -> bool {
    dyadic(x).is_some_and(|g| g.all_finite && g.largest * x.len() as f64 <= pow2(53))
        && !x.iter().fold(false, |seen, v| seen | (v.to_bits() == (-0.0f64).to_bits()))
}

/// A series on a binary grid: its [`dyadic_scale`] and what the integer
/// kernels need to pick their width and loop.
struct Grid {
    /// Every finite value is an integer times 2^-k.
    k: i32,
    /// The largest |value| · 2^k (below 2^51).
    largest: f64,
    /// No NaN or ±inf.
    all_finite: bool,
}

/// [`dyadic_scale`] with the largest scaled value and whether every value
/// is finite, in one pass.
fn dyadic(x: &[f64]) -> Option<Grid> {
    dyadic_checked(x).or_else(|| dyadic_scan(x))
}

/// [`dyadic`] the quick way, for series without missing values: the scale
/// of the first values, checked on every value with [`MAGIC`] (y is an
/// integer below 2^51 exactly when y + MAGIC − MAGIC == y, NaN and ±inf
/// never), which the compiler can run several values at a time. The first
/// values' scale is at most the series' and every value is an integer at
/// it, so it is the series' scale. `None` when any check fails.
fn dyadic_checked(x: &[f64]) -> Option<Grid> {
    let k = dyadic_scan(&x[..x.len().min(64)])?.k;
    let up = pow2(k);
    let (mut integral, mut largest) = (true, 0.0f64);
    for &v in x {
        let y = v * up;
        integral &= y + MAGIC - MAGIC == y;
        let a = y.abs();
        largest = if a > largest { a } else { largest };
    }
    (integral && largest < pow2(51)).then_some(Grid { k, largest, all_finite: true })
}

/// [`dyadic`] value by value.
fn dyadic_scan(x: &[f64]) -> Option<Grid> {
    const FRAC: u64 = (1 << 52) - 1;
    // The lowest set bit's weight over the finite non-zero values, their
    // largest magnitude (as bits: the order of non-negative doubles), and
    // whether anything is missing — selects rather than branches, so the
    // pass runs at the speed of memory.
    let (mut lowest, mut largest, mut missing) = (i32::MAX, 0u64, false);
    for &v in x {
        let bits = v.to_bits() & !(1 << 63);
        let exp = (bits >> 52) as i32;
        let skip = exp == 0x7ff || bits == 0;
        missing |= exp == 0x7ff;
        // v = mantissa · 2^(max(exp, 1) − 1075), a subnormal's mantissa
        // without the implicit bit; below its trailing zeros it is all zero.
        let low = ((bits & FRAC) | (1 << 52)).trailing_zeros() as i32 + exp.max(1) - 1075;
        lowest = lowest.min(if skip { i32::MAX } else { low });
        largest = largest.max(if skip { 0 } else { bits });
    }
    let k = if lowest == i32::MAX { 0 } else { (-lowest).max(0) };
    if k > 64 {
        return None;
    }
    let largest = f64::from_bits(largest) * pow2(k);
    (largest < pow2(51)).then_some(Grid { k, largest, all_finite: !missing })
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
                // Between present values the weights usually sum to exactly
                // 1.0, and x / 1.0 is x (IEEE): the division, most of the
                // recursion's latency, is skipped with the same bits.
                let (num, den) = (w_prev * p + alpha * v, w_prev + alpha);
                let next = if den == 1.0 { num } else { num / den };
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

    /// The recursion as defined (always dividing by the weights' sum)
    /// against [`ewm`], bit for bit, for spans whose weights do and do not
    /// sum to exactly 1.0, with gaps.
    #[test]
    fn ewm_skips_only_divisions_by_exactly_one() {
        fn reference(x: &[f64], alpha: f64) -> Vec<f64> {
            let mut out = vec![f64::NAN; x.len()];
            let (mut prev, mut gap): (Option<f64>, i32) = (None, 0);
            for (i, &v) in x.iter().enumerate() {
                match (prev, !v.is_finite()) {
                    (None, true) => {}
                    (None, false) => (prev, gap) = (Some(v), 0),
                    (Some(_), true) => gap += 1,
                    (Some(p), false) => {
                        let w = (1.0 - alpha).powi(gap + 1);
                        (prev, gap) = (Some((w * p + alpha * v) / (w + alpha)), 0);
                    }
                }
                if let Some(p) = prev {
                    out[i] = p;
                }
            }
            out
        }
        let mut skipped = 0;
        for holes in [false, true] {
            let x = noisy(3000, holes);
            for n in [1usize, 2, 3, 9, 12, 14, 20, 26, 50, 200] {
                let alpha = 2.0 / (n as f64 + 1.0);
                skipped += usize::from((1.0 - alpha) + alpha == 1.0);
                let (got, want) = (ewm(&x, alpha), reference(&x, alpha));
                for (i, (a, b)) in got.iter().zip(&want).enumerate() {
                    assert!(a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan()), "n={n} i={i}: {a} vs {b}");
                }
            }
            for alpha in [0.1, 0.3, 0.7, 1.0 / 3.0] {
                assert!(ewm(&x, alpha).iter().zip(reference(&x, alpha)).all(|(a, b)| a.to_bits() == b.to_bits()));
            }
        }
        assert!(skipped > 0, "no span exercised the skipped division");
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
    fn window_values_do_not_depend_on_earlier_history() {
        // On a tick grid (integer path) and off it (exact-sum path), with holes.
        let ticks: Vec<f64> = noisy(3000, true).iter().map(|v| (v * 4.0).round() / 4.0 + 15000.0).collect();
        // Thirds spread over nine binary orders of magnitude: no common scale.
        let thirds: Vec<f64> =
            noisy(3000, true).iter().enumerate().map(|(i, v)| (v / 3.0 + 1.0 / 7.0) / (1 << (i % 9)) as f64).collect();
        assert!(dyadic_scale(&ticks) == Some(2) && dyadic_scale(&thirds).is_none());
        for x in [&ticks, &thirds] {
            for n in [1, 5, 20, 130] {
                type Kernel<'a> = &'a dyn Fn(&[f64]) -> Vec<f64>;
                let kernels: [(&str, Kernel); 4] = [
                    ("sum", &|v| rolling_sum(v, n)),
                    ("std", &|v| rolling_std(v, n, 1)),
                    ("pstd", &|v| rolling_std(v, n, 0)),
                    ("wma", &|v| wma(v, n)),
                ];
                for (name, k) in kernels {
                    let whole = k(x);
                    for start in [1usize, 17, 999] {
                        let part = k(&x[start..]);
                        let same = part[n..].iter().zip(&whole[start + n..]).all(|(a, b)| a.to_bits() == b.to_bits());
                        assert!(same, "{name} n={n} from {start}: history leaks into the window");
                    }
                }
            }
        }
    }

    #[test]
    fn integer_window_sums_equal_exact_sums_past_the_i64_range() {
        // Ticks around 20,000 with holes (sums that fit in i64), and
        // integers just below 2^51 whose 5,000-bar windows sum past 2^63
        // (i128 sums), with and without holes: every window equals the
        // window summed in an ExactSum and rounded once, bit for bit.
        let ticks: Vec<f64> = noisy(3000, true).iter().map(|v| (v * 4.0).round() / 4.0).collect();
        let big: Vec<f64> = (0..6000u64).map(|i| ((1u64 << 51) - 1 - (i * 7919) % 1000) as f64).collect();
        let mut big_holes = big.clone();
        big_holes[5600] = f64::NAN;
        big_holes[5900] = f64::INFINITY;
        // Each series through the loop without missing values and the one with them, in i64 and i128.
        for x in [&ticks, &big, &big_holes] {
            assert!(dyadic_scale(x).is_some());
            for n in [1, 7, 20, 5000] {
                let got = rolling_sum(x, n);
                let want_at = |i: usize| {
                    let window = &x[i + 1 - n..=i];
                    if !window.iter().all(|v| v.is_finite()) {
                        return f64::NAN;
                    }
                    let mut e = ExactSum::new();
                    window.iter().for_each(|&v| e.add(v));
                    e.value()
                };
                for i in (n - 1..x.len()).step_by(if n > 100 { 13 } else { 1 }) {
                    assert!(got[i].to_bits() == want_at(i).to_bits(), "n={n} at {i}: {} != {}", got[i], want_at(i));
                }
            }
        }
        assert!(rolling_sum(&big, 5000)[4999] > 9.3e18, "the last case must pass i64::MAX");
    }

    #[test]
    fn grid_detection_agrees_with_the_value_by_value_scan() {
        // The quick check (first values' scale, verified on all) and the
        // scan agree on the scale, including when a later value needs a
        // finer grid than the first 64, and neither accepts values at or
        // beyond 2^51 once scaled.
        let mut later_finer: Vec<f64> = (0..500).map(|i| 20_000.0 + (i % 7) as f64).collect();
        later_finer[300] = 20_000.125;
        let cases: [(&str, Vec<f64>, Option<i32>); 5] = [
            ("ticks", (0..500).map(|i| 20_000.0 + (i % 9) as f64 * 0.25).collect(), Some(2)),
            ("later finer", later_finer, Some(3)),
            ("thirds", (0..500).map(|i| i as f64 / 3.0).collect(), None),
            ("2^51", vec![2f64.powi(51), 1.0], None),
            ("just below 2^51", vec![2f64.powi(51) - 1.0, -(2f64.powi(51) - 1.0)], Some(0)),
        ];
        for (name, x, want) in cases {
            assert_eq!(dyadic_scan(&x).map(|g| g.k), want, "{name}: scan");
            assert_eq!(dyadic(&x).map(|g| g.k), want, "{name}: dyadic");
            if let Some(g) = dyadic_checked(&x) {
                assert_eq!(Some(g.k), want, "{name}: quick check");
            }
        }
        assert!(dyadic_checked(&[1.0, f64::NAN]).is_none() && dyadic(&[1.0, f64::NAN]).is_some_and(|g| !g.all_finite));
    }

    #[test]
    fn exact_std_matches_rational_arithmetic() {
        // Sample std of [15000.25, 15000.5, 15001, 14999.75]: mean 15000.375,
        // squared deviations 1/64, 1/64, 25/64, 25/64 → variance (52/64)/3.
        let x = [15000.25, 15000.5, 15001.0, 14999.75];
        assert_eq!(rolling_std(&x, 4, 1)[3], (52.0f64 / 64.0 / 3.0).sqrt());
        // The same numbers off the grid go through the exact-sum path.
        let y: Vec<f64> = x.iter().map(|v| v / 3.0).collect();
        let want = ((52.0f64 / 64.0 / 3.0) / 9.0).sqrt();
        assert!((rolling_std(&y, 4, 1)[3] - want).abs() <= 1e-10 * want);
    }

    #[test]
    fn empty_input_gives_empty_output() {
        let e: [f64; 0] = [];
        assert!(rolling_std(&e, 3, 1).is_empty() && wma(&e, 3).is_empty() && ema(&e, 3).is_empty());
    }
}
