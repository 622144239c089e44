//! The window kernels against direct window computations, references and pandas' conventions.
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
