//! What every Barb service shares: the generated protobuf code ([`proto`]),
//! configuration from the environment ([`config`]), logging/tracing/metrics
//! ([`telemetry`], [`metrics`]), the typed error detail carried in gRPC
//! statuses ([`error`]), client channels ([`client`]), the one gRPC server
//! bootstrap ([`server`]) so that health, reflection, auth, tracing and
//! graceful shutdown behave identically everywhere, and the one reader of
//! JSON input ([`input`]: unknown keys, error locations, "did you mean").

pub mod client;
pub mod client_lb;
pub mod config;
pub mod error;
pub mod input;
pub mod metrics;
#[cfg(feature = "postgres")]
pub mod migrations;
pub mod proto;
pub mod server;
pub mod telemetry;

pub use error::{ErrorDetail, ServiceError};
