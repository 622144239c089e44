//! Generated protobuf and gRPC code, one module per package.

#![allow(clippy::all, missing_docs)]

/// `barb.common.v1`: typed tables, values, error detail.
pub mod common {
    pub mod v1 {
        tonic::include_proto!("barb.common.v1");
    }
}
/// `barb.query.v1`: the QueryEngine service.
pub mod query {
    pub mod v1 {
        tonic::include_proto!("barb.query.v1");
    }
}
/// `barb.backtest.v1`: the Backtest service.
pub mod backtest {
    pub mod v1 {
        tonic::include_proto!("barb.backtest.v1");
    }
}
/// `barb.receipts.v1`: the ReceiptsQuery service.
pub mod receipts {
    pub mod v1 {
        tonic::include_proto!("barb.receipts.v1");
    }
}
/// `barb.chat.v1`: the ChatOrchestrator service and chat events.
pub mod chat {
    pub mod v1 {
        tonic::include_proto!("barb.chat.v1");
    }
}

/// Encoded `FileDescriptorSet` of every Barb proto, served by reflection.
pub const FILE_DESCRIPTOR_SET: &[u8] = tonic::include_file_descriptor_set!("barb_descriptor");
