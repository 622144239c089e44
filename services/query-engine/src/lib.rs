//! Barb Script: a JSON query language over 1-minute OHLCV bars, on polars.

pub mod service;
