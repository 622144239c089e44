//! Barb Script: a JSON query language over 1-minute OHLCV bars, on polars.
//!
//! The crate is split the way a query flows:
//! [`query`] parses and schema-checks the JSON, [`expr`] parses, type-checks
//! and compiles expressions, [`pipeline`] plans (validates everything) and runs
//! session → period → resample → map → where → group/select → sort → limit, and
//! [`result`] shapes the answer (summary, table, evidence rows, model text).
//! [`data`], [`instrument`], [`calendar`], [`session`], [`period`] and
//! [`resample`] hold the market-data model, [`sample`] generates synthetic
//! data, [`functions`] is the function library, [`engine`] owns the loaded
//! markets, [`service`] is the gRPC adapter and [`tool`] holds what the chat
//! model is told about `run_query` and `function_reference` (served over
//! `barb.tools.v1.ToolCatalogService`).

pub mod calendar;
pub mod data;
pub mod engine;
pub mod error;
pub mod expr;
pub mod functions;
pub mod instrument;
pub mod period;
pub mod pipeline;
pub mod query;
pub mod resample;
pub mod result;
pub mod sample;
pub mod service;
pub mod session;
pub mod tool;

pub use engine::Engine;
pub use error::{ErrorCode, QueryError};
