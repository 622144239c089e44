//! The Anthropic Messages API with streaming (`stream: true`).
//!
//! Wire format: SSE events `message_start` (input and cache usage),
//! `content_block_start` (a text or `tool_use` block), `content_block_delta`
//! (`text_delta` or `input_json_delta` fragments of the tool input),
//! `content_block_stop`, `message_delta` (stop reason, output tokens),
//! `message_stop`, `ping`, and `error` (e.g. `overloaded_error` mid-stream).
//! The system prompt and the tool definitions carry `cache_control` so repeated
//! rounds and turns read them from the prompt cache.

use std::collections::BTreeMap;

use serde_json::{Value, json};

use super::{
    Message, ModelRequest, ProviderError, ProviderEvent, TokenUsage, ToolCallRequest, ToolChoice,
    http::{HttpProvider, StreamParser, Vendor, VendorConfig},
    normalized,
    sse::SseEvent,
};

const NAME: &str = "anthropic";

/// Settings of the Anthropic provider: `api_key` from `ANTHROPIC_API_KEY`
/// (required), `base_url` without `/v1` (`ANTHROPIC_BASE_URL`, default
/// `https://api.anthropic.com`), `model` e.g. `claude-sonnet-4-5`.
pub type AnthropicConfig = VendorConfig<Messages>;

/// The Anthropic provider.
pub type Anthropic = HttpProvider<Messages>;

/// The Anthropic Messages API.
#[derive(Debug, Clone, Copy)]
pub struct Messages;

impl Vendor for Messages {
    const NAME: &'static str = NAME;
    type Key = String;
    type Parser = Parser;

    fn url(config: &VendorConfig<Self>) -> String {
        format!("{}/v1/messages", config.base_url.trim_end_matches('/'))
    }

    fn headers(config: &VendorConfig<Self>) -> Vec<(&'static str, String)> {
        vec![
            ("x-api-key", config.api_key.clone()),
            ("anthropic-version", "2023-06-01".to_string()),
            ("accept", "text/event-stream".to_string()),
        ]
    }

    fn body(model: &str, request: &ModelRequest) -> Value {
        request_body(model, request)
    }
}

/// The JSON request body for one round.
pub fn request_body(model: &str, req: &ModelRequest) -> Value {
    let tools: Vec<Value> = req
        .tools
        .iter()
        .enumerate()
        .map(|(i, t)| {
            let mut v = json!({"name": t.name, "description": t.description, "input_schema": t.input_schema});
            if i + 1 == req.tools.len() {
                // One breakpoint after the last tool caches every tool definition.
                v["cache_control"] = json!({"type": "ephemeral"});
            }
            v
        })
        .collect();
    let mut body = json!({
        "model": model,
        "max_tokens": req.max_tokens,
        "stream": true,
        "temperature": 0,
        "system": [{"type": "text", "text": req.system, "cache_control": {"type": "ephemeral"}}],
        "messages": messages(&req.messages),
    });
    if !tools.is_empty() {
        body["tools"] = Value::Array(tools);
        body["tool_choice"] = match req.tool_choice {
            ToolChoice::Auto => json!({"type": "auto"}),
            ToolChoice::None => json!({"type": "none"}),
        };
    }
    body
}

fn messages(msgs: &[Message]) -> Vec<Value> {
    let mut out: Vec<Value> = Vec::new();
    for m in normalized(msgs) {
        let (role, blocks) = match m {
            Message::User(text) => ("user", vec![json!({"type": "text", "text": text})]),
            Message::Assistant { text, tool_calls } => {
                let mut blocks = Vec::new();
                if !text.trim().is_empty() {
                    blocks.push(json!({"type": "text", "text": text}));
                }
                for c in &tool_calls {
                    blocks.push(json!({"type": "tool_use", "id": c.id, "name": c.name, "input": c.input_value()}));
                }
                if blocks.is_empty() {
                    blocks.push(json!({"type": "text", "text": "(no answer)"}));
                }
                ("assistant", blocks)
            }
            Message::ToolResults(results) => (
                "user",
                results
                    .iter()
                    .map(|r| {
                        json!({"type": "tool_result", "tool_use_id": r.call_id, "content": r.content, "is_error": r.is_error})
                    })
                    .collect(),
            ),
        };
        // Tool results followed by user text form one user message.
        match out.last_mut() {
            Some(prev) if prev["role"] == role => {
                if let Some(arr) = prev["content"].as_array_mut() {
                    arr.extend(blocks);
                }
            }
            _ => out.push(json!({"role": role, "content": blocks})),
        }
    }
    out
}

enum Block {
    Text,
    Tool { id: String, name: String, json: String },
    Other,
}

/// Parser state for one streamed message.
#[derive(Default)]
pub struct Parser {
    blocks: BTreeMap<u64, Block>,
    usage: TokenUsage,
    stop_reason: Option<String>,
    finished: bool,
}

fn protocol(message: impl Into<String>) -> ProviderError {
    ProviderError::Protocol { provider: NAME, message: message.into() }
}

fn uint_field(v: &Value, key: &str) -> Option<u64> {
    v.get(key).and_then(Value::as_u64)
}

impl Parser {
    fn read_usage(&mut self, usage: &Value) {
        if let Some(n) = uint_field(usage, "input_tokens") {
            self.usage.input_tokens = n;
        }
        if let Some(n) = uint_field(usage, "output_tokens") {
            self.usage.output_tokens = n;
        }
        if let Some(n) = uint_field(usage, "cache_read_input_tokens") {
            self.usage.cache_read_tokens = n;
        }
        if let Some(n) = uint_field(usage, "cache_creation_input_tokens") {
            self.usage.cache_write_tokens = n;
        }
    }
}

impl StreamParser for Parser {
    fn on_event(&mut self, ev: SseEvent) -> Result<Vec<ProviderEvent>, ProviderError> {
        let data: Value =
            serde_json::from_str(&ev.data).map_err(|e| protocol(format!("event data is not JSON ({e})")))?;
        let kind = data.get("type").and_then(Value::as_str).or(ev.event.as_deref()).unwrap_or("").to_string();
        let index = uint_field(&data, "index").unwrap_or(0);
        match kind.as_str() {
            "message_start" => {
                let usage = data.pointer("/message/usage").cloned().unwrap_or(Value::Null);
                self.read_usage(&usage);
                Ok(vec![])
            }
            "content_block_start" => {
                let block = data.get("content_block").ok_or_else(|| protocol("content_block_start without block"))?;
                let b = match block.get("type").and_then(Value::as_str) {
                    Some("text") => {
                        let initial = block.get("text").and_then(Value::as_str).unwrap_or("");
                        self.blocks.insert(index, Block::Text);
                        return Ok(if initial.is_empty() {
                            vec![]
                        } else {
                            vec![ProviderEvent::TextDelta(initial.into())]
                        });
                    }
                    Some("tool_use") => {
                        let id =
                            block.get("id").and_then(Value::as_str).ok_or_else(|| protocol("tool_use without id"))?;
                        let name = block
                            .get("name")
                            .and_then(Value::as_str)
                            .ok_or_else(|| protocol("tool_use without name"))?;
                        Block::Tool { id: id.into(), name: name.into(), json: String::new() }
                    }
                    _ => Block::Other, // thinking, server tools: not used by the loop
                };
                self.blocks.insert(index, b);
                Ok(vec![])
            }
            "content_block_delta" => {
                let delta = data.get("delta").ok_or_else(|| protocol("content_block_delta without delta"))?;
                match (delta.get("type").and_then(Value::as_str), self.blocks.get_mut(&index)) {
                    (Some("text_delta"), _) => {
                        let t = delta
                            .get("text")
                            .and_then(Value::as_str)
                            .ok_or_else(|| protocol("text_delta without text"))?;
                        Ok(vec![ProviderEvent::TextDelta(t.into())])
                    }
                    (Some("input_json_delta"), Some(Block::Tool { json, .. })) => {
                        json.push_str(delta.get("partial_json").and_then(Value::as_str).unwrap_or(""));
                        Ok(vec![])
                    }
                    (Some("input_json_delta"), _) => {
                        Err(protocol(format!("input_json_delta for unknown block {index}")))
                    }
                    _ => Ok(vec![]),
                }
            }
            "content_block_stop" => match self.blocks.remove(&index) {
                Some(Block::Tool { id, name, json }) => {
                    let input_json = if json.trim().is_empty() { "{}".to_string() } else { json };
                    Ok(vec![ProviderEvent::ToolCall(ToolCallRequest { id, name, input_json })])
                }
                _ => Ok(vec![]),
            },
            "message_delta" => {
                if let Some(r) = data.pointer("/delta/stop_reason").and_then(Value::as_str) {
                    self.stop_reason = Some(r.to_string());
                }
                if let Some(usage) = data.get("usage") {
                    self.read_usage(usage);
                }
                Ok(vec![])
            }
            "message_stop" => {
                self.finished = true;
                Ok(vec![
                    ProviderEvent::Usage(self.usage),
                    ProviderEvent::Finished {
                        stop_reason: self.stop_reason.clone().unwrap_or_else(|| "end_turn".into()),
                    },
                ])
            }
            "error" => {
                let kind = data.pointer("/error/type").and_then(Value::as_str).unwrap_or("error");
                let msg = data.pointer("/error/message").and_then(Value::as_str).unwrap_or("unknown error");
                Err(ProviderError::Stream { provider: NAME, message: format!("{kind}: {msg}") })
            }
            _ => Ok(vec![]), // ping and future event types
        }
    }

    fn on_end(&mut self) -> Result<Vec<ProviderEvent>, ProviderError> {
        if self.finished {
            Ok(vec![])
        } else {
            Err(ProviderError::Stream { provider: NAME, message: "connection closed before message_stop".into() })
        }
    }

    fn done(&self) -> bool {
        self.finished
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::provider::{ToolResult, ToolSpec};

    #[test]
    fn body_caches_system_and_tools_and_merges_user_turns() {
        let req = ModelRequest {
            system: "sys".into(),
            tools: Arc::new(vec![
                ToolSpec { name: "a".into(), description: "A".into(), input_schema: json!({"type": "object"}) },
                ToolSpec { name: "b".into(), description: "B".into(), input_schema: json!({"type": "object"}) },
            ]),
            messages: vec![
                Message::User("q".into()),
                Message::Assistant {
                    text: String::new(),
                    tool_calls: vec![ToolCallRequest {
                        id: "t1".into(),
                        name: "a".into(),
                        input_json: "{\"x\":1}".into(),
                    }],
                },
                Message::ToolResults(vec![ToolResult { call_id: "t1".into(), content: "r".into(), is_error: false }]),
                Message::User("feedback".into()),
            ],
            tool_choice: ToolChoice::None,
            max_tokens: 100,
        };
        let b = request_body("m", &req);
        assert_eq!(b["system"][0]["cache_control"]["type"], "ephemeral");
        assert!(b["tools"][0].get("cache_control").is_none());
        assert_eq!(b["tools"][1]["cache_control"]["type"], "ephemeral");
        assert_eq!(b["tool_choice"]["type"], "none");
        let msgs = b["messages"].as_array().unwrap();
        assert_eq!(msgs.len(), 3);
        assert_eq!(msgs[1]["content"][0]["type"], "tool_use");
        assert_eq!(msgs[1]["content"][0]["input"]["x"], 1);
        assert_eq!(msgs[2]["content"][0]["type"], "tool_result");
        assert_eq!(msgs[2]["content"][1]["text"], "feedback");
    }
}
