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
    ContextSummary, DataBlock, Done, Error as ErrorEvent, Grounding, GroundingIssue, HistoryMessage, NumberBinding,
    Superseded, TitleUpdate, ToolCall, ToolEnd, ToolStart, Usage, chat_event::Payload,
};
use futures::{StreamExt, stream::FuturesUnordered};
use serde_json::Value;

use crate::{
    events::TurnEvents,
    grounding::{self, Evidence, Issue, IssueKind, feedback},
    history::{self, HistoryOptions},
    journal::{self, Journal},
    metrics, prompt,
    provider::{
        Message, ModelRequest, Provider, ProviderError, ProviderEvent, TokenUsage, ToolCallRequest, ToolChoice,
        ToolResult,
    },
    references::{
        Binding, Locale,
        stream::{Piece, Renderer},
    },
    registry::{CancelReason, CancelToken},
    summary::{self, SummaryPolicy},
    tools::{ToolContext, ToolOutcome, Tools, view::ResultView},
    usage::PriceTable,
};

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
    pub grounding: grounding::Options,
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
            grounding: grounding::Options::default(),
            grounding_rewrite: true,
            round_retries: 2,
            summary: SummaryPolicy::default(),
        }
    }
}

/// Everything a turn needs that outlives it.
pub struct Engine {
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

impl Engine {
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
            return turn.done(false, rewritten);
        }
    }
}

struct Turn<'a> {
    engine: &'a Engine,
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
}

impl<'a> Turn<'a> {
    fn new(
        engine: &'a Engine,
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
                None => self.engine.provider.stream(request.clone()),
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
            if let Some(u) = &round_usage {
                self.usage.add(u);
            }
            let rest = self.renderer.finish(&self.views);
            self.show(rest);
            self.rounds += 1;
            let Some(e) = failure else {
                if let (Some(j), None) = (self.journal, &replayed) {
                    let u = round_usage.unwrap_or_default();
                    let cost = self.engine.prices.cost(self.engine.provider.model(), &u);
                    j.commit_model_round(&text, &calls, journal::usage(&u, cost)).await;
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

    /// Runs the calls in parallel; `None` when the turn was cancelled. A
    /// committed round of results is replayed instead; a live one is committed.
    async fn run_tools(&mut self, calls: &[ToolCallRequest]) -> Option<Vec<ToolResult>> {
        if let Some(recorded) = self.journal.and_then(Journal::next_tool_round) {
            let outcomes = calls
                .iter()
                .map(|c| {
                    let r = recorded.outcomes.iter().find(|o| o.call_id == c.id)?;
                    let (out, took) = journal::outcome(r);
                    self.events.send(Payload::ToolEnd(ToolEnd {
                        call_id: c.id.clone(),
                        tool_name: c.name.clone(),
                        duration_ms: took.as_millis() as u64,
                        error: error_text(&out),
                    }));
                    Some((out, took))
                })
                .collect();
            return Some(self.record(calls, outcomes));
        }
        let tools = self.engine.tools.clone();
        let ctx = &self.ctx;
        let mut pending: FuturesUnordered<_> = calls
            .iter()
            .enumerate()
            .map(|(i, c)| {
                let tools = tools.clone();
                async move {
                    let start = Instant::now();
                    let out = tools.execute(c, ctx).await;
                    (i, out, start.elapsed())
                }
            })
            .collect();
        let mut outcomes: Vec<Option<(ToolOutcome, Duration)>> = vec![None; calls.len()];
        let mut cancelled = false;
        while !pending.is_empty() {
            tokio::select! {
                biased;
                _ = self.cancel.cancelled() => {
                    cancelled = true;
                    break;
                }
                Some((i, out, took)) = pending.next() => {
                    let c = &calls[i];
                    self.events.send(Payload::ToolEnd(ToolEnd {
                        call_id: c.id.clone(),
                        tool_name: c.name.clone(),
                        duration_ms: took.as_millis() as u64,
                        error: error_text(&out),
                    }));
                    outcomes[i] = Some((out, took));
                }
            }
        }
        drop(pending); // cancels whatever is still running
        let committed: Vec<_> = if cancelled || self.journal.is_none() {
            Vec::new()
        } else {
            calls
                .iter()
                .zip(&outcomes)
                .filter_map(|(c, o)| o.as_ref().map(|(out, took)| journal::recorded(&c.id, out, *took)))
                .collect()
        };
        let results = self.record(calls, outcomes);
        if let (Some(j), false) = (self.journal, cancelled) {
            j.commit_tool_round(committed).await;
        }
        (!cancelled).then_some(results)
    }

    /// Records finished (and cancelled) calls, emits their cards in call order,
    /// and feeds the grounding evidence.
    fn record(&mut self, calls: &[ToolCallRequest], outcomes: Vec<Option<(ToolOutcome, Duration)>>) -> Vec<ToolResult> {
        let mut results = Vec::with_capacity(calls.len());
        for (c, outcome) in calls.iter().zip(outcomes) {
            let (out, took) = outcome.unwrap_or_else(|| {
                (
                    ToolOutcome { output: "Error: cancelled".into(), is_error: true, ..Default::default() },
                    Duration::ZERO,
                )
            });
            let input: Value = serde_json::from_str(&c.input_json).unwrap_or(Value::Null);
            // A successful call with a result becomes `rK`; the model sees its
            // summary with the values it can cite.
            let content = if out.is_error || out.result.is_none() {
                self.evidence.add_input_json(&input, None);
                out.output.clone()
            } else {
                let view =
                    ResultView::build(self.views.len() + 1, &c.id, &c.name, &input, out.result.as_ref(), &out.output);
                self.evidence.add_view(&view, &input);
                let text = view.model_text();
                self.views.push(view);
                text
            };
            if let Some(block) = &out.block {
                let index = self.blocks.len() as u32;
                if let Some(v) = self.views.last_mut().filter(|v| v.call_id == c.id) {
                    v.block = Some(index);
                }
                let b = DataBlock { index, call_id: c.id.clone(), json: block.to_string() };
                self.events.send(Payload::DataBlock(b.clone()));
                self.blocks.push(b);
                if !self.answer.is_empty() && !self.answer.ends_with("\n\n") {
                    self.answer.push_str("\n\n");
                }
                self.answer.push_str(&format!("{{{{data:{index}}}}}\n\n"));
            }
            let outcome = if out.is_error { "error" } else { "ok" };
            metrics::TOOL_CALLS.with_label_values(&[c.name.as_str(), outcome]).inc();
            self.tool_calls.push(ToolCall {
                call_id: c.id.clone(),
                tool_name: c.name.clone(),
                input_json: c.input_json.clone(),
                output: content.clone(),
                error: error_text(&out),
                duration_ms: took.as_millis() as u64,
            });
            results.push(ToolResult { call_id: c.id.clone(), content, is_error: out.is_error });
        }
        results
    }

    /// Checks the typed numbers of the answer; references that named no value fail too.
    fn check(&self) -> grounding::Report {
        let bound: Vec<grounding::Cited> = self.bindings.iter().map(grounding::Cited::from).collect();
        let mut report = grounding::check(&self.answer, &bound, &self.evidence, &self.engine.settings.grounding);
        for (span, reference, why) in &self.unresolved {
            report.issues.push(Issue {
                text: format!("{{{{{reference}}}}}"),
                span: *span,
                kind: IssueKind::UnresolvedReference,
                message: why.clone(),
                suggestion: None,
                expected: None,
                hint: None,
            });
        }
        report.issues.sort_by_key(|i| i.span.0);
        report
    }

    /// Starts the rewrite: the answer text is replaced (the cards stay, their
    /// markers first); clients get `reset` with the next text.
    fn begin_rewrite(&mut self) {
        self.answer = self.blocks.iter().map(|b| format!("{{{{data:{}}}}}\n\n", b.index)).collect();
        self.bindings.clear();
        self.unresolved.clear();
        self.reset_pending = true;
    }

    /// Folds the conversation's older part into a stored summary when the
    /// history is over budget ([`crate::summary`]). Its tokens count towards
    /// this turn's usage; a failure or a cancel only skips the summary.
    async fn summarise(&mut self, input: &TurnInput, settings: &LoopSettings) {
        let Some(older) = summary::due(
            &settings.summary,
            &input.history,
            &input.context_summary,
            &input.message,
            &self.answer,
            settings.history.window,
        ) else {
            return;
        };
        let call = summary::summarise(&*self.engine.provider, &settings.summary, &input.context_summary, older);
        let outcome = tokio::select! {
            biased;
            _ = self.cancel.cancelled() => "cancelled",
            r = call => match r {
                Ok((context, usage)) => {
                    self.usage.add(&usage);
                    self.rounds += 1;
                    self.context = Some(context);
                    "ok"
                }
                Err(e) => {
                    tracing::warn!(error = %e, "no conversation summary this turn");
                    "failed"
                }
            },
        };
        metrics::SUMMARIES.with_label_values(&[outcome]).inc();
    }

    fn usage(&self) -> Usage {
        let u = &self.usage;
        Usage {
            input_tokens: u.input_tokens,
            output_tokens: u.output_tokens,
            cache_read_tokens: u.cache_read_tokens,
            cache_write_tokens: u.cache_write_tokens,
            cost_usd: self.engine.prices.cost(self.engine.provider.model(), u),
            rounds: self.rounds,
        }
    }

    fn done(&mut self, cancelled: bool, rewritten: bool) -> Payload {
        if cancelled && self.cancel.reason() == Some(CancelReason::Shutdown) {
            return Payload::Error(ErrorEvent {
                code: "shutdown".into(),
                message: "the orchestrator shut down during this turn; send the message again".into(),
                partial_answer: self.answer.trim().to_string(),
                usage: Some(self.usage()),
                retryable: true,
            });
        }
        if std::mem::take(&mut self.reset_pending) {
            self.shown.clear();
            self.events.text("", true);
        }
        let report = self.check();
        if !cancelled {
            for i in &report.issues {
                metrics::GROUNDING_ISSUES.with_label_values(&[i.kind.as_str()]).inc();
            }
            metrics::ANSWER_NUMBERS.with_label_values(&["bound"]).inc_by(report.bound as u64);
            metrics::ANSWER_NUMBERS.with_label_values(&["typed"]).inc_by(report.checked as u64);
        }
        // The answer is sent trimmed; bindings keep pointing at their numbers.
        let lead = self.answer.len() - self.answer.trim_start().len();
        let answer = self.answer.trim().to_string();
        let bindings = self.bindings.iter().map(|b| binding_proto(b, lead)).collect();
        Payload::Done(Done {
            answer,
            tool_calls: std::mem::take(&mut self.tool_calls),
            data_blocks: std::mem::take(&mut self.blocks),
            usage: Some(self.usage()),
            grounding: Some(Grounding {
                grounded: report.grounded(),
                unsupported: report.unsupported(),
                rewritten,
                issues: report.issues.iter().map(issue_proto).collect(),
                checked: report.checked as u32,
                bound: report.bound as u32,
            }),
            cancelled,
            bindings,
            context: self.context.take(),
        })
    }

    fn error(&mut self, e: ProviderError, attempts: u32) -> Payload {
        tracing::warn!(code = e.code(), error = %e, attempts, "turn failed");
        let retryable = !matches!(
            e,
            ProviderError::Auth { .. } | ProviderError::BadRequest { .. } | ProviderError::Protocol { .. }
        );
        Payload::Error(ErrorEvent {
            code: e.code().to_string(),
            message: if attempts > 1 { format!("{e} (the round was tried {attempts} times)") } else { e.to_string() },
            partial_answer: self.answer.trim().to_string(),
            usage: Some(self.usage()),
            retryable,
        })
    }
}

fn binding_proto(b: &Binding, lead: usize) -> NumberBinding {
    NumberBinding {
        start: (b.start - lead) as u32,
        end: (b.end - lead) as u32,
        text: b.text.clone(),
        reference: b.reference.clone(),
        call_id: b.call_id.clone(),
        result: b.result as u32,
        data_block: b.block,
        row: b.row.clone(),
        row_index: b.row_index.map(|i| i as u32),
        column: b.column.clone(),
        value: b.value,
    }
}

fn issue_proto(i: &Issue) -> GroundingIssue {
    GroundingIssue {
        text: i.text.clone(),
        kind: i.kind.as_str().to_string(),
        message: i.message.clone(),
        suggestion: i.suggestion.clone().unwrap_or_default(),
        hint: i.hint.clone().unwrap_or_default(),
    }
}

fn error_text(out: &ToolOutcome) -> String {
    if out.is_error { out.output.strip_prefix("Error: ").unwrap_or(&out.output).to_string() } else { String::new() }
}
