//! End to end: the real `chat-orchestrator` binary with the real engine
//! binaries (query-engine, backtest, receipts-query), real NATS JetStream and
//! PostgreSQL from the harness, and a fake LLM server speaking the Anthropic
//! streaming format. A question produces tool calls, data blocks and a
//! grounded answer; tool errors are recovered; an invented number triggers the
//! rewrite; cancellation and a provider failure mid-stream end the turn
//! cleanly; the model receives exactly the tool definitions the engines serve.

#[path = "../../services/chat-orchestrator/tests/support/fake_llm.rs"]
mod fake_llm;

use std::{sync::Arc, time::Duration};

use barb_common::proto::chat::v1::{
    CancelTurnRequest, ChatEvent, Done, StartTurnRequest, chat_event::Payload,
    chat_orchestrator_client::ChatOrchestratorClient,
};
use barb_common::proto::tools::v1::{ListToolsRequest, tool_catalog_service_client::ToolCatalogServiceClient};
use barb_tests::{Nats, Postgres, ServiceProcess, free_port, wait_for_grpc_health};
use fake_llm::{FakeLlm, Reply, anthropic as an};
use futures::StreamExt;
use prost::Message as _;
use serde_json::{Value, json};

const WAIT: Duration = Duration::from_secs(120);

/// A running engine binary and its address.
struct Service {
    _proc: ServiceProcess,
    addr: String,
}

async fn spawn_grpc(bin: &str, service: &str, mut env: Vec<(&str, String)>) -> anyhow::Result<Service> {
    let port = free_port();
    env.push(("LISTEN_ADDR", format!("127.0.0.1:{port}")));
    env.push(("METRICS_ADDR", "off".into()));
    let proc = ServiceProcess::spawn(bin, &env)?;
    let addr = format!("http://127.0.0.1:{port}");
    wait_for_grpc_health(&addr, service, WAIT).await?;
    Ok(Service { _proc: proc, addr })
}

/// Orchestrator + engines + NATS + fake LLM.
struct Stack {
    _nats: Nats,
    _pg: Option<Postgres>,
    engines: Vec<Service>,
    _orchestrator: Service,
    nats: async_nats::Client,
    client: ChatOrchestratorClient<
        tonic::service::interceptor::InterceptedService<
            tonic::transport::Channel,
            barb_common::client::ContextInterceptor,
        >,
    >,
    llm: FakeLlm,
}

#[derive(Clone, Copy, PartialEq)]
enum Engines {
    None,
    Query,
    Backtest,
    Receipts,
    All,
}

async fn stack(handler: fake_llm::Handler, engines: Engines) -> anyhow::Result<Stack> {
    let nats = Nats::start()?;
    let llm = FakeLlm::start(handler).await;
    let mut running = Vec::new();
    let mut pg = None;
    let unused = format!("http://127.0.0.1:{}", free_port());
    let (mut query, mut backtest, mut receipts) = (unused.clone(), unused.clone(), unused);
    if matches!(engines, Engines::Query | Engines::All) {
        let s = spawn_grpc("query-engine", "barb.query.v1.QueryEngine", vec![]).await?;
        query = s.addr.clone();
        running.push(s);
    }
    if matches!(engines, Engines::Backtest | Engines::All) {
        let s = spawn_grpc("backtest", "barb.backtest.v1.Backtest", vec![]).await?;
        backtest = s.addr.clone();
        running.push(s);
    }
    if matches!(engines, Engines::Receipts | Engines::All) {
        let p = Postgres::start()?;
        let db = p.fresh_database().await?;
        let s = spawn_grpc("receipts-query", "barb.receipts.v1.ReceiptsQuery", vec![("DATABASE_URL", db)]).await?;
        receipts = s.addr.clone();
        running.push(s);
        pg = Some(p);
    }
    let orchestrator = spawn_grpc(
        "chat-orchestrator",
        "barb.chat.v1.ChatOrchestrator",
        vec![
            ("NATS_URL", nats.url.clone()),
            ("LLM_PROVIDER", "anthropic".into()),
            ("LLM_MODEL", "claude-sonnet-4-5".into()),
            ("ANTHROPIC_API_KEY", "sk-e2e".into()),
            ("ANTHROPIC_BASE_URL", llm.base_url.clone()),
            ("PROVIDER_RETRY_BASE_MS", "10".into()),
            ("QUERY_ENGINE_ADDR", query),
            ("BACKTEST_ADDR", backtest),
            ("RECEIPTS_ADDR", receipts),
            ("TOOL_TIMEOUT_MS", "60000".into()),
        ],
    )
    .await?;
    let channel = tonic::transport::Endpoint::from_shared(orchestrator.addr.clone())?.connect().await?;
    let client = ChatOrchestratorClient::with_interceptor(channel, barb_tests::identity::internal_auth());
    // Reads events as the gateway's NATS user (the only one allowed to).
    let nc = nats.connect(barb_tests::NatsRole::Gateway).await?;
    Ok(Stack { _nats: nats, _pg: pg, engines: running, _orchestrator: orchestrator, nats: nc, client, llm })
}

const USER: &str = "3f2b0c1e-0000-4000-8000-000000000001";

/// A start request for a new turn with the user assertion the gateway would send.
fn request(conversation: &str, message: &str) -> tonic::Request<StartTurnRequest> {
    use barb_common::assertion::{AUD_ORCHESTRATOR, AUD_RECEIPTS};
    let turn = uuid::Uuid::new_v4().to_string();
    let mut req = tonic::Request::new(StartTurnRequest {
        conversation_id: conversation.into(),
        user_id: USER.into(),
        message: message.into(),
        instrument: "NQ".into(),
        generate_title: true,
        turn_id: turn.clone(),
        ..Default::default()
    });
    let token = barb_tests::identity::assertion_for(USER, conversation, &turn, &[AUD_ORCHESTRATOR, AUD_RECEIPTS]);
    barb_common::assertion::attach(&mut req, &token).expect("ascii");
    req
}

/// A cancel request for the user's turn.
fn cancel_request(conversation: &str, turn: &str) -> tonic::Request<CancelTurnRequest> {
    let mut req = tonic::Request::new(CancelTurnRequest { turn_id: turn.into() });
    let token =
        barb_tests::identity::assertion_for(USER, conversation, turn, &[barb_common::assertion::AUD_ORCHESTRATOR]);
    barb_common::assertion::attach(&mut req, &token).expect("ascii");
    req
}

/// A turn's events, replayed from JetStream in order.
type Events = std::pin::Pin<Box<dyn futures::Stream<Item = Vec<u8>> + Send>>;

/// Starts a turn and returns its id with its events. The events are read
/// through an ordered JetStream consumer from the start of the turn's subject,
/// so none can be missed however late the reader attaches.
async fn start(s: &mut Stack, conversation: &str, message: &str) -> anyhow::Result<(String, Events)> {
    use async_nats::jetstream::consumer::{DeliverPolicy, pull::OrderedConfig};
    let turn_id = s.client.start_turn(request(conversation, message)).await?.into_inner().turn_id;
    let js = async_nats::jetstream::new(s.nats.clone());
    let stream = js.get_stream("CHAT_EVENTS").await?;
    let consumer = stream
        .create_consumer(OrderedConfig {
            filter_subject: format!("chat.events.{conversation}.{turn_id}"),
            deliver_policy: DeliverPolicy::All,
            ..Default::default()
        })
        .await?;
    let messages = consumer.messages().await?.filter_map(|m| async move { m.ok().map(|m| m.payload.to_vec()) });
    Ok((turn_id, Box::pin(messages)))
}

async fn next_event(sub: &mut Events) -> ChatEvent {
    let msg = tokio::time::timeout(WAIT, sub.next()).await.expect("event within 120 s").expect("stream open");
    ChatEvent::decode(msg.as_slice()).expect("protobuf ChatEvent")
}

async fn until_end(sub: &mut Events) -> Vec<ChatEvent> {
    let mut out = Vec::new();
    loop {
        let ev = next_event(sub).await;
        let end = matches!(ev.payload, Some(Payload::Done(_) | Payload::Error(_)));
        out.push(ev);
        if end {
            return out;
        }
    }
}

fn done_of(events: &[ChatEvent]) -> Done {
    match events.last().and_then(|e| e.payload.clone()) {
        Some(Payload::Done(d)) => d,
        other => panic!("turn did not end with done: {other:?}"),
    }
}

fn assert_gap_free(events: &[ChatEvent]) {
    for (i, e) in events.iter().enumerate() {
        assert_eq!(e.seq, i as u64 + 1);
    }
}

/// The first number after `label` in a tool result, as written.
fn number_after(text: &str, label: &str) -> String {
    let i = text.find(label).unwrap_or_else(|| panic!("{label:?} not in {text:?}")) + label.len();
    text[i..]
        .trim_start()
        .chars()
        .take_while(|c| c.is_ascii_digit() || matches!(c, '.' | '-' | '+'))
        .collect::<String>()
        .trim_end_matches('.')
        .to_string()
}

fn range_query() -> Value {
    json!({"query": {"from": "daily", "period": "last_20", "map": {"range": "high - low"}, "select": "mean(range)"},
           "title": "Average daily range, last 20 days"})
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn chat_question_produces_tool_calls_data_blocks_and_a_grounded_answer() -> anyhow::Result<()> {
    let handler = Arc::new(|body: &Value, _: usize| match an::tool_results(body).first() {
        None => an::tool_reply("Let me compute that.", &[("toolu_range", "run_query", range_query())]),
        Some((_, text, false)) => an::text_reply(&[
            "The average daily range over the last 20 trading days was ",
            &number_after(text, "Result:"),
            " points.",
        ]),
        Some((_, text, true)) => an::text_reply(&[&format!("The tool failed: {text}")]),
    });
    let mut s = stack(handler, Engines::Query).await?;
    let (turn_id, mut sub) = start(&mut s, "e2e-q", "What was the average daily range recently?").await?;
    let events = until_end(&mut sub).await;
    assert_gap_free(&events);
    assert!(events.iter().all(|e| e.turn_id == turn_id && e.conversation_id == "e2e-q"));
    assert!(matches!(events[0].payload, Some(Payload::TitleUpdate(_))));
    let done = done_of(&events);
    assert_eq!(done.tool_calls.len(), 1);
    let call = &done.tool_calls[0];
    assert!(call.error.is_empty(), "query failed: {}", call.error);
    // Result r1: the engine's summary line, then the values the model can cite.
    assert!(call.output.starts_with("Result r1 (Average daily range, last 20 days):\nResult:"), "{}", call.output);
    assert!(call.output.contains("\nCite as {{r1.NAME}}: value="), "{}", call.output);
    // The card carries the evidence rows; the model only saw the summary line.
    assert_eq!(done.data_blocks.len(), 1);
    let card: Value = serde_json::from_str(&done.data_blocks[0].json)?;
    assert!(card.get("type").is_none());
    assert_eq!(card["title"], "Average daily range, last 20 days");
    let rows = card["source_rows"].as_array().expect("source rows");
    assert!(!rows.is_empty() && rows.len() <= 200);
    assert!(card["source_row_count"].as_u64().unwrap() >= rows.len() as u64);
    let sent = an::tool_results(&s.llm.requests()[1].body);
    assert_eq!(sent[0].1, call.output, "the model gets the compact text only");
    assert!(done.answer.contains("{{data:0}}"));
    let g = done.grounding.unwrap();
    assert!(g.grounded && !g.rewritten, "{g:?}: {}", done.answer);
    let u = done.usage.unwrap();
    assert_eq!(u.rounds, 2);
    assert!(u.cost_usd > 0.0);
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn chat_tool_error_goes_back_to_the_model_which_recovers() -> anyhow::Result<()> {
    let handler = Arc::new(|body: &Value, _: usize| match an::tool_results(body).first() {
        None => an::tool_reply(
            "",
            &[(
                "toolu_bad",
                "run_query",
                json!({"query": {"from": "daily", "period": "last_5", "select": "mean(clsoe)"}, "title": "Mean close"}),
            )],
        ),
        Some((_, text, true)) => {
            assert!(text.starts_with("Error: "), "{text}");
            an::tool_reply(
                "",
                &[(
                    "toolu_ok",
                    "run_query",
                    json!({"query": {"from": "daily", "period": "last_5", "select": "mean(close)"}, "title": "Mean close"}),
                )],
            )
        }
        Some((_, text, false)) => an::text_reply(&["The mean close was ", &number_after(text, "Result:"), "."]),
    });
    let mut s = stack(handler, Engines::Query).await?;
    let (_, mut sub) = start(&mut s, "e2e-err", "Mean close of the last 5 days?").await?;
    let done = done_of(&until_end(&mut sub).await);
    assert_eq!(done.tool_calls.len(), 2);
    assert!(done.tool_calls[0].error.contains("clsoe"), "{:?}", done.tool_calls[0]);
    assert!(done.tool_calls[1].error.is_empty(), "{:?}", done.tool_calls[1]);
    assert!(done.grounding.unwrap().grounded, "{}", done.answer);
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn chat_ungrounded_number_triggers_the_rewrite() -> anyhow::Result<()> {
    let handler = Arc::new(|body: &Value, _: usize| {
        let results = an::tool_results(body);
        if an::assistant_turns(body) == 0 {
            return an::tool_reply("", &[("toolu_range", "run_query", range_query())]);
        }
        if an::last_text(body).starts_with("[grounding check]") {
            // Quote the real number from the tool result earlier in the conversation.
            let msgs = body["messages"].as_array().unwrap();
            let tool_text = msgs
                .iter()
                .flat_map(|m| m["content"].as_array().cloned().unwrap_or_default())
                .find(|b| b["type"] == "tool_result")
                .and_then(|b| b["content"].as_str().map(str::to_string))
                .unwrap();
            return an::text_reply(&["The average daily range was ", &number_after(&tool_text, "Result:"), " points."]);
        }
        assert!(!results.is_empty());
        an::text_reply(&["The average daily range was 12345.67 points."])
    });
    let mut s = stack(handler, Engines::Query).await?;
    let (_, mut sub) = start(&mut s, "e2e-rw", "Average daily range?").await?;
    let events = until_end(&mut sub).await;
    assert!(events.iter().any(|e| matches!(&e.payload, Some(Payload::TextDelta(d)) if d.reset)));
    let done = done_of(&events);
    let g = done.grounding.unwrap();
    assert!(g.grounded && g.rewritten, "{g:?}: {}", done.answer);
    assert!(!done.answer.contains("12345.67"));
    let feedback = an::last_text(&s.llm.requests()[2].body);
    assert!(feedback.contains("12345.67"), "{feedback}");
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn chat_backtest_produces_a_backtest_card() -> anyhow::Result<()> {
    let handler = Arc::new(|body: &Value, _: usize| match an::tool_results(body).first() {
        None => an::tool_reply(
            "",
            &[(
                "toolu_bt",
                "run_backtest",
                json!({"strategy": {"entry": "rsi(close, 14) < 30", "direction": "long", "exit_bars": 5}, "from": "daily", "title": "RSI < 30"}),
            )],
        ),
        Some((_, text, false)) => an::text_reply(&["It made ", &number_after(text, "Backtest:"), " trades."]),
        Some((_, text, true)) => an::text_reply(&[&format!("failed: {text}")]),
    });
    let mut s = stack(handler, Engines::Backtest).await?;
    let (_, mut sub) = start(&mut s, "e2e-bt", "Backtest RSI below 30").await?;
    let done = done_of(&until_end(&mut sub).await);
    assert!(done.tool_calls[0].error.is_empty(), "{:?}", done.tool_calls[0]);
    let card: Value = serde_json::from_str(&done.data_blocks[0].json)?;
    assert_eq!(card["type"], "backtest");
    assert!(card["metrics"].is_object() && card["trades"].is_array() && card["equity_curve"].is_array());
    assert!(done.grounding.unwrap().grounded, "{}", done.answer);
    Ok(())
}

/// The research tools go to the backtest service and come back as cards of
/// their own kinds; the answer quotes the sweep's count of configurations.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn chat_research_tools_produce_comparison_portfolio_and_sweep_cards() -> anyhow::Result<()> {
    let strategy = json!({"entry": "close < prev(close)", "direction": "long", "stop_loss": 60, "exit_bars": 3});
    let calls = [
        ("toolu_cmp", "backtest_compare", json!({"strategy": strategy, "instruments": ["NQ"], "title": "Down day"})),
        (
            "toolu_pf",
            "backtest_portfolio",
            json!({"capital": 500000, "legs": [
                {"instrument": "NQ", "strategy": strategy, "sizing": {"method": "fixed", "units": 1}},
                {"instrument": "NQ", "name": "short fade", "strategy": {"entry": "close > prev(high)", "direction": "short", "stop_loss": 80, "exit_bars": 2}, "sizing": {"method": "risk", "risk_pct": 1}}
            ], "title": "Two legs"}),
        ),
        (
            "toolu_sw",
            "backtest_sweep",
            json!({"strategy": {"entry": "close < prev(close)", "direction": "long", "stop_loss": "{sl}", "exit_bars": "{hold}"},
                   "parameters": {"sl": [40, 60, 80], "hold": [2, 3, 5]}, "title": "Down day sweep"}),
        ),
    ];
    let handler = Arc::new(move |body: &Value, _: usize| {
        let results = an::tool_results(body);
        if results.is_empty() {
            let calls: Vec<(&str, &str, Value)> = calls.iter().map(|(id, n, v)| (*id, *n, v.clone())).collect();
            return an::tool_reply("", &calls);
        }
        let sweep = results.iter().find(|r| r.0 == "toolu_sw").map(|r| r.1.clone()).unwrap_or_default();
        an::text_reply(&["The sweep tried ", &number_after(&sweep, "Sweep:"), " configurations."])
    });
    let mut s = stack(handler, Engines::Backtest).await?;
    let (_, mut sub) = start(&mut s, "e2e-research", "Compare, trade both, and sweep the stop").await?;
    let done = done_of(&until_end(&mut sub).await);
    for call in &done.tool_calls {
        assert!(call.error.is_empty(), "{call:?}");
    }
    let kinds: Vec<String> = done
        .data_blocks
        .iter()
        .map(|b| serde_json::from_str::<Value>(&b.json).map(|v| v["type"].as_str().unwrap_or("").to_string()))
        .collect::<Result<_, _>>()?;
    assert_eq!(kinds, ["comparison", "portfolio", "sweep"]);
    let sweep: Value = serde_json::from_str(&done.data_blocks[2].json)?;
    assert_eq!(sweep["configurations"], 9);
    assert_eq!(sweep["heatmap"]["in_sample"].as_array().map(Vec::len), Some(3));
    assert!(sweep["in_out_sample"].as_array().is_some_and(|b| !b.is_empty()));
    assert!(sweep["caveat"].as_str().is_some_and(|c| c.contains("9 configurations were tried")));
    assert!(done.answer.contains("tried 9 configurations"), "{}", done.answer);
    assert!(done.grounding.unwrap().grounded, "{}", done.answer);
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn chat_receipts_tools_reach_receipts_query_with_the_user() -> anyhow::Result<()> {
    let handler = Arc::new(|body: &Value, _: usize| {
        let results = an::tool_results(body);
        match an::assistant_turns(body) {
            0 => an::tool_reply("", &[("toolu_d", "describe_data", json!({}))]),
            1 => an::tool_reply(
                "",
                &[(
                    "toolu_r",
                    "query_receipts",
                    json!({"query": {"table": "receipts", "limit": 5}, "title": "Latest receipts"}),
                )],
            ),
            _ => an::text_reply(&[&format!("error={}", results.first().map(|r| r.2).unwrap_or(true))]),
        }
    });
    let mut s = stack(handler, Engines::Receipts).await?;
    let (_, mut sub) = start(&mut s, "e2e-rc", "What did I buy?").await?;
    let done = done_of(&until_end(&mut sub).await);
    let names: Vec<&str> = done.tool_calls.iter().map(|c| c.tool_name.as_str()).collect();
    assert_eq!(names, ["describe_data", "query_receipts"]);
    for c in &done.tool_calls {
        assert!(c.error.is_empty(), "{c:?}");
        assert!(!c.output.is_empty());
    }
    assert!(done.answer.ends_with("error=false"));
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn chat_cancel_ends_the_turn_promptly() -> anyhow::Result<()> {
    let handler = Arc::new(|_: &Value, _: usize| {
        let mut ev = vec![an::start(10, 0, 0)];
        ev.extend(an::text_block(0, &["Working", " on", " it", " slowly", " still", " going"]));
        Reply::sse(ev).paced(Duration::from_millis(200)).hang()
    });
    let mut s = stack(handler, Engines::None).await?;
    let (turn_id, mut sub) = start(&mut s, "e2e-cancel", "Tell me a long story").await?;
    loop {
        if matches!(next_event(&mut sub).await.payload, Some(Payload::TextDelta(_))) {
            break;
        }
    }
    let busy = s.client.start_turn(request("e2e-cancel", "another")).await.unwrap_err();
    assert_eq!(busy.code(), tonic::Code::AlreadyExists);
    assert!(s.client.cancel_turn(cancel_request("e2e-cancel", &turn_id)).await?.into_inner().cancelled);
    // The provider never ends its stream (it hangs after the last part), so
    // only the cancel can end this turn: reaching `done` proves it stopped the
    // model call. How fast is a figure for benchmarks, not a test threshold.
    let rest = until_end(&mut sub).await;
    let done = done_of(&rest);
    assert!(done.cancelled);
    assert!(done.answer.starts_with("Working"));
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn chat_provider_failure_mid_stream_ends_with_an_error_event() -> anyhow::Result<()> {
    let handler = Arc::new(|_: &Value, _: usize| {
        let mut ev = vec![an::start(10, 0, 0)];
        ev.extend(an::text_block(0, &["Half an "]));
        ev.push("event: content_block_delta\ndata: {\"broken json\n\n".into());
        Reply::sse(ev)
    });
    let mut s = stack(handler, Engines::None).await?;
    let (_, mut sub) = start(&mut s, "e2e-fail", "hello").await?;
    let events = until_end(&mut sub).await;
    assert_gap_free(&events);
    let Some(Payload::Error(err)) = events.last().unwrap().payload.clone() else { panic!("no error event") };
    assert_eq!(err.code, "provider_protocol");
    assert_eq!(err.partial_answer, "Half an");
    // The conversation is free for the next turn.
    assert!(s.client.start_turn(request("e2e-fail", "again")).await.is_ok());
    Ok(())
}

/// The keep-in-step guard of the tool text: what the model actually receives
/// is exactly what the real engine binaries serve over
/// `barb.tools.v1.ToolCatalogService`, in the orchestrator's routing order,
/// and the receipts text is the receipts-query crate's own.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn chat_model_gets_the_tool_definitions_the_engines_serve() -> anyhow::Result<()> {
    let handler = Arc::new(|_: &Value, _: usize| an::text_reply(&["Hello."]));
    let mut s = stack(handler, Engines::All).await?;
    let (_, mut sub) = start(&mut s, "e2e-tools", "What can you do?").await?;
    done_of(&until_end(&mut sub).await);
    let request = &s.llm.requests()[0].body;
    let sent: Vec<(String, String, Value)> = request["tools"]
        .as_array()
        .expect("tools in the request")
        .iter()
        .map(|t| {
            let field = |k: &str| t[k].as_str().unwrap_or_default().to_string();
            (field("name"), field("description"), t["input_schema"].clone())
        })
        .collect();
    let mut served = Vec::new();
    for engine in &s.engines {
        let channel = tonic::transport::Endpoint::from_shared(engine.addr.clone())?.connect().await?;
        let mut client = ToolCatalogServiceClient::with_interceptor(channel, barb_tests::identity::internal_auth());
        served.extend(client.list_tools(ListToolsRequest {}).await?.into_inner().tools);
    }
    let order = [
        "run_query",
        "run_backtest",
        "backtest_compare",
        "backtest_portfolio",
        "backtest_sweep",
        "describe_data",
        "query_receipts",
        "function_reference",
    ];
    let expected: Vec<(String, String, Value)> = order
        .iter()
        .map(|name| {
            let t = served.iter().find(|t| t.name == *name).unwrap_or_else(|| panic!("no engine serves {name}"));
            (t.name.clone(), t.description.clone(), serde_json::from_str(&t.input_schema_json).expect("schema JSON"))
        })
        .collect();
    assert_eq!(served.len(), order.len(), "each engine serves only its own tools");
    assert_eq!(sent, expected);
    for d in receipts_query::tool::definitions() {
        let sent = sent.iter().find(|t| t.0 == d.name).expect("receipts tool sent");
        assert_eq!(sent.1, d.description, "{} text comes from receipts-query", d.name);
        assert_eq!(sent.2, serde_json::from_str::<Value>(&d.input_schema_json)?);
    }
    assert!(sent[0].1.contains("  rsi(col, n=14) — "), "run_query lists the engine's functions");
    Ok(())
}
