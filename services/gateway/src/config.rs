//! Gateway settings from the environment. Every variable is read and checked
//! once at start-up (see the crate docs for the full list), so a typo fails
//! fast with the variable's name instead of surfacing as odd behaviour later.

use std::{net::SocketAddr, time::Duration};

use barb_common::{
    assertion::Issuer,
    chat_events,
    config::{self, ConfigError},
    nats_connect::NatsSettings,
    turn_state::LeaseSettings,
};

use crate::{auth::config::AuthConfig, limits::LimitsConfig};

/// Everything the gateway needs to run.
#[derive(Debug, Clone)]
pub struct GatewayConfig {
    /// HTTP listen address (`LISTEN_ADDR`).
    pub listen_addr: SocketAddr,
    /// Internal listener for `/metrics` (`METRICS_ADDR`, default `0.0.0.0:9155`; `off` disables).
    pub metrics_addr: Option<SocketAddr>,
    /// NATS server and the gateway's login (`NATS_URL`, `NATS_USER`, `NATS_PASSWORD[_FILE]`, TLS files).
    pub nats: NatsSettings,
    /// PostgreSQL URL (`DATABASE_URL`).
    pub database_url: String,
    /// Pool size (`DATABASE_MAX_CONNECTIONS`).
    pub database_max_connections: u32,
    /// chat-orchestrator gRPC address (`ORCHESTRATOR_ADDR`).
    pub orchestrator_addr: String,
    /// Deadline of a StartTurn/CancelTurn call (`ORCHESTRATOR_TIMEOUT_MS`).
    pub orchestrator_timeout: Duration,
    /// Bearer token sent to internal services (`INTERNAL_AUTH_TOKEN[_FILE]`).
    pub internal_auth_token: Option<String>,
    /// mTLS to internal services (`INTERNAL_TLS_*`, the gateway's certificate).
    /// This or the token is required unless `BARB_INSECURE_DEV=true`.
    pub internal_tls: Option<barb_common::tls::InternalTls>,
    /// Signs the user assertion of every orchestrator call (`USER_ASSERTION_SIGNING_KEY[_FILE]`).
    pub assertions: Issuer,
    /// Rate and stream limits.
    pub limits: LimitsConfig,
    /// Largest request body in bytes (`MAX_BODY_BYTES`, default 65536).
    pub max_body_bytes: usize,
    /// query-engine gRPC address for instruments and chart bars (`QUERY_ENGINE_ADDR`).
    pub query_engine_addr: String,
    /// Deadline of a query-engine call (`QUERY_ENGINE_TIMEOUT_MS`).
    pub query_engine_timeout: Duration,
    /// Authentication settings (browser sessions included).
    pub auth: AuthConfig,
    /// Chat event stream and client delivery settings.
    pub events: EventsConfig,
    /// Persistence consumer settings.
    pub persistence: PersistenceConfig,
    /// Earlier messages sent with a new turn (`HISTORY_MAX_MESSAGES`).
    pub history_max_messages: i64,
    /// How long start-up waits for Postgres and NATS before serving anyway (`STARTUP_WAIT_MS`).
    pub startup_wait: Duration,
    /// Drain time after SIGTERM (`SHUTDOWN_GRACE_MS`).
    pub shutdown_grace: Duration,
    /// After SIGTERM, time spent not ready but still serving before streams end (`SHUTDOWN_DELAY_MS`).
    pub shutdown_delay: Duration,
    /// Longest time a request may take before the response head (`REQUEST_TIMEOUT_MS`):
    /// a hung dependency answers 503 instead of hanging.
    pub request_timeout: Duration,
    /// Durable-turn timing (`TURN_ORPHAN_TIMEOUT_MS`, `TURN_SCAN_MS`, …).
    pub turns: LeaseSettings,
    /// End turns that no orchestrator takes over (`TURN_REAPER`).
    pub reaper: bool,
}

/// The `CHAT_EVENTS` stream and delivery to clients.
#[derive(Debug, Clone)]
pub struct EventsConfig {
    /// Retention of chat events (`CHAT_EVENTS_MAX_AGE_SECS`); resuming works within it.
    pub max_age: Duration,
    /// SSE comment / WebSocket ping interval (`HEARTBEAT_MS`).
    pub heartbeat: Duration,
    /// Events buffered per client before it counts as slow and is disconnected (`CLIENT_BUFFER_EVENTS`).
    pub client_buffer: usize,
    /// Conversations one WebSocket may subscribe to (`WS_MAX_SUBSCRIPTIONS`).
    pub ws_max_subscriptions: usize,
    /// Largest incoming WebSocket frame (`WS_MAX_FRAME_BYTES`, default 16384).
    pub ws_max_frame_bytes: usize,
    /// Largest incoming WebSocket message after reassembly (`WS_MAX_MESSAGE_BYTES`, default 65536).
    pub ws_max_message_bytes: usize,
    /// How often open streams re-check their credential and conversation (`STREAM_REVALIDATE_MS`).
    pub revalidate: Duration,
}

/// The durable persistence consumer.
#[derive(Debug, Clone)]
pub struct PersistenceConfig {
    /// Durable consumer name shared by every instance (`PERSIST_CONSUMER`).
    pub consumer: String,
    /// Events handled at once per instance (`PERSIST_CONCURRENCY`).
    pub concurrency: usize,
    /// Redelivery when an event is neither acked nor nak'ed (`PERSIST_ACK_WAIT_MS`).
    pub ack_wait: Duration,
    /// Longest back-off before retrying a failed write (`PERSIST_MAX_RETRY_MS`).
    pub max_retry_delay: Duration,
}

impl GatewayConfig {
    /// Reads every variable; `DATABASE_URL` is required.
    pub fn from_env() -> Result<Self, ConfigError> {
        let database_url = config::var("DATABASE_URL").ok_or_else(|| ConfigError {
            name: "DATABASE_URL".into(),
            value: String::new(),
            expected: "a PostgreSQL URL like postgres://user@host:5432/db".into(),
        })?;
        let metrics_addr = match config::var("METRICS_ADDR").as_deref() {
            Some("off") => None,
            _ => Some(config::addr_or("METRICS_ADDR", "0.0.0.0:9155")?),
        };
        barb_common::postgres::check_passfile()?;
        let internal = config::InternalAuth::from_env()?;
        Ok(Self {
            listen_addr: config::addr_or("LISTEN_ADDR", "0.0.0.0:8080")?,
            metrics_addr,
            nats: NatsSettings::from_env()?,
            database_url,
            database_max_connections: config::positive_or("DATABASE_MAX_CONNECTIONS", 16, "a connection count")?,
            orchestrator_addr: config::var("ORCHESTRATOR_ADDR").unwrap_or_else(|| "http://127.0.0.1:50054".into()),
            orchestrator_timeout: config::millis_or("ORCHESTRATOR_TIMEOUT_MS", 10_000)?,
            internal_auth_token: internal.token,
            internal_tls: internal.tls,
            assertions: Issuer::from_env()?,
            limits: LimitsConfig::from_env()?,
            max_body_bytes: config::positive_or("MAX_BODY_BYTES", 64 << 10, "a byte count")?,
            query_engine_addr: config::var("QUERY_ENGINE_ADDR").unwrap_or_else(|| "http://127.0.0.1:50051".into()),
            query_engine_timeout: config::millis_or("QUERY_ENGINE_TIMEOUT_MS", 10_000)?,
            auth: AuthConfig::from_env()?,
            events: EventsConfig {
                max_age: chat_events::max_age_from_env()?,
                heartbeat: Duration::from_millis(config::positive_or(
                    "HEARTBEAT_MS",
                    15_000,
                    "a number of milliseconds",
                )?),
                client_buffer: config::positive_or("CLIENT_BUFFER_EVENTS", 1024, "an event count")?,
                ws_max_subscriptions: config::positive_or("WS_MAX_SUBSCRIPTIONS", 100, "a subscription count")?,
                ws_max_frame_bytes: config::positive_or("WS_MAX_FRAME_BYTES", 16 << 10, "a byte count")?,
                ws_max_message_bytes: config::positive_or("WS_MAX_MESSAGE_BYTES", 64 << 10, "a byte count")?,
                revalidate: Duration::from_millis(config::positive_or(
                    "STREAM_REVALIDATE_MS",
                    15_000,
                    "a number of milliseconds",
                )?),
            },
            persistence: PersistenceConfig {
                consumer: config::var("PERSIST_CONSUMER").unwrap_or_else(|| "gateway-persistence".into()),
                concurrency: config::positive_or("PERSIST_CONCURRENCY", 8, "a task count")?,
                ack_wait: Duration::from_millis(config::positive_or(
                    "PERSIST_ACK_WAIT_MS",
                    30_000,
                    "a number of milliseconds",
                )?),
                max_retry_delay: Duration::from_millis(config::positive_or(
                    "PERSIST_MAX_RETRY_MS",
                    10_000,
                    "a number of milliseconds",
                )?),
            },
            history_max_messages: config::positive_or("HISTORY_MAX_MESSAGES", 40, "a message count")?,
            startup_wait: config::millis_or("STARTUP_WAIT_MS", 30_000)?,
            shutdown_grace: config::millis_or("SHUTDOWN_GRACE_MS", 10_000)?,
            shutdown_delay: config::millis_or("SHUTDOWN_DELAY_MS", 0)?,
            request_timeout: Duration::from_millis(config::positive_or(
                "REQUEST_TIMEOUT_MS",
                15_000,
                "a number of milliseconds",
            )?),
            turns: LeaseSettings::from_env()?,
            reaper: !matches!(
                config::var("TURN_REAPER").map(|v| v.to_ascii_lowercase()).as_deref(),
                Some("0" | "false" | "off" | "no")
            ),
        })
    }
}
