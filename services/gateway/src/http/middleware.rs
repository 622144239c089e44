//! Per-request context: a request id (echoed or generated, returned in
//! `X-Request-Id` and in every error body), a tracing span parented on the
//! caller's `traceparent`, and HTTP metrics by route template.

use std::time::Instant;

use axum::{
    extract::{MatchedPath, Request},
    http::{HeaderName, HeaderValue},
    middleware::Next,
    response::Response,
};
use tracing::Instrument;

use crate::{error, metrics};

/// Header carrying the request id.
pub static REQUEST_ID: HeaderName = HeaderName::from_static("x-request-id");

/// A usable incoming request id: 1–128 visible ASCII characters.
fn incoming_id(req: &Request) -> Option<String> {
    let v = req.headers().get(&REQUEST_ID)?.to_str().ok()?.trim();
    (!v.is_empty() && v.len() <= 128 && v.bytes().all(|b| b.is_ascii_graphic())).then(|| v.to_string())
}

/// Outermost layer (`Router::layer`, so it runs after routing and sees the
/// matched route): request id, the request's SERVER span, `X-Request-Id` on
/// the response.
///
/// The span is named `METHOD /route/{template}` (just `METHOD` when no route
/// matched), never by the raw path: ids in span names would make every
/// request its own operation. The raw path is the `url.path` attribute; a
/// 5xx answer sets the span status to ERROR (4xx is the client's error, per
/// the HTTP conventions).
pub async fn request_context(req: Request, next: Next) -> Response {
    let id = incoming_id(&req).unwrap_or_else(|| uuid::Uuid::new_v4().to_string());
    let route = req.extensions().get::<MatchedPath>().map(|p| p.as_str().to_string());
    let name = match &route {
        Some(r) => format!("{} {r}", req.method()),
        None => req.method().to_string(),
    };
    let span = tracing::info_span!(
        "http.request",
        otel.name = %name,
        otel.kind = "server",
        otel.status_code = tracing::field::Empty,
        http.request.method = %req.method(),
        http.route = route.as_deref().unwrap_or(""),
        url.path = %req.uri().path(),
        request_id = %id,
        user_id = tracing::field::Empty,
        http.response.status_code = tracing::field::Empty,
    );
    barb_common::telemetry::set_parent_from_headers(&span, req.headers());
    let mut resp = error::with_request_id(id.clone(), next.run(req)).instrument(span.clone()).await;
    span.record("http.response.status_code", i64::from(resp.status().as_u16()));
    if resp.status().is_server_error() {
        span.record("otel.status_code", "error");
    }
    if let Ok(v) = HeaderValue::from_str(&id) {
        resp.headers_mut().insert(REQUEST_ID.clone(), v);
    }
    resp
}

/// Route layer: a response head within [`crate::state::Settings::request_timeout`],
/// else 503 with `Retry-After` (a hung dependency, e.g. a stopped Postgres,
/// must not hang the client). Streams are not cut: only the time to their
/// first byte counts.
pub async fn deadline(
    axum::extract::State(state): axum::extract::State<crate::state::AppState>,
    req: Request,
    next: Next,
) -> Response {
    use axum::response::IntoResponse;
    match tokio::time::timeout(state.settings.request_timeout, next.run(req)).await {
        Ok(resp) => resp,
        Err(_) => {
            tracing::warn!(timeout = ?state.settings.request_timeout, "request timed out waiting for a dependency");
            error::ApiError::unavailable("a dependency did not answer in time; retry later").into_response()
        }
    }
}

/// Route layer: request count and latency by route template (never by raw
/// path, which would create a series per id).
pub async fn http_metrics(req: Request, next: Next) -> Response {
    let method = req.method().to_string();
    let route = req.extensions().get::<MatchedPath>().map_or("unmatched", |p| p.as_str()).to_string();
    let start = Instant::now();
    let resp = next.run(req).await;
    metrics::HTTP_LATENCY.with_label_values(&[&method, &route]).observe(start.elapsed().as_secs_f64());
    metrics::HTTP_REQUESTS.with_label_values(&[&method, &route, resp.status().as_str()]).inc();
    resp
}
