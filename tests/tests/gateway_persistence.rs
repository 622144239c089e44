//! Exactly-once persistence of turns by the durable JetStream consumer shared
//! by gateway instances, against real NATS and Postgres: redelivery and
//! duplicates, a Postgres outage during a turn, and failed turns keeping
//! their partial output.

mod gateway_support;

use barb_common::proto::chat::v1::{self as chat, chat_event::Payload};
use barb_tests::{Nats, Postgres};
use gateway_support::{Api, FakeOrchestrator, Gateway, Sse, WAIT, done, metric, text, token};
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_turn_is_written_once_by_two_instances_even_when_its_end_is_delivered_twice() -> anyhow::Result<()> {
    let nats = Nats::start()?;
    let pg = Postgres::start()?;
    let db = pg.fresh_database().await?;
    let orch = FakeOrchestrator::start(&nats.url).await?;
    let a = Gateway::start(&nats.url, &db, &orch.addr, &[]).await?;
    let b = Gateway::start(&nats.url, &db, &orch.addr, &[]).await?;
    let alice = Api::new(&a.base, &token("alice"));
    let conv = alice.create_conversation().await?;
    let turn = alice.post_message(&conv, "count me once").await?["turn_id"].as_str().unwrap().to_string();
    orch.next_start().await?;
    orch.emit(&conv, &turn, text("Once.")).await?;
    let seq = orch.emit(&conv, &turn, done("Once.")).await?;
    alice.wait_messages(&conv, "the answer", |m| m.len() == 2).await?;

    // The same final event again (a retry with a new Nats-Msg-Id slips past JetStream's dedup).
    orch.publisher.publish(&conv, &turn, seq, done("Once."), &format!("{turn}:{seq}:retry")).await?;
    // A later turn proves the consumer has moved past the duplicate.
    let turn2 = alice.post_message(&conv, "and again").await?["turn_id"].as_str().unwrap().to_string();
    orch.next_start().await?;
    orch.emit(&conv, &turn2, done("Twice.")).await?;
    let msgs = alice.wait_messages(&conv, "the second answer", |m| m.len() == 4).await?;
    let roles: Vec<&str> = msgs.iter().map(|m| m["role"].as_str().unwrap()).collect();
    assert_eq!(roles, ["user", "assistant", "user", "assistant"]);
    assert_eq!(msgs[1]["content"], "Once.");
    assert_eq!(msgs[3]["content"], "Twice.");
    let (_, c) = alice.get(&format!("/v1/conversations/{conv}")).await?;
    assert_eq!(c["usage"]["message_count"], 2, "usage counted once per turn: {c}");
    assert_eq!(c["usage"]["input_tokens"], 200);
    let persisted =
        metric(&a, "gateway_turns_persisted_total").await? + metric(&b, "gateway_turns_persisted_total").await?;
    assert_eq!(persisted, 2.0, "two instances, three final events, two writes");
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_down_during_a_turn_delays_persistence_but_loses_nothing() -> anyhow::Result<()> {
    let nats = Nats::start()?;
    // This test stops and restarts Postgres, so it always runs a server of its own.
    let mut pg = Postgres::start_own()?;
    let db = pg.fresh_database().await?;
    let orch = FakeOrchestrator::start(&nats.url).await?;
    let gw = Gateway::start(&nats.url, &db, &orch.addr, &[]).await?;
    let alice = Api::new(&gw.base, &token("alice"));
    let conv = alice.create_conversation().await?;
    let accepted = alice.post_message(&conv, "survive an outage").await?;
    let turn = accepted["turn_id"].as_str().unwrap().to_string();
    orch.next_start().await?;
    let mut sse = Sse::connect(&gw.url(accepted["stream_url"].as_str().unwrap()), &token("alice"), None).await?;

    // The harness runs Postgres with synchronous_commit=off and stops it with an immediate
    // shutdown, which would drop the last commits: flush them first (a real outage of a
    // normally configured server loses no committed data).
    let mut conn = <sqlx::PgConnection as sqlx::Connection>::connect(&db).await?;
    sqlx::query("CHECKPOINT").execute(&mut conn).await?;
    drop(conn);
    pg.stop();
    // Live streaming does not need Postgres.
    orch.emit(&conv, &turn, text("Still ")).await?;
    orch.emit(&conv, &turn, text("here.")).await?;
    orch.emit(&conv, &turn, done("Still here.")).await?;
    let events = sse.until_terminal(WAIT).await?;
    assert_eq!(events.len(), 3);
    // The write is retried while Postgres is down.
    let deadline = tokio::time::Instant::now() + WAIT;
    while metric(&gw, "gateway_persistence_errors_total").await? < 1.0 {
        assert!(tokio::time::Instant::now() < deadline, "no failed write attempt observed");
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    let (status, body) = alice.get(&format!("/v1/conversations/{conv}")).await?;
    assert_eq!((status, body["code"].as_str()), (503, Some("SERVICE_UNAVAILABLE")), "{body}");

    pg.restart()?;
    let msgs = alice.wait_messages(&conv, "the answer after the outage", |m| m.len() == 2).await?;
    assert_eq!(msgs[1]["content"], "Still here.");
    assert_eq!(msgs[1]["status"], "complete");
    // And only once: wait until the shared durable consumer has acknowledged
    // every event (no retry left that could write again), then look again.
    let js = async_nats::jetstream::new(nats.connect(barb_tests::NatsRole::Gateway).await?);
    let deadline = tokio::time::Instant::now() + std::time::Duration::from_secs(60);
    loop {
        let mut consumer: async_nats::jetstream::consumer::PullConsumer = js
            .get_stream("CHAT_EVENTS")
            .await?
            .get_consumer("gateway-persistence")
            .await
            .map_err(|e| anyhow::anyhow!("persistence consumer: {e}"))?;
        let info = consumer.info().await?.clone();
        if info.num_pending == 0 && info.num_ack_pending == 0 {
            break;
        }
        anyhow::ensure!(tokio::time::Instant::now() < deadline, "persistence never caught up: {info:?}");
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert_eq!(alice.messages(&conv).await?.len(), 2);
    let (_, c) = alice.get(&format!("/v1/conversations/{conv}")).await?;
    assert_eq!(c["usage"]["message_count"], 1);
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_failed_turn_keeps_its_partial_text_tool_calls_and_cards() -> anyhow::Result<()> {
    let nats = Nats::start()?;
    let pg = Postgres::start()?;
    let db = pg.fresh_database().await?;
    let orch = FakeOrchestrator::start(&nats.url).await?;
    let gw = Gateway::start(&nats.url, &db, &orch.addr, &[]).await?;
    let alice = Api::new(&gw.base, &token("alice"));
    let conv = alice.create_conversation().await?;
    let turn = alice.post_message(&conv, "this will fail").await?["turn_id"].as_str().unwrap().to_string();
    orch.next_start().await?;
    orch.emit(&conv, &turn, text("Looking it up. ")).await?;
    orch.emit(
        &conv,
        &turn,
        Payload::ToolStart(chat::ToolStart {
            call_id: "c1".into(),
            tool_name: "run_query".into(),
            input_json: r#"{"query":{"from":"daily"}}"#.into(),
        }),
    )
    .await?;
    orch.emit(
        &conv,
        &turn,
        Payload::ToolEnd(chat::ToolEnd {
            call_id: "c1".into(),
            tool_name: "run_query".into(),
            duration_ms: 7,
            error: String::new(),
        }),
    )
    .await?;
    orch.emit(
        &conv,
        &turn,
        Payload::DataBlock(chat::DataBlock { index: 0, call_id: "c1".into(), json: r#"{"title":"Daily"}"#.into() }),
    )
    .await?;
    orch.emit(&conv, &turn, text("The range was")).await?;
    orch.emit(
        &conv,
        &turn,
        Payload::Error(chat::Error {
            code: "provider_unavailable".into(),
            message: "the model provider is unavailable".into(),
            partial_answer: String::new(),
            usage: Some(chat::Usage { input_tokens: 50, output_tokens: 5, ..Default::default() }),
            retryable: true,
        }),
    )
    .await?;

    let msgs = alice.wait_messages(&conv, "the failed answer", |m| m.len() == 2).await?;
    let m = &msgs[1];
    assert_eq!(m["status"], "error");
    assert_eq!(m["content"], "Looking it up. The range was");
    assert_eq!(m["data"], json!([{"title": "Daily"}]));
    assert_eq!(m["error"], json!({"code": "provider_unavailable", "message": "the model provider is unavailable"}));
    assert_eq!(m["tool_calls"][0]["tool_name"], "run_query");
    assert_eq!(m["tool_calls"][0]["input"], json!({"query": {"from": "daily"}}));
    assert_eq!(m["tool_calls"][0]["duration_ms"], 7);
    let (_, c) = alice.get(&format!("/v1/conversations/{conv}")).await?;
    assert_eq!(c["usage"]["input_tokens"], 50, "failed turns are billed");
    // The conversation is usable again.
    let (status, body) = alice.post(&format!("/v1/conversations/{conv}/messages"), json!({"message": "retry"})).await?;
    assert_eq!(status, 202, "{body}");
    Ok(())
}
