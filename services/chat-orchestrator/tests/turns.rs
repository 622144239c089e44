//! The tool loop end to end inside the process: the real gRPC service, real
//! NATS JetStream from the harness, a fake provider HTTP server speaking the
//! Anthropic wire format, and in-process engines implementing their protos.
//! Covers grounding and the rewrite, tool errors, cancellation, provider
//! failures, the round limit, StreamTurn, and the mock provider.

mod support;

use std::{
    sync::{Arc, atomic::Ordering},
    time::{Duration, Instant},
};

use async_nats::jetstream;
use barb_common::assertion::{AUD_ORCHESTRATOR, AUD_RECEIPTS};
use barb_common::{
    chat_events,
    config::ServerConfig,
    error::detail_of,
    proto::chat::v1::{
        CancelTurnRequest, ChatEvent, Done, StartTurnRequest, chat_event::Payload,
        chat_orchestrator_client::ChatOrchestratorClient, chat_orchestrator_server::ChatOrchestratorServer,
    },
    server::GrpcServer,
};
use chat_orchestrator::{
    provider::{
        Provider,
        anthropic::{Anthropic, AnthropicConfig},
        http::HttpSettings,
        mock::{Mock, Script},
    },
    service::OrchestratorService,
    tools::{Tools, ToolsConfig},
    turn::{Engine, LoopSettings},
    usage::PriceTable,
};
use futures::StreamExt;
use prost::Message as _;
use serde_json::{Value, json};
use support::{
    engines::{BACKTEST_TEXT, FakeEngines, QUERY_TEXT, tool_definitions},
    fake_llm::{FakeLlm, Handler, Reply, anthropic as an},
};
use tonic::transport::Channel;

const TRACEPARENT: &str = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01";
const WAIT: Duration = Duration::from_secs(60);

struct Stack {
    _nats: barb_tests::Nats,
    _reader: async_nats::Client,
    js: jetstream::Context,
    client: ChatOrchestratorClient<Channel>,
    llm: Option<FakeLlm>,
    engines: FakeEngines,
    svc: OrchestratorService,
    _stop: tokio::sync::oneshot::Sender<()>,
}

enum Model {
    Fake(Handler),
    Mock(Script),
}

async fn stack(model: Model, settings: LoopSettings, tool_timeout: Duration) -> Stack {
    let nats_server = barb_tests::Nats::start().expect("nats-server");
    // The service publishes as the orchestrator NATS user; the test reads as the gateway user.
    let publisher = barb_tests::Nats::options(barb_tests::NatsRole::Orchestrator)
        .retry_on_initial_connect()
        .connect(&nats_server.url)
        .await
        .unwrap();
    let publisher_js = jetstream::new(publisher);
    chat_events::ensure_stream(&publisher_js, Duration::from_secs(3600)).await.unwrap();
    let nats = nats_server.connect(barb_tests::NatsRole::Gateway).await.unwrap();
    let js = jetstream::new(nats.clone());
    let engines = FakeEngines::start().await;
    let (llm, provider): (Option<FakeLlm>, Arc<dyn Provider>) = match model {
        Model::Fake(handler) => {
            let llm = FakeLlm::start(handler).await;
            let p = Anthropic::new(AnthropicConfig {
                api_key: "sk-test".into(),
                base_url: llm.base_url.clone(),
                model: "claude-sonnet-4-5".into(),
                http: HttpSettings {
                    retry_base: Duration::from_millis(10),
                    idle_timeout: Duration::from_secs(20),
                    ..Default::default()
                },
            })
            .unwrap();
            (Some(llm), Arc::new(p))
        }
        Model::Mock(script) => (None, Arc::new(Mock::new(script, "mock"))),
    };
    let tools = Tools::new(&ToolsConfig {
        query_engine_addr: engines.addr.clone(),
        backtest_addr: engines.addr.clone(),
        receipts_addr: engines.addr.clone(),
        timeout: tool_timeout,
        auth_token: None,
        tls: None,
    })
    .unwrap();
    let engine = Arc::new(Engine { provider, tools: Arc::new(tools), prices: PriceTable::default(), settings });
    let svc = OrchestratorService::new(engine, Some(publisher_js), barb_tests::identity::issuer().verifier());
    let handle = svc.clone();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let config = ServerConfig {
        listen_addr: addr,
        metrics_addr: None,
        auth_token: None,
        tls: None,
        allowed_clients: None,
        health_addr: None,
        max_decode_bytes: 16 << 20,
        max_encode_bytes: 64 << 20,
        shutdown_grace: Duration::from_secs(1),
    };
    let (stop_tx, stop_rx) = tokio::sync::oneshot::channel::<()>();
    tokio::spawn(async move {
        let _ = GrpcServer::new("chat-orchestrator", config)
            .add_service(ChatOrchestratorServer::new(svc))
            .serve_on(listener, async move {
                let _ = stop_rx.await;
            })
            .await;
    });
    let channel = tonic::transport::Endpoint::from_shared(format!("http://{addr}")).unwrap().connect_lazy();
    Stack {
        _nats: nats_server,
        _reader: nats,
        js,
        client: ChatOrchestratorClient::new(channel),
        llm,
        engines,
        svc: handle,
        _stop: stop_tx,
    }
}

fn fake(handler: impl Fn(&Value, usize) -> Reply + Send + Sync + 'static) -> Model {
    Model::Fake(Arc::new(handler))
}

fn start_request(conversation: &str, message: &str) -> tonic::Request<StartTurnRequest> {
    start_request_for(conversation, message, &uuid::Uuid::new_v4().to_string())
}

/// A start request for `turn`, with the user assertion the gateway would send.
fn start_request_for(conversation: &str, message: &str, turn: &str) -> tonic::Request<StartTurnRequest> {
    let mut req = tonic::Request::new(StartTurnRequest {
        conversation_id: conversation.into(),
        user_id: "user-1".into(),
        message: message.into(),
        instrument: "NQ".into(),
        generate_title: true,
        turn_id: turn.into(),
        ..Default::default()
    });
    req.metadata_mut().insert("traceparent", TRACEPARENT.parse().unwrap());
    let token = barb_tests::identity::assertion_for("user-1", conversation, turn, &[AUD_ORCHESTRATOR, AUD_RECEIPTS]);
    barb_common::assertion::attach(&mut req, &token).unwrap();
    req
}

/// A cancel request for `turn` of `conversation`, asserted for user-1.
fn cancel_request(conversation: &str, turn: &str) -> tonic::Request<CancelTurnRequest> {
    let mut req = tonic::Request::new(CancelTurnRequest { turn_id: turn.into() });
    let token = barb_tests::identity::assertion_for("user-1", conversation, turn, &[AUD_ORCHESTRATOR]);
    barb_common::assertion::attach(&mut req, &token).unwrap();
    req
}

/// Events of one conversation as they arrive in JetStream, with their headers
/// (read through an ordered consumer, as the gateway does: the NATS users
/// cannot subscribe to chat event subjects directly).
struct Listener {
    messages: jetstream::consumer::push::Ordered,
}

impl Listener {
    async fn new(stack: &Stack, conversation: &str) -> Self {
        let stream = stack.js.get_stream(chat_events::STREAM_NAME).await.unwrap();
        let consumer = stream
            .create_consumer(jetstream::consumer::push::OrderedConfig {
                deliver_subject: stack.js.client().new_inbox(),
                filter_subject: format!("chat.events.{conversation}.>"),
                deliver_policy: jetstream::consumer::DeliverPolicy::New,
                ..Default::default()
            })
            .await
            .unwrap();
        Self { messages: consumer.messages().await.unwrap() }
    }

    async fn next(&mut self) -> (ChatEvent, async_nats::HeaderMap) {
        let msg = tokio::time::timeout(WAIT, self.messages.next())
            .await
            .expect("no event within 60 s")
            .expect("consumer open")
            .expect("message");
        (ChatEvent::decode(msg.payload.clone()).unwrap(), msg.headers.clone().unwrap_or_default())
    }

    /// Events up to and including the terminal one.
    async fn until_end(&mut self) -> Vec<ChatEvent> {
        let mut out = Vec::new();
        loop {
            let (ev, _) = self.next().await;
            let end = matches!(ev.payload, Some(Payload::Done(_) | Payload::Error(_)));
            out.push(ev);
            if end {
                return out;
            }
        }
    }
}

fn done_of(events: &[ChatEvent]) -> Done {
    match events.last().and_then(|e| e.payload.clone()) {
        Some(Payload::Done(d)) => d,
        other => panic!("last event is not done: {other:?}"),
    }
}

fn kinds(events: &[ChatEvent]) -> Vec<&'static str> {
    events.iter().map(|e| chat_events::payload_name(e.payload.as_ref().unwrap())).collect()
}

fn assert_gap_free(events: &[ChatEvent], turn_id: &str) {
    for (i, e) in events.iter().enumerate() {
        assert_eq!(e.seq, i as u64 + 1, "seq gap at {i}: {:?}", kinds(events));
        assert_eq!(e.turn_id, turn_id);
        assert!(e.time.is_some());
    }
}

/// Reads a turn's events back from the JetStream stream.
async fn stored(
    js: &jetstream::Context,
    conversation: &str,
    turn: &str,
    n: usize,
) -> Vec<(ChatEvent, async_nats::HeaderMap)> {
    let stream = js.get_stream(chat_events::STREAM_NAME).await.unwrap();
    let consumer = stream
        .create_consumer(jetstream::consumer::pull::OrderedConfig {
            filter_subject: chat_events::turn_subject(conversation, turn),
            ..Default::default()
        })
        .await
        .unwrap();
    let mut msgs = consumer.messages().await.unwrap().take(n);
    let mut out = Vec::new();
    while let Some(m) = tokio::time::timeout(WAIT, msgs.next()).await.expect("stored events") {
        let m = m.unwrap();
        out.push((ChatEvent::decode(m.payload.clone()).unwrap(), m.headers.clone().unwrap_or_default()));
    }
    out
}

fn first_number_after<'a>(text: &'a str, label: &str) -> &'a str {
    let rest = &text[text.find(label).unwrap() + label.len()..];
    let rest = rest.trim_start_matches([' ', '+']);
    let end = rest.find(|c: char| !(c.is_ascii_digit() || c == '.')).unwrap_or(rest.len());
    rest[..end].trim_end_matches('.')
}

/// The conversation of a well-behaved model: query + backtest in parallel,
/// then an answer quoting the tool results.
fn analyst(body: &Value, _: usize) -> Reply {
    let results = an::tool_results(body);
    if results.is_empty() {
        return an::tool_reply(
            "Let me check.",
            &[
                (
                    "toolu_q",
                    "run_query",
                    json!({"query": {"from": "daily", "period": "last_20", "map": {"range": "high - low"}, "select": "mean(range)"}, "title": "Average range"}),
                ),
                (
                    "toolu_b",
                    "run_backtest",
                    json!({"strategy": {"entry": "rsi(close, 14) < 30", "direction": "long"}, "title": "RSI"}),
                ),
            ],
        );
    }
    let q = results.iter().find(|r| r.0 == "toolu_q").unwrap();
    let b = results.iter().find(|r| r.0 == "toolu_b").unwrap();
    let mean = first_number_after(&q.1, "Result:");
    let trades = first_number_after(&b.1, "Backtest:");
    let win = first_number_after(&b.1, "Win Rate");
    an::text_reply(&[
        &format!("The average range was {mean} points"),
        &format!(" and the backtest made {trades} trades with a {win}% win rate."),
    ])
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn question_runs_parallel_tools_and_ends_with_a_grounded_answer() {
    let mut s = stack(fake(analyst), LoopSettings::default(), Duration::from_secs(20)).await;
    let mut listener = Listener::new(&s, "conv-a").await;
    let turn_id = s
        .client
        .start_turn(start_request("conv-a", "What was the average range, and how does RSI<30 do?"))
        .await
        .unwrap()
        .into_inner()
        .turn_id;
    let evs = listener.until_end().await;
    assert_gap_free(&evs, &turn_id);
    let k = kinds(&evs);
    assert_eq!(k[0], "title_update");
    assert_eq!(k.iter().filter(|k| **k == "tool_start").count(), 2);
    assert_eq!(k.iter().filter(|k| **k == "tool_end").count(), 2);
    let first_end = k.iter().position(|k| *k == "tool_end").unwrap();
    let last_start = k.iter().rposition(|k| *k == "tool_start").unwrap();
    assert!(last_start < first_end, "both calls start before any ends: {k:?}");
    let done = done_of(&evs);
    assert!(!done.cancelled);
    assert_eq!(
        done.answer,
        "Let me check.\n\n{{data:0}}\n\n{{data:1}}\n\nThe average range was 245.3127 points and the backtest made 42 trades with a 57.1% win rate."
    );
    // Cards in call order: query (no type) then backtest.
    assert_eq!(done.data_blocks.len(), 2);
    let q: Value = serde_json::from_str(&done.data_blocks[0].json).unwrap();
    assert!(q.get("type").is_none());
    assert_eq!(q["title"], "Average range");
    assert_eq!(q["source_row_count"], 20);
    assert_eq!(q["source_rows"].as_array().unwrap().len(), 20);
    let b: Value = serde_json::from_str(&done.data_blocks[1].json).unwrap();
    assert_eq!(b["type"], "backtest");
    assert_eq!(b["metrics"]["total_trades"], 42);
    assert_eq!(done.data_blocks[1].call_id, "toolu_b");
    // Tool calls, usage, cost, grounding.
    assert_eq!(done.tool_calls.len(), 2);
    // The model gets the engine's text as result rK with the values it can cite.
    assert_eq!(
        done.tool_calls[0].output,
        format!("Result r1 (Average range):\n{QUERY_TEXT}\nCite as {{{{r1.NAME}}}}: value=245.3127, rows_scanned=20")
    );
    assert!(
        done.tool_calls[1].output.starts_with(&format!("Result r2 (RSI):\n{BACKTEST_TEXT}\nCite as {{{{r2.NAME}}}}: "))
    );
    assert!(done.tool_calls[1].output.contains("win_rate=57.14"), "{}", done.tool_calls[1].output);
    assert!(done.tool_calls.iter().all(|c| c.error.is_empty()));
    let u = done.usage.unwrap();
    assert_eq!(
        (u.input_tokens, u.output_tokens, u.cache_read_tokens, u.cache_write_tokens, u.rounds),
        (200, 50, 100, 20, 2)
    );
    let expected_cost = (200.0 * 3.0 + 50.0 * 15.0 + 100.0 * 0.3 + 20.0 * 3.75) / 1e6;
    assert!((u.cost_usd - expected_cost).abs() < 1e-12, "{}", u.cost_usd);
    let g = done.grounding.unwrap();
    assert!(g.grounded && !g.rewritten, "{g:?}");
    // The model got only the compact text, never the table.
    let reqs = s.llm.as_ref().unwrap().requests();
    assert_eq!(reqs.len(), 2);
    let results = an::tool_results(&reqs[1].body);
    assert_eq!(results.iter().find(|r| r.0 == "toolu_q").unwrap().1, done.tool_calls[0].output);
    // The model gets the tools exactly as the engines serve them, in routing order.
    let sent: Vec<(String, String, Value)> = reqs[0].body["tools"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| {
            (t["name"].as_str().unwrap().into(), t["description"].as_str().unwrap().into(), t["input_schema"].clone())
        })
        .collect();
    let served = tool_definitions();
    let expected: Vec<(String, String, Value)> =
        ["run_query", "run_backtest", "describe_data", "query_receipts", "function_reference"]
            .iter()
            .map(|name| {
                let d = served.iter().find(|d| d.name == *name).unwrap();
                (d.name.clone(), d.description.clone(), serde_json::from_str(&d.input_schema_json).unwrap())
            })
            .collect();
    assert_eq!(sent, expected);
    assert!(sent[0].1.contains("rsi(col, n=14)"));
    // JetStream holds the same events with message ids and the caller's trace.
    let st = stored(&s.js, "conv-a", &turn_id, evs.len()).await;
    assert_eq!(st.len(), evs.len());
    for (i, (ev, headers)) in st.iter().enumerate() {
        assert_eq!(ev, &evs[i]);
        assert_eq!(headers.get("Nats-Msg-Id").unwrap().as_str(), format!("{turn_id}:{}", i + 1));
        assert_eq!(headers.get("traceparent").unwrap().as_str(), TRACEPARENT);
    }
    // The conversation is free again.
    let again = s.client.start_turn(start_request("conv-a", "again")).await;
    assert!(again.is_ok());
    listener.until_end().await;
    assert_eq!(s.engines.observed.executes.load(Ordering::SeqCst), 2);
    // Chat metrics are registered next to the gRPC ones.
    let m = barb_common::metrics::render();
    assert!(m.contains("chat_turns_total{outcome=\"done\"}"), "{m}");
    assert!(m.contains("chat_tool_calls_total{outcome=\"ok\",tool=\"run_backtest\"}"));
    assert!(m.contains("chat_grounding_total{result=\"grounded\"}"));
    assert!(m.contains("chat_tokens_total{kind=\"cache_read\"}"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_ungrounded_number_gets_one_rewrite() {
    let handler = |body: &Value, _: usize| {
        let last = an::last_text(body);
        if an::assistant_turns(body) == 0 {
            return an::tool_reply(
                "",
                &[("toolu_q", "run_query", json!({"query": {"select": "mean(range)"}, "title": "Range"}))],
            );
        }
        if last.starts_with("[grounding check]") {
            return an::text_reply(&["The average range was ", "245.3 points."]);
        }
        an::text_reply(&["The average range was 312.9 points, ", "about 27% above normal."])
    };
    let mut s = stack(fake(handler), LoopSettings::default(), Duration::from_secs(20)).await;
    let mut listener = Listener::new(&s, "conv-r").await;
    let turn_id = s.client.start_turn(start_request("conv-r", "Average range?")).await.unwrap().into_inner().turn_id;
    let evs = listener.until_end().await;
    assert_gap_free(&evs, &turn_id);
    let resets: Vec<&ChatEvent> =
        evs.iter().filter(|e| matches!(&e.payload, Some(Payload::TextDelta(d)) if d.reset)).collect();
    assert_eq!(resets.len(), 1, "{:?}", kinds(&evs));
    let done = done_of(&evs);
    assert_eq!(done.answer, "{{data:0}}\n\nThe average range was 245.3 points.");
    let g = done.grounding.unwrap();
    assert!(g.grounded && g.rewritten, "{g:?}");
    let reqs = s.llm.as_ref().unwrap().requests();
    assert_eq!(reqs.len(), 3);
    let feedback = an::last_text(&reqs[2].body);
    assert!(feedback.starts_with("[grounding check]"), "{feedback}");
    assert!(
        feedback.contains("- \"312.9\" (unsupported)") && feedback.contains("- \"27%\" (unsupported)"),
        "{feedback}"
    );
    assert!(feedback.contains("r1.value=245.3127"), "the request lists the values that exist: {feedback}");
    assert_eq!(done.usage.unwrap().rounds, 3);
}

/// The model cites values instead of typing them; references arrive split
/// across deltas and reach clients as numbers.
fn citing(body: &Value, _: usize) -> Reply {
    if an::last_text(body).starts_with("[grounding check]") {
        return an::text_reply(&["Cited: {{r1.value|1}}."]);
    }
    if an::tool_results(body).is_empty() {
        return analyst(body, 0);
    }
    an::text_reply(&[
        "The average range was {{r1.va",
        "lue|1}} points; the backtest won {",
        "{r2.win_rate|1}}% of {{r2.total_trades}} trades",
        " and {{r9.value}} more.",
    ])
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn cited_values_stream_as_numbers_with_bindings_in_done() {
    let mut s = stack(fake(citing), LoopSettings::default(), Duration::from_secs(20)).await;
    let mut listener = Listener::new(&s, "conv-c").await;
    s.client.start_turn(start_request("conv-c", "range and rsi")).await.unwrap();
    let evs = listener.until_end().await;
    let deltas: Vec<(String, bool)> = evs
        .iter()
        .filter_map(|e| match &e.payload {
            Some(Payload::TextDelta(d)) => Some((d.delta.clone(), d.reset)),
            _ => None,
        })
        .collect();
    assert!(
        deltas.iter().all(|(d, _)| !d.contains("{{r") && !d.ends_with('{')),
        "no reference reaches clients: {deltas:?}"
    );
    // The first attempt's text, unless the publisher merged it into the reset
    // that discards it (it does when deltas queue behind a slow publish).
    let first: String = deltas.iter().take_while(|(_, reset)| !reset).map(|(d, _)| d.as_str()).collect();
    if first.contains("The average range") {
        assert!(
            first.ends_with("The average range was 245.3 points; the backtest won 57.1% of 42 trades and [?] more."),
            "{first}"
        );
    }
    let last_reset = deltas.iter().rposition(|(_, reset)| *reset).expect("the rewrite resets the text");
    let rewritten: String = deltas[last_reset..].iter().map(|(d, _)| d.as_str()).collect();
    assert!(rewritten.ends_with("Cited: 245.3."), "{rewritten}");
    // The unresolved {{r9.value}} failed the check: one rewrite, which cites correctly.
    let done = done_of(&evs);
    let g = done.grounding.clone().unwrap();
    assert!(g.grounded && g.rewritten, "{g:?}");
    assert_eq!((g.bound, g.checked), (1, 0));
    assert!(done.answer.ends_with("Cited: 245.3."), "{}", done.answer);
    assert_eq!(done.bindings.len(), 1);
    let b = &done.bindings[0];
    assert_eq!(&done.answer[b.start as usize..b.end as usize], "245.3");
    assert_eq!((b.text.as_str(), b.reference.as_str(), b.call_id.as_str()), ("245.3", "r1.value|1", "toolu_q"));
    assert_eq!((b.result, b.data_block, b.column.as_str(), b.value), (1, Some(0), "mean_range", 245.3127));
    // The rewrite request named the reference that cites nothing.
    let reqs = s.llm.as_ref().unwrap().requests();
    let request = an::last_text(&reqs[2].body);
    assert!(request.contains("(unresolved_reference)") && request.contains("r9"), "{request}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rewrite_that_stays_ungrounded_is_reported_not_repeated() {
    let handler = |body: &Value, _: usize| {
        if an::assistant_turns(body) == 0 {
            return an::tool_reply(
                "",
                &[("toolu_q", "run_query", json!({"query": {"select": "mean(range)"}, "title": "Range"}))],
            );
        }
        an::text_reply(&["It was 999.5 points."])
    };
    let mut s = stack(fake(handler), LoopSettings::default(), Duration::from_secs(20)).await;
    let mut listener = Listener::new(&s, "conv-u").await;
    s.client.start_turn(start_request("conv-u", "Average range?")).await.unwrap();
    let done = done_of(&listener.until_end().await);
    let g = done.grounding.unwrap();
    assert!(!g.grounded && g.rewritten);
    assert_eq!(g.unsupported, vec!["999.5"]);
    assert_eq!(s.llm.as_ref().unwrap().requests().len(), 3, "exactly one rewrite round");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tool_errors_go_back_to_the_model_which_corrects_itself() {
    let handler = |body: &Value, _: usize| {
        let results = an::tool_results(body);
        match results.first() {
            None => an::tool_reply(
                "",
                &[("toolu_1", "run_query", json!({"query": {"select": "mean(clsoe)"}, "title": "Close"}))],
            ),
            Some((_, text, true)) if text.contains("did you mean 'close'") => an::tool_reply(
                "",
                &[("toolu_2", "run_query", json!({"query": {"select": "mean(close)"}, "title": "Close"}))],
            ),
            Some((_, text, false)) => {
                an::text_reply(&[&format!("Mean close: {}.", first_number_after(text, "Result:"))])
            }
            Some(other) => an::text_reply(&[&format!("unexpected {other:?}")]),
        }
    };
    let mut s = stack(fake(handler), LoopSettings::default(), Duration::from_secs(20)).await;
    let mut listener = Listener::new(&s, "conv-e").await;
    s.client.start_turn(start_request("conv-e", "Mean close?")).await.unwrap();
    let evs = listener.until_end().await;
    let ends: Vec<_> = evs
        .iter()
        .filter_map(|e| if let Some(Payload::ToolEnd(t)) = &e.payload { Some(t.clone()) } else { None })
        .collect();
    assert_eq!(ends[0].error, "Unknown column 'clsoe' (hint: did you mean 'close'?)");
    assert!(ends[1].error.is_empty());
    let done = done_of(&evs);
    assert_eq!(done.tool_calls[0].output, "Error: Unknown column 'clsoe' (hint: did you mean 'close'?)");
    assert_eq!(done.data_blocks.len(), 1, "no card for the failed call");
    assert!(done.answer.ends_with("Mean close: 245.3127."));
    assert!(done.grounding.unwrap().grounded);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn cancel_stops_a_streaming_answer_within_a_second() {
    let handler = |_: &Value, _: usize| {
        let mut ev = vec![an::start(10, 0, 0)];
        ev.extend(an::text_block(0, &["Thinking", " about", " it", " slowly", " and", " more"]));
        Reply::sse(ev).paced(Duration::from_millis(150)).hang()
    };
    let mut s = stack(fake(handler), LoopSettings::default(), Duration::from_secs(20)).await;
    let mut listener = Listener::new(&s, "conv-c").await;
    let turn_id = s.client.start_turn(start_request("conv-c", "Tell me")).await.unwrap().into_inner().turn_id;
    loop {
        let (ev, _) = listener.next().await;
        if matches!(ev.payload, Some(Payload::TextDelta(_))) {
            break;
        }
    }
    // One running turn per conversation.
    let busy = s.client.start_turn(start_request("conv-c", "second")).await.unwrap_err();
    assert_eq!(busy.code(), tonic::Code::AlreadyExists);
    assert_eq!(detail_of(&busy).unwrap().code, "turn_running");
    // The same turn id again is an idempotent retry.
    let retry = start_request_for("conv-c", "Tell me", &turn_id);
    assert_eq!(s.client.start_turn(retry).await.unwrap().into_inner().turn_id, turn_id);

    let t0 = Instant::now();
    let resp = s.client.cancel_turn(cancel_request("conv-c", &turn_id)).await.unwrap().into_inner();
    assert!(resp.cancelled);
    let rest = listener.until_end().await;
    assert!(t0.elapsed() < Duration::from_secs(1), "cancel took {:?}", t0.elapsed());
    let done = done_of(&rest);
    assert!(done.cancelled);
    assert!(done.answer.starts_with("Thinking"), "{}", done.answer);
    assert!(!done.answer.contains("more"));
    // Cancelling again reports nothing to cancel; the conversation is free.
    assert!(!s.client.cancel_turn(cancel_request("conv-c", &turn_id)).await.unwrap().into_inner().cancelled);
    assert!(s.client.start_turn(start_request("conv-c", "next")).await.is_ok());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn cancel_stops_in_flight_tool_calls() {
    let handler = |_: &Value, _: usize| {
        an::tool_reply(
            "",
            &[(
                "toolu_s",
                "run_query",
                json!({"query": {"select": "mean(range)", "where": "slow > 0"}, "title": "Slow"}),
            )],
        )
    };
    let mut s = stack(fake(handler), LoopSettings::default(), Duration::from_secs(120)).await;
    let mut listener = Listener::new(&s, "conv-t").await;
    let turn_id = s.client.start_turn(start_request("conv-t", "slow one")).await.unwrap().into_inner().turn_id;
    loop {
        let (ev, _) = listener.next().await;
        if matches!(ev.payload, Some(Payload::ToolStart(_))) {
            break;
        }
    }
    // Let the call reach the engine.
    let deadline = Instant::now() + WAIT;
    while s.engines.observed.executes.load(Ordering::SeqCst) == 0 && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let t0 = Instant::now();
    assert!(s.client.cancel_turn(cancel_request("conv-t", &turn_id)).await.unwrap().into_inner().cancelled);
    let rest = listener.until_end().await;
    assert!(t0.elapsed() < Duration::from_secs(1), "cancel took {:?}", t0.elapsed());
    let done = done_of(&rest);
    assert!(done.cancelled);
    assert_eq!(done.tool_calls[0].error, "cancelled");
    // The engine saw its call dropped (the gRPC stream was reset).
    let deadline = Instant::now() + Duration::from_secs(20);
    while !s.engines.observed.slow_call_dropped.load(Ordering::SeqCst) && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert!(s.engines.observed.slow_call_dropped.load(Ordering::SeqCst));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slow_tool_hits_its_deadline_and_the_model_is_told() {
    let handler = |body: &Value, _: usize| match an::tool_results(body).first() {
        None => an::tool_reply(
            "",
            &[("toolu_s", "run_query", json!({"query": {"where": "slow > 0", "select": "count()"}, "title": "Slow"}))],
        ),
        Some((_, text, is_error)) => an::text_reply(&[&format!("error={is_error}: {text}")]),
    };
    let mut s = stack(fake(handler), LoopSettings::default(), Duration::from_millis(300)).await;
    let mut listener = Listener::new(&s, "conv-d").await;
    s.client.start_turn(start_request("conv-d", "slow")).await.unwrap();
    let done = done_of(&listener.until_end().await);
    assert!(done.tool_calls[0].error.contains("did not finish within 300 ms"), "{:?}", done.tool_calls[0]);
    assert!(done.answer.starts_with("error=true: Error: run_query did not finish within 300 ms"), "{}", done.answer);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stream_that_keeps_breaking_ends_the_turn_with_a_typed_error_after_the_retries() {
    let handler = |_: &Value, _: usize| {
        let mut ev = vec![an::start(10, 0, 0)];
        ev.extend(an::text_block(0, &["I was saying"]));
        ev.push(an::event(
            "error",
            json!({"type": "error", "error": {"type": "overloaded_error", "message": "Overloaded"}}),
        ));
        Reply::sse(ev)
    };
    let mut s = stack(fake(handler), LoopSettings::default(), Duration::from_secs(20)).await;
    let mut listener = Listener::new(&s, "conv-f").await;
    let turn_id = s.client.start_turn(start_request("conv-f", "hi")).await.unwrap().into_inner().turn_id;
    let evs = listener.until_end().await;
    assert_gap_free(&evs, &turn_id);
    // Each broken attempt's text is voided before the round starts again (LLM_ROUND_RETRIES = 2).
    assert_eq!(
        kinds(&evs),
        ["title_update", "text_delta", "superseded", "text_delta", "superseded", "text_delta", "error"],
        "{evs:?}"
    );
    for e in evs.iter().filter(|e| matches!(e.payload, Some(Payload::Superseded(_)))) {
        let Some(Payload::Superseded(sup)) = &e.payload else { unreachable!() };
        // It voids the attempt's text (the event right before it); the title stays.
        assert_eq!(
            (sup.after_seq, sup.text.as_str(), sup.reason.as_str(), sup.takeovers),
            (e.seq - 2, "", "model_retry", 0)
        );
    }
    let Some(Payload::Error(err)) = evs.last().unwrap().payload.clone() else { panic!("{:?}", kinds(&evs)) };
    assert_eq!((err.code.as_str(), err.retryable), ("provider_stream_failed", true));
    assert!(err.message.contains("overloaded_error") && err.message.contains("tried 3 times"), "{}", err.message);
    assert_eq!(err.partial_answer, "I was saying", "what the client shows after the last attempt");
    assert_eq!(err.usage.unwrap().rounds, 3);
    assert_eq!(s.llm.as_ref().unwrap().requests().len(), 3);
    assert!(s.client.start_turn(start_request("conv-f", "again")).await.is_ok(), "conversation freed after an error");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stream_cut_mid_answer_is_retried_and_its_text_superseded() {
    let handler = |_: &Value, n: usize| match n {
        0 => an::tool_reply(
            "Looking.",
            &[("toolu_1", "run_query", json!({"query": {"select": "mean(range)"}, "title": "Range"}))],
        ),
        // The connection ends mid-answer (no message_stop).
        1 => {
            let mut ev = vec![an::start(10, 0, 0)];
            ev.extend(an::text_block(0, &[" The answer", " is"]));
            Reply::sse(ev)
        }
        _ => an::text_reply(&[" The answer is 3."]),
    };
    let mut s = stack(fake(handler), LoopSettings::default(), Duration::from_secs(20)).await;
    let mut listener = Listener::new(&s, "conv-r").await;
    let turn_id =
        s.client.start_turn(start_request("conv-r", "what is the range?")).await.unwrap().into_inner().turn_id;
    let evs = listener.until_end().await;
    assert_gap_free(&evs, &turn_id);
    let k = kinds(&evs);
    let sup_at = k.iter().position(|x| *x == "superseded").expect("a superseded event");
    let Some(Payload::Superseded(sup)) = &evs[sup_at].payload else { unreachable!() };
    // Everything before the broken round stands: its first text came right after after_seq.
    let first_of_round = evs.iter().position(|e| e.seq == sup.after_seq + 1).unwrap();
    assert_eq!(k[first_of_round], "text_delta");
    assert!(k[..first_of_round].contains(&"tool_end"), "{k:?}");
    assert_eq!((sup.text.as_str(), sup.reason.as_str(), sup.takeovers), ("Looking.", "model_retry", 0));
    assert_eq!(k[sup_at + 1..], ["text_delta", "done"], "{k:?}");
    let done = done_of(&evs);
    assert!(done.answer.starts_with("Looking.") && done.answer.ends_with("The answer is 3."), "{}", done.answer);
    assert_eq!(done.answer.matches("The answer").count(), 1, "the voided text is not in the answer");
    assert_eq!(s.llm.as_ref().unwrap().requests().len(), 3);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_round_that_fails_before_output_is_retried_once() {
    let handler = |_: &Value, n: usize| {
        if n == 0 {
            Reply::sse(vec![an::start(10, 0, 0)]) // connection ends before any output
        } else {
            an::text_reply(&["Hello."])
        }
    };
    let mut s = stack(fake(handler), LoopSettings::default(), Duration::from_secs(20)).await;
    let mut listener = Listener::new(&s, "conv-x").await;
    s.client.start_turn(start_request("conv-x", "hi")).await.unwrap();
    let done = done_of(&listener.until_end().await);
    assert_eq!(done.answer, "Hello.");
    assert_eq!(s.llm.as_ref().unwrap().requests().len(), 2);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_round_limit_forces_an_answer() {
    let handler = |body: &Value, n: usize| {
        if body["tool_choice"]["type"] == "none" {
            return an::text_reply(&["Enough tools."]);
        }
        an::tool_reply(
            "",
            &[(&format!("toolu_{n}"), "run_query", json!({"query": {"select": "mean(range)"}, "title": "Again"}))],
        )
    };
    let settings = LoopSettings { max_tool_rounds: 2, ..Default::default() };
    let mut s = stack(fake(handler), settings, Duration::from_secs(20)).await;
    let mut listener = Listener::new(&s, "conv-l").await;
    s.client.start_turn(start_request("conv-l", "loop")).await.unwrap();
    let done = done_of(&listener.until_end().await);
    assert_eq!(done.tool_calls.len(), 2);
    assert_eq!(done.usage.unwrap().rounds, 3);
    assert!(done.answer.ends_with("Enough tools."));
    let reqs = s.llm.as_ref().unwrap().requests();
    assert_eq!(reqs[1].body["tool_choice"]["type"], "auto");
    assert_eq!(reqs[2].body["tool_choice"]["type"], "none");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stream_turn_streams_the_events_published_on_nats() {
    let mut s = stack(fake(analyst), LoopSettings::default(), Duration::from_secs(20)).await;
    let mut listener = Listener::new(&s, "conv-s").await;
    let mut stream = s.client.stream_turn(start_request("conv-s", "range and rsi")).await.unwrap().into_inner();
    let mut streamed = Vec::new();
    while let Some(ev) = tokio::time::timeout(WAIT, stream.next()).await.unwrap() {
        streamed.push(ev.unwrap());
    }
    let published = listener.until_end().await;
    assert_eq!(streamed, published);
    assert!(done_of(&streamed).grounding.unwrap().grounded);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_mock_provider_runs_the_real_loop() {
    let mut s = stack(Model::Mock(Script::builtin()), LoopSettings::default(), Duration::from_secs(20)).await;
    let mut listener = Listener::new(&s, "conv-m").await;
    s.client.start_turn(start_request("conv-m", "What was the average daily range?")).await.unwrap();
    let evs = listener.until_end().await;
    let done = done_of(&evs);
    assert_eq!(done.tool_calls[0].tool_name, "run_query");
    assert!(
        done.answer.ends_with("The average daily range over the last 20 trading days was 245.3 points."),
        "{}",
        done.answer
    );
    assert!(done.grounding.unwrap().grounded);
    assert!(kinds(&evs).iter().filter(|k| **k == "text_delta").count() >= 1);

    // Receipts: describe, then query, with the user id forwarded.
    s.client.start_turn(start_request("conv-m2", "How much did I spend at the shop?")).await.unwrap();
    let mut l2 = Listener::new(&s, "conv-m2").await;
    let done = done_of(&l2.until_end().await);
    let names: Vec<&str> = done.tool_calls.iter().map(|c| c.tool_name.as_str()).collect();
    assert_eq!(names, ["describe_data", "query_receipts"]);
    let card: Value = serde_json::from_str(&done.data_blocks[0].json).unwrap();
    assert_eq!(card["type"], "receipts");
    assert_eq!(s.engines.observed.user_ids.lock().unwrap().as_slice(), ["user-1"]);
    assert!(done.grounding.unwrap().grounded, "{}", done.answer);
}

/// A sweep answer that states the in-sample winner without its
/// out-of-sample figure, the configurations tried and the caveat fails the
/// check; the mock's rewrite (what the request asks for) passes; a rewrite
/// that still omits them ends ungrounded with the missing items named.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_sweep_answer_without_its_disclosures_is_rewritten() {
    let script = |rewrite: &str| -> Script {
        serde_json::from_value(json!({
            "tokens_per_second": 0,
            "rules": [{"name": "sweep", "any": ["sweep"],
              "rounds": [
                {"text": "", "tool_calls": [{"name": "backtest_sweep", "input": {
                    "strategy": {"entry": "rsi(close, 14) < {level}", "direction": "long", "exit_bars": "{hold}"},
                    "parameters": {"level": [30, 35, 40, 45], "hold": [3, 5, 10]}, "from": "daily", "min_trades": 5,
                    "title": "RSI level and hold sweep"}}]},
                {"text": "The best setting, level=40, hold=3, reached a Sharpe of {{r1.#1.is_sharpe|2}} in-sample."}
              ],
              "rewrite": rewrite}]
        }))
        .unwrap()
    };
    let honest = "Of {{r1.configurations}} configurations, level=40, hold=3 had the best in-sample Sharpe \
                  ({{r1.#1.is_sharpe|2}}) but {{r1.#1.oos_sharpe|2}} out of sample: with that many tries it is most likely luck.";
    let mut s = stack(Model::Mock(script(honest)), LoopSettings::default(), Duration::from_secs(20)).await;
    let mut listener = Listener::new(&s, "conv-sweep").await;
    s.client.start_turn(start_request("conv-sweep", "Run a sweep of the RSI level")).await.unwrap();
    let done = done_of(&listener.until_end().await);
    let g = done.grounding.clone().unwrap();
    assert!(g.grounded && g.rewritten, "{g:?} {}", done.answer);
    assert!(done.answer.ends_with("Of 12 configurations, level=40, hold=3 had the best in-sample Sharpe (1.68) but -3.52 out of sample: with that many tries it is most likely luck."), "{}", done.answer);
    assert_eq!(done.tool_calls[0].tool_name, "backtest_sweep");

    // The rewrite repeats the omission: reported, with what is missing.
    let same = "The best setting, level=40, hold=3, reached a Sharpe of {{r1.#1.is_sharpe|2}} in-sample.";
    let mut s = stack(Model::Mock(script(same)), LoopSettings::default(), Duration::from_secs(20)).await;
    let mut listener = Listener::new(&s, "conv-sweep2").await;
    s.client.start_turn(start_request("conv-sweep2", "Run a sweep of the RSI level")).await.unwrap();
    let done = done_of(&listener.until_end().await);
    let g = done.grounding.unwrap();
    assert!(!g.grounded && g.rewritten, "{g:?}");
    let issue = g.issues.iter().find(|i| i.kind == "sweep_disclosure").expect("a disclosure issue");
    assert_eq!(issue.text, "1.68");
    for missing in [
        "out-of-sample figure ({{r1.#1.oos_sharpe}} = -3.5165)",
        "configurations tried ({{r1.configurations}} = 12)",
        "caveat",
    ] {
        assert!(issue.message.contains(missing), "{missing}: {}", issue.message);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn shutdown_ends_running_turns_with_a_shutdown_error() {
    let handler = |_: &Value, _: usize| {
        let mut ev = vec![an::start(10, 0, 0)];
        ev.extend(an::text_block(0, &["Long", " answer", " in", " progress"]));
        Reply::sse(ev).paced(Duration::from_millis(200)).hang()
    };
    let mut s = stack(fake(handler), LoopSettings::default(), Duration::from_secs(20)).await;
    let mut listener = Listener::new(&s, "conv-z").await;
    s.client.start_turn(start_request("conv-z", "long")).await.unwrap();
    loop {
        if matches!(listener.next().await.0.payload, Some(Payload::TextDelta(_))) {
            break;
        }
    }
    assert_eq!(s.svc.shutdown(Duration::from_secs(10)).await, 0, "every turn finished publishing");
    let evs = listener.until_end().await;
    let Some(Payload::Error(err)) = evs.last().unwrap().payload.clone() else { panic!("{:?}", kinds(&evs)) };
    assert_eq!(err.code, "shutdown");
    assert!(err.partial_answer.starts_with("Long"));
}
