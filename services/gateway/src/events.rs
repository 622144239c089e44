//! Chat events as clients see them.
//!
//! The orchestrator publishes protobuf `barb.chat.v1.ChatEvent`s on
//! `chat.events.<conversation_id>.<turn_id>` (the contract is
//! `barb_common::chat_events`); the gateway renders each one
//! once into JSON (and lazily into an SSE frame and a WebSocket frame) so
//! fanning it out to many clients costs a reference count, not a serialisation.
//!
//! Event names and data follow the reference system (§7.4):
//! `text_delta {delta}`, `tool_start {call_id, tool_name, input}`,
//! `tool_end {call_id, tool_name, duration_ms, error}`,
//! `data_block {index, call_id, block}`, `title_update {title}`,
//! `done {message_id, answer, cancelled, usage, grounding, tool_calls, data, bindings}`,
//! `error {code, error, partial_answer, usage}`; a `text_delta` with
//! `reset: true` replaces the text streamed so far in the turn;
//! `superseded {after_seq, text, reason, takeovers}` voids what the events
//! after `after_seq` showed (the answer text becomes `text`; cards and tool
//! calls from later events are dropped) because the turn continues on
//! another orchestrator instance or a model round restarts
//! (`barb_common::transcript` is the reading of these rules that the stored
//! message follows). The event id is `<turn_id>:<seq>`.
//!
//! Each frame also carries the event's publish time (RFC 3339, set by the
//! orchestrator): SSE as a `time:` field (the SSE standard tells clients to
//! ignore fields they do not know, so `EventSource` is unaffected), WebSocket
//! as `"time"` in the envelope. Clients and load tools measure publish→client
//! latency with it; the gateway records the same in
//! `gateway_event_delivery_seconds` when it hands the frame to a connection.

use std::{
    fmt,
    str::FromStr,
    sync::OnceLock,
    time::{Duration, SystemTime},
};

use axum::{body::Bytes, extract::ws::Utf8Bytes};
use barb_common::proto::chat::v1::{self as chat, ChatEvent, chat_event::Payload};
use prost::Message as _;
use serde_json::{Value, json};

/// A malformed event id.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
#[error("invalid event id {0:?}: expected <turn_id>:<seq>")]
pub struct EventIdError(pub String);

/// The position of an event: `<turn_id>:<seq>` (the SSE `id`). `seq` 0 means
/// "before the turn's first event".
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct EventId {
    /// Turn id.
    pub turn_id: String,
    /// Position within the turn.
    pub seq: u64,
}

impl FromStr for EventId {
    type Err = EventIdError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || EventIdError(s.chars().take(80).collect());
        let (turn, seq) = s.trim().rsplit_once(':').ok_or_else(bad)?;
        let valid_turn = !turn.is_empty()
            && turn.len() <= 64
            && turn.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
        if !valid_turn {
            return Err(bad());
        }
        Ok(Self { turn_id: turn.to_string(), seq: seq.parse().map_err(|_| bad())? })
    }
}

impl fmt::Display for EventId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.turn_id, self.seq)
    }
}

/// An event that cannot be shown.
#[derive(Debug, thiserror::Error)]
pub enum EventError {
    /// The payload is not a `ChatEvent`.
    #[error("not a barb.chat.v1.ChatEvent: {0}")]
    Decode(#[from] prost::DecodeError),
    /// The event has no payload.
    #[error("chat event {0} has no payload")]
    Empty(String),
}

/// Decodes a NATS payload.
pub fn decode(payload: &[u8]) -> Result<ChatEvent, EventError> {
    Ok(ChatEvent::decode(payload)?)
}

/// An event ready to send: JSON rendered once, frames built on first use.
#[derive(Debug)]
pub struct RenderedEvent {
    /// Conversation id.
    pub conversation_id: String,
    /// `<turn_id>:<seq>`.
    pub id: EventId,
    /// Sequence number in the JetStream stream (total order across turns).
    pub stream_seq: u64,
    /// Event name (`text_delta`, …, `done`, `error`).
    pub name: &'static str,
    /// The event data as compact JSON.
    pub data: String,
    /// When the orchestrator published it (`ChatEvent.time`), if it says.
    pub published: Option<SystemTime>,
    sse: OnceLock<Bytes>,
    ws: OnceLock<Utf8Bytes>,
}

impl RenderedEvent {
    /// Renders `event`, stored at `stream_seq`.
    pub fn new(event: &ChatEvent, stream_seq: u64) -> Result<Self, EventError> {
        let id = EventId { turn_id: event.turn_id.clone(), seq: event.seq };
        let payload = event.payload.as_ref().ok_or_else(|| EventError::Empty(id.to_string()))?;
        let (name, data) = render_payload(payload, &event.turn_id);
        let published = event.time.as_ref().and_then(|t| {
            let nanos = u32::try_from(t.nanos).ok().filter(|n| *n < 1_000_000_000)?;
            let secs = u64::try_from(t.seconds).ok()?;
            SystemTime::UNIX_EPOCH.checked_add(Duration::new(secs, nanos))
        });
        Ok(Self {
            conversation_id: event.conversation_id.clone(),
            id,
            stream_seq,
            name,
            data: data.to_string(),
            published,
            sse: OnceLock::new(),
            ws: OnceLock::new(),
        })
    }

    /// True for the last event of a turn (`done` or `error`).
    pub fn is_terminal(&self) -> bool {
        matches!(self.name, "done" | "error")
    }

    /// `id: …\nevent: …\ndata: …\n[time: …\n]\n`. The JSON is compact, so it never holds a newline.
    /// Built on first use and shared by every client (a reference count per delivery).
    pub fn sse_frame(&self) -> Bytes {
        self.sse
            .get_or_init(|| {
                let time = self.time_text().map(|t| format!("time: {t}\n")).unwrap_or_default();
                Bytes::from(format!("id: {}\nevent: {}\ndata: {}\n{time}\n", self.id, self.name, self.data))
            })
            .clone()
    }

    /// `{"type":"event","conversation_id","id","event","data"[,"time"]}` for WebSocket clients.
    pub fn ws_frame(&self) -> Utf8Bytes {
        self.ws
            .get_or_init(|| {
                let time = self.time_text().map(|t| format!(r#","time":"{t}""#)).unwrap_or_default();
                Utf8Bytes::from(format!(
                    r#"{{"type":"event","conversation_id":{},"id":{},"event":"{}","data":{}{time}}}"#,
                    Value::from(self.conversation_id.as_str()),
                    Value::from(self.id.to_string()),
                    self.name,
                    self.data
                ))
            })
            .clone()
    }

    /// The publish time as RFC 3339 with microseconds (`2025-01-02T03:04:05.123456Z`).
    fn time_text(&self) -> Option<String> {
        let t: chrono::DateTime<chrono::Utc> = self.published?.into();
        Some(t.to_rfc3339_opts(chrono::SecondsFormat::Micros, true))
    }

    /// Time since publication (zero when unknown or when clocks disagree).
    pub fn age(&self) -> Option<Duration> {
        self.published.map(|p| SystemTime::now().duration_since(p).unwrap_or_default())
    }
}

/// Parses JSON carried as text; text that is not JSON stays a string.
pub fn json_or_string(text: &str) -> Value {
    if text.is_empty() {
        return Value::Null;
    }
    serde_json::from_str(text).unwrap_or_else(|_| Value::String(text.to_string()))
}

/// A tool's output for clients: the JSON object or array when the text is
/// one, else the text itself (null when empty). The stream, the stored
/// message and the messages API all show this one form.
pub fn tool_output_json(output: &str) -> Value {
    if output.is_empty() {
        return Value::Null;
    }
    serde_json::from_str::<Value>(output)
        .ok()
        .filter(|v| v.is_object() || v.is_array())
        .unwrap_or_else(|| Value::String(output.to_string()))
}

fn non_empty(s: &str) -> Value {
    if s.is_empty() { Value::Null } else { Value::from(s) }
}

/// Usage of a turn as JSON.
pub fn usage_json(u: Option<&chat::Usage>) -> Value {
    let d = chat::Usage::default();
    let u = u.unwrap_or(&d);
    json!({
        "input_tokens": u.input_tokens,
        "output_tokens": u.output_tokens,
        "cache_read_tokens": u.cache_read_tokens,
        "cache_write_tokens": u.cache_write_tokens,
        "cost_usd": u.cost_usd,
        "rounds": u.rounds,
    })
}

/// Grounding check as JSON.
pub fn grounding_json(g: Option<&chat::Grounding>) -> Value {
    match g {
        Some(g) => json!({"grounded": g.grounded, "unsupported": g.unsupported, "rewritten": g.rewritten}),
        None => Value::Null,
    }
}

/// Bound numbers of `answer` as JSON: the proto fields, plus the offsets in
/// UTF-16 code units (what a browser's string indices count).
pub fn bindings_json(answer: &str, bindings: &[chat::NumberBinding]) -> Vec<Value> {
    let utf16 = |byte: u32| -> Option<usize> {
        let b = byte as usize;
        answer.is_char_boundary(b).then(|| answer[..b].encode_utf16().count())
    };
    bindings
        .iter()
        .map(|b| {
            json!({
                "start": b.start, "end": b.end,
                "start_utf16": utf16(b.start), "end_utf16": utf16(b.end),
                "text": b.text, "reference": b.reference, "call_id": b.call_id, "result": b.result,
                "data_block": b.data_block, "row": non_empty(&b.row), "row_index": b.row_index,
                "column": b.column, "value": b.value,
            })
        })
        .collect()
}

/// A completed tool call as JSON.
pub fn tool_call_json(t: &chat::ToolCall) -> Value {
    json!({
        "call_id": t.call_id,
        "tool_name": t.tool_name,
        "input": json_or_string(&t.input_json),
        "output": tool_output_json(&t.output),
        "error": non_empty(&t.error),
        "duration_ms": t.duration_ms,
    })
}

fn render_payload(payload: &Payload, turn_id: &str) -> (&'static str, Value) {
    match payload {
        // `reset`: drop the text streamed so far in this turn (the answer is being rewritten).
        Payload::TextDelta(d) if d.reset => ("text_delta", json!({"delta": d.delta, "reset": true})),
        Payload::TextDelta(d) => ("text_delta", json!({"delta": d.delta})),
        Payload::ToolStart(t) => (
            "tool_start",
            json!({"call_id": t.call_id, "tool_name": t.tool_name, "input": json_or_string(&t.input_json)}),
        ),
        Payload::ToolEnd(t) => (
            "tool_end",
            json!({"call_id": t.call_id, "tool_name": t.tool_name, "duration_ms": t.duration_ms, "error": non_empty(&t.error)}),
        ),
        Payload::DataBlock(b) => {
            ("data_block", json!({"index": b.index, "call_id": b.call_id, "block": json_or_string(&b.json)}))
        }
        Payload::TitleUpdate(t) => ("title_update", json!({"title": t.title})),
        Payload::Done(d) => (
            "done",
            json!({
                "message_id": turn_id,
                "answer": d.answer,
                "cancelled": d.cancelled,
                "usage": usage_json(d.usage.as_ref()),
                "grounding": grounding_json(d.grounding.as_ref()),
                "tool_calls": d.tool_calls.iter().map(tool_call_json).collect::<Vec<_>>(),
                "data": d.data_blocks.iter().map(|b| json_or_string(&b.json)).collect::<Vec<_>>(),
                "bindings": bindings_json(&d.answer, &d.bindings),
            }),
        ),
        Payload::Superseded(x) => (
            "superseded",
            json!({"after_seq": x.after_seq, "text": x.text, "reason": x.reason, "takeovers": x.takeovers}),
        ),
        Payload::Error(e) => (
            "error",
            json!({
                "code": e.code,
                "error": e.message,
                "partial_answer": non_empty(&e.partial_answer),
                "usage": e.usage.as_ref().map(|u| usage_json(Some(u))),
                "retryable": e.retryable,
            }),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn event(seq: u64, payload: Payload) -> ChatEvent {
        ChatEvent { conversation_id: "c1".into(), turn_id: "t1".into(), seq, time: None, payload: Some(payload) }
    }

    #[test]
    fn event_ids_round_trip_and_reject_garbage() {
        let id: EventId = "3f1c-aa:12".parse().unwrap();
        assert_eq!(id, EventId { turn_id: "3f1c-aa".into(), seq: 12 });
        assert_eq!(id.to_string(), "3f1c-aa:12");
        for bad in ["", "abc", ":1", "t:", "t:x", "t.u:1", "t:-1", "a b:1"] {
            assert!(bad.parse::<EventId>().is_err(), "{bad:?} accepted");
        }
    }

    #[test]
    fn frames_are_rendered_once_with_id_and_name() {
        let ev = RenderedEvent::new(
            &event(2, Payload::TextDelta(chat::TextDelta { delta: "a\nb".into(), reset: false })),
            7,
        )
        .unwrap();
        assert_eq!(ev.sse_frame(), Bytes::from("id: t1:2\nevent: text_delta\ndata: {\"delta\":\"a\\nb\"}\n\n"));
        let ws: Value = serde_json::from_str(ev.ws_frame().as_str()).unwrap();
        assert_eq!(
            ws,
            json!({"type": "event", "conversation_id": "c1", "id": "t1:2", "event": "text_delta", "data": {"delta": "a\nb"}})
        );
        assert!(!ev.is_terminal());
        assert_eq!(ev.stream_seq, 7);
    }

    #[test]
    fn frames_carry_the_publish_time() {
        let mut e = event(1, Payload::TextDelta(chat::TextDelta { delta: "x".into(), reset: false }));
        e.time = Some(prost_types::Timestamp { seconds: 1_714_557_600, nanos: 250_000_000 });
        let ev = RenderedEvent::new(&e, 1).unwrap();
        assert_eq!(
            ev.sse_frame(),
            Bytes::from("id: t1:1\nevent: text_delta\ndata: {\"delta\":\"x\"}\ntime: 2024-05-01T10:00:00.250000Z\n\n")
        );
        let ws: Value = serde_json::from_str(ev.ws_frame().as_str()).unwrap();
        assert_eq!(ws["time"], "2024-05-01T10:00:00.250000Z");
        assert_eq!(ws["data"], json!({"delta": "x"}));
        assert!(ev.age().unwrap() > Duration::from_secs(3600));
        e.time = Some(prost_types::Timestamp { seconds: 1, nanos: -1 });
        assert_eq!(RenderedEvent::new(&e, 1).unwrap().published, None, "an invalid time is ignored");
    }

    #[test]
    fn done_carries_everything_needed_to_render_the_answer() {
        let done = chat::Done {
            answer: "Up 3%\n\n{{data:0}}\n\n".into(),
            tool_calls: vec![chat::ToolCall {
                call_id: "c".into(),
                tool_name: "run_query".into(),
                input_json: r#"{"q":1}"#.into(),
                output: "3 rows".into(),
                error: String::new(),
                duration_ms: 5,
            }],
            data_blocks: vec![chat::DataBlock { index: 0, call_id: "c".into(), json: r#"{"title":"T"}"#.into() }],
            usage: Some(chat::Usage { input_tokens: 10, output_tokens: 5, ..Default::default() }),
            grounding: Some(chat::Grounding { grounded: true, ..Default::default() }),
            cancelled: false,
            bindings: vec![chat::NumberBinding {
                start: 3,
                end: 5,
                text: "3%".into(),
                reference: "r1.value|%".into(),
                call_id: "c".into(),
                result: 1,
                value: 0.031,
                ..Default::default()
            }],
            context: None,
        };
        let ev = RenderedEvent::new(&event(9, Payload::Done(done)), 1).unwrap();
        assert!(ev.is_terminal());
        let data: Value = serde_json::from_str(&ev.data).unwrap();
        assert_eq!(data["message_id"], "t1");
        assert_eq!(data["tool_calls"][0]["input"], json!({"q": 1}));
        assert_eq!(data["tool_calls"][0]["output"], "3 rows");
        assert_eq!(data["tool_calls"][0]["error"], Value::Null);
        assert_eq!(data["data"], json!([{"title": "T"}]));
        assert_eq!(data["usage"]["input_tokens"], 10);
        assert_eq!(data["grounding"]["grounded"], true);
        assert_eq!(data["bindings"][0]["text"], "3%");
        assert_eq!((data["bindings"][0]["start"].as_u64(), data["bindings"][0]["end"].as_u64()), (Some(3), Some(5)));
        assert_eq!(data["bindings"][0]["row"], Value::Null);
    }

    #[test]
    fn empty_payload_and_garbage_are_errors() {
        let reset =
            RenderedEvent::new(&event(3, Payload::TextDelta(chat::TextDelta { delta: "b".into(), reset: true })), 8);
        assert_eq!(reset.unwrap().data, r#"{"delta":"b","reset":true}"#);
        let mut ev = event(1, Payload::TextDelta(chat::TextDelta::default()));
        ev.payload = None;
        assert!(matches!(RenderedEvent::new(&ev, 1), Err(EventError::Empty(_))));
        assert!(decode(b"\xff\xff\xff").is_err());
    }
}
