//! gRPC adapter for the ChatOrchestrator service: validates requests, admits
//! one running turn per conversation, runs the turn in the background and
//! publishes its events (and streams them for `StreamTurn`).
//!
//! With shared turn state ([`OrchestratorService::durable`]) admission,
//! cancel and ownership hold across every replica: a conversation's lock and
//! the turn's record live in JetStream KV ([`barb_common::turn_state`]), the
//! owner answers cancels on the turn's control subject wherever it runs, and
//! a turn whose owner dies is taken over ([`crate::takeover`]).
//!
//! Why one file (~600 lines): it is the gRPC surface — each RPC handler and
//! the admission/cancel path they share; validation (`validate`) and the
//! durable-turn parts (`crate::lease`, `crate::journal`, `crate::takeover`)
//! already live apart.

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
use tokio::sync::{mpsc, watch};
use tracing::Instrument;

use crate::{
    events::{self, Destination, Fence, OnSuperseded},
    journal::Journal,
    lease::Durable,
    registry::{Admission, CancelOutcome, CancelReason, CancelToken, RunningTurns, TurnLimits},
    turn::{TurnEngine, TurnInput},
};

mod control;
mod validate;

use validate::invalid;
pub use validate::validate;

/// Longest user message, in characters.
pub const MAX_MESSAGE_CHARS: usize = 10_000;
/// Longest history accepted, in messages.
pub const MAX_HISTORY: usize = 1_000;
/// Longest encoded request a durable turn can store (NATS' default payload
/// limit is 1 MiB).
pub const MAX_DURABLE_REQUEST_BYTES: usize = 900 * 1024;
/// After the drain time, how long handed-over turns get to store their last
/// events and release their state. Part of the shutdown budget that
/// `terminationGracePeriodSeconds` and compose's `stop_grace_period` must
/// cover (tests/tests/deploy_k8s.rs reads it from here).
pub const HANDOVER_WAIT: Duration = Duration::from_secs(10);

/// The ChatOrchestrator gRPC service.
#[derive(Clone)]
pub struct OrchestratorService {
    engine: Arc<TurnEngine>,
    registry: Arc<RunningTurns>,
    assertions: Arc<Verifier>,
    jetstream: Option<jetstream::Context>,
    durable: Option<Arc<Durable>>,
    /// Turn tasks still running or publishing (their count).
    active: Arc<watch::Sender<usize>>,
    draining: Arc<AtomicBool>,
    /// Admissions in progress, by turn id: a retried StartTurn of the same
    /// turn waits for the first one's outcome instead of racing it.
    starting: Arc<std::sync::Mutex<HashMap<String, Starting>>>,
    /// How long a publish may keep failing before the turn gives its events up.
    publish_give_up: Duration,
}

/// The outcome of an admission in progress, shared with retries of it.
type Starting = futures::future::Shared<futures::future::BoxFuture<'static, Result<(String, bool), tonic::Status>>>;

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
    /// When the turn lost its previous owner, and why (takeover latency).
    pub orphaned_since: Option<(std::time::SystemTime, &'static str)>,
}

impl OrchestratorService {
    /// A service running turns on `engine` and publishing to `jetstream`
    /// (`None`: events only go to `StreamTurn` callers). Every call must carry
    /// a user assertion `assertions` verifies. Turn state stays in this
    /// process: see [`OrchestratorService::durable`] for replicas.
    pub fn new(engine: Arc<TurnEngine>, jetstream: Option<jetstream::Context>, assertions: Verifier) -> Self {
        Self {
            engine,
            registry: Arc::new(RunningTurns::default()),
            assertions: Arc::new(assertions),
            jetstream,
            durable: None,
            active: Arc::new(watch::channel(0).0),
            draining: Arc::new(AtomicBool::new(false)),
            starting: Arc::default(),
            publish_give_up: Duration::from_secs(10),
        }
    }

    /// Sets the turns-in-flight limits (before serving).
    pub fn with_limits(mut self, limits: TurnLimits) -> Self {
        self.registry = Arc::new(RunningTurns::default().with_limits(limits));
        self
    }

    /// A service whose turns are durable: shared admission, cancel through
    /// the owner, ownership by lease and takeover (start the scanner with
    /// [`crate::takeover::spawn`]). Publishing keeps retrying for
    /// `publish_give_up` while NATS is away.
    pub fn durable(
        engine: Arc<TurnEngine>,
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
        let left = self.wait_idle(HANDOVER_WAIT).await;
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
    pub fn registry(&self) -> &Arc<RunningTurns> {
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
                        orphaned_since: None,
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

    /// [`Self::start`] in a task of its own: a caller that gives up (its
    /// deadline, a dropped connection) cancels its call, and the handler's
    /// future is dropped with it; an admission dropped halfway would leave the
    /// shared state and this instance's registry claiming a turn that never
    /// runs. The task always finishes: the turn starts, or the admission is
    /// undone.
    ///
    /// A second StartTurn of a turn whose admission is still in progress
    /// here (the caller retried after its attempt timed out) waits for that
    /// admission and answers with its outcome (started elsewhere: `false`),
    /// so a retry is never told "already running" for a turn whose admission
    /// then fails.
    async fn start_detached(
        &self,
        req: StartTurnRequest,
        meta: tonic::metadata::MetadataMap,
        subscriber: Option<mpsc::Sender<Result<ChatEvent, tonic::Status>>>,
    ) -> Result<(String, bool), tonic::Status> {
        use futures::FutureExt;
        let key = req.turn_id.clone();
        let (outcome, first) = {
            let mut starting = self.starting.lock().unwrap_or_else(|e| e.into_inner());
            match starting.get(&key).filter(|_| !key.is_empty()) {
                Some(running) => (running.clone(), false),
                None => {
                    let (svc, key2) = (self.clone(), key.clone());
                    let task = tokio::spawn(
                        async move {
                            let res = svc.start(req, &meta, subscriber).await;
                            svc.starting.lock().unwrap_or_else(|e| e.into_inner()).remove(&key2);
                            res
                        }
                        .instrument(tracing::Span::current()),
                    );
                    let shared = async move {
                        task.await.map_err(|e| tonic::Status::internal(format!("starting the turn failed: {e}")))?
                    }
                    .boxed()
                    .shared();
                    if !key.is_empty() {
                        starting.insert(key, shared.clone());
                    }
                    (shared, true)
                }
            }
        };
        let (turn_id, started) = outcome.await?;
        Ok((turn_id, started && first))
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
            orphaned_since: resume.as_ref().and_then(|r| r.orphaned_since),
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
                let terminal = crate::turn::contained(engine.run(input, &events, &cancel, journal.as_deref())).await;
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
                        let queued = std::time::Instant::now();
                        events.send(terminal);
                        let stored = events.flush().await;
                        crate::metrics::TURN_STAGE_SECONDS
                            .with_label_values(&["done_stored"])
                            .observe(queued.elapsed().as_secs_f64());
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

#[tonic::async_trait]
impl ChatOrchestrator for OrchestratorService {
    async fn start_turn(
        &self,
        req: tonic::Request<StartTurnRequest>,
    ) -> Result<tonic::Response<StartTurnResponse>, tonic::Status> {
        let (meta, _, msg) = req.into_parts();
        let (turn_id, _) = self.start_detached(msg, meta, None).await?;
        Ok(tonic::Response::new(StartTurnResponse { turn_id }))
    }

    type StreamTurnStream = Pin<Box<dyn futures::Stream<Item = Result<ChatEvent, tonic::Status>> + Send>>;

    async fn stream_turn(
        &self,
        req: tonic::Request<StartTurnRequest>,
    ) -> Result<tonic::Response<Self::StreamTurnStream>, tonic::Status> {
        let (tx, rx) = mpsc::channel(256);
        let (meta, _, msg) = req.into_parts();
        let (turn_id, started) = self.start_detached(msg, meta, Some(tx)).await?;
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
