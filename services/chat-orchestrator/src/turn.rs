//! The tool loop of one turn.
//!
//! A turn alternates model rounds and tool rounds: the model streams text and
//! tool calls; the calls run in parallel (each within its deadline) and their
//! compact results go back to the model; after at most `max_tool_rounds` tool
//! rounds the model must answer (`tool_choice: none`). Each successful call
//! becomes result `rK`, whose values the model can cite as references; the
//! text it streams is rendered (references become numbers, see
//! [`crate::references`]) before it reaches clients. Before `done`, the
//! grounding check compares the numbers it typed with what the tools
//! returned; failed numbers get the model one rewrite round with a request
//! saying what failed and why. Cancellation stops the
//! provider stream and in-flight tool calls at once (their futures are dropped,
//! which closes the HTTP request and resets the gRPC calls) and ends the turn
//! with a `done` whose `cancelled` is true.
//!
//! A model round whose stream breaks (connection lost, an `error` event, an
//! idle timeout) is started again, up to `round_retries` times with growing
//! pauses; if it had already streamed text or tool calls, clients are told to
//! drop them with `superseded {reason: "model_retry"}` first (the event
//! contract's rule, the same as after a takeover). Then the turn ends with
//! the provider's typed error.
//!
//! A durable turn ([`crate::journal`]) commits each finished model round and
//! tool round; a turn taken over replays its committed rounds through this
//! same loop (the recorded text instead of the provider, the recorded results
//! instead of the tools) before it goes live.

use std::{
    sync::Arc,
    time::{Duration, Instant},
};

use barb_common::proto::chat::v1::{
    ContextSummary, DataBlock, Done, Grounding, HistoryMessage, Superseded, TitleUpdate, ToolCall, ToolStart, Usage,
    chat_event::Payload,
};
use futures::StreamExt;

use crate::{
    events::TurnEvents,
    grounding::{self, Evidence, feedback},
    history::{self, HistoryOptions},
    journal::{self, Journal},
    metrics, prompt,
    provider::{
        Message, ModelRequest, Provider, ProviderError, ProviderEvent, TokenUsage, ToolCallRequest, ToolChoice,
    },
    references::{
        Binding, Locale,
        stream::{Piece, Renderer},
    },
    registry::{CancelReason, CancelToken},
    result_view::ResultView,
    summary::{self, SummaryPolicy},
    tools::{ToolContext, Tools},
    usage::PriceTable,
};

mod contained;
mod finish;
mod tool_round;

pub use contained::contained;

/// Settings of the loop.
#[derive(Debug, Clone)]
pub struct LoopSettings {
    /// Most tool rounds per turn (`MAX_TOOL_ROUNDS`, default 5).
    pub max_tool_rounds: u32,
    /// Output token limit per model round (`LLM_MAX_TOKENS`, default 4096).
    pub max_tokens: u32,
    /// History windowing.
    pub history: HistoryOptions,
    /// Grounding check options.
    pub grounding: grounding::GroundingOptions,
    /// Ask for one rewrite when numbers are unsupported (`GROUNDING_REWRITE`, default true).
    pub grounding_rewrite: bool,
    /// Retries of a model round whose stream failed (`LLM_ROUND_RETRIES`,
    /// default 2); output it had streamed is voided with `superseded`.
    pub round_retries: u32,
    /// When long conversations are summarised ([`crate::summary`]).
    pub summary: SummaryPolicy,
}

impl Default for LoopSettings {
    fn default() -> Self {
        Self {
            max_tool_rounds: 5,
            max_tokens: 4096,
            history: HistoryOptions::default(),
            grounding: grounding::GroundingOptions::default(),
            grounding_rewrite: true,
            round_retries: 2,
            summary: SummaryPolicy::default(),
        }
    }
}

/// Everything a turn needs that outlives it.
pub struct TurnEngine {
    /// The language model.
    pub provider: Arc<dyn Provider>,
    /// The tools.
    pub tools: Arc<Tools>,
    /// Prices for the cost of a turn.
    pub prices: PriceTable,
    /// Loop settings.
    pub settings: LoopSettings,
}

/// One turn's request.
#[derive(Debug, Clone, Default)]
pub struct TurnInput {
    /// Conversation id.
    pub conversation_id: String,
    /// Turn id.
    pub turn_id: String,
    /// Owner of the conversation.
    pub user_id: String,
    /// The new user message.
    pub message: String,
    /// Earlier messages, oldest first.
    pub history: Vec<HistoryMessage>,
    /// Instrument (empty = default).
    pub instrument: String,
    /// Caller's summary of older turns.
    pub context_summary: String,
    /// Emit a `title_update` first.
    pub generate_title: bool,
    /// The gateway's user assertion for this turn, forwarded to the services
    /// that hold per-user data (receipts-query).
    pub assertion: String,
    /// Number style of the reader (BCP 47 tag; empty = guessed from the message).
    pub locale: String,
}

/// The state a model round started from.
struct RoundStart {
    answer: usize,
    bindings: usize,
    unresolved: usize,
    shown: String,
    reset_pending: bool,
    /// The seq of the last event before the round.
    seq: tokio::sync::oneshot::Receiver<u64>,
}

/// Pause before retry number `attempt` (1-based) of a model round.
fn round_pause(attempt: u32) -> Duration {
    Duration::from_millis(250u64 << attempt.saturating_sub(1).min(4)).min(Duration::from_secs(4))
}

enum RoundEnd {
    Complete {
        text: String,
        calls: Vec<ToolCallRequest>,
    },
    Cancelled,
    /// The error, and how often the round was tried.
    Failed(ProviderError, u32),
}

impl TurnEngine {
    /// Runs a turn, sending its events to `events`, and returns the terminal
    /// payload (`done` or `error`) for the caller to send last (unless the
    /// turn was handed over: see [`CancelReason::hands_over`]). With a
    /// `journal` the turn is durable: it replays the journal's committed
    /// steps first and commits the ones it runs.
    pub async fn run(
        &self,
        input: TurnInput,
        events: &TurnEvents,
        cancel: &CancelToken,
        journal: Option<&Journal>,
    ) -> Payload {
        let started = Instant::now();
        let terminal = self.run_turn(input, events, cancel, journal).await;
        if let Some(reason) = cancel.reason().filter(|r| r.hands_over()) {
            let outcome = if reason == CancelReason::Handover { "handed_over" } else { "superseded" };
            metrics::TURNS.with_label_values(&[outcome]).inc();
            return terminal;
        }
        metrics::TURN_SECONDS.observe(started.elapsed().as_secs_f64());
        let (outcome, usage) = match &terminal {
            Payload::Done(d) => {
                let g = d.grounding.clone().unwrap_or_default();
                if !d.cancelled {
                    let result = match (g.grounded, g.rewritten) {
                        (true, false) => "grounded",
                        (true, true) => "rewritten_grounded",
                        (false, _) => "ungrounded",
                    };
                    metrics::GROUNDING.with_label_values(&[result]).inc();
                }
                (if d.cancelled { "cancelled" } else { "done" }, d.usage)
            }
            Payload::Error(e) if e.code == "shutdown" => ("shutdown", e.usage),
            Payload::Error(e) => ("error", e.usage),
            _ => ("error", None),
        };
        metrics::TURNS.with_label_values(&[outcome]).inc();
        if let Some(u) = usage {
            for (kind, n) in [
                ("input", u.input_tokens),
                ("output", u.output_tokens),
                ("cache_read", u.cache_read_tokens),
                ("cache_write", u.cache_write_tokens),
            ] {
                metrics::TOKENS.with_label_values(&[kind]).inc_by(n);
            }
            metrics::COST_USD.inc_by(u.cost_usd.max(0.0));
        }
        terminal
    }

    async fn run_turn(
        &self,
        input: TurnInput,
        events: &TurnEvents,
        cancel: &CancelToken,
        journal: Option<&Journal>,
    ) -> Payload {
        let mut turn = Turn::new(self, &input, events, cancel, journal);
        if input.generate_title {
            events.send(Payload::TitleUpdate(TitleUpdate { title: prompt::title_from(&input.message) }));
        }
        let specs = tokio::select! {
            biased;
            _ = cancel.cancelled() => return turn.done(true, false),
            s = self.tools.specs() => s,
        };
        let system = prompt::system(&input.instrument, chrono::Utc::now().date_naive());
        let mut messages =
            history::build(&input.history, &input.context_summary, &input.message, &self.settings.history);
        let mut tool_rounds = 0;
        let mut rewritten = false;
        loop {
            let choice = if tool_rounds < self.settings.max_tool_rounds { ToolChoice::Auto } else { ToolChoice::None };
            let request = ModelRequest {
                system: system.clone(),
                tools: specs.clone(),
                messages: messages.clone(),
                tool_choice: choice,
                max_tokens: self.settings.max_tokens,
            };
            let (text, calls) = match turn.round(request).await {
                RoundEnd::Cancelled => return turn.done(true, rewritten),
                RoundEnd::Failed(e, attempts) => return turn.error(e, attempts),
                RoundEnd::Complete { text, calls } => (text, calls),
            };
            if !calls.is_empty() && choice == ToolChoice::Auto {
                tool_rounds += 1;
                messages.push(Message::Assistant { text, tool_calls: calls.clone() });
                match turn.run_tools(&calls).await {
                    Some(results) => messages.push(Message::ToolResults(results)),
                    None => return turn.done(true, rewritten),
                }
                continue;
            }
            if !calls.is_empty() {
                tracing::warn!(calls = calls.len(), "model called tools in the final round; ignoring the calls");
            }
            let report = turn.check();
            if !report.grounded() && !rewritten && self.settings.grounding_rewrite {
                tracing::info!(unsupported = ?report.unsupported(), "answer not grounded; asking for a rewrite");
                rewritten = true;
                messages.push(Message::Assistant { text, tool_calls: Vec::new() });
                messages.push(Message::User(feedback::rewrite_request(&report, &turn.views)));
                turn.begin_rewrite();
                continue;
            }
            turn.summarise(&input, &self.settings).await;
            let done = turn.done_checked(false, rewritten, Some(report));
            if let Some(end) = turn.round_ended {
                metrics::TURN_STAGE_SECONDS.with_label_values(&["finish"]).observe(end.elapsed().as_secs_f64());
            }
            return done;
        }
    }
}

struct Turn<'a> {
    engine: &'a TurnEngine,
    events: &'a TurnEvents,
    cancel: &'a CancelToken,
    journal: Option<&'a Journal>,
    ctx: ToolContext,
    answer: String,
    tool_calls: Vec<ToolCall>,
    blocks: Vec<DataBlock>,
    usage: TokenUsage,
    rounds: u32,
    evidence: Evidence,
    reset_pending: bool,
    /// The answer text as clients show it now (deltas appended, a reset
    /// clears it): what a `superseded` restores.
    shown: String,
    /// Results of this turn (`rK` = `views[K - 1]`).
    views: Vec<ResultView>,
    /// Numbers of `answer` rendered from references.
    bindings: Vec<Binding>,
    /// References of `answer` that named no value: (span, reference, why).
    unresolved: Vec<((usize, usize), String, String)>,
    renderer: Renderer,
    /// A new summary of the conversation's older part, sent in `done`.
    context: Option<ContextSummary>,
    /// When the turn started, and when its last live model round ended
    /// (the stage metrics: [`metrics::TURN_STAGE_SECONDS`]).
    started: Instant,
    round_ended: Option<Instant>,
}

impl<'a> Turn<'a> {
    fn new(
        engine: &'a TurnEngine,
        input: &TurnInput,
        events: &'a TurnEvents,
        cancel: &'a CancelToken,
        journal: Option<&'a Journal>,
    ) -> Self {
        let mut evidence = Evidence::new();
        // Numbers the user stated may be repeated.
        evidence.add_user(&input.message);
        Self {
            engine,
            events,
            cancel,
            journal,
            ctx: ToolContext {
                instrument: input.instrument.clone(),
                user_id: input.user_id.clone(),
                assertion: input.assertion.clone(),
            },
            answer: String::new(),
            tool_calls: Vec::new(),
            blocks: Vec::new(),
            usage: TokenUsage::default(),
            rounds: 0,
            evidence,
            reset_pending: false,
            shown: String::new(),
            views: Vec::new(),
            bindings: Vec::new(),
            unresolved: Vec::new(),
            renderer: Renderer::new(Locale::for_turn(&input.locale, &input.message)),
            context: None,
            started: Instant::now(),
            round_ended: None,
        }
    }

    /// One model round, retried when its stream fails (see the module
    /// docs). A committed round is replayed instead; a live one is committed.
    async fn round(&mut self, request: ModelRequest) -> RoundEnd {
        let mut attempt = 0;
        let replayed = self.journal.and_then(Journal::next_model_round);
        loop {
            let start = self.round_start();
            let mut stream = match &replayed {
                Some(r) => futures::stream::iter(journal::replayed_round(r).into_iter().map(Ok)).boxed(),
                None => {
                    let (stage, since) = match self.round_ended {
                        Some(end) => ("between_rounds", end),
                        None => ("start", self.started),
                    };
                    metrics::TURN_STAGE_SECONDS.with_label_values(&[stage]).observe(since.elapsed().as_secs_f64());
                    self.engine.provider.stream(request.clone())
                }
            };
            let mut text = String::new();
            let mut calls = Vec::new();
            let mut round_usage = None;
            let failure = loop {
                let item = tokio::select! {
                    biased;
                    _ = self.cancel.cancelled() => return RoundEnd::Cancelled,
                    item = stream.next() => item,
                };
                match item {
                    None => break None,
                    Some(Ok(ProviderEvent::TextDelta(t))) => {
                        let pieces = self.renderer.push(&t, &self.views);
                        self.show(pieces);
                        text.push_str(&t);
                    }
                    Some(Ok(ProviderEvent::ToolCall(c))) => {
                        self.events.send(Payload::ToolStart(ToolStart {
                            call_id: c.id.clone(),
                            tool_name: c.name.clone(),
                            input_json: c.input_json.clone(),
                        }));
                        calls.push(c);
                    }
                    Some(Ok(ProviderEvent::Usage(u))) => round_usage = Some(u),
                    Some(Ok(ProviderEvent::Finished { .. })) => {}
                    Some(Err(e)) => break Some(e),
                }
            };
            drop(stream);
            if replayed.is_none() {
                self.round_ended = Some(Instant::now());
            }
            if let Some(u) = &round_usage {
                self.usage.add(u);
            }
            let rest = self.renderer.finish(&self.views);
            self.show(rest);
            self.rounds += 1;
            let Some(e) = failure else {
                match (self.journal, &replayed) {
                    (Some(j), None) => {
                        let u = round_usage.unwrap_or_default();
                        let cost = self.engine.prices.cost(self.engine.provider.model(), &u);
                        j.commit_model_round(&text, &calls, journal::usage(&u, cost));
                    }
                    (Some(j), Some(_)) => j.live_if_replayed(),
                    (None, _) => {}
                }
                return RoundEnd::Complete { text, calls };
            };
            if !e.retryable() || attempt >= self.engine.settings.round_retries {
                return RoundEnd::Failed(e, attempt + 1);
            }
            attempt += 1;
            let streamed = !(text.is_empty() && calls.is_empty());
            let stage = if streamed { "after_output" } else { "before_output" };
            metrics::ROUND_RETRIES.with_label_values(&[stage]).inc();
            tracing::warn!(error = %e, attempt, stage, "model stream failed; retrying the round");
            if streamed {
                let cancel = self.cancel;
                tokio::select! {
                    biased;
                    _ = cancel.cancelled() => return RoundEnd::Cancelled,
                    _ = self.void_since(start) => {}
                }
            }
            tokio::select! {
                biased;
                _ = self.cancel.cancelled() => return RoundEnd::Cancelled,
                _ = tokio::time::sleep(round_pause(attempt)) => {}
            }
        }
    }

    /// Where a model round starts (a retry goes back there).
    fn round_start(&self) -> RoundStart {
        RoundStart {
            answer: self.answer.len(),
            bindings: self.bindings.len(),
            unresolved: self.unresolved.len(),
            shown: self.shown.clone(),
            reset_pending: self.reset_pending,
            seq: self.events.mark(),
        }
    }

    /// Voids what a failed round streamed: its text, bindings and tool calls
    /// are dropped here, and clients get `superseded` with the text as it
    /// stood before the round and the seq its events came after.
    async fn void_since(&mut self, start: RoundStart) {
        self.answer.truncate(start.answer);
        self.bindings.truncate(start.bindings);
        self.unresolved.truncate(start.unresolved);
        self.reset_pending = start.reset_pending;
        self.shown = start.shown;
        let after_seq = start.seq.await.unwrap_or(0);
        self.events.send(Payload::Superseded(Superseded {
            after_seq,
            text: self.shown.clone(),
            reason: "model_retry".into(),
            // The contract: 0 for a model retry (a takeover counts owners).
            takeovers: 0,
        }));
    }

    /// Appends rendered pieces to the answer, records their bindings, and
    /// sends their text to clients.
    fn show(&mut self, pieces: Vec<Piece>) {
        let mut delta = String::new();
        for piece in pieces {
            let start = self.answer.len();
            self.answer.push_str(piece.text());
            delta.push_str(piece.text());
            let span = (start, self.answer.len());
            match piece {
                Piece::Text(_) => {}
                Piece::Bound(mut b) => {
                    (b.start, b.end) = span;
                    self.bindings.push(b);
                }
                Piece::Unresolved { reference, why } => self.unresolved.push((span, reference, why)),
            }
        }
        if !delta.is_empty() || self.reset_pending {
            let reset = std::mem::take(&mut self.reset_pending);
            if reset {
                self.shown.clear();
            }
            self.shown.push_str(&delta);
            self.events.text(&delta, reset);
        }
    }
}
