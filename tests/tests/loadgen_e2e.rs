//! `barb loadgen` end to end: the real `barb` binary against real service
//! binaries on loopback — the health baseline, QueryEngine/Execute with valid
//! and invalid queries (status and error distributions), the ghz configs in
//! deploy/loadtest/ghz, duration + rate limiting, request metadata
//! (ReceiptsQuery's `x-barb-user-id`) and a server-streaming call
//! (ChatOrchestrator/StreamTurn with the mock provider).

use std::process::{Command, Output};
use std::time::Duration;

use anyhow::Context;
use barb_tests::{Nats, Postgres, ServiceProcess, binary_path, free_port, wait_for_grpc_health};
use serde_json::Value;

const WAIT: Duration = Duration::from_secs(120);

struct Service {
    _proc: ServiceProcess,
    /// `127.0.0.1:port`
    hostport: String,
}

async fn spawn_grpc(bin: &str, service: &str, mut env: Vec<(&str, String)>) -> anyhow::Result<Service> {
    let port = free_port();
    env.push(("LISTEN_ADDR", format!("127.0.0.1:{port}")));
    env.push(("METRICS_ADDR", "off".into()));
    let proc = ServiceProcess::spawn(bin, &env)?;
    let hostport = format!("127.0.0.1:{port}");
    wait_for_grpc_health(&format!("http://{hostport}"), service, WAIT).await?;
    Ok(Service { _proc: proc, hostport })
}

fn data_dir() -> anyhow::Result<tempfile::TempDir> {
    barb_tests::data::data_dir("NQ", barb_tests::data::NQ_2Y)
}

fn ghz(name: &str) -> String {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../deploy/loadtest/ghz").join(name).display().to_string()
}

/// Runs `barb loadgen ARGS` (blocking, off the async runtime).
async fn barb(args: Vec<String>) -> anyhow::Result<Output> {
    let path = binary_path("barb")?;
    tokio::task::spawn_blocking(move || Command::new(path).arg("loadgen").args(&args).output().context("running barb"))
        .await?
}

/// Runs loadgen with `--format json` and returns the report.
async fn report(args: &[&str]) -> anyhow::Result<Value> {
    let mut a: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    // Every service requires the internal token (health checks do not, and ignore it).
    a.extend(["--format".into(), "json".into()]);
    a.extend(["-m".into(), format!("authorization=Bearer {}", barb_tests::identity::internal_token())]);
    let out = barb(a).await?;
    anyhow::ensure!(
        out.status.success(),
        "loadgen failed: {}\n{}",
        String::from_utf8_lossy(&out.stderr),
        String::from_utf8_lossy(&out.stdout)
    );
    serde_json::from_slice(&out.stdout).with_context(|| format!("not JSON: {}", String::from_utf8_lossy(&out.stdout)))
}

fn status(r: &Value, code: &str) -> u64 {
    r["statusCodeDistribution"][code].as_u64().unwrap_or(0)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn loadgen_against_query_engine() -> anyhow::Result<()> {
    let dir = data_dir()?;
    let qe = spawn_grpc(
        "query-engine",
        "barb.query.v1.QueryEngine",
        vec![("BARB_DATA_DIR", dir.path().display().to_string())],
    )
    .await?;
    let host = qe.hostport.as_str();

    // Baseline: the health check.
    let r =
        report(&["--call", "grpc.health.v1.Health/Check", "-n", "200", "-c", "4", "--connections", "2", host]).await?;
    assert_eq!(r["count"], 200);
    assert_eq!(status(&r, "OK"), 200, "{r}");
    assert_eq!(r["endReason"], "normal");
    let (fastest, avg, slowest) =
        (r["fastest"].as_u64().unwrap(), r["average"].as_u64().unwrap(), r["slowest"].as_u64().unwrap());
    assert!(0 < fastest && fastest <= avg && avg <= slowest, "{r}");
    let dist: Vec<f64> =
        r["latencyDistribution"].as_array().unwrap().iter().map(|p| p["percentage"].as_f64().unwrap()).collect();
    assert_eq!(dist, vec![10.0, 25.0, 50.0, 75.0, 90.0, 95.0, 99.0]);
    let lat: Vec<u64> =
        r["latencyDistribution"].as_array().unwrap().iter().map(|p| p["latency"].as_u64().unwrap()).collect();
    assert!(lat.windows(2).all(|w| w[0] <= w[1]), "percentiles ascend: {lat:?}");
    assert!(r["rps"].as_f64().unwrap() > 0.0);

    // A valid and an invalid query, round-robin: typed errors are counted, not fatal.
    let data = r#"[{"query_json":"{\"from\":\"daily\",\"period\":\"2024-01\",\"map\":{\"r\":\"high - low\"},\"select\":\"mean(r)\"}"},
                   {"query_json":"{\"from\":\"fortnightly\"}"}]"#;
    let r = report(&["--call", "barb.query.v1.QueryEngine/Execute", "-d", data, "-n", "10", "-c", "2", host]).await?;
    assert_eq!(r["count"], 10);
    assert_eq!(status(&r, "OK"), 5, "{r}");
    assert_eq!(status(&r, "InvalidArgument"), 5, "{r}");
    let errors = r["errorDistribution"].as_object().unwrap();
    assert_eq!(errors.len(), 1, "{errors:?}");
    let (text, n) = errors.iter().next().unwrap();
    assert!(text.starts_with("rpc error: code = InvalidArgument desc = ") && text.contains("fortnightly"), "{text}");
    assert_eq!(n, 5);

    // The shipped ghz configs run as they are (host overridden to this instance).
    for cfg in ["query-engine-execute-scalar.json", "query-engine-execute-mixed.json"] {
        let r = report(&["--config", &ghz(cfg), "-n", "8", "-c", "2", host]).await?;
        assert_eq!(status(&r, "OK"), 8, "{cfg}: {r}");
    }

    // Duration with a rate limit: exactly the requests scheduled before the end.
    let r = report(&["--call", "grpc.health.v1.Health/Check", "-z", "2s", "--rps", "10", "-c", "3", host]).await?;
    assert_eq!(r["endReason"], "timeout");
    assert_eq!(r["count"], 20, "{r}");
    assert!(r["total"].as_u64().unwrap() >= 1_900_000_000, "{r}");

    // The summary format has ghz's sections.
    let out = barb(vec!["--call".into(), "grpc.health.v1.Health/Check".into(), "-n".into(), "20".into(), host.into()])
        .await?;
    let text = String::from_utf8(out.stdout)?;
    for section in [
        "Summary:",
        "Count:",
        "Requests/sec:",
        "Latency distribution:",
        "99 % in",
        "Status code distribution:",
        "[OK]\t20 responses",
    ] {
        assert!(text.contains(section), "missing {section:?} in\n{text}");
    }
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn loadgen_rejects_bad_input_with_clear_errors() -> anyhow::Result<()> {
    let port = free_port(); // nothing listens here
    let cases: [(&[&str], &str); 5] = [
        (&["--call", "barb.query.v1.QueryEngine/Nope", "127.0.0.1:1"], "has no method"),
        (
            &["--call", "grpc.health.v1.Health/Check", "-d", "{\"svc\":1}", "127.0.0.1:1"],
            "does not match grpc.health.v1.HealthCheckRequest",
        ),
        (&["--call", "grpc.health.v1.Health/Check", "-c", "0", "127.0.0.1:1"], "-c must be"),
        (&["--call", "grpc.health.v1.Health/Check", "-z", "ten", "127.0.0.1:1"], "invalid duration"),
        (&["--call", "grpc.health.v1.Health/Check", "--connect-timeout", "2s", "-n", "1"], "no target address"),
    ];
    for (args, expected) in cases {
        let out = barb(args.iter().map(|s| s.to_string()).collect()).await?;
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains(expected), "{args:?}: expected {expected:?} in {err}");
    }
    let out = barb(vec![
        "--call".into(),
        "grpc.health.v1.Health/Check".into(),
        "--connect-timeout".into(),
        "2s".into(),
        format!("127.0.0.1:{port}"),
    ])
    .await?;
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("cannot connect"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn loadgen_metadata_and_server_streaming() -> anyhow::Result<()> {
    let nats = Nats::start()?;
    let pg = Postgres::start()?;
    let db = pg.fresh_database().await?;
    let seeded = {
        let (barb, db) = (binary_path("barb")?, db.clone());
        tokio::task::spawn_blocking(move || {
            Command::new(barb)
                .args(["receipts", "seed", "--users", "1", "--receipts-per-user", "20"])
                .env("DATABASE_URL", db)
                .output()
        })
        .await??
    };
    assert!(seeded.status.success(), "seed: {}", String::from_utf8_lossy(&seeded.stderr));
    let dir = data_dir()?;
    let qe = spawn_grpc(
        "query-engine",
        "barb.query.v1.QueryEngine",
        vec![("BARB_DATA_DIR", dir.path().display().to_string())],
    )
    .await?;
    let receipts = spawn_grpc("receipts-query", "barb.receipts.v1.ReceiptsQuery", vec![("DATABASE_URL", db)]).await?;

    // Metadata: receipts-query takes the user only from a gateway-signed
    // assertion; with one (minted for the seeded user) the shipped config runs,
    // without one (a bare user id header is not enough) the service refuses.
    let user = "f1997bea-fdf8-44c6-812a-438502da747d";
    let assertion = barb_tests::identity::assertion_for(user, "lg", "lg", &[barb_common::assertion::AUD_RECEIPTS]);
    let with_assertion = format!("x-barb-assertion={assertion}");
    let r = report(&[
        "--config",
        &ghz("receipts-query-query.json"),
        "-m",
        &with_assertion,
        "-n",
        "10",
        "-c",
        "2",
        &receipts.hostport,
    ])
    .await?;
    assert_eq!(status(&r, "OK"), 10, "{r}");
    let r = report(&[
        "--call",
        "barb.receipts.v1.ReceiptsQuery/Query",
        "-d",
        r#"{"query_json":"{\"table\":\"receipts\",\"limit\":1}"}"#,
        "-n",
        "3",
        "-c",
        "1",
        &receipts.hostport,
    ])
    .await?;
    assert_eq!(status(&r, "Unauthenticated"), 3, "{r}");

    // Server streaming: each StreamTurn counts once, when its stream ends.
    let orch = spawn_grpc(
        "chat-orchestrator",
        "barb.chat.v1.ChatOrchestrator",
        vec![
            ("NATS_URL", nats.url.clone()),
            ("LLM_PROVIDER", "mock".into()),
            ("QUERY_ENGINE_ADDR", format!("http://{}", qe.hostport)),
            ("RECEIPTS_ADDR", format!("http://{}", receipts.hostport)),
            ("BACKTEST_ADDR", format!("http://127.0.0.1:{}", free_port())),
        ],
    )
    .await?;
    // A turn needs an assertion bound to its conversation and turn id, so one call per assertion.
    let turn_assertion = barb_tests::identity::assertion_for(
        user,
        "lg-conv",
        "lg-turn",
        &[barb_common::assertion::AUD_ORCHESTRATOR, barb_common::assertion::AUD_RECEIPTS],
    );
    let data = format!(
        r#"{{"conversation_id":"lg-conv","turn_id":"lg-turn","user_id":"{user}","message":"What was the average daily range over the last 20 days?","instrument":"NQ"}}"#
    );
    let r = report(&[
        "--call",
        "barb.chat.v1.ChatOrchestrator/StreamTurn",
        "-d",
        &data,
        "-m",
        &format!("x-barb-assertion={turn_assertion}"),
        "-n",
        "1",
        "-c",
        "1",
        &orch.hostport,
    ])
    .await?;
    assert_eq!(r["count"], 1, "{r}");
    assert_eq!(status(&r, "OK"), 1, "{r}");
    assert!(r["messages"].as_u64().unwrap() > 3, "several events per turn: {r}");
    Ok(())
}
