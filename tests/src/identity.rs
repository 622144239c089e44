//! Service identity for tests: the internal bearer token and the user
//! assertion keys every service the harness starts gets (per test process,
//! random), so every end-to-end test runs with internal authentication on.
//! Tests that call a service directly use [`internal_auth`] and [`assertion_for`].
//!
//! mTLS ([`Tls`]): a test CA per process and certificates per identity,
//! written into a directory a test owns (it may overwrite them to rotate);
//! [`Tls::env`] gives a binary its `INTERNAL_TLS_*` variables and
//! [`Tls::channel`] connects as an identity.

use std::{sync::LazyLock, time::Duration};

use barb_common::{
    assertion::{Issuer, Subject},
    client::ContextInterceptor,
};

struct Keys {
    token: String,
    private: String,
    public: String,
    issuer: Issuer,
}

static KEYS: LazyLock<Keys> = LazyLock::new(|| {
    let (private, public) = barb_common::assertion::generate_keypair();
    let issuer = Issuer::from_private_key(&private, Duration::from_secs(600)).expect("generated key");
    Keys { token: barb_common::secrets::random_token(), private, public, issuer }
});

/// The internal token every harness-started service requires.
pub fn internal_token() -> &'static str {
    &KEYS.token
}

/// An interceptor sending the internal token (and trace context).
pub fn internal_auth() -> ContextInterceptor {
    ContextInterceptor::new(Some(internal_token()))
}

/// The issuer whose public key every harness-started service trusts.
pub fn issuer() -> &'static Issuer {
    &KEYS.issuer
}

/// An assertion for `user` in `conversation`/`turn`, for the `audience` services.
pub fn assertion_for(user: &str, conversation: &str, turn: &str, audience: &[&str]) -> String {
    let subject =
        Subject { user_id: user.to_string(), conversation_id: conversation.to_string(), turn_id: turn.to_string() };
    issuer().issue(&subject, audience)
}

/// The variables [`crate::ServiceProcess::spawn`] adds unless the test sets them:
/// the internal token and both halves of the assertion key.
pub fn default_env() -> Vec<(&'static str, String)> {
    vec![
        ("INTERNAL_AUTH_TOKEN", KEYS.token.clone()),
        ("USER_ASSERTION_SIGNING_KEY", KEYS.private.clone()),
        ("USER_ASSERTION_PUBLIC_KEYS", KEYS.public.clone()),
    ]
}

/// A test CA and certificate files for identities, in a directory of their own.
pub struct Tls {
    /// The CA every certificate here is issued by.
    pub ca: barb_common::certs::Ca,
    dir: tempfile::TempDir,
}

impl Tls {
    /// A fresh CA and an empty directory (certificates are issued on demand).
    pub fn new() -> anyhow::Result<Self> {
        let ca = barb_common::certs::Ca::generate(barb_common::certs::CA_VALIDITY)?;
        let dir = tempfile::Builder::new().prefix("barb-tls-").tempdir()?;
        std::fs::write(dir.path().join("ca.pem"), ca.cert_pem())?;
        Ok(Self { ca, dir })
    }

    /// The CA bundle file.
    pub fn ca_file(&self) -> std::path::PathBuf {
        self.dir.path().join("ca.pem")
    }

    /// Certificate and key files of `identity` (issued for `localhost` and
    /// `127.0.0.1`, valid 90 days), written on first use.
    pub fn files(&self, identity: &str) -> anyhow::Result<(std::path::PathBuf, std::path::PathBuf)> {
        let (cert, key) =
            (self.dir.path().join(format!("{identity}.pem")), self.dir.path().join(format!("{identity}-key.pem")));
        if !cert.exists() {
            self.write(identity, &self.issue(identity)?)?;
        }
        Ok((cert, key))
    }

    /// A new certificate for `identity` from this CA (not written).
    pub fn issue(&self, identity: &str) -> anyhow::Result<barb_common::certs::Issued> {
        let hosts = ["localhost".to_string(), "127.0.0.1".to_string()];
        Ok(self.ca.issue(identity, &hosts, barb_common::certs::LEAF_VALIDITY)?)
    }

    /// Replaces the files of `identity` with `issued` (key first, each
    /// renamed into place so a reader never sees half a file).
    pub fn write(&self, identity: &str, issued: &barb_common::certs::Issued) -> anyhow::Result<()> {
        let put = |name: String, text: &str| -> anyhow::Result<()> {
            let tmp = self.dir.path().join(format!("{name}.tmp"));
            std::fs::write(&tmp, text)?;
            std::fs::rename(tmp, self.dir.path().join(name))?;
            Ok(())
        };
        put(format!("{identity}-key.pem"), &issued.key_pem)?;
        put(format!("{identity}.pem"), &issued.cert_pem)
    }

    /// Replaces the CA bundle file with `pem` (one or more certificates).
    pub fn write_ca_bundle(&self, pem: &str) -> anyhow::Result<()> {
        let tmp = self.dir.path().join("ca.pem.tmp");
        std::fs::write(&tmp, pem)?;
        std::fs::rename(tmp, self.ca_file())?;
        Ok(())
    }

    /// The `INTERNAL_TLS_*` variables of a binary running as `identity`
    /// (reloading every 200 ms, so rotation tests need not wait long).
    pub fn env(&self, identity: &str) -> anyhow::Result<Vec<(&'static str, String)>> {
        let (cert, key) = self.files(identity)?;
        Ok(vec![
            ("INTERNAL_TLS_CERT_FILE", cert.display().to_string()),
            ("INTERNAL_TLS_KEY_FILE", key.display().to_string()),
            ("INTERNAL_TLS_CA_FILE", self.ca_file().display().to_string()),
            ("INTERNAL_TLS_RELOAD_MS", "200".into()),
        ])
    }

    /// The client TLS settings of `identity` calling `host` (no client
    /// certificate when `identity` is `None`).
    pub fn client_config(
        &self,
        identity: Option<&str>,
        host: &str,
    ) -> anyhow::Result<tonic::transport::ClientTlsConfig> {
        let mut c = tonic::transport::ClientTlsConfig::new()
            .domain_name(host)
            .ca_certificate(tonic::transport::Certificate::from_pem(std::fs::read(self.ca_file())?));
        if let Some(id) = identity {
            let (cert, key) = self.files(id)?;
            c = c.identity(tonic::transport::Identity::from_pem(std::fs::read(cert)?, std::fs::read(key)?));
        }
        Ok(c)
    }

    /// A connected mTLS channel to `addr` (`http://127.0.0.1:port`) as `identity`.
    pub async fn channel(&self, addr: &str, identity: &str) -> anyhow::Result<tonic::transport::Channel> {
        tls_channel(addr, self.client_config(Some(identity), "127.0.0.1")?).await
    }
}

/// A connected channel to `addr` (any scheme; TLS with `config`).
pub async fn tls_channel(
    addr: &str,
    config: tonic::transport::ClientTlsConfig,
) -> anyhow::Result<tonic::transport::Channel> {
    let https = addr.replacen("http://", "https://", 1);
    Ok(tonic::transport::Endpoint::from_shared(https)?
        .tls_config(config)?
        .connect_timeout(Duration::from_secs(10))
        .connect()
        .await?)
}

/// A connected channel to `addr` (`http://host:port`).
pub async fn channel(addr: &str) -> anyhow::Result<tonic::transport::Channel> {
    Ok(tonic::transport::Endpoint::from_shared(addr.to_string())?.connect().await?)
}
