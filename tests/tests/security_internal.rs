//! Security suite, inside the cluster network: each test is one attack from
//! issue 15 against the real binaries, real NATS (with `deploy/nats/nats.conf`)
//! and real PostgreSQL, and checks that it fails.
//!
//! | attack | test |
//! |---|---|
//! | a gRPC call without / with a wrong internal token, reflection without one | `unauthenticated_grpc_calls_and_reflection_are_refused` |
//! | the same on every other service: backtest, receipts-query, chat-orchestrator (gRPC), gateway (HTTP) | `every_service_refuses_unauthenticated_calls` |
//! | any of the five services started without internal auth, or with a placeholder secret | `services_refuse_to_start_without_real_internal_auth` |
//! | a bare `x-barb-user-id` at receipts-query; a forged, expired, not-yet-valid or wrong-audience assertion | `receipts_query_trusts_only_gateway_signed_assertions` |
//! | a replayed assertion used to start another turn, act for another user or conversation | `a_captured_assertion_cannot_start_another_turn` |
//! | another user's `CancelTurn` with only a turn id, or with their own assertion | `another_users_cancel_does_not_stop_the_turn` |
//! | anonymous NATS subscribe/publish; the gateway user purging, editing or updating the stream or cancelling through a control subject; the orchestrator user reading events | `nats_refuses_anonymous_clients_and_enforces_per_service_permissions` |

#[path = "../../services/chat-orchestrator/tests/support/fake_llm.rs"]
mod fake_llm;

use std::{
    sync::{Arc, Mutex},
    time::Duration,
};

use async_nats::jetstream;
use barb_common::{
    assertion::{AUD_ORCHESTRATOR, AUD_RECEIPTS, Issuer, Subject},
    client::ContextInterceptor,
    error::detail_of,
    proto::{
        chat::v1::{
            CancelTurnRequest, ChatEvent, Done, StartTurnRequest, chat_event::Payload,
            chat_orchestrator_client::ChatOrchestratorClient,
        },
        query::v1::{GetFunctionReferenceRequest, query_engine_client::QueryEngineClient},
        receipts::v1::{QueryRequest, receipts_query_client::ReceiptsQueryClient},
    },
};
use barb_tests::{Nats, NatsRole, Postgres, ServiceProcess, free_port, identity, wait_for_grpc_health};
use fake_llm::{FakeLlm, Reply, anthropic as an};
use futures::StreamExt;
use prost::Message as _;
use serde_json::Value;
use tonic::{service::interceptor::InterceptedService, transport::Channel};

const WAIT: Duration = Duration::from_secs(90);

struct Service {
    process: ServiceProcess,
    addr: String,
}

async fn spawn(bin: &str, service: &str, mut env: Vec<(&'static str, String)>) -> anyhow::Result<Service> {
    let port = free_port();
    env.push(("LISTEN_ADDR", format!("127.0.0.1:{port}")));
    env.push(("METRICS_ADDR", "off".into()));
    let process = ServiceProcess::spawn(bin, &env)?;
    let addr = format!("http://127.0.0.1:{port}");
    wait_for_grpc_health(&addr, service, WAIT).await?;
    Ok(Service { process, addr })
}

type Authed = InterceptedService<Channel, ContextInterceptor>;

async fn authed(addr: &str) -> anyhow::Result<Authed> {
    Ok(InterceptedService::new(identity::channel(addr).await?, identity::internal_auth()))
}

fn with_assertion<T>(msg: T, token: &str) -> tonic::Request<T> {
    let mut req = tonic::Request::new(msg);
    barb_common::assertion::attach(&mut req, token).expect("ascii");
    req
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn unauthenticated_grpc_calls_and_reflection_are_refused() -> anyhow::Result<()> {
    let qe = spawn("query-engine", "barb.query.v1.QueryEngine", vec![]).await?;
    let channel = identity::channel(&qe.addr).await?;

    // No token.
    let st = QueryEngineClient::new(channel.clone())
        .get_function_reference(GetFunctionReferenceRequest::default())
        .await
        .unwrap_err();
    assert_eq!(st.code(), tonic::Code::Unauthenticated);
    assert_eq!(detail_of(&st).unwrap().code, "unauthenticated");
    // A wrong token (same length, one character off).
    let mut wrong = identity::internal_token().to_string();
    let last = if wrong.ends_with('0') { "1" } else { "0" };
    wrong.replace_range(wrong.len() - 1.., last);
    let st = QueryEngineClient::with_interceptor(channel.clone(), ContextInterceptor::new(Some(&wrong)))
        .get_function_reference(GetFunctionReferenceRequest::default())
        .await
        .unwrap_err();
    assert_eq!(st.code(), tonic::Code::Unauthenticated);
    // Reflection (a map of the whole API) needs the token too.
    use tonic_reflection::pb::v1::{
        ServerReflectionRequest, server_reflection_client::ServerReflectionClient,
        server_reflection_request::MessageRequest,
    };
    let list = || ServerReflectionRequest {
        host: String::new(),
        message_request: Some(MessageRequest::ListServices(String::new())),
    };
    let refused = ServerReflectionClient::new(channel.clone()).server_reflection_info(tokio_stream::once(list())).await;
    assert_eq!(refused.unwrap_err().code(), tonic::Code::Unauthenticated);
    let allowed = ServerReflectionClient::with_interceptor(channel.clone(), identity::internal_auth())
        .server_reflection_info(tokio_stream::once(list()))
        .await;
    assert!(allowed.is_ok(), "with the token reflection answers");
    // Health stays public for probes; the right token works.
    wait_for_grpc_health(&qe.addr, "", Duration::from_secs(5)).await?;
    let ok = QueryEngineClient::with_interceptor(channel, identity::internal_auth())
        .get_function_reference(GetFunctionReferenceRequest::default())
        .await?;
    assert!(!ok.into_inner().functions.is_empty());
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_service_refuses_unauthenticated_calls() -> anyhow::Result<()> {
    use barb_common::proto::{
        backtest::v1::{RunRequest, backtest_client::BacktestClient},
        receipts::v1::DescribeDataRequest,
    };
    let nats = Nats::start()?;
    let pg = Postgres::start()?;
    let db = pg.fresh_database().await?;
    let bt = spawn("backtest", "barb.backtest.v1.Backtest", vec![]).await?;
    let rq = spawn("receipts-query", "barb.receipts.v1.ReceiptsQuery", vec![("DATABASE_URL", db.clone())]).await?;
    let (orch, _llm) = slow_orchestrator(&nats).await?;
    // Each service's own method, called without the token (the assertion a
    // user call needs is present, so only the missing service identity fails it).
    let victim = identity::assertion_for("alice", "c", "t", &[AUD_ORCHESTRATOR, AUD_RECEIPTS]);
    let refused = |st: tonic::Status, what: &str| {
        assert_eq!(st.code(), tonic::Code::Unauthenticated, "{what}: {st}");
        assert_eq!(detail_of(&st).unwrap().code, "unauthenticated", "{what}");
    };
    let run = RunRequest { input_json: "{}".into(), instrument: String::new() };
    refused(BacktestClient::new(identity::channel(&bt.addr).await?).run(run).await.unwrap_err(), "backtest");
    let st = ReceiptsQueryClient::new(identity::channel(&rq.addr).await?)
        .describe_data(with_assertion(DescribeDataRequest::default(), &victim))
        .await
        .unwrap_err();
    refused(st, "receipts-query");
    let st = ChatOrchestratorClient::new(identity::channel(&orch.addr).await?)
        .start_turn(with_assertion(start_req("alice", "c", "t"), &victim))
        .await
        .unwrap_err();
    refused(st, "chat-orchestrator");
    // Reflection is closed on every one of them.
    use tonic_reflection::pb::v1::{
        ServerReflectionRequest, server_reflection_client::ServerReflectionClient,
        server_reflection_request::MessageRequest,
    };
    for addr in [&bt.addr, &rq.addr, &orch.addr] {
        let list = ServerReflectionRequest {
            host: String::new(),
            message_request: Some(MessageRequest::ListServices(String::new())),
        };
        let st = ServerReflectionClient::new(identity::channel(addr).await?)
            .server_reflection_info(tokio_stream::once(list))
            .await
            .unwrap_err();
        assert_eq!(st.code(), tonic::Code::Unauthenticated, "reflection at {addr}");
    }
    // The gateway (its own database): every API route needs a credential.
    let gw = gateway_with(&nats, &pg.fresh_database().await?, &orch.addr).await?;
    let http = barb_tests::http_client();
    for (method, path) in [
        (reqwest::Method::GET, "/v1/conversations"),
        (reqwest::Method::POST, "/v1/conversations"),
        (reqwest::Method::GET, "/v1/instruments"),
    ] {
        let resp = http.request(method.clone(), format!("{}{path}", gw.1)).send().await?;
        assert_eq!(resp.status().as_u16(), 401, "{method} {path}");
        let body: Value = resp.json().await?;
        assert!(body["code"].is_string() && body["request_id"].is_string(), "typed error body: {body}");
    }
    Ok(())
}

/// A gateway binary against `nats`/`db` and the orchestrator at `orch`; returns it and its base URL.
async fn gateway_with(nats: &Nats, db: &str, orch: &str) -> anyhow::Result<(ServiceProcess, String)> {
    let port = free_port();
    let mut env = nats.env(NatsRole::Gateway);
    env.extend([
        ("LISTEN_ADDR", format!("127.0.0.1:{port}")),
        ("METRICS_ADDR", "off".into()),
        ("DATABASE_URL", db.to_string()),
        ("ORCHESTRATOR_ADDR", orch.to_string()),
        ("JWT_HS256_SECRET", barb_common::secrets::random_token()),
        ("JWT_ISSUER", "barb-test".into()),
        ("JWT_AUDIENCE", "barb-api".into()),
    ]);
    let process = ServiceProcess::spawn("gateway", &env)?;
    let base = format!("http://127.0.0.1:{port}");
    let http = barb_tests::http_client();
    let deadline = tokio::time::Instant::now() + WAIT;
    loop {
        if let Ok(r) = http.get(format!("{base}/readyz")).send().await
            && r.status().is_success()
        {
            return Ok((process, base));
        }
        anyhow::ensure!(tokio::time::Instant::now() < deadline, "gateway not ready");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Runs `bin` with `env` and returns its exit status and stderr (it must exit on its own).
async fn start_and_exit(bin: &str, env: Vec<(&'static str, String)>) -> anyhow::Result<(bool, String)> {
    let path = barb_tests::binary_path(bin)?;
    let mut cmd = tokio::process::Command::new(path);
    cmd.env("LOG_FORMAT", "pretty").env("RUST_LOG", "warn").kill_on_drop(true);
    for (k, v) in env {
        cmd.env(k, v);
    }
    let out = tokio::time::timeout(WAIT, cmd.output()).await??;
    Ok((out.status.success(), String::from_utf8_lossy(&out.stderr).into_owned()))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn services_refuse_to_start_without_real_internal_auth() -> anyhow::Result<()> {
    // Everything else a binary needs is present (or unreachable, which it
    // would wait for): the refusal comes from the missing authentication.
    let base = |token: &str| {
        vec![
            ("LISTEN_ADDR", format!("127.0.0.1:{}", free_port())),
            ("METRICS_ADDR", "off".into()),
            ("BARB_INSECURE_DEV", String::new()),
            ("INTERNAL_AUTH_TOKEN", token.to_string()),
            ("DATABASE_URL", format!("postgres://nobody@127.0.0.1:{}/none", free_port())),
            ("NATS_URL", format!("nats://127.0.0.1:{}", free_port())),
            ("NATS_USER", "orchestrator".into()),
            ("NATS_PASSWORD", barb_common::secrets::nats_password()),
            ("LLM_PROVIDER", "mock".into()),
            ("JWT_HS256_SECRET", barb_common::secrets::random_token()),
            ("JWT_ISSUER", "barb-test".into()),
            ("JWT_AUDIENCE", "barb-api".into()),
        ]
    };
    for bin in ["query-engine", "backtest", "receipts-query", "chat-orchestrator", "gateway"] {
        let (ok, stderr) = start_and_exit(bin, base("")).await?;
        assert!(!ok, "{bin} started without INTERNAL_AUTH_TOKEN");
        assert!(stderr.contains("INTERNAL_AUTH_TOKEN"), "{bin}: {stderr}");
        assert!(stderr.contains("BARB_INSECURE_DEV"), "{bin} names the switch: {stderr}");
        for placeholder in
            ["change-me-internal-token", "change-me-internal-token-change-me-internal-token", &"a".repeat(64)]
        {
            let (ok, stderr) = start_and_exit(bin, base(placeholder)).await?;
            assert!(!ok, "{bin} started with the placeholder {placeholder:?}");
            assert!(stderr.contains("INTERNAL_AUTH_TOKEN"), "{bin}: {stderr}");
            assert!(!stderr.contains(placeholder), "{bin} must not echo the secret: {stderr}");
        }
    }
    // The explicit switch lets a developer run without, and every start says so.
    let port = free_port();
    let mut env: Vec<(&str, String)> = vec![
        ("LISTEN_ADDR", format!("127.0.0.1:{port}")),
        ("METRICS_ADDR", "off".into()),
        ("BARB_INSECURE_DEV", "true".into()),
        ("INTERNAL_AUTH_TOKEN", String::new()),
    ];
    let path = barb_tests::binary_path("backtest")?;
    let mut cmd = std::process::Command::new(path);
    cmd.env("LOG_FORMAT", "pretty").env("RUST_LOG", "warn").stderr(std::process::Stdio::piped());
    for (k, v) in env.drain(..) {
        cmd.env(k, v);
    }
    let mut child = cmd.spawn()?;
    let addr = format!("http://127.0.0.1:{port}");
    let healthy = wait_for_grpc_health(&addr, "barb.backtest.v1.Backtest", WAIT).await;
    let _ = std::process::Command::new("kill").arg("-TERM").arg(child.id().to_string()).status();
    let out = tokio::task::spawn_blocking(move || {
        let _ = child.wait();
        let mut s = String::new();
        use std::io::Read;
        child.stderr.take().map(|mut e| e.read_to_string(&mut s));
        s
    })
    .await?;
    healthy?;
    assert!(out.contains("INSECURE"), "the insecure start is logged: {out}");
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn receipts_query_trusts_only_gateway_signed_assertions() -> anyhow::Result<()> {
    let pg = Postgres::start()?;
    let db = pg.fresh_database().await?;
    let seed = barb_tests::binary_path("barb")?;
    let seeded = std::process::Command::new(seed)
        .args(["receipts", "seed", "--users", "1", "--receipts-per-user", "5"])
        .env("DATABASE_URL", &db)
        .output()?;
    assert!(seeded.status.success(), "{}", String::from_utf8_lossy(&seeded.stderr));
    let victim = "f1997bea-fdf8-44c6-812a-438502da747d";
    let rq = spawn("receipts-query", "barb.receipts.v1.ReceiptsQuery", vec![("DATABASE_URL", db)]).await?;
    let mut client = ReceiptsQueryClient::new(authed(&rq.addr).await?);
    let q = || QueryRequest { query_json: r#"{"table":"receipts","limit":1}"#.into() };

    // The attack the review confirmed: the internal token plus a bare user header.
    let mut bare = tonic::Request::new(q());
    bare.metadata_mut().insert("x-barb-user-id", victim.parse()?);
    let st = client.query(bare).await.unwrap_err();
    assert_eq!((st.code(), detail_of(&st).unwrap().code.as_str()), (tonic::Code::Unauthenticated, "assertion_missing"));

    let subject = Subject { user_id: victim.into(), conversation_id: "c".into(), turn_id: "t".into() };
    let now = jsonwebtoken::get_current_timestamp();
    let attacker = Issuer::generate(Duration::from_secs(600));
    let cases = [
        ("signed by another key", attacker.issue(&subject, &[AUD_RECEIPTS])),
        ("expired", identity::issuer().issue_at(&subject, &[AUD_RECEIPTS], now - 3600, Duration::from_secs(600))),
        ("not yet valid", identity::issuer().issue_at(&subject, &[AUD_RECEIPTS], now + 600, Duration::from_secs(600))),
        ("for another audience", identity::issuer().issue(&subject, &[AUD_ORCHESTRATOR])),
        ("garbage", "not.a.token".to_string()),
    ];
    for (what, token) in cases {
        let st = client.query(with_assertion(q(), &token)).await.unwrap_err();
        assert_eq!(st.code(), tonic::Code::Unauthenticated, "{what}");
        assert_eq!(detail_of(&st).unwrap().code, "assertion_invalid", "{what}");
    }
    // A genuine assertion works and yields the victim's own rows only.
    let ok = client.query(with_assertion(q(), &identity::issuer().issue(&subject, &[AUD_RECEIPTS]))).await?;
    assert_eq!(ok.into_inner().rows.map(|t| t.rows.len()), Some(1));
    Ok(())
}

/// The orchestrator binary with a fake model whose answer streams slowly and never ends.
async fn slow_orchestrator(nats: &Nats) -> anyhow::Result<(Service, FakeLlm)> {
    slow_orchestrator_with(nats, vec![]).await
}

async fn slow_orchestrator_with(nats: &Nats, extra: Vec<(&'static str, String)>) -> anyhow::Result<(Service, FakeLlm)> {
    let handler = Arc::new(|_: &Value, _: usize| {
        let mut ev = vec![an::start(10, 0, 0)];
        ev.extend(an::text_block(0, &["Working", " on", " it", " slowly", " still", " going", " on"]));
        Reply::sse(ev).paced(Duration::from_millis(300)).hang()
    });
    let llm = FakeLlm::start(handler).await;
    let unused = format!("http://127.0.0.1:{}", free_port());
    let mut env = vec![
        ("NATS_URL", nats.url.clone()),
        ("LLM_PROVIDER", "anthropic".into()),
        ("ANTHROPIC_API_KEY", "sk-security".into()),
        ("ANTHROPIC_BASE_URL", llm.base_url.clone()),
        ("QUERY_ENGINE_ADDR", unused.clone()),
        ("BACKTEST_ADDR", unused.clone()),
        ("RECEIPTS_ADDR", unused),
    ];
    env.extend(extra);
    let orch = spawn("chat-orchestrator", "barb.chat.v1.ChatOrchestrator", env).await?;
    Ok((orch, llm))
}

fn start_req(user: &str, conversation: &str, turn: &str) -> StartTurnRequest {
    StartTurnRequest {
        conversation_id: conversation.into(),
        user_id: user.into(),
        message: "Tell me a long story".into(),
        turn_id: turn.into(),
        ..Default::default()
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_captured_assertion_cannot_start_another_turn() -> anyhow::Result<()> {
    let nats = Nats::start()?;
    let (orch, _llm) = slow_orchestrator(&nats).await?;
    let mut client = ChatOrchestratorClient::new(authed(&orch.addr).await?);
    let token = identity::assertion_for("alice", "conv-a", "turn-a", &[AUD_ORCHESTRATOR, AUD_RECEIPTS]);

    // Without an assertion (the old contract: a user id in the body).
    let st = client.start_turn(start_req("alice", "conv-a", "turn-a")).await.unwrap_err();
    assert_eq!(detail_of(&st).unwrap().code, "assertion_missing");
    // Alice's assertion replayed for another turn, conversation or user.
    for (req, what) in [
        (start_req("alice", "conv-a", "turn-b"), "another turn"),
        (start_req("alice", "conv-b", "turn-a"), "another conversation"),
        (start_req("mallory", "conv-a", "turn-a"), "another user"),
    ] {
        let st = client.start_turn(with_assertion(req, &token)).await.unwrap_err();
        assert_eq!(st.code(), tonic::Code::PermissionDenied, "{what}");
        assert_eq!(detail_of(&st).unwrap().code, "assertion_mismatch", "{what}");
    }
    // An assertion meant for receipts-query only is not accepted here.
    let receipts_only = identity::assertion_for("alice", "conv-a", "turn-a", &[AUD_RECEIPTS]);
    let st =
        client.start_turn(with_assertion(start_req("alice", "conv-a", "turn-a"), &receipts_only)).await.unwrap_err();
    assert_eq!(detail_of(&st).unwrap().code, "assertion_invalid");
    // The genuine call works, and replaying it only finds the same turn (idempotent).
    let started = client.start_turn(with_assertion(start_req("alice", "conv-a", "turn-a"), &token)).await?;
    assert_eq!(started.into_inner().turn_id, "turn-a");
    let again = client.start_turn(with_assertion(start_req("alice", "conv-a", "turn-a"), &token)).await?;
    assert_eq!(again.into_inner().turn_id, "turn-a");
    drop(orch.process);
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn turns_in_flight_are_limited_per_user() -> anyhow::Result<()> {
    let nats = Nats::start()?;
    let (orch, _llm) = slow_orchestrator_with(&nats, vec![("MAX_TURNS_PER_USER", "2".into())]).await?;
    let mut client = ChatOrchestratorClient::new(authed(&orch.addr).await?);
    let start = |user: &str, n: u32| {
        let (conv, turn) = (format!("{user}-c{n}"), format!("{user}-t{n}"));
        let token = identity::assertion_for(user, &conv, &turn, &[AUD_ORCHESTRATOR]);
        with_assertion(start_req(user, &conv, &turn), &token)
    };
    client.start_turn(start("mallory", 1)).await?;
    client.start_turn(start("mallory", 2)).await?;
    let st = client.start_turn(start("mallory", 3)).await.unwrap_err();
    assert_eq!(st.code(), tonic::Code::ResourceExhausted);
    let d = detail_of(&st).unwrap();
    assert_eq!(d.code, "too_many_turns");
    assert!(d.retry_after.is_some(), "RetryInfo tells when to retry");
    // Another user still gets a turn.
    client.start_turn(start("alice", 1)).await?;
    Ok(())
}

/// Every event of one turn, read as the gateway user through JetStream.
async fn turn_events(
    nats: &Nats,
    conversation: &str,
    turn: &str,
) -> anyhow::Result<jetstream::consumer::push::Ordered> {
    let js = jetstream::new(nats.connect(NatsRole::Gateway).await?);
    let stream = js.get_stream("CHAT_EVENTS").await?;
    let consumer = stream
        .create_consumer(jetstream::consumer::push::OrderedConfig {
            deliver_subject: js.client().new_inbox(),
            filter_subject: format!("chat.events.{conversation}.{turn}"),
            deliver_policy: jetstream::consumer::DeliverPolicy::All,
            ..Default::default()
        })
        .await?;
    Ok(consumer.messages().await?)
}

async fn next_event(events: &mut jetstream::consumer::push::Ordered) -> anyhow::Result<ChatEvent> {
    let msg = tokio::time::timeout(WAIT, events.next()).await?.ok_or_else(|| anyhow::anyhow!("events ended"))??;
    Ok(ChatEvent::decode(msg.payload.as_ref())?)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn another_users_cancel_does_not_stop_the_turn() -> anyhow::Result<()> {
    let nats = Nats::start()?;
    let (orch, _llm) = slow_orchestrator(&nats).await?;
    let mut client = ChatOrchestratorClient::new(authed(&orch.addr).await?);
    let alice = identity::assertion_for("alice", "conv-v", "turn-v", &[AUD_ORCHESTRATOR, AUD_RECEIPTS]);
    client.start_turn(with_assertion(start_req("alice", "conv-v", "turn-v"), &alice)).await?;
    let mut events = turn_events(&nats, "conv-v", "turn-v").await?;
    let mut seen = 0;
    while !matches!(next_event(&mut events).await?.payload, Some(Payload::TextDelta(_))) {
        seen += 1;
        anyhow::ensure!(seen < 20, "no text from the running turn");
    }

    // The confirmed attack: a cancel with only the turn id.
    let st = client.cancel_turn(CancelTurnRequest { turn_id: "turn-v".into() }).await.unwrap_err();
    assert_eq!(st.code(), tonic::Code::Unauthenticated);
    // Mallory's own valid assertion, naming Alice's turn (and Alice's conversation).
    let mallory = identity::assertion_for("mallory", "conv-v", "turn-v", &[AUD_ORCHESTRATOR]);
    let resp = client.cancel_turn(with_assertion(CancelTurnRequest { turn_id: "turn-v".into() }, &mallory)).await?;
    assert!(!resp.into_inner().cancelled, "answered like an unknown turn");
    // Mallory's assertion for her own turn id, used on Alice's.
    let own = identity::assertion_for("mallory", "conv-m", "turn-m", &[AUD_ORCHESTRATOR]);
    let st =
        client.cancel_turn(with_assertion(CancelTurnRequest { turn_id: "turn-v".into() }, &own)).await.unwrap_err();
    assert_eq!(st.code(), tonic::Code::PermissionDenied);

    // The turn is still running: more text arrives, and only Alice's cancel ends it.
    assert!(matches!(next_event(&mut events).await?.payload, Some(Payload::TextDelta(_))));
    let alice_cancel = identity::assertion_for("alice", "conv-v", "turn-v", &[AUD_ORCHESTRATOR]);
    let resp =
        client.cancel_turn(with_assertion(CancelTurnRequest { turn_id: "turn-v".into() }, &alice_cancel)).await?;
    assert!(resp.into_inner().cancelled);
    let done: Done = loop {
        if let Some(Payload::Done(d)) = next_event(&mut events).await?.payload {
            break d;
        }
    };
    assert!(done.cancelled);
    Ok(())
}

/// Captures server errors (permission violations) a NATS client is told about.
fn error_capture() -> (async_nats::ConnectOptions, Arc<Mutex<Vec<String>>>) {
    let seen = Arc::new(Mutex::new(Vec::new()));
    let sink = seen.clone();
    let opts = async_nats::ConnectOptions::new().event_callback(move |ev| {
        let sink = sink.clone();
        async move {
            if let async_nats::Event::ServerError(e) = ev {
                sink.lock().unwrap().push(e.to_string());
            }
        }
    });
    (opts, seen)
}

async fn wait_for_violation(seen: &Arc<Mutex<Vec<String>>>, subject: &str) -> anyhow::Result<String> {
    let deadline = tokio::time::Instant::now() + WAIT;
    loop {
        if let Some(e) = seen
            .lock()
            .unwrap()
            .iter()
            .find(|e| e.to_lowercase().contains("permissions violation") && e.contains(subject))
        {
            return Ok(e.clone());
        }
        anyhow::ensure!(
            tokio::time::Instant::now() < deadline,
            "no permissions violation for {subject}: {:?}",
            seen.lock().unwrap()
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn nats_refuses_anonymous_clients_and_enforces_per_service_permissions() -> anyhow::Result<()> {
    let nats = Nats::start()?;
    // Anonymous: refused at connect (so no subscribe, no publish).
    let anon = async_nats::ConnectOptions::new().connect(&nats.url).await;
    assert!(anon.is_err(), "an anonymous client connected");
    let wrong = async_nats::ConnectOptions::new()
        .user_and_password("gateway".into(), "not-the-password-not-the-password".into())
        .connect(&nats.url)
        .await;
    assert!(wrong.is_err(), "a wrong password connected");

    // The real publisher creates the stream and publishes one genuine event.
    let orch = jetstream::new(nats.connect(NatsRole::Orchestrator).await?);
    barb_common::chat_events::ensure_stream(&orch, Duration::from_secs(3600)).await?;
    let event = |text: &str| ChatEvent {
        conversation_id: "victim-conv".into(),
        turn_id: "victim-turn".into(),
        seq: 1,
        payload: Some(Payload::Done(Done { answer: text.into(), ..Default::default() })),
        ..Default::default()
    };
    orch.publish("chat.events.victim-conv.victim-turn", event("genuine").encode_to_vec().into()).await?.await?;

    // The gateway user may publish chat events (its reaper ends turns no
    // orchestrator owns: deploy/nats/nats.conf), but it cannot rewrite history:
    // no purge, no message delete, no stream update; and it cannot reach a
    // turn's control subject (cancels go through the orchestrator, which checks
    // the user).
    let (opts, gw_errors) = error_capture();
    let gw = opts
        .user_and_password(NatsRole::Gateway.user().into(), NatsRole::Gateway.password().into())
        .custom_inbox_prefix("_INBOX_gateway")
        .connect(&nats.url)
        .await?;
    let gw_js = jetstream::new(gw.clone());
    let mut stream = gw_js.get_stream("CHAT_EVENTS").await?;
    assert!(stream.purge().await.is_err(), "the gateway user purged the stream");
    assert!(stream.delete_message(1).await.is_err(), "the gateway user deleted an event");
    let mut config = stream.info().await?.config.clone();
    config.max_messages = 1;
    assert!(gw_js.update_stream(config).await.is_err(), "the gateway user changed the stream");
    gw.publish("chat.control.victim-turn", "cancel".into()).await?;
    gw.flush().await?;
    wait_for_violation(&gw_errors, "chat.control.victim-turn").await?;

    // Only the genuine event is in the stream.
    let mut events = turn_events(&nats, "victim-conv", "victim-turn").await?;
    let first = next_event(&mut events).await?;
    assert!(matches!(first.payload, Some(Payload::Done(ref d)) if d.answer == "genuine"));
    let info = gw_js.get_stream("CHAT_EVENTS").await?.info().await?.state.messages;
    assert_eq!(info, 1, "exactly the genuine event is stored");

    // The orchestrator user cannot read chat events (no core subscription to them).
    let (opts, orch_errors) = error_capture();
    let orch_client = opts
        .user_and_password(NatsRole::Orchestrator.user().into(), NatsRole::Orchestrator.password().into())
        .custom_inbox_prefix("_INBOX_orchestrator")
        .connect(&nats.url)
        .await?;
    let _sub = orch_client.subscribe("chat.events.>").await?;
    orch_client.flush().await?;
    wait_for_violation(&orch_errors, "chat.events.>").await?;
    // …nor another service's replies.
    let _inbox = orch_client.subscribe("_INBOX_gateway.>").await?;
    orch_client.flush().await?;
    wait_for_violation(&orch_errors, "_INBOX_gateway.>").await?;
    Ok(())
}
