//! Mutual TLS between services: certificates from files, reloaded when the
//! files change, peers verified against a CA bundle, callers checked against
//! a per-service allow-list.
//!
//! With `INTERNAL_TLS_CERT_FILE`, `INTERNAL_TLS_KEY_FILE` and
//! `INTERNAL_TLS_CA_FILE` set, a service
//! - serves gRPC only over TLS and requires a client certificate issued by a
//!   CA in the bundle (no certificate, another CA, an expired certificate or
//!   plaintext: the handshake fails);
//! - accepts a call only from the services allowed to make it
//!   ([`AllowedClients`]): a certificate names its service in a DNS SAN
//!   `<service>.barb.internal` ([`identity_name`]), so a stolen gateway key
//!   cannot call receipts-query (PERMISSION_DENIED `peer_not_allowed`);
//! - calls other services over TLS with the same certificate as its client
//!   identity, verifying the server's certificate for the host it dialled
//!   (`query-engine`, or `127.0.0.1` for IP literals).
//!
//! **Reload.** The three files are polled every `INTERNAL_TLS_RELOAD_MS`
//! (default 30 s; Kubernetes updates mounted Secrets by swapping a symlink,
//! which inotify-style watching misses). A change is loaded and checked like
//! at start-up; if it is good, new connections use it at once (the server
//! builds each handshake from the current config, clients re-create their
//! endpoints), and existing connections end within `INTERNAL_TLS_MAX_CONNECTION_AGE_MS`
//! (default 1 h) so a removed CA stops being trusted. A bad replacement (half
//! written, key not matching, expired) keeps the previous material, logs an
//! error and counts `internal_tls_reloads_total{result="failed"}`.
//!
//! The shared token ([`crate::config::internal_auth_token`]) still applies on
//! top when it is set; either is enough to start, neither refuses start-up
//! unless `BARB_INSECURE_DEV=true`. Certificates for local runs and compose are
//! made by `barb secrets generate` ([`crate::certs`], feature `certs`).

use std::{
    io,
    net::SocketAddr,
    path::{Path, PathBuf},
    sync::{
        Arc, LazyLock, RwLock,
        atomic::{AtomicBool, Ordering},
    },
    time::Duration,
};

use prometheus::{IntCounterVec, Opts};
use rustls::{
    RootCertStore, ServerConfig,
    crypto::CryptoProvider,
    pki_types::{CertificateDer, PrivateKeyDer, ServerName, UnixTime, pem::PemObject},
    server::WebPkiClientVerifier,
};
use tokio::{net::TcpStream, sync::watch};
use tokio_rustls::server::TlsStream;

use crate::config::{self, ConfigError};

/// DNS suffix of the identity SAN every service certificate carries.
pub const IDENTITY_DOMAIN: &str = "barb.internal";

/// The identity SAN of `service` (`gateway` → `gateway.barb.internal`).
pub fn identity_name(service: &str) -> String {
    format!("{service}.{IDENTITY_DOMAIN}")
}

/// The identity of operators' tools (`barb loadgen`, grpcurl, ghz): allowed to
/// call every service by default, never mounted into a pod.
pub const OPS_IDENTITY: &str = "ops";

/// Who may call `service` unless `INTERNAL_TLS_ALLOWED_CLIENTS` says otherwise:
/// exactly the callers of the architecture, plus [`OPS_IDENTITY`].
pub fn default_allowed_clients(service: &str) -> AllowedClients {
    let callers: &[&str] = match service {
        "query-engine" => &["chat-orchestrator", "gateway"],
        "backtest" | "receipts-query" => &["chat-orchestrator"],
        "chat-orchestrator" => &["gateway"],
        _ => return AllowedClients::AnyFromCa,
    };
    AllowedClients::Only(callers.iter().chain([&OPS_IDENTITY]).map(|s| s.to_string()).collect())
}

/// Which client certificates may call a service.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AllowedClients {
    /// Any certificate issued by a CA in the bundle (`INTERNAL_TLS_ALLOWED_CLIENTS=*`).
    AnyFromCa,
    /// Only certificates naming one of these services ([`identity_name`]).
    Only(Vec<String>),
}

impl AllowedClients {
    /// `INTERNAL_TLS_ALLOWED_CLIENTS` (comma-separated service names, or `*`);
    /// `None` when unset (the service's [`default_allowed_clients`] apply).
    pub fn from_env() -> Result<Option<Self>, ConfigError> {
        match config::var("INTERNAL_TLS_ALLOWED_CLIENTS") {
            None => Ok(None),
            Some(v) if v.trim() == "*" => Ok(Some(Self::AnyFromCa)),
            Some(v) => {
                let names: Vec<String> = v.split(',').map(|s| s.trim().to_string()).filter(|s| !s.is_empty()).collect();
                if names.is_empty() || names.iter().any(|n| ServerName::try_from(identity_name(n)).is_err()) {
                    return Err(ConfigError {
                        name: "INTERNAL_TLS_ALLOWED_CLIENTS".into(),
                        value: v,
                        expected: "comma-separated service names (gateway,chat-orchestrator) or *".into(),
                    });
                }
                Ok(Some(Self::Only(names)))
            }
        }
    }

    /// The first allowed service the leaf certificate `cert` names, if any
    /// (`Some("*")` for [`AllowedClients::AnyFromCa`]). The chain itself was
    /// verified during the handshake.
    pub fn admit(&self, cert: &CertificateDer<'_>) -> Option<String> {
        match self {
            Self::AnyFromCa => Some("*".into()),
            Self::Only(names) => {
                let leaf = webpki::EndEntityCert::try_from(cert).ok()?;
                names
                    .iter()
                    .find(|n| {
                        ServerName::try_from(identity_name(n))
                            .is_ok_and(|name| leaf.verify_is_valid_for_subject_name(&name).is_ok())
                    })
                    .cloned()
            }
        }
    }
}

/// Loading or checking the certificate files failed.
#[derive(Debug, thiserror::Error)]
pub enum TlsError {
    /// A file could not be read.
    #[error("cannot read {path}: {source}")]
    Read {
        /// The file.
        path: PathBuf,
        /// The OS error.
        source: io::Error,
    },
    /// A file held no usable PEM item of the expected kind.
    #[error("{path} holds no {what} in PEM form")]
    Missing {
        /// The file.
        path: PathBuf,
        /// What was expected (certificate, private key).
        what: &'static str,
    },
    /// The material was refused (key not matching, certificate expired or not issued by the CA…).
    #[error("{0}")]
    Invalid(String),
}

/// The three files of a service's TLS material.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TlsFiles {
    /// PEM certificate chain, leaf first (`INTERNAL_TLS_CERT_FILE`).
    pub cert: PathBuf,
    /// PEM private key of the leaf (`INTERNAL_TLS_KEY_FILE`).
    pub key: PathBuf,
    /// PEM bundle of trusted CAs, for peers (`INTERNAL_TLS_CA_FILE`); may hold
    /// the old and the new CA during a rotation.
    pub ca: PathBuf,
}

/// What one version of the files gives.
struct Material {
    server: Arc<ServerConfig>,
    cert_pem: Vec<u8>,
    key_pem: Vec<u8>,
    ca_pem: Vec<u8>,
    digest: Vec<u8>,
}

fn provider() -> Arc<CryptoProvider> {
    static RING: LazyLock<Arc<CryptoProvider>> = LazyLock::new(|| Arc::new(rustls::crypto::ring::default_provider()));
    RING.clone()
}

fn read(path: &Path) -> Result<Vec<u8>, TlsError> {
    std::fs::read(path).map_err(|source| TlsError::Read { path: path.to_path_buf(), source })
}

fn certs(pem: &[u8], path: &Path) -> Result<Vec<CertificateDer<'static>>, TlsError> {
    let certs: Vec<_> = CertificateDer::pem_slice_iter(pem)
        .collect::<Result<_, _>>()
        .map_err(|e| TlsError::Invalid(format!("{}: {e}", path.display())))?;
    if certs.is_empty() {
        return Err(TlsError::Missing { path: path.to_path_buf(), what: "certificate" });
    }
    Ok(certs)
}

impl Material {
    fn load(files: &TlsFiles) -> Result<Self, TlsError> {
        let (cert_pem, key_pem, ca_pem) = (read(&files.cert)?, read(&files.key)?, read(&files.ca)?);
        let chain = certs(&cert_pem, &files.cert)?;
        let key = PrivateKeyDer::from_pem_slice(&key_pem)
            .map_err(|_| TlsError::Missing { path: files.key.clone(), what: "private key" })?;
        let mut roots = RootCertStore::empty();
        for ca in certs(&ca_pem, &files.ca)? {
            roots.add(ca).map_err(|e| TlsError::Invalid(format!("{}: a CA is unusable: {e}", files.ca.display())))?;
        }
        let verifier = WebPkiClientVerifier::builder_with_provider(Arc::new(roots), provider())
            .build()
            .map_err(|e| TlsError::Invalid(format!("{}: {e}", files.ca.display())))?;
        // Our own certificate must be valid now and chain to the bundle (it
        // is what peers check), and it must carry the client-auth usage for
        // outgoing calls: checked with the same verifier peers run.
        verifier.verify_client_cert(&chain[0], &chain[1..], UnixTime::now()).map_err(|e| {
            TlsError::Invalid(format!(
                "{} is not a valid client certificate issued by a CA in {} ({e}); expired, or from another CA?",
                files.cert.display(),
                files.ca.display()
            ))
        })?;
        let mut server = ServerConfig::builder_with_provider(provider())
            .with_safe_default_protocol_versions()
            .map_err(|e| TlsError::Invalid(e.to_string()))?
            .with_client_cert_verifier(verifier)
            .with_single_cert(chain, key)
            .map_err(|e| {
                TlsError::Invalid(format!("{} does not fit {} ({e})", files.key.display(), files.cert.display()))
            })?;
        server.alpn_protocols = vec![b"h2".to_vec()];
        let digest = digest(&[&cert_pem, &key_pem, &ca_pem]);
        Ok(Self { server: Arc::new(server), cert_pem, key_pem, ca_pem, digest })
    }
}

fn digest(parts: &[&[u8]]) -> Vec<u8> {
    let mut ctx = ring::digest::Context::new(&ring::digest::SHA256);
    for p in parts {
        ctx.update(&(p.len() as u64).to_le_bytes());
        ctx.update(p);
    }
    ctx.finish().as_ref().to_vec()
}

static RELOADS: LazyLock<IntCounterVec> = LazyLock::new(|| {
    let c = IntCounterVec::new(
        Opts::new("internal_tls_reloads_total", "Changed TLS files seen, by result (loaded, failed)"),
        &["result"],
    )
    .expect("valid metric");
    crate::metrics::register(Box::new(c.clone()));
    c
});

static HANDSHAKE_FAILURES: LazyLock<prometheus::IntCounter> = LazyLock::new(|| {
    let c = prometheus::IntCounter::new(
        "internal_tls_handshake_failures_total",
        "Incoming connections whose TLS handshake failed (plaintext, no or untrusted client certificate, timeout)",
    )
    .expect("valid metric");
    crate::metrics::register(Box::new(c.clone()));
    c
});

struct Inner {
    files: TlsFiles,
    current: RwLock<Arc<Material>>,
    generation: watch::Sender<u64>,
    reload_every: Duration,
    max_connection_age: Duration,
    watching: AtomicBool,
}

/// A service's TLS material, current and reloading (cheap to clone).
#[derive(Clone)]
pub struct InternalTls {
    inner: Arc<Inner>,
}

impl std::fmt::Debug for InternalTls {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("InternalTls").field("files", &self.inner.files).finish()
    }
}

impl InternalTls {
    /// Reads `INTERNAL_TLS_CERT_FILE`, `INTERNAL_TLS_KEY_FILE`, `INTERNAL_TLS_CA_FILE`
    /// (all three or none), `INTERNAL_TLS_RELOAD_MS` (30000; 0 = never) and
    /// `INTERNAL_TLS_MAX_CONNECTION_AGE_MS` (3600000), and loads the files.
    /// `None` when none is set.
    pub fn from_env() -> Result<Option<Self>, ConfigError> {
        const VARS: [&str; 3] = ["INTERNAL_TLS_CERT_FILE", "INTERNAL_TLS_KEY_FILE", "INTERNAL_TLS_CA_FILE"];
        let (cert, key, ca) = (
            config::var("INTERNAL_TLS_CERT_FILE"),
            config::var("INTERNAL_TLS_KEY_FILE"),
            config::var("INTERNAL_TLS_CA_FILE"),
        );
        let files = match (cert, key, ca) {
            (None, None, None) => return Ok(None),
            (Some(cert), Some(key), Some(ca)) => TlsFiles { cert: cert.into(), key: key.into(), ca: ca.into() },
            (cert, key, ca) => {
                let missing = VARS
                    .iter()
                    .zip([cert, key, ca])
                    .filter(|(_, v)| v.is_none())
                    .map(|(n, _)| *n)
                    .collect::<Vec<_>>()
                    .join(", ");
                return Err(ConfigError {
                    name: missing,
                    value: String::new(),
                    expected:
                        "all three of INTERNAL_TLS_CERT_FILE, INTERNAL_TLS_KEY_FILE and INTERNAL_TLS_CA_FILE, or none"
                            .into(),
                });
            }
        };
        let reload_every = config::millis_or("INTERNAL_TLS_RELOAD_MS", 30_000)?;
        let max_connection_age = config::millis_or("INTERNAL_TLS_MAX_CONNECTION_AGE_MS", 3_600_000)?;
        let value = format!("{} / {} / {}", files.cert.display(), files.key.display(), files.ca.display());
        Self::load(files, reload_every, max_connection_age).map(Some).map_err(|e| ConfigError {
            name: "INTERNAL_TLS_CERT_FILE / _KEY_FILE / _CA_FILE".into(),
            value,
            expected: format!("usable TLS material, but {e}"),
        })
    }

    /// Loads `files` (checked as at start-up). `reload_every` zero disables reloading.
    pub fn load(files: TlsFiles, reload_every: Duration, max_connection_age: Duration) -> Result<Self, TlsError> {
        let material = Material::load(&files)?;
        let (generation, _) = watch::channel(0);
        Ok(Self {
            inner: Arc::new(Inner {
                files,
                current: RwLock::new(Arc::new(material)),
                generation,
                reload_every,
                max_connection_age,
                watching: AtomicBool::new(false),
            }),
        })
    }

    /// The files.
    pub fn files(&self) -> &TlsFiles {
        &self.inner.files
    }

    /// How long a connection may live before it must re-handshake
    /// (`INTERNAL_TLS_MAX_CONNECTION_AGE_MS`): bounds how long a removed CA or
    /// a replaced certificate stays in use on an open connection.
    pub fn max_connection_age(&self) -> Duration {
        self.inner.max_connection_age
    }

    fn current(&self) -> Arc<Material> {
        self.inner.current.read().unwrap_or_else(|e| e.into_inner()).clone()
    }

    /// The server config for the next handshake.
    pub fn server_config(&self) -> Arc<ServerConfig> {
        self.current().server.clone()
    }

    /// A client TLS config for calling `host` (the name or IP the server's
    /// certificate must be valid for), presenting this service's certificate.
    pub fn client_config(&self, host: &str) -> tonic::transport::ClientTlsConfig {
        let m = self.current();
        tonic::transport::ClientTlsConfig::new()
            .domain_name(host.trim_matches(['[', ']']))
            .ca_certificate(tonic::transport::Certificate::from_pem(&m.ca_pem))
            .identity(tonic::transport::Identity::from_pem(&m.cert_pem, &m.key_pem))
            .timeout(HANDSHAKE_TIMEOUT)
    }

    /// Changes whenever new material was loaded (clients re-create their
    /// connections then). Starts the file watch if it is not running yet.
    pub fn changes(&self) -> watch::Receiver<u64> {
        self.watch();
        self.inner.generation.subscribe()
    }

    /// Reads the files now; swaps them in if they changed and are good.
    /// `Ok(true)` when new material is in use.
    pub fn reload(&self) -> Result<bool, TlsError> {
        let f = &self.inner.files;
        let digest = digest(&[&read(&f.cert)?, &read(&f.key)?, &read(&f.ca)?]);
        if digest == self.current().digest {
            return Ok(false);
        }
        let material = Material::load(f)?;
        *self.inner.current.write().unwrap_or_else(|e| e.into_inner()) = Arc::new(material);
        self.inner.generation.send_modify(|g| *g += 1);
        Ok(true)
    }

    /// Starts polling the files (once per process and material; needs a tokio
    /// runtime; stops when every clone is dropped).
    pub fn watch(&self) {
        if self.inner.reload_every.is_zero() || self.inner.watching.swap(true, Ordering::SeqCst) {
            return;
        }
        let weak = Arc::downgrade(&self.inner);
        let every = self.inner.reload_every;
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(every);
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            tick.tick().await;
            loop {
                tick.tick().await;
                let Some(inner) = weak.upgrade() else { return };
                let tls = InternalTls { inner };
                // Blocking file reads and parsing off the async workers. A
                // replacement written file by file (key, then certificate)
                // can be caught halfway: one more look before calling it bad.
                let probe = tls.clone();
                let mut result = tokio::task::spawn_blocking(move || probe.reload()).await;
                if matches!(result, Ok(Err(_))) {
                    tokio::time::sleep(every.min(Duration::from_secs(1))).await;
                    let probe = tls.clone();
                    result = tokio::task::spawn_blocking(move || probe.reload()).await;
                }
                match result {
                    Ok(Ok(true)) => {
                        RELOADS.with_label_values(&["loaded"]).inc();
                        tracing::info!(cert = %tls.inner.files.cert.display(), "internal TLS certificates reloaded");
                    }
                    Ok(Ok(false)) => {}
                    Ok(Err(e)) => {
                        RELOADS.with_label_values(&["failed"]).inc();
                        tracing::error!(error = %e, "new internal TLS files refused; still using the previous ones");
                    }
                    Err(e) => tracing::error!(error = %e, "TLS reload task failed"),
                }
            }
        });
    }
}

/// Longest TLS handshake, so a client that opens a socket and says nothing
/// cannot hold the accept path.
pub const HANDSHAKE_TIMEOUT: Duration = Duration::from_secs(10);

/// The incoming TLS connections of `listener`: each handshake runs in its own
/// task (bounded by [`HANDSHAKE_TIMEOUT`]) with the config current at accept
/// time; failed handshakes are logged at debug level and counted. Ends when the
/// receiving side is dropped.
pub fn incoming(
    listener: tokio::net::TcpListener,
    tls: InternalTls,
) -> tokio_stream::wrappers::ReceiverStream<io::Result<TlsStream<TcpStream>>> {
    tls.watch();
    let (tx, rx) = tokio::sync::mpsc::channel(64);
    tokio::spawn(async move {
        loop {
            let (tcp, peer): (TcpStream, SocketAddr) = tokio::select! {
                accepted = listener.accept() => match accepted {
                    Ok(a) => a,
                    Err(e) => {
                        // Out of file descriptors and the like: back off, keep serving.
                        tracing::warn!(error = %e, "accept failed");
                        tokio::time::sleep(Duration::from_millis(50)).await;
                        continue;
                    }
                },
                _ = tx.closed() => return,
            };
            let _ = tcp.set_nodelay(true);
            let acceptor = tokio_rustls::TlsAcceptor::from(tls.server_config());
            let tx = tx.clone();
            tokio::spawn(async move {
                match tokio::time::timeout(HANDSHAKE_TIMEOUT, acceptor.accept(tcp)).await {
                    Ok(Ok(stream)) => {
                        let _ = tx.send(Ok(stream)).await;
                    }
                    Ok(Err(e)) => {
                        HANDSHAKE_FAILURES.inc();
                        tracing::debug!(%peer, error = %e, "TLS handshake refused");
                    }
                    Err(_) => {
                        HANDSHAKE_FAILURES.inc();
                        tracing::debug!(%peer, "TLS handshake timed out");
                    }
                }
            });
        }
    });
    tokio_stream::wrappers::ReceiverStream::new(rx)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_follow_the_call_graph() {
        let only = |s: &str| match default_allowed_clients(s) {
            AllowedClients::Only(v) => v,
            AllowedClients::AnyFromCa => vec!["*".into()],
        };
        assert_eq!(only("receipts-query"), ["chat-orchestrator", "ops"]);
        assert_eq!(only("chat-orchestrator"), ["gateway", "ops"]);
        assert_eq!(only("query-engine"), ["chat-orchestrator", "gateway", "ops"]);
        assert_eq!(only("test"), ["*"]);
        assert_eq!(identity_name("gateway"), "gateway.barb.internal");
    }
}
