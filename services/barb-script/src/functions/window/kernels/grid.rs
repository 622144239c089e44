//! Binary grids: a price series whose values are all integers times 2^-k
//! (ticks of 0.25 → k = 2, integer volumes → k = 0) can be summed in
//! integers, exactly and fast. The window kernels and the direct pass's
//! group sums ask here whether a series is on such a grid and convert its
//! values; what is summed how lives with the kernels.

/// `v·2^k` (`up` = 2^k) as an integer, for a finite value of a series
/// whose [`dyadic_scale`] is k (see [`to_int`]).
#[inline]
pub(super) fn scaled(v: f64, up: f64) -> i128 {
    i128::from(to_int(v * up))
}

/// 1.5 · 2^52: adding it to an integer below 2^51 in magnitude lands in
/// [2^52, 2^53), where the doubles are the integers, exactly.
pub(super) const MAGIC: f64 = 6755399441055744.0;

/// An integer-valued double below 2^51 in magnitude as `i64`: its bits
/// after adding [`MAGIC`] hold it in the mantissa. Exact, and two
/// instructions — the checked `as` conversion costs six, to i128 a library
/// call.
#[inline]
pub(super) fn to_int(y: f64) -> i64 {
    (y + MAGIC).to_bits() as i64 - MAGIC.to_bits() as i64
}

/// 2^k for |k| ≤ 1000, exactly.
pub(super) fn pow2(k: i32) -> f64 {
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
/// not depend on how an engine splits or orders the additions. And no
/// −0.0: exact sums of the other values are never −0.0, so where an engine
/// starts its sums (0.0, or a group's single value) cannot show.
///
/// The value-by-value statement of what [`SumBound`] decides in the pass
/// that adds the sums up ([`bounded_span_sums`]): the tests hold the fused
/// pass to it.
#[cfg(test)]
fn sums_exact_in_any_order(x: &[f64]) -> bool {
    dyadic(x).is_some_and(|g| g.all_finite && g.largest * x.len() as f64 <= pow2(53))
        && !x.iter().fold(false, |seen, v| seen | (v.to_bits() == (-0.0f64).to_bits()))
}

/// What decides whether sums of values are exact in any order (see
/// `sums_exact_in_any_order` in the tests), also over several runs seen
/// one at a time — the blocks of a step run block by
/// block (`execute/blocks.rs`), whose values are never in one column.
///
/// Dyadic grids nest (an integer times 2^-2 is one times 2^-3), so the
/// union of runs on grids 2^-k₁, 2^-k₂ … is on the finest, 2^-max k; every
/// partial sum of n values is then an integer times 2^-max k of magnitude
/// at most n · max |v|, which a double holds exactly while that is at most
/// 2^53 · 2^-max k. The test is sufficient (it may decline a union that one
/// pass over all values would accept, never the reverse), so sums it
/// accepts are every executor's sums.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct SumBound {
    /// The finest grid exponent seen.
    k: i32,
    /// The largest magnitude seen (not scaled).
    largest: f64,
}

impl SumBound {
    /// The bound of one run: `None` when a value is missing, infinite or
    /// −0.0, or when the values are on no
    /// grid fine enough; no bound at all for an empty run (`Some(None)`).
    pub(crate) fn of(x: &[f64]) -> Option<Option<SumBound>> {
        if x.is_empty() {
            return Some(None);
        }
        let g = dyadic(x)?;
        let neg_zero = (-0.0f64).to_bits();
        if !g.all_finite || x.iter().fold(false, |seen, v| seen | (v.to_bits() == neg_zero)) {
            return None;
        }
        Some(Some(SumBound { k: g.k, largest: g.largest / pow2(g.k) }))
    }

    /// The bound of two runs together.
    pub(crate) fn join(self, other: SumBound) -> SumBound {
        SumBound { k: self.k.max(other.k), largest: self.largest.max(other.largest) }
    }

    /// Whether every sum of up to `n` values under this bound is exact.
    pub(crate) fn exact(self, n: usize) -> bool {
        if self.k > 64 {
            return false;
        }
        let scaled = self.largest * pow2(self.k);
        scaled < pow2(51) && scaled * n as f64 <= pow2(53)
    }
}

/// The sums of the spans `[a, b)` of `x` with the [`SumBound`] of `x`,
/// checked in the pass that adds them up. A grouped mean over 20 years of
/// RTH minutes (1.9M values) read its column three times — the grid check,
/// the −0.0 check, the sums — two of them only to decide whether the third
/// may run; here each value is read once. The spans must cover `x` (a
/// group's runs do); otherwise, or when the quick check fails, the
/// value-by-value bound decides, so the answer is the same as checking
/// first. Sums of exact values are the same in any order, so when the bound
/// says exact ([`SumBound::exact`]) these are every executor's sums.
/// `None` when a value is missing, infinite, −0.0 or on no grid.
pub(crate) fn bounded_span_sums(
    x: &[f64],
    spans: impl Iterator<Item = (usize, usize)>,
) -> Option<(Vec<f64>, Option<SumBound>)> {
    if x.is_empty() {
        return Some((spans.map(|_| 0.0).collect(), None));
    }
    let k = dyadic_scan(&x[..x.len().min(64)])?.k;
    let up = pow2(k);
    let neg_zero = (-0.0f64).to_bits();
    let (mut integral, mut largest, mut signed_zero, mut covered) = (true, 0.0f64, false, 0usize);
    let mut see = |v: f64| {
        let (on, m) = on_grid(v, up);
        integral &= on;
        largest = if m > largest { m } else { largest };
        signed_zero |= v.to_bits() == neg_zero;
    };
    let mut sums = Vec::new();
    for (a, b) in spans {
        covered += b - a;
        let mut acc = [0.0f64; 4];
        let chunks = x[a..b].chunks_exact(4);
        let rest = chunks.remainder();
        for c in chunks {
            for (s, &v) in acc.iter_mut().zip(c) {
                *s += v;
                see(v);
            }
        }
        let mut total = (acc[0] + acc[1]) + (acc[2] + acc[3]);
        for &v in rest {
            total += v;
            see(v);
        }
        sums.push(total);
    }
    let bound = if covered == x.len() && integral && !signed_zero && largest < pow2(51) {
        SumBound { k, largest: largest / up }
    } else {
        SumBound::of(x)??
    };
    Some((sums, Some(bound)))
}

/// A series on a binary grid: its [`dyadic_scale`] and what the integer
/// kernels need to pick their width and loop.
pub(super) struct Grid {
    /// Every finite value is an integer times 2^-k.
    pub(super) k: i32,
    /// The largest |value| · 2^k (below 2^51).
    pub(super) largest: f64,
    /// No NaN or ±inf.
    pub(super) all_finite: bool,
}

/// [`dyadic_scale`] with the largest scaled value and whether every value
/// is finite, in one pass.
pub(super) fn dyadic(x: &[f64]) -> Option<Grid> {
    dyadic_checked(x).or_else(|| dyadic_scan(x))
}

/// [`dyadic`] the quick way, for series without missing values: the scale
/// of the first values, checked on every value with [`MAGIC`] (y is an
/// integer below 2^51 exactly when y + MAGIC − MAGIC == y, NaN and ±inf
/// never), which the compiler can run several values at a time. The first
/// values' scale is at most the series' and every value is an integer at
/// it, so it is the series' scale. `None` when any check fails.
pub(super) fn dyadic_checked(x: &[f64]) -> Option<Grid> {
    let k = dyadic_scan(&x[..x.len().min(64)])?.k;
    let up = pow2(k);
    let (mut integral, mut largest) = (true, 0.0f64);
    for &v in x {
        let (on, a) = on_grid(v, up);
        integral &= on;
        largest = if a > largest { a } else { largest };
    }
    (integral && largest < pow2(51)).then_some(Grid { k, largest, all_finite: true })
}

/// Whether `v·2^k` (`up` = 2^k) is an integer below 2^51 (y + MAGIC −
/// MAGIC == y holds exactly then; never for NaN or ±inf), and its magnitude.
#[inline(always)]
fn on_grid(v: f64, up: f64) -> (bool, f64) {
    let y = v * up;
    (y + MAGIC - MAGIC == y, y.abs())
}

/// [`dyadic`] value by value.
pub(super) fn dyadic_scan(x: &[f64]) -> Option<Grid> {
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The span sums when every sum of `x` is exact in any order, as the
    /// direct group takes them.
    fn exact_span_sums(x: &[f64], spans: impl Iterator<Item = (usize, usize)>) -> Option<Vec<f64>> {
        let (sums, bound) = bounded_span_sums(x, spans)?;
        bound.is_none_or(|b| b.exact(x.len())).then_some(sums)
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

    /// The fused check decides as [`sums_exact_in_any_order`] does — on
    /// ticks, a finer grid late in the series, thirds, NaN, −0.0, a sum
    /// past 2^53 — and its sums are the spans' sums added one by one
    /// (exact on a grid, so any order gives them).
    #[test]
    fn span_sums_are_taken_exactly_when_the_check_allows_them() {
        let ticks: Vec<f64> = (0..1000).map(|i| 20_000.0 + (i % 9) as f64 * 0.25).collect();
        let mut later_finer = ticks.clone();
        later_finer[700] = 20_000.125;
        let mut nan = ticks.clone();
        nan[500] = f64::NAN;
        let mut neg_zero = ticks.clone();
        neg_zero[999] = -0.0;
        let cases: [(&str, Vec<f64>); 6] = [
            ("ticks", ticks),
            ("later finer", later_finer),
            ("thirds", (0..1000).map(|i| i as f64 / 3.0).collect()),
            ("nan", nan),
            ("-0.0", neg_zero),
            ("past 2^53", vec![2f64.powi(50), 2f64.powi(50), 2f64.powi(50), 2f64.powi(50), 2f64.powi(50)]),
        ];
        for (name, x) in cases {
            let n = x.len();
            let spans = [(0, n / 3), (n / 3, n / 3 + 1), (n / 3 + 1, n)];
            let want = sums_exact_in_any_order(&x)
                .then(|| spans.iter().map(|&(a, b)| x[a..b].iter().fold(0.0, |s, v| s + v)).collect::<Vec<_>>());
            assert_eq!(exact_span_sums(&x, spans.into_iter()), want, "{name}");
        }
        // By hand: 1 + 2.5 and 4 + 0.25 + 0.75.
        assert_eq!(exact_span_sums(&[1.0, 2.5, 4.0, 0.25, 0.75], [(0, 2), (2, 5)].into_iter()), Some(vec![3.5, 5.0]));
        // Spans short of the whole series: the rest is checked too.
        assert_eq!(exact_span_sums(&[1.0, 2.0, 0.1], [(0, 2)].into_iter()), None);
    }
}
