//! Authentication settings from the environment (`JWT_*`, `JWKS_*`,
//! `BOOTSTRAP_API_KEYS`, `SESSION_*`), read once at start-up with the rest of
//! the gateway configuration.

use std::time::Duration;

use barb_common::config::{self, ConfigError};

/// How callers prove who they are.
#[derive(Clone, Default)]
pub struct AuthConfig {
    /// Shared secret for HS256 tokens (`JWT_HS256_SECRET`), development setups.
    pub hs256_secret: Option<String>,
    /// JWKS document with RS256/ES256 public keys (`JWKS_URL`).
    pub jwks_url: Option<String>,
    /// Required `iss` claim (`JWT_ISSUER`).
    pub issuer: Option<String>,
    /// Required `aud` claim (`JWT_AUDIENCE`).
    pub audience: Option<String>,
    /// Periodic JWKS refresh (`JWKS_REFRESH_SECS`).
    pub jwks_refresh: Duration,
    /// Clock skew tolerated on `exp`/`nbf` (`JWT_LEEWAY_SECS`).
    pub leeway_secs: u64,
    /// Service-account keys registered at start-up (`BOOTSTRAP_API_KEYS`): `(user_id, key)`.
    pub bootstrap_api_keys: Vec<(String, String)>,
    /// Browser sessions of the web console.
    pub session: SessionConfig,
}

/// When the session cookie carries the `Secure` attribute (`SESSION_COOKIE_SECURE`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum CookieSecure {
    /// When the request reached the gateway over TLS, as a proxy reports with
    /// `X-Forwarded-Proto: https` (the gateway itself serves plain HTTP).
    #[default]
    Auto,
    /// Always (TLS terminates in front of every instance).
    Always,
    /// Never (plain-HTTP development setups on a non-localhost name).
    Never,
}

/// Browser sessions: a credential exchanged for a same-origin cookie.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SessionConfig {
    /// Longest session (`SESSION_MAX_AGE_SECS`): API-key sessions last this
    /// long, JWT sessions until the token's `exp` but never longer.
    pub max_age: Duration,
    /// `Secure` attribute policy (`SESSION_COOKIE_SECURE`).
    pub cookie_secure: CookieSecure,
}

impl Default for SessionConfig {
    fn default() -> Self {
        Self { max_age: Duration::from_secs(12 * 3600), cookie_secure: CookieSecure::Auto }
    }
}

impl SessionConfig {
    /// Reads the session variables.
    pub fn from_env() -> Result<Self, ConfigError> {
        Ok(Self {
            max_age: Duration::from_secs(config::positive_or("SESSION_MAX_AGE_SECS", 43_200, "a number of seconds")?),
            cookie_secure: cookie_secure(config::var("SESSION_COOKIE_SECURE").as_deref())?,
        })
    }
}

fn cookie_secure(value: Option<&str>) -> Result<CookieSecure, ConfigError> {
    match value.map(|v| v.trim().to_ascii_lowercase()).as_deref() {
        None | Some("auto") => Ok(CookieSecure::Auto),
        Some("always" | "true") => Ok(CookieSecure::Always),
        Some("never" | "false") => Ok(CookieSecure::Never),
        Some(other) => Err(ConfigError {
            name: "SESSION_COOKIE_SECURE".into(),
            value: other.to_string(),
            expected: "auto, always or never".into(),
        }),
    }
}

impl std::fmt::Debug for AuthConfig {
    // Secrets never reach logs.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AuthConfig")
            .field("hs256_secret", &self.hs256_secret.as_ref().map(|_| "<redacted>"))
            .field("jwks_url", &self.jwks_url)
            .field("issuer", &self.issuer)
            .field("audience", &self.audience)
            .field("jwks_refresh", &self.jwks_refresh)
            .field("leeway_secs", &self.leeway_secs)
            .field("bootstrap_api_keys", &self.bootstrap_api_keys.len())
            .field("session", &self.session)
            .finish()
    }
}

impl AuthConfig {
    /// Reads the auth variables.
    pub fn from_env() -> Result<Self, ConfigError> {
        // At least 32 characters, not a placeholder; `_FILE` works too.
        let hs256_secret = barb_common::secrets::read_checked("JWT_HS256_SECRET", 32)?;
        let jwks_url = config::var("JWKS_URL");
        if let Some(u) = &jwks_url
            && !(u.starts_with("http://") || u.starts_with("https://"))
        {
            return Err(ConfigError { name: "JWKS_URL".into(), value: u.clone(), expected: "an http(s) URL".into() });
        }
        let issuer = config::var("JWT_ISSUER");
        let audience = config::var("JWT_AUDIENCE");
        // Without iss/aud a token minted by the same identity provider for
        // another application would be accepted here.
        if hs256_secret.is_some() || jwks_url.is_some() {
            for (name, value) in [("JWT_ISSUER", &issuer), ("JWT_AUDIENCE", &audience)] {
                if value.is_none() {
                    return Err(ConfigError {
                        name: name.into(),
                        value: String::new(),
                        expected: "a value: JWT auth is on (JWT_HS256_SECRET or JWKS_URL), so tokens must name this \
                                   service's issuer and audience"
                            .into(),
                    });
                }
            }
        }
        Ok(Self {
            hs256_secret,
            jwks_url,
            issuer,
            audience,
            jwks_refresh: Duration::from_secs(config::positive_or("JWKS_REFRESH_SECS", 300, "a number of seconds")?),
            leeway_secs: config::parse_or("JWT_LEEWAY_SECS", 30, "a number of seconds")?,
            bootstrap_api_keys: parse_bootstrap_keys(config::var("BOOTSTRAP_API_KEYS").as_deref())?,
            session: SessionConfig::from_env()?,
        })
    }
}

/// Parses `user=key[,user=key…]`. Keys are secrets, so an error never echoes them.
pub fn parse_bootstrap_keys(value: Option<&str>) -> Result<Vec<(String, String)>, ConfigError> {
    let Some(value) = value else { return Ok(Vec::new()) };
    let bad = |why: &str| ConfigError {
        name: "BOOTSTRAP_API_KEYS".into(),
        value: "<redacted>".into(),
        expected: format!("comma-separated user_id=key pairs ({why})"),
    };
    value
        .split(',')
        .map(str::trim)
        .filter(|e| !e.is_empty())
        .map(|entry| {
            let (user, key) = entry.split_once('=').ok_or_else(|| bad("an entry has no '='"))?;
            let (user, key) = (user.trim(), key.trim());
            if user.is_empty() {
                return Err(bad("a user id is empty"));
            }
            super::api_keys::check_format(key).map_err(|e| bad(&e.to_string()))?;
            // A key copied from an example (or the old compose default) is public.
            if let Some(why) = barb_common::secrets::weakness(&key[super::api_keys::PREFIX.len()..], 32) {
                return Err(bad(&format!("a key must be {why}")));
            }
            Ok((user.to_string(), key.to_string()))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bootstrap_keys_parse_and_reject_bad_entries() {
        let key = "barb_sk_0123456789abcdef0123456789abcdef";
        let parsed = parse_bootstrap_keys(Some(&format!("svc-a={key}, svc-b={key}"))).unwrap();
        assert_eq!(parsed, vec![("svc-a".to_string(), key.to_string()), ("svc-b".to_string(), key.to_string())]);
        assert!(parse_bootstrap_keys(None).unwrap().is_empty());
        let err = parse_bootstrap_keys(Some("svc-a")).unwrap_err();
        assert!(err.to_string().contains("no '='"), "{err}");
        assert!(!err.to_string().contains("svc-a"), "{err}");
        let err = parse_bootstrap_keys(Some("svc=short")).unwrap_err();
        assert!(err.to_string().contains("BOOTSTRAP_API_KEYS"), "{err}");
        assert!(parse_bootstrap_keys(Some(&format!("={key}"))).is_err());
        let public = "u=barb_sk_local_development_key_do_not_use_in_production_0000";
        let err = parse_bootstrap_keys(Some(public)).unwrap_err();
        assert!(err.to_string().contains("placeholder"), "{err}");
    }

    #[test]
    fn cookie_secure_values() {
        assert_eq!(cookie_secure(None).unwrap(), CookieSecure::Auto);
        assert_eq!(cookie_secure(Some(" Always ")).unwrap(), CookieSecure::Always);
        assert_eq!(cookie_secure(Some("false")).unwrap(), CookieSecure::Never);
        let err = cookie_secure(Some("sometimes")).unwrap_err();
        assert!(err.to_string().contains("SESSION_COOKIE_SECURE"), "{err}");
    }
}
