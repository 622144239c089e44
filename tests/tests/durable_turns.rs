//! Fault injection on durable turns, with the real binaries (gateway,
//! chat-orchestrator replicas with the mock model, query-engine), real NATS
//! and real Postgres: kill -9 / SIGTERM of the orchestrator that owns a turn
//! at several points, no orchestrator at all, cancel and admission across
//! replicas. Each test asserts the exact client-visible event sequence, that
//! seq is gap-free, that the final answer equals a fault-free control run's,
//! the persisted message, and that the conversation accepts a new message
//! afterwards. SIGSTOP, kills mid tool call, tool replicas, NATS and Postgres
//! outages and the takeover limit are in `durable_faults.rs`.

mod durable_support;

use std::time::{Duration, Instant};

use durable_support::{
    Cluster, QUESTION, WAIT, assert_gap_free, assert_same_outcome, client_text, control, metric, next_turn,
    post_and_stream, post_when_free, read_until, seq_of, shape, stored_answer, text_up_to,
};
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kill_9_mid_text_is_taken_over_exactly_once() -> anyhow::Result<()> {
    let mut c = Cluster::start(3, &[]).await?;
    c.add_gateway(0, &[]).await?;
    let reference = control(&c, 0, QUESTION).await?;
    assert_eq!(
        shape(&reference),
        ["title_update", "text", "tool_start", "tool_end", "data_block", "text", "done"],
        "the control run's shape"
    );

    let api = c.api(0, "alice");
    let conv = api.create_conversation().await?;
    let (turn, mut sse) = post_and_stream(&api, &conv, QUESTION).await?;
    // Mid text of the second round: after the card, once its text streams.
    let mut events =
        read_until(&mut sse, |e| e.iter().any(|x| x.event == "data_block") && e.last().unwrap().event == "text_delta")
            .await?;
    c.wait_committed(&turn, 2).await?;
    c.orchestrators[0].process.signal("KILL")?;
    let killed = Instant::now();
    events.extend(sse.until_terminal(WAIT).await?);
    let took = killed.elapsed();

    assert_eq!(
        shape(&events),
        ["title_update", "text", "tool_start", "tool_end", "data_block", "text", "superseded", "text", "done"]
    );
    // The tool round was committed before the kill: the new owner reused its
    // result. query-engine ran one query for the control run, one for this turn.
    assert_eq!(c.query_executions(0).await?, 2.0, "the finished tool call was not run again");
    let sup = events.iter().find(|e| e.event == "superseded").unwrap();
    assert_eq!(sup.data["reason"], "owner_lost");
    assert_eq!(sup.data["takeovers"], 1);
    // The last checkpoint is the end of the tool round: everything up to the card stands.
    assert_eq!(sup.data["after_seq"], seq_of(&events, "data_block"));
    assert_eq!(sup.data["text"].as_str().unwrap(), text_up_to(&events, seq_of(&events, "data_block")));
    assert!(took < Duration::from_secs(30), "took over in {took:?}");
    let survivor = c.add_gateway(1, &[]).await?;
    assert_same_outcome(&c, 0, survivor, "alice", &conv, &turn, &events, &reference).await?;

    // Exactly one survivor resumed it; the other lost the race or never tried.
    let mut resumed = 0.0;
    for o in &c.orchestrators[1..] {
        resumed += metric(&o.metrics, "chat_takeovers_total", "outcome=\"resumed\"").await?;
    }
    assert_eq!(resumed, 1.0, "exactly one takeover");
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kill_9_before_the_first_event_restarts_from_scratch() -> anyhow::Result<()> {
    let mut c = Cluster::start(2, &[]).await?;
    c.add_gateway(0, &[]).await?;
    let api = c.api(0, "bob");
    // A titled conversation gets no title_update: the first event is model text after 400 ms.
    let titled = |api: &durable_support::Api| {
        let api = api.clone();
        async move {
            let (s, b) = api.post("/v1/conversations", json!({"title": "Recent days"})).await?;
            anyhow::ensure!(s == 201, "{b}");
            Ok::<_, anyhow::Error>(b["id"].as_str().unwrap().to_string())
        }
    };
    let reference = {
        let conv = titled(&api).await?;
        let (_, mut sse) = post_and_stream(&api, &conv, QUESTION).await?;
        sse.until_terminal(WAIT).await?
    };
    let conv = titled(&api).await?;
    let accepted = api.post_message(&conv, QUESTION).await?;
    c.orchestrators[0].process.signal("KILL")?;
    let turn = accepted["turn_id"].as_str().unwrap().to_string();
    let url = format!("{}{}", api.base, accepted["stream_url"].as_str().unwrap());
    let mut sse = durable_support::Sse::connect(&url, &api.credential, None).await?;
    let events = sse.until_terminal(WAIT).await?;
    let sh = shape(&events);
    // Nothing was committed: the new owner says so and runs the turn from the start.
    assert_eq!(sh[0], "superseded", "{:?}", events[0]);
    assert_eq!(events[0].data["after_seq"], 0);
    assert_eq!(events[0].data["text"], "");
    assert_eq!(sh[1..], ["text", "tool_start", "tool_end", "data_block", "text", "done"]);
    let survivor = c.add_gateway(1, &[]).await?;
    assert_same_outcome(&c, 0, survivor, "bob", &conv, &turn, &events, &reference).await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kill_9_during_the_grounding_rewrite_resumes_the_rewrite() -> anyhow::Result<()> {
    let mut c = Cluster::start(2, &[]).await?;
    c.add_gateway(0, &[]).await?;
    let question = "Tell me about the recent days, and rewrite if needed";
    let reference = control(&c, 0, question).await?;
    assert_eq!(
        shape(&reference),
        ["title_update", "text", "tool_start", "tool_end", "data_block", "text", "text(reset)", "done"]
    );
    assert_eq!(reference.last().unwrap().data["grounding"]["rewritten"], true);

    let api = c.api(0, "carol");
    let conv = api.create_conversation().await?;
    let (turn, mut sse) = post_and_stream(&api, &conv, question).await?;
    let mut events = read_until(&mut sse, |e| e.last().unwrap().data["reset"] == true).await?;
    c.wait_committed(&turn, 3).await?;
    c.orchestrators[0].process.signal("KILL")?;
    events.extend(sse.until_terminal(WAIT).await?);
    // The invented round was committed; the new owner replays it, the check asks
    // for the rewrite again, and the rewrite streams anew after `superseded`.
    assert_eq!(
        shape(&events),
        [
            "title_update",
            "text",
            "tool_start",
            "tool_end",
            "data_block",
            "text",
            "text(reset)",
            "superseded",
            "text(reset)",
            "done"
        ]
    );
    let sup = events.iter().find(|e| e.event == "superseded").unwrap();
    let invented_end =
        events.iter().rev().find(|e| e.event == "text_delta" && e.data["reset"] != true && e.seq() < sup.seq());
    assert!(invented_end.is_some());
    assert_eq!(events.last().unwrap().data["grounding"]["rewritten"], true);
    let survivor = c.add_gateway(1, &[]).await?;
    assert_same_outcome(&c, 0, survivor, "carol", &conv, &turn, &events, &reference).await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_lets_the_drain_time_pass_then_hands_the_turn_over() -> anyhow::Result<()> {
    let mut c = Cluster::start(2, &[("TURN_DRAIN_MS", "300")]).await?;
    c.add_gateway(0, &[]).await?;
    let reference = control(&c, 0, QUESTION).await?;
    let api = c.api(0, "dave");
    let conv = api.create_conversation().await?;
    let (turn, mut sse) = post_and_stream(&api, &conv, QUESTION).await?;
    let mut events =
        read_until(&mut sse, |e| e.iter().any(|x| x.event == "data_block") && e.last().unwrap().event == "text_delta")
            .await?;
    let owner = &mut c.orchestrators[0];
    owner.process.signal("TERM")?;
    let status = owner.process.wait(WAIT)?;
    assert!(status.success(), "a drained orchestrator exits cleanly: {status:?}");
    events.extend(sse.until_terminal(WAIT).await?);
    assert_eq!(
        shape(&events),
        ["title_update", "text", "tool_start", "tool_end", "data_block", "text", "superseded", "text", "done"]
    );
    let sup = events.iter().find(|e| e.event == "superseded").unwrap();
    assert_eq!(sup.data["reason"], "handover");
    assert_eq!(sup.data["after_seq"], seq_of(&events, "data_block"));
    // The gateway now talks to an orchestrator that is gone: give it the survivor.
    let survivor = c.add_gateway(1, &[]).await?;
    assert_same_outcome(&c, 0, survivor, "dave", &conv, &turn, &events, &reference).await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_with_time_to_finish_ends_the_turn_normally() -> anyhow::Result<()> {
    let mut c = Cluster::start(1, &[("TURN_DRAIN_MS", "30000")]).await?;
    c.add_gateway(0, &[]).await?;
    let api = c.api(0, "erin");
    let conv = api.create_conversation().await?;
    let (turn, mut sse) = post_and_stream(&api, &conv, QUESTION).await?;
    let mut events = read_until(&mut sse, |e| e.last().unwrap().event == "text_delta").await?;
    c.orchestrators[0].process.signal("TERM")?;
    events.extend(sse.until_terminal(WAIT).await?);
    assert_eq!(shape(&events), ["title_update", "text", "tool_start", "tool_end", "data_block", "text", "done"]);
    let status = c.orchestrators[0].process.wait(WAIT)?;
    assert!(status.success(), "{status:?}");
    let stored = stored_answer(&api, &conv, &turn).await?;
    assert_eq!(stored["content"], events.last().unwrap().data["answer"]);
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_no_orchestrator_left_a_gateway_ends_the_turn_and_frees_the_conversation() -> anyhow::Result<()> {
    let mut c = Cluster::start(1, &[]).await?;
    c.add_gateway(0, &[("TURN_ORPHAN_TIMEOUT_MS", "3000".into())]).await?;
    c.add_gateway(0, &[("TURN_ORPHAN_TIMEOUT_MS", "3000".into())]).await?;
    let api = c.api(0, "frank");
    let conv = api.create_conversation().await?;
    let (turn, mut sse) = post_and_stream(&api, &conv, QUESTION).await?;
    let mut events =
        read_until(&mut sse, |e| e.iter().any(|x| x.event == "data_block") && e.last().unwrap().event == "text_delta")
            .await?;
    let port = c.orchestrators[0].port;
    c.orchestrators[0].process.signal("KILL")?;
    let killed = Instant::now();
    events.extend(sse.until_terminal(WAIT).await?);
    let took = killed.elapsed();
    assert_gap_free(&events);
    assert_eq!(shape(&events), ["title_update", "text", "tool_start", "tool_end", "data_block", "text", "error"]);
    let err = &events.last().unwrap().data;
    assert_eq!(err["code"], "orphaned");
    // Lease TTL (2 s) + orphan timeout (3 s) + scans, well within bounds.
    assert!(took < Duration::from_secs(15), "ended after {took:?}");
    // The partial answer is what the client was shown, with its card.
    let shown = client_text(&events);
    assert_eq!(err["partial_answer"].as_str().unwrap(), format!("{}\n\n{{{{data:0}}}}", shown.trim()));
    let stored = stored_answer(&api, &conv, &turn).await?;
    assert_eq!(stored["status"], "error");
    assert_eq!(stored["content"], err["partial_answer"]);
    assert_eq!(stored["error"]["code"], "orphaned");
    assert_eq!(stored["data"].as_array().unwrap().len(), 1, "the card stays");
    // Two gateways tried; exactly one terminal event exists.
    let stored_events = durable_support::Publisher::connect(&c.nats.url).await?.stored(&conv).await?;
    assert_eq!(stored_events.len(), events.len());
    // An orchestrator comes back: the conversation takes a new message.
    c.spawn_orchestrator(port, &[]).await?;
    let next = next_turn(&api, &conv, QUESTION).await?;
    assert_eq!(next.last().unwrap().event, "done");
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn cancel_and_admission_hold_across_replicas() -> anyhow::Result<()> {
    let mut c = Cluster::start(2, &[]).await?;
    c.add_gateway(0, &[]).await?;
    c.add_gateway(1, &[]).await?;
    let (a, b) = (c.api(0, "gina"), c.api(1, "gina"));
    let conv = a.create_conversation().await?;
    let (turn, mut sse) = post_and_stream(&a, &conv, QUESTION).await?;
    let mut events = read_until(&mut sse, |e| e.last().unwrap().event == "text_delta").await?;
    // A second message through the other gateway and orchestrator: one turn at a time.
    let (status, body) = b.post(&format!("/v1/conversations/{conv}/messages"), json!({"message": "another"})).await?;
    assert_eq!((status, body["code"].as_str()), (409, Some("TURN_IN_PROGRESS")), "{body}");
    // Cancel through the replica that does not run the turn: it reaches the owner.
    let (status, body) = b.post(&format!("/v1/turns/{turn}/cancel"), json!({})).await?;
    assert_eq!((status, &body["cancelled"]), (200, &json!(true)), "{body}");
    events.extend(sse.until_terminal(WAIT).await?);
    assert_gap_free(&events);
    let done = events.last().unwrap();
    assert_eq!((done.event.as_str(), &done.data["cancelled"]), ("done", &json!(true)), "{:?}", shape(&events));
    let stored = stored_answer(&a, &conv, &turn).await?;
    assert_eq!(stored["status"], "cancelled");
    assert_eq!(stored["content"], done.data["answer"]);
    // A cancel of a finished turn, through either replica, cancels nothing.
    let (_, body) = b.post(&format!("/v1/turns/{turn}/cancel"), json!({})).await?;
    assert_eq!(body["cancelled"], false);
    let next = post_when_free(&b, &conv, QUESTION).await?;
    let url = format!("{}{}", b.base, next["stream_url"].as_str().unwrap());
    let mut sse = durable_support::Sse::connect(&url, &b.credential, None).await?;
    assert_eq!(sse.until_terminal(WAIT).await?.last().unwrap().event, "done");
    Ok(())
}
