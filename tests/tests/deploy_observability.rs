//! What an operator imports on day one — `deploy/observability/grafana-dashboard.json`
//! and `deploy/observability/alerts.yaml` — only references metrics the
//! services really expose: a turn runs through gateway → chat-orchestrator →
//! query-engine, their `/metrics` are scraped, and `tests/python/check_metrics.py`
//! reads them with the official Prometheus text parser (`prometheus_client`)
//! and looks up every metric name in every PromQL expression of both files.

mod gateway_support;

use std::ffi::OsStr;
use std::time::Duration;

use barb_tests::data::{NQ_2Y, data_dir, repo_root, run_python};
use barb_tests::{Nats, Postgres, ServiceProcess, free_port, wait_for_grpc_health};
use gateway_support::{Api, Gateway, Sse, WAIT, http, token};
use serde_json::Value;

struct Service {
    _proc: ServiceProcess,
    addr: String,
    metrics: String,
}

async fn spawn_grpc(bin: &str, service: &str, mut env: Vec<(&'static str, String)>) -> anyhow::Result<Service> {
    let (port, mport) = (free_port(), free_port());
    env.push(("LISTEN_ADDR", format!("127.0.0.1:{port}")));
    env.push(("METRICS_ADDR", format!("127.0.0.1:{mport}")));
    let proc = ServiceProcess::spawn(bin, &env)?;
    let addr = format!("http://127.0.0.1:{port}");
    wait_for_grpc_health(&addr, service, Duration::from_secs(120)).await?;
    Ok(Service { _proc: proc, addr, metrics: format!("http://127.0.0.1:{mport}/metrics") })
}

const SCRIPT: &str = r#"{"latency_ms": 0, "tokens_per_second": 0, "rules": [{"rounds": [
  {"text": "Computing.", "tool_calls": [{"name": "run_query", "input": {"query": {"from": "daily",
    "period": "last_20", "map": {"r": "high - low"}, "select": "mean(r)"}}}]},
  {"text": "The average range was {{after.0.Result:}} points."}]}]}"#;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_metric_the_dashboard_and_alerts_use_is_exposed() -> anyhow::Result<()> {
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
    let script = tempfile::Builder::new().suffix(".json").tempfile()?;
    std::fs::write(script.path(), SCRIPT)?;
    let nowhere = format!("http://127.0.0.1:{}", free_port());
    let orch = spawn_grpc(
        "chat-orchestrator",
        "barb.chat.v1.ChatOrchestrator",
        vec![
            ("NATS_URL", nats.url.clone()),
            ("LLM_PROVIDER", "mock".into()),
            ("MOCK_SCRIPT", script.path().display().to_string()),
            ("QUERY_ENGINE_ADDR", query.addr.clone()),
            ("BACKTEST_ADDR", nowhere.clone()),
            ("RECEIPTS_ADDR", nowhere),
        ],
    )
    .await?;
    let gw = Gateway::start(&nats.url, &db, &orch.addr, &[]).await?;
    let api = Api::new(&gw.base, &token("alice"));
    let conv = api.create_conversation().await?;
    let mut sse = Sse::connect(&gw.url(&format!("/v1/conversations/{conv}/events")), &token("alice"), None).await?;
    api.post_message(&conv, "What was the range?").await?;
    let events = sse.until_terminal(WAIT).await?;
    assert_eq!(events.last().unwrap().event, "done");
    api.wait_messages(&conv, "the answer stored", |m| m.len() == 2).await?;

    let dir = tempfile::tempdir()?;
    let mut files = Vec::new();
    for (name, url) in [
        ("gateway", format!("{}/metrics", gw.metrics_base)),
        ("orchestrator", orch.metrics.clone()),
        ("query", query.metrics.clone()),
    ] {
        let text = http().get(&url).send().await?.error_for_status()?.text().await?;
        let path = dir.path().join(format!("{name}.txt"));
        std::fs::write(&path, text)?;
        files.push(path);
    }
    let root = repo_root();
    let dashboard = root.join("deploy/observability/grafana-dashboard.json");
    let alerts = root.join("deploy/observability/alerts.yaml");
    let mut args: Vec<&OsStr> = vec![dashboard.as_os_str(), alerts.as_os_str()];
    args.extend(files.iter().map(|p| p.as_os_str()));
    let out = run_python("check_metrics.py", &args, &[]);
    let out = out?;
    let report: Value = serde_json::from_str(&out)?;
    assert_eq!(report["missing"], serde_json::json!([]), "{report}");
    let referenced = report["referenced"].as_array().unwrap();
    assert!(referenced.len() >= 20, "the files reference the platform's metrics: {referenced:?}");
    assert!(report["expressions"].as_u64().unwrap() >= 30);
    for must in [
        "gateway_event_delivery_seconds_bucket",
        "gateway_persistence_pending_events",
        "chat_turns_running",
        "chat_takeovers_total",
        "chat_takeover_seconds_bucket",
    ] {
        assert!(referenced.iter().any(|r| r == must), "{must} is watched");
    }

    // The check fails on a metric nobody exposes (a renamed metric would be caught).
    let broken = dir.path().join("broken-dashboard.json");
    std::fs::write(
        &broken,
        r#"{"panels": [{"targets": [{"expr": "sum(rate(gateway_no_such_metric_total{route=\"/x\"}[5m])) / 1e-9"}]}]}"#,
    )?;
    let mut args: Vec<&OsStr> = vec![broken.as_os_str(), alerts.as_os_str()];
    args.extend(files.iter().map(|p| p.as_os_str()));
    let err = run_python("check_metrics.py", &args, &[]).expect_err("a missing metric fails the check");
    assert!(err.to_string().contains(r#""missing": ["gateway_no_such_metric_total"]"#), "{err}");
    Ok(())
}
