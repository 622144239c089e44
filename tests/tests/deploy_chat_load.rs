//! `deploy/loadtest/chat-load.sh` runs, so its figures can be regenerated as
//! committed: a short run of the real script against this build's binaries
//! (2 gateways, 2 orchestrators, production-like configuration: NATS users
//! from `deploy/nats/nats.conf`, secrets from `barb secrets generate`, JWT
//! issuer and audience, internal token, assertion keys, a metrics port per
//! instance). The script exits non-zero when a stream fails or drops, a
//! verified stream has a gap or duplicate, or an ended turn is not stored.
//!
//! Its claims are checked against the servers' own counters, which the script
//! saved from each instance's metrics port at the end of the run: turns ended
//! (the orchestrators' `chat_turns_total`) and assistant messages written (the
//! gateways' `gateway_turns_persisted_total`) both equal the turns the load
//! generator saw end, and the per-second samples show the persistence
//! backlog.

use std::path::Path;
use std::process::Command;

use anyhow::Context;
use barb_tests::binary_path;
use barb_tests::data::{NQ_2Y, data_dir, repo_root};
use serde_json::Value;

/// Sum of every sample of `metric` in a Prometheus text file.
fn metric_sum(path: &Path, metric: &str) -> anyhow::Result<f64> {
    let text = std::fs::read_to_string(path).with_context(|| path.display().to_string())?;
    let mut sum = 0.0;
    let mut seen = false;
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let Some((name_labels, value)) = line.rsplit_once(' ') else { continue };
        if name_labels.split('{').next() == Some(metric) {
            sum += value.parse::<f64>()?;
            seen = true;
        }
    }
    anyhow::ensure!(seen, "{metric} not in {}", path.display());
    Ok(sum)
}

#[test]
fn the_chat_load_script_starts_the_secured_stack_and_its_figures_add_up() -> anyhow::Result<()> {
    let bin_dir = binary_path("gateway")?.parent().context("binary dir")?.to_path_buf();
    for b in ["chat-orchestrator", "query-engine", "barb"] {
        binary_path(b)?;
    }
    let data = data_dir("NQ", NQ_2Y)?;
    let out = tempfile::tempdir()?;
    let run = out.path().join("run");
    let status = Command::new("bash")
        .arg(repo_root().join("deploy/loadtest/chat-load.sh"))
        .args(["--gateways", "2", "--orchestrators", "2", "--server-cpus", "0", "--loadgen-cpus", "0", "--out"])
        .arg(&run)
        .args(["--", "-c", "20", "--chatting", "5", "-n", "20", "--persist-wait", "60s"])
        .env("BARB_BIN_DIR", &bin_dir)
        .env("BARB_SKIP_BUILD", "1")
        .env("BARB_DATA_DIR", data.path())
        .status()
        .context("running deploy/loadtest/chat-load.sh")?;
    assert!(status.success(), "chat-load.sh failed ({status}); its logs are in {}", run.display());

    let report: Value = serde_json::from_str(&std::fs::read_to_string(run.join("report.json"))?)?;
    assert_eq!(report["streams"]["opened"], 20);
    assert_eq!(report["turns"]["count"], 20);
    assert_eq!(report["turns"]["unclean"], 0);
    assert_eq!(report["persistence"]["persisted"], 20);
    let summary: Value = serde_json::from_str(&std::fs::read_to_string(run.join("summary.json"))?)?;
    assert_eq!(summary["problems"], serde_json::json!([]), "{summary:#}");

    // The overhead excludes the scripted model time: the shortest scripted
    // answer (deploy/loadtest/chat/mock-script.json, rule "range") is two
    // rounds of 400 ms plus 65 and ~190 characters at 30 tokens of 4
    // characters per second, about 2.9 s; so each turn's overhead is at least
    // 1.5 s below its time to done, and so is the slowest.
    let done = &report["latency"]["done"];
    let overhead = &report["latency"]["overhead"];
    assert_eq!(overhead["count"], done["count"], "one overhead per done turn");
    let (o_max, d_max) =
        (overhead["slowest_ms"].as_f64().context("overhead")?, done["slowest_ms"].as_f64().context("done")?);
    assert!(o_max <= d_max - 1500.0, "{overhead} vs {done}");

    // The servers' own counts, from each instance's metrics port.
    let ended = report["persistence"]["ended"].as_f64().context("ended")?;
    let turns: f64 = ["orchestrator-1", "orchestrator-2"]
        .iter()
        .map(|n| metric_sum(&run.join(format!("{n}.metrics")), "chat_turns_total"))
        .sum::<anyhow::Result<f64>>()?;
    let written: f64 = ["gateway-1", "gateway-2"]
        .iter()
        .map(|n| metric_sum(&run.join(format!("{n}.metrics")), "gateway_turns_persisted_total"))
        .sum::<anyhow::Result<f64>>()?;
    assert_eq!(turns, ended, "the orchestrators ended the turns the clients saw end");
    assert_eq!(written, ended, "the gateways wrote one message per ended turn");
    for g in ["gateway-1", "gateway-2"] {
        let clients = metric_sum(&run.join(format!("{g}.metrics")), "gateway_sse_clients")?;
        assert_eq!(clients, 0.0, "{g}: every stream closed at the end");
    }

    // One sample per second while the run lasted, with the backlog and every process's CPU.
    let samples = std::fs::read_to_string(run.join("samples.csv"))?;
    let header = samples.lines().next().context("samples.csv is empty")?;
    for col in ["turns_ended", "messages_written", "pending_gateway", "pending_nats", "cpu_pct_gateway-2"] {
        assert!(header.split(',').any(|c| c == col), "{col} missing from {header}");
    }
    assert!(samples.lines().count() > 3, "{samples}");
    assert!(summary["persistence"]["written_per_s"].as_f64().is_some(), "{summary:#}");
    assert!(summary["cpu_pct"]["loadgen"].as_f64().is_some(), "{summary:#}");
    Ok(())
}
