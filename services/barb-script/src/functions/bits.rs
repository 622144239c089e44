//! Comparisons of float columns packed into Arrow bitmaps: eight rows a
//! byte, the first row in the lowest bit. Every test is ordered — false
//! when either side is NaN — which is what a missing value means here
//! (`NaN` stands for missing in the kernels' slices).
//!
//! A row-at-a-time loop that shifts each result into its byte is not
//! vectorised by the compiler: 674k rows took ~13 instructions a row. With
//! AVX (checked at run time) four rows are compared by one `vcmppd` and
//! their results read by one `vmovmskpd`; other CPUs run the plain loop,
//! with the same results.

/// An ordered comparison of a row's two values (NaN on either side: false).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Test {
    Gt,
    Ge,
    Lt,
    Le,
    Eq,
    /// Unequal and neither NaN (IEEE `!=` is true for NaN).
    Ne,
    /// The first value is not NaN (the second is ignored).
    Present,
}

impl Test {
    /// The test on one row.
    #[inline]
    pub fn holds(self, a: f64, b: f64) -> bool {
        match self {
            Test::Gt => a > b,
            Test::Ge => a >= b,
            Test::Lt => a < b,
            Test::Le => a <= b,
            Test::Eq => a == b,
            Test::Ne => a != b && !a.is_nan() && !b.is_nan(),
            Test::Present => !a.is_nan(),
        }
    }
}

/// The other side of a comparison: a column as long as the first, or one
/// value compared with every row.
#[derive(Clone, Copy)]
pub enum Side<'a> {
    Column(&'a [f64]),
    Value(f64),
}

/// `test(p[i], q[i])` for every row of `p`, packed.
pub fn pack(p: &[f64], q: Side<'_>, test: Test) -> Vec<u8> {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx") {
        // SAFETY: the CPU has AVX, checked just above.
        return unsafe { avx::pack(p, q, test, None) }.0;
    }
    plain(p, q, test, None).0
}

/// Two tests of the same rows at once, reading each pair of values once (a
/// crossing needs both "past" and "not yet past").
pub fn pack2(p: &[f64], q: &[f64], first: Test, second: Test) -> (Vec<u8>, Vec<u8>) {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx") {
        // SAFETY: the CPU has AVX, checked just above.
        return unsafe { avx::pack(p, Side::Column(q), first, Some(second)) };
    }
    plain(p, Side::Column(q), first, Some(second))
}

/// How many rows a comparison of `p` with `q` has.
fn row_count(p: &[f64], q: Side<'_>) -> usize {
    match q {
        Side::Column(q) => p.len().min(q.len()),
        Side::Value(_) => p.len(),
    }
}

/// The value of `q` at row `i`.
#[inline]
fn at(q: Side<'_>, i: usize) -> f64 {
    match q {
        Side::Column(q) => q[i],
        Side::Value(c) => c,
    }
}

/// The loop without vector instructions (and the tail of the AVX one).
fn plain(p: &[f64], q: Side<'_>, first: Test, second: Option<Test>) -> (Vec<u8>, Vec<u8>) {
    let len = row_count(p, q);
    let mut out = (Vec::with_capacity(len.div_ceil(8)), Vec::new());
    if second.is_some() {
        out.1.reserve(len.div_ceil(8));
    }
    tail(p, q, first, second, 0, len, &mut out);
    out
}

/// Packs rows `from..len` (`from` a multiple of 8) onto `out`.
fn tail(
    p: &[f64],
    q: Side<'_>,
    first: Test,
    second: Option<Test>,
    from: usize,
    len: usize,
    out: &mut (Vec<u8>, Vec<u8>),
) {
    let mut at_row = from;
    while at_row < len {
        let (mut u, mut v) = (0u8, 0u8);
        for j in 0..(len - at_row).min(8) {
            let (a, b) = (p[at_row + j], at(q, at_row + j));
            u |= u8::from(first.holds(a, b)) << j;
            if let Some(s) = second {
                v |= u8::from(s.holds(a, b)) << j;
            }
        }
        out.0.push(u);
        if second.is_some() {
            out.1.push(v);
        }
        at_row += 8;
    }
}

#[cfg(target_arch = "x86_64")]
mod avx {
    use std::arch::x86_64::*;

    use super::{Side, Test, row_count, tail};

    /// `vcmppd` immediates (`_OQ`: ordered, so NaN is false).
    fn immediate(test: Test) -> i32 {
        match test {
            Test::Gt => _CMP_GT_OQ,
            Test::Ge => _CMP_GE_OQ,
            Test::Lt => _CMP_LT_OQ,
            Test::Le => _CMP_LE_OQ,
            Test::Eq => _CMP_EQ_OQ,
            Test::Ne => _CMP_NEQ_OQ,
            Test::Present => _CMP_ORD_Q,
        }
    }

    /// [`super::pack`] and [`super::pack2`] eight rows at a time: the tests
    /// picked once, outside the loop (the immediates are constants of the
    /// instruction).
    #[target_feature(enable = "avx")]
    pub(super) fn pack(p: &[f64], q: Side<'_>, first: Test, second: Option<Test>) -> (Vec<u8>, Vec<u8>) {
        macro_rules! one {
            ($($imm:ident),*) => {
                match immediate(first) {
                    $($imm => rows::<$imm, 0, false>(p, q, first, None),)*
                    _ => unreachable!("every test has an immediate"),
                }
            };
        }
        match (first, second) {
            (Test::Gt, Some(Test::Le)) => rows::<_CMP_GT_OQ, _CMP_LE_OQ, true>(p, q, first, second),
            (Test::Lt, Some(Test::Ge)) => rows::<_CMP_LT_OQ, _CMP_GE_OQ, true>(p, q, first, second),
            (_, Some(s)) => (pack(p, q, first, None).0, pack(p, q, s, None).0),
            (_, None) => one!(_CMP_GT_OQ, _CMP_GE_OQ, _CMP_LT_OQ, _CMP_LE_OQ, _CMP_EQ_OQ, _CMP_NEQ_OQ, _CMP_ORD_Q),
        }
    }

    /// Four rows of the test with immediate `T` as four bits ("present"
    /// compares a value with itself).
    #[inline]
    #[target_feature(enable = "avx")]
    fn bits4<const T: i32>(a: __m256d, b: __m256d) -> u8 {
        let b = if T == _CMP_ORD_Q { a } else { b };
        _mm256_movemask_pd(_mm256_cmp_pd::<T>(a, b)) as u8
    }

    #[inline]
    #[target_feature(enable = "avx")]
    fn rows<const A: i32, const B: i32, const TWO: bool>(
        p: &[f64],
        q: Side<'_>,
        first: Test,
        second: Option<Test>,
    ) -> (Vec<u8>, Vec<u8>) {
        let len = row_count(p, q);
        let whole = len / 8;
        let mut out = (vec![0u8; whole], if TWO { vec![0u8; whole] } else { Vec::new() });
        let load = |s: &[f64], i: usize| {
            assert!(i + 4 <= s.len());
            // SAFETY: four values from `i` are inside `s` (asserted; the
            // loop's bounds make the check free to hoist).
            unsafe { _mm256_loadu_pd(s.as_ptr().add(i)) }
        };
        match q {
            Side::Column(q) => {
                let (p, q) = (&p[..whole * 8], &q[..whole * 8]);
                for k in 0..whole {
                    let i = k * 8;
                    let (a0, a1, b0, b1) = (load(p, i), load(p, i + 4), load(q, i), load(q, i + 4));
                    out.0[k] = bits4::<A>(a0, b0) | bits4::<A>(a1, b1) << 4;
                    if TWO {
                        out.1[k] = bits4::<B>(a0, b0) | bits4::<B>(a1, b1) << 4;
                    }
                }
            }
            Side::Value(c) => {
                let (p, b) = (&p[..whole * 8], _mm256_set1_pd(c));
                for k in 0..whole {
                    let i = k * 8;
                    let (a0, a1) = (load(p, i), load(p, i + 4));
                    out.0[k] = bits4::<A>(a0, b) | bits4::<A>(a1, b) << 4;
                    if TWO {
                        out.1[k] = bits4::<B>(a0, b) | bits4::<B>(a1, b) << 4;
                    }
                }
            }
        }
        tail(p, q, first, second, whole * 8, len, &mut out);
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::functions::testing::noisy;

    const TESTS: [Test; 7] = [Test::Gt, Test::Ge, Test::Lt, Test::Le, Test::Eq, Test::Ne, Test::Present];

    /// Every test, packed by whichever build this CPU runs and by the plain
    /// loop, equals the test row by row (lowest bit first, a partial last
    /// byte) on NaN, ±inf, equal and signed-zero rows, for every length
    /// around a byte boundary, against a column and against one value.
    #[test]
    fn packed_bits_are_the_rows_in_order() {
        let mut x = noisy(70, true);
        let mut y: Vec<f64> = x.iter().rev().copied().collect();
        (x[3], y[3], x[9], y[10], x[20], y[20]) =
            (f64::INFINITY, f64::INFINITY, f64::NEG_INFINITY, f64::NAN, 0.0, -0.0);
        y[30] = x[30];
        let bits = |bytes: Vec<u8>, len: usize| -> Vec<bool> {
            assert_eq!(bytes.len(), len.div_ceil(8));
            polars_arrow::bitmap::Bitmap::from_u8_vec(bytes, len).iter().collect()
        };
        for len in [0, 1, 7, 8, 9, 16, 63, 64, 65, 70] {
            let (p, q) = (&x[..len], &y[..len]);
            for t in TESTS {
                let want: Vec<bool> = p.iter().zip(q).map(|(a, b)| t.holds(*a, *b)).collect();
                assert_eq!(bits(pack(p, Side::Column(q), t), len), want, "{t:?} len {len}");
                assert_eq!(bits(plain(p, Side::Column(q), t, None).0, len), want, "plain {t:?} len {len}");
                for c in [0.5, f64::NAN, f64::INFINITY] {
                    let want: Vec<bool> = p.iter().map(|a| t.holds(*a, c)).collect();
                    assert_eq!(bits(pack(p, Side::Value(c), t), len), want, "{t:?} {c} len {len}");
                }
            }
            let (over, under) = pack2(p, q, Test::Gt, Test::Le);
            assert_eq!(over, pack(p, Side::Column(q), Test::Gt), "len {len}: the first test");
            assert_eq!(under, pack(p, Side::Column(q), Test::Le), "len {len}: the second test");
            assert_eq!(plain(p, Side::Column(q), Test::Gt, Some(Test::Le)), (over, under), "plain, len {len}");
        }
    }
}
