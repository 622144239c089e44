//! Chat events on NATS JetStream.
//!
//! Every event of a turn is a protobuf `barb.chat.v1.ChatEvent` published to
//! stream [`STREAM_NAME`] on `chat.events.<conversation_id>.<turn_id>` with
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
//! The gateway creates the stream with the same definition ([`stream_config`]):
//! whoever starts first creates it, the other gets it.

use std::{collections::HashMap, time::Duration};

use async_nats::jetstream;
use barb_common::{
    config::{self, ConfigError},
    proto::chat::v1::{ChatEvent, TextDelta, chat_event::Payload},
};
use prost::Message as _;
use tokio::sync::mpsc;

/// Name of the JetStream stream holding chat events.
pub const STREAM_NAME: &str = "CHAT_EVENTS";
/// Subjects the stream captures.
pub const STREAM_SUBJECTS: &str = "chat.events.>";
/// JetStream deduplication window for `Nats-Msg-Id`.
pub const DUPLICATE_WINDOW: Duration = Duration::from_secs(120);
/// Default retention of events (`CHAT_EVENTS_MAX_AGE_SECS`).
pub const DEFAULT_MAX_AGE: Duration = Duration::from_secs(86_400);

/// Event retention from `CHAT_EVENTS_MAX_AGE_SECS` (default 86400 s).
pub fn max_age_from_env() -> Result<Duration, ConfigError> {
    config::parse_or("CHAT_EVENTS_MAX_AGE_SECS", DEFAULT_MAX_AGE.as_secs(), "a whole number of seconds")
        .map(Duration::from_secs)
}

/// The stream definition shared by the orchestrator and the gateway: name
/// `CHAT_EVENTS`, subjects `chat.events.>`, file storage, `max_age`, and a
/// 120 s duplicate window.
pub fn stream_config(max_age: Duration) -> jetstream::stream::Config {
    jetstream::stream::Config {
        name: STREAM_NAME.to_string(),
        subjects: vec![STREAM_SUBJECTS.to_string()],
        storage: jetstream::stream::StorageType::File,
        max_age,
        duplicate_window: DUPLICATE_WINDOW,
        ..Default::default()
    }
}

/// Creates the stream, or gets it when it exists.
pub async fn ensure_stream(
    js: &jetstream::Context,
    max_age: Duration,
) -> Result<jetstream::stream::Stream, jetstream::context::CreateStreamError> {
    js.get_or_create_stream(stream_config(max_age)).await
}

/// Subject of a turn's events.
pub fn subject(conversation_id: &str, turn_id: &str) -> String {
    format!("chat.events.{conversation_id}.{turn_id}")
}

/// `Nats-Msg-Id` of an event.
pub fn message_id(turn_id: &str, seq: u64) -> String {
    format!("{turn_id}:{seq}")
}

/// True when `id` can be one token of a NATS subject and of a message id:
/// 1–128 characters of `A-Z a-z 0-9 _ -`.
pub fn valid_id(id: &str) -> bool {
    !id.is_empty() && id.len() <= 128 && id.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
}

/// The name of a payload, sent as the `Barb-Event` header so consumers can
/// route without decoding.
pub fn payload_name(p: &Payload) -> &'static str {
    match p {
        Payload::TextDelta(_) => "text_delta",
        Payload::ToolStart(_) => "tool_start",
        Payload::ToolEnd(_) => "tool_end",
        Payload::DataBlock(_) => "data_block",
        Payload::TitleUpdate(_) => "title_update",
        Payload::Done(_) => "done",
        Payload::Error(_) => "error",
    }
}

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
    let subject = subject(&dest.conversation_id, &dest.turn_id);
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
/// id (deduplicated by JetStream) on transient failures.
async fn publish(js: &jetstream::Context, subject: &str, dest: &Destination, event: &ChatEvent) -> Result<(), String> {
    let mut headers = async_nats::HeaderMap::new();
    headers.insert("Nats-Msg-Id", message_id(&dest.turn_id, event.seq).as_str());
    if let Some(p) = &event.payload {
        headers.insert("Barb-Event", payload_name(p));
    }
    for (k, v) in &dest.trace_headers {
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

    #[test]
    fn stream_definition() {
        let c = stream_config(Duration::from_secs(60));
        assert_eq!(c.name, "CHAT_EVENTS");
        assert_eq!(c.subjects, vec!["chat.events.>"]);
        assert_eq!(c.storage, jetstream::stream::StorageType::File);
        assert_eq!(c.duplicate_window, Duration::from_secs(120));
        assert_eq!(c.max_age, Duration::from_secs(60));
        assert_eq!(subject("c", "t"), "chat.events.c.t");
        assert_eq!(message_id("t", 3), "t:3");
    }

    #[test]
    fn ids_must_be_subject_tokens() {
        assert!(valid_id("3f2b0c1e-aaaa-bbbb-cccc-0123456789ab"));
        for bad in ["", "a.b", "a b", "a*", "a>", &"x".repeat(129), "ä"] {
            assert!(!valid_id(bad), "{bad:?}");
        }
    }

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
