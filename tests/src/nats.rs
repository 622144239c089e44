//! An ephemeral `nats-server` with JetStream.

use std::process::{Child, Command, Stdio};
use std::time::Duration;

use anyhow::{Context, bail};

use crate::ports::{free_port, wait_for_port};

/// A running NATS server (or the one named by `NATS_URL`).
pub struct Nats {
    /// Client URL, e.g. `nats://127.0.0.1:4222`.
    pub url: String,
    child: Option<Child>,
    _dir: Option<tempfile::TempDir>,
}

impl Nats {
    /// Starts `nats-server -js` on a free port, or uses `NATS_URL` when set.
    pub fn start() -> anyhow::Result<Self> {
        if let Ok(url) = std::env::var("NATS_URL") {
            return Ok(Self { url, child: None, _dir: None });
        }
        let dir = tempfile::tempdir()?;
        let port = free_port();
        let child = Command::new("nats-server")
            .args(["-js", "-a", "127.0.0.1", "-p", &port.to_string(), "-sd"])
            .arg(dir.path())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .context("cannot start nats-server (install it: apt-get install nats-server)")?;
        let mut nats = Self { url: format!("nats://127.0.0.1:{port}"), child: Some(child), _dir: Some(dir) };
        if !wait_for_port(port, Duration::from_secs(20)) {
            nats.stop();
            bail!("nats-server did not accept connections on port {port} within 20 s");
        }
        Ok(nats)
    }

    /// Starts a server stopped with [`Nats::stop`] again on the same port and
    /// store directory (streams, key-value buckets and consumers survive).
    pub fn restart(&mut self) -> anyhow::Result<()> {
        let Some(dir) = &self._dir else { bail!("not a harness-managed server") };
        let port: u16 = self.url.rsplit(':').next().unwrap_or("").parse()?;
        let child = Command::new("nats-server")
            .args(["-js", "-a", "127.0.0.1", "-p", &port.to_string(), "-sd"])
            .arg(dir.path())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .context("cannot start nats-server again")?;
        self.child = Some(child);
        if !wait_for_port(port, Duration::from_secs(20)) {
            bail!("nats-server did not come back on port {port} within 20 s");
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
