//! The generated protobuf messages and gRPC clients/servers of every Barb
//! service, one module per package: `common::v1`, `query::v1`,
//! `backtest::v1`, `receipts::v1`, `chat::v1`, `tools::v1`.
//!
//! The build script compiles every `.proto` under the repository's `proto/`
//! directory, so adding a file (or a package) there is all it takes. The
//! crate depends on prost and tonic only; the server bootstrap, telemetry and
//! the error contract live in `barb-common`, which re-exports this crate as
//! `barb_common::proto`.
//!
//! Naming and compatibility rules are checked by `buf` (`buf.yaml` at the
//! repository root, run by `deploy/proto-check.sh`).

#![allow(clippy::all, missing_docs)]

mod generated {
    include!(concat!(env!("OUT_DIR"), "/barb_packages.rs"));
}

pub use generated::barb::*;

/// Encoded `FileDescriptorSet` of every Barb proto, served by reflection.
pub const FILE_DESCRIPTOR_SET: &[u8] = tonic::include_file_descriptor_set!("barb_descriptor");
