//! Secrets from the environment: read from `NAME` or from the file named by
//! `NAME_FILE` (Kubernetes Secrets and Docker secrets are mounted as files),
//! checked so that an empty, short or placeholder value fails start-up instead
//! of silently weakening the service, and generated (random) for the local
//! scripts and the compose init service (`barb secrets generate`).
//!
//! The insecure development switch [`INSECURE_DEV_VAR`] is the only way to run
//! without internal authentication; every service logs a warning at every start
//! while it is on.

use ring::rand::{SecureRandom, SystemRandom};

use crate::config::{self, ConfigError};

/// `BARB_INSECURE_DEV=true` lets services start without internal
/// authentication (no `INTERNAL_AUTH_TOKEN`, no NATS credentials). Never set it
/// outside a developer's machine.
pub const INSECURE_DEV_VAR: &str = "BARB_INSECURE_DEV";

/// Shortest accepted shared secret (tokens, passwords), in characters.
pub const MIN_SECRET_LEN: usize = 32;

/// Words that mark a value as a placeholder copied from an example.
const PLACEHOLDER_WORDS: &[&str] = &[
    "change-me",
    "change_me",
    "changeme",
    "placeholder",
    "replace-me",
    "replace_me",
    "example",
    "do_not_use",
    "do-not-use",
    "donotuse",
    "insecure",
    "your-",
    "your_",
    "<",
    "todo",
];

/// True when `BARB_INSECURE_DEV` is set to a true value.
pub fn insecure_dev() -> Result<bool, ConfigError> {
    match config::var(INSECURE_DEV_VAR).map(|v| v.to_lowercase()) {
        None => Ok(false),
        Some(v) if matches!(v.as_str(), "1" | "true" | "yes" | "on") => Ok(true),
        Some(v) if matches!(v.as_str(), "0" | "false" | "no" | "off") => Ok(false),
        Some(v) => Err(ConfigError { name: INSECURE_DEV_VAR.into(), value: v, expected: "true or false".into() }),
    }
}

/// Reads `name`, or the contents of the file named by `name_FILE` (trimmed).
/// Setting both is an error (which one wins would be a guess). The value is
/// never echoed in errors.
pub fn read(name: &str) -> Result<Option<String>, ConfigError> {
    let file_var = format!("{name}_FILE");
    match (config::var(name), config::var(&file_var)) {
        (Some(_), Some(_)) => Err(ConfigError {
            name: name.into(),
            value: "<redacted>".into(),
            expected: format!("either {name} or {file_var}, not both"),
        }),
        (Some(v), None) => Ok(Some(v.trim().to_string())),
        (None, Some(path)) => {
            let text = std::fs::read_to_string(&path).map_err(|e| ConfigError {
                name: file_var.clone(),
                value: path.clone(),
                expected: format!("a readable file ({e})"),
            })?;
            let text = text.trim().to_string();
            if text.is_empty() {
                return Err(ConfigError { name: file_var, value: path, expected: "a non-empty file".into() });
            }
            Ok(Some(text))
        }
        (None, None) => Ok(None),
    }
}

/// Why a secret value is refused, if it is.
pub fn weakness(value: &str, min_len: usize) -> Option<String> {
    if value.chars().count() < min_len {
        return Some(format!("a secret of at least {min_len} characters"));
    }
    let lower = value.to_lowercase();
    if let Some(word) = PLACEHOLDER_WORDS.iter().find(|w| lower.contains(*w)) {
        return Some(format!("a real secret, not a placeholder (the value contains {word:?})"));
    }
    let mut distinct: Vec<char> = value.chars().collect();
    distinct.sort_unstable();
    distinct.dedup();
    if distinct.len() < 8 {
        return Some("a random secret (the value has fewer than 8 distinct characters)".into());
    }
    None
}

/// [`read`] and refuse weak values with the variable's name.
pub fn read_checked(name: &str, min_len: usize) -> Result<Option<String>, ConfigError> {
    let Some(v) = read(name)? else { return Ok(None) };
    match weakness(&v, min_len) {
        Some(expected) => Err(ConfigError { name: name.into(), value: "<redacted>".into(), expected }),
        None => Ok(Some(v)),
    }
}

/// `n` random bytes from the operating system.
pub fn random_bytes(n: usize) -> Vec<u8> {
    let mut buf = vec![0u8; n];
    SystemRandom::new().fill(&mut buf).expect("the OS random source works");
    buf
}

/// A random secret of 32 bytes as 64 hex digits.
pub fn random_token() -> String {
    random_bytes(32).iter().map(|b| format!("{b:02x}")).collect()
}

/// A NATS user password: a [`random_token`] behind a letter prefix.
///
/// nats-server substitutes `$VARIABLE`s in its config by parsing the value
/// as a config token, so a hex password that happens to read as a number
/// (`1e5…`, `-…`) stops the server at start-up. A leading letter makes every
/// value parse as a plain string.
pub fn nats_password() -> String {
    format!("nats_{}", random_token())
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
        let token = read_checked("INTERNAL_AUTH_TOKEN", MIN_SECRET_LEN)?;
        if token.is_none() && tls.is_none() && !insecure_dev()? {
            return Err(ConfigError {
                name: "INTERNAL_AUTH_TOKEN".into(),
                value: String::new(),
                expected: format!(
                    "internal authentication: a shared secret of at least {} characters for service-to-service calls, and/or mTLS certificates (INTERNAL_TLS_CERT_FILE, INTERNAL_TLS_KEY_FILE, INTERNAL_TLS_CA_FILE); `barb secrets generate` makes both ({}=true only on a developer machine)",
                    MIN_SECRET_LEN, INSECURE_DEV_VAR
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
    fn weak_values_are_refused() {
        assert!(weakness("short", 32).is_some());
        assert!(weakness("change-me-internal-token-change-me-internal", 32).is_some());
        assert!(weakness(&"a".repeat(40), 32).is_some());
        assert!(weakness("abababababababababababababababababab", 32).is_some());
        assert!(weakness("barb_sk_local_development_key_do_not_use_in_production_0000", 32).is_some());
        assert!(weakness(&random_token(), 32).is_none());
    }

    #[test]
    fn random_tokens_differ() {
        assert_ne!(random_token(), random_token());
        assert_eq!(random_token().len(), 64);
        assert!(nats_password().starts_with("nats_") && nats_password().len() == 69);
    }

    #[test]
    fn file_variant_is_read_and_both_is_an_error() {
        let dir = tempfile_dir();
        let path = dir.join("tok");
        std::fs::write(&path, format!("{}\n", "x".repeat(3))).unwrap();
        // SAFETY: unique variable names; no other thread reads them.
        unsafe { std::env::set_var("BARB_TEST_SECRET_A_FILE", &path) };
        assert_eq!(read("BARB_TEST_SECRET_A").unwrap().as_deref(), Some("xxx"));
        unsafe { std::env::set_var("BARB_TEST_SECRET_A", "yyy") };
        assert!(read("BARB_TEST_SECRET_A").is_err());
        assert!(read("BARB_TEST_SECRET_UNSET_B").unwrap().is_none());
    }

    fn tempfile_dir() -> std::path::PathBuf {
        let d = std::env::temp_dir().join(format!("barb-secrets-test-{}", random_token()));
        std::fs::create_dir_all(&d).unwrap();
        d
    }
}
