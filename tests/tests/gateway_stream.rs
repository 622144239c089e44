//! Live fan-out and resumable streams across gateway instances, against real
//! NATS JetStream and Postgres: post on one instance and stream from another,
//! kill the streaming instance mid-turn and resume elsewhere with
//! `Last-Event-ID`, slow clients, heartbeats, WebSockets and cancel.

mod gateway_support;

use std::time::Duration;

use barb_common::proto::chat::v1::{DataBlock, ToolEnd, ToolStart, chat_event::Payload};
use barb_tests::{Nats, Postgres};
use gateway_support::{Api, FakeOrchestrator, Gateway, Sse, SseEvent, WAIT, done, metric, text, token};
use serde_json::{Value, json};

async fn stack() -> anyhow::Result<(Nats, Postgres, String)> {
    let nats = Nats::start()?;
    let pg = Postgres::start()?;
    let db = pg.fresh_database().await?;
    Ok((nats, pg, db))
}

fn seqs(events: &[SseEvent]) -> Vec<u64> {
    events.iter().map(SseEvent::seq).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn post_on_one_instance_and_stream_the_exact_turn_from_another() -> anyhow::Result<()> {
    let (nats, _pg, db) = stack().await?;
    let orch = FakeOrchestrator::start(&nats.url).await?;
    let a = Gateway::start(&nats.url, &db, &orch.addr, &[]).await?;
    let b = Gateway::start(&nats.url, &db, &orch.addr, &[]).await?;
    let alice = Api::new(&a.base, &token("alice"));
    let conv = alice.create_conversation().await?;
    let accepted = alice.post_message(&conv, "What was the range?").await?;
    let turn = accepted["turn_id"].as_str().unwrap().to_string();
    orch.next_start().await?;

    // The first event is published before anyone listens: the stream URL still starts at seq 1.
    orch.emit(&conv, &turn, text("Let me ")).await?;
    let mut sse = Sse::connect(&b.url(accepted["stream_url"].as_str().unwrap()), &token("alice"), None).await?;
    orch.emit(&conv, &turn, text("check.")).await?;
    let call = r#"{"query":{"from":"daily"},"title":"Range"}"#;
    orch.emit(
        &conv,
        &turn,
        Payload::ToolStart(ToolStart { call_id: "c1".into(), tool_name: "run_query".into(), input_json: call.into() }),
    )
    .await?;
    orch.emit(
        &conv,
        &turn,
        Payload::ToolEnd(ToolEnd {
            call_id: "c1".into(),
            tool_name: "run_query".into(),
            duration_ms: 42,
            error: String::new(),
        }),
    )
    .await?;
    orch.emit(
        &conv,
        &turn,
        Payload::DataBlock(DataBlock {
            index: 0,
            call_id: "c1".into(),
            json: r#"{"title":"Range","table":[]}"#.into(),
        }),
    )
    .await?;
    orch.emit(&conv, &turn, done("Let me check.\n\n{{data:0}}\n\n")).await?;

    let events = sse.until_terminal(WAIT).await?;
    let ids: Vec<String> = events.iter().map(|e| e.id.clone()).collect();
    let want_ids: Vec<String> = (1..=6).map(|s| format!("{turn}:{s}")).collect();
    assert_eq!(ids, want_ids);
    let names: Vec<&str> = events.iter().map(|e| e.event.as_str()).collect();
    assert_eq!(names, ["text_delta", "text_delta", "tool_start", "tool_end", "data_block", "done"]);
    assert_eq!(events[0].data, json!({"delta": "Let me "}));
    assert_eq!(
        events[2].data,
        json!({"call_id": "c1", "tool_name": "run_query", "input": {"query": {"from": "daily"}, "title": "Range"}})
    );
    assert_eq!(events[3].data, json!({"call_id": "c1", "tool_name": "run_query", "duration_ms": 42, "error": null}));
    assert_eq!(events[4].data, json!({"index": 0, "call_id": "c1", "block": {"title": "Range", "table": []}}));
    assert_eq!(events[5].data["message_id"], turn.as_str());
    assert_eq!(events[5].data["answer"], "Let me check.\n\n{{data:0}}\n\n");
    assert_eq!(events[5].data["usage"]["input_tokens"], 100);

    // Persisted once, with its card and usage, readable from either instance.
    let msgs = Api::new(&b.base, &token("alice")).wait_messages(&conv, "the answer", |m| m.len() == 2).await?;
    assert_eq!(msgs[1]["role"], "assistant");
    assert_eq!(msgs[1]["id"], turn.as_str());
    assert_eq!(msgs[1]["status"], "complete");
    assert_eq!(msgs[1]["content"], "Let me check.\n\n{{data:0}}\n\n");
    assert_eq!(msgs[1]["usage"]["output_tokens"], 20);
    assert!(metric(&b, "gateway_events_fanned_out_total").await? >= 5.0);
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn killed_instance_mid_turn_resumes_on_another_without_gap_or_duplicate() -> anyhow::Result<()> {
    let (nats, _pg, db) = stack().await?;
    let orch = FakeOrchestrator::start(&nats.url).await?;
    let a = Gateway::start(&nats.url, &db, &orch.addr, &[]).await?;
    let mut b = Gateway::start(&nats.url, &db, &orch.addr, &[]).await?;
    let alice = Api::new(&a.base, &token("alice"));
    let conv = alice.create_conversation().await?;
    let accepted = alice.post_message(&conv, "Tell me a long story").await?;
    let turn = accepted["turn_id"].as_str().unwrap().to_string();
    orch.next_start().await?;

    let mut sse = Sse::connect(&b.url(accepted["stream_url"].as_str().unwrap()), &token("alice"), None).await?;
    for i in 1..=5 {
        orch.emit(&conv, &turn, text(&format!("part {i}. "))).await?;
    }
    let mut first = Vec::new();
    while first.len() < 5 {
        first.push(sse.next_event(WAIT).await?.expect("stream open"));
    }
    assert_eq!(seqs(&first), [1, 2, 3, 4, 5]);

    // The streaming instance dies mid-turn; events keep coming while nobody listens.
    b.process.signal("KILL")?;
    b.process.wait(WAIT)?;
    assert!(sse.next_event(WAIT).await?.is_none(), "the killed instance's stream ends");
    for i in 6..=10 {
        orch.emit(&conv, &turn, text(&format!("part {i}. "))).await?;
    }

    // Resume on A while the turn continues to publish concurrently (replay → live hand-over).
    let publisher = {
        let (conv, turn) = (conv.clone(), turn.clone());
        let orch_pub = orch.publisher.clone();
        tokio::spawn(async move {
            for i in 11..=60 {
                orch_pub.emit(&conv, &turn, text(&format!("part {i}. "))).await?;
                if i % 10 == 0 {
                    tokio::time::sleep(Duration::from_millis(5)).await;
                }
            }
            anyhow::Ok(())
        })
    };
    let last_id = first.last().unwrap().id.clone();
    let mut resumed =
        Sse::connect(&a.url(&format!("/v1/conversations/{conv}/events")), &token("alice"), Some(&last_id)).await?;
    publisher.await??;
    orch.emit(&conv, &turn, done("the story")).await?;
    let rest = resumed.until_terminal(WAIT).await?;
    assert_eq!(
        seqs(&rest),
        (6..=61).collect::<Vec<u64>>(),
        "exactly the missed and the new events, once each, in order"
    );
    assert!(rest[..55].iter().all(|e| e.event == "text_delta"));
    assert_eq!(rest[55].event, "done");
    assert_eq!(rest[0].data["delta"], "part 6. ");

    // The persistence consumer survived the kill too: the answer is written once.
    let msgs = alice.wait_messages(&conv, "the answer", |m| m.len() == 2).await?;
    assert_eq!(msgs[1]["content"], "the story");
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn clients_hopping_between_instances_see_every_event_exactly_once() -> anyhow::Result<()> {
    let (nats, _pg, db) = stack().await?;
    let orch = FakeOrchestrator::start(&nats.url).await?;
    let gws = [
        Gateway::start(&nats.url, &db, &orch.addr, &[]).await?,
        Gateway::start(&nats.url, &db, &orch.addr, &[]).await?,
    ];
    let alice = Api::new(&gws[0].base, &token("alice"));
    let conv = alice.create_conversation().await?;
    let accepted = alice.post_message(&conv, "stream a lot").await?;
    let turn = accepted["turn_id"].as_str().unwrap().to_string();
    orch.next_start().await?;

    const N: u64 = 300;
    let publisher = {
        let (conv, turn, p) = (conv.clone(), turn.clone(), orch.publisher.clone());
        tokio::spawn(async move {
            for i in 1..N {
                p.emit(&conv, &turn, text(&format!("{i} "))).await?;
                if i % 25 == 0 {
                    tokio::time::sleep(Duration::from_millis(20)).await;
                }
            }
            anyhow::Ok(())
        })
    };
    // Disconnect after every 20 events and reconnect to the other instance with the last id.
    let mut got: Vec<SseEvent> = Vec::new();
    let mut hop = 0;
    let path = format!("/v1/conversations/{conv}/events");
    let mut cursor = format!("{turn}:0");
    let mut publisher = Some(publisher);
    'outer: loop {
        let mut sse = Sse::connect(&gws[hop % 2].url(&path), &token("alice"), Some(&cursor)).await?;
        hop += 1;
        for _ in 0..20 {
            let ev = sse.next_event(WAIT).await?.expect("stream open");
            cursor = ev.id.clone();
            let terminal = ev.event == "done";
            got.push(ev);
            if terminal {
                break 'outer;
            }
            if got.len() as u64 == N - 1
                && let Some(p) = publisher.take()
            {
                p.await??;
                orch.emit(&conv, &turn, done("all")).await?;
            }
        }
    }
    assert!(hop >= 10, "hopped {hop} times");
    assert_eq!(seqs(&got), (1..=N).collect::<Vec<u64>>());
    Ok(())
}

/// A raw SSE request on a socket with a tiny receive buffer that the test
/// reads only when it wants to. Returns once the subscription is live (the
/// `: connected` comment arrived), with the bytes read so far.
async fn slow_client(base: &str, path: &str, credential: &str) -> anyhow::Result<(tokio::net::TcpStream, Vec<u8>)> {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let addr: std::net::SocketAddr = base.trim_start_matches("http://").parse()?;
    let socket = tokio::net::TcpSocket::new_v4()?;
    socket.set_recv_buffer_size(4096)?;
    let mut stream = socket.connect(addr).await?;
    // HTTP/1.0: no chunked framing in the body, and the server closes the connection when the stream ends.
    let req = format!(
        "GET {path} HTTP/1.0\r\nhost: {addr}\r\nauthorization: Bearer {credential}\r\naccept: text/event-stream\r\n\r\n"
    );
    stream.write_all(req.as_bytes()).await?;
    let mut head = Vec::new();
    let mut buf = [0u8; 1024];
    while !String::from_utf8_lossy(&head).contains(": connected\n\n") {
        let n = tokio::time::timeout(WAIT, stream.read(&mut buf)).await??;
        anyhow::ensure!(n > 0, "closed before connecting: {}", String::from_utf8_lossy(&head));
        head.extend_from_slice(&buf[..n]);
    }
    Ok((stream, head))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slow_client_is_disconnected_without_delaying_others_and_then_resumes() -> anyhow::Result<()> {
    use tokio::io::AsyncReadExt;
    let (nats, _pg, db) = stack().await?;
    let orch = FakeOrchestrator::start(&nats.url).await?;
    let gw = Gateway::start(&nats.url, &db, &orch.addr, &[("CLIENT_BUFFER_EVENTS", "512".into())]).await?;
    let alice = Api::new(&gw.base, &token("alice"));
    let conv = alice.create_conversation().await?;
    let accepted = alice.post_message(&conv, "big tables please").await?;
    let turn = accepted["turn_id"].as_str().unwrap().to_string();
    orch.next_start().await?;
    let path = format!("/v1/conversations/{conv}/events");

    let (mut slow, mut received) = slow_client(&gw.base, &path, &token("alice")).await?;
    let mut fast = Sse::connect(&gw.url(&path), &token("alice"), None).await?;
    let before = metric(&gw, "gateway_slow_client_disconnects_total").await?;
    // ~32 MB of events: far more than the slow client's buffer (512 events, 8 MB) and its
    // socket buffers hold, while the fast client may lag by up to 512 events.
    let chunk = "x".repeat(16 * 1024);
    const N: u64 = 2000;
    let publisher = {
        let (conv, turn, p, chunk) = (conv.clone(), turn.clone(), orch.publisher.clone(), chunk.clone());
        tokio::spawn(async move {
            for _ in 1..N {
                p.emit(&conv, &turn, text(&chunk)).await?;
            }
            p.emit(&conv, &turn, done("big")).await?;
            anyhow::Ok(())
        })
    };
    let fast_events = fast.until_terminal(WAIT).await?;
    publisher.await??;
    assert_eq!(seqs(&fast_events), (1..=N).collect::<Vec<u64>>(), "the fast client got everything, in order");
    assert!(metric(&gw, "gateway_slow_client_disconnects_total").await? > before, "the slow client was dropped");

    // The slow client drains what the server had buffered, then sees the end of the stream.
    let mut buf = vec![0u8; 64 * 1024];
    loop {
        let n = tokio::time::timeout(WAIT, slow.read(&mut buf)).await??;
        if n == 0 {
            break;
        }
        received.extend_from_slice(&buf[..n]);
    }
    let text_received = String::from_utf8_lossy(&received);
    let ids: Vec<&str> = text_received.lines().filter_map(|l| l.strip_prefix("id: ")).collect();
    let last = *ids.last().expect("the slow client got some events before being dropped");
    let last_seq: u64 = last.rsplit(':').next().unwrap().parse()?;
    assert!(last_seq < N, "it was dropped before the end (got up to {last_seq})");
    let got_seqs: Vec<u64> = ids.iter().map(|i| i.rsplit(':').next().unwrap().parse().unwrap()).collect();
    if let Some(pos) = got_seqs.iter().zip(1..).position(|(got, want)| *got != want) {
        let at = text_received.find(&format!("id: {}", ids[pos])).unwrap_or(0);
        let context: String = text_received[at.saturating_sub(300)..].chars().take(600).filter(|c| *c != 'x').collect();
        panic!(
            "gap at position {pos}: got {} (ids {:?}…), context without x: {context:?}",
            got_seqs[pos],
            &got_seqs[pos.saturating_sub(2)..(pos + 2).min(got_seqs.len())]
        );
    }

    // It resumes from its last id and gets exactly the rest.
    let mut resumed = Sse::connect(&gw.url(&path), &token("alice"), Some(last)).await?;
    let rest = resumed.until_terminal(WAIT).await?;
    assert_eq!(seqs(&rest), (last_seq + 1..=N).collect::<Vec<u64>>());
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn idle_connections_get_heartbeats() -> anyhow::Result<()> {
    let (nats, _pg, db) = stack().await?;
    let orch = FakeOrchestrator::start(&nats.url).await?;
    let gw = Gateway::start(&nats.url, &db, &orch.addr, &[("HEARTBEAT_MS", "200".into())]).await?;
    let alice = Api::new(&gw.base, &token("alice"));
    let conv = alice.create_conversation().await?;
    let mut sse = Sse::connect(&gw.url(&format!("/v1/conversations/{conv}/events")), &token("alice"), None).await?;
    for _ in 0..3 {
        assert_eq!(sse.next_frame(WAIT).await?, Some(gateway_support::Frame::Comment("heartbeat".into())));
    }

    let (mut ws, _) = ws_connect(&gw, "alice").await?;
    use futures::StreamExt;
    use tokio_tungstenite::tungstenite::Message;
    let ping = tokio::time::timeout(WAIT, async {
        loop {
            match ws.next().await {
                Some(Ok(Message::Ping(_))) => return true,
                Some(Ok(_)) => continue,
                _ => return false,
            }
        }
    })
    .await?;
    assert!(ping, "the WebSocket is pinged");
    Ok(())
}

type Ws = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

async fn ws_connect(gw: &Gateway, user: &str) -> anyhow::Result<(Ws, ())> {
    use tokio_tungstenite::tungstenite::client::IntoClientRequest;
    let mut req = format!("{}/v1/ws", gw.base.replace("http://", "ws://")).into_client_request()?;
    req.headers_mut().insert("authorization", format!("Bearer {}", token(user)).parse()?);
    let (ws, resp) = tokio_tungstenite::connect_async(req).await?;
    assert_eq!(resp.status(), 101);
    Ok((ws, ()))
}

async fn ws_send(ws: &mut Ws, v: Value) -> anyhow::Result<()> {
    use futures::SinkExt;
    ws.send(tokio_tungstenite::tungstenite::Message::Text(v.to_string().into())).await?;
    Ok(())
}

/// The next JSON text frame (pings are skipped).
async fn ws_next(ws: &mut Ws) -> anyhow::Result<Value> {
    use futures::StreamExt;
    use tokio_tungstenite::tungstenite::Message;
    loop {
        match tokio::time::timeout(WAIT, ws.next()).await? {
            Some(Ok(Message::Text(t))) => return Ok(serde_json::from_str(t.as_str())?),
            Some(Ok(Message::Ping(_) | Message::Pong(_))) => continue,
            other => anyhow::bail!("unexpected WebSocket frame {other:?}"),
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_websocket_carries_several_conversations_and_resumes() -> anyhow::Result<()> {
    let (nats, _pg, db) = stack().await?;
    let orch = FakeOrchestrator::start(&nats.url).await?;
    let a = Gateway::start(&nats.url, &db, &orch.addr, &[]).await?;
    let b = Gateway::start(&nats.url, &db, &orch.addr, &[]).await?;
    let alice = Api::new(&a.base, &token("alice"));
    let c1 = alice.create_conversation().await?;
    let c2 = alice.create_conversation().await?;
    let bobs = Api::new(&a.base, &token("bob")).create_conversation().await?;
    let t1 = alice.post_message(&c1, "one").await?["turn_id"].as_str().unwrap().to_string();
    orch.next_start().await?;
    let t2 = alice.post_message(&c2, "two").await?["turn_id"].as_str().unwrap().to_string();
    orch.next_start().await?;
    orch.emit(&c2, &t2, text("early ")).await?;

    let (mut ws, _) = ws_connect(&b, "alice").await?;
    ws_send(&mut ws, json!({"type": "ping"})).await?;
    assert_eq!(ws_next(&mut ws).await?, json!({"type": "pong"}));
    ws_send(&mut ws, json!({"type": "subscribe", "conversation_id": c1})).await?;
    assert_eq!(ws_next(&mut ws).await?, json!({"type": "subscribed", "conversation_id": c1}));
    // c2 from the start of its turn: the early event is replayed.
    ws_send(&mut ws, json!({"type": "subscribe", "conversation_id": c2, "last_event_id": format!("{t2}:0")})).await?;
    assert_eq!(ws_next(&mut ws).await?, json!({"type": "subscribed", "conversation_id": c2}));
    let mut replayed = ws_next(&mut ws).await?;
    // Every frame carries its publish time (RFC 3339); the rest is compared exactly.
    let time = replayed.as_object_mut().and_then(|o| o.remove("time"));
    assert!(time.as_ref().and_then(Value::as_str).is_some_and(|t| t.contains('T')), "time: {time:?}");
    assert_eq!(
        replayed,
        json!({"type": "event", "conversation_id": c2, "id": format!("{t2}:1"), "event": "text_delta", "data": {"delta": "early "}})
    );

    // Other users' conversations, bad ids and garbage are refused on the socket.
    ws_send(&mut ws, json!({"type": "subscribe", "conversation_id": bobs})).await?;
    let err = ws_next(&mut ws).await?;
    assert_eq!((err["type"].as_str(), err["code"].as_str()), (Some("error"), Some("NOT_FOUND")), "{err}");
    ws_send(&mut ws, json!({"type": "subscribe", "conversation_id": c1, "last_event_id": "nope"})).await?;
    let err = ws_next(&mut ws).await?;
    assert_eq!(err["code"], "ALREADY_SUBSCRIBED", "{err}");
    ws_send(&mut ws, json!({"type": "dance"})).await?;
    assert_eq!(ws_next(&mut ws).await?["code"], "VALIDATION_ERROR");

    orch.emit(&c1, &t1, text("a")).await?;
    orch.emit(&c2, &t2, text("b")).await?;
    orch.emit(&c1, &t1, done("a")).await?;
    let mut by_conv: std::collections::HashMap<String, Vec<String>> = Default::default();
    for _ in 0..3 {
        let ev = ws_next(&mut ws).await?;
        assert_eq!(ev["type"], "event", "{ev}");
        by_conv
            .entry(ev["conversation_id"].as_str().unwrap().to_string())
            .or_default()
            .push(ev["id"].as_str().unwrap().to_string());
    }
    assert_eq!(by_conv[&c1], [format!("{t1}:1"), format!("{t1}:2")]);
    assert_eq!(by_conv[&c2], [format!("{t2}:2")]);

    ws_send(&mut ws, json!({"type": "unsubscribe", "conversation_id": c2})).await?;
    assert_eq!(ws_next(&mut ws).await?, json!({"type": "unsubscribed", "conversation_id": c2}));
    orch.emit(&c2, &t2, done("b")).await?;
    ws_send(&mut ws, json!({"type": "ping"})).await?;
    assert_eq!(ws_next(&mut ws).await?, json!({"type": "pong"}), "nothing from the unsubscribed conversation");
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn cancel_reaches_the_orchestrator_and_the_partial_answer_is_kept() -> anyhow::Result<()> {
    let (nats, _pg, db) = stack().await?;
    let orch = FakeOrchestrator::start(&nats.url).await?;
    let gw = Gateway::start(&nats.url, &db, &orch.addr, &[]).await?;
    let alice = Api::new(&gw.base, &token("alice"));
    let conv = alice.create_conversation().await?;
    let turn = alice.post_message(&conv, "long one").await?["turn_id"].as_str().unwrap().to_string();
    orch.next_start().await?;
    orch.emit(&conv, &turn, text("Half an ans")).await?;

    let (status, body) = alice.post(&format!("/v1/turns/{turn}/cancel"), json!({})).await?;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body, json!({"turn_id": turn, "cancelled": true}));
    assert_eq!(orch.cancels(), std::slice::from_ref(&turn));
    let cancelled = Payload::Done(barb_common::proto::chat::v1::Done {
        answer: "Half an ans".into(),
        cancelled: true,
        ..Default::default()
    });
    orch.emit(&conv, &turn, cancelled).await?;

    let msgs = alice.wait_messages(&conv, "the cancelled answer", |m| m.len() == 2).await?;
    assert_eq!(msgs[1]["status"], "cancelled");
    assert_eq!(msgs[1]["content"], "Half an ans");
    let (status, body) = alice.post(&format!("/v1/turns/{turn}/cancel"), json!({})).await?;
    assert_eq!((status, &body["cancelled"]), (200, &json!(false)), "a finished turn is not cancelled again");
    let (status, body) = alice.post(&format!("/v1/turns/{}/cancel", uuid::Uuid::new_v4()), json!({})).await?;
    assert_eq!((status, body["code"].as_str()), (404, Some("NOT_FOUND")));
    Ok(())
}
