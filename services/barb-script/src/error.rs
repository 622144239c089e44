//! The language's one error type: a stable machine-readable code, a message,
//! a hint and the location in the query. Every failure a caller can cause
//! maps to one of these (queries, expressions, backtest strategies, market
//! data); internal failures are wrapped as `internal` without leaking library
//! messages.

use std::fmt;

use barb_common::input::{InputError, Problem};

/// Stable error codes (`ErrorInfo.reason` of the gRPC status, see `barb_common::error`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorCode {
    /// The query is not a JSON object, or a field has the wrong JSON type.
    InvalidQuery,
    /// A top-level or step key that Barb Script does not have.
    InvalidField,
    /// `from` is not a known timeframe.
    InvalidTimeframe,
    /// `period` has no valid form.
    InvalidPeriod,
    /// `session` is not one of the instrument's sessions.
    UnknownSession,
    /// A column name that does not exist at that point of the pipeline.
    UnknownColumn,
    /// A function name that does not exist.
    UnknownFunction,
    /// Wrong number of arguments.
    Arity,
    /// An argument or operand of the wrong type.
    Type,
    /// The expression text does not parse.
    Syntax,
    /// An operator or construct the language does not support.
    Unsupported,
    /// Expression too deep or too large.
    TooComplex,
    /// `limit` out of range, `columns` malformed, etc.
    InvalidValue,
    /// Instrument not loaded.
    UnknownInstrument,
    /// The result is larger than the server returns (table rows, response bytes).
    ResultTooLarge,
    /// The server-side deadline passed before the query finished.
    DeadlineExceeded,
    /// The caller went away before the query finished.
    Cancelled,
    /// Data file problems (missing, wrong schema, unsorted).
    Data,
    /// An unexpected internal failure.
    Internal,
}

impl ErrorCode {
    /// The snake_case wire name.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::InvalidQuery => "invalid_query",
            Self::InvalidField => "invalid_field",
            Self::InvalidTimeframe => "invalid_timeframe",
            Self::InvalidPeriod => "invalid_period",
            Self::UnknownSession => "unknown_session",
            Self::UnknownColumn => "unknown_column",
            Self::UnknownFunction => "unknown_function",
            Self::Arity => "arity",
            Self::Type => "type",
            Self::Syntax => "syntax",
            Self::Unsupported => "unsupported",
            Self::TooComplex => "too_complex",
            Self::InvalidValue => "invalid_value",
            Self::UnknownInstrument => "unknown_instrument",
            Self::ResultTooLarge => "result_too_large",
            Self::DeadlineExceeded => "deadline_exceeded",
            Self::Cancelled => "cancelled",
            Self::Data => "data",
            Self::Internal => "internal",
        }
    }
}

/// A failed query, expression or market-data operation.
#[derive(Debug, Clone, PartialEq)]
pub struct BarbError {
    /// Stable code.
    pub code: ErrorCode,
    /// What went wrong.
    pub message: String,
    /// How to fix it (may be empty).
    pub hint: String,
    /// Where in the query (e.g. `map.range`, `where`, `steps[1].select`); may be empty.
    pub location: String,
}

impl BarbError {
    /// A new error without hint or location.
    pub fn new(code: ErrorCode, message: impl Into<String>) -> Self {
        Self { code, message: message.into(), hint: String::new(), location: String::new() }
    }

    /// Adds a hint.
    pub fn hint(mut self, hint: impl Into<String>) -> Self {
        self.hint = hint.into();
        self
    }

    /// Sets the location if none is set yet (inner locations are more precise).
    pub fn at(mut self, location: impl Into<String>) -> Self {
        if self.location.is_empty() {
            self.location = location.into();
        }
        self
    }

    /// Fills an empty hint with the general advice for its code, so every
    /// error a caller sees says how to go on (the public entry points
    /// `Query::parse`, `plan` and `execute` apply it).
    pub fn or_default_hint(mut self) -> Self {
        if self.hint.trim().is_empty() {
            self.hint = match self.code {
                ErrorCode::Syntax => "check brackets, quotes and operators: expressions follow Python's grammar, e.g. \
                                      \"(high - low) / close > 0.01\""
                    .into(),
                ErrorCode::InvalidValue => {
                    "use a value in the allowed range (window lengths are whole numbers from 1 to 1,000,000)".into()
                }
                ErrorCode::Type => {
                    "check the kinds of arguments and operands; `barb functions` lists the signatures".into()
                }
                ErrorCode::Internal | ErrorCode::Data => "this is a fault of the service, not of the query".into(),
                _ => "see the Barb Script reference: the query fields and `barb functions`".into(),
            };
        }
        self
    }

    /// The server-side deadline passed (one message and hint wherever the
    /// query was stopped).
    pub fn deadline_exceeded() -> Self {
        BarbError::new(ErrorCode::DeadlineExceeded, "the deadline expired before the query finished").hint(
            "allow more time (grpc-timeout, up to the server's maximum) or ask for less: a shorter period, a \
             longer timeframe, fewer map columns",
        )
    }

    /// An internal failure; the cause is kept for logs only.
    pub fn internal(context: &str, cause: impl fmt::Display) -> Self {
        Self::new(ErrorCode::Internal, format!("{context} failed: {cause}"))
    }
}

impl fmt::Display for BarbError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.location.is_empty() {
            f.write_str(&self.message)
        } else {
            write!(f, "{} (in {})", self.message, self.location)
        }
    }
}

impl std::error::Error for BarbError {}

impl From<polars::error::PolarsError> for BarbError {
    fn from(e: polars::error::PolarsError) -> Self {
        BarbError::internal("query execution", e)
    }
}

/// A computation stopped by its guard (`barb_common::deadline`): the
/// server-side deadline passed, or the caller went away.
impl From<barb_common::deadline::Stop> for BarbError {
    fn from(s: barb_common::deadline::Stop) -> Self {
        match s {
            barb_common::deadline::Stop::DeadlineExceeded { .. } => BarbError::deadline_exceeded(),
            barb_common::deadline::Stop::Cancelled => {
                BarbError::new(ErrorCode::Cancelled, "the query was cancelled by the caller")
            }
        }
    }
}

/// JSON shape problems: unknown keys are `invalid_field`, the rest
/// `invalid_query`.
impl From<InputError> for BarbError {
    fn from(e: InputError) -> Self {
        let code = match e.problem {
            Problem::UnknownFields(_) => ErrorCode::InvalidField,
            Problem::NotJson | Problem::WrongType | Problem::Missing => ErrorCode::InvalidQuery,
        };
        BarbError { code, message: e.message, hint: e.hint, location: e.location }
    }
}

impl barb_common::ServiceError for BarbError {
    fn code(&self) -> &str {
        self.code.as_str()
    }
    fn hint(&self) -> String {
        self.hint.clone()
    }
    fn location(&self) -> String {
        self.location.clone()
    }
    fn grpc_code(&self) -> tonic::Code {
        match self.code {
            ErrorCode::UnknownInstrument => tonic::Code::NotFound,
            ErrorCode::Data | ErrorCode::Internal => tonic::Code::Internal,
            ErrorCode::DeadlineExceeded => tonic::Code::DeadlineExceeded,
            ErrorCode::Cancelled => tonic::Code::Cancelled,
            _ => tonic::Code::InvalidArgument,
        }
    }
}

/// Result alias.
pub type Result<T, E = BarbError> = std::result::Result<T, E>;
