//! The HTTP gateway: auth, conversations, SSE/WebSocket fan-out of chat
//! events from NATS, and persistence in Postgres.
//!
//! This crate currently serves the operational endpoints (`/healthz`,
//! `/readyz`, `/metrics`); the conversation API lands with the gateway issue.

pub mod app;
