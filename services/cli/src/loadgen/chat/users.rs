//! The simulated users. Every user creates a conversation and holds its
//! stream open (SSE or WebSocket); the first `chatting` users also post
//! questions one after another and read each answer on that stream, which
//! is what a chat UI does. Turn numbers and start times come from the shared
//! [`Schedule`] (total, duration, rate), as in the gRPC runner.
//!
//! Each turn's events are verified ([`TurnCheck`]); some turns are cancelled
//! after their first text, and on some the stream is dropped mid-turn and
//! reopened with `Last-Event-ID` (the cursor of the last event received), so
//! the gateway's resume path is checked under load. A stream the server
//! closes unexpectedly is counted as dropped and reopened the same way.
//!
//! Under faults (a chaos run) a user behaves like a careful client: a post
//! refused with a retryable status (503/429 with `Retry-After`) or lost with
//! its gateway is retried, on the next gateway when the one in use stopped
//! answering; a post whose answer was lost (it may have been carried out) is
//! looked up among the stored messages first and its turn followed instead of
//! posting twice; a stream that breaks is resumed on whichever gateway
//! answers. A turn that shows no terminal event within `--turn-timeout` is
//! *hung*.
//!
//! Why one file (~600 lines): a user's life (open, post, follow the turn,
//! resume, retry on another gateway) is one sequence over one [`Shared`],
//! and the records at the top ([`TurnOutcome`], [`TurnRecord`], [`Tally`])
//! are what that sequence writes; the stream reader, the per-turn checks, the
//! API calls and the report already live apart (`stream`, `verify`, `api`,
//! `report`).

use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use std::sync::atomic::AtomicU64;
use std::time::{Duration, SystemTime};

use tokio::sync::{Barrier, watch};
use tokio::time::Instant;

use super::api::{Api, credential_of};
use super::model_time::ModelRounds;
use super::settings::{ChatSettings, Transport};
use super::stream::{EventStream, Next};
use super::verify::{Ending, Supersession, TurnCheck};
use crate::loadgen::runner::Schedule;

/// How one turn ended for the client.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TurnOutcome {
    /// `done`, not cancelled.
    Done,
    /// `done` with `cancelled: true`.
    Cancelled,
    /// An `error` event with this code.
    ErrorEvent(String),
    /// Accepted, but no terminal event within the turn timeout.
    Hung,
    /// No terminal event: the kind of failure (the post was refused, or the
    /// stream could not be resumed on any gateway).
    Failed(String),
}

impl TurnOutcome {
    /// Short name for CSV and counts.
    pub fn name(&self) -> &str {
        match self {
            TurnOutcome::Done => "done",
            TurnOutcome::Cancelled => "cancelled",
            TurnOutcome::ErrorEvent(_) => "error_event",
            TurnOutcome::Hung => "hung",
            TurnOutcome::Failed(_) => "failed",
        }
    }

    /// True when the stream showed the turn's end (`done` or `error`).
    pub fn ended(&self) -> bool {
        !matches!(self, TurnOutcome::Failed(_) | TurnOutcome::Hung)
    }
}

/// One turn as the client saw it.
#[derive(Debug, Clone)]
pub struct TurnRecord {
    /// User number.
    pub user: usize,
    /// Transport of the user.
    pub transport: Transport,
    /// Conversation.
    pub conversation: String,
    /// Turn id (empty when the post failed).
    pub turn_id: String,
    /// How it ended.
    pub outcome: TurnOutcome,
    /// Post → first event of the turn.
    pub first_event: Option<Duration>,
    /// Post → terminal event.
    pub done: Option<Duration>,
    /// Post → `done` minus the scripted model time (with `--model-pacing`).
    pub overhead: Option<Duration>,
    /// Events of the turn received in order.
    pub events: u64,
    /// Seq numbers never received.
    pub missing: u64,
    /// Events received twice.
    pub duplicates: u64,
    /// Events of other turns during this one.
    pub foreign: u64,
    /// Stream reopened during the turn (deliberately or after a drop).
    pub reconnects: u32,
    /// A cancel was requested.
    pub cancel_requested: bool,
    /// When the question was posted (first attempt).
    pub posted_at: SystemTime,
    /// Post attempts refused with a retryable answer or lost with a gateway.
    pub post_retries: u32,
    /// The turn was found among the stored messages after its post's answer was lost.
    pub adopted: bool,
    /// `superseded` events the client saw.
    pub supersessions: Vec<Supersession>,
    /// `done.answer` or `error.partial_answer`.
    pub final_answer: Option<String>,
    /// What the client shows at the end (the contract's fold of the events).
    pub shown_answer: String,
    /// An `error`'s partial answer differs from what the client was shown.
    pub partial_mismatch: bool,
}

impl TurnRecord {
    /// A turn of `user` about to be posted at `posted_at`: nothing received
    /// yet, failed until its events say otherwise.
    pub fn posted(user: usize, transport: Transport, conversation: &str, posted_at: SystemTime) -> Self {
        TurnRecord {
            user,
            transport,
            conversation: conversation.to_string(),
            turn_id: String::new(),
            outcome: TurnOutcome::Failed(String::new()),
            first_event: None,
            done: None,
            overhead: None,
            events: 0,
            missing: 0,
            duplicates: 0,
            foreign: 0,
            reconnects: 0,
            cancel_requested: false,
            posted_at,
            post_retries: 0,
            adopted: false,
            supersessions: Vec::new(),
            final_answer: None,
            shown_answer: String::new(),
            partial_mismatch: false,
        }
    }

    /// Takeovers the client was told about.
    pub fn takeovers(&self) -> usize {
        self.supersessions.iter().filter(|s| s.reason != "model_retry").count()
    }
}

/// What the users observed (per user, merged at the end).
#[derive(Debug, Default)]
pub struct Tally {
    /// Every turn.
    pub turns: Vec<TurnRecord>,
    /// Create conversation + open stream, per user.
    pub connect_ns: Vec<u64>,
    /// Reopening a stream with `Last-Event-ID` until the gateway confirmed it.
    pub resume_ns: Vec<u64>,
    /// Publish (orchestrator) → arrival here, per event.
    pub delivery_ns: Vec<u64>,
    /// Failures by kind.
    pub errors: HashMap<String, u64>,
    /// Streams open after the ramp.
    pub streams_opened: u64,
    /// Users whose conversation or stream could not be opened.
    pub streams_failed: u64,
    /// Streams the server closed or broke unexpectedly (reopened by the user).
    pub dropped: u64,
    /// Events that arrived on idle streams (no turn of theirs ran).
    pub idle_events: u64,
    /// Conversation of each user that has one, with the user's number.
    pub conversations: Vec<(usize, String)>,
    /// Posts refused with a retryable answer (503, 429 + Retry-After) or lost
    /// with their gateway, then retried.
    pub post_retries: u64,
    /// Times a user moved to another gateway because its own stopped answering.
    pub gateway_switches: u64,
}

impl Tally {
    fn error(&mut self, kind: impl Into<String>) {
        *self.errors.entry(kind.into()).or_default() += 1;
    }

    /// Adds `other` into this one.
    pub fn merge(&mut self, other: Tally) {
        self.turns.extend(other.turns);
        self.connect_ns.extend(other.connect_ns);
        self.resume_ns.extend(other.resume_ns);
        self.delivery_ns.extend(other.delivery_ns);
        for (k, v) in other.errors {
            *self.errors.entry(k).or_default() += v;
        }
        self.streams_opened += other.streams_opened;
        self.streams_failed += other.streams_failed;
        self.dropped += other.dropped;
        self.idle_events += other.idle_events;
        self.conversations.extend(other.conversations);
        self.post_retries += other.post_retries;
        self.gateway_switches += other.gateway_switches;
    }
}

/// The phase of the run every user follows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Phase {
    /// Opening streams.
    Ramp,
    /// Turns running.
    Chat,
    /// Close the streams and report.
    Stop,
}

/// What every user shares.
pub struct Shared {
    /// The settings.
    pub settings: ChatSettings,
    /// The HTTP client.
    pub http: reqwest::Client,
    /// Turn numbers and start times (built when the chat phase starts).
    pub schedule: std::sync::OnceLock<Schedule>,
    /// The phase.
    pub phase: watch::Receiver<Phase>,
    /// Every user (and the conductor) meets here when its stream is open or failed.
    pub ramp_done: Barrier,
    /// When the ramp started.
    pub ramp_start: Instant,
    /// Interrupted by Ctrl-C.
    pub interrupted: watch::Receiver<bool>,
    /// Chatting users that have run their last turn (they then hold their stream like the others).
    pub chatters_done: watch::Sender<usize>,
}

impl Shared {
    /// A fresh schedule of turns from now.
    pub fn start_schedule(&self) {
        let start = Instant::now();
        let _ = self.schedule.set(Schedule {
            start,
            total: self.settings.total,
            deadline: self.settings.duration.map(|z| start + z),
            rps: self.settings.rate,
            next: AtomicU64::new(0),
        });
    }
}

/// A small deterministic generator (SplitMix64) for the per-turn choices.
struct Dice(u64);

impl Dice {
    fn roll(&mut self) -> f64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^= z >> 31;
        (z >> 11) as f64 / (1u64 << 53) as f64
    }
}

fn ns(d: Duration) -> u64 {
    d.as_nanos().min(u128::from(u64::MAX)) as u64
}

/// One simulated user, from its conversation to the end of the run.
pub async fn user(n: usize, shared: Arc<Shared>) -> Tally {
    let mut tally = Tally::default();
    let s = &shared.settings;
    let transport = s.transport_of(n);
    // Ramp: user n opens at ramp_start + n / connect_rate.
    tokio::time::sleep_until(shared.ramp_start + Duration::from_secs_f64(n as f64 / s.connect_rate)).await;
    let opened = open_user(n, &shared, transport).await;
    let (api, conversation, mut stream) = match opened {
        Ok((api, conversation, stream, took)) => {
            tally.connect_ns.push(ns(took));
            tally.streams_opened += 1;
            tally.conversations.push((n, conversation.clone()));
            (api, conversation, stream)
        }
        Err(kind) => {
            tally.streams_failed += 1;
            tally.error(kind);
            shared.ramp_done.wait().await;
            if n < s.chatting {
                shared.chatters_done.send_modify(|d| *d += 1);
            }
            return tally;
        }
    };
    shared.ramp_done.wait().await;
    let mut phase = shared.phase.clone();
    let _ = phase.wait_for(|p| *p >= Phase::Chat).await;
    let mut dice = Dice(0x5EED ^ (n as u64).wrapping_mul(0x1000_0000_01B3));
    // Turns of this conversation already handled (a lost post's turn is found among the others).
    let mut known: HashSet<String> = HashSet::new();
    if n < s.chatting {
        let schedule = shared.schedule.get().expect("the schedule starts with the chat phase");
        let mut interrupted = shared.interrupted.clone();
        while let Some((k, at)) = schedule.next() {
            tokio::select! {
                _ = tokio::time::sleep_until(at) => {}
                _ = interrupted.wait_for(|i| *i) => break,
            }
            if *interrupted.borrow() {
                break;
            }
            let message = &s.messages[k as usize % s.messages.len()];
            let record =
                turn(n, transport, &api, &conversation, &mut stream, message, &mut dice, &shared, &mut tally, &known)
                    .await;
            known.insert(record.turn_id.clone());
            tally.turns.push(record);
            if !s.think.is_zero() {
                tokio::time::sleep(s.think).await;
            }
        }
    }
    if n < s.chatting {
        shared.chatters_done.send_modify(|d| *d += 1);
    }
    // Hold the stream open (idle) until the run stops.
    loop {
        let next = tokio::select! {
            _ = phase.wait_for(|p| *p == Phase::Stop) => break,
            next = stream.next(s.idle_timeout) => next,
        };
        match next {
            Next::Event(_) => tally.idle_events += 1,
            Next::Closed(kind) => {
                tally.dropped += 1;
                tally.error(format!("idle stream dropped: {kind}"));
                match reopen(transport, &api, &conversation, None, &shared, &mut tally).await {
                    Some(st) => stream = st,
                    None => break,
                }
            }
        }
    }
    tally
}

/// Creates the user's conversation and opens its stream.
async fn open_user(
    n: usize,
    shared: &Shared,
    transport: Transport,
) -> Result<(Api, String, EventStream, Duration), String> {
    let s = &shared.settings;
    let credential = credential_of(&s.credentials, n).map_err(|e| format!("credential: {e}"))?;
    let api = Api::with_fallbacks(shared.http.clone(), s.targets.clone(), n, credential, s.request_timeout);
    let started = Instant::now();
    let conversation = api.create_conversation(&s.instrument).await.map_err(|e| e.kind)?;
    let stream =
        EventStream::open(transport, &api, &conversation, None, s.request_timeout).await.map_err(|e| e.kind)?;
    Ok((api, conversation, stream, started.elapsed()))
}

/// Reopens a stream (after a drop, or deliberately mid-turn) with `cursor`,
/// retrying with back-off for up to 30 s, on the next gateway when the one in
/// use does not answer; `None` when the run stops first or every attempt
/// failed.
async fn reopen(
    transport: Transport,
    api: &Api,
    conversation: &str,
    cursor: Option<&str>,
    shared: &Shared,
    tally: &mut Tally,
) -> Option<EventStream> {
    let deadline = Instant::now() + Duration::from_secs(30);
    let mut delay = Duration::from_millis(100);
    loop {
        if *shared.phase.borrow() == Phase::Stop {
            return None;
        }
        let started = Instant::now();
        match EventStream::open(transport, api, conversation, cursor, shared.settings.request_timeout).await {
            Ok(st) => {
                tally.resume_ns.push(ns(started.elapsed()));
                return Some(st);
            }
            Err(e) => {
                tally.error(format!("reopen: {}", e.kind));
                if (e.connect || e.status.is_some_and(|s| s >= 500)) && api.rotate() {
                    tally.gateway_switches += 1;
                }
                if Instant::now() + delay > deadline {
                    return None;
                }
                tokio::time::sleep(delay).await;
                delay = (delay * 2).min(Duration::from_secs(5));
            }
        }
    }
}

/// Posts `message`, retrying what may succeed on a second try (see the
/// module docs); the accepted (or found) turn id, and whether it was found
/// among the stored messages rather than accepted.
#[allow(clippy::too_many_arguments)]
async fn post(
    api: &Api,
    conversation: &str,
    message: &str,
    known: &HashSet<String>,
    deadline: Instant,
    record: &mut TurnRecord,
    tally: &mut Tally,
) -> Result<(String, bool), String> {
    loop {
        let failure = match api.post_message(conversation, message).await {
            Ok(t) => return Ok((t, false)),
            Err(e) => e,
        };
        // Busy: a turn of ours whose post's answer was lost, or one the
        // platform ran although it refused the post; either way it ends.
        let busy = failure.status == Some(409) && failure.code == "TURN_IN_PROGRESS";
        if !(failure.retryable() || busy) || Instant::now() >= deadline {
            tally.error(failure.kind.clone());
            return Err(failure.kind);
        }
        record.post_retries += 1;
        tally.post_retries += 1;
        tally.error(format!("{} (retried)", failure.kind));
        if (failure.connect || failure.ambiguous) && api.rotate() {
            tally.gateway_switches += 1;
        }
        if failure.ambiguous || busy {
            // The post may have been carried out: its user message is then stored.
            if let Some(turn) = unknown_turn(api, conversation, message, known).await {
                return Ok((turn, true));
            }
        }
        let pause = failure.retry_after.unwrap_or(Duration::from_millis(500)).min(Duration::from_secs(5));
        tokio::time::sleep_until((Instant::now() + pause).min(deadline)).await;
    }
}

/// The turn of the latest stored user message `message` that is not among `known`.
async fn unknown_turn(api: &Api, conversation: &str, message: &str, known: &HashSet<String>) -> Option<String> {
    let stored = api.messages(conversation).await.ok()?;
    stored
        .into_iter()
        .rev()
        .find(|m| m.role == "user" && m.content == message && !known.contains(&m.turn_id))
        .map(|m| m.turn_id)
}

/// Posts one question and reads its answer from `stream`.
#[allow(clippy::too_many_arguments)]
async fn turn(
    n: usize,
    transport: Transport,
    api: &Api,
    conversation: &str,
    stream: &mut EventStream,
    message: &str,
    dice: &mut Dice,
    shared: &Shared,
    tally: &mut Tally,
    known: &HashSet<String>,
) -> TurnRecord {
    let s = &shared.settings;
    let mut record = TurnRecord::posted(n, transport, conversation, SystemTime::now());
    let cancel = dice.roll() < s.cancel;
    let drop_after = (dice.roll() < s.reconnect).then(|| 1 + (dice.roll() * 4.0) as u64);
    let posted = Instant::now();
    let deadline = posted + s.turn_timeout;
    let (turn_id, adopted) = match post(api, conversation, message, known, deadline, &mut record, tally).await {
        Ok(t) => t,
        Err(kind) => {
            record.outcome = TurnOutcome::Failed(kind);
            return record;
        }
    };
    record.turn_id = turn_id.clone();
    record.adopted = adopted;
    let mut check = TurnCheck::new(&turn_id);
    let mut rounds = ModelRounds::default();
    let mut dropped_on_purpose = false;
    let mut reopened_at: Option<std::time::SystemTime> = None;
    // After a retried post the stream may have broken or missed the turn's
    // first events: read the turn from its start.
    if record.post_retries > 0 {
        record.reconnects += 1;
        match reopen(transport, api, conversation, Some(&check.cursor()), shared, tally).await {
            Some(st) => {
                *stream = st;
                reopened_at = Some(std::time::SystemTime::now());
            }
            None => {
                tally.error("resume failed");
                record.outcome = TurnOutcome::Failed("resume failed".into());
                return record;
            }
        }
    }
    let failure = loop {
        let next = match tokio::time::timeout_at(deadline, stream.next(s.idle_timeout)).await {
            Ok(next) => next,
            Err(_) => break Some(TurnOutcome::Hung),
        };
        match next {
            Next::Event(ev) => {
                if !check.feed(&ev) {
                    continue;
                }
                if check.events == 1 {
                    record.first_event = Some(posted.elapsed());
                }
                rounds.feed(&ev.name, ev.text_chars);
                // Events published before a reopen are replays, not live deliveries.
                if let Some(p) = ev.published.filter(|p| reopened_at.is_none_or(|r| *p >= r)) {
                    tally.delivery_ns.push(ns(ev.received.duration_since(p).unwrap_or_default()));
                }
                if ev.is_terminal() {
                    let done = posted.elapsed();
                    record.done = Some(done);
                    record.overhead = s.model_pacing.map(|p| done.saturating_sub(rounds.scripted(&p)));
                    break None;
                }
                if cancel && !record.cancel_requested && ev.name == "text_delta" {
                    record.cancel_requested = true;
                    let (api, turn) = (api.clone(), turn_id.clone());
                    // The answer keeps streaming while the cancel is in flight.
                    tokio::spawn(async move { api.cancel(&turn).await });
                }
                if drop_after == Some(check.events) && !dropped_on_purpose {
                    dropped_on_purpose = true;
                    record.reconnects += 1;
                    let cursor = check.cursor();
                    match reopen(transport, api, conversation, Some(&cursor), shared, tally).await {
                        Some(st) => {
                            *stream = st;
                            reopened_at = Some(std::time::SystemTime::now());
                        }
                        None => break Some(TurnOutcome::Failed("resume failed".into())),
                    }
                }
            }
            Next::Closed(kind) => {
                tally.dropped += 1;
                tally.error(format!("stream dropped mid-turn: {kind}"));
                record.reconnects += 1;
                let cursor = check.cursor();
                match reopen(transport, api, conversation, Some(&cursor), shared, tally).await {
                    Some(st) => {
                        *stream = st;
                        reopened_at = Some(std::time::SystemTime::now());
                    }
                    None => break Some(TurnOutcome::Failed("resume failed".into())),
                }
            }
        }
    };
    record.events = check.events;
    record.missing = check.missing;
    record.duplicates = check.duplicates;
    record.foreign = check.foreign;
    for (count, kind) in [(check.missing, "gap"), (check.duplicates, "duplicate"), (check.foreign, "foreign event")] {
        if count > 0 {
            tally.error(format!("stream: {kind}"));
        }
    }
    record.partial_mismatch = check.partial_answer_mismatch();
    if record.partial_mismatch {
        tally.error("error event: partial_answer differs from what the client was shown");
    }
    record.shown_answer = check.shown_answer();
    record.final_answer = check.final_answer.clone();
    record.supersessions = std::mem::take(&mut check.supersessions);
    record.outcome = match (failure, &check.ending) {
        (Some(TurnOutcome::Hung), _) => {
            tally.error("turn timeout (no terminal event)");
            TurnOutcome::Hung
        }
        (Some(other), _) => {
            if let TurnOutcome::Failed(kind) = &other {
                tally.error(kind.clone());
            }
            other
        }
        (None, Some(Ending::Done { cancelled: false })) => TurnOutcome::Done,
        (None, Some(Ending::Done { cancelled: true })) => TurnOutcome::Cancelled,
        (None, Some(Ending::Error(code))) => {
            tally.error(format!("error event: {code}"));
            TurnOutcome::ErrorEvent(code.clone())
        }
        (None, None) => TurnOutcome::Failed("no terminal event".into()),
    };
    record
}

#[cfg(test)]
#[path = "users_tests.rs"]
mod tests;
