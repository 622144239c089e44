//! Configuration from the environment (12-factor). Every variable is parsed
//! up front so a typo fails at start-up with the variable's name, the bad value
//! and what was expected, instead of surfacing later as odd behaviour.

use std::{net::SocketAddr, str::FromStr, time::Duration};

/// A configuration variable had a value that could not be used.
#[derive(Debug, thiserror::Error)]
#[error("invalid value {value:?} for {name}: expected {expected}")]
pub struct ConfigError {
    /// Variable name.
    pub name: String,
    /// The value found.
    pub value: String,
    /// What a valid value looks like.
    pub expected: String,
}

/// Reads `name`, returning `None` when unset or empty.
pub fn var(name: &str) -> Option<String> {
    std::env::var(name).ok().filter(|v| !v.trim().is_empty())
}

/// Reads and parses `name`, or returns `default` when unset.
pub fn parse_or<T: FromStr>(name: &str, default: T, expected: &str) -> Result<T, ConfigError> {
    match var(name) {
        None => Ok(default),
        Some(v) => v.trim().parse().map_err(|_| ConfigError {
            name: name.to_string(),
            value: v,
            expected: expected.to_string(),
        }),
    }
}

/// Like [`parse_or`] for a number that must be at least 1 (counts, sizes,
/// retention); 0 fails with "… of at least 1".
pub fn positive_or<T>(name: &str, default: T, expected: &str) -> Result<T, ConfigError>
where
    T: FromStr + PartialOrd + From<u8> + ToString,
{
    let v = parse_or(name, default, expected)?;
    if v < T::from(1) {
        return Err(ConfigError {
            name: name.into(),
            value: v.to_string(),
            expected: format!("{expected} of at least 1"),
        });
    }
    Ok(v)
}

/// Reads a socket address such as `0.0.0.0:50051`.
pub fn addr_or(name: &str, default: &str) -> Result<SocketAddr, ConfigError> {
    let fallback = default.parse().expect("default addresses are valid");
    parse_or(name, fallback, "a socket address like 0.0.0.0:50051")
}

/// Reads a duration given in milliseconds.
pub fn millis_or(name: &str, default_ms: u64) -> Result<Duration, ConfigError> {
    parse_or(name, default_ms, "a whole number of milliseconds").map(Duration::from_millis)
}

/// Reads one of a fixed set of words (case-insensitive), returned lower-case.
pub fn choice_or(name: &str, default: &str, choices: &[&str]) -> Result<String, ConfigError> {
    let v = var(name).unwrap_or_else(|| default.to_string()).to_lowercase();
    if choices.contains(&v.as_str()) {
        Ok(v)
    } else {
        Err(ConfigError { name: name.to_string(), value: v, expected: format!("one of {}", choices.join(", ")) })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_value_names_the_variable() {
        // A unique name so parallel tests cannot interfere.
        // SAFETY: no other thread reads this variable.
        unsafe { std::env::set_var("BARB_TEST_PORT_X", "abc") };
        let err = parse_or::<u16>("BARB_TEST_PORT_X", 1, "a port").unwrap_err();
        assert_eq!(err.to_string(), "invalid value \"abc\" for BARB_TEST_PORT_X: expected a port");
    }

    #[test]
    fn unset_uses_default_and_choice_validates() {
        assert_eq!(parse_or::<u16>("BARB_TEST_UNSET_Y", 7, "n").unwrap(), 7);
        assert_eq!(choice_or("BARB_TEST_UNSET_Z", "json", &["json", "pretty"]).unwrap(), "json");
        // SAFETY: no other thread reads this variable.
        unsafe { std::env::set_var("BARB_TEST_CHOICE_W", "xml") };
        assert!(choice_or("BARB_TEST_CHOICE_W", "json", &["json", "pretty"]).is_err());
    }
}
