//! Fenced publishing of a turn's events and reads of what is stored.
//!
//! Every event is published with `Nats-Expected-Last-Subject-Sequence` set to
//! the stream sequence of the turn's previous event (0 before the first), so
//! JetStream stores it only if nobody else published on the turn's subject in
//! between. That is what makes a takeover safe against an owner that was
//! only paused: the moment the new owner's first event is stored, every
//! publish of the old one fails with [`PublishError::Superseded`].

use std::{collections::HashMap, time::Duration};

use async_nats::{
    header::{NATS_EXPECTED_LAST_SUBJECT_SEQUENCE, NATS_MESSAGE_ID},
    jetstream::{
        self,
        consumer::{DeliverPolicy, push},
        context::PublishErrorKind,
        stream::{self, Stream},
    },
};
use bytes::Bytes;
use futures::StreamExt;
use prost::Message as _;

use super::{TurnStateError, nats};
use crate::{
    chat_events::{EVENT_HEADER, owner_message_id, payload_name, turn_subject},
    proto::chat::v1::{ChatEvent, chat_event::Payload},
};

/// Why a fenced publish failed.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum PublishError {
    /// Another writer published on the turn's subject since our last event:
    /// the turn has a new owner; stop.
    #[error("another instance owns the turn now")]
    Superseded,
    /// NATS did not take it (retrying may work).
    #[error("publish failed: {0}")]
    Failed(String),
}

/// One publish attempt of `event` after the stored event at stream sequence
/// `expected_last` (0: the turn has no event yet), by the owner of `epoch`.
/// Returns the stream sequence it was stored at. A retry after a lost ack is
/// recognised as a duplicate of our own publish (same message id) and
/// returns the original sequence.
pub async fn publish(
    js: &jetstream::Context,
    event: &ChatEvent,
    epoch: u64,
    expected_last: u64,
    trace_headers: &HashMap<String, String>,
) -> Result<u64, PublishError> {
    publish_as(js, event, &owner_message_id(&event.turn_id, event.seq, epoch), expected_last, trace_headers).await
}

/// [`publish`] with an explicit `Nats-Msg-Id`: for a writer that is not an
/// owner of the turn (a gateway ending a turn that never started), whose
/// event must not be taken for a retry of an owner's event with the same seq.
pub(super) async fn publish_as(
    js: &jetstream::Context,
    event: &ChatEvent,
    message_id: &str,
    expected_last: u64,
    trace_headers: &HashMap<String, String>,
) -> Result<u64, PublishError> {
    let mut headers = async_nats::HeaderMap::new();
    headers.insert(NATS_MESSAGE_ID, message_id);
    headers.insert(NATS_EXPECTED_LAST_SUBJECT_SEQUENCE, expected_last.to_string().as_str());
    if let Some(p) = &event.payload {
        headers.insert(EVENT_HEADER, payload_name(p));
    }
    for (k, v) in trace_headers {
        headers.insert(k.as_str(), v.as_str());
    }
    let subject = turn_subject(&event.conversation_id, &event.turn_id);
    let ack = js
        .publish_with_headers(subject, headers, Bytes::from(event.encode_to_vec()))
        .await
        .map_err(|e| PublishError::Failed(e.to_string()))?;
    match ack.await {
        Ok(ack) => Ok(ack.sequence),
        Err(e) if e.kind() == PublishErrorKind::WrongLastSequence => Err(PublishError::Superseded),
        Err(e) => Err(PublishError::Failed(e.to_string())),
    }
}

/// [`publish`] retried with growing pauses while NATS is unreachable (the
/// message id makes a retry of an event that did get stored harmless), for
/// at most `give_up`.
pub async fn publish_retrying(
    js: &jetstream::Context,
    event: &ChatEvent,
    epoch: u64,
    expected_last: u64,
    trace_headers: &HashMap<String, String>,
    give_up: Duration,
) -> Result<u64, PublishError> {
    let deadline = tokio::time::Instant::now() + give_up;
    let mut pause = Duration::from_millis(100);
    loop {
        match publish(js, event, epoch, expected_last, trace_headers).await {
            Err(PublishError::Failed(why)) if tokio::time::Instant::now() + pause < deadline => {
                tracing::warn!(error = %why, seq = event.seq, turn_id = %event.turn_id, "chat event publish failed; retrying");
                tokio::time::sleep(pause).await;
                pause = (pause * 2).min(Duration::from_secs(2));
            }
            other => return other,
        }
    }
}

/// The turn's last stored event and its stream sequence.
pub async fn last_event(
    stream: &Stream,
    conversation_id: &str,
    turn_id: &str,
) -> Result<Option<(u64, ChatEvent)>, TurnStateError> {
    match stream.get_last_raw_message_by_subject(&turn_subject(conversation_id, turn_id)).await {
        Ok(m) => {
            let ev = ChatEvent::decode(m.payload.as_ref()).map_err(|e| TurnStateError::Corrupt {
                key: turn_subject(conversation_id, turn_id),
                message: e.to_string(),
            })?;
            Ok(Some((m.sequence, ev)))
        }
        Err(e) if matches!(e.kind(), stream::LastRawMessageErrorKind::NoMessageFound) => Ok(None),
        Err(e) => Err(nats("reading a turn's last event")(&e)),
    }
}

/// True when the turn's terminal event (`done`/`error`) is stored.
pub async fn ended(stream: &Stream, conversation_id: &str, turn_id: &str) -> Result<bool, TurnStateError> {
    Ok(last_event(stream, conversation_id, turn_id)
        .await?
        .is_some_and(|(_, e)| matches!(e.payload, Some(Payload::Done(_) | Payload::Error(_)))))
}

/// Longest wait for the next stored event while reading a turn.
const READ_TIMEOUT: Duration = Duration::from_secs(10);

/// Every stored event of a turn in order, with the stream sequence of the last.
pub async fn turn_events(
    js: &jetstream::Context,
    stream: &Stream,
    conversation_id: &str,
    turn_id: &str,
) -> Result<(Vec<ChatEvent>, u64), TurnStateError> {
    let subject = turn_subject(conversation_id, turn_id);
    let first = match stream.get_first_raw_message_by_subject(&subject, 1).await {
        Ok(m) => m.sequence,
        Err(e) if matches!(e.kind(), stream::RawMessageErrorKind::NoMessageFound) => return Ok((Vec::new(), 0)),
        Err(e) => return Err(nats("reading a turn's events")(&e)),
    };
    let consumer = stream
        .create_consumer(push::OrderedConfig {
            deliver_subject: js.client().new_inbox(),
            filter_subject: subject,
            deliver_policy: DeliverPolicy::ByStartSequence { start_sequence: first },
            ..Default::default()
        })
        .await
        .map_err(nats("reading a turn's events"))?;
    let mut messages = consumer.messages().await.map_err(nats("reading a turn's events"))?;
    let mut out = Vec::new();
    let mut last_seq = 0;
    loop {
        let msg = match tokio::time::timeout(READ_TIMEOUT, messages.next()).await {
            Ok(Some(Ok(m))) => m,
            Ok(Some(Err(e))) => return Err(nats("reading a turn's events")(&e)),
            Ok(None) => return Err(nats("reading a turn's events")(&"the read ended early")),
            Err(_) => return Err(nats("reading a turn's events")(&"timed out")),
        };
        let info = msg.info().map_err(|e| nats("reading a turn's events")(&e))?;
        let (seq, pending) = (info.stream_sequence, info.pending);
        if seq > last_seq {
            last_seq = seq;
            match ChatEvent::decode(msg.payload.as_ref()) {
                Ok(ev) => out.push(ev),
                Err(e) => tracing::warn!(error = %e, seq, "skipping a stored event that does not decode"),
            }
        }
        if pending == 0 {
            return Ok((out, last_seq));
        }
    }
}
