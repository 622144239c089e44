//! Ending open streams when the session behind them ends.
//!
//! An SSE response or a WebSocket may stay open for hours, long after the
//! request that opened it was authenticated. Each open stream registers a
//! [`Watch`] with the instance's [`Sessions`], which ends it:
//!
//! - **token expired**: at the JWT's `exp` exactly (one instance-wide timer on
//!   the earliest expiry, no polling);
//! - **credential revoked** (an API key revoked, a console session signed out
//!   or expired, a JWT no longer accepted — e.g. its signing key was removed
//!   from the JWKS) and **conversation deleted**: one sweep every
//!   `STREAM_REVALIDATE_MS` (default 15 s) checks every open stream at once
//!   ([`sweep`]): one query for all API keys, one for all console sessions,
//!   one for all conversations (in chunks of [`sweep::CHUNK`] ids), whatever
//!   the number of streams. JWTs need no query; they are verified again only
//!   when the JWKS changed since their last check.
//!
//! So the delay is 0 for expiry and at most one interval plus the sweep's own
//! time for revocation and deletion. The client gets a typed event first —
//! SSE `event: session_ended` with `{"reason", "code"}`, WebSocket
//! `{"type":"session_ended",…}` (then close 1008) or, for one deleted
//! conversation of a multiplexed socket, `{"type":"subscription_ended",…}` —
//! so it knows not to resume blindly. A check that fails because the database
//! (or the JWKS) is down keeps the streams it could not check (they are
//! checked again next sweep) rather than cutting every client during an outage.
//!
//! Why one sweep and not a check per stream: 10,000 open streams re-checked
//! every 15 s each were ~1,300 database queries per second (a credential and
//! a conversation each) and 10,000 timers; the sweep is 1–3 queries per
//! interval and two timers for the instance.

pub mod sweep;

use std::{
    collections::{BTreeSet, HashMap},
    sync::{Arc, Mutex},
    time::{Duration, SystemTime, UNIX_EPOCH},
};

use sqlx::PgPool;
use tokio::sync::{Notify, oneshot, watch};
use uuid::Uuid;

use crate::{
    auth::{Authenticator, PresentedCredential, Principal},
    metrics,
};

/// Longest a sweep may take (or the interval, when longer) before it is given up.
const SWEEP_TIMEOUT: Duration = Duration::from_secs(30);

/// Why a stream was ended by the server.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EndReason {
    /// The token's `exp` passed.
    TokenExpired,
    /// The credential is no longer accepted (revoked API key, untrusted JWT, ended console session).
    CredentialRevoked,
    /// The conversation was deleted.
    ConversationDeleted,
}

impl EndReason {
    /// The `reason` field.
    pub fn reason(self) -> &'static str {
        match self {
            Self::TokenExpired => "token_expired",
            Self::CredentialRevoked => "credential_revoked",
            Self::ConversationDeleted => "conversation_deleted",
        }
    }

    /// The `code` field (the HTTP error vocabulary).
    pub fn code(self) -> &'static str {
        match self {
            Self::TokenExpired => "TOKEN_EXPIRED",
            Self::CredentialRevoked => "UNAUTHORIZED",
            Self::ConversationDeleted => "NOT_FOUND",
        }
    }

    /// The JSON body of the typed event.
    pub fn json(self) -> serde_json::Value {
        serde_json::json!({"reason": self.reason(), "code": self.code()})
    }
}

/// Seconds since the epoch.
fn now_secs() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0)
}

/// The open streams of this instance and what ends them.
#[derive(Clone)]
pub struct Sessions {
    inner: Arc<Inner>,
}

struct Inner {
    auth: Arc<Authenticator>,
    db: PgPool,
    every: Duration,
    watched: Mutex<Watched>,
    /// Woken when a new expiry may be the earliest.
    expiry_added: Notify,
}

#[derive(Default)]
struct Watched {
    next_id: u64,
    entries: HashMap<u64, Entry>,
    /// `(exp, id)` of every watch ending at a token's expiry.
    expiries: BTreeSet<(u64, u64)>,
}

/// One registered watch.
struct Entry {
    session: Arc<SessionInfo>,
    /// Check the credential (false for a WebSocket subscription: its socket does).
    credential: bool,
    /// Check that this conversation still exists and is the user's.
    conversation: Option<Uuid>,
    end: oneshot::Sender<EndReason>,
}

/// A stream's credential and user: one per request that opened a stream,
/// shared by a WebSocket and its subscriptions.
pub(crate) struct SessionInfo {
    credential: PresentedCredential,
    user_id: String,
    /// The JWKS generation at which the JWT was last verified (see [`sweep`]).
    jwt_checked: std::sync::atomic::AtomicU64,
}

impl Sessions {
    /// Watches with checks every `every` (`STREAM_REVALIDATE_MS`); run [`Sessions::run`] for them to happen.
    pub fn new(auth: Arc<Authenticator>, db: PgPool, every: Duration) -> Self {
        Self {
            inner: Arc::new(Inner {
                auth,
                db,
                every,
                watched: Mutex::new(Watched::default()),
                expiry_added: Notify::new(),
            }),
        }
    }

    /// The session of a stream opened by `principal` with `credential`.
    pub fn session(&self, principal: &Principal, credential: &PresentedCredential) -> StreamSession {
        let generation = self.inner.auth.jwt_key_generation();
        StreamSession {
            sessions: self.clone(),
            info: Arc::new(SessionInfo {
                credential: credential.clone(),
                user_id: principal.user_id.clone(),
                jwt_checked: std::sync::atomic::AtomicU64::new(generation),
            }),
        }
    }

    /// Open watches (streams and WebSocket subscriptions).
    pub fn len(&self) -> usize {
        self.inner.watched.lock().expect("not poisoned").entries.len()
    }

    /// True when nothing is watched.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    fn register(&self, info: &Arc<SessionInfo>, credential: bool, conversation: Option<Uuid>) -> Watch {
        let (end, rx) = oneshot::channel();
        let expires_at = if credential { info.credential.expires_at } else { None };
        let id = {
            let mut w = self.inner.watched.lock().expect("not poisoned");
            w.next_id += 1;
            let id = w.next_id;
            w.entries.insert(id, Entry { session: info.clone(), credential, conversation, end });
            if let Some(exp) = expires_at {
                w.expiries.insert((exp, id));
            }
            metrics::WATCHED_STREAMS.set(w.entries.len() as i64);
            id
        };
        if expires_at.is_some() {
            self.inner.expiry_added.notify_one();
        }
        Watch { inner: self.inner.clone(), id, rx }
    }

    /// Ends the watch `id` with `reason` (no-op when it is gone already).
    fn end(w: &mut Watched, id: u64, reason: EndReason) {
        if let Some(entry) = w.entries.remove(&id) {
            if let Some(exp) = entry.session.credential.expires_at.filter(|_| entry.credential) {
                w.expiries.remove(&(exp, id));
            }
            metrics::SESSIONS_ENDED.with_label_values(&[reason.reason()]).inc();
            // The stream may be closing already; then nobody listens.
            let _ = entry.end.send(reason);
        }
        metrics::WATCHED_STREAMS.set(w.entries.len() as i64);
    }

    /// Runs the expiry timer and the periodic sweep until `shutdown`.
    pub async fn run(self, mut shutdown: watch::Receiver<bool>) {
        let expiries = tokio::spawn(self.clone().expire(shutdown.clone()));
        let mut tick = tokio::time::interval_at(tokio::time::Instant::now() + self.inner.every, self.inner.every);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tokio::select! {
                _ = shutdown.wait_for(|s| *s) => break,
                _ = tick.tick() => {}
            }
            // A slow sweep delays the next tick (ticks are not bunched up); a
            // hung one (a database that stopped answering) is given up after
            // SWEEP_TIMEOUT, keeping the streams it did not check. Not the
            // interval itself: with a short interval and many streams, a sweep
            // cut at the interval would never finish.
            let timer = metrics::SESSION_SWEEP_SECONDS.start_timer();
            if tokio::time::timeout(self.inner.every.max(SWEEP_TIMEOUT), sweep::run(&self)).await.is_err() {
                tracing::warn!(
                    timeout_secs = self.inner.every.max(SWEEP_TIMEOUT).as_secs(),
                    "a session sweep did not finish in time; keeping the streams it did not check"
                );
            }
            timer.observe_duration();
        }
        let _ = expiries.await;
    }

    /// Ends watches at their token's `exp`, sleeping until the earliest one.
    async fn expire(self, mut shutdown: watch::Receiver<bool>) {
        loop {
            let next = {
                let mut w = self.inner.watched.lock().expect("not poisoned");
                let now = now_secs();
                while let Some(&(exp, id)) = w.expiries.first() {
                    if exp > now {
                        break;
                    }
                    // Popped here, not only by `end`: an expiry whose watch is gone cannot stall the loop.
                    w.expiries.pop_first();
                    Self::end(&mut w, id, EndReason::TokenExpired);
                }
                w.expiries.first().map(|&(exp, _)| exp)
            };
            // `exp` is wall-clock seconds; sleep until then (re-checked on wake-up).
            let wait = next.map(|exp| {
                let at = UNIX_EPOCH + Duration::from_secs(exp);
                at.duration_since(SystemTime::now()).unwrap_or_default()
            });
            tokio::select! {
                _ = shutdown.wait_for(|s| *s) => return,
                _ = self.inner.expiry_added.notified() => {}
                _ = tokio::time::sleep(wait.unwrap_or(Duration::MAX / 4)), if wait.is_some() => {}
            }
        }
    }
}

/// A stream's session; makes the [`Watch`]es of the stream (and, on a
/// WebSocket, of each subscription).
#[derive(Clone)]
pub struct StreamSession {
    sessions: Sessions,
    info: Arc<SessionInfo>,
}

impl StreamSession {
    /// Watches the credential and, with `conversation`, that the conversation stays.
    pub fn watch(&self, conversation: Option<Uuid>) -> Watch {
        self.sessions.register(&self.info, true, conversation)
    }

    /// Watches only that `conversation` stays (a WebSocket subscription; the
    /// socket watches the credential).
    pub fn watch_conversation(&self, conversation: Uuid) -> Watch {
        self.sessions.register(&self.info, false, Some(conversation))
    }
}

/// One registered watch. [`Watch::ended`] resolves when the server ends the
/// stream; dropping the watch (or that future) unregisters it.
pub struct Watch {
    inner: Arc<Inner>,
    id: u64,
    rx: oneshot::Receiver<EndReason>,
}

impl Watch {
    /// Resolves with the reason when the session or the conversation ends.
    pub async fn ended(mut self) -> EndReason {
        match (&mut self.rx).await {
            Ok(reason) => reason,
            // Unregistered (the instance is shutting down): streams end on the shutdown signal.
            Err(_) => std::future::pending().await,
        }
    }
}

impl Drop for Watch {
    fn drop(&mut self) {
        let mut w = self.inner.watched.lock().expect("not poisoned");
        if let Some(entry) = w.entries.remove(&self.id)
            && let Some(exp) = entry.session.credential.expires_at.filter(|_| entry.credential)
        {
            w.expiries.remove(&(exp, self.id));
        }
        metrics::WATCHED_STREAMS.set(w.entries.len() as i64);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::auth::{AuthMethod, CredentialKind, config::AuthConfig};

    fn sessions(every: Duration) -> Sessions {
        let _ = rustls::crypto::ring::default_provider().install_default();
        // Nothing listens on port 1: every query fails (as with the database down).
        let db = sqlx::postgres::PgPoolOptions::new()
            .acquire_timeout(Duration::from_secs(2))
            .connect_lazy("postgres://nobody@127.0.0.1:1/none")
            .unwrap();
        let auth = Arc::new(Authenticator::from_config(&AuthConfig::default(), db.clone(), reqwest::Client::new()));
        Sessions::new(auth, db, every)
    }

    fn principal() -> Principal {
        Principal { user_id: "u".into(), method: AuthMethod::Jwt }
    }

    fn jwt(expires_at: Option<u64>) -> PresentedCredential {
        PresentedCredential { token: "a.b.c".into(), kind: CredentialKind::Bearer, expires_at }
    }

    #[tokio::test]
    async fn a_token_ends_its_streams_at_exp_and_not_before() {
        let sessions = sessions(Duration::from_secs(3600));
        let (_stop, shutdown) = watch::channel(false);
        tokio::spawn(sessions.clone().run(shutdown));
        let exp = now_secs() + 2;
        let session = sessions.session(&principal(), &jwt(Some(exp)));
        let stream = session.watch(Some(Uuid::new_v4()));
        let subscription = session.watch_conversation(Uuid::new_v4());
        assert_eq!(sessions.len(), 2);
        let reason = tokio::time::timeout(Duration::from_secs(10), stream.ended()).await.expect("ended");
        assert_eq!(reason, EndReason::TokenExpired);
        assert!(now_secs() >= exp, "not before exp");
        // A subscription is ended by its socket, not by the token's expiry.
        assert_eq!(sessions.len(), 1);
        drop(subscription);
        assert!(sessions.is_empty());
    }

    #[tokio::test]
    async fn an_earlier_expiry_registered_later_wakes_the_timer() {
        let sessions = sessions(Duration::from_secs(3600));
        let (_stop, shutdown) = watch::channel(false);
        tokio::spawn(sessions.clone().run(shutdown));
        let late = sessions.session(&principal(), &jwt(Some(now_secs() + 3600))).watch(None);
        tokio::task::yield_now().await;
        let soon = sessions.session(&principal(), &jwt(Some(now_secs() + 1))).watch(None);
        let reason = tokio::time::timeout(Duration::from_secs(10), soon.ended()).await.expect("ended in time");
        assert_eq!(reason, EndReason::TokenExpired);
        assert_eq!(sessions.len(), 1);
        drop(late);
        assert!(sessions.is_empty());
    }

    #[tokio::test]
    async fn a_sweep_that_cannot_reach_the_database_keeps_every_stream() {
        use futures::FutureExt;
        let sessions = sessions(Duration::from_secs(3600));
        let key = PresentedCredential {
            token: format!("barb_sk_{}", "ab".repeat(32)),
            kind: CredentialKind::Bearer,
            expires_at: None,
        };
        let cookie = PresentedCredential {
            token: "console-session".into(),
            kind: CredentialKind::SessionCookie,
            expires_at: None,
        };
        let watches = vec![
            sessions.session(&principal(), &key).watch(Some(Uuid::new_v4())),
            sessions.session(&principal(), &cookie).watch(None),
            sessions.session(&principal(), &jwt(None)).watch_conversation(Uuid::new_v4()),
        ];
        let sweeps = metrics::SESSION_SWEEPS.get();
        sweep::run(&sessions).await;
        assert!(metrics::SESSION_SWEEPS.get() > sweeps, "the sweep ran");
        assert_eq!(sessions.len(), 3, "nothing could be checked, so nothing ended");
        for w in watches {
            assert!(w.ended().now_or_never().is_none(), "not ended");
        }
    }

    #[tokio::test]
    async fn dropping_watches_unregisters_them() {
        let sessions = sessions(Duration::from_secs(3600));
        let session = sessions.session(&principal(), &jwt(None));
        let watches: Vec<Watch> = (0..10).map(|_| session.watch(None)).collect();
        assert_eq!(sessions.len(), 10);
        drop(watches);
        assert!(sessions.is_empty());
        assert!(sessions.inner.watched.lock().unwrap().expiries.is_empty());
    }
}
