//! `GET /v1/ws`: one WebSocket carrying the events of many conversations.
//!
//! Client → server (JSON text frames):
//! `{"type":"subscribe","conversation_id":"…","last_event_id":"<turn>:<seq>"?}`,
//! `{"type":"unsubscribe","conversation_id":"…"}`, `{"type":"ping"}`.
//!
//! Server → client: `{"type":"subscribed","conversation_id"}`,
//! `{"type":"unsubscribed","conversation_id"}`, `{"type":"pong"}`,
//! `{"type":"event","conversation_id","id","event","data"}` (same ids and
//! data as SSE), and `{"type":"error","code","error","conversation_id"?,"request_id"}`.
//!
//! The server pings every heartbeat interval. A client that reads too slowly
//! is closed with code 1013 ("try again later"): it reconnects and
//! resubscribes with the last event id it saw per conversation. Shutdown
//! closes with 1001.
//!
//! Bounds: an incoming frame may be at most `WS_MAX_FRAME_BYTES` (16 KiB) and a
//! message after reassembly of its fragments `WS_MAX_MESSAGE_BYTES` (64 KiB);
//! more closes the socket (1009). The socket counts against the user's open
//! stream limit. When the token expires or the credential is revoked the server
//! sends `{"type":"session_ended","reason","code"}` and closes with 1008; when
//! a subscribed conversation is deleted it sends
//! `{"type":"subscription_ended","conversation_id","reason":"conversation_deleted","code":"NOT_FOUND"}`
//! and drops that subscription ([`crate::session_end`]).

use std::{collections::HashMap, sync::Arc, time::Duration};

use axum::{
    Extension,
    extract::{
        State,
        ws::{CloseFrame, Message, Utf8Bytes, WebSocket, WebSocketUpgrade, rejection::WebSocketUpgradeRejection},
    },
    response::Response,
};
use futures::{FutureExt, SinkExt, StreamExt, future::BoxFuture, stream::BoxStream};
use serde::Deserialize;
use serde_json::json;
use tokio::{sync::mpsc, task::JoinHandle};
use uuid::Uuid;

use crate::{
    auth::{AuthUser, PresentedCredential, Principal},
    error::{ApiError, current_request_id},
    events::{EventId, RenderedEvent},
    limits::StreamPermit,
    metrics::{self, GaugeGuard},
    session_end::{EndReason, StreamSession},
    state::AppState,
    store::conversations,
};

/// A write that does not complete in this time means the client stopped reading.
const WRITE_TIMEOUT: Duration = Duration::from_secs(10);
/// Close code for "too slow: reconnect and resubscribe".
const CLOSE_TRY_AGAIN: u16 = 1013;
/// Close code for "server going away".
const CLOSE_GOING_AWAY: u16 = 1001;
/// Initial read buffer of a socket.
const WS_READ_BUFFER_BYTES: usize = 4096;
/// Close code for "policy violation": the session ended.
const CLOSE_POLICY: u16 = 1008;

/// A message from the client.
#[derive(Debug, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
enum ClientMessage {
    Subscribe { conversation_id: String, last_event_id: Option<String> },
    Unsubscribe { conversation_id: String },
    Ping,
}

/// `GET /v1/ws`
pub async fn upgrade(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    Extension(credential): Extension<PresentedCredential>,
    ws: Result<WebSocketUpgrade, WebSocketUpgradeRejection>,
) -> Result<Response, ApiError> {
    let ws = ws.map_err(|r| ApiError::bad_request(format!("a WebSocket upgrade is required: {}", r.body_text())))?;
    let permit = state.limits.open_stream(&user.user_id)?;
    let request_id = current_request_id().unwrap_or_default();
    let session = state.stream_session(&user, &credential);
    // The read buffer starts small (tungstenite's default reserves 128 KiB per
    // socket up front) and grows to a frame's size only when one arrives: a
    // socket is mostly idle, and incoming frames are small (subscribe, ping).
    let ws = ws
        .max_frame_size(state.settings.ws_max_frame_bytes)
        .max_message_size(state.settings.ws_max_message_bytes)
        .read_buffer_size(WS_READ_BUFFER_BYTES);
    Ok(ws.on_upgrade(move |socket| Connection::new(state, user, request_id, session, permit).run(socket)))
}

struct Connection {
    state: AppState,
    user: Principal,
    request_id: String,
    session: StreamSession,
    _permit: StreamPermit,
    subscriptions: HashMap<Uuid, JoinHandle<()>>,
    out_tx: mpsc::Sender<Message>,
    out_rx: mpsc::Receiver<Message>,
    close_tx: mpsc::Sender<u16>,
    close_rx: mpsc::Receiver<u16>,
}

enum Step {
    Shutdown,
    Ended(EndReason),
    Close(u16),
    Outgoing(Message),
    Heartbeat,
    Incoming(Option<Result<Message, axum::Error>>),
}

impl Connection {
    fn new(state: AppState, user: Principal, request_id: String, session: StreamSession, permit: StreamPermit) -> Self {
        let (out_tx, out_rx) = mpsc::channel(state.settings.client_buffer);
        let (close_tx, close_rx) = mpsc::channel(1);
        Self {
            state,
            user,
            request_id,
            session,
            _permit: permit,
            subscriptions: HashMap::new(),
            out_tx,
            out_rx,
            close_tx,
            close_rx,
        }
    }

    async fn run(mut self, socket: WebSocket) {
        let _client = GaugeGuard::new(&metrics::WS_CLIENTS);
        let (mut sink, mut incoming) = socket.split();
        let period = self.state.settings.heartbeat;
        let mut heartbeat = tokio::time::interval_at(tokio::time::Instant::now() + period, period);
        let mut shutdown = self.state.shutdown.clone();
        let mut ended: BoxFuture<'static, EndReason> = self.session.watch(None).ended().boxed();
        let mut pending_close: Option<Message> = None;
        loop {
            if let Some(msg) = pending_close.take() {
                let _ = tokio::time::timeout(WRITE_TIMEOUT, sink.send(msg)).await;
                break;
            }
            let step = tokio::select! {
                biased;
                _ = shutdown.wait_for(|s| *s) => Step::Shutdown,
                reason = &mut ended => Step::Ended(reason),
                Some(code) = self.close_rx.recv() => Step::Close(code),
                Some(msg) = self.out_rx.recv() => Step::Outgoing(msg),
                _ = heartbeat.tick() => Step::Heartbeat,
                msg = incoming.next() => Step::Incoming(msg),
            };
            let reply = match step {
                Step::Shutdown => Some(close(CLOSE_GOING_AWAY, "server shutting down; reconnect")),
                Step::Ended(reason) => {
                    pending_close = Some(close(CLOSE_POLICY, "session ended"));
                    Some(text_frame(json!({"type": "session_ended", "reason": reason.reason(), "code": reason.code()})))
                }
                Step::Close(code) => Some(close(code, "too slow; reconnect and resubscribe with last_event_id")),
                Step::Outgoing(msg) => Some(msg),
                Step::Heartbeat => Some(Message::Ping(axum::body::Bytes::from_static(b"hb"))),
                Step::Incoming(Some(Ok(Message::Text(text)))) => Some(self.on_text(text.as_str()).await),
                Step::Incoming(Some(Ok(Message::Binary(_)))) => {
                    Some(self.error("VALIDATION_ERROR", "send JSON text frames", None))
                }
                Step::Incoming(Some(Ok(Message::Ping(_) | Message::Pong(_)))) => None,
                Step::Incoming(Some(Ok(Message::Close(_))) | Some(Err(_)) | None) => break,
            };
            let Some(reply) = reply else { continue };
            let closing = matches!(reply, Message::Close(_));
            let sent = tokio::time::timeout(WRITE_TIMEOUT, sink.send(reply)).await;
            if closing || !matches!(sent, Ok(Ok(()))) {
                break;
            }
        }
        for (_, task) in self.subscriptions.drain() {
            task.abort();
        }
    }

    async fn on_text(&mut self, text: &str) -> Message {
        let msg = match serde_json::from_str::<ClientMessage>(text) {
            Ok(m) => m,
            Err(e) => return self.error("VALIDATION_ERROR", &format!("unreadable message: {e}"), None),
        };
        match msg {
            ClientMessage::Ping => text_frame(json!({"type": "pong"})),
            ClientMessage::Unsubscribe { conversation_id } => {
                let task = Uuid::parse_str(&conversation_id).ok().and_then(|id| self.subscriptions.remove(&id));
                match task {
                    Some(task) => {
                        task.abort();
                        text_frame(json!({"type": "unsubscribed", "conversation_id": conversation_id}))
                    }
                    None => self.error("NOT_FOUND", "not subscribed to this conversation", Some(&conversation_id)),
                }
            }
            ClientMessage::Subscribe { conversation_id, last_event_id } => {
                match self.subscribe(&conversation_id, last_event_id.as_deref()).await {
                    Ok(()) => text_frame(json!({"type": "subscribed", "conversation_id": conversation_id})),
                    Err(e) => self.error(e.code, &e.message, Some(&conversation_id)),
                }
            }
        }
    }

    async fn subscribe(&mut self, conversation_id: &str, last_event_id: Option<&str>) -> Result<(), ApiError> {
        let id = Uuid::parse_str(conversation_id).map_err(|_| ApiError::not_found("conversation"))?;
        if self.subscriptions.get(&id).is_some_and(|t| !t.is_finished()) {
            return Err(ApiError::conflict("ALREADY_SUBSCRIBED", "already subscribed to this conversation"));
        }
        self.subscriptions.retain(|_, t| !t.is_finished());
        if self.subscriptions.len() >= self.state.settings.ws_max_subscriptions {
            return Err(ApiError::validation(format!(
                "at most {} subscriptions per connection",
                self.state.settings.ws_max_subscriptions
            )));
        }
        let cursor =
            last_event_id.map(|c| c.parse::<EventId>().map_err(|e| ApiError::validation(e.to_string()))).transpose()?;
        conversations::get(&self.state.db, &self.user.user_id, id)
            .await
            .map_err(|e| ApiError::database("reading a conversation", &e))?
            .ok_or_else(|| ApiError::not_found("conversation"))?;
        let source =
            self.state.event_source().ok_or_else(|| ApiError::unavailable("chat events are not available yet"))?;
        let events = source.open(conversation_id, cursor).await?;
        let deleted = self.session.watch_conversation(id).ended().map(|_| ()).boxed();
        let task = tokio::spawn(forward(id, events, deleted, self.out_tx.clone(), self.close_tx.clone()));
        self.subscriptions.insert(id, task);
        Ok(())
    }

    fn error(&self, code: &str, message: &str, conversation_id: Option<&str>) -> Message {
        text_frame(json!({
            "type": "error",
            "code": code,
            "error": message,
            "conversation_id": conversation_id,
            "request_id": self.request_id,
        }))
    }
}

/// Passes a subscription's events to the connection; when they end (client
/// too slow, live read stopped) asks the connection to close so the client
/// resumes without a gap. When the conversation is deleted, tells the client
/// and ends this subscription only.
async fn forward(
    conversation_id: Uuid,
    mut events: BoxStream<'static, Arc<RenderedEvent>>,
    mut deleted: BoxFuture<'static, ()>,
    out: mpsc::Sender<Message>,
    close: mpsc::Sender<u16>,
) {
    loop {
        tokio::select! {
            () = &mut deleted => {
                let reason = EndReason::ConversationDeleted;
                let _ = out
                    .send(text_frame(json!({
                        "type": "subscription_ended",
                        "conversation_id": conversation_id,
                        "reason": reason.reason(),
                        "code": reason.code(),
                    })))
                    .await;
                return;
            }
            ev = events.next() => match ev {
                Some(ev) => {
                    if out.send(Message::Text(ev.ws_frame())).await.is_err() {
                        return;
                    }
                }
                None => break,
            },
        }
    }
    let _ = close.try_send(CLOSE_TRY_AGAIN);
}

fn text_frame(v: serde_json::Value) -> Message {
    Message::Text(Utf8Bytes::from(v.to_string()))
}

fn close(code: u16, reason: &'static str) -> Message {
    Message::Close(Some(CloseFrame { code, reason: Utf8Bytes::from_static(reason) }))
}
