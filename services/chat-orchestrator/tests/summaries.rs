//! Conversation summaries with the mock provider, inside the process: a turn
//! whose history is over budget ends with a summary of the part before the
//! replay window (in `done.context`, with the newest covered message), a turn
//! within budget does not summarise again, and the next summary folds in the
//! previous one. (The gateway's side — storing the summary and sending only
//! later messages — is covered end to end in `tests/tests/conversation_summary.rs`.)

mod support;

use std::sync::Arc;

use barb_common::proto::chat::v1::{Done, HistoryMessage, chat_event::Payload};
use chat_orchestrator::{
    events::{Destination, spawn_publisher},
    provider::mock::{Mock, Script},
    registry::CancelToken,
    summary::SummaryPolicy,
    tools::{Tools, ToolsConfig},
    turn::{Engine, LoopSettings, TurnInput},
    usage::PriceTable,
};
use support::engines::FakeEngines;

const SCRIPT: &str = r#"{
  "tokens_per_second": 0,
  "rules": [{"name": "ack", "rounds": [{"text": "Noted, thank you."}]}]
}"#;

async fn engine(engines: &FakeEngines) -> Engine {
    let script: Script = serde_json::from_str(SCRIPT).unwrap();
    let tools = Tools::new(&ToolsConfig {
        query_engine_addr: engines.addr.clone(),
        backtest_addr: engines.addr.clone(),
        receipts_addr: engines.addr.clone(),
        timeout: std::time::Duration::from_secs(30),
        auth_token: None,
        tls: None,
    })
    .unwrap();
    let mut settings = LoopSettings::default();
    settings.history.window = 2;
    settings.summary = SummaryPolicy { after_messages: 8, budget_tokens: 0, max_tokens: 256 };
    Engine {
        provider: Arc::new(Mock::new(script, "mock")),
        tools: Arc::new(tools),
        prices: PriceTable::default(),
        settings,
    }
}

/// `n` earlier exchanges, numbered from `first`, with message ids.
fn history(first: usize, n: usize) -> Vec<HistoryMessage> {
    (first..first + n)
        .flat_map(|k| {
            [
                HistoryMessage {
                    message_id: format!("u{k}"),
                    role: "user".into(),
                    content: format!("question {k}"),
                    ..Default::default()
                },
                HistoryMessage {
                    message_id: format!("a{k}"),
                    role: "assistant".into(),
                    content: "Noted.".into(),
                    ..Default::default()
                },
            ]
        })
        .collect()
}

async fn turn(engine: &Engine, history: Vec<HistoryMessage>, summary: &str, message: &str) -> Done {
    let (events, publisher) = spawn_publisher(Destination::new(None, "c1", "t1"), None);
    let input = TurnInput {
        conversation_id: "c1".into(),
        turn_id: "t1".into(),
        user_id: "user-1".into(),
        message: message.into(),
        history,
        context_summary: summary.into(),
        ..Default::default()
    };
    let terminal = engine.run(input, &events, &CancelToken::never(), None).await;
    drop(events);
    publisher.await.unwrap();
    match terminal {
        Payload::Done(d) => d,
        other => panic!("expected done, got {other:?}"),
    }
}

#[tokio::test]
async fn over_budget_turns_summarise_the_part_before_the_window_once() {
    let engines = FakeEngines::start().await;
    let engine = engine(&engines).await;

    // History of 2 exchanges (4 messages) + this one = 6 < 8: no summary.
    let quiet = turn(&engine, history(1, 2), "", "question 3").await;
    assert_eq!(quiet.answer, "Noted, thank you.");
    assert!(quiet.context.is_none());
    assert_eq!(quiet.usage.unwrap().rounds, 1);

    // 3 earlier exchanges (6 messages) + this one = 8: the first two exchanges
    // (everything before the 2-message window) are summarised.
    let due = turn(&engine, history(1, 3), "", "question 4").await;
    assert_eq!(due.answer, "Noted, thank you.", "the answer is unchanged by the summary");
    let context = due.context.expect("a summary when over budget");
    assert_eq!(context.summary, "Then the user asked: question 1; question 2.");
    assert_eq!(context.summary_up_to, "a2", "the newest message the summary covers");
    let usage = due.usage.unwrap();
    assert_eq!(usage.rounds, 2, "the summary call is part of the turn");
    assert!(usage.output_tokens > quiet.usage.unwrap().output_tokens);

    // The next turns get the summary and only the messages after a2: within budget.
    let after = turn(&engine, history(3, 2), &context.summary, "question 5").await;
    assert!(after.context.is_none(), "not recomputed on every turn");

    // Over budget again: the new summary folds in the previous one.
    let again = turn(&engine, history(3, 3), &context.summary, "question 6").await;
    let next = again.context.expect("a second summary");
    assert_eq!(
        next.summary,
        "Then the user asked: question 1; question 2. Then the user asked: question 3; question 4."
    );
    assert_eq!(next.summary_up_to, "a4");
}

#[tokio::test]
async fn history_without_message_ids_is_not_summarised_and_the_turn_still_succeeds() {
    let engines = FakeEngines::start().await;
    let engine = engine(&engines).await;
    let mut h = history(1, 3);
    for m in &mut h {
        m.message_id.clear();
    }
    let done = turn(&engine, h, "", "question 4").await;
    assert_eq!(done.answer, "Noted, thank you.");
    assert!(done.context.is_none(), "a summary must say which messages it covers");
    assert_eq!(done.usage.unwrap().rounds, 1);
}
