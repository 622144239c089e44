//! Trade records: what the simulation produced, in the shape callers see
//! (dates from bar labels, prices and pnl rounded to 4 decimals like the
//! reference, so every metric is computed from exactly the numbers shown).

use barb_script::rounding::round_half_even;
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

/// Rounds to 4 decimals with the platform's one rounding routine (NumPy's
/// `round(x, 4)`: ties to even on the scaled double,
/// [`barb_script::rounding::round_half_even`]), so a price in a trade record
/// is the number `run_query`'s `round()` would give.
pub fn round4(x: f64) -> f64 {
    round_half_even(x, 4)
}

/// Rounds to `n` decimals (display values of the card), with the same routine.
pub fn round_to(x: f64, n: i32) -> f64 {
    round_half_even(x, n)
}

/// Microseconds per day.
const DAY_US: i64 = 86_400_000_000;

/// (year, month, day) of days since 1970-01-01 (proleptic Gregorian;
/// Howard Hinnant's `civil_from_days`).
fn civil(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (yoe + era * 400 + i64::from(m <= 2), m, d)
}

/// `YYYY-MM-DD` of a bar label (µs since the epoch, naive exchange time):
/// what `chrono`'s `%Y-%m-%d` prints, without its formatting machinery (one
/// per trade record, thousands per run).
pub fn date_text(us: i64) -> String {
    let (y, m, d) = civil(us.div_euclid(DAY_US));
    if (0..=9999).contains(&y) {
        let mut b = *b"0000-00-00";
        let y = y as u32;
        for (i, v) in [
            (0, y / 1000),
            (1, y / 100 % 10),
            (2, y / 10 % 10),
            (3, y % 10),
            (5, m / 10),
            (6, m % 10),
            (8, d / 10),
            (9, d % 10),
        ] {
            b[i] = b'0' + v as u8;
        }
        String::from_utf8_lossy(&b).into_owned()
    } else {
        format!("{y:+05}-{m:02}-{d:02}")
    }
}

/// `HH:MM` of a bar label.
pub fn time_text(us: i64) -> String {
    let minute = us.rem_euclid(DAY_US) / 60_000_000;
    let (h, m) = ((minute / 60) as u8, (minute % 60) as u8);
    String::from_utf8_lossy(&[b'0' + h / 10, b'0' + h % 10, b':', b'0' + m / 10, b'0' + m % 10]).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounding_is_numpys() {
        // np.round(2.675, 2) == 2.68: 2.675·100 rounds to the double 267.5, a
        // tie, and 268 is even (Python's round() says 2.67). Values from numpy 2.
        assert_eq!(round_to(2.675, 2), 2.68);
        assert_eq!(round4(16_307.123_449_999), 16_307.123_4);
        assert_eq!(round4(1.000_05), 1.0001);
        assert_eq!(round4(1.000_15), 1.0002);
        assert!(round4(-0.000_04).is_sign_negative());
        assert!(round4(f64::INFINITY).is_infinite());
    }

    #[test]
    fn date_and_time_text_match_chrono() {
        use barb_script::dates::datetime_from_micros;
        // Every day from 1900 to 2100 at a few times of day, and both sides of the epoch.
        let start = -70 * 365 * DAY_US;
        let mut us = start;
        while us < 130 * 365 * DAY_US {
            for minute in [0i64, 1, 599, 1079, 1439] {
                let t = us + minute * 60_000_000 + 59_000_000;
                let dt = datetime_from_micros(t);
                assert_eq!(date_text(t), dt.format("%Y-%m-%d").to_string(), "{t}");
                assert_eq!(time_text(t), dt.format("%H:%M").to_string(), "{t}");
            }
            us += DAY_US;
        }
    }
}
