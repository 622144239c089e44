//! Summaries of long conversations, written once by the model and stored.
//!
//! The orchestrator is stateless: the gateway sends the recent history and the
//! stored summary of everything older with every turn ([`crate::history`]).
//! When the history a turn was given has grown past the budget (too many
//! messages, or too many estimated tokens), the turn ends with one extra,
//! tool-less model call that folds the older part of the history (everything
//! before the replay window) and the previous summary into a new summary. It
//! goes back in `Done.context` (`summary` + `summary_up_to`, the id of the
//! newest message it covers); the gateway stores it on the conversation and
//! from then on sends only the messages after `summary_up_to`. So the model
//! is asked once per stretch of conversation, never on every turn, and the
//! prompt stays bounded however long the conversation runs.
//!
//! A failed or cancelled summary call does not fail the turn: the answer is
//! complete by then. The turn ends without a new summary and the next turn
//! tries again (the history is still over budget).

use barb_common::proto::chat::v1::{ContextSummary, HistoryMessage};
use futures::StreamExt;

use crate::{
    history,
    prompt::SUMMARY_SYSTEM,
    provider::{Message, ModelRequest, Provider, ProviderError, ProviderEvent, TokenUsage, ToolChoice},
};

/// When and how to summarise.
#[derive(Debug, Clone)]
pub struct SummaryPolicy {
    /// Summarise once the history holds this many messages
    /// (`HISTORY_SUMMARY_AFTER`, default 40 = 20 exchanges; 0 = never by count).
    /// Keep the gateway's `HISTORY_MAX_MESSAGES` at least this large, or older
    /// messages are cut before they can be summarised.
    pub after_messages: usize,
    /// ... or once the prompt is estimated above this many tokens
    /// (`HISTORY_BUDGET_TOKENS`, default 8000; 0 = no token budget).
    pub budget_tokens: usize,
    /// Output limit of the summary call (`HISTORY_SUMMARY_MAX_TOKENS`, default 1024).
    pub max_tokens: u32,
}

impl Default for SummaryPolicy {
    fn default() -> Self {
        Self { after_messages: 40, budget_tokens: 8000, max_tokens: 1024 }
    }
}

/// Characters per token for the budget estimate (English prose and JSON
/// average about four; the estimate only decides when to summarise).
const CHARS_PER_TOKEN: usize = 4;

/// The part of `history` a summary should cover now, or `None` when the
/// conversation is within budget (or there is nothing older than the replay
/// window to fold).
pub fn due<'h>(
    policy: &SummaryPolicy,
    history: &'h [HistoryMessage],
    context_summary: &str,
    message: &str,
    answer: &str,
    window: usize,
) -> Option<&'h [HistoryMessage]> {
    let by_count = policy.after_messages > 0 && history.len() + 2 >= policy.after_messages;
    let by_tokens = policy.budget_tokens > 0 && {
        let chars = context_summary.len()
            + message.len()
            + answer.len()
            + history
                .iter()
                .map(|m| m.content.len() + m.tool_calls.iter().map(|c| c.input_json.len()).sum::<usize>())
                .sum::<usize>();
        chars / CHARS_PER_TOKEN > policy.budget_tokens
    };
    if !(by_count || by_tokens) {
        return None;
    }
    let older = &history[..history::window_start(history, window)];
    (!older.is_empty()).then_some(older)
}

/// The summary call for `older` messages and the previous summary.
pub fn request(policy: &SummaryPolicy, previous: &str, older: &[HistoryMessage]) -> ModelRequest {
    let mut transcript = String::new();
    if !previous.trim().is_empty() {
        transcript.push_str("Summary so far:\n");
        transcript.push_str(previous.trim());
        transcript.push_str("\n\n");
    }
    transcript.push_str("Conversation to add to it:\n");
    for m in older {
        let who = if m.role == "user" { "User" } else { "Assistant" };
        transcript.push_str(&format!("{who}: {}\n", history::strip_markers(&m.content)));
        for c in &m.tool_calls {
            let status = if c.error.is_empty() { "ok".to_string() } else { format!("failed: {}", c.error) };
            transcript.push_str(&format!("  (tool {} {} → {status})\n", c.tool_name, c.input_json));
        }
    }
    ModelRequest {
        system: SUMMARY_SYSTEM.to_string(),
        tools: Default::default(),
        messages: vec![Message::User(transcript)],
        tool_choice: ToolChoice::None,
        max_tokens: policy.max_tokens,
    }
}

/// Runs the summary call and returns the stored form and its token usage.
pub async fn summarise(
    provider: &dyn Provider,
    policy: &SummaryPolicy,
    previous: &str,
    older: &[HistoryMessage],
) -> Result<(ContextSummary, TokenUsage), SummaryError> {
    let covered = older.last().map(|m| m.message_id.clone()).unwrap_or_default();
    if covered.is_empty() {
        // Without the newest covered message's id the gateway could not tell
        // which messages the summary replaces.
        return Err(SummaryError::NoMessageId);
    }
    let mut stream = provider.stream(request(policy, previous, older));
    let mut text = String::new();
    let mut usage = TokenUsage::default();
    while let Some(event) = stream.next().await {
        match event.map_err(SummaryError::Provider)? {
            ProviderEvent::TextDelta(t) => text.push_str(&t),
            ProviderEvent::Usage(u) => usage.add(&u),
            ProviderEvent::ToolCall(_) | ProviderEvent::Finished { .. } => {}
        }
    }
    let summary = text.trim().to_string();
    if summary.is_empty() {
        return Err(SummaryError::Empty);
    }
    Ok((ContextSummary { summary, summary_up_to: covered }, usage))
}

/// Why no summary was written (the turn itself still succeeds).
#[derive(Debug, thiserror::Error)]
pub enum SummaryError {
    /// The model call failed.
    #[error("the summary call failed: {0}")]
    Provider(ProviderError),
    /// The model returned no text.
    #[error("the model returned an empty summary")]
    Empty,
    /// The caller's history messages carry no ids.
    #[error("history messages have no message_id; cannot record what the summary covers")]
    NoMessageId,
}

#[cfg(test)]
mod tests {
    use super::*;
    use barb_common::proto::chat::v1::ToolCall;

    fn msg(id: usize, role: &str, content: &str) -> HistoryMessage {
        HistoryMessage { message_id: format!("m{id}"), role: role.into(), content: content.into(), tool_calls: vec![] }
    }

    fn exchanges(n: usize, len: usize) -> Vec<HistoryMessage> {
        (0..n)
            .flat_map(|i| [msg(2 * i, "user", &"q".repeat(len)), msg(2 * i + 1, "assistant", &"a".repeat(len))])
            .collect()
    }

    #[test]
    fn nothing_is_due_within_budget() {
        let p = SummaryPolicy { after_messages: 10, budget_tokens: 1000, max_tokens: 100 };
        assert!(due(&p, &exchanges(3, 10), "", "q", "a", 4).is_none());
    }

    #[test]
    fn the_message_count_triggers_and_the_window_is_kept() {
        let p = SummaryPolicy { after_messages: 10, budget_tokens: 0, max_tokens: 100 };
        let h = exchanges(4, 10); // 8 messages + this exchange = 10
        let older = due(&p, &h, "", "q", "a", 4).expect("due");
        assert_eq!(older.len(), 4, "the last 4 messages stay verbatim");
        assert_eq!(older.last().unwrap().message_id, "m3");
    }

    #[test]
    fn the_token_budget_triggers() {
        let p = SummaryPolicy { after_messages: 0, budget_tokens: 100, max_tokens: 100 };
        // 4 messages × 120 chars = 480 chars = 120 estimated tokens > 100.
        let h = exchanges(2, 120);
        let older = due(&p, &h, "", "", "", 2).expect("due");
        assert_eq!(older.len(), 2);
        assert!(due(&p, &exchanges(2, 90), "", "", "", 2).is_none());
    }

    #[test]
    fn nothing_older_than_the_window_means_nothing_to_fold() {
        let p = SummaryPolicy { after_messages: 2, budget_tokens: 0, max_tokens: 100 };
        assert!(due(&p, &exchanges(1, 10), "", "q", "a", 20).is_none());
    }

    #[test]
    fn the_request_carries_the_previous_summary_and_the_transcript_without_tools() {
        let mut h = exchanges(1, 3);
        h[1].content = "answer {{data:0}}".into();
        h[1].tool_calls =
            vec![ToolCall { tool_name: "run_query".into(), input_json: "{\"q\":1}".into(), ..Default::default() }];
        let r = request(&SummaryPolicy::default(), "earlier: NQ", &h);
        assert_eq!(r.system, SUMMARY_SYSTEM);
        assert!(r.tools.is_empty());
        assert_eq!(r.tool_choice, ToolChoice::None);
        let Message::User(t) = &r.messages[0] else { panic!("{:?}", r.messages) };
        assert!(t.starts_with("Summary so far:\nearlier: NQ\n"), "{t}");
        assert!(t.contains("User: qqq\nAssistant: answer\n  (tool run_query {\"q\":1} → ok)\n"), "{t}");
    }
}
