//! Typed errors with stable codes.
//!
//! A rejected query is the model's mistake to fix, so every [`QueryError`]
//! carries a stable `code`, a one-sentence `message`, a `hint` that names what
//! is allowed (tables, columns, operators) with a "did you mean" suggestion
//! when there is a close match, and the `location` in the query
//! (e.g. `where[1].op`). [`Error`] adds the failures that are not the caller's
//! fault (timeouts, database outages).

use barb_common::ServiceError;
use barb_common::input::InputError;

/// Stable machine-readable codes of rejected queries.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorCode {
    /// The query is not a JSON object of the documented shape.
    InvalidQuery,
    /// `table` is not one of the whitelisted tables.
    UnknownTable,
    /// A column or relation path does not exist.
    UnknownColumn,
    /// The operator is unknown or not applicable to the column's type.
    InvalidOperator,
    /// A value does not fit the column's type (or is otherwise unusable).
    InvalidValue,
    /// `limit` is outside the allowed range.
    LimitOutOfRange,
    /// An aggregate function, `group_by` entry or aggregate ordering is invalid.
    InvalidAggregate,
    /// The query text or one of its lists is larger than allowed.
    QueryTooLarge,
}

impl ErrorCode {
    /// The wire form, e.g. `unknown_column`.
    pub fn as_str(self) -> &'static str {
        match self {
            ErrorCode::InvalidQuery => "invalid_query",
            ErrorCode::UnknownTable => "unknown_table",
            ErrorCode::UnknownColumn => "unknown_column",
            ErrorCode::InvalidOperator => "invalid_operator",
            ErrorCode::InvalidValue => "invalid_value",
            ErrorCode::LimitOutOfRange => "limit_out_of_range",
            ErrorCode::InvalidAggregate => "invalid_aggregate",
            ErrorCode::QueryTooLarge => "query_too_large",
        }
    }
}

/// A query rejected before it reached the database.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct QueryError {
    /// Stable code.
    pub code: ErrorCode,
    /// What went wrong, in one sentence.
    pub message: String,
    /// How to fix it (allowed names, a suggestion); may be empty.
    pub hint: String,
    /// Where in the query, e.g. `where[0].column`; empty for the whole query.
    pub location: String,
}

impl QueryError {
    /// A new error at `location`.
    pub fn new(
        code: ErrorCode,
        location: impl Into<String>,
        message: impl Into<String>,
        hint: impl Into<String>,
    ) -> Self {
        Self { code, message: message.into(), hint: hint.into(), location: location.into() }
    }
}

/// JSON shape problems (not JSON, not an object, unknown keys) found by the
/// platform's input reader are `invalid_query`.
impl From<InputError> for QueryError {
    fn from(e: InputError) -> Self {
        QueryError::new(ErrorCode::InvalidQuery, e.location, e.message, e.hint)
    }
}

impl ServiceError for QueryError {
    fn code(&self) -> &str {
        self.code.as_str()
    }
    fn hint(&self) -> String {
        self.hint.clone()
    }
    fn location(&self) -> String {
        self.location.clone()
    }
}

/// Any failure of a describe or query call.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The query was rejected (the caller's mistake).
    #[error(transparent)]
    Query(#[from] QueryError),
    /// The query ran longer than the statement timeout.
    #[error("the query took longer than {0} ms and was cancelled")]
    Timeout(u64),
    /// The database could not be reached.
    #[error("the receipts database is unavailable")]
    Unavailable(#[source] sqlx::Error),
    /// Any other database failure (a bug or an operational problem; logged, not shown).
    #[error("the receipts database failed")]
    Database(#[source] sqlx::Error),
}

impl Error {
    /// Classifies a database error: timeouts and outages get their own codes.
    pub fn from_db(e: sqlx::Error, timeout_ms: u64) -> Self {
        match &e {
            sqlx::Error::Database(db) if db.code().as_deref() == Some("57014") => Error::Timeout(timeout_ms),
            sqlx::Error::Io(_) | sqlx::Error::PoolTimedOut | sqlx::Error::PoolClosed | sqlx::Error::Tls(_) => {
                Error::Unavailable(e)
            }
            _ => Error::Database(e),
        }
    }
}

impl ServiceError for Error {
    fn code(&self) -> &str {
        match self {
            Error::Query(q) => q.code.as_str(),
            Error::Timeout(_) => "query_timeout",
            Error::Unavailable(_) => "database_unavailable",
            Error::Database(_) => "internal",
        }
    }
    fn hint(&self) -> String {
        match self {
            Error::Query(q) => q.hint.clone(),
            Error::Timeout(_) => {
                "narrow the filters (a date range, a shop) or aggregate instead of listing rows".into()
            }
            Error::Unavailable(_) => "retry later".into(),
            Error::Database(_) => "retry later; the server logged the cause".into(),
        }
    }
    fn location(&self) -> String {
        match self {
            Error::Query(q) => q.location.clone(),
            _ => String::new(),
        }
    }
    fn retry_after(&self) -> Option<std::time::Duration> {
        match self {
            // The statement timeout is the server's: the same query times out again.
            Error::Timeout(_) => None,
            _ => barb_common::error::default_retry(self.grpc_code()),
        }
    }
    fn grpc_code(&self) -> tonic::Code {
        match self {
            Error::Query(_) => tonic::Code::InvalidArgument,
            Error::Timeout(_) => tonic::Code::DeadlineExceeded,
            Error::Unavailable(_) => tonic::Code::Unavailable,
            Error::Database(_) => tonic::Code::Internal,
        }
    }
    fn to_status(&self) -> tonic::Status {
        if let Error::Database(cause) | Error::Unavailable(cause) = self {
            tracing::error!(error = %cause, "receipts database call failed");
        }
        barb_common::error::status(self.grpc_code(), self.detail())
    }
}
