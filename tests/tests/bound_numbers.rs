//! Bound numbers end to end: the real query-engine binary computes, the real
//! chat-orchestrator binary runs the mock provider, whose answer cites the
//! results (`{{r1.Wednesday.mean_range|1}}`) streamed three characters at a
//! time so every reference is split across deltas; the real gateway fans the
//! events out over SSE and persists the turn in PostgreSQL; NATS JetStream is
//! real. Clients must see only numbers (each whole in one delta, the moment
//! its reference completes), and the `done` event (SSE and JetStream) and the
//! stored message must hold the rendered text and the bindings that point at
//! the cells the numbers came from. Expected values come from `barb query`
//! on the same synthetic data, formatted here by hand.

mod gateway_support;

use std::process::Command;

use barb_common::proto::chat::v1::chat_event::Payload;
use barb_tests::{Nats, Postgres, ServiceProcess, binary_path, free_port, wait_for_grpc_health};
use gateway_support::{Api, Gateway, Publisher, Sse, WAIT, token};
use serde_json::{Value, json};

const DOW_QUERY: &str = r#"{"from": "daily", "period": "2024", "map": {"range": "high - low", "dow": "dayofweek()"}, "group_by": "dow", "select": "mean(range)"}"#;
const LAST20_QUERY: &str =
    r#"{"from": "daily", "period": "last_20", "map": {"range": "high - low"}, "select": "mean(range)"}"#;

/// The mock answers with references only; three characters per delta.
fn script() -> String {
    json!({
        "latency_ms": 20,
        "tokens_per_second": 400,
        "chars_per_token": 3,
        "rules": [{
            "name": "cite",
            "rounds": [
                {"text": "Let me compute that.",
                 "tool_calls": [
                    {"name": "run_query", "input": {"query": serde_json::from_str::<Value>(DOW_QUERY).unwrap(), "title": "Range by weekday 2024"}},
                    {"name": "run_query", "input": {"query": serde_json::from_str::<Value>(LAST20_QUERY).unwrap(), "title": "Range, last 20 days"}}
                 ]},
                {"text": "Wednesday had the widest average range in 2024, {{r1.Wednesday.mean_range|1}} points; Monday the narrowest at {{r1.Monday.mean_range|2}}. Over the last 20 sessions the range averaged {{r2.value}} points."}
            ]
        }]
    })
    .to_string()
}

/// A value with at most two decimals, rounded half away from zero on its
/// shortest decimal digits, trailing zeros dropped (the default style).
fn two_decimals(v: f64) -> String {
    let text = v.abs().to_string();
    let (int, frac) = text.split_once('.').unwrap_or((&text, ""));
    let mut digits: Vec<u8> =
        int.bytes().chain(frac.bytes().chain(std::iter::repeat(b'0')).take(3)).map(|b| b - b'0').collect();
    let up = digits.pop().unwrap() >= 5;
    let mut n: u64 = digits.iter().fold(0, |n, d| n * 10 + u64::from(*d));
    if up {
        n += 1;
    }
    let out = format!("{}.{:02}", n / 100, n % 100);
    let out = out.trim_end_matches('0').trim_end_matches('.').to_string();
    if v < 0.0 { format!("-{out}") } else { out }
}

/// Runs a query through the CLI on the same synthetic sample the service loads.
fn engine(query: &str) -> anyhow::Result<Value> {
    let out = Command::new(binary_path("barb")?).args(["query", "--query", query]).output()?;
    anyhow::ensure!(out.status.success(), "barb query failed: {}", String::from_utf8_lossy(&out.stderr));
    Ok(serde_json::from_slice(&out.stdout)?)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn cited_numbers_stream_render_and_persist_with_their_source_cells() -> anyhow::Result<()> {
    // Independent expectations.
    let dow = engine(DOW_QUERY)?;
    let row = |day: &str| dow["table"].as_array().unwrap().iter().position(|r| r["dow"] == day).expect("weekday row");
    let wed = dow["table"][row("Wednesday")]["mean_range"].as_f64().unwrap();
    let mon = dow["table"][row("Monday")]["mean_range"].as_f64().unwrap();
    let last20 = engine(LAST20_QUERY)?["summary"]["value"].as_f64().unwrap();
    let (wed_text, mon_text, last_text) = (format!("{wed:.1}"), format!("{mon:.2}"), two_decimals(last20));
    let expected = format!(
        "Wednesday had the widest average range in 2024, {wed_text} points; Monday the narrowest at {mon_text}. \
         Over the last 20 sessions the range averaged {last_text} points."
    );

    let nats = Nats::start()?;
    let pg = Postgres::start()?;
    let db = pg.fresh_database().await?;
    let qport = free_port();
    let _query = ServiceProcess::spawn(
        "query-engine",
        &[("LISTEN_ADDR", format!("127.0.0.1:{qport}")), ("METRICS_ADDR", "off".into())],
    )?;
    let qaddr = format!("http://127.0.0.1:{qport}");
    wait_for_grpc_health(&qaddr, "barb.query.v1.QueryEngine", WAIT).await?;
    let dir = tempfile::tempdir()?;
    let script_path = dir.path().join("mock.json");
    std::fs::write(&script_path, script())?;
    let oport = free_port();
    let _orch = ServiceProcess::spawn(
        "chat-orchestrator",
        &[
            ("LISTEN_ADDR", format!("127.0.0.1:{oport}")),
            ("METRICS_ADDR", "off".into()),
            ("NATS_URL", nats.url.clone()),
            ("LLM_PROVIDER", "mock".into()),
            ("MOCK_SCRIPT", script_path.display().to_string()),
            ("QUERY_ENGINE_ADDR", qaddr),
        ],
    )?;
    let oaddr = format!("http://127.0.0.1:{oport}");
    wait_for_grpc_health(&oaddr, "barb.chat.v1.ChatOrchestrator", WAIT).await?;
    let gw = Gateway::start(&nats.url, &db, &oaddr, &[]).await?;
    let alice = Api::new(&gw.base, &token("alice"));
    let conv = alice.create_conversation().await?;
    let accepted = alice.post_message(&conv, "Which weekday has the widest range?").await?;

    // The stream: numbers only, each whole within one delta.
    let mut sse = Sse::connect(&gw.url(accepted["stream_url"].as_str().unwrap()), &token("alice"), None).await?;
    let events = sse.until_terminal(WAIT).await?;
    let deltas: Vec<&str> =
        events.iter().filter(|e| e.event == "text_delta").map(|e| e.data["delta"].as_str().unwrap()).collect();
    assert!(deltas.len() > 10, "the answer streamed in many deltas: {deltas:?}");
    assert!(deltas.iter().all(|d| !d.contains("{{") && !d.contains("}}") && !d.contains("r1.")), "{deltas:?}");
    for number in [&wed_text, &mon_text, &last_text] {
        assert!(deltas.iter().any(|d| d.contains(number.as_str())), "{number} arrives whole in one delta: {deltas:?}");
    }
    let streamed: String = deltas.concat();
    let done = events.last().unwrap();
    assert_eq!(done.event, "done", "{done:?}");
    let answer = done.data["answer"].as_str().unwrap();
    // The answer places the cards (`{{data:K}}`, sent as data_block events) between the rounds' text.
    let without_cards: String = answer.split("\n\n").filter(|p| !p.starts_with("{{data:")).collect();
    assert_eq!(streamed, without_cards);
    assert!(answer.ends_with(&expected), "{answer}");
    assert_eq!(done.data["grounding"]["grounded"], true);

    // Bindings point at the numbers and at their cells.
    let bindings = done.data["bindings"].as_array().unwrap();
    assert_eq!(bindings.len(), 3, "{bindings:?}");
    for (b, (text, value, row, column, result)) in bindings.iter().zip([
        (&wed_text, wed, json!("Wednesday"), "mean_range", 1),
        (&mon_text, mon, json!("Monday"), "mean_range", 1),
        (&last_text, last20, Value::Null, "mean_range", 2),
    ]) {
        let (s, e) = (b["start"].as_u64().unwrap() as usize, b["end"].as_u64().unwrap() as usize);
        assert_eq!(&answer[s..e], text.as_str());
        assert_eq!(b["text"], text.as_str());
        assert_eq!(b["value"].as_f64(), Some(value), "the exact engine value");
        assert_eq!((&b["row"], b["column"].as_str(), b["result"].as_u64()), (&row, Some(column), Some(result)));
        assert_eq!(b["data_block"].as_u64(), Some(result - 1), "the card of that result");
    }
    assert_eq!(bindings[0]["row_index"].as_u64(), Some(row("Wednesday") as u64));
    let call_ids: Vec<&str> =
        done.data["tool_calls"].as_array().unwrap().iter().map(|c| c["call_id"].as_str().unwrap()).collect();
    assert_eq!(
        (bindings[0]["call_id"].as_str(), bindings[2]["call_id"].as_str()),
        (Some(call_ids[0]), Some(call_ids[1]))
    );

    // JetStream's done event holds the same.
    let stored = Publisher::connect(&nats.url).await?.stored(&conv).await?;
    let Some(Payload::Done(proto_done)) = stored.last().and_then(|e| e.payload.clone()) else {
        panic!("the stored turn ends with done")
    };
    assert_eq!(proto_done.answer, answer);
    assert_eq!(proto_done.bindings.len(), 3);
    assert_eq!(proto_done.bindings[0].value, wed);
    assert_eq!(proto_done.grounding.unwrap().bound, 3);

    // The stored message holds the rendered text and the bindings.
    let msgs = alice.wait_messages(&conv, "the answer", |m| m.len() == 2).await?;
    assert_eq!(msgs[1]["content"], answer);
    assert_eq!(&msgs[1]["bindings"], &done.data["bindings"]);
    Ok(())
}
