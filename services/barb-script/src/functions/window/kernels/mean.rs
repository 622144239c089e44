//! [`rolling_mean`](super::rolling_mean) of a price series in one pass.
//! Integers are taken from doubles as [`to_int`](super::grid::to_int) does.
//!
//! The general kernel reads the series twice: once to find its binary grid
//! ([`dyadic`](super::grid::dyadic): every value an integer times 2^-k) and once
//! to slide the integer sum, then calls a closure per row for the
//! equal-run rule. On a 20-year minute series (54 MB a column) each pass
//! streams the column from memory, and an `sma` crossover reads it for two
//! means. Here the grid is taken from the first values and checked on
//! every value inside the sliding loop itself; the sums are the same exact
//! integers, so the output is the same, bit for bit. When a check fails
//! (a value off the grid, missing or too large for an `i64` window sum),
//! the result is dropped and the general kernel runs instead.

use super::grid::{MAGIC, dyadic_scan, pow2};

/// The rolling mean of `x` over `n` (≥ 2) values when every value is finite,
/// on the grid of the first 64 values, and a window sum fits an `i64`;
/// `None` otherwise (nothing else is decided here).
#[inline]
pub(super) fn on_grid(x: &[f64], n: usize) -> Option<Vec<f64>> {
    if n < 2 || x.len() < n {
        return None;
    }
    let k = dyadic_scan(&x[..x.len().min(64)])?.k;
    let (up, down, nf) = (pow2(k), pow2(-k), n as f64);
    // [`to_int`] of `y + MAGIC`, wrapping: a value is checked as it is
    // summed, so one off the grid (NaN, ±inf, huge) is summed too before
    // its result is dropped.
    let bits = |r: f64| (r.to_bits() as i64).wrapping_sub(MAGIC.to_bits() as i64);
    // Checked on every value as it enters: y = v·2^k an integer below 2^51
    // (y + MAGIC − MAGIC == y fails for fractions, NaN and ±inf), and the
    // largest |y|. `run`: how many values equal to the current one end here.
    let (mut integral, mut largest) = (true, 0.0f64);
    let (mut acc, mut run) = (0i64, 0usize);
    let mut prev = f64::NAN;
    for &v in &x[..n - 1] {
        let y = v * up;
        let r = y + MAGIC;
        integral &= r - MAGIC == y;
        let a = y.abs();
        largest = if a > largest { a } else { largest };
        acc = acc.wrapping_add(bits(r));
        run = if v == prev { run + 1 } else { 1 };
        prev = v;
    }
    let mut out: Vec<f64> = Vec::with_capacity(x.len());
    out.resize(n - 1, f64::NAN);
    // Written in place: a `push` per row (its rarely taken grow call) or a
    // closure passed to `extend` (its state behind references) keeps the
    // loop's state on the stack, ~60 instructions a row instead of ~30.
    let slots = &mut out.spare_capacity_mut()[..x.len() - (n - 1)];
    for ((slot, &new), &old) in slots.iter_mut().zip(&x[n - 1..]).zip(x) {
        let y = new * up;
        let r = y + MAGIC;
        integral &= r - MAGIC == y;
        let a = y.abs();
        largest = if a > largest { a } else { largest };
        acc = acc.wrapping_add(bits(r));
        run = if new == prev { run + 1 } else { 1 };
        prev = new;
        slot.write(if run >= n { new } else { (acc as f64 * down) / nf });
        // `old` was checked when it entered the window.
        acc = acc.wrapping_sub(bits(old * up + MAGIC));
    }
    // SAFETY: the loop wrote every slot from n − 1 to x.len() (the zipped
    // slices are all x.len() − n + 1 long).
    unsafe { out.set_len(x.len()) };
    // |Σ| ≤ (n + 1) · largest < 2^63: no window sum wrapped.
    (integral && largest < pow2(51) && largest * nf <= pow2(62)).then_some(out)
}

#[cfg(test)]
mod tests {
    use super::super::rolling_mean_any;
    use super::on_grid;

    /// A quarter-tick price walk with flat stretches (the equal-run rule),
    /// deterministic.
    fn walk(len: usize, seed: u64) -> Vec<f64> {
        let mut state = seed;
        let mut price = 18_000.0;
        (0..len)
            .map(|_| {
                state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                let step = (state >> 60) as i64 - 8;
                if step.abs() > 3 {
                    price += step as f64 * 0.25;
                }
                price
            })
            .collect()
    }

    #[test]
    fn one_pass_means_are_the_general_kernels_bit_for_bit() {
        for (len, n) in [(2, 2), (3, 2), (50, 20), (1_000, 50), (10_000, 20), (500, 499), (500, 500)] {
            for seed in 0..4 {
                let x = walk(len, seed);
                let fast = on_grid(&x, n).unwrap_or_else(|| panic!("len {len} n {n}: on the grid"));
                let general = rolling_mean_any(&x, n);
                let bits = |v: &[f64]| v.iter().map(|f| f.to_bits()).collect::<Vec<_>>();
                assert_eq!(bits(&fast), bits(&general), "len {len} n {n} seed {seed}");
            }
        }
        // Negative values and a flat series.
        let bits = |v: Vec<f64>| v.iter().map(|f| f.to_bits()).collect::<Vec<_>>();
        let x: Vec<f64> = walk(300, 9).iter().map(|p| 17_990.0 - p).collect();
        assert_eq!(bits(on_grid(&x, 7).unwrap()), bits(rolling_mean_any(&x, 7)));
        let flat = vec![2.5; 40];
        assert_eq!(bits(on_grid(&flat, 5).unwrap()), bits(rolling_mean_any(&flat, 5)));
    }

    #[test]
    fn what_the_one_pass_cannot_decide_goes_to_the_general_kernel() {
        let mut x = walk(200, 1);
        assert!(on_grid(&x, 1).is_none(), "n = 1");
        assert!(on_grid(&x[..10], 20).is_none(), "shorter than a window");
        x[150] = f64::NAN;
        assert!(on_grid(&x, 20).is_none(), "a missing value");
        x[150] = f64::INFINITY;
        assert!(on_grid(&x, 20).is_none(), "an infinite value");
        // Negative ones: their bits as i64 are far below the magic number's.
        for v in [f64::NEG_INFINITY, -1e300, -f64::NAN] {
            x[150] = v;
            assert!(on_grid(&x, 20).is_none(), "{v}");
        }
        x[150] = 18_000.1;
        assert!(on_grid(&x, 20).is_none(), "a value off the first values' grid");
        x[150] = 2f64.powi(52);
        assert!(on_grid(&x, 20).is_none(), "too large for the grid");
        let big = vec![2f64.powi(50); 5_000];
        assert!(on_grid(&big, 5_000).is_none(), "window sums that could pass 2^62");
    }
}
