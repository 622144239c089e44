//! The journal of a durable turn: its owner commits a step after every
//! finished model round and every finished round of tool calls, and a turn
//! taken over replays the committed steps instead of running them again.
//!
//! A commit first waits until every event produced before it is stored
//! ([`TurnEvents::flush_point`]) and records that seq as the step's
//! checkpoint, so a new owner knows exactly which events the committed state
//! covers: those after the last checkpoint belong to the interrupted round
//! and are voided by `superseded`. Commits are a compare-and-set on the
//! turn's state ([`barb_common::turn_state::commit_step`]); once another
//! instance claimed the turn they fail and the turn stops without a terminal
//! event.
//!
//! Commits are off the turn's path: the loop queues a step (and, at that
//! moment, its place in the event stream) and goes on with the next tool
//! call or model round while one writer task per turn stores the queued
//! steps in order. Waiting for each commit cost a turn two JetStream
//! round trips plus the wait for its events' acks per step (five steps in a
//! three-tool-round turn), all of it in the post → `done` time. A step still
//! queued when the owner dies is simply not committed: the new owner replays
//! the committed prefix and voids every event after its checkpoint, the same
//! as for a death during a commit. Whatever needs the committed state (the
//! end of the turn, a handover) waits for the queue first ([`Journal::state`],
//! [`Journal::release`]).
//!
//! Replay feeds the recorded model text and tool results through the same
//! loop code as a live turn (events muted), so the rebuilt state (answer,
//! cards, tool calls, grounding evidence, usage) is the one the old owner had
//! at its last checkpoint, by construction.

use std::{
    collections::VecDeque,
    sync::{
        Mutex,
        atomic::{AtomicBool, Ordering},
    },
    time::{Duration, Instant},
};

use barb_common::turn_state::{
    self, Buckets, Cas, ModelRound, RecordedCall, RecordedOutcome, Step, ToolRound, TurnStep, Usage, Versioned,
};
use serde_json::Value;

use tokio::sync::{mpsc, oneshot};

use crate::{
    events::{OnSuperseded, TurnEvents},
    metrics,
    provider::{ProviderEvent, TokenUsage, ToolCallRequest},
    tools::ToolOutcome,
};

/// A durable turn's journal.
pub struct Journal {
    writer: std::sync::Arc<Writer>,
    commits: mpsc::UnboundedSender<Queued>,
    replay: Mutex<VecDeque<TurnStep>>,
    events: TurnEvents,
}

/// What the writer task stores: the turn's committed state.
struct Writer {
    buckets: Buckets,
    turn_id: String,
    owner: String,
    at: tokio::sync::Mutex<Versioned>,
    superseded: OnSuperseded,
    cancel_requested: OnSuperseded,
    /// A commit failed for a reason other than losing the turn: later steps
    /// are not committed either (committed steps must stay a prefix).
    broken: AtomicBool,
}

/// An item of the writer's queue.
enum Queued {
    /// A step to commit once the events queued before it are stored
    /// (`stored` answers with their last seq); `queued` is when.
    Step { step: TurnStep, usage: Option<Usage>, stored: oneshot::Receiver<Option<u64>>, queued: Instant },
    /// Answered once every step queued before it is committed (or given up).
    Settled(oneshot::Sender<()>),
}

impl Journal {
    /// The journal of a turn owned by `owner` with state `at`; `replay` are
    /// committed steps to replay first (a takeover), during which `events`
    /// must be muted. `superseded` stops the turn without a terminal event;
    /// `cancel` cancels it (a cancel recorded while nobody could be reached).
    /// Starts the turn's writer task (call within a Tokio runtime).
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        buckets: Buckets,
        turn_id: &str,
        owner: &str,
        at: Versioned,
        replay: Vec<TurnStep>,
        events: TurnEvents,
        superseded: OnSuperseded,
        cancel: OnSuperseded,
    ) -> Self {
        let writer = std::sync::Arc::new(Writer {
            buckets,
            turn_id: turn_id.to_string(),
            owner: owner.to_string(),
            at: tokio::sync::Mutex::new(at),
            superseded,
            cancel_requested: cancel,
            broken: AtomicBool::new(false),
        });
        let (commits, queue) = mpsc::unbounded_channel();
        tokio::spawn(write_steps(writer.clone(), queue));
        let journal = Self { writer, commits, replay: Mutex::new(replay.into()), events };
        if journal.queue().is_empty() {
            journal.events.go_live();
        }
        journal
    }

    fn queue(&self) -> std::sync::MutexGuard<'_, VecDeque<TurnStep>> {
        self.replay.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// True while committed steps remain to be replayed.
    pub fn replaying(&self) -> bool {
        !self.queue().is_empty()
    }

    /// Ends the replay (events flow again, `superseded` first). Idempotent.
    pub fn go_live(&self) {
        self.queue().clear();
        self.events.go_live();
    }

    /// Goes live if nothing is left to replay. Called once a replayed step
    /// has been fed through the loop (its events muted), so the `superseded`
    /// goes out as soon as the replay is over: a turn whose last committed
    /// step was its final model round would otherwise stay muted through its
    /// grounding check and summary, and its clients would see nothing until
    /// `done` (measured in the chaos soak: 33–40 s of silence).
    pub fn live_if_replayed(&self) {
        if self.queue().is_empty() {
            self.go_live();
        }
    }

    /// The next committed model round, if the replay is at one.
    pub fn next_model_round(&self) -> Option<ModelRound> {
        let mut q = self.queue();
        match q.front().and_then(|s| s.step.as_ref()) {
            Some(Step::Model(_)) => match q.pop_front().and_then(|s| s.step) {
                Some(Step::Model(m)) => Some(m),
                _ => None,
            },
            _ => {
                drop(q);
                self.go_live();
                None
            }
        }
    }

    /// The committed results of the tool round the replay is at, if any.
    pub fn next_tool_round(&self) -> Option<ToolRound> {
        let mut q = self.queue();
        match q.front().and_then(|s| s.step.as_ref()) {
            Some(Step::Tools(_)) => match q.pop_front().and_then(|s| s.step) {
                Some(Step::Tools(t)) => Some(t),
                _ => None,
            },
            _ => {
                drop(q);
                self.go_live();
                None
            }
        }
    }

    /// Queues the commit of a finished model round (see the module docs).
    pub fn commit_model_round(&self, text: &str, calls: &[ToolCallRequest], usage: Usage) {
        let round = ModelRound {
            text: text.to_string(),
            calls: calls
                .iter()
                .map(|c| RecordedCall { id: c.id.clone(), name: c.name.clone(), input_json: c.input_json.clone() })
                .collect(),
            usage: Some(usage),
        };
        self.commit(TurnStep { step: Some(Step::Model(round)) }, Some(usage));
    }

    /// Queues the commit of the results of a round of tool calls (in call order).
    pub fn commit_tool_round(&self, outcomes: Vec<RecordedOutcome>) {
        self.commit(TurnStep { step: Some(Step::Tools(ToolRound { outcomes })) }, None);
    }

    fn commit(&self, step: TurnStep, usage: Option<Usage>) {
        if self.writer.broken.load(Ordering::Acquire) {
            return;
        }
        // The checkpoint's place: after every event produced so far.
        let stored = self.events.flush_point();
        let _ = self.commits.send(Queued::Step { step, usage, stored, queued: Instant::now() });
    }

    /// Waits until every queued step is committed (or given up).
    async fn settle(&self) {
        let (tx, rx) = oneshot::channel();
        if self.commits.send(Queued::Settled(tx)).is_ok() {
            let _ = rx.await;
        }
    }

    /// The state as last committed, once every queued step is (for ending
    /// or handing the turn over).
    pub async fn state(&self) -> Versioned {
        self.settle().await;
        self.writer.at.lock().await.clone()
    }

    /// Releases the turn on shutdown so a survivor claims it at once (after
    /// the queued steps are committed, so it replays them).
    pub async fn release(&self) {
        self.settle().await;
        self.writer.release().await;
    }
}

/// The writer task of a turn: commits queued steps in order.
async fn write_steps(w: std::sync::Arc<Writer>, mut queue: mpsc::UnboundedReceiver<Queued>) {
    let stage = |name: &str, since: Instant| {
        metrics::TURN_STAGE_SECONDS.with_label_values(&[name]).observe(since.elapsed().as_secs_f64());
    };
    while let Some(item) = queue.recv().await {
        match item {
            Queued::Settled(done) => {
                let _ = done.send(());
            }
            Queued::Step { step, usage, stored, queued } => {
                if w.broken.load(Ordering::Acquire) {
                    continue;
                }
                let Ok(Some(checkpoint)) = stored.await else {
                    w.broken.store(true, Ordering::Release);
                    continue;
                };
                stage("commit_flush", queued);
                let writing = Instant::now();
                w.write(&step, usage.as_ref(), checkpoint).await;
                stage("commit_write", writing);
            }
        }
    }
}

impl Writer {
    /// The compare-and-set of a step whose events are stored up to `checkpoint`.
    async fn write(&self, step: &TurnStep, usage: Option<&Usage>, checkpoint: u64) {
        let mut at = self.at.lock().await;
        for _ in 0..5 {
            match turn_state::commit_step(&self.buckets, &self.turn_id, &at, step, checkpoint, usage).await {
                Ok(Cas::Done(v)) => {
                    *at = v;
                    return;
                }
                Ok(Cas::Conflict) => match turn_state::load(&self.buckets, &self.turn_id).await {
                    // Still ours: someone recorded a cancel. Honour it and commit on top.
                    Ok(Some(v)) if v.state.owner == self.owner && v.state.epoch == at.state.epoch => {
                        if v.state.cancel_requested {
                            (self.cancel_requested)();
                        }
                        *at = v;
                    }
                    Ok(_) => {
                        metrics::SUPERSEDED.with_label_values(&["commit"]).inc();
                        tracing::warn!(turn_id = %self.turn_id, "another instance owns this turn now; stopping");
                        self.broken.store(true, Ordering::Release);
                        (self.superseded)();
                        return;
                    }
                    Err(e) => {
                        tracing::warn!(error = %e, turn_id = %self.turn_id, "cannot re-read the turn to commit a step");
                        break;
                    }
                },
                Err(e) => {
                    tracing::warn!(error = %e, turn_id = %self.turn_id, "cannot commit a step; a takeover would replay less");
                    break;
                }
            }
        }
        self.broken.store(true, Ordering::Release);
    }

    async fn release(&self) {
        let mut at = self.at.lock().await;
        for _ in 0..5 {
            match turn_state::release(&self.buckets, &self.turn_id, &at).await {
                Ok(Cas::Done(v)) => {
                    *at = v;
                    tracing::info!(turn_id = %self.turn_id, "turn handed over");
                    return;
                }
                Ok(Cas::Conflict) => match turn_state::load(&self.buckets, &self.turn_id).await {
                    Ok(Some(v)) if v.state.owner == self.owner && v.state.epoch == at.state.epoch => *at = v,
                    _ => return, // not ours any more
                },
                Err(e) => {
                    tracing::warn!(error = %e, turn_id = %self.turn_id, "cannot release the turn; it is taken over when the lease lapses");
                    return;
                }
            }
        }
    }
}

/// Provider events replaying a committed model round.
pub fn replayed_round(round: &ModelRound) -> Vec<ProviderEvent> {
    let mut out = Vec::new();
    if !round.text.is_empty() {
        out.push(ProviderEvent::TextDelta(round.text.clone()));
    }
    for c in &round.calls {
        out.push(ProviderEvent::ToolCall(ToolCallRequest {
            id: c.id.clone(),
            name: c.name.clone(),
            input_json: c.input_json.clone(),
        }));
    }
    let u = round.usage.unwrap_or_default();
    out.push(ProviderEvent::Usage(TokenUsage {
        input_tokens: u.input_tokens,
        output_tokens: u.output_tokens,
        cache_read_tokens: u.cache_read_tokens,
        cache_write_tokens: u.cache_write_tokens,
    }));
    out.push(ProviderEvent::Finished {
        stop_reason: if round.calls.is_empty() { "end_turn" } else { "tool_use" }.into(),
    });
    out
}

/// A tool outcome as committed.
pub fn recorded(call_id: &str, out: &ToolOutcome, took: Duration) -> RecordedOutcome {
    RecordedOutcome {
        call_id: call_id.to_string(),
        output: out.output.clone(),
        is_error: out.is_error,
        block_json: out.block.as_ref().map(Value::to_string).unwrap_or_default(),
        result_json: out.result.as_ref().map(Value::to_string).unwrap_or_default(),
        duration_ms: took.as_millis() as u64,
    }
}

/// A committed outcome as the loop uses it.
pub fn outcome(r: &RecordedOutcome) -> (ToolOutcome, Duration) {
    let json = |s: &str| (!s.is_empty()).then(|| serde_json::from_str(s).ok()).flatten();
    (
        ToolOutcome {
            output: r.output.clone(),
            is_error: r.is_error,
            block: json(&r.block_json),
            result: json(&r.result_json),
            code: if r.is_error { "tool_failed".into() } else { String::new() },
        },
        Duration::from_millis(r.duration_ms),
    )
}

/// Token usage as the journal stores it (cost filled in by the caller).
pub fn usage(u: &TokenUsage, cost_usd: f64) -> Usage {
    Usage {
        input_tokens: u.input_tokens,
        output_tokens: u.output_tokens,
        cache_read_tokens: u.cache_read_tokens,
        cache_write_tokens: u.cache_write_tokens,
        cost_usd,
        rounds: 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn outcomes_round_trip_through_the_record() {
        let out = ToolOutcome {
            output: "Result: 3".into(),
            is_error: false,
            block: Some(serde_json::json!({"title": "T"})),
            result: Some(serde_json::json!({"summary": {"value": 3}})),
            code: String::new(),
        };
        let r = recorded("c1", &out, Duration::from_millis(12));
        let (back, took) = outcome(&r);
        assert_eq!((back.output, back.is_error, back.block, back.result), (out.output, false, out.block, out.result));
        assert_eq!(took, Duration::from_millis(12));
        let err = ToolOutcome { output: "Error: x".into(), is_error: true, ..Default::default() };
        let (back, _) = outcome(&recorded("c2", &err, Duration::ZERO));
        assert!(back.is_error && back.block.is_none() && back.result.is_none());
    }

    #[test]
    fn a_replayed_round_streams_its_text_calls_and_usage() {
        let round = ModelRound {
            text: "Let me look.".into(),
            calls: vec![RecordedCall { id: "a".into(), name: "run_query".into(), input_json: "{}".into() }],
            usage: Some(Usage { input_tokens: 7, output_tokens: 3, ..Default::default() }),
        };
        let ev = replayed_round(&round);
        assert_eq!(ev[0], ProviderEvent::TextDelta("Let me look.".into()));
        assert!(matches!(&ev[1], ProviderEvent::ToolCall(c) if c.id == "a" && c.name == "run_query"));
        assert!(matches!(&ev[2], ProviderEvent::Usage(u) if u.input_tokens == 7 && u.output_tokens == 3));
        assert!(matches!(&ev[3], ProviderEvent::Finished { stop_reason } if stop_reason == "tool_use"));
    }
}
