//! gRPC adapter for the QueryEngine service.

use barb_common::error::{detail, status};
use barb_common::proto::query::v1::{
    ExecuteRequest, ExecuteResponse, GetBarsRequest, GetBarsResponse, GetFunctionReferenceRequest,
    GetFunctionReferenceResponse, ListInstrumentsRequest, ListInstrumentsResponse, query_engine_server::QueryEngine,
};

/// The QueryEngine gRPC service.
#[derive(Debug, Default, Clone)]
pub struct QueryEngineService;

fn pending(rpc: &str) -> tonic::Status {
    status(tonic::Code::Unimplemented, detail("unimplemented", format!("QueryEngine/{rpc} is not implemented yet"), ""))
}

#[tonic::async_trait]
impl QueryEngine for QueryEngineService {
    async fn execute(
        &self,
        _r: tonic::Request<ExecuteRequest>,
    ) -> Result<tonic::Response<ExecuteResponse>, tonic::Status> {
        Err(pending("Execute"))
    }
    async fn list_instruments(
        &self,
        _r: tonic::Request<ListInstrumentsRequest>,
    ) -> Result<tonic::Response<ListInstrumentsResponse>, tonic::Status> {
        Err(pending("ListInstruments"))
    }
    async fn get_function_reference(
        &self,
        _r: tonic::Request<GetFunctionReferenceRequest>,
    ) -> Result<tonic::Response<GetFunctionReferenceResponse>, tonic::Status> {
        Err(pending("GetFunctionReference"))
    }
    async fn get_bars(
        &self,
        _r: tonic::Request<GetBarsRequest>,
    ) -> Result<tonic::Response<GetBarsResponse>, tonic::Status> {
        Err(pending("GetBars"))
    }
}
