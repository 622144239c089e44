//! Volatility kernels over `f64` slices (NaN = missing).

/// True range: max(h−l, |h−prev c|, |l−prev c|) ignoring NaN (first bar h−l).
pub fn true_range(h: &[f64], l: &[f64], c: &[f64]) -> Vec<f64> {
    // `f64::max` returns the other operand when one is NaN, so the chain is
    // the largest of the present candidates (NaN when none is) — the same
    // operations, in the same order, as folding the non-NaN ones from NaN,
    // without the array and filter per bar.
    // Zipped slices (bar i with the close before it) instead of indexing:
    // no bounds checks (~40 → ~12 instructions a bar, callgrind). The first
    // bar has no close before it: its candidates are h − l alone.
    let len = h.len().min(l.len()).min(c.len());
    let mut out = Vec::with_capacity(len);
    if len == 0 {
        return out;
    }
    out.push(h[0] - l[0]);
    let bars = h[1..len].iter().zip(&l[1..len]).zip(&c[..len - 1]);
    out.extend(bars.map(|((&h, &l), &pc)| (h - l).max((h - pc).abs()).max((l - pc).abs())));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::functions::testing::close;

    #[test]
    fn true_range_is_the_largest_present_candidate_bit_for_bit() {
        // The definition: the candidates that are present, folded by max.
        let reference = |h: f64, l: f64, pc: f64| {
            [h - l, (h - pc).abs(), (l - pc).abs()].into_iter().filter(|v| !v.is_nan()).fold(f64::NAN, f64::max)
        };
        let x = crate::functions::testing::noisy(2000, true);
        let specials = [f64::NAN, 0.0, -0.0, f64::INFINITY, f64::NEG_INFINITY, 1.0];
        let (mut h, mut l, mut c) = (Vec::new(), Vec::new(), Vec::new());
        for (i, w) in x.windows(3).enumerate() {
            h.push(if i % 97 == 5 { specials[i % 6] } else { w[0] + 2.0 });
            l.push(if i % 89 == 7 { specials[(i / 3) % 6] } else { w[1] - 2.0 });
            c.push(if i % 83 == 11 { specials[(i / 5) % 6] } else { w[2] });
        }
        let got = true_range(&h, &l, &c);
        for i in 0..h.len() {
            let want = reference(h[i], l[i], if i > 0 { c[i - 1] } else { f64::NAN });
            assert!(got[i].to_bits() == want.to_bits() || (got[i].is_nan() && want.is_nan()), "bar {i}");
        }
    }

    #[test]
    fn true_range_uses_previous_close() {
        let tr = true_range(&[10.0, 12.0], &[8.0, 11.0], &[9.0, 11.5]);
        assert!(close(&tr, &[2.0, 3.0]));
    }
}
