//! Cancels that reach a turn wherever it runs: a turn's owner listens on its
//! control subject (`chat.control.<turn>`); the instance that receives
//! `CancelTurn` checks the caller against the shared state, then asks the
//! owner, or records the cancel for the next owner when none answers.

use std::time::Duration;

use barb_common::turn_state;
use futures::StreamExt;
use tokio::sync::watch;

use super::{CancelOutcome, OrchestratorService, unavailable};

impl OrchestratorService {
    /// Answers cancel requests for a turn on its control subject until the
    /// returned switch is set.
    pub(super) fn spawn_control(&self, turn_id: &str) -> watch::Sender<bool> {
        let (tx, mut rx) = watch::channel(false);
        let Some(js) = &self.jetstream else { return tx };
        let client = js.client();
        let subject = turn_state::control_subject(turn_id);
        let (registry, id) = (self.registry.clone(), turn_id.to_string());
        tokio::spawn(async move {
            let mut sub = match client.subscribe(subject).await {
                Ok(s) => s,
                Err(e) => {
                    tracing::warn!(error = %e, turn_id = %id, "cannot listen for cancels of this turn");
                    return;
                }
            };
            loop {
                tokio::select! {
                    _ = rx.changed() => break,
                    msg = sub.next() => {
                        let Some(msg) = msg else { break };
                        let cancelled = msg.payload.as_ref() == b"cancel" && registry.cancel_by_id(&id);
                        if let Some(reply) = msg.reply {
                            let answer = if cancelled { "cancelled" } else { "not_running" };
                            let _ = client.publish(reply, answer.into()).await;
                        }
                    }
                }
            }
            let _ = sub.unsubscribe().await;
        });
        tx
    }

    /// Cancels `user`'s turn in `conversation_id` wherever it runs: here,
    /// through its owner's control subject, or (no owner reachable) by
    /// recording it for the next owner. Only the user the turn acts for, in
    /// its conversation, may cancel it; anyone else is answered like an
    /// unknown turn (and logged for audit). Ownership is checked here, on the
    /// instance that verified the caller's assertion, against the shared
    /// state, before anything reaches the owner.
    pub(super) async fn cancel(&self, turn_id: &str, user: &str, conversation_id: &str) -> Result<bool, tonic::Status> {
        match self.registry.cancel(turn_id, user, conversation_id) {
            CancelOutcome::Cancelled => return Ok(true),
            CancelOutcome::NotOwner => {
                tracing::warn!(turn_id, user, "cancel of another user's turn refused");
                return Ok(false);
            }
            CancelOutcome::NotRunning => {}
        }
        let (Some(d), Some(js)) = (&self.durable, &self.jetstream) else { return Ok(false) };
        let state_unavailable = |e: turn_state::TurnStateError| {
            tracing::warn!(error = %e, "cannot read the shared turn state");
            unavailable(
                "turn_state_unavailable",
                "the shared turn state is unreachable",
                "retry shortly",
                Duration::from_secs(1),
            )
        };
        let state = turn_state::load(&d.buckets, turn_id).await.map_err(state_unavailable)?;
        let request = turn_state::request(&d.buckets, turn_id).await.map_err(state_unavailable)?;
        match (state, request) {
            (Some(v), Some(r)) if v.state.conversation_id == conversation_id && r.user_id == user => {}
            (Some(_), Some(_)) => {
                tracing::warn!(turn_id, user, "cancel of another user's turn refused");
                return Ok(false);
            }
            _ => return Ok(false),
        }
        let client = js.client();
        let ask = client.request(turn_state::control_subject(turn_id), "cancel".into());
        match tokio::time::timeout(Duration::from_secs(2), ask).await {
            Ok(Ok(reply)) => return Ok(reply.payload.as_ref() == b"cancelled"),
            Ok(Err(e)) => tracing::debug!(error = %e, turn_id, "no owner answered the cancel"),
            Err(_) => tracing::debug!(turn_id, "the owner did not answer the cancel in time"),
        }
        turn_state::request_cancel(&d.buckets, turn_id).await.map_err(|e| {
            tracing::warn!(error = %e, "cannot record the cancel");
            unavailable(
                "turn_state_unavailable",
                "the shared turn state is unreachable",
                "retry shortly",
                Duration::from_secs(1),
            )
        })
    }
}
