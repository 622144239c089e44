//! Numeric kernels over `f64` slices with NaN as "missing", reproducing the
//! pandas conventions the spec fixes (rolling windows need `n` valid values,
//! EMA seeded with the first value, Wilder smoothing seeded with an SMA).
//!
//! pandas treats ±inf as missing inside rolling and `ewm` windows (its window
//! code converts them to NaN first), so the window kernels below do the same;
//! Barb's own loops (Wilder, SuperTrend, SAR, pattern loops) see inf as a value.
//!
//! Every kernel is O(len) or O(len·log len) except the mean absolute
//! deviation of [`cci`] and the generic [`rolling`] reducer, which are
//! O(len·n) like pandas' `rolling().apply()`.

use std::collections::VecDeque;

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
/// `min_periods = n`). O(len·n): prefer the dedicated kernels.
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

/// Rolling mean (O(len)). A window of identical values gives that value
/// exactly, as pandas does, so a flat window compares equal to its bars.
pub fn rolling_mean(x: &[f64], n: usize) -> Vec<f64> {
    let mut s = rolling_sum(x, n);
    let mut same = 0usize;
    for i in 0..s.len() {
        same = if i > 0 && x[i] == x[i - 1] { same + 1 } else { 1 };
        s[i] = if same >= n && !s[i].is_nan() { x[i] } else { s[i] / n as f64 };
    }
    s
}

/// Rolling sum with an O(1) update, re-summed exactly at intervals so long
/// series do not accumulate rounding error.
pub fn rolling_sum(x: &[f64], n: usize) -> Vec<f64> {
    let mut out = vec![f64::NAN; x.len()];
    if n == 0 {
        return out;
    }
    let every = resum_every(n);
    let (mut sum, mut bad, mut since) = (0.0, 0usize, usize::MAX);
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
        if since >= every {
            sum = x[i + 1 - n..=i].iter().sum();
            since = 0;
        } else {
            sum += x[i] - x[i - n];
            since += 1;
        }
        out[i] = sum;
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
fn raw_extreme(x: &[f64], n: usize, max: bool) -> Vec<f64> {
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

/// Python truthiness of a condition value as it reaches a kernel (1/0, or NaN
/// for a missing value, which counts as false here).
#[inline]
fn truthy(v: f64) -> bool {
    v == 1.0
}

/// Typical price (h + l + c)/3.
pub fn typical(h: &[f64], l: &[f64], c: &[f64]) -> Vec<f64> {
    (0..h.len()).map(|i| (h[i] + l[i] + c[i]) / 3.0).collect()
}

/// Commodity Channel Index: (TP − SMA_n(TP)) / (0.015 · mean absolute
/// deviation of TP over n). The deviation is O(len·n), as in pandas.
pub fn cci(h: &[f64], l: &[f64], c: &[f64], n: usize) -> Vec<f64> {
    let tp = typical(h, l, c);
    let sma = rolling_mean(&tp, n);
    let mad = rolling(&tp, n, |w| {
        let m = w.iter().sum::<f64>() / w.len() as f64;
        w.iter().map(|v| (v - m).abs()).sum::<f64>() / w.len() as f64
    });
    (0..tp.len()).map(|i| (tp[i] - sma[i]) / (0.015 * mad[i])).collect()
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

/// Percentile rank in (0, 1] with average ranks for ties over the whole
/// column; missing values stay missing and do not count (pandas
/// `rank(pct=True)`).
pub fn rank_pct(x: &[f64]) -> Vec<f64> {
    let mut out = vec![f64::NAN; x.len()];
    let mut idx: Vec<usize> = (0..x.len()).filter(|&i| !x[i].is_nan()).collect();
    idx.sort_unstable_by(|&a, &b| x[a].partial_cmp(&x[b]).unwrap_or(std::cmp::Ordering::Equal));
    let m = idx.len() as f64;
    let mut k = 0;
    while k < idx.len() {
        let mut e = k;
        while e + 1 < idx.len() && x[idx[e + 1]] == x[idx[k]] {
            e += 1;
        }
        let avg = (k + 1 + e + 1) as f64 / 2.0;
        for &j in &idx[k..=e] {
            out[j] = avg / m;
        }
        k = e + 1;
    }
    out
}

/// Consecutive true count, reset to 0 on a false (or missing) bar.
pub fn streak(cond: &[f64]) -> Vec<f64> {
    let mut count = 0.0;
    cond.iter()
        .map(|&v| {
            count = if truthy(v) { count + 1.0 } else { 0.0 };
            count
        })
        .collect()
}

/// Bars since the latest true bar (0 on a true bar); NaN before the first.
pub fn bars_since(cond: &[f64]) -> Vec<f64> {
    let mut last: Option<usize> = None;
    cond.iter()
        .enumerate()
        .map(|(i, &v)| {
            if truthy(v) {
                last = Some(i);
            }
            last.map_or(f64::NAN, |j| (i - j) as f64)
        })
        .collect()
}

/// `col` at the (n+1)-th most recent true bar (current bar included); NaN
/// until that many true bars have occurred.
pub fn valuewhen(cond: &[f64], col: &[f64], n: usize) -> Vec<f64> {
    let mut hits: Vec<usize> = Vec::new();
    cond.iter()
        .enumerate()
        .map(|(i, &v)| {
            if truthy(v) {
                hits.push(i);
            }
            if hits.len() > n { col[hits[hits.len() - 1 - n]] } else { f64::NAN }
        })
        .collect()
}

/// Strictly rising (`up`) or falling for n bars: x[t] compared with each of
/// x[t−1..t−n]; false where any of them is missing (x[t] beats each of them
/// exactly when it beats their maximum/minimum).
pub fn rising(x: &[f64], n: usize, up: bool) -> Vec<f64> {
    let ext = raw_extreme(&shift(x, 1), n, up);
    (0..x.len())
        .map(|i| {
            // A NaN on either side compares false.
            let hit = if up { x[i] > ext[i] } else { x[i] < ext[i] };
            f64::from(u8::from(hit))
        })
        .collect()
}

/// Pivot high (`high = true`, strict `>`) or pivot low (strict `<`): bar i is
/// a pivot when x[i] beats each of the `left` previous and `right` following
/// values; its value is written at i + right (the confirmation bar), NaN
/// elsewhere. Only i in [left, len − right) is considered; a missing
/// neighbour fails the comparison.
pub fn pivot(x: &[f64], left: usize, right: usize, high: bool) -> Vec<f64> {
    let len = x.len();
    let mut out = vec![f64::NAN; len];
    if len < left + right + 1 {
        return out;
    }
    let (lw, rw) = (raw_extreme(x, left, high), raw_extreme(x, right, high));
    let beats = |v: f64, e: f64| if high { v > e } else { v < e };
    for i in left..len - right {
        let v = x[i];
        let left_ok = if left == 0 { !v.is_nan() } else { beats(v, lw[i - 1]) };
        let right_ok = if right == 0 { !v.is_nan() } else { beats(v, rw[i + right]) };
        if left_ok && right_ok {
            out[i + right] = v;
        }
    }
    out
}

/// +DI, −DI and ADX (Wilder's directional movement system).
pub struct Dmi {
    /// +DI.
    pub plus: Vec<f64>,
    /// −DI.
    pub minus: Vec<f64>,
    /// ADX.
    pub adx: Vec<f64>,
}

/// Directional movement: up = high − prev high, down = prev low − low;
/// +DM = up when up > down and up > 0, −DM symmetric (first bar 0);
/// ±DI = 100·Wilder(±DM)/Wilder(TR) (first at n−1); DX = 100·|+DI − −DI|/(+DI + −DI);
/// ADX = Wilder(DX) (first at 2n−2).
pub fn dmi(h: &[f64], l: &[f64], c: &[f64], n: usize) -> Dmi {
    let len = h.len();
    let (mut pdm, mut mdm) = (vec![0.0; len], vec![0.0; len]);
    for i in 1..len {
        let (up, down) = (h[i] - h[i - 1], l[i - 1] - l[i]);
        if up > down && up > 0.0 {
            pdm[i] = up;
        }
        if down > up && down > 0.0 {
            mdm[i] = down;
        }
    }
    let tr = wilder(&true_range(h, l, c), n);
    let (sp, sm) = (wilder(&pdm, n), wilder(&mdm, n));
    let plus: Vec<f64> = (0..len).map(|i| sp[i] / tr[i] * 100.0).collect();
    let minus: Vec<f64> = (0..len).map(|i| sm[i] / tr[i] * 100.0).collect();
    let dx: Vec<f64> = (0..len).map(|i| (plus[i] - minus[i]).abs() / (plus[i] + minus[i]) * 100.0).collect();
    let adx = wilder(&dx, n);
    Dmi { plus, minus, adx }
}

/// SuperTrend value and direction (+1 up, −1 down; NaN where no value).
///
/// Bands are hl2 ± mult·ATR(n) (Wilder ATR). For i ≥ 1 with a valid ATR the
/// lower band ratchets up (kept unless the new one is higher or the previous
/// close fell below the previous lower band) and the upper band ratchets down;
/// the trend is down when the previous bar had no ATR or no value, else it
/// flips up when close crosses above the upper band (from a down-trend) or
/// down when close falls below the lower band (from an up-trend). The value is
/// the lower band in an up-trend, the upper band in a down-trend.
#[allow(clippy::neg_cmp_op_on_partial_ord, clippy::nonminimal_bool)] // NaN comparisons are part of the rule
pub fn supertrend(h: &[f64], l: &[f64], c: &[f64], n: usize, mult: f64) -> (Vec<f64>, Vec<f64>) {
    let len = h.len();
    let atr = wilder(&true_range(h, l, c), n);
    let mut upper: Vec<f64> = (0..len).map(|i| (h[i] + l[i]) / 2.0 + mult * atr[i]).collect();
    let mut lower: Vec<f64> = (0..len).map(|i| (h[i] + l[i]) / 2.0 - mult * atr[i]).collect();
    let (mut value, mut dir) = (vec![f64::NAN; len], vec![f64::NAN; len]);
    for i in 1..len {
        if atr[i].is_nan() {
            continue;
        }
        if !lower[i - 1].is_nan() && !(lower[i] > lower[i - 1] || c[i - 1] < lower[i - 1]) {
            lower[i] = lower[i - 1];
        }
        if !upper[i - 1].is_nan() && !(upper[i] < upper[i - 1] || c[i - 1] > upper[i - 1]) {
            upper[i] = upper[i - 1];
        }
        let up = if atr[i - 1].is_nan() || value[i - 1].is_nan() {
            false
        } else if value[i - 1] == upper[i - 1] {
            c[i] > upper[i]
        } else {
            !(c[i] < lower[i])
        };
        value[i] = if up { lower[i] } else { upper[i] };
        dir[i] = if value[i].is_nan() {
            f64::NAN
        } else if up {
            1.0
        } else {
            -1.0
        };
    }
    (value, dir)
}

/// Parabolic SAR. Direction starts long when close[1] ≥ close[0]; SAR[0] is
/// low[0] (long) or high[0] (short) with EP the opposite extreme and AF =
/// `accel`. Each later bar: SAR += AF·(EP − SAR), clamped to the lows (long)
/// or highs (short) of the two previous bars; a bar that penetrates it flips
/// the trend (SAR = EP, EP = this bar's extreme, AF = accel); otherwise a new
/// extreme moves EP and raises AF by `accel` up to `max_accel`. Fewer than two
/// bars: all NaN.
pub fn sar(h: &[f64], l: &[f64], c: &[f64], accel: f64, max_accel: f64) -> Vec<f64> {
    let len = h.len();
    let mut out = vec![f64::NAN; len];
    if len < 2 {
        return out;
    }
    let mut long = c[1] >= c[0];
    let mut af = accel;
    let mut ep;
    if long {
        out[0] = l[0];
        ep = h[0];
    } else {
        out[0] = h[0];
        ep = l[0];
    }
    for i in 1..len {
        let mut s = out[i - 1] + af * (ep - out[i - 1]);
        // Python's min/max: keep the first argument unless the second compares smaller/larger.
        if long {
            s = py_min(s, l[i - 1]);
            if i >= 2 {
                s = py_min(s, l[i - 2]);
            }
        } else {
            s = py_max(s, h[i - 1]);
            if i >= 2 {
                s = py_max(s, h[i - 2]);
            }
        }
        if long && l[i] < s {
            long = false;
            s = ep;
            ep = l[i];
            af = accel;
        } else if !long && h[i] > s {
            long = true;
            s = ep;
            ep = h[i];
            af = accel;
        } else if long && h[i] > ep {
            ep = h[i];
            af = py_min(af + accel, max_accel);
        } else if !long && l[i] < ep {
            ep = l[i];
            af = py_min(af + accel, max_accel);
        }
        out[i] = s;
    }
    out
}

/// Python `min(a, b)`: b only when b < a (NaN never wins a comparison).
#[inline]
fn py_min(a: f64, b: f64) -> f64 {
    if b < a { b } else { a }
}

/// Python `max(a, b)`: b only when b > a.
#[inline]
fn py_max(a: f64, b: f64) -> f64 {
    if b > a { b } else { a }
}

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

    /// Deterministic pseudo-random prices with missing and infinite values sprinkled in.
    fn noisy(len: usize, holes: bool) -> Vec<f64> {
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let mut p = 20_000.0;
        (0..len)
            .map(|i| {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                p += ((state % 2001) as f64 - 1000.0) / 100.0;
                match (holes, i % 97, i % 331) {
                    (true, 5, _) => f64::NAN,
                    (true, _, 7) => f64::INFINITY,
                    _ => p,
                }
            })
            .collect()
    }

    fn close_rel(a: &[f64], b: &[f64], rel: f64) -> bool {
        a.len() == b.len()
            && a.iter().zip(b).all(|(x, y)| (x.is_nan() && y.is_nan()) || (x - y).abs() <= rel * y.abs().max(1.0))
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
    fn rank_uses_average_ties_and_ignores_missing() {
        // pandas: Series([1, 2, NaN, 2, 2]).rank(pct=True)
        assert!(close(&rank_pct(&[1.0, 2.0, f64::NAN, 2.0, 2.0]), &[0.25, 0.75, f64::NAN, 0.75, 0.75]));
    }

    #[test]
    fn streak_bars_since_and_valuewhen() {
        let c = [0.0, 1.0, 1.0, f64::NAN, 1.0, 0.0];
        assert_eq!(streak(&c), [0.0, 1.0, 2.0, 0.0, 1.0, 0.0]);
        assert!(close(&bars_since(&c), &[f64::NAN, 0.0, 0.0, 1.0, 0.0, 1.0]));
        let x = [10.0, 11.0, 12.0, 13.0, 14.0, 15.0];
        assert!(close(&valuewhen(&c, &x, 0), &[f64::NAN, 11.0, 12.0, 12.0, 14.0, 14.0]));
        assert!(close(&valuewhen(&c, &x, 1), &[f64::NAN, f64::NAN, 11.0, 11.0, 12.0, 12.0]));
    }

    #[test]
    fn rising_needs_every_lag_present_and_lower() {
        let x = [1.0, 2.0, 3.0, 2.5, 4.0, f64::NAN, 5.0];
        assert_eq!(rising(&x, 1, true), [0.0, 1.0, 1.0, 0.0, 1.0, 0.0, 0.0]);
        assert_eq!(rising(&x, 2, true), [0.0, 0.0, 1.0, 0.0, 1.0, 0.0, 0.0]);
        assert_eq!(rising(&x, 1, false), [0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0]);
    }

    #[test]
    fn pivots_are_written_on_the_confirmation_bar() {
        let h = [1.0, 3.0, 2.0, 1.0, 5.0, 4.0, 4.0];
        let p = pivot(&h, 1, 2, true);
        // Bar 1 (3.0) beats bar 0 and bars 2, 3: confirmed at bar 3. Bar 4 beats 3, 5, 6: at bar 6.
        assert!(close(&p, &[f64::NAN, f64::NAN, f64::NAN, 3.0, f64::NAN, f64::NAN, 5.0]));
        // Equal neighbours are not pivots (strict), a missing neighbour fails.
        let p = pivot(&[1.0, 2.0, 2.0, 1.0], 1, 1, true);
        assert!(p.iter().all(|v| v.is_nan()));
        let p = pivot(&[f64::NAN, 2.0, 1.0], 1, 1, true);
        assert!(p.iter().all(|v| v.is_nan()));
        let p = pivot(&[3.0, 1.0, 2.0], 1, 1, false);
        assert!(close(&p, &[f64::NAN, f64::NAN, 1.0]));
    }

    #[test]
    fn sar_needs_two_bars_and_starts_from_the_first_extreme() {
        assert!(sar(&[2.0], &[1.0], &[1.5], 0.02, 0.2)[0].is_nan());
        let (h, l, c) = ([10.0, 11.0, 12.0], [9.0, 10.0, 11.0], [9.5, 10.5, 11.5]);
        let s = sar(&h, &l, &c, 0.02, 0.2);
        // Long: SAR0 = low0 = 9, EP = 10; bar 1: 9 + .02*(10-9) = 9.02, clamp min(9.02, low0=9) = 9;
        // new high 11 -> EP 11, AF .04; bar 2: 9 + .04*2 = 9.08, clamp by lows 10 and 9 -> 9.
        assert_eq!(s, [9.0, 9.0, 9.0]);
        // A short start flips on a bar that trades above the SAR.
        let s = sar(&[10.0, 10.5, 13.0], &[9.0, 8.0, 11.0], &[9.5, 9.0, 12.5], 0.02, 0.2);
        assert_eq!(s[0], 10.0);
        assert_eq!(s[2], 8.0); // flipped long: SAR = previous EP (the low 8)
    }

    #[test]
    fn supertrend_starts_down_on_the_first_bar_with_an_atr() {
        let h = [10.0, 11.0, 12.0, 13.0, 14.0];
        let l = [9.0, 10.0, 11.0, 12.0, 13.0];
        let c = [9.5, 10.5, 11.5, 12.5, 13.5];
        let (v, d) = supertrend(&h, &l, &c, 2, 1.0);
        assert!(v[0].is_nan() && d[0].is_nan());
        assert_eq!(d[1], -1.0);
        // ATR(2) at bar 1 = mean(TR0 = 1, TR1 = max(1, 1.5, 0.5) = 1.5) = 1.25; upper = 10.5 + 1.25.
        assert_eq!(v[1], 11.75);
        assert!(d.iter().skip(1).all(|x| *x == 1.0 || *x == -1.0));
    }

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
    fn directional_movement_warms_up_at_n_minus_1_and_2n_minus_2() {
        let x = noisy(200, false);
        let h: Vec<f64> = x.iter().map(|v| v + 5.0).collect();
        let l: Vec<f64> = x.iter().map(|v| v - 5.0).collect();
        let d = dmi(&h, &l, &x, 14);
        assert!(d.plus[12].is_nan() && !d.plus[13].is_nan());
        assert!(d.adx[25].is_nan() && !d.adx[26].is_nan());
        assert!(d.adx.iter().skip(26).all(|v| (0.0..=100.0).contains(v)));
    }

    #[test]
    fn zero_ranges_give_missing_oscillators_not_panics() {
        let flat = [5.0; 30];
        assert!(stoch_k(&flat, &flat, &flat, 14).iter().all(|v| v.is_nan()));
        assert!(williams_r(&flat, &flat, &flat, 14).iter().all(|v| v.is_nan()));
        assert!(cci(&flat, &flat, &flat, 20).iter().all(|v| v.is_nan()));
        assert!(mfi(&flat, &flat, &flat, &flat, 14).iter().all(|v| v.is_nan()));
        assert!(kernels_accept_empty_input());
    }

    fn kernels_accept_empty_input() -> bool {
        let e: [f64; 0] = [];
        rolling_std(&e, 3, 1).is_empty()
            && wma(&e, 3).is_empty()
            && sar(&e, &e, &e, 0.02, 0.2).is_empty()
            && supertrend(&e, &e, &e, 10, 3.0).0.is_empty()
            && pivot(&e, 5, 5, true).is_empty()
            && rank_pct(&e).is_empty()
            && dmi(&e, &e, &e, 14).adx.is_empty()
    }
}
