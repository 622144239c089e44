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
    /// `None` when mTLS authenticates callers instead, or when
    /// `BARB_INSECURE_DEV=true` (the server then warns at start).
    pub auth_token: Option<String>,
    /// mTLS material (`INTERNAL_TLS_*`): the port then speaks TLS only and
    /// requires a client certificate from the CA bundle.
    pub tls: Option<crate::tls::InternalTls>,
    /// Which callers' certificates are admitted (`INTERNAL_TLS_ALLOWED_CLIENTS`);
    /// `None`: the service's default ([`crate::tls::default_allowed_clients`]).
    pub allowed_clients: Option<crate::tls::AllowedClients>,
    /// A plaintext listener serving only `grpc.health.v1` (`HEALTH_ADDR`), for
    /// probes that cannot present a certificate (kubelet gRPC probes, compose
    /// healthchecks); `None` when unset or `off`.
    pub health_addr: Option<SocketAddr>,
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
        let health_addr = match var("HEALTH_ADDR").as_deref() {
            None | Some("off") => None,
            Some(_) => Some(addr_or("HEALTH_ADDR", "0.0.0.0:0")?),
        };
        let auth = InternalAuth::from_env()?;
        Ok(Self {
            listen_addr: addr_or("LISTEN_ADDR", &format!("0.0.0.0:{default_port}"))?,
            metrics_addr,
            auth_token: auth.token,
            tls: auth.tls,
            allowed_clients: crate::tls::AllowedClients::from_env()?,
            health_addr,
            max_decode_bytes: parse_or("GRPC_MAX_DECODE_BYTES", 16 << 20, "a byte count")?,
            max_encode_bytes: parse_or("GRPC_MAX_ENCODE_BYTES", 64 << 20, "a byte count")?,
            shutdown_grace: millis_or("SHUTDOWN_GRACE_MS", 10_000)?,
        })
    }

    /// Loopback settings for in-process servers in tests: no metrics, no
    /// health listener, no TLS, no token (authentication off).
    pub fn for_tests(listen_addr: SocketAddr) -> Self {
        Self {
            listen_addr,
            metrics_addr: None,
            auth_token: None,
            tls: None,
            allowed_clients: None,
            health_addr: None,
            max_decode_bytes: 16 << 20,
            max_encode_bytes: 64 << 20,
            shutdown_grace: Duration::from_secs(10),
        }
    }
}

/// How this process authenticates to and is authenticated by other services.
#[derive(Debug, Clone, Default)]
pub struct InternalAuth {
    /// The shared bearer token (`INTERNAL_AUTH_TOKEN[_FILE]`).
    pub token: Option<String>,
    /// mTLS material (`INTERNAL_TLS_CERT_FILE`, `…_KEY_FILE`, `…_CA_FILE`).
    pub tls: Option<crate::tls::InternalTls>,
}

impl InternalAuth {
    /// Reads the token and the TLS files. At least one is required (both is
    /// recommended: mTLS encrypts the token and gives each service its own
    /// identity); a weak or placeholder token is refused either way. Neither
    /// is accepted only with `BARB_INSECURE_DEV=true`.
    pub fn from_env() -> Result<Self, ConfigError> {
        let tls = crate::tls::InternalTls::from_env()?;
        let token = crate::secrets::read_checked("INTERNAL_AUTH_TOKEN", crate::secrets::MIN_SECRET_LEN)?;
        if token.is_none() && tls.is_none() && !crate::secrets::insecure_dev()? {
            return Err(ConfigError {
                name: "INTERNAL_AUTH_TOKEN".into(),
                value: String::new(),
                expected: format!(
                    "internal authentication: a shared secret of at least {} characters for service-to-service calls, and/or mTLS certificates (INTERNAL_TLS_CERT_FILE, INTERNAL_TLS_KEY_FILE, INTERNAL_TLS_CA_FILE); `barb secrets generate` makes both ({}=true only on a developer machine)",
                    crate::secrets::MIN_SECRET_LEN,
                    crate::secrets::INSECURE_DEV_VAR
                ),
            });
        }
        Ok(Self { token, tls })
    }

    /// True when neither a token nor mTLS is configured (insecure development mode).
    pub fn is_off(&self) -> bool {
        self.token.is_none() && self.tls.is_none()
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
