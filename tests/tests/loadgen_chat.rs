//! `barb loadgen chat` end to end: the real `barb` binary drives a real stack
//! on loopback — gateway(s), chat-orchestrator playing the committed load-test
//! mock script (sped up) with real query-engine calls, NATS JetStream and
//! Postgres — over SSE and WebSocket, with cancels and mid-turn resumes.
//!
//! The report's claims are checked against independent sources: the stored
//! assistant messages are counted with SQL in the gateway's database, and the
//! turns' events with a JetStream read of `CHAT_EVENTS`. A second test
//! restarts one of two gateways in the middle of the run: its clients resume
//! with `Last-Event-ID` and no stream may show a gap or a duplicate.

mod gateway_support;

use std::collections::HashMap;
use std::process::Command;
use std::time::Duration;

use anyhow::Context;
use barb_tests::data::{NQ_2Y, data_dir};
use barb_tests::{Nats, Postgres, ServiceProcess, binary_path, free_port, wait_for_grpc_health};
use gateway_support::{AUDIENCE, Gateway, ISSUER, Publisher, SECRET};
use serde_json::Value;

struct Service {
    _proc: ServiceProcess,
    addr: String,
}

async fn spawn_grpc(bin: &str, service: &str, mut env: Vec<(&'static str, String)>) -> anyhow::Result<Service> {
    let port = free_port();
    env.push(("LISTEN_ADDR", format!("127.0.0.1:{port}")));
    env.push(("METRICS_ADDR", "off".into()));
    let proc = ServiceProcess::spawn(bin, &env)?;
    let addr = format!("http://127.0.0.1:{port}");
    wait_for_grpc_health(&addr, service, Duration::from_secs(120)).await?;
    Ok(Service { _proc: proc, addr })
}

/// The committed load-test script, sped up (same rules, rounds and tools).
fn fast_script() -> anyhow::Result<tempfile::NamedTempFile> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../deploy/loadtest/chat/mock-script.json");
    let mut script: Value = serde_json::from_str(&std::fs::read_to_string(&path)?)?;
    script["latency_ms"] = 20.into();
    script["tokens_per_second"] = 400.into();
    let file = tempfile::Builder::new().suffix(".json").tempfile()?;
    std::fs::write(file.path(), script.to_string())?;
    Ok(file)
}

/// NATS, Postgres, query-engine and one orchestrator playing the fast script.
struct Stack {
    nats: Nats,
    _pg: Postgres,
    db: String,
    _query: Service,
    orchestrator: Service,
    _data: tempfile::TempDir,
    _script: tempfile::NamedTempFile,
}

async fn stack() -> anyhow::Result<Stack> {
    let nats = Nats::start()?;
    let pg = Postgres::start()?;
    let db = pg.fresh_database().await?;
    let data = data_dir("NQ", NQ_2Y)?;
    let query = spawn_grpc(
        "query-engine",
        "barb.query.v1.QueryEngine",
        vec![("BARB_DATA_DIR", data.path().display().to_string())],
    )
    .await?;
    let script = fast_script()?;
    let nowhere = format!("http://127.0.0.1:{}", free_port());
    let orchestrator = spawn_grpc(
        "chat-orchestrator",
        "barb.chat.v1.ChatOrchestrator",
        vec![
            ("NATS_URL", nats.url.clone()),
            ("LLM_PROVIDER", "mock".into()),
            ("MOCK_SCRIPT", script.path().display().to_string()),
            ("QUERY_ENGINE_ADDR", query.addr.clone()),
            ("BACKTEST_ADDR", nowhere.clone()),
            ("RECEIPTS_ADDR", nowhere),
            ("TOOL_TIMEOUT_MS", "60000".into()),
        ],
    )
    .await?;
    Ok(Stack { nats, _pg: pg, db, _query: query, orchestrator, _data: data, _script: script })
}

/// Runs `barb loadgen chat ARGS` (blocking, off the runtime); returns stdout.
async fn loadgen(args: Vec<String>) -> anyhow::Result<String> {
    let path = binary_path("barb")?;
    let out = tokio::task::spawn_blocking(move || {
        Command::new(path).args(["loadgen", "chat"]).args(&args).output().context("running barb loadgen chat")
    })
    .await??;
    anyhow::ensure!(
        out.status.success(),
        "loadgen chat failed: {}\n{}",
        String::from_utf8_lossy(&out.stderr),
        String::from_utf8_lossy(&out.stdout)
    );
    Ok(String::from_utf8(out.stdout)?)
}

fn args(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| s.to_string()).collect()
}

/// Assistant messages stored per conversation, counted with SQL.
async fn stored_assistant_messages(db: &str) -> anyhow::Result<i64> {
    let pool = sqlx::PgPool::connect(db).await?;
    let n: i64 = sqlx::query_scalar("SELECT count(*) FROM messages WHERE role = 'assistant'").fetch_one(&pool).await?;
    pool.close().await;
    Ok(n)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn simulated_users_chat_over_sse_and_websocket_with_cancels_and_resumes() -> anyhow::Result<()> {
    let stack = stack().await?;
    let gw = Gateway::start(&stack.nats.url, &stack.db, &stack.orchestrator.addr, &[]).await?;
    let out = loadgen(args(&[
        "--jwt-secret",
        SECRET,
        "--jwt-issuer",
        ISSUER,
        "--jwt-audience",
        AUDIENCE,
        "-c",
        "24",
        "--chatting",
        "6",
        "-n",
        "30",
        "--transport",
        "mixed",
        "--ws-share",
        "0.5",
        "--cancel",
        "0.3",
        "--reconnect",
        "0.3",
        "--persist-wait",
        "60s",
        "-O",
        "json",
        &gw.base,
    ]))
    .await?;
    let r: Value = serde_json::from_str(&out).with_context(|| out.clone())?;
    eprintln!("{}", serde_json::to_string_pretty(&r)?);
    assert_eq!(r["streams"]["opened"], 24, "every user holds a stream");
    assert_eq!(r["streams"]["failed"], 0);
    assert_eq!(r["streams"]["dropped"], 0, "no healthy stream was dropped");
    assert_eq!(r["streams"]["idle_events"], 0, "idle conversations get no events");
    assert_eq!(r["turns"]["count"], 30);
    let outcomes = r["turns"]["outcomes"].as_object().context("outcomes")?;
    let ended: u64 = ["done", "cancelled", "error_event"].iter().filter_map(|k| outcomes.get(*k)?.as_u64()).sum();
    assert_eq!(ended, 30, "every turn ended with done or error: {outcomes:?}");
    assert_eq!(outcomes.get("error_event"), None, "the script's queries all succeed: {outcomes:?}");
    assert_eq!(r["turns"]["unclean"], 0, "no gap, duplicate or foreign event");
    assert!(r["turns"]["reconnects"].as_u64().unwrap() > 0, "some streams were resumed mid-turn");
    assert!(r["turns"]["cancels_requested"].as_u64().unwrap() > 0, "some turns were cancelled");
    assert!(r["latency"]["publish_to_client"]["count"].as_u64().unwrap() > 0, "frames carry the publish time");
    assert_eq!(r["latency"]["first_event"]["count"], 30);
    assert!(r["latency"]["resume"]["count"].as_u64().unwrap() > 0);

    // Independent: the stored messages (SQL) and the published events (JetStream).
    assert_eq!(r["persistence"]["ended"], 30);
    assert_eq!(r["persistence"]["persisted"], 30);
    assert_eq!(stored_assistant_messages(&stack.db).await?, 30, "SQL agrees: one assistant message per ended turn");
    let events_verified = r["turns"]["events"].as_u64().unwrap();
    let publisher = Publisher::connect(&stack.nats.url).await?;
    let stream = publisher.stored_all().await?;
    assert_eq!(events_verified, stream.len() as u64, "the clients verified every event the orchestrator published");

    // The same run shape as CSV: one row per turn.
    let csv = loadgen(args(&[
        "--jwt-secret",
        SECRET,
        "--jwt-issuer",
        ISSUER,
        "--jwt-audience",
        AUDIENCE,
        "-c",
        "2",
        "-n",
        "3",
        "-O",
        "csv",
        &gw.base,
    ]))
    .await?;
    let rows: Vec<&str> = csv.lines().collect();
    assert!(rows[0].starts_with("user,transport,conversation_id,turn_id,outcome"), "{csv}");
    assert_eq!(rows.len(), 4, "{csv}");
    assert!(rows[1..].iter().all(|r| r.split(',').nth(4) == Some("done")), "{csv}");
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn clients_of_a_restarted_gateway_resume_without_gaps() -> anyhow::Result<()> {
    let stack = stack().await?;
    let a = Gateway::start(&stack.nats.url, &stack.db, &stack.orchestrator.addr, &[]).await?;
    let port_b = free_port();
    let mut b = Gateway::start_on(port_b, &stack.nats.url, &stack.db, &stack.orchestrator.addr, &[]).await?;
    let barb = binary_path("barb")?;
    let child = std::process::Command::new(barb)
        .args(["loadgen", "chat", "--jwt-secret", SECRET, "--jwt-issuer", ISSUER, "--jwt-audience", AUDIENCE])
        .args(["-c", "20", "--chatting", "10", "-z", "12s", "-O", "json"])
        .args(["--turn-timeout", "60s", "--persist-wait", "60s"])
        .arg(format!("{},{}", a.base, b.base))
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()?;
    // Restart gateway B once turns are flowing through it.
    gateway_support::wait_for_metric(&b, "gateway_events_fanned_out_total", |v| v >= 20.0).await?;
    b.process.terminate(Duration::from_secs(20))?;
    b = Gateway::start_on(port_b, &stack.nats.url, &stack.db, &stack.orchestrator.addr, &[]).await?;
    let out = tokio::task::spawn_blocking(move || child.wait_with_output()).await??;
    anyhow::ensure!(out.status.success(), "loadgen failed: {}", String::from_utf8_lossy(&out.stderr));
    let r: Value = serde_json::from_slice(&out.stdout)?;
    eprintln!("{}", serde_json::to_string_pretty(&r)?);
    assert!(r["streams"]["dropped"].as_u64().unwrap() > 0, "the restart ended B's streams");
    assert_eq!(r["turns"]["unclean"], 0, "resumed streams have no gap and no duplicate");
    let errors: HashMap<String, u64> = serde_json::from_value(r["errorDistribution"].clone())?;
    assert!(
        errors.keys().all(|k| k.contains("dropped") || k.starts_with("reopen:") || k.starts_with("post:")),
        "only the restart's own effects: {errors:?}"
    );
    let ended = r["persistence"]["ended"].as_u64().unwrap();
    assert!(ended > 0);
    assert_eq!(r["persistence"]["persisted"].as_u64(), Some(ended), "every ended turn is stored");
    drop(b);
    Ok(())
}
