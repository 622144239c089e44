//! Backtests of rule-based strategies written in Barb expressions.
//!
//! The simulation lands with the backtest issue; until then the gRPC service
//! answers every call with UNIMPLEMENTED and a clear message.

pub mod service;
