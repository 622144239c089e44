//! Settling whether a turn started, when nobody can say.
//!
//! A gateway stores the user message, then asks an orchestrator to start the
//! turn. When that call fails *in doubt* (the request may have reached a
//! replica that admitted the turn and then died, hung or lost the answer),
//! the gateway must not tell its client "refused, send it again" while the
//! turn may still run: the client would send it again, and the conversation
//! would get two answers (one of them to a message it deleted). So it
//! settles the question in the shared state, once and for everyone:
//! - the turn's state exists: an orchestrator admitted it; it runs (or is
//!   taken over when its owner's lease lapses). **Started.**
//! - otherwise a terminal `error` is published as the turn's *first* event,
//!   fenced at "no event yet" (`Nats-Expected-Last-Subject-Sequence: 0`):
//!   - stored: the turn had no event and now never will. An admission still
//!     on its way (a paused replica waking up) finds the terminal event and
//!     answers "existing" without running it ([`super::admit`]); an owner
//!     that admitted it in between fails its first publish and stops
//!     ([`super::fence`]). **Not started.**
//!   - refused by the fence: the turn has events. **Started.**
//!
//! The gateway's reaper ends turns that were stored but never asked for (its
//! gateway died first) with the same fence and a visible `not_started` error.
//! A start the gateway refused ([`START_REFUSED`]) is different: its client
//! was told 503 and its message is removed, so the fence event is internal:
//! streams do not show it and persistence stores no answer for it
//! ([`is_refused_start`]).

use super::{Buckets, TurnStateError, fence, load};
use crate::proto::chat::v1::{ChatEvent, Error as ErrorEvent, chat_event::Payload};

/// Code of the fence event of a start the gateway refused (answered 503 and
/// removed the message): never shown to clients, never stored as an answer.
pub const START_REFUSED: &str = "start_refused";

/// Code of the fence event of a turn stored but never started (its gateway
/// died before asking): shown and stored like any failed turn.
pub const NOT_STARTED: &str = "not_started";

/// Whether the turn runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Settled {
    /// It was admitted or has events: it runs to its end (or ran).
    Started,
    /// It has no state and its first event is our terminal `error`: it never runs.
    NotStarted,
}

/// Settles whether `turn_id` started: [`Settled::Started`] when its state or
/// an event exists; else ends it with `error {code, message}` as its first
/// event, which makes it [`Settled::NotStarted`] for good.
pub async fn settle(
    b: &Buckets,
    conversation_id: &str,
    turn_id: &str,
    code: &str,
    message: &str,
) -> Result<Settled, TurnStateError> {
    if load(b, turn_id).await?.is_some() {
        return Ok(Settled::Started);
    }
    fence_first_event(b, conversation_id, turn_id, code, message).await
}

/// Publishes `error {code, message}` as the turn's first event, fenced at "no
/// event yet". The message id is `<turn>:<code>`: a retry of this very fence
/// (lost ack) is a duplicate of it, never of the owner's first event (whose
/// id is `<turn>:1`, see [`crate::chat_events::owner_message_id`]), which
/// JetStream would otherwise acknowledge as ours without storing anything.
pub async fn fence_first_event(
    b: &Buckets,
    conversation_id: &str,
    turn_id: &str,
    code: &str,
    message: &str,
) -> Result<Settled, TurnStateError> {
    let event = ChatEvent {
        conversation_id: conversation_id.to_string(),
        turn_id: turn_id.to_string(),
        seq: 1,
        time: Some(super::now()),
        payload: Some(Payload::Error(ErrorEvent {
            code: code.to_string(),
            message: message.to_string(),
            partial_answer: String::new(),
            usage: Some(Default::default()),
            retryable: true,
        })),
    };
    let id = format!("{turn_id}:{code}");
    match fence::publish_as(&b.js, &event, &id, 0, &Default::default()).await {
        Ok(_) => Ok(Settled::NotStarted),
        Err(fence::PublishError::Superseded) => Ok(Settled::Started),
        Err(fence::PublishError::Failed(why)) => {
            Err(TurnStateError::Nats { context: "fencing a turn that may not have started", message: why })
        }
    }
}

/// True for the fence event of a start the gateway refused: internal, not
/// a turn anyone was shown (see the module docs).
pub fn is_refused_start(event: &ChatEvent) -> bool {
    event.seq == 1 && matches!(&event.payload, Some(Payload::Error(e)) if e.code == START_REFUSED)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error(seq: u64, code: &str) -> ChatEvent {
        ChatEvent {
            seq,
            payload: Some(Payload::Error(ErrorEvent { code: code.into(), ..Default::default() })),
            ..Default::default()
        }
    }

    #[test]
    fn only_the_first_event_with_the_refusal_code_is_a_refused_start() {
        assert!(is_refused_start(&error(1, START_REFUSED)));
        assert!(!is_refused_start(&error(1, NOT_STARTED)));
        assert!(!is_refused_start(&error(2, START_REFUSED)), "an error after events is a real turn's end");
        assert!(!is_refused_start(&ChatEvent { seq: 1, ..Default::default() }));
    }
}
