//! The engine's one error type: a stable machine-readable code, a message and
//! a hint. Every failure a caller can cause maps to one of these; internal
//! failures are wrapped as `internal` without leaking library messages.

use std::fmt;

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
            Self::Data => "data",
            Self::Internal => "internal",
        }
    }
}

/// A failed query or data operation.
#[derive(Debug, Clone, PartialEq)]
pub struct QueryError {
    /// Stable code.
    pub code: ErrorCode,
    /// What went wrong.
    pub message: String,
    /// How to fix it (may be empty).
    pub hint: String,
    /// Where in the query (e.g. `map.range`, `where`, `steps[1].select`); may be empty.
    pub location: String,
}

impl QueryError {
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

    /// An internal failure; the cause is kept for logs only.
    pub fn internal(context: &str, cause: impl fmt::Display) -> Self {
        Self::new(ErrorCode::Internal, format!("{context} failed: {cause}"))
    }
}

impl fmt::Display for QueryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.location.is_empty() {
            f.write_str(&self.message)
        } else {
            write!(f, "{} (in {})", self.message, self.location)
        }
    }
}

impl std::error::Error for QueryError {}

impl From<polars::error::PolarsError> for QueryError {
    fn from(e: polars::error::PolarsError) -> Self {
        QueryError::internal("query execution", e)
    }
}

impl barb_common::ServiceError for QueryError {
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
            _ => tonic::Code::InvalidArgument,
        }
    }
}

/// Result alias.
pub type Result<T, E = QueryError> = std::result::Result<T, E>;

/// The closest candidate to `name` by edit distance, if it is close enough to
/// be a plausible typo ("clsoe" → "close").
pub fn did_you_mean<'a>(name: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let lname = name.to_lowercase();
    let max = (name.chars().count() / 3).max(1) + usize::from(name.len() > 5);
    candidates
        .into_iter()
        .map(|c| (levenshtein(&lname, &c.to_lowercase()), c))
        .filter(|(d, _)| *d <= max)
        .min_by_key(|(d, _)| *d)
        .map(|(_, c)| c)
}

/// A hint naming the closest candidate, or listing all of them.
pub fn suggestion<'a>(name: &str, candidates: impl IntoIterator<Item = &'a str> + Clone) -> String {
    match did_you_mean(name, candidates.clone()) {
        Some(c) => format!("did you mean '{c}'?"),
        None => {
            let all: Vec<&str> = candidates.into_iter().collect();
            format!("available: {}", all.join(", "))
        }
    }
}

/// Edit distance where an adjacent transposition ("clsoe") counts as one edit
/// (optimal string alignment).
fn levenshtein(a: &str, b: &str) -> usize {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    let mut d = vec![vec![0usize; b.len() + 1]; a.len() + 1];
    for (i, row) in d.iter_mut().enumerate() {
        row[0] = i;
    }
    for (j, cell) in d[0].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            d[i][j] = (d[i - 1][j] + 1).min(d[i][j - 1] + 1).min(d[i - 1][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                d[i][j] = d[i][j].min(d[i - 2][j - 2] + 1);
            }
        }
    }
    d[a.len()][b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn suggests_close_names() {
        let cols = ["open", "high", "low", "close", "volume"];
        assert_eq!(did_you_mean("clsoe", cols), Some("close"));
        assert_eq!(did_you_mean("volum", cols), Some("volume"));
        assert_eq!(did_you_mean("zzzzzz", cols), None);
        assert_eq!(suggestion("clsoe", cols), "did you mean 'close'?");
    }
}
