//! Long conversations end to end: the real gateway and `chat-orchestrator`
//! binaries, real NATS and Postgres, and a fake LLM speaking the Anthropic
//! wire format that records every request. Once a conversation's history
//! passes the orchestrator's budget, one turn ends with a tool-less summary
//! call; the gateway stores the summary on the conversation and from then on
//! sends only the messages after it, so the model sees the summary instead of
//! the old messages, and the summary is not recomputed on every turn.

#[path = "../../services/chat-orchestrator/tests/support/fake_llm.rs"]
mod fake_llm;
mod gateway_support;

use std::sync::Arc;

use barb_tests::{Nats, Postgres, ServiceProcess, free_port, wait_for_grpc_health};
use fake_llm::{FakeLlm, Recorded, anthropic as an};
use gateway_support::{Api, Gateway, WAIT, token};
use serde_json::Value;

const USER: &str = "5a1c0d2e-0000-4000-8000-00000000c0de";

/// The opening of the orchestrator's summary prompt (`chat_orchestrator::summary::SYSTEM`).
const SUMMARY_PROMPT: &str = "You summarise the earlier part of a conversation";

fn system(body: &Value) -> String {
    body["system"].as_array().into_iter().flatten().filter_map(|b| b["text"].as_str()).collect()
}

fn is_summary_call(r: &Recorded) -> bool {
    system(&r.body).starts_with(SUMMARY_PROMPT)
}

/// Every text the model was sent in the messages of a request.
fn message_text(body: &Value) -> String {
    let mut out = String::new();
    for m in body["messages"].as_array().into_iter().flatten() {
        match &m["content"] {
            Value::String(s) => out.push_str(s),
            Value::Array(blocks) => {
                for b in blocks {
                    if let Some(t) = b["text"].as_str() {
                        out.push_str(t);
                    }
                }
            }
            _ => {}
        }
        out.push('\n');
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn long_conversations_are_summarised_once_per_stretch_and_the_summary_replaces_old_messages() -> anyhow::Result<()>
{
    let nats = Nats::start()?;
    let pg = Postgres::start()?;
    let db = pg.fresh_database().await?;
    // Summaries are numbered by the order the model was asked for them.
    let summaries = Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let counter = summaries.clone();
    let llm = FakeLlm::start(Arc::new(move |body: &Value, _n| {
        if system(body).starts_with(SUMMARY_PROMPT) {
            let k = counter.fetch_add(1, std::sync::atomic::Ordering::SeqCst) + 1;
            let letter = ["ALPHA", "BRAVO", "CHARLIE", "DELTA"][k.min(4) - 1];
            an::text_reply(&[&format!("SUMMARY {letter}: the analyst is working through a list of questions.")])
        } else {
            an::text_reply(&["Noted, ", "thank you."])
        }
    }))
    .await;
    let port = free_port();
    let unused = format!("http://127.0.0.1:{}", free_port());
    let _orchestrator = ServiceProcess::spawn(
        "chat-orchestrator",
        &[
            ("LISTEN_ADDR", format!("127.0.0.1:{port}")),
            ("METRICS_ADDR", "off".into()),
            ("NATS_URL", nats.url.clone()),
            ("LLM_PROVIDER", "anthropic".into()),
            ("LLM_MODEL", "claude-sonnet-4-5".into()),
            ("ANTHROPIC_API_KEY", "sk-e2e".into()),
            ("ANTHROPIC_BASE_URL", llm.base_url.clone()),
            ("QUERY_ENGINE_ADDR", unused.clone()),
            ("BACKTEST_ADDR", unused.clone()),
            ("RECEIPTS_ADDR", unused),
            // Two messages replayed verbatim; summarise once the history reaches
            // eight messages (this turn's two included).
            ("HISTORY_WINDOW", "2".into()),
            ("HISTORY_SUMMARY_AFTER", "8".into()),
            ("HISTORY_BUDGET_TOKENS", "0".into()),
        ],
    )?;
    let orchestrator = format!("http://127.0.0.1:{port}");
    wait_for_grpc_health(&orchestrator, "barb.chat.v1.ChatOrchestrator", WAIT).await?;
    let gw = Gateway::start(&nats.url, &db, &orchestrator, &[]).await?;
    let api = Api::new(&gw.base, &token(USER));
    let conversation = api.create_conversation().await?;

    // The request index at which each turn started.
    let mut turn_starts = Vec::new();
    for k in 1..=6 {
        turn_starts.push(llm.requests().len());
        api.post_message(&conversation, &format!("question number {k}")).await?;
        api.wait_messages(&conversation, "the answer", |m| {
            m.iter().filter(|m| m["role"] == "assistant" && m["status"] == "complete").count() == k
        })
        .await?;
    }
    let requests = llm.requests();
    let summary_calls: Vec<(usize, &Recorded)> =
        requests.iter().enumerate().filter(|(_, r)| is_summary_call(r)).collect();

    // Turns 1–3 are within budget (history 0, 2, 4 messages + 2 < 8); turn 4
    // (history 6) summarises turns 1–2; turn 5 gets the summary and turns 3–4
    // (4 + 2 < 8); turn 6 (history 6 again) folds turns 3–4 into the summary.
    assert_eq!(summary_calls.len(), 2, "one summary per stretch of conversation, not one per turn");
    let in_turn = |i: usize| turn_starts.iter().rposition(|&s| s <= i).unwrap() + 1;
    assert_eq!(in_turn(summary_calls[0].0), 4);
    assert_eq!(in_turn(summary_calls[1].0), 6);

    // The summary calls are tool-less and carry the right part of the conversation.
    let first = &summary_calls[0].1.body;
    assert!(first.get("tools").is_none_or(|t| t.as_array().is_none_or(Vec::is_empty)), "{first}");
    let text = message_text(first);
    assert!(text.contains("User: question number 1") && text.contains("User: question number 2"), "{text}");
    assert!(!text.contains("question number 3"), "the replay window is not summarised: {text}");
    assert!(!text.contains("Summary so far"), "{text}");
    let second = message_text(&summary_calls[1].1.body);
    assert!(second.starts_with("Summary so far:\nSUMMARY ALPHA"), "the previous summary is folded in: {second}");
    assert!(second.contains("User: question number 3") && second.contains("User: question number 4"), "{second}");
    assert!(!second.contains("question number 1\n"), "{second}");

    // Turn 5's model request: the stored summary instead of turns 1–2.
    let turn5 = &requests[turn_starts[4]];
    assert!(!is_summary_call(turn5));
    let seen = message_text(&turn5.body);
    assert!(seen.contains("SUMMARY ALPHA"), "the stored summary is sent: {seen}");
    for k in [1, 2] {
        assert!(!seen.contains(&format!("question number {k}")), "question {k} is covered by the summary: {seen}");
    }
    for k in [3, 4, 5] {
        assert!(seen.contains(&format!("question number {k}")), "question {k} is replayed or summarised: {seen}");
    }

    // The conversation stores the latest summary and the newest message it covers
    // (turn 4's answer).
    let sql = sqlx::PgPool::connect(&db).await?;
    let (context,): (Value,) = sqlx::query_as("SELECT context FROM conversations WHERE id = $1::uuid")
        .bind(&conversation)
        .fetch_one(&sql)
        .await?;
    assert_eq!(context["summary"], "SUMMARY BRAVO: the analyst is working through a list of questions.");
    let messages = api.messages(&conversation).await?;
    let answers: Vec<&Value> = messages.iter().filter(|m| m["role"] == "assistant").collect();
    assert_eq!(context["summary_up_to"], answers[3]["id"], "turn 4's answer is the newest covered message");
    // The summary call is part of the turn's cost: two model rounds in turns 4 and 6.
    let rounds: Vec<u64> = answers.iter().map(|m| m["usage"]["rounds"].as_u64().unwrap_or(0)).collect();
    assert_eq!(rounds, vec![1, 1, 1, 2, 1, 2], "{answers:?}");
    Ok(())
}
