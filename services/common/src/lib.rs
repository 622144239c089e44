//! What every Barb service shares: the generated protobuf code ([`proto`],
//! re-exported from the `barb-proto` crate),
//! configuration from the environment ([`config`]), logging/tracing/metrics
//! ([`telemetry`], [`metrics`]), the error contract of every RPC in the gRPC
//! standard ([`error`]), client channels ([`client`]), the serving side of
//! model tool definitions ([`tool_catalog`]), the one reader of JSON input
//! ([`input`]: unknown keys, error locations, "did you mean"), what a client
//! shows after a turn's events ([`transcript`]) and the one
//! gRPC server bootstrap ([`server`]) so that health, reflection, auth,
//! tracing and graceful shutdown behave identically everywhere. The engines
//! run their CPU work on a bounded [`compute`] pool under server-side
//! [`deadline`]s. Behind
//! features: the chat events JetStream contract ([`chat_events`],
//! `jetstream`), durable turns shared by every instance ([`turn_state`],
//! `jetstream`) and embedded Postgres migrations with start-up retry
//! ([`migrations`], `postgres`), and NATS log-in with per-service credentials
//! ([`nats_connect`], `jetstream`). Security: secrets from the environment or
//! files, placeholder rejection and the insecure-dev switch ([`secrets`]), and
//! the user assertions that carry a user's identity across hops ([`assertion`]),
//! mutual TLS between services with reloading certificates ([`tls`]; issuing
//! them: [`certs`], feature `certs`).

pub mod assertion;
pub mod calendar;
#[cfg(feature = "certs")]
pub mod certs;
#[cfg(feature = "jetstream")]
pub mod chat_events;
pub mod client;
pub mod client_lb;
pub mod compute;
pub mod config;
pub mod deadline;
pub mod error;
pub mod heap;
pub mod input;
pub mod metrics;
#[cfg(feature = "postgres")]
pub mod migrations;
#[cfg(feature = "jetstream")]
pub mod nats_connect;
#[cfg(feature = "postgres")]
pub mod postgres;
pub mod secrets;
pub mod server;
pub mod telemetry;
pub mod tls;
pub mod tool_catalog;
pub mod transcript;
#[cfg(feature = "jetstream")]
pub mod turn_state;

/// The generated protobuf code (the `barb-proto` crate), re-exported so
/// services name one dependency for the wire types and the server around them.
pub use barb_proto as proto;

pub use error::{ErrorDetail, ServiceError};
