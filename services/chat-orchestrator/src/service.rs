//! gRPC adapter for the ChatOrchestrator service.

use std::pin::Pin;

use barb_common::error::{detail, status};
use barb_common::proto::chat::v1::{
    CancelTurnRequest, CancelTurnResponse, ChatEvent, StartTurnRequest, StartTurnResponse,
    chat_orchestrator_server::ChatOrchestrator,
};

/// The ChatOrchestrator gRPC service.
#[derive(Clone)]
pub struct OrchestratorService {
    /// NATS connection for publishing chat events.
    pub nats: async_nats::Client,
}

fn pending(rpc: &str) -> tonic::Status {
    status(
        tonic::Code::Unimplemented,
        detail("unimplemented", format!("ChatOrchestrator/{rpc} is not implemented yet"), "the tool loop is pending"),
    )
}

#[tonic::async_trait]
impl ChatOrchestrator for OrchestratorService {
    async fn start_turn(
        &self,
        _req: tonic::Request<StartTurnRequest>,
    ) -> Result<tonic::Response<StartTurnResponse>, tonic::Status> {
        Err(pending("StartTurn"))
    }

    type StreamTurnStream = Pin<Box<dyn futures::Stream<Item = Result<ChatEvent, tonic::Status>> + Send>>;

    async fn stream_turn(
        &self,
        _req: tonic::Request<StartTurnRequest>,
    ) -> Result<tonic::Response<Self::StreamTurnStream>, tonic::Status> {
        Err(pending("StreamTurn"))
    }

    async fn cancel_turn(
        &self,
        _req: tonic::Request<CancelTurnRequest>,
    ) -> Result<tonic::Response<CancelTurnResponse>, tonic::Status> {
        Err(pending("CancelTurn"))
    }
}
