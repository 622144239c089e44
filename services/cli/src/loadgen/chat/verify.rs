//! Verifying one turn's stream: its events must be the turn's seq 1, 2, 3, …
//! with no gap and no duplicate — across reconnects too — and end with `done`
//! or `error`. Anything else is counted by kind.

use super::stream::StreamEvent;

/// How a turn ended, as far as its stream shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ending {
    /// `done` (cancelled or not).
    Done {
        /// `cancelled` of the done event.
        cancelled: bool,
    },
    /// `error` with its code.
    Error(String),
}

/// The running check of one turn.
#[derive(Debug, Clone)]
pub struct TurnCheck {
    turn_id: String,
    next_seq: u64,
    /// Events of this turn accepted in order.
    pub events: u64,
    /// Seq numbers skipped (a later seq arrived first).
    pub missing: u64,
    /// Events seen twice (a seq at or below one already seen).
    pub duplicates: u64,
    /// Events of another turn on this stream while this turn ran.
    pub foreign: u64,
    /// The terminal event, once seen.
    pub ending: Option<Ending>,
}

impl TurnCheck {
    /// A check of `turn_id`, expecting seq 1 first.
    pub fn new(turn_id: &str) -> Self {
        Self {
            turn_id: turn_id.to_string(),
            next_seq: 1,
            events: 0,
            missing: 0,
            duplicates: 0,
            foreign: 0,
            ending: None,
        }
    }

    /// The id of the last event received in order (the resume cursor):
    /// `<turn>:<seq>`, `<turn>:0` before the first one.
    pub fn cursor(&self) -> String {
        format!("{}:{}", self.turn_id, self.next_seq - 1)
    }

    /// Takes the next event; true when it is this turn's next one in order.
    pub fn feed(&mut self, ev: &StreamEvent) -> bool {
        if ev.turn_id != self.turn_id {
            self.foreign += 1;
            return false;
        }
        if ev.seq < self.next_seq || self.ending.is_some() {
            self.duplicates += 1;
            return false;
        }
        self.missing += ev.seq - self.next_seq;
        self.next_seq = ev.seq + 1;
        self.events += 1;
        if ev.is_terminal() {
            self.ending = Some(if ev.name == "done" {
                Ending::Done { cancelled: ev.data["cancelled"].as_bool().unwrap_or(false) }
            } else {
                Ending::Error(ev.data["code"].as_str().unwrap_or("unknown").to_string())
            });
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::{Value, json};
    use std::time::SystemTime;

    fn ev(turn: &str, seq: u64, name: &str, data: Value) -> StreamEvent {
        StreamEvent {
            turn_id: turn.into(),
            seq,
            name: name.into(),
            data,
            text_chars: 0,
            published: None,
            received: SystemTime::now(),
        }
    }

    #[test]
    fn an_ordered_turn_is_clean() {
        let mut c = TurnCheck::new("t");
        assert_eq!(c.cursor(), "t:0");
        for s in 1..=3 {
            assert!(c.feed(&ev("t", s, "text_delta", Value::Null)));
        }
        assert_eq!(c.cursor(), "t:3");
        assert!(c.feed(&ev("t", 4, "done", json!({"cancelled": true}))));
        assert_eq!(c.ending, Some(Ending::Done { cancelled: true }));
        assert_eq!((c.missing, c.duplicates, c.foreign), (0, 0, 0));
        assert_eq!(c.events, 4);
    }

    #[test]
    fn gaps_duplicates_and_foreign_events_are_counted() {
        let mut c = TurnCheck::new("t");
        c.feed(&ev("t", 1, "text_delta", Value::Null));
        assert!(!c.feed(&ev("t", 1, "text_delta", Value::Null)), "duplicate");
        assert!(c.feed(&ev("t", 4, "text_delta", Value::Null)), "gap of two, accepted");
        assert!(!c.feed(&ev("u", 1, "text_delta", Value::Null)), "foreign");
        c.feed(&ev("t", 5, "error", json!({"code": "provider_unavailable"})));
        assert!(!c.feed(&ev("t", 6, "text_delta", Value::Null)), "after the end");
        assert_eq!((c.missing, c.duplicates, c.foreign), (2, 2, 1));
        assert_eq!(c.ending, Some(Ending::Error("provider_unavailable".into())));
    }
}
