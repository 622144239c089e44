//! Warm-up: how much history before a bar each function needs for its value
//! at that bar to be what it is on the whole history (issue 16.1).
//!
//! A period restricts which bars a query answers about, not what its
//! indicators see: bars are selected with the warm-up the query's window
//! functions declare here, `map` and `where` run over warm-up and period
//! bars, and only the period's rows continue (see `market/bars.rs` and
//! `execute.rs`). The declarations are of three kinds:
//!
//! * **finite windows** (`sma`, `rolling_*`, `stoch_*`, `cci`, `mfi`, `prev`,
//!   …): exactly the bars the window reaches back (n − 1 for an n-bar window
//!   ending at the current bar, n for one that also reads the bar before).
//!   Their kernels depend only on the window's values (exact sums,
//!   `window/exact_sum.rs`), so the value at the period's first bar is
//!   bit-identical to the whole-history one.
//! * **recursive smoothing** (`ema`, `rma`, `rsi`, `atr`, `macd`, `adx`, …):
//!   a convergence length. An EMA with factor α started k bars back differs
//!   from the whole-history one by (1 − α)^k times the difference of their
//!   states at the start, so k = ⌈ln 10⁻¹² / ln(1 − α)⌉ bars make the
//!   truncated seed's weight below 10⁻¹² ([`SEED_WEIGHT`]): the value then
//!   differs from the whole-history one by at most 10⁻¹² of the input's range
//!   (plus rounding). The bound counts bars where the input is present: a
//!   Wilder average carries its value over a missing input without decaying.
//! * **whole history** (`cumsum`, `cummax`, `obv`, `ad_line`, `streak`,
//!   `bars_since`, `valuewhen`, `sar`, `supertrend`): state that never
//!   forgets; every earlier bar of the session and timeframe is read.
//!
//! `vwap_day` restarts each calendar date, so it reads back to its date's
//! first bar. Frame-global functions — aggregates used in `map`/`where`,
//! `rank`, `session_*` — describe the period's bars only (they are compiled
//! over the period's rows, see [`frame_global`]); they need no warm-up of
//! their own, but their arguments do. Look-ahead (`next`, the right side of
//! pivots' confirmation) never reaches past the period's end.
//!
//! A composition adds up: `sma(rsi(close, 14), 5)` needs rsi's warm-up before
//! the first of sma's five bars.

pub use crate::market::warmup::{SEED_WEIGHT, Warmup, convergence_bars};

use super::{Arg, FunctionDef};

/// EMA factor of span `n`.
fn ema(n: usize) -> f64 {
    2.0 / (n as f64 + 1.0)
}

/// Wilder factor of length `n`.
fn wilder(n: usize) -> f64 {
    1.0 / n.max(1) as f64
}

/// A Wilder average seeded with the SMA of its first `n` inputs, whose
/// inputs read `lag` earlier bars (true range, price changes).
fn wilder_average(n: usize, lag: usize) -> Warmup {
    Warmup::converging(lag + n.saturating_sub(1), wilder(n))
}

/// An EMA pair (MACD): the slower one decides.
fn ema_pair(a: &[Arg]) -> Warmup {
    Warmup::converging(0, ema(a[1].usize().max(a[2].usize())))
}

/// True for functions whose values are missing at many bars by design
/// (confirmed pivots, `valuewhen` before its n-th event): see
/// [`carries_over_gaps`].
pub fn gappy(def: &FunctionDef) -> bool {
    matches!(def.name, "pivothigh" | "pivotlow" | "valuewhen")
}

/// True for functions whose output is never missing where their input is,
/// whatever gaps the input has (counts, running totals, fills).
pub fn fills_gaps(def: &FunctionDef) -> bool {
    matches!(def.name, "streak" | "rolling_count") || def.is_aggregate()
}

/// True for recursions of a series argument whose forgetting slows down over
/// missing inputs: Wilder's average (`rma`) carries its value over them, an
/// EMA (`ema`, `macd*`) re-weights its state against the next present input.
/// Their convergence length counts present inputs, so over an input that may
/// be missing for long stretches ([`gappy`]) they read the whole history.
/// (RSI turns a missing change into 0; ATR, the DMI and Keltner read bar
/// columns.)
pub fn carries_over_gaps(def: &FunctionDef) -> bool {
    matches!(def.name, "rma" | "ema" | "macd" | "macd_signal" | "macd_hist")
}

/// True for functions whose value at a bar depends on every bar of the
/// frame: in `map` and `where` they describe the period's bars only.
pub fn frame_global(def: &FunctionDef) -> bool {
    def.is_aggregate() || def.category == "session" || def.name == "rank"
}

/// The history `def` itself needs with these (checked) arguments, before
/// any its series arguments need. `None` for a name this table does not
/// know (a test checks every registered function is here).
pub fn own(def: &FunctionDef, a: &[Arg]) -> Option<Warmup> {
    let n = |i: usize| a[i].usize();
    let window = |i: usize| Warmup::bars(n(i).saturating_sub(1));
    Some(match def.name {
        // Bar-local: core, time, candle shapes, aggregates and frame-global
        // functions (their arguments' needs are added by the caller).
        "abs" | "log" | "sqrt" | "sign" | "round" | "if" | "year" | "quarter" | "month" | "day_of_month"
        | "dayofweek" | "hour" | "minute" | "date" | "range" | "range_pct" | "midpoint" | "typical_price" | "body"
        | "body_pct" | "upper_wick" | "lower_wick" | "green" | "red" | "doji" | "rank" | "session_high"
        | "session_low" | "session_open" | "session_close" => Warmup::NONE,
        _ if def.is_aggregate() => Warmup::NONE,
        // Look-ahead: no history, but later bars.
        "next" => Warmup::ahead(),
        // Finite windows.
        "prev" | "change" | "change_pct" | "roc" | "momentum" | "rising" | "falling" => Warmup::bars(n(1)),
        "gap" | "gap_pct" | "inside_bar" | "outside_bar" | "crossover" | "crossunder" | "tr" => Warmup::bars(1),
        "sma" | "rolling_mean" | "rolling_sum" | "rolling_max" | "rolling_min" | "rolling_std" | "rolling_count"
        | "wma" | "bbands_upper" | "bbands_middle" | "bbands_lower" | "bbands_width" | "bbands_pctb" => window(1),
        "vwma" | "stoch_k" | "cci" | "williams_r" | "donchian_upper" | "donchian_lower" | "volume_sma"
        | "volume_ratio" => window(0),
        "hma" => {
            let root = ((n(1) as f64).sqrt().floor() as usize).max(1);
            Warmup::bars(n(1).saturating_sub(1) + root - 1)
        }
        "stoch_d" => Warmup::bars(n(0).saturating_sub(1) + n(1).saturating_sub(1)),
        // MFI classifies each flow against the bar before it.
        "mfi" => Warmup::bars(n(0)),
        "pivothigh" | "pivotlow" => Warmup::bars(n(0) + n(1)),
        "vwap_day" => Warmup::day(),
        // Recursive smoothing.
        "ema" => Warmup::converging(0, ema(n(1))),
        "kc_middle" => Warmup::converging(0, ema(n(0))),
        "rma" => wilder_average(n(1), 0),
        "rsi" => wilder_average(n(1), 1),
        "atr" | "natr" | "plus_di" | "minus_di" => wilder_average(n(0), 1),
        "kc_upper" | "kc_lower" | "kc_width" => Warmup::converging(0, ema(n(0))).max(wilder_average(n(1), 1)),
        // DX converges with the DIs, then ADX (a Wilder average of DX seeded with
        // the SMA of its first n values) converges in turn.
        "adx" => wilder_average(n(0), 1).then(wilder_average(n(0), 0)),
        "macd" => ema_pair(a),
        "macd_signal" | "macd_hist" => ema_pair(a).then(Warmup::converging(0, ema(n(3)))),
        // State that never forgets.
        "cumsum" | "cummax" | "cummin" | "obv" | "ad_line" | "streak" | "bars_since" | "valuewhen" | "sar"
        | "supertrend" | "supertrend_dir" => Warmup::all(),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::functions::{Parameter, REGISTRY};

    #[test]
    fn every_function_declares_its_warm_up() {
        for f in REGISTRY.all() {
            let args: Vec<Arg> = f
                .params
                .iter()
                .map(|p| match p {
                    Parameter::Int(_, d) => Arg::Num(d.unwrap_or(5) as f64),
                    Parameter::Float(_, d) => Arg::Num(d.unwrap_or(0.5)),
                    _ => Arg::Missing,
                })
                .collect();
            assert!(own(f, &args).is_some(), "{} has no warm-up declaration", f.name);
        }
    }

    #[test]
    fn convergence_lengths_bound_the_seed_weight() {
        for n in [1usize, 2, 14, 20, 200] {
            for alpha in [ema(n), wilder(n)] {
                let k = convergence_bars(alpha);
                if alpha < 1.0 {
                    assert!((1.0 - alpha).powi(k as i32) < SEED_WEIGHT, "n={n} alpha={alpha} k={k}");
                    assert!((1.0 - alpha).powi(k as i32 - 1) >= SEED_WEIGHT * 0.999, "n={n}: k={k} is not the least");
                } else {
                    assert_eq!(k, 0);
                }
            }
        }
        assert_eq!(convergence_bars(wilder(14)), 373);
    }

    #[test]
    fn compositions_add_up() {
        let sma5 = Warmup::bars(4);
        let rsi = Warmup::converging(14, wilder(14));
        let both = sma5.then(rsi);
        assert_eq!(both.bars, 4 + rsi.bars);
        assert!(both.converging && !both.all);
        assert!(Warmup::bars(3).then(Warmup::all()).all);
        assert_eq!(Warmup::bars(3).max(Warmup::day()), Warmup { bars: 3, day: true, ..Warmup::NONE });
    }
}
