//! Taking over orphaned turns: every instance watches the running turns and,
//! every `TURN_SCAN_MS`, claims those whose owner's lease has lapsed (or
//! that were released on shutdown) and continues them.
//!
//! A claim is a compare-and-set on the turn's state, so among all survivors
//! exactly one wins ([`barb_common::turn_state::claim`]). The winner reads
//! the turn's request, committed steps and stored events; if the terminal
//! event is already there it only cleans up; if the turn already changed
//! owner `TURN_MAX_TAKEOVERS` times it ends it with a retryable
//! `takeover_limit` error; otherwise it replays the committed steps and goes
//! live with a `superseded` event voiding what came after the last
//! checkpoint. Sequence numbers continue from the last stored event.
//!
//! After this instance lost its NATS connection (or could not read the
//! owners' leases) it claims nothing for one lease TTL plus [`RECONNECT_SKEW`]: a
//! NATS restart may have expired every lease at once, and the owners, alive
//! all along, need to reconnect and beat once to renew theirs; without the
//! pause every running turn would be taken over needlessly.

use std::time::{Duration, Instant, SystemTime};

use barb_common::{
    proto::chat::v1::Superseded,
    transcript::Transcript,
    turn_state::{
        self, Claimed, fence, orphan,
        watch::{Heartbeats, Orphan},
    },
};
use tokio::sync::watch;

use crate::{
    events::Fence,
    metrics,
    registry::Admission,
    service::{OrchestratorService, Resume, input_of},
};

/// How much later than this instance another may reconnect to a restarted
/// NATS server: the NATS client's longest pause between reconnect attempts.
pub const RECONNECT_SKEW: Duration = Duration::from_secs(4);

/// What one claim attempt led to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// This instance runs the turn now.
    Resumed,
    /// The turn had already ended; cleaned up.
    Ended,
    /// Ended with `takeover_limit`.
    Limit,
    /// Another instance claimed it first (or its owner came back).
    Lost,
    /// Reading or writing the shared state failed; the next scan retries.
    Failed,
}

impl Outcome {
    fn label(&self) -> &'static str {
        match self {
            Self::Resumed => "resumed",
            Self::Ended => "ended",
            Self::Limit => "limit",
            Self::Lost => "lost",
            Self::Failed => "failed",
        }
    }
}

/// Starts the scanner (until `shutdown`, and never while draining).
pub fn spawn(svc: OrchestratorService, mut shutdown: watch::Receiver<bool>) {
    let Some(durable) = svc.shared().cloned() else { return };
    tokio::spawn(async move {
        let running = turn_state::watch::RunningTurns::spawn(durable.buckets.clone(), shutdown.clone());
        let heartbeats = Heartbeats::spawn(durable.buckets.clone(), shutdown.clone());
        let mut scan = turn_state::watch::OrphanScan::default();
        let mut tick = tokio::time::interval(durable.settings.scan);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        // No claims before this (see the module docs).
        let mut quiet_until = tokio::time::Instant::now();
        loop {
            tokio::select! {
                _ = shutdown.wait_for(|s| *s) => return,
                _ = tick.tick() => {}
            }
            if svc.is_draining() {
                continue;
            }
            let now = tokio::time::Instant::now();
            if durable.buckets.js.client().connection_state() != async_nats::connection::State::Connected {
                quiet_until = now + durable.settings.ttl + RECONNECT_SKEW;
                continue;
            }
            let orphans = match scan.scan(&durable.buckets, &running).await {
                Ok(o) => o,
                Err(e) => {
                    tracing::warn!(error = %e, "cannot look for orphaned turns");
                    quiet_until = now + durable.settings.ttl + RECONNECT_SKEW;
                    continue;
                }
            };
            if now < quiet_until {
                continue;
            }
            for o in orphans {
                if svc.registry().is_running(&o.turn_id) || svc.is_draining() {
                    continue;
                }
                // When the turn lost its owner: the owner's last heartbeat, or the release.
                let since = if o.seen.state.owner.is_empty() {
                    running.written_at(&o.turn_id)
                } else {
                    heartbeats.last(&o.seen.state.owner)
                };
                let outcome = take_over(&svc, &o, since).await;
                metrics::TAKEOVERS.with_label_values(&[outcome.label()]).inc();
            }
        }
    });
}

/// Claims an orphan and continues, ends or cleans it up. `since` is when it
/// lost its owner, if known (for the takeover latency).
pub async fn take_over(svc: &OrchestratorService, o: &Orphan, since: Option<SystemTime>) -> Outcome {
    let Some(durable) = svc.shared().cloned() else { return Outcome::Failed };
    let b = &durable.buckets;
    let started = Instant::now();
    let claimed = match turn_state::claim(b, &o.turn_id, &o.seen, &durable.id).await {
        Ok(Some(c)) => c,
        Ok(None) => return Outcome::Lost,
        Err(e) => {
            tracing::warn!(error = %e, turn_id = %o.turn_id, "claim failed");
            return Outcome::Failed;
        }
    };
    let turn_id = claimed.turn_id.clone();
    let conv = claimed.current.state.conversation_id.clone();
    tracing::info!(%turn_id, previous_owner = %claimed.previous_owner, takeovers = claimed.current.state.takeovers, "claimed an orphaned turn");
    if claimed.current.state.takeovers > durable.settings.max_takeovers {
        return end(
            b,
            &claimed,
            "takeover_limit",
            &format!(
                "the turn lost its orchestrator {} times; send the message again",
                claimed.current.state.takeovers
            ),
        )
        .await;
    }
    let request = match turn_state::request(b, &turn_id).await {
        Ok(Some(r)) => r,
        Ok(None) => return end(b, &claimed, "orphaned", "the turn's request was lost; send the message again").await,
        Err(e) => return failed(b, &claimed, &e).await,
    };
    let (events, last_stream_seq) = match fence::turn_events(&b.js, &b.events, &conv, &turn_id).await {
        Ok(x) => x,
        Err(e) => return failed(b, &claimed, &e).await,
    };
    let shown = Transcript::from_events(&events);
    if shown.terminal.is_some() {
        turn_state::finish(b, &conv, &turn_id, Some(&claimed.current.state)).await;
        return Outcome::Ended;
    }
    let steps = match turn_state::steps(b, &claimed.current.state).await {
        Ok(s) => s,
        Err(e) => return failed(b, &claimed, &e).await,
    };
    let checkpoint = claimed.current.state.steps.last().map_or(0, |s| s.checkpoint_seq);
    let standing = Transcript::from_events(events.iter().filter(|e| e.seq <= checkpoint));
    let cancel = match svc.registry().admit(&conv, &turn_id, &request.user_id) {
        Admission::Started(token) => token,
        _ => {
            // Running here already (or the conversation is busy here): leave it to the next scan.
            let _ = turn_state::release(b, &turn_id, &claimed.current).await;
            return Outcome::Lost;
        }
    };
    let reason = if claimed.handover { "handover" } else { "owner_lost" };
    let resume = Resume {
        orphaned_since: since.map(|t| (t, reason)),
        fence: Fence { epoch: claimed.current.state.epoch, last_seq: shown.last_seq, last_stream_seq },
        announce: Superseded {
            after_seq: checkpoint,
            text: standing.text,
            reason: reason.into(),
            takeovers: claimed.current.state.takeovers,
        },
        cancel_requested: claimed.current.state.cancel_requested,
        at: claimed.current.clone(),
        steps,
    };
    let input = input_of(request, &turn_id, claimed.current.state.user_assertion.clone());
    svc.spawn_turn(input, Default::default(), None, cancel, Some(resume), true);
    metrics::TAKEOVER_SECONDS.observe(started.elapsed().as_secs_f64());
    Outcome::Resumed
}

async fn end(b: &turn_state::Buckets, claimed: &Claimed, code: &str, message: &str) -> Outcome {
    match orphan::end(b, claimed, code, message).await {
        Ok(orphan::Ended::Published(_)) => {
            tracing::warn!(turn_id = %claimed.turn_id, code, "ended an orphaned turn");
            if code == "takeover_limit" { Outcome::Limit } else { Outcome::Ended }
        }
        Ok(_) => Outcome::Ended,
        Err(e) => {
            tracing::warn!(error = %e, turn_id = %claimed.turn_id, "cannot end an orphaned turn");
            Outcome::Failed
        }
    }
}

/// The claim is ours but the turn cannot be resumed now: give it back as it
/// was (orphaned, the takeover not counted) so the next scan, here or
/// elsewhere, tries again.
async fn failed(b: &turn_state::Buckets, claimed: &Claimed, e: &turn_state::TurnStateError) -> Outcome {
    tracing::warn!(error = %e, turn_id = %claimed.turn_id, "cannot resume a claimed turn; giving the claim back");
    let _ = turn_state::unclaim(b, claimed).await;
    Outcome::Failed
}
