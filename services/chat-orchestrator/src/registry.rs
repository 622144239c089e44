//! Running turns: at most one per conversation, at most a configured number per
//! user and in total (per instance), the user each turn acts for, and a cancel
//! switch per turn that only that user may throw.
//!
//! Finished turn ids are remembered for a while so a caller retrying
//! `StartTurn` with the same `turn_id` is told the turn exists instead of
//! running it twice (JetStream would drop the second run's events as
//! duplicates of the first anyway).

use std::{
    collections::{HashMap, VecDeque},
    sync::Mutex,
    time::{Duration, Instant},
};

use tokio::sync::watch;

/// Why a turn was stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CancelReason {
    /// `CancelTurn`: the turn ends with `done` (`cancelled: true`).
    User,
    /// The process is shutting down without shared turn state: the turn ends
    /// with an `error` (`shutdown`) so the caller knows to retry.
    Shutdown,
    /// The process is shutting down and hands the turn over: it stops without
    /// a terminal event and another instance continues it.
    Handover,
    /// Another instance owns the turn now: it stops without a terminal event.
    Superseded,
}

impl CancelReason {
    /// True when the turn stops without publishing a terminal event (another
    /// instance continues it).
    pub fn hands_over(self) -> bool {
        matches!(self, Self::Handover | Self::Superseded)
    }
}

/// A cancellation signal a turn awaits.
#[derive(Clone, Debug)]
pub struct CancelToken(watch::Receiver<Option<CancelReason>>);

/// The switch of a [`CancelToken`].
pub type CancelSwitch = watch::Sender<Option<CancelReason>>;

impl CancelToken {
    /// A token that is never cancelled.
    pub fn never() -> Self {
        // With the switch dropped, `cancelled` never resolves.
        let (_switch, rx) = watch::channel(None);
        Self(rx)
    }

    /// A token and the switch that cancels it.
    pub fn new() -> (CancelSwitch, Self) {
        let (tx, rx) = watch::channel(None);
        (tx, Self(rx))
    }

    /// Why the turn was cancelled, if it was.
    pub fn reason(&self) -> Option<CancelReason> {
        *self.0.borrow()
    }

    /// True once cancelled.
    pub fn is_cancelled(&self) -> bool {
        self.reason().is_some()
    }

    /// Resolves when cancelled (never, if the switch is gone without cancelling).
    pub async fn cancelled(&self) {
        let mut rx = self.0.clone();
        if rx.wait_for(|c| c.is_some()).await.is_err() {
            std::future::pending::<()>().await;
        }
    }
}

struct Running {
    conversation_id: String,
    owner: String,
    cancel: CancelSwitch,
}

#[derive(Default)]
struct Inner {
    by_conversation: HashMap<String, String>,
    running: HashMap<String, Running>,
    finished: HashMap<String, String>,
    finished_order: VecDeque<(Instant, String)>,
}

/// What happened to a request to start a turn.
#[derive(Debug)]
pub enum Admission {
    /// The turn may run; it must call [`RunningTurns::finish`] when done.
    Started(CancelToken),
    /// A turn with this id already exists (running or recently finished) for
    /// this conversation: an idempotent retry.
    Existing,
    /// Another turn of the conversation is running.
    Busy {
        /// Its id.
        running_turn_id: String,
    },
    /// The turn id is already used by another conversation.
    TurnIdTaken,
    /// The user already has the most turns in flight a user may have.
    UserLimit {
        /// The limit.
        limit: usize,
    },
    /// This instance runs the most turns it may.
    GlobalLimit {
        /// The limit.
        limit: usize,
    },
}

/// What a cancel request did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CancelOutcome {
    /// The running turn was cancelled.
    Cancelled,
    /// Unknown, finished or already cancelled.
    NotRunning,
    /// The turn runs for another user or conversation: refused (answered like
    /// an unknown turn, so ids of other users' turns cannot be probed).
    NotOwner,
}

/// Turns in flight one instance admits.
#[derive(Debug, Clone, Copy)]
pub struct TurnLimits {
    /// Per user (`MAX_TURNS_PER_USER`).
    pub per_user: usize,
    /// In total (`MAX_TURNS_TOTAL`).
    pub total: usize,
}

impl Default for TurnLimits {
    fn default() -> Self {
        Self { per_user: 4, total: 256 }
    }
}

/// The registry of running turns.
pub struct RunningTurns {
    inner: Mutex<Inner>,
    remember: Duration,
    remember_max: usize,
    limits: TurnLimits,
}

impl Default for RunningTurns {
    fn default() -> Self {
        Self::new(Duration::from_secs(600), 100_000)
    }
}

impl RunningTurns {
    /// A registry remembering finished turns for `remember` (at most `remember_max`).
    pub fn new(remember: Duration, remember_max: usize) -> Self {
        Self { inner: Mutex::new(Inner::default()), remember, remember_max, limits: TurnLimits::default() }
    }

    /// Sets the turns-in-flight limits.
    pub fn with_limits(mut self, limits: TurnLimits) -> Self {
        self.limits = limits;
        self
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Admits `turn_id` for `conversation_id`, acting for `owner`, if no other
    /// turn runs there and the limits allow it.
    pub fn admit(&self, conversation_id: &str, turn_id: &str, owner: &str) -> Admission {
        let mut g = self.lock();
        self.expire(&mut g);
        if let Some(r) = g.running.get(turn_id) {
            return if r.conversation_id == conversation_id { Admission::Existing } else { Admission::TurnIdTaken };
        }
        if let Some(conv) = g.finished.get(turn_id) {
            return if conv == conversation_id { Admission::Existing } else { Admission::TurnIdTaken };
        }
        if let Some(t) = g.by_conversation.get(conversation_id) {
            return Admission::Busy { running_turn_id: t.clone() };
        }
        if g.running.len() >= self.limits.total {
            return Admission::GlobalLimit { limit: self.limits.total };
        }
        if g.running.values().filter(|r| r.owner == owner).count() >= self.limits.per_user {
            return Admission::UserLimit { limit: self.limits.per_user };
        }
        let (tx, token) = CancelToken::new();
        g.by_conversation.insert(conversation_id.to_string(), turn_id.to_string());
        let running = Running { conversation_id: conversation_id.to_string(), owner: owner.to_string(), cancel: tx };
        g.running.insert(turn_id.to_string(), running);
        Admission::Started(token)
    }

    /// Marks a turn finished; its conversation may start another.
    pub fn finish(&self, turn_id: &str) {
        let mut g = self.lock();
        if let Some(r) = g.running.remove(turn_id) {
            g.by_conversation.remove(&r.conversation_id);
            g.finished.insert(turn_id.to_string(), r.conversation_id);
            g.finished_order.push_back((Instant::now(), turn_id.to_string()));
        }
        self.expire(&mut g);
    }

    /// Forgets a turn that was admitted but never ran (the shared state
    /// refused it); unlike [`RunningTurns::finish`] its id is not remembered.
    pub fn abandon(&self, turn_id: &str) {
        let mut g = self.lock();
        if let Some(r) = g.running.remove(turn_id) {
            g.by_conversation.remove(&r.conversation_id);
        }
    }

    /// Cancels a running turn whose caller was verified elsewhere: a cancel
    /// that came over the turn's control subject (the instance that received
    /// `CancelTurn` checked the owner) or one recorded in the shared state.
    /// False when it is unknown or already finished.
    pub fn cancel_by_id(&self, turn_id: &str) -> bool {
        let g = self.lock();
        match g.running.get(turn_id) {
            Some(r) if r.cancel.borrow().is_none() => {
                let _ = r.cancel.send(Some(CancelReason::User));
                true
            }
            _ => false,
        }
    }

    /// Cancels a running turn for its owner: only the user the turn acts for,
    /// in the conversation it runs in, may cancel it.
    pub fn cancel(&self, turn_id: &str, owner: &str, conversation_id: &str) -> CancelOutcome {
        let g = self.lock();
        match g.running.get(turn_id) {
            Some(r) if r.owner != owner || r.conversation_id != conversation_id => CancelOutcome::NotOwner,
            Some(r) if r.cancel.borrow().is_none() => {
                let _ = r.cancel.send(Some(CancelReason::User));
                CancelOutcome::Cancelled
            }
            _ => CancelOutcome::NotRunning,
        }
    }

    /// Stops a running turn for `reason` unless it was already stopped.
    pub fn stop(&self, turn_id: &str, reason: CancelReason) -> bool {
        let g = self.lock();
        g.running
            .get(turn_id)
            .is_some_and(|r| r.cancel.send_if_modified(|v| v.is_none() && v.replace(reason).is_none()))
    }

    /// True while `turn_id` runs here.
    pub fn is_running(&self, turn_id: &str) -> bool {
        self.lock().running.contains_key(turn_id)
    }

    /// Stops every running turn (shutdown).
    pub fn cancel_all(&self, reason: CancelReason) -> usize {
        let g = self.lock();
        g.running.values().filter(|r| r.cancel.send_if_modified(|v| v.is_none() && v.replace(reason).is_none())).count()
    }

    /// Number of running turns.
    pub fn running(&self) -> usize {
        self.lock().running.len()
    }

    fn expire(&self, g: &mut Inner) {
        while let Some((at, _)) = g.finished_order.front() {
            if at.elapsed() < self.remember && g.finished_order.len() <= self.remember_max {
                break;
            }
            let (_, id) = g.finished_order.pop_front().expect("front exists");
            g.finished.remove(&id);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_running_turn_per_conversation() {
        let r = RunningTurns::default();
        let Admission::Started(token) = r.admit("c1", "t1", "u") else { panic!() };
        assert!(matches!(r.admit("c1", "t2", "u"), Admission::Busy { running_turn_id } if running_turn_id == "t1"));
        assert!(matches!(r.admit("c1", "t1", "u"), Admission::Existing));
        assert!(matches!(r.admit("c2", "t1", "u"), Admission::TurnIdTaken));
        assert!(matches!(r.admit("c2", "t3", "u"), Admission::Started(_)));
        assert_eq!(r.cancel("t1", "mallory", "c1"), CancelOutcome::NotOwner, "another user");
        assert_eq!(r.cancel("t1", "u", "c2"), CancelOutcome::NotOwner, "another conversation");
        assert_eq!(token.reason(), None);
        assert_eq!(r.cancel("t1", "u", "c1"), CancelOutcome::Cancelled);
        assert_eq!(token.reason(), Some(CancelReason::User));
        assert_eq!(r.cancel("t1", "u", "c1"), CancelOutcome::NotRunning, "second cancel reports nothing new");
        r.finish("t1");
        assert_eq!(r.cancel("t1", "u", "c1"), CancelOutcome::NotRunning);
        assert!(matches!(r.admit("c1", "t1", "u"), Admission::Existing), "finished ids are remembered");
        assert!(matches!(r.admit("c1", "t4", "u"), Admission::Started(_)));
        assert_eq!(r.running(), 2);
    }

    #[test]
    fn turns_in_flight_are_limited_per_user_and_in_total() {
        let r = RunningTurns::default().with_limits(TurnLimits { per_user: 2, total: 3 });
        assert!(matches!(r.admit("c1", "t1", "alice"), Admission::Started(_)));
        assert!(matches!(r.admit("c2", "t2", "alice"), Admission::Started(_)));
        assert!(matches!(r.admit("c3", "t3", "alice"), Admission::UserLimit { limit: 2 }));
        assert!(matches!(r.admit("c4", "t4", "bob"), Admission::Started(_)));
        assert!(matches!(r.admit("c5", "t5", "carol"), Admission::GlobalLimit { limit: 3 }));
        r.finish("t1");
        assert!(matches!(r.admit("c3", "t3", "alice"), Admission::Started(_)), "a finished turn frees a slot");
    }

    #[test]
    fn cancel_all_marks_shutdown_once() {
        let r = RunningTurns::default();
        let Admission::Started(a) = r.admit("c1", "a", "u") else { panic!() };
        let Admission::Started(b) = r.admit("c2", "b", "u") else { panic!() };
        assert_eq!(r.cancel("a", "u", "c1"), CancelOutcome::Cancelled);
        assert_eq!(r.cancel_all(CancelReason::Shutdown), 1, "a was already cancelled by its user");
        assert_eq!(a.reason(), Some(CancelReason::User));
        assert_eq!(b.reason(), Some(CancelReason::Shutdown));
        assert!(!CancelToken::never().is_cancelled());
        let Admission::Started(c) = r.admit("c3", "c", "u") else { panic!() };
        assert!(r.stop("c", CancelReason::Superseded));
        assert!(!r.stop("c", CancelReason::Handover), "the first reason stays");
        assert!(c.reason().unwrap().hands_over());
        assert!(r.is_running("c") && !r.is_running("zz"));
    }

    #[test]
    fn finished_ids_expire() {
        let r = RunningTurns::new(Duration::from_secs(600), 1);
        let _ = r.admit("c", "a", "u");
        r.finish("a");
        let _ = r.admit("c", "b", "u");
        r.finish("b");
        assert!(matches!(r.admit("c", "a", "u"), Admission::Started(_)), "a was evicted by the size bound");
    }

    #[tokio::test]
    async fn cancelled_resolves() {
        let (tx, token) = CancelToken::new();
        let waiter = tokio::spawn({
            let t = token.clone();
            async move { t.cancelled().await }
        });
        tx.send(Some(CancelReason::User)).unwrap();
        tokio::time::timeout(Duration::from_secs(5), waiter).await.unwrap().unwrap();
    }
}
