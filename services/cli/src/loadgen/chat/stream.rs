//! A user's live view of its conversation: Server-Sent Events or a
//! WebSocket subscription, read as one sequence of events with their ids,
//! names, publish times (the gateway's `time` field) and arrival times.

use std::time::{Duration, SystemTime};

use futures::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::{self, client::IntoClientRequest};

use super::api::{Api, ApiFailure};
use super::settings::Transport;

/// One chat event as the client saw it.
#[derive(Debug, Clone)]
pub struct StreamEvent {
    /// Turn id part of the event id (`<turn_id>:<seq>`).
    pub turn_id: String,
    /// Seq part of the id.
    pub seq: u64,
    /// Event name (`text_delta`, …, `done`, `error`).
    pub name: String,
    /// The event's data (`Null` when it is not JSON).
    pub data: Value,
    /// Characters of a `text_delta`'s text (0 for other events).
    pub text_chars: usize,
    /// When the orchestrator published it (the gateway's `time` field).
    pub published: Option<SystemTime>,
    /// When it arrived here.
    pub received: SystemTime,
}

impl StreamEvent {
    /// True for `done` and `error`.
    pub fn is_terminal(&self) -> bool {
        self.name == "done" || self.name == "error"
    }
}

/// What reading the stream gave.
#[derive(Debug)]
pub enum Next {
    /// An event.
    Event(StreamEvent),
    /// The stream ended or broke; the kind says how (the report counts it).
    Closed(String),
}

/// An open SSE or WebSocket stream of one conversation.
pub enum EventStream {
    /// SSE.
    Sse(SseStream),
    /// WebSocket (boxed: the socket state is large).
    Ws(Box<WsStream>),
}

impl EventStream {
    /// Opens the stream and waits until the gateway confirms the subscription
    /// (SSE `: connected`, WebSocket `subscribed`): events published after
    /// this returns reach it.
    pub async fn open(
        transport: Transport,
        api: &Api,
        conversation: &str,
        last_event_id: Option<&str>,
        timeout: Duration,
    ) -> Result<Self, ApiFailure> {
        let opened = match transport {
            Transport::Sse => tokio::time::timeout(timeout, SseStream::open(api, conversation, last_event_id))
                .await
                .map(|r| r.map(EventStream::Sse)),
            Transport::Ws => tokio::time::timeout(timeout, WsStream::open(api, conversation, last_event_id))
                .await
                .map(|r| r.map(|ws| EventStream::Ws(Box::new(ws)))),
        };
        opened.unwrap_or_else(|_| Err(ApiFailure::other(format!("stream open: timeout ({})", transport.as_str()), "")))
    }

    /// The next event. A stream silent for `idle` (no event, no heartbeat) counts as closed.
    pub async fn next(&mut self, idle: Duration) -> Next {
        match self {
            EventStream::Sse(s) => s.next(idle).await,
            EventStream::Ws(s) => s.next(idle).await,
        }
    }
}

fn parse_id(id: &str) -> Option<(String, u64)> {
    let (turn, seq) = id.rsplit_once(':')?;
    Some((turn.to_string(), seq.parse().ok()?))
}

/// Characters of a `text_delta`'s `delta`.
fn delta_chars(data: &Value) -> usize {
    data["delta"].as_str().map_or(0, |d| d.chars().count())
}

fn parse_time(t: &str) -> Option<SystemTime> {
    chrono::DateTime::parse_from_rfc3339(t.trim()).ok().map(SystemTime::from)
}

type Bytes = prost::bytes::Bytes;

/// An SSE response being read.
pub struct SseStream {
    body: futures::stream::BoxStream<'static, reqwest::Result<Bytes>>,
    buf: String,
}

impl SseStream {
    async fn open(api: &Api, conversation: &str, last_event_id: Option<&str>) -> Result<Self, ApiFailure> {
        let resp = api.sse_request(conversation, last_event_id).send().await.map_err(|e| ApiFailure {
            connect: e.is_connect(),
            ..ApiFailure::other(
                if e.is_connect() { "stream open: connect error" } else { "stream open: request error" },
                e.to_string(),
            )
        })?;
        if !resp.status().is_success() {
            let status = resp.status().as_u16();
            let body = resp.text().await.unwrap_or_default();
            let code = serde_json::from_str::<Value>(&body).ok().and_then(|v| v["code"].as_str().map(str::to_string));
            return Err(ApiFailure {
                status: Some(status),
                ..ApiFailure::other(
                    format!("stream open: {status} {}", code.unwrap_or_default()).trim_end(),
                    body.chars().take(200).collect::<String>(),
                )
            });
        }
        let mut s = Self { body: resp.bytes_stream().boxed(), buf: String::new() };
        // The first frame is the `: connected` comment, sent once the subscription is live.
        loop {
            match s.frame(Duration::from_secs(30)).await {
                Ok(Some(Frame::Comment(c))) if c == "connected" => return Ok(s),
                Ok(Some(Frame::Comment(_) | Frame::Other)) => continue,
                Ok(Some(Frame::Event(_))) => {
                    return Err(ApiFailure::other("stream open: event before ': connected'", ""));
                }
                Ok(None) | Err(_) => {
                    return Err(ApiFailure::other("stream open: ended before ': connected'", ""));
                }
            }
        }
    }

    async fn next(&mut self, idle: Duration) -> Next {
        loop {
            match self.frame(idle).await {
                Ok(Some(Frame::Event(ev))) => return Next::Event(ev),
                Ok(Some(Frame::Comment(_) | Frame::Other)) => continue,
                Ok(None) => return Next::Closed("stream closed by the server".into()),
                Err(kind) => return Next::Closed(kind),
            }
        }
    }

    /// The next frame; `Ok(None)` at end of stream, `Err(kind)` on a broken or silent stream.
    async fn frame(&mut self, idle: Duration) -> Result<Option<Frame>, String> {
        loop {
            if let Some(end) = self.buf.find("\n\n") {
                let block: String = self.buf.drain(..end + 2).collect();
                return Ok(Some(parse_block(&block)?));
            }
            match tokio::time::timeout(idle, self.body.next()).await {
                Err(_) => return Err("stream silent (no heartbeat)".into()),
                Ok(None) => return Ok(None),
                Ok(Some(Err(_))) => return Err("stream broken".into()),
                Ok(Some(Ok(bytes))) => {
                    let text = std::str::from_utf8(&bytes).map_err(|_| "stream not UTF-8".to_string())?;
                    // SSE allows CRLF line ends; the parser works on LF.
                    if text.contains('\r') {
                        self.buf.push_str(&text.replace("\r\n", "\n"));
                    } else {
                        self.buf.push_str(text);
                    }
                    if self.buf.len() > 16 << 20 {
                        return Err("stream frame over 16 MiB".into());
                    }
                }
            }
        }
    }
}

/// One SSE block.
#[derive(Debug)]
enum Frame {
    Event(StreamEvent),
    Comment(String),
    Other,
}

fn parse_block(block: &str) -> Result<Frame, String> {
    let (mut id, mut name, mut data, mut time) = (None, None, None, None);
    for line in block.lines() {
        if let Some(c) = line.strip_prefix(':') {
            return Ok(Frame::Comment(c.trim().to_string()));
        }
        let (field, value) = line.split_once(':').unwrap_or((line, ""));
        let value = value.strip_prefix(' ').unwrap_or(value);
        match field {
            "id" => id = Some(value),
            "event" => name = Some(value),
            "data" => data = Some(value),
            "time" => time = Some(value),
            _ => {} // `retry` and unknown fields, as the SSE spec says
        }
    }
    let (Some(id), Some(name), Some(data)) = (id, name, data) else {
        return if id.is_none() && name.is_none() && data.is_none() {
            Ok(Frame::Other)
        } else {
            Err("incomplete SSE event".into())
        };
    };
    let (turn_id, seq) = parse_id(id).ok_or_else(|| "malformed event id".to_string())?;
    let data: Value = serde_json::from_str(data).map_err(|_| "event data is not JSON".to_string())?;
    let text_chars = if name == "text_delta" { delta_chars(&data) } else { 0 };
    Ok(Frame::Event(StreamEvent {
        turn_id,
        seq,
        name: name.to_string(),
        data,
        text_chars,
        published: time.and_then(parse_time),
        received: SystemTime::now(),
    }))
}

type Socket = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// A WebSocket subscribed to one conversation.
pub struct WsStream {
    socket: Socket,
}

impl WsStream {
    async fn open(api: &Api, conversation: &str, last_event_id: Option<&str>) -> Result<Self, ApiFailure> {
        let fail = |kind: &str, detail: String| ApiFailure::other(format!("ws open: {kind}"), detail);
        let url = match api.base().split_once("://") {
            Some(("http", rest)) => format!("ws://{rest}/v1/ws"),
            _ => return Err(fail("only http:// gateways are supported for WebSocket", api.base().to_string())),
        };
        let mut req = url.into_client_request().map_err(|e| fail("bad URL", e.to_string()))?;
        let auth = format!("Bearer {}", api.credential).parse().map_err(|_| fail("bad credential", String::new()))?;
        req.headers_mut().insert("authorization", auth);
        let (mut socket, _) = tokio_tungstenite::connect_async(req).await.map_err(|e| match e {
            tungstenite::Error::Http(resp) => fail(&format!("{}", resp.status().as_u16()), String::new()),
            other => fail("connect error", other.to_string()),
        })?;
        let mut sub = json!({"type": "subscribe", "conversation_id": conversation});
        if let Some(id) = last_event_id {
            sub["last_event_id"] = json!(id);
        }
        socket
            .send(tungstenite::Message::Text(sub.to_string().into()))
            .await
            .map_err(|e| fail("send failed", e.to_string()))?;
        loop {
            match tokio::time::timeout(Duration::from_secs(30), socket.next()).await {
                Ok(Some(Ok(tungstenite::Message::Text(t)))) => {
                    let v: Value =
                        serde_json::from_str(t.as_str()).map_err(|e| fail("unreadable frame", e.to_string()))?;
                    match v["type"].as_str() {
                        Some("subscribed") => return Ok(Self { socket }),
                        Some("error") => {
                            return Err(fail(
                                &format!("subscribe {}", v["code"].as_str().unwrap_or("?")),
                                v.to_string(),
                            ));
                        }
                        _ => return Err(fail("frame before subscribed", v.to_string())),
                    }
                }
                Ok(Some(Ok(_))) => continue,
                _ => return Err(fail("closed before subscribed", String::new())),
            }
        }
    }

    async fn next(&mut self, idle: Duration) -> Next {
        loop {
            let msg = match tokio::time::timeout(idle, self.socket.next()).await {
                Err(_) => return Next::Closed("stream silent (no heartbeat)".into()),
                Ok(None) => return Next::Closed("stream closed by the server".into()),
                Ok(Some(Err(_))) => return Next::Closed("stream broken".into()),
                Ok(Some(Ok(m))) => m,
            };
            match msg {
                tungstenite::Message::Text(t) => {
                    let received = SystemTime::now();
                    let Ok(v) = serde_json::from_str::<Value>(t.as_str()) else {
                        return Next::Closed("unreadable WebSocket frame".into());
                    };
                    match v["type"].as_str() {
                        Some("event") => {
                            let id = v["id"].as_str().unwrap_or_default();
                            let Some((turn_id, seq)) = parse_id(id) else {
                                return Next::Closed("malformed event id".into());
                            };
                            let name = v["event"].as_str().unwrap_or_default().to_string();
                            return Next::Event(StreamEvent {
                                turn_id,
                                seq,
                                data: v["data"].clone(),
                                text_chars: if name == "text_delta" { delta_chars(&v["data"]) } else { 0 },
                                name,
                                published: v["time"].as_str().and_then(parse_time),
                                received,
                            });
                        }
                        Some("error") => {
                            return Next::Closed(format!("ws error {}", v["code"].as_str().unwrap_or("?")));
                        }
                        _ => continue,
                    }
                }
                tungstenite::Message::Close(frame) => {
                    let code = frame.map(|f| u16::from(f.code)).unwrap_or(1005);
                    return Next::Closed(format!("ws closed {code}"));
                }
                _ => continue, // ping/pong (tungstenite answers pings itself)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sse_blocks_parse_with_time_and_unknown_fields() {
        let Frame::Event(ev) = parse_block(
            "id: t1:3\nevent: done\ndata: {\"cancelled\":true}\ntime: 2024-05-01T10:00:00.250Z\nretry: 5\n\n",
        )
        .unwrap() else {
            panic!("not an event")
        };
        assert_eq!((ev.turn_id.as_str(), ev.seq, ev.name.as_str()), ("t1", 3, "done"));
        assert_eq!(ev.data["cancelled"], true);
        let want = SystemTime::UNIX_EPOCH + Duration::from_millis(1_714_557_600_250);
        assert_eq!(ev.published, Some(want));
        assert!(matches!(parse_block(": heartbeat\n\n").unwrap(), Frame::Comment(c) if c == "heartbeat"));
        assert!(matches!(parse_block("retry: 1000\n\n").unwrap(), Frame::Other));
        assert!(parse_block("id: t:1\n\n").is_err());
        assert!(parse_block("id: nope\nevent: text_delta\ndata: {}\n\n").is_err());
        let Frame::Event(d) = parse_block("id: a-b:12\nevent: text_delta\ndata: {\"delta\":\"x\"}\n\n").unwrap() else {
            panic!()
        };
        assert_eq!((d.seq, d.published, d.data.clone(), d.text_chars), (12, None, json!({"delta": "x"}), 1));
    }
}
