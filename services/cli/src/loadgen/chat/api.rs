//! The gateway's HTTP API as a simulated user calls it: create a
//! conversation, post a question, cancel a turn, read the stored messages.
//! Failures are classified into short kinds (`post: 503 SERVICE_UNAVAILABLE`)
//! so the report can count them.

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
}

impl ApiFailure {
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
        Self { kind: format!("{step}: {class}"), detail: shorten(&e.to_string()) }
    }

    async fn status(step: &str, resp: reqwest::Response) -> Self {
        let status = resp.status().as_u16();
        let body = resp.text().await.unwrap_or_default();
        let code = serde_json::from_str::<Value>(&body)
            .ok()
            .and_then(|v| v["code"].as_str().map(str::to_string))
            .unwrap_or_default();
        Self { kind: format!("{step}: {status} {code}").trim_end().to_string(), detail: shorten(&body) }
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
    /// Gateway base URL.
    pub base: String,
    /// `Bearer` credential.
    pub credential: String,
    timeout: Duration,
}

impl Api {
    /// A client of `base` acting with `credential`.
    pub fn new(http: reqwest::Client, base: &str, credential: String, timeout: Duration) -> Self {
        Self { http, base: base.to_string(), credential, timeout }
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
            .request(method, format!("{}{path}", self.base))
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
            .map_err(|e| ApiFailure { kind: format!("{step}: unreadable body"), detail: shorten(&e.to_string()) })
    }

    /// `POST /v1/conversations`; the new id.
    pub async fn create_conversation(&self, instrument: &str) -> Result<String, ApiFailure> {
        let body = self
            .send("create", reqwest::Method::POST, "/v1/conversations", Some(json!({"instrument": instrument})))
            .await?;
        body["id"]
            .as_str()
            .map(str::to_string)
            .ok_or_else(|| ApiFailure { kind: "create: no id".into(), detail: shorten(&body.to_string()) })
    }

    /// `POST /v1/conversations/{id}/messages`; the started turn's id.
    pub async fn post_message(&self, conversation: &str, message: &str) -> Result<String, ApiFailure> {
        let path = format!("/v1/conversations/{conversation}/messages");
        let body = self.send("post", reqwest::Method::POST, &path, Some(json!({"message": message}))).await?;
        body["turn_id"]
            .as_str()
            .map(str::to_string)
            .ok_or_else(|| ApiFailure { kind: "post: no turn_id".into(), detail: shorten(&body.to_string()) })
    }

    /// `POST /v1/turns/{id}/cancel`; whether a running turn was cancelled.
    pub async fn cancel(&self, turn: &str) -> Result<bool, ApiFailure> {
        let body = self.send("cancel", reqwest::Method::POST, &format!("/v1/turns/{turn}/cancel"), None).await?;
        Ok(body["cancelled"].as_bool().unwrap_or(false))
    }

    /// Ids of the stored assistant messages of a conversation (every page).
    pub async fn assistant_message_ids(&self, conversation: &str) -> Result<Vec<String>, ApiFailure> {
        let mut ids = Vec::new();
        let mut cursor: Option<String> = None;
        for _ in 0..1000 {
            let mut path = format!("/v1/conversations/{conversation}/messages?limit=500");
            if let Some(c) = &cursor {
                path.push_str(&format!("&cursor={c}"));
            }
            let page = self.send("messages", reqwest::Method::GET, &path, None).await?;
            for m in page["items"].as_array().into_iter().flatten() {
                if m["role"] == "assistant"
                    && let Some(id) = m["id"].as_str()
                {
                    ids.push(id.to_string());
                }
            }
            match page["next_cursor"].as_str() {
                Some(c) => cursor = Some(c.to_string()),
                None => break,
            }
        }
        Ok(ids)
    }

    /// The streaming request of SSE: `GET /v1/conversations/{id}/events`,
    /// with `Last-Event-ID` when resuming.
    pub fn sse_request(&self, conversation: &str, last_event_id: Option<&str>) -> reqwest::RequestBuilder {
        let mut req = self
            .http
            .get(format!("{}/v1/conversations/{conversation}/events", self.base))
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
}
