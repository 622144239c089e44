//! An ephemeral `nats-server` with JetStream, locked down by the repository's
//! own `deploy/nats/nats.conf`: no anonymous clients, a user per service with
//! least-privilege permissions. Every test that touches NATS therefore runs
//! against the shipped permissions.

use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::LazyLock;
use std::time::Duration;

use anyhow::{Context, bail};

use crate::ports::{free_port, wait_for_port};

/// A NATS user of `deploy/nats/nats.conf`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NatsRole {
    /// May publish chat events.
    Orchestrator,
    /// May read chat events through JetStream consumers.
    Gateway,
}

impl NatsRole {
    /// The user name.
    pub fn user(self) -> &'static str {
        match self {
            Self::Orchestrator => "orchestrator",
            Self::Gateway => "gateway",
        }
    }

    /// The password (per test process: `BARB_TEST_NATS_<ROLE>_PASSWORD`, else random).
    pub fn password(self) -> &'static str {
        static ORCH: LazyLock<String> = LazyLock::new(|| pw("BARB_TEST_NATS_ORCHESTRATOR_PASSWORD"));
        static GW: LazyLock<String> = LazyLock::new(|| pw("BARB_TEST_NATS_GATEWAY_PASSWORD"));
        match self {
            Self::Orchestrator => &ORCH,
            Self::Gateway => &GW,
        }
    }

    /// The role a service binary logs in as.
    pub fn of_binary(name: &str) -> Option<Self> {
        match name {
            "chat-orchestrator" => Some(Self::Orchestrator),
            "gateway" => Some(Self::Gateway),
            _ => None,
        }
    }
}

fn pw(var: &str) -> String {
    std::env::var(var).unwrap_or_else(|_| barb_common::secrets::nats_password())
}

/// `deploy/nats/nats.conf` of this checkout.
pub fn config_path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../deploy/nats/nats.conf")
}

/// `nats-server -c deploy/nats/nats.conf -js [extra…]` on `port`, storing in `dir`.
fn spawn_server(port: u16, dir: &std::path::Path, extra: &[String]) -> anyhow::Result<Child> {
    let config = config_path();
    anyhow::ensure!(config.exists(), "{} is missing", config.display());
    Command::new("nats-server")
        .arg("-c")
        .arg(&config)
        .args(["-js", "-a", "127.0.0.1", "-p", &port.to_string(), "-sd"])
        .arg(dir)
        .args(extra)
        .env("NATS_ORCHESTRATOR_PASSWORD", NatsRole::Orchestrator.password())
        .env("NATS_GATEWAY_PASSWORD", NatsRole::Gateway.password())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .context("cannot start nats-server (install it: apt-get install nats-server)")
}

/// Waits until `child` accepts connections on `port`; fails early when it exits.
fn wait_for_server(child: &mut Child, port: u16, within: Duration) -> Result<(), String> {
    let deadline = std::time::Instant::now() + within;
    while std::time::Instant::now() < deadline {
        if let Ok(Some(status)) = child.try_wait() {
            return Err(format!("it exited ({status}) on port {port}"));
        }
        if wait_for_port(port, Duration::from_millis(200)) {
            return Ok(());
        }
    }
    Err(format!("it did not accept connections on port {port} within {within:?}"))
}

/// A running NATS server (or the one named by `NATS_URL`, which must use
/// `deploy/nats/nats.conf` with the `BARB_TEST_NATS_*_PASSWORD` passwords).
pub struct Nats {
    /// Client URL, e.g. `nats://127.0.0.1:4222`.
    pub url: String,
    child: Option<Child>,
    _dir: Option<tempfile::TempDir>,
    extra: Vec<String>,
}

impl Nats {
    /// Starts `nats-server -js -c deploy/nats/nats.conf` on a free port, or uses `NATS_URL` when set.
    pub fn start() -> anyhow::Result<Self> {
        if let Ok(url) = std::env::var("NATS_URL") {
            return Ok(Self { url, child: None, _dir: None, extra: Vec::new() });
        }
        Self::start_with_args(&[])
    }

    /// A server of its own (even when `NATS_URL` is set) with extra
    /// command-line options, e.g. `--tlsverify --tlscert …` for TLS.
    pub fn start_with_args(extra: &[String]) -> anyhow::Result<Self> {
        // A free port can be taken by a parallel test between our probe and
        // the server's bind; the server then exits at once, and we try another.
        let mut last = String::new();
        for _ in 0..3 {
            let dir = tempfile::tempdir()?;
            let port = free_port();
            let mut child = spawn_server(port, dir.path(), extra)?;
            match wait_for_server(&mut child, port, Duration::from_secs(60)) {
                Ok(()) => {
                    return Ok(Self {
                        url: format!("nats://127.0.0.1:{port}"),
                        child: Some(child),
                        _dir: Some(dir),
                        extra: extra.to_vec(),
                    });
                }
                Err(e) => {
                    let _ = child.kill();
                    let _ = child.wait();
                    last = e;
                }
            }
        }
        bail!("nats-server did not start: {last}")
    }

    /// The environment a service logging in as `role` needs (`NATS_URL`, `NATS_USER`, `NATS_PASSWORD`).
    pub fn env(&self, role: NatsRole) -> Vec<(&'static str, String)> {
        vec![
            ("NATS_URL", self.url.clone()),
            ("NATS_USER", role.user().to_string()),
            ("NATS_PASSWORD", role.password().to_string()),
        ]
    }

    /// Connect options for `role` (its credentials and inbox prefix), as the services use them.
    pub fn options(role: NatsRole) -> async_nats::ConnectOptions {
        async_nats::ConnectOptions::new()
            .user_and_password(role.user().into(), role.password().into())
            .custom_inbox_prefix(barb_common::nats_connect::inbox_prefix(role.user()))
    }

    /// A client logged in as `role`.
    pub async fn connect(&self, role: NatsRole) -> anyhow::Result<async_nats::Client> {
        Self::options(role).connect(&self.url).await.with_context(|| format!("connecting to NATS as {role:?}"))
    }

    /// Starts a server stopped with [`Nats::stop`] again on the same port and
    /// store directory (streams, key-value buckets and consumers survive).
    pub fn restart(&mut self) -> anyhow::Result<()> {
        let Some(dir) = &self._dir else { bail!("not a harness-managed server") };
        let port: u16 = self.url.rsplit(':').next().unwrap_or("").parse()?;
        self.child = Some(spawn_server(port, dir.path(), &self.extra)?);
        if !wait_for_port(port, Duration::from_secs(60)) {
            bail!("nats-server did not come back on port {port} within 60 s");
        }
        Ok(())
    }

    /// Kills the server now (tests of outages use this).
    pub fn stop(&mut self) {
        if let Some(mut c) = self.child.take() {
            let _ = c.kill();
            let _ = c.wait();
        }
    }
}

impl Drop for Nats {
    fn drop(&mut self) {
        self.stop();
    }
}
