//! `deploy/local/up.sh` as a newcomer runs it: the script starts NATS,
//! PostgreSQL and every service (here with the debug binaries the suite
//! built, `BARB_SKIP_BUILD=1`, in a temporary `BARB_LOCAL_DIR` on free
//! ports), and prints the console's URL and the API key. The test reads both
//! from what the script printed, signs in to the console in a real headless
//! Chromium with that key, asks the question the banner suggests (the mock
//! model's built-in script), and waits for the streamed answer with its
//! bound number; then runs the banner's copy-paste API example in a shell,
//! checks that `/metrics` is where the banner says (the metrics listener, not
//! the public port), and stops everything with `deploy/local/down.sh`.
//! Nothing is prepared beforehand: the script generates the market data,
//! the secrets and the receipts itself, as on a first run.

mod console_support;
mod gateway_support;

use std::{
    net::TcpListener,
    path::{Path, PathBuf},
    process::{Command, Stdio},
};

use anyhow::Context;
use barb_tests::{binary_path, data};
use console_support::{Chromium, Tab};
use gateway_support::{WAIT, http};

/// Runs of consecutive free ports on 127.0.0.1 (one run per length in
/// `lengths`, not overlapping), below the ephemeral range so the OS cannot
/// hand them to another test meanwhile. Returns each run's first port.
fn free_runs(lengths: &[u16]) -> Vec<u16> {
    let seed = std::process::id() as u64
        ^ std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos() as u64);
    let mut held: Vec<TcpListener> = Vec::new();
    let mut bases = Vec::new();
    let mut attempt = 0u64;
    for &n in lengths {
        loop {
            attempt += 1;
            assert!(attempt < 5000, "no {n} consecutive free ports between 20000 and 30000");
            let base =
                20_000 + (seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(attempt * 7_919) % 10_000) as u16;
            let run: Vec<TcpListener> =
                (0..n).filter_map(|i| TcpListener::bind(("127.0.0.1", base + i)).ok()).collect();
            if run.len() == n as usize {
                held.extend(run);
                bases.push(base);
                break;
            }
        }
    }
    bases
}

/// The stack's environment: its state dir, the debug binaries, and ports.
struct Local {
    dir: tempfile::TempDir,
    env: Vec<(String, String)>,
    root: PathBuf,
}

impl Local {
    fn script(&self, name: &str) -> Command {
        let mut cmd = Command::new("bash");
        cmd.arg(self.root.join("deploy/local").join(name)).current_dir(&self.root);
        for k in ["LLM_PROVIDER", "LLM_MODEL", "ANTHROPIC_API_KEY", "OPENAI_API_KEY", "CARGO_TARGET_DIR"] {
            cmd.env_remove(k);
        }
        cmd.envs(self.env.iter().map(|(k, v)| (k.as_str(), v.as_str())));
        cmd
    }
}

impl Drop for Local {
    fn drop(&mut self) {
        // Stops whatever up.sh started, even when the test failed half-way.
        let out = self.script("down.sh").stdin(Stdio::null()).output();
        if let Ok(o) = out {
            eprintln!("down.sh: {}", String::from_utf8_lossy(&o.stdout).trim());
        }
    }
}

/// Runs `script` in bash until its output has a line containing `marker`,
/// then stops it (the example's stream stays open after the answer). The
/// script's last `curl` is run with `exec`, so the process to stop is the
/// shell's own pid: it is killed by that positive pid, never through a
/// process group (procps-ng 4.0's `kill -SIG -PGID` signals every process,
/// pid -1).
fn run_until(script: &str, dir: &Path, marker: &str) -> anyhow::Result<String> {
    use std::{io::BufRead, sync::mpsc};
    let mut lines: Vec<String> = script.lines().map(str::to_string).collect();
    let last = lines.iter().rposition(|l| l.trim_start().starts_with("curl ")).context("no curl in the example")?;
    lines[last] = format!("exec {}", lines[last].trim_start());
    let mut child = Command::new("bash")
        .arg("-c")
        .arg(format!("set -e\n{}", lines.join("\n")))
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()?;
    let (tx, rx) = mpsc::channel();
    let stdout = child.stdout.take().context("stdout")?;
    std::thread::spawn(move || {
        for line in std::io::BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    let deadline = std::time::Instant::now() + WAIT;
    let mut seen = String::new();
    let found = loop {
        match rx.recv_timeout(deadline.saturating_duration_since(std::time::Instant::now())) {
            Ok(line) => {
                seen.push_str(&line);
                seen.push('\n');
                if line.contains(marker) {
                    break true;
                }
            }
            Err(_) => break false,
        }
    };
    // The shell is curl by now (exec): this pid, and only it.
    let _ = child.kill();
    let status = child.wait()?;
    if !found {
        let mut err = String::new();
        if let Some(mut e) = child.stderr.take() {
            use std::io::Read;
            let _ = e.read_to_string(&mut err);
        }
        anyhow::bail!("no {marker:?} from the example ({status}):\n{seen}\n{err}");
    }
    Ok(seen)
}

fn line_after<'a>(text: &'a str, marker: &str) -> Option<&'a str> {
    let mut lines = text.lines();
    lines.find(|l| l.contains(marker))?;
    lines.next().map(str::trim)
}

async fn sign_in(tab: &Tab, credential: &str) -> anyhow::Result<()> {
    tab.wait("document.querySelector('#token')", "the sign-in form").await?;
    tab.type_into("#token", credential).await?;
    tab.click("#signin").await?;
    tab.wait("document.querySelector('#new-conversation')", "the app after sign-in").await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn up_sh_prints_the_console_url_and_a_newcomer_signs_in_and_asks() -> anyhow::Result<()> {
    let root = data::repo_root();
    let bin_dir = binary_path("gateway")?.parent().context("binary dir")?.to_path_buf();
    let dir = tempfile::tempdir()?;
    let [grpc, health, metrics, single] = free_runs(&[4, 4, 5, 4])[..] else { unreachable!("four runs") };
    let gateway_port = single;
    let env: Vec<(String, String)> = [
        ("BARB_SKIP_BUILD", "1".to_string()),
        ("BARB_BIN_DIR", bin_dir.display().to_string()),
        ("BARB_LOCAL_DIR", dir.path().display().to_string()),
        ("GATEWAY_PORT", gateway_port.to_string()),
        ("NATS_PORT", (single + 1).to_string()),
        ("NATS_MONITOR_PORT", (single + 2).to_string()),
        ("PG_PORT", (single + 3).to_string()),
        ("GRPC_PORT_BASE", grpc.to_string()),
        ("HEALTH_PORT_BASE", health.to_string()),
        ("METRICS_PORT_BASE", metrics.to_string()),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_string(), v))
    .collect();
    let local = Local { dir, env, root: root.clone() };

    let out = local.script("up.sh").stdin(Stdio::null()).output().context("running up.sh")?;
    let printed = String::from_utf8_lossy(&out.stdout).to_string();
    let logged = String::from_utf8_lossy(&out.stderr).to_string();
    let logs = |name: &str| {
        std::fs::read_to_string(local.dir.path().join("logs").join(format!("{name}.log"))).unwrap_or_default()
    };
    anyhow::ensure!(
        out.status.success(),
        "up.sh failed ({}):\n{printed}\n{logged}\ngateway log:\n{}",
        out.status,
        logs("gateway")
    );

    // The banner: the console's URL and the key to sign in with.
    let console = printed
        .lines()
        .find_map(|l| l.trim().strip_prefix("Web console"))
        .map(str::trim)
        .with_context(|| format!("no console URL in:\n{printed}"))?
        .to_string();
    assert_eq!(console, format!("http://127.0.0.1:{gateway_port}/"));
    let key = line_after(&printed, "Sign in with the local API key").context("no API key line")?.to_string();
    assert!(key.starts_with("barb_sk_"), "{key}");
    assert_eq!(std::fs::read_to_string(local.dir.path().join("api-key"))?.trim(), key, "the key up.sh keeps");
    // /metrics is on the metrics listener the banner names, not on the public port.
    let metrics_url = format!("127.0.0.1:{}/metrics", metrics + 4);
    assert!(printed.contains(&metrics_url), "the banner names the gateway's metrics listener:\n{printed}");
    assert!(!printed.contains("/readyz /metrics"), "{printed}");
    let public = http().get(format!("{console}metrics")).send().await?.status().as_u16();
    assert_eq!(public, 404, "no /metrics on the public port");
    let scraped = http().get(format!("http://{metrics_url}")).send().await?;
    assert_eq!(scraped.status().as_u16(), 200);
    assert!(scraped.text().await?.contains("gateway_"), "the gateway's metrics");

    // A newcomer signs in with the printed key and asks the suggested question.
    let chrome = Chromium::launch().await?;
    let tab = chrome.open(&console).await?;
    sign_in(&tab, &key).await?;
    tab.click("#new-conversation").await?;
    tab.wait("document.querySelector('#prompt')", "the new conversation").await?;
    tab.type_into("#prompt", "What was the average daily range over the last 20 days?").await?;
    tab.press("#prompt", "Enter").await?;
    let last = "[...document.querySelectorAll('.msg.assistant')].at(-1)";
    tab.wait(&format!("{last}?.dataset.state === 'complete'"), "the answer").await?;
    let (text, bound): (String, Vec<String>) = tab
        .eval(&format!(
            "[{last}.querySelector('.answer').innerText, [...{last}.querySelectorAll('.answer button.bound')].map((b) => b.textContent)]"
        ))
        .await?;
    assert!(text.contains("The average daily range over the last 20 trading days was"), "{text}");
    assert_eq!(bound.len(), 1, "the cited average is a bound number: {text}");
    tab.click(".msg.assistant:last-of-type .answer button.bound").await?;
    tab.wait(&format!("{last}.querySelector('.card .scalar.bound-hit')"), "the number's source").await?;
    let scalar: String = tab.eval(&format!("{last}.querySelector('.card .scalar-value').textContent")).await?;
    let (a, b) = (scalar.replace(',', "").parse::<f64>()?, bound[0].replace(',', "").parse::<f64>()?);
    assert!((a - b).abs() <= 0.05 + 1e-9, "the bound number {b} is the card's value {a} to one decimal");
    tab.screenshot("local-stack-first-answer").await?;
    tab.assert_clean().await?;
    chrome.close().await?;

    // The banner's copy-paste API example works as printed.
    let example: String = printed
        .lines()
        .skip_while(|l| !l.contains("Or use the API directly"))
        .skip(1)
        .take_while(|l| !l.contains("Stop with"))
        .collect::<Vec<_>>()
        .join("\n");
    assert!(example.contains("curl"), "{printed}");
    let streamed = run_until(&example, &root, "event: done")?;
    assert!(streamed.contains("event: text_delta"), "{streamed}");

    assert!(Path::new(&local.dir.path().join("run/gateway.pid")).exists());
    assert!(local.dir.path().join("data/NQ.parquet").metadata()?.len() > 0, "up.sh generated the market data");
    drop(local);
    Ok(())
}
