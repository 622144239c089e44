//! What a client shows after a turn's events: the one reading of the event
//! contract's state rules, used wherever a turn's answer is assembled from
//! its events (the gateway storing a failed turn, an orchestrator taking a
//! turn over, anything ending an orphaned turn), so the stored answer is
//! exactly what a client following the contract shows.
//!
//! The rules (`barb.chat.v1` docs): text deltas append; `reset` replaces the
//! text streamed so far; `superseded` sets the text to its `text` and voids
//! the cards and tool calls whose events came after its `after_seq`; `done`
//! carries the final answer.

use crate::proto::chat::v1::{ChatEvent, DataBlock, ToolEnd, ToolStart, chat_event::Payload};

/// A tool call as far as the events went.
#[derive(Debug, Clone, PartialEq)]
pub struct CallSoFar {
    /// Its `tool_start`.
    pub start: ToolStart,
    /// Seq of the `tool_start`.
    pub start_seq: u64,
    /// Its `tool_end`, once seen (and not voided).
    pub end: Option<ToolEnd>,
    /// Seq of the `tool_end`.
    pub end_seq: u64,
}

/// The state a client shows after some of a turn's events.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Transcript {
    /// Answer text as streamed (no card markers).
    pub text: String,
    /// Cards that stand, with the seq of their event.
    pub cards: Vec<(u64, DataBlock)>,
    /// Tool calls that stand, in start order.
    pub calls: Vec<CallSoFar>,
    /// The last title announced.
    pub title: Option<String>,
    /// Seq of the last event applied.
    pub last_seq: u64,
    /// The terminal payload (`done` or `error`), once seen.
    pub terminal: Option<Payload>,
    /// How often the turn changed owner (from the last `superseded`).
    pub takeovers: u32,
}

impl Transcript {
    /// Folds `events` (one turn's, in seq order).
    pub fn from_events<'a>(events: impl IntoIterator<Item = &'a ChatEvent>) -> Self {
        let mut t = Self::default();
        for e in events {
            t.apply(e);
        }
        t
    }

    /// Applies one event.
    pub fn apply(&mut self, event: &ChatEvent) {
        let seq = event.seq;
        self.last_seq = self.last_seq.max(seq);
        let Some(p) = &event.payload else { return };
        match p {
            Payload::TextDelta(d) => {
                if d.reset {
                    self.text.clear();
                }
                self.text.push_str(&d.delta);
            }
            Payload::ToolStart(s) => {
                self.calls.push(CallSoFar { start: s.clone(), start_seq: seq, end: None, end_seq: 0 })
            }
            Payload::ToolEnd(e) => {
                if let Some(c) = self.calls.iter_mut().rev().find(|c| c.start.call_id == e.call_id) {
                    c.end = Some(e.clone());
                    c.end_seq = seq;
                }
            }
            Payload::DataBlock(b) => {
                // A card re-sent with the same index (after a superseded round) replaces the old one.
                self.cards.retain(|(_, c)| c.index != b.index);
                self.cards.push((seq, b.clone()));
            }
            Payload::TitleUpdate(t) => self.title = Some(t.title.clone()),
            Payload::Superseded(s) => {
                self.text = s.text.clone();
                self.cards.retain(|(at, _)| *at <= s.after_seq);
                self.calls.retain(|c| c.start_seq <= s.after_seq);
                for c in &mut self.calls {
                    if c.end_seq > s.after_seq {
                        c.end = None;
                        c.end_seq = 0;
                    }
                }
                self.takeovers = self.takeovers.max(s.takeovers);
            }
            Payload::Done(_) | Payload::Error(_) => self.terminal = Some(p.clone()),
        }
    }

    /// The text, then a `{{data:K}}` marker per standing card: the answer
    /// text of a turn that ended without a `done`, as it is stored.
    pub fn answer_with_cards(&self) -> String {
        let mut out = self.text.trim().to_string();
        for (_, c) in &self.cards {
            if !out.is_empty() {
                out.push_str("\n\n");
            }
            out.push_str(&format!("{{{{data:{}}}}}", c.index));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::proto::chat::v1::{Superseded, TextDelta};

    fn ev(seq: u64, p: Payload) -> ChatEvent {
        ChatEvent { seq, payload: Some(p), ..Default::default() }
    }

    fn text(seq: u64, t: &str, reset: bool) -> ChatEvent {
        ev(seq, Payload::TextDelta(TextDelta { delta: t.into(), reset }))
    }

    fn start(seq: u64, id: &str) -> ChatEvent {
        ev(
            seq,
            Payload::ToolStart(ToolStart { call_id: id.into(), tool_name: "run_query".into(), ..Default::default() }),
        )
    }

    fn end(seq: u64, id: &str) -> ChatEvent {
        ev(seq, Payload::ToolEnd(ToolEnd { call_id: id.into(), ..Default::default() }))
    }

    fn card(seq: u64, index: u32, json: &str) -> ChatEvent {
        ev(seq, Payload::DataBlock(DataBlock { index, call_id: "a".into(), json: json.into() }))
    }

    #[test]
    fn superseded_voids_what_came_after_its_checkpoint() {
        let events = vec![
            text(1, "Looking", false),
            start(2, "a"),
            end(3, "a"),
            card(4, 0, "{\"v\":1}"),
            text(5, " — it was", false), // checkpoint 4: this round is interrupted
            start(6, "b"),
            end(7, "b"),
            card(8, 1, "{\"v\":2}"),
            ev(
                9,
                Payload::Superseded(Superseded {
                    after_seq: 4,
                    text: "Looking".into(),
                    reason: "owner_lost".into(),
                    takeovers: 1,
                }),
            ),
            text(10, " again: 3", false),
            start(11, "c"),
            end(12, "c"),
            card(13, 1, "{\"v\":3}"),
        ];
        let t = Transcript::from_events(&events);
        assert_eq!(t.text, "Looking again: 3");
        let ids: Vec<&str> = t.calls.iter().map(|c| c.start.call_id.as_str()).collect();
        assert_eq!(ids, ["a", "c"]);
        assert!(t.calls.iter().all(|c| c.end.is_some()));
        let cards: Vec<(u64, &str)> = t.cards.iter().map(|(s, c)| (*s, c.json.as_str())).collect();
        assert_eq!(cards, [(4, "{\"v\":1}"), (13, "{\"v\":3}")]);
        assert_eq!((t.last_seq, t.takeovers), (13, 1));
        assert_eq!(t.answer_with_cards(), "Looking again: 3\n\n{{data:0}}\n\n{{data:1}}");
    }

    #[test]
    fn a_tool_end_after_the_checkpoint_is_voided_but_its_start_stays() {
        let events = vec![
            start(1, "a"), // checkpoint 1: the model round asked for `a`
            end(2, "a"),
            ev(3, Payload::Superseded(Superseded { after_seq: 1, ..Default::default() })),
        ];
        let t = Transcript::from_events(&events);
        assert_eq!(t.calls.len(), 1);
        assert_eq!(t.calls[0].end, None);
    }

    #[test]
    fn reset_replaces_text_and_terminal_is_kept() {
        let events = vec![
            text(1, "a", false),
            text(2, "b", true),
            text(3, "c", false),
            ev(4, Payload::Error(Default::default())),
        ];
        let t = Transcript::from_events(&events);
        assert_eq!(t.text, "bc");
        assert!(matches!(t.terminal, Some(Payload::Error(_))));
    }
}
