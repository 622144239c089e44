//! Reading the query JSON: unknown-key checks (through the platform's one
//! input reader, `barb_common::input`), error construction, list and size
//! bounds. Every other module of the parser goes through these helpers.

use barb_common::input::Object;
use serde_json::{Map, Value};

use crate::error::{ErrorCode, QueryError};

pub(super) fn invalid(location: &str, message: impl Into<String>, hint: impl Into<String>) -> QueryError {
    QueryError::new(ErrorCode::InvalidQuery, location, message, hint)
}

/// Unknown keys of a nested object, through the platform's one input reader.
pub(super) fn check_keys(obj: &Map<String, Value>, allowed: &[&str], location: &str) -> Result<(), QueryError> {
    Ok(Object::from_map(obj, location).check_keys(allowed)?)
}

pub(super) fn as_array<'a>(v: &'a Value, location: &str, what: &str) -> Result<&'a Vec<Value>, QueryError> {
    v.as_array().ok_or_else(|| invalid(location, format!("`{location}` must be a JSON array"), what.to_string()))
}

pub(super) fn too_large(location: &str, got: usize, max: usize) -> QueryError {
    QueryError::new(
        ErrorCode::QueryTooLarge,
        location,
        format!("`{location}` has {got} entries; at most {max} are allowed"),
        "split the question into smaller queries or use an aggregate",
    )
}
