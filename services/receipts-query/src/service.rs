//! gRPC adapter for the ReceiptsQuery service.

use barb_common::error::{detail, status};
use barb_common::proto::receipts::v1::{
    DescribeDataRequest, DescribeDataResponse, QueryRequest, QueryResponse, receipts_query_server::ReceiptsQuery,
};

/// The ReceiptsQuery gRPC service.
#[derive(Debug, Clone)]
pub struct ReceiptsService {
    /// Connection pool (lazy: the service starts even while Postgres is down).
    pub pool: sqlx::PgPool,
}

fn pending(rpc: &str) -> tonic::Status {
    status(
        tonic::Code::Unimplemented,
        detail(
            "unimplemented",
            format!("ReceiptsQuery/{rpc} is not implemented yet"),
            "the receipts query layer is pending",
        ),
    )
}

#[tonic::async_trait]
impl ReceiptsQuery for ReceiptsService {
    async fn describe_data(
        &self,
        _req: tonic::Request<DescribeDataRequest>,
    ) -> Result<tonic::Response<DescribeDataResponse>, tonic::Status> {
        Err(pending("DescribeData"))
    }

    async fn query(&self, _req: tonic::Request<QueryRequest>) -> Result<tonic::Response<QueryResponse>, tonic::Status> {
        Err(pending("Query"))
    }
}
