//! The product's whole path in one test, every part real: HTTP → gateway →
//! chat-orchestrator (mock model, scripted to call every tool) → query-engine,
//! backtest and receipts-query (seeded Postgres) → grounding → NATS JetStream
//! → SSE → the message persisted in Postgres.
//!
//! Asserted: the exact client-visible event sequence; each tool's result is
//! the right one (the query's number is pandas' on the same generated bars,
//! the receipts rows are exactly the caller's latest receipts by hand-written
//! SQL, not another user's); the answer is grounded; the stored message is the
//! answer the client saw, with its tool calls and cards.

mod gateway_support;

use std::time::Duration;

use barb_tests::data::{NQ_2Y, data_dir, dataset, expectations};
use barb_tests::{Nats, Postgres, ServiceProcess, free_port, wait_for_grpc_health};
use gateway_support::{Api, Gateway, Sse, SseEvent, WAIT, token};
use serde_json::{Value, json};
use sqlx::Row;

/// A running gRPC service binary and its address.
struct Service {
    _proc: ServiceProcess,
    addr: String,
}

async fn spawn_grpc(bin: &str, service: &str, mut env: Vec<(&'static str, String)>) -> anyhow::Result<Service> {
    let port = free_port();
    env.push(("LISTEN_ADDR", format!("127.0.0.1:{port}")));
    env.push(("METRICS_ADDR", "off".into()));
    let proc = ServiceProcess::spawn(bin, &env)?;
    let addr = format!("http://127.0.0.1:{port}");
    wait_for_grpc_health(&addr, service, Duration::from_secs(120)).await?;
    Ok(Service { _proc: proc, addr })
}

/// One tool per model round, so the event order is fully determined; the
/// answer quotes each tool's result through the mock's placeholders.
const SCRIPT: &str = r#"{
  "latency_ms": 0,
  "tokens_per_second": 0,
  "rules": [{
    "name": "whole path",
    "rounds": [
      {"text": "Checking the January range.",
       "tool_calls": [{"name": "run_query", "input": {"query": {"from": "daily", "period": "2024-01",
         "map": {"range": "high - low"}, "select": "mean(range)"}, "title": "Mean daily range, January 2024"}}]},
      {"text": "",
       "tool_calls": [{"name": "run_backtest", "input": {"strategy": {"entry": "close > open", "direction": "long",
         "exit_bars": 1}, "from": "daily", "period": "2024-01", "title": "Up-day follow-through"}}]},
      {"text": "", "tool_calls": [{"name": "describe_data", "input": {}}]},
      {"text": "",
       "tool_calls": [{"name": "query_receipts", "input": {"query": {"table": "receipts",
         "columns": ["date", "shop", "total"], "order_by": [{"column": "date", "direction": "desc"}], "limit": 3},
         "title": "Latest receipts"}}]},
      {"text": "The mean daily range in January 2024 was {{after.0.Result:}} points; the backtest made {{after.1.Backtest:}} trades."}
    ]
  }]
}"#;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_question_travels_the_whole_stack_and_is_stored_as_seen() -> anyhow::Result<()> {
    let nats = Nats::start()?;
    let pg = Postgres::start()?;
    let (receipts_db, gateway_db) = (pg.fresh_database().await?, pg.fresh_database().await?);

    // Receipts for three users; the caller is the first.
    let pool = sqlx::PgPool::connect(&receipts_db).await?;
    receipts_query::migrate::run(&pool).await?;
    let seeded = receipts_query::seed::seed(
        &pool,
        &receipts_query::seed::SeedOptions { users: 3, receipts_per_user: 20, seed: 11 },
    )
    .await?;
    let alice = seeded.users[0].to_string();

    let data = data_dir("NQ", NQ_2Y)?;
    let data_env = || vec![("BARB_DATA_DIR", data.path().display().to_string())];
    let query = spawn_grpc("query-engine", "barb.query.v1.QueryEngine", data_env()).await?;
    let backtest = spawn_grpc("backtest", "barb.backtest.v1.Backtest", data_env()).await?;
    let receipts =
        spawn_grpc("receipts-query", "barb.receipts.v1.ReceiptsQuery", vec![("DATABASE_URL", receipts_db.clone())])
            .await?;
    let script = tempfile::Builder::new().suffix(".json").tempfile()?;
    std::fs::write(script.path(), SCRIPT)?;
    let orchestrator = spawn_grpc(
        "chat-orchestrator",
        "barb.chat.v1.ChatOrchestrator",
        vec![
            ("NATS_URL", nats.url.clone()),
            ("LLM_PROVIDER", "mock".into()),
            ("MOCK_SCRIPT", script.path().display().to_string()),
            ("QUERY_ENGINE_ADDR", query.addr.clone()),
            ("BACKTEST_ADDR", backtest.addr.clone()),
            ("RECEIPTS_ADDR", receipts.addr.clone()),
            ("TOOL_TIMEOUT_MS", "60000".into()),
        ],
    )
    .await?;
    let gw = Gateway::start(&nats.url, &gateway_db, &orchestrator.addr, &[]).await?;

    let api = Api::new(&gw.base, &token(&alice));
    let conv = api.create_conversation().await?;
    let accepted = api.post_message(&conv, "How wide were the January days, and what did I buy lately?").await?;
    let mut sse = Sse::connect(&gw.url(accepted["stream_url"].as_str().unwrap()), &token(&alice), None).await?;
    let events = sse.until_terminal(WAIT).await?;

    // The exact sequence: one round per tool (text, start, end, card), then
    // the answer; the title may come at any point before `done`.
    let seqs: Vec<u64> = events.iter().map(SseEvent::seq).collect();
    assert_eq!(seqs, (1..=events.len() as u64).collect::<Vec<_>>(), "gap-free, in order");
    let kinds: Vec<String> = events
        .iter()
        .filter(|e| e.event != "title_update")
        .map(|e| match e.event.as_str() {
            "tool_start" | "tool_end" => format!("{}:{}", e.event, e.data["tool_name"].as_str().unwrap_or("?")),
            other => other.to_string(),
        })
        .collect();
    assert_eq!(
        kinds,
        [
            "text_delta",
            "tool_start:run_query",
            "tool_end:run_query",
            "data_block",
            "tool_start:run_backtest",
            "tool_end:run_backtest",
            "data_block",
            "tool_start:describe_data",
            "tool_end:describe_data",
            "tool_start:query_receipts",
            "tool_end:query_receipts",
            "data_block",
            "text_delta",
            "done",
        ],
        "{events:#?}"
    );
    assert_eq!(events.iter().filter(|e| e.event == "title_update").count(), 1, "one title for a first message");
    for end in events.iter().filter(|e| e.event == "tool_end") {
        assert_eq!(end.data["error"].as_str().unwrap_or(""), "", "tool failed: {end:?}");
    }

    // The query's number is pandas' on the same generated minutes.
    let (expect, _) = expectations("query_expectations.py", &dataset(NQ_2Y))?;
    let mean = expect["mean_range_2024_01"].as_f64().unwrap();
    let cards: Vec<&Value> = events.iter().filter(|e| e.event == "data_block").map(|e| &e.data["block"]).collect();
    assert_eq!(cards[0]["summary"]["type"], "scalar", "{}", cards[0]);
    assert!((cards[0]["summary"]["value"].as_f64().unwrap() - mean).abs() < 1e-9, "{}", cards[0]["summary"]);
    assert_eq!(cards[1]["type"], "backtest");
    let trades = cards[1]["metrics"]["total_trades"].as_u64().expect("trade count");
    assert_eq!(cards[1]["trades"].as_array().map(Vec::len), Some(trades as usize));
    let done = events.last().unwrap();
    let streamed: String =
        events.iter().filter(|e| e.event == "text_delta").filter_map(|e| e.data["delta"].as_str()).collect();
    let last = format!("The mean daily range in January 2024 was {mean} points; the backtest made {trades} trades.");
    assert_eq!(streamed, format!("Checking the January range.{last}"));
    // The final answer places each card (`{{data:K}}`) after the round that made it.
    let answer = format!("Checking the January range.\n\n{{{{data:0}}}}\n\n{{{{data:1}}}}\n\n{{{{data:2}}}}\n\n{last}");
    assert_eq!(done.data["answer"], answer, "{done:?}");
    assert_eq!(done.data["grounding"]["grounded"], true, "{done:?}");
    assert_eq!(done.data["grounding"]["unsupported"].as_array().map(Vec::len).unwrap_or(0), 0);

    // The receipts card holds exactly the caller's three latest receipts.
    let mine: Vec<(String, f64)> = sqlx::query(
        "SELECT shop, total::float8 AS total FROM receipts WHERE user_id = $1::uuid ORDER BY date DESC, id ASC LIMIT 3",
    )
    .bind(&alice)
    .fetch_all(&pool)
    .await?
    .iter()
    .map(|r| (r.get("shop"), r.get("total")))
    .collect();
    let card = cards[2];
    assert_eq!((card["type"].as_str(), card["table"].as_str()), (Some("receipts"), Some("receipts")));
    let rows: Vec<(String, f64)> = card["rows"]
        .as_array()
        .expect("rows")
        .iter()
        .map(|r| (r["shop"].as_str().unwrap().to_string(), r["total"].as_f64().unwrap()))
        .collect();
    assert_eq!(rows, mine);
    let others: i64 = sqlx::query_scalar("SELECT count(*) FROM receipts WHERE user_id <> $1::uuid")
        .bind(&alice)
        .fetch_one(&pool)
        .await?;
    assert!(others > 0, "the other users' receipts exist and were not returned");

    // The stored message is what the client saw.
    let msgs = api.wait_messages(&conv, "the stored answer", |m| m.len() == 2).await?;
    assert_eq!(msgs[0]["role"], "user");
    assert_eq!(msgs[1]["role"], "assistant");
    assert_eq!(msgs[1]["status"], "complete");
    assert_eq!(msgs[1]["content"], answer);
    let names: Vec<&str> =
        msgs[1]["tool_calls"].as_array().unwrap().iter().map(|c| c["tool_name"].as_str().unwrap()).collect();
    assert_eq!(names, ["run_query", "run_backtest", "describe_data", "query_receipts"]);
    assert_eq!(msgs[1]["data"], done.data["data"], "the stored cards are the streamed ones");
    assert_eq!(msgs[1]["data"].as_array().map(Vec::len), Some(3));
    assert_eq!(msgs[1]["tool_calls"], done.data["tool_calls"]);
    let (_, conversation) = api.get(&format!("/v1/conversations/{conv}")).await?;
    assert_eq!(conversation["title"], events.iter().find(|e| e.event == "title_update").unwrap().data["title"]);
    assert_eq!(json!(conversation["usage"]["message_count"]), json!(1));
    Ok(())
}
