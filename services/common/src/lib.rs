//! What every Barb service shares: the generated protobuf code ([`proto`],
//! re-exported from the `barb-proto` crate),
//! configuration from the environment ([`config`]), logging/tracing/metrics
//! ([`telemetry`], [`metrics`]), the error contract of every RPC in the gRPC
//! standard ([`error`]), client channels ([`client`]), the serving side of
//! model tool definitions ([`tool_catalog`]), the one reader of JSON input
//! ([`input`]: unknown keys, error locations, "did you mean") and the one
//! gRPC server bootstrap ([`server`]) so that health, reflection, auth,
//! tracing and graceful shutdown behave identically everywhere. The engines
//! run their CPU work on a bounded [`compute`] pool under server-side
//! [`deadline`]s. Behind
//! features: the chat events JetStream contract ([`chat_events`],
//! `jetstream`) and embedded Postgres migrations with start-up retry
//! ([`migrations`], `postgres`).

#[cfg(feature = "jetstream")]
pub mod chat_events;
pub mod client;
pub mod client_lb;
pub mod compute;
pub mod config;
pub mod deadline;
pub mod error;
pub mod input;
pub mod metrics;
#[cfg(feature = "postgres")]
pub mod migrations;
#[cfg(feature = "postgres")]
pub mod postgres;
pub mod server;
pub mod telemetry;
pub mod tool_catalog;

/// The generated protobuf code (the `barb-proto` crate), re-exported so
/// services name one dependency for the wire types and the server around them.
pub use barb_proto as proto;

pub use error::{ErrorDetail, ServiceError};
