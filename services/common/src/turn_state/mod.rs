//! Durable turns: the shared state that lets a chat turn outlive the process
//! running it. One home for the buckets, keys, records and the protocol, used
//! by the orchestrator (which owns and takes over turns) and the gateway
//! (which ends turns nobody takes over).
//!
//! # What is stored where (NATS JetStream, nothing else)
//!
//! | bucket | key | value | lifetime |
//! |---|---|---|---|
//! | `CHAT_INSTANCES` | instance id | [`InstanceLease`] | `max_age` = the lease TTL: an entry not refreshed by its heartbeat disappears |
//! | `CHAT_CONVERSATIONS` | conversation id | the running turn's id | created at StartTurn (`create`: one turn per conversation), deleted after the terminal event |
//! | `CHAT_TURNS` | turn id | [`TurnState`]: owner, epoch, committed steps | created at StartTurn, deleted after the terminal event |
//! | `CHAT_TURN_DATA` | `<turn>.request`, `<turn>.<epoch>.<k>` | the request; each committed [`TurnStep`] | purged with the turn |
//! | stream `CHAT_EVENTS` | `chat.events.<conv>.<turn>` | the turn's events | [`crate::chat_events`] |
//!
//! # Ownership
//!
//! Every running turn has an owner: the instance id in its [`TurnState`]. The
//! owner's lease is its `CHAT_INSTANCES` entry, refreshed every heartbeat with
//! a compare-and-set `update`. Leases are per instance, not per turn, so
//! heartbeats cost one write per instance per interval however many turns it
//! runs. A turn is an *orphan* when its owner has no live entry (or its owner
//! is empty: released on shutdown). Survivors find orphans by watching
//! `CHAT_TURNS` ([`watch::RunningTurns`]) and reading the lease of each
//! owner ([`live_owners`]).
//!
//! # Takeover, exactly once
//!
//! A survivor *claims* an orphan with a compare-and-set `update` of its
//! `TurnState` at the revision it read, setting itself as owner and the epoch
//! one higher ([`claim`]). Of any number of candidates exactly one update
//! succeeds; the rest see a wrong revision and drop it. Then the new owner
//! reads the committed steps and the turn's events, publishes `superseded`
//! and continues.
//!
//! Two writers never interleave, even if the old owner was only paused
//! (SIGSTOP, a long GC, a partition) and wakes up believing it still owns the
//! turn, because every write that matters is fenced by the store itself:
//! - **events** are published with `Nats-Expected-Last-Subject-Sequence` =
//!   the stream sequence of the turn's previous event ([`fence::publish`]). The
//!   new owner's first event is checked against the last event it read, so
//!   after it, any publish by the old owner fails with *wrong last sequence*
//!   and the old owner stops. Message ids carry the epoch
//!   ([`crate::chat_events::owner_message_id`]) so JetStream's duplicate
//!   detection never mistakes one owner's event for another's.
//! - **steps** are committed with a compare-and-set on the `TurnState`
//!   revision; the claim changed it, so the old owner's next commit fails.
//!
//! So correctness does not depend on clocks: the only timer is the server's
//! `max_age` on `CHAT_INSTANCES`, which measures time on one machine (the
//! NATS server). Clock skew between instances cannot make two owners; a slow
//! or partitioned owner costs a needless takeover, never a duplicate. A
//! partition that isolates an owner from NATS isolates it from the stream
//! too: nothing it does is visible until it reconnects, and then its first
//! write fails.
//!
//! # Checkpoints
//!
//! The owner commits a step after each finished model round (its text and
//! tool calls) and after each finished round of tool calls (their results).
//! Before committing it waits until every event it produced so far is
//! stored, and records that `checkpoint_seq` with the step: the events up to
//! it show exactly the state after the step. A new owner replays the steps
//! (nothing is run again: recorded model text and tool results are fed
//! through the same loop) and tells clients with `superseded` that events
//! after the last checkpoint are void; the interrupted round starts over.
//!
//! # Ending turns nobody can run
//!
//! After [`LeaseSettings::max_takeovers`] takeovers the next claimant ends
//! the turn with a retryable `takeover_limit` error instead; a gateway ends a
//! turn that stayed orphaned for [`LeaseSettings::orphan_timeout`] (no
//! orchestrator alive) with `orphaned` ([`orphan::end`]). Both carry the
//! answer text clients were shown ([`crate::transcript`]) and free the
//! conversation. A turn whose start is in doubt (the gateway's StartTurn
//! failed in a way that may have reached a replica) is settled by a fence
//! on its first event ([`unstarted::settle`]).

mod buckets;
pub mod fence;
mod instances;
pub mod orphan;
pub mod unstarted;
pub mod watch;

pub use buckets::Buckets;
pub use instances::{Renewal, deregister, instance_id, live_owners, register, renew};

use std::time::Duration;

use async_nats::jetstream::kv::{self, CreateErrorKind, UpdateErrorKind};
use bytes::Bytes;
use prost::Message as _;

use crate::config::{self, ConfigError};
pub use crate::proto::chat::v1::{
    InstanceLease, ModelRound, RecordedCall, RecordedOutcome, StartTurnRequest, StepRef, ToolRound, TurnState,
    TurnStep, Usage, turn_step::Step,
};

/// Live instances; `max_age` is the lease TTL.
pub const INSTANCES_BUCKET: &str = "CHAT_INSTANCES";
/// One running turn per conversation.
pub const CONVERSATIONS_BUCKET: &str = "CHAT_CONVERSATIONS";
/// Running turns.
pub const TURNS_BUCKET: &str = "CHAT_TURNS";
/// Requests and committed steps of running turns.
pub const DATA_BUCKET: &str = "CHAT_TURN_DATA";
/// First tokens of a turn's control subject (`chat.control.<turn_id>`): the
/// owner answers cancel requests there.
pub const CONTROL_PREFIX: &str = "chat.control";

/// Timing of leases and takeovers (one set for every instance: the lease TTL
/// is the `max_age` of `CHAT_INSTANCES`).
#[derive(Debug, Clone, PartialEq)]
pub struct LeaseSettings {
    /// An instance that has not refreshed its lease for this long is dead
    /// (`TURN_LEASE_TTL_MS`, default 3 s).
    pub ttl: Duration,
    /// How often an instance refreshes its lease (`TURN_HEARTBEAT_MS`, default 1 s).
    pub heartbeat: Duration,
    /// How often survivors look for orphans (`TURN_SCAN_MS`, default 500 ms).
    pub scan: Duration,
    /// Takeovers a turn may have; the next one ends it with `takeover_limit`
    /// (`TURN_MAX_TAKEOVERS`, default 3).
    pub max_takeovers: u32,
    /// A gateway ends a turn orphaned for this long with `orphaned`
    /// (`TURN_ORPHAN_TIMEOUT_MS`, default 20 s).
    pub orphan_timeout: Duration,
    /// Retention of turn records (a safety net: they are deleted when the
    /// turn ends), the `CHAT_EVENTS` retention.
    pub retention: Duration,
}

impl Default for LeaseSettings {
    fn default() -> Self {
        Self {
            ttl: Duration::from_millis(3000),
            heartbeat: Duration::from_millis(1000),
            scan: Duration::from_millis(500),
            max_takeovers: 3,
            orphan_timeout: Duration::from_secs(20),
            retention: crate::chat_events::DEFAULT_MAX_AGE,
        }
    }
}

impl LeaseSettings {
    /// Reads `TURN_LEASE_TTL_MS`, `TURN_HEARTBEAT_MS`, `TURN_SCAN_MS`,
    /// `TURN_MAX_TAKEOVERS`, `TURN_ORPHAN_TIMEOUT_MS` (and the events retention).
    pub fn from_env() -> Result<Self, ConfigError> {
        let d = Self::default();
        let s = Self {
            ttl: config::millis_or("TURN_LEASE_TTL_MS", d.ttl.as_millis() as u64)?,
            heartbeat: config::millis_or("TURN_HEARTBEAT_MS", d.heartbeat.as_millis() as u64)?,
            scan: config::millis_or("TURN_SCAN_MS", d.scan.as_millis() as u64)?,
            max_takeovers: config::parse_or("TURN_MAX_TAKEOVERS", d.max_takeovers, "a whole number of takeovers")?,
            orphan_timeout: config::millis_or("TURN_ORPHAN_TIMEOUT_MS", d.orphan_timeout.as_millis() as u64)?,
            retention: crate::chat_events::max_age_from_env()?,
        };
        if s.heartbeat.is_zero() || s.ttl < s.heartbeat * 2 {
            return Err(ConfigError {
                name: "TURN_LEASE_TTL_MS".into(),
                value: s.ttl.as_millis().to_string(),
                expected: format!("at least twice TURN_HEARTBEAT_MS ({} ms)", s.heartbeat.as_millis()),
            });
        }
        if s.scan.is_zero() {
            return Err(ConfigError {
                name: "TURN_SCAN_MS".into(),
                value: "0".into(),
                expected: "a number of milliseconds of at least 1".into(),
            });
        }
        Ok(s)
    }
}

/// A failure talking to the shared state.
#[derive(Debug, Clone, thiserror::Error)]
pub enum TurnStateError {
    /// NATS or JetStream failed (retrying later may work).
    #[error("JetStream {context}: {message}")]
    Nats {
        /// What was being done.
        context: &'static str,
        /// The cause.
        message: String,
    },
    /// A stored record does not decode.
    #[error("turn record {key} is corrupt: {message}")]
    Corrupt {
        /// Its key.
        key: String,
        /// Why.
        message: String,
    },
}

pub(crate) fn nats<E: std::fmt::Display>(context: &'static str) -> impl Fn(E) -> TurnStateError {
    move |e| TurnStateError::Nats { context, message: e.to_string() }
}

/// Subject where a turn's owner answers control requests (`cancel`).
pub fn control_subject(turn_id: &str) -> String {
    format!("{CONTROL_PREFIX}.{turn_id}")
}

/// Key of a turn's request in `CHAT_TURN_DATA`.
pub fn request_key(turn_id: &str) -> String {
    format!("{turn_id}.request")
}

/// Key of a committed step in `CHAT_TURN_DATA`.
pub fn step_key(turn_id: &str, epoch: u64, index: usize) -> String {
    format!("{turn_id}.{epoch}.{index}")
}

fn decode<T: prost::Message + Default>(key: &str, value: &[u8]) -> Result<T, TurnStateError> {
    T::decode(value).map_err(|e| TurnStateError::Corrupt { key: key.to_string(), message: e.to_string() })
}

/// A turn's state at a revision.
#[derive(Debug, Clone, PartialEq)]
pub struct Versioned {
    /// The state.
    pub state: TurnState,
    /// Its revision (for compare-and-set).
    pub revision: u64,
}

/// Reads a turn's state; `None` when the turn is not running.
pub async fn load(b: &Buckets, turn_id: &str) -> Result<Option<Versioned>, TurnStateError> {
    match b.turns.entry(turn_id).await.map_err(nats("reading a turn"))? {
        Some(e) if e.operation == kv::Operation::Put => {
            Ok(Some(Versioned { state: decode(turn_id, &e.value)?, revision: e.revision }))
        }
        _ => Ok(None),
    }
}

/// The outcome of a compare-and-set.
#[derive(Debug, Clone, PartialEq)]
pub enum Cas<T> {
    /// Written; the new value.
    Done(T),
    /// Someone else changed it first.
    Conflict,
}

/// Writes `state` over revision `revision`.
pub async fn store(
    b: &Buckets,
    turn_id: &str,
    state: TurnState,
    revision: u64,
) -> Result<Cas<Versioned>, TurnStateError> {
    match b.turns.update(turn_id, Bytes::from(state.encode_to_vec()), revision).await {
        Ok(revision) => Ok(Cas::Done(Versioned { state, revision })),
        Err(e) if e.kind() == UpdateErrorKind::WrongLastRevision => Ok(Cas::Conflict),
        Err(e) => Err(nats("updating a turn")(&e)),
    }
}

/// The request of a running turn.
pub async fn request(b: &Buckets, turn_id: &str) -> Result<Option<StartTurnRequest>, TurnStateError> {
    let key = request_key(turn_id);
    match b.data.get(&key).await.map_err(nats("reading a turn's request"))? {
        Some(v) => Ok(Some(decode(&key, &v)?)),
        None => Ok(None),
    }
}

/// The committed steps of a turn, in order.
pub async fn steps(b: &Buckets, state: &TurnState) -> Result<Vec<TurnStep>, TurnStateError> {
    let mut out = Vec::with_capacity(state.steps.len());
    for r in &state.steps {
        let v = b.data.get(&r.key).await.map_err(nats("reading a step"))?.ok_or_else(|| TurnStateError::Corrupt {
            key: r.key.clone(),
            message: "the step is listed but not stored".into(),
        })?;
        out.push(decode(&r.key, &v)?);
    }
    Ok(out)
}

/// What admitting a new turn found.
#[derive(Debug, Clone, PartialEq)]
pub enum Admit {
    /// The turn is registered with this state.
    Started(Versioned),
    /// This turn id is already running or has run (an idempotent retry).
    Existing,
    /// The turn id belongs to another conversation.
    TurnIdTaken,
    /// Another turn of the conversation is running.
    Busy(String),
}

/// Registers a new turn owned by `owner`: takes the conversation's lock
/// (`create`, so one turn per conversation across every instance;
/// [`lock_conversation`]), stores the request, then creates the state (the
/// `create` that decides who starts it).
/// `assertion` (the caller's user assertion) is kept with the state for the
/// tools of a later owner.
pub async fn admit(
    b: &Buckets,
    req: &StartTurnRequest,
    turn_id: &str,
    owner: &str,
    assertion: &str,
) -> Result<Admit, TurnStateError> {
    // Both reads at once: a fresh turn id (the usual case) needs both answers.
    let (state, last) = tokio::join!(load(b, turn_id), fence::last_event(&b.events, &req.conversation_id, turn_id));
    if let Some(v) = state? {
        return Ok(if v.state.conversation_id == req.conversation_id { Admit::Existing } else { Admit::TurnIdTaken });
    }
    if last?.is_some() {
        return Ok(Admit::Existing);
    }
    let conv = &req.conversation_id;
    if let Some(busy) = lock_conversation(b, conv, turn_id).await? {
        return Ok(Admit::Busy(busy));
    }
    let undo = |e: TurnStateError| async {
        unlock_conversation(b, conv, turn_id).await;
        e
    };
    if let Err(e) = b.data.put(request_key(turn_id), Bytes::from(req.encode_to_vec())).await {
        return Err(undo(nats("storing a turn's request")(&e)).await);
    }
    let state = TurnState {
        conversation_id: conv.clone(),
        owner: owner.to_string(),
        started: Some(now()),
        user_assertion: assertion.to_string(),
        ..Default::default()
    };
    match b.turns.create(turn_id, Bytes::from(state.encode_to_vec())).await {
        Ok(revision) => Ok(Admit::Started(Versioned { state, revision })),
        Err(e) if e.kind() == CreateErrorKind::AlreadyExists => Ok(Admit::Existing),
        Err(e) => Err(undo(nats("registering a turn")(&e)).await),
    }
}

/// Takes the conversation's lock for `turn_id`; `Some(running)` when another
/// turn holds it and has not ended. A lock left by a turn whose terminal
/// event is stored is taken over (its owner died before unlocking); a lock
/// naming `turn_id` itself (an admission that died halfway) is kept, and the
/// caller finishes that admission (the state's `create` lets exactly one of
/// two concurrent admissions start the turn). A lock removed while it is read
/// (the previous turn just ended) is tried again.
async fn lock_conversation(b: &Buckets, conv: &str, turn_id: &str) -> Result<Option<String>, TurnStateError> {
    let value = Bytes::from(turn_id.to_string());
    for _ in 0..5 {
        match b.conversations.create(conv, value.clone()).await {
            Ok(_) => return Ok(None),
            Err(e) if e.kind() == CreateErrorKind::AlreadyExists => {}
            Err(e) => return Err(nats("locking a conversation")(&e)),
        }
        let entry = match b.conversations.entry(conv).await.map_err(nats("reading a conversation lock"))? {
            Some(e) if e.operation == kv::Operation::Put => e,
            _ => continue, // unlocked in between: create again
        };
        let running = String::from_utf8_lossy(&entry.value).to_string();
        if running == turn_id {
            return Ok(None);
        }
        if !fence::ended(&b.events, conv, &running).await? {
            return Ok(Some(running));
        }
        match b.conversations.update(conv, value.clone(), entry.revision).await {
            Ok(_) => return Ok(None),
            Err(e) if e.kind() == UpdateErrorKind::WrongLastRevision => continue,
            Err(e) => return Err(nats("locking a conversation")(&e)),
        }
    }
    Err(TurnStateError::Nats { context: "locking a conversation", message: "the lock kept changing".into() })
}

/// Deletes the conversation's lock if it still names `turn_id`.
pub async fn unlock_conversation(b: &Buckets, conversation_id: &str, turn_id: &str) {
    let res = async {
        if let Some(e) = b.conversations.entry(conversation_id).await.map_err(nats("reading a conversation lock"))?
            && e.operation == kv::Operation::Put
            && e.value.as_ref() == turn_id.as_bytes()
        {
            b.conversations
                .delete_expect_revision(conversation_id, Some(e.revision))
                .await
                .map_err(nats("unlocking a conversation"))?;
        }
        Ok::<_, TurnStateError>(())
    }
    .await;
    if let Err(e) = res {
        // The next StartTurn of the conversation sees the terminal event and takes the lock over.
        tracing::warn!(error = %e, conversation_id, turn_id, "conversation lock not removed");
    }
}

/// Removes a finished turn: its conversation lock, state and data. Called
/// after its terminal event is stored; failures only leave garbage that the
/// next claimant (which finds the terminal event) or a new turn cleans up.
pub async fn finish(b: &Buckets, conversation_id: &str, turn_id: &str, state: Option<&TurnState>) {
    unlock_conversation(b, conversation_id, turn_id).await;
    if let Err(e) = b.turns.delete(turn_id).await {
        tracing::warn!(error = %e, turn_id, "turn state not removed");
    }
    let mut keys = vec![request_key(turn_id)];
    keys.extend(state.into_iter().flat_map(|s| s.steps.iter().map(|r| r.key.clone())));
    for k in keys {
        if let Err(e) = b.data.purge(&k).await {
            tracing::warn!(error = %e, key = k, "turn data not purged");
        }
    }
}

/// A turn this instance just claimed.
#[derive(Debug, Clone, PartialEq)]
pub struct Claimed {
    /// Turn id.
    pub turn_id: String,
    /// The state after the claim (owner = the claimant, epoch one higher).
    pub current: Versioned,
    /// Who owned it before (empty when it was released).
    pub previous_owner: String,
    /// The previous owner handed it over on shutdown.
    pub handover: bool,
}

/// Claims an orphaned turn: compare-and-set of its state at `seen` (the
/// revision the caller judged orphaned) to owner `me`, epoch + 1. `None`
/// when another candidate was first or the state changed (its owner is alive
/// after all).
pub async fn claim(b: &Buckets, turn_id: &str, seen: &Versioned, me: &str) -> Result<Option<Claimed>, TurnStateError> {
    let mut next = seen.state.clone();
    next.owner = me.to_string();
    next.epoch += 1;
    next.takeovers += 1;
    next.handover = false;
    match store(b, turn_id, next, seen.revision).await? {
        Cas::Done(current) => Ok(Some(Claimed {
            turn_id: turn_id.to_string(),
            current,
            previous_owner: seen.state.owner.clone(),
            handover: seen.state.handover,
        })),
        Cas::Conflict => Ok(None),
    }
}

/// Gives a claim back when the claimant cannot resume the turn (reading its
/// state failed): the owner is cleared (so any survivor claims it on its
/// next scan; putting a dead owner back could name one that wakes up) and
/// the takeover is not counted, so a transient failure does not bring the
/// turn nearer `max_takeovers`. The epoch stays raised (fencing only ever
/// moves forward).
pub async fn unclaim(b: &Buckets, claimed: &Claimed) -> Result<Cas<Versioned>, TurnStateError> {
    let mut next = claimed.current.state.clone();
    next.owner.clear();
    next.takeovers = next.takeovers.saturating_sub(1);
    next.handover = claimed.handover;
    store(b, &claimed.turn_id, next, claimed.current.revision).await
}

/// Commits a step: stores it, then appends it to the state with a
/// compare-and-set (which fails once another instance claimed the turn).
pub async fn commit_step(
    b: &Buckets,
    turn_id: &str,
    at: &Versioned,
    step: &TurnStep,
    checkpoint_seq: u64,
    usage: Option<&Usage>,
) -> Result<Cas<Versioned>, TurnStateError> {
    let key = step_key(turn_id, at.state.epoch, at.state.steps.len());
    b.data.put(&key, Bytes::from(step.encode_to_vec())).await.map_err(nats("storing a step"))?;
    let mut next = at.state.clone();
    next.steps.push(StepRef { key, checkpoint_seq });
    if let Some(u) = usage {
        let total = next.usage.get_or_insert_with(Default::default);
        total.input_tokens += u.input_tokens;
        total.output_tokens += u.output_tokens;
        total.cache_read_tokens += u.cache_read_tokens;
        total.cache_write_tokens += u.cache_write_tokens;
        total.cost_usd += u.cost_usd;
        total.rounds += u.rounds;
    }
    store(b, turn_id, next, at.revision).await
}

/// Releases a turn on shutdown (owner empty, `handover`), so a survivor
/// claims it on its next scan instead of waiting for the lease to expire.
pub async fn release(b: &Buckets, turn_id: &str, at: &Versioned) -> Result<Cas<Versioned>, TurnStateError> {
    let mut next = at.state.clone();
    next.owner.clear();
    next.handover = true;
    store(b, turn_id, next, at.revision).await
}

/// Records a cancel for whoever owns the turn next; false when it is not running.
pub async fn request_cancel(b: &Buckets, turn_id: &str) -> Result<bool, TurnStateError> {
    for _ in 0..10 {
        let Some(mut v) = load(b, turn_id).await? else { return Ok(false) };
        if v.state.cancel_requested {
            return Ok(true);
        }
        v.state.cancel_requested = true;
        if let Cas::Done(_) = store(b, turn_id, v.state, v.revision).await? {
            return Ok(true);
        }
    }
    Err(TurnStateError::Nats { context: "recording a cancel", message: "the turn kept changing".into() })
}

/// Now as a protobuf timestamp.
pub fn now() -> prost_types::Timestamp {
    let d = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
    prost_types::Timestamp { seconds: d.as_secs() as i64, nanos: d.subsec_nanos() as i32 }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_and_subjects() {
        assert_eq!(control_subject("t-1"), "chat.control.t-1");
        assert_eq!(request_key("t"), "t.request");
        assert_eq!(step_key("t", 2, 5), "t.2.5");
        let a = instance_id("chat-orchestrator");
        assert!(a.starts_with("chat-orchestrator-"));
        assert!(crate::chat_events::valid_id(&a), "{a}");
        assert_ne!(a, instance_id("chat-orchestrator"));
    }

    #[test]
    fn lease_defaults_notice_a_dead_owner_within_five_seconds() {
        let d = LeaseSettings::default();
        assert!(d.ttl + d.scan <= Duration::from_secs(5));
        assert!(d.ttl >= d.heartbeat * 2, "one missed heartbeat is not a death");
        assert!(d.orphan_timeout <= Duration::from_secs(30));
    }
}
