//! Exact sums of doubles, for rolling and cumulative kernels that must not
//! drift: a value that is exactly 0 (no positive money flow in an MFI window),
//! a prefix that returns to its start, a window of equal values — all come out
//! exactly, however long the series.
//!
//! [`ExactSum`] is a fixed-point "superaccumulator" covering the whole range
//! of finite doubles in 32-bit digits held in `i64` cells (so carries can
//! wait). Adding or removing a double is exact and O(1) (three cells);
//! [`ExactSum::value`] is the exact sum correctly rounded to the nearest
//! double (ties to even), in time proportional to the span of exponents seen,
//! which for prices and volumes is a handful of cells. Subtract-and-add
//! sliding sums in plain `f64` accumulate rounding error instead (MFI came
//! out as −4.8e-13 where it is 0); re-summing each window is O(len·n).
//!
//! Only finite values go in; callers keep their own missing/infinite rules.

/// 32-bit digits from 2^-1074 (the smallest subnormal) past 2^1024 with room for carries.
const CELLS: usize = 70;
/// Bit weight of digit 0's lowest bit is 2^BIAS.
const BIAS: i32 = -1074;
/// Carry propagation interval: each add moves a cell by less than 2^32, so an
/// `i64` cell is safe for 2^31 adds; normalise well before.
const NORMALISE_EVERY: u32 = 1 << 28;

/// An exact running sum of finite doubles.
#[derive(Clone)]
pub struct ExactSum {
    cells: [i64; CELLS],
    /// Touched cells are `lo..hi` (empty when `lo >= hi`).
    lo: usize,
    hi: usize,
    since_normalised: u32,
}

impl Default for ExactSum {
    fn default() -> Self {
        Self::new()
    }
}

impl ExactSum {
    /// Zero.
    pub fn new() -> Self {
        Self { cells: [0; CELLS], lo: CELLS, hi: 0, since_normalised: 0 }
    }

    /// Adds a finite `x` exactly (non-finite values are a caller bug and ignored).
    pub fn add(&mut self, x: f64) {
        self.put(x, 1);
    }

    /// Subtracts a finite `x` exactly.
    pub fn sub(&mut self, x: f64) {
        self.put(x, -1);
    }

    /// Adds the product `a·b` exactly (its rounded value and the rounding
    /// error, found with a fused multiply-add; both finite products).
    pub fn add_product(&mut self, a: f64, b: f64) {
        let (p, e) = two_product(a, b);
        self.put(p, 1);
        self.put(e, 1);
    }

    /// Subtracts the product `a·b` exactly.
    pub fn sub_product(&mut self, a: f64, b: f64) {
        let (p, e) = two_product(a, b);
        self.put(p, -1);
        self.put(e, -1);
    }

    /// Subtracts another exact sum (cell by cell, exactly).
    pub fn sub_sum(&mut self, other: &ExactSum) {
        let mut o = other.clone();
        o.normalise();
        if o.lo >= o.hi {
            return;
        }
        for k in o.lo..o.hi {
            self.cells[k] -= o.cells[k];
        }
        self.lo = self.lo.min(o.lo);
        self.hi = self.hi.max(o.hi);
        // Each cell moved by less than 2^33: count it as two additions.
        self.since_normalised += 2;
        if self.since_normalised >= NORMALISE_EVERY {
            self.normalise();
        }
    }

    /// The exact sum as doubles whose sum it is exactly, largest first (the
    /// rounded value, then the rounded remainder, …); empty for zero.
    pub fn expansion(&self) -> Vec<f64> {
        let mut rest = self.clone();
        let mut out = Vec::new();
        loop {
            let v = rest.value();
            if v == 0.0 || !v.is_finite() {
                if !v.is_finite() {
                    out.push(v);
                }
                return out;
            }
            out.push(v);
            rest.put(v, -1);
        }
    }

    fn put(&mut self, x: f64, sign: i64) {
        if x == 0.0 || !x.is_finite() {
            return;
        }
        let bits = x.to_bits();
        let exp = ((bits >> 52) & 0x7ff) as i32;
        let frac = bits & ((1u64 << 52) - 1);
        let (mant, e) = if exp == 0 { (frac, BIAS) } else { (frac | (1u64 << 52), exp - 1075) };
        let sign = if x < 0.0 { -sign } else { sign };
        let b = (e - BIAS) as usize;
        let (k, off) = (b / 32, b % 32);
        let v = (mant as u128) << off;
        for j in 0..3 {
            let digit = ((v >> (32 * j)) & 0xffff_ffff) as i64;
            if digit != 0 {
                self.cells[k + j] += sign * digit;
            }
        }
        self.lo = self.lo.min(k);
        self.hi = self.hi.max(k + 3);
        self.since_normalised += 1;
        if self.since_normalised >= NORMALISE_EVERY {
            self.normalise();
        }
    }

    /// Propagates carries so every touched cell but the top one is in
    /// `0..2^32`; the top cell carries the sign. The value is unchanged.
    fn normalise(&mut self) {
        self.since_normalised = 0;
        if self.lo >= self.hi {
            return;
        }
        for k in self.lo..self.hi - 1 {
            let carry = self.cells[k] >> 32;
            self.cells[k] -= carry << 32;
            self.cells[k + 1] += carry;
        }
        // A positive top may spill upwards (finitely); a negative one keeps its sign here.
        let mut k = self.hi - 1;
        while self.cells[k] >= 1 << 32 && k + 1 < CELLS {
            let carry = self.cells[k] >> 32;
            self.cells[k] -= carry << 32;
            self.cells[k + 1] += carry;
            k += 1;
        }
        self.hi = self.hi.max(k + 1);
    }

    /// The exact sum rounded to the nearest double (ties to even); ±inf
    /// when it is beyond the double range.
    pub fn value(&mut self) -> f64 {
        self.normalise();
        if self.lo >= self.hi {
            return 0.0;
        }
        let top = self.cells[self.hi - 1];
        if top >= 0 {
            return to_f64(&self.cells[..self.hi], self.lo, false);
        }
        // Negative: round the magnitude.
        let mut neg = [0i64; CELLS];
        for (n, c) in neg[self.lo..self.hi].iter_mut().zip(&self.cells[self.lo..self.hi]) {
            *n = -c;
        }
        let mut m = ExactSum { cells: neg, lo: self.lo, hi: self.hi, since_normalised: 0 };
        m.normalise();
        to_f64(&m.cells[..m.hi], m.lo, true)
    }
}

/// Rounds the non-negative canonical digits `cells[lo..]` (each in 0..2^32) to a double.
fn to_f64(cells: &[i64], lo: usize, negative: bool) -> f64 {
    let Some(t) = (lo..cells.len()).rev().find(|&k| cells[k] != 0) else {
        return 0.0;
    };
    // The top four digits as a 128-bit integer; anything below is the sticky bit.
    let mut top: u128 = 0;
    for j in 0..4 {
        top <<= 32;
        if t >= j && t - j >= lo {
            top |= cells[t - j] as u128;
        }
    }
    let sticky = t >= lo + 4 && cells[lo..t - 3].iter().any(|&d| d != 0);
    // top · 2^base is the value (with the sticky bits below).
    let base = 32 * (t as i32 - 3) + BIAS;
    let msb = 127 - top.leading_zeros() as i32;
    let exp = msb + base;
    let ulp = (exp - 52).max(BIAS);
    let shift = ulp - base;
    let q = if shift <= 0 {
        top << (-shift) as u32
    } else {
        let shift = shift as u32;
        let q = top >> shift;
        let rem = top & ((1u128 << shift) - 1);
        let half = 1u128 << (shift - 1);
        let up = rem > half || (rem == half && (sticky || q & 1 == 1));
        q + u128::from(up)
    };
    let magnitude = if ulp > 1023 { f64::INFINITY } else { q as f64 * pow2(ulp) };
    if negative { -magnitude } else { magnitude }
}

/// 2^k for k in −1074..=1023, exactly.
fn pow2(k: i32) -> f64 {
    if k >= -1022 { f64::from_bits(((k + 1023) as u64) << 52) } else { f64::from_bits(1u64 << (k + 1074)) }
}

/// `a·b` as its rounded value and the exact rounding error (`p + e == a·b`
/// exactly when the product neither overflows nor underflows).
pub fn two_product(a: f64, b: f64) -> (f64, f64) {
    let p = a * b;
    (p, a.mul_add(b, -p))
}

/// Prefix sums of `x` computed exactly and rounded once per output, with
/// pandas' `cumsum` conventions: a NaN input gives NaN at its own position and
/// is skipped afterwards; ±inf propagates (+inf and −inf together give NaN).
pub fn cumulative(x: &[f64]) -> Vec<f64> {
    let mut acc = ExactSum::new();
    let (mut pos_inf, mut neg_inf) = (false, false);
    x.iter()
        .map(|&v| {
            if v.is_nan() {
                return f64::NAN;
            }
            if v == f64::INFINITY {
                pos_inf = true;
            } else if v == f64::NEG_INFINITY {
                neg_inf = true;
            } else {
                acc.add(v);
            }
            match (pos_inf, neg_inf) {
                (true, true) => f64::NAN,
                (true, false) => f64::INFINITY,
                (false, true) => f64::NEG_INFINITY,
                (false, false) => acc.value(),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sum(xs: &[f64]) -> f64 {
        let mut s = ExactSum::new();
        xs.iter().for_each(|&x| s.add(x));
        s.value()
    }

    #[test]
    fn sums_are_exact_and_correctly_rounded() {
        assert_eq!(sum(&[0.1, 0.2, -0.1, -0.2]), 0.0);
        // Naive summation loses the 1.0 entirely.
        assert_eq!(sum(&[1e100, 1.0, -1e100]), 1.0);
        assert_eq!(sum(&[0.1, 0.2]), 0.30000000000000004); // the correctly rounded sum of the two doubles
        assert_eq!(sum(&[0.1; 10]), 1.0000000000000000); // exact 10 * 0.1000000000000000055… rounds to 1
        assert_eq!(sum(&[-3.5, 1.25]), -2.25);
        assert_eq!(sum(&[f64::MAX, f64::MAX]), f64::INFINITY);
        assert_eq!(sum(&[-f64::MAX, -f64::MAX]), f64::NEG_INFINITY);
        assert_eq!(sum(&[5e-324, 5e-324]), 1e-323);
        assert_eq!(sum(&[f64::MAX, -f64::MAX, 5e-324]), 5e-324);
        // Ties to even: 2^53 + 1 is halfway between 2^53 and 2^53 + 2.
        assert_eq!(sum(&[9007199254740992.0, 1.0]), 9007199254740992.0);
        assert_eq!(sum(&[9007199254740992.0, 1.0, 1e-300]), 9007199254740994.0);
        assert_eq!(sum(&[9007199254740994.0, 1.0]), 9007199254740996.0);
    }

    #[test]
    fn sliding_add_and_remove_return_exactly_to_zero() {
        let mut s = ExactSum::new();
        let xs: Vec<f64> = (0..10_000).map(|i| (i as f64 * 0.37).sin() * 1e6 / 3.0).collect();
        for &x in &xs {
            s.add(x);
        }
        for &x in &xs {
            s.sub(x);
        }
        assert_eq!(s.value(), 0.0);
    }

    #[test]
    fn products_differences_and_expansions_are_exact() {
        let mut s = ExactSum::new();
        s.add_product(0.1, 0.1);
        s.sub(0.1 * 0.1);
        // What remains is the rounding error of 0.1·0.1, exactly.
        assert_eq!(s.value(), 0.1f64.mul_add(0.1, -(0.1 * 0.1)));
        s.sub_product(0.1, 0.1);
        s.add(0.1 * 0.1);
        assert_eq!(s.value(), 0.0);
        let mut a = ExactSum::new();
        [1e100, 1.0, 1e-100].iter().for_each(|&x| a.add(x));
        assert_eq!(a.expansion(), vec![1e100, 1.0, 1e-100]);
        let mut b = ExactSum::new();
        b.add(1.0);
        a.sub_sum(&b);
        assert_eq!(a.expansion(), vec![1e100, 1e-100]);
        a.sub_sum(&a.clone());
        assert!(a.expansion().is_empty());
    }

    #[test]
    fn cumulative_follows_pandas_missing_rules() {
        let c = cumulative(&[1.0, f64::NAN, 2.0, f64::INFINITY, 1.0, f64::NEG_INFINITY]);
        assert_eq!(c[0], 1.0);
        assert!(c[1].is_nan());
        assert_eq!((c[2], c[3], c[4]), (3.0, f64::INFINITY, f64::INFINITY));
        assert!(c[5].is_nan());
        assert_eq!(cumulative(&[0.1, 0.2, -0.3]), [0.1, 0.30000000000000004, 2.7755575615628914e-17]);
    }
}
