//! The backtest's error type. Input and data problems reuse Barb Script's
//! [`BarbError`] (same stable codes, messages and hints as `run_query`), so a
//! caller sees one error vocabulary; the two outcomes only a long-running
//! simulation has — an expired deadline and a cancelled call — get their own
//! variants and gRPC codes.

use barb_common::input::InputError;
use barb_script::{BarbError, ErrorCode};

/// A failed backtest.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum BacktestError {
    /// Invalid input (strategy, timeframe, session, period, expression) or a
    /// data/internal failure, with Barb Script's code and hint.
    #[error("{0}")]
    Input(#[from] BarbError),
    /// The caller's deadline expired before the simulation finished.
    #[error("the deadline expired after {done} of {total} bars were simulated")]
    DeadlineExceeded {
        /// Bars simulated before stopping.
        done: usize,
        /// Bars in the run.
        total: usize,
    },
    /// The caller's deadline expired before a sweep finished.
    #[error("the deadline expired after {done} of {total} configurations were evaluated")]
    SweepDeadlineExceeded {
        /// Configurations evaluated before stopping.
        done: u64,
        /// Configurations in the sweep.
        total: u64,
    },
    /// The caller went away (the call was cancelled).
    #[error("the backtest was cancelled by the caller")]
    Cancelled,
}

impl BacktestError {
    /// An input error with a code, message and hint.
    pub fn input(code: ErrorCode, message: impl Into<String>, hint: impl Into<String>) -> Self {
        BacktestError::Input(BarbError::new(code, message).hint(hint))
    }

    /// The stable machine-readable code.
    pub fn code(&self) -> &'static str {
        match self {
            BacktestError::Input(e) => e.code.as_str(),
            BacktestError::DeadlineExceeded { .. } | BacktestError::SweepDeadlineExceeded { .. } => "deadline_exceeded",
            BacktestError::Cancelled => "cancelled",
        }
    }

    /// How to fix it (may be empty).
    pub fn hint_text(&self) -> String {
        match self {
            BacktestError::Input(e) => e.hint.clone(),
            BacktestError::DeadlineExceeded { .. } => {
                "allow more time, or narrow the run with a shorter period or a longer timeframe".into()
            }
            BacktestError::SweepDeadlineExceeded { .. } => {
                "allow more time, or try fewer configurations (narrower ranges or a random sample)".into()
            }
            BacktestError::Cancelled => String::new(),
        }
    }

    /// True when the failure is the server's fault (worth logging as an error).
    pub fn is_internal(&self) -> bool {
        matches!(self, BacktestError::Input(e) if matches!(e.code, ErrorCode::Internal | ErrorCode::Data))
    }

    /// The JSON error object of the CLI and `result_json`: `{code, message, hint}`.
    pub fn to_json(&self) -> serde_json::Value {
        serde_json::json!({"code": self.code(), "message": self.to_string(), "hint": self.hint_text()})
    }
}

/// A run stopped by its guard; the progress it reported (bars) goes into the error.
impl From<barb_common::deadline::Stop> for BacktestError {
    fn from(s: barb_common::deadline::Stop) -> Self {
        match s {
            barb_common::deadline::Stop::DeadlineExceeded { done, total } => {
                BacktestError::DeadlineExceeded { done, total }
            }
            barb_common::deadline::Stop::Cancelled => BacktestError::Cancelled,
        }
    }
}

/// JSON shape problems of the input (unknown keys, wrong types).
impl From<InputError> for BacktestError {
    fn from(e: InputError) -> Self {
        BacktestError::Input(e.into())
    }
}

impl From<polars::error::PolarsError> for BacktestError {
    fn from(e: polars::error::PolarsError) -> Self {
        BacktestError::Input(BarbError::internal("backtest data preparation", e))
    }
}

impl barb_common::ServiceError for BacktestError {
    fn code(&self) -> &str {
        BacktestError::code(self)
    }
    fn hint(&self) -> String {
        self.hint_text()
    }
    fn location(&self) -> String {
        match self {
            BacktestError::Input(e) => e.location.clone(),
            BacktestError::DeadlineExceeded { .. }
            | BacktestError::SweepDeadlineExceeded { .. }
            | BacktestError::Cancelled => String::new(),
        }
    }
    fn grpc_code(&self) -> tonic::Code {
        match self {
            BacktestError::Input(e) => barb_common::ServiceError::grpc_code(e),
            BacktestError::DeadlineExceeded { .. } | BacktestError::SweepDeadlineExceeded { .. } => {
                tonic::Code::DeadlineExceeded
            }
            BacktestError::Cancelled => tonic::Code::Cancelled,
        }
    }
}

/// Result alias.
pub type Result<T, E = BacktestError> = std::result::Result<T, E>;
