//! The vendor providers against local HTTP servers speaking each provider's
//! real streaming wire format: split chunks, malformed data, retries on 429
//! and 5xx, bad keys, stalls and cut connections.

mod support;

use std::{sync::Arc, time::Duration};

use chat_orchestrator::provider::{
    Message, ModelRequest, Provider, ProviderError, ProviderEvent, TokenUsage, ToolCallRequest, ToolChoice, ToolSpec,
    anthropic::{Anthropic, AnthropicConfig},
    http::HttpSettings,
    openai::{OpenAi, OpenAiConfig},
};
use futures::StreamExt;
use serde_json::json;
use support::fake_llm::{FakeLlm, Reply, anthropic as an, openai as oa};

fn settings() -> HttpSettings {
    HttpSettings {
        connect_timeout: Duration::from_secs(5),
        idle_timeout: Duration::from_secs(10),
        max_retries: 3,
        retry_base: Duration::from_millis(10),
        retry_max: Duration::from_millis(200),
    }
}

fn request() -> ModelRequest {
    ModelRequest {
        system: "You are a test.".into(),
        tools: Arc::new(vec![ToolSpec {
            name: "run_query".into(),
            description: "Runs a query.".into(),
            input_schema: json!({"type": "object", "properties": {"query": {"type": "object"}}}),
        }]),
        messages: vec![Message::User("What was the range?".into())],
        tool_choice: ToolChoice::Auto,
        max_tokens: 512,
    }
}

fn anthropic(server: &FakeLlm, http: HttpSettings) -> Anthropic {
    Anthropic::new(AnthropicConfig {
        api_key: "sk-test".into(),
        base_url: server.base_url.clone(),
        model: "claude-sonnet-4-5".into(),
        http,
    })
    .unwrap()
}

fn openai(server: &FakeLlm, http: HttpSettings) -> OpenAi {
    OpenAi::new(OpenAiConfig {
        api_key: Some("sk-oa".into()),
        base_url: format!("{}/v1", server.base_url),
        model: "gpt-4o-mini".into(),
        http,
    })
    .unwrap()
}

async fn collect(p: &dyn Provider) -> (Vec<ProviderEvent>, Option<ProviderError>) {
    let mut s = p.stream(request());
    let mut events = Vec::new();
    while let Some(item) = tokio::time::timeout(Duration::from_secs(30), s.next()).await.expect("stream stalled") {
        match item {
            Ok(ev) => events.push(ev),
            Err(e) => return (events, Some(e)),
        }
    }
    (events, None)
}

fn text(events: &[ProviderEvent]) -> String {
    events.iter().filter_map(|e| if let ProviderEvent::TextDelta(t) = e { Some(t.as_str()) } else { None }).collect()
}

fn calls(events: &[ProviderEvent]) -> Vec<ToolCallRequest> {
    events.iter().filter_map(|e| if let ProviderEvent::ToolCall(c) = e { Some(c.clone()) } else { None }).collect()
}

fn anthropic_tool_answer() -> Reply {
    let mut ev = vec![an::start(120, 900, 30), an::event("ping", json!({"type": "ping"}))];
    ev.extend(an::text_block(0, &["Let me ", "compute — ", "ünïcode ✓."]));
    ev.extend(an::tool_block(
        1,
        "toolu_01",
        "run_query",
        &json!({"query": {"from": "daily", "select": "mean(range)"}, "title": "Range"}),
    ));
    ev.extend(an::tool_block(2, "toolu_02", "run_query", &json!({})));
    ev.extend(an::stop("tool_use", 42));
    Reply::sse(ev)
}

#[tokio::test]
async fn anthropic_streams_text_tool_calls_and_usage_across_split_chunks() {
    for (size, gap) in [(1, 0), (3, 0), (17, 1), (4096, 0)] {
        let gap = Duration::from_millis(gap);
        let server = FakeLlm::start(Arc::new(move |_, _| anthropic_tool_answer().split(size, gap))).await;
        let p = anthropic(&server, settings());
        let (events, err) = collect(&p).await;
        assert!(err.is_none(), "chunk size {size}: {err:?}");
        assert_eq!(text(&events), "Let me compute — ünïcode ✓.");
        let c = calls(&events);
        assert_eq!(c.len(), 2);
        assert_eq!(c[0].id, "toolu_01");
        let input: serde_json::Value = serde_json::from_str(&c[0].input_json).unwrap();
        assert_eq!(input["query"]["select"], "mean(range)");
        assert_eq!(c[1].input_json, "{}");
        let usage = events.iter().find_map(|e| if let ProviderEvent::Usage(u) = e { Some(*u) } else { None }).unwrap();
        assert_eq!(
            usage,
            TokenUsage { input_tokens: 120, output_tokens: 42, cache_read_tokens: 900, cache_write_tokens: 30 }
        );
        assert_eq!(events.last(), Some(&ProviderEvent::Finished { stop_reason: "tool_use".into() }));
    }
}

#[tokio::test]
async fn anthropic_sends_key_version_and_cache_control() {
    let server = FakeLlm::start(Arc::new(|_, _| an::text_reply(&["ok"]))).await;
    let (_, err) = collect(&anthropic(&server, settings())).await;
    assert!(err.is_none());
    let r = &server.requests()[0];
    assert_eq!(r.path, "/v1/messages");
    assert_eq!(r.headers["x-api-key"], "sk-test");
    assert_eq!(r.headers["anthropic-version"], "2023-06-01");
    assert_eq!(r.body["stream"], true);
    assert_eq!(r.body["model"], "claude-sonnet-4-5");
    assert_eq!(r.body["system"][0]["cache_control"]["type"], "ephemeral");
    assert_eq!(r.body["tools"][0]["cache_control"]["type"], "ephemeral");
    assert_eq!(r.body["messages"][0]["role"], "user");
}

#[tokio::test]
async fn anthropic_retries_429_and_5xx_with_backoff() {
    let server = FakeLlm::start(Arc::new(|_, n| match n {
        0 => Reply::error(429, json!({"type": "error", "error": {"type": "rate_limit_error", "message": "slow down"}}))
            .header("retry-after", "0"),
        1 => {
            Reply::error(529, json!({"type": "error", "error": {"type": "overloaded_error", "message": "Overloaded"}}))
        }
        2 => Reply::error(503, json!({})),
        _ => an::text_reply(&["fine"]),
    }))
    .await;
    let (events, err) = collect(&anthropic(&server, settings())).await;
    assert!(err.is_none(), "{err:?}");
    assert_eq!(text(&events), "fine");
    assert_eq!(server.requests().len(), 4);
}

#[tokio::test]
async fn a_non_zero_retry_after_is_honoured() {
    let server = FakeLlm::start(Arc::new(|_, n| match n {
        0 => Reply::error(429, json!({"type": "error", "error": {"type": "rate_limit_error", "message": "slow down"}}))
            .header("retry-after", "1"),
        _ => an::text_reply(&["fine"]),
    }))
    .await;
    // The backoff alone would retry after ~10 ms; the server asked for 1 s (within retry_max, which caps it).
    let http = HttpSettings { retry_max: Duration::from_secs(5), ..settings() };
    let (events, err) = collect(&anthropic(&server, http)).await;
    assert!(err.is_none(), "{err:?}");
    assert_eq!(text(&events), "fine");
    let r = server.requests();
    assert_eq!(r.len(), 2);
    let waited = r[1].at - r[0].at;
    assert!(waited >= Duration::from_secs(1), "retried after {waited:?}, before the server's Retry-After");
}

#[tokio::test]
async fn anthropic_gives_up_after_retries_with_a_clear_error() {
    let server = FakeLlm::start(Arc::new(|_, _| {
        Reply::error(429, json!({"type": "error", "error": {"type": "rate_limit_error", "message": "slow down"}}))
    }))
    .await;
    let (_, err) = collect(&anthropic(&server, settings())).await;
    match err {
        Some(ProviderError::RateLimited { attempts: 4, message, .. }) => assert_eq!(message, "slow down"),
        other => panic!("{other:?}"),
    }
    assert_eq!(server.requests().len(), 4);

    let server = FakeLlm::start(Arc::new(|_, _| Reply::error(500, json!({"error": {"message": "boom"}})))).await;
    let (_, err) = collect(&anthropic(&server, settings())).await;
    let err = err.unwrap();
    assert_eq!(err.code(), "provider_unavailable");
    assert!(err.to_string().contains("boom"), "{err}");
}

#[tokio::test]
async fn anthropic_bad_key_fails_at_once() {
    let server = FakeLlm::start(Arc::new(|_, _| {
        Reply::error(
            401,
            json!({"type": "error", "error": {"type": "authentication_error", "message": "invalid x-api-key"}}),
        )
    }))
    .await;
    let (events, err) = collect(&anthropic(&server, settings())).await;
    assert!(events.is_empty());
    let err = err.unwrap();
    assert_eq!(err.code(), "provider_auth");
    assert_eq!(err.to_string(), "anthropic rejected the API key (HTTP 401): invalid x-api-key");
    assert_eq!(server.requests().len(), 1, "a bad key is not retried");
}

#[tokio::test]
async fn anthropic_bad_request_is_not_retried() {
    let server = FakeLlm::start(Arc::new(|_, _| {
        Reply::error(
            400,
            json!({"type": "error", "error": {"type": "invalid_request_error", "message": "max_tokens too large"}}),
        )
    }))
    .await;
    let (_, err) = collect(&anthropic(&server, settings())).await;
    assert!(
        matches!(err, Some(ProviderError::BadRequest { status: 400, ref message, .. }) if message == "max_tokens too large")
    );
    assert_eq!(server.requests().len(), 1);
}

#[tokio::test]
async fn anthropic_malformed_data_is_a_protocol_error_after_good_events() {
    let server = FakeLlm::start(Arc::new(|_, _| {
        let mut ev = vec![an::start(1, 0, 0)];
        ev.extend(an::text_block(0, &["partial "]).into_iter().take(2));
        ev.push("event: content_block_delta\ndata: {\"type\": \"content_block_delta\", \"index\": 0, \"delta\": {\"type\"\n\n".into());
        Reply::sse(ev).split(5, Duration::from_millis(1))
    }))
    .await;
    let (events, err) = collect(&anthropic(&server, settings())).await;
    assert_eq!(text(&events), "partial ");
    assert_eq!(err.unwrap().code(), "provider_protocol");
}

#[tokio::test]
async fn anthropic_error_event_and_cut_connection_fail_the_stream() {
    let server = FakeLlm::start(Arc::new(|_, _| {
        let mut ev = vec![an::start(1, 0, 0)];
        ev.extend(an::text_block(0, &["half an answer"]));
        ev.push(an::event(
            "error",
            json!({"type": "error", "error": {"type": "overloaded_error", "message": "Overloaded"}}),
        ));
        Reply::sse(ev)
    }))
    .await;
    let (events, err) = collect(&anthropic(&server, settings())).await;
    assert_eq!(text(&events), "half an answer");
    let err = err.unwrap();
    assert_eq!(err.code(), "provider_stream_failed");
    assert!(err.to_string().contains("overloaded_error: Overloaded"));

    let server = FakeLlm::start(Arc::new(|_, _| {
        let mut ev = vec![an::start(1, 0, 0)];
        ev.extend(an::text_block(0, &["cut"]));
        Reply::sse(ev) // no message_stop: the connection just ends
    }))
    .await;
    let (_, err) = collect(&anthropic(&server, settings())).await;
    assert!(err.unwrap().to_string().contains("before message_stop"));
}

#[tokio::test]
async fn stalled_stream_times_out() {
    let server = FakeLlm::start(Arc::new(|_, _| Reply::sse(vec![an::start(1, 0, 0)]).hang())).await;
    let http = HttpSettings { idle_timeout: Duration::from_millis(300), ..settings() };
    let started = std::time::Instant::now();
    let (_, err) = collect(&anthropic(&server, http)).await;
    assert_eq!(err.unwrap().code(), "provider_timeout");
    assert!(started.elapsed() < Duration::from_secs(10));
}

#[tokio::test]
async fn unreachable_provider_is_unavailable() {
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let p = Anthropic::new(AnthropicConfig {
        api_key: "k".into(),
        base_url: format!("http://127.0.0.1:{port}"),
        model: "m".into(),
        http: HttpSettings { max_retries: 1, ..settings() },
    })
    .unwrap();
    let (_, err) = collect(&p).await;
    assert!(matches!(err, Some(ProviderError::Unavailable { attempts: 2, .. })), "{err:?}");
}

fn openai_tool_answer() -> Reply {
    Reply::sse(vec![
        oa::delta(json!({"role": "assistant", "content": ""}), None),
        oa::delta(json!({"content": "Checking "}), None),
        oa::delta(json!({"content": "два ✓"}), None),
        oa::delta(
            json!({"tool_calls": [{"index": 0, "id": "call_a", "type": "function", "function": {"name": "run_query", "arguments": ""}}]}),
            None,
        ),
        oa::delta(
            json!({"tool_calls": [{"index": 1, "id": "call_b", "type": "function", "function": {"name": "run_query", "arguments": "{\"query\""}}]}),
            None,
        ),
        oa::delta(json!({"tool_calls": [{"index": 0, "function": {"arguments": "{\"query\": {\"from\":"}}]}), None),
        oa::delta(json!({"tool_calls": [{"index": 0, "function": {"arguments": " \"daily\"}}"}}]}), None),
        oa::delta(json!({"tool_calls": [{"index": 1, "function": {"arguments": ": {}}"}}]}), None),
        oa::delta(json!({}), Some("tool_calls")),
        oa::usage(1000, 55, 800),
        oa::done(),
    ])
}

#[tokio::test]
async fn openai_streams_text_and_parallel_tool_call_deltas_across_split_chunks() {
    for (size, gap) in [(1, 0), (2, 0), (9, 1), (4096, 0)] {
        let gap = Duration::from_millis(gap);
        let server = FakeLlm::start(Arc::new(move |_, _| openai_tool_answer().split(size, gap))).await;
        let p = openai(&server, settings());
        let (events, err) = collect(&p).await;
        assert!(err.is_none(), "chunk size {size}: {err:?}");
        assert_eq!(text(&events), "Checking два ✓");
        let c = calls(&events);
        assert_eq!(c.len(), 2);
        assert_eq!((c[0].id.as_str(), c[0].input_json.as_str()), ("call_a", "{\"query\": {\"from\": \"daily\"}}"));
        assert_eq!((c[1].id.as_str(), c[1].input_json.as_str()), ("call_b", "{\"query\": {}}"));
        let usage = events.iter().find_map(|e| if let ProviderEvent::Usage(u) = e { Some(*u) } else { None }).unwrap();
        assert_eq!(
            usage,
            TokenUsage { input_tokens: 200, output_tokens: 55, cache_read_tokens: 800, cache_write_tokens: 0 }
        );
        assert_eq!(events.last(), Some(&ProviderEvent::Finished { stop_reason: "tool_calls".into() }));
    }
}

#[tokio::test]
async fn openai_request_has_tools_stream_options_and_bearer_key() {
    let server = FakeLlm::start(Arc::new(|_, _| {
        Reply::sse(vec![oa::delta(json!({"content": "hi"}), Some("stop")), oa::done()])
    }))
    .await;
    let (events, err) = collect(&openai(&server, settings())).await;
    assert!(err.is_none());
    assert_eq!(text(&events), "hi");
    let r = &server.requests()[0];
    assert_eq!(r.path, "/v1/chat/completions");
    assert_eq!(r.headers["authorization"], "Bearer sk-oa");
    assert_eq!(r.body["stream_options"]["include_usage"], true);
    assert_eq!(r.body["tools"][0]["function"]["name"], "run_query");
    assert_eq!(r.body["messages"][0]["role"], "system");
    assert_eq!(r.body["tool_choice"], "auto");
}

#[tokio::test]
async fn openai_retries_then_reports_bad_key_and_malformed_chunks() {
    let server = FakeLlm::start(Arc::new(|_, n| match n {
        0 => Reply::error(429, json!({"error": {"message": "Rate limit reached", "type": "requests"}})),
        1 => Reply::error(502, json!({"error": {"message": "bad gateway"}})),
        _ => Reply::sse(vec![oa::delta(json!({"content": "ok"}), Some("stop")), oa::done()]),
    }))
    .await;
    let (events, err) = collect(&openai(&server, settings())).await;
    assert!(err.is_none(), "{err:?}");
    assert_eq!(text(&events), "ok");
    assert_eq!(server.requests().len(), 3);

    let server = FakeLlm::start(Arc::new(|_, _| {
        Reply::error(401, json!({"error": {"message": "Incorrect API key provided: sk-oa", "type": "invalid_request_error", "code": "invalid_api_key"}}))
    }))
    .await;
    let (_, err) = collect(&openai(&server, settings())).await;
    let err = err.unwrap();
    assert_eq!(err.code(), "provider_auth");
    assert!(err.to_string().contains("Incorrect API key"));

    let server = FakeLlm::start(Arc::new(|_, _| {
        Reply::sse(vec![oa::delta(json!({"content": "a"}), None), "data: {\"choices\": [oops\n\n".into(), oa::done()])
    }))
    .await;
    let (events, err) = collect(&openai(&server, settings())).await;
    assert_eq!(text(&events), "a");
    assert_eq!(err.unwrap().code(), "provider_protocol");
}

#[tokio::test]
async fn openai_compatible_servers_without_done_or_ids() {
    // llama.cpp/Ollama style: no tool call index or id, no [DONE] after finish_reason.
    let server = FakeLlm::start(Arc::new(|_, _| {
        Reply::sse(vec![oa::delta(
            json!({"tool_calls": [{"function": {"name": "run_query", "arguments": "{\"query\": {}}"}}]}),
            Some("tool_calls"),
        )])
    }))
    .await;
    let (events, err) = collect(&openai(&server, settings())).await;
    assert!(err.is_none(), "{err:?}");
    let c = calls(&events);
    assert_eq!((c[0].id.as_str(), c[0].name.as_str()), ("call_0", "run_query"));

    // Body ends before any finish_reason: the stream failed.
    let server = FakeLlm::start(Arc::new(|_, _| Reply::sse(vec![oa::delta(json!({"content": "half"}), None)]))).await;
    let (events, err) = collect(&openai(&server, settings())).await;
    assert_eq!(text(&events), "half");
    assert_eq!(err.unwrap().code(), "provider_stream_failed");

    // A server that reports an error inside the stream.
    let server =
        FakeLlm::start(Arc::new(|_, _| Reply::sse(vec![oa::chunk(json!({"error": {"message": "model crashed"}}))])))
            .await;
    let (_, err) = collect(&openai(&server, settings())).await;
    assert!(err.unwrap().to_string().contains("model crashed"));
}
