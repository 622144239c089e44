//! gRPC adapter for the ChatOrchestrator service: validates requests, admits
//! one running turn per conversation, runs the turn in the background and
//! publishes its events (and streams them for `StreamTurn`).
//!
//! With shared turn state ([`OrchestratorService::durable`]) admission,
//! cancel and ownership hold across every replica: a conversation's lock and
//! the turn's record live in JetStream KV ([`barb_common::turn_state`]), the
//! owner answers cancels on the turn's control subject wherever it runs, and
//! a turn whose owner dies is taken over ([`crate::takeover`]).

use std::{
    collections::HashMap,
    pin::Pin,
    sync::{
        Arc,
        atomic::{AtomicBool, Ordering},
    },
    time::Duration,
};

use async_nats::jetstream;
use barb_common::{
    assertion::{self, AssertionError, Verifier},
    chat_events,
    error::{detail, status},
    proto::chat::v1::{
        CancelTurnRequest, CancelTurnResponse, ChatEvent, StartTurnRequest, StartTurnResponse, Superseded,
        chat_event::Payload, chat_orchestrator_server::ChatOrchestrator,
    },
    telemetry,
    turn_state::{self, Admit, TurnStep, Versioned},
};
use futures::StreamExt;
use tokio::sync::{mpsc, watch};
use tracing::Instrument;

use crate::{
    events::{self, Destination, Fence, OnSuperseded},
    journal::Journal,
    lease::Durable,
    registry::{Admission, CancelOutcome, CancelReason, CancelToken, Registry, TurnLimits},
    turn::{Engine, TurnInput},
};

/// Longest user message, in characters.
pub const MAX_MESSAGE_CHARS: usize = 10_000;
/// Longest history accepted, in messages.
pub const MAX_HISTORY: usize = 1_000;
/// Longest encoded request a durable turn can store (NATS' default payload
/// limit is 1 MiB).
pub const MAX_DURABLE_REQUEST_BYTES: usize = 900 * 1024;

/// The ChatOrchestrator gRPC service.
#[derive(Clone)]
pub struct OrchestratorService {
    engine: Arc<Engine>,
    registry: Arc<Registry>,
    assertions: Arc<Verifier>,
    jetstream: Option<jetstream::Context>,
    durable: Option<Arc<Durable>>,
    /// Turn tasks still running or publishing (their count).
    active: Arc<watch::Sender<usize>>,
    draining: Arc<AtomicBool>,
    /// How long a publish may keep failing before the turn gives its events up.
    publish_give_up: Duration,
}

/// Decrements the active-turn count when a turn task ends, however it ends.
struct ActiveGuard(Arc<watch::Sender<usize>>);

impl Drop for ActiveGuard {
    fn drop(&mut self) {
        self.0.send_modify(|n| *n -= 1);
        crate::metrics::TURNS_RUNNING.dec();
    }
}

/// A turn taken over: where its record and stream stand.
pub struct Resume {
    /// Its state after the claim.
    pub at: Versioned,
    /// Committed steps to replay.
    pub steps: Vec<TurnStep>,
    /// Where the stream stands.
    pub fence: Fence,
    /// The `superseded` event announcing the takeover.
    pub announce: Superseded,
    /// A cancel was recorded while nobody owned it.
    pub cancel_requested: bool,
}

impl OrchestratorService {
    /// A service running turns on `engine` and publishing to `jetstream`
    /// (`None`: events only go to `StreamTurn` callers). Every call must carry
    /// a user assertion `assertions` verifies. Turn state stays in this
    /// process: see [`OrchestratorService::durable`] for replicas.
    pub fn new(engine: Arc<Engine>, jetstream: Option<jetstream::Context>, assertions: Verifier) -> Self {
        Self {
            engine,
            registry: Arc::new(Registry::default()),
            assertions: Arc::new(assertions),
            jetstream,
            durable: None,
            active: Arc::new(watch::channel(0).0),
            draining: Arc::new(AtomicBool::new(false)),
            publish_give_up: Duration::from_secs(10),
        }
    }

    /// Sets the turns-in-flight limits (before serving).
    pub fn with_limits(mut self, limits: TurnLimits) -> Self {
        self.registry = Arc::new(Registry::default().with_limits(limits));
        self
    }

    /// A service whose turns are durable: shared admission, cancel through
    /// the owner, ownership by lease and takeover (start the scanner with
    /// [`crate::takeover::spawn`]). Publishing keeps retrying for
    /// `publish_give_up` while NATS is away.
    pub fn durable(
        engine: Arc<Engine>,
        jetstream: jetstream::Context,
        durable: Arc<Durable>,
        publish_give_up: Duration,
        assertions: Verifier,
    ) -> Self {
        Self { durable: Some(durable), publish_give_up, ..Self::new(engine, Some(jetstream), assertions) }
    }

    /// The shared state, when turns are durable.
    pub fn shared(&self) -> Option<&Arc<Durable>> {
        self.durable.as_ref()
    }

    /// Stops taking new turns and takeovers (the first step of a drain).
    pub fn begin_drain(&self) {
        self.draining.store(true, Ordering::Release);
    }

    /// True once draining (SIGTERM): no new turns, no takeovers.
    pub fn is_draining(&self) -> bool {
        self.draining.load(Ordering::Acquire)
    }

    /// Shutdown without shared state: stops every running turn (each ends
    /// with an `error` event `shutdown`, so callers know to retry) and waits
    /// up to `wait` for their last events to be published. Returns the number
    /// of turns still active.
    pub async fn shutdown(&self, wait: Duration) -> usize {
        self.draining.store(true, Ordering::Release);
        let stopped = self.registry.cancel_all(CancelReason::Shutdown);
        let left = self.wait_idle(wait).await;
        tracing::info!(stopped, left, "running turns stopped for shutdown");
        left
    }

    /// Graceful drain (SIGTERM): stops taking new turns and takeovers, lets
    /// running turns finish for up to `finish`, then hands the rest over at
    /// once (durable: they stop without a terminal event and are released,
    /// so a survivor continues them; otherwise they end with `shutdown`).
    /// Returns how many were handed over.
    pub async fn drain(&self, finish: Duration) -> usize {
        self.draining.store(true, Ordering::Release);
        if let Some(d) = &self.durable {
            d.set_draining().await;
        }
        let running = self.registry.running();
        tracing::info!(running, ?finish, "draining: letting running turns finish");
        if self.wait_idle(finish).await == 0 {
            if let Some(d) = &self.durable {
                d.leave().await;
            }
            return 0;
        }
        let reason = if self.durable.is_some() { CancelReason::Handover } else { CancelReason::Shutdown };
        let handed = self.registry.cancel_all(reason);
        let left = self.wait_idle(Duration::from_secs(10)).await;
        tracing::info!(handed, left, "drain time over; remaining turns handed over");
        if let Some(d) = &self.durable {
            d.leave().await;
        }
        handed
    }

    async fn wait_idle(&self, wait: Duration) -> usize {
        let mut rx = self.active.subscribe();
        let _ = tokio::time::timeout(wait, rx.wait_for(|n| *n == 0)).await;
        *rx.borrow()
    }

    /// The turn registry (running turns).
    pub fn registry(&self) -> &Arc<Registry> {
        &self.registry
    }

    /// Validates, admits and starts a turn. Returns the turn id and whether it
    /// was newly started (false for an idempotent retry of a known turn id).
    async fn start(
        &self,
        mut req: StartTurnRequest,
        meta: &tonic::metadata::MetadataMap,
        subscriber: Option<mpsc::Sender<Result<ChatEvent, tonic::Status>>>,
    ) -> Result<(String, bool), tonic::Status> {
        if self.is_draining() {
            return Err(unavailable(
                "shutting_down",
                "this orchestrator instance is shutting down",
                "retry: another instance takes the turn",
                Duration::ZERO,
            ));
        }
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
            Admission::Busy { running_turn_id } => return Err(busy(&req.conversation_id, &running_turn_id)),
            Admission::TurnIdTaken => return Err(turn_id_taken()),
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
        let mut resume = None;
        if let Some(d) = &self.durable {
            let mut stored = req.clone();
            stored.turn_id = turn_id.clone();
            if prost::Message::encoded_len(&stored) > MAX_DURABLE_REQUEST_BYTES {
                self.registry.abandon(&turn_id);
                return Err(invalid(
                    "request_too_large",
                    "history",
                    format!("the request is over {MAX_DURABLE_REQUEST_BYTES} bytes"),
                    "send fewer history messages and a context_summary of older ones",
                ));
            }
            match turn_state::admit(&d.buckets, &stored, &turn_id, &d.id, &token).await {
                Ok(Admit::Started(at)) => {
                    resume = Some(Resume {
                        at,
                        steps: Vec::new(),
                        fence: Fence::default(),
                        announce: Superseded::default(),
                        cancel_requested: false,
                    })
                }
                Ok(other) => {
                    self.registry.abandon(&turn_id);
                    return match other {
                        Admit::Existing => Ok((turn_id, false)),
                        Admit::TurnIdTaken => Err(turn_id_taken()),
                        Admit::Busy(running) => Err(busy(&req.conversation_id, &running)),
                        Admit::Started(_) => unreachable!("handled above"),
                    };
                }
                Err(e) => {
                    self.registry.abandon(&turn_id);
                    tracing::warn!(error = %e, "cannot register the turn in the shared state");
                    return Err(unavailable(
                        "turn_state_unavailable",
                        "the shared turn state (NATS JetStream) is unreachable",
                        "retry shortly",
                        Duration::from_secs(1),
                    ));
                }
            }
        }
        let input = input_of(req, &turn_id, token);
        self.spawn_turn(input, caller_trace, subscriber, cancel, resume, false);
        Ok((turn_id, true))
    }

    /// Runs a turn in the background: a fresh one, or (`taken_over`) one
    /// claimed from a dead owner, which replays `resume.steps` first.
    pub(crate) fn spawn_turn(
        &self,
        input: TurnInput,
        caller_trace: HashMap<String, String>,
        subscriber: Option<mpsc::Sender<Result<ChatEvent, tonic::Status>>>,
        cancel: CancelToken,
        resume: Option<Resume>,
        taken_over: bool,
    ) {
        let turn_id = input.turn_id.clone();
        let span =
            tracing::info_span!("chat.turn", conversation_id = %input.conversation_id, turn_id = %turn_id, taken_over);
        // The turn's own trace context when tracing exports spans; else the
        // caller's `traceparent` as received, so the trace still connects.
        let mut trace_headers = span.in_scope(telemetry::current_context_headers);
        if trace_headers.is_empty() {
            trace_headers = caller_trace;
        }
        let stop: OnSuperseded = {
            let (registry, id) = (self.registry.clone(), turn_id.clone());
            Arc::new(move || {
                registry.stop(&id, CancelReason::Superseded);
            })
        };
        let user_cancel: OnSuperseded = {
            let (registry, id) = (self.registry.clone(), turn_id.clone());
            Arc::new(move || {
                registry.cancel_by_id(&id);
            })
        };
        let dest = Destination {
            trace_headers,
            fence: resume.as_ref().map(|r| r.fence).unwrap_or_default(),
            give_up: self.publish_give_up,
            on_superseded: Some(stop.clone()),
            ..Destination::new(self.jetstream.clone(), &input.conversation_id, &turn_id)
        };
        let (events, publisher) = events::spawn_publisher(dest, subscriber);
        let mut cancel_now = false;
        let journal = match (&self.durable, resume) {
            (Some(d), Some(r)) => {
                if taken_over {
                    events.mute_until_live(Payload::Superseded(r.announce));
                }
                cancel_now = r.cancel_requested;
                Some(Arc::new(Journal::new(
                    d.buckets.clone(),
                    &turn_id,
                    &d.id,
                    r.at,
                    r.steps,
                    events.clone(),
                    stop,
                    user_cancel,
                )))
            }
            _ => None,
        };
        let control = self.durable.as_ref().map(|_| self.spawn_control(&turn_id));
        let engine = self.engine.clone();
        let registry = self.registry.clone();
        let durable = self.durable.clone();
        let conversation_id = input.conversation_id.clone();
        self.active.send_modify(|n| *n += 1);
        let guard = ActiveGuard(self.active.clone());
        crate::metrics::TURNS_RUNNING.inc();
        if cancel_now {
            registry.cancel_by_id(&turn_id);
        }
        tokio::spawn(
            async move {
                let _guard = guard;
                let terminal = engine.run(input, &events, &cancel, journal.as_deref()).await;
                let reason = cancel.reason();
                // Free the conversation here before the last event goes out, so a
                // caller reacting to `done` can start the next turn at once.
                registry.finish(&turn_id);
                if let Some(tx) = control {
                    let _ = tx.send(true);
                }
                match reason {
                    Some(CancelReason::Superseded) => {}
                    Some(CancelReason::Handover) => {
                        // Everything we produced is stored (or given up) before a survivor claims the turn.
                        events.flush().await;
                        if let Some(j) = &journal {
                            j.release().await;
                        }
                    }
                    _ => {
                        if let Some(j) = &journal {
                            j.go_live();
                        }
                        events.send(terminal);
                        let stored = events.flush().await;
                        if let (Some(d), Some(j)) = (&durable, &journal) {
                            if stored.is_some() {
                                let state = j.state().await;
                                turn_state::finish(&d.buckets, &conversation_id, &turn_id, Some(&state.state)).await;
                            } else if !cancel.reason().is_some_and(|r| r.hands_over()) {
                                // The terminal event did not get out (NATS away too long):
                                // release the turn so a survivor or a gateway ends it.
                                j.release().await;
                            }
                        }
                    }
                }
                drop(journal);
                drop(events);
                match publisher.await {
                    Ok(stats) => tracing::info!(
                        events = stats.events,
                        nats_failed = stats.nats_failed,
                        superseded = stats.superseded,
                        "turn finished"
                    ),
                    Err(e) => tracing::error!(error = %e, "event publisher task failed"),
                }
            }
            .instrument(span),
        );
    }

    /// Answers cancel requests for a turn on its control subject until the
    /// returned switch is set.
    fn spawn_control(&self, turn_id: &str) -> watch::Sender<bool> {
        let (tx, mut rx) = watch::channel(false);
        let Some(js) = &self.jetstream else { return tx };
        let client = js.client();
        let subject = turn_state::control_subject(turn_id);
        let (registry, id) = (self.registry.clone(), turn_id.to_string());
        tokio::spawn(async move {
            let mut sub = match client.subscribe(subject).await {
                Ok(s) => s,
                Err(e) => {
                    tracing::warn!(error = %e, turn_id = %id, "cannot listen for cancels of this turn");
                    return;
                }
            };
            loop {
                tokio::select! {
                    _ = rx.changed() => break,
                    msg = sub.next() => {
                        let Some(msg) = msg else { break };
                        let cancelled = msg.payload.as_ref() == b"cancel" && registry.cancel_by_id(&id);
                        if let Some(reply) = msg.reply {
                            let answer = if cancelled { "cancelled" } else { "not_running" };
                            let _ = client.publish(reply, answer.into()).await;
                        }
                    }
                }
            }
            let _ = sub.unsubscribe().await;
        });
        tx
    }

    /// Cancels `user`'s turn in `conversation_id` wherever it runs: here,
    /// through its owner's control subject, or (no owner reachable) by
    /// recording it for the next owner. Only the user the turn acts for, in
    /// its conversation, may cancel it; anyone else is answered like an
    /// unknown turn (and logged for audit). Ownership is checked here, on the
    /// instance that verified the caller's assertion, against the shared
    /// state, before anything reaches the owner.
    async fn cancel(&self, turn_id: &str, user: &str, conversation_id: &str) -> Result<bool, tonic::Status> {
        match self.registry.cancel(turn_id, user, conversation_id) {
            CancelOutcome::Cancelled => return Ok(true),
            CancelOutcome::NotOwner => {
                tracing::warn!(turn_id, user, "cancel of another user's turn refused");
                return Ok(false);
            }
            CancelOutcome::NotRunning => {}
        }
        let (Some(d), Some(js)) = (&self.durable, &self.jetstream) else { return Ok(false) };
        let state_unavailable = |e: turn_state::TurnStateError| {
            tracing::warn!(error = %e, "cannot read the shared turn state");
            unavailable(
                "turn_state_unavailable",
                "the shared turn state is unreachable",
                "retry shortly",
                Duration::from_secs(1),
            )
        };
        let state = turn_state::load(&d.buckets, turn_id).await.map_err(state_unavailable)?;
        let request = turn_state::request(&d.buckets, turn_id).await.map_err(state_unavailable)?;
        match (state, request) {
            (Some(v), Some(r)) if v.state.conversation_id == conversation_id && r.user_id == user => {}
            (Some(_), Some(_)) => {
                tracing::warn!(turn_id, user, "cancel of another user's turn refused");
                return Ok(false);
            }
            _ => return Ok(false),
        }
        let client = js.client();
        let ask = client.request(turn_state::control_subject(turn_id), "cancel".into());
        match tokio::time::timeout(Duration::from_secs(2), ask).await {
            Ok(Ok(reply)) => return Ok(reply.payload.as_ref() == b"cancelled"),
            Ok(Err(e)) => tracing::debug!(error = %e, turn_id, "no owner answered the cancel"),
            Err(_) => tracing::debug!(turn_id, "the owner did not answer the cancel in time"),
        }
        turn_state::request_cancel(&d.buckets, turn_id).await.map_err(|e| {
            tracing::warn!(error = %e, "cannot record the cancel");
            unavailable(
                "turn_state_unavailable",
                "the shared turn state is unreachable",
                "retry shortly",
                Duration::from_secs(1),
            )
        })
    }
}

/// The loop's input from a request; `assertion` is the caller's user
/// assertion, forwarded to the tools that act for the user.
pub fn input_of(req: StartTurnRequest, turn_id: &str, assertion: String) -> TurnInput {
    TurnInput {
        conversation_id: req.conversation_id,
        turn_id: turn_id.to_string(),
        user_id: req.user_id,
        message: req.message,
        history: req.history,
        instrument: req.instrument,
        context_summary: req.context_summary,
        generate_title: req.generate_title,
        assertion,
        locale: req.locale,
    }
}

/// UNAVAILABLE with retry advice.
fn unavailable(code: &str, message: &str, hint: &str, retry_after: Duration) -> tonic::Status {
    status(tonic::Code::Unavailable, detail(code, message, hint).retry_after(retry_after))
}

fn busy(conversation_id: &str, running_turn_id: &str) -> tonic::Status {
    status(
        tonic::Code::AlreadyExists,
        detail(
            "turn_running",
            format!("conversation {conversation_id} already has a running turn {running_turn_id}"),
            "wait for its done event, or cancel it with CancelTurn",
        ),
    )
}

fn turn_id_taken() -> tonic::Status {
    invalid("turn_id", "turn_id", "turn_id is already used by another conversation", "omit turn_id to get a fresh one")
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
        let (turn_id, _) = self.start(msg, &meta, None).await?;
        Ok(tonic::Response::new(StartTurnResponse { turn_id }))
    }

    type StreamTurnStream = Pin<Box<dyn futures::Stream<Item = Result<ChatEvent, tonic::Status>> + Send>>;

    async fn stream_turn(
        &self,
        req: tonic::Request<StartTurnRequest>,
    ) -> Result<tonic::Response<Self::StreamTurnStream>, tonic::Status> {
        let (tx, rx) = mpsc::channel(256);
        let (meta, _, msg) = req.into_parts();
        let (turn_id, started) = self.start(msg, &meta, Some(tx)).await?;
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
        let cancelled = self.cancel(&req.turn_id, &claims.sub, &claims.conv).await?;
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
