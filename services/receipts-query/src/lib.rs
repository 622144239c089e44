//! Safe, whitelisted queries over the Postgres receipts database.
//!
//! `describe_data` and `query` land with the receipts issue; until then the
//! gRPC service answers with UNIMPLEMENTED and a clear message.

pub mod service;
