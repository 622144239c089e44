//! The composition root: builds the shared state ([`crate::state`]), starts
//! the background parts (migrations, stream, live fan-out, persistence) and
//! serves with graceful shutdown. Nothing imports this module but `main`.
//!
//! Dependencies may come up in any order: the gateway serves `/healthz` and
//! reports what is missing on `/readyz` while migrations, the `CHAT_EVENTS`
//! stream, the fan-out consumer and the persistence consumer keep retrying
//! in the background. Start-up waits up to `STARTUP_WAIT_MS` for them before
//! accepting connections, so a normal start is ready on its first request.

use std::{
    sync::{Arc, OnceLock},
    time::Duration,
};

use async_nats::jetstream;
use axum::Router;
use sqlx::postgres::PgPoolOptions;
use tokio::{net::TcpListener, sync::watch, task::JoinHandle};

use crate::{
    auth::{Authenticator, api_keys},
    chat_stream,
    config::GatewayConfig,
    fanout::Hub,
    http,
    market::Market,
    metrics,
    orchestrator::Orchestrator,
    persistence::Persister,
    reaper,
    resume::EventSource,
    session_end::Sessions,
    state::{AppState, Readiness, Settings},
    store,
};

/// Start-up failures that retrying cannot fix (bad addresses).
#[derive(Debug, thiserror::Error)]
pub enum StartError {
    /// NATS URL unusable.
    #[error("NATS_URL {url} is not usable: {message}")]
    Nats {
        /// The URL.
        url: String,
        /// Why.
        message: String,
    },
    /// DATABASE_URL unusable.
    #[error("DATABASE_URL is not a valid PostgreSQL URL: {0}")]
    Database(#[source] sqlx::Error),
    /// ORCHESTRATOR_ADDR unusable.
    #[error("ORCHESTRATOR_ADDR is not a valid address: {0}")]
    Orchestrator(#[source] barb_common::client_lb::BalanceError),
    /// QUERY_ENGINE_ADDR unusable.
    #[error("QUERY_ENGINE_ADDR is not a valid address: {0}")]
    QueryEngine(#[source] barb_common::client_lb::BalanceError),
    /// HTTP client for JWKS could not be built.
    #[error("cannot build the HTTP client: {0}")]
    Http(#[source] reqwest::Error),
    /// METRICS_ADDR cannot be bound (in use, e.g. by another instance on the host).
    #[error("METRICS_ADDR {addr} cannot be bound: {source} (give each instance its own, or `off`)")]
    MetricsBind {
        /// The address.
        addr: std::net::SocketAddr,
        /// Why.
        source: std::io::Error,
    },
    /// Serving failed.
    #[error("HTTP server: {0}")]
    Io(#[from] std::io::Error),
}

/// A started gateway, ready to serve.
pub struct Gateway {
    state: AppState,
    hub: Hub,
    shutdown_tx: watch::Sender<bool>,
    tasks: Vec<JoinHandle<()>>,
    grace: Duration,
    max_body_bytes: usize,
    delay: Duration,
}

impl Gateway {
    /// Connects, starts the background parts and waits (bounded) for them.
    pub async fn start(config: GatewayConfig) -> Result<Self, StartError> {
        metrics::init();
        let open_files = raise_open_files_limit();
        metrics::MAX_OPEN_FILES.set(open_files.min(i64::MAX as u64) as i64);
        if open_files < 16_384 {
            tracing::warn!(
                open_files,
                "the open-file limit caps open streams (one socket each): raise it (ulimit -n / LimitNOFILE)"
            );
        }
        // Bound first: an instance whose metrics cannot be served (the address
        // taken by another instance on the host) would run unobserved, so it
        // does not start.
        let metrics_listener = match config.metrics_addr {
            Some(addr) => {
                Some(TcpListener::bind(addr).await.map_err(|source| StartError::MetricsBind { addr, source })?)
            }
            None => None,
        };
        let _ = rustls::crypto::ring::default_provider().install_default();
        let nats = config
            .nats
            .connect()
            .await
            .map_err(|e| StartError::Nats { url: config.nats.url.clone(), message: e.to_string() })?;
        let db = PgPoolOptions::new()
            .max_connections(config.database_max_connections)
            .acquire_timeout(Duration::from_secs(5))
            .connect_lazy(&config.database_url)
            .map_err(StartError::Database)?;
        let http_client = reqwest::Client::builder().build().map_err(StartError::Http)?;
        if config.internal_auth_token.is_none() && config.internal_tls.is_none() {
            tracing::warn!(
                "INSECURE: no INTERNAL_AUTH_TOKEN and no INTERNAL_TLS_* ({}=true): calls to the orchestrator are unauthenticated",
                barb_common::secrets::INSECURE_DEV_VAR
            );
        }
        let orchestrator = Orchestrator::new(
            &config.orchestrator_addr,
            config.internal_auth_token.as_deref(),
            config.internal_tls.as_ref(),
            config.orchestrator_timeout,
            config.assertions.clone(),
        )
        .map_err(StartError::Orchestrator)?;
        let market = Market::new(
            &config.query_engine_addr,
            config.internal_auth_token.as_deref(),
            config.internal_tls.as_ref(),
            config.query_engine_timeout,
        )
        .map_err(StartError::QueryEngine)?;
        let (shutdown_tx, shutdown_rx) = watch::channel(false);
        let hub = Hub::new(config.events.client_buffer);
        let auth = Arc::new(Authenticator::from_config(&config.auth, db.clone(), http_client));
        let state = AppState {
            sessions: Sessions::new(auth.clone(), db.clone(), config.events.revalidate),
            auth,
            limits: crate::limits::Limits::new(config.limits),
            db,
            nats,
            orchestrator,
            market,
            readiness: Arc::new(Readiness::default()),
            settings: Arc::new(Settings {
                heartbeat: config.events.heartbeat,
                client_buffer: config.events.client_buffer,
                ws_max_subscriptions: config.events.ws_max_subscriptions,
                ws_max_frame_bytes: config.events.ws_max_frame_bytes,
                ws_max_message_bytes: config.events.ws_max_message_bytes,
                history_max_messages: config.history_max_messages,
                request_timeout: config.request_timeout,
            }),
            shutdown: shutdown_rx,
            events: Arc::new(OnceLock::new()),
            turn_state: Arc::new(OnceLock::new()),
        };
        let mut tasks = vec![
            tokio::spawn(bootstrap_database(state.clone(), config.auth.bootstrap_api_keys.clone())),
            tokio::spawn(bootstrap_events(state.clone(), hub.clone(), config.clone())),
            tokio::spawn(state.sessions.clone().run(state.shutdown.clone())),
        ];
        if let Some(listener) = metrics_listener {
            tasks.push(tokio::spawn(serve_metrics(listener, state.shutdown.clone())));
        }
        let gateway = Self {
            state,
            hub,
            shutdown_tx,
            tasks,
            grace: config.shutdown_grace,
            max_body_bytes: config.max_body_bytes,
            delay: config.shutdown_delay,
        };
        metrics::READY.with_label_values(&["accepting"]).set(1);
        gateway.wait_ready(config.startup_wait).await;
        Ok(gateway)
    }

    async fn wait_ready(&self, limit: Duration) {
        let deadline = tokio::time::Instant::now() + limit;
        loop {
            let s = &self.state;
            let ready = s.readiness.migrated()
                && s.readiness.persisting()
                && s.event_source().is_some_and(EventSource::is_live);
            if ready {
                return;
            }
            if tokio::time::Instant::now() >= deadline {
                tracing::warn!("serving before every dependency is ready; /readyz reports what is missing");
                return;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// The shared state (tests and embedding).
    pub fn state(&self) -> &AppState {
        &self.state
    }

    /// The router, with every request body capped at `MAX_BODY_BYTES`.
    pub fn router(&self) -> Router {
        http::router(self.state.clone()).layer(axum::extract::DefaultBodyLimit::max(self.max_body_bytes))
    }

    /// Serves on `listener` until `signal`; then fails readiness and keeps
    /// serving for the shutdown delay (`SHUTDOWN_DELAY_MS`), ends streams
    /// (clients resume on another instance with `Last-Event-ID`), drains
    /// requests for the grace period and stops the background parts.
    pub async fn serve(
        self,
        listener: TcpListener,
        signal: impl Future<Output = ()> + Send + 'static,
    ) -> Result<(), StartError> {
        // Our own accept loop (crate::listener), not `axum::serve`: an idle
        // stream then costs a third of the memory.
        let router = self.router();
        let (stop_tx, mut stop_rx) = watch::channel(false);
        let server = tokio::spawn(crate::listener::serve(listener, router, async move {
            let _ = stop_rx.wait_for(|s| *s).await;
        }));
        signal.await;
        if !self.delay.is_zero() {
            // Readiness fails first; the load balancer stops sending new streams
            // here while the open ones keep flowing.
            tracing::info!(delay = ?self.delay, "shutdown: not ready any more; still serving for the shutdown delay");
            self.state.readiness.set_draining();
            tokio::time::sleep(self.delay).await;
        }
        tracing::info!("shutdown: ending streams and draining requests");
        let _ = self.shutdown_tx.send(true);
        self.hub.close();
        let _ = stop_tx.send(true);
        match tokio::time::timeout(self.grace, server).await {
            Ok(Ok(())) => {}
            Ok(Err(join)) => tracing::error!(error = %join, "HTTP server task failed"),
            Err(_) => tracing::warn!("grace period over; dropping remaining connections"),
        }
        for task in self.tasks {
            if tokio::time::timeout(Duration::from_secs(5), task).await.is_err() {
                tracing::warn!("a background task did not stop in time");
            }
        }
        Ok(())
    }
}

/// `/metrics` on its own (internal) listener, never on the public port: metric
/// labels name routes, consumers and failure modes an outsider has no business
/// reading. A bind failure is logged; the API keeps serving.
async fn serve_metrics(listener: TcpListener, mut shutdown: watch::Receiver<bool>) {
    let stop = async move {
        let _ = shutdown.wait_for(|s| *s).await;
    };
    let addr = listener.local_addr().ok();
    if let Err(e) = axum::serve(listener, barb_common::metrics::router()).with_graceful_shutdown(stop).await {
        tracing::error!(?addr, error = %e, "metrics endpoint failed");
    }
}

/// Raises the soft open-file limit to the hard limit (as Go's runtime does):
/// each SSE/WebSocket stream holds a socket, and the usual soft default of
/// 1024 would cap an instance at about a thousand streams. Returns the limit
/// in force.
fn raise_open_files_limit() -> u64 {
    let mut lim = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
    // SAFETY: getrlimit/setrlimit only read and write the struct passed to them.
    unsafe {
        if libc::getrlimit(libc::RLIMIT_NOFILE, &mut lim) != 0 {
            return 0;
        }
        if lim.rlim_cur < lim.rlim_max {
            let raised = libc::rlimit { rlim_cur: lim.rlim_max, rlim_max: lim.rlim_max };
            if libc::setrlimit(libc::RLIMIT_NOFILE, &raised) == 0 {
                lim = raised;
            }
        }
    }
    lim.rlim_cur
}

/// Runs migrations (waiting until Postgres answers; a failure that waiting
/// cannot fix is logged and retried at the longest back-off, so fixing the
/// schema history needs no restart), then registers bootstrap API keys.
async fn bootstrap_database(state: AppState, keys: Vec<(String, String)>) {
    let mut shutdown = state.shutdown.clone();
    loop {
        tokio::select! {
            _ = shutdown.wait_for(|s| *s) => return,
            res = store::migrations::run_with_retry(&state.db) => match res {
                Ok(()) => break,
                Err(e) => tracing::error!(error = %e, "migrations failed; retrying (fix the schema history)"),
            },
        }
        tokio::select! {
            _ = shutdown.wait_for(|s| *s) => return,
            _ = tokio::time::sleep(barb_common::migrations::RETRY_DELAYS.1) => {}
        }
    }
    tracing::info!("database migrated");
    metrics::READY.with_label_values(&["migrations"]).set(1);
    state.readiness.set_migrated();
    for (user, key) in keys {
        loop {
            match api_keys::register(&state.db, &user, "bootstrap", &key).await {
                Ok(()) => break,
                Err(e) if store::is_transient(&e) => tokio::time::sleep(Duration::from_secs(1)).await,
                Err(e) => {
                    tracing::error!(error = %e, user, "cannot register a bootstrap API key");
                    break;
                }
            }
        }
    }
}

/// Binds the durable-turn buckets (retrying until NATS answers) and shares
/// them (post-message settles starts in doubt with them); then, with
/// `reaper`, ends turns that no orchestrator takes over ([`reaper`]).
async fn bind_turn_state(
    js: jetstream::Context,
    settings: barb_common::turn_state::LeaseSettings,
    shared: Arc<OnceLock<barb_common::turn_state::Buckets>>,
    reaper: Option<(sqlx::PgPool, Duration)>,
    mut shutdown: watch::Receiver<bool>,
) {
    let buckets = loop {
        match barb_common::turn_state::Buckets::ensure(&js, &settings, false).await {
            Ok(b) => break b,
            Err(e) => tracing::warn!(error = %e, "cannot bind the durable-turn buckets; retrying"),
        }
        tokio::select! {
            _ = shutdown.wait_for(|s| *s) => return,
            _ = tokio::time::sleep(Duration::from_secs(1)) => {}
        }
    };
    let _ = shared.set(buckets.clone());
    if let Some((db, unstarted_after)) = reaper {
        reaper::run(buckets, settings, Some(db), unstarted_after, shutdown).await;
    }
}

/// Binds `CHAT_EVENTS` (retrying until NATS answers), then runs the live
/// fan-out and, once migrated, the persistence consumer.
async fn bootstrap_events(state: AppState, hub: Hub, config: GatewayConfig) {
    let js = jetstream::new(state.nats.clone());
    let mut shutdown = state.shutdown.clone();
    let stream = loop {
        match chat_stream::ensure(&js, config.events.max_age).await {
            Ok(s) => break s,
            Err(e) => tracing::warn!(error = %e, "cannot bind CHAT_EVENTS; retrying"),
        }
        tokio::select! {
            _ = shutdown.wait_for(|s| *s) => return,
            _ = tokio::time::sleep(Duration::from_secs(1)) => {}
        }
    };
    metrics::READY.with_label_values(&["stream"]).set(1);
    let _ = state.events.set(EventSource::new(hub.clone(), js.clone(), stream.clone()));
    // The series alerts watch exist at 0 from the start.
    for outcome in ["ended", "not_started"] {
        metrics::ORPHANS_ENDED.with_label_values(&[outcome]);
    }
    for outcome in ["started", "not_started", "unknown"] {
        metrics::STARTS_IN_DOUBT.with_label_values(&[outcome]);
    }
    // A start takes at most ORCHESTRATOR_TIMEOUT_MS; one older than that plus
    // the orphan timeout that left no trace never started.
    let reaper = config.reaper.then(|| (state.db.clone(), config.orchestrator_timeout + config.turns.orphan_timeout));
    tokio::spawn(bind_turn_state(
        js.clone(),
        config.turns.clone(),
        state.turn_state.clone(),
        reaper,
        state.shutdown.clone(),
    ));
    let fanout = tokio::spawn(hub.run(js.clone(), stream.clone(), state.shutdown.clone()));
    let migrated = tokio::select! {
        _ = shutdown.wait_for(|s| *s) => false,
        _ = state.readiness.wait_migrated() => true,
    };
    if migrated {
        Persister::new(state.db.clone(), js, stream, config.persistence.clone(), state.readiness.clone())
            .run(state.shutdown.clone())
            .await;
    }
    let _ = fanout.await;
}
