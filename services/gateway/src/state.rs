//! The state every handler shares ([`AppState`]) and the progress of the
//! background start-up ([`Readiness`]). The composition root (`app`) builds
//! them; handlers, the auth extractor and the persistence consumer only read
//! them, so no module needs to import the root.

use std::{
    sync::{
        Arc, OnceLock,
        atomic::{AtomicBool, Ordering},
    },
    time::Duration,
};

use axum::extract::FromRef;
use sqlx::PgPool;
use tokio::sync::watch;

use crate::{
    auth::{Authenticator, PresentedCredential, Principal},
    limits::Limits,
    market::Market,
    metrics,
    orchestrator::Orchestrator,
    resume::EventSource,
    session_end::{Sessions, StreamSession},
};

/// Tunables the handlers need.
#[derive(Debug, Clone)]
pub struct Settings {
    /// SSE heartbeat / WebSocket ping interval.
    pub heartbeat: Duration,
    /// Per-client buffer (events) before a client counts as slow.
    pub client_buffer: usize,
    /// Subscriptions per WebSocket.
    pub ws_max_subscriptions: usize,
    /// Largest incoming WebSocket frame, bytes.
    pub ws_max_frame_bytes: usize,
    /// Largest incoming WebSocket message after reassembly, bytes.
    pub ws_max_message_bytes: usize,
    /// Earlier messages sent with a new turn.
    pub history_max_messages: i64,
    /// Longest time to a response head before answering 503.
    pub request_timeout: Duration,
}

/// Progress of the background start-up.
pub struct Readiness {
    migrated: watch::Sender<bool>,
    persisting: AtomicBool,
    draining: AtomicBool,
}

impl Default for Readiness {
    fn default() -> Self {
        Self {
            migrated: watch::Sender::new(false),
            persisting: AtomicBool::new(false),
            draining: AtomicBool::new(false),
        }
    }
}

impl Readiness {
    /// Migrations have run.
    pub fn migrated(&self) -> bool {
        *self.migrated.borrow()
    }

    /// The persistence consumer is bound and pulling.
    pub fn persisting(&self) -> bool {
        self.persisting.load(Ordering::Acquire)
    }

    /// Records whether the persistence consumer is pulling.
    pub fn set_persisting(&self, on: bool) {
        self.persisting.store(on, Ordering::Release);
        metrics::READY.with_label_values(&["persistence"]).set(i64::from(on));
    }

    /// Shutdown has started: `/readyz` fails so load balancers send new
    /// streams elsewhere, while open ones keep flowing for the shutdown delay.
    pub fn draining(&self) -> bool {
        self.draining.load(Ordering::Acquire)
    }

    /// Marks the instance as shutting down.
    pub(crate) fn set_draining(&self) {
        self.draining.store(true, Ordering::Release);
        metrics::READY.with_label_values(&["accepting"]).set(0);
    }

    /// Records that migrations have run.
    pub(crate) fn set_migrated(&self) {
        // `send` changes nothing while no task waits yet; the flag must stick.
        self.migrated.send_replace(true);
    }

    /// Resolves once migrations have run.
    pub(crate) async fn wait_migrated(&self) {
        let mut rx = self.migrated.subscribe();
        let _ = rx.wait_for(|m| *m).await;
    }
}

/// State shared by every handler.
#[derive(Clone)]
pub struct AppState {
    /// Postgres (lazy pool: the gateway starts while Postgres is down).
    pub db: PgPool,
    /// NATS connection.
    pub nats: async_nats::Client,
    /// Credential checks.
    pub auth: Arc<Authenticator>,
    /// Rate and stream limits.
    pub limits: Limits,
    /// chat-orchestrator client.
    pub orchestrator: Orchestrator,
    /// query-engine client (instruments and chart bars).
    pub market: Market,
    /// Background start-up progress.
    pub readiness: Arc<Readiness>,
    /// Handler tunables.
    pub settings: Arc<Settings>,
    /// Flips to true when shutdown starts; long-lived streams end on it.
    pub shutdown: watch::Receiver<bool>,
    /// Set once by the start-up task when `CHAT_EVENTS` is bound.
    pub(crate) events: Arc<OnceLock<EventSource>>,
    /// Set once by the start-up task when the durable-turn buckets are bound.
    pub(crate) turn_state: Arc<OnceLock<barb_common::turn_state::Buckets>>,
    /// Open streams' sessions, re-checked together.
    pub sessions: Sessions,
}

impl AppState {
    /// Conversation event streams, once the `CHAT_EVENTS` stream is bound.
    pub fn event_source(&self) -> Option<&EventSource> {
        self.events.get()
    }
}

impl AppState {
    /// The session of a stream opened by `principal` with `credential`, to watch.
    pub fn stream_session(&self, principal: &Principal, credential: &PresentedCredential) -> StreamSession {
        self.sessions.session(principal, credential)
    }
}

impl FromRef<AppState> for Limits {
    fn from_ref(state: &AppState) -> Self {
        state.limits.clone()
    }
}

impl FromRef<AppState> for Arc<Authenticator> {
    fn from_ref(state: &AppState) -> Self {
        state.auth.clone()
    }
}
