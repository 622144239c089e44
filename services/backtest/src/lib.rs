//! Backtests of rule-based strategies written in Barb expressions, with exits
//! resolved minute by minute inside each bar.
//!
//! The `barb_script` crate supplies everything about data and expressions —
//! market loading, sessions, periods, resampling, and the expression
//! compiler — so a strategy's `entry` means exactly what the same text means
//! in `run_query`. This crate adds:
//! [`strategy`] (the `run_backtest` input, validated up front),
//! [`market`] (bars as plain arrays, minute rows read in place from barb-script's bar cache),
//! [`cache`] (prepared bars, minute maps and entry signals, kept in that bar cache),
//! [`signals`] (entry conditions computed in parts, so sweeps share indicators),
//! [`simulate`] (one position at a time; the exit rules),
//! [`trade`] and [`stats`] (records and trading statistics, sent to callers
//! as `metrics`),
//! [`report`] (model text, equity curve, UI card),
//! [`backtester`] (one run end to end), [`limits`] (a call's time budget
//! and result caps), [`service`] (the gRPC adapter, computing on the bounded
//! pool of `barb_common::compute`) and [`tool`] (what the chat model is told
//! about `run_backtest`, served over `barb.tools.v1`). Cooperative
//! cancellation is `barb_common::deadline`'s [`Guard`], polled between bars.
//! The rules and every statistic's formula are documented in the crate's README.

pub mod backtester;
pub mod cache;
pub mod compare;
pub mod error;
pub mod limits;
pub mod market;
pub mod metrics;
pub mod multiple_testing;
pub mod portfolio;
pub mod report;
pub mod service;
pub mod signals;
pub mod simulate;
pub mod stats;
pub mod strategy;
pub mod sweep;
pub mod tool;
pub mod trade;

pub use backtester::{BacktestOutput, Backtester};
pub use barb_common::deadline::Guard;
pub use error::BacktestError;
pub use strategy::BacktestInput;
