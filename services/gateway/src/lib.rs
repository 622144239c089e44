//! The HTTP gateway: the only thing clients talk to. Any number of instances
//! run behind a load balancer; they share Postgres and NATS and hold no state
//! a client depends on.
//!
//! - **API** ([`http`]): conversations (create/list/get/delete, paginated),
//!   messages, `POST /v1/conversations/{id}/messages` (stores the message,
//!   calls `StartTurn`, answers 202 with the turn id and a stream URL),
//!   `POST /v1/turns/{id}/cancel`, Server-Sent Events at
//!   `GET /v1/conversations/{id}/events`, a multiplexed WebSocket at
//!   `GET /v1/ws`, `/healthz`, `/readyz`, `/openapi.json` (`/metrics` is on the
//!   internal `METRICS_ADDR` listener); for the
//!   console also `/v1/session` (sign in/out), `/v1/instruments` (list and
//!   search), `/v1/instruments/{symbol}/bars` (OHLCV for charts, from the
//!   query-engine) and `/v1/usage` (the caller's tokens and cost).
//!   Errors are `{"error", "code", "request_id"}`; how the orchestrator's gRPC
//!   errors map to them is in [`orchestrator`]. The OpenAPI document is
//!   checked against the router ([`http::routes`]) and, end to end, every
//!   response against its schema.
//! - **Web console** ([`console`]): a single-page app at `/` (plain ES
//!   modules, vendored minified libraries, no build step) embedded in the
//!   binary, with a strict Content-Security-Policy. Chat with streamed
//!   markdown, stop, resume after reload, tool calls, tables, charts and
//!   evidence; instruments with candlestick charts; usage.
//! - **Auth** ([`auth`]): bearer JWTs (HS256 for development, RS256/ES256
//!   from a cached JWKS in production) and SHA-256-hashed API keys for
//!   service accounts; browsers exchange either for a same-origin session
//!   cookie (HttpOnly, SameSite=Strict, CSRF token on writes, ending with the
//!   credential: [`auth::session`]). Everything is scoped to the caller's
//!   user id; other users' resources answer 404.
//! - **Fan-out** ([`fanout`], [`resume`]): one ordered JetStream consumer per
//!   instance pushes live events to that instance's clients through bounded
//!   buffers; a client resuming with `Last-Event-ID` on any instance gets the
//!   missed events from JetStream, then live ones, without gap or duplicate.
//!   Each event is rendered once and shared by all its clients; frames carry
//!   its publish time, and `gateway_event_delivery_seconds` measures publish →
//!   hand-over per delivery. Measured capacity and the load tool:
//!   `deploy/loadtest/README.md`.
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
//! | `LISTEN_ADDR` | `0.0.0.0:8080` | HTTP address (API and probes) |
//! | `METRICS_ADDR` | `0.0.0.0:9155` | internal `/metrics` listener (`off` disables; an address that cannot be bound, e.g. taken by another instance on the host, stops start-up); never on the public port |
//! | `NATS_USER`, `NATS_PASSWORD[_FILE]` | required | the gateway's NATS login (may only read chat events) |
//! | `USER_ASSERTION_SIGNING_KEY[_FILE]` | required | Ed25519 key signing the user assertion of every orchestrator call |
//! | `USER_ASSERTION_TTL_SECS` | `600` | assertion lifetime |
//! | `RATE_LIMIT_USER_RPS` / `_BURST`, `RATE_LIMIT_GLOBAL_RPS` / `_BURST` | `20`/`40`, `1000`/`2000` | request rate limits (429 + `Retry-After`), see [`limits`] |
//! | `MAX_STREAMS_PER_USER` / `MAX_STREAMS_TOTAL` | `16` / `10000` | open SSE + WebSocket streams |
//! | `MAX_BODY_BYTES` | `65536` | request body cap (413) |
//! | `WS_MAX_FRAME_BYTES` / `WS_MAX_MESSAGE_BYTES` | `16384` / `65536` | WebSocket frame / reassembled message caps |
//! | `STREAM_REVALIDATE_MS` | `15000` | how often one sweep re-checks every open stream's credential and conversation (a few batched queries per sweep, [`session_end`]) |
//! | `DATABASE_URL` | required | PostgreSQL; migrations run at start-up |
//! | `DATABASE_MAX_CONNECTIONS` | `16` | pool size |
//! | `NATS_URL` | `nats://127.0.0.1:4222` | NATS with JetStream |
//! | `ORCHESTRATOR_ADDR` | `http://127.0.0.1:50054` | chat-orchestrator gRPC: a name resolving to every replica (a headless Service) or a comma-separated list of replicas; StartTurn/CancelTurn are retried on another replica when one is gone, shutting down or hung (`gateway_orchestrator_retries_total`) |
//! | `ORCHESTRATOR_TIMEOUT_MS` | `10000` | deadline of StartTurn / CancelTurn, retries included (one attempt gets a third of it) |
//! | `QUERY_ENGINE_ADDR` | `http://127.0.0.1:50051` | query-engine gRPC (instruments and chart bars) |
//! | `QUERY_ENGINE_TIMEOUT_MS` | `10000` | deadline of ListInstruments / GetBars |
//! | `INTERNAL_AUTH_TOKEN[_FILE]` | this and/or mTLS required | bearer token sent to the orchestrator and the query-engine (`BARB_INSECURE_DEV=true` allows none) |
//! | `INTERNAL_TLS_CERT_FILE`, `_KEY_FILE`, `_CA_FILE` | unset | mutual TLS to the orchestrator and the query-engine with this certificate; reloaded on change (`barb_common::tls`) |
//! | `PGPASSFILE` | unset | the password of `DATABASE_URL`'s login (mode 0600, checked at start-up) |
//! | `JWT_HS256_SECRET` | unset | HS256 secret (≥ 32 bytes), for development |
//! | `JWKS_URL` | unset | JWKS with RS256/ES256 keys, for production |
//! | `JWT_ISSUER` | required with JWT auth | required `iss` (start-up fails without it when a JWT secret or JWKS is set) |
//! | `JWT_AUDIENCE` | required with JWT auth | required `aud` (likewise) |
//! | `JWKS_REFRESH_SECS` | `300` | periodic JWKS refresh (an unknown `kid` refreshes early, at most every 10 s) |
//! | `JWT_LEEWAY_SECS` | `30` | clock skew tolerated on `exp`/`nbf` |
//! | `BOOTSTRAP_API_KEYS` | unset | `user_id=barb_sk_…[,…]`: API keys registered (hashed) at start-up |
//! | `SESSION_MAX_AGE_SECS` | `43200` | longest browser session (API-key sessions last this long; JWT sessions end at `exp`, capped by it) |
//! | `SESSION_COOKIE_SECURE` | `auto` | `Secure` on the session cookie: `auto` (when `X-Forwarded-Proto: https`), `always`, `never` |
//! | `CHAT_EVENTS_MAX_AGE_SECS` | `86400` | retention of `CHAT_EVENTS` (resume window) |
//! | `HEARTBEAT_MS` | `15000` | SSE heartbeat comment / WebSocket ping interval |
//! | `CLIENT_BUFFER_EVENTS` | `1024` | events buffered per client before it is disconnected as slow |
//! | `WS_MAX_SUBSCRIPTIONS` | `100` | conversations per WebSocket |
//! | `HISTORY_MAX_MESSAGES` | `40` | earlier messages sent with a new turn (only those after the stored conversation summary; keep it ≥ the orchestrator's `HISTORY_SUMMARY_AFTER`) |
//! | `PERSIST_CONSUMER` | `gateway-persistence` | durable consumer shared by all instances |
//! | `PERSIST_CONCURRENCY` | `8` | events handled at once per instance |
//! | `PERSIST_ACK_WAIT_MS` | `30000` | redelivery of unacknowledged events |
//! | `PERSIST_MAX_RETRY_MS` | `10000` | longest back-off while Postgres is down |
//! | `STARTUP_WAIT_MS` | `30000` | how long start-up waits for dependencies before serving anyway |
//! | `SHUTDOWN_GRACE_MS` | `10000` | drain time after SIGTERM |
//! | `SHUTDOWN_DELAY_MS` | `0` | after SIGTERM, `/readyz` fails but streams keep flowing this long (set ~5000 behind a load balancer), then streams end and clients resume elsewhere |
//! | `REQUEST_TIMEOUT_MS` | `15000` | longest wait for a response head; a hung dependency (Postgres stopped) answers 503 with `Retry-After` |
//! | `TURN_REAPER` | `true` | end turns that no orchestrator takes over, and turns whose message was stored but that never started (`not_started`, after `ORCHESTRATOR_TIMEOUT_MS` + `TURN_ORPHAN_TIMEOUT_MS`) ([`reaper`]) |
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
pub mod console;
pub mod error;
pub mod events;
pub mod fanout;
pub mod http;
pub mod limits;
pub mod listener;
pub mod market;
pub mod memory;
pub mod metrics;
pub mod orchestrator;
pub mod persistence;
pub mod reaper;
pub mod resume;
pub mod session_end;
pub mod state;
pub mod store;
pub mod turn_start;
