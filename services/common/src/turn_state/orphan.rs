//! Ending a claimed turn that will not run again: the terminal `error`
//! carries the answer text clients were shown and the usage of the committed
//! rounds; then the conversation is freed. Exactly one terminal event exists
//! however many instances try, because the claim is a compare-and-set and
//! the publish is fenced.

use std::time::Duration;

use super::{Buckets, Claimed, TurnStateError, fence, finish};
use crate::{
    proto::chat::v1::{ChatEvent, Error as ErrorEvent, chat_event::Payload},
    transcript::Transcript,
};

/// What [`end`] did.
#[derive(Debug, Clone, PartialEq)]
pub enum Ended {
    /// Published the terminal error at this seq.
    Published(u64),
    /// The turn had already ended (its terminal event was stored); cleaned up.
    AlreadyEnded,
    /// Another writer kept publishing on the turn (its old owner is alive);
    /// left to it.
    Contended,
}

/// Ends a claimed turn with `error {code, message}`.
pub async fn end(b: &Buckets, claimed: &Claimed, code: &str, message: &str) -> Result<Ended, TurnStateError> {
    let conv = claimed.current.state.conversation_id.clone();
    let turn = claimed.turn_id.clone();
    for _ in 0..5 {
        let (events, last_stream_seq) = fence::turn_events(&b.js, &b.events, &conv, &turn).await?;
        let shown = Transcript::from_events(&events);
        if shown.terminal.is_some() {
            finish(b, &conv, &turn, Some(&claimed.current.state)).await;
            return Ok(Ended::AlreadyEnded);
        }
        let mut usage = claimed.current.state.usage.unwrap_or_default();
        usage.cost_usd = usage.cost_usd.max(0.0);
        let event = ChatEvent {
            conversation_id: conv.clone(),
            turn_id: turn.clone(),
            seq: shown.last_seq + 1,
            time: Some(super::now()),
            payload: Some(Payload::Error(ErrorEvent {
                code: code.to_string(),
                message: message.to_string(),
                partial_answer: shown.answer_with_cards(),
                usage: Some(usage),
                // Ending a turn nobody could run: sending it again may well work.
                retryable: true,
            })),
        };
        let epoch = claimed.current.state.epoch;
        match fence::publish_retrying(
            &b.js,
            &event,
            epoch,
            last_stream_seq,
            &Default::default(),
            Duration::from_secs(10),
        )
        .await
        {
            Ok(_) => {
                finish(b, &conv, &turn, Some(&claimed.current.state)).await;
                return Ok(Ended::Published(event.seq));
            }
            // Someone published since we read: read again.
            Err(fence::PublishError::Superseded) => continue,
            Err(fence::PublishError::Failed(why)) => {
                return Err(TurnStateError::Nats { context: "ending a turn", message: why });
            }
        }
    }
    Ok(Ended::Contended)
}
