//! SplitMix64: a tiny, fast, well-mixed PRNG. The seeder needs the same
//! numbers for the same arguments on every machine and every release, which a
//! fixed in-crate algorithm guarantees and a general-purpose RNG crate does not.

/// A SplitMix64 generator.
#[derive(Debug, Clone)]
pub struct SplitMix64(u64);

impl SplitMix64 {
    /// A generator starting from `seed`.
    pub fn new(seed: u64) -> Self {
        Self(seed)
    }

    /// A generator for the sub-stream `(seed, a, b)`, independent of the others.
    pub fn derive(seed: u64, a: u64, b: u64) -> Self {
        let mut g = Self(seed ^ a.wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let x = g.next_u64() ^ b.wrapping_mul(0xD1B5_4A32_D192_ED03);
        Self(x)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `[0, 1)`.
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }

    /// Uniform in `[0, n)`; `n` must be positive.
    pub fn below(&mut self, n: u64) -> u64 {
        // Multiply-shift: unbiased enough for data generation, no division.
        ((u128::from(self.next_u64()) * u128::from(n)) >> 64) as u64
    }

    /// Uniform in `[lo, hi]`.
    pub fn range(&mut self, lo: u64, hi: u64) -> u64 {
        lo + self.below(hi - lo + 1)
    }

    /// True with probability `p`.
    pub fn chance(&mut self, p: f64) -> bool {
        self.unit() < p
    }

    /// A version-4 UUID from 122 random bits.
    pub fn uuid(&mut self) -> uuid::Uuid {
        let bytes = (u128::from(self.next_u64()) << 64 | u128::from(self.next_u64())).to_be_bytes();
        uuid::Builder::from_random_bytes(bytes).into_uuid()
    }

    /// Index drawn with probability proportional to `weights` (not all zero).
    pub fn weighted(&mut self, weights: &[f64]) -> usize {
        let total: f64 = weights.iter().sum();
        let mut x = self.unit() * total;
        for (i, w) in weights.iter().enumerate() {
            if x < *w {
                return i;
            }
            x -= w;
        }
        weights.iter().rposition(|w| *w > 0.0).unwrap_or(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reference_values() {
        // Published SplitMix64 outputs for seed 1234567.
        let mut g = SplitMix64::new(1_234_567);
        assert_eq!(g.next_u64(), 6_457_827_717_110_365_317);
        assert_eq!(g.next_u64(), 3_203_168_211_198_807_973);
    }

    #[test]
    fn helpers_stay_in_range() {
        let mut g = SplitMix64::derive(7, 1, 2);
        for _ in 0..10_000 {
            assert!(g.below(10) < 10);
            let r = g.range(3, 5);
            assert!((3..=5).contains(&r));
            let u = g.unit();
            assert!((0.0..1.0).contains(&u));
        }
        assert_eq!(g.weighted(&[0.0, 1.0, 0.0]), 1);
        assert_eq!(g.uuid().get_version_num(), 4);
    }
}
