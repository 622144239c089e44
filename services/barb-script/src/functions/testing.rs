//! Helpers for the kernel tests of every family.

/// Equal lengths and every pair equal within 1e-9 (NaN matches NaN).
pub fn close(a: &[f64], b: &[f64]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| (x.is_nan() && y.is_nan()) || (x - y).abs() < 1e-9)
}

/// Deterministic pseudo-random prices with missing and infinite values sprinkled in.
pub fn noisy(len: usize, holes: bool) -> Vec<f64> {
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

/// Equal lengths and every pair equal within `rel` relative (NaN matches NaN).
pub fn close_rel(a: &[f64], b: &[f64], rel: f64) -> bool {
    a.len() == b.len()
        && a.iter().zip(b).all(|(x, y)| (x.is_nan() && y.is_nan()) || (x - y).abs() <= rel * y.abs().max(1.0))
}
