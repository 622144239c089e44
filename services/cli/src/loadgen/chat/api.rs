//! The gateway's HTTP API as a simulated user calls it: create a
//! conversation, post a question, cancel a turn, read the stored messages.
//! Failures are classified into short kinds (`post: 503 SERVICE_UNAVAILABLE`)
//! so the report can count them, and by what a client may do next: retry
//! (`Retry-After`, a gateway that went away) or give up, and whether the
//! request may have been carried out although no answer came back.
//!
//! A user sticks to one gateway and moves to the next of the run's gateways
//! when that one stops answering ([`Api::rotate`]), as a client behind a load
//! balancer would be moved.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use serde_json::{Value, json};

use super::settings::Credentials;

/// A failed request, with the kind the report counts it under.
#[derive(Debug, Clone, thiserror::Error)]
#[error("{kind}: {detail}")]
pub struct ApiFailure {
    /// `<step>: <status> <code>` or `<step>: <transport error class>`.
    pub kind: String,
    /// The body or error text (shortened).
    pub detail: String,
    /// HTTP status, when one came back.
    pub status: Option<u16>,
    /// The body's `code` (`TURN_IN_PROGRESS`, …).
    pub code: String,
    /// `Retry-After`, when the gateway sent one.
    pub retry_after: Option<Duration>,
    /// No connection could be made (the request surely was not carried out).
    pub connect: bool,
    /// The request was sent but no answer came back (it may have been carried out).
    pub ambiguous: bool,
}

impl ApiFailure {
    /// A failure that is neither an HTTP answer nor a transport error.
    pub fn other(kind: impl Into<String>, detail: impl Into<String>) -> Self {
        Self {
            kind: kind.into(),
            detail: detail.into(),
            status: None,
            code: String::new(),
            retry_after: None,
            connect: false,
            ambiguous: false,
        }
    }

    fn transport(step: &str, e: &reqwest::Error) -> Self {
        let class = if e.is_timeout() {
            "timeout"
        } else if e.is_connect() {
            "connect error"
        } else if e.is_body() || e.is_decode() {
            "body error"
        } else {
            "request error"
        };
        Self {
            connect: e.is_connect(),
            ambiguous: !e.is_connect(),
            ..Self::other(format!("{step}: {class}"), shorten(&e.to_string()))
        }
    }

    async fn status(step: &str, resp: reqwest::Response) -> Self {
        let status = resp.status().as_u16();
        let retry_after = resp
            .headers()
            .get("retry-after")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.trim().parse::<u64>().ok())
            .map(Duration::from_secs);
        let body = resp.text().await.unwrap_or_default();
        let code = serde_json::from_str::<Value>(&body)
            .ok()
            .and_then(|v| v["code"].as_str().map(str::to_string))
            .unwrap_or_default();
        Self {
            status: Some(status),
            retry_after,
            code: code.clone(),
            ..Self::other(format!("{step}: {status} {code}").trim_end().to_string(), shorten(&body))
        }
    }

    /// Trying again (after `Retry-After`, or on another gateway) may work:
    /// the gateway or what is behind it was unavailable or overloaded.
    pub fn retryable(&self) -> bool {
        match self.status {
            Some(s) => s == 503 || s == 502 || s == 504 || (s == 429 && self.retry_after.is_some()),
            None => self.connect || self.ambiguous,
        }
    }
}

fn shorten(s: &str) -> String {
    let mut out: String = s.chars().take(200).collect();
    if out.len() < s.len() {
        out.push('…');
    }
    out
}

/// The bearer credential of user `n`.
pub fn credential_of(creds: &Credentials, n: usize) -> anyhow::Result<String> {
    match creds {
        Credentials::Shared(t) => Ok(t.clone()),
        Credentials::Hs256 { secret, issuer, audience, prefix } => {
            let now = jsonwebtoken::get_current_timestamp();
            let mut claims = json!({"sub": format!("{prefix}-{n}"), "iat": now, "exp": now + 48 * 3600});
            if let Some(iss) = issuer {
                claims["iss"] = json!(iss);
            }
            if let Some(aud) = audience {
                claims["aud"] = json!(aud);
            }
            Ok(jsonwebtoken::encode(
                &jsonwebtoken::Header::new(jsonwebtoken::Algorithm::HS256),
                &claims,
                &jsonwebtoken::EncodingKey::from_secret(secret.as_bytes()),
            )?)
        }
    }
}

/// One HTTP client for every user (connections are pooled per gateway).
pub fn http_client(users: usize) -> anyhow::Result<reqwest::Client> {
    let _ = rustls::crypto::ring::default_provider().install_default();
    Ok(reqwest::Client::builder()
        .tcp_nodelay(true)
        .pool_max_idle_per_host(users.clamp(16, 1024))
        .pool_idle_timeout(Duration::from_secs(30))
        .connect_timeout(Duration::from_secs(10))
        .build()?)
}

/// One user's view of the API.
#[derive(Clone)]
pub struct Api {
    http: reqwest::Client,
    bases: Arc<[String]>,
    current: Arc<AtomicUsize>,
    /// `Bearer` credential.
    pub credential: String,
    timeout: Duration,
}

/// A stored message as `GET /v1/conversations/{id}/messages` lists it.
#[derive(Debug, Clone, PartialEq)]
pub struct StoredMessage {
    /// Message id (for an assistant message, its turn's id).
    pub id: String,
    /// Turn id.
    pub turn_id: String,
    /// `user` or `assistant`.
    pub role: String,
    /// Text (an assistant message: the answer with `{{data:K}}` markers).
    pub content: String,
    /// `complete`, `cancelled` or `error`.
    pub status: String,
    /// The error code of a failed turn.
    pub error_code: String,
}

impl Api {
    /// A client of `base` acting with `credential`.
    #[cfg(test)]
    pub fn new(http: reqwest::Client, base: &str, credential: String, timeout: Duration) -> Self {
        Self::with_fallbacks(http, vec![base.to_string()], 0, credential, timeout)
    }

    /// A client of `bases[first]` that moves on to the next base when told to ([`Api::rotate`]).
    pub fn with_fallbacks(
        http: reqwest::Client,
        bases: Vec<String>,
        first: usize,
        credential: String,
        timeout: Duration,
    ) -> Self {
        let first = first % bases.len().max(1);
        Self { http, bases: bases.into(), current: Arc::new(AtomicUsize::new(first)), credential, timeout }
    }

    /// The gateway base URL in use.
    pub fn base(&self) -> &str {
        &self.bases[self.current.load(Ordering::Relaxed) % self.bases.len()]
    }

    /// Moves to the next gateway (the one in use stopped answering); true
    /// when there is another.
    pub fn rotate(&self) -> bool {
        if self.bases.len() < 2 {
            return false;
        }
        self.current.fetch_add(1, Ordering::Relaxed);
        true
    }

    async fn send(
        &self,
        step: &str,
        method: reqwest::Method,
        path: &str,
        body: Option<Value>,
    ) -> Result<Value, ApiFailure> {
        let mut req = self
            .http
            .request(method, format!("{}{path}", self.base()))
            .bearer_auth(&self.credential)
            .timeout(self.timeout);
        if let Some(b) = body {
            req = req.json(&b);
        }
        let resp = req.send().await.map_err(|e| ApiFailure::transport(step, &e))?;
        if !resp.status().is_success() {
            return Err(ApiFailure::status(step, resp).await);
        }
        let text = resp.text().await.map_err(|e| ApiFailure::transport(step, &e))?;
        if text.is_empty() {
            return Ok(Value::Null);
        }
        serde_json::from_str(&text)
            .map_err(|e| ApiFailure::other(format!("{step}: unreadable body"), shorten(&e.to_string())))
    }

    /// `POST /v1/conversations`; the new id.
    pub async fn create_conversation(&self, instrument: &str) -> Result<String, ApiFailure> {
        let body = self
            .send("create", reqwest::Method::POST, "/v1/conversations", Some(json!({"instrument": instrument})))
            .await?;
        body["id"]
            .as_str()
            .map(str::to_string)
            .ok_or_else(|| ApiFailure::other("create: no id", shorten(&body.to_string())))
    }

    /// `POST /v1/conversations/{id}/messages`; the started turn's id.
    pub async fn post_message(&self, conversation: &str, message: &str) -> Result<String, ApiFailure> {
        let path = format!("/v1/conversations/{conversation}/messages");
        let body = self.send("post", reqwest::Method::POST, &path, Some(json!({"message": message}))).await?;
        body["turn_id"]
            .as_str()
            .map(str::to_string)
            .ok_or_else(|| ApiFailure::other("post: no turn_id", shorten(&body.to_string())))
    }

    /// `POST /v1/turns/{id}/cancel`; whether a running turn was cancelled.
    pub async fn cancel(&self, turn: &str) -> Result<bool, ApiFailure> {
        let body = self.send("cancel", reqwest::Method::POST, &format!("/v1/turns/{turn}/cancel"), None).await?;
        Ok(body["cancelled"].as_bool().unwrap_or(false))
    }

    /// Every stored message of a conversation, oldest first (every page).
    pub async fn messages(&self, conversation: &str) -> Result<Vec<StoredMessage>, ApiFailure> {
        let mut out = Vec::new();
        let mut cursor: Option<String> = None;
        for _ in 0..1000 {
            let mut path = format!("/v1/conversations/{conversation}/messages?limit=500");
            if let Some(c) = &cursor {
                path.push_str(&format!("&cursor={c}"));
            }
            let page = self.send("messages", reqwest::Method::GET, &path, None).await?;
            let text = |v: &Value| v.as_str().unwrap_or_default().to_string();
            for m in page["items"].as_array().into_iter().flatten() {
                out.push(StoredMessage {
                    id: text(&m["id"]),
                    turn_id: text(&m["turn_id"]),
                    role: text(&m["role"]),
                    content: text(&m["content"]),
                    status: text(&m["status"]),
                    error_code: text(&m["error"]["code"]),
                });
            }
            match page["next_cursor"].as_str() {
                Some(c) => cursor = Some(c.to_string()),
                None => break,
            }
        }
        Ok(out)
    }

    /// The streaming request of SSE: `GET /v1/conversations/{id}/events`,
    /// with `Last-Event-ID` when resuming.
    pub fn sse_request(&self, conversation: &str, last_event_id: Option<&str>) -> reqwest::RequestBuilder {
        let mut req = self
            .http
            .get(format!("{}/v1/conversations/{conversation}/events", self.base()))
            .bearer_auth(&self.credential)
            .header("accept", "text/event-stream");
        if let Some(id) = last_event_id {
            req = req.header("last-event-id", id);
        }
        req
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hs256_credentials_carry_the_user_and_verify_with_the_secret() {
        let secret = "s".repeat(32);
        let creds = Credentials::Hs256 {
            secret: secret.clone(),
            issuer: Some("i".into()),
            audience: None,
            prefix: "lg".into(),
        };
        let token = credential_of(&creds, 7).unwrap();
        let mut v = jsonwebtoken::Validation::new(jsonwebtoken::Algorithm::HS256);
        v.set_issuer(&["i"]);
        let data =
            jsonwebtoken::decode::<Value>(&token, &jsonwebtoken::DecodingKey::from_secret(secret.as_bytes()), &v)
                .unwrap();
        assert_eq!(data.claims["sub"], "lg-7");
        assert_eq!(credential_of(&Credentials::Shared("k".into()), 3).unwrap(), "k");
    }

    #[test]
    fn a_user_moves_to_the_next_gateway_and_retries_what_may_work() {
        let api = Api::with_fallbacks(
            http_client(1).unwrap(),
            vec!["http://a".into(), "http://b".into()],
            1,
            "k".into(),
            Duration::from_secs(1),
        );
        assert_eq!(api.base(), "http://b");
        let copy = api.clone();
        assert!(copy.rotate());
        assert_eq!(api.base(), "http://a", "clones share the gateway in use");
        assert!(!Api::new(http_client(1).unwrap(), "http://a", "k".into(), Duration::from_secs(1)).rotate());
        let at = |status: u16, retry: Option<u64>| ApiFailure {
            status: Some(status),
            retry_after: retry.map(Duration::from_secs),
            ..ApiFailure::other("x", "")
        };
        assert!(at(503, Some(2)).retryable());
        assert!(at(429, Some(1)).retryable());
        assert!(!at(429, None).retryable());
        assert!(!at(409, None).retryable());
        assert!(!at(422, None).retryable());
        assert!(ApiFailure { connect: true, ..ApiFailure::other("x", "") }.retryable());
    }
}
