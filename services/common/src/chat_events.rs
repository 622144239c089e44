//! The chat events contract on NATS JetStream, in one place for the
//! orchestrator (which publishes) and the gateway (which fans out, resumes and
//! persists).
//!
//! Every event of a turn is a protobuf `barb.chat.v1.ChatEvent` in stream
//! [`STREAM_NAME`] on subject `chat.events.<conversation_id>.<turn_id>`
//! ([`turn_subject`]), with headers `Nats-Msg-Id: <turn_id>:<seq>`
//! ([`message_id`]; JetStream drops a retried publish within
//! [`DUPLICATE_WINDOW`] as a duplicate), [`EVENT_HEADER`] naming the payload
//! ([`payload_name`]) and the turn's `traceparent`. Ids are single subject
//! tokens ([`valid_id`]).
//!
//! Both services create-or-get the stream with [`stream_config`]: whichever
//! starts first creates it, and since the definition (including the retention
//! from [`max_age_from_env`]) comes from here, it is the same either way.

use std::{collections::HashMap, time::Duration};

use async_nats::jetstream::{self, context::CreateStreamError, stream};

use crate::{
    config::{self, ConfigError},
    proto::chat::v1::chat_event::Payload,
    telemetry,
};

/// Name of the JetStream stream holding chat events.
pub const STREAM_NAME: &str = "CHAT_EVENTS";
/// First tokens of every chat event subject.
pub const SUBJECT_PREFIX: &str = "chat.events";
/// JetStream deduplication window for `Nats-Msg-Id`.
pub const DUPLICATE_WINDOW: Duration = Duration::from_secs(120);
/// Default retention of events; resuming a stream works within it.
pub const DEFAULT_MAX_AGE: Duration = Duration::from_secs(86_400);
/// The variable that overrides [`DEFAULT_MAX_AGE`], in whole seconds.
pub const MAX_AGE_VAR: &str = "CHAT_EVENTS_MAX_AGE_SECS";
/// Header naming the payload kind, so consumers can route without decoding.
pub const EVENT_HEADER: &str = "Barb-Event";
/// Longest id (conversation or turn) that fits a subject token here.
pub const MAX_ID_LEN: usize = 128;

/// Event retention from [`MAX_AGE_VAR`] (default [`DEFAULT_MAX_AGE`]); at least 1 s.
pub fn max_age_from_env() -> Result<Duration, ConfigError> {
    config::positive_or(MAX_AGE_VAR, DEFAULT_MAX_AGE.as_secs(), "a number of seconds").map(Duration::from_secs)
}

/// The stream definition: name [`STREAM_NAME`], subjects `chat.events.>`,
/// file storage, `max_age` retention and the [`DUPLICATE_WINDOW`].
pub fn stream_config(max_age: Duration) -> stream::Config {
    stream::Config {
        name: STREAM_NAME.to_string(),
        subjects: vec![format!("{SUBJECT_PREFIX}.>")],
        storage: stream::StorageType::File,
        max_age,
        duplicate_window: DUPLICATE_WINDOW,
        ..Default::default()
    }
}

/// Creates the stream, or gets it unchanged when it exists.
pub async fn ensure_stream(js: &jetstream::Context, max_age: Duration) -> Result<stream::Stream, CreateStreamError> {
    js.get_or_create_stream(stream_config(max_age)).await
}

/// Subject of one turn's events.
pub fn turn_subject(conversation_id: &str, turn_id: &str) -> String {
    format!("{SUBJECT_PREFIX}.{conversation_id}.{turn_id}")
}

/// Subject filter for every turn of a conversation.
pub fn conversation_filter(conversation_id: &str) -> String {
    format!("{SUBJECT_PREFIX}.{conversation_id}.*")
}

/// Subject filter for every chat event.
pub fn all_events_filter() -> String {
    format!("{SUBJECT_PREFIX}.>")
}

/// `(conversation_id, turn_id)` of a chat event subject.
pub fn parse_subject(subject: &str) -> Option<(&str, &str)> {
    let rest = subject.strip_prefix(SUBJECT_PREFIX)?.strip_prefix('.')?;
    let (conv, turn) = rest.split_once('.')?;
    (!conv.is_empty() && !turn.is_empty() && !turn.contains('.')).then_some((conv, turn))
}

/// `Nats-Msg-Id` of an event published by a turn's first owner.
pub fn message_id(turn_id: &str, seq: u64) -> String {
    format!("{turn_id}:{seq}")
}

/// `Nats-Msg-Id` of an event published by the owner of ownership generation
/// `epoch` (see [`crate::turn_state`]): `<turn_id>:<seq>` for the first owner,
/// `<turn_id>:<seq>:<epoch>` after a takeover. Duplicate detection exists for
/// one publisher's retries; an id per owner keeps it from taking another
/// owner's event for a retry of one's own.
pub fn owner_message_id(turn_id: &str, seq: u64, epoch: u64) -> String {
    if epoch == 0 { message_id(turn_id, seq) } else { format!("{turn_id}:{seq}:{epoch}") }
}

/// True when `id` can be one token of a subject and of a message id:
/// 1–[`MAX_ID_LEN`] characters of `A-Z a-z 0-9 _ -`.
pub fn valid_id(id: &str) -> bool {
    !id.is_empty() && id.len() <= MAX_ID_LEN && id.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
}

/// The [`EVENT_HEADER`] value of a payload.
pub fn payload_name(p: &Payload) -> &'static str {
    match p {
        Payload::TextDelta(_) => "text_delta",
        Payload::ToolStart(_) => "tool_start",
        Payload::ToolEnd(_) => "tool_end",
        Payload::DataBlock(_) => "data_block",
        Payload::TitleUpdate(_) => "title_update",
        Payload::Done(_) => "done",
        Payload::Error(_) => "error",
        Payload::Superseded(_) => "superseded",
    }
}

/// Subject template of chat events (the low-cardinality name of the destination in traces).
pub const SUBJECT_TEMPLATE: &str = "chat.events.{conversation_id}.{turn_id}";

/// The PRODUCER span of publishing one event, a child of the turn's trace
/// (`parent`: its `traceparent`/`tracestate`). Publish its context in the
/// event's headers so consumers join the trace under it.
pub fn publish_span(conversation_id: &str, turn_id: &str, seq: u64, parent: &HashMap<String, String>) -> tracing::Span {
    let span = tracing::info_span!(
        "chat.events.publish",
        otel.name = "send chat.events",
        otel.kind = "producer",
        otel.status_code = tracing::field::Empty,
        messaging.system = "nats",
        messaging.operation.type = "send",
        messaging.operation.name = "publish",
        messaging.destination.name = %turn_subject(conversation_id, turn_id),
        messaging.destination.template = SUBJECT_TEMPLATE,
        messaging.message.id = %message_id(turn_id, seq),
    );
    let pairs: Vec<(&str, &str)> = parent.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    telemetry::set_parent_from_pairs(&span, &pairs);
    span
}

/// The CONSUMER span of handling one event in `consumer` (`fanout`,
/// `persistence`): a child of the producer's context carried in the
/// message's headers, so the handling shows in the turn's trace.
pub fn process_span(consumer: &'static str, subject: &str, headers: Option<&async_nats::HeaderMap>) -> tracing::Span {
    let span = tracing::info_span!(
        "chat.events.process",
        otel.name = "process chat.events",
        otel.kind = "consumer",
        otel.status_code = tracing::field::Empty,
        messaging.system = "nats",
        messaging.operation.type = "process",
        messaging.operation.name = "process",
        messaging.destination.name = %subject,
        messaging.destination.template = SUBJECT_TEMPLATE,
        messaging.consumer.group.name = consumer,
    );
    if let Some(h) = headers {
        let pairs: Vec<(&str, &str)> =
            ["traceparent", "tracestate"].into_iter().filter_map(|k| h.get(k).map(|v| (k, v.as_str()))).collect();
        telemetry::set_parent_from_pairs(&span, &pairs);
    }
    span
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stream_definition() {
        let c = stream_config(Duration::from_secs(60));
        assert_eq!(c.name, "CHAT_EVENTS");
        assert_eq!(c.subjects, vec!["chat.events.>"]);
        assert_eq!(c.storage, stream::StorageType::File);
        assert_eq!(c.duplicate_window, Duration::from_secs(120));
        assert_eq!(c.max_age, Duration::from_secs(60));
        assert_eq!(turn_subject("c", "t"), "chat.events.c.t");
        assert_eq!(conversation_filter("c"), "chat.events.c.*");
        assert_eq!(all_events_filter(), "chat.events.>");
        assert_eq!(message_id("t", 3), "t:3");
        assert_eq!(owner_message_id("t", 3, 0), "t:3");
        assert_eq!(owner_message_id("t", 3, 2), "t:3:2");
    }

    #[test]
    fn subjects_parse_back() {
        assert_eq!(parse_subject("chat.events.c.t"), Some(("c", "t")));
        assert_eq!(parse_subject(&turn_subject("c-1", "t_2")), Some(("c-1", "t_2")));
        assert_eq!(parse_subject("chat.events.c"), None);
        assert_eq!(parse_subject("chat.events.c.t.x"), None);
        assert_eq!(parse_subject("other.c.t"), None);
    }

    #[test]
    fn ids_must_be_subject_tokens() {
        assert!(valid_id("3f2b0c1e-aaaa-bbbb-cccc-0123456789ab"));
        for bad in ["", "a.b", "a b", "a*", "a>", &"x".repeat(129), "ä"] {
            assert!(!valid_id(bad), "{bad:?}");
        }
    }
}
