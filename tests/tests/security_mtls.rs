//! mTLS between services (issue 15, item 1), on the real binaries: each test
//! is an attack or an operation, checked end to end.
//!
//! | case | test |
//! |---|---|
//! | plaintext to a TLS port; TLS without a client certificate; a certificate from another CA; an expired certificate; a valid certificate of a service that may not call this one; a valid certificate without the token; probes on the plaintext health port | `only_allowed_services_with_a_certificate_from_the_ca_get_in` |
//! | a rotated server certificate, a CA added to and removed from the bundle, a corrupt replacement file: all without restart | `rotated_certificates_and_cas_are_picked_up_without_restart` |
//! | certificate without key, key of another certificate, unreadable CA, own certificate expired | `services_refuse_to_start_with_broken_tls_files` |
//! | a chat turn gateway → orchestrator → query-engine over mTLS; the orchestrator's client certificate rotated (to one query-engine refuses, and back) without restart | `a_turn_crosses_every_hop_over_mtls_and_clients_follow_rotation` |
//! | NATS with TLS and client certificates: plaintext refused, the orchestrator connects | `nats_over_tls_refuses_plaintext_clients` |
//! | `barb secrets generate`: private files, a CA and certificates a binary serves with (for its Kubernetes names too), idempotent, `--rotate-tls` | `generated_secrets_are_private_and_their_certificates_work` |

mod gateway_support;

use std::time::{Duration, SystemTime};

use barb_common::{
    error::detail_of,
    proto::query::v1::{GetFunctionReferenceRequest, query_engine_client::QueryEngineClient},
};
use barb_tests::{
    Nats, NatsRole, Postgres, ServiceProcess, free_port,
    identity::{self, Tls, tls_channel},
    wait_for_grpc_health,
};
use tonic::transport::{Certificate, ClientTlsConfig, Identity};

const WAIT: Duration = Duration::from_secs(90);

/// A TLS-serving binary: its gRPC address (TLS), plaintext health and metrics ports.
struct Service {
    process: ServiceProcess,
    addr: String,
    health: String,
    metrics: u16,
}

async fn spawn_tls(
    bin: &str,
    service: &str,
    tls: &Tls,
    identity: &str,
    mut env: Vec<(&'static str, String)>,
) -> anyhow::Result<Service> {
    let (port, health, metrics) = (free_port(), free_port(), free_port());
    env.push(("LISTEN_ADDR", format!("127.0.0.1:{port}")));
    env.push(("HEALTH_ADDR", format!("127.0.0.1:{health}")));
    env.push(("METRICS_ADDR", format!("127.0.0.1:{metrics}")));
    env.extend(tls.env(identity)?);
    let process = ServiceProcess::spawn(bin, &env)?;
    let health = format!("http://127.0.0.1:{health}");
    wait_for_grpc_health(&health, service, WAIT).await?;
    Ok(Service { process, addr: format!("http://127.0.0.1:{port}"), health, metrics })
}

/// The value of a counter (summed over its label sets matching `labels`) on a metrics port.
async fn counter(port: u16, name: &str, labels: &str) -> anyhow::Result<f64> {
    let text = barb_tests::http_client().get(format!("http://127.0.0.1:{port}/metrics")).send().await?.text().await?;
    Ok(text
        .lines()
        .filter(|l| l.starts_with(name) && l[name.len()..].starts_with(['{', ' ']) && l.contains(labels))
        .filter_map(|l| l.rsplit(' ').next()?.parse::<f64>().ok())
        .sum())
}

/// `GetFunctionReference` (a cheap authenticated call) through `channel`, with the token.
async fn call(channel: tonic::transport::Channel, token: bool) -> Result<(), tonic::Status> {
    let auth = barb_common::client::ContextInterceptor::new(token.then(identity::internal_token));
    QueryEngineClient::with_interceptor(channel, auth)
        .get_function_reference(GetFunctionReferenceRequest::default())
        .await
        .map(|_| ())
}

/// Connects with `config` and calls; any failure (handshake or call) is an `Err` string.
async fn attempt(addr: &str, config: ClientTlsConfig) -> Result<(), String> {
    let channel = tls_channel(addr, config).await.map_err(|e| format!("connect: {e:#}"))?;
    call(channel, true).await.map_err(|s| format!("call: {s}"))
}

/// Polls `f` until it returns true (a reload happened) or fails after `WAIT`.
async fn eventually<F, Fut>(what: &str, mut f: F) -> anyhow::Result<()>
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = bool>,
{
    let deadline = tokio::time::Instant::now() + WAIT;
    while !f().await {
        anyhow::ensure!(tokio::time::Instant::now() < deadline, "never happened: {what}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    Ok(())
}

fn client(ca_pem: &str, identity: Option<&barb_common::certs::Issued>, host: &str) -> ClientTlsConfig {
    let c = ClientTlsConfig::new().domain_name(host).ca_certificate(Certificate::from_pem(ca_pem));
    match identity {
        Some(i) => c.identity(Identity::from_pem(&i.cert_pem, &i.key_pem)),
        None => c,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_allowed_services_with_a_certificate_from_the_ca_get_in() -> anyhow::Result<()> {
    let tls = Tls::new()?;
    let qe = spawn_tls("query-engine", "barb.query.v1.QueryEngine", &tls, "query-engine", vec![]).await?;
    let ca = tls.ca.cert_pem().to_string();

    // The callers the architecture has, and operators' tools, get in.
    for caller in ["gateway", "chat-orchestrator", "ops"] {
        call(tls.channel(&qe.addr, caller).await?, true).await.map_err(|s| anyhow::anyhow!("{caller}: {s}"))?;
    }
    let failures_before = counter(qe.metrics, "internal_tls_handshake_failures_total", "").await?;

    // Plaintext HTTP/2 to the TLS port.
    let plain = match tonic::transport::Endpoint::from_shared(qe.addr.clone())?.connect().await {
        Ok(ch) => call(ch, true).await.map_err(|s| s.to_string()),
        Err(e) => Err(e.to_string()),
    };
    assert!(plain.is_err(), "a plaintext client was served");
    // TLS, but no client certificate.
    let anonymous = attempt(&qe.addr, client(&ca, None, "127.0.0.1")).await;
    assert!(anonymous.is_err(), "a client without a certificate was served");
    // A certificate from another CA (which the client trusts for the server).
    let foreign_ca = barb_common::certs::Ca::generate(barb_common::certs::CA_VALIDITY)?;
    let foreign = foreign_ca.issue("gateway", &["127.0.0.1".into()], barb_common::certs::LEAF_VALIDITY)?;
    assert!(attempt(&qe.addr, client(&ca, Some(&foreign), "127.0.0.1")).await.is_err(), "foreign CA admitted");
    // An expired certificate from the right CA.
    let now = SystemTime::now();
    let expired = tls.ca.issue_between(
        "gateway",
        &["127.0.0.1".into()],
        now - Duration::from_secs(7200),
        now - Duration::from_secs(3600),
    )?;
    assert!(attempt(&qe.addr, client(&ca, Some(&expired), "127.0.0.1")).await.is_err(), "expired cert admitted");
    // Every refusal above happened in the handshake.
    let failures = counter(qe.metrics, "internal_tls_handshake_failures_total", "").await? - failures_before;
    assert!(failures >= 4.0, "4 refused handshakes counted, got {failures}");

    // A valid certificate of a service that never calls query-engine.
    let st = call(tls.channel(&qe.addr, "backtest").await?, true).await.unwrap_err();
    assert_eq!(st.code(), tonic::Code::PermissionDenied, "{st}");
    assert_eq!(detail_of(&st).unwrap().code, "peer_not_allowed");
    // mTLS and the token are both checked when both are configured.
    let st = call(tls.channel(&qe.addr, "gateway").await?, false).await.unwrap_err();
    assert_eq!(st.code(), tonic::Code::Unauthenticated, "{st}");

    // Probes: the plaintext health port answers health and nothing else.
    wait_for_grpc_health(&qe.health, "", Duration::from_secs(5)).await?;
    let health_channel = identity::channel(&qe.health).await?;
    let st = call(health_channel, true).await.unwrap_err();
    assert_eq!(st.code(), tonic::Code::Unimplemented, "only grpc.health.v1 on the health port: {st}");
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rotated_certificates_and_cas_are_picked_up_without_restart() -> anyhow::Result<()> {
    let tls = Tls::new()?;
    let mut qe = spawn_tls("query-engine", "barb.query.v1.QueryEngine", &tls, "query-engine", vec![]).await?;
    let ca1 = tls.ca.cert_pem().to_string();
    let ops1 = tls.issue("ops")?;
    attempt(&qe.addr, client(&ca1, Some(&ops1), "127.0.0.1")).await.map_err(anyhow::Error::msg)?;

    // 1. A new server certificate (valid for one more name) is served to new connections.
    let rotated_name = "rotated.barb.test";
    assert!(attempt(&qe.addr, client(&ca1, Some(&ops1), rotated_name)).await.is_err(), "not yet");
    let leaf =
        tls.ca.issue("query-engine", &["127.0.0.1".into(), rotated_name.into()], barb_common::certs::LEAF_VALIDITY)?;
    tls.write("query-engine", &leaf)?;
    eventually("the rotated server certificate is served", || {
        let addr = qe.addr.clone();
        let c = client(&ca1, Some(&ops1), rotated_name);
        async move { attempt(&addr, c).await.is_ok() }
    })
    .await?;

    // 2. A second CA: refused until it is in the bundle, then admitted.
    let ca2 = barb_common::certs::Ca::generate(barb_common::certs::CA_VALIDITY)?;
    let ops2 = ca2.issue("ops", &[], barb_common::certs::LEAF_VALIDITY)?;
    assert!(attempt(&qe.addr, client(&ca1, Some(&ops2), "127.0.0.1")).await.is_err(), "CA 2 not trusted yet");
    tls.write_ca_bundle(&format!("{ca1}{}", ca2.cert_pem()))?;
    eventually("a client of the added CA is admitted", || {
        let addr = qe.addr.clone();
        let c = client(&ca1, Some(&ops2), "127.0.0.1");
        async move { attempt(&addr, c).await.is_ok() }
    })
    .await?;

    // 3. The old CA removed (and the server moved to the new one): its clients are refused.
    let leaf2 = ca2.issue("query-engine", &["127.0.0.1".into()], barb_common::certs::LEAF_VALIDITY)?;
    tls.write("query-engine", &leaf2)?;
    tls.write_ca_bundle(ca2.cert_pem())?;
    eventually("the old CA's clients are refused, the new CA's admitted", || {
        let addr = qe.addr.clone();
        let (old, new) = (client(&ca1, Some(&ops1), "127.0.0.1"), client(ca2.cert_pem(), Some(&ops2), "127.0.0.1"));
        async move { attempt(&addr, old).await.is_err() && attempt(&addr, new).await.is_ok() }
    })
    .await?;

    // 4. A broken replacement keeps the last good material and is counted.
    let failed = counter(qe.metrics, "internal_tls_reloads_total", "result=\"failed\"").await?;
    std::fs::write(tls.files("query-engine")?.0, "-----BEGIN CERTIFICATE-----\nnot base64\n")?;
    eventually("the refused reload is counted", || async {
        counter(qe.metrics, "internal_tls_reloads_total", "result=\"failed\"").await.unwrap_or(0.0) > failed
    })
    .await?;
    attempt(&qe.addr, client(ca2.cert_pem(), Some(&ops2), "127.0.0.1")).await.map_err(anyhow::Error::msg)?;
    let loaded = counter(qe.metrics, "internal_tls_reloads_total", "result=\"loaded\"").await?;
    assert!(loaded >= 3.0, "three reloads (leaf, bundle, leaf + bundle), got {loaded}");
    assert!(qe.process.is_running(), "all without a restart");
    Ok(())
}

/// Runs `bin` with `env` until it exits on its own; returns (success, stderr).
async fn start_and_exit(bin: &str, env: Vec<(&'static str, String)>) -> anyhow::Result<(bool, String)> {
    let mut cmd = tokio::process::Command::new(barb_tests::binary_path(bin)?);
    cmd.env("LOG_FORMAT", "pretty").env("RUST_LOG", "warn").kill_on_drop(true);
    for (k, v) in identity::default_env() {
        cmd.env(k, v);
    }
    for (k, v) in env {
        cmd.env(k, v);
    }
    let out = tokio::time::timeout(WAIT, cmd.output()).await??;
    Ok((out.status.success(), String::from_utf8_lossy(&out.stderr).into_owned()))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn services_refuse_to_start_with_broken_tls_files() -> anyhow::Result<()> {
    let tls = Tls::new()?;
    let (cert, key) = tls.files("query-engine")?;
    let (other_cert, _) = tls.files("backtest")?;
    let base = || vec![("LISTEN_ADDR", format!("127.0.0.1:{}", free_port())), ("METRICS_ADDR", "off".into())];
    let expired = {
        let now = SystemTime::now();
        let i = tls.ca.issue_between(
            "query-engine",
            &[],
            now - Duration::from_secs(7200),
            now - Duration::from_secs(60),
        )?;
        let dir = tempfile::tempdir()?;
        let (c, k) = (dir.path().join("c.pem"), dir.path().join("k.pem"));
        std::fs::write(&c, i.cert_pem)?;
        std::fs::write(&k, i.key_pem)?;
        (dir, c, k)
    };
    let s = |p: &std::path::Path| p.display().to_string();
    type Env = Vec<(&'static str, String)>;
    let cases: Vec<(&str, Env, &str)> = vec![
        (
            "a certificate without its key",
            vec![("INTERNAL_TLS_CERT_FILE", s(&cert)), ("INTERNAL_TLS_CA_FILE", s(&tls.ca_file()))],
            "INTERNAL_TLS_KEY_FILE",
        ),
        (
            "the key of another certificate",
            vec![
                ("INTERNAL_TLS_CERT_FILE", s(&other_cert)),
                ("INTERNAL_TLS_KEY_FILE", s(&key)),
                ("INTERNAL_TLS_CA_FILE", s(&tls.ca_file())),
            ],
            "does not fit",
        ),
        (
            "an unreadable CA bundle",
            vec![
                ("INTERNAL_TLS_CERT_FILE", s(&cert)),
                ("INTERNAL_TLS_KEY_FILE", s(&key)),
                ("INTERNAL_TLS_CA_FILE", "/nonexistent/ca.pem".into()),
            ],
            "cannot read /nonexistent/ca.pem",
        ),
        (
            "an expired certificate",
            vec![
                ("INTERNAL_TLS_CERT_FILE", s(&expired.1)),
                ("INTERNAL_TLS_KEY_FILE", s(&expired.2)),
                ("INTERNAL_TLS_CA_FILE", s(&tls.ca_file())),
            ],
            "not a valid client certificate",
        ),
    ];
    for (what, tls_env, says) in cases {
        let mut env = base();
        env.extend(tls_env);
        let (ok, stderr) = start_and_exit("query-engine", env).await?;
        assert!(!ok, "started with {what}");
        assert!(stderr.contains(says), "{what}: expected {says:?} in {stderr}");
    }
    // mTLS alone (no token) is internal authentication enough to start.
    let port = free_port();
    let mut env = tls.env("query-engine")?;
    env.extend([("LISTEN_ADDR", format!("127.0.0.1:{port}")), ("METRICS_ADDR", "off".into())]);
    env.push(("INTERNAL_AUTH_TOKEN", String::new()));
    let _qe = ServiceProcess::spawn("query-engine", &env)?;
    let channel = tls.channel(&format!("http://127.0.0.1:{port}"), "ops").await;
    let deadline = tokio::time::Instant::now() + WAIT;
    let mut channel = channel;
    while channel.is_err() && tokio::time::Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(100)).await;
        channel = tls.channel(&format!("http://127.0.0.1:{port}"), "ops").await;
    }
    call(channel?, false).await?;
    Ok(())
}

/// The mock model calls run_query once, then answers with its result.
const SCRIPT: &str = r#"{
  "latency_ms": 0,
  "tokens_per_second": 0,
  "rules": [{
    "name": "one query",
    "rounds": [
      {"text": "Counting.", "tool_calls": [{"name": "run_query", "input": {"query": {"from": "daily",
        "period": "2024-01", "select": "count()"}, "title": "January days"}}]},
      {"text": "January 2024 had {{after.0.Result:}} trading days."}
    ]
  }]
}"#;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_turn_crosses_every_hop_over_mtls_and_clients_follow_rotation() -> anyhow::Result<()> {
    use gateway_support::{Api, Gateway, Sse, token};
    let nats = Nats::start()?;
    let pg = Postgres::start()?;
    let db = pg.fresh_database().await?;
    let tls = Tls::new()?;
    let data = barb_tests::data::data_dir("NQ", barb_tests::data::NQ_2Y)?;
    let qe = spawn_tls(
        "query-engine",
        "barb.query.v1.QueryEngine",
        &tls,
        "query-engine",
        vec![("BARB_DATA_DIR", data.path().display().to_string())],
    )
    .await?;
    let script = tempfile::Builder::new().suffix(".json").tempfile()?;
    std::fs::write(script.path(), SCRIPT)?;
    let unused = format!("http://127.0.0.1:{}", free_port());
    let orch = spawn_tls(
        "chat-orchestrator",
        "barb.chat.v1.ChatOrchestrator",
        &tls,
        "chat-orchestrator",
        vec![
            ("NATS_URL", nats.url.clone()),
            ("LLM_PROVIDER", "mock".into()),
            ("MOCK_SCRIPT", script.path().display().to_string()),
            ("QUERY_ENGINE_ADDR", qe.addr.clone()),
            ("BACKTEST_ADDR", unused.clone()),
            ("RECEIPTS_ADDR", unused),
            ("TOOL_TIMEOUT_MS", "60000".into()),
        ],
    )
    .await?;
    let gw = Gateway::start(&nats.url, &db, &orch.addr, &tls.env("gateway")?).await?;
    let api = Api::new(&gw.base, &token("alice"));
    let conv = api.create_conversation().await?;

    // One turn: tool results travel orchestrator → query-engine over mTLS.
    let turn = |question: &'static str| {
        let (api, conv, gw) = (&api, &conv, &gw);
        async move {
            let accepted = api.post_message(conv, question).await?;
            let url = gw.url(accepted["stream_url"].as_str().unwrap_or_default());
            let mut sse = Sse::connect(&url, &token("alice"), None).await?;
            sse.until_terminal(WAIT).await
        }
    };
    let tool_end = |events: &[gateway_support::SseEvent]| {
        events.iter().find(|e| e.event == "tool_end").map(|e| e.data.clone()).unwrap_or_default()
    };
    let events = turn("How many days in January?").await?;
    let end = tool_end(&events);
    assert!(end["error"].is_null() && end["tool_name"] == "run_query", "the tool call over mTLS works: {end}");
    let done = events.last().map(|e| e.data["answer"].as_str().unwrap_or_default().to_string()).unwrap_or_default();
    assert!(done.contains("January 2024 had ") && !done.contains("{{after"), "the answer quotes the result: {done}");

    // Rotate the orchestrator's certificate to one query-engine refuses (a
    // backtest identity): its client must reconnect with it without restart.
    let loaded = counter(orch.metrics, "internal_tls_reloads_total", "result=\"loaded\"").await?;
    tls.write("chat-orchestrator", &tls.issue("backtest")?)?;
    eventually("the orchestrator reloads", || async {
        counter(orch.metrics, "internal_tls_reloads_total", "result=\"loaded\"").await.unwrap_or(0.0) > loaded
    })
    .await?;
    let events = turn("And now?").await?;
    let end = tool_end(&events);
    let error = end["error"].as_str().unwrap_or_default();
    assert!(error.contains("may not call"), "query-engine refuses the new identity: {end}");

    // And back to a chat-orchestrator certificate: calls work again.
    let loaded = counter(orch.metrics, "internal_tls_reloads_total", "result=\"loaded\"").await?;
    tls.write("chat-orchestrator", &tls.issue("chat-orchestrator")?)?;
    eventually("the orchestrator reloads again", || async {
        counter(orch.metrics, "internal_tls_reloads_total", "result=\"loaded\"").await.unwrap_or(0.0) > loaded
    })
    .await?;
    let events = turn("Once more?").await?;
    assert!(tool_end(&events)["error"].is_null(), "{}", tool_end(&events));
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn nats_over_tls_refuses_plaintext_clients() -> anyhow::Result<()> {
    let tls = Tls::new()?;
    let (cert, key) = tls.files("nats")?;
    let nats = Nats::start_with_args(&[
        "--tlsverify".into(),
        "--tlscert".into(),
        cert.display().to_string(),
        "--tlskey".into(),
        key.display().to_string(),
        "--tlscacert".into(),
        tls.ca_file().display().to_string(),
    ])?;
    // The right password without TLS: refused.
    let plain = Nats::options(NatsRole::Orchestrator).connect(&nats.url).await;
    assert!(plain.is_err(), "a plaintext client connected");
    // TLS without a client certificate: refused.
    let no_cert = Nats::options(NatsRole::Orchestrator)
        .add_root_certificates(tls.ca_file())
        .require_tls(true)
        .connect(&nats.url)
        .await;
    assert!(no_cert.is_err(), "a client without a certificate connected");

    // The orchestrator binary with NATS_TLS_* connects (it creates the
    // CHAT_EVENTS stream before reporting healthy).
    let (ocert, okey) = tls.files("chat-orchestrator")?;
    let unused = format!("http://127.0.0.1:{}", free_port());
    let port = free_port();
    let _orch = ServiceProcess::spawn(
        "chat-orchestrator",
        &[
            ("LISTEN_ADDR", format!("127.0.0.1:{port}")),
            ("METRICS_ADDR", "off".into()),
            ("NATS_URL", nats.url.clone()),
            ("NATS_TLS_CA_FILE", tls.ca_file().display().to_string()),
            ("NATS_TLS_CERT_FILE", ocert.display().to_string()),
            ("NATS_TLS_KEY_FILE", okey.display().to_string()),
            ("LLM_PROVIDER", "mock".into()),
            ("QUERY_ENGINE_ADDR", unused.clone()),
            ("BACKTEST_ADDR", unused.clone()),
            ("RECEIPTS_ADDR", unused),
        ],
    )?;
    wait_for_grpc_health(&format!("http://127.0.0.1:{port}"), "barb.chat.v1.ChatOrchestrator", WAIT).await?;
    let (gcert, gkey) = tls.files("gateway")?;
    let gw = Nats::options(NatsRole::Gateway)
        .add_root_certificates(tls.ca_file())
        .add_client_certificate(gcert, gkey)
        .require_tls(true)
        .connect(&nats.url)
        .await?;
    let stream = async_nats::jetstream::new(gw).get_stream("CHAT_EVENTS").await;
    assert!(stream.is_ok(), "the orchestrator created the stream over TLS: {:?}", stream.err());
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn generated_secrets_are_private_and_their_certificates_work() -> anyhow::Result<()> {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir()?;
    let secrets = dir.path().join("secrets");
    let generate = |extra: &[&str]| -> anyhow::Result<()> {
        let out = std::process::Command::new(barb_tests::binary_path("barb")?)
            .args(["secrets", "generate", "--dir"])
            .arg(&secrets)
            .args(["--namespace", "barb-prod"])
            .args(extra)
            .output()?;
        anyhow::ensure!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        Ok(())
    };
    generate(&[])?;
    let read = |name: &str| std::fs::read_to_string(secrets.join(name));
    let mode = |p: &std::path::Path| std::fs::metadata(p).map(|m| m.permissions().mode() & 0o777);
    assert_eq!(mode(&secrets)?, 0o700);
    assert_eq!(mode(&secrets.join("tls"))?, 0o700);
    let mut files = vec!["internal-auth-token", "postgres-password", "pg-gateway-password", "pgpass", "tls/ca.pem"];
    files.extend(["tls/ca-key.pem", "tls/gateway.pem", "tls/gateway-key.pem", "tls/nats.pem", "tls/ops.pem"]);
    for f in &files {
        assert_eq!(mode(&secrets.join(f))?, 0o600, "{f} is private");
    }
    // pgpass: one line per service login, with that login's generated password.
    let pgpass = read("pgpass")?;
    for (role, file) in [
        ("barb_gateway", "pg-gateway-password"),
        ("barb_receipts_owner", "pg-receipts-owner-password"),
        ("barb_receipts_query", "pg-receipts-query-password"),
    ] {
        let line = format!("*:*:*:{role}:{}", read(file)?.trim());
        assert!(pgpass.lines().any(|l| l == line), "{role} missing from pgpass");
        assert!(barb_common::secrets::weakness(read(file)?.trim(), 32).is_none(), "{file} is a real secret");
    }
    // The CA vouches for every certificate; idempotent: a second run changes nothing.
    let ca = barb_common::certs::Ca::from_pem(&read("tls/ca.pem")?, &read("tls/ca-key.pem")?)?;
    for id in ["query-engine", "backtest", "receipts-query", "chat-orchestrator", "gateway", "nats", "ops"] {
        ca.verify(&read(&format!("tls/{id}.pem"))?).map_err(anyhow::Error::msg)?;
    }
    let before: Vec<String> = files.iter().map(|f| read(f)).collect::<Result<_, _>>()?;
    generate(&[])?;
    let after: Vec<String> = files.iter().map(|f| read(f)).collect::<Result<_, _>>()?;
    assert_eq!(before, after, "existing secrets are kept");

    // A binary serves with them, under its Kubernetes name too.
    let port = free_port();
    let tls = |f: &str| secrets.join("tls").join(f).display().to_string();
    let _qe = ServiceProcess::spawn(
        "query-engine",
        &[
            ("LISTEN_ADDR", format!("127.0.0.1:{port}")),
            ("METRICS_ADDR", "off".into()),
            ("INTERNAL_AUTH_TOKEN_FILE", secrets.join("internal-auth-token").display().to_string()),
            ("INTERNAL_TLS_CERT_FILE", tls("query-engine.pem")),
            ("INTERNAL_TLS_KEY_FILE", tls("query-engine-key.pem")),
            ("INTERNAL_TLS_CA_FILE", tls("ca.pem")),
            ("INTERNAL_TLS_RELOAD_MS", "200".into()),
        ],
    )?;
    let ops = barb_common::certs::Issued { cert_pem: read("tls/ops.pem")?, key_pem: read("tls/ops-key.pem")? };
    let addr = format!("http://127.0.0.1:{port}");
    let token = read("internal-auth-token")?.trim().to_string();
    let call_as = |host: &'static str| {
        let (addr, c, token) =
            (addr.clone(), client(&read("tls/ca.pem").unwrap_or_default(), Some(&ops), host), token.clone());
        async move {
            let channel = tls_channel(&addr, c).await.map_err(|e| e.to_string())?;
            QueryEngineClient::with_interceptor(channel, barb_common::client::ContextInterceptor::new(Some(&token)))
                .get_function_reference(GetFunctionReferenceRequest::default())
                .await
                .map(|_| ())
                .map_err(|s| s.to_string())
        }
    };
    eventually("query-engine serves with the generated certificate", || async {
        call_as("query-engine.barb-prod.svc.cluster.local").await.is_ok()
    })
    .await?;
    call_as("query-engine").await.map_err(anyhow::Error::msg)?;
    assert!(call_as("query-engine.other-namespace.svc").await.is_err(), "not valid for other names");

    // --rotate-tls: new certificates from the same CA; the running service keeps serving.
    generate(&["--rotate-tls"])?;
    assert_eq!(read("tls/ca.pem")?, before[4], "the CA is kept");
    ca.verify(&read("tls/query-engine.pem")?).map_err(anyhow::Error::msg)?;
    let rotated = read("tls/gateway.pem")?;
    assert_ne!(rotated, before[6], "the certificates are re-issued");
    call_as("query-engine").await.map_err(anyhow::Error::msg)?;
    Ok(())
}
