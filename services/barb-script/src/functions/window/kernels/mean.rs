//! [`rolling_mean`](super::rolling_mean) of a price series in one read.
//! Integers are taken from doubles as [`to_int`](super::grid::to_int) does.
//!
//! The general kernel reads the series twice: once to find its binary grid
//! ([`dyadic`](super::grid::dyadic): every value an integer times 2^-k) and once
//! to slide the integer sum, then calls a closure per row for the
//! equal-run rule. On a 20-year minute series (54 MB a column) each pass
//! streams the column from memory, and an `sma` crossover reads it for two
//! means. Here the grid is taken from the first values and checked on
//! every value as it is read; the sums are the same exact integers, so the
//! output is the same, bit for bit. When a check fails (a value off the
//! grid, missing, −0.0 or too large) the result is dropped and the general
//! kernel runs instead.
//!
//! A row-at-a-time loop carries everything at once (the sum, the checks,
//! the equal-run counter, a division) and runs at ~39 instructions a row.
//! Here the rows go in blocks that fit the L1 cache, in three loops of
//! one job each: the integers entering minus those leaving and the checks,
//! the running sum (one addition a row, the only chain), and the
//! conversion and division, which the compiler can vectorise — 23
//! instructions a row (callgrind, 674k minutes). The equal-run rule needs no counter: the window
//! sums stay below 2^51, where a window of n equal values sums to exactly
//! n·v and divides back to exactly v — except −0.0, which sums to +0.0 and
//! is one of the values sent to the general kernel.

use super::grid::{MAGIC, dyadic_scan, pow2};

/// Rows per block: three block-sized loops touch an 8 KiB scratch array
/// and the block's input and output, all in the L1 cache.
const BLOCK: usize = 1024;

/// The rolling mean of `x` over `n` (≥ 2) values when every value is finite,
/// on the grid of the first 64 values, not −0.0, and small enough that
/// every window sum stays below 2^51 in magnitude; `None` otherwise
/// (nothing else is decided here).
pub(super) fn on_grid(x: &[f64], n: usize) -> Option<Vec<f64>> {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx2") {
        // SAFETY: the CPU has AVX2, checked just above.
        return unsafe { on_grid_avx2(x, n) };
    }
    blocks(x, n)
}

/// [`blocks`] compiled for AVX2: wider vectors for the first and last
/// loops (1.28 → 0.69 ms per 674k-row mean, min of 200 runs), the same
/// IEEE operations, so the same bits (no fused multiply-add is enabled).
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
fn on_grid_avx2(x: &[f64], n: usize) -> Option<Vec<f64>> {
    blocks(x, n)
}

#[inline(always)]
fn blocks(x: &[f64], n: usize) -> Option<Vec<f64>> {
    if n < 2 || x.len() < n {
        return None;
    }
    let k = dyadic_scan(&x[..x.len().min(64)])?.k;
    let (up, down, nf) = (pow2(k), pow2(-k), n as f64);
    // Every |v·2^k| below 2^bound, so that n of them sum below 2^51.
    let bound = 51u32.checked_sub(n.next_power_of_two().trailing_zeros())?;
    let magic = MAGIC.to_bits() as i64;
    // v·2^k as an integer (wrapping: a value off the grid gives garbage
    // that its check reports), and that check's bits: non-zero when v·2^k
    // is not an integer (NaN included), not below 2^bound (±inf included)
    // or v is −0.0.
    let read = |v: f64| {
        let y = v * up;
        let r = y + MAGIC;
        let int = (r.to_bits() as i64).wrapping_sub(magic);
        let off = u64::from(r - MAGIC != y)
            | (int.wrapping_add(1 << bound) as u64) >> (bound + 1)
            | u64::from(v.to_bits() == (-0.0f64).to_bits());
        (int, off)
    };
    // |sum| < 2^51: its bits added to the magic number's are the double
    // MAGIC + sum exactly.
    let mean = |sum: i64| ((f64::from_bits(sum.wrapping_add(magic) as u64) - MAGIC) * down) / nf;
    let (mut off, mut sum) = (0u64, 0i64);
    for &v in &x[..n] {
        let (int, o) = read(v);
        off |= o;
        sum = sum.wrapping_add(int);
    }
    let mut out: Vec<f64> = Vec::with_capacity(x.len());
    out.resize(n - 1, f64::NAN);
    out.push(mean(sum));
    let mut step = [0i64; BLOCK];
    let mut at = n;
    while at < x.len() {
        let end = (at + BLOCK).min(x.len());
        let step = &mut step[..end - at];
        // What enters minus what leaves; `old` was checked when it entered.
        for ((d, &new), &old) in step.iter_mut().zip(&x[at..end]).zip(&x[at - n..end - n]) {
            let (int, o) = read(new);
            off |= o;
            *d = int.wrapping_sub(read(old).0);
        }
        for d in step.iter_mut() {
            sum = sum.wrapping_add(*d);
            *d = sum;
        }
        out.extend(step.iter().map(|&s| mean(s)));
        at = end;
    }
    (off == 0).then_some(out)
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
        for (len, n) in [
            (2, 2),
            (3, 2),
            (50, 20),
            (1_000, 50),
            (10_000, 20),
            (500, 499),
            (500, 500),
            (5_000, 2_000),
            (3_000, 1_024),
        ] {
            for seed in 0..4 {
                let x = walk(len, seed);
                let fast = on_grid(&x, n).unwrap_or_else(|| panic!("len {len} n {n}: on the grid"));
                let general = rolling_mean_any(&x, n);
                let bits = |v: &[f64]| v.iter().map(|f| f.to_bits()).collect::<Vec<_>>();
                assert_eq!(bits(&fast), bits(&general), "len {len} n {n} seed {seed}");
                // The build without AVX2, whichever one `on_grid` picked here.
                assert_eq!(bits(&super::blocks(&x, n).unwrap()), bits(&general), "baseline len {len} n {n}");
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
        assert!(on_grid(&big, 5_000).is_none(), "window sums that could pass 2^51");
        // The largest values a window of 8 can sum, and the first beyond.
        let edge = vec![2f64.powi(48) - 1.0; 100];
        let bits = |v: &[f64]| v.iter().map(|f| f.to_bits()).collect::<Vec<_>>();
        let fast = on_grid(&edge, 8).expect("just below: on the grid");
        assert_eq!(bits(&fast), bits(&rolling_mean_any(&edge, 8)), "just below");
        assert!(on_grid(&vec![2f64.powi(48); 100], 8).is_none(), "2^48 · 8 = 2^51");
        // −0.0: its equal run is −0.0, the sum +0.0.
        let mut zeros = walk(100, 3);
        zeros[40..60].fill(-0.0);
        assert!(on_grid(&zeros, 5).is_none(), "−0.0");
    }
}
