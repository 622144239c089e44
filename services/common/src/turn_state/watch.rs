//! Finding orphaned turns: a live view of `CHAT_TURNS` (a KV watch, so
//! nothing is polled per turn) and, per scan, a direct read of the lease of
//! each owner of a running turn ([`super::live_owners`]).
//! [`Heartbeats`] remembers when each instance last refreshed its lease, so a
//! takeover can say how long the turn was without a live owner (the lease
//! itself never depends on it: liveness is the server's `max_age`).

use std::{
    collections::{HashMap, HashSet},
    sync::{Arc, Mutex},
    time::{Duration, SystemTime},
};

use async_nats::jetstream::kv::Operation;
use futures::StreamExt;
use tokio::{sync::watch, time::Instant};

use super::{Buckets, TurnStateError, Versioned, live_owners};
use crate::proto::chat::v1::TurnState;

/// The running turns as `CHAT_TURNS` holds them, kept current by a watch,
/// with the time each record was written (the server's stamp).
#[derive(Clone, Default)]
pub struct RunningTurns {
    turns: Arc<Mutex<HashMap<String, (Versioned, SystemTime)>>>,
}

/// Restarts `follow` after errors until `shutdown` (a restarted watch
/// replays the current entries).
fn keep_watching<F, Fut>(what: &'static str, mut shutdown: watch::Receiver<bool>, mut follow: F)
where
    F: FnMut() -> Fut + Send + 'static,
    Fut: Future<Output = Result<(), TurnStateError>> + Send,
{
    tokio::spawn(async move {
        while !*shutdown.borrow() {
            let res = tokio::select! {
                _ = shutdown.wait_for(|s| *s) => return,
                r = follow() => r,
            };
            if let Err(e) = res {
                tracing::warn!(error = %e, what, "watch failed; restarting it");
            }
            tokio::select! {
                _ = shutdown.wait_for(|s| *s) => return,
                _ = tokio::time::sleep(Duration::from_millis(500)) => {}
            }
        }
    });
}

impl RunningTurns {
    /// Starts watching (reconnecting after errors) until `shutdown`.
    pub fn spawn(b: Buckets, shutdown: watch::Receiver<bool>) -> Self {
        let this = Self::default();
        let turns = this.turns.clone();
        keep_watching("running turns", shutdown, move || {
            let (b, turns) = (b.clone(), turns.clone());
            async move { follow(&b, &turns).await }
        });
        this
    }

    /// The running turns now.
    pub fn snapshot(&self) -> Vec<(String, Versioned)> {
        self.turns.lock().unwrap_or_else(|e| e.into_inner()).iter().map(|(k, (v, _))| (k.clone(), v.clone())).collect()
    }

    /// When the record of `turn_id` was last written (e.g. released on shutdown).
    pub fn written_at(&self, turn_id: &str) -> Option<SystemTime> {
        self.turns.lock().unwrap_or_else(|e| e.into_inner()).get(turn_id).map(|(_, at)| *at)
    }

    /// Number of running turns.
    pub fn len(&self) -> usize {
        self.turns.lock().unwrap_or_else(|e| e.into_inner()).len()
    }

    /// True when no turn runs.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

async fn follow(b: &Buckets, turns: &Mutex<HashMap<String, (Versioned, SystemTime)>>) -> Result<(), TurnStateError> {
    use prost::Message as _;
    let mut entries = b.turns.watch_with_history(">").await.map_err(super::nats("watching running turns"))?;
    // A restarted watch delivers every current entry again; start from scratch
    // so turns that ended meanwhile do not linger.
    turns.lock().unwrap_or_else(|e| e.into_inner()).clear();
    while let Some(entry) = entries.next().await {
        let entry = entry.map_err(super::nats("watching running turns"))?;
        let mut map = turns.lock().unwrap_or_else(|e| e.into_inner());
        match entry.operation {
            Operation::Put => match TurnState::decode(entry.value.as_ref()) {
                Ok(state) => {
                    let at = SystemTime::from(entry.created);
                    map.insert(entry.key, (Versioned { state, revision: entry.revision }, at));
                }
                Err(e) => tracing::warn!(key = entry.key, error = %e, "ignoring a turn record that does not decode"),
            },
            Operation::Delete | Operation::Purge => {
                map.remove(&entry.key);
            }
        }
    }
    Err(super::nats("watching running turns")(&"the watch ended"))
}

/// When each instance last refreshed its lease (the server's stamp of its
/// `CHAT_INSTANCES` entry), kept current by a watch. An expired lease leaves
/// no trace in the bucket, so the last stamp is remembered for a while.
#[derive(Clone, Default)]
pub struct Heartbeats {
    last: Arc<Mutex<HashMap<String, SystemTime>>>,
}

/// How long the last heartbeat of an instance is remembered.
const REMEMBER_HEARTBEATS: Duration = Duration::from_secs(600);

impl Heartbeats {
    /// Starts watching (reconnecting after errors) until `shutdown`.
    pub fn spawn(b: Buckets, shutdown: watch::Receiver<bool>) -> Self {
        let this = Self::default();
        let last = this.last.clone();
        keep_watching("instance heartbeats", shutdown, move || {
            let (b, last) = (b.clone(), last.clone());
            async move {
                let mut entries =
                    b.instances.watch_with_history(">").await.map_err(super::nats("watching heartbeats"))?;
                while let Some(entry) = entries.next().await {
                    let entry = entry.map_err(super::nats("watching heartbeats"))?;
                    if entry.operation == Operation::Put {
                        let at = SystemTime::from(entry.created);
                        let mut map = last.lock().unwrap_or_else(|e| e.into_inner());
                        map.insert(entry.key, at);
                        if map.len() > 64 {
                            map.retain(|_, t| t.elapsed().unwrap_or_default() < REMEMBER_HEARTBEATS);
                        }
                    }
                }
                Err(super::nats("watching heartbeats")(&"the watch ended"))
            }
        });
        this
    }

    /// When `instance` last refreshed its lease, if seen.
    pub fn last(&self, instance: &str) -> Option<SystemTime> {
        self.last.lock().unwrap_or_else(|e| e.into_inner()).get(instance).copied()
    }
}

/// An orphaned turn: its owner has no live lease (or released it).
#[derive(Debug, Clone, PartialEq)]
pub struct Orphan {
    /// Turn id.
    pub turn_id: String,
    /// The state judged orphaned (claim at this revision).
    pub seen: Versioned,
    /// How long this scanner has seen it orphaned.
    pub orphaned_for: Duration,
}

/// Tells orphans apart from running turns, remembering since when each was
/// seen orphaned (a gateway waits before ending one).
#[derive(Default)]
pub struct OrphanScan {
    since: HashMap<String, Instant>,
}

impl OrphanScan {
    /// The orphans among `running`, given the live instances.
    pub fn orphans(&mut self, running: &[(String, Versioned)], live: &HashSet<String>) -> Vec<Orphan> {
        let now = Instant::now();
        let mut out = Vec::new();
        let mut still = HashMap::new();
        for (id, v) in running {
            if !v.state.owner.is_empty() && live.contains(&v.state.owner) {
                continue;
            }
            let since = *self.since.get(id).unwrap_or(&now);
            still.insert(id.clone(), since);
            out.push(Orphan { turn_id: id.clone(), seen: v.clone(), orphaned_for: now - since });
        }
        self.since = still;
        out
    }

    /// Reads the leases of the running turns' owners and returns the
    /// orphans among `running`.
    pub async fn scan(&mut self, b: &Buckets, running: &RunningTurns) -> Result<Vec<Orphan>, TurnStateError> {
        let turns = running.snapshot();
        if turns.is_empty() {
            self.since.clear();
            return Ok(Vec::new());
        }
        let owners: HashSet<String> =
            turns.iter().map(|(_, v)| v.state.owner.clone()).filter(|o| !o.is_empty()).collect();
        let live = live_owners(b, &owners).await?;
        Ok(self.orphans(&turns, &live))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn running(id: &str, owner: &str) -> (String, Versioned) {
        (id.to_string(), Versioned { state: TurnState { owner: owner.into(), ..Default::default() }, revision: 1 })
    }

    #[test]
    fn orphans_are_turns_without_a_live_owner_and_age_while_orphaned() {
        let mut scan = OrphanScan::default();
        let live: HashSet<String> = ["a".to_string()].into();
        let turns = vec![running("t1", "a"), running("t2", "b"), running("t3", "")];
        let first = scan.orphans(&turns, &live);
        let ids: Vec<&str> = first.iter().map(|o| o.turn_id.as_str()).collect();
        assert_eq!(ids, ["t2", "t3"]);
        assert!(first.iter().all(|o| o.orphaned_for.is_zero()));
        std::thread::sleep(Duration::from_millis(5));
        let again = scan.orphans(&turns, &live);
        assert!(again.iter().all(|o| o.orphaned_for >= Duration::from_millis(5)));
        // t2's owner came back: it is not an orphan, and its clock restarts.
        let live2: HashSet<String> = ["a".to_string(), "b".to_string()].into();
        assert_eq!(scan.orphans(&turns, &live2).len(), 1);
        assert!(scan.orphans(&turns, &live).iter().find(|o| o.turn_id == "t2").unwrap().orphaned_for.is_zero());
    }
}
