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

/// Settings every gRPC service shares.
#[derive(Debug, Clone)]
pub struct ServerConfig {
    /// gRPC listen address (`LISTEN_ADDR`).
    pub listen_addr: SocketAddr,
    /// Prometheus `/metrics` address (`METRICS_ADDR`); `None` when set to `off`.
    pub metrics_addr: Option<SocketAddr>,
    /// Bearer token required on every non-health call (`INTERNAL_AUTH_TOKEN[_FILE]`).
    /// `None` only when `BARB_INSECURE_DEV=true` (the server then warns at start).
    pub auth_token: Option<String>,
    /// Largest accepted request message in bytes (`GRPC_MAX_DECODE_BYTES`).
    pub max_decode_bytes: usize,
    /// Largest response message in bytes (`GRPC_MAX_ENCODE_BYTES`).
    pub max_encode_bytes: usize,
    /// How long in-flight calls may drain after SIGTERM (`SHUTDOWN_GRACE_MS`).
    pub shutdown_grace: Duration,
}

impl ServerConfig {
    /// Reads the shared server settings, with per-service default ports.
    pub fn from_env(default_port: u16, default_metrics_port: u16) -> Result<Self, ConfigError> {
        let metrics_addr = match var("METRICS_ADDR").as_deref() {
            Some("off") => None,
            _ => Some(addr_or("METRICS_ADDR", &format!("0.0.0.0:{default_metrics_port}"))?),
        };
        Ok(Self {
            listen_addr: addr_or("LISTEN_ADDR", &format!("0.0.0.0:{default_port}"))?,
            metrics_addr,
            auth_token: internal_auth_token()?,
            max_decode_bytes: parse_or("GRPC_MAX_DECODE_BYTES", 16 << 20, "a byte count")?,
            max_encode_bytes: parse_or("GRPC_MAX_ENCODE_BYTES", 64 << 20, "a byte count")?,
            shutdown_grace: millis_or("SHUTDOWN_GRACE_MS", 10_000)?,
        })
    }
}

/// The internal bearer token (`INTERNAL_AUTH_TOKEN` or `INTERNAL_AUTH_TOKEN_FILE`):
/// required, at least 32 characters and not a placeholder, unless
/// `BARB_INSECURE_DEV=true` (then `None` when unset).
pub fn internal_auth_token() -> Result<Option<String>, ConfigError> {
    let name = "INTERNAL_AUTH_TOKEN";
    match crate::secrets::read_checked("INTERNAL_AUTH_TOKEN", crate::secrets::MIN_SECRET_LEN)? {
        Some(t) => Ok(Some(t)),
        None if crate::secrets::insecure_dev()? => Ok(None),
        None => Err(ConfigError {
            name: name.into(),
            value: String::new(),
            expected: format!(
                "a shared secret of at least {} characters for service-to-service calls (`barb secrets generate` makes one; {}=true only on a developer machine)",
                crate::secrets::MIN_SECRET_LEN,
                crate::secrets::INSECURE_DEV_VAR
            ),
        }),
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
