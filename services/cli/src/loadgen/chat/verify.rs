//! Verifying one turn's stream: its events must be the turn's seq 1, 2, 3, …
//! with no gap and no duplicate — across reconnects and gateways too — and
//! end with `done` or `error`. Anything else is counted by kind.
//!
//! The check also folds what a client following the event contract shows,
//! written here from the contract's words (not from the services' code):
//! text deltas append, `reset` replaces the text, `superseded` sets the text
//! to its `text` and voids the cards whose events came after its
//! `after_seq`. A turn that ended with `error` must carry that text and a
//! `{{data:K}}` marker per standing card as its `partial_answer` (compared
//! with [`same_answer`]: where the markers sit in the text may differ); a
//! stored message is compared with what the client shows
//! ([`TurnCheck::shown_answer`]).

use std::time::SystemTime;

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

/// A `superseded` event as the client saw it.
#[derive(Debug, Clone, PartialEq)]
pub struct Supersession {
    /// `owner_lost`, `handover` or `model_retry`.
    pub reason: String,
    /// When the new owner published it (the event's `time`).
    pub published: Option<SystemTime>,
    /// When the event before it was published (or `None` when it was the first).
    pub previous_published: Option<SystemTime>,
    /// When it arrived here, and when the event before it arrived.
    pub received: SystemTime,
    /// Arrival of the event before it.
    pub previous_received: Option<SystemTime>,
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
    /// The terminal event's answer: `done.answer` or `error.partial_answer`.
    pub final_answer: Option<String>,
    /// Every `superseded` seen, in order.
    pub supersessions: Vec<Supersession>,
    /// Text the client shows now.
    text: String,
    /// Cards that stand: (seq of their event, index).
    cards: Vec<(u64, u64)>,
    last_published: Option<SystemTime>,
    last_received: Option<SystemTime>,
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
            final_answer: None,
            supersessions: Vec::new(),
            text: String::new(),
            cards: Vec::new(),
            last_published: None,
            last_received: None,
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
        self.apply(ev);
        self.last_published = ev.published;
        self.last_received = Some(ev.received);
        true
    }

    fn apply(&mut self, ev: &StreamEvent) {
        let text = |k: &str| ev.data[k].as_str().unwrap_or_default().to_string();
        match ev.name.as_str() {
            "text_delta" => {
                if ev.data["reset"] == true {
                    self.text.clear();
                }
                self.text.push_str(&text("delta"));
            }
            "data_block" => {
                let index = ev.data["index"].as_u64().unwrap_or(0);
                self.cards.retain(|(_, i)| *i != index);
                self.cards.push((ev.seq, index));
            }
            "superseded" => {
                let after = ev.data["after_seq"].as_u64().unwrap_or(0);
                self.text = text("text");
                self.cards.retain(|(seq, _)| *seq <= after);
                self.supersessions.push(Supersession {
                    reason: text("reason"),
                    published: ev.published,
                    previous_published: self.last_published,
                    received: ev.received,
                    previous_received: self.last_received,
                });
            }
            "done" => {
                self.ending = Some(Ending::Done { cancelled: ev.data["cancelled"].as_bool().unwrap_or(false) });
                self.final_answer = Some(text("answer"));
            }
            "error" => {
                let code = ev.data["code"].as_str().unwrap_or("unknown").to_string();
                self.ending = Some(Ending::Error(code));
                self.final_answer = Some(text("partial_answer"));
            }
            _ => {}
        }
    }

    /// The answer the client shows: after `done` its answer; otherwise the
    /// folded text with a `{{data:K}}` marker per standing card (what a
    /// failed turn must carry as `partial_answer`).
    pub fn shown_answer(&self) -> String {
        if let (Some(Ending::Done { .. }), Some(a)) = (&self.ending, &self.final_answer) {
            return a.clone();
        }
        let mut out = self.text.trim().to_string();
        for (_, index) in &self.cards {
            if !out.is_empty() {
                out.push_str("\n\n");
            }
            out.push_str(&format!("{{{{data:{index}}}}}"));
        }
        out
    }

    /// For a turn that ended with `error`: its `partial_answer` (when it has
    /// one) differs from what the client was shown.
    pub fn partial_answer_mismatch(&self) -> bool {
        match (&self.ending, &self.final_answer) {
            (Some(Ending::Error(_)), Some(partial)) if !partial.is_empty() => {
                !same_answer(partial, &self.shown_answer())
            }
            _ => false,
        }
    }
}

/// Two answers show the same thing: the same text (whitespace runs count as
/// one space) and the same cards, wherever their `{{data:K}}` markers sit.
pub fn same_answer(a: &str, b: &str) -> bool {
    split_cards(a) == split_cards(b)
}

fn split_cards(answer: &str) -> (String, Vec<u64>) {
    let mut text = String::new();
    let mut cards = Vec::new();
    let mut rest = answer;
    while let Some(open) = rest.find("{{data:") {
        let after = &rest[open + 7..];
        match after.find("}}").and_then(|close| after[..close].parse::<u64>().ok().map(|k| (close, k))) {
            Some((close, k)) => {
                text.push_str(&rest[..open]);
                text.push(' ');
                cards.push(k);
                rest = &after[close + 2..];
            }
            None => {
                text.push_str(&rest[..open + 7]);
                rest = after;
            }
        }
    }
    text.push_str(rest);
    cards.sort_unstable();
    (text.split_whitespace().collect::<Vec<_>>().join(" "), cards)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::{Value, json};
    use std::time::{Duration, SystemTime};

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
            assert!(c.feed(&ev("t", s, "text_delta", json!({"delta": "a"}))));
        }
        assert_eq!(c.cursor(), "t:3");
        assert!(c.feed(&ev("t", 4, "done", json!({"cancelled": true, "answer": "aaa"}))));
        assert_eq!(c.ending, Some(Ending::Done { cancelled: true }));
        assert_eq!((c.missing, c.duplicates, c.foreign), (0, 0, 0));
        assert_eq!(c.events, 4);
        assert_eq!(c.shown_answer(), "aaa");
    }

    #[test]
    fn gaps_duplicates_and_foreign_events_are_counted() {
        let mut c = TurnCheck::new("t");
        c.feed(&ev("t", 1, "text_delta", json!({"delta": "x"})));
        assert!(!c.feed(&ev("t", 1, "text_delta", json!({"delta": "x"}))), "duplicate");
        assert!(c.feed(&ev("t", 4, "text_delta", json!({"delta": "y"}))), "gap of two, accepted");
        assert!(!c.feed(&ev("u", 1, "text_delta", Value::Null)), "foreign");
        c.feed(&ev("t", 5, "error", json!({"code": "provider_unavailable", "partial_answer": "xy"})));
        assert!(!c.feed(&ev("t", 6, "text_delta", Value::Null)), "after the end");
        assert_eq!((c.missing, c.duplicates, c.foreign), (2, 2, 1));
        assert_eq!(c.ending, Some(Ending::Error("provider_unavailable".into())));
        assert!(!c.partial_answer_mismatch());
    }

    #[test]
    fn superseded_voids_text_and_later_cards_as_the_contract_says() {
        let t0 = SystemTime::UNIX_EPOCH + Duration::from_secs(100);
        let mut c = TurnCheck::new("t");
        c.feed(&ev("t", 1, "text_delta", json!({"delta": "Let me look."})));
        c.feed(&ev("t", 2, "data_block", json!({"index": 0, "block": {}})));
        c.feed(&ev("t", 3, "text_delta", json!({"delta": " Half"})));
        let mut before = ev("t", 4, "data_block", json!({"index": 1, "block": {}}));
        before.published = Some(t0);
        c.feed(&before);
        let mut sup = ev("t", 5, "superseded", json!({"after_seq": 2, "text": "Let me look.", "reason": "owner_lost"}));
        sup.published = Some(t0 + Duration::from_secs(3));
        c.feed(&sup);
        assert_eq!(c.shown_answer(), "Let me look.\n\n{{data:0}}");
        assert_eq!(c.supersessions.len(), 1);
        assert_eq!(c.supersessions[0].previous_published, Some(t0));
        c.feed(&ev("t", 6, "text_delta", json!({"delta": " Whole.", "reset": false})));
        c.feed(&ev(
            "t",
            7,
            "error",
            json!({"code": "orphaned", "partial_answer": "Let me look. Whole.\n\n{{data:0}}"}),
        ));
        assert!(!c.partial_answer_mismatch());
        let mut wrong = c.clone();
        wrong.final_answer = Some("Let me look. Half Whole.".into());
        assert!(wrong.partial_answer_mismatch());
        assert!(same_answer("A.\n\n{{data:0}}\n\nB.", "A. B.\n\n{{data:0}}"), "marker placement is free");
        assert!(!same_answer("A. B.", "A. B.\n\n{{data:0}}"), "a card more");
        assert!(!same_answer("A. C.", "A. B."));
        // A reset replaces the text; a model retry is not a takeover.
        let mut r = TurnCheck::new("r");
        r.feed(&ev("r", 1, "text_delta", json!({"delta": "draft"})));
        r.feed(&ev("r", 2, "superseded", json!({"after_seq": 0, "text": "", "reason": "model_retry"})));
        r.feed(&ev("r", 3, "text_delta", json!({"delta": "new", "reset": true})));
        assert_eq!((r.shown_answer(), r.supersessions[0].reason.as_str()), ("new".to_string(), "model_retry"));
    }
}
