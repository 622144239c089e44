//! Trade records: what the simulation produced, in the shape callers see
//! (dates from bar labels, prices and pnl rounded to 4 decimals like the
//! reference, so every metric is computed from exactly the numbers shown).

use serde_json::{Value, json};

use crate::strategy::Direction;

/// Why a trade was closed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum ExitReason {
    /// The fixed stop.
    Stop,
    /// The stop after it was moved to the entry price.
    Breakeven,
    /// The trailing stop.
    TrailingStop,
    /// The take-profit level.
    TakeProfit,
    /// The `exit_target` level.
    Target,
    /// `exit_bars` reached: closed at the bar's close.
    Timeout,
    /// Still open on the last bar: closed at its close.
    End,
}

impl ExitReason {
    /// The wire name (`stop`, `take_profit`, …).
    pub fn as_str(self) -> &'static str {
        match self {
            ExitReason::Stop => "stop",
            ExitReason::Breakeven => "breakeven",
            ExitReason::TrailingStop => "trailing_stop",
            ExitReason::TakeProfit => "take_profit",
            ExitReason::Target => "target",
            ExitReason::Timeout => "timeout",
            ExitReason::End => "end",
        }
    }

    /// True for stop-type exits (a resting stop order: fills at the level or worse).
    pub fn is_stop(self) -> bool {
        matches!(self, ExitReason::Stop | ExitReason::Breakeven | ExitReason::TrailingStop)
    }
}

/// One closed trade, as reported.
#[derive(Debug, Clone, PartialEq)]
pub struct Trade {
    /// Index of the entry bar in the simulated bars.
    pub entry_bar: usize,
    /// Index of the exit bar.
    pub exit_bar: usize,
    /// Entry bar date `YYYY-MM-DD`.
    pub entry_date: String,
    /// Entry bar label `HH:MM` on intraday timeframes.
    pub entry_time: Option<String>,
    /// Entry fill including slippage, rounded to 4 decimals.
    pub entry_price: f64,
    /// Exit bar date.
    pub exit_date: String,
    /// The minute `HH:MM` a price exit was resolved on (minute resolution only).
    pub exit_time: Option<String>,
    /// Exit fill including slippage, rounded to 4 decimals.
    pub exit_price: f64,
    /// Long or short.
    pub direction: Direction,
    /// Points after commission, rounded to 4 decimals.
    pub pnl: f64,
    /// Why it closed.
    pub exit_reason: ExitReason,
    /// exit bar − entry bar.
    pub bars_held: usize,
}

impl Trade {
    /// The JSON record (`entry_time`/`exit_time` only when known).
    pub fn to_json(&self) -> Value {
        let mut v = json!({
            "entry_date": self.entry_date,
            "entry_price": self.entry_price,
            "exit_date": self.exit_date,
            "exit_price": self.exit_price,
            "direction": self.direction.as_str(),
            "pnl": self.pnl,
            "exit_reason": self.exit_reason.as_str(),
            "bars_held": self.bars_held,
        });
        if let Some(t) = &self.entry_time {
            v["entry_time"] = json!(t);
        }
        if let Some(t) = &self.exit_time {
            v["exit_time"] = json!(t);
        }
        v
    }
}

/// Rounds to 4 decimals the way Python's `round(x, 4)` does: correctly
/// rounded from the exact binary value, ties to even (via the formatter, which
/// rounds exactly), so reported prices match the reference to the last digit.
pub fn round4(x: f64) -> f64 {
    if !x.is_finite() {
        return x;
    }
    format!("{x:.4}").parse().unwrap_or(x)
}

/// Rounds to `n` decimals (display values of the card).
pub fn round_to(x: f64, n: usize) -> f64 {
    if !x.is_finite() {
        return x;
    }
    format!("{x:.n$}").parse().unwrap_or(x)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounding_matches_python() {
        // Python: round(2.675, 2) == 2.67 (2.675 is below the tie in binary).
        assert_eq!(round_to(2.675, 2), 2.67);
        assert_eq!(round4(16_307.123_449_999), 16_307.123_4);
        assert_eq!(round4(-0.000_04), -0.0);
        assert_eq!(round4(1.000_05), 1.0001);
        assert!(round4(f64::INFINITY).is_infinite());
    }
}
