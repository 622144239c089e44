//! What one call may cost the server: its time budget and the size of what it
//! gets back. Every bound is configurable and documented in the README; a call
//! over a bound fails with a typed error and a hint, never with a truncated
//! answer it cannot tell from a complete one.

use std::time::Duration;

use barb_common::config::{ConfigError, positive_or};
use barb_common::deadline::Deadlines;

use crate::answer::RowCap;

/// Per-call bounds of the QueryEngine service.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Default and maximum time of `Execute` and `GetBars`
    /// (`DEADLINE_DEFAULT_MS`, `DEADLINE_MAX_MS`).
    pub deadlines: Deadlines,
    /// Most rows of a table or grouped result, and the largest `limit`
    /// (`MAX_TABLE_ROWS`).
    pub max_table_rows: usize,
    /// Largest `source_row_limit` (`MAX_SOURCE_ROWS`).
    pub max_source_rows: usize,
    /// Largest encoded `ExecuteResponse` / `GetBarsResponse` (`MAX_RESPONSE_BYTES`).
    pub max_response_bytes: usize,
    /// Largest `GetBars` `limit` (`MAX_BARS`).
    pub max_bars: usize,
}

impl Limits {
    /// Default call budget without `grpc-timeout`.
    pub const DEFAULT_DEADLINE: Duration = Duration::from_secs(10);
    /// Largest call budget.
    pub const MAX_DEADLINE: Duration = Duration::from_secs(60);

    /// Reads the bounds from the environment (defaults in the README).
    pub fn from_env() -> Result<Self, ConfigError> {
        let d = Self::default();
        Ok(Self {
            deadlines: Deadlines::from_env(Self::DEFAULT_DEADLINE, Self::MAX_DEADLINE)?,
            max_table_rows: positive_or("MAX_TABLE_ROWS", d.max_table_rows, "a row count")?,
            max_source_rows: positive_or("MAX_SOURCE_ROWS", d.max_source_rows, "a row count")?,
            max_response_bytes: positive_or("MAX_RESPONSE_BYTES", d.max_response_bytes, "a byte count")?,
            max_bars: positive_or("MAX_BARS", d.max_bars, "a bar count")?,
        })
    }

    /// The row cap of answers.
    pub fn row_cap(&self) -> RowCap {
        RowCap(self.max_table_rows)
    }
}

impl Default for Limits {
    fn default() -> Self {
        Self {
            deadlines: Deadlines { default: Self::DEFAULT_DEADLINE, max: Self::MAX_DEADLINE },
            max_table_rows: 50_000,
            max_source_rows: 5_000,
            max_response_bytes: 16 << 20,
            max_bars: 50_000,
        }
    }
}
