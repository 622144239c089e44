//! Connecting to NATS with a service's own credentials.
//!
//! NATS is locked down (see `deploy/nats/nats.conf` and SECURITY.md): every
//! service logs in as its own user whose permissions allow exactly what it
//! does — the orchestrator publishes chat events, the gateway reads them — and
//! anonymous clients are refused. A service therefore needs `NATS_USER` and
//! `NATS_PASSWORD[_FILE]` unless `BARB_INSECURE_DEV=true`. Replies come on a
//! per-user inbox prefix (`_INBOX_<user>`), so one service cannot read another's
//! request replies. `NATS_TLS_CA_FILE` (and optionally `NATS_TLS_CERT_FILE` +
//! `NATS_TLS_KEY_FILE` for client certificates) turns TLS on.

use std::path::PathBuf;

use crate::{
    config::{self, ConfigError},
    secrets,
};

/// How to reach and log in to NATS.
#[derive(Clone, Default)]
pub struct NatsSettings {
    /// `NATS_URL`.
    pub url: String,
    /// `NATS_USER` / `NATS_PASSWORD[_FILE]`; `None` only in insecure development mode.
    pub credentials: Option<(String, String)>,
    /// `NATS_TLS_CA_FILE`: trust these roots and require TLS.
    pub tls_ca: Option<PathBuf>,
    /// `NATS_TLS_CERT_FILE` + `NATS_TLS_KEY_FILE`: client certificate.
    pub tls_client: Option<(PathBuf, PathBuf)>,
}

impl std::fmt::Debug for NatsSettings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("NatsSettings")
            .field("url", &self.url)
            .field("user", &self.credentials.as_ref().map(|c| &c.0))
            .field("tls_ca", &self.tls_ca)
            .field("tls_client", &self.tls_client)
            .finish()
    }
}

/// Inbox prefix of `user`: replies to one service are not readable by another.
pub fn inbox_prefix(user: &str) -> String {
    format!("_INBOX_{user}")
}

impl NatsSettings {
    /// Reads `NATS_URL` (default `nats://127.0.0.1:4222`), the credentials and TLS files.
    pub fn from_env() -> Result<Self, ConfigError> {
        let url = config::var("NATS_URL").unwrap_or_else(|| "nats://127.0.0.1:4222".into());
        let user = config::var("NATS_USER");
        let password = secrets::read("NATS_PASSWORD")?;
        let credentials = match (user, password) {
            (Some(u), Some(p)) => {
                if let Some(expected) = secrets::weakness(&p, secrets::MIN_SECRET_LEN) {
                    return Err(ConfigError { name: "NATS_PASSWORD".into(), value: "<redacted>".into(), expected });
                }
                Some((u, p))
            }
            (None, None) if secrets::insecure_dev()? => None,
            (None, None) => {
                return Err(ConfigError {
                    name: "NATS_USER".into(),
                    value: String::new(),
                    expected: format!(
                        "this service's NATS user and NATS_PASSWORD (NATS refuses anonymous clients; {}=true only on a developer machine)",
                        secrets::INSECURE_DEV_VAR
                    ),
                });
            }
            (Some(_), None) => {
                return Err(ConfigError {
                    name: "NATS_PASSWORD".into(),
                    value: String::new(),
                    expected: "the password of NATS_USER".into(),
                });
            }
            (None, Some(_)) => {
                return Err(ConfigError {
                    name: "NATS_USER".into(),
                    value: String::new(),
                    expected: "the user NATS_PASSWORD belongs to".into(),
                });
            }
        };
        let file = |name: &str| config::var(name).map(PathBuf::from);
        let tls_client = match (file("NATS_TLS_CERT_FILE"), file("NATS_TLS_KEY_FILE")) {
            (Some(c), Some(k)) => Some((c, k)),
            (None, None) => None,
            _ => {
                return Err(ConfigError {
                    name: "NATS_TLS_CERT_FILE".into(),
                    value: String::new(),
                    expected: "NATS_TLS_CERT_FILE and NATS_TLS_KEY_FILE together".into(),
                });
            }
        };
        Ok(Self { url, credentials, tls_ca: file("NATS_TLS_CA_FILE"), tls_client })
    }

    /// Connect options: credentials, per-user inbox prefix, TLS, retrying the first connect.
    pub fn options(&self) -> async_nats::ConnectOptions {
        let mut o = async_nats::ConnectOptions::new().retry_on_initial_connect();
        match &self.credentials {
            Some((u, p)) => o = o.user_and_password(u.clone(), p.clone()).custom_inbox_prefix(inbox_prefix(u)),
            None => tracing::warn!(
                "connecting to NATS WITHOUT credentials ({}=true): anyone on the network can read and forge chat events",
                secrets::INSECURE_DEV_VAR
            ),
        }
        if let Some(ca) = &self.tls_ca {
            o = o.add_root_certificates(ca.clone()).require_tls(true);
        }
        if let Some((c, k)) = &self.tls_client {
            o = o.add_client_certificate(c.clone(), k.clone());
        }
        o
    }

    /// Connects (retrying until the server answers).
    pub async fn connect(&self) -> Result<async_nats::Client, async_nats::ConnectError> {
        self.options().connect(&self.url).await
    }
}
