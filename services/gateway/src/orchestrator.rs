//! The chat-orchestrator client: starts and cancels turns. The channel
//! connects lazily and every call carries `traceparent` and the internal token.
//!
//! # gRPC errors as HTTP errors
//!
//! The orchestrator fails with a gRPC status carrying the standard
//! `google.rpc` details (`barb_common::error`); HTTP clients get the
//! gateway's own body `{"error", "code", "request_id"}` instead:
//!
//! | gRPC status | HTTP | `code` | `error` |
//! |---|---|---|---|
//! | ALREADY_EXISTS (`turn_running`) | 409 | `TURN_IN_PROGRESS` | fixed text |
//! | INVALID_ARGUMENT, FAILED_PRECONDITION, OUT_OF_RANGE | 422 | `VALIDATION_ERROR` | the status message |
//! | UNAVAILABLE, DEADLINE_EXCEEDED, RESOURCE_EXHAUSTED, CANCELLED | 503 | `SERVICE_UNAVAILABLE` | "retry later" (cause logged) |
//! | anything else | 500 | `INTERNAL_ERROR` | generic (cause logged) |
//!
//! The HTTP `code` is the gateway's vocabulary, not `ErrorInfo.reason`: HTTP
//! clients branch on a handful of codes, and the orchestrator's reasons (and
//! any location in `BadRequest`) stay internal; the message a person needs is
//! carried in `error`.

use std::time::Duration;

use barb_common::{
    client::ContextInterceptor,
    client_lb::{BalanceError, DEFAULT_REFRESH, balanced_channel},
    error::detail_of,
    proto::chat::v1::{CancelTurnRequest, StartTurnRequest, chat_orchestrator_client::ChatOrchestratorClient},
};
use tonic::{Code, codegen::InterceptedService, transport::Channel};

use crate::error::ApiError;

type Client = ChatOrchestratorClient<InterceptedService<Channel, ContextInterceptor>>;

/// Retries of a StartTurn answered UNAVAILABLE.
const START_RETRIES: u32 = 3;

/// Why the orchestrator did not do what was asked.
#[derive(Debug, thiserror::Error)]
pub enum OrchestratorError {
    /// A turn is already running in this conversation.
    #[error("a turn is already running in this conversation")]
    TurnRunning,
    /// The request was refused as invalid.
    #[error("{0}")]
    Rejected(String),
    /// Down, overloaded or too slow.
    #[error("the chat service is unavailable: {0}")]
    Unavailable(String),
    /// Anything else.
    #[error("the chat service failed: {0}")]
    Failed(String),
}

impl From<tonic::Status> for OrchestratorError {
    fn from(s: tonic::Status) -> Self {
        let message = detail_of(&s).map(|d| d.message).unwrap_or_else(|| s.message().to_string());
        match s.code() {
            Code::AlreadyExists => Self::TurnRunning,
            Code::InvalidArgument | Code::FailedPrecondition | Code::OutOfRange => Self::Rejected(message),
            Code::Unavailable | Code::DeadlineExceeded | Code::ResourceExhausted | Code::Cancelled => {
                Self::Unavailable(message)
            }
            code => Self::Failed(format!("{code:?}: {message}")),
        }
    }
}

impl From<OrchestratorError> for ApiError {
    fn from(e: OrchestratorError) -> Self {
        match e {
            OrchestratorError::TurnRunning => ApiError::conflict("TURN_IN_PROGRESS", e.to_string()),
            OrchestratorError::Rejected(m) => ApiError::validation(m),
            OrchestratorError::Unavailable(m) => {
                tracing::warn!(cause = %m, "chat-orchestrator unavailable");
                ApiError::unavailable("the chat service is unavailable; retry later")
            }
            OrchestratorError::Failed(m) => ApiError::internal("calling the chat service", &m),
        }
    }
}

/// A client of the ChatOrchestrator service.
#[derive(Clone)]
pub struct Orchestrator {
    client: Client,
    timeout: Duration,
}

impl Orchestrator {
    /// A lazily connecting client of `addr` (`http://host:port`), balanced
    /// over every address the host resolves to (a headless Service's pods).
    pub fn new(addr: &str, token: Option<&str>, timeout: Duration) -> Result<Self, BalanceError> {
        let channel = balanced_channel(addr, Duration::from_secs(5), DEFAULT_REFRESH)?;
        Ok(Self { client: ChatOrchestratorClient::with_interceptor(channel, ContextInterceptor::new(token)), timeout })
    }

    /// Starts a turn; returns its id. A replica that is shutting down (or
    /// unreachable) answers UNAVAILABLE; the call is retried (the turn id makes
    /// it idempotent) so another replica takes it.
    pub async fn start_turn(&self, req: StartTurnRequest) -> Result<String, OrchestratorError> {
        let mut attempt = 0;
        loop {
            let mut call = tonic::Request::new(req.clone());
            call.set_timeout(self.timeout);
            match self.client.clone().start_turn(call).await {
                Ok(resp) => return Ok(resp.into_inner().turn_id),
                Err(s) if s.code() == Code::Unavailable && attempt < START_RETRIES && !req.turn_id.is_empty() => {
                    attempt += 1;
                    tracing::info!(attempt, error = %s.message(), "StartTurn unavailable; retrying on another replica");
                    tokio::time::sleep(Duration::from_millis(150 * u64::from(attempt))).await;
                }
                Err(s) => return Err(s.into()),
            }
        }
    }

    /// Cancels a turn; false when it was unknown or already finished.
    pub async fn cancel_turn(&self, turn_id: &str) -> Result<bool, OrchestratorError> {
        let mut req = tonic::Request::new(CancelTurnRequest { turn_id: turn_id.to_string() });
        req.set_timeout(self.timeout);
        Ok(self.client.clone().cancel_turn(req).await?.into_inner().cancelled)
    }
}
