//! Reading the query JSON: unknown-key checks, error construction, list and
//! size bounds. Every other module of the parser goes through these helpers, so
//! key checking and its wording live here only.

use serde_json::{Map, Value};

use crate::error::{ErrorCode, QueryError};
use crate::suggest::did_you_mean_prefix;

pub(super) fn invalid(location: &str, message: impl Into<String>, hint: impl Into<String>) -> QueryError {
    QueryError::new(ErrorCode::InvalidQuery, location, message, hint)
}

pub(super) fn check_keys(obj: &Map<String, Value>, allowed: &[&'static str], location: &str) -> Result<(), QueryError> {
    for key in obj.keys() {
        if !allowed.contains(&key.as_str()) {
            let at = if location.is_empty() { key.clone() } else { format!("{location}.{key}") };
            return Err(invalid(
                &at,
                format!("unknown key '{}'", clip(key)),
                format!("{}allowed keys: {}", did_you_mean_prefix(key, allowed.iter().copied()), allowed.join(", ")),
            ));
        }
    }
    Ok(())
}

/// Shortens user text quoted in messages so huge inputs do not produce huge errors.
pub(crate) fn clip(text: &str) -> String {
    const MAX: usize = 80;
    if text.chars().count() <= MAX {
        text.to_string()
    } else {
        format!("{}…", text.chars().take(MAX).collect::<String>())
    }
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
