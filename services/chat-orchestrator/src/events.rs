//! Chat events on NATS JetStream.
//!
//! Every event of a turn is a protobuf `barb.chat.v1.ChatEvent` published to
//! stream `CHAT_EVENTS` on `chat.events.<conversation_id>.<turn_id>` with
//! headers `Nats-Msg-Id: <turn_id>:<seq>` (JetStream drops a retried publish
//! as a duplicate) and `traceparent` (the turn's trace). `seq` runs 1, 2, …
//! without gaps: one publisher task per turn assigns it and awaits each publish
//! ack before the next, so stream order is turn order.
//!
//! The loop hands payloads to the publisher through an unbounded queue and
//! never waits for NATS; text deltas that queue up behind a slow publish are
//! merged into one event, which bounds the event count under load without
//! adding latency when NATS keeps up.
//!
//! The stream, subjects, headers and limits are the shared contract in
//! [`barb_common::chat_events`] (the gateway reads them from there too).

use std::{collections::HashMap, time::Duration};

use async_nats::jetstream;
use barb_common::{
    chat_events::{EVENT_HEADER, message_id, payload_name, publish_span, turn_subject},
    proto::chat::v1::{ChatEvent, TextDelta, chat_event::Payload},
    telemetry,
};
use prost::Message as _;
use tokio::sync::mpsc;

/// Sink for a turn's events (the loop's side).
#[derive(Clone)]
pub struct TurnEvents {
    tx: mpsc::UnboundedSender<Payload>,
}

impl TurnEvents {
    /// Queues an event. Never blocks; a closed publisher drops it.
    pub fn send(&self, payload: Payload) {
        let _ = self.tx.send(payload);
    }

    /// Queues a text chunk.
    pub fn text(&self, delta: &str, reset: bool) {
        if !delta.is_empty() || reset {
            self.send(Payload::TextDelta(TextDelta { delta: delta.to_string(), reset }));
        }
    }
}

/// Where a turn's events go.
#[derive(Clone)]
pub struct Destination {
    /// JetStream context (`None` publishes nowhere but the subscriber; tests).
    pub jetstream: Option<jetstream::Context>,
    /// Conversation id.
    pub conversation_id: String,
    /// Turn id.
    pub turn_id: String,
    /// Trace context headers of the turn (`traceparent`, `tracestate`).
    pub trace_headers: HashMap<String, String>,
}

/// What the publisher did, for logs and tests.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PublishStats {
    /// Events produced (the last `seq`).
    pub events: u64,
    /// True when JetStream refused an event after retries; later events of the
    /// turn were then not published (so the stream never has a gap).
    pub nats_failed: bool,
}

/// Starts the publisher task of one turn. Events also go to `subscriber`
/// (a `StreamTurn` call) while it listens.
pub fn spawn_publisher(
    dest: Destination,
    subscriber: Option<mpsc::Sender<Result<ChatEvent, tonic::Status>>>,
) -> (TurnEvents, tokio::task::JoinHandle<PublishStats>) {
    let (tx, rx) = mpsc::unbounded_channel();
    let handle = tokio::spawn(publish_loop(dest, rx, subscriber));
    (TurnEvents { tx }, handle)
}

/// Merges queued text deltas behind `first` (a reset discards what it follows).
fn coalesce(first: Payload, rx: &mut mpsc::UnboundedReceiver<Payload>, held: &mut Option<Payload>) -> Payload {
    let Payload::TextDelta(mut acc) = first else { return first };
    while let Ok(next) = rx.try_recv() {
        match next {
            Payload::TextDelta(d) if d.reset => acc = d,
            Payload::TextDelta(d) => acc.delta.push_str(&d.delta),
            other => {
                *held = Some(other);
                break;
            }
        }
    }
    Payload::TextDelta(acc)
}

async fn publish_loop(
    dest: Destination,
    mut rx: mpsc::UnboundedReceiver<Payload>,
    mut subscriber: Option<mpsc::Sender<Result<ChatEvent, tonic::Status>>>,
) -> PublishStats {
    let subject = turn_subject(&dest.conversation_id, &dest.turn_id);
    let mut stats = PublishStats::default();
    let mut held: Option<Payload> = None;
    loop {
        let next = match held.take() {
            Some(p) => p,
            None => match rx.recv().await {
                Some(p) => p,
                None => break,
            },
        };
        let payload = coalesce(next, &mut rx, &mut held);
        stats.events += 1;
        let event = ChatEvent {
            conversation_id: dest.conversation_id.clone(),
            turn_id: dest.turn_id.clone(),
            seq: stats.events,
            time: Some(now()),
            payload: Some(payload),
        };
        if let (Some(js), false) = (&dest.jetstream, stats.nats_failed)
            && let Err(e) = publish(js, &subject, &dest, &event).await
        {
            stats.nats_failed = true;
            tracing::error!(error = %e, turn_id = %dest.turn_id, seq = event.seq, "cannot publish chat event; the turn's remaining events stay off NATS");
        }
        if let Some(sub) = &subscriber
            && sub.send(Ok(event)).await.is_err()
        {
            subscriber = None; // the StreamTurn caller went away; the turn goes on
        }
    }
    stats
}

fn now() -> prost_types::Timestamp {
    let d = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
    prost_types::Timestamp { seconds: d.as_secs() as i64, nanos: d.subsec_nanos() as i32 }
}

/// Publishes one event and waits for the ack, retrying with the same message
/// id (deduplicated by JetStream) on transient failures. The publish is a
/// PRODUCER span of the turn's trace; the event carries that span's context
/// (or the turn's, when spans are not exported) so the gateway's handling of
/// it joins the trace.
async fn publish(js: &jetstream::Context, subject: &str, dest: &Destination, event: &ChatEvent) -> Result<(), String> {
    let span = publish_span(&dest.conversation_id, &dest.turn_id, event.seq, &dest.trace_headers);
    let mut trace = span.in_scope(telemetry::current_context_headers);
    if trace.is_empty() {
        trace = dest.trace_headers.clone();
    }
    let result = publish_with_retries(js, subject, dest, event, &trace).await;
    if result.is_err() {
        span.record("otel.status_code", "error");
    }
    result
}

async fn publish_with_retries(
    js: &jetstream::Context,
    subject: &str,
    dest: &Destination,
    event: &ChatEvent,
    trace: &HashMap<String, String>,
) -> Result<(), String> {
    let mut headers = async_nats::HeaderMap::new();
    headers.insert("Nats-Msg-Id", message_id(&dest.turn_id, event.seq).as_str());
    if let Some(p) = &event.payload {
        headers.insert(EVENT_HEADER, payload_name(p));
    }
    for (k, v) in trace {
        headers.insert(k.as_str(), v.as_str());
    }
    let body = event.encode_to_vec();
    let mut last = String::new();
    for attempt in 0..5u32 {
        if attempt > 0 {
            tokio::time::sleep(Duration::from_millis(100 << attempt)).await;
        }
        match js.publish_with_headers(subject.to_string(), headers.clone(), body.clone().into()).await {
            Ok(ack) => match ack.await {
                Ok(_) => return Ok(()),
                Err(e) => last = format!("ack: {e}"),
            },
            Err(e) => last = format!("publish: {e}"),
        }
        tracing::warn!(attempt, error = %last, seq = event.seq, "chat event publish failed; retrying");
    }
    Err(last)
}

#[cfg(test)]
mod tests {
    use super::*;
    use barb_common::proto::chat::v1::TitleUpdate;

    #[tokio::test]
    async fn queued_text_deltas_merge_and_reset_discards() {
        let (sub_tx, mut sub_rx) = mpsc::channel(16);
        let dest = Destination {
            jetstream: None,
            conversation_id: "c".into(),
            turn_id: "t".into(),
            trace_headers: HashMap::new(),
        };
        let (events, handle) = spawn_publisher(dest, Some(sub_tx));
        // Queue everything before the publisher runs (current-thread runtime).
        events.text("a", false);
        events.text("b", false);
        events.text("X", true);
        events.text("c", false);
        events.send(Payload::TitleUpdate(TitleUpdate { title: "t".into() }));
        events.text("d", false);
        drop(events);
        let stats = handle.await.unwrap();
        let mut got = Vec::new();
        while let Some(Ok(ev)) = sub_rx.recv().await {
            got.push((ev.seq, ev.payload.unwrap()));
        }
        assert_eq!(stats.events, 3);
        assert_eq!(got[0], (1, Payload::TextDelta(TextDelta { delta: "Xc".into(), reset: true })));
        assert_eq!(got[1], (2, Payload::TitleUpdate(TitleUpdate { title: "t".into() })));
        assert_eq!(got[2], (3, Payload::TextDelta(TextDelta { delta: "d".into(), reset: false })));
    }
}
