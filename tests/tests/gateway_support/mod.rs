//! Shared pieces of the gateway end-to-end tests: starting gateways against
//! the harness's real NATS and Postgres, a scripted ChatOrchestrator that
//! speaks the real gRPC contract and publishes real `ChatEvent`s to
//! JetStream, an SSE client, and credentials.
//!
//! Why one file (~670 lines): it is the shared test support of every
//! `gateway_*.rs` test; the pieces (gateway process, scripted orchestrator,
//! SSE client, credentials) call each other, and each test file includes the
//! module whole (`mod gateway_support;`), so splitting it would only move
//! the `use` lines around.

#![allow(dead_code)]

use std::{
    collections::{HashMap, HashSet},
    pin::Pin,
    sync::{Arc, Mutex},
    time::Duration,
};

use anyhow::{Context, bail};
use async_nats::jetstream;
use barb_common::proto::chat::v1::{
    CancelTurnRequest, CancelTurnResponse, ChatEvent, StartTurnRequest, StartTurnResponse,
    chat_event::Payload,
    chat_orchestrator_server::{ChatOrchestrator, ChatOrchestratorServer},
};
use barb_tests::{ServiceProcess, free_port};
use futures::{Stream, StreamExt};
use prost::Message as _;
use serde_json::Value;
use tokio::sync::mpsc;

/// HS256 secret every test gateway accepts.
pub const SECRET: &str = "hs256-0f3a9c7e2b5d4a18-gateway-tests-K9Qz";
/// `iss` of test tokens (the gateway requires it when JWT auth is on).
pub const ISSUER: &str = "https://id.barb.test";
/// `aud` of test tokens.
pub const AUDIENCE: &str = "barb-api";
/// A service-account key registered through `BOOTSTRAP_API_KEYS`.
pub const SERVICE_KEY: &str = "barb_sk_00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";
/// The user the service key acts as.
pub const SERVICE_USER: &str = "svc-reports";

/// Generous limit for anything a loaded 2-core machine should still do quickly.
pub const WAIT: Duration = Duration::from_secs(60);

/// A JWT for `user`, valid for an hour.
pub fn token(user: &str) -> String {
    token_with_exp(user, jsonwebtoken::get_current_timestamp() + 3600)
}

/// A JWT for `user` expiring at `exp` (seconds since the epoch).
pub fn token_with_exp(user: &str, exp: u64) -> String {
    jsonwebtoken::encode(
        &jsonwebtoken::Header::new(jsonwebtoken::Algorithm::HS256),
        &serde_json::json!({"sub": user, "exp": exp, "iss": ISSUER, "aud": AUDIENCE}),
        &jsonwebtoken::EncodingKey::from_secret(SECRET.as_bytes()),
    )
    .expect("signing works")
}

/// One HTTP client for the whole test binary: building a client loads TLS
/// roots, which is slow enough to dominate opening many connections. Idle
/// connections are not pooled, so no connection outlives the test (and the
/// tokio runtime) that opened it.
pub fn http() -> reqwest::Client {
    static CLIENT: std::sync::OnceLock<reqwest::Client> = std::sync::OnceLock::new();
    CLIENT
        .get_or_init(|| {
            let _ = rustls::crypto::ring::default_provider().install_default();
            reqwest::Client::builder().pool_max_idle_per_host(0).build().expect("client builds")
        })
        .clone()
}

/// A running gateway binary.
pub struct Gateway {
    /// The process.
    pub process: ServiceProcess,
    /// `http://127.0.0.1:<port>`.
    pub base: String,
    /// The internal `/metrics` listener, `http://127.0.0.1:<port>`.
    pub metrics_base: String,
    env: Vec<(String, String)>,
}

impl Gateway {
    /// Starts a gateway and waits until `/readyz` answers 200.
    pub async fn start(nats: &str, db: &str, orchestrator: &str, extra: &[(&str, String)]) -> anyhow::Result<Self> {
        Self::start_on(free_port(), nats, db, orchestrator, extra).await
    }

    /// [`Gateway::start`] on a given port (to restart an instance where its clients expect it).
    pub async fn start_on(
        port: u16,
        nats: &str,
        db: &str,
        orchestrator: &str,
        extra: &[(&str, String)],
    ) -> anyhow::Result<Self> {
        let metrics_port = free_port();
        let mut env: Vec<(&str, String)> = vec![
            ("LISTEN_ADDR", format!("127.0.0.1:{port}")),
            ("METRICS_ADDR", format!("127.0.0.1:{metrics_port}")),
            ("NATS_URL", nats.to_string()),
            ("DATABASE_URL", db.to_string()),
            ("ORCHESTRATOR_ADDR", orchestrator.to_string()),
            ("JWT_HS256_SECRET", SECRET.to_string()),
            ("JWT_ISSUER", ISSUER.to_string()),
            ("JWT_AUDIENCE", AUDIENCE.to_string()),
            // Load and fan-out tests open many streams and send bursts as one
            // user; the limits have their own tests (tests/tests/security_edge.rs).
            ("RATE_LIMIT_USER_RPS", "100000".into()),
            ("RATE_LIMIT_USER_BURST", "100000".into()),
            ("RATE_LIMIT_GLOBAL_RPS", "100000".into()),
            ("RATE_LIMIT_GLOBAL_BURST", "100000".into()),
            ("MAX_STREAMS_PER_USER", "100000".into()),
            ("BOOTSTRAP_API_KEYS", format!("{SERVICE_USER}={SERVICE_KEY}")),
            ("PERSIST_ACK_WAIT_MS", "3000".into()),
            ("PERSIST_MAX_RETRY_MS", "1000".into()),
            ("SHUTDOWN_GRACE_MS", "3000".into()),
        ];
        for (k, v) in extra {
            env.retain(|(name, _)| name != k);
            env.push((k, v.clone()));
        }
        let process = ServiceProcess::spawn("gateway", &env)?;
        let metrics_port = env
            .iter()
            .find(|(k, _)| *k == "METRICS_ADDR")
            .and_then(|(_, v)| v.rsplit(':').next()?.parse::<u16>().ok())
            .unwrap_or(metrics_port);
        let env = env.into_iter().map(|(k, v)| (k.to_string(), v)).collect();
        let gw = Self {
            process,
            base: format!("http://127.0.0.1:{port}"),
            metrics_base: format!("http://127.0.0.1:{metrics_port}"),
            env,
        };
        gw.wait_ready().await?;
        Ok(gw)
    }

    /// Kills the process (SIGKILL: no graceful end of streams) and starts it
    /// again on the same address with the same environment; waits until ready.
    pub async fn restart(&mut self) -> anyhow::Result<()> {
        if self.process.is_running() {
            self.process.signal("KILL")?;
            self.process.wait(WAIT)?;
        }
        let env: Vec<(&str, String)> = self.env.iter().map(|(k, v)| (k.as_str(), v.clone())).collect();
        self.process = ServiceProcess::spawn("gateway", &env)?;
        self.wait_ready().await
    }

    /// Polls `/readyz` until 200.
    pub async fn wait_ready(&self) -> anyhow::Result<()> {
        let http = http();
        let deadline = tokio::time::Instant::now() + WAIT;
        let mut last = String::new();
        while tokio::time::Instant::now() < deadline {
            match http.get(format!("{}/readyz", self.base)).send().await {
                Ok(r) if r.status() == 200 => return Ok(()),
                Ok(r) => last = r.text().await.unwrap_or_default(),
                Err(e) => last = e.to_string(),
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        bail!("gateway {} not ready within {WAIT:?}: {last}", self.base)
    }

    /// `base` + `path`.
    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }
}

/// A small JSON API client for one user.
#[derive(Clone)]
pub struct Api {
    http: reqwest::Client,
    /// Gateway base URL.
    pub base: String,
    /// Bearer credential.
    pub credential: String,
}

impl Api {
    /// A client for `gateway` sending `Authorization: Bearer <credential>`.
    pub fn new(base: &str, credential: &str) -> Self {
        Self { http: http(), base: base.to_string(), credential: credential.to_string() }
    }

    /// Sends a request; returns status and JSON body (`Null` when empty).
    pub async fn send(&self, method: reqwest::Method, path: &str, body: Option<Value>) -> anyhow::Result<(u16, Value)> {
        let mut req = self.http.request(method, format!("{}{path}", self.base)).bearer_auth(&self.credential);
        if let Some(b) = body {
            req = req.json(&b);
        }
        let resp = req.send().await?;
        let status = resp.status().as_u16();
        let text = resp.text().await?;
        let json = if text.is_empty() { Value::Null } else { serde_json::from_str(&text).context(text)? };
        Ok((status, json))
    }

    /// GET.
    pub async fn get(&self, path: &str) -> anyhow::Result<(u16, Value)> {
        self.send(reqwest::Method::GET, path, None).await
    }

    /// POST with a JSON body.
    pub async fn post(&self, path: &str, body: Value) -> anyhow::Result<(u16, Value)> {
        self.send(reqwest::Method::POST, path, Some(body)).await
    }

    /// Creates a conversation and returns its id.
    pub async fn create_conversation(&self) -> anyhow::Result<String> {
        let (status, body) = self.post("/v1/conversations", serde_json::json!({})).await?;
        anyhow::ensure!(status == 201, "create conversation: {status} {body}");
        Ok(body["id"].as_str().context("id")?.to_string())
    }

    /// Posts a message; returns the 202 body.
    pub async fn post_message(&self, conversation: &str, text: &str) -> anyhow::Result<Value> {
        let (status, body) = self
            .post(&format!("/v1/conversations/{conversation}/messages"), serde_json::json!({"message": text}))
            .await?;
        anyhow::ensure!(status == 202, "post message: {status} {body}");
        Ok(body)
    }

    /// All messages of a conversation.
    pub async fn messages(&self, conversation: &str) -> anyhow::Result<Vec<Value>> {
        let (status, body) = self.get(&format!("/v1/conversations/{conversation}/messages?limit=500")).await?;
        anyhow::ensure!(status == 200, "messages: {status} {body}");
        Ok(body["items"].as_array().cloned().unwrap_or_default())
    }

    /// Polls the messages until `pred` holds.
    pub async fn wait_messages(
        &self,
        conversation: &str,
        what: &str,
        pred: impl Fn(&[Value]) -> bool,
    ) -> anyhow::Result<Vec<Value>> {
        let deadline = tokio::time::Instant::now() + WAIT;
        loop {
            if let Ok(msgs) = self.messages(conversation).await
                && pred(&msgs)
            {
                return Ok(msgs);
            }
            if tokio::time::Instant::now() > deadline {
                bail!("timed out waiting for {what}; messages: {:?}", self.messages(conversation).await);
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }
}

/// One parsed SSE frame.
#[derive(Debug, Clone, PartialEq)]
pub enum Frame {
    /// An event.
    Event(SseEvent),
    /// A comment line (`: …`), e.g. the heartbeat.
    Comment(String),
}

/// One SSE event.
#[derive(Debug, Clone, PartialEq)]
pub struct SseEvent {
    /// `<turn_id>:<seq>`.
    pub id: String,
    /// Event name.
    pub event: String,
    /// Parsed data.
    pub data: Value,
    /// The `time:` field: the event's publish time (RFC 3339), when sent.
    pub time: Option<String>,
}

impl SseEvent {
    /// The `seq` part of the id.
    pub fn seq(&self) -> u64 {
        self.id.rsplit(':').next().and_then(|s| s.parse().ok()).expect("id ends with :seq")
    }
}

type ByteStream = Pin<Box<dyn Stream<Item = reqwest::Result<tonic::codegen::Bytes>> + Send>>;

/// A streaming SSE connection.
pub struct Sse {
    stream: ByteStream,
    buf: String,
}

impl Sse {
    /// Connects and waits for the `: connected` comment (the subscription is live then).
    pub async fn connect(url: &str, credential: &str, last_event_id: Option<&str>) -> anyhow::Result<Self> {
        let mut req = http().get(url).bearer_auth(credential);
        if let Some(id) = last_event_id {
            req = req.header("Last-Event-ID", id);
        }
        Self::open(url, req).await
    }

    /// Connects with the console's session cookie `barb_session` instead of a bearer credential.
    pub async fn connect_with_cookie(url: &str, session: &str) -> anyhow::Result<Self> {
        Self::open(url, http().get(url).header("cookie", format!("barb_session={session}"))).await
    }

    async fn open(url: &str, req: reqwest::RequestBuilder) -> anyhow::Result<Self> {
        let resp = req.send().await?;
        let status = resp.status();
        if status != 200 {
            bail!("SSE {url}: {status} {}", resp.text().await.unwrap_or_default());
        }
        let ctype = resp.headers().get("content-type").and_then(|v| v.to_str().ok()).unwrap_or("").to_string();
        anyhow::ensure!(ctype.starts_with("text/event-stream"), "content-type {ctype}");
        let mut sse = Self { stream: Box::pin(resp.bytes_stream()), buf: String::new() };
        match sse.next_frame(WAIT).await? {
            Some(Frame::Comment(c)) if c == "connected" => Ok(sse),
            other => bail!("expected ': connected' first, got {other:?}"),
        }
    }

    /// The next frame; `None` when the server closed the stream.
    pub async fn next_frame(&mut self, timeout: Duration) -> anyhow::Result<Option<Frame>> {
        let deadline = tokio::time::Instant::now() + timeout;
        loop {
            if let Some(end) = self.buf.find("\n\n") {
                let block: String = self.buf.drain(..end + 2).collect();
                if let Some(frame) = parse_block(&block)? {
                    return Ok(Some(frame));
                }
                continue;
            }
            match tokio::time::timeout_at(deadline, self.stream.next()).await {
                Err(_) => bail!("no SSE frame within {timeout:?}"),
                Ok(None) => return Ok(None),
                Ok(Some(Err(e))) => {
                    // A killed server shows up as a body error: that is an end of stream too.
                    eprintln!("[gateway test] SSE body ended with an error: {e}");
                    return Ok(None);
                }
                Ok(Some(Ok(bytes))) => self.buf.push_str(std::str::from_utf8(&bytes)?),
            }
        }
    }

    /// The next event, skipping comments; `None` at end of stream.
    pub async fn next_event(&mut self, timeout: Duration) -> anyhow::Result<Option<SseEvent>> {
        loop {
            match self.next_frame(timeout).await? {
                Some(Frame::Event(e)) => return Ok(Some(e)),
                Some(Frame::Comment(_)) => continue,
                None => return Ok(None),
            }
        }
    }

    /// Events until (and including) a `done` or `error`.
    pub async fn until_terminal(&mut self, timeout: Duration) -> anyhow::Result<Vec<SseEvent>> {
        let mut out = Vec::new();
        loop {
            let ev = self.next_event(timeout).await?.with_context(|| {
                let ids: Vec<&str> = out.iter().map(|e: &SseEvent| e.id.as_str()).collect();
                format!("stream ended after {} events: {ids:?}", ids.len())
            })?;
            let terminal = ev.event == "done" || ev.event == "error";
            out.push(ev);
            if terminal {
                return Ok(out);
            }
        }
    }
}

fn parse_block(block: &str) -> anyhow::Result<Option<Frame>> {
    let (mut id, mut event, mut data, mut time) = (None, None, None, None);
    for line in block.lines() {
        if let Some(c) = line.strip_prefix(':') {
            return Ok(Some(Frame::Comment(c.trim().to_string())));
        } else if let Some(v) = line.strip_prefix("id: ") {
            id = Some(v.to_string());
        } else if let Some(v) = line.strip_prefix("event: ") {
            event = Some(v.to_string());
        } else if let Some(v) = line.strip_prefix("data: ") {
            data = Some(serde_json::from_str(v).with_context(|| format!("data is not JSON: {v}"))?);
        } else if let Some(v) = line.strip_prefix("time: ") {
            time = Some(v.to_string());
        }
    }
    match (id, event, data) {
        (Some(id), Some(event), Some(data)) => Ok(Some(Frame::Event(SseEvent { id, event, data, time }))),
        // A server notice without an id (`session_ended`): not a chat event, nothing to resume from.
        (None, Some(event), Some(data)) if event == "session_ended" => {
            Ok(Some(Frame::Event(SseEvent { id: String::new(), event, data, time })))
        }
        (None, None, None) => Ok(None), // e.g. a `retry:` line
        other => bail!("incomplete SSE event {other:?} in {block:?}"),
    }
}

/// The `CHAT_EVENTS` definition the gateway and the orchestrator share.
pub fn stream_config() -> jetstream::stream::Config {
    barb_common::chat_events::stream_config(barb_common::chat_events::DEFAULT_MAX_AGE)
}

/// Publishes chat events exactly as the orchestrator does.
#[derive(Clone)]
pub struct Publisher {
    js: jetstream::Context,
    reader: jetstream::Context,
    seqs: Arc<Mutex<HashMap<String, u64>>>,
}

impl Publisher {
    /// Connects to NATS as the orchestrator user (publishing) and the gateway
    /// user (reading stored events), and creates-or-gets `CHAT_EVENTS`.
    pub async fn connect(nats: &str) -> anyhow::Result<Self> {
        let client = barb_tests::Nats::options(barb_tests::NatsRole::Orchestrator).connect(nats).await?;
        let js = jetstream::new(client);
        js.get_or_create_stream(stream_config()).await?;
        let reader = jetstream::new(barb_tests::Nats::options(barb_tests::NatsRole::Gateway).connect(nats).await?);
        Ok(Self { js, reader, seqs: Arc::new(Mutex::new(HashMap::new())) })
    }

    /// Publishes the turn's next event (seq 1, 2, …); returns its seq.
    pub async fn emit(&self, conversation: &str, turn: &str, payload: Payload) -> anyhow::Result<u64> {
        let seq = {
            let mut seqs = self.seqs.lock().unwrap();
            let s = seqs.entry(turn.to_string()).or_insert(0);
            *s += 1;
            *s
        };
        self.publish(conversation, turn, seq, payload, &format!("{turn}:{seq}")).await?;
        Ok(seq)
    }

    /// Publishes an event with an explicit seq and `Nats-Msg-Id`.
    pub async fn publish(
        &self,
        conversation: &str,
        turn: &str,
        seq: u64,
        payload: Payload,
        msg_id: &str,
    ) -> anyhow::Result<()> {
        let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH)?;
        let event = ChatEvent {
            conversation_id: conversation.to_string(),
            turn_id: turn.to_string(),
            seq,
            time: Some(prost_types::Timestamp { seconds: now.as_secs() as i64, nanos: now.subsec_nanos() as i32 }),
            payload: Some(payload),
        };
        let mut headers = async_nats::HeaderMap::new();
        headers.insert("Nats-Msg-Id", msg_id);
        headers.insert("traceparent", "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01");
        self.js
            .publish_with_headers(format!("chat.events.{conversation}.{turn}"), headers, event.encode_to_vec().into())
            .await?
            .await?;
        Ok(())
    }

    /// Every stored event of a conversation, in stream order.
    pub async fn stored(&self, conversation: &str) -> anyhow::Result<Vec<ChatEvent>> {
        self.stored_matching(format!("chat.events.{conversation}.*")).await
    }

    /// Every stored chat event, in stream order.
    pub async fn stored_all(&self) -> anyhow::Result<Vec<ChatEvent>> {
        self.stored_matching("chat.events.>".into()).await
    }

    async fn stored_matching(&self, filter: String) -> anyhow::Result<Vec<ChatEvent>> {
        let stream = self.reader.get_stream("CHAT_EVENTS").await?;
        let consumer = stream
            .create_consumer(jetstream::consumer::pull::Config {
                filter_subject: filter,
                deliver_policy: jetstream::consumer::DeliverPolicy::All,
                ack_policy: jetstream::consumer::AckPolicy::None,
                inactive_threshold: Duration::from_secs(30),
                ..Default::default()
            })
            .await?;
        let total = consumer.cached_info().num_pending as usize;
        let mut out = Vec::with_capacity(total);
        let mut msgs = consumer.fetch().max_messages(total.max(1)).expires(Duration::from_secs(5)).messages().await?;
        while out.len() < total {
            let msg = tokio::time::timeout(WAIT, msgs.next())
                .await?
                .context("stored read ended")?
                .map_err(anyhow::Error::msg)?;
            out.push(ChatEvent::decode(msg.payload.as_ref())?);
        }
        Ok(out)
    }
}

/// Text delta payload.
pub fn text(delta: &str) -> Payload {
    Payload::TextDelta(barb_common::proto::chat::v1::TextDelta { delta: delta.to_string(), reset: false })
}

/// A title update payload.
pub fn title(title: &str) -> Payload {
    Payload::TitleUpdate(barb_common::proto::chat::v1::TitleUpdate { title: title.to_string() })
}

/// A `done` payload with an answer.
pub fn done(answer: &str) -> Payload {
    Payload::Done(barb_common::proto::chat::v1::Done {
        answer: answer.to_string(),
        usage: Some(barb_common::proto::chat::v1::Usage {
            input_tokens: 100,
            output_tokens: 20,
            cost_usd: 0.0006,
            rounds: 1,
            ..Default::default()
        }),
        grounding: Some(barb_common::proto::chat::v1::Grounding { grounded: true, ..Default::default() }),
        ..Default::default()
    })
}

/// A ChatOrchestrator that records calls and lets the test play the turn's
/// events: the real gRPC contract on one side, real JetStream on the other.
pub struct FakeOrchestrator {
    /// `http://127.0.0.1:<port>`.
    pub addr: String,
    starts: tokio::sync::Mutex<mpsc::UnboundedReceiver<StartTurnRequest>>,
    state: Arc<FakeState>,
    /// Publishes events.
    pub publisher: Publisher,
    server: tokio::task::JoinHandle<()>,
}

#[derive(Default)]
struct FakeState {
    running: Mutex<HashMap<String, String>>,
    cancels: Mutex<Vec<String>>,
    finished: Mutex<HashSet<String>>,
}

#[derive(Clone)]
struct FakeService {
    state: Arc<FakeState>,
    starts: mpsc::UnboundedSender<StartTurnRequest>,
}

#[tonic::async_trait]
impl ChatOrchestrator for FakeService {
    async fn start_turn(
        &self,
        req: tonic::Request<StartTurnRequest>,
    ) -> Result<tonic::Response<StartTurnResponse>, tonic::Status> {
        let req = req.into_inner();
        let mut running = self.state.running.lock().unwrap();
        if running.contains_key(&req.conversation_id) {
            return Err(tonic::Status::already_exists("a turn is already running in this conversation"));
        }
        let turn_id = if req.turn_id.is_empty() { uuid::Uuid::new_v4().to_string() } else { req.turn_id.clone() };
        running.insert(req.conversation_id.clone(), turn_id.clone());
        let _ = self.starts.send(req);
        Ok(tonic::Response::new(StartTurnResponse { turn_id }))
    }

    type StreamTurnStream = Pin<Box<dyn Stream<Item = Result<ChatEvent, tonic::Status>> + Send>>;

    async fn stream_turn(
        &self,
        _req: tonic::Request<StartTurnRequest>,
    ) -> Result<tonic::Response<Self::StreamTurnStream>, tonic::Status> {
        Err(tonic::Status::unimplemented("the gateway does not use StreamTurn"))
    }

    async fn cancel_turn(
        &self,
        req: tonic::Request<CancelTurnRequest>,
    ) -> Result<tonic::Response<CancelTurnResponse>, tonic::Status> {
        let turn = req.into_inner().turn_id;
        self.state.cancels.lock().unwrap().push(turn.clone());
        let running = self.state.running.lock().unwrap().values().any(|t| *t == turn);
        Ok(tonic::Response::new(CancelTurnResponse { cancelled: running }))
    }
}

impl FakeOrchestrator {
    /// Serves on a free port and connects to NATS.
    pub async fn start(nats: &str) -> anyhow::Result<Self> {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
        let addr = format!("http://{}", listener.local_addr()?);
        let (tx, rx) = mpsc::unbounded_channel();
        let state = Arc::new(FakeState::default());
        let svc = FakeService { state: state.clone(), starts: tx };
        let server = tokio::spawn(async move {
            tonic::transport::Server::builder()
                .add_service(ChatOrchestratorServer::new(svc))
                .serve_with_incoming(tokio_stream::wrappers::TcpListenerStream::new(listener))
                .await
                .expect("fake orchestrator serves");
        });
        Ok(Self {
            addr,
            starts: tokio::sync::Mutex::new(rx),
            state,
            publisher: Publisher::connect(nats).await?,
            server,
        })
    }

    /// The next StartTurn call the gateway made.
    pub async fn next_start(&self) -> anyhow::Result<StartTurnRequest> {
        let mut rx = self.starts.lock().await;
        tokio::time::timeout(WAIT, rx.recv()).await?.context("fake orchestrator stopped")
    }

    /// Publishes the turn's next event; a `done`/`error` ends the turn.
    pub async fn emit(&self, conversation: &str, turn: &str, payload: Payload) -> anyhow::Result<u64> {
        let terminal = matches!(payload, Payload::Done(_) | Payload::Error(_));
        let seq = self.publisher.emit(conversation, turn, payload).await?;
        if terminal {
            self.state.running.lock().unwrap().remove(conversation);
            self.state.finished.lock().unwrap().insert(turn.to_string());
        }
        Ok(seq)
    }

    /// Turn ids CancelTurn was called with.
    pub fn cancels(&self) -> Vec<String> {
        self.state.cancels.lock().unwrap().clone()
    }
}

impl Drop for FakeOrchestrator {
    fn drop(&mut self) {
        self.server.abort();
    }
}

/// The value of `name` in a Prometheus text exposition (sum over label sets).
pub async fn metric(gateway: &Gateway, name: &str) -> anyhow::Result<f64> {
    let text = http().get(format!("{}/metrics", gateway.metrics_base)).send().await?.text().await?;
    Ok(text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter(|l| l.split(['{', ' ']).next() == Some(name))
        .filter_map(|l| l.rsplit(' ').next()?.parse::<f64>().ok())
        .sum())
}

/// Polls `name` on the gateway's `/metrics` until `pred` holds.
pub async fn wait_for_metric(gateway: &Gateway, name: &str, pred: impl Fn(f64) -> bool) -> anyhow::Result<f64> {
    let deadline = tokio::time::Instant::now() + WAIT;
    loop {
        let v = metric(gateway, name).await.unwrap_or(f64::NAN);
        if pred(v) {
            return Ok(v);
        }
        if tokio::time::Instant::now() > deadline {
            bail!("{name} = {v} on {} after {WAIT:?}", gateway.base);
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Opens `n` SSE connections to `url` (at most `parallel` handshakes at a time).
pub async fn connect_many(url: &str, credential: &str, n: usize, parallel: usize) -> anyhow::Result<Vec<Sse>> {
    use futures::stream::{self, TryStreamExt};
    stream::iter((0..n).map(|_| Sse::connect(url, credential, None))).buffer_unordered(parallel).try_collect().await
}

/// Resident memory of a process in KiB (Linux).
pub fn rss_kib(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
}
