//! Running turns: at most one per conversation, and a cancel switch per turn.
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
    /// The turn may run; it must call [`Registry::finish`] when done.
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
}

/// The registry of running turns.
pub struct Registry {
    inner: Mutex<Inner>,
    remember: Duration,
    remember_max: usize,
}

impl Default for Registry {
    fn default() -> Self {
        Self::new(Duration::from_secs(600), 100_000)
    }
}

impl Registry {
    /// A registry remembering finished turns for `remember` (at most `remember_max`).
    pub fn new(remember: Duration, remember_max: usize) -> Self {
        Self { inner: Mutex::new(Inner::default()), remember, remember_max }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Admits `turn_id` for `conversation_id` if no other turn runs there.
    pub fn admit(&self, conversation_id: &str, turn_id: &str) -> Admission {
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
        let (tx, token) = CancelToken::new();
        g.by_conversation.insert(conversation_id.to_string(), turn_id.to_string());
        g.running.insert(turn_id.to_string(), Running { conversation_id: conversation_id.to_string(), cancel: tx });
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
    /// refused it); unlike [`Registry::finish`] its id is not remembered.
    pub fn abandon(&self, turn_id: &str) {
        let mut g = self.lock();
        if let Some(r) = g.running.remove(turn_id) {
            g.by_conversation.remove(&r.conversation_id);
        }
    }

    /// Cancels a running turn; false when it is unknown or already finished.
    pub fn cancel(&self, turn_id: &str) -> bool {
        let g = self.lock();
        match g.running.get(turn_id) {
            Some(r) if r.cancel.borrow().is_none() => {
                let _ = r.cancel.send(Some(CancelReason::User));
                true
            }
            _ => false,
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
        let r = Registry::default();
        let Admission::Started(token) = r.admit("c1", "t1") else { panic!() };
        assert!(matches!(r.admit("c1", "t2"), Admission::Busy { running_turn_id } if running_turn_id == "t1"));
        assert!(matches!(r.admit("c1", "t1"), Admission::Existing));
        assert!(matches!(r.admit("c2", "t1"), Admission::TurnIdTaken));
        assert!(matches!(r.admit("c2", "t3"), Admission::Started(_)));
        assert!(r.cancel("t1"));
        assert_eq!(token.reason(), Some(CancelReason::User));
        assert!(!r.cancel("t1"), "second cancel reports nothing new");
        r.finish("t1");
        assert!(!r.cancel("t1"));
        assert!(matches!(r.admit("c1", "t1"), Admission::Existing), "finished ids are remembered");
        assert!(matches!(r.admit("c1", "t4"), Admission::Started(_)));
        assert_eq!(r.running(), 2);
    }

    #[test]
    fn cancel_all_marks_shutdown_once() {
        let r = Registry::default();
        let Admission::Started(a) = r.admit("c1", "a") else { panic!() };
        let Admission::Started(b) = r.admit("c2", "b") else { panic!() };
        assert!(r.cancel("a"));
        assert_eq!(r.cancel_all(CancelReason::Shutdown), 1, "a was already cancelled by its user");
        assert_eq!(a.reason(), Some(CancelReason::User));
        assert_eq!(b.reason(), Some(CancelReason::Shutdown));
        assert!(!CancelToken::never().is_cancelled());
        let Admission::Started(c) = r.admit("c3", "c") else { panic!() };
        assert!(r.stop("c", CancelReason::Superseded));
        assert!(!r.stop("c", CancelReason::Handover), "the first reason stays");
        assert!(c.reason().unwrap().hands_over());
        assert!(r.is_running("c") && !r.is_running("zz"));
    }

    #[test]
    fn finished_ids_expire() {
        let r = Registry::new(Duration::from_secs(600), 1);
        let _ = r.admit("c", "a");
        r.finish("a");
        let _ = r.admit("c", "b");
        r.finish("b");
        assert!(matches!(r.admit("c", "a"), Admission::Started(_)), "a was evicted by the size bound");
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
