//! HTTP plumbing shared by the vendor providers: [`HttpProvider`], the one
//! [`Provider`] of every vendor (a vendor only says what [`Vendor`] asks: its
//! URL, headers, body and stream format), a POST that retries 429 and 5xx
//! with exponential backoff (honouring `Retry-After`), clear errors for bad
//! keys and bad requests, and an SSE body reader with an idle timeout.

use std::{sync::Arc, time::Duration};

use futures::StreamExt;
use serde_json::Value;

use super::{
    EventStream, ModelRequest, Provider, ProviderError,
    sse::{SseDecoder, SseEvent},
};

/// Connection, timeout and retry settings of a provider.
#[derive(Debug, Clone)]
pub struct HttpSettings {
    /// TCP/TLS connect timeout.
    pub connect_timeout: Duration,
    /// Longest wait for the response headers or the next chunk of the stream.
    pub idle_timeout: Duration,
    /// Retries after the first attempt for 429, 5xx and connection errors.
    pub max_retries: u32,
    /// First backoff delay; doubles per retry.
    pub retry_base: Duration,
    /// Longest backoff delay (also caps `Retry-After`).
    pub retry_max: Duration,
}

impl Default for HttpSettings {
    fn default() -> Self {
        Self {
            connect_timeout: Duration::from_secs(10),
            idle_timeout: Duration::from_secs(60),
            max_retries: 3,
            retry_base: Duration::from_millis(500),
            retry_max: Duration::from_secs(20),
        }
    }
}

/// Builds the shared HTTP client (rustls with the ring provider).
pub fn client(settings: &HttpSettings) -> Result<reqwest::Client, reqwest::Error> {
    let _ = rustls::crypto::ring::default_provider().install_default();
    reqwest::Client::builder().connect_timeout(settings.connect_timeout).tcp_nodelay(true).build()
}

/// One vendor's HTTP API: where a round is posted, with which headers and
/// body, and how the answer streams back. [`HttpProvider`] does the rest, the
/// same for every vendor.
pub trait Vendor: Sized + Send + Sync + 'static {
    /// Provider name in logs, metrics and errors (`anthropic`, `openai`).
    const NAME: &'static str;
    /// The API key: a `String` where the vendor requires one, an `Option`
    /// where local servers go without.
    type Key: std::fmt::Debug + Clone + Send + Sync + 'static;
    /// The vendor's stream format.
    type Parser: StreamParser + Default;
    /// The streaming endpoint of one round.
    fn url(config: &VendorConfig<Self>) -> String;
    /// Headers of every round (authentication, API version, `accept`).
    fn headers(config: &VendorConfig<Self>) -> Vec<(&'static str, String)>;
    /// The JSON body of one round for `model`.
    fn body(model: &str, request: &ModelRequest) -> Value;
}

/// Settings of vendor `V`'s provider (the vendor's module names its
/// variables and defaults).
#[derive(Debug, Clone)]
pub struct VendorConfig<V: Vendor> {
    /// API key.
    pub api_key: V::Key,
    /// Base URL of the API.
    pub base_url: String,
    /// Model name.
    pub model: String,
    /// HTTP timeouts and retries.
    pub http: HttpSettings,
}

/// The provider of vendor `V`: one HTTP client and `V`'s settings, shared by
/// every clone of the provider (and by the streams it has started).
#[derive(Debug)]
pub struct HttpProvider<V: Vendor> {
    endpoint: Arc<Endpoint<V>>,
}

#[derive(Debug)]
struct Endpoint<V: Vendor> {
    client: reqwest::Client,
    config: VendorConfig<V>,
}

impl<V: Vendor> Clone for HttpProvider<V> {
    fn clone(&self) -> Self {
        Self { endpoint: self.endpoint.clone() }
    }
}

impl<V: Vendor> HttpProvider<V> {
    /// Creates the provider; fails only if the HTTP client cannot be built.
    pub fn new(config: VendorConfig<V>) -> Result<Self, reqwest::Error> {
        let client = client(&config.http)?;
        Ok(Self { endpoint: Arc::new(Endpoint { client, config }) })
    }
}

impl<V: Vendor> Provider for HttpProvider<V> {
    fn name(&self) -> &'static str {
        V::NAME
    }

    fn model(&self) -> &str {
        &self.endpoint.config.model
    }

    fn stream(&self, request: ModelRequest) -> EventStream {
        let endpoint = self.endpoint.clone();
        super::lazy_stream(async move {
            let (client, cfg) = (&endpoint.client, &endpoint.config);
            let body = V::body(&cfg.model, &request);
            let resp = post_json(client, &cfg.http, V::NAME, &V::url(cfg), &V::headers(cfg), &body).await?;
            Ok(drive(SseBody::new(resp, V::NAME, cfg.http.idle_timeout), V::Parser::default()))
        })
    }
}

/// Sends `body` to `url` and returns the successful (2xx) response, retrying
/// transient failures.
pub async fn post_json(
    client: &reqwest::Client,
    settings: &HttpSettings,
    provider: &'static str,
    url: &str,
    headers: &[(&str, String)],
    body: &Value,
) -> Result<reqwest::Response, ProviderError> {
    let mut attempt: u32 = 0;
    loop {
        attempt += 1;
        let mut req = client.post(url).json(body);
        for (k, v) in headers {
            req = req.header(*k, v);
        }
        let outcome = tokio::time::timeout(settings.idle_timeout, req.send()).await;
        let (retry_after, failure) = match outcome {
            Err(_) => (None, Failure::Transient(format!("no response within {:?}", settings.idle_timeout))),
            Ok(Err(e)) => (None, Failure::Transient(format!("request failed: {}", error_chain(&e)))),
            Ok(Ok(resp)) if resp.status().is_success() => return Ok(resp),
            Ok(Ok(resp)) => {
                let status = resp.status().as_u16();
                let retry_after = retry_after(&resp);
                let message = error_message(resp).await;
                match status {
                    401 | 403 => return Err(ProviderError::Auth { provider, status, message }),
                    429 => (retry_after, Failure::RateLimited(message)),
                    408 | 409 | 500..=599 => (retry_after, Failure::Transient(format!("HTTP {status}: {message}"))),
                    _ => return Err(ProviderError::BadRequest { provider, status, message }),
                }
            }
        };
        if attempt > settings.max_retries {
            return Err(match failure {
                Failure::RateLimited(message) => ProviderError::RateLimited { provider, attempts: attempt, message },
                Failure::Transient(message) => ProviderError::Unavailable { provider, attempts: attempt, message },
            });
        }
        let delay = backoff(settings, attempt, retry_after);
        tracing::warn!(provider, attempt, ?delay, reason = %failure.text(), "provider call failed; retrying");
        tokio::time::sleep(delay).await;
    }
}

enum Failure {
    RateLimited(String),
    Transient(String),
}

impl Failure {
    fn text(&self) -> &str {
        match self {
            Failure::RateLimited(m) | Failure::Transient(m) => m,
        }
    }
}

fn error_chain(e: &dyn std::error::Error) -> String {
    let mut s = e.to_string();
    let mut src = e.source();
    while let Some(inner) = src {
        s.push_str(": ");
        s.push_str(&inner.to_string());
        src = inner.source();
    }
    s
}

/// Delay before retry number `attempt` (1-based): `Retry-After` when given,
/// else exponential with a little jitter so parallel turns do not retry in step.
pub fn backoff(settings: &HttpSettings, attempt: u32, retry_after: Option<Duration>) -> Duration {
    if let Some(d) = retry_after {
        return d.min(settings.retry_max);
    }
    let exp = settings.retry_base.saturating_mul(1 << (attempt - 1).min(16));
    let jitter_ms = u64::from(
        std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.subsec_nanos()) % 100,
    );
    let jitter = Duration::from_millis(jitter_ms).min(settings.retry_base / 2);
    (exp + jitter).min(settings.retry_max)
}

fn retry_after(resp: &reqwest::Response) -> Option<Duration> {
    let v = resp.headers().get("retry-after")?.to_str().ok()?;
    v.trim().parse::<f64>().ok().filter(|s| s.is_finite() && *s >= 0.0).map(Duration::from_secs_f64)
}

/// The vendor's error message from a failed response (`{"error":{"message"}}`
/// in both formats), or the start of the body.
async fn error_message(resp: reqwest::Response) -> String {
    let text = resp.text().await.unwrap_or_default();
    let parsed: Option<Value> = serde_json::from_str(&text).ok();
    let from_json = parsed.as_ref().and_then(|v| {
        v.pointer("/error/message").or_else(|| v.get("message")).or_else(|| v.get("error")).and_then(Value::as_str)
    });
    match from_json {
        Some(m) => m.to_string(),
        None if text.trim().is_empty() => "no details".to_string(),
        None => text.chars().take(300).collect(),
    }
}

/// Reads SSE events from a response body, chunk by chunk, with an idle timeout.
pub struct SseBody {
    body: futures::stream::BoxStream<'static, Result<Vec<u8>, String>>,
    decoder: SseDecoder,
    provider: &'static str,
    idle: Duration,
    ended: bool,
}

impl SseBody {
    /// Wraps a successful streaming response.
    pub fn new(resp: reqwest::Response, provider: &'static str, idle: Duration) -> Self {
        let body = resp.bytes_stream().map(|r| r.map(|b| b.to_vec()).map_err(|e| error_chain(&e))).boxed();
        Self { body, decoder: SseDecoder::new(), provider, idle, ended: false }
    }

    /// The next batch of events; an empty batch means the body ended.
    pub async fn next_events(&mut self) -> Result<Vec<SseEvent>, ProviderError> {
        let provider = self.provider;
        let protocol = |_| ProviderError::Protocol { provider, message: "event stream is not valid UTF-8".into() };
        loop {
            if self.ended {
                return Ok(Vec::new());
            }
            match tokio::time::timeout(self.idle, self.body.next()).await {
                Err(_) => return Err(ProviderError::Timeout { provider, seconds: self.idle.as_secs_f64() }),
                Ok(Some(Err(message))) => return Err(ProviderError::Stream { provider, message }),
                Ok(Some(Ok(chunk))) => {
                    let events = self.decoder.push(&chunk).map_err(protocol)?;
                    if !events.is_empty() {
                        return Ok(events);
                    }
                }
                Ok(None) => {
                    self.ended = true;
                    return Ok(self.decoder.finish().map_err(protocol)?.into_iter().collect());
                }
            }
        }
    }
}

/// A vendor's stream format: turns SSE events into provider events.
pub trait StreamParser: Send + 'static {
    /// Handles one SSE event.
    fn on_event(&mut self, event: SseEvent) -> Result<Vec<super::ProviderEvent>, ProviderError>;
    /// The body ended; returns the last events or an error if the stream was cut short.
    fn on_end(&mut self) -> Result<Vec<super::ProviderEvent>, ProviderError>;
    /// True once the terminal event was seen (the rest of the body is not read).
    fn done(&self) -> bool;
}

/// Drives `parser` over `body` as a provider event stream. Events parsed
/// before a failure are delivered first, then the error, then the stream ends.
pub fn drive(body: SseBody, parser: impl StreamParser) -> super::EventStream {
    use std::collections::VecDeque;
    struct State<P> {
        body: SseBody,
        parser: P,
        pending: VecDeque<super::ProviderEvent>,
        error: Option<ProviderError>,
        over: bool,
    }
    let state = State { body, parser, pending: VecDeque::new(), error: None, over: false };
    futures::stream::unfold(state, |mut st| async move {
        loop {
            if let Some(ev) = st.pending.pop_front() {
                return Some((Ok(ev), st));
            }
            if let Some(e) = st.error.take() {
                return Some((Err(e), st));
            }
            if st.over {
                return None;
            }
            match st.body.next_events().await {
                Err(e) => {
                    st.over = true;
                    st.error = Some(e);
                }
                Ok(batch) if batch.is_empty() => {
                    st.over = true;
                    match st.parser.on_end() {
                        Ok(evs) => st.pending.extend(evs),
                        Err(e) => st.error = Some(e),
                    }
                }
                Ok(batch) => {
                    for ev in batch {
                        if st.parser.done() {
                            break;
                        }
                        match st.parser.on_event(ev) {
                            Ok(evs) => st.pending.extend(evs),
                            Err(e) => {
                                st.error = Some(e);
                                st.over = true;
                                break;
                            }
                        }
                    }
                    if st.parser.done() {
                        st.over = true;
                    }
                }
            }
        }
    })
    .boxed()
}
