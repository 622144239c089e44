//! Exactly-once persistence of turns from the chat event stream.
//!
//! One durable JetStream consumer is shared by every gateway instance, so each
//! event is handled by one instance at a time. Only two kinds of events need
//! writes: `title_update` (the conversation's title) and the terminal `done` /
//! `error` (the assistant message). A turn is written in one transaction that
//! is idempotent on the turn id, and the event is acknowledged only after the
//! commit: a crash redelivers it, a redelivery of a written turn changes
//! nothing. While Postgres is down the event is nak'ed with a growing delay,
//! so persistence waits and catches up; nothing is lost.
//!
//! A `done` event carries the whole answer. An `error` event carries only the
//! partial text, so the turn's earlier events are read back from the stream
//! to keep its tool calls and data blocks, folded by the contract's rules
//! (`barb_common::transcript`: resets and `superseded` applied), so what is
//! stored is what a client was shown.

use std::{sync::Arc, time::Duration};

use async_nats::jetstream::{
    self, AckKind,
    consumer::{AckPolicy, DeliverPolicy, pull},
    stream::Stream,
};
use barb_common::{
    chat_events,
    proto::chat::v1::{self as chat, ChatEvent, chat_event::Payload},
    transcript::Transcript,
    turn_state::unstarted,
};
use futures::StreamExt;
use serde_json::{Value, json};
use tokio::sync::watch;
use tracing::Instrument;
use uuid::Uuid;

use crate::{
    chat_stream,
    config::PersistenceConfig,
    events::{self, bindings_json, grounding_json, json_or_string, usage_json},
    metrics,
    state::Readiness,
    store::{
        self, conversations,
        messages::{self, NewToolCall, TurnRecord, TurnStatus, UsageTotals},
    },
};

/// What went wrong handling one event.
#[derive(Debug, thiserror::Error)]
pub enum PersistError {
    /// Worth retrying later (database or NATS unavailable).
    #[error("transient: {0}")]
    Transient(String),
    /// Retrying cannot help (bad ids, unknown conversation); the event is dropped.
    #[error("permanent: {0}")]
    Permanent(String),
}

impl From<sqlx::Error> for PersistError {
    fn from(e: sqlx::Error) -> Self {
        if store::is_transient(&e) { Self::Transient(e.to_string()) } else { Self::Permanent(e.to_string()) }
    }
}

/// The persistence worker of one instance.
#[derive(Clone)]
pub struct Persister {
    db: sqlx::PgPool,
    js: jetstream::Context,
    stream: Stream,
    config: Arc<PersistenceConfig>,
    readiness: Arc<Readiness>,
}

impl Persister {
    /// A worker writing to `db` from `stream`.
    pub fn new(
        db: sqlx::PgPool,
        js: jetstream::Context,
        stream: Stream,
        config: PersistenceConfig,
        readiness: Arc<Readiness>,
    ) -> Self {
        Self { db, js, stream, config: Arc::new(config), readiness }
    }

    /// The durable consumer definition shared by every instance.
    pub fn consumer_config(&self) -> pull::Config {
        pull::Config {
            durable_name: Some(self.config.consumer.clone()),
            description: Some("gateway: writes finished turns to Postgres".into()),
            filter_subject: chat_events::all_events_filter(),
            deliver_policy: DeliverPolicy::All,
            ack_policy: AckPolicy::Explicit,
            ack_wait: self.config.ack_wait,
            max_deliver: -1,
            max_ack_pending: 10_000,
            ..Default::default()
        }
    }

    /// Consumes until `shutdown`; reconnects on errors. In-flight events finish first.
    pub async fn run(self, mut shutdown: watch::Receiver<bool>) {
        while !*shutdown.borrow() {
            let consumer = match self.stream.get_or_create_consumer(&self.config.consumer, self.consumer_config()).await
            {
                Ok(c) => c,
                Err(e) => {
                    tracing::warn!(error = %e, "persistence: cannot bind the durable consumer; retrying");
                    tokio::select! {
                        _ = shutdown.wait_for(|s| *s) => return,
                        _ = tokio::time::sleep(Duration::from_secs(1)) => continue,
                    }
                }
            };
            let messages = match consumer.messages().await {
                Ok(m) => m,
                Err(e) => {
                    tracing::warn!(error = %e, "persistence: cannot pull; retrying");
                    tokio::time::sleep(Duration::from_secs(1)).await;
                    continue;
                }
            };
            self.readiness.set_persisting(true);
            tracing::info!(consumer = %self.config.consumer, "persistence: consuming chat events");
            let mut stop = shutdown.clone();
            let messages = messages.take_until(async move {
                let _ = stop.wait_for(|s| *s).await;
            });
            messages
                .for_each_concurrent(self.config.concurrency, |msg| {
                    let this = self.clone();
                    async move {
                        match msg {
                            Ok(msg) => this.handle(msg).await,
                            Err(e) => tracing::warn!(error = %e, "persistence: pull error"),
                        }
                    }
                })
                .await;
            self.readiness.set_persisting(false);
        }
    }

    /// Handles one delivered event and acknowledges it according to the outcome.
    async fn handle(&self, msg: jetstream::Message) {
        let (delivered, pending) = msg.info().map(|i| (i.delivered, i.pending)).unwrap_or((1, 0));
        metrics::PERSISTENCE_PENDING.set(pending as i64);
        // Events that may need a write join the turn's trace as a CONSUMER span;
        // the many that never do (text deltas, tool progress) cost no span.
        let kind = msg.headers.as_ref().and_then(|h| h.get(chat_events::EVENT_HEADER)).map(|v| v.as_str());
        let span = match kind {
            Some("text_delta" | "tool_start" | "tool_end" | "data_block") => tracing::Span::none(),
            _ => chat_events::process_span("persistence", msg.subject.as_str(), msg.headers.as_ref()),
        };
        let outcome = match events::decode(&msg.payload) {
            Ok(ev) => self.apply(&ev).instrument(span.clone()).await,
            Err(e) => Err(PersistError::Permanent(e.to_string())),
        };
        if outcome.is_err() {
            span.record("otel.status_code", "error");
        }
        let ack = match outcome {
            // After a commit, wait for the server to confirm the ack (fewer needless redeliveries);
            // events that needed no write are acked without a round trip.
            Ok(true) => msg.double_ack().await,
            Ok(false) => msg.ack().await,
            Err(PersistError::Permanent(why)) => {
                metrics::PERSISTENCE_ERRORS.with_label_values(&["permanent"]).inc();
                tracing::error!(subject = %msg.subject, %why, "persistence: dropping an event that cannot be written");
                msg.ack().await
            }
            Err(PersistError::Transient(why)) => {
                metrics::PERSISTENCE_ERRORS.with_label_values(&["transient"]).inc();
                let delay = self.retry_delay(delivered);
                tracing::warn!(subject = %msg.subject, %why, ?delay, delivered, "persistence: will retry");
                msg.ack_with(AckKind::Nak(Some(delay))).await
            }
        };
        if let Err(e) = ack {
            // The event is redelivered after ack_wait; the write is idempotent.
            tracing::warn!(error = %e, "persistence: acknowledgement failed");
        }
    }

    fn retry_delay(&self, delivered: i64) -> Duration {
        let exp = delivered.clamp(1, 16) as u32 - 1;
        Duration::from_millis(250u64.saturating_mul(1 << exp)).min(self.config.max_retry_delay)
    }

    /// Writes what `event` requires; returns whether it touched the database.
    pub async fn apply(&self, event: &ChatEvent) -> Result<bool, PersistError> {
        match &event.payload {
            Some(Payload::TitleUpdate(t)) => {
                let conv = parse_id(&event.conversation_id, "conversation")?;
                conversations::set_title(&self.db, conv, &t.title).await?;
                Ok(true)
            }
            // A start the gateway refused (503): no answer to store; its message
            // goes (again, if the gateway's own removal failed).
            Some(Payload::Error(_)) if unstarted::is_refused_start(event) => {
                let turn_id = parse_id(&event.turn_id, "turn")?;
                store::turns::abandon(&self.db, turn_id).await?;
                Ok(true)
            }
            Some(Payload::Done(_) | Payload::Error(_)) => self.write_turn(event).await.map(|()| true),
            _ => Ok(false),
        }
    }

    async fn write_turn(&self, event: &ChatEvent) -> Result<(), PersistError> {
        let conversation_id = parse_id(&event.conversation_id, "conversation")?;
        let turn_id = parse_id(&event.turn_id, "turn")?;
        let record = match &event.payload {
            Some(Payload::Done(done)) => from_done(conversation_id, turn_id, done),
            Some(Payload::Error(error)) => {
                let earlier = chat_stream::turn_events(&self.js, &self.stream, &event.conversation_id, &event.turn_id)
                    .await
                    .map_err(|e| PersistError::Transient(e.to_string()))?;
                from_error(conversation_id, turn_id, error, &earlier)
            }
            _ => return Ok(()),
        };
        let written = messages::write_turn(&self.db, &record).await?;
        if written {
            metrics::TURNS_PERSISTED.with_label_values(&[record.status.as_str()]).inc();
            if let Some(t) = &event.time {
                let at = chrono::DateTime::from_timestamp(t.seconds, t.nanos.clamp(0, 999_999_999) as u32);
                if let Some(lag) = at.and_then(|at| (chrono::Utc::now() - at).to_std().ok()) {
                    metrics::PERSISTENCE_LAG.observe(lag.as_secs_f64());
                }
            }
            tracing::info!(%conversation_id, %turn_id, status = record.status.as_str(), "turn persisted");
        } else {
            tracing::debug!(%turn_id, "turn already persisted; redelivery ignored");
        }
        Ok(())
    }
}

fn parse_id(id: &str, what: &str) -> Result<Uuid, PersistError> {
    Uuid::parse_str(id).map_err(|_| PersistError::Permanent(format!("{what} id {id:?} is not a UUID")))
}

fn totals(u: Option<&chat::Usage>) -> UsageTotals {
    u.map(|u| UsageTotals {
        input_tokens: u.input_tokens as i64,
        output_tokens: u.output_tokens as i64,
        cache_read_tokens: u.cache_read_tokens as i64,
        cache_write_tokens: u.cache_write_tokens as i64,
        cost_usd: u.cost_usd,
    })
    .unwrap_or_default()
}

/// A tool's output as stored (a JSON column): the client form
/// ([`crate::events::tool_output_json`]) with text wrapped as `{"raw": text}`.
fn output_json(output: &str) -> Value {
    match crate::events::tool_output_json(output) {
        Value::String(text) => json!({"raw": text}),
        Value::Null => json!({"raw": ""}),
        v => v,
    }
}

/// The record of a turn that ended with `done` (normally or cancelled).
pub fn from_done(conversation_id: Uuid, turn_id: Uuid, done: &chat::Done) -> TurnRecord {
    TurnRecord {
        conversation_id,
        turn_id,
        status: if done.cancelled { TurnStatus::Cancelled } else { TurnStatus::Complete },
        content: done.answer.clone(),
        data: done.data_blocks.iter().map(|b| json_or_string(&b.json)).collect(),
        usage: Some(usage_json(done.usage.as_ref())),
        totals: totals(done.usage.as_ref()),
        grounding: done.grounding.as_ref().map(|g| grounding_json(Some(g))),
        bindings: bindings_json(&done.answer, &done.bindings),
        error: None,
        tool_calls: done
            .tool_calls
            .iter()
            .map(|t| NewToolCall {
                call_id: t.call_id.clone(),
                tool_name: t.tool_name.clone(),
                input: json_or_string(&t.input_json),
                output: Some(output_json(&t.output)),
                error: Some(t.error.clone()).filter(|e| !e.is_empty()),
                duration_ms: t.duration_ms as i64,
            })
            .collect(),
        title: None,
        context: done
            .context
            .as_ref()
            .filter(|c| !c.summary.is_empty() && !c.summary_up_to.is_empty())
            .map(|c| json!({"summary": c.summary, "summary_up_to": c.summary_up_to})),
    }
}

/// The record of a turn that ended with `error`, keeping the partial output
/// exactly as a client following the event contract shows it
/// ([`Transcript`]): the text (from the error, else the streamed deltas with
/// resets and `superseded` applied), the tool calls and the cards that stand.
pub fn from_error(conversation_id: Uuid, turn_id: Uuid, error: &chat::Error, earlier: &[ChatEvent]) -> TurnRecord {
    let shown = Transcript::from_events(earlier);
    let calls = shown
        .calls
        .iter()
        .map(|c| NewToolCall {
            call_id: c.start.call_id.clone(),
            tool_name: c.start.tool_name.clone(),
            input: json_or_string(&c.start.input_json),
            output: None,
            error: c.end.as_ref().map(|e| e.error.clone()).filter(|e| !e.is_empty()),
            duration_ms: c.end.as_ref().map_or(0, |e| e.duration_ms as i64),
        })
        .collect();
    let content = if error.partial_answer.is_empty() { shown.text.clone() } else { error.partial_answer.clone() };
    TurnRecord {
        conversation_id,
        turn_id,
        status: TurnStatus::Error,
        content,
        data: shown.cards.iter().map(|(_, b)| json_or_string(&b.json)).collect(),
        usage: error.usage.as_ref().map(|u| usage_json(Some(u))),
        totals: totals(error.usage.as_ref()),
        grounding: None,
        // A failed turn's partial text carries no bindings (the error event has none).
        bindings: Vec::new(),
        error: Some(json!({"code": error.code, "message": error.message})),
        tool_calls: calls,
        title: shown.title,
        context: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chat::{DataBlock, TextDelta, ToolEnd, ToolStart};

    fn ev(seq: u64, p: Payload) -> ChatEvent {
        ChatEvent { conversation_id: "c".into(), turn_id: "t".into(), seq, time: None, payload: Some(p) }
    }

    #[test]
    fn failed_turn_keeps_streamed_text_tools_and_cards() {
        let earlier = vec![
            ev(1, Payload::TextDelta(TextDelta { delta: "Looking".into(), reset: false })),
            ev(
                2,
                Payload::ToolStart(ToolStart {
                    call_id: "a".into(),
                    tool_name: "run_query".into(),
                    input_json: "{\"x\":1}".into(),
                }),
            ),
            ev(
                3,
                Payload::ToolEnd(ToolEnd {
                    call_id: "a".into(),
                    tool_name: "run_query".into(),
                    duration_ms: 12,
                    error: String::new(),
                }),
            ),
            ev(4, Payload::DataBlock(DataBlock { index: 0, call_id: "a".into(), json: "{\"title\":\"T\"}".into() })),
            ev(5, Payload::TextDelta(TextDelta { delta: "Lookin".into(), reset: false })),
            ev(6, Payload::TextDelta(TextDelta { delta: "Looking".into(), reset: true })),
            ev(7, Payload::TextDelta(TextDelta { delta: " up".into(), reset: false })),
        ];
        let err = chat::Error {
            code: "provider_unavailable".into(),
            message: "down".into(),
            partial_answer: String::new(),
            usage: Some(chat::Usage { input_tokens: 7, ..Default::default() }),
            retryable: true,
        };
        let rec = from_error(Uuid::nil(), Uuid::nil(), &err, &earlier);
        assert_eq!(rec.status, TurnStatus::Error);
        assert_eq!(rec.content, "Looking up");
        assert_eq!(rec.data, vec![json!({"title": "T"})]);
        assert_eq!(rec.tool_calls.len(), 1);
        assert_eq!(rec.tool_calls[0].duration_ms, 12);
        assert_eq!(rec.tool_calls[0].input, json!({"x": 1}));
        assert_eq!(rec.error, Some(json!({"code": "provider_unavailable", "message": "down"})));
        assert_eq!(rec.totals.input_tokens, 7, "failed turns are billed too");
        let with_partial = chat::Error { partial_answer: "Looking up 3".into(), ..err };
        assert_eq!(from_error(Uuid::nil(), Uuid::nil(), &with_partial, &earlier).content, "Looking up 3");
    }

    #[test]
    fn done_bindings_are_stored_with_their_offsets() {
        let done = chat::Done {
            answer: "Ø range 245.3 pts".into(),
            bindings: vec![chat::NumberBinding {
                start: 9,
                end: 14,
                text: "245.3".into(),
                reference: "r1.value|1".into(),
                call_id: "toolu_1".into(),
                result: 1,
                data_block: Some(0),
                column: "mean_range".into(),
                value: 245.3127,
                ..Default::default()
            }],
            ..Default::default()
        };
        let rec = from_done(Uuid::nil(), Uuid::nil(), &done);
        assert_eq!(rec.bindings.len(), 1);
        let b = &rec.bindings[0];
        assert_eq!((b["start"].as_u64(), b["end"].as_u64()), (Some(9), Some(14)));
        assert_eq!(
            (b["start_utf16"].as_u64(), b["end_utf16"].as_u64()),
            (Some(8), Some(13)),
            "Ø is 2 bytes, 1 UTF-16 unit"
        );
        assert_eq!(b["data_block"], 0);
        assert_eq!(b["row_index"], Value::Null);
        assert_eq!(b["value"], 245.3127);
    }

    #[test]
    fn failed_turn_after_a_takeover_keeps_only_what_stands() {
        let earlier = vec![
            ev(1, Payload::TextDelta(TextDelta { delta: "Looking".into(), reset: false })),
            ev(
                2,
                Payload::ToolStart(ToolStart {
                    call_id: "a".into(),
                    tool_name: "run_query".into(),
                    input_json: "{}".into(),
                }),
            ),
            ev(
                3,
                Payload::ToolEnd(ToolEnd {
                    call_id: "a".into(),
                    tool_name: "run_query".into(),
                    duration_ms: 4,
                    error: String::new(),
                }),
            ),
            ev(4, Payload::DataBlock(DataBlock { index: 0, call_id: "a".into(), json: "{\"v\":1}".into() })),
            ev(5, Payload::TextDelta(TextDelta { delta: " — half a sentence".into(), reset: false })),
            ev(
                6,
                Payload::ToolStart(ToolStart {
                    call_id: "b".into(),
                    tool_name: "run_query".into(),
                    input_json: "{}".into(),
                }),
            ),
            ev(
                7,
                Payload::Superseded(chat::Superseded {
                    after_seq: 4,
                    text: "Looking".into(),
                    reason: "owner_lost".into(),
                    takeovers: 1,
                }),
            ),
            ev(8, Payload::TextDelta(TextDelta { delta: " again".into(), reset: false })),
        ];
        let err = chat::Error { code: "provider_unavailable".into(), ..Default::default() };
        let rec = from_error(Uuid::nil(), Uuid::nil(), &err, &earlier);
        assert_eq!(rec.content, "Looking again");
        assert_eq!(rec.data, vec![json!({"v": 1})]);
        let ids: Vec<&str> = rec.tool_calls.iter().map(|c| c.call_id.as_str()).collect();
        assert_eq!(ids, ["a"]);
    }

    #[test]
    fn cancelled_done_is_stored_as_cancelled_with_partial_answer() {
        let done = chat::Done { answer: "partial".into(), cancelled: true, ..Default::default() };
        let rec = from_done(Uuid::nil(), Uuid::nil(), &done);
        assert_eq!(rec.status, TurnStatus::Cancelled);
        assert_eq!(rec.content, "partial");
        assert_eq!(output_json("3 rows"), json!({"raw": "3 rows"}));
        assert_eq!(output_json("{\"a\":1}"), json!({"a": 1}));
    }
}
