//! A local HTTP server that speaks the Anthropic Messages and OpenAI chat
//! completions streaming formats, driven by a handler that sees each request
//! body. Responses are sent as timed chunks, so tests can split events
//! mid-line, stall, cut the connection, or send malformed data.
//!
//! Shared by the chat-orchestrator's tests and the workspace e2e tests
//! (included there with `#[path]`).
#![allow(dead_code)]

use std::{
    convert::Infallible,
    sync::{Arc, Mutex},
    time::Duration,
};

use axum::{
    body::{Body, Bytes},
    http::{HeaderMap, StatusCode},
    response::Response,
};
use futures::StreamExt;
use serde_json::{Value, json};

/// One scripted HTTP response.
#[derive(Clone, Debug)]
pub struct Reply {
    /// HTTP status.
    pub status: u16,
    /// Extra headers.
    pub headers: Vec<(String, String)>,
    /// Body chunks, each sent after its delay.
    pub chunks: Vec<(Duration, Vec<u8>)>,
    /// Keep the connection open after the last chunk (a stalled provider).
    pub hang: bool,
}

impl Reply {
    /// An SSE response carrying `events` (already formatted), one chunk each.
    pub fn sse(events: Vec<String>) -> Self {
        Self {
            status: 200,
            headers: vec![("content-type".into(), "text/event-stream".into())],
            chunks: events.into_iter().map(|e| (Duration::ZERO, e.into_bytes())).collect(),
            hang: false,
        }
    }

    /// A JSON error response.
    pub fn error(status: u16, body: Value) -> Self {
        Self {
            status,
            headers: vec![("content-type".into(), "application/json".into())],
            chunks: vec![(Duration::ZERO, body.to_string().into_bytes())],
            hang: false,
        }
    }

    /// Re-cuts the body into `size`-byte chunks sent `gap` apart, so lines,
    /// events and UTF-8 characters are split across reads.
    pub fn split(mut self, size: usize, gap: Duration) -> Self {
        let all: Vec<u8> = self.chunks.iter().flat_map(|(_, c)| c.clone()).collect();
        self.chunks = all.chunks(size).map(|c| (gap, c.to_vec())).collect();
        self
    }

    /// Sends every chunk `gap` after the previous one.
    pub fn paced(mut self, gap: Duration) -> Self {
        for c in &mut self.chunks {
            c.0 = gap;
        }
        self
    }

    /// Adds a header.
    pub fn header(mut self, k: &str, v: &str) -> Self {
        self.headers.push((k.into(), v.into()));
        self
    }

    /// Keeps the connection open after the body.
    pub fn hang(mut self) -> Self {
        self.hang = true;
        self
    }
}

/// A request the server received.
#[derive(Clone, Debug)]
pub struct Recorded {
    /// Path.
    pub path: String,
    /// Headers.
    pub headers: HeaderMap,
    /// JSON body.
    pub body: Value,
    /// When it arrived.
    pub at: std::time::Instant,
}

/// Chooses the reply for request number `n` (0-based) with body `body`.
pub type Handler = Arc<dyn Fn(&Value, usize) -> Reply + Send + Sync>;

/// The running server.
pub struct FakeLlm {
    /// `http://127.0.0.1:<port>`.
    pub base_url: String,
    requests: Arc<Mutex<Vec<Recorded>>>,
    task: tokio::task::JoinHandle<()>,
}

impl Drop for FakeLlm {
    fn drop(&mut self) {
        self.task.abort();
    }
}

impl FakeLlm {
    /// Starts a server on a free loopback port.
    pub async fn start(handler: Handler) -> Self {
        let requests: Arc<Mutex<Vec<Recorded>>> = Arc::default();
        let recs = requests.clone();
        let app = axum::Router::new().fallback(move |uri: axum::http::Uri, headers: HeaderMap, body: Bytes| {
            let recs = recs.clone();
            let handler = handler.clone();
            async move {
                let body: Value = serde_json::from_slice(&body).unwrap_or(Value::Null);
                let n = {
                    let mut r = recs.lock().unwrap();
                    let at = std::time::Instant::now();
                    r.push(Recorded { path: uri.path().to_string(), headers, body: body.clone(), at });
                    r.len() - 1
                };
                respond(handler(&body, n))
            }
        });
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let task = tokio::spawn(async move {
            let _ = axum::serve(listener, app).await;
        });
        Self { base_url: format!("http://{addr}"), requests, task }
    }

    /// Requests received so far.
    pub fn requests(&self) -> Vec<Recorded> {
        self.requests.lock().unwrap().clone()
    }
}

fn respond(reply: Reply) -> Response {
    let hang = reply.hang;
    let chunks = futures::stream::iter(reply.chunks).then(|(delay, bytes)| async move {
        if !delay.is_zero() {
            tokio::time::sleep(delay).await;
        }
        Ok::<_, Infallible>(Bytes::from(bytes))
    });
    let body =
        if hang { Body::from_stream(chunks.chain(futures::stream::pending())) } else { Body::from_stream(chunks) };
    let mut resp = Response::new(body);
    *resp.status_mut() = StatusCode::from_u16(reply.status).unwrap();
    for (k, v) in reply.headers {
        resp.headers_mut().insert(
            axum::http::HeaderName::from_bytes(k.as_bytes()).unwrap(),
            axum::http::HeaderValue::from_str(&v).unwrap(),
        );
    }
    resp
}

/// Anthropic Messages SSE builders and request readers.
pub mod anthropic {
    use super::*;

    /// One SSE event.
    pub fn event(name: &str, data: Value) -> String {
        format!("event: {name}\ndata: {data}\n\n")
    }

    /// `message_start` with usage.
    pub fn start(input: u64, cache_read: u64, cache_write: u64) -> String {
        event(
            "message_start",
            json!({"type": "message_start", "message": {"id": "msg_1", "type": "message", "role": "assistant",
                "content": [], "model": "claude-test", "stop_reason": null,
                "usage": {"input_tokens": input, "output_tokens": 1, "cache_read_input_tokens": cache_read,
                          "cache_creation_input_tokens": cache_write}}}),
        )
    }

    /// A text block streamed as `parts`.
    pub fn text_block(index: u64, parts: &[&str]) -> Vec<String> {
        let mut v = vec![event(
            "content_block_start",
            json!({"type": "content_block_start", "index": index, "content_block": {"type": "text", "text": ""}}),
        )];
        for p in parts {
            v.push(event(
                "content_block_delta",
                json!({"type": "content_block_delta", "index": index, "delta": {"type": "text_delta", "text": p}}),
            ));
        }
        v.push(event("content_block_stop", json!({"type": "content_block_stop", "index": index})));
        v
    }

    /// A tool_use block whose input JSON is streamed in 7-byte fragments.
    pub fn tool_block(index: u64, id: &str, name: &str, input: &Value) -> Vec<String> {
        let mut v = vec![event(
            "content_block_start",
            json!({"type": "content_block_start", "index": index,
                   "content_block": {"type": "tool_use", "id": id, "name": name, "input": {}}}),
        )];
        let text = input.to_string();
        let chars: Vec<char> = text.chars().collect();
        for part in chars.chunks(7) {
            let s: String = part.iter().collect();
            v.push(event(
                "content_block_delta",
                json!({"type": "content_block_delta", "index": index,
                       "delta": {"type": "input_json_delta", "partial_json": s}}),
            ));
        }
        v.push(event("content_block_stop", json!({"type": "content_block_stop", "index": index})));
        v
    }

    /// `message_delta` + `message_stop`.
    pub fn stop(reason: &str, output: u64) -> Vec<String> {
        vec![
            event(
                "message_delta",
                json!({"type": "message_delta", "delta": {"stop_reason": reason, "stop_sequence": null},
                       "usage": {"output_tokens": output}}),
            ),
            event("message_stop", json!({"type": "message_stop"})),
        ]
    }

    /// A complete text answer.
    pub fn text_reply(parts: &[&str]) -> Reply {
        let mut ev = vec![start(100, 50, 10), event("ping", json!({"type": "ping"}))];
        ev.extend(text_block(0, parts));
        ev.extend(stop("end_turn", 20));
        Reply::sse(ev)
    }

    /// Optional text, then tool calls `(id, name, input)`.
    pub fn tool_reply(text: &str, calls: &[(&str, &str, Value)]) -> Reply {
        let mut ev = vec![start(100, 50, 10)];
        let mut idx = 0;
        if !text.is_empty() {
            ev.extend(text_block(0, &[text]));
            idx = 1;
        }
        for (i, (id, name, input)) in calls.iter().enumerate() {
            ev.extend(tool_block(idx + i as u64, id, name, input));
        }
        ev.extend(stop("tool_use", 30));
        Reply::sse(ev)
    }

    /// The last message of a request.
    pub fn last_message(body: &Value) -> Value {
        body["messages"].as_array().and_then(|m| m.last()).cloned().unwrap_or(Value::Null)
    }

    /// `(tool_use_id, content, is_error)` of the tool results in the last message.
    pub fn tool_results(body: &Value) -> Vec<(String, String, bool)> {
        let last = last_message(body);
        last["content"]
            .as_array()
            .map(|blocks| {
                blocks
                    .iter()
                    .filter(|b| b["type"] == "tool_result")
                    .map(|b| {
                        (
                            b["tool_use_id"].as_str().unwrap_or("").to_string(),
                            b["content"].as_str().unwrap_or("").to_string(),
                            b["is_error"].as_bool().unwrap_or(false),
                        )
                    })
                    .collect()
            })
            .unwrap_or_default()
    }

    /// Text blocks of the last message, joined.
    pub fn last_text(body: &Value) -> String {
        let last = last_message(body);
        last["content"]
            .as_array()
            .map(|b| {
                b.iter()
                    .filter(|b| b["type"] == "text")
                    .filter_map(|b| b["text"].as_str())
                    .collect::<Vec<_>>()
                    .join("\n")
            })
            .unwrap_or_default()
    }

    /// Number of assistant messages in the request.
    pub fn assistant_turns(body: &Value) -> usize {
        body["messages"].as_array().map_or(0, |m| m.iter().filter(|m| m["role"] == "assistant").count())
    }
}

/// OpenAI chat-completions SSE builders.
pub mod openai {
    use super::*;

    /// One `data:` chunk.
    pub fn chunk(v: Value) -> String {
        format!("data: {v}\n\n")
    }

    /// A delta chunk.
    pub fn delta(delta: Value, finish: Option<&str>) -> String {
        chunk(json!({"id": "c1", "object": "chat.completion.chunk", "model": "m",
                     "choices": [{"index": 0, "delta": delta, "finish_reason": finish}]}))
    }

    /// The usage chunk.
    pub fn usage(prompt: u64, completion: u64, cached: u64) -> String {
        chunk(json!({"id": "c1", "object": "chat.completion.chunk", "choices": [],
                     "usage": {"prompt_tokens": prompt, "completion_tokens": completion, "total_tokens": prompt + completion,
                               "prompt_tokens_details": {"cached_tokens": cached}}}))
    }

    /// `data: [DONE]`.
    pub fn done() -> String {
        "data: [DONE]\n\n".into()
    }
}
