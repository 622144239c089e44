//! A start in doubt: the gateway's StartTurn fails in a way that may have
//! reached an orchestrator (the answer was lost, the replica hung). Before
//! this was settled, a gateway answered 503 and removed the message while
//! the admitted turn ran on and was stored: the client sent its message
//! again and the conversation got two turns (seen in the chaos soak as "85
//! assistant messages for 84 ended turns" and as foreign events on a
//! client's stream).
//!
//! Real binaries, NATS and Postgres; the faults come from a TCP proxy
//! between the gateway and the orchestrator ([`barb_tests::fault_proxy`]),
//! because no process signal loses only an answer. The last test checks the
//! fence itself on the shared turn state, with the NATS logins the services
//! use.

mod durable_support;

use std::collections::BTreeSet;

use async_nats::jetstream;
use barb_common::{
    proto::chat::v1::chat_event::Payload,
    turn_state::{
        self, Admit, Buckets, LeaseSettings, StartTurnRequest,
        unstarted::{self, Settled},
    },
};
use barb_tests::{
    Nats, NatsRole,
    fault_proxy::{Fault, FaultProxy},
};
use durable_support::{Cluster, Publisher, QUESTION, Sse, WAIT, next_turn, post_and_stream, shape};
use serde_json::json;

/// A gateway whose orchestrator calls go through a fault proxy, with a short
/// StartTurn deadline so a lost answer is given up on quickly.
async fn cluster_behind_proxy() -> anyhow::Result<(Cluster, FaultProxy)> {
    let mut c = Cluster::start(1, &[]).await?;
    let upstream = c.orchestrators[0].addr.trim_start_matches("http://").to_string();
    let proxy = FaultProxy::start(&upstream).await?;
    let url = proxy.url.clone();
    c.add_gateway_to(&url, &[("ORCHESTRATOR_TIMEOUT_MS", "1500".into())]).await?;
    Ok((c, proxy))
}

async fn in_doubt(c: &Cluster, outcome: &str) -> anyhow::Result<f64> {
    durable_support::metric(
        &format!("{}/metrics", c.gateways[0].metrics_base),
        "gateway_turn_starts_in_doubt_total",
        &format!("outcome=\"{outcome}\""),
    )
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_start_whose_answer_is_lost_is_accepted_and_runs_once() -> anyhow::Result<()> {
    let (c, proxy) = cluster_behind_proxy().await?;
    let api = c.api(0, "una");
    let conv = api.create_conversation().await?;
    // The orchestrator gets every attempt and admits the turn; no answer comes back.
    proxy.set(Fault::LoseReplies);
    let (turn, mut sse) = post_and_stream(&api, &conv, QUESTION).await?;
    let events = sse.until_terminal(WAIT).await?;
    assert_eq!(events.last().unwrap().event, "done", "{:?}", shape(&events));
    assert!(events.iter().all(|e| e.id.starts_with(&format!("{turn}:"))), "{:?}", shape(&events));
    assert_eq!(in_doubt(&c, "started").await?, 1.0);
    assert_eq!(in_doubt(&c, "not_started").await?, 0.0);
    // Stored once: the message and its one answer.
    let stored = api.wait_messages(&conv, "the answer stored", |m| m.len() >= 2).await?;
    let roles: Vec<(&str, &str)> =
        stored.iter().map(|m| (m["role"].as_str().unwrap(), m["turn_id"].as_str().unwrap())).collect();
    assert_eq!(roles, [("user", turn.as_str()), ("assistant", turn.as_str())]);
    assert_eq!(stored[1]["status"], "complete");
    assert_eq!(stored[1]["content"], events.last().unwrap().data["answer"]);
    // The conversation takes the next message once the network heals.
    proxy.set(Fault::None);
    let next = next_turn(&api, &conv, QUESTION).await?;
    assert_eq!(next.last().unwrap().event, "done");
    let all = api.wait_messages(&conv, "the next answer stored", |m| m.len() >= 4).await?;
    assert_eq!(all.len(), 4, "{all:?}");
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_start_no_orchestrator_answers_is_refused_and_leaves_nothing() -> anyhow::Result<()> {
    let (c, proxy) = cluster_behind_proxy().await?;
    let api = c.api(0, "vera");
    let conv = api.create_conversation().await?;
    // A live stream of the conversation, open before anything happens in it.
    let mut live = Sse::connect(&format!("{}/v1/conversations/{conv}/events", api.base), &api.credential, None).await?;
    proxy.set(Fault::Blackhole);
    let (status, body) = api.post(&format!("/v1/conversations/{conv}/messages"), json!({"message": QUESTION})).await?;
    assert_eq!((status, body["code"].as_str()), (503, Some("SERVICE_UNAVAILABLE")), "{body}");
    assert_eq!(in_doubt(&c, "not_started").await?, 1.0);
    assert!(api.messages(&conv).await?.is_empty(), "the refused message is removed");
    // The refused turn's only trace is its fence: one internal error event.
    let stored = Publisher::connect(&c.nats.url).await?.stored(&conv).await?;
    assert_eq!(stored.len(), 1, "{stored:?}");
    let refused = stored[0].turn_id.clone();
    assert!(unstarted::is_refused_start(&stored[0]), "{stored:?}");
    // The conversation is free; its stream never showed the fence.
    proxy.set(Fault::None);
    let next = next_turn(&api, &conv, QUESTION).await?;
    assert_eq!(next.last().unwrap().event, "done");
    let seen = live.until_terminal(WAIT).await?;
    let turns: BTreeSet<&str> = seen.iter().map(|e| e.id.split(':').next().unwrap()).collect();
    assert_eq!(turns.len(), 1, "one turn on the live stream: {turns:?}");
    assert!(!turns.contains(refused.as_str()));
    // Stored: the next turn only; persistence consumed the fence without an answer.
    let messages = api.wait_messages(&conv, "the next answer stored", |m| m.len() >= 2).await?;
    assert_eq!(messages.len(), 2, "{messages:?}");
    assert!(messages.iter().all(|m| m["turn_id"].as_str() != Some(refused.as_str())));
    Ok(())
}

fn request(conv: &str, turn: &str) -> StartTurnRequest {
    StartTurnRequest {
        conversation_id: conv.into(),
        turn_id: turn.into(),
        user_id: "wes".into(),
        message: QUESTION.into(),
        ..Default::default()
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_fence_of_a_refused_start_stops_a_late_admission_and_frees_the_conversation() -> anyhow::Result<()> {
    let nats = Nats::start()?;
    let settings = LeaseSettings::default();
    // The orchestrator creates the buckets and admits; the gateway settles, with its own login.
    let orch = Buckets::ensure(&jetstream::new(nats.connect(NatsRole::Orchestrator).await?), &settings, true).await?;
    let gw = Buckets::ensure(&jetstream::new(nats.connect(NatsRole::Gateway).await?), &settings, false).await?;
    let refused = |conv: &'static str, turn: &'static str| {
        let gw = gw.clone();
        async move { unstarted::settle(&gw, conv, turn, unstarted::START_REFUSED, "refused").await }
    };

    // Settled before the admission arrives: not started, and the late admission does not run it.
    assert_eq!(refused("c1", "t1").await?, Settled::NotStarted);
    assert_eq!(turn_state::admit(&orch, &request("c1", "t1"), "t1", "orch-a", "").await?, Admit::Existing);
    assert!(turn_state::load(&orch, "t1").await?.is_none(), "no state: nobody owns or takes it over");
    // A retry of the settle (its ack lost) is recognised as the same fence.
    assert_eq!(refused("c1", "t1").await?, Settled::NotStarted);
    // The conversation takes its next turn.
    assert!(matches!(turn_state::admit(&orch, &request("c1", "t2"), "t2", "orch-a", "").await?, Admit::Started(_)));

    // Admitted before the settle: started, and no fence is published.
    assert!(matches!(turn_state::admit(&orch, &request("c2", "t3"), "t3", "orch-a", "").await?, Admit::Started(_)));
    assert_eq!(refused("c2", "t3").await?, Settled::Started);
    assert!(turn_state::fence::last_event(&gw.events, "c2", "t3").await?.is_none());

    // Events but no state (the turn ran and finished): started; the fence is refused.
    let publisher = Publisher::connect(&nats.url).await?;
    publisher.emit("c3", "t4", Payload::Done(Default::default())).await?;
    assert_eq!(refused("c3", "t4").await?, Settled::Started);
    let stored = publisher.stored("c3").await?;
    assert_eq!(stored.len(), 1, "only the turn's own event: {stored:?}");
    assert!(!unstarted::is_refused_start(&stored[0]));
    Ok(())
}
