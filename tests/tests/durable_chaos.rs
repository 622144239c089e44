//! The chaos soak, short: `deploy/loadtest/chaos.sh` itself (so the script
//! the operators run cannot rot) for 30 seconds on this checkout's binaries,
//! 12 users through 2 gateways, 3 orchestrators and 2 query-engines, a fault
//! every 3 seconds (kill -9, SIGTERM or SIGSTOP/SIGCONT of a random instance,
//! the first always an orchestrator kill). The invariants are the soak's: no
//! turn hung, no event lost or duplicated on any stream, every ended turn
//! stored once (SQL) and as its client was shown; and the run must really
//! have been chaotic (faults were injected, turns were taken over). The
//! 10-minute run is the same command with `--minutes 10` (see
//! deploy/loadtest/README.md).

use std::process::Command;

use barb_tests::data::repo_root;
use serde_json::Value;

#[test]
fn a_short_chaos_soak_keeps_every_turn() -> anyhow::Result<()> {
    let bin_dir = barb_tests::binary_path("barb")?.parent().expect("a directory").to_path_buf();
    for b in ["gateway", "chat-orchestrator", "query-engine"] {
        barb_tests::binary_path(b)?;
    }
    let out = tempfile::tempdir()?;
    // Two years of bars: the load-test questions ask about 2023 and 2024.
    let data = barb_tests::data::data_dir("NQ", barb_tests::data::NQ_2Y)?;
    let status = Command::new("bash")
        .arg(repo_root().join("deploy/loadtest/chaos.sh"))
        .args(["--minutes", "0.5", "--every", "3", "--users", "12", "--seed", "7", "--out"])
        .arg(out.path())
        .env("BARB_BIN_DIR", &bin_dir)
        .env("BARB_SKIP_BUILD", "1")
        .env("BARB_DATA_DIR", data.path())
        .status()?;
    let summary: Value = serde_json::from_str(
        &std::fs::read_to_string(out.path().join("summary.json"))
            .map_err(|e| anyhow::anyhow!("chaos.sh wrote no summary ({status}): {e}"))?,
    )?;
    eprintln!("{}", serde_json::to_string_pretty(&summary)?);
    if !status.success() {
        // Keep the run (loadgen's per-turn report, every instance's log, the fault log) to read.
        let kept = out.keep();
        panic!("chaos.sh failed: {} (run directory kept: {})", summary["violations"], kept.display());
    }
    assert_eq!(summary["violations"], serde_json::json!([]));
    assert_eq!(summary["hung"], 0);
    assert_eq!((summary["events_lost"].as_u64(), summary["events_duplicated"].as_u64()), (Some(0), Some(0)));
    let ended = summary["ended"].as_u64().unwrap();
    assert!(ended > 0, "turns ran");
    assert_eq!(summary["assistant_messages_sql"].as_u64(), Some(ended), "persisted = ended");
    assert_eq!(summary["turns_answered_sql"].as_u64(), Some(ended), "each stored once");
    assert_eq!(summary["turns_left_running_sql"], 0);
    assert_eq!(summary["stored_differently"], 0);
    // It was a chaos run: faults happened and turns were taken over.
    assert!(summary["faults_injected"].as_u64() >= Some(5), "faults injected: {}", summary["faults"]);
    assert!(summary["faults"]["orchestrator kill"].as_u64() >= Some(1));
    assert!(summary["taken_over"].as_u64() >= Some(1), "an orchestrator kill mid-turn takes turns over");
    assert!(summary["takeover_latency_ms"]["count"].as_u64() >= Some(1), "takeover latency was measured");
    Ok(())
}
