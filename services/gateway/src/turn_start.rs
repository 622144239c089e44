//! What a post answers when StartTurn fails.
//!
//! `POST /messages` stores the user message, then asks an orchestrator to
//! start the turn. A refusal the orchestrator decided (busy, too many turns,
//! invalid) means the turn was never admitted: the message is removed and
//! the client gets 409/429/422. A failure *in doubt* is different: an
//! attempt timed out or its connection broke, perhaps after a replica
//! admitted the turn and before its answer arrived (the replica died, hung
//! or was cut off). That turn runs anyway: survivors take it over and its
//! answer is stored. Answering 503 and removing the message would be a lie
//! the client pays for: it sends the message again and the conversation gets
//! two turns, one of them answering a message that is gone.
//!
//! So a doubt is settled in the shared turn state before anything is
//! answered ([`barb_common::turn_state::unstarted::settle`]): if the turn was
//! admitted (or has events) the post is accepted as if the call had
//! succeeded; otherwise a fence makes sure it never runs, and only then is
//! the message removed and 503 returned. When NATS cannot be reached to
//! settle it, the message is kept (503): the reaper ends the turn with a
//! visible `not_started` error if it never started, and it is answered if
//! it did.

use barb_common::turn_state::unstarted::{self, Settled};
use uuid::Uuid;

use crate::{error::ApiError, metrics, orchestrator::StartFailed, state::AppState, store::turns};

/// The text of the internal fence event of a refused start (never shown).
const REFUSED: &str = "the chat service did not confirm the start; the post was answered 503 and its message removed";

/// Settles a failed start of `turn_id`: `Ok(())` when the turn runs after
/// all (accept the post), else the error for the client (the stored message
/// removed when the turn will never run).
pub async fn after_failure(
    state: &AppState,
    conversation_id: Uuid,
    turn_id: Uuid,
    failed: StartFailed,
) -> Result<(), ApiError> {
    if !failed.in_doubt {
        remove_message(state, turn_id).await;
        return Err(failed.error.into());
    }
    let settled = match state.turn_state.get() {
        Some(b) => {
            unstarted::settle(b, &conversation_id.to_string(), &turn_id.to_string(), unstarted::START_REFUSED, REFUSED)
                .await
                .map_err(|e| e.to_string())
        }
        None => Err("the durable-turn buckets are not bound yet".to_string()),
    };
    match settled {
        Ok(Settled::Started) => {
            metrics::STARTS_IN_DOUBT.with_label_values(&["started"]).inc();
            tracing::warn!(%turn_id, error = %failed.error, "StartTurn failed in doubt, but the turn was admitted: accepted");
            Ok(())
        }
        Ok(Settled::NotStarted) => {
            metrics::STARTS_IN_DOUBT.with_label_values(&["not_started"]).inc();
            remove_message(state, turn_id).await;
            Err(failed.error.into())
        }
        Err(why) => {
            metrics::STARTS_IN_DOUBT.with_label_values(&["unknown"]).inc();
            tracing::error!(%turn_id, %why, "cannot settle a start in doubt; the message is kept for the reaper");
            Err(failed.error.into())
        }
    }
}

/// Removes the user message of a turn that will never run (no orphan
/// message on 409/429/503).
async fn remove_message(state: &AppState, turn_id: Uuid) {
    if let Err(db) = turns::abandon(&state.db, turn_id).await {
        tracing::error!(error = %db, %turn_id, "cannot remove the message of a refused turn");
    }
}
