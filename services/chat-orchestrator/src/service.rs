//! gRPC adapter for the ChatOrchestrator service: validates requests, admits
//! one running turn per conversation, runs the turn in the background and
//! publishes its events (and streams them for `StreamTurn`).

use std::{collections::HashMap, pin::Pin, sync::Arc, time::Duration};

use async_nats::jetstream;
use barb_common::{
    assertion::{self, AssertionError, Verifier},
    chat_events,
    error::{detail, status},
    proto::chat::v1::{
        CancelTurnRequest, CancelTurnResponse, ChatEvent, StartTurnRequest, StartTurnResponse,
        chat_orchestrator_server::ChatOrchestrator,
    },
    telemetry,
};
use tokio::sync::{mpsc, watch};
use tracing::Instrument;

use crate::{
    events::{self, Destination},
    registry::{Admission, CancelOutcome, CancelReason, Registry, TurnLimits},
    turn::{Engine, TurnInput},
};

/// Longest user message, in characters.
pub const MAX_MESSAGE_CHARS: usize = 10_000;
/// Longest history accepted, in messages.
pub const MAX_HISTORY: usize = 1_000;

/// The ChatOrchestrator gRPC service.
#[derive(Clone)]
pub struct OrchestratorService {
    engine: Arc<Engine>,
    registry: Arc<Registry>,
    assertions: Arc<Verifier>,
    jetstream: Option<jetstream::Context>,
    /// Turn tasks still running or publishing (their count).
    active: Arc<watch::Sender<usize>>,
}

/// Decrements the active-turn count when a turn task ends, however it ends.
struct ActiveGuard(Arc<watch::Sender<usize>>);

impl Drop for ActiveGuard {
    fn drop(&mut self) {
        self.0.send_modify(|n| *n -= 1);
        crate::metrics::TURNS_RUNNING.dec();
    }
}

impl OrchestratorService {
    /// A service running turns on `engine` and publishing to `jetstream`
    /// (`None`: events only go to `StreamTurn` callers). Every call must carry
    /// a user assertion `assertions` verifies.
    pub fn new(engine: Arc<Engine>, jetstream: Option<jetstream::Context>, assertions: Verifier) -> Self {
        Self {
            engine,
            registry: Arc::new(Registry::default()),
            assertions: Arc::new(assertions),
            jetstream,
            active: Arc::new(watch::channel(0).0),
        }
    }

    /// Sets the turns-in-flight limits (before serving).
    pub fn with_limits(mut self, limits: TurnLimits) -> Self {
        self.registry = Arc::new(Registry::default().with_limits(limits));
        self
    }

    /// Shutdown: stops every running turn (each ends with an `error` event
    /// `shutdown`, so callers know to retry) and waits up to `wait` for their
    /// last events to be published. Returns the number of turns still active.
    pub async fn shutdown(&self, wait: Duration) -> usize {
        let stopped = self.registry.cancel_all(CancelReason::Shutdown);
        let mut rx = self.active.subscribe();
        let _ = tokio::time::timeout(wait, rx.wait_for(|n| *n == 0)).await;
        let left = *rx.borrow();
        tracing::info!(stopped, left, "running turns stopped for shutdown");
        left
    }

    /// The turn registry (running turns).
    pub fn registry(&self) -> &Arc<Registry> {
        &self.registry
    }

    /// Validates, admits and starts a turn. Returns the turn id and whether it
    /// was newly started (false for an idempotent retry of a known turn id).
    fn start(
        &self,
        mut req: StartTurnRequest,
        meta: &tonic::metadata::MetadataMap,
        subscriber: Option<mpsc::Sender<Result<ChatEvent, tonic::Status>>>,
    ) -> Result<(String, bool), tonic::Status> {
        let caller_trace = caller_trace(meta);
        validate(&req)?;
        let (token, claims) =
            self.assertions.verify_metadata(meta, assertion::AUD_ORCHESTRATOR).map_err(|e| e.to_status())?;
        // The assertion binds user, conversation and turn: a captured one cannot start
        // another turn, act in another conversation or for another user.
        if req.turn_id.is_empty() {
            req.turn_id = claims.turn.clone();
        }
        let mismatch = if claims.conv != req.conversation_id {
            Some("conversation")
        } else if claims.turn != req.turn_id {
            Some("turn")
        } else if !req.user_id.is_empty() && claims.sub != req.user_id {
            Some("user")
        } else {
            None
        };
        if let Some(what) = mismatch {
            tracing::warn!(what, user = %claims.sub, jti = %claims.jti, "start refused: assertion does not match");
            return Err(AssertionError::Mismatch(format!("another {what}")).to_status());
        }
        req.user_id = claims.sub.clone();
        let turn_id = req.turn_id.clone();
        let cancel = match self.registry.admit(&req.conversation_id, &turn_id, &req.user_id) {
            Admission::Started(token) => token,
            Admission::Existing => return Ok((turn_id, false)),
            Admission::Busy { running_turn_id } => {
                return Err(status(
                    tonic::Code::AlreadyExists,
                    detail(
                        "turn_running",
                        format!("conversation {} already has a running turn {running_turn_id}", req.conversation_id),
                        "wait for its done event, or cancel it with CancelTurn",
                    ),
                ));
            }
            Admission::TurnIdTaken => {
                return Err(invalid(
                    "turn_id",
                    "turn_id",
                    "turn_id is already used by another conversation",
                    "omit turn_id to get a fresh one",
                ));
            }
            Admission::UserLimit { limit } => {
                return Err(status(
                    tonic::Code::ResourceExhausted,
                    detail(
                        "too_many_turns",
                        format!("this user already has {limit} turns in flight"),
                        "wait for a running turn to finish",
                    )
                    .retry_after(Duration::from_secs(2)),
                ));
            }
            Admission::GlobalLimit { limit } => {
                return Err(status(
                    tonic::Code::ResourceExhausted,
                    detail("overloaded", format!("{limit} turns are in flight"), "retry shortly")
                        .retry_after(Duration::from_secs(2)),
                ));
            }
        };
        let span = tracing::info_span!("chat.turn", conversation_id = %req.conversation_id, turn_id = %turn_id);
        // The turn's own trace context when tracing exports spans; else the
        // caller's `traceparent` as received, so the trace still connects.
        let mut trace_headers = span.in_scope(telemetry::current_context_headers);
        if trace_headers.is_empty() {
            trace_headers = caller_trace;
        }
        let dest = Destination {
            jetstream: self.jetstream.clone(),
            conversation_id: req.conversation_id.clone(),
            turn_id: turn_id.clone(),
            trace_headers,
        };
        let (events, publisher) = events::spawn_publisher(dest, subscriber);
        let input = TurnInput {
            conversation_id: req.conversation_id,
            turn_id: turn_id.clone(),
            user_id: req.user_id,
            message: req.message,
            history: req.history,
            instrument: req.instrument,
            context_summary: req.context_summary,
            generate_title: req.generate_title,
            assertion: token,
            locale: req.locale,
        };
        let engine = self.engine.clone();
        let registry = self.registry.clone();
        let id = turn_id.clone();
        self.active.send_modify(|n| *n += 1);
        let guard = ActiveGuard(self.active.clone());
        crate::metrics::TURNS_RUNNING.inc();
        tokio::spawn(
            async move {
                let _guard = guard;
                let terminal = engine.run(input, &events, &cancel).await;
                // Free the conversation before the last event goes out, so a
                // caller reacting to `done` can start the next turn at once.
                registry.finish(&id);
                events.send(terminal);
                drop(events);
                match publisher.await {
                    Ok(stats) => {
                        tracing::info!(events = stats.events, nats_failed = stats.nats_failed, "turn finished")
                    }
                    Err(e) => tracing::error!(error = %e, "event publisher task failed"),
                }
            }
            .instrument(span),
        );
        Ok((turn_id, true))
    }
}

/// `traceparent` / `tracestate` of an incoming call.
fn caller_trace(meta: &tonic::metadata::MetadataMap) -> HashMap<String, String> {
    ["traceparent", "tracestate"]
        .into_iter()
        .filter_map(|k| meta.get(k).and_then(|v| v.to_str().ok()).map(|v| (k.to_string(), v.to_string())))
        .collect()
}

/// INVALID_ARGUMENT for the request field at `location`.
fn invalid(code: &str, location: &str, message: impl Into<String>, hint: impl Into<String>) -> tonic::Status {
    status(tonic::Code::InvalidArgument, detail(code, message, hint).at(location))
}

/// Checks a start request; every problem is INVALID_ARGUMENT with a hint.
pub fn validate(req: &StartTurnRequest) -> Result<(), tonic::Status> {
    if !chat_events::valid_id(&req.conversation_id) {
        return Err(invalid(
            "invalid_conversation_id",
            "conversation_id",
            "conversation_id must be 1-128 characters of A-Z, a-z, 0-9, '_' or '-'",
            "use the conversation's UUID",
        ));
    }
    if !req.turn_id.is_empty() && !chat_events::valid_id(&req.turn_id) {
        return Err(invalid(
            "invalid_turn_id",
            "turn_id",
            "turn_id must be 1-128 characters of A-Z, a-z, 0-9, '_' or '-'",
            "use a UUID, or leave it empty to get one",
        ));
    }
    let chars = req.message.chars().count();
    if req.message.trim().is_empty() || chars > MAX_MESSAGE_CHARS {
        return Err(invalid(
            "invalid_message",
            "message",
            format!("message must have 1-{MAX_MESSAGE_CHARS} characters (got {chars})"),
            "send a non-empty question of at most 10,000 characters",
        ));
    }
    if !req.user_id.is_empty() && (req.user_id.len() > 256 || !req.user_id.bytes().all(|b| b.is_ascii_graphic())) {
        return Err(invalid(
            "invalid_user_id",
            "user_id",
            "user_id must be at most 256 visible ASCII characters",
            "use the user's UUID",
        ));
    }
    let locale_ok =
        req.locale.len() <= 35 && req.locale.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
    if !locale_ok {
        return Err(invalid(
            "invalid_locale",
            "locale",
            "locale must be a BCP 47 tag of at most 35 characters (letters, digits, '-')",
            "e.g. en-US, de-DE, fr, ru; leave it empty to guess from the message",
        ));
    }
    if req.history.len() > MAX_HISTORY {
        return Err(invalid(
            "history_too_long",
            "history",
            format!("history has {} messages; at most {MAX_HISTORY} are accepted", req.history.len()),
            "send recent messages and a context_summary of older ones",
        ));
    }
    if let Some((i, m)) = req.history.iter().enumerate().find(|(_, m)| m.role != "user" && m.role != "assistant") {
        return Err(invalid(
            "invalid_history_role",
            &format!("history[{i}].role"),
            format!("history[{i}] has role {:?}", m.role),
            "roles are \"user\" and \"assistant\"",
        ));
    }
    Ok(())
}

#[tonic::async_trait]
impl ChatOrchestrator for OrchestratorService {
    async fn start_turn(
        &self,
        req: tonic::Request<StartTurnRequest>,
    ) -> Result<tonic::Response<StartTurnResponse>, tonic::Status> {
        let (meta, _, msg) = req.into_parts();
        let (turn_id, _) = self.start(msg, &meta, None)?;
        Ok(tonic::Response::new(StartTurnResponse { turn_id }))
    }

    type StreamTurnStream = Pin<Box<dyn futures::Stream<Item = Result<ChatEvent, tonic::Status>> + Send>>;

    async fn stream_turn(
        &self,
        req: tonic::Request<StartTurnRequest>,
    ) -> Result<tonic::Response<Self::StreamTurnStream>, tonic::Status> {
        let (tx, rx) = mpsc::channel(256);
        let (meta, _, msg) = req.into_parts();
        let (turn_id, started) = self.start(msg, &meta, Some(tx))?;
        if !started {
            return Err(status(
                tonic::Code::AlreadyExists,
                detail(
                    "turn_exists",
                    format!("turn {turn_id} already exists; its events cannot be streamed twice"),
                    "read its events from the CHAT_EVENTS stream",
                ),
            ));
        }
        Ok(tonic::Response::new(Box::pin(tokio_stream::wrappers::ReceiverStream::new(rx))))
    }

    async fn cancel_turn(
        &self,
        req: tonic::Request<CancelTurnRequest>,
    ) -> Result<tonic::Response<CancelTurnResponse>, tonic::Status> {
        let (_, claims) =
            self.assertions.verify_metadata(req.metadata(), assertion::AUD_ORCHESTRATOR).map_err(|e| e.to_status())?;
        let req = req.into_inner();
        if !chat_events::valid_id(&req.turn_id) {
            return Err(invalid(
                "invalid_turn_id",
                "turn_id",
                "turn_id is missing or malformed",
                "pass the id StartTurn returned",
            ));
        }
        if claims.turn != req.turn_id {
            return Err(AssertionError::Mismatch("another turn".into()).to_status());
        }
        let outcome = self.registry.cancel(&req.turn_id, &claims.sub, &claims.conv);
        if outcome == CancelOutcome::NotOwner {
            // Logged for audit; answered like an unknown turn.
            tracing::warn!(turn_id = %req.turn_id, user = %claims.sub, "cancel of another user's turn refused");
        }
        let cancelled = outcome == CancelOutcome::Cancelled;
        tracing::info!(turn_id = %req.turn_id, cancelled, "cancel requested");
        Ok(tonic::Response::new(CancelTurnResponse { cancelled }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use barb_common::{error::detail_of, proto::chat::v1::HistoryMessage};

    fn req() -> StartTurnRequest {
        StartTurnRequest { conversation_id: "c-1".into(), message: "hi".into(), ..Default::default() }
    }

    #[test]
    fn validation_rejects_bad_input_with_codes() {
        assert!(validate(&req()).is_ok());
        let cases: Vec<(StartTurnRequest, &str, &str)> = vec![
            (StartTurnRequest { conversation_id: "a.b".into(), ..req() }, "invalid_conversation_id", "conversation_id"),
            (StartTurnRequest { turn_id: "x y".into(), ..req() }, "invalid_turn_id", "turn_id"),
            (StartTurnRequest { message: "  ".into(), ..req() }, "invalid_message", "message"),
            (StartTurnRequest { locale: "de DE".into(), ..req() }, "invalid_locale", "locale"),
            (StartTurnRequest { locale: "x".repeat(36), ..req() }, "invalid_locale", "locale"),
            (StartTurnRequest { message: "x".repeat(10_001), ..req() }, "invalid_message", "message"),
            (StartTurnRequest { user_id: "a b".into(), ..req() }, "invalid_user_id", "user_id"),
            (
                StartTurnRequest {
                    history: vec![
                        HistoryMessage { role: "user".into(), ..Default::default() },
                        HistoryMessage { role: "system".into(), ..Default::default() },
                    ],
                    ..req()
                },
                "invalid_history_role",
                "history[1].role",
            ),
        ];
        for (r, code, location) in cases {
            let st = validate(&r).unwrap_err();
            assert_eq!(st.code(), tonic::Code::InvalidArgument);
            let d = detail_of(&st).unwrap();
            assert_eq!((d.code.as_str(), d.location.as_str()), (code, location));
        }
        assert!(validate(&StartTurnRequest { message: "ё".repeat(10_000), ..req() }).is_ok());
    }
}
