//! gRPC adapter for the Backtest service.

use barb_common::error::{detail, status};
use barb_common::proto::backtest::v1::{RunRequest, RunResponse, backtest_server::Backtest};

/// The Backtest gRPC service.
#[derive(Debug, Default, Clone)]
pub struct BacktestService;

#[tonic::async_trait]
impl Backtest for BacktestService {
    async fn run(&self, _req: tonic::Request<RunRequest>) -> Result<tonic::Response<RunResponse>, tonic::Status> {
        Err(status(
            tonic::Code::Unimplemented,
            detail("unimplemented", "Backtest/Run is not implemented yet", "the simulation engine is pending"),
        ))
    }
}
