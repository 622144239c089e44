//! Gateway metrics, registered in the process-wide registry that `/metrics`
//! renders (`barb_common::metrics`).

use std::sync::LazyLock;

use prometheus::{Histogram, HistogramOpts, HistogramVec, IntCounter, IntCounterVec, IntGauge, IntGaugeVec, Opts};

fn register<C: prometheus::core::Collector + Clone + 'static>(c: C) -> C {
    barb_common::metrics::register(Box::new(c.clone()));
    c
}

/// Connected SSE clients.
pub static SSE_CLIENTS: LazyLock<IntGauge> =
    LazyLock::new(|| register(IntGauge::new("gateway_sse_clients", "Connected SSE clients").expect("valid metric")));

/// Connected WebSocket clients.
pub static WS_CLIENTS: LazyLock<IntGauge> = LazyLock::new(|| {
    register(IntGauge::new("gateway_ws_clients", "Connected WebSocket clients").expect("valid metric"))
});

/// Requests and streams refused by a limit, by limit.
pub static LIMITED: LazyLock<IntCounterVec> = LazyLock::new(|| {
    register(
        IntCounterVec::new(
            Opts::new("gateway_limited_total", "Requests and streams refused with 429, by limit"),
            &["limit"],
        )
        .expect("valid metric"),
    )
});

/// Streams ended by the server because the session ended, by reason.
pub static SESSIONS_ENDED: LazyLock<IntCounterVec> = LazyLock::new(|| {
    register(
        IntCounterVec::new(
            Opts::new(
                "gateway_stream_sessions_ended_total",
                "Open streams ended because the token expired, the key was revoked or the conversation deleted",
            ),
            &["reason"],
        )
        .expect("valid metric"),
    )
});

/// Open streams (and WebSocket subscriptions) whose session is watched.
pub static WATCHED_STREAMS: LazyLock<IntGauge> = LazyLock::new(|| {
    register(
        IntGauge::new(
            "gateway_session_watched_streams",
            "Open streams and WebSocket subscriptions whose credential or conversation the session sweep re-checks",
        )
        .expect("valid metric"),
    )
});

/// Session sweeps run (one per `STREAM_REVALIDATE_MS`).
pub static SESSION_SWEEPS: LazyLock<IntCounter> = LazyLock::new(|| {
    register(
        IntCounter::new("gateway_session_sweeps_total", "Sweeps re-checking every open stream's session")
            .expect("valid metric"),
    )
});

/// Database queries made by session sweeps (a few per sweep, whatever the number of streams).
pub static SESSION_SWEEP_QUERIES: LazyLock<IntCounter> = LazyLock::new(|| {
    register(
        IntCounter::new("gateway_session_sweep_queries_total", "Database queries made by session sweeps")
            .expect("valid metric"),
    )
});

/// How long a session sweep takes.
pub static SESSION_SWEEP_SECONDS: LazyLock<Histogram> = LazyLock::new(|| {
    register(
        Histogram::with_opts(
            HistogramOpts::new("gateway_session_sweep_seconds", "Duration of a sweep re-checking every open stream")
                .buckets(vec![0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 15.0]),
        )
        .expect("valid metric"),
    )
});

/// Chat events read by the live fan-out consumer.
pub static EVENTS_RECEIVED: LazyLock<IntCounter> = LazyLock::new(|| {
    register(
        IntCounter::new("gateway_events_received_total", "Chat events read from NATS by the fan-out consumer")
            .expect("valid metric"),
    )
});

/// Event deliveries into client buffers (one event to three clients counts three).
pub static EVENTS_FANNED_OUT: LazyLock<IntCounter> = LazyLock::new(|| {
    register(
        IntCounter::new("gateway_events_fanned_out_total", "Live chat events handed to connected clients")
            .expect("valid metric"),
    )
});

/// Events sent to resuming clients from JetStream.
pub static EVENTS_REPLAYED: LazyLock<IntCounter> = LazyLock::new(|| {
    register(
        IntCounter::new("gateway_events_replayed_total", "Stored chat events sent to resuming clients")
            .expect("valid metric"),
    )
});

/// Clients dropped because their buffer was full.
pub static SLOW_CLIENT_DISCONNECTS: LazyLock<IntCounter> = LazyLock::new(|| {
    register(
        IntCounter::new("gateway_slow_client_disconnects_total", "Clients disconnected because they read too slowly")
            .expect("valid metric"),
    )
});

/// Publish (orchestrator) → live event taken by a client's connection, per delivery.
pub static EVENT_DELIVERY: LazyLock<Histogram> = LazyLock::new(|| {
    register(
        Histogram::with_opts(
            HistogramOpts::new(
                "gateway_event_delivery_seconds",
                "Time from a live chat event's publication to its hand-over to a client connection (SSE or WebSocket)",
            )
            .buckets(vec![0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0]),
        )
        .expect("valid metric"),
    )
});

/// The process's open-file limit (each stream is a socket).
pub static MAX_OPEN_FILES: LazyLock<IntGauge> = LazyLock::new(|| {
    register(
        IntGauge::new(
            "gateway_max_open_files",
            "Open-file limit of the process (RLIMIT_NOFILE): the ceiling of open streams",
        )
        .expect("valid metric"),
    )
});

/// Seconds from a turn's last event to its commit in Postgres.
pub static PERSISTENCE_LAG: LazyLock<Histogram> = LazyLock::new(|| {
    register(
        Histogram::with_opts(
            HistogramOpts::new(
                "gateway_persistence_lag_seconds",
                "Time from a turn's final chat event to its commit in Postgres",
            )
            .buckets(vec![0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0, 300.0, 1800.0]),
        )
        .expect("valid metric"),
    )
});

/// Events the persistence consumer has not handled yet (from its last message).
pub static PERSISTENCE_PENDING: LazyLock<IntGauge> = LazyLock::new(|| {
    register(
        IntGauge::new("gateway_persistence_pending_events", "Chat events waiting for the persistence consumer")
            .expect("valid metric"),
    )
});

/// Turns written, by final status.
pub static TURNS_PERSISTED: LazyLock<IntCounterVec> = LazyLock::new(|| {
    register(
        IntCounterVec::new(
            Opts::new("gateway_turns_persisted_total", "Assistant messages written, by status"),
            &["status"],
        )
        .expect("valid metric"),
    )
});

/// Persistence failures, by kind (`transient` = retried, `permanent` = dropped).
pub static PERSISTENCE_ERRORS: LazyLock<IntCounterVec> = LazyLock::new(|| {
    register(
        IntCounterVec::new(
            Opts::new("gateway_persistence_errors_total", "Failed persistence attempts, by kind"),
            &["kind"],
        )
        .expect("valid metric"),
    )
});

/// HTTP requests, by method, route template and status.
pub static HTTP_REQUESTS: LazyLock<IntCounterVec> = LazyLock::new(|| {
    register(
        IntCounterVec::new(
            Opts::new("http_requests_total", "HTTP requests, by method, route and status"),
            &["method", "route", "status"],
        )
        .expect("valid metric"),
    )
});

/// HTTP time to response headers.
pub static HTTP_LATENCY: LazyLock<HistogramVec> = LazyLock::new(|| {
    register(
        HistogramVec::new(
            HistogramOpts::new("http_request_duration_seconds", "Time to the response headers, by method and route")
                .buckets(vec![0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0]),
            &["method", "route"],
        )
        .expect("valid metric"),
    )
});

/// Readiness of each dependency (1 = ready).
pub static READY: LazyLock<IntGaugeVec> = LazyLock::new(|| {
    register(
        IntGaugeVec::new(Opts::new("gateway_ready", "Readiness of each part of the gateway (1 = ready)"), &["part"])
            .expect("valid metric"),
    )
});

/// query-engine calls for the console (instruments, bars), by call and outcome
/// (`ok`, `rejected` = the caller's request was invalid, `error`).
pub static MARKET_CALLS: LazyLock<IntCounterVec> = LazyLock::new(|| {
    register(
        IntCounterVec::new(
            Opts::new("gateway_market_calls_total", "query-engine calls for instruments and bars, by call and outcome"),
            &["call", "outcome"],
        )
        .expect("valid metric"),
    )
});

/// Browser-session events: `sign_in`, `sign_in_refused`, `sign_out`,
/// `expired` (a cookie that no longer names a live session), `csrf_refused`
/// and `origin_refused` (a spike of the last two means someone is probing).
pub static SESSION_EVENTS: LazyLock<IntCounterVec> = LazyLock::new(|| {
    register(
        IntCounterVec::new(Opts::new("gateway_session_events_total", "Browser-session events, by kind"), &["event"])
            .expect("valid metric"),
    )
});

/// Registers every metric so `/metrics` lists them before their first use.
pub fn init() {
    LazyLock::force(&SSE_CLIENTS);
    LazyLock::force(&LIMITED);
    LazyLock::force(&SESSIONS_ENDED);
    LazyLock::force(&WATCHED_STREAMS);
    LazyLock::force(&SESSION_SWEEPS);
    LazyLock::force(&SESSION_SWEEP_QUERIES);
    LazyLock::force(&SESSION_SWEEP_SECONDS);
    LazyLock::force(&WS_CLIENTS);
    LazyLock::force(&EVENTS_RECEIVED);
    LazyLock::force(&EVENTS_FANNED_OUT);
    LazyLock::force(&EVENTS_REPLAYED);
    LazyLock::force(&SLOW_CLIENT_DISCONNECTS);
    LazyLock::force(&EVENT_DELIVERY);
    LazyLock::force(&MAX_OPEN_FILES);
    LazyLock::force(&PERSISTENCE_LAG);
    LazyLock::force(&PERSISTENCE_PENDING);
    LazyLock::force(&TURNS_PERSISTED);
    LazyLock::force(&PERSISTENCE_ERRORS);
    LazyLock::force(&HTTP_REQUESTS);
    LazyLock::force(&HTTP_LATENCY);
    LazyLock::force(&READY);
    LazyLock::force(&MARKET_CALLS);
    LazyLock::force(&SESSION_EVENTS);
    // Series alerts use exist from the start (at 0), not from the first failure.
    for kind in ["transient", "permanent"] {
        PERSISTENCE_ERRORS.with_label_values(&[kind]);
    }
    for status in ["complete", "cancelled", "error"] {
        TURNS_PERSISTED.with_label_values(&[status]);
    }
    for stage in ["conversation", "history", "store", "start_turn"] {
        TURN_POST_STAGE.with_label_values(&[stage]);
    }
}

/// Increments a gauge now and decrements it when dropped (a connected client).
pub struct GaugeGuard(&'static IntGauge);

impl GaugeGuard {
    /// Counts one more on `gauge` until dropped.
    pub fn new(gauge: &'static IntGauge) -> Self {
        gauge.inc();
        Self(gauge)
    }
}

impl Drop for GaugeGuard {
    fn drop(&mut self) {
        self.0.dec();
    }
}

/// A posted message's way to its turn, by stage (seconds): `conversation`
/// (the ownership check), `history` (the earlier messages), `store` (the
/// turn and user message written), `start_turn` (the orchestrator's
/// admission). History and store run at the same time; the post's own
/// latency is `http_request_duration_seconds`.
pub static TURN_POST_STAGE: LazyLock<HistogramVec> = LazyLock::new(|| {
    register(
        HistogramVec::new(
            HistogramOpts::new(
                "gateway_turn_post_stage_seconds",
                "Time a posted message spends in each stage of starting its turn",
            )
            .buckets(vec![0.0005, 0.001, 0.002, 0.004, 0.006, 0.008, 0.012, 0.016, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0]),
            &["stage"],
        )
        .expect("valid metric"),
    )
});

/// Orphaned turns this instance ended because no orchestrator took them over
/// (alert: orchestrators are down or cannot resume turns).
pub static ORPHANS_ENDED: LazyLock<IntCounterVec> = LazyLock::new(|| {
    register(
        IntCounterVec::new(
            Opts::new("gateway_orphaned_turns_total", "Orphaned turns ended by this gateway, by outcome"),
            &["outcome"],
        )
        .expect("valid metric"),
    )
});

/// StartTurn calls that failed in doubt (timed out or broke mid-call), by
/// how the gateway settled them: `started` (the turn had been admitted: the
/// post is accepted), `not_started` (fenced: 503, message removed) or
/// `unknown` (NATS unreachable: 503, message kept for the reaper). A steady
/// `started` rate means orchestrators die or hang while answering.
pub static STARTS_IN_DOUBT: LazyLock<IntCounterVec> = LazyLock::new(|| {
    register(
        IntCounterVec::new(
            Opts::new(
                "gateway_turn_starts_in_doubt_total",
                "StartTurn calls failed in doubt, by how they were settled",
            ),
            &["outcome"],
        )
        .expect("valid metric"),
    )
});

/// StartTurn/CancelTurn attempts retried on another orchestrator replica
/// (the one tried was unreachable, shutting down or hung), by call. A steady
/// rate means a replica is unhealthy but still listed.
pub static ORCHESTRATOR_RETRIES: LazyLock<IntCounterVec> = LazyLock::new(|| {
    register(
        IntCounterVec::new(
            Opts::new("gateway_orchestrator_retries_total", "Orchestrator calls retried on another replica, by call"),
            &["call"],
        )
        .expect("valid metric"),
    )
});
