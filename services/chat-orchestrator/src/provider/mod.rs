//! Language-model providers behind one streaming interface.
//!
//! A provider turns a [`ModelRequest`] (system prompt, tool definitions,
//! conversation) into a stream of [`ProviderEvent`]s: text chunks as they are
//! generated, complete tool calls, token usage, and a final `Finished`. The
//! loop does not care which vendor is behind it:
//! - [`anthropic`]: the Anthropic Messages API (SSE, tool use, prompt caching);
//! - [`openai`]: OpenAI-compatible chat completions (OpenAI, vLLM, Ollama,
//!   llama.cpp servers);
//! - [`mock`]: a deterministic scripted model for offline runs and load tests.
//!
//! Streams are lazy and cancel on drop: dropping one closes the HTTP
//! connection, which is how a cancelled turn stops the provider.

pub mod anthropic;
pub mod http;
pub mod mock;
pub mod openai;
pub mod sse;

use std::{pin::Pin, sync::Arc};

use futures::Stream;
use serde_json::Value;

/// A tool the model may call.
#[derive(Debug, Clone, PartialEq)]
pub struct ToolSpec {
    /// Tool name, e.g. `run_query`.
    pub name: String,
    /// What it does and how to use it (the model reads this).
    pub description: String,
    /// JSON Schema of the input object.
    pub input_schema: Value,
}

/// A tool call the model made.
#[derive(Debug, Clone, PartialEq)]
pub struct ToolCallRequest {
    /// Provider's id of the call (tool results refer to it).
    pub id: String,
    /// Tool name.
    pub name: String,
    /// Input exactly as the model wrote it (JSON text; may be invalid).
    pub input_json: String,
}

impl ToolCallRequest {
    /// The input as a JSON object; `{}` when the model wrote invalid JSON
    /// (the tool layer reports that error to the model separately).
    pub fn input_value(&self) -> Value {
        match serde_json::from_str::<Value>(&self.input_json) {
            Ok(v @ Value::Object(_)) => v,
            _ => Value::Object(Default::default()),
        }
    }
}

/// The result of one tool call, as given back to the model.
#[derive(Debug, Clone, PartialEq)]
pub struct ToolResult {
    /// Id of the call.
    pub call_id: String,
    /// The compact text the model sees.
    pub content: String,
    /// True when the tool failed; `content` then explains why.
    pub is_error: bool,
}

/// One message of the conversation in a provider-neutral form.
#[derive(Debug, Clone, PartialEq)]
pub enum Message {
    /// Text from the user (or from the orchestrator speaking as the user, e.g.
    /// the grounding feedback).
    User(String),
    /// A model reply: text and the tool calls it made.
    Assistant {
        /// Text of the reply.
        text: String,
        /// Tool calls, in order.
        tool_calls: Vec<ToolCallRequest>,
    },
    /// Results of the previous assistant message's tool calls.
    ToolResults(Vec<ToolResult>),
}

/// Whether the model may call tools in this round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ToolChoice {
    /// The model decides.
    Auto,
    /// No tool calls (the last round must answer).
    None,
}

/// Everything a provider needs for one model round.
#[derive(Debug, Clone)]
pub struct ModelRequest {
    /// System prompt (cached by providers that support it).
    pub system: String,
    /// Tool definitions (stable across turns, so they cache too).
    pub tools: Arc<Vec<ToolSpec>>,
    /// The conversation, oldest first; starts with a user message.
    pub messages: Vec<Message>,
    /// Tool choice for this round.
    pub tool_choice: ToolChoice,
    /// Output token limit.
    pub max_tokens: u32,
}

/// Token counts of one model round.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct TokenUsage {
    /// Input tokens not served from the prompt cache.
    pub input_tokens: u64,
    /// Output tokens.
    pub output_tokens: u64,
    /// Input tokens read from the prompt cache.
    pub cache_read_tokens: u64,
    /// Input tokens written to the prompt cache.
    pub cache_write_tokens: u64,
}

impl TokenUsage {
    /// Adds another round's usage.
    pub fn add(&mut self, other: &TokenUsage) {
        self.input_tokens += other.input_tokens;
        self.output_tokens += other.output_tokens;
        self.cache_read_tokens += other.cache_read_tokens;
        self.cache_write_tokens += other.cache_write_tokens;
    }
}

/// What a provider stream yields.
#[derive(Debug, Clone, PartialEq)]
pub enum ProviderEvent {
    /// A chunk of answer text.
    TextDelta(String),
    /// A complete tool call.
    ToolCall(ToolCallRequest),
    /// Token usage of the round (sent once, before `Finished`).
    Usage(TokenUsage),
    /// The round ended normally.
    Finished {
        /// Provider's stop reason (`end_turn`, `tool_use`, `stop`, …).
        stop_reason: String,
    },
}

/// Why a provider call failed.
#[derive(Debug, Clone, thiserror::Error, PartialEq)]
pub enum ProviderError {
    /// The API key is missing, wrong or lacks permission (401/403).
    #[error("{provider} rejected the API key (HTTP {status}): {message}")]
    Auth {
        /// Provider name.
        provider: &'static str,
        /// HTTP status.
        status: u16,
        /// Provider's message.
        message: String,
    },
    /// Still rate limited (429) after every retry.
    #[error("{provider} is rate limiting requests (HTTP 429 after {attempts} attempts): {message}")]
    RateLimited {
        /// Provider name.
        provider: &'static str,
        /// Attempts made.
        attempts: u32,
        /// Provider's message.
        message: String,
    },
    /// Server errors, overload or connection failures after every retry.
    #[error("{provider} is unavailable after {attempts} attempts: {message}")]
    Unavailable {
        /// Provider name.
        provider: &'static str,
        /// Attempts made.
        attempts: u32,
        /// Last failure.
        message: String,
    },
    /// The request was rejected (400, 404, 413, …): retrying cannot help.
    #[error("{provider} rejected the request (HTTP {status}): {message}")]
    BadRequest {
        /// Provider name.
        provider: &'static str,
        /// HTTP status.
        status: u16,
        /// Provider's message.
        message: String,
    },
    /// The stream broke after it started (connection lost, error event).
    #[error("{provider} stream failed: {message}")]
    Stream {
        /// Provider name.
        provider: &'static str,
        /// What happened.
        message: String,
    },
    /// The stream carried data that does not follow the provider's format.
    #[error("{provider} sent malformed data: {message}")]
    Protocol {
        /// Provider name.
        provider: &'static str,
        /// What was wrong.
        message: String,
    },
    /// No data arrived within the idle timeout.
    #[error("{provider} sent nothing for {seconds:.1} s")]
    Timeout {
        /// Provider name.
        provider: &'static str,
        /// The idle timeout.
        seconds: f64,
    },
}

impl ProviderError {
    /// Stable code for the turn's `error` event.
    pub fn code(&self) -> &'static str {
        match self {
            Self::Auth { .. } => "provider_auth",
            Self::RateLimited { .. } => "provider_rate_limited",
            Self::Unavailable { .. } => "provider_unavailable",
            Self::BadRequest { .. } => "provider_bad_request",
            Self::Stream { .. } => "provider_stream_failed",
            Self::Protocol { .. } => "provider_protocol",
            Self::Timeout { .. } => "provider_timeout",
        }
    }

    /// True when a round that produced no output yet may be tried again.
    pub fn retryable(&self) -> bool {
        matches!(self, Self::Stream { .. } | Self::Timeout { .. } | Self::Unavailable { .. })
    }
}

/// A stream of provider events.
pub type EventStream = Pin<Box<dyn Stream<Item = Result<ProviderEvent, ProviderError>> + Send>>;

/// A language model.
pub trait Provider: Send + Sync {
    /// Provider name (`anthropic`, `openai`, `mock`).
    fn name(&self) -> &'static str;
    /// Model name, for the price table and logs.
    fn model(&self) -> &str;
    /// Starts one model round. The stream is lazy (nothing is sent until it is
    /// polled) and cancels the request when dropped.
    fn stream(&self, request: ModelRequest) -> EventStream;
}

/// Builds a lazy stream from a future that connects and returns the event stream.
pub(crate) fn lazy_stream<F>(connect: F) -> EventStream
where
    F: std::future::Future<Output = Result<EventStream, ProviderError>> + Send + 'static,
{
    use futures::StreamExt;
    futures::stream::once(connect)
        .flat_map(|res| match res {
            Ok(s) => s,
            Err(e) => futures::stream::iter([Err(e)]).boxed(),
        })
        .boxed()
}

/// Merges consecutive messages of the same role (both vendors require
/// alternating roles; a tool-result message followed by feedback text is one
/// user turn).
pub(crate) fn normalized(messages: &[Message]) -> Vec<Message> {
    let mut out: Vec<Message> = Vec::with_capacity(messages.len());
    for m in messages {
        match (out.last_mut(), m) {
            (Some(Message::User(a)), Message::User(b)) => {
                a.push_str("\n\n");
                a.push_str(b);
            }
            _ => out.push(m.clone()),
        }
    }
    out
}
