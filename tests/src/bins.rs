//! Starting the workspace's service binaries for end-to-end tests.

use std::path::PathBuf;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use anyhow::{Context, bail};

static BUILD_LOCK: Mutex<()> = Mutex::new(());

/// Path of a workspace binary: in `BARB_BIN_DIR` when set (needed when cargo's
/// `build-dir` differs from its target dir, e.g. several checkouts sharing one
/// build dir), else next to the running test executable
/// (`target/<profile>/<name>`). If it is missing, builds the workspace's binaries
/// once with the same package selection `cargo test --workspace` uses, so
/// dependencies are not rebuilt with other features.
pub fn binary_path(name: &str) -> anyhow::Result<PathBuf> {
    let profile_dir = match std::env::var_os("BARB_BIN_DIR") {
        Some(dir) => PathBuf::from(dir),
        None => {
            let exe = std::env::current_exe()?;
            // target/<profile>/deps/<test-exe>
            exe.parent()
                .and_then(|p| p.parent())
                .context("test executable is not inside a cargo target dir")?
                .to_path_buf()
        }
    };
    let path = profile_dir.join(name);
    if path.exists() {
        return Ok(path);
    }
    let _guard = BUILD_LOCK.lock().unwrap_or_else(|e| e.into_inner());
    if !path.exists() {
        let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
        let status = Command::new(cargo)
            .args(["build", "--workspace", "--bins"])
            .status()
            .context("running cargo build --workspace --bins")?;
        if !status.success() || !path.exists() {
            bail!("binary {name} not found at {} (cargo build --workspace --bins failed?)", path.display());
        }
    }
    Ok(path)
}

/// A running service binary; killed on drop if still running.
pub struct ServiceProcess {
    /// Binary name.
    pub name: String,
    child: Option<Child>,
}

impl ServiceProcess {
    /// Starts binary `name` with `env` added to the test's environment. The
    /// service's stderr goes to the test's stderr (shown on failure).
    pub fn spawn(name: &str, env: &[(&str, String)]) -> anyhow::Result<Self> {
        let path = binary_path(name)?;
        let mut cmd = Command::new(&path);
        cmd.env("LOG_FORMAT", "pretty")
            .env("RUST_LOG", std::env::var("RUST_LOG").unwrap_or_else(|_| "warn".into()))
            .stdin(Stdio::null())
            .stdout(Stdio::inherit())
            .stderr(Stdio::inherit());
        let mut defaults = crate::identity::default_env();
        if let Some(role) = crate::NatsRole::of_binary(name) {
            defaults.push(("NATS_USER", role.user().to_string()));
            defaults.push(("NATS_PASSWORD", role.password().to_string()));
        }
        for (k, v) in defaults {
            let overridden = env.iter().any(|(name, _)| *name == k || name.strip_suffix("_FILE") == Some(k));
            if !overridden && std::env::var_os(k).is_none() {
                cmd.env(k, v);
            }
        }
        for (k, v) in env {
            cmd.env(k, v);
        }
        let child = cmd.spawn().with_context(|| format!("starting {}", path.display()))?;
        Ok(Self { name: name.to_string(), child: Some(child) })
    }

    /// Process id.
    pub fn pid(&self) -> u32 {
        self.child.as_ref().map(|c| c.id()).unwrap_or(0)
    }

    /// Sends `signal` (e.g. `TERM`, `KILL`).
    pub fn signal(&self, signal: &str) -> anyhow::Result<()> {
        let status = Command::new("kill").arg(format!("-{signal}")).arg(self.pid().to_string()).status()?;
        if !status.success() {
            bail!("kill -{signal} {} failed", self.pid());
        }
        Ok(())
    }

    /// Sends SIGTERM and waits up to `timeout` for the exit status.
    pub fn terminate(&mut self, timeout: Duration) -> anyhow::Result<ExitStatus> {
        self.signal("TERM")?;
        self.wait(timeout)
    }

    /// Waits up to `timeout` for the process to exit.
    pub fn wait(&mut self, timeout: Duration) -> anyhow::Result<ExitStatus> {
        let child = self.child.as_mut().context("already reaped")?;
        let deadline = Instant::now() + timeout;
        loop {
            if let Some(status) = child.try_wait()? {
                self.child = None;
                return Ok(status);
            }
            if Instant::now() > deadline {
                bail!("{} did not exit within {timeout:?}", self.name);
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// True while the process runs.
    pub fn is_running(&mut self) -> bool {
        self.child.as_mut().is_some_and(|c| matches!(c.try_wait(), Ok(None)))
    }
}

impl Drop for ServiceProcess {
    fn drop(&mut self) {
        if let Some(mut c) = self.child.take() {
            let _ = c.kill();
            let _ = c.wait();
        }
    }
}

/// Polls `grpc.health.v1.Health/Check` for `service` at `addr` until SERVING.
pub async fn wait_for_grpc_health(addr: &str, service: &str, timeout: Duration) -> anyhow::Result<()> {
    use tonic_health::pb::{HealthCheckRequest, health_check_response::ServingStatus, health_client::HealthClient};
    let deadline = Instant::now() + timeout;
    let mut last = String::new();
    while Instant::now() < deadline {
        match tonic::transport::Endpoint::from_shared(addr.to_string())?.connect().await {
            Ok(ch) => {
                let req = HealthCheckRequest { service: service.to_string() };
                match HealthClient::new(ch).check(req).await {
                    Ok(r) if r.get_ref().status == ServingStatus::Serving as i32 => return Ok(()),
                    Ok(r) => last = format!("status {}", r.get_ref().status),
                    Err(e) => last = e.to_string(),
                }
            }
            Err(e) => last = e.to_string(),
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    bail!("{addr} ({service}) not SERVING within {timeout:?}: {last}")
}
