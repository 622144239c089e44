//! `mock`: a deterministic scripted model for offline runs, the local stack
//! and load tests.
//!
//! It exercises the same loop as a real model: it emits real tool calls from a
//! script, receives the real tool results, and writes its answer from them by
//! filling placeholders with text and numbers the tools returned — so a mock
//! answer passes the grounding check for the same reason a good model's does.
//!
//! # Script format (`MOCK_SCRIPT`, `.json` or `.toml`)
//! ```json
//! {
//!   "latency_ms": 150,          // wait before each round's first event
//!   "tokens_per_second": 80,    // text streaming rate; 0 = all at once
//!   "chars_per_token": 4,       // how text is cut into streamed tokens
//!   "rules": [
//!     { "name": "range",
//!       "any": ["range", "volatility"],   // matches if the message contains one (case-insensitive)
//!       "all": [],                        // ... and all of these; both empty = always matches
//!       "rounds": [
//!         { "text": "Let me compute that.",
//!           "tool_calls": [{"name": "run_query", "input": {"query": {"from": "daily", "period": "last_20",
//!              "map": {"range": "high - low"}, "select": "mean(range)"}, "title": "Average range"}}] },
//!         { "text": "The average daily range was {{after.0.Result:}} points." }
//!       ],
//!       "rewrite": "Average daily range: {{after.0.Result:}} points." }
//!   ]
//! }
//! ```
//! The first matching rule (against the turn's user message) is used; a turn
//! with no match uses the built-in fallback. Round `k` of the turn (counting
//! model rounds since the user message) plays `rounds[k]`; past the end, or when
//! tools are not allowed, the last round's text is the answer. When the
//! orchestrator asks for a grounding rewrite, `rewrite` (default: the last
//! round's text) is the answer — or, with `"follow_feedback": true`, the mock
//! does what the rewrite request says to its previous answer ([`follow`]):
//! each number the request gives a reference for is replaced by it, the
//! sentence of every other failed number is dropped.
//!
//! Templates may cite values the way a model does, `{{r1.value|1}}` (see
//! [`crate::references`]): they are not placeholders and reach the
//! orchestrator as written.
//!
//! Placeholders (results are this turn's tool results in order; `N` may be
//! negative to count from the end):
//! `{{user}}` the user message; `{{result}}` every result text; `{{result.N}}`
//! one result text; `{{num.N.M}}` the M-th number in result N, as written;
//! `{{after.N.LABEL}}` the first number after `LABEL` in result N. A
//! placeholder that cannot be filled becomes `n/a`; `{{data:K}}` is left alone.

use std::{path::Path, sync::Arc, time::Duration};

use futures::StreamExt;
use serde::Deserialize;
use serde_json::Value;

use super::{EventStream, Message, ModelRequest, Provider, ProviderEvent, TokenUsage, ToolCallRequest, ToolChoice};
use crate::{
    grounding::{feedback, scan},
    prompt,
};

/// A mock script.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Script {
    /// Delay before the first event of every round, in milliseconds.
    #[serde(default)]
    pub latency_ms: u64,
    /// Text streaming rate in tokens per second; 0 streams all text at once.
    #[serde(default = "default_rate")]
    pub tokens_per_second: f64,
    /// Characters per streamed token.
    #[serde(default = "default_chars_per_token")]
    pub chars_per_token: usize,
    /// Rules, tried in order.
    #[serde(default)]
    pub rules: Vec<Rule>,
    /// Answer to a conversation-summary call ([`crate::summary`]); `{{user}}`
    /// is the transcript it was asked to summarise. Default: the questions
    /// the user asked, in order.
    #[serde(default)]
    pub summary: Option<String>,
}

fn default_rate() -> f64 {
    200.0
}

fn default_chars_per_token() -> usize {
    4
}

/// One scripted conversation shape.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rule {
    /// Name, for logs.
    #[serde(default)]
    pub name: String,
    /// Matches when the message contains any of these (case-insensitive).
    #[serde(default)]
    pub any: Vec<String>,
    /// ... and all of these.
    #[serde(default)]
    pub all: Vec<String>,
    /// Model rounds in order.
    pub rounds: Vec<Round>,
    /// Answer template for a grounding rewrite.
    #[serde(default)]
    pub rewrite: Option<String>,
    /// On a rewrite request, apply its instructions to the previous answer
    /// instead of playing `rewrite`.
    #[serde(default)]
    pub follow_feedback: bool,
}

/// One model round: text, then tool calls.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Round {
    /// Text template streamed first.
    #[serde(default)]
    pub text: String,
    /// Tool calls made after the text.
    #[serde(default)]
    pub tool_calls: Vec<ScriptedCall>,
}

/// A scripted tool call.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScriptedCall {
    /// Tool name.
    pub name: String,
    /// Tool input.
    #[serde(default)]
    pub input: Value,
}

/// The script could not be used.
#[derive(Debug, thiserror::Error)]
pub enum ScriptError {
    /// The file could not be read.
    #[error("cannot read mock script {path}: {source}")]
    Read {
        /// Path.
        path: String,
        /// OS error.
        source: std::io::Error,
    },
    /// The content is not a valid script.
    #[error("invalid mock script {path}: {message}")]
    Invalid {
        /// Path.
        path: String,
        /// What is wrong.
        message: String,
    },
}

impl Script {
    /// Loads a script from a `.json` or `.toml` file.
    pub fn load(path: &Path) -> Result<Self, ScriptError> {
        let p = path.display().to_string();
        let text = std::fs::read_to_string(path).map_err(|source| ScriptError::Read { path: p.clone(), source })?;
        let is_toml = path.extension().is_some_and(|e| e.eq_ignore_ascii_case("toml"));
        let script: Script = if is_toml {
            toml::from_str(&text).map_err(|e| ScriptError::Invalid { path: p.clone(), message: e.to_string() })?
        } else {
            serde_json::from_str(&text).map_err(|e| ScriptError::Invalid { path: p.clone(), message: e.to_string() })?
        };
        script.validate().map_err(|message| ScriptError::Invalid { path: p, message })?;
        Ok(script)
    }

    /// Checks values the types cannot.
    pub fn validate(&self) -> Result<(), String> {
        if !self.tokens_per_second.is_finite() || self.tokens_per_second < 0.0 {
            return Err("tokens_per_second must be a number >= 0".into());
        }
        if self.chars_per_token == 0 {
            return Err("chars_per_token must be >= 1".into());
        }
        for (i, r) in self.rules.iter().enumerate() {
            if r.rounds.is_empty() {
                return Err(format!("rule {i} ({}) has no rounds", r.name));
            }
        }
        Ok(())
    }

    /// The built-in script: market questions run a query, backtest questions a
    /// backtest, receipts questions describe the data then query it; answers
    /// cite the results as references, as a model should.
    pub fn builtin() -> Self {
        serde_json::from_str(BUILTIN).expect("the built-in mock script is valid")
    }
}

const BUILTIN: &str = r#"{
  "latency_ms": 100,
  "tokens_per_second": 200,
  "rules": [
    {"name": "backtest", "any": ["backtest", "strategy"],
     "rounds": [
       {"text": "I'll backtest buying when RSI(14) falls below 30.",
        "tool_calls": [{"name": "run_backtest", "input": {"strategy": {"entry": "rsi(close, 14) < 30", "direction": "long",
          "exit_bars": 5, "stop_loss": "1%"}, "from": "daily", "title": "RSI(14) < 30, long, 5-day exit"}}]},
       {"text": "The strategy made {{r1.total_trades}} trades with a win rate of {{r1.win_rate|1}}% and a total of {{r1.total_pnl|+,1}} points; the maximum drawdown was {{r1.max_drawdown|1}} points."}
     ]},
    {"name": "receipts", "any": ["receipt", "spend", "spent", "grocer", "shop", "bought", "чек", "покуп"],
     "rounds": [
       {"text": "Let me look at your receipts.", "tool_calls": [{"name": "describe_data", "input": {}}]},
       {"text": "", "tool_calls": [{"name": "query_receipts", "input": {"query": {"table": "receipts",
          "order_by": [{"column": "date", "direction": "desc"}], "limit": 10}, "title": "Latest receipts"}}]},
       {"text": "Here are your latest receipts ({{r2.total_rows}} matching your question)."}
     ]},
    {"name": "range", "any": ["range", "volatil"],
     "rounds": [
       {"text": "Let me compute the average daily range.",
        "tool_calls": [{"name": "run_query", "input": {"query": {"from": "daily", "period": "last_20",
          "map": {"range": "high - low"}, "select": "mean(range)"}, "title": "Average daily range, last 20 days"}}]},
       {"text": "The average daily range over the last 20 trading days was {{r1.value|1}} points."}
     ]},
    {"name": "fallback",
     "rounds": [
       {"text": "Let me look at the recent daily bars.",
        "tool_calls": [{"name": "run_query", "input": {"query": {"from": "daily", "period": "last_10",
          "map": {"change": "close - open"}}, "title": "Last 10 trading days"}}]},
       {"text": "Over the last 10 trading days the daily change (close minus open) went from {{r1.change.min}} to {{r1.change.max}} points, {{r1.change.mean}} on average."}
     ]}
  ]
}"#;

/// The mock provider.
#[derive(Clone)]
pub struct Mock {
    script: Arc<Script>,
    model: String,
}

impl Mock {
    /// A mock playing `script`.
    pub fn new(script: Script, model: impl Into<String>) -> Self {
        Self { script: Arc::new(script), model: model.into() }
    }
}

impl Provider for Mock {
    fn name(&self) -> &'static str {
        "mock"
    }

    fn model(&self) -> &str {
        &self.model
    }

    fn stream(&self, request: ModelRequest) -> EventStream {
        let events = plan(&self.script, &request);
        let latency = Duration::from_millis(self.script.latency_ms);
        let per_chunk = if self.script.tokens_per_second > 0.0 {
            Duration::from_secs_f64(1.0 / self.script.tokens_per_second)
        } else {
            Duration::ZERO
        };
        // Paced against one clock from the round's start (not a sleep per event), so
        // timer slack does not add up over a long answer: the k-th chunk is due at
        // latency + k / tokens_per_second however busy the machine is.
        let mut due = Duration::ZERO;
        let steps: Vec<(Duration, ProviderEvent)> = events
            .into_iter()
            .enumerate()
            .map(|(i, ev)| {
                due += match (&ev, i) {
                    (_, 0) => latency,
                    (ProviderEvent::TextDelta(_), _) => per_chunk,
                    _ => Duration::ZERO,
                };
                (due, ev)
            })
            .collect();
        futures::stream::unfold((None, steps.into_iter()), |(start, mut steps)| async move {
            let (due, ev) = steps.next()?;
            let start: tokio::time::Instant = start.unwrap_or_else(tokio::time::Instant::now);
            if !due.is_zero() {
                tokio::time::sleep_until(start + due).await;
            }
            Some((Ok(ev), (Some(start), steps)))
        })
        .boxed()
    }
}

/// The tool results of the current turn and the turn's user message.
struct TurnView<'a> {
    user: &'a str,
    results: Vec<&'a str>,
    rounds_done: usize,
    rewrite: bool,
}

fn view(messages: &[Message]) -> TurnView<'_> {
    let is_feedback = |t: &str| t.starts_with(feedback::PREFIX);
    let user_idx = messages.iter().rposition(|m| matches!(m, Message::User(t) if !is_feedback(t)));
    let user = match user_idx.map(|i| &messages[i]) {
        Some(Message::User(t)) => t.as_str(),
        _ => "",
    };
    let tail = &messages[user_idx.map_or(0, |i| i + 1)..];
    let results = tail
        .iter()
        .filter_map(|m| match m {
            Message::ToolResults(r) => Some(r.iter().map(|r| r.content.as_str())),
            _ => None,
        })
        .flatten()
        .collect();
    let rounds_done = tail.iter().filter(|m| matches!(m, Message::Assistant { .. })).count();
    let rewrite = matches!(messages.last(), Some(Message::User(t)) if is_feedback(t));
    TurnView { user, results, rounds_done, rewrite }
}

fn matches(rule: &Rule, message: &str) -> bool {
    let m = message.to_lowercase();
    let any = rule.any.is_empty() || rule.any.iter().any(|w| m.contains(&w.to_lowercase()));
    let all = rule.all.iter().all(|w| m.contains(&w.to_lowercase()));
    any && all
}

/// The events of one round, before pacing.
fn plan(script: &Script, req: &ModelRequest) -> Vec<ProviderEvent> {
    let v = view(&req.messages);
    if req.system.starts_with(prompt::SUMMARY_SYSTEM) {
        let text = match &script.summary {
            Some(template) => template.replace("{{user}}", v.user),
            None => builtin_summary(v.user),
        };
        return events_for(script, req, &v, text, Vec::new());
    }
    let builtin;
    let rule = match script.rules.iter().find(|r| matches(r, v.user)) {
        Some(r) => r,
        None => {
            builtin = Script::builtin();
            builtin.rules.last().expect("built-in fallback rule")
        }
    };
    let last = rule.rounds.last().expect("validated: rules have rounds");
    let (text, calls) = if v.rewrite && rule.follow_feedback {
        let previous = req.messages.iter().rev().find_map(|m| match m {
            Message::Assistant { text, .. } => Some(text.as_str()),
            _ => None,
        });
        let request = match req.messages.last() {
            Some(Message::User(t)) => t.as_str(),
            _ => "",
        };
        // Already rendered: the previous answer's placeholders were filled.
        let rewritten = follow(previous.unwrap_or(""), request);
        return events_for(script, req, &v, rewritten, Vec::new());
    } else if v.rewrite {
        (rule.rewrite.clone().unwrap_or_else(|| last.text.clone()), Vec::new())
    } else if req.tool_choice == ToolChoice::None || v.rounds_done >= rule.rounds.len() {
        (last.text.clone(), Vec::new())
    } else {
        let r = &rule.rounds[v.rounds_done];
        (r.text.clone(), r.tool_calls.clone())
    };
    let text = render(&text, &v);
    events_for(script, req, &v, text, calls)
}

/// The built-in summary: the user's questions from the transcript, in order.
fn builtin_summary(transcript: &str) -> String {
    let asked: Vec<&str> = transcript.lines().filter_map(|l| l.strip_prefix("User: ")).map(str::trim).collect();
    let previous = transcript
        .strip_prefix("Summary so far:\n")
        .and_then(|rest| rest.split("\n\nConversation to add to it:").next())
        .map(str::trim)
        .filter(|s| !s.is_empty());
    let mut out = previous.map(|p| format!("{p} ")).unwrap_or_default();
    out.push_str(&format!("Then the user asked: {}.", asked.join("; ")));
    out
}

fn events_for(
    script: &Script,
    req: &ModelRequest,
    v: &TurnView<'_>,
    text: String,
    calls: Vec<ScriptedCall>,
) -> Vec<ProviderEvent> {
    let mut events: Vec<ProviderEvent> = chunk(&text, script.chars_per_token, script.tokens_per_second)
        .into_iter()
        .map(ProviderEvent::TextDelta)
        .collect();
    let mut out_chars = text.chars().count();
    for (i, c) in calls.iter().enumerate() {
        let input_json = c.input.to_string();
        out_chars += input_json.len();
        events.push(ProviderEvent::ToolCall(ToolCallRequest {
            id: format!("mock_{}_{}", v.rounds_done, i),
            name: c.name.clone(),
            input_json,
        }));
    }
    let usage = TokenUsage {
        input_tokens: (request_chars(req) / 4) as u64,
        output_tokens: out_chars.div_ceil(4) as u64,
        ..Default::default()
    };
    let stop_reason = if calls.is_empty() { "end_turn" } else { "tool_use" };
    events.push(ProviderEvent::Usage(usage));
    events.push(ProviderEvent::Finished { stop_reason: stop_reason.into() });
    events
}

fn request_chars(req: &ModelRequest) -> usize {
    let tools: usize = req.tools.iter().map(|t| t.description.len() + t.input_schema.to_string().len()).sum();
    let msgs: usize = req
        .messages
        .iter()
        .map(|m| match m {
            Message::User(t) => t.len(),
            Message::Assistant { text, tool_calls } => {
                text.len() + tool_calls.iter().map(|c| c.input_json.len()).sum::<usize>()
            }
            Message::ToolResults(r) => r.iter().map(|r| r.content.len()).sum(),
        })
        .sum();
    req.system.len() + tools + msgs
}

fn chunk(text: &str, chars_per_token: usize, rate: f64) -> Vec<String> {
    if text.is_empty() {
        return Vec::new();
    }
    if rate <= 0.0 {
        return vec![text.to_string()];
    }
    let chars: Vec<char> = text.chars().collect();
    chars.chunks(chars_per_token.max(1)).map(|c| c.iter().collect()).collect()
}

/// Fills the placeholders of `template` from the turn's tool results.
fn render(template: &str, v: &TurnView<'_>) -> String {
    let mut out = String::with_capacity(template.len());
    let mut rest = template;
    while let Some(start) = rest.find("{{") {
        out.push_str(&rest[..start]);
        let after = &rest[start + 2..];
        let Some(end) = after.find("}}") else {
            out.push_str(&rest[start..]);
            return out;
        };
        let key = &after[..end];
        match placeholder(key, v) {
            Some(Some(value)) => out.push_str(&value),
            Some(None) => out.push_str("n/a"),
            None => out.push_str(&rest[start..start + 2 + end + 2]), // not ours, e.g. {{data:0}}
        }
        rest = &after[end + 2..];
    }
    out.push_str(rest);
    out
}

fn result_at<'a>(v: &TurnView<'a>, n: &str) -> Option<&'a str> {
    let n: i64 = n.parse().ok()?;
    let len = v.results.len() as i64;
    let idx = if n < 0 { len + n } else { n };
    (0..len).contains(&idx).then(|| v.results[idx as usize])
}

fn numbers(text: &str) -> Vec<String> {
    scan::scan(text, &[])
        .numbers
        .into_iter()
        // The number itself, without `%` or a magnitude word (templates add their own units).
        .map(|m| m.text.trim_end_matches(|c: char| !c.is_ascii_digit()).to_string())
        .collect()
}

/// Applies a rewrite request to `answer` the way a diligent model would:
/// every number the request gives a reference for is replaced by that
/// reference; the sentence (or list line) of every other failed number is
/// removed. Pure, so the rewrite loop can be measured offline.
pub fn follow(answer: &str, request: &str) -> String {
    let mut out = answer.to_string();
    for ins in feedback::instructions(request) {
        let Some(at) = out.find(&ins.text) else { continue };
        match ins.reference {
            Some(r) => out.replace_range(at..at + ins.text.len(), &format!("{{{{{r}}}}}")),
            None => {
                let (start, end) = sentence_around(&out, at, at + ins.text.len());
                out.replace_range(start..end, "");
            }
        }
    }
    out.trim().to_string()
}

/// Byte range of the sentence (or list line) holding `from..to`, with the
/// space after it.
fn sentence_around(text: &str, from: usize, to: usize) -> (usize, usize) {
    let is_end = |b: &[u8], i: usize| {
        matches!(b[i], b'.' | b'!' | b'?')
            && (i + 1 >= b.len() || b[i + 1].is_ascii_whitespace())
            && !(i > 0 && b[i - 1].is_ascii_digit() && i + 1 < b.len() && b[i + 1].is_ascii_digit())
    };
    let b = text.as_bytes();
    let mut start = from;
    while start > 0 && b[start - 1] != b'\n' && !is_end(b, start - 1) {
        start -= 1;
    }
    while start < from && b[start].is_ascii_whitespace() {
        start += 1;
    }
    let mut end = to;
    while end < b.len() && b[end] != b'\n' && !is_end(b, end) {
        end += 1;
    }
    if end < b.len() && b[end] != b'\n' {
        end += 1;
    }
    while end < b.len() && b[end] == b' ' {
        end += 1;
    }
    (start, end)
}

/// `None` = not a mock placeholder; `Some(None)` = ours but cannot be filled.
fn placeholder(key: &str, v: &TurnView<'_>) -> Option<Option<String>> {
    let mut parts = key.splitn(3, '.');
    let head = parts.next()?;
    Some(match head {
        "user" if key == "user" => Some(v.user.to_string()),
        "result" if key == "result" => (!v.results.is_empty()).then(|| v.results.join("\n")),
        "result" => result_at(v, parts.next()?).map(str::to_string),
        "num" => {
            let text = result_at(v, parts.next()?);
            let m: usize = parts.next()?.parse().ok()?;
            text.and_then(|t| numbers(t).into_iter().nth(m))
        }
        "after" => {
            let text = result_at(v, parts.next()?);
            let label = parts.next()?;
            text.and_then(|t| t.find(label).map(|i| &t[i + label.len()..])).and_then(|t| numbers(t).into_iter().next())
        }
        _ => return None,
    })
}

#[cfg(test)]
#[path = "mock_tests.rs"]
mod tests;
