//! Gateway settings from the environment. Every variable is read and checked
//! once at start-up (see the crate docs for the full list), so a typo fails
//! fast with the variable's name instead of surfacing as odd behaviour later.

use std::{net::SocketAddr, time::Duration};

use barb_common::config::{self, ConfigError};

/// Everything the gateway needs to run.
#[derive(Debug, Clone)]
pub struct GatewayConfig {
    /// HTTP listen address (`LISTEN_ADDR`).
    pub listen_addr: SocketAddr,
    /// NATS server (`NATS_URL`).
    pub nats_url: String,
    /// PostgreSQL URL (`DATABASE_URL`).
    pub database_url: String,
    /// Pool size (`DATABASE_MAX_CONNECTIONS`).
    pub database_max_connections: u32,
    /// chat-orchestrator gRPC address (`ORCHESTRATOR_ADDR`).
    pub orchestrator_addr: String,
    /// Deadline of a StartTurn/CancelTurn call (`ORCHESTRATOR_TIMEOUT_MS`).
    pub orchestrator_timeout: Duration,
    /// Bearer token sent to internal services (`INTERNAL_AUTH_TOKEN`).
    pub internal_auth_token: Option<String>,
    /// query-engine gRPC address for instruments and chart bars (`QUERY_ENGINE_ADDR`).
    pub query_engine_addr: String,
    /// Deadline of a query-engine call (`QUERY_ENGINE_TIMEOUT_MS`).
    pub query_engine_timeout: Duration,
    /// Authentication settings.
    pub auth: AuthConfig,
    /// Browser sessions of the web console.
    pub session: SessionConfig,
    /// Chat event stream and client delivery settings.
    pub events: EventsConfig,
    /// Persistence consumer settings.
    pub persistence: PersistenceConfig,
    /// Earlier messages sent with a new turn (`HISTORY_MAX_MESSAGES`).
    pub history_max_messages: i64,
    /// How long start-up waits for Postgres and NATS before serving anyway (`STARTUP_WAIT_MS`).
    pub startup_wait: Duration,
    /// Drain time after SIGTERM (`SHUTDOWN_GRACE_MS`).
    pub shutdown_grace: Duration,
}

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
            .finish()
    }
}

/// When the session cookie carries the `Secure` attribute (`SESSION_COOKIE_SECURE`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CookieSecure {
    /// When the request reached the gateway over TLS, as a proxy reports with
    /// `X-Forwarded-Proto: https` (the gateway itself serves plain HTTP).
    Auto,
    /// Always (TLS terminates in front of every instance).
    Always,
    /// Never (plain-HTTP development setups on a non-localhost name).
    Never,
}

/// Browser sessions: a credential exchanged for a same-origin cookie.
#[derive(Debug, Clone)]
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
        let cookie_secure = match config::var("SESSION_COOKIE_SECURE").as_deref().map(str::to_ascii_lowercase) {
            None => CookieSecure::Auto,
            Some(v) if v == "auto" => CookieSecure::Auto,
            Some(v) if v == "always" || v == "true" => CookieSecure::Always,
            Some(v) if v == "never" || v == "false" => CookieSecure::Never,
            Some(v) => {
                return Err(ConfigError {
                    name: "SESSION_COOKIE_SECURE".into(),
                    value: v,
                    expected: "auto, always or never".into(),
                });
            }
        };
        Ok(Self {
            max_age: Duration::from_secs(positive("SESSION_MAX_AGE_SECS", 43_200, "a number of seconds")?),
            cookie_secure,
        })
    }
}

/// The `CHAT_EVENTS` stream and delivery to clients.
#[derive(Debug, Clone)]
pub struct EventsConfig {
    /// Retention of chat events (`CHAT_EVENTS_MAX_AGE_SECS`); resuming works within it.
    pub max_age: Duration,
    /// SSE comment / WebSocket ping interval (`HEARTBEAT_MS`).
    pub heartbeat: Duration,
    /// Events buffered per client before it counts as slow and is disconnected (`CLIENT_BUFFER_EVENTS`).
    pub client_buffer: usize,
    /// Conversations one WebSocket may subscribe to (`WS_MAX_SUBSCRIPTIONS`).
    pub ws_max_subscriptions: usize,
}

/// The durable persistence consumer.
#[derive(Debug, Clone)]
pub struct PersistenceConfig {
    /// Durable consumer name shared by every instance (`PERSIST_CONSUMER`).
    pub consumer: String,
    /// Events handled at once per instance (`PERSIST_CONCURRENCY`).
    pub concurrency: usize,
    /// Redelivery when an event is neither acked nor nak'ed (`PERSIST_ACK_WAIT_MS`).
    pub ack_wait: Duration,
    /// Longest back-off before retrying a failed write (`PERSIST_MAX_RETRY_MS`).
    pub max_retry_delay: Duration,
}

impl GatewayConfig {
    /// Reads every variable; `DATABASE_URL` is required.
    pub fn from_env() -> Result<Self, ConfigError> {
        let database_url = config::var("DATABASE_URL").ok_or_else(|| ConfigError {
            name: "DATABASE_URL".into(),
            value: String::new(),
            expected: "a PostgreSQL URL like postgres://user@host:5432/db".into(),
        })?;
        Ok(Self {
            listen_addr: config::addr_or("LISTEN_ADDR", "0.0.0.0:8080")?,
            nats_url: config::var("NATS_URL").unwrap_or_else(|| "nats://127.0.0.1:4222".into()),
            database_url,
            database_max_connections: positive("DATABASE_MAX_CONNECTIONS", 16, "a connection count")?,
            orchestrator_addr: config::var("ORCHESTRATOR_ADDR").unwrap_or_else(|| "http://127.0.0.1:50054".into()),
            orchestrator_timeout: config::millis_or("ORCHESTRATOR_TIMEOUT_MS", 10_000)?,
            internal_auth_token: config::var("INTERNAL_AUTH_TOKEN"),
            query_engine_addr: config::var("QUERY_ENGINE_ADDR").unwrap_or_else(|| "http://127.0.0.1:50051".into()),
            query_engine_timeout: config::millis_or("QUERY_ENGINE_TIMEOUT_MS", 10_000)?,
            auth: AuthConfig::from_env()?,
            session: SessionConfig::from_env()?,
            events: EventsConfig {
                max_age: Duration::from_secs(positive("CHAT_EVENTS_MAX_AGE_SECS", 86_400, "a number of seconds")?),
                heartbeat: Duration::from_millis(positive("HEARTBEAT_MS", 15_000, "a number of milliseconds")?),
                client_buffer: positive("CLIENT_BUFFER_EVENTS", 1024, "an event count")?,
                ws_max_subscriptions: positive("WS_MAX_SUBSCRIPTIONS", 100, "a subscription count")?,
            },
            persistence: PersistenceConfig {
                consumer: config::var("PERSIST_CONSUMER").unwrap_or_else(|| "gateway-persistence".into()),
                concurrency: positive("PERSIST_CONCURRENCY", 8, "a task count")?,
                ack_wait: Duration::from_millis(positive("PERSIST_ACK_WAIT_MS", 30_000, "a number of milliseconds")?),
                max_retry_delay: Duration::from_millis(positive(
                    "PERSIST_MAX_RETRY_MS",
                    10_000,
                    "a number of milliseconds",
                )?),
            },
            history_max_messages: positive("HISTORY_MAX_MESSAGES", 40, "a message count")?,
            startup_wait: config::millis_or("STARTUP_WAIT_MS", 30_000)?,
            shutdown_grace: config::millis_or("SHUTDOWN_GRACE_MS", 10_000)?,
        })
    }
}

impl AuthConfig {
    /// Reads the auth variables.
    pub fn from_env() -> Result<Self, ConfigError> {
        let hs256_secret = config::var("JWT_HS256_SECRET");
        if let Some(s) = &hs256_secret
            && s.len() < 32
        {
            return Err(ConfigError {
                name: "JWT_HS256_SECRET".into(),
                value: "<redacted>".into(),
                expected: "a secret of at least 32 bytes".into(),
            });
        }
        let jwks_url = config::var("JWKS_URL");
        if let Some(u) = &jwks_url
            && !(u.starts_with("http://") || u.starts_with("https://"))
        {
            return Err(ConfigError { name: "JWKS_URL".into(), value: u.clone(), expected: "an http(s) URL".into() });
        }
        Ok(Self {
            hs256_secret,
            jwks_url,
            issuer: config::var("JWT_ISSUER"),
            audience: config::var("JWT_AUDIENCE"),
            jwks_refresh: Duration::from_secs(positive("JWKS_REFRESH_SECS", 300, "a number of seconds")?),
            leeway_secs: config::parse_or("JWT_LEEWAY_SECS", 30, "a number of seconds")?,
            bootstrap_api_keys: parse_bootstrap_keys(config::var("BOOTSTRAP_API_KEYS").as_deref())?,
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
            crate::auth::api_keys::check_format(key).map_err(|e| bad(&e.to_string()))?;
            Ok((user.to_string(), key.to_string()))
        })
        .collect()
}

/// A number that must be at least 1.
fn positive<T>(name: &str, default: T, expected: &str) -> Result<T, ConfigError>
where
    T: std::str::FromStr + PartialOrd + From<u8> + ToString,
{
    let v = config::parse_or(name, default, expected)?;
    if v < T::from(1) {
        return Err(ConfigError {
            name: name.into(),
            value: v.to_string(),
            expected: format!("{expected} of at least 1"),
        });
    }
    Ok(v)
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
    }
}
