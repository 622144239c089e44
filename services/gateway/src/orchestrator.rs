//! The chat-orchestrator client: starts and cancels turns. The channel
//! connects lazily and every call carries `traceparent`, the internal token and
//! a user assertion signed for this call (user, conversation, turn, audience;
//! see `barb_common::assertion`) — the orchestrator trusts no bare user id.
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
//! | RESOURCE_EXHAUSTED (`too_many_turns`, `overloaded`) | 429 + `Retry-After` | `TOO_MANY_TURNS` | the status message |
//! | UNAVAILABLE, DEADLINE_EXCEEDED, CANCELLED | 503 | `SERVICE_UNAVAILABLE` | "retry later" (cause logged) |
//! | anything else | 500 | `INTERNAL_ERROR` | generic (cause logged) |
//!
//! The HTTP `code` is the gateway's vocabulary, not `ErrorInfo.reason`: HTTP
//! clients branch on a handful of codes, and the orchestrator's reasons (and
//! any location in `BadRequest`) stay internal; the message a person needs is
//! carried in `error`.

use std::time::Duration;

use barb_common::{
    assertion::{self, Issuer, Subject},
    client::{ContextInterceptor, traced},
    client_lb::{BalanceError, DEFAULT_REFRESH, service_channel},
    error::detail_of,
    proto::chat::v1::{CancelTurnRequest, StartTurnRequest, chat_orchestrator_client::ChatOrchestratorClient},
    tls::InternalTls,
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
    /// Too many turns in flight (for this user or in total).
    #[error("{0}")]
    TooMany(String, Duration),
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
            Code::ResourceExhausted => {
                let retry = detail_of(&s).and_then(|d| d.retry_after).unwrap_or(Duration::from_secs(1));
                Self::TooMany(message, retry)
            }
            Code::Unavailable | Code::DeadlineExceeded | Code::Cancelled => Self::Unavailable(message),
            code => Self::Failed(format!("{code:?}: {message}")),
        }
    }
}

impl From<OrchestratorError> for ApiError {
    fn from(e: OrchestratorError) -> Self {
        match e {
            OrchestratorError::TurnRunning => ApiError::conflict("TURN_IN_PROGRESS", e.to_string()),
            OrchestratorError::TooMany(m, retry) => {
                crate::metrics::LIMITED.with_label_values(&["turns"]).inc();
                ApiError::too_many("TOO_MANY_TURNS", m, retry)
            }
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
    assertions: Issuer,
}

impl Orchestrator {
    /// A lazily connecting client of `addr` (`http://host:port`), balanced
    /// over every address the host resolves to (a headless Service's pods).
    pub fn new(
        addr: &str,
        token: Option<&str>,
        tls: Option<&InternalTls>,
        timeout: Duration,
        assertions: Issuer,
    ) -> Result<Self, BalanceError> {
        let channel = service_channel(addr, Duration::from_secs(5), DEFAULT_REFRESH, tls)?;
        let client = ChatOrchestratorClient::with_interceptor(channel, ContextInterceptor::new(token));
        Ok(Self { client, timeout, assertions })
    }

    fn request<T>(&self, msg: T, subject: &Subject, audience: &[&str]) -> Result<tonic::Request<T>, OrchestratorError> {
        let mut req = tonic::Request::new(msg);
        req.set_timeout(self.timeout);
        assertion::attach(&mut req, &self.assertions.issue(subject, audience))
            .map_err(|e| OrchestratorError::Failed(e.to_string()))?;
        Ok(req)
    }

    /// Starts a turn for `req.user_id`; returns its id. The assertion is
    /// addressed to the orchestrator and to receipts-query, which the turn's
    /// tools call on the user's behalf. A replica that is shutting down (or
    /// unreachable) answers UNAVAILABLE; the call is retried (the turn id
    /// makes it idempotent) so another replica takes it.
    pub async fn start_turn(&self, req: StartTurnRequest) -> Result<String, OrchestratorError> {
        let subject = Subject {
            user_id: req.user_id.clone(),
            conversation_id: req.conversation_id.clone(),
            turn_id: req.turn_id.clone(),
        };
        let mut attempt = 0;
        loop {
            let call = self.request(req.clone(), &subject, &[assertion::AUD_ORCHESTRATOR, assertion::AUD_RECEIPTS])?;
            let mut client = self.client.clone();
            match traced("barb.chat.v1.ChatOrchestrator/StartTurn", client.start_turn(call)).await {
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

    /// Cancels `user`'s turn in `conversation_id`; false when it was unknown or already finished.
    pub async fn cancel_turn(
        &self,
        user: &str,
        conversation_id: &str,
        turn_id: &str,
    ) -> Result<bool, OrchestratorError> {
        let subject = Subject {
            user_id: user.to_string(),
            conversation_id: conversation_id.to_string(),
            turn_id: turn_id.to_string(),
        };
        let req =
            self.request(CancelTurnRequest { turn_id: turn_id.to_string() }, &subject, &[assertion::AUD_ORCHESTRATOR])?;
        let mut client = self.client.clone();
        Ok(traced("barb.chat.v1.ChatOrchestrator/CancelTurn", client.cancel_turn(req)).await?.into_inner().cancelled)
    }
}

#[cfg(test)]
mod tests {
    use barb_common::error::{detail, status};

    use super::*;

    #[test]
    fn too_many_turns_is_429_with_the_orchestrators_retry_delay() {
        let st = status(
            Code::ResourceExhausted,
            detail("too_many_turns", "this user already has 4 turns in flight", "wait")
                .retry_after(Duration::from_millis(1500)),
        );
        let e = ApiError::from(OrchestratorError::from(st));
        assert_eq!((e.status.as_u16(), e.code, e.retry_after), (429, "TOO_MANY_TURNS", Some(2)));
        assert!(e.message.contains("4 turns"), "{}", e.message);
        let e = ApiError::from(OrchestratorError::from(tonic::Status::unavailable("down")));
        assert_eq!((e.status.as_u16(), e.retry_after), (503, None));
    }
}
