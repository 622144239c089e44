//! What one backtest may cost the server: its time budget and the size of
//! what it gets back. Every bound is configurable (README) and a run over a
//! bound fails with a typed error and a hint.

use std::time::Duration;

use barb_common::config::{ConfigError, positive_or};
use barb_common::deadline::Deadlines;

/// Per-call bounds of the Backtest service.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Default and maximum time of `Run` (`DEADLINE_DEFAULT_MS`, `DEADLINE_MAX_MS`).
    pub deadlines: Deadlines,
    /// Most trades (and so equity points, one per trade) of a run (`MAX_TRADES`).
    pub max_trades: usize,
    /// Largest encoded `RunResponse` (`MAX_RESPONSE_BYTES`).
    pub max_response_bytes: usize,
}

impl Limits {
    /// Default run budget without `grpc-timeout`.
    pub const DEFAULT_DEADLINE: Duration = Duration::from_secs(30);
    /// Largest run budget.
    pub const MAX_DEADLINE: Duration = Duration::from_secs(120);

    /// Reads the bounds from the environment (defaults in the README).
    pub fn from_env() -> Result<Self, ConfigError> {
        let d = Self::default();
        Ok(Self {
            deadlines: Deadlines::from_env(Self::DEFAULT_DEADLINE, Self::MAX_DEADLINE)?,
            max_trades: positive_or("MAX_TRADES", d.max_trades, "a trade count")?,
            max_response_bytes: positive_or("MAX_RESPONSE_BYTES", d.max_response_bytes, "a byte count")?,
        })
    }
}

impl Default for Limits {
    fn default() -> Self {
        Self {
            deadlines: Deadlines { default: Self::DEFAULT_DEADLINE, max: Self::MAX_DEADLINE },
            max_trades: 100_000,
            max_response_bytes: 32 << 20,
        }
    }
}
