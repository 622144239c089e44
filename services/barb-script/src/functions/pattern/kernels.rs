//! Pattern kernels: loops over condition flags (1/0, NaN = missing) and
//! values, as Barb's own loops define them.

use crate::functions::window::kernels::{raw_extreme, shift};

/// Python truthiness of a condition value as it reaches a kernel (1/0, or NaN
/// for a missing value, which counts as false here).
#[inline]
fn truthy(v: f64) -> bool {
    v == 1.0
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::functions::testing::close;

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
    fn empty_input_gives_empty_output() {
        let e: [f64; 0] = [];
        assert!(pivot(&e, 5, 5, true).is_empty() && rank_pct(&e).is_empty() && streak(&e).is_empty());
    }
}
