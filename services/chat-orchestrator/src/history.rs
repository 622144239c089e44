//! The conversation as the model sees it: a window of recent messages, older
//! ones folded into a summary.
//!
//! The orchestrator is stateless; the caller sends the history with every turn.
//! Only the last `window` messages are replayed. Older messages (and the
//! stored, model-written `context_summary` of even older turns, see
//! [`crate::summary`]) become one compact summary at the start, so long
//! conversations keep a bounded prompt. The one-line excerpts of older
//! messages only bridge the turns until the next stored summary covers them.
//! Assistant tool calls are replayed as tool calls whose result is `done`:
//! old results are deliberately not shown, so the model re-runs a tool instead
//! of quoting stale numbers (which the grounding check would reject anyway).

use barb_common::proto::chat::v1::HistoryMessage;

use crate::provider::{Message, ToolCallRequest, ToolResult};

/// Windowing settings.
#[derive(Debug, Clone)]
pub struct HistoryOptions {
    /// Recent messages replayed verbatim (`HISTORY_WINDOW`, default 20 = 10 exchanges).
    pub window: usize,
    /// Longest summary of older messages, in characters.
    pub max_summary_chars: usize,
    /// Longest excerpt of one older message in the summary.
    pub excerpt_chars: usize,
}

impl Default for HistoryOptions {
    fn default() -> Self {
        Self { window: 20, max_summary_chars: 4000, excerpt_chars: 240 }
    }
}

/// Heading of the summary message.
pub const SUMMARY_HEADING: &str = "[Summary of the earlier conversation]";

/// Builds the messages for a turn: summary, recent history, the new message.
pub fn build(history: &[HistoryMessage], context_summary: &str, message: &str, opts: &HistoryOptions) -> Vec<Message> {
    let (older, recent) = history.split_at(window_start(history, opts.window));
    let mut out = Vec::new();
    let summary = summarize(context_summary, older, opts);
    if !summary.is_empty() {
        out.push(Message::User(format!("{SUMMARY_HEADING}\n{summary}")));
    }
    for (i, m) in recent.iter().enumerate() {
        match m.role.as_str() {
            "user" => out.push(Message::User(m.content.clone())),
            _ => replay_assistant(&mut out, i, m),
        }
    }
    out.push(Message::User(message.to_string()));
    out
}

/// Where the replayed part of `history` starts: at most `window` messages
/// from the end, moved forward to a user message (the replay must start with
/// one). Everything before it is summarised.
pub fn window_start(history: &[HistoryMessage], window: usize) -> usize {
    let mut split = history.len().saturating_sub(window);
    while split < history.len() && history[split].role != "user" {
        split += 1;
    }
    split
}

fn replay_assistant(out: &mut Vec<Message>, i: usize, m: &HistoryMessage) {
    let text = strip_markers(&m.content);
    if !m.tool_calls.is_empty() {
        let calls: Vec<ToolCallRequest> = m
            .tool_calls
            .iter()
            .enumerate()
            .map(|(j, c)| ToolCallRequest {
                id: format!("toolu_hist_{i}_{j}"),
                name: c.tool_name.clone(),
                input_json: if c.input_json.trim().is_empty() { "{}".into() } else { c.input_json.clone() },
            })
            .collect();
        let results = calls
            .iter()
            .zip(&m.tool_calls)
            .map(|(c, orig)| ToolResult {
                call_id: c.id.clone(),
                content: if orig.error.is_empty() { "done".into() } else { format!("Error: {}", orig.error) },
                is_error: !orig.error.is_empty(),
            })
            .collect();
        out.push(Message::Assistant { text: String::new(), tool_calls: calls });
        out.push(Message::ToolResults(results));
    }
    if !text.trim().is_empty() {
        out.push(Message::Assistant { text, tool_calls: Vec::new() });
    }
}

/// Removes `{{data:K}}` card markers (the model never sees the cards).
pub fn strip_markers(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find("{{data:") {
        out.push_str(&rest[..i]);
        match rest[i..].find("}}") {
            Some(j) => rest = &rest[i + j + 2..],
            None => {
                rest = "";
            }
        }
    }
    out.push_str(rest);
    // Collapse the blank lines the markers leave behind.
    let mut collapsed = String::with_capacity(out.len());
    let mut blank = 0;
    for line in out.trim().lines() {
        if line.trim().is_empty() {
            blank += 1;
            if blank > 1 {
                continue;
            }
        } else {
            blank = 0;
        }
        collapsed.push_str(line);
        collapsed.push('\n');
    }
    collapsed.trim_end().to_string()
}

fn excerpt(text: &str, max: usize) -> String {
    let one_line = text.split_whitespace().collect::<Vec<_>>().join(" ");
    if one_line.chars().count() <= max {
        one_line
    } else {
        format!("{}…", one_line.chars().take(max).collect::<String>())
    }
}

/// The caller's summary plus one line per older message, newest kept when
/// the total is too long.
fn summarize(context_summary: &str, older: &[HistoryMessage], opts: &HistoryOptions) -> String {
    let mut lines: Vec<String> = Vec::new();
    for m in older {
        let who = if m.role == "user" { "User" } else { "Assistant" };
        let mut line = format!("- {who}: {}", excerpt(&strip_markers(&m.content), opts.excerpt_chars));
        if !m.tool_calls.is_empty() {
            let tools: Vec<&str> = m.tool_calls.iter().map(|c| c.tool_name.as_str()).collect();
            line.push_str(&format!(" (used {})", tools.join(", ")));
        }
        lines.push(line);
    }
    let mut budget = opts.max_summary_chars;
    let mut kept: Vec<String> = Vec::new();
    for line in lines.into_iter().rev() {
        let n = line.chars().count() + 1;
        if n > budget {
            break;
        }
        budget -= n;
        kept.push(line);
    }
    kept.reverse();
    let caller = context_summary.trim();
    let caller = if caller.chars().count() > budget {
        // Keep the end of an over-long caller summary: it is the most recent part.
        let skip = caller.chars().count() - budget;
        caller.chars().skip(skip).collect::<String>()
    } else {
        caller.to_string()
    };
    let mut parts = Vec::new();
    if !caller.is_empty() {
        parts.push(caller);
    }
    if !kept.is_empty() {
        parts.push(kept.join("\n"));
    }
    parts.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;
    use barb_common::proto::chat::v1::ToolCall;

    fn user(t: &str) -> HistoryMessage {
        HistoryMessage { role: "user".into(), content: t.into(), ..Default::default() }
    }

    fn assistant(t: &str, tools: &[&str]) -> HistoryMessage {
        HistoryMessage {
            role: "assistant".into(),
            content: t.into(),
            message_id: String::new(),
            tool_calls: tools
                .iter()
                .map(|n| ToolCall { tool_name: n.to_string(), input_json: "{\"q\":1}".into(), ..Default::default() })
                .collect(),
        }
    }

    #[test]
    fn short_history_is_replayed_with_tool_calls_as_done() {
        let h = vec![user("q1"), assistant("answer {{data:0}} text", &["run_query"])];
        let msgs = build(&h, "", "q2", &HistoryOptions::default());
        assert_eq!(msgs.len(), 5);
        assert_eq!(msgs[0], Message::User("q1".into()));
        match &msgs[1] {
            Message::Assistant { tool_calls, .. } => {
                assert_eq!(tool_calls[0].id, "toolu_hist_1_0");
                assert_eq!(tool_calls[0].input_json, "{\"q\":1}");
            }
            other => panic!("{other:?}"),
        }
        assert!(matches!(&msgs[2], Message::ToolResults(r) if r[0].content == "done"));
        assert_eq!(msgs[3], Message::Assistant { text: "answer  text".into(), tool_calls: vec![] });
        assert_eq!(msgs[4], Message::User("q2".into()));
    }

    #[test]
    fn long_history_is_windowed_with_a_summary() {
        let mut h = Vec::new();
        for i in 0..30 {
            h.push(user(&format!("question {i}")));
            h.push(assistant(&format!("answer {i}"), if i % 2 == 0 { &["run_query"] } else { &[] }));
        }
        let opts = HistoryOptions { window: 4, ..Default::default() };
        let msgs = build(&h, "user cares about NQ", "new", &opts);
        let Message::User(first) = &msgs[0] else { panic!() };
        assert!(first.starts_with(SUMMARY_HEADING));
        assert!(first.contains("user cares about NQ"));
        assert!(first.contains("- User: question 0"));
        assert!(first.contains("- Assistant: answer 0 (used run_query)"));
        assert!(first.contains("answer 27"));
        assert!(!first.contains("question 28"));
        assert_eq!(msgs[1], Message::User("question 28".into()));
        assert_eq!(msgs.last(), Some(&Message::User("new".into())));
    }

    #[test]
    fn window_never_starts_with_an_assistant_message() {
        let h = vec![user("a"), assistant("b", &[]), user("c"), assistant("d", &[])];
        let msgs = build(&h, "", "e", &HistoryOptions { window: 3, ..Default::default() });
        assert!(matches!(&msgs[0], Message::User(t) if t.starts_with(SUMMARY_HEADING) && t.contains("- Assistant: b")));
        assert_eq!(msgs[1], Message::User("c".into()));
    }

    #[test]
    fn summary_is_bounded() {
        let h: Vec<_> = (0..200).flat_map(|i| [user(&"x".repeat(500)), assistant(&format!("a{i}"), &[])]).collect();
        let opts = HistoryOptions { window: 2, max_summary_chars: 1000, excerpt_chars: 100 };
        let msgs = build(&h, &"s".repeat(5000), "n", &opts);
        let Message::User(first) = &msgs[0] else { panic!() };
        assert!(first.chars().count() <= 1000 + SUMMARY_HEADING.len() + 2, "{}", first.len());
    }

    #[test]
    fn markers_are_stripped() {
        assert_eq!(strip_markers("a\n\n{{data:0}}\n\nb {{data:12}}"), "a\n\nb");
        assert_eq!(strip_markers("x {{data:1"), "x");
    }
}
