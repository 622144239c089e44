//! The HTTP gateway: the only thing clients talk to. Any number of instances
//! run behind a load balancer; they share Postgres and NATS and hold no state
//! a client depends on.
//!
//! - **API** ([`http`]): conversations (create/list/get/delete, paginated),
//!   messages, `POST /v1/conversations/{id}/messages` (stores the message,
//!   calls `StartTurn`, answers 202 with the turn id and a stream URL),
//!   `POST /v1/turns/{id}/cancel`, Server-Sent Events at
//!   `GET /v1/conversations/{id}/events`, a multiplexed WebSocket at
//!   `GET /v1/ws`, `/healthz`, `/readyz`, `/metrics`, `/openapi.json`.
//!   Errors are `{"error", "code", "request_id"}`; how the orchestrator's gRPC
//!   errors map to them is in [`orchestrator`].
//! - **Auth** ([`auth`]): bearer JWTs (HS256 for development, RS256/ES256
//!   from a cached JWKS in production) and SHA-256-hashed API keys for
//!   service accounts. Everything is scoped to the caller's user id; other
//!   users' resources answer 404.
//! - **Fan-out** ([`fanout`], [`resume`]): one ordered JetStream consumer per
//!   instance pushes live events to that instance's clients through bounded
//!   buffers; a client resuming with `Last-Event-ID` on any instance gets the
//!   missed events from JetStream, then live ones, without gap or duplicate.
//! - **Persistence** ([`persistence`], [`store`]): a durable consumer shared
//!   by all instances writes each finished turn once (idempotent on the turn
//!   id), acknowledging only after commit; partial output of cancelled and
//!   failed turns is kept. While Postgres is down, API calls answer 503 with
//!   `Retry-After` (within `REQUEST_TIMEOUT_MS` even when it hangs) and
//!   persistence waits and catches up.
//! - **Nothing hangs** ([`reaper`]): a turn whose orchestrator died and that
//!   no other orchestrator takes over is ended with a retryable `orphaned`
//!   error after `TURN_ORPHAN_TIMEOUT_MS`, its partial answer kept.
//!
//! # Configuration (environment)
//!
//! | variable | default | meaning |
//! |---|---|---|
//! | `LISTEN_ADDR` | `0.0.0.0:8080` | HTTP address (API, probes and `/metrics`) |
//! | `DATABASE_URL` | required | PostgreSQL; migrations run at start-up |
//! | `DATABASE_MAX_CONNECTIONS` | `16` | pool size |
//! | `NATS_URL` | `nats://127.0.0.1:4222` | NATS with JetStream |
//! | `ORCHESTRATOR_ADDR` | `http://127.0.0.1:50054` | chat-orchestrator gRPC |
//! | `ORCHESTRATOR_TIMEOUT_MS` | `10000` | deadline of StartTurn / CancelTurn |
//! | `INTERNAL_AUTH_TOKEN` | unset | bearer token sent to the orchestrator |
//! | `JWT_HS256_SECRET` | unset | HS256 secret (≥ 32 bytes), for development |
//! | `JWKS_URL` | unset | JWKS with RS256/ES256 keys, for production |
//! | `JWT_ISSUER` | unset | required `iss` when set |
//! | `JWT_AUDIENCE` | unset | required `aud` when set |
//! | `JWKS_REFRESH_SECS` | `300` | periodic JWKS refresh (an unknown `kid` refreshes early, at most every 10 s) |
//! | `JWT_LEEWAY_SECS` | `30` | clock skew tolerated on `exp`/`nbf` |
//! | `BOOTSTRAP_API_KEYS` | unset | `user_id=barb_sk_…[,…]`: API keys registered (hashed) at start-up |
//! | `CHAT_EVENTS_MAX_AGE_SECS` | `86400` | retention of `CHAT_EVENTS` (resume window) |
//! | `HEARTBEAT_MS` | `15000` | SSE heartbeat comment / WebSocket ping interval |
//! | `CLIENT_BUFFER_EVENTS` | `1024` | events buffered per client before it is disconnected as slow |
//! | `WS_MAX_SUBSCRIPTIONS` | `100` | conversations per WebSocket |
//! | `HISTORY_MAX_MESSAGES` | `40` | earlier messages sent with a new turn |
//! | `PERSIST_CONSUMER` | `gateway-persistence` | durable consumer shared by all instances |
//! | `PERSIST_CONCURRENCY` | `8` | events handled at once per instance |
//! | `PERSIST_ACK_WAIT_MS` | `30000` | redelivery of unacknowledged events |
//! | `PERSIST_MAX_RETRY_MS` | `10000` | longest back-off while Postgres is down |
//! | `STARTUP_WAIT_MS` | `30000` | how long start-up waits for dependencies before serving anyway |
//! | `SHUTDOWN_GRACE_MS` | `10000` | drain time after SIGTERM |
//! | `REQUEST_TIMEOUT_MS` | `15000` | longest wait for a response head; a hung dependency (Postgres stopped) answers 503 with `Retry-After` |
//! | `TURN_REAPER` | `true` | end turns that no orchestrator takes over ([`reaper`]) |
//! | `TURN_ORPHAN_TIMEOUT_MS` | `20000` | how long a turn may stay without a live orchestrator before it ends with `orphaned` |
//! | `TURN_SCAN_MS` | `500` | how often to look for orphaned turns |
//! | `RUST_LOG`, `LOG_FORMAT`, `OTEL_EXPORTER_OTLP_ENDPOINT` | | logging and tracing, as every service |
//!
//! With neither `JWT_HS256_SECRET` nor `JWKS_URL` set only API keys are
//! accepted (a warning is logged).
//!
//! # API keys
//!
//! Keys look like `barb_sk_<64 hex digits>` and are sent as
//! `Authorization: Bearer <key>` or `X-Api-Key: <key>`; only their SHA-256 is
//! stored. Create one with `gateway create-api-key --user-id svc-reports
//! [--name reports]` (needs `DATABASE_URL`; prints the key once), or register
//! operator-chosen keys at start-up with `BOOTSTRAP_API_KEYS`. Revoke with
//! `gateway revoke-api-key` (reads the key from stdin). In code:
//! [`auth::api_keys::create`], [`auth::api_keys::register`], [`auth::api_keys::revoke`].

#![recursion_limit = "256"]

pub mod app;
pub mod auth;
pub mod chat_stream;
pub mod config;
pub mod error;
pub mod events;
pub mod fanout;
pub mod http;
pub mod metrics;
pub mod orchestrator;
pub mod persistence;
pub mod reaper;
pub mod resume;
pub mod state;
pub mod store;
