//! Nothing hangs: a turn whose orchestrator died and that no other
//! orchestrator takes over (none is alive, or none can resume it) is ended by
//! a gateway after `TURN_ORPHAN_TIMEOUT_MS` with a retryable `orphaned`
//! error carrying the answer text its clients were shown; the persistence
//! consumer stores that partial answer and the conversation takes a new
//! message again.
//!
//! Every gateway instance runs this; the claim is a compare-and-set and the
//! terminal event is fenced (`barb_common::turn_state`), so however many
//! instances try, the turn gets exactly one terminal event. The gateway
//! holds no lease: if it dies while ending a turn, the turn is an orphan
//! again and another instance (or this one, restarted) finishes the job.
//!
//! A turn can also die before it started: its gateway stored the user
//! message, then died before (or while) asking an orchestrator to run it.
//! Its client got no answer; the turn has no shared state and no event, and
//! would show as running forever. The reaper looks among the turns the
//! database still marks running, older than the longest a start can take
//! (`ORCHESTRATOR_TIMEOUT_MS`) plus the orphan timeout, and ends those that
//! never started with a retryable `not_started` error ([`end_unstarted`]):
//! the persistence consumer stores it like any failed turn and the client,
//! reading the conversation's stream, sees the turn end.

use std::time::Duration;

use barb_common::turn_state::{
    self, Buckets, LeaseSettings, fence, orphan,
    unstarted::{self, Settled},
    watch::{OrphanScan, RunningTurns},
};
use sqlx::PgPool;
use tokio::sync::watch;

use crate::{metrics, store};

/// How often the database is searched for turns that never started.
const UNSTARTED_EVERY: Duration = Duration::from_secs(10);

/// Ends orphans until `shutdown`; with `db`, also turns that never started
/// and were stored more than `unstarted_after` ago.
pub async fn run(
    b: Buckets,
    settings: LeaseSettings,
    db: Option<PgPool>,
    unstarted_after: Duration,
    mut shutdown: watch::Receiver<bool>,
) {
    let me = turn_state::instance_id("gateway");
    let running = RunningTurns::spawn(b.clone(), shutdown.clone());
    let mut scan = OrphanScan::default();
    let mut tick = tokio::time::interval(settings.scan.max(Duration::from_millis(100)));
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    tracing::info!(after = ?settings.orphan_timeout, "ending turns left orphaned");
    let mut last_unstarted_check = tokio::time::Instant::now();
    loop {
        tokio::select! {
            _ = shutdown.wait_for(|s| *s) => return,
            _ = tick.tick() => {}
        }
        if let Some(db) = &db
            && last_unstarted_check.elapsed() >= UNSTARTED_EVERY
        {
            last_unstarted_check = tokio::time::Instant::now();
            end_unstarted(&b, db, unstarted_after).await;
        }
        let orphans = match scan.scan(&b, &running).await {
            Ok(o) => o,
            Err(e) => {
                tracing::debug!(error = %e, "cannot look for orphaned turns");
                continue;
            }
        };
        for o in orphans.into_iter().filter(|o| o.orphaned_for >= settings.orphan_timeout) {
            let outcome = match turn_state::claim(&b, &o.turn_id, &o.seen, &me).await {
                Ok(None) => "lost",
                Err(e) => {
                    tracing::warn!(error = %e, turn_id = %o.turn_id, "cannot claim an orphaned turn");
                    "failed"
                }
                Ok(Some(claimed)) => {
                    let message = format!(
                        "no chat orchestrator took this turn over within {} s; send the message again",
                        settings.orphan_timeout.as_secs()
                    );
                    match orphan::end(&b, &claimed, "orphaned", &message).await {
                        Ok(orphan::Ended::Published(seq)) => {
                            tracing::warn!(turn_id = %o.turn_id, seq, "ended an orphaned turn");
                            "ended"
                        }
                        Ok(orphan::Ended::AlreadyEnded) => "already_ended",
                        Ok(orphan::Ended::Contended) => "contended",
                        Err(e) => {
                            tracing::warn!(error = %e, turn_id = %o.turn_id, "cannot end an orphaned turn");
                            "failed"
                        }
                    }
                }
            };
            metrics::ORPHANS_ENDED.with_label_values(&[outcome]).inc();
        }
    }
}

/// Ends the turns stored more than `older_than` ago that are still marked
/// running but never started: no shared state and no event. One `error`
/// event (`not_started`) is published fenced at "no event yet"
/// ([`unstarted::fence_first_event`]), so of several gateways (or a start
/// that was only very late) exactly one wins.
pub async fn end_unstarted(b: &Buckets, db: &PgPool, older_than: Duration) {
    let candidates = match store::turns::running_since(db, older_than, 100).await {
        Ok(c) => c,
        Err(e) => {
            tracing::debug!(error = %e, "cannot look for turns that never started");
            return;
        }
    };
    for (turn, conv) in candidates {
        let (turn, conv) = (turn.to_string(), conv.to_string());
        let outcome = match never_started(b, &conv, &turn).await {
            Ok(false) => continue,
            Err(e) => {
                tracing::debug!(error = %e, turn_id = %turn, "cannot check a running turn");
                continue;
            }
            Ok(true) => {
                let message = "the message was stored but the turn never started (the gateway handling it stopped); send the message again";
                match unstarted::fence_first_event(b, &conv, &turn, unstarted::NOT_STARTED, message).await {
                    Ok(Settled::NotStarted) => {
                        tracing::warn!(turn_id = %turn, conversation_id = %conv, "ended a turn that never started");
                        "not_started"
                    }
                    Ok(Settled::Started) => "contended",
                    Err(e) => {
                        tracing::warn!(error = %e, turn_id = %turn, "cannot end a turn that never started");
                        "failed"
                    }
                }
            }
        };
        metrics::ORPHANS_ENDED.with_label_values(&[outcome]).inc();
    }
}

/// True when the turn has no shared state and no stored event.
async fn never_started(b: &Buckets, conv: &str, turn: &str) -> Result<bool, turn_state::TurnStateError> {
    Ok(turn_state::load(b, turn).await?.is_none() && fence::last_event(&b.events, conv, turn).await?.is_none())
}
