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

/// Most attempts of one StartTurn/CancelTurn. Calls are balanced over the
/// replicas per attempt, so a retry usually reaches another one.
const MAX_ATTEMPTS: u32 = 6;
/// Share of the call's deadline one attempt may take: a replica that hangs
/// (stopped, partitioned) costs a third of it, and the rest goes to others.
const ATTEMPT_SHARE: u32 = 3;

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

/// A StartTurn that failed.
#[derive(Debug)]
pub struct StartFailed {
    /// Why.
    pub error: OrchestratorError,
    /// Some attempt timed out or broke mid-call: it may have reached a
    /// replica that admitted the turn, which then runs (taken over if that
    /// replica died) although the call failed.
    pub in_doubt: bool,
}

impl StartFailed {
    fn refused(error: OrchestratorError) -> Self {
        Self { error, in_doubt: false }
    }
}

/// The last status of a retried call, and whether any attempt was in doubt.
struct CallFailed {
    status: tonic::Status,
    in_doubt: bool,
}

/// A client of the ChatOrchestrator service.
#[derive(Clone)]
pub struct Orchestrator {
    client: Client,
    timeout: Duration,
    assertions: Issuer,
}

impl Orchestrator {
    /// A lazily connecting client of `addr` (`http://host:port`, or a
    /// comma-separated list of replicas), balanced over every address the
    /// hosts resolve to (a headless Service's pods), over mTLS when `tls` is given.
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

    fn request<T>(
        &self,
        msg: T,
        subject: &Subject,
        audience: &[&str],
        timeout: Duration,
    ) -> Result<tonic::Request<T>, OrchestratorError> {
        let mut req = tonic::Request::new(msg);
        req.set_timeout(timeout);
        assertion::attach(&mut req, &self.assertions.issue(subject, audience))
            .map_err(|e| OrchestratorError::Failed(e.to_string()))?;
        Ok(req)
    }

    /// Runs `call` (idempotent) until it succeeds, fails for a reason a retry
    /// cannot change, or the call's deadline is spent. An attempt that finds
    /// its replica gone (UNAVAILABLE: refused, reset, shutting down) or hung
    /// (its share of the deadline passed) is retried at once on the balanced
    /// channel, so one dead or stopped replica among several costs a retry,
    /// not the request.
    async fn with_retries<T, F, Fut>(&self, what: &'static str, mut call: F) -> Result<T, CallFailed>
    where
        F: FnMut(Client, Duration) -> Fut,
        Fut: std::future::Future<Output = Result<T, tonic::Status>>,
    {
        let deadline = tokio::time::Instant::now() + self.timeout;
        let share = (self.timeout / ATTEMPT_SHARE).max(Duration::from_millis(200));
        let mut attempt = 0;
        let mut in_doubt = false;
        loop {
            attempt += 1;
            let left = deadline.saturating_duration_since(tokio::time::Instant::now());
            let timeout = share.min(left).max(Duration::from_millis(50));
            let result = tokio::time::timeout(timeout, call(self.client.clone(), timeout))
                .await
                .unwrap_or_else(|_| Err(tonic::Status::deadline_exceeded("attempt timed out")));
            // A status without our error details was not decided by a replica's
            // handler: the call timed out or broke, maybe after it was carried out.
            in_doubt |= result.as_ref().is_err_and(|s| detail_of(s).is_none());
            match result {
                Err(s) if retryable(&s) && attempt < MAX_ATTEMPTS && tokio::time::Instant::now() < deadline => {
                    crate::metrics::ORCHESTRATOR_RETRIES.with_label_values(&[what]).inc();
                    tracing::info!(attempt, code = ?s.code(), error = %s.message(), what, "orchestrator call failed; retrying on another replica");
                    let pause = Duration::from_millis(50 * u64::from(attempt));
                    tokio::time::sleep(pause.min(deadline.saturating_duration_since(tokio::time::Instant::now())))
                        .await;
                }
                Ok(v) => return Ok(v),
                Err(status) => return Err(CallFailed { status, in_doubt }),
            }
        }
    }

    /// Starts a turn for `req.user_id`; returns its id. The assertion is
    /// addressed to the orchestrator and to receipts-query, which the turn's
    /// tools call on the user's behalf. A replica that is shutting down,
    /// unreachable or hung is retried on another ([`Self::with_retries`]):
    /// the turn id makes StartTurn idempotent (a replica that admitted it
    /// before it hung makes the retry answer "already running", which is
    /// success, and its turn is taken over when its lease lapses).
    ///
    /// A failure says whether the turn may have started nonetheless
    /// ([`StartFailed::in_doubt`]): the caller settles that before it tells
    /// its client the turn was refused.
    pub async fn start_turn(&self, req: StartTurnRequest) -> Result<String, StartFailed> {
        let subject = Subject {
            user_id: req.user_id.clone(),
            conversation_id: req.conversation_id.clone(),
            turn_id: req.turn_id.clone(),
        };
        let audience = [assertion::AUD_ORCHESTRATOR, assertion::AUD_RECEIPTS];
        if req.turn_id.is_empty() {
            // Without a turn id a retry could start a second turn: one attempt
            // (and no id to settle a doubt with).
            let call = self.request(req, &subject, &audience, self.timeout).map_err(StartFailed::refused)?;
            let mut client = self.client.clone();
            return traced("barb.chat.v1.ChatOrchestrator/StartTurn", client.start_turn(call))
                .await
                .map(|r| r.into_inner().turn_id)
                .map_err(|s| StartFailed::refused(s.into()));
        }
        let this = self.clone();
        let started = self
            .with_retries("start_turn", |mut client, timeout| {
                let call = this.request(req.clone(), &subject, &audience, timeout);
                async move {
                    let call = call.map_err(|e| tonic::Status::internal(e.to_string()))?;
                    traced("barb.chat.v1.ChatOrchestrator/StartTurn", client.start_turn(call)).await
                }
            })
            .await
            .map_err(|f| StartFailed { error: f.status.into(), in_doubt: f.in_doubt })?;
        Ok(started.into_inner().turn_id)
    }

    /// Cancels `user`'s turn in `conversation_id`; false when it was unknown or
    /// already finished. Retried like StartTurn (a cancel is idempotent).
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
        let msg = CancelTurnRequest { turn_id: turn_id.to_string() };
        let this = self.clone();
        let resp = self
            .with_retries("cancel_turn", |mut client, timeout| {
                let call = this.request(msg.clone(), &subject, &[assertion::AUD_ORCHESTRATOR], timeout);
                async move {
                    let call = call.map_err(|e| tonic::Status::internal(e.to_string()))?;
                    traced("barb.chat.v1.ChatOrchestrator/CancelTurn", client.cancel_turn(call)).await
                }
            })
            .await
            .map_err(|f| OrchestratorError::from(f.status))?;
        Ok(resp.into_inner().cancelled)
    }
}

/// Whether another attempt (on another replica) may succeed: the replica
/// was unreachable, went away mid-call, is shutting down, or did not answer
/// within its share of the deadline.
fn retryable(s: &tonic::Status) -> bool {
    match s.code() {
        Code::DeadlineExceeded => true,
        // tonic reports its own client-side timeout as CANCELLED "Timeout expired".
        Code::Cancelled if s.message().contains("Timeout expired") => true,
        // Unreachable, or the connection broke mid-call (the replica died).
        _ => barb_common::error::lost_in_transit(s),
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

    #[test]
    fn only_a_gone_or_hung_replica_is_retried() {
        assert!(retryable(&tonic::Status::unavailable("connection refused")));
        assert!(retryable(&tonic::Status::deadline_exceeded("attempt timed out")));
        assert!(retryable(&tonic::Status::cancelled("Timeout expired")));
        assert!(retryable(&tonic::Status::unknown("transport error")), "the replica died mid-call");
        assert!(!retryable(&tonic::Status::cancelled("the caller went away")));
        assert!(!retryable(&tonic::Status::already_exists("turn_running")));
        assert!(!retryable(&tonic::Status::invalid_argument("bad")));
        assert!(!retryable(&tonic::Status::resource_exhausted("too many")));
    }
}
