//! A cluster for the fault-injection tests of durable turns: real NATS and
//! Postgres from the harness, the real query-engine on generated data, N real
//! `chat-orchestrator` binaries (mock provider: slow, two model rounds with a
//! tool call in between) and gateways. A gateway talks to one chosen
//! orchestrator (so the test knows which instance owns a turn) or to all of
//! them (`ORCHESTRATOR_ADDR` as a list, as in production behind a headless
//! Service). query-engine may run as several replicas on fixed ports
//! (`QUERY_ENGINE_ADDR` as a list), started, stopped and restarted by the
//! test. Lease timings are short so takeovers happen within a couple of
//! seconds.

#![allow(dead_code)]

use std::time::Duration;

use anyhow::{Context, bail};
use barb_tests::{
    Nats, Postgres, ServiceProcess,
    data::{NQ_Q1_2024, data_dir},
    free_port, wait_for_grpc_health,
};
use serde_json::Value;

#[path = "../gateway_support/mod.rs"]
pub mod gateway;

pub use gateway::{Api, Gateway, Publisher, Sse, SseEvent, WAIT, token};

/// The mock model: round 1 says a sentence and runs a query, round 2 streams
/// an answer built from the result at 40 tokens/s (~2.5 s), so a fault can
/// land before the first event, mid text, or between rounds. A message
/// containing "rewrite" gets a second round with an invented number, so the
/// grounding check asks for one rewrite.
pub const SCRIPT: &str = r#"{
  "latency_ms": 400,
  "tokens_per_second": 40,
  "chars_per_token": 4,
  "rules": [
    {"name": "rewrite", "any": ["rewrite"],
     "rounds": [
       {"text": "Let me look at the recent daily bars.",
        "tool_calls": [{"name": "run_query", "input": {"query": {"from": "daily", "period": "last_10",
          "map": {"change": "close - open"}}, "title": "Last 10 trading days"}}]},
       {"text": "The daily change peaked at 987654.3 points, which is remarkable for such a quiet stretch of trading in this market, and it says a lot about the sessions."}
     ],
     "rewrite": "Over the last 10 trading days the daily change went from {{after.0.min=}} to {{after.0.max=}} points, {{after.0.mean=}} on average; the sessions were otherwise calm and volume faded into most closes."},
    {"name": "story",
     "rounds": [
       {"text": "Let me look at the recent daily bars.",
        "tool_calls": [{"name": "run_query", "input": {"query": {"from": "daily", "period": "last_10",
          "map": {"change": "close - open"}}, "title": "Last 10 trading days"}}]},
       {"text": "Over the last 10 trading days the daily change (close minus open) went from {{after.0.min=}} to {{after.0.max=}} points, {{after.0.mean=}} on average. The sessions were otherwise calm, with volume fading into the close on most days and no gap larger than the usual overnight drift."}
     ]}
  ]
}"#;

/// Lease timing of the test cluster: a dead owner is noticed within ~2 s.
pub const LEASE_ENV: [(&str, &str); 3] =
    [("TURN_LEASE_TTL_MS", "2000"), ("TURN_HEARTBEAT_MS", "400"), ("TURN_SCAN_MS", "200")];

/// A running orchestrator.
pub struct Orchestrator {
    /// The process.
    pub process: ServiceProcess,
    /// `http://127.0.0.1:<port>`.
    pub addr: String,
    /// Its gRPC port (to start a replacement on the same address).
    pub port: u16,
    /// `http://127.0.0.1:<port>/metrics`.
    pub metrics: String,
}

/// A query-engine replica slot: a fixed port, and the process when it runs.
pub struct QueryEngine {
    /// The process (None while it is down).
    pub process: Option<ServiceProcess>,
    /// Its gRPC port.
    pub port: u16,
    /// `http://127.0.0.1:<port>/metrics`.
    pub metrics: String,
    metrics_port: u16,
}

/// NATS, Postgres, query-engine, orchestrators and gateways.
pub struct Cluster {
    /// NATS.
    pub nats: Nats,
    /// Postgres.
    pub pg: Postgres,
    /// The gateway's database.
    pub db: String,
    /// query-engine address (every replica slot, comma-separated).
    pub query_addr: String,
    /// query-engine replica slots.
    pub query: Vec<QueryEngine>,
    data: tempfile::TempDir,
    script_dir: tempfile::TempDir,
    /// Orchestrators, in start order.
    pub orchestrators: Vec<Orchestrator>,
    /// Gateways.
    pub gateways: Vec<Gateway>,
    extra: Vec<(String, String)>,
}

impl Cluster {
    /// Starts `orchestrators` orchestrators, one query-engine and no gateway;
    /// `extra` is added to every orchestrator's environment.
    pub async fn start(orchestrators: usize, extra: &[(&str, &str)]) -> anyhow::Result<Self> {
        Self::start_with(orchestrators, &[true], extra).await
    }

    /// Like [`Cluster::start`] with one query-engine slot per element of
    /// `query_engines`, started when true (the others are left for the test
    /// to start on their port: replicas that come up later).
    pub async fn start_with(
        orchestrators: usize,
        query_engines: &[bool],
        extra: &[(&str, &str)],
    ) -> anyhow::Result<Self> {
        let nats = Nats::start()?;
        let pg = Postgres::start_own()?;
        let db = pg.fresh_database().await?;
        let data = data_dir("NQ", NQ_Q1_2024)?;
        let query: Vec<QueryEngine> = query_engines
            .iter()
            .map(|_| {
                let (port, metrics_port) = (free_port(), free_port());
                QueryEngine {
                    process: None,
                    port,
                    metrics: format!("http://127.0.0.1:{metrics_port}/metrics"),
                    metrics_port,
                }
            })
            .collect();
        let query_addr = query.iter().map(|q| format!("http://127.0.0.1:{}", q.port)).collect::<Vec<_>>().join(",");
        let script_dir = tempfile::tempdir()?;
        std::fs::write(script_dir.path().join("mock.json"), SCRIPT)?;
        let mut c = Self {
            nats,
            pg,
            db,
            query_addr,
            query,
            data,
            script_dir,
            orchestrators: Vec::new(),
            gateways: Vec::new(),
            extra: extra.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect(),
        };
        for (i, up) in query_engines.iter().enumerate() {
            if *up {
                c.start_query_engine(i).await?;
            }
        }
        for _ in 0..orchestrators {
            c.add_orchestrator(&[]).await?;
        }
        Ok(c)
    }

    /// Starts query-engine replica `i` on its port and waits until it serves.
    pub async fn start_query_engine(&mut self, i: usize) -> anyhow::Result<()> {
        let q = &mut self.query[i];
        q.process = Some(ServiceProcess::spawn(
            "query-engine",
            &[
                ("LISTEN_ADDR", format!("127.0.0.1:{}", q.port)),
                ("METRICS_ADDR", format!("127.0.0.1:{}", q.metrics_port)),
                ("BARB_DATA_DIR", self.data.path().display().to_string()),
            ],
        )?);
        wait_for_grpc_health(&format!("http://127.0.0.1:{}", q.port), "barb.query.v1.QueryEngine", WAIT).await
    }

    /// `Execute` calls query-engine replica `i` answered OK (0 while it is down).
    pub async fn query_executions(&self, i: usize) -> anyhow::Result<f64> {
        if self.query[i].process.is_none() {
            return Ok(0.0);
        }
        metric(
            &self.query[i].metrics,
            "grpc_server_handled_total",
            r#"code="OK",method="/barb.query.v1.QueryEngine/Execute""#,
        )
        .await
    }

    /// Waits until `turn` has at least `steps` committed steps in its state.
    ///
    /// An owner commits a step off the turn's path (after the step's events
    /// are stored), so seeing an event on the stream does not mean the step
    /// that produced it is committed yet: a fault test that wants the fault
    /// after a checkpoint waits for the checkpoint itself.
    pub async fn wait_committed(&self, turn: &str, steps: usize) -> anyhow::Result<()> {
        use barb_common::turn_state::{self, Buckets, LeaseSettings};
        let js = async_nats::jetstream::new(self.nats.connect(barb_tests::NatsRole::Orchestrator).await?);
        let b = Buckets::ensure(&js, &LeaseSettings::default(), false).await?;
        wait_until(&format!("{steps} committed step(s) of turn {turn}"), || {
            let b = b.clone();
            async move { turn_state::load(&b, turn).await.ok().flatten().is_some_and(|v| v.state.steps.len() >= steps) }
        })
        .await
    }

    /// Every orchestrator's address, comma-separated (a gateway that balances over all).
    pub fn all_orchestrators(&self) -> String {
        self.orchestrators.iter().map(|o| o.addr.clone()).collect::<Vec<_>>().join(",")
    }

    fn orchestrator_env(&self, port: u16, metrics_port: u16, extra: &[(&str, &str)]) -> Vec<(&'static str, String)> {
        let unused = format!("http://127.0.0.1:{}", free_port());
        let mut env: Vec<(&'static str, String)> = vec![
            ("LISTEN_ADDR", format!("127.0.0.1:{port}")),
            ("METRICS_ADDR", format!("127.0.0.1:{metrics_port}")),
            ("NATS_URL", self.nats.url.clone()),
            ("LLM_PROVIDER", "mock".into()),
            ("MOCK_SCRIPT", self.script_dir.path().join("mock.json").display().to_string()),
            ("QUERY_ENGINE_ADDR", self.query_addr.clone()),
            ("BACKTEST_ADDR", unused.clone()),
            ("RECEIPTS_ADDR", unused),
            ("SHUTDOWN_GRACE_MS", "1000".into()),
            ("TURN_DRAIN_MS", "500".into()),
        ];
        for (k, v) in LEASE_ENV {
            env.push((k, v.into()));
        }
        let leak = |s: &str| -> &'static str { Box::leak(s.to_string().into_boxed_str()) };
        for (k, v) in self.extra.iter().map(|(k, v)| (k.as_str(), v.as_str())).chain(extra.iter().copied()) {
            let k = leak(k);
            env.retain(|(name, _)| *name != k);
            env.push((k, v.to_string()));
        }
        env
    }

    /// Starts one more orchestrator; returns its index.
    pub async fn add_orchestrator(&mut self, extra: &[(&str, &str)]) -> anyhow::Result<usize> {
        self.spawn_orchestrator(free_port(), extra).await
    }

    /// Starts an orchestrator on `port` (e.g. a dead one's, so its gateway finds it).
    pub async fn spawn_orchestrator(&mut self, port: u16, extra: &[(&str, &str)]) -> anyhow::Result<usize> {
        let mport = free_port();
        let env = self.orchestrator_env(port, mport, extra);
        let process = ServiceProcess::spawn("chat-orchestrator", &env)?;
        let addr = format!("http://127.0.0.1:{port}");
        wait_for_grpc_health(&addr, "barb.chat.v1.ChatOrchestrator", WAIT).await?;
        self.orchestrators.push(Orchestrator {
            process,
            addr,
            port,
            metrics: format!("http://127.0.0.1:{mport}/metrics"),
        });
        Ok(self.orchestrators.len() - 1)
    }

    /// Starts a gateway talking to orchestrator `orchestrator`.
    pub async fn add_gateway(&mut self, orchestrator: usize, extra: &[(&str, String)]) -> anyhow::Result<usize> {
        let addr = self.orchestrators[orchestrator].addr.clone();
        self.add_gateway_to(&addr, extra).await
    }

    /// Starts a gateway balancing over every orchestrator started so far.
    pub async fn add_gateway_to_all(&mut self, extra: &[(&str, String)]) -> anyhow::Result<usize> {
        let addr = self.all_orchestrators();
        self.add_gateway_to(&addr, extra).await
    }

    /// Starts a gateway talking to `orchestrators` (an address or a list).
    pub async fn add_gateway_to(&mut self, orchestrators: &str, extra: &[(&str, String)]) -> anyhow::Result<usize> {
        let mut env: Vec<(&str, String)> =
            vec![("TURN_ORPHAN_TIMEOUT_MS", "20000".into()), ("TURN_SCAN_MS", "200".into())];
        env.extend(extra.iter().cloned());
        let gw = Gateway::start(&self.nats.url, &self.db, orchestrators, &env).await?;
        self.gateways.push(gw);
        Ok(self.gateways.len() - 1)
    }

    /// An API client of gateway `i` for `user`.
    pub fn api(&self, i: usize, user: &str) -> Api {
        Api::new(&self.gateways[i].base, &token(user))
    }
}

/// A metric's value on an orchestrator (sum over label sets matching `labels`).
pub async fn metric(url: &str, name: &str, labels: &str) -> anyhow::Result<f64> {
    let text = gateway::http().get(url).send().await?.text().await?;
    Ok(text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter(|l| l.split(['{', ' ']).next() == Some(name) && l.contains(labels))
        .filter_map(|l| l.rsplit(' ').next()?.parse::<f64>().ok())
        .sum())
}

/// Polls until `f` returns true.
pub async fn wait_until<F, Fut>(what: &str, mut f: F) -> anyhow::Result<()>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = bool>,
{
    let deadline = tokio::time::Instant::now() + WAIT;
    while tokio::time::Instant::now() < deadline {
        if f().await {
            return Ok(());
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    bail!("timed out waiting for {what}")
}

/// Event names with runs of `text_delta` collapsed to one `text`.
pub fn shape(events: &[SseEvent]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for e in events {
        let name = if e.event == "text_delta" {
            if e.data["reset"] == true { "text(reset)" } else { "text" }
        } else {
            e.event.as_str()
        };
        if name == "text" && out.last().is_some_and(|l| l.starts_with("text")) {
            continue;
        }
        out.push(name.to_string());
    }
    out
}

/// The answer text a client following the contract shows after `events`
/// (written here from the contract's words, independently of the code that
/// implements it): deltas append, `reset` replaces, `superseded` sets the
/// text to its `text`.
pub fn client_text(events: &[SseEvent]) -> String {
    let mut text = String::new();
    for e in events {
        match e.event.as_str() {
            "text_delta" => {
                if e.data["reset"] == true {
                    text.clear();
                }
                text.push_str(e.data["delta"].as_str().unwrap_or(""));
            }
            "superseded" => text = e.data["text"].as_str().unwrap_or("").to_string(),
            _ => {}
        }
    }
    text
}

/// The text streamed up to and including seq `upto`.
pub fn text_up_to(events: &[SseEvent], upto: u64) -> String {
    let before: Vec<SseEvent> = events.iter().filter(|e| e.seq() <= upto).cloned().collect();
    client_text(&before)
}

/// Asserts seqs are 1, 2, … without gap or duplicate.
pub fn assert_gap_free(events: &[SseEvent]) {
    let seqs: Vec<u64> = events.iter().map(SseEvent::seq).collect();
    assert_eq!(seqs, (1..=events.len() as u64).collect::<Vec<_>>(), "seq must be gap-free: {:?}", shape(events));
}

/// Posts `text`, opens its stream on the same gateway and returns (turn id, stream).
pub async fn post_and_stream(api: &Api, conv: &str, text: &str) -> anyhow::Result<(String, Sse)> {
    let accepted = api.post_message(conv, text).await?;
    let turn = accepted["turn_id"].as_str().context("turn_id")?.to_string();
    let url = format!("{}{}", api.base, accepted["stream_url"].as_str().context("stream_url")?);
    let sse = Sse::connect(&url, &api.credential, None).await?;
    Ok((turn, sse))
}

/// Reads events until `stop` holds for one (inclusive).
pub async fn read_until(sse: &mut Sse, mut stop: impl FnMut(&[SseEvent]) -> bool) -> anyhow::Result<Vec<SseEvent>> {
    let mut out = Vec::new();
    loop {
        let ev = sse.next_event(WAIT).await?.with_context(|| format!("stream ended: {:?}", shape(&out)))?;
        out.push(ev);
        if stop(&out) {
            return Ok(out);
        }
    }
}

/// The stored messages of `conv` once the assistant message of `turn` is there.
pub async fn stored_answer(api: &Api, conv: &str, turn: &str) -> anyhow::Result<Value> {
    let msgs = api
        .wait_messages(conv, "the assistant message", |m| {
            m.iter().any(|x| x["turn_id"] == turn && x["role"] == "assistant")
        })
        .await?;
    Ok(msgs.into_iter().find(|x| x["turn_id"] == turn && x["role"] == "assistant").expect("found above"))
}

/// Posts a message until it is accepted (a conversation is freed just after
/// its turn's terminal event); fails on anything but 202 or 409.
pub async fn post_when_free(api: &Api, conv: &str, text: &str) -> anyhow::Result<Value> {
    let deadline = tokio::time::Instant::now() + WAIT;
    loop {
        let (status, body) =
            api.post(&format!("/v1/conversations/{conv}/messages"), serde_json::json!({"message": text})).await?;
        match status {
            202 => return Ok(body),
            409 if tokio::time::Instant::now() < deadline => tokio::time::sleep(Duration::from_millis(50)).await,
            _ => bail!("posting a new message: {status} {body}"),
        }
    }
}

/// Posts `text` once the conversation is free and reads the new turn's
/// stream to its terminal event: after a fault, the conversation must take
/// the next message.
pub async fn next_turn(api: &Api, conv: &str, text: &str) -> anyhow::Result<Vec<SseEvent>> {
    let next = post_when_free(api, conv, text).await?;
    let url = format!("{}{}", api.base, next["stream_url"].as_str().context("stream_url")?);
    let mut sse = Sse::connect(&url, &api.credential, None).await?;
    sse.until_terminal(WAIT).await
}

/// The question of the fault tests (the mock's `story` rule).
pub const QUESTION: &str = "Tell me about the recent days";

/// A fault-free run of `question` in a fresh conversation: its events.
pub async fn control(c: &Cluster, gateway: usize, question: &str) -> anyhow::Result<Vec<SseEvent>> {
    let api = c.api(gateway, "control");
    let conv = api.create_conversation().await?;
    let (_, mut sse) = post_and_stream(&api, &conv, question).await?;
    let events = sse.until_terminal(WAIT).await?;
    assert_eq!(events.last().unwrap().event, "done", "{:?}", shape(&events));
    Ok(events)
}

/// The seq of the first event named `name`.
pub fn seq_of(events: &[SseEvent], name: &str) -> u64 {
    events.iter().find(|e| e.event == name).unwrap_or_else(|| panic!("no {name} in {:?}", shape(events))).seq()
}

/// Checks the outcome of a faulty run against the control run: same final
/// answer, cards and tool calls; the client shows the same text; the stored
/// message is the `done` answer; a new message is accepted and completes.
#[allow(clippy::too_many_arguments)]
pub async fn assert_same_outcome(
    c: &Cluster,
    gateway: usize,
    follow_up: usize,
    user: &str,
    conv: &str,
    turn: &str,
    events: &[SseEvent],
    control: &[SseEvent],
) -> anyhow::Result<()> {
    assert_gap_free(events);
    let done = &events.last().unwrap().data;
    let expected = &control.last().unwrap().data;
    assert_eq!(done["answer"], expected["answer"], "the answer is the fault-free one");
    assert_eq!(done["data"], expected["data"], "the same cards");
    let calls = |d: &serde_json::Value| -> Vec<(String, String)> {
        d["tool_calls"]
            .as_array()
            .unwrap()
            .iter()
            .map(|t| (t["tool_name"].as_str().unwrap().to_string(), t["input"].to_string()))
            .collect()
    };
    assert_eq!(calls(done), calls(expected), "the same tool calls, each once");
    assert_eq!(client_text(events), client_text(control), "the client ends up showing the fault-free text");
    let api = c.api(gateway, user);
    let stored = stored_answer(&api, conv, turn).await?;
    assert_eq!(stored["status"], "complete");
    assert_eq!(stored["content"], done["answer"], "the stored answer is the one the client shows");
    assert_eq!(stored["data"], done["data"]);
    assert_eq!(stored["tool_calls"].as_array().unwrap().len(), done["tool_calls"].as_array().unwrap().len());
    // The stream as stored is what the client saw: no duplicate, no gap.
    let stored_events = Publisher::connect(&c.nats.url).await?.stored(conv).await?;
    let stored_ids: Vec<String> = stored_events.iter().map(|e| format!("{}:{}", e.turn_id, e.seq)).collect();
    let seen: Vec<String> = events.iter().map(|e| e.id.clone()).collect();
    assert_eq!(stored_ids, seen);
    // The conversation takes a new message (through a gateway whose
    // orchestrator is alive), and it runs to the end.
    let api = c.api(follow_up, user);
    let next = post_when_free(&api, conv, QUESTION).await?;
    let url = format!("{}{}", api.base, next["stream_url"].as_str().unwrap());
    let mut sse = Sse::connect(&url, &api.credential, None).await?;
    let again = sse.until_terminal(WAIT).await?;
    assert_eq!(again.last().unwrap().event, "done", "{:?}", shape(&again));
    Ok(())
}
