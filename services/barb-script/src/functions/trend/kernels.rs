//! Trend kernels over `f64` slices (NaN = missing): Wilder's directional
//! movement, SuperTrend and Parabolic SAR.

use crate::functions::volatility::kernels::true_range;
use crate::functions::window::kernels::wilder;

/// +DI, −DI and ADX (Wilder's directional movement system).
pub struct Dmi {
    /// +DI.
    pub plus: Vec<f64>,
    /// −DI.
    pub minus: Vec<f64>,
    /// ADX.
    pub adx: Vec<f64>,
}

/// Directional movement: up = high − prev high, down = prev low − low;
/// +DM = up when up > down and up > 0, −DM symmetric (first bar 0);
/// ±DI = 100·Wilder(±DM)/Wilder(TR) (first at n−1); DX = 100·|+DI − −DI|/(+DI + −DI);
/// ADX = Wilder(DX) (first at 2n−2).
pub fn dmi(h: &[f64], l: &[f64], c: &[f64], n: usize) -> Dmi {
    let len = h.len();
    let (mut pdm, mut mdm) = (vec![0.0; len], vec![0.0; len]);
    for i in 1..len {
        let (up, down) = (h[i] - h[i - 1], l[i - 1] - l[i]);
        if up > down && up > 0.0 {
            pdm[i] = up;
        }
        if down > up && down > 0.0 {
            mdm[i] = down;
        }
    }
    let tr = wilder(&true_range(h, l, c), n);
    let (sp, sm) = (wilder(&pdm, n), wilder(&mdm, n));
    let plus: Vec<f64> = (0..len).map(|i| sp[i] / tr[i] * 100.0).collect();
    let minus: Vec<f64> = (0..len).map(|i| sm[i] / tr[i] * 100.0).collect();
    let dx: Vec<f64> = (0..len).map(|i| (plus[i] - minus[i]).abs() / (plus[i] + minus[i]) * 100.0).collect();
    let adx = wilder(&dx, n);
    Dmi { plus, minus, adx }
}

/// SuperTrend value and direction (+1 up, −1 down; NaN where no value).
///
/// Bands are hl2 ± mult·ATR(n) (Wilder ATR). For i ≥ 1 with a valid ATR the
/// lower band ratchets up (kept unless the new one is higher or the previous
/// close fell below the previous lower band) and the upper band ratchets down;
/// the trend is down when the previous bar had no ATR or no value, else it
/// flips up when close crosses above the upper band (from a down-trend) or
/// down when close falls below the lower band (from an up-trend). The value is
/// the lower band in an up-trend, the upper band in a down-trend.
#[allow(clippy::neg_cmp_op_on_partial_ord, clippy::nonminimal_bool)] // NaN comparisons are part of the rule
pub fn supertrend(h: &[f64], l: &[f64], c: &[f64], n: usize, mult: f64) -> (Vec<f64>, Vec<f64>) {
    let len = h.len();
    let atr = wilder(&true_range(h, l, c), n);
    let mut upper: Vec<f64> = (0..len).map(|i| (h[i] + l[i]) / 2.0 + mult * atr[i]).collect();
    let mut lower: Vec<f64> = (0..len).map(|i| (h[i] + l[i]) / 2.0 - mult * atr[i]).collect();
    let (mut value, mut dir) = (vec![f64::NAN; len], vec![f64::NAN; len]);
    for i in 1..len {
        if atr[i].is_nan() {
            continue;
        }
        if !lower[i - 1].is_nan() && !(lower[i] > lower[i - 1] || c[i - 1] < lower[i - 1]) {
            lower[i] = lower[i - 1];
        }
        if !upper[i - 1].is_nan() && !(upper[i] < upper[i - 1] || c[i - 1] > upper[i - 1]) {
            upper[i] = upper[i - 1];
        }
        let up = if atr[i - 1].is_nan() || value[i - 1].is_nan() {
            false
        } else if value[i - 1] == upper[i - 1] {
            c[i] > upper[i]
        } else {
            !(c[i] < lower[i])
        };
        value[i] = if up { lower[i] } else { upper[i] };
        dir[i] = if value[i].is_nan() {
            f64::NAN
        } else if up {
            1.0
        } else {
            -1.0
        };
    }
    (value, dir)
}

/// Parabolic SAR. Direction starts long when close[1] ≥ close[0]; SAR[0] is
/// low[0] (long) or high[0] (short) with EP the opposite extreme and AF =
/// `accel`. Each later bar: SAR += AF·(EP − SAR), clamped to the lows (long)
/// or highs (short) of the two previous bars; a bar that penetrates it flips
/// the trend (SAR = EP, EP = this bar's extreme, AF = accel); otherwise a new
/// extreme moves EP and raises AF by `accel` up to `max_accel`. Fewer than two
/// bars: all NaN.
pub fn sar(h: &[f64], l: &[f64], c: &[f64], accel: f64, max_accel: f64) -> Vec<f64> {
    let len = h.len();
    let mut out = vec![f64::NAN; len];
    if len < 2 {
        return out;
    }
    let mut long = c[1] >= c[0];
    let mut af = accel;
    let mut ep;
    if long {
        out[0] = l[0];
        ep = h[0];
    } else {
        out[0] = h[0];
        ep = l[0];
    }
    for i in 1..len {
        let mut s = out[i - 1] + af * (ep - out[i - 1]);
        // Python's min/max: keep the first argument unless the second compares smaller/larger.
        if long {
            s = py_min(s, l[i - 1]);
            if i >= 2 {
                s = py_min(s, l[i - 2]);
            }
        } else {
            s = py_max(s, h[i - 1]);
            if i >= 2 {
                s = py_max(s, h[i - 2]);
            }
        }
        if long && l[i] < s {
            long = false;
            s = ep;
            ep = l[i];
            af = accel;
        } else if !long && h[i] > s {
            long = true;
            s = ep;
            ep = h[i];
            af = accel;
        } else if long && h[i] > ep {
            ep = h[i];
            af = py_min(af + accel, max_accel);
        } else if !long && l[i] < ep {
            ep = l[i];
            af = py_min(af + accel, max_accel);
        }
        out[i] = s;
    }
    out
}

/// Python `min(a, b)`: b only when b < a (NaN never wins a comparison).
#[inline]
fn py_min(a: f64, b: f64) -> f64 {
    if b < a { b } else { a }
}

/// Python `max(a, b)`: b only when b > a.
#[inline]
fn py_max(a: f64, b: f64) -> f64 {
    if b > a { b } else { a }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::functions::testing::noisy;

    #[test]
    fn sar_needs_two_bars_and_starts_from_the_first_extreme() {
        assert!(sar(&[2.0], &[1.0], &[1.5], 0.02, 0.2)[0].is_nan());
        let (h, l, c) = ([10.0, 11.0, 12.0], [9.0, 10.0, 11.0], [9.5, 10.5, 11.5]);
        let s = sar(&h, &l, &c, 0.02, 0.2);
        // Long: SAR0 = low0 = 9, EP = 10; bar 1: 9 + .02*(10-9) = 9.02, clamp min(9.02, low0=9) = 9;
        // new high 11 -> EP 11, AF .04; bar 2: 9 + .04*2 = 9.08, clamp by lows 10 and 9 -> 9.
        assert_eq!(s, [9.0, 9.0, 9.0]);
        // A short start flips on a bar that trades above the SAR.
        let s = sar(&[10.0, 10.5, 13.0], &[9.0, 8.0, 11.0], &[9.5, 9.0, 12.5], 0.02, 0.2);
        assert_eq!(s[0], 10.0);
        assert_eq!(s[2], 8.0); // flipped long: SAR = previous EP (the low 8)
    }

    #[test]
    fn supertrend_starts_down_on_the_first_bar_with_an_atr() {
        let h = [10.0, 11.0, 12.0, 13.0, 14.0];
        let l = [9.0, 10.0, 11.0, 12.0, 13.0];
        let c = [9.5, 10.5, 11.5, 12.5, 13.5];
        let (v, d) = supertrend(&h, &l, &c, 2, 1.0);
        assert!(v[0].is_nan() && d[0].is_nan());
        assert_eq!(d[1], -1.0);
        // ATR(2) at bar 1 = mean(TR0 = 1, TR1 = max(1, 1.5, 0.5) = 1.5) = 1.25; upper = 10.5 + 1.25.
        assert_eq!(v[1], 11.75);
        assert!(d.iter().skip(1).all(|x| *x == 1.0 || *x == -1.0));
    }

    #[test]
    fn directional_movement_warms_up_at_n_minus_1_and_2n_minus_2() {
        let x = noisy(200, false);
        let h: Vec<f64> = x.iter().map(|v| v + 5.0).collect();
        let l: Vec<f64> = x.iter().map(|v| v - 5.0).collect();
        let d = dmi(&h, &l, &x, 14);
        assert!(d.plus[12].is_nan() && !d.plus[13].is_nan());
        assert!(d.adx[25].is_nan() && !d.adx[26].is_nan());
        assert!(d.adx.iter().skip(26).all(|v| (0.0..=100.0).contains(v)));
    }

    #[test]
    fn empty_input_gives_empty_output() {
        let e: [f64; 0] = [];
        assert!(sar(&e, &e, &e, 0.02, 0.2).is_empty());
        assert!(supertrend(&e, &e, &e, 10, 3.0).0.is_empty());
        assert!(dmi(&e, &e, &e, 14).adx.is_empty());
    }
}
