//! OpenAI-compatible chat completions with streaming: OpenAI itself, vLLM,
//! Ollama and llama.cpp servers.
//!
//! Wire format: SSE `data:` chunks `{"choices":[{"delta":{"content"|"tool_calls"},
//! "finish_reason"}], "usage"?}` ending with `data: [DONE]`. Tool calls arrive
//! as deltas keyed by `index`: the first carries `id` and `function.name`, the
//! rest append to `function.arguments`. Some servers omit `index` or `id`, send
//! whole calls in one chunk, or skip `[DONE]` after a `finish_reason`; all of
//! that is accepted. Usage comes in a final chunk (`stream_options.include_usage`);
//! `prompt_tokens` includes cached tokens, reported apart as cache reads.

use std::collections::BTreeMap;

use serde_json::{Value, json};

use super::{
    Message, ModelRequest, ProviderError, ProviderEvent, TokenUsage, ToolCallRequest, ToolChoice,
    http::{HttpProvider, StreamParser, Vendor, VendorConfig},
    normalized,
    sse::SseEvent,
};

const NAME: &str = "openai";

/// Settings of the OpenAI-compatible provider: `api_key` from
/// `OPENAI_API_KEY` (optional for local servers), `base_url` including `/v1`
/// (`OPENAI_BASE_URL`, default `https://api.openai.com/v1`), `model`.
pub type OpenAiConfig = VendorConfig<ChatCompletions>;

/// The OpenAI-compatible provider.
pub type OpenAi = HttpProvider<ChatCompletions>;

/// OpenAI-compatible chat completions.
#[derive(Debug, Clone, Copy)]
pub struct ChatCompletions;

impl Vendor for ChatCompletions {
    const NAME: &'static str = NAME;
    type Key = Option<String>;
    type Parser = Parser;

    fn url(config: &VendorConfig<Self>) -> String {
        format!("{}/chat/completions", config.base_url.trim_end_matches('/'))
    }

    fn headers(config: &VendorConfig<Self>) -> Vec<(&'static str, String)> {
        let mut headers = vec![("accept", "text/event-stream".to_string())];
        if let Some(key) = &config.api_key {
            headers.push(("authorization", format!("Bearer {key}")));
        }
        headers
    }

    fn body(model: &str, request: &ModelRequest) -> Value {
        request_body(model, request)
    }
}

/// The JSON request body for one round.
pub fn request_body(model: &str, req: &ModelRequest) -> Value {
    let mut messages = vec![json!({"role": "system", "content": req.system})];
    for m in normalized(&req.messages) {
        match m {
            Message::User(text) => messages.push(json!({"role": "user", "content": text})),
            Message::Assistant { text, tool_calls } => {
                let mut msg = json!({"role": "assistant", "content": text});
                if !tool_calls.is_empty() {
                    msg["tool_calls"] = tool_calls
                        .iter()
                        .map(|c| json!({"id": c.id, "type": "function", "function": {"name": c.name, "arguments": c.input_json}}))
                        .collect();
                }
                messages.push(msg);
            }
            Message::ToolResults(results) => {
                for r in results {
                    messages.push(json!({"role": "tool", "tool_call_id": r.call_id, "content": r.content}));
                }
            }
        }
    }
    let mut body = json!({
        "model": model,
        "stream": true,
        "stream_options": {"include_usage": true},
        "temperature": 0,
        "max_tokens": req.max_tokens,
        "messages": messages,
    });
    if !req.tools.is_empty() {
        body["tools"] = req
            .tools
            .iter()
            .map(|t| json!({"type": "function", "function": {"name": t.name, "description": t.description, "parameters": t.input_schema}}))
            .collect();
        body["tool_choice"] = json!(match req.tool_choice {
            ToolChoice::Auto => "auto",
            ToolChoice::None => "none",
        });
    }
    body
}

#[derive(Default)]
struct PartialCall {
    id: Option<String>,
    name: String,
    arguments: String,
}

/// Parser state for one streamed completion.
#[derive(Default)]
pub struct Parser {
    calls: BTreeMap<u64, PartialCall>,
    last_index: Option<u64>,
    usage: Option<TokenUsage>,
    finish_reason: Option<String>,
    finished: bool,
}

fn protocol(message: impl Into<String>) -> ProviderError {
    ProviderError::Protocol { provider: NAME, message: message.into() }
}

impl Parser {
    fn tool_delta(&mut self, d: &Value) -> Result<(), ProviderError> {
        let id = d.get("id").and_then(Value::as_str).filter(|s| !s.is_empty());
        let index = match d.get("index").and_then(Value::as_u64) {
            Some(i) => i,
            // No index (some servers): a new id starts a new call, else continue the last one.
            None => match (id, self.last_index) {
                (Some(id), Some(last)) if self.calls.get(&last).and_then(|c| c.id.as_deref()) != Some(id) => last + 1,
                (_, Some(last)) => last,
                (_, None) => 0,
            },
        };
        self.last_index = Some(index);
        let call = self.calls.entry(index).or_default();
        if let Some(id) = id {
            call.id = Some(id.to_string());
        }
        if let Some(f) = d.get("function") {
            if let Some(n) = f.get("name").and_then(Value::as_str) {
                call.name.push_str(n);
            }
            match f.get("arguments") {
                Some(Value::String(a)) => call.arguments.push_str(a),
                Some(v @ Value::Object(_)) => call.arguments.push_str(&v.to_string()),
                Some(Value::Null) | None => {}
                Some(other) => return Err(protocol(format!("tool call arguments are {other}, not text"))),
            }
        }
        Ok(())
    }

    fn finish(&mut self) -> Result<Vec<ProviderEvent>, ProviderError> {
        self.finished = true;
        let mut out = Vec::new();
        for (i, c) in std::mem::take(&mut self.calls) {
            if c.name.is_empty() {
                return Err(protocol(format!("tool call {i} has no function name")));
            }
            let input_json = if c.arguments.trim().is_empty() { "{}".to_string() } else { c.arguments };
            out.push(ProviderEvent::ToolCall(ToolCallRequest {
                id: c.id.unwrap_or_else(|| format!("call_{i}")),
                name: c.name,
                input_json,
            }));
        }
        out.push(ProviderEvent::Usage(self.usage.unwrap_or_default()));
        out.push(ProviderEvent::Finished { stop_reason: self.finish_reason.clone().unwrap_or_else(|| "stop".into()) });
        Ok(out)
    }
}

impl StreamParser for Parser {
    fn on_event(&mut self, ev: SseEvent) -> Result<Vec<ProviderEvent>, ProviderError> {
        if ev.data.trim() == "[DONE]" {
            return self.finish();
        }
        let chunk: Value = serde_json::from_str(&ev.data).map_err(|e| protocol(format!("chunk is not JSON ({e})")))?;
        if let Some(err) = chunk.get("error") {
            let msg = err.get("message").and_then(Value::as_str).map(str::to_string).unwrap_or_else(|| err.to_string());
            return Err(ProviderError::Stream { provider: NAME, message: msg });
        }
        if let Some(usage) = chunk.get("usage").filter(|u| u.is_object()) {
            let prompt = usage.get("prompt_tokens").and_then(Value::as_u64).unwrap_or(0);
            let cached = usage.pointer("/prompt_tokens_details/cached_tokens").and_then(Value::as_u64).unwrap_or(0);
            self.usage = Some(TokenUsage {
                input_tokens: prompt.saturating_sub(cached),
                output_tokens: usage.get("completion_tokens").and_then(Value::as_u64).unwrap_or(0),
                cache_read_tokens: cached,
                cache_write_tokens: 0,
            });
        }
        let mut out = Vec::new();
        let choices = match chunk.get("choices") {
            Some(Value::Array(c)) => c.as_slice(),
            Some(Value::Null) | None => &[],
            Some(_) => return Err(protocol("`choices` is not an array")),
        };
        for choice in choices.iter().filter(|c| c.get("index").and_then(Value::as_u64).unwrap_or(0) == 0) {
            if let Some(delta) = choice.get("delta") {
                if let Some(text) = delta.get("content").and_then(Value::as_str).filter(|t| !t.is_empty()) {
                    out.push(ProviderEvent::TextDelta(text.to_string()));
                }
                if let Some(calls) = delta.get("tool_calls").and_then(Value::as_array) {
                    for d in calls {
                        self.tool_delta(d)?;
                    }
                }
            }
            if let Some(r) = choice.get("finish_reason").and_then(Value::as_str) {
                self.finish_reason = Some(r.to_string());
            }
        }
        Ok(out)
    }

    fn on_end(&mut self) -> Result<Vec<ProviderEvent>, ProviderError> {
        if self.finished {
            Ok(vec![])
        } else if self.finish_reason.is_some() {
            self.finish() // servers that end the body without [DONE]
        } else {
            Err(ProviderError::Stream {
                provider: NAME,
                message: "connection closed before the completion finished".into(),
            })
        }
    }

    fn done(&self) -> bool {
        self.finished
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn feed(p: &mut Parser, data: &str) -> Vec<ProviderEvent> {
        p.on_event(SseEvent { event: None, data: data.into() }).unwrap()
    }

    #[test]
    fn assembles_tool_calls_without_index_or_id() {
        let mut p = Parser::default();
        feed(
            &mut p,
            r#"{"choices":[{"delta":{"tool_calls":[{"function":{"name":"run_query","arguments":"{\"a\""}}]}}]}"#,
        );
        feed(
            &mut p,
            r#"{"choices":[{"delta":{"tool_calls":[{"function":{"arguments":":1}"}}]},"finish_reason":"tool_calls"}]}"#,
        );
        let out = p.on_end().unwrap();
        assert_eq!(
            out[0],
            ProviderEvent::ToolCall(ToolCallRequest {
                id: "call_0".into(),
                name: "run_query".into(),
                input_json: "{\"a\":1}".into()
            })
        );
        assert_eq!(out[2], ProviderEvent::Finished { stop_reason: "tool_calls".into() });
    }

    #[test]
    fn object_arguments_are_accepted() {
        let mut p = Parser::default();
        feed(
            &mut p,
            r#"{"choices":[{"delta":{"tool_calls":[{"id":"x","function":{"name":"f","arguments":{"k":2}}}]}}]}"#,
        );
        let out = feed(&mut p, "[DONE]");
        assert_eq!(
            out[0],
            ProviderEvent::ToolCall(ToolCallRequest {
                id: "x".into(),
                name: "f".into(),
                input_json: "{\"k\":2}".into()
            })
        );
    }
}
