//! `GET /v1/conversations/{id}/events`: the conversation's chat events as
//! Server-Sent Events.
//!
//! The first bytes are a `: connected` comment, sent once the client is
//! subscribed (so nothing published after it can be missed). Each event is
//! `id: <turn_id>:<seq>`, `event: <name>`, `data: <json>` and `time: <RFC 3339>`
//! (when the orchestrator published it; SSE clients ignore fields they do not
//! know, and load tools measure publish→client latency with it). A comment heartbeat
//! keeps idle connections alive through proxies. To resume, reconnect with
//! `Last-Event-ID` (browsers do it automatically) or `?last_event_id=` — to
//! any instance. The stream ends when the client reads too slowly or the
//! instance shuts down; the client then resumes. It also ends — after a typed
//! `event: session_ended` with `{"reason","code"}` — when the token expires,
//! the credential is revoked or the conversation is deleted
//! ([`crate::session_end`]); resuming then needs a new credential.
//! Each open stream counts against the user's stream limit ([`crate::limits`]).

use std::{convert::Infallible, sync::Arc, time::Duration};

use axum::{
    Extension,
    body::{Body, Bytes},
    extract::State,
    http::{HeaderMap, header},
    response::Response,
};
use futures::{FutureExt, StreamExt, future::BoxFuture, stream::BoxStream};
use tokio::sync::watch;

use super::extract::IdPath;
use crate::{
    auth::{AuthUser, PresentedCredential, query_param},
    error::ApiError,
    events::{EventId, RenderedEvent},
    http::conversations::owned_conversation,
    metrics::{self, GaugeGuard},
    resume::ResumeError,
    session_end::EndReason,
    state::AppState,
};

const HELLO: &[u8] = b"retry: 1000\n: connected\n\n";
const HEARTBEAT: &[u8] = b": heartbeat\n\n";

impl From<ResumeError> for ApiError {
    fn from(e: ResumeError) -> Self {
        match e {
            ResumeError::Closed(_) => ApiError::unavailable("the gateway is shutting down; reconnect"),
            ResumeError::NotLive => ApiError::unavailable("chat events are not available yet; retry shortly"),
            ResumeError::Stream(e) => {
                tracing::warn!(error = %e, "cannot open a conversation stream");
                ApiError::unavailable("chat events are unavailable; retry shortly")
            }
        }
    }
}

/// The resume cursor: `Last-Event-ID` wins over `?last_event_id=` (a browser
/// reconnecting sends the header with the newest id it saw).
pub fn cursor(headers: &HeaderMap, query: Option<&str>) -> Result<Option<EventId>, ApiError> {
    let raw = headers
        .get("last-event-id")
        .map(|v| v.to_str().map(str::to_string).map_err(|_| ApiError::bad_request("Last-Event-ID is not text")))
        .transpose()?
        .filter(|s| !s.trim().is_empty())
        .or_else(|| query_param(query.unwrap_or(""), "last_event_id"));
    raw.map(|r| r.parse::<EventId>().map_err(|e| ApiError::bad_request(e.to_string()))).transpose()
}

/// `GET /v1/conversations/{id}/events`
pub async fn events(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    Extension(credential): Extension<PresentedCredential>,
    IdPath(id): IdPath,
    uri: axum::http::Uri,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let cursor = cursor(&headers, uri.query())?;
    owned_conversation(&state, &user.user_id, id).await?;
    let permit = state.limits.open_stream(&user.user_id)?;
    let source = state.event_source().ok_or_else(|| ApiError::from(ResumeError::NotLive))?;
    let events = source.open(&id.to_string(), cursor).await?;
    let ended = state.stream_session(&user, &credential).watch(Some(id)).ended().boxed();
    let mut body = sse_body(events, state.settings.heartbeat, state.shutdown.clone(), ended);
    body = body
        .map(move |chunk| {
            let _held = &permit;
            chunk
        })
        .boxed();
    Ok(Response::builder()
        .header(header::CONTENT_TYPE, "text/event-stream")
        .header(header::CACHE_CONTROL, "no-cache")
        .header("x-accel-buffering", "no")
        .body(Body::from_stream(body))
        .expect("static headers are valid"))
}

struct SseState {
    events: BoxStream<'static, Arc<RenderedEvent>>,
    heartbeat: tokio::time::Interval,
    shutdown: watch::Receiver<bool>,
    ended: BoxFuture<'static, EndReason>,
    hello_sent: bool,
    finished: bool,
    _client: GaugeGuard,
}

enum Step {
    Event(Option<Arc<RenderedEvent>>),
    Heartbeat,
    Ended(EndReason),
    Stop,
}

/// The typed frame that ends a stream whose session ended.
pub fn session_ended_frame(reason: EndReason) -> Bytes {
    Bytes::from(format!("event: session_ended\ndata: {}\n\n", reason.json()))
}

/// The SSE byte stream: hello, then events and heartbeats until the events
/// end, the gateway shuts down or `ended` resolves (then a `session_ended`
/// event is the last frame).
pub fn sse_body(
    events: BoxStream<'static, Arc<RenderedEvent>>,
    heartbeat: Duration,
    shutdown: watch::Receiver<bool>,
    ended: BoxFuture<'static, EndReason>,
) -> BoxStream<'static, Result<Bytes, Infallible>> {
    let mut interval = tokio::time::interval_at(tokio::time::Instant::now() + heartbeat, heartbeat);
    interval.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let state = SseState {
        events,
        heartbeat: interval,
        shutdown,
        ended,
        hello_sent: false,
        finished: false,
        _client: GaugeGuard::new(&metrics::SSE_CLIENTS),
    };
    futures::stream::unfold(state, |mut s| async move {
        if s.finished {
            return None;
        }
        if !s.hello_sent {
            s.hello_sent = true;
            return Some((Ok(Bytes::from_static(HELLO)), s));
        }
        let step = tokio::select! {
            biased;
            _ = s.shutdown.wait_for(|stop| *stop) => Step::Stop,
            reason = &mut s.ended => Step::Ended(reason),
            ev = s.events.next() => Step::Event(ev),
            _ = s.heartbeat.tick() => Step::Heartbeat,
        };
        match step {
            Step::Event(Some(ev)) => Some((Ok(ev.sse_frame()), s)),
            Step::Heartbeat => Some((Ok(Bytes::from_static(HEARTBEAT)), s)),
            Step::Ended(reason) => {
                s.finished = true;
                Some((Ok(session_ended_frame(reason)), s))
            }
            Step::Event(None) | Step::Stop => None,
        }
    })
    .boxed()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn header_cursor_wins_over_query() {
        let mut h = HeaderMap::new();
        assert_eq!(cursor(&h, None).unwrap(), None);
        assert_eq!(cursor(&h, Some("last_event_id=t%3A3")).unwrap(), Some(EventId { turn_id: "t".into(), seq: 3 }));
        h.insert("last-event-id", "u:5".parse().unwrap());
        assert_eq!(cursor(&h, Some("last_event_id=t:3")).unwrap(), Some(EventId { turn_id: "u".into(), seq: 5 }));
        h.insert("last-event-id", "garbage".parse().unwrap());
        assert_eq!(cursor(&h, None).unwrap_err().code, "VALIDATION_ERROR");
    }

    #[tokio::test]
    async fn body_sends_hello_heartbeats_and_ends_on_shutdown() {
        let (tx, rx) = watch::channel(false);
        let mut body = sse_body(
            futures::stream::pending().boxed(),
            Duration::from_millis(10),
            rx,
            futures::future::pending().boxed(),
        );
        assert_eq!(body.next().await.unwrap().unwrap(), Bytes::from_static(HELLO));
        assert_eq!(body.next().await.unwrap().unwrap(), Bytes::from_static(HEARTBEAT));
        tx.send(true).unwrap();
        assert!(body.next().await.is_none());
    }

    #[tokio::test]
    async fn a_session_end_is_the_last_frame() {
        let (_tx, rx) = watch::channel(false);
        let (end_tx, end_rx) = tokio::sync::oneshot::channel::<EndReason>();
        let ended = async move { end_rx.await.unwrap() }.boxed();
        let mut body = sse_body(futures::stream::pending().boxed(), Duration::from_secs(3600), rx, ended);
        assert_eq!(body.next().await.unwrap().unwrap(), Bytes::from_static(HELLO));
        end_tx.send(EndReason::TokenExpired).unwrap();
        let frame = body.next().await.unwrap().unwrap();
        assert_eq!(
            std::str::from_utf8(&frame).unwrap(),
            "event: session_ended\ndata: {\"reason\":\"token_expired\",\"code\":\"TOKEN_EXPIRED\"}\n\n"
        );
        assert!(body.next().await.is_none());
    }
}
