//! Traces as an operator's collector sees them: every service exports OTLP to
//! an independent receiver (`tests/python/otlp_receiver.py`: the official
//! OpenTelemetry protos served by grpcio), and the spans of two real turns
//! through gateway → chat-orchestrator → query-engine are checked against the
//! OpenTelemetry semantic conventions:
//!
//! - kinds: HTTP and gRPC servers are SERVER, gRPC callers CLIENT, the NATS
//!   publish PRODUCER, the gateway's fan-out and persistence CONSUMER;
//! - names: route templates and `package.Service/Method`, never an id;
//! - one trace per turn: HTTP request → StartTurn (client → server) → tool
//!   call (client → server) and publish → fan-out / persistence;
//! - a failed call (a query the engine rejects) leaves `rpc.grpc.status_code`
//!   on both sides and ERROR on the client span;
//! - an HTTP 5xx (a message posted while the orchestrator is down) sets the
//!   SERVER span's status to ERROR, with the failed StartTurn CLIENT span
//!   (`rpc.grpc.status_code` 14, UNAVAILABLE) under it; a 4xx leaves it unset
//!   (the client's error, per the HTTP conventions).

mod gateway_support;

use std::collections::HashMap;
use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use anyhow::{Context, bail};
use barb_tests::data::{NQ_2Y, data_dir, python, repo_root};
use barb_tests::{Nats, Postgres, ServiceProcess, free_port, wait_for_grpc_health};
use gateway_support::{Api, Gateway, Sse, WAIT, token};
use serde_json::Value;

/// The receiver process; killed on drop.
struct Receiver {
    child: Child,
    out: tempfile::NamedTempFile,
    endpoint: String,
}

impl Receiver {
    fn start() -> anyhow::Result<Self> {
        let port = free_port();
        let out = tempfile::NamedTempFile::new()?;
        let mut child = Command::new(python()?)
            .arg(repo_root().join("tests/python/otlp_receiver.py"))
            .arg(port.to_string())
            .arg(out.path())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .context("starting otlp_receiver.py")?;
        let mut line = String::new();
        BufReader::new(child.stdout.take().context("stdout")?).read_line(&mut line)?;
        if line.trim() != "listening" {
            bail!(
                "otlp_receiver.py did not start (needs grpcio and opentelemetry-proto from tests/python/requirements.txt): {line:?}"
            );
        }
        Ok(Self { child, out, endpoint: format!("http://127.0.0.1:{port}") })
    }

    fn spans(&self) -> anyhow::Result<Vec<Value>> {
        let text = std::fs::read_to_string(self.out.path())?;
        text.lines().map(|l| serde_json::from_str(l).context("span line")).collect()
    }
}

impl Drop for Receiver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

struct Service {
    proc: ServiceProcess,
    addr: String,
}

async fn spawn_grpc(bin: &str, service: &str, mut env: Vec<(&'static str, String)>) -> anyhow::Result<Service> {
    let port = free_port();
    env.push(("LISTEN_ADDR", format!("127.0.0.1:{port}")));
    env.push(("METRICS_ADDR", "off".into()));
    let proc = ServiceProcess::spawn(bin, &env)?;
    let addr = format!("http://127.0.0.1:{port}");
    wait_for_grpc_health(&addr, service, Duration::from_secs(120)).await?;
    Ok(Service { proc, addr })
}

const SCRIPT: &str = r#"{
  "latency_ms": 0,
  "tokens_per_second": 0,
  "rules": [
    {"name": "bad", "any": ["broken"],
     "rounds": [
       {"text": "Trying.", "tool_calls": [{"name": "run_query", "input": {"query": {"from": "daily",
         "period": "last_5", "select": "mean(no_such_column)"}}}]},
       {"text": "That query failed."}
     ]},
    {"name": "good",
     "rounds": [
       {"text": "Computing.", "tool_calls": [{"name": "run_query", "input": {"query": {"from": "daily",
         "period": "last_20", "map": {"r": "high - low"}, "select": "mean(r)"}}}]},
       {"text": "The average range was {{after.0.Result:}} points."}
     ]}
  ]
}"#;

fn attr<'a>(span: &'a Value, key: &str) -> &'a Value {
    &span["attributes"][key]
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn spans_follow_the_conventions_and_one_turn_is_one_trace() -> anyhow::Result<()> {
    let receiver = Receiver::start()?;
    let otel = || ("OTEL_EXPORTER_OTLP_ENDPOINT", receiver.endpoint.clone());
    let nats = Nats::start()?;
    let pg = Postgres::start()?;
    let db = pg.fresh_database().await?;
    let data = data_dir("NQ", NQ_2Y)?;
    let mut query = spawn_grpc(
        "query-engine",
        "barb.query.v1.QueryEngine",
        vec![("BARB_DATA_DIR", data.path().display().to_string()), otel()],
    )
    .await?;
    let script = tempfile::Builder::new().suffix(".json").tempfile()?;
    std::fs::write(script.path(), SCRIPT)?;
    let nowhere = format!("http://127.0.0.1:{}", free_port());
    let mut orch = spawn_grpc(
        "chat-orchestrator",
        "barb.chat.v1.ChatOrchestrator",
        vec![
            ("NATS_URL", nats.url.clone()),
            ("LLM_PROVIDER", "mock".into()),
            ("MOCK_SCRIPT", script.path().display().to_string()),
            ("QUERY_ENGINE_ADDR", query.addr.clone()),
            ("BACKTEST_ADDR", nowhere.clone()),
            ("RECEIPTS_ADDR", nowhere),
            otel(),
        ],
    )
    .await?;
    let mut gw = Gateway::start(&nats.url, &db, &orch.addr, &[otel()]).await?;

    let api = Api::new(&gw.base, &token("alice"));
    let conv = api.create_conversation().await?;
    let events_url = gw.url(&format!("/v1/conversations/{conv}/events"));
    let mut sse = Sse::connect(&events_url, &token("alice"), None).await?;
    let good = api.post_message(&conv, "What was the range?").await?["turn_id"].as_str().unwrap().to_string();
    sse.until_terminal(WAIT).await?;
    let bad = api.post_message(&conv, "Run the broken one").await?["turn_id"].as_str().unwrap().to_string();
    sse.until_terminal(WAIT).await?;
    api.wait_messages(&conv, "both answers stored", |m| m.len() == 4).await?;
    drop(sse);

    // Stopping flushes each exporter. With the orchestrator gone a new message
    // gets a 5xx; a conversation that does not exist a 404.
    orch.proc.terminate(Duration::from_secs(30))?;
    let (status, body) =
        api.post(&format!("/v1/conversations/{conv}/messages"), serde_json::json!({"message": "Anyone?"})).await?;
    assert_eq!(status, 503, "{body}");
    let (status, _) = api.get(&format!("/v1/conversations/{}", uuid::Uuid::new_v4())).await?;
    assert_eq!(status, 404);
    gw.process.terminate(Duration::from_secs(30))?;
    query.proc.terminate(Duration::from_secs(30))?;
    let deadline = tokio::time::Instant::now() + WAIT;
    let spans = loop {
        let spans = receiver.spans()?;
        let services: std::collections::HashSet<&str> = spans.iter().filter_map(|s| s["service"].as_str()).collect();
        if ["gateway", "chat-orchestrator", "query-engine"].iter().all(|s| services.contains(s)) {
            break spans;
        }
        if tokio::time::Instant::now() > deadline {
            bail!("spans of every service did not arrive: {services:?}");
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    };
    let by_id: HashMap<&str, &Value> = spans.iter().map(|s| (s["span_id"].as_str().unwrap(), s)).collect();
    let find = |pred: &dyn Fn(&Value) -> bool| -> Vec<&Value> { spans.iter().filter(|s| pred(s)).collect() };
    let parent_of = |s: &Value| by_id.get(s["parent_span_id"].as_str().unwrap_or("")).copied();

    // Names: route templates and RPC methods, never an id.
    for s in &spans {
        let name = s["name"].as_str().unwrap();
        assert!(!name.contains(&conv) && !name.contains(&good) && !name.contains(&bad), "id in span name: {s}");
    }
    let posts = find(&|s| s["service"] == "gateway" && s["name"] == "POST /v1/conversations/{id}/messages");
    assert_eq!(posts.len(), 3, "one SERVER span per posted message");
    let (post, failed): (Vec<&Value>, Vec<&Value>) =
        posts.into_iter().partition(|p| attr(p, "http.response.status_code") == 202);

    // The 5xx: ERROR on the SERVER span, and the failed StartTurn CLIENT span under it.
    assert_eq!(failed.len(), 1);
    let failed = failed[0];
    assert_eq!(attr(failed, "http.response.status_code"), 503);
    assert_eq!(failed["status"], "STATUS_CODE_ERROR", "{failed}");
    let start_failed = find(&|s| {
        s["name"] == "barb.chat.v1.ChatOrchestrator/StartTurn"
            && s["kind"] == "SPAN_KIND_CLIENT"
            && s["trace_id"] == failed["trace_id"]
    });
    assert!(!start_failed.is_empty(), "the failed StartTurn calls are in the request's trace");
    for c in &start_failed {
        assert_eq!(attr(c, "rpc.grpc.status_code"), 14, "UNAVAILABLE: {c}");
        assert_eq!(c["status"], "STATUS_CODE_ERROR", "{c}");
    }
    // The 4xx: the client's error, status left unset.
    let not_found = find(&|s| s["service"] == "gateway" && attr(s, "http.response.status_code") == 404);
    assert_eq!(not_found.len(), 1, "one 404");
    assert_eq!(not_found[0]["name"], "GET /v1/conversations/{id}");
    assert_eq!(not_found[0]["status"], "STATUS_CODE_UNSET", "{}", not_found[0]);
    for p in &post {
        assert_eq!(p["kind"], "SPAN_KIND_SERVER");
        assert_eq!(attr(p, "http.route"), "/v1/conversations/{id}/messages");
        assert_eq!(attr(p, "http.response.status_code"), 202);
    }
    let sse_spans = find(&|s| s["name"] == "GET /v1/conversations/{id}/events");
    assert!(!sse_spans.is_empty() && sse_spans.iter().all(|s| s["kind"] == "SPAN_KIND_SERVER"));

    // Each posted message's trace: HTTP → StartTurn client → StartTurn server → tool client → engine server,
    // and publish (producer) → fan-out and persistence (consumers).
    for (p, failing) in post.iter().zip([false, true]) {
        let trace = p["trace_id"].as_str().unwrap();
        let in_trace = |s: &&Value| s["trace_id"] == trace;
        let start_client =
            find(&|s| s["name"] == "barb.chat.v1.ChatOrchestrator/StartTurn" && s["kind"] == "SPAN_KIND_CLIENT")
                .into_iter()
                .find(|s| in_trace(s) && parent_of(s).is_some_and(|x| x["span_id"] == p["span_id"]))
                .with_context(|| format!("no StartTurn CLIENT span under {p}"))?;
        assert_eq!(start_client["service"], "gateway");
        assert_eq!(attr(start_client, "rpc.grpc.status_code"), 0);
        let start_server =
            find(&|s| s["name"] == "barb.chat.v1.ChatOrchestrator/StartTurn" && s["kind"] == "SPAN_KIND_SERVER")
                .into_iter()
                .find(|s| parent_of(s).is_some_and(|x| x["span_id"] == start_client["span_id"]))
                .context("the orchestrator's StartTurn SERVER span is the child of the gateway's CLIENT span")?;
        assert_eq!(start_server["service"], "chat-orchestrator");
        assert_eq!(start_server["trace_id"], trace);

        let exec_client: Vec<&Value> = find(&|s| {
            s["name"] == "barb.query.v1.QueryEngine/Execute"
                && s["kind"] == "SPAN_KIND_CLIENT"
                && s["trace_id"] == trace
        });
        assert_eq!(exec_client.len(), 1, "one tool call in the turn's trace");
        let exec_client = exec_client[0];
        let exec_server = find(&|s| {
            s["name"] == "barb.query.v1.QueryEngine/Execute"
                && s["kind"] == "SPAN_KIND_SERVER"
                && s["parent_span_id"] == exec_client["span_id"]
        });
        assert_eq!(exec_server.len(), 1, "the engine's SERVER span is the child of the tool call");
        assert_eq!(exec_server[0]["service"], "query-engine");
        if failing {
            // INVALID_ARGUMENT = 3: an error for the caller; on the server only the code (the conventions).
            assert_eq!(attr(exec_client, "rpc.grpc.status_code"), 3);
            assert_eq!(exec_client["status"], "STATUS_CODE_ERROR", "{exec_client}");
            assert_eq!(attr(exec_server[0], "rpc.grpc.status_code"), 3);
            assert_eq!(exec_server[0]["status"], "STATUS_CODE_UNSET");
        } else {
            assert_eq!(attr(exec_client, "rpc.grpc.status_code"), 0);
            assert_eq!(exec_client["status"], "STATUS_CODE_UNSET");
            assert_eq!(attr(exec_server[0], "rpc.grpc.status_code"), 0);
        }

        let producers = find(&|s| s["kind"] == "SPAN_KIND_PRODUCER" && s["trace_id"] == trace);
        assert!(producers.len() >= 3, "every event of the turn is published in its trace");
        assert!(producers.iter().all(|s| s["name"] == "send chat.events" && s["service"] == "chat-orchestrator"));
        assert!(producers.iter().all(|s| attr(s, "messaging.system") == "nats"));
        let consumers = find(&|s| s["kind"] == "SPAN_KIND_CONSUMER" && s["trace_id"] == trace);
        for group in ["fanout", "persistence"] {
            let handled: Vec<&&Value> =
                consumers.iter().filter(|s| attr(s, "messaging.consumer.group.name") == group).collect();
            assert!(!handled.is_empty(), "the gateway's {group} joins the turn's trace");
            for c in handled {
                assert_eq!(c["service"], "gateway");
                assert_eq!(c["name"], "process chat.events");
                let parent = parent_of(c).context("consumer span has its producer as parent")?;
                assert_eq!(parent["kind"], "SPAN_KIND_PRODUCER", "{c}");
            }
        }
    }
    // No span the services emit for requests or messages is left INTERNAL.
    for name in ["grpc.request", "grpc.client"] {
        assert!(spans.iter().all(|s| s["name"] != name), "a span kept its tracing name {name}");
    }
    Ok(())
}
