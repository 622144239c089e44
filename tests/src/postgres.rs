//! A throwaway PostgreSQL cluster.

use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use anyhow::{Context, bail};
use sqlx::Connection;

use crate::ports::{free_port, wait_for_port};

/// A running PostgreSQL server (or the one named by `DATABASE_URL`).
pub struct Postgres {
    /// URL of the maintenance database, e.g. `postgres://postgres@127.0.0.1:5432/postgres`.
    pub admin_url: String,
    child: Option<Child>,
    data_dir: Option<tempfile::TempDir>,
    as_postgres_user: bool,
    bindir: PathBuf,
}

static DB_COUNTER: AtomicU64 = AtomicU64::new(0);

impl Postgres {
    /// Starts a cluster on a free port, or uses `DATABASE_URL` when set.
    pub fn start() -> anyhow::Result<Self> {
        if let Ok(url) = std::env::var("DATABASE_URL") {
            return Ok(Self {
                admin_url: url,
                child: None,
                data_dir: None,
                as_postgres_user: false,
                bindir: PathBuf::new(),
            });
        }
        Self::start_own()
    }

    /// Always starts a cluster of its own, even when `DATABASE_URL` is set:
    /// for tests that stop and restart the server (outages).
    pub fn start_own() -> anyhow::Result<Self> {
        let bindir = find_bindir()?;
        // PostgreSQL refuses to run as root; run it as the `postgres` user then.
        let as_postgres_user = std::fs::metadata("/proc/self").map(|m| m.uid() == 0).unwrap_or(false);
        let dir = tempfile::Builder::new().prefix("barb-pg-").tempdir()?;
        if as_postgres_user {
            run(Command::new("chown").arg("postgres:").arg(dir.path()))?;
        }
        let data = dir.path().join("data");
        run(pg_command(as_postgres_user, &bindir.join("initdb"))
            .args(["-A", "trust", "-U", "postgres", "-N", "-E", "UTF8", "--locale=C", "-D"])
            .arg(&data))
        .context("initdb failed")?;
        let port = free_port();
        let child = pg_command(as_postgres_user, &bindir.join("postgres"))
            .arg("-D")
            .arg(&data)
            .args(["-p", &port.to_string(), "-k"])
            .arg(dir.path())
            .args(["-c", "listen_addresses=127.0.0.1", "-c", "fsync=off", "-c", "synchronous_commit=off"])
            .args(["-c", "full_page_writes=off", "-c", "max_connections=300"])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .context("cannot start postgres")?;
        let mut pg = Self {
            admin_url: format!("postgres://postgres@127.0.0.1:{port}/postgres"),
            child: Some(child),
            data_dir: Some(dir),
            as_postgres_user,
            bindir,
        };
        if !wait_for_port(port, Duration::from_secs(30)) {
            pg.stop();
            bail!("postgres did not accept connections on port {port} within 30 s");
        }
        Ok(pg)
    }

    /// Creates an empty database with a unique name and returns its URL.
    pub async fn fresh_database(&self) -> anyhow::Result<String> {
        let name = format!(
            "barb_test_{}_{}_{}",
            std::process::id(),
            DB_COUNTER.fetch_add(1, Ordering::Relaxed),
            std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH)?.subsec_nanos()
        );
        // The server may still be finishing start-up; retry briefly.
        let mut last_err = None;
        for _ in 0..100 {
            match sqlx::PgConnection::connect(&self.admin_url).await {
                Ok(mut conn) => {
                    sqlx::raw_sql(sqlx::AssertSqlSafe(format!("CREATE DATABASE {name}"))).execute(&mut conn).await?;
                    return Ok(replace_db(&self.admin_url, &name));
                }
                Err(e) => last_err = Some(e),
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        bail!("cannot connect to {}: {:?}", self.admin_url, last_err)
    }

    /// Stops the server at once (SIGQUIT = immediate shutdown); outage tests use this.
    pub fn stop(&mut self) {
        if let Some(mut child) = self.child.take() {
            if let Some(pid) = self.postmaster_pid() {
                let _ = Command::new("kill").args(["-QUIT", &pid.to_string()]).status();
            }
            let _ = child.kill();
            let _ = child.wait();
            // Wait until the postmaster is gone so the data dir can be reused or removed.
            for _ in 0..100 {
                if self.postmaster_pid().is_none() {
                    break;
                }
                std::thread::sleep(Duration::from_millis(50));
            }
        }
    }

    /// Restarts a server stopped with [`Postgres::stop`] on the same port and data.
    pub fn restart(&mut self) -> anyhow::Result<()> {
        let Some(dir) = &self.data_dir else { bail!("not a harness-managed server") };
        let port: u16 = self.admin_url.rsplit(':').next().and_then(|s| s.split('/').next()).unwrap_or("").parse()?;
        let child = pg_command(self.as_postgres_user, &self.bindir.join("postgres"))
            .arg("-D")
            .arg(dir.path().join("data"))
            .args(["-p", &port.to_string(), "-k"])
            .arg(dir.path())
            .args(["-c", "listen_addresses=127.0.0.1", "-c", "fsync=off", "-c", "max_connections=300"])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()?;
        self.child = Some(child);
        if !wait_for_port(port, Duration::from_secs(30)) {
            bail!("postgres did not come back on port {port}");
        }
        Ok(())
    }

    fn postmaster_pid(&self) -> Option<u32> {
        let dir = self.data_dir.as_ref()?;
        let text = std::fs::read_to_string(dir.path().join("data/postmaster.pid")).ok()?;
        text.lines().next()?.trim().parse().ok()
    }
}

impl Drop for Postgres {
    fn drop(&mut self) {
        self.stop();
    }
}

fn replace_db(url: &str, db: &str) -> String {
    let (base, query) = url.split_once('?').map_or((url, None), |(b, q)| (b, Some(q)));
    let base = match base.rfind('/') {
        Some(i) if i > "postgres://".len() => &base[..i],
        _ => base,
    };
    match query {
        Some(q) => format!("{base}/{db}?{q}"),
        None => format!("{base}/{db}"),
    }
}

fn pg_command(as_postgres_user: bool, program: &Path) -> Command {
    if as_postgres_user {
        let mut c = Command::new("runuser");
        c.args(["-u", "postgres", "--"]).arg(program);
        c
    } else {
        Command::new(program)
    }
}

fn run(cmd: &mut Command) -> anyhow::Result<()> {
    let out = cmd.output()?;
    if !out.status.success() {
        bail!("{:?} failed: {}", cmd, String::from_utf8_lossy(&out.stderr));
    }
    Ok(())
}

fn find_bindir() -> anyhow::Result<PathBuf> {
    if let Ok(out) = Command::new("pg_config").arg("--bindir").output()
        && out.status.success()
    {
        let dir = PathBuf::from(String::from_utf8_lossy(&out.stdout).trim());
        if dir.join("initdb").exists() {
            return Ok(dir);
        }
    }
    let path = std::env::var_os("PATH").unwrap_or_default();
    for dir in std::env::split_paths(&path) {
        if dir.join("initdb").exists() && dir.join("postgres").exists() {
            return Ok(dir);
        }
    }
    bail!("PostgreSQL server binaries (initdb, postgres) not found on PATH or via pg_config --bindir")
}

#[cfg(test)]
mod tests {
    #[test]
    fn database_name_replaces_path() {
        assert_eq!(super::replace_db("postgres://u@h:1/postgres", "x"), "postgres://u@h:1/x");
        assert_eq!(super::replace_db("postgres://u@h:1/p?sslmode=disable", "x"), "postgres://u@h:1/x?sslmode=disable");
    }
}
