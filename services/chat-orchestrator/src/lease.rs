//! This instance's lease: its entry in `CHAT_INSTANCES`, refreshed every
//! heartbeat. While the entry lives, the turns this instance owns are not
//! orphans; when the process dies the entry lapses after the TTL and
//! survivors take its turns over ([`crate::takeover`]).
//!
//! One lease per instance (not per turn) keeps the heartbeat cost at one
//! compare-and-set write per interval however many turns run.

use std::{sync::Arc, time::Duration};

use barb_common::turn_state::{self, Buckets, InstanceLease, LeaseSettings, Renewal, TurnStateError};
use tokio::sync::{Mutex, watch};

use crate::metrics;

/// The shared state of durable turns as this instance sees it.
pub struct Durable {
    /// The buckets.
    pub buckets: Buckets,
    /// Timing.
    pub settings: LeaseSettings,
    /// This instance's id (the owner named in the turns it runs).
    pub id: String,
    lease: Mutex<(InstanceLease, u64)>,
    stop: watch::Sender<bool>,
}

impl Durable {
    /// Creates or binds the buckets, registers this instance and starts its
    /// heartbeat.
    pub async fn join(
        js: &async_nats::jetstream::Context,
        settings: LeaseSettings,
    ) -> Result<Arc<Self>, TurnStateError> {
        let buckets = Buckets::ensure(js, &settings, true).await?;
        let id = turn_state::instance_id("chat-orchestrator");
        let lease = InstanceLease {
            kind: "chat-orchestrator".into(),
            host: format!("{}/{}", std::env::var("HOSTNAME").unwrap_or_default(), std::process::id()),
            started: Some(turn_state::now()),
            draining: false,
        };
        let revision = turn_state::register(&buckets, &id, &lease).await?;
        let (stop, _) = watch::channel(false);
        let this = Arc::new(Self { buckets, settings, id, lease: Mutex::new((lease, revision)), stop });
        tokio::spawn(heartbeat(this.clone()));
        tracing::info!(instance = %this.id, ttl = ?this.settings.ttl, "joined as a durable-turn owner");
        Ok(this)
    }

    /// Refreshes the lease once.
    pub async fn renew(&self) -> Result<Renewal, TurnStateError> {
        let mut g = self.lease.lock().await;
        let res = turn_state::renew(&self.buckets, &self.id, &g.0, g.1).await;
        match &res {
            Ok(Renewal::Renewed(r)) => {
                g.1 = *r;
                metrics::HEARTBEATS.with_label_values(&["ok"]).inc();
            }
            Ok(Renewal::Recreated(r)) => {
                g.1 = *r;
                metrics::HEARTBEATS.with_label_values(&["recreated"]).inc();
                // Survivors may have claimed our turns meanwhile; those stop at
                // their next fenced write.
                tracing::warn!(instance = %self.id, "lease had lapsed (stalled or cut off from NATS); registered again");
            }
            Err(e) => {
                metrics::HEARTBEATS.with_label_values(&["failed"]).inc();
                tracing::warn!(instance = %self.id, error = %e, "lease heartbeat failed");
            }
        }
        res
    }

    /// Marks the lease `draining` (operators see it; nothing depends on it).
    pub async fn set_draining(&self) {
        self.lease.lock().await.0.draining = true;
        let _ = self.renew().await;
    }

    /// Stops the heartbeat and removes the lease (after handing turns over).
    pub async fn leave(&self) {
        let _ = self.stop.send(true);
        turn_state::deregister(&self.buckets, &self.id).await;
    }
}

async fn heartbeat(this: Arc<Durable>) {
    let mut stop = this.stop.subscribe();
    let mut tick = tokio::time::interval(this.settings.heartbeat);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    tick.tick().await;
    loop {
        tokio::select! {
            _ = stop.wait_for(|s| *s) => return,
            _ = tick.tick() => {}
        }
        // A heartbeat that hangs (NATS unreachable) must not delay the next beyond the TTL.
        let _ = tokio::time::timeout(this.settings.ttl.max(Duration::from_millis(100)), this.renew()).await;
    }
}
