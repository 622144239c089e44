//! Instance leases in `CHAT_INSTANCES`: an instance registers, renews its
//! lease on every heartbeat and removes it on a clean shutdown; an owner
//! whose lease is gone is presumed dead and its turns are taken over.

use std::time::Duration;

use async_nats::jetstream::kv::{self, UpdateErrorKind};
use bytes::Bytes;
use prost::Message as _;

use super::{Buckets, InstanceLease, TurnStateError, nats};

/// The outcome of refreshing a lease.
#[derive(Debug, Clone, PartialEq)]
pub enum Renewal {
    /// Refreshed; the new revision.
    Renewed(u64),
    /// The entry had expired (the instance was presumed dead) and was
    /// created again; turns claimed meanwhile are lost to it.
    Recreated(u64),
}

/// Registers an instance (creates its lease).
pub async fn register(b: &Buckets, id: &str, lease: &InstanceLease) -> Result<u64, TurnStateError> {
    b.instances.create(id, Bytes::from(lease.encode_to_vec())).await.map_err(nats("registering an instance"))
}

/// Refreshes an instance's lease at `revision`. Only the instance writes its
/// own key, so a revision that does not match means either the lease lapsed
/// (the key is gone: it is created again) or an earlier refresh was stored
/// but its acknowledgement was lost (the key is there at a newer revision:
/// the refresh goes on from it). Telling the two apart matters: retrying the
/// stale revision, or `create` on a key that exists, would fail every
/// heartbeat until the lease really lapsed.
pub async fn renew(b: &Buckets, id: &str, lease: &InstanceLease, revision: u64) -> Result<Renewal, TurnStateError> {
    let value = Bytes::from(lease.encode_to_vec());
    match b.instances.update(id, value.clone(), revision).await {
        Ok(r) => return Ok(Renewal::Renewed(r)),
        Err(e) if e.kind() == UpdateErrorKind::WrongLastRevision => {}
        Err(e) => return Err(nats("renewing a lease")(&e)),
    }
    match b.instances.entry(id).await.map_err(nats("reading a lease"))? {
        Some(e) if e.operation == kv::Operation::Put => {
            b.instances.update(id, value, e.revision).await.map(Renewal::Renewed).map_err(nats("renewing a lease"))
        }
        _ => b.instances.create(id, value).await.map(Renewal::Recreated).map_err(nats("re-registering an instance")),
    }
}

/// Removes an instance's lease (clean shutdown: its turns were handed over).
pub async fn deregister(b: &Buckets, id: &str) {
    if let Err(e) = b.instances.purge(id).await {
        tracing::warn!(error = %e, id, "lease not removed; it expires by itself");
    }
}

/// Longest wait for the leases of the owners being checked.
const LEASE_READ_TIMEOUT: Duration = Duration::from_secs(2);

/// Which of `owners` hold a live lease: one direct read of each owner's
/// `CHAT_INSTANCES` entry (an expired lease is gone from the bucket). Reads
/// only the owners of running turns, a handful whatever the number of turns,
/// and asks the server for each key: a listing of the bucket (a consumer per
/// scan) can miss a key refreshed while it is read, and a live owner must
/// never be taken for dead.
pub async fn live_owners(
    b: &Buckets,
    owners: &std::collections::HashSet<String>,
) -> Result<std::collections::HashSet<String>, TurnStateError> {
    let reads = owners.iter().map(|owner| async move {
        match b.instances.entry(owner).await {
            Ok(Some(e)) if e.operation == kv::Operation::Put => Ok(Some(owner.clone())),
            Ok(_) => Ok(None),
            Err(e) => Err(nats("reading a lease")(&e)),
        }
    });
    let read = futures::future::join_all(reads);
    let results = tokio::time::timeout(LEASE_READ_TIMEOUT, read)
        .await
        .map_err(|_| TurnStateError::Nats { context: "reading leases", message: "timed out".into() })?;
    let mut live = std::collections::HashSet::new();
    for r in results {
        live.extend(r?);
    }
    Ok(live)
}

/// A fresh instance id: `<kind>-<host>-<random>` (subject- and key-safe).
pub fn instance_id(kind: &str) -> String {
    let host: String = std::env::var("HOSTNAME")
        .unwrap_or_default()
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '-')
        .take(40)
        .collect();
    let rand = format!("{:016x}", rand_u64());
    if host.is_empty() { format!("{kind}-{rand}") } else { format!("{kind}-{host}-{rand}") }
}

fn rand_u64() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    h.write_u128(std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default().as_nanos());
    h.write_u32(std::process::id());
    h.finish()
}
