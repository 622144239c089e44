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

use std::time::Duration;

use barb_common::turn_state::{
    self, Buckets, LeaseSettings, orphan,
    watch::{OrphanScan, RunningTurns},
};
use tokio::sync::watch;

use crate::metrics;

/// Ends orphans until `shutdown`.
pub async fn run(b: Buckets, settings: LeaseSettings, mut shutdown: watch::Receiver<bool>) {
    let me = turn_state::instance_id("gateway");
    let running = RunningTurns::spawn(b.clone(), shutdown.clone());
    let mut scan = OrphanScan::default();
    let mut tick = tokio::time::interval(settings.scan.max(Duration::from_millis(100)));
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    tracing::info!(after = ?settings.orphan_timeout, "ending turns left orphaned");
    loop {
        tokio::select! {
            _ = shutdown.wait_for(|s| *s) => return,
            _ = tick.tick() => {}
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
