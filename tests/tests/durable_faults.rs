//! More faults on durable turns, on the real binaries, real NATS and real
//! Postgres: an owner stopped with SIGSTOP (taken over, then fenced when it
//! wakes), kill -9 in the middle of a tool call, a query-engine replica killed
//! mid-call (retried on another) or every replica gone (a typed tool error,
//! the turn goes on), a NATS restart mid-turn, Postgres stopped and started
//! during a turn, the takeover limit, and the drain after SIGTERM. Each test
//! asserts the exact client-visible event sequence, the stored message, and
//! that the conversation takes a new message afterwards. Nothing waits on a
//! timer except the NATS outage, whose length is the fault itself.

mod durable_support;

use std::time::Duration;

use durable_support::{
    Cluster, QUESTION, SseEvent, WAIT, assert_gap_free, assert_same_outcome, client_text, control, metric, next_turn,
    post_and_stream, read_until, seq_of, shape, stored_answer, text_up_to, wait_until,
};
use serde_json::json;

/// Mid text of the second round: after the card, once its text streams.
fn mid_second_round(e: &[SseEvent]) -> bool {
    e.iter().any(|x| x.event == "data_block") && e.last().unwrap().event == "text_delta"
}

const FULL_SHAPE: [&str; 7] = ["title_update", "text", "tool_start", "tool_end", "data_block", "text", "done"];

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stopped_owner_is_taken_over_and_fenced_when_it_wakes() -> anyhow::Result<()> {
    let mut c = Cluster::start(2, &[]).await?;
    c.add_gateway(0, &[]).await?;
    let survivor = c.add_gateway(1, &[]).await?;
    let reference = control(&c, 0, QUESTION).await?;
    let api = c.api(0, "hank");
    let conv = api.create_conversation().await?;
    let (turn, mut sse) = post_and_stream(&api, &conv, QUESTION).await?;
    let mut events = read_until(&mut sse, mid_second_round).await?;
    c.wait_committed(&turn, 2).await?;
    c.orchestrators[0].process.signal("STOP")?;
    // Its lease lapses; the survivor takes the turn over and tells the client.
    events.extend(read_until(&mut sse, |e| e.last().unwrap().event == "superseded").await?);
    // The old owner wakes up in the middle of its model stream, believing it
    // still owns the turn: its next event must not get out.
    c.orchestrators[0].process.signal("CONT")?;
    events.extend(sse.until_terminal(WAIT).await?);
    assert_eq!(
        shape(&events),
        ["title_update", "text", "tool_start", "tool_end", "data_block", "text", "superseded", "text", "done"]
    );
    let sup = events.iter().find(|e| e.event == "superseded").unwrap();
    assert_eq!((sup.data["reason"].as_str(), sup.data["takeovers"].as_u64()), (Some("owner_lost"), Some(1)));
    assert_eq!(sup.data["after_seq"], seq_of(&events, "data_block"));
    assert_eq!(sup.data["text"].as_str().unwrap(), text_up_to(&events, seq_of(&events, "data_block")));
    let old = c.orchestrators[0].metrics.clone();
    wait_until("the woken owner to find its turn taken over", || {
        let old = old.clone();
        async move { metric(&old, "chat_turns_superseded_total", "").await.unwrap_or(0.0) >= 1.0 }
    })
    .await?;
    wait_until("the woken owner to register its lapsed lease again", || {
        let old = old.clone();
        async move { metric(&old, "chat_lease_heartbeats_total", "outcome=\"recreated\"").await.unwrap_or(0.0) >= 1.0 }
    })
    .await?;
    assert_eq!(metric(&old, "chat_takeovers_total", "outcome=\"resumed\"").await?, 0.0);
    // Nothing the old owner did after waking is in the stream: stored == seen (checked below).
    assert_same_outcome(&c, 0, survivor, "hank", &conv, &turn, &events, &reference).await?;
    let latency = metric(&c.orchestrators[1].metrics, "chat_takeover_latency_seconds_count", "owner_lost").await?;
    assert_eq!(latency, 1.0, "the new owner measured the takeover from the owner's last heartbeat");
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kill_9_mid_tool_call_runs_the_interrupted_call_again() -> anyhow::Result<()> {
    let mut c = Cluster::start(2, &[]).await?;
    c.add_gateway(0, &[]).await?;
    let survivor = c.add_gateway(1, &[]).await?;
    // Both orchestrators have fetched the tool definitions before query-engine stops.
    let reference = control(&c, 0, QUESTION).await?;
    control(&c, survivor, QUESTION).await?;
    let api = c.api(0, "ivan");
    let conv = api.create_conversation().await?;
    // query-engine stopped: the call hangs in flight until the owner is gone.
    c.query[0].process.as_ref().unwrap().signal("STOP")?;
    let (turn, mut sse) = post_and_stream(&api, &conv, QUESTION).await?;
    let mut events = read_until(&mut sse, |e| e.last().unwrap().event == "tool_start").await?;
    // The kill lands after the model round's checkpoint (committed off the
    // turn's path, so not necessarily by the time `tool_start` is seen).
    c.wait_committed(&turn, 1).await?;
    c.orchestrators[0].process.signal("KILL")?;
    c.query[0].process.as_ref().unwrap().signal("CONT")?;
    events.extend(sse.until_terminal(WAIT).await?);
    // The model round (text and call) was committed; its result was not: the
    // new owner replays the round and runs the call again.
    assert_eq!(
        shape(&events),
        ["title_update", "text", "tool_start", "superseded", "tool_end", "data_block", "text", "done"]
    );
    let sup = events.iter().find(|e| e.event == "superseded").unwrap();
    assert_eq!(sup.data["after_seq"], seq_of(&events, "tool_start"), "the model round stands");
    assert_eq!(sup.data["text"].as_str().unwrap(), text_up_to(&events, seq_of(&events, "tool_start")));
    let done = &events.last().unwrap().data;
    assert_eq!(done["tool_calls"].as_array().unwrap().len(), 1, "one call in the answer");
    assert!(done["tool_calls"][0]["error"].is_null(), "{}", done["tool_calls"][0]);
    assert_same_outcome(&c, 0, survivor, "ivan", &conv, &turn, &events, &reference).await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tool_replica_killed_mid_call_is_retried_on_another() -> anyhow::Result<()> {
    // Two query-engine slots: replica 0 runs, replica 1 is down (its port is in the list).
    let mut c = Cluster::start_with(1, &[true, false], &[]).await?;
    c.add_gateway(0, &[]).await?;
    let reference = control(&c, 0, QUESTION).await?;
    assert_eq!(shape(&reference), FULL_SHAPE);
    let api = c.api(0, "judy");
    let conv = api.create_conversation().await?;
    c.query[0].process.as_ref().unwrap().signal("STOP")?;
    let (turn, mut sse) = post_and_stream(&api, &conv, QUESTION).await?;
    let mut events = read_until(&mut sse, |e| e.last().unwrap().event == "tool_start").await?;
    // The replica running the call dies; another comes up.
    c.query[0].process.as_ref().unwrap().signal("KILL")?;
    c.start_query_engine(1).await?;
    events.extend(sse.until_terminal(WAIT).await?);
    assert_eq!(shape(&events), FULL_SHAPE, "the client sees an ordinary turn");
    assert_gap_free(&events);
    let done = &events.last().unwrap().data;
    assert!(done["tool_calls"][0]["error"].is_null(), "the retry succeeded: {}", done["tool_calls"][0]);
    assert_eq!(done["answer"], reference.last().unwrap().data["answer"]);
    assert_eq!(c.query_executions(1).await?, 1.0, "the new replica ran the call");
    let retries = metric(&c.orchestrators[0].metrics, "chat_tool_retries_total", "run_query").await?;
    assert!(retries >= 1.0, "the call was retried ({retries})");
    let stored = stored_answer(&api, &conv, &turn).await?;
    assert_eq!((stored["status"].as_str(), &stored["content"]), (Some("complete"), &done["answer"]));
    let next = next_turn(&api, &conv, QUESTION).await?;
    assert_eq!(next.last().unwrap().event, "done");
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_every_tool_replica_gone_the_model_gets_a_typed_error_and_the_turn_goes_on() -> anyhow::Result<()> {
    let mut c = Cluster::start(1, &[("TOOL_TIMEOUT_MS", "3000")]).await?;
    c.add_gateway(0, &[]).await?;
    control(&c, 0, QUESTION).await?;
    let api = c.api(0, "kate");
    let conv = api.create_conversation().await?;
    c.query[0].process.as_ref().unwrap().signal("STOP")?;
    let (turn, mut sse) = post_and_stream(&api, &conv, QUESTION).await?;
    let mut events = read_until(&mut sse, |e| e.last().unwrap().event == "tool_start").await?;
    c.query[0].process.as_ref().unwrap().signal("KILL")?;
    c.query[0].process = None;
    events.extend(sse.until_terminal(WAIT).await?);
    // No card; the model is told and answers without the numbers.
    assert_eq!(shape(&events), ["title_update", "text", "tool_start", "tool_end", "text", "done"]);
    assert_gap_free(&events);
    let end = events.iter().find(|e| e.event == "tool_end").unwrap();
    let error = end.data["error"].as_str().unwrap_or_default();
    assert!(error.contains("query-engine service is unavailable"), "{error}");
    let done = &events.last().unwrap().data;
    assert_eq!(done["tool_calls"][0]["error"].as_str(), Some(error));
    let stored = stored_answer(&api, &conv, &turn).await?;
    assert_eq!((stored["status"].as_str(), &stored["content"]), (Some("complete"), &done["answer"]));
    assert_eq!(client_text(&events).trim(), done["answer"].as_str().unwrap());
    // The engine comes back: the conversation goes on.
    c.start_query_engine(0).await?;
    // The conversation has its title: no title_update this time.
    assert_eq!(shape(&next_turn(&api, &conv, QUESTION).await?), FULL_SHAPE[1..]);
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_nats_restart_mid_turn_loses_nothing_and_takes_nothing_over() -> anyhow::Result<()> {
    let mut c = Cluster::start(2, &[]).await?;
    c.add_gateway(0, &[]).await?;
    let survivor = c.add_gateway(1, &[]).await?;
    let reference = control(&c, 0, QUESTION).await?;
    let api = c.api(0, "liam");
    let conv = api.create_conversation().await?;
    let (turn, mut sse) = post_and_stream(&api, &conv, QUESTION).await?;
    let mut events = read_until(&mut sse, mid_second_round).await?;
    c.nats.stop();
    // The outage (the fault itself, not a wait for something): longer than the
    // lease TTL, so the restarted server expires every lease at once.
    tokio::time::sleep(Duration::from_millis(2500)).await;
    c.nats.restart()?;
    events.extend(sse.until_terminal(WAIT).await?);
    // The owner stayed alive and kept the turn: no takeover, no superseded.
    assert_eq!(shape(&events), FULL_SHAPE);
    for o in &c.orchestrators {
        assert_eq!(metric(&o.metrics, "chat_takeovers_total", "outcome=\"resumed\"").await?, 0.0);
    }
    assert_same_outcome(&c, 0, survivor, "liam", &conv, &turn, &events, &reference).await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_stopped_mid_turn_answers_503_then_catches_up() -> anyhow::Result<()> {
    let mut c = Cluster::start(1, &[]).await?;
    let gw = c.add_gateway(0, &[]).await?;
    let reference = control(&c, gw, QUESTION).await?;
    let api = c.api(gw, "mia");
    let conv = api.create_conversation().await?;
    let (turn, mut sse) = post_and_stream(&api, &conv, QUESTION).await?;
    let mut events = read_until(&mut sse, |e| e.last().unwrap().event == "text_delta").await?;
    c.pg.stop();
    // The turn runs on: events go through NATS, not Postgres.
    events.extend(sse.until_terminal(WAIT).await?);
    assert_eq!(shape(&events), shape(&reference));
    assert_gap_free(&events);
    // Reads and writes answer 503 with Retry-After instead of hanging.
    let http = durable_support::gateway::http();
    for (method, path, body) in [
        (reqwest::Method::POST, format!("/v1/conversations/{conv}/messages"), Some(json!({"message": QUESTION}))),
        (reqwest::Method::GET, format!("/v1/conversations/{conv}/messages"), None),
    ] {
        let mut req = http.request(method.clone(), format!("{}{path}", api.base)).bearer_auth(&api.credential);
        if let Some(b) = body {
            req = req.json(&b);
        }
        let resp = req.send().await?;
        assert_eq!(resp.status().as_u16(), 503, "{method} {path}");
        assert!(resp.headers().get("retry-after").is_some(), "{method} {path}: Retry-After");
        let body: serde_json::Value = resp.json().await?;
        assert_eq!(body["code"], "SERVICE_UNAVAILABLE", "{body}");
    }
    c.pg.restart()?;
    // Persistence catches up: the answer is stored as the client saw it.
    let stored = stored_answer(&api, &conv, &turn).await?;
    let done = &events.last().unwrap().data;
    assert_eq!((stored["status"].as_str(), &stored["content"]), (Some("complete"), &done["answer"]));
    let next = next_turn(&api, &conv, QUESTION).await?;
    assert_eq!(next.last().unwrap().event, "done");
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_the_takeover_limit_the_turn_ends_with_a_retryable_error_and_keeps_its_answer() -> anyhow::Result<()> {
    let mut c = Cluster::start(3, &[("TURN_MAX_TAKEOVERS", "1")]).await?;
    c.add_gateway(0, &[]).await?;
    let api = c.api(0, "noah");
    let conv = api.create_conversation().await?;
    let (turn, mut sse) = post_and_stream(&api, &conv, QUESTION).await?;
    let mut events = read_until(&mut sse, mid_second_round).await?;
    c.wait_committed(&turn, 2).await?;
    c.orchestrators[0].process.signal("KILL")?;
    // Taken over once (allowed), and streaming again.
    events.extend(
        read_until(&mut sse, |e| e.iter().any(|x| x.event == "superseded") && e.last().unwrap().event == "text_delta")
            .await?,
    );
    let mut owner = None;
    for i in 1..3 {
        if metric(&c.orchestrators[i].metrics, "chat_takeovers_total", "outcome=\"resumed\"").await? == 1.0 {
            owner = Some(i);
        }
    }
    let owner = owner.expect("one survivor resumed the turn");
    c.orchestrators[owner].process.signal("KILL")?;
    let last = 3 - owner;
    events.extend(sse.until_terminal(WAIT).await?);
    assert_gap_free(&events);
    assert_eq!(
        shape(&events),
        ["title_update", "text", "tool_start", "tool_end", "data_block", "text", "superseded", "text", "error"]
    );
    let err = &events.last().unwrap().data;
    assert_eq!((err["code"].as_str(), err["retryable"].as_bool()), (Some("takeover_limit"), Some(true)), "{err}");
    let last_metrics = c.orchestrators[last].metrics.clone();
    wait_until("the last orchestrator to count the takeover limit", || {
        let m = last_metrics.clone();
        async move { metric(&m, "chat_takeovers_total", "outcome=\"limit\"").await.unwrap_or(0.0) == 1.0 }
    })
    .await?;
    // The partial answer is what the client was shown, with its card.
    let shown = client_text(&events);
    assert_eq!(err["partial_answer"].as_str().unwrap(), format!("{}\n\n{{{{data:0}}}}", shown.trim()));
    let stored = stored_answer(&api, &conv, &turn).await?;
    assert_eq!(stored["status"], "error");
    assert_eq!(stored["content"], err["partial_answer"]);
    assert_eq!(stored["error"]["code"], "takeover_limit");
    let stored_events = durable_support::Publisher::connect(&c.nats.url).await?.stored(&conv).await?;
    let seen: Vec<String> = events.iter().map(|e| e.id.clone()).collect();
    let ids: Vec<String> = stored_events.iter().map(|e| format!("{}:{}", e.turn_id, e.seq)).collect();
    assert_eq!(ids, seen, "exactly one terminal event; nothing the clients did not see");
    let next_gw = c.add_gateway(last, &[]).await?;
    let api = c.api(next_gw, "noah");
    let next = next_turn(&api, &conv, QUESTION).await?;
    assert_eq!(next.last().unwrap().event, "done");
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_draining_orchestrator_refuses_new_turns_and_the_gateway_starts_them_elsewhere() -> anyhow::Result<()> {
    use barb_common::{
        assertion::{self, AUD_ORCHESTRATOR},
        error::detail_of,
        proto::chat::v1::{StartTurnRequest, chat_orchestrator_client::ChatOrchestratorClient},
    };
    use tonic_health::pb::{HealthCheckRequest, health_check_response::ServingStatus, health_client::HealthClient};
    // SIGTERM: NOT_SERVING at once, still listening for SHUTDOWN_DELAY_MS, running turns get TURN_DRAIN_MS.
    let mut c = Cluster::start(2, &[("TURN_DRAIN_MS", "60000"), ("SHUTDOWN_DELAY_MS", "10000")]).await?;
    c.add_gateway_to_all(&[]).await?;
    let api = c.api(0, "olga");
    let conv = api.create_conversation().await?;
    let (turn, mut sse) = post_and_stream(&api, &conv, QUESTION).await?;
    let mut events = read_until(&mut sse, |e| e.last().unwrap().event == "text_delta").await?;
    // The one turn in flight tells which replica owns it.
    let mut owner = None;
    for i in 0..2 {
        if metric(&c.orchestrators[i].metrics, "chat_turns_running", "").await? == 1.0 {
            owner = Some(i);
        }
    }
    let owner = owner.expect("one replica runs the turn");
    let idle = 1 - owner;
    let before = metric(&c.orchestrators[idle].metrics, "chat_turns_total", "outcome=\"done\"").await?;
    c.orchestrators[owner].process.signal("TERM")?;
    let addr = c.orchestrators[owner].addr.clone();
    wait_until("the draining replica to report NOT_SERVING", || {
        let addr = addr.clone();
        async move {
            let Ok(ch) = tonic::transport::Endpoint::from_shared(addr).unwrap().connect().await else { return false };
            let req = HealthCheckRequest { service: "barb.chat.v1.ChatOrchestrator".into() };
            matches!(HealthClient::new(ch).check(req).await, Ok(r) if r.get_ref().status == ServingStatus::NotServing as i32)
        }
    })
    .await?;
    // Asked directly, it refuses a new turn with a retryable UNAVAILABLE.
    let channel = tonic::transport::Endpoint::from_shared(addr.clone())?.connect().await?;
    let mut direct = ChatOrchestratorClient::with_interceptor(channel, barb_tests::identity::internal_auth());
    let (conv2, turn2) = (uuid::Uuid::new_v4().to_string(), uuid::Uuid::new_v4().to_string());
    let mut req = tonic::Request::new(StartTurnRequest {
        conversation_id: conv2.clone(),
        user_id: "olga".into(),
        message: "hi".into(),
        turn_id: turn2.clone(),
        ..Default::default()
    });
    assertion::attach(&mut req, &barb_tests::identity::assertion_for("olga", &conv2, &turn2, &[AUD_ORCHESTRATOR]))?;
    let refused = direct.start_turn(req).await.expect_err("a draining replica takes no new turn");
    assert_eq!(refused.code(), tonic::Code::Unavailable, "{refused:?}");
    assert_eq!(detail_of(&refused).map(|d| d.code).as_deref(), Some("shutting_down"));
    // Through the gateway, new turns (other conversations) all run on the other replica.
    for i in 0..4 {
        let conv = api.create_conversation().await?;
        let (_, mut other) = post_and_stream(&api, &conv, QUESTION).await?;
        assert_eq!(other.until_terminal(WAIT).await?.last().unwrap().event, "done", "new turn {i}");
    }
    let after = metric(&c.orchestrators[idle].metrics, "chat_turns_total", "outcome=\"done\"").await?;
    assert_eq!(after - before, 4.0, "every new turn ran on the replica that is not draining");
    // The draining replica's own turn finishes normally within its drain time.
    events.extend(sse.until_terminal(WAIT).await?);
    assert_eq!(shape(&events), FULL_SHAPE);
    let status = c.orchestrators[owner].process.wait(WAIT)?;
    assert!(status.success(), "{status:?}");
    assert_eq!(stored_answer(&api, &conv, &turn).await?["status"], "complete");
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_turn_taken_over_after_its_last_round_goes_live_before_its_summary() -> anyhow::Result<()> {
    // A summary of the older history after every exchange. The mock's built-in
    // summary quotes the user's questions, so a long question makes the owner's
    // summary call last seconds: the fault lands inside it.
    let mut c = Cluster::start(2, &[("HISTORY_SUMMARY_AFTER", "2"), ("HISTORY_WINDOW", "1")]).await?;
    c.add_gateway(0, &[]).await?;
    c.add_gateway(1, &[]).await?;
    let question = format!("{QUESTION}. {}", "Please also keep in mind the sessions before that. ".repeat(5));
    let api = c.api(0, "xena");
    let conv = api.create_conversation().await?;
    for _ in 0..2 {
        assert_eq!(next_turn(&api, &conv, &question).await?.last().unwrap().event, "done");
    }
    let (turn, mut sse) = post_and_stream(&api, &conv, &question).await?;
    // The final round is committed (model, tools, model): the owner is summarising.
    c.wait_committed(&turn, 3).await?;
    c.orchestrators[0].process.signal("KILL")?;
    let mut events = read_until(&mut sse, |e| e.last().unwrap().event == "superseded").await?;
    events.extend(sse.until_terminal(WAIT).await?);
    assert_eq!(shape(&events), ["text", "tool_start", "tool_end", "data_block", "text", "superseded", "done"]);
    // The survivor announced the takeover as soon as its replay was over, then
    // ran its own summary (at least the mock's 400 ms latency) before `done`;
    // it used to stay silent until `done`.
    let at = |name: &str| {
        let e = events.iter().find(|e| e.event == name).unwrap();
        chrono::DateTime::parse_from_rfc3339(e.time.as_deref().expect("publish time")).expect("RFC 3339")
    };
    let gap = at("done") - at("superseded");
    assert!(gap >= chrono::TimeDelta::milliseconds(400), "superseded only {gap:?} before done");
    let stored = stored_answer(&api, &conv, &turn).await?;
    assert_eq!(
        (stored["status"].as_str(), &stored["content"]),
        (Some("complete"), &events.last().unwrap().data["answer"])
    );
    Ok(())
}
