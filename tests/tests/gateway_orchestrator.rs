//! The gateway with the real `chat-orchestrator` binary (mock provider with a
//! scripted, slowly streamed answer), real NATS and Postgres: two gateway
//! instances, post on one and stream from the other, kill the streaming
//! instance mid-turn and resume on the other, one turn at a time, cancel.

mod gateway_support;

use std::time::Duration;

use barb_tests::{Nats, Postgres, ServiceProcess, free_port, wait_for_grpc_health};
use gateway_support::{Api, Gateway, Publisher, Sse, SseEvent, WAIT, token};
use serde_json::json;

/// A mock script: no tools, an answer without numbers (always grounded),
/// streamed at 25 tokens/s of 4 characters, so a turn lasts about 3 s.
const SCRIPT: &str = r#"{
  "latency_ms": 50,
  "tokens_per_second": 25,
  "chars_per_token": 4,
  "rules": [{"name": "story", "rounds": [{"text": "Once upon a time a trader watched the market open quietly, then the morning drifted higher while volume faded and the afternoon closed near the highs of the day, calm and unremarkable, as most days are."}]}]
}"#;

struct Orchestrator {
    _process: ServiceProcess,
    addr: String,
    _dir: tempfile::TempDir,
}

async fn orchestrator(nats: &str) -> anyhow::Result<Orchestrator> {
    let dir = tempfile::tempdir()?;
    let script = dir.path().join("mock.json");
    std::fs::write(&script, SCRIPT)?;
    let port = free_port();
    let process = ServiceProcess::spawn(
        "chat-orchestrator",
        &[
            ("LISTEN_ADDR", format!("127.0.0.1:{port}")),
            ("METRICS_ADDR", "off".into()),
            ("NATS_URL", nats.to_string()),
            ("LLM_PROVIDER", "mock".into()),
            ("MOCK_SCRIPT", script.display().to_string()),
        ],
    )?;
    let addr = format!("http://127.0.0.1:{port}");
    wait_for_grpc_health(&addr, "barb.chat.v1.ChatOrchestrator", WAIT).await?;
    Ok(Orchestrator { _process: process, addr, _dir: dir })
}

fn ids(events: &[SseEvent]) -> Vec<String> {
    events.iter().map(|e| e.id.clone()).collect()
}

/// The ids of every stored event of the conversation, in order.
async fn stored_ids(nats: &str, conversation: &str) -> anyhow::Result<Vec<String>> {
    let stored = Publisher::connect(nats).await?.stored(conversation).await?;
    Ok(stored.iter().map(|e| format!("{}:{}", e.turn_id, e.seq)).collect())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn real_orchestrator_turn_streams_across_instances_and_is_persisted_once() -> anyhow::Result<()> {
    let nats = Nats::start()?;
    let pg = Postgres::start()?;
    let db = pg.fresh_database().await?;
    let orch = orchestrator(&nats.url).await?;
    let a = Gateway::start(&nats.url, &db, &orch.addr, &[]).await?;
    let b = Gateway::start(&nats.url, &db, &orch.addr, &[]).await?;
    let alice = Api::new(&a.base, &token("alice"));
    let conv = alice.create_conversation().await?;
    let accepted = alice.post_message(&conv, "Tell me about today").await?;
    let turn = accepted["turn_id"].as_str().unwrap().to_string();

    let mut sse = Sse::connect(&b.url(accepted["stream_url"].as_str().unwrap()), &token("alice"), None).await?;
    let events = sse.until_terminal(WAIT).await?;
    let seqs: Vec<u64> = events.iter().map(SseEvent::seq).collect();
    assert_eq!(seqs, (1..=events.len() as u64).collect::<Vec<_>>(), "gap-free from 1");
    assert!(events.iter().all(|e| e.id.starts_with(&turn)));
    assert_eq!(events[0].event, "title_update", "a new conversation gets a title first");
    let done = events.last().unwrap();
    assert_eq!(done.event, "done", "{done:?}");
    let streamed: String =
        events.iter().filter(|e| e.event == "text_delta").map(|e| e.data["delta"].as_str().unwrap()).collect();
    assert_eq!(streamed, done.data["answer"].as_str().unwrap());
    assert_eq!(ids(&events), stored_ids(&nats.url, &conv).await?, "the client saw exactly what JetStream stored");

    let msgs = alice.wait_messages(&conv, "the answer", |m| m.len() == 2).await?;
    assert_eq!(msgs[1]["content"], done.data["answer"]);
    assert_eq!(msgs[1]["status"], "complete");
    let (_, c) = alice.get(&format!("/v1/conversations/{conv}")).await?;
    assert_eq!(c["title"], events[0].data["title"]);
    assert_eq!(c["usage"]["message_count"], 1);
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn real_orchestrator_resume_after_the_streaming_instance_is_killed() -> anyhow::Result<()> {
    let nats = Nats::start()?;
    let pg = Postgres::start()?;
    let db = pg.fresh_database().await?;
    let orch = orchestrator(&nats.url).await?;
    let a = Gateway::start(&nats.url, &db, &orch.addr, &[]).await?;
    let mut b = Gateway::start(&nats.url, &db, &orch.addr, &[]).await?;
    let alice = Api::new(&a.base, &token("alice"));
    let conv = alice.create_conversation().await?;
    let accepted = alice.post_message(&conv, "Tell me about today").await?;

    let mut sse = Sse::connect(&b.url(accepted["stream_url"].as_str().unwrap()), &token("alice"), None).await?;
    let mut before = Vec::new();
    while before.len() < 3 {
        before.push(sse.next_event(WAIT).await?.expect("stream open"));
    }
    b.process.signal("KILL")?;
    b.process.wait(WAIT)?;
    let last = before.last().unwrap().id.clone();
    let mut resumed =
        Sse::connect(&a.url(&format!("/v1/conversations/{conv}/events")), &token("alice"), Some(&last)).await?;
    let after = resumed.until_terminal(WAIT).await?;
    assert!(after.len() > 1, "the kill happened mid-turn");
    let mut all = before;
    all.extend(after);
    let seqs: Vec<u64> = all.iter().map(SseEvent::seq).collect();
    assert_eq!(seqs, (1..=all.len() as u64).collect::<Vec<_>>(), "no gap, no duplicate across the kill");
    assert_eq!(ids(&all), stored_ids(&nats.url, &conv).await?);
    alice.wait_messages(&conv, "the answer", |m| m.len() == 2).await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn real_orchestrator_runs_one_turn_at_a_time_and_cancels() -> anyhow::Result<()> {
    let nats = Nats::start()?;
    let pg = Postgres::start()?;
    let db = pg.fresh_database().await?;
    let orch = orchestrator(&nats.url).await?;
    let gw = Gateway::start(&nats.url, &db, &orch.addr, &[]).await?;
    let alice = Api::new(&gw.base, &token("alice"));
    let conv = alice.create_conversation().await?;
    let accepted = alice.post_message(&conv, "Tell me about today").await?;
    let turn = accepted["turn_id"].as_str().unwrap().to_string();
    let mut sse = Sse::connect(&gw.url(accepted["stream_url"].as_str().unwrap()), &token("alice"), None).await?;
    // Wait for some text so the cancel lands mid-answer.
    loop {
        let ev = sse.next_event(WAIT).await?.expect("stream open");
        if ev.event == "text_delta" {
            break;
        }
    }
    let (status, body) =
        alice.post(&format!("/v1/conversations/{conv}/messages"), json!({"message": "another"})).await?;
    assert_eq!((status, body["code"].as_str()), (409, Some("TURN_IN_PROGRESS")), "{body}");

    let (status, body) = alice.post(&format!("/v1/turns/{turn}/cancel"), json!({})).await?;
    assert_eq!((status, &body["cancelled"]), (200, &json!(true)), "{body}");
    let rest = sse.until_terminal(WAIT).await?;
    let done = rest.last().unwrap();
    assert_eq!((done.event.as_str(), &done.data["cancelled"]), ("done", &json!(true)), "{done:?}");
    let msgs = alice.wait_messages(&conv, "the cancelled answer", |m| m.len() == 2).await?;
    assert_eq!(msgs[1]["status"], "cancelled");
    assert_eq!(msgs[1]["content"], done.data["answer"]);
    // The conversation accepts a new turn once the cancelled one ended (the
    // orchestrator frees it as the turn's task ends, just after `done`).
    let deadline = tokio::time::Instant::now() + WAIT;
    loop {
        let (status, body) =
            alice.post(&format!("/v1/conversations/{conv}/messages"), json!({"message": "next"})).await?;
        if status == 202 {
            break;
        }
        assert_eq!(status, 409, "only 'busy' may delay the next turn: {body}");
        assert!(tokio::time::Instant::now() < deadline, "the conversation stayed busy: {body}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    Ok(())
}
