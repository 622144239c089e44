//! The HTTP error contract: every error is `{"error", "code", "request_id"}`
//! with a stable code, so clients can branch on the code and show the text.
//!
//! The request id is kept in a task-local for the duration of a request (set
//! by the request middleware), so any error built while handling it carries
//! the id without threading it through every function.

use axum::{
    Json,
    http::{HeaderValue, StatusCode, header},
    response::{IntoResponse, Response},
};

tokio::task_local! {
    static REQUEST_ID: String;
}

/// Runs `fut` with `id` as the current request id.
pub async fn with_request_id<F: Future>(id: String, fut: F) -> F::Output {
    REQUEST_ID.scope(id, fut).await
}

/// The id of the request being handled, if any.
pub fn current_request_id() -> Option<String> {
    REQUEST_ID.try_with(Clone::clone).ok()
}

/// `Retry-After` of every 503: dependencies restart in seconds.
pub const RETRY_AFTER_SECS: &str = "2";

/// An error answered to an HTTP client.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{status} {code}: {message}")]
pub struct ApiError {
    /// HTTP status.
    pub status: StatusCode,
    /// Stable machine-readable code.
    pub code: &'static str,
    /// Human-readable text.
    pub message: String,
    /// `Retry-After` in whole seconds (429 and some 503s).
    pub retry_after: Option<u64>,
}

impl ApiError {
    fn new(status: StatusCode, code: &'static str, message: impl Into<String>) -> Self {
        Self { status, code, message: message.into(), retry_after: None }
    }

    /// 429: over a limit; `Retry-After` says when to try again (rounded up, at least 1 s).
    pub fn too_many(code: &'static str, message: impl Into<String>, retry_after: std::time::Duration) -> Self {
        let secs = retry_after.as_secs() + u64::from(retry_after.subsec_nanos() > 0);
        Self { retry_after: Some(secs.max(1)), ..Self::new(StatusCode::TOO_MANY_REQUESTS, code, message) }
    }

    /// 400: the request could not be read (malformed JSON, bad header).
    pub fn bad_request(message: impl Into<String>) -> Self {
        Self::new(StatusCode::BAD_REQUEST, "VALIDATION_ERROR", message)
    }

    /// 422: the request was read but a value is not acceptable.
    pub fn validation(message: impl Into<String>) -> Self {
        Self::new(StatusCode::UNPROCESSABLE_ENTITY, "VALIDATION_ERROR", message)
    }

    /// 413: the request body is over `MAX_BODY_BYTES`.
    pub fn payload_too_large(message: impl Into<String>) -> Self {
        Self::new(StatusCode::PAYLOAD_TOO_LARGE, "PAYLOAD_TOO_LARGE", message)
    }

    /// 401: missing, invalid or expired credentials.
    pub fn unauthorized(message: impl Into<String>) -> Self {
        Self::new(StatusCode::UNAUTHORIZED, "UNAUTHORIZED", message)
    }

    /// 404: unknown, deleted or someone else's resource (indistinguishable on purpose).
    pub fn not_found(what: &str) -> Self {
        Self::new(StatusCode::NOT_FOUND, "NOT_FOUND", format!("{what} not found"))
    }

    /// 404 with the reason the service gave (e.g. "no data for instrument 'ZZ'").
    pub fn not_found_because(message: impl Into<String>) -> Self {
        Self::new(StatusCode::NOT_FOUND, "NOT_FOUND", message)
    }

    /// 403: authenticated, but the request is refused (a browser session
    /// request without its CSRF token or from another origin).
    pub fn forbidden(message: impl Into<String>) -> Self {
        Self::new(StatusCode::FORBIDDEN, "FORBIDDEN", message)
    }

    /// 405: the path exists but not with this method.
    pub fn method_not_allowed() -> Self {
        Self::new(StatusCode::METHOD_NOT_ALLOWED, "METHOD_NOT_ALLOWED", "method not allowed on this path")
    }

    /// 409: the request conflicts with the current state.
    pub fn conflict(code: &'static str, message: impl Into<String>) -> Self {
        Self::new(StatusCode::CONFLICT, code, message)
    }

    /// 503: a dependency is down; retrying later may work (sent with `Retry-After`).
    pub fn unavailable(message: impl Into<String>) -> Self {
        Self::new(StatusCode::SERVICE_UNAVAILABLE, "SERVICE_UNAVAILABLE", message)
    }

    /// 500: a bug or an unexpected failure. The cause is logged, never sent.
    pub fn internal(context: &str, cause: &dyn std::fmt::Display) -> Self {
        tracing::error!(%cause, request_id = current_request_id().unwrap_or_default(), "{context} failed");
        Self::new(StatusCode::INTERNAL_SERVER_ERROR, "INTERNAL_ERROR", format!("{context} failed unexpectedly"))
    }

    /// Maps a database error: connection trouble is 503 (retry later), anything else 500.
    pub fn database(context: &str, err: &sqlx::Error) -> Self {
        if crate::store::is_transient(err) {
            tracing::warn!(error = %err, "{context}: database unavailable");
            Self::unavailable("the database is unavailable; retry later")
        } else {
            Self::internal(context, err)
        }
    }

    /// The JSON body of this error.
    pub fn body(&self) -> serde_json::Value {
        serde_json::json!({ "error": self.message, "code": self.code, "request_id": current_request_id() })
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let mut resp = (self.status, Json(self.body())).into_response();
        if self.status == StatusCode::UNAUTHORIZED {
            resp.headers_mut().insert(header::WWW_AUTHENTICATE, HeaderValue::from_static("Bearer"));
        }
        if let Some(secs) = self.retry_after {
            resp.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from(secs));
        } else if self.status == StatusCode::SERVICE_UNAVAILABLE {
            resp.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from_static(RETRY_AFTER_SECS));
        }
        resp
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn body_carries_the_current_request_id() {
        let body = with_request_id("req-1".into(), async { ApiError::not_found("conversation").body() }).await;
        assert_eq!(
            body,
            serde_json::json!({"error": "conversation not found", "code": "NOT_FOUND", "request_id": "req-1"})
        );
        assert_eq!(ApiError::validation("x").body()["request_id"], serde_json::Value::Null);
    }
}
