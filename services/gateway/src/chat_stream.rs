//! The `CHAT_EVENTS` JetStream stream on the gateway's side: binding it (the
//! definition is the shared `barb_common::chat_events` contract, so it does
//! not matter whether the gateway or the orchestrator creates it) and ordered
//! reads of stored events, used to resume clients and to assemble failed turns.

use std::time::Duration;

use async_nats::jetstream::{
    self,
    consumer::{DeliverPolicy, push},
    stream::{self, Stream},
};
use barb_common::chat_events;
use futures::StreamExt;

use crate::events::{self, EventError, RenderedEvent};
use barb_common::proto::chat::v1::ChatEvent;

/// Longest wait for the next stored event while reading history.
const READ_TIMEOUT: Duration = Duration::from_secs(10);

/// A JetStream failure.
#[derive(Debug, thiserror::Error)]
#[error("JetStream {context}: {message}")]
pub struct StreamError {
    /// What was being done.
    pub context: &'static str,
    /// The cause.
    pub message: String,
}

fn err(context: &'static str) -> impl Fn(&dyn std::fmt::Display) -> StreamError {
    move |e| StreamError { context, message: e.to_string() }
}

/// Creates the stream (the shared definition of [`chat_events::stream_config`]),
/// or returns the existing one unchanged.
pub async fn ensure(js: &jetstream::Context, max_age: Duration) -> Result<Stream, StreamError> {
    chat_events::ensure_stream(js, max_age).await.map_err(|e| err("creating CHAT_EVENTS")(&e))
}

/// Stream sequence of the first stored event of a turn, if any is still stored.
pub async fn first_seq_of_turn(
    stream: &Stream,
    conversation_id: &str,
    turn_id: &str,
) -> Result<Option<u64>, StreamError> {
    let subject = chat_events::turn_subject(conversation_id, turn_id);
    match stream.get_first_raw_message_by_subject(&subject, 1).await {
        Ok(msg) => Ok(Some(msg.sequence)),
        Err(e) if matches!(e.kind(), stream::RawMessageErrorKind::NoMessageFound) => Ok(None),
        Err(e) => Err(err("looking up a turn")(&e)),
    }
}

/// One stored event.
#[derive(Debug)]
pub enum Stored {
    /// A decoded event at a stream sequence.
    Event(u64, Box<ChatEvent>),
    /// A message that is not a chat event (logged and skipped by callers).
    Corrupt(u64, EventError),
}

/// Stored events matching a subject filter from a stream sequence on, in
/// stream order, up to the newest event stored when the read catches up.
pub struct StoredEvents {
    messages: Option<push::Ordered>,
    next_seq: u64,
}

impl StoredEvents {
    /// Opens an ordered, ephemeral read of `filter` from `start` (inclusive).
    pub async fn open(
        js: &jetstream::Context,
        stream: &Stream,
        filter: String,
        start: u64,
    ) -> Result<Self, StreamError> {
        let start = start.max(1);
        let consumer = stream
            .create_consumer(push::OrderedConfig {
                deliver_subject: js.client().new_inbox(),
                filter_subject: filter,
                deliver_policy: DeliverPolicy::ByStartSequence { start_sequence: start },
                ..Default::default()
            })
            .await
            .map_err(|e| err("opening a stored-event read")(&e))?;
        if consumer.cached_info().num_pending == 0 {
            return Ok(Self { messages: None, next_seq: start });
        }
        let messages = consumer.messages().await.map_err(|e| err("reading stored events")(&e))?;
        Ok(Self { messages: Some(messages), next_seq: start })
    }

    /// The next stored event; `None` once caught up. After an error the read is over.
    pub async fn next(&mut self) -> Option<Result<Stored, StreamError>> {
        loop {
            let messages = self.messages.as_mut()?;
            let msg = match tokio::time::timeout(READ_TIMEOUT, messages.next()).await {
                Ok(Some(Ok(msg))) => msg,
                Ok(Some(Err(e))) => return self.fail(&e),
                Ok(None) => return self.fail(&"the read ended early"),
                Err(_) => return self.fail(&"timed out"),
            };
            let (seq, pending) = match msg.info() {
                Ok(info) => (info.stream_sequence, info.pending),
                Err(e) => return self.fail(&e),
            };
            if pending == 0 {
                self.messages = None;
            }
            // A consumer recreated after a hiccup may restart earlier; never go backwards.
            if seq < self.next_seq {
                continue;
            }
            self.next_seq = seq + 1;
            return Some(Ok(match events::decode(&msg.payload) {
                Ok(ev) => Stored::Event(seq, Box::new(ev)),
                Err(e) => Stored::Corrupt(seq, e),
            }));
        }
    }

    fn fail(&mut self, cause: &dyn std::fmt::Display) -> Option<Result<Stored, StreamError>> {
        self.messages = None;
        Some(Err(err("reading stored events")(cause)))
    }
}

/// Every stored event of one turn, in order (used to assemble a failed turn).
pub async fn turn_events(
    js: &jetstream::Context,
    stream: &Stream,
    conversation_id: &str,
    turn_id: &str,
) -> Result<Vec<ChatEvent>, StreamError> {
    let Some(first) = first_seq_of_turn(stream, conversation_id, turn_id).await? else { return Ok(Vec::new()) };
    let mut read = StoredEvents::open(js, stream, chat_events::turn_subject(conversation_id, turn_id), first).await?;
    let mut out = Vec::new();
    while let Some(item) = read.next().await {
        match item? {
            Stored::Event(_, ev) => out.push(*ev),
            Stored::Corrupt(seq, e) => tracing::warn!(error = %e, seq, "skipping stored event"),
        }
    }
    Ok(out)
}

/// Renders an event, logging (and skipping) one that cannot be shown. The
/// fence of a start the gateway refused is internal (its client got 503 and
/// never learnt the turn id): it is skipped silently.
pub fn render(seq: u64, event: &ChatEvent) -> Option<RenderedEvent> {
    if barb_common::turn_state::unstarted::is_refused_start(event) {
        return None;
    }
    RenderedEvent::new(event, seq).inspect_err(|e| tracing::warn!(error = %e, seq, "skipping chat event")).ok()
}
