//! How much of the best of N backtests is luck: the **deflated Sharpe ratio**
//! (Bailey & López de Prado, "The Deflated Sharpe Ratio: Correcting for
//! Selection Bias, Backtest Overfitting and Non-Normality", 2014).
//!
//! Trying N configurations and keeping the best inflates its Sharpe ratio
//! even when no configuration has any edge. With the Sharpe ratios of the N
//! trials having variance `V`, the best of N unskilled trials is expected near
//!
//! ```text
//! SR₀ = √V · ((1 − γ) · Φ⁻¹(1 − 1/N) + γ · Φ⁻¹(1 − 1/(N·e)))      γ = 0.5772… (Euler–Mascheroni)
//! ```
//!
//! and the deflated Sharpe ratio is the probability that the selected
//! configuration's true Sharpe ratio exceeds that benchmark, given its
//! estimate `SR` from `T` returns with skewness `γ₃` and (non-excess)
//! kurtosis `γ₄`:
//!
//! ```text
//! DSR = Φ( (SR − SR₀) · √(T − 1) / √(1 − γ₃·SR + (γ₄ − 1)/4 · SR²) )
//! ```
//!
//! All Sharpe ratios here are per observation (per trade), not annualised.
//! The paper's worked example (T = 1250, annualised SR 2.5 over 250 days a
//! year, N = 100, annualised V = 0.5, γ₃ = −3, γ₄ = 10) gives SR₀ ≈ 1.7894
//! annualised and DSR ≈ 0.9004; `tests/python/deflated_sharpe_example.py`
//! recomputes it with Python's own normal distribution and the test
//! `deflated_sharpe_matches_the_papers_worked_example` checks this code
//! against that script.

/// Euler–Mascheroni constant.
pub const EULER_GAMMA: f64 = 0.577_215_664_901_532_9;

/// Standard normal CDF Φ(x) (Hart's algorithm as given by West, 2005;
/// absolute error below 1e-14).
pub fn normal_cdf(x: f64) -> f64 {
    let z = x.abs();
    let c = if z > 37.0 {
        0.0
    } else {
        let e = (-z * z / 2.0).exp();
        if z < 7.071_067_811_865_47 {
            let mut n = 3.526_249_659_989_11e-2 * z + 0.700_383_064_443_688;
            for k in [
                6.373_962_203_531_65,
                33.912_866_078_383,
                112.079_291_497_871,
                221.213_596_169_931,
                220.206_867_912_376,
            ] {
                n = n * z + k;
            }
            let mut d = 8.838_834_764_831_84e-2 * z + 1.755_667_163_182_64;
            for k in [
                16.064_177_579_207,
                86.780_732_202_946_1,
                296.564_248_779_674,
                637.333_633_378_831,
                793.826_512_519_948,
                440.413_735_824_752,
            ] {
                d = d * z + k;
            }
            e * n / d
        } else {
            let mut b = z + 0.65;
            for k in [4.0, 3.0, 2.0, 1.0] {
                b = z + k / b;
            }
            e / b / 2.506_628_274_631
        }
    };
    if x > 0.0 { 1.0 - c } else { c }
}

/// Inverse standard normal CDF Φ⁻¹(p) for 0 < p < 1 (Acklam's rational
/// approximation refined by one Halley step on [`normal_cdf`]); ±∞ at 0 and 1.
pub fn normal_quantile(p: f64) -> f64 {
    if p <= 0.0 {
        return f64::NEG_INFINITY;
    }
    if p >= 1.0 {
        return f64::INFINITY;
    }
    const A: [f64; 6] = [
        -3.969_683_028_665_376e1,
        2.209_460_984_245_205e2,
        -2.759_285_104_469_687e2,
        1.383_577_518_672_69e2,
        -3.066_479_806_614_716e1,
        2.506_628_277_459_239,
    ];
    const B: [f64; 5] = [
        -5.447_609_879_822_406e1,
        1.615_858_368_580_409e2,
        -1.556_989_798_598_866e2,
        6.680_131_188_771_972e1,
        -1.328_068_155_288_572e1,
    ];
    const C: [f64; 6] = [
        -7.784_894_002_430_293e-3,
        -3.223_964_580_411_365e-1,
        -2.400_758_277_161_838,
        -2.549_732_539_343_734,
        4.374_664_141_464_968,
        2.938_163_982_698_783,
    ];
    const D: [f64; 4] =
        [7.784_695_709_041_462e-3, 3.224_671_290_700_398e-1, 2.445_134_137_142_996, 3.754_408_661_907_416];
    let tail = |q: f64| {
        (((((C[0] * q + C[1]) * q + C[2]) * q + C[3]) * q + C[4]) * q + C[5])
            / ((((D[0] * q + D[1]) * q + D[2]) * q + D[3]) * q + 1.0)
    };
    let x = if p < 0.02425 {
        tail((-2.0 * p.ln()).sqrt())
    } else if p > 1.0 - 0.02425 {
        -tail((-2.0 * (1.0 - p).ln()).sqrt())
    } else {
        let q = p - 0.5;
        let r = q * q;
        (((((A[0] * r + A[1]) * r + A[2]) * r + A[3]) * r + A[4]) * r + A[5]) * q
            / (((((B[0] * r + B[1]) * r + B[2]) * r + B[3]) * r + B[4]) * r + 1.0)
    };
    let e = normal_cdf(x) - p;
    let u = e * (2.0 * std::f64::consts::PI).sqrt() * (x * x / 2.0).exp();
    x - u / (1.0 + x * u / 2.0)
}

/// SR₀: the Sharpe ratio the best of `trials` unskilled trials is expected to
/// reach when the trials' Sharpe ratios have variance `variance`. 0 with
/// fewer than two trials (nothing was selected).
pub fn expected_max_sharpe(trials: u64, variance: f64) -> f64 {
    if trials < 2 || variance <= 0.0 {
        return 0.0;
    }
    let n = trials as f64;
    variance.sqrt()
        * ((1.0 - EULER_GAMMA) * normal_quantile(1.0 - 1.0 / n)
            + EULER_GAMMA * normal_quantile(1.0 - 1.0 / (n * std::f64::consts::E)))
}

/// The deflated Sharpe ratio (a probability in [0, 1]) of a selected
/// configuration with per-observation Sharpe ratio `sharpe` over
/// `observations` returns of skewness `skew` and kurtosis `kurtosis`
/// (non-excess: 3 for a normal distribution), chosen among `trials` whose
/// Sharpe ratios have variance `variance`. `None` with fewer than two
/// observations or when the denominator is not positive (extreme skew).
pub fn deflated_sharpe(
    sharpe: f64,
    observations: u64,
    skew: f64,
    kurtosis: f64,
    trials: u64,
    variance: f64,
) -> Option<f64> {
    if observations < 2 || !sharpe.is_finite() {
        return None;
    }
    let sr0 = expected_max_sharpe(trials, variance);
    let den = 1.0 - skew * sharpe + (kurtosis - 1.0) / 4.0 * sharpe * sharpe;
    if den <= 0.0 || !den.is_finite() {
        return None;
    }
    Some(normal_cdf((sharpe - sr0) * ((observations - 1) as f64).sqrt() / den.sqrt()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normal_functions_agree_with_known_values() {
        // Φ(1.959963984540054) = 0.975, Φ(0) = 0.5, Φ(-1) = 0.15865525393145707.
        assert!((normal_cdf(1.959_963_984_540_054) - 0.975).abs() < 1e-14);
        assert_eq!(normal_cdf(0.0), 0.5);
        assert!((normal_cdf(-1.0) - 0.158_655_253_931_457_07).abs() < 1e-14);
        for p in [1e-10, 0.001, 0.02, 0.3, 0.5, 0.8, 0.99, 1.0 - 1e-9] {
            assert!((normal_cdf(normal_quantile(p)) - p).abs() < 1e-13 * p.max(1e-3), "p {p}");
        }
        assert!((normal_quantile(0.975) - 1.959_963_984_540_054).abs() < 1e-12);
    }
}
